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
	jne	.L32
.L18:
	movq	$0, 8(%rbp,%rcx)
	addq	$8, %rcx
	cmpq	$40, %rcx
	jne	.L18
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
.L32:
	.cfi_restore_state
	leaq	PCT_MILLI(%rip), %rsi
	movabsq	$755578637259143235, %rdi
.L20:
	movq	(%rsi,%rcx), %rax
	movl	$1, %edx
	imulq	%r13, %rax
	addq	$50000, %rax
	cmpq	$99999, %rax
	jbe	.L19
	shrq	$5, %rax
	mulq	%rdi
	shrq	$7, %rdx
.L19:
	cmpq	%rdx, %r13
	cmovbe	%r13, %rdx
	movq	-8(%rbx,%rdx,8), %rax
	movq	%rax, 8(%rbp,%rcx)
	addq	$8, %rcx
	cmpq	$40, %rcx
	jne	.L20
	movq	%rbx, %rax
	leaq	(%rbx,%r13,8), %rsi
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	.p2align 4,,10
	.p2align 3
.L23:
	addq	(%rax), %rdx
	movq	%rdx, 56(%rbp)
	cmpq	(%rax), %r12
	adcq	$0, %rcx
	addq	$8, %rax
	movq	%rcx, 48(%rbp)
	cmpq	%rax, %rsi
	jne	.L23
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
	je	.L34
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L35:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L35
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L40:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L40
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L37
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L59
.L56:
	pxor	%xmm0, %xmm0
.L42:
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
.L34:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L37:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC1(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L56
.L59:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L57
	sqrtsd	%xmm0, %xmm0
.L46:
	divsd	%xmm2, %xmm0
	jmp	.L42
.L57:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L46
	.cfi_endproc
.LFE35:
	.size	stats_of, .-stats_of
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC2:
	.string	"bench: closed form needs more than %d runs\n"
	.text
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB25:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L60
	testq	%r8, %r8
	je	.L60
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movslq	256(%rax), %rsi
	cmpl	$8, %esi
	je	.L66
	leal	1(%rsi), %r9d
	salq	$5, %rsi
	movl	%r9d, 256(%rax)
	addq	%rsi, %rax
	movq	%rdi, (%rax)
	movq	%rdx, 8(%rax)
	movq	%rcx, 16(%rax)
	movq	%r8, 24(%rax)
.L60:
	ret
.L66:
	pushq	%rax
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movl	$8, %edx
	xorl	%eax, %eax
	leaq	.LC2(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE25:
	.size	dist_add, .-dist_add
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC3:
	.string	"%lu.%lu"
.LC4:
	.string	"%lu.%02lu"
.LC5:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB49:
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
	jnb	.L72
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L73
	leaq	.LC5(%rip), %rdx
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
.L73:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC4(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L72:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC3(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE49:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.p2align 4
	.type	run_closed.constprop.0, @function
run_closed.constprop.0:
.LFB50:
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
	je	.L82
	movq	%rdx, %r11
	leaq	(%rdx,%rcx,8), %r14
	xorl	%ebp, %ebp
	xorl	%edx, %edx
	leaq	(%r12,%r10), %rbx
	jmp	.L81
	.p2align 4,,10
	.p2align 3
.L88:
	addq	%r10, %rdx
	testq	%rsi, %rsi
	jne	.L87
.L79:
	movq	%rcx, 8(%r9)
	movq	%rdx, %rax
	movq	$-1, (%r9)
	subq	%rdi, %rax
.L76:
	movq	%rax, (%r11)
	addq	$8, %r11
	addq	%r13, %rbp
	cmpq	%r14, %r11
	je	.L74
.L81:
	cmpq	%rbp, %rdx
	movq	%rdx, %rdi
	movq	(%r9), %rax
	cmovb	%rbp, %rdi
	leaq	(%r12,%rdi), %rdx
	cmpq	%rdx, %rax
	jnb	.L83
	movq	8(%r9), %rcx
	addq	$1, %rcx
	.p2align 4,,10
	.p2align 3
.L80:
	cmpq	%rax, %rdi
	jb	.L88
	leaq	(%r10,%rax), %r15
	leaq	(%rbx,%rax), %r8
	cmpq	%r15, %rdi
	cmovb	%r8, %rdx
	testq	%rsi, %rsi
	je	.L79
.L87:
	addq	%rsi, %rax
	leaq	1(%rcx), %r8
	movq	%rax, (%r9)
	cmpq	%rdx, %rax
	jnb	.L89
	movq	%r8, %rcx
	jmp	.L80
.L82:
	xorl	%edx, %edx
.L74:
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
.L83:
	.cfi_restore_state
	movq	%r12, %rax
	jmp	.L76
.L89:
	movq	%rdx, %rax
	movq	%rcx, 8(%r9)
	subq	%rdi, %rax
	jmp	.L76
	.cfi_endproc
.LFE50:
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
	jle	.L114
	movslq	%r13d, %r10
	movq	%rdi, %rdx
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%r10, %rdi
	salq	$5, %rdi
	addq	%rbp, %rdi
	jmp	.L94
	.p2align 4,,10
	.p2align 3
.L136:
	shrq	%r8
	movq	%r8, %rcx
	imulq	%rax, %rcx
.L93:
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
	je	.L135
.L94:
	movq	16(%rdx), %rax
	leaq	-1(%rax), %r8
	testb	$1, %al
	jne	.L136
	movq	%rax, %rcx
	shrq	%rcx
	imulq	%r8, %rcx
	jmp	.L93
.L135:
	movq	%r9, (%r14)
	movq	%rsi, 56(%r14)
.L91:
	salq	$5, %r10
	movq	%rbp, %rcx
	xorl	%r12d, %r12d
	addq	%rbp, %r10
	testq	%r9, %r9
	jne	.L137
.L95:
	movq	$0, 8(%r14,%r12)
	addq	$8, %r12
	cmpq	$40, %r12
	jne	.L95
.L108:
	xorl	%r8d, %r8d
	testl	%r13d, %r13d
	jg	.L113
	jmp	.L110
	.p2align 4,,10
	.p2align 3
.L111:
	movq	8(%rcx), %rsi
	testq	%rsi, %rsi
	je	.L112
	subq	%r11, %rax
	xorl	%edx, %edx
	leaq	-1(%rsi,%rax), %rax
	divq	%rsi
	movq	16(%rcx), %rdx
	cmpq	%rdx, %rax
	jnb	.L112
	subq	%rax, %rdx
	imulq	%rdi, %rdx
	addq	%rdx, %r8
.L112:
	addq	$32, %rcx
	cmpq	%rcx, %r10
	je	.L110
.L113:
	movq	(%rcx), %rax
	movq	24(%rcx), %rdi
	cmpq	%rax, %r11
	jb	.L111
	imulq	16(%rcx), %rdi
	addq	$32, %rcx
	addq	%rdi, %r8
	cmpq	%rcx, %r10
	jne	.L113
.L110:
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
.L137:
	.cfi_restore_state
	movq	%rbp, -8(%rsp)
	leaq	PCT_MILLI(%rip), %r15
	movq	%r11, %rcx
.L107:
	movq	(%r15,%r12), %rax
	movl	$1, %edx
	imulq	%r9, %rax
	addq	$50000, %rax
	cmpq	$99999, %rax
	jbe	.L96
	movabsq	$755578637259143235, %rsi
	shrq	$5, %rax
	mulq	%rsi
	shrq	$7, %rdx
.L96:
	cmpq	%r9, %rdx
	movq	%rdx, %rsi
	cmova	%r9, %rsi
	testl	%r13d, %r13d
	jle	.L116
	movq	%rbp, %rax
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L98:
	movq	(%rax), %rdx
	cmpq	%rdx, %rbx
	cmovb	%rdx, %rbx
	addq	$32, %rax
	cmpq	%r10, %rax
	jne	.L98
.L97:
	xorl	%r11d, %r11d
	movq	%r12, -24(%rsp)
	movq	%r9, -16(%rsp)
	cmpq	%rbx, %r11
	jnb	.L138
.L106:
	movq	%rbx, %r9
	subq	%r11, %r9
	shrq	%r9
	addq	%r11, %r9
	testl	%r13d, %r13d
	jle	.L100
	movq	%rbx, -32(%rsp)
	movl	%r13d, %r8d
	.p2align 4,,10
	.p2align 3
.L105:
	movq	%rbp, %rdi
	xorl	%r13d, %r13d
	jmp	.L103
	.p2align 4,,10
	.p2align 3
.L101:
	movq	8(%rdi), %rbx
	testq	%rbx, %rbx
	je	.L102
	subq	%r9, %rax
	xorl	%edx, %edx
	leaq	-1(%rbx,%rax), %rax
	divq	%rbx
	movq	16(%rdi), %rdx
	cmpq	%rdx, %rax
	jnb	.L102
	subq	%rax, %rdx
	imulq	%r12, %rdx
	addq	%rdx, %r13
.L102:
	addq	$32, %rdi
	cmpq	%r10, %rdi
	je	.L139
.L103:
	movq	(%rdi), %rax
	movq	24(%rdi), %r12
	cmpq	%rax, %r9
	jb	.L101
	imulq	16(%rdi), %r12
	addq	$32, %rdi
	addq	%r12, %r13
	cmpq	%r10, %rdi
	jne	.L103
.L139:
	cmpq	%rsi, %r13
	jb	.L132
	cmpq	%r9, %r11
	jnb	.L133
	movq	%r9, %rax
	movq	%r9, -32(%rsp)
	subq	%r11, %rax
	shrq	%rax
	leaq	(%rax,%r11), %r9
	jmp	.L105
.L132:
	movq	-32(%rsp), %rbx
	movl	%r8d, %r13d
.L100:
	leaq	1(%r9), %r11
	cmpq	%rbx, %r11
	jb	.L106
.L138:
	movq	-24(%rsp), %r12
	movq	-16(%rsp), %r9
	jmp	.L104
.L133:
	movq	-24(%rsp), %r12
	movq	-16(%rsp), %r9
	movl	%r8d, %r13d
.L104:
	movq	%r11, 8(%r14,%r12)
	addq	$8, %r12
	cmpq	$40, %r12
	jne	.L107
	movq	%rcx, %r11
	movq	-8(%rsp), %rcx
	jmp	.L108
.L116:
	xorl	%ebx, %ebx
	jmp	.L97
.L114:
	xorl	%r9d, %r9d
	movslq	%r13d, %r10
	jmp	.L91
	.cfi_endproc
.LFE29:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	run_open.constprop.0, @function
run_open.constprop.0:
.LFB52:
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
	je	.L149
	movq	%rdx, %rbx
	leaq	(%rdx,%rcx,8), %r14
	xorl	%r11d, %r11d
	xorl	%edx, %edx
	leaq	(%r12,%r10), %rbp
	jmp	.L147
	.p2align 4,,10
	.p2align 3
.L154:
	addq	%r10, %rdx
	testq	%rsi, %rsi
	jne	.L153
.L145:
	movq	%rcx, 8(%r9)
	movq	$-1, (%r9)
.L142:
	movq	%rdx, %rax
	addq	$8, %rbx
	subq	%r11, %rax
	addq	%r13, %r11
	movq	%rax, -8(%rbx)
	cmpq	%r14, %rbx
	je	.L140
.L147:
	cmpq	%r11, %rdx
	movq	(%r9), %rax
	cmovb	%r11, %rdx
	movq	%rdx, %r8
	leaq	(%r12,%rdx), %rdx
	cmpq	%rdx, %rax
	jnb	.L142
	movq	8(%r9), %rcx
	addq	$1, %rcx
	.p2align 4,,10
	.p2align 3
.L146:
	cmpq	%rax, %r8
	jb	.L154
	leaq	(%r10,%rax), %r15
	leaq	0(%rbp,%rax), %rdi
	cmpq	%r15, %r8
	cmovb	%rdi, %rdx
	testq	%rsi, %rsi
	je	.L145
.L153:
	addq	%rsi, %rax
	leaq	1(%rcx), %rdi
	movq	%rax, (%r9)
	cmpq	%rdx, %rax
	jnb	.L155
	movq	%rdi, %rcx
	jmp	.L146
.L149:
	xorl	%edx, %edx
.L140:
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
.L155:
	.cfi_restore_state
	movq	%rcx, 8(%r9)
	jmp	.L142
	.cfi_endproc
.LFE52:
	.size	run_open.constprop.0, .-run_open.constprop.0
	.section	.rodata.str1.1
.LC9:
	.string	"QUICK"
.LC10:
	.string	"REPS"
.LC11:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC13:
	.string	"RESULT clock ghz=%.3f runs=%d\n"
	.align 8
.LC14:
	.string	"bench takes no arguments but --clock"
	.section	.rodata.str1.1
.LC15:
	.string	"argument"
	.section	.rodata.str1.8
	.align 8
.LC16:
	.string	"bench: %s '%s' is not valid: %s\n"
	.section	.rodata.str1.1
.LC17:
	.string	"1"
.LC18:
	.string	"0"
	.section	.rodata.str1.8
	.align 8
.LC19:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.align 8
.LC20:
	.string	"a whole number from 1 to 100000"
	.align 8
.LC21:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC22:
	.string	"coordinated omission on a virtual clock: closed loop, open loop, corrected"
	.align 8
.LC23:
	.string	"model: service %s us, interval %s us, stall %s us"
	.section	.rodata.str1.1
.LC24:
	.string	" every %s us from %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC25:
	.string	"runs: %lu requests per client (%s us of schedule), correction at %s us, slow above %s us, 1 warmup + %u reps\n"
	.align 8
.LC26:
	.string	"bench: out of memory for the corrected set\n"
	.section	.rodata.str1.1
.LC27:
	.string	" warmup"
.LC28:
	.string	""
.LC29:
	.string	"rep=%u%s set=%s n=%lu"
.LC30:
	.string	" %s_ns=%lu"
.LC31:
	.string	" slow=%lu sum_ns=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC32:
	.string	"CHECK FAILED rep=%u %s %s expected=%lu actual=%lu\n"
	.section	.rodata.str1.1
.LC33:
	.string	"slow"
.LC34:
	.string	"sum_ns"
.LC35:
	.string	"n"
.LC36:
	.string	"corrected"
.LC37:
	.string	"stalls"
.LC38:
	.string	"closed"
.LC39:
	.string	"open"
.LC40:
	.string	"last_completion_ns"
	.section	.rodata.str1.8
	.align 8
.LC41:
	.string	"bench: out of memory for the report\n"
	.section	.rodata.str1.1
.LC42:
	.string	"set"
.LC43:
	.string	"\n%-10s %8s"
.LC44:
	.string	" %12s"
.LC45:
	.string	"cv"
.LC46:
	.string	"slow %"
.LC47:
	.string	" %8s %9s %6s\n"
.LC48:
	.string	"%-10s %8lu"
.LC49:
	.string	"%lu.%04lu"
.LC50:
	.string	" %8lu %9s %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC51:
	.string	"percentiles in us, minimum over %u reps (cv: the largest over the percentiles);\nslow: samples above %s us, median over reps\n\n"
	.align 8
.LC52:
	.string	"simulation cost, %-6s loop: min %.3f ns per request, median %.3f, cv %.3f\n"
	.section	.rodata.str1.1
.LC53:
	.string	"RESULT set=%s n=%lu"
	.section	.rodata.str1.8
	.align 8
.LC54:
	.string	" slow=%lu slow_pct=%s sum_ns=%lu\n"
	.align 8
.LC55:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC56:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB46:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
	movq	%rsi, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	.LC9(%rip), %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leaq	.LC10(%rip), %r13
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
	subq	$1448, %rsp
	.cfi_def_cfa_offset 1504
	movups	%xmm0, 376(%rsp)
	movups	%xmm0, 360(%rsp)
	movdqa	.LC6(%rip), %xmm0
	movq	$500000000, 352(%rsp)
	movaps	%xmm0, 320(%rsp)
	movdqa	.LC7(%rip), %xmm0
	movl	$31, 384(%rsp)
	movaps	%xmm0, 336(%rsp)
	movdqa	.LC8(%rip), %xmm0
	movaps	%xmm0, 368(%rsp)
	call	getenv@PLT
	movq	%r13, %rdi
	movq	%rax, %rbp
	call	getenv@PLT
	cmpl	$2, %ebx
	je	.L282
	subl	$1, %ebx
	jg	.L283
	movq	%rax, %r12
	testq	%rbp, %rbp
	je	.L233
	cmpb	$0, 0(%rbp)
	jne	.L284
.L233:
	movl	$20, %ebx
.L166:
	testq	%r12, %r12
	je	.L285
	movzbl	(%r12), %eax
	leaq	1168(%rsp), %rdi
	movq	%rdi, 104(%rsp)
	testb	%al, %al
	jne	.L286
.L167:
	imulq	$1000000000, %rbx, %rdx
	movl	384(%rsp), %r14d
	movl	$224, %esi
	movabsq	$188894659314785809, %rax
	leal	1(%r14), %edi
	movl	%r14d, 196(%rsp)
	shrq	$6, %rdx
	mulq	%rdx
	shrq	$5, %rdx
	movq	%rdx, %rbx
	movq	%rdx, 360(%rsp)
	call	calloc@PLT
	movq	%r14, %rdi
	movl	$8, %esi
	movq	%rbx, %r15
	movq	%r14, 248(%rsp)
	movq	%rbx, %r12
	movq	%rax, 184(%rsp)
	call	calloc@PLT
	movq	%r14, %rdi
	movl	$8, %esi
	movq	%rax, 208(%rsp)
	call	calloc@PLT
	movl	$33, %ecx
	movl	$100000, %esi
	leaq	624(%rsp), %rdi
	movq	%rax, 216(%rsp)
	leaq	-1(%rbx), %rax
	imulq	$200000, %rax, %rax
	leaq	100000(%rax), %rdx
	xorl	%eax, %eax
	rep stosq
	leaq	896(%rsp), %rdi
	movl	$33, %ecx
	movq	%rdx, %xmm0
	rep stosq
	movq	104(%rsp), %rdi
	movl	$33, %ecx
	punpcklqdq	%xmm0, %xmm0
	leaq	-2501(%rbx), %rdx
	movaps	%xmm0, 16(%rsp)
	rep stosq
	leaq	624(%rsp), %rdi
	movl	$1, %ecx
	movabsq	$3777893186295716171, %rax
	mulq	%rdx
	movq	%rdi, %r14
	shrq	$10, %rdx
	imulq	$2000, %rdx, %rax
	leaq	1(%rdx), %rbp
	movq	%rdx, %r13
	xorl	%edx, %edx
	subq	%rbp, %r15
	movq	%rbp, %xmm1
	punpcklqdq	%xmm1, %xmm1
	movq	%r15, %r8
	subq	%rax, %r12
	movaps	%xmm1, (%rsp)
	call	dist_add
	movq	%rbp, %r8
	xorl	%edx, %edx
	movq	%r14, %rdi
	movq	%r14, 240(%rsp)
	movl	$1, %ecx
	leaq	896(%rsp), %r14
	movl	$200100000, %esi
	call	dist_add
	xorl	%edx, %edx
	movq	%r14, %rdi
	movl	$1, %ecx
	leaq	-2000(%r12), %r8
	movl	$100000, %esi
	movq	%r14, 72(%rsp)
	call	dist_add
	movq	%r14, %rdi
	movq	%r13, %r8
	movl	$2000, %ecx
	movl	$100000, %edx
	movl	$200100000, %esi
	call	dist_add
	movq	%r14, %rdi
	movl	$1, %r8d
	movl	$2000, %ecx
	movl	$100000, %edx
	movl	$200100000, %esi
	call	dist_add
	leaq	1168(%rsp), %rcx
	movq	%r15, %r8
	movl	$200000, %edx
	movq	%rcx, %r11
	movq	%rcx, 104(%rsp)
	movl	$100000, %esi
	movl	$1, %ecx
	movq	%r11, %r15
	movq	%r11, %rdi
	call	dist_add
	movq	%rbp, %r8
	movl	$1000, %ecx
	movq	%r15, %rdi
	movl	$200000, %edx
	movl	$200100000, %esi
	leaq	0(,%rbx,8), %rbp
	call	dist_add
	leaq	400(%rsp), %rcx
	movl	$1000000, %esi
	movq	240(%rsp), %rdi
	movq	%rcx, %rdx
	movq	%rcx, 32(%rsp)
	call	dist_summarise
	movq	%r14, %rdi
	movl	$1000000, %esi
	leaq	464(%rsp), %rdx
	call	dist_summarise
	leaq	528(%rsp), %rdx
	movl	$1000000, %esi
	movq	%r15, %rdi
	call	dist_summarise
	movdqa	(%rsp), %xmm1
	movdqa	16(%rsp), %xmm0
	movq	%rbp, %rdi
	movaps	%xmm1, 592(%rsp)
	movaps	%xmm0, 608(%rsp)
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, %r14
	movq	%rax, 80(%rsp)
	call	malloc@PLT
	cmpq	$0, 184(%rsp)
	movq	%rax, 88(%rsp)
	movq	%rax, %rcx
	sete	%al
	cmpq	$0, 208(%rsp)
	sete	%dl
	orl	%edx, %eax
	cmpq	$0, 216(%rsp)
	sete	%dl
	orl	%edx, %eax
	testq	%r14, %r14
	sete	%dl
	orb	%dl, %al
	jne	.L238
	testq	%rcx, %rcx
	je	.L238
	leaq	.LC22(%rip), %rdi
	call	puts@PLT
	movq	104(%rsp), %r13
	movl	$200000000, %esi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	72(%rsp), %r15
	movl	$200000, %esi
	movq	%rax, %rbp
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	movq	240(%rsp), %r14
	movl	$100000, %esi
	movq	%rax, %r12
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movq	%rbp, %rcx
	movq	%r12, %rdx
	leaq	.LC23(%rip), %rdi
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
	leaq	.LC24(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1000000, %esi
	movq	%r13, %rdi
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
	movl	196(%rsp), %r9d
	movq	%rax, %rdx
	xorl	%eax, %eax
	leaq	.LC25(%rip), %rdi
	call	printf@PLT
	xorl	%eax, %eax
	movq	%rax, 16(%rsp)
	movq	%rax, 48(%rsp)
	movq	%rax, 112(%rsp)
	movq	%rax, 96(%rsp)
	leaq	320(%rsp), %rax
	movq	%rax, 224(%rsp)
	.p2align 4,,10
	.p2align 3
.L207:
	movl	%r15d, %eax
	movq	$-1, %rbp
	leaq	0(,%rax,8), %rbx
	subq	%rax, %rbx
	movq	184(%rsp), %rax
	salq	$5, %rbx
	addq	%rax, %rbx
	movq	360(%rsp), %rax
	cmpq	$0, 336(%rsp)
	movq	%rax, 56(%rsp)
	je	.L172
	movq	352(%rsp), %rbp
.L172:
	movq	104(%rsp), %r14
	movl	$1, %edi
	movq	%rbp, 896(%rsp)
	movq	$0, 904(%rsp)
	movq	%r14, %rsi
	call	clock_gettime@PLT
	movq	56(%rsp), %r13
	movq	80(%rsp), %rdx
	movq	1168(%rsp), %rax
	movq	224(%rsp), %r12
	movq	72(%rsp), %rsi
	movq	%r13, %rcx
	movq	%rax, 136(%rsp)
	movq	1176(%rsp), %rax
	movq	%r12, %rdi
	movq	%rax, 144(%rsp)
	call	run_closed.constprop.0
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 208(%rbx)
	call	clock_gettime@PLT
	movq	1168(%rsp), %rax
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rbp, 896(%rsp)
	movq	%rax, 120(%rsp)
	movq	1176(%rsp), %rax
	movq	%rax, 128(%rsp)
	movq	904(%rsp), %rax
	movq	$0, 904(%rsp)
	movq	%rax, 192(%rbx)
	call	clock_gettime@PLT
	movq	88(%rsp), %rdx
	movq	%r12, %rdi
	movq	%r13, %rcx
	movq	1168(%rsp), %rax
	movq	72(%rsp), %rsi
	movq	%rax, 168(%rsp)
	movq	1176(%rsp), %rax
	movq	%rax, 176(%rsp)
	call	run_open.constprop.0
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, 216(%rbx)
	call	clock_gettime@PLT
	movq	1168(%rsp), %rax
	movq	368(%rsp), %r12
	movq	%rax, 152(%rsp)
	movq	1176(%rsp), %rax
	movq	%rax, 160(%rsp)
	movq	904(%rsp), %rax
	movq	%rax, 200(%rbx)
	testq	%r13, %r13
	je	.L173
	movq	80(%rsp), %rdi
	xorl	%ebp, %ebp
	xorl	%esi, %esi
	movq	%r13, %r8
	jmp	.L177
	.p2align 4,,10
	.p2align 3
.L288:
	addq	$1, %rsi
	cmpq	%rsi, %r8
	je	.L287
.L177:
	movq	(%rdi,%rsi,8), %rax
	movl	$1, %ecx
	cmpq	%r12, %rax
	jb	.L174
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L174:
	addq	%rbp, %rcx
	setc	%al
	movq	%rcx, %rbp
	movzbl	%al, %eax
	jnc	.L288
.L173:
	movq	stderr(%rip), %rcx
	movl	$43, %edx
	movl	$1, %esi
	leaq	.LC26(%rip), %rdi
	call	fwrite@PLT
.L179:
	movl	$1, %r12d
.L156:
	addq	$1448, %rsp
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
	.p2align 4,,10
	.p2align 3
.L287:
	.cfi_restore_state
	movq	%rax, 232(%rsp)
	leaq	-1(%rcx), %rax
	movabsq	$2305843009213693950, %rdi
	cmpq	%rax, %rdi
	jb	.L173
	cmpq	%rcx, 112(%rsp)
	jnb	.L180
	movq	96(%rsp), %rdi
	leaq	0(,%rcx,8), %rsi
	call	realloc@PLT
	movq	%rax, 96(%rsp)
	testq	%rax, %rax
	je	.L173
	movq	%rbp, 112(%rsp)
.L180:
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
	movq	376(%rsp), %r12
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
	leaq	.LC27(%rip), %r12
	testl	%r15d, %r15d
	movq	%rbx, 40(%rsp)
	leaq	.LC28(%rip), %rax
	cmove	%r12, %rax
	leaq	8(%rbx), %r12
	movq	%rax, (%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 200(%rsp)
	leaq	24(%rax), %r14
	movq	%rax, %rbp
.L182:
	movq	0(%rbp), %rcx
	movq	-8(%r12), %r8
	movl	%r15d, %esi
	xorl	%eax, %eax
	movq	(%rsp), %rdx
	leaq	.LC29(%rip), %rdi
	leaq	PCT_NAME(%rip), %r13
	movq	%r12, %rbx
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L181:
	movq	(%rbx), %rdx
	movq	0(%r13), %rsi
	leaq	.LC30(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %r13
	addq	$8, %rbx
	call	printf@PLT
	leaq	40+PCT_NAME(%rip), %rax
	cmpq	%rax, %r13
	jne	.L181
	movq	48(%r12), %rdx
	movq	40(%r12), %rsi
	xorl	%eax, %eax
	addq	$8, %rbp
	leaq	.LC31(%rip), %rdi
	addq	$64, %r12
	call	printf@PLT
	cmpq	%r14, %rbp
	jne	.L182
	leaq	SET_NAME(%rip), %rax
	leaq	PCT_NAME(%rip), %r12
	movq	40(%rsp), %rbx
	movl	%r15d, 40(%rsp)
	movq	%rax, (%rsp)
	leaq	408(%rsp), %rax
	movl	$48, %r14d
	leaq	.LC34(%rip), %r13
	movq	%rax, 64(%rsp)
	movq	%r12, %rax
	movq	%r14, %r12
	movq	%rax, %r14
.L183:
	leaq	-40(%r12), %rbp
	jmp	.L186
	.p2align 4,,10
	.p2align 3
.L184:
	movq	-8(%r14,%rbp), %rcx
	movl	40(%rsp), %esi
	movq	%r15, %rdx
	xorl	%eax, %eax
	leaq	.LC32(%rip), %rdi
	addq	$8, %rbp
	addq	$1, 16(%rsp)
	call	printf@PLT
	cmpq	%r12, %rbp
	je	.L289
.L186:
	movq	32(%rsp), %rax
	movq	(%rbx,%rbp), %r9
	movq	(%rax,%rbp), %r8
	movq	(%rsp), %rax
	movq	(%rax), %r15
	cmpq	%r8, %r9
	jne	.L184
	addq	$8, %rbp
	addq	$1, 48(%rsp)
	cmpq	%r12, %rbp
	jne	.L186
.L289:
	movq	32(%rsp), %rax
	movq	(%rbx,%r12), %r9
	movq	(%rax,%r12), %r8
	cmpq	%r8, %r9
	je	.L290
	movl	40(%rsp), %esi
	leaq	.LC33(%rip), %rcx
	movq	%r15, %rdx
	xorl	%eax, %eax
	leaq	.LC32(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L188:
	movq	64(%rsp), %rax
	movq	8(%rbx,%r12), %r9
	movq	(%rax,%r12), %r8
	cmpq	%r8, %r9
	je	.L291
	movl	40(%rsp), %esi
	movq	%r13, %rcx
	movq	%r15, %rdx
	xorl	%eax, %eax
	leaq	.LC32(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L190:
	addq	$64, %r12
	addq	$8, (%rsp)
	subq	$64, %r14
	cmpq	$240, %r12
	jne	.L183
	movq	128(%rbx), %r9
	movq	528(%rsp), %r8
	movl	40(%rsp), %r15d
	cmpq	%r8, %r9
	je	.L292
	leaq	.LC35(%rip), %rcx
	leaq	.LC36(%rip), %rdx
	movl	%r15d, %esi
	xorl	%eax, %eax
	leaq	.LC32(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L193:
	movq	192(%rbx), %r9
	movq	592(%rsp), %r8
	cmpq	%r8, %r9
	je	.L293
	leaq	.LC37(%rip), %rcx
	leaq	.LC38(%rip), %rdx
	movl	%r15d, %esi
	xorl	%eax, %eax
	leaq	.LC32(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L195:
	movq	200(%rbx), %r9
	movq	600(%rsp), %r8
	cmpq	%r8, %r9
	je	.L294
	leaq	.LC37(%rip), %rcx
	leaq	.LC39(%rip), %rdx
	movl	%r15d, %esi
	xorl	%eax, %eax
	leaq	.LC32(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L197:
	movq	208(%rbx), %r9
	movq	608(%rsp), %r8
	cmpq	%r8, %r9
	je	.L295
	leaq	.LC40(%rip), %rcx
	leaq	.LC38(%rip), %rdx
	movl	%r15d, %esi
	xorl	%eax, %eax
	leaq	.LC32(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L199:
	movq	216(%rbx), %r9
	movq	616(%rsp), %r8
	cmpq	%r8, %r9
	je	.L296
	leaq	.LC40(%rip), %rcx
	leaq	.LC39(%rip), %rdx
	movl	%r15d, %esi
	xorl	%eax, %eax
	leaq	.LC32(%rip), %rdi
	addq	$1, 16(%rsp)
	call	printf@PLT
.L201:
	testl	%r15d, %r15d
	je	.L202
	movq	144(%rsp), %rdi
	pxor	%xmm1, %xmm1
	leal	-1(%r15), %edx
	imulq	$1000000000, 120(%rsp), %rax
	imulq	$1000000000, 136(%rsp), %rcx
	cvtsi2sdq	56(%rsp), %xmm1
	subq	%rdi, %rax
	movq	128(%rsp), %rdi
	addq	%rdi, %rax
	subq	%rcx, %rax
	js	.L203
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L204:
	divsd	%xmm1, %xmm0
	movq	208(%rsp), %rax
	movq	176(%rsp), %rdi
	imulq	$1000000000, 168(%rsp), %rcx
	movsd	%xmm0, (%rax,%rdx,8)
	imulq	$1000000000, 152(%rsp), %rax
	subq	%rdi, %rax
	movq	160(%rsp), %rdi
	addq	%rdi, %rax
	subq	%rcx, %rax
	js	.L205
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L206:
	divsd	%xmm1, %xmm0
	movq	216(%rsp), %rax
	movsd	%xmm0, (%rax,%rdx,8)
.L202:
	addl	$1, %r15d
	cmpl	%r15d, 196(%rsp)
	jnb	.L207
	movq	248(%rsp), %rax
	leaq	0(,%rax,8), %r13
	movq	%r13, %rdi
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, %rbx
	call	malloc@PLT
	testq	%rbx, %rbx
	je	.L239
	testq	%rax, %rax
	je	.L239
	movl	196(%rsp), %r14d
	movq	%rbx, (%rsp)
	leaq	(%rbx,%r13), %r12
	addq	%rax, %r13
	leaq	256(%rsp), %r15
	movq	%rax, 56(%rsp)
	xorl	%ebp, %ebp
	movl	%r14d, %edx
	movq	%r15, 120(%rsp)
	shrl	%edx
	movq	%r13, 112(%rsp)
	movq	%r12, %r13
	leaq	(%rax,%rdx,8), %rdi
	movq	184(%rsp), %rdx
	movq	%rdi, 64(%rsp)
	movq	104(%rsp), %rdi
	movq	%rdx, 40(%rsp)
	movq	%rdi, 128(%rsp)
	movq	%rdi, %r12
.L223:
	movq	40(%rsp), %rax
	movq	%r13, %rdi
	xorl	%ebx, %ebx
	movq	$0x000000000, (%r15,%rbp)
	movl	%r14d, %r13d
	xchgq	%rbx, %r15
	movq	%rdi, %r14
	addq	$232, %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L210:
	movq	32(%rsp), %rax
	movq	(%rsp), %rdx
	movq	$-1, %rcx
	leaq	(%rax,%r15), %rsi
	testl	%r13d, %r13d
	jne	.L213
	jmp	.L218
	.p2align 4,,10
	.p2align 3
.L297:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L212:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$224, %rsi
	cmpq	%rdx, %r14
	je	.L218
.L213:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L297
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L212
	.p2align 4,,10
	.p2align 3
.L291:
	addq	$1, 48(%rsp)
	jmp	.L190
	.p2align 4,,10
	.p2align 3
.L290:
	addq	$1, 48(%rsp)
	jmp	.L188
	.p2align 4,,10
	.p2align 3
.L296:
	addq	$1, 48(%rsp)
	jmp	.L201
	.p2align 4,,10
	.p2align 3
.L295:
	addq	$1, 48(%rsp)
	jmp	.L199
	.p2align 4,,10
	.p2align 3
.L294:
	addq	$1, 48(%rsp)
	jmp	.L197
	.p2align 4,,10
	.p2align 3
.L293:
	addq	$1, 48(%rsp)
	jmp	.L195
	.p2align 4,,10
	.p2align 3
.L292:
	addq	$1, 48(%rsp)
	jmp	.L193
	.p2align 4,,10
	.p2align 3
.L205:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L206
	.p2align 4,,10
	.p2align 3
.L203:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L204
.L284:
	leaq	.LC17(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L298
	movl	$5, %ebx
	jmp	.L166
.L282:
	movq	8(%r15), %rbx
	leaq	.LC11(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L299
.L158:
	movq	stderr(%rip), %rdi
	leaq	.LC14(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rcx
	leaq	.LC15(%rip), %rdx
	leaq	.LC16(%rip), %rsi
	call	fprintf@PLT
.L165:
	movl	$2, %r12d
	jmp	.L156
.L285:
	leaq	1168(%rsp), %rax
	movq	%rax, 104(%rsp)
	jmp	.L167
.L286:
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L169
	call	__errno_location@PLT
	xorl	%edx, %edx
	movq	104(%rsp), %rsi
	movq	%r12, %rdi
	movl	%edx, (%rax)
	movq	%rax, %rbp
	movl	$10, %edx
	call	strtoull@PLT
	cmpl	$0, 0(%rbp)
	jne	.L169
	movq	1168(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L169
	leaq	-1(%rax), %rdx
	cmpq	$99999, %rdx
	ja	.L169
	movl	%eax, 384(%rsp)
	jmp	.L167
.L298:
	leaq	.LC18(%rip), %rsi
	movq	%rbp, %rdi
	movl	$20, %ebx
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L166
	movq	stderr(%rip), %rdi
	movq	%rbp, %rcx
	movq	%r14, %rdx
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC16(%rip), %rsi
	call	fprintf@PLT
	jmp	.L165
	.p2align 4,,10
	.p2align 3
.L218:
	movq	%rcx, 8(%r12,%r15)
	movq	(%rsp), %rsi
	movl	%r13d, %edx
	addq	$8, %r15
	movq	72(%rsp), %rdi
	call	stats_of
	movsd	912(%rsp), %xmm0
	maxsd	(%rbx,%rbp), %xmm0
	movsd	%xmm0, (%rbx,%rbp)
	cmpq	$40, %r15
	jne	.L210
	movq	%r14, %rax
	movl	%r13d, %r14d
	movq	%rbx, %r15
	movq	%rax, %r13
	testl	%r14d, %r14d
	je	.L219
	movq	40(%rsp), %rax
	movq	56(%rsp), %rdx
	leaq	224(%rax), %rcx
	movq	112(%rsp), %rax
	.p2align 4,,10
	.p2align 3
.L220:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$224, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %rax
	jne	.L220
	movq	56(%rsp), %rbx
	movq	248(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%rbx, %rdi
	call	qsort@PLT
	movq	64(%rsp), %rax
	movq	(%rax), %rdx
	movq	40(%rsp), %rax
	leaq	272(%rax), %rcx
	movq	112(%rsp), %rax
	movq	%rdx, (%r12)
	movq	%rbx, %rdx
	.p2align 4,,10
	.p2align 3
.L221:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$224, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rax, %rdx
	jne	.L221
	movq	56(%rsp), %rbx
	movq	248(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%rbx, %rdi
	call	qsort@PLT
	movq	64(%rsp), %rax
	movq	(%rax), %rdx
	movq	40(%rsp), %rax
	leaq	280(%rax), %rcx
	movq	112(%rsp), %rax
	movq	%rdx, 48(%r12)
	movq	%rbx, %rdx
	.p2align 4,,10
	.p2align 3
.L222:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$224, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rax, %rdx
	jne	.L222
.L231:
	movq	248(%rsp), %rsi
	movq	56(%rsp), %rdi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	addq	$8, %rbp
	addq	$64, %r12
	call	qsort@PLT
	movq	64(%rsp), %rax
	addq	$64, 40(%rsp)
	movq	(%rax), %rdx
	movq	%rdx, -8(%r12)
	cmpq	$24, %rbp
	jne	.L223
	movq	(%rsp), %rbx
	movq	56(%rsp), %rax
	leaq	PCT_LABEL(%rip), %rbp
	leaq	.LC44(%rip), %r12
	movq	%rbx, %rdi
	movq	%rax, (%rsp)
	leaq	40(%rbp), %rbx
	call	free@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	leaq	.LC35(%rip), %rdx
	leaq	.LC42(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC43(%rip), %rdi
	call	printf@PLT
.L224:
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%rbx, %rbp
	jne	.L224
	leaq	.LC45(%rip), %rcx
	leaq	.LC46(%rip), %rdx
	xorl	%eax, %eax
	leaq	.LC33(%rip), %rsi
	leaq	.LC47(%rip), %rdi
	call	printf@PLT
	movq	104(%rsp), %r13
	movq	232(%rsp), %r14
	leaq	288(%rsp), %rbp
.L227:
	movq	0(%r13), %rcx
	leaq	8(%r13), %r15
	leaq	48(%r13), %rbx
	leaq	SET_NAME(%rip), %rax
	leaq	.LC48(%rip), %rdi
	movq	(%rax,%r14), %rsi
	movq	%rcx, %rdx
	xorl	%eax, %eax
	movq	%rcx, 32(%rsp)
	call	printf@PLT
	movq	%r13, (%rsp)
	movq	%r15, %r13
	movq	32(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L225:
	movq	0(%r13), %rsi
	movq	%rbp, %rdi
	addq	$8, %r13
	call	fmt_us.constprop.0
	movq	%r12, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%rbx, %r13
	jne	.L225
	movq	(%rsp), %r13
	movq	120(%rsp), %rax
	movq	%r15, %rcx
	movsd	(%rax,%r14), %xmm0
	movq	48(%r13), %rbx
	testq	%r15, %r15
	je	.L226
	imulq	$1000000, %rbx, %rax
	movq	%r15, %rdx
	shrq	%rdx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, %rcx
.L226:
	movq	%rcx, %rax
	movl	$10000, %edi
	xorl	%edx, %edx
	movl	$32, %esi
	divq	%rdi
	movq	240(%rsp), %r15
	movsd	%xmm0, (%rsp)
	movq	%r15, %rdi
	addq	$8, %r14
	addq	$64, %r13
	movq	%rdx, %r8
	movq	%rax, %rcx
	leaq	.LC49(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movsd	(%rsp), %xmm0
	movq	%r15, %rdx
	movq	%rbx, %rsi
	leaq	.LC50(%rip), %rdi
	movl	$1, %eax
	call	printf@PLT
	cmpq	$24, %r14
	jne	.L227
	movq	%rbp, %rdi
	movq	376(%rsp), %rsi
	leaq	.LC52(%rip), %rbp
	leaq	.LC39(%rip), %r14
	movl	$10000, %r13d
	call	fmt_us.constprop.0
	movl	384(%rsp), %ebx
	leaq	.LC51(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	movl	%ebx, %esi
	call	printf@PLT
	movq	208(%rsp), %rsi
	movq	72(%rsp), %rdi
	movl	%ebx, %edx
	call	stats_of
	movq	904(%rsp), %r12
	movq	%rbp, %rdi
	movsd	896(%rsp), %xmm3
	movsd	912(%rsp), %xmm2
	leaq	.LC38(%rip), %rsi
	movl	$3, %eax
	movapd	%xmm3, %xmm0
	movq	%r12, %xmm1
	movsd	%xmm3, 56(%rsp)
	movsd	%xmm2, 64(%rsp)
	call	printf@PLT
	movq	216(%rsp), %rsi
	movl	%ebx, %edx
	leaq	920(%rsp), %rdi
	call	stats_of
	movq	%r14, %rsi
	movq	%rbp, %rdi
	movl	$3, %eax
	movsd	920(%rsp), %xmm4
	movq	928(%rsp), %r15
	movsd	936(%rsp), %xmm2
	movq	%r15, %xmm1
	movapd	%xmm4, %xmm0
	movsd	%xmm4, 32(%rsp)
	movsd	%xmm2, 40(%rsp)
	call	printf@PLT
	movl	$10, %edi
	call	putchar@PLT
	movq	104(%rsp), %rax
	movq	%r15, 72(%rsp)
	movq	%r12, 112(%rsp)
	addq	$192, %rax
	movl	%ebx, 104(%rsp)
	movq	128(%rsp), %rbx
	movq	%rax, (%rsp)
.L230:
	movq	200(%rsp), %rax
	movq	(%rbx), %r12
	leaq	8(%rbx), %rbp
	leaq	.LC53(%rip), %rdi
	leaq	PCT_NAME(%rip), %r15
	movq	(%rax), %rsi
	movq	%r12, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L228:
	movq	0(%rbp), %rdx
	movq	(%r15), %rsi
	leaq	.LC30(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %r15
	addq	$8, %rbp
	call	printf@PLT
	leaq	40+PCT_NAME(%rip), %rax
	cmpq	%rax, %r15
	jne	.L228
	movq	56(%rbx), %r15
	movq	48(%rbx), %rbp
	testq	%r12, %r12
	je	.L229
	imulq	$1000000, %rbp, %rax
	movq	%r12, %rdx
	shrq	%rdx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %r12
.L229:
	movq	%r12, %rax
	xorl	%edx, %edx
	movl	$32, %esi
	addq	$64, %rbx
	divq	%r13
	movq	240(%rsp), %r12
	movq	%r12, %rdi
	movq	%rdx, %r8
	movq	%rax, %rcx
	leaq	.LC49(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r15, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rsi
	leaq	.LC54(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	addq	$8, 200(%rsp)
	cmpq	%rbx, (%rsp)
	jne	.L230
	movq	112(%rsp), %r12
	movsd	64(%rsp), %xmm2
	leaq	.LC55(%rip), %rbp
	leaq	.LC38(%rip), %rsi
	movsd	56(%rsp), %xmm0
	movq	72(%rsp), %r15
	movq	%rbp, %rdi
	movl	$3, %eax
	movq	%r12, %xmm1
	movl	104(%rsp), %ebx
	xorl	%r12d, %r12d
	call	printf@PLT
	movq	%r15, %xmm1
	movq	%r14, %rsi
	movq	%rbp, %rdi
	movsd	40(%rsp), %xmm2
	movsd	32(%rsp), %xmm0
	movl	$3, %eax
	call	printf@PLT
	leal	1(%rbx), %ecx
	movq	16(%rsp), %rbx
	xorl	%eax, %eax
	movq	48(%rsp), %rsi
	leaq	.LC56(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	88(%rsp), %rdi
	call	free@PLT
	movq	96(%rsp), %rdi
	call	free@PLT
	movq	208(%rsp), %rdi
	call	free@PLT
	movq	216(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	call	free@PLT
	testq	%rbx, %rbx
	setne	%r12b
	jmp	.L156
.L299:
	movl	%eax, (%rsp)
	movl	$7, %ebp
	orq	$-1, %r15
	leaq	1168(%rsp), %r13
.L160:
	movq	%r13, %rsi
	movl	$1, %edi
	xorl	%ebx, %ebx
	call	clock_gettime@PLT
	movq	1176(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 1168(%rsp), %r14
	.p2align 4,,10
	.p2align 3
.L159:
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	addq	$1, %rbx
	subl	$1, %eax
	jne	.L159
	movq	%r13, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	1176(%rsp), %rax
	imulq	$1000000000, 1168(%rsp), %rcx
	subq	%r12, %rcx
	addq	%rcx, %rax
	subq	%r14, %rax
	cmpq	%rax, %r15
	cmova	%rax, %r15
	subl	$1, %ebp
	jne	.L160
	movl	(%rsp), %r12d
	testq	%r15, %r15
	js	.L161
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r15, %xmm0
.L162:
	movsd	.LC12(%rip), %xmm1
	movl	$7, %esi
	movl	$1, %eax
	leaq	.LC13(%rip), %rdi
	divsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	printf@PLT
	jmp	.L156
.L239:
	movq	%rbx, %rdi
	movq	%rax, (%rsp)
	call	free@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movl	$36, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC41(%rip), %rdi
	call	fwrite@PLT
	jmp	.L179
.L219:
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
	jmp	.L231
.L161:
	movq	%r15, %rax
	andl	$1, %r15d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r15, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L162
.L283:
	movq	8(%r15), %rbx
	jmp	.L158
.L169:
	movq	stderr(%rip), %rdi
	movq	%r12, %rcx
	movq	%r13, %rdx
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC16(%rip), %rsi
	call	fprintf@PLT
	jmp	.L165
.L238:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC21(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L179
	.cfi_endproc
.LFE46:
	.size	main, .-main
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC38
	.quad	.LC39
	.quad	.LC36
	.section	.rodata.str1.1
.LC58:
	.string	"p50"
.LC59:
	.string	"p90"
.LC60:
	.string	"p99"
.LC61:
	.string	"p99.9"
.LC62:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 40
PCT_LABEL:
	.quad	.LC58
	.quad	.LC59
	.quad	.LC60
	.quad	.LC61
	.quad	.LC62
	.section	.rodata.str1.1
.LC63:
	.string	"p999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 40
PCT_NAME:
	.quad	.LC58
	.quad	.LC59
	.quad	.LC60
	.quad	.LC63
	.quad	.LC62
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
.LC1:
	.long	0
	.long	1071644672
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC6:
	.quad	100000
	.quad	200000
	.align 16
.LC7:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC8:
	.quad	200000
	.quad	1000000
	.section	.rodata.cst8
	.align 8
.LC12:
	.long	0
	.long	1101206224
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
