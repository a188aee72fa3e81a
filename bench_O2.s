	.file	"bench.c"
	.text
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB33:
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
.LFE33:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB53:
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
.LFE53:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	ref_client, @function
ref_client:
.LFB56:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%r15d, %r15d
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	xorl	%r14d, %r14d
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
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movl	%esi, %ebx
	subq	$32, %rsp
	.cfi_def_cfa_offset 88
	movq	80(%rdi), %rax
	movq	%rcx, (%rsp)
	movq	%rax, 16(%rsp)
	negq	%rax
	leaq	(%rdx,%rax,8), %rax
	movq	%rax, 24(%rsp)
	xorl	%eax, %eax
	jmp	.L24
	.p2align 4,,10
	.p2align 3
.L15:
	cmpq	56(%r13), %r15
	jnb	.L14
	movq	48(%r13), %rdx
	testq	%rdx, %rdx
	je	.L20
	movq	(%rdx,%r15,8), %r12
.L21:
	cmpl	$2, %ebx
	je	.L40
	movq	16(%rsp), %rdi
	movq	0(%r13), %rdx
	cmpq	%rdi, %r15
	jb	.L23
	cmpl	$1, %ebx
	je	.L41
.L23:
	cmpq	%r12, %rax
	movq	%r13, %rdi
	cmovb	%r12, %rax
	movq	%rax, %rsi
	call	ref_serve
	movq	%r14, %rsi
	movq	%rax, 0(%rbp,%r15,8)
.L25:
	movq	(%rsp), %rcx
	movq	%rax, %rdx
	addq	$1, %r14
	addq	$1, %r15
	subq	%r12, %rdx
	movq	%rdx, (%rcx,%rsi,8)
.L24:
	cmpl	$3, %ebx
	jne	.L15
	movq	16(%rsp), %rdi
	cmpq	%rdi, %r15
	jnb	.L16
	movq	64(%r13), %r12
	testq	%r12, %r12
	je	.L18
	movq	0(%r13), %rdx
	movq	%r15, %r9
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L17:
	cmpq	%r12, %rax
	movq	%r13, %rdi
	leaq	0(%rbp,%r15,8), %r15
	movq	%r9, 8(%rsp)
	cmovb	%r12, %rax
	movq	%rax, %rsi
	call	ref_serve
	movq	%r14, %rsi
	movq	%rax, (%r15)
	movq	8(%rsp), %r15
	jmp	.L25
	.p2align 4,,10
	.p2align 3
.L40:
	cmpq	%rax, %r12
	jb	.L42
	movq	%r15, %r9
	movq	0(%r13), %rdx
	movq	%r14, %r15
	jmp	.L17
	.p2align 4,,10
	.p2align 3
.L20:
	movq	40(%r13), %r12
	imulq	%r15, %r12
	jmp	.L21
	.p2align 4,,10
	.p2align 3
.L18:
	cmpq	56(%r13), %r15
	jnb	.L14
.L39:
	movq	0(%r13), %rdx
	movq	%r15, %r9
	jmp	.L17
	.p2align 4,,10
	.p2align 3
.L16:
	movq	24(%rsp), %rcx
	movq	64(%r13), %rdx
	movq	(%rcx,%r15,8), %r12
	testq	%rdx, %rdx
	je	.L18
	cmpq	%rdx, %r12
	jb	.L39
.L14:
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r14, %rax
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
.L42:
	.cfi_restore_state
	addq	$1, %r15
	jmp	.L15
	.p2align 4,,10
	.p2align 3
.L41:
	movq	24(%rsp), %rcx
	movq	%r15, %r9
	movq	(%rcx,%r15,8), %rsi
	cmpq	%rsi, %r12
	cmovb	%rsi, %r12
	jmp	.L17
	.cfi_endproc
.LFE56:
	.size	ref_client, .-ref_client
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB60:
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
.LFE60:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB79:
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
.LFE79:
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
.LFB125:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	cmpq	%rdx, %rsi
	je	.L49
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
.L49:
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
.LFE125:
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
.LFB73:
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
.L51:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L51
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
.LFE73:
	.size	print_header, .-print_header
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB63:
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
	movq	24(%rbx), %rdi
	call	free@PLT
	movq	64(%rbx), %rdi
	call	free@PLT
	movq	88(%rbx), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 8
	jmp	free@PLT
	.cfi_endproc
.LFE63:
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
.LFB91:
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
	je	.L58
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L60:
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
	jne	.L60
.L58:
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
.LFE91:
	.size	svg_line, .-svg_line
	.section	.rodata.str1.1
.LC19:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB100:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L73
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
.L70:
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
	jb	.L70
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
.L73:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE100:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC20:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB30:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L84
	movq	(%rdi), %rax
	movq	%rdi, %r9
	testq	%r8, %r8
	je	.L78
	movq	%rsi, %r10
	xorl	%edi, %edi
	xorl	%r11d, %r11d
	jmp	.L79
	.p2align 4,,10
	.p2align 3
.L80:
	addq	$1, %rdi
	cmpq	%rdi, %r10
	je	.L76
.L83:
	movq	(%r9,%rdi,8), %rax
	cmpq	%r8, %rsi
	je	.L78
.L79:
	leaq	1(%r11), %rsi
	movq	%rax, (%rcx,%r11,8)
	movq	%rsi, %r11
	cmpq	%rdx, %rax
	jb	.L80
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L80
	cmpq	%rsi, %r8
	jne	.L81
	jmp	.L78
	.p2align 4,,10
	.p2align 3
.L82:
	cmpq	%rsi, %r8
	je	.L78
.L81:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L82
	addq	$1, %rdi
	movq	%rsi, %r11
	cmpq	%rdi, %r10
	jne	.L83
.L76:
	movq	%r11, %rax
	ret
.L78:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC20(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L84:
	.cfi_def_cfa_offset 8
	xorl	%r11d, %r11d
	jmp	.L76
	.cfi_endproc
.LFE30:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB76:
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
	je	.L93
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L109
.L93:
	cmpq	16(%rbx), %rsi
	je	.L95
	movq	(%rbx), %rax
.L96:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L94:
	xorl	%eax, %eax
.L92:
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
.L95:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L101
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L100
	salq	$5, %rsi
.L97:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L100
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L96
	.p2align 4,,10
	.p2align 3
.L109:
	addq	%rbp, 8(%rax)
	jmp	.L94
	.p2align 4,,10
	.p2align 3
.L101:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L97
.L100:
	movl	$-1, %eax
	jmp	.L92
	.cfi_endproc
.LFE76:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB77:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L120
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
	jmp	.L113
	.p2align 4,,10
	.p2align 3
.L124:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L123
.L113:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L124
	orl	$-1, %eax
.L110:
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
.L123:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L110
.L120:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE77:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB78:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L134
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
	jmp	.L128
	.p2align 4,,10
	.p2align 3
.L130:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L137
.L128:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L130
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L130
	orl	$-1, %eax
	jmp	.L125
	.p2align 4,,10
	.p2align 3
.L137:
	xorl	%eax, %eax
.L125:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L134:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE78:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB36:
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
.LFE36:
	.size	dist_free, .-dist_free
	.globl	__udivti3
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB51:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movq	$0, 64(%rcx)
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L162
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
.L143:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L142
	addq	%rbp, 56(%rbx)
.L142:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L143
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	orq	%r11, %rax
	jne	.L150
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	testq	%r14, %r14
	je	.L141
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L165
.L146:
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
.L149:
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
	jnb	.L147
	.p2align 4,,10
	.p2align 3
.L148:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L148
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L147:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L149
.L141:
	xorl	%eax, %eax
.L140:
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
.L165:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L146
.L162:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L150:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-1, %eax
	jmp	.L140
	.cfi_endproc
.LFE51:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	summarise, @function
summarise:
.LFB34:
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
	jne	.L168
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L168:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L170:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L169
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
.L169:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L170
	testq	%r15, %r15
	je	.L175
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L172:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L172
	movq	%rdi, %rax
	movq	%rsi, %r15
	negq	%rax
	sbbl	%eax, %eax
.L171:
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
.L175:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L171
	.cfi_endproc
.LFE34:
	.size	summarise, .-summarise
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB107:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L187
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
	jne	.L183
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L183
	cmpq	%r14, %rax
	jb	.L183
	cmpq	%rax, %r12
	jb	.L183
	movq	%rax, 0(%r13)
.L180:
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
.L183:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L180
	.p2align 4,,10
	.p2align 3
.L187:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE107:
	.size	parse_uint, .-parse_uint
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB87:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC21(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC29(%rip), %xmm2
	movsd	.LC22(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L189
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC24(%rip), %xmm4
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	movapd	%xmm0, %xmm3
	cmpnlesd	%xmm1, %xmm3
	andpd	%xmm4, %xmm3
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
.L189:
	movq	.LC25(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC26(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L188
	movsd	.LC27(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L197
	addsd	%xmm0, %xmm0
.L188:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L197:
	.cfi_restore_state
	movsd	.LC28(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L198
	mulsd	.LC21(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L198:
	.cfi_restore_state
	mulsd	.LC25(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE87:
	.size	nice_step, .-nice_step
	.section	.rodata.str1.8
	.align 8
.LC32:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC33:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC34:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.align 8
.LC35:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes, @function
svg_axes:
.LFB89:
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
	divsd	.LC30(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L201
	movapd	%xmm3, %xmm0
	leaq	.LC32(%rip), %rbp
	jmp	.L204
	.p2align 4,,10
	.p2align 3
.L208:
	movsd	16(%r14), %xmm0
.L204:
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
	movsd	.LC31(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%r14), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L208
.L201:
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
	leaq	.LC33(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbx, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC34(%rip), %rsi
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
	leaq	.LC35(%rip), %rsi
	popq	%r12
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE89:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB81:
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
	je	.L210
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L211:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L211
	testq	%rcx, %rcx
	je	.L225
	testq	%rbx, %rbx
	je	.L225
	testq	%rcx, %rcx
	js	.L212
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L213:
	movsd	.LC37(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L223
	.p2align 4,,10
	.p2align 3
.L246:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L219
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC37(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L244
	movq	%r9, %rsi
	movq	%rax, %rbx
.L219:
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
	divsd	.LC38(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC39(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC37(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L245
.L223:
	testl	%eax, %eax
	je	.L214
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L214:
	testq	%r14, %r14
	js	.L216
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L217:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L246
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L223
.L245:
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
.L210:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L209:
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
.L216:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L217
	.p2align 4,,10
	.p2align 3
.L212:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L213
.L225:
	xorl	%esi, %esi
	jmp	.L210
.L244:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L209
	.cfi_endproc
.LFE81:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC40:
	.string	"1/(1-Percentile)"
.LC41:
	.string	"TotalCount"
.LC42:
	.string	"Percentile"
.LC43:
	.string	"Value"
.LC44:
	.string	"%12s %14s %10s %14s\n\n"
.LC45:
	.string	"%12.3f %2.12f %10lu %14.2f\n"
.LC46:
	.string	"%12.3f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC48:
	.string	"#[Mean    = %12.3f, StdDeviation   = %12.3f]\n"
	.align 8
.LC49:
	.string	"#[Max     = %12.3f, Total count    = %12lu]\n"
	.align 8
.LC50:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB99:
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
	je	.L281
	leaq	.LC40(%rip), %r9
	leaq	.LC41(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC42(%rip), %rcx
	leaq	.LC43(%rip), %rdx
	leaq	.LC44(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L297
	movsd	.LC30(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC46(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L257
	.p2align 4,,10
	.p2align 3
.L298:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC24(%rip), %xmm2
	movsd	.LC24(%rip), %xmm5
	leaq	.LC45(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L258
.L257:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC37(%rip), %xmm1
	testq	%rax, %rax
	js	.L252
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L253:
	movsd	.LC37(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L298
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L257
.L258:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L299
.L250:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L263
	.p2align 4,,10
	.p2align 3
.L301:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L261
.L302:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L262:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L300
.L263:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L301
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
	jns	.L302
.L261:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L262
	.p2align 4,,10
	.p2align 3
.L252:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L253
	.p2align 4,,10
	.p2align 3
.L300:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L270
	.p2align 4,,10
	.p2align 3
.L304:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L268
.L305:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L269:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L303
.L270:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L304
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
	jns	.L305
.L268:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L269
	.p2align 4,,10
	.p2align 3
.L303:
	movsd	.LC47(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L271
	cvttsd2siq	%xmm4, %r14
.L265:
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
	jbe	.L282
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L274:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L273
	cmpl	$63, %ebp
	jle	.L274
.L273:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L295
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L278:
	movsd	8(%rsp), %xmm4
	leaq	.LC48(%rip), %rsi
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
	js	.L279
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L280:
	movq	%r14, %rdx
	leaq	.LC49(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC50(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L247:
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
.L271:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L265
	.p2align 4,,10
	.p2align 3
.L279:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L280
	.p2align 4,,10
	.p2align 3
.L282:
	movl	$1, %ebp
	jmp	.L273
	.p2align 4,,10
	.p2align 3
.L297:
	movsd	.LC30(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L250
	.p2align 4,,10
	.p2align 3
.L299:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L265
.L281:
	movl	$-1, %eax
	jmp	.L247
.L295:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L278
	.cfi_endproc
.LFE99:
	.size	hgrm_writer, .-hgrm_writer
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB61:
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
	je	.L307
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L308:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L308
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L313:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L313
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L310
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L332
.L329:
	pxor	%xmm0, %xmm0
.L315:
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
.L307:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L310:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC51(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L329
.L332:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L330
	sqrtsd	%xmm0, %xmm0
.L319:
	divsd	%xmm2, %xmm0
	jmp	.L315
.L330:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L319
	.cfi_endproc
.LFE61:
	.size	stats_of, .-stats_of
	.section	.rodata.str1.8
	.align 8
.LC52:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC53:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC54:
	.string	"it covers skipping closed loops with one connection only"
	.align 8
.LC55:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC56:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC57:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap.part.0, @function
closed_form_gap.part.0:
.LFB131:
	.cfi_startproc
	movq	(%rdi), %rsi
	movq	40(%rdi), %rcx
	leaq	.LC52(%rip), %rax
	cmpq	%rcx, %rsi
	jnb	.L333
	movl	72(%rdi), %eax
	cmpl	$2, %eax
	je	.L346
	cmpl	$1, %eax
	jne	.L336
	cmpq	$1, 80(%rdi)
	leaq	.LC54(%rip), %rax
	ja	.L333
.L336:
	movq	8(%rdi), %r8
	testq	%r8, %r8
	je	.L340
	movq	24(%rdi), %rax
	xorl	%edx, %edx
	divq	%rcx
	leaq	.LC55(%rip), %rax
	testq	%rdx, %rdx
	jne	.L333
	movq	16(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L333
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC57(%rip), %rax
	testq	%rdx, %rdx
	jne	.L333
	subq	%rsi, %rcx
	movq	%r8, %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	movq	%rax, %r8
	leaq	.LC56(%rip), %rax
	sbbq	$-1, %r8
	cmpq	%r8, %rdi
	cmovnb	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L340:
	xorl	%eax, %eax
.L333:
	ret
	.p2align 4,,10
	.p2align 3
.L346:
	cmpq	$1, 80(%rdi)
	leaq	.LC53(%rip), %rax
	jbe	.L336
	ret
	.cfi_endproc
.LFE131:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB47:
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
	jne	.L347
	movl	72(%rdi), %eax
	movq	%rdi, %r10
	testl	%eax, %eax
	jne	.L347
	cmpq	$1, 80(%rdi)
	jne	.L347
	movq	%rsi, %rbx
	movq	%rdx, %rbp
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L362
.L347:
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
.L362:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L351:
	movq	(%rsi), %rdx
	testq	%rdx, %rdx
	je	.L349
	movq	%rcx, %rax
	.p2align 4,,10
	.p2align 3
.L350:
	movq	%rdx, %rcx
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L350
.L349:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L351
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
	jmp	.L347
	.cfi_endproc
.LFE47:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB62:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	xorl	%eax, %eax
	movl	$12, %ecx
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdi, %rbx
	subq	$32, %rsp
	.cfi_def_cfa_offset 80
	rep stosq
	cmpl	$1, 116(%rsi)
	jne	.L380
.L364:
	movl	72(%rbp), %edx
	movq	56(%rbp), %r12
	leaq	by_kind.3(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L381
.L367:
	salq	$3, %rdi
	call	malloc@PLT
	leaq	0(,%r12,8), %rdi
	movq	%rax, (%rbx)
	movq	%rax, %r13
	call	malloc@PLT
	movq	80(%rbp), %rdi
	movq	%rax, 8(%rbx)
	movq	%rax, %r12
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 24(%rbx)
	movq	%rax, %rbp
.L368:
	testq	%r12, %r12
	setne	%dl
	testq	%r13, %r13
	setne	%al
	andl	%eax, %edx
	xorl	%eax, %eax
	testq	%rbp, %rbp
	setne	%al
	andl	%edx, %eax
	subl	$1, %eax
.L363:
	addq	$32, %rsp
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
	.p2align 4,,10
	.p2align 3
.L381:
	.cfi_restore_state
	movq	64(%rbp), %rax
	testq	%rax, %rax
	je	.L367
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	80(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L367
	.p2align 4,,10
	.p2align 3
.L380:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L364
	movl	$1, 40(%rbx)
	movl	$524288, %edi
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, (%rbx)
	movq	%rax, %r13
	call	malloc@PLT
	movq	80(%rbp), %rdi
	movq	%rax, 8(%rbx)
	movq	%rax, %r12
	salq	$3, %rdi
	call	malloc@PLT
	movq	24(%rsp), %r14
	movl	$8, %esi
	movq	16(%rsp), %xmm0
	movq	%rax, 24(%rbx)
	movq	%rax, %rbp
	movq	%r14, %xmm1
	movq	%r14, %rdi
	punpcklqdq	%xmm1, %xmm0
	movups	%xmm0, 48(%rbx)
	movaps	%xmm0, (%rsp)
	call	calloc@PLT
	movdqa	(%rsp), %xmm0
	testq	%rax, %rax
	movq	%rax, 64(%rbx)
	je	.L369
	movups	%xmm0, 72(%rbx)
	movl	$8, %esi
	movq	%r14, %rdi
	call	calloc@PLT
	movq	%rax, 88(%rbx)
	testq	%rax, %rax
	jne	.L368
.L369:
	orl	$-1, %eax
	jmp	.L363
	.cfi_endproc
.LFE62:
	.size	buffers_init, .-buffers_init
	.section	.rodata.str1.8
	.align 8
.LC58:
	.string	"CHECK FAILED rep=%u %s %s expected=%lu actual=%lu\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB58:
	.cfi_startproc
	cmpq	%r9, %r8
	je	.L386
	addq	$1, 8(%rdi)
	xorl	%eax, %eax
	leaq	.LC58(%rip), %rdi
	jmp	printf@PLT
	.p2align 4,,10
	.p2align 3
.L386:
	addq	$1, (%rdi)
	ret
	.cfi_endproc
.LFE58:
	.size	check, .-check
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB133:
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
	je	.L394
.L388:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L387:
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
.L394:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L395
	movl	$512, %esi
	movl	$16, %ebp
.L389:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L396
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L388
	.p2align 4,,10
	.p2align 3
.L395:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L389
.L396:
	movl	$1, 24(%rbx)
	jmp	.L387
	.cfi_endproc
.LFE133:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC59:
	.string	" (negative)"
	.section	.rodata.str1.8
	.align 8
.LC60:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC61:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC62:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC63:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC64:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC65:
	.string	"a digit must follow the point"
.LC66:
	.string	"'%s' is not a time: %s"
.LC67:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC68:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC69:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC70:
	.string	"'%s' is not a whole number of nanoseconds: %s"
	.text
	.p2align 4
	.type	parse_time.constprop.0, @function
parse_time.constprop.0:
.LFB140:
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
	ja	.L398
	movsbq	%al, %r12
	movl	$10, %esi
	jmp	.L399
	.p2align 4,,10
	.p2align 3
.L408:
	movq	%r12, %rax
	mulq	%rsi
	jo	.L404
	movsbq	%cl, %rcx
	addq	%rcx, %rax
	movq	%rax, %r12
	jc	.L404
.L399:
	movq	%rdi, %r9
	movzbl	1(%rdi), %r14d
	addq	$1, %rdi
	leal	-48(%r14), %ecx
	cmpb	$9, %cl
	jbe	.L408
	movl	$1, %r15d
	xorl	%ebp, %ebp
	cmpb	$46, %r14b
	je	.L436
.L409:
	movq	$0, 24(%rsp)
	leaq	units.10(%rip), %rbx
.L414:
	movq	(%rbx), %rsi
	movq	%rdi, 8(%rsp)
	call	strcmp@PLT
	movq	8(%rsp), %rdi
	testl	%eax, %eax
	jne	.L413
	movq	8(%rbx), %rax
	movq	%rax, 24(%rsp)
.L413:
	addq	$16, %rbx
	leaq	64+units.10(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L414
	testb	%r14b, %r14b
	je	.L415
	cmpq	$0, 24(%rsp)
	je	.L437
	movq	24(%rsp), %rax
.L435:
	imulq	%rax, %rbp
.L418:
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	%r15
	movq	%rdx, %r9
	movq	%rax, %r10
	testq	%rdx, %rdx
	jne	.L438
	movq	24(%rsp), %rax
	movq	%r10, %rsi
	xorl	%edi, %edi
	mulq	%r12
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rdi
	cmpq	%rsi, %rax
	sbbq	%rdi, %r9
	jc	.L404
.L419:
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
.L404:
	.cfi_restore_state
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC63(%rip), %r8
	leaq	.LC64(%rip), %rdx
	call	snprintf@PLT
.L401:
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
.L415:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L424
	movq	%rbp, %rsi
	orq	%r12, %rsi
	je	.L419
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L435
	leaq	.LC61(%rip), %r8
.L416:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC66(%rip), %rdx
	call	snprintf@PLT
	jmp	.L401
	.p2align 4,,10
	.p2align 3
.L436:
	movzbl	1(%rdi), %r14d
	leaq	2(%r9), %rax
	leal	-48(%r14), %esi
	cmpb	$9, %sil
	ja	.L439
	addq	$11, %r9
	.p2align 4,,10
	.p2align 3
.L411:
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
	ja	.L440
	cmpq	%rax, %r9
	jne	.L411
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC67(%rip), %r8
	leaq	.LC68(%rip), %rdx
	call	snprintf@PLT
	jmp	.L401
.L424:
	movq	$1, 24(%rsp)
	jmp	.L418
.L440:
	movq	%rax, %rdi
	jmp	.L409
.L398:
	cmpb	$45, %dl
	leaq	.LC59(%rip), %rax
	movq	%rdi, %rcx
	movq	16(%rsp), %rdi
	leaq	.LC10(%rip), %r8
	leaq	.LC62(%rip), %rdx
	movl	$160, %esi
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L401
.L437:
	leaq	.LC60(%rip), %r8
	jmp	.L416
.L438:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC69(%rip), %r8
	leaq	.LC70(%rip), %rdx
	call	snprintf@PLT
	jmp	.L401
.L439:
	leaq	.LC65(%rip), %r8
	jmp	.L416
	.cfi_endproc
.LFE140:
	.size	parse_time.constprop.0, .-parse_time.constprop.0
	.section	.rodata.str1.1
.LC71:
	.string	"--quick"
.LC72:
	.string	"--export-values"
.LC73:
	.string	"--cross-check"
	.section	.rodata.str1.8
	.align 8
.LC74:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC75:
	.string	"unexpected argument '%s': %s"
.LC76:
	.string	"see bench --help"
.LC77:
	.string	"%s needs a value: %s"
.LC78:
	.string	"--service"
.LC79:
	.string	"--service %s"
.LC80:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC81:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC82:
	.string	"--interval"
.LC83:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC84:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC85:
	.string	"--stall"
.LC86:
	.string	"--stall %s"
.LC87:
	.string	"--period"
.LC88:
	.string	"--period %s"
.LC89:
	.string	"--first-stall"
.LC90:
	.string	"--first-stall %s"
.LC91:
	.string	"--slow-above"
.LC92:
	.string	"--slow-above %s"
.LC93:
	.string	"--duration"
.LC94:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC95:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC96:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC97:
	.string	"a whole number from 1 to 2^40 (200000000 unless the run is counted)"
	.align 8
.LC98:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC99:
	.string	"--expected-interval"
.LC100:
	.string	"mean"
.LC101:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC102:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC103:
	.string	"--rank"
.LC104:
	.string	"round"
.LC105:
	.string	"ceil"
.LC106:
	.string	"use round or ceil"
.LC107:
	.string	"--rank '%s' is not valid: %s"
.LC108:
	.string	"--exact-by"
.LC109:
	.string	"auto"
.LC110:
	.string	"sort"
.LC111:
	.string	"lattice"
.LC112:
	.string	"use auto, sort or lattice"
	.section	.rodata.str1.8
	.align 8
.LC113:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC114:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC115:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC116:
	.string	"--reps '%s' is not valid: %s"
.LC117:
	.string	"--schedule"
.LC118:
	.string	"fixed"
.LC119:
	.string	"poisson"
	.section	.rodata.str1.8
	.align 8
.LC120:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC121:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC122:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC123:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC124:
	.string	"--rate '%s' is not valid: %s"
.LC126:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC127:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC128:
	.string	"--seed '%s' is not valid: %s"
.LC129:
	.string	"--arrivals"
.LC130:
	.string	"--closed"
.LC131:
	.string	"catch-up"
.LC132:
	.string	"skip"
.LC133:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC134:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC135:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC136:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC137:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC138:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC139:
	.string	"--correct"
.LC140:
	.string	"--trace-values"
.LC141:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC142:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC143:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC144:
	.string	"--sweep"
.LC145:
	.string	"load"
.LC146:
	.string	"stall"
.LC147:
	.string	"use load or stall"
.LC148:
	.string	"--sweep '%s' is not valid: %s"
.LC149:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB141:
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
	jle	.L504
	movq	%rdi, %r12
	movl	%esi, %r15d
	movq	%rdx, %r13
	xorl	%r14d, %r14d
	jmp	.L442
	.p2align 4,,10
	.p2align 3
.L543:
	movl	$1, 240(%r12)
.L461:
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jle	.L504
.L442:
	movslq	%r14d, %rax
	leaq	.LC71(%rip), %rsi
	movq	0(%r13,%rax,8), %rbx
	leaq	0(,%rax,8), %rbp
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L543
	leaq	.LC72(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L446
	movl	$1, 208(%r12)
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jg	.L442
.L504:
	xorl	%eax, %eax
.L441:
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
.L446:
	.cfi_restore_state
	leaq	.LC73(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L447
	movl	$3, 128(%r12)
	jmp	.L461
.L447:
	cmpb	$45, (%rbx)
	je	.L544
.L509:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC74(%rip), %r8
	leaq	.LC75(%rip), %rdx
	call	snprintf@PLT
.L450:
	movl	$-1, %eax
	jmp	.L441
	.p2align 4,,10
	.p2align 3
.L544:
	cmpb	$45, 1(%rbx)
	jne	.L509
	addl	$1, %r14d
	cmpl	%r15d, %r14d
	je	.L545
	leaq	.LC78(%rip), %rsi
	movq	%rbx, %rdi
	movq	8(%r13,%rbp), %rbp
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L546
	leaq	.LC82(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L547
	leaq	.LC85(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L548
	leaq	.LC87(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L549
	leaq	.LC89(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L550
	leaq	.LC91(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L551
	leaq	.LC93(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L552
	leaq	.LC96(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L553
	leaq	.LC99(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L473
	leaq	.LC100(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L474
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L475
	movq	24(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L475
	movq	%rdx, 88(%r12)
.L474:
	movl	%eax, 96(%r12)
	movl	$1, 244(%r12)
	jmp	.L461
	.p2align 4,,10
	.p2align 3
.L546:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L554
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L555
	movq	%rax, (%r12)
	jmp	.L461
	.p2align 4,,10
	.p2align 3
.L547:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L556
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L557
	movq	%rax, 40(%r12)
	jmp	.L461
	.p2align 4,,10
	.p2align 3
.L548:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L558
	movq	24(%rsp), %rax
	movq	%rax, 8(%r12)
	jmp	.L461
	.p2align 4,,10
	.p2align 3
.L549:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L559
	movq	24(%rsp), %rax
	movq	%rax, 16(%r12)
	jmp	.L461
	.p2align 4,,10
	.p2align 3
.L550:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L560
	movq	24(%rsp), %rax
	movq	%rax, 24(%r12)
	jmp	.L461
	.p2align 4,,10
	.p2align 3
.L552:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L561
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L562
	movq	%rax, 136(%r12)
	movq	$0, 144(%r12)
	jmp	.L461
	.p2align 4,,10
	.p2align 3
.L551:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L563
	movq	24(%rsp), %rax
	movq	%rax, 104(%r12)
	jmp	.L461
	.p2align 4,,10
	.p2align 3
.L545:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC76(%rip), %r8
	leaq	.LC77(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
	.p2align 4,,10
	.p2align 3
.L473:
	leaq	.LC103(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L477
	leaq	.LC104(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC105(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L478
	testl	%eax, %eax
	jne	.L564
.L478:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 112(%r12)
	jmp	.L461
	.p2align 4,,10
	.p2align 3
.L553:
	leaq	24(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	movabsq	$1099511627776, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L565
	movq	24(%rsp), %rax
	movq	$0, 136(%r12)
	movq	%rax, 144(%r12)
	jmp	.L461
.L477:
	leaq	.LC108(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L566
	leaq	.LC114(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L567
	leaq	.LC117(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L485
	leaq	.LC118(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC119(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L486
	testl	%eax, %eax
	jne	.L568
.L486:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 32(%r12)
	jmp	.L461
.L566:
	leaq	.LC109(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L569
	leaq	.LC110(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L570
	leaq	.LC111(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L482
	movl	$2, 116(%r12)
	jmp	.L461
.L555:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC80(%rip), %r8
	leaq	.LC81(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L450
.L557:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC80(%rip), %r8
	leaq	.LC84(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L450
.L554:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC79(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L569:
	movl	$0, 116(%r12)
	jmp	.L461
.L485:
	leaq	.LC122(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L571
	leaq	.LC126(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L572
	leaq	.LC129(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L573
	leaq	.LC130(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L493
	leaq	.LC131(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L494
	leaq	.LC132(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L507
	leaq	.LC133(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L574
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC134(%rip), %r8
	leaq	.LC135(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L567:
	leaq	24(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L575
	movq	24(%rsp), %rax
	movl	%eax, 120(%r12)
	jmp	.L461
.L558:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC86(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L556:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC83(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L570:
	movl	$1, 116(%r12)
	jmp	.L461
.L559:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC88(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L560:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC90(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L563:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC92(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L571:
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L489
	call	__errno_location@PLT
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	movl	$0, (%rax)
	movq	%rax, %rbx
	call	strtod@PLT
	movl	(%rbx), %eax
	testl	%eax, %eax
	jne	.L489
	movq	32(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L489
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L489
	comisd	.LC125(%rip), %xmm0
	ja	.L489
	movsd	%xmm0, 152(%r12)
	jmp	.L461
.L475:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC101(%rip), %r8
	leaq	.LC102(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L562:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC80(%rip), %r8
	leaq	.LC95(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L450
.L572:
	xorl	%esi, %esi
	leaq	160(%r12), %rcx
	movq	$-1, %rdx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L461
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC127(%rip), %r8
	leaq	.LC128(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
	.p2align 4,,10
	.p2align 3
.L493:
	leaq	.LC136(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L576
	leaq	.LC139(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L577
	leaq	.LC140(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L578
	leaq	.LC141(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L499
	cmpb	$0, 0(%rbp)
	je	.L500
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L500
	movq	%rbp, 200(%r12)
	jmp	.L461
.L573:
	movq	%rbp, 168(%r12)
	movl	$2, 32(%r12)
	jmp	.L461
.L576:
	leaq	80(%r12), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L461
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC137(%rip), %r8
	leaq	.LC138(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
	.p2align 4,,10
	.p2align 3
.L561:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC94(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L565:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC97(%rip), %r8
	leaq	.LC98(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L499:
	leaq	.LC144(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L502
	leaq	.LC145(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L503
	leaq	.LC146(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L579
.L503:
	movq	%rbp, 192(%r12)
	movl	$2, 128(%r12)
	jmp	.L461
.L502:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC76(%rip), %r8
	leaq	.LC149(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L500:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC142(%rip), %r8
	leaq	.LC143(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L577:
	movq	%rbp, 176(%r12)
	movl	$1, 128(%r12)
	jmp	.L461
.L578:
	movq	%rbp, 184(%r12)
	movl	$1, 128(%r12)
	jmp	.L461
.L579:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC147(%rip), %r8
	leaq	.LC148(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L482:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC112(%rip), %r8
	leaq	.LC113(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L575:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC115(%rip), %r8
	leaq	.LC116(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L564:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC106(%rip), %r8
	leaq	.LC107(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L489:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC123(%rip), %r8
	leaq	.LC124(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L568:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC120(%rip), %r8
	leaq	.LC121(%rip), %rdx
	call	snprintf@PLT
	jmp	.L450
.L574:
	movl	$2, %eax
.L494:
	movl	%eax, 72(%r12)
	jmp	.L461
.L507:
	movl	$1, %eax
	jmp	.L494
	.cfi_endproc
.LFE141:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC150:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC151:
	.string	"r"
.LC152:
	.string	"%s '%s' cannot be read: %s"
.LC153:
	.string	"%s '%s': out of memory"
.LC154:
	.string	"%s %.40s: line %lu"
	.section	.rodata.str1.8
	.align 8
.LC155:
	.string	"%s is %zd characters long: at most %d are allowed"
	.align 8
.LC156:
	.string	"%s is empty: every line must hold one number"
	.section	.rodata.str1.1
.LC157:
	.string	"%s: %s"
	.section	.rodata.str1.8
	.align 8
.LC158:
	.string	"%s: '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC159:
	.string	"%s: %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC160:
	.string	"%s: more than 200000000 lines"
	.section	.rodata.str1.8
	.align 8
.LC161:
	.string	"%s '%s': out of memory at line %lu"
	.align 8
.LC162:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC163:
	.string	"%s '%s' is empty: it needs at least one number"
	.text
	.p2align 4
	.type	read_numbers.constprop.0, @function
read_numbers.constprop.0:
.LFB143:
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
	subq	$488, %rsp
	.cfi_def_cfa_offset 544
	movq	%rsi, 16(%rsp)
	leaq	176(%rsp), %rsi
	movq	%rdi, (%rsp)
	movl	%edx, 52(%rsp)
	movq	%rcx, 72(%rsp)
	movq	%r8, 64(%rsp)
	movq	$0, 88(%rsp)
	movq	$0, 96(%rsp)
	call	stat@PLT
	testl	%eax, %eax
	jne	.L581
	movl	200(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L613
.L581:
	movq	(%rsp), %rdi
	leaq	.LC151(%rip), %rsi
	call	fopen@PLT
	movq	%rax, 8(%rsp)
	testq	%rax, %rax
	je	.L614
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L615
	leaq	96(%rsp), %rax
	leaq	112(%rsp), %rcx
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	movq	%rax, 24(%rsp)
	leaq	88(%rsp), %rax
	movl	$1024, %r13d
	movq	%rax, 32(%rsp)
	leaq	104(%rsp), %rax
	movq	%rax, 56(%rsp)
	movq	%rcx, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L585:
	movq	8(%rsp), %rdx
	movq	24(%rsp), %rsi
	movq	32(%rsp), %rdi
	call	getline@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	js	.L616
	leaq	1(%rbx), %rbp
	jne	.L586
	jmp	.L588
	.p2align 4,,10
	.p2align 3
.L589:
	movb	$0, (%rax)
	movq	%rdx, %r15
	testq	%rdx, %rdx
	je	.L588
.L586:
	movq	88(%rsp), %rax
	leaq	-1(%r15), %rdx
	addq	%rdx, %rax
	movzbl	(%rax), %ecx
	cmpb	$10, %cl
	je	.L589
	cmpb	$13, %cl
	je	.L589
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	xorl	%eax, %eax
	movq	%rbp, %r9
	movq	40(%rsp), %rdi
	leaq	.LC154(%rip), %rdx
	movl	$64, %esi
	call	snprintf@PLT
	cmpq	$64, %r15
	jg	.L617
	movl	52(%rsp), %eax
	movq	88(%rsp), %rdi
	testl	%eax, %eax
	je	.L592
	leaq	320(%rsp), %r14
	movq	56(%rsp), %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L618
.L593:
	cmpq	$200000000, %rbx
	je	.L619
.L595:
	cmpq	%rbx, %r13
	je	.L620
.L596:
	movq	104(%rsp), %r14
	movq	%r14, (%r12,%rbx,8)
	movq	%rbp, %rbx
	jmp	.L585
	.p2align 4,,10
	.p2align 3
.L592:
	movq	56(%rsp), %rcx
	xorl	%esi, %esi
	movabsq	$4611686018427387903, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L621
	testq	%rbx, %rbx
	je	.L595
	movq	104(%rsp), %r8
	cmpq	%r14, %r8
	jnb	.L593
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	movq	%r14, %r9
	xorl	%eax, %eax
	leaq	.LC159(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L598
	.p2align 4,,10
	.p2align 3
.L620:
	movq	%r13, %rsi
	movq	%r12, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L622
	addq	%r13, %r13
	movq	%rax, %r12
	jmp	.L596
.L588:
	movq	16(%rsp), %rcx
	leaq	112(%rsp), %rbx
	movq	(%rsp), %r8
	xorl	%eax, %eax
	leaq	.LC154(%rip), %rdx
	movl	$64, %esi
	movq	%rbx, %rdi
	movq	%rbp, %r9
	call	snprintf@PLT
	movq	64(%rsp), %rdi
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC156(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
.L598:
	movq	88(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	call	fclose@PLT
.L582:
	xorl	%r12d, %r12d
.L580:
	addq	$488, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r12, %rax
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
.L616:
	.cfi_restore_state
	movq	8(%rsp), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L623
	testq	%rbx, %rbx
	je	.L624
	movq	88(%rsp), %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	call	fclose@PLT
	movq	72(%rsp), %rax
	movq	%rbx, (%rax)
	jmp	.L580
.L617:
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	movq	%r15, %r8
	xorl	%eax, %eax
	movl	$64, %r9d
	leaq	.LC155(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L598
.L621:
	movq	40(%rsp), %rcx
	movq	88(%rsp), %r8
	xorl	%eax, %eax
	leaq	.LC158(%rip), %rdx
	movq	64(%rsp), %rdi
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L598
.L618:
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	movq	%r14, %r8
	xorl	%eax, %eax
	leaq	.LC157(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L598
.L619:
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	leaq	.LC160(%rip), %rdx
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L598
.L623:
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	64(%rsp), %rdi
	leaq	.LC162(%rip), %rdx
	call	snprintf@PLT
	jmp	.L598
.L613:
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	64(%rsp), %rdi
	leaq	.LC150(%rip), %rdx
	call	snprintf@PLT
	jmp	.L582
.L624:
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	64(%rsp), %rdi
	leaq	.LC163(%rip), %rdx
	call	snprintf@PLT
	jmp	.L598
.L622:
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	movq	%rbp, %r9
	movl	$512, %esi
	movq	64(%rsp), %rdi
	leaq	.LC161(%rip), %rdx
	call	snprintf@PLT
	jmp	.L598
.L615:
	movq	64(%rsp), %rdi
	movq	(%rsp), %r8
	movl	$512, %esi
	xorl	%eax, %eax
	movq	16(%rsp), %rcx
	leaq	.LC153(%rip), %rdx
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	fclose@PLT
	jmp	.L582
.L614:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	leaq	.LC152(%rip), %rdx
	movq	64(%rsp), %rdi
	movq	%rax, %r9
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L582
	.cfi_endproc
.LFE143:
	.size	read_numbers.constprop.0, .-read_numbers.constprop.0
	.section	.rodata.str1.1
.LC164:
	.string	"parse_time '%s'%s"
.LC165:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB126:
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
	jne	.L631
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC165(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC164(%rip), %rdx
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
.L631:
	.cfi_restore_state
	leaq	.LC164(%rip), %rdx
	movq	%rbx, %rcx
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rdx
	testl	%ebp, %ebp
	je	.L632
.L628:
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
.L632:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	jmp	.L628
	.cfi_endproc
.LFE126:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.1
.LC166:
	.string	"%s%s"
.LC167:
	.string	"%.*s.%s.tmp.%ld"
.LC168:
	.string	"w"
.LC169:
	.string	"bench: cannot write %s: %s\n"
.LC170:
	.string	"RESULT export file=%s\n"
.LC171:
	.string	"bench: writing %s failed\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB98:
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
	leaq	.LC166(%rip), %rdx
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
	je	.L640
	subq	%rbp, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r15
	addq	%rbp, %r15
.L634:
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
	leaq	.LC167(%rip), %rdx
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	leaq	.LC168(%rip), %rsi
	movq	%r14, %rdi
	call	fopen@PLT
	movq	%rax, %rbx
	popq	%rax
	.cfi_def_cfa_offset 2200
	popq	%rdx
	.cfi_def_cfa_offset 2192
	testq	%rbx, %rbx
	je	.L642
	movq	%r13, %rsi
	movq	%rbx, %rdi
	call	*%r12
	testl	%eax, %eax
	jne	.L637
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r12d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r12d, %eax
	jne	.L638
	movq	%rbp, %rsi
	movq	%r14, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L638
	movq	%rbp, %rsi
	leaq	.LC170(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L633:
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
.L640:
	.cfi_restore_state
	movq	%rbp, %r15
	xorl	%ebx, %ebx
	jmp	.L634
	.p2align 4,,10
	.p2align 3
.L638:
	movq	%r14, %rdi
	call	remove@PLT
.L637:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC171(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L636:
	movl	$-1, %ebx
	jmp	.L633
.L642:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC169(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L636
	.cfi_endproc
.LFE98:
	.size	export_file, .-export_file
	.section	.rodata.str1.1
.LC172:
	.string	"%lu.%lu"
.LC173:
	.string	"%lu.%02lu"
.LC174:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB145:
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
	jnb	.L648
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L649
	leaq	.LC174(%rip), %rdx
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
.L649:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC173(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L648:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC172(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE145:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC175:
	.string	"%-10s %9lu"
	.globl	__divti3
.LC176:
	.string	"%lu.%04lu"
.LC177:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row, @function
print_row:
.LFB72:
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
	leaq	.LC175(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L651:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L651
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L652
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
.L652:
	movq	%rbp, %rdi
	leaq	.LC176(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC177(%rip), %rdi
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
.LFE72:
	.size	print_row, .-print_row
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB147:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L662
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L661
	.p2align 4,,10
	.p2align 3
.L659:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L660
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L660
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L660:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L657
.L661:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L659
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L661
.L657:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L662:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE147:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB40:
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
	je	.L690
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
.L670:
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
	jne	.L670
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
	jc	.L681
	movq	%r14, 8(%rsp)
.L669:
	movq	8(%rsp), %rax
	movq	%r12, 64(%r9)
	movq	$99999, 16(%rsp)
	movq	%rax, (%r9)
	movq	$0, 24(%rsp)
	testl	%r8d, %r8d
	je	.L691
.L673:
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
.L680:
	movq	8(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L674
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
	je	.L683
	movq	56(%rsp), %r12
	movq	%rbx, %rax
	xorl	%r14d, %r14d
	.p2align 4,,10
	.p2align 3
.L676:
	movq	(%rax), %rdx
	cmpq	%rdx, %r14
	cmovb	%rdx, %r14
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L676
.L675:
	movq	%rbp, %r12
	xorl	%r15d, %r15d
	movq	%r11, %rbp
	jmp	.L678
	.p2align 4,,10
	.p2align 3
.L679:
	movq	%r14, %rax
	movq	8(%r12), %rsi
	movq	%rbx, %rdi
	subq	%r15, %rax
	shrq	%rax
	leaq	(%rax,%r15), %r11
	movq	%r11, %rdx
	call	dist_count_le.isra.0
	cmpq	%rbp, %rax
	jb	.L692
	movq	%r11, %r14
.L678:
	cmpq	%r14, %r15
	jb	.L679
	movq	%r12, %rbp
.L674:
	movq	(%rsp), %rax
	addq	$8, %r13
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rax
	cmpq	%r13, %rax
	jne	.L680
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
.L667:
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
.L692:
	.cfi_restore_state
	leaq	1(%r11), %r15
	jmp	.L678
.L691:
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
	jmp	.L673
.L683:
	xorl	%r14d, %r14d
	jmp	.L675
.L690:
	movq	$0, 8(%rsp)
	xorl	%r12d, %r12d
	movq	$0, 32(%rsp)
	movq	$0, 40(%rsp)
	jmp	.L669
.L681:
	movl	$-1, %eax
	jmp	.L667
	.cfi_endproc
.LFE40:
	.size	dist_summarise, .-dist_summarise
	.section	.rodata.str1.8
	.align 8
.LC178:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	run_any.constprop.0, @function
run_any.constprop.0:
.LFB148:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r11
	movq	%rdx, %r10
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
	subq	$72, %rsp
	.cfi_def_cfa_offset 128
	movl	%esi, 20(%rsp)
	movq	%rcx, 48(%rsp)
	movq	%r8, 24(%rsp)
	testl	$-3, %esi
	je	.L715
	movq	80(%rdi), %rax
	movq	%rax, 32(%rsp)
	cmpl	$3, %esi
	je	.L726
.L694:
	movq	56(%r11), %rax
	movq	%rax, 40(%rsp)
.L696:
	movq	%r9, 56(%rsp)
	xorl	%r13d, %r13d
	xorl	%ebx, %ebx
	xorl	%r15d, %r15d
	xorl	%edx, %edx
	jmp	.L697
	.p2align 4,,10
	.p2align 3
.L730:
	addq	%r8, %rdx
	addq	$1, %rcx
	testq	%rsi, %rsi
	jne	.L727
.L710:
	movq	%rcx, 8(%r10)
	movq	%r12, %rbx
	movq	$-1, (%r10)
.L707:
	movq	24(%rsp), %rax
	movq	48(%rsp), %rcx
	movq	%rdx, (%rax,%rbx,8)
	movl	20(%rsp), %eax
	testl	%eax, %eax
	movq	%rdx, %rax
	cmove	%r14, %rbp
	subq	%rbp, %rax
	movq	%rax, (%rcx,%r15,8)
	addq	$1, %r15
.L704:
	movq	32(%rsp), %rax
	addq	$1, %rbx
	addq	$1, %r13
	cmpq	%rax, %rbx
	movl	$0, %eax
	cmove	%rax, %rbx
.L697:
	cmpl	$3, 20(%rsp)
	je	.L728
	cmpq	56(%r11), %r13
	jnb	.L700
	movq	48(%r11), %rax
	testq	%rax, %rax
	je	.L702
	movq	(%rax,%r13,8), %r14
.L703:
	cmpl	$2, 20(%rsp)
	jne	.L718
	cmpq	%rdx, %r14
	jb	.L704
.L718:
	cmpl	$1, 20(%rsp)
	movq	%r14, %rbp
	jne	.L701
	movq	24(%rsp), %rax
	movq	(%rax,%rbx,8), %rbp
	cmpq	%rbp, %r14
	cmovnb	%r14, %rbp
	.p2align 4,,10
	.p2align 3
.L701:
	movq	40(%rsp), %rax
	cmpq	%rax, %r15
	je	.L729
	cmpq	%rbp, %rdx
	movq	%rdx, %rdi
	movq	(%r11), %r12
	movq	(%r10), %rax
	cmovb	%rbp, %rdi
	movq	16(%r11), %rsi
	movq	8(%r11), %r8
	leaq	(%rdi,%r12), %rdx
	cmpq	%rdx, %rax
	jnb	.L707
	addq	%r8, %r12
	movq	8(%r10), %rcx
	movq	%r12, 8(%rsp)
	movq	%rbx, %r12
	.p2align 4,,10
	.p2align 3
.L711:
	cmpq	%rax, %rdi
	jb	.L730
	movq	8(%rsp), %r9
	leaq	(%r8,%rax), %rbx
	addq	%rax, %r9
	cmpq	%rbx, %rdi
	cmovb	%r9, %rdx
	addq	$1, %rcx
	testq	%rsi, %rsi
	je	.L710
.L727:
	addq	%rsi, %rax
	movq	%rax, (%r10)
	cmpq	%rdx, %rax
	jb	.L711
	movq	%rcx, 8(%r10)
	movq	%r12, %rbx
	jmp	.L707
	.p2align 4,,10
	.p2align 3
.L728:
	movq	24(%rsp), %rax
	movq	(%rax,%rbx,8), %r14
	movq	64(%r11), %rax
	testq	%rax, %rax
	je	.L699
	cmpq	%rax, %r14
	jnb	.L700
.L725:
	movq	%r14, %rbp
	jmp	.L701
	.p2align 4,,10
	.p2align 3
.L702:
	movq	40(%r11), %r14
	imulq	%r13, %r14
	jmp	.L703
	.p2align 4,,10
	.p2align 3
.L699:
	cmpq	56(%r11), %r13
	jb	.L725
.L700:
	movq	56(%rsp), %r9
	movq	%rdx, %rax
	movq	%r15, (%r9)
	addq	$72, %rsp
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
.L715:
	.cfi_restore_state
	movq	$1, 32(%rsp)
	jmp	.L694
.L726:
	movq	64(%rdi), %rax
	testq	%rax, %rax
	je	.L694
	xorl	%edx, %edx
	movq	32(%rsp), %rbx
	divq	(%rdi)
	leaq	1(%rbx,%rax), %rax
	movq	%rax, 40(%rsp)
	jmp	.L696
.L729:
	movq	stderr(%rip), %rdi
	movq	%r15, %rdx
	leaq	.LC178(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE148:
	.size	run_any.constprop.0, .-run_any.constprop.0
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB94:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
	movl	$1, %eax
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
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
	movdqu	(%rdi), %xmm1
	movdqu	16(%rdi), %xmm2
	movdqu	32(%rdi), %xmm3
	movdqu	48(%rdi), %xmm4
	movq	$0, 16(%rsp)
	movdqu	64(%rdi), %xmm5
	movdqu	80(%rdi), %xmm6
	movaps	%xmm1, 48(%rsp)
	movdqu	96(%rdi), %xmm7
	movdqu	112(%rdi), %xmm1
	movups	%xmm0, (%rdx)
	movq	$0, 32(%rdx)
	movups	%xmm0, 16(%rdx)
	movq	8(%rdi), %r11
	movq	$0, 24(%rsp)
	movaps	%xmm2, 64(%rsp)
	movaps	%xmm3, 80(%rsp)
	movaps	%xmm4, 96(%rsp)
	movaps	%xmm5, 112(%rsp)
	movaps	%xmm6, 128(%rsp)
	movaps	%xmm7, 144(%rsp)
	movaps	%xmm1, 160(%rsp)
	testq	%r11, %r11
	je	.L731
	cmpl	$0, 72(%rdi)
	movq	%rdi, %r10
	jne	.L731
	cmpl	$0, 32(%rdi)
	movq	%rdx, %rbx
	jne	.L733
	movq	%rsi, %rbp
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L756
.L733:
	movq	104(%rsp), %rbp
	leaq	0(,%rbp,8), %r12
	movq	%r12, %rdi
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, (%rbx)
	movq	%rax, %r14
	call	malloc@PLT
	movq	128(%rsp), %rdi
	movl	$8, %esi
	movq	%rax, 8(%rbx)
	movq	%rax, %r12
	call	calloc@PLT
	testq	%r12, %r12
	movq	%rax, %r13
	sete	%al
	testq	%r14, %r14
	sete	%dl
	orb	%dl, %al
	jne	.L751
	testq	%r13, %r13
	je	.L751
	orq	$-1, %r12
	cmpq	$0, 56(%rsp)
	je	.L736
	movq	72(%rsp), %r12
.L736:
	leaq	48(%rsp), %r15
	leaq	32(%rsp), %rdx
	xorl	%eax, %eax
	movq	%r13, %r8
	leaq	16(%rsp), %r9
	movq	%r14, %rcx
	movl	$1, %esi
	movq	%r15, %rdi
	movq	%rdx, 8(%rsp)
	movq	%r12, 32(%rsp)
	movq	%rax, 40(%rsp)
	call	run_any.constprop.0
	xorl	%edx, %edx
	movq	8(%rbx), %rcx
	leaq	24(%rsp), %r9
	movq	%rdx, 40(%rsp)
	movq	8(%rsp), %rdx
	movq	%r13, %r8
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	%r12, 32(%rsp)
	call	run_any.constprop.0
	movq	%r13, %rdi
	call	free@PLT
	movq	24(%rbx), %rax
	movq	%rbp, 16(%rbx)
	cmpq	%rbp, %rax
	jnb	.L737
	movq	88(%rsp), %r8
	movq	96(%rsp), %rdi
	movq	8(%rbx), %rsi
	movq	72(%rsp), %r9
	movq	%r8, %rcx
	imulq	%rax, %rcx
	jmp	.L738
	.p2align 4,,10
	.p2align 3
.L741:
	addq	$1, %rax
	addq	%r8, %rcx
	movq	%rax, 24(%rbx)
	cmpq	%rax, %rbp
	je	.L739
.L738:
	movq	%rcx, %rdx
	testq	%rdi, %rdi
	je	.L740
	movq	(%rdi,%rax,8), %rdx
.L740:
	addq	(%rsi,%rax,8), %rdx
	cmpq	%rdx, %r9
	jnb	.L741
	movq	%rax, 32(%rbx)
	cmpq	%rbp, %rax
	jnb	.L744
	movq	48(%rsp), %rcx
	movq	%rax, %rdx
	jmp	.L743
	.p2align 4,,10
	.p2align 3
.L745:
	addq	$1, %rdx
	movq	%rdx, 32(%rbx)
	cmpq	%rdx, %rbp
	je	.L744
.L743:
	cmpq	(%rsi,%rdx,8), %rcx
	jb	.L745
.L744:
	cmpq	%rbp, %rax
	setnb	%al
	movzbl	%al, %eax
.L731:
	addq	$184, %rsp
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
.L756:
	.cfi_restore_state
	movq	40(%r10), %rcx
	movq	24(%r10), %rax
	xorl	%edx, %edx
	divq	%rcx
	subq	(%r10), %rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%r11, %rax
	divq	%rcx
	leaq	1(%rbp,%rsi), %rcx
	addq	%rcx, %rax
	cmpq	$1, %rdx
	movq	56(%r10), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, 104(%rsp)
	jmp	.L733
.L737:
	movq	%rax, 32(%rbx)
	jmp	.L744
.L751:
	movq	%r13, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L731
.L739:
	movq	%rbp, 32(%rbx)
	jmp	.L744
	.cfi_endproc
.LFE94:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB22:
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
	jnb	.L768
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
	jmp	.L767
	.p2align 4,,10
	.p2align 3
.L765:
	movq	%rsi, 8(%r10)
	movq	%rdx, %rax
	movq	$-1, (%r10)
	subq	%rcx, %rax
.L762:
	movq	-40(%rsp), %rcx
	addq	$1, %r8
	movq	%rax, (%rcx,%r14,8)
.L761:
	cmpq	%r13, %r8
	jnb	.L757
.L767:
	movq	-32(%rsp), %rsi
	movq	%r8, %r14
	movq	(%r10), %rax
	subq	%r15, %r14
	movq	%rsi, %rcx
	imulq	%r8, %rcx
	cmpq	%rbp, %rsi
	jb	.L759
	movq	%r13, %rsi
	subq	%r8, %rsi
	cmpq	$15, %rsi
	jbe	.L759
	movq	-24(%rsp), %rsi
	movq	-16(%rsp), %r9
	addq	%rdx, %rsi
	addq	%rcx, %r9
	cmpq	%r9, %rsi
	cmovb	%r9, %rsi
	cmpq	%rsi, %rax
	jnb	.L777
.L759:
	cmpq	%rdx, %rcx
	cmovb	%rdx, %rcx
	leaq	0(%rbp,%rcx), %rdx
	cmpq	%rdx, %rax
	jnb	.L769
	movq	8(%r10), %rsi
	addq	$1, %rsi
	cmpq	%rax, %rcx
	jnb	.L763
	.p2align 4,,10
	.p2align 3
.L779:
	addq	%r11, %rdx
.L764:
	testq	%rdi, %rdi
	je	.L765
	addq	%rdi, %rax
	leaq	1(%rsi), %r9
	movq	%rax, (%r10)
	cmpq	%rdx, %rax
	jnb	.L778
	movq	%r9, %rsi
	cmpq	%rax, %rcx
	jb	.L779
.L763:
	leaq	(%r11,%rax), %r12
	leaq	(%rbx,%rax), %r9
	cmpq	%r12, %rcx
	cmovb	%r9, %rdx
	jmp	.L764
.L768:
	movq	%r9, %rdx
.L757:
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
.L769:
	.cfi_restore_state
	movq	%rbp, %rax
	jmp	.L762
.L777:
	movq	-40(%rsp), %rax
	movq	%rbp, %xmm0
	punpcklqdq	%xmm0, %xmm0
	leaq	(%rax,%r14,8), %rax
	leaq	128(%rax), %rcx
.L760:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rcx, %rax
	jne	.L760
	addq	$16, %r8
	movq	%rsi, %rdx
	jmp	.L761
.L778:
	movq	%rdx, %rax
	movq	%rsi, 8(%r10)
	subq	%rcx, %rax
	jmp	.L762
	.cfi_endproc
.LFE22:
	.size	run_closed, .-run_closed
	.section	.rodata.str1.1
.LC179:
	.string	"RESULT set=%s"
.LC180:
	.string	" n=%lu"
.LC181:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC182:
	.string	" slow=%lu slow_pct=%s sum_ns=%lu\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB71:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	xorl	%eax, %eax
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	leaq	.LC181(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	movq	%rdi, %rsi
	leaq	.LC179(%rip), %rdi
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
	leaq	.LC180(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L781:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L781
	movq	(%r12), %r8
	movq	64(%r12), %rbx
	xorl	%ecx, %ecx
	movq	56(%r12), %rax
	testq	%r8, %r8
	je	.L782
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
.L782:
	movq	%rsp, %rbp
	leaq	.LC176(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC182(%rip), %rdi
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
.LFE71:
	.size	print_result_set, .-print_result_set
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB41:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L802
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
.L788:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L793
	.p2align 4,,10
	.p2align 3
.L789:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L791
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L791:
	testq	%r8, %r8
	je	.L792
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L792
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L792:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L789
.L793:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L788
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
.L802:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE41:
	.size	dist_correct, .-dist_correct
	.section	.rodata.str1.8
	.align 8
.LC187:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC188:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC189:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC190:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC191:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC193:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC194:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC195:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB101:
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
	movapd	.LC184(%rip), %xmm0
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
	jle	.L811
	movslq	%r12d, %rax
	movsd	.LC185(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L810
	.p2align 4,,10
	.p2align 3
.L844:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L809:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L843
.L810:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L844
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L809
.L843:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L845
.L811:
	movsd	.LC24(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L807:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC187(%rip), %rsi
	pushq	%r14
	leaq	XTICK.7(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC189(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC188(%rip), %rcx
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
.L814:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC21(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC190(%rip), %rsi
	mulsd	.LC15(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC16(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L814
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L830
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
.L829:
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
	je	.L817
	testq	%rbx, %rbx
	je	.L817
	testq	%rax, %rax
	je	.L817
	testq	%r14, %r14
	je	.L846
	movq	.LC185(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L824
	.p2align 4,,10
	.p2align 3
.L847:
	divsd	%xmm6, %xmm0
	movsd	.LC24(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC24(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L820:
	call	log10@PLT
	movq	.LC21(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L822
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L823:
	movq	-264(%rbp), %rax
	divsd	.LC185(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L819
.L824:
	movsd	(%r12), %xmm0
	movsd	.LC37(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L847
	movq	.LC183(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L820
	.p2align 4,,10
	.p2align 3
.L822:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L823
	.p2align 4,,10
	.p2align 3
.L846:
	movsd	.LC185(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L819:
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
	js	.L825
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L826:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC13(%rip), %xmm0
	movsd	.LC14(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC193(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC192(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L827
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L828:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC194(%rip), %rdx
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
	leaq	.LC195(%rip), %rsi
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
	jne	.L829
.L830:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC191(%rip), %rdi
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
.L827:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L828
	.p2align 4,,10
	.p2align 3
.L825:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L826
.L845:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC186(%rip), %xmm2
	movsd	.LC29(%rip), %xmm3
	movsd	.LC22(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L813
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC24(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
.L813:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L807
.L817:
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
.LFE101:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	run_open, @function
run_open:
.LFB23:
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
	jnb	.L860
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
	jmp	.L858
	.p2align 4,,10
	.p2align 3
.L856:
	movq	%rcx, 8(%r10)
	movq	$-1, (%r10)
.L853:
	movq	%rdx, %rax
	addq	$1, %r11
	subq	%rbx, %rax
	movq	-32(%rsp), %rbx
	movq	%rax, (%rbx,%r14,8)
.L852:
	cmpq	%r15, %r11
	jnb	.L848
.L858:
	movq	-40(%rsp), %rdi
	movq	-24(%rsp), %rcx
	movq	%r11, %r14
	movq	(%r10), %rax
	movq	%rdi, %rbx
	subq	%rcx, %r14
	imulq	%r11, %rbx
	cmpq	%r12, %rdi
	jb	.L850
	movq	%r15, %rcx
	subq	%r11, %rcx
	cmpq	$15, %rcx
	jbe	.L850
	movq	-16(%rsp), %rdi
	leaq	(%rdi,%rdx), %rcx
	movq	-8(%rsp), %rdi
	addq	%rbx, %rdi
	cmpq	%rdi, %rcx
	cmovb	%rdi, %rcx
	cmpq	%rcx, %rax
	jnb	.L868
.L850:
	cmpq	%rdx, %rbx
	movq	%rdx, %rdi
	cmovnb	%rbx, %rdi
	leaq	(%r12,%rdi), %rdx
	cmpq	%rdx, %rax
	jnb	.L853
	movq	8(%r10), %rcx
	addq	$1, %rcx
	cmpq	%rax, %rdi
	jnb	.L854
	.p2align 4,,10
	.p2align 3
.L870:
	addq	%r8, %rdx
.L855:
	testq	%rsi, %rsi
	je	.L856
	addq	%rsi, %rax
	leaq	1(%rcx), %r9
	movq	%rax, (%r10)
	cmpq	%rdx, %rax
	jnb	.L869
	movq	%r9, %rcx
	cmpq	%rax, %rdi
	jb	.L870
.L854:
	leaq	(%r8,%rax), %r13
	leaq	0(%rbp,%rax), %r9
	cmpq	%r13, %rdi
	cmovb	%r9, %rdx
	jmp	.L855
.L860:
	movq	%r9, %rdx
.L848:
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
.L868:
	.cfi_restore_state
	movq	-32(%rsp), %rax
	movq	-40(%rsp), %r9
	salq	$3, %r14
	subq	%rbx, %rdx
	leaq	(%rax,%r14), %rdi
	subq	%r12, %r9
	leaq	128(%rax,%r14), %r14
.L851:
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
	jne	.L851
	addq	$16, %r11
	movq	%rcx, %rdx
	jmp	.L852
.L869:
	movq	%rcx, 8(%r10)
	jmp	.L853
	.cfi_endproc
.LFE23:
	.size	run_open, .-run_open
	.p2align 4
	.type	dist_of_sorted, @function
dist_of_sorted:
.LFB55:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	xorl	%eax, %eax
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
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	testq	%rsi, %rsi
	je	.L871
.L872:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L880
	.p2align 4,,10
	.p2align 3
.L875:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L874
.L880:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L875
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L876
.L881:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L876
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L876:
	cmpq	%rbp, %rbx
	jnb	.L871
	movq	%rbx, %rax
	jmp	.L872
	.p2align 4,,10
	.p2align 3
.L874:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L881
.L871:
	addq	$8, %rsp
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
	.cfi_endproc
.LFE55:
	.size	dist_of_sorted, .-dist_of_sorted
	.section	.rodata.str1.8
	.align 8
.LC197:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC198:
	.string	"stall (us, log scale)"
.LC199:
	.string	"p99 latency (ms)"
.LC200:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC201:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.align 8
.LC202:
	.string	"p99 against stall length (the load held fixed)"
	.align 8
.LC203:
	.string	"p99 against load (the stall held fixed)"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB103:
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
	jne	.L924
	testq	%r14, %r14
	je	.L924
	movq	64(%rsp), %rax
	movq	%r15, 16(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	movq	%r13, 8(%rsp)
	movq	(%rsp), %r13
	leaq	240(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L900:
	movq	0(%r13,%rbp,8), %rax
	testq	%rax, %rax
	js	.L894
	movl	40(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L932
.L896:
	movsd	%xmm0, (%r12,%rbp,8)
	leaq	-216(%rbx), %r15
.L899:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L897
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L898:
	divsd	.LC185(%rip), %xmm0
	addq	$72, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L899
	addq	$1, %rbp
	movsd	%xmm0, 120(%rsp)
	addq	$256, %rbx
	cmpq	%r14, %rbp
	jb	.L900
	movl	40(%rsp), %r10d
	movq	8(%rsp), %r13
	movq	16(%rsp), %r15
	testl	%r10d, %r10d
	je	.L901
	pxor	%xmm0, %xmm0
	movq	.LC37(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 104(%rsp)
	ja	.L902
	movsd	.LC24(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L903:
	movsd	%xmm0, 120(%rsp)
	movl	$820, %edx
	leaq	.LC203(%rip), %rax
	movl	$500, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 232
	movl	$820, %r8d
	movl	$500, %ecx
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	leaq	.LC187(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 232
	popq	%rdx
	.cfi_def_cfa_offset 224
	leaq	.LC197(%rip), %rdx
	movq	$0x000000000, (%rsp)
.L921:
	movq	72(%rsp), %rdi
	leaq	96(%rsp), %rsi
	leaq	.LC199(%rip), %rcx
	movq	%rsi, 80(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	(%rsp), %xmm2
	jb	.L933
	movl	40(%rsp), %r9d
	movsd	.LC25(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L911
	movsd	.LC24(%rip), %xmm2
.L911:
	movsd	(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%r12, 88(%rsp)
	leaq	128(%rsp), %rbx
	movsd	.LC15(%rip), %xmm7
	movq	72(%rsp), %r12
	movq	%r13, 48(%rsp)
	leaq	.LC190(%rip), %rbp
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
.L913:
	testl	%r13d, %r13d
	je	.L934
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 56(%rsp)
.L931:
	leaq	.LC200(%rip), %rdx
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
	jnb	.L913
	movq	88(%rsp), %r12
.L914:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	72(%rsp), %rbp
	movl	$60, 56(%rsp)
	movq	%rax, 40(%rsp)
	movq	64(%rsp), %rax
	movq	%r13, 64(%rsp)
	addq	$24, %rax
	movq	%rax, 48(%rsp)
.L909:
	movq	48(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L917
	.p2align 4,,10
	.p2align 3
.L936:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L916:
	divsd	.LC185(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$256, %rcx
	cmpq	%r14, %rdx
	jnb	.L935
.L917:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L936
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L916
	.p2align 4,,10
	.p2align 3
.L897:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L898
	.p2align 4,,10
	.p2align 3
.L894:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	40(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L896
.L932:
	movsd	%xmm1, (%rsp)
	divsd	.LC30(%rip), %xmm0
	call	log10@PLT
	movsd	(%rsp), %xmm1
	jmp	.L896
	.p2align 4,,10
	.p2align 3
.L901:
	movsd	(%r12), %xmm0
	movq	.LC23(%rip), %xmm4
	movsd	.LC22(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L904
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm2, %xmm2
	movsd	.LC24(%rip), %xmm7
	andnpd	%xmm0, %xmm3
	cvtsi2sdq	%rax, %xmm2
	movapd	%xmm2, %xmm5
	cmpnlesd	%xmm0, %xmm5
	andpd	%xmm7, %xmm5
	subsd	%xmm5, %xmm2
	orpd	%xmm3, %xmm2
	movapd	%xmm2, %xmm0
.L904:
	movsd	-8(%r12,%r13), %xmm2
	movsd	%xmm0, (%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L905
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm3, %xmm3
	movapd	%xmm2, %xmm7
	movsd	.LC24(%rip), %xmm8
	andnpd	%xmm2, %xmm5
	cvtsi2sdq	%rax, %xmm3
	cmpnlesd	%xmm3, %xmm7
	andpd	%xmm8, %xmm7
	addsd	%xmm7, %xmm3
	orpd	%xmm5, %xmm3
	movapd	%xmm3, %xmm2
.L905:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L906
	movsd	.LC24(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L907:
	movsd	%xmm0, 120(%rsp)
	movl	$500, %ecx
	leaq	.LC202(%rip), %rax
	movl	$820, %edx
	pushq	%rax
	.cfi_def_cfa_offset 232
	leaq	.LC187(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 232
	leaq	.LC198(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 224
	jmp	.L921
	.p2align 4,,10
	.p2align 3
.L935:
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
.L918:
	movsd	(%r15,%r13,8), %xmm1
	divsd	32(%rsp), %xmm1
	movsd	(%r12,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC13(%rip), %xmm1
	subsd	(%rsp), %xmm0
	divsd	8(%rsp), %xmm0
	leaq	.LC201(%rip), %rsi
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
	jb	.L918
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movl	$120, %r8d
	movl	$92, %edx
	movq	48(%rsp), %r13
	leaq	.LC195(%rip), %rsi
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
	jne	.L909
	movq	72(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC191(%rip), %rdi
	call	fwrite@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L890:
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
.L934:
	.cfi_restore_state
	movq	.LC25(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 56(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L931
.L902:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm1
	movsd	.LC186(%rip), %xmm2
	movsd	.LC29(%rip), %xmm3
	movsd	.LC22(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L937
.L923:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 32(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L903
.L937:
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC24(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L923
.L906:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC186(%rip), %xmm2
	movq	.LC23(%rip), %xmm4
	movq	.LC22(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L922
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm3
	movsd	.LC24(%rip), %xmm5
	andnpd	%xmm2, %xmm4
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm3
	andpd	%xmm5, %xmm3
	addsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm4, %xmm2
.L922:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L907
.L933:
	movq	%r13, %xmm5
	subsd	(%rsp), %xmm5
	movsd	.LC15(%rip), %xmm7
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	.LC16(%rip), %xmm5
	movsd	%xmm5, 24(%rsp)
	jmp	.L914
.L924:
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L890
	.cfi_endproc
.LFE103:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.8
	.align 8
.LC204:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC205:
	.string	"percentiles.svg"
.LC206:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC207:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC208:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB104:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %r15
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
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rcx, %rbx
	subq	$376, %rsp
	.cfi_def_cfa_offset 432
	movl	40(%rdx), %edx
	movq	%rsi, 16(%rsp)
	movl	%r8d, 8(%rsp)
	movq	$0, 352(%rsp)
	movaps	%xmm0, 288(%rsp)
	movaps	%xmm0, 304(%rsp)
	movaps	%xmm0, 320(%rsp)
	movaps	%xmm0, 336(%rsp)
	movaps	%xmm0, 128(%rsp)
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	testl	%edx, %edx
	je	.L939
	xorl	%r13d, %r13d
	cmpq	$0, 56(%r15)
	leaq	128(%rsp), %r12
	jne	.L940
.L944:
	movq	248(%rbx), %rsi
	leaq	160(%rsp), %r13
	movq	%r12, %rdi
	movq	%r13, %rdx
	call	dist_correct
	movl	152(%rsp), %eax
	orl	184(%rsp), %eax
	jne	.L945
	leaq	288(%rsp), %rax
	leaq	48(%r15), %rdi
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L945
	leaq	312(%rsp), %rsi
	leaq	72(%r15), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L945
	leaq	240(%rsp), %r14
	movl	$6, %ecx
	movq	%rbp, 32(%rsp)
	xorl	%r15d, %r15d
	movq	%r14, %rdi
	movq	%rbx, 40(%rsp)
	rep stosl
.L946:
	cmpq	168(%rsp), %r15
	jnb	.L949
	testl	%eax, %eax
	jne	.L949
	movq	%r15, %rcx
	xorl	%ebp, %ebp
	salq	$5, %rcx
	addq	160(%rsp), %rcx
	cmpq	$0, 16(%rcx)
	movq	%rcx, %rbx
	jne	.L947
	jmp	.L950
	.p2align 4,,10
	.p2align 3
.L1000:
	testl	%eax, %eax
	jne	.L950
.L947:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	movq	24(%rbx), %rdx
	imulq	%rbp, %rax
	addq	$1, %rbp
	subq	%rax, %rsi
	call	table_push
	cmpq	16(%rbx), %rbp
	jb	.L1000
.L950:
	addq	$1, %r15
	jmp	.L946
	.p2align 4,,10
	.p2align 3
.L1001:
	movl	152(%rsp), %eax
	testl	%eax, %eax
	jne	.L943
	movq	48(%r15), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	imulq	%r13, %rsi
	call	dist_add.part.0
	.p2align 4,,10
	.p2align 3
.L943:
	addq	$1, %r13
	cmpq	56(%r15), %r13
	jnb	.L944
.L940:
	movq	64(%r15), %rax
	movq	(%rax,%r13,8), %r8
	testq	%r8, %r8
	je	.L943
	jmp	.L1001
.L939:
	leaq	288(%rsp), %rax
	movq	(%rcx), %rsi
	movq	(%r15), %rdi
	movq	%rax, %rdx
	movq	%rax, 24(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	je	.L992
.L975:
	leaq	160(%rsp), %r13
	leaq	128(%rsp), %r12
.L945:
	orl	$-1, %ebx
.L952:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC208(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L962:
	movq	288(%rsp), %rdi
	call	free@PLT
	movq	312(%rsp), %rdi
	call	free@PLT
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	dist_free
	movq	%r13, %rdi
	call	dist_free
	addq	$376, %rsp
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
.L992:
	.cfi_restore_state
	movq	72(%rbx), %rsi
	movq	8(%r15), %rdi
	leaq	312(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L975
	movq	144(%rbx), %rsi
	movq	16(%r15), %rdi
	leaq	336(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L975
	leaq	160(%rsp), %r13
	leaq	128(%rsp), %r12
.L957:
	leaq	64(%rsp), %rax
	xorl	%r8d, %r8d
	movl	8(%rsp), %r15d
	movq	%r12, 8(%rsp)
	movq	%rax, 32(%rsp)
	movq	%r8, %r12
.L956:
	leaq	(%r12,%r12,8), %rax
	movq	32(%rsp), %rcx
	leaq	(%r12,%r12,2), %r14
	movq	%rbp, %rdi
	movq	24(%rbx,%rax), %rax
	leaq	hgrm_writer(%rip), %rdx
	movq	%rax, (%rcx,%r12)
	movq	24(%rsp), %rax
	addq	%rax, %r14
	leaq	HGRM.2(%rip), %rax
	movq	(%rax,%r12), %rsi
	movq	%r14, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L996
	testl	%r15d, %r15d
	jne	.L958
.L960:
	addq	$8, %r12
	cmpq	$24, %r12
	jne	.L956
	leaq	.LC204(%rip), %rax
	movq	%rbp, %rdi
	movq	8(%rsp), %r12
	leaq	240(%rsp), %rcx
	movq	%rax, %xmm0
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movl	$3, 256(%rsp)
	movhps	24(%rsp), %xmm0
	leaq	.LC205(%rip), %rsi
	movaps	%xmm0, 240(%rsp)
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movups	%xmm0, 264(%rsp)
	call	export_file
	testl	%eax, %eax
	jne	.L945
	leaq	192(%rsp), %r14
	movq	16(%rsp), %rdi
	movl	$20, %esi
	movq	%r14, %rdx
	call	first_stall_window
	testl	%eax, %eax
	je	.L1002
	jns	.L1003
	movq	192(%rsp), %rdi
	call	free@PLT
	movq	200(%rsp), %rdi
.L999:
	call	free@PLT
	jmp	.L945
.L958:
	leaq	VALUES.1(%rip), %rax
	movq	%r14, %rcx
	leaq	values_writer(%rip), %rdx
	movq	%rbp, %rdi
	movq	(%rax,%r12), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L960
.L996:
	movq	8(%rsp), %r12
	jmp	.L945
.L949:
	movq	32(%rsp), %rbp
	movq	40(%rsp), %rbx
	movq	240(%rsp), %rdi
	testl	%eax, %eax
	jne	.L999
	movq	248(%rsp), %r14
	movl	$16, %edx
	movl	%eax, 40(%rsp)
	xorl	%r15d, %r15d
	leaq	cmp_vc(%rip), %rcx
	movq	%rdi, 32(%rsp)
	movq	%r14, %rsi
	call	qsort@PLT
	movq	32(%rsp), %rcx
	movq	%rbx, 48(%rsp)
	leaq	336(%rsp), %rdx
	movl	40(%rsp), %eax
	movq	%rbp, 40(%rsp)
	movq	%r15, %rbp
	movq	%rdx, %r15
	movq	%rcx, %rbx
	jmp	.L953
.L1004:
	cmpq	%r14, %rbp
	jnb	.L967
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r15, %rdi
	addq	$1, %rbp
	addq	$16, %rbx
	call	table_push
.L953:
	testl	%eax, %eax
	je	.L1004
.L967:
	movq	32(%rsp), %rdi
	movq	40(%rsp), %rbp
	movl	%eax, 60(%rsp)
	movq	48(%rsp), %rbx
	call	free@PLT
	movl	60(%rsp), %eax
	testl	%eax, %eax
	je	.L957
	jmp	.L945
.L1002:
	movq	16(%rsp), %rax
	leaq	96(%rsp), %rcx
	movq	%rbp, %rdi
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC206(%rip), %rsi
	movq	%r14, 104(%rsp)
	movq	%rax, 96(%rsp)
	movq	248(%rbx), %rax
	movq	%rax, 112(%rsp)
	call	export_file
	movq	192(%rsp), %rdi
	movl	%eax, %ebx
	call	free@PLT
	movq	200(%rsp), %rdi
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L952
	xorl	%ebx, %ebx
	jmp	.L962
.L1003:
	leaq	.LC207(%rip), %rdi
	xorl	%ebx, %ebx
	call	puts@PLT
	movq	192(%rsp), %rdi
	call	free@PLT
	movq	200(%rsp), %rdi
	call	free@PLT
	jmp	.L962
	.cfi_endproc
.LFE104:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.8
	.align 8
.LC209:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC210:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC211:
	.string	"#2e8b57"
.LC212:
	.string	"#1f5fbf"
.LC213:
	.string	"closed: one sample of %s us"
.LC214:
	.string	"open: %lu requests delayed"
.LC215:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC216:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB102:
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
	movq	(%rsi), %rax
	movq	16(%rsi), %r15
	movq	%rdi, -312(%rbp)
	movq	$1, -384(%rbp)
	movq	8(%rsi), %rdi
	movq	%rax, -392(%rbp)
	movl	$20, %eax
	movq	24(%rdi), %r12
	movq	32(%rdi), %rcx
	movq	%rdi, -400(%rbp)
	cmpq	%rax, %r12
	movq	%rcx, %rdx
	cmovnb	%r12, %rax
	subq	%r12, %rdx
	movq	%rax, -440(%rbp)
	leaq	-20(%rax), %rbx
	movabsq	$-3689348814741910323, %rax
	mulq	%rdx
	movq	16(%rdi), %rax
	shrq	$3, %rdx
	leaq	20(%rcx,%rdx), %r10
	cmpq	%rax, %r10
	cmovbe	%r10, %rax
	movq	%rax, %r13
	movq	(%rdi), %rax
	movq	(%rax,%r12,8), %rax
	movq	%rax, -424(%rbp)
	cmpq	%r15, %rax
	jb	.L1006
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1006:
	movq	-384(%rbp), %r14
	movq	%r13, %rax
	movl	$8, %esi
	subq	%rbx, %rax
	cmpq	%r14, %rax
	movq	%rax, -416(%rbp)
	cmovnb	%rax, %r14
	movq	%r14, %rdi
	call	calloc@PLT
	movl	$8, %esi
	movq	%r14, %rdi
	movq	%rax, -368(%rbp)
	call	calloc@PLT
	movq	%rax, -376(%rbp)
	movq	-392(%rbp), %rax
	movq	24(%rax), %rax
	testq	%rax, %rax
	js	.L1007
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
	movq	-392(%rbp), %rax
	movq	48(%rax), %rax
	testq	%rax, %rax
	je	.L1009
.L1100:
	movq	(%rax,%r12,8), %rdx
	testq	%rdx, %rdx
	js	.L1010
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rdx, %xmm5
	movsd	%xmm5, -432(%rbp)
.L1011:
	pxor	%xmm0, %xmm0
	cmpq	$0, -368(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1017
	cmpq	$0, -376(%rbp)
	je	.L1017
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	js	.L1019
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1020:
	subsd	%xmm3, %xmm0
	movsd	.LC185(%rip), %xmm2
	movsd	-432(%rbp), %xmm1
	movq	-384(%rbp), %rdx
	divsd	%xmm2, %xmm1
	imulq	%r15, %rdx
	divsd	%xmm2, %xmm0
	movsd	%xmm0, -328(%rbp)
	movsd	%xmm0, -304(%rbp)
	movapd	%xmm3, %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm0, %xmm1
	testq	%rdx, %rdx
	js	.L1021
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1022:
	divsd	%xmm2, %xmm0
	movq	-8(%rax,%r13,8), %rax
	addsd	%xmm0, %xmm1
.L1023:
	testq	%rax, %rax
	js	.L1028
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1029:
	subsd	%xmm3, %xmm0
	movsd	%xmm3, -344(%rbp)
	movsd	%xmm2, -336(%rbp)
	divsd	%xmm2, %xmm0
	call	fmax@PLT
	cmpq	%r13, %rbx
	movsd	-336(%rbp), %xmm2
	movsd	-344(%rbp), %xmm3
	movsd	%xmm0, -320(%rbp)
	movsd	%xmm0, -296(%rbp)
	jnb	.L1072
	movq	-400(%rbp), %rax
	pxor	%xmm1, %xmm1
	movq	8(%rax), %rax
	leaq	(%rax,%rbx,8), %r14
	leaq	(%rax,%r13,8), %r12
	jmp	.L1033
	.p2align 4,,10
	.p2align 3
.L1090:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1032:
	divsd	-336(%rbp), %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r14, %r12
	je	.L1089
.L1033:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1090
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1032
	.p2align 4,,10
	.p2align 3
.L1010:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -432(%rbp)
	jmp	.L1011
	.p2align 4,,10
	.p2align 3
.L1089:
	movsd	-344(%rbp), %xmm3
	movsd	-336(%rbp), %xmm2
.L1030:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm3, -344(%rbp)
	movsd	%xmm1, -336(%rbp)
	call	nice_step
	movsd	-336(%rbp), %xmm1
	movsd	.LC186(%rip), %xmm4
	movsd	.LC23(%rip), %xmm5
	movsd	.LC22(%rip), %xmm3
	mulsd	%xmm1, %xmm4
	movsd	-352(%rbp), %xmm2
	divsd	%xmm0, %xmm4
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm3
	movsd	-344(%rbp), %xmm3
	jbe	.L1034
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC24(%rip), %xmm7
	andnpd	%xmm4, %xmm5
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm5, %xmm4
.L1034:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm4, -344(%rbp)
	movsd	%xmm3, -336(%rbp)
	call	nice_step
	movsd	-344(%rbp), %xmm4
	movq	-392(%rbp), %rax
	movsd	-336(%rbp), %xmm3
	movsd	-352(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	8(%rax), %rax
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1035
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1036:
	divsd	%xmm2, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC209(%rip), %rdx
	movl	$160, %esi
	movq	%rax, %r14
	movq	%rax, %rdi
	movq	%rax, -448(%rbp)
	movl	$1, %eax
	movsd	%xmm3, -352(%rbp)
	movsd	%xmm2, -336(%rbp)
	call	snprintf@PLT
	pushq	%r14
	movq	-312(%rbp), %r14
	xorl	%eax, %eax
	pushq	$80
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC187(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC188(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC210(%rip), %rdx
	movq	%rsi, -408(%rbp)
	call	svg_axes
	movsd	-320(%rbp), %xmm7
	subsd	-328(%rbp), %xmm7
	movapd	%xmm7, %xmm0
	movsd	%xmm7, -344(%rbp)
	call	nice_step
	movsd	-328(%rbp), %xmm4
	movsd	.LC23(%rip), %xmm1
	movsd	.LC22(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movsd	-336(%rbp), %xmm2
	divsd	%xmm0, %xmm4
	movsd	-352(%rbp), %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L1037
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC24(%rip), %xmm7
	andnpd	%xmm4, %xmm1
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm1, %xmm4
.L1037:
	mulsd	%xmm5, %xmm4
	movsd	-320(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1091
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	leaq	-240(%rbp), %r12
	leaq	.LC190(%rip), %r14
	divsd	%xmm2, %xmm6
	movsd	%xmm3, -456(%rbp)
	movq	%rax, -336(%rbp)
	movsd	%xmm5, -360(%rbp)
	movsd	%xmm2, -464(%rbp)
	movsd	%xmm6, -352(%rbp)
	.p2align 4,,10
	.p2align 3
.L1043:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC23(%rip), %xmm0
	leaq	.LC200(%rip), %rdx
	movsd	%xmm4, -312(%rbp)
	cmpltsd	-352(%rbp), %xmm0
	andnpd	%xmm4, %xmm0
	call	snprintf@PLT
	movq	%r12, %r9
	movl	$430, %ecx
	movq	%r14, %rsi
	movl	$448, %r8d
	movl	$50, %edx
	movl	$3, %eax
	movsd	-312(%rbp), %xmm4
	movq	-336(%rbp), %rdi
	movapd	%xmm4, %xmm1
	subsd	-328(%rbp), %xmm1
	divsd	-344(%rbp), %xmm1
	mulsd	.LC15(%rip), %xmm1
	addsd	.LC16(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-360(%rbp), %xmm4
	movsd	-320(%rbp), %xmm5
	comisd	%xmm4, %xmm5
	jnb	.L1043
	movq	-336(%rbp), %rax
	movsd	-456(%rbp), %xmm3
	movsd	-464(%rbp), %xmm2
	movq	%rax, -312(%rbp)
.L1044:
	cmpq	%r13, %rbx
	jnb	.L1092
	movq	-400(%rbp), %rax
	movq	-440(%rbp), %rcx
	movq	-392(%rbp), %r8
	movq	-312(%rbp), %r11
	movq	8(%rax), %rdi
	negq	%rcx
	movq	-368(%rbp), %rax
	salq	$3, %rcx
	movq	48(%r8), %rdx
	leaq	(%rax,%rcx), %rsi
	movq	-376(%rbp), %rax
	addq	%rax, %rcx
	movq	%rbx, %rax
	jmp	.L1051
	.p2align 4,,10
	.p2align 3
.L1094:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L1048:
	subsd	%xmm3, %xmm0
	movq	(%rdi,%rax,8), %r9
	divsd	%xmm2, %xmm0
	movsd	%xmm0, 160(%rsi,%rax,8)
	testq	%r9, %r9
	js	.L1049
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L1050:
	divsd	%xmm2, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r13
	je	.L1093
.L1051:
	testq	%rdx, %rdx
	je	.L1045
	movq	(%rdx,%rax,8), %r9
.L1046:
	testq	%r9, %r9
	jns	.L1094
	movq	%r9, %r10
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%r10
	orq	%r9, %r10
	cvtsi2sdq	%r10, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1048
	.p2align 4,,10
	.p2align 3
.L1049:
	movq	%r9, %r10
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%r10
	orq	%r9, %r10
	cvtsi2sdq	%r10, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1050
	.p2align 4,,10
	.p2align 3
.L1045:
	movq	40(%r8), %r9
	imulq	%rax, %r9
	jmp	.L1046
	.p2align 4,,10
	.p2align 3
.L1093:
	subq	$8, %rsp
	movsd	%xmm2, -328(%rbp)
	movq	-368(%rbp), %rdx
	movq	-416(%rbp), %r8
	movsd	%xmm3, -320(%rbp)
	movq	-376(%rbp), %rcx
	movq	%r11, %rdi
	movq	-408(%rbp), %rsi
	movq	%r11, -312(%rbp)
	leaq	.LC215(%rip), %r9
	pushq	$0
	call	svg_line
	cmpq	$0, -384(%rbp)
	popq	%rax
	movsd	-320(%rbp), %xmm3
	movsd	-328(%rbp), %xmm2
	popq	%rdx
	je	.L1095
.L1068:
	movq	-424(%rbp), %rcx
	movq	-384(%rbp), %rsi
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-432(%rbp), %xmm1
	movq	-368(%rbp), %rdi
	movq	-376(%rbp), %r8
	movq	-312(%rbp), %r11
	subsd	%xmm3, %xmm1
	jmp	.L1059
	.p2align 4,,10
	.p2align 3
.L1097:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1056:
	addsd	%xmm1, %xmm0
	divsd	%xmm2, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1057
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1058:
	divsd	%xmm2, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1096
.L1059:
	testq	%rdx, %rdx
	jns	.L1097
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1056
	.p2align 4,,10
	.p2align 3
.L1057:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1058
	.p2align 4,,10
	.p2align 3
.L1096:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	movq	%r11, %rdi
	movsd	%xmm2, -328(%rbp)
	movq	-376(%rbp), %rcx
	movq	-368(%rbp), %rdx
	leaq	.LC211(%rip), %r9
	movsd	%xmm3, -320(%rbp)
	movq	-408(%rbp), %rsi
	pushq	$1
	call	svg_line
	cmpq	%r13, %rbx
	popq	%r11
	movsd	-320(%rbp), %xmm3
	movsd	-328(%rbp), %xmm2
	popq	%r14
	jnb	.L1054
.L1053:
	movq	-440(%rbp), %rdx
	movq	-376(%rbp), %r11
	movq	-392(%rbp), %rdi
	movq	-400(%rbp), %rsi
	movq	-368(%rbp), %rcx
	negq	%rdx
	salq	$3, %rdx
	movq	48(%rdi), %rax
	movq	(%rsi), %rsi
	addq	%rdx, %rcx
	addq	%r11, %rdx
	movq	-312(%rbp), %r11
	jmp	.L1067
	.p2align 4,,10
	.p2align 3
.L1099:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1064:
	subsd	%xmm3, %xmm0
	movq	(%rsi,%rbx,8), %r8
	divsd	%xmm2, %xmm0
	movsd	%xmm0, 160(%rcx,%rbx,8)
	testq	%r8, %r8
	js	.L1065
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1066:
	divsd	%xmm2, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r13
	je	.L1098
.L1067:
	testq	%rax, %rax
	je	.L1061
	movq	(%rax,%rbx,8), %r8
.L1062:
	testq	%r8, %r8
	jns	.L1099
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1064
	.p2align 4,,10
	.p2align 3
.L1065:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1066
	.p2align 4,,10
	.p2align 3
.L1061:
	movq	40(%rdi), %r8
	imulq	%rbx, %r8
	jmp	.L1062
	.p2align 4,,10
	.p2align 3
.L1098:
	movq	%r11, -312(%rbp)
.L1054:
	subq	$8, %rsp
	movq	-416(%rbp), %r8
	movq	-376(%rbp), %rcx
	leaq	.LC212(%rip), %r9
	pushq	$0
	movq	-368(%rbp), %rdx
	leaq	.LC10(%rip), %r14
	leaq	.LC195(%rip), %rbx
	movq	-408(%rbp), %rsi
	movq	-312(%rbp), %rdi
	call	svg_line
	movq	-424(%rbp), %rsi
	leaq	-272(%rbp), %rdi
	call	fmt_us.constprop.0
	movq	-448(%rbp), %r13
	movl	$160, %esi
	leaq	.LC213(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%r13, %rdi
	call	snprintf@PLT
	leaq	.LC212(%rip), %rax
	movq	%r13, (%rsp)
	movq	-312(%rbp), %rdi
	pushq	$64
	movl	$60, %r9d
	movl	$60, %ecx
	movq	%rbx, %rsi
	pushq	$126
	movl	$120, %r8d
	movl	$92, %edx
	pushq	%r14
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	-400(%rbp), %rax
	addq	$48, %rsp
	movq	%r13, %rdi
	leaq	.LC214(%rip), %rdx
	movl	$160, %esi
	movq	32(%rax), %rcx
	subq	24(%rax), %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC215(%rip), %rax
	pushq	%r13
	movl	$78, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$82
	movl	$120, %r8d
	pushq	$126
	pushq	%r14
	movq	-312(%rbp), %r14
	pushq	%rax
	xorl	%eax, %eax
	movq	%r14, %rdi
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r15, %rsi
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC216(%rip), %rdx
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
	leaq	.LC211(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC191(%rip), %rdi
	call	fwrite@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	movq	-376(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1005:
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
.L1035:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1036
	.p2align 4,,10
	.p2align 3
.L1028:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1029
	.p2align 4,,10
	.p2align 3
.L1007:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm3, %xmm3
	shrq	%rdx
	orq	%rax, %rdx
	movq	-392(%rbp), %rax
	cvtsi2sdq	%rdx, %xmm3
	movq	48(%rax), %rax
	addsd	%xmm3, %xmm3
	testq	%rax, %rax
	jne	.L1100
.L1009:
	movq	-392(%rbp), %rax
	movq	40(%rax), %rdx
	imulq	%rdx, %r12
	testq	%r12, %r12
	js	.L1015
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%r12, %xmm5
	movsd	%xmm5, -432(%rbp)
.L1016:
	pxor	%xmm0, %xmm0
	cmpq	$0, -368(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1017
	cmpq	$0, -376(%rbp)
	je	.L1017
	movq	%rbx, %rax
	imulq	%rdx, %rax
	testq	%rax, %rax
	js	.L1024
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1025:
	subsd	%xmm3, %xmm0
	movsd	.LC185(%rip), %xmm2
	movq	-384(%rbp), %rax
	imulq	%r15, %rax
	divsd	%xmm2, %xmm0
	movsd	%xmm0, -328(%rbp)
	movsd	%xmm0, -304(%rbp)
	testq	%rax, %rax
	js	.L1026
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1027:
	movsd	-432(%rbp), %xmm0
	divsd	%xmm2, %xmm1
	movapd	%xmm3, %xmm4
	leaq	-1(%r13), %rax
	imulq	%rdx, %rax
	divsd	%xmm2, %xmm4
	divsd	%xmm2, %xmm0
	subsd	%xmm4, %xmm0
	addsd	%xmm0, %xmm1
	jmp	.L1023
	.p2align 4,,10
	.p2align 3
.L1021:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1022
	.p2align 4,,10
	.p2align 3
.L1019:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1020
	.p2align 4,,10
	.p2align 3
.L1015:
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -432(%rbp)
	jmp	.L1016
	.p2align 4,,10
	.p2align 3
.L1026:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1027
	.p2align 4,,10
	.p2align 3
.L1024:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1025
	.p2align 4,,10
	.p2align 3
.L1092:
	subq	$8, %rsp
	movsd	%xmm2, -328(%rbp)
	movq	-416(%rbp), %r8
	movq	-312(%rbp), %rdi
	movsd	%xmm3, -320(%rbp)
	movq	-376(%rbp), %rcx
	movq	-368(%rbp), %rdx
	leaq	.LC215(%rip), %r9
	pushq	$0
	movq	-408(%rbp), %rsi
	call	svg_line
	cmpq	$0, -384(%rbp)
	popq	%rdi
	movsd	-320(%rbp), %xmm3
	movsd	-328(%rbp), %xmm2
	popq	%r8
	jne	.L1068
	subq	$8, %rsp
	movq	-376(%rbp), %rcx
	movq	-368(%rbp), %rdx
	leaq	.LC211(%rip), %r9
	pushq	$1
	movq	-408(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-312(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	jmp	.L1054
	.p2align 4,,10
	.p2align 3
.L1091:
	leaq	-240(%rbp), %r12
	jmp	.L1044
	.p2align 4,,10
	.p2align 3
.L1072:
	pxor	%xmm1, %xmm1
	jmp	.L1030
	.p2align 4,,10
	.p2align 3
.L1095:
	subq	$8, %rsp
	movsd	%xmm2, -328(%rbp)
	movq	-376(%rbp), %rcx
	movq	-408(%rbp), %rsi
	movsd	%xmm3, -320(%rbp)
	movq	-368(%rbp), %rdx
	xorl	%r8d, %r8d
	movq	-312(%rbp), %rdi
	pushq	$1
	leaq	.LC211(%rip), %r9
	call	svg_line
	popq	%rcx
	popq	%rsi
	movsd	-320(%rbp), %xmm3
	movsd	-328(%rbp), %xmm2
	jmp	.L1053
.L1017:
	movq	-368(%rbp), %rdi
	call	free@PLT
	movq	-376(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1005
	.cfi_endproc
.LFE102:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB35:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1108
	testq	%r8, %r8
	je	.L1108
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
	jne	.L1101
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1111
.L1103:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1101:
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
.L1108:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1111:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1106
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1104:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1112
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1103
	.p2align 4,,10
	.p2align 3
.L1106:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1104
.L1112:
	movl	$1, 24(%rbx)
	jmp	.L1101
	.cfi_endproc
.LFE35:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	reference, @function
reference:
.LFB57:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	by_kind.3(%rip), %rax
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
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$72, %rsp
	.cfi_def_cfa_offset 128
	movl	72(%rdi), %edx
	movq	56(%rdi), %r12
	movl	(%rax,%rdx,4), %r14d
	cmpl	$3, %r14d
	jne	.L1114
	movq	64(%rdi), %rax
	testq	%rax, %rax
	je	.L1114
	xorl	%edx, %edx
	divq	(%rdi)
	movq	80(%rdi), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
.L1114:
	salq	$3, %r12
	movq	%r12, %rdi
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, %r13
	call	malloc@PLT
	pxor	%xmm0, %xmm0
	movl	$32, %ecx
	movq	%rbp, %rdi
	movq	%rax, %r12
	xorl	%eax, %eax
	movaps	%xmm0, (%rsp)
	rep stosq
	movaps	%xmm0, 16(%rsp)
	movaps	%xmm0, 32(%rsp)
	movaps	%xmm0, 48(%rsp)
	testq	%r13, %r13
	je	.L1121
	testq	%r12, %r12
	je	.L1121
	movl	%r14d, %esi
	movq	%r12, %rcx
	movq	%r13, %rdx
	movq	%rbx, %rdi
	call	ref_client
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L1143
	xorl	%ecx, %ecx
	xorl	%edx, %edx
.L1118:
	movl	96(%rbx), %eax
	movq	%rdx, 216(%rbp)
	testl	%eax, %eax
	je	.L1119
.L1145:
	movq	80(%rbx), %rsi
	movq	$-1, %rax
	cmpq	%rsi, %r14
	jb	.L1120
	xorl	%edx, %edx
	movq	%r14, %rax
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L1120:
	movq	%rax, 248(%rbp)
	movl	112(%rbx), %ecx
	movq	%rbp, %r8
	movq	%r14, %rsi
	movq	104(%rbx), %rdx
	movq	%r12, %rdi
	call	summarise
	testl	%eax, %eax
	jne	.L1121
	movq	%rsp, %r15
	movq	%r14, %rsi
	leaq	32(%rsp), %r14
	movq	%r12, %rdi
	movq	%r15, %rdx
	call	dist_of_sorted
	movq	248(%rbp), %rsi
	movq	%r14, %rdx
	movq	%r15, %rdi
	call	dist_correct
	movl	24(%rsp), %eax
	orl	56(%rsp), %eax
	jne	.L1144
	movl	112(%rbx), %edx
	movq	104(%rbx), %rsi
	movq	%r14, %rdi
	leaq	144(%rbp), %rcx
	call	dist_summarise
	movq	(%rsp), %r15
	movq	32(%rsp), %r14
	testl	%eax, %eax
	jne	.L1128
	movq	%r13, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	movq	%rbx, %rdi
	call	ref_client
	movq	8(%rbx), %rdx
	movq	%rax, %rsi
	movq	-8(%r13,%rax,8), %rax
	movq	%rax, 240(%rbp)
	testq	%rdx, %rdx
	je	.L1123
	movq	24(%rbx), %rcx
	xorl	%edx, %edx
	cmpq	%rax, %rcx
	jnb	.L1123
	movq	16(%rbx), %rdi
	movl	$1, %edx
	testq	%rdi, %rdi
	je	.L1123
	subq	%rcx, %rax
	xorl	%edx, %edx
	subq	$1, %rax
	divq	%rdi
	leaq	1(%rax), %rdx
.L1123:
	movq	%rdx, 224(%rbp)
	movl	112(%rbx), %ecx
	leaq	72(%rbp), %r8
	movq	%r12, %rdi
	movq	104(%rbx), %rdx
	call	summarise
	negl	%eax
	sbbl	%ebx, %ebx
.L1117:
	movq	%r15, %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	addq	$72, %rsp
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
.L1143:
	.cfi_restore_state
	movq	-8(%r13,%rax,8), %rcx
	movq	8(%rbx), %rdx
	movq	%rcx, 232(%rbp)
	testq	%rdx, %rdx
	je	.L1118
	movq	24(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L1125
	movq	16(%rbx), %rsi
	movl	$1, %edx
	testq	%rsi, %rsi
	je	.L1118
	movq	%rcx, %rdx
	subq	%rax, %rdx
	leaq	-1(%rdx), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	1(%rax), %rdx
	movl	96(%rbx), %eax
	movq	%rdx, 216(%rbp)
	testl	%eax, %eax
	jne	.L1145
.L1119:
	movq	88(%rbx), %rax
	jmp	.L1120
	.p2align 4,,10
	.p2align 3
.L1125:
	xorl	%edx, %edx
	jmp	.L1118
	.p2align 4,,10
	.p2align 3
.L1121:
	xorl	%r15d, %r15d
	xorl	%r14d, %r14d
	movl	$-1, %ebx
	jmp	.L1117
	.p2align 4,,10
	.p2align 3
.L1144:
	movq	32(%rsp), %r14
	movq	(%rsp), %r15
	movl	$-1, %ebx
	jmp	.L1117
	.p2align 4,,10
	.p2align 3
.L1128:
	movl	$-1, %ebx
	jmp	.L1117
	.cfi_endproc
.LFE57:
	.size	reference, .-reference
	.section	.rodata.str1.1
.LC217:
	.string	"sum_ns"
.LC218:
	.string	"corrected"
.LC219:
	.string	"stalls"
.LC220:
	.string	"closed"
.LC221:
	.string	"open"
.LC222:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB59:
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
.L1147:
	movq	%r10, 24(%rsp)
	movq	16(%rsp), %r14
	movq	%r10, %r12
	movq	%r13, %rbp
	leaq	PCT_NAME(%rip), %rbx
	jmp	.L1150
	.p2align 4,,10
	.p2align 3
.L1148:
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%r13, %rdx
	xorl	%eax, %eax
	leaq	.LC58(%rip), %rdi
	call	printf@PLT
.L1149:
	addq	$8, %rbx
	leaq	48+PCT_NAME(%rip), %rax
	addq	$8, %r12
	addq	$8, %r14
	cmpq	%rbx, %rax
	je	.L1169
.L1150:
	movq	(%r12), %r9
	movq	(%r14), %r8
	movq	(%rbx), %rcx
	movq	0(%rbp), %r13
	cmpq	%r8, %r9
	jne	.L1148
	addq	$1, (%r15)
	jmp	.L1149
	.p2align 4,,10
	.p2align 3
.L1169:
	movq	%rbp, %rax
	movq	24(%rsp), %r10
	movq	%r13, %rbp
	movq	%rax, %r13
	movq	16(%rsp), %rax
	movq	48(%r10), %r9
	movq	48(%rax), %r8
	cmpq	%r8, %r9
	je	.L1170
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC7(%rip), %rcx
	leaq	.LC58(%rip), %rdi
	movq	%r10, 24(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r10
.L1152:
	movq	16(%rsp), %rax
	movq	56(%r10), %r9
	movq	56(%rax), %r8
	cmpq	%r8, %r9
	je	.L1171
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC217(%rip), %rcx
	leaq	.LC58(%rip), %rdi
	movq	%r10, 24(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r10
.L1154:
	addq	$8, %r13
	leaq	24+SET_NAME(%rip), %rax
	addq	$72, 16(%rsp)
	addq	$72, %r10
	cmpq	%rax, %r13
	jne	.L1147
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbx
	movq	%r15, %rbp
	movq	144(%rbx), %r9
	movq	144(%r12), %r8
	cmpq	%r8, %r9
	je	.L1172
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC2(%rip), %rcx
	leaq	.LC218(%rip), %rdx
	leaq	.LC58(%rip), %rdi
	call	printf@PLT
.L1157:
	movq	216(%rbx), %r9
	movq	216(%r12), %r8
	cmpq	%r8, %r9
	je	.L1173
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC219(%rip), %rcx
	leaq	.LC220(%rip), %rdx
	leaq	.LC58(%rip), %rdi
	call	printf@PLT
.L1159:
	movq	224(%rbx), %r9
	movq	224(%r12), %r8
	cmpq	%r8, %r9
	je	.L1174
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC219(%rip), %rcx
	leaq	.LC221(%rip), %rdx
	leaq	.LC58(%rip), %rdi
	call	printf@PLT
.L1161:
	movq	232(%rbx), %r9
	movq	232(%r12), %r8
	cmpq	%r8, %r9
	je	.L1175
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC222(%rip), %rcx
	leaq	.LC220(%rip), %rdx
	leaq	.LC58(%rip), %rdi
	call	printf@PLT
.L1163:
	movq	240(%rbx), %r9
	movq	240(%r12), %r8
	cmpq	%r8, %r9
	je	.L1176
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC222(%rip), %rcx
	leaq	.LC221(%rip), %rdx
	popq	%rbp
	.cfi_def_cfa_offset 40
	leaq	.LC58(%rip), %rdi
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
.L1171:
	.cfi_restore_state
	addq	$1, (%r15)
	jmp	.L1154
	.p2align 4,,10
	.p2align 3
.L1170:
	addq	$1, (%r15)
	jmp	.L1152
	.p2align 4,,10
	.p2align 3
.L1172:
	addq	$1, (%r15)
	jmp	.L1157
	.p2align 4,,10
	.p2align 3
.L1176:
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
.L1175:
	.cfi_restore_state
	addq	$1, 0(%rbp)
	jmp	.L1163
	.p2align 4,,10
	.p2align 3
.L1174:
	addq	$1, 0(%rbp)
	jmp	.L1161
	.p2align 4,,10
	.p2align 3
.L1173:
	addq	$1, 0(%rbp)
	jmp	.L1159
	.cfi_endproc
.LFE59:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.8
	.align 8
.LC223:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB66:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r15
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
	movq	%rsi, %rbx
	subq	$216, %rsp
	.cfi_def_cfa_offset 272
	movq	56(%rdi), %rbp
	movl	40(%rsi), %edi
	movq	%rdx, 24(%rsp)
	movq	%rcx, 80(%rsp)
	movq	%rbp, 96(%rsp)
	movq	%rbp, 104(%rsp)
	testl	%edi, %edi
	jne	.L1262
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	movl	$32, %ecx
	rep stosq
	movq	$-1, %rax
	cmpq	$0, 8(%r15)
	je	.L1203
	movq	24(%r15), %rax
.L1203:
	movq	%rax, 144(%rsp)
	movq	80(%r15), %rax
	xorl	%esi, %esi
	movq	$0, 152(%rsp)
	movq	24(%rbx), %rdi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	176(%rsp), %rax
	movl	$1, %edi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	clock_gettime@PLT
	movl	32(%r15), %ecx
	movq	184(%rsp), %rax
	imulq	$1000000000, 176(%rsp), %r14
	testl	%ecx, %ecx
	movq	%rax, 16(%rsp)
	movl	72(%r15), %eax
	je	.L1263
.L1205:
	movq	(%rbx), %rcx
	movq	24(%rbx), %r8
	leaq	96(%rsp), %r9
	movq	%r15, %rdi
	leaq	by_kind.3(%rip), %rdx
	leaq	144(%rsp), %r12
	movl	(%rdx,%rax,4), %esi
	movq	%r12, %rdx
	call	run_any.constprop.0
	movq	24(%rsp), %rsi
	movq	96(%rsp), %r13
	movq	%rax, 232(%rsi)
.L1206:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	16(%rsp), %rsi
	imulq	$1000000000, 176(%rsp), %rax
	subq	%rsi, %rax
	addq	184(%rsp), %rax
	subq	%r14, %rax
	js	.L1207
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1208:
	testq	%r13, %r13
	je	.L1209
	js	.L1210
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L1211:
	divsd	%xmm1, %xmm0
.L1209:
	movq	80(%rsp), %rax
	movq	24(%rsp), %rsi
	cmpq	$0, 8(%r15)
	movsd	%xmm0, (%rax)
	movq	152(%rsp), %rax
	movq	%rax, 216(%rsi)
	movq	$-1, %rax
	je	.L1212
	movq	24(%r15), %rax
.L1212:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 144(%rsp)
	movq	$0, 152(%rsp)
	call	clock_gettime@PLT
	movq	184(%rsp), %rax
	movl	32(%r15), %edx
	imulq	$1000000000, 176(%rsp), %r14
	movq	%rax, 16(%rsp)
	testl	%edx, %edx
	jne	.L1213
	movq	8(%rbx), %rdx
	movq	%r12, %rsi
	xorl	%r9d, %r9d
	movq	%rbp, %r8
	xorl	%ecx, %ecx
	movq	%r15, %rdi
	call	run_open
	movq	24(%rsp), %rsi
	movq	%rax, 240(%rsi)
.L1214:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	16(%rsp), %rsi
	imulq	$1000000000, 176(%rsp), %rax
	subq	%rsi, %rax
	addq	184(%rsp), %rax
	subq	%r14, %rax
	js	.L1215
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1216:
	testq	%rbp, %rbp
	js	.L1217
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L1218:
	divsd	%xmm1, %xmm0
	movq	80(%rsp), %rax
	movq	24(%rsp), %rsi
	movsd	%xmm0, 8(%rax)
	movq	152(%rsp), %rax
	movq	%rax, 224(%rsi)
	movl	96(%r15), %eax
	testl	%eax, %eax
	je	.L1219
	movq	80(%r15), %rcx
	movq	$-1, %r9
	cmpq	%rcx, %r13
	jb	.L1220
	xorl	%edx, %edx
	movq	%r13, %rax
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	232(%rsi), %rax
	divq	%rcx
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
	movq	%rdx, %r9
.L1220:
	movq	24(%rsp), %rax
	movq	(%rbx), %rdi
	xorl	%r12d, %r12d
	xorl	%esi, %esi
	movq	%r9, 248(%rax)
	testq	%r13, %r13
	jne	.L1221
	jmp	.L1264
	.p2align 4,,10
	.p2align 3
.L1266:
	addq	$1, %rsi
	cmpq	%rsi, %r13
	je	.L1265
.L1221:
	movq	(%rdi,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r9, %rax
	jb	.L1223
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L1223:
	addq	%r12, %rcx
	movq	%rcx, %r12
	jnc	.L1266
.L1226:
	movl	$-1, %eax
.L1177:
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
.L1263:
	.cfi_restore_state
	testl	%eax, %eax
	jne	.L1205
	cmpq	$1, 80(%r15)
	jne	.L1205
	movq	(%rbx), %rdx
	leaq	144(%rsp), %r12
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	%r12, %rsi
	movq	%rbp, %r8
	movq	%r15, %rdi
	movq	%rbp, %r13
	call	run_closed
	movq	24(%rsp), %rsi
	movq	%rax, 232(%rsi)
	jmp	.L1206
.L1207:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1208
.L1262:
	xorl	%eax, %eax
	movq	%rdx, %rdi
	movl	$32, %ecx
	movq	%rbp, %r12
	rep stosq
	leaq	48(%rsi), %rax
	pxor	%xmm0, %xmm0
	movq	%rax, 88(%rsp)
	movq	56(%rsi), %rax
	movq	64(%rsi), %rdi
	xorl	%esi, %esi
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	leaq	0(,%rax,8), %rdx
	movaps	%xmm0, 176(%rsp)
	movaps	%xmm0, 192(%rsp)
	call	memset@PLT
	leaq	72(%rbx), %rax
	movq	88(%rbx), %rdi
	xorl	%esi, %esi
	movq	%rax, 72(%rsp)
	movq	80(%rbx), %rax
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	128(%rsp), %rax
	movq	%r15, 32(%rsp)
	xorl	%r10d, %r10d
	movq	%rax, 16(%rsp)
	movq	%r10, %r9
.L1193:
	movq	32(%rsp), %rax
	movq	$-1, %rdx
	cmpq	$0, 8(%rax)
	je	.L1179
	movq	24(%rax), %rdx
.L1179:
	movq	%rdx, 112(%rsp)
	movq	$0, 120(%rsp)
	testq	%r12, %r12
	je	.L1230
	xorl	%esi, %esi
	xorl	%r14d, %r14d
	leaq	112(%rsp), %rax
	movq	%r9, 48(%rsp)
	movq	%rax, 64(%rsp)
	xorl	%r15d, %r15d
	movq	%r14, 8(%rsp)
	movq	%rsi, 56(%rsp)
	.p2align 4,,10
	.p2align 3
.L1184:
	movq	16(%rsp), %rsi
	movq	%r15, %r13
	addq	$65536, %r15
	movl	$1, %edi
	cmpq	%r15, %r12
	movq	%r15, %r14
	cmovbe	%r12, %r14
	call	clock_gettime@PLT
	imulq	$1000000000, 128(%rsp), %r10
	addq	136(%rsp), %r10
	cmpq	$0, 48(%rsp)
	movq	%r10, 40(%rsp)
	je	.L1267
	movq	8(%rsp), %r9
	movq	8(%rbx), %rdx
	movq	%r14, %r8
	movq	%r13, %rcx
	movq	64(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	%r14, %rbp
	subq	%r13, %rbp
	call	run_open
	movq	16(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 8(%rsp)
	call	clock_gettime@PLT
	movq	40(%rsp), %r10
	movq	72(%rsp), %r9
	imulq	$1000000000, 128(%rsp), %rax
	addq	136(%rsp), %rax
	subq	%r10, %rax
	addq	%rax, 56(%rsp)
	movq	8(%rbx), %r10
.L1182:
	xorl	%ecx, %ecx
	testq	%rbp, %rbp
	je	.L1188
	.p2align 4,,10
	.p2align 3
.L1183:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L1186
	testq	%rdx, %rdx
	jne	.L1186
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbp, %rcx
	jne	.L1183
.L1188:
	cmpq	%r12, %r15
	jb	.L1184
	movq	56(%rsp), %rsi
	movq	48(%rsp), %r9
	movq	8(%rsp), %r14
	testq	%rsi, %rsi
	js	.L1189
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1190:
	movq	120(%rsp), %rdx
	testq	%r12, %r12
	js	.L1268
.L1257:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L1192:
	divsd	%xmm1, %xmm0
	movq	80(%rsp), %rax
	movsd	%xmm0, (%rax,%r9,8)
	movq	24(%rsp), %rax
	movq	%rdx, 216(%rax,%r9,8)
	movq	%r14, 232(%rax,%r9,8)
	testq	%r9, %r9
	jne	.L1269
	movl	$1, %r9d
	jmp	.L1193
	.p2align 4,,10
	.p2align 3
.L1267:
	movq	8(%rsp), %r9
	movq	(%rbx), %rdx
	movq	%r14, %r8
	movq	%r13, %rcx
	movq	64(%rsp), %rsi
	movq	32(%rsp), %rdi
	subq	%r13, %r14
	movq	%r14, %rbp
	call	run_closed
	movq	16(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 8(%rsp)
	call	clock_gettime@PLT
	movq	40(%rsp), %r10
	movq	88(%rsp), %r9
	imulq	$1000000000, 128(%rsp), %rax
	addq	136(%rsp), %rax
	subq	%r10, %rax
	movq	(%rbx), %r10
	addq	%rax, 56(%rsp)
	jmp	.L1182
.L1213:
	movq	8(%rbx), %rcx
	movq	24(%rbx), %r8
	xorl	%esi, %esi
	leaq	104(%rsp), %r9
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	run_any.constprop.0
	movq	24(%rsp), %rsi
	movq	104(%rsp), %rbp
	movq	%rax, 240(%rsi)
	jmp	.L1214
.L1219:
	movq	88(%r15), %r9
	jmp	.L1220
.L1265:
	testq	%rcx, %rcx
	je	.L1226
	movq	32(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L1270
	movq	%rcx, %rax
	shrq	$61, %rax
	jne	.L1226
	movq	16(%rbx), %rdi
	leaq	0(,%rcx,8), %rsi
	call	realloc@PLT
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L1226
	movq	%rax, 16(%rbx)
	movq	24(%rsp), %rax
	movq	%r12, 32(%rbx)
	movq	(%rbx), %rdi
	movq	248(%rax), %r9
.L1222:
	movq	%r12, %r8
	movq	%r9, %rdx
	movq	%r13, %rsi
	call	correct_co
	movq	24(%rsp), %r14
	movq	(%rbx), %rdi
	movq	%r13, %rsi
	movl	112(%r15), %ecx
	movq	104(%r15), %rdx
	movq	%rax, %r12
	movq	%r14, %r8
	call	summarise
	testl	%eax, %eax
	jne	.L1226
	movl	112(%r15), %ecx
	movq	104(%r15), %rdx
	leaq	72(%r14), %r8
	movq	%rbp, %rsi
	movq	8(%rbx), %rdi
	call	summarise
	testl	%eax, %eax
	jne	.L1226
	movl	112(%r15), %ecx
	movq	104(%r15), %rdx
	movq	%r12, %rsi
	leaq	144(%r14), %r8
	movq	16(%rbx), %rdi
	call	summarise
	testl	%eax, %eax
	jne	.L1226
	jmp	.L1177
.L1217:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1218
.L1215:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1216
.L1269:
	movq	32(%rsp), %r15
	movl	96(%r15), %esi
	testl	%esi, %esi
	jne	.L1271
	movq	88(%r15), %rsi
.L1195:
	movq	24(%rsp), %rax
	cmpq	$0, 56(%rbx)
	movq	%rsi, 248(%rax)
	je	.L1234
	xorl	%ebp, %ebp
	leaq	144(%rsp), %r12
	jmp	.L1198
	.p2align 4,,10
	.p2align 3
.L1197:
	addq	$1, %rbp
	cmpq	56(%rbx), %rbp
	jnb	.L1272
.L1198:
	movq	64(%rbx), %rax
	movq	(%rax,%rbp,8), %r8
	testq	%r8, %r8
	je	.L1197
	movq	48(%rbx), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	imulq	%rbp, %rsi
	addq	$1, %rbp
	call	dist_add
	cmpq	56(%rbx), %rbp
	jb	.L1198
.L1272:
	movq	24(%rsp), %rax
	movl	168(%rsp), %ebp
	movq	248(%rax), %rsi
.L1196:
	leaq	176(%rsp), %rbx
	movq	%r12, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	orl	200(%rsp), %ebp
	jne	.L1201
	movq	24(%rsp), %r14
	movl	112(%r15), %edx
	movq	104(%r15), %rsi
	movq	88(%rsp), %rdi
	movq	%r14, %rcx
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L1201
	movl	112(%r15), %edx
	movq	104(%r15), %rsi
	leaq	72(%r14), %rcx
	movq	72(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L1201
	movl	112(%r15), %edx
	movq	104(%r15), %rsi
	leaq	144(%r14), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	negl	%eax
	sbbl	%eax, %eax
.L1200:
	movl	%eax, 8(%rsp)
	movq	24(%rsp), %rax
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L1177
.L1210:
	movq	%r13, %rax
	movq	%r13, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1211
.L1271:
	movq	$-1, %rsi
	testq	%r12, %r12
	je	.L1195
	movq	232(%rax), %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%r12
	testq	%rax, %rax
	cmovne	%rax, %rsi
	jmp	.L1195
.L1268:
	movq	%r12, %rcx
	movq	%r12, %rsi
	pxor	%xmm1, %xmm1
	shrq	%rcx
	andl	$1, %esi
	orq	%rsi, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1192
.L1189:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1190
.L1186:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC223(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L1230:
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	pxor	%xmm0, %xmm0
	jmp	.L1257
.L1270:
	movq	16(%rbx), %rcx
	movq	%rax, %r12
	jmp	.L1222
.L1264:
	movq	32(%rbx), %r12
	movq	16(%rbx), %rcx
	jmp	.L1222
.L1201:
	movl	$-1, %eax
	jmp	.L1200
.L1234:
	xorl	%ebp, %ebp
	leaq	144(%rsp), %r12
	jmp	.L1196
	.cfi_endproc
.LFE66:
	.size	run_once, .-run_once
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB45:
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
	movq	56(%rdi), %r15
	movq	8(%rdi), %rsi
	movq	%rbx, %r10
	movq	80(%rdi), %r13
	leaq	-1(%r15), %r9
	subq	%r14, %r10
	movq	%rsi, 24(%rsp)
	movq	%r9, 32(%rsp)
	movq	%r10, 8(%rsp)
	testq	%rsi, %rsi
	je	.L1274
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
	jnb	.L1328
.L1275:
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
.L1277:
	movq	32(%rsp), %rax
	imulq	%rbx, %rax
	addq	%r14, %rax
	movq	%rax, 240(%r12)
	movl	72(%rbp), %eax
	testl	%eax, %eax
	je	.L1329
.L1279:
	cmpl	$1, %eax
	jne	.L1288
	subq	%r9, %r15
	movq	%r15, %r8
	testq	%r9, %r9
	je	.L1289
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
	jb	.L1290
	movq	48(%rsp), %r11
	movq	(%rsp), %rax
	imulq	%r11, %rbx
	addq	%rax, %rbx
	jmp	.L1287
	.p2align 4,,10
	.p2align 3
.L1274:
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
	jmp	.L1275
	.p2align 4,,10
	.p2align 3
.L1288:
	movq	8(%rbp), %r9
	movq	0(%rbp), %rsi
	movq	64(%rbp), %rdi
	testq	%r9, %r9
	je	.L1292
	movq	16(%rbp), %r8
	movq	24(%rbp), %r10
	xorl	%r14d, %r14d
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L1293:
	movq	%r14, %rdx
	xorl	%eax, %eax
	imulq	%r8, %rdx
	addq	%r10, %rdx
	cmpq	%rbx, %rdx
	jb	.L1296
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%rsi
.L1296:
	testq	%rdi, %rdi
	je	.L1297
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%rbx, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1298:
	testb	%dl, %dl
	jne	.L1299
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %rbx
	addq	$1, %r14
	je	.L1293
	testq	%r8, %r8
	jne	.L1293
.L1299:
	testq	%rdi, %rdi
	jne	.L1330
.L1295:
	movq	56(%rbp), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L1302:
	testq	%rax, %rax
	je	.L1301
	imulq	%rsi, %rax
	addq	%rax, %rbx
.L1301:
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
	jmp	.L1287
	.p2align 4,,10
	.p2align 3
.L1328:
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
	jnb	.L1331
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movl	$1, %r9d
.L1276:
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
	je	.L1277
	movq	32(%rsp), %rcx
	subq	%r11, %rcx
	cmpq	%rcx, 80(%rsp)
	jb	.L1277
	movq	88(%rsp), %rax
	movq	%r11, %rdx
	movq	24(%rsp), %rsi
	imulq	%rbx, %rdx
	imulq	%r14, %rax
	addq	%rsi, %rdx
	addq	%rdx, %rax
	movq	%rax, 240(%r12)
	movl	72(%rbp), %eax
	testl	%eax, %eax
	jne	.L1279
.L1329:
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
.L1286:
	movq	24(%rsp), %rax
	movq	(%rsp), %rsi
	cmpq	%r12, %r13
	movq	%r12, %rcx
	cmovbe	%r13, %rcx
	movq	8(%rsp), %rdx
	movq	(%rax,%r14), %rbx
	movq	%rbx, %r8
	cmpq	%rbp, %rsi
	jb	.L1280
	movq	%r15, %rdi
	call	dist_add
	cmpq	%r12, %r13
	jnb	.L1282
	movq	64(%rsp), %rax
	xorl	%edx, %edx
	divq	8(%rsp)
	leaq	-1(%r12), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r13, %rdx
	jnb	.L1332
.L1283:
	addq	$1, %rax
	cmpq	%r13, %rax
	cmovb	%r13, %rax
	cmpq	%r12, %rax
	jb	.L1308
.L1282:
	cmpq	$8, %r14
	je	.L1285
.L1333:
	movq	40(%rsp), %r12
	movl	$8, %r14d
	jmp	.L1286
	.p2align 4,,10
	.p2align 3
.L1297:
	leaq	(%rcx,%rax), %rdx
	cmpq	56(%rbp), %rdx
	setnb	%dl
	jmp	.L1298
	.p2align 4,,10
	.p2align 3
.L1280:
	movq	(%rsp), %rsi
	movq	%r15, %rdi
	call	dist_add
	movq	%r13, %rax
	cmpq	%r12, %r13
	jnb	.L1282
.L1308:
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
	jne	.L1333
.L1285:
	movq	48(%rsp), %r12
	movq	32(%rsp), %rbp
	movq	224(%r12), %rax
	movq	240(%r12), %rbx
	movq	%rax, 216(%r12)
.L1287:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%rbx, 232(%r12)
	jne	.L1305
	movl	112(%rbp), %edx
	movq	104(%rbp), %rsi
	movq	%r12, %rcx
	movq	%r15, %rdi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L1305
	movl	112(%rbp), %edx
	movq	104(%rbp), %rsi
	leaq	72(%r12), %rcx
	movq	16(%rsp), %rdi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L1305
	movl	96(%rbp), %edx
	testl	%edx, %edx
	je	.L1306
	movq	(%r12), %rax
	movq	$-1, %rsi
	cmpq	%r13, %rax
	jb	.L1307
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%r13
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	232(%r12), %rax
	divq	%rcx
	testq	%rax, %rax
	cmovne	%rax, %rsi
.L1307:
	movq	%rsi, 248(%r12)
	leaq	176(%rsp), %rbx
	movq	%r15, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	movl	200(%rsp), %eax
	testl	%eax, %eax
	jne	.L1305
	movl	112(%rbp), %edx
	movq	104(%rbp), %rsi
	movq	%rbx, %rdi
	leaq	144(%r12), %rcx
	call	dist_summarise
	negl	%eax
	sbbl	%ebx, %ebx
.L1304:
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
.L1306:
	.cfi_restore_state
	movq	88(%rbp), %rsi
	jmp	.L1307
	.p2align 4,,10
	.p2align 3
.L1289:
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
.L1290:
	movq	32(%rsp), %rax
	imulq	%rax, %rbx
	addq	%r14, %rbx
	jmp	.L1287
	.p2align 4,,10
	.p2align 3
.L1330:
	movq	%rcx, %r8
	cmpq	%rdi, %rbx
	jnb	.L1301
	subq	%rbx, %rdi
.L1294:
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rax,%rcx), %r8
	jmp	.L1302
	.p2align 4,,10
	.p2align 3
.L1331:
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
	jmp	.L1276
	.p2align 4,,10
	.p2align 3
.L1332:
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
	jmp	.L1283
	.p2align 4,,10
	.p2align 3
.L1305:
	movl	$-1, %ebx
	jmp	.L1304
.L1292:
	xorl	%r14d, %r14d
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	testq	%rdi, %rdi
	jne	.L1294
	jmp	.L1295
	.cfi_endproc
.LFE45:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.1
.LC225:
	.string	"the scenario's trace"
.LC226:
	.string	" (the trace's mean)"
.LC227:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC228:
	.string	"200000000 (every sample is kept and sorted when the run cannot be counted)"
	.align 8
.LC229:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC230:
	.string	"the latencies have too many possible values"
	.align 8
.LC231:
	.string	"it needs the catch-up closed loop with one connection"
	.section	.rodata.str1.1
.LC232:
	.string	"load %"
.LC233:
	.string	"stall us"
.LC234:
	.string	"sim"
.LC235:
	.string	"formula"
.LC236:
	.string	"reference"
.LC237:
	.string	"closed-form"
.LC238:
	.string	"sweep-load.svg"
.LC239:
	.string	"sweep-stall.svg"
.LC240:
	.string	"s"
.LC241:
	.string	"counted"
.LC242:
	.string	"sorted"
.LC246:
	.string	"default"
.LC247:
	.string	"seed 000"
.LC248:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC250:
	.string	"RESULT clock ghz=%.3f runs=%d\n"
	.section	.rodata.str1.1
.LC251:
	.string	"--self-test"
.LC252:
	.string	"rank n=1 p=0"
.LC253:
	.string	"rank n=1 p=100"
.LC254:
	.string	"rank n=1 p=0 ceil"
.LC255:
	.string	"rank n=1 p=100 ceil"
.LC256:
	.string	"rank n=10 p=0"
.LC257:
	.string	"rank n=10 p=100"
.LC258:
	.string	"rank n=10 p=50"
.LC259:
	.string	"rank n=10 p=95 rounds half up"
.LC260:
	.string	"rank n=10 p=94.9 rounds down"
.LC261:
	.string	"rank n=10 p=90.1 ceil"
.LC262:
	.string	"rank n=119980 p=99"
.LC263:
	.string	"rank n=119980 p=99.9"
.LC264:
	.string	"rank n=119980 p=99 ceil"
.LC265:
	.string	"rank n=2^62 p=99.99 exact"
.LC267:
	.string	"hdr fixture corrected count"
.LC268:
	.string	"hdr fixture correct_co"
.LC269:
	.string	"hdr fixture corrected p50"
.LC270:
	.string	"hdr fixture corrected p90"
.LC271:
	.string	"hdr fixture corrected p99"
.LC272:
	.string	"hdr fixture corrected max"
.LC273:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC274:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC275:
	.string	"correction of one interval"
.LC276:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC277:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC278:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC279:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC280:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC281:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC284:
	.string	"reference server agrees, start %lu"
	.align 8
.LC285:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC286:
	.string	"in service at a stall: extended by it"
	.align 8
.LC287:
	.string	"starting in a stall: waits for its end"
	.section	.rodata.str1.1
.LC288:
	.string	"200us"
.LC289:
	.string	"0.3us"
.LC290:
	.string	"0.5s"
.LC291:
	.string	"1.000000001s"
.LC292:
	.string	"0"
.LC293:
	.string	"250"
.LC294:
	.string	"0.5ns"
.LC295:
	.string	"ms"
.LC296:
	.string	"-1ms"
.LC297:
	.string	"5parsecs"
.LC298:
	.string	"1.ms"
.LC299:
	.string	"99999999999999999999s"
.LC300:
	.string	"4611686018427387904ns"
.LC301:
	.string	"--help"
.LC302:
	.string	"-h"
.LC303:
	.string	"QUICK"
.LC304:
	.string	"REPS"
.LC305:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC306:
	.string	"QUICK '%s' is not valid: use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC307:
	.string	"bench: %s\n"
	.section	.rodata.str1.8
	.align 8
.LC308:
	.string	"REPS '%s' is not valid: a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC309:
	.string	"--scenario"
.LC310:
	.string	"out of memory"
.LC311:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC312:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests or hundred-requests-exercise"
	.align 8
.LC313:
	.string	"--scenario '%s' is not valid: %s"
	.align 8
.LC314:
	.string	"out of memory reading the options"
	.section	.rodata.str1.1
.LC315:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC316:
	.string	"both set the length of the run: "
	.align 8
.LC317:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC318:
	.string	"%s, from %s"
.LC319:
	.string	"use --correct FILE"
.LC320:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC321:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC322:
	.string	"%s"
.LC323:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC324:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC325:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC326:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC327:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC328:
	.string	"bench: the corrected trace does not fit in memory\n"
	.align 8
.LC329:
	.string	"bench: the trace's latency sum does not fit in 64 bits\n"
	.align 8
.LC330:
	.string	"bench: out of memory, or a sum beyond 64 bits, checking the trace\n"
	.align 8
.LC331:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC332:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC333:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC334:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC335:
	.string	"recorded"
.LC336:
	.string	"ratio"
.LC337:
	.string	"\n%-10s %9s"
.LC338:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC339:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC340:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC341:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC342:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC343:
	.string	"recorded.hgrm"
.LC344:
	.string	"corrected.hgrm"
	.section	.rodata.str1.8
	.align 8
.LC345:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC346:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC347:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC348:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC349:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC350:
	.string	"takes one connection: "
.LC351:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC352:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC353:
	.string	"--schedule poisson needs --rate R: %s%s"
	.section	.rodata.str1.1
.LC358:
	.string	"change --rate or the length"
	.section	.rodata.str1.8
	.align 8
.LC359:
	.string	"the schedule is empty, too long for memory or beyond 2^62 ns; "
	.section	.rodata.str1.1
.LC360:
	.string	"--schedule poisson: %s%s"
.LC361:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC362:
	.string	"--arrivals '%s': no due time falls within %s"
	.align 8
.LC363:
	.string	"shorten --duration or --interval"
	.align 8
.LC364:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.align 8
.LC365:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC366:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC367:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC368:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC369:
	.string	"back-to-back sends more than 200000000 requests: %s%s"
	.align 8
.LC370:
	.string	"shorten it or the service and stall times"
	.align 8
.LC371:
	.string	"the run may not fit in 64-bit nanoseconds: %s%s"
	.align 8
.LC372:
	.string	"--sweep runs on the fixed schedule with a fixed expected interval: drop --schedule, --arrivals and mean"
	.align 8
.LC373:
	.string	"bench: out of memory in the sweep\n"
	.section	.rodata.str1.1
.LC374:
	.string	"checked"
.LC375:
	.string	"%-10s %-8s"
.LC376:
	.string	" | %-10s %10s %10s"
.LC377:
	.string	"\n%-10s %-8s"
.LC378:
	.string	"p50"
.LC379:
	.string	" | "
.LC380:
	.string	"%s%10s"
.LC381:
	.string	"p99"
.LC382:
	.string	"p99.9"
.LC383:
	.string	"%-10lu"
.LC384:
	.string	"%-10s"
.LC385:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC386:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC387:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC388:
	.string	" %s_%s_ns=%lu"
.LC389:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC390:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC391:
	.string	"cross-check: no closed form: %s\n"
	.align 8
.LC392:
	.string	"bench: out of memory in the cross-check\n"
	.section	.rodata.str1.1
.LC393:
	.string	"expected_ns"
.LC394:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC395:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC396:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC397:
	.string	"bench: out of memory, or a sum beyond 64 bits, computing the expected outcome\n"
	.align 8
.LC398:
	.string	"coordinated omission on a virtual clock: closed loop, open loop, corrected"
	.section	.rodata.str1.1
.LC399:
	.string	"scenario: %s\n"
.LC400:
	.string	"server: service %s us; "
.LC401:
	.string	"no stalls"
.LC402:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC403:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC404:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC405:
	.string	"schedule: %s, %lu requests, mean gap %s us\n"
	.align 8
.LC406:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC407:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC408:
	.string	"\ncorrection: expected interval "
	.align 8
.LC409:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC410:
	.string	"%s us"
	.section	.rodata.str1.8
	.align 8
.LC411:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC412:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC413:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC414:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC415:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC416:
	.string	"samples: counted exactly on a lattice of %lu ns steps (%lu values), %d requests a chunk\n"
	.align 8
.LC417:
	.string	"samples: every one kept and sorted"
	.section	.rodata.str1.1
.LC418:
	.string	"runs: 1 warmup + %u reps\n"
	.section	.rodata.str1.8
	.align 8
.LC419:
	.string	"bench: out of memory for the corrected set, or a sum beyond 64 bits\n"
	.section	.rodata.str1.1
.LC420:
	.string	" warmup"
.LC421:
	.string	"rep=%u%s set=%s"
.LC422:
	.string	" slow=%lu sum_ns=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC423:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC424:
	.string	"cv"
.LC425:
	.string	" %6s\n"
.LC426:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC427:
	.string	"percentiles in us, minimum over %u reps (cv: the largest over the percentiles);\nslow: samples above %s us, median over reps\n\n"
	.align 8
.LC428:
	.string	"simulation cost, %-6s loop: min %.3f ns per request, median %.3f, cv %.3f\n"
	.align 8
.LC429:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC430:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC431:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC432:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC433:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC434:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC435:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.section	.rodata.str1.1
.LC436:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC437:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.section	.rodata.str1.1
.LC438:
	.string	"stall length"
	.section	.rodata.str1.8
	.align 8
.LC439:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC440:
	.string	"base: service %s us"
.LC441:
	.string	", stall %s us"
.LC442:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC443:
	.string	", %s us of schedule per point\n\n"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB130:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	%edi, %edx
	movl	$27, %ecx
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
	movdqa	.LC243(%rip), %xmm0
	movl	%edi, 16(%rsp)
	leaq	1008(%rsp), %rdi
	rep stosq
	movaps	%xmm0, 976(%rsp)
	movdqa	.LC244(%rip), %xmm0
	leaq	.LC247(%rip), %rax
	leaq	.LC246(%rip), %rcx
	movq	%rax, %xmm3
	movq	%rsi, 32(%rsp)
	movaps	%xmm0, 992(%rsp)
	movdqa	.LC245(%rip), %xmm0
	movq	$200000, 1016(%rsp)
	movaps	%xmm0, 1056(%rsp)
	movq	%rcx, %xmm0
	movq	$1000000, 1080(%rsp)
	punpcklqdq	%xmm3, %xmm0
	movl	$31, 1096(%rsp)
	movups	%xmm0, 1192(%rsp)
	cmpl	$2, %edx
	je	.L1806
.L1335:
	leaq	.LC303(%rip), %rdi
	call	getenv@PLT
	leaq	.LC304(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	xorl	%r8d, %r8d
	movq	%r8, 184(%rsp)
	movq	%rax, %rbp
	testq	%rbx, %rbx
	je	.L1632
	leaq	.LC305(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	cmpb	$0, (%rbx)
	movl	%eax, %r12d
	je	.L1383
	leaq	.LC292(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1807
.L1383:
	xorl	%eax, %eax
	testl	%r12d, %r12d
	sete	%al
.L1382:
	movl	%eax, 1216(%rsp)
	testq	%rbp, %rbp
	je	.L1385
	cmpb	$0, 0(%rbp)
	jne	.L1808
.L1385:
	cmpl	$2, 16(%rsp)
	jle	.L1809
	movl	16(%rsp), %eax
	movq	32(%rsp), %rdi
	leaq	.LC309(%rip), %r15
	leaq	1232(%rsp), %r12
	movq	%r15, (%rsp)
	leaq	.LC11(%rip), %rbp
	subl	$3, %eax
	leaq	8(%rdi), %r13
	leaq	16(%rdi,%rax,8), %rax
	movq	%r13, %r15
	movq	%rax, 8(%rsp)
	leaq	1488(%rsp), %rax
	movq	%rax, 64(%rsp)
	jmp	.L1399
	.p2align 4,,10
	.p2align 3
.L1388:
	movq	8(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	je	.L1810
.L1399:
	movq	(%r15), %rdi
	movq	(%rsp), %rsi
	call	strcmp@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1388
	leaq	SCENARIOS(%rip), %r14
	movq	8(%r15), %r13
	movq	%r14, %rax
	movl	%ebx, %r14d
	movq	%rax, %rbx
.L1390:
	movq	(%rbx), %rax
	movq	%r13, %rdi
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1389
	addl	$1, %r14d
	addq	$24, %rbx
	cmpl	$5, %r14d
	jne	.L1390
	leaq	1488(%rsp), %rbx
	movq	%r13, %rcx
	xorl	%eax, %eax
	movl	$512, %esi
	leaq	.LC312(%rip), %r8
	leaq	.LC313(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
.L1798:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC307(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1384:
	movl	$2, %ebx
.L1387:
	movq	1208(%rsp), %rdi
	call	free@PLT
.L1334:
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
.L1389:
	.cfi_restore_state
	movq	1208(%rsp), %rdi
	movslq	%r14d, %rbx
	movl	%eax, 40(%rsp)
	movq	$0, 1232(%rsp)
	call	free@PLT
	leaq	(%rbx,%rbx,2), %rax
	leaq	SCENARIOS(%rip), %rdi
	movq	16(%rdi,%rax,8), %rdi
	call	strdup@PLT
	movl	40(%rsp), %r9d
	testq	%rax, %rax
	movq	%rax, 1208(%rsp)
	movq	%rax, %rdi
	je	.L1811
	movq	%r12, %rdx
	movq	%rbp, %rsi
	movl	%r9d, 40(%rsp)
	leaq	2000(%rsp), %r13
	call	strtok_r@PLT
	movl	40(%rsp), %r9d
	testq	%rax, %rax
	je	.L1394
	movl	$1, %r14d
	leaq	2000(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1395:
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
	jne	.L1395
.L1394:
	movq	24(%rsp), %xmm0
	leaq	(%rbx,%rbx,2), %rax
	movq	%r13, %rdx
	leaq	SCENARIOS(%rip), %rcx
	leaq	976(%rsp), %rdi
	movl	%r9d, %esi
	movhps	8(%rcx,%rax,8), %xmm0
	movq	64(%rsp), %rcx
	movups	%xmm0, 1192(%rsp)
	movq	%rcx, %rbx
	call	apply_args.constprop.0
	testl	%eax, %eax
	jne	.L1798
	movq	8(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	jne	.L1399
.L1810:
	movslq	16(%rsp), %rdi
	movq	(%rsp), %r15
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 8(%rsp)
	testq	%rax, %rax
	je	.L1397
.L1401:
	movl	$1, %r12d
	movq	%r15, (%rsp)
	xorl	%ebp, %ebp
	xorl	%r13d, %r13d
	xorl	%r14d, %r14d
	movl	%r12d, %r15d
	.p2align 4,,10
	.p2align 3
.L1405:
	movq	32(%rsp), %rdi
	movslq	%r15d, %rax
	movq	(%rsp), %rsi
	leal	1(%r15), %r12d
	movq	(%rdi,%rax,8), %rbx
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1403
	addl	$2, %r15d
	cmpl	%r12d, 16(%rsp)
	jg	.L1404
.L1403:
	leaq	.LC93(%rip), %rsi
	movq	%rbx, %rdi
	movl	%r12d, %r15d
	call	strcmp@PLT
	movq	%rbx, %rdi
	leaq	.LC96(%rip), %rsi
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
.L1404:
	cmpl	%r15d, 16(%rsp)
	jg	.L1405
	testl	%r14d, %r13d
	je	.L1402
	leaq	1488(%rsp), %rbx
	leaq	.LC315(%rip), %r8
	xorl	%eax, %eax
	movl	$512, %esi
	movq	%rbx, %rdi
	leaq	.LC316(%rip), %rcx
	leaq	.LC317(%rip), %rdx
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	jmp	.L1798
.L1806:
	movq	8(%rsi), %rbx
	leaq	.LC248(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1812
	leaq	.LC251(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1813
	leaq	.LC301(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1381
	leaq	.LC302(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1335
.L1381:
	movq	stdout(%rip), %rcx
	movl	$2152, %edx
	movl	$1, %esi
	xorl	%ebx, %ebx
	leaq	USAGE(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1334
.L1809:
	movslq	16(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 8(%rsp)
	testq	%rax, %rax
	je	.L1397
	cmpl	$2, 16(%rsp)
	leaq	.LC309(%rip), %r15
	je	.L1401
	xorl	%ebp, %ebp
.L1402:
	movq	8(%rsp), %r14
	leaq	976(%rsp), %rax
	leaq	1488(%rsp), %rbx
	movl	%ebp, %esi
	movq	%rax, %rdi
	movq	%rbx, %rcx
	movq	%rax, 24(%rsp)
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebp
	call	free@PLT
	testl	%ebp, %ebp
	jne	.L1798
	leaq	384(%rsp), %rax
	movq	1200(%rsp), %r8
	movq	1192(%rsp), %rcx
	leaq	.LC318(%rip), %rdx
	movq	%rax, 40(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	cmpl	$1, 1104(%rsp)
	jne	.L1408
	movq	1152(%rsp), %r14
	testq	%r14, %r14
	je	.L1409
	movq	%r14, %rdi
	leaq	184(%rsp), %rcx
	movq	%rbx, %r8
	movl	$1, %edx
	leaq	.LC139(%rip), %rsi
	call	read_numbers.constprop.0
	movq	%r14, 72(%rsp)
	movq	%rax, %r14
.L1410:
	testq	%r14, %r14
	je	.L1798
	movq	1176(%rsp), %rax
	leaq	256(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movl	$8, %ecx
	movq	%rdi, 16(%rsp)
	movq	184(%rsp), %r13
	movq	%rax, 8(%rsp)
	xorl	%eax, %eax
	cmpl	$0, 1072(%rsp)
	rep stosl
	leaq	288(%rsp), %rdi
	movl	$8, %ecx
	movq	1064(%rsp), %r12
	movq	%rdi, 24(%rsp)
	rep stosl
	movaps	%xmm0, 192(%rsp)
	je	.L1427
	testq	%r13, %r13
	je	.L1428
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	xorl	%eax, %eax
.L1429:
	movq	(%r14,%rax,8), %rsi
	xorl	%edi, %edi
	addq	%rsi, %rcx
	adcq	%rdi, %rbx
	addq	$1, %rax
	cmpq	%rax, %r13
	jne	.L1429
	xorl	%eax, %eax
	movq	%rbx, %rdi
	cmpq	%r13, %rcx
	movl	$1, %r12d
	sbbq	%rax, %rdi
	jnc	.L1814
.L1431:
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	jmp	.L1437
	.p2align 4,,10
	.p2align 3
.L1816:
	addq	$1, %rcx
	cmpq	%r13, %rcx
	jnb	.L1815
.L1437:
	movq	(%r14,%rcx,8), %rax
	movl	$1, %esi
	cmpq	%r12, %rax
	jb	.L1433
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rsi
.L1433:
	addq	%rbx, %rsi
	movq	%rsi, %rbx
	jnc	.L1816
.L1436:
	movl	$50, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC328(%rip), %rdi
	movl	$1, %ebx
	call	fwrite@PLT
.L1432:
	movq	%r14, %rdi
	call	free@PLT
	jmp	.L1387
.L1632:
	xorl	%eax, %eax
	jmp	.L1382
.L1408:
	movq	1112(%rsp), %rbp
	movq	1120(%rsp), %r13
	movq	%rbp, %rax
	orq	%r13, %rax
	jne	.L1457
	cmpl	$0, 1216(%rsp)
	movabsq	$20000000000, %rbp
	movabsq	$5000000000, %rax
	cmovne	%rax, %rbp
.L1457:
	movq	992(%rsp), %rsi
	testq	%rsi, %rsi
	je	.L1458
	cmpq	%rsi, 984(%rsp)
	jnb	.L1817
.L1458:
	movsd	1128(%rsp), %xmm5
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm5
	movsd	%xmm5, 32(%rsp)
	jp	.L1655
	je	.L1460
.L1655:
	cmpl	$1, 1008(%rsp)
	jne	.L1818
	cmpl	$1, 1048(%rsp)
	je	.L1819
.L1466:
	testq	%r13, %r13
	movl	$1024, %eax
	movq	1136(%rsp), %r12
	cmovne	%r13, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rax, 16(%rsp)
	call	malloc@PLT
	movq	%rax, 8(%rsp)
	testq	%rax, %rax
	je	.L1469
	xorl	%r15d, %r15d
	pxor	%xmm1, %xmm1
	movabsq	$-4658895280553007687, %r14
	jmp	.L1478
.L1822:
	cmpq	%r15, %r13
	sete	%al
.L1471:
	testb	%al, %al
	jne	.L1820
	comisd	.LC357(%rip), %xmm1
	jnb	.L1474
	cmpq	$200000000, %r15
	je	.L1474
	cmpq	%r15, 16(%rsp)
	je	.L1821
.L1475:
	comisd	.LC47(%rip), %xmm1
	jnb	.L1476
	cvttsd2siq	%xmm1, %rax
	movq	8(%rsp), %rdi
	movq	%rax, (%rdi,%r15,8)
.L1477:
	addq	$1, %r15
.L1478:
	movabsq	$-7046029254386353131, %rax
	pxor	%xmm0, %xmm0
	movsd	%xmm1, (%rsp)
	movsd	.LC24(%rip), %xmm2
	addq	%rax, %r12
	movq	%r12, %rdx
	shrq	$30, %rdx
	xorq	%r12, %rdx
	imulq	%r14, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	movabsq	$-7723592293110705685, %rdx
	imulq	%rdx, %rax
	movq	%rax, %rdx
	shrq	$31, %rdx
	xorq	%rdx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm0
	mulsd	.LC354(%rip), %xmm0
	subsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	log@PLT
	xorpd	.LC355(%rip), %xmm0
	divsd	32(%rsp), %xmm0
	movsd	(%rsp), %xmm1
	mulsd	.LC356(%rip), %xmm0
	addsd	%xmm0, %xmm1
	testq	%r13, %r13
	jne	.L1822
	testq	%rbp, %rbp
	js	.L1472
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbp, %xmm0
.L1473:
	comisd	%xmm0, %xmm1
	setnb	%al
	jmp	.L1471
.L1807:
	testl	%r12d, %r12d
	je	.L1383
	leaq	1488(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC306(%rip), %rdx
	call	snprintf@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC307(%rip), %rsi
	call	fprintf@PLT
	jmp	.L1384
.L1476:
	movapd	%xmm1, %xmm0
	subsd	.LC47(%rip), %xmm0
	movq	8(%rsp), %rcx
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%rcx,%r15,8)
	btcq	$63, (%rcx,%r15,8)
	jmp	.L1477
.L1472:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1473
.L1821:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movsd	%xmm1, (%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L1474
	movq	16(%rsp), %rsi
	movsd	(%rsp), %xmm1
	movq	%rax, 8(%rsp)
	movq	%rsi, %rdi
	addq	%rsi, %rdi
	movq	%rdi, 16(%rsp)
	jmp	.L1475
.L1808:
	leaq	176(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1823
	movq	176(%rsp), %rax
	movl	%eax, 1096(%rsp)
	jmp	.L1385
.L1815:
	leaq	-1(%rsi), %rax
	movq	%rsi, %r15
	movabsq	$2305843009213693950, %rdx
	cmpq	%rax, %rdx
	jb	.L1436
	leaq	0(,%rsi,8), %rdi
	call	malloc@PLT
	movq	%rax, 64(%rsp)
	testq	%rax, %rax
	je	.L1436
	movq	%rbx, %r8
	movq	%rax, %rcx
	movq	%r12, %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	call	correct_co
	leaq	704(%rsp), %rax
	movq	%r13, %rsi
	movq	%r14, %rdi
	movl	1088(%rsp), %ecx
	movq	1080(%rsp), %rdx
	movq	%rax, %r8
	movq	%rax, 32(%rsp)
	call	summarise
	testl	%eax, %eax
	jne	.L1440
	leaq	832(%rsp), %rax
	movl	1088(%rsp), %ecx
	movq	64(%rsp), %rdi
	movq	%rbx, %rsi
	movq	1080(%rsp), %rdx
	movq	%rax, %r8
	movq	%rax, (%rsp)
	call	summarise
	testl	%eax, %eax
	je	.L1824
.L1440:
	movq	stderr(%rip), %rcx
	movl	$55, %edx
	movl	$1, %esi
	leaq	.LC329(%rip), %rdi
	call	fwrite@PLT
.L1439:
	movl	$1, %ebx
.L1442:
	movq	16(%rsp), %rdi
	call	dist_free
	movq	24(%rsp), %rdi
	call	dist_free
	movq	64(%rsp), %rdi
	call	free@PLT
	jmp	.L1432
.L1460:
	cmpl	$1, 1048(%rsp)
	je	.L1825
	movl	1008(%rsp), %eax
	cmpl	$1, %eax
	je	.L1624
.L1465:
	cmpl	$2, %eax
	je	.L1826
	movq	1016(%rsp), %rsi
	testq	%r13, %r13
	je	.L1827
.L1498:
	movabsq	$4611686018427387903, %rdi
	movq	%r13, %rax
	mulq	%rsi
	movq	%rdx, %rcx
	movq	%rax, %rdx
	xorl	%eax, %eax
	cmpq	%rdx, %rdi
	sbbq	%rcx, %rax
	jc	.L1828
	cmpl	$0, 1220(%rsp)
	movq	%r13, 1032(%rsp)
	jne	.L1501
	movq	%rsi, 1064(%rsp)
.L1501:
	cmpl	$1, 1092(%rsp)
	jne	.L1502
.L1800:
	leaq	.LC228(%rip), %rcx
	cmpq	$200000000, %r13
	ja	.L1504
.L1503:
	xorl	%ecx, %ecx
	movq	%rcx, 8(%rsp)
.L1497:
	cmpl	$2, 1092(%rsp)
	je	.L1829
.L1507:
	cmpl	$2, 1048(%rsp)
	movq	976(%rsp), %rsi
	je	.L1830
.L1511:
	movq	1032(%rsp), %rbp
	movq	1024(%rsp), %rax
	leaq	-1(%rbp), %rcx
	testq	%rax, %rax
	je	.L1513
	movq	(%rax,%rcx,8), %rcx
.L1514:
	movq	984(%rsp), %rax
	leaq	1(%rbp), %rdx
	movq	1040(%rsp), %r8
	xorl	%edi, %edi
	xorl	%r9d, %r9d
	addq	%rsi, %rax
	movq	1000(%rsp), %rsi
	mulq	%rdx
	addq	%r8, %rsi
	adcq	%r9, %rdi
	addq	%rsi, %rax
	movq	%rcx, %rsi
	movabsq	$4611686018427387903, %rcx
	adcq	%rdi, %rdx
	xorl	%edi, %edi
	addq	%rax, %rsi
	adcq	%rdx, %rdi
	xorl	%eax, %eax
	cmpq	%rsi, %rcx
	sbbq	%rdi, %rax
	jc	.L1831
	movl	1104(%rsp), %eax
	cmpl	$2, %eax
	je	.L1832
	cmpl	$3, %eax
	je	.L1833
	movl	1184(%rsp), %eax
	movl	1096(%rsp), %ebx
	movl	$256, %esi
	movl	%eax, 148(%rsp)
	movq	1176(%rsp), %rax
	leal	1(%rbx), %edi
	movq	%rax, 152(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %r15
	movq	%rax, 72(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %r14
	movq	%rax, 104(%rsp)
	call	calloc@PLT
	movl	$24, %ecx
	pxor	%xmm0, %xmm0
	leaq	704(%rsp), %rdi
	movq	%rax, 112(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r14, %r14
	movq	%rdi, 32(%rsp)
	rep stosl
	sete	%al
	testq	%r15, %r15
	movaps	%xmm0, 320(%rsp)
	sete	%dl
	orb	%dl, %al
	jne	.L1566
	testq	%rsi, %rsi
	je	.L1566
	movq	24(%rsp), %rbx
	movq	32(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	je	.L1834
.L1566:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC396(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1565:
	movl	$1, %ebx
.L1571:
	movq	32(%rsp), %rdi
	call	buffers_free
	movq	104(%rsp), %rdi
	call	free@PLT
	movq	112(%rsp), %rdi
	call	free@PLT
	movq	72(%rsp), %rdi
	call	free@PLT
.L1556:
	movq	8(%rsp), %rdi
	call	free@PLT
	jmp	.L1387
.L1427:
	testq	%r13, %r13
	jne	.L1431
	jmp	.L1436
.L1812:
	leaq	2000(%rsp), %r9
	movl	$7, %ebp
	orq	$-1, %r14
	movq	%r9, %r12
.L1338:
	movq	%r12, %rsi
	movl	$1, %edi
	xorl	%ebx, %ebx
	call	clock_gettime@PLT
	movq	2008(%rsp), %r15
	movl	$20000000, %eax
	imulq	$1000000000, 2000(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1337:
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	subl	$1, %eax
	jne	.L1337
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
	jne	.L1338
	testq	%r14, %r14
	js	.L1339
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L1340:
	movsd	.LC249(%rip), %xmm1
	movl	$7, %esi
	leaq	.LC250(%rip), %rdi
	xorl	%ebx, %ebx
	movl	$1, %eax
	divsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	printf@PLT
	jmp	.L1334
.L1820:
	testq	%r15, %r15
	je	.L1479
	movq	8(%rsp), %rax
	cmpl	$0, 1220(%rsp)
	movq	%r15, 1032(%rsp)
	movq	%rax, 1024(%rsp)
	jne	.L1497
	movsd	.LC47(%rip), %xmm1
	movsd	.LC356(%rip), %xmm0
	divsd	32(%rsp), %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L1483
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1064(%rsp)
.L1484:
	movq	1064(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1064(%rsp)
	jmp	.L1497
.L1830:
	cmpq	$0, 1120(%rsp)
	jne	.L1835
	movq	%rbp, 1040(%rsp)
	testq	%rbp, %rbp
	je	.L1511
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	%rsi
	movq	1056(%rsp), %rdx
	leaq	1(%rdx,%rax), %rax
	cmpq	$200000000, %rax
	jbe	.L1511
	leaq	.LC10(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC368(%rip), %rcx
	leaq	.LC369(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1481
.L1409:
	movq	1160(%rsp), %r15
	xorl	%edi, %edi
	movq	%rdi, 576(%rsp)
	movq	%r15, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L1836
	leaq	2000(%rsp), %r9
	movq	%r15, %rcx
	xorl	%eax, %eax
	movq	%r14, %rbp
	leaq	.LC322(%rip), %rdx
	movl	$256, %esi
	movq	%r9, %rdi
	movq	%r9, 24(%rsp)
	call	snprintf@PLT
	movl	$2, 8(%rsp)
	leaq	576(%rsp), %rax
	leaq	832(%rsp), %r13
	movq	%r15, 16(%rsp)
	movq	%rbx, (%rsp)
	movq	%rax, %rbx
.L1425:
	movq	24(%rsp), %r14
	movq	16(%rsp), %rcx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	leaq	.LC322(%rip), %rdx
	movl	$256, %esi
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	%r14, %rdi
	movq	%rbx, %rdx
	leaq	.LC323(%rip), %rsi
	call	strtok_r@PLT
	movq	%rax, %r14
.L1413:
	testq	%r14, %r14
	je	.L1837
	movl	$42, %esi
	movq	%r14, %rdi
	call	strchr@PLT
	movq	$1, 832(%rsp)
	testq	%rax, %rax
	je	.L1414
	movb	$0, (%rax)
	leaq	1(%rax), %r15
	movq	%r13, %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r15, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1838
.L1414:
	leaq	1232(%rsp), %r15
	leaq	704(%rsp), %rdx
	movl	$1, %esi
	movq	%r14, %rdi
	movq	%r15, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L1416
	movq	832(%rsp), %rax
	testq	%rax, %rax
	je	.L1418
	movq	704(%rsp), %rdx
	addq	%r12, %rax
	.p2align 4,,10
	.p2align 3
.L1420:
	testq	%rbp, %rbp
	je	.L1419
	movq	%rdx, 0(%rbp,%r12,8)
.L1419:
	addq	$1, %r12
	cmpq	%rax, %r12
	jne	.L1420
.L1418:
	movq	%rbx, %rdx
	leaq	.LC323(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r14
	jmp	.L1413
.L1513:
	imulq	1016(%rsp), %rcx
	jmp	.L1514
.L1832:
	movl	1072(%rsp), %ebx
	orl	1008(%rsp), %ebx
	jne	.L1839
	movq	1176(%rsp), %rax
	leaq	.LC145(%rip), %rsi
	leaq	480(%rsp), %r15
	movq	%rax, 72(%rsp)
	movq	1168(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 80(%rsp)
	call	strcmp@PLT
	movl	$32, %ecx
	pxor	%xmm0, %xmm0
	leaq	704(%rsp), %rdi
	cmpl	$1, %eax
	movl	%eax, %esi
	movl	%eax, 48(%rsp)
	movl	%ebx, %eax
	sbbq	%r8, %r8
	movq	%rdi, 32(%rsp)
	xorl	%ebx, %ebx
	xorl	%r12d, %r12d
	rep stosl
	andl	$3, %r8d
	movq	%r15, 16(%rsp)
	imulq	1016(%rsp), %rbp
	addq	$8, %r8
	movaps	%xmm0, 320(%rsp)
	movl	%esi, %r15d
	movq	%r8, 64(%rsp)
	movq	%rbp, 40(%rsp)
	leaq	832(%rsp), %rbp
	movq	%rbp, (%rsp)
	jmp	.L1532
.L1842:
	leaq	LOAD_PCT.6(%rip), %rax
	movl	(%rax,%r12,4), %ecx
	imulq	$100, 832(%rsp), %rax
	movl	%ecx, %edx
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rax, 872(%rsp)
	movq	40(%rsp), %rax
	movq	%rcx, 920(%rsp)
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 888(%rsp)
.L1521:
	movq	16(%rsp), %rdi
	movq	%rbp, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L1529
	cmpl	$0, 864(%rsp)
	jne	.L1840
	movq	%rbp, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 704(%rsp,%rbx,8)
	testq	%rax, %rax
	jne	.L1526
	leaq	1232(%rsp), %r14
	movq	%rbp, %rdi
	movq	%r14, %rsi
	call	closed_form
.L1528:
	testl	%eax, %eax
	jne	.L1529
	movq	%rbx, %rax
	movq	16(%rsp), %rsi
	leaq	352(%rsp), %rcx
	movq	%rbp, %rdi
	salq	$8, %rax
	leaq	2000(%rsp,%rax), %r13
	movq	%r13, %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L1529
	movq	480(%rsp), %rdi
	call	free@PLT
	movq	488(%rsp), %rdi
	call	free@PLT
	movq	496(%rsp), %rdi
	call	free@PLT
	movq	504(%rsp), %rdi
	call	free@PLT
	movq	544(%rsp), %rdi
	call	free@PLT
	movq	568(%rsp), %rdi
	call	free@PLT
	movq	%r13, %rcx
	movq	%r14, %rdx
	movl	%r12d, %esi
	leaq	320(%rsp), %rdi
	call	check_outcome
	testl	%r15d, %r15d
	jne	.L1530
	leaq	LOAD_PCT.6(%rip), %rax
	movl	(%rax,%r12,4), %eax
.L1531:
	movq	%rax, 576(%rsp,%rbx,8)
	addq	$1, %rbx
.L1522:
	movq	64(%rsp), %rax
	addq	$1, %r12
	cmpq	%rax, %r12
	je	.L1841
.L1532:
	movq	24(%rsp), %rsi
	movl	$32, %ecx
	movq	%rbp, %rdi
	rep movsl
	testl	%r15d, %r15d
	je	.L1842
	leaq	STALL_US.5(%rip), %rax
	imulq	$1000, (%rax,%r12,8), %rdx
	movq	848(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 840(%rsp)
	cmpq	%rdx, %rax
	jnb	.L1521
	jmp	.L1522
.L1813:
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC252(%rip), %rdi
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC253(%rip), %rdi
	movl	%eax, %ebx
	leaq	raw.13(%rip), %rbp
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC254(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC255(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC256(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC257(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$5, %edx
	movl	$5, %esi
	leaq	.LC258(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC259(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$9, %edx
	movl	$9, %esi
	leaq	.LC260(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC261(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %edx
	movl	$118780, %esi
	leaq	.LC262(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %edx
	movl	$119860, %esi
	leaq	.LC263(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %edx
	movl	$118781, %esi
	leaq	.LC264(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	.LC265(%rip), %rdi
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rdx
	addl	%eax, %ebx
	call	expect
	movdqa	.LC266(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L1343:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L1343
	movq	$100000000, 80000+raw.13(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L1348
.L1843:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L1347
.L1348:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L1344
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L1344:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L1843
	xorl	%esi, %esi
.L1347:
	movq	%rsi, %rdx
	leaq	fixed.12(%rip), %r12
	movl	$20000, %esi
	leaq	.LC267(%rip), %rdi
	call	expect
	movq	%r12, %rcx
	movl	$10000, %edx
	movq	%rbp, %rdi
	movl	$20000, %r8d
	movl	$10001, %esi
	addl	%eax, %ebx
	call	correct_co
	movl	$20000, %esi
	leaq	.LC268(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movl	$1000, %edx
	leaq	704(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise
	movq	712(%rsp), %rdx
	movl	$1000, %esi
	leaq	.LC269(%rip), %rdi
	call	expect
	movq	720(%rsp), %rdx
	movl	$80000000, %esi
	leaq	.LC270(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	728(%rsp), %rdx
	movl	$98000000, %esi
	leaq	.LC271(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	752(%rsp), %rdx
	movl	$100000000, %esi
	leaq	.LC272(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	768(%rsp), %rdx
	movl	$1953359375, %esi
	leaq	.LC273(%rip), %rdi
	salq	$8, %rsi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC274(%rip), %rdi
	leal	(%rbx,%rax), %r12d
	leaq	480(%rsp), %rbx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC275(%rip), %rdi
	addl	%eax, %r12d
	call	expect
	movl	$2, %edx
	movl	$2, %esi
	leaq	.LC276(%rip), %rdi
	addl	%eax, %r12d
	call	expect
	movl	$2000000, %edx
	movl	$2000000, %esi
	leaq	.LC277(%rip), %rdi
	addl	%eax, %r12d
	call	expect
	movl	$8, %edx
	movl	$700, %esi
	leaq	480(%rsp), %rdi
	addl	%eax, %r12d
	movq	%rdx, %rcx
	xorl	%eax, %eax
	movq	%rbx, 24(%rsp)
	rep stosl
	leaq	2000(%rsp), %r9
	movl	$9, %r8d
	movq	%r9, %rdi
	movq	%r9, (%rsp)
	movq	%rcx, %rdx
	movl	$64, %ecx
	movq	%rdx, %rax
	rep stosq
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	cmpl	$0, 504(%rsp)
	movq	(%rsp), %r9
	jne	.L1350
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbx, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 504(%rsp)
	movq	(%rsp), %r9
	jne	.L1350
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbx, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
	movq	(%rsp), %r9
.L1350:
	movq	488(%rsp), %rbx
	movq	480(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
.L1355:
	cmpq	%rbx, %r10
	je	.L1628
	xorl	%r8d, %r8d
	cmpq	$0, 24(%rcx)
	je	.L1352
	.p2align 4,,10
	.p2align 3
.L1357:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r9,%r11,8), %rdi
	je	.L1354
	.p2align 4,,10
	.p2align 3
.L1351:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%rdi,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L1351
	leaq	1(%r11,%rdx), %r11
.L1354:
	addq	$1, %r8
	cmpq	24(%rcx), %r8
	jb	.L1357
.L1352:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L1355
.L1628:
	xorl	%r10d, %r10d
	leaq	832(%rsp), %rax
	movq	%r11, 32(%rsp)
	leaq	1232(%rsp), %r14
	movq	%r10, 16(%rsp)
	leaq	-8+PCT_NAME(%rip), %r13
	leaq	1488(%rsp), %rbx
	movq	%rax, (%rsp)
	leaq	.LC279(%rip), %r15
	movq	%r9, 40(%rsp)
.L1356:
	movl	16(%rsp), %ebp
	movq	(%rsp), %rcx
	movl	$2000, %esi
	movq	24(%rsp), %rdi
	movl	%ebp, %edx
	call	dist_summarise
	movq	32(%rsp), %rsi
	movl	%ebp, %ecx
	movq	%r14, %r8
	movq	40(%rsp), %rdi
	movl	$2000, %edx
	call	summarise
	movq	832(%rsp), %rcx
	movq	1232(%rsp), %rdx
	leaq	.LC278(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L1844
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1359:
	movq	16(%rsp), %rcx
	leal	(%rax,%r12), %ebp
	leaq	RANK_NAME(%rip), %rax
	movl	$8, %r12d
	movq	(%rax,%rcx,8), %rax
	movq	%rax, 8(%rsp)
	jmp	.L1362
.L1360:
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1361:
	addq	$8, %r12
	addl	%eax, %ebp
	cmpq	$56, %r12
	je	.L1845
.L1362:
	movq	0(%r13,%r12), %rcx
	movq	8(%rsp), %r9
	movq	%r15, %rdx
	movq	%rbx, %rdi
	movl	$64, %esi
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	(%rsp), %rax
	movq	(%r14,%r12), %rdx
	movq	%rbx, %rsi
	movq	(%rax,%r12), %rcx
	cmpq	%rdx, %rcx
	jne	.L1360
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1361
.L1845:
	movq	888(%rsp), %rcx
	movq	1288(%rsp), %rdx
	leaq	.LC280(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L1846
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1364:
	movq	896(%rsp), %rcx
	addl	%eax, %ebp
	movq	1296(%rsp), %rdx
	leaq	.LC281(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L1847
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %r12d
	call	printf@PLT
.L1366:
	addl	%ebp, %r12d
	cmpq	$0, 16(%rsp)
	jne	.L1848
	movq	$1, 16(%rsp)
	jmp	.L1356
.L1848:
	movq	24(%rsp), %rdi
	leaq	starts.11(%rip), %rbp
	leaq	.LC284(%rip), %r13
	movabsq	$3777893186295716171, %r15
	leaq	80(%rbp), %r14
	call	dist_free
	xorl	%eax, %eax
	movl	$24, %ecx
	movq	%rbx, (%rsp)
	movdqa	.LC282(%rip), %xmm0
	leaq	1520(%rsp), %rdi
	rep stosl
	leaq	576(%rsp), %rax
	movaps	%xmm0, 1488(%rsp)
	movdqa	.LC283(%rip), %xmm0
	movq	%rax, 16(%rsp)
	movaps	%xmm0, 1504(%rsp)
.L1379:
	movq	0(%rbp), %rbx
	movq	16(%rsp), %rdi
	xorl	%eax, %eax
	movq	%r13, %rdx
	movl	$64, %esi
	movq	%rbx, %rcx
	call	snprintf@PLT
	cmpq	$2999, %rbx
	jbe	.L1367
	movq	%rbx, %rsi
	movl	$100, %edi
	.p2align 4,,10
	.p2align 3
.L1369:
	leaq	-3000(%rsi), %rdx
	movq	%rdx, %rax
	mulq	%r15
	shrq	$10, %rdx
	leaq	1(%rdx), %rax
	imulq	$5000, %rax, %rax
	leaq	2000(%rax), %rdx
	cmpq	%rdx, %rsi
	jb	.L1371
	leaq	3000(%rax), %rsi
	cmpq	$2999, %rsi
	ja	.L1369
.L1797:
	movl	$2000, %edx
	xorl	%eax, %eax
.L1371:
	leaq	(%rsi,%rdi), %rcx
	cmpq	%rcx, %rdx
	jnb	.L1370
.L1849:
	subq	%rdx, %rcx
	leaq	3000(%rax), %rsi
	movl	$2000, %edx
	xorl	%eax, %eax
	movq	%rcx, %rdi
	cmpq	$2999, %rsi
	ja	.L1369
	leaq	(%rsi,%rdi), %rcx
	cmpq	%rcx, %rdx
	jb	.L1849
.L1370:
	leaq	100(%rbx), %rdx
	cmpq	$2000, %rdx
	jbe	.L1373
	movl	$2000, %eax
	jmp	.L1376
	.p2align 4,,10
	.p2align 3
.L1850:
	addq	$1000, %rdx
	addq	$5000, %rax
	cmpq	%rdx, %rax
	jnb	.L1373
.L1376:
	cmpq	%rax, %rbx
	jb	.L1850
	leaq	1000(%rax), %r8
	leaq	1100(%rax), %rdi
	cmpq	%r8, %rbx
	cmovb	%rdi, %rdx
	addq	$5000, %rax
	cmpq	%rdx, %rax
	jb	.L1376
.L1373:
	movq	16(%rsp), %rsi
	cmpq	%rdx, %rcx
	je	.L1851
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1378:
	addq	$8, %rbp
	addl	%eax, %r12d
	cmpq	%r14, %rbp
	jne	.L1379
	movq	(%rsp), %rbx
	movl	$100, %edx
	movl	$1900, %esi
	movq	%rbx, %rdi
	call	ref_serve
	movl	$2000, %esi
	leaq	.LC285(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$1950, %esi
	leal	(%r12,%rax), %ebp
	call	ref_serve
	movl	$3050, %esi
	leaq	.LC286(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$2500, %esi
	addl	%eax, %ebp
	call	ref_serve
	movl	$3100, %esi
	leaq	.LC287(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC288(%rip), %rdi
	leal	0(%rbp,%rax), %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC289(%rip), %rdi
	addl	%eax, %ebx
	leaq	.LC293(%rip), %rbp
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC290(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC291(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC292(%rip), %rdi
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
	leaq	.LC294(%rip), %rdi
	addl	%eax, %ebx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC295(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC296(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC297(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC298(%rip), %rdi
	addl	%eax, %ebx
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
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L1334
.L1367:
	movl	$100, %edi
	movl	$3000, %esi
	cmpq	$1999, %rbx
	ja	.L1369
	movq	%rbx, %rsi
	jmp	.L1797
.L1851:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1378
.L1502:
	leaq	1232(%rsp), %rax
	movq	24(%rsp), %rdi
	leaq	2000(%rsp), %rdx
	movq	%rax, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1800
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%r13, %rax
	jnb	.L1503
	leaq	.LC227(%rip), %rcx
.L1504:
	leaq	.LC365(%rip), %r8
	leaq	.LC366(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
.L1459:
	xorl	%eax, %eax
	movq	%rax, 8(%rsp)
.L1481:
	movq	8(%rsp), %rdi
	call	free@PLT
	jmp	.L1798
.L1827:
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r13
	jmp	.L1498
.L1834:
	cmpl	$0, 1008(%rsp)
	jne	.L1649
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 96(%rsp)
	testq	%rax, %rax
	jne	.L1567
	leaq	2000(%rsp), %r9
	movq	24(%rsp), %rdi
	movq	%r9, %rsi
	movq	%r9, (%rsp)
	call	closed_form
	movq	(%rsp), %r9
.L1569:
	testl	%eax, %eax
	jne	.L1852
	leaq	.LC398(%rip), %rdi
	movq	%r9, (%rsp)
	call	puts@PLT
	movq	40(%rsp), %rsi
	leaq	.LC399(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	576(%rsp), %rax
	movq	976(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC400(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %r9
	cmpq	$0, 984(%rsp)
	je	.L1853
	cmpq	$0, 992(%rsp)
	movq	%r9, 40(%rsp)
	movq	1000(%rsp), %rsi
	jne	.L1574
	leaq	832(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, (%rsp)
	call	fmt_us.constprop.0
	movq	984(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC402(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1232(%rsp), %rax
	movq	40(%rsp), %r9
	movq	%rax, 48(%rsp)
.L1573:
	cmpl	$0, 1008(%rsp)
	movq	%r9, 40(%rsp)
	movq	1032(%rsp), %rbx
	jne	.L1575
	movq	1016(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC404(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
.L1576:
	movq	1056(%rsp), %rdx
	movl	1048(%rsp), %esi
	leaq	.LC10(%rip), %rax
	leaq	.LC240(%rip), %rcx
	leaq	.LC406(%rip), %rdi
	movq	%r9, 40(%rsp)
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1040(%rsp), %rsi
	movq	40(%rsp), %r9
	testq	%rsi, %rsi
	jne	.L1854
.L1578:
	xorl	%eax, %eax
	leaq	.LC408(%rip), %rdi
	movq	%r9, 40(%rsp)
	call	printf@PLT
	cmpl	$0, 1072(%rsp)
	movq	40(%rsp), %r9
	je	.L1579
	leaq	.LC409(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
.L1580:
	movq	1080(%rsp), %rsi
	movq	(%rsp), %rdi
	movq	%r9, 40(%rsp)
	call	fmt_us.constprop.0
	movl	1088(%rsp), %ecx
	leaq	.LC411(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 1008(%rsp)
	movq	40(%rsp), %r9
	je	.L1855
	movq	1032(%rsp), %rcx
	movq	1024(%rsp), %rsi
	movq	%rcx, %rax
	mulq	976(%rsp)
	movq	-8(%rsi,%rcx,8), %rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rcx, %rdi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	setnc	%al
	movzbl	%al, %eax
.L1582:
	testl	%eax, %eax
	jne	.L1856
.L1621:
	cmpq	$0, 96(%rsp)
	movq	%r9, 40(%rsp)
	je	.L1857
	movq	96(%rsp), %rsi
	leaq	.LC414(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC415(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
.L1585:
	cmpl	$0, 744(%rsp)
	movq	%r9, 40(%rsp)
	je	.L1586
	movq	760(%rsp), %rdx
	movl	$65536, %ecx
	leaq	.LC416(%rip), %rdi
	xorl	%eax, %eax
	movq	752(%rsp), %rsi
	call	printf@PLT
	movq	40(%rsp), %r9
.L1587:
	movl	1096(%rsp), %esi
	leaq	.LC418(%rip), %rdi
	xorl	%eax, %eax
	movq	%r9, 40(%rsp)
	call	printf@PLT
	movq	40(%rsp), %r9
	xorl	%r8d, %r8d
	movq	%r9, 120(%rsp)
.L1592:
	movl	%r8d, %r13d
	movq	72(%rsp), %rax
	movq	48(%rsp), %rcx
	movl	%r8d, 40(%rsp)
	salq	$8, %r13
	movq	32(%rsp), %rsi
	movq	24(%rsp), %rdi
	addq	%rax, %r13
	movq	%r13, %rdx
	call	run_once
	movl	40(%rsp), %r8d
	testl	%eax, %eax
	movl	%eax, 80(%rsp)
	jne	.L1858
	testl	%r8d, %r8d
	leaq	.LC10(%rip), %rax
	movq	%r13, 88(%rsp)
	leaq	.LC420(%rip), %rcx
	cmove	%rcx, %rax
	movl	%r8d, 40(%rsp)
	leaq	8(%r13), %r15
	leaq	SET_NAME(%rip), %r12
	leaq	48+PCT_NAME(%rip), %rbp
	leaq	.LC181(%rip), %rbx
	movq	%rax, 64(%rsp)
.L1590:
	movq	(%r12), %rcx
	movq	64(%rsp), %rdx
	xorl	%eax, %eax
	movq	%r15, %r13
	movl	40(%rsp), %esi
	leaq	.LC421(%rip), %rdi
	leaq	PCT_NAME(%rip), %r14
	call	printf@PLT
	movq	-8(%r15), %rsi
	leaq	.LC180(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1589:
	movq	0(%r13), %rdx
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$8, %r14
	addq	$8, %r13
	call	printf@PLT
	cmpq	%r14, %rbp
	jne	.L1589
	movq	56(%r15), %rdx
	movq	48(%r15), %rsi
	xorl	%eax, %eax
	addq	$8, %r12
	leaq	.LC422(%rip), %rdi
	addq	$72, %r15
	call	printf@PLT
	leaq	24+SET_NAME(%rip), %rax
	cmpq	%rax, %r12
	jne	.L1590
	movl	40(%rsp), %r8d
	movq	88(%rsp), %r13
	leaq	320(%rsp), %rdi
	movq	120(%rsp), %rdx
	movl	%r8d, %esi
	movq	%r13, %rcx
	call	check_outcome
	movl	40(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L1591
	movsd	1232(%rsp), %xmm0
	movq	104(%rsp), %rcx
	leal	-1(%r8), %eax
	movsd	%xmm0, (%rcx,%rax,8)
	movq	112(%rsp), %rcx
	movsd	1240(%rsp), %xmm0
	movsd	%xmm0, (%rcx,%rax,8)
.L1591:
	movl	1096(%rsp), %r13d
	addl	$1, %r8d
	cmpl	%r8d, %r13d
	jnb	.L1592
	movl	%r13d, %eax
	leaq	0(,%rax,8), %rbp
	movq	%rax, 64(%rsp)
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, 40(%rsp)
	call	malloc@PLT
	movq	40(%rsp), %r8
	movq	%rax, %rbx
	testq	%r8, %r8
	je	.L1656
	testq	%rax, %rax
	je	.L1656
	movl	%r13d, %edx
	movq	72(%rsp), %r15
	leaq	0(%rbp,%r8), %r12
	movq	%r8, 136(%rsp)
	shrl	%edx
	xorl	%ebp, %ebp
	leaq	(%rax,%rdx,8), %rax
	movq	%r15, %r14
	movl	%r13d, %r15d
	movq	%r12, %r13
	movq	%rax, 88(%rsp)
	movq	48(%rsp), %rax
	movq	%rax, 40(%rsp)
	leaq	352(%rsp), %rax
	movq	%rax, 128(%rsp)
.L1609:
	movq	128(%rsp), %rax
	leaq	264(%r14), %rcx
	xorl	%r12d, %r12d
	movq	%r14, 160(%rsp)
	movq	%rcx, 120(%rsp)
	movl	%r15d, %r14d
	movq	%r13, %r15
	movq	%rbp, %r13
	movq	$0x000000000, (%rax,%rbp,8)
	movq	136(%rsp), %rbp
	movq	%rbx, 168(%rsp)
	movq	%rax, %rbx
.L1595:
	orq	$-1, %rcx
	testl	%r14d, %r14d
	je	.L1603
	movq	120(%rsp), %rax
	movq	%rbp, %rdx
	orq	$-1, %rcx
	leaq	(%rax,%r12), %rsi
	jmp	.L1598
	.p2align 4,,10
	.p2align 3
.L1859:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1597:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$256, %rsi
	cmpq	%rdx, %r15
	je	.L1603
.L1598:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1859
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1597
.L1824:
	movq	16(%rsp), %rbx
	movq	%r13, %rsi
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_of_sorted
	movq	24(%rsp), %rdx
	movq	%r12, %rsi
	movq	%rbx, %rdi
	call	dist_correct
	movl	280(%rsp), %eax
	orl	312(%rsp), %eax
	jne	.L1443
	movl	1088(%rsp), %edx
	movq	1080(%rsp), %rsi
	leaq	1232(%rsp), %rbx
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	movl	%edx, 80(%rsp)
	movq	%rsi, 48(%rsp)
	call	dist_summarise
	testl	%eax, %eax
	jne	.L1443
	leaq	2000(%rsp), %rax
	movl	80(%rsp), %edx
	movq	48(%rsp), %rsi
	movq	24(%rsp), %rdi
	movq	%rax, %rcx
	movq	%rax, %rbp
	call	dist_summarise
	testl	%eax, %eax
	jne	.L1443
	leaq	208(%rsp), %rax
	movq	%rbp, %xmm7
	movq	%r13, 96(%rsp)
	movq	32(%rsp), %xmm0
	movq	%rax, 80(%rsp)
	leaq	224(%rsp), %rax
	movhps	(%rsp), %xmm0
	movq	%rax, 88(%rsp)
	leaq	192(%rsp), %rax
	movaps	%xmm0, 208(%rsp)
	movq	%rbx, %xmm0
	xorl	%ebx, %ebx
	movq	%rax, 48(%rsp)
	punpcklqdq	%xmm7, %xmm0
	movq	%r12, 104(%rsp)
	movq	%rbx, %r12
	movaps	%xmm0, 224(%rsp)
.L1444:
	leaq	names.9(%rip), %rcx
	xorl	%eax, %eax
	movq	%r15, 112(%rsp)
	movq	%r14, %r15
	movq	(%rcx,%r12), %rbp
	movq	%rax, %rbx
	movq	%rbp, %r14
.L1445:
	movq	80(%rsp), %rax
	movq	48(%rsp), %rdi
	movq	%r14, %rdx
	xorl	%esi, %esi
	leaq	PCT_NAME(%rip), %rcx
	movq	(%rax,%r12), %rbp
	movq	88(%rsp), %rax
	movq	(%rcx,%rbx,8), %rcx
	movq	(%rax,%r12), %r13
	movslq	%ebx, %rax
	addq	$1, %rbx
	movq	8(%rbp,%rax,8), %r9
	movq	8(%r13,%rax,8), %r8
	call	check
	cmpq	$6, %rbx
	jne	.L1445
	movq	%rbp, %rbx
	movq	0(%r13), %r8
	movq	%r14, %rbp
	movq	48(%rsp), %rdi
	movq	(%rbx), %r9
	xorl	%esi, %esi
	leaq	.LC2(%rip), %rcx
	movq	%rbp, %rdx
	movq	%r15, %r14
	movq	112(%rsp), %r15
	call	check
	movq	56(%rbx), %r9
	movq	56(%r13), %r8
	xorl	%esi, %esi
	movq	48(%rsp), %rdi
	leaq	.LC7(%rip), %rcx
	movq	%rbp, %rdx
	call	check
	movq	64(%rbx), %r9
	movq	64(%r13), %r8
	xorl	%esi, %esi
	movq	48(%rsp), %rdi
	leaq	.LC217(%rip), %rcx
	movq	%rbp, %rdx
	call	check
	cmpq	$8, %r12
	je	.L1446
	movl	$8, %r12d
	jmp	.L1444
.L1814:
	movq	%rcx, %rdi
	movq	%rbx, %rsi
	movq	%r13, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	%rax, %r12
	jmp	.L1431
.L1339:
	movq	%r14, %rax
	andl	$1, %r14d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r14, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1340
.L1835:
	xorl	%edx, %edx
	movq	%rdx, 1040(%rsp)
	jmp	.L1511
.L1839:
	movq	8(%rsp), %rdi
	call	free@PLT
	movq	stderr(%rip), %rdi
	leaq	.LC372(%rip), %rdx
	xorl	%eax, %eax
	leaq	.LC307(%rip), %rsi
	call	fprintf@PLT
	jmp	.L1384
.L1836:
	leaq	.LC319(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC320(%rip), %rcx
	leaq	.LC321(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1798
.L1603:
	movq	40(%rsp), %rax
	movq	(%rsp), %rdi
	movl	%r14d, %edx
	movq	%rbp, %rsi
	movq	%rcx, 8(%rax,%r12)
	addq	$8, %r12
	call	stats_of
	movsd	848(%rsp), %xmm0
	maxsd	(%rbx,%r13,8), %xmm0
	movsd	%xmm0, (%rbx,%r13,8)
	cmpq	$48, %r12
	jne	.L1595
	movq	%r13, %rbp
	movq	168(%rsp), %rbx
	movq	%r15, %r13
	xorl	%edx, %edx
	movl	%r14d, %r15d
	movq	160(%rsp), %r14
	jmp	.L1601
.L1604:
	movq	%rdx, %rax
	salq	$8, %rax
	movq	256(%r14,%rax), %rax
	movq	%rax, (%rbx,%rdx,8)
	addq	$1, %rdx
.L1601:
	cmpl	%r15d, %edx
	jb	.L1604
	movq	64(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%rbx, %rdi
	call	qsort@PLT
	movq	88(%rsp), %rax
	movq	(%rax), %rdx
	movq	40(%rsp), %rax
	movq	%rdx, (%rax)
	xorl	%edx, %edx
	jmp	.L1605
.L1606:
	movq	%rdx, %rax
	salq	$8, %rax
	movq	312(%r14,%rax), %rax
	movq	%rax, (%rbx,%rdx,8)
	addq	$1, %rdx
.L1605:
	cmpl	%r15d, %edx
	jb	.L1606
	movq	64(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%rbx, %rdi
	call	qsort@PLT
	movq	88(%rsp), %rax
	movq	(%rax), %rdx
	movq	40(%rsp), %rax
	movq	%rdx, 56(%rax)
	xorl	%edx, %edx
	jmp	.L1607
.L1608:
	movq	%rdx, %rax
	salq	$8, %rax
	movq	320(%r14,%rax), %rax
	movq	%rax, (%rbx,%rdx,8)
	addq	$1, %rdx
.L1607:
	cmpl	%r15d, %edx
	jb	.L1608
	movq	64(%rsp), %rsi
	movq	%rbx, %rdi
	addq	$1, %rbp
	addq	$72, %r14
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
	movq	88(%rsp), %rax
	movq	(%rax), %rdx
	movq	40(%rsp), %rax
	movq	%rdx, 64(%rax)
	addq	$72, %rax
	movq	%rax, 40(%rsp)
	cmpq	$3, %rbp
	jne	.L1609
	movq	136(%rsp), %rdi
	xorl	%r12d, %r12d
	call	free@PLT
	movq	%rbx, %rdi
	leaq	.LC426(%rip), %rbx
	call	free@PLT
	movl	$10, %edi
	call	putchar@PLT
	call	print_header
	leaq	.LC424(%rip), %rsi
	leaq	.LC425(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	128(%rsp), %rbp
.L1610:
	movq	48(%rsp), %rax
	leaq	(%r12,%r12,8), %rsi
	addq	%rax, %rsi
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%r12), %rdi
	call	print_row
	movsd	0(%rbp,%r12), %xmm0
	movq	%rbx, %rdi
	movl	$1, %eax
	addq	$8, %r12
	call	printf@PLT
	cmpq	$24, %r12
	jne	.L1610
	movq	1080(%rsp), %rsi
	leaq	480(%rsp), %rdi
	leaq	.LC220(%rip), %rbx
	leaq	.LC428(%rip), %r13
	leaq	.LC221(%rip), %r12
	call	fmt_us.constprop.0
	movl	1096(%rsp), %esi
	leaq	.LC427(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	104(%rsp), %rsi
	movq	16(%rsp), %rdi
	movl	1096(%rsp), %edx
	call	stats_of
	movq	%r13, %rdi
	movq	%rbx, %rsi
	movl	$3, %eax
	movsd	576(%rsp), %xmm6
	movsd	592(%rsp), %xmm2
	movsd	584(%rsp), %xmm1
	movapd	%xmm6, %xmm0
	movsd	%xmm6, 64(%rsp)
	movsd	%xmm2, 16(%rsp)
	movsd	%xmm1, 40(%rsp)
	call	printf@PLT
	movl	1096(%rsp), %edx
	movq	112(%rsp), %rsi
	leaq	600(%rsp), %rdi
	call	stats_of
	movq	%r12, %rsi
	movq	%r13, %rdi
	movl	$3, %eax
	movsd	600(%rsp), %xmm7
	movq	616(%rsp), %r14
	leaq	.LC429(%rip), %r13
	movq	608(%rsp), %rbp
	movq	%r14, %xmm2
	movapd	%xmm7, %xmm0
	movsd	%xmm7, 88(%rsp)
	movq	%rbp, %xmm1
	call	printf@PLT
	movl	$10, %edi
	call	putchar@PLT
	movq	48(%rsp), %rsi
	movq	%rbx, %rdi
	call	print_result_set
	leaq	1304(%rsp), %rsi
	movq	%r12, %rdi
	call	print_result_set
	leaq	1376(%rsp), %rsi
	leaq	.LC218(%rip), %rdi
	call	print_result_set
	movq	72(%rsp), %r15
	movq	%rbx, %rsi
	movq	%r13, %rdi
	movl	1096(%rsp), %eax
	salq	$8, %rax
	addq	%r15, %rax
	movq	232(%rax), %rcx
	movq	216(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	1096(%rsp), %eax
	movq	%r12, %rsi
	movq	%r13, %rdi
	salq	$8, %rax
	addq	%r15, %rax
	movq	240(%rax), %rcx
	movq	224(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	1096(%rsp), %eax
	leaq	.LC340(%rip), %rdi
	salq	$8, %rax
	movq	248(%r15,%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	1008(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L1860
.L1611:
	movq	(%rsp), %rdx
	movq	24(%rsp), %rdi
	xorl	%esi, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L1861
.L1612:
	movq	832(%rsp), %rdi
	call	free@PLT
	movq	840(%rsp), %rdi
	call	free@PLT
	movq	%rbx, %rsi
	movl	$3, %eax
	movsd	16(%rsp), %xmm2
	movsd	40(%rsp), %xmm1
	movsd	64(%rsp), %xmm0
	leaq	.LC434(%rip), %rbx
	movq	%rbx, %rdi
	call	printf@PLT
	movq	%rbx, %rdi
	movq	%r14, %xmm2
	movq	%r12, %rsi
	movsd	88(%rsp), %xmm0
	movq	%rbp, %xmm1
	movl	$3, %eax
	call	printf@PLT
	movq	152(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1614
	movl	1096(%rsp), %ecx
	movq	72(%rsp), %rax
	movl	148(%rsp), %r8d
	movq	32(%rsp), %rdx
	salq	$8, %rcx
	movq	24(%rsp), %rsi
	addq	%rax, %rcx
	call	export_bench
	negl	%eax
	sbbl	%eax, %eax
	movl	%eax, 80(%rsp)
.L1614:
	movq	(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	jne	.L1615
	cmpl	$0, 744(%rsp)
	leaq	.LC241(%rip), %rax
	leaq	.LC242(%rip), %rdx
	movq	864(%rsp), %rsi
	cmovne	%rax, %rdx
	leaq	.LC435(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1615:
	cmpq	$0, 96(%rsp)
	leaq	.LC236(%rip), %rax
	leaq	.LC237(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC436(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	328(%rsp), %rbx
	movl	1096(%rsp), %eax
	leaq	.LC437(%rip), %rdi
	movq	320(%rsp), %rsi
	leal	1(%rax), %ecx
	movq	%rbx, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	cmpl	$0, 80(%rsp)
	setne	%al
	orl	%eax, %ebx
	movzbl	%bl, %ebx
	jmp	.L1571
.L1840:
	leaq	.LC229(%rip), %rax
	movq	%rax, 704(%rsp,%rbx,8)
.L1526:
	leaq	1232(%rsp), %r14
	movq	%rbp, %rdi
	movq	%r14, %rsi
	call	reference
	jmp	.L1528
.L1530:
	movq	840(%rsp), %rax
	jmp	.L1531
.L1833:
	pxor	%xmm0, %xmm0
	cmpl	$0, 1008(%rsp)
	movaps	%xmm0, 832(%rsp)
	jne	.L1648
	movq	24(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rsi
	testq	%rax, %rax
	je	.L1862
.L1558:
	leaq	.LC391(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	jmp	.L1556
.L1829:
	leaq	2000(%rsp), %rsi
	movq	24(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L1507
	cmpl	$0, 1008(%rsp)
	leaq	.LC229(%rip), %rcx
	jne	.L1508
	movq	24(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L1863
.L1508:
	leaq	.LC10(%rip), %r8
	leaq	.LC367(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L1481
.L1474:
	movq	8(%rsp), %rdi
	call	free@PLT
.L1469:
	xorl	%esi, %esi
	movq	%rsi, 8(%rsp)
.L1479:
	leaq	.LC358(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC359(%rip), %rcx
	leaq	.LC360(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1481
.L1819:
	cmpq	$1, 1056(%rsp)
	jbe	.L1466
.L1625:
	leaq	.LC349(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC350(%rip), %rcx
	leaq	.LC351(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1459
.L1825:
	cmpq	$1, 1056(%rsp)
	ja	.L1625
	movl	1008(%rsp), %eax
	cmpl	$1, %eax
	jne	.L1465
	movsd	32(%rsp), %xmm6
	ucomisd	%xmm0, %xmm6
	jp	.L1466
	jne	.L1466
.L1624:
	leaq	.LC10(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC352(%rip), %rcx
	leaq	.LC353(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1459
.L1443:
	movq	stderr(%rip), %rcx
	movl	$66, %edx
	movl	$1, %esi
	leaq	.LC330(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1439
.L1826:
	movq	1144(%rsp), %rdi
	leaq	2000(%rsp), %rcx
	movq	%rbx, %r8
	xorl	%edx, %edx
	leaq	.LC129(%rip), %rsi
	call	read_numbers.constprop.0
	movq	%rax, 8(%rsp)
	testq	%rax, %rax
	je	.L1481
	movq	1120(%rsp), %rcx
	movq	2000(%rsp), %rdx
	movq	1112(%rsp), %rsi
	testq	%rcx, %rcx
	je	.L1487
	cmpq	%rdx, %rcx
	jnb	.L1487
	movq	%rcx, 2000(%rsp)
	testq	%rsi, %rsi
	je	.L1488
	movq	%rcx, %rdx
.L1490:
	movq	8(%rsp), %rdi
	movq	%rdx, %rcx
	xorl	%eax, %eax
	jmp	.L1489
.L1492:
	cmpq	%rsi, -8(%rdi,%rcx,8)
	jb	.L1864
	subq	$1, %rcx
	movl	$1, %eax
.L1489:
	testq	%rcx, %rcx
	jne	.L1492
	testb	%al, %al
	je	.L1493
.L1491:
	movq	1144(%rsp), %rcx
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC361(%rip), %r8
	leaq	.LC362(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1481
.L1487:
	testq	%rsi, %rsi
	jne	.L1490
.L1493:
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L1491
.L1488:
	movq	8(%rsp), %rdi
	cmpl	$0, 1220(%rsp)
	movq	%rcx, 1032(%rsp)
	movq	%rdi, 1024(%rsp)
	jne	.L1497
	cmpq	$1, %rcx
	je	.L1496
	movq	-8(%rdi,%rcx,8), %rax
	xorl	%edx, %edx
	subq	$1, %rcx
	subq	(%rdi), %rax
	divq	%rcx
	movq	%rax, %rcx
.L1496:
	testq	%rcx, %rcx
	movl	$1, %eax
	cmove	%rax, %rcx
	movq	%rcx, 1064(%rsp)
	jmp	.L1497
.L1529:
	movq	16(%rsp), %rdi
	call	buffers_free
	movl	$34, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC373(%rip), %rdi
	call	fwrite@PLT
.L1801:
	movl	$1, %ebx
	jmp	.L1556
.L1847:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	call	printf@PLT
	jmp	.L1366
.L1846:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1364
.L1844:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1359
.L1649:
	leaq	.LC229(%rip), %rax
	movq	%rax, 96(%rsp)
.L1567:
	leaq	2000(%rsp), %r9
	movq	24(%rsp), %rdi
	movq	%r9, %rsi
	movq	%r9, (%rsp)
	call	reference
	movq	(%rsp), %r9
	jmp	.L1569
.L1823:
	leaq	1488(%rsp), %rbx
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC308(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L1798
.L1483:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1064(%rsp)
	btcq	$63, 1064(%rsp)
	jmp	.L1484
.L1416:
	movq	(%rsp), %rbx
	movq	%rbp, %r14
	leaq	.LC10(%rip), %r8
	movq	%r15, %rcx
	leaq	.LC325(%rip), %rdx
.L1803:
	movq	%rbx, %rdi
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r14, %rdi
	call	free@PLT
	jmp	.L1798
.L1837:
	cmpl	$1, 8(%rsp)
	jne	.L1865
	leaq	.LC225(%rip), %rax
	movq	%r12, 184(%rsp)
	movq	(%rsp), %rbx
	movq	%rbp, %r14
	movq	%rax, 72(%rsp)
	jmp	.L1410
.L1648:
	leaq	.LC229(%rip), %rsi
	jmp	.L1558
.L1841:
	cmpl	$0, 48(%rsp)
	jne	.L1866
	leaq	.LC145(%rip), %rsi
	leaq	.LC439(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %r14
	movq	976(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC440(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	984(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC441(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	992(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC442(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC443(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC232(%rip), %rsi
.L1618:
	leaq	.LC10(%rip), %r13
	leaq	.LC376(%rip), %r12
	xorl	%eax, %eax
	leaq	.LC374(%rip), %rdx
	leaq	.LC375(%rip), %rdi
	call	printf@PLT
	movq	%r13, %rcx
	movq	%r13, %rdx
	movq	%r12, %rdi
	leaq	.LC220(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC378(%rip), %r14
	call	printf@PLT
	movq	%r13, %rcx
	movq	%r13, %rdx
	movq	%r12, %rdi
	leaq	.LC221(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC380(%rip), %r15
	call	printf@PLT
	movq	%r13, %rcx
	movq	%r13, %rdx
	movq	%r12, %rdi
	leaq	.LC218(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %r12d
	call	printf@PLT
	movq	%r13, %rdx
	movq	%r13, %rsi
	xorl	%eax, %eax
	leaq	.LC377(%rip), %rdi
	leaq	.LC381(%rip), %r13
	call	printf@PLT
	leaq	.LC382(%rip), %rbp
.L1535:
	movq	%r14, %rdx
	leaq	.LC379(%rip), %rsi
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
	jne	.L1535
	movl	$10, %edi
	xorl	%r14d, %r14d
	call	putchar@PLT
	movq	(%rsp), %r12
.L1536:
	cmpq	%rbx, %r14
	je	.L1867
	cmpl	$0, 48(%rsp)
	movq	576(%rsp,%r14,8), %rsi
	jne	.L1537
	leaq	.LC383(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1538:
	movq	32(%rsp), %rax
	leaq	.LC234(%rip), %rsi
	leaq	.LC385(%rip), %rdi
	leaq	COL.4(%rip), %r13
	cmpq	$0, (%rax,%r14,8)
	leaq	.LC235(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	call	printf@PLT
	movq	%r14, %rax
	movq	%r14, 16(%rsp)
	salq	$5, %rax
	movq	%rbx, 24(%rsp)
	movq	%rax, (%rsp)
.L1540:
	movq	(%rsp), %rax
	movslq	%ebp, %r14
	xorl	%ebx, %ebx
	leaq	(%r14,%r14,8), %r14
	addq	%rax, %r14
.L1544:
	movslq	0(%r13,%rbx,4), %rax
	movq	%r12, %rdi
	addq	%r14, %rax
	movq	2008(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L1868
	xorl	%eax, %eax
	leaq	.LC11(%rip), %rsi
	movq	%r15, %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L1645
	addl	$1, %ebp
	cmpl	$3, %ebp
	jne	.L1540
	movq	16(%rsp), %r14
	movl	$10, %edi
	movq	24(%rsp), %rbx
	call	putchar@PLT
	addq	$1, %r14
	jmp	.L1536
.L1868:
	leaq	.LC379(%rip), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L1544
.L1645:
	movl	$2, %ebx
	jmp	.L1544
.L1537:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC384(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1538
.L1867:
	leaq	.LC386(%rip), %rdi
	xorl	%ebp, %ebp
	leaq	PCT_NAME(%rip), %r13
	movq	%rbx, %r12
	call	puts@PLT
.L1546:
	cmpq	%r12, %rbp
	je	.L1869
	movq	80(%rsp), %rsi
	leaq	.LC387(%rip), %rdi
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	movq	576(%rsp,%rbp,8), %rdx
	leaq	12+COL.4(%rip), %r15
	call	printf@PLT
	movq	%rbp, %rax
	movq	%r12, 24(%rsp)
	salq	$5, %rax
	movq	%rbp, 16(%rsp)
	movq	%rbx, %rbp
	movq	%rax, (%rsp)
.L1547:
	movq	(%rsp), %rax
	movslq	%ebp, %r14
	leaq	COL.4(%rip), %r12
	leaq	(%r14,%r14,8), %r14
	addq	%rax, %r14
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%rbp,8), %rbx
.L1548:
	movslq	(%r12), %rax
	movq	%rbx, %rsi
	leaq	.LC388(%rip), %rdi
	addq	$4, %r12
	leaq	(%r14,%rax), %rdx
	movq	2008(%rsp,%rdx,8), %rcx
	movq	0(%r13,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r15, %r12
	jne	.L1548
	addq	$1, %rbp
	cmpq	$3, %rbp
	jne	.L1547
	movq	16(%rsp), %rbp
	movq	32(%rsp), %rax
	leaq	.LC237(%rip), %rsi
	leaq	.LC389(%rip), %rdi
	movq	24(%rsp), %r12
	cmpq	$0, (%rax,%rbp,8)
	leaq	.LC236(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %rbp
	call	printf@PLT
	jmp	.L1546
.L1869:
	movq	328(%rsp), %rbx
	movq	320(%rsp), %rsi
	movq	%rbp, %rcx
	xorl	%eax, %eax
	leaq	.LC390(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	movq	72(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1802
	movl	48(%rsp), %ecx
	xorl	%eax, %eax
	leaq	.LC239(%rip), %rsi
	leaq	sweep_writer(%rip), %rdx
	movq	%rbp, 1256(%rsp)
	testl	%ecx, %ecx
	leaq	1232(%rsp), %rcx
	sete	%al
	movl	%eax, 1232(%rsp)
	leaq	576(%rsp), %rax
	movq	%rax, %xmm0
	leaq	2000(%rsp), %rax
	movq	%rax, %xmm6
	leaq	.LC238(%rip), %rax
	cmove	%rax, %rsi
	punpcklqdq	%xmm6, %xmm0
	movups	%xmm0, 1240(%rsp)
	call	export_file
	testl	%eax, %eax
	jne	.L1801
.L1802:
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L1556
.L1858:
	movq	stderr(%rip), %rcx
	movl	$68, %edx
	movl	$1, %esi
	leaq	.LC419(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1565
.L1586:
	leaq	.LC417(%rip), %rdi
	call	puts@PLT
	movq	40(%rsp), %r9
	jmp	.L1587
.L1852:
	movq	stderr(%rip), %rcx
	movl	$78, %edx
	movl	$1, %esi
	leaq	.LC397(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1565
.L1862:
	leaq	1232(%rsp), %r12
	movq	24(%rsp), %rdi
	movq	%r12, %rsi
	call	closed_form
	testl	%eax, %eax
	jne	.L1562
	leaq	2000(%rsp), %rbp
	movq	24(%rsp), %rdi
	movq	%rbp, %rsi
	call	reference
	testl	%eax, %eax
	jne	.L1562
	leaq	832(%rsp), %rbx
	movq	%r12, %rcx
	movq	%rbp, %rdx
	xorl	%esi, %esi
	movq	%rbx, %rdi
	call	check_outcome
	movq	1480(%rsp), %r9
	xorl	%esi, %esi
	movq	%rbx, %rdi
	movq	2248(%rsp), %r8
	leaq	.LC393(%rip), %rcx
	leaq	.LC394(%rip), %rdx
	call	check
	movq	840(%rsp), %rbx
	leaq	.LC395(%rip), %rdi
	xorl	%eax, %eax
	movq	832(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	jmp	.L1802
.L1838:
	movq	(%rsp), %rbx
	movq	%rbp, %r14
	leaq	.LC137(%rip), %r8
	movq	%r15, %rcx
	leaq	.LC324(%rip), %rdx
	jmp	.L1803
.L1856:
	leaq	.LC412(%rip), %rdi
	movq	%r9, 40(%rsp)
	call	puts@PLT
	movq	40(%rsp), %r9
	jmp	.L1621
.L1855:
	movq	1016(%rsp), %rax
	cmpq	%rax, 976(%rsp)
	setnb	%al
	movzbl	%al, %eax
	jmp	.L1582
.L1579:
	movq	1064(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	%r9, 40(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC410(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
	jmp	.L1580
.L1854:
	movq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC407(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
	jmp	.L1578
.L1575:
	movq	1024(%rsp), %rax
	xorl	%edx, %edx
	movq	16(%rsp), %rdi
	movq	-8(%rax,%rbx,8), %rax
	divq	%rbx
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	movl	1008(%rsp), %edx
	leaq	.LC405(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rsi
	movq	1032(%rsp), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
	jmp	.L1576
.L1574:
	leaq	1232(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	fmt_us.constprop.0
	movq	992(%rsp), %rsi
	movq	%rax, %rbx
	leaq	832(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, (%rsp)
	call	fmt_us.constprop.0
	movq	984(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%rbx, %rcx
	movq	%r12, %rdx
	leaq	.LC403(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
	jmp	.L1573
.L1853:
	leaq	.LC401(%rip), %rdi
	movq	%r9, 40(%rsp)
	call	puts@PLT
	leaq	832(%rsp), %rax
	movq	40(%rsp), %r9
	movq	%rax, (%rsp)
	leaq	1232(%rsp), %rax
	movq	%rax, 48(%rsp)
	jmp	.L1573
.L1428:
	ud2
.L1857:
	movl	$29, %esi
	leaq	.LC413(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
	jmp	.L1585
.L1562:
	movq	stderr(%rip), %rcx
	movl	$40, %edx
	movl	$1, %esi
	leaq	.LC392(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1801
.L1861:
	movq	856(%rsp), %r13
	movq	840(%rsp), %r11
	leaq	.LC431(%rip), %rdi
	movq	832(%rsp), %r10
	movq	(%r11,%r13,8), %rcx
	movq	%r13, %rsi
	movq	%r11, 120(%rsp)
	leaq	0(,%r13,8), %r15
	movq	(%r10,%r13,8), %rdx
	movq	%r10, 48(%rsp)
	call	printf@PLT
	leaq	1(%r13), %rax
	movq	48(%rsp), %r10
	cmpq	848(%rsp), %rax
	movq	120(%rsp), %r11
	jb	.L1870
.L1613:
	movq	864(%rsp), %rdx
	leaq	.LC433(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r13, %rsi
	call	printf@PLT
	jmp	.L1612
.L1865:
	testq	%r12, %r12
	je	.L1424
	leaq	0(,%r12,8), %rdi
	call	malloc@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L1424
	movl	$1, 8(%rsp)
	jmp	.L1425
.L1656:
	movq	%r8, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movl	$36, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC423(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1565
.L1866:
	leaq	.LC438(%rip), %rsi
	leaq	.LC439(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %r14
	movq	976(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC440(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	984(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC441(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	992(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC442(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC443(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC233(%rip), %rsi
	jmp	.L1618
.L1864:
	testb	%al, %al
	je	.L1493
	movq	%rcx, 2000(%rsp)
	jmp	.L1488
.L1860:
	movq	1032(%rsp), %rsi
	movq	1024(%rsp), %rax
	xorl	%edx, %edx
	movq	-8(%rax,%rsi,8), %rax
	divq	%rsi
	leaq	SCHED_NAME(%rip), %rdx
	movq	(%rdx,%rcx,8), %rdi
	movq	%rsi, %rdx
	movq	%rdi, %rsi
	leaq	.LC430(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1611
.L1446:
	movq	96(%rsp), %r13
	leaq	.LC331(%rip), %rdi
	movq	%r12, %rbx
	movq	104(%rsp), %r12
	call	puts@PLT
	movq	72(%rsp), %rdx
	movq	40(%rsp), %rsi
	xorl	%eax, %eax
	movq	%r13, %rcx
	leaq	.LC332(%rip), %rdi
	leaq	.LC10(%rip), %rbp
	call	printf@PLT
	movq	1080(%rsp), %rsi
	leaq	352(%rsp), %rdi
	call	fmt_us.constprop.0
	movl	1088(%rsp), %edx
	cmpl	$0, 1072(%rsp)
	movq	%rax, %r8
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rcx
	leaq	.LC226(%rip), %rdx
	jne	.L1447
	leaq	.LC10(%rip), %rbp
	movq	%rbp, %rdx
.L1447:
	leaq	320(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rdx, 72(%rsp)
	movq	%rcx, 48(%rsp)
	movq	%r8, 40(%rsp)
	call	fmt_us.constprop.0
	movq	40(%rsp), %r8
	movq	48(%rsp), %rcx
	leaq	.LC333(%rip), %rdi
	movq	72(%rsp), %rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC334(%rip), %rdi
	call	puts@PLT
	call	print_header
	movl	$10, %edi
	call	putchar@PLT
	movq	32(%rsp), %rsi
	leaq	.LC335(%rip), %rdi
	call	print_row
	movl	$10, %edi
	call	putchar@PLT
	movq	(%rsp), %rsi
	leaq	.LC218(%rip), %rdi
	call	print_row
	movq	%rbp, %rdx
	leaq	.LC336(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC337(%rip), %rdi
	leaq	.LC338(%rip), %rbp
	call	printf@PLT
	jmp	.L1453
.L1872:
	movq	(%rsp), %rcx
	movq	(%rcx,%rbx), %rdx
	testq	%rdx, %rdx
	js	.L1449
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1450:
	testq	%rax, %rax
	js	.L1451
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1452:
	divsd	%xmm1, %xmm0
	comisd	.LC37(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L1448:
	movq	%rbp, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$56, %rbx
	je	.L1871
.L1453:
	movq	32(%rsp), %rax
	movq	(%rax,%rbx), %rax
	testq	%rax, %rax
	jne	.L1872
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L1448
.L1871:
	leaq	.LC339(%rip), %rdi
	call	puts@PLT
	movq	32(%rsp), %rsi
	leaq	.LC335(%rip), %rdi
	call	print_result_set
	movq	(%rsp), %rsi
	leaq	.LC218(%rip), %rdi
	call	print_result_set
	movq	%r12, %rsi
	leaq	.LC340(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	200(%rsp), %rbx
	xorl	%eax, %eax
	movq	192(%rsp), %rsi
	leaq	.LC341(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	cmpq	$0, 8(%rsp)
	movzbl	%bl, %ebx
	je	.L1442
	xorl	%eax, %eax
	leaq	576(%rsp), %rdi
	movl	$12, %ecx
	movq	%r13, %rsi
	rep stosl
	movq	%r14, %rdi
	movq	728(%rsp), %xmm0
	leaq	576(%rsp), %rbp
	leaq	.LC342(%rip), %rax
	movq	%rbp, %xmm6
	leaq	NAMES.8(%rip), %rcx
	movq	%rbp, %rdx
	movhps	856(%rsp), %xmm0
	movl	$2, 496(%rsp)
	movaps	%xmm0, 240(%rsp)
	movq	%rax, %xmm0
	leaq	240(%rsp), %rax
	punpcklqdq	%xmm6, %xmm0
	movq	%rax, %xmm7
	movaps	%xmm0, 480(%rsp)
	movq	%rcx, %xmm0
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 504(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	je	.L1454
.L1456:
	movl	$1, %ebx
.L1455:
	movq	576(%rsp), %rdi
	call	free@PLT
	movq	600(%rsp), %rdi
	call	free@PLT
	jmp	.L1442
.L1451:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1452
.L1449:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1450
.L1424:
	movq	16(%rsp), %r15
	movq	(%rsp), %rbx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC326(%rip), %r8
	leaq	.LC327(%rip), %rdx
	movq	%r15, %rcx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L1798
.L1454:
	leaq	600(%rsp), %r12
	movq	64(%rsp), %rdi
	movq	%r15, %rsi
	movq	%r12, %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1456
	movq	%rbp, %rcx
	movq	8(%rsp), %rdi
	leaq	hgrm_writer(%rip), %rbp
	leaq	.LC343(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L1456
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movq	%rbp, %rdx
	leaq	.LC344(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1456
	movq	8(%rsp), %rdi
	leaq	480(%rsp), %rcx
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC205(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1456
	jmp	.L1455
.L1870:
	movq	8(%r11,%r15), %rdx
	movq	8(%r10,%r15), %rsi
	leaq	.LC432(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1613
.L1828:
	leaq	.LC10(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC363(%rip), %rcx
	leaq	.LC364(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1459
.L1811:
	leaq	1488(%rsp), %rbx
	movq	%r13, %rcx
	xorl	%eax, %eax
	movl	$512, %esi
	leaq	.LC310(%rip), %r8
	leaq	.LC311(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L1798
.L1397:
	movq	stderr(%rip), %rdi
	leaq	.LC314(%rip), %rdx
	leaq	.LC307(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L1384
.L1831:
	leaq	.LC10(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC370(%rip), %rcx
	leaq	.LC371(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1481
.L1863:
	cmpl	$0, 1048(%rsp)
	leaq	.LC231(%rip), %rcx
	jne	.L1508
	cmpq	$1, 1056(%rsp)
	leaq	.LC230(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1508
.L1818:
	leaq	.LC346(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC347(%rip), %rcx
	leaq	.LC348(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1459
.L1817:
	leaq	2000(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	984(%rsp), %rsi
	leaq	1232(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	leaq	.LC345(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1459
	.cfi_endproc
.LFE130:
	.size	main, .-main
	.section	.rodata.str1.1
.LC445:
	.string	"closed (from actual send)"
.LC446:
	.string	"open (from intended send)"
.LC447:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC445
	.quad	.LC446
	.quad	.LC447
	.section	.rodata.str1.1
.LC448:
	.string	"closed.values"
.LC449:
	.string	"open.values"
.LC450:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC448
	.quad	.LC449
	.quad	.LC450
	.section	.rodata.str1.1
.LC451:
	.string	"closed.hgrm"
.LC452:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC451
	.quad	.LC452
	.quad	.LC344
	.section	.rodata
	.align 8
	.type	by_kind.3, @object
	.size	by_kind.3, 12
by_kind.3:
	.long	1
	.long	2
	.long	3
	.align 8
	.type	COL.4, @object
	.size	COL.4, 12
COL.4:
	.long	0
	.long	2
	.long	3
	.align 32
	.type	STALL_US.5, @object
	.size	STALL_US.5, 64
STALL_US.5:
	.quad	100
	.quad	200
	.quad	1000
	.quad	10000
	.quad	50000
	.quad	100000
	.quad	200000
	.quad	500000
	.align 32
	.type	LOAD_PCT.6, @object
	.size	LOAD_PCT.6, 44
LOAD_PCT.6:
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
	.section	.rodata.str1.1
.LC453:
	.string	"0%"
.LC454:
	.string	"90%"
.LC455:
	.string	"99%"
.LC456:
	.string	"99.9%"
.LC457:
	.string	"99.99%"
.LC458:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.7, @object
	.size	XTICK.7, 48
XTICK.7:
	.quad	.LC453
	.quad	.LC454
	.quad	.LC455
	.quad	.LC456
	.quad	.LC457
	.quad	.LC458
	.align 16
	.type	NAMES.8, @object
	.size	NAMES.8, 16
NAMES.8:
	.quad	.LC335
	.quad	.LC218
	.align 16
	.type	names.9, @object
	.size	names.9, 16
names.9:
	.quad	.LC335
	.quad	.LC218
	.section	.rodata.str1.1
.LC459:
	.string	"ns"
.LC460:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.10, @object
	.size	units.10, 64
units.10:
	.quad	.LC459
	.quad	1
	.quad	.LC460
	.quad	1000
	.quad	.LC295
	.quad	1000000
	.quad	.LC240
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
.LC461:
	.string	"feed-10ms-stall"
.LC462:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC463:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC464:
	.string	"one-2s-stall"
.LC465:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC466:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC467:
	.string	"hundred-requests"
.LC468:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC469:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC470:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC471:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 120
SCENARIOS:
	.quad	.LC246
	.quad	.LC247
	.quad	.LC10
	.quad	.LC461
	.quad	.LC462
	.quad	.LC463
	.quad	.LC464
	.quad	.LC465
	.quad	.LC466
	.quad	.LC467
	.quad	.LC468
	.quad	.LC469
	.quad	.LC470
	.quad	.LC468
	.quad	.LC471
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC212
	.quad	.LC215
	.quad	.LC211
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC220
	.quad	.LC221
	.quad	.LC218
	.section	.rodata.str1.1
.LC472:
	.string	"p90"
.LC473:
	.string	"p99.99"
.LC474:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC378
	.quad	.LC472
	.quad	.LC381
	.quad	.LC382
	.quad	.LC473
	.quad	.LC474
	.section	.rodata.str1.1
.LC475:
	.string	"p999"
.LC476:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC378
	.quad	.LC472
	.quad	.LC381
	.quad	.LC475
	.quad	.LC476
	.quad	.LC474
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
	.section	.data.rel.ro.local
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC104
	.quad	.LC105
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC131
	.quad	.LC132
	.quad	.LC133
	.section	.rodata.str1.1
.LC477:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC118
	.quad	.LC119
	.quad	.LC477
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
	.set	.LC21,.LC184+8
	.align 8
.LC22:
	.long	0
	.long	1127219200
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC23:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC24:
	.long	0
	.long	1072693248
	.align 8
.LC25:
	.long	0
	.long	1076101120
	.align 8
.LC26:
	.long	0
	.long	1073217536
	.align 8
.LC27:
	.long	0
	.long	1074528256
	.align 8
.LC28:
	.long	0
	.long	1075707904
	.set	.LC29,.LC23
	.align 8
.LC30:
	.long	0
	.long	1083129856
	.align 8
.LC31:
	.long	0
	.long	1074790400
	.align 8
.LC37:
	.long	0
	.long	1079574528
	.align 8
.LC38:
	.long	-17155601
	.long	1072049730
	.align 8
.LC39:
	.long	0
	.long	1073741824
	.align 8
.LC47:
	.long	0
	.long	1138753536
	.align 8
.LC51:
	.long	0
	.long	1071644672
	.align 8
.LC125:
	.long	-1577058304
	.long	1114446484
	.align 8
.LC183:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC184:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC185:
	.long	0
	.long	1093567616
	.align 8
.LC186:
	.long	-858993459
	.long	1072745676
	.align 8
.LC192:
	.long	0
	.long	1081524224
	.section	.rodata.cst16
	.align 16
.LC243:
	.quad	100000
	.quad	200000000
	.align 16
.LC244:
	.quad	1000000000
	.quad	500000000
	.align 16
.LC245:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC249:
	.long	0
	.long	1101206224
	.section	.rodata.cst16
	.align 16
.LC266:
	.quad	1000
	.quad	1000
	.align 16
.LC282:
	.quad	100
	.quad	1000
	.align 16
.LC283:
	.quad	5000
	.quad	2000
	.section	.rodata.cst8
	.align 8
.LC354:
	.long	0
	.long	1017118720
	.section	.rodata.cst16
	.align 16
.LC355:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC356:
	.long	0
	.long	1104006501
	.align 8
.LC357:
	.long	0
	.long	1137704960
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
