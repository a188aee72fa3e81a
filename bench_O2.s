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
.LFB96:
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
.LFE96:
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
	je	.L95
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
.L76:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L75
	addq	%rbp, 56(%rbx)
.L75:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L76
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	orq	%r11, %rax
	jne	.L83
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	testq	%r14, %r14
	je	.L74
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L98
.L79:
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
.L82:
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
	jnb	.L80
	.p2align 4,,10
	.p2align 3
.L81:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L81
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L80:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L82
.L74:
	xorl	%eax, %eax
.L73:
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
.L98:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L79
.L95:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L83:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-1, %eax
	jmp	.L73
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
	jne	.L101
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L101:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L103:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L102
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
.L102:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L103
	testq	%r15, %r15
	je	.L108
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L105:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L105
	movq	%rdi, %rax
	movq	%rsi, %r15
	negq	%rax
	sbbl	%eax, %eax
.L104:
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
.L108:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L104
	.cfi_endproc
.LFE34:
	.size	summarise, .-summarise
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB78:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L120
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
	jne	.L116
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L116
	cmpq	%r14, %rax
	jb	.L116
	cmpq	%rax, %r12
	jb	.L116
	movq	%rax, 0(%r13)
.L113:
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
.L116:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L113
	.p2align 4,,10
	.p2align 3
.L120:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE78:
	.size	parse_uint, .-parse_uint
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
	je	.L122
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L123:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L123
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L128:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L128
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L125
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L147
.L144:
	pxor	%xmm0, %xmm0
.L130:
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
.L122:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L125:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC11(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L144
.L147:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L145
	sqrtsd	%xmm0, %xmm0
.L134:
	divsd	%xmm2, %xmm0
	jmp	.L130
.L145:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L134
	.cfi_endproc
.LFE61:
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
.LFB102:
	.cfi_startproc
	movq	(%rdi), %rsi
	movq	40(%rdi), %rcx
	leaq	.LC12(%rip), %rax
	cmpq	%rcx, %rsi
	jnb	.L148
	movl	72(%rdi), %eax
	cmpl	$2, %eax
	je	.L161
	cmpl	$1, %eax
	jne	.L151
	cmpq	$1, 80(%rdi)
	leaq	.LC14(%rip), %rax
	ja	.L148
.L151:
	movq	8(%rdi), %r8
	testq	%r8, %r8
	je	.L155
	movq	24(%rdi), %rax
	xorl	%edx, %edx
	divq	%rcx
	leaq	.LC15(%rip), %rax
	testq	%rdx, %rdx
	jne	.L148
	movq	16(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L148
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC17(%rip), %rax
	testq	%rdx, %rdx
	jne	.L148
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
.L155:
	xorl	%eax, %eax
.L148:
	ret
	.p2align 4,,10
	.p2align 3
.L161:
	cmpq	$1, 80(%rdi)
	leaq	.LC13(%rip), %rax
	jbe	.L151
	ret
	.cfi_endproc
.LFE102:
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
	jne	.L162
	movl	72(%rdi), %eax
	movq	%rdi, %r10
	testl	%eax, %eax
	jne	.L162
	cmpq	$1, 80(%rdi)
	jne	.L162
	movq	%rsi, %rbx
	movq	%rdx, %rbp
	call	closed_form_gap.part.0
	testq	%rax, %rax
	je	.L177
.L162:
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
.L177:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L166:
	movq	(%rsi), %rdx
	testq	%rdx, %rdx
	je	.L164
	movq	%rcx, %rax
	.p2align 4,,10
	.p2align 3
.L165:
	movq	%rdx, %rcx
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L165
.L164:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L166
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
	jmp	.L162
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
	jne	.L195
.L179:
	movl	72(%rbp), %edx
	movq	56(%rbp), %r12
	leaq	by_kind.0(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L196
.L182:
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
.L183:
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
.L178:
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
.L196:
	.cfi_restore_state
	movq	64(%rbp), %rax
	testq	%rax, %rax
	je	.L182
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	80(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L182
	.p2align 4,,10
	.p2align 3
.L195:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L179
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
	je	.L184
	movups	%xmm0, 72(%rbx)
	movl	$8, %esi
	movq	%r14, %rdi
	call	calloc@PLT
	movq	%rax, 88(%rbx)
	testq	%rax, %rax
	jne	.L183
.L184:
	orl	$-1, %eax
	jmp	.L178
	.cfi_endproc
.LFE62:
	.size	buffers_init, .-buffers_init
	.section	.rodata.str1.8
	.align 8
.LC18:
	.string	"CHECK FAILED rep=%u %s %s expected=%lu actual=%lu\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB58:
	.cfi_startproc
	cmpq	%r9, %r8
	je	.L201
	addq	$1, 8(%rdi)
	xorl	%eax, %eax
	leaq	.LC18(%rip), %rdi
	jmp	printf@PLT
	.p2align 4,,10
	.p2align 3
.L201:
	addq	$1, (%rdi)
	ret
	.cfi_endproc
.LFE58:
	.size	check, .-check
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB104:
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
	je	.L209
.L203:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L202:
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
.L209:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L210
	movl	$512, %esi
	movl	$16, %ebp
.L204:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L211
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L203
	.p2align 4,,10
	.p2align 3
.L210:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L204
.L211:
	movl	$1, 24(%rbx)
	jmp	.L202
	.cfi_endproc
.LFE104:
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
.LFB111:
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
	ja	.L213
	movsbq	%al, %r12
	movl	$10, %esi
	jmp	.L214
	.p2align 4,,10
	.p2align 3
.L223:
	movq	%r12, %rax
	mulq	%rsi
	jo	.L219
	movsbq	%cl, %rcx
	addq	%rcx, %rax
	movq	%rax, %r12
	jc	.L219
.L214:
	movq	%rdi, %r9
	movzbl	1(%rdi), %r14d
	addq	$1, %rdi
	leal	-48(%r14), %ecx
	cmpb	$9, %cl
	jbe	.L223
	movl	$1, %r15d
	xorl	%ebp, %ebp
	cmpb	$46, %r14b
	je	.L251
.L224:
	movq	$0, 24(%rsp)
	leaq	units.5(%rip), %rbx
.L229:
	movq	(%rbx), %rsi
	movq	%rdi, 8(%rsp)
	call	strcmp@PLT
	movq	8(%rsp), %rdi
	testl	%eax, %eax
	jne	.L228
	movq	8(%rbx), %rax
	movq	%rax, 24(%rsp)
.L228:
	addq	$16, %rbx
	leaq	64+units.5(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L229
	testb	%r14b, %r14b
	je	.L230
	cmpq	$0, 24(%rsp)
	je	.L252
	movq	24(%rsp), %rax
.L250:
	imulq	%rax, %rbp
.L233:
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	%r15
	movq	%rdx, %r9
	movq	%rax, %r10
	testq	%rdx, %rdx
	jne	.L253
	movq	24(%rsp), %rax
	movq	%r10, %rsi
	xorl	%edi, %edi
	mulq	%r12
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rdi
	cmpq	%rsi, %rax
	sbbq	%rdi, %r9
	jc	.L219
.L234:
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
.L219:
	.cfi_restore_state
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC24(%rip), %r8
	leaq	.LC25(%rip), %rdx
	call	snprintf@PLT
.L216:
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
.L230:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L239
	movq	%rbp, %rsi
	orq	%r12, %rsi
	je	.L234
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L250
	leaq	.LC22(%rip), %r8
.L231:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC27(%rip), %rdx
	call	snprintf@PLT
	jmp	.L216
	.p2align 4,,10
	.p2align 3
.L251:
	movzbl	1(%rdi), %r14d
	leaq	2(%r9), %rax
	leal	-48(%r14), %esi
	cmpb	$9, %sil
	ja	.L254
	addq	$11, %r9
	.p2align 4,,10
	.p2align 3
.L226:
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
	ja	.L255
	cmpq	%rax, %r9
	jne	.L226
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC28(%rip), %r8
	leaq	.LC29(%rip), %rdx
	call	snprintf@PLT
	jmp	.L216
.L239:
	movq	$1, 24(%rsp)
	jmp	.L233
.L255:
	movq	%rax, %rdi
	jmp	.L224
.L213:
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
	jmp	.L216
.L252:
	leaq	.LC21(%rip), %r8
	jmp	.L231
.L253:
	movq	16(%rsp), %rdi
	movq	%r13, %rcx
	movl	$160, %esi
	xorl	%eax, %eax
	leaq	.LC30(%rip), %r8
	leaq	.LC31(%rip), %rdx
	call	snprintf@PLT
	jmp	.L216
.L254:
	leaq	.LC26(%rip), %r8
	jmp	.L231
	.cfi_endproc
.LFE111:
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
	.string	"a whole number from 1 to 2^40 (200000000 unless the run is counted)"
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
	.string	"--exact-by"
.LC69:
	.string	"auto"
.LC70:
	.string	"sort"
.LC71:
	.string	"lattice"
.LC72:
	.string	"use auto, sort or lattice"
	.section	.rodata.str1.8
	.align 8
.LC73:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC74:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC75:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC76:
	.string	"--reps '%s' is not valid: %s"
.LC77:
	.string	"--schedule"
.LC78:
	.string	"fixed"
.LC79:
	.string	"poisson"
	.section	.rodata.str1.8
	.align 8
.LC80:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC81:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC82:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC83:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC84:
	.string	"--rate '%s' is not valid: %s"
.LC86:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC87:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC88:
	.string	"--seed '%s' is not valid: %s"
.LC89:
	.string	"--arrivals"
.LC90:
	.string	"--closed"
.LC91:
	.string	"catch-up"
.LC92:
	.string	"skip"
.LC93:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC94:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC95:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC96:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC97:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC98:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC99:
	.string	"--correct"
.LC100:
	.string	"--trace-values"
.LC101:
	.string	"--sweep"
.LC102:
	.string	"load"
.LC103:
	.string	"stall"
.LC104:
	.string	"use load or stall"
.LC105:
	.string	"--sweep '%s' is not valid: %s"
.LC106:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
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
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$200, %rsp
	.cfi_def_cfa_offset 256
	movq	%rcx, 8(%rsp)
	testl	%esi, %esi
	jle	.L316
	movq	%rdi, %r12
	movl	%esi, %r15d
	movq	%rdx, %r13
	xorl	%r14d, %r14d
	jmp	.L257
	.p2align 4,,10
	.p2align 3
.L356:
	movl	$1, 224(%r12)
.L265:
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jle	.L316
.L257:
	movslq	%r14d, %rax
	leaq	.LC32(%rip), %rsi
	movq	0(%r13,%rax,8), %rbx
	leaq	0(,%rax,8), %rbp
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L356
	leaq	.LC33(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L357
	movl	$3, 128(%r12)
	addl	$1, %r14d
	cmpl	%r14d, %r15d
	jg	.L257
.L316:
	xorl	%eax, %eax
.L256:
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
.L357:
	.cfi_restore_state
	cmpb	$45, (%rbx)
	je	.L358
.L263:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC34(%rip), %r8
	leaq	.LC35(%rip), %rdx
	call	snprintf@PLT
.L266:
	movl	$-1, %eax
	jmp	.L256
	.p2align 4,,10
	.p2align 3
.L358:
	cmpb	$45, 1(%rbx)
	jne	.L263
	addl	$1, %r14d
	cmpl	%r15d, %r14d
	je	.L359
	leaq	.LC38(%rip), %rsi
	movq	%rbx, %rdi
	movq	8(%r13,%rbp), %rbp
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L360
	leaq	.LC42(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L361
	leaq	.LC45(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L362
	leaq	.LC47(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L363
	leaq	.LC49(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L364
	leaq	.LC51(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L365
	leaq	.LC53(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L366
	leaq	.LC56(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L367
	leaq	.LC59(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L288
	leaq	.LC60(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L289
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L290
	movq	24(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L290
	movq	%rdx, 88(%r12)
.L289:
	movl	%eax, 96(%r12)
	movl	$1, 228(%r12)
	jmp	.L265
	.p2align 4,,10
	.p2align 3
.L360:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L368
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L369
	movq	%rax, (%r12)
	jmp	.L265
	.p2align 4,,10
	.p2align 3
.L361:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L370
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L371
	movq	%rax, 40(%r12)
	jmp	.L265
	.p2align 4,,10
	.p2align 3
.L362:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L372
	movq	24(%rsp), %rax
	movq	%rax, 8(%r12)
	jmp	.L265
	.p2align 4,,10
	.p2align 3
.L363:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L373
	movq	24(%rsp), %rax
	movq	%rax, 16(%r12)
	jmp	.L265
	.p2align 4,,10
	.p2align 3
.L364:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L374
	movq	24(%rsp), %rax
	movq	%rax, 24(%r12)
	jmp	.L265
	.p2align 4,,10
	.p2align 3
.L366:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L375
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L376
	movq	%rax, 136(%r12)
	movq	$0, 144(%r12)
	jmp	.L265
	.p2align 4,,10
	.p2align 3
.L365:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L377
	movq	24(%rsp), %rax
	movq	%rax, 104(%r12)
	jmp	.L265
	.p2align 4,,10
	.p2align 3
.L359:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC36(%rip), %r8
	leaq	.LC37(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
	.p2align 4,,10
	.p2align 3
.L288:
	leaq	.LC63(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L292
	leaq	.LC64(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC65(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L293
	testl	%eax, %eax
	jne	.L378
.L293:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 112(%r12)
	jmp	.L265
	.p2align 4,,10
	.p2align 3
.L367:
	leaq	24(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	movabsq	$1099511627776, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L379
	movq	24(%rsp), %rax
	movq	$0, 136(%r12)
	movq	%rax, 144(%r12)
	jmp	.L265
.L292:
	leaq	.LC68(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L380
	leaq	.LC74(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L381
	leaq	.LC77(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L300
	leaq	.LC78(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC79(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L301
	testl	%eax, %eax
	jne	.L382
.L301:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 32(%r12)
	jmp	.L265
.L380:
	leaq	.LC69(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L383
	leaq	.LC70(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L384
	leaq	.LC71(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L297
	movl	$2, 116(%r12)
	jmp	.L265
.L369:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC40(%rip), %r8
	leaq	.LC41(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L266
.L371:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC40(%rip), %r8
	leaq	.LC44(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L266
.L368:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC39(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L383:
	movl	$0, 116(%r12)
	jmp	.L265
.L300:
	leaq	.LC82(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L385
	leaq	.LC86(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L386
	leaq	.LC89(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L387
	leaq	.LC90(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L308
	leaq	.LC91(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L309
	leaq	.LC92(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L319
	leaq	.LC93(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L388
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC94(%rip), %r8
	leaq	.LC95(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L381:
	leaq	24(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L389
	movq	24(%rsp), %rax
	movl	%eax, 120(%r12)
	jmp	.L265
.L372:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC46(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L370:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC43(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L384:
	movl	$1, 116(%r12)
	jmp	.L265
.L373:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC48(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L374:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC50(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L377:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC52(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L385:
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L304
	call	__errno_location@PLT
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	movl	$0, (%rax)
	movq	%rax, %rbx
	call	strtod@PLT
	movl	(%rbx), %eax
	testl	%eax, %eax
	jne	.L304
	movq	32(%rsp), %rax
	cmpb	$0, (%rax)
	jne	.L304
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L304
	comisd	.LC85(%rip), %xmm0
	ja	.L304
	movsd	%xmm0, 152(%r12)
	jmp	.L265
.L290:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC61(%rip), %r8
	leaq	.LC62(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L376:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC40(%rip), %r8
	leaq	.LC55(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L266
.L386:
	xorl	%esi, %esi
	leaq	160(%r12), %rcx
	movq	$-1, %rdx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L265
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC87(%rip), %r8
	leaq	.LC88(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
	.p2align 4,,10
	.p2align 3
.L308:
	leaq	.LC96(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L390
	leaq	.LC99(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L391
	leaq	.LC100(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L392
	leaq	.LC101(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L314
	leaq	.LC102(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L315
	leaq	.LC103(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L393
.L315:
	movq	%rbp, 192(%r12)
	movl	$2, 128(%r12)
	jmp	.L265
.L387:
	movq	%rbp, 168(%r12)
	movl	$2, 32(%r12)
	jmp	.L265
.L375:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC54(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L379:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC57(%rip), %r8
	leaq	.LC58(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L390:
	leaq	80(%r12), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L265
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC97(%rip), %r8
	leaq	.LC98(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L393:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC104(%rip), %r8
	leaq	.LC105(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L391:
	movq	%rbp, 176(%r12)
	movl	$1, 128(%r12)
	jmp	.L265
.L314:
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC36(%rip), %r8
	leaq	.LC106(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L392:
	movq	%rbp, 184(%r12)
	movl	$1, 128(%r12)
	jmp	.L265
.L297:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC72(%rip), %r8
	leaq	.LC73(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L389:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC75(%rip), %r8
	leaq	.LC76(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L378:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC66(%rip), %r8
	leaq	.LC67(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L304:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC83(%rip), %r8
	leaq	.LC84(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L382:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC80(%rip), %r8
	leaq	.LC81(%rip), %rdx
	call	snprintf@PLT
	jmp	.L266
.L388:
	movl	$2, %eax
.L309:
	movl	%eax, 72(%r12)
	jmp	.L265
.L319:
	movl	$1, %eax
	jmp	.L309
	.cfi_endproc
.LFE112:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC107:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC108:
	.string	"r"
.LC109:
	.string	"%s '%s' cannot be read: %s"
.LC110:
	.string	"%s '%s': out of memory"
.LC111:
	.string	"%s %.40s: line %lu"
	.section	.rodata.str1.8
	.align 8
.LC112:
	.string	"%s is %zd characters long: at most %d are allowed"
	.align 8
.LC113:
	.string	"%s is empty: every line must hold one number"
	.section	.rodata.str1.1
.LC114:
	.string	"%s: %s"
	.section	.rodata.str1.8
	.align 8
.LC115:
	.string	"%s: '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC116:
	.string	"%s: %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC117:
	.string	"%s: more than 200000000 lines"
	.section	.rodata.str1.8
	.align 8
.LC118:
	.string	"%s '%s': out of memory at line %lu"
	.align 8
.LC119:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC120:
	.string	"%s '%s' is empty: it needs at least one number"
	.text
	.p2align 4
	.type	read_numbers.constprop.0, @function
read_numbers.constprop.0:
.LFB114:
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
	jne	.L395
	movl	200(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L427
.L395:
	movq	(%rsp), %rdi
	leaq	.LC108(%rip), %rsi
	call	fopen@PLT
	movq	%rax, 8(%rsp)
	testq	%rax, %rax
	je	.L428
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L429
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
.L399:
	movq	8(%rsp), %rdx
	movq	24(%rsp), %rsi
	movq	32(%rsp), %rdi
	call	getline@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	js	.L430
	leaq	1(%rbx), %rbp
	jne	.L400
	jmp	.L402
	.p2align 4,,10
	.p2align 3
.L403:
	movb	$0, (%rax)
	movq	%rdx, %r15
	testq	%rdx, %rdx
	je	.L402
.L400:
	movq	88(%rsp), %rax
	leaq	-1(%r15), %rdx
	addq	%rdx, %rax
	movzbl	(%rax), %ecx
	cmpb	$10, %cl
	je	.L403
	cmpb	$13, %cl
	je	.L403
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	xorl	%eax, %eax
	movq	%rbp, %r9
	movq	40(%rsp), %rdi
	leaq	.LC111(%rip), %rdx
	movl	$64, %esi
	call	snprintf@PLT
	cmpq	$64, %r15
	jg	.L431
	movl	52(%rsp), %eax
	movq	88(%rsp), %rdi
	testl	%eax, %eax
	je	.L406
	leaq	320(%rsp), %r14
	movq	56(%rsp), %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L432
.L407:
	cmpq	$200000000, %rbx
	je	.L433
.L409:
	cmpq	%rbx, %r13
	je	.L434
.L410:
	movq	104(%rsp), %r14
	movq	%r14, (%r12,%rbx,8)
	movq	%rbp, %rbx
	jmp	.L399
	.p2align 4,,10
	.p2align 3
.L406:
	movq	56(%rsp), %rcx
	xorl	%esi, %esi
	movabsq	$4611686018427387903, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L435
	testq	%rbx, %rbx
	je	.L409
	movq	104(%rsp), %r8
	cmpq	%r14, %r8
	jnb	.L407
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	movq	%r14, %r9
	xorl	%eax, %eax
	leaq	.LC116(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L412
	.p2align 4,,10
	.p2align 3
.L434:
	movq	%r13, %rsi
	movq	%r12, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L436
	addq	%r13, %r13
	movq	%rax, %r12
	jmp	.L410
.L402:
	movq	16(%rsp), %rcx
	leaq	112(%rsp), %rbx
	movq	(%rsp), %r8
	xorl	%eax, %eax
	leaq	.LC111(%rip), %rdx
	movl	$64, %esi
	movq	%rbx, %rdi
	movq	%rbp, %r9
	call	snprintf@PLT
	movq	64(%rsp), %rdi
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC113(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
.L412:
	movq	88(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	call	fclose@PLT
.L396:
	xorl	%r12d, %r12d
.L394:
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
.L430:
	.cfi_restore_state
	movq	8(%rsp), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L437
	testq	%rbx, %rbx
	je	.L438
	movq	88(%rsp), %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	call	fclose@PLT
	movq	72(%rsp), %rax
	movq	%rbx, (%rax)
	jmp	.L394
.L431:
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	movq	%r15, %r8
	xorl	%eax, %eax
	movl	$64, %r9d
	leaq	.LC112(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L412
.L435:
	movq	40(%rsp), %rcx
	movq	88(%rsp), %r8
	xorl	%eax, %eax
	leaq	.LC115(%rip), %rdx
	movq	64(%rsp), %rdi
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L412
.L432:
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	movq	%r14, %r8
	xorl	%eax, %eax
	leaq	.LC114(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L412
.L433:
	movq	40(%rsp), %rcx
	movq	64(%rsp), %rdi
	leaq	.LC117(%rip), %rdx
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L412
.L437:
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	64(%rsp), %rdi
	leaq	.LC119(%rip), %rdx
	call	snprintf@PLT
	jmp	.L412
.L427:
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	64(%rsp), %rdi
	leaq	.LC107(%rip), %rdx
	call	snprintf@PLT
	jmp	.L396
.L438:
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	64(%rsp), %rdi
	leaq	.LC120(%rip), %rdx
	call	snprintf@PLT
	jmp	.L412
.L436:
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	movq	%rbp, %r9
	movl	$512, %esi
	movq	64(%rsp), %rdi
	leaq	.LC118(%rip), %rdx
	call	snprintf@PLT
	jmp	.L412
.L429:
	movq	64(%rsp), %rdi
	movq	(%rsp), %r8
	movl	$512, %esi
	xorl	%eax, %eax
	movq	16(%rsp), %rcx
	leaq	.LC110(%rip), %rdx
	call	snprintf@PLT
	movq	8(%rsp), %rdi
	call	fclose@PLT
	jmp	.L396
.L428:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	(%rsp), %r8
	movq	16(%rsp), %rcx
	leaq	.LC109(%rip), %rdx
	movq	64(%rsp), %rdi
	movq	%rax, %r9
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L396
	.cfi_endproc
.LFE114:
	.size	read_numbers.constprop.0, .-read_numbers.constprop.0
	.section	.rodata.str1.1
.LC121:
	.string	"parse_time '%s'%s"
.LC122:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB97:
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
	jne	.L445
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC122(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC121(%rip), %rdx
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
.L445:
	.cfi_restore_state
	leaq	.LC121(%rip), %rdx
	movq	%rbx, %rcx
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rdx
	testl	%ebp, %ebp
	je	.L446
.L442:
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
.L446:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	jmp	.L442
	.cfi_endproc
.LFE97:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.1
.LC123:
	.string	"%lu.%lu"
.LC124:
	.string	"%lu.%02lu"
.LC125:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB115:
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
	jnb	.L452
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L453
	leaq	.LC125(%rip), %rdx
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
.L453:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC124(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L452:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC123(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE115:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC126:
	.string	"%-10s %9lu"
	.globl	__divti3
.LC127:
	.string	"%lu.%04lu"
.LC128:
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
	leaq	.LC126(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L455:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L455
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L456
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
.L456:
	movq	%rbp, %rdi
	leaq	.LC127(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC128(%rip), %rdi
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
.LFB117:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L466
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L465
	.p2align 4,,10
	.p2align 3
.L463:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L464
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L464
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L464:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L461
.L465:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L463
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L465
.L461:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L466:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE117:
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
	je	.L494
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
.L474:
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
	jne	.L474
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
	jc	.L485
	movq	%r14, 8(%rsp)
.L473:
	movq	8(%rsp), %rax
	movq	%r12, 64(%r9)
	movq	$99999, 16(%rsp)
	movq	%rax, (%r9)
	movq	$0, 24(%rsp)
	testl	%r8d, %r8d
	je	.L495
.L477:
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
.L484:
	movq	8(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L478
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
	je	.L487
	movq	56(%rsp), %r12
	movq	%rbx, %rax
	xorl	%r14d, %r14d
	.p2align 4,,10
	.p2align 3
.L480:
	movq	(%rax), %rdx
	cmpq	%rdx, %r14
	cmovb	%rdx, %r14
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L480
.L479:
	movq	%rbp, %r12
	xorl	%r15d, %r15d
	movq	%r11, %rbp
	jmp	.L482
	.p2align 4,,10
	.p2align 3
.L483:
	movq	%r14, %rax
	movq	8(%r12), %rsi
	movq	%rbx, %rdi
	subq	%r15, %rax
	shrq	%rax
	leaq	(%rax,%r15), %r11
	movq	%r11, %rdx
	call	dist_count_le.isra.0
	cmpq	%rbp, %rax
	jb	.L496
	movq	%r11, %r14
.L482:
	cmpq	%r14, %r15
	jb	.L483
	movq	%r12, %rbp
.L478:
	movq	(%rsp), %rax
	addq	$8, %r13
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rax
	cmpq	%r13, %rax
	jne	.L484
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
.L471:
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
.L496:
	.cfi_restore_state
	leaq	1(%r11), %r15
	jmp	.L482
.L495:
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
	jmp	.L477
.L487:
	xorl	%r14d, %r14d
	jmp	.L479
.L494:
	movq	$0, 8(%rsp)
	xorl	%r12d, %r12d
	movq	$0, 32(%rsp)
	movq	$0, 40(%rsp)
	jmp	.L473
.L485:
	movl	$-1, %eax
	jmp	.L471
	.cfi_endproc
.LFE40:
	.size	dist_summarise, .-dist_summarise
	.section	.rodata.str1.8
	.align 8
.LC129:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	run_any.constprop.0, @function
run_any.constprop.0:
.LFB118:
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
	je	.L519
	movq	80(%rdi), %rax
	movq	%rax, 32(%rsp)
	cmpl	$3, %esi
	je	.L530
.L498:
	movq	56(%r11), %rax
	movq	%rax, 40(%rsp)
.L500:
	movq	%r9, 56(%rsp)
	xorl	%r13d, %r13d
	xorl	%ebx, %ebx
	xorl	%r15d, %r15d
	xorl	%edx, %edx
	jmp	.L501
	.p2align 4,,10
	.p2align 3
.L534:
	addq	%r8, %rdx
	addq	$1, %rcx
	testq	%rsi, %rsi
	jne	.L531
.L514:
	movq	%rcx, 8(%r10)
	movq	%r12, %rbx
	movq	$-1, (%r10)
.L511:
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
.L508:
	movq	32(%rsp), %rax
	addq	$1, %rbx
	addq	$1, %r13
	cmpq	%rax, %rbx
	movl	$0, %eax
	cmove	%rax, %rbx
.L501:
	cmpl	$3, 20(%rsp)
	je	.L532
	cmpq	56(%r11), %r13
	jnb	.L504
	movq	48(%r11), %rax
	testq	%rax, %rax
	je	.L506
	movq	(%rax,%r13,8), %r14
.L507:
	cmpl	$2, 20(%rsp)
	jne	.L522
	cmpq	%rdx, %r14
	jb	.L508
.L522:
	cmpl	$1, 20(%rsp)
	movq	%r14, %rbp
	jne	.L505
	movq	24(%rsp), %rax
	movq	(%rax,%rbx,8), %rbp
	cmpq	%rbp, %r14
	cmovnb	%r14, %rbp
	.p2align 4,,10
	.p2align 3
.L505:
	movq	40(%rsp), %rax
	cmpq	%rax, %r15
	je	.L533
	cmpq	%rbp, %rdx
	movq	%rdx, %rdi
	movq	(%r11), %r12
	movq	(%r10), %rax
	cmovb	%rbp, %rdi
	movq	16(%r11), %rsi
	movq	8(%r11), %r8
	leaq	(%rdi,%r12), %rdx
	cmpq	%rdx, %rax
	jnb	.L511
	addq	%r8, %r12
	movq	8(%r10), %rcx
	movq	%r12, 8(%rsp)
	movq	%rbx, %r12
	.p2align 4,,10
	.p2align 3
.L515:
	cmpq	%rax, %rdi
	jb	.L534
	movq	8(%rsp), %r9
	leaq	(%r8,%rax), %rbx
	addq	%rax, %r9
	cmpq	%rbx, %rdi
	cmovb	%r9, %rdx
	addq	$1, %rcx
	testq	%rsi, %rsi
	je	.L514
.L531:
	addq	%rsi, %rax
	movq	%rax, (%r10)
	cmpq	%rdx, %rax
	jb	.L515
	movq	%rcx, 8(%r10)
	movq	%r12, %rbx
	jmp	.L511
	.p2align 4,,10
	.p2align 3
.L532:
	movq	24(%rsp), %rax
	movq	(%rax,%rbx,8), %r14
	movq	64(%r11), %rax
	testq	%rax, %rax
	je	.L503
	cmpq	%rax, %r14
	jnb	.L504
.L529:
	movq	%r14, %rbp
	jmp	.L505
	.p2align 4,,10
	.p2align 3
.L506:
	movq	40(%r11), %r14
	imulq	%r13, %r14
	jmp	.L507
	.p2align 4,,10
	.p2align 3
.L503:
	cmpq	56(%r11), %r13
	jb	.L529
.L504:
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
.L519:
	.cfi_restore_state
	movq	$1, 32(%rsp)
	jmp	.L498
.L530:
	movq	64(%rdi), %rax
	testq	%rax, %rax
	je	.L498
	xorl	%edx, %edx
	movq	32(%rsp), %rbx
	divq	(%rdi)
	leaq	1(%rbx,%rax), %rax
	movq	%rax, 40(%rsp)
	jmp	.L500
.L533:
	movq	stderr(%rip), %rdi
	movq	%r15, %rdx
	leaq	.LC129(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE118:
	.size	run_any.constprop.0, .-run_any.constprop.0
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
	jnb	.L547
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
	jmp	.L545
	.p2align 4,,10
	.p2align 3
.L543:
	movq	%rcx, 8(%r10)
	movq	$-1, (%r10)
.L540:
	movq	%rdx, %rax
	addq	$1, %r11
	subq	%rbx, %rax
	movq	-32(%rsp), %rbx
	movq	%rax, (%rbx,%r14,8)
.L539:
	cmpq	%r15, %r11
	jnb	.L535
.L545:
	movq	-40(%rsp), %rdi
	movq	-24(%rsp), %rcx
	movq	%r11, %r14
	movq	(%r10), %rax
	movq	%rdi, %rbx
	subq	%rcx, %r14
	imulq	%r11, %rbx
	cmpq	%r12, %rdi
	jb	.L537
	movq	%r15, %rcx
	subq	%r11, %rcx
	cmpq	$15, %rcx
	jbe	.L537
	movq	-16(%rsp), %rdi
	leaq	(%rdi,%rdx), %rcx
	movq	-8(%rsp), %rdi
	addq	%rbx, %rdi
	cmpq	%rdi, %rcx
	cmovb	%rdi, %rcx
	cmpq	%rcx, %rax
	jnb	.L555
.L537:
	cmpq	%rdx, %rbx
	movq	%rdx, %rdi
	cmovnb	%rbx, %rdi
	leaq	(%r12,%rdi), %rdx
	cmpq	%rdx, %rax
	jnb	.L540
	movq	8(%r10), %rcx
	addq	$1, %rcx
	cmpq	%rax, %rdi
	jnb	.L541
	.p2align 4,,10
	.p2align 3
.L557:
	addq	%r8, %rdx
.L542:
	testq	%rsi, %rsi
	je	.L543
	addq	%rsi, %rax
	leaq	1(%rcx), %r9
	movq	%rax, (%r10)
	cmpq	%rdx, %rax
	jnb	.L556
	movq	%r9, %rcx
	cmpq	%rax, %rdi
	jb	.L557
.L541:
	leaq	(%r8,%rax), %r13
	leaq	0(%rbp,%rax), %r9
	cmpq	%r13, %rdi
	cmovb	%r9, %rdx
	jmp	.L542
.L547:
	movq	%r9, %rdx
.L535:
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
.L555:
	.cfi_restore_state
	movq	-32(%rsp), %rax
	movq	-40(%rsp), %r9
	salq	$3, %r14
	subq	%rbx, %rdx
	leaq	(%rax,%r14), %rdi
	subq	%r12, %r9
	leaq	128(%rax,%r14), %r14
.L538:
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
	jne	.L538
	addq	$16, %r11
	movq	%rcx, %rdx
	jmp	.L539
.L556:
	movq	%rcx, 8(%r10)
	jmp	.L540
	.cfi_endproc
.LFE23:
	.size	run_open, .-run_open
	.section	.rodata.str1.1
.LC130:
	.string	"RESULT set=%s"
.LC131:
	.string	" n=%lu"
.LC132:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC133:
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
	leaq	.LC132(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	movq	%rdi, %rsi
	leaq	.LC130(%rip), %rdi
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
	leaq	.LC131(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L559:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L559
	movq	(%r12), %r8
	movq	64(%r12), %rbx
	xorl	%ecx, %ecx
	movq	56(%r12), %rax
	testq	%r8, %r8
	je	.L560
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
.L560:
	movq	%rsp, %rbp
	leaq	.LC127(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC133(%rip), %rdi
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
	je	.L580
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
.L566:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L571
	.p2align 4,,10
	.p2align 3
.L567:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L569
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L569:
	testq	%r8, %r8
	je	.L570
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L570
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L570:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L567
.L571:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L566
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
.L580:
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
	jnb	.L594
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
	jmp	.L593
	.p2align 4,,10
	.p2align 3
.L591:
	movq	%rsi, 8(%r10)
	movq	%rdx, %rax
	movq	$-1, (%r10)
	subq	%rcx, %rax
.L588:
	movq	-40(%rsp), %rcx
	addq	$1, %r8
	movq	%rax, (%rcx,%r14,8)
.L587:
	cmpq	%r13, %r8
	jnb	.L583
.L593:
	movq	-32(%rsp), %rsi
	movq	%r8, %r14
	movq	(%r10), %rax
	subq	%r15, %r14
	movq	%rsi, %rcx
	imulq	%r8, %rcx
	cmpq	%rbp, %rsi
	jb	.L585
	movq	%r13, %rsi
	subq	%r8, %rsi
	cmpq	$15, %rsi
	jbe	.L585
	movq	-24(%rsp), %rsi
	movq	-16(%rsp), %r9
	addq	%rdx, %rsi
	addq	%rcx, %r9
	cmpq	%r9, %rsi
	cmovb	%r9, %rsi
	cmpq	%rsi, %rax
	jnb	.L603
.L585:
	cmpq	%rdx, %rcx
	cmovb	%rdx, %rcx
	leaq	0(%rbp,%rcx), %rdx
	cmpq	%rdx, %rax
	jnb	.L595
	movq	8(%r10), %rsi
	addq	$1, %rsi
	cmpq	%rax, %rcx
	jnb	.L589
	.p2align 4,,10
	.p2align 3
.L605:
	addq	%r11, %rdx
.L590:
	testq	%rdi, %rdi
	je	.L591
	addq	%rdi, %rax
	leaq	1(%rsi), %r9
	movq	%rax, (%r10)
	cmpq	%rdx, %rax
	jnb	.L604
	movq	%r9, %rsi
	cmpq	%rax, %rcx
	jb	.L605
.L589:
	leaq	(%r11,%rax), %r12
	leaq	(%rbx,%rax), %r9
	cmpq	%r12, %rcx
	cmovb	%r9, %rdx
	jmp	.L590
.L594:
	movq	%r9, %rdx
.L583:
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
.L595:
	.cfi_restore_state
	movq	%rbp, %rax
	jmp	.L588
.L603:
	movq	-40(%rsp), %rax
	movq	%rbp, %xmm0
	punpcklqdq	%xmm0, %xmm0
	leaq	(%rax,%r14,8), %rax
	leaq	128(%rax), %rcx
.L586:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rcx, %rax
	jne	.L586
	addq	$16, %r8
	movq	%rsi, %rdx
	jmp	.L587
.L604:
	movq	%rdx, %rax
	movq	%rsi, 8(%r10)
	subq	%rcx, %rax
	jmp	.L588
	.cfi_endproc
.LFE22:
	.size	run_closed, .-run_closed
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
	je	.L606
.L607:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L615
	.p2align 4,,10
	.p2align 3
.L610:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L609
.L615:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L610
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L611
.L616:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L611
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L611:
	cmpq	%rbp, %rbx
	jnb	.L606
	movq	%rbx, %rax
	jmp	.L607
	.p2align 4,,10
	.p2align 3
.L609:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L616
.L606:
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
	.p2align 4
	.type	reference, @function
reference:
.LFB57:
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
	jne	.L626
	movq	64(%rdi), %rax
	testq	%rax, %rax
	je	.L626
	xorl	%edx, %edx
	divq	(%rdi)
	movq	80(%rdi), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
.L626:
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
	je	.L633
	testq	%r12, %r12
	je	.L633
	movl	%r14d, %esi
	movq	%r12, %rcx
	movq	%r13, %rdx
	movq	%rbx, %rdi
	call	ref_client
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L655
	xorl	%ecx, %ecx
	xorl	%edx, %edx
.L630:
	movl	96(%rbx), %eax
	movq	%rdx, 216(%rbp)
	testl	%eax, %eax
	je	.L631
.L657:
	movq	80(%rbx), %rsi
	movq	$-1, %rax
	cmpq	%rsi, %r14
	jb	.L632
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
.L632:
	movq	%rax, 248(%rbp)
	movl	112(%rbx), %ecx
	movq	%rbp, %r8
	movq	%r14, %rsi
	movq	104(%rbx), %rdx
	movq	%r12, %rdi
	call	summarise
	testl	%eax, %eax
	jne	.L633
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
	jne	.L656
	movl	112(%rbx), %edx
	movq	104(%rbx), %rsi
	movq	%r14, %rdi
	leaq	144(%rbp), %rcx
	call	dist_summarise
	movq	(%rsp), %r15
	movq	32(%rsp), %r14
	testl	%eax, %eax
	jne	.L640
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
	je	.L635
	movq	24(%rbx), %rcx
	xorl	%edx, %edx
	cmpq	%rax, %rcx
	jnb	.L635
	movq	16(%rbx), %rdi
	movl	$1, %edx
	testq	%rdi, %rdi
	je	.L635
	subq	%rcx, %rax
	xorl	%edx, %edx
	subq	$1, %rax
	divq	%rdi
	leaq	1(%rax), %rdx
.L635:
	movq	%rdx, 224(%rbp)
	movl	112(%rbx), %ecx
	leaq	72(%rbp), %r8
	movq	%r12, %rdi
	movq	104(%rbx), %rdx
	call	summarise
	negl	%eax
	sbbl	%ebx, %ebx
.L629:
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
.L655:
	.cfi_restore_state
	movq	-8(%r13,%rax,8), %rcx
	movq	8(%rbx), %rdx
	movq	%rcx, 232(%rbp)
	testq	%rdx, %rdx
	je	.L630
	movq	24(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L637
	movq	16(%rbx), %rsi
	movl	$1, %edx
	testq	%rsi, %rsi
	je	.L630
	movq	%rcx, %rdx
	subq	%rax, %rdx
	leaq	-1(%rdx), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	1(%rax), %rdx
	movl	96(%rbx), %eax
	movq	%rdx, 216(%rbp)
	testl	%eax, %eax
	jne	.L657
.L631:
	movq	88(%rbx), %rax
	jmp	.L632
	.p2align 4,,10
	.p2align 3
.L637:
	xorl	%edx, %edx
	jmp	.L630
	.p2align 4,,10
	.p2align 3
.L633:
	xorl	%r15d, %r15d
	xorl	%r14d, %r14d
	movl	$-1, %ebx
	jmp	.L629
	.p2align 4,,10
	.p2align 3
.L656:
	movq	32(%rsp), %r14
	movq	(%rsp), %r15
	movl	$-1, %ebx
	jmp	.L629
	.p2align 4,,10
	.p2align 3
.L640:
	movl	$-1, %ebx
	jmp	.L629
	.cfi_endproc
.LFE57:
	.size	reference, .-reference
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB35:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L665
	testq	%r8, %r8
	je	.L665
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
	jne	.L658
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L668
.L660:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L658:
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
.L665:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L668:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L663
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L661:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L669
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L660
	.p2align 4,,10
	.p2align 3
.L663:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L661
.L669:
	movl	$1, 24(%rbx)
	jmp	.L658
	.cfi_endproc
.LFE35:
	.size	dist_add, .-dist_add
	.section	.rodata.str1.8
	.align 8
.LC134:
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
	jne	.L755
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	movl	$32, %ecx
	rep stosq
	movq	$-1, %rax
	cmpq	$0, 8(%r15)
	je	.L696
	movq	24(%r15), %rax
.L696:
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
	je	.L756
.L698:
	movq	(%rbx), %rcx
	movq	24(%rbx), %r8
	leaq	96(%rsp), %r9
	movq	%r15, %rdi
	leaq	by_kind.0(%rip), %rdx
	leaq	144(%rsp), %r12
	movl	(%rdx,%rax,4), %esi
	movq	%r12, %rdx
	call	run_any.constprop.0
	movq	24(%rsp), %rsi
	movq	96(%rsp), %r13
	movq	%rax, 232(%rsi)
.L699:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	16(%rsp), %rsi
	imulq	$1000000000, 176(%rsp), %rax
	subq	%rsi, %rax
	addq	184(%rsp), %rax
	subq	%r14, %rax
	js	.L700
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L701:
	testq	%r13, %r13
	je	.L702
	js	.L703
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L704:
	divsd	%xmm1, %xmm0
.L702:
	movq	80(%rsp), %rax
	movq	24(%rsp), %rsi
	cmpq	$0, 8(%r15)
	movsd	%xmm0, (%rax)
	movq	152(%rsp), %rax
	movq	%rax, 216(%rsi)
	movq	$-1, %rax
	je	.L705
	movq	24(%r15), %rax
.L705:
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
	jne	.L706
	movq	8(%rbx), %rdx
	movq	%r12, %rsi
	xorl	%r9d, %r9d
	movq	%rbp, %r8
	xorl	%ecx, %ecx
	movq	%r15, %rdi
	call	run_open
	movq	24(%rsp), %rsi
	movq	%rax, 240(%rsi)
.L707:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	16(%rsp), %rsi
	imulq	$1000000000, 176(%rsp), %rax
	subq	%rsi, %rax
	addq	184(%rsp), %rax
	subq	%r14, %rax
	js	.L708
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L709:
	testq	%rbp, %rbp
	js	.L710
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L711:
	divsd	%xmm1, %xmm0
	movq	80(%rsp), %rax
	movq	24(%rsp), %rsi
	movsd	%xmm0, 8(%rax)
	movq	152(%rsp), %rax
	movq	%rax, 224(%rsi)
	movl	96(%r15), %eax
	testl	%eax, %eax
	je	.L712
	movq	80(%r15), %rcx
	movq	$-1, %r9
	cmpq	%rcx, %r13
	jb	.L713
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
.L713:
	movq	24(%rsp), %rax
	movq	(%rbx), %rdi
	xorl	%r12d, %r12d
	xorl	%esi, %esi
	movq	%r9, 248(%rax)
	testq	%r13, %r13
	jne	.L714
	jmp	.L757
	.p2align 4,,10
	.p2align 3
.L759:
	addq	$1, %rsi
	cmpq	%rsi, %r13
	je	.L758
.L714:
	movq	(%rdi,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r9, %rax
	jb	.L716
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L716:
	addq	%r12, %rcx
	movq	%rcx, %r12
	jnc	.L759
.L719:
	movl	$-1, %eax
.L670:
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
.L756:
	.cfi_restore_state
	testl	%eax, %eax
	jne	.L698
	cmpq	$1, 80(%r15)
	jne	.L698
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
	jmp	.L699
.L700:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L701
.L755:
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
.L686:
	movq	32(%rsp), %rax
	movq	$-1, %rdx
	cmpq	$0, 8(%rax)
	je	.L672
	movq	24(%rax), %rdx
.L672:
	movq	%rdx, 112(%rsp)
	movq	$0, 120(%rsp)
	testq	%r12, %r12
	je	.L723
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
.L677:
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
	je	.L760
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
.L675:
	xorl	%ecx, %ecx
	testq	%rbp, %rbp
	je	.L681
	.p2align 4,,10
	.p2align 3
.L676:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L679
	testq	%rdx, %rdx
	jne	.L679
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbp, %rcx
	jne	.L676
.L681:
	cmpq	%r12, %r15
	jb	.L677
	movq	56(%rsp), %rsi
	movq	48(%rsp), %r9
	movq	8(%rsp), %r14
	testq	%rsi, %rsi
	js	.L682
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L683:
	movq	120(%rsp), %rdx
	testq	%r12, %r12
	js	.L761
.L750:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L685:
	divsd	%xmm1, %xmm0
	movq	80(%rsp), %rax
	movsd	%xmm0, (%rax,%r9,8)
	movq	24(%rsp), %rax
	movq	%rdx, 216(%rax,%r9,8)
	movq	%r14, 232(%rax,%r9,8)
	testq	%r9, %r9
	jne	.L762
	movl	$1, %r9d
	jmp	.L686
	.p2align 4,,10
	.p2align 3
.L760:
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
	jmp	.L675
.L706:
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
	jmp	.L707
.L712:
	movq	88(%r15), %r9
	jmp	.L713
.L758:
	testq	%rcx, %rcx
	je	.L719
	movq	32(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L763
	movq	%rcx, %rax
	shrq	$61, %rax
	jne	.L719
	movq	16(%rbx), %rdi
	leaq	0(,%rcx,8), %rsi
	call	realloc@PLT
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L719
	movq	%rax, 16(%rbx)
	movq	24(%rsp), %rax
	movq	%r12, 32(%rbx)
	movq	(%rbx), %rdi
	movq	248(%rax), %r9
.L715:
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
	jne	.L719
	movl	112(%r15), %ecx
	movq	104(%r15), %rdx
	leaq	72(%r14), %r8
	movq	%rbp, %rsi
	movq	8(%rbx), %rdi
	call	summarise
	testl	%eax, %eax
	jne	.L719
	movl	112(%r15), %ecx
	movq	104(%r15), %rdx
	movq	%r12, %rsi
	leaq	144(%r14), %r8
	movq	16(%rbx), %rdi
	call	summarise
	testl	%eax, %eax
	jne	.L719
	jmp	.L670
.L710:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L711
.L708:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L709
.L762:
	movq	32(%rsp), %r15
	movl	96(%r15), %esi
	testl	%esi, %esi
	jne	.L764
	movq	88(%r15), %rsi
.L688:
	movq	24(%rsp), %rax
	cmpq	$0, 56(%rbx)
	movq	%rsi, 248(%rax)
	je	.L727
	xorl	%ebp, %ebp
	leaq	144(%rsp), %r12
	jmp	.L691
	.p2align 4,,10
	.p2align 3
.L690:
	addq	$1, %rbp
	cmpq	56(%rbx), %rbp
	jnb	.L765
.L691:
	movq	64(%rbx), %rax
	movq	(%rax,%rbp,8), %r8
	testq	%r8, %r8
	je	.L690
	movq	48(%rbx), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	imulq	%rbp, %rsi
	addq	$1, %rbp
	call	dist_add
	cmpq	56(%rbx), %rbp
	jb	.L691
.L765:
	movq	24(%rsp), %rax
	movl	168(%rsp), %ebp
	movq	248(%rax), %rsi
.L689:
	leaq	176(%rsp), %rbx
	movq	%r12, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	orl	200(%rsp), %ebp
	jne	.L694
	movq	24(%rsp), %r14
	movl	112(%r15), %edx
	movq	104(%r15), %rsi
	movq	88(%rsp), %rdi
	movq	%r14, %rcx
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L694
	movl	112(%r15), %edx
	movq	104(%r15), %rsi
	leaq	72(%r14), %rcx
	movq	72(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L694
	movl	112(%r15), %edx
	movq	104(%r15), %rsi
	leaq	144(%r14), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	negl	%eax
	sbbl	%eax, %eax
.L693:
	movl	%eax, 8(%rsp)
	movq	24(%rsp), %rax
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L670
.L703:
	movq	%r13, %rax
	movq	%r13, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L704
.L764:
	movq	$-1, %rsi
	testq	%r12, %r12
	je	.L688
	movq	232(%rax), %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%r12
	testq	%rax, %rax
	cmovne	%rax, %rsi
	jmp	.L688
.L761:
	movq	%r12, %rcx
	movq	%r12, %rsi
	pxor	%xmm1, %xmm1
	shrq	%rcx
	andl	$1, %esi
	orq	%rsi, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L685
.L682:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L683
.L679:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC134(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L723:
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	pxor	%xmm0, %xmm0
	jmp	.L750
.L763:
	movq	16(%rbx), %rcx
	movq	%rax, %r12
	jmp	.L715
.L757:
	movq	32(%rbx), %r12
	movq	16(%rbx), %rcx
	jmp	.L715
.L694:
	movl	$-1, %eax
	jmp	.L693
.L727:
	xorl	%ebp, %ebp
	leaq	144(%rsp), %r12
	jmp	.L689
	.cfi_endproc
.LFE66:
	.size	run_once, .-run_once
	.section	.rodata.str1.1
.LC136:
	.string	"sum_ns"
.LC137:
	.string	"corrected"
.LC138:
	.string	"stalls"
.LC139:
	.string	"closed"
.LC140:
	.string	"open"
.LC141:
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
.L767:
	movq	%r10, 24(%rsp)
	movq	16(%rsp), %r14
	movq	%r10, %r12
	movq	%r13, %rbp
	leaq	PCT_NAME(%rip), %rbx
	jmp	.L770
	.p2align 4,,10
	.p2align 3
.L768:
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%r13, %rdx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %rdi
	call	printf@PLT
.L769:
	addq	$8, %rbx
	leaq	48+PCT_NAME(%rip), %rax
	addq	$8, %r12
	addq	$8, %r14
	cmpq	%rbx, %rax
	je	.L789
.L770:
	movq	(%r12), %r9
	movq	(%r14), %r8
	movq	(%rbx), %rcx
	movq	0(%rbp), %r13
	cmpq	%r8, %r9
	jne	.L768
	addq	$1, (%r15)
	jmp	.L769
	.p2align 4,,10
	.p2align 3
.L789:
	movq	%rbp, %rax
	movq	24(%rsp), %r10
	movq	%r13, %rbp
	movq	%rax, %r13
	movq	16(%rsp), %rax
	movq	48(%r10), %r9
	movq	48(%rax), %r8
	cmpq	%r8, %r9
	je	.L790
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC7(%rip), %rcx
	leaq	.LC18(%rip), %rdi
	movq	%r10, 24(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r10
.L772:
	movq	16(%rsp), %rax
	movq	56(%r10), %r9
	movq	56(%rax), %r8
	cmpq	%r8, %r9
	je	.L791
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC136(%rip), %rcx
	leaq	.LC18(%rip), %rdi
	movq	%r10, 24(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r10
.L774:
	addq	$8, %r13
	leaq	24+SET_NAME(%rip), %rax
	addq	$72, 16(%rsp)
	addq	$72, %r10
	cmpq	%rax, %r13
	jne	.L767
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbx
	movq	%r15, %rbp
	movq	144(%rbx), %r9
	movq	144(%r12), %r8
	cmpq	%r8, %r9
	je	.L792
	addq	$1, 8(%r15)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC2(%rip), %rcx
	leaq	.LC137(%rip), %rdx
	leaq	.LC18(%rip), %rdi
	call	printf@PLT
.L777:
	movq	216(%rbx), %r9
	movq	216(%r12), %r8
	cmpq	%r8, %r9
	je	.L793
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC138(%rip), %rcx
	leaq	.LC139(%rip), %rdx
	leaq	.LC18(%rip), %rdi
	call	printf@PLT
.L779:
	movq	224(%rbx), %r9
	movq	224(%r12), %r8
	cmpq	%r8, %r9
	je	.L794
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC138(%rip), %rcx
	leaq	.LC140(%rip), %rdx
	leaq	.LC18(%rip), %rdi
	call	printf@PLT
.L781:
	movq	232(%rbx), %r9
	movq	232(%r12), %r8
	cmpq	%r8, %r9
	je	.L795
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	leaq	.LC141(%rip), %rcx
	leaq	.LC139(%rip), %rdx
	leaq	.LC18(%rip), %rdi
	call	printf@PLT
.L783:
	movq	240(%rbx), %r9
	movq	240(%r12), %r8
	cmpq	%r8, %r9
	je	.L796
	addq	$1, 8(%rbp)
	movl	12(%rsp), %esi
	xorl	%eax, %eax
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC141(%rip), %rcx
	leaq	.LC140(%rip), %rdx
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
.L791:
	.cfi_restore_state
	addq	$1, (%r15)
	jmp	.L774
	.p2align 4,,10
	.p2align 3
.L790:
	addq	$1, (%r15)
	jmp	.L772
	.p2align 4,,10
	.p2align 3
.L792:
	addq	$1, (%r15)
	jmp	.L777
	.p2align 4,,10
	.p2align 3
.L796:
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
.L795:
	.cfi_restore_state
	addq	$1, 0(%rbp)
	jmp	.L783
	.p2align 4,,10
	.p2align 3
.L794:
	addq	$1, 0(%rbp)
	jmp	.L781
	.p2align 4,,10
	.p2align 3
.L793:
	addq	$1, 0(%rbp)
	jmp	.L779
	.cfi_endproc
.LFE59:
	.size	check_outcome, .-check_outcome
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
	je	.L798
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
	jnb	.L852
.L799:
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
.L801:
	movq	32(%rsp), %rax
	imulq	%rbx, %rax
	addq	%r14, %rax
	movq	%rax, 240(%r12)
	movl	72(%rbp), %eax
	testl	%eax, %eax
	je	.L853
.L803:
	cmpl	$1, %eax
	jne	.L812
	subq	%r9, %r15
	movq	%r15, %r8
	testq	%r9, %r9
	je	.L813
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
	jb	.L814
	movq	48(%rsp), %r11
	movq	(%rsp), %rax
	imulq	%r11, %rbx
	addq	%rax, %rbx
	jmp	.L811
	.p2align 4,,10
	.p2align 3
.L798:
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
	jmp	.L799
	.p2align 4,,10
	.p2align 3
.L812:
	movq	8(%rbp), %r9
	movq	0(%rbp), %rsi
	movq	64(%rbp), %rdi
	testq	%r9, %r9
	je	.L816
	movq	16(%rbp), %r8
	movq	24(%rbp), %r10
	xorl	%r14d, %r14d
	xorl	%ebx, %ebx
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L817:
	movq	%r14, %rdx
	xorl	%eax, %eax
	imulq	%r8, %rdx
	addq	%r10, %rdx
	cmpq	%rbx, %rdx
	jb	.L820
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbx, %rax
	divq	%rsi
.L820:
	testq	%rdi, %rdi
	je	.L821
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%rbx, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L822:
	testb	%dl, %dl
	jne	.L823
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %rbx
	addq	$1, %r14
	je	.L817
	testq	%r8, %r8
	jne	.L817
.L823:
	testq	%rdi, %rdi
	jne	.L854
.L819:
	movq	56(%rbp), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L826:
	testq	%rax, %rax
	je	.L825
	imulq	%rsi, %rax
	addq	%rax, %rbx
.L825:
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
	jmp	.L811
	.p2align 4,,10
	.p2align 3
.L852:
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
	jnb	.L855
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movl	$1, %r9d
.L800:
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
	je	.L801
	movq	32(%rsp), %rcx
	subq	%r11, %rcx
	cmpq	%rcx, 80(%rsp)
	jb	.L801
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
	jne	.L803
.L853:
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
.L810:
	movq	24(%rsp), %rax
	movq	(%rsp), %rsi
	cmpq	%r12, %r13
	movq	%r12, %rcx
	cmovbe	%r13, %rcx
	movq	8(%rsp), %rdx
	movq	(%rax,%r14), %rbx
	movq	%rbx, %r8
	cmpq	%rbp, %rsi
	jb	.L804
	movq	%r15, %rdi
	call	dist_add
	cmpq	%r12, %r13
	jnb	.L806
	movq	64(%rsp), %rax
	xorl	%edx, %edx
	divq	8(%rsp)
	leaq	-1(%r12), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r13, %rdx
	jnb	.L856
.L807:
	addq	$1, %rax
	cmpq	%r13, %rax
	cmovb	%r13, %rax
	cmpq	%r12, %rax
	jb	.L832
.L806:
	cmpq	$8, %r14
	je	.L809
.L857:
	movq	40(%rsp), %r12
	movl	$8, %r14d
	jmp	.L810
	.p2align 4,,10
	.p2align 3
.L821:
	leaq	(%rcx,%rax), %rdx
	cmpq	56(%rbp), %rdx
	setnb	%dl
	jmp	.L822
	.p2align 4,,10
	.p2align 3
.L804:
	movq	(%rsp), %rsi
	movq	%r15, %rdi
	call	dist_add
	movq	%r13, %rax
	cmpq	%r12, %r13
	jnb	.L806
.L832:
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
	jne	.L857
.L809:
	movq	48(%rsp), %r12
	movq	32(%rsp), %rbp
	movq	224(%r12), %rax
	movq	240(%r12), %rbx
	movq	%rax, 216(%r12)
.L811:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%rbx, 232(%r12)
	jne	.L829
	movl	112(%rbp), %edx
	movq	104(%rbp), %rsi
	movq	%r12, %rcx
	movq	%r15, %rdi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L829
	movl	112(%rbp), %edx
	movq	104(%rbp), %rsi
	leaq	72(%r12), %rcx
	movq	16(%rsp), %rdi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L829
	movl	96(%rbp), %edx
	testl	%edx, %edx
	je	.L830
	movq	(%r12), %rax
	movq	$-1, %rsi
	cmpq	%r13, %rax
	jb	.L831
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%r13
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	232(%r12), %rax
	divq	%rcx
	testq	%rax, %rax
	cmovne	%rax, %rsi
.L831:
	movq	%rsi, 248(%r12)
	leaq	176(%rsp), %rbx
	movq	%r15, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	movl	200(%rsp), %eax
	testl	%eax, %eax
	jne	.L829
	movl	112(%rbp), %edx
	movq	104(%rbp), %rsi
	movq	%rbx, %rdi
	leaq	144(%r12), %rcx
	call	dist_summarise
	negl	%eax
	sbbl	%ebx, %ebx
.L828:
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
.L830:
	.cfi_restore_state
	movq	88(%rbp), %rsi
	jmp	.L831
	.p2align 4,,10
	.p2align 3
.L813:
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
.L814:
	movq	32(%rsp), %rax
	imulq	%rax, %rbx
	addq	%r14, %rbx
	jmp	.L811
	.p2align 4,,10
	.p2align 3
.L854:
	movq	%rcx, %r8
	cmpq	%rdi, %rbx
	jnb	.L825
	subq	%rbx, %rdi
.L818:
	xorl	%edx, %edx
	movq	%rdi, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rax,%rcx), %r8
	jmp	.L826
	.p2align 4,,10
	.p2align 3
.L855:
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
	jmp	.L800
	.p2align 4,,10
	.p2align 3
.L856:
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
	jmp	.L807
	.p2align 4,,10
	.p2align 3
.L829:
	movl	$-1, %ebx
	jmp	.L828
.L816:
	xorl	%r14d, %r14d
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	testq	%rdi, %rdi
	jne	.L818
	jmp	.L819
	.cfi_endproc
.LFE45:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.1
.LC142:
	.string	"the scenario's trace"
.LC143:
	.string	" (the trace's mean)"
.LC144:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC145:
	.string	"200000000 (every sample is kept and sorted when the run cannot be counted)"
	.align 8
.LC146:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC147:
	.string	"the latencies have too many possible values"
	.align 8
.LC148:
	.string	"it needs the catch-up closed loop with one connection"
	.section	.rodata.str1.1
.LC149:
	.string	"load %"
.LC150:
	.string	"stall us"
.LC151:
	.string	"sim"
.LC152:
	.string	"formula"
.LC153:
	.string	"reference"
.LC154:
	.string	"closed-form"
.LC155:
	.string	"s"
.LC156:
	.string	"counted"
.LC157:
	.string	"sorted"
.LC161:
	.string	"default"
.LC162:
	.string	"seed 000"
.LC163:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC165:
	.string	"RESULT clock ghz=%.3f runs=%d\n"
	.section	.rodata.str1.1
.LC166:
	.string	"--self-test"
.LC167:
	.string	"rank n=1 p=0"
.LC168:
	.string	"rank n=1 p=100"
.LC169:
	.string	"rank n=1 p=0 ceil"
.LC170:
	.string	"rank n=1 p=100 ceil"
.LC171:
	.string	"rank n=10 p=0"
.LC172:
	.string	"rank n=10 p=100"
.LC173:
	.string	"rank n=10 p=50"
.LC174:
	.string	"rank n=10 p=95 rounds half up"
.LC175:
	.string	"rank n=10 p=94.9 rounds down"
.LC176:
	.string	"rank n=10 p=90.1 ceil"
.LC177:
	.string	"rank n=119980 p=99"
.LC178:
	.string	"rank n=119980 p=99.9"
.LC179:
	.string	"rank n=119980 p=99 ceil"
.LC180:
	.string	"rank n=2^62 p=99.99 exact"
.LC182:
	.string	"hdr fixture corrected count"
.LC183:
	.string	"hdr fixture correct_co"
.LC184:
	.string	"hdr fixture corrected p50"
.LC185:
	.string	"hdr fixture corrected p90"
.LC186:
	.string	"hdr fixture corrected p99"
.LC187:
	.string	"hdr fixture corrected max"
.LC188:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC189:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC190:
	.string	"correction of one interval"
.LC191:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC192:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC193:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC194:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC195:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC196:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC199:
	.string	"reference server agrees, start %lu"
	.align 8
.LC200:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC201:
	.string	"in service at a stall: extended by it"
	.align 8
.LC202:
	.string	"starting in a stall: waits for its end"
	.section	.rodata.str1.1
.LC203:
	.string	"200us"
.LC204:
	.string	"0.3us"
.LC205:
	.string	"0.5s"
.LC206:
	.string	"1.000000001s"
.LC207:
	.string	"0"
.LC208:
	.string	"250"
.LC209:
	.string	"0.5ns"
.LC210:
	.string	"ms"
.LC211:
	.string	"-1ms"
.LC212:
	.string	"5parsecs"
.LC213:
	.string	"1.ms"
.LC214:
	.string	"99999999999999999999s"
.LC215:
	.string	"4611686018427387904ns"
.LC216:
	.string	"--help"
.LC217:
	.string	"-h"
.LC218:
	.string	"QUICK"
.LC219:
	.string	"REPS"
.LC220:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC221:
	.string	"QUICK '%s' is not valid: use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC222:
	.string	"bench: %s\n"
	.section	.rodata.str1.8
	.align 8
.LC223:
	.string	"REPS '%s' is not valid: a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC224:
	.string	"--scenario"
.LC225:
	.string	"out of memory"
.LC226:
	.string	"--scenario '%s': %s"
.LC227:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC228:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests or hundred-requests-exercise"
	.align 8
.LC229:
	.string	"--scenario '%s' is not valid: %s"
	.align 8
.LC230:
	.string	"out of memory reading the options"
	.section	.rodata.str1.1
.LC231:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC232:
	.string	"both set the length of the run: "
	.align 8
.LC233:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC234:
	.string	"%s, from %s"
.LC235:
	.string	"use --correct FILE"
.LC236:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC237:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC238:
	.string	"%s"
.LC239:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC240:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC241:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC242:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC243:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC244:
	.string	"bench: the corrected trace does not fit in memory\n"
	.align 8
.LC245:
	.string	"bench: the trace's latency sum does not fit in 64 bits\n"
	.align 8
.LC246:
	.string	"bench: out of memory, or a sum beyond 64 bits, checking the trace\n"
	.align 8
.LC247:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC248:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC249:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC250:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC251:
	.string	"recorded"
.LC252:
	.string	"ratio"
.LC253:
	.string	"\n%-10s %9s"
.LC255:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC256:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC257:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC258:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC259:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC260:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC261:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC262:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC263:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC264:
	.string	"takes one connection: "
.LC265:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC266:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC267:
	.string	"--schedule poisson needs --rate R: %s%s"
	.section	.rodata.str1.1
.LC274:
	.string	"change --rate or the length"
	.section	.rodata.str1.8
	.align 8
.LC275:
	.string	"the schedule is empty, too long for memory or beyond 2^62 ns; "
	.section	.rodata.str1.1
.LC276:
	.string	"--schedule poisson: %s%s"
.LC277:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC278:
	.string	"--arrivals '%s': no due time falls within %s"
	.align 8
.LC279:
	.string	"shorten --duration or --interval"
	.align 8
.LC280:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.align 8
.LC281:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC282:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC283:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC284:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC285:
	.string	"back-to-back sends more than 200000000 requests: %s%s"
	.align 8
.LC286:
	.string	"shorten it or the service and stall times"
	.align 8
.LC287:
	.string	"the run may not fit in 64-bit nanoseconds: %s%s"
	.align 8
.LC288:
	.string	"--sweep runs on the fixed schedule with a fixed expected interval: drop --schedule, --arrivals and mean"
	.align 8
.LC289:
	.string	"bench: out of memory in the sweep\n"
	.section	.rodata.str1.1
.LC290:
	.string	"checked"
.LC291:
	.string	"%-10s %-8s"
.LC292:
	.string	" | %-10s %10s %10s"
.LC293:
	.string	"\n%-10s %-8s"
.LC294:
	.string	"p50"
.LC295:
	.string	" | "
.LC296:
	.string	"%s%10s"
.LC297:
	.string	"p99"
.LC298:
	.string	"p99.9"
.LC299:
	.string	"%-10lu"
.LC300:
	.string	"%-10s"
.LC301:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC302:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC303:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC304:
	.string	" %s_%s_ns=%lu"
.LC305:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC306:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC307:
	.string	"cross-check: no closed form: %s\n"
	.align 8
.LC308:
	.string	"bench: out of memory in the cross-check\n"
	.section	.rodata.str1.1
.LC309:
	.string	"expected_ns"
.LC310:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC311:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC312:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC313:
	.string	"bench: out of memory, or a sum beyond 64 bits, computing the expected outcome\n"
	.align 8
.LC314:
	.string	"coordinated omission on a virtual clock: closed loop, open loop, corrected"
	.section	.rodata.str1.1
.LC315:
	.string	"scenario: %s\n"
.LC316:
	.string	"server: service %s us; "
.LC317:
	.string	"no stalls"
.LC318:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC319:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC320:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC321:
	.string	"schedule: %s, %lu requests, mean gap %s us\n"
	.align 8
.LC322:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC323:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC324:
	.string	"\ncorrection: expected interval "
	.align 8
.LC325:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC326:
	.string	"%s us"
	.section	.rodata.str1.8
	.align 8
.LC327:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC328:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC329:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC330:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC331:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC332:
	.string	"samples: counted exactly on a lattice of %lu ns steps (%lu values), %d requests a chunk\n"
	.align 8
.LC333:
	.string	"samples: every one kept and sorted"
	.section	.rodata.str1.1
.LC334:
	.string	"runs: 1 warmup + %u reps\n"
	.section	.rodata.str1.8
	.align 8
.LC335:
	.string	"bench: out of memory for the corrected set, or a sum beyond 64 bits\n"
	.section	.rodata.str1.1
.LC336:
	.string	" warmup"
.LC337:
	.string	"rep=%u%s set=%s"
.LC338:
	.string	" slow=%lu sum_ns=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC339:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC340:
	.string	"cv"
.LC341:
	.string	" %6s\n"
.LC342:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC343:
	.string	"percentiles in us, minimum over %u reps (cv: the largest over the percentiles);\nslow: samples above %s us, median over reps\n\n"
	.align 8
.LC344:
	.string	"simulation cost, %-6s loop: min %.3f ns per request, median %.3f, cv %.3f\n"
	.align 8
.LC345:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC346:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC347:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC348:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC349:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC350:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC351:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.section	.rodata.str1.1
.LC352:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC353:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.section	.rodata.str1.1
.LC354:
	.string	"stall length"
	.section	.rodata.str1.8
	.align 8
.LC355:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC356:
	.string	"base: service %s us"
.LC357:
	.string	", stall %s us"
.LC358:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC359:
	.string	", %s us of schedule per point\n\n"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB101:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	%edi, %edx
	movl	$25, %ecx
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
	subq	$6072, %rsp
	.cfi_def_cfa_offset 6128
	movdqa	.LC158(%rip), %xmm0
	movl	%edi, 24(%rsp)
	leaq	992(%rsp), %rdi
	rep stosq
	movaps	%xmm0, 960(%rsp)
	movdqa	.LC159(%rip), %xmm0
	leaq	.LC162(%rip), %rax
	leaq	.LC161(%rip), %rdi
	movq	%rax, %xmm3
	movq	%rsi, 40(%rsp)
	movaps	%xmm0, 976(%rsp)
	movdqa	.LC160(%rip), %xmm0
	movq	$200000, 1000(%rsp)
	movaps	%xmm0, 1040(%rsp)
	movq	%rdi, %xmm0
	movq	$1000000, 1064(%rsp)
	punpcklqdq	%xmm3, %xmm0
	movl	$31, 1080(%rsp)
	movups	%xmm0, 1160(%rsp)
	cmpl	$2, %edx
	je	.L1321
.L859:
	leaq	.LC218(%rip), %rdi
	xorl	%r12d, %r12d
	call	getenv@PLT
	leaq	.LC219(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%r12, 248(%rsp)
	movq	%rax, %rbp
	testq	%rbx, %rbx
	je	.L1162
	leaq	.LC220(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	cmpb	$0, (%rbx)
	movl	%eax, %r12d
	je	.L907
	leaq	.LC207(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1322
.L907:
	xorl	%eax, %eax
	testl	%r12d, %r12d
	sete	%al
.L906:
	movl	%eax, 1184(%rsp)
	testq	%rbp, %rbp
	je	.L909
	cmpb	$0, 0(%rbp)
	jne	.L1323
.L909:
	cmpl	$2, 24(%rsp)
	jle	.L1324
	movl	24(%rsp), %eax
	movq	40(%rsp), %rcx
	leaq	.LC224(%rip), %r15
	leaq	1200(%rsp), %r12
	movq	%r15, 8(%rsp)
	leaq	.LC227(%rip), %rbp
	subl	$3, %eax
	leaq	8(%rcx), %r13
	leaq	16(%rcx,%rax,8), %rax
	movq	%r13, %r15
	movq	%rax, 16(%rsp)
	leaq	1456(%rsp), %rax
	movq	%rax, 56(%rsp)
	jmp	.L923
	.p2align 4,,10
	.p2align 3
.L912:
	movq	16(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	je	.L1325
.L923:
	movq	(%r15), %rdi
	movq	8(%rsp), %rsi
	call	strcmp@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L912
	leaq	SCENARIOS(%rip), %r14
	movq	8(%r15), %r13
	movq	%r14, %rax
	movl	%ebx, %r14d
	movq	%rax, %rbx
.L914:
	movq	(%rbx), %rax
	movq	%r13, %rdi
	movq	%rax, %rsi
	movq	%rax, 32(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L913
	addl	$1, %r14d
	addq	$24, %rbx
	cmpl	$5, %r14d
	jne	.L914
	leaq	1456(%rsp), %rbx
	movq	%r13, %rcx
	xorl	%eax, %eax
	movl	$512, %esi
	leaq	.LC228(%rip), %r8
	leaq	.LC229(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
.L1315:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC222(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L908:
	movl	$2, %ebx
.L911:
	movq	1176(%rsp), %rdi
	call	free@PLT
.L858:
	addq	$6072, %rsp
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
.L913:
	.cfi_restore_state
	movq	1176(%rsp), %rdi
	movslq	%r14d, %rbx
	movl	%eax, 48(%rsp)
	movq	$0, 1200(%rsp)
	call	free@PLT
	leaq	(%rbx,%rbx,2), %rax
	leaq	SCENARIOS(%rip), %rdi
	movq	16(%rdi,%rax,8), %rdi
	call	strdup@PLT
	movl	48(%rsp), %r9d
	testq	%rax, %rax
	movq	%rax, 1176(%rsp)
	movq	%rax, %rdi
	je	.L1326
	movq	%r12, %rdx
	movq	%rbp, %rsi
	movl	%r9d, 48(%rsp)
	leaq	1968(%rsp), %r13
	call	strtok_r@PLT
	movl	48(%rsp), %r9d
	testq	%rax, %rax
	je	.L918
	movl	$1, %r14d
	leaq	1968(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L919:
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
	jne	.L919
.L918:
	movq	32(%rsp), %xmm0
	leaq	(%rbx,%rbx,2), %rax
	movq	%r13, %rdx
	leaq	SCENARIOS(%rip), %rcx
	leaq	960(%rsp), %rdi
	movl	%r9d, %esi
	movhps	8(%rcx,%rax,8), %xmm0
	movq	56(%rsp), %rcx
	movups	%xmm0, 1160(%rsp)
	movq	%rcx, %rbx
	call	apply_args.constprop.0
	testl	%eax, %eax
	jne	.L1315
	movq	16(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	jne	.L923
.L1325:
	movslq	24(%rsp), %rdi
	movq	8(%rsp), %r15
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L921
.L925:
	movl	$1, %r12d
	movq	%r15, 8(%rsp)
	xorl	%ebp, %ebp
	xorl	%r13d, %r13d
	xorl	%r14d, %r14d
	movl	%r12d, %r15d
	.p2align 4,,10
	.p2align 3
.L929:
	movq	40(%rsp), %rdi
	movslq	%r15d, %rax
	movq	8(%rsp), %rsi
	leal	1(%r15), %r12d
	movq	(%rdi,%rax,8), %rbx
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L927
	addl	$2, %r15d
	cmpl	%r12d, 24(%rsp)
	jg	.L928
.L927:
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
.L928:
	cmpl	%r15d, 24(%rsp)
	jg	.L929
	testl	%r14d, %r13d
	je	.L926
	leaq	1456(%rsp), %rbx
	leaq	.LC231(%rip), %r8
	xorl	%eax, %eax
	movl	$512, %esi
	movq	%rbx, %rdi
	leaq	.LC232(%rip), %rcx
	leaq	.LC233(%rip), %rdx
	call	snprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L1315
.L1321:
	movq	8(%rsi), %rbx
	leaq	.LC163(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1327
	leaq	.LC166(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1328
	leaq	.LC216(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L905
	leaq	.LC217(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L859
.L905:
	movq	stdout(%rip), %rcx
	movl	$1849, %edx
	movl	$1, %esi
	xorl	%ebx, %ebx
	leaq	USAGE(%rip), %rdi
	call	fwrite@PLT
	jmp	.L858
.L1324:
	movslq	24(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L921
	cmpl	$2, 24(%rsp)
	leaq	.LC224(%rip), %r15
	je	.L925
	xorl	%ebp, %ebp
.L926:
	movq	16(%rsp), %r15
	leaq	960(%rsp), %rax
	leaq	1456(%rsp), %rbx
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
	jne	.L1315
	leaq	368(%rsp), %rax
	movq	1168(%rsp), %r8
	movq	1160(%rsp), %rcx
	leaq	.LC234(%rip), %rdx
	movq	%rax, 80(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	1088(%rsp), %eax
	movl	%eax, 40(%rsp)
	subl	$1, %eax
	jne	.L932
	movq	1136(%rsp), %r14
	testq	%r14, %r14
	je	.L933
	movq	%r14, %rdi
	leaq	248(%rsp), %rcx
	movq	%rbx, %r8
	movl	$1, %edx
	leaq	.LC99(%rip), %rsi
	call	read_numbers.constprop.0
	movq	%r14, 88(%rsp)
	movq	%rax, %r14
.L934:
	testq	%r14, %r14
	je	.L1315
	leaq	304(%rsp), %rdi
	xorl	%eax, %eax
	pxor	%xmm0, %xmm0
	movl	$8, %ecx
	movl	1056(%rsp), %r13d
	movq	%rdi, 16(%rsp)
	rep stosl
	leaq	336(%rsp), %rdi
	movl	$8, %ecx
	movq	248(%rsp), %r12
	movq	%rdi, 40(%rsp)
	movq	1048(%rsp), %r15
	rep stosl
	movaps	%xmm0, 256(%rsp)
	testl	%r13d, %r13d
	je	.L951
	testq	%r12, %r12
	je	.L952
	xorl	%ecx, %ecx
	xorl	%ebx, %ebx
	xorl	%eax, %eax
.L953:
	movq	(%r14,%rax,8), %rsi
	xorl	%edi, %edi
	addq	%rsi, %rcx
	adcq	%rdi, %rbx
	addq	$1, %rax
	cmpq	%rax, %r12
	jne	.L953
	xorl	%eax, %eax
	movq	%rbx, %rdi
	cmpq	%r12, %rcx
	movl	$1, %r15d
	sbbq	%rax, %rdi
	jnc	.L1329
.L955:
	xorl	%ebx, %ebx
	xorl	%esi, %esi
	jmp	.L961
	.p2align 4,,10
	.p2align 3
.L1331:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jnb	.L1330
.L961:
	movq	(%r14,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r15, %rax
	jb	.L957
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, %rcx
.L957:
	addq	%rbx, %rcx
	movq	%rcx, %rbx
	jnc	.L1331
.L960:
	movl	$50, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC244(%rip), %rdi
	movl	$1, %ebx
	call	fwrite@PLT
.L956:
	movq	%r14, %rdi
	call	free@PLT
	jmp	.L911
.L1162:
	xorl	%eax, %eax
	jmp	.L906
.L932:
	movq	1096(%rsp), %r13
	movq	1104(%rsp), %rbp
	movq	%r13, %rax
	movq	%r13, %r12
	orq	%rbp, %rax
	jne	.L978
	cmpl	$0, 1184(%rsp)
	movabsq	$20000000000, %r12
	movabsq	$5000000000, %rax
	cmovne	%rax, %r12
.L978:
	movq	976(%rsp), %rax
	movq	%rax, 112(%rsp)
	testq	%rax, %rax
	je	.L979
	movq	968(%rsp), %r14
	cmpq	%rax, %r14
	jnb	.L1332
.L979:
	movsd	1112(%rsp), %xmm5
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm5
	movsd	%xmm5, 24(%rsp)
	jp	.L1188
	je	.L981
.L1188:
	cmpl	$1, 992(%rsp)
	jne	.L1333
	movl	1032(%rsp), %eax
	movl	%eax, 48(%rsp)
	subl	$1, %eax
	je	.L1334
.L987:
	testq	%rbp, %rbp
	movl	$1024, %r13d
	movq	1120(%rsp), %r15
	cmovne	%rbp, %r13
	leaq	0(,%r13,8), %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L990
	xorl	%r14d, %r14d
	pxor	%xmm1, %xmm1
	jmp	.L999
.L1337:
	cmpq	%r14, %rbp
	sete	%al
.L992:
	testb	%al, %al
	jne	.L1335
	comisd	.LC272(%rip), %xmm1
	jnb	.L995
	cmpq	$200000000, %r14
	je	.L995
	cmpq	%r14, %r13
	je	.L1336
.L996:
	comisd	.LC273(%rip), %xmm1
	jnb	.L997
	cvttsd2siq	%xmm1, %rax
	movq	16(%rsp), %rdi
	movq	%rax, (%rdi,%r14,8)
.L998:
	addq	$1, %r14
.L999:
	movabsq	$-7046029254386353131, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC269(%rip), %xmm2
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
	mulsd	.LC268(%rip), %xmm0
	subsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	log@PLT
	xorpd	.LC270(%rip), %xmm0
	divsd	24(%rsp), %xmm0
	movsd	8(%rsp), %xmm1
	mulsd	.LC271(%rip), %xmm0
	addsd	%xmm0, %xmm1
	testq	%rbp, %rbp
	jne	.L1337
	testq	%r12, %r12
	js	.L993
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L994:
	comisd	%xmm0, %xmm1
	setnb	%al
	jmp	.L992
.L1322:
	testl	%r12d, %r12d
	je	.L907
	leaq	1456(%rsp), %rbp
	movq	%rbx, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC221(%rip), %rdx
	call	snprintf@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC222(%rip), %rsi
	call	fprintf@PLT
	jmp	.L908
.L997:
	movapd	%xmm1, %xmm0
	subsd	.LC273(%rip), %xmm0
	movq	16(%rsp), %rdi
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%rdi,%r14,8)
	btcq	$63, (%rdi,%r14,8)
	jmp	.L998
.L993:
	movq	%r12, %rax
	movq	%r12, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L994
.L1336:
	movq	%r13, %rsi
	movq	16(%rsp), %rdi
	movsd	%xmm1, 8(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L995
	movq	%rax, 16(%rsp)
	movsd	8(%rsp), %xmm1
	addq	%r13, %r13
	jmp	.L996
.L1323:
	leaq	240(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1338
	movq	240(%rsp), %rax
	movl	%eax, 1080(%rsp)
	jmp	.L909
.L1330:
	movabsq	$2305843009213693950, %rdx
	leaq	-1(%rcx), %rax
	cmpq	%rax, %rdx
	jb	.L960
	leaq	0(,%rcx,8), %rdi
	call	malloc@PLT
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L960
	movq	%rbx, %r8
	movq	%rax, %rcx
	movq	%r15, %rdx
	movq	%r12, %rsi
	movq	%r14, %rdi
	call	correct_co
	leaq	688(%rsp), %rax
	movq	%r12, %rsi
	movq	%r14, %rdi
	movl	1072(%rsp), %ecx
	movq	1064(%rsp), %rdx
	movq	%rax, %r8
	movq	%rax, 56(%rsp)
	movl	%ecx, 24(%rsp)
	movq	%rdx, 48(%rsp)
	call	summarise
	testl	%eax, %eax
	jne	.L964
	leaq	816(%rsp), %rax
	movl	24(%rsp), %ecx
	movq	48(%rsp), %rdx
	movq	%rbx, %rsi
	movq	32(%rsp), %rdi
	movq	%rax, %r8
	movq	%rax, 8(%rsp)
	call	summarise
	testl	%eax, %eax
	je	.L1339
.L964:
	movq	stderr(%rip), %rcx
	movl	$55, %edx
	movl	$1, %esi
	leaq	.LC245(%rip), %rdi
	call	fwrite@PLT
.L963:
	movl	$1, %ebx
.L966:
	movq	16(%rsp), %rdi
	call	dist_free
	movq	40(%rsp), %rdi
	call	dist_free
	movq	32(%rsp), %rdi
	call	free@PLT
	jmp	.L956
.L981:
	movl	1032(%rsp), %eax
	movl	%eax, 104(%rsp)
	subl	$1, %eax
	je	.L1340
	movl	992(%rsp), %eax
	movl	%eax, 48(%rsp)
	subl	$1, %eax
	je	.L1154
.L986:
	cmpl	$2, 48(%rsp)
	je	.L1341
	movq	1000(%rsp), %rcx
	movq	%rbp, %r13
	testq	%rbp, %rbp
	je	.L1342
.L1019:
	movabsq	$4611686018427387903, %rsi
	movq	%r13, %rax
	mulq	%rcx
	movq	%rax, %r10
	xorl	%eax, %eax
	cmpq	%r10, %rsi
	sbbq	%rdx, %rax
	jc	.L1343
	cmpl	$0, 1188(%rsp)
	movq	%r13, 1016(%rsp)
	jne	.L1022
	movq	%rcx, 1048(%rsp)
.L1022:
	cmpl	$1, 1076(%rsp)
	jne	.L1023
.L1317:
	leaq	.LC145(%rip), %rcx
	cmpq	$200000000, %r13
	ja	.L1025
.L1024:
	xorl	%r9d, %r9d
	movq	%r9, 16(%rsp)
.L1018:
	cmpl	$2, 1076(%rsp)
	je	.L1344
.L1028:
	movq	960(%rsp), %rax
	cmpl	$2, 104(%rsp)
	movq	%rax, 64(%rsp)
	je	.L1345
.L1032:
	movq	1016(%rsp), %r12
	movq	1008(%rsp), %rbp
	leaq	-1(%r12), %rcx
	testq	%rbp, %rbp
	je	.L1034
	movq	0(%rbp,%rcx,8), %rcx
.L1035:
	movq	968(%rsp), %rdi
	movq	64(%rsp), %rsi
	xorl	%r9d, %r9d
	leaq	1(%r12), %rax
	movq	984(%rsp), %r10
	movq	1024(%rsp), %r13
	leaq	(%rsi,%rdi), %rdx
	movq	%rdi, 96(%rsp)
	xorl	%edi, %edi
	mulq	%rdx
	movq	%r10, %rsi
	movq	%r10, 136(%rsp)
	addq	%r13, %rsi
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
	jc	.L1346
	cmpl	$2, 40(%rsp)
	je	.L1347
	cmpl	$3, 40(%rsp)
	je	.L1348
	movl	1080(%rsp), %ebx
	movl	$256, %esi
	leal	1(%rbx), %edi
	movl	%ebx, 128(%rsp)
	movl	%edi, 196(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rbx, 144(%rsp)
	movq	%rax, %r15
	movq	%rax, 120(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, %r14
	movq	%rax, 152(%rsp)
	call	calloc@PLT
	movl	$24, %ecx
	pxor	%xmm0, %xmm0
	leaq	688(%rsp), %rdi
	movq	%rax, 160(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r15, %r15
	movq	%rdi, 56(%rsp)
	rep stosl
	sete	%al
	testq	%r14, %r14
	movaps	%xmm0, 288(%rsp)
	sete	%dl
	orb	%dl, %al
	jne	.L1083
	testq	%rsi, %rsi
	je	.L1083
	movq	32(%rsp), %rbx
	movq	56(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	je	.L1349
.L1083:
	movq	stderr(%rip), %rdi
	movq	%r12, %rdx
	leaq	.LC312(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L1082:
	movl	$1, %ebx
.L1088:
	movq	56(%rsp), %rdi
	call	buffers_free
	movq	152(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movq	120(%rsp), %rdi
	call	free@PLT
.L1073:
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L911
.L951:
	testq	%r12, %r12
	jne	.L955
	jmp	.L960
.L1327:
	leaq	1968(%rsp), %r9
	movl	$7, %ebp
	orq	$-1, %r14
	movq	%r9, %r12
.L862:
	movq	%r12, %rsi
	movl	$1, %edi
	xorl	%ebx, %ebx
	call	clock_gettime@PLT
	movq	1976(%rsp), %r15
	movl	$20000000, %eax
	imulq	$1000000000, 1968(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L861:
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	subl	$1, %eax
	jne	.L861
	movq	%r12, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	1976(%rsp), %rax
	imulq	$1000000000, 1968(%rsp), %rdx
	subq	%r15, %rdx
	addq	%rdx, %rax
	subq	%r13, %rax
	cmpq	%rax, %r14
	cmova	%rax, %r14
	subl	$1, %ebp
	jne	.L862
	testq	%r14, %r14
	js	.L863
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L864:
	movsd	.LC164(%rip), %xmm1
	movl	$7, %esi
	leaq	.LC165(%rip), %rdi
	xorl	%ebx, %ebx
	movl	$1, %eax
	divsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	printf@PLT
	jmp	.L858
.L1335:
	testq	%r14, %r14
	je	.L1000
	movq	16(%rsp), %rax
	cmpl	$0, 1188(%rsp)
	movq	%r14, 1016(%rsp)
	movq	%rax, 1008(%rsp)
	jne	.L1003
	movsd	.LC273(%rip), %xmm1
	movsd	.LC271(%rip), %xmm0
	divsd	24(%rsp), %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L1004
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1048(%rsp)
.L1005:
	movq	1048(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1048(%rsp)
.L1003:
	movl	48(%rsp), %eax
	movl	$1, 48(%rsp)
	movl	%eax, 104(%rsp)
	jmp	.L1018
.L1345:
	testq	%rbp, %rbp
	jne	.L1350
	movq	%r12, 1024(%rsp)
	testq	%r12, %r12
	je	.L1032
	movq	%r12, %rax
	xorl	%edx, %edx
	divq	64(%rsp)
	movq	1040(%rsp), %rdx
	leaq	1(%rdx,%rax), %rax
	cmpq	$200000000, %rax
	jbe	.L1032
	leaq	.LC20(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC284(%rip), %rcx
	leaq	.LC285(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1002
.L933:
	movq	1144(%rsp), %r15
	xorl	%r11d, %r11d
	movq	%r11, 560(%rsp)
	movq	%r15, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L1351
	leaq	1968(%rsp), %r9
	movq	%r15, %rcx
	xorl	%eax, %eax
	movq	%r14, %rbp
	leaq	.LC238(%rip), %rdx
	movl	$256, %esi
	movq	%r9, %rdi
	movq	%r9, 32(%rsp)
	call	snprintf@PLT
	movl	$2, 16(%rsp)
	leaq	560(%rsp), %rax
	leaq	816(%rsp), %r13
	movq	%r15, 24(%rsp)
	movq	%rbx, 8(%rsp)
	movq	%rax, %rbx
.L949:
	movq	32(%rsp), %r15
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	leaq	.LC238(%rip), %rdx
	movl	$256, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	movq	%rbx, %rdx
	leaq	.LC239(%rip), %rsi
	movq	%r15, %rdi
	call	strtok_r@PLT
	movq	%rax, %r14
.L937:
	testq	%r14, %r14
	je	.L1352
	movl	$42, %esi
	movq	%r14, %rdi
	call	strchr@PLT
	movq	$1, 816(%rsp)
	testq	%rax, %rax
	je	.L938
	movb	$0, (%rax)
	leaq	1(%rax), %r15
	movq	%r13, %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r15, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1353
.L938:
	leaq	1200(%rsp), %r15
	leaq	688(%rsp), %rdx
	movl	$1, %esi
	movq	%r14, %rdi
	movq	%r15, %rcx
	call	parse_time.constprop.0
	testl	%eax, %eax
	jne	.L940
	movq	816(%rsp), %rax
	testq	%rax, %rax
	je	.L942
	movq	688(%rsp), %rdx
	addq	%r12, %rax
	.p2align 4,,10
	.p2align 3
.L944:
	testq	%rbp, %rbp
	je	.L943
	movq	%rdx, 0(%rbp,%r12,8)
.L943:
	addq	$1, %r12
	cmpq	%rax, %r12
	jne	.L944
.L942:
	movq	%rbx, %rdx
	leaq	.LC239(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r14
	jmp	.L937
.L1034:
	imulq	1000(%rsp), %rcx
	jmp	.L1035
.L1328:
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC167(%rip), %rdi
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC168(%rip), %rdi
	movl	%eax, %ebx
	leaq	raw.8(%rip), %rbp
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC169(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC170(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC171(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC172(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$5, %edx
	movl	$5, %esi
	leaq	.LC173(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC174(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$9, %edx
	movl	$9, %esi
	leaq	.LC175(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC176(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %edx
	movl	$118780, %esi
	leaq	.LC177(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %edx
	movl	$119860, %esi
	leaq	.LC178(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %edx
	movl	$118781, %esi
	leaq	.LC179(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	.LC180(%rip), %rdi
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rdx
	addl	%eax, %ebx
	call	expect
	movdqa	.LC181(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L867:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L867
	movq	$100000000, 80000+raw.8(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L872
.L1354:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L871
.L872:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L868
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L868:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L1354
	xorl	%esi, %esi
.L871:
	movq	%rsi, %rdx
	leaq	fixed.7(%rip), %r12
	movl	$20000, %esi
	leaq	.LC182(%rip), %rdi
	call	expect
	movq	%r12, %rcx
	movl	$10000, %edx
	movq	%rbp, %rdi
	movl	$20000, %r8d
	movl	$10001, %esi
	addl	%eax, %ebx
	call	correct_co
	movl	$20000, %esi
	leaq	.LC183(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movl	$1000, %edx
	leaq	688(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise
	movq	696(%rsp), %rdx
	movl	$1000, %esi
	leaq	.LC184(%rip), %rdi
	call	expect
	movq	704(%rsp), %rdx
	movl	$80000000, %esi
	leaq	.LC185(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	712(%rsp), %rdx
	movl	$98000000, %esi
	leaq	.LC186(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	736(%rsp), %rdx
	movl	$100000000, %esi
	leaq	.LC187(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	752(%rsp), %rdx
	movl	$1953359375, %esi
	leaq	.LC188(%rip), %rdi
	salq	$8, %rsi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC189(%rip), %rdi
	leal	(%rbx,%rax), %r12d
	leaq	464(%rsp), %rbx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC190(%rip), %rdi
	addl	%eax, %r12d
	call	expect
	movl	$2, %edx
	movl	$2, %esi
	leaq	.LC191(%rip), %rdi
	addl	%eax, %r12d
	call	expect
	movl	$2000000, %edx
	movl	$2000000, %esi
	leaq	.LC192(%rip), %rdi
	addl	%eax, %r12d
	call	expect
	movl	$8, %edx
	movl	$700, %esi
	leaq	464(%rsp), %rdi
	addl	%eax, %r12d
	movq	%rdx, %rcx
	xorl	%eax, %eax
	movq	%rbx, 32(%rsp)
	rep stosl
	leaq	1968(%rsp), %r9
	movl	$9, %r8d
	movq	%r9, %rdi
	movq	%r9, 8(%rsp)
	movq	%rcx, %rdx
	movl	$64, %ecx
	movq	%rdx, %rax
	rep stosq
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	cmpl	$0, 488(%rsp)
	movq	8(%rsp), %r9
	jne	.L874
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbx, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 488(%rsp)
	movq	8(%rsp), %r9
	jne	.L874
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbx, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
	movq	8(%rsp), %r9
.L874:
	movq	472(%rsp), %rbx
	movq	464(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
.L879:
	cmpq	%rbx, %r10
	je	.L1158
	xorl	%r8d, %r8d
	cmpq	$0, 24(%rcx)
	je	.L876
	.p2align 4,,10
	.p2align 3
.L881:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r9,%r11,8), %rdi
	je	.L878
	.p2align 4,,10
	.p2align 3
.L875:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%rdi,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L875
	leaq	1(%r11,%rdx), %r11
.L878:
	addq	$1, %r8
	cmpq	24(%rcx), %r8
	jb	.L881
.L876:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L879
.L1158:
	leaq	816(%rsp), %rax
	movq	%r11, 40(%rsp)
	xorl	%r13d, %r13d
	leaq	1200(%rsp), %r14
	movq	%rax, 8(%rsp)
	leaq	1456(%rsp), %rbx
	leaq	.LC194(%rip), %r15
	movq	%r9, 48(%rsp)
	movq	%r13, 24(%rsp)
	leaq	-8+PCT_NAME(%rip), %r13
.L880:
	movl	24(%rsp), %ebp
	movq	8(%rsp), %rcx
	movl	$2000, %esi
	movq	32(%rsp), %rdi
	movl	%ebp, %edx
	call	dist_summarise
	movq	40(%rsp), %rsi
	movl	%ebp, %ecx
	movq	%r14, %r8
	movq	48(%rsp), %rdi
	movl	$2000, %edx
	call	summarise
	movq	816(%rsp), %rcx
	movq	1200(%rsp), %rdx
	leaq	.LC193(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L1355
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L883:
	movq	24(%rsp), %rcx
	leal	(%rax,%r12), %ebp
	leaq	RANK_NAME(%rip), %rax
	movl	$8, %r12d
	movq	(%rax,%rcx,8), %rax
	movq	%rax, 16(%rsp)
	jmp	.L886
.L884:
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L885:
	addq	$8, %r12
	addl	%eax, %ebp
	cmpq	$56, %r12
	je	.L1356
.L886:
	movq	0(%r13,%r12), %rcx
	movq	16(%rsp), %r9
	movq	%r15, %rdx
	movq	%rbx, %rdi
	movl	$64, %esi
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	8(%rsp), %rax
	movq	(%r14,%r12), %rdx
	movq	%rbx, %rsi
	movq	(%rax,%r12), %rcx
	cmpq	%rdx, %rcx
	jne	.L884
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L885
.L1356:
	movq	872(%rsp), %rcx
	movq	1256(%rsp), %rdx
	leaq	.LC195(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L1357
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L888:
	movq	880(%rsp), %rcx
	addl	%eax, %ebp
	movq	1264(%rsp), %rdx
	leaq	.LC196(%rip), %rsi
	cmpq	%rdx, %rcx
	je	.L1358
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %r12d
	call	printf@PLT
.L890:
	addl	%ebp, %r12d
	cmpq	$0, 24(%rsp)
	jne	.L1359
	movq	$1, 24(%rsp)
	jmp	.L880
.L1359:
	movq	32(%rsp), %rdi
	leaq	starts.6(%rip), %rbp
	leaq	.LC199(%rip), %r13
	movabsq	$3777893186295716171, %r15
	leaq	80(%rbp), %r14
	call	dist_free
	movdqa	.LC197(%rip), %xmm0
	xorl	%eax, %eax
	leaq	1488(%rsp), %rdi
	movl	$24, %ecx
	movq	%rbx, 8(%rsp)
	rep stosl
	leaq	560(%rsp), %rax
	movaps	%xmm0, 1456(%rsp)
	movdqa	.LC198(%rip), %xmm0
	movq	%rax, 24(%rsp)
	movaps	%xmm0, 1472(%rsp)
.L903:
	movq	0(%rbp), %rbx
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	movq	%r13, %rdx
	movl	$64, %esi
	movq	%rbx, %rcx
	call	snprintf@PLT
	cmpq	$2999, %rbx
	jbe	.L891
	movq	%rbx, %rsi
	movl	$100, %edi
	.p2align 4,,10
	.p2align 3
.L893:
	leaq	-3000(%rsi), %rdx
	movq	%rdx, %rax
	mulq	%r15
	shrq	$10, %rdx
	leaq	1(%rdx), %rax
	imulq	$5000, %rax, %rax
	leaq	2000(%rax), %rdx
	cmpq	%rdx, %rsi
	jb	.L895
	leaq	3000(%rax), %rsi
	cmpq	$2999, %rsi
	ja	.L893
.L1314:
	xorl	%eax, %eax
	movl	$2000, %edx
.L895:
	leaq	(%rdi,%rsi), %rcx
	cmpq	%rcx, %rdx
	jnb	.L894
.L1360:
	subq	%rdx, %rcx
	leaq	3000(%rax), %rsi
	movl	$2000, %edx
	xorl	%eax, %eax
	movq	%rcx, %rdi
	cmpq	$2999, %rsi
	ja	.L893
	leaq	(%rdi,%rsi), %rcx
	cmpq	%rcx, %rdx
	jb	.L1360
.L894:
	leaq	100(%rbx), %rdx
	cmpq	$2000, %rdx
	jbe	.L897
	movl	$2000, %eax
	jmp	.L900
	.p2align 4,,10
	.p2align 3
.L1361:
	addq	$1000, %rdx
	addq	$5000, %rax
	cmpq	%rdx, %rax
	jnb	.L897
.L900:
	cmpq	%rax, %rbx
	jb	.L1361
	leaq	1000(%rax), %r8
	leaq	1100(%rax), %rdi
	cmpq	%r8, %rbx
	cmovb	%rdi, %rdx
	addq	$5000, %rax
	cmpq	%rdx, %rax
	jb	.L900
.L897:
	movq	24(%rsp), %rsi
	cmpq	%rdx, %rcx
	je	.L1362
	leaq	.LC1(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L902:
	addq	$8, %rbp
	addl	%eax, %r12d
	cmpq	%rbp, %r14
	jne	.L903
	movq	8(%rsp), %rbx
	movl	$100, %edx
	movl	$1900, %esi
	movq	%rbx, %rdi
	call	ref_serve
	movl	$2000, %esi
	leaq	.LC200(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$1950, %esi
	leal	(%r12,%rax), %ebp
	call	ref_serve
	movl	$3050, %esi
	leaq	.LC201(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$2500, %esi
	addl	%eax, %ebp
	call	ref_serve
	movl	$3100, %esi
	leaq	.LC202(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC203(%rip), %rdi
	leal	0(%rbp,%rax), %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC204(%rip), %rdi
	addl	%eax, %ebx
	leaq	.LC208(%rip), %rbp
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC205(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC206(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC207(%rip), %rdi
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
	leaq	.LC209(%rip), %rdi
	addl	%eax, %ebx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC210(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC211(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC212(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC213(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC214(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC215(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L858
.L891:
	movl	$100, %edi
	movl	$3000, %esi
	cmpq	$1999, %rbx
	ja	.L893
	movq	%rbx, %rsi
	jmp	.L1314
.L1362:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L902
.L1023:
	leaq	1200(%rsp), %rax
	movq	32(%rsp), %rdi
	leaq	1968(%rsp), %rdx
	movq	%rax, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1317
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%r13, %rax
	jnb	.L1024
	leaq	.LC144(%rip), %rcx
.L1025:
	leaq	.LC281(%rip), %r8
	leaq	.LC282(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
.L980:
	xorl	%edi, %edi
	movq	%rdi, 16(%rsp)
.L1002:
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L1315
.L1342:
	xorl	%edx, %edx
	movq	%r12, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r13
	jmp	.L1019
.L1349:
	cmpl	$0, 48(%rsp)
	jne	.L1181
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 168(%rsp)
	testq	%rax, %rax
	jne	.L1084
	leaq	1968(%rsp), %r9
	movq	32(%rsp), %rdi
	movq	%r9, %rsi
	movq	%r9, 8(%rsp)
	call	closed_form
	movq	8(%rsp), %r9
.L1086:
	testl	%eax, %eax
	jne	.L1363
	leaq	.LC314(%rip), %rdi
	movq	%r9, 8(%rsp)
	call	puts@PLT
	movq	80(%rsp), %rsi
	leaq	.LC315(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	560(%rsp), %rax
	movq	64(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC316(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$0, 96(%rsp)
	movq	8(%rsp), %r9
	je	.L1364
	cmpq	$0, 112(%rsp)
	movq	%r9, 40(%rsp)
	jne	.L1091
	leaq	816(%rsp), %rax
	movq	136(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	fmt_us.constprop.0
	movq	96(%rsp), %rsi
	movq	24(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC318(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1200(%rsp), %rax
	movq	40(%rsp), %r9
	movq	%rax, 88(%rsp)
.L1090:
	cmpl	$0, 48(%rsp)
	movq	%r9, 40(%rsp)
	jne	.L1092
	movq	1000(%rsp), %rsi
	movq	24(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC320(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
.L1093:
	movq	1040(%rsp), %rdx
	leaq	.LC20(%rip), %rax
	leaq	.LC155(%rip), %rcx
	movq	%r9, 40(%rsp)
	leaq	CLOSED_NAME(%rip), %rsi
	leaq	.LC322(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	movl	104(%rsp), %eax
	movq	(%rsi,%rax,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	testq	%r13, %r13
	movq	40(%rsp), %r9
	jne	.L1365
.L1095:
	xorl	%eax, %eax
	leaq	.LC324(%rip), %rdi
	movq	%r9, 40(%rsp)
	call	printf@PLT
	cmpl	$0, 1056(%rsp)
	movq	40(%rsp), %r9
	je	.L1096
	leaq	.LC325(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
.L1097:
	movq	1064(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r9, 40(%rsp)
	movq	%rax, %rsi
	movq	%rax, 200(%rsp)
	call	fmt_us.constprop.0
	movl	1072(%rsp), %ecx
	leaq	.LC327(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 48(%rsp)
	movq	64(%rsp), %rax
	movq	40(%rsp), %r9
	je	.L1366
	mulq	%r12
	movq	-8(%rbp,%r12,8), %rcx
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	setnc	%al
	movzbl	%al, %eax
.L1099:
	testl	%eax, %eax
	jne	.L1367
.L1151:
	cmpq	$0, 168(%rsp)
	movq	%r9, 40(%rsp)
	je	.L1368
	movq	168(%rsp), %rsi
	leaq	.LC330(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC331(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
.L1102:
	cmpl	$0, 728(%rsp)
	movq	%r9, 40(%rsp)
	je	.L1103
	movq	744(%rsp), %rdx
	movl	$65536, %ecx
	leaq	.LC332(%rip), %rdi
	xorl	%eax, %eax
	movq	736(%rsp), %rsi
	call	printf@PLT
	movq	40(%rsp), %r9
.L1104:
	movl	128(%rsp), %esi
	leaq	.LC334(%rip), %rdi
	xorl	%eax, %eax
	movq	%r9, 40(%rsp)
	call	printf@PLT
	movq	40(%rsp), %r9
	movq	%r12, 184(%rsp)
	xorl	%r8d, %r8d
	movq	%rbp, 208(%rsp)
	movq	%r9, 176(%rsp)
.L1109:
	movl	%r8d, %r13d
	movq	120(%rsp), %rax
	movq	88(%rsp), %rcx
	movl	%r8d, 40(%rsp)
	salq	$8, %r13
	movq	56(%rsp), %rsi
	movq	32(%rsp), %rdi
	addq	%rax, %r13
	movq	%r13, %rdx
	call	run_once
	movl	40(%rsp), %r8d
	testl	%eax, %eax
	jne	.L1369
	testl	%r8d, %r8d
	leaq	.LC20(%rip), %rax
	movl	%r8d, 40(%rsp)
	leaq	.LC336(%rip), %rcx
	cmove	%rcx, %rax
	movq	%r13, 112(%rsp)
	leaq	8(%r13), %r15
	leaq	SET_NAME(%rip), %r12
	leaq	48+PCT_NAME(%rip), %rbp
	leaq	.LC132(%rip), %rbx
	movq	%rax, 80(%rsp)
.L1107:
	movq	(%r12), %rcx
	movq	80(%rsp), %rdx
	xorl	%eax, %eax
	movq	%r15, %r13
	movl	40(%rsp), %esi
	leaq	.LC337(%rip), %rdi
	leaq	PCT_NAME(%rip), %r14
	call	printf@PLT
	movq	-8(%r15), %rsi
	leaq	.LC131(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1106:
	movq	0(%r13), %rdx
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$8, %r14
	addq	$8, %r13
	call	printf@PLT
	cmpq	%rbp, %r14
	jne	.L1106
	movq	56(%r15), %rdx
	movq	48(%r15), %rsi
	xorl	%eax, %eax
	addq	$8, %r12
	leaq	.LC338(%rip), %rdi
	addq	$72, %r15
	call	printf@PLT
	leaq	24+SET_NAME(%rip), %rax
	cmpq	%r12, %rax
	jne	.L1107
	movl	40(%rsp), %r8d
	movq	112(%rsp), %r13
	leaq	288(%rsp), %rdi
	movq	176(%rsp), %rdx
	movl	%r8d, %esi
	movq	%r13, %rcx
	call	check_outcome
	movl	40(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L1108
	movsd	1200(%rsp), %xmm0
	movq	152(%rsp), %rcx
	leal	-1(%r8), %eax
	movsd	%xmm0, (%rcx,%rax,8)
	movq	160(%rsp), %rcx
	movsd	1208(%rsp), %xmm0
	movsd	%xmm0, (%rcx,%rax,8)
.L1108:
	addl	$1, %r8d
	cmpl	%r8d, 128(%rsp)
	jnb	.L1109
	movq	144(%rsp), %rax
	movq	184(%rsp), %r12
	movq	208(%rsp), %rbp
	leaq	0(,%rax,8), %rbx
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 40(%rsp)
	call	malloc@PLT
	movq	40(%rsp), %r8
	movq	%rax, %r15
	testq	%r8, %r8
	je	.L1189
	testq	%rax, %rax
	je	.L1189
	movl	128(%rsp), %eax
	movq	120(%rsp), %r14
	leaq	(%r8,%rbx), %r13
	movq	%r8, 184(%rsp)
	movq	%r12, 208(%rsp)
	xorl	%ebx, %ebx
	movq	%r15, %r12
	movl	%eax, %edx
	movq	%rbp, 216(%rsp)
	movq	%r14, %rbp
	movq	%r13, %r14
	shrl	%edx
	leaq	(%r15,%rdx,8), %rcx
	movl	%eax, %r15d
	movq	%rcx, 112(%rsp)
	movq	88(%rsp), %rcx
	movq	%rcx, 80(%rsp)
	leaq	336(%rsp), %rcx
	movq	%rcx, 40(%rsp)
.L1126:
	leaq	264(%rbp), %rcx
	movq	40(%rsp), %rax
	xorl	%r13d, %r13d
	movq	%rbp, 224(%rsp)
	movq	%rcx, 176(%rsp)
	movq	184(%rsp), %rbp
	movl	%r15d, %ecx
	movq	%r14, %r15
	movq	$0x000000000, (%rax,%rbx,8)
	movl	%ecx, %r14d
	movq	%r12, 232(%rsp)
	movq	%r13, %r12
	movq	%rbx, %r13
	movq	%rax, %rbx
.L1112:
	orq	$-1, %rcx
	testl	%r14d, %r14d
	je	.L1120
	movq	176(%rsp), %rax
	movq	%rbp, %rdx
	orq	$-1, %rcx
	leaq	(%rax,%r12), %rsi
	jmp	.L1115
	.p2align 4,,10
	.p2align 3
.L1370:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1114:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$256, %rsi
	cmpq	%r15, %rdx
	je	.L1120
.L1115:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1370
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1114
.L1339:
	movq	16(%rsp), %rbx
	movq	%r12, %rsi
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_of_sorted
	movq	40(%rsp), %rdx
	movq	%r15, %rsi
	movq	%rbx, %rdi
	call	dist_correct
	movl	328(%rsp), %eax
	orl	360(%rsp), %eax
	jne	.L967
	movq	48(%rsp), %rbp
	leaq	1200(%rsp), %rbx
	movl	24(%rsp), %edx
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rbp, %rsi
	call	dist_summarise
	testl	%eax, %eax
	jne	.L967
	leaq	1968(%rsp), %rax
	movl	24(%rsp), %edx
	movq	40(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, %rcx
	movq	%rax, 64(%rsp)
	call	dist_summarise
	testl	%eax, %eax
	jne	.L967
	movq	56(%rsp), %xmm0
	leaq	272(%rsp), %rax
	movq	%r12, 112(%rsp)
	movq	%rax, 96(%rsp)
	leaq	288(%rsp), %rax
	movhps	8(%rsp), %xmm0
	movq	%rax, 104(%rsp)
	leaq	256(%rsp), %rax
	movaps	%xmm0, 272(%rsp)
	movq	%rbx, %xmm0
	xorl	%ebx, %ebx
	movhps	64(%rsp), %xmm0
	movq	%rax, 64(%rsp)
	movl	%r13d, 120(%rsp)
	movq	%rbx, %r13
	movaps	%xmm0, 288(%rsp)
.L968:
	leaq	names.4(%rip), %rcx
	xorl	%eax, %eax
	movq	%r15, 128(%rsp)
	movq	%r14, %r15
	movq	(%rcx,%r13), %rbp
	movq	%rax, %rbx
	movq	%rbp, %r14
.L969:
	movq	96(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	%r14, %rdx
	xorl	%esi, %esi
	leaq	PCT_NAME(%rip), %rcx
	movq	(%rax,%r13), %rbp
	movq	104(%rsp), %rax
	movq	(%rcx,%rbx,8), %rcx
	movq	(%rax,%r13), %r12
	movslq	%ebx, %rax
	addq	$1, %rbx
	movq	8(%rbp,%rax,8), %r9
	movq	8(%r12,%rax,8), %r8
	call	check
	cmpq	$6, %rbx
	jne	.L969
	movq	%rbp, %rbx
	movq	(%r12), %r8
	movq	%r14, %rbp
	movq	64(%rsp), %rdi
	movq	(%rbx), %r9
	xorl	%esi, %esi
	leaq	.LC2(%rip), %rcx
	movq	%rbp, %rdx
	movq	%r15, %r14
	movq	128(%rsp), %r15
	call	check
	movq	56(%rbx), %r9
	movq	56(%r12), %r8
	xorl	%esi, %esi
	movq	64(%rsp), %rdi
	leaq	.LC7(%rip), %rcx
	movq	%rbp, %rdx
	call	check
	movq	64(%rbx), %r9
	movq	64(%r12), %r8
	xorl	%esi, %esi
	movq	64(%rsp), %rdi
	leaq	.LC136(%rip), %rcx
	movq	%rbp, %rdx
	call	check
	cmpq	$8, %r13
	je	.L970
	movl	$8, %r13d
	jmp	.L968
.L1329:
	movq	%rcx, %rdi
	movq	%rbx, %rsi
	movq	%r12, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	%rax, %r15
	jmp	.L955
.L1350:
	xorl	%r8d, %r8d
	movq	%r8, 1024(%rsp)
	jmp	.L1032
.L863:
	movq	%r14, %rax
	andl	$1, %r14d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r14, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L864
.L1351:
	leaq	.LC235(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC236(%rip), %rcx
	leaq	.LC237(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1315
.L1120:
	movq	80(%rsp), %rax
	movq	8(%rsp), %rdi
	movl	%r14d, %edx
	movq	%rbp, %rsi
	movq	%rcx, 8(%rax,%r12)
	addq	$8, %r12
	call	stats_of
	movsd	832(%rsp), %xmm0
	maxsd	(%rbx,%r13,8), %xmm0
	movsd	%xmm0, (%rbx,%r13,8)
	cmpq	$48, %r12
	jne	.L1112
	movl	%r14d, %eax
	movq	224(%rsp), %rbp
	movq	%r15, %r14
	xorl	%edx, %edx
	movq	232(%rsp), %r12
	movq	%r13, %rbx
	movl	%eax, %r15d
	jmp	.L1118
.L1121:
	movq	%rdx, %rax
	salq	$8, %rax
	movq	256(%rbp,%rax), %rax
	movq	%rax, (%r12,%rdx,8)
	addq	$1, %rdx
.L1118:
	cmpl	%r15d, %edx
	jb	.L1121
	movq	144(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r12, %rdi
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rax), %rdx
	movq	80(%rsp), %rax
	movq	%rdx, (%rax)
	xorl	%edx, %edx
	jmp	.L1122
.L1123:
	movq	%rdx, %rax
	salq	$8, %rax
	movq	312(%rbp,%rax), %rax
	movq	%rax, (%r12,%rdx,8)
	addq	$1, %rdx
.L1122:
	cmpl	%r15d, %edx
	jb	.L1123
	movq	144(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r12, %rdi
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rax), %rdx
	movq	80(%rsp), %rax
	movq	%rdx, 56(%rax)
	xorl	%edx, %edx
	jmp	.L1124
.L1125:
	movq	%rdx, %rax
	salq	$8, %rax
	movq	320(%rbp,%rax), %rax
	movq	%rax, (%r12,%rdx,8)
	addq	$1, %rdx
.L1124:
	cmpl	%r15d, %edx
	jb	.L1125
	movl	$8, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	addq	$72, %rbp
	movq	144(%rsp), %rsi
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rax), %rdx
	movq	80(%rsp), %rax
	movq	%rdx, 64(%rax)
	addq	$72, %rax
	movq	%rax, 80(%rsp)
	cmpq	$3, %rbx
	jne	.L1126
	movq	184(%rsp), %r8
	movq	%r12, %r15
	xorl	%r13d, %r13d
	leaq	.LC342(%rip), %rbx
	movq	216(%rsp), %rbp
	movq	208(%rsp), %r12
	movq	%r8, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$10, %edi
	call	putchar@PLT
	call	print_header
	leaq	.LC340(%rip), %rsi
	leaq	.LC341(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r14
.L1127:
	movq	88(%rsp), %rax
	leaq	0(%r13,%r13,8), %rsi
	addq	%rax, %rsi
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%r13), %rdi
	call	print_row
	movsd	(%r14,%r13), %xmm0
	movq	%rbx, %rdi
	movl	$1, %eax
	addq	$8, %r13
	call	printf@PLT
	cmpq	$24, %r13
	jne	.L1127
	movq	200(%rsp), %rsi
	leaq	464(%rsp), %rdi
	leaq	.LC344(%rip), %rbx
	leaq	.LC345(%rip), %r13
	call	fmt_us.constprop.0
	movl	128(%rsp), %r15d
	leaq	.LC343(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	movl	%r15d, %esi
	call	printf@PLT
	movq	152(%rsp), %rsi
	movq	24(%rsp), %rdi
	movl	%r15d, %edx
	call	stats_of
	movq	%rbx, %rdi
	movl	$3, %eax
	movsd	560(%rsp), %xmm6
	movsd	576(%rsp), %xmm2
	leaq	.LC139(%rip), %rsi
	movsd	568(%rsp), %xmm1
	movapd	%xmm6, %xmm0
	movsd	%xmm6, 112(%rsp)
	movsd	%xmm2, 40(%rsp)
	movsd	%xmm1, 80(%rsp)
	call	printf@PLT
	movq	160(%rsp), %rsi
	movl	%r15d, %edx
	leaq	584(%rsp), %rdi
	call	stats_of
	leaq	.LC140(%rip), %rsi
	movq	%rbx, %rdi
	movsd	584(%rsp), %xmm7
	movsd	600(%rsp), %xmm2
	movl	$3, %eax
	movsd	592(%rsp), %xmm1
	movsd	%xmm7, 184(%rsp)
	movapd	%xmm7, %xmm0
	movsd	%xmm2, 128(%rsp)
	movsd	%xmm1, 176(%rsp)
	call	printf@PLT
	movl	$10, %edi
	call	putchar@PLT
	movq	88(%rsp), %rsi
	leaq	.LC139(%rip), %rdi
	call	print_result_set
	leaq	1272(%rsp), %rsi
	leaq	.LC140(%rip), %rdi
	call	print_result_set
	leaq	1344(%rsp), %rsi
	leaq	.LC137(%rip), %rdi
	call	print_result_set
	movq	144(%rsp), %r8
	movq	120(%rsp), %rax
	movq	%r13, %rdi
	leaq	.LC139(%rip), %rsi
	salq	$8, %r8
	leaq	(%rax,%r8), %rbx
	xorl	%eax, %eax
	movq	232(%rbx), %rcx
	movq	216(%rbx), %rdx
	call	printf@PLT
	movq	240(%rbx), %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	movq	224(%rbx), %rdx
	leaq	.LC140(%rip), %rsi
	call	printf@PLT
	movq	248(%rbx), %rsi
	xorl	%eax, %eax
	leaq	.LC257(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 104(%rsp)
	setne	%r8b
	cmpq	$0, 96(%rsp)
	sete	%al
	orl	%eax, %r8d
	cmpl	$0, 48(%rsp)
	movl	%r8d, %r14d
	jne	.L1371
	xorl	%eax, %eax
	movq	8(%rsp), %rdi
	movq	32(%rsp), %rsi
	movl	$32, %ecx
	rep movsl
	movq	%rax, 256(%rsp)
	movq	%rax, 272(%rsp)
	testb	%r8b, %r8b
	je	.L1372
.L1131:
	movsd	40(%rsp), %xmm2
	movsd	80(%rsp), %xmm1
	leaq	.LC350(%rip), %r12
	leaq	.LC139(%rip), %rsi
	movsd	112(%rsp), %xmm0
	movq	%r12, %rdi
	movl	$3, %eax
	call	printf@PLT
	leaq	.LC140(%rip), %rsi
	movq	%r12, %rdi
	movsd	128(%rsp), %xmm2
	movsd	176(%rsp), %xmm1
	movl	$3, %eax
	movsd	184(%rsp), %xmm0
	call	printf@PLT
	movq	8(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	jne	.L1144
	cmpl	$0, 728(%rsp)
	leaq	.LC156(%rip), %rax
	leaq	.LC157(%rip), %rdx
	movq	848(%rsp), %rsi
	cmovne	%rax, %rdx
	leaq	.LC351(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1144:
	cmpq	$0, 168(%rsp)
	leaq	.LC153(%rip), %rax
	leaq	.LC154(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC352(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	296(%rsp), %rbx
	movl	196(%rsp), %ecx
	xorl	%eax, %eax
	movq	288(%rsp), %rsi
	leaq	.LC353(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L1088
.L1347:
	movl	48(%rsp), %ebx
	orl	1056(%rsp), %ebx
	jne	.L1373
	movq	1152(%rsp), %rax
	leaq	.LC102(%rip), %rsi
	leaq	464(%rsp), %r14
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	strcmp@PLT
	movl	$32, %ecx
	pxor	%xmm0, %xmm0
	movq	1000(%rsp), %rbp
	cmpl	$1, %eax
	leaq	688(%rsp), %rdi
	movl	%eax, %r15d
	movl	%ebx, %eax
	sbbq	%r8, %r8
	imulq	%r12, %rbp
	movq	%rdi, 56(%rsp)
	xorl	%ebx, %ebx
	rep stosl
	andl	$3, %r8d
	movq	%r14, 8(%rsp)
	xorl	%r12d, %r12d
	addq	$8, %r8
	leaq	816(%rsp), %rax
	movaps	%xmm0, 304(%rsp)
	movq	%rbp, 40(%rsp)
	movq	%rax, %rbp
	movq	%r8, 24(%rsp)
	jmp	.L1053
.L1376:
	leaq	LOAD_PCT.3(%rip), %rax
	movl	(%rax,%r12,4), %ecx
	imulq	$100, 816(%rsp), %rax
	movl	%ecx, %edx
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rax, 856(%rsp)
	movq	40(%rsp), %rax
	movq	%rcx, 904(%rsp)
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 872(%rsp)
.L1042:
	movq	8(%rsp), %rdi
	movq	%rbp, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L1050
	cmpl	$0, 848(%rsp)
	jne	.L1374
	movq	%rbp, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 688(%rsp,%rbx,8)
	testq	%rax, %rax
	jne	.L1047
	leaq	1200(%rsp), %r14
	movq	%rbp, %rdi
	movq	%r14, %rsi
	call	closed_form
.L1049:
	testl	%eax, %eax
	jne	.L1050
	movq	%rbx, %rax
	movq	8(%rsp), %rsi
	leaq	336(%rsp), %rcx
	movq	%rbp, %rdi
	salq	$8, %rax
	leaq	1968(%rsp,%rax), %r13
	movq	%r13, %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L1050
	movq	464(%rsp), %rdi
	call	free@PLT
	movq	472(%rsp), %rdi
	call	free@PLT
	movq	480(%rsp), %rdi
	call	free@PLT
	movq	488(%rsp), %rdi
	call	free@PLT
	movq	528(%rsp), %rdi
	call	free@PLT
	movq	552(%rsp), %rdi
	call	free@PLT
	movq	%r13, %rcx
	movq	%r14, %rdx
	movl	%r12d, %esi
	leaq	304(%rsp), %rdi
	call	check_outcome
	testl	%r15d, %r15d
	jne	.L1051
	leaq	LOAD_PCT.3(%rip), %rax
	movl	(%rax,%r12,4), %eax
.L1052:
	movq	%rax, 560(%rsp,%rbx,8)
	addq	$1, %rbx
.L1043:
	movq	24(%rsp), %rax
	addq	$1, %r12
	cmpq	%rax, %r12
	je	.L1375
.L1053:
	movq	32(%rsp), %rsi
	movl	$32, %ecx
	movq	%rbp, %rdi
	rep movsl
	testl	%r15d, %r15d
	je	.L1376
	leaq	STALL_US.2(%rip), %rax
	imulq	$1000, (%rax,%r12,8), %rdx
	movq	832(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 824(%rsp)
	cmpq	%rdx, %rax
	jnb	.L1042
	jmp	.L1043
.L1374:
	leaq	.LC146(%rip), %rax
	movq	%rax, 688(%rsp,%rbx,8)
.L1047:
	leaq	1200(%rsp), %r14
	movq	%rbp, %rdi
	movq	%r14, %rsi
	call	reference
	jmp	.L1049
.L1051:
	movq	824(%rsp), %rax
	jmp	.L1052
.L1348:
	pxor	%xmm0, %xmm0
	cmpl	$0, 48(%rsp)
	movaps	%xmm0, 816(%rsp)
	jne	.L1180
	movq	32(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rsi
	testq	%rax, %rax
	je	.L1377
.L1075:
	leaq	.LC307(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	jmp	.L1073
.L1344:
	leaq	1968(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L1028
	cmpl	$0, 48(%rsp)
	leaq	.LC146(%rip), %rcx
	jne	.L1029
	movq	32(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L1378
.L1029:
	leaq	.LC20(%rip), %r8
	leaq	.LC283(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L1002
.L995:
	movq	16(%rsp), %rdi
	call	free@PLT
.L990:
	xorl	%r10d, %r10d
	movq	%r10, 16(%rsp)
.L1000:
	leaq	.LC274(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC275(%rip), %rcx
	leaq	.LC276(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1002
.L1334:
	cmpq	$1, 1040(%rsp)
	jbe	.L987
.L1155:
	leaq	.LC263(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC264(%rip), %rcx
	leaq	.LC265(%rip), %rdx
	call	snprintf@PLT
	jmp	.L980
.L1340:
	cmpq	$1, 1040(%rsp)
	ja	.L1155
	movl	992(%rsp), %eax
	movl	%eax, 48(%rsp)
	subl	$1, %eax
	jne	.L986
	movsd	24(%rsp), %xmm6
	ucomisd	%xmm0, %xmm6
	jp	.L987
	jne	.L987
.L1154:
	leaq	.LC20(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC266(%rip), %rcx
	leaq	.LC267(%rip), %rdx
	call	snprintf@PLT
	jmp	.L980
.L967:
	movq	stderr(%rip), %rcx
	movl	$66, %edx
	movl	$1, %esi
	leaq	.LC246(%rip), %rdi
	call	fwrite@PLT
	jmp	.L963
.L1358:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	call	printf@PLT
	jmp	.L890
.L1341:
	movq	1128(%rsp), %r14
	leaq	1968(%rsp), %rcx
	movq	%rbx, %r8
	xorl	%edx, %edx
	leaq	.LC89(%rip), %rsi
	movq	%r14, %rdi
	call	read_numbers.constprop.0
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L1002
	movq	1968(%rsp), %rdx
	testq	%rbp, %rbp
	je	.L1008
	cmpq	%rdx, %rbp
	jnb	.L1008
	movq	%rbp, 1968(%rsp)
	testq	%r13, %r13
	je	.L1171
	movq	%rbp, %rdx
.L1011:
	movq	16(%rsp), %rsi
	movq	%rdx, %rcx
	xorl	%eax, %eax
	jmp	.L1010
.L1013:
	cmpq	%r13, -8(%rsi,%rcx,8)
	jb	.L1379
	subq	$1, %rcx
	movl	$1, %eax
.L1010:
	testq	%rcx, %rcx
	jne	.L1013
	testb	%al, %al
	je	.L1014
.L1012:
	leaq	.LC277(%rip), %r8
	movq	%r14, %rcx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC278(%rip), %rdx
	movl	$512, %esi
	call	snprintf@PLT
	jmp	.L1002
.L1181:
	leaq	.LC146(%rip), %rax
	movq	%rax, 168(%rsp)
.L1084:
	leaq	1968(%rsp), %r9
	movq	32(%rsp), %rdi
	movq	%r9, %rsi
	movq	%r9, 8(%rsp)
	call	reference
	movq	8(%rsp), %r9
	jmp	.L1086
.L1357:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L888
.L1355:
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L883
.L1373:
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	stderr(%rip), %rdi
	leaq	.LC288(%rip), %rdx
	xorl	%eax, %eax
	leaq	.LC222(%rip), %rsi
	call	fprintf@PLT
	jmp	.L908
.L1050:
	movq	8(%rsp), %rdi
	movl	$1, %ebx
	call	buffers_free
	movl	$34, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC289(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1073
.L1008:
	testq	%r13, %r13
	jne	.L1011
.L1014:
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L1012
.L1009:
	movq	16(%rsp), %rdi
	cmpl	$0, 1188(%rsp)
	movq	%rcx, 1016(%rsp)
	movq	%rdi, 1008(%rsp)
	jne	.L1018
	cmpq	$1, %rcx
	je	.L1017
	movq	-8(%rdi,%rcx,8), %rax
	xorl	%edx, %edx
	subq	$1, %rcx
	subq	(%rdi), %rax
	divq	%rcx
	movq	%rax, %rcx
.L1017:
	testq	%rcx, %rcx
	movl	$1, %eax
	cmove	%rax, %rcx
	movq	%rcx, 1048(%rsp)
	jmp	.L1018
.L1338:
	leaq	1456(%rsp), %rbx
	movq	%rbp, %rcx
	movl	$512, %esi
	xorl	%eax, %eax
	leaq	.LC223(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L1315
.L940:
	movq	8(%rsp), %rbx
	movq	%rbp, %r14
	leaq	.LC20(%rip), %r8
	movq	%r15, %rcx
	leaq	.LC241(%rip), %rdx
.L1318:
	movq	%rbx, %rdi
	movl	$512, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r14, %rdi
	call	free@PLT
	jmp	.L1315
.L1352:
	cmpl	$1, 16(%rsp)
	jne	.L1380
	leaq	.LC142(%rip), %rax
	movq	%r12, 248(%rsp)
	movq	8(%rsp), %rbx
	movq	%rbp, %r14
	movq	%rax, 88(%rsp)
	jmp	.L934
.L1004:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1048(%rsp)
	btcq	$63, 1048(%rsp)
	jmp	.L1005
.L1180:
	leaq	.LC146(%rip), %rsi
	jmp	.L1075
.L1377:
	leaq	1200(%rsp), %r12
	movq	32(%rsp), %rdi
	movq	%r12, %rsi
	call	closed_form
	testl	%eax, %eax
	jne	.L1079
	leaq	1968(%rsp), %rbp
	movq	32(%rsp), %rdi
	movq	%rbp, %rsi
	call	reference
	testl	%eax, %eax
	jne	.L1079
	leaq	816(%rsp), %rbx
	xorl	%esi, %esi
	movq	%r12, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	check_outcome
	movq	1448(%rsp), %r9
	xorl	%esi, %esi
	movq	%rbx, %rdi
	movq	2216(%rsp), %r8
	leaq	.LC309(%rip), %rcx
	leaq	.LC310(%rip), %rdx
	call	check
	movq	824(%rsp), %rbx
	xorl	%eax, %eax
	movq	816(%rsp), %rsi
	leaq	.LC311(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L1073
.L1103:
	leaq	.LC333(%rip), %rdi
	call	puts@PLT
	movq	40(%rsp), %r9
	jmp	.L1104
.L1096:
	movq	1048(%rsp), %rsi
	movq	24(%rsp), %rdi
	movq	%r9, 40(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC326(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
	jmp	.L1097
.L1365:
	movq	24(%rsp), %rdi
	movq	%r13, %rsi
	call	fmt_us.constprop.0
	leaq	.LC323(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
	jmp	.L1095
.L1092:
	movq	-8(%rbp,%r12,8), %rax
	xorl	%edx, %edx
	movq	24(%rsp), %rdi
	divq	%r12
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	leaq	SCHED_NAME(%rip), %rdx
	leaq	.LC321(%rip), %rdi
	movq	%rax, %rcx
	movl	48(%rsp), %eax
	movq	(%rdx,%rax,8), %rsi
	movq	%r12, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
	jmp	.L1093
.L1091:
	leaq	1200(%rsp), %rax
	movq	136(%rsp), %rsi
	movq	%rax, %rdi
	movq	%rax, 88(%rsp)
	call	fmt_us.constprop.0
	movq	112(%rsp), %rsi
	movq	%rax, %rbx
	leaq	816(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	fmt_us.constprop.0
	movq	96(%rsp), %rsi
	movq	24(%rsp), %rdi
	movq	%rax, %r14
	call	fmt_us.constprop.0
	movq	%rbx, %rcx
	movq	%r14, %rdx
	leaq	.LC319(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
	jmp	.L1090
.L1367:
	leaq	.LC328(%rip), %rdi
	movq	%r9, 40(%rsp)
	call	puts@PLT
	movq	40(%rsp), %r9
	jmp	.L1151
.L1366:
	cmpq	1000(%rsp), %rax
	setnb	%al
	movzbl	%al, %eax
	jmp	.L1099
.L1364:
	leaq	.LC317(%rip), %rdi
	movq	%r9, 40(%rsp)
	call	puts@PLT
	leaq	816(%rsp), %rax
	movq	40(%rsp), %r9
	movq	%rax, 8(%rsp)
	leaq	1200(%rsp), %rax
	movq	%rax, 88(%rsp)
	jmp	.L1090
.L1363:
	movq	stderr(%rip), %rcx
	movl	$78, %edx
	movl	$1, %esi
	leaq	.LC313(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1082
.L1353:
	movq	8(%rsp), %rbx
	movq	%rbp, %r14
	leaq	.LC97(%rip), %r8
	movq	%r15, %rcx
	leaq	.LC240(%rip), %rdx
	jmp	.L1318
.L1375:
	movq	40(%rsp), %rbp
	testl	%r15d, %r15d
	jne	.L1381
	leaq	.LC102(%rip), %rsi
	leaq	.LC355(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1200(%rsp), %r14
	movq	64(%rsp), %rsi
	movq	%r14, %rdi
	movq	%r14, 88(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC356(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	96(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC357(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	112(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC358(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC359(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC149(%rip), %rsi
.L1147:
	leaq	.LC20(%rip), %r12
	leaq	.LC292(%rip), %rbp
	xorl	%eax, %eax
	leaq	.LC290(%rip), %rdx
	leaq	.LC291(%rip), %rdi
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC139(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC296(%rip), %r14
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC140(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC298(%rip), %r13
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC137(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %ebp
	call	printf@PLT
	movq	%r12, %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC293(%rip), %rdi
	leaq	.LC297(%rip), %r12
	call	printf@PLT
.L1056:
	leaq	.LC294(%rip), %rdx
	leaq	.LC295(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rdx
	movq	%r14, %rdi
	xorl	%eax, %eax
	leaq	.LC227(%rip), %rsi
	call	printf@PLT
	xorl	%eax, %eax
	movq	%r13, %rdx
	movq	%r14, %rdi
	leaq	.LC227(%rip), %rsi
	call	printf@PLT
	subl	$1, %ebp
	jne	.L1056
	movl	$10, %edi
	xorl	%r13d, %r13d
	call	putchar@PLT
	movl	%r15d, 24(%rsp)
	movq	88(%rsp), %r12
.L1057:
	cmpq	%rbx, %r13
	je	.L1382
	cmpl	$0, 24(%rsp)
	movq	560(%rsp,%r13,8), %rsi
	jne	.L1058
	leaq	.LC299(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1059:
	movq	56(%rsp), %rax
	leaq	.LC151(%rip), %rsi
	leaq	.LC301(%rip), %rdi
	leaq	COL.1(%rip), %r15
	cmpq	$0, (%rax,%r13,8)
	leaq	.LC152(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	call	printf@PLT
	movq	%r13, %rax
	movq	%r13, 32(%rsp)
	salq	$5, %rax
	movq	%rbx, 40(%rsp)
	movq	%rax, 8(%rsp)
.L1061:
	movq	8(%rsp), %rax
	movslq	%ebp, %r13
	xorl	%ebx, %ebx
	leaq	0(%r13,%r13,8), %r13
	addq	%rax, %r13
.L1065:
	movslq	(%r15,%rbx,4), %rax
	movq	%r12, %rdi
	addq	%r13, %rax
	movq	1976(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L1383
	xorl	%eax, %eax
	leaq	.LC227(%rip), %rsi
	movq	%r14, %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L1178
	addl	$1, %ebp
	cmpl	$3, %ebp
	jne	.L1061
	movq	32(%rsp), %r13
	movl	$10, %edi
	movq	40(%rsp), %rbx
	call	putchar@PLT
	addq	$1, %r13
	jmp	.L1057
.L1383:
	leaq	.LC295(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L1065
.L1178:
	movl	$2, %ebx
	jmp	.L1065
.L1058:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC300(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1059
.L1382:
	leaq	.LC302(%rip), %rdi
	xorl	%ebp, %ebp
	leaq	PCT_NAME(%rip), %r13
	movq	%rbx, %r12
	call	puts@PLT
.L1067:
	cmpq	%r12, %rbp
	je	.L1384
	movq	48(%rsp), %rsi
	leaq	.LC303(%rip), %rdi
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	movq	560(%rsp,%rbp,8), %rdx
	leaq	12+COL.1(%rip), %r15
	call	printf@PLT
	movq	%rbp, %rax
	movq	%r12, 32(%rsp)
	salq	$5, %rax
	movq	%rbp, 24(%rsp)
	movq	%rbx, %rbp
	movq	%rax, 8(%rsp)
.L1068:
	movq	8(%rsp), %rax
	movslq	%ebp, %r14
	leaq	COL.1(%rip), %r12
	leaq	(%r14,%r14,8), %r14
	addq	%rax, %r14
	leaq	SET_NAME(%rip), %rax
	movq	(%rax,%rbp,8), %rbx
.L1069:
	movslq	(%r12), %rax
	movq	%rbx, %rsi
	leaq	.LC304(%rip), %rdi
	addq	$4, %r12
	leaq	(%r14,%rax), %rdx
	movq	1976(%rsp,%rdx,8), %rcx
	movq	0(%r13,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r12, %r15
	jne	.L1069
	addq	$1, %rbp
	cmpq	$3, %rbp
	jne	.L1068
	movq	24(%rsp), %rbp
	movq	56(%rsp), %rax
	leaq	.LC154(%rip), %rsi
	leaq	.LC305(%rip), %rdi
	movq	32(%rsp), %r12
	cmpq	$0, (%rax,%rbp,8)
	leaq	.LC153(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %rbp
	call	printf@PLT
	jmp	.L1067
.L1384:
	movq	312(%rsp), %rbx
	movq	304(%rsp), %rsi
	xorl	%eax, %eax
	movq	%rbp, %rcx
	leaq	.LC306(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L1073
.L1369:
	movq	stderr(%rip), %rcx
	movl	$68, %edx
	movl	$1, %esi
	leaq	.LC335(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1082
.L952:
	ud2
.L1381:
	leaq	.LC354(%rip), %rsi
	leaq	.LC355(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1200(%rsp), %r14
	movq	64(%rsp), %rsi
	movq	%r14, %rdi
	movq	%r14, 88(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC356(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	96(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC357(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	112(%rsp), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC358(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	leaq	.LC359(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC150(%rip), %rsi
	jmp	.L1147
.L1189:
	movq	%r8, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$36, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC339(%rip), %rdi
	call	fwrite@PLT
	jmp	.L1082
.L1379:
	testb	%al, %al
	je	.L1014
	movq	%rcx, 1968(%rsp)
	jmp	.L1009
.L1371:
	movq	-8(%rbp,%r12,8), %rax
	xorl	%edx, %edx
	movl	48(%rsp), %ecx
	leaq	.LC346(%rip), %rdi
	divq	%r12
	leaq	SCHED_NAME(%rip), %rdx
	movq	(%rdx,%rcx,8), %rsi
	movq	%r12, %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %rdi
	movq	32(%rsp), %rsi
	movl	$32, %ecx
	rep movsl
	xorl	%esi, %esi
	movq	%rsi, 256(%rsp)
	movq	%rsi, 272(%rsp)
	testb	%r14b, %r14b
	jne	.L1131
.L1130:
	movq	872(%rsp), %r14
	leaq	0(,%r14,8), %r12
	movq	%r12, %rdi
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, %r15
	call	malloc@PLT
	movq	896(%rsp), %rdi
	movl	$8, %esi
	movq	%rax, %r12
	call	calloc@PLT
	testq	%r15, %r15
	movq	%rax, 24(%rsp)
	movq	%rax, %r13
	sete	%al
	testq	%r12, %r12
	sete	%dl
	orb	%dl, %al
	jne	.L1135
	testq	%r13, %r13
	je	.L1135
	movq	840(%rsp), %rbx
	xorl	%edx, %edx
	movq	%r13, %r8
	movq	%r15, %rcx
	movq	8(%rsp), %rdi
	leaq	304(%rsp), %rbp
	movq	%rdx, 312(%rsp)
	leaq	256(%rsp), %r9
	movq	%rbp, %rdx
	movl	$1, %esi
	movq	%rbx, 304(%rsp)
	call	run_any.constprop.0
	xorl	%ecx, %ecx
	movq	8(%rsp), %rdi
	movq	%r13, %r8
	movq	%rcx, 312(%rsp)
	movq	%rbp, %rdx
	movq	%r12, %rcx
	xorl	%esi, %esi
	leaq	272(%rsp), %r9
	movq	%rbx, 304(%rsp)
	xorl	%r13d, %r13d
	call	run_any.constprop.0
	movq	864(%rsp), %rcx
	movq	856(%rsp), %rsi
	xorl	%edx, %edx
	jmp	.L1136
.L1386:
	movq	(%rcx,%r13,8), %rax
.L1138:
	addq	(%r12,%r13,8), %rax
	addq	%rsi, %rdx
	cmpq	%rax, %rbx
	jb	.L1385
	addq	$1, %r13
.L1136:
	cmpq	%r13, %r14
	je	.L1135
	testq	%rcx, %rcx
	jne	.L1386
	movq	%rdx, %rax
	jmp	.L1138
.L1385:
	movq	816(%rsp), %rax
	movq	%r13, %rbx
	jmp	.L1140
.L1387:
	cmpq	(%r12,%rbx,8), %rax
	jnb	.L1141
	addq	$1, %rbx
.L1140:
	cmpq	%r14, %rbx
	jb	.L1387
.L1141:
	movq	(%r12,%r13,8), %rcx
	movq	(%r15,%r13,8), %rdx
	xorl	%eax, %eax
	movq	%r13, %rsi
	leaq	0(,%r13,8), %r10
	leaq	.LC347(%rip), %rdi
	movq	%r10, 32(%rsp)
	call	printf@PLT
	leaq	1(%r13), %rax
	movq	32(%rsp), %r10
	cmpq	%r14, %rax
	jb	.L1388
.L1143:
	movq	%rbx, %rsi
	movq	%rbx, %rdx
	leaq	.LC349(%rip), %rdi
	xorl	%eax, %eax
	subq	%r13, %rsi
	call	printf@PLT
.L1135:
	movq	%r15, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	24(%rsp), %rdi
	call	free@PLT
	jmp	.L1131
.L1171:
	movq	%rbp, %rcx
	jmp	.L1009
.L970:
	movq	112(%rsp), %r12
	leaq	.LC247(%rip), %rdi
	movq	%r13, %rbx
	movl	120(%rsp), %r13d
	call	puts@PLT
	movq	88(%rsp), %rdx
	movq	80(%rsp), %rsi
	xorl	%eax, %eax
	movq	%r12, %rcx
	leaq	.LC248(%rip), %rdi
	call	printf@PLT
	movq	48(%rsp), %rsi
	leaq	560(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	RANK_NAME(%rip), %rdx
	movq	%rax, %rbp
	movl	24(%rsp), %eax
	movq	(%rdx,%rax,8), %r12
	testl	%r13d, %r13d
	je	.L1165
	leaq	.LC143(%rip), %rdx
	leaq	.LC20(%rip), %r13
.L971:
	leaq	464(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rdx, 24(%rsp)
	call	fmt_us.constprop.0
	movq	24(%rsp), %rdx
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%rax, %rsi
	leaq	.LC249(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC250(%rip), %rdi
	leaq	.LC251(%rip), %r12
	call	puts@PLT
	leaq	.LC137(%rip), %rbp
	call	print_header
	movl	$10, %edi
	call	putchar@PLT
	movq	56(%rsp), %rsi
	movq	%r12, %rdi
	call	print_row
	movl	$10, %edi
	call	putchar@PLT
	movq	8(%rsp), %rsi
	movq	%rbp, %rdi
	call	print_row
	movq	%r13, %rdx
	leaq	.LC252(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC253(%rip), %rdi
	leaq	.LC255(%rip), %r13
	call	printf@PLT
	jmp	.L977
.L1390:
	movq	8(%rsp), %rcx
	movq	(%rcx,%rbx), %rdx
	testq	%rdx, %rdx
	js	.L973
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L974:
	testq	%rax, %rax
	js	.L975
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L976:
	divsd	%xmm1, %xmm0
	comisd	.LC254(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L972:
	movq	%r13, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$56, %rbx
	je	.L1389
.L977:
	movq	56(%rsp), %rax
	movq	(%rax,%rbx), %rax
	testq	%rax, %rax
	jne	.L1390
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L972
.L1389:
	leaq	.LC256(%rip), %rdi
	call	puts@PLT
	movq	56(%rsp), %rsi
	movq	%r12, %rdi
	call	print_result_set
	movq	8(%rsp), %rsi
	movq	%rbp, %rdi
	call	print_result_set
	movq	%r15, %rsi
	leaq	.LC257(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	264(%rsp), %rbx
	xorl	%eax, %eax
	movq	256(%rsp), %rsi
	leaq	.LC258(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	setne	%bl
	movzbl	%bl, %ebx
	jmp	.L966
.L975:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L976
.L973:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L974
.L1368:
	movl	$29, %esi
	leaq	.LC329(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %r9
	jmp	.L1102
.L1079:
	movl	$40, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC308(%rip), %rdi
	movl	$1, %ebx
	call	fwrite@PLT
	jmp	.L1073
.L1380:
	testq	%r12, %r12
	je	.L948
	leaq	0(,%r12,8), %rdi
	call	malloc@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L948
	movl	$1, 16(%rsp)
	jmp	.L949
.L1372:
	movq	32(%rsp), %rdi
	call	closed_form_gap.part.0
	testq	%rax, %rax
	jne	.L1130
	movq	1000(%rsp), %rcx
	movq	136(%rsp), %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	64(%rsp), %rax
	subq	%rax, %rcx
	movq	96(%rsp), %rax
	divq	%rcx
	cmpq	$1, %rdx
	leaq	1(%rsi,%rax), %rax
	sbbq	$-1, %rax
	cmpq	%r12, %rax
	cmova	%r12, %rax
	movq	%rax, 872(%rsp)
	jmp	.L1130
.L1346:
	leaq	.LC20(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC286(%rip), %rcx
	leaq	.LC287(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1002
.L1388:
	movq	8(%r12,%r10), %rdx
	movq	8(%r15,%r10), %rsi
	leaq	.LC348(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1143
.L1333:
	leaq	.LC260(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC261(%rip), %rcx
	leaq	.LC262(%rip), %rdx
	call	snprintf@PLT
	jmp	.L980
.L1343:
	leaq	.LC20(%rip), %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC279(%rip), %rcx
	leaq	.LC280(%rip), %rdx
	call	snprintf@PLT
	jmp	.L980
.L1326:
	leaq	1456(%rsp), %rbx
	movq	%r13, %rcx
	xorl	%eax, %eax
	movl	$512, %esi
	leaq	.LC225(%rip), %r8
	leaq	.LC226(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L1315
.L921:
	movq	stderr(%rip), %rdi
	leaq	.LC230(%rip), %rdx
	leaq	.LC222(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L908
.L1332:
	leaq	1968(%rsp), %rdi
	movq	%rax, %rsi
	call	fmt_us.constprop.0
	leaq	1200(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %r8
	movl	$512, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	leaq	.LC259(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L980
.L1378:
	cmpl	$0, 104(%rsp)
	leaq	.LC148(%rip), %rcx
	jne	.L1029
	cmpq	$1, 1040(%rsp)
	leaq	.LC147(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L1029
.L1165:
	leaq	.LC20(%rip), %r13
	movq	%r13, %rdx
	jmp	.L971
.L948:
	movq	24(%rsp), %r15
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	leaq	.LC242(%rip), %r8
	leaq	.LC243(%rip), %rdx
	movl	$512, %esi
	movq	%r15, %rcx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L1315
	.cfi_endproc
.LFE101:
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
	.quad	.LC251
	.quad	.LC137
	.section	.rodata.str1.1
.LC361:
	.string	"ns"
.LC362:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.5, @object
	.size	units.5, 64
units.5:
	.quad	.LC361
	.quad	1
	.quad	.LC362
	.quad	1000
	.quad	.LC210
	.quad	1000000
	.quad	.LC155
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
	.size	USAGE, 1850
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
	.ascii	"    correct a recorded trace: one latency a line (ns or "
	.string	"a unit)\n  --trace-values LIST    the same from a list: 2ms*99,1000ms\n  --sweep load|stall     one table over load 10-95%% or stall length\n  --clock                estimate the core clock (GHz) and exit\n  --self-test            run the unit checks and exit\n"
	.section	.rodata.str1.1
.LC363:
	.string	"feed-10ms-stall"
.LC364:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC365:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC366:
	.string	"one-2s-stall"
.LC367:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC368:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC369:
	.string	"hundred-requests"
.LC370:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC371:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC372:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC373:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 120
SCENARIOS:
	.quad	.LC161
	.quad	.LC162
	.quad	.LC20
	.quad	.LC363
	.quad	.LC364
	.quad	.LC365
	.quad	.LC366
	.quad	.LC367
	.quad	.LC368
	.quad	.LC369
	.quad	.LC370
	.quad	.LC371
	.quad	.LC372
	.quad	.LC370
	.quad	.LC373
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC139
	.quad	.LC140
	.quad	.LC137
	.section	.rodata.str1.1
.LC374:
	.string	"p90"
.LC375:
	.string	"p99.99"
.LC376:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC294
	.quad	.LC374
	.quad	.LC297
	.quad	.LC298
	.quad	.LC375
	.quad	.LC376
	.section	.rodata.str1.1
.LC377:
	.string	"p999"
.LC378:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC294
	.quad	.LC374
	.quad	.LC297
	.quad	.LC377
	.quad	.LC378
	.quad	.LC376
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
	.quad	.LC91
	.quad	.LC92
	.quad	.LC93
	.section	.rodata.str1.1
.LC379:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC78
	.quad	.LC79
	.quad	.LC379
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC11:
	.long	0
	.long	1071644672
	.align 8
.LC85:
	.long	-1577058304
	.long	1114446484
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC158:
	.quad	100000
	.quad	200000000
	.align 16
.LC159:
	.quad	1000000000
	.quad	500000000
	.align 16
.LC160:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC164:
	.long	0
	.long	1101206224
	.section	.rodata.cst16
	.align 16
.LC181:
	.quad	1000
	.quad	1000
	.align 16
.LC197:
	.quad	100
	.quad	1000
	.align 16
.LC198:
	.quad	5000
	.quad	2000
	.section	.rodata.cst8
	.align 8
.LC254:
	.long	0
	.long	1079574528
	.align 8
.LC268:
	.long	0
	.long	1017118720
	.align 8
.LC269:
	.long	0
	.long	1072693248
	.section	.rodata.cst16
	.align 16
.LC270:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC271:
	.long	0
	.long	1104006501
	.align 8
.LC272:
	.long	0
	.long	1137704960
	.align 8
.LC273:
	.long	0
	.long	1138753536
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
