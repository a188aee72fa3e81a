	.file	"bench.c"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB30:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L6
	leaq	(%rdi,%rsi,8), %r8
	xorl	%esi, %esi
	jmp	.L5
	.p2align 4,,10
	.p2align 3
.L14:
	addq	$8, %rdi
	cmpq	%r8, %rdi
	je	.L1
.L5:
	movq	(%rdi), %rax
	movq	%rax, (%rcx,%rsi,8)
	addq	$1, %rsi
	cmpq	%rdx, %rax
	jnb	.L11
	addq	$8, %rdi
	cmpq	%r8, %rdi
	jne	.L5
.L1:
	movq	%rsi, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L4:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
.L11:
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L4
	jmp	.L14
.L6:
	xorl	%esi, %esi
	movq	%rsi, %rax
	ret
	.cfi_endproc
.LFE30:
	.size	correct_co, .-correct_co
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
	je	.L17
	leaq	(%r11,%r10), %rdi
	jmp	.L23
	.p2align 4,,10
	.p2align 3
.L26:
	testq	%r9, %r9
	je	.L17
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%r9
	addq	$1, %rax
	imulq	%r9, %rax
	leaq	(%rax,%r11), %rcx
.L18:
	cmpq	%rcx, %rsi
	jnb	.L25
	addq	%rsi, %r8
	cmpq	%r8, %rcx
	jnb	.L16
	subq	%rcx, %r8
.L25:
	leaq	(%rcx,%r10), %rsi
.L23:
	cmpq	%rdi, %rsi
	jnb	.L26
	movq	%r11, %rcx
	jmp	.L18
	.p2align 4,,10
	.p2align 3
.L17:
	addq	%rsi, %r8
.L16:
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
	jmp	.L37
	.p2align 4,,10
	.p2align 3
.L28:
	cmpq	56(%r13), %r15
	jnb	.L27
	movq	48(%r13), %rdx
	testq	%rdx, %rdx
	je	.L33
	movq	(%rdx,%r15,8), %r12
.L34:
	cmpl	$2, %ebx
	je	.L53
	movq	16(%rsp), %rdi
	movq	0(%r13), %rdx
	cmpq	%rdi, %r15
	jb	.L36
	cmpl	$1, %ebx
	je	.L54
.L36:
	cmpq	%r12, %rax
	movq	%r13, %rdi
	cmovb	%r12, %rax
	movq	%rax, %rsi
	call	ref_serve
	movq	%r14, %rsi
	movq	%rax, 0(%rbp,%r15,8)
.L38:
	movq	(%rsp), %rcx
	movq	%rax, %rdx
	addq	$1, %r14
	addq	$1, %r15
	subq	%r12, %rdx
	movq	%rdx, (%rcx,%rsi,8)
.L37:
	cmpl	$3, %ebx
	jne	.L28
	movq	16(%rsp), %rdi
	cmpq	%rdi, %r15
	jnb	.L29
	movq	64(%r13), %r12
	testq	%r12, %r12
	je	.L31
	movq	0(%r13), %rdx
	movq	%r15, %r9
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L30:
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
	jmp	.L38
	.p2align 4,,10
	.p2align 3
.L53:
	cmpq	%rax, %r12
	jb	.L55
	movq	%r15, %r9
	movq	0(%r13), %rdx
	movq	%r14, %r15
	jmp	.L30
	.p2align 4,,10
	.p2align 3
.L33:
	movq	40(%r13), %r12
	imulq	%r15, %r12
	jmp	.L34
	.p2align 4,,10
	.p2align 3
.L31:
	cmpq	56(%r13), %r15
	jnb	.L27
.L52:
	movq	0(%r13), %rdx
	movq	%r15, %r9
	jmp	.L30
	.p2align 4,,10
	.p2align 3
.L29:
	movq	24(%rsp), %rcx
	movq	64(%r13), %rdx
	movq	(%rcx,%r15,8), %r12
	testq	%rdx, %rdx
	je	.L31
	cmpq	%rdx, %r12
	jb	.L52
.L27:
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
.L55:
	.cfi_restore_state
	addq	$1, %r15
	jmp	.L28
	.p2align 4,,10
	.p2align 3
.L54:
	movq	24(%rsp), %rcx
	movq	%r15, %r9
	movq	(%rcx,%r15,8), %rsi
	cmpq	%rsi, %r12
	cmovb	%rsi, %r12
	jmp	.L30
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
	je	.L61
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
.L61:
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
.L63:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L63
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
	jne	.L71
	movq	64(%rsi), %rax
	testq	%rax, %rax
	je	.L71
	xorl	%edx, %edx
	movq	80(%rsi), %rcx
	divq	(%rsi)
	leaq	1(%rcx,%rax), %rdi
	jmp	.L73
	.p2align 4,,10
	.p2align 3
.L71:
	movq	56(%rbp), %rdi
.L73:
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
	jne	.L77
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L77:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L79:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L78
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
.L78:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L79
	testq	%r15, %r15
	je	.L84
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L81:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L81
	movq	%rdi, %rax
	movq	%rsi, %r15
	negq	%rax
	sbbl	%eax, %eax
.L80:
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
.L84:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L80
	.cfi_endproc
.LFE34:
	.size	summarise, .-summarise
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB70:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L96
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
	jne	.L92
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L92
	cmpq	%r14, %rax
	jb	.L92
	cmpq	%rax, %r12
	jb	.L92
	movq	%rax, 0(%r13)
.L89:
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
.L92:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L89
	.p2align 4,,10
	.p2align 3
.L96:
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
	je	.L98
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L99:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L99
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L104:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L104
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L101
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L123
.L120:
	pxor	%xmm0, %xmm0
.L106:
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
.L98:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L101:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC10(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L120
.L123:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L121
	sqrtsd	%xmm0, %xmm0
.L110:
	divsd	%xmm2, %xmm0
	jmp	.L106
.L121:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L110
	.cfi_endproc
.LFE54:
	.size	stats_of, .-stats_of
	.section	.rodata.str1.8
	.align 8
.LC11:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC12:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC13:
	.string	"it covers skipping closed loops with one connection only"
	.align 8
.LC14:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC15:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC16:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap.part.0, @function
closed_form_gap.part.0:
.LFB93:
	.cfi_startproc
	movq	(%rdi), %rsi
	movq	40(%rdi), %rcx
	leaq	.LC11(%rip), %rax
	cmpq	%rcx, %rsi
	jnb	.L124
	movl	72(%rdi), %eax
	cmpl	$2, %eax
	je	.L137
	cmpl	$1, %eax
	jne	.L127
	cmpq	$1, 80(%rdi)
	leaq	.LC13(%rip), %rax
	ja	.L124
.L127:
	movq	8(%rdi), %r8
	testq	%r8, %r8
	je	.L131
	movq	24(%rdi), %rax
	xorl	%edx, %edx
	divq	%rcx
	leaq	.LC14(%rip), %rax
	testq	%rdx, %rdx
	jne	.L124
	movq	16(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L124
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC16(%rip), %rax
	testq	%rdx, %rdx
	jne	.L124
	subq	%rsi, %rcx
	movq	%r8, %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	movq	%rax, %r8
	leaq	.LC15(%rip), %rax
	sbbq	$-1, %r8
	cmpq	%r8, %rdi
	cmovnb	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L131:
	xorl	%eax, %eax
.L124:
	ret
	.p2align 4,,10
	.p2align 3
.L137:
	cmpq	$1, 80(%rdi)
	leaq	.LC12(%rip), %rax
	jbe	.L127
	ret
	.cfi_endproc
.LFE93:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.section	.rodata.str1.8
	.align 8
.LC17:
	.string	"CHECK FAILED rep=%u %s %s expected=%lu actual=%lu\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB51:
	.cfi_startproc
	cmpq	%r9, %r8
	je	.L142
	addq	$1, 8(%rdi)
	xorl	%eax, %eax
	leaq	.LC17(%rip), %rdi
	jmp	printf@PLT
	.p2align 4,,10
	.p2align 3
.L142:
	addq	$1, (%rdi)
	ret
	.cfi_endproc
.LFE51:
	.size	check, .-check
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB95:
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
	je	.L150
.L144:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L143:
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
.L150:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L151
	movl	$512, %esi
	movl	$16, %ebp
.L145:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L152
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L144
	.p2align 4,,10
	.p2align 3
.L151:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L145
.L152:
	movl	$1, 24(%rbx)
	jmp	.L143
	.cfi_endproc
.LFE95:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC18:
	.string	" (negative)"
.LC19:
	.string	""
	.section	.rodata.str1.8
	.align 8
.LC20:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC21:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC22:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC23:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC24:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC25:
	.string	"a digit must follow the point"
.LC26:
	.string	"'%s' is not a time: %s"
.LC27:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC28:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC29:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC30:
	.string	"'%s' is not a whole number of nanoseconds: %s"
	.text
	.p2align 4
	.type	parse_time.constprop.0, @function
parse_time.constprop.0:
.LFB102:
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
	ja	.L154
	movsbq	%al, %r12
	movl	$10, %esi
	jmp	.L155
	.p2align 4,,10
	.p2align 3
.L164:
	movq	%r12, %rax
	mulq	%rsi
	jo	.L160
	movsbq	%cl, %rcx
	addq	%rcx, %rax
	movq	%rax, %r12
	jc	.L160
.L155:
	movq	%rdi, %r9
	movzbl	1(%rdi), %r14d
	addq	$1, %rdi
	leal	-48(%r14), %ecx
	cmpb	$9, %cl
	jbe	.L164
	movl	$1, %r15d
	xorl	%ebp, %ebp
	cmpb	$46, %r14b
	je	.L192
.L165:
	movq	$0, 24(%rsp)
	leaq	units.5(%rip), %rbx
.L170:
	movq	(%rbx), %rsi
	movq	%rdi, 8(%rsp)
	call	strcmp@PLT
	movq	8(%rsp), %rdi
	testl	%eax, %eax
	jne	.L169
	movq	8(%rbx), %rax
	movq	%rax, 24(%rsp)
.L169:
	addq	$16, %rbx
	leaq	64+units.5(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L170
	testb	%r14b, %r14b
	je	.L171
	cmpq	$0, 24(%rsp)
	je	.L193
	movq	24(%rsp), %rax
.L191:
	imulq	%rax, %rbp
.L174:
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	%r15
	movq	%rdx, %r9
	movq	%rax, %r10
	testq	%rdx, %rdx
	jne	.L194
	movq	24(%rsp), %rax
	movq	%r10, %rsi
	xorl	%edi, %edi
	mulq	%r12
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rdi
	cmpq	%rsi, %rax
	sbbq	%rdi, %r9
	jc	.L160
.L175:
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
.L160:
	.cfi_restore_state
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC23(%rip), %r8
	leaq	.LC24(%rip), %rdx
	call	snprintf@PLT
.L157:
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
.L171:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L180
	movq	%rbp, %rsi
	orq	%r12, %rsi
	je	.L175
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L191
	leaq	.LC21(%rip), %r8
.L172:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC26(%rip), %rdx
	call	snprintf@PLT
	jmp	.L157
	.p2align 4,,10
	.p2align 3
.L192:
	movzbl	1(%rdi), %r14d
	leaq	2(%r9), %rax
	leal	-48(%r14), %esi
	cmpb	$9, %sil
	ja	.L195
	addq	$11, %r9
	.p2align 4,,10
	.p2align 3
.L167:
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
	ja	.L196
	cmpq	%rax, %r9
	jne	.L167
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC27(%rip), %r8
	leaq	.LC28(%rip), %rdx
	call	snprintf@PLT
	jmp	.L157
.L180:
	movq	$1, 24(%rsp)
	jmp	.L174
.L196:
	movq	%rax, %rdi
	jmp	.L165
.L154:
	cmpb	$45, %dl
	leaq	.LC18(%rip), %rax
	movq	%rdi, %rcx
	movq	16(%rsp), %rdi
	leaq	.LC19(%rip), %r8
	leaq	.LC22(%rip), %rdx
	movl	$160, %esi
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L157
.L193:
	leaq	.LC20(%rip), %r8
	jmp	.L172
.L194:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC29(%rip), %r8
	leaq	.LC30(%rip), %rdx
	call	snprintf@PLT
	jmp	.L157
.L195:
	leaq	.LC25(%rip), %r8
	jmp	.L172
	.cfi_endproc
.LFE102:
	.size	parse_time.constprop.0, .-parse_time.constprop.0
	.section	.rodata.str1.1
.LC31:
	.string	"--quick"
.LC32:
	.string	"--cross-check"
	.section	.rodata.str1.8
	.align 8
.LC33:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC34:
	.string	"unexpected argument '%s': %s"
.LC35:
	.string	"see bench --help"
.LC36:
	.string	"%s needs a value: %s"
.LC37:
	.string	"--service"
.LC38:
	.string	"--service %s"
.LC39:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC40:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC41:
	.string	"--interval"
.LC42:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC43:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC44:
	.string	"--stall"
.LC45:
	.string	"--stall %s"
.LC46:
	.string	"--period"
.LC47:
	.string	"--period %s"
.LC48:
	.string	"--first-stall"
.LC49:
	.string	"--first-stall %s"
.LC50:
	.string	"--slow-above"
.LC51:
	.string	"--slow-above %s"
.LC52:
	.string	"--duration"
.LC53:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC54:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC55:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC56:
	.string	"a whole number from 1 to 200000000"
	.align 8
.LC57:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC58:
	.string	"--expected-interval"
.LC59:
	.string	"mean"
.LC60:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC61:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC62:
	.string	"--rank"
.LC63:
	.string	"round"
.LC64:
	.string	"ceil"
.LC65:
	.string	"use round or ceil"
.LC66:
	.string	"--rank '%s' is not valid: %s"
.LC67:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC68:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC69:
	.string	"--reps '%s' is not valid: %s"
.LC70:
	.string	"--schedule"
.LC71:
	.string	"fixed"
.LC72:
	.string	"poisson"
	.section	.rodata.str1.8
	.align 8
.LC73:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC74:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC75:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC76:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC77:
	.string	"--rate '%s' is not valid: %s"
.LC79:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC80:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC81:
	.string	"--seed '%s' is not valid: %s"
.LC82:
	.string	"--arrivals"
.LC83:
	.string	"--closed"
.LC84:
	.string	"catch-up"
.LC85:
	.string	"skip"
.LC86:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC87:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC88:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC89:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC90:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC91:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC92:
	.string	"--correct"
.LC93:
	.string	"--trace-values"
.LC94:
	.string	"--sweep"
.LC95:
	.string	"load"
.LC96:
	.string	"stall"
.LC97:
	.string	"use load or stall"
.LC98:
	.string	"--sweep '%s' is not valid: %s"
.LC99:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
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
	jle	.L253
	movq	%rdi, %r12
	movl	%esi, %r15d
	movq	%rdx, %r13
	xorl	%r14d, %r14d
	jmp	.L198
	.p2align 4,,10
	.p2align 3
.L293:
	movl	$1, 200(%r12)
.L206:
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jle	.L253
.L198:
	movslq	%r14d, %rax
	leaq	.LC31(%rip), %rsi
	movq	0(%r13,%rax,8), %rbx
	leaq	0(,%rax,8), %rbp
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L293
	leaq	.LC32(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L294
	movl	$3, 120(%r12)
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jg	.L198
.L253:
	xorl	%eax, %eax
.L197:
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
.L294:
	.cfi_restore_state
	cmpb	$45, (%rbx)
	je	.L295
.L204:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC33(%rip), %r8
	leaq	.LC34(%rip), %rdx
	call	snprintf@PLT
.L207:
	movl	$-1, %eax
	jmp	.L197
	.p2align 4,,10
	.p2align 3
.L295:
	cmpb	$45, 1(%rbx)
	jne	.L204
	addl	$1, %r14d
	cmpl	%r15d, %r14d
	je	.L296
	leaq	.LC37(%rip), %rsi
	movq	%rbx, %rdi
	movq	8(%r13,%rbp), %rbp
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L297
	leaq	.LC41(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L298
	leaq	.LC44(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L299
	leaq	.LC46(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L300
	leaq	.LC48(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L301
	leaq	.LC50(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L302
	leaq	.LC52(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L303
	leaq	.LC55(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L304
	leaq	.LC58(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L229
	leaq	.LC59(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L230
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L231
	movq	24(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L231
	movq	%rdx, 88(%r12)
.L230:
	movl	%eax, 96(%r12)
	movl	$1, 204(%r12)
	jmp	.L206
	.p2align 4,,10
	.p2align 3
.L297:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L305
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L306
	movq	%rax, (%r12)
	jmp	.L206
	.p2align 4,,10
	.p2align 3
.L298:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L307
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L308
	movq	%rax, 40(%r12)
	jmp	.L206
	.p2align 4,,10
	.p2align 3
.L299:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L309
	movq	24(%rsp), %rax
	movq	%rax, 8(%r12)
	jmp	.L206
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
	jne	.L310
	movq	24(%rsp), %rax
	movq	%rax, 16(%r12)
	jmp	.L206
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
	jne	.L311
	movq	24(%rsp), %rax
	movq	%rax, 24(%r12)
	jmp	.L206
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
	jne	.L312
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L313
	movq	%rax, 128(%r12)
	movq	$0, 136(%r12)
	jmp	.L206
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
	jne	.L314
	movq	24(%rsp), %rax
	movq	%rax, 104(%r12)
	jmp	.L206
	.p2align 4,,10
	.p2align 3
.L296:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC35(%rip), %r8
	leaq	.LC36(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
	.p2align 4,,10
	.p2align 3
.L229:
	leaq	.LC62(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L233
	leaq	.LC63(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC64(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L234
	testl	%eax, %eax
	jne	.L315
.L234:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 112(%r12)
	jmp	.L206
	.p2align 4,,10
	.p2align 3
.L304:
	leaq	24(%rsp), %rcx
	movl	$200000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L316
	movq	24(%rsp), %rax
	movq	$0, 128(%r12)
	movq	%rax, 136(%r12)
	jmp	.L206
.L233:
	leaq	.LC67(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L317
	leaq	.LC70(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L318
	leaq	.LC75(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L319
	leaq	.LC79(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L320
	leaq	.LC82(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L321
	leaq	.LC83(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L245
	leaq	.LC84(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L246
	leaq	.LC85(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L256
	leaq	.LC86(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L322
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC87(%rip), %r8
	leaq	.LC88(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L318:
	leaq	.LC71(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC72(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L238
	testl	%eax, %eax
	jne	.L323
.L238:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 32(%r12)
	jmp	.L206
.L317:
	leaq	24(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L324
	movq	24(%rsp), %rax
	movl	%eax, 116(%r12)
	jmp	.L206
.L306:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC39(%rip), %r8
	leaq	.LC40(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L207
.L308:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC39(%rip), %r8
	leaq	.LC43(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L207
.L305:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC38(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L309:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC45(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L307:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC42(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L319:
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L241
	call	__errno_location@PLT
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	movl	$0, (%rax)
	movq	%rax, %rbx
	call	strtod@PLT
	movl	(%rbx), %eax
	testl	%eax, %eax
	jne	.L241
	movq	32(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L241
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L241
	comisd	.LC78(%rip), %xmm0
	ja	.L241
	movsd	%xmm0, 144(%r12)
	jmp	.L206
.L310:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC47(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L320:
	xorl	%esi, %esi
	leaq	152(%r12), %rcx
	movq	$-1, %rdx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L206
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC80(%rip), %r8
	leaq	.LC81(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
	.p2align 4,,10
	.p2align 3
.L311:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC49(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L314:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC51(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L245:
	leaq	.LC89(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L325
	leaq	.LC92(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L326
	leaq	.LC93(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L327
	leaq	.LC94(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L251
	leaq	.LC95(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L252
	leaq	.LC96(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L328
.L252:
	movq	%rbp, 184(%r12)
	movl	$2, 120(%r12)
	jmp	.L206
.L321:
	movq	%rbp, 160(%r12)
	movl	$2, 32(%r12)
	jmp	.L206
.L231:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC60(%rip), %r8
	leaq	.LC61(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L313:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC39(%rip), %r8
	leaq	.LC54(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L207
.L312:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC53(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L326:
	movq	%rbp, 168(%r12)
	movl	$1, 120(%r12)
	jmp	.L206
.L325:
	leaq	80(%r12), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L206
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC90(%rip), %r8
	leaq	.LC91(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
	.p2align 4,,10
	.p2align 3
.L316:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC56(%rip), %r8
	leaq	.LC57(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L315:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC65(%rip), %r8
	leaq	.LC66(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L327:
	movq	%rbp, 176(%r12)
	movl	$1, 120(%r12)
	jmp	.L206
.L328:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC97(%rip), %r8
	leaq	.LC98(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L324:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC68(%rip), %r8
	leaq	.LC69(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L322:
	movl	$2, %eax
.L246:
	movl	%eax, 72(%r12)
	jmp	.L206
.L323:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC73(%rip), %r8
	leaq	.LC74(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L251:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC35(%rip), %r8
	leaq	.LC99(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
.L256:
	movl	$1, %eax
	jmp	.L246
.L241:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC76(%rip), %r8
	leaq	.LC77(%rip), %rdx
	call	snprintf@PLT
	jmp	.L207
	.cfi_endproc
.LFE103:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC100:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC101:
	.string	"r"
.LC102:
	.string	"%s '%s' cannot be read: %s"
.LC103:
	.string	"%s %.40s: line %lu"
	.section	.rodata.str1.8
	.align 8
.LC104:
	.string	"%s is %zd characters long: at most %d are allowed"
	.align 8
.LC105:
	.string	"%s is empty: every line must hold one number"
	.section	.rodata.str1.1
.LC106:
	.string	"%s: %s"
	.section	.rodata.str1.8
	.align 8
.LC107:
	.string	"%s: '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC108:
	.string	"%s: %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC109:
	.string	"%s: more than 200000000 lines"
	.section	.rodata.str1.8
	.align 8
.LC110:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC111:
	.string	"%s '%s' is empty: it needs at least one number"
	.text
	.p2align 4
	.type	read_numbers.constprop.0, @function
read_numbers.constprop.0:
.LFB105:
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
	movq	%rdi, 8(%rsp)
	movl	%edx, 52(%rsp)
	movq	%rcx, 72(%rsp)
	movq	%r8, 64(%rsp)
	movq	$0, 88(%rsp)
	movq	$0, 96(%rsp)
	call	stat@PLT
	testl	%eax, %eax
	jne	.L330
	movl	200(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L367
.L330:
	movq	8(%rsp), %rdi
	leaq	.LC101(%rip), %rsi
	call	fopen@PLT
	movq	%rax, (%rsp)
	testq	%rax, %rax
	je	.L368
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L335
	leaq	96(%rsp), %rax
	leaq	112(%rsp), %rcx
	xorl	%ebx, %ebx
	xorl	%r13d, %r13d
	movq	%rax, 32(%rsp)
	leaq	88(%rsp), %rax
	movl	$1024, %r15d
	movq	%rax, 24(%rsp)
	leaq	104(%rsp), %rax
	movq	%rax, 56(%rsp)
	movq	%rcx, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L334:
	movq	(%rsp), %rdx
	movq	32(%rsp), %rsi
	movq	24(%rsp), %rdi
	call	getline@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	js	.L350
	leaq	1(%rbx), %rbp
	jne	.L336
	jmp	.L338
	.p2align 4,,10
	.p2align 3
.L339:
	movb	$0, (%rax)
	movq	%rdx, %r14
	testq	%rdx, %rdx
	je	.L338
.L336:
	movq	88(%rsp), %rax
	leaq	-1(%r14), %rdx
	addq	%rdx, %rax
	movzbl	(%rax), %ecx
	cmpb	$10, %cl
	je	.L339
	cmpb	$13, %cl
	je	.L339
	movq	8(%rsp), %r8
	movq	16(%rsp), %rcx
	xorl	%eax, %eax
	movq	%rbp, %r9
	movq	40(%rsp), %rdi
	leaq	.LC103(%rip), %rdx
	movl	$64, %esi
	call	snprintf@PLT
	cmpq	$64, %r14
	jg	.L369
	movl	52(%rsp), %eax
	movq	88(%rsp), %rdi
	testl	%eax, %eax
	je	.L342
	leaq	320(%rsp), %r13
	movq	56(%rsp), %rdx
	movl	$1, %esi
	movq	%r13, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L370
.L343:
	cmpq	$200000000, %rbx
	je	.L371
.L345:
	cmpq	%rbx, %r15
	je	.L372
	movq	104(%rsp), %r13
	movq	%r13, (%r12,%rbx,8)
.L348:
	movq	%rbp, %rbx
	jmp	.L334
	.p2align 4,,10
	.p2align 3
.L342:
	movq	56(%rsp), %rcx
	xorl	%esi, %esi
	movabsq	$4611686018427387903, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L373
	testq	%rbx, %rbx
	je	.L345
	movq	104(%rsp), %r8
	cmpq	%r13, %r8
	jnb	.L343
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	movq	%r13, %r9
	xorl	%eax, %eax
	leaq	.LC108(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L349
	.p2align 4,,10
	.p2align 3
.L372:
	movq	%r15, %rsi
	movq	%r12, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L350
	movq	104(%rsp), %r13
	addq	%r15, %r15
	movq	%rax, %r12
	movq	%r13, (%rax,%rbx,8)
	jmp	.L348
.L338:
	movq	16(%rsp), %rcx
	leaq	112(%rsp), %rbx
	movq	%rbp, %r9
	xorl	%eax, %eax
	movq	8(%rsp), %r8
	leaq	.LC103(%rip), %rdx
	movl	$64, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	64(%rsp), %rdi
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC105(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
.L349:
	movq	88(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	(%rsp), %rdi
	call	fclose@PLT
.L331:
	xorl	%r12d, %r12d
.L329:
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
.L350:
	.cfi_restore_state
	movq	(%rsp), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L335
	testq	%rbx, %rbx
	je	.L374
	movq	88(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %rdi
	call	fclose@PLT
	movq	72(%rsp), %rax
	movq	%rbx, (%rax)
	jmp	.L329
.L369:
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	movq	%r14, %r8
	xorl	%eax, %eax
	movl	$64, %r9d
	leaq	.LC104(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L349
.L335:
	movq	8(%rsp), %r8
	movq	16(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC110(%rip), %rdx
	movq	64(%rsp), %rdi
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L349
.L373:
	movq	40(%rsp), %rcx
	movq	88(%rsp), %r8
	xorl	%eax, %eax
	leaq	.LC107(%rip), %rdx
	movq	64(%rsp), %rdi
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L349
.L370:
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	movq	%r13, %r8
	xorl	%eax, %eax
	leaq	.LC106(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L349
.L371:
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	leaq	.LC109(%rip), %rdx
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L349
.L374:
	movq	8(%rsp), %r8
	movq	16(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC111(%rip), %rdx
	movq	64(%rsp), %rdi
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L349
.L367:
	movq	8(%rsp), %r8
	movq	16(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC100(%rip), %rdx
	movq	64(%rsp), %rdi
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L331
.L368:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	8(%rsp), %r8
	movq	16(%rsp), %rcx
	leaq	.LC102(%rip), %rdx
	movq	64(%rsp), %rdi
	movq	%rax, %r9
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L331
	.cfi_endproc
.LFE105:
	.size	read_numbers.constprop.0, .-read_numbers.constprop.0
	.section	.rodata.str1.1
.LC112:
	.string	"parse_time '%s'%s"
.LC113:
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
	jne	.L381
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC113(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC112(%rip), %rdx
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
.L381:
	.cfi_restore_state
	leaq	.LC112(%rip), %rdx
	movq	%rbx, %rcx
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rdx
	testl	%ebp, %ebp
	je	.L382
.L378:
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
.L382:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	jmp	.L378
	.cfi_endproc
.LFE89:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.1
.LC114:
	.string	"%lu.%lu"
.LC115:
	.string	"%lu.%02lu"
.LC116:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB106:
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
	jnb	.L388
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L389
	leaq	.LC116(%rip), %rdx
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
.L389:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC115(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L388:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC114(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE106:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC117:
	.string	"%-10s %9lu"
	.globl	__divti3
.LC118:
	.string	"%lu.%04lu"
.LC119:
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
	leaq	.LC117(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L391:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L391
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L392
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
.L392:
	movq	%rbp, %rdi
	leaq	.LC118(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC119(%rip), %rdi
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
.LFB108:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L402
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L401
	.p2align 4,,10
	.p2align 3
.L399:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L400
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L400
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L400:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L397
.L401:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L399
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L401
.L397:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L402:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE108:
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
	je	.L430
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
.L410:
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
	jne	.L410
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
	jc	.L421
	movq	%r14, 8(%rsp)
.L409:
	movq	8(%rsp), %rax
	movq	%r12, 64(%r9)
	movq	$99999, 16(%rsp)
	movq	%rax, (%r9)
	movq	$0, 24(%rsp)
	testl	%r8d, %r8d
	je	.L431
.L413:
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
.L420:
	movq	8(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L414
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
	je	.L423
	movq	56(%rsp), %r12
	movq	%rbx, %rax
	xorl	%r14d, %r14d
	.p2align 4,,10
	.p2align 3
.L416:
	movq	(%rax), %rdx
	cmpq	%rdx, %r14
	cmovb	%rdx, %r14
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L416
.L415:
	movq	%rbp, %r12
	xorl	%r15d, %r15d
	movq	%r11, %rbp
	jmp	.L418
	.p2align 4,,10
	.p2align 3
.L419:
	movq	%r14, %rax
	movq	8(%r12), %rsi
	movq	%rbx, %rdi
	subq	%r15, %rax
	shrq	%rax
	leaq	(%rax,%r15), %r11
	movq	%r11, %rdx
	call	dist_count_le.isra.0
	cmpq	%rbp, %rax
	jb	.L432
	movq	%r11, %r14
.L418:
	cmpq	%r14, %r15
	jb	.L419
	movq	%r12, %rbp
.L414:
	movq	(%rsp), %rax
	addq	$8, %r13
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rax
	cmpq	%r13, %rax
	jne	.L420
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
.L407:
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
.L432:
	.cfi_restore_state
	leaq	1(%r11), %r15
	jmp	.L418
.L431:
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
	jmp	.L413
.L423:
	xorl	%r14d, %r14d
	jmp	.L415
.L430:
	movq	$0, 8(%rsp)
	xorl	%r12d, %r12d
	movq	$0, 32(%rsp)
	movq	$0, 40(%rsp)
	jmp	.L409
.L421:
	movl	$-1, %eax
	jmp	.L407
	.cfi_endproc
.LFE40:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	run_open.constprop.0, @function
run_open.constprop.0:
.LFB109:
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
	je	.L442
	movq	%rdx, %rbx
	leaq	(%rdx,%rcx,8), %r14
	xorl	%r11d, %r11d
	xorl	%edx, %edx
	leaq	(%r12,%r10), %rbp
	jmp	.L440
	.p2align 4,,10
	.p2align 3
.L447:
	addq	%r10, %rdx
	testq	%rsi, %rsi
	jne	.L446
.L438:
	movq	%rcx, 8(%r9)
	movq	$-1, (%r9)
.L435:
	movq	%rdx, %rax
	addq	$8, %rbx
	subq	%r11, %rax
	addq	%r13, %r11
	movq	%rax, -8(%rbx)
	cmpq	%r14, %rbx
	je	.L433
.L440:
	cmpq	%r11, %rdx
	movq	(%r9), %rax
	cmovb	%r11, %rdx
	movq	%rdx, %r8
	leaq	(%r12,%rdx), %rdx
	cmpq	%rdx, %rax
	jnb	.L435
	movq	8(%r9), %rcx
	addq	$1, %rcx
	.p2align 4,,10
	.p2align 3
.L439:
	cmpq	%rax, %r8
	jb	.L447
	leaq	(%r10,%rax), %r15
	leaq	0(%rbp,%rax), %rdi
	cmpq	%r15, %r8
	cmovb	%rdi, %rdx
	testq	%rsi, %rsi
	je	.L438
.L446:
	addq	%rsi, %rax
	leaq	1(%rcx), %rdi
	movq	%rax, (%r9)
	cmpq	%rdx, %rax
	jnb	.L448
	movq	%rdi, %rcx
	jmp	.L439
.L442:
	xorl	%edx, %edx
.L433:
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
.L448:
	.cfi_restore_state
	movq	%rcx, 8(%r9)
	jmp	.L435
	.cfi_endproc
.LFE109:
	.size	run_open.constprop.0, .-run_open.constprop.0
	.p2align 4
	.type	run_closed.constprop.0, @function
run_closed.constprop.0:
.LFB111:
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
	je	.L457
	movq	%rdx, %r11
	leaq	(%rdx,%rcx,8), %r14
	xorl	%ebp, %ebp
	xorl	%edx, %edx
	leaq	(%r12,%r10), %rbx
	jmp	.L456
	.p2align 4,,10
	.p2align 3
.L463:
	addq	%r10, %rdx
	testq	%rsi, %rsi
	jne	.L462
.L454:
	movq	%rcx, 8(%r9)
	movq	%rdx, %rax
	movq	$-1, (%r9)
	subq	%rdi, %rax
.L451:
	movq	%rax, (%r11)
	addq	$8, %r11
	addq	%r13, %rbp
	cmpq	%r14, %r11
	je	.L449
.L456:
	cmpq	%rbp, %rdx
	movq	%rdx, %rdi
	movq	(%r9), %rax
	cmovb	%rbp, %rdi
	leaq	(%r12,%rdi), %rdx
	cmpq	%rdx, %rax
	jnb	.L458
	movq	8(%r9), %rcx
	addq	$1, %rcx
	.p2align 4,,10
	.p2align 3
.L455:
	cmpq	%rax, %rdi
	jb	.L463
	leaq	(%r10,%rax), %r15
	leaq	(%rbx,%rax), %r8
	cmpq	%r15, %rdi
	cmovb	%r8, %rdx
	testq	%rsi, %rsi
	je	.L454
.L462:
	addq	%rsi, %rax
	leaq	1(%rcx), %r8
	movq	%rax, (%r9)
	cmpq	%rdx, %rax
	jnb	.L464
	movq	%r8, %rcx
	jmp	.L455
.L457:
	xorl	%edx, %edx
.L449:
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
.L458:
	.cfi_restore_state
	movq	%r12, %rax
	jmp	.L451
.L464:
	movq	%rdx, %rax
	movq	%rcx, 8(%r9)
	subq	%rdi, %rax
	jmp	.L451
	.cfi_endproc
.LFE111:
	.size	run_closed.constprop.0, .-run_closed.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC120:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	run_any.constprop.0, @function
run_any.constprop.0:
.LFB112:
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
	je	.L487
	movq	80(%rdi), %rax
	movq	%rax, 32(%rsp)
	cmpl	$3, %esi
	je	.L498
.L466:
	movq	56(%r11), %rax
	movq	%rax, 40(%rsp)
.L468:
	movq	%r9, 56(%rsp)
	xorl	%r13d, %r13d
	xorl	%ebx, %ebx
	xorl	%r15d, %r15d
	xorl	%edx, %edx
	jmp	.L469
	.p2align 4,,10
	.p2align 3
.L502:
	addq	%r8, %rdx
	addq	$1, %rcx
	testq	%rsi, %rsi
	jne	.L499
.L482:
	movq	%rcx, 8(%r10)
	movq	%r12, %rbx
	movq	$-1, (%r10)
.L479:
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
.L476:
	movq	32(%rsp), %rax
	addq	$1, %rbx
	addq	$1, %r13
	cmpq	%rax, %rbx
	movl	$0, %eax
	cmove	%rax, %rbx
.L469:
	cmpl	$3, 20(%rsp)
	je	.L500
	cmpq	56(%r11), %r13
	jnb	.L472
	movq	48(%r11), %rax
	testq	%rax, %rax
	je	.L474
	movq	(%rax,%r13,8), %r14
.L475:
	cmpl	$2, 20(%rsp)
	jne	.L490
	cmpq	%rdx, %r14
	jb	.L476
.L490:
	cmpl	$1, 20(%rsp)
	movq	%r14, %rbp
	jne	.L473
	movq	24(%rsp), %rax
	movq	(%rax,%rbx,8), %rbp
	cmpq	%rbp, %r14
	cmovnb	%r14, %rbp
	.p2align 4,,10
	.p2align 3
.L473:
	movq	40(%rsp), %rax
	cmpq	%rax, %r15
	je	.L501
	cmpq	%rbp, %rdx
	movq	%rdx, %rdi
	movq	(%r11), %r12
	movq	(%r10), %rax
	cmovb	%rbp, %rdi
	movq	16(%r11), %rsi
	movq	8(%r11), %r8
	leaq	(%rdi,%r12), %rdx
	cmpq	%rdx, %rax
	jnb	.L479
	addq	%r8, %r12
	movq	8(%r10), %rcx
	movq	%r12, 8(%rsp)
	movq	%rbx, %r12
	.p2align 4,,10
	.p2align 3
.L483:
	cmpq	%rax, %rdi
	jb	.L502
	movq	8(%rsp), %r9
	leaq	(%r8,%rax), %rbx
	addq	%rax, %r9
	cmpq	%rbx, %rdi
	cmovb	%r9, %rdx
	addq	$1, %rcx
	testq	%rsi, %rsi
	je	.L482
.L499:
	addq	%rsi, %rax
	movq	%rax, (%r10)
	cmpq	%rdx, %rax
	jb	.L483
	movq	%rcx, 8(%r10)
	movq	%r12, %rbx
	jmp	.L479
	.p2align 4,,10
	.p2align 3
.L500:
	movq	24(%rsp), %rax
	movq	(%rax,%rbx,8), %r14
	movq	64(%r11), %rax
	testq	%rax, %rax
	je	.L471
	cmpq	%rax, %r14
	jnb	.L472
.L497:
	movq	%r14, %rbp
	jmp	.L473
	.p2align 4,,10
	.p2align 3
.L474:
	movq	40(%r11), %r14
	imulq	%r13, %r14
	jmp	.L475
	.p2align 4,,10
	.p2align 3
.L471:
	cmpq	56(%r11), %r13
	jb	.L497
.L472:
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
.L487:
	.cfi_restore_state
	movq	$1, 32(%rsp)
	jmp	.L466
.L498:
	movq	64(%rdi), %rax
	testq	%rax, %rax
	je	.L466
	xorl	%edx, %edx
	movq	32(%rsp), %rbx
	divq	(%rdi)
	leaq	1(%rbx,%rax), %rax
	movq	%rax, 40(%rsp)
	jmp	.L468
.L501:
	movq	stderr(%rip), %rdi
	movq	%r15, %rdx
	leaq	.LC120(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE112:
	.size	run_any.constprop.0, .-run_any.constprop.0
	.section	.rodata.str1.1
.LC121:
	.string	"RESULT set=%s"
.LC122:
	.string	" n=%lu"
.LC123:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC124:
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
	leaq	.LC123(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	movq	%rdi, %rsi
	leaq	.LC121(%rip), %rdi
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
	leaq	.LC122(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L504:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L504
	movq	(%r12), %r8
	movq	64(%r12), %rbx
	xorl	%ecx, %ecx
	movq	56(%r12), %rax
	testq	%r8, %r8
	je	.L505
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
.L505:
	movq	%rsp, %rbp
	leaq	.LC118(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC124(%rip), %rdi
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
	je	.L525
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
.L511:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L516
	.p2align 4,,10
	.p2align 3
.L512:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L514
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L514:
	testq	%r8, %r8
	je	.L515
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L515
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L515:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L512
.L516:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L511
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
.L525:
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
	je	.L528
.L529:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L537
	.p2align 4,,10
	.p2align 3
.L532:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L531
.L537:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L532
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L533
.L538:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L533
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L533:
	cmpq	%rbp, %rbx
	jnb	.L528
	movq	%rbx, %rax
	jmp	.L529
	.p2align 4,,10
	.p2align 3
.L531:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L538
.L528:
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
	je	.L548
	movq	24(%r15), %rax
.L548:
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
	jne	.L550
	testl	%eax, %eax
	je	.L591
.L550:
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
.L551:
	movq	%r13, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	16(%rsp), %rdx
	imulq	$1000000000, 64(%rsp), %rax
	subq	%rdx, %rax
	movq	8(%rsp), %rdx
	addq	72(%rsp), %rax
	subq	%rdx, %rax
	js	.L552
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L553:
	testq	%r14, %r14
	je	.L554
	js	.L555
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L556:
	divsd	%xmm1, %xmm0
.L554:
	movq	(%rsp), %rax
	cmpq	$0, 8(%r15)
	movsd	%xmm0, (%rax)
	movq	56(%rsp), %rax
	movq	%rax, 216(%rbx)
	movq	$-1, %rax
	je	.L557
	movq	24(%r15), %rax
.L557:
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
	jne	.L558
	movq	8(%rbp), %rdx
	movq	24(%rsp), %rsi
	movq	%r12, %rcx
	movq	%r15, %rdi
	call	run_open.constprop.0
	movq	%rax, 240(%rbx)
.L559:
	movq	%r13, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	16(%rsp), %rdx
	imulq	$1000000000, 64(%rsp), %rax
	subq	%rdx, %rax
	movq	8(%rsp), %rdx
	addq	72(%rsp), %rax
	subq	%rdx, %rax
	js	.L560
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L561:
	testq	%r12, %r12
	js	.L562
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L563:
	divsd	%xmm1, %xmm0
	movq	(%rsp), %rax
	movsd	%xmm0, 8(%rax)
	movq	56(%rsp), %rax
	movq	%rax, 224(%rbx)
	movl	96(%r15), %eax
	testl	%eax, %eax
	je	.L564
	movq	80(%r15), %rcx
	movq	$-1, %rdi
	cmpq	%rcx, %r14
	jb	.L565
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
	movq	%rdx, %rdi
.L565:
	movq	%rdi, 248(%rbx)
	movq	0(%rbp), %r9
	xorl	%r13d, %r13d
	xorl	%esi, %esi
	testq	%r14, %r14
	jne	.L566
	jmp	.L590
	.p2align 4,,10
	.p2align 3
.L593:
	addq	$1, %rsi
	cmpq	%r14, %rsi
	je	.L592
.L566:
	movq	(%r9,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%rdi, %rax
	jb	.L568
	xorl	%edx, %edx
	divq	%rdi
	movq	%rax, %rcx
.L568:
	addq	%r13, %rcx
	movq	%rcx, %r13
	jnc	.L593
.L571:
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
.L592:
	.cfi_restore_state
	testq	%rcx, %rcx
	je	.L571
	cmpq	%rcx, 32(%rbp)
	jnb	.L590
	movq	%rcx, %rax
	shrq	$61, %rax
	jne	.L571
	movq	16(%rbp), %rdi
	leaq	0(,%rcx,8), %rsi
	call	realloc@PLT
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L571
	movq	248(%rbx), %rdi
	movq	0(%rbp), %r9
	movq	%rax, 16(%rbp)
	movq	%r13, 32(%rbp)
.L567:
	movq	%rdi, %rdx
	movq	%r14, %rsi
	movq	%r9, %rdi
	call	correct_co
	movl	112(%r15), %ecx
	movq	104(%r15), %rdx
	movq	%rbx, %r8
	movq	%r14, %rsi
	movq	%r9, %rdi
	movq	%rax, %r13
	call	summarise
	testl	%eax, %eax
	jne	.L571
	movl	112(%r15), %ecx
	movq	104(%r15), %rdx
	leaq	72(%rbx), %r8
	movq	%r12, %rsi
	movq	8(%rbp), %rdi
	call	summarise
	testl	%eax, %eax
	jne	.L571
	movl	112(%r15), %ecx
	movq	104(%r15), %rdx
	movq	%r13, %rsi
	leaq	144(%rbx), %r8
	movq	16(%rbp), %rdi
	call	summarise
	testl	%eax, %eax
	jne	.L571
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
.L564:
	.cfi_restore_state
	movq	88(%r15), %rdi
	jmp	.L565
	.p2align 4,,10
	.p2align 3
.L558:
	movq	8(%rbp), %rcx
	movq	24(%rbp), %r8
	leaq	40(%rsp), %r9
	xorl	%esi, %esi
	movq	24(%rsp), %rdx
	movq	%r15, %rdi
	call	run_any.constprop.0
	movq	40(%rsp), %r12
	movq	%rax, 240(%rbx)
	jmp	.L559
	.p2align 4,,10
	.p2align 3
.L591:
	cmpq	$1, 80(%r15)
	jne	.L550
	leaq	48(%rsp), %rax
	movq	0(%rbp), %rdx
	movq	%r12, %rcx
	movq	%r15, %rdi
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	movq	%r12, %r14
	call	run_closed.constprop.0
	movq	%rax, 232(%rbx)
	jmp	.L551
	.p2align 4,,10
	.p2align 3
.L555:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L556
	.p2align 4,,10
	.p2align 3
.L552:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L553
	.p2align 4,,10
	.p2align 3
.L562:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L563
	.p2align 4,,10
	.p2align 3
.L560:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L561
	.p2align 4,,10
	.p2align 3
.L590:
	movq	16(%rbp), %rcx
	jmp	.L567
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
	jne	.L595
	movq	64(%rdi), %rax
	testq	%rax, %rax
	je	.L595
	xorl	%edx, %edx
	divq	(%rdi)
	movq	80(%rdi), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
.L595:
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
	je	.L602
	testq	%r12, %r12
	je	.L602
	movl	%r14d, %esi
	movq	%r12, %rcx
	movq	%r13, %rdx
	movq	%rbx, %rdi
	call	ref_client
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L624
	xorl	%ecx, %ecx
	xorl	%edx, %edx
.L599:
	movl	96(%rbx), %eax
	movq	%rdx, 216(%rbp)
	testl	%eax, %eax
	je	.L600
.L626:
	movq	80(%rbx), %rsi
	movq	$-1, %rax
	cmpq	%rsi, %r14
	jb	.L601
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
.L601:
	movq	%rax, 248(%rbp)
	movl	112(%rbx), %ecx
	movq	%rbp, %r8
	movq	%r14, %rsi
	movq	104(%rbx), %rdx
	movq	%r12, %rdi
	call	summarise
	testl	%eax, %eax
	jne	.L602
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
	jne	.L625
	movl	112(%rbx), %edx
	movq	104(%rbx), %rsi
	movq	%r14, %rdi
	leaq	144(%rbp), %rcx
	call	dist_summarise
	movq	(%rsp), %r15
	movq	32(%rsp), %r14
	testl	%eax, %eax
	jne	.L609
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
	je	.L604
	movq	24(%rbx), %rcx
	xorl	%edx, %edx
	cmpq	%rax, %rcx
	jnb	.L604
	movq	16(%rbx), %rdi
	movl	$1, %edx
	testq	%rdi, %rdi
	je	.L604
	subq	%rcx, %rax
	xorl	%edx, %edx
	subq	$1, %rax
	divq	%rdi
	leaq	1(%rax), %rdx
.L604:
	movq	%rdx, 224(%rbp)
	movl	112(%rbx), %ecx
	leaq	72(%rbp), %r8
	movq	%r12, %rdi
	movq	104(%rbx), %rdx
	call	summarise
	negl	%eax
	sbbl	%ebx, %ebx
.L598:
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
.L624:
	.cfi_restore_state
	movq	-8(%r13,%rax,8), %rcx
	movq	8(%rbx), %rdx
	movq	%rcx, 232(%rbp)
	testq	%rdx, %rdx
	je	.L599
	movq	24(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L606
	movq	16(%rbx), %rsi
	movl	$1, %edx
	testq	%rsi, %rsi
	je	.L599
	movq	%rcx, %rdx
	subq	%rax, %rdx
	leaq	-1(%rdx), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	1(%rax), %rdx
	movl	96(%rbx), %eax
	movq	%rdx, 216(%rbp)
	testl	%eax, %eax
	jne	.L626
.L600:
	movq	88(%rbx), %rax
	jmp	.L601
	.p2align 4,,10
	.p2align 3
.L606:
	xorl	%edx, %edx
	jmp	.L599
	.p2align 4,,10
	.p2align 3
.L602:
	xorl	%r15d, %r15d
	xorl	%r14d, %r14d
	movl	$-1, %ebx
	jmp	.L598
	.p2align 4,,10
	.p2align 3
.L625:
	movq	32(%rsp), %r14
	movq	(%rsp), %r15
	movl	$-1, %ebx
	jmp	.L598
	.p2align 4,,10
	.p2align 3
.L609:
	movl	$-1, %ebx
	jmp	.L598
	.cfi_endproc
.LFE50:
	.size	reference, .-reference
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB35:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L634
	testq	%r8, %r8
	je	.L634
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
	jne	.L627
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L637
.L629:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L627:
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
.L634:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L637:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L632
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L630:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L638
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L629
	.p2align 4,,10
	.p2align 3
.L632:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L630
.L638:
	movl	$1, 24(%rbx)
	jmp	.L627
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
	je	.L640
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
	jnb	.L694
.L641:
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
.L643:
	movq	32(%rsp), %rax
	imulq	%rbx, %rax
	addq	%r14, %rax
	movq	%rax, 240(%r12)
	movl	72(%rbp), %eax
	testl	%eax, %eax
	je	.L695
.L645:
	cmpl	$1, %eax
	jne	.L654
	subq	%r9, %r15
	movq	%r15, %r8
	testq	%r9, %r9
	je	.L655
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
	jb	.L656
	movq	48(%rsp), %r11
	movq	(%rsp), %rax
	imulq	%r11, %rbx
	addq	%rax, %rbx
	jmp	.L653
	.p2align 4,,10
	.p2align 3
.L640:
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
	jmp	.L641
	.p2align 4,,10
	.p2align 3
.L654:
	movq	8(%rbp), %r9
	movq	0(%rbp), %rsi
	movq	64(%rbp), %rdi
	testq	%r9, %r9
	je	.L658
	movq	16(%rbp), %r8
	movq	24(%rbp), %r10
	xorl	%r14d, %r14d
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L659:
	movq	%r14, %rdx
	xorl	%eax, %eax
	imulq	%r8, %rdx
	addq	%r10, %rdx
	cmpq	%rbx, %rdx
	jb	.L662
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%rsi
.L662:
	testq	%rdi, %rdi
	je	.L663
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%rbx, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L664:
	testb	%dl, %dl
	jne	.L665
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %rbx
	addq	$1, %r14
	je	.L659
	testq	%r8, %r8
	jne	.L659
.L665:
	testq	%rdi, %rdi
	jne	.L696
.L661:
	movq	56(%rbp), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L668:
	testq	%rax, %rax
	je	.L667
	imulq	%rsi, %rax
	addq	%rax, %rbx
.L667:
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
	jmp	.L653
	.p2align 4,,10
	.p2align 3
.L694:
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
	jnb	.L697
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movl	$1, %r9d
.L642:
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
	je	.L643
	movq	32(%rsp), %rcx
	subq	%r11, %rcx
	cmpq	%rcx, 80(%rsp)
	jb	.L643
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
	jne	.L645
.L695:
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
.L652:
	movq	24(%rsp), %rax
	movq	(%rsp), %rsi
	cmpq	%r12, %r13
	movq	%r12, %rcx
	cmovbe	%r13, %rcx
	movq	8(%rsp), %rdx
	movq	(%rax,%r14), %rbx
	movq	%rbx, %r8
	cmpq	%rbp, %rsi
	jb	.L646
	movq	%r15, %rdi
	call	dist_add
	cmpq	%r12, %r13
	jnb	.L648
	movq	64(%rsp), %rax
	xorl	%edx, %edx
	divq	8(%rsp)
	leaq	-1(%r12), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r13, %rdx
	jnb	.L698
.L649:
	addq	$1, %rax
	cmpq	%r13, %rax
	cmovb	%r13, %rax
	cmpq	%r12, %rax
	jb	.L674
.L648:
	cmpq	$8, %r14
	je	.L651
.L699:
	movq	40(%rsp), %r12
	movl	$8, %r14d
	jmp	.L652
	.p2align 4,,10
	.p2align 3
.L663:
	leaq	(%rcx,%rax), %rdx
	cmpq	56(%rbp), %rdx
	setnb	%dl
	jmp	.L664
	.p2align 4,,10
	.p2align 3
.L646:
	movq	(%rsp), %rsi
	movq	%r15, %rdi
	call	dist_add
	movq	%r13, %rax
	cmpq	%r12, %r13
	jnb	.L648
.L674:
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
	jne	.L699
.L651:
	movq	48(%rsp), %r12
	movq	32(%rsp), %rbp
	movq	224(%r12), %rax
	movq	240(%r12), %rbx
	movq	%rax, 216(%r12)
.L653:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%rbx, 232(%r12)
	jne	.L671
	movl	112(%rbp), %edx
	movq	104(%rbp), %rsi
	movq	%r12, %rcx
	movq	%r15, %rdi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L671
	movl	112(%rbp), %edx
	movq	104(%rbp), %rsi
	leaq	72(%r12), %rcx
	movq	16(%rsp), %rdi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L671
	movl	96(%rbp), %edx
	testl	%edx, %edx
	je	.L672
	movq	(%r12), %rax
	movq	$-1, %rsi
	cmpq	%r13, %rax
	jb	.L673
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%r13
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	232(%r12), %rax
	divq	%rcx
	testq	%rax, %rax
	cmovne	%rax, %rsi
.L673:
	movq	%rsi, 248(%r12)
	leaq	176(%rsp), %rbx
	movq	%r15, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	movl	200(%rsp), %eax
	testl	%eax, %eax
	jne	.L671
	movl	112(%rbp), %edx
	movq	104(%rbp), %rsi
	movq	%rbx, %rdi
	leaq	144(%r12), %rcx
	call	dist_summarise
	negl	%eax
	sbbl	%ebx, %ebx
.L670:
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
.L672:
	.cfi_restore_state
	movq	88(%rbp), %rsi
	jmp	.L673
	.p2align 4,,10
	.p2align 3
.L655:
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
.L656:
	movq	32(%rsp), %rax
	imulq	%rax, %rbx
	addq	%r14, %rbx
	jmp	.L653
	.p2align 4,,10
	.p2align 3
.L696:
	movq	%rcx, %r8
	cmpq	%rdi, %rbx
	jnb	.L667
	subq	%rbx, %rdi
.L660:
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rax,%rcx), %r8
	jmp	.L668
	.p2align 4,,10
	.p2align 3
.L697:
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
	jmp	.L642
	.p2align 4,,10
	.p2align 3
.L698:
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
	jmp	.L649
	.p2align 4,,10
	.p2align 3
.L671:
	movl	$-1, %ebx
	jmp	.L670
.L658:
	xorl	%r14d, %r14d
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	testq	%rdi, %rdi
	jne	.L660
	jmp	.L661
	.cfi_endproc
.LFE45:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.1
.LC125:
	.string	"sum_ns"
.LC126:
	.string	"corrected"
.LC127:
	.string	"stalls"
.LC128:
	.string	"closed"
.LC129:
	.string	"open"
.LC130:
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
.L701:
	movq	%r10, 24(%rsp)
	movq	16(%rsp), %r14
	movq	%r10, %r12
	movq	%r13, %rbp
	leaq	PCT_NAME(%rip), %rbx
	jmp	.L704
	.p2align 4,,10
	.p2align 3
.L702:
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%r13, %rdx
	xorl	%eax, %eax
	leaq	.LC17(%rip), %rdi
	call	printf@PLT
.L703:
	addq	$8, %rbx
	leaq	48+PCT_NAME(%rip), %rax
	addq	$8, %r12
	addq	$8, %r14
	cmpq	%rbx, %rax
	je	.L723
.L704:
	movq	(%r12), %r9
	movq	(%r14), %r8
	movq	(%rbx), %rcx
	movq	0(%rbp), %r13
	cmpq	%r8, %r9
	jne	.L702
	addq	$1, (%r15)
	jmp	.L703
	.p2align 4,,10
	.p2align 3
.L723:
	movq	%rbp, %rax
	movq	24(%rsp), %r10
	movq	%r13, %rbp
	movq	%rax, %r13
	movq	16(%rsp), %rax
	movq	48(%r10), %r9
	movq	48(%rax), %r8
	cmpq	%r8, %r9
	je	.L724
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC7(%rip), %rcx
	leaq	.LC17(%rip), %rdi
	movq	%r10, 24(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r10
.L706:
	movq	16(%rsp), %rax
	movq	56(%r10), %r9
	movq	56(%rax), %r8
	cmpq	%r8, %r9
	je	.L725
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC125(%rip), %rcx
	leaq	.LC17(%rip), %rdi
	movq	%r10, 24(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r10
.L708:
	addq	$8, %r13
	leaq	24+SET_NAME(%rip), %rax
	addq	$72, 16(%rsp)
	addq	$72, %r10
	cmpq	%rax, %r13
	jne	.L701
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbx
	movq	%r15, %rbp
	movq	144(%rbx), %r9
	movq	144(%r12), %r8
	cmpq	%r8, %r9
	je	.L726
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC2(%rip), %rcx
	leaq	.LC126(%rip), %rdx
	leaq	.LC17(%rip), %rdi
	call	printf@PLT
.L711:
	movq	216(%rbx), %r9
	movq	216(%r12), %r8
	cmpq	%r8, %r9
	je	.L727
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC127(%rip), %rcx
	leaq	.LC128(%rip), %rdx
	leaq	.LC17(%rip), %rdi
	call	printf@PLT
.L713:
	movq	224(%rbx), %r9
	movq	224(%r12), %r8
	cmpq	%r8, %r9
	je	.L728
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC127(%rip), %rcx
	leaq	.LC129(%rip), %rdx
	leaq	.LC17(%rip), %rdi
	call	printf@PLT
.L715:
	movq	232(%rbx), %r9
	movq	232(%r12), %r8
	cmpq	%r8, %r9
	je	.L729
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC130(%rip), %rcx
	leaq	.LC128(%rip), %rdx
	leaq	.LC17(%rip), %rdi
	call	printf@PLT
.L717:
	movq	240(%rbx), %r9
	movq	240(%r12), %r8
	cmpq	%r8, %r9
	je	.L730
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC130(%rip), %rcx
	leaq	.LC129(%rip), %rdx
	popq	%rbp
	.cfi_def_cfa_offset 40
	leaq	.LC17(%rip), %rdi
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
.L725:
	.cfi_restore_state
	addq	$1, (%r15)
	jmp	.L708
	.p2align 4,,10
	.p2align 3
.L724:
	addq	$1, (%r15)
	jmp	.L706
	.p2align 4,,10
	.p2align 3
.L726:
	addq	$1, (%r15)
	jmp	.L711
	.p2align 4,,10
	.p2align 3
.L730:
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
.L729:
	.cfi_restore_state
	addq	$1, 0(%rbp)
	jmp	.L717
	.p2align 4,,10
	.p2align 3
.L728:
	addq	$1, 0(%rbp)
	jmp	.L715
	.p2align 4,,10
	.p2align 3
.L727:
	addq	$1, 0(%rbp)
	jmp	.L713
	.cfi_endproc
.LFE52:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.1
.LC131:
	.string	"the scenario's trace"
.LC132:
	.string	" (the trace's mean)"
.LC133:
	.string	"stall us"
.LC134:
	.string	"load %"
.LC135:
	.string	"sim"
.LC136:
	.string	"formula"
.LC137:
	.string	"reference"
.LC138:
	.string	"closed-form"
	.section	.rodata.str1.8
	.align 8
.LC139:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.section	.rodata.str1.1
.LC140:
	.string	"s"
.LC144:
	.string	"default"
.LC145:
	.string	"QUICK"
.LC146:
	.string	"REPS"
.LC147:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC149:
	.string	"RESULT clock ghz=%.3f runs=%d\n"
	.section	.rodata.str1.1
.LC150:
	.string	"--self-test"
.LC151:
	.string	"rank n=1 p=0"
.LC152:
	.string	"rank n=1 p=100"
.LC153:
	.string	"rank n=1 p=0 ceil"
.LC154:
	.string	"rank n=1 p=100 ceil"
.LC155:
	.string	"rank n=10 p=0"
.LC156:
	.string	"rank n=10 p=100"
.LC157:
	.string	"rank n=10 p=50"
.LC158:
	.string	"rank n=10 p=95 rounds half up"
.LC159:
	.string	"rank n=10 p=94.9 rounds down"
.LC160:
	.string	"rank n=10 p=90.1 ceil"
.LC161:
	.string	"rank n=119980 p=99"
.LC162:
	.string	"rank n=119980 p=99.9"
.LC163:
	.string	"rank n=119980 p=99 ceil"
.LC164:
	.string	"rank n=2^62 p=99.99 exact"
.LC166:
	.string	"hdr fixture corrected count"
.LC167:
	.string	"hdr fixture correct_co"
.LC168:
	.string	"hdr fixture corrected p50"
.LC169:
	.string	"hdr fixture corrected p90"
.LC170:
	.string	"hdr fixture corrected p99"
.LC171:
	.string	"hdr fixture corrected max"
.LC172:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC173:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC174:
	.string	"correction of one interval"
.LC175:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC176:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC177:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC178:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC179:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC180:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC183:
	.string	"reference server agrees, start %lu"
	.align 8
.LC184:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC185:
	.string	"in service at a stall: extended by it"
	.align 8
.LC186:
	.string	"starting in a stall: waits for its end"
	.section	.rodata.str1.1
.LC187:
	.string	"200us"
.LC188:
	.string	"0.3us"
.LC189:
	.string	"0.5s"
.LC190:
	.string	"1.000000001s"
.LC191:
	.string	"0"
.LC192:
	.string	"250"
.LC193:
	.string	"0.5ns"
.LC194:
	.string	"ms"
.LC195:
	.string	"-1ms"
.LC196:
	.string	"5parsecs"
.LC197:
	.string	"1.ms"
.LC198:
	.string	"99999999999999999999s"
.LC199:
	.string	"4611686018427387904ns"
.LC200:
	.string	"--help"
.LC201:
	.string	"-h"
.LC202:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC203:
	.string	"QUICK '%s' is not valid: use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC204:
	.string	"bench: %s\n"
	.section	.rodata.str1.8
	.align 8
.LC205:
	.string	"REPS '%s' is not valid: a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC206:
	.string	"--scenario"
.LC207:
	.string	"%s"
.LC208:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC209:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests or hundred-requests-exercise"
	.align 8
.LC210:
	.string	"--scenario '%s' is not valid: %s"
	.align 8
.LC211:
	.string	"out of memory reading the options"
	.section	.rodata.str1.1
.LC212:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC213:
	.string	"both set the length of the run: "
	.align 8
.LC214:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC215:
	.string	"use --correct FILE"
.LC216:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC217:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC218:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC219:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC220:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC221:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC222:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC223:
	.string	"bench: the corrected trace does not fit in memory\n"
	.align 8
.LC224:
	.string	"bench: the trace's latency sum does not fit in 64 bits\n"
	.align 8
.LC225:
	.string	"bench: out of memory checking the trace\n"
	.align 8
.LC226:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC227:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC228:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC229:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC230:
	.string	"recorded"
.LC231:
	.string	"ratio"
.LC232:
	.string	"\n%-10s %9s"
.LC234:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC235:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC236:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC237:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC238:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC239:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC240:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC241:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC242:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC243:
	.string	"takes one connection: "
.LC244:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC245:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC246:
	.string	"--schedule poisson needs --rate R: %s%s"
	.section	.rodata.str1.1
.LC253:
	.string	"change --rate or the length"
	.section	.rodata.str1.8
	.align 8
.LC254:
	.string	"the schedule is empty, too long for memory or beyond 2^62 ns; "
	.section	.rodata.str1.1
.LC255:
	.string	"--schedule poisson: %s%s"
.LC256:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC257:
	.string	"--arrivals '%s': no due time falls within %s"
	.align 8
.LC258:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC259:
	.string	"the schedule has more than 200000000 requests: %s%s"
	.align 8
.LC260:
	.string	"shorten --duration or --interval"
	.align 8
.LC261:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.align 8
.LC262:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC263:
	.string	"back-to-back sends more than 200000000 requests: %s%s"
	.align 8
.LC264:
	.string	"shorten it or the service and stall times"
	.align 8
.LC265:
	.string	"the run may not fit in 64-bit nanoseconds: %s%s"
	.align 8
.LC266:
	.string	"--sweep runs on the fixed schedule with a fixed expected interval: drop --schedule, --arrivals and mean"
	.align 8
.LC267:
	.string	"bench: out of memory in the sweep\n"
	.section	.rodata.str1.1
.LC268:
	.string	"checked"
.LC269:
	.string	"%-10s %-8s"
.LC270:
	.string	" | %-10s %10s %10s"
.LC271:
	.string	"\n%-10s %-8s"
.LC272:
	.string	"p50"
.LC273:
	.string	" | "
.LC274:
	.string	"%s%10s"
.LC275:
	.string	"p99"
.LC276:
	.string	"p99.9"
.LC277:
	.string	"%-10lu"
.LC278:
	.string	"%-10s"
.LC279:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC280:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC281:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC282:
	.string	" %s_%s_ns=%lu"
.LC283:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC284:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC285:
	.string	"cross-check: no closed form: %s\n"
	.align 8
.LC286:
	.string	"bench: out of memory in the cross-check\n"
	.section	.rodata.str1.1
.LC287:
	.string	"expected_ns"
.LC288:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC289:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC290:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC291:
	.string	"bench: out of memory, or a sum beyond 64 bits, computing the expected outcome\n"
	.align 8
.LC292:
	.string	"coordinated omission on a virtual clock: closed loop, open loop, corrected"
	.section	.rodata.str1.1
.LC293:
	.string	"scenario: %s\n"
.LC294:
	.string	"server: service %s us; "
.LC295:
	.string	"no stalls"
.LC296:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC297:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC298:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC299:
	.string	"schedule: %s, %lu requests, mean gap %s us\n"
	.align 8
.LC300:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC301:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC302:
	.string	"\ncorrection: expected interval "
	.align 8
.LC303:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC304:
	.string	"%s us"
	.section	.rodata.str1.8
	.align 8
.LC305:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC306:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC307:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC308:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC309:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.section	.rodata.str1.1
.LC310:
	.string	"runs: 1 warmup + %u reps\n"
	.section	.rodata.str1.8
	.align 8
.LC311:
	.string	"bench: out of memory for the corrected set, or a sum beyond 64 bits\n"
	.section	.rodata.str1.1
.LC312:
	.string	" warmup"
.LC313:
	.string	"rep=%u%s set=%s"
.LC314:
	.string	" slow=%lu sum_ns=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC315:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC316:
	.string	"cv"
.LC317:
	.string	" %6s\n"
.LC318:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC319:
	.string	"percentiles in us, minimum over %u reps (cv: the largest over the percentiles);\nslow: samples above %s us, median over reps\n\n"
	.align 8
.LC320:
	.string	"simulation cost, %-6s loop: min %.3f ns per request, median %.3f, cv %.3f\n"
	.align 8
.LC321:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC322:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC323:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC324:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC325:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC326:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.section	.rodata.str1.1
.LC327:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC328:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.align 8
.LC329:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC330:
	.string	"base: service %s us"
.LC331:
	.string	", stall %s us"
.LC332:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC333:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC334:
	.string	"stall length"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB92:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	%edi, %r15d
	movl	$22, %ecx
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
	subq	$5896, %rsp
	.cfi_def_cfa_offset 5952
	movdqa	.LC141(%rip), %xmm0
	movl	%edi, 24(%rsp)
	leaq	848(%rsp), %rdi
	rep stosq
	movaps	%xmm0, 816(%rsp)
	movdqa	.LC142(%rip), %xmm0
	leaq	.LC144(%rip), %rax
	leaq	.LC145(%rip), %rdi
	movq	%rsi, 32(%rsp)
	movaps	%xmm0, 832(%rsp)
	movdqa	.LC143(%rip), %xmm0
	movq	$200000, 856(%rsp)
	movaps	%xmm0, 896(%rsp)
	movq	$1000000, 920(%rsp)
	movl	$31, 932(%rsp)
	movq	%rax, 1008(%rsp)
	call	getenv@PLT
	leaq	.LC146(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	$0, 264(%rsp)
	movq	%rax, %rbp
	cmpl	$2, %r15d
	je	.L1182
	testq	%rbx, %rbx
	je	.L1025
.L780:
	leaq	.LC202(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	cmpb	$0, (%rbx)
	movl	%eax, %r12d
	jne	.L1183
.L784:
	xorl	%eax, %eax
	testl	%r12d, %r12d
	sete	%al
.L783:
	movl	%eax, 1016(%rsp)
	testq	%rbp, %rbp
	je	.L786
.L781:
	cmpb	$0, 0(%rbp)
	jne	.L1184
.L786:
	cmpl	$2, 24(%rsp)
	jle	.L782
	movl	24(%rsp), %eax
	movq	32(%rsp), %rcx
	leaq	.LC206(%rip), %r14
	leaq	.LC208(%rip), %rbp
	movq	%r14, 8(%rsp)
	subl	$3, %eax
	leaq	8(%rcx), %r15
	leaq	16(%rcx,%rax,8), %rax
	movq	%rax, 16(%rsp)
	leaq	1792(%rsp), %rax
	movq	%rax, 64(%rsp)
	jmp	.L798
	.p2align 4,,10
	.p2align 3
.L788:
	movq	16(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	je	.L1185
.L798:
	movq	(%r15), %rdi
	movq	8(%rsp), %rsi
	call	strcmp@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L788
	movq	8(%r15), %r14
	leaq	SCENARIOS(%rip), %r13
.L790:
	movq	0(%r13), %r12
	movq	%r14, %rdi
	movq	%r12, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L789
	addl	$1, %ebx
	addq	$24, %r13
	cmpl	$5, %ebx
	jne	.L790
	leaq	1280(%rsp), %rdi
	movq	%r14, %rcx
	xorl	%eax, %eax
	movl	$512, %esi
	leaq	.LC209(%rip), %r8
	leaq	.LC210(%rip), %rdx
	movq	%rdi, 8(%rsp)
	call	snprintf@PLT
.L1179:
	movq	8(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC204(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L785:
	movl	$2, %ebx
.L731:
	addq	$5896, %rsp
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
.L1183:
	.cfi_restore_state
	leaq	.LC191(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L784
	testl	%r12d, %r12d
	je	.L784
	leaq	1280(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC203(%rip), %rdx
	call	snprintf@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC204(%rip), %rsi
	call	fprintf@PLT
	jmp	.L785
	.p2align 4,,10
	.p2align 3
.L789:
	movslq	%ebx, %rbx
	movq	64(%rsp), %r14
	movl	%eax, 40(%rsp)
	leaq	SCENARIOS(%rip), %rdi
	leaq	(%rbx,%rbx,2), %rax
	leaq	.LC207(%rip), %rdx
	movl	$512, %esi
	movq	$0, 688(%rsp)
	movq	16(%rdi,%rax,8), %rcx
	leaq	688(%rsp), %rbx
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r14, %rdi
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	leaq	1024(%rsp), %r14
	movl	40(%rsp), %r9d
	testq	%rax, %rax
	je	.L792
	movl	$1, %r13d
	leaq	1024(%rsp), %r14
	.p2align 4,,10
	.p2align 3
.L793:
	movq	%rax, -8(%r14,%r13,8)
	movq	%rbx, %rdx
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
	jne	.L793
.L792:
	leaq	1280(%rsp), %rbx
	leaq	816(%rsp), %rdi
	movq	%r14, %rdx
	movl	%r9d, %esi
	movq	%rbx, %rcx
	movq	%r12, 1008(%rsp)
	call	apply_args.constprop.0
	testl	%eax, %eax
	je	.L788
	movq	%rbx, 8(%rsp)
	jmp	.L1179
.L1185:
	movslq	24(%rsp), %rdi
	movq	8(%rsp), %r14
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L796
.L800:
	movl	$1, %r12d
	movq	%r14, 8(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	xorl	%r13d, %r13d
	movl	%r12d, %r14d
	.p2align 4,,10
	.p2align 3
.L804:
	movq	32(%rsp), %rdi
	movslq	%r14d, %rax
	movq	8(%rsp), %rsi
	leal	1(%r14), %r12d
	movq	(%rdi,%rax,8), %rbx
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L802
	addl	$2, %r14d
	cmpl	%r12d, 24(%rsp)
	jg	.L803
.L802:
	leaq	.LC52(%rip), %rsi
	movq	%rbx, %rdi
	movl	%r12d, %r14d
	call	strcmp@PLT
	leaq	.LC55(%rip), %rsi
	movq	%rbx, %rdi
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %r13d
	call	strcmp@PLT
	movq	16(%rsp), %rcx
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %r15d
	movslq	%ebp, %rax
	addl	$1, %ebp
	movq	%rbx, (%rcx,%rax,8)
.L803:
	cmpl	%r14d, 24(%rsp)
	jg	.L804
	testl	%r13d, %r15d
	je	.L801
	leaq	1280(%rsp), %rdi
	leaq	.LC212(%rip), %r8
	xorl	%eax, %eax
	movl	$512, %esi
	leaq	.LC213(%rip), %rcx
	leaq	.LC214(%rip), %rdx
	movq	%rdi, 8(%rsp)
	call	snprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L1179
.L1182:
	movq	32(%rsp), %rax
	leaq	.LC147(%rip), %rsi
	movq	8(%rax), %r12
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1186
	leaq	.LC150(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1187
	leaq	.LC200(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L778
	leaq	.LC201(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L778
	testq	%rbx, %rbx
	jne	.L780
	xorl	%r9d, %r9d
	movl	%r9d, 1016(%rsp)
	testq	%rbp, %rbp
	jne	.L781
.L782:
	movslq	24(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L796
	cmpl	$1, 24(%rsp)
	leaq	.LC206(%rip), %r14
	jg	.L800
	xorl	%ebp, %ebp
.L801:
	movq	16(%rsp), %r15
	leaq	816(%rsp), %rax
	leaq	1280(%rsp), %rcx
	movl	%ebp, %esi
	movq	%rax, %rdi
	movq	%rcx, 8(%rsp)
	movq	%r15, %rdx
	movq	%rax, 64(%rsp)
	call	apply_args.constprop.0
	movq	%r15, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L1179
	movl	936(%rsp), %eax
	movl	%eax, 40(%rsp)
	subl	$1, %eax
	jne	.L807
	movq	984(%rsp), %r9
	testq	%r9, %r9
	je	.L1188
	movq	8(%rsp), %r8
	movq	%r9, %rdi
	leaq	264(%rsp), %rcx
	movl	$1, %edx
	leaq	.LC92(%rip), %rsi
	movq	%r9, 16(%rsp)
	call	read_numbers.constprop.0
	movq	16(%rsp), %r9
	movq	%r9, 72(%rsp)
	movq	%rax, %r9
.L811:
	testq	%r9, %r9
	je	.L1179
	movq	1008(%rsp), %rax
	leaq	320(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movl	$8, %ecx
	movl	912(%rsp), %r13d
	movq	%rdi, 8(%rsp)
	movq	%rax, 32(%rsp)
	xorl	%eax, %eax
	movq	264(%rsp), %r12
	rep stosl
	leaq	352(%rsp), %rdi
	movl	$8, %ecx
	movq	904(%rsp), %r14
	movq	%rdi, 16(%rsp)
	rep stosl
	movaps	%xmm0, 272(%rsp)
	testl	%r13d, %r13d
	je	.L827
	testq	%r12, %r12
	je	.L828
	movq	%r9, %rax
	leaq	(%r9,%r12,8), %rdx
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L829:
	movq	(%rax), %rsi
	xorl	%edi, %edi
	addq	%rsi, %rcx
	adcq	%rdi, %rbx
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L829
	xorl	%eax, %eax
	movq	%rbx, %rdi
	cmpq	%r12, %rcx
	movl	$1, %r14d
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
	cmpq	%r12, %rsi
	jnb	.L1190
.L837:
	movq	(%r9,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r14, %rax
	jb	.L833
	xorl	%edx, %edx
	divq	%r14
	movq	%rax, %rcx
.L833:
	addq	%rcx, %rbx
	jnc	.L1191
.L836:
	movl	$50, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC223(%rip), %rdi
	movq	%r9, 8(%rsp)
	movl	$1, %ebx
	call	fwrite@PLT
	movq	8(%rsp), %r9
.L832:
	movq	%r9, %rdi
	call	free@PLT
	jmp	.L731
.L807:
	movq	944(%rsp), %r12
	movq	952(%rsp), %rbx
	movq	%r12, %rax
	movq	%r12, %rbp
	orq	%rbx, %rax
	jne	.L854
	cmpl	$0, 1016(%rsp)
	movabsq	$20000000000, %rbp
	movabsq	$5000000000, %rax
	cmovne	%rax, %rbp
.L854:
	movq	832(%rsp), %rax
	movq	%rax, 48(%rsp)
	testq	%rax, %rax
	jne	.L1192
.L855:
	movsd	960(%rsp), %xmm4
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm4
	movsd	%xmm4, 32(%rsp)
	jp	.L1049
	jne	.L1049
	movl	888(%rsp), %eax
	movl	%eax, 104(%rsp)
	subl	$1, %eax
	je	.L1193
	movl	848(%rsp), %eax
	movl	%eax, 72(%rsp)
	subl	$1, %eax
	je	.L1017
.L862:
	cmpl	$2, 72(%rsp)
	je	.L1194
	movq	%rbx, %rdi
	testq	%rbx, %rbx
	jne	.L898
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	856(%rsp)
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rdi
.L898:
	movq	%rdi, 872(%rsp)
	cmpq	$200000000, %rdi
	ja	.L1195
	movq	856(%rsp), %rcx
	movq	%rdi, %rax
	movabsq	$4611686018427387903, %rsi
	mulq	%rcx
	movq	%rax, %r11
	xorl	%eax, %eax
	cmpq	%r11, %rsi
	sbbq	%rdx, %rax
	jc	.L1196
	cmpl	$0, 1020(%rsp)
	jne	.L901
	movq	%rcx, 904(%rsp)
.L901:
	movq	$0, 24(%rsp)
	cmpl	$2, 104(%rsp)
	je	.L1010
	movq	816(%rsp), %rax
	movq	%rax, 96(%rsp)
.L902:
	movq	872(%rsp), %rax
	movq	864(%rsp), %rbx
	movq	%rax, 80(%rsp)
	leaq	-1(%rax), %rcx
	testq	%rbx, %rbx
	je	.L905
.L1009:
	movq	(%rbx,%rcx,8), %rcx
.L906:
	movq	80(%rsp), %rdi
	movq	824(%rsp), %rax
	movq	880(%rsp), %r13
	movq	840(%rsp), %r11
	leaq	1(%rdi), %rsi
	movq	96(%rsp), %rdi
	movq	%rax, 112(%rsp)
	movq	%r11, 120(%rsp)
	addq	%rax, %rdi
	movq	%rsi, %rax
	mulq	%rdi
	xorl	%edi, %edi
	movq	%rax, %r8
	movq	%r13, %rax
	movq	%rdx, %r9
	xorl	%edx, %edx
	addq	%r11, %rax
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
	jc	.L1197
	cmpl	$2, 40(%rsp)
	je	.L1198
	cmpl	$3, 40(%rsp)
	je	.L1199
	movl	932(%rsp), %r15d
	movl	$256, %esi
	movq	1008(%rsp), %rbp
	leal	1(%r15), %edi
	movl	%r15d, 136(%rsp)
	movl	%edi, 212(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%r15, %rdi
	movq	%r15, 152(%rsp)
	movq	%rax, %r14
	movq	%rax, 128(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%r15, %rdi
	movq	%rax, %r12
	movq	%rax, 168(%rsp)
	call	calloc@PLT
	movl	$10, %ecx
	pxor	%xmm0, %xmm0
	leaq	560(%rsp), %rdi
	movq	%rax, 176(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r14, %r14
	movq	%rdi, 88(%rsp)
	rep stosl
	sete	%al
	testq	%r12, %r12
	movaps	%xmm0, 320(%rsp)
	sete	%dl
	orb	%dl, %al
	jne	.L954
	testq	%rsi, %rsi
	je	.L954
	movq	64(%rsp), %r15
	movq	88(%rsp), %rdi
	movq	%r15, %rsi
	call	buffers_init
	testl	%eax, %eax
	je	.L1200
.L954:
	movq	80(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC290(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L953:
	movl	$1, %ebx
.L959:
	movq	88(%rsp), %rdi
	call	buffers_free
	movq	168(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	movq	128(%rsp), %rdi
	call	free@PLT
.L944:
	movq	24(%rsp), %rdi
	call	free@PLT
	jmp	.L731
.L1025:
	xorl	%eax, %eax
	jmp	.L783
.L1049:
	cmpl	$1, 848(%rsp)
	jne	.L1201
	movl	888(%rsp), %eax
	movl	%eax, 72(%rsp)
	subl	$1, %eax
	je	.L1202
.L863:
	testq	%rbx, %rbx
	movl	$1024, %eax
	movq	968(%rsp), %r14
	cmovne	%rbx, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rax, %r15
	call	malloc@PLT
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L879
	xorl	%r13d, %r13d
	pxor	%xmm1, %xmm1
	movabsq	$-4658895280553007687, %r12
	.p2align 4,,10
	.p2align 3
.L866:
	movabsq	$-7046029254386353131, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC248(%rip), %xmm2
	movsd	%xmm1, 16(%rsp)
	addq	%rax, %r14
	movq	%r14, %rdx
	shrq	$30, %rdx
	xorq	%r14, %rdx
	imulq	%r12, %rdx
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
	mulsd	.LC247(%rip), %xmm0
	subsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	log@PLT
	xorpd	.LC249(%rip), %xmm0
	divsd	32(%rsp), %xmm0
	movsd	16(%rsp), %xmm1
	mulsd	.LC250(%rip), %xmm0
	addsd	%xmm0, %xmm1
	testq	%rbx, %rbx
	je	.L868
	cmpq	%r13, %rbx
	sete	%al
.L869:
	testb	%al, %al
	jne	.L1203
	comisd	.LC251(%rip), %xmm1
	jnb	.L872
	cmpq	$200000000, %r13
	je	.L872
	cmpq	%r13, %r15
	je	.L1204
	addq	$1, %r13
	comisd	.LC252(%rip), %xmm1
	jnb	.L877
	cvttsd2siq	%xmm1, %rax
	movq	24(%rsp), %rdi
	movq	%rax, -8(%rdi,%r13,8)
	jmp	.L866
.L1192:
	movq	824(%rsp), %r14
	cmpq	%rax, %r14
	jb	.L855
	leaq	1792(%rsp), %rdi
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	leaq	1024(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	8(%rsp), %rdi
	movq	%rbx, %r8
	leaq	.LC238(%rip), %rdx
	movq	%rax, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L856
.L778:
	movq	stdout(%rip), %rcx
	movl	$1699, %edx
	movl	$1, %esi
	xorl	%ebx, %ebx
	leaq	USAGE(%rip), %rdi
	call	fwrite@PLT
	jmp	.L731
.L1188:
	movq	992(%rsp), %r15
	xorl	%r8d, %r8d
	movq	%r9, 16(%rsp)
	movq	%r8, 432(%rsp)
	movq	%r15, %rdi
	call	strlen@PLT
	movq	16(%rsp), %r9
	cmpq	$255, %rax
	ja	.L1205
	movq	%r15, %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	movq	%r9, 32(%rsp)
	leaq	1792(%rsp), %r10
	leaq	.LC207(%rip), %rdx
	movl	$2, %r12d
	movq	%r10, %rdi
	movq	%r10, 40(%rsp)
	leaq	432(%rsp), %r13
	leaq	.LC218(%rip), %rbp
	call	snprintf@PLT
	movq	32(%rsp), %rbx
	movq	%r15, 24(%rsp)
	leaq	688(%rsp), %rax
	movq	%rax, 16(%rsp)
	movl	%r12d, 32(%rsp)
.L825:
	movq	40(%rsp), %r15
	movq	24(%rsp), %rcx
	leaq	.LC207(%rip), %rdx
	xorl	%eax, %eax
	movl	$256, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	movq	%r15, %rdi
	movq	%r13, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	xorl	%r15d, %r15d
	movq	%rax, %r12
.L813:
	testq	%r12, %r12
	je	.L1206
	movl	$42, %esi
	movq	%r12, %rdi
	call	strchr@PLT
	movq	$1, 688(%rsp)
	testq	%rax, %rax
	je	.L814
	movb	$0, (%rax)
	leaq	1(%rax), %r14
	movq	16(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r14, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1207
.L814:
	leaq	1024(%rsp), %r14
	leaq	560(%rsp), %rdx
	movl	$1, %esi
	movq	%r12, %rdi
	movq	%r14, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L816
	movq	688(%rsp), %rax
	testq	%rax, %rax
	je	.L818
	movq	560(%rsp), %rdx
	addq	%r15, %rax
	.p2align 4,,10
	.p2align 3
.L820:
	testq	%rbx, %rbx
	je	.L819
	movq	%rdx, (%rbx,%r15,8)
.L819:
	addq	$1, %r15
	cmpq	%rax, %r15
	jne	.L820
.L818:
	movq	%r13, %rdx
	movq	%rbp, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r12
	jmp	.L813
.L868:
	testq	%rbp, %rbp
	js	.L870
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbp, %xmm0
.L871:
	comisd	%xmm0, %xmm1
	setnb	%al
	jmp	.L869
.L877:
	movapd	%xmm1, %xmm0
	subsd	.LC252(%rip), %xmm0
	movq	24(%rsp), %rcx
	cvttsd2siq	%xmm0, %rax
	movq	%rax, -8(%rcx,%r13,8)
	btcq	$63, -8(%rcx,%r13,8)
	jmp	.L866
.L870:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L871
.L1204:
	movq	%r15, %rsi
	movq	24(%rsp), %rdi
	movsd	%xmm1, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L872
	movsd	.LC252(%rip), %xmm0
	movsd	16(%rsp), %xmm1
	addq	%r15, %r15
	addq	$1, %r13
	comisd	%xmm0, %xmm1
	jnb	.L874
	cvttsd2siq	%xmm1, %rdx
	movq	%rdx, -8(%rax,%r13,8)
.L875:
	movq	%rax, 24(%rsp)
	jmp	.L866
.L1184:
	leaq	256(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1208
	movq	256(%rsp), %rax
	movl	%eax, 932(%rsp)
	jmp	.L786
.L1190:
	movabsq	$2305843009213693950, %rdx
	leaq	-1(%rbx), %rax
	cmpq	%rax, %rdx
	jb	.L836
	leaq	0(,%rbx,8), %rdi
	movq	%r9, 24(%rsp)
	call	malloc@PLT
	movq	24(%rsp), %r9
	testq	%rax, %rax
	movq	%rax, 64(%rsp)
	movq	%rax, %rcx
	je	.L836
	movq	%r9, %rdi
	movq	%r14, %rdx
	movq	%r12, %rsi
	call	correct_co
	movq	%r9, %rdi
	movq	%r12, %rsi
	movq	%r9, 40(%rsp)
	leaq	560(%rsp), %rax
	movl	928(%rsp), %ecx
	movq	920(%rsp), %rdx
	movq	%rax, %r8
	movq	%rax, 88(%rsp)
	movl	%ecx, 24(%rsp)
	movq	%rdx, 48(%rsp)
	call	summarise
	movq	40(%rsp), %r9
	testl	%eax, %eax
	jne	.L840
	leaq	688(%rsp), %rax
	movl	24(%rsp), %ecx
	movq	48(%rsp), %rdx
	movq	%rbx, %rsi
	movq	64(%rsp), %rdi
	movq	%rax, %r8
	movq	%r9, 80(%rsp)
	movq	%rax, 40(%rsp)
	call	summarise
	movq	80(%rsp), %r9
	testl	%eax, %eax
	je	.L1209
.L840:
	movl	$55, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC224(%rip), %rdi
	movq	%r9, 24(%rsp)
	call	fwrite@PLT
	movq	24(%rsp), %r9
.L839:
	movl	$1, %ebx
.L842:
	movq	8(%rsp), %rdi
	movq	%r9, 24(%rsp)
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	24(%rsp), %r9
	jmp	.L832
.L827:
	testq	%r12, %r12
	jne	.L831
	jmp	.L836
.L874:
	movapd	%xmm1, %xmm2
	subsd	%xmm0, %xmm2
	cvttsd2siq	%xmm2, %rdx
	movq	%rdx, -8(%rax,%r13,8)
	btcq	$63, -8(%rax,%r13,8)
	jmp	.L875
.L1010:
	movq	816(%rsp), %rax
	movq	%rax, 96(%rsp)
	testq	%rbx, %rbx
	jne	.L1210
	movq	%rbp, 880(%rsp)
	testq	%rbp, %rbp
	je	.L904
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	96(%rsp)
	movq	896(%rsp), %rdx
	leaq	1(%rdx,%rax), %rax
	cmpq	$200000000, %rax
	ja	.L1211
.L904:
	movl	$2, 104(%rsp)
	jmp	.L902
.L1203:
	testq	%r13, %r13
	je	.L867
	movq	24(%rsp), %rax
	cmpl	$0, 1020(%rsp)
	movq	%r13, 872(%rsp)
	movq	%rax, 864(%rsp)
	jne	.L882
	movsd	.LC252(%rip), %xmm1
	movsd	.LC250(%rip), %xmm0
	divsd	32(%rsp), %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L883
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 904(%rsp)
.L884:
	movq	904(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 904(%rsp)
.L882:
	movl	72(%rsp), %eax
	movl	$1, 72(%rsp)
	movl	%eax, 104(%rsp)
.L897:
	cmpl	$2, 104(%rsp)
	je	.L1010
	movq	872(%rsp), %rax
	movq	864(%rsp), %rbx
	movq	%rax, 80(%rsp)
	leaq	-1(%rax), %rcx
	movq	816(%rsp), %rax
	movq	%rax, 96(%rsp)
	jmp	.L1009
.L905:
	imulq	856(%rsp), %rcx
	jmp	.L906
.L1186:
	leaq	1792(%rsp), %r10
	movl	$7, %ebp
	orq	$-1, %r14
	movq	%r10, %r12
.L735:
	movq	%r12, %rsi
	movl	$1, %edi
	xorl	%ebx, %ebx
	call	clock_gettime@PLT
	movq	1800(%rsp), %r15
	movl	$20000000, %eax
	imulq	$1000000000, 1792(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L734:
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	subl	$1, %eax
	jne	.L734
	movq	%r12, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	1800(%rsp), %rax
	imulq	$1000000000, 1792(%rsp), %rdx
	subq	%r15, %rdx
	addq	%rdx, %rax
	subq	%r13, %rax
	cmpq	%rax, %r14
	cmova	%rax, %r14
	subl	$1, %ebp
	jne	.L735
	testq	%r14, %r14
	js	.L736
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L737:
	movsd	.LC148(%rip), %xmm1
	movl	$7, %esi
	leaq	.LC149(%rip), %rdi
	xorl	%ebx, %ebx
	movl	$1, %eax
	divsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	printf@PLT
	jmp	.L731
.L1198:
	movl	72(%rsp), %eax
	orl	912(%rsp), %eax
	jne	.L1212
	movq	1000(%rsp), %rax
	leaq	.LC95(%rip), %rsi
	leaq	384(%rsp), %r14
	leaq	432(%rsp), %r12
	leaq	LOAD_PCT.3(%rip), %r15
	movq	%rax, %rdi
	movq	%rax, 72(%rsp)
	call	strcmp@PLT
	movq	80(%rsp), %rcx
	pxor	%xmm0, %xmm0
	imulq	856(%rsp), %rcx
	cmpl	$1, %eax
	movl	%eax, 8(%rsp)
	sbbq	%r8, %r8
	movq	%r14, 16(%rsp)
	xorl	%ebx, %ebx
	xorl	%ebp, %ebp
	andl	$3, %r8d
	movq	%rcx, 40(%rsp)
	addq	$8, %r8
	movaps	%xmm0, 320(%rsp)
	movq	%r8, 32(%rsp)
	jmp	.L924
.L1215:
	imulq	$100, 432(%rsp), %rax
	movl	(%r15,%rbp,4), %ecx
	movl	%ecx, %edx
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rax, 472(%rsp)
	movq	40(%rsp), %rax
	movq	%rcx, 520(%rsp)
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 488(%rsp)
.L913:
	movq	16(%rsp), %rdi
	movq	%r12, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L921
	cmpl	$0, 464(%rsp)
	jne	.L1213
	movq	%r12, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 688(%rsp,%rbx,8)
	testq	%rax, %rax
	jne	.L918
	leaq	1024(%rsp), %r13
	movq	%r12, %rdi
	movq	%r13, %rsi
	call	closed_form
.L920:
	testl	%eax, %eax
	jne	.L921
	movq	%rbx, %rax
	movq	16(%rsp), %rsi
	leaq	352(%rsp), %rcx
	movq	%r12, %rdi
	salq	$8, %rax
	leaq	1792(%rsp,%rax), %r14
	movq	%r14, %rdx
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
	movq	%r14, %rcx
	movq	%r13, %rdx
	movl	%ebp, %esi
	leaq	320(%rsp), %rdi
	call	check_outcome
	cmpl	$0, 8(%rsp)
	jne	.L922
	movl	(%r15,%rbp,4), %eax
.L923:
	movq	%rax, 560(%rsp,%rbx,8)
	addq	$1, %rbx
.L914:
	movq	32(%rsp), %rax
	addq	$1, %rbp
	cmpq	%rax, %rbp
	je	.L1214
.L924:
	cmpl	$0, 8(%rsp)
	movq	64(%rsp), %rsi
	movl	$30, %ecx
	movq	%r12, %rdi
	rep movsl
	je	.L1215
	leaq	STALL_US.2(%rip), %rax
	imulq	$1000, (%rax,%rbp,8), %rdx
	movq	448(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 440(%rsp)
	cmpq	%rdx, %rax
	jnb	.L913
	jmp	.L914
.L1187:
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC151(%rip), %rdi
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC152(%rip), %rdi
	movl	%eax, %ebx
	leaq	raw.8(%rip), %rbp
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC153(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC154(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC155(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC156(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$5, %edx
	movl	$5, %esi
	leaq	.LC157(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC158(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$9, %edx
	movl	$9, %esi
	leaq	.LC159(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC160(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %edx
	movl	$118780, %esi
	leaq	.LC161(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %edx
	movl	$119860, %esi
	leaq	.LC162(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %edx
	movl	$118781, %esi
	leaq	.LC163(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	.LC164(%rip), %rdi
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rdx
	addl	%eax, %ebx
	call	expect
	movdqa	.LC165(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L740:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L740
	movq	$100000000, 80000+raw.8(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L745
.L1216:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L744
.L745:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L741
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L741:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L1216
	xorl	%esi, %esi
.L744:
	movq	%rsi, %rdx
	leaq	.LC166(%rip), %rdi
	movl	$20000, %esi
	call	expect
	leaq	fixed.7(%rip), %r12
	movl	$10000, %edx
	movq	%rbp, %rdi
	movq	%r12, %rcx
	movl	$10001, %esi
	addl	%eax, %ebx
	call	correct_co
	movl	$20000, %esi
	leaq	.LC167(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	leaq	560(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise
	movq	568(%rsp), %rdx
	movl	$1000, %esi
	leaq	.LC168(%rip), %rdi
	call	expect
	movq	576(%rsp), %rdx
	movl	$80000000, %esi
	leaq	.LC169(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	584(%rsp), %rdx
	movl	$98000000, %esi
	leaq	.LC170(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	608(%rsp), %rdx
	movl	$100000000, %esi
	leaq	.LC171(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	624(%rsp), %rdx
	movl	$1953359375, %esi
	leaq	.LC172(%rip), %rdi
	salq	$8, %rsi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC173(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC174(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$2, %edx
	movl	$2, %esi
	leaq	.LC175(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$2000000, %edx
	movl	$2000000, %esi
	leaq	.LC176(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	384(%rsp), %rdi
	movl	$8, %ecx
	xorl	%edx, %edx
	addl	%eax, %ebx
	xorl	%eax, %eax
	movl	$9, %r8d
	movl	$700, %esi
	rep stosl
	leaq	384(%rsp), %rax
	movl	$1, %ecx
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	movq	%rax, %r15
	call	dist_add.part.0
	cmpl	$0, 408(%rsp)
	jne	.L747
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%r15, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 408(%rsp)
	jne	.L747
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%r15, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L747:
	movq	392(%rsp), %rbp
	movq	384(%rsp), %rcx
	xorl	%r11d, %r11d
	xorl	%r9d, %r9d
	leaq	1792(%rsp), %r10
.L752:
	cmpq	%rbp, %r11
	je	.L1021
	xorl	%r8d, %r8d
	cmpq	$0, 24(%rcx)
	je	.L749
	.p2align 4,,10
	.p2align 3
.L754:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r10,%r9,8), %rdi
	je	.L751
	.p2align 4,,10
	.p2align 3
.L748:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%rdi,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L748
	leaq	1(%r9,%rdx), %r9
.L751:
	addq	$1, %r8
	cmpq	24(%rcx), %r8
	jb	.L754
.L749:
	addq	$1, %r11
	addq	$32, %rcx
	jmp	.L752
.L1021:
	leaq	688(%rsp), %rax
	xorl	%r11d, %r11d
	movq	%r9, 64(%rsp)
	leaq	1280(%rsp), %rbp
	movq	%rax, 40(%rsp)
	leaq	1024(%rsp), %rax
	leaq	-8+PCT_NAME(%rip), %r14
	movq	%r11, 32(%rsp)
	leaq	.LC178(%rip), %r12
	leaq	.LC1(%rip), %r15
	movq	%rax, 16(%rsp)
	movq	%rbp, 8(%rsp)
	movq	%r10, 72(%rsp)
.L753:
	movl	32(%rsp), %r13d
	movq	40(%rsp), %rcx
	movl	$2000, %esi
	movq	48(%rsp), %rdi
	movl	%r13d, %edx
	call	dist_summarise
	movq	64(%rsp), %rsi
	movq	16(%rsp), %r8
	movl	%r13d, %ecx
	movq	72(%rsp), %rdi
	movl	$2000, %edx
	call	summarise
	movq	688(%rsp), %rcx
	movq	1024(%rsp), %rdx
	leaq	.LC177(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L1217
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L756:
	movq	32(%rsp), %rcx
	addl	%eax, %ebx
	leaq	RANK_NAME(%rip), %rax
	movl	$8, %r13d
	movq	(%rax,%rcx,8), %rax
	movq	%rax, 24(%rsp)
	jmp	.L759
.L757:
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L758:
	addq	$8, %r13
	addl	%eax, %ebx
	cmpq	$56, %r13
	je	.L1218
.L759:
	movq	(%r14,%r13), %rcx
	movq	24(%rsp), %r9
	movq	%r12, %rdx
	movq	%rbp, %rdi
	movl	$64, %esi
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	40(%rsp), %rax
	movq	%rbp, %rsi
	movq	(%rax,%r13), %rcx
	movq	16(%rsp), %rax
	movq	(%rax,%r13), %rdx
	cmpq	%rdx, %rcx
	jne	.L757
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L758
.L1218:
	movq	744(%rsp), %rcx
	movq	1080(%rsp), %rdx
	leaq	.LC179(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L1219
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L761:
	movq	752(%rsp), %rcx
	addl	%eax, %ebx
	movq	1088(%rsp), %rdx
	leaq	.LC180(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L1220
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L763:
	addl	%eax, %ebx
	cmpq	$0, 32(%rsp)
	jne	.L1221
	movq	$1, 32(%rsp)
	jmp	.L753
.L1221:
	movq	48(%rsp), %rdi
	leaq	starts.6(%rip), %rbp
	movabsq	$3777893186295716171, %r14
	leaq	.LC1(%rip), %r15
	leaq	80(%rbp), %r13
	call	dist_free
	movdqa	.LC181(%rip), %xmm0
	xorl	%eax, %eax
	leaq	1312(%rsp), %rdi
	movl	$22, %ecx
	rep stosl
	leaq	432(%rsp), %rax
	movaps	%xmm0, 1280(%rsp)
	movdqa	.LC182(%rip), %xmm0
	movq	%rax, 32(%rsp)
	movaps	%xmm0, 1296(%rsp)
.L776:
	movq	0(%rbp), %r12
	movq	32(%rsp), %rdi
	xorl	%eax, %eax
	movl	$64, %esi
	leaq	.LC183(%rip), %rdx
	movq	%r12, %rcx
	call	snprintf@PLT
	cmpq	$2999, %r12
	jbe	.L764
	movq	%r12, %rsi
	movl	$100, %edi
	.p2align 4,,10
	.p2align 3
.L766:
	leaq	-3000(%rsi), %rdx
	movq	%rdx, %rax
	mulq	%r14
	shrq	$10, %rdx
	leaq	1(%rdx), %rax
	imulq	$5000, %rax, %rax
	leaq	2000(%rax), %rdx
	cmpq	%rdx, %rsi
	jb	.L768
	leaq	3000(%rax), %rsi
	cmpq	$2999, %rsi
	ja	.L766
.L1178:
	xorl	%eax, %eax
	movl	$2000, %edx
.L768:
	leaq	(%rdi,%rsi), %rcx
	cmpq	%rcx, %rdx
	jnb	.L767
.L1222:
	movq	%rcx, %rdi
	leaq	3000(%rax), %rsi
	xorl	%eax, %eax
	subq	%rdx, %rdi
	movl	$2000, %edx
	cmpq	$2999, %rsi
	ja	.L766
	leaq	(%rdi,%rsi), %rcx
	cmpq	%rcx, %rdx
	jb	.L1222
.L767:
	leaq	100(%r12), %rdx
	cmpq	$2000, %rdx
	jbe	.L770
	movl	$2000, %eax
	jmp	.L773
	.p2align 4,,10
	.p2align 3
.L1223:
	addq	$1000, %rdx
	addq	$5000, %rax
	cmpq	%rdx, %rax
	jnb	.L770
.L773:
	cmpq	%rax, %r12
	jb	.L1223
	leaq	1000(%rax), %r8
	leaq	1100(%rax), %rdi
	cmpq	%r8, %r12
	cmovb	%rdi, %rdx
	addq	$5000, %rax
	cmpq	%rdx, %rax
	jb	.L773
.L770:
	movq	32(%rsp), %rsi
	cmpq	%rdx, %rcx
	je	.L1224
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L775:
	addq	$8, %rbp
	addl	%eax, %ebx
	cmpq	%rbp, %r13
	jne	.L776
	movq	8(%rsp), %r15
	movl	$100, %edx
	movl	$1900, %esi
	leaq	.LC192(%rip), %rbp
	movq	%r15, %rdi
	call	ref_serve
	movl	$2000, %esi
	leaq	.LC184(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	movl	$100, %edx
	movl	$1950, %esi
	movq	%r15, %rdi
	addl	%eax, %ebx
	call	ref_serve
	movl	$3050, %esi
	leaq	.LC185(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	movl	$100, %edx
	movl	$2500, %esi
	movq	%r15, %rdi
	addl	%eax, %ebx
	call	ref_serve
	movl	$3100, %esi
	leaq	.LC186(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC187(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC188(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC189(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC190(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC191(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	movl	$250, %ecx
	movl	$1, %edx
	movq	%rbp, %rdi
	movl	$1, %esi
	addl	%eax, %ebx
	call	expect_time
	xorl	%edx, %edx
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	movq	%rbp, %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC193(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC194(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC195(%rip), %rdi
	addl	%eax, %ebx
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
	leaq	.LC199(%rip), %rdi
	addl	%eax, %ebx
	xorl	%esi, %esi
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L731
.L764:
	movl	$100, %edi
	movl	$3000, %esi
	cmpq	$1999, %r12
	ja	.L766
	movq	%r12, %rsi
	jmp	.L1178
.L1224:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L775
.L1209:
	movq	8(%rsp), %rbx
	movq	%r9, %rdi
	movq	%r12, %rsi
	movq	%rbx, %rdx
	call	dist_of_sorted
	movq	16(%rsp), %rdx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	dist_correct
	movl	344(%rsp), %eax
	movq	80(%rsp), %r9
	orl	376(%rsp), %eax
	jne	.L843
	movq	48(%rsp), %rbp
	movl	24(%rsp), %edx
	leaq	1024(%rsp), %rbx
	movq	%r9, 80(%rsp)
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rbp, %rsi
	call	dist_summarise
	movq	80(%rsp), %r9
	testl	%eax, %eax
	jne	.L843
	movl	24(%rsp), %edx
	movq	16(%rsp), %rdi
	leaq	1792(%rsp), %r15
	movq	%rbp, %rsi
	movq	%r15, %rcx
	call	dist_summarise
	movq	80(%rsp), %r9
	testl	%eax, %eax
	jne	.L843
	movq	88(%rsp), %xmm0
	movq	%r15, %xmm7
	movq	%r12, 104(%rsp)
	leaq	288(%rsp), %rax
	movq	%rax, 80(%rsp)
	leaq	304(%rsp), %rax
	xorl	%r15d, %r15d
	movhps	40(%rsp), %xmm0
	movq	%rax, 96(%rsp)
	movaps	%xmm0, 288(%rsp)
	movq	%rbx, %xmm0
	leaq	272(%rsp), %rbx
	movq	%r9, 112(%rsp)
	punpcklqdq	%xmm7, %xmm0
	movq	%r14, 120(%rsp)
	movq	%r15, %r14
	movl	%r13d, 128(%rsp)
	movq	%rbx, %r13
	movaps	%xmm0, 304(%rsp)
.L844:
	leaq	names.4(%rip), %rcx
	xorl	%eax, %eax
	movq	%r13, %r15
	movq	(%rcx,%r14), %rbp
	movq	%rax, %rbx
	movq	%rbp, %r13
.L845:
	movq	80(%rsp), %rax
	movq	%r13, %rdx
	xorl	%esi, %esi
	movq	%r15, %rdi
	leaq	PCT_NAME(%rip), %rcx
	movq	(%rax,%r14), %rbp
	movq	96(%rsp), %rax
	movq	(%rcx,%rbx,8), %rcx
	movq	(%rax,%r14), %r12
	movslq	%ebx, %rax
	addq	$1, %rbx
	movq	8(%rbp,%rax,8), %r9
	movq	8(%r12,%rax,8), %r8
	call	check
	cmpq	$6, %rbx
	jne	.L845
	movq	%rbp, %rbx
	movq	(%r12), %r8
	movq	%r13, %rbp
	xorl	%esi, %esi
	movq	(%rbx), %r9
	leaq	.LC2(%rip), %rcx
	movq	%rbp, %rdx
	movq	%r15, %rdi
	movq	%r15, %r13
	call	check
	movq	56(%rbx), %r9
	movq	56(%r12), %r8
	xorl	%esi, %esi
	leaq	.LC7(%rip), %rcx
	movq	%rbp, %rdx
	movq	%r15, %rdi
	call	check
	movq	64(%rbx), %r9
	movq	64(%r12), %r8
	xorl	%esi, %esi
	leaq	.LC125(%rip), %rcx
	movq	%rbp, %rdx
	movq	%r15, %rdi
	call	check
	cmpq	$8, %r14
	je	.L846
	movl	$8, %r14d
	jmp	.L844
.L1189:
	movq	%rcx, %rdi
	movq	%rbx, %rsi
	movq	%r12, %rdx
	xorl	%ecx, %ecx
	movq	%r9, 24(%rsp)
	call	__udivti3@PLT
	movq	24(%rsp), %r9
	movq	%rax, %r14
	jmp	.L831
.L1200:
	cmpl	$0, 72(%rsp)
	jne	.L1043
	movq	%r15, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 160(%rsp)
	testq	%rax, %rax
	jne	.L955
	leaq	1792(%rsp), %r10
	movq	64(%rsp), %rdi
	movq	%r10, %rsi
	movq	%r10, 8(%rsp)
	call	closed_form
	movq	8(%rsp), %r10
.L957:
	testl	%eax, %eax
	jne	.L1225
	leaq	.LC292(%rip), %rdi
	movq	%r10, 8(%rsp)
	call	puts@PLT
	movq	%rbp, %rsi
	leaq	.LC293(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	432(%rsp), %rax
	movq	96(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 32(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC294(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 112(%rsp)
	movq	8(%rsp), %r10
	je	.L1226
	cmpq	$0, 48(%rsp)
	movq	%r10, 8(%rsp)
	jne	.L962
	leaq	688(%rsp), %rax
	movq	120(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 40(%rsp)
	call	fmt_us.constprop.0
	movq	112(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC296(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1024(%rsp), %rax
	movq	8(%rsp), %r10
	movq	%rax, 16(%rsp)
.L961:
	cmpl	$0, 72(%rsp)
	movq	%r10, 8(%rsp)
	jne	.L963
	movq	856(%rsp), %rsi
	movq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	80(%rsp), %rdx
	leaq	.LC298(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r10
.L964:
	movq	896(%rsp), %rdx
	leaq	.LC19(%rip), %rax
	movq	%r10, 8(%rsp)
	leaq	.LC140(%rip), %rcx
	cmpq	$1, %rdx
	movq	%rdx, 216(%rsp)
	cmovbe	%rax, %rcx
	movl	104(%rsp), %eax
	movq	%rax, %rdi
	movq	%rax, 192(%rsp)
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rdi,8), %rsi
	xorl	%eax, %eax
	leaq	.LC300(%rip), %rdi
	call	printf@PLT
	testq	%r13, %r13
	movq	8(%rsp), %r10
	jne	.L1227
.L966:
	xorl	%eax, %eax
	leaq	.LC302(%rip), %rdi
	movq	%r10, 8(%rsp)
	call	printf@PLT
	cmpl	$0, 912(%rsp)
	movq	8(%rsp), %r10
	je	.L967
	leaq	.LC303(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r10
.L968:
	movq	920(%rsp), %rax
	movq	40(%rsp), %rdi
	movq	%r10, 8(%rsp)
	movq	%rax, %rsi
	movq	%rax, 224(%rsp)
	call	fmt_us.constprop.0
	movl	928(%rsp), %ecx
	leaq	.LC305(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 72(%rsp)
	movq	96(%rsp), %rax
	movq	8(%rsp), %r10
	je	.L1228
	movq	80(%rsp), %rcx
	mulq	%rcx
	movq	-8(%rbx,%rcx,8), %rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rcx, %rdi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	setnc	%al
	movzbl	%al, %eax
.L970:
	testl	%eax, %eax
	jne	.L1229
.L1014:
	cmpq	$0, 160(%rsp)
	movq	%r10, 8(%rsp)
	je	.L1230
	movq	160(%rsp), %rsi
	leaq	.LC308(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC309(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r10
.L973:
	movl	136(%rsp), %esi
	leaq	.LC310(%rip), %rdi
	xorl	%eax, %eax
	movq	%r10, 8(%rsp)
	call	printf@PLT
	movq	8(%rsp), %r10
	movq	%rbx, 200(%rsp)
	xorl	%r9d, %r9d
	movl	%r9d, %r8d
	movq	%r10, 184(%rsp)
.L978:
	movl	%r8d, %r13d
	movq	16(%rsp), %rcx
	movq	88(%rsp), %rsi
	movl	%r8d, 8(%rsp)
	movq	128(%rsp), %rax
	salq	$8, %r13
	movq	64(%rsp), %rdi
	addq	%rax, %r13
	movq	%r13, %rdx
	call	run_once
	movl	8(%rsp), %r8d
	testl	%eax, %eax
	jne	.L1231
	testl	%r8d, %r8d
	leaq	.LC19(%rip), %rax
	leaq	.LC312(%rip), %rcx
	movq	%r13, 144(%rsp)
	cmove	%rcx, %rax
	movl	%r8d, 8(%rsp)
	leaq	8(%r13), %r15
	leaq	SET_NAME(%rip), %r12
	leaq	48+PCT_NAME(%rip), %rbp
	leaq	.LC123(%rip), %rbx
	movq	%rax, 48(%rsp)
.L976:
	movq	(%r12), %rcx
	movq	48(%rsp), %rdx
	xorl	%eax, %eax
	movq	%r15, %r13
	movl	8(%rsp), %esi
	leaq	.LC313(%rip), %rdi
	leaq	PCT_NAME(%rip), %r14
	call	printf@PLT
	movq	-8(%r15), %rsi
	leaq	.LC122(%rip), %rdi
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
	leaq	.LC314(%rip), %rdi
	addq	$72, %r15
	call	printf@PLT
	leaq	24+SET_NAME(%rip), %rax
	cmpq	%rax, %r12
	jne	.L976
	movl	8(%rsp), %r8d
	movq	144(%rsp), %r13
	leaq	320(%rsp), %rdi
	movq	184(%rsp), %rdx
	movl	%r8d, %esi
	movq	%r13, %rcx
	call	check_outcome
	movl	8(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L977
	movsd	1024(%rsp), %xmm0
	movq	168(%rsp), %rcx
	leal	-1(%r8), %eax
	movsd	%xmm0, (%rcx,%rax,8)
	movq	176(%rsp), %rcx
	movsd	1032(%rsp), %xmm0
	movsd	%xmm0, (%rcx,%rax,8)
.L977:
	addl	$1, %r8d
	cmpl	%r8d, 136(%rsp)
	jnb	.L978
	movq	152(%rsp), %rax
	movq	200(%rsp), %rbx
	leaq	0(,%rax,8), %r12
	movq	%r12, %rdi
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, 8(%rsp)
	call	malloc@PLT
	movq	8(%rsp), %r8
	testq	%r8, %r8
	je	.L1050
	testq	%rax, %rax
	je	.L1050
	movl	136(%rsp), %ecx
	leaq	384(%rsp), %rbp
	movq	128(%rsp), %r13
	movq	%r8, 200(%rsp)
	movq	%rbp, 48(%rsp)
	addq	%r8, %r12
	movl	%ecx, %edx
	movq	%rbx, 232(%rsp)
	movq	%r13, %r14
	movl	%ecx, %r13d
	shrl	%edx
	leaq	(%rax,%rdx,8), %rdi
	movq	%rdi, 184(%rsp)
	movq	16(%rsp), %rdi
	movq	%rdi, 8(%rsp)
	xorl	%edi, %edi
	movq	%rdi, %rbx
.L995:
	leaq	264(%r14), %rcx
	movq	%rax, 248(%rsp)
	xorl	%r15d, %r15d
	movq	%rcx, 144(%rsp)
	movq	$0x000000000, 0(%rbp,%rbx,8)
	movq	%r14, 240(%rsp)
	movl	%r13d, %r14d
	movq	%r12, %r13
	movq	%rbx, %r12
	movq	200(%rsp), %rbx
.L981:
	orq	$-1, %rcx
	testl	%r14d, %r14d
	je	.L989
	movq	144(%rsp), %rax
	movq	%rbx, %rdx
	orq	$-1, %rcx
	leaq	(%rax,%r15), %rsi
	jmp	.L984
	.p2align 4,,10
	.p2align 3
.L1232:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L983:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$256, %rsi
	cmpq	%r13, %rdx
	je	.L989
.L984:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1232
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L983
.L1210:
	xorl	%esi, %esi
	movq	%rsi, 880(%rsp)
	jmp	.L904
.L736:
	movq	%r14, %rax
	andl	$1, %r14d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r14, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L737
.L1212:
	movq	24(%rsp), %rdi
	call	free@PLT
	movq	stderr(%rip), %rdi
	leaq	.LC266(%rip), %rdx
	xorl	%eax, %eax
	leaq	.LC204(%rip), %rsi
	call	fprintf@PLT
	jmp	.L785
.L989:
	movq	8(%rsp), %rax
	movq	40(%rsp), %rdi
	movl	%r14d, %edx
	movq	%rbx, %rsi
	movq	%rcx, 8(%rax,%r15)
	addq	$8, %r15
	call	stats_of
	movsd	704(%rsp), %xmm0
	maxsd	0(%rbp,%r12,8), %xmm0
	movsd	%xmm0, 0(%rbp,%r12,8)
	cmpq	$48, %r15
	jne	.L981
	movq	%r12, %rbx
	movq	248(%rsp), %rax
	movq	%r13, %r12
	xorl	%edx, %edx
	movl	%r14d, %r13d
	movq	240(%rsp), %r14
	jmp	.L987
.L990:
	movq	%rdx, %rcx
	salq	$8, %rcx
	movq	256(%r14,%rcx), %rcx
	movq	%rcx, (%rax,%rdx,8)
	addq	$1, %rdx
.L987:
	cmpl	%r13d, %edx
	jb	.L990
	movq	152(%rsp), %rsi
	movl	$8, %edx
	movq	%rax, %rdi
	leaq	cmp_u64(%rip), %rcx
	movq	%rax, 144(%rsp)
	call	qsort@PLT
	movq	184(%rsp), %rax
	movq	(%rax), %rdx
	movq	8(%rsp), %rax
	movq	%rdx, (%rax)
	movq	144(%rsp), %rax
	xorl	%edx, %edx
	jmp	.L991
.L992:
	movq	%rdx, %rcx
	salq	$8, %rcx
	movq	312(%r14,%rcx), %rcx
	movq	%rcx, (%rax,%rdx,8)
	addq	$1, %rdx
.L991:
	cmpl	%r13d, %edx
	jb	.L992
	movq	152(%rsp), %rsi
	movl	$8, %edx
	movq	%rax, %rdi
	leaq	cmp_u64(%rip), %rcx
	movq	%rax, 144(%rsp)
	call	qsort@PLT
	movq	184(%rsp), %rax
	movq	(%rax), %rdx
	movq	8(%rsp), %rax
	movq	%rdx, 56(%rax)
	movq	144(%rsp), %rax
	xorl	%edx, %edx
	jmp	.L993
.L994:
	movq	%rdx, %rcx
	salq	$8, %rcx
	movq	320(%r14,%rcx), %rcx
	movq	%rcx, (%rax,%rdx,8)
	addq	$1, %rdx
.L993:
	cmpl	%r13d, %edx
	jb	.L994
	movl	$8, %edx
	movq	%rax, %rdi
	addq	$1, %rbx
	addq	$72, %r14
	movq	152(%rsp), %rsi
	leaq	cmp_u64(%rip), %rcx
	movq	%rax, 144(%rsp)
	call	qsort@PLT
	movq	184(%rsp), %rax
	movq	(%rax), %rdx
	movq	8(%rsp), %rax
	movq	%rdx, 64(%rax)
	addq	$72, %rax
	cmpq	$3, %rbx
	movq	%rax, 8(%rsp)
	movq	144(%rsp), %rax
	jne	.L995
	movq	200(%rsp), %r8
	movq	%rax, 8(%rsp)
	xorl	%r13d, %r13d
	leaq	.LC318(%rip), %r12
	movq	232(%rsp), %rbx
	movq	%r8, %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	movl	$10, %edi
	call	putchar@PLT
	call	print_header
	leaq	.LC316(%rip), %rsi
	leaq	.LC317(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	48(%rsp), %rbp
.L996:
	movq	16(%rsp), %rax
	leaq	0(%r13,%r13,8), %rsi
	addq	%rax, %rsi
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%r13), %rdi
	call	print_row
	movsd	0(%rbp,%r13), %xmm0
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %r13
	call	printf@PLT
	cmpq	$24, %r13
	jne	.L996
	movq	224(%rsp), %rsi
	movq	32(%rsp), %rdi
	leaq	.LC128(%rip), %r15
	leaq	.LC320(%rip), %rbp
	call	fmt_us.constprop.0
	movl	136(%rsp), %r12d
	leaq	.LC319(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	movl	%r12d, %esi
	call	printf@PLT
	movq	168(%rsp), %rsi
	movq	40(%rsp), %rdi
	movl	%r12d, %edx
	call	stats_of
	movq	%rbp, %rdi
	movq	%r15, %rsi
	movl	$3, %eax
	movsd	688(%rsp), %xmm5
	movq	704(%rsp), %r14
	movsd	696(%rsp), %xmm1
	movapd	%xmm5, %xmm0
	movq	%r14, %xmm2
	movsd	%xmm5, 32(%rsp)
	movsd	%xmm1, 8(%rsp)
	call	printf@PLT
	movq	176(%rsp), %rsi
	movl	%r12d, %edx
	leaq	712(%rsp), %rdi
	leaq	.LC321(%rip), %r12
	call	stats_of
	leaq	.LC129(%rip), %rsi
	movq	%rbp, %rdi
	movsd	712(%rsp), %xmm6
	movsd	728(%rsp), %xmm2
	movl	$3, %eax
	movsd	720(%rsp), %xmm1
	movsd	%xmm6, 136(%rsp)
	movapd	%xmm6, %xmm0
	movsd	%xmm2, 40(%rsp)
	movsd	%xmm1, 48(%rsp)
	call	printf@PLT
	movl	$10, %edi
	call	putchar@PLT
	movq	16(%rsp), %rsi
	movq	%r15, %rdi
	call	print_result_set
	leaq	1096(%rsp), %rsi
	leaq	.LC129(%rip), %rdi
	call	print_result_set
	leaq	1168(%rsp), %rsi
	leaq	.LC126(%rip), %rdi
	call	print_result_set
	movq	152(%rsp), %r8
	movq	%r15, %rsi
	movq	%r12, %rdi
	movq	128(%rsp), %rax
	salq	$8, %r8
	leaq	(%rax,%r8), %rbp
	xorl	%eax, %eax
	movq	232(%rbp), %rcx
	movq	216(%rbp), %rdx
	call	printf@PLT
	movq	240(%rbp), %rcx
	movq	%r12, %rdi
	xorl	%eax, %eax
	movq	224(%rbp), %rdx
	leaq	.LC129(%rip), %rsi
	call	printf@PLT
	movq	248(%rbp), %rsi
	xorl	%eax, %eax
	leaq	.LC236(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 72(%rsp)
	jne	.L1233
.L997:
	movq	216(%rsp), %rdx
	movq	560(%rsp), %r13
	movq	584(%rsp), %r12
	movq	568(%rsp), %rbp
	salq	$3, %rdx
	cmpq	$0, 112(%rsp)
	je	.L998
	movq	120(%rsp), %rax
	xorl	%esi, %esi
	movq	%r12, %rdi
	movq	%rax, 352(%rsp)
	xorl	%eax, %eax
	movq	%rax, 360(%rsp)
	call	memset@PLT
	movq	192(%rsp), %rcx
	movq	%r12, %r8
	leaq	by_kind.0(%rip), %rax
	movq	64(%rsp), %rdi
	leaq	352(%rsp), %rdx
	leaq	288(%rsp), %r9
	movl	(%rax,%rcx,4), %esi
	movq	%r13, %rcx
	movq	%rdx, 16(%rsp)
	call	run_any.constprop.0
	xorl	%edx, %edx
	movq	120(%rsp), %rax
	xorl	%esi, %esi
	movq	%rdx, 360(%rsp)
	movq	64(%rsp), %rdi
	movq	%r12, %r8
	movq	%rbp, %rcx
	movq	16(%rsp), %rdx
	leaq	304(%rsp), %r9
	movq	%rax, 352(%rsp)
	call	run_any.constprop.0
	cmpl	$0, 104(%rsp)
	jne	.L999
	movq	856(%rsp), %rcx
	xorl	%edx, %edx
	xorl	%r12d, %r12d
	jmp	.L1000
.L1235:
	movq	(%rbx,%r12,8), %rax
.L1001:
	addq	%rcx, %rdx
	addq	0(%rbp,%r12,8), %rax
	cmpq	%rax, 120(%rsp)
	jb	.L1234
	addq	$1, %r12
.L1000:
	cmpq	%r12, 80(%rsp)
	je	.L999
	testq	%rbx, %rbx
	jne	.L1235
	movq	%rdx, %rax
	jmp	.L1001
.L1213:
	leaq	.LC139(%rip), %rax
	movq	%rax, 688(%rsp,%rbx,8)
.L918:
	leaq	1024(%rsp), %r13
	movq	%r12, %rdi
	movq	%r13, %rsi
	call	reference
	jmp	.L920
.L922:
	movq	440(%rsp), %rax
	jmp	.L923
.L1199:
	pxor	%xmm0, %xmm0
	cmpl	$0, 72(%rsp)
	movaps	%xmm0, 688(%rsp)
	jne	.L1042
	movq	64(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rsi
	testq	%rax, %rax
	je	.L1236
.L946:
	leaq	.LC285(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	jmp	.L944
.L1193:
	cmpq	$1, 896(%rsp)
	ja	.L1018
	movl	848(%rsp), %eax
	movl	%eax, 72(%rsp)
	subl	$1, %eax
	jne	.L862
	movsd	32(%rsp), %xmm7
	ucomisd	%xmm0, %xmm7
	jp	.L863
	jne	.L863
.L1017:
	movq	8(%rsp), %rdi
	leaq	.LC19(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC245(%rip), %rcx
	leaq	.LC246(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
.L856:
	xorl	%ecx, %ecx
	movq	%rcx, 24(%rsp)
.L881:
	movq	24(%rsp), %rdi
	call	free@PLT
	jmp	.L1179
.L843:
	movl	$40, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC225(%rip), %rdi
	movq	%r9, 24(%rsp)
	call	fwrite@PLT
	movq	24(%rsp), %r9
	jmp	.L839
.L1202:
	cmpq	$1, 896(%rsp)
	jbe	.L863
.L1018:
	movq	8(%rsp), %rdi
	leaq	.LC242(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC243(%rip), %rcx
	leaq	.LC244(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L856
.L872:
	movq	24(%rsp), %rdi
	call	free@PLT
.L879:
	xorl	%edi, %edi
	movq	%rdi, 24(%rsp)
.L867:
	movq	8(%rsp), %rdi
	leaq	.LC253(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC254(%rip), %rcx
	leaq	.LC255(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L881
.L921:
	movq	16(%rsp), %rdi
	movl	$1, %ebx
	call	buffers_free
	movl	$34, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC267(%rip), %rdi
	call	fwrite@PLT
	jmp	.L944
.L1194:
	movq	976(%rsp), %r14
	movq	8(%rsp), %r8
	xorl	%edx, %edx
	leaq	.LC82(%rip), %rsi
	leaq	1792(%rsp), %rcx
	movq	%r14, %rdi
	call	read_numbers.constprop.0
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L881
	movq	1792(%rsp), %rdx
	testq	%rbx, %rbx
	je	.L887
	cmpq	%rdx, %rbx
	jnb	.L887
	movq	%rbx, 1792(%rsp)
	testq	%r12, %r12
	je	.L1035
	movq	%rbx, %rdx
.L890:
	movq	24(%rsp), %rsi
	movq	%rdx, %rcx
	xorl	%eax, %eax
	jmp	.L889
.L892:
	cmpq	%r12, -8(%rsi,%rcx,8)
	jb	.L1237
	subq	$1, %rcx
	movl	$1, %eax
.L889:
	testq	%rcx, %rcx
	jne	.L892
	testb	%al, %al
	je	.L893
.L891:
	movq	8(%rsp), %rdi
	movq	%r14, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC256(%rip), %r8
	leaq	.LC257(%rip), %rdx
	call	snprintf@PLT
	jmp	.L881
.L1043:
	leaq	.LC139(%rip), %rax
	movq	%rax, 160(%rsp)
.L955:
	leaq	1792(%rsp), %r10
	movq	64(%rsp), %rdi
	movq	%r10, %rsi
	movq	%r10, 8(%rsp)
	call	reference
	movq	8(%rsp), %r10
	jmp	.L957
.L887:
	testq	%r12, %r12
	jne	.L890
.L893:
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L891
.L888:
	movq	24(%rsp), %rdi
	cmpl	$0, 1020(%rsp)
	movq	%rcx, 872(%rsp)
	movq	%rdi, 864(%rsp)
	jne	.L897
	cmpq	$1, %rcx
	je	.L896
	movq	-8(%rdi,%rcx,8), %rax
	xorl	%edx, %edx
	subq	$1, %rcx
	subq	(%rdi), %rax
	divq	%rcx
	movq	%rax, %rcx
.L896:
	testq	%rcx, %rcx
	movl	$1, %eax
	cmove	%rax, %rcx
	movq	%rcx, 904(%rsp)
	jmp	.L897
.L1219:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L761
.L1217:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L756
.L1220:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L763
.L883:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 904(%rsp)
	btcq	$63, 904(%rsp)
	jmp	.L884
.L1208:
	leaq	1280(%rsp), %rbx
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC205(%rip), %rdx
	call	snprintf@PLT
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	xorl	%eax, %eax
	leaq	.LC204(%rip), %rsi
	call	fprintf@PLT
	jmp	.L785
.L816:
	movq	%rbx, 16(%rsp)
	leaq	.LC19(%rip), %r8
	movq	%r14, %rcx
	leaq	.LC220(%rip), %rdx
.L1180:
	movq	8(%rsp), %rdi
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L1179
.L1206:
	cmpl	$1, 32(%rsp)
	jne	.L1238
	leaq	.LC131(%rip), %rax
	movq	%r15, 264(%rsp)
	movq	%rbx, %r9
	movq	%rax, 72(%rsp)
	jmp	.L811
.L1207:
	movq	%rbx, 16(%rsp)
	leaq	.LC90(%rip), %r8
	movq	%r14, %rcx
	leaq	.LC219(%rip), %rdx
	jmp	.L1180
.L1205:
	movq	8(%rsp), %rdi
	leaq	.LC215(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC216(%rip), %rcx
	leaq	.LC217(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L1179
.L1231:
	movq	stderr(%rip), %rcx
	movl	$68, %edx
	movl	$1, %esi
	leaq	.LC311(%rip), %rdi
	call	fwrite@PLT
	jmp	.L953
.L1236:
	leaq	1024(%rsp), %r12
	movq	64(%rsp), %rdi
	movq	%r12, %rsi
	call	closed_form
	testl	%eax, %eax
	jne	.L950
	leaq	1792(%rsp), %rbp
	movq	64(%rsp), %rdi
	movq	%rbp, %rsi
	call	reference
	testl	%eax, %eax
	jne	.L950
	leaq	688(%rsp), %rbx
	xorl	%esi, %esi
	movq	%r12, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	check_outcome
	movq	1272(%rsp), %r9
	xorl	%esi, %esi
	movq	%rbx, %rdi
	movq	2040(%rsp), %r8
	leaq	.LC287(%rip), %rcx
	leaq	.LC288(%rip), %rdx
	call	check
	movq	696(%rsp), %rbx
	xorl	%eax, %eax
	movq	688(%rsp), %rsi
	leaq	.LC289(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L944
.L1042:
	leaq	.LC139(%rip), %rsi
	jmp	.L946
.L1225:
	movq	stderr(%rip), %rcx
	movl	$78, %edx
	movl	$1, %esi
	leaq	.LC291(%rip), %rdi
	call	fwrite@PLT
	jmp	.L953
.L963:
	movq	80(%rsp), %r15
	xorl	%edx, %edx
	movq	32(%rsp), %rdi
	movq	-8(%rbx,%r15,8), %rax
	divq	%r15
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	leaq	SCHED_NAME(%rip), %rdx
	leaq	.LC299(%rip), %rdi
	movq	%rax, %rcx
	movl	72(%rsp), %eax
	movq	(%rdx,%rax,8), %rsi
	movq	%r15, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r10
	jmp	.L964
.L967:
	movq	904(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	%r10, 8(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC304(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r10
	jmp	.L968
.L1228:
	cmpq	856(%rsp), %rax
	setnb	%al
	movzbl	%al, %eax
	jmp	.L970
.L1238:
	testq	%r15, %r15
	je	.L824
	leaq	0(,%r15,8), %rdi
	call	malloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L824
	movl	$1, 32(%rsp)
	jmp	.L825
.L1214:
	cmpl	$0, 8(%rsp)
	jne	.L1239
	leaq	.LC95(%rip), %rsi
	leaq	.LC329(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1024(%rsp), %r15
	movq	96(%rsp), %rsi
	movq	%r15, %rdi
	movq	%r15, 16(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC330(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	112(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC331(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	48(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC332(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC333(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC134(%rip), %rsi
.L1008:
	leaq	.LC19(%rip), %r12
	leaq	.LC270(%rip), %rbp
	xorl	%eax, %eax
	leaq	.LC268(%rip), %rdx
	leaq	.LC269(%rip), %rdi
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC128(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC208(%rip), %r15
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC129(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC272(%rip), %r13
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC126(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %ebp
	call	printf@PLT
	movq	%r12, %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC271(%rip), %rdi
	leaq	.LC274(%rip), %r14
	call	printf@PLT
	leaq	.LC275(%rip), %r12
.L927:
	movq	%r13, %rdx
	leaq	.LC273(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rdx
	movq	%r15, %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	movq	%r15, %rsi
	movq	%r14, %rdi
	leaq	.LC276(%rip), %rdx
	call	printf@PLT
	subl	$1, %ebp
	jne	.L927
	movl	$10, %edi
	xorl	%r13d, %r13d
	call	putchar@PLT
	movq	%rbx, 40(%rsp)
	movq	%r13, %rbx
.L928:
	movq	40(%rsp), %rax
	cmpq	%rax, %rbx
	je	.L1240
	cmpl	$0, 8(%rsp)
	movq	560(%rsp,%rbx,8), %rsi
	jne	.L929
	leaq	.LC277(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L930:
	cmpq	$0, 688(%rsp,%rbx,8)
	leaq	.LC136(%rip), %rax
	leaq	.LC135(%rip), %rsi
	cmove	%rax, %rsi
	leaq	.LC279(%rip), %rdi
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	leaq	COL.1(%rip), %r13
	call	printf@PLT
	movq	%rbx, %rax
	movq	%rbx, 64(%rsp)
	salq	$5, %rax
	movq	%rax, 32(%rsp)
.L932:
	movslq	%ebp, %rax
	xorl	%r12d, %r12d
	leaq	(%rax,%rax,8), %rbx
	movq	32(%rsp), %rax
	addq	%rax, %rbx
.L936:
	movslq	0(%r13,%r12,4), %rax
	movq	16(%rsp), %rdi
	addq	%rbx, %rax
	movq	1800(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%r12, %r12
	je	.L1241
	xorl	%eax, %eax
	movq	%r15, %rsi
	movq	%r14, %rdi
	call	printf@PLT
	cmpq	$2, %r12
	jne	.L1040
	addl	$1, %ebp
	cmpl	$3, %ebp
	jne	.L932
	movq	64(%rsp), %rbx
	movl	$10, %edi
	call	putchar@PLT
	addq	$1, %rbx
	jmp	.L928
.L1241:
	leaq	.LC273(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	movl	$1, %r12d
	call	printf@PLT
	jmp	.L936
.L1040:
	movl	$2, %r12d
	jmp	.L936
.L929:
	movq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC278(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L930
.L1240:
	movq	%rax, %rbx
	leaq	.LC280(%rip), %rdi
	xorl	%ebp, %ebp
	call	puts@PLT
	leaq	PCT_NAME(%rip), %r13
	movq	%rbx, %r12
.L938:
	cmpq	%r12, %rbp
	je	.L1242
	movq	72(%rsp), %rsi
	leaq	.LC281(%rip), %rdi
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	movq	560(%rsp,%rbp,8), %rdx
	leaq	12+COL.1(%rip), %r15
	call	printf@PLT
	movq	%rbp, %rax
	movq	%r12, 32(%rsp)
	salq	$5, %rax
	movq	%rbp, 16(%rsp)
	movq	%rbx, %rbp
	movq	%rax, 8(%rsp)
.L939:
	movq	8(%rsp), %rax
	movslq	%ebp, %rdx
	leaq	COL.1(%rip), %r12
	leaq	(%rdx,%rdx,8), %r14
	addq	%rax, %r14
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%rbp,8), %rbx
.L940:
	movslq	(%r12), %rax
	movq	%rbx, %rsi
	leaq	.LC282(%rip), %rdi
	addq	$4, %r12
	leaq	(%r14,%rax), %rdx
	movq	1800(%rsp,%rdx,8), %rcx
	movq	0(%r13,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r15, %r12
	jne	.L940
	addq	$1, %rbp
	cmpq	$3, %rbp
	jne	.L939
	movq	16(%rsp), %rbp
	leaq	.LC137(%rip), %rax
	leaq	.LC138(%rip), %rsi
	movq	32(%rsp), %r12
	leaq	.LC283(%rip), %rdi
	cmpq	$0, 688(%rsp,%rbp,8)
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %rbp
	call	printf@PLT
	jmp	.L938
.L1242:
	movq	328(%rsp), %rbx
	movq	320(%rsp), %rsi
	xorl	%eax, %eax
	movq	%rbp, %rcx
	leaq	.LC284(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L944
.L828:
	ud2
.L998:
	movdqa	.LC335(%rip), %xmm0
	xorl	%esi, %esi
	movq	%r12, %rdi
	leaq	352(%rsp), %rbx
	movaps	%xmm0, 352(%rsp)
	call	memset@PLT
	movq	192(%rsp), %rcx
	movq	%r12, %r8
	movq	%rbx, %rdx
	leaq	by_kind.0(%rip), %rax
	leaq	288(%rsp), %r9
	movl	(%rax,%rcx,4), %esi
	movq	%r13, %rcx
	movq	64(%rsp), %r13
	movq	%r13, %rdi
	call	run_any.constprop.0
	movq	%r12, %r8
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	movdqa	.LC335(%rip), %xmm0
	leaq	304(%rsp), %r9
	xorl	%esi, %esi
	movq	%r13, %rdi
	movaps	%xmm0, 352(%rsp)
	call	run_any.constprop.0
.L999:
	leaq	.LC326(%rip), %rbx
	movsd	8(%rsp), %xmm1
	movq	%r14, %xmm2
	movq	%r15, %rsi
	movsd	32(%rsp), %xmm0
	movq	%rbx, %rdi
	movl	$3, %eax
	call	printf@PLT
	movsd	40(%rsp), %xmm2
	movq	%rbx, %rdi
	movsd	48(%rsp), %xmm1
	movsd	136(%rsp), %xmm0
	leaq	.LC129(%rip), %rsi
	movl	$3, %eax
	call	printf@PLT
	leaq	.LC137(%rip), %rax
	cmpq	$0, 160(%rsp)
	leaq	.LC138(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC327(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	328(%rsp), %rbx
	movl	212(%rsp), %ecx
	xorl	%eax, %eax
	movq	320(%rsp), %rsi
	leaq	.LC328(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L959
.L1237:
	testb	%al, %al
	je	.L893
	movq	%rcx, 1792(%rsp)
	jmp	.L888
.L1229:
	leaq	.LC306(%rip), %rdi
	movq	%r10, 8(%rsp)
	call	puts@PLT
	movq	8(%rsp), %r10
	jmp	.L1014
.L1227:
	movq	32(%rsp), %rdi
	movq	%r13, %rsi
	call	fmt_us.constprop.0
	leaq	.LC301(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r10
	jmp	.L966
.L962:
	leaq	1024(%rsp), %rax
	movq	120(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	call	fmt_us.constprop.0
	movq	48(%rsp), %rsi
	movq	%rax, %rbp
	leaq	688(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 40(%rsp)
	call	fmt_us.constprop.0
	movq	112(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%rbp, %rcx
	movq	%r12, %rdx
	leaq	.LC297(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r10
	jmp	.L961
.L1226:
	leaq	.LC295(%rip), %rdi
	call	puts@PLT
	leaq	688(%rsp), %rax
	movq	8(%rsp), %r10
	movq	%rax, 40(%rsp)
	leaq	1024(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L961
.L950:
	movl	$40, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC286(%rip), %rdi
	movl	$1, %ebx
	call	fwrite@PLT
	jmp	.L944
.L846:
	movq	112(%rsp), %r9
	movq	104(%rsp), %r12
	movq	%r14, %r15
	leaq	.LC226(%rip), %rdi
	movl	128(%rsp), %r13d
	movq	120(%rsp), %r14
	leaq	.LC19(%rip), %rbp
	movq	%r9, 80(%rsp)
	call	puts@PLT
	movq	72(%rsp), %rdx
	movq	%r12, %rcx
	xorl	%eax, %eax
	movq	32(%rsp), %rsi
	leaq	.LC227(%rip), %rdi
	call	printf@PLT
	movq	48(%rsp), %rsi
	leaq	432(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	RANK_NAME(%rip), %rdx
	testl	%r13d, %r13d
	movq	80(%rsp), %r9
	movq	%rax, %rbx
	movl	24(%rsp), %eax
	movq	(%rdx,%rax,8), %r12
	leaq	.LC132(%rip), %rdx
	jne	.L847
	leaq	.LC19(%rip), %rbp
	movq	%rbp, %rdx
.L847:
	leaq	384(%rsp), %rdi
	movq	%r14, %rsi
	movq	%r9, 24(%rsp)
	movq	%rdx, 32(%rsp)
	call	fmt_us.constprop.0
	movq	32(%rsp), %rdx
	movq	%rbx, %r8
	movq	%r12, %rcx
	movq	%rax, %rsi
	leaq	.LC228(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC229(%rip), %rdi
	leaq	.LC230(%rip), %r12
	call	puts@PLT
	leaq	.LC126(%rip), %rbx
	call	print_header
	movl	$10, %edi
	call	putchar@PLT
	movq	88(%rsp), %rsi
	movq	%r12, %rdi
	call	print_row
	movl	$10, %edi
	call	putchar@PLT
	movq	40(%rsp), %rsi
	movq	%rbx, %rdi
	call	print_row
	movq	%rbp, %rdx
	leaq	.LC231(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC232(%rip), %rdi
	leaq	.LC234(%rip), %rbp
	call	printf@PLT
	movq	24(%rsp), %r13
	jmp	.L853
.L1244:
	movq	40(%rsp), %rcx
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
	comisd	.LC233(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L848:
	movq	%rbp, %rdi
	movl	$1, %eax
	addq	$8, %r15
	call	printf@PLT
	cmpq	$56, %r15
	je	.L1243
.L853:
	movq	88(%rsp), %rax
	movq	(%rax,%r15), %rax
	testq	%rax, %rax
	jne	.L1244
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L848
.L1230:
	movl	$29, %esi
	leaq	.LC307(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %r10
	jmp	.L973
.L1233:
	movq	80(%rsp), %rdi
	xorl	%edx, %edx
	movl	72(%rsp), %ecx
	movq	-8(%rbx,%rdi,8), %rax
	divq	%rdi
	leaq	SCHED_NAME(%rip), %rdx
	movq	(%rdx,%rcx,8), %rsi
	movq	%rdi, %rdx
	leaq	.LC322(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L997
.L1239:
	leaq	.LC334(%rip), %rsi
	leaq	.LC329(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1024(%rsp), %r15
	movq	96(%rsp), %rsi
	movq	%r15, %rdi
	movq	%r15, 16(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC330(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	112(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC331(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	48(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC332(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC333(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC133(%rip), %rsi
	jmp	.L1008
.L1050:
	movq	%r8, %rdi
	movq	%rax, 8(%rsp)
	call	free@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	movl	$36, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC315(%rip), %rdi
	call	fwrite@PLT
	jmp	.L953
.L1035:
	movq	%rbx, %rcx
	jmp	.L888
.L1243:
	leaq	.LC235(%rip), %rdi
	movq	%r13, 24(%rsp)
	call	puts@PLT
	movq	88(%rsp), %rsi
	movq	%r12, %rdi
	call	print_result_set
	movq	40(%rsp), %rsi
	movq	%rbx, %rdi
	call	print_result_set
	movq	%r14, %rsi
	leaq	.LC236(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	280(%rsp), %rbx
	xorl	%eax, %eax
	movq	272(%rsp), %rsi
	leaq	.LC237(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	movq	24(%rsp), %r9
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
.L796:
	movq	stderr(%rip), %rdi
	leaq	.LC211(%rip), %rdx
	leaq	.LC204(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L785
.L1197:
	movq	8(%rsp), %rdi
	leaq	.LC19(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC264(%rip), %rcx
	leaq	.LC265(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L881
.L1201:
	movq	8(%rsp), %rdi
	leaq	.LC239(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC240(%rip), %rcx
	leaq	.LC241(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L856
.L1234:
	movq	%r12, %rbx
	jmp	.L1003
.L1245:
	movq	96(%rsp), %rax
	cmpq	0(%rbp,%rbx,8), %rax
	jnb	.L1004
	addq	$1, %rbx
.L1003:
	movq	80(%rsp), %rax
	cmpq	%rax, %rbx
	jb	.L1245
.L1004:
	movq	0(%rbp,%r12,8), %rcx
	movq	0(%r13,%r12,8), %rdx
	xorl	%eax, %eax
	movq	%r12, %rsi
	leaq	0(,%r12,8), %r9
	leaq	.LC323(%rip), %rdi
	movq	%r9, 16(%rsp)
	call	printf@PLT
	movq	80(%rsp), %rcx
	leaq	1(%r12), %rax
	movq	16(%rsp), %r9
	cmpq	%rcx, %rax
	jb	.L1246
.L1006:
	movq	%rbx, %rsi
	movq	%rbx, %rdx
	leaq	.LC325(%rip), %rdi
	xorl	%eax, %eax
	subq	%r12, %rsi
	call	printf@PLT
	jmp	.L999
.L1196:
	movq	8(%rsp), %rdi
	leaq	.LC19(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC260(%rip), %rcx
	leaq	.LC261(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L856
.L1211:
	movq	8(%rsp), %rdi
	leaq	.LC19(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC262(%rip), %rcx
	leaq	.LC263(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L881
.L824:
	movq	24(%rsp), %r15
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC221(%rip), %r8
	leaq	.LC222(%rip), %rdx
	movl	$512, %esi
	movq	%r15, %rcx
	call	snprintf@PLT
	jmp	.L1179
.L1195:
	movq	8(%rsp), %rdi
	leaq	.LC19(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC258(%rip), %rcx
	leaq	.LC259(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L856
.L1246:
	movq	8(%rbp,%r9), %rdx
	movq	8(%r13,%r9), %rsi
	leaq	.LC324(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1006
	.cfi_endproc
.LFE92:
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
	.quad	.LC230
	.quad	.LC126
	.section	.rodata.str1.1
.LC337:
	.string	"ns"
.LC338:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.5, @object
	.size	units.5, 64
units.5:
	.quad	.LC337
	.quad	1
	.quad	.LC338
	.quad	1000
	.quad	.LC194
	.quad	1000000
	.quad	.LC140
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
.LC339:
	.string	"seed 000"
.LC340:
	.string	"feed-10ms-stall"
.LC341:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC342:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC343:
	.string	"one-2s-stall"
.LC344:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC345:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC346:
	.string	"hundred-requests"
.LC347:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC348:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC349:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC350:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 120
SCENARIOS:
	.quad	.LC144
	.quad	.LC339
	.quad	.LC19
	.quad	.LC340
	.quad	.LC341
	.quad	.LC342
	.quad	.LC343
	.quad	.LC344
	.quad	.LC345
	.quad	.LC346
	.quad	.LC347
	.quad	.LC348
	.quad	.LC349
	.quad	.LC347
	.quad	.LC350
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC128
	.quad	.LC129
	.quad	.LC126
	.section	.rodata.str1.1
.LC351:
	.string	"p90"
.LC352:
	.string	"p99.99"
.LC353:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC272
	.quad	.LC351
	.quad	.LC275
	.quad	.LC276
	.quad	.LC352
	.quad	.LC353
	.section	.rodata.str1.1
.LC354:
	.string	"p999"
.LC355:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC272
	.quad	.LC351
	.quad	.LC275
	.quad	.LC354
	.quad	.LC355
	.quad	.LC353
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
	.quad	.LC63
	.quad	.LC64
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC84
	.quad	.LC85
	.quad	.LC86
	.section	.rodata.str1.1
.LC356:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC71
	.quad	.LC72
	.quad	.LC356
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC10:
	.long	0
	.long	1071644672
	.align 8
.LC78:
	.long	-1577058304
	.long	1114446484
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC141:
	.quad	100000
	.quad	200000000
	.align 16
.LC142:
	.quad	1000000000
	.quad	500000000
	.align 16
.LC143:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC148:
	.long	0
	.long	1101206224
	.section	.rodata.cst16
	.align 16
.LC165:
	.quad	1000
	.quad	1000
	.align 16
.LC181:
	.quad	100
	.quad	1000
	.align 16
.LC182:
	.quad	5000
	.quad	2000
	.section	.rodata.cst8
	.align 8
.LC233:
	.long	0
	.long	1079574528
	.align 8
.LC247:
	.long	0
	.long	1017118720
	.align 8
.LC248:
	.long	0
	.long	1072693248
	.section	.rodata.cst16
	.align 16
.LC249:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC250:
	.long	0
	.long	1104006501
	.align 8
.LC251:
	.long	0
	.long	1137704960
	.align 8
.LC252:
	.long	0
	.long	1138753536
	.section	.rodata.cst16
	.align 16
.LC335:
	.quad	-1
	.quad	0
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
