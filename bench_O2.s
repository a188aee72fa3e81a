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
.LFB46:
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
.LFE46:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	ref_client, @function
ref_client:
.LFB49:
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
.LFE49:
	.size	ref_client, .-ref_client
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB53:
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
.LFE53:
	.size	cmp_double, .-cmp_double
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
.LFB88:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	cmpq	%rdx, %rsi
	je	.L48
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
.L48:
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
.LFE88:
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
.LFB65:
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
.L50:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L50
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
.LFE65:
	.size	print_header, .-print_header
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB56:
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
	popq	%rbx
	.cfi_def_cfa_offset 8
	jmp	free@PLT
	.cfi_endproc
.LFE56:
	.size	buffers_free, .-buffers_free
	.section	.rodata.str1.8
	.align 8
.LC9:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB30:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L63
	movq	(%rdi), %rax
	movq	%rdi, %r9
	testq	%r8, %r8
	je	.L57
	movq	%rsi, %r10
	xorl	%edi, %edi
	xorl	%r11d, %r11d
	jmp	.L58
	.p2align 4,,10
	.p2align 3
.L59:
	addq	$1, %rdi
	cmpq	%rdi, %r10
	je	.L55
.L62:
	movq	(%r9,%rdi,8), %rax
	cmpq	%r8, %rsi
	je	.L57
.L58:
	leaq	1(%r11), %rsi
	movq	%rax, (%rcx,%r11,8)
	movq	%rsi, %r11
	cmpq	%rdx, %rax
	jb	.L59
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L59
	cmpq	%rsi, %r8
	jne	.L60
	jmp	.L57
	.p2align 4,,10
	.p2align 3
.L61:
	cmpq	%rsi, %r8
	je	.L57
.L60:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L61
	addq	$1, %rdi
	movq	%rsi, %r11
	cmpq	%rdi, %r10
	jne	.L62
.L55:
	movq	%r11, %rax
	ret
.L57:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC9(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L63:
	.cfi_def_cfa_offset 8
	xorl	%r11d, %r11d
	jmp	.L55
	.cfi_endproc
.LFE30:
	.size	correct_co, .-correct_co
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
	jne	.L75
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L75:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L77:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L76
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
.L76:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L77
	testq	%r15, %r15
	je	.L82
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L79:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L79
	movq	%rdi, %rax
	movq	%rsi, %r15
	negq	%rax
	sbbl	%eax, %eax
.L78:
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
.L82:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L78
	.cfi_endproc
.LFE34:
	.size	summarise, .-summarise
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB55:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	pxor	%xmm0, %xmm0
	leaq	by_kind.0(%rip), %rax
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rdi, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	movq	$0, 32(%rdi)
	movups	%xmm0, (%rdi)
	movups	%xmm0, 16(%rdi)
	movl	72(%rsi), %edx
	cmpl	$3, (%rax,%rdx,4)
	jne	.L88
	movq	64(%rsi), %rax
	testq	%rax, %rax
	je	.L88
	xorl	%edx, %edx
	movq	80(%rsi), %rcx
	divq	(%rsi)
	leaq	1(%rcx,%rax), %rdi
	jmp	.L90
	.p2align 4,,10
	.p2align 3
.L88:
	movq	56(%rbp), %rdi
.L90:
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, (%rbx)
	movq	%rax, %r13
	movq	56(%rbp), %rax
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	movq	80(%rbp), %rdi
	movq	%rax, 8(%rbx)
	movq	%rax, %r12
	salq	$3, %rdi
	call	malloc@PLT
	testq	%r13, %r13
	setne	%dl
	testq	%r12, %r12
	movq	%rax, 24(%rbx)
	setne	%cl
	andl	%ecx, %edx
	testq	%rax, %rax
	setne	%al
	addq	$8, %rsp
	.cfi_def_cfa_offset 40
	movzbl	%al, %eax
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%rbp
	.cfi_def_cfa_offset 24
	andl	%edx, %eax
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	subl	$1, %eax
	ret
	.cfi_endproc
.LFE55:
	.size	buffers_init, .-buffers_init
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB70:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L99
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
	jne	.L95
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L95
	cmpq	%r14, %rax
	jb	.L95
	cmpq	%rax, %r12
	jb	.L95
	movq	%rax, 0(%r13)
.L92:
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
.L95:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L92
	.p2align 4,,10
	.p2align 3
.L99:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE70:
	.size	parse_uint, .-parse_uint
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB54:
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
	je	.L101
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L102:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L102
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L107:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L107
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L104
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L126
.L123:
	pxor	%xmm0, %xmm0
.L109:
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
.L101:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L104:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC11(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L123
.L126:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L124
	sqrtsd	%xmm0, %xmm0
.L113:
	divsd	%xmm2, %xmm0
	jmp	.L109
.L124:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L113
	.cfi_endproc
.LFE54:
	.size	stats_of, .-stats_of
	.section	.rodata.str1.8
	.align 8
.LC12:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC13:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC14:
	.string	"it covers skipping closed loops with one connection only"
	.align 8
.LC15:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC16:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC17:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap.part.0, @function
closed_form_gap.part.0:
.LFB94:
	.cfi_startproc
	movq	(%rdi), %rsi
	movq	40(%rdi), %rcx
	leaq	.LC12(%rip), %rax
	cmpq	%rcx, %rsi
	jnb	.L127
	movl	72(%rdi), %eax
	cmpl	$2, %eax
	je	.L140
	cmpl	$1, %eax
	jne	.L130
	cmpq	$1, 80(%rdi)
	leaq	.LC14(%rip), %rax
	ja	.L127
.L130:
	movq	8(%rdi), %r8
	testq	%r8, %r8
	je	.L134
	movq	24(%rdi), %rax
	xorl	%edx, %edx
	divq	%rcx
	leaq	.LC15(%rip), %rax
	testq	%rdx, %rdx
	jne	.L127
	movq	16(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L127
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC17(%rip), %rax
	testq	%rdx, %rdx
	jne	.L127
	subq	%rsi, %rcx
	movq	%r8, %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	movq	%rax, %r8
	leaq	.LC16(%rip), %rax
	sbbq	$-1, %r8
	cmpq	%r8, %rdi
	cmovnb	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L134:
	xorl	%eax, %eax
.L127:
	ret
	.p2align 4,,10
	.p2align 3
.L140:
	cmpq	$1, 80(%rdi)
	leaq	.LC13(%rip), %rax
	jbe	.L130
	ret
	.cfi_endproc
.LFE94:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.section	.rodata.str1.8
	.align 8
.LC18:
	.string	"CHECK FAILED rep=%u %s %s expected=%lu actual=%lu\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB51:
	.cfi_startproc
	cmpq	%r9, %r8
	je	.L145
	addq	$1, 8(%rdi)
	xorl	%eax, %eax
	leaq	.LC18(%rip), %rdi
	jmp	printf@PLT
	.p2align 4,,10
	.p2align 3
.L145:
	addq	$1, (%rdi)
	ret
	.cfi_endproc
.LFE51:
	.size	check, .-check
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB96:
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
	je	.L153
.L147:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L146:
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
.L153:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L154
	movl	$512, %esi
	movl	$16, %ebp
.L148:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L155
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L147
	.p2align 4,,10
	.p2align 3
.L154:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L148
.L155:
	movl	$1, 24(%rbx)
	jmp	.L146
	.cfi_endproc
.LFE96:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC19:
	.string	" (negative)"
.LC20:
	.string	""
	.section	.rodata.str1.8
	.align 8
.LC21:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC22:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC23:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC24:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC25:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC26:
	.string	"a digit must follow the point"
.LC27:
	.string	"'%s' is not a time: %s"
.LC28:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC29:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC30:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC31:
	.string	"'%s' is not a whole number of nanoseconds: %s"
	.text
	.p2align 4
	.type	parse_time.constprop.0, @function
parse_time.constprop.0:
.LFB103:
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
	ja	.L157
	movsbq	%al, %r12
	movl	$10, %esi
	jmp	.L158
	.p2align 4,,10
	.p2align 3
.L167:
	movq	%r12, %rax
	mulq	%rsi
	jo	.L163
	movsbq	%cl, %rcx
	addq	%rcx, %rax
	movq	%rax, %r12
	jc	.L163
.L158:
	movq	%rdi, %r9
	movzbl	1(%rdi), %r14d
	addq	$1, %rdi
	leal	-48(%r14), %ecx
	cmpb	$9, %cl
	jbe	.L167
	movl	$1, %r15d
	xorl	%ebp, %ebp
	cmpb	$46, %r14b
	je	.L195
.L168:
	movq	$0, 24(%rsp)
	leaq	units.5(%rip), %rbx
.L173:
	movq	(%rbx), %rsi
	movq	%rdi, 8(%rsp)
	call	strcmp@PLT
	movq	8(%rsp), %rdi
	testl	%eax, %eax
	jne	.L172
	movq	8(%rbx), %rax
	movq	%rax, 24(%rsp)
.L172:
	addq	$16, %rbx
	leaq	64+units.5(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L173
	testb	%r14b, %r14b
	je	.L174
	cmpq	$0, 24(%rsp)
	je	.L196
	movq	24(%rsp), %rax
.L194:
	imulq	%rax, %rbp
.L177:
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	%r15
	movq	%rdx, %r9
	movq	%rax, %r10
	testq	%rdx, %rdx
	jne	.L197
	movq	24(%rsp), %rax
	movq	%r10, %rsi
	xorl	%edi, %edi
	mulq	%r12
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rdi
	cmpq	%rsi, %rax
	sbbq	%rdi, %r9
	jc	.L163
.L178:
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
.L163:
	.cfi_restore_state
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC24(%rip), %r8
	leaq	.LC25(%rip), %rdx
	call	snprintf@PLT
.L160:
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
.L174:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L183
	movq	%rbp, %rsi
	orq	%r12, %rsi
	je	.L178
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L194
	leaq	.LC22(%rip), %r8
.L175:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC27(%rip), %rdx
	call	snprintf@PLT
	jmp	.L160
	.p2align 4,,10
	.p2align 3
.L195:
	movzbl	1(%rdi), %r14d
	leaq	2(%r9), %rax
	leal	-48(%r14), %esi
	cmpb	$9, %sil
	ja	.L198
	addq	$11, %r9
	.p2align 4,,10
	.p2align 3
.L170:
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
	ja	.L199
	cmpq	%rax, %r9
	jne	.L170
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC28(%rip), %r8
	leaq	.LC29(%rip), %rdx
	call	snprintf@PLT
	jmp	.L160
.L183:
	movq	$1, 24(%rsp)
	jmp	.L177
.L199:
	movq	%rax, %rdi
	jmp	.L168
.L157:
	cmpb	$45, %dl
	leaq	.LC19(%rip), %rax
	movq	%rdi, %rcx
	movq	16(%rsp), %rdi
	leaq	.LC20(%rip), %r8
	leaq	.LC23(%rip), %rdx
	movl	$160, %esi
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L160
.L196:
	leaq	.LC21(%rip), %r8
	jmp	.L175
.L197:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC30(%rip), %r8
	leaq	.LC31(%rip), %rdx
	call	snprintf@PLT
	jmp	.L160
.L198:
	leaq	.LC26(%rip), %r8
	jmp	.L175
	.cfi_endproc
.LFE103:
	.size	parse_time.constprop.0, .-parse_time.constprop.0
	.section	.rodata.str1.1
.LC32:
	.string	"--quick"
.LC33:
	.string	"--cross-check"
	.section	.rodata.str1.8
	.align 8
.LC34:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC35:
	.string	"unexpected argument '%s': %s"
.LC36:
	.string	"see bench --help"
.LC37:
	.string	"%s needs a value: %s"
.LC38:
	.string	"--service"
.LC39:
	.string	"--service %s"
.LC40:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC41:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC42:
	.string	"--interval"
.LC43:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC44:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC45:
	.string	"--stall"
.LC46:
	.string	"--stall %s"
.LC47:
	.string	"--period"
.LC48:
	.string	"--period %s"
.LC49:
	.string	"--first-stall"
.LC50:
	.string	"--first-stall %s"
.LC51:
	.string	"--slow-above"
.LC52:
	.string	"--slow-above %s"
.LC53:
	.string	"--duration"
.LC54:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC55:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC56:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC57:
	.string	"a whole number from 1 to 200000000"
	.align 8
.LC58:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC59:
	.string	"--expected-interval"
.LC60:
	.string	"mean"
.LC61:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC62:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC63:
	.string	"--rank"
.LC64:
	.string	"round"
.LC65:
	.string	"ceil"
.LC66:
	.string	"use round or ceil"
.LC67:
	.string	"--rank '%s' is not valid: %s"
.LC68:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC69:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC70:
	.string	"--reps '%s' is not valid: %s"
.LC71:
	.string	"--schedule"
.LC72:
	.string	"fixed"
.LC73:
	.string	"poisson"
	.section	.rodata.str1.8
	.align 8
.LC74:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC75:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC76:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC77:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC78:
	.string	"--rate '%s' is not valid: %s"
.LC80:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC81:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC82:
	.string	"--seed '%s' is not valid: %s"
.LC83:
	.string	"--arrivals"
.LC84:
	.string	"--closed"
.LC85:
	.string	"catch-up"
.LC86:
	.string	"skip"
.LC87:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC88:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC89:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC90:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC91:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC92:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC93:
	.string	"--correct"
.LC94:
	.string	"--trace-values"
.LC95:
	.string	"--sweep"
.LC96:
	.string	"load"
.LC97:
	.string	"stall"
.LC98:
	.string	"use load or stall"
.LC99:
	.string	"--sweep '%s' is not valid: %s"
.LC100:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
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
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$200, %rsp
	.cfi_def_cfa_offset 256
	movq	%rcx, 8(%rsp)
	testl	%esi, %esi
	jle	.L256
	movq	%rdi, %r12
	movl	%esi, %r15d
	movq	%rdx, %r13
	xorl	%r14d, %r14d
	jmp	.L201
	.p2align 4,,10
	.p2align 3
.L296:
	movl	$1, 216(%r12)
.L209:
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jle	.L256
.L201:
	movslq	%r14d, %rax
	leaq	.LC32(%rip), %rsi
	movq	0(%r13,%rax,8), %rbx
	leaq	0(,%rax,8), %rbp
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L296
	leaq	.LC33(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L297
	movl	$3, 120(%r12)
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jg	.L201
.L256:
	xorl	%eax, %eax
.L200:
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
.L297:
	.cfi_restore_state
	cmpb	$45, (%rbx)
	je	.L298
.L207:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC34(%rip), %r8
	leaq	.LC35(%rip), %rdx
	call	snprintf@PLT
.L210:
	movl	$-1, %eax
	jmp	.L200
	.p2align 4,,10
	.p2align 3
.L298:
	cmpb	$45, 1(%rbx)
	jne	.L207
	addl	$1, %r14d
	cmpl	%r15d, %r14d
	je	.L299
	leaq	.LC38(%rip), %rsi
	movq	%rbx, %rdi
	movq	8(%r13,%rbp), %rbp
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L300
	leaq	.LC42(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L301
	leaq	.LC45(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L302
	leaq	.LC47(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L303
	leaq	.LC49(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L304
	leaq	.LC51(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L305
	leaq	.LC53(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L306
	leaq	.LC56(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L307
	leaq	.LC59(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L232
	leaq	.LC60(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L233
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L234
	movq	24(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L234
	movq	%rdx, 88(%r12)
.L233:
	movl	%eax, 96(%r12)
	movl	$1, 220(%r12)
	jmp	.L209
	.p2align 4,,10
	.p2align 3
.L300:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L308
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L309
	movq	%rax, (%r12)
	jmp	.L209
	.p2align 4,,10
	.p2align 3
.L301:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L310
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L311
	movq	%rax, 40(%r12)
	jmp	.L209
	.p2align 4,,10
	.p2align 3
.L302:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L312
	movq	24(%rsp), %rax
	movq	%rax, 8(%r12)
	jmp	.L209
	.p2align 4,,10
	.p2align 3
.L303:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L313
	movq	24(%rsp), %rax
	movq	%rax, 16(%r12)
	jmp	.L209
	.p2align 4,,10
	.p2align 3
.L304:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L314
	movq	24(%rsp), %rax
	movq	%rax, 24(%r12)
	jmp	.L209
	.p2align 4,,10
	.p2align 3
.L306:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L315
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L316
	movq	%rax, 128(%r12)
	movq	$0, 136(%r12)
	jmp	.L209
	.p2align 4,,10
	.p2align 3
.L305:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L317
	movq	24(%rsp), %rax
	movq	%rax, 104(%r12)
	jmp	.L209
	.p2align 4,,10
	.p2align 3
.L299:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC36(%rip), %r8
	leaq	.LC37(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
	.p2align 4,,10
	.p2align 3
.L232:
	leaq	.LC63(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L236
	leaq	.LC64(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC65(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L237
	testl	%eax, %eax
	jne	.L318
.L237:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 112(%r12)
	jmp	.L209
	.p2align 4,,10
	.p2align 3
.L307:
	leaq	24(%rsp), %rcx
	movl	$200000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L319
	movq	24(%rsp), %rax
	movq	$0, 128(%r12)
	movq	%rax, 136(%r12)
	jmp	.L209
.L236:
	leaq	.LC68(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L320
	leaq	.LC71(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L321
	leaq	.LC76(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L322
	leaq	.LC80(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L323
	leaq	.LC83(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L324
	leaq	.LC84(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L248
	leaq	.LC85(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L249
	leaq	.LC86(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L259
	leaq	.LC87(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L325
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC88(%rip), %r8
	leaq	.LC89(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L321:
	leaq	.LC72(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC73(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L241
	testl	%eax, %eax
	jne	.L326
.L241:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 32(%r12)
	jmp	.L209
.L320:
	leaq	24(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L327
	movq	24(%rsp), %rax
	movl	%eax, 116(%r12)
	jmp	.L209
.L309:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC40(%rip), %r8
	leaq	.LC41(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L210
.L311:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC40(%rip), %r8
	leaq	.LC44(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L210
.L308:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC39(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L312:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC46(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L310:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC43(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L322:
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L244
	call	__errno_location@PLT
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	movl	$0, (%rax)
	movq	%rax, %rbx
	call	strtod@PLT
	movl	(%rbx), %eax
	testl	%eax, %eax
	jne	.L244
	movq	32(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L244
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L244
	comisd	.LC79(%rip), %xmm0
	ja	.L244
	movsd	%xmm0, 144(%r12)
	jmp	.L209
.L313:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC48(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L323:
	xorl	%esi, %esi
	leaq	152(%r12), %rcx
	movq	$-1, %rdx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L209
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC81(%rip), %r8
	leaq	.LC82(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
	.p2align 4,,10
	.p2align 3
.L314:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC50(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L317:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC52(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L248:
	leaq	.LC90(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L328
	leaq	.LC93(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L329
	leaq	.LC94(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L330
	leaq	.LC95(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L254
	leaq	.LC96(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L255
	leaq	.LC97(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L331
.L255:
	movq	%rbp, 184(%r12)
	movl	$2, 120(%r12)
	jmp	.L209
.L324:
	movq	%rbp, 160(%r12)
	movl	$2, 32(%r12)
	jmp	.L209
.L234:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC61(%rip), %r8
	leaq	.LC62(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L316:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC40(%rip), %r8
	leaq	.LC55(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L210
.L315:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC54(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L329:
	movq	%rbp, 168(%r12)
	movl	$1, 120(%r12)
	jmp	.L209
.L328:
	leaq	80(%r12), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L209
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC91(%rip), %r8
	leaq	.LC92(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
	.p2align 4,,10
	.p2align 3
.L319:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC57(%rip), %r8
	leaq	.LC58(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L318:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC66(%rip), %r8
	leaq	.LC67(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L330:
	movq	%rbp, 176(%r12)
	movl	$1, 120(%r12)
	jmp	.L209
.L331:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC98(%rip), %r8
	leaq	.LC99(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L327:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC69(%rip), %r8
	leaq	.LC70(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L325:
	movl	$2, %eax
.L249:
	movl	%eax, 72(%r12)
	jmp	.L209
.L326:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC74(%rip), %r8
	leaq	.LC75(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L254:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC36(%rip), %r8
	leaq	.LC100(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
.L259:
	movl	$1, %eax
	jmp	.L249
.L244:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC77(%rip), %r8
	leaq	.LC78(%rip), %rdx
	call	snprintf@PLT
	jmp	.L210
	.cfi_endproc
.LFE104:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC101:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC102:
	.string	"r"
.LC103:
	.string	"%s '%s' cannot be read: %s"
.LC104:
	.string	"%s '%s': out of memory"
.LC105:
	.string	"%s %.40s: line %lu"
	.section	.rodata.str1.8
	.align 8
.LC106:
	.string	"%s is %zd characters long: at most %d are allowed"
	.align 8
.LC107:
	.string	"%s is empty: every line must hold one number"
	.section	.rodata.str1.1
.LC108:
	.string	"%s: %s"
	.section	.rodata.str1.8
	.align 8
.LC109:
	.string	"%s: '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC110:
	.string	"%s: %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC111:
	.string	"%s: more than 200000000 lines"
	.section	.rodata.str1.8
	.align 8
.LC112:
	.string	"%s '%s': out of memory at line %lu"
	.align 8
.LC113:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC114:
	.string	"%s '%s' is empty: it needs at least one number"
	.text
	.p2align 4
	.type	read_numbers.constprop.0, @function
read_numbers.constprop.0:
.LFB106:
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
	jne	.L333
	movl	200(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L365
.L333:
	movq	(%rsp), %rdi
	leaq	.LC102(%rip), %rsi
	call	fopen@PLT
	movq	%rax, 8(%rsp)
	testq	%rax, %rax
	je	.L366
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L367
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
.L337:
	movq	8(%rsp), %rdx
	movq	24(%rsp), %rsi
	movq	32(%rsp), %rdi
	call	getline@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	js	.L368
	leaq	1(%rbx), %rbp
	jne	.L338
	jmp	.L340
	.p2align 4,,10
	.p2align 3
.L341:
	movb	$0, (%rax)
	movq	%rdx, %r15
	testq	%rdx, %rdx
	je	.L340
.L338:
	movq	88(%rsp), %rax
	leaq	-1(%r15), %rdx
	addq	%rdx, %rax
	movzbl	(%rax), %ecx
	cmpb	$10, %cl
	je	.L341
	cmpb	$13, %cl
	je	.L341
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	xorl	%eax, %eax
	movq	%rbp, %r9
	movq	40(%rsp), %rdi
	leaq	.LC105(%rip), %rdx
	movl	$64, %esi
	call	snprintf@PLT
	cmpq	$64, %r15
	jg	.L369
	movl	52(%rsp), %eax
	movq	88(%rsp), %rdi
	testl	%eax, %eax
	je	.L344
	leaq	320(%rsp), %r14
	movq	56(%rsp), %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L370
.L345:
	cmpq	$200000000, %rbx
	je	.L371
.L347:
	cmpq	%rbx, %r13
	je	.L372
.L348:
	movq	104(%rsp), %r14
	movq	%r14, (%r12,%rbx,8)
	movq	%rbp, %rbx
	jmp	.L337
	.p2align 4,,10
	.p2align 3
.L344:
	movq	56(%rsp), %rcx
	xorl	%esi, %esi
	movabsq	$4611686018427387903, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L373
	testq	%rbx, %rbx
	je	.L347
	movq	104(%rsp), %r8
	cmpq	%r14, %r8
	jnb	.L345
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	movq	%r14, %r9
	xorl	%eax, %eax
	leaq	.LC110(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L350
	.p2align 4,,10
	.p2align 3
.L372:
	movq	%r13, %rsi
	movq	%r12, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L374
	addq	%r13, %r13
	movq	%rax, %r12
	jmp	.L348
.L340:
	movq	16(%rsp), %rcx
	leaq	112(%rsp), %rbx
	movq	(%rsp), %r8
	xorl	%eax, %eax
	leaq	.LC105(%rip), %rdx
	movl	$64, %esi
	movq	%rbx, %rdi
	movq	%rbp, %r9
	call	snprintf@PLT
	movq	64(%rsp), %rdi
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC107(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
.L350:
	movq	88(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	call	fclose@PLT
.L334:
	xorl	%r12d, %r12d
.L332:
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
.L368:
	.cfi_restore_state
	movq	8(%rsp), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L375
	testq	%rbx, %rbx
	je	.L376
	movq	88(%rsp), %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	call	fclose@PLT
	movq	72(%rsp), %rax
	movq	%rbx, (%rax)
	jmp	.L332
.L369:
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	movq	%r15, %r8
	xorl	%eax, %eax
	movl	$64, %r9d
	leaq	.LC106(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L350
.L373:
	movq	40(%rsp), %rcx
	movq	88(%rsp), %r8
	xorl	%eax, %eax
	leaq	.LC109(%rip), %rdx
	movq	64(%rsp), %rdi
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L350
.L370:
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	movq	%r14, %r8
	xorl	%eax, %eax
	leaq	.LC108(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L350
.L371:
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	leaq	.LC111(%rip), %rdx
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L350
.L375:
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	64(%rsp), %rdi
	leaq	.LC113(%rip), %rdx
	call	snprintf@PLT
	jmp	.L350
.L365:
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	64(%rsp), %rdi
	leaq	.LC101(%rip), %rdx
	call	snprintf@PLT
	jmp	.L334
.L376:
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	64(%rsp), %rdi
	leaq	.LC114(%rip), %rdx
	call	snprintf@PLT
	jmp	.L350
.L374:
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	movq	%rbp, %r9
	movl	$512, %esi
	movq	64(%rsp), %rdi
	leaq	.LC112(%rip), %rdx
	call	snprintf@PLT
	jmp	.L350
.L367:
	movq	64(%rsp), %rdi
	movq	(%rsp), %r8
	movl	$512, %esi
	xorl	%eax, %eax
	movq	16(%rsp), %rcx
	leaq	.LC104(%rip), %rdx
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	fclose@PLT
	jmp	.L334
.L366:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	leaq	.LC103(%rip), %rdx
	movq	64(%rsp), %rdi
	movq	%rax, %r9
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L334
	.cfi_endproc
.LFE106:
	.size	read_numbers.constprop.0, .-read_numbers.constprop.0
	.section	.rodata.str1.1
.LC115:
	.string	"parse_time '%s'%s"
.LC116:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB89:
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
	jne	.L383
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC116(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC115(%rip), %rdx
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
.L383:
	.cfi_restore_state
	leaq	.LC115(%rip), %rdx
	movq	%rbx, %rcx
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rdx
	testl	%ebp, %ebp
	je	.L384
.L380:
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
.L384:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	jmp	.L380
	.cfi_endproc
.LFE89:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.1
.LC117:
	.string	"%lu.%lu"
.LC118:
	.string	"%lu.%02lu"
.LC119:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB107:
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
	jnb	.L390
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L391
	leaq	.LC119(%rip), %rdx
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
.L391:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC118(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L390:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC117(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE107:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC120:
	.string	"%-10s %9lu"
	.globl	__divti3
.LC121:
	.string	"%lu.%04lu"
.LC122:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row, @function
print_row:
.LFB64:
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
	leaq	.LC120(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L393:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L393
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L394
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
.L394:
	movq	%rbp, %rdi
	leaq	.LC121(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC122(%rip), %rdi
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
.LFE64:
	.size	print_row, .-print_row
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB109:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L404
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L403
	.p2align 4,,10
	.p2align 3
.L401:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L402
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L402
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L402:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L399
.L403:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L401
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L403
.L399:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L404:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE109:
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
	je	.L432
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
.L412:
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
	jne	.L412
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
	jc	.L423
	movq	%r14, 8(%rsp)
.L411:
	movq	8(%rsp), %rax
	movq	%r12, 64(%r9)
	movq	$99999, 16(%rsp)
	movq	%rax, (%r9)
	movq	$0, 24(%rsp)
	testl	%r8d, %r8d
	je	.L433
.L415:
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
.L422:
	movq	8(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L416
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
	je	.L425
	movq	56(%rsp), %r12
	movq	%rbx, %rax
	xorl	%r14d, %r14d
	.p2align 4,,10
	.p2align 3
.L418:
	movq	(%rax), %rdx
	cmpq	%rdx, %r14
	cmovb	%rdx, %r14
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L418
.L417:
	movq	%rbp, %r12
	xorl	%r15d, %r15d
	movq	%r11, %rbp
	jmp	.L420
	.p2align 4,,10
	.p2align 3
.L421:
	movq	%r14, %rax
	movq	8(%r12), %rsi
	movq	%rbx, %rdi
	subq	%r15, %rax
	shrq	%rax
	leaq	(%rax,%r15), %r11
	movq	%r11, %rdx
	call	dist_count_le.isra.0
	cmpq	%rbp, %rax
	jb	.L434
	movq	%r11, %r14
.L420:
	cmpq	%r14, %r15
	jb	.L421
	movq	%r12, %rbp
.L416:
	movq	(%rsp), %rax
	addq	$8, %r13
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rax
	cmpq	%r13, %rax
	jne	.L422
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
.L409:
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
.L434:
	.cfi_restore_state
	leaq	1(%r11), %r15
	jmp	.L420
.L433:
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
	jmp	.L415
.L425:
	xorl	%r14d, %r14d
	jmp	.L417
.L432:
	movq	$0, 8(%rsp)
	xorl	%r12d, %r12d
	movq	$0, 32(%rsp)
	movq	$0, 40(%rsp)
	jmp	.L411
.L423:
	movl	$-1, %eax
	jmp	.L409
	.cfi_endproc
.LFE40:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	run_open.constprop.0, @function
run_open.constprop.0:
.LFB110:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r9
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
	movq	8(%rdi), %r10
	movq	16(%rdi), %rsi
	testq	%rcx, %rcx
	je	.L444
	movq	%rdx, %rbx
	leaq	(%rdx,%rcx,8), %r14
	xorl	%r11d, %r11d
	xorl	%edx, %edx
	leaq	(%r12,%r10), %rbp
	jmp	.L442
	.p2align 4,,10
	.p2align 3
.L449:
	addq	%r10, %rdx
	testq	%rsi, %rsi
	jne	.L448
.L440:
	movq	%rcx, 8(%r9)
	movq	$-1, (%r9)
.L437:
	movq	%rdx, %rax
	addq	$8, %rbx
	subq	%r11, %rax
	addq	%r13, %r11
	movq	%rax, -8(%rbx)
	cmpq	%r14, %rbx
	je	.L435
.L442:
	cmpq	%r11, %rdx
	movq	(%r9), %rax
	cmovb	%r11, %rdx
	movq	%rdx, %r8
	leaq	(%r12,%rdx), %rdx
	cmpq	%rdx, %rax
	jnb	.L437
	movq	8(%r9), %rcx
	addq	$1, %rcx
	.p2align 4,,10
	.p2align 3
.L441:
	cmpq	%rax, %r8
	jb	.L449
	leaq	(%r10,%rax), %r15
	leaq	0(%rbp,%rax), %rdi
	cmpq	%r15, %r8
	cmovb	%rdi, %rdx
	testq	%rsi, %rsi
	je	.L440
.L448:
	addq	%rsi, %rax
	leaq	1(%rcx), %rdi
	movq	%rax, (%r9)
	cmpq	%rdx, %rax
	jnb	.L450
	movq	%rdi, %rcx
	jmp	.L441
.L444:
	xorl	%edx, %edx
.L435:
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
.L450:
	.cfi_restore_state
	movq	%rcx, 8(%r9)
	jmp	.L437
	.cfi_endproc
.LFE110:
	.size	run_open.constprop.0, .-run_open.constprop.0
	.p2align 4
	.type	run_closed.constprop.0, @function
run_closed.constprop.0:
.LFB112:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r9
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
	movq	8(%rdi), %r10
	movq	16(%rdi), %rsi
	testq	%rcx, %rcx
	je	.L459
	movq	%rdx, %r11
	leaq	(%rdx,%rcx,8), %r14
	xorl	%ebp, %ebp
	xorl	%edx, %edx
	leaq	(%r12,%r10), %rbx
	jmp	.L458
	.p2align 4,,10
	.p2align 3
.L465:
	addq	%r10, %rdx
	testq	%rsi, %rsi
	jne	.L464
.L456:
	movq	%rcx, 8(%r9)
	movq	%rdx, %rax
	movq	$-1, (%r9)
	subq	%rdi, %rax
.L453:
	movq	%rax, (%r11)
	addq	$8, %r11
	addq	%r13, %rbp
	cmpq	%r14, %r11
	je	.L451
.L458:
	cmpq	%rbp, %rdx
	movq	%rdx, %rdi
	movq	(%r9), %rax
	cmovb	%rbp, %rdi
	leaq	(%r12,%rdi), %rdx
	cmpq	%rdx, %rax
	jnb	.L460
	movq	8(%r9), %rcx
	addq	$1, %rcx
	.p2align 4,,10
	.p2align 3
.L457:
	cmpq	%rax, %rdi
	jb	.L465
	leaq	(%r10,%rax), %r15
	leaq	(%rbx,%rax), %r8
	cmpq	%r15, %rdi
	cmovb	%r8, %rdx
	testq	%rsi, %rsi
	je	.L456
.L464:
	addq	%rsi, %rax
	leaq	1(%rcx), %r8
	movq	%rax, (%r9)
	cmpq	%rdx, %rax
	jnb	.L466
	movq	%r8, %rcx
	jmp	.L457
.L459:
	xorl	%edx, %edx
.L451:
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
.L460:
	.cfi_restore_state
	movq	%r12, %rax
	jmp	.L453
.L466:
	movq	%rdx, %rax
	movq	%rcx, 8(%r9)
	subq	%rdi, %rax
	jmp	.L453
	.cfi_endproc
.LFE112:
	.size	run_closed.constprop.0, .-run_closed.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC123:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	run_any.constprop.0, @function
run_any.constprop.0:
.LFB113:
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
	je	.L489
	movq	80(%rdi), %rax
	movq	%rax, 32(%rsp)
	cmpl	$3, %esi
	je	.L500
.L468:
	movq	56(%r11), %rax
	movq	%rax, 40(%rsp)
.L470:
	movq	%r9, 56(%rsp)
	xorl	%r13d, %r13d
	xorl	%ebx, %ebx
	xorl	%r15d, %r15d
	xorl	%edx, %edx
	jmp	.L471
	.p2align 4,,10
	.p2align 3
.L504:
	addq	%r8, %rdx
	addq	$1, %rcx
	testq	%rsi, %rsi
	jne	.L501
.L484:
	movq	%rcx, 8(%r10)
	movq	%r12, %rbx
	movq	$-1, (%r10)
.L481:
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
.L478:
	movq	32(%rsp), %rax
	addq	$1, %rbx
	addq	$1, %r13
	cmpq	%rax, %rbx
	movl	$0, %eax
	cmove	%rax, %rbx
.L471:
	cmpl	$3, 20(%rsp)
	je	.L502
	cmpq	56(%r11), %r13
	jnb	.L474
	movq	48(%r11), %rax
	testq	%rax, %rax
	je	.L476
	movq	(%rax,%r13,8), %r14
.L477:
	cmpl	$2, 20(%rsp)
	jne	.L492
	cmpq	%rdx, %r14
	jb	.L478
.L492:
	cmpl	$1, 20(%rsp)
	movq	%r14, %rbp
	jne	.L475
	movq	24(%rsp), %rax
	movq	(%rax,%rbx,8), %rbp
	cmpq	%rbp, %r14
	cmovnb	%r14, %rbp
	.p2align 4,,10
	.p2align 3
.L475:
	movq	40(%rsp), %rax
	cmpq	%rax, %r15
	je	.L503
	cmpq	%rbp, %rdx
	movq	%rdx, %rdi
	movq	(%r11), %r12
	movq	(%r10), %rax
	cmovb	%rbp, %rdi
	movq	16(%r11), %rsi
	movq	8(%r11), %r8
	leaq	(%rdi,%r12), %rdx
	cmpq	%rdx, %rax
	jnb	.L481
	addq	%r8, %r12
	movq	8(%r10), %rcx
	movq	%r12, 8(%rsp)
	movq	%rbx, %r12
	.p2align 4,,10
	.p2align 3
.L485:
	cmpq	%rax, %rdi
	jb	.L504
	movq	8(%rsp), %r9
	leaq	(%r8,%rax), %rbx
	addq	%rax, %r9
	cmpq	%rbx, %rdi
	cmovb	%r9, %rdx
	addq	$1, %rcx
	testq	%rsi, %rsi
	je	.L484
.L501:
	addq	%rsi, %rax
	movq	%rax, (%r10)
	cmpq	%rdx, %rax
	jb	.L485
	movq	%rcx, 8(%r10)
	movq	%r12, %rbx
	jmp	.L481
	.p2align 4,,10
	.p2align 3
.L502:
	movq	24(%rsp), %rax
	movq	(%rax,%rbx,8), %r14
	movq	64(%r11), %rax
	testq	%rax, %rax
	je	.L473
	cmpq	%rax, %r14
	jnb	.L474
.L499:
	movq	%r14, %rbp
	jmp	.L475
	.p2align 4,,10
	.p2align 3
.L476:
	movq	40(%r11), %r14
	imulq	%r13, %r14
	jmp	.L477
	.p2align 4,,10
	.p2align 3
.L473:
	cmpq	56(%r11), %r13
	jb	.L499
.L474:
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
.L489:
	.cfi_restore_state
	movq	$1, 32(%rsp)
	jmp	.L468
.L500:
	movq	64(%rdi), %rax
	testq	%rax, %rax
	je	.L468
	xorl	%edx, %edx
	movq	32(%rsp), %rbx
	divq	(%rdi)
	leaq	1(%rbx,%rax), %rax
	movq	%rax, 40(%rsp)
	jmp	.L470
.L503:
	movq	stderr(%rip), %rdi
	movq	%r15, %rdx
	leaq	.LC123(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE113:
	.size	run_any.constprop.0, .-run_any.constprop.0
	.section	.rodata.str1.1
.LC124:
	.string	"RESULT set=%s"
.LC125:
	.string	" n=%lu"
.LC126:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC127:
	.string	" slow=%lu slow_pct=%s sum_ns=%lu\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB63:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	xorl	%eax, %eax
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	leaq	.LC126(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	movq	%rdi, %rsi
	leaq	.LC124(%rip), %rdi
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
	leaq	.LC125(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L506:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L506
	movq	(%r12), %r8
	movq	64(%r12), %rbx
	xorl	%ecx, %ecx
	movq	56(%r12), %rax
	testq	%r8, %r8
	je	.L507
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
.L507:
	movq	%rsp, %rbp
	leaq	.LC121(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC127(%rip), %rdi
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
.LFE63:
	.size	print_result_set, .-print_result_set
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB41:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L527
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
.L513:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L518
	.p2align 4,,10
	.p2align 3
.L514:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L516
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L516:
	testq	%r8, %r8
	je	.L517
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L517
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L517:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L514
.L518:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L513
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
.L527:
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
	.p2align 4
	.type	dist_of_sorted, @function
dist_of_sorted:
.LFB48:
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
	je	.L530
.L531:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L539
	.p2align 4,,10
	.p2align 3
.L534:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L533
.L539:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L534
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L535
.L540:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L535
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L535:
	cmpq	%rbp, %rbx
	jnb	.L530
	movq	%rbx, %rax
	jmp	.L531
	.p2align 4,,10
	.p2align 3
.L533:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L540
.L530:
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
.LFE48:
	.size	dist_of_sorted, .-dist_of_sorted
	.p2align 4
	.type	run_once, @function
run_once:
.LFB58:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
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
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdx, %rbx
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	movq	56(%rdi), %r12
	movq	%rdx, %rdi
	movq	%rcx, (%rsp)
	movl	$32, %ecx
	rep stosq
	movq	%r12, 32(%rsp)
	movq	$-1, %rax
	movq	%r12, 40(%rsp)
	cmpq	$0, 8(%r15)
	je	.L550
	movq	24(%r15), %rax
.L550:
	movq	%rax, 48(%rsp)
	movq	80(%r15), %rax
	xorl	%esi, %esi
	leaq	64(%rsp), %r13
	movq	$0, 56(%rsp)
	movq	24(%rbp), %rdi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	movq	%r13, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movl	32(%r15), %ecx
	imulq	$1000000000, 64(%rsp), %rax
	testl	%ecx, %ecx
	movq	%rax, 8(%rsp)
	movq	72(%rsp), %rax
	movq	%rax, 16(%rsp)
	movl	72(%r15), %eax
	jne	.L552
	testl	%eax, %eax
	je	.L592
.L552:
	leaq	by_kind.0(%rip), %rdx
	leaq	48(%rsp), %rdi
	movq	0(%rbp), %rcx
	movq	24(%rbp), %r8
	movl	(%rdx,%rax,4), %esi
	movq	%rdi, 24(%rsp)
	movq	%rdi, %rdx
	leaq	32(%rsp), %r9
	movq	%r15, %rdi
	call	run_any.constprop.0
	movq	32(%rsp), %r14
	movq	%rax, 232(%rbx)
.L553:
	movq	%r13, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	16(%rsp), %rdx
	imulq	$1000000000, 64(%rsp), %rax
	subq	%rdx, %rax
	movq	8(%rsp), %rdx
	addq	72(%rsp), %rax
	subq	%rdx, %rax
	js	.L554
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L555:
	testq	%r14, %r14
	je	.L556
	js	.L557
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L558:
	divsd	%xmm1, %xmm0
.L556:
	movq	(%rsp), %rax
	cmpq	$0, 8(%r15)
	movsd	%xmm0, (%rax)
	movq	56(%rsp), %rax
	movq	%rax, 216(%rbx)
	movq	$-1, %rax
	je	.L559
	movq	24(%r15), %rax
.L559:
	movq	%r13, %rsi
	movl	$1, %edi
	movq	%rax, 48(%rsp)
	movq	$0, 56(%rsp)
	call	clock_gettime@PLT
	movl	32(%r15), %edx
	imulq	$1000000000, 64(%rsp), %rax
	movq	%rax, 8(%rsp)
	movq	72(%rsp), %rax
	movq	%rax, 16(%rsp)
	testl	%edx, %edx
	jne	.L560
	movq	8(%rbp), %rdx
	movq	24(%rsp), %rsi
	movq	%r12, %rcx
	movq	%r15, %rdi
	call	run_open.constprop.0
	movq	%rax, 240(%rbx)
.L561:
	movq	%r13, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	16(%rsp), %rdx
	imulq	$1000000000, 64(%rsp), %rax
	subq	%rdx, %rax
	movq	8(%rsp), %rdx
	addq	72(%rsp), %rax
	subq	%rdx, %rax
	js	.L562
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L563:
	testq	%r12, %r12
	js	.L564
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L565:
	divsd	%xmm1, %xmm0
	movq	(%rsp), %rax
	movsd	%xmm0, 8(%rax)
	movq	56(%rsp), %rax
	movq	%rax, 224(%rbx)
	movl	96(%r15), %eax
	testl	%eax, %eax
	je	.L566
	movq	80(%r15), %rcx
	movq	$-1, %r9
	cmpq	%rcx, %r14
	jb	.L567
	xorl	%edx, %edx
	movq	%r14, %rax
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	232(%rbx), %rax
	divq	%rcx
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
	movq	%rdx, %r9
.L567:
	movq	%r9, 248(%rbx)
	movq	0(%rbp), %rdi
	xorl	%r13d, %r13d
	xorl	%esi, %esi
	testq	%r14, %r14
	jne	.L568
	jmp	.L593
	.p2align 4,,10
	.p2align 3
.L595:
	addq	$1, %rsi
	cmpq	%r14, %rsi
	je	.L594
.L568:
	movq	(%rdi,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r9, %rax
	jb	.L570
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L570:
	addq	%r13, %rcx
	movq	%rcx, %r13
	jnc	.L595
.L573:
	addq	$88, %rsp
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
.L594:
	.cfi_restore_state
	testq	%rcx, %rcx
	je	.L573
	movq	32(%rbp), %rax
	cmpq	%rcx, %rax
	jnb	.L596
	movq	%rcx, %rax
	shrq	$61, %rax
	jne	.L573
	movq	16(%rbp), %rdi
	leaq	0(,%rcx,8), %rsi
	call	realloc@PLT
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L573
	movq	248(%rbx), %r9
	movq	0(%rbp), %rdi
	movq	%rax, 16(%rbp)
	movq	%r13, 32(%rbp)
.L569:
	movq	%r13, %r8
	movq	%r9, %rdx
	movq	%r14, %rsi
	call	correct_co
	movl	112(%r15), %ecx
	movq	104(%r15), %rdx
	movq	%rbx, %r8
	movq	0(%rbp), %rdi
	movq	%r14, %rsi
	movq	%rax, %r13
	call	summarise
	testl	%eax, %eax
	jne	.L573
	movl	112(%r15), %ecx
	movq	104(%r15), %rdx
	leaq	72(%rbx), %r8
	movq	%r12, %rsi
	movq	8(%rbp), %rdi
	call	summarise
	testl	%eax, %eax
	jne	.L573
	movl	112(%r15), %ecx
	movq	104(%r15), %rdx
	movq	%r13, %rsi
	leaq	144(%rbx), %r8
	movq	16(%rbp), %rdi
	call	summarise
	testl	%eax, %eax
	jne	.L573
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
.L566:
	.cfi_restore_state
	movq	88(%r15), %r9
	jmp	.L567
	.p2align 4,,10
	.p2align 3
.L560:
	movq	8(%rbp), %rcx
	movq	24(%rbp), %r8
	leaq	40(%rsp), %r9
	xorl	%esi, %esi
	movq	24(%rsp), %rdx
	movq	%r15, %rdi
	call	run_any.constprop.0
	movq	40(%rsp), %r12
	movq	%rax, 240(%rbx)
	jmp	.L561
	.p2align 4,,10
	.p2align 3
.L592:
	cmpq	$1, 80(%r15)
	jne	.L552
	leaq	48(%rsp), %rax
	movq	0(%rbp), %rdx
	movq	%r12, %rcx
	movq	%r15, %rdi
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	movq	%r12, %r14
	call	run_closed.constprop.0
	movq	%rax, 232(%rbx)
	jmp	.L553
	.p2align 4,,10
	.p2align 3
.L557:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L558
	.p2align 4,,10
	.p2align 3
.L554:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L555
	.p2align 4,,10
	.p2align 3
.L564:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L565
	.p2align 4,,10
	.p2align 3
.L562:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L563
.L596:
	movq	16(%rbp), %rcx
	movq	%rax, %r13
	jmp	.L569
.L593:
	movq	32(%rbp), %r13
	movq	16(%rbp), %rcx
	jmp	.L569
	.cfi_endproc
.LFE58:
	.size	run_once, .-run_once
	.p2align 4
	.type	reference, @function
reference:
.LFB50:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	by_kind.0(%rip), %rax
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
	jne	.L598
	movq	64(%rdi), %rax
	testq	%rax, %rax
	je	.L598
	xorl	%edx, %edx
	divq	(%rdi)
	movq	80(%rdi), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
.L598:
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
	je	.L605
	testq	%r12, %r12
	je	.L605
	movl	%r14d, %esi
	movq	%r12, %rcx
	movq	%r13, %rdx
	movq	%rbx, %rdi
	call	ref_client
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L627
	xorl	%ecx, %ecx
	xorl	%edx, %edx
.L602:
	movl	96(%rbx), %eax
	movq	%rdx, 216(%rbp)
	testl	%eax, %eax
	je	.L603
.L629:
	movq	80(%rbx), %rsi
	movq	$-1, %rax
	cmpq	%rsi, %r14
	jb	.L604
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
.L604:
	movq	%rax, 248(%rbp)
	movl	112(%rbx), %ecx
	movq	%rbp, %r8
	movq	%r14, %rsi
	movq	104(%rbx), %rdx
	movq	%r12, %rdi
	call	summarise
	testl	%eax, %eax
	jne	.L605
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
	jne	.L628
	movl	112(%rbx), %edx
	movq	104(%rbx), %rsi
	movq	%r14, %rdi
	leaq	144(%rbp), %rcx
	call	dist_summarise
	movq	(%rsp), %r15
	movq	32(%rsp), %r14
	testl	%eax, %eax
	jne	.L612
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
	je	.L607
	movq	24(%rbx), %rcx
	xorl	%edx, %edx
	cmpq	%rax, %rcx
	jnb	.L607
	movq	16(%rbx), %rdi
	movl	$1, %edx
	testq	%rdi, %rdi
	je	.L607
	subq	%rcx, %rax
	xorl	%edx, %edx
	subq	$1, %rax
	divq	%rdi
	leaq	1(%rax), %rdx
.L607:
	movq	%rdx, 224(%rbp)
	movl	112(%rbx), %ecx
	leaq	72(%rbp), %r8
	movq	%r12, %rdi
	movq	104(%rbx), %rdx
	call	summarise
	negl	%eax
	sbbl	%ebx, %ebx
.L601:
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
.L627:
	.cfi_restore_state
	movq	-8(%r13,%rax,8), %rcx
	movq	8(%rbx), %rdx
	movq	%rcx, 232(%rbp)
	testq	%rdx, %rdx
	je	.L602
	movq	24(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L609
	movq	16(%rbx), %rsi
	movl	$1, %edx
	testq	%rsi, %rsi
	je	.L602
	movq	%rcx, %rdx
	subq	%rax, %rdx
	leaq	-1(%rdx), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	1(%rax), %rdx
	movl	96(%rbx), %eax
	movq	%rdx, 216(%rbp)
	testl	%eax, %eax
	jne	.L629
.L603:
	movq	88(%rbx), %rax
	jmp	.L604
	.p2align 4,,10
	.p2align 3
.L609:
	xorl	%edx, %edx
	jmp	.L602
	.p2align 4,,10
	.p2align 3
.L605:
	xorl	%r15d, %r15d
	xorl	%r14d, %r14d
	movl	$-1, %ebx
	jmp	.L601
	.p2align 4,,10
	.p2align 3
.L628:
	movq	32(%rsp), %r14
	movq	(%rsp), %r15
	movl	$-1, %ebx
	jmp	.L601
	.p2align 4,,10
	.p2align 3
.L612:
	movl	$-1, %ebx
	jmp	.L601
	.cfi_endproc
.LFE50:
	.size	reference, .-reference
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB35:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L637
	testq	%r8, %r8
	je	.L637
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
	jne	.L630
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L640
.L632:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L630:
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
.L637:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L640:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L635
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L633:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L641
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L632
	.p2align 4,,10
	.p2align 3
.L635:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L633
.L641:
	movl	$1, 24(%rbx)
	jmp	.L630
	.cfi_endproc
.LFE35:
	.size	dist_add, .-dist_add
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
	je	.L643
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
	jnb	.L697
.L644:
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
.L646:
	movq	32(%rsp), %rax
	imulq	%rbx, %rax
	addq	%r14, %rax
	movq	%rax, 240(%r12)
	movl	72(%rbp), %eax
	testl	%eax, %eax
	je	.L698
.L648:
	cmpl	$1, %eax
	jne	.L657
	subq	%r9, %r15
	movq	%r15, %r8
	testq	%r9, %r9
	je	.L658
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
	jb	.L659
	movq	48(%rsp), %r11
	movq	(%rsp), %rax
	imulq	%r11, %rbx
	addq	%rax, %rbx
	jmp	.L656
	.p2align 4,,10
	.p2align 3
.L643:
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
	jmp	.L644
	.p2align 4,,10
	.p2align 3
.L657:
	movq	8(%rbp), %r9
	movq	0(%rbp), %rsi
	movq	64(%rbp), %rdi
	testq	%r9, %r9
	je	.L661
	movq	16(%rbp), %r8
	movq	24(%rbp), %r10
	xorl	%r14d, %r14d
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L662:
	movq	%r14, %rdx
	xorl	%eax, %eax
	imulq	%r8, %rdx
	addq	%r10, %rdx
	cmpq	%rbx, %rdx
	jb	.L665
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%rsi
.L665:
	testq	%rdi, %rdi
	je	.L666
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%rbx, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L667:
	testb	%dl, %dl
	jne	.L668
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %rbx
	addq	$1, %r14
	je	.L662
	testq	%r8, %r8
	jne	.L662
.L668:
	testq	%rdi, %rdi
	jne	.L699
.L664:
	movq	56(%rbp), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L671:
	testq	%rax, %rax
	je	.L670
	imulq	%rsi, %rax
	addq	%rax, %rbx
.L670:
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
	jmp	.L656
	.p2align 4,,10
	.p2align 3
.L697:
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
	jnb	.L700
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movl	$1, %r9d
.L645:
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
	je	.L646
	movq	32(%rsp), %rcx
	subq	%r11, %rcx
	cmpq	%rcx, 80(%rsp)
	jb	.L646
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
	jne	.L648
.L698:
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
.L655:
	movq	24(%rsp), %rax
	movq	(%rsp), %rsi
	cmpq	%r12, %r13
	movq	%r12, %rcx
	cmovbe	%r13, %rcx
	movq	8(%rsp), %rdx
	movq	(%rax,%r14), %rbx
	movq	%rbx, %r8
	cmpq	%rbp, %rsi
	jb	.L649
	movq	%r15, %rdi
	call	dist_add
	cmpq	%r12, %r13
	jnb	.L651
	movq	64(%rsp), %rax
	xorl	%edx, %edx
	divq	8(%rsp)
	leaq	-1(%r12), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r13, %rdx
	jnb	.L701
.L652:
	addq	$1, %rax
	cmpq	%r13, %rax
	cmovb	%r13, %rax
	cmpq	%r12, %rax
	jb	.L677
.L651:
	cmpq	$8, %r14
	je	.L654
.L702:
	movq	40(%rsp), %r12
	movl	$8, %r14d
	jmp	.L655
	.p2align 4,,10
	.p2align 3
.L666:
	leaq	(%rcx,%rax), %rdx
	cmpq	56(%rbp), %rdx
	setnb	%dl
	jmp	.L667
	.p2align 4,,10
	.p2align 3
.L649:
	movq	(%rsp), %rsi
	movq	%r15, %rdi
	call	dist_add
	movq	%r13, %rax
	cmpq	%r12, %r13
	jnb	.L651
.L677:
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
	jne	.L702
.L654:
	movq	48(%rsp), %r12
	movq	32(%rsp), %rbp
	movq	224(%r12), %rax
	movq	240(%r12), %rbx
	movq	%rax, 216(%r12)
.L656:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%rbx, 232(%r12)
	jne	.L674
	movl	112(%rbp), %edx
	movq	104(%rbp), %rsi
	movq	%r12, %rcx
	movq	%r15, %rdi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L674
	movl	112(%rbp), %edx
	movq	104(%rbp), %rsi
	leaq	72(%r12), %rcx
	movq	16(%rsp), %rdi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L674
	movl	96(%rbp), %edx
	testl	%edx, %edx
	je	.L675
	movq	(%r12), %rax
	movq	$-1, %rsi
	cmpq	%r13, %rax
	jb	.L676
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%r13
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	232(%r12), %rax
	divq	%rcx
	testq	%rax, %rax
	cmovne	%rax, %rsi
.L676:
	movq	%rsi, 248(%r12)
	leaq	176(%rsp), %rbx
	movq	%r15, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	movl	200(%rsp), %eax
	testl	%eax, %eax
	jne	.L674
	movl	112(%rbp), %edx
	movq	104(%rbp), %rsi
	movq	%rbx, %rdi
	leaq	144(%r12), %rcx
	call	dist_summarise
	negl	%eax
	sbbl	%ebx, %ebx
.L673:
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
.L675:
	.cfi_restore_state
	movq	88(%rbp), %rsi
	jmp	.L676
	.p2align 4,,10
	.p2align 3
.L658:
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
.L659:
	movq	32(%rsp), %rax
	imulq	%rax, %rbx
	addq	%r14, %rbx
	jmp	.L656
	.p2align 4,,10
	.p2align 3
.L699:
	movq	%rcx, %r8
	cmpq	%rdi, %rbx
	jnb	.L670
	subq	%rbx, %rdi
.L663:
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rax,%rcx), %r8
	jmp	.L671
	.p2align 4,,10
	.p2align 3
.L700:
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
	jmp	.L645
	.p2align 4,,10
	.p2align 3
.L701:
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
	jmp	.L652
	.p2align 4,,10
	.p2align 3
.L674:
	movl	$-1, %ebx
	jmp	.L673
.L661:
	xorl	%r14d, %r14d
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	testq	%rdi, %rdi
	jne	.L663
	jmp	.L664
	.cfi_endproc
.LFE45:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.1
.LC128:
	.string	"sum_ns"
.LC129:
	.string	"corrected"
.LC130:
	.string	"stalls"
.LC131:
	.string	"closed"
.LC132:
	.string	"open"
.LC133:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB52:
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
.L704:
	movq	%r10, 24(%rsp)
	movq	16(%rsp), %r14
	movq	%r10, %r12
	movq	%r13, %rbp
	leaq	PCT_NAME(%rip), %rbx
	jmp	.L707
	.p2align 4,,10
	.p2align 3
.L705:
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%r13, %rdx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %rdi
	call	printf@PLT
.L706:
	addq	$8, %rbx
	leaq	48+PCT_NAME(%rip), %rax
	addq	$8, %r12
	addq	$8, %r14
	cmpq	%rbx, %rax
	je	.L726
.L707:
	movq	(%r12), %r9
	movq	(%r14), %r8
	movq	(%rbx), %rcx
	movq	0(%rbp), %r13
	cmpq	%r8, %r9
	jne	.L705
	addq	$1, (%r15)
	jmp	.L706
	.p2align 4,,10
	.p2align 3
.L726:
	movq	%rbp, %rax
	movq	24(%rsp), %r10
	movq	%r13, %rbp
	movq	%rax, %r13
	movq	16(%rsp), %rax
	movq	48(%r10), %r9
	movq	48(%rax), %r8
	cmpq	%r8, %r9
	je	.L727
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC7(%rip), %rcx
	leaq	.LC18(%rip), %rdi
	movq	%r10, 24(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r10
.L709:
	movq	16(%rsp), %rax
	movq	56(%r10), %r9
	movq	56(%rax), %r8
	cmpq	%r8, %r9
	je	.L728
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC128(%rip), %rcx
	leaq	.LC18(%rip), %rdi
	movq	%r10, 24(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r10
.L711:
	addq	$8, %r13
	leaq	24+SET_NAME(%rip), %rax
	addq	$72, 16(%rsp)
	addq	$72, %r10
	cmpq	%rax, %r13
	jne	.L704
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbx
	movq	%r15, %rbp
	movq	144(%rbx), %r9
	movq	144(%r12), %r8
	cmpq	%r8, %r9
	je	.L729
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC2(%rip), %rcx
	leaq	.LC129(%rip), %rdx
	leaq	.LC18(%rip), %rdi
	call	printf@PLT
.L714:
	movq	216(%rbx), %r9
	movq	216(%r12), %r8
	cmpq	%r8, %r9
	je	.L730
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC130(%rip), %rcx
	leaq	.LC131(%rip), %rdx
	leaq	.LC18(%rip), %rdi
	call	printf@PLT
.L716:
	movq	224(%rbx), %r9
	movq	224(%r12), %r8
	cmpq	%r8, %r9
	je	.L731
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC130(%rip), %rcx
	leaq	.LC132(%rip), %rdx
	leaq	.LC18(%rip), %rdi
	call	printf@PLT
.L718:
	movq	232(%rbx), %r9
	movq	232(%r12), %r8
	cmpq	%r8, %r9
	je	.L732
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC133(%rip), %rcx
	leaq	.LC131(%rip), %rdx
	leaq	.LC18(%rip), %rdi
	call	printf@PLT
.L720:
	movq	240(%rbx), %r9
	movq	240(%r12), %r8
	cmpq	%r8, %r9
	je	.L733
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC133(%rip), %rcx
	leaq	.LC132(%rip), %rdx
	popq	%rbp
	.cfi_def_cfa_offset 40
	leaq	.LC18(%rip), %rdi
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
.L728:
	.cfi_restore_state
	addq	$1, (%r15)
	jmp	.L711
	.p2align 4,,10
	.p2align 3
.L727:
	addq	$1, (%r15)
	jmp	.L709
	.p2align 4,,10
	.p2align 3
.L729:
	addq	$1, (%r15)
	jmp	.L714
	.p2align 4,,10
	.p2align 3
.L733:
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
.L732:
	.cfi_restore_state
	addq	$1, 0(%rbp)
	jmp	.L720
	.p2align 4,,10
	.p2align 3
.L731:
	addq	$1, 0(%rbp)
	jmp	.L718
	.p2align 4,,10
	.p2align 3
.L730:
	addq	$1, 0(%rbp)
	jmp	.L716
	.cfi_endproc
.LFE52:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.1
.LC134:
	.string	"the scenario's trace"
.LC135:
	.string	" (the trace's mean)"
.LC136:
	.string	"load %"
.LC137:
	.string	"stall us"
.LC138:
	.string	"sim"
.LC139:
	.string	"formula"
.LC140:
	.string	"reference"
.LC141:
	.string	"closed-form"
	.section	.rodata.str1.8
	.align 8
.LC142:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.section	.rodata.str1.1
.LC143:
	.string	"s"
.LC147:
	.string	"default"
.LC148:
	.string	"seed 000"
.LC149:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC151:
	.string	"RESULT clock ghz=%.3f runs=%d\n"
	.section	.rodata.str1.1
.LC152:
	.string	"--self-test"
.LC153:
	.string	"rank n=1 p=0"
.LC154:
	.string	"rank n=1 p=100"
.LC155:
	.string	"rank n=1 p=0 ceil"
.LC156:
	.string	"rank n=1 p=100 ceil"
.LC157:
	.string	"rank n=10 p=0"
.LC158:
	.string	"rank n=10 p=100"
.LC159:
	.string	"rank n=10 p=50"
.LC160:
	.string	"rank n=10 p=95 rounds half up"
.LC161:
	.string	"rank n=10 p=94.9 rounds down"
.LC162:
	.string	"rank n=10 p=90.1 ceil"
.LC163:
	.string	"rank n=119980 p=99"
.LC164:
	.string	"rank n=119980 p=99.9"
.LC165:
	.string	"rank n=119980 p=99 ceil"
.LC166:
	.string	"rank n=2^62 p=99.99 exact"
.LC168:
	.string	"hdr fixture corrected count"
.LC169:
	.string	"hdr fixture correct_co"
.LC170:
	.string	"hdr fixture corrected p50"
.LC171:
	.string	"hdr fixture corrected p90"
.LC172:
	.string	"hdr fixture corrected p99"
.LC173:
	.string	"hdr fixture corrected max"
.LC174:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC175:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC176:
	.string	"correction of one interval"
.LC177:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC178:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC179:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC180:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC181:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC182:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC185:
	.string	"reference server agrees, start %lu"
	.align 8
.LC186:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC187:
	.string	"in service at a stall: extended by it"
	.align 8
.LC188:
	.string	"starting in a stall: waits for its end"
	.section	.rodata.str1.1
.LC189:
	.string	"200us"
.LC190:
	.string	"0.3us"
.LC191:
	.string	"0.5s"
.LC192:
	.string	"1.000000001s"
.LC193:
	.string	"0"
.LC194:
	.string	"250"
.LC195:
	.string	"0.5ns"
.LC196:
	.string	"ms"
.LC197:
	.string	"-1ms"
.LC198:
	.string	"5parsecs"
.LC199:
	.string	"1.ms"
.LC200:
	.string	"99999999999999999999s"
.LC201:
	.string	"4611686018427387904ns"
.LC202:
	.string	"--help"
.LC203:
	.string	"-h"
.LC204:
	.string	"QUICK"
.LC205:
	.string	"REPS"
.LC206:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC207:
	.string	"QUICK '%s' is not valid: use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC208:
	.string	"bench: %s\n"
	.section	.rodata.str1.8
	.align 8
.LC209:
	.string	"REPS '%s' is not valid: a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC210:
	.string	"--scenario"
.LC211:
	.string	"out of memory"
.LC212:
	.string	"--scenario '%s': %s"
.LC213:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC214:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests or hundred-requests-exercise"
	.align 8
.LC215:
	.string	"--scenario '%s' is not valid: %s"
	.align 8
.LC216:
	.string	"out of memory reading the options"
	.section	.rodata.str1.1
.LC217:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC218:
	.string	"both set the length of the run: "
	.align 8
.LC219:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC220:
	.string	"%s, from %s"
.LC221:
	.string	"use --correct FILE"
.LC222:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC223:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC224:
	.string	"%s"
.LC225:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC226:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC227:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC228:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC229:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC230:
	.string	"bench: the corrected trace does not fit in memory\n"
	.align 8
.LC231:
	.string	"bench: the trace's latency sum does not fit in 64 bits\n"
	.align 8
.LC232:
	.string	"bench: out of memory, or a sum beyond 64 bits, checking the trace\n"
	.align 8
.LC233:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC234:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC235:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC236:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC237:
	.string	"recorded"
.LC238:
	.string	"ratio"
.LC239:
	.string	"\n%-10s %9s"
.LC241:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC242:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC243:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC244:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC245:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC246:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC247:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC248:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC249:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC250:
	.string	"takes one connection: "
.LC251:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC252:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC253:
	.string	"--schedule poisson needs --rate R: %s%s"
	.section	.rodata.str1.1
.LC260:
	.string	"change --rate or the length"
	.section	.rodata.str1.8
	.align 8
.LC261:
	.string	"the schedule is empty, too long for memory or beyond 2^62 ns; "
	.section	.rodata.str1.1
.LC262:
	.string	"--schedule poisson: %s%s"
.LC263:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC264:
	.string	"--arrivals '%s': no due time falls within %s"
	.align 8
.LC265:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC266:
	.string	"the schedule has more than 200000000 requests: %s%s"
	.align 8
.LC267:
	.string	"shorten --duration or --interval"
	.align 8
.LC268:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.align 8
.LC269:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC270:
	.string	"back-to-back sends more than 200000000 requests: %s%s"
	.align 8
.LC271:
	.string	"shorten it or the service and stall times"
	.align 8
.LC272:
	.string	"the run may not fit in 64-bit nanoseconds: %s%s"
	.align 8
.LC273:
	.string	"--sweep runs on the fixed schedule with a fixed expected interval: drop --schedule, --arrivals and mean"
	.align 8
.LC274:
	.string	"bench: out of memory in the sweep\n"
	.section	.rodata.str1.1
.LC275:
	.string	"checked"
.LC276:
	.string	"%-10s %-8s"
.LC277:
	.string	" | %-10s %10s %10s"
.LC278:
	.string	"\n%-10s %-8s"
.LC279:
	.string	"p50"
.LC280:
	.string	" | "
.LC281:
	.string	"%s%10s"
.LC282:
	.string	"p99"
.LC283:
	.string	"p99.9"
.LC284:
	.string	"%-10lu"
.LC285:
	.string	"%-10s"
.LC286:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC287:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC288:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC289:
	.string	" %s_%s_ns=%lu"
.LC290:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC291:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC292:
	.string	"cross-check: no closed form: %s\n"
	.align 8
.LC293:
	.string	"bench: out of memory in the cross-check\n"
	.section	.rodata.str1.1
.LC294:
	.string	"expected_ns"
.LC295:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC296:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC297:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC298:
	.string	"bench: out of memory, or a sum beyond 64 bits, computing the expected outcome\n"
	.align 8
.LC299:
	.string	"coordinated omission on a virtual clock: closed loop, open loop, corrected"
	.section	.rodata.str1.1
.LC300:
	.string	"scenario: %s\n"
.LC301:
	.string	"server: service %s us; "
.LC302:
	.string	"no stalls"
.LC303:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC304:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC305:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC306:
	.string	"schedule: %s, %lu requests, mean gap %s us\n"
	.align 8
.LC307:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC308:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC309:
	.string	"\ncorrection: expected interval "
	.align 8
.LC310:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC311:
	.string	"%s us"
	.section	.rodata.str1.8
	.align 8
.LC312:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC313:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC314:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC315:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC316:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.section	.rodata.str1.1
.LC317:
	.string	"runs: 1 warmup + %u reps\n"
	.section	.rodata.str1.8
	.align 8
.LC318:
	.string	"bench: out of memory for the corrected set, or a sum beyond 64 bits\n"
	.section	.rodata.str1.1
.LC319:
	.string	" warmup"
.LC320:
	.string	"rep=%u%s set=%s"
.LC321:
	.string	" slow=%lu sum_ns=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC322:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC323:
	.string	"cv"
.LC324:
	.string	" %6s\n"
.LC325:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC326:
	.string	"percentiles in us, minimum over %u reps (cv: the largest over the percentiles);\nslow: samples above %s us, median over reps\n\n"
	.align 8
.LC327:
	.string	"simulation cost, %-6s loop: min %.3f ns per request, median %.3f, cv %.3f\n"
	.align 8
.LC328:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC329:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC330:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC331:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC332:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC333:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.section	.rodata.str1.1
.LC334:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC335:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.section	.rodata.str1.1
.LC336:
	.string	"stall length"
	.section	.rodata.str1.8
	.align 8
.LC337:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC338:
	.string	"base: service %s us"
.LC339:
	.string	", stall %s us"
.LC340:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC341:
	.string	", %s us of schedule per point\n\n"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB93:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	%edi, %edx
	movl	$24, %ecx
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
	subq	$6008, %rsp
	.cfi_def_cfa_offset 6064
	movdqa	.LC144(%rip), %xmm0
	movl	%edi, 24(%rsp)
	leaq	944(%rsp), %rdi
	rep stosq
	movaps	%xmm0, 912(%rsp)
	movdqa	.LC145(%rip), %xmm0
	leaq	.LC148(%rip), %rax
	leaq	.LC147(%rip), %rdi
	movq	%rax, %xmm3
	movq	%rsi, 40(%rsp)
	movaps	%xmm0, 928(%rsp)
	movdqa	.LC146(%rip), %xmm0
	movq	$200000, 952(%rsp)
	movaps	%xmm0, 992(%rsp)
	movq	%rdi, %xmm0
	movq	$1000000, 1016(%rsp)
	punpcklqdq	%xmm3, %xmm0
	movl	$31, 1028(%rsp)
	movaps	%xmm0, 1104(%rsp)
	cmpl	$2, %edx
	je	.L1181
.L735:
	leaq	.LC204(%rip), %rdi
	call	getenv@PLT
	leaq	.LC205(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	xorl	%r10d, %r10d
	movq	%r10, 264(%rsp)
	movq	%rax, %rbp
	testq	%rbx, %rbx
	je	.L1023
	leaq	.LC206(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	cmpb	$0, (%rbx)
	movl	%eax, %r12d
	je	.L783
	leaq	.LC193(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1182
.L783:
	xorl	%eax, %eax
	testl	%r12d, %r12d
	sete	%al
.L782:
	movl	%eax, 1128(%rsp)
	testq	%rbp, %rbp
	je	.L785
	cmpb	$0, 0(%rbp)
	jne	.L1183
.L785:
	cmpl	$2, 24(%rsp)
	jle	.L1184
	movl	24(%rsp), %eax
	movq	40(%rsp), %rcx
	leaq	.LC210(%rip), %r15
	leaq	1136(%rsp), %r12
	movq	%r15, 8(%rsp)
	leaq	.LC213(%rip), %rbp
	subl	$3, %eax
	leaq	8(%rcx), %r13
	leaq	16(%rcx,%rax,8), %rax
	movq	%r13, %r15
	movq	%rax, 16(%rsp)
	leaq	1392(%rsp), %rax
	movq	%rax, 56(%rsp)
	jmp	.L799
	.p2align 4,,10
	.p2align 3
.L788:
	movq	16(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	je	.L1185
.L799:
	movq	(%r15), %rdi
	movq	8(%rsp), %rsi
	call	strcmp@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L788
	leaq	SCENARIOS(%rip), %r14
	movq	8(%r15), %r13
	movq	%r14, %rax
	movl	%ebx, %r14d
	movq	%rax, %rbx
.L790:
	movq	(%rbx), %rax
	movq	%r13, %rdi
	movq	%rax, %rsi
	movq	%rax, 32(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L789
	addl	$1, %r14d
	addq	$24, %rbx
	cmpl	$5, %r14d
	jne	.L790
	leaq	1392(%rsp), %rbx
	movq	%r13, %rcx
	xorl	%eax, %eax
	movl	$512, %esi
	leaq	.LC214(%rip), %r8
	leaq	.LC215(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
.L1177:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC208(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L784:
	movl	$2, %ebx
.L787:
	movq	1120(%rsp), %rdi
	call	free@PLT
.L734:
	addq	$6008, %rsp
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
.L789:
	.cfi_restore_state
	movq	1120(%rsp), %rdi
	movslq	%r14d, %rbx
	movl	%eax, 48(%rsp)
	movq	$0, 1136(%rsp)
	call	free@PLT
	leaq	(%rbx,%rbx,2), %rax
	leaq	SCENARIOS(%rip), %rdi
	movq	16(%rdi,%rax,8), %rdi
	call	strdup@PLT
	movl	48(%rsp), %r9d
	testq	%rax, %rax
	movq	%rax, 1120(%rsp)
	movq	%rax, %rdi
	je	.L1186
	movq	%r12, %rdx
	movq	%rbp, %rsi
	movl	%r9d, 48(%rsp)
	leaq	1904(%rsp), %r13
	call	strtok_r@PLT
	movl	48(%rsp), %r9d
	testq	%rax, %rax
	je	.L794
	movl	$1, %r14d
	leaq	1904(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L795:
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
	jne	.L795
.L794:
	movq	32(%rsp), %xmm0
	leaq	(%rbx,%rbx,2), %rax
	movq	%r13, %rdx
	leaq	SCENARIOS(%rip), %rcx
	leaq	912(%rsp), %rdi
	movl	%r9d, %esi
	movhps	8(%rcx,%rax,8), %xmm0
	movq	56(%rsp), %rcx
	movaps	%xmm0, 1104(%rsp)
	movq	%rcx, %rbx
	call	apply_args.constprop.0
	testl	%eax, %eax
	jne	.L1177
	movq	16(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	jne	.L799
.L1185:
	movslq	24(%rsp), %rdi
	movq	8(%rsp), %r15
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L797
.L801:
	movl	$1, %r12d
	movq	%r15, 8(%rsp)
	xorl	%ebp, %ebp
	xorl	%r13d, %r13d
	xorl	%r14d, %r14d
	movl	%r12d, %r15d
	.p2align 4,,10
	.p2align 3
.L805:
	movq	40(%rsp), %rdi
	movslq	%r15d, %rax
	movq	8(%rsp), %rsi
	leal	1(%r15), %r12d
	movq	(%rdi,%rax,8), %rbx
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L803
	addl	$2, %r15d
	cmpl	%r12d, 24(%rsp)
	jg	.L804
.L803:
	leaq	.LC53(%rip), %rsi
	movq	%rbx, %rdi
	movl	%r12d, %r15d
	call	strcmp@PLT
	movq	%rbx, %rdi
	leaq	.LC56(%rip), %rsi
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %r14d
	call	strcmp@PLT
	movq	16(%rsp), %rdi
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %r13d
	movslq	%ebp, %rax
	addl	$1, %ebp
	movq	%rbx, (%rdi,%rax,8)
.L804:
	cmpl	%r15d, 24(%rsp)
	jg	.L805
	testl	%r14d, %r13d
	je	.L802
	leaq	1392(%rsp), %rbx
	leaq	.LC217(%rip), %r8
	xorl	%eax, %eax
	movl	$512, %esi
	movq	%rbx, %rdi
	leaq	.LC218(%rip), %rcx
	leaq	.LC219(%rip), %rdx
	call	snprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L1177
.L1181:
	movq	8(%rsi), %rbx
	leaq	.LC149(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1187
	leaq	.LC152(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1188
	leaq	.LC202(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L781
	leaq	.LC203(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L735
.L781:
	movq	stdout(%rip), %rcx
	movl	$1699, %edx
	movl	$1, %esi
	xorl	%ebx, %ebx
	leaq	USAGE(%rip), %rdi
	call	fwrite@PLT
	jmp	.L734
.L1184:
	movslq	24(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L797
	cmpl	$2, 24(%rsp)
	leaq	.LC210(%rip), %r15
	je	.L801
	xorl	%ebp, %ebp
.L802:
	movq	16(%rsp), %r15
	leaq	912(%rsp), %rax
	leaq	1392(%rsp), %rbx
	movl	%ebp, %esi
	movq	%rax, %rdi
	movq	%rbx, %rcx
	movq	%rax, 32(%rsp)
	movq	%r15, %rdx
	call	apply_args.constprop.0
	movq	%r15, %rdi
	movl	%eax, %ebp
	call	free@PLT
	testl	%ebp, %ebp
	jne	.L1177
	leaq	432(%rsp), %rax
	movq	1112(%rsp), %r8
	movq	1104(%rsp), %rcx
	leaq	.LC220(%rip), %rdx
	movq	%rax, 56(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	1032(%rsp), %eax
	movl	%eax, 48(%rsp)
	subl	$1, %eax
	jne	.L808
	movq	1080(%rsp), %r14
	testq	%r14, %r14
	je	.L809
	movq	%r14, %rdi
	leaq	264(%rsp), %rcx
	movq	%rbx, %r8
	movl	$1, %edx
	leaq	.LC93(%rip), %rsi
	call	read_numbers.constprop.0
	movq	%r14, 80(%rsp)
	movq	%rax, %r14
.L810:
	testq	%r14, %r14
	je	.L1177
	leaq	320(%rsp), %rdi
	xorl	%eax, %eax
	pxor	%xmm0, %xmm0
	movl	$8, %ecx
	movl	1008(%rsp), %r12d
	movq	%rdi, 8(%rsp)
	rep stosl
	leaq	352(%rsp), %rdi
	movl	$8, %ecx
	movq	264(%rsp), %rbp
	movq	%rdi, 16(%rsp)
	movq	1000(%rsp), %r13
	rep stosl
	movaps	%xmm0, 272(%rsp)
	testl	%r12d, %r12d
	je	.L827
	testq	%rbp, %rbp
	je	.L828
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	xorl	%eax, %eax
.L829:
	movq	(%r14,%rax,8), %rsi
	xorl	%edi, %edi
	addq	%rsi, %rcx
	adcq	%rdi, %rbx
	addq	$1, %rax
	cmpq	%rax, %rbp
	jne	.L829
	xorl	%eax, %eax
	movq	%rbx, %rdi
	cmpq	%rbp, %rcx
	movl	$1, %r13d
	sbbq	%rax, %rdi
	jnc	.L1189
.L831:
	xorl	%ebx, %ebx
	xorl	%esi, %esi
	jmp	.L837
	.p2align 4,,10
	.p2align 3
.L1191:
	addq	$1, %rsi
	cmpq	%rbp, %rsi
	jnb	.L1190
.L837:
	movq	(%r14,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r13, %rax
	jb	.L833
	xorl	%edx, %edx
	divq	%r13
	movq	%rax, %rcx
.L833:
	addq	%rbx, %rcx
	movq	%rcx, %rbx
	jnc	.L1191
.L836:
	movl	$50, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC230(%rip), %rdi
	movl	$1, %ebx
	call	fwrite@PLT
.L832:
	movq	%r14, %rdi
	call	free@PLT
	jmp	.L787
.L1023:
	xorl	%eax, %eax
	jmp	.L782
.L808:
	movq	1040(%rsp), %r13
	movq	1048(%rsp), %rbp
	movq	%r13, %rax
	movq	%r13, %r12
	orq	%rbp, %rax
	jne	.L854
	cmpl	$0, 1128(%rsp)
	movabsq	$20000000000, %r12
	movabsq	$5000000000, %rax
	cmovne	%rax, %r12
.L854:
	movq	928(%rsp), %rax
	movq	%rax, 88(%rsp)
	testq	%rax, %rax
	je	.L855
	movq	920(%rsp), %r14
	cmpq	%rax, %r14
	jnb	.L1192
.L855:
	movsd	1056(%rsp), %xmm5
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm5
	movsd	%xmm5, 24(%rsp)
	jp	.L1046
	je	.L857
.L1046:
	cmpl	$1, 944(%rsp)
	jne	.L1193
	movl	984(%rsp), %eax
	movl	%eax, 64(%rsp)
	subl	$1, %eax
	je	.L1194
.L863:
	testq	%rbp, %rbp
	movl	$1024, %r13d
	movq	1064(%rsp), %r15
	cmovne	%rbp, %r13
	leaq	0(,%r13,8), %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L866
	xorl	%r14d, %r14d
	pxor	%xmm1, %xmm1
	jmp	.L875
.L1197:
	cmpq	%r14, %rbp
	sete	%al
.L868:
	testb	%al, %al
	jne	.L1195
	comisd	.LC258(%rip), %xmm1
	jnb	.L871
	cmpq	$200000000, %r14
	je	.L871
	cmpq	%r14, %r13
	je	.L1196
.L872:
	comisd	.LC259(%rip), %xmm1
	jnb	.L873
	cvttsd2siq	%xmm1, %rax
	movq	16(%rsp), %rdi
	movq	%rax, (%rdi,%r14,8)
.L874:
	addq	$1, %r14
.L875:
	movabsq	$-7046029254386353131, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC255(%rip), %xmm2
	movsd	%xmm1, 8(%rsp)
	addq	%rax, %r15
	movabsq	$-4658895280553007687, %rax
	movq	%r15, %rdx
	shrq	$30, %rdx
	xorq	%r15, %rdx
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
	cvtsi2sdq	%rax, %xmm0
	mulsd	.LC254(%rip), %xmm0
	subsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	log@PLT
	xorpd	.LC256(%rip), %xmm0
	divsd	24(%rsp), %xmm0
	movsd	8(%rsp), %xmm1
	mulsd	.LC257(%rip), %xmm0
	addsd	%xmm0, %xmm1
	testq	%rbp, %rbp
	jne	.L1197
	testq	%r12, %r12
	js	.L869
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L870:
	comisd	%xmm0, %xmm1
	setnb	%al
	jmp	.L868
.L1182:
	testl	%r12d, %r12d
	je	.L783
	leaq	1392(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC207(%rip), %rdx
	call	snprintf@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC208(%rip), %rsi
	call	fprintf@PLT
	jmp	.L784
.L873:
	movapd	%xmm1, %xmm0
	subsd	.LC259(%rip), %xmm0
	movq	16(%rsp), %rdi
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%rdi,%r14,8)
	btcq	$63, (%rdi,%r14,8)
	jmp	.L874
.L869:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L870
.L1196:
	movq	%r13, %rsi
	movq	16(%rsp), %rdi
	movsd	%xmm1, 8(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L871
	movq	%rax, 16(%rsp)
	movsd	8(%rsp), %xmm1
	addq	%r13, %r13
	jmp	.L872
.L1183:
	leaq	256(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1198
	movq	256(%rsp), %rax
	movl	%eax, 1028(%rsp)
	jmp	.L785
.L1190:
	movabsq	$2305843009213693950, %rdx
	leaq	-1(%rcx), %rax
	cmpq	%rax, %rdx
	jb	.L836
	leaq	0(,%rcx,8), %rdi
	call	malloc@PLT
	movq	%rax, 40(%rsp)
	testq	%rax, %rax
	je	.L836
	movq	%rbx, %r8
	movq	%rax, %rcx
	movq	%r13, %rdx
	movq	%rbp, %rsi
	movq	%r14, %rdi
	call	correct_co
	leaq	656(%rsp), %rax
	movq	%rbp, %rsi
	movq	%r14, %rdi
	movl	1024(%rsp), %ecx
	movq	1016(%rsp), %rdx
	movq	%rax, %r8
	movq	%rax, 104(%rsp)
	movl	%ecx, 24(%rsp)
	movq	%rdx, 32(%rsp)
	call	summarise
	testl	%eax, %eax
	jne	.L840
	leaq	784(%rsp), %rax
	movl	24(%rsp), %ecx
	movq	32(%rsp), %rdx
	movq	%rbx, %rsi
	movq	40(%rsp), %rdi
	movq	%rax, %r8
	movq	%rax, 48(%rsp)
	call	summarise
	testl	%eax, %eax
	je	.L1199
.L840:
	movq	stderr(%rip), %rcx
	movl	$55, %edx
	movl	$1, %esi
	leaq	.LC231(%rip), %rdi
	call	fwrite@PLT
.L839:
	movl	$1, %ebx
.L842:
	movq	8(%rsp), %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	movq	40(%rsp), %rdi
	call	free@PLT
	jmp	.L832
.L857:
	movl	984(%rsp), %eax
	movl	%eax, 80(%rsp)
	subl	$1, %eax
	je	.L1200
	movl	944(%rsp), %eax
	movl	%eax, 64(%rsp)
	subl	$1, %eax
	je	.L1015
.L862:
	cmpl	$2, 64(%rsp)
	je	.L1201
	movq	%rbp, %rdi
	testq	%rbp, %rbp
	je	.L1202
.L896:
	movq	%rdi, 968(%rsp)
	cmpq	$200000000, %rdi
	ja	.L1203
	movq	952(%rsp), %rcx
	movq	%rdi, %rax
	movabsq	$4611686018427387903, %rsi
	mulq	%rcx
	movq	%rax, %r10
	xorl	%eax, %eax
	cmpq	%r10, %rsi
	sbbq	%rdx, %rax
	jc	.L1204
	cmpl	$0, 1132(%rsp)
	je	.L899
.L901:
	movl	64(%rsp), %eax
	movl	80(%rsp), %ecx
	xorl	%edi, %edi
	movq	%rdi, 16(%rsp)
	movl	%ecx, 64(%rsp)
	movl	%eax, 80(%rsp)
.L900:
	cmpl	$2, 64(%rsp)
	je	.L894
	movq	912(%rsp), %rax
	movq	%rax, 96(%rsp)
.L902:
	movq	968(%rsp), %rax
	movq	%rax, 40(%rsp)
	leaq	-1(%rax), %rcx
	movq	960(%rsp), %rax
	movq	%rax, 112(%rsp)
	testq	%rax, %rax
	je	.L905
.L1009:
	movq	112(%rsp), %rax
	movq	(%rax,%rcx,8), %rcx
.L906:
	movq	40(%rsp), %rdi
	movq	920(%rsp), %rax
	movq	976(%rsp), %rbp
	movq	936(%rsp), %r10
	leaq	1(%rdi), %rsi
	movq	96(%rsp), %rdi
	movq	%rax, 120(%rsp)
	movq	%r10, 128(%rsp)
	addq	%rax, %rdi
	movq	%rsi, %rax
	mulq	%rdi
	xorl	%edi, %edi
	movq	%rax, %r8
	movq	%rbp, %rax
	movq	%rdx, %r9
	xorl	%edx, %edx
	addq	%r10, %rax
	adcq	%rdi, %rdx
	xorl	%edi, %edi
	addq	%rcx, %rax
	adcq	%rdi, %rdx
	addq	%rax, %r8
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %r9
	cmpq	%r8, %rax
	movl	$0, %eax
	sbbq	%r9, %rax
	jc	.L1205
	cmpl	$2, 48(%rsp)
	je	.L1206
	cmpl	$3, 48(%rsp)
	je	.L1207
	movl	1028(%rsp), %ebx
	movl	$256, %esi
	leal	1(%rbx), %edi
	movl	%ebx, 144(%rsp)
	movl	%edi, 220(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rbx, 152(%rsp)
	movq	%rax, %r14
	movq	%rax, 136(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %r15
	movq	%rax, 176(%rsp)
	call	calloc@PLT
	movl	$10, %ecx
	pxor	%xmm0, %xmm0
	leaq	656(%rsp), %rdi
	movq	%rax, 184(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r15, %r15
	movq	%rdi, 104(%rsp)
	rep stosl
	sete	%al
	testq	%r14, %r14
	movaps	%xmm0, 320(%rsp)
	sete	%dl
	orb	%dl, %al
	jne	.L954
	testq	%rsi, %rsi
	je	.L954
	movq	32(%rsp), %rbx
	movq	104(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L954
	cmpl	$0, 80(%rsp)
	jne	.L1040
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 168(%rsp)
	testq	%rax, %rax
	jne	.L955
	leaq	1904(%rsp), %r9
	movq	32(%rsp), %rdi
	movq	%r9, %rsi
	movq	%r9, 8(%rsp)
	call	closed_form
	movq	8(%rsp), %r9
.L957:
	testl	%eax, %eax
	jne	.L1208
	leaq	.LC299(%rip), %rdi
	movq	%r9, 8(%rsp)
	call	puts@PLT
	movq	56(%rsp), %rsi
	leaq	.LC300(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	528(%rsp), %rax
	movq	96(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC301(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 120(%rsp)
	movq	8(%rsp), %r9
	je	.L1209
	cmpq	$0, 88(%rsp)
	movq	%r9, 56(%rsp)
	jne	.L962
	leaq	784(%rsp), %rax
	movq	128(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	fmt_us.constprop.0
	movq	120(%rsp), %rsi
	movq	24(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC303(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1136(%rsp), %rax
	movq	56(%rsp), %r9
	movq	%rax, 8(%rsp)
.L961:
	cmpl	$0, 80(%rsp)
	movq	%r9, 56(%rsp)
	jne	.L963
	movq	952(%rsp), %rsi
	movq	24(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	40(%rsp), %rdx
	leaq	.LC305(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%rsp), %r9
.L964:
	movq	992(%rsp), %rdx
	leaq	.LC20(%rip), %rax
	movq	%r9, 56(%rsp)
	leaq	.LC143(%rip), %rcx
	cmpq	$1, %rdx
	movq	%rdx, 224(%rsp)
	cmovbe	%rax, %rcx
	movl	64(%rsp), %eax
	movq	%rax, %rdi
	movq	%rax, 200(%rsp)
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rdi,8), %rsi
	xorl	%eax, %eax
	leaq	.LC307(%rip), %rdi
	call	printf@PLT
	testq	%rbp, %rbp
	movq	56(%rsp), %r9
	jne	.L1210
.L966:
	xorl	%eax, %eax
	leaq	.LC309(%rip), %rdi
	movq	%r9, 56(%rsp)
	call	printf@PLT
	cmpl	$0, 1008(%rsp)
	movq	56(%rsp), %r9
	je	.L967
	leaq	.LC310(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%rsp), %r9
.L968:
	movq	1016(%rsp), %rax
	movq	48(%rsp), %rdi
	movq	%r9, 56(%rsp)
	movq	%rax, %rsi
	movq	%rax, 232(%rsp)
	call	fmt_us.constprop.0
	movl	1024(%rsp), %ecx
	leaq	.LC312(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 80(%rsp)
	movq	96(%rsp), %rax
	movq	56(%rsp), %r9
	je	.L1211
	movq	40(%rsp), %rcx
	mulq	%rcx
	movq	%rax, %rdi
	movq	112(%rsp), %rax
	movq	-8(%rax,%rcx,8), %rcx
	xorl	%eax, %eax
	cmpq	%rcx, %rdi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	setnc	%al
	movzbl	%al, %eax
.L970:
	testl	%eax, %eax
	jne	.L1212
.L1012:
	cmpq	$0, 168(%rsp)
	movq	%r9, 56(%rsp)
	je	.L1213
	movq	168(%rsp), %rsi
	leaq	.LC315(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC316(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%rsp), %r9
.L973:
	movl	144(%rsp), %esi
	leaq	.LC317(%rip), %rdi
	xorl	%eax, %eax
	movq	%r9, 56(%rsp)
	call	printf@PLT
	movq	56(%rsp), %r9
	xorl	%r8d, %r8d
	movq	%r9, 192(%rsp)
.L978:
	movl	%r8d, %r13d
	movq	8(%rsp), %rcx
	movq	104(%rsp), %rsi
	movl	%r8d, 56(%rsp)
	movq	136(%rsp), %rax
	salq	$8, %r13
	movq	32(%rsp), %rdi
	addq	%rax, %r13
	movq	%r13, %rdx
	call	run_once
	movl	56(%rsp), %r8d
	testl	%eax, %eax
	jne	.L1214
	testl	%r8d, %r8d
	leaq	.LC20(%rip), %rax
	leaq	.LC319(%rip), %rcx
	movl	%r8d, 56(%rsp)
	cmove	%rcx, %rax
	movq	%r13, 160(%rsp)
	leaq	8(%r13), %r15
	leaq	SET_NAME(%rip), %r12
	leaq	48+PCT_NAME(%rip), %rbp
	leaq	.LC126(%rip), %rbx
	movq	%rax, 88(%rsp)
.L976:
	movq	(%r12), %rcx
	movq	88(%rsp), %rdx
	xorl	%eax, %eax
	movq	%r15, %r13
	movl	56(%rsp), %esi
	leaq	.LC320(%rip), %rdi
	leaq	PCT_NAME(%rip), %r14
	call	printf@PLT
	movq	-8(%r15), %rsi
	leaq	.LC125(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L975:
	movq	0(%r13), %rdx
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$8, %r14
	addq	$8, %r13
	call	printf@PLT
	cmpq	%r14, %rbp
	jne	.L975
	movq	56(%r15), %rdx
	movq	48(%r15), %rsi
	xorl	%eax, %eax
	addq	$8, %r12
	leaq	.LC321(%rip), %rdi
	addq	$72, %r15
	call	printf@PLT
	leaq	24+SET_NAME(%rip), %rax
	cmpq	%rax, %r12
	jne	.L976
	movl	56(%rsp), %r8d
	movq	160(%rsp), %r13
	leaq	320(%rsp), %rdi
	movq	192(%rsp), %rdx
	movl	%r8d, %esi
	movq	%r13, %rcx
	call	check_outcome
	movl	56(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L977
	movsd	1136(%rsp), %xmm0
	movq	176(%rsp), %rcx
	leal	-1(%r8), %eax
	movsd	%xmm0, (%rcx,%rax,8)
	movq	184(%rsp), %rcx
	movsd	1144(%rsp), %xmm0
	movsd	%xmm0, (%rcx,%rax,8)
.L977:
	addl	$1, %r8d
	cmpl	%r8d, 144(%rsp)
	jnb	.L978
	movq	152(%rsp), %rax
	leaq	0(,%rax,8), %rbx
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 56(%rsp)
	call	malloc@PLT
	movq	56(%rsp), %r8
	movq	%rax, %r15
	testq	%r8, %r8
	je	.L1047
	testq	%rax, %rax
	je	.L1047
	movl	144(%rsp), %ecx
	movq	136(%rsp), %r12
	leaq	(%rbx,%r8), %rbp
	movq	%r15, %r14
	movq	%r8, 208(%rsp)
	xorl	%ebx, %ebx
	movl	%ecx, %eax
	movq	%r12, %r13
	movq	%rbp, %r12
	shrl	%eax
	leaq	(%r15,%rax,8), %rax
	movl	%ecx, %r15d
	movq	%rax, 88(%rsp)
	movq	8(%rsp), %rax
	movq	%rax, 56(%rsp)
	leaq	384(%rsp), %rax
	movq	%rax, 192(%rsp)
.L995:
	leaq	264(%r13), %rcx
	movq	192(%rsp), %rax
	xorl	%ebp, %ebp
	movq	%r13, 240(%rsp)
	movq	%rcx, 160(%rsp)
	movq	%rbp, %r13
	movq	208(%rsp), %rbp
	movq	$0x000000000, (%rax,%rbx,8)
	movq	%r14, 248(%rsp)
	movl	%r15d, %r14d
	movq	%r12, %r15
	movq	%rbx, %r12
	movq	%rax, %rbx
.L981:
	orq	$-1, %rcx
	testl	%r14d, %r14d
	je	.L989
	movq	160(%rsp), %rax
	movq	%rbp, %rdx
	orq	$-1, %rcx
	leaq	(%rax,%r13), %rsi
	jmp	.L984
	.p2align 4,,10
	.p2align 3
.L1215:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L983:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$256, %rsi
	cmpq	%r15, %rdx
	je	.L989
.L984:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1215
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L983
.L827:
	testq	%rbp, %rbp
	jne	.L831
	jmp	.L836
.L1187:
	leaq	1904(%rsp), %r9
	movl	$7, %ebp
	orq	$-1, %r14
	movq	%r9, %r12
.L738:
	movq	%r12, %rsi
	movl	$1, %edi
	xorl	%ebx, %ebx
	call	clock_gettime@PLT
	movq	1912(%rsp), %r15
	movl	$20000000, %eax
	imulq	$1000000000, 1904(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L737:
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	subl	$1, %eax
	jne	.L737
	movq	%r12, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	1912(%rsp), %rax
	imulq	$1000000000, 1904(%rsp), %rdx
	subq	%r15, %rdx
	addq	%rdx, %rax
	subq	%r13, %rax
	cmpq	%rax, %r14
	cmova	%rax, %r14
	subl	$1, %ebp
	jne	.L738
	testq	%r14, %r14
	js	.L739
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L740:
	movsd	.LC150(%rip), %xmm1
	movl	$7, %esi
	leaq	.LC151(%rip), %rdi
	xorl	%ebx, %ebx
	movl	$1, %eax
	divsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	printf@PLT
	jmp	.L734
.L1195:
	testq	%r14, %r14
	je	.L876
	movq	16(%rsp), %rax
	cmpl	$0, 1132(%rsp)
	movq	%r14, 968(%rsp)
	movq	%rax, 960(%rsp)
	jne	.L879
	movsd	.LC259(%rip), %xmm1
	movsd	.LC257(%rip), %xmm0
	divsd	24(%rsp), %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L880
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1000(%rsp)
.L881:
	movq	1000(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1000(%rsp)
.L879:
	movl	$1, 80(%rsp)
	jmp	.L900
.L809:
	movq	1088(%rsp), %r13
	xorl	%r9d, %r9d
	movq	%r9, 528(%rsp)
	movq	%r13, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L1216
	leaq	1904(%rsp), %r9
	movq	%r13, %rcx
	xorl	%eax, %eax
	movq	%r14, %rbp
	leaq	.LC224(%rip), %rdx
	movl	$256, %esi
	movq	%r9, %rdi
	movq	%r9, 32(%rsp)
	call	snprintf@PLT
	movl	$2, 16(%rsp)
	leaq	528(%rsp), %rax
	leaq	784(%rsp), %r15
	movq	%r13, 24(%rsp)
	movq	%rbx, 8(%rsp)
	movq	%rax, %rbx
.L825:
	movq	32(%rsp), %r14
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	leaq	.LC224(%rip), %rdx
	movl	$256, %esi
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	%rbx, %rdx
	leaq	.LC225(%rip), %rsi
	movq	%r14, %rdi
	call	strtok_r@PLT
	movq	%rax, %r13
.L813:
	testq	%r13, %r13
	je	.L1217
	movl	$42, %esi
	movq	%r13, %rdi
	call	strchr@PLT
	movq	$1, 784(%rsp)
	testq	%rax, %rax
	je	.L814
	movb	$0, (%rax)
	leaq	1(%rax), %r14
	movq	%r15, %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r14, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1218
.L814:
	leaq	1136(%rsp), %r14
	leaq	656(%rsp), %rdx
	movl	$1, %esi
	movq	%r13, %rdi
	movq	%r14, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L816
	movq	784(%rsp), %rax
	testq	%rax, %rax
	je	.L818
	movq	656(%rsp), %rdx
	addq	%r12, %rax
	.p2align 4,,10
	.p2align 3
.L820:
	testq	%rbp, %rbp
	je	.L819
	movq	%rdx, 0(%rbp,%r12,8)
.L819:
	addq	$1, %r12
	cmpq	%rax, %r12
	jne	.L820
.L818:
	movq	%rbx, %rdx
	leaq	.LC225(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r13
	jmp	.L813
.L1188:
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC153(%rip), %rdi
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC154(%rip), %rdi
	movl	%eax, %ebx
	leaq	raw.8(%rip), %rbp
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC155(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC156(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC157(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC158(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$5, %edx
	movl	$5, %esi
	leaq	.LC159(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC160(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$9, %edx
	movl	$9, %esi
	leaq	.LC161(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC162(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %edx
	movl	$118780, %esi
	leaq	.LC163(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %edx
	movl	$119860, %esi
	leaq	.LC164(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %edx
	movl	$118781, %esi
	leaq	.LC165(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	.LC166(%rip), %rdi
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rdx
	addl	%eax, %ebx
	call	expect
	movdqa	.LC167(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L743:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L743
	movq	$100000000, 80000+raw.8(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L748
.L1219:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L747
.L748:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L744
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L744:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L1219
	xorl	%esi, %esi
.L747:
	movq	%rsi, %rdx
	leaq	.LC168(%rip), %rdi
	movl	$20000, %esi
	call	expect
	leaq	fixed.7(%rip), %r12
	movl	$20000, %r8d
	movq	%rbp, %rdi
	movq	%r12, %rcx
	movl	$10000, %edx
	movl	$10001, %esi
	addl	%eax, %ebx
	call	correct_co
	movl	$20000, %esi
	leaq	.LC169(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	leaq	656(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise
	movq	664(%rsp), %rdx
	movl	$1000, %esi
	leaq	.LC170(%rip), %rdi
	call	expect
	movq	672(%rsp), %rdx
	movl	$80000000, %esi
	leaq	.LC171(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	680(%rsp), %rdx
	movl	$98000000, %esi
	leaq	.LC172(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	704(%rsp), %rdx
	movl	$100000000, %esi
	leaq	.LC173(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	720(%rsp), %rdx
	movl	$1953359375, %esi
	leaq	.LC174(%rip), %rdi
	salq	$8, %rsi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC175(%rip), %rdi
	leal	(%rbx,%rax), %ebp
	leaq	432(%rsp), %rbx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC176(%rip), %rdi
	addl	%eax, %ebp
	call	expect
	movl	$2, %edx
	movl	$2, %esi
	leaq	.LC177(%rip), %rdi
	addl	%eax, %ebp
	call	expect
	movl	$2000000, %edx
	movl	$2000000, %esi
	leaq	.LC178(%rip), %rdi
	addl	%eax, %ebp
	call	expect
	movl	$8, %edx
	movl	$700, %esi
	leaq	432(%rsp), %rdi
	addl	%eax, %ebp
	movq	%rdx, %rcx
	xorl	%eax, %eax
	movl	$9, %r8d
	rep stosl
	leaq	1904(%rsp), %r9
	movq	%rbx, 56(%rsp)
	movq	%r9, %rdi
	movq	%r9, 8(%rsp)
	movq	%rcx, %rdx
	movl	$64, %ecx
	movq	%rdx, %rax
	rep stosq
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	cmpl	$0, 456(%rsp)
	movq	8(%rsp), %r9
	jne	.L750
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbx, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 456(%rsp)
	movq	8(%rsp), %r9
	jne	.L750
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbx, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
	movq	8(%rsp), %r9
.L750:
	movq	440(%rsp), %rbx
	movq	432(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
.L755:
	cmpq	%rbx, %r10
	je	.L1019
	xorl	%r8d, %r8d
	cmpq	$0, 24(%rcx)
	je	.L752
	.p2align 4,,10
	.p2align 3
.L757:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r9,%r11,8), %rdi
	je	.L754
	.p2align 4,,10
	.p2align 3
.L751:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%rdi,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L751
	leaq	1(%rdx,%r11), %r11
.L754:
	addq	$1, %r8
	cmpq	24(%rcx), %r8
	jb	.L757
.L752:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L755
.L1019:
	leaq	1136(%rsp), %rax
	movq	%r11, 32(%rsp)
	xorl	%ebx, %ebx
	leaq	-8+PCT_NAME(%rip), %r12
	movq	%rax, 8(%rsp)
	leaq	784(%rsp), %r13
	leaq	.LC1(%rip), %r15
	movq	%r9, 40(%rsp)
	movq	%rbx, 24(%rsp)
	leaq	1392(%rsp), %rbx
.L756:
	movl	24(%rsp), %r14d
	movq	56(%rsp), %rdi
	movq	%r13, %rcx
	movl	$2000, %esi
	movl	%r14d, %edx
	call	dist_summarise
	movq	32(%rsp), %rsi
	movq	8(%rsp), %r8
	movl	%r14d, %ecx
	movq	40(%rsp), %rdi
	movl	$2000, %edx
	call	summarise
	movq	784(%rsp), %rcx
	movq	1136(%rsp), %rdx
	leaq	.LC179(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L1220
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L759:
	movq	24(%rsp), %rcx
	addl	%eax, %ebp
	leaq	RANK_NAME(%rip), %rax
	movl	$8, %r14d
	movq	(%rax,%rcx,8), %rax
	movq	%rax, 16(%rsp)
	jmp	.L762
.L760:
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L761:
	addq	$8, %r14
	addl	%eax, %ebp
	cmpq	$56, %r14
	je	.L1221
.L762:
	movq	(%r12,%r14), %rcx
	movq	16(%rsp), %r9
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC180(%rip), %rdx
	movq	%rbx, %rdi
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	8(%rsp), %rax
	movq	0(%r13,%r14), %rcx
	movq	%rbx, %rsi
	movq	(%rax,%r14), %rdx
	cmpq	%rdx, %rcx
	jne	.L760
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L761
.L1221:
	movq	840(%rsp), %rcx
	movq	1192(%rsp), %rdx
	leaq	.LC181(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L1222
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L764:
	movq	848(%rsp), %rcx
	movq	1200(%rsp), %rdx
	leal	0(%rbp,%rax), %r14d
	leaq	.LC182(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L1223
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$1, %ebp
	call	printf@PLT
.L766:
	addl	%r14d, %ebp
	cmpq	$0, 24(%rsp)
	jne	.L1224
	movq	$1, 24(%rsp)
	jmp	.L756
.L1224:
	movq	56(%rsp), %rdi
	leaq	starts.6(%rip), %r12
	movabsq	$3777893186295716171, %r15
	leaq	.LC1(%rip), %r13
	leaq	80(%r12), %r14
	call	dist_free
	movdqa	.LC183(%rip), %xmm0
	xorl	%eax, %eax
	leaq	1424(%rsp), %rdi
	movl	$22, %ecx
	movq	%rbx, 8(%rsp)
	rep stosl
	leaq	528(%rsp), %rax
	movaps	%xmm0, 1392(%rsp)
	movdqa	.LC184(%rip), %xmm0
	movq	%rax, 24(%rsp)
	movaps	%xmm0, 1408(%rsp)
.L779:
	movq	(%r12), %rbx
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	movl	$64, %esi
	leaq	.LC185(%rip), %rdx
	movq	%rbx, %rcx
	call	snprintf@PLT
	cmpq	$2999, %rbx
	jbe	.L767
	movq	%rbx, %rsi
	movl	$100, %edi
	.p2align 4,,10
	.p2align 3
.L769:
	leaq	-3000(%rsi), %rdx
	movq	%rdx, %rax
	mulq	%r15
	shrq	$10, %rdx
	leaq	1(%rdx), %rax
	imulq	$5000, %rax, %rax
	leaq	2000(%rax), %rdx
	cmpq	%rdx, %rsi
	jb	.L771
	leaq	3000(%rax), %rsi
	cmpq	$2999, %rsi
	ja	.L769
.L1176:
	xorl	%eax, %eax
	movl	$2000, %edx
.L771:
	leaq	(%rdi,%rsi), %rcx
	cmpq	%rcx, %rdx
	jnb	.L770
.L1225:
	subq	%rdx, %rcx
	leaq	3000(%rax), %rsi
	movl	$2000, %edx
	xorl	%eax, %eax
	movq	%rcx, %rdi
	cmpq	$2999, %rsi
	ja	.L769
	leaq	(%rdi,%rsi), %rcx
	cmpq	%rcx, %rdx
	jb	.L1225
.L770:
	leaq	100(%rbx), %rdx
	cmpq	$2000, %rdx
	jbe	.L773
	movl	$2000, %eax
	jmp	.L776
	.p2align 4,,10
	.p2align 3
.L1226:
	addq	$1000, %rdx
	addq	$5000, %rax
	cmpq	%rdx, %rax
	jnb	.L773
.L776:
	cmpq	%rax, %rbx
	jb	.L1226
	leaq	1000(%rax), %r8
	leaq	1100(%rax), %rdi
	cmpq	%r8, %rbx
	cmovb	%rdi, %rdx
	addq	$5000, %rax
	cmpq	%rdx, %rax
	jb	.L776
.L773:
	movq	24(%rsp), %rsi
	cmpq	%rcx, %rdx
	je	.L1227
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L778:
	addq	$8, %r12
	addl	%eax, %ebp
	cmpq	%r12, %r14
	jne	.L779
	movq	8(%rsp), %rbx
	movl	$100, %edx
	movl	$1900, %esi
	movq	%rbx, %rdi
	call	ref_serve
	movl	$2000, %esi
	leaq	.LC186(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$1950, %esi
	addl	%eax, %ebp
	call	ref_serve
	movl	$3050, %esi
	leaq	.LC187(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$2500, %esi
	addl	%eax, %ebp
	call	ref_serve
	movl	$3100, %esi
	leaq	.LC188(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC189(%rip), %rdi
	leal	0(%rbp,%rax), %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC190(%rip), %rdi
	addl	%eax, %ebx
	leaq	.LC194(%rip), %rbp
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC191(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC192(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC193(%rip), %rdi
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
	leaq	.LC195(%rip), %rdi
	addl	%eax, %ebx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC196(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC197(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC198(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC199(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC200(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC201(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L734
.L767:
	movl	$100, %edi
	movl	$3000, %esi
	cmpq	$1999, %rbx
	ja	.L769
	movq	%rbx, %rsi
	jmp	.L1176
.L1227:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L778
.L899:
	movq	%rcx, 1000(%rsp)
	jmp	.L901
.L1202:
	xorl	%edx, %edx
	movq	%r12, %rax
	divq	952(%rsp)
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rdi
	jmp	.L896
.L1199:
	movq	8(%rsp), %rbx
	movq	%rbp, %rsi
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_of_sorted
	movq	16(%rsp), %rdx
	movq	%r13, %rsi
	movq	%rbx, %rdi
	call	dist_correct
	movl	344(%rsp), %eax
	orl	376(%rsp), %eax
	jne	.L843
	leaq	1136(%rsp), %rbx
	movl	24(%rsp), %edx
	movq	32(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	call	dist_summarise
	testl	%eax, %eax
	jne	.L843
	leaq	1904(%rsp), %r15
	movl	24(%rsp), %edx
	movq	32(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	%r15, %rcx
	call	dist_summarise
	testl	%eax, %eax
	jne	.L843
	movq	104(%rsp), %xmm0
	movq	%r15, %xmm6
	movq	%r14, 96(%rsp)
	leaq	288(%rsp), %rax
	movq	%rax, 64(%rsp)
	leaq	304(%rsp), %rax
	xorl	%r15d, %r15d
	movhps	48(%rsp), %xmm0
	movq	%rax, 88(%rsp)
	movaps	%xmm0, 288(%rsp)
	movq	%rbx, %xmm0
	leaq	272(%rsp), %rbx
	movq	%rbp, 112(%rsp)
	punpcklqdq	%xmm6, %xmm0
	movq	%r13, 120(%rsp)
	movq	%r15, %r13
	movl	%r12d, 128(%rsp)
	movq	%rbx, %r12
	movaps	%xmm0, 304(%rsp)
.L844:
	leaq	names.4(%rip), %rcx
	xorl	%eax, %eax
	movq	%r12, %r15
	movq	(%rcx,%r13), %rbp
	movq	%rax, %rbx
	movq	%rbp, %r12
.L845:
	movq	64(%rsp), %rax
	movq	%r12, %rdx
	xorl	%esi, %esi
	movq	%r15, %rdi
	leaq	PCT_NAME(%rip), %rcx
	movq	(%rax,%r13), %rbp
	movq	88(%rsp), %rax
	movq	(%rcx,%rbx,8), %rcx
	movq	(%rax,%r13), %r14
	movslq	%ebx, %rax
	addq	$1, %rbx
	movq	8(%rbp,%rax,8), %r9
	movq	8(%r14,%rax,8), %r8
	call	check
	cmpq	$6, %rbx
	jne	.L845
	movq	%rbp, %rbx
	movq	(%r14), %r8
	movq	%r12, %rbp
	xorl	%esi, %esi
	movq	(%rbx), %r9
	leaq	.LC2(%rip), %rcx
	movq	%rbp, %rdx
	movq	%r15, %rdi
	movq	%r15, %r12
	call	check
	movq	56(%rbx), %r9
	movq	56(%r14), %r8
	xorl	%esi, %esi
	leaq	.LC7(%rip), %rcx
	movq	%rbp, %rdx
	movq	%r15, %rdi
	call	check
	movq	64(%rbx), %r9
	movq	64(%r14), %r8
	xorl	%esi, %esi
	leaq	.LC128(%rip), %rcx
	movq	%rbp, %rdx
	movq	%r15, %rdi
	call	check
	cmpq	$8, %r13
	je	.L846
	movl	$8, %r13d
	jmp	.L844
.L1189:
	movq	%rcx, %rdi
	movq	%rbx, %rsi
	movq	%rbp, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	%rax, %r13
	jmp	.L831
.L739:
	movq	%r14, %rax
	andl	$1, %r14d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r14, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L740
.L1216:
	leaq	.LC221(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC222(%rip), %rcx
	leaq	.LC223(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1177
.L989:
	movq	56(%rsp), %rax
	movq	48(%rsp), %rdi
	movl	%r14d, %edx
	movq	%rbp, %rsi
	movq	%rcx, 8(%rax,%r13)
	addq	$8, %r13
	call	stats_of
	movsd	800(%rsp), %xmm0
	maxsd	(%rbx,%r12,8), %xmm0
	movsd	%xmm0, (%rbx,%r12,8)
	cmpq	$48, %r13
	jne	.L981
	movq	%r12, %rbx
	movq	240(%rsp), %r13
	movq	%r15, %r12
	xorl	%edx, %edx
	movl	%r14d, %r15d
	movq	248(%rsp), %r14
	jmp	.L987
.L990:
	movq	%rdx, %rax
	salq	$8, %rax
	movq	256(%r13,%rax), %rax
	movq	%rax, (%r14,%rdx,8)
	addq	$1, %rdx
.L987:
	cmpl	%r15d, %edx
	jb	.L990
	movq	152(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r14, %rdi
	call	qsort@PLT
	movq	88(%rsp), %rax
	movq	(%rax), %rdx
	movq	56(%rsp), %rax
	movq	%rdx, (%rax)
	xorl	%edx, %edx
	jmp	.L991
.L992:
	movq	%rdx, %rax
	salq	$8, %rax
	movq	312(%r13,%rax), %rax
	movq	%rax, (%r14,%rdx,8)
	addq	$1, %rdx
.L991:
	cmpl	%r15d, %edx
	jb	.L992
	movq	152(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r14, %rdi
	call	qsort@PLT
	movq	88(%rsp), %rax
	movq	(%rax), %rdx
	movq	56(%rsp), %rax
	movq	%rdx, 56(%rax)
	xorl	%edx, %edx
	jmp	.L993
.L994:
	movq	%rdx, %rax
	salq	$8, %rax
	movq	320(%r13,%rax), %rax
	movq	%rax, (%r14,%rdx,8)
	addq	$1, %rdx
.L993:
	cmpl	%r15d, %edx
	jb	.L994
	movl	$8, %edx
	movq	%r14, %rdi
	addq	$1, %rbx
	addq	$72, %r13
	movq	152(%rsp), %rsi
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
	movq	88(%rsp), %rax
	movq	(%rax), %rdx
	movq	56(%rsp), %rax
	movq	%rdx, 64(%rax)
	addq	$72, %rax
	movq	%rax, 56(%rsp)
	cmpq	$3, %rbx
	jne	.L995
	movq	208(%rsp), %r8
	xorl	%ebp, %ebp
	leaq	.LC325(%rip), %rbx
	movq	%r8, %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movl	$10, %edi
	call	putchar@PLT
	call	print_header
	leaq	.LC323(%rip), %rsi
	leaq	.LC324(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	192(%rsp), %r12
.L996:
	movq	8(%rsp), %rax
	leaq	0(%rbp,%rbp,8), %rsi
	addq	%rax, %rsi
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%rbp), %rdi
	call	print_row
	movsd	(%r12,%rbp), %xmm0
	movq	%rbx, %rdi
	movl	$1, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	$24, %rbp
	jne	.L996
	movq	232(%rsp), %rsi
	movq	24(%rsp), %rdi
	leaq	.LC131(%rip), %r15
	leaq	.LC327(%rip), %rbx
	call	fmt_us.constprop.0
	movl	144(%rsp), %ebp
	leaq	.LC326(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	movl	%ebp, %esi
	call	printf@PLT
	movq	176(%rsp), %rsi
	movq	48(%rsp), %rdi
	movl	%ebp, %edx
	call	stats_of
	movq	%rbx, %rdi
	movq	%r15, %rsi
	movl	$3, %eax
	movsd	784(%rsp), %xmm6
	movq	800(%rsp), %r14
	movsd	792(%rsp), %xmm1
	movapd	%xmm6, %xmm0
	movq	%r14, %xmm2
	movsd	%xmm6, 48(%rsp)
	movsd	%xmm1, 24(%rsp)
	call	printf@PLT
	movq	184(%rsp), %rsi
	movl	%ebp, %edx
	leaq	808(%rsp), %rdi
	leaq	.LC328(%rip), %rbp
	call	stats_of
	leaq	.LC132(%rip), %rsi
	movq	%rbx, %rdi
	movsd	808(%rsp), %xmm7
	movsd	824(%rsp), %xmm2
	movl	$3, %eax
	movsd	816(%rsp), %xmm1
	movsd	%xmm7, 144(%rsp)
	movapd	%xmm7, %xmm0
	movsd	%xmm2, 56(%rsp)
	movsd	%xmm1, 88(%rsp)
	call	printf@PLT
	movl	$10, %edi
	call	putchar@PLT
	movq	8(%rsp), %rsi
	movq	%r15, %rdi
	call	print_result_set
	leaq	1208(%rsp), %rsi
	leaq	.LC132(%rip), %rdi
	call	print_result_set
	leaq	1280(%rsp), %rsi
	leaq	.LC129(%rip), %rdi
	call	print_result_set
	movq	152(%rsp), %r8
	movq	%r15, %rsi
	movq	%rbp, %rdi
	movq	136(%rsp), %rax
	salq	$8, %r8
	leaq	(%rax,%r8), %rbx
	xorl	%eax, %eax
	movq	232(%rbx), %rcx
	movq	216(%rbx), %rdx
	call	printf@PLT
	movq	240(%rbx), %rcx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movq	224(%rbx), %rdx
	leaq	.LC132(%rip), %rsi
	call	printf@PLT
	movq	248(%rbx), %rsi
	xorl	%eax, %eax
	leaq	.LC243(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 80(%rsp)
	jne	.L1228
.L997:
	movq	224(%rsp), %rdx
	movq	680(%rsp), %rbp
	movq	664(%rsp), %rbx
	movq	656(%rsp), %r12
	salq	$3, %rdx
	cmpq	$0, 120(%rsp)
	je	.L998
	movq	128(%rsp), %rax
	xorl	%esi, %esi
	movq	%rbp, %rdi
	leaq	352(%rsp), %r13
	movq	%rax, 352(%rsp)
	xorl	%eax, %eax
	movq	%rax, 360(%rsp)
	call	memset@PLT
	movq	32(%rsp), %rdi
	movq	%rbp, %r8
	movq	%r13, %rdx
	movq	200(%rsp), %rcx
	leaq	by_kind.0(%rip), %rax
	leaq	288(%rsp), %r9
	movl	(%rax,%rcx,4), %esi
	movq	%r12, %rcx
	call	run_any.constprop.0
	xorl	%edx, %edx
	movq	32(%rsp), %rdi
	xorl	%esi, %esi
	movq	128(%rsp), %rax
	movq	%rdx, 360(%rsp)
	movq	%rbp, %r8
	movq	%rbx, %rcx
	leaq	304(%rsp), %r9
	movq	%r13, %rdx
	movq	%rax, 352(%rsp)
	call	run_any.constprop.0
	cmpl	$0, 64(%rsp)
	jne	.L999
	movq	952(%rsp), %rcx
	movq	112(%rsp), %rsi
	xorl	%edx, %edx
	xorl	%ebp, %ebp
	jmp	.L1000
.L1230:
	movq	(%rsi,%rbp,8), %rax
.L1001:
	addq	%rcx, %rdx
	addq	(%rbx,%rbp,8), %rax
	cmpq	%rax, 128(%rsp)
	jb	.L1229
	addq	$1, %rbp
.L1000:
	cmpq	%rbp, 40(%rsp)
	je	.L999
	testq	%rsi, %rsi
	jne	.L1230
	movq	%rdx, %rax
	jmp	.L1001
.L894:
	movq	912(%rsp), %rax
	movq	%rax, 96(%rsp)
	testq	%rbp, %rbp
	je	.L903
	xorl	%esi, %esi
	movq	%rsi, 976(%rsp)
.L904:
	movl	$2, 64(%rsp)
	jmp	.L902
.L905:
	imulq	952(%rsp), %rcx
	jmp	.L906
.L1206:
	movl	80(%rsp), %ebx
	orl	1008(%rsp), %ebx
	jne	.L1231
	movq	1096(%rsp), %rax
	leaq	.LC96(%rip), %rsi
	leaq	384(%rsp), %r14
	leaq	528(%rsp), %rbp
	leaq	LOAD_PCT.3(%rip), %r15
	movq	%rax, %rdi
	movq	%rax, 80(%rsp)
	call	strcmp@PLT
	movq	40(%rsp), %r13
	movl	$32, %ecx
	leaq	784(%rsp), %rdi
	cmpl	$1, %eax
	movl	%eax, 24(%rsp)
	pxor	%xmm0, %xmm0
	movl	%ebx, %eax
	sbbq	%r8, %r8
	movq	%rdi, 48(%rsp)
	xorl	%r12d, %r12d
	xorl	%ebx, %ebx
	rep stosl
	andl	$3, %r8d
	imulq	952(%rsp), %r13
	movq	%r14, 8(%rsp)
	addq	$8, %r8
	movaps	%xmm0, 320(%rsp)
	movq	%r8, 40(%rsp)
	movq	%r13, 56(%rsp)
	jmp	.L924
.L1234:
	imulq	$100, 528(%rsp), %rax
	movl	(%r15,%rbx,4), %ecx
	movl	%ecx, %edx
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rax, 568(%rsp)
	movq	56(%rsp), %rax
	movq	%rcx, 616(%rsp)
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 584(%rsp)
.L913:
	movq	8(%rsp), %rdi
	movq	%rbp, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L921
	cmpl	$0, 560(%rsp)
	jne	.L1232
	movq	%rbp, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 784(%rsp,%r12,8)
	testq	%rax, %rax
	jne	.L918
	leaq	1136(%rsp), %r14
	movq	%rbp, %rdi
	movq	%r14, %rsi
	call	closed_form
.L920:
	testl	%eax, %eax
	jne	.L921
	movq	%r12, %rax
	movq	8(%rsp), %rsi
	leaq	352(%rsp), %rcx
	movq	%rbp, %rdi
	salq	$8, %rax
	leaq	1904(%rsp,%rax), %r13
	movq	%r13, %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L921
	movq	384(%rsp), %rdi
	call	free@PLT
	movq	392(%rsp), %rdi
	call	free@PLT
	movq	400(%rsp), %rdi
	call	free@PLT
	movq	408(%rsp), %rdi
	call	free@PLT
	movq	%r13, %rcx
	movq	%r14, %rdx
	movl	%ebx, %esi
	leaq	320(%rsp), %rdi
	call	check_outcome
	cmpl	$0, 24(%rsp)
	jne	.L922
	movl	(%r15,%rbx,4), %eax
.L923:
	movq	%rax, 656(%rsp,%r12,8)
	addq	$1, %r12
.L914:
	movq	40(%rsp), %rax
	addq	$1, %rbx
	cmpq	%rax, %rbx
	je	.L1233
.L924:
	cmpl	$0, 24(%rsp)
	movq	32(%rsp), %rsi
	movl	$30, %ecx
	movq	%rbp, %rdi
	rep movsl
	je	.L1234
	leaq	STALL_US.2(%rip), %rax
	imulq	$1000, (%rax,%rbx,8), %rdx
	movq	544(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 536(%rsp)
	cmpq	%rdx, %rax
	jnb	.L913
	jmp	.L914
.L1232:
	leaq	.LC142(%rip), %rax
	movq	%rax, 784(%rsp,%r12,8)
.L918:
	leaq	1136(%rsp), %r14
	movq	%rbp, %rdi
	movq	%r14, %rsi
	call	reference
	jmp	.L920
.L922:
	movq	536(%rsp), %rax
	jmp	.L923
.L1207:
	pxor	%xmm0, %xmm0
	cmpl	$0, 80(%rsp)
	movaps	%xmm0, 784(%rsp)
	jne	.L1039
	movq	32(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rsi
	testq	%rax, %rax
	je	.L1235
.L946:
	leaq	.LC292(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
.L944:
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L787
.L954:
	movq	40(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC297(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L953:
	movl	$1, %ebx
.L959:
	movq	104(%rsp), %rdi
	call	buffers_free
	movq	176(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	call	free@PLT
	jmp	.L944
.L871:
	movq	16(%rsp), %rdi
	call	free@PLT
.L866:
	xorl	%r8d, %r8d
	movq	%r8, 16(%rsp)
.L876:
	leaq	.LC260(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC261(%rip), %rcx
	leaq	.LC262(%rip), %rdx
	call	snprintf@PLT
.L878:
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L1177
.L1194:
	cmpq	$1, 992(%rsp)
	jbe	.L863
.L1016:
	leaq	.LC249(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC250(%rip), %rcx
	leaq	.LC251(%rip), %rdx
	call	snprintf@PLT
.L856:
	xorl	%ecx, %ecx
	movq	%rcx, 16(%rsp)
	jmp	.L878
.L843:
	movq	stderr(%rip), %rcx
	movl	$66, %edx
	movl	$1, %esi
	leaq	.LC232(%rip), %rdi
	call	fwrite@PLT
	jmp	.L839
.L1200:
	cmpq	$1, 992(%rsp)
	ja	.L1016
	movl	944(%rsp), %eax
	movl	%eax, 64(%rsp)
	subl	$1, %eax
	jne	.L862
	movsd	24(%rsp), %xmm7
	ucomisd	%xmm0, %xmm7
	jp	.L863
	jne	.L863
.L1015:
	leaq	.LC20(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC252(%rip), %rcx
	leaq	.LC253(%rip), %rdx
	call	snprintf@PLT
	jmp	.L856
.L903:
	movq	%r12, 976(%rsp)
	testq	%r12, %r12
	je	.L904
	movq	%r12, %rax
	xorl	%edx, %edx
	divq	96(%rsp)
	movq	992(%rsp), %rdx
	leaq	1(%rdx,%rax), %rax
	cmpq	$200000000, %rax
	jbe	.L904
	leaq	.LC20(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC269(%rip), %rcx
	leaq	.LC270(%rip), %rdx
	call	snprintf@PLT
	jmp	.L878
.L921:
	movq	8(%rsp), %rdi
	movl	$1, %ebx
	call	buffers_free
	movl	$34, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC274(%rip), %rdi
	call	fwrite@PLT
	jmp	.L944
.L1231:
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	stderr(%rip), %rdi
	leaq	.LC273(%rip), %rdx
	xorl	%eax, %eax
	leaq	.LC208(%rip), %rsi
	call	fprintf@PLT
	jmp	.L784
.L1201:
	movq	1072(%rsp), %r15
	leaq	1904(%rsp), %rcx
	movq	%rbx, %r8
	xorl	%edx, %edx
	leaq	.LC83(%rip), %rsi
	movq	%r15, %rdi
	call	read_numbers.constprop.0
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L878
	movq	1904(%rsp), %rcx
	testq	%rbp, %rbp
	je	.L884
	cmpq	%rcx, %rbp
	jnb	.L884
	movq	%rbp, 1904(%rsp)
	testq	%r13, %r13
	je	.L1032
	movq	%rbp, %rcx
.L887:
	movq	16(%rsp), %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	jmp	.L886
.L889:
	cmpq	%r13, -8(%rsi,%rax,8)
	jb	.L1236
	subq	$1, %rax
	movl	$1, %edx
.L886:
	testq	%rax, %rax
	jne	.L889
	testb	%dl, %dl
	je	.L890
.L888:
	leaq	.LC263(%rip), %r8
	movq	%r15, %rcx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC264(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L878
.L1040:
	leaq	.LC142(%rip), %rax
	movq	%rax, 168(%rsp)
.L955:
	leaq	1904(%rsp), %r9
	movq	32(%rsp), %rdi
	movq	%r9, %rsi
	movq	%r9, 8(%rsp)
	call	reference
	movq	8(%rsp), %r9
	jmp	.L957
.L1223:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	call	printf@PLT
	jmp	.L766
.L1222:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L764
.L1220:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L759
.L884:
	testq	%r13, %r13
	jne	.L887
.L890:
	movq	%rcx, 40(%rsp)
	testq	%rcx, %rcx
	je	.L888
.L885:
	movq	16(%rsp), %rdi
	movq	40(%rsp), %rcx
	cmpl	$0, 1132(%rsp)
	movq	%rdi, 960(%rsp)
	movq	%rcx, 968(%rsp)
	jne	.L892
	cmpq	$1, %rcx
	je	.L1033
	movq	-8(%rdi,%rcx,8), %rax
	xorl	%edx, %edx
	subq	(%rdi), %rax
	subq	$1, %rcx
	divq	%rcx
.L893:
	testq	%rax, %rax
	movl	$1, %edx
	cmove	%rdx, %rax
	movq	%rax, 1000(%rsp)
.L892:
	cmpl	$2, 80(%rsp)
	je	.L894
	movq	40(%rsp), %rax
	leaq	-1(%rax), %rcx
	movq	16(%rsp), %rax
	movq	%rax, 112(%rsp)
	movl	80(%rsp), %eax
	movl	$2, 80(%rsp)
	movl	%eax, 64(%rsp)
	movq	912(%rsp), %rax
	movq	%rax, 96(%rsp)
	jmp	.L1009
.L1198:
	leaq	1392(%rsp), %rbx
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC209(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L1177
.L1039:
	leaq	.LC142(%rip), %rsi
	jmp	.L946
.L880:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1000(%rsp)
	btcq	$63, 1000(%rsp)
	jmp	.L881
.L816:
	movq	%r14, %rax
	movq	8(%rsp), %rbx
	movq	%rbp, %r14
	leaq	.LC20(%rip), %r8
	movq	%rax, %rcx
	leaq	.LC227(%rip), %rdx
.L1178:
	movq	%rbx, %rdi
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r14, %rdi
	call	free@PLT
	jmp	.L1177
.L1217:
	cmpl	$1, 16(%rsp)
	jne	.L1237
	leaq	.LC134(%rip), %rax
	movq	%r12, 264(%rsp)
	movq	8(%rsp), %rbx
	movq	%rbp, %r14
	movq	%rax, 80(%rsp)
	jmp	.L810
.L1210:
	movq	24(%rsp), %rdi
	movq	%rbp, %rsi
	call	fmt_us.constprop.0
	leaq	.LC308(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%rsp), %r9
	jmp	.L966
.L963:
	movq	40(%rsp), %rbx
	movq	112(%rsp), %rax
	xorl	%edx, %edx
	movq	24(%rsp), %rdi
	movq	-8(%rax,%rbx,8), %rax
	divq	%rbx
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	leaq	SCHED_NAME(%rip), %rdx
	leaq	.LC306(%rip), %rdi
	movq	%rax, %rcx
	movl	80(%rsp), %eax
	movq	(%rdx,%rax,8), %rsi
	movq	%rbx, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%rsp), %r9
	jmp	.L964
.L962:
	leaq	1136(%rsp), %rax
	movq	128(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	fmt_us.constprop.0
	movq	88(%rsp), %rsi
	movq	%rax, %rbx
	leaq	784(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	fmt_us.constprop.0
	movq	120(%rsp), %rsi
	movq	24(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%rbx, %rcx
	movq	%r12, %rdx
	leaq	.LC304(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%rsp), %r9
	jmp	.L961
.L1209:
	leaq	.LC302(%rip), %rdi
	movq	%r9, 56(%rsp)
	call	puts@PLT
	leaq	784(%rsp), %rax
	movq	56(%rsp), %r9
	movq	%rax, 48(%rsp)
	leaq	1136(%rsp), %rax
	movq	%rax, 8(%rsp)
	jmp	.L961
.L1214:
	movq	stderr(%rip), %rcx
	movl	$68, %edx
	movl	$1, %esi
	leaq	.LC318(%rip), %rdi
	call	fwrite@PLT
	jmp	.L953
.L828:
	ud2
.L1218:
	movq	%r14, %rax
	movq	8(%rsp), %rbx
	movq	%rbp, %r14
	leaq	.LC91(%rip), %r8
	movq	%rax, %rcx
	leaq	.LC226(%rip), %rdx
	jmp	.L1178
.L1233:
	cmpl	$0, 24(%rsp)
	movq	56(%rsp), %r13
	movq	%r12, 40(%rsp)
	jne	.L1238
	leaq	.LC96(%rip), %rsi
	leaq	.LC337(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1136(%rsp), %rbx
	movq	96(%rsp), %rsi
	movq	%rbx, %rdi
	movq	%rbx, 8(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC338(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	120(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC339(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	88(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC340(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r13, %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC341(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC136(%rip), %rsi
.L1008:
	leaq	.LC20(%rip), %rbp
	leaq	.LC277(%rip), %rbx
	xorl	%eax, %eax
	leaq	.LC275(%rip), %rdx
	leaq	.LC276(%rip), %rdi
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC131(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC213(%rip), %r13
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC132(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC279(%rip), %r15
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC129(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	movq	%rbp, %rdx
	movq	%rbp, %rsi
	xorl	%eax, %eax
	leaq	.LC278(%rip), %rdi
	leaq	.LC281(%rip), %r14
	call	printf@PLT
	leaq	.LC282(%rip), %rbp
	leaq	.LC283(%rip), %r12
.L927:
	movq	%r15, %rdx
	leaq	.LC280(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	movq	%r12, %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	call	printf@PLT
	subl	$1, %ebx
	jne	.L927
	movl	$10, %edi
	xorl	%ebx, %ebx
	call	putchar@PLT
.L928:
	movq	40(%rsp), %rax
	cmpq	%rax, %rbx
	je	.L1239
	cmpl	$0, 24(%rsp)
	movq	656(%rsp,%rbx,8), %rsi
	jne	.L929
	leaq	.LC284(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L930:
	movq	48(%rsp), %rax
	leaq	.LC138(%rip), %rsi
	leaq	.LC286(%rip), %rdi
	leaq	COL.1(%rip), %r15
	cmpq	$0, (%rax,%rbx,8)
	leaq	.LC139(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	call	printf@PLT
	movq	%rbx, %rax
	movq	%rbx, 56(%rsp)
	salq	$5, %rax
	movq	%rax, 32(%rsp)
.L932:
	movq	32(%rsp), %rax
	movslq	%ebp, %rbx
	xorl	%r12d, %r12d
	leaq	(%rbx,%rbx,8), %rbx
	addq	%rax, %rbx
.L936:
	movslq	(%r15,%r12,4), %rax
	movq	8(%rsp), %rdi
	addq	%rbx, %rax
	movq	1912(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%r12, %r12
	je	.L1240
	xorl	%eax, %eax
	movq	%r13, %rsi
	movq	%r14, %rdi
	call	printf@PLT
	cmpq	$2, %r12
	jne	.L1037
	addl	$1, %ebp
	cmpl	$3, %ebp
	jne	.L932
	movq	56(%rsp), %rbx
	movl	$10, %edi
	call	putchar@PLT
	addq	$1, %rbx
	jmp	.L928
.L1240:
	leaq	.LC280(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	movl	$1, %r12d
	call	printf@PLT
	jmp	.L936
.L1037:
	movl	$2, %r12d
	jmp	.L936
.L929:
	movq	8(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC285(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L930
.L1239:
	leaq	.LC287(%rip), %rdi
	xorl	%ebx, %ebx
	leaq	PCT_NAME(%rip), %r13
	call	puts@PLT
	leaq	.LC289(%rip), %r12
	movq	%rbx, %rbp
.L938:
	movq	40(%rsp), %rax
	cmpq	%rax, %rbp
	je	.L1241
	movq	80(%rsp), %rsi
	leaq	.LC288(%rip), %rdi
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	movq	656(%rsp,%rbp,8), %rdx
	call	printf@PLT
	movq	%rbp, %rax
	movq	%rbp, 24(%rsp)
	salq	$5, %rax
	movq	%rax, 8(%rsp)
.L939:
	movq	8(%rsp), %rax
	movslq	%ebx, %r14
	leaq	COL.1(%rip), %rbp
	leaq	(%r14,%r14,8), %r14
	addq	%rax, %r14
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%rbx,8), %r15
.L940:
	movslq	0(%rbp), %rax
	movq	%r15, %rsi
	movq	%r12, %rdi
	addq	$4, %rbp
	leaq	(%r14,%rax), %rdx
	movq	1912(%rsp,%rdx,8), %rcx
	movq	0(%r13,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	12+COL.1(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L940
	addq	$1, %rbx
	cmpq	$3, %rbx
	jne	.L939
	movq	24(%rsp), %rbp
	movq	48(%rsp), %rax
	leaq	.LC141(%rip), %rsi
	leaq	.LC290(%rip), %rdi
	cmpq	$0, (%rax,%rbp,8)
	leaq	.LC140(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %rbp
	call	printf@PLT
	jmp	.L938
.L1241:
	movq	%rbp, %rbx
	xorl	%eax, %eax
	movq	328(%rsp), %rbp
	movq	320(%rsp), %rsi
	movq	%rbx, %rcx
	leaq	.LC291(%rip), %rdi
	xorl	%ebx, %ebx
	movq	%rbp, %rdx
	call	printf@PLT
	testq	%rbp, %rbp
	setne	%bl
	jmp	.L944
.L1235:
	leaq	1136(%rsp), %r12
	movq	32(%rsp), %rdi
	movq	%r12, %rsi
	call	closed_form
	testl	%eax, %eax
	jne	.L950
	leaq	1904(%rsp), %rbp
	movq	32(%rsp), %rdi
	movq	%rbp, %rsi
	call	reference
	testl	%eax, %eax
	jne	.L950
	leaq	784(%rsp), %rbx
	xorl	%esi, %esi
	movq	%r12, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	check_outcome
	movq	1384(%rsp), %r9
	xorl	%esi, %esi
	movq	%rbx, %rdi
	movq	2152(%rsp), %r8
	leaq	.LC294(%rip), %rcx
	leaq	.LC295(%rip), %rdx
	call	check
	movq	792(%rsp), %rbx
	xorl	%eax, %eax
	movq	784(%rsp), %rsi
	leaq	.LC296(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L944
.L1208:
	movq	stderr(%rip), %rcx
	movl	$78, %edx
	movl	$1, %esi
	leaq	.LC298(%rip), %rdi
	call	fwrite@PLT
	jmp	.L953
.L998:
	movdqa	.LC342(%rip), %xmm0
	xorl	%esi, %esi
	movq	%rbp, %rdi
	leaq	352(%rsp), %r13
	movaps	%xmm0, 352(%rsp)
	call	memset@PLT
	movq	200(%rsp), %rcx
	movq	%rbp, %r8
	movq	%r13, %rdx
	leaq	by_kind.0(%rip), %rax
	leaq	288(%rsp), %r9
	movl	(%rax,%rcx,4), %esi
	movq	%r12, %rcx
	movq	32(%rsp), %r12
	movq	%r12, %rdi
	call	run_any.constprop.0
	movq	%rbp, %r8
	movq	%rbx, %rcx
	movq	%r13, %rdx
	movdqa	.LC342(%rip), %xmm0
	leaq	304(%rsp), %r9
	xorl	%esi, %esi
	movq	%r12, %rdi
	movaps	%xmm0, 352(%rsp)
	call	run_any.constprop.0
.L999:
	movsd	24(%rsp), %xmm1
	movsd	48(%rsp), %xmm0
	movq	%r14, %xmm2
	movq	%r15, %rsi
	leaq	.LC333(%rip), %r12
	movl	$3, %eax
	movq	%r12, %rdi
	call	printf@PLT
	movsd	56(%rsp), %xmm2
	movq	%r12, %rdi
	movl	$3, %eax
	movsd	88(%rsp), %xmm1
	leaq	.LC132(%rip), %rsi
	movsd	144(%rsp), %xmm0
	call	printf@PLT
	leaq	.LC140(%rip), %rax
	cmpq	$0, 168(%rsp)
	leaq	.LC141(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC334(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	328(%rsp), %rbx
	movl	220(%rsp), %ecx
	xorl	%eax, %eax
	movq	320(%rsp), %rsi
	leaq	.LC335(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L959
.L1212:
	leaq	.LC313(%rip), %rdi
	movq	%r9, 56(%rsp)
	call	puts@PLT
	movq	56(%rsp), %r9
	jmp	.L1012
.L1211:
	cmpq	952(%rsp), %rax
	setnb	%al
	movzbl	%al, %eax
	jmp	.L970
.L967:
	movq	1000(%rsp), %rsi
	movq	24(%rsp), %rdi
	movq	%r9, 56(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC311(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%rsp), %r9
	jmp	.L968
.L1213:
	movl	$29, %esi
	leaq	.LC314(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%rsp), %r9
	jmp	.L973
.L1033:
	movl	$1, %eax
	jmp	.L893
.L950:
	movl	$40, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC293(%rip), %rdi
	movl	$1, %ebx
	call	fwrite@PLT
	jmp	.L944
.L846:
	movq	112(%rsp), %rbp
	movq	96(%rsp), %r14
	movq	%r13, %r15
	leaq	.LC233(%rip), %rdi
	movl	128(%rsp), %r12d
	movq	120(%rsp), %r13
	call	puts@PLT
	movq	80(%rsp), %rdx
	movq	%rbp, %rcx
	xorl	%eax, %eax
	movq	56(%rsp), %rsi
	leaq	.LC234(%rip), %rdi
	call	printf@PLT
	movq	32(%rsp), %rsi
	leaq	528(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	RANK_NAME(%rip), %rdx
	movq	%rax, %rbx
	movl	24(%rsp), %eax
	movq	(%rdx,%rax,8), %rbp
	testl	%r12d, %r12d
	je	.L1026
	leaq	.LC135(%rip), %rdx
	leaq	.LC20(%rip), %r12
.L847:
	leaq	384(%rsp), %rdi
	movq	%r13, %rsi
	movq	%rdx, 24(%rsp)
	call	fmt_us.constprop.0
	movq	24(%rsp), %rdx
	movq	%rbx, %r8
	movq	%rbp, %rcx
	movq	%rax, %rsi
	leaq	.LC235(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC236(%rip), %rdi
	leaq	.LC237(%rip), %rbp
	call	puts@PLT
	leaq	.LC129(%rip), %rbx
	call	print_header
	movl	$10, %edi
	call	putchar@PLT
	movq	104(%rsp), %rsi
	movq	%rbp, %rdi
	call	print_row
	movl	$10, %edi
	call	putchar@PLT
	movq	48(%rsp), %rsi
	movq	%rbx, %rdi
	call	print_row
	movq	%r12, %rdx
	leaq	.LC238(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC239(%rip), %rdi
	leaq	.LC241(%rip), %r12
	call	printf@PLT
	jmp	.L853
.L1243:
	movq	48(%rsp), %rcx
	movq	(%rcx,%r15), %rdx
	testq	%rdx, %rdx
	js	.L849
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L850:
	testq	%rax, %rax
	js	.L851
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L852:
	divsd	%xmm1, %xmm0
	comisd	.LC240(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L848:
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %r15
	call	printf@PLT
	cmpq	$56, %r15
	je	.L1242
.L853:
	movq	104(%rsp), %rax
	movq	(%rax,%r15), %rax
	testq	%rax, %rax
	jne	.L1243
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L848
.L1032:
	movq	%rbp, 40(%rsp)
	jmp	.L885
.L1237:
	testq	%r12, %r12
	je	.L824
	leaq	0(,%r12,8), %rdi
	call	malloc@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L824
	movl	$1, 16(%rsp)
	jmp	.L825
.L1047:
	movq	%r8, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$36, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC322(%rip), %rdi
	call	fwrite@PLT
	jmp	.L953
.L1238:
	leaq	.LC336(%rip), %rsi
	leaq	.LC337(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1136(%rsp), %rbx
	movq	96(%rsp), %rsi
	movq	%rbx, %rdi
	movq	%rbx, 8(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC338(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	120(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC339(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	88(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC340(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r13, %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC341(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC137(%rip), %rsi
	jmp	.L1008
.L1228:
	movq	40(%rsp), %rdi
	movq	112(%rsp), %rax
	xorl	%edx, %edx
	movl	80(%rsp), %ecx
	movq	-8(%rax,%rdi,8), %rax
	divq	%rdi
	leaq	SCHED_NAME(%rip), %rdx
	movq	(%rdx,%rcx,8), %rsi
	movq	%rdi, %rdx
	leaq	.LC329(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L997
.L1242:
	leaq	.LC242(%rip), %rdi
	call	puts@PLT
	movq	104(%rsp), %rsi
	movq	%rbp, %rdi
	call	print_result_set
	movq	48(%rsp), %rsi
	movq	%rbx, %rdi
	call	print_result_set
	movq	%r13, %rsi
	leaq	.LC243(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	280(%rsp), %rbx
	xorl	%eax, %eax
	movq	272(%rsp), %rsi
	leaq	.LC244(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L842
.L851:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L852
.L849:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L850
.L1236:
	testb	%dl, %dl
	je	.L890
	movq	%rax, 1904(%rsp)
	movq	%rax, 40(%rsp)
	jmp	.L885
.L1026:
	leaq	.LC20(%rip), %r12
	movq	%r12, %rdx
	jmp	.L847
.L1229:
	movq	%rbp, %r13
	jmp	.L1003
.L1244:
	movq	96(%rsp), %rax
	cmpq	(%rbx,%r13,8), %rax
	jnb	.L1004
	addq	$1, %r13
.L1003:
	movq	40(%rsp), %rax
	cmpq	%rax, %r13
	jb	.L1244
.L1004:
	movq	(%rbx,%rbp,8), %rcx
	movq	(%r12,%rbp,8), %rdx
	xorl	%eax, %eax
	movq	%rbp, %rsi
	leaq	0(,%rbp,8), %r9
	leaq	.LC330(%rip), %rdi
	movq	%r9, 8(%rsp)
	call	printf@PLT
	movq	40(%rsp), %rcx
	leaq	1(%rbp), %rax
	movq	8(%rsp), %r9
	cmpq	%rcx, %rax
	jb	.L1245
.L1006:
	movq	%r13, %rsi
	movq	%r13, %rdx
	leaq	.LC332(%rip), %rdi
	xorl	%eax, %eax
	subq	%rbp, %rsi
	call	printf@PLT
	jmp	.L999
.L1204:
	leaq	.LC20(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC267(%rip), %rcx
	leaq	.LC268(%rip), %rdx
	call	snprintf@PLT
	jmp	.L856
.L1186:
	leaq	1392(%rsp), %rbx
	movq	%r13, %rcx
	xorl	%eax, %eax
	movl	$512, %esi
	leaq	.LC211(%rip), %r8
	leaq	.LC212(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L1177
.L797:
	movq	stderr(%rip), %rdi
	leaq	.LC216(%rip), %rdx
	leaq	.LC208(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L784
.L1193:
	leaq	.LC246(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC247(%rip), %rcx
	leaq	.LC248(%rip), %rdx
	call	snprintf@PLT
	jmp	.L856
.L1192:
	leaq	1904(%rsp), %rdi
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	leaq	1136(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	leaq	.LC245(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L856
.L1205:
	leaq	.LC20(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC271(%rip), %rcx
	leaq	.LC272(%rip), %rdx
	call	snprintf@PLT
	jmp	.L878
.L824:
	movq	24(%rsp), %r13
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	leaq	.LC228(%rip), %r8
	leaq	.LC229(%rip), %rdx
	movl	$512, %esi
	movq	%r13, %rcx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L1177
.L1203:
	leaq	.LC20(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC265(%rip), %rcx
	leaq	.LC266(%rip), %rdx
	call	snprintf@PLT
	jmp	.L856
.L1245:
	movq	8(%rbx,%r9), %rdx
	movq	8(%r12,%r9), %rsi
	leaq	.LC331(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1006
	.cfi_endproc
.LFE93:
	.size	main, .-main
	.section	.rodata
	.align 8
	.type	by_kind.0, @object
	.size	by_kind.0, 12
by_kind.0:
	.long	1
	.long	2
	.long	3
	.align 8
	.type	COL.1, @object
	.size	COL.1, 12
COL.1:
	.long	0
	.long	2
	.long	3
	.align 32
	.type	STALL_US.2, @object
	.size	STALL_US.2, 64
STALL_US.2:
	.quad	100
	.quad	200
	.quad	1000
	.quad	10000
	.quad	50000
	.quad	100000
	.quad	200000
	.quad	500000
	.align 32
	.type	LOAD_PCT.3, @object
	.size	LOAD_PCT.3, 44
LOAD_PCT.3:
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
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	names.4, @object
	.size	names.4, 16
names.4:
	.quad	.LC237
	.quad	.LC129
	.section	.rodata.str1.1
.LC344:
	.string	"ns"
.LC345:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.5, @object
	.size	units.5, 64
units.5:
	.quad	.LC344
	.quad	1
	.quad	.LC345
	.quad	1000
	.quad	.LC196
	.quad	1000000
	.quad	.LC143
	.quad	1000000000
	.section	.rodata
	.align 32
	.type	starts.6, @object
	.size	starts.6, 80
starts.6:
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
	.local	fixed.7
	.comm	fixed.7,160000,32
	.local	raw.8
	.comm	raw.8,80008,32
	.align 32
	.type	USAGE, @object
	.size	USAGE, 1700
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
	.ascii	"31; or REPS)\n  --quick                as QUICK=1\n  --scena"
	.ascii	"rio NAME        default, feed-10ms-stall, one-2s-stall,\n   "
	.ascii	"                      hundred-requests, hundred-requests-exe"
	.ascii	"rcise\n  --correct FILE         correct a recorded trace: on"
	.ascii	"e latency a line (ns or "
	.string	"a unit)\n  --trace-values LIST    the same from a list: 2ms*99,1000ms\n  --sweep load|stall     one table over load 10-95%% or stall length\n  --clock                estimate the core clock (GHz) and exit\n  --self-test            run the unit checks and exit\n"
	.section	.rodata.str1.1
.LC346:
	.string	"feed-10ms-stall"
.LC347:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC348:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC349:
	.string	"one-2s-stall"
.LC350:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC351:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC352:
	.string	"hundred-requests"
.LC353:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC354:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC355:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC356:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 120
SCENARIOS:
	.quad	.LC147
	.quad	.LC148
	.quad	.LC20
	.quad	.LC346
	.quad	.LC347
	.quad	.LC348
	.quad	.LC349
	.quad	.LC350
	.quad	.LC351
	.quad	.LC352
	.quad	.LC353
	.quad	.LC354
	.quad	.LC355
	.quad	.LC353
	.quad	.LC356
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC131
	.quad	.LC132
	.quad	.LC129
	.section	.rodata.str1.1
.LC357:
	.string	"p90"
.LC358:
	.string	"p99.99"
.LC359:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC279
	.quad	.LC357
	.quad	.LC282
	.quad	.LC283
	.quad	.LC358
	.quad	.LC359
	.section	.rodata.str1.1
.LC360:
	.string	"p999"
.LC361:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC279
	.quad	.LC357
	.quad	.LC282
	.quad	.LC360
	.quad	.LC361
	.quad	.LC359
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
	.quad	.LC64
	.quad	.LC65
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC85
	.quad	.LC86
	.quad	.LC87
	.section	.rodata.str1.1
.LC362:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC72
	.quad	.LC73
	.quad	.LC362
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC11:
	.long	0
	.long	1071644672
	.align 8
.LC79:
	.long	-1577058304
	.long	1114446484
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC144:
	.quad	100000
	.quad	200000000
	.align 16
.LC145:
	.quad	1000000000
	.quad	500000000
	.align 16
.LC146:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC150:
	.long	0
	.long	1101206224
	.section	.rodata.cst16
	.align 16
.LC167:
	.quad	1000
	.quad	1000
	.align 16
.LC183:
	.quad	100
	.quad	1000
	.align 16
.LC184:
	.quad	5000
	.quad	2000
	.section	.rodata.cst8
	.align 8
.LC240:
	.long	0
	.long	1079574528
	.align 8
.LC254:
	.long	0
	.long	1017118720
	.align 8
.LC255:
	.long	0
	.long	1072693248
	.section	.rodata.cst16
	.align 16
.LC256:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC257:
	.long	0
	.long	1104006501
	.align 8
.LC258:
	.long	0
	.long	1137704960
	.align 8
.LC259:
	.long	0
	.long	1138753536
	.section	.rodata.cst16
	.align 16
.LC342:
	.quad	-1
	.quad	0
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
