	.file	"bench.c"
	.text
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB41:
	.cfi_startproc
	movq	(%rdi), %rcx
	movq	(%rsi), %rdx
	xorl	%eax, %eax
	cmpq	%rcx, %rdx
	setb	%al
	cmpq	%rdx, %rcx
	sbbl	$0, %eax
	ret
	.cfi_endproc
.LFE41:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB61:
	.cfi_startproc
	movq	8(%rdi), %r10
	movq	24(%rdi), %r11
	movq	%rdx, %r8
	movq	16(%rdi), %r9
	testq	%r10, %r10
	je	.L4
	leaq	(%r11,%r10), %rdi
	jmp	.L10
	.p2align 4,,10
	.p2align 3
.L13:
	testq	%r9, %r9
	je	.L4
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%r9
	addq	$1, %rax
	imulq	%r9, %rax
	leaq	(%rax,%r11), %rcx
.L5:
	cmpq	%rcx, %rsi
	jnb	.L12
	addq	%rsi, %r8
	cmpq	%r8, %rcx
	jnb	.L3
	subq	%rcx, %r8
.L12:
	leaq	(%rcx,%r10), %rsi
.L10:
	cmpq	%rdi, %rsi
	jnb	.L13
	movq	%r11, %rcx
	jmp	.L5
	.p2align 4,,10
	.p2align 3
.L4:
	addq	%rsi, %r8
.L3:
	movq	%r8, %rax
	ret
	.cfi_endproc
.LFE61:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB80:
	.cfi_startproc
	movsd	(%rdi), %xmm0
	movsd	(%rsi), %xmm1
	xorl	%eax, %eax
	comisd	%xmm1, %xmm0
	seta	%al
	xorl	%edx, %edx
	comisd	%xmm0, %xmm1
	seta	%dl
	subl	%edx, %eax
	ret
	.cfi_endproc
.LFE80:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB102:
	.cfi_startproc
	movq	(%rdi), %rcx
	movq	(%rsi), %rdx
	xorl	%eax, %eax
	cmpq	%rcx, %rdx
	setb	%al
	cmpq	%rdx, %rcx
	sbbl	$0, %eax
	ret
	.cfi_endproc
.LFE102:
	.size	cmp_vc, .-cmp_vc
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	"ok %s\n"
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC1:
	.string	"FAIL %s: expected %lu, got %lu\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB149:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	cmpq	%rdx, %rsi
	je	.L20
	movq	%rdx, %rcx
	xorl	%eax, %eax
	movq	%rsi, %rdx
	movq	%rdi, %rsi
	leaq	.LC1(%rip), %rdi
	call	printf@PLT
	movl	$1, %eax
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L20:
	.cfi_restore_state
	movq	%rdi, %rsi
	xorl	%eax, %eax
	leaq	.LC0(%rip), %rdi
	call	printf@PLT
	xorl	%eax, %eax
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE149:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC2:
	.string	"n"
.LC3:
	.string	"set"
.LC4:
	.string	"%-10s %9s"
.LC5:
	.string	" %11s"
.LC6:
	.string	"slow %"
.LC7:
	.string	"slow"
.LC8:
	.string	" %8s %8s"
	.text
	.p2align 4
	.type	print_header, @function
print_header:
.LFB96:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	leaq	.LC2(%rip), %rdx
	leaq	.LC3(%rip), %rsi
	xorl	%eax, %eax
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	leaq	.LC4(%rip), %rdi
	leaq	.LC5(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	leaq	PCT_LABEL(%rip), %rbx
	leaq	48(%rbx), %r12
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L22:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L22
	popq	%rbx
	.cfi_def_cfa_offset 24
	leaq	.LC6(%rip), %rdx
	popq	%rbp
	.cfi_def_cfa_offset 16
	xorl	%eax, %eax
	leaq	.LC7(%rip), %rsi
	leaq	.LC8(%rip), %rdi
	popq	%r12
	.cfi_def_cfa_offset 8
	jmp	printf@PLT
	.cfi_endproc
.LFE96:
	.size	print_header, .-print_header
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB85:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	(%rdi), %rdi
	call	free@PLT
	movq	8(%rbx), %rdi
	call	free@PLT
	movq	16(%rbx), %rdi
	call	free@PLT
	movq	56(%rbx), %rdi
	call	free@PLT
	movq	80(%rbx), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 8
	jmp	free@PLT
	.cfi_endproc
.LFE85:
	.size	buffers_free, .-buffers_free
	.section	.rodata.str1.1
.LC9:
	.string	" stroke-dasharray=\"5 4\""
.LC10:
	.string	""
.LC11:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC12:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC17:
	.string	"%s%.1f,%.1f"
.LC18:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB114:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC12(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC9(%rip), %rcx
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdx, %r12
	movq	%r9, %rdx
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%r8, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 64
	movl	64(%rsp), %eax
	testl	%eax, %eax
	leaq	.LC10(%rip), %rax
	cmove	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	testq	%rbp, %rbp
	je	.L29
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L31:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC11(%rip), %rax
	leaq	.LC10(%rip), %rdx
	movsd	.LC14(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC17(%rip), %rsi
	movl	$2, %eax
	subsd	%xmm2, %xmm0
	subsd	%xmm2, %xmm1
	movsd	8(%r14), %xmm2
	subsd	%xmm3, %xmm2
	divsd	%xmm0, %xmm1
	movsd	(%r12,%r15,8), %xmm0
	addq	$1, %r15
	subsd	%xmm3, %xmm0
	divsd	%xmm2, %xmm0
	mulsd	.LC13(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC15(%rip), %xmm0
	addsd	.LC16(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L31
.L29:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC18(%rip), %rdi
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	jmp	fwrite@PLT
	.cfi_endproc
.LFE114:
	.size	svg_line, .-svg_line
	.section	.rodata.str1.1
.LC19:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB123:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L44
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	leaq	.LC19(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	xorl	%ebx, %ebx
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	.p2align 4,,10
	.p2align 3
.L41:
	movq	%rbx, %rax
	movq	%r13, %rsi
	movq	%r12, %rdi
	addq	$1, %rbx
	salq	$4, %rax
	addq	0(%rbp), %rax
	movq	8(%rax), %rcx
	movq	(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
	cmpq	8(%rbp), %rbx
	jb	.L41
	addq	$8, %rsp
	.cfi_def_cfa_offset 40
	xorl	%eax, %eax
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L44:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE123:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC20:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB38:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L55
	movq	(%rdi), %rax
	movq	%rdi, %r9
	testq	%r8, %r8
	je	.L49
	movq	%rsi, %r10
	xorl	%edi, %edi
	xorl	%r11d, %r11d
	jmp	.L50
	.p2align 4,,10
	.p2align 3
.L51:
	addq	$1, %rdi
	cmpq	%rdi, %r10
	je	.L47
.L54:
	movq	(%r9,%rdi,8), %rax
	cmpq	%r8, %rsi
	je	.L49
.L50:
	leaq	1(%r11), %rsi
	movq	%rax, (%rcx,%r11,8)
	movq	%rsi, %r11
	cmpq	%rdx, %rax
	jb	.L51
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L51
	cmpq	%rsi, %r8
	jne	.L52
	jmp	.L49
	.p2align 4,,10
	.p2align 3
.L53:
	cmpq	%rsi, %r8
	je	.L49
.L52:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L53
	addq	$1, %rdi
	movq	%rsi, %r11
	cmpq	%rdi, %r10
	jne	.L54
.L47:
	movq	%r11, %rax
	ret
.L49:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC20(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L55:
	.cfi_def_cfa_offset 8
	xorl	%r11d, %r11d
	jmp	.L47
	.cfi_endproc
.LFE38:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB99:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rdi, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L64
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L80
.L64:
	cmpq	16(%rbx), %rsi
	je	.L66
	movq	(%rbx), %rax
.L67:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L65:
	xorl	%eax, %eax
.L63:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L66:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L72
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L71
	salq	$5, %rsi
.L68:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L71
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L67
	.p2align 4,,10
	.p2align 3
.L80:
	addq	%rbp, 8(%rax)
	jmp	.L65
	.p2align 4,,10
	.p2align 3
.L72:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L68
.L71:
	movl	$-1, %eax
	jmp	.L63
	.cfi_endproc
.LFE99:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB100:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L91
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movq	%rdx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	xorl	%ebx, %ebx
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	jmp	.L84
	.p2align 4,,10
	.p2align 3
.L95:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L94
.L84:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L95
	orl	$-1, %eax
.L81:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
.L94:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L81
.L91:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE100:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB101:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L105
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	xorl	%ebx, %ebx
	jmp	.L99
	.p2align 4,,10
	.p2align 3
.L101:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L108
.L99:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L101
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L101
	orl	$-1, %eax
	jmp	.L96
	.p2align 4,,10
	.p2align 3
.L108:
	xorl	%eax, %eax
.L96:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L105:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE101:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB44:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	(%rdi), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE44:
	.size	dist_free, .-dist_free
	.globl	__udivti3
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB59:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movq	$0, 64(%rcx)
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L133
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	xorl	%r15d, %r15d
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	xorl	%r14d, %r14d
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	movq	%rcx, %rsi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rbp, %r9
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	movq	16(%rdi), %rbx
	movq	(%rdi), %rcx
	xorl	%edi, %edi
	movl	%edx, 24(%rsp)
	leaq	(%rbx,%rax,8), %rax
	movq	%rbx, (%rsp)
	movq	%rbx, %r8
	movq	%rsi, %rbx
	movq	%rax, %rsi
	.p2align 4,,10
	.p2align 3
.L114:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L113
	addq	%rbp, 56(%rbx)
.L113:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L114
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	orq	%r11, %rax
	jne	.L121
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	testq	%r14, %r14
	je	.L112
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L136
.L117:
	movq	%rcx, 24(%rsp)
	xorl	%ebp, %ebp
	leaq	PCT_MILLI(%rip), %r9
	movq	%r14, (%rsp)
	movq	%rsi, %r14
	movq	%r15, 8(%rsp)
	movq	%rbp, %r15
	movq	%rbx, %rbp
	movq	%r8, %rbx
	.p2align 4,,10
	.p2align 3
.L120:
	movq	(%r9,%r15), %rax
	movq	(%rsp), %rsi
	movq	8(%rsp), %rcx
	imulq	%rax, %rcx
	mulq	%rsi
	addq	%rcx, %rdx
	addq	%r12, %rax
	adcq	%r13, %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	movq	0(%rbp), %rcx
	leaq	PCT_MILLI(%rip), %r9
	testq	%rax, %rax
	cmove	%rdx, %rax
	cmpq	%rbx, %rax
	cmova	%rbx, %rax
	xorl	%edx, %edx
	cmpq	%rax, %rcx
	jnb	.L118
	.p2align 4,,10
	.p2align 3
.L119:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L119
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L118:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L120
.L112:
	xorl	%eax, %eax
.L111:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L136:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L117
.L133:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L121:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-1, %eax
	jmp	.L111
	.cfi_endproc
.LFE59:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	summarise, @function
summarise:
.LFB42:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%r8, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdx, %rbp
	movl	$8, %edx
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movl	%ecx, %ebx
	leaq	cmp_u64(%rip), %rcx
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	movq	%rdi, 8(%rsp)
	call	qsort@PLT
	pxor	%xmm0, %xmm0
	movq	%r15, (%r14)
	movq	$99999, 16(%rsp)
	movq	$0, 24(%rsp)
	movups	%xmm0, 8(%r14)
	movups	%xmm0, 24(%r14)
	movups	%xmm0, 40(%r14)
	movups	%xmm0, 56(%r14)
	testl	%ebx, %ebx
	jne	.L139
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L139:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L141:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L140
	leaq	PCT_MILLI(%rip), %rdi
	movq	%r15, %rax
	mulq	(%rdi,%rbx)
	addq	16(%rsp), %rax
	adcq	24(%rsp), %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	movq	8(%rsp), %rcx
	testq	%rax, %rax
	cmove	%rdx, %rax
	cmpq	%r15, %rax
	cmova	%r15, %rax
	movq	-8(%rcx,%rax,8), %rax
.L140:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L141
	testq	%r15, %r15
	je	.L146
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L143:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L143
	movq	%rdi, %rax
	movq	%rsi, %r15
	negq	%rax
	sbbl	%eax, %eax
.L142:
	movq	%r15, 64(%r14)
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L146:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L142
	.cfi_endproc
.LFE42:
	.size	summarise, .-summarise
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB130:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L158
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rsi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdi, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 64
	call	__errno_location@PLT
	movl	$10, %edx
	leaq	8(%rsp), %rsi
	movq	%rbx, %rdi
	movl	$0, (%rax)
	movq	%rax, %rbp
	call	strtoull@PLT
	movl	0(%rbp), %edx
	testl	%edx, %edx
	jne	.L154
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L154
	cmpq	%r14, %rax
	jb	.L154
	cmpq	%rax, %r12
	jb	.L154
	movq	%rax, 0(%r13)
.L151:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 48
	movl	%edx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 40
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L154:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L151
	.p2align 4,,10
	.p2align 3
.L158:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE130:
	.size	parse_uint, .-parse_uint
	.section	.rodata.str1.8
	.align 8
.LC21:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC22:
	.string	"r"
.LC23:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open, @function
numbers_open:
.LFB20:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pxor	%xmm0, %xmm0
	movq	%r9, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%r8, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdi, %rbx
	subq	$144, %rsp
	.cfi_def_cfa_offset 192
	movups	%xmm0, 32(%rdi)
	movups	%xmm0, 16(%rdi)
	movq	%rdx, 32(%rdi)
	movq	%rsi, 24(%rdi)
	movq	%rsp, %rsi
	movl	%ecx, 40(%rdi)
	movups	%xmm0, (%rdi)
	movups	%xmm0, 48(%rdi)
	movq	%rbp, %rdi
	call	stat@PLT
	testl	%eax, %eax
	jne	.L160
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L165
.L160:
	leaq	.LC22(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L166
	xorl	%eax, %eax
.L159:
	addq	$144, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 48
	popq	%rbx
	.cfi_def_cfa_offset 40
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
.L165:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC21(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L161:
	orl	$-1, %eax
	jmp	.L159
.L166:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rax, %r9
	leaq	.LC23(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L161
	.cfi_endproc
.LFE20:
	.size	numbers_open, .-numbers_open
	.p2align 4
	.type	numbers_close, @function
numbers_close:
.LFB21:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdi
	call	free@PLT
	movq	(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L168
	call	fclose@PLT
.L168:
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE21:
	.size	numbers_close, .-numbers_close
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB110:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC24(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC32(%rip), %xmm2
	movsd	.LC25(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L174
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC27(%rip), %xmm4
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	movapd	%xmm0, %xmm3
	cmpnlesd	%xmm1, %xmm3
	andpd	%xmm4, %xmm3
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
.L174:
	movq	.LC28(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC29(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L173
	movsd	.LC30(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L182
	addsd	%xmm0, %xmm0
.L173:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L182:
	.cfi_restore_state
	movsd	.LC31(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L183
	mulsd	.LC24(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L183:
	.cfi_restore_state
	mulsd	.LC28(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE110:
	.size	nice_step, .-nice_step
	.section	.rodata.str1.8
	.align 8
.LC35:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC36:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC37:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.align 8
.LC38:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes, @function
svg_axes:
.LFB112:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rsi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rdx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rcx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdi, %rbx
	subq	$32, %rsp
	.cfi_def_cfa_offset 80
	movsd	24(%rsi), %xmm1
	movsd	16(%rsi), %xmm3
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 24(%rsp)
	subsd	%xmm3, %xmm0
	movsd	%xmm3, (%rsp)
	call	nice_step
	movsd	24(%rsp), %xmm1
	movsd	(%rsp), %xmm3
	movsd	%xmm0, 8(%rsp)
	divsd	.LC33(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L186
	movapd	%xmm3, %xmm0
	leaq	.LC35(%rip), %rbp
	jmp	.L189
	.p2align 4,,10
	.p2align 3
.L193:
	movsd	16(%r14), %xmm0
.L189:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%rbp, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbx, %rdi
	movl	$4, %eax
	movsd	.LC14(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC13(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC34(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%r14), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L193
.L186:
	pushq	$430
	.cfi_def_cfa_offset 88
	movq	%rbx, %rdi
	movl	$430, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 96
	movl	$790, %r8d
	movl	$430, %ecx
	movl	$80, %edx
	pushq	$50
	.cfi_def_cfa_offset 104
	leaq	.LC36(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbx, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC37(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$32, %rsp
	.cfi_def_cfa_offset 48
	movq	%r12, %r8
	movq	%rbx, %rdi
	movl	$240, %ecx
	popq	%rbx
	.cfi_def_cfa_offset 40
	movl	$240, %edx
	popq	%rbp
	.cfi_def_cfa_offset 32
	leaq	.LC38(%rip), %rsi
	popq	%r12
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE112:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB104:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	movl	$1536, %edi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movq	%rsi, 32(%rsp)
	call	malloc@PLT
	movq	8(%rbp), %rsi
	movq	%rax, %rbx
	testq	%rsi, %rsi
	je	.L195
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L196:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L196
	testq	%rcx, %rcx
	je	.L210
	testq	%rbx, %rbx
	je	.L210
	testq	%rcx, %rcx
	js	.L197
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L198:
	movsd	.LC40(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L208
	.p2align 4,,10
	.p2align 3
.L231:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L204
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC40(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L229
	movq	%r9, %rsi
	movq	%rax, %rbx
.L204:
	movq	(%rsp), %rdx
	movq	%rbp, %rcx
	movapd	%xmm3, %xmm1
	movq	%r14, %xmm5
	salq	$4, %rcx
	subsd	%xmm2, %xmm1
	leaq	0(%r13,%r13,2), %rax
	movq	%rsi, 24(%rsp)
	movq	(%rdx,%rcx), %xmm0
	leaq	(%rbx,%rax,8), %rax
	movsd	%xmm2, 16(%rsp)
	movq	%r15, %r13
	movsd	%xmm2, (%rax)
	punpcklqdq	%xmm5, %xmm0
	movups	%xmm0, 8(%rax)
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	call	log@PLT
	divsd	.LC41(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC42(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC40(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L230
.L208:
	testl	%eax, %eax
	je	.L199
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L199:
	testq	%r14, %r14
	js	.L201
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L202:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L231
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L208
.L230:
	movq	(%rsp), %rdx
	movq	40(%rsp), %rdi
	leaq	0(%r13,%r13,2), %rax
	movq	%r12, %xmm7
	leaq	(%rbx,%rax,8), %rax
	leaq	1(%r13), %rsi
	movq	-16(%rdx,%rdi), %xmm0
	movsd	%xmm3, (%rax)
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 8(%rax)
.L195:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L194:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L201:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L202
	.p2align 4,,10
	.p2align 3
.L197:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L198
.L210:
	xorl	%esi, %esi
	jmp	.L195
.L229:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L194
	.cfi_endproc
.LFE104:
	.size	percentile_rows, .-percentile_rows
	.p2align 4
	.type	poisson_next, @function
poisson_next:
.LFB19:
	.cfi_startproc
	movabsq	$-7046029254386353131, %rax
	addq	16(%rdi), %rax
	pxor	%xmm1, %xmm1
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rax, %rdx
	movq	%rax, 16(%rdi)
	movsd	.LC27(%rip), %xmm0
	movq	%rdi, %rbx
	shrq	$30, %rdx
	xorq	%rax, %rdx
	movabsq	$-4658895280553007687, %rax
	imulq	%rax, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	movabsq	$-7723592293110705685, %rdx
	imulq	%rdx, %rax
	movq	%rax, %rdx
	shrq	$31, %rdx
	xorq	%rdx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm1
	mulsd	.LC43(%rip), %xmm1
	subsd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC44(%rip), %xmm0
	divsd	(%rbx), %xmm0
	mulsd	.LC45(%rip), %xmm0
	addsd	8(%rbx), %xmm0
	movsd	%xmm0, 8(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE19:
	.size	poisson_next, .-poisson_next
	.section	.rodata.str1.1
.LC46:
	.string	"1/(1-Percentile)"
.LC47:
	.string	"TotalCount"
.LC48:
	.string	"Percentile"
.LC49:
	.string	"Value"
.LC50:
	.string	"%12s %14s %10s %14s\n\n"
.LC51:
	.string	"%12.3f %2.12f %10lu %14.2f\n"
.LC52:
	.string	"%12.3f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC54:
	.string	"#[Mean    = %12.3f, StdDeviation   = %12.3f]\n"
	.align 8
.LC55:
	.string	"#[Max     = %12.3f, Total count    = %12lu]\n"
	.align 8
.LC56:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB122:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	movq	%r12, %rdi
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	leaq	40(%rsp), %rsi
	call	percentile_rows
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L268
	leaq	.LC46(%rip), %r9
	leaq	.LC47(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC48(%rip), %rcx
	leaq	.LC49(%rip), %rdx
	leaq	.LC50(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L284
	movsd	.LC33(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC52(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L244
	.p2align 4,,10
	.p2align 3
.L285:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC27(%rip), %xmm2
	movsd	.LC27(%rip), %xmm5
	leaq	.LC51(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L245
.L244:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC40(%rip), %xmm1
	testq	%rax, %rax
	js	.L239
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L240:
	movsd	.LC40(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L285
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L244
.L245:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L286
.L237:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L250
	.p2align 4,,10
	.p2align 3
.L288:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L248
.L289:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L249:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L287
.L250:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L288
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm2, %xmm2
	shrq	%r9
	orq	%rcx, %r9
	movq	(%rdx), %rcx
	cvtsi2sdq	%r9, %xmm2
	addsd	%xmm2, %xmm2
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	jns	.L289
.L248:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L249
	.p2align 4,,10
	.p2align 3
.L239:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L240
	.p2align 4,,10
	.p2align 3
.L287:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L257
	.p2align 4,,10
	.p2align 3
.L291:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L255
.L292:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L256:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L290
.L257:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L291
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm3, %xmm3
	shrq	%rcx
	orq	%rdx, %rcx
	movq	8(%rax), %rdx
	cvtsi2sdq	%rcx, %xmm3
	addsd	%xmm3, %xmm3
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	jns	.L292
.L255:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L256
	.p2align 4,,10
	.p2align 3
.L290:
	movsd	.LC53(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L258
	cvttsd2siq	%xmm4, %r14
.L252:
	movabsq	$2361183241434822607, %rax
	movq	(%rdi,%r8), %rcx
	movq	%rcx, %rdx
	shrq	$3, %rdx
	mulq	%rdx
	shrq	$4, %rdx
	imulq	$1000, %rdx, %rax
	cmpq	%rax, %rcx
	setne	%al
	movzbl	%al, %eax
	addq	%rax, %rdx
	cmpq	$262143, %rdx
	jbe	.L269
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L261:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L260
	cmpl	$63, %ebp
	jle	.L261
.L260:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L282
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L265:
	movsd	8(%rsp), %xmm4
	leaq	.LC54(%rip), %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	divsd	%xmm4, %xmm5
	divsd	%xmm4, %xmm1
	movapd	%xmm5, %xmm0
	call	fprintf@PLT
	movq	8(%r12), %rax
	salq	$4, %rax
	addq	(%r12), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	js	.L266
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L267:
	movq	%r14, %rdx
	leaq	.LC55(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC56(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L234:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L258:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L252
	.p2align 4,,10
	.p2align 3
.L266:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L267
	.p2align 4,,10
	.p2align 3
.L269:
	movl	$1, %ebp
	jmp	.L260
	.p2align 4,,10
	.p2align 3
.L284:
	movsd	.LC33(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L237
	.p2align 4,,10
	.p2align 3
.L286:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L252
.L268:
	movl	$-1, %eax
	jmp	.L234
.L282:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L265
	.cfi_endproc
.LFE122:
	.size	hgrm_writer, .-hgrm_writer
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB81:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movl	%edx, %r13d
	leaq	cmp_double(%rip), %rcx
	movl	$8, %edx
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rsi, %r12
	movq	%r13, %rsi
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rdi, %rbp
	movq	%r12, %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%r13, %rbx
	subq	$40, %rsp
	.cfi_def_cfa_offset 80
	call	qsort@PLT
	testl	%r13d, %r13d
	je	.L294
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L295:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L295
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L300:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L300
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L297
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L319
.L316:
	pxor	%xmm0, %xmm0
.L302:
	movups	%xmm3, 0(%rbp)
	movq	%rbp, %rax
	movsd	%xmm0, 16(%rbp)
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L294:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L297:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC57(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L316
.L319:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L317
	sqrtsd	%xmm0, %xmm0
.L306:
	divsd	%xmm2, %xmm0
	jmp	.L302
.L317:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L306
	.cfi_endproc
.LFE81:
	.size	stats_of, .-stats_of
	.section	.rodata.str1.8
	.align 8
.LC58:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB74:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	movl	68(%rdi), %eax
	leal	1(%rax), %edx
	movl	%edx, 68(%rdi)
	testl	%eax, %eax
	jne	.L344
	movq	(%rdi), %r15
	movq	8(%rdi), %rsi
	xorl	%eax, %eax
	movq	$-1, %rdx
	movq	%rax, %rdi
	cmpq	%r15, %rdx
	movq	%rsi, 8(%rsp)
	sbbq	%rsi, %rdi
	jc	.L346
	cmpq	16(%rbx), %rdx
	sbbq	24(%rbx), %rax
	jc	.L346
	movl	64(%rbx), %edx
	movl	$0, 72(%rbx)
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%edx, %edx
	jne	.L324
	movl	$50000, %r12d
	xorl	%r13d, %r13d
.L324:
	movq	8(%rsp), %rax
	xorl	%ebp, %ebp
	movl	$0, 20(%rsp)
	leaq	PCT_MILLI(%rip), %r14
	orq	%r15, %rax
	movq	%rax, 24(%rsp)
	.p2align 4,,10
	.p2align 3
.L334:
	movq	(%r14,%rbp,2), %rax
	movq	8(%rsp), %rcx
	imulq	%rax, %rcx
	mulq	%r15
	addq	%rcx, %rdx
	addq	%r12, %rax
	adcq	%r13, %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	cmpq	%r15, %rax
	cmova	%r15, %rax
	cmpq	$0, 24(%rsp)
	movq	%rax, 80(%rbx,%rbp,2)
	movq	40(%rbx), %rcx
	je	.L325
	movq	%r15, %rsi
	movq	48(%rbx), %rdx
	xorq	%rax, %rsi
	orq	8(%rsp), %rsi
	je	.L326
	cmpq	%rcx, %rdx
	je	.L326
	cmpq	$1, %rax
	je	.L330
	addl	$1, 20(%rsp)
	movl	$0, 296(%rbx,%rbp)
.L331:
	movq	%rdx, %rax
.L332:
	subq	%rcx, %rdx
	movq	%rcx, 128(%rbx,%rbp,2)
	xorl	%ecx, %ecx
	movq	%rax, 224(%rbx,%rbp,2)
	cmpq	$65535, %rdx
	jbe	.L329
	.p2align 4,,10
	.p2align 3
.L333:
	addl	$1, %ecx
	movq	%rdx, %rax
	shrq	%cl, %rax
	cmpq	$65535, %rax
	ja	.L333
.L329:
	movl	20(%rsp), %eax
	movl	%ecx, 272(%rbx,%rbp)
	addq	$4, %rbp
	movl	%eax, 72(%rbx)
	cmpq	$24, %rbp
	jne	.L334
	testl	%eax, %eax
	je	.L336
	cmpq	$0, 320(%rbx)
	je	.L357
.L336:
	xorl	%eax, %eax
.L320:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L344:
	.cfi_restore_state
	xorl	%ebp, %ebp
	jmp	.L321
	.p2align 4,,10
	.p2align 3
.L337:
	addq	$4, %rbp
	cmpq	$24, %rbp
	je	.L336
.L321:
	movl	296(%rbx,%rbp), %eax
	movq	320(%rbx), %rdi
	movq	176(%rbx,%rbp,2), %rdx
	testl	%eax, %eax
	jne	.L337
	movq	%rbp, %rax
	movq	80(%rbx,%rbp,2), %rcx
	salq	$17, %rax
	addq	%rax, %rdi
	xorl	%eax, %eax
	jmp	.L338
	.p2align 4,,10
	.p2align 3
.L340:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L339
.L338:
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L340
	movl	272(%rbx,%rbp), %ecx
	movq	$0, 176(%rbx,%rbp,2)
	salq	%cl, %rax
	addq	128(%rbx,%rbp,2), %rax
	movq	%rax, 128(%rbx,%rbp,2)
	testl	%ecx, %ecx
	jne	.L342
	movq	%rax, 224(%rbx,%rbp,2)
	movl	$1, 296(%rbx,%rbp)
	subl	$1, 72(%rbx)
.L343:
	movl	$524288, %edx
	xorl	%esi, %esi
	call	memset@PLT
	jmp	.L337
	.p2align 4,,10
	.p2align 3
.L342:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 272(%rbx,%rbp)
	jmp	.L343
	.p2align 4,,10
	.p2align 3
.L325:
	movl	$1, 296(%rbx,%rbp)
	movq	%rcx, 128(%rbx,%rbp,2)
	xorl	%ecx, %ecx
	movq	$0, 224(%rbx,%rbp,2)
	jmp	.L329
	.p2align 4,,10
	.p2align 3
.L326:
	movl	$1, 296(%rbx,%rbp)
	cmpq	$1, %rax
	jne	.L331
.L328:
	movq	%rcx, %rax
	jmp	.L332
	.p2align 4,,10
	.p2align 3
.L330:
	movl	$1, 296(%rbx,%rbp)
	jmp	.L328
.L357:
	movl	$8, %esi
	movl	$393216, %edi
	call	calloc@PLT
	cmpq	$1, %rax
	movq	%rax, 320(%rbx)
	sbbl	%eax, %eax
	jmp	.L320
.L346:
	movl	$-1, %eax
	jmp	.L320
.L339:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC58(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE74:
	.size	select_end_pass, .-select_end_pass
	.section	.rodata.str1.8
	.align 8
.LC59:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC60:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC61:
	.string	"it covers skipping closed loops with one connection only"
	.align 8
.LC62:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC63:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC64:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap.part.0, @function
closed_form_gap.part.0:
.LFB155:
	.cfi_startproc
	movq	(%rdi), %rsi
	movq	40(%rdi), %rcx
	leaq	.LC59(%rip), %rax
	cmpq	%rcx, %rsi
	jnb	.L358
	movl	104(%rdi), %eax
	cmpl	$2, %eax
	je	.L371
	cmpl	$1, %eax
	jne	.L361
	cmpq	$1, 112(%rdi)
	leaq	.LC61(%rip), %rax
	ja	.L358
.L361:
	movq	8(%rdi), %r8
	testq	%r8, %r8
	je	.L365
	movq	24(%rdi), %rax
	xorl	%edx, %edx
	divq	%rcx
	leaq	.LC62(%rip), %rax
	testq	%rdx, %rdx
	jne	.L358
	movq	16(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L358
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC64(%rip), %rax
	testq	%rdx, %rdx
	jne	.L358
	subq	%rsi, %rcx
	movq	%r8, %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	movq	%rax, %r8
	leaq	.LC63(%rip), %rax
	sbbq	$-1, %r8
	cmpq	%r8, %rdi
	cmovnb	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L365:
	xorl	%eax, %eax
.L358:
	ret
	.p2align 4,,10
	.p2align 3
.L371:
	cmpq	$1, 112(%rdi)
	leaq	.LC60(%rip), %rax
	jbe	.L361
	ret
	.cfi_endproc
.LFE155:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB55:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	xorl	%r11d, %r11d
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	subq	$56, %rsp
	.cfi_def_cfa_offset 80
	movdqu	(%rdi), %xmm1
	movdqu	16(%rdi), %xmm2
	movdqu	32(%rdi), %xmm0
	movdqu	(%rdi), %xmm3
	movq	24(%rdi), %rax
	movl	32(%rdi), %ecx
	shufpd	$1, %xmm2, %xmm1
	movaps	%xmm1, 16(%rsp)
	shufpd	$1, %xmm3, %xmm0
	movaps	%xmm0, (%rsp)
	movq	%rax, 32(%rsp)
	testl	%ecx, %ecx
	jne	.L372
	movl	104(%rdi), %eax
	movq	%rdi, %r10
	testl	%eax, %eax
	jne	.L372
	cmpq	$1, 112(%rdi)
	jne	.L372
	movq	%rsi, %rbx
	movq	%rdx, %rbp
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L387
.L372:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	movl	%r11d, %eax
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L387:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L376:
	movq	(%rsi), %rdx
	testq	%rdx, %rdx
	je	.L374
	movq	%rcx, %rax
	.p2align 4,,10
	.p2align 3
.L375:
	movq	%rdx, %rcx
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L375
.L374:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L376
	movq	%rcx, (%rbx)
	xorl	%edx, %edx
	movq	(%r10), %rax
	xorl	%r11d, %r11d
	addq	8(%r10), %rax
	divq	%rcx
	addq	$1, %rax
	cmpq	$1048576, %rax
	movq	%rax, 0(%rbp)
	setbe	%r11b
	jmp	.L372
	.cfi_endproc
.LFE55:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	exact_by, @function
exact_by:
.LFB83:
	.cfi_startproc
	movl	148(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L398
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L398:
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 32
	leaq	8(%rsp), %rdx
	movq	%rsp, %rsi
	call	lattice_plan
	movl	$2, %ecx
	testl	%eax, %eax
	jne	.L388
	cmpq	$1048576, 88(%rbx)
	movl	$3, %ecx
	ja	.L388
	movl	104(%rbx), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L393
	movq	96(%rbx), %rax
	testq	%rax, %rax
	je	.L393
	xorl	%edx, %edx
	divq	(%rbx)
	movq	112(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L388:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L393:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE83:
	.size	exact_by, .-exact_by
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB84:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	xorl	%eax, %eax
	movl	$11, %ecx
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	subq	$32, %rsp
	.cfi_def_cfa_offset 64
	rep stosq
	movq	%rsi, %rdi
	call	exact_by
	movl	%eax, %edx
	movl	%eax, 32(%rbx)
	xorl	%eax, %eax
	cmpl	$3, %edx
	je	.L399
	cmpl	$2, %edx
	je	.L416
	movl	104(%rbp), %edx
	movq	88(%rbp), %rcx
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%rcx, %rdi
	je	.L417
.L405:
	salq	$3, %rdi
	leaq	0(,%rcx,8), %r12
.L404:
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, (%rbx)
	movq	%rax, %rbp
	call	malloc@PLT
	testq	%rbp, %rbp
	setne	%dl
	testq	%rax, %rax
	movq	%rax, 8(%rbx)
	setne	%al
	movzbl	%al, %eax
	andl	%edx, %eax
	subl	$1, %eax
.L399:
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 32
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L417:
	.cfi_restore_state
	movq	96(%rbp), %rax
	testq	%rax, %rax
	je	.L405
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	112(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L405
	.p2align 4,,10
	.p2align 3
.L416:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L403
	movq	24(%rsp), %rbp
	movq	16(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %xmm1
	movq	%rbp, %rdi
	punpcklqdq	%xmm1, %xmm0
	movups	%xmm0, 40(%rbx)
	movaps	%xmm0, (%rsp)
	call	calloc@PLT
	movq	%rax, 56(%rbx)
	testq	%rax, %rax
	je	.L403
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 64(%rbx)
	call	calloc@PLT
	movq	%rax, 80(%rbx)
	testq	%rax, %rax
	je	.L403
	movl	$524288, %r12d
	movl	$524288, %edi
	jmp	.L404
.L403:
	movl	$-1, %eax
	jmp	.L399
	.cfi_endproc
.LFE84:
	.size	buffers_init, .-buffers_init
	.section	.rodata.str1.8
	.align 8
.LC65:
	.string	"CHECK FAILED rep=%u %s %s expected=%lu actual=%lu\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB78:
	.cfi_startproc
	cmpq	%r9, %r8
	je	.L422
	addq	$1, 8(%rdi)
	xorl	%eax, %eax
	leaq	.LC65(%rip), %rdi
	jmp	printf@PLT
	.p2align 4,,10
	.p2align 3
.L422:
	addq	$1, (%rdi)
	ret
	.cfi_endproc
.LFE78:
	.size	check, .-check
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB159:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%r8, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rcx, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rdx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 64
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L430
.L424:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L423:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L430:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L431
	movl	$512, %esi
	movl	$16, %ebp
.L425:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L432
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L424
	.p2align 4,,10
	.p2align 3
.L431:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L425
.L432:
	movl	$1, 24(%rbx)
	jmp	.L423
	.cfi_endproc
.LFE159:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC66:
	.string	"%s%s"
.LC67:
	.string	"%.*s.%s.tmp.%ld"
.LC68:
	.string	"w"
.LC69:
	.string	"bench: cannot write %s: %s\n"
.LC70:
	.string	"RESULT export file=%s\n"
.LC71:
	.string	"bench: writing %s failed\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB121:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r8
	xorl	%eax, %eax
	movl	$1024, %esi
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	movq	%rdi, %rcx
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdx, %r12
	leaq	.LC66(%rip), %rdx
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$2136, %rsp
	.cfi_def_cfa_offset 2192
	movq	%rsp, %rbp
	movq	%rbp, %rdi
	call	snprintf@PLT
	movl	$47, %esi
	movq	%rbp, %rdi
	call	strrchr@PLT
	testq	%rax, %rax
	je	.L440
	subq	%rbp, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r15
	addq	%rbp, %r15
.L434:
	call	getpid@PLT
	movl	%ebx, %ecx
	movq	%r15, %r9
	movq	%rbp, %r8
	leaq	1024(%rsp), %r14
	cltq
	subq	$8, %rsp
	.cfi_def_cfa_offset 2200
	movl	$1100, %esi
	pushq	%rax
	.cfi_def_cfa_offset 2208
	leaq	.LC67(%rip), %rdx
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	leaq	.LC68(%rip), %rsi
	movq	%r14, %rdi
	call	fopen@PLT
	movq	%rax, %rbx
	popq	%rax
	.cfi_def_cfa_offset 2200
	popq	%rdx
	.cfi_def_cfa_offset 2192
	testq	%rbx, %rbx
	je	.L442
	movq	%r13, %rsi
	movq	%rbx, %rdi
	call	*%r12
	testl	%eax, %eax
	jne	.L437
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r12d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r12d, %eax
	jne	.L438
	movq	%rbp, %rsi
	movq	%r14, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L438
	movq	%rbp, %rsi
	leaq	.LC70(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L433:
	addq	$2136, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%ebx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L440:
	.cfi_restore_state
	movq	%rbp, %r15
	xorl	%ebx, %ebx
	jmp	.L434
	.p2align 4,,10
	.p2align 3
.L438:
	movq	%r14, %rdi
	call	remove@PLT
.L437:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC71(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L436:
	movl	$-1, %ebx
	jmp	.L433
.L442:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC69(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L436
	.cfi_endproc
.LFE121:
	.size	export_file, .-export_file
	.section	.rodata.str1.1
.LC72:
	.string	"%lu.%lu"
.LC73:
	.string	"%lu.%02lu"
.LC74:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB168:
	.cfi_startproc
	movq	%rsi, %rdx
	movq	%rsi, %r8
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movabsq	$2361183241434822607, %rax
	shrq	$3, %rdx
	mulq	%rdx
	movq	%rdx, %rcx
	movabsq	$184467440737095516, %rdx
	shrq	$4, %rcx
	imulq	$1000, %rcx, %rax
	subq	%rax, %r8
	movabsq	$-8116567392432202711, %rax
	imulq	%r8, %rax
	rorq	$2, %rax
	cmpq	%rax, %rdx
	jnb	.L448
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L449
	leaq	.LC74(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L449:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC73(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L448:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC72(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE168:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC75:
	.string	"%-10s %9lu"
	.globl	__divti3
.LC76:
	.string	"%lu.%04lu"
.LC77:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row, @function
print_row:
.LFB95:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	xorl	%eax, %eax
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	leaq	.LC5(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	leaq	56(%r12), %r14
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	leaq	8(%r12), %rbx
	subq	$32, %rsp
	.cfi_def_cfa_offset 80
	movq	(%rsi), %rdx
	movq	%rdi, %rsi
	leaq	.LC75(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L451:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L451
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L452
	movl	$1000000, %edx
	movq	%r8, %rdi
	xorl	%ebx, %ebx
	mulq	%rdx
	shrq	%rdi
	addq	%rdi, %rax
	adcq	%rbx, %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%r8, %rdx
	call	__udivti3@PLT
	movq	%rax, %rsi
	movabsq	$3777893186295716171, %rax
	mulq	%rsi
	movq	%rdx, %r8
	movq	%rdx, %rcx
	shrq	$11, %r8
	shrq	$11, %rcx
	imulq	$10000, %r8, %rax
	subq	%rax, %rsi
	movq	%rsi, %r8
.L452:
	movq	%rbp, %rdi
	leaq	.LC76(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC77(%rip), %rdi
	call	printf@PLT
	addq	$32, %rsp
	.cfi_def_cfa_offset 48
	popq	%rbx
	.cfi_def_cfa_offset 40
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE95:
	.size	print_row, .-print_row
	.section	.rodata.str1.1
.LC78:
	.string	"--arrivals"
	.text
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB170:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %r9
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%r9)
	cmpq	$0, 72(%rsi)
	je	.L464
.L460:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L464:
	movl	32(%rsi), %eax
	testl	%eax, %eax
	je	.L460
	cmpl	$1, %eax
	je	.L465
	movq	64(%rsi), %rsi
	leaq	40(%r9), %rdi
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC78(%rip), %rdx
	jmp	numbers_open
	.p2align 4,,10
	.p2align 3
.L465:
	movq	56(%rsi), %rax
	movsd	48(%rsi), %xmm0
	movq	%rax, 32(%r9)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r9)
	ret
	.cfi_endproc
.LFE170:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.section	.rodata.str1.1
.LC79:
	.string	"bench: %s\n"
	.text
	.p2align 4
	.type	walk_start, @function
walk_start:
.LFB33:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	addq	$20, %rdi
	movl	%ebx, %eax
	subq	$256, %rsp
	.cfi_def_cfa_offset 288
	movq	$0, -8(%rdi)
	movq	$0, 156(%rdi)
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	184(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movl	%edx, 8(%rbx)
	andl	$-3, %edx
	movl	$1, %edi
	movq	%rsi, (%rbx)
	je	.L467
	movq	112(%rsi), %rdi
.L467:
	cmpq	$0, 8(%rbp)
	movq	%rdi, 144(%rbx)
	movq	$-1, %rax
	je	.L468
	movq	24(%rbp), %rax
.L468:
	movq	%rax, 16(%rbx)
	movl	$8, %esi
	movq	%rsp, %r12
	call	calloc@PLT
	leaq	32(%rbx), %rdi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	movq	%rax, 136(%rbx)
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L475
	cmpq	$1, 136(%rbx)
	sbbl	%eax, %eax
	addq	$256, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 32
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L475:
	.cfi_restore_state
	movq	stderr(%rip), %rdi
	movq	%r12, %rdx
	leaq	.LC79(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE33:
	.size	walk_start, .-walk_start
	.section	.rodata.str1.1
.LC80:
	.string	" (negative)"
	.section	.rodata.str1.8
	.align 8
.LC81:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC82:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC83:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC84:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC85:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC86:
	.string	"a digit must follow the point"
.LC87:
	.string	"'%s' is not a time: %s"
.LC88:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC89:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC90:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC91:
	.string	"'%s' is not a whole number of nanoseconds: %s"
	.text
	.p2align 4
	.type	parse_time.constprop.0, @function
parse_time.constprop.0:
.LFB171:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rdi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movq	%rdx, 32(%rsp)
	movzbl	(%rdi), %edx
	movl	%esi, 44(%rsp)
	leal	-48(%rdx), %eax
	movq	%rcx, 16(%rsp)
	cmpb	$9, %al
	ja	.L477
	movsbq	%al, %r12
	movl	$10, %esi
	jmp	.L478
	.p2align 4,,10
	.p2align 3
.L487:
	movq	%r12, %rax
	mulq	%rsi
	jo	.L483
	movsbq	%cl, %rcx
	addq	%rcx, %rax
	movq	%rax, %r12
	jc	.L483
.L478:
	movq	%rdi, %r9
	movzbl	1(%rdi), %r14d
	addq	$1, %rdi
	leal	-48(%r14), %ecx
	cmpb	$9, %cl
	jbe	.L487
	movl	$1, %r15d
	xorl	%ebp, %ebp
	cmpb	$46, %r14b
	je	.L515
.L488:
	movq	$0, 24(%rsp)
	leaq	units.10(%rip), %rbx
.L493:
	movq	(%rbx), %rsi
	movq	%rdi, 8(%rsp)
	call	strcmp@PLT
	movq	8(%rsp), %rdi
	testl	%eax, %eax
	jne	.L492
	movq	8(%rbx), %rax
	movq	%rax, 24(%rsp)
.L492:
	addq	$16, %rbx
	leaq	64+units.10(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L493
	testb	%r14b, %r14b
	je	.L494
	cmpq	$0, 24(%rsp)
	je	.L516
	movq	24(%rsp), %rax
.L514:
	imulq	%rax, %rbp
.L497:
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	%r15
	movq	%rdx, %r9
	movq	%rax, %r10
	testq	%rdx, %rdx
	jne	.L517
	movq	24(%rsp), %rax
	movq	%r10, %rsi
	xorl	%edi, %edi
	mulq	%r12
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rdi
	cmpq	%rsi, %rax
	sbbq	%rdi, %r9
	jc	.L483
.L498:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	xorl	%eax, %eax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L483:
	.cfi_restore_state
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC84(%rip), %r8
	leaq	.LC85(%rip), %rdx
	call	snprintf@PLT
.L480:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	$-1, %eax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L494:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L503
	movq	%rbp, %rsi
	orq	%r12, %rsi
	je	.L498
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L514
	leaq	.LC82(%rip), %r8
.L495:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC87(%rip), %rdx
	call	snprintf@PLT
	jmp	.L480
	.p2align 4,,10
	.p2align 3
.L515:
	movzbl	1(%rdi), %r14d
	leaq	2(%r9), %rax
	leal	-48(%r14), %esi
	cmpb	$9, %sil
	ja	.L518
	addq	$11, %r9
	.p2align 4,,10
	.p2align 3
.L490:
	addq	$1, %rax
	leal	-48(%r14), %edx
	leaq	0(%rbp,%rbp,4), %rsi
	movzbl	(%rax), %r14d
	movsbq	%dl, %rdx
	leaq	(%r15,%r15,4), %rcx
	leaq	(%rdx,%rsi,2), %rbp
	leaq	(%rcx,%rcx), %r15
	leal	-48(%r14), %esi
	cmpb	$9, %sil
	ja	.L519
	cmpq	%rax, %r9
	jne	.L490
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC88(%rip), %r8
	leaq	.LC89(%rip), %rdx
	call	snprintf@PLT
	jmp	.L480
.L503:
	movq	$1, 24(%rsp)
	jmp	.L497
.L519:
	movq	%rax, %rdi
	jmp	.L488
.L477:
	cmpb	$45, %dl
	leaq	.LC80(%rip), %rax
	movq	%rdi, %rcx
	movq	16(%rsp), %rdi
	leaq	.LC10(%rip), %r8
	leaq	.LC83(%rip), %rdx
	movl	$160, %esi
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L480
.L516:
	leaq	.LC81(%rip), %r8
	jmp	.L495
.L517:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC90(%rip), %r8
	leaq	.LC91(%rip), %rdx
	call	snprintf@PLT
	jmp	.L480
.L518:
	leaq	.LC86(%rip), %r8
	jmp	.L495
	.cfi_endproc
.LFE171:
	.size	parse_time.constprop.0, .-parse_time.constprop.0
	.section	.rodata.str1.1
.LC92:
	.string	"--quick"
.LC93:
	.string	"--export-values"
.LC94:
	.string	"--cross-check"
	.section	.rodata.str1.8
	.align 8
.LC95:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC96:
	.string	"unexpected argument '%s': %s"
.LC97:
	.string	"see bench --help"
.LC98:
	.string	"%s needs a value: %s"
.LC99:
	.string	"--service"
.LC100:
	.string	"--service %s"
.LC101:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC102:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC103:
	.string	"--interval"
.LC104:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC105:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC106:
	.string	"--stall"
.LC107:
	.string	"--stall %s"
.LC108:
	.string	"--period"
.LC109:
	.string	"--period %s"
.LC110:
	.string	"--first-stall"
.LC111:
	.string	"--first-stall %s"
.LC112:
	.string	"--slow-above"
.LC113:
	.string	"--slow-above %s"
.LC114:
	.string	"--duration"
.LC115:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC116:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC117:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC118:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sort)"
	.align 8
.LC119:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC120:
	.string	"--expected-interval"
.LC121:
	.string	"mean"
.LC122:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC123:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC124:
	.string	"--rank"
.LC125:
	.string	"round"
.LC126:
	.string	"ceil"
.LC127:
	.string	"use round or ceil"
.LC128:
	.string	"--rank '%s' is not valid: %s"
.LC129:
	.string	"--exact-by"
.LC130:
	.string	"auto"
.LC131:
	.string	"sort"
.LC132:
	.string	"lattice"
.LC133:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC134:
	.string	"use auto, sort, lattice or passes"
	.align 8
.LC135:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC136:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC137:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC138:
	.string	"--reps '%s' is not valid: %s"
.LC139:
	.string	"--schedule"
.LC140:
	.string	"fixed"
.LC141:
	.string	"poisson"
	.section	.rodata.str1.8
	.align 8
.LC142:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC143:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC144:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC145:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC146:
	.string	"--rate '%s' is not valid: %s"
.LC148:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC149:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC150:
	.string	"--seed '%s' is not valid: %s"
.LC151:
	.string	"--closed"
.LC152:
	.string	"catch-up"
.LC153:
	.string	"skip"
.LC154:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC155:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC156:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC157:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC158:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC159:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC160:
	.string	"--correct"
.LC161:
	.string	"--trace-values"
.LC162:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC163:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC164:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC165:
	.string	"--sweep"
.LC166:
	.string	"load"
.LC167:
	.string	"stall"
.LC168:
	.string	"use load or stall"
.LC169:
	.string	"--sweep '%s' is not valid: %s"
.LC170:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB172:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$200, %rsp
	.cfi_def_cfa_offset 256
	movq	%rcx, 8(%rsp)
	testl	%esi, %esi
	jle	.L584
	movq	%rdi, %r12
	movl	%esi, %r15d
	movq	%rdx, %r13
	xorl	%r14d, %r14d
	jmp	.L521
	.p2align 4,,10
	.p2align 3
.L623:
	movl	$1, 272(%r12)
.L524:
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jle	.L584
.L521:
	movslq	%r14d, %rax
	leaq	.LC92(%rip), %rsi
	movq	0(%r13,%rax,8), %rbx
	leaq	0(,%rax,8), %rbp
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L623
	leaq	.LC93(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L525
	movl	$1, 240(%r12)
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jg	.L521
.L584:
	xorl	%eax, %eax
.L520:
	addq	$200, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L525:
	.cfi_restore_state
	leaq	.LC94(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L527
	movl	$3, 160(%r12)
	jmp	.L524
.L527:
	cmpb	$45, (%rbx)
	je	.L624
.L589:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC95(%rip), %r8
	leaq	.LC96(%rip), %rdx
	call	snprintf@PLT
.L530:
	movl	$-1, %eax
	jmp	.L520
	.p2align 4,,10
	.p2align 3
.L624:
	cmpb	$45, 1(%rbx)
	jne	.L589
	addl	$1, %r14d
	cmpl	%r15d, %r14d
	je	.L625
	leaq	.LC99(%rip), %rsi
	movq	%rbx, %rdi
	movq	8(%r13,%rbp), %rbp
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L626
	leaq	.LC103(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L627
	leaq	.LC106(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L628
	leaq	.LC108(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L629
	leaq	.LC110(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L630
	leaq	.LC112(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L631
	leaq	.LC114(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L632
	leaq	.LC117(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L633
	leaq	.LC120(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L552
	leaq	.LC121(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L553
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L554
	movq	24(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L554
	movq	%rdx, 120(%r12)
.L553:
	movl	%eax, 128(%r12)
	movl	$1, 276(%r12)
	jmp	.L524
	.p2align 4,,10
	.p2align 3
.L626:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L634
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L635
	movq	%rax, (%r12)
	jmp	.L524
	.p2align 4,,10
	.p2align 3
.L627:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L636
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L637
	movq	%rax, 40(%r12)
	jmp	.L524
	.p2align 4,,10
	.p2align 3
.L628:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L638
	movq	24(%rsp), %rax
	movq	%rax, 8(%r12)
	jmp	.L524
	.p2align 4,,10
	.p2align 3
.L629:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L639
	movq	24(%rsp), %rax
	movq	%rax, 16(%r12)
	jmp	.L524
	.p2align 4,,10
	.p2align 3
.L630:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L640
	movq	24(%rsp), %rax
	movq	%rax, 24(%r12)
	jmp	.L524
	.p2align 4,,10
	.p2align 3
.L632:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L641
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L642
	movq	%rax, 168(%r12)
	movq	$0, 176(%r12)
	jmp	.L524
	.p2align 4,,10
	.p2align 3
.L631:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L643
	movq	24(%rsp), %rax
	movq	%rax, 136(%r12)
	jmp	.L524
	.p2align 4,,10
	.p2align 3
.L625:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC97(%rip), %r8
	leaq	.LC98(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
	.p2align 4,,10
	.p2align 3
.L552:
	leaq	.LC124(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L556
	leaq	.LC125(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC126(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L557
	testl	%eax, %eax
	jne	.L644
.L557:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 144(%r12)
	jmp	.L524
	.p2align 4,,10
	.p2align 3
.L633:
	leaq	24(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	movabsq	$1099511627776, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L645
	movq	24(%rsp), %rax
	movq	$0, 168(%r12)
	movq	%rax, 176(%r12)
	jmp	.L524
.L556:
	leaq	.LC129(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L558
	leaq	.LC130(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L646
	leaq	.LC131(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L647
	leaq	.LC132(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L648
	leaq	.LC133(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L562
	movl	$3, 148(%r12)
	jmp	.L524
.L558:
	leaq	.LC136(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L649
	leaq	.LC139(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L565
	leaq	.LC140(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC141(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L566
	testl	%eax, %eax
	jne	.L650
.L566:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 32(%r12)
	jmp	.L524
.L635:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC101(%rip), %r8
	leaq	.LC102(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L530
.L637:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC101(%rip), %r8
	leaq	.LC105(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L530
.L634:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC100(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L646:
	movl	$0, 148(%r12)
	jmp	.L524
.L565:
	leaq	.LC144(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L651
	leaq	.LC148(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L652
	leaq	.LC78(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L653
	leaq	.LC151(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L573
	leaq	.LC152(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L574
	leaq	.LC153(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L587
	leaq	.LC154(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L654
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC155(%rip), %r8
	leaq	.LC156(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L649:
	leaq	24(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L655
	movq	24(%rsp), %rax
	movl	%eax, 152(%r12)
	jmp	.L524
.L638:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC107(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L636:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC104(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L647:
	movl	$1, 148(%r12)
	jmp	.L524
.L639:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC109(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L648:
	movl	$2, 148(%r12)
	jmp	.L524
.L640:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC111(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L643:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC113(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L651:
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L569
	call	__errno_location@PLT
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	movl	$0, (%rax)
	movq	%rax, %rbx
	call	strtod@PLT
	movl	(%rbx), %eax
	testl	%eax, %eax
	jne	.L569
	movq	32(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L569
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L569
	comisd	.LC147(%rip), %xmm0
	ja	.L569
	movsd	%xmm0, 184(%r12)
	jmp	.L524
.L652:
	xorl	%esi, %esi
	leaq	192(%r12), %rcx
	movq	$-1, %rdx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L524
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC149(%rip), %r8
	leaq	.LC150(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
	.p2align 4,,10
	.p2align 3
.L554:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC122(%rip), %r8
	leaq	.LC123(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L642:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC101(%rip), %r8
	leaq	.LC116(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L530
.L573:
	leaq	.LC157(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L656
	leaq	.LC160(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L657
	leaq	.LC161(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L658
	leaq	.LC162(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L579
	cmpb	$0, 0(%rbp)
	je	.L580
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L580
	movq	%rbp, 232(%r12)
	jmp	.L524
.L653:
	movq	%rbp, 200(%r12)
	movl	$2, 32(%r12)
	jmp	.L524
.L656:
	leaq	112(%r12), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L524
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC158(%rip), %r8
	leaq	.LC159(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
	.p2align 4,,10
	.p2align 3
.L641:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC115(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L645:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC118(%rip), %r8
	leaq	.LC119(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L580:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC163(%rip), %r8
	leaq	.LC164(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L657:
	movq	%rbp, 208(%r12)
	movl	$1, 160(%r12)
	jmp	.L524
.L562:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC134(%rip), %r8
	leaq	.LC135(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L569:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC145(%rip), %r8
	leaq	.LC146(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L644:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC127(%rip), %r8
	leaq	.LC128(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L655:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC137(%rip), %r8
	leaq	.LC138(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L579:
	leaq	.LC165(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L582
	leaq	.LC166(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L583
	leaq	.LC167(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L659
.L583:
	movq	%rbp, 224(%r12)
	movl	$2, 160(%r12)
	jmp	.L524
.L582:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC97(%rip), %r8
	leaq	.LC170(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L658:
	movq	%rbp, 216(%r12)
	movl	$1, 160(%r12)
	jmp	.L524
.L659:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC168(%rip), %r8
	leaq	.LC169(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L650:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC142(%rip), %r8
	leaq	.LC143(%rip), %rdx
	call	snprintf@PLT
	jmp	.L530
.L654:
	movl	$2, %eax
.L574:
	movl	%eax, 104(%r12)
	jmp	.L524
.L587:
	movl	$1, %eax
	jmp	.L574
	.cfi_endproc
.LFE172:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC171:
	.string	"parse_time '%s'%s"
.LC172:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB150:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movl	%edx, %r12d
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rdi, %rbx
	subq	$280, %rsp
	.cfi_def_cfa_offset 320
	leaq	112(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	$0, 8(%rsp)
	call	parse_time.constprop.0
	testl	%r12d, %r12d
	leaq	16(%rsp), %r12
	movl	%eax, %ebp
	jne	.L666
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC172(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC171(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	xorl	%edx, %edx
	testl	%ebp, %ebp
	movq	%r12, %rdi
	sete	%dl
	xorl	%esi, %esi
	call	expect
	addq	$280, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L666:
	.cfi_restore_state
	leaq	.LC171(%rip), %rdx
	movq	%rbx, %rcx
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rdx
	testl	%ebp, %ebp
	je	.L667
.L663:
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	expect
	addq	$280, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
.L667:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	jmp	.L663
	.cfi_endproc
.LFE150:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC173:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC174:
	.string	"%s '%s' is empty: it needs at least one number"
	.section	.rodata.str1.1
.LC175:
	.string	"%s %.40s: line %lu"
	.section	.rodata.str1.8
	.align 8
.LC176:
	.string	"%s is %zd characters long: at most %d are allowed"
	.align 8
.LC177:
	.string	"%s is empty: every line must hold one number"
	.section	.rodata.str1.1
.LC178:
	.string	"%s: %s"
	.section	.rodata.str1.8
	.align 8
.LC179:
	.string	"%s: '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC180:
	.string	"%s: %lu comes before the previous line's %lu: due times must not decrease"
	.text
	.p2align 4
	.type	numbers_next, @function
numbers_next:
.LFB22:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rdi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	leaq	16(%rdi), %rsi
	addq	$8, %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$232, %rsp
	.cfi_def_cfa_offset 288
	movq	-8(%rdi), %rdx
	call	getline@PLT
	testq	%rax, %rax
	js	.L690
	movq	%rax, %rbx
	movq	48(%r14), %rax
	leaq	1(%rax), %r9
	movq	%r9, 48(%r14)
	jne	.L673
	jmp	.L691
	.p2align 4,,10
	.p2align 3
.L676:
	movb	$0, (%rax)
	movq	%rdx, %rbx
	testq	%rdx, %rdx
	je	.L675
.L673:
	movq	8(%r14), %rax
	leaq	-1(%rbx), %rdx
	addq	%rdx, %rax
	movzbl	(%rax), %ecx
	cmpb	$10, %cl
	je	.L676
	cmpb	$13, %cl
	je	.L676
	movq	%rsp, %r15
	movq	32(%r14), %rcx
	movq	48(%r14), %r9
	xorl	%eax, %eax
	movq	24(%r14), %r8
	leaq	.LC175(%rip), %rdx
	movl	$64, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	cmpq	$64, %rbx
	jg	.L692
	movl	40(%r14), %eax
	movq	8(%r14), %rdi
	testl	%eax, %eax
	je	.L678
	leaq	64(%rsp), %rbx
	movq	%rbp, %rdx
	movl	$1, %esi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	jne	.L693
.L668:
	addq	$232, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L690:
	.cfi_restore_state
	movq	(%r14), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L694
	cmpq	$0, 48(%r14)
	jne	.L668
	movq	32(%r14), %rcx
	movq	24(%r14), %r8
	leaq	.LC174(%rip), %rdx
	jmp	.L689
	.p2align 4,,10
	.p2align 3
.L678:
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%rbp, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L695
	cmpq	$1, 48(%r14)
	movq	0(%rbp), %r8
	jbe	.L681
	movq	56(%r14), %r9
	cmpq	%r9, %r8
	jb	.L696
.L681:
	movq	%r8, 56(%r14)
	movl	$1, %eax
	jmp	.L668
	.p2align 4,,10
	.p2align 3
.L692:
	movl	$64, %r9d
	movq	%rbx, %r8
	movq	%r15, %rcx
	movq	%r13, %rsi
	leaq	.LC176(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L671:
	movl	$-1, %eax
	jmp	.L668
	.p2align 4,,10
	.p2align 3
.L693:
	movq	%rbx, %r8
	movq	%r15, %rcx
	leaq	.LC178(%rip), %rdx
.L689:
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L671
	.p2align 4,,10
	.p2align 3
.L675:
	movq	32(%r14), %rcx
	movq	48(%r14), %r9
	movq	%rsp, %rbx
.L688:
	movq	24(%r14), %r8
	movq	%rbx, %rdi
	leaq	.LC175(%rip), %rdx
	xorl	%eax, %eax
	movl	$64, %esi
	call	snprintf@PLT
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC177(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L671
.L694:
	movq	32(%r14), %rcx
	movq	24(%r14), %r8
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC173(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L671
.L695:
	movq	8(%r14), %r8
	movq	%r15, %rcx
	leaq	.LC179(%rip), %rdx
	xorl	%eax, %eax
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L671
.L691:
	movq	32(%r14), %rcx
	movq	%rsp, %rbx
	jmp	.L688
.L696:
	movq	%r15, %rcx
	leaq	.LC180(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L671
	.cfi_endproc
.LFE22:
	.size	numbers_next, .-numbers_next
	.section	.rodata.str1.1
.LC181:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC182:
	.string	"bench: --arrivals '%s' changed while the run read it: %s\n"
	.text
	.p2align 4
	.type	due_next, @function
due_next:
.LFB25:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	subq	$280, %rsp
	.cfi_def_cfa_offset 304
	movq	8(%rdi), %rax
	movq	(%rdi), %rbx
	leaq	1(%rax), %rdx
	movq	%rdx, 8(%rdi)
	movq	72(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L698
	movq	(%rdx,%rax,8), %rax
.L697:
	addq	$280, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L698:
	.cfi_restore_state
	movl	32(%rbx), %edx
	testl	%edx, %edx
	je	.L708
	cmpl	$1, %edx
	je	.L709
	leaq	16(%rsp), %rbp
	addq	$40, %rdi
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L704
	movq	8(%rsp), %rax
	addq	$280, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L708:
	.cfi_restore_state
	imulq	40(%rbx), %rax
	addq	$280, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L709:
	.cfi_restore_state
	addq	$16, %rdi
	call	poisson_next
	movsd	.LC53(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L710
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L697
	.p2align 4,,10
	.p2align 3
.L710:
	cvttsd2siq	%xmm0, %rax
	jmp	.L697
.L704:
	testl	%eax, %eax
	leaq	.LC181(%rip), %rax
	movq	stderr(%rip), %rdi
	movq	64(%rbx), %rdx
	cmovne	%rbp, %rax
	leaq	.LC182(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE25:
	.size	due_next, .-due_next
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB174:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L716
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L715
	.p2align 4,,10
	.p2align 3
.L713:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L714
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L714
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L714:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L711
.L715:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L713
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L715
.L711:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L716:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE174:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB48:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
	movl	%edx, %r8d
	movq	%rcx, %r9
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	movq	$0, 64(%rcx)
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movq	8(%rdi), %rax
	movq	(%rdi), %rbx
	movq	%rsi, 64(%rsp)
	movq	%rax, 48(%rsp)
	testq	%rax, %rax
	je	.L744
	movq	48(%rsp), %rax
	movq	%rbx, 8(%rsp)
	xorl	%edx, %edx
	movq	%rbx, %rcx
	movq	%rdi, 16(%rsp)
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	movq	%rdx, %r15
	salq	$5, %rax
	movq	%r9, 56(%rsp)
	movl	%r8d, %ebp
	leaq	(%rax,%rbx), %r14
	xorl	%eax, %eax
	movq	%r14, (%rsp)
	movq	%rax, %r14
	.p2align 4,,10
	.p2align 3
.L724:
	movq	24(%rcx), %r8
	movq	16(%rcx), %rsi
	xorl	%r11d, %r11d
	movq	8(%rcx), %rbx
	movq	%r8, %rax
	movq	%rsi, %r10
	mulq	%rsi
	addq	%rax, %r14
	movq	%rsi, %rax
	adcq	%rdx, %r15
	mulq	(%rcx)
	movq	%rax, %rsi
	movq	%r10, %rax
	movq	%rdx, %rdi
	movq	%r11, %rdx
	addq	$-1, %rax
	adcq	$-1, %rdx
	movq	%rdx, %r9
	mulq	%r10
	imulq	%r10, %r9
	addq	%r9, %rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rdx, %r9
	mulq	%rbx
	imulq	%rbx, %r9
	addq	%r9, %rdx
	subq	%rax, %rsi
	sbbq	%rdx, %rdi
	movq	%rsi, %rax
	mulq	%r8
	movq	%rdi, %r9
	imulq	%r8, %r9
	movq	%rdx, %rdi
	addq	%r9, %rdi
	addq	%rax, %r12
	adcq	%rdi, %r13
	addq	$32, %rcx
	cmpq	%rcx, (%rsp)
	jne	.L724
	movq	%r14, %rax
	movq	%r15, %rdx
	movq	$-1, %rcx
	movl	%ebp, %r8d
	orq	%r12, %rax
	orq	%r13, %rdx
	movq	%r14, 32(%rsp)
	movq	8(%rsp), %rbx
	cmpq	%rax, %rcx
	movl	$0, %eax
	movq	%r15, 40(%rsp)
	movq	16(%rsp), %rbp
	sbbq	%rdx, %rax
	movq	56(%rsp), %r9
	jc	.L735
	movq	%r14, 8(%rsp)
.L723:
	movq	8(%rsp), %rax
	movq	%r12, 64(%r9)
	movq	$99999, 16(%rsp)
	movq	%rax, (%r9)
	movq	$0, 24(%rsp)
	testl	%r8d, %r8d
	je	.L745
.L727:
	movq	48(%rsp), %r12
	leaq	8(%r9), %rax
	movq	%r9, 72(%rsp)
	leaq	PCT_MILLI(%rip), %r13
	movq	%rax, (%rsp)
	salq	$5, %r12
	addq	%rbx, %r12
	movq	%r12, 56(%rsp)
	.p2align 4,,10
	.p2align 3
.L734:
	movq	8(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L728
	movq	0(%r13), %rax
	movq	32(%rsp), %rsi
	movq	40(%rsp), %rcx
	imulq	%rax, %rcx
	mulq	%rsi
	addq	%rcx, %rdx
	addq	16(%rsp), %rax
	adcq	24(%rsp), %rdx
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
	cmpq	%r14, %rdx
	movq	%rdx, %r11
	cmova	%r14, %r11
	cmpq	$0, 48(%rsp)
	je	.L737
	movq	56(%rsp), %r12
	movq	%rbx, %rax
	xorl	%r14d, %r14d
	.p2align 4,,10
	.p2align 3
.L730:
	movq	(%rax), %rdx
	cmpq	%rdx, %r14
	cmovb	%rdx, %r14
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L730
.L729:
	movq	%rbp, %r12
	xorl	%r15d, %r15d
	movq	%r11, %rbp
	jmp	.L732
	.p2align 4,,10
	.p2align 3
.L733:
	movq	%r14, %rax
	movq	8(%r12), %rsi
	movq	%rbx, %rdi
	subq	%r15, %rax
	shrq	%rax
	leaq	(%rax,%r15), %r11
	movq	%r11, %rdx
	call	dist_count_le.isra.0
	cmpq	%rbp, %rax
	jb	.L746
	movq	%r11, %r14
.L732:
	cmpq	%r14, %r15
	jb	.L733
	movq	%r12, %rbp
.L728:
	movq	(%rsp), %rax
	addq	$8, %r13
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rax
	cmpq	%r13, %rax
	jne	.L734
	movq	72(%rsp), %r9
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	movq	64(%rsp), %rdx
	movq	%r9, (%rsp)
	call	dist_count_le.isra.0
	movq	8(%rsp), %r14
	movq	(%rsp), %r9
	subq	%rax, %r14
	xorl	%eax, %eax
	movq	%r14, 56(%r9)
.L721:
	addq	$88, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L746:
	.cfi_restore_state
	leaq	1(%r11), %r15
	jmp	.L732
.L745:
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
	jmp	.L727
.L737:
	xorl	%r14d, %r14d
	jmp	.L729
.L744:
	movq	$0, 8(%rsp)
	xorl	%r12d, %r12d
	movq	$0, 32(%rsp)
	movq	$0, 40(%rsp)
	jmp	.L723
.L735:
	movl	$-1, %eax
	jmp	.L721
	.cfi_endproc
.LFE48:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	run_open, @function
run_open:
.LFB30:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%r8, %r15
	movq	%rsi, %r10
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	40(%rdi), %r13
	movq	(%rdi), %r12
	movq	8(%rdi), %r8
	movq	16(%rdi), %rsi
	movq	%rdx, -32(%rsp)
	movq	%rcx, -24(%rsp)
	cmpq	%r15, %rcx
	jnb	.L759
	movq	%r12, %rax
	movq	%r13, -40(%rsp)
	movq	%rcx, %r11
	movq	%r9, %rdx
	salq	$4, %rax
	leaq	(%r12,%r8), %rbp
	movq	%rax, -16(%rsp)
	movq	%r13, %rax
	salq	$4, %rax
	subq	%r13, %rax
	addq	%r12, %rax
	movq	%rax, -8(%rsp)
	jmp	.L757
	.p2align 4,,10
	.p2align 3
.L755:
	movq	%rcx, 8(%r10)
	movq	$-1, (%r10)
.L752:
	movq	%rdx, %rax
	addq	$1, %r11
	subq	%rbx, %rax
	movq	-32(%rsp), %rbx
	movq	%rax, (%rbx,%r14,8)
.L751:
	cmpq	%r15, %r11
	jnb	.L747
.L757:
	movq	-40(%rsp), %rdi
	movq	-24(%rsp), %rcx
	movq	%r11, %r14
	movq	(%r10), %rax
	movq	%rdi, %rbx
	subq	%rcx, %r14
	imulq	%r11, %rbx
	cmpq	%r12, %rdi
	jb	.L749
	movq	%r15, %rcx
	subq	%r11, %rcx
	cmpq	$15, %rcx
	jbe	.L749
	movq	-16(%rsp), %rdi
	leaq	(%rdi,%rdx), %rcx
	movq	-8(%rsp), %rdi
	addq	%rbx, %rdi
	cmpq	%rdi, %rcx
	cmovb	%rdi, %rcx
	cmpq	%rcx, %rax
	jnb	.L767
.L749:
	cmpq	%rdx, %rbx
	movq	%rdx, %rdi
	cmovnb	%rbx, %rdi
	leaq	(%r12,%rdi), %rdx
	cmpq	%rdx, %rax
	jnb	.L752
	movq	8(%r10), %rcx
	addq	$1, %rcx
	cmpq	%rax, %rdi
	jnb	.L753
	.p2align 4,,10
	.p2align 3
.L769:
	addq	%r8, %rdx
.L754:
	testq	%rsi, %rsi
	je	.L755
	addq	%rsi, %rax
	leaq	1(%rcx), %r9
	movq	%rax, (%r10)
	cmpq	%rdx, %rax
	jnb	.L768
	movq	%r9, %rcx
	cmpq	%rax, %rdi
	jb	.L769
.L753:
	leaq	(%r8,%rax), %r13
	leaq	0(%rbp,%rax), %r9
	cmpq	%r13, %rdi
	cmovb	%r9, %rdx
	jmp	.L754
.L759:
	movq	%r9, %rdx
.L747:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 48
	movq	%rdx, %rax
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L767:
	.cfi_restore_state
	movq	-32(%rsp), %rax
	movq	-40(%rsp), %r9
	salq	$3, %r14
	subq	%rbx, %rdx
	leaq	(%rax,%r14), %rdi
	subq	%r12, %r9
	leaq	128(%rax,%r14), %r14
.L750:
	xorl	%eax, %eax
	testq	%rdx, %rdx
	cmovns	%rdx, %rax
	addq	%r12, %rax
	subq	%r9, %rdx
	movq	%rax, (%rdi)
	movl	$0, %eax
	cmovns	%rdx, %rax
	addq	%r12, %rax
	subq	%r9, %rdx
	movq	%rax, 8(%rdi)
	movl	$0, %eax
	cmovns	%rdx, %rax
	addq	%r12, %rax
	subq	%r9, %rdx
	movq	%rax, 16(%rdi)
	movl	$0, %eax
	cmovns	%rdx, %rax
	addq	$32, %rdi
	subq	%r9, %rdx
	addq	%r12, %rax
	movq	%rax, -8(%rdi)
	cmpq	%r14, %rdi
	jne	.L750
	addq	$16, %r11
	movq	%rcx, %rdx
	jmp	.L751
.L768:
	movq	%rcx, 8(%r10)
	jmp	.L752
	.cfi_endproc
.LFE30:
	.size	run_open, .-run_open
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB35:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	movq	(%rdi), %rbp
	movl	8(%rdi), %r13d
	movq	%rsi, 16(%rsp)
	movq	168(%rdi), %rbx
	testq	%rdx, %rdx
	je	.L790
	leaq	32(%rdi), %rax
	movq	%rdx, %r14
	xorl	%r15d, %r15d
	movq	%rax, 24(%rsp)
	jmp	.L786
	.p2align 4,,10
	.p2align 3
.L782:
	movq	%r10, 24(%r12)
	movq	%rbp, %rdx
	movq	8(%rsp), %rbp
	movq	$-1, 16(%r12)
.L779:
	testl	%r13d, %r13d
	movq	%rbx, (%r9)
	cmove	%rcx, %rdx
.L784:
	movq	16(%rsp), %rdi
	movq	%rbx, %rax
	subq	%rdx, %rax
	movq	%rax, (%rdi,%r15,8)
	addq	$1, %r15
.L775:
	movq	160(%r12), %rax
	addq	$1, 152(%r12)
	addq	$1, %rax
	cmpq	144(%r12), %rax
	jne	.L785
	xorl	%eax, %eax
.L785:
	movq	%rax, 160(%r12)
	cmpq	%r14, %r15
	jnb	.L771
.L786:
	cmpl	$3, %r13d
	je	.L804
	movq	88(%rbp), %rax
	cmpq	%rax, 152(%r12)
	jnb	.L771
	movq	24(%rsp), %rdi
	call	due_next
	movq	%rax, %rcx
	cmpl	$2, %r13d
	jne	.L793
	cmpq	%rbx, %rax
	jb	.L775
.L793:
	movq	160(%r12), %rdx
	movq	136(%r12), %rax
	leaq	(%rax,%rdx,8), %r9
	cmpl	$1, %r13d
	je	.L805
	cmpq	%rbx, %rcx
	movq	%rbx, %rsi
	movq	0(%rbp), %r11
	movq	16(%r12), %rax
	cmovnb	%rcx, %rsi
	leaq	(%r11,%rsi), %rbx
	cmpq	%rbx, %rax
	jnb	.L791
	movq	16(%rbp), %rdi
	movq	8(%rbp), %r8
	movq	%rcx, %rdx
.L788:
	addq	%r8, %r11
	movq	24(%r12), %r10
	movq	%rbp, 8(%rsp)
	movq	%rdx, %rbp
	movq	%r11, (%rsp)
	.p2align 4,,10
	.p2align 3
.L783:
	cmpq	%rax, %rsi
	jnb	.L780
	addq	%r8, %rbx
.L781:
	addq	$1, %r10
	testq	%rdi, %rdi
	je	.L782
	addq	%rdi, %rax
	movq	%rax, 16(%r12)
	cmpq	%rbx, %rax
	jb	.L783
	movq	%rbp, %rdx
	movq	%r10, 24(%r12)
	movq	8(%rsp), %rbp
	jmp	.L779
.L791:
	movq	%rcx, %rdx
	jmp	.L779
	.p2align 4,,10
	.p2align 3
.L780:
	movq	(%rsp), %rdx
	leaq	(%r8,%rax), %r11
	addq	%rax, %rdx
	cmpq	%r11, %rsi
	cmovb	%rdx, %rbx
	jmp	.L781
	.p2align 4,,10
	.p2align 3
.L804:
	movq	136(%r12), %rax
	movq	160(%r12), %rdx
	leaq	(%rax,%rdx,8), %r9
	movq	96(%rbp), %rax
	movq	(%r9), %rcx
	testq	%rax, %rax
	je	.L773
	cmpq	%rax, %rcx
	setnb	%al
.L774:
	testb	%al, %al
	jne	.L771
	movq	%rcx, %rdx
.L778:
	cmpq	%rdx, %rbx
	movq	%rbx, %rsi
	movq	0(%rbp), %r11
	movq	16(%r12), %rax
	cmovb	%rdx, %rsi
	movq	16(%rbp), %rdi
	movq	8(%rbp), %r8
	leaq	(%r11,%rsi), %rbx
	cmpq	%rbx, %rax
	jb	.L788
	movq	%rbx, (%r9)
	jmp	.L784
	.p2align 4,,10
	.p2align 3
.L773:
	movq	88(%rbp), %rax
	cmpq	%rax, 152(%r12)
	setnb	%al
	jmp	.L774
	.p2align 4,,10
	.p2align 3
.L805:
	movq	(%r9), %rdx
	cmpq	%rdx, %rcx
	cmovnb	%rcx, %rdx
	jmp	.L778
.L790:
	xorl	%r15d, %r15d
.L771:
	addq	%r15, 176(%r12)
	movq	%r15, %rax
	movq	%rbx, 168(%r12)
	addq	$40, %rsp
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE35:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB98:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	%esi, %eax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	0(,%rax,8), %r15
	movq	%rdx, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdi, %r12
	movq	%r15, %rdi
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rax, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rcx, %rbx
	subq	$120, %rsp
	.cfi_def_cfa_offset 176
	movq	%rax, 56(%rsp)
	call	malloc@PLT
	movq	%r15, %rdi
	movq	%rax, %r13
	call	malloc@PLT
	testq	%r13, %r13
	je	.L825
	testq	%rax, %rax
	je	.L825
	movl	%ebp, %edx
	movq	%r13, 72(%rsp)
	shrl	%edx
	movq	%rax, 32(%rsp)
	movq	$0, 40(%rsp)
	leaq	(%rax,%rdx,8), %rsi
	movq	%rsi, 48(%rsp)
	leaq	56(%r12), %rsi
	movq	%rsi, 8(%rsp)
	leaq	8(%r14), %rsi
	leaq	(%r15,%r13), %r14
	addq	%rax, %r15
	movq	%rsi, 24(%rsp)
	leaq	80(%rsp), %rsi
	movq	%r14, %rax
	movq	%r15, %r14
	movq	%rsi, 16(%rsp)
	movq	%rax, %r15
.L822:
	movq	8(%rsp), %rax
	movq	24(%rsp), %r13
	movq	%r14, 64(%rsp)
	movq	$0x000000000, (%rbx)
	leaq	-48(%rax), %r12
	movq	%r13, %r14
	movq	%rbx, %r13
	movq	%r12, %rbx
	movq	72(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L810:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L813
	jmp	.L817
	.p2align 4,,10
	.p2align 3
.L835:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L812:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$256, %rsi
	cmpq	%r15, %rdx
	je	.L817
.L813:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L835
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L812
	.p2align 4,,10
	.p2align 3
.L817:
	movq	%rcx, (%r14)
	movq	16(%rsp), %rdi
	movl	%ebp, %edx
	movq	%r12, %rsi
	addq	$8, %rbx
	addq	$8, %r14
	call	stats_of
	movsd	96(%rsp), %xmm0
	movq	8(%rsp), %rax
	maxsd	0(%r13), %xmm0
	movsd	%xmm0, 0(%r13)
	cmpq	%rax, %rbx
	jne	.L810
	movq	64(%rsp), %r14
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L818
	movq	8(%rsp), %rax
	movq	32(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L819:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$256, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r14, %rdx
	jne	.L819
	movq	32(%rsp), %r12
	movq	56(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r12, %rdi
	call	qsort@PLT
	movq	48(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	(%rax), %rdx
	movq	24(%rsp), %rax
	movq	%rdx, -8(%rax)
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L820:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$256, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r14, %rdx
	jne	.L820
	movq	32(%rsp), %r13
	movq	56(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r13, %rdi
	call	qsort@PLT
	movq	48(%rsp), %rax
	movq	(%rax), %rdx
	movq	24(%rsp), %rax
	movq	%rdx, 48(%rax)
	movq	8(%rsp), %rax
	movq	%r13, %rdx
	leaq	8(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L821:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$256, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r14, %rdx
	jne	.L821
.L823:
	movq	56(%rsp), %rsi
	movq	32(%rsp), %rdi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	addq	$8, %rbx
	call	qsort@PLT
	movq	48(%rsp), %rax
	addq	$9, 40(%rsp)
	addq	$72, 8(%rsp)
	movq	(%rax), %rdx
	movq	24(%rsp), %rax
	movq	%rdx, 56(%rax)
	addq	$72, %rax
	movq	%rax, 24(%rsp)
	movq	40(%rsp), %rax
	cmpq	$27, %rax
	jne	.L822
	movq	72(%rsp), %r13
	movq	32(%rsp), %rax
	movq	%r13, %rdi
	movq	%rax, 8(%rsp)
	call	free@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L806:
	addq	$120, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L818:
	.cfi_restore_state
	movq	32(%rsp), %rdi
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	xorl	%esi, %esi
	call	qsort@PLT
	movq	48(%rsp), %r12
	xorl	%esi, %esi
	movq	24(%rsp), %r13
	movq	32(%rsp), %rdi
	leaq	cmp_u64(%rip), %rcx
	movq	(%r12), %rdx
	movq	%rdx, -8(%r13)
	movl	$8, %edx
	call	qsort@PLT
	movq	(%r12), %rdx
	movq	%rdx, 48(%r13)
	jmp	.L823
.L825:
	movq	%r13, %rdi
	movq	%rax, 8(%rsp)
	call	free@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L806
	.cfi_endproc
.LFE98:
	.size	aggregate, .-aggregate
	.section	.rodata.str1.1
.LC183:
	.string	"RESULT set=%s"
.LC184:
	.string	" n=%lu"
.LC185:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC186:
	.string	" slow=%lu slow_pct=%s sum_ns=%lu\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB94:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	xorl	%eax, %eax
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	leaq	.LC185(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	movq	%rdi, %rsi
	leaq	.LC183(%rip), %rdi
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	leaq	8(%r12), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	leaq	PCT_NAME(%rip), %rbx
	leaq	48(%rbx), %r14
	subq	$32, %rsp
	.cfi_def_cfa_offset 80
	call	printf@PLT
	movq	(%r12), %rsi
	leaq	.LC184(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L837:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L837
	movq	(%r12), %r8
	movq	64(%r12), %rbx
	xorl	%ecx, %ecx
	movq	56(%r12), %rax
	testq	%r8, %r8
	je	.L838
	movl	$1000000, %edx
	movq	%r8, %rcx
	xorl	%edi, %edi
	mulq	%rdx
	shrq	%rcx
	addq	%rcx, %rax
	adcq	%rdi, %rdx
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	movq	%rdx, %rsi
	movq	%r8, %rdx
	call	__udivti3@PLT
	movq	%rax, %rsi
	movabsq	$3777893186295716171, %rax
	mulq	%rsi
	movq	%rdx, %r8
	movq	%rdx, %rcx
	shrq	$11, %r8
	shrq	$11, %rcx
	imulq	$10000, %r8, %rax
	subq	%rax, %rsi
	movq	%rsi, %r8
.L838:
	movq	%rsp, %rbp
	leaq	.LC76(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC186(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	addq	$32, %rsp
	.cfi_def_cfa_offset 48
	popq	%rbx
	.cfi_def_cfa_offset 40
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE94:
	.size	print_result_set, .-print_result_set
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB49:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L858
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rdi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	xorl	%r13d, %r13d
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$8, %rsp
	.cfi_def_cfa_offset 64
	.p2align 4,,10
	.p2align 3
.L844:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L849
	.p2align 4,,10
	.p2align 3
.L845:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L847
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L847:
	testq	%r8, %r8
	je	.L848
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L848
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L848:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L845
.L849:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L844
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L858:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE49:
	.size	dist_correct, .-dist_correct
	.section	.rodata.str1.8
	.align 8
.LC191:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC192:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC193:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC194:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC195:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC197:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC198:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC199:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB124:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$312, %rsp
	.cfi_offset 15, -24
	.cfi_offset 14, -32
	.cfi_offset 13, -40
	.cfi_offset 12, -48
	.cfi_offset 3, -56
	movq	24(%rsi), %rax
	movapd	.LC188(%rip), %xmm0
	movq	%rdi, -272(%rbp)
	movl	16(%rsi), %r12d
	movq	32(%rsi), %r15
	movaps	%xmm0, -240(%rbp)
	pxor	%xmm0, %xmm0
	movq	8(%rsi), %r13
	movq	(%rsi), %r14
	movq	%rax, -288(%rbp)
	movaps	%xmm0, -224(%rbp)
	testl	%r12d, %r12d
	jle	.L867
	movslq	%r12d, %rax
	movsd	.LC189(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L866
	.p2align 4,,10
	.p2align 3
.L900:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L865:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L899
.L866:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L900
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L865
.L899:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L901
.L867:
	movsd	.LC27(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L863:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC191(%rip), %rsi
	pushq	%r14
	leaq	XTICK.7(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC193(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC192(%rip), %rcx
	xorl	%ebx, %ebx
	movq	%rsi, -352(%rbp)
	call	svg_axes
	popq	%rax
	popq	%rdx
	movl	%r12d, -264(%rbp)
	movq	%rbx, %r12
	movq	-272(%rbp), %rbx
	.p2align 4,,10
	.p2align 3
.L870:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC24(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC194(%rip), %rsi
	mulsd	.LC15(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC16(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L870
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L886
	leaq	SET_COLOUR(%rip), %rax
	movq	%r13, -296(%rbp)
	movq	%rax, -320(%rbp)
	movq	-288(%rbp), %rax
	movl	$60, -300(%rbp)
	movq	%rax, -312(%rbp)
	leaq	(%r15,%r12,8), %rax
	movq	%rax, -344(%rbp)
	leaq	-248(%rbp), %rax
	movq	%rax, -336(%rbp)
	.p2align 4,,10
	.p2align 3
.L885:
	movq	-336(%rbp), %rsi
	movq	-296(%rbp), %rdi
	call	percentile_rows
	movq	-248(%rbp), %r14
	movq	%rax, -288(%rbp)
	movq	%rax, %r13
	leaq	8(,%r14,8), %r12
	movq	%r12, %rdi
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, %rbx
	call	malloc@PLT
	movq	%rax, -264(%rbp)
	testq	%r13, %r13
	je	.L873
	testq	%rbx, %rbx
	je	.L873
	testq	%rax, %rax
	je	.L873
	testq	%r14, %r14
	je	.L902
	movq	.LC189(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L880
	.p2align 4,,10
	.p2align 3
.L903:
	divsd	%xmm6, %xmm0
	movsd	.LC27(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC27(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L876:
	call	log10@PLT
	movq	.LC24(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L878
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L879:
	movq	-264(%rbp), %rax
	divsd	.LC189(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L875
.L880:
	movsd	(%r12), %xmm0
	movsd	.LC40(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L903
	movq	.LC187(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L876
	.p2align 4,,10
	.p2align 3
.L878:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L879
	.p2align 4,,10
	.p2align 3
.L902:
	movsd	.LC189(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L875:
	movq	-320(%rbp), %rax
	subq	$8, %rsp
	movq	-264(%rbp), %rcx
	movq	%r14, %r8
	movq	-352(%rbp), %rsi
	movq	-272(%rbp), %rdi
	movq	%rbx, %rdx
	movq	(%rax), %r13
	pushq	$0
	movq	%r13, %r9
	call	svg_line
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L881
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L882:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC13(%rip), %xmm0
	movsd	.LC14(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC197(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC196(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L883
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L884:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC198(%rip), %rdx
	movl	$1, %eax
	divsd	-280(%rbp), %xmm0
	addq	$8, %r15
	movq	%rdi, -280(%rbp)
	movq	(%r12), %rcx
	addq	$8, %r12
	call	snprintf@PLT
	movl	$120, %r8d
	movl	$92, %edx
	movl	-300(%rbp), %r14d
	movq	-280(%rbp), %rdi
	leaq	.LC199(%rip), %rsi
	leal	4(%r14), %eax
	movl	%r14d, %r9d
	movl	%r14d, %ecx
	addl	$18, %r14d
	movq	%rdi, (%rsp)
	movq	-272(%rbp), %rdi
	pushq	%rax
	leaq	.LC10(%rip), %rax
	pushq	$126
	pushq	%rax
	xorl	%eax, %eax
	pushq	%r13
	call	fprintf@PLT
	movq	-288(%rbp), %rdi
	addq	$48, %rsp
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	-264(%rbp), %rdi
	call	free@PLT
	addq	$24, -296(%rbp)
	addq	$8, -320(%rbp)
	movq	%r12, -312(%rbp)
	movl	%r14d, -300(%rbp)
	cmpq	%r15, -344(%rbp)
	jne	.L885
.L886:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC195(%rip), %rdi
	call	fwrite@PLT
	leaq	-40(%rbp), %rsp
	xorl	%eax, %eax
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_remember_state
	.cfi_def_cfa 7, 8
	ret
	.p2align 4,,10
	.p2align 3
.L883:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L884
	.p2align 4,,10
	.p2align 3
.L881:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L882
.L901:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC190(%rip), %xmm2
	movsd	.LC32(%rip), %xmm3
	movsd	.LC25(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L869
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC27(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
.L869:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L863
.L873:
	movq	-288(%rbp), %rdi
	movq	-264(%rbp), %r15
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	leaq	-40(%rbp), %rsp
	movl	$-1, %eax
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE124:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB29:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	40(%rdi), %r12
	movq	(%rdi), %rbp
	movq	8(%rdi), %r11
	movq	16(%rdi), %rdi
	movq	%rdx, -40(%rsp)
	cmpq	%r8, %rcx
	jnb	.L915
	movq	%rbp, %rax
	movq	%r8, %r13
	movq	%r12, -32(%rsp)
	movq	%rsi, %r10
	salq	$4, %rax
	movq	%rcx, %r15
	movq	%r9, %rdx
	movq	%rcx, %r8
	movq	%rax, -24(%rsp)
	movq	%r12, %rax
	leaq	0(%rbp,%r11), %rbx
	salq	$4, %rax
	subq	%r12, %rax
	addq	%rbp, %rax
	movq	%rax, -16(%rsp)
	jmp	.L914
	.p2align 4,,10
	.p2align 3
.L912:
	movq	%rsi, 8(%r10)
	movq	%rdx, %rax
	movq	$-1, (%r10)
	subq	%rcx, %rax
.L909:
	movq	-40(%rsp), %rcx
	addq	$1, %r8
	movq	%rax, (%rcx,%r14,8)
.L908:
	cmpq	%r13, %r8
	jnb	.L904
.L914:
	movq	-32(%rsp), %rsi
	movq	%r8, %r14
	movq	(%r10), %rax
	subq	%r15, %r14
	movq	%rsi, %rcx
	imulq	%r8, %rcx
	cmpq	%rbp, %rsi
	jb	.L906
	movq	%r13, %rsi
	subq	%r8, %rsi
	cmpq	$15, %rsi
	jbe	.L906
	movq	-24(%rsp), %rsi
	movq	-16(%rsp), %r9
	addq	%rdx, %rsi
	addq	%rcx, %r9
	cmpq	%r9, %rsi
	cmovb	%r9, %rsi
	cmpq	%rsi, %rax
	jnb	.L924
.L906:
	cmpq	%rdx, %rcx
	cmovb	%rdx, %rcx
	leaq	0(%rbp,%rcx), %rdx
	cmpq	%rdx, %rax
	jnb	.L916
	movq	8(%r10), %rsi
	addq	$1, %rsi
	cmpq	%rax, %rcx
	jnb	.L910
	.p2align 4,,10
	.p2align 3
.L926:
	addq	%r11, %rdx
.L911:
	testq	%rdi, %rdi
	je	.L912
	addq	%rdi, %rax
	leaq	1(%rsi), %r9
	movq	%rax, (%r10)
	cmpq	%rdx, %rax
	jnb	.L925
	movq	%r9, %rsi
	cmpq	%rax, %rcx
	jb	.L926
.L910:
	leaq	(%r11,%rax), %r12
	leaq	(%rbx,%rax), %r9
	cmpq	%r12, %rcx
	cmovb	%r9, %rdx
	jmp	.L911
.L915:
	movq	%r9, %rdx
.L904:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 48
	movq	%rdx, %rax
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L916:
	.cfi_restore_state
	movq	%rbp, %rax
	jmp	.L909
.L924:
	movq	-40(%rsp), %rax
	movq	%rbp, %xmm0
	punpcklqdq	%xmm0, %xmm0
	leaq	(%rax,%r14,8), %rax
	leaq	128(%rax), %rcx
.L907:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rcx, %rax
	jne	.L907
	addq	$16, %r8
	movq	%rsi, %rdx
	jmp	.L908
.L925:
	movq	%rdx, %rax
	movq	%rsi, 8(%r10)
	subq	%rcx, %rax
	jmp	.L909
	.cfi_endproc
.LFE29:
	.size	run_closed, .-run_closed
	.section	.rodata.str1.8
	.align 8
.LC201:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC202:
	.string	"stall (us, log scale)"
.LC203:
	.string	"p99 latency (ms)"
.LC204:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC205:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.align 8
.LC206:
	.string	"p99 against stall length (the load held fixed)"
	.align 8
.LC207:
	.string	"p99 against load (the stall held fixed)"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB126:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movq	16(%rsi), %rax
	movq	24(%rsi), %r14
	movq	%rdi, 72(%rsp)
	movq	%rax, 64(%rsp)
	movq	8(%rsi), %rax
	leaq	0(,%r14,8), %r13
	movq	%r13, %rdi
	movaps	%xmm0, 96(%rsp)
	movq	%rax, (%rsp)
	movl	(%rsi), %eax
	movaps	%xmm0, 112(%rsp)
	movl	%eax, 40(%rsp)
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, %r12
	call	malloc@PLT
	testq	%r12, %r12
	movq	%rax, %r15
	sete	%al
	testq	%r15, %r15
	sete	%dl
	orb	%dl, %al
	jne	.L961
	testq	%r14, %r14
	je	.L961
	movq	64(%rsp), %rax
	movq	%r15, 16(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	movq	%r13, 8(%rsp)
	movq	(%rsp), %r13
	leaq	240(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L937:
	movq	0(%r13,%rbp,8), %rax
	testq	%rax, %rax
	js	.L931
	movl	40(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L969
.L933:
	movsd	%xmm0, (%r12,%rbp,8)
	leaq	-216(%rbx), %r15
.L936:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L934
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L935:
	divsd	.LC189(%rip), %xmm0
	addq	$72, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L936
	addq	$1, %rbp
	movsd	%xmm0, 120(%rsp)
	addq	$256, %rbx
	cmpq	%r14, %rbp
	jb	.L937
	movl	40(%rsp), %r10d
	movq	8(%rsp), %r13
	movq	16(%rsp), %r15
	testl	%r10d, %r10d
	je	.L938
	pxor	%xmm0, %xmm0
	movq	.LC40(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 104(%rsp)
	ja	.L939
	movsd	.LC27(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L940:
	movsd	%xmm0, 120(%rsp)
	movl	$820, %edx
	leaq	.LC207(%rip), %rax
	movl	$500, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 232
	movl	$820, %r8d
	movl	$500, %ecx
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	leaq	.LC191(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 232
	popq	%rdx
	.cfi_def_cfa_offset 224
	leaq	.LC201(%rip), %rdx
	movq	$0x000000000, (%rsp)
.L958:
	movq	72(%rsp), %rdi
	leaq	96(%rsp), %rsi
	leaq	.LC203(%rip), %rcx
	movq	%rsi, 80(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	(%rsp), %xmm2
	jb	.L970
	movl	40(%rsp), %r9d
	movsd	.LC28(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L948
	movsd	.LC27(%rip), %xmm2
.L948:
	movsd	(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%r12, 88(%rsp)
	leaq	128(%rsp), %rbx
	movsd	.LC15(%rip), %xmm7
	movq	72(%rsp), %r12
	movq	%r13, 48(%rsp)
	leaq	.LC194(%rip), %rbp
	subsd	%xmm4, %xmm5
	movapd	%xmm4, %xmm3
	movsd	.LC16(%rip), %xmm4
	movl	40(%rsp), %r13d
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm4, 24(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	%xmm2, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L950:
	testl	%r13d, %r13d
	je	.L971
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 56(%rsp)
.L968:
	leaq	.LC204(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	movl	$1, %eax
	call	snprintf@PLT
	movq	%rbx, %r9
	movl	$430, %ecx
	movq	%rbp, %rsi
	movsd	56(%rsp), %xmm3
	movl	$50, %edx
	movq	%r12, %rdi
	movl	$3, %eax
	movl	$448, %r8d
	movapd	%xmm3, %xmm1
	subsd	(%rsp), %xmm1
	divsd	8(%rsp), %xmm1
	mulsd	16(%rsp), %xmm1
	addsd	24(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	56(%rsp), %xmm3
	addsd	40(%rsp), %xmm3
	movsd	48(%rsp), %xmm4
	comisd	%xmm3, %xmm4
	jnb	.L950
	movq	88(%rsp), %r12
.L951:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	72(%rsp), %rbp
	movl	$60, 56(%rsp)
	movq	%rax, 40(%rsp)
	movq	64(%rsp), %rax
	movq	%r13, 64(%rsp)
	addq	$24, %rax
	movq	%rax, 48(%rsp)
.L946:
	movq	48(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L954
	.p2align 4,,10
	.p2align 3
.L973:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L953:
	divsd	.LC189(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$256, %rcx
	cmpq	%r14, %rdx
	jnb	.L972
.L954:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L973
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L953
	.p2align 4,,10
	.p2align 3
.L934:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L935
	.p2align 4,,10
	.p2align 3
.L931:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	40(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L933
.L969:
	movsd	%xmm1, (%rsp)
	divsd	.LC33(%rip), %xmm0
	call	log10@PLT
	movsd	(%rsp), %xmm1
	jmp	.L933
	.p2align 4,,10
	.p2align 3
.L938:
	movsd	(%r12), %xmm0
	movq	.LC26(%rip), %xmm4
	movsd	.LC25(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L941
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm2, %xmm2
	movsd	.LC27(%rip), %xmm7
	andnpd	%xmm0, %xmm3
	cvtsi2sdq	%rax, %xmm2
	movapd	%xmm2, %xmm5
	cmpnlesd	%xmm0, %xmm5
	andpd	%xmm7, %xmm5
	subsd	%xmm5, %xmm2
	orpd	%xmm3, %xmm2
	movapd	%xmm2, %xmm0
.L941:
	movsd	-8(%r12,%r13), %xmm2
	movsd	%xmm0, (%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L942
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm3, %xmm3
	movapd	%xmm2, %xmm7
	movsd	.LC27(%rip), %xmm8
	andnpd	%xmm2, %xmm5
	cvtsi2sdq	%rax, %xmm3
	cmpnlesd	%xmm3, %xmm7
	andpd	%xmm8, %xmm7
	addsd	%xmm7, %xmm3
	orpd	%xmm5, %xmm3
	movapd	%xmm3, %xmm2
.L942:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L943
	movsd	.LC27(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L944:
	movsd	%xmm0, 120(%rsp)
	movl	$500, %ecx
	leaq	.LC206(%rip), %rax
	movl	$820, %edx
	pushq	%rax
	.cfi_def_cfa_offset 232
	leaq	.LC191(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 232
	leaq	.LC202(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 224
	jmp	.L958
	.p2align 4,,10
	.p2align 3
.L972:
	movq	64(%rsp), %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movq	%r14, %r8
	movq	%rbp, %rdi
	movq	%r15, %rcx
	movq	%r12, %rdx
	xorl	%r13d, %r13d
	movq	(%rax), %rbx
	pushq	$0
	.cfi_def_cfa_offset 240
	movq	96(%rsp), %rsi
	movq	%rbx, %r9
	call	svg_line
	popq	%rdi
	.cfi_def_cfa_offset 232
	popq	%r8
	.cfi_def_cfa_offset 224
	.p2align 4,,10
	.p2align 3
.L955:
	movsd	(%r15,%r13,8), %xmm1
	divsd	32(%rsp), %xmm1
	movsd	(%r12,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC13(%rip), %xmm1
	subsd	(%rsp), %xmm0
	divsd	8(%rsp), %xmm0
	leaq	.LC205(%rip), %rsi
	movsd	.LC14(%rip), %xmm7
	mulsd	16(%rsp), %xmm0
	movq	%rbp, %rdi
	addq	$1, %r13
	addsd	24(%rsp), %xmm0
	movl	$2, %eax
	subsd	%xmm1, %xmm7
	movapd	%xmm7, %xmm1
	call	fprintf@PLT
	cmpq	%r14, %r13
	jb	.L955
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movl	$120, %r8d
	movl	$92, %edx
	movq	48(%rsp), %r13
	leaq	.LC199(%rip), %rsi
	pushq	0(%r13)
	.cfi_def_cfa_offset 240
	movl	72(%rsp), %edi
	addq	$8, %r13
	leal	4(%rdi), %eax
	movl	%edi, %r9d
	movl	%edi, %ecx
	pushq	%rax
	.cfi_def_cfa_offset 248
	leaq	.LC10(%rip), %rax
	pushq	$126
	.cfi_def_cfa_offset 256
	pushq	%rax
	.cfi_def_cfa_offset 264
	xorl	%eax, %eax
	pushq	%rbx
	.cfi_def_cfa_offset 272
	movl	%edi, %ebx
	movq	%rbp, %rdi
	call	fprintf@PLT
	movl	%ebx, %eax
	addq	$8, 112(%rsp)
	addl	$18, %eax
	addq	$72, 96(%rsp)
	movq	%r13, 88(%rsp)
	movl	%eax, 104(%rsp)
	addq	$48, %rsp
	.cfi_def_cfa_offset 224
	cmpl	$114, %eax
	jne	.L946
	movq	72(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC195(%rip), %rdi
	call	fwrite@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L927:
	addq	$168, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L971:
	.cfi_restore_state
	movq	.LC28(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 56(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L968
.L939:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm1
	movsd	.LC190(%rip), %xmm2
	movsd	.LC32(%rip), %xmm3
	movsd	.LC25(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L974
.L960:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 32(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L940
.L974:
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC27(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L960
.L943:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC190(%rip), %xmm2
	movq	.LC26(%rip), %xmm4
	movq	.LC25(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L959
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm3
	movsd	.LC27(%rip), %xmm5
	andnpd	%xmm2, %xmm4
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm3
	andpd	%xmm5, %xmm3
	addsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm4, %xmm2
.L959:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L944
.L970:
	movq	%r13, %xmm5
	subsd	(%rsp), %xmm5
	movsd	.LC15(%rip), %xmm7
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	.LC16(%rip), %xmm5
	movsd	%xmm5, 24(%rsp)
	jmp	.L951
.L961:
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L927
	.cfi_endproc
.LFE126:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.8
	.align 8
.LC208:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC209:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC210:
	.string	"#2e8b57"
.LC211:
	.string	"#1f5fbf"
.LC212:
	.string	"closed: one sample of %s us"
.LC213:
	.string	"open: %lu requests delayed"
.LC214:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC215:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB125:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$424, %rsp
	.cfi_offset 15, -24
	.cfi_offset 14, -32
	.cfi_offset 13, -40
	.cfi_offset 12, -48
	.cfi_offset 3, -56
	movq	8(%rsi), %r13
	movq	(%rsi), %rax
	movq	%rdi, -376(%rbp)
	movq	$1, -384(%rbp)
	movq	16(%rsi), %r15
	movq	32(%r13), %r12
	movq	40(%r13), %rcx
	movq	%rax, -336(%rbp)
	movl	$20, %eax
	cmpq	%rax, %r12
	movq	%rcx, %rdx
	cmovnb	%r12, %rax
	subq	%r12, %rdx
	movq	%rax, -432(%rbp)
	leaq	-20(%rax), %rbx
	movabsq	$-3689348814741910323, %rax
	mulq	%rdx
	movq	24(%r13), %rax
	shrq	$3, %rdx
	leaq	20(%rcx,%rdx), %r10
	cmpq	%rax, %r10
	cmovbe	%r10, %rax
	movq	%rax, -312(%rbp)
	movq	0(%r13), %rax
	movq	(%rax,%r12,8), %rax
	movq	%rax, -416(%rbp)
	cmpq	%r15, %rax
	jb	.L976
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L976:
	movq	-312(%rbp), %rax
	movq	-384(%rbp), %r14
	movl	$8, %esi
	subq	%rbx, %rax
	cmpq	%r14, %rax
	movq	%rax, -408(%rbp)
	cmovnb	%rax, %r14
	movq	%r14, %rdi
	call	calloc@PLT
	movl	$8, %esi
	movq	%r14, %rdi
	movq	%rax, -360(%rbp)
	call	calloc@PLT
	movq	%rax, -368(%rbp)
	movq	-336(%rbp), %rax
	movq	24(%rax), %rax
	testq	%rax, %rax
	js	.L977
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L978:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L979
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L980:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1030
	cmpq	$0, -368(%rbp)
	je	.L1030
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L984
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L985:
	subsd	%xmm2, %xmm0
	movsd	.LC189(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L986
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L987:
	movsd	-424(%rbp), %xmm0
	movapd	%xmm2, %xmm4
	movq	-384(%rbp), %rax
	subsd	%xmm2, %xmm1
	divsd	%xmm3, %xmm4
	imulq	%r15, %rax
	divsd	%xmm3, %xmm0
	divsd	%xmm3, %xmm1
	subsd	%xmm4, %xmm0
	testq	%rax, %rax
	js	.L988
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L989:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC189(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1028
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L993
	.p2align 4,,10
	.p2align 3
.L1046:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L992:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC189(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1045
.L993:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1046
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L992
	.p2align 4,,10
	.p2align 3
.L1045:
	movsd	.LC190(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L990:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC26(%rip), %xmm5
	movsd	.LC25(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L1047
.L994:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC189(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	8(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L995
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L996:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC208(%rip), %rdx
	movl	$160, %esi
	movq	%rax, %r14
	movq	%rax, %rdi
	movq	%rax, -392(%rbp)
	movl	$1, %eax
	movsd	%xmm2, -344(%rbp)
	call	snprintf@PLT
	pushq	%r14
	movq	-376(%rbp), %r14
	xorl	%eax, %eax
	pushq	$80
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC191(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC192(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC209(%rip), %rdx
	movq	%rsi, -400(%rbp)
	call	svg_axes
	movsd	-328(%rbp), %xmm5
	subsd	-320(%rbp), %xmm5
	movapd	%xmm5, %xmm0
	movsd	%xmm5, -336(%rbp)
	call	nice_step
	movsd	-320(%rbp), %xmm4
	movsd	.LC26(%rip), %xmm1
	movsd	.LC25(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC189(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1048
.L997:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1049
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC194(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1003:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC26(%rip), %xmm0
	leaq	.LC204(%rip), %rdx
	movsd	%xmm4, -312(%rbp)
	cmpltsd	-344(%rbp), %xmm0
	andnpd	%xmm4, %xmm0
	call	snprintf@PLT
	movq	%r12, %r9
	movl	$430, %ecx
	movq	%r14, %rsi
	movsd	-312(%rbp), %xmm4
	movl	$50, %edx
	movq	%rbx, %rdi
	movl	$3, %eax
	movl	$448, %r8d
	movapd	%xmm4, %xmm1
	subsd	-320(%rbp), %xmm1
	divsd	-336(%rbp), %xmm1
	mulsd	.LC15(%rip), %xmm1
	addsd	.LC16(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC189(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1003
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1004:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1050
	movq	-432(%rbp), %rdx
	movq	-360(%rbp), %rax
	movq	16(%r13), %rdi
	movq	8(%r13), %rsi
	negq	%rdx
	movq	-312(%rbp), %r11
	salq	$3, %rdx
	leaq	(%rax,%rdx), %rcx
	movq	-368(%rbp), %rax
	addq	%rax, %rdx
	movq	%rbx, %rax
	jmp	.L1009
	.p2align 4,,10
	.p2align 3
.L1052:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1006:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1007
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1008:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1051
.L1009:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1052
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1006
	.p2align 4,,10
	.p2align 3
.L1007:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1008
	.p2align 4,,10
	.p2align 3
.L1051:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC214(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC189(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1053
.L1024:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1017
	.p2align 4,,10
	.p2align 3
.L1055:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1014:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1015
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1016:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1054
.L1017:
	testq	%rdx, %rdx
	jns	.L1055
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1014
	.p2align 4,,10
	.p2align 3
.L1015:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1016
	.p2align 4,,10
	.p2align 3
.L1054:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC210(%rip), %r9
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$1
	call	svg_line
	movq	-312(%rbp), %rax
	popq	%r11
	movsd	-320(%rbp), %xmm2
	popq	%r14
	cmpq	%rax, %rbx
	movq	.LC189(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1012
.L1011:
	movq	-432(%rbp), %rax
	movq	-360(%rbp), %rdx
	movq	-368(%rbp), %rdi
	movq	16(%r13), %rsi
	negq	%rax
	movq	0(%r13), %rcx
	movq	-312(%rbp), %r11
	salq	$3, %rax
	addq	%rax, %rdx
	addq	%rdi, %rax
	jmp	.L1023
	.p2align 4,,10
	.p2align 3
.L1056:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1020:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1021
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1022:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1012
.L1023:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1056
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1020
	.p2align 4,,10
	.p2align 3
.L1021:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1022
	.p2align 4,,10
	.p2align 3
.L1050:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC214(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC189(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1024
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC210(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1012:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC211(%rip), %r9
	pushq	$0
	movq	-360(%rbp), %rdx
	leaq	.LC10(%rip), %r14
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	-416(%rbp), %rsi
	leaq	-272(%rbp), %rdi
	call	fmt_us.constprop.0
	movq	-392(%rbp), %rbx
	movl	$160, %esi
	leaq	.LC212(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC211(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC199(%rip), %rbx
	pushq	$64
	movq	%rbx, %rsi
	pushq	$126
	pushq	%r14
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	40(%r13), %rcx
	subq	32(%r13), %rcx
	xorl	%eax, %eax
	movq	-392(%rbp), %r13
	addq	$48, %rsp
	movl	$160, %esi
	leaq	.LC213(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC214(%rip), %rax
	pushq	%r13
	movl	$78, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$82
	movl	$120, %r8d
	pushq	$126
	pushq	%r14
	movq	-376(%rbp), %r14
	pushq	%rax
	xorl	%eax, %eax
	movq	%r14, %rdi
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r15, %rsi
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC215(%rip), %rdx
	movl	$160, %esi
	movq	%r13, %rdi
	movq	%rax, %r8
	movq	-384(%rbp), %rax
	subq	$1, %rax
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$96, %ecx
	leaq	.LC9(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC210(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC195(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L975:
	leaq	-40(%rbp), %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_remember_state
	.cfi_def_cfa 7, 8
	ret
	.p2align 4,,10
	.p2align 3
.L1048:
	.cfi_restore_state
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC27(%rip), %xmm7
	andnpd	%xmm4, %xmm1
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm1, %xmm4
	jmp	.L997
	.p2align 4,,10
	.p2align 3
.L1047:
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC27(%rip), %xmm7
	andnpd	%xmm4, %xmm5
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm5, %xmm4
	jmp	.L994
	.p2align 4,,10
	.p2align 3
.L995:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L996
	.p2align 4,,10
	.p2align 3
.L988:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L989
	.p2align 4,,10
	.p2align 3
.L986:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L987
	.p2align 4,,10
	.p2align 3
.L984:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L985
	.p2align 4,,10
	.p2align 3
.L979:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L980
	.p2align 4,,10
	.p2align 3
.L977:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L978
	.p2align 4,,10
	.p2align 3
.L1028:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L990
	.p2align 4,,10
	.p2align 3
.L1049:
	leaq	-240(%rbp), %r12
	jmp	.L1004
	.p2align 4,,10
	.p2align 3
.L1053:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC210(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC189(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1011
.L1030:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L975
	.cfi_endproc
.LFE125:
	.size	timeline_writer, .-timeline_writer
	.section	.rodata.str1.8
	.align 8
.LC216:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC217:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB86:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rdi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%r9, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%r8, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rcx, %rbx
	subq	$232, %rsp
	.cfi_def_cfa_offset 288
	leaq	32(%rsp), %r13
	movq	%rdx, (%rsp)
	movl	%esi, %edx
	movq	%rdi, %rsi
	movq	%r13, %rdi
	call	walk_start
	testl	%eax, %eax
	jne	.L1068
	leaq	16(%rsp), %r14
	movl	$1, %edi
	movq	%r14, %rsi
	call	clock_gettime@PLT
	movq	24(%rsp), %r8
	movq	%rbx, %rdx
	movq	%r13, %rdi
	imulq	$1000000000, 16(%rsp), %r15
	movq	(%rsp), %rsi
	movq	%r8, 8(%rsp)
	call	walk_run
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 0(%rbp)
	call	clock_gettime@PLT
	movq	8(%rsp), %r8
	imulq	$1000000000, 16(%rsp), %rax
	movq	288(%rsp), %rdx
	subq	%r8, %rax
	addq	24(%rsp), %rax
	subq	%r15, %rax
	movq	%rax, (%rdx)
	cmpq	%rbx, 0(%rbp)
	je	.L1069
.L1059:
	movq	56(%rsp), %rax
	movq	112(%rsp), %rdi
	movq	%rax, (%r12)
	call	free@PLT
	movq	104(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1060
	call	fclose@PLT
.L1060:
	movq	168(%rsp), %rdi
	call	free@PLT
	movq	200(%rsp), %rax
	addq	$232, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1069:
	.cfi_restore_state
	movl	$1, %edx
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	walk_run
	testq	%rax, %rax
	je	.L1059
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC217(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1068:
	movq	stderr(%rip), %rdi
	movq	112(%r14), %rdx
	leaq	.LC216(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE86:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB117:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pxor	%xmm0, %xmm0
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	subq	$560, %rsp
	.cfi_def_cfa_offset 608
	movdqu	(%rdi), %xmm1
	movdqu	16(%rdi), %xmm2
	movdqu	32(%rdi), %xmm3
	movdqu	48(%rdi), %xmm4
	movdqu	64(%rdi), %xmm5
	movdqu	80(%rdi), %xmm6
	movaps	%xmm1, 144(%rsp)
	movdqu	96(%rdi), %xmm7
	movdqu	112(%rdi), %xmm1
	movaps	%xmm2, 160(%rsp)
	movaps	%xmm3, 176(%rsp)
	movdqu	128(%rdi), %xmm2
	movdqu	144(%rdi), %xmm3
	movups	%xmm0, (%rdx)
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movq	8(%rdi), %rbp
	movaps	%xmm4, 192(%rsp)
	movaps	%xmm5, 208(%rsp)
	movaps	%xmm6, 224(%rsp)
	movaps	%xmm7, 240(%rsp)
	movaps	%xmm1, 256(%rsp)
	movaps	%xmm2, 272(%rsp)
	movaps	%xmm3, 288(%rsp)
	testq	%rbp, %rbp
	je	.L1087
	cmpl	$0, 104(%rdi)
	movq	%rdi, %r10
	jne	.L1087
	cmpl	$0, 32(%rdi)
	movq	%rdx, %rbx
	jne	.L1072
	movq	%rsi, %r11
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L1095
.L1072:
	movq	232(%rsp), %rbp
	movl	$1048576, %eax
	cmpq	%rax, %rbp
	cmova	%rax, %rbp
	movq	%rbp, 232(%rsp)
	salq	$3, %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, (%rbx)
	movq	%rax, %r12
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, 8(%rbx)
	movq	%rax, %r13
	call	malloc@PLT
	testq	%r13, %r13
	sete	%dl
	testq	%r12, %r12
	movq	%rax, 16(%rbx)
	sete	%cl
	orb	%cl, %dl
	jne	.L1088
	testq	%rax, %rax
	je	.L1088
	leaq	304(%rsp), %rbp
	leaq	144(%rsp), %r14
	leaq	32(%rsp), %r13
	movq	%rbp, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L1073
	xorl	%ebp, %ebp
	cmpq	$0, 232(%rsp)
	je	.L1077
	.p2align 4,,10
	.p2align 3
.L1074:
	movq	16(%rbx), %rax
	movq	%r13, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	232(%rsp), %rbp
	jb	.L1074
.L1077:
	leaq	72(%rsp), %rdi
	leaq	8(%rsp), %r12
	call	numbers_close
	leaq	24(%rsp), %rbp
	movq	%r12, %r9
	movq	%r14, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 616
	movq	%rbp, %r8
	movl	$1, %esi
	leaq	24(%rsp), %r13
	pushq	%r13
	.cfi_def_cfa_offset 624
	movq	248(%rsp), %rcx
	movq	(%rbx), %rdx
	call	walk_all
	movq	8(%rbx), %rdx
	xorl	%esi, %esi
	movq	%r12, %r9
	movq	248(%rsp), %rcx
	movq	%rbp, %r8
	movq	%r14, %rdi
	movq	%r13, (%rsp)
	call	walk_all
	movq	248(%rsp), %rcx
	movq	32(%rbx), %rax
	movq	%rcx, 24(%rbx)
	popq	%rdx
	.cfi_def_cfa_offset 616
	popq	%rsi
	.cfi_def_cfa_offset 608
	cmpq	%rcx, %rax
	jnb	.L1096
	movq	16(%rbx), %r8
	movq	8(%rbx), %rsi
	movq	168(%rsp), %rdi
	jmp	.L1078
	.p2align 4,,10
	.p2align 3
.L1080:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rax, %rcx
	je	.L1079
.L1078:
	movq	(%rsi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rdi
	jnb	.L1080
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1083
	movq	144(%rsp), %rdi
	movq	%rax, %rdx
	jmp	.L1082
	.p2align 4,,10
	.p2align 3
.L1084:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rdx, %rcx
	je	.L1083
.L1082:
	cmpq	(%rsi,%rdx,8), %rdi
	jb	.L1084
.L1083:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
	jmp	.L1070
.L1087:
	movl	$1, %eax
.L1070:
	addq	$560, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 48
	popq	%rbx
	.cfi_def_cfa_offset 40
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
.L1095:
	.cfi_restore_state
	movq	40(%r10), %rcx
	movq	24(%r10), %rax
	xorl	%edx, %edx
	divq	%rcx
	subq	(%r10), %rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rbp, %rax
	divq	%rcx
	leaq	1(%r11,%rsi), %rcx
	addq	%rcx, %rax
	cmpq	$1, %rdx
	movq	88(%r10), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, 232(%rsp)
	jmp	.L1072
.L1096:
	movq	%rax, 40(%rbx)
	jmp	.L1083
.L1088:
	orl	$-1, %eax
	jmp	.L1070
.L1073:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC79(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L1079:
	movq	%rcx, 40(%rbx)
	jmp	.L1083
	.cfi_endproc
.LFE117:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB43:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1104
	testq	%r8, %r8
	je	.L1104
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	subq	$32, %rsp
	.cfi_def_cfa_offset 64
	movl	24(%rdi), %eax
	testl	%eax, %eax
	jne	.L1097
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1107
.L1099:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1097:
	addq	$32, %rsp
	.cfi_def_cfa_offset 32
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1104:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1107:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1102
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1100:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1108
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1099
	.p2align 4,,10
	.p2align 3
.L1102:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1100
.L1108:
	movl	$1, 24(%rbx)
	jmp	.L1097
	.cfi_endproc
.LFE43:
	.size	dist_add, .-dist_add
	.section	.rodata.str1.1
.LC218:
	.string	"sum_ns"
.LC219:
	.string	"corrected"
.LC220:
	.string	"stalls"
.LC221:
	.string	"closed"
.LC222:
	.string	"open"
.LC223:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB79:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	8(%rdx), %rax
	leaq	8(%rcx), %r11
	movq	%rdi, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%r11, %r10
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leaq	SET_NAME(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movl	%esi, 12(%rsp)
	movq	%rax, 16(%rsp)
	movq	%rdx, 32(%rsp)
	movq	%rcx, 40(%rsp)
.L1110:
	movq	%r10, 24(%rsp)
	movq	16(%rsp), %r14
	movq	%r10, %r12
	movq	%r13, %rbp
	leaq	PCT_NAME(%rip), %rbx
	jmp	.L1113
	.p2align 4,,10
	.p2align 3
.L1111:
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%r13, %rdx
	xorl	%eax, %eax
	leaq	.LC65(%rip), %rdi
	call	printf@PLT
.L1112:
	addq	$8, %rbx
	leaq	48+PCT_NAME(%rip), %rax
	addq	$8, %r12
	addq	$8, %r14
	cmpq	%rbx, %rax
	je	.L1132
.L1113:
	movq	(%r12), %r9
	movq	(%r14), %r8
	movq	(%rbx), %rcx
	movq	0(%rbp), %r13
	cmpq	%r8, %r9
	jne	.L1111
	addq	$1, (%r15)
	jmp	.L1112
	.p2align 4,,10
	.p2align 3
.L1132:
	movq	%rbp, %rax
	movq	24(%rsp), %r10
	movq	%r13, %rbp
	movq	%rax, %r13
	movq	16(%rsp), %rax
	movq	48(%r10), %r9
	movq	48(%rax), %r8
	cmpq	%r8, %r9
	je	.L1133
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC7(%rip), %rcx
	leaq	.LC65(%rip), %rdi
	movq	%r10, 24(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r10
.L1115:
	movq	16(%rsp), %rax
	movq	56(%r10), %r9
	movq	56(%rax), %r8
	cmpq	%r8, %r9
	je	.L1134
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC218(%rip), %rcx
	leaq	.LC65(%rip), %rdi
	movq	%r10, 24(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r10
.L1117:
	addq	$8, %r13
	leaq	24+SET_NAME(%rip), %rax
	addq	$72, 16(%rsp)
	addq	$72, %r10
	cmpq	%rax, %r13
	jne	.L1110
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbx
	movq	%r15, %rbp
	movq	144(%rbx), %r9
	movq	144(%r12), %r8
	cmpq	%r8, %r9
	je	.L1135
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC2(%rip), %rcx
	leaq	.LC219(%rip), %rdx
	leaq	.LC65(%rip), %rdi
	call	printf@PLT
.L1120:
	movq	216(%rbx), %r9
	movq	216(%r12), %r8
	cmpq	%r8, %r9
	je	.L1136
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC220(%rip), %rcx
	leaq	.LC221(%rip), %rdx
	leaq	.LC65(%rip), %rdi
	call	printf@PLT
.L1122:
	movq	224(%rbx), %r9
	movq	224(%r12), %r8
	cmpq	%r8, %r9
	je	.L1137
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC220(%rip), %rcx
	leaq	.LC222(%rip), %rdx
	leaq	.LC65(%rip), %rdi
	call	printf@PLT
.L1124:
	movq	232(%rbx), %r9
	movq	232(%r12), %r8
	cmpq	%r8, %r9
	je	.L1138
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC223(%rip), %rcx
	leaq	.LC221(%rip), %rdx
	leaq	.LC65(%rip), %rdi
	call	printf@PLT
.L1126:
	movq	240(%rbx), %r9
	movq	240(%r12), %r8
	cmpq	%r8, %r9
	je	.L1139
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC223(%rip), %rcx
	leaq	.LC222(%rip), %rdx
	popq	%rbp
	.cfi_def_cfa_offset 40
	leaq	.LC65(%rip), %rdi
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	jmp	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1134:
	.cfi_restore_state
	addq	$1, (%r15)
	jmp	.L1117
	.p2align 4,,10
	.p2align 3
.L1133:
	addq	$1, (%r15)
	jmp	.L1115
	.p2align 4,,10
	.p2align 3
.L1135:
	addq	$1, (%r15)
	jmp	.L1120
	.p2align 4,,10
	.p2align 3
.L1139:
	addq	$1, 0(%rbp)
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1138:
	.cfi_restore_state
	addq	$1, 0(%rbp)
	jmp	.L1126
	.p2align 4,,10
	.p2align 3
.L1137:
	addq	$1, 0(%rbp)
	jmp	.L1124
	.p2align 4,,10
	.p2align 3
.L1136:
	addq	$1, 0(%rbp)
	jmp	.L1122
	.cfi_endproc
.LFE79:
	.size	check_outcome, .-check_outcome
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB53:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$216, %rsp
	.cfi_def_cfa_offset 272
	movq	40(%rdi), %rbx
	movq	(%rdi), %r14
	movq	88(%rdi), %r15
	movq	8(%rdi), %rsi
	movq	%rbx, %r10
	movq	112(%rdi), %r13
	leaq	-1(%r15), %r9
	subq	%r14, %r10
	movq	%rsi, 24(%rsp)
	movq	%r9, 32(%rsp)
	movq	%r10, 8(%rsp)
	testq	%rsi, %rsi
	je	.L1141
	xorl	%eax, %eax
	movl	$32, %ecx
	movq	%r12, %rdi
	xorl	%edx, %edx
	rep stosq
	movq	%rax, 40(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	movq	24(%rbp), %rax
	movaps	%xmm0, 112(%rsp)
	movaps	%xmm0, 128(%rsp)
	divq	%rbx
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	movaps	%xmm0, 192(%rsp)
	movq	%rax, %r11
	cmpq	%rax, %r9
	jnb	.L1195
.L1142:
	leaq	144(%rsp), %rax
	movq	%r15, %r8
	xorl	%edx, %edx
	movq	%r14, %rsi
	movq	%rax, %rdi
	movl	$1, %ecx
	movq	%rax, 16(%rsp)
	call	dist_add
	movq	24(%rsp), %rcx
	movq	8(%rsp), %rdx
	xorl	%r8d, %r8d
	movq	16(%rsp), %rdi
	addq	%r14, %rcx
	movq	%rcx, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, (%rsp)
	call	dist_add
	movq	8(%rsp), %rdx
	movq	(%rsp), %rsi
	xorl	%ecx, %ecx
	movq	16(%rsp), %rdi
	xorl	%r8d, %r8d
	call	dist_add
	movq	%r15, 48(%rsp)
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	movq	$0, 224(%r12)
	xorl	%r9d, %r9d
.L1144:
	movq	32(%rsp), %rax
	imulq	%rbx, %rax
	addq	%r14, %rax
	movq	%rax, 240(%r12)
	movl	104(%rbp), %eax
	testl	%eax, %eax
	je	.L1196
.L1146:
	cmpl	$1, %eax
	jne	.L1155
	subq	%r9, %r15
	movq	%r15, %r8
	testq	%r9, %r9
	je	.L1156
	movq	(%rsp), %rax
	xorl	%edx, %edx
	movq	32(%rsp), %r10
	leaq	112(%rsp), %r15
	movq	%r14, %rsi
	movq	%r15, %rdi
	movq	%r9, 8(%rsp)
	divq	%rbx
	movq	%r11, 48(%rsp)
	cmpq	$1, %rdx
	leaq	-1(%r9), %rdx
	sbbq	$0, %rax
	subq	%r11, %r10
	imulq	%rax, %rdx
	movq	%r10, %rcx
	cmpq	%r10, %rax
	movq	%r10, 40(%rsp)
	cmovbe	%rax, %rcx
	movq	%rax, 24(%rsp)
	addq	%rcx, %rdx
	movl	$1, %ecx
	subq	%rdx, %r8
	xorl	%edx, %edx
	call	dist_add
	movq	8(%rsp), %r8
	movq	(%rsp), %rsi
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%r15, %rdi
	call	dist_add
	movq	8(%rsp), %r9
	movq	24(%rsp), %rax
	movq	40(%rsp), %r10
	movq	%r9, 216(%r12)
	cmpq	%r10, %rax
	jb	.L1157
	movq	48(%rsp), %r11
	movq	(%rsp), %rax
	imulq	%r11, %rbx
	addq	%rax, %rbx
	jmp	.L1154
	.p2align 4,,10
	.p2align 3
.L1141:
	pxor	%xmm0, %xmm0
	movq	24(%rsp), %rax
	movl	$32, %ecx
	movq	%r12, %rdi
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	rep stosq
	movaps	%xmm0, 112(%rsp)
	movq	$0, 40(%rsp)
	movaps	%xmm0, 128(%rsp)
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	movaps	%xmm0, 192(%rsp)
	jmp	.L1142
	.p2align 4,,10
	.p2align 3
.L1155:
	movq	8(%rbp), %r9
	movq	0(%rbp), %rsi
	movq	96(%rbp), %rdi
	testq	%r9, %r9
	je	.L1159
	movq	16(%rbp), %r8
	movq	24(%rbp), %r10
	xorl	%r14d, %r14d
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L1160:
	movq	%r14, %rdx
	xorl	%eax, %eax
	imulq	%r8, %rdx
	addq	%r10, %rdx
	cmpq	%rbx, %rdx
	jb	.L1163
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%rsi
.L1163:
	testq	%rdi, %rdi
	je	.L1164
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%rbx, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1165:
	testb	%dl, %dl
	jne	.L1166
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %rbx
	addq	$1, %r14
	je	.L1160
	testq	%r8, %r8
	jne	.L1160
.L1166:
	testq	%rdi, %rdi
	jne	.L1197
.L1162:
	movq	88(%rbp), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L1169:
	testq	%rax, %rax
	je	.L1168
	imulq	%rsi, %rax
	addq	%rax, %rbx
.L1168:
	leaq	112(%rsp), %r15
	subq	%r14, %r8
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r15, %rdi
	movq	%r9, 8(%rsp)
	movq	%rsi, (%rsp)
	call	dist_add
	movq	(%rsp), %rsi
	movq	8(%rsp), %r9
	xorl	%edx, %edx
	movq	%r14, %r8
	movl	$1, %ecx
	movq	%r15, %rdi
	addq	%r9, %rsi
	call	dist_add
	movq	%r14, 216(%r12)
	jmp	.L1154
	.p2align 4,,10
	.p2align 3
.L1195:
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r10
	cmpq	$1, %rdx
	sbbq	$0, %rax
	movq	%rax, %rcx
	movq	%rax, 80(%rsp)
	movq	16(%rbp), %rax
	leaq	1(%rcx), %r10
	cmpq	%rbx, %rax
	jnb	.L1198
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movl	$1, %r9d
.L1143:
	movq	%rax, 96(%rsp)
	movq	%r15, %rdx
	movq	%r14, %rsi
	leaq	144(%rsp), %rdi
	movq	%rax, 56(%rsp)
	movq	%r15, %rax
	subq	%r11, %rax
	movq	%r9, 72(%rsp)
	cmpq	%r10, %rax
	movq	%rax, 88(%rsp)
	cmova	%r10, %rax
	subq	%rcx, %rdx
	movl	$1, %ecx
	movq	%r11, 64(%rsp)
	movq	%r10, (%rsp)
	subq	%rax, %rdx
	movq	%rax, 40(%rsp)
	movq	%rdx, %r8
	movq	%rdx, 48(%rsp)
	xorl	%edx, %edx
	movq	%rdi, 16(%rsp)
	movq	$1, 104(%rsp)
	call	dist_add
	movq	(%rsp), %r10
	movq	24(%rsp), %rsi
	movq	56(%rsp), %r8
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rdi
	addq	%r14, %rsi
	movq	%r10, %rcx
	movq	%r10, 56(%rsp)
	movq	%rsi, (%rsp)
	call	dist_add
	movq	40(%rsp), %rcx
	movq	8(%rsp), %rdx
	movl	$1, %r8d
	movq	(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	dist_add
	movq	72(%rsp), %r9
	movq	56(%rsp), %r10
	movq	64(%rsp), %r11
	testq	%r9, %r9
	movq	%r9, 224(%r12)
	je	.L1144
	movq	32(%rsp), %rcx
	subq	%r11, %rcx
	cmpq	%rcx, 80(%rsp)
	jb	.L1144
	movq	88(%rsp), %rax
	movq	%r11, %rdx
	movq	24(%rsp), %rsi
	imulq	%rbx, %rdx
	imulq	%r14, %rax
	addq	%rsi, %rdx
	addq	%rdx, %rax
	movq	%rax, 240(%r12)
	movl	104(%rbp), %eax
	testl	%eax, %eax
	jne	.L1146
.L1196:
	movq	48(%rsp), %r8
	leaq	112(%rsp), %r15
	movq	%r14, %rsi
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%r15, %rdi
	movq	%r10, 56(%rsp)
	call	dist_add
	movq	%r14, %r9
	movq	(%rsp), %rax
	xorl	%r14d, %r14d
	imulq	%r13, %r9
	movq	%r12, 48(%rsp)
	movq	56(%rsp), %r12
	movq	%rbp, 32(%rsp)
	subq	%r9, %rax
	movq	%r9, %rbp
	movq	%rax, 64(%rsp)
	leaq	96(%rsp), %rax
	movq	%rax, 24(%rsp)
.L1153:
	movq	24(%rsp), %rax
	movq	(%rsp), %rsi
	cmpq	%r12, %r13
	movq	%r12, %rcx
	cmovbe	%r13, %rcx
	movq	8(%rsp), %rdx
	movq	(%rax,%r14), %rbx
	movq	%rbx, %r8
	cmpq	%rbp, %rsi
	jb	.L1147
	movq	%r15, %rdi
	call	dist_add
	cmpq	%r12, %r13
	jnb	.L1149
	movq	64(%rsp), %rax
	xorl	%edx, %edx
	divq	8(%rsp)
	leaq	-1(%r12), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r13, %rdx
	jnb	.L1199
.L1150:
	addq	$1, %rax
	cmpq	%r13, %rax
	cmovb	%r13, %rax
	cmpq	%r12, %rax
	jb	.L1175
.L1149:
	cmpq	$8, %r14
	je	.L1152
.L1200:
	movq	40(%rsp), %r12
	movl	$8, %r14d
	jmp	.L1153
	.p2align 4,,10
	.p2align 3
.L1164:
	leaq	(%rcx,%rax), %rdx
	cmpq	88(%rbp), %rdx
	setnb	%dl
	jmp	.L1165
	.p2align 4,,10
	.p2align 3
.L1147:
	movq	(%rsp), %rsi
	movq	%r15, %rdi
	call	dist_add
	movq	%r13, %rax
	cmpq	%r12, %r13
	jnb	.L1149
.L1175:
	movq	8(%rsp), %rdx
	movq	%r12, %rcx
	movq	(%rsp), %rsi
	movq	%rbx, %r8
	subq	%rax, %rcx
	movq	%r15, %rdi
	imulq	%rdx, %rax
	subq	%rax, %rsi
	call	dist_add
	cmpq	$8, %r14
	jne	.L1200
.L1152:
	movq	48(%rsp), %r12
	movq	32(%rsp), %rbp
	movq	224(%r12), %rax
	movq	240(%r12), %rbx
	movq	%rax, 216(%r12)
.L1154:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%rbx, 232(%r12)
	jne	.L1172
	movl	144(%rbp), %edx
	movq	136(%rbp), %rsi
	movq	%r12, %rcx
	movq	%r15, %rdi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L1172
	movl	144(%rbp), %edx
	movq	16(%rsp), %rdi
	leaq	72(%r12), %rcx
	movq	136(%rbp), %rsi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L1172
	movl	128(%rbp), %edx
	testl	%edx, %edx
	je	.L1173
	movq	(%r12), %rax
	movq	$-1, %rsi
	cmpq	%r13, %rax
	jb	.L1174
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%r13
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	232(%r12), %rax
	divq	%rcx
	testq	%rax, %rax
	cmovne	%rax, %rsi
.L1174:
	movq	%rsi, 248(%r12)
	leaq	176(%rsp), %rbx
	movq	%r15, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	movl	200(%rsp), %eax
	testl	%eax, %eax
	jne	.L1172
	movl	144(%rbp), %edx
	movq	136(%rbp), %rsi
	movq	%rbx, %rdi
	leaq	144(%r12), %rcx
	call	dist_summarise
	negl	%eax
	sbbl	%ebx, %ebx
.L1171:
	movq	112(%rsp), %rdi
	call	free@PLT
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	addq	$216, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%ebx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1173:
	.cfi_restore_state
	movq	120(%rbp), %rsi
	jmp	.L1174
	.p2align 4,,10
	.p2align 3
.L1156:
	leaq	112(%rsp), %r15
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rsi
	movq	%r15, %rdi
	call	dist_add
	movq	(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%r15, %rdi
	call	dist_add
	movq	$0, 216(%r12)
.L1157:
	movq	32(%rsp), %rax
	imulq	%rax, %rbx
	addq	%r14, %rbx
	jmp	.L1154
	.p2align 4,,10
	.p2align 3
.L1197:
	movq	%rcx, %r8
	cmpq	%rdi, %rbx
	jnb	.L1168
	subq	%rbx, %rdi
.L1161:
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rax,%rcx), %r8
	jmp	.L1169
	.p2align 4,,10
	.p2align 3
.L1198:
	xorl	%edx, %edx
	divq	%rbx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%r9, %rax
	subq	%r11, %rax
	divq	%rcx
	imulq	%rax, %rcx
	leaq	1(%rax), %r9
	addq	%rcx, %r11
	movq	%rax, %rcx
	imulq	%r10, %rcx
	jmp	.L1143
	.p2align 4,,10
	.p2align 3
.L1199:
	subq	%r13, %rdx
	movl	$1, %ecx
	movq	%rbp, %rsi
	movq	%r15, %rdi
	leaq	1(%rdx), %r8
	xorl	%edx, %edx
	movq	%rax, 56(%rsp)
	imulq	%rbx, %r8
	call	dist_add
	movq	56(%rsp), %rax
	jmp	.L1150
	.p2align 4,,10
	.p2align 3
.L1172:
	movl	$-1, %ebx
	jmp	.L1171
.L1159:
	xorl	%r14d, %r14d
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	testq	%rdi, %rdi
	jne	.L1161
	jmp	.L1162
	.cfi_endproc
.LFE53:
	.size	closed_form, .-closed_form
	.p2align 4
	.type	walk_outcome, @function
walk_outcome:
.LFB76:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	xorl	%r14d, %r14d
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$1736, %rsp
	.cfi_def_cfa_offset 1792
	movq	%rdi, 240(%rsp)
	movl	$524288, %edi
	movl	%esi, 144(%rsp)
	movq	%rcx, 264(%rsp)
	call	malloc@PLT
	movl	128(%rbx), %r12d
	movq	%rbp, %rdi
	movq	120(%rbx), %r11
	movq	%rax, 56(%rsp)
	movl	$32, %ecx
	leaq	1728(%rsp), %r9
	testl	%r12d, %r12d
	sete	%r14b
	xorl	%eax, %eax
	rep stosq
	leaq	720(%rsp), %rax
	movq	%rax, (%rsp)
	movq	%rax, %rdx
	xorl	%eax, %eax
	movl	144(%rbx), %r8d
	movq	136(%rbx), %rsi
.L1202:
	movq	%rdx, %rdi
	movl	$42, %ecx
	addq	$336, %rdx
	rep stosq
	movq	%rsi, -280(%rdx)
	movl	%r8d, -272(%rdx)
	movq	$-1, -296(%rdx)
	movl	$1, -264(%rdx)
	cmpq	%r9, %rdx
	jne	.L1202
	cmpq	$0, 56(%rsp)
	je	.L1203
	leaq	1664(%rsp), %rax
	xorl	%ebx, %ebx
	movq	%r11, %r15
	movq	$0, 256(%rsp)
	movq	%rax, 184(%rsp)
	movq	%rbp, 248(%rsp)
	movl	%ebx, %ebp
.L1204:
	movq	(%rsp), %rax
	movl	792(%rsp), %esi
	xorl	%r13d, %r13d
	movq	%rax, 224(%rsp)
	testl	%esi, %esi
	jle	.L1386
.L1300:
	leaq	1688(%rsp), %rax
	movl	%ebp, 280(%rsp)
	movq	%rax, 176(%rsp)
.L1298:
	movq	224(%rsp), %rax
	movl	72(%rax), %eax
	movl	%eax, 192(%rsp)
	movl	%r13d, %eax
	xorl	$1, %eax
	andl	%r14d, %eax
	movl	%eax, 196(%rsp)
	je	.L1205
	movl	1464(%rsp), %ebx
	testl	%ebx, %ebx
	jle	.L1205
	xorl	%edx, %edx
	testq	%r13, %r13
	jne	.L1206
	movq	240(%rsp), %rax
	movl	104(%rax), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %edx
.L1206:
	movl	144(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L1210
.L1406:
	xorl	%eax, %eax
	movl	$17, %ecx
	movl	$8, %esi
	movq	$0, 316(%rsp)
	leaq	464(%rsp), %rbp
	leaq	320(%rsp), %rdi
	movq	$0, 448(%rsp)
	movq	%rbp, 232(%rsp)
	rep stosq
	movl	%edx, 312(%rsp)
	movq	240(%rsp), %rbx
	movq	112(%rbx), %rdi
	movq	%rbx, 304(%rsp)
	call	calloc@PLT
	leaq	320(%rsp), %rdi
	movq	%rbp, %rdx
	movq	%rbx, %rsi
	movq	%rax, 424(%rsp)
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L1387
	cmpq	$0, 424(%rsp)
	je	.L1388
.L1215:
	leaq	288(%rsp), %rax
	movq	%r13, 272(%rsp)
	movq	$0, 200(%rsp)
	movq	%rax, 168(%rsp)
	movl	%r14d, 284(%rsp)
.L1275:
	movq	168(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movl	144(%rsp), %r8d
	imulq	$1000000000, 288(%rsp), %rax
	movq	%rax, 48(%rsp)
	movq	296(%rsp), %rax
	movq	%rax, 80(%rsp)
	testl	%r8d, %r8d
	je	.L1219
	movq	304(%rsp), %r14
	leaq	320(%rsp), %rax
	movq	$0, 8(%rsp)
	movq	%rax, 32(%rsp)
	movq	112(%r14), %r12
	movq	%r14, %rbp
	movq	%r12, %r13
	jmp	.L1230
	.p2align 4,,10
	.p2align 3
.L1220:
	cmpq	88(%rbp), %rbx
	jnb	.L1224
	movq	32(%rsp), %rdi
	call	due_next
	movq	440(%rsp), %rsi
	movq	%rax, %r12
	movl	312(%rsp), %eax
	cmpl	$2, %eax
	je	.L1389
	movq	424(%rsp), %r14
	cmpq	%r13, %rbx
	jb	.L1229
	cmpl	$1, %eax
	je	.L1390
.L1229:
	cmpq	%rsi, %r12
	movq	0(%rbp), %rdx
	cmovnb	%r12, %rsi
.L1381:
	movq	%rbp, %rdi
	call	ref_serve
	xorl	%edx, %edx
	movq	56(%rsp), %rdi
	movq	%rax, %rcx
	movq	%rax, 440(%rsp)
	movq	%rbx, %rax
	movq	8(%rsp), %rbx
	divq	%r13
	leaq	1(%rbx), %rax
	movq	%rcx, (%r14,%rdx,8)
	subq	%r12, %rcx
	addq	$1, 432(%rsp)
	movq	%rcx, (%rdi,%rbx,8)
	cmpq	$65535, %rbx
	je	.L1309
.L1228:
	movq	%rax, 8(%rsp)
.L1230:
	cmpl	$3, 312(%rsp)
	movq	432(%rsp), %rbx
	jne	.L1220
	xorl	%r12d, %r12d
	cmpq	%r13, %rbx
	jb	.L1221
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	424(%rsp), %rax
	movq	(%rax,%rdx,8), %r12
.L1221:
	movq	96(%rbp), %rax
	testq	%rax, %rax
	je	.L1222
	cmpq	%rax, %r12
	setnb	%al
.L1223:
	testb	%al, %al
	jne	.L1224
	movq	440(%rsp), %rsi
.L1384:
	movq	424(%rsp), %r14
.L1227:
	cmpq	%r12, %rsi
	movq	0(%rbp), %rdx
	cmovb	%r12, %rsi
	jmp	.L1381
	.p2align 4,,10
	.p2align 3
.L1389:
	cmpq	%rsi, %r12
	jnb	.L1384
	addq	$1, 432(%rsp)
	movq	8(%rsp), %rax
	jmp	.L1228
	.p2align 4,,10
	.p2align 3
.L1222:
	cmpq	88(%rbp), %rbx
	setnb	%al
	jmp	.L1223
	.p2align 4,,10
	.p2align 3
.L1390:
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%r13
	movq	(%r14,%rdx,8), %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	jmp	.L1227
.L1219:
	movq	56(%rsp), %rsi
	movq	232(%rsp), %rdi
	movl	$65536, %edx
	call	walk_run
	movq	%rax, 8(%rsp)
.L1231:
	movq	168(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	80(%rsp), %rdi
	imulq	$1000000000, 288(%rsp), %rax
	subq	%rdi, %rax
	movq	48(%rsp), %rdi
	addq	296(%rsp), %rax
	subq	%rdi, %rax
	addq	%rax, 200(%rsp)
	cmpq	$0, 8(%rsp)
	je	.L1232
	movl	192(%rsp), %edi
	testl	%edi, %edi
	jg	.L1233
.L1238:
	movl	196(%rsp), %esi
	testl	%esi, %esi
	je	.L1275
	movq	1448(%rsp), %rax
	movq	56(%rsp), %rcx
	xorl	%r9d, %r9d
	movq	8(%rsp), %rdx
	movb	%r9b, 80(%rsp)
	movq	%rax, 88(%rsp)
	movq	1440(%rsp), %rax
	movl	1460(%rsp), %r10d
	movq	1712(%rsp), %rdi
	movq	%rax, 48(%rsp)
	movq	1424(%rsp), %rax
	movdqa	1392(%rsp), %xmm2
	movq	1432(%rsp), %rbx
	movl	%r10d, %r14d
	movq	%rax, 128(%rsp)
	movq	%rcx, %rax
	leaq	(%rcx,%rdx,8), %rcx
	movdqa	1408(%rsp), %xmm3
	movq	%rcx, 8(%rsp)
	movq	176(%rsp), %rbp
	movq	%rax, %r10
	movq	184(%rsp), %r13
	movaps	%xmm2, 64(%rsp)
	movaps	%xmm3, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L1269:
	movl	144(%rsp), %eax
	movq	(%r10), %rsi
	testl	%eax, %eax
	je	.L1243
	cmpq	%r15, %rsi
	jb	.L1310
	movq	%rsi, %rax
	xorl	%edx, %edx
	movq	%rsi, %rcx
	movq	(%rsp), %r12
	divq	%r15
	xorl	%r8d, %r8d
	movq	%rax, %r11
	leaq	-1(%rax), %rax
	imulq	%r15, %rax
	subq	%rax, %rcx
	testl	%r14d, %r14d
	je	.L1391
.L1377:
	movb	%r9b, 136(%rsp)
	movl	%r14d, 148(%rsp)
	movq	%rbx, 152(%rsp)
	movq	%r10, 160(%rsp)
	jmp	.L1245
	.p2align 4,,10
	.p2align 3
.L1394:
	cmpq	%r10, %rsi
	jnb	.L1392
.L1251:
	addq	%r11, 848(%r12)
.L1249:
	addq	$4, %r8
	addq	$8, %r12
	cmpq	$24, %r8
	je	.L1393
.L1245:
	movl	0(%rbp,%r8), %r9d
	movq	800(%r12), %r10
	movl	0(%r13,%r8), %ecx
	testl	%r9d, %r9d
	jne	.L1249
	movl	$65536, %eax
	salq	%cl, %rax
	leaq	-1(%r10,%rax), %r14
	cmpq	%r10, %r14
	jb	.L1394
	cmpq	%r10, %rsi
	jb	.L1251
	testq	%r15, %r15
	je	.L1255
	movq	%rsi, %rax
	xorl	%edx, %edx
	movq	848(%r12), %rbx
	subq	%r10, %rax
	divq	%r15
	addq	$1, %rax
	cmpq	%r11, %rax
	cmova	%r11, %rax
	addq	%r11, %rbx
	movq	%rax, %r9
	subq	%rax, %rbx
	cmpq	%rsi, %r14
	jnb	.L1382
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%r14, %rax
	divq	%r15
	cmpq	$1, %rdx
	sbbq	$-1, %rax
.L1257:
	movq	%rbx, 848(%r12)
	cmpq	%r9, %rax
	jnb	.L1249
.L1253:
	movq	%rsi, %rdx
	movq	%r8, %rbx
	subq	%r10, %rdx
	movq	%rax, %r10
	salq	$14, %rbx
	imulq	%r15, %r10
	subq	%r10, %rdx
	.p2align 4,,10
	.p2align 3
.L1259:
	movq	%rdx, %r10
	addq	$1, %rax
	subq	%r15, %rdx
	shrq	%cl, %r10
	addq	%rbx, %r10
	addq	$1, (%rdi,%r10,8)
	cmpq	%rax, %r9
	jne	.L1259
	addq	$4, %r8
	addq	$8, %r12
	cmpq	$24, %r8
	jne	.L1245
.L1393:
	movq	160(%rsp), %r10
	movq	8(%rsp), %rax
	movl	148(%rsp), %r14d
	movq	152(%rsp), %rbx
	movzbl	136(%rsp), %r9d
	addq	$8, %r10
	cmpq	%rax, %r10
	jne	.L1269
	movl	%r9d, %r11d
	movzbl	80(%rsp), %r9d
	testb	%r11b, %r11b
	je	.L1395
.L1270:
	movq	48(%rsp), %rax
	movq	%rbx, 1432(%rsp)
	movq	%rax, 1440(%rsp)
	testb	%r9b, %r9b
	je	.L1274
	movq	128(%rsp), %rax
	movq	%rax, 1424(%rsp)
.L1274:
	movdqa	32(%rsp), %xmm4
	movdqa	64(%rsp), %xmm5
	movaps	%xmm4, 1408(%rsp)
	movaps	%xmm5, 1392(%rsp)
	jmp	.L1275
	.p2align 4,,10
	.p2align 3
.L1243:
	movq	(%rsp), %rdx
	xorl	%eax, %eax
	testl	%r14d, %r14d
	jne	.L1260
	jmp	.L1396
	.p2align 4,,10
	.p2align 3
.L1397:
	addq	$1, 848(%rdx)
.L1262:
	addq	$4, %rax
	addq	$8, %rdx
	cmpq	$24, %rax
	je	.L1261
.L1260:
	movl	0(%rbp,%rax), %r8d
	testl	%r8d, %r8d
	jne	.L1262
	movq	800(%rdx), %rcx
	cmpq	%rcx, %rsi
	jb	.L1397
	movq	%rsi, %r8
	subq	%rcx, %r8
	movl	0(%r13,%rax), %ecx
	shrq	%cl, %r8
	movq	%r8, %rcx
	cmpq	$65535, %r8
	ja	.L1262
	movq	%rax, %r8
	addq	$4, %rax
	addq	$8, %rdx
	salq	$14, %r8
	addq	%r8, %rcx
	addq	$1, (%rdi,%rcx,8)
	cmpq	$24, %rax
	jne	.L1260
	.p2align 4,,10
	.p2align 3
.L1261:
	cmpq	%r15, %rsi
	jnb	.L1398
.L1246:
	movq	8(%rsp), %rax
	addq	$8, %r10
	cmpq	%rax, %r10
	jne	.L1269
	movl	%r9d, %r11d
	movzbl	80(%rsp), %r9d
	testb	%r11b, %r11b
	jne	.L1270
.L1395:
	testb	%r9b, %r9b
	je	.L1275
	movq	128(%rsp), %rax
	movq	%rax, 1424(%rsp)
	jmp	.L1275
	.p2align 4,,10
	.p2align 3
.L1310:
	movq	(%rsp), %r12
	movq	%rsi, %rcx
	movl	$1, %r11d
	xorl	%r8d, %r8d
	testl	%r14d, %r14d
	jne	.L1377
.L1391:
	movq	%r11, 96(%rsp)
	movq	96(%rsp), %rax
	movq	%r11, %r12
	addq	%rax, 64(%rsp)
	movq	%r11, %rax
	movq	32(%rsp), %r8
	movq	$0, 104(%rsp)
	movq	104(%rsp), %rdx
	adcq	%rdx, 72(%rsp)
	mulq	%rsi
	movq	40(%rsp), %r9
	addq	%rax, %r8
	movq	96(%rsp), %rax
	adcq	%rdx, %r9
	movq	104(%rsp), %rdx
	addq	$-1, %rax
	adcq	$-1, %rdx
	imulq	%rdx, %r12
	mulq	%r11
	addq	%r12, %rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rdx, %r12
	mulq	%r15
	imulq	%r15, %r12
	addq	%r12, %rdx
	subq	%rax, %r8
	movq	48(%rsp), %rax
	sbbq	%rdx, %r9
	cmpq	%rcx, %rbx
	movq	%r8, 32(%rsp)
	cmova	%rcx, %rbx
	cmpq	%rsi, %rax
	movq	88(%rsp), %rcx
	movq	%r9, 40(%rsp)
	cmovb	%rsi, %rax
	movl	$1, %r9d
	movq	%rax, 48(%rsp)
	cmpq	%rsi, %rcx
	jnb	.L1246
	testq	%r15, %r15
	je	.L1247
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r15
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	cmpq	%rax, %r11
	cmova	%rax, %r11
.L1247:
	addq	%r11, 128(%rsp)
	movl	$1, %r9d
	movb	$1, 80(%rsp)
	jmp	.L1246
	.p2align 4,,10
	.p2align 3
.L1398:
	subq	%r15, %rsi
	cmpq	%r15, %rsi
	jb	.L1246
	movq	%r10, 136(%rsp)
	movq	128(%rsp), %r12
	movq	48(%rsp), %r8
	.p2align 4,,10
	.p2align 3
.L1268:
	movq	(%rsp), %rdx
	xorl	%eax, %eax
	testl	%r14d, %r14d
	je	.L1399
	movq	%rbx, %r11
	movq	%r8, %rbx
	movq	%rdi, %r8
	movq	%rsi, %rdi
	jmp	.L1264
	.p2align 4,,10
	.p2align 3
.L1401:
	addq	$1, 848(%rdx)
.L1266:
	addq	$4, %rax
	addq	$8, %rdx
	cmpq	$24, %rax
	je	.L1400
.L1264:
	movl	0(%rbp,%rax), %ecx
	testl	%ecx, %ecx
	jne	.L1266
	movq	800(%rdx), %rcx
	cmpq	%rcx, %rdi
	jb	.L1401
	movq	%rdi, %rsi
	subq	%rcx, %rsi
	movl	0(%r13,%rax), %ecx
	shrq	%cl, %rsi
	cmpq	$65535, %rsi
	ja	.L1266
	movq	%rax, %rcx
	addq	$4, %rax
	addq	$8, %rdx
	salq	$14, %rcx
	addq	%rsi, %rcx
	addq	$1, (%r8,%rcx,8)
	cmpq	$24, %rax
	jne	.L1264
	.p2align 4,,10
	.p2align 3
.L1400:
	movq	%rdi, %rsi
	movq	%r8, %rdi
	movq	%rbx, %r8
	movq	%r11, %rbx
.L1265:
	subq	%r15, %rsi
	cmpq	%r15, %rsi
	jnb	.L1268
	movq	%r12, 128(%rsp)
	movq	136(%rsp), %r10
	movq	%r8, 48(%rsp)
	jmp	.L1246
	.p2align 4,,10
	.p2align 3
.L1399:
	addq	$1, 64(%rsp)
	movq	%rsi, 16(%rsp)
	movq	16(%rsp), %r9
	adcq	$0, 72(%rsp)
	movq	$0, 24(%rsp)
	movq	24(%rsp), %r10
	addq	%r9, 32(%rsp)
	movl	$1, %r9d
	adcq	%r10, 40(%rsp)
	cmpq	%rsi, 88(%rsp)
	adcq	$0, %r12
	cmpq	%rsi, %rbx
	movb	$1, 80(%rsp)
	cmova	%rsi, %rbx
	cmpq	%rsi, %r8
	cmovb	%rsi, %r8
	jmp	.L1265
	.p2align 4,,10
	.p2align 3
.L1392:
	testq	%r15, %r15
	je	.L1383
	movq	%rsi, %rax
	xorl	%edx, %edx
	movq	848(%r12), %rbx
	subq	%r10, %rax
	divq	%r15
	addq	$1, %rax
	cmpq	%r11, %rax
	cmova	%r11, %rax
	addq	%r11, %rbx
	movq	%rax, %r9
	subq	%rax, %rbx
.L1382:
	xorl	%eax, %eax
	jmp	.L1257
	.p2align 4,,10
	.p2align 3
.L1396:
	movq	48(%rsp), %rax
	addq	$1, 64(%rsp)
	movl	$1, %r9d
	adcq	$0, 72(%rsp)
	movq	%rsi, 112(%rsp)
	movq	112(%rsp), %r11
	movq	$0, 120(%rsp)
	movq	120(%rsp), %r12
	addq	%r11, 32(%rsp)
	adcq	%r12, 40(%rsp)
	cmpq	%rsi, 88(%rsp)
	adcq	$0, 128(%rsp)
	cmpq	%rsi, %rbx
	cmova	%rsi, %rbx
	cmpq	%rsi, %rax
	movb	$1, 80(%rsp)
	cmovb	%rsi, %rax
	movq	%rax, 48(%rsp)
	jmp	.L1261
	.p2align 4,,10
	.p2align 3
.L1255:
	cmpq	%rsi, %r14
	jb	.L1249
	.p2align 4,,10
	.p2align 3
.L1383:
	movq	%r11, %r9
	xorl	%eax, %eax
	jmp	.L1253
.L1309:
	movq	$65536, 8(%rsp)
.L1224:
	movq	8(%rsp), %rax
	addq	%rax, 448(%rsp)
	jmp	.L1231
.L1233:
	movq	224(%rsp), %rax
	movq	56(%rsp), %rdi
	movq	8(%rsp), %rbx
	movq	208(%rsp), %r8
	movl	68(%rax), %edx
	movq	216(%rsp), %r9
	movq	%rdi, %rsi
	leaq	(%rdi,%rbx,8), %r10
.L1237:
	movq	(%rsi), %rdi
	testl	%edx, %edx
	jne	.L1375
	movq	40(%rax), %rcx
	addq	$1, (%rax)
	movq	%rdi, %r8
	adcq	$0, 8(%rax)
	xorl	%r9d, %r9d
	addq	%rdi, 16(%rax)
	adcq	%r9, 24(%rax)
	cmpq	%rdi, 56(%rax)
	adcq	$0, 32(%rax)
	cmpq	%rdi, %rcx
	cmova	%rdi, %rcx
	movq	%rcx, 40(%rax)
	movq	48(%rax), %rcx
	cmpq	%rdi, %rcx
	cmovb	%rdi, %rcx
	addq	$8, %rsi
	movq	%rcx, 48(%rax)
	cmpq	%rsi, %r10
	jne	.L1237
	movq	%rdi, 208(%rsp)
	movq	%r9, 216(%rsp)
	jmp	.L1238
.L1375:
	movq	%r8, 208(%rsp)
	movq	176(%rsp), %rbp
	movq	%rax, %r11
	movq	184(%rsp), %r13
	movq	%r9, 216(%rsp)
	movq	%rsi, %r9
.L1236:
	movq	%r11, %rax
	movq	%r11, %rdx
	xorl	%esi, %esi
	jmp	.L1241
	.p2align 4,,10
	.p2align 3
.L1403:
	addq	$1, 176(%rax)
.L1239:
	addq	$65536, %rsi
	addq	$4, %rdx
	addq	$8, %rax
	cmpq	$393216, %rsi
	je	.L1402
.L1241:
	movl	296(%rdx), %ecx
	testl	%ecx, %ecx
	jne	.L1239
	movq	128(%rax), %rcx
	cmpq	%rcx, %rdi
	jb	.L1403
	movq	%rdi, %r8
	subq	%rcx, %r8
	movl	272(%rdx), %ecx
	shrq	%cl, %r8
	movq	%r8, %rcx
	cmpq	$65535, %r8
	ja	.L1239
	movq	320(%r11), %r8
	addq	%rsi, %rcx
	addq	$1, (%r8,%rcx,8)
	jmp	.L1239
	.p2align 4,,10
	.p2align 3
.L1402:
	addq	$8, %r9
	cmpq	%r9, %r10
	je	.L1376
	movq	(%r9), %rdi
	jmp	.L1236
.L1205:
	testq	%r13, %r13
	je	.L1207
	movl	192(%rsp), %r11d
	testl	%r11d, %r11d
	jg	.L1404
.L1373:
	movl	280(%rsp), %ebp
	testl	%r14d, %r14d
	jne	.L1299
	movq	240(%rsp), %rax
	movq	$-1, %r15
	movq	112(%rax), %rcx
	movq	256(%rsp), %rax
	cmpq	%rcx, %rax
	jb	.L1299
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	248(%rsp), %rax
	movq	232(%rax), %rax
	divq	%rcx
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
	movq	%rdx, %r15
.L1299:
	addl	$1, %ebp
	movl	$1, %r14d
	jmp	.L1204
.L1376:
	movq	%r11, 224(%rsp)
	movq	%rbp, 176(%rsp)
	movq	%r13, 184(%rsp)
	jmp	.L1238
.L1232:
	movl	280(%rsp), %r11d
	movq	272(%rsp), %r13
	movl	284(%rsp), %r14d
	testl	%r11d, %r11d
	jne	.L1276
	movl	144(%rsp), %r10d
	testl	%r10d, %r10d
	je	.L1277
	movq	248(%rsp), %rdi
	movq	440(%rsp), %rax
	movq	448(%rsp), %rcx
	movq	%rax, 232(%rdi,%r13,8)
	movq	240(%rsp), %rdi
	movq	8(%rdi), %rdx
	testq	%rdx, %rdx
	je	.L1278
	movq	240(%rsp), %rbx
	xorl	%edx, %edx
	movq	24(%rbx), %rdi
	cmpq	%rax, %rdi
	jnb	.L1278
	movq	16(%rbx), %rsi
	movl	$1, %edx
	testq	%rsi, %rsi
	je	.L1278
	subq	$1, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%rsi
	leaq	1(%rax), %rdx
.L1278:
	movq	248(%rsp), %rax
	testq	%r13, %r13
	movq	%rdx, 216(%rax,%r13,8)
	movq	256(%rsp), %rax
	cmove	%rcx, %rax
	cmpq	$0, 264(%rsp)
	movq	%rax, 256(%rsp)
	je	.L1276
	movq	200(%rsp), %rax
	testq	%rax, %rax
	js	.L1282
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1283:
	testq	%rcx, %rcx
	je	.L1284
	js	.L1285
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L1286:
	divsd	%xmm1, %xmm0
.L1284:
	movq	264(%rsp), %rax
	movsd	%xmm0, (%rax,%r13,8)
.L1276:
	movl	144(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L1287
	movq	368(%rsp), %rdi
	call	free@PLT
	movq	360(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1288
	call	fclose@PLT
.L1288:
	movq	424(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movups	%xmm0, 360(%rsp)
	movups	%xmm0, 376(%rsp)
	movups	%xmm0, 392(%rsp)
	movups	%xmm0, 408(%rsp)
	call	free@PLT
	movl	192(%rsp), %r8d
	testl	%r8d, %r8d
	jg	.L1291
.L1295:
	movl	196(%rsp), %edi
	testl	%edi, %edi
	jne	.L1405
.L1293:
	cmpq	$1, %r13
	je	.L1373
.L1296:
	addq	$336, 224(%rsp)
	movl	$1, %r13d
	jmp	.L1298
.L1207:
	movq	240(%rsp), %rax
	movl	192(%rsp), %r10d
	movl	104(%rax), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %edx
	testl	%r10d, %r10d
	jle	.L1296
	movl	144(%rsp), %r9d
	movl	$0, 196(%rsp)
	testl	%r9d, %r9d
	jne	.L1406
.L1210:
	leaq	464(%rsp), %rax
	movq	240(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 232(%rsp)
	call	walk_start
	testl	%eax, %eax
	je	.L1215
	movq	544(%rsp), %rdi
	call	free@PLT
	movq	536(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1218
	call	fclose@PLT
.L1218:
	movq	600(%rsp), %rdi
	call	free@PLT
.L1203:
	movl	$-1, %ebx
.L1297:
	movq	1040(%rsp), %rdi
	call	free@PLT
	movq	1376(%rsp), %rdi
	call	free@PLT
	movq	1712(%rsp), %rdi
	call	free@PLT
	movq	56(%rsp), %rdi
	call	free@PLT
	addq	$1736, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%ebx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L1287:
	.cfi_restore_state
	movq	544(%rsp), %rdi
	call	free@PLT
	movq	536(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1290
	call	fclose@PLT
.L1290:
	movq	600(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movups	%xmm0, 536(%rsp)
	movups	%xmm0, 552(%rsp)
	movups	%xmm0, 568(%rsp)
	movups	%xmm0, 584(%rsp)
	call	free@PLT
	movl	192(%rsp), %r8d
	testl	%r8d, %r8d
	jle	.L1295
.L1291:
	movq	224(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L1203
	movl	196(%rsp), %edi
	testl	%edi, %edi
	je	.L1293
.L1405:
	leaq	1392(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1293
	jmp	.L1203
	.p2align 4,,10
	.p2align 3
.L1386:
	movl	1128(%rsp), %ecx
	testl	%ecx, %ecx
	jg	.L1300
	movl	1464(%rsp), %edx
	testl	%edx, %edx
	jg	.L1300
	movq	248(%rsp), %rbp
	leaq	944(%rsp), %rcx
	addq	$1232, %rax
	pxor	%xmm0, %xmm0
	movq	%r15, 248(%rbp)
	movq	%rbp, %rdx
.L1302:
	movq	-192(%rcx), %xmm1
	movq	-224(%rcx), %rsi
	movups	%xmm0, (%rdx)
	leaq	8(%rdx), %rdi
	movups	%xmm0, 48(%rdx)
	movhps	-208(%rcx), %xmm1
	movq	%rsi, (%rdx)
	xorl	%esi, %esi
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movups	%xmm1, 56(%rdx)
.L1301:
	movdqa	(%rcx,%rsi), %xmm6
	movups	%xmm6, (%rdi,%rsi)
	addq	$16, %rsi
	cmpq	$48, %rsi
	jne	.L1301
	addq	$336, %rcx
	addq	$72, %rdx
	cmpq	%rcx, %rax
	jne	.L1302
	xorl	%ebx, %ebx
	jmp	.L1297
	.p2align 4,,10
	.p2align 3
.L1277:
	movq	632(%rsp), %rax
	movq	248(%rsp), %rdi
	movq	640(%rsp), %rcx
	movq	488(%rsp), %rdx
	movq	%rax, 232(%rdi,%r13,8)
	jmp	.L1278
.L1282:
	movq	200(%rsp), %rax
	pxor	%xmm0, %xmm0
	movq	%rax, %rdx
	andl	$1, %eax
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1283
.L1404:
	movl	$0, 196(%rsp)
	xorl	%edx, %edx
	jmp	.L1206
.L1285:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1286
.L1388:
	movq	368(%rsp), %rdi
	call	free@PLT
	movq	360(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1214
	call	fclose@PLT
.L1214:
	movq	424(%rsp), %rdi
	call	free@PLT
	jmp	.L1203
.L1387:
	movq	stderr(%rip), %rdi
	movq	232(%rsp), %rdx
	leaq	.LC79(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE76:
	.size	walk_outcome, .-walk_outcome
	.section	.rodata.str1.8
	.align 8
.LC224:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB89:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rsi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdx, %rbx
	subq	$216, %rsp
	.cfi_def_cfa_offset 272
	movq	88(%rdi), %rax
	movq	%rcx, 16(%rsp)
	movq	%rax, (%rsp)
	movq	%rax, 96(%rsp)
	movq	%rax, 104(%rsp)
	movl	32(%rsi), %eax
	cmpl	$2, %eax
	je	.L1497
	cmpl	$3, %eax
	je	.L1498
	xorl	%eax, %eax
	movl	$32, %ecx
	movq	%rdx, %rdi
	rep stosq
	movq	$-1, %rax
	cmpq	$0, 8(%rbp)
	je	.L1434
	movq	24(%rbp), %rax
.L1434:
	leaq	176(%rsp), %r14
	movl	$1, %edi
	movq	%rax, 144(%rsp)
	movq	$0, 152(%rsp)
	movq	%r14, %rsi
	call	clock_gettime@PLT
	movl	32(%rbp), %r10d
	movq	176(%rsp), %r12
	leaq	216(%rbx), %r9
	movq	184(%rsp), %r15
	movl	104(%rbp), %eax
	testl	%r10d, %r10d
	jne	.L1436
	testl	%eax, %eax
	jne	.L1436
	cmpq	$1, 112(%rbp)
	movl	$1, %esi
	jne	.L1439
	movq	0(%r13), %rdx
	movq	(%rsp), %r8
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	leaq	144(%rsp), %rsi
	movq	%rbp, %rdi
	call	run_closed
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 232(%rbx)
	imulq	$1000000000, %r12, %r12
	call	clock_gettime@PLT
	movq	152(%rsp), %rdx
	imulq	$1000000000, 176(%rsp), %rax
	movq	%rdx, 216(%rbx)
	subq	%r15, %rax
	addq	184(%rsp), %rax
	subq	%r12, %rax
	movq	(%rsp), %r12
	movq	%rax, 128(%rsp)
	jmp	.L1438
	.p2align 4,,10
	.p2align 3
.L1436:
	leaq	by_kind.6(%rip), %rdx
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L1439
	movq	96(%rbp), %rax
	testq	%rax, %rax
	je	.L1439
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	112(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
.L1441:
	subq	$8, %rsp
	.cfi_def_cfa_offset 280
	movq	0(%r13), %rdx
	movq	%rbp, %rdi
	leaq	136(%rsp), %rax
	pushq	%rax
	.cfi_def_cfa_offset 288
	leaq	112(%rsp), %r8
	call	walk_all
	movq	112(%rsp), %r12
	movq	%rax, 232(%rbx)
	movq	144(%rsp), %rax
	popq	%rdi
	.cfi_def_cfa_offset 280
	popq	%r8
	.cfi_def_cfa_offset 272
.L1438:
	testq	%rax, %rax
	js	.L1442
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1443:
	testq	%r12, %r12
	je	.L1444
	js	.L1445
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L1446:
	divsd	%xmm1, %xmm0
.L1444:
	movq	16(%rsp), %rax
	cmpq	$0, 8(%rbp)
	movsd	%xmm0, (%rax)
	movq	$-1, %rax
	je	.L1447
	movq	24(%rbp), %rax
.L1447:
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 144(%rsp)
	movq	$0, 152(%rsp)
	call	clock_gettime@PLT
	movl	32(%rbp), %esi
	movq	8(%r13), %rdx
	movq	184(%rsp), %r10
	movq	176(%rsp), %r15
	testl	%esi, %esi
	movq	%r10, 8(%rsp)
	jne	.L1448
	movq	(%rsp), %r8
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	%rbp, %rdi
	imulq	$1000000000, %r15, %r15
	leaq	144(%rsp), %rsi
	call	run_open
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 240(%rbx)
	call	clock_gettime@PLT
	movq	8(%rsp), %r10
	imulq	$1000000000, 176(%rsp), %rax
	movq	152(%rsp), %rdx
	subq	%r10, %rax
	addq	184(%rsp), %rax
	movq	%rdx, 224(%rbx)
	subq	%r15, %rax
	movq	%rax, 128(%rsp)
	testq	%rax, %rax
	js	.L1450
.L1503:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	movq	(%rsp), %rax
	testq	%rax, %rax
	js	.L1452
.L1504:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1453:
	divsd	%xmm1, %xmm0
	movq	16(%rsp), %rax
	movsd	%xmm0, 8(%rax)
	movl	128(%rbp), %eax
	testl	%eax, %eax
	je	.L1454
	movq	112(%rbp), %rcx
	movq	$-1, %r9
	cmpq	%rcx, %r12
	jb	.L1455
	xorl	%edx, %edx
	movq	%r12, %rax
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	232(%rbx), %rax
	divq	%rcx
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
	movq	%rdx, %r9
.L1455:
	movq	%r9, 248(%rbx)
	movq	0(%r13), %rdi
	xorl	%r14d, %r14d
	xorl	%esi, %esi
	testq	%r12, %r12
	jne	.L1456
	jmp	.L1499
	.p2align 4,,10
	.p2align 3
.L1501:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	je	.L1500
.L1456:
	movq	(%rdi,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r9, %rax
	jb	.L1458
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L1458:
	addq	%r14, %rcx
	movq	%rcx, %r14
	jnc	.L1501
.L1461:
	movl	$-1, %eax
.L1407:
	addq	$216, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1439:
	.cfi_restore_state
	movq	88(%rbp), %rcx
	jmp	.L1441
.L1500:
	testq	%rcx, %rcx
	je	.L1461
	movq	24(%r13), %rax
	cmpq	%rcx, %rax
	jnb	.L1502
	movq	%rcx, %rax
	shrq	$61, %rax
	jne	.L1461
	movq	16(%r13), %rdi
	leaq	0(,%rcx,8), %rsi
	call	realloc@PLT
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L1461
	movq	248(%rbx), %r9
	movq	0(%r13), %rdi
	movq	%rax, 16(%r13)
	movq	%r14, 24(%r13)
.L1457:
	movq	%r14, %r8
	movq	%r9, %rdx
	movq	%r12, %rsi
	call	correct_co
	movq	0(%r13), %rdi
	movq	%rbx, %r8
	movq	%r12, %rsi
	movl	144(%rbp), %ecx
	movq	136(%rbp), %rdx
	movq	%rax, %r14
	call	summarise
	testl	%eax, %eax
	jne	.L1461
	movl	144(%rbp), %ecx
	movq	136(%rbp), %rdx
	leaq	72(%rbx), %r8
	movq	8(%r13), %rdi
	movq	(%rsp), %rsi
	call	summarise
	testl	%eax, %eax
	jne	.L1461
	movl	144(%rbp), %ecx
	movq	16(%r13), %rdi
	movq	%r14, %rsi
	leaq	144(%rbx), %r8
	movq	136(%rbp), %rdx
	call	summarise
	testl	%eax, %eax
	jne	.L1461
	jmp	.L1407
	.p2align 4,,10
	.p2align 3
.L1454:
	movq	120(%rbp), %r9
	jmp	.L1455
	.p2align 4,,10
	.p2align 3
.L1448:
	subq	$8, %rsp
	.cfi_def_cfa_offset 280
	xorl	%esi, %esi
	leaq	224(%rbx), %r9
	movq	%rbp, %rdi
	leaq	136(%rsp), %rax
	pushq	%rax
	.cfi_def_cfa_offset 288
	movq	16(%rsp), %rcx
	leaq	120(%rsp), %r8
	call	walk_all
	movq	120(%rsp), %rsi
	movq	%rax, 240(%rbx)
	movq	144(%rsp), %rax
	movq	%rsi, 16(%rsp)
	popq	%rdx
	.cfi_def_cfa_offset 280
	popq	%rcx
	.cfi_def_cfa_offset 272
	testq	%rax, %rax
	jns	.L1503
.L1450:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	movq	(%rsp), %rax
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rax, %rax
	jns	.L1504
.L1452:
	movq	(%rsp), %rsi
	pxor	%xmm1, %xmm1
	movq	%rsi, %rax
	andl	$1, %esi
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1453
.L1442:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1443
.L1498:
	movq	16(%rsp), %rcx
	addq	$216, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	xorl	%esi, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	jmp	walk_outcome
.L1445:
	.cfi_restore_state
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1446
.L1497:
	xorl	%eax, %eax
	movq	%rdx, %rdi
	pxor	%xmm0, %xmm0
	movl	$32, %ecx
	rep stosq
	leaq	40(%rsi), %rax
	movaps	%xmm0, 144(%rsp)
	movq	%rax, 80(%rsp)
	movq	48(%rsi), %rax
	movq	56(%rsi), %rdi
	xorl	%esi, %esi
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	leaq	0(,%rax,8), %rdx
	movaps	%xmm0, 192(%rsp)
	call	memset@PLT
	leaq	64(%r13), %rax
	movq	80(%r13), %rdi
	xorl	%esi, %esi
	movq	%rax, 72(%rsp)
	movq	72(%r13), %rax
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	xorl	%r10d, %r10d
	movq	%rbp, 40(%rsp)
	leaq	128(%rsp), %rax
	movq	%rax, 24(%rsp)
	movq	%rbx, %rbp
	movq	(%rsp), %rbx
	movq	%r10, 32(%rsp)
.L1423:
	movq	40(%rsp), %rax
	movq	$-1, %rdx
	cmpq	$0, 8(%rax)
	je	.L1409
	movq	24(%rax), %rdx
.L1409:
	movq	%rdx, 112(%rsp)
	movq	$0, 120(%rsp)
	testq	%rbx, %rbx
	je	.L1465
	xorl	%r9d, %r9d
	xorl	%r14d, %r14d
	leaq	112(%rsp), %rax
	movq	%rbp, 88(%rsp)
	movq	%rax, 64(%rsp)
	xorl	%r12d, %r12d
	movq	%r14, 8(%rsp)
	movq	%r9, 56(%rsp)
	.p2align 4,,10
	.p2align 3
.L1414:
	movq	24(%rsp), %rsi
	movq	%r12, %r15
	addq	$65536, %r12
	movl	$1, %edi
	cmpq	%r12, %rbx
	movq	%r12, %r14
	cmovbe	%rbx, %r14
	call	clock_gettime@PLT
	imulq	$1000000000, 128(%rsp), %r10
	addq	136(%rsp), %r10
	cmpq	$0, 32(%rsp)
	movq	%r10, 48(%rsp)
	je	.L1505
	movq	8(%rsp), %r9
	movq	8(%r13), %rdx
	movq	%r14, %r8
	movq	%r15, %rcx
	movq	64(%rsp), %rsi
	movq	40(%rsp), %rdi
	movq	%r14, %rbp
	subq	%r15, %rbp
	call	run_open
	movq	24(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 8(%rsp)
	call	clock_gettime@PLT
	movq	48(%rsp), %r10
	movq	72(%rsp), %r9
	imulq	$1000000000, 128(%rsp), %rax
	addq	136(%rsp), %rax
	subq	%r10, %rax
	addq	%rax, 56(%rsp)
	movq	8(%r13), %r10
.L1412:
	xorl	%ecx, %ecx
	testq	%rbp, %rbp
	je	.L1418
	.p2align 4,,10
	.p2align 3
.L1413:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L1416
	testq	%rdx, %rdx
	jne	.L1416
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rcx, %rbp
	jne	.L1413
.L1418:
	cmpq	%rbx, %r12
	jb	.L1414
	movq	56(%rsp), %r9
	movq	8(%rsp), %r14
	movq	88(%rsp), %rbp
	testq	%r9, %r9
	js	.L1419
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L1420:
	movq	120(%rsp), %rdx
	testq	%rbx, %rbx
	js	.L1506
.L1492:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L1422:
	divsd	%xmm1, %xmm0
	movq	32(%rsp), %rax
	movq	16(%rsp), %rsi
	movsd	%xmm0, (%rsi,%rax,8)
	movq	%rdx, 216(%rbp,%rax,8)
	movq	%r14, 232(%rbp,%rax,8)
	testq	%rax, %rax
	jne	.L1507
	movq	$1, 32(%rsp)
	jmp	.L1423
	.p2align 4,,10
	.p2align 3
.L1505:
	movq	8(%rsp), %r9
	movq	0(%r13), %rdx
	movq	%r14, %r8
	movq	%r15, %rcx
	movq	64(%rsp), %rsi
	movq	40(%rsp), %rdi
	subq	%r15, %r14
	movq	%r14, %rbp
	call	run_closed
	movq	24(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 8(%rsp)
	call	clock_gettime@PLT
	movq	48(%rsp), %r10
	movq	80(%rsp), %r9
	imulq	$1000000000, 128(%rsp), %rax
	addq	136(%rsp), %rax
	subq	%r10, %rax
	movq	0(%r13), %r10
	addq	%rax, 56(%rsp)
	jmp	.L1412
.L1507:
	movq	%rbp, %rbx
	movq	40(%rsp), %rbp
	movl	128(%rbp), %r11d
	testl	%r11d, %r11d
	jne	.L1508
	movq	120(%rbp), %rsi
.L1425:
	cmpq	$0, 48(%r13)
	movq	%rsi, 248(%rbx)
	je	.L1469
	xorl	%r12d, %r12d
	leaq	144(%rsp), %r14
	jmp	.L1428
	.p2align 4,,10
	.p2align 3
.L1427:
	addq	$1, %r12
	cmpq	48(%r13), %r12
	jnb	.L1509
.L1428:
	movq	56(%r13), %rax
	movq	(%rax,%r12,8), %r8
	testq	%r8, %r8
	je	.L1427
	movq	40(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%r12, %rsi
	call	dist_add
	jmp	.L1427
.L1506:
	movq	%rbx, %rcx
	movq	%rbx, %rsi
	pxor	%xmm1, %xmm1
	shrq	%rcx
	andl	$1, %esi
	orq	%rsi, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1422
.L1419:
	movq	%r9, %rdx
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%r9, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1420
.L1508:
	movq	(%rsp), %rdi
	movq	$-1, %rsi
	testq	%rdi, %rdi
	je	.L1425
	movq	232(%rbx), %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%rdi
	testq	%rax, %rax
	cmovne	%rax, %rsi
	jmp	.L1425
.L1509:
	movq	248(%rbx), %rsi
	movl	168(%rsp), %r13d
.L1426:
	leaq	176(%rsp), %r12
	movq	%r14, %rdi
	movq	%r12, %rdx
	call	dist_correct
	orl	200(%rsp), %r13d
	jne	.L1431
	movl	144(%rbp), %edx
	movq	136(%rbp), %rsi
	movq	%rbx, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L1431
	movl	144(%rbp), %edx
	movq	136(%rbp), %rsi
	leaq	72(%rbx), %rcx
	movq	72(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L1431
	movl	144(%rbp), %edx
	movq	136(%rbp), %rsi
	leaq	144(%rbx), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	negl	%eax
	sbbl	%eax, %eax
.L1430:
	movl	%eax, (%rsp)
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	movl	(%rsp), %eax
	jmp	.L1407
.L1499:
	movq	24(%r13), %r14
	movq	16(%r13), %rcx
	jmp	.L1457
.L1502:
	movq	16(%r13), %rcx
	movq	%rax, %r14
	jmp	.L1457
.L1416:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC224(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L1465:
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	pxor	%xmm0, %xmm0
	jmp	.L1492
.L1469:
	xorl	%r13d, %r13d
	leaq	144(%rsp), %r14
	jmp	.L1426
.L1431:
	movl	$-1, %eax
	jmp	.L1430
	.cfi_endproc
.LFE89:
	.size	run_once, .-run_once
	.section	.rodata.str1.8
	.align 8
.LC226:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC227:
	.string	"percentiles.svg"
.LC228:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC229:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC230:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB127:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
	movq	%rdx, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rcx, %rbx
	subq	$360, %rsp
	.cfi_def_cfa_offset 416
	cmpl	$2, 32(%rdx)
	movq	%rsi, (%rsp)
	movl	%r8d, 40(%rsp)
	movq	$0, 336(%rsp)
	movaps	%xmm0, 272(%rsp)
	movaps	%xmm0, 288(%rsp)
	movaps	%xmm0, 304(%rsp)
	movaps	%xmm0, 320(%rsp)
	movaps	%xmm0, 112(%rsp)
	movaps	%xmm0, 128(%rsp)
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	je	.L1573
	leaq	272(%rsp), %r14
	movq	(%rcx), %rsi
	movq	(%r15), %rdi
	movq	%r14, %rdx
	call	table_from_sorted
	testl	%eax, %eax
	je	.L1564
.L1547:
	leaq	144(%rsp), %r13
	leaq	112(%rsp), %r12
.L1536:
	orl	$-1, %ebx
.L1523:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC230(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1533:
	movq	272(%rsp), %rdi
	call	free@PLT
	movq	296(%rsp), %rdi
	call	free@PLT
	movq	320(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	dist_free
	movq	%r13, %rdi
	call	dist_free
	addq	$360, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%ebx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L1564:
	.cfi_restore_state
	movq	72(%rbx), %rsi
	movq	8(%r15), %rdi
	leaq	296(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1547
	movq	144(%rbx), %rsi
	movq	16(%r15), %rdi
	leaq	320(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1547
	leaq	144(%rsp), %r13
	leaq	112(%rsp), %r12
.L1528:
	leaq	48(%rsp), %rax
	xorl	%r8d, %r8d
	movq	%r12, 16(%rsp)
	movq	%rax, 8(%rsp)
	movq	%r8, %r12
.L1527:
	leaq	(%r12,%r12,8), %rax
	movq	8(%rsp), %rcx
	leaq	(%r12,%r12,2), %r15
	movq	%rbp, %rdi
	movq	24(%rbx,%rax), %rax
	addq	%r14, %r15
	leaq	hgrm_writer(%rip), %rdx
	movq	%rax, (%rcx,%r12)
	leaq	HGRM.2(%rip), %rax
	movq	%r15, %rcx
	movq	(%rax,%r12), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1569
	cmpl	$0, 40(%rsp)
	jne	.L1529
.L1531:
	addq	$8, %r12
	cmpq	$24, %r12
	jne	.L1527
	leaq	.LC226(%rip), %rax
	movq	%r14, %xmm1
	leaq	176(%rsp), %rcx
	movq	%rbp, %rdi
	movq	%rax, %xmm0
	movq	16(%rsp), %r12
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	punpcklqdq	%xmm1, %xmm0
	leaq	.LC227(%rip), %rsi
	movl	$3, 192(%rsp)
	movaps	%xmm0, 176(%rsp)
	movq	%rax, %xmm0
	movhps	8(%rsp), %xmm0
	movups	%xmm0, 200(%rsp)
	call	export_file
	testl	%eax, %eax
	jne	.L1536
	leaq	224(%rsp), %r14
	movq	(%rsp), %rdi
	movl	$20, %esi
	movq	%r14, %rdx
	call	first_stall_window
	testl	%eax, %eax
	je	.L1574
	jns	.L1575
	movq	224(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
.L1572:
	call	free@PLT
	jmp	.L1536
.L1573:
	xorl	%r13d, %r13d
	cmpq	$0, 48(%rdx)
	leaq	112(%rsp), %r12
	jne	.L1512
	jmp	.L1516
	.p2align 4,,10
	.p2align 3
.L1515:
	addq	$1, %r13
	cmpq	48(%r15), %r13
	jnb	.L1516
.L1512:
	movq	56(%r15), %rax
	movq	(%rax,%r13,8), %r8
	testq	%r8, %r8
	je	.L1515
	movl	136(%rsp), %eax
	testl	%eax, %eax
	jne	.L1515
	movq	40(%r15), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	imulq	%r13, %rsi
	call	dist_add.part.0
	jmp	.L1515
.L1516:
	movq	248(%rbx), %rsi
	leaq	144(%rsp), %r13
	movq	%r12, %rdi
	movq	%r13, %rdx
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L1536
	leaq	272(%rsp), %r14
	leaq	40(%r15), %rdi
	movq	%r14, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1536
	leaq	296(%rsp), %rsi
	leaq	64(%r15), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1536
	leaq	224(%rsp), %r15
	movl	$6, %ecx
	movq	%rbx, 16(%rsp)
	movq	%r15, %rdi
	movq	%r12, 24(%rsp)
	rep stosl
	movq	%rbp, 8(%rsp)
	movq	%rcx, %rbp
.L1517:
	cmpq	152(%rsp), %rbp
	jnb	.L1520
	testl	%eax, %eax
	jne	.L1520
	movq	%rbp, %rcx
	xorl	%r12d, %r12d
	salq	$5, %rcx
	addq	144(%rsp), %rcx
	cmpq	$0, 16(%rcx)
	movq	%rcx, %rbx
	jne	.L1518
	jmp	.L1521
	.p2align 4,,10
	.p2align 3
.L1576:
	testl	%eax, %eax
	jne	.L1521
.L1518:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movq	%r15, %rdi
	movq	24(%rbx), %rdx
	imulq	%r12, %rax
	addq	$1, %r12
	subq	%rax, %rsi
	call	table_push
	cmpq	16(%rbx), %r12
	jb	.L1576
.L1521:
	addq	$1, %rbp
	jmp	.L1517
.L1529:
	leaq	VALUES.1(%rip), %rax
	movq	%r15, %rcx
	leaq	values_writer(%rip), %rdx
	movq	%rbp, %rdi
	movq	(%rax,%r12), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L1531
.L1569:
	movq	16(%rsp), %r12
	jmp	.L1536
.L1574:
	movq	(%rsp), %rax
	leaq	80(%rsp), %rcx
	movq	%rbp, %rdi
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC228(%rip), %rsi
	movq	%r14, 88(%rsp)
	movq	%rax, 80(%rsp)
	movq	248(%rbx), %rax
	movq	%rax, 96(%rsp)
	call	export_file
	movq	224(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L1523
	xorl	%ebx, %ebx
	jmp	.L1533
.L1520:
	movq	8(%rsp), %rbp
	movq	16(%rsp), %rbx
	movq	24(%rsp), %r12
	movq	224(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1572
	movl	%eax, 24(%rsp)
	movq	232(%rsp), %rax
	movl	$16, %edx
	xorl	%r15d, %r15d
	leaq	cmp_vc(%rip), %rcx
	movq	%rdi, 16(%rsp)
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	qsort@PLT
	movq	16(%rsp), %rcx
	movq	%r12, 32(%rsp)
	leaq	320(%rsp), %rdx
	movl	24(%rsp), %eax
	movq	%rdx, %r12
	movq	%rbp, 24(%rsp)
	movq	%r15, %rbp
	movq	8(%rsp), %r15
	movq	%rbx, 8(%rsp)
	movq	%rcx, %rbx
	jmp	.L1524
.L1577:
	cmpq	%r15, %rbp
	jnb	.L1539
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r12, %rdi
	addq	$1, %rbp
	addq	$16, %rbx
	call	table_push
.L1524:
	testl	%eax, %eax
	je	.L1577
.L1539:
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rbp
	movl	%eax, 44(%rsp)
	movq	8(%rsp), %rbx
	movq	32(%rsp), %r12
	call	free@PLT
	movl	44(%rsp), %eax
	testl	%eax, %eax
	je	.L1528
	jmp	.L1536
.L1575:
	leaq	.LC229(%rip), %rdi
	xorl	%ebx, %ebx
	call	puts@PLT
	movq	224(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
	call	free@PLT
	jmp	.L1533
	.cfi_endproc
.LFE127:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.1
.LC231:
	.string	"the scenario's trace"
.LC232:
	.string	" (the trace's mean)"
	.section	.rodata.str1.8
	.align 8
.LC233:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC234:
	.string	"the latencies have too many possible values"
	.align 8
.LC235:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC236:
	.string	"200000000 (--exact-by sort keeps every sample)"
	.section	.rodata.str1.1
.LC237:
	.string	"2^40"
.LC238:
	.string	"load %"
.LC239:
	.string	"stall us"
.LC240:
	.string	"sim"
.LC241:
	.string	"formula"
.LC242:
	.string	"reference"
.LC243:
	.string	"closed-form"
.LC244:
	.string	"sweep-load.svg"
.LC245:
	.string	"sweep-stall.svg"
.LC246:
	.string	"s"
.LC250:
	.string	"default"
.LC251:
	.string	"seed 000"
.LC252:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC254:
	.string	"RESULT clock ghz=%.3f runs=%d\n"
	.section	.rodata.str1.1
.LC255:
	.string	"--self-test"
.LC256:
	.string	"rank n=1 p=0"
.LC257:
	.string	"rank n=1 p=100"
.LC258:
	.string	"rank n=1 p=0 ceil"
.LC259:
	.string	"rank n=1 p=100 ceil"
.LC260:
	.string	"rank n=10 p=0"
.LC261:
	.string	"rank n=10 p=100"
.LC262:
	.string	"rank n=10 p=50"
.LC263:
	.string	"rank n=10 p=95 rounds half up"
.LC264:
	.string	"rank n=10 p=94.9 rounds down"
.LC265:
	.string	"rank n=10 p=90.1 ceil"
.LC266:
	.string	"rank n=119980 p=99"
.LC267:
	.string	"rank n=119980 p=99.9"
.LC268:
	.string	"rank n=119980 p=99 ceil"
.LC269:
	.string	"rank n=2^62 p=99.99 exact"
.LC271:
	.string	"hdr fixture corrected count"
.LC272:
	.string	"hdr fixture correct_co"
.LC273:
	.string	"hdr fixture corrected p50"
.LC274:
	.string	"hdr fixture corrected p90"
.LC275:
	.string	"hdr fixture corrected p99"
.LC276:
	.string	"hdr fixture corrected max"
.LC277:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC278:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC279:
	.string	"correction of one interval"
.LC280:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC281:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC282:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC283:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC284:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC285:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC288:
	.string	"reference server agrees, start %lu"
	.align 8
.LC289:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC290:
	.string	"in service at a stall: extended by it"
	.align 8
.LC291:
	.string	"starting in a stall: waits for its end"
	.section	.rodata.str1.1
.LC292:
	.string	"200us"
.LC293:
	.string	"0.3us"
.LC294:
	.string	"0.5s"
.LC295:
	.string	"1.000000001s"
.LC296:
	.string	"0"
.LC297:
	.string	"250"
.LC298:
	.string	"0.5ns"
.LC299:
	.string	"ms"
.LC300:
	.string	"-1ms"
.LC301:
	.string	"5parsecs"
.LC302:
	.string	"1.ms"
.LC303:
	.string	"99999999999999999999s"
.LC304:
	.string	"4611686018427387904ns"
.LC305:
	.string	"--help"
.LC306:
	.string	"-h"
.LC307:
	.string	"QUICK"
.LC308:
	.string	"REPS"
.LC309:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC310:
	.string	"QUICK '%s' is not valid: use QUICK=1, QUICK=0 or leave it unset"
	.align 8
.LC311:
	.string	"REPS '%s' is not valid: a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC312:
	.string	"--scenario"
.LC313:
	.string	"out of memory"
.LC314:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC315:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests or hundred-requests-exercise"
	.align 8
.LC316:
	.string	"--scenario '%s' is not valid: %s"
	.align 8
.LC317:
	.string	"out of memory reading the options"
	.section	.rodata.str1.1
.LC318:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC319:
	.string	"both set the length of the run: "
	.align 8
.LC320:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC321:
	.string	"%s, from %s"
.LC322:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC323:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC324:
	.string	"use --correct FILE"
.LC325:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC326:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC327:
	.string	"%s"
.LC328:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC329:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC330:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC331:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC332:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC333:
	.string	"bench: the corrected trace does not fit in memory\n"
	.align 8
.LC334:
	.string	"bench: the trace's latency sum does not fit in 64 bits\n"
	.align 8
.LC335:
	.string	"bench: out of memory, or a sum beyond 64 bits, checking the trace\n"
	.align 8
.LC336:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC337:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC338:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC339:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC340:
	.string	"recorded"
.LC341:
	.string	"ratio"
.LC342:
	.string	"\n%-10s %9s"
.LC343:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC344:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC345:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC346:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC347:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC348:
	.string	"recorded.hgrm"
.LC349:
	.string	"corrected.hgrm"
	.section	.rodata.str1.8
	.align 8
.LC350:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC351:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC352:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC353:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC354:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC355:
	.string	"takes one connection: "
.LC356:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC357:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC358:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC360:
	.string	"lower --rate or shorten the run"
	.align 8
.LC361:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC362:
	.string	"--schedule poisson: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC364:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC365:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC366:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC367:
	.string	"--arrivals %.40s: more than 2^40 lines"
	.section	.rodata.str1.1
.LC368:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC369:
	.string	"--arrivals '%s': no due time falls within %s"
	.align 8
.LC370:
	.string	"shorten --duration or --interval"
	.align 8
.LC371:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.align 8
.LC372:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC373:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC374:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC375:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC376:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC377:
	.string	"back-to-back may send more than %s requests: %s"
	.align 8
.LC378:
	.string	"shorten it or the service and stall times"
	.align 8
.LC379:
	.string	"the run may not fit in 64-bit nanoseconds: %s%s"
	.align 8
.LC380:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sort"
	.align 8
.LC381:
	.string	"--sweep runs on the fixed schedule with a fixed expected interval: drop --schedule, --arrivals and mean"
	.align 8
.LC382:
	.string	"bench: out of memory in the sweep\n"
	.section	.rodata.str1.1
.LC383:
	.string	"checked"
.LC384:
	.string	"%-10s %-8s"
.LC385:
	.string	" | %-10s %10s %10s"
.LC386:
	.string	"\n%-10s %-8s"
.LC387:
	.string	"p50"
.LC388:
	.string	" | "
.LC389:
	.string	"%s%10s"
.LC390:
	.string	"p99"
.LC391:
	.string	"p99.9"
.LC392:
	.string	"%-10lu"
.LC393:
	.string	"%-10s"
.LC394:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC395:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC396:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC397:
	.string	" %s_%s_ns=%lu"
.LC398:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC399:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC400:
	.string	"cross-check: no closed form: %s\n"
	.align 8
.LC401:
	.string	"bench: out of memory in the cross-check\n"
	.section	.rodata.str1.1
.LC402:
	.string	"expected_ns"
.LC403:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC404:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC405:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC406:
	.string	"bench: out of memory, or a sum beyond 64 bits, computing the expected outcome\n"
	.align 8
.LC407:
	.string	"coordinated omission on a virtual clock: closed loop, open loop, corrected"
	.section	.rodata.str1.1
.LC408:
	.string	"scenario: %s\n"
.LC409:
	.string	"server: service %s us; "
.LC410:
	.string	"no stalls"
.LC411:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC412:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC413:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC414:
	.string	"schedule: %s, %lu requests, mean gap %s us\n"
	.align 8
.LC415:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC416:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC417:
	.string	"\ncorrection: expected interval "
	.align 8
.LC418:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC419:
	.string	"%s us"
	.section	.rodata.str1.8
	.align 8
.LC420:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC421:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC422:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC423:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC424:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC425:
	.string	"samples: counted exactly on a lattice of %lu ns steps (%lu values), %d requests a chunk\n"
	.align 8
.LC426:
	.string	"samples: every one kept and sorted"
	.align 8
.LC427:
	.string	"samples: none kept; each rep walks the run again until every percentile is found exactly, %d counters a percentile\n"
	.section	.rodata.str1.1
.LC428:
	.string	"runs: 1 warmup + %u reps\n"
	.section	.rodata.str1.8
	.align 8
.LC429:
	.string	"bench: out of memory for the corrected set, or a sum beyond 64 bits\n"
	.section	.rodata.str1.1
.LC430:
	.string	" warmup"
.LC431:
	.string	"rep=%u%s set=%s"
.LC432:
	.string	" slow=%lu sum_ns=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC433:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC434:
	.string	"cv"
.LC435:
	.string	" %6s\n"
.LC436:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC437:
	.string	"percentiles in us, minimum over %u reps (cv: the largest over the percentiles);\nslow: samples above %s us, median over reps\n\n"
	.align 8
.LC438:
	.string	"simulation cost, %-6s loop: min %.3f ns per request, median %.3f, cv %.3f\n"
	.align 8
.LC439:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC440:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC441:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC442:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC443:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC444:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC445:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.section	.rodata.str1.1
.LC446:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC447:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.section	.rodata.str1.1
.LC448:
	.string	"stall length"
	.section	.rodata.str1.8
	.align 8
.LC449:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC450:
	.string	"base: service %s us"
.LC451:
	.string	", stall %s us"
.LC452:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC453:
	.string	", %s us of schedule per point\n\n"
	.align 8
.LC454:
	.string	"--correct '%s': out of memory at line %lu"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB154:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	%edi, %edx
	movl	$35, %ecx
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$6104, %rsp
	.cfi_def_cfa_offset 6160
	movdqa	.LC247(%rip), %xmm0
	leaq	1200(%rsp), %rax
	movl	%edi, 16(%rsp)
	movq	%rax, 40(%rsp)
	movq	%rax, %rdi
	xorl	%eax, %eax
	rep stosq
	leaq	.LC251(%rip), %rax
	movaps	%xmm0, 1200(%rsp)
	movdqa	.LC248(%rip), %xmm0
	leaq	.LC250(%rip), %rcx
	movq	%rax, %xmm3
	movq	%rsi, 32(%rsp)
	movaps	%xmm0, 1216(%rsp)
	movdqa	.LC249(%rip), %xmm0
	movq	$200000, 1240(%rsp)
	movaps	%xmm0, 1312(%rsp)
	movq	%rcx, %xmm0
	movq	$1000000, 1336(%rsp)
	punpcklqdq	%xmm3, %xmm0
	movl	$31, 1352(%rsp)
	movups	%xmm0, 1448(%rsp)
	cmpl	$2, %edx
	je	.L2038
.L1579:
	leaq	.LC307(%rip), %rdi
	call	getenv@PLT
	leaq	.LC308(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %rbp
	testq	%rbx, %rbx
	je	.L1874
	leaq	.LC309(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	cmpb	$0, (%rbx)
	movl	%eax, %r12d
	je	.L1627
	leaq	.LC296(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2039
.L1627:
	xorl	%eax, %eax
	testl	%r12d, %r12d
	sete	%al
.L1626:
	movl	%eax, 1472(%rsp)
	testq	%rbp, %rbp
	je	.L1629
	cmpb	$0, 0(%rbp)
	jne	.L2040
.L1629:
	cmpl	$2, 16(%rsp)
	jle	.L2041
	movl	16(%rsp), %eax
	movq	32(%rsp), %rdi
	leaq	.LC312(%rip), %r15
	leaq	944(%rsp), %r12
	movq	%r15, (%rsp)
	leaq	.LC11(%rip), %rbp
	subl	$3, %eax
	leaq	8(%rdi), %r13
	leaq	16(%rdi,%rax,8), %rax
	movq	%r13, %r15
	movq	%rax, 8(%rsp)
	leaq	1488(%rsp), %rax
	movq	%rax, 56(%rsp)
	jmp	.L1643
	.p2align 4,,10
	.p2align 3
.L1632:
	movq	8(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	je	.L2042
.L1643:
	movq	(%r15), %rdi
	movq	(%rsp), %rsi
	call	strcmp@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1632
	leaq	SCENARIOS(%rip), %r14
	movq	8(%r15), %r13
	movq	%r14, %rax
	movl	%ebx, %r14d
	movq	%rax, %rbx
.L1634:
	movq	(%rbx), %rax
	movq	%r13, %rdi
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1633
	addl	$1, %r14d
	addq	$24, %rbx
	cmpl	$5, %r14d
	jne	.L1634
	leaq	1488(%rsp), %rbx
	movq	%r13, %rcx
	xorl	%eax, %eax
	movl	$512, %esi
	leaq	.LC315(%rip), %r8
	leaq	.LC316(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
.L2030:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC79(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1628:
	movl	$2, %ebx
.L1631:
	movq	1464(%rsp), %rdi
	call	free@PLT
.L1578:
	addq	$6104, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%ebx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1633:
	.cfi_restore_state
	movq	1464(%rsp), %rdi
	movslq	%r14d, %rbx
	movl	%eax, 48(%rsp)
	movq	$0, 944(%rsp)
	call	free@PLT
	leaq	(%rbx,%rbx,2), %rax
	leaq	SCENARIOS(%rip), %rdi
	movq	16(%rdi,%rax,8), %rdi
	call	strdup@PLT
	movl	48(%rsp), %r9d
	testq	%rax, %rax
	movq	%rax, 1464(%rsp)
	movq	%rax, %rdi
	je	.L2043
	movq	%r12, %rdx
	movq	%rbp, %rsi
	movl	%r9d, 48(%rsp)
	leaq	2000(%rsp), %r13
	call	strtok_r@PLT
	movl	48(%rsp), %r9d
	testq	%rax, %rax
	je	.L1638
	movl	$1, %r14d
	leaq	2000(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1639:
	movq	%rax, -8(%r13,%r14,8)
	movq	%r12, %rdx
	xorl	%edi, %edi
	movq	%rbp, %rsi
	call	strtok_r@PLT
	movq	%r14, %r9
	testq	%rax, %rax
	setne	%cl
	cmpl	$31, %r14d
	setle	%dl
	addq	$1, %r14
	testb	%dl, %cl
	jne	.L1639
.L1638:
	leaq	(%rbx,%rbx,2), %rax
	movq	40(%rsp), %rdi
	movq	%r13, %rdx
	movl	%r9d, %esi
	movq	24(%rsp), %xmm0
	leaq	SCENARIOS(%rip), %rcx
	movhps	8(%rcx,%rax,8), %xmm0
	movq	56(%rsp), %rcx
	movups	%xmm0, 1448(%rsp)
	movq	%rcx, %rbx
	call	apply_args.constprop.0
	testl	%eax, %eax
	jne	.L2030
	movq	8(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	jne	.L1643
.L2042:
	movslq	16(%rsp), %rdi
	movq	(%rsp), %r15
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 8(%rsp)
	testq	%rax, %rax
	je	.L1641
.L1645:
	movl	$1, %r12d
	movq	%r15, (%rsp)
	xorl	%ebp, %ebp
	xorl	%r13d, %r13d
	xorl	%r14d, %r14d
	movl	%r12d, %r15d
	.p2align 4,,10
	.p2align 3
.L1649:
	movq	32(%rsp), %rdi
	movslq	%r15d, %rax
	movq	(%rsp), %rsi
	leal	1(%r15), %r12d
	movq	(%rdi,%rax,8), %rbx
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1647
	addl	$2, %r15d
	cmpl	%r12d, 16(%rsp)
	jg	.L1648
.L1647:
	leaq	.LC114(%rip), %rsi
	movq	%rbx, %rdi
	movl	%r12d, %r15d
	call	strcmp@PLT
	movq	%rbx, %rdi
	leaq	.LC117(%rip), %rsi
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %r14d
	call	strcmp@PLT
	movq	8(%rsp), %rdi
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %r13d
	movslq	%ebp, %rax
	addl	$1, %ebp
	movq	%rbx, (%rdi,%rax,8)
.L1648:
	cmpl	%r15d, 16(%rsp)
	jg	.L1649
	testl	%r14d, %r13d
	je	.L1646
	leaq	1488(%rsp), %rbx
	leaq	.LC318(%rip), %r8
	xorl	%eax, %eax
	movl	$512, %esi
	movq	%rbx, %rdi
	leaq	.LC319(%rip), %rcx
	leaq	.LC320(%rip), %rdx
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	jmp	.L2030
.L2038:
	movq	8(%rsi), %rbx
	leaq	.LC252(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2044
	leaq	.LC255(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2045
	leaq	.LC305(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1625
	leaq	.LC306(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1579
.L1625:
	movq	stdout(%rip), %rcx
	movl	$2152, %edx
	movl	$1, %esi
	xorl	%ebx, %ebx
	leaq	USAGE(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1578
.L2041:
	movslq	16(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 8(%rsp)
	testq	%rax, %rax
	je	.L1641
	cmpl	$2, 16(%rsp)
	leaq	.LC312(%rip), %r15
	je	.L1645
	xorl	%ebp, %ebp
.L1646:
	movq	8(%rsp), %r15
	movq	40(%rsp), %rdi
	leaq	1488(%rsp), %rbx
	movl	%ebp, %esi
	movq	%rbx, %rcx
	movq	%r15, %rdx
	call	apply_args.constprop.0
	movq	%r15, %rdi
	movl	%eax, %ebp
	call	free@PLT
	testl	%ebp, %ebp
	jne	.L2030
	leaq	432(%rsp), %rax
	movq	1456(%rsp), %r8
	movq	1448(%rsp), %rcx
	leaq	.LC321(%rip), %rdx
	movq	%rax, 32(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	cmpl	$1, 1360(%rsp)
	jne	.L1652
	movq	1408(%rsp), %rsi
	movq	%rsi, 8(%rsp)
	testq	%rsi, %rsi
	je	.L1653
	leaq	2000(%rsp), %rax
	movl	$512, %r9d
	movq	%rbx, %r8
	movl	$1, %ecx
	leaq	.LC160(%rip), %rdx
	movq	%rax, %rdi
	movq	%rax, (%rsp)
	call	numbers_open
	testl	%eax, %eax
	jne	.L2030
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	je	.L2046
	movq	(%rsp), %r12
	xorl	%r14d, %r14d
	movl	$1024, %ebp
	leaq	944(%rsp), %r13
	jmp	.L1659
	.p2align 4,,10
	.p2align 3
.L1662:
	movq	944(%rsp), %rax
	movq	%rax, (%r15,%r14,8)
	addq	$1, %r14
.L1659:
	movl	$512, %ecx
	movq	%rbx, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2047
	cmpq	$200000000, %r14
	je	.L2048
	cmpq	%r14, %rbp
	jne	.L1662
	movq	%rbp, %rsi
	movq	%r15, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L1663
	addq	%rbp, %rbp
	movq	%rax, %r15
	jmp	.L1662
.L1874:
	xorl	%eax, %eax
	jmp	.L1626
.L1652:
	movq	1368(%rsp), %r14
	movq	1376(%rsp), %r15
	movq	%r14, %rax
	movq	%r14, %rbp
	orq	%r15, %rax
	jne	.L1715
	cmpl	$0, 1472(%rsp)
	movabsq	$20000000000, %rbp
	movabsq	$5000000000, %rax
	cmovne	%rax, %rbp
.L1715:
	movq	1216(%rsp), %rsi
	testq	%rsi, %rsi
	je	.L1716
	cmpq	%rsi, 1208(%rsp)
	jnb	.L2049
.L1716:
	movsd	1384(%rsp), %xmm4
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm4
	movsd	%xmm4, 8(%rsp)
	jp	.L1902
	je	.L1718
.L1902:
	cmpl	$1, 1232(%rsp)
	jne	.L2050
	cmpl	$1, 1304(%rsp)
	je	.L2051
.L1724:
	testq	%r15, %r15
	je	.L2052
.L1727:
	movq	1392(%rsp), %r13
	xorl	%r14d, %r14d
	movsd	8(%rsp), %xmm7
	leaq	2000(%rsp), %rax
	movabsq	$1099511627776, %r12
	movq	%rax, (%rsp)
	movq	$0x000000000, 2008(%rsp)
	movq	%r13, 2016(%rsp)
	movsd	%xmm7, 2000(%rsp)
	jmp	.L1739
.L2054:
	cmpq	%r14, %r15
	sete	%al
.L1732:
	testb	%al, %al
	jne	.L2053
	comisd	.LC363(%rip), %xmm0
	jnb	.L1735
	cmpq	%r12, %r14
	je	.L1735
	comisd	.LC53(%rip), %xmm0
	jnb	.L1737
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1280(%rsp)
.L1738:
	addq	$1, %r14
.L1739:
	movq	(%rsp), %rdi
	call	poisson_next
	testq	%r15, %r15
	jne	.L2054
	testq	%rbp, %rbp
	js	.L1733
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L1734:
	comisd	%xmm1, %xmm0
	setnb	%al
	jmp	.L1732
.L2039:
	testl	%r12d, %r12d
	je	.L1627
	leaq	1488(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC310(%rip), %rdx
	call	snprintf@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC79(%rip), %rsi
	call	fprintf@PLT
	jmp	.L1628
.L1737:
	subsd	.LC53(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1280(%rsp)
	movl	$1, %eax
	salq	$63, %rax
	xorq	%rax, 1280(%rsp)
	jmp	.L1738
.L1733:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1734
.L2040:
	leaq	136(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2055
	movq	136(%rsp), %rax
	movl	%eax, 1352(%rsp)
	jmp	.L1629
.L1718:
	cmpl	$1, 1304(%rsp)
	je	.L2056
	movl	1232(%rsp), %eax
	cmpl	$1, %eax
	je	.L1866
.L1723:
	cmpl	$2, %eax
	je	.L2057
	movq	1240(%rsp), %rcx
	testq	%r15, %r15
	je	.L2058
.L1759:
	movabsq	$4611686018427387903, %rsi
	movq	%r15, %rax
	mulq	%rcx
	movq	%rax, %r11
	xorl	%eax, %eax
	cmpq	%r11, %rsi
	sbbq	%rdx, %rax
	jc	.L2059
	movq	%r15, 1288(%rsp)
	subq	$1, %r15
	imulq	%rcx, %r15
	cmpl	$0, 1476(%rsp)
	movq	%r15, 1280(%rsp)
	je	.L2060
.L1757:
	movq	1288(%rsp), %rax
	movl	1348(%rsp), %r12d
	movq	%rax, %r14
	cmpl	$1, %r12d
	je	.L1744
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jb	.L2061
.L1745:
	cmpl	$2, %r12d
	je	.L2062
.L1763:
	cmpl	$2, 1304(%rsp)
	movq	1200(%rsp), %r8
	je	.L2063
.L1768:
	movq	1224(%rsp), %rax
	xorl	%edx, %edx
	xorl	%edi, %edi
	leaq	1(%r14), %rcx
	movq	1280(%rsp), %rsi
	addq	%rax, %rsi
	movq	1296(%rsp), %rax
	adcq	%rdx, %rdi
	xorl	%edx, %edx
	addq	%rax, %rsi
	movq	1208(%rsp), %rax
	adcq	%rdx, %rdi
	addq	%r8, %rax
	mulq	%rcx
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rdi
	cmpq	%rsi, %rax
	movl	$0, %eax
	sbbq	%rdi, %rax
	jc	.L2064
	movq	1432(%rsp), %rcx
	movl	1360(%rsp), %eax
	movq	%rcx, 88(%rsp)
	testq	%rcx, %rcx
	je	.L1773
	testl	%eax, %eax
	je	.L2065
.L1773:
	cmpl	$2, %eax
	je	.L2066
	cmpl	$3, %eax
	jne	.L1774
	pxor	%xmm0, %xmm0
	cmpl	$0, 1232(%rsp)
	movaps	%xmm0, 784(%rsp)
	jne	.L1897
	movq	40(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rsi
	testq	%rax, %rax
	je	.L2067
.L1814:
	leaq	.LC400(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	jmp	.L1631
.L1774:
	movl	1352(%rsp), %ebx
	movl	$256, %esi
	movl	1440(%rsp), %ebp
	leal	1(%rbx), %edi
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %r14
	movq	%rax, 64(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %r15
	movq	%rax, 96(%rsp)
	call	calloc@PLT
	movl	$22, %ecx
	pxor	%xmm0, %xmm0
	leaq	656(%rsp), %rdi
	movq	%rax, 104(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r15, %r15
	movq	%rdi, 24(%rsp)
	rep stosl
	sete	%al
	testq	%r14, %r14
	movaps	%xmm0, 272(%rsp)
	sete	%dl
	orb	%dl, %al
	jne	.L1822
	testq	%rsi, %rsi
	je	.L1822
	movq	40(%rsp), %rbx
	movq	24(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	je	.L2068
.L1822:
	movq	stderr(%rip), %rdi
	movq	1288(%rsp), %rdx
	leaq	.LC405(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1821:
	movl	$1, %ebx
.L1827:
	movq	24(%rsp), %rdi
	call	buffers_free
	movq	96(%rsp), %rdi
	call	free@PLT
	movq	104(%rsp), %rdi
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	jmp	.L1631
.L2047:
	testl	%eax, %eax
	js	.L1660
	movq	(%rsp), %rdi
	call	numbers_close
.L1666:
	movq	1432(%rsp), %rax
	leaq	208(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movl	$8, %ecx
	movq	%rdi, 40(%rsp)
	movq	1320(%rsp), %r12
	movq	%rax, 48(%rsp)
	xorl	%eax, %eax
	cmpl	$0, 1328(%rsp)
	rep stosl
	leaq	240(%rsp), %rdi
	movl	$8, %ecx
	movaps	%xmm0, 144(%rsp)
	movq	%rdi, 56(%rsp)
	rep stosl
	je	.L1680
	testq	%r14, %r14
	je	.L1681
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	xorl	%eax, %eax
.L1682:
	movq	(%r15,%rax,8), %rsi
	xorl	%edi, %edi
	addq	%rsi, %rcx
	adcq	%rdi, %rbx
	addq	$1, %rax
	cmpq	%r14, %rax
	jne	.L1682
	xorl	%eax, %eax
	movq	%rbx, %rdi
	cmpq	%r14, %rcx
	movl	$1, %r12d
	sbbq	%rax, %rdi
	jnc	.L2069
.L1684:
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	jmp	.L1690
	.p2align 4,,10
	.p2align 3
.L2071:
	addq	$1, %rcx
	cmpq	%r14, %rcx
	jnb	.L2070
.L1690:
	movq	(%r15,%rcx,8), %rax
	movl	$1, %esi
	cmpq	%r12, %rax
	jb	.L1686
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rsi
.L1686:
	addq	%rbx, %rsi
	movq	%rsi, %rbx
	jnc	.L2071
.L1689:
	movl	$50, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC333(%rip), %rdi
	movl	$1, %ebx
	call	fwrite@PLT
.L1685:
	movq	%r15, %rdi
	call	free@PLT
	jmp	.L1631
.L2070:
	leaq	-1(%rsi), %rax
	movq	%rsi, 16(%rsp)
	movabsq	$2305843009213693950, %rdx
	cmpq	%rax, %rdx
	jb	.L1689
	leaq	0(,%rsi,8), %rdi
	call	malloc@PLT
	movq	%rax, 64(%rsp)
	testq	%rax, %rax
	je	.L1689
	movq	%rbx, %r8
	movq	%rax, %rcx
	movq	%r12, %rdx
	movq	%r14, %rsi
	movq	%r15, %rdi
	call	correct_co
	leaq	656(%rsp), %rax
	movq	%r14, %rsi
	movq	%r15, %rdi
	movl	1344(%rsp), %ecx
	movq	1336(%rsp), %rdx
	movq	%rax, %r8
	movq	%rax, 24(%rsp)
	call	summarise
	movq	16(%rsp), %r9
	testl	%eax, %eax
	jne	.L1693
	leaq	784(%rsp), %rax
	movl	1344(%rsp), %ecx
	movq	64(%rsp), %rdi
	movq	%rbx, %rsi
	movq	1336(%rsp), %rdx
	movq	%rax, %r8
	movq	%r9, 80(%rsp)
	movq	%rax, 16(%rsp)
	call	summarise
	testl	%eax, %eax
	je	.L2072
.L1693:
	movq	stderr(%rip), %rcx
	movl	$55, %edx
	movl	$1, %esi
	leaq	.LC334(%rip), %rdi
	call	fwrite@PLT
.L1692:
	movl	$1, %ebx
.L1700:
	movq	40(%rsp), %rdi
	call	dist_free
	movq	56(%rsp), %rdi
	call	dist_free
	movq	64(%rsp), %rdi
	call	free@PLT
	jmp	.L1685
.L1680:
	testq	%r14, %r14
	jne	.L1684
	jmp	.L1689
.L2044:
	movl	$7, %ebp
	orq	$-1, %r14
	leaq	2000(%rsp), %r12
.L1582:
	movq	%r12, %rsi
	movl	$1, %edi
	xorl	%ebx, %ebx
	call	clock_gettime@PLT
	movq	2008(%rsp), %r15
	movl	$20000000, %eax
	imulq	$1000000000, 2000(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1581:
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	subl	$1, %eax
	jne	.L1581
	movq	%r12, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	2008(%rsp), %rax
	imulq	$1000000000, 2000(%rsp), %rdx
	subq	%r15, %rdx
	addq	%rdx, %rax
	subq	%r13, %rax
	cmpq	%rax, %r14
	cmova	%rax, %r14
	subl	$1, %ebp
	jne	.L1582
	testq	%r14, %r14
	js	.L1583
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L1584:
	movsd	.LC253(%rip), %xmm1
	movl	$7, %esi
	leaq	.LC254(%rip), %rdi
	xorl	%ebx, %ebx
	movl	$1, %eax
	divsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	printf@PLT
	jmp	.L1578
.L1653:
	movq	1416(%rsp), %rax
	xorl	%ecx, %ecx
	movq	%rcx, 528(%rsp)
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L2073
	leaq	2000(%rsp), %rax
	movq	24(%rsp), %rcx
	movl	$256, %esi
	xorl	%r15d, %r15d
	movq	%rax, (%rsp)
	movq	%rax, %rdi
	leaq	.LC327(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	leaq	528(%rsp), %rax
	movl	$2, 40(%rsp)
	leaq	.LC328(%rip), %r12
	movq	%rax, 8(%rsp)
	leaq	784(%rsp), %r13
	movq	%rbx, 16(%rsp)
.L1679:
	movq	(%rsp), %rbx
	movq	24(%rsp), %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	leaq	.LC327(%rip), %rdx
	xorl	%r14d, %r14d
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	8(%rsp), %rdx
	movq	%rbx, %rdi
	movq	%r12, %rsi
	call	strtok_r@PLT
	movq	%rax, %rbx
.L1667:
	testq	%rbx, %rbx
	je	.L2074
	movl	$42, %esi
	movq	%rbx, %rdi
	call	strchr@PLT
	movq	$1, 784(%rsp)
	testq	%rax, %rax
	je	.L1668
	movb	$0, (%rax)
	leaq	1(%rax), %rbp
	movq	%r13, %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2075
.L1668:
	leaq	944(%rsp), %rbp
	leaq	656(%rsp), %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%rbp, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L1670
	movq	784(%rsp), %rax
	testq	%rax, %rax
	je	.L1672
	movq	656(%rsp), %rdx
	addq	%r14, %rax
	.p2align 4,,10
	.p2align 3
.L1674:
	testq	%r15, %r15
	je	.L1673
	movq	%rdx, (%r15,%r14,8)
.L1673:
	addq	$1, %r14
	cmpq	%rax, %r14
	jne	.L1674
.L1672:
	movq	8(%rsp), %rdx
	movq	%r12, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbx
	jmp	.L1667
.L2045:
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC256(%rip), %rdi
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC257(%rip), %rdi
	movl	%eax, %ebx
	leaq	raw.13(%rip), %rbp
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC258(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC259(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC260(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC261(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$5, %edx
	movl	$5, %esi
	leaq	.LC262(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC263(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$9, %edx
	movl	$9, %esi
	leaq	.LC264(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC265(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %edx
	movl	$118780, %esi
	leaq	.LC266(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %edx
	movl	$119860, %esi
	leaq	.LC267(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %edx
	movl	$118781, %esi
	leaq	.LC268(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	.LC269(%rip), %rdi
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rdx
	addl	%eax, %ebx
	call	expect
	movdqa	.LC270(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L1587:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L1587
	movq	$100000000, 80000+raw.13(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L1592
.L2076:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L1591
.L1592:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L1588
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L1588:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L2076
	xorl	%esi, %esi
.L1591:
	movq	%rsi, %rdx
	leaq	fixed.12(%rip), %r12
	movl	$20000, %esi
	leaq	.LC271(%rip), %rdi
	call	expect
	movq	%r12, %rcx
	movl	$10000, %edx
	movq	%rbp, %rdi
	movl	$20000, %r8d
	movl	$10001, %esi
	addl	%eax, %ebx
	call	correct_co
	movl	$20000, %esi
	leaq	.LC272(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movl	$1000, %edx
	leaq	656(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise
	movq	664(%rsp), %rdx
	movl	$1000, %esi
	leaq	.LC273(%rip), %rdi
	call	expect
	movq	672(%rsp), %rdx
	movl	$80000000, %esi
	leaq	.LC274(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	680(%rsp), %rdx
	movl	$98000000, %esi
	leaq	.LC275(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	704(%rsp), %rdx
	movl	$100000000, %esi
	leaq	.LC276(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	720(%rsp), %rdx
	movl	$1953359375, %esi
	leaq	.LC277(%rip), %rdi
	salq	$8, %rsi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC278(%rip), %rdi
	leal	(%rbx,%rax), %r12d
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC279(%rip), %rdi
	addl	%eax, %r12d
	call	expect
	movl	$2, %edx
	movl	$2, %esi
	leaq	.LC280(%rip), %rdi
	addl	%eax, %r12d
	call	expect
	movl	$2000000, %edx
	movl	$2000000, %esi
	leaq	.LC281(%rip), %rdi
	addl	%eax, %r12d
	call	expect
	movl	$8, %edx
	movl	$9, %r8d
	leaq	432(%rsp), %rdi
	movq	%rdx, %rcx
	leal	(%r12,%rax), %r15d
	xorl	%eax, %eax
	movl	$700, %esi
	rep stosl
	leaq	2000(%rsp), %rdi
	movq	%rdi, (%rsp)
	movq	%rcx, %rdx
	movl	$64, %ecx
	movq	%rdx, %rax
	rep stosq
	leaq	432(%rsp), %rax
	movl	$1, %ecx
	movq	%rax, %rdi
	movq	%rax, 32(%rsp)
	movq	%rax, %rbx
	call	dist_add.part.0
	cmpl	$0, 456(%rsp)
	jne	.L1594
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbx, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 456(%rsp)
	jne	.L1594
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbx, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L1594:
	movq	440(%rsp), %r11
	movq	(%rsp), %rbx
	xorl	%r10d, %r10d
	xorl	%r9d, %r9d
	movq	432(%rsp), %rcx
.L1599:
	cmpq	%r11, %r10
	je	.L1870
	xorl	%r8d, %r8d
	cmpq	$0, 24(%rcx)
	je	.L1596
	.p2align 4,,10
	.p2align 3
.L1601:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%rbx,%r9,8), %rdi
	je	.L1598
	.p2align 4,,10
	.p2align 3
.L1595:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%rdi,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L1595
	leaq	1(%r9,%rdx), %r9
.L1598:
	addq	$1, %r8
	cmpq	24(%rcx), %r8
	jb	.L1601
.L1596:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L1599
.L2066:
	movl	1232(%rsp), %ebx
	orl	1328(%rsp), %ebx
	jne	.L2077
	movq	1424(%rsp), %rax
	leaq	.LC166(%rip), %rsi
	leaq	784(%rsp), %r13
	leaq	336(%rsp), %r15
	leaq	LOAD_PCT.5(%rip), %rbp
	movq	%rax, %rdi
	movq	%rax, 56(%rsp)
	call	strcmp@PLT
	movl	$32, %ecx
	pxor	%xmm0, %xmm0
	leaq	656(%rsp), %rdi
	cmpl	$1, %eax
	movl	%eax, (%rsp)
	movq	1288(%rsp), %rax
	sbbq	%r8, %r8
	movq	%rdi, 24(%rsp)
	xorl	%r12d, %r12d
	imulq	1240(%rsp), %rax
	andl	$3, %r8d
	movq	%r13, 16(%rsp)
	addq	$8, %r8
	movq	%r15, 8(%rsp)
	movq	%r8, 48(%rsp)
	movq	%rax, 32(%rsp)
	movl	%ebx, %eax
	xorl	%ebx, %ebx
	rep stosl
	movaps	%xmm0, 272(%rsp)
	jmp	.L1790
.L2080:
	imulq	$100, 784(%rsp), %rax
	movl	0(%rbp,%r12,4), %ecx
	movl	%ecx, %edx
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rax, 824(%rsp)
	movq	32(%rsp), %rax
	movq	%rcx, 904(%rsp)
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 872(%rsp)
.L1779:
	movq	8(%rsp), %rdi
	movq	%r13, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L1787
	cmpl	$0, 816(%rsp)
	jne	.L2078
	movq	%r13, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 656(%rsp,%rbx,8)
	testq	%rax, %rax
	jne	.L1784
	leaq	944(%rsp), %r15
	movq	%r13, %rdi
	movq	%r15, %rsi
	call	closed_form
.L1786:
	testl	%eax, %eax
	jne	.L1787
	movq	%rbx, %rax
	movq	8(%rsp), %rsi
	leaq	304(%rsp), %rcx
	movq	%r13, %rdi
	salq	$8, %rax
	leaq	2000(%rsp,%rax), %r14
	movq	%r14, %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L1787
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	344(%rsp), %rdi
	call	free@PLT
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	392(%rsp), %rdi
	call	free@PLT
	movq	416(%rsp), %rdi
	call	free@PLT
	movq	%r14, %rcx
	movq	%r15, %rdx
	movl	%r12d, %esi
	leaq	272(%rsp), %rdi
	call	check_outcome
	cmpl	$0, (%rsp)
	jne	.L1788
	movl	0(%rbp,%r12,4), %eax
.L1789:
	movq	%rax, 528(%rsp,%rbx,8)
	addq	$1, %rbx
.L1780:
	movq	48(%rsp), %rax
	addq	$1, %r12
	cmpq	%rax, %r12
	je	.L2079
.L1790:
	cmpl	$0, (%rsp)
	movq	40(%rsp), %rsi
	movl	$40, %ecx
	movq	%r13, %rdi
	rep movsl
	je	.L2080
	leaq	STALL_US.4(%rip), %rax
	imulq	$1000, (%rax,%r12,8), %rdx
	movq	800(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 792(%rsp)
	cmpq	%rdx, %rax
	jnb	.L1779
	jmp	.L1780
.L1870:
	xorl	%esi, %esi
	leaq	784(%rsp), %rax
	movq	%r9, 40(%rsp)
	leaq	944(%rsp), %r13
	movq	%rsi, 24(%rsp)
	leaq	-8+PCT_NAME(%rip), %r14
	leaq	1488(%rsp), %rbx
	movq	%rax, 16(%rsp)
	leaq	.LC283(%rip), %r12
.L1600:
	movl	24(%rsp), %ebp
	movq	16(%rsp), %rcx
	movl	$2000, %esi
	movq	32(%rsp), %rdi
	movl	%ebp, %edx
	call	dist_summarise
	movq	40(%rsp), %rsi
	movq	(%rsp), %rdi
	movl	%ebp, %ecx
	movl	$2000, %edx
	movq	%r13, %r8
	call	summarise
	movq	784(%rsp), %rcx
	movq	944(%rsp), %rdx
	leaq	.LC282(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L2081
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1603:
	movq	24(%rsp), %rcx
	leal	(%r15,%rax), %ebp
	leaq	RANK_NAME(%rip), %rax
	movl	$8, %r15d
	movq	(%rax,%rcx,8), %rax
	movq	%rax, 8(%rsp)
	jmp	.L1606
.L1604:
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1605:
	addq	$8, %r15
	addl	%eax, %ebp
	cmpq	$56, %r15
	je	.L2082
.L1606:
	movq	(%r14,%r15), %rcx
	movq	8(%rsp), %r9
	movq	%r12, %rdx
	movq	%rbx, %rdi
	movl	$64, %esi
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	16(%rsp), %rax
	movq	0(%r13,%r15), %rdx
	movq	%rbx, %rsi
	movq	(%rax,%r15), %rcx
	cmpq	%rdx, %rcx
	jne	.L1604
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1605
.L2082:
	movq	840(%rsp), %rcx
	movq	1000(%rsp), %rdx
	leaq	.LC284(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L2083
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1608:
	movq	848(%rsp), %rcx
	addl	%eax, %ebp
	movq	1008(%rsp), %rdx
	leaq	.LC285(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L2084
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %r15d
	call	printf@PLT
.L1610:
	addl	%ebp, %r15d
	cmpq	$0, 24(%rsp)
	jne	.L2085
	movq	$1, 24(%rsp)
	jmp	.L1600
.L2085:
	movq	32(%rsp), %rdi
	leaq	starts.11(%rip), %rbp
	leaq	.LC288(%rip), %r12
	movabsq	$3777893186295716171, %r13
	leaq	80(%rbp), %r14
	call	dist_free
	xorl	%eax, %eax
	movl	$32, %ecx
	movq	%rbx, (%rsp)
	movdqa	.LC286(%rip), %xmm0
	leaq	1520(%rsp), %rdi
	rep stosl
	leaq	528(%rsp), %rax
	movaps	%xmm0, 1488(%rsp)
	movdqa	.LC287(%rip), %xmm0
	movq	%rax, 8(%rsp)
	movaps	%xmm0, 1504(%rsp)
.L1623:
	movq	0(%rbp), %rbx
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	movq	%r12, %rdx
	movl	$64, %esi
	movq	%rbx, %rcx
	call	snprintf@PLT
	cmpq	$2999, %rbx
	jbe	.L1611
	movq	%rbx, %rsi
	movl	$100, %edi
	.p2align 4,,10
	.p2align 3
.L1613:
	leaq	-3000(%rsi), %rdx
	movq	%rdx, %rax
	mulq	%r13
	shrq	$10, %rdx
	leaq	1(%rdx), %rax
	imulq	$5000, %rax, %rax
	leaq	2000(%rax), %rdx
	cmpq	%rdx, %rsi
	jb	.L1615
	leaq	3000(%rax), %rsi
	cmpq	$2999, %rsi
	ja	.L1613
.L2029:
	movl	$2000, %edx
	xorl	%eax, %eax
.L1615:
	leaq	(%rdi,%rsi), %rcx
	cmpq	%rcx, %rdx
	jnb	.L1614
.L2086:
	subq	%rdx, %rcx
	leaq	3000(%rax), %rsi
	movl	$2000, %edx
	xorl	%eax, %eax
	movq	%rcx, %rdi
	cmpq	$2999, %rsi
	ja	.L1613
	leaq	(%rdi,%rsi), %rcx
	cmpq	%rcx, %rdx
	jb	.L2086
.L1614:
	leaq	100(%rbx), %rdx
	cmpq	$2000, %rdx
	jbe	.L1617
	movl	$2000, %eax
	jmp	.L1620
	.p2align 4,,10
	.p2align 3
.L2087:
	addq	$1000, %rdx
	addq	$5000, %rax
	cmpq	%rdx, %rax
	jnb	.L1617
.L1620:
	cmpq	%rax, %rbx
	jb	.L2087
	leaq	1000(%rax), %r8
	leaq	1100(%rax), %rdi
	cmpq	%r8, %rbx
	cmovb	%rdi, %rdx
	addq	$5000, %rax
	cmpq	%rdx, %rax
	jb	.L1620
.L1617:
	movq	8(%rsp), %rsi
	cmpq	%rcx, %rdx
	je	.L2088
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1622:
	addq	$8, %rbp
	addl	%eax, %r15d
	cmpq	%r14, %rbp
	jne	.L1623
	movq	(%rsp), %rbx
	movl	$100, %edx
	movl	$1900, %esi
	movq	%rbx, %rdi
	call	ref_serve
	movl	$2000, %esi
	leaq	.LC289(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$1950, %esi
	leal	(%r15,%rax), %ebp
	call	ref_serve
	movl	$3050, %esi
	leaq	.LC290(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$2500, %esi
	addl	%eax, %ebp
	call	ref_serve
	movl	$3100, %esi
	leaq	.LC291(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC292(%rip), %rdi
	leal	0(%rbp,%rax), %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC293(%rip), %rdi
	addl	%eax, %ebx
	leaq	.LC297(%rip), %rbp
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC294(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC295(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC296(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	movl	$250, %ecx
	movl	$1, %edx
	movq	%rbp, %rdi
	movl	$1, %esi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	movq	%rbp, %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	leaq	.LC298(%rip), %rdi
	addl	%eax, %ebx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC299(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC300(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC301(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC302(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC303(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC304(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L1578
.L1611:
	movl	$100, %edi
	movl	$3000, %esi
	cmpq	$1999, %rbx
	ja	.L1613
	movq	%rbx, %rsi
	jmp	.L2029
.L2088:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1622
.L2053:
	leaq	.LC365(%rip), %r8
	leaq	.LC366(%rip), %rcx
	testq	%r14, %r14
	je	.L2034
	movsd	8(%rsp), %xmm5
	cmpl	$0, 1476(%rsp)
	movq	%r13, 1256(%rsp)
	movq	%r14, 1288(%rsp)
	movsd	%xmm5, 1248(%rsp)
	jne	.L1741
	movsd	.LC45(%rip), %xmm0
	movsd	.LC53(%rip), %xmm1
	divsd	%xmm5, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L1742
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1320(%rsp)
.L1743:
	movq	1320(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1320(%rsp)
.L1741:
	movl	1348(%rsp), %r12d
	cmpl	$1, %r12d
	jne	.L1745
	movq	1288(%rsp), %rax
.L1744:
	movq	%rax, %r14
	movl	$1, %r12d
	leaq	.LC372(%rip), %r8
	leaq	.LC236(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L1763
.L2035:
	leaq	.LC373(%rip), %rdx
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2030
.L2060:
	movq	%rcx, 1320(%rsp)
	jmp	.L1757
.L2058:
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r15
	jmp	.L1759
.L2069:
	movq	%rcx, %rdi
	movq	%rbx, %rsi
	movq	%r14, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	%rax, %r12
	jmp	.L1684
.L2068:
	cmpl	$0, 1232(%rsp)
	jne	.L1898
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, %r15
	testq	%rax, %rax
	jne	.L1823
	leaq	2000(%rsp), %rax
	movq	40(%rsp), %rdi
	movq	%rax, %rsi
	movq	%rax, (%rsp)
	call	closed_form
.L1825:
	testl	%eax, %eax
	jne	.L2089
	leaq	.LC407(%rip), %rdi
	call	puts@PLT
	movq	32(%rsp), %rsi
	leaq	.LC408(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	528(%rsp), %rax
	movq	1200(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC409(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 1208(%rsp)
	je	.L2090
	cmpq	$0, 1216(%rsp)
	movq	1224(%rsp), %rsi
	jne	.L1830
	leaq	784(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	call	fmt_us.constprop.0
	movq	1208(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC411(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	944(%rsp), %rax
	movq	%rax, 48(%rsp)
.L1829:
	cmpl	$0, 1232(%rsp)
	movq	1288(%rsp), %rbx
	jne	.L1831
	movq	1240(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC413(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1832:
	movq	1312(%rsp), %rdx
	movl	1304(%rsp), %esi
	leaq	.LC10(%rip), %rax
	leaq	.LC246(%rip), %rcx
	leaq	.LC415(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1296(%rsp), %rsi
	testq	%rsi, %rsi
	jne	.L2091
.L1834:
	xorl	%eax, %eax
	leaq	.LC417(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 1328(%rsp)
	je	.L1835
	leaq	.LC418(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1836:
	movq	1336(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movl	1344(%rsp), %ecx
	leaq	.LC420(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 1232(%rsp)
	je	.L2092
	movq	1288(%rsp), %rax
	mulq	1200(%rsp)
	movq	%rax, %rcx
	xorl	%eax, %eax
	cmpq	1280(%rsp), %rcx
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	setnc	%al
	movzbl	%al, %eax
.L1838:
	testl	%eax, %eax
	jne	.L2093
.L1863:
	testq	%r15, %r15
	je	.L2094
	movq	%r15, %rsi
	leaq	.LC423(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC424(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1841:
	movl	688(%rsp), %eax
	cmpl	$2, %eax
	je	.L2095
	subl	$1, %eax
	je	.L2096
	movl	$65536, %esi
	leaq	.LC427(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1843:
	movl	1352(%rsp), %esi
	leaq	.LC428(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	%ebp, 112(%rsp)
	xorl	%r8d, %r8d
	movq	%r15, 120(%rsp)
.L1849:
	movl	%r8d, %r13d
	movq	64(%rsp), %rax
	movq	48(%rsp), %rcx
	movl	%r8d, 32(%rsp)
	salq	$8, %r13
	movq	24(%rsp), %rsi
	movq	40(%rsp), %rdi
	addq	%rax, %r13
	movq	%r13, %rdx
	call	run_once
	movl	32(%rsp), %r8d
	testl	%eax, %eax
	jne	.L2097
	testl	%r8d, %r8d
	leaq	.LC10(%rip), %rax
	movq	%r13, 80(%rsp)
	leaq	.LC430(%rip), %rcx
	cmove	%rcx, %rax
	movl	%r8d, 32(%rsp)
	leaq	8(%r13), %r15
	leaq	SET_NAME(%rip), %r12
	leaq	48+PCT_NAME(%rip), %rbp
	leaq	.LC185(%rip), %rbx
	movq	%rax, 56(%rsp)
.L1847:
	movq	(%r12), %rcx
	movq	56(%rsp), %rdx
	xorl	%eax, %eax
	movq	%r15, %r13
	movl	32(%rsp), %esi
	leaq	.LC431(%rip), %rdi
	leaq	PCT_NAME(%rip), %r14
	call	printf@PLT
	movq	-8(%r15), %rsi
	leaq	.LC184(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1846:
	movq	0(%r13), %rdx
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$8, %r14
	addq	$8, %r13
	call	printf@PLT
	cmpq	%rbp, %r14
	jne	.L1846
	movq	56(%r15), %rdx
	movq	48(%r15), %rsi
	xorl	%eax, %eax
	addq	$8, %r12
	leaq	.LC432(%rip), %rdi
	addq	$72, %r15
	call	printf@PLT
	leaq	24+SET_NAME(%rip), %rax
	cmpq	%r12, %rax
	jne	.L1847
	movl	32(%rsp), %r8d
	movq	80(%rsp), %r13
	leaq	272(%rsp), %rdi
	movq	(%rsp), %rdx
	movl	%r8d, %esi
	movq	%r13, %rcx
	call	check_outcome
	movl	32(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L1848
	movsd	944(%rsp), %xmm0
	movq	96(%rsp), %rcx
	leal	-1(%r8), %eax
	movsd	%xmm0, (%rcx,%rax,8)
	movq	104(%rsp), %rcx
	movsd	952(%rsp), %xmm0
	movsd	%xmm0, (%rcx,%rax,8)
.L1848:
	movl	1352(%rsp), %esi
	addl	$1, %r8d
	cmpl	%r8d, %esi
	jnb	.L1849
	movq	64(%rsp), %rax
	leaq	304(%rsp), %r14
	movq	48(%rsp), %rdx
	movq	%r14, %rcx
	movl	112(%rsp), %ebp
	movq	120(%rsp), %r15
	leaq	256(%rax), %rdi
	call	aggregate
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2098
	movl	$10, %edi
	xorl	%ebx, %ebx
	leaq	.LC436(%rip), %r12
	call	putchar@PLT
	call	print_header
	leaq	.LC434(%rip), %rsi
	leaq	.LC435(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1851:
	movq	48(%rsp), %rax
	leaq	(%rbx,%rbx,8), %rsi
	addq	%rax, %rsi
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%rbx), %rdi
	call	print_row
	movsd	(%r14,%rbx), %xmm0
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$24, %rbx
	jne	.L1851
	movq	1336(%rsp), %rsi
	leaq	336(%rsp), %rdi
	leaq	.LC222(%rip), %rbx
	leaq	.LC439(%rip), %r12
	call	fmt_us.constprop.0
	movl	1352(%rsp), %esi
	leaq	.LC437(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	96(%rsp), %rsi
	movq	8(%rsp), %rdi
	movl	1352(%rsp), %edx
	call	stats_of
	leaq	.LC438(%rip), %rcx
	movl	$3, %eax
	movsd	528(%rsp), %xmm6
	movsd	544(%rsp), %xmm2
	movq	%rcx, %rdi
	movsd	536(%rsp), %xmm1
	leaq	.LC221(%rip), %rsi
	movapd	%xmm6, %xmm0
	movsd	%xmm6, 32(%rsp)
	movsd	%xmm2, (%rsp)
	movsd	%xmm1, 8(%rsp)
	call	printf@PLT
	movl	1352(%rsp), %edx
	movq	104(%rsp), %rsi
	leaq	552(%rsp), %rdi
	call	stats_of
	movq	560(%rsp), %r14
	movq	%rbx, %rsi
	movsd	552(%rsp), %xmm7
	movsd	568(%rsp), %xmm2
	leaq	.LC438(%rip), %rcx
	movl	$3, %eax
	movq	%r14, %xmm1
	movapd	%xmm7, %xmm0
	movq	%rcx, %rdi
	movsd	%xmm7, 80(%rsp)
	movsd	%xmm2, 56(%rsp)
	call	printf@PLT
	movl	$10, %edi
	call	putchar@PLT
	movq	48(%rsp), %rsi
	leaq	.LC221(%rip), %rdi
	call	print_result_set
	leaq	1016(%rsp), %rsi
	movq	%rbx, %rdi
	call	print_result_set
	leaq	1088(%rsp), %rsi
	leaq	.LC219(%rip), %rdi
	call	print_result_set
	movl	1352(%rsp), %eax
	movq	64(%rsp), %rcx
	movq	%r12, %rdi
	leaq	.LC221(%rip), %rsi
	salq	$8, %rax
	addq	%rcx, %rax
	movq	232(%rax), %rcx
	movq	216(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%rsp), %rcx
	movq	%rbx, %rsi
	movq	%r12, %rdi
	movl	1352(%rsp), %eax
	salq	$8, %rax
	addq	%rcx, %rax
	movq	240(%rax), %rcx
	movq	224(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	1352(%rsp), %eax
	movq	64(%rsp), %rcx
	leaq	.LC345(%rip), %rdi
	salq	$8, %rax
	movq	248(%rcx,%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	1232(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L2099
.L1852:
	movq	16(%rsp), %rdx
	movq	40(%rsp), %rdi
	xorl	%esi, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L2100
.L1853:
	movq	784(%rsp), %rdi
	leaq	.LC444(%rip), %r12
	call	free@PLT
	movq	792(%rsp), %rdi
	call	free@PLT
	movq	800(%rsp), %rdi
	call	free@PLT
	movsd	(%rsp), %xmm2
	movq	%r12, %rdi
	movsd	8(%rsp), %xmm1
	movsd	32(%rsp), %xmm0
	leaq	.LC221(%rip), %rsi
	movl	$3, %eax
	call	printf@PLT
	movq	%r12, %rdi
	movq	%r14, %xmm1
	movq	%rbx, %rsi
	movsd	56(%rsp), %xmm2
	movsd	80(%rsp), %xmm0
	movl	$3, %eax
	call	printf@PLT
	movq	88(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1855
	movl	1352(%rsp), %ecx
	movq	64(%rsp), %rax
	movl	%ebp, %r8d
	movq	24(%rsp), %rdx
	movq	40(%rsp), %rsi
	salq	$8, %rcx
	addq	%rax, %rcx
	call	export_bench
	negl	%eax
	sbbl	%r13d, %r13d
.L1855:
	movq	16(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2101
.L1856:
	testq	%r15, %r15
	leaq	.LC242(%rip), %rax
	leaq	.LC243(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC446(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	280(%rsp), %rbp
	movl	1352(%rsp), %eax
	leaq	.LC447(%rip), %rdi
	movq	272(%rsp), %rsi
	leal	1(%rax), %ecx
	movq	%rbp, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	testl	%r13d, %r13d
	setne	%bl
	testq	%rbp, %rbp
	setne	%al
	orl	%eax, %ebx
	movzbl	%bl, %ebx
	jmp	.L1827
.L2072:
	movq	80(%rsp), %r13
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
.L1694:
	cmpq	%r14, %rax
	jnb	.L1697
	movq	(%r15,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L1698
	.p2align 4,,10
	.p2align 3
.L1696:
	addq	$1, %rbx
	cmpq	%r14, %rbx
	je	.L1695
.L1698:
	cmpq	%rsi, (%r15,%rbx,8)
	je	.L1696
.L1695:
	movq	%rbx, %r8
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbp, %rdi
	subq	%rax, %r8
	call	dist_add
	movq	%rbx, %rax
	jmp	.L1694
.L1583:
	movq	%r14, %rax
	andl	$1, %r14d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r14, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1584
.L2052:
	testq	%rbp, %rbp
	js	.L1728
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbp, %xmm0
.L1729:
	divsd	.LC45(%rip), %xmm0
	mulsd	8(%rsp), %xmm0
	leaq	.LC360(%rip), %r8
	leaq	.LC361(%rip), %rcx
	comisd	.LC359(%rip), %xmm0
	jbe	.L1727
.L2034:
	leaq	.LC362(%rip), %rdx
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2030
.L2077:
	movq	stderr(%rip), %rdi
	leaq	.LC381(%rip), %rdx
	leaq	.LC79(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L1628
.L2073:
	leaq	.LC324(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC325(%rip), %rcx
	leaq	.LC326(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2030
.L2078:
	leaq	.LC233(%rip), %rax
	movq	%rax, 656(%rsp,%rbx,8)
.L1784:
	leaq	944(%rsp), %r15
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%r13, %rdi
	movq	%r15, %rdx
	call	walk_outcome
	jmp	.L1786
.L1788:
	movq	792(%rsp), %rax
	jmp	.L1789
.L2063:
	cmpq	$0, 1376(%rsp)
	je	.L1767
	xorl	%eax, %eax
	movq	%rax, 1296(%rsp)
	jmp	.L1768
.L2065:
	movq	40(%rsp), %rdi
	call	exact_by
	cmpl	$3, %eax
	jne	.L1774
	movl	$1048576, %r8d
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movq	1288(%rsp), %rcx
	leaq	.LC380(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2030
.L2048:
	movq	8(%rsp), %rcx
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC323(%rip), %rdx
	call	snprintf@PLT
.L1660:
	movq	(%rsp), %rdi
	call	numbers_close
	movq	%r15, %rdi
	call	free@PLT
	jmp	.L2030
.L1697:
	movq	56(%rsp), %rdx
	movq	40(%rsp), %rdi
	movq	%r12, %rsi
	movq	%r13, 80(%rsp)
	call	dist_correct
	movl	232(%rsp), %eax
	movq	80(%rsp), %r9
	orl	264(%rsp), %eax
	jne	.L1701
	movl	1344(%rsp), %edx
	movq	40(%rsp), %rdi
	movq	%r9, 104(%rsp)
	leaq	944(%rsp), %rbx
	movq	1336(%rsp), %rsi
	movq	%rbx, %rcx
	movl	%edx, 88(%rsp)
	movq	%rsi, 80(%rsp)
	call	dist_summarise
	testl	%eax, %eax
	jne	.L1701
	movq	(%rsp), %rcx
	movl	88(%rsp), %edx
	movq	80(%rsp), %rsi
	movq	56(%rsp), %rdi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L1701
	movq	24(%rsp), %xmm0
	leaq	160(%rsp), %rax
	movq	%r15, 96(%rsp)
	movq	%rax, 88(%rsp)
	leaq	176(%rsp), %rax
	movhps	16(%rsp), %xmm0
	movq	%rax, 80(%rsp)
	leaq	144(%rsp), %rax
	movaps	%xmm0, 160(%rsp)
	movq	%rbx, %xmm0
	xorl	%ebx, %ebx
	movhps	(%rsp), %xmm0
	movq	%rax, (%rsp)
	movaps	%xmm0, 176(%rsp)
.L1702:
	leaq	names.9(%rip), %rcx
	xorl	%eax, %eax
	movq	%r12, 112(%rsp)
	movq	(%rcx,%rbx), %rbp
	movq	%rbp, %r12
	movq	%rbx, %rbp
	movq	%rax, %rbx
.L1703:
	movq	88(%rsp), %rax
	movq	(%rsp), %rdi
	movq	%r12, %rdx
	xorl	%esi, %esi
	leaq	PCT_NAME(%rip), %rcx
	movq	(%rax,%rbp), %r15
	movq	80(%rsp), %rax
	movq	(%rcx,%rbx,8), %rcx
	movq	(%rax,%rbp), %r13
	movslq	%ebx, %rax
	addq	$1, %rbx
	movq	8(%r15,%rax,8), %r9
	movq	8(%r13,%rax,8), %r8
	call	check
	cmpq	$6, %rbx
	jne	.L1703
	movq	(%r15), %r9
	movq	0(%r13), %r8
	movq	%rbp, %rbx
	movq	%r12, %rbp
	movq	(%rsp), %rdi
	xorl	%esi, %esi
	leaq	.LC2(%rip), %rcx
	movq	%rbp, %rdx
	movq	112(%rsp), %r12
	call	check
	movq	56(%r15), %r9
	movq	56(%r13), %r8
	xorl	%esi, %esi
	movq	(%rsp), %rdi
	leaq	.LC7(%rip), %rcx
	movq	%rbp, %rdx
	call	check
	movq	64(%r15), %r9
	movq	64(%r13), %r8
	xorl	%esi, %esi
	movq	(%rsp), %rdi
	leaq	.LC218(%rip), %rcx
	movq	%rbp, %rdx
	call	check
	cmpq	$8, %rbx
	je	.L1704
	movl	$8, %ebx
	jmp	.L1702
.L1735:
	leaq	.LC360(%rip), %r8
	leaq	.LC364(%rip), %rcx
	jmp	.L2034
.L2062:
	leaq	2000(%rsp), %rsi
	movq	40(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L1763
	cmpl	$0, 1232(%rsp)
	leaq	.LC233(%rip), %rcx
	jne	.L1765
	movq	40(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2102
.L1765:
	leaq	.LC10(%rip), %r8
	leaq	.LC375(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L2030
.L1701:
	movq	stderr(%rip), %rcx
	movl	$66, %edx
	movl	$1, %esi
	leaq	.LC335(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1692
.L2051:
	cmpq	$1, 1312(%rsp)
	jbe	.L1724
.L1867:
	leaq	.LC354(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC355(%rip), %rcx
	leaq	.LC356(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2030
.L2056:
	cmpq	$1, 1312(%rsp)
	ja	.L1867
	movl	1232(%rsp), %eax
	cmpl	$1, %eax
	jne	.L1723
	movsd	8(%rsp), %xmm5
	ucomisd	%xmm0, %xmm5
	jp	.L1724
	jne	.L1724
.L1866:
	leaq	.LC10(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC357(%rip), %rcx
	leaq	.LC358(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2030
.L1787:
	movq	8(%rsp), %rdi
	call	buffers_free
	movl	$34, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC382(%rip), %rdi
	call	fwrite@PLT
.L2031:
	movl	$1, %ebx
	jmp	.L1631
.L2057:
	movq	1400(%rsp), %r12
	leaq	2000(%rsp), %rax
	xorl	%ecx, %ecx
	movq	%rbx, %r8
	movl	$512, %r9d
	leaq	.LC78(%rip), %rdx
	movq	%rax, %rdi
	movq	%rax, (%rsp)
	movq	%r12, %rsi
	call	numbers_open
	testl	%eax, %eax
	jne	.L2030
	xorl	%edx, %edx
	leaq	944(%rsp), %rax
	xorl	%r8d, %r8d
	movq	%rbp, 16(%rsp)
	movq	%rdx, 8(%rsp)
	movq	%r14, %rbp
	movq	%r8, %r14
	movabsq	$1099511627776, %r13
	movq	%rax, 48(%rsp)
.L1747:
	movq	48(%rsp), %rsi
	movq	(%rsp), %rdi
	movl	$512, %ecx
	movq	%rbx, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2103
	cmpq	2048(%rsp), %r13
	jb	.L2104
	testq	%r15, %r15
	je	.L1904
	cmpq	%r14, %r15
	je	.L1747
.L1904:
	movq	944(%rsp), %rax
	testq	%rbp, %rbp
	je	.L1752
	cmpq	%rbp, %rax
	jnb	.L1747
.L1752:
	movq	8(%rsp), %rcx
	testq	%r14, %r14
	movq	%rax, 1280(%rsp)
	cmove	%rax, %rcx
	addq	$1, %r14
	movq	%rcx, 8(%rsp)
	jmp	.L1747
.L2084:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r15d, %r15d
	call	printf@PLT
	jmp	.L1610
.L1898:
	leaq	.LC233(%rip), %r15
.L1823:
	leaq	2000(%rsp), %rax
	movq	40(%rsp), %rdi
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	walk_outcome
	jmp	.L1825
.L1767:
	movq	%rbp, 1296(%rsp)
	testq	%rbp, %rbp
	je	.L1768
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%r8
	movq	1312(%rsp), %rdx
	subl	$1, %r12d
	leaq	1(%rdx,%rax), %rax
	je	.L1769
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L1768
	leaq	.LC237(%rip), %rcx
.L1770:
	leaq	.LC376(%rip), %r8
	leaq	.LC377(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L2030
.L2083:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1608
.L2081:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1603
.L2055:
	leaq	1488(%rsp), %rbx
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC311(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L2030
.L1728:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1729
.L1670:
	movq	16(%rsp), %rbx
	leaq	.LC10(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC330(%rip), %rdx
.L2033:
	movq	%rbx, %rdi
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r15, %rdi
	call	free@PLT
	jmp	.L2030
.L2074:
	cmpl	$1, 40(%rsp)
	jne	.L2105
	leaq	.LC231(%rip), %rax
	movq	16(%rsp), %rbx
	movq	%rax, 8(%rsp)
	testq	%r15, %r15
	jne	.L1666
	jmp	.L2030
.L1897:
	leaq	.LC233(%rip), %rsi
	jmp	.L1814
.L2103:
	movq	(%rsp), %rdi
	movq	16(%rsp), %rbp
	movq	%r14, 24(%rsp)
	movl	%eax, 16(%rsp)
	call	numbers_close
	movl	16(%rsp), %eax
	testl	%eax, %eax
	js	.L2030
	movq	24(%rsp), %r8
	movq	1400(%rsp), %rcx
	testq	%r8, %r8
	je	.L2106
	cmpl	$0, 1476(%rsp)
	movq	%rcx, 1264(%rsp)
	movq	%r8, 1288(%rsp)
	jne	.L1757
	cmpq	$1, %r8
	je	.L1758
	movq	1280(%rsp), %rax
	movq	8(%rsp), %rcx
	subq	$1, %r8
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r8
	movq	%rax, %r8
.L1758:
	testq	%r8, %r8
	movl	$1, %eax
	cmove	%rax, %r8
	movq	%r8, 1320(%rsp)
	jmp	.L1757
.L1681:
	ud2
.L2075:
	movq	16(%rsp), %rbx
	leaq	.LC158(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC329(%rip), %rdx
	jmp	.L2033
.L2091:
	movq	8(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC416(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1834
.L1831:
	movq	1280(%rsp), %rax
	xorl	%edx, %edx
	movq	8(%rsp), %rdi
	divq	%rbx
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	movl	1232(%rsp), %edx
	leaq	.LC414(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rsi
	movq	1288(%rsp), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1832
.L1830:
	leaq	944(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	fmt_us.constprop.0
	movq	1216(%rsp), %rsi
	movq	%rax, %rbx
	leaq	784(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	call	fmt_us.constprop.0
	movq	1208(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%rbx, %rcx
	movq	%r12, %rdx
	leaq	.LC412(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1829
.L2090:
	leaq	.LC410(%rip), %rdi
	call	puts@PLT
	leaq	784(%rsp), %rax
	movq	%rax, 16(%rsp)
	leaq	944(%rsp), %rax
	movq	%rax, 48(%rsp)
	jmp	.L1829
.L2089:
	movq	stderr(%rip), %rcx
	movl	$78, %edx
	movl	$1, %esi
	leaq	.LC406(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1821
.L2067:
	leaq	944(%rsp), %r12
	movq	40(%rsp), %rdi
	movq	%r12, %rsi
	call	closed_form
	testl	%eax, %eax
	jne	.L1818
	leaq	2000(%rsp), %rbp
	movq	40(%rsp), %rdi
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%rbp, %rdx
	call	walk_outcome
	testl	%eax, %eax
	jne	.L1818
	leaq	784(%rsp), %rbx
	movq	%r12, %rcx
	movq	%rbp, %rdx
	xorl	%esi, %esi
	movq	%rbx, %rdi
	call	check_outcome
	movq	1192(%rsp), %r9
	movq	%rbx, %rdi
	xorl	%esi, %esi
	movq	2248(%rsp), %r8
	leaq	.LC403(%rip), %rdx
	leaq	.LC402(%rip), %rcx
	call	check
	movq	792(%rsp), %rbx
	leaq	.LC404(%rip), %rdi
	xorl	%eax, %eax
	movq	784(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
.L2032:
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L1631
.L2104:
	movq	%rbx, %rdi
	movq	%r12, %rcx
	leaq	.LC367(%rip), %rdx
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	movq	(%rsp), %rdi
	call	numbers_close
	jmp	.L2030
.L2079:
	cmpl	$0, (%rsp)
	jne	.L2107
	leaq	.LC166(%rip), %rsi
	leaq	.LC449(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %r15
	movq	1200(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC450(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1208(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC451(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1216(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC452(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC453(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC238(%rip), %rsi
.L1858:
	leaq	.LC10(%rip), %r13
	leaq	.LC385(%rip), %r12
	xorl	%eax, %eax
	leaq	.LC383(%rip), %rdx
	leaq	.LC384(%rip), %rdi
	call	printf@PLT
	movq	%r13, %rcx
	movq	%r13, %rdx
	movq	%r12, %rdi
	leaq	.LC221(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC387(%rip), %r14
	call	printf@PLT
	movq	%r13, %rcx
	movq	%r13, %rdx
	movq	%r12, %rdi
	leaq	.LC222(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC389(%rip), %r15
	call	printf@PLT
	movq	%r13, %rcx
	movq	%r13, %rdx
	movq	%r12, %rdi
	leaq	.LC219(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %r12d
	call	printf@PLT
	movq	%r13, %rdx
	movq	%r13, %rsi
	xorl	%eax, %eax
	leaq	.LC386(%rip), %rdi
	leaq	.LC390(%rip), %r13
	call	printf@PLT
	leaq	.LC391(%rip), %rbp
.L1793:
	movq	%r14, %rdx
	leaq	.LC388(%rip), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r13, %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC11(%rip), %rsi
	call	printf@PLT
	xorl	%eax, %eax
	movq	%rbp, %rdx
	movq	%r15, %rdi
	leaq	.LC11(%rip), %rsi
	call	printf@PLT
	subl	$1, %r12d
	jne	.L1793
	movl	$10, %edi
	xorl	%r12d, %r12d
	call	putchar@PLT
	movq	16(%rsp), %r13
.L1794:
	cmpq	%rbx, %r12
	je	.L2108
	cmpl	$0, (%rsp)
	movq	528(%rsp,%r12,8), %rsi
	jne	.L1795
	leaq	.LC392(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1796:
	movq	24(%rsp), %rax
	leaq	.LC240(%rip), %rsi
	leaq	.LC394(%rip), %rdi
	leaq	COL.3(%rip), %r14
	cmpq	$0, (%rax,%r12,8)
	leaq	.LC241(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	call	printf@PLT
	movq	%r12, %rax
	movq	%r12, 16(%rsp)
	salq	$5, %rax
	movq	%rbx, 32(%rsp)
	movq	%rax, 8(%rsp)
.L1798:
	movq	8(%rsp), %rax
	movslq	%ebp, %r12
	xorl	%ebx, %ebx
	leaq	(%r12,%r12,8), %r12
	addq	%rax, %r12
.L1802:
	movslq	(%r14,%rbx,4), %rax
	movq	%r13, %rdi
	addq	%r12, %rax
	movq	2008(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L2109
	xorl	%eax, %eax
	leaq	.LC11(%rip), %rsi
	movq	%r15, %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L1894
	addl	$1, %ebp
	cmpl	$3, %ebp
	jne	.L1798
	movq	16(%rsp), %r12
	movl	$10, %edi
	movq	32(%rsp), %rbx
	call	putchar@PLT
	addq	$1, %r12
	jmp	.L1794
.L2109:
	leaq	.LC388(%rip), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L1802
.L1894:
	movl	$2, %ebx
	jmp	.L1802
.L1795:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC393(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1796
.L2108:
	leaq	.LC395(%rip), %rdi
	xorl	%ebp, %ebp
	leaq	PCT_NAME(%rip), %r13
	movq	%rbx, %r12
	call	puts@PLT
.L1804:
	cmpq	%r12, %rbp
	je	.L2110
	movq	56(%rsp), %rsi
	leaq	.LC396(%rip), %rdi
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	movq	528(%rsp,%rbp,8), %rdx
	leaq	12+COL.3(%rip), %r15
	call	printf@PLT
	movq	%rbp, %rax
	movq	%r12, 32(%rsp)
	salq	$5, %rax
	movq	%rbp, 16(%rsp)
	movq	%rbx, %rbp
	movq	%rax, 8(%rsp)
.L1805:
	movq	8(%rsp), %rax
	movslq	%ebp, %r14
	leaq	COL.3(%rip), %r12
	leaq	(%r14,%r14,8), %r14
	addq	%rax, %r14
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%rbp,8), %rbx
.L1806:
	movslq	(%r12), %rax
	movq	%rbx, %rsi
	leaq	.LC397(%rip), %rdi
	addq	$4, %r12
	leaq	(%r14,%rax), %rdx
	movq	2008(%rsp,%rdx,8), %rcx
	movq	0(%r13,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r12, %r15
	jne	.L1806
	addq	$1, %rbp
	cmpq	$3, %rbp
	jne	.L1805
	movq	16(%rsp), %rbp
	movq	24(%rsp), %rax
	leaq	.LC243(%rip), %rsi
	leaq	.LC398(%rip), %rdi
	movq	32(%rsp), %r12
	cmpq	$0, (%rax,%rbp,8)
	leaq	.LC242(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %rbp
	call	printf@PLT
	jmp	.L1804
.L2110:
	movq	280(%rsp), %rbx
	movq	272(%rsp), %rsi
	movq	%rbp, %rcx
	xorl	%eax, %eax
	leaq	.LC399(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	movq	88(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2032
	movl	(%rsp), %ecx
	xorl	%eax, %eax
	leaq	.LC245(%rip), %rsi
	leaq	sweep_writer(%rip), %rdx
	movq	%rbp, 968(%rsp)
	testl	%ecx, %ecx
	leaq	944(%rsp), %rcx
	sete	%al
	movl	%eax, 944(%rsp)
	leaq	528(%rsp), %rax
	movq	%rax, %xmm0
	leaq	2000(%rsp), %rax
	movq	%rax, %xmm5
	leaq	.LC244(%rip), %rax
	cmove	%rax, %rsi
	punpcklqdq	%xmm5, %xmm0
	movups	%xmm0, 952(%rsp)
	call	export_file
	testl	%eax, %eax
	je	.L2032
	jmp	.L2031
.L2097:
	movq	stderr(%rip), %rcx
	movl	$68, %edx
	movl	$1, %esi
	leaq	.LC429(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1821
.L2093:
	leaq	.LC421(%rip), %rdi
	call	puts@PLT
	jmp	.L1863
.L2092:
	movq	1240(%rsp), %rax
	cmpq	%rax, 1200(%rsp)
	setnb	%al
	movzbl	%al, %eax
	jmp	.L1838
.L1835:
	movq	1320(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC419(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1836
.L1769:
	leaq	.LC236(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L1768
	jmp	.L1770
.L2100:
	movq	816(%rsp), %r12
	movq	792(%rsp), %r11
	leaq	.LC441(%rip), %rdi
	movq	784(%rsp), %r10
	movq	(%r11,%r12,8), %rcx
	leaq	0(,%r12,8), %r9
	movq	%r12, %rsi
	movq	%r11, 112(%rsp)
	movq	(%r10,%r12,8), %rdx
	movq	%r9, 120(%rsp)
	movq	%r10, 48(%rsp)
	call	printf@PLT
	leaq	1(%r12), %rax
	movq	48(%rsp), %r10
	cmpq	808(%rsp), %rax
	movq	112(%rsp), %r11
	movq	120(%rsp), %r9
	jb	.L2111
.L1854:
	movq	824(%rsp), %rdx
	leaq	.LC443(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r12, %rsi
	call	printf@PLT
	jmp	.L1853
.L2099:
	movq	1288(%rsp), %rsi
	movq	1280(%rsp), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	SCHED_NAME(%rip), %rdx
	movq	(%rdx,%rcx,8), %rdi
	movq	%rsi, %rdx
	movq	%rdi, %rsi
	leaq	.LC440(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1852
.L2098:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC433(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1821
.L2094:
	movl	$29, %esi
	leaq	.LC422(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1841
.L1704:
	movq	104(%rsp), %r9
	leaq	.LC336(%rip), %rdi
	movq	96(%rsp), %r15
	leaq	.LC232(%rip), %r13
	leaq	.LC10(%rip), %rbp
	movq	%r9, (%rsp)
	call	puts@PLT
	movq	8(%rsp), %rdx
	movq	%r14, %rcx
	xorl	%eax, %eax
	movq	32(%rsp), %rsi
	leaq	.LC337(%rip), %rdi
	call	printf@PLT
	movq	1336(%rsp), %rsi
	leaq	304(%rsp), %rdi
	call	fmt_us.constprop.0
	movl	1344(%rsp), %edx
	movq	(%rsp), %r9
	movq	%rax, %r8
	cmpl	$0, 1328(%rsp)
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rcx
	jne	.L1705
	leaq	.LC10(%rip), %rbp
	movq	%rbp, %r13
.L1705:
	leaq	272(%rsp), %rdi
	movq	%r12, %rsi
	movq	%r9, 32(%rsp)
	movq	%rcx, 8(%rsp)
	movq	%r8, (%rsp)
	call	fmt_us.constprop.0
	movq	(%rsp), %r8
	movq	%r13, %rdx
	movq	8(%rsp), %rcx
	movq	%rax, %rsi
	leaq	.LC338(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC339(%rip), %rdi
	leaq	.LC219(%rip), %r13
	call	puts@PLT
	call	print_header
	movl	$10, %edi
	call	putchar@PLT
	movq	24(%rsp), %rsi
	leaq	.LC340(%rip), %rdi
	call	print_row
	movl	$10, %edi
	call	putchar@PLT
	movq	16(%rsp), %rsi
	movq	%r13, %rdi
	call	print_row
	movq	%rbp, %rdx
	leaq	.LC341(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC342(%rip), %rdi
	leaq	.LC343(%rip), %rbp
	call	printf@PLT
	movq	32(%rsp), %r9
	jmp	.L1711
.L2113:
	movq	16(%rsp), %rcx
	movq	(%rcx,%rbx), %rdx
	testq	%rdx, %rdx
	js	.L1707
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1708:
	testq	%rax, %rax
	js	.L1709
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1710:
	divsd	%xmm1, %xmm0
	comisd	.LC40(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L1706:
	movq	%rbp, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	movq	%r9, (%rsp)
	call	printf@PLT
	cmpq	$56, %rbx
	movq	(%rsp), %r9
	je	.L2112
.L1711:
	movq	24(%rsp), %rax
	movq	(%rax,%rbx), %rax
	testq	%rax, %rax
	jne	.L2113
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L1706
.L2112:
	leaq	.LC344(%rip), %rdi
	call	puts@PLT
	movq	24(%rsp), %rsi
	leaq	.LC340(%rip), %rdi
	call	print_result_set
	movq	16(%rsp), %rsi
	movq	%r13, %rdi
	call	print_result_set
	movq	%r12, %rsi
	leaq	.LC345(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	152(%rsp), %rbx
	xorl	%eax, %eax
	movq	144(%rsp), %rsi
	leaq	.LC346(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	cmpq	$0, 48(%rsp)
	movzbl	%bl, %ebx
	je	.L1700
	xorl	%eax, %eax
	leaq	528(%rsp), %rdi
	movl	$12, %ecx
	movq	%r14, %rsi
	rep stosl
	movq	%r15, %rdi
	movq	680(%rsp), %xmm0
	leaq	528(%rsp), %rbp
	leaq	.LC347(%rip), %rax
	movq	%rbp, %xmm6
	leaq	NAMES.8(%rip), %rcx
	movq	%rbp, %rdx
	movhps	808(%rsp), %xmm0
	movl	$2, 352(%rsp)
	movaps	%xmm0, 192(%rsp)
	movq	%rax, %xmm0
	leaq	192(%rsp), %rax
	punpcklqdq	%xmm6, %xmm0
	movq	%rax, %xmm7
	movaps	%xmm0, 336(%rsp)
	movq	%rcx, %xmm0
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 360(%rsp)
	call	table_from_sorted
	movq	(%rsp), %r9
	testl	%eax, %eax
	je	.L1712
.L1714:
	movl	$1, %ebx
.L1713:
	movq	528(%rsp), %rdi
	call	free@PLT
	movq	552(%rsp), %rdi
	call	free@PLT
	jmp	.L1700
.L1709:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1710
.L1707:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1708
.L1742:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1320(%rsp)
	btcq	$63, 1320(%rsp)
	jmp	.L1743
.L1818:
	movq	stderr(%rip), %rcx
	movl	$40, %edx
	movl	$1, %esi
	leaq	.LC401(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2031
.L2101:
	movl	688(%rsp), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	816(%rsp), %rsi
	leaq	.LC445(%rip), %rdi
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1856
.L1663:
	movq	8(%rsp), %rcx
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movq	2048(%rsp), %r8
	leaq	.LC454(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1660
.L2107:
	leaq	.LC448(%rip), %rsi
	leaq	.LC449(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %r15
	movq	1200(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC450(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1208(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC451(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1216(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC452(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC453(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC239(%rip), %rsi
	jmp	.L1858
.L2105:
	testq	%r14, %r14
	je	.L1678
	leaq	0(,%r14,8), %rdi
	call	malloc@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	je	.L1678
	movl	$1, 40(%rsp)
	jmp	.L1679
.L2096:
	leaq	.LC426(%rip), %rdi
	call	puts@PLT
	jmp	.L1843
.L2095:
	movq	704(%rsp), %rdx
	movl	$65536, %ecx
	leaq	.LC425(%rip), %rdi
	xorl	%eax, %eax
	movq	696(%rsp), %rsi
	call	printf@PLT
	jmp	.L1843
.L2049:
	leaq	2000(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	1208(%rsp), %rsi
	leaq	944(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	leaq	.LC350(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2030
.L1678:
	movq	16(%rsp), %rbx
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC331(%rip), %r8
	leaq	.LC332(%rip), %rdx
	movl	$512, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L2030
.L2043:
	leaq	1488(%rsp), %rbx
	movq	%r13, %rcx
	xorl	%eax, %eax
	movl	$512, %esi
	leaq	.LC313(%rip), %r8
	leaq	.LC314(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L2030
.L1641:
	movq	stderr(%rip), %rdi
	leaq	.LC317(%rip), %rdx
	leaq	.LC79(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L1628
.L2046:
	movq	8(%rsp), %rcx
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC322(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1660
.L2106:
	leaq	.LC368(%rip), %r8
	leaq	.LC369(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L2030
.L2111:
	movq	8(%r11,%r9), %rdx
	movq	8(%r10,%r9), %rsi
	leaq	.LC442(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1854
.L2059:
	leaq	.LC10(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC370(%rip), %rcx
	leaq	.LC371(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2030
.L2064:
	leaq	.LC10(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC378(%rip), %rcx
	leaq	.LC379(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2030
.L1712:
	leaq	552(%rsp), %r12
	movq	64(%rsp), %rdi
	movq	%r9, %rsi
	movq	%r12, %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1714
	movq	%rbp, %rcx
	movq	48(%rsp), %rdi
	leaq	hgrm_writer(%rip), %rbp
	leaq	.LC348(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L1714
	movq	48(%rsp), %rdi
	movq	%r12, %rcx
	movq	%rbp, %rdx
	leaq	.LC349(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1714
	movq	48(%rsp), %rdi
	leaq	336(%rsp), %rcx
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC227(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1714
	jmp	.L1713
.L2050:
	leaq	.LC351(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC352(%rip), %rcx
	leaq	.LC353(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2030
.L2102:
	cmpl	$0, 1304(%rsp)
	leaq	.LC235(%rip), %rcx
	jne	.L1765
	cmpq	$1, 1312(%rsp)
	leaq	.LC234(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1765
.L2061:
	leaq	.LC374(%rip), %r8
	leaq	.LC237(%rip), %rcx
	jmp	.L2035
	.cfi_endproc
.LFE154:
	.size	main, .-main
	.section	.rodata.str1.1
.LC456:
	.string	"closed (from actual send)"
.LC457:
	.string	"open (from intended send)"
.LC458:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC456
	.quad	.LC457
	.quad	.LC458
	.section	.rodata.str1.1
.LC459:
	.string	"closed.values"
.LC460:
	.string	"open.values"
.LC461:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC459
	.quad	.LC460
	.quad	.LC461
	.section	.rodata.str1.1
.LC462:
	.string	"closed.hgrm"
.LC463:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC462
	.quad	.LC463
	.quad	.LC349
	.section	.rodata
	.align 8
	.type	COL.3, @object
	.size	COL.3, 12
COL.3:
	.long	0
	.long	2
	.long	3
	.align 32
	.type	STALL_US.4, @object
	.size	STALL_US.4, 64
STALL_US.4:
	.quad	100
	.quad	200
	.quad	1000
	.quad	10000
	.quad	50000
	.quad	100000
	.quad	200000
	.quad	500000
	.align 32
	.type	LOAD_PCT.5, @object
	.size	LOAD_PCT.5, 44
LOAD_PCT.5:
	.long	10
	.long	20
	.long	25
	.long	40
	.long	50
	.long	60
	.long	70
	.long	75
	.long	80
	.long	90
	.long	95
	.align 8
	.type	by_kind.6, @object
	.size	by_kind.6, 12
by_kind.6:
	.long	1
	.long	2
	.long	3
	.section	.rodata.str1.1
.LC464:
	.string	"0%"
.LC465:
	.string	"90%"
.LC466:
	.string	"99%"
.LC467:
	.string	"99.9%"
.LC468:
	.string	"99.99%"
.LC469:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.7, @object
	.size	XTICK.7, 48
XTICK.7:
	.quad	.LC464
	.quad	.LC465
	.quad	.LC466
	.quad	.LC467
	.quad	.LC468
	.quad	.LC469
	.align 16
	.type	NAMES.8, @object
	.size	NAMES.8, 16
NAMES.8:
	.quad	.LC340
	.quad	.LC219
	.align 16
	.type	names.9, @object
	.size	names.9, 16
names.9:
	.quad	.LC340
	.quad	.LC219
	.section	.rodata.str1.1
.LC470:
	.string	"ns"
.LC471:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.10, @object
	.size	units.10, 64
units.10:
	.quad	.LC470
	.quad	1
	.quad	.LC471
	.quad	1000
	.quad	.LC299
	.quad	1000000
	.quad	.LC246
	.quad	1000000000
	.section	.rodata
	.align 32
	.type	starts.11, @object
	.size	starts.11, 80
starts.11:
	.quad	0
	.quad	1900
	.quad	1901
	.quad	1950
	.quad	2000
	.quad	2500
	.quad	2999
	.quad	3000
	.quad	6950
	.quad	7000
	.local	fixed.12
	.comm	fixed.12,160000,32
	.local	raw.13
	.comm	raw.13,80008,32
	.align 32
	.type	USAGE, @object
	.size	USAGE, 2153
USAGE:
	.ascii	"usage: bench [options]   (environment: QUICK=1, REPS=N)\nTim"
	.ascii	"es take a unit: ns, us, ms or s, decimals allowed (0.3us, 0."
	.ascii	"5s).\n  --service T            service time of one request ("
	.ascii	"100us)\n  --interval T           schedule: request i due at "
	.ascii	"i*T (200us)\n  --stall T              length of each stall, "
	.ascii	"0 for none (200ms)\n  --period T             time between st"
	.ascii	"all starts, 0 for one stall (1s)\n  --first-stall T        s"
	.ascii	"tart of the first stall (500ms)\n  --duration T           re"
	.ascii	"quests due in [0, T) (20s; 5s with QUICK=1)\n  --requests N "
	.ascii	"          or exactly N scheduled requests\n  --schedule fixe"
	.ascii	"d|poisson   fixed (default) or Poisson arrivals\n  --rate R "
	.ascii	"--seed X      Poisson rate in requests a second, and its see"
	.ascii	"d\n  --arrivals FILE        replay due times: one integer ns"
	.ascii	" a line, non-decreasing\n  --closed catch-up|skip|back-to-ba"
	.ascii	"ck   how the closed loop treats missed slots\n  --connection"
	.ascii	"s C        C closed loops share the schedule (1)\n  --expect"
	.ascii	"ed-interval T|mean   the correction's interval (the schedule"
	.ascii	"'s)\n  --slow-above T         the slow line (1ms)\n  --rank "
	.ascii	"round|ceil      HdrHistogram_c rounding, or nearest rank (ro"
	.ascii	"und)\n  --reps N               timed reps after one warmup ("
	.ascii	"31; or REPS)\n  --exact-by auto|sort|lattice   keep and sort"
	.ascii	" every sample, or count\n                         them on th"
	.ascii	"e model's lattice (auto: count when it fits)\n  --quick     "
	.ascii	"           as QUICK=1\n  --scenario NAME        default, fee"
	.ascii	"d-10ms-stall, one-2s-stall,\n                         hundre"
	.ascii	"d-requests, hundred-requests-exercise\n  --correct FILE     "
	.ascii	"    correct a recorded trace: one latency a line (ns or a un"
	.ascii	"it)\n  --trace-values LIST    the same from a list: 2ms*99,1"
	.ascii	"000ms\n  --sweep load|stall     one table over load 10-95%% "
	.ascii	"or stall length\n  --export PREFIX        also write PREFIX{"
	.ascii	"closed,open,corrected}.hgrm and\n                         PR"
	.ascii	"EFIX{percentiles,timeline}.svg (sweep: sweep-load.svg)\n  --"
	.ascii	"export-values        with --export: PREFIX{closed,open,corre"
	.ascii	"cted}.values,\n                         one line "
	.string	"'value_ns count' a distinct value\n  --clock                estimate the core clock (GHz) and exit\n  --self-test            run the unit checks and exit\n"
	.section	.rodata.str1.1
.LC472:
	.string	"feed-10ms-stall"
.LC473:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC474:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC475:
	.string	"one-2s-stall"
.LC476:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC477:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC478:
	.string	"hundred-requests"
.LC479:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC480:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC481:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC482:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 120
SCENARIOS:
	.quad	.LC250
	.quad	.LC251
	.quad	.LC10
	.quad	.LC472
	.quad	.LC473
	.quad	.LC474
	.quad	.LC475
	.quad	.LC476
	.quad	.LC477
	.quad	.LC478
	.quad	.LC479
	.quad	.LC480
	.quad	.LC481
	.quad	.LC479
	.quad	.LC482
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC211
	.quad	.LC214
	.quad	.LC210
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC221
	.quad	.LC222
	.quad	.LC219
	.section	.rodata.str1.1
.LC483:
	.string	"p90"
.LC484:
	.string	"p99.99"
.LC485:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC387
	.quad	.LC483
	.quad	.LC390
	.quad	.LC391
	.quad	.LC484
	.quad	.LC485
	.section	.rodata.str1.1
.LC486:
	.string	"p999"
.LC487:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC387
	.quad	.LC483
	.quad	.LC390
	.quad	.LC486
	.quad	.LC487
	.quad	.LC485
	.section	.rodata
	.align 32
	.type	PCT_MILLI, @object
	.size	PCT_MILLI, 48
PCT_MILLI:
	.quad	50000
	.quad	90000
	.quad	99000
	.quad	99900
	.quad	99990
	.quad	100000
	.section	.rodata.str1.1
.LC488:
	.string	"sorted"
.LC489:
	.string	"counted"
	.section	.data.rel.ro.local
	.align 32
	.type	SAMPLES_NAME, @object
	.size	SAMPLES_NAME, 32
SAMPLES_NAME:
	.quad	.LC130
	.quad	.LC488
	.quad	.LC489
	.quad	.LC133
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC125
	.quad	.LC126
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC152
	.quad	.LC153
	.quad	.LC154
	.section	.rodata.str1.1
.LC490:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC140
	.quad	.LC141
	.quad	.LC490
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC13:
	.long	0
	.long	1081589760
	.align 8
.LC14:
	.long	0
	.long	1081794560
	.align 8
.LC15:
	.long	0
	.long	1082535936
	.align 8
.LC16:
	.long	0
	.long	1079246848
	.set	.LC24,.LC188+8
	.align 8
.LC25:
	.long	0
	.long	1127219200
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC26:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC27:
	.long	0
	.long	1072693248
	.align 8
.LC28:
	.long	0
	.long	1076101120
	.align 8
.LC29:
	.long	0
	.long	1073217536
	.align 8
.LC30:
	.long	0
	.long	1074528256
	.align 8
.LC31:
	.long	0
	.long	1075707904
	.set	.LC32,.LC26
	.align 8
.LC33:
	.long	0
	.long	1083129856
	.align 8
.LC34:
	.long	0
	.long	1074790400
	.align 8
.LC40:
	.long	0
	.long	1079574528
	.align 8
.LC41:
	.long	-17155601
	.long	1072049730
	.align 8
.LC42:
	.long	0
	.long	1073741824
	.align 8
.LC43:
	.long	0
	.long	1017118720
	.section	.rodata.cst16
	.align 16
.LC44:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC45:
	.long	0
	.long	1104006501
	.align 8
.LC53:
	.long	0
	.long	1138753536
	.align 8
.LC57:
	.long	0
	.long	1071644672
	.align 8
.LC147:
	.long	-1577058304
	.long	1114446484
	.align 8
.LC187:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC188:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC189:
	.long	0
	.long	1093567616
	.align 8
.LC190:
	.long	-858993459
	.long	1072745676
	.align 8
.LC196:
	.long	0
	.long	1081524224
	.section	.rodata.cst16
	.align 16
.LC247:
	.quad	100000
	.quad	200000000
	.align 16
.LC248:
	.quad	1000000000
	.quad	500000000
	.align 16
.LC249:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC253:
	.long	0
	.long	1101206224
	.section	.rodata.cst16
	.align 16
.LC270:
	.quad	1000
	.quad	1000
	.align 16
.LC286:
	.quad	100
	.quad	1000
	.align 16
.LC287:
	.quad	5000
	.quad	2000
	.section	.rodata.cst8
	.align 8
.LC359:
	.long	0
	.long	1114636288
	.align 8
.LC363:
	.long	0
	.long	1137704960
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
