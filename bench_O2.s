	.file	"bench.c"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB21:
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
.LFE21:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB23:
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
.LFE23:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB34:
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
.LFE34:
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
.LFB43:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	cmpq	%rdx, %rsi
	je	.L21
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
.L21:
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
.LFE43:
	.size	expect, .-expect
	.p2align 4
	.type	summarise, @function
summarise:
.LFB24:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movq	%rsi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rdx, %r12
	movl	$8, %edx
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rcx, %rbp
	leaq	cmp_u64(%rip), %rcx
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rdi, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	call	qsort@PLT
	pxor	%xmm0, %xmm0
	movq	%r13, 0(%rbp)
	xorl	%ecx, %ecx
	movq	$0, 56(%rbp)
	movups	%xmm0, 8(%rbp)
	movups	%xmm0, 24(%rbp)
	movups	%xmm0, 40(%rbp)
	testq	%r13, %r13
	jne	.L37
.L23:
	movq	$0, 8(%rbp,%rcx)
	addq	$8, %rcx
	cmpq	$40, %rcx
	jne	.L23
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
.L37:
	.cfi_restore_state
	leaq	PCT_MILLI(%rip), %rsi
	movabsq	$755578637259143235, %rdi
.L25:
	movq	(%rsi,%rcx), %rax
	movl	$1, %edx
	imulq	%r13, %rax
	addq	$50000, %rax
	cmpq	$99999, %rax
	jbe	.L24
	shrq	$5, %rax
	mulq	%rdi
	shrq	$7, %rdx
.L24:
	cmpq	%rdx, %r13
	cmovbe	%r13, %rdx
	movq	-8(%rbx,%rdx,8), %rax
	movq	%rax, 8(%rbp,%rcx)
	addq	$8, %rcx
	cmpq	$40, %rcx
	jne	.L25
	movq	%rbx, %rax
	leaq	(%rbx,%r13,8), %rsi
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	.p2align 4,,10
	.p2align 3
.L28:
	addq	(%rax), %rdx
	movq	%rdx, 56(%rbp)
	cmpq	(%rax), %r12
	adcq	$0, %rcx
	addq	$8, %rax
	movq	%rcx, 48(%rbp)
	cmpq	%rax, %rsi
	jne	.L28
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
.LFE24:
	.size	summarise, .-summarise
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB35:
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
	je	.L39
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L40:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L40
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L45:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L45
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L42
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L64
.L61:
	pxor	%xmm0, %xmm0
.L47:
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
.L39:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L42:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC3(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L61
.L64:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L62
	sqrtsd	%xmm0, %xmm0
.L51:
	divsd	%xmm2, %xmm0
	jmp	.L47
.L62:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L51
	.cfi_endproc
.LFE35:
	.size	stats_of, .-stats_of
	.section	.rodata.str1.8
	.align 8
.LC4:
	.string	"bench: closed form needs more than %d runs\n"
	.text
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB25:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L65
	testq	%r8, %r8
	je	.L65
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movslq	256(%rax), %rsi
	cmpl	$8, %esi
	je	.L71
	leal	1(%rsi), %r9d
	salq	$5, %rsi
	movl	%r9d, 256(%rax)
	addq	%rsi, %rax
	movq	%rdi, (%rax)
	movq	%rdx, 8(%rax)
	movq	%rcx, 16(%rax)
	movq	%r8, 24(%rax)
.L65:
	ret
.L71:
	pushq	%rax
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movl	$8, %edx
	xorl	%eax, %eax
	leaq	.LC4(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE25:
	.size	dist_add, .-dist_add
	.section	.rodata.str1.1
.LC5:
	.string	"%lu.%lu"
.LC6:
	.string	"%lu.%02lu"
.LC7:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB52:
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
	jnb	.L77
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L78
	leaq	.LC7(%rip), %rdx
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
.L78:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC6(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L77:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC5(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE52:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.p2align 4
	.type	run_closed.constprop.0, @function
run_closed.constprop.0:
.LFB53:
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
	movq	8(%rdi), %r13
	movq	(%rdi), %r12
	movq	16(%rdi), %r10
	movq	24(%rdi), %rsi
	testq	%rcx, %rcx
	je	.L87
	movq	%rdx, %r11
	leaq	(%rdx,%rcx,8), %r14
	xorl	%ebp, %ebp
	xorl	%edx, %edx
	leaq	(%r12,%r10), %rbx
	jmp	.L86
	.p2align 4,,10
	.p2align 3
.L93:
	addq	%r10, %rdx
	testq	%rsi, %rsi
	jne	.L92
.L84:
	movq	%rcx, 8(%r9)
	movq	%rdx, %rax
	movq	$-1, (%r9)
	subq	%rdi, %rax
.L81:
	movq	%rax, (%r11)
	addq	$8, %r11
	addq	%r13, %rbp
	cmpq	%r14, %r11
	je	.L79
.L86:
	cmpq	%rbp, %rdx
	movq	%rdx, %rdi
	movq	(%r9), %rax
	cmovb	%rbp, %rdi
	leaq	(%r12,%rdi), %rdx
	cmpq	%rdx, %rax
	jnb	.L88
	movq	8(%r9), %rcx
	addq	$1, %rcx
	.p2align 4,,10
	.p2align 3
.L85:
	cmpq	%rax, %rdi
	jb	.L93
	leaq	(%r10,%rax), %r15
	leaq	(%rbx,%rax), %r8
	cmpq	%r15, %rdi
	cmovb	%r8, %rdx
	testq	%rsi, %rsi
	je	.L84
.L92:
	addq	%rsi, %rax
	leaq	1(%rcx), %r8
	movq	%rax, (%r9)
	cmpq	%rdx, %rax
	jnb	.L94
	movq	%r8, %rcx
	jmp	.L85
.L87:
	xorl	%edx, %edx
.L79:
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
.L88:
	.cfi_restore_state
	movq	%r12, %rax
	jmp	.L81
.L94:
	movq	%rdx, %rax
	movq	%rcx, 8(%r9)
	subq	%rdi, %rax
	jmp	.L81
	.cfi_endproc
.LFE53:
	.size	run_closed.constprop.0, .-run_closed.constprop.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB29:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r11
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rdx, %r14
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
	movups	%xmm0, (%rdx)
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movups	%xmm0, 48(%rdx)
	movl	256(%rdi), %r13d
	testl	%r13d, %r13d
	jle	.L119
	movslq	%r13d, %r10
	movq	%rdi, %rdx
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%r10, %rdi
	salq	$5, %rdi
	addq	%rbp, %rdi
	jmp	.L99
	.p2align 4,,10
	.p2align 3
.L141:
	shrq	%r8
	movq	%r8, %rcx
	imulq	%rax, %rcx
.L98:
	imulq	8(%rdx), %rcx
	movq	%rax, %rbx
	movq	24(%rdx), %r8
	addq	$32, %rdx
	imulq	-32(%rdx), %rax
	imulq	%r8, %rbx
	subq	%rcx, %rax
	imulq	%r8, %rax
	addq	%rbx, %r9
	addq	%rax, %rsi
	cmpq	%rdi, %rdx
	je	.L140
.L99:
	movq	16(%rdx), %rax
	leaq	-1(%rax), %r8
	testb	$1, %al
	jne	.L141
	movq	%rax, %rcx
	shrq	%rcx
	imulq	%r8, %rcx
	jmp	.L98
.L140:
	movq	%r9, (%r14)
	movq	%rsi, 56(%r14)
.L96:
	salq	$5, %r10
	movq	%rbp, %rcx
	xorl	%r12d, %r12d
	addq	%rbp, %r10
	testq	%r9, %r9
	jne	.L142
.L100:
	movq	$0, 8(%r14,%r12)
	addq	$8, %r12
	cmpq	$40, %r12
	jne	.L100
.L113:
	xorl	%r8d, %r8d
	testl	%r13d, %r13d
	jg	.L118
	jmp	.L115
	.p2align 4,,10
	.p2align 3
.L116:
	movq	8(%rcx), %rsi
	testq	%rsi, %rsi
	je	.L117
	subq	%r11, %rax
	xorl	%edx, %edx
	leaq	-1(%rsi,%rax), %rax
	divq	%rsi
	movq	16(%rcx), %rdx
	cmpq	%rdx, %rax
	jnb	.L117
	subq	%rax, %rdx
	imulq	%rdi, %rdx
	addq	%rdx, %r8
.L117:
	addq	$32, %rcx
	cmpq	%rcx, %r10
	je	.L115
.L118:
	movq	(%rcx), %rax
	movq	24(%rcx), %rdi
	cmpq	%rax, %r11
	jb	.L116
	imulq	16(%rcx), %rdi
	addq	$32, %rcx
	addq	%rdi, %r8
	cmpq	%rcx, %r10
	jne	.L118
.L115:
	subq	%r8, %r9
	movq	%r9, 48(%r14)
	popq	%rbx
	.cfi_remember_state
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
.L142:
	.cfi_restore_state
	movq	%rbp, -8(%rsp)
	leaq	PCT_MILLI(%rip), %r15
	movq	%r11, %rcx
.L112:
	movq	(%r15,%r12), %rax
	movl	$1, %edx
	imulq	%r9, %rax
	addq	$50000, %rax
	cmpq	$99999, %rax
	jbe	.L101
	movabsq	$755578637259143235, %rsi
	shrq	$5, %rax
	mulq	%rsi
	shrq	$7, %rdx
.L101:
	cmpq	%r9, %rdx
	movq	%rdx, %rsi
	cmova	%r9, %rsi
	testl	%r13d, %r13d
	jle	.L121
	movq	%rbp, %rax
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L103:
	movq	(%rax), %rdx
	cmpq	%rdx, %rbx
	cmovb	%rdx, %rbx
	addq	$32, %rax
	cmpq	%r10, %rax
	jne	.L103
.L102:
	xorl	%r11d, %r11d
	movq	%r12, -24(%rsp)
	movq	%r9, -16(%rsp)
	cmpq	%rbx, %r11
	jnb	.L143
.L111:
	movq	%rbx, %r9
	subq	%r11, %r9
	shrq	%r9
	addq	%r11, %r9
	testl	%r13d, %r13d
	jle	.L105
	movq	%rbx, -32(%rsp)
	movl	%r13d, %r8d
	.p2align 4,,10
	.p2align 3
.L110:
	movq	%rbp, %rdi
	xorl	%r13d, %r13d
	jmp	.L108
	.p2align 4,,10
	.p2align 3
.L106:
	movq	8(%rdi), %rbx
	testq	%rbx, %rbx
	je	.L107
	subq	%r9, %rax
	xorl	%edx, %edx
	leaq	-1(%rbx,%rax), %rax
	divq	%rbx
	movq	16(%rdi), %rdx
	cmpq	%rdx, %rax
	jnb	.L107
	subq	%rax, %rdx
	imulq	%r12, %rdx
	addq	%rdx, %r13
.L107:
	addq	$32, %rdi
	cmpq	%r10, %rdi
	je	.L144
.L108:
	movq	(%rdi), %rax
	movq	24(%rdi), %r12
	cmpq	%rax, %r9
	jb	.L106
	imulq	16(%rdi), %r12
	addq	$32, %rdi
	addq	%r12, %r13
	cmpq	%r10, %rdi
	jne	.L108
.L144:
	cmpq	%rsi, %r13
	jb	.L137
	cmpq	%r9, %r11
	jnb	.L138
	movq	%r9, %rax
	movq	%r9, -32(%rsp)
	subq	%r11, %rax
	shrq	%rax
	leaq	(%rax,%r11), %r9
	jmp	.L110
.L137:
	movq	-32(%rsp), %rbx
	movl	%r8d, %r13d
.L105:
	leaq	1(%r9), %r11
	cmpq	%rbx, %r11
	jb	.L111
.L143:
	movq	-24(%rsp), %r12
	movq	-16(%rsp), %r9
	jmp	.L109
.L138:
	movq	-24(%rsp), %r12
	movq	-16(%rsp), %r9
	movl	%r8d, %r13d
.L109:
	movq	%r11, 8(%r14,%r12)
	addq	$8, %r12
	cmpq	$40, %r12
	jne	.L112
	movq	%rcx, %r11
	movq	-8(%rsp), %rcx
	jmp	.L113
.L121:
	xorl	%ebx, %ebx
	jmp	.L102
.L119:
	xorl	%r9d, %r9d
	movslq	%r13d, %r10
	jmp	.L96
	.cfi_endproc
.LFE29:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	run_open.constprop.0, @function
run_open.constprop.0:
.LFB55:
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
	movq	8(%rdi), %r13
	movq	(%rdi), %r12
	movq	16(%rdi), %r10
	movq	24(%rdi), %rsi
	testq	%rcx, %rcx
	je	.L154
	movq	%rdx, %rbx
	leaq	(%rdx,%rcx,8), %r14
	xorl	%r11d, %r11d
	xorl	%edx, %edx
	leaq	(%r12,%r10), %rbp
	jmp	.L152
	.p2align 4,,10
	.p2align 3
.L159:
	addq	%r10, %rdx
	testq	%rsi, %rsi
	jne	.L158
.L150:
	movq	%rcx, 8(%r9)
	movq	$-1, (%r9)
.L147:
	movq	%rdx, %rax
	addq	$8, %rbx
	subq	%r11, %rax
	addq	%r13, %r11
	movq	%rax, -8(%rbx)
	cmpq	%r14, %rbx
	je	.L145
.L152:
	cmpq	%r11, %rdx
	movq	(%r9), %rax
	cmovb	%r11, %rdx
	movq	%rdx, %r8
	leaq	(%r12,%rdx), %rdx
	cmpq	%rdx, %rax
	jnb	.L147
	movq	8(%r9), %rcx
	addq	$1, %rcx
	.p2align 4,,10
	.p2align 3
.L151:
	cmpq	%rax, %r8
	jb	.L159
	leaq	(%r10,%rax), %r15
	leaq	0(%rbp,%rax), %rdi
	cmpq	%r15, %r8
	cmovb	%rdi, %rdx
	testq	%rsi, %rsi
	je	.L150
.L158:
	addq	%rsi, %rax
	leaq	1(%rcx), %rdi
	movq	%rax, (%r9)
	cmpq	%rdx, %rax
	jnb	.L160
	movq	%rdi, %rcx
	jmp	.L151
.L154:
	xorl	%edx, %edx
.L145:
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
.L160:
	.cfi_restore_state
	movq	%rcx, 8(%r9)
	jmp	.L147
	.cfi_endproc
.LFE55:
	.size	run_open.constprop.0, .-run_open.constprop.0
	.section	.rodata.str1.1
.LC11:
	.string	"QUICK"
.LC12:
	.string	"REPS"
.LC13:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC15:
	.string	"RESULT clock ghz=%.3f runs=%d\n"
	.section	.rodata.str1.1
.LC16:
	.string	"--self-test"
.LC17:
	.string	"rank n=1 p=0"
.LC18:
	.string	"rank n=1 p=100"
.LC19:
	.string	"rank n=10 p=0"
.LC20:
	.string	"rank n=10 p=100"
.LC21:
	.string	"rank n=10 p=50"
.LC22:
	.string	"rank n=10 p=95 rounds half up"
.LC23:
	.string	"rank n=10 p=94.9 rounds down"
.LC24:
	.string	"rank n=119980 p=99"
.LC25:
	.string	"rank n=119980 p=99.9"
.LC27:
	.string	"hdr fixture corrected count"
.LC28:
	.string	"hdr fixture correct_co"
.LC29:
	.string	"hdr fixture corrected p50"
.LC30:
	.string	"hdr fixture corrected p90"
.LC31:
	.string	"hdr fixture corrected p99"
.LC32:
	.string	"hdr fixture corrected max"
.LC33:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC34:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC35:
	.string	"correction of one interval"
.LC36:
	.string	"correction of two intervals"
.LC37:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC38:
	.string	"closed-form %s equals sorted %s"
	.align 8
.LC39:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC40:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC41:
	.string	"use --clock, --self-test or no argument"
	.section	.rodata.str1.1
.LC42:
	.string	"argument"
	.section	.rodata.str1.8
	.align 8
.LC43:
	.string	"bench: %s '%s' is not valid: %s\n"
	.section	.rodata.str1.1
.LC44:
	.string	"1"
.LC45:
	.string	"0"
	.section	.rodata.str1.8
	.align 8
.LC46:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.align 8
.LC47:
	.string	"a whole number from 1 to 100000"
	.align 8
.LC48:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC49:
	.string	"coordinated omission on a virtual clock: closed loop, open loop, corrected"
	.align 8
.LC50:
	.string	"model: service %s us, interval %s us, stall %s us"
	.section	.rodata.str1.1
.LC51:
	.string	" every %s us from %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC52:
	.string	"runs: %lu requests per client (%s us of schedule), correction at %s us, slow above %s us, 1 warmup + %u reps\n"
	.align 8
.LC53:
	.string	"bench: out of memory for the corrected set\n"
	.section	.rodata.str1.1
.LC54:
	.string	" warmup"
.LC55:
	.string	""
.LC56:
	.string	"rep=%u%s set=%s n=%lu"
.LC57:
	.string	" %s_ns=%lu"
.LC58:
	.string	" slow=%lu sum_ns=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC59:
	.string	"CHECK FAILED rep=%u %s %s expected=%lu actual=%lu\n"
	.section	.rodata.str1.1
.LC60:
	.string	"slow"
.LC61:
	.string	"sum_ns"
.LC62:
	.string	"n"
.LC63:
	.string	"corrected"
.LC64:
	.string	"stalls"
.LC65:
	.string	"closed"
.LC66:
	.string	"open"
.LC67:
	.string	"last_completion_ns"
	.section	.rodata.str1.8
	.align 8
.LC68:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC69:
	.string	"set"
.LC70:
	.string	"\n%-10s %8s"
.LC71:
	.string	" %12s"
.LC72:
	.string	"cv"
.LC73:
	.string	"slow %"
.LC74:
	.string	" %8s %9s %6s\n"
.LC75:
	.string	"%-10s %8lu"
.LC76:
	.string	"%lu.%04lu"
.LC77:
	.string	" %8lu %9s %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC78:
	.string	"percentiles in us, minimum over %u reps (cv: the largest over the percentiles);\nslow: samples above %s us, median over reps\n\n"
	.align 8
.LC79:
	.string	"simulation cost, %-6s loop: min %.3f ns per request, median %.3f, cv %.3f\n"
	.section	.rodata.str1.1
.LC80:
	.string	"RESULT set=%s n=%lu"
	.section	.rodata.str1.8
	.align 8
.LC81:
	.string	" slow=%lu slow_pct=%s sum_ns=%lu\n"
	.align 8
.LC82:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC83:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB48:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
	movq	%rsi, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	.LC11(%rip), %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leaq	.LC12(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movl	%edi, %ebx
	movq	%r14, %rdi
	subq	$1752, %rsp
	.cfi_def_cfa_offset 1808
	movups	%xmm0, 440(%rsp)
	movups	%xmm0, 424(%rsp)
	movdqa	.LC8(%rip), %xmm0
	movq	$500000000, 416(%rsp)
	movaps	%xmm0, 384(%rsp)
	movdqa	.LC9(%rip), %xmm0
	movl	$31, 448(%rsp)
	movaps	%xmm0, 400(%rsp)
	movdqa	.LC10(%rip), %xmm0
	movaps	%xmm0, 432(%rsp)
	call	getenv@PLT
	movq	%r13, %rdi
	movq	%rax, %rbp
	call	getenv@PLT
	cmpl	$2, %ebx
	je	.L316
	subl	$1, %ebx
	jg	.L317
	movq	%rax, %r12
	testq	%rbp, %rbp
	je	.L257
	cmpb	$0, 0(%rbp)
	jne	.L318
.L257:
	movl	$20, %ebx
.L188:
	leaq	1232(%rsp), %r11
	testq	%r12, %r12
	je	.L189
	movzbl	(%r12), %eax
	leaq	1232(%rsp), %r11
	testb	%al, %al
	jne	.L319
.L189:
	imulq	$1000000000, %rbx, %rdx
	movl	$224, %esi
	movq	%r11, (%rsp)
	movabsq	$188894659314785809, %rax
	movl	448(%rsp), %r14d
	shrq	$6, %rdx
	leal	1(%r14), %edi
	movl	%r14d, 188(%rsp)
	mulq	%rdx
	shrq	$5, %rdx
	movq	%rdx, %rbx
	movq	%rdx, 424(%rsp)
	call	calloc@PLT
	movq	%r14, %rdi
	movl	$8, %esi
	movq	%rbx, %r12
	movq	%r14, 248(%rsp)
	movq	%rax, 176(%rsp)
	call	calloc@PLT
	movq	%r14, %rdi
	movl	$8, %esi
	movq	%rbx, %r14
	movq	%rax, 200(%rsp)
	call	calloc@PLT
	movl	$33, %ecx
	movl	$100000, %esi
	leaq	688(%rsp), %rdi
	movq	%rax, 208(%rsp)
	leaq	-1(%rbx), %rax
	imulq	$200000, %rax, %rax
	leaq	100000(%rax), %rdx
	xorl	%eax, %eax
	rep stosq
	leaq	960(%rsp), %rdi
	movl	$33, %ecx
	movq	%rdx, %xmm0
	rep stosq
	movq	(%rsp), %rdi
	movl	$33, %ecx
	punpcklqdq	%xmm0, %xmm0
	leaq	-2501(%rbx), %rdx
	movaps	%xmm0, 32(%rsp)
	rep stosq
	leaq	688(%rsp), %rdi
	movl	$1, %ecx
	movabsq	$3777893186295716171, %rax
	mulq	%rdx
	movq	%rdi, %r15
	shrq	$10, %rdx
	imulq	$2000, %rdx, %rax
	leaq	1(%rdx), %rbp
	movq	%rdx, %r13
	xorl	%edx, %edx
	subq	%rbp, %r14
	movq	%rbp, %xmm1
	punpcklqdq	%xmm1, %xmm1
	movq	%r14, %r8
	subq	%rax, %r12
	movaps	%xmm1, 16(%rsp)
	call	dist_add
	movq	%rbp, %r8
	xorl	%edx, %edx
	movq	%r15, %rdi
	movq	%r15, 232(%rsp)
	movl	$1, %ecx
	leaq	960(%rsp), %r15
	movl	$200100000, %esi
	call	dist_add
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%r15, %rdi
	leaq	-2000(%r12), %r8
	movl	$100000, %esi
	movq	%r15, 72(%rsp)
	call	dist_add
	movq	%r13, %r8
	movl	$2000, %ecx
	movq	%r15, %rdi
	movl	$100000, %edx
	movl	$200100000, %esi
	call	dist_add
	movl	$1, %r8d
	movl	$2000, %ecx
	movq	%r15, %rdi
	movl	$100000, %edx
	movl	$200100000, %esi
	call	dist_add
	leaq	1232(%rsp), %r11
	movq	%r14, %r8
	movl	$1, %ecx
	movq	%r11, %rdi
	movl	$200000, %edx
	movl	$100000, %esi
	movq	%r11, (%rsp)
	call	dist_add
	movq	(%rsp), %rdi
	movq	%rbp, %r8
	movl	$1000, %ecx
	movl	$200000, %edx
	movl	$200100000, %esi
	leaq	0(,%rbx,8), %rbp
	call	dist_add
	movq	232(%rsp), %rdi
	movl	$1000000, %esi
	leaq	464(%rsp), %rdx
	movq	%rdx, 8(%rsp)
	call	dist_summarise
	leaq	528(%rsp), %rdx
	movl	$1000000, %esi
	movq	%r15, %rdi
	call	dist_summarise
	movq	(%rsp), %rdi
	movl	$1000000, %esi
	leaq	592(%rsp), %rdx
	call	dist_summarise
	movdqa	16(%rsp), %xmm1
	movdqa	32(%rsp), %xmm0
	movq	%rbp, %rdi
	movaps	%xmm1, 656(%rsp)
	movaps	%xmm0, 672(%rsp)
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, %r14
	movq	%rax, 80(%rsp)
	call	malloc@PLT
	cmpq	$0, 176(%rsp)
	movq	%rax, 88(%rsp)
	movq	%rax, %rcx
	sete	%al
	cmpq	$0, 200(%rsp)
	sete	%dl
	orl	%edx, %eax
	cmpq	$0, 208(%rsp)
	sete	%dl
	orl	%edx, %eax
	testq	%r14, %r14
	sete	%dl
	orb	%dl, %al
	jne	.L262
	testq	%rcx, %rcx
	movq	(%rsp), %r11
	je	.L262
	leaq	.LC49(%rip), %rdi
	movq	%r11, (%rsp)
	call	puts@PLT
	movq	(%rsp), %rdi
	movl	$200000000, %esi
	call	fmt_us.constprop.0
	movq	72(%rsp), %r15
	movl	$200000, %esi
	movq	%rax, %rbp
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	movq	232(%rsp), %r14
	movl	$100000, %esi
	movq	%rax, %r12
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movq	%rbp, %rcx
	movq	%r12, %rdx
	leaq	.LC50(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r15, %rdi
	movl	$500000000, %esi
	call	fmt_us.constprop.0
	movl	$1000000000, %esi
	movq	%r14, %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC51(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %rdi
	movl	$1000000, %esi
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movl	$200000, %esi
	xorl	%r15d, %r15d
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	imulq	$200000, %rbx, %rsi
	movq	%r14, %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%rbx, %rsi
	movl	188(%rsp), %r9d
	movq	%rax, %rdx
	xorl	%eax, %eax
	leaq	.LC52(%rip), %rdi
	call	printf@PLT
	xorl	%eax, %eax
	movq	(%rsp), %r11
	movq	%rax, 16(%rsp)
	movq	%rax, 48(%rsp)
	movq	%rax, 168(%rsp)
	movq	%rax, 96(%rsp)
	leaq	384(%rsp), %rax
	movq	%rax, 224(%rsp)
	movq	%r11, 216(%rsp)
	.p2align 4,,10
	.p2align 3
.L229:
	movl	%r15d, %eax
	movq	$-1, %rbp
	leaq	0(,%rax,8), %rbx
	subq	%rax, %rbx
	movq	176(%rsp), %rax
	salq	$5, %rbx
	addq	%rax, %rbx
	movq	424(%rsp), %rax
	cmpq	$0, 400(%rsp)
	movq	%rax, 56(%rsp)
	je	.L194
	movq	416(%rsp), %rbp
.L194:
	movq	216(%rsp), %r14
	movl	$1, %edi
	movq	%rbp, 960(%rsp)
	movq	$0, 968(%rsp)
	movq	%r14, %rsi
	call	clock_gettime@PLT
	movq	56(%rsp), %r13
	movq	80(%rsp), %rdx
	movq	1232(%rsp), %rax
	movq	224(%rsp), %r12
	movq	72(%rsp), %rsi
	movq	%r13, %rcx
	movq	%rax, 120(%rsp)
	movq	1240(%rsp), %rax
	movq	%r12, %rdi
	movq	%rax, 128(%rsp)
	call	run_closed.constprop.0
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 208(%rbx)
	call	clock_gettime@PLT
	movq	1232(%rsp), %rax
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rbp, 960(%rsp)
	movq	%rax, 104(%rsp)
	movq	1240(%rsp), %rax
	movq	%rax, 112(%rsp)
	movq	968(%rsp), %rax
	movq	$0, 968(%rsp)
	movq	%rax, 192(%rbx)
	call	clock_gettime@PLT
	movq	88(%rsp), %rdx
	movq	%r12, %rdi
	movq	%r13, %rcx
	movq	1232(%rsp), %rax
	movq	72(%rsp), %rsi
	movq	%rax, 152(%rsp)
	movq	1240(%rsp), %rax
	movq	%rax, 160(%rsp)
	call	run_open.constprop.0
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 216(%rbx)
	call	clock_gettime@PLT
	movq	1232(%rsp), %rax
	movq	432(%rsp), %r12
	movq	%rax, 136(%rsp)
	movq	1240(%rsp), %rax
	movq	%rax, 144(%rsp)
	movq	968(%rsp), %rax
	movq	%rax, 200(%rbx)
	testq	%r13, %r13
	je	.L195
	movq	80(%rsp), %rdi
	xorl	%ebp, %ebp
	xorl	%esi, %esi
	movq	%r13, %r8
	jmp	.L199
	.p2align 4,,10
	.p2align 3
.L321:
	addq	$1, %rsi
	cmpq	%rsi, %r8
	je	.L320
.L199:
	movq	(%rdi,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r12, %rax
	jb	.L196
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L196:
	addq	%rbp, %rcx
	setc	%al
	movq	%rcx, %rbp
	movzbl	%al, %eax
	jnc	.L321
.L195:
	movq	stderr(%rip), %rcx
	movl	$43, %edx
	movl	$1, %esi
	leaq	.LC53(%rip), %rdi
	call	fwrite@PLT
.L201:
	movl	$1, %r12d
.L161:
	addq	$1752, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%r12d, %eax
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
.L318:
	.cfi_restore_state
	leaq	.LC44(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L322
	movl	$5, %ebx
	jmp	.L188
	.p2align 4,,10
	.p2align 3
.L320:
	movq	%rax, 240(%rsp)
	leaq	-1(%rcx), %rax
	movabsq	$2305843009213693950, %rdi
	cmpq	%rax, %rdi
	jb	.L195
	cmpq	%rcx, 168(%rsp)
	jnb	.L202
	movq	96(%rsp), %rdi
	leaq	0(,%rcx,8), %rsi
	call	realloc@PLT
	movq	%rax, 96(%rsp)
	testq	%rax, %rax
	je	.L195
	movq	%rbp, 168(%rsp)
.L202:
	movq	80(%rsp), %r10
	movq	56(%rsp), %r14
	movq	%r12, %rdx
	movq	96(%rsp), %r13
	movq	%r10, %rdi
	movq	%r14, %rsi
	movq	%r13, %rcx
	call	correct_co
	movq	%r10, %rdi
	movq	%rbx, %rcx
	movq	%r14, %rsi
	movq	440(%rsp), %r12
	movq	%rax, %rbp
	movq	%r12, %rdx
	call	summarise
	movq	88(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r14, %rsi
	leaq	64(%rbx), %rcx
	call	summarise
	movq	%r12, %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	leaq	128(%rbx), %rcx
	call	summarise
	leaq	.LC54(%rip), %r12
	testl	%r15d, %r15d
	movq	%rbx, 32(%rsp)
	leaq	.LC55(%rip), %rax
	cmove	%r12, %rax
	leaq	8(%rbx), %r12
	movq	%rax, (%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 192(%rsp)
	leaq	24(%rax), %r14
	movq	%rax, %rbp
.L204:
	movq	0(%rbp), %rcx
	movq	-8(%r12), %r8
	movl	%r15d, %esi
	xorl	%eax, %eax
	movq	(%rsp), %rdx
	leaq	.LC56(%rip), %rdi
	leaq	PCT_NAME(%rip), %r13
	movq	%r12, %rbx
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L203:
	movq	(%rbx), %rdx
	movq	0(%r13), %rsi
	leaq	.LC57(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %r13
	addq	$8, %rbx
	call	printf@PLT
	leaq	40+PCT_NAME(%rip), %rax
	cmpq	%rax, %r13
	jne	.L203
	movq	48(%r12), %rdx
	movq	40(%r12), %rsi
	xorl	%eax, %eax
	addq	$8, %rbp
	leaq	.LC58(%rip), %rdi
	addq	$64, %r12
	call	printf@PLT
	cmpq	%r14, %rbp
	jne	.L204
	leaq	SET_NAME(%rip), %rax
	leaq	PCT_NAME(%rip), %r12
	movq	32(%rsp), %rbx
	movl	%r15d, 32(%rsp)
	movq	%rax, (%rsp)
	leaq	472(%rsp), %rax
	movl	$48, %r14d
	leaq	.LC61(%rip), %r13
	movq	%rax, 64(%rsp)
	movq	%r12, %rax
	movq	%r14, %r12
	movq	%rax, %r14
.L205:
	leaq	-40(%r12), %rbp
	jmp	.L208
	.p2align 4,,10
	.p2align 3
.L206:
	movq	-8(%r14,%rbp), %rcx
	movl	32(%rsp), %esi
	movq	%r15, %rdx
	xorl	%eax, %eax
	leaq	.LC59(%rip), %rdi
	addq	$8, %rbp
	addq	$1, 16(%rsp)
	call	printf@PLT
	cmpq	%r12, %rbp
	je	.L323
.L208:
	movq	8(%rsp), %rax
	movq	(%rbx,%rbp), %r9
	movq	(%rax,%rbp), %r8
	movq	(%rsp), %rax
	movq	(%rax), %r15
	cmpq	%r8, %r9
	jne	.L206
	addq	$8, %rbp
	addq	$1, 48(%rsp)
	cmpq	%r12, %rbp
	jne	.L208
.L323:
	movq	8(%rsp), %rax
	movq	(%rbx,%r12), %r9
	movq	(%rax,%r12), %r8
	cmpq	%r8, %r9
	je	.L324
	movl	32(%rsp), %esi
	leaq	.LC60(%rip), %rcx
	movq	%r15, %rdx
	xorl	%eax, %eax
	leaq	.LC59(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L210:
	movq	64(%rsp), %rax
	movq	8(%rbx,%r12), %r9
	movq	(%rax,%r12), %r8
	cmpq	%r8, %r9
	je	.L325
	movl	32(%rsp), %esi
	movq	%r13, %rcx
	movq	%r15, %rdx
	xorl	%eax, %eax
	leaq	.LC59(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L212:
	addq	$64, %r12
	addq	$8, (%rsp)
	subq	$64, %r14
	cmpq	$240, %r12
	jne	.L205
	movq	128(%rbx), %r9
	movq	592(%rsp), %r8
	movl	32(%rsp), %r15d
	cmpq	%r8, %r9
	je	.L326
	leaq	.LC62(%rip), %rcx
	leaq	.LC63(%rip), %rdx
	movl	%r15d, %esi
	xorl	%eax, %eax
	leaq	.LC59(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L215:
	movq	192(%rbx), %r9
	movq	656(%rsp), %r8
	cmpq	%r8, %r9
	je	.L327
	leaq	.LC64(%rip), %rcx
	leaq	.LC65(%rip), %rdx
	movl	%r15d, %esi
	xorl	%eax, %eax
	leaq	.LC59(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L217:
	movq	200(%rbx), %r9
	movq	664(%rsp), %r8
	cmpq	%r8, %r9
	je	.L328
	leaq	.LC64(%rip), %rcx
	leaq	.LC66(%rip), %rdx
	movl	%r15d, %esi
	xorl	%eax, %eax
	leaq	.LC59(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L219:
	movq	208(%rbx), %r9
	movq	672(%rsp), %r8
	cmpq	%r8, %r9
	je	.L329
	leaq	.LC67(%rip), %rcx
	leaq	.LC65(%rip), %rdx
	movl	%r15d, %esi
	xorl	%eax, %eax
	leaq	.LC59(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L221:
	movq	216(%rbx), %r9
	movq	680(%rsp), %r8
	cmpq	%r8, %r9
	je	.L330
	leaq	.LC67(%rip), %rcx
	leaq	.LC66(%rip), %rdx
	movl	%r15d, %esi
	xorl	%eax, %eax
	leaq	.LC59(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L223:
	testl	%r15d, %r15d
	je	.L224
	movq	128(%rsp), %rdi
	pxor	%xmm1, %xmm1
	leal	-1(%r15), %edx
	imulq	$1000000000, 104(%rsp), %rax
	imulq	$1000000000, 120(%rsp), %rcx
	cvtsi2sdq	56(%rsp), %xmm1
	subq	%rdi, %rax
	movq	112(%rsp), %rdi
	addq	%rdi, %rax
	subq	%rcx, %rax
	js	.L225
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L226:
	divsd	%xmm1, %xmm0
	movq	200(%rsp), %rax
	movq	160(%rsp), %rdi
	imulq	$1000000000, 152(%rsp), %rcx
	movsd	%xmm0, (%rax,%rdx,8)
	imulq	$1000000000, 136(%rsp), %rax
	subq	%rdi, %rax
	movq	144(%rsp), %rdi
	addq	%rdi, %rax
	subq	%rcx, %rax
	js	.L227
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L228:
	divsd	%xmm1, %xmm0
	movq	208(%rsp), %rax
	movsd	%xmm0, (%rax,%rdx,8)
.L224:
	addl	$1, %r15d
	cmpl	%r15d, 188(%rsp)
	jnb	.L229
	movq	248(%rsp), %rax
	movq	216(%rsp), %r11
	leaq	0(,%rax,8), %r13
	movq	%r11, (%rsp)
	movq	%r13, %rdi
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, %rbx
	call	malloc@PLT
	testq	%rbx, %rbx
	je	.L263
	testq	%rax, %rax
	movq	(%rsp), %r11
	je	.L263
	movl	188(%rsp), %r14d
	movq	%rbx, (%rsp)
	leaq	(%rbx,%r13), %r12
	addq	%rax, %r13
	leaq	256(%rsp), %r15
	movq	%r11, 128(%rsp)
	xorl	%ebp, %ebp
	movl	%r14d, %edx
	movq	%r15, 112(%rsp)
	shrl	%edx
	movq	%rax, 56(%rsp)
	leaq	(%rax,%rdx,8), %rdi
	movq	%r11, 120(%rsp)
	movq	%rdi, 64(%rsp)
	movq	176(%rsp), %rdi
	movq	%r13, 104(%rsp)
	movq	%r12, %r13
	movq	%r11, %r12
	movq	%rdi, 32(%rsp)
.L245:
	movq	32(%rsp), %rax
	movq	%r13, %rdi
	xorl	%ebx, %ebx
	movq	$0x000000000, (%r15,%rbp)
	movl	%r14d, %r13d
	xchgq	%rbx, %r15
	movq	%rdi, %r14
	addq	$232, %rax
	movq	%rax, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L232:
	movq	8(%rsp), %rax
	movq	(%rsp), %rdx
	movq	$-1, %rcx
	leaq	(%rax,%r15), %rsi
	testl	%r13d, %r13d
	jne	.L235
	jmp	.L240
	.p2align 4,,10
	.p2align 3
.L331:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L234:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$224, %rsi
	cmpq	%rdx, %r14
	je	.L240
.L235:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L331
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L234
	.p2align 4,,10
	.p2align 3
.L325:
	addq	$1, 48(%rsp)
	jmp	.L212
	.p2align 4,,10
	.p2align 3
.L324:
	addq	$1, 48(%rsp)
	jmp	.L210
	.p2align 4,,10
	.p2align 3
.L330:
	addq	$1, 48(%rsp)
	jmp	.L223
	.p2align 4,,10
	.p2align 3
.L329:
	addq	$1, 48(%rsp)
	jmp	.L221
	.p2align 4,,10
	.p2align 3
.L328:
	addq	$1, 48(%rsp)
	jmp	.L219
	.p2align 4,,10
	.p2align 3
.L327:
	addq	$1, 48(%rsp)
	jmp	.L217
	.p2align 4,,10
	.p2align 3
.L326:
	addq	$1, 48(%rsp)
	jmp	.L215
	.p2align 4,,10
	.p2align 3
.L227:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L228
	.p2align 4,,10
	.p2align 3
.L225:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L226
.L316:
	movq	8(%r15), %rbx
	leaq	.LC13(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L332
	leaq	.LC16(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L333
.L169:
	movq	stderr(%rip), %rdi
	leaq	.LC41(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rcx
	leaq	.LC42(%rip), %rdx
	leaq	.LC43(%rip), %rsi
	call	fprintf@PLT
.L187:
	movl	$2, %r12d
	jmp	.L161
.L322:
	leaq	.LC45(%rip), %rsi
	movq	%rbp, %rdi
	movl	$20, %ebx
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L188
	movq	stderr(%rip), %rdi
	movq	%rbp, %rcx
	movq	%r14, %rdx
	xorl	%eax, %eax
	leaq	.LC46(%rip), %r8
	leaq	.LC43(%rip), %rsi
	call	fprintf@PLT
	jmp	.L187
	.p2align 4,,10
	.p2align 3
.L240:
	movq	%rcx, 8(%r12,%r15)
	movq	(%rsp), %rsi
	movl	%r13d, %edx
	addq	$8, %r15
	movq	72(%rsp), %rdi
	call	stats_of
	movsd	976(%rsp), %xmm0
	maxsd	(%rbx,%rbp), %xmm0
	movsd	%xmm0, (%rbx,%rbp)
	cmpq	$40, %r15
	jne	.L232
	movq	%r14, %rax
	movl	%r13d, %r14d
	movq	%rbx, %r15
	movq	%rax, %r13
	testl	%r14d, %r14d
	je	.L241
	movq	32(%rsp), %rax
	movq	56(%rsp), %rdx
	leaq	224(%rax), %rcx
	movq	104(%rsp), %rax
	.p2align 4,,10
	.p2align 3
.L242:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$224, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rax, %rdx
	jne	.L242
	movq	56(%rsp), %rbx
	movq	248(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%rbx, %rdi
	call	qsort@PLT
	movq	64(%rsp), %rax
	movq	(%rax), %rdx
	movq	32(%rsp), %rax
	leaq	272(%rax), %rcx
	movq	104(%rsp), %rax
	movq	%rdx, (%r12)
	movq	%rbx, %rdx
	.p2align 4,,10
	.p2align 3
.L243:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$224, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %rax
	jne	.L243
	movq	56(%rsp), %rbx
	movq	248(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%rbx, %rdi
	call	qsort@PLT
	movq	64(%rsp), %rax
	movq	(%rax), %rdx
	movq	32(%rsp), %rax
	leaq	280(%rax), %rcx
	movq	104(%rsp), %rax
	movq	%rdx, 48(%r12)
	movq	%rbx, %rdx
	.p2align 4,,10
	.p2align 3
.L244:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$224, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rax, %rdx
	jne	.L244
.L253:
	movq	248(%rsp), %rsi
	movq	56(%rsp), %rdi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	addq	$8, %rbp
	addq	$64, %r12
	call	qsort@PLT
	movq	64(%rsp), %rax
	addq	$64, 32(%rsp)
	movq	(%rax), %rdx
	movq	%rdx, -8(%r12)
	cmpq	$24, %rbp
	jne	.L245
	movq	(%rsp), %rbx
	movq	56(%rsp), %rax
	leaq	PCT_LABEL(%rip), %r12
	leaq	.LC71(%rip), %rbp
	movq	120(%rsp), %r11
	movq	%rbx, %rdi
	movq	%rax, 8(%rsp)
	leaq	40(%r12), %rbx
	movq	%r11, (%rsp)
	call	free@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	leaq	.LC62(%rip), %rdx
	leaq	.LC69(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC70(%rip), %rdi
	call	printf@PLT
	movq	(%rsp), %r13
.L246:
	movq	(%r12), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %r12
	call	printf@PLT
	cmpq	%rbx, %r12
	jne	.L246
	leaq	.LC72(%rip), %rcx
	leaq	.LC73(%rip), %rdx
	xorl	%eax, %eax
	movq	%r13, (%rsp)
	leaq	.LC60(%rip), %rsi
	leaq	.LC74(%rip), %rdi
	call	printf@PLT
	movq	(%rsp), %r11
	movq	240(%rsp), %r14
	leaq	320(%rsp), %r13
	movq	%r11, 32(%rsp)
	movq	%r11, %r12
.L249:
	movq	(%r12), %rcx
	leaq	SET_NAME(%rip), %rax
	leaq	8(%r12), %r15
	movq	(%rax,%r14), %rsi
	leaq	.LC75(%rip), %rdi
	xorl	%eax, %eax
	leaq	48(%r12), %rbx
	movq	%rcx, %rdx
	movq	%rcx, 8(%rsp)
	call	printf@PLT
	movq	%r12, (%rsp)
	movq	%r15, %r12
	movq	8(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L247:
	movq	(%r12), %rsi
	movq	%r13, %rdi
	addq	$8, %r12
	call	fmt_us.constprop.0
	movq	%rbp, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L247
	movq	(%rsp), %r12
	movq	112(%rsp), %rax
	movq	%r15, %rcx
	movsd	(%rax,%r14), %xmm0
	movq	48(%r12), %rbx
	testq	%r15, %r15
	je	.L248
	imulq	$1000000, %rbx, %rax
	movq	%r15, %rdx
	shrq	%rdx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, %rcx
.L248:
	movq	%rcx, %rax
	movl	$10000, %edi
	xorl	%edx, %edx
	movl	$32, %esi
	divq	%rdi
	movq	232(%rsp), %r15
	movsd	%xmm0, (%rsp)
	movq	%r15, %rdi
	addq	$8, %r14
	addq	$64, %r12
	movq	%rdx, %r8
	movq	%rax, %rcx
	leaq	.LC76(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movsd	(%rsp), %xmm0
	movq	%r15, %rdx
	movq	%rbx, %rsi
	leaq	.LC77(%rip), %rdi
	movl	$1, %eax
	call	printf@PLT
	cmpq	$24, %r14
	jne	.L249
	movq	32(%rsp), %r11
	movq	%r13, %rdi
	movq	440(%rsp), %rsi
	leaq	.LC79(%rip), %rbp
	leaq	.LC66(%rip), %r14
	movl	$10000, %r15d
	movq	%r11, (%rsp)
	call	fmt_us.constprop.0
	movl	448(%rsp), %ebx
	leaq	.LC78(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	movl	%ebx, %esi
	call	printf@PLT
	movq	200(%rsp), %rsi
	movq	72(%rsp), %rdi
	movl	%ebx, %edx
	call	stats_of
	movq	968(%rsp), %r12
	movq	%rbp, %rdi
	movsd	960(%rsp), %xmm3
	movsd	976(%rsp), %xmm2
	leaq	.LC65(%rip), %rsi
	movl	$3, %eax
	movapd	%xmm3, %xmm0
	movq	%r12, %xmm1
	movsd	%xmm3, 72(%rsp)
	movsd	%xmm2, 64(%rsp)
	call	printf@PLT
	movq	208(%rsp), %rsi
	movl	%ebx, %edx
	leaq	984(%rsp), %rdi
	call	stats_of
	movq	%r14, %rsi
	movq	%rbp, %rdi
	movl	$3, %eax
	movsd	984(%rsp), %xmm4
	movsd	1000(%rsp), %xmm2
	movsd	992(%rsp), %xmm1
	movapd	%xmm4, %xmm0
	movsd	%xmm2, 32(%rsp)
	movsd	%xmm1, 8(%rsp)
	movsd	%xmm4, 56(%rsp)
	call	printf@PLT
	movl	$10, %edi
	call	putchar@PLT
	movq	(%rsp), %r11
	movl	%ebx, 104(%rsp)
	movq	%r12, 112(%rsp)
	movq	128(%rsp), %r12
	leaq	192(%r11), %r13
	movq	%r13, (%rsp)
.L252:
	movq	(%r12), %r13
	movq	192(%rsp), %rax
	leaq	.LC80(%rip), %rdi
	leaq	8(%r12), %rbx
	leaq	PCT_NAME(%rip), %rbp
	movq	(%rax), %rsi
	movq	%r13, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L250:
	movq	(%rbx), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC57(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %rbx
	call	printf@PLT
	leaq	40+PCT_NAME(%rip), %rax
	cmpq	%rax, %rbp
	jne	.L250
	movq	56(%r12), %rbp
	movq	48(%r12), %rbx
	testq	%r13, %r13
	je	.L251
	imulq	$1000000, %rbx, %rax
	movq	%r13, %rdx
	shrq	%rdx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rax, %r13
.L251:
	movq	%r13, %rax
	xorl	%edx, %edx
	movl	$32, %esi
	addq	$64, %r12
	divq	%r15
	movq	232(%rsp), %r13
	movq	%r13, %rdi
	movq	%rdx, %r8
	movq	%rax, %rcx
	leaq	.LC76(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbp, %rcx
	movq	%r13, %rdx
	movq	%rbx, %rsi
	leaq	.LC81(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %rax
	addq	$8, 192(%rsp)
	cmpq	%rax, %r12
	jne	.L252
	movq	112(%rsp), %r12
	movsd	64(%rsp), %xmm2
	leaq	.LC82(%rip), %rbp
	leaq	.LC65(%rip), %rsi
	movsd	72(%rsp), %xmm0
	movq	%rbp, %rdi
	movl	$3, %eax
	movl	104(%rsp), %ebx
	movq	%r12, %xmm1
	xorl	%r12d, %r12d
	call	printf@PLT
	movq	%r14, %rsi
	movq	%rbp, %rdi
	movl	$3, %eax
	movsd	32(%rsp), %xmm2
	movsd	8(%rsp), %xmm1
	movsd	56(%rsp), %xmm0
	call	printf@PLT
	leal	1(%rbx), %ecx
	movq	16(%rsp), %rbx
	xorl	%eax, %eax
	movq	48(%rsp), %rsi
	leaq	.LC83(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	88(%rsp), %rdi
	call	free@PLT
	movq	96(%rsp), %rdi
	call	free@PLT
	movq	200(%rsp), %rdi
	call	free@PLT
	movq	208(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	testq	%rbx, %rbx
	setne	%r12b
	jmp	.L161
.L319:
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L191
	movq	%r11, (%rsp)
	call	__errno_location@PLT
	xorl	%edx, %edx
	movq	(%rsp), %rsi
	movq	%r12, %rdi
	movl	%edx, (%rax)
	movq	%rax, %rbp
	movl	$10, %edx
	call	strtoull@PLT
	cmpl	$0, 0(%rbp)
	jne	.L191
	movq	1232(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L191
	leaq	-1(%rax), %rdx
	cmpq	$99999, %rdx
	ja	.L191
	movl	%eax, 448(%rsp)
	movq	(%rsp), %r11
	jmp	.L189
.L332:
	movl	%eax, (%rsp)
	leaq	1232(%rsp), %r11
	movl	$7, %ebp
	orq	$-1, %r15
	movq	%r11, %r13
.L165:
	movq	%r13, %rsi
	movl	$1, %edi
	xorl	%ebx, %ebx
	call	clock_gettime@PLT
	movq	1240(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 1232(%rsp), %r14
	.p2align 4,,10
	.p2align 3
.L164:
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	subl	$1, %eax
	jne	.L164
	movq	%r13, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	1240(%rsp), %rax
	imulq	$1000000000, 1232(%rsp), %rcx
	subq	%r12, %rcx
	addq	%rcx, %rax
	subq	%r14, %rax
	cmpq	%rax, %r15
	cmova	%rax, %r15
	subl	$1, %ebp
	jne	.L165
	movl	(%rsp), %r12d
	testq	%r15, %r15
	js	.L166
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r15, %xmm0
.L167:
	movsd	.LC14(%rip), %xmm1
	movl	$7, %esi
	movl	$1, %eax
	leaq	.LC15(%rip), %rdi
	divsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	printf@PLT
	jmp	.L161
.L263:
	movq	%rbx, %rdi
	movq	%rax, (%rsp)
	call	free@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movl	$36, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC68(%rip), %rdi
	call	fwrite@PLT
	jmp	.L201
.L241:
	movq	56(%rsp), %rdi
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	xorl	%esi, %esi
	call	qsort@PLT
	movq	64(%rsp), %rbx
	movq	56(%rsp), %rdi
	xorl	%esi, %esi
	leaq	cmp_u64(%rip), %rcx
	movq	(%rbx), %rdx
	movq	%rdx, (%r12)
	movl	$8, %edx
	call	qsort@PLT
	movq	(%rbx), %rdx
	movq	%rdx, 48(%r12)
	jmp	.L253
.L333:
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC17(%rip), %rdi
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC18(%rip), %rdi
	movl	%eax, %ebx
	leaq	raw.1(%rip), %rbp
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC19(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC20(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$5, %edx
	movl	$5, %esi
	leaq	.LC21(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$10, %edx
	movl	$10, %esi
	leaq	.LC22(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$9, %edx
	movl	$9, %esi
	leaq	.LC23(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %edx
	movl	$118780, %esi
	leaq	.LC24(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %edx
	movl	$119860, %esi
	leaq	.LC25(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC26(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
	.p2align 4,,10
	.p2align 3
.L170:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L170
	movq	$100000000, 80000+raw.1(%rip)
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L175
.L334:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L174
.L175:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %ecx
	cmpq	$9999, %rax
	jbe	.L171
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rcx
.L171:
	addq	%rsi, %rcx
	movq	%rcx, %rsi
	jnc	.L334
	xorl	%esi, %esi
.L174:
	movq	%rsi, %rdx
	leaq	fixed.0(%rip), %r12
	movl	$20000, %esi
	leaq	.LC27(%rip), %rdi
	call	expect
	movq	%r12, %rcx
	movq	%rbp, %rdi
	movl	$10000, %edx
	movl	$10001, %esi
	addl	%eax, %ebx
	call	correct_co
	movl	$20000, %esi
	leaq	.LC28(%rip), %rdi
	movq	%rax, %rdx
	call	expect
	leaq	256(%rsp), %rcx
	movq	%r12, %rdi
	movl	$1000, %edx
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise
	movq	264(%rsp), %rdx
	movl	$1000, %esi
	leaq	.LC29(%rip), %rdi
	call	expect
	movq	272(%rsp), %rdx
	movl	$80000000, %esi
	leaq	.LC30(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	280(%rsp), %rdx
	movl	$98000000, %esi
	leaq	.LC31(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	296(%rsp), %rdx
	movl	$100000000, %esi
	leaq	.LC32(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	312(%rsp), %rdx
	movl	$1953359375, %esi
	leaq	.LC33(%rip), %rdi
	salq	$8, %rsi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC34(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$1, %edx
	movl	$1, %esi
	leaq	.LC35(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$2, %edx
	movl	$2, %esi
	leaq	.LC36(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	960(%rsp), %rdi
	movl	$33, %ecx
	xorl	%edx, %edx
	leal	(%rbx,%rax), %ebp
	xorl	%eax, %eax
	movl	$9, %r8d
	movl	$700, %esi
	rep stosq
	leaq	960(%rsp), %rax
	movl	$1, %ecx
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%rax, 72(%rsp)
	call	dist_add
	movq	%rbx, %rdi
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movl	$5000, %esi
	call	dist_add
	movl	$1000, %edx
	movq	%rbx, %rdi
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$4100, %esi
	call	dist_add
	movl	1216(%rsp), %r12d
	movq	%rbx, %rax
	xorl	%edx, %edx
	xorl	%ebx, %ebx
	leaq	1232(%rsp), %r11
.L176:
	cmpl	%r12d, %edx
	jge	.L181
	movq	24(%rax), %r13
	testq	%r13, %r13
	je	.L179
	movq	16(%rax), %r14
	xorl	%r9d, %r9d
	testq	%r14, %r14
	je	.L312
	movq	(%rax), %r15
	movq	8(%rax), %r8
	leaq	0(,%rbx,8), %r10
	.p2align 4,,10
	.p2align 3
.L178:
	addq	%r14, %rbx
	leaq	(%r11,%r10), %rcx
	movq	%r15, %rsi
	leaq	0(,%rbx,8), %r10
	leaq	(%r10,%r11), %rdi
	.p2align 4,,10
	.p2align 3
.L177:
	movq	%rsi, (%rcx)
	addq	$8, %rcx
	subq	%r8, %rsi
	cmpq	%rdi, %rcx
	jne	.L177
	addq	$1, %r9
	cmpq	%r9, %r13
	jne	.L178
.L179:
	addl	$1, %edx
	addq	$32, %rax
	jmp	.L176
.L312:
	addq	$1, %r9
	cmpq	%r13, %r9
	jne	.L312
	jmp	.L179
.L181:
	movq	72(%rsp), %rdi
	leaq	320(%rsp), %r13
	movl	$2000, %esi
	movq	%r11, (%rsp)
	movq	%r13, %rdx
	movl	$8, %r14d
	leaq	-8+PCT_NAME(%rip), %r12
	call	dist_summarise
	movq	(%rsp), %rdi
	movq	%rbx, %rsi
	xchgq	%r14, %r13
	leaq	464(%rsp), %rax
	movl	$2000, %edx
	leaq	.LC1(%rip), %r15
	movq	%rax, %rcx
	movq	%rax, 8(%rsp)
	call	summarise
	movq	320(%rsp), %rdx
	movq	464(%rsp), %rsi
	leaq	.LC37(%rip), %rdi
	call	expect
	leal	0(%rbp,%rax), %ebx
	leaq	688(%rsp), %rax
	movq	%rax, 232(%rsp)
	leaq	.LC38(%rip), %rbp
	jmp	.L185
.L183:
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L184:
	addq	$8, %r13
	addl	%eax, %ebx
	cmpq	$48, %r13
	je	.L335
.L185:
	movq	(%r12,%r13), %rcx
	movq	%rbp, %rdx
	movl	$64, %esi
	xorl	%eax, %eax
	movq	232(%rsp), %rdi
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	8(%rsp), %rax
	movq	(%r14,%r13), %rcx
	movq	232(%rsp), %rsi
	movq	(%rax,%r13), %rdx
	cmpq	%rdx, %rcx
	jne	.L183
	leaq	.LC0(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L184
.L335:
	movq	368(%rsp), %rdx
	movq	512(%rsp), %rsi
	leaq	.LC39(%rip), %rdi
	xorl	%r12d, %r12d
	call	expect
	movq	376(%rsp), %rdx
	movq	520(%rsp), %rsi
	leaq	.LC40(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	setne	%r12b
	jmp	.L161
.L166:
	movq	%r15, %rax
	andl	$1, %r15d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r15, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L167
.L317:
	movq	8(%r15), %rbx
	jmp	.L169
.L191:
	movq	stderr(%rip), %rdi
	movq	%r12, %rcx
	movq	%r13, %rdx
	xorl	%eax, %eax
	leaq	.LC47(%rip), %r8
	leaq	.LC43(%rip), %rsi
	call	fprintf@PLT
	jmp	.L187
.L262:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC48(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L201
	.cfi_endproc
.LFE48:
	.size	main, .-main
	.local	fixed.0
	.comm	fixed.0,160000,32
	.local	raw.1
	.comm	raw.1,80008,32
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC65
	.quad	.LC66
	.quad	.LC63
	.section	.rodata.str1.1
.LC85:
	.string	"p50"
.LC86:
	.string	"p90"
.LC87:
	.string	"p99"
.LC88:
	.string	"p99.9"
.LC89:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 40
PCT_LABEL:
	.quad	.LC85
	.quad	.LC86
	.quad	.LC87
	.quad	.LC88
	.quad	.LC89
	.section	.rodata.str1.1
.LC90:
	.string	"p999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 40
PCT_NAME:
	.quad	.LC85
	.quad	.LC86
	.quad	.LC87
	.quad	.LC90
	.quad	.LC89
	.section	.rodata
	.align 32
	.type	PCT_MILLI, @object
	.size	PCT_MILLI, 40
PCT_MILLI:
	.quad	50000
	.quad	90000
	.quad	99000
	.quad	99900
	.quad	100000
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC3:
	.long	0
	.long	1071644672
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC8:
	.quad	100000
	.quad	200000
	.align 16
.LC9:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC10:
	.quad	200000
	.quad	1000000
	.section	.rodata.cst8
	.align 8
.LC14:
	.long	0
	.long	1101206224
	.section	.rodata.cst16
	.align 16
.LC26:
	.quad	1000
	.quad	1000
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
