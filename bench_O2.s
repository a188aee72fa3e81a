	.file	"bench.c"
	.text
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB43:
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
.LFE43:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB63:
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
.LFE63:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	select_windows, @function
select_windows:
.LFB77:
	.cfi_startproc
	movl	$0, 320(%rdi)
	xorl	%edx, %edx
	jmp	.L26
	.p2align 4,,10
	.p2align 3
.L32:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L31
.L26:
	movl	296(%rdi,%rdx,4), %eax
	testl	%eax, %eax
	jne	.L32
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
.L28:
	movl	%edx, 348(%rdi,%rdx,4)
	movl	320(%rdi), %r10d
	movl	%edx, %ebx
	testl	%r10d, %r10d
	jle	.L33
	leaq	324(%rdi), %rax
	movslq	%r10d, %r11
	movq	224(%rdi,%rdx,8), %r9
	leaq	(%rax,%r11,4), %r8
	jmp	.L19
	.p2align 4,,10
	.p2align 3
.L18:
	addq	$4, %rax
	cmpq	%r8, %rax
	je	.L34
.L19:
	movslq	(%rax), %rcx
	cmpq	%r9, 224(%rdi,%rcx,8)
	jne	.L18
	movl	272(%rdi,%rdx,4), %r14d
	cmpl	%r14d, 272(%rdi,%rcx,4)
	jne	.L18
	addq	$4, %rax
	movl	%ecx, 348(%rdi,%rdx,4)
	cmpq	%r8, %rax
	jne	.L19
	.p2align 4,,10
	.p2align 3
.L34:
	cmpl	%edx, 348(%rdi,%rdx,4)
	je	.L20
.L16:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L35
.L22:
	movl	296(%rdi,%rdx,4), %ecx
	testl	%ecx, %ecx
	je	.L28
	addq	$1, %rdx
	cmpq	$6, %rdx
	jne	.L22
.L35:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L33:
	.cfi_restore_state
	movslq	%r10d, %r11
.L20:
	addl	$1, %r10d
	movl	%r10d, 320(%rdi)
	movl	%ebx, 324(%rdi,%r11,4)
	jmp	.L16
	.p2align 4,,10
	.p2align 3
.L31:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 14
	ret
	.cfi_endproc
.LFE77:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB88:
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
.LFE88:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB110:
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
.LFE110:
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
.LFB157:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	cmpq	%rdx, %rsi
	je	.L42
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
.L42:
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
.LFE157:
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
.LFB104:
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
.L44:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L44
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
.LFE104:
	.size	print_header, .-print_header
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB93:
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
.LFE93:
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
.LFB122:
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
	je	.L51
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L53:
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
	jne	.L53
.L51:
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
.LFE122:
	.size	svg_line, .-svg_line
	.section	.rodata.str1.1
.LC19:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB131:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L66
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
.L63:
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
	jb	.L63
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
.L66:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE131:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC20:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB40:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L77
	movq	(%rdi), %rax
	movq	%rdi, %r9
	testq	%r8, %r8
	je	.L71
	movq	%rsi, %r10
	xorl	%edi, %edi
	xorl	%r11d, %r11d
	jmp	.L72
	.p2align 4,,10
	.p2align 3
.L73:
	addq	$1, %rdi
	cmpq	%rdi, %r10
	je	.L69
.L76:
	movq	(%r9,%rdi,8), %rax
	cmpq	%r8, %rsi
	je	.L71
.L72:
	leaq	1(%r11), %rsi
	movq	%rax, (%rcx,%r11,8)
	movq	%rsi, %r11
	cmpq	%rdx, %rax
	jb	.L73
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L73
	cmpq	%rsi, %r8
	jne	.L74
	jmp	.L71
	.p2align 4,,10
	.p2align 3
.L75:
	cmpq	%rsi, %r8
	je	.L71
.L74:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L75
	addq	$1, %rdi
	movq	%rsi, %r11
	cmpq	%rdi, %r10
	jne	.L76
.L69:
	movq	%r11, %rax
	ret
.L71:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC20(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L77:
	.cfi_def_cfa_offset 8
	xorl	%r11d, %r11d
	jmp	.L69
	.cfi_endproc
.LFE40:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB107:
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
	je	.L86
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L102
.L86:
	cmpq	16(%rbx), %rsi
	je	.L88
	movq	(%rbx), %rax
.L89:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L87:
	xorl	%eax, %eax
.L85:
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
.L88:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L94
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L93
	salq	$5, %rsi
.L90:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L93
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L89
	.p2align 4,,10
	.p2align 3
.L102:
	addq	%rbp, 8(%rax)
	jmp	.L87
	.p2align 4,,10
	.p2align 3
.L94:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L90
.L93:
	movl	$-1, %eax
	jmp	.L85
	.cfi_endproc
.LFE107:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB108:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L113
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
	jmp	.L106
	.p2align 4,,10
	.p2align 3
.L117:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L116
.L106:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L117
	orl	$-1, %eax
.L103:
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
.L116:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L103
.L113:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE108:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB109:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L127
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
	jmp	.L121
	.p2align 4,,10
	.p2align 3
.L123:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L130
.L121:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L123
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L123
	orl	$-1, %eax
	jmp	.L118
	.p2align 4,,10
	.p2align 3
.L130:
	xorl	%eax, %eax
.L118:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L127:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE109:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB46:
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
.LFE46:
	.size	dist_free, .-dist_free
	.globl	__udivti3
	.section	.rodata.str1.8
	.align 8
.LC21:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB78:
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
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movl	68(%rdi), %eax
	leal	1(%rax), %edx
	movl	%edx, 68(%rdi)
	testl	%eax, %eax
	jne	.L134
	movq	(%rdi), %r14
	movq	8(%rdi), %rbx
	xorl	%eax, %eax
	movq	$-1, %rdx
	movq	%rax, %rdi
	cmpq	%r14, %rdx
	movq	%rbx, 24(%rsp)
	sbbq	%rbx, %rdi
	jc	.L158
	cmpq	16(%rbp), %rdx
	sbbq	24(%rbp), %rax
	jc	.L158
	movl	64(%rbp), %esi
	movl	$0, 72(%rbp)
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%esi, %esi
	jne	.L137
	movl	$50000, %r12d
	xorl	%r13d, %r13d
.L137:
	leaq	128(%rbp), %rax
	movq	384(%rbp), %r15
	leaq	80(%rbp), %rbx
	movq	%rax, 32(%rsp)
	movq	24(%rsp), %rax
	leaq	PCT_MILLI(%rip), %r11
	leaq	272(%rbp), %r8
	orq	%r14, %rax
	movq	%rax, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L148:
	movq	(%r11), %rax
	movq	24(%rsp), %rcx
	movq	%r8, 16(%rsp)
	movq	%r11, 8(%rsp)
	imulq	%rax, %rcx
	mulq	%r14
	addq	%rcx, %rdx
	addq	%r12, %rax
	adcq	%r13, %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	movq	8(%rsp), %r11
	movq	16(%rsp), %r8
	testq	%rax, %rax
	cmovne	%rax, %rdx
	cmpq	%r14, %rdx
	movq	%rdx, %rcx
	cmova	%r14, %rcx
	cmpq	$0, 40(%rsp)
	movq	%rcx, (%rbx)
	je	.L138
	movq	%r14, %rax
	xorq	%rcx, %rax
	orq	24(%rsp), %rax
	je	.L170
	cmpq	$1, %rcx
	je	.L142
	movq	48(%rbp), %rax
	movl	$0, 24(%r8)
	xorl	%edx, %edx
	movq	%rax, 48(%rbx)
	movq	(%r15), %rax
	cmpq	%rcx, %rax
	jnb	.L171
	.p2align 4,,10
	.p2align 3
.L143:
	addq	$1, %rdx
	movq	%rax, %rsi
	addq	(%r15,%rdx,8), %rax
	cmpq	%rcx, %rax
	jb	.L143
	cmpq	$16383, %rdx
	jbe	.L172
	movq	%rdx, %rcx
	movq	%rsi, 96(%rbx)
	shrq	$13, %rcx
	leal	-1(%rcx), %eax
	movq	%rax, %rcx
	salq	$13, %rax
	subq	%rax, %rdx
	movl	%ecx, (%r8)
	salq	%cl, %rdx
	movq	%rdx, 144(%rbx)
	testl	%ecx, %ecx
	je	.L144
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	addl	$1, 72(%rbp)
.L145:
	movq	32(%rsp), %rax
	addq	$8, %rbx
	addq	$8, %r11
	addq	$4, %r8
	cmpq	%rax, %rbx
	jne	.L148
	movq	%r15, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	movq	$0, 384(%rbp)
	call	select_windows
.L156:
	xorl	%eax, %eax
.L133:
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
.L134:
	.cfi_restore_state
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L155
	.p2align 4,,10
	.p2align 3
.L149:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L173
.L155:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L149
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L150
	.p2align 4,,10
	.p2align 3
.L152:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L151
.L150:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L152
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L154
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbp)
	cmpq	%r11, %r8
	jne	.L155
.L173:
	movq	%r10, %rdi
	movl	$3145728, %edx
	xorl	%esi, %esi
	call	memset@PLT
	movq	%rbp, %rdi
	call	select_windows
	jmp	.L156
	.p2align 4,,10
	.p2align 3
.L154:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L149
	.p2align 4,,10
	.p2align 3
.L138:
	movl	$1, 24(%r8)
	movq	$0, 48(%rbx)
	jmp	.L145
	.p2align 4,,10
	.p2align 3
.L170:
	movl	$1, 24(%r8)
	cmpq	$1, %rcx
	je	.L140
	movq	48(%rbp), %rax
	movq	%rax, 48(%rbx)
	jmp	.L145
	.p2align 4,,10
	.p2align 3
.L142:
	movl	$1, 24(%r8)
.L140:
	movq	40(%rbp), %rax
	movq	%rax, 48(%rbx)
	jmp	.L145
	.p2align 4,,10
	.p2align 3
.L172:
	movq	%rsi, 96(%rbx)
	movl	$0, (%r8)
	movq	%rdx, 144(%rbx)
.L144:
	movq	%rdx, 48(%rbx)
	movl	$1, 24(%r8)
	jmp	.L145
.L171:
	movq	$0, 96(%rbx)
	movl	$0, (%r8)
	movq	$0, 144(%rbx)
	movq	%rdx, 48(%rbx)
	movl	$1, 24(%r8)
	jmp	.L145
.L158:
	movl	$-1, %eax
	jmp	.L133
.L151:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC21(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE78:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB61:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movq	$0, 64(%rcx)
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L196
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
.L177:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L176
	addq	%rbp, 56(%rbx)
.L176:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L177
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	orq	%r11, %rax
	jne	.L184
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	testq	%r14, %r14
	je	.L175
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L199
.L180:
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
.L183:
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
	jnb	.L181
	.p2align 4,,10
	.p2align 3
.L182:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L182
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L181:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L183
.L175:
	xorl	%eax, %eax
.L174:
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
.L199:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L180
.L196:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L184:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-1, %eax
	jmp	.L174
	.cfi_endproc
.LFE61:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	summarise, @function
summarise:
.LFB44:
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
	jne	.L202
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L202:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L204:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L203
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
.L203:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L204
	testq	%r15, %r15
	je	.L209
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L206:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L206
	movq	%rdi, %rax
	movq	%rsi, %r15
	negq	%rax
	sbbl	%eax, %eax
.L205:
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
.L209:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L205
	.cfi_endproc
.LFE44:
	.size	summarise, .-summarise
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB138:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L221
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
	jne	.L217
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L217
	cmpq	%r14, %rax
	jb	.L217
	cmpq	%rax, %r12
	jb	.L217
	movq	%rax, 0(%r13)
.L214:
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
.L217:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L214
	.p2align 4,,10
	.p2align 3
.L221:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE138:
	.size	parse_uint, .-parse_uint
	.section	.rodata.str1.8
	.align 8
.LC22:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC23:
	.string	"r"
.LC24:
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
	jne	.L223
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L228
.L223:
	leaq	.LC23(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L229
	xorl	%eax, %eax
.L222:
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
.L228:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC22(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L224:
	orl	$-1, %eax
	jmp	.L222
.L229:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rax, %r9
	leaq	.LC24(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L224
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
	je	.L231
	call	fclose@PLT
.L231:
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
.LFB118:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC25(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC33(%rip), %xmm2
	movsd	.LC26(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L237
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC28(%rip), %xmm4
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	movapd	%xmm0, %xmm3
	cmpnlesd	%xmm1, %xmm3
	andpd	%xmm4, %xmm3
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
.L237:
	movq	.LC29(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC30(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L236
	movsd	.LC31(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L245
	addsd	%xmm0, %xmm0
.L236:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L245:
	.cfi_restore_state
	movsd	.LC32(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L246
	mulsd	.LC25(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L246:
	.cfi_restore_state
	mulsd	.LC29(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE118:
	.size	nice_step, .-nice_step
	.section	.rodata.str1.8
	.align 8
.LC36:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC37:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC38:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.align 8
.LC39:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes, @function
svg_axes:
.LFB120:
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
	divsd	.LC34(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L249
	movapd	%xmm3, %xmm0
	leaq	.LC36(%rip), %rbp
	jmp	.L252
	.p2align 4,,10
	.p2align 3
.L256:
	movsd	16(%r14), %xmm0
.L252:
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
	movsd	.LC35(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%r14), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L256
.L249:
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
	leaq	.LC37(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbx, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC38(%rip), %rsi
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
	leaq	.LC39(%rip), %rsi
	popq	%r12
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE120:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB112:
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
	je	.L258
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L259:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L259
	testq	%rcx, %rcx
	je	.L273
	testq	%rbx, %rbx
	je	.L273
	testq	%rcx, %rcx
	js	.L260
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L261:
	movsd	.LC41(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L271
	.p2align 4,,10
	.p2align 3
.L294:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L267
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC41(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L292
	movq	%r9, %rsi
	movq	%rax, %rbx
.L267:
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
	divsd	.LC42(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC43(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC41(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L293
.L271:
	testl	%eax, %eax
	je	.L262
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L262:
	testq	%r14, %r14
	js	.L264
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L265:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L294
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L271
.L293:
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
.L258:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L257:
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
.L264:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L265
	.p2align 4,,10
	.p2align 3
.L260:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L261
.L273:
	xorl	%esi, %esi
	jmp	.L258
.L292:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L257
	.cfi_endproc
.LFE112:
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
	movsd	.LC28(%rip), %xmm0
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
	mulsd	.LC44(%rip), %xmm1
	subsd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC45(%rip), %xmm0
	divsd	(%rbx), %xmm0
	mulsd	.LC46(%rip), %xmm0
	addsd	8(%rbx), %xmm0
	movsd	%xmm0, 8(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE19:
	.size	poisson_next, .-poisson_next
	.section	.rodata.str1.1
.LC47:
	.string	"1/(1-Percentile)"
.LC48:
	.string	"TotalCount"
.LC49:
	.string	"Percentile"
.LC50:
	.string	"Value"
.LC51:
	.string	"%12s %14s %10s %14s\n\n"
.LC52:
	.string	"%12.3f %2.12f %10lu %14.2f\n"
.LC53:
	.string	"%12.3f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC55:
	.string	"#[Mean    = %12.3f, StdDeviation   = %12.3f]\n"
	.align 8
.LC56:
	.string	"#[Max     = %12.3f, Total count    = %12lu]\n"
	.align 8
.LC57:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB130:
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
	je	.L331
	leaq	.LC47(%rip), %r9
	leaq	.LC48(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC49(%rip), %rcx
	leaq	.LC50(%rip), %rdx
	leaq	.LC51(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L347
	movsd	.LC34(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC53(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L307
	.p2align 4,,10
	.p2align 3
.L348:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC28(%rip), %xmm2
	movsd	.LC28(%rip), %xmm5
	leaq	.LC52(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L308
.L307:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC41(%rip), %xmm1
	testq	%rax, %rax
	js	.L302
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L303:
	movsd	.LC41(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L348
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L307
.L308:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L349
.L300:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L313
	.p2align 4,,10
	.p2align 3
.L351:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L311
.L352:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L312:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L350
.L313:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L351
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
	jns	.L352
.L311:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L312
	.p2align 4,,10
	.p2align 3
.L302:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L303
	.p2align 4,,10
	.p2align 3
.L350:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L320
	.p2align 4,,10
	.p2align 3
.L354:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L318
.L355:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L319:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L353
.L320:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L354
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
	jns	.L355
.L318:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L319
	.p2align 4,,10
	.p2align 3
.L353:
	movsd	.LC54(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L321
	cvttsd2siq	%xmm4, %r14
.L315:
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
	jbe	.L332
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L324:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L323
	cmpl	$63, %ebp
	jle	.L324
.L323:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L345
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L328:
	movsd	8(%rsp), %xmm4
	leaq	.LC55(%rip), %rsi
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
	js	.L329
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L330:
	movq	%r14, %rdx
	leaq	.LC56(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC57(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L297:
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
.L321:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L315
	.p2align 4,,10
	.p2align 3
.L329:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L330
	.p2align 4,,10
	.p2align 3
.L332:
	movl	$1, %ebp
	jmp	.L323
	.p2align 4,,10
	.p2align 3
.L347:
	movsd	.LC34(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L300
	.p2align 4,,10
	.p2align 3
.L349:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L315
.L331:
	movl	$-1, %eax
	jmp	.L297
.L345:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L328
	.cfi_endproc
.LFE130:
	.size	hgrm_writer, .-hgrm_writer
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB89:
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
	je	.L357
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L358:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L358
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L363:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L363
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L360
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L382
.L379:
	pxor	%xmm0, %xmm0
.L365:
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
.L357:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L360:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC58(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L379
.L382:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L380
	sqrtsd	%xmm0, %xmm0
.L369:
	divsd	%xmm2, %xmm0
	jmp	.L365
.L380:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L369
	.cfi_endproc
.LFE89:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	walk_start, @function
walk_start:
.LFB35:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	addq	$20, %rdi
	movq	$0, -8(%rdi)
	movl	%ebx, %eax
	movq	$0, 76(%rdi)
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	104(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movl	%edx, 8(%rbx)
	andl	$-3, %edx
	movl	$1, %edi
	movq	%rsi, (%rbx)
	je	.L384
	movq	112(%rsi), %rdi
.L384:
	cmpq	$0, 8(%rsi)
	movq	%rdi, 64(%rbx)
	movq	$-1, %rax
	je	.L385
	movq	24(%rsi), %rax
.L385:
	movq	%rax, 16(%rbx)
	movl	$8, %esi
	call	calloc@PLT
	cmpq	$1, %rax
	movq	%rax, 56(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	sbbl	%eax, %eax
	ret
	.cfi_endproc
.LFE35:
	.size	walk_start, .-walk_start
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
.LFB163:
	.cfi_startproc
	movq	(%rdi), %rsi
	movq	40(%rdi), %rcx
	leaq	.LC59(%rip), %rax
	cmpq	%rcx, %rsi
	jnb	.L391
	movl	104(%rdi), %eax
	cmpl	$2, %eax
	je	.L404
	cmpl	$1, %eax
	jne	.L394
	cmpq	$1, 112(%rdi)
	leaq	.LC61(%rip), %rax
	ja	.L391
.L394:
	movq	8(%rdi), %r8
	testq	%r8, %r8
	je	.L398
	movq	24(%rdi), %rax
	xorl	%edx, %edx
	divq	%rcx
	leaq	.LC62(%rip), %rax
	testq	%rdx, %rdx
	jne	.L391
	movq	16(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L391
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC64(%rip), %rax
	testq	%rdx, %rdx
	jne	.L391
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
.L398:
	xorl	%eax, %eax
.L391:
	ret
	.p2align 4,,10
	.p2align 3
.L404:
	cmpq	$1, 112(%rdi)
	leaq	.LC60(%rip), %rax
	jbe	.L394
	ret
	.cfi_endproc
.LFE163:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB57:
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
	jne	.L405
	movl	104(%rdi), %eax
	movq	%rdi, %r10
	testl	%eax, %eax
	jne	.L405
	cmpq	$1, 112(%rdi)
	jne	.L405
	movq	%rsi, %rbx
	movq	%rdx, %rbp
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L420
.L405:
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
.L420:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L409:
	movq	(%rsi), %rdx
	testq	%rdx, %rdx
	je	.L407
	movq	%rcx, %rax
	.p2align 4,,10
	.p2align 3
.L408:
	movq	%rdx, %rcx
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L408
.L407:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L409
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
	jmp	.L405
	.cfi_endproc
.LFE57:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	exact_by, @function
exact_by:
.LFB91:
	.cfi_startproc
	movl	148(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L431
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L431:
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
	jne	.L421
	cmpq	$1048576, 88(%rbx)
	movl	$3, %ecx
	ja	.L421
	movl	104(%rbx), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L426
	movq	96(%rbx), %rax
	testq	%rax, %rax
	je	.L426
	xorl	%edx, %edx
	divq	(%rbx)
	movq	112(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L421:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L426:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE91:
	.size	exact_by, .-exact_by
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB92:
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
	je	.L432
	cmpl	$2, %edx
	je	.L449
	movl	104(%rbp), %edx
	movq	88(%rbp), %rcx
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%rcx, %rdi
	je	.L450
.L438:
	salq	$3, %rdi
	leaq	0(,%rcx,8), %r12
.L437:
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
.L432:
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
.L450:
	.cfi_restore_state
	movq	96(%rbp), %rax
	testq	%rax, %rax
	je	.L438
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	112(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L438
	.p2align 4,,10
	.p2align 3
.L449:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L436
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
	je	.L436
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 64(%rbx)
	call	calloc@PLT
	movq	%rax, 80(%rbx)
	testq	%rax, %rax
	je	.L436
	movl	$524288, %r12d
	movl	$524288, %edi
	jmp	.L437
.L436:
	movl	$-1, %eax
	jmp	.L432
	.cfi_endproc
.LFE92:
	.size	buffers_init, .-buffers_init
	.section	.rodata.str1.8
	.align 8
.LC65:
	.string	"CHECK FAILED rep=%u %s %s expected=%lu actual=%lu\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB86:
	.cfi_startproc
	cmpq	%r9, %r8
	je	.L455
	addq	$1, 8(%rdi)
	xorl	%eax, %eax
	leaq	.LC65(%rip), %rdi
	jmp	printf@PLT
	.p2align 4,,10
	.p2align 3
.L455:
	addq	$1, (%rdi)
	ret
	.cfi_endproc
.LFE86:
	.size	check, .-check
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB167:
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
	je	.L463
.L457:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L456:
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
.L463:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L464
	movl	$512, %esi
	movl	$16, %ebp
.L458:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L465
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L457
	.p2align 4,,10
	.p2align 3
.L464:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L458
.L465:
	movl	$1, 24(%rbx)
	jmp	.L456
	.cfi_endproc
.LFE167:
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
.LFB129:
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
	je	.L473
	subq	%rbp, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r15
	addq	%rbp, %r15
.L467:
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
	je	.L475
	movq	%r13, %rsi
	movq	%rbx, %rdi
	call	*%r12
	testl	%eax, %eax
	jne	.L470
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r12d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r12d, %eax
	jne	.L471
	movq	%rbp, %rsi
	movq	%r14, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L471
	movq	%rbp, %rsi
	leaq	.LC70(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L466:
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
.L473:
	.cfi_restore_state
	movq	%rbp, %r15
	xorl	%ebx, %ebx
	jmp	.L467
	.p2align 4,,10
	.p2align 3
.L471:
	movq	%r14, %rdi
	call	remove@PLT
.L470:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC71(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L469:
	movl	$-1, %ebx
	jmp	.L466
.L475:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC69(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L469
	.cfi_endproc
.LFE129:
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
.LFB178:
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
	jnb	.L481
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L482
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
.L482:
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
.L481:
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
.LFE178:
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
.LFB103:
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
.L484:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L484
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L485
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
.L485:
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
.LFE103:
	.size	print_row, .-print_row
	.section	.rodata.str1.1
.LC78:
	.string	" (negative)"
	.section	.rodata.str1.8
	.align 8
.LC79:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC80:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC81:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC82:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC83:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC84:
	.string	"a digit must follow the point"
.LC85:
	.string	"'%s' is not a time: %s"
.LC86:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC87:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC88:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC89:
	.string	"'%s' is not a whole number of nanoseconds: %s"
	.text
	.p2align 4
	.type	parse_time.constprop.0, @function
parse_time.constprop.0:
.LFB180:
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
	ja	.L491
	movsbq	%al, %r12
	movl	$10, %esi
	jmp	.L492
	.p2align 4,,10
	.p2align 3
.L501:
	movq	%r12, %rax
	mulq	%rsi
	jo	.L497
	movsbq	%cl, %rcx
	addq	%rcx, %rax
	movq	%rax, %r12
	jc	.L497
.L492:
	movq	%rdi, %r9
	movzbl	1(%rdi), %r14d
	addq	$1, %rdi
	leal	-48(%r14), %ecx
	cmpb	$9, %cl
	jbe	.L501
	movl	$1, %r15d
	xorl	%ebp, %ebp
	cmpb	$46, %r14b
	je	.L529
.L502:
	movq	$0, 24(%rsp)
	leaq	units.10(%rip), %rbx
.L507:
	movq	(%rbx), %rsi
	movq	%rdi, 8(%rsp)
	call	strcmp@PLT
	movq	8(%rsp), %rdi
	testl	%eax, %eax
	jne	.L506
	movq	8(%rbx), %rax
	movq	%rax, 24(%rsp)
.L506:
	addq	$16, %rbx
	leaq	64+units.10(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L507
	testb	%r14b, %r14b
	je	.L508
	cmpq	$0, 24(%rsp)
	je	.L530
	movq	24(%rsp), %rax
.L528:
	imulq	%rax, %rbp
.L511:
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	%r15
	movq	%rdx, %r9
	movq	%rax, %r10
	testq	%rdx, %rdx
	jne	.L531
	movq	24(%rsp), %rax
	movq	%r10, %rsi
	xorl	%edi, %edi
	mulq	%r12
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rdi
	cmpq	%rsi, %rax
	sbbq	%rdi, %r9
	jc	.L497
.L512:
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
.L497:
	.cfi_restore_state
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC82(%rip), %r8
	leaq	.LC83(%rip), %rdx
	call	snprintf@PLT
.L494:
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
.L508:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L517
	movq	%rbp, %rsi
	orq	%r12, %rsi
	je	.L512
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L528
	leaq	.LC80(%rip), %r8
.L509:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC85(%rip), %rdx
	call	snprintf@PLT
	jmp	.L494
	.p2align 4,,10
	.p2align 3
.L529:
	movzbl	1(%rdi), %r14d
	leaq	2(%r9), %rax
	leal	-48(%r14), %esi
	cmpb	$9, %sil
	ja	.L532
	addq	$11, %r9
	.p2align 4,,10
	.p2align 3
.L504:
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
	ja	.L533
	cmpq	%rax, %r9
	jne	.L504
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC86(%rip), %r8
	leaq	.LC87(%rip), %rdx
	call	snprintf@PLT
	jmp	.L494
.L517:
	movq	$1, 24(%rsp)
	jmp	.L511
.L533:
	movq	%rax, %rdi
	jmp	.L502
.L491:
	cmpb	$45, %dl
	leaq	.LC78(%rip), %rax
	movq	%rdi, %rcx
	movq	16(%rsp), %rdi
	leaq	.LC10(%rip), %r8
	leaq	.LC81(%rip), %rdx
	movl	$160, %esi
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L494
.L530:
	leaq	.LC79(%rip), %r8
	jmp	.L509
.L531:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC88(%rip), %r8
	leaq	.LC89(%rip), %rdx
	call	snprintf@PLT
	jmp	.L494
.L532:
	leaq	.LC84(%rip), %r8
	jmp	.L509
	.cfi_endproc
.LFE180:
	.size	parse_time.constprop.0, .-parse_time.constprop.0
	.section	.rodata.str1.1
.LC90:
	.string	"--quick"
.LC91:
	.string	"--export-values"
.LC92:
	.string	"--cross-check"
	.section	.rodata.str1.8
	.align 8
.LC93:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC94:
	.string	"unexpected argument '%s': %s"
.LC95:
	.string	"see bench --help"
.LC96:
	.string	"%s needs a value: %s"
.LC97:
	.string	"--service"
.LC98:
	.string	"--service %s"
.LC99:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC100:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC101:
	.string	"--interval"
.LC102:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC103:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC104:
	.string	"--stall"
.LC105:
	.string	"--stall %s"
.LC106:
	.string	"--period"
.LC107:
	.string	"--period %s"
.LC108:
	.string	"--first-stall"
.LC109:
	.string	"--first-stall %s"
.LC110:
	.string	"--slow-above"
.LC111:
	.string	"--slow-above %s"
.LC112:
	.string	"--duration"
.LC113:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC114:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC115:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC116:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sort)"
	.align 8
.LC117:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC118:
	.string	"--expected-interval"
.LC119:
	.string	"mean"
.LC120:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC121:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC122:
	.string	"--rank"
.LC123:
	.string	"round"
.LC124:
	.string	"ceil"
.LC125:
	.string	"use round or ceil"
.LC126:
	.string	"--rank '%s' is not valid: %s"
.LC127:
	.string	"--exact-by"
.LC128:
	.string	"auto"
.LC129:
	.string	"sort"
.LC130:
	.string	"lattice"
.LC131:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC132:
	.string	"use auto, sort, lattice or passes"
	.align 8
.LC133:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC134:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC135:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC136:
	.string	"--reps '%s' is not valid: %s"
.LC137:
	.string	"--schedule"
.LC138:
	.string	"fixed"
.LC139:
	.string	"poisson"
	.section	.rodata.str1.8
	.align 8
.LC140:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC141:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC142:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC143:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC144:
	.string	"--rate '%s' is not valid: %s"
.LC146:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC147:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC148:
	.string	"--seed '%s' is not valid: %s"
.LC149:
	.string	"--arrivals"
.LC150:
	.string	"--closed"
.LC151:
	.string	"catch-up"
.LC152:
	.string	"skip"
.LC153:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC154:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC155:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC156:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC157:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC158:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC159:
	.string	"--correct"
.LC160:
	.string	"--trace-values"
.LC161:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC162:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC163:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC164:
	.string	"--sweep"
.LC165:
	.string	"load"
.LC166:
	.string	"stall"
.LC167:
	.string	"use load or stall"
.LC168:
	.string	"--sweep '%s' is not valid: %s"
.LC169:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB181:
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
	jle	.L598
	movq	%rdi, %r12
	movl	%esi, %r15d
	movq	%rdx, %r13
	xorl	%r14d, %r14d
	jmp	.L535
	.p2align 4,,10
	.p2align 3
.L637:
	movl	$1, 272(%r12)
.L538:
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jle	.L598
.L535:
	movslq	%r14d, %rax
	leaq	.LC90(%rip), %rsi
	movq	0(%r13,%rax,8), %rbx
	leaq	0(,%rax,8), %rbp
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L637
	leaq	.LC91(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L539
	movl	$1, 240(%r12)
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jg	.L535
.L598:
	xorl	%eax, %eax
.L534:
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
.L539:
	.cfi_restore_state
	leaq	.LC92(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L541
	movl	$3, 160(%r12)
	jmp	.L538
.L541:
	cmpb	$45, (%rbx)
	je	.L638
.L603:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC93(%rip), %r8
	leaq	.LC94(%rip), %rdx
	call	snprintf@PLT
.L544:
	movl	$-1, %eax
	jmp	.L534
	.p2align 4,,10
	.p2align 3
.L638:
	cmpb	$45, 1(%rbx)
	jne	.L603
	addl	$1, %r14d
	cmpl	%r15d, %r14d
	je	.L639
	leaq	.LC97(%rip), %rsi
	movq	%rbx, %rdi
	movq	8(%r13,%rbp), %rbp
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L640
	leaq	.LC101(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L641
	leaq	.LC104(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L642
	leaq	.LC106(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L643
	leaq	.LC108(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L644
	leaq	.LC110(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L645
	leaq	.LC112(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L646
	leaq	.LC115(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L647
	leaq	.LC118(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L566
	leaq	.LC119(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L567
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L568
	movq	24(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L568
	movq	%rdx, 120(%r12)
.L567:
	movl	%eax, 128(%r12)
	movl	$1, 276(%r12)
	jmp	.L538
	.p2align 4,,10
	.p2align 3
.L640:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L648
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L649
	movq	%rax, (%r12)
	jmp	.L538
	.p2align 4,,10
	.p2align 3
.L641:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L650
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L651
	movq	%rax, 40(%r12)
	jmp	.L538
	.p2align 4,,10
	.p2align 3
.L642:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L652
	movq	24(%rsp), %rax
	movq	%rax, 8(%r12)
	jmp	.L538
	.p2align 4,,10
	.p2align 3
.L643:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L653
	movq	24(%rsp), %rax
	movq	%rax, 16(%r12)
	jmp	.L538
	.p2align 4,,10
	.p2align 3
.L644:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L654
	movq	24(%rsp), %rax
	movq	%rax, 24(%r12)
	jmp	.L538
	.p2align 4,,10
	.p2align 3
.L646:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L655
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L656
	movq	%rax, 168(%r12)
	movq	$0, 176(%r12)
	jmp	.L538
	.p2align 4,,10
	.p2align 3
.L645:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L657
	movq	24(%rsp), %rax
	movq	%rax, 136(%r12)
	jmp	.L538
	.p2align 4,,10
	.p2align 3
.L639:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC95(%rip), %r8
	leaq	.LC96(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
	.p2align 4,,10
	.p2align 3
.L566:
	leaq	.LC122(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L570
	leaq	.LC123(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC124(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L571
	testl	%eax, %eax
	jne	.L658
.L571:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 144(%r12)
	jmp	.L538
	.p2align 4,,10
	.p2align 3
.L647:
	leaq	24(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	movabsq	$1099511627776, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L659
	movq	24(%rsp), %rax
	movq	$0, 168(%r12)
	movq	%rax, 176(%r12)
	jmp	.L538
.L570:
	leaq	.LC127(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L572
	leaq	.LC128(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L660
	leaq	.LC129(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L661
	leaq	.LC130(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L662
	leaq	.LC131(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L576
	movl	$3, 148(%r12)
	jmp	.L538
.L572:
	leaq	.LC134(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L663
	leaq	.LC137(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L579
	leaq	.LC138(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC139(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L580
	testl	%eax, %eax
	jne	.L664
.L580:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 32(%r12)
	jmp	.L538
.L649:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC99(%rip), %r8
	leaq	.LC100(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L544
.L651:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC99(%rip), %r8
	leaq	.LC103(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L544
.L648:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC98(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L660:
	movl	$0, 148(%r12)
	jmp	.L538
.L579:
	leaq	.LC142(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L665
	leaq	.LC146(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L666
	leaq	.LC149(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L667
	leaq	.LC150(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L587
	leaq	.LC151(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L588
	leaq	.LC152(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L601
	leaq	.LC153(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L668
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC154(%rip), %r8
	leaq	.LC155(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L663:
	leaq	24(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L669
	movq	24(%rsp), %rax
	movl	%eax, 152(%r12)
	jmp	.L538
.L652:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC105(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L650:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC102(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L661:
	movl	$1, 148(%r12)
	jmp	.L538
.L653:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC107(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L662:
	movl	$2, 148(%r12)
	jmp	.L538
.L654:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC109(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L657:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC111(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L665:
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L583
	call	__errno_location@PLT
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	movl	$0, (%rax)
	movq	%rax, %rbx
	call	strtod@PLT
	movl	(%rbx), %eax
	testl	%eax, %eax
	jne	.L583
	movq	32(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L583
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L583
	comisd	.LC145(%rip), %xmm0
	ja	.L583
	movsd	%xmm0, 184(%r12)
	jmp	.L538
.L666:
	xorl	%esi, %esi
	leaq	192(%r12), %rcx
	movq	$-1, %rdx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L538
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC147(%rip), %r8
	leaq	.LC148(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
	.p2align 4,,10
	.p2align 3
.L568:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC120(%rip), %r8
	leaq	.LC121(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L656:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC99(%rip), %r8
	leaq	.LC114(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L544
.L587:
	leaq	.LC156(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L670
	leaq	.LC159(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L671
	leaq	.LC160(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L672
	leaq	.LC161(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L593
	cmpb	$0, 0(%rbp)
	je	.L594
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L594
	movq	%rbp, 232(%r12)
	jmp	.L538
.L667:
	movq	%rbp, 200(%r12)
	movl	$2, 32(%r12)
	jmp	.L538
.L670:
	leaq	112(%r12), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L538
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC157(%rip), %r8
	leaq	.LC158(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
	.p2align 4,,10
	.p2align 3
.L655:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	leaq	.LC113(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L659:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC116(%rip), %r8
	leaq	.LC117(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L594:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC162(%rip), %r8
	leaq	.LC163(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L671:
	movq	%rbp, 208(%r12)
	movl	$1, 160(%r12)
	jmp	.L538
.L576:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC132(%rip), %r8
	leaq	.LC133(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L583:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC143(%rip), %r8
	leaq	.LC144(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L658:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC125(%rip), %r8
	leaq	.LC126(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L669:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC135(%rip), %r8
	leaq	.LC136(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L593:
	leaq	.LC164(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L596
	leaq	.LC165(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L597
	leaq	.LC166(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L673
.L597:
	movq	%rbp, 224(%r12)
	movl	$2, 160(%r12)
	jmp	.L538
.L596:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC95(%rip), %r8
	leaq	.LC169(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L672:
	movq	%rbp, 216(%r12)
	movl	$1, 160(%r12)
	jmp	.L538
.L673:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC167(%rip), %r8
	leaq	.LC168(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L664:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC140(%rip), %r8
	leaq	.LC141(%rip), %rdx
	call	snprintf@PLT
	jmp	.L544
.L668:
	movl	$2, %eax
.L588:
	movl	%eax, 104(%r12)
	jmp	.L538
.L601:
	movl	$1, %eax
	jmp	.L588
	.cfi_endproc
.LFE181:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC170:
	.string	"parse_time '%s'%s"
.LC171:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB158:
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
	jne	.L680
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC171(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC170(%rip), %rdx
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
.L680:
	.cfi_restore_state
	leaq	.LC170(%rip), %rdx
	movq	%rbx, %rcx
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC10(%rip), %r8
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rdx
	testl	%ebp, %ebp
	je	.L681
.L677:
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
.L681:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	jmp	.L677
	.cfi_endproc
.LFE158:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC172:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC173:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC174:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC175:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC176:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC177:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC178:
	.string	"%s %.40s: line %lu"
	.text
	.p2align 4
	.type	numbers_next, @function
numbers_next:
.LFB22:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rdi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	leaq	16(%rdi), %rsi
	addq	$8, %rdi
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rcx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdx, %rbx
	subq	$352, %rsp
	.cfi_def_cfa_offset 400
	movq	-8(%rdi), %rdx
	call	getline@PLT
	testq	%rax, %rax
	js	.L702
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L687
	jmp	.L689
	.p2align 4,,10
	.p2align 3
.L690:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L689
.L687:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L690
	cmpb	$13, %sil
	je	.L690
	cmpq	$64, %rcx
	jg	.L703
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L704
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L705
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L696
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L706
.L696:
	movq	%rcx, 56(%r13)
	jmp	.L694
	.p2align 4,,10
	.p2align 3
.L703:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC174(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L688:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC178(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC66(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L685:
	movl	$-1, %eax
.L682:
	addq	$352, %rsp
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
.L702:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L707
	cmpq	$0, 48(%r13)
	jne	.L682
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC173(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L685
	.p2align 4,,10
	.p2align 3
.L704:
	movq	%rsp, %r14
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L708
.L694:
	movl	$1, %eax
	jmp	.L682
	.p2align 4,,10
	.p2align 3
.L689:
	movdqa	.LC179(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC180(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC181(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L688
	.p2align 4,,10
	.p2align 3
.L708:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC175(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L688
.L705:
	movq	8(%r13), %rcx
	leaq	.LC176(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L688
.L707:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC172(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L685
.L706:
	leaq	160(%rsp), %r12
	leaq	.LC177(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L688
	.cfi_endproc
.LFE22:
	.size	numbers_next, .-numbers_next
	.section	.rodata.str1.1
.LC182:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC183:
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
	je	.L710
	movq	(%rdx,%rax,8), %rax
.L709:
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
.L710:
	.cfi_restore_state
	movl	32(%rbx), %edx
	testl	%edx, %edx
	je	.L720
	cmpl	$1, %edx
	je	.L721
	leaq	16(%rsp), %rbp
	addq	$40, %rdi
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L716
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
.L720:
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
.L721:
	.cfi_restore_state
	addq	$16, %rdi
	call	poisson_next
	movsd	.LC54(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L722
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L709
	.p2align 4,,10
	.p2align 3
.L722:
	cvttsd2siq	%xmm0, %rax
	jmp	.L709
.L716:
	testl	%eax, %eax
	leaq	.LC182(%rip), %rax
	movq	stderr(%rip), %rdi
	movq	64(%rbx), %rdx
	cmovne	%rbp, %rax
	leaq	.LC183(%rip), %rsi
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
.LFB183:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L728
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L727
	.p2align 4,,10
	.p2align 3
.L725:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L726
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L726
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L726:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L723
.L727:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L725
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L727
.L723:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L728:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE183:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB50:
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
	je	.L756
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
.L736:
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
	jne	.L736
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
	jc	.L747
	movq	%r14, 8(%rsp)
.L735:
	movq	8(%rsp), %rax
	movq	%r12, 64(%r9)
	movq	$99999, 16(%rsp)
	movq	%rax, (%r9)
	movq	$0, 24(%rsp)
	testl	%r8d, %r8d
	je	.L757
.L739:
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
.L746:
	movq	8(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L740
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
	je	.L749
	movq	56(%rsp), %r12
	movq	%rbx, %rax
	xorl	%r14d, %r14d
	.p2align 4,,10
	.p2align 3
.L742:
	movq	(%rax), %rdx
	cmpq	%rdx, %r14
	cmovb	%rdx, %r14
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L742
.L741:
	movq	%rbp, %r12
	xorl	%r15d, %r15d
	movq	%r11, %rbp
	jmp	.L744
	.p2align 4,,10
	.p2align 3
.L745:
	movq	%r14, %rax
	movq	8(%r12), %rsi
	movq	%rbx, %rdi
	subq	%r15, %rax
	shrq	%rax
	leaq	(%rax,%r15), %r11
	movq	%r11, %rdx
	call	dist_count_le.isra.0
	cmpq	%rbp, %rax
	jb	.L758
	movq	%r11, %r14
.L744:
	cmpq	%r14, %r15
	jb	.L745
	movq	%r12, %rbp
.L740:
	movq	(%rsp), %rax
	addq	$8, %r13
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rax
	cmpq	%r13, %rax
	jne	.L746
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
.L733:
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
.L758:
	.cfi_restore_state
	leaq	1(%r11), %r15
	jmp	.L744
.L757:
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
	jmp	.L739
.L749:
	xorl	%r14d, %r14d
	jmp	.L741
.L756:
	movq	$0, 8(%rsp)
	xorl	%r12d, %r12d
	movq	$0, 32(%rsp)
	movq	$0, 40(%rsp)
	jmp	.L735
.L747:
	movl	$-1, %eax
	jmp	.L733
	.cfi_endproc
.LFE50:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	run_open, @function
run_open:
.LFB32:
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
	jnb	.L771
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
	jmp	.L769
	.p2align 4,,10
	.p2align 3
.L767:
	movq	%rcx, 8(%r10)
	movq	$-1, (%r10)
.L764:
	movq	%rdx, %rax
	addq	$1, %r11
	subq	%rbx, %rax
	movq	-32(%rsp), %rbx
	movq	%rax, (%rbx,%r14,8)
.L763:
	cmpq	%r15, %r11
	jnb	.L759
.L769:
	movq	-40(%rsp), %rdi
	movq	-24(%rsp), %rcx
	movq	%r11, %r14
	movq	(%r10), %rax
	movq	%rdi, %rbx
	subq	%rcx, %r14
	imulq	%r11, %rbx
	cmpq	%r12, %rdi
	jb	.L761
	movq	%r15, %rcx
	subq	%r11, %rcx
	cmpq	$15, %rcx
	jbe	.L761
	movq	-16(%rsp), %rdi
	leaq	(%rdi,%rdx), %rcx
	movq	-8(%rsp), %rdi
	addq	%rbx, %rdi
	cmpq	%rdi, %rcx
	cmovb	%rdi, %rcx
	cmpq	%rcx, %rax
	jnb	.L779
.L761:
	cmpq	%rdx, %rbx
	movq	%rdx, %rdi
	cmovnb	%rbx, %rdi
	leaq	(%r12,%rdi), %rdx
	cmpq	%rdx, %rax
	jnb	.L764
	movq	8(%r10), %rcx
	addq	$1, %rcx
	cmpq	%rax, %rdi
	jnb	.L765
	.p2align 4,,10
	.p2align 3
.L781:
	addq	%r8, %rdx
.L766:
	testq	%rsi, %rsi
	je	.L767
	addq	%rsi, %rax
	leaq	1(%rcx), %r9
	movq	%rax, (%r10)
	cmpq	%rdx, %rax
	jnb	.L780
	movq	%r9, %rcx
	cmpq	%rax, %rdi
	jb	.L781
.L765:
	leaq	(%r8,%rax), %r13
	leaq	0(%rbp,%rax), %r9
	cmpq	%r13, %rdi
	cmovb	%r9, %rdx
	jmp	.L766
.L771:
	movq	%r9, %rdx
.L759:
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
.L779:
	.cfi_restore_state
	movq	-32(%rsp), %rax
	movq	-40(%rsp), %r9
	salq	$3, %r14
	subq	%rbx, %rdx
	leaq	(%rax,%r14), %rdi
	subq	%r12, %r9
	leaq	128(%rax,%r14), %r14
.L762:
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
	jne	.L762
	addq	$16, %r11
	movq	%rcx, %rdx
	jmp	.L763
.L780:
	movq	%rcx, 8(%r10)
	jmp	.L764
	.cfi_endproc
.LFE32:
	.size	run_open, .-run_open
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB37:
	.cfi_startproc
	movq	(%rdi), %r8
	movq	88(%rdi), %rax
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	8(%rdi), %r15d
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
	movq	%rsi, -8(%rsp)
	testq	%rdx, %rdx
	je	.L802
	movq	$0, -24(%rsp)
	movq	%rdx, %r14
	jmp	.L798
	.p2align 4,,10
	.p2align 3
.L820:
	addq	%rbx, %rax
	addq	$1, %r12
	testq	%r11, %r11
	jne	.L817
.L794:
	movq	%r12, 24(%rdi)
	movq	-16(%rsp), %r8
	movq	%r13, %rcx
	movq	$-1, 16(%rdi)
.L791:
	testl	%r15d, %r15d
	movq	%rax, (%r10,%rbp)
	cmove	%rsi, %rcx
.L796:
	movq	-24(%rsp), %rbx
	movq	-8(%rsp), %rsi
	movq	%rax, %rdx
	subq	%rcx, %rdx
	movq	%rdx, (%rsi,%rbx,8)
	addq	$1, %rbx
	movq	72(%rdi), %rdx
	movq	%rbx, -24(%rsp)
.L787:
	movq	80(%rdi), %rbx
	addq	$1, %rdx
	movq	%rdx, 72(%rdi)
	leaq	1(%rbx), %rdx
	cmpq	64(%rdi), %rdx
	jne	.L797
	xorl	%edx, %edx
.L797:
	movq	%rdx, 80(%rdi)
	cmpq	%r14, -24(%rsp)
	jnb	.L783
.L798:
	cmpl	$3, %r15d
	je	.L818
	movq	72(%rdi), %rdx
	cmpq	88(%r8), %rdx
	jnb	.L783
	movq	48(%rdi), %rcx
	cmpq	40(%rdi), %rcx
	je	.L783
	movq	32(%rdi), %rsi
	leaq	1(%rcx), %r9
	movq	%r9, 48(%rdi)
	movq	(%rsi,%rcx,8), %rsi
	cmpl	$2, %r15d
	jne	.L805
	cmpq	%rax, %rsi
	jb	.L787
.L805:
	movq	80(%rdi), %rdx
	leaq	0(,%rdx,8), %rbp
	cmpl	$1, %r15d
	je	.L819
	cmpq	%rax, %rsi
	movq	(%r8), %r13
	movq	16(%rdi), %rdx
	cmovnb	%rsi, %rax
	movq	%rax, %r9
	leaq	0(%r13,%rax), %rax
	cmpq	%rax, %rdx
	jnb	.L803
	movq	16(%r8), %r11
	movq	8(%r8), %rbx
	movq	%rsi, %rcx
	movq	56(%rdi), %r10
.L800:
	movq	%r8, -16(%rsp)
	addq	%rbx, %r13
	movq	24(%rdi), %r12
	movq	%r13, -32(%rsp)
	movq	%rcx, %r13
	.p2align 4,,10
	.p2align 3
.L795:
	cmpq	%rdx, %r9
	jb	.L820
	movq	-32(%rsp), %rcx
	leaq	(%rbx,%rdx), %r8
	addq	%rdx, %rcx
	cmpq	%r8, %r9
	cmovb	%rcx, %rax
	addq	$1, %r12
	testq	%r11, %r11
	je	.L794
.L817:
	addq	%r11, %rdx
	movq	%rdx, 16(%rdi)
	cmpq	%rax, %rdx
	jb	.L795
	movq	%r12, 24(%rdi)
	movq	-16(%rsp), %r8
	movq	%r13, %rcx
	jmp	.L791
.L803:
	movq	56(%rdi), %r10
	movq	%rsi, %rcx
	jmp	.L791
	.p2align 4,,10
	.p2align 3
.L818:
	movq	80(%rdi), %rdx
	movq	56(%rdi), %r10
	leaq	0(,%rdx,8), %rbp
	movq	(%r10,%rdx,8), %rsi
	movq	96(%r8), %rdx
	testq	%rdx, %rdx
	je	.L785
	cmpq	%rdx, %rsi
	setnb	%dl
.L786:
	testb	%dl, %dl
	jne	.L783
	movq	%rsi, %rcx
.L790:
	cmpq	%rax, %rcx
	movq	(%r8), %r13
	movq	16(%rdi), %rdx
	cmovnb	%rcx, %rax
	movq	16(%r8), %r11
	movq	8(%r8), %rbx
	movq	%rax, %r9
	leaq	0(%r13,%rax), %rax
	cmpq	%rax, %rdx
	jb	.L800
	movq	%rax, (%r10,%rbp)
	jmp	.L796
	.p2align 4,,10
	.p2align 3
.L785:
	movq	88(%r8), %rbx
	cmpq	%rbx, 72(%rdi)
	setnb	%dl
	jmp	.L786
	.p2align 4,,10
	.p2align 3
.L819:
	movq	56(%rdi), %r10
	movq	(%r10,%rdx,8), %rcx
	cmpq	%rcx, %rsi
	cmovnb	%rsi, %rcx
	jmp	.L790
.L802:
	movq	$0, -24(%rsp)
.L783:
	movq	%rax, 88(%rdi)
	movq	-24(%rsp), %rax
	popq	%rbx
	.cfi_def_cfa_offset 48
	addq	%rax, 96(%rdi)
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
.LFE37:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB106:
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
	je	.L840
	testq	%rax, %rax
	je	.L840
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
.L837:
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
.L825:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L828
	jmp	.L832
	.p2align 4,,10
	.p2align 3
.L850:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L827:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$256, %rsi
	cmpq	%r15, %rdx
	je	.L832
.L828:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L850
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L827
	.p2align 4,,10
	.p2align 3
.L832:
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
	jne	.L825
	movq	64(%rsp), %r14
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L833
	movq	8(%rsp), %rax
	movq	32(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L834:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$256, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r14, %rdx
	jne	.L834
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
.L835:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$256, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r14, %rdx
	jne	.L835
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
.L836:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$256, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r14, %rdx
	jne	.L836
.L838:
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
	jne	.L837
	movq	72(%rsp), %r13
	movq	32(%rsp), %rax
	movq	%r13, %rdi
	movq	%rax, 8(%rsp)
	call	free@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L821:
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
.L833:
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
	jmp	.L838
.L840:
	movq	%r13, %rdi
	movq	%rax, 8(%rsp)
	call	free@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L821
	.cfi_endproc
.LFE106:
	.size	aggregate, .-aggregate
	.section	.rodata.str1.1
.LC184:
	.string	"bench: %s\n"
	.text
	.p2align 4
	.type	due_restart, @function
due_restart:
.LFB26:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %rdx
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%rdx)
	cmpq	$0, 72(%rsi)
	je	.L864
.L862:
	ret
	.p2align 4,,10
	.p2align 3
.L864:
	movl	32(%rsi), %eax
	testl	%eax, %eax
	je	.L862
	cmpl	$1, %eax
	je	.L865
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	40(%rdx), %rdi
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC149(%rip), %rdx
	subq	$256, %rsp
	.cfi_def_cfa_offset 272
	movq	64(%rsi), %rsi
	movq	%rsp, %rbx
	movq	%rbx, %r8
	call	numbers_open
	testl	%eax, %eax
	jne	.L866
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L865:
	.cfi_restore 3
	movq	56(%rsi), %rax
	movsd	48(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L866:
	.cfi_def_cfa_offset 272
	.cfi_offset 3, -16
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC184(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE26:
	.size	due_restart, .-due_restart
	.section	.rodata.str1.1
.LC185:
	.string	"RESULT set=%s"
.LC186:
	.string	" n=%lu"
.LC187:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC188:
	.string	" slow=%lu slow_pct=%s sum_ns=%lu\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB102:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	xorl	%eax, %eax
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	leaq	.LC187(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	movq	%rdi, %rsi
	leaq	.LC185(%rip), %rdi
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
	leaq	.LC186(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L868:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L868
	movq	(%r12), %r8
	movq	64(%r12), %rbx
	xorl	%ecx, %ecx
	movq	56(%r12), %rax
	testq	%r8, %r8
	je	.L869
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
.L869:
	movq	%rsp, %rbp
	leaq	.LC76(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC188(%rip), %rdi
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
.LFE102:
	.size	print_result_set, .-print_result_set
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB51:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L889
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
.L875:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L880
	.p2align 4,,10
	.p2align 3
.L876:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L878
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L878:
	testq	%r8, %r8
	je	.L879
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L879
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L879:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L876
.L880:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L875
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
.L889:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE51:
	.size	dist_correct, .-dist_correct
	.section	.rodata.str1.8
	.align 8
.LC193:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC194:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC195:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC196:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC197:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC199:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC200:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC201:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB132:
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
	movapd	.LC190(%rip), %xmm0
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
	jle	.L898
	movslq	%r12d, %rax
	movsd	.LC191(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L897
	.p2align 4,,10
	.p2align 3
.L931:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L896:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L930
.L897:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L931
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L896
.L930:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L932
.L898:
	movsd	.LC28(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L894:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC193(%rip), %rsi
	pushq	%r14
	leaq	XTICK.7(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC195(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC194(%rip), %rcx
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
.L901:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC25(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC196(%rip), %rsi
	mulsd	.LC15(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC16(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L901
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L917
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
.L916:
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
	je	.L904
	testq	%rbx, %rbx
	je	.L904
	testq	%rax, %rax
	je	.L904
	testq	%r14, %r14
	je	.L933
	movq	.LC191(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L911
	.p2align 4,,10
	.p2align 3
.L934:
	divsd	%xmm6, %xmm0
	movsd	.LC28(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC28(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L907:
	call	log10@PLT
	movq	.LC25(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L909
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L910:
	movq	-264(%rbp), %rax
	divsd	.LC191(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L906
.L911:
	movsd	(%r12), %xmm0
	movsd	.LC41(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L934
	movq	.LC189(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L907
	.p2align 4,,10
	.p2align 3
.L909:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L910
	.p2align 4,,10
	.p2align 3
.L933:
	movsd	.LC191(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L906:
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
	js	.L912
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L913:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC13(%rip), %xmm0
	movsd	.LC14(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC199(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC198(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L914
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L915:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC200(%rip), %rdx
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
	leaq	.LC201(%rip), %rsi
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
	jne	.L916
.L917:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC197(%rip), %rdi
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
.L914:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L915
	.p2align 4,,10
	.p2align 3
.L912:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L913
.L932:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC192(%rip), %xmm2
	movsd	.LC33(%rip), %xmm3
	movsd	.LC26(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L900
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC28(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
.L900:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L894
.L904:
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
.LFE132:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB31:
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
	jnb	.L946
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
	jmp	.L945
	.p2align 4,,10
	.p2align 3
.L943:
	movq	%rsi, 8(%r10)
	movq	%rdx, %rax
	movq	$-1, (%r10)
	subq	%rcx, %rax
.L940:
	movq	-40(%rsp), %rcx
	addq	$1, %r8
	movq	%rax, (%rcx,%r14,8)
.L939:
	cmpq	%r13, %r8
	jnb	.L935
.L945:
	movq	-32(%rsp), %rsi
	movq	%r8, %r14
	movq	(%r10), %rax
	subq	%r15, %r14
	movq	%rsi, %rcx
	imulq	%r8, %rcx
	cmpq	%rbp, %rsi
	jb	.L937
	movq	%r13, %rsi
	subq	%r8, %rsi
	cmpq	$15, %rsi
	jbe	.L937
	movq	-24(%rsp), %rsi
	movq	-16(%rsp), %r9
	addq	%rdx, %rsi
	addq	%rcx, %r9
	cmpq	%r9, %rsi
	cmovb	%r9, %rsi
	cmpq	%rsi, %rax
	jnb	.L955
.L937:
	cmpq	%rdx, %rcx
	cmovb	%rdx, %rcx
	leaq	0(%rbp,%rcx), %rdx
	cmpq	%rdx, %rax
	jnb	.L947
	movq	8(%r10), %rsi
	addq	$1, %rsi
	cmpq	%rax, %rcx
	jnb	.L941
	.p2align 4,,10
	.p2align 3
.L957:
	addq	%r11, %rdx
.L942:
	testq	%rdi, %rdi
	je	.L943
	addq	%rdi, %rax
	leaq	1(%rsi), %r9
	movq	%rax, (%r10)
	cmpq	%rdx, %rax
	jnb	.L956
	movq	%r9, %rsi
	cmpq	%rax, %rcx
	jb	.L957
.L941:
	leaq	(%r11,%rax), %r12
	leaq	(%rbx,%rax), %r9
	cmpq	%r12, %rcx
	cmovb	%r9, %rdx
	jmp	.L942
.L946:
	movq	%r9, %rdx
.L935:
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
.L947:
	.cfi_restore_state
	movq	%rbp, %rax
	jmp	.L940
.L955:
	movq	-40(%rsp), %rax
	movq	%rbp, %xmm0
	punpcklqdq	%xmm0, %xmm0
	leaq	(%rax,%r14,8), %rax
	leaq	128(%rax), %rcx
.L938:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rcx, %rax
	jne	.L938
	addq	$16, %r8
	movq	%rsi, %rdx
	jmp	.L939
.L956:
	movq	%rdx, %rax
	movq	%rsi, 8(%r10)
	subq	%rcx, %rax
	jmp	.L940
	.cfi_endproc
.LFE31:
	.size	run_closed, .-run_closed
	.section	.rodata.str1.8
	.align 8
.LC203:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC204:
	.string	"stall (us, log scale)"
.LC205:
	.string	"p99 latency (ms)"
.LC206:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC207:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.align 8
.LC208:
	.string	"p99 against stall length (the load held fixed)"
	.align 8
.LC209:
	.string	"p99 against load (the stall held fixed)"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB134:
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
	jne	.L992
	testq	%r14, %r14
	je	.L992
	movq	64(%rsp), %rax
	movq	%r15, 16(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	movq	%r13, 8(%rsp)
	movq	(%rsp), %r13
	leaq	240(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L968:
	movq	0(%r13,%rbp,8), %rax
	testq	%rax, %rax
	js	.L962
	movl	40(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L1000
.L964:
	movsd	%xmm0, (%r12,%rbp,8)
	leaq	-216(%rbx), %r15
.L967:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L965
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L966:
	divsd	.LC191(%rip), %xmm0
	addq	$72, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L967
	addq	$1, %rbp
	movsd	%xmm0, 120(%rsp)
	addq	$256, %rbx
	cmpq	%r14, %rbp
	jb	.L968
	movl	40(%rsp), %r10d
	movq	8(%rsp), %r13
	movq	16(%rsp), %r15
	testl	%r10d, %r10d
	je	.L969
	pxor	%xmm0, %xmm0
	movq	.LC41(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 104(%rsp)
	ja	.L970
	movsd	.LC28(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L971:
	movsd	%xmm0, 120(%rsp)
	movl	$820, %edx
	leaq	.LC209(%rip), %rax
	movl	$500, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 232
	movl	$820, %r8d
	movl	$500, %ecx
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	leaq	.LC193(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 232
	popq	%rdx
	.cfi_def_cfa_offset 224
	leaq	.LC203(%rip), %rdx
	movq	$0x000000000, (%rsp)
.L989:
	movq	72(%rsp), %rdi
	leaq	96(%rsp), %rsi
	leaq	.LC205(%rip), %rcx
	movq	%rsi, 80(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	(%rsp), %xmm2
	jb	.L1001
	movl	40(%rsp), %r9d
	movsd	.LC29(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L979
	movsd	.LC28(%rip), %xmm2
.L979:
	movsd	(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%r12, 88(%rsp)
	leaq	128(%rsp), %rbx
	movsd	.LC15(%rip), %xmm7
	movq	72(%rsp), %r12
	movq	%r13, 48(%rsp)
	leaq	.LC196(%rip), %rbp
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
.L981:
	testl	%r13d, %r13d
	je	.L1002
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 56(%rsp)
.L999:
	leaq	.LC206(%rip), %rdx
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
	jnb	.L981
	movq	88(%rsp), %r12
.L982:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	72(%rsp), %rbp
	movl	$60, 56(%rsp)
	movq	%rax, 40(%rsp)
	movq	64(%rsp), %rax
	movq	%r13, 64(%rsp)
	addq	$24, %rax
	movq	%rax, 48(%rsp)
.L977:
	movq	48(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L985
	.p2align 4,,10
	.p2align 3
.L1004:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L984:
	divsd	.LC191(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$256, %rcx
	cmpq	%r14, %rdx
	jnb	.L1003
.L985:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L1004
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L984
	.p2align 4,,10
	.p2align 3
.L965:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L966
	.p2align 4,,10
	.p2align 3
.L962:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	40(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L964
.L1000:
	movsd	%xmm1, (%rsp)
	divsd	.LC34(%rip), %xmm0
	call	log10@PLT
	movsd	(%rsp), %xmm1
	jmp	.L964
	.p2align 4,,10
	.p2align 3
.L969:
	movsd	(%r12), %xmm0
	movq	.LC27(%rip), %xmm4
	movsd	.LC26(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L972
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm2, %xmm2
	movsd	.LC28(%rip), %xmm7
	andnpd	%xmm0, %xmm3
	cvtsi2sdq	%rax, %xmm2
	movapd	%xmm2, %xmm5
	cmpnlesd	%xmm0, %xmm5
	andpd	%xmm7, %xmm5
	subsd	%xmm5, %xmm2
	orpd	%xmm3, %xmm2
	movapd	%xmm2, %xmm0
.L972:
	movsd	-8(%r12,%r13), %xmm2
	movsd	%xmm0, (%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L973
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm3, %xmm3
	movapd	%xmm2, %xmm7
	movsd	.LC28(%rip), %xmm8
	andnpd	%xmm2, %xmm5
	cvtsi2sdq	%rax, %xmm3
	cmpnlesd	%xmm3, %xmm7
	andpd	%xmm8, %xmm7
	addsd	%xmm7, %xmm3
	orpd	%xmm5, %xmm3
	movapd	%xmm3, %xmm2
.L973:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 96(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L974
	movsd	.LC28(%rip), %xmm0
	movsd	%xmm0, 32(%rsp)
.L975:
	movsd	%xmm0, 120(%rsp)
	movl	$500, %ecx
	leaq	.LC208(%rip), %rax
	movl	$820, %edx
	pushq	%rax
	.cfi_def_cfa_offset 232
	leaq	.LC193(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	movq	88(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 232
	leaq	.LC204(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 224
	jmp	.L989
	.p2align 4,,10
	.p2align 3
.L1003:
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
.L986:
	movsd	(%r15,%r13,8), %xmm1
	divsd	32(%rsp), %xmm1
	movsd	(%r12,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC13(%rip), %xmm1
	subsd	(%rsp), %xmm0
	divsd	8(%rsp), %xmm0
	leaq	.LC207(%rip), %rsi
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
	jb	.L986
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movl	$120, %r8d
	movl	$92, %edx
	movq	48(%rsp), %r13
	leaq	.LC201(%rip), %rsi
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
	jne	.L977
	movq	72(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC197(%rip), %rdi
	call	fwrite@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L958:
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
.L1002:
	.cfi_restore_state
	movq	.LC29(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 56(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L999
.L970:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm1
	movsd	.LC192(%rip), %xmm2
	movsd	.LC33(%rip), %xmm3
	movsd	.LC26(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L1005
.L991:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, (%rsp)
	call	nice_step
	movsd	(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 32(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L971
.L1005:
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC28(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L991
.L974:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC192(%rip), %xmm2
	movq	.LC27(%rip), %xmm4
	movq	.LC26(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L990
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm3
	movsd	.LC28(%rip), %xmm5
	andnpd	%xmm2, %xmm4
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm3
	andpd	%xmm5, %xmm3
	addsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm4, %xmm2
.L990:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L975
.L1001:
	movq	%r13, %xmm5
	subsd	(%rsp), %xmm5
	movsd	.LC15(%rip), %xmm7
	movsd	%xmm7, 16(%rsp)
	movsd	%xmm5, 8(%rsp)
	movsd	.LC16(%rip), %xmm5
	movsd	%xmm5, 24(%rsp)
	jmp	.L982
.L992:
	movq	%r12, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L958
	.cfi_endproc
.LFE134:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.8
	.align 8
.LC210:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC211:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC212:
	.string	"#2e8b57"
.LC213:
	.string	"#1f5fbf"
.LC214:
	.string	"closed: one sample of %s us"
.LC215:
	.string	"open: %lu requests delayed"
.LC216:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC217:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB133:
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
	jb	.L1007
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1007:
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
	js	.L1008
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1009:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1010
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1011:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1061
	cmpq	$0, -368(%rbp)
	je	.L1061
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1015
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1016:
	subsd	%xmm2, %xmm0
	movsd	.LC191(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1017
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1018:
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
	js	.L1019
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1020:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC191(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1059
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1024
	.p2align 4,,10
	.p2align 3
.L1077:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1023:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC191(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L1076
.L1024:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1077
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1023
	.p2align 4,,10
	.p2align 3
.L1076:
	movsd	.LC192(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1021:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC27(%rip), %xmm5
	movsd	.LC26(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L1078
.L1025:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC191(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	8(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1026
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1027:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC210(%rip), %rdx
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
	leaq	.LC193(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC194(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC211(%rip), %rdx
	movq	%rsi, -400(%rbp)
	call	svg_axes
	movsd	-328(%rbp), %xmm5
	subsd	-320(%rbp), %xmm5
	movapd	%xmm5, %xmm0
	movsd	%xmm5, -336(%rbp)
	call	nice_step
	movsd	-320(%rbp), %xmm4
	movsd	.LC27(%rip), %xmm1
	movsd	.LC26(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC191(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L1079
.L1028:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L1080
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC196(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1034:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC27(%rip), %xmm0
	leaq	.LC206(%rip), %rdx
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
	movq	.LC191(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1034
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1035:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L1081
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
	jmp	.L1040
	.p2align 4,,10
	.p2align 3
.L1083:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1037:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1038
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1039:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L1082
.L1040:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L1083
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1037
	.p2align 4,,10
	.p2align 3
.L1038:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1039
	.p2align 4,,10
	.p2align 3
.L1082:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC216(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC191(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L1084
.L1055:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1048
	.p2align 4,,10
	.p2align 3
.L1086:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1045:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1046
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1047:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L1085
.L1048:
	testq	%rdx, %rdx
	jns	.L1086
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1045
	.p2align 4,,10
	.p2align 3
.L1046:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1047
	.p2align 4,,10
	.p2align 3
.L1085:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC212(%rip), %r9
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
	movq	.LC191(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1043
.L1042:
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
	jmp	.L1054
	.p2align 4,,10
	.p2align 3
.L1087:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1051:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1052
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1053:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1043
.L1054:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L1087
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1051
	.p2align 4,,10
	.p2align 3
.L1052:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1053
	.p2align 4,,10
	.p2align 3
.L1081:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC216(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC191(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1055
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC212(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1043:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC213(%rip), %r9
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
	leaq	.LC214(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC213(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC201(%rip), %rbx
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
	leaq	.LC215(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC216(%rip), %rax
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
	leaq	.LC217(%rip), %rdx
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
	leaq	.LC212(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC197(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1006:
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
.L1079:
	.cfi_restore_state
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC28(%rip), %xmm7
	andnpd	%xmm4, %xmm1
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm1, %xmm4
	jmp	.L1028
	.p2align 4,,10
	.p2align 3
.L1078:
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC28(%rip), %xmm7
	andnpd	%xmm4, %xmm5
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm5, %xmm4
	jmp	.L1025
	.p2align 4,,10
	.p2align 3
.L1026:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1027
	.p2align 4,,10
	.p2align 3
.L1019:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1020
	.p2align 4,,10
	.p2align 3
.L1017:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1018
	.p2align 4,,10
	.p2align 3
.L1015:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1016
	.p2align 4,,10
	.p2align 3
.L1010:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1011
	.p2align 4,,10
	.p2align 3
.L1008:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1009
	.p2align 4,,10
	.p2align 3
.L1059:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1021
	.p2align 4,,10
	.p2align 3
.L1080:
	leaq	-240(%rbp), %r12
	jmp	.L1035
	.p2align 4,,10
	.p2align 3
.L1084:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC212(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC191(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1042
.L1061:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1006
	.cfi_endproc
.LFE133:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	walk_outcome, @function
walk_outcome:
.LFB84:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %r15
	leaq	by_kind.6(%rip), %rax
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
	subq	$2104, %rsp
	.cfi_def_cfa_offset 2160
	movq	%rdx, 264(%rsp)
	movl	104(%rdi), %edx
	leaq	896(%rsp), %r14
	movq	%rdi, 8(%rsp)
	movl	$524288, %edi
	movl	(%rax,%rdx,4), %eax
	movl	%esi, 152(%rsp)
	movq	%rcx, 312(%rsp)
	movl	%eax, 340(%rsp)
	movl	%eax, 360(%rsp)
	movl	$0, 364(%rsp)
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %rbx
	movq	%rax, 144(%rsp)
	call	malloc@PLT
	movq	8(%rsp), %r8
	movq	%r15, %rdi
	movl	$32, %ecx
	movq	%rax, %rsi
	movq	%rax, 232(%rsp)
	xorl	%eax, %eax
	movl	128(%r8), %r13d
	movq	120(%r8), %rbp
	movq	%r14, 40(%rsp)
	movq	%r14, 32(%rsp)
	testl	%r13d, %r13d
	sete	%al
	testq	%rbx, %rbx
	movl	%eax, 8(%rsp)
	sete	%al
	testq	%rsi, %rsi
	sete	%dl
	xorl	%r12d, %r12d
	orl	%edx, %eax
	movzbl	%al, %eax
	movl	%eax, 292(%rsp)
	xorl	%eax, %eax
	rep stosq
	leaq	2096(%rsp), %rax
	movq	%rax, 304(%rsp)
	movl	144(%r8), %edx
	movq	136(%r8), %r15
	movl	%edx, %ebx
.L1089:
	movq	%r14, %rdi
	movq	%r12, %rax
	movl	$50, %ecx
	movl	$8, %esi
	rep stosq
	movq	%r15, 56(%r14)
	movl	$425984, %edi
	movl	%ebx, 64(%r14)
	movq	$-1, 40(%r14)
	movl	$1, 72(%r14)
	movq	%r8, 16(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$393216, %edi
	movq	%rax, 384(%r14)
	movq	%rax, %r13
	call	calloc@PLT
	movq	16(%rsp), %r8
	testq	%rax, %rax
	movq	%rax, 376(%r14)
	setne	%cl
	xorl	%eax, %eax
	testq	%r13, %r13
	setne	%al
	addq	$400, %r14
	andl	%ecx, %eax
	subl	$1, %eax
	orl	%eax, 292(%rsp)
	movq	304(%rsp), %rax
	cmpq	%rax, %r14
	jne	.L1089
	movl	292(%rsp), %r12d
	movq	32(%rsp), %rbx
	testl	%r12d, %r12d
	jne	.L1090
	movl	$0, 336(%rsp)
	movl	8(%rsp), %r12d
	movq	$0, 296(%rsp)
	movq	%rbx, 272(%rsp)
	movq	%r8, 256(%rsp)
.L1091:
	movl	968(%rsp), %r15d
	movl	1368(%rsp), %eax
	testl	%r15d, %r15d
	jle	.L1295
	movl	$1, 368(%rsp)
	testl	%eax, %eax
	setg	%r9b
	setg	291(%rsp)
	movzbl	%r9b, %r9d
	movl	%r9d, 372(%rsp)
	testl	%r12d, %r12d
	je	.L1290
	movl	1768(%rsp), %edx
	testl	%edx, %edx
	jle	.L1290
.L1206:
	movl	$1, 244(%rsp)
.L1209:
	cmpl	$3, 340(%rsp)
	movl	$1, %eax
	movl	$1, 376(%rsp)
	movl	%r9d, 380(%rsp)
	cmovne	%eax, %r9d
.L1092:
	xorl	%r14d, %r14d
	pxor	%xmm0, %xmm0
	xorl	%ecx, %ecx
	movq	%rbp, 8(%rsp)
	leaq	376(%rsp), %rax
	movl	%r14d, %ebx
	movq	%rcx, %rbp
	movaps	%xmm0, 384(%rsp)
	movq	%rax, 208(%rsp)
	leaq	536(%rsp), %r13
	movq	%r13, %r14
	movl	%r9d, %r13d
.L1095:
	movq	208(%rsp), %rax
	movl	(%rax,%rbp), %r11d
	testl	%r11d, %r11d
	jne	.L1296
.L1093:
	addq	$184, %r14
	cmpq	$4, %rbp
	je	.L1297
	movl	$4, %ebp
	jmp	.L1095
.L1297:
	movq	8(%rsp), %rbp
	testl	%ebx, %ebx
	jne	.L1298
	movl	%r13d, 8(%rsp)
	movq	256(%rsp), %rsi
	leaq	416(%rsp), %r13
	movq	%rbp, %rbx
	movq	%r13, %rdi
	call	due_restart
	leaq	656(%rsp), %rax
	movl	%r12d, 344(%rsp)
	movq	%rax, 248(%rsp)
	movq	%r13, 280(%rsp)
	movl	%r15d, 348(%rsp)
	movl	8(%rsp), %r15d
	.p2align 4,,10
	.p2align 3
.L1173:
	movq	$0, 192(%rsp)
	testl	%r15d, %r15d
	jne	.L1299
.L1102:
	movq	248(%rsp), %rax
	movl	%r15d, 240(%rsp)
	xorl	%ecx, %ecx
	movq	$0, 120(%rsp)
	movq	%rcx, %rbp
	movq	%rax, 8(%rsp)
	movq	40(%rsp), %rax
	movq	%rax, %r14
.L1172:
	movq	208(%rsp), %rax
	movq	120(%rsp), %rdi
	movl	(%rax,%rdi,4), %esi
	testl	%esi, %esi
	jne	.L1300
.L1106:
	addq	$184, 8(%rsp)
	addq	$400, %r14
	cmpq	$0, 120(%rsp)
	jne	.L1301
	movq	$1, 120(%rsp)
	jmp	.L1172
	.p2align 4,,10
	.p2align 3
.L1301:
	movq	192(%rsp), %rax
	movl	240(%rsp), %r15d
	orq	%rbp, %rax
	jne	.L1173
	movq	464(%rsp), %rdi
	movl	344(%rsp), %r12d
	movq	%rbx, %rbp
	movl	348(%rsp), %r15d
	call	free@PLT
	movq	456(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1174
	call	fclose@PLT
.L1174:
	xorl	%r13d, %r13d
	pxor	%xmm0, %xmm0
	leaq	528(%rsp), %r14
	movq	%r13, %rax
	movups	%xmm0, 456(%rsp)
	movl	%r12d, %r13d
	movq	%r14, %rbx
	movq	%rbp, %r12
	movups	%xmm0, 472(%rsp)
	movq	%rax, %rbp
	movups	%xmm0, 488(%rsp)
	movups	%xmm0, 504(%rsp)
.L1189:
	movq	208(%rsp), %rax
	movl	(%rax,%rbp,4), %r10d
	testl	%r10d, %r10d
	je	.L1175
	movl	336(%rsp), %r9d
	testl	%r9d, %r9d
	jne	.L1176
	movl	152(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L1177
	movq	264(%rsp), %rsi
	movq	168(%rbx), %rax
	movq	176(%rbx), %rdi
	movq	%rax, 232(%rsi,%rbp,8)
	movq	256(%rsp), %rsi
	movq	8(%rsi), %rdx
	testq	%rdx, %rdx
	je	.L1178
	movq	256(%rsp), %rsi
	xorl	%edx, %edx
	movq	24(%rsi), %r9
	cmpq	%rax, %r9
	jnb	.L1178
	movq	16(%rsi), %r8
	movq	120(%rsp), %rdx
	testq	%r8, %r8
	je	.L1178
	subq	%r9, %rax
	xorl	%edx, %edx
	subq	$1, %rax
	divq	%r8
	leaq	1(%rax), %rdx
.L1178:
	movq	264(%rsp), %rax
	testq	%rbp, %rbp
	movq	%rdx, 216(%rax,%rbp,8)
	movq	296(%rsp), %rax
	cmove	%rdi, %rax
	cmpq	$0, 312(%rsp)
	movq	%rax, 296(%rsp)
	je	.L1176
	movq	384(%rsp,%rbp,8), %rax
	testq	%rax, %rax
	js	.L1182
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1183:
	testq	%rdi, %rdi
	je	.L1184
	js	.L1185
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdi, %xmm1
.L1186:
	divsd	%xmm1, %xmm0
.L1184:
	movq	312(%rsp), %rax
	movsd	%xmm0, (%rax,%rbp,8)
.L1176:
	movl	(%rbx), %edi
	testl	%edi, %edi
	je	.L1187
	movq	152(%rbx), %rdi
	call	free@PLT
.L1175:
	addq	$184, %rbx
	testq	%rbp, %rbp
	jne	.L1302
	movq	120(%rsp), %rbp
	jmp	.L1189
	.p2align 4,,10
	.p2align 3
.L1300:
	movq	8(%rsp), %rdi
	movl	-128(%rdi), %ecx
	movq	%rdi, %rax
	testl	%ecx, %ecx
	jne	.L1107
	leaq	-88(%rdi), %rax
.L1107:
	movq	232(%rsp), %rsi
	movq	$0, 16(%rax)
	movl	$1, %edi
	movq	%rsi, (%rax)
	movq	192(%rsp), %rsi
	movq	%rsi, 8(%rax)
	leaq	400(%rsp), %rax
	movq	%rax, %rsi
	movq	%rax, 96(%rsp)
	call	clock_gettime@PLT
	imulq	$1000000000, 400(%rsp), %rax
	movq	%rax, 88(%rsp)
	movq	408(%rsp), %rax
	movq	%rax, 112(%rsp)
	movq	8(%rsp), %rax
	movl	-128(%rax), %edx
	testl	%edx, %edx
	je	.L1108
	movq	-16(%rax), %r12
	movl	-8(%rax), %edi
	movq	112(%r12), %r13
	cmpl	$1, %edi
	movl	%edi, 16(%rsp)
	sete	64(%rsp)
	xorl	%r15d, %r15d
	movq	%r13, 32(%rsp)
	jmp	.L1118
	.p2align 4,,10
	.p2align 3
.L1109:
	cmpq	88(%r12), %r13
	jnb	.L1113
	movq	8(%rsp), %rdi
	movq	16(%rdi), %rax
	cmpq	8(%rdi), %rax
	je	.L1113
	movq	(%rdi), %rdx
	leaq	1(%rax), %rcx
	cmpl	$2, 16(%rsp)
	movq	%rcx, 16(%rdi)
	movq	(%rdx,%rax,8), %rcx
	je	.L1303
	movq	32(%rsp), %rsi
	movq	(%r12), %rdi
	cmpq	%rsi, %r13
	jb	.L1117
	cmpb	$0, 64(%rsp)
	je	.L1117
	xorl	%edx, %edx
	movq	%r13, %rax
	divq	%rsi
	movq	8(%rsp), %rax
	movq	24(%rax), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
.L1117:
	movq	8(%rsp), %rax
	movq	%rdi, %rdx
	movq	%r12, %rdi
	movq	%rcx, 80(%rsp)
	movq	40(%rax), %rsi
	cmpq	%rsi, %rcx
	cmovnb	%rcx, %rsi
	call	ref_serve
	movq	8(%rsp), %rdi
	xorl	%edx, %edx
	movq	80(%rsp), %rcx
	movq	%rax, %rsi
	movq	%rax, 40(%rdi)
	movq	%r13, %rax
	addq	$1, %r13
	divq	32(%rsp)
	movq	24(%rdi), %rax
	movq	144(%rsp), %rdi
	movq	%rsi, (%rax,%rdx,8)
	subq	%rcx, %rsi
	leaq	1(%r15), %rax
	movq	%rsi, (%rdi,%r15,8)
	movq	8(%rsp), %rdi
	movq	%r13, 32(%rdi)
	cmpq	$65535, %r15
	je	.L1218
.L1116:
	movq	%rax, %r15
.L1118:
	movq	8(%rsp), %rax
	cmpl	$3, 16(%rsp)
	movq	32(%rax), %r13
	jne	.L1109
	movq	32(%rsp), %rdi
	xorl	%ecx, %ecx
	cmpq	%rdi, %r13
	jb	.L1110
	movq	%r13, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	8(%rsp), %rax
	movq	24(%rax), %rax
	movq	(%rax,%rdx,8), %rcx
.L1110:
	movq	96(%r12), %rax
	testq	%rax, %rax
	je	.L1111
	cmpq	%rax, %rcx
	setnb	%al
.L1112:
	testb	%al, %al
	jne	.L1113
.L1294:
	movq	(%r12), %rdi
	jmp	.L1117
	.p2align 4,,10
	.p2align 3
.L1303:
	cmpq	40(%rdi), %rcx
	jnb	.L1294
	movq	8(%rsp), %rax
	addq	$1, %r13
	movq	%r13, 32(%rax)
	movq	%r15, %rax
	jmp	.L1116
	.p2align 4,,10
	.p2align 3
.L1111:
	cmpq	88(%r12), %r13
	setnb	%al
	jmp	.L1112
.L1218:
	movl	$65536, %r15d
.L1113:
	movq	8(%rsp), %rax
	addq	%r15, 48(%rax)
.L1119:
	movq	120(%rsp), %r13
	movq	96(%rsp), %rsi
	movl	$1, %edi
	movl	%r13d, 32(%rsp)
	call	clock_gettime@PLT
	movq	112(%rsp), %rsi
	imulq	$1000000000, 400(%rsp), %rax
	subq	%rsi, %rax
	movq	88(%rsp), %rsi
	addq	408(%rsp), %rax
	subq	%rsi, %rax
	addq	%rax, 384(%rsp,%r13,8)
	leaq	0(%rbp,%r15), %rax
	movq	%rax, 216(%rsp)
	movl	368(%rsp,%r13,4), %eax
	testl	%eax, %eax
	jne	.L1304
.L1120:
	movl	32(%rsp), %eax
	xorl	$1, %eax
	andb	244(%rsp), %al
	testq	%r15, %r15
	setne	%dl
	andb	%dl, %al
	movb	%al, 290(%rsp)
	je	.L1171
	movslq	2016(%rsp), %rax
	movq	1752(%rsp), %rcx
	movb	$0, 289(%rsp)
	xorl	%r10d, %r10d
	movq	2080(%rsp), %r13
	movl	1764(%rsp), %esi
	movq	%r14, 224(%rsp)
	xorl	%r12d, %r12d
	movq	1728(%rsp), %rbp
	movq	40(%rsp), %rdx
	movq	%rcx, 128(%rsp)
	movdqa	1696(%rsp), %xmm2
	movq	1736(%rsp), %rcx
	movl	%eax, 156(%rsp)
	movdqa	1712(%rsp), %xmm3
	movq	%r13, 80(%rsp)
	leaq	(%rdx,%rax,4), %r8
	movq	%rbp, 112(%rsp)
	movq	2072(%rsp), %rdi
	movq	1744(%rsp), %r11
	movq	144(%rsp), %rbp
	movq	%r12, 32(%rsp)
	movl	%r10d, %r12d
	movq	%r15, 88(%rsp)
	movl	%esi, %r10d
	movq	%rcx, %r15
	movaps	%xmm2, 96(%rsp)
	movaps	%xmm3, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L1163:
	movq	32(%rsp), %rax
	movq	0(%rbp,%rax,8), %rsi
	movl	152(%rsp), %eax
	testl	%eax, %eax
	je	.L1131
	movl	$1, %r9d
	cmpq	%rbx, %rsi
	jb	.L1132
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rbx
	movq	%rax, %r9
.L1132:
	testl	%r10d, %r10d
	je	.L1133
	movl	156(%rsp), %eax
	movq	40(%rsp), %r14
	testl	%eax, %eax
	jle	.L1135
	movb	%r12b, 16(%rsp)
	movq	%rbp, 136(%rsp)
	movl	%r10d, 200(%rsp)
	jmp	.L1134
	.p2align 4,,10
	.p2align 3
.L1306:
	cmpq	%r12, %rsi
	jnb	.L1141
.L1145:
	addq	$4, %r14
	cmpq	%r8, %r14
	je	.L1305
.L1134:
	movslq	1124(%r14), %r10
	movl	$65536, %eax
	movl	1968(%rsp,%r10,4), %ecx
	movq	1920(%rsp,%r10,8), %r12
	salq	%cl, %rax
	leaq	-1(%r12,%rax), %r13
	cmpq	%r12, %r13
	jb	.L1306
	cmpq	%r12, %rsi
	jb	.L1145
	testq	%rbx, %rbx
	je	.L1146
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rbx
	addq	$1, %rax
	cmpq	%r9, %rax
	cmova	%r9, %rax
	movq	%rax, %rbp
	cmpq	%rsi, %r13
	jnb	.L1291
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%r13, %rax
	divq	%rbx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
.L1148:
	cmpq	%rbp, %rax
	jnb	.L1145
.L1144:
	movq	%rsi, %rdx
	salq	$16, %r10
	subq	%r12, %rdx
	movq	%rbx, %r12
	imulq	%rax, %r12
	subq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L1149:
	movq	%rdx, %r12
	addq	$1, %rax
	subq	%rbx, %rdx
	shrq	%cl, %r12
	addq	%r10, %r12
	addq	$1, (%rdi,%r12,8)
	cmpq	%rbp, %rax
	jne	.L1149
	addq	$4, %r14
	cmpq	%r8, %r14
	jne	.L1134
.L1305:
	movzbl	16(%rsp), %r12d
	movq	136(%rsp), %rbp
	movl	200(%rsp), %r10d
.L1135:
	addq	$1, 32(%rsp)
	movq	88(%rsp), %rcx
	movq	32(%rsp), %rax
	cmpq	%rcx, %rax
	jb	.L1163
	movq	224(%rsp), %r14
	movq	112(%rsp), %rbp
	testb	%r12b, %r12b
	je	.L1307
	cmpb	$0, 289(%rsp)
	movq	%r11, 1744(%rsp)
	movq	%r15, 1736(%rsp)
	je	.L1168
	movq	%rbp, 1728(%rsp)
.L1168:
	movdqa	64(%rsp), %xmm4
	movdqa	96(%rsp), %xmm5
	movaps	%xmm4, 1712(%rsp)
	movaps	%xmm5, 1696(%rsp)
.L1171:
	movq	216(%rsp), %rbp
	jmp	.L1106
	.p2align 4,,10
	.p2align 3
.L1131:
	testl	%r10d, %r10d
	je	.L1150
	movl	156(%rsp), %r13d
	movq	40(%rsp), %r9
	testl	%r13d, %r13d
	jle	.L1154
	movq	80(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1151:
	movslq	1124(%r9), %rax
	movq	%rsi, %rdx
	movl	1968(%rsp,%rax,4), %ecx
	subq	1920(%rsp,%rax,8), %rdx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1155
	salq	$16, %rax
	addq	%rdx, %rax
	addq	$1, (%rdi,%rax,8)
.L1155:
	addq	$4, %r9
	cmpq	%r9, %r8
	jne	.L1151
	movq	%r13, 80(%rsp)
.L1154:
	cmpq	%rbx, %rsi
	jb	.L1135
	subq	%rbx, %rsi
	cmpq	%rbx, %rsi
	jb	.L1135
	movb	%r12b, 136(%rsp)
	movq	80(%rsp), %r13
	movq	%r8, 16(%rsp)
	movzbl	289(%rsp), %eax
	movq	%rbp, 200(%rsp)
	movl	156(%rsp), %ebp
	movzbl	290(%rsp), %r14d
	.p2align 4,,10
	.p2align 3
.L1162:
	testl	%r10d, %r10d
	je	.L1156
	movq	40(%rsp), %r9
	movq	16(%rsp), %r8
	testl	%ebp, %ebp
	jle	.L1160
	.p2align 4,,10
	.p2align 3
.L1157:
	movslq	1124(%r9), %rdx
	movq	%rsi, %r12
	movl	1968(%rsp,%rdx,4), %ecx
	subq	1920(%rsp,%rdx,8), %r12
	shrq	%cl, %r12
	cmpq	$65535, %r12
	ja	.L1161
	salq	$16, %rdx
	addq	%r12, %rdx
	addq	$1, (%rdi,%rdx,8)
.L1161:
	addq	$4, %r9
	cmpq	%r8, %r9
	jne	.L1157
	movq	%r8, 16(%rsp)
.L1160:
	subq	%rbx, %rsi
	cmpq	%rbx, %rsi
	jnb	.L1162
	movq	%r13, 80(%rsp)
	movq	200(%rsp), %rbp
	movb	%al, 289(%rsp)
	movq	16(%rsp), %r8
	movzbl	136(%rsp), %r12d
	jmp	.L1135
	.p2align 4,,10
	.p2align 3
.L1156:
	addq	$1, 96(%rsp)
	movq	%rsi, %rax
	adcq	$0, 104(%rsp)
	movq	%rsi, 48(%rsp)
	movq	48(%rsp), %r8
	movq	$0, 56(%rsp)
	movq	56(%rsp), %r9
	addq	%r8, 64(%rsp)
	adcq	%r9, 72(%rsp)
	cmpq	%rsi, 128(%rsp)
	adcq	$0, 112(%rsp)
	cmpq	%rsi, %r15
	cmova	%rsi, %r15
	cmpq	%rsi, %r11
	cmovb	%rsi, %r11
	cmpq	$16383, %rsi
	jbe	.L1159
	bsrq	%rsi, %rax
	movl	$50, %ecx
	movq	%rsi, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1159:
	addq	$1, 0(%r13,%rax,8)
	movl	%r14d, %eax
	movb	%r14b, 136(%rsp)
	jmp	.L1160
	.p2align 4,,10
	.p2align 3
.L1141:
	testq	%rbx, %rbx
	je	.L1292
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rbx
	addq	$1, %rax
	cmpq	%r9, %rax
	cmova	%r9, %rax
	movq	%rax, %rbp
.L1291:
	xorl	%eax, %eax
	jmp	.L1148
	.p2align 4,,10
	.p2align 3
.L1150:
	addq	$1, 96(%rsp)
	movq	%rsi, %rax
	adcq	$0, 104(%rsp)
	movq	%rsi, 160(%rsp)
	movq	160(%rsp), %r13
	movq	$0, 168(%rsp)
	movq	168(%rsp), %r14
	addq	%r13, 64(%rsp)
	adcq	%r14, 72(%rsp)
	cmpq	%rsi, 128(%rsp)
	adcq	$0, 112(%rsp)
	cmpq	%rsi, %r15
	cmova	%rsi, %r15
	cmpq	%rsi, %r11
	cmovb	%rsi, %r11
	cmpq	$16383, %rsi
	jbe	.L1153
	bsrq	%rsi, %rax
	movl	$50, %ecx
	movq	%rsi, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1153:
	movzbl	290(%rsp), %r12d
	movq	80(%rsp), %rcx
	movb	%r12b, 289(%rsp)
	addq	$1, (%rcx,%rax,8)
	jmp	.L1154
	.p2align 4,,10
	.p2align 3
.L1146:
	cmpq	%rsi, %r13
	jb	.L1145
	.p2align 4,,10
	.p2align 3
.L1292:
	xorl	%eax, %eax
	movq	%r9, %rbp
	jmp	.L1144
	.p2align 4,,10
	.p2align 3
.L1133:
	movq	%r9, 176(%rsp)
	movq	176(%rsp), %rax
	addq	%rax, 96(%rsp)
	movq	%r9, %rax
	movq	176(%rsp), %r12
	movq	$0, 184(%rsp)
	movq	184(%rsp), %rdx
	adcq	%rdx, 104(%rsp)
	mulq	%rsi
	movq	184(%rsp), %r13
	movq	%rdx, %rcx
	movq	%rax, %rdx
	movq	%r12, %rax
	addq	64(%rsp), %rdx
	movq	%rdx, 16(%rsp)
	adcq	72(%rsp), %rcx
	movq	%r13, %rdx
	addq	$-1, %rax
	adcq	$-1, %rdx
	movq	%rcx, 24(%rsp)
	movq	%r12, %rcx
	movq	16(%rsp), %r13
	imulq	%rdx, %rcx
	movq	24(%rsp), %r14
	mulq	%r12
	addq	%rcx, %rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rdx, %rcx
	mulq	%rbx
	imulq	%rbx, %rcx
	addq	%rcx, %rdx
	subq	%rax, %r13
	leaq	-1(%r9), %rax
	movq	128(%rsp), %rcx
	sbbq	%rdx, %r14
	imulq	%rbx, %rax
	movq	%rsi, %rdx
	movq	%r13, 64(%rsp)
	movq	%r14, 72(%rsp)
	subq	%rax, %rdx
	cmpq	%rdx, %r15
	cmova	%rdx, %r15
	cmpq	%rsi, %r11
	cmovb	%rsi, %r11
	cmpq	%rsi, %rcx
	jnb	.L1136
	movq	%r9, %rax
	testq	%rbx, %rbx
	je	.L1137
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rbx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	cmpq	%r9, %rax
	cmova	%r9, %rax
.L1137:
	addq	%rax, 112(%rsp)
	movzbl	290(%rsp), %eax
	movb	%al, 289(%rsp)
.L1136:
	movq	80(%rsp), %r13
	xorl	%edx, %edx
	.p2align 4,,10
	.p2align 3
.L1139:
	movq	%rsi, %rax
	cmpq	$16383, %rsi
	jbe	.L1138
	bsrq	%rsi, %rax
	movl	$50, %ecx
	xorq	$63, %rax
	subl	%eax, %ecx
	movq	%rsi, %rax
	shrq	%cl, %rax
	salq	$13, %rcx
	addq	%rcx, %rax
.L1138:
	addq	$1, %rdx
	addq	$1, 0(%r13,%rax,8)
	subq	%rbx, %rsi
	cmpq	%rdx, %r9
	jne	.L1139
	movzbl	290(%rsp), %r12d
	movq	%r13, 80(%rsp)
	jmp	.L1135
.L1108:
	movq	8(%rsp), %rax
	movq	144(%rsp), %rsi
	movl	$65536, %edx
	leaq	-120(%rax), %rdi
	call	walk_run
	movq	%rax, %r15
	jmp	.L1119
.L1299:
	movq	416(%rsp), %rax
	movl	$65536, %ecx
	movq	%rcx, %rsi
	movq	88(%rax), %rdx
	movq	424(%rsp), %rax
	movq	%rdx, %rdi
	subq	%rax, %rdi
	cmpq	%rcx, %rdi
	cmovbe	%rdi, %rsi
	movq	%rsi, 192(%rsp)
	cmpq	%rax, %rdx
	je	.L1102
	xorl	%ebp, %ebp
	movq	280(%rsp), %r13
	movq	%rbx, %r14
	movq	%rsi, %rbx
	movq	%rbp, %r12
	movq	232(%rsp), %rbp
	.p2align 4,,10
	.p2align 3
.L1104:
	movq	%r13, %rdi
	call	due_next
	movq	%rax, 0(%rbp,%r12,8)
	addq	$1, %r12
	cmpq	%rbx, %r12
	jb	.L1104
	movq	%r14, %rbx
	jmp	.L1102
.L1304:
	testq	%r15, %r15
	je	.L1106
	movq	144(%rsp), %rax
	movq	(%rax), %rsi
	movq	%rax, %r10
	leaq	(%rax,%r15,8), %r11
	movl	68(%r14), %eax
	testl	%eax, %eax
	je	.L1242
	movslq	32(%rsp), %rax
	movslq	320(%r14), %r9
	leaq	(%rax,%rax,4), %rax
	movq	%r9, %r12
	leaq	(%rax,%rax,4), %rdi
	leaq	(%rdi,%rdi), %r8
	salq	$2, %rdi
	.p2align 4,,10
	.p2align 3
.L1130:
	xorl	%ebp, %ebp
	testl	%r12d, %r12d
	jle	.L1129
	.p2align 4,,10
	.p2align 3
.L1128:
	movslq	324(%r14,%rbp,4), %rax
	movq	%rsi, %rcx
	leaq	28(%rax,%r8), %rdx
	subq	896(%rsp,%rdx,8), %rcx
	movq	%rcx, %rdx
	leaq	68(%rax,%rdi), %rcx
	movl	896(%rsp,%rcx,4), %ecx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1127
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%r14), %rdx
	addq	$1, (%rdx,%rax,8)
.L1127:
	addq	$1, %rbp
	cmpq	%rbp, %r9
	jne	.L1128
.L1129:
	addq	$8, %r10
	cmpq	%r10, %r11
	je	.L1120
	movq	(%r10), %rsi
	jmp	.L1130
.L1302:
	movq	%r12, %rbp
	movl	%r13d, %r12d
	testl	%r15d, %r15d
	jg	.L1190
.L1193:
	cmpb	$0, 291(%rsp)
	jne	.L1308
.L1192:
	movl	244(%rsp), %esi
	testl	%esi, %esi
	jne	.L1309
.L1195:
	testl	%r12d, %r12d
	jne	.L1197
	movq	256(%rsp), %rax
	movq	$-1, %rbp
	movq	112(%rax), %rcx
	movq	296(%rsp), %rax
	cmpq	%rcx, %rax
	jb	.L1197
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	264(%rsp), %rax
	movq	232(%rax), %rax
	divq	%rcx
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
	movq	%rdx, %rbp
.L1197:
	addl	$1, 336(%rsp)
	movl	$1, %r12d
	jmp	.L1091
.L1242:
	movq	40(%r14), %rdx
	movq	48(%r14), %rax
	movq	384(%r14), %r8
	jmp	.L1122
	.p2align 4,,10
	.p2align 3
.L1126:
	movq	(%r10), %rsi
.L1122:
	addq	$1, (%r14)
	movq	%rsi, %r12
	adcq	$0, 8(%r14)
	xorl	%r13d, %r13d
	addq	%rsi, 16(%r14)
	adcq	%r13, 24(%r14)
	cmpq	%rsi, 56(%r14)
	adcq	$0, 32(%r14)
	cmpq	%rsi, %rdx
	cmova	%rsi, %rdx
	cmpq	%rsi, %rax
	cmovb	%rsi, %rax
	movq	%rdx, 40(%r14)
	movq	%rax, 48(%r14)
	cmpq	$16383, %rsi
	jbe	.L1125
	bsrq	%rsi, %rdi
	movl	$50, %ecx
	xorq	$63, %rdi
	subl	%edi, %ecx
	movl	%ecx, %edi
	shrq	%cl, %rsi
	salq	$13, %rdi
	addq	%rdi, %rsi
.L1125:
	addq	$8, %r10
	addq	$1, (%r8,%rsi,8)
	cmpq	%r10, %r11
	jne	.L1126
	movq	%r12, 320(%rsp)
	movq	%r13, 328(%rsp)
	jmp	.L1120
.L1187:
	movq	64(%rbx), %rdi
	call	free@PLT
	jmp	.L1175
.L1296:
	movl	152(%rsp), %eax
	movl	360(%rsp,%rbp), %edx
	movl	%eax, -8(%r14)
	testl	%eax, %eax
	je	.L1094
	movq	256(%rsp), %rax
	movl	%edx, 112(%r14)
	pxor	%xmm0, %xmm0
	movl	$8, %esi
	movups	%xmm0, 148(%r14)
	movq	%rax, 104(%r14)
	movq	112(%rax), %rdi
	movups	%xmm0, 116(%r14)
	movups	%xmm0, 132(%r14)
	movups	%xmm0, 160(%r14)
	call	calloc@PLT
	testq	%rax, %rax
	movq	%rax, 144(%r14)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebx
	jmp	.L1093
.L1295:
	testl	%eax, %eax
	jle	.L1310
	movabsq	$4294967296, %rax
	movq	%rax, 368(%rsp)
	testl	%r12d, %r12d
	jne	.L1311
.L1211:
	movl	$1, %eax
	movb	$1, 291(%rsp)
	movl	$1, %r9d
	salq	$32, %rax
	movq	%rax, 376(%rsp)
	xorl	%eax, %eax
	movl	%eax, 244(%rsp)
	jmp	.L1092
	.p2align 4,,10
	.p2align 3
.L1190:
	movq	40(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1193
	movq	272(%rsp), %rbx
.L1090:
	movl	$-1, 292(%rsp)
.L1198:
.L1204:
	movq	376(%rbx), %rdi
	addq	$400, %rbx
	call	free@PLT
	movq	-16(%rbx), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movq	304(%rsp), %rax
	movups	%xmm0, -24(%rbx)
	cmpq	%rax, %rbx
	jne	.L1204
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movl	292(%rsp), %eax
	addq	$2104, %rsp
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
.L1309:
	.cfi_restore_state
	leaq	1696(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1195
	movq	272(%rsp), %rbx
	jmp	.L1090
	.p2align 4,,10
	.p2align 3
.L1308:
	leaq	1296(%rsp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L1192
	movq	272(%rsp), %rbx
	jmp	.L1090
	.p2align 4,,10
	.p2align 3
.L1094:
	movq	256(%rsp), %rsi
	movq	%r14, %rdi
	call	walk_start
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebx
	jmp	.L1093
.L1177:
	movq	96(%rbx), %rax
	movq	264(%rsp), %rsi
	movq	104(%rbx), %rdi
	movq	32(%rbx), %rdx
	movq	%rax, 232(%rsi,%rbp,8)
	jmp	.L1178
.L1182:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1183
.L1310:
	movl	1768(%rsp), %ecx
	testl	%ecx, %ecx
	jle	.L1312
	movq	$0, 368(%rsp)
	testl	%r12d, %r12d
	jne	.L1313
	movq	$0, 376(%rsp)
	xorl	%r9d, %r9d
	movl	$0, 244(%rsp)
	movb	$0, 291(%rsp)
	jmp	.L1092
.L1185:
	movq	%rdi, %rax
	andl	$1, %edi
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1186
.L1290:
	movl	$0, 244(%rsp)
	jmp	.L1209
.L1298:
	movl	376(%rsp), %r10d
	movq	272(%rsp), %rbx
	testl	%r10d, %r10d
	jne	.L1314
.L1097:
	movl	380(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L1090
	movl	712(%rsp), %edi
	testl	%edi, %edi
	je	.L1100
	movq	864(%rsp), %rdi
	call	free@PLT
	jmp	.L1090
.L1314:
	movl	528(%rsp), %r9d
	testl	%r9d, %r9d
	jne	.L1098
	movq	592(%rsp), %rdi
	call	free@PLT
	jmp	.L1097
.L1098:
	movq	680(%rsp), %rdi
	call	free@PLT
	jmp	.L1097
.L1312:
	movq	264(%rsp), %rax
	movq	272(%rsp), %rbx
	leaq	1024(%rsp), %rcx
	pxor	%xmm0, %xmm0
	movq	%rbp, 248(%rax)
	movq	%rax, %rdx
	movq	40(%rsp), %rax
	addq	$1328, %rax
.L1203:
	movq	-96(%rcx), %xmm1
	movq	-128(%rcx), %rsi
	movups	%xmm0, (%rdx)
	leaq	8(%rdx), %rdi
	movups	%xmm0, 48(%rdx)
	movhps	-112(%rcx), %xmm1
	movq	%rsi, (%rdx)
	xorl	%esi, %esi
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movups	%xmm1, 56(%rdx)
.L1202:
	movdqa	(%rcx,%rsi), %xmm6
	movups	%xmm6, (%rdi,%rsi)
	addq	$16, %rsi
	cmpq	$48, %rsi
	jne	.L1202
	addq	$400, %rcx
	addq	$72, %rdx
	cmpq	%rcx, %rax
	jne	.L1203
	jmp	.L1204
.L1313:
	movb	$0, 291(%rsp)
	xorl	%r9d, %r9d
	jmp	.L1206
.L1100:
	movq	776(%rsp), %rdi
	call	free@PLT
	jmp	.L1090
.L1307:
	cmpb	$0, 289(%rsp)
	je	.L1171
	movq	%rbp, 1728(%rsp)
	jmp	.L1171
.L1311:
	cmpl	$0, 1768(%rsp)
	jle	.L1211
	movb	$1, 291(%rsp)
	movl	%r12d, %r9d
	jmp	.L1206
	.cfi_endproc
.LFE84:
	.size	walk_outcome, .-walk_outcome
	.section	.rodata.str1.8
	.align 8
.LC218:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC219:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB94:
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
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%r8, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$33096, %rsp
	.cfi_def_cfa_offset 33152
	leaq	96(%rsp), %rax
	movl	%esi, 28(%rsp)
	movq	%rdx, 40(%rsp)
	movl	%esi, %edx
	movq	%rdi, %rsi
	movq	%rax, %rdi
	movq	%r9, 56(%rsp)
	movq	%rax, 32(%rsp)
	call	walk_start
	testl	%eax, %eax
	jne	.L1344
	movq	33152(%rsp), %rax
	leaq	208(%rsp), %rbp
	movq	%rbx, %rsi
	leaq	320(%rsp), %rbx
	movq	%rbp, %rdi
	movq	$0, (%rax)
	movq	$0, (%r12)
	call	due_restart
	leaq	80(%rsp), %rax
	movq	%rax, (%rsp)
	leaq	72(%rsp), %rax
	movq	%rax, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L1325:
	xorl	%r14d, %r14d
	cmpl	$3, 28(%rsp)
	je	.L1342
	movq	208(%rsp), %rax
	movl	$4096, %esi
	movq	88(%rax), %rdx
	movq	216(%rsp), %rax
	movq	%rdx, %r14
	subq	%rax, %r14
	cmpq	%rsi, %r14
	cmova	%rsi, %r14
	cmpq	%rax, %rdx
	je	.L1342
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L1319:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%rbx,%r15,8)
	addq	$1, %r15
	cmpq	%r14, %r15
	jb	.L1319
.L1342:
	movq	%rbp, 16(%rsp)
	movq	%rbx, %r15
.L1323:
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%r15, 128(%rsp)
	movq	%r14, 136(%rsp)
	movq	$0, 144(%rsp)
	call	clock_gettime@PLT
	movq	40(%rsp), %rcx
	movq	(%r12), %rax
	movq	%r13, %rdx
	movq	88(%rsp), %r9
	movq	32(%rsp), %rdi
	imulq	$1000000000, 80(%rsp), %rbp
	leaq	(%rcx,%rax,8), %rsi
	subq	%rax, %rdx
	movq	%r9, 8(%rsp)
	call	walk_run
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %rbx
	call	clock_gettime@PLT
	movq	8(%rsp), %r9
	imulq	$1000000000, 80(%rsp), %rax
	movq	33152(%rsp), %rcx
	subq	%r9, %rax
	addq	88(%rsp), %rax
	subq	%rbp, %rax
	addq	%rax, (%rcx)
	movq	(%r12), %rax
	addq	%rbx, %rax
	movq	%rax, (%r12)
	cmpq	%r14, 144(%rsp)
	jb	.L1322
	cmpq	%r13, %rax
	jne	.L1321
	cmpl	$3, 28(%rsp)
	je	.L1345
.L1321:
	movq	%rbx, %r8
	movq	16(%rsp), %rbp
	movq	%r15, %rbx
	orq	%r14, %r8
	jne	.L1325
.L1324:
	movq	256(%rsp), %rdi
	call	free@PLT
	movq	248(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1326
	call	fclose@PLT
.L1326:
	movq	120(%rsp), %rax
	movq	56(%rsp), %rcx
	movq	152(%rsp), %rdi
	movq	%rax, (%rcx)
	call	free@PLT
	movq	184(%rsp), %rax
	addq	$33096, %rsp
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
.L1345:
	.cfi_restore_state
	movq	48(%rsp), %rsi
	movq	32(%rsp), %rdi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L1322
	orq	%rbx, %r14
	je	.L1324
	xorl	%r14d, %r14d
	jmp	.L1323
.L1322:
	movq	stderr(%rip), %rdi
	movq	%r13, %rdx
	leaq	.LC219(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L1344:
	movq	stderr(%rip), %rdi
	movq	112(%rbx), %rdx
	leaq	.LC218(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE94:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB125:
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
	subq	$568, %rsp
	.cfi_def_cfa_offset 624
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
	je	.L1366
	cmpl	$0, 104(%rdi)
	movq	%rdi, %r10
	jne	.L1366
	cmpl	$0, 32(%rdi)
	movq	%rdx, %rbx
	jne	.L1348
	movq	%rsi, %r11
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L1381
.L1348:
	movq	232(%rsp), %rbp
	movl	$262144, %eax
	cmpq	%rax, %rbp
	cmova	%rax, %rbp
	movq	%rbp, 232(%rsp)
	salq	$3, %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, (%rbx)
	movq	%rax, %r13
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, 8(%rbx)
	movq	%rax, %r12
	call	malloc@PLT
	testq	%r13, %r13
	sete	%dl
	testq	%r12, %r12
	movq	%rax, 16(%rbx)
	sete	%cl
	orb	%cl, %dl
	jne	.L1367
	testq	%rax, %rax
	je	.L1367
	leaq	40(%rsp), %rdx
	xorl	%eax, %eax
	movl	$24, %ecx
	cmpq	$0, 216(%rsp)
	movq	%rdx, %rdi
	leaq	144(%rsp), %r14
	rep stosl
	movq	%r14, 32(%rsp)
	je	.L1349
.L1380:
	leaq	72(%rsp), %r15
.L1350:
	xorl	%ebp, %ebp
	leaq	32(%rsp), %r13
	cmpq	$0, 232(%rsp)
	je	.L1356
	.p2align 4,,10
	.p2align 3
.L1353:
	movq	16(%rbx), %rax
	movq	%r13, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	232(%rsp), %rbp
	jb	.L1353
.L1356:
	movq	%r15, %rdi
	leaq	8(%rsp), %r12
	leaq	24(%rsp), %rbp
	call	numbers_close
	movq	16(%rbx), %rax
	movq	%r12, %r9
	movq	%rbp, %r8
	movl	$1, %esi
	movq	%r14, %rdi
	movq	%rax, 216(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 632
	leaq	24(%rsp), %r13
	pushq	%r13
	.cfi_def_cfa_offset 640
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
	.cfi_def_cfa_offset 632
	popq	%rsi
	.cfi_def_cfa_offset 624
	cmpq	%rcx, %rax
	jnb	.L1382
	movq	16(%rbx), %r8
	movq	8(%rbx), %rsi
	movq	168(%rsp), %rdi
	jmp	.L1357
	.p2align 4,,10
	.p2align 3
.L1359:
	addq	$1, %rax
	movq	%rax, 32(%rbx)
	cmpq	%rax, %rcx
	je	.L1358
.L1357:
	movq	(%rsi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rdi
	jnb	.L1359
	movq	%rax, 40(%rbx)
	cmpq	%rcx, %rax
	jnb	.L1362
	movq	144(%rsp), %rdi
	movq	%rax, %rdx
	jmp	.L1361
	.p2align 4,,10
	.p2align 3
.L1363:
	addq	$1, %rdx
	movq	%rdx, 40(%rbx)
	cmpq	%rdx, %rcx
	je	.L1362
.L1361:
	cmpq	(%rsi,%rdx,8), %rdi
	jb	.L1363
.L1362:
	cmpq	%rcx, %rax
	setnb	%al
	movzbl	%al, %eax
	jmp	.L1346
.L1366:
	movl	$1, %eax
.L1346:
	addq	$568, %rsp
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
.L1381:
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
	jmp	.L1348
.L1349:
	movl	176(%rsp), %eax
	testl	%eax, %eax
	je	.L1380
	subl	$1, %eax
	je	.L1383
	leaq	304(%rsp), %rbp
	leaq	72(%rsp), %r15
	xorl	%ecx, %ecx
	movl	$256, %r9d
	movq	208(%rsp), %rsi
	movq	%rbp, %r8
	leaq	.LC149(%rip), %rdx
	movq	%r15, %rdi
	call	numbers_open
	testl	%eax, %eax
	je	.L1350
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC184(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L1383:
	movsd	192(%rsp), %xmm0
	movq	200(%rsp), %rax
	movsd	%xmm0, 48(%rsp)
	movq	%rax, 64(%rsp)
	jmp	.L1380
.L1382:
	movq	%rax, 40(%rbx)
	jmp	.L1362
.L1367:
	orl	$-1, %eax
	jmp	.L1346
.L1358:
	movq	%rcx, 40(%rbx)
	jmp	.L1362
	.cfi_endproc
.LFE125:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB45:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L1391
	testq	%r8, %r8
	je	.L1391
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
	jne	.L1384
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L1394
.L1386:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L1384:
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
.L1391:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L1394:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L1389
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L1387:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L1395
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L1386
	.p2align 4,,10
	.p2align 3
.L1389:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L1387
.L1395:
	movl	$1, 24(%rbx)
	jmp	.L1384
	.cfi_endproc
.LFE45:
	.size	dist_add, .-dist_add
	.section	.rodata.str1.1
.LC220:
	.string	"sum_ns"
.LC221:
	.string	"corrected"
.LC222:
	.string	"stalls"
.LC223:
	.string	"closed"
.LC224:
	.string	"open"
.LC225:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB87:
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
.L1397:
	movq	%r10, 24(%rsp)
	movq	16(%rsp), %r14
	movq	%r10, %r12
	movq	%r13, %rbp
	leaq	PCT_NAME(%rip), %rbx
	jmp	.L1400
	.p2align 4,,10
	.p2align 3
.L1398:
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%r13, %rdx
	xorl	%eax, %eax
	leaq	.LC65(%rip), %rdi
	call	printf@PLT
.L1399:
	addq	$8, %rbx
	leaq	48+PCT_NAME(%rip), %rax
	addq	$8, %r12
	addq	$8, %r14
	cmpq	%rbx, %rax
	je	.L1419
.L1400:
	movq	(%r12), %r9
	movq	(%r14), %r8
	movq	(%rbx), %rcx
	movq	0(%rbp), %r13
	cmpq	%r8, %r9
	jne	.L1398
	addq	$1, (%r15)
	jmp	.L1399
	.p2align 4,,10
	.p2align 3
.L1419:
	movq	%rbp, %rax
	movq	24(%rsp), %r10
	movq	%r13, %rbp
	movq	%rax, %r13
	movq	16(%rsp), %rax
	movq	48(%r10), %r9
	movq	48(%rax), %r8
	cmpq	%r8, %r9
	je	.L1420
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC7(%rip), %rcx
	leaq	.LC65(%rip), %rdi
	movq	%r10, 24(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r10
.L1402:
	movq	16(%rsp), %rax
	movq	56(%r10), %r9
	movq	56(%rax), %r8
	cmpq	%r8, %r9
	je	.L1421
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC220(%rip), %rcx
	leaq	.LC65(%rip), %rdi
	movq	%r10, 24(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r10
.L1404:
	addq	$8, %r13
	leaq	24+SET_NAME(%rip), %rax
	addq	$72, 16(%rsp)
	addq	$72, %r10
	cmpq	%rax, %r13
	jne	.L1397
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbx
	movq	%r15, %rbp
	movq	144(%rbx), %r9
	movq	144(%r12), %r8
	cmpq	%r8, %r9
	je	.L1422
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC2(%rip), %rcx
	leaq	.LC221(%rip), %rdx
	leaq	.LC65(%rip), %rdi
	call	printf@PLT
.L1407:
	movq	216(%rbx), %r9
	movq	216(%r12), %r8
	cmpq	%r8, %r9
	je	.L1423
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC222(%rip), %rcx
	leaq	.LC223(%rip), %rdx
	leaq	.LC65(%rip), %rdi
	call	printf@PLT
.L1409:
	movq	224(%rbx), %r9
	movq	224(%r12), %r8
	cmpq	%r8, %r9
	je	.L1424
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC222(%rip), %rcx
	leaq	.LC224(%rip), %rdx
	leaq	.LC65(%rip), %rdi
	call	printf@PLT
.L1411:
	movq	232(%rbx), %r9
	movq	232(%r12), %r8
	cmpq	%r8, %r9
	je	.L1425
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC225(%rip), %rcx
	leaq	.LC223(%rip), %rdx
	leaq	.LC65(%rip), %rdi
	call	printf@PLT
.L1413:
	movq	240(%rbx), %r9
	movq	240(%r12), %r8
	cmpq	%r8, %r9
	je	.L1426
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC225(%rip), %rcx
	leaq	.LC224(%rip), %rdx
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
.L1421:
	.cfi_restore_state
	addq	$1, (%r15)
	jmp	.L1404
	.p2align 4,,10
	.p2align 3
.L1420:
	addq	$1, (%r15)
	jmp	.L1402
	.p2align 4,,10
	.p2align 3
.L1422:
	addq	$1, (%r15)
	jmp	.L1407
	.p2align 4,,10
	.p2align 3
.L1426:
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
.L1425:
	.cfi_restore_state
	addq	$1, 0(%rbp)
	jmp	.L1413
	.p2align 4,,10
	.p2align 3
.L1424:
	addq	$1, 0(%rbp)
	jmp	.L1411
	.p2align 4,,10
	.p2align 3
.L1423:
	addq	$1, 0(%rbp)
	jmp	.L1409
	.cfi_endproc
.LFE87:
	.size	check_outcome, .-check_outcome
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB55:
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
	je	.L1428
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
	jnb	.L1482
.L1429:
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
.L1431:
	movq	32(%rsp), %rax
	imulq	%rbx, %rax
	addq	%r14, %rax
	movq	%rax, 240(%r12)
	movl	104(%rbp), %eax
	testl	%eax, %eax
	je	.L1483
.L1433:
	cmpl	$1, %eax
	jne	.L1442
	subq	%r9, %r15
	movq	%r15, %r8
	testq	%r9, %r9
	je	.L1443
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
	jb	.L1444
	movq	48(%rsp), %r11
	movq	(%rsp), %rax
	imulq	%r11, %rbx
	addq	%rax, %rbx
	jmp	.L1441
	.p2align 4,,10
	.p2align 3
.L1428:
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
	jmp	.L1429
	.p2align 4,,10
	.p2align 3
.L1442:
	movq	8(%rbp), %r9
	movq	0(%rbp), %rsi
	movq	96(%rbp), %rdi
	testq	%r9, %r9
	je	.L1446
	movq	16(%rbp), %r8
	movq	24(%rbp), %r10
	xorl	%r14d, %r14d
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L1447:
	movq	%r14, %rdx
	xorl	%eax, %eax
	imulq	%r8, %rdx
	addq	%r10, %rdx
	cmpq	%rbx, %rdx
	jb	.L1450
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%rsi
.L1450:
	testq	%rdi, %rdi
	je	.L1451
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%rbx, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L1452:
	testb	%dl, %dl
	jne	.L1453
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %rbx
	addq	$1, %r14
	je	.L1447
	testq	%r8, %r8
	jne	.L1447
.L1453:
	testq	%rdi, %rdi
	jne	.L1484
.L1449:
	movq	88(%rbp), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L1456:
	testq	%rax, %rax
	je	.L1455
	imulq	%rsi, %rax
	addq	%rax, %rbx
.L1455:
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
	jmp	.L1441
	.p2align 4,,10
	.p2align 3
.L1482:
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
	jnb	.L1485
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movl	$1, %r9d
.L1430:
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
	je	.L1431
	movq	32(%rsp), %rcx
	subq	%r11, %rcx
	cmpq	%rcx, 80(%rsp)
	jb	.L1431
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
	jne	.L1433
.L1483:
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
.L1440:
	movq	24(%rsp), %rax
	movq	(%rsp), %rsi
	cmpq	%r12, %r13
	movq	%r12, %rcx
	cmovbe	%r13, %rcx
	movq	8(%rsp), %rdx
	movq	(%rax,%r14), %rbx
	movq	%rbx, %r8
	cmpq	%rbp, %rsi
	jb	.L1434
	movq	%r15, %rdi
	call	dist_add
	cmpq	%r12, %r13
	jnb	.L1436
	movq	64(%rsp), %rax
	xorl	%edx, %edx
	divq	8(%rsp)
	leaq	-1(%r12), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r13, %rdx
	jnb	.L1486
.L1437:
	addq	$1, %rax
	cmpq	%r13, %rax
	cmovb	%r13, %rax
	cmpq	%r12, %rax
	jb	.L1462
.L1436:
	cmpq	$8, %r14
	je	.L1439
.L1487:
	movq	40(%rsp), %r12
	movl	$8, %r14d
	jmp	.L1440
	.p2align 4,,10
	.p2align 3
.L1451:
	leaq	(%rcx,%rax), %rdx
	cmpq	88(%rbp), %rdx
	setnb	%dl
	jmp	.L1452
	.p2align 4,,10
	.p2align 3
.L1434:
	movq	(%rsp), %rsi
	movq	%r15, %rdi
	call	dist_add
	movq	%r13, %rax
	cmpq	%r12, %r13
	jnb	.L1436
.L1462:
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
	jne	.L1487
.L1439:
	movq	48(%rsp), %r12
	movq	32(%rsp), %rbp
	movq	224(%r12), %rax
	movq	240(%r12), %rbx
	movq	%rax, 216(%r12)
.L1441:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%rbx, 232(%r12)
	jne	.L1459
	movl	144(%rbp), %edx
	movq	136(%rbp), %rsi
	movq	%r12, %rcx
	movq	%r15, %rdi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L1459
	movl	144(%rbp), %edx
	movq	16(%rsp), %rdi
	leaq	72(%r12), %rcx
	movq	136(%rbp), %rsi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L1459
	movl	128(%rbp), %edx
	testl	%edx, %edx
	je	.L1460
	movq	(%r12), %rax
	movq	$-1, %rsi
	cmpq	%r13, %rax
	jb	.L1461
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%r13
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	232(%r12), %rax
	divq	%rcx
	testq	%rax, %rax
	cmovne	%rax, %rsi
.L1461:
	movq	%rsi, 248(%r12)
	leaq	176(%rsp), %rbx
	movq	%r15, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	movl	200(%rsp), %eax
	testl	%eax, %eax
	jne	.L1459
	movl	144(%rbp), %edx
	movq	136(%rbp), %rsi
	movq	%rbx, %rdi
	leaq	144(%r12), %rcx
	call	dist_summarise
	negl	%eax
	sbbl	%ebx, %ebx
.L1458:
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
.L1460:
	.cfi_restore_state
	movq	120(%rbp), %rsi
	jmp	.L1461
	.p2align 4,,10
	.p2align 3
.L1443:
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
.L1444:
	movq	32(%rsp), %rax
	imulq	%rax, %rbx
	addq	%r14, %rbx
	jmp	.L1441
	.p2align 4,,10
	.p2align 3
.L1484:
	movq	%rcx, %r8
	cmpq	%rdi, %rbx
	jnb	.L1455
	subq	%rbx, %rdi
.L1448:
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rax,%rcx), %r8
	jmp	.L1456
	.p2align 4,,10
	.p2align 3
.L1485:
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
	jmp	.L1430
	.p2align 4,,10
	.p2align 3
.L1486:
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
	jmp	.L1437
	.p2align 4,,10
	.p2align 3
.L1459:
	movl	$-1, %ebx
	jmp	.L1458
.L1446:
	xorl	%r14d, %r14d
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	testq	%rdi, %rdi
	jne	.L1448
	jmp	.L1449
	.cfi_endproc
.LFE55:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC226:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB97:
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
	movq	%rcx, 8(%rsp)
	movq	%rax, (%rsp)
	movq	%rax, 96(%rsp)
	movq	%rax, 104(%rsp)
	movl	32(%rsi), %eax
	cmpl	$2, %eax
	je	.L1593
	cmpl	$3, %eax
	je	.L1592
	xorl	%eax, %eax
	movl	$32, %ecx
	movq	%rdx, %rdi
	rep stosq
	movq	$-1, %rax
	cmpq	$0, 8(%rbp)
	je	.L1515
	movq	24(%rbp), %rax
.L1515:
	leaq	176(%rsp), %r14
	movl	$1, %edi
	movq	%rax, 144(%rsp)
	movq	$0, 152(%rsp)
	movq	%r14, %rsi
	call	clock_gettime@PLT
	movl	32(%rbp), %eax
	movq	176(%rsp), %r12
	leaq	216(%rbx), %r9
	movq	184(%rsp), %r15
	testl	%eax, %eax
	movl	104(%rbp), %eax
	jne	.L1517
	testl	%eax, %eax
	jne	.L1517
	cmpq	$1, 112(%rbp)
	movl	$1, %esi
	jne	.L1520
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
	jmp	.L1519
	.p2align 4,,10
	.p2align 3
.L1517:
	leaq	by_kind.6(%rip), %rdx
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L1520
	movq	96(%rbp), %rax
	testq	%rax, %rax
	je	.L1520
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	112(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
.L1522:
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
	popq	%r11
	.cfi_def_cfa_offset 280
	popq	%r15
	.cfi_def_cfa_offset 272
.L1519:
	testq	%rax, %rax
	js	.L1523
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1524:
	testq	%r12, %r12
	je	.L1525
	js	.L1526
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L1527:
	divsd	%xmm1, %xmm0
.L1525:
	movq	8(%rsp), %rax
	cmpq	$0, 8(%rbp)
	movsd	%xmm0, (%rax)
	movq	$-1, %rax
	je	.L1528
	movq	24(%rbp), %rax
.L1528:
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 144(%rsp)
	movq	$0, 152(%rsp)
	call	clock_gettime@PLT
	movq	184(%rsp), %r10
	movq	8(%r13), %rdx
	movq	176(%rsp), %r15
	movq	%r10, 16(%rsp)
	movl	32(%rbp), %r10d
	testl	%r10d, %r10d
	jne	.L1529
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
	movq	16(%rsp), %r10
	imulq	$1000000000, 176(%rsp), %rax
	movq	152(%rsp), %rdx
	subq	%r10, %rax
	addq	184(%rsp), %rax
	movq	%rdx, 224(%rbx)
	subq	%r15, %rax
	movq	%rax, 128(%rsp)
	testq	%rax, %rax
	js	.L1531
.L1599:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	movq	(%rsp), %rax
	testq	%rax, %rax
	js	.L1533
.L1600:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1534:
	divsd	%xmm1, %xmm0
	movq	8(%rsp), %rax
	movl	128(%rbp), %edi
	movsd	%xmm0, 8(%rax)
	testl	%edi, %edi
	je	.L1535
	movq	112(%rbp), %rcx
	movq	$-1, %r9
	cmpq	%rcx, %r12
	jb	.L1536
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
.L1536:
	movq	%r9, 248(%rbx)
	movq	0(%r13), %rdi
	xorl	%r14d, %r14d
	xorl	%esi, %esi
	testq	%r12, %r12
	jne	.L1537
	jmp	.L1594
	.p2align 4,,10
	.p2align 3
.L1596:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	je	.L1595
.L1537:
	movq	(%rdi,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r9, %rax
	jb	.L1539
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L1539:
	addq	%r14, %rcx
	movq	%rcx, %r14
	jnc	.L1596
.L1542:
	movl	148(%rbp), %esi
	testl	%esi, %esi
	jne	.L1548
	movl	36(%r13), %ecx
	testl	%ecx, %ecx
	jne	.L1548
.L1547:
	movl	$3, 32(%r13)
.L1592:
	movq	8(%rsp), %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	xorl	%esi, %esi
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
	jmp	walk_outcome
	.p2align 4,,10
	.p2align 3
.L1520:
	.cfi_restore_state
	movq	88(%rbp), %rcx
	jmp	.L1522
.L1595:
	cmpq	$4194304, %rcx
	jbe	.L1597
	movl	148(%rbp), %edx
	testl	%edx, %edx
	je	.L1598
.L1549:
	movq	24(%r13), %rdx
	cmpq	%rcx, %rdx
	jnb	.L1591
	movq	%rcx, %rax
	shrq	$61, %rax
	jne	.L1548
.L1545:
	movq	16(%r13), %rdi
	leaq	0(,%rcx,8), %rsi
	movq	%rcx, 8(%rsp)
	call	realloc@PLT
	testq	%rax, %rax
	je	.L1548
	movq	8(%rsp), %rcx
	movq	248(%rbx), %r9
	movq	%rax, 16(%r13)
	movq	0(%r13), %rdi
	movq	%rcx, 24(%r13)
.L1538:
	movq	%r14, %r8
	movq	%rax, %rcx
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
	jne	.L1548
	movl	144(%rbp), %ecx
	movq	136(%rbp), %rdx
	leaq	72(%rbx), %r8
	movq	8(%r13), %rdi
	movq	(%rsp), %rsi
	call	summarise
	testl	%eax, %eax
	jne	.L1548
	movl	144(%rbp), %ecx
	movq	16(%r13), %rdi
	movq	%r14, %rsi
	leaq	144(%rbx), %r8
	movq	136(%rbp), %rdx
	call	summarise
	testl	%eax, %eax
	jne	.L1548
.L1488:
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
.L1535:
	.cfi_restore_state
	movq	120(%rbp), %r9
	jmp	.L1536
	.p2align 4,,10
	.p2align 3
.L1529:
	subq	$8, %rsp
	.cfi_def_cfa_offset 280
	leaq	224(%rbx), %r9
	xorl	%esi, %esi
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
	popq	%r8
	.cfi_def_cfa_offset 280
	popq	%r9
	.cfi_def_cfa_offset 272
	testq	%rax, %rax
	jns	.L1599
.L1531:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	movq	(%rsp), %rax
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rax, %rax
	jns	.L1600
.L1533:
	movq	(%rsp), %rsi
	pxor	%xmm1, %xmm1
	movq	%rsi, %rax
	andl	$1, %esi
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1534
.L1523:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1524
.L1597:
	testq	%rcx, %rcx
	je	.L1542
	movq	24(%r13), %rdx
	cmpq	%r14, %rdx
	jb	.L1545
.L1591:
	movq	16(%r13), %rax
	movq	%rdx, %r14
	jmp	.L1538
.L1598:
	movl	36(%r13), %eax
	testl	%eax, %eax
	jne	.L1549
	jmp	.L1547
.L1548:
	movl	$-1, %eax
	jmp	.L1488
.L1526:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1527
.L1593:
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
.L1504:
	movq	40(%rsp), %rax
	movq	$-1, %rdx
	cmpq	$0, 8(%rax)
	je	.L1490
	movq	24(%rax), %rdx
.L1490:
	movq	%rdx, 112(%rsp)
	movq	$0, 120(%rsp)
	testq	%rbx, %rbx
	je	.L1553
	xorl	%r9d, %r9d
	xorl	%r14d, %r14d
	leaq	112(%rsp), %rax
	movq	%rbp, 88(%rsp)
	movq	%rax, 64(%rsp)
	xorl	%r12d, %r12d
	movq	%r14, 16(%rsp)
	movq	%r9, 56(%rsp)
	.p2align 4,,10
	.p2align 3
.L1495:
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
	je	.L1601
	movq	16(%rsp), %r9
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
	movq	%rax, 16(%rsp)
	call	clock_gettime@PLT
	movq	48(%rsp), %r10
	movq	72(%rsp), %r9
	imulq	$1000000000, 128(%rsp), %rax
	addq	136(%rsp), %rax
	subq	%r10, %rax
	addq	%rax, 56(%rsp)
	movq	8(%r13), %r10
.L1493:
	xorl	%ecx, %ecx
	testq	%rbp, %rbp
	je	.L1499
	.p2align 4,,10
	.p2align 3
.L1494:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L1497
	testq	%rdx, %rdx
	jne	.L1497
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbp, %rcx
	jne	.L1494
.L1499:
	cmpq	%rbx, %r12
	jb	.L1495
	movq	56(%rsp), %r9
	movq	16(%rsp), %r14
	movq	88(%rsp), %rbp
	testq	%r9, %r9
	js	.L1500
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L1501:
	movq	120(%rsp), %rdx
	testq	%rbx, %rbx
	js	.L1602
.L1583:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L1503:
	divsd	%xmm1, %xmm0
	movq	32(%rsp), %rax
	movq	8(%rsp), %rsi
	movsd	%xmm0, (%rsi,%rax,8)
	movq	%rdx, 216(%rbp,%rax,8)
	movq	%r14, 232(%rbp,%rax,8)
	testq	%rax, %rax
	jne	.L1603
	movq	$1, 32(%rsp)
	jmp	.L1504
	.p2align 4,,10
	.p2align 3
.L1601:
	movq	16(%rsp), %r9
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
	movq	%rax, 16(%rsp)
	call	clock_gettime@PLT
	movq	48(%rsp), %r10
	movq	80(%rsp), %r9
	imulq	$1000000000, 128(%rsp), %rax
	addq	136(%rsp), %rax
	subq	%r10, %rax
	movq	0(%r13), %r10
	addq	%rax, 56(%rsp)
	jmp	.L1493
.L1603:
	movq	%rbp, %rbx
	movq	40(%rsp), %rbp
	movl	128(%rbp), %eax
	testl	%eax, %eax
	jne	.L1604
	movq	120(%rbp), %rsi
.L1506:
	cmpq	$0, 48(%r13)
	movq	%rsi, 248(%rbx)
	je	.L1557
	xorl	%r12d, %r12d
	leaq	144(%rsp), %r14
	jmp	.L1509
	.p2align 4,,10
	.p2align 3
.L1508:
	addq	$1, %r12
	cmpq	48(%r13), %r12
	jnb	.L1605
.L1509:
	movq	56(%r13), %rax
	movq	(%rax,%r12,8), %r8
	testq	%r8, %r8
	je	.L1508
	movq	40(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%r12, %rsi
	call	dist_add
	jmp	.L1508
.L1602:
	movq	%rbx, %rcx
	movq	%rbx, %rsi
	pxor	%xmm1, %xmm1
	shrq	%rcx
	andl	$1, %esi
	orq	%rsi, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1503
.L1500:
	movq	%r9, %rdx
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%r9, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1501
.L1604:
	movq	(%rsp), %rdi
	movq	$-1, %rsi
	testq	%rdi, %rdi
	je	.L1506
	movq	232(%rbx), %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%rdi
	testq	%rax, %rax
	cmovne	%rax, %rsi
	jmp	.L1506
.L1605:
	movq	248(%rbx), %rsi
	movl	168(%rsp), %r13d
.L1507:
	leaq	176(%rsp), %r12
	movq	%r14, %rdi
	movq	%r12, %rdx
	call	dist_correct
	orl	200(%rsp), %r13d
	jne	.L1512
	movl	144(%rbp), %edx
	movq	136(%rbp), %rsi
	movq	%rbx, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L1512
	movl	144(%rbp), %edx
	movq	136(%rbp), %rsi
	leaq	72(%rbx), %rcx
	movq	72(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L1512
	movl	144(%rbp), %edx
	movq	136(%rbp), %rsi
	leaq	144(%rbx), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	negl	%eax
	sbbl	%eax, %eax
.L1511:
	movl	%eax, (%rsp)
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	movl	(%rsp), %eax
	jmp	.L1488
.L1594:
	movq	24(%r13), %r14
	movq	16(%r13), %rax
	jmp	.L1538
.L1497:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC226(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L1553:
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	pxor	%xmm0, %xmm0
	jmp	.L1583
.L1512:
	movl	$-1, %eax
	jmp	.L1511
.L1557:
	xorl	%r13d, %r13d
	leaq	144(%rsp), %r14
	jmp	.L1507
	.cfi_endproc
.LFE97:
	.size	run_once, .-run_once
	.section	.rodata.str1.8
	.align 8
.LC228:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC229:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC230:
	.string	"percentiles.svg"
.LC231:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC232:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC233:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB135:
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
	subq	$360, %rsp
	.cfi_def_cfa_offset 416
	movl	32(%rdx), %eax
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
	cmpl	$3, %eax
	je	.L1670
	movq	%rdi, %rbp
	movq	%rdx, %r15
	movq	%rcx, %rbx
	cmpl	$2, %eax
	je	.L1671
	leaq	272(%rsp), %r14
	movq	(%rcx), %rsi
	movq	(%r15), %rdi
	movq	%r14, %rdx
	call	table_from_sorted
	testl	%eax, %eax
	je	.L1662
.L1645:
	leaq	144(%rsp), %r13
	leaq	112(%rsp), %r12
.L1634:
	orl	$-1, %ebx
.L1621:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC233(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1631:
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
.L1606:
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
.L1662:
	.cfi_restore_state
	movq	72(%rbx), %rsi
	movq	8(%r15), %rdi
	leaq	296(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1645
	movq	144(%rbx), %rsi
	movq	16(%r15), %rdi
	leaq	320(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1645
	leaq	144(%rsp), %r13
	leaq	112(%rsp), %r12
.L1626:
	leaq	48(%rsp), %rax
	xorl	%r8d, %r8d
	movq	%r12, 16(%rsp)
	movq	%rax, 8(%rsp)
	movq	%r8, %r12
.L1625:
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
	jne	.L1666
	cmpl	$0, 40(%rsp)
	jne	.L1627
.L1629:
	addq	$8, %r12
	cmpq	$24, %r12
	jne	.L1625
	leaq	.LC229(%rip), %rax
	movq	%r14, %xmm1
	leaq	176(%rsp), %rcx
	movq	%rbp, %rdi
	movq	%rax, %xmm0
	movq	16(%rsp), %r12
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	punpcklqdq	%xmm1, %xmm0
	leaq	.LC230(%rip), %rsi
	movl	$3, 192(%rsp)
	movaps	%xmm0, 176(%rsp)
	movq	%rax, %xmm0
	movhps	8(%rsp), %xmm0
	movups	%xmm0, 200(%rsp)
	call	export_file
	testl	%eax, %eax
	jne	.L1634
	leaq	224(%rsp), %r14
	movq	(%rsp), %rdi
	movl	$20, %esi
	movq	%r14, %rdx
	call	first_stall_window
	testl	%eax, %eax
	je	.L1672
	jns	.L1673
	movq	224(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
.L1669:
	call	free@PLT
	jmp	.L1634
.L1671:
	xorl	%r13d, %r13d
	cmpq	$0, 48(%rdx)
	leaq	112(%rsp), %r12
	jne	.L1610
	jmp	.L1614
	.p2align 4,,10
	.p2align 3
.L1613:
	addq	$1, %r13
	cmpq	48(%r15), %r13
	jnb	.L1614
.L1610:
	movq	56(%r15), %rax
	movq	(%rax,%r13,8), %r8
	testq	%r8, %r8
	je	.L1613
	movl	136(%rsp), %eax
	testl	%eax, %eax
	jne	.L1613
	movq	40(%r15), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	imulq	%r13, %rsi
	call	dist_add.part.0
	jmp	.L1613
.L1614:
	movq	248(%rbx), %rsi
	leaq	144(%rsp), %r13
	movq	%r12, %rdi
	movq	%r13, %rdx
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L1634
	leaq	272(%rsp), %r14
	leaq	40(%r15), %rdi
	movq	%r14, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1634
	leaq	296(%rsp), %rsi
	leaq	64(%r15), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L1634
	leaq	224(%rsp), %r15
	movl	$6, %ecx
	movq	%rbx, 16(%rsp)
	movq	%r15, %rdi
	movq	%r12, 24(%rsp)
	rep stosl
	movq	%rbp, 8(%rsp)
	movq	%rcx, %rbp
.L1615:
	cmpq	152(%rsp), %rbp
	jnb	.L1618
	testl	%eax, %eax
	jne	.L1618
	movq	%rbp, %rcx
	xorl	%r12d, %r12d
	salq	$5, %rcx
	addq	144(%rsp), %rcx
	cmpq	$0, 16(%rcx)
	movq	%rcx, %rbx
	jne	.L1616
	jmp	.L1619
	.p2align 4,,10
	.p2align 3
.L1674:
	testl	%eax, %eax
	jne	.L1619
.L1616:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movq	%r15, %rdi
	movq	24(%rbx), %rdx
	imulq	%r12, %rax
	addq	$1, %r12
	subq	%rax, %rsi
	call	table_push
	cmpq	16(%rbx), %r12
	jb	.L1674
.L1619:
	addq	$1, %rbp
	jmp	.L1615
.L1627:
	leaq	VALUES.1(%rip), %rax
	movq	%r15, %rcx
	leaq	values_writer(%rip), %rdx
	movq	%rbp, %rdi
	movq	(%rax,%r12), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L1629
.L1666:
	movq	16(%rsp), %r12
	jmp	.L1634
.L1672:
	movq	(%rsp), %rax
	leaq	80(%rsp), %rcx
	movq	%rbp, %rdi
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC231(%rip), %rsi
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
	jne	.L1621
	xorl	%ebx, %ebx
	jmp	.L1631
.L1618:
	movq	8(%rsp), %rbp
	movq	16(%rsp), %rbx
	movq	24(%rsp), %r12
	movq	224(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1669
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
	jmp	.L1622
.L1675:
	cmpq	%r15, %rbp
	jnb	.L1637
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r12, %rdi
	addq	$1, %rbp
	addq	$16, %rbx
	call	table_push
.L1622:
	testl	%eax, %eax
	je	.L1675
.L1637:
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rbp
	movl	%eax, 44(%rsp)
	movq	8(%rsp), %rbx
	movq	32(%rsp), %r12
	call	free@PLT
	movl	44(%rsp), %eax
	testl	%eax, %eax
	je	.L1626
	jmp	.L1634
.L1673:
	leaq	.LC232(%rip), %rdi
	xorl	%ebx, %ebx
	call	puts@PLT
	movq	224(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movq	240(%rsp), %rdi
	call	free@PLT
	jmp	.L1631
.L1670:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	orl	$-1, %ebx
	leaq	.LC228(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1606
	.cfi_endproc
.LFE135:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.1
.LC234:
	.string	"the scenario's trace"
.LC235:
	.string	" (the trace's mean)"
	.section	.rodata.str1.8
	.align 8
.LC236:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.section	.rodata.str1.1
.LC237:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC238:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC239:
	.string	"the latencies have too many possible values"
	.align 8
.LC240:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC241:
	.string	"200000000 (--exact-by sort keeps every sample)"
	.section	.rodata.str1.1
.LC242:
	.string	"load %"
.LC243:
	.string	"stall us"
.LC244:
	.string	"sim"
.LC245:
	.string	"formula"
.LC246:
	.string	"reference"
.LC247:
	.string	"closed-form"
.LC248:
	.string	"sweep-load.svg"
.LC249:
	.string	"sweep-stall.svg"
.LC250:
	.string	"s"
.LC254:
	.string	"default"
.LC255:
	.string	"seed 000"
.LC256:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC258:
	.string	"RESULT clock ghz=%.3f runs=%d\n"
	.section	.rodata.str1.1
.LC259:
	.string	"--self-test"
.LC260:
	.string	"rank n=1 p=0"
.LC261:
	.string	"rank n=1 p=100"
.LC262:
	.string	"rank n=1 p=0 ceil"
.LC263:
	.string	"rank n=1 p=100 ceil"
.LC264:
	.string	"rank n=10 p=0"
.LC265:
	.string	"rank n=10 p=100"
.LC266:
	.string	"rank n=10 p=50"
.LC267:
	.string	"rank n=10 p=95 rounds half up"
.LC268:
	.string	"rank n=10 p=94.9 rounds down"
.LC269:
	.string	"rank n=10 p=90.1 ceil"
.LC270:
	.string	"rank n=119980 p=99"
.LC271:
	.string	"rank n=119980 p=99.9"
.LC272:
	.string	"rank n=119980 p=99 ceil"
.LC273:
	.string	"rank n=2^62 p=99.99 exact"
.LC275:
	.string	"hdr fixture corrected count"
.LC276:
	.string	"hdr fixture correct_co"
.LC277:
	.string	"hdr fixture corrected p50"
.LC278:
	.string	"hdr fixture corrected p90"
.LC279:
	.string	"hdr fixture corrected p99"
.LC280:
	.string	"hdr fixture corrected max"
.LC281:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC282:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC283:
	.string	"correction of one interval"
.LC284:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC285:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC286:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC287:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC288:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC289:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC292:
	.string	"reference server agrees, start %lu"
	.align 8
.LC293:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC294:
	.string	"in service at a stall: extended by it"
	.align 8
.LC295:
	.string	"starting in a stall: waits for its end"
	.section	.rodata.str1.1
.LC296:
	.string	"200us"
.LC297:
	.string	"0.3us"
.LC298:
	.string	"0.5s"
.LC299:
	.string	"1.000000001s"
.LC300:
	.string	"0"
.LC301:
	.string	"250"
.LC302:
	.string	"0.5ns"
.LC303:
	.string	"ms"
.LC304:
	.string	"-1ms"
.LC305:
	.string	"5parsecs"
.LC306:
	.string	"1.ms"
.LC307:
	.string	"99999999999999999999s"
.LC308:
	.string	"4611686018427387904ns"
.LC309:
	.string	"--help"
.LC310:
	.string	"-h"
.LC311:
	.string	"QUICK"
.LC312:
	.string	"REPS"
.LC313:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC314:
	.string	"QUICK '%s' is not valid: use QUICK=1, QUICK=0 or leave it unset"
	.align 8
.LC315:
	.string	"REPS '%s' is not valid: a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC316:
	.string	"--scenario"
.LC317:
	.string	"out of memory"
.LC318:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC319:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests or hundred-requests-exercise"
	.align 8
.LC320:
	.string	"--scenario '%s' is not valid: %s"
	.align 8
.LC321:
	.string	"out of memory reading the options"
	.section	.rodata.str1.1
.LC322:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC323:
	.string	"both set the length of the run: "
	.align 8
.LC324:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC325:
	.string	"%s, from %s"
.LC326:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC327:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC328:
	.string	"use --correct FILE"
.LC329:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC330:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC331:
	.string	"%s"
.LC332:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC333:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC334:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC335:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC336:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC337:
	.string	"bench: the corrected trace does not fit in memory\n"
	.align 8
.LC338:
	.string	"bench: the trace's latency sum does not fit in 64 bits\n"
	.align 8
.LC339:
	.string	"bench: out of memory, or a sum beyond 64 bits, checking the trace\n"
	.align 8
.LC340:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC341:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC342:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC343:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC344:
	.string	"recorded"
.LC345:
	.string	"ratio"
.LC346:
	.string	"\n%-10s %9s"
.LC347:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC348:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC349:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC350:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC351:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC352:
	.string	"recorded.hgrm"
.LC353:
	.string	"corrected.hgrm"
	.section	.rodata.str1.8
	.align 8
.LC354:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC355:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC356:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC357:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC358:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC359:
	.string	"takes one connection: "
.LC360:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC361:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC362:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC364:
	.string	"lower --rate or shorten the run"
	.align 8
.LC365:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC366:
	.string	"--schedule poisson: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC368:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC369:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC370:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC371:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC372:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC373:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC374:
	.string	"--arrivals '%s': no due time falls within %s"
	.align 8
.LC375:
	.string	"shorten --duration or --interval"
	.align 8
.LC376:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.align 8
.LC377:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC378:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC379:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC380:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC381:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC382:
	.string	"back-to-back may send more than %s requests: %s"
	.align 8
.LC383:
	.string	"shorten it or the service and stall times"
	.align 8
.LC384:
	.string	"the run may not fit in 64-bit nanoseconds: %s%s"
	.align 8
.LC385:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sort"
	.align 8
.LC386:
	.string	"--sweep runs on the fixed schedule with a fixed expected interval: drop --schedule, --arrivals and mean"
	.align 8
.LC387:
	.string	"bench: out of memory in the sweep\n"
	.section	.rodata.str1.1
.LC388:
	.string	"checked"
.LC389:
	.string	"%-10s %-8s"
.LC390:
	.string	" | %-10s %10s %10s"
.LC391:
	.string	"\n%-10s %-8s"
.LC392:
	.string	"p50"
.LC393:
	.string	" | "
.LC394:
	.string	"%s%10s"
.LC395:
	.string	"p99"
.LC396:
	.string	"p99.9"
.LC397:
	.string	"%-10lu"
.LC398:
	.string	"%-10s"
.LC399:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC400:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC401:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC402:
	.string	" %s_%s_ns=%lu"
.LC403:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC404:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC405:
	.string	"cross-check: no closed form: %s\n"
	.align 8
.LC406:
	.string	"bench: out of memory in the cross-check\n"
	.section	.rodata.str1.1
.LC407:
	.string	"expected_ns"
.LC408:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC409:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC410:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC411:
	.string	"bench: out of memory, or a sum beyond 64 bits, computing the expected outcome\n"
	.align 8
.LC412:
	.string	"coordinated omission on a virtual clock: closed loop, open loop, corrected"
	.section	.rodata.str1.1
.LC413:
	.string	"scenario: %s\n"
.LC414:
	.string	"server: service %s us; "
.LC415:
	.string	"no stalls"
.LC416:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC417:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC418:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC419:
	.string	"schedule: %s, %lu requests, mean gap %s us\n"
	.align 8
.LC420:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC421:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC422:
	.string	"\ncorrection: expected interval "
	.align 8
.LC423:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC424:
	.string	"%s us"
	.section	.rodata.str1.8
	.align 8
.LC425:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC426:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC427:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC428:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC429:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC430:
	.string	"samples: counted exactly on a lattice of %lu ns steps (%lu values), %d requests a chunk\n"
	.align 8
.LC431:
	.string	"samples: every one kept and sorted"
	.align 8
.LC432:
	.string	"samples: none kept; each rep walks the run again until every percentile is found exactly, %d counters a percentile\n"
	.section	.rodata.str1.1
.LC433:
	.string	"runs: 1 warmup + %u reps\n"
	.section	.rodata.str1.8
	.align 8
.LC434:
	.string	"bench: out of memory for the corrected set, or a sum beyond 64 bits\n"
	.align 8
.LC435:
	.string	"samples: the corrected set would hold more than %d values; every rep now walks the run again in passes instead, keeping none\n"
	.section	.rodata.str1.1
.LC436:
	.string	" warmup"
.LC437:
	.string	"rep=%u%s set=%s"
.LC438:
	.string	" slow=%lu sum_ns=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC439:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC440:
	.string	"cv"
.LC441:
	.string	" %6s\n"
.LC442:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC443:
	.string	"percentiles in us, minimum over %u reps (cv: the largest over the percentiles);\nslow: samples above %s us, median over reps\n\n"
	.align 8
.LC444:
	.string	"simulation cost, %-6s loop: min %.3f ns per request, median %.3f, cv %.3f\n"
	.align 8
.LC445:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC446:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC447:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC448:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC449:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC450:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC451:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.section	.rodata.str1.1
.LC452:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC453:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.section	.rodata.str1.1
.LC454:
	.string	"stall length"
	.section	.rodata.str1.8
	.align 8
.LC455:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC456:
	.string	"base: service %s us"
.LC457:
	.string	", stall %s us"
.LC458:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC459:
	.string	", %s us of schedule per point\n\n"
	.align 8
.LC460:
	.string	"--correct '%s': out of memory at line %lu"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB162:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	%edi, %edx
	movl	$36, %ecx
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
	subq	$6120, %rsp
	.cfi_def_cfa_offset 6176
	movdqa	.LC251(%rip), %xmm0
	leaq	1216(%rsp), %rax
	movl	%edi, 16(%rsp)
	movq	%rax, 48(%rsp)
	movq	%rax, %rdi
	xorl	%eax, %eax
	rep stosq
	leaq	.LC255(%rip), %rax
	movaps	%xmm0, 1216(%rsp)
	movdqa	.LC252(%rip), %xmm0
	leaq	.LC254(%rip), %rcx
	movq	%rax, %xmm3
	movq	%rsi, 40(%rsp)
	movaps	%xmm0, 1232(%rsp)
	movdqa	.LC253(%rip), %xmm0
	movq	$200000, 1256(%rsp)
	movaps	%xmm0, 1328(%rsp)
	movq	%rcx, %xmm0
	movq	$1000000, 1352(%rsp)
	punpcklqdq	%xmm3, %xmm0
	movl	$31, 1368(%rsp)
	movups	%xmm0, 1464(%rsp)
	cmpl	$2, %edx
	je	.L2159
.L1677:
	leaq	.LC311(%rip), %rdi
	call	getenv@PLT
	leaq	.LC312(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %rbp
	testq	%rbx, %rbx
	je	.L1986
	leaq	.LC313(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	cmpb	$0, (%rbx)
	movl	%eax, %r12d
	je	.L1725
	leaq	.LC300(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2160
.L1725:
	xorl	%eax, %eax
	testl	%r12d, %r12d
	sete	%al
.L1724:
	movl	%eax, 1488(%rsp)
	testq	%rbp, %rbp
	je	.L1727
	cmpb	$0, 0(%rbp)
	jne	.L2161
.L1727:
	cmpl	$2, 16(%rsp)
	jle	.L2162
	movl	16(%rsp), %eax
	movq	40(%rsp), %rcx
	leaq	960(%rsp), %r12
	leaq	.LC11(%rip), %rbp
	subl	$3, %eax
	leaq	8(%rcx), %r14
	leaq	16(%rcx,%rax,8), %rax
	movq	%r14, %r15
	movq	%rax, 8(%rsp)
	leaq	.LC316(%rip), %rax
	movq	%rax, (%rsp)
	leaq	1504(%rsp), %rax
	movq	%rax, 56(%rsp)
	jmp	.L1741
	.p2align 4,,10
	.p2align 3
.L1730:
	addq	$8, %r15
	cmpq	%r15, 8(%rsp)
	je	.L2163
.L1741:
	movq	(%r15), %rdi
	movq	(%rsp), %rsi
	call	strcmp@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L1730
	movq	8(%r15), %rax
	leaq	SCENARIOS(%rip), %r14
	movq	%rax, 24(%rsp)
	movq	%r14, %rax
	movl	%ebx, %r14d
	movq	%rax, %rbx
.L1732:
	movq	(%rbx), %rax
	movq	24(%rsp), %rdi
	movq	%rax, %rsi
	movq	%rax, 32(%rsp)
	call	strcmp@PLT
	movl	%eax, %r13d
	testl	%eax, %eax
	je	.L1731
	addl	$1, %r14d
	addq	$24, %rbx
	cmpl	$5, %r14d
	jne	.L1732
	leaq	1504(%rsp), %rbx
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC319(%rip), %r8
	leaq	.LC320(%rip), %rdx
	movl	$512, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
.L2147:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC184(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1726:
	movl	$2, %ebx
.L1729:
	movq	1480(%rsp), %rdi
	call	free@PLT
	movq	1496(%rsp), %rdi
	call	free@PLT
.L1676:
	addq	$6120, %rsp
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
.L1731:
	.cfi_restore_state
	movq	1480(%rsp), %rdi
	movslq	%r14d, %rbx
	movq	$0, 960(%rsp)
	call	free@PLT
	leaq	(%rbx,%rbx,2), %rax
	leaq	SCENARIOS(%rip), %rdi
	movq	16(%rdi,%rax,8), %rdi
	call	strdup@PLT
	movq	%rax, 1480(%rsp)
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2164
	movq	%r12, %rdx
	movq	%rbp, %rsi
	leaq	2016(%rsp), %r14
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L1736
	movl	$1, %r13d
	leaq	2016(%rsp), %r14
	.p2align 4,,10
	.p2align 3
.L1737:
	movq	%rax, -8(%r14,%r13,8)
	movq	%r12, %rdx
	xorl	%edi, %edi
	movq	%rbp, %rsi
	call	strtok_r@PLT
	movq	%r13, %r9
	testq	%rax, %rax
	setne	%cl
	cmpl	$31, %r13d
	setle	%dl
	addq	$1, %r13
	testb	%dl, %cl
	jne	.L1737
	movl	%r9d, %r13d
.L1736:
	leaq	(%rbx,%rbx,2), %rax
	movq	56(%rsp), %rcx
	movq	%r14, %rdx
	movl	%r13d, %esi
	movq	32(%rsp), %xmm0
	leaq	SCENARIOS(%rip), %rdi
	movq	%rcx, %rbx
	movhps	8(%rdi,%rax,8), %xmm0
	movq	48(%rsp), %rdi
	movups	%xmm0, 1464(%rsp)
	call	apply_args.constprop.0
	testl	%eax, %eax
	jne	.L2147
	addq	$8, %r15
	cmpq	%r15, 8(%rsp)
	jne	.L1741
.L2163:
	movslq	16(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	je	.L1739
.L1743:
	xorl	%r9d, %r9d
	xorl	%eax, %eax
	movq	%r15, 24(%rsp)
	xorl	%ebp, %ebp
	movl	%r9d, 8(%rsp)
	movl	$1, %r12d
	leaq	.LC112(%rip), %r13
	movl	%eax, %r15d
	.p2align 4,,10
	.p2align 3
.L1747:
	movq	40(%rsp), %rcx
	movslq	%r12d, %rax
	movq	(%rsp), %rsi
	leal	1(%r12), %r14d
	movq	(%rcx,%rax,8), %rbx
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1745
	addl	$2, %r12d
	cmpl	%r14d, 16(%rsp)
	jg	.L1746
.L1745:
	movq	%r13, %rsi
	movq	%rbx, %rdi
	movl	%r14d, %r12d
	call	strcmp@PLT
	movq	%rbx, %rdi
	leaq	.LC115(%rip), %rsi
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %r15d
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	orl	%eax, 8(%rsp)
	movslq	%ebp, %rax
	addl	$1, %ebp
	movq	%rbx, (%rdi,%rax,8)
.L1746:
	cmpl	%r12d, 16(%rsp)
	jg	.L1747
	movl	8(%rsp), %edi
	movl	%r15d, %eax
	movq	24(%rsp), %r15
	testl	%edi, %eax
	je	.L1744
	leaq	1504(%rsp), %rbx
	leaq	.LC322(%rip), %r8
	leaq	.LC323(%rip), %rcx
	leaq	.LC324(%rip), %rdx
.L2153:
	movq	%rbx, %rdi
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r15, %rdi
	call	free@PLT
	jmp	.L2147
.L2159:
	movq	8(%rsi), %rbx
	leaq	.LC256(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2165
	leaq	.LC259(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2166
	leaq	.LC309(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1723
	leaq	.LC310(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1677
.L1723:
	movq	stdout(%rip), %rcx
	movl	$2152, %edx
	movl	$1, %esi
	xorl	%ebx, %ebx
	leaq	USAGE(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1676
.L1744:
	movq	48(%rsp), %rdi
	leaq	1504(%rsp), %rbx
	movl	%ebp, %esi
	movq	%r15, %rdx
	movq	%rbx, %rcx
	call	apply_args.constprop.0
	movq	%r15, %rdi
	movl	%eax, %ebp
	call	free@PLT
	testl	%ebp, %ebp
	jne	.L2147
	leaq	448(%rsp), %rax
	movq	1472(%rsp), %r8
	movq	1464(%rsp), %rcx
	leaq	.LC325(%rip), %rdx
	movq	%rax, 40(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	cmpl	$1, 1376(%rsp)
	jne	.L1750
	movq	1424(%rsp), %r14
	testq	%r14, %r14
	je	.L1751
	leaq	2016(%rsp), %rax
	movq	%rbx, %r8
	movl	$1, %ecx
	movq	%r14, %rsi
	movl	$512, %r9d
	leaq	.LC159(%rip), %rdx
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	call	numbers_open
	testl	%eax, %eax
	jne	.L2147
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	je	.L2167
	xorl	%r9d, %r9d
	movq	%r14, (%rsp)
	movq	16(%rsp), %r12
	movl	$1024, %ebp
	leaq	960(%rsp), %r13
	movq	%r9, %r14
	jmp	.L1757
	.p2align 4,,10
	.p2align 3
.L1760:
	movq	960(%rsp), %rax
	movq	%rax, (%r15,%r14,8)
	addq	$1, %r14
.L1757:
	movl	$512, %ecx
	movq	%rbx, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2168
	cmpq	$200000000, %r14
	je	.L2169
	cmpq	%r14, %rbp
	jne	.L1760
	movq	%rbp, %rsi
	movq	%r15, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L1761
	addq	%rbp, %rbp
	movq	%rax, %r15
	jmp	.L1760
.L1986:
	xorl	%eax, %eax
	jmp	.L1724
.L1750:
	movq	1384(%rsp), %r12
	movq	1392(%rsp), %r14
	movq	%r12, %rax
	movq	%r12, %rbp
	orq	%r14, %rax
	jne	.L1813
	cmpl	$0, 1488(%rsp)
	movabsq	$20000000000, %rbp
	movabsq	$5000000000, %rax
	cmovne	%rax, %rbp
.L1813:
	movq	1232(%rsp), %rsi
	testq	%rsi, %rsi
	je	.L1814
	cmpq	%rsi, 1224(%rsp)
	jnb	.L2170
.L1814:
	movsd	1400(%rsp), %xmm4
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm4
	movsd	%xmm4, (%rsp)
	jp	.L2015
	je	.L1816
.L2015:
	cmpl	$1, 1248(%rsp)
	jne	.L2171
	cmpl	$1, 1320(%rsp)
	je	.L2172
.L1822:
	testq	%r14, %r14
	je	.L2173
.L1825:
	movq	1408(%rsp), %r13
	xorl	%r15d, %r15d
	movsd	(%rsp), %xmm7
	leaq	2016(%rsp), %rax
	movabsq	$1099511627776, %r12
	movq	%rax, 16(%rsp)
	movq	$0x000000000, 2024(%rsp)
	movq	%r13, 2032(%rsp)
	movsd	%xmm7, 2016(%rsp)
	jmp	.L1837
.L2175:
	cmpq	%r15, %r14
	sete	%al
.L1830:
	testb	%al, %al
	jne	.L2174
	comisd	.LC367(%rip), %xmm0
	jnb	.L1833
	cmpq	%r12, %r15
	je	.L1833
	comisd	.LC54(%rip), %xmm0
	jnb	.L1835
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1296(%rsp)
.L1836:
	addq	$1, %r15
.L1837:
	movq	16(%rsp), %rdi
	call	poisson_next
	testq	%r14, %r14
	jne	.L2175
	testq	%rbp, %rbp
	js	.L1831
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L1832:
	comisd	%xmm1, %xmm0
	setnb	%al
	jmp	.L1830
.L2160:
	testl	%r12d, %r12d
	je	.L1725
	leaq	1504(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC314(%rip), %rdx
	call	snprintf@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC184(%rip), %rsi
	call	fprintf@PLT
	jmp	.L1726
.L1835:
	subsd	.LC54(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1296(%rsp)
	movl	$1, %eax
	salq	$63, %rax
	xorq	%rax, 1296(%rsp)
	jmp	.L1836
.L1831:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1832
.L2161:
	leaq	152(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2176
	movq	152(%rsp), %rax
	movl	%eax, 1368(%rsp)
	jmp	.L1727
.L1816:
	cmpl	$1, 1320(%rsp)
	je	.L2177
	movl	1248(%rsp), %eax
	cmpl	$1, %eax
	je	.L1978
.L1821:
	cmpl	$2, %eax
	je	.L2178
	movq	1256(%rsp), %rcx
	testq	%r14, %r14
	je	.L2179
.L1868:
	movabsq	$4611686018427387903, %rsi
	movq	%r14, %rax
	mulq	%rcx
	movq	%rax, %r11
	xorl	%eax, %eax
	cmpq	%r11, %rsi
	sbbq	%rdx, %rax
	jc	.L2180
	leaq	-1(%r14), %r10
	movq	%r14, 1304(%rsp)
	imulq	%rcx, %r10
	cmpl	$0, 1492(%rsp)
	movq	%r10, 1296(%rsp)
	je	.L2181
.L1866:
	movq	1304(%rsp), %rax
	movl	1364(%rsp), %r12d
	movq	%rax, %r15
	cmpl	$1, %r12d
	je	.L1842
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jb	.L2182
.L1843:
	cmpl	$2, %r12d
	je	.L2183
.L1872:
	cmpl	$2, 1320(%rsp)
	movq	1216(%rsp), %rcx
	je	.L2184
.L1877:
	movq	1240(%rsp), %rax
	movq	1296(%rsp), %rsi
	xorl	%edx, %edx
	xorl	%edi, %edi
	addq	%rax, %rsi
	movq	1312(%rsp), %rax
	adcq	%rdx, %rdi
	xorl	%edx, %edx
	addq	%rax, %rsi
	movq	1224(%rsp), %rax
	adcq	%rdx, %rdi
	addq	$1, %r15
	addq	%rcx, %rax
	mulq	%r15
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rdi
	cmpq	%rsi, %rax
	movl	$0, %eax
	sbbq	%rdi, %rax
	jc	.L2185
	movq	1448(%rsp), %rcx
	movl	1376(%rsp), %eax
	movq	%rcx, 80(%rsp)
	testq	%rcx, %rcx
	je	.L1882
	testl	%eax, %eax
	je	.L2186
.L1882:
	cmpl	$2, %eax
	je	.L2187
	cmpl	$3, %eax
	jne	.L1883
	pxor	%xmm0, %xmm0
	cmpl	$0, 1248(%rsp)
	movaps	%xmm0, 800(%rsp)
	jne	.L2010
	movq	48(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rsi
	testq	%rax, %rax
	je	.L2188
.L1923:
	leaq	.LC405(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	jmp	.L1729
.L1883:
	movl	1368(%rsp), %ebx
	movl	1456(%rsp), %eax
	movl	$256, %esi
	leal	1(%rbx), %edi
	movl	%eax, 124(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %r15
	movq	%rax, 64(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %r14
	movq	%rax, 96(%rsp)
	call	calloc@PLT
	movl	$22, %ecx
	pxor	%xmm0, %xmm0
	leaq	672(%rsp), %rdi
	movq	%rax, 104(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r14, %r14
	movq	%rdi, 32(%rsp)
	rep stosl
	sete	%al
	testq	%r15, %r15
	movaps	%xmm0, 288(%rsp)
	sete	%dl
	orb	%dl, %al
	jne	.L1931
	testq	%rsi, %rsi
	je	.L1931
	movq	48(%rsp), %rbx
	movq	32(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	je	.L2189
.L1931:
	movq	stderr(%rip), %rdi
	movq	1304(%rsp), %rdx
	leaq	.LC410(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1930:
	movl	$1, %ebx
.L1936:
	movq	32(%rsp), %rdi
	call	buffers_free
	movq	96(%rsp), %rdi
	call	free@PLT
	movq	104(%rsp), %rdi
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	jmp	.L1729
.L2168:
	movq	%r14, %r9
	movq	(%rsp), %r14
	testl	%eax, %eax
	js	.L1758
	movq	16(%rsp), %rdi
	movq	%r9, (%rsp)
	call	numbers_close
	movq	(%rsp), %r9
.L1764:
	movq	1448(%rsp), %rax
	leaq	224(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movl	$8, %ecx
	movq	%rdi, (%rsp)
	movq	1336(%rsp), %rbp
	movq	%rax, 24(%rsp)
	xorl	%eax, %eax
	cmpl	$0, 1344(%rsp)
	rep stosl
	leaq	256(%rsp), %rdi
	movl	$8, %ecx
	movaps	%xmm0, 160(%rsp)
	movq	%rdi, 48(%rsp)
	rep stosl
	je	.L1778
	testq	%r9, %r9
	je	.L1779
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	xorl	%eax, %eax
.L1780:
	movq	(%r15,%rax,8), %rsi
	xorl	%edi, %edi
	addq	%rsi, %rcx
	adcq	%rdi, %rbx
	addq	$1, %rax
	cmpq	%r9, %rax
	jne	.L1780
	xorl	%eax, %eax
	movq	%rbx, %rdi
	cmpq	%r9, %rcx
	movl	$1, %ebp
	sbbq	%rax, %rdi
	jnc	.L2190
.L1782:
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	jmp	.L1788
	.p2align 4,,10
	.p2align 3
.L2192:
	addq	$1, %rcx
	cmpq	%r9, %rcx
	jnb	.L2191
.L1788:
	movq	(%r15,%rcx,8), %rax
	movl	$1, %esi
	cmpq	%rbp, %rax
	jb	.L1784
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rsi
.L1784:
	addq	%rbx, %rsi
	movq	%rsi, %rbx
	jnc	.L2192
.L1787:
	movl	$50, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC337(%rip), %rdi
	movl	$1, %ebx
	call	fwrite@PLT
.L1783:
	movq	%r15, %rdi
	call	free@PLT
	jmp	.L1729
.L2191:
	leaq	-1(%rsi), %rax
	movq	%r9, 8(%rsp)
	movq	%rsi, %r12
	movabsq	$2305843009213693950, %rdx
	cmpq	%rax, %rdx
	jb	.L1787
	leaq	0(,%rsi,8), %rdi
	call	malloc@PLT
	movq	%rax, 56(%rsp)
	testq	%rax, %rax
	je	.L1787
	movq	8(%rsp), %rsi
	movq	%rbx, %r8
	movq	%rax, %rcx
	movq	%rbp, %rdx
	movq	%r15, %rdi
	call	correct_co
	leaq	672(%rsp), %rax
	movq	8(%rsp), %rsi
	movq	%r15, %rdi
	movl	1360(%rsp), %ecx
	movq	1352(%rsp), %rdx
	movq	%rax, %r8
	movq	%rax, 32(%rsp)
	call	summarise
	movq	8(%rsp), %r9
	testl	%eax, %eax
	jne	.L1791
	leaq	800(%rsp), %rax
	movl	1360(%rsp), %ecx
	movq	56(%rsp), %rdi
	movq	%rbx, %rsi
	movq	1352(%rsp), %rdx
	movq	%rax, %r8
	movq	%r9, 64(%rsp)
	movq	%rax, 8(%rsp)
	call	summarise
	testl	%eax, %eax
	je	.L2193
.L1791:
	movq	stderr(%rip), %rcx
	movl	$55, %edx
	movl	$1, %esi
	leaq	.LC338(%rip), %rdi
	call	fwrite@PLT
.L1790:
	movl	$1, %ebx
.L1798:
	movq	(%rsp), %rdi
	call	dist_free
	movq	48(%rsp), %rdi
	call	dist_free
	movq	56(%rsp), %rdi
	call	free@PLT
	jmp	.L1783
.L1778:
	testq	%r9, %r9
	jne	.L1782
	jmp	.L1787
.L2165:
	movl	$7, %ebp
	orq	$-1, %r14
	leaq	2016(%rsp), %r12
.L1680:
	movq	%r12, %rsi
	movl	$1, %edi
	xorl	%ebx, %ebx
	call	clock_gettime@PLT
	movq	2024(%rsp), %r15
	movl	$20000000, %eax
	imulq	$1000000000, 2016(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1679:
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	subl	$1, %eax
	jne	.L1679
	movq	%r12, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	2024(%rsp), %rax
	imulq	$1000000000, 2016(%rsp), %rdx
	subq	%r15, %rdx
	addq	%rdx, %rax
	subq	%r13, %rax
	cmpq	%rax, %r14
	cmova	%rax, %r14
	subl	$1, %ebp
	jne	.L1680
	testq	%r14, %r14
	js	.L1681
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L1682:
	movsd	.LC257(%rip), %xmm1
	movl	$7, %esi
	leaq	.LC258(%rip), %rdi
	xorl	%ebx, %ebx
	movl	$1, %eax
	divsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	printf@PLT
	jmp	.L1676
.L1751:
	movq	1432(%rsp), %rax
	xorl	%r8d, %r8d
	movq	%r8, 544(%rsp)
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L2194
	leaq	2016(%rsp), %rax
	movq	24(%rsp), %rcx
	movl	$256, %esi
	xorl	%r15d, %r15d
	movq	%rax, 16(%rsp)
	movq	%rax, %rdi
	leaq	.LC331(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	leaq	544(%rsp), %rax
	movl	$2, 32(%rsp)
	leaq	.LC332(%rip), %r12
	movq	%rax, (%rsp)
	leaq	800(%rsp), %r13
	movq	%rbx, 8(%rsp)
.L1777:
	movq	16(%rsp), %rbx
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	xorl	%r14d, %r14d
	leaq	.LC331(%rip), %rdx
	movl	$256, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	(%rsp), %rdx
	movq	%rbx, %rdi
	movq	%r12, %rsi
	call	strtok_r@PLT
	movq	%rax, %rbx
.L1765:
	testq	%rbx, %rbx
	je	.L2195
	movl	$42, %esi
	movq	%rbx, %rdi
	call	strchr@PLT
	movq	$1, 800(%rsp)
	testq	%rax, %rax
	je	.L1766
	movb	$0, (%rax)
	leaq	1(%rax), %rbp
	movq	%r13, %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2196
.L1766:
	leaq	960(%rsp), %rbp
	leaq	672(%rsp), %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%rbp, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L1768
	movq	800(%rsp), %rax
	testq	%rax, %rax
	je	.L1770
	movq	672(%rsp), %rdx
	addq	%r14, %rax
	.p2align 4,,10
	.p2align 3
.L1772:
	testq	%r15, %r15
	je	.L1771
	movq	%rdx, (%r15,%r14,8)
.L1771:
	addq	$1, %r14
	cmpq	%rax, %r14
	jne	.L1772
.L1770:
	movq	(%rsp), %rdx
	movq	%r12, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbx
	jmp	.L1765
.L2166:
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC260(%rip), %rdi
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC261(%rip), %rdi
	movl	%eax, %ebx
	leaq	raw.13(%rip), %rbp
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC262(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC263(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC264(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC265(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$5, %edx
	movl	$5, %esi
	leaq	.LC266(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC267(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$9, %edx
	movl	$9, %esi
	leaq	.LC268(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC269(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %edx
	movl	$118780, %esi
	leaq	.LC270(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %edx
	movl	$119860, %esi
	leaq	.LC271(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %edx
	movl	$118781, %esi
	leaq	.LC272(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	.LC273(%rip), %rdi
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rdx
	addl	%eax, %ebx
	call	expect
	movdqa	.LC274(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L1685:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L1685
	movq	$100000000, 80000+raw.13(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L1690
.L2197:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L1689
.L1690:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L1686
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L1686:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L2197
	xorl	%esi, %esi
.L1689:
	movq	%rsi, %rdx
	leaq	.LC275(%rip), %rdi
	movl	$20000, %esi
	call	expect
	leaq	fixed.12(%rip), %r12
	movl	$20000, %r8d
	movq	%rbp, %rdi
	movq	%r12, %rcx
	movl	$10000, %edx
	movl	$10001, %esi
	addl	%eax, %ebx
	call	correct_co
	movl	$20000, %esi
	leaq	.LC276(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	leaq	672(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise
	movq	680(%rsp), %rdx
	movl	$1000, %esi
	leaq	.LC277(%rip), %rdi
	call	expect
	movq	688(%rsp), %rdx
	movl	$80000000, %esi
	leaq	.LC278(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	696(%rsp), %rdx
	movl	$98000000, %esi
	leaq	.LC279(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	720(%rsp), %rdx
	movl	$100000000, %esi
	leaq	.LC280(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	736(%rsp), %rdx
	movl	$1953359375, %esi
	leaq	.LC281(%rip), %rdi
	salq	$8, %rsi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC282(%rip), %rdi
	leal	(%rbx,%rax), %ebp
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC283(%rip), %rdi
	addl	%eax, %ebp
	call	expect
	movl	$2, %edx
	movl	$2, %esi
	leaq	.LC284(%rip), %rdi
	addl	%eax, %ebp
	call	expect
	movl	$2000000, %edx
	movl	$2000000, %esi
	leaq	.LC285(%rip), %rdi
	addl	%eax, %ebp
	call	expect
	movl	$8, %edx
	movl	$9, %r8d
	leaq	448(%rsp), %rdi
	addl	%eax, %ebp
	movq	%rdx, %rcx
	xorl	%eax, %eax
	movl	$700, %esi
	rep stosl
	leaq	2016(%rsp), %rdi
	movq	%rdi, 16(%rsp)
	movq	%rcx, %rdx
	movl	$64, %ecx
	movq	%rdx, %rax
	rep stosq
	leaq	448(%rsp), %rax
	movl	$1, %ecx
	movq	%rax, %rdi
	movq	%rax, 40(%rsp)
	movq	%rax, %rbx
	call	dist_add.part.0
	cmpl	$0, 472(%rsp)
	jne	.L1692
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbx, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 472(%rsp)
	jne	.L1692
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbx, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L1692:
	movq	456(%rsp), %r11
	movq	16(%rsp), %rbx
	xorl	%r10d, %r10d
	xorl	%r9d, %r9d
	movq	448(%rsp), %rcx
.L1697:
	cmpq	%r11, %r10
	je	.L1982
	xorl	%r8d, %r8d
	cmpq	$0, 24(%rcx)
	je	.L1694
	.p2align 4,,10
	.p2align 3
.L1699:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%rbx,%r9,8), %rdi
	je	.L1696
	.p2align 4,,10
	.p2align 3
.L1693:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%rdi,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L1693
	leaq	1(%rdx,%r9), %r9
.L1696:
	addq	$1, %r8
	cmpq	24(%rcx), %r8
	jb	.L1699
.L1694:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L1697
.L2187:
	movl	1344(%rsp), %ebx
	orl	1248(%rsp), %ebx
	jne	.L2198
	movq	1440(%rsp), %rax
	leaq	.LC165(%rip), %rsi
	leaq	800(%rsp), %r12
	leaq	352(%rsp), %r13
	movq	%rax, %rdi
	movq	%rax, 40(%rsp)
	call	strcmp@PLT
	movl	$32, %ecx
	pxor	%xmm0, %xmm0
	leaq	672(%rsp), %rdi
	cmpl	$1, %eax
	movl	%eax, %r15d
	movq	%rdi, 32(%rsp)
	movq	1304(%rsp), %rax
	sbbq	%r8, %r8
	movq	%r12, 8(%rsp)
	xorl	%ebp, %ebp
	imulq	1256(%rsp), %rax
	andl	$3, %r8d
	movq	%r13, (%rsp)
	addq	$8, %r8
	movaps	%xmm0, 288(%rsp)
	movq	%r8, 24(%rsp)
	movq	%rax, 16(%rsp)
	movl	%ebx, %eax
	xorl	%ebx, %ebx
	rep stosl
	jmp	.L1899
.L2201:
	leaq	LOAD_PCT.5(%rip), %rax
	movl	(%rax,%rbp,4), %ecx
	imulq	$100, 800(%rsp), %rax
	movl	%ecx, %edx
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rax, 840(%rsp)
	movq	16(%rsp), %rax
	movq	%rcx, 920(%rsp)
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 888(%rsp)
.L1888:
	movq	(%rsp), %rdi
	movq	%r12, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L1896
	cmpl	$0, 832(%rsp)
	jne	.L2199
	movq	%r12, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 672(%rsp,%rbx,8)
	testq	%rax, %rax
	jne	.L1893
	leaq	960(%rsp), %r13
	movq	%r12, %rdi
	movq	%r13, %rsi
	call	closed_form
.L1895:
	testl	%eax, %eax
	jne	.L1896
	movq	%rbx, %rax
	movq	(%rsp), %rsi
	leaq	320(%rsp), %rcx
	movq	%r12, %rdi
	salq	$8, %rax
	leaq	2016(%rsp,%rax), %r14
	movq	%r14, %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L1896
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	360(%rsp), %rdi
	call	free@PLT
	movq	368(%rsp), %rdi
	call	free@PLT
	movq	408(%rsp), %rdi
	call	free@PLT
	movq	432(%rsp), %rdi
	call	free@PLT
	movq	%r14, %rcx
	movq	%r13, %rdx
	movl	%ebp, %esi
	leaq	288(%rsp), %rdi
	call	check_outcome
	testl	%r15d, %r15d
	jne	.L1897
	leaq	LOAD_PCT.5(%rip), %rax
	movl	(%rax,%rbp,4), %eax
.L1898:
	movq	%rax, 544(%rsp,%rbx,8)
	addq	$1, %rbx
.L1889:
	movq	24(%rsp), %rax
	addq	$1, %rbp
	cmpq	%rax, %rbp
	je	.L2200
.L1899:
	movq	48(%rsp), %rsi
	movl	$40, %ecx
	movq	%r12, %rdi
	rep movsl
	testl	%r15d, %r15d
	je	.L2201
	leaq	STALL_US.4(%rip), %rax
	imulq	$1000, (%rax,%rbp,8), %rdx
	movq	816(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 808(%rsp)
	cmpq	%rdx, %rax
	jnb	.L1888
	jmp	.L1889
.L1982:
	xorl	%r10d, %r10d
	leaq	800(%rsp), %rax
	movq	%r9, 32(%rsp)
	leaq	960(%rsp), %r12
	movq	%r10, 24(%rsp)
	leaq	-8+PCT_NAME(%rip), %r14
	leaq	1504(%rsp), %rbx
	movq	%rax, 8(%rsp)
	leaq	.LC1(%rip), %r13
.L1698:
	movl	24(%rsp), %r15d
	movq	8(%rsp), %rcx
	movl	$2000, %esi
	movq	40(%rsp), %rdi
	movl	%r15d, %edx
	call	dist_summarise
	movq	32(%rsp), %rsi
	movl	%r15d, %ecx
	movq	%r12, %r8
	movq	16(%rsp), %rdi
	movl	$2000, %edx
	call	summarise
	movq	800(%rsp), %rcx
	movq	960(%rsp), %rdx
	leaq	.LC286(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L2202
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1701:
	movq	24(%rsp), %rcx
	addl	%eax, %ebp
	leaq	RANK_NAME(%rip), %rax
	movl	$8, %r15d
	movq	(%rax,%rcx,8), %rax
	movq	%rax, (%rsp)
	jmp	.L1704
.L1702:
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1703:
	addq	$8, %r15
	addl	%eax, %ebp
	cmpq	$56, %r15
	je	.L2203
.L1704:
	movq	(%r14,%r15), %rcx
	movq	(%rsp), %r9
	movl	$64, %esi
	movq	%rbx, %rdi
	leaq	.LC287(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	8(%rsp), %rax
	movq	(%r12,%r15), %rdx
	movq	%rbx, %rsi
	movq	(%rax,%r15), %rcx
	cmpq	%rdx, %rcx
	jne	.L1702
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1703
.L2203:
	movq	856(%rsp), %rcx
	movq	1016(%rsp), %rdx
	leaq	.LC288(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L2204
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1706:
	movq	864(%rsp), %rcx
	movq	1024(%rsp), %rdx
	leal	0(%rbp,%rax), %r15d
	leaq	.LC289(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L2205
	movq	%r13, %rdi
	xorl	%eax, %eax
	movl	$1, %ebp
	call	printf@PLT
.L1708:
	addl	%r15d, %ebp
	cmpq	$0, 24(%rsp)
	jne	.L2206
	movq	$1, 24(%rsp)
	jmp	.L1698
.L2206:
	movq	40(%rsp), %rdi
	leaq	starts.11(%rip), %r12
	leaq	.LC292(%rip), %r15
	movabsq	$3777893186295716171, %r13
	leaq	80(%r12), %r14
	call	dist_free
	movdqa	.LC290(%rip), %xmm0
	xorl	%eax, %eax
	leaq	1536(%rsp), %rdi
	movl	$32, %ecx
	movq	%rbx, 8(%rsp)
	rep stosl
	leaq	544(%rsp), %rax
	movaps	%xmm0, 1504(%rsp)
	movdqa	.LC291(%rip), %xmm0
	movq	%rax, (%rsp)
	movaps	%xmm0, 1520(%rsp)
.L1721:
	movq	(%r12), %rbx
	movq	(%rsp), %rdi
	xorl	%eax, %eax
	movq	%r15, %rdx
	movl	$64, %esi
	movq	%rbx, %rcx
	call	snprintf@PLT
	cmpq	$2999, %rbx
	jbe	.L1709
	movq	%rbx, %rsi
	movl	$100, %edi
	.p2align 4,,10
	.p2align 3
.L1711:
	leaq	-3000(%rsi), %rdx
	movq	%rdx, %rax
	mulq	%r13
	shrq	$10, %rdx
	leaq	1(%rdx), %rax
	imulq	$5000, %rax, %rax
	leaq	2000(%rax), %rdx
	cmpq	%rdx, %rsi
	jb	.L1713
	leaq	3000(%rax), %rsi
	cmpq	$2999, %rsi
	ja	.L1711
.L2146:
	xorl	%eax, %eax
	movl	$2000, %edx
.L1713:
	leaq	(%rsi,%rdi), %rcx
	cmpq	%rcx, %rdx
	jnb	.L1712
.L2207:
	subq	%rdx, %rcx
	leaq	3000(%rax), %rsi
	movl	$2000, %edx
	xorl	%eax, %eax
	movq	%rcx, %rdi
	cmpq	$2999, %rsi
	ja	.L1711
	leaq	(%rsi,%rdi), %rcx
	cmpq	%rcx, %rdx
	jb	.L2207
.L1712:
	leaq	100(%rbx), %rdx
	cmpq	$2000, %rdx
	jbe	.L1715
	movl	$2000, %eax
	jmp	.L1718
	.p2align 4,,10
	.p2align 3
.L2208:
	addq	$1000, %rdx
	addq	$5000, %rax
	cmpq	%rdx, %rax
	jnb	.L1715
.L1718:
	cmpq	%rax, %rbx
	jb	.L2208
	leaq	1000(%rax), %r8
	leaq	1100(%rax), %rdi
	cmpq	%r8, %rbx
	cmovb	%rdi, %rdx
	addq	$5000, %rax
	cmpq	%rdx, %rax
	jb	.L1718
.L1715:
	movq	(%rsp), %rsi
	cmpq	%rdx, %rcx
	je	.L2209
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1720:
	addq	$8, %r12
	addl	%eax, %ebp
	cmpq	%r14, %r12
	jne	.L1721
	movq	8(%rsp), %rbx
	movl	$100, %edx
	movl	$1900, %esi
	movq	%rbx, %rdi
	call	ref_serve
	movl	$2000, %esi
	leaq	.LC293(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$1950, %esi
	addl	%eax, %ebp
	call	ref_serve
	movl	$3050, %esi
	leaq	.LC294(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$2500, %esi
	addl	%eax, %ebp
	call	ref_serve
	movl	$3100, %esi
	leaq	.LC295(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC296(%rip), %rdi
	leal	0(%rbp,%rax), %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC297(%rip), %rdi
	addl	%eax, %ebx
	leaq	.LC301(%rip), %rbp
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC298(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC299(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC300(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	movl	$250, %ecx
	movl	$1, %edx
	movq	%rbp, %rdi
	movl	$1, %esi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%rbp, %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	leaq	.LC302(%rip), %rdi
	addl	%eax, %ebx
	xorl	%edx, %edx
	xorl	%esi, %esi
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
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC305(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC306(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC307(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC308(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L1676
.L1709:
	movl	$100, %edi
	movl	$3000, %esi
	cmpq	$1999, %rbx
	ja	.L1711
	movq	%rbx, %rsi
	jmp	.L2146
.L2209:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1720
.L2174:
	leaq	.LC369(%rip), %r8
	leaq	.LC370(%rip), %rcx
	testq	%r15, %r15
	je	.L2154
	movsd	(%rsp), %xmm5
	cmpl	$0, 1492(%rsp)
	movq	%r13, 1272(%rsp)
	movq	%r15, 1304(%rsp)
	movsd	%xmm5, 1264(%rsp)
	jne	.L1839
	movsd	.LC46(%rip), %xmm0
	movsd	.LC54(%rip), %xmm1
	divsd	%xmm5, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L1840
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1336(%rsp)
.L1841:
	movq	1336(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1336(%rsp)
.L1839:
	movl	1364(%rsp), %r12d
	cmpl	$1, %r12d
	jne	.L1843
	movq	1304(%rsp), %rax
.L1842:
	movq	%rax, %r15
	movl	$1, %r12d
	leaq	.LC377(%rip), %r8
	leaq	.LC241(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L1872
.L2155:
	leaq	.LC378(%rip), %rdx
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2147
.L2181:
	movq	%rcx, 1336(%rsp)
	jmp	.L1866
.L2179:
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r14
	jmp	.L1868
.L2190:
	movq	%rcx, %rdi
	movq	%r9, %rdx
	movq	%rbx, %rsi
	xorl	%ecx, %ecx
	movq	%r9, 8(%rsp)
	call	__udivti3@PLT
	movq	8(%rsp), %r9
	movq	%rax, %rbp
	jmp	.L1782
.L2189:
	xorl	%eax, %eax
	cmpq	$0, 80(%rsp)
	setne	%al
	cmpl	$0, 1248(%rsp)
	movl	%eax, 708(%rsp)
	jne	.L2011
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L1932
	leaq	2016(%rsp), %rax
	movq	48(%rsp), %rdi
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	call	closed_form
.L1934:
	testl	%eax, %eax
	jne	.L2210
	leaq	.LC412(%rip), %rdi
	call	puts@PLT
	movq	40(%rsp), %rsi
	leaq	.LC413(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	544(%rsp), %rax
	movq	1216(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, (%rsp)
	call	fmt_us.constprop.0
	leaq	.LC414(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 1224(%rsp)
	je	.L2211
	cmpq	$0, 1232(%rsp)
	movq	1240(%rsp), %rsi
	jne	.L1939
	leaq	800(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	fmt_us.constprop.0
	movq	1224(%rsp), %rsi
	movq	(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC416(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	960(%rsp), %rax
	movq	%rax, 24(%rsp)
.L1938:
	cmpl	$0, 1248(%rsp)
	movq	1304(%rsp), %rbx
	jne	.L1940
	movq	1256(%rsp), %rsi
	movq	(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC418(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1941:
	movq	1328(%rsp), %rdx
	movl	1320(%rsp), %esi
	leaq	.LC10(%rip), %rax
	leaq	.LC250(%rip), %rcx
	leaq	.LC420(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1312(%rsp), %rsi
	testq	%rsi, %rsi
	jne	.L2212
.L1943:
	xorl	%eax, %eax
	leaq	.LC422(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 1344(%rsp)
	je	.L1944
	leaq	.LC423(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1945:
	movq	1352(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	fmt_us.constprop.0
	movl	1360(%rsp), %ecx
	leaq	.LC425(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 1248(%rsp)
	je	.L2213
	movq	1304(%rsp), %rax
	mulq	1216(%rsp)
	movq	%rax, %rcx
	xorl	%eax, %eax
	cmpq	1296(%rsp), %rcx
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	setnc	%al
	movzbl	%al, %eax
.L1947:
	testl	%eax, %eax
	jne	.L2214
.L1975:
	testq	%r14, %r14
	je	.L2215
	movq	%r14, %rsi
	leaq	.LC428(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC429(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1950:
	movl	704(%rsp), %eax
	cmpl	$2, %eax
	je	.L2216
	subl	$1, %eax
	je	.L2217
	movl	$65536, %esi
	leaq	.LC432(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1952:
	movl	1368(%rsp), %esi
	leaq	.LC433(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, 128(%rsp)
	xorl	%r8d, %r8d
.L1959:
	movl	%r8d, %r13d
	movq	64(%rsp), %rax
	movq	24(%rsp), %rcx
	movl	%r8d, 40(%rsp)
	salq	$8, %r13
	movq	32(%rsp), %rsi
	movq	48(%rsp), %rdi
	addq	%rax, %r13
	movl	704(%rsp), %ebx
	movq	%r13, %rdx
	call	run_once
	movl	40(%rsp), %r8d
	testl	%eax, %eax
	jne	.L2218
	movl	704(%rsp), %eax
	movl	%eax, 112(%rsp)
	cmpl	%eax, %ebx
	je	.L1955
	movl	$4194304, %esi
	leaq	.LC435(%rip), %rdi
	xorl	%eax, %eax
	movl	%r8d, 40(%rsp)
	call	printf@PLT
	movl	40(%rsp), %r8d
.L1955:
	testl	%r8d, %r8d
	leaq	.LC10(%rip), %rax
	leaq	.LC436(%rip), %rcx
	movl	%r8d, 40(%rsp)
	cmove	%rcx, %rax
	leaq	8(%r13), %r14
	movq	%r13, 88(%rsp)
	leaq	SET_NAME(%rip), %r12
	leaq	48+PCT_NAME(%rip), %rbp
	leaq	.LC187(%rip), %rbx
	movq	%r14, %r13
	movq	%rax, 56(%rsp)
.L1957:
	movq	(%r12), %rcx
	movq	56(%rsp), %rdx
	xorl	%eax, %eax
	movq	%r13, %r14
	movl	40(%rsp), %esi
	leaq	.LC437(%rip), %rdi
	leaq	PCT_NAME(%rip), %r15
	call	printf@PLT
	movq	-8(%r13), %rsi
	leaq	.LC186(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1956:
	movq	(%r14), %rdx
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$8, %r15
	addq	$8, %r14
	call	printf@PLT
	cmpq	%rbp, %r15
	jne	.L1956
	movq	56(%r13), %rdx
	movq	48(%r13), %rsi
	xorl	%eax, %eax
	addq	$8, %r12
	leaq	.LC438(%rip), %rdi
	addq	$72, %r13
	call	printf@PLT
	leaq	24+SET_NAME(%rip), %rax
	cmpq	%r12, %rax
	jne	.L1957
	movl	40(%rsp), %r8d
	movq	88(%rsp), %r13
	leaq	288(%rsp), %rdi
	movq	16(%rsp), %rdx
	movl	%r8d, %esi
	movq	%r13, %rcx
	call	check_outcome
	movl	40(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L1958
	movsd	960(%rsp), %xmm0
	movq	96(%rsp), %rcx
	leal	-1(%r8), %eax
	movsd	%xmm0, (%rcx,%rax,8)
	movq	104(%rsp), %rcx
	movsd	968(%rsp), %xmm0
	movsd	%xmm0, (%rcx,%rax,8)
.L1958:
	movl	1368(%rsp), %esi
	addl	$1, %r8d
	cmpl	%r8d, %esi
	jnb	.L1959
	movq	64(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	320(%rsp), %rbx
	movq	%rbx, %rcx
	movq	128(%rsp), %r14
	leaq	256(%rax), %rdi
	call	aggregate
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2219
	movl	$10, %edi
	xorl	%r12d, %r12d
	leaq	.LC442(%rip), %rbp
	call	putchar@PLT
	call	print_header
	leaq	.LC440(%rip), %rsi
	leaq	.LC441(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1961:
	movq	24(%rsp), %rax
	leaq	(%r12,%r12,8), %rsi
	addq	%rax, %rsi
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%r12), %rdi
	call	print_row
	movsd	(%rbx,%r12), %xmm0
	movq	%rbp, %rdi
	movl	$1, %eax
	addq	$8, %r12
	call	printf@PLT
	cmpq	$24, %r12
	jne	.L1961
	movq	1352(%rsp), %rsi
	leaq	352(%rsp), %rdi
	leaq	.LC223(%rip), %rbx
	leaq	.LC444(%rip), %r12
	leaq	.LC224(%rip), %rbp
	call	fmt_us.constprop.0
	movl	1368(%rsp), %esi
	leaq	.LC443(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	1368(%rsp), %edx
	movq	96(%rsp), %rsi
	movq	(%rsp), %rdi
	call	stats_of
	movq	%r12, %rdi
	movq	%rbx, %rsi
	movl	$3, %eax
	movsd	544(%rsp), %xmm6
	movsd	560(%rsp), %xmm2
	movsd	552(%rsp), %xmm1
	movapd	%xmm6, %xmm0
	movsd	%xmm6, 40(%rsp)
	movsd	%xmm2, (%rsp)
	movsd	%xmm1, 16(%rsp)
	call	printf@PLT
	movl	1368(%rsp), %edx
	movq	104(%rsp), %rsi
	leaq	568(%rsp), %rdi
	call	stats_of
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movl	$3, %eax
	movsd	568(%rsp), %xmm7
	movq	576(%rsp), %r15
	leaq	.LC445(%rip), %r12
	movsd	584(%rsp), %xmm2
	movq	%r15, %xmm1
	movapd	%xmm7, %xmm0
	movsd	%xmm7, 88(%rsp)
	movsd	%xmm2, 56(%rsp)
	call	printf@PLT
	movl	$10, %edi
	call	putchar@PLT
	movq	24(%rsp), %rsi
	movq	%rbx, %rdi
	call	print_result_set
	leaq	1032(%rsp), %rsi
	movq	%rbp, %rdi
	call	print_result_set
	leaq	1104(%rsp), %rsi
	leaq	.LC221(%rip), %rdi
	call	print_result_set
	movq	64(%rsp), %rcx
	movq	%rbx, %rsi
	movq	%r12, %rdi
	movl	1368(%rsp), %eax
	salq	$8, %rax
	addq	%rcx, %rax
	movq	232(%rax), %rcx
	movq	216(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%rsp), %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movl	1368(%rsp), %eax
	salq	$8, %rax
	addq	%rcx, %rax
	movq	240(%rax), %rcx
	movq	224(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movl	1368(%rsp), %eax
	movq	64(%rsp), %rcx
	leaq	.LC349(%rip), %rdi
	salq	$8, %rax
	movq	248(%rcx,%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	1248(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L2220
.L1962:
	movq	8(%rsp), %rdx
	movq	48(%rsp), %rdi
	xorl	%esi, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L2221
.L1963:
	movq	800(%rsp), %rdi
	call	free@PLT
	movq	808(%rsp), %rdi
	call	free@PLT
	movq	816(%rsp), %rdi
	call	free@PLT
	movq	%rbx, %rsi
	movsd	(%rsp), %xmm2
	movsd	16(%rsp), %xmm1
	movsd	40(%rsp), %xmm0
	leaq	.LC450(%rip), %rbx
	movl	$3, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	movq	%rbx, %rdi
	movq	%r15, %xmm1
	movq	%rbp, %rsi
	movsd	56(%rsp), %xmm2
	movsd	88(%rsp), %xmm0
	movl	$3, %eax
	call	printf@PLT
	movq	80(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L1965
	movl	1368(%rsp), %ecx
	movq	64(%rsp), %rax
	movl	124(%rsp), %r8d
	movq	32(%rsp), %rdx
	salq	$8, %rcx
	movq	48(%rsp), %rsi
	addq	%rax, %rcx
	call	export_bench
	negl	%eax
	sbbl	%r13d, %r13d
.L1965:
	movq	8(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L2222
.L1966:
	testq	%r14, %r14
	leaq	.LC246(%rip), %rax
	leaq	.LC247(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC452(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	296(%rsp), %rbx
	movl	1368(%rsp), %eax
	leaq	.LC453(%rip), %rdi
	movq	288(%rsp), %rsi
	leal	1(%rax), %ecx
	movq	%rbx, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	testl	%r13d, %r13d
	setne	%al
	orl	%eax, %ebx
	movzbl	%bl, %ebx
	jmp	.L1936
.L2193:
	movq	64(%rsp), %r13
	xorl	%eax, %eax
.L1792:
	cmpq	%r13, %rax
	jnb	.L1795
	movq	(%r15,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L1796
	.p2align 4,,10
	.p2align 3
.L1794:
	addq	$1, %rbx
	cmpq	%r13, %rbx
	je	.L1793
.L1796:
	cmpq	%rsi, (%r15,%rbx,8)
	je	.L1794
.L1793:
	movq	(%rsp), %rdi
	movq	%rbx, %r8
	movl	$1, %ecx
	xorl	%edx, %edx
	subq	%rax, %r8
	call	dist_add
	movq	%rbx, %rax
	jmp	.L1792
.L1681:
	movq	%r14, %rax
	andl	$1, %r14d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r14, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1682
.L2173:
	testq	%rbp, %rbp
	js	.L1826
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbp, %xmm0
.L1827:
	divsd	.LC46(%rip), %xmm0
	mulsd	(%rsp), %xmm0
	leaq	.LC364(%rip), %r8
	leaq	.LC365(%rip), %rcx
	comisd	.LC363(%rip), %xmm0
	jbe	.L1825
.L2154:
	leaq	.LC366(%rip), %rdx
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2147
.L2198:
	movq	stderr(%rip), %rdi
	leaq	.LC386(%rip), %rdx
	leaq	.LC184(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L1726
.L2194:
	leaq	.LC328(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC329(%rip), %rcx
	leaq	.LC330(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2147
.L2199:
	leaq	.LC238(%rip), %rax
	movq	%rax, 672(%rsp,%rbx,8)
.L1893:
	leaq	960(%rsp), %r13
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%r12, %rdi
	movq	%r13, %rdx
	call	walk_outcome
	jmp	.L1895
.L1897:
	movq	808(%rsp), %rax
	jmp	.L1898
.L2184:
	cmpq	$0, 1392(%rsp)
	je	.L1876
	xorl	%eax, %eax
	movq	%rax, 1312(%rsp)
	jmp	.L1877
.L2186:
	movq	48(%rsp), %rdi
	call	exact_by
	cmpl	$3, %eax
	jne	.L1883
	movl	$1048576, %r8d
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movq	1304(%rsp), %rcx
	leaq	.LC385(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2147
.L2169:
	movq	(%rsp), %rcx
	leaq	.LC327(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
.L1758:
	movq	16(%rsp), %rdi
	call	numbers_close
	movq	%r15, %rdi
	call	free@PLT
	jmp	.L2147
.L1795:
	movq	48(%rsp), %rdx
	movq	(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%r13, 64(%rsp)
	call	dist_correct
	movl	248(%rsp), %eax
	movq	64(%rsp), %r9
	orl	280(%rsp), %eax
	jne	.L1799
	movl	1360(%rsp), %edx
	leaq	960(%rsp), %rbx
	movq	(%rsp), %rdi
	movq	%r9, 96(%rsp)
	movq	1352(%rsp), %rsi
	movq	%rbx, %rcx
	movl	%edx, 80(%rsp)
	movq	%rsi, 64(%rsp)
	call	dist_summarise
	testl	%eax, %eax
	jne	.L1799
	movq	16(%rsp), %rcx
	movl	80(%rsp), %edx
	movq	64(%rsp), %rsi
	movq	48(%rsp), %rdi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L1799
	movq	32(%rsp), %xmm0
	leaq	176(%rsp), %rax
	movq	%r14, 80(%rsp)
	xorl	%r13d, %r13d
	movq	%r15, 88(%rsp)
	movhps	8(%rsp), %xmm0
	movq	%rbp, 104(%rsp)
	movaps	%xmm0, 176(%rsp)
	movq	%rbx, %xmm0
	leaq	160(%rsp), %rbx
	movhps	16(%rsp), %xmm0
	movq	%rax, 16(%rsp)
	leaq	192(%rsp), %rax
	movq	%rbx, %rbp
	movq	%rax, 64(%rsp)
	movq	%r12, 112(%rsp)
	movq	%r13, %r12
	movaps	%xmm0, 192(%rsp)
.L1800:
	leaq	names.9(%rip), %rcx
	xorl	%eax, %eax
	movq	%rbp, %r13
	movq	(%rcx,%r12), %r14
	movq	%rax, %rbx
.L1801:
	movq	16(%rsp), %rax
	movq	%r14, %rdx
	xorl	%esi, %esi
	movq	%r13, %rdi
	leaq	PCT_NAME(%rip), %rcx
	movq	(%rax,%r12), %rbp
	movq	64(%rsp), %rax
	movq	(%rcx,%rbx,8), %rcx
	movq	(%rax,%r12), %r15
	movslq	%ebx, %rax
	addq	$1, %rbx
	movq	8(%rbp,%rax,8), %r9
	movq	8(%r15,%rax,8), %r8
	call	check
	cmpq	$6, %rbx
	jne	.L1801
	movq	%rbp, %rbx
	movq	(%r15), %r8
	xorl	%esi, %esi
	leaq	.LC2(%rip), %rcx
	movq	(%rbx), %r9
	movq	%r14, %rdx
	movq	%r13, %rdi
	movq	%r13, %rbp
	call	check
	movq	56(%rbx), %r9
	movq	56(%r15), %r8
	xorl	%esi, %esi
	leaq	.LC7(%rip), %rcx
	movq	%r14, %rdx
	movq	%r13, %rdi
	call	check
	movq	64(%rbx), %r9
	movq	64(%r15), %r8
	xorl	%esi, %esi
	leaq	.LC220(%rip), %rcx
	movq	%r14, %rdx
	movq	%r13, %rdi
	call	check
	cmpq	$8, %r12
	je	.L1802
	movl	$8, %r12d
	jmp	.L1800
.L1833:
	leaq	.LC364(%rip), %r8
	leaq	.LC368(%rip), %rcx
	jmp	.L2154
.L2162:
	movslq	16(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	je	.L1739
	xorl	%ebp, %ebp
	cmpl	$2, 16(%rsp)
	jne	.L1744
	leaq	.LC316(%rip), %rax
	movq	%rax, (%rsp)
	jmp	.L1743
.L2183:
	leaq	2016(%rsp), %rsi
	movq	48(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L1872
	cmpl	$0, 1248(%rsp)
	leaq	.LC238(%rip), %rcx
	jne	.L1874
	movq	48(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L2223
.L1874:
	leaq	.LC10(%rip), %r8
	leaq	.LC380(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L2147
.L1799:
	movq	stderr(%rip), %rcx
	movl	$66, %edx
	movl	$1, %esi
	leaq	.LC339(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1790
.L2172:
	cmpq	$1, 1328(%rsp)
	jbe	.L1822
.L1979:
	leaq	.LC358(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC359(%rip), %rcx
	leaq	.LC360(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2147
.L2177:
	cmpq	$1, 1328(%rsp)
	ja	.L1979
	movl	1248(%rsp), %eax
	cmpl	$1, %eax
	jne	.L1821
	movsd	(%rsp), %xmm5
	ucomisd	%xmm0, %xmm5
	jp	.L1822
	jne	.L1822
.L1978:
	leaq	.LC10(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC361(%rip), %rcx
	leaq	.LC362(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2147
.L1896:
	movq	(%rsp), %rdi
	call	buffers_free
	movl	$34, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC387(%rip), %rdi
	call	fwrite@PLT
.L2151:
	movl	$1, %ebx
	jmp	.L1729
.L2178:
	leaq	960(%rsp), %rax
	xorl	%edi, %edi
	movq	%rbx, %r8
	xorl	%ecx, %ecx
	movq	1416(%rsp), %rsi
	movq	%rdi, 1496(%rsp)
	movq	%rax, %rdi
	movl	$512, %r9d
	leaq	.LC149(%rip), %rdx
	movq	%rax, 24(%rsp)
	movq	%rsi, 32(%rsp)
	call	numbers_open
	movl	%eax, (%rsp)
	testl	%eax, %eax
	jne	.L2147
	movq	960(%rsp), %rdi
	call	fileno@PLT
	leaq	2016(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L1846
	movl	2040(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, (%rsp)
.L1846:
	xorl	%ecx, %ecx
	leaq	800(%rsp), %rax
	xorl	%r13d, %r13d
	xorl	%r15d, %r15d
	movq	%rcx, 16(%rsp)
	movq	%rax, 8(%rsp)
.L1847:
	movq	8(%rsp), %rsi
	movq	24(%rsp), %rdi
	movl	$512, %ecx
	movq	%rbx, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L2224
	cmpl	$0, (%rsp)
	movq	1008(%rsp), %rax
	jne	.L1848
	movl	$1, %ecx
	salq	$40, %rcx
	cmpq	%rax, %rcx
	jb	.L1997
	testq	%r14, %r14
	jne	.L1850
	movq	800(%rsp), %rax
	testq	%r12, %r12
	je	.L1852
	cmpq	%r12, %rax
	jnb	.L1847
.L1852:
	testq	%r15, %r15
	movq	%rax, 1296(%rsp)
	cmove	%rax, %r13
	addq	$1, %r15
	jmp	.L1847
.L1848:
	cmpq	$200000000, %rax
	ja	.L1998
	testq	%r14, %r14
	je	.L2156
	cmpq	%r15, %r14
	je	.L1847
.L2156:
	testq	%r12, %r12
	je	.L1855
	cmpq	%r12, 800(%rsp)
	jnb	.L1847
.L1855:
	movq	1496(%rsp), %rdi
	cmpq	%r15, 16(%rsp)
	je	.L2225
.L1858:
	movq	800(%rsp), %rax
	movq	%rax, (%rdi,%r15,8)
.L2149:
	movq	800(%rsp), %rax
	jmp	.L1852
.L1850:
	cmpq	%r15, %r14
	je	.L1847
	testq	%r12, %r12
	je	.L2149
	cmpq	%r12, 800(%rsp)
	jb	.L2149
	jmp	.L1847
.L2225:
	movq	16(%rsp), %rax
	testq	%rax, %rax
	je	.L1859
	salq	$4, %rax
	movq	%rax, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L1969
	movq	16(%rsp), %rcx
	movq	%rax, 1496(%rsp)
	movq	%rcx, %rax
	addq	%rcx, %rax
	movq	%rax, 16(%rsp)
	jmp	.L1858
.L2205:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	call	printf@PLT
	jmp	.L1708
.L2011:
	leaq	.LC238(%rip), %r14
.L1932:
	leaq	2016(%rsp), %rax
	movq	48(%rsp), %rdi
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%rax, %rdx
	movq	%rax, 16(%rsp)
	call	walk_outcome
	jmp	.L1934
.L1876:
	movq	%rbp, 1312(%rsp)
	testq	%rbp, %rbp
	je	.L1877
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%rcx
	movq	1328(%rsp), %rdx
	subl	$1, %r12d
	leaq	1(%rdx,%rax), %rax
	je	.L1878
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L1877
	leaq	.LC237(%rip), %rcx
.L1879:
	leaq	.LC381(%rip), %r8
	leaq	.LC382(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L2147
.L2204:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1706
.L2202:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1701
.L2176:
	leaq	1504(%rsp), %rbx
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC315(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L2147
.L1859:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L1969
	movq	%rdi, 1496(%rsp)
	movq	$1024, 16(%rsp)
	jmp	.L1858
.L1826:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1827
.L2010:
	leaq	.LC238(%rip), %rsi
	jmp	.L1923
.L2224:
	movq	24(%rsp), %rdi
	movl	%eax, (%rsp)
	call	numbers_close
	movl	(%rsp), %eax
	testl	%eax, %eax
	js	.L1856
	movq	1496(%rsp), %rax
	movq	1416(%rsp), %rcx
	movq	%rax, 1288(%rsp)
	testq	%r15, %r15
	je	.L2226
	cmpl	$0, 1492(%rsp)
	movq	%rcx, 1280(%rsp)
	movq	%r15, 1304(%rsp)
	jne	.L1866
	cmpq	$1, %r15
	je	.L1867
	movq	1296(%rsp), %rax
	leaq	-1(%r15), %r8
	xorl	%edx, %edx
	subq	%r13, %rax
	divq	%r8
	movq	%rax, %r15
.L1867:
	testq	%r15, %r15
	movl	$1, %eax
	cmovne	%r15, %rax
	movq	%rax, 1336(%rsp)
	jmp	.L1866
.L1768:
	movq	8(%rsp), %rbx
	leaq	.LC10(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC334(%rip), %rdx
	jmp	.L2153
.L2195:
	cmpl	$1, 32(%rsp)
	jne	.L2227
	movq	%r14, %r9
	movq	8(%rsp), %rbx
	leaq	.LC234(%rip), %r14
	testq	%r15, %r15
	jne	.L1764
	jmp	.L2147
.L2210:
	movq	stderr(%rip), %rcx
	movl	$78, %edx
	movl	$1, %esi
	leaq	.LC411(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1930
.L2212:
	movq	(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC421(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1943
.L1940:
	movq	1296(%rsp), %rax
	xorl	%edx, %edx
	movq	(%rsp), %rdi
	divq	%rbx
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	movl	1248(%rsp), %edx
	leaq	.LC419(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rsi
	movq	1304(%rsp), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1941
.L1939:
	leaq	960(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	movq	1232(%rsp), %rsi
	movq	%rax, %rbx
	leaq	800(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	fmt_us.constprop.0
	movq	1224(%rsp), %rsi
	movq	(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC417(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1938
.L2211:
	leaq	.LC415(%rip), %rdi
	call	puts@PLT
	leaq	800(%rsp), %rax
	movq	%rax, 8(%rsp)
	leaq	960(%rsp), %rax
	movq	%rax, 24(%rsp)
	jmp	.L1938
.L2196:
	movq	8(%rsp), %rbx
	leaq	.LC157(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC333(%rip), %rdx
	jmp	.L2153
.L2188:
	leaq	960(%rsp), %r12
	movq	48(%rsp), %rdi
	movq	%r12, %rsi
	call	closed_form
	testl	%eax, %eax
	jne	.L1927
	leaq	2016(%rsp), %rbp
	movq	48(%rsp), %rdi
	xorl	%ecx, %ecx
	movl	$1, %esi
	movq	%rbp, %rdx
	call	walk_outcome
	testl	%eax, %eax
	jne	.L1927
	leaq	800(%rsp), %rbx
	movq	%r12, %rcx
	movq	%rbp, %rdx
	xorl	%esi, %esi
	movq	%rbx, %rdi
	call	check_outcome
	movq	1208(%rsp), %r9
	movq	%rbx, %rdi
	xorl	%esi, %esi
	movq	2264(%rsp), %r8
	leaq	.LC408(%rip), %rdx
	leaq	.LC407(%rip), %rcx
	call	check
	movq	808(%rsp), %rbx
	leaq	.LC409(%rip), %rdi
	xorl	%eax, %eax
	movq	800(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
.L2152:
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L1729
.L1878:
	cmpq	$200000000, %rax
	jbe	.L1877
	leaq	.LC241(%rip), %rcx
	jmp	.L1879
.L2200:
	testl	%r15d, %r15d
	jne	.L2228
	leaq	.LC165(%rip), %rsi
	leaq	.LC455(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r14
	movq	1216(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC456(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1224(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC457(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1232(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC458(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC459(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC242(%rip), %rsi
.L1968:
	leaq	.LC10(%rip), %r12
	leaq	.LC390(%rip), %rbp
	xorl	%eax, %eax
	leaq	.LC388(%rip), %rdx
	leaq	.LC389(%rip), %rdi
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC223(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC392(%rip), %r14
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC224(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC396(%rip), %r13
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC221(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %ebp
	call	printf@PLT
	movq	%r12, %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC391(%rip), %rdi
	leaq	.LC395(%rip), %r12
	call	printf@PLT
.L1902:
	movq	%r14, %rdx
	leaq	.LC393(%rip), %rsi
	leaq	.LC394(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rdx
	leaq	.LC11(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC394(%rip), %rdi
	call	printf@PLT
	xorl	%eax, %eax
	movq	%r13, %rdx
	leaq	.LC11(%rip), %rsi
	leaq	.LC394(%rip), %rdi
	call	printf@PLT
	subl	$1, %ebp
	jne	.L1902
	movl	$10, %edi
	xorl	%ebp, %ebp
	movl	%r15d, %r12d
	call	putchar@PLT
	movq	8(%rsp), %r14
.L1903:
	cmpq	%rbx, %rbp
	je	.L2229
	movq	544(%rsp,%rbp,8), %rsi
	testl	%r12d, %r12d
	jne	.L1904
	leaq	.LC397(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1905:
	movq	32(%rsp), %rax
	leaq	.LC244(%rip), %rsi
	leaq	.LC399(%rip), %rdi
	leaq	COL.3(%rip), %r15
	cmpq	$0, (%rax,%rbp,8)
	leaq	.LC245(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	xorl	%r13d, %r13d
	call	printf@PLT
	movq	%rbp, %rax
	movl	%r12d, 8(%rsp)
	salq	$5, %rax
	movq	%rbx, 16(%rsp)
	movq	%rax, (%rsp)
.L1907:
	movq	(%rsp), %rax
	movslq	%r13d, %r12
	xorl	%ebx, %ebx
	leaq	(%r12,%r12,8), %r12
	addq	%rax, %r12
.L1911:
	movslq	(%r15,%rbx,4), %rax
	movq	%r14, %rdi
	addq	%r12, %rax
	movq	2024(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L2230
	xorl	%eax, %eax
	leaq	.LC11(%rip), %rsi
	leaq	.LC394(%rip), %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L2007
	addl	$1, %r13d
	cmpl	$3, %r13d
	jne	.L1907
	movl	$10, %edi
	movl	8(%rsp), %r12d
	movq	16(%rsp), %rbx
	addq	$1, %rbp
	call	putchar@PLT
	jmp	.L1903
.L2230:
	leaq	.LC393(%rip), %rsi
	leaq	.LC394(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L1911
.L2007:
	movl	$2, %ebx
	jmp	.L1911
.L1904:
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC398(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1905
.L2229:
	leaq	.LC400(%rip), %rdi
	xorl	%ebp, %ebp
	leaq	PCT_NAME(%rip), %r13
	call	puts@PLT
	movq	%rbp, %r14
	movl	%r12d, 8(%rsp)
	movq	%rbx, %r12
.L1913:
	cmpq	%r12, %r14
	je	.L2231
	movq	40(%rsp), %rsi
	leaq	.LC401(%rip), %rdi
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	movq	544(%rsp,%r14,8), %rdx
	leaq	12+COL.3(%rip), %r15
	call	printf@PLT
	movq	%r14, %rax
	movq	%r14, 24(%rsp)
	salq	$5, %rax
	movq	%r12, 16(%rsp)
	movq	%rbx, %r12
	movq	%rax, (%rsp)
.L1914:
	movq	(%rsp), %rax
	movslq	%r12d, %rbp
	leaq	COL.3(%rip), %r14
	leaq	0(%rbp,%rbp,8), %rbp
	addq	%rax, %rbp
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%r12,8), %rbx
.L1915:
	movslq	(%r14), %rax
	movq	%rbx, %rsi
	leaq	.LC402(%rip), %rdi
	addq	$4, %r14
	leaq	0(%rbp,%rax), %rdx
	movq	2024(%rsp,%rdx,8), %rcx
	movq	0(%r13,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %r15
	jne	.L1915
	addq	$1, %r12
	cmpq	$3, %r12
	jne	.L1914
	movq	24(%rsp), %r14
	movq	32(%rsp), %rax
	leaq	.LC247(%rip), %rsi
	leaq	.LC403(%rip), %rdi
	movq	16(%rsp), %r12
	cmpq	$0, (%rax,%r14,8)
	leaq	.LC246(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %r14
	call	printf@PLT
	jmp	.L1913
.L2231:
	movq	296(%rsp), %rbx
	movq	288(%rsp), %rsi
	movq	%r14, %rcx
	xorl	%eax, %eax
	leaq	.LC404(%rip), %rdi
	movl	8(%rsp), %r15d
	movq	%rbx, %rdx
	call	printf@PLT
	movq	80(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2152
	xorl	%eax, %eax
	testl	%r15d, %r15d
	leaq	.LC249(%rip), %rsi
	movq	%r14, 984(%rsp)
	sete	%al
	leaq	960(%rsp), %rcx
	leaq	sweep_writer(%rip), %rdx
	movl	%eax, 960(%rsp)
	leaq	544(%rsp), %rax
	movq	%rax, %xmm0
	leaq	2016(%rsp), %rax
	movq	%rax, %xmm5
	leaq	.LC248(%rip), %rax
	cmove	%rax, %rsi
	punpcklqdq	%xmm5, %xmm0
	movups	%xmm0, 968(%rsp)
	call	export_file
	testl	%eax, %eax
	je	.L2152
	jmp	.L2151
.L2218:
	movq	stderr(%rip), %rcx
	movl	$68, %edx
	movl	$1, %esi
	leaq	.LC434(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1930
.L2214:
	leaq	.LC426(%rip), %rdi
	call	puts@PLT
	jmp	.L1975
.L2213:
	movq	1256(%rsp), %rax
	cmpq	%rax, 1216(%rsp)
	setnb	%al
	movzbl	%al, %eax
	jmp	.L1947
.L1944:
	movq	1336(%rsp), %rsi
	movq	(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC424(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1945
.L1779:
	ud2
.L2228:
	leaq	.LC454(%rip), %rsi
	leaq	.LC455(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r14
	movq	1216(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC456(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1224(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC457(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1232(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC458(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC459(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC243(%rip), %rsi
	jmp	.L1968
.L2222:
	movl	112(%rsp), %eax
	leaq	SAMPLES_NAME(%rip), %rdx
	movq	832(%rsp), %rsi
	leaq	.LC451(%rip), %rdi
	movq	(%rdx,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1966
.L2217:
	leaq	.LC431(%rip), %rdi
	call	puts@PLT
	jmp	.L1952
.L2216:
	movq	720(%rsp), %rdx
	movl	$65536, %ecx
	leaq	.LC430(%rip), %rdi
	xorl	%eax, %eax
	movq	712(%rsp), %rsi
	call	printf@PLT
	jmp	.L1952
.L2215:
	movl	$29, %esi
	leaq	.LC427(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1950
.L1927:
	movq	stderr(%rip), %rcx
	movl	$40, %edx
	movl	$1, %esi
	leaq	.LC406(%rip), %rdi
	call	fwrite@PLT
	jmp	.L2151
.L2219:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC439(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1930
.L1761:
	movq	(%rsp), %r14
	leaq	.LC460(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movq	2064(%rsp), %r8
	movl	$512, %esi
	movq	%r14, %rcx
	call	snprintf@PLT
	jmp	.L1758
.L2227:
	testq	%r14, %r14
	je	.L1776
	leaq	0(,%r14,8), %rdi
	call	malloc@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	je	.L1776
	movl	$1, 32(%rsp)
	jmp	.L1777
.L1998:
	leaq	.LC236(%rip), %r8
.L1849:
	movq	32(%rsp), %rcx
	leaq	.LC371(%rip), %rdx
.L2150:
	movq	%rbx, %rdi
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rdi
	call	numbers_close
.L1856:
	movq	1496(%rsp), %rdi
	call	free@PLT
	xorl	%edx, %edx
	movq	%rdx, 1496(%rsp)
	jmp	.L2147
.L1997:
	leaq	.LC237(%rip), %r8
	jmp	.L1849
.L2221:
	movq	832(%rsp), %r12
	movq	808(%rsp), %r11
	leaq	.LC447(%rip), %rdi
	movq	800(%rsp), %r10
	movq	(%r11,%r12,8), %rcx
	leaq	0(,%r12,8), %r9
	movq	%r12, %rsi
	movq	%r11, 128(%rsp)
	movq	(%r10,%r12,8), %rdx
	movq	%r9, 136(%rsp)
	movq	%r10, 24(%rsp)
	call	printf@PLT
	leaq	1(%r12), %rax
	cmpq	824(%rsp), %rax
	movq	24(%rsp), %r10
	movq	128(%rsp), %r11
	movq	136(%rsp), %r9
	jb	.L2232
.L1964:
	movq	840(%rsp), %rdx
	leaq	.LC449(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r12, %rsi
	call	printf@PLT
	jmp	.L1963
.L2220:
	movq	1304(%rsp), %rsi
	movq	1296(%rsp), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	SCHED_NAME(%rip), %rdx
	movq	(%rdx,%rcx,8), %rdi
	movq	%rsi, %rdx
	movq	%rdi, %rsi
	leaq	.LC446(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1962
.L1802:
	movq	96(%rsp), %r9
	movq	80(%rsp), %r14
	movq	%r12, %r13
	leaq	.LC340(%rip), %rdi
	movq	88(%rsp), %r15
	movq	104(%rsp), %rbp
	leaq	.LC10(%rip), %rbx
	movq	%r9, 16(%rsp)
	movq	112(%rsp), %r12
	call	puts@PLT
	movq	16(%rsp), %rcx
	movq	%r14, %rdx
	xorl	%eax, %eax
	movq	40(%rsp), %rsi
	leaq	.LC341(%rip), %rdi
	call	printf@PLT
	movq	1352(%rsp), %rsi
	leaq	320(%rsp), %rdi
	call	fmt_us.constprop.0
	movl	1360(%rsp), %edx
	movq	16(%rsp), %r9
	movq	%rax, %r14
	cmpl	$0, 1344(%rsp)
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rcx
	leaq	.LC235(%rip), %rdx
	jne	.L1803
	leaq	.LC10(%rip), %rbx
	movq	%rbx, %rdx
.L1803:
	movq	%rbp, %rsi
	leaq	288(%rsp), %rdi
	movq	%r9, 40(%rsp)
	movq	%rdx, 64(%rsp)
	movq	%rcx, 16(%rsp)
	call	fmt_us.constprop.0
	movq	16(%rsp), %rcx
	movq	%r14, %r8
	movq	64(%rsp), %rdx
	movq	%rax, %rsi
	leaq	.LC342(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC343(%rip), %rdi
	leaq	.LC344(%rip), %r14
	call	puts@PLT
	call	print_header
	movl	$10, %edi
	call	putchar@PLT
	movq	32(%rsp), %rsi
	movq	%r14, %rdi
	call	print_row
	movl	$10, %edi
	call	putchar@PLT
	movq	8(%rsp), %rsi
	leaq	.LC221(%rip), %rdi
	call	print_row
	movq	%rbx, %rdx
	leaq	.LC345(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC346(%rip), %rdi
	leaq	.LC347(%rip), %rbx
	call	printf@PLT
	movq	%r12, 16(%rsp)
	movq	%rbp, %r12
	movq	40(%rsp), %rbp
	jmp	.L1809
.L2234:
	movq	8(%rsp), %rcx
	movq	(%rcx,%r13), %rcx
	testq	%rcx, %rcx
	js	.L1805
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1806:
	testq	%rax, %rax
	js	.L1807
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1808:
	divsd	%xmm1, %xmm0
	comisd	.LC41(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L1804:
	movq	%rbx, %rdi
	movl	$1, %eax
	addq	$8, %r13
	call	printf@PLT
	cmpq	$56, %r13
	je	.L2233
.L1809:
	movq	32(%rsp), %rax
	movq	(%rax,%r13), %rax
	testq	%rax, %rax
	jne	.L2234
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L1804
.L2233:
	leaq	.LC348(%rip), %rdi
	movq	%rbp, 40(%rsp)
	movq	%r12, %rbp
	movq	16(%rsp), %r12
	call	puts@PLT
	movq	32(%rsp), %rsi
	movq	%r14, %rdi
	call	print_result_set
	movq	8(%rsp), %rsi
	leaq	.LC221(%rip), %rdi
	call	print_result_set
	movq	%rbp, %rsi
	leaq	.LC349(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	168(%rsp), %rbx
	xorl	%eax, %eax
	movq	160(%rsp), %rsi
	leaq	.LC350(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	cmpq	$0, 24(%rsp)
	movzbl	%bl, %ebx
	je	.L1798
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	40(%rsp), %rsi
	movq	696(%rsp), %xmm0
	leaq	544(%rsp), %rdi
	leaq	544(%rsp), %rbp
	movl	$2, 368(%rsp)
	rep stosl
	leaq	.LC351(%rip), %rax
	movq	%rbp, %rdx
	movq	%r15, %rdi
	movhps	824(%rsp), %xmm0
	movq	%rbp, %xmm6
	leaq	NAMES.8(%rip), %rcx
	movaps	%xmm0, 208(%rsp)
	movq	%rax, %xmm0
	leaq	208(%rsp), %rax
	punpcklqdq	%xmm6, %xmm0
	movq	%rax, %xmm7
	movaps	%xmm0, 352(%rsp)
	movq	%rcx, %xmm0
	punpcklqdq	%xmm7, %xmm0
	movups	%xmm0, 376(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	je	.L1810
.L1812:
	movl	$1, %ebx
.L1811:
	movq	544(%rsp), %rdi
	call	free@PLT
	movq	568(%rsp), %rdi
	call	free@PLT
	jmp	.L1798
.L1807:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1808
.L1805:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1806
.L1840:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1336(%rsp)
	btcq	$63, 1336(%rsp)
	jmp	.L1841
.L1810:
	leaq	568(%rsp), %r13
	movq	56(%rsp), %rdi
	movq	%r12, %rsi
	movq	%r13, %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L1812
	movq	%rbp, %rcx
	movq	24(%rsp), %rdi
	leaq	hgrm_writer(%rip), %rbp
	leaq	.LC352(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L1812
	movq	24(%rsp), %rdi
	movq	%r13, %rcx
	movq	%rbp, %rdx
	leaq	.LC353(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1812
	movq	24(%rsp), %rdi
	leaq	352(%rsp), %rcx
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC230(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L1812
	jmp	.L1811
.L2232:
	movq	8(%r11,%r9), %rdx
	movq	8(%r10,%r9), %rsi
	leaq	.LC448(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1964
.L2167:
	movq	%r14, %rcx
	leaq	.LC326(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L1758
.L2171:
	leaq	.LC355(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC356(%rip), %rcx
	leaq	.LC357(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2147
.L1969:
	movq	1008(%rsp), %r8
	movq	32(%rsp), %rcx
	leaq	.LC372(%rip), %rdx
	jmp	.L2150
.L1776:
	movq	8(%rsp), %rbx
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC335(%rip), %r8
	leaq	.LC336(%rip), %rdx
	movl	$512, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L2147
.L2164:
	leaq	1504(%rsp), %rbx
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC317(%rip), %r8
	leaq	.LC318(%rip), %rdx
	movl	$512, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L2147
.L1739:
	movq	stderr(%rip), %rdi
	leaq	.LC321(%rip), %rdx
	leaq	.LC184(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L1726
.L2180:
	leaq	.LC10(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC375(%rip), %rcx
	leaq	.LC376(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2147
.L2170:
	leaq	2016(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	1224(%rsp), %rsi
	leaq	960(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	leaq	.LC354(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2147
.L2223:
	cmpl	$0, 1320(%rsp)
	leaq	.LC240(%rip), %rcx
	jne	.L1874
	cmpq	$1, 1328(%rsp)
	leaq	.LC239(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1874
.L2185:
	leaq	.LC10(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC383(%rip), %rcx
	leaq	.LC384(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2147
.L2226:
	leaq	.LC373(%rip), %r8
	leaq	.LC374(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L2147
.L2182:
	leaq	.LC379(%rip), %r8
	leaq	.LC237(%rip), %rcx
	jmp	.L2155
	.cfi_endproc
.LFE162:
	.size	main, .-main
	.section	.rodata.str1.1
.LC462:
	.string	"closed (from actual send)"
.LC463:
	.string	"open (from intended send)"
.LC464:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC462
	.quad	.LC463
	.quad	.LC464
	.section	.rodata.str1.1
.LC465:
	.string	"closed.values"
.LC466:
	.string	"open.values"
.LC467:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC465
	.quad	.LC466
	.quad	.LC467
	.section	.rodata.str1.1
.LC468:
	.string	"closed.hgrm"
.LC469:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC468
	.quad	.LC469
	.quad	.LC353
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
.LC470:
	.string	"0%"
.LC471:
	.string	"90%"
.LC472:
	.string	"99%"
.LC473:
	.string	"99.9%"
.LC474:
	.string	"99.99%"
.LC475:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.7, @object
	.size	XTICK.7, 48
XTICK.7:
	.quad	.LC470
	.quad	.LC471
	.quad	.LC472
	.quad	.LC473
	.quad	.LC474
	.quad	.LC475
	.align 16
	.type	NAMES.8, @object
	.size	NAMES.8, 16
NAMES.8:
	.quad	.LC344
	.quad	.LC221
	.align 16
	.type	names.9, @object
	.size	names.9, 16
names.9:
	.quad	.LC344
	.quad	.LC221
	.section	.rodata.str1.1
.LC476:
	.string	"ns"
.LC477:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.10, @object
	.size	units.10, 64
units.10:
	.quad	.LC476
	.quad	1
	.quad	.LC477
	.quad	1000
	.quad	.LC303
	.quad	1000000
	.quad	.LC250
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
.LC478:
	.string	"feed-10ms-stall"
.LC479:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC480:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC481:
	.string	"one-2s-stall"
.LC482:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC483:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC484:
	.string	"hundred-requests"
.LC485:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC486:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC487:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC488:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 120
SCENARIOS:
	.quad	.LC254
	.quad	.LC255
	.quad	.LC10
	.quad	.LC478
	.quad	.LC479
	.quad	.LC480
	.quad	.LC481
	.quad	.LC482
	.quad	.LC483
	.quad	.LC484
	.quad	.LC485
	.quad	.LC486
	.quad	.LC487
	.quad	.LC485
	.quad	.LC488
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC213
	.quad	.LC216
	.quad	.LC212
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC223
	.quad	.LC224
	.quad	.LC221
	.section	.rodata.str1.1
.LC489:
	.string	"p90"
.LC490:
	.string	"p99.99"
.LC491:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC392
	.quad	.LC489
	.quad	.LC395
	.quad	.LC396
	.quad	.LC490
	.quad	.LC491
	.section	.rodata.str1.1
.LC492:
	.string	"p999"
.LC493:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC392
	.quad	.LC489
	.quad	.LC395
	.quad	.LC492
	.quad	.LC493
	.quad	.LC491
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
.LC494:
	.string	"sorted"
.LC495:
	.string	"counted"
	.section	.data.rel.ro.local
	.align 32
	.type	SAMPLES_NAME, @object
	.size	SAMPLES_NAME, 32
SAMPLES_NAME:
	.quad	.LC128
	.quad	.LC494
	.quad	.LC495
	.quad	.LC131
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC123
	.quad	.LC124
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC151
	.quad	.LC152
	.quad	.LC153
	.section	.rodata.str1.1
.LC496:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC138
	.quad	.LC139
	.quad	.LC496
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
	.set	.LC25,.LC190+8
	.align 8
.LC26:
	.long	0
	.long	1127219200
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC27:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC28:
	.long	0
	.long	1072693248
	.align 8
.LC29:
	.long	0
	.long	1076101120
	.align 8
.LC30:
	.long	0
	.long	1073217536
	.align 8
.LC31:
	.long	0
	.long	1074528256
	.align 8
.LC32:
	.long	0
	.long	1075707904
	.set	.LC33,.LC27
	.align 8
.LC34:
	.long	0
	.long	1083129856
	.align 8
.LC35:
	.long	0
	.long	1074790400
	.align 8
.LC41:
	.long	0
	.long	1079574528
	.align 8
.LC42:
	.long	-17155601
	.long	1072049730
	.align 8
.LC43:
	.long	0
	.long	1073741824
	.align 8
.LC44:
	.long	0
	.long	1017118720
	.section	.rodata.cst16
	.align 16
.LC45:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC46:
	.long	0
	.long	1104006501
	.align 8
.LC54:
	.long	0
	.long	1138753536
	.align 8
.LC58:
	.long	0
	.long	1071644672
	.align 8
.LC145:
	.long	-1577058304
	.long	1114446484
	.section	.rodata.cst16
	.align 16
.LC179:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC180:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC181:
	.quad	7308901430183358312
	.quad	32199620762627616
	.section	.rodata.cst8
	.align 8
.LC189:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC190:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC191:
	.long	0
	.long	1093567616
	.align 8
.LC192:
	.long	-858993459
	.long	1072745676
	.align 8
.LC198:
	.long	0
	.long	1081524224
	.section	.rodata.cst16
	.align 16
.LC251:
	.quad	100000
	.quad	200000000
	.align 16
.LC252:
	.quad	1000000000
	.quad	500000000
	.align 16
.LC253:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC257:
	.long	0
	.long	1101206224
	.section	.rodata.cst16
	.align 16
.LC274:
	.quad	1000
	.quad	1000
	.align 16
.LC290:
	.quad	100
	.quad	1000
	.align 16
.LC291:
	.quad	5000
	.quad	2000
	.section	.rodata.cst8
	.align 8
.LC363:
	.long	0
	.long	1114636288
	.align 8
.LC367:
	.long	0
	.long	1137704960
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
