	.file	"bench.c"
	.text
	.p2align 4
	.type	draw_u01, @function
draw_u01:
.LFB35:
	.cfi_startproc
	movq	%rdi, %rax
	movq	%rdx, %rcx
	pxor	%xmm0, %xmm0
	movabsq	$-4658895280553007687, %r8
	xorq	%rsi, %rax
	addq	$1, %rcx
	movabsq	$-7723592293110705685, %rsi
	movq	%rax, %rdi
	shrq	$30, %rdi
	xorq	%rax, %rdi
	imulq	%r8, %rdi
	movq	%rdi, %rdx
	shrq	$27, %rdx
	xorq	%rdi, %rdx
	imulq	%rsi, %rdx
	movq	%rdx, %rax
	shrq	$31, %rax
	xorq	%rdx, %rax
	movabsq	$-7046029254386353131, %rdx
	imulq	%rdx, %rcx
	addq	%rcx, %rax
	movq	%rax, %rdx
	shrq	$30, %rdx
	xorq	%rax, %rdx
	imulq	%r8, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	imulq	%rsi, %rax
	movq	%rax, %rdx
	shrq	$31, %rdx
	xorq	%rdx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm0
	mulsd	.LC0(%rip), %xmm0
	ret
	.cfi_endproc
.LFE35:
	.size	draw_u01, .-draw_u01
	.p2align 4
	.type	service_moments, @function
service_moments:
.LFB41:
	.cfi_startproc
	movq	(%rdi), %rax
	testq	%rax, %rax
	js	.L4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5:
	movl	8(%rdi), %eax
	movq	32(%rdi), %rcx
	movsd	24(%rdi), %xmm1
	movsd	%xmm0, (%rsi)
	movq	$0x000000000, (%rdx)
	cmpl	$1, %eax
	je	.L11
	cmpl	$3, %eax
	je	.L12
	cmpl	$2, %eax
	je	.L13
	ret
	.p2align 4,,10
	.p2align 3
.L12:
	movsd	16(%rdi), %xmm0
	mulsd	%xmm0, %xmm0
	movsd	%xmm0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L4:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5
	.p2align 4,,10
	.p2align 3
.L11:
	movq	.LC2(%rip), %rax
	movq	%rax, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L13:
	testq	%rcx, %rcx
	js	.L9
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rcx, %xmm4
.L10:
	movsd	.LC2(%rip), %xmm5
	movapd	%xmm5, %xmm2
	subsd	%xmm1, %xmm2
	mulsd	%xmm4, %xmm1
	mulsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm3
	addsd	%xmm1, %xmm3
	mulsd	%xmm0, %xmm2
	mulsd	%xmm4, %xmm1
	movsd	%xmm3, (%rsi)
	mulsd	%xmm3, %xmm3
	addsd	%xmm1, %xmm2
	divsd	%xmm3, %xmm2
	subsd	%xmm5, %xmm2
	movsd	%xmm2, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L9:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm4, %xmm4
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L10
	.cfi_endproc
.LFE41:
	.size	service_moments, .-service_moments
	.p2align 4
	.type	serve_stalls, @function
serve_stalls:
.LFB58:
	.cfi_startproc
	movq	%rcx, %r11
	movq	(%rdi), %rcx
	movq	%rsi, %r10
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdx, %rsi
	movq	8(%rdi), %rbx
	cmpq	%rcx, %r10
	jb	.L15
	movq	%r10, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r9
	movq	%r9, %rdx
	imulq	%rax, %rdx
	leaq	1(%rbx,%rax), %rbx
	addq	%rcx, %rdx
	leaq	(%rdx,%r8), %rax
	leaq	(%r9,%rdx), %rcx
	addq	%rax, %r11
	cmpq	%rax, %r10
	cmovb	%r11, %rsi
.L15:
	cmpq	%rsi, %rcx
	jnb	.L17
	movq	%rsi, %rax
	movq	%r9, %r10
	xorl	%edx, %edx
	subq	%rcx, %rax
	subq	%r8, %r10
	divq	%r10
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	imulq	%rax, %r9
	addq	%rax, %rbx
	imulq	%rax, %r8
	addq	%r9, %rcx
	addq	%r8, %rsi
.L17:
	movq	%rbx, 8(%rdi)
	movq	%rsi, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	movq	%rcx, (%rdi)
	ret
	.cfi_endproc
.LFE58:
	.size	serve_stalls, .-serve_stalls
	.p2align 4
	.type	mean_interval, @function
mean_interval:
.LFB74:
	.cfi_startproc
	movq	%rdx, %rcx
	movq	$-1, %rdx
	cmpq	%rcx, %rsi
	jb	.L19
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rdi, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
.L19:
	movq	%rdx, %rax
	ret
	.cfi_endproc
.LFE74:
	.size	mean_interval, .-mean_interval
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB76:
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
.LFE76:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB77:
	.cfi_startproc
	movq	(%rdi), %r8
	movq	8(%rdi), %rdx
	movq	8(%rsi), %rcx
	movq	(%rsi), %rdi
	movq	%rcx, %rax
	cmpq	%r8, %rdi
	sbbq	%rdx, %rax
	setc	%al
	cmpq	%rdi, %r8
	sbbq	%rcx, %rdx
	movzbl	%al, %eax
	sbbl	$0, %eax
	ret
	.cfi_endproc
.LFE77:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	nth_smallest, @function
nth_smallest:
.LFB81:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movq	%rdi, %r11
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	leaq	-1(%rsi), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	xorl	%ebx, %ebx
	testq	%rbp, %rbp
	jle	.L55
.L27:
	movq	%rbp, %rax
	movq	(%r11,%rbx,8), %rdx
	subq	%rbx, %rax
	sarq	%rax
	addq	%rbx, %rax
	movq	(%r11,%rax,8), %rcx
	movq	(%r11,%rbp,8), %rax
	cmpq	%rcx, %rdx
	jnb	.L29
	cmpq	%rax, %rdx
	cmovb	%rax, %rdx
	cmpq	%rax, %rcx
	cmovnb	%rdx, %rcx
.L30:
	movq	%rbp, %rdx
	movq	%rbx, %rsi
.L31:
	cmpq	%rdx, %rsi
	jg	.L36
	leaq	0(,%rsi,8), %rax
	leaq	0(,%rdx,8), %r13
	leaq	(%r11,%rax), %r10
	leaq	(%r11,%r13), %r9
	movq	(%r10), %rdi
	movq	(%r9), %r8
	leaq	8(%r11,%rax), %rax
	cmpq	%rcx, %rdi
	jnb	.L56
	.p2align 4,,10
	.p2align 3
.L32:
	movq	%rax, %r10
	movq	(%rax), %rdi
	addq	$8, %rax
	addq	$1, %rsi
	cmpq	%rcx, %rdi
	jb	.L32
	cmpq	%r8, %rcx
	jnb	.L33
.L41:
	leaq	-8(%r11,%r13), %rax
	.p2align 4,,10
	.p2align 3
.L34:
	movq	%rax, %r9
	movq	(%rax), %r8
	subq	$8, %rax
	subq	$1, %rdx
	cmpq	%r8, %rcx
	jb	.L34
.L33:
	cmpq	%rdx, %rsi
	jle	.L42
.L36:
	cmpq	%r12, %rdx
	jge	.L45
	cmpq	%r12, %rsi
	jg	.L55
	movq	%rsi, %rbx
.L39:
	cmpq	%rbp, %rbx
	jl	.L27
.L55:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 32
	movq	(%r11,%r12,8), %rax
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L56:
	.cfi_restore_state
	cmpq	%r8, %rcx
	jb	.L41
.L42:
	movq	%r8, (%r10)
	addq	$1, %rsi
	subq	$1, %rdx
	movq	%rdi, (%r9)
	jmp	.L31
.L29:
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
	cmpq	%rax, %rdx
	cmovb	%rdx, %rcx
	jmp	.L30
.L45:
	movq	%rdx, %rbp
	jmp	.L39
	.cfi_endproc
.LFE81:
	.size	nth_smallest, .-nth_smallest
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB104:
	.cfi_startproc
	movq	48(%rdi), %r9
	movq	64(%rdi), %r10
	movq	%rdx, %r11
	movq	56(%rdi), %r8
	testq	%r9, %r9
	je	.L66
	leaq	(%r10,%r9), %rdi
	jmp	.L59
	.p2align 4,,10
	.p2align 3
.L67:
	testq	%r8, %r8
	je	.L66
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%r8
	addq	$1, %rax
	imulq	%r8, %rax
	leaq	(%rax,%r10), %rcx
	cmpq	%rcx, %rsi
	jb	.L63
.L68:
	leaq	(%rcx,%r9), %rsi
.L59:
	cmpq	%rdi, %rsi
	jnb	.L67
	movq	%r10, %rcx
	cmpq	%rcx, %rsi
	jnb	.L68
.L63:
	leaq	(%r11,%rsi), %rax
	cmpq	%rax, %rcx
	jnb	.L57
	leaq	(%rax,%r9), %rdi
	testq	%r8, %r8
	je	.L65
	movq	%r8, %rsi
	subq	$1, %rax
	xorl	%edx, %edx
	subq	%r9, %rsi
	subq	%rcx, %rax
	divq	%rsi
	imulq	%rax, %r8
	imulq	%rax, %rsi
	leaq	(%r8,%rdi), %rdx
	movq	%rdx, %rax
	subq	%rsi, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L66:
	leaq	(%r11,%rsi), %rax
	ret
.L65:
	movq	%rdi, %rax
.L57:
	ret
	.cfi_endproc
.LFE104:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	runs_of, @function
runs_of:
.LFB134:
	.cfi_startproc
	testq	%rdx, %rdx
	je	.L75
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	.p2align 4,,10
	.p2align 3
.L74:
	movq	%rdx, %rcx
	leaq	(%rdi,%r10,8), %r9
	movl	$1, %eax
	subq	%r10, %rcx
	movq	(%r9), %r8
	cmpq	$1, %rcx
	jne	.L71
	jmp	.L72
	.p2align 4,,10
	.p2align 3
.L73:
	addq	$1, %rax
	cmpq	%rax, %rcx
	je	.L72
.L71:
	cmpq	%r8, (%r9,%rax,8)
	je	.L73
	movq	%rax, %rcx
.L72:
	movq	%r8, (%rdi,%r11,8)
	addq	%rcx, %r10
	addq	$1, %r11
	movq	%rcx, -8(%rsi,%r11,8)
	cmpq	%rdx, %r10
	jb	.L74
	movq	%r11, %rax
	ret
.L75:
	xorl	%r11d, %r11d
	movq	%r11, %rax
	ret
	.cfi_endproc
.LFE134:
	.size	runs_of, .-runs_of
	.p2align 4
	.type	select_windows, @function
select_windows:
.LFB136:
	.cfi_startproc
	movl	$0, 320(%rdi)
	xorl	%edx, %edx
	jmp	.L91
	.p2align 4,,10
	.p2align 3
.L97:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L96
.L91:
	movl	296(%rdi,%rdx,4), %eax
	testl	%eax, %eax
	jne	.L97
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
.L93:
	movl	%edx, 348(%rdi,%rdx,4)
	movl	320(%rdi), %r10d
	movl	%edx, %ebx
	testl	%r10d, %r10d
	jle	.L98
	leaq	324(%rdi), %rax
	movslq	%r10d, %r11
	movq	224(%rdi,%rdx,8), %r9
	leaq	(%rax,%r11,4), %r8
	jmp	.L84
	.p2align 4,,10
	.p2align 3
.L83:
	addq	$4, %rax
	cmpq	%r8, %rax
	je	.L99
.L84:
	movslq	(%rax), %rcx
	cmpq	%r9, 224(%rdi,%rcx,8)
	jne	.L83
	movl	272(%rdi,%rdx,4), %r14d
	cmpl	%r14d, 272(%rdi,%rcx,4)
	jne	.L83
	addq	$4, %rax
	movl	%ecx, 348(%rdi,%rdx,4)
	cmpq	%r8, %rax
	jne	.L84
	.p2align 4,,10
	.p2align 3
.L99:
	cmpl	%edx, 348(%rdi,%rdx,4)
	je	.L85
.L81:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L100
.L87:
	movl	296(%rdi,%rdx,4), %ecx
	testl	%ecx, %ecx
	je	.L93
	addq	$1, %rdx
	cmpq	$6, %rdx
	jne	.L87
.L100:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L98:
	.cfi_restore_state
	movslq	%r10d, %r11
.L85:
	addl	$1, %r10d
	movl	%r10d, 320(%rdi)
	movl	%ebx, 324(%rdi,%r11,4)
	jmp	.L81
	.p2align 4,,10
	.p2align 3
.L96:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 14
	ret
	.cfi_endproc
.LFE136:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	walker_hand, @function
walker_hand:
.LFB151:
	.cfi_startproc
	movq	%rsi, 184(%rdi)
	movq	%rcx, 192(%rdi)
	movdqu	184(%rdi), %xmm0
	movq	$0, 200(%rdi)
	movq	%rdx, 208(%rdi)
	movdqu	200(%rdi), %xmm1
	movups	%xmm0, 88(%rdi)
	movups	%xmm1, 104(%rdi)
	ret
	.cfi_endproc
.LFE151:
	.size	walker_hand, .-walker_hand
	.p2align 4
	.type	general_totals, @function
general_totals:
.LFB154:
	.cfi_startproc
	movq	160(%rdi), %rax
	movq	%rax, (%rdx)
	movq	152(%rdi), %rax
	movq	%rax, (%rcx)
	movq	32(%rdi), %rax
	movq	%rax, (%r8)
	ret
	.cfi_endproc
.LFE154:
	.size	general_totals, .-general_totals
	.globl	__udivti3
	.p2align 4
	.type	ref_mean_interval, @function
ref_mean_interval:
.LFB159:
	.cfi_startproc
	movq	%rdx, %rcx
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rcx
	subq	%rdx, %rsi
	je	.L107
	movq	%rdi, %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	mulq	%rcx
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	movq	%rdx, %rax
	movq	%rsi, %rdx
	movq	%rax, %rsi
	call	__udivti3@PLT
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L107:
	movq	$-1, %rax
	ret
	.cfi_endproc
.LFE159:
	.size	ref_mean_interval, .-ref_mean_interval
	.globl	__divti3
	.p2align 4
	.type	batch_add, @function
batch_add:
.LFB173:
	.cfi_startproc
	testq	%rdx, %rdx
	je	.L122
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
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	movq	536(%rdi), %rax
	movq	528(%rdi), %rbx
	movupd	256(%rdi), %xmm1
	movq	%rax, 24(%rsp)
	movq	%rbx, %rax
	leaq	(%rdx,%rbx), %rbp
	negq	%rax
	leaq	(%rsi,%rax,8), %r14
	jmp	.L116
	.p2align 4,,10
	.p2align 3
.L126:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L115:
	xorl	%r13d, %r13d
	movq	%rbx, %rax
	xorl	%ecx, %ecx
	movaps	%xmm1, (%rsp)
	movq	%r13, %rdx
	salq	$5, %rax
	movsd	%xmm0, 16(%rsp)
	shldq	$5, %rbx, %rdx
	movq	%rax, %rdi
	addq	$1, %rbx
	movq	%rdx, %rsi
	movq	24(%rsp), %rdx
	call	__udivti3@PLT
	movsd	16(%rsp), %xmm0
	movapd	(%rsp), %xmm1
	cltq
	leaq	(%r15,%rax,8), %rax
	movsd	(%rax), %xmm2
	addq	$1, 272(%rax)
	addsd	%xmm0, %xmm2
	movsd	%xmm2, (%rax)
	movapd	%xmm0, %xmm2
	mulsd	%xmm0, %xmm2
	movq	%rbx, 528(%r15)
	unpcklpd	%xmm2, %xmm0
	addpd	%xmm0, %xmm1
	cmpq	%rbp, %rbx
	je	.L125
.L116:
	movq	(%r14,%rbx,8), %rax
	testq	%rax, %rax
	jns	.L126
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L115
	.p2align 4,,10
	.p2align 3
.L125:
	movups	%xmm1, 256(%r15)
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
	.p2align 4,,10
	.p2align 3
.L122:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE173:
	.size	batch_add, .-batch_add
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB182:
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
.LFE182:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	omissions_on, @function
omissions_on:
.LFB198:
	.cfi_startproc
	cmpq	$0, 224(%rdi)
	movl	$1, %eax
	jne	.L128
	cmpl	$0, 232(%rdi)
	je	.L134
.L128:
	ret
.L134:
	cmpq	$0, 256(%rdi)
	jne	.L128
	cmpl	$0, 280(%rdi)
	jne	.L128
	xorl	%eax, %eax
	cmpq	$0, 288(%rdi)
	setne	%al
	ret
	.cfi_endproc
.LFE198:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	heap_pop, @function
heap_pop:
.LFB210:
	.cfi_startproc
	movq	8(%rdi), %rax
	movq	(%rdi), %r10
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	-1(%rax), %rsi
	movq	(%r10), %rbx
	movq	%rsi, 8(%rdi)
	movq	(%r10,%rsi,8), %r11
	cmpq	$1, %rsi
	jbe	.L140
	movl	$1, %edx
	xorl	%r9d, %r9d
	jmp	.L138
	.p2align 4,,10
	.p2align 3
.L148:
	salq	$4, %r8
	movq	(%r10,%r8), %r8
	cmpq	%rcx, %r8
	jnb	.L142
	movq	%r8, %rcx
	cmpq	%r11, %rcx
	jnb	.L136
.L149:
	movq	%rcx, (%r10,%r9,8)
	movq	8(%rdi), %rsi
	leaq	1(%rax,%rax), %rdx
	movq	%rax, %r9
	cmpq	%rsi, %rdx
	jnb	.L136
.L138:
	leaq	1(%r9), %r8
	movq	(%r10,%rdx,8), %rcx
	leaq	(%r8,%r8), %rax
	cmpq	%rsi, %rax
	jb	.L148
.L142:
	movq	%rdx, %rax
	cmpq	%r11, %rcx
	jb	.L149
.L136:
	testq	%rsi, %rsi
	je	.L135
	movq	%r11, (%r10,%r9,8)
.L135:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L140:
	.cfi_restore_state
	xorl	%r9d, %r9d
	jmp	.L136
	.cfi_endproc
.LFE210:
	.size	heap_pop, .-heap_pop
	.p2align 4
	.type	trace_runtime_ns, @function
trace_runtime_ns:
.LFB232:
	.cfi_startproc
	movq	24(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L153
	movq	(%rdi), %r8
	movq	8(%rdi), %rdi
	xorl	%eax, %eax
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L152:
	movq	(%rdi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rcx
	cmovb	%rdx, %rcx
	addq	$1, %rax
	cmpq	%rsi, %rax
	jne	.L152
.L150:
	movq	%rcx, %rax
	ret
.L153:
	xorl	%ecx, %ecx
	jmp	.L150
	.cfi_endproc
.LFE232:
	.size	trace_runtime_ns, .-trace_runtime_ns
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB259:
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
.LFE259:
	.size	cmp_vc, .-cmp_vc
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC3:
	.string	"--help"
.LC4:
	.string	"--service"
	.text
	.p2align 4
	.type	was_given, @function
was_given:
.LFB317:
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
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	cmpb	$45, (%rsi)
	jne	.L164
	cmpb	$104, 1(%rsi)
	je	.L166
.L164:
	leaq	.LC4(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
.L158:
	leaq	48+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L161
	.p2align 4,,10
	.p2align 3
.L159:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L163
	movq	0(%r13), %rsi
	movq	%r12, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L161:
	testl	%eax, %eax
	jne	.L159
	movabsq	$-6148914691236517205, %rdx
	movslq	%ebx, %rbx
	leaq	(%rbx,%rbx,2), %rax
	imulq	%rdx, %rax
	cmpb	$0, 524(%rbp,%rax)
	setne	%al
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	movzbl	%al, %eax
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L166:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	jne	.L164
	movl	$-1, %eax
	leaq	.LC3(%rip), %r12
	jmp	.L158
	.p2align 4,,10
	.p2align 3
.L163:
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
	.cfi_endproc
.LFE317:
	.size	was_given, .-was_given
	.section	.rodata.str1.1
.LC5:
	.string	"n"
.LC6:
	.string	"set"
.LC7:
	.string	"%-*s %9s"
.LC8:
	.string	" %11s"
.LC9:
	.string	"slow %"
.LC10:
	.string	"slow"
.LC11:
	.string	" %8s %8s"
	.text
	.p2align 4
	.type	print_header_w, @function
print_header_w:
.LFB252:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movl	%edi, %esi
	leaq	.LC5(%rip), %rcx
	xorl	%eax, %eax
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	leaq	.LC6(%rip), %rdx
	leaq	.LC7(%rip), %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	leaq	PCT_LABEL(%rip), %rbx
	leaq	.LC8(%rip), %rbp
	leaq	48(%rbx), %r12
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L168:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L168
	popq	%rbx
	.cfi_def_cfa_offset 24
	leaq	.LC9(%rip), %rdx
	popq	%rbp
	.cfi_def_cfa_offset 16
	xorl	%eax, %eax
	leaq	.LC10(%rip), %rsi
	leaq	.LC11(%rip), %rdi
	popq	%r12
	.cfi_def_cfa_offset 8
	jmp	printf@PLT
	.cfi_endproc
.LFE252:
	.size	print_header_w, .-print_header_w
	.p2align 4
	.type	guesses_free, @function
guesses_free:
.LFB128:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rdx, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rsi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rcx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	leaq	768(%rdi), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	leaq	96(%rdi), %rbx
	.p2align 4,,10
	.p2align 3
.L172:
	movq	(%rbx), %rdi
	addq	$112, %rbx
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, -112(%rbx)
	movups	%xmm0, -152(%rbx)
	cmpq	%rbp, %rbx
	jne	.L172
	movl	(%r12), %eax
	testl	%eax, %eax
	jne	.L176
.L173:
	movq	$0, (%r14)
	movq	$0, 0(%r13)
	movl	$0, (%r12)
	popq	%rbx
	.cfi_remember_state
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
.L176:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	free@PLT
	movq	(%r14), %rdi
	call	free@PLT
	jmp	.L173
	.cfi_endproc
.LFE128:
	.size	guesses_free, .-guesses_free
	.p2align 4
	.type	cqr_free, @function
cqr_free:
.LFB140:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	520(%rdi), %rdi
	call	free@PLT
	movq	528(%rbx), %rdi
	call	free@PLT
	movq	504(%rbx), %rdi
	call	free@PLT
	movq	512(%rbx), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	leaq	1224(%rbx), %rcx
	leaq	1216(%rbx), %rdx
	movups	%xmm0, 504(%rbx)
	leaq	1208(%rbx), %rsi
	leaq	536(%rbx), %rdi
	movups	%xmm0, 520(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	jmp	guesses_free
	.cfi_endproc
.LFE140:
	.size	cqr_free, .-cqr_free
	.p2align 4
	.type	ref_walker_end, @function
ref_walker_end:
.LFB157:
	.cfi_startproc
	movq	216(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE157:
	.size	ref_walker_end, .-ref_walker_end
	.p2align 4
	.type	general_end, @function
general_end:
.LFB153:
	.cfi_startproc
	movq	120(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE153:
	.size	general_end, .-general_end
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB188:
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
	movq	48(%rbx), %rdi
	call	free@PLT
	movq	72(%rbx), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 8
	jmp	free@PLT
	.cfi_endproc
.LFE188:
	.size	buffers_free, .-buffers_free
	.p2align 4
	.type	shared_due_slots_free, @function
shared_due_slots_free:
.LFB164:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	leaq	240(%rdi), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	leaq	216(%rdi), %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 32
.L184:
	movq	(%rbx), %rdi
	addq	$8, %rbx
	call	free@PLT
	movq	40(%rbx), %rdi
	call	free@PLT
	cmpq	%rbp, %rbx
	jne	.L184
	addq	$8, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE164:
	.size	shared_due_slots_free, .-shared_due_slots_free
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB276:
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
	popq	%rbx
	.cfi_def_cfa_offset 8
	jmp	free@PLT
	.cfi_endproc
.LFE276:
	.size	stall_window_free, .-stall_window_free
	.section	.rodata.str1.1
.LC12:
	.string	" (negative)"
.LC13:
	.string	""
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC14:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC15:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC16:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC17:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC18:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC19:
	.string	"a digit must follow the point"
.LC20:
	.string	"'%s' is not a time: %s"
.LC21:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC22:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC23:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC24:
	.string	"'%s' is not a whole number of nanoseconds: %s"
	.text
	.p2align 4
	.type	parse_time, @function
parse_time:
.LFB21:
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
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movzbl	(%rdi), %eax
	movl	%esi, 44(%rsp)
	leal	-48(%rax), %ebx
	movq	%rdx, 32(%rsp)
	movq	%rcx, 8(%rsp)
	movq	%r8, 16(%rsp)
	cmpb	$9, %bl
	ja	.L190
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L191
	.p2align 4,,10
	.p2align 3
.L200:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L196
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L196
.L191:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L200
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L228
.L201:
	movq	$0, 24(%rsp)
	leaq	units.12(%rip), %r12
.L206:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L205
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L205:
	addq	$16, %r12
	leaq	64+units.12(%rip), %rax
	cmpq	%r12, %rax
	jne	.L206
	testb	%bpl, %bpl
	je	.L207
	cmpq	$0, 24(%rsp)
	je	.L229
	movq	24(%rsp), %rax
.L227:
	imulq	%rax, %r14
.L210:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L230
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L196
.L211:
	movq	32(%rsp), %rax
	movq	%rcx, (%rax)
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
.L196:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC17(%rip), %r8
	leaq	.LC18(%rip), %rdx
	call	snprintf@PLT
.L193:
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
.L207:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L216
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L211
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L227
	leaq	.LC15(%rip), %r8
.L208:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC20(%rip), %rdx
	call	snprintf@PLT
	jmp	.L193
	.p2align 4,,10
	.p2align 3
.L228:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L231
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L203:
	addq	$1, %rsi
	leal	-48(%rbp), %edx
	leaq	(%r14,%r14,4), %rcx
	movzbl	(%rsi), %ebp
	movsbq	%dl, %rdx
	leaq	0(%r13,%r13,4), %r10
	leaq	(%rdx,%rcx,2), %r14
	leaq	(%r10,%r10), %r13
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L232
	cmpq	%rsi, %rax
	jne	.L203
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC21(%rip), %r8
	leaq	.LC22(%rip), %rdx
	call	snprintf@PLT
	jmp	.L193
.L216:
	movq	$1, 24(%rsp)
	jmp	.L210
.L232:
	movq	%rsi, %rcx
	jmp	.L201
.L190:
	cmpb	$45, %al
	leaq	.LC13(%rip), %r8
	movq	%rdi, %rcx
	movq	16(%rsp), %rsi
	leaq	.LC12(%rip), %rax
	movq	8(%rsp), %rdi
	leaq	.LC16(%rip), %rdx
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L193
.L229:
	leaq	.LC14(%rip), %r8
	jmp	.L208
.L230:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC23(%rip), %r8
	leaq	.LC24(%rip), %rdx
	call	snprintf@PLT
	jmp	.L193
.L231:
	leaq	.LC19(%rip), %r8
	jmp	.L208
	.cfi_endproc
.LFE21:
	.size	parse_time, .-parse_time
	.section	.rodata.str1.1
.LC25:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB282:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L238
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	leaq	.LC25(%rip), %r13
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
.L235:
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
	jb	.L235
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
.L238:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE282:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC26:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB73:
	.cfi_startproc
	movq	(%rdi), %rax
	leaq	8(%rdi), %r9
	leaq	(%rdi,%rsi,8), %r10
	xorl	%edi, %edi
	jmp	.L242
	.p2align 4,,10
	.p2align 3
.L244:
	cmpq	%r9, %r10
	je	.L253
.L247:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L243
.L242:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L244
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L244
	cmpq	%rsi, %r8
	jne	.L245
	jmp	.L243
	.p2align 4,,10
	.p2align 3
.L246:
	cmpq	%rsi, %r8
	je	.L243
.L245:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L246
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L247
.L253:
	movq	%rsi, %rax
	ret
.L243:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC26(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE73:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	trace_add, @function
trace_add:
.LFB204:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %r15
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
	movq	%rcx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 64
	movq	24(%rdi), %rdx
	movq	(%rdi), %rdi
	cmpq	32(%rbx), %rdx
	je	.L255
	movq	16(%rbx), %rax
.L256:
	movq	%r13, (%rdi,%rdx,8)
	movq	8(%rbx), %rdx
	movq	24(%rbx), %rcx
	movq	%r15, (%rdx,%rcx,8)
	movq	24(%rbx), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 24(%rbx)
	movq	%r12, (%rax,%rdx,8)
	xorl	%eax, %eax
.L254:
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
.L255:
	.cfi_restore_state
	leaq	(%rdx,%rdx), %rbp
	movl	$64, %eax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	leaq	0(,%rbp,8), %r14
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L259
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L259
	movq	%rax, 8(%rbx)
	movq	16(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L259
	movq	24(%rbx), %rdx
	movq	(%rbx), %rdi
	movq	%rax, 16(%rbx)
	movq	%rbp, 32(%rbx)
	jmp	.L256
.L259:
	movl	$-1, %eax
	jmp	.L254
	.cfi_endproc
.LFE204:
	.size	trace_add, .-trace_add
	.p2align 4
	.type	uheap_push, @function
uheap_push:
.LFB226:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	movq	%rdi, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 32
	movq	8(%rdi), %rdx
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rdx
	je	.L286
.L268:
	leaq	1(%rdx), %rax
	movq	%rax, 8(%rbx)
	testq	%rdx, %rdx
	je	.L273
	movq	32(%rsp), %rsi
	movq	40(%rsp), %r8
	.p2align 4,,10
	.p2align 3
.L272:
	leaq	-1(%rdx), %rax
	movq	%rdx, %rcx
	movq	%rax, %rdx
	andq	$-2, %rax
	shrq	%rdx
	addq	%rdx, %rax
	leaq	(%rdi,%rax,8), %rax
	cmpq	(%rax), %rsi
	je	.L274
	jnb	.L287
.L275:
	movdqu	(%rax), %xmm0
	leaq	(%rcx,%rcx,2), %rcx
	leaq	(%rdi,%rcx,8), %rcx
	movups	%xmm0, (%rcx)
	movq	16(%rax), %rax
	movq	%rax, 16(%rcx)
	testq	%rdx, %rdx
	jne	.L272
.L273:
	movq	48(%rsp), %rax
	movdqu	32(%rsp), %xmm1
	movq	%rax, 16(%rdi)
	xorl	%eax, %eax
	movups	%xmm1, (%rdi)
.L267:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L274:
	.cfi_restore_state
	cmpq	8(%rax), %r8
	jb	.L275
.L287:
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rdi,%rax,8), %rdi
	jmp	.L273
	.p2align 4,,10
	.p2align 3
.L286:
	testq	%rdx, %rdx
	jne	.L288
	movl	$1536, %esi
	movl	$64, %ebp
.L269:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L277
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdx
	movq	%rbp, 16(%rbx)
	jmp	.L268
	.p2align 4,,10
	.p2align 3
.L288:
	leaq	(%rdx,%rdx), %rbp
	leaq	0(%rbp,%rdx), %rsi
	salq	$4, %rsi
	jmp	.L269
.L277:
	orl	$-1, %eax
	jmp	.L267
	.cfi_endproc
.LFE226:
	.size	uheap_push, .-uheap_push
	.p2align 4
	.type	table_push, @function
table_push:
.LFB256:
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
	je	.L290
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L306
.L290:
	cmpq	16(%rbx), %rsi
	je	.L292
	movq	(%rbx), %rax
.L293:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L291:
	xorl	%eax, %eax
.L289:
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
.L292:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L298
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L297
	salq	$5, %rsi
.L294:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L297
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L293
	.p2align 4,,10
	.p2align 3
.L306:
	addq	%rbp, 8(%rax)
	jmp	.L291
	.p2align 4,,10
	.p2align 3
.L298:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L294
.L297:
	movl	$-1, %eax
	jmp	.L289
	.cfi_endproc
.LFE256:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB257:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L317
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
	jmp	.L310
	.p2align 4,,10
	.p2align 3
.L321:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L320
.L310:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L321
	orl	$-1, %eax
.L307:
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
.L320:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L307
.L317:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE257:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB258:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L331
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
	jmp	.L325
	.p2align 4,,10
	.p2align 3
.L327:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L334
.L325:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L327
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L327
	orl	$-1, %eax
	jmp	.L322
	.p2align 4,,10
	.p2align 3
.L334:
	xorl	%eax, %eax
.L322:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L331:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE258:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB84:
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
.LFE84:
	.size	dist_free, .-dist_free
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB82:
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
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	192(%rsp), %rax
	movq	%r9, 96(%rsp)
	movups	%xmm0, (%rax)
	movups	%xmm0, 16(%rax)
	movups	%xmm0, 32(%rax)
	movups	%xmm0, 48(%rax)
	movups	%xmm0, 64(%rax)
	testq	%rsi, %rsi
	je	.L338
	leaq	(%rdi,%rsi,8), %r15
	movq	%rdx, %rbp
	xorl	%eax, %eax
	xorl	%edx, %edx
	movq	%r15, 80(%rsp)
	movq	%rcx, %r11
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	%rdi, 64(%rsp)
	xorl	%ebx, %ebx
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	movq	%rsi, 88(%rsp)
	movq	%rax, %r14
	movq	%rdx, %r15
	movl	%r8d, 104(%rsp)
	jmp	.L342
	.p2align 4,,10
	.p2align 3
.L377:
	addq	$1, %r12
	movq	%rsi, 16(%rsp)
	movq	$0, 24(%rsp)
	adcq	$0, %r13
	addq	16(%rsp), %rcx
	movq	$0, 40(%rsp)
	adcq	24(%rsp), %rbx
	xorl	%eax, %eax
	cmpq	%rsi, %r11
	setnb	%al
	movq	%rax, 32(%rsp)
	addq	32(%rsp), %r14
	adcq	40(%rsp), %r15
.L340:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L376
.L342:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L377
	movq	$0, 8(%rsp)
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%rbp
	movq	%rax, (%rsp)
	movq	%rdx, %r8
	addq	(%rsp), %r12
	movq	%rax, %r10
	adcq	8(%rsp), %r13
	mulq	%rdx
	addq	%rax, %rcx
	movq	%rsi, %rax
	adcq	%rdx, %rbx
	subq	%r8, %rax
	addq	$1, %r10
	mulq	%r10
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	addq	%rax, %rcx
	adcq	%rdx, %rbx
	cmpq	%rsi, %r11
	jnb	.L378
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L340
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L340
.L378:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L340
.L338:
	xorl	%eax, %eax
.L337:
	addq	$136, %rsp
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
.L376:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L358
	movq	192(%rsp), %rax
	movq	%r12, %r15
	xorl	%r13d, %r13d
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	movq	%r12, (%rax)
	movq	%rcx, 64(%rax)
	movq	%rbx, 72(%rax)
	movq	%r12, %rax
	movq	%r9, %r12
	subq	%rsi, %rax
	movq	192(%rsp), %rsi
	movq	%rax, 56(%rsi)
	testl	%r8d, %r8d
	je	.L379
.L345:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L357
	.p2align 4,,10
	.p2align 3
.L346:
	movq	-8(%r10,%r8,8), %rax
.L349:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L338
	movq	(%rsi), %r8
.L357:
	movq	(%rsp), %rcx
	leaq	PCT_MILLI(%rip), %rsi
	movq	%r8, %rax
	movq	%r10, 32(%rsp)
	movq	%r8, 16(%rsp)
	mulq	(%rsi,%rcx)
	addq	64(%rsp), %rax
	adcq	72(%rsp), %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	movq	16(%rsp), %r8
	movq	32(%rsp), %r10
	testq	%rax, %rax
	cmove	%rdx, %rax
	cmpq	%r8, %rax
	cmovbe	%rax, %r8
	cmpq	%r8, 48(%rsp)
	movq	%r8, %rcx
	movq	%r8, %r9
	jnb	.L346
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	movq	80(%rsp), %rdi
	subq	%r12, %rcx
	movq	88(%rsp), %rsi
	movq	%rcx, %r11
	divq	%rbp
	subq	%rbx, %rdi
	xorl	%edx, %edx
	movq	%rax, %r8
	movq	%rcx, %rax
	divq	%rdi
	cmpq	$1, %rdx
	leaq	1(%rsi), %rdx
	sbbq	$-1, %rax
	movq	%rdx, %rsi
	cmpq	%rdx, %rax
	cmovnb	%rax, %rsi
	cmpq	%rsi, %r8
	jnb	.L380
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L348:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L350
	jmp	.L381
	.p2align 4,,10
	.p2align 3
.L353:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L382
.L350:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L353
.L375:
	movq	%rax, %rcx
.L352:
	movq	%rsi, %r11
	movq	%r9, %rdi
	xorl	%edx, %edx
	subq	%r12, %r11
	subq	%rbx, %rdi
	movq	%r11, %rax
	divq	%rdi
	cmpq	$1, %rdx
	leaq	1(%r8), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	cmpq	%rax, %rcx
	jnb	.L372
	movq	%rcx, %r8
	jmp	.L348
	.p2align 4,,10
	.p2align 3
.L382:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L352
	.p2align 4,,10
	.p2align 3
.L372:
	movq	%rax, %rsi
.L347:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L356
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L355:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L355
.L356:
	imulq	%rbp, %rsi
	movq	32(%rsp), %rdx
	movq	%r10, 104(%rsp)
	movq	%r8, 88(%rsp)
	subq	$1, %rdx
	movq	%rsi, 16(%rsp)
	movq	%rdi, %rsi
	movq	96(%rsp), %rdi
	call	nth_smallest
	movq	16(%rsp), %rsi
	movq	104(%rsp), %r10
	addq	%rsi, %rax
	jmp	.L349
.L381:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L375
.L379:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L345
.L380:
	movq	88(%rsp), %r8
	jmp	.L347
.L358:
	movl	$-2, %eax
	jmp	.L337
	.cfi_endproc
.LFE82:
	.size	corrected_summarise, .-corrected_summarise
	.p2align 4
	.type	ref_osummary, @function
ref_osummary:
.LFB215:
	.cfi_startproc
	leaq	8(%rcx), %r8
	pxor	%xmm0, %xmm0
	movups	%xmm0, 8(%rcx)
	movq	$0, 64(%r8)
	movups	%xmm0, 16(%r8)
	movups	%xmm0, 32(%r8)
	movups	%xmm0, 48(%r8)
	movq	%rsi, (%rcx)
	testq	%rsi, %rsi
	je	.L395
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %r9
	movq	%rdi, %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leaq	(%rdi,%rsi,8), %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	xorl	%edi, %edi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	xorl	%esi, %esi
	subq	$8, %rsp
	.cfi_def_cfa_offset 64
	movq	192(%rdx), %r14
	xorl	%edx, %edx
	.p2align 4,,10
	.p2align 3
.L385:
	movq	(%rax), %r12
	xorl	%r11d, %r11d
	addq	%r12, %rsi
	adcq	%r11, %rdi
	cmpq	%r12, %r14
	adcq	$0, %rdx
	addq	$8, %rax
	movq	%rdx, 56(%rcx)
	cmpq	%rax, %r13
	jne	.L385
	movq	%rsi, 64(%rcx)
	movq	%r8, %r14
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	movl	200(%r9), %eax
	movq	%rdi, 72(%rcx)
	leaq	PCT_MILLI(%rip), %r15
	testl	%eax, %eax
	je	.L398
	.p2align 4,,10
	.p2align 3
.L388:
	movq	%rbx, %rax
	mulq	(%r15)
	addq	%r12, %rax
	adcq	%r13, %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	testq	%rax, %rax
	cmove	%rdx, %rax
	cmpq	%rbx, %rax
	cmova	%rbx, %rax
	addq	$8, %r15
	addq	$8, %r14
	leaq	-1(%rax), %rdx
	call	nth_smallest
	movq	%rax, -8(%r14)
	leaq	48+PCT_MILLI(%rip), %rax
	cmpq	%r15, %rax
	jne	.L388
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
.L398:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L388
	.p2align 4,,10
	.p2align 3
.L395:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE215:
	.size	ref_osummary, .-ref_osummary
	.p2align 4
	.type	trace_free, @function
trace_free:
.LFB202:
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
	pxor	%xmm0, %xmm0
	movq	$0, 32(%rbx)
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE202:
	.size	trace_free, .-trace_free
	.p2align 4
	.type	stall_geom, @function
stall_geom:
.LFB94:
	.cfi_startproc
	movq	48(%rdi), %rax
	pxor	%xmm0, %xmm0
	movq	80(%rdi), %r8
	movq	%rsi, %rcx
	movq	136(%rdi), %r10
	movups	%xmm0, (%rsi)
	movups	%xmm0, 16(%rsi)
	movups	%xmm0, 32(%rsi)
	movups	%xmm0, 48(%rsi)
	testq	%rax, %rax
	je	.L404
	movq	48(%rdi), %rax
	movq	80(%rdi), %rsi
	xorl	%edx, %edx
	leaq	-1(%r10), %r9
	subq	(%rdi), %rsi
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$0, %rax
	xorl	%edx, %edx
	movq	%rax, (%rcx)
	movq	%rax, %rsi
	movq	64(%rdi), %rax
	divq	%r8
	movq	%rax, %r11
	cmpq	%rax, %r9
	jnb	.L407
.L404:
	xorl	%eax, %eax
	movq	%rax, 56(%rcx)
	ret
	.p2align 4,,10
	.p2align 3
.L407:
	movq	56(%rdi), %rax
	addq	$1, %rsi
	cmpq	%r8, %rax
	jnb	.L408
	xorl	%edi, %edi
	xorl	%eax, %eax
	movl	$1, %edx
.L405:
	movq	%rdx, 8(%rcx)
	movq	%r10, %rdx
	subq	%r11, %rdx
	movq	%rax, 40(%rcx)
	movq	%rsi, %rax
	cmpq	%rsi, %rdx
	movq	%r11, 16(%rcx)
	cmovbe	%rdx, %rax
	movq	%rsi, 24(%rcx)
	movq	$1, 48(%rcx)
	movq	%rax, 32(%rcx)
	addq	%rdi, %rax
	movq	%rax, 56(%rcx)
	ret
	.p2align 4,,10
	.p2align 3
.L408:
	xorl	%edx, %edx
	divq	%r8
	xorl	%edx, %edx
	movq	%rax, %rdi
	movq	%r9, %rax
	subq	%r11, %rax
	divq	%rdi
	imulq	%rax, %rdi
	leaq	1(%rax), %rdx
	addq	%rdi, %r11
	movq	%rax, %rdi
	imulq	%rsi, %rdi
	jmp	.L405
	.cfi_endproc
.LFE94:
	.size	stall_geom, .-stall_geom
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB102:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L431
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
.L412:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L411
	addq	%rbp, 56(%rbx)
.L411:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L412
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L419
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L410
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L434
.L415:
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
.L418:
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
	jnb	.L416
	.p2align 4,,10
	.p2align 3
.L417:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L417
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L416:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L418
.L410:
	xorl	%eax, %eax
.L409:
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
.L434:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L415
.L431:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L419:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L409
	.cfi_endproc
.LFE102:
	.size	lattice_summarise, .-lattice_summarise
	.section	.rodata.str1.1
.LC27:
	.string	"M/G/1"
.LC28:
	.string	"M/M/1"
.LC29:
	.string	"M/D/1"
	.text
	.p2align 4
	.type	theory_of, @function
theory_of:
.LFB193:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movq	$0, 48(%rsi)
	movups	%xmm0, (%rsi)
	movups	%xmm0, 16(%rsi)
	movups	%xmm0, 32(%rsi)
	cmpl	$1, 72(%rdi)
	je	.L436
.L444:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L436:
	cmpq	$0, 48(%rdi)
	jne	.L444
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	movq	%rsi, %r8
	leaq	24(%rsi), %rsi
	leaq	8(%rsp), %rdx
	call	service_moments
	movsd	24(%r8), %xmm3
	movsd	8(%rsp), %xmm0
	xorl	%eax, %eax
	movsd	.LC2(%rip), %xmm1
	movapd	%xmm3, %xmm2
	movapd	%xmm3, %xmm4
	mulsd	%xmm3, %xmm2
	addsd	%xmm1, %xmm0
	mulsd	%xmm2, %xmm0
	movsd	88(%rdi), %xmm2
	divsd	.LC30(%rip), %xmm2
	mulsd	%xmm2, %xmm4
	movsd	%xmm0, 32(%r8)
	comisd	%xmm1, %xmm4
	movapd	%xmm4, %xmm5
	unpcklpd	%xmm2, %xmm5
	movups	%xmm5, 8(%r8)
	jnb	.L435
	movl	8(%rdi), %edx
	leaq	.LC28(%rip), %rax
	cmpl	$1, %edx
	je	.L439
	testl	%edx, %edx
	leaq	.LC29(%rip), %rax
	leaq	.LC27(%rip), %rcx
	cmovne	%rcx, %rax
.L439:
	subsd	%xmm4, %xmm1
	movq	%rax, (%r8)
	xorl	%eax, %eax
	cmpl	$1, %edx
	mulsd	%xmm2, %xmm0
	sete	%al
	movl	%eax, 48(%r8)
	movl	$1, %eax
	addsd	%xmm1, %xmm1
	divsd	%xmm1, %xmm0
	addsd	%xmm3, %xmm0
	movsd	%xmm0, 40(%r8)
.L435:
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE193:
	.size	theory_of, .-theory_of
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB260:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
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
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	cmpq	$0, 8(%rdi)
	movq	$0, 32(%rsp)
	movaps	%xmm0, 16(%rsp)
	je	.L455
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L448:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L451
	jmp	.L454
	.p2align 4,,10
	.p2align 3
.L480:
	testb	%sil, %sil
	je	.L454
.L451:
	movq	8(%rdx), %rcx
	movq	(%rdx), %rsi
	movq	%r12, %rdi
	movq	24(%rdx), %rax
	imulq	%r15, %rcx
	addq	$1, %r15
	movq	%rax, %rdx
	subq	%rcx, %rsi
	call	table_push
	movq	0(%rbp), %rcx
	testl	%eax, %eax
	leaq	(%rcx,%rbx), %rdx
	sete	%sil
	cmpq	16(%rdx), %r15
	jb	.L480
.L454:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L453
	testb	%sil, %sil
	jne	.L448
.L453:
	testl	%eax, %eax
	je	.L455
.L450:
	movq	16(%rsp), %rdi
	movl	%eax, 12(%rsp)
	call	free@PLT
	movl	12(%rsp), %eax
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
.L455:
	.cfi_restore_state
	movq	24(%rsp), %rbp
	movq	16(%rsp), %rbx
	movl	$16, %edx
	xorl	%r12d, %r12d
	leaq	cmp_vc(%rip), %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	qsort@PLT
	xorl	%eax, %eax
	testq	%rbp, %rbp
	jne	.L456
	jmp	.L450
	.p2align 4,,10
	.p2align 3
.L481:
	cmpq	%rbp, %r12
	jnb	.L450
.L456:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L481
	jmp	.L450
	.cfi_endproc
.LFE260:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	theory_open_pct, @function
theory_open_pct:
.LFB194:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rsi, %rsi
	js	.L483
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L484:
	movq	.LC32(%rip), %xmm1
	xorpd	%xmm1, %xmm0
	divsd	.LC33(%rip), %xmm0
	call	log1p@PLT
	movq	.LC32(%rip), %xmm1
	xorpd	%xmm1, %xmm0
	movsd	.LC2(%rip), %xmm1
	subsd	8(%rbx), %xmm1
	mulsd	24(%rbx), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	divsd	%xmm1, %xmm0
	ret
	.p2align 4,,10
	.p2align 3
.L483:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L484
	.cfi_endproc
.LFE194:
	.size	theory_open_pct, .-theory_open_pct
	.p2align 4
	.type	guesses_init, @function
guesses_init:
.LFB127:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%r8, %rax
	movq	%rdi, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	salq	$4, %rax
	leaq	PCT_MILLI(%rip), %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%r8, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	leaq	48(%r14), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	xorl	%ebp, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r9, %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movq	%rax, 8(%rsp)
	leaq	0(,%r8,8), %rax
	movq	%rsi, 24(%rsp)
	movq	%rdx, 32(%rsp)
	movq	%rcx, 40(%rsp)
	movq	%rax, (%rsp)
	movl	$0, 20(%rsp)
	.p2align 4,,10
	.p2align 3
.L490:
	leaq	8(%r15), %rdi
	movq	%r15, %rcx
	movq	(%r14), %xmm0
	movq	%rbp, %rax
	andq	$-8, %rdi
	movq	%rbx, %xmm1
	movq	$0, (%r15)
	subq	%rdi, %rcx
	punpcklqdq	%xmm1, %xmm0
	movq	$0, 104(%r15)
	addl	$112, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	%r13, 64(%r15)
	movq	$-1, %rax
	movq	$-1, 8(%r15)
	movups	%xmm0, 80(%r15)
	testq	%rbx, %rbx
	je	.L487
	xorl	%edx, %edx
	divq	%rbx
	movq	%rax, 32(%r15)
	movq	%rdx, 40(%r15)
.L487:
	testq	%r13, %r13
	je	.L489
	movq	8(%rsp), %rdi
	call	malloc@PLT
	movq	%rax, 96(%r15)
	testq	%rax, %rax
	je	.L496
	movq	(%rsp), %rsi
	addq	%rsi, %rax
	movq	%rax, 104(%r15)
.L489:
	addq	$8, %r14
	addq	$112, %r15
	cmpq	%r14, %r12
	jne	.L490
	testq	%r13, %r13
	movq	40(%rsp), %rsi
	setne	%dl
	xorl	%eax, %eax
	cmpq	$0, 112(%rsp)
	sete	%al
	andl	%edx, %eax
	movl	%eax, (%rsi)
	testq	%r13, %r13
	je	.L491
	cmpq	$0, 112(%rsp)
	je	.L492
	movq	112(%rsp), %rax
	movq	24(%rsp), %rdx
	movl	20(%rsp), %ecx
	movq	(%rax), %rax
	movq	%rax, (%rdx)
	movq	112(%rsp), %rax
	movq	32(%rsp), %rdx
	movq	8(%rax), %rax
	movq	%rax, (%rdx)
	testl	%ecx, %ecx
	jne	.L495
.L493:
	movq	24(%rsp), %rsi
	cmpq	$0, (%rsi)
	sete	%r12b
	testq	%rax, %rax
	sete	%al
	orl	%eax, %r12d
	movzbl	%r12b, %r12d
	negl	%r12d
	movl	%r12d, 20(%rsp)
	jmp	.L486
	.p2align 4,,10
	.p2align 3
.L491:
	movq	24(%rsp), %rax
	movq	$0, (%rax)
	movq	32(%rsp), %rax
	movq	$0, (%rax)
.L486:
	movl	20(%rsp), %eax
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
.L492:
	.cfi_restore_state
	movq	(%rsp), %rbx
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	24(%rsp), %rdx
	movq	%rbx, %rdi
	movq	%rax, (%rdx)
	call	malloc@PLT
	movq	32(%rsp), %rsi
	movl	20(%rsp), %edx
	movq	%rax, (%rsi)
	testl	%edx, %edx
	je	.L493
.L495:
	movl	$-1, 20(%rsp)
	jmp	.L486
.L496:
	movl	$-1, 20(%rsp)
	jmp	.L489
	.cfi_endproc
.LFE127:
	.size	guesses_init, .-guesses_init
	.p2align 4
	.type	cqr_init, @function
cqr_init:
.LFB139:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	xorl	%eax, %eax
	movq	%r9, %r13
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rsi, %r12
	movq	%rdx, %rsi
	movl	%ecx, %edx
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%r8, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rdi, %rbx
	addq	$8, %rdi
	movq	%rbx, %rcx
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	movq	$0, 1216(%rdi)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$1232, %ecx
	shrl	$3, %ecx
	rep stosq
	movl	%edx, 16(%rbx)
	movl	$425984, %edi
	movq	%rsi, 8(%rbx)
	movl	$8, %esi
	movq	%r12, (%rbx)
	movl	$1, 24(%rbx)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, 520(%rbx)
	call	calloc@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%r12, %r9
	leaq	1224(%rbx), %rcx
	movq	%rax, 528(%rbx)
	leaq	1216(%rbx), %rdx
	movq	%rbp, %r8
	leaq	1208(%rbx), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 64
	leaq	536(%rbx), %rdi
	call	guesses_init
	popq	%rdx
	.cfi_def_cfa_offset 56
	popq	%rcx
	.cfi_def_cfa_offset 48
	testl	%eax, %eax
	jne	.L511
	cmpq	$0, 520(%rbx)
	je	.L511
	cmpq	$1, 528(%rbx)
	sbbl	%eax, %eax
.L508:
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
.L511:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L508
	.cfi_endproc
.LFE139:
	.size	cqr_init, .-cqr_init
	.p2align 4
	.type	select_init, @function
select_init:
.LFB129:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	xorl	%eax, %eax
	movq	%r8, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rcx, %rbp
	movl	$136, %ecx
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	rep stosq
	movl	%edx, 64(%rbx)
	movl	$425984, %edi
	movq	%rsi, 56(%rbx)
	movl	$8, %esi
	movq	$-1, 40(%rbx)
	movl	$1, 72(%rbx)
	call	calloc@PLT
	movl	$8, %esi
	movl	$393216, %edi
	movq	%rax, 384(%rbx)
	call	calloc@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 40
	xorl	%r9d, %r9d
	leaq	1080(%rbx), %rcx
	movq	%rax, 376(%rbx)
	leaq	1072(%rbx), %rdx
	movq	%rbp, %r8
	leaq	1064(%rbx), %rsi
	pushq	%r12
	.cfi_def_cfa_offset 48
	leaq	392(%rbx), %rdi
	call	guesses_init
	popq	%rdx
	.cfi_def_cfa_offset 40
	popq	%rcx
	.cfi_def_cfa_offset 32
	testl	%eax, %eax
	jne	.L516
	cmpq	$0, 384(%rbx)
	je	.L516
	cmpq	$1, 376(%rbx)
	sbbl	%eax, %eax
.L513:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L516:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L513
	.cfi_endproc
.LFE129:
	.size	select_init, .-select_init
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB183:
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
	je	.L519
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L520:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L520
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L525:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L525
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L522
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L544
.L541:
	pxor	%xmm0, %xmm0
.L527:
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
.L519:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L522:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC34(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L541
.L544:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L542
	sqrtsd	%xmm0, %xmm0
.L531:
	divsd	%xmm2, %xmm0
	jmp	.L527
.L542:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L531
	.cfi_endproc
.LFE183:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	batch_end, @function
batch_end:
.LFB195:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsi, %rbp
	subq	$32, %rsp
	.cfi_def_cfa_offset 48
	movq	528(%rdi), %rax
	testq	%rax, %rax
	js	.L546
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rax, %xmm6
.L547:
	movsd	256(%rdi), %xmm3
	movsd	.LC35(%rip), %xmm5
	movq	%rdi, %rax
	leaq	256(%rdi), %rcx
	movsd	.LC36(%rip), %xmm4
	pxor	%xmm1, %xmm1
	divsd	%xmm6, %xmm3
	movsd	%xmm3, 0(%rbp)
	jmp	.L551
	.p2align 4,,10
	.p2align 3
.L565:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L550:
	movsd	(%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm3, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm5, %xmm0
	mulsd	%xmm4, %xmm0
.L548:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	%rax, %rcx
	je	.L564
.L551:
	movq	272(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L548
	jns	.L565
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L550
	.p2align 4,,10
	.p2align 3
.L564:
	pxor	%xmm0, %xmm0
	ucomisd	%xmm1, %xmm0
	ja	.L562
	movapd	%xmm1, %xmm0
	sqrtsd	%xmm0, %xmm0
.L554:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 8(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L555
	movsd	264(%rdi), %xmm0
	mulsd	%xmm3, %xmm3
	divsd	%xmm6, %xmm0
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm6
	divsd	%xmm1, %xmm6
.L555:
	movsd	%xmm6, 16(%rbp)
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L546:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm6, %xmm6
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm6
	addsd	%xmm6, %xmm6
	jmp	.L547
.L562:
	movapd	%xmm1, %xmm0
	movq	%rdi, 24(%rsp)
	movsd	%xmm3, 16(%rsp)
	movsd	%xmm6, 8(%rsp)
	movsd	%xmm1, (%rsp)
	call	sqrt@PLT
	movq	24(%rsp), %rdi
	movsd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm6
	movsd	(%rsp), %xmm1
	jmp	.L554
	.cfi_endproc
.LFE195:
	.size	batch_end, .-batch_end
	.p2align 4
	.type	guess_sort, @function
guess_sort:
.LFB116:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %rcx
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
	subq	$2120, %rsp
	.cfi_def_cfa_offset 2176
	movq	56(%rdi), %rbp
	movq	96(%rdi), %r10
	movq	104(%rdi), %r14
	testq	%rbp, %rbp
	je	.L600
	movq	%rsi, %r13
	leaq	0(,%rbp,8), %r15
	movq	%rdx, %rbx
	xorl	%esi, %esi
	movq	%r14, %r12
	movq	%r10, %rdx
	leaq	(%r10,%r15), %rdi
	movq	$-1, %r9
.L570:
	movq	(%rdx), %rax
	cmpq	%rax, %r9
	cmova	%rax, %r9
	cmpq	%rax, %rsi
	cmovb	%rax, %rsi
	addq	$8, %rdx
	cmpq	%rdx, %rdi
	jne	.L570
	cmpq	$1, %rbp
	je	.L572
	movq	%rsi, %rax
	subq	%r9, %rax
	je	.L572
	leaq	56(%rsp), %rdx
	movq	%rcx, 32(%rsp)
	movq	%r10, %r11
	xorl	%r8d, %r8d
	movq	%rdx, 16(%rsp)
	leaq	48(%rsp), %rdi
	leaq	2104(%rsp), %rdx
	movq	%r10, 40(%rsp)
	movq	%rdi, %r10
	movq	%rdx, 24(%rsp)
	movq	%r14, %rdx
	movq	%rax, %r14
.L577:
	movl	$257, %ecx
	movq	%r10, %rdi
	xorl	%eax, %eax
	movq	%r11, %rsi
	rep stosq
	leaq	(%r15,%r11), %rdi
	movl	%r8d, %ecx
	.p2align 4,,10
	.p2align 3
.L573:
	movq	(%rsi), %rax
	addq	$8, %rsi
	subq	%r9, %rax
	shrq	%cl, %rax
	movzbl	%al, %eax
	addq	$1, 56(%rsp,%rax,8)
	cmpq	%rsi, %rdi
	jne	.L573
	movq	16(%rsp), %rax
	movq	24(%rsp), %rsi
	movl	%ecx, %r8d
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L574:
	addq	(%rax), %rcx
	addq	$8, %rax
	movq	%rcx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L574
	movq	%r15, 8(%rsp)
	movl	%r8d, %ecx
	xorl	%esi, %esi
	movq	%rdx, %r8
	.p2align 4,,10
	.p2align 3
.L575:
	movq	(%r11,%rsi,8), %r15
	movq	%r15, %rax
	subq	%r9, %rax
	shrq	%cl, %rax
	movzbl	%al, %eax
	movq	48(%rsp,%rax,8), %rdi
	leaq	1(%rdi), %rdx
	movq	%r15, 0(%r13,%rdi,8)
	movq	%rdx, 48(%rsp,%rax,8)
	movq	(%r12,%rsi,8), %rax
	addq	$1, %rsi
	movq	%rax, (%rbx,%rdi,8)
	cmpq	%rsi, %rbp
	jne	.L575
	movq	%r8, %rdx
	movl	%ecx, %r8d
	movq	8(%rsp), %r15
	addl	$8, %r8d
	cmpl	$64, %r8d
	je	.L576
	movq	%r14, %rdi
	movl	%r8d, %ecx
	movq	%r11, %rsi
	movq	%r12, %rax
	shrq	%cl, %rdi
	movq	%r13, %r11
	movq	%rbx, %r12
	testq	%rdi, %rdi
	je	.L576
	movq	%rax, %rbx
	movq	%rsi, %r13
	jmp	.L577
.L576:
	movq	40(%rsp), %r10
	movq	32(%rsp), %rcx
	movq	%rdx, %r14
	cmpq	%r13, %r10
	je	.L572
	movq	%r10, %rdi
	movq	%r15, %rdx
	movq	%r13, %rsi
	movq	%rcx, 8(%rsp)
	call	memcpy@PLT
	movq	8(%rsp), %rcx
	movq	%r15, %rdx
	movq	%rbx, %rsi
	movq	104(%rcx), %rdi
	call	memcpy@PLT
	movq	8(%rsp), %rcx
	movq	96(%rcx), %r10
	movq	104(%rcx), %r14
.L572:
	xorl	%eax, %eax
	xorl	%edx, %edx
	jmp	.L580
.L578:
	movq	(%r10,%rsi), %r8
	addq	$1, %rax
	addq	$1, %rdx
	movq	%r8, (%r10,%rdi)
	movq	(%r14,%rsi), %rsi
	movq	%rsi, (%r14,%rdi)
	cmpq	%rax, %rbp
	je	.L568
.L580:
	leaq	0(,%rax,8), %rsi
	xorl	%edi, %edi
	testq	%rdx, %rdx
	je	.L578
	leaq	0(,%rdx,8), %r8
	movq	%r8, %rdi
.L579:
	movq	(%r10,%rsi), %rbx
	leaq	-8(%r8), %r9
	cmpq	%rbx, -8(%r10,%r8)
	jne	.L578
	addq	$1, %rax
	movq	(%r14,%rsi), %rsi
	addq	%rsi, (%r14,%r9)
	cmpq	%rbp, %rax
	je	.L568
	movq	%r8, %rdi
	leaq	0(,%rax,8), %rsi
	jmp	.L579
.L600:
	xorl	%edx, %edx
.L568:
	movq	%rdx, 56(%rcx)
	addq	$2120, %rsp
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
.LFE116:
	.size	guess_sort, .-guess_sort
	.p2align 4
	.type	guess_found, @function
guess_found:
.LFB126:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	movq	64(%rdi), %rax
	movq	48(%rdi), %rbp
	testq	%rax, %rax
	je	.L604
	movq	%rdi, %rbx
	movl	76(%rdi), %edi
	testl	%edi, %edi
	jne	.L604
	movq	%rsi, %r12
	cmpq	%rsi, %rbp
	jnb	.L604
	movl	72(%rbx), %edi
	movq	%rdx, %r13
	testl	%edi, %edi
	je	.L619
.L605:
	leaq	(%rax,%rax), %rcx
.L607:
	testq	%rcx, %rcx
	je	.L604
	xorl	%eax, %eax
	jmp	.L613
	.p2align 4,,10
	.p2align 3
.L621:
	movq	96(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L620
.L610:
	addq	$1, %rax
	addq	%rdx, %rbp
	cmpq	%rax, %rcx
	je	.L604
.L613:
	leaq	0(,%rax,8), %r8
	testl	%edi, %edi
	jne	.L621
	movq	104(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jb	.L610
.L620:
	testl	%edi, %edi
	je	.L611
	addq	(%rbx), %rax
.L612:
	movq	%rax, 0(%r13)
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movl	$1, %eax
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
.L604:
	.cfi_restore_state
	addq	$8, %rsp
	.cfi_remember_state
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
.L619:
	.cfi_restore_state
	movq	%rbx, %rdi
	movq	%r8, %rdx
	movq	%rcx, %rsi
	call	guess_sort
	movl	72(%rbx), %edi
	testl	%edi, %edi
	jne	.L622
	movq	56(%rbx), %rcx
	jmp	.L607
	.p2align 4,,10
	.p2align 3
.L611:
	movq	96(%rbx), %rax
	movq	(%rax,%r8), %rax
	jmp	.L612
.L622:
	movq	64(%rbx), %rax
	jmp	.L605
	.cfi_endproc
.LFE126:
	.size	guess_found, .-guess_found
	.p2align 4
	.type	sorted_copy, @function
sorted_copy:
.LFB230:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	testq	%rsi, %rsi
	movq	%rdi, %r12
	movl	$1, %edi
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	cmovne	%rsi, %rdi
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L623
	leaq	0(,%rbp,8), %rdx
	movq	%r12, %rsi
	movq	%rax, %rdi
	call	memcpy@PLT
	movl	$8, %edx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
.L623:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE230:
	.size	sorted_copy, .-sorted_copy
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB22:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L636
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
	jne	.L632
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L632
	cmpq	%r14, %rax
	jb	.L632
	cmpq	%rax, %r12
	jb	.L632
	movq	%rax, 0(%r13)
.L629:
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
.L632:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L629
	.p2align 4,,10
	.p2align 3
.L636:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE22:
	.size	parse_uint, .-parse_uint
	.p2align 4
	.type	parse_rate, @function
parse_rate:
.LFB312:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L646
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 48
	call	__errno_location@PLT
	leaq	8(%rsp), %rsi
	movq	%rbx, %rdi
	movl	$0, (%rax)
	movq	%rax, %rbp
	call	strtod@PLT
	movl	0(%rbp), %eax
	testl	%eax, %eax
	jne	.L640
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L640
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L640
	comisd	.LC37(%rip), %xmm0
	ja	.L640
	movsd	%xmm0, (%r12)
.L637:
	addq	$16, %rsp
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
.L640:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L637
	.p2align 4,,10
	.p2align 3
.L646:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE312:
	.size	parse_rate, .-parse_rate
	.p2align 4
	.type	numbers_close, @function
numbers_close:
.LFB48:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdi
	call	free@PLT
	movq	(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L648
	call	fclose@PLT
.L648:
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE48:
	.size	numbers_close, .-numbers_close
	.section	.rodata.str1.1
.LC38:
	.string	"%.*s.%s.tmp.%ld"
.LC39:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB263:
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
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rsi, %rbp
	movl	$47, %esi
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	call	strrchr@PLT
	testq	%rax, %rax
	je	.L655
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L654:
	call	getpid@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%r12, %rsi
	movq	%rbp, %rdi
	cltq
	movq	%r14, %r9
	movq	%r13, %r8
	movl	%ebx, %ecx
	pushq	%rax
	.cfi_def_cfa_offset 64
	leaq	.LC38(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbp, %rdi
	popq	%rdx
	.cfi_def_cfa_offset 48
	leaq	.LC39(%rip), %rsi
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmp	fopen@PLT
	.p2align 4,,10
	.p2align 3
.L655:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L654
	.cfi_endproc
.LFE263:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.1
.LC40:
	.string	" stroke-dasharray=\"5 4\""
.LC41:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC42:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC47:
	.string	"%s%.1f,%.1f"
.LC48:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB271:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC42(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC40(%rip), %rcx
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
	leaq	.LC13(%rip), %rax
	cmove	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	testq	%rbp, %rbp
	je	.L659
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L661:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC41(%rip), %rax
	leaq	.LC13(%rip), %rdx
	movsd	.LC44(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC47(%rip), %rsi
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
	mulsd	.LC43(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC45(%rip), %xmm0
	addsd	.LC46(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L661
.L659:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC48(%rip), %rdi
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
.LFE271:
	.size	svg_line, .-svg_line
	.p2align 4
	.type	poisson_next, @function
poisson_next:
.LFB28:
	.cfi_startproc
	movabsq	$-7046029254386353131, %rax
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	pxor	%xmm1, %xmm1
	movq	%rdi, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 32
	addq	16(%rdi), %rax
	movsd	.LC2(%rip), %xmm0
	movq	%rax, %rdx
	movq	%rax, 16(%rdi)
	movsd	(%rdi), %xmm2
	shrq	$30, %rdx
	xorq	%rax, %rdx
	movsd	%xmm2, 8(%rsp)
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
	mulsd	.LC0(%rip), %xmm1
	subsd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC32(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC30(%rip), %xmm0
	addsd	8(%rbx), %xmm0
	movsd	%xmm0, 8(%rbx)
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE28:
	.size	poisson_next, .-poisson_next
	.section	.rodata.str1.8
	.align 8
.LC49:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC50:
	.string	"r"
.LC51:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open, @function
numbers_open:
.LFB47:
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
	jne	.L672
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L677
.L672:
	leaq	.LC50(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L678
	xorl	%eax, %eax
.L671:
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
.L677:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC49(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L673:
	orl	$-1, %eax
	jmp	.L671
.L678:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rax, %r9
	leaq	.LC51(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L673
	.cfi_endproc
.LFE47:
	.size	numbers_open, .-numbers_open
	.section	.rodata.str1.8
	.align 8
.LC52:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC53:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC54:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC55:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC56:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC57:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC58:
	.string	"%s %.40s: line %lu"
.LC59:
	.string	"%s%s"
	.text
	.p2align 4
	.type	numbers_next, @function
numbers_next:
.LFB49:
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
	js	.L699
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L684
	jmp	.L686
	.p2align 4,,10
	.p2align 3
.L687:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L686
.L684:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L687
	cmpb	$13, %sil
	je	.L687
	cmpq	$64, %rcx
	jg	.L700
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L701
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L702
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L693
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L703
.L693:
	movq	%rcx, 56(%r13)
	jmp	.L691
	.p2align 4,,10
	.p2align 3
.L700:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC54(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L685:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC58(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC59(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L682:
	movl	$-1, %eax
.L679:
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
.L699:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L704
	cmpq	$0, 48(%r13)
	jne	.L679
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC53(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L682
	.p2align 4,,10
	.p2align 3
.L701:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L705
.L691:
	movl	$1, %eax
	jmp	.L679
	.p2align 4,,10
	.p2align 3
.L686:
	movdqa	.LC60(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC61(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC62(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L685
	.p2align 4,,10
	.p2align 3
.L705:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC55(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L685
.L702:
	movq	8(%r13), %rcx
	leaq	.LC56(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L685
.L704:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC52(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L682
.L703:
	leaq	160(%rsp), %r12
	leaq	.LC57(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L685
	.cfi_endproc
.LFE49:
	.size	numbers_next, .-numbers_next
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB267:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC63(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC70(%rip), %xmm2
	movsd	.LC64(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L707
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC2(%rip), %xmm4
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	movapd	%xmm0, %xmm3
	cmpnlesd	%xmm1, %xmm3
	andpd	%xmm4, %xmm3
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
.L707:
	movq	.LC66(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC67(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L706
	movsd	.LC68(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L715
	addsd	%xmm0, %xmm0
.L706:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L715:
	.cfi_restore_state
	movsd	.LC69(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L716
	mulsd	.LC63(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L716:
	.cfi_restore_state
	mulsd	.LC66(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE267:
	.size	nice_step, .-nice_step
	.section	.rodata.str1.8
	.align 8
.LC73:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC74:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC75:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.align 8
.LC76:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes, @function
svg_axes:
.LFB269:
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
	divsd	.LC71(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L719
	movapd	%xmm3, %xmm0
	leaq	.LC73(%rip), %rbp
	jmp	.L722
	.p2align 4,,10
	.p2align 3
.L726:
	movsd	16(%r14), %xmm0
.L722:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%rbp, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbx, %rdi
	movl	$4, %eax
	movsd	.LC44(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC43(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC72(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%r14), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L726
.L719:
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
	leaq	.LC74(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbx, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC75(%rip), %rsi
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
	leaq	.LC76(%rip), %rsi
	popq	%r12
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE269:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB261:
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
	je	.L728
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L729:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L729
	testq	%rcx, %rcx
	je	.L743
	testq	%rbx, %rbx
	je	.L743
	testq	%rcx, %rcx
	js	.L730
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L731:
	movsd	.LC77(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L741
	.p2align 4,,10
	.p2align 3
.L764:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L737
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC77(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L762
	movq	%r9, %rsi
	movq	%rax, %rbx
.L737:
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
	divsd	.LC78(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC79(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC77(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L763
.L741:
	testl	%eax, %eax
	je	.L732
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L732:
	testq	%r14, %r14
	js	.L734
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L735:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L764
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L741
.L763:
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
.L728:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L727:
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
.L734:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L735
	.p2align 4,,10
	.p2align 3
.L730:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L731
.L743:
	xorl	%esi, %esi
	jmp	.L728
.L762:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L727
	.cfi_endproc
.LFE261:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC80:
	.string	"1/(1-Percentile)"
.LC81:
	.string	"TotalCount"
.LC82:
	.string	"Percentile"
.LC83:
	.string	"Value"
.LC84:
	.string	"%12s %14s %10s %14s\n\n"
.LC85:
	.string	"%12.5f %2.12f %10lu %14.2f\n"
.LC86:
	.string	"%12.5f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC88:
	.string	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
	.align 8
.LC89:
	.string	"#[Max     = %12.5f, Total count    = %12lu]\n"
	.align 8
.LC90:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB281:
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
	je	.L799
	leaq	.LC80(%rip), %r9
	leaq	.LC81(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC82(%rip), %rcx
	leaq	.LC83(%rip), %rdx
	leaq	.LC84(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L815
	movsd	.LC71(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC86(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L775
	.p2align 4,,10
	.p2align 3
.L816:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC2(%rip), %xmm2
	movsd	.LC2(%rip), %xmm5
	leaq	.LC85(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L776
.L775:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC77(%rip), %xmm1
	testq	%rax, %rax
	js	.L770
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L771:
	movsd	.LC77(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L816
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L775
.L776:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L817
.L768:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L781
	.p2align 4,,10
	.p2align 3
.L819:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L779
.L820:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L780:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L818
.L781:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L819
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
	jns	.L820
.L779:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L780
	.p2align 4,,10
	.p2align 3
.L770:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L771
	.p2align 4,,10
	.p2align 3
.L818:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L788
	.p2align 4,,10
	.p2align 3
.L822:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L786
.L823:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L787:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L821
.L788:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L822
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
	jns	.L823
.L786:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L787
	.p2align 4,,10
	.p2align 3
.L821:
	movsd	.LC87(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L789
	cvttsd2siq	%xmm4, %r14
.L783:
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
	jbe	.L800
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L792:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L791
	cmpl	$63, %ebp
	jle	.L792
.L791:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L813
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L796:
	movsd	8(%rsp), %xmm4
	leaq	.LC88(%rip), %rsi
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
	js	.L797
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L798:
	movq	%r14, %rdx
	leaq	.LC89(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC90(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L765:
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
.L789:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L783
	.p2align 4,,10
	.p2align 3
.L797:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L798
	.p2align 4,,10
	.p2align 3
.L800:
	movl	$1, %ebp
	jmp	.L791
	.p2align 4,,10
	.p2align 3
.L815:
	movsd	.LC71(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L768
	.p2align 4,,10
	.p2align 3
.L817:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L783
.L799:
	movl	$-1, %eax
	jmp	.L765
.L813:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L796
	.cfi_endproc
.LFE281:
	.size	hgrm_writer, .-hgrm_writer
	.section	.rodata.str1.8
	.align 8
.LC94:
	.string	"RESULT theory queue=M/M/1/K rho=%.4f k=%lu rejected_pct=%.4f measured_pct=%.4f err_pct=%.3f tolerance_pct=%.3f ok=%d\n"
	.align 8
.LC95:
	.string	"theory: M/M/1/K at rho %.3f, %lu waiting at most, rejects %.3f %% of arrivals; the open loop saw %.3f %% (%+.2f %%, tolerance %.2f %%: four standard errors of %d batch means)\n"
	.align 8
.LC96:
	.string	"warning: the rejected share is outside its tolerance"
	.text
	.p2align 4
	.type	print_mm1k, @function
print_mm1k:
.LFB357:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	subq	$40, %rsp
	.cfi_def_cfa_offset 64
	movl	232(%rdi), %eax
	movq	240(%rdi), %rbx
	testl	%eax, %eax
	je	.L824
	cmpq	$0, 224(%rdi)
	jne	.L824
	cmpq	$0, 256(%rdi)
	jne	.L824
	cmpl	$0, 280(%rdi)
	jne	.L824
	cmpq	$0, 288(%rdi)
	jne	.L824
	cmpl	$1, 72(%rdi)
	jne	.L824
	cmpl	$1, 8(%rdi)
	jne	.L824
	cmpq	$0, 48(%rdi)
	jne	.L824
	movl	%edx, %ebp
	testq	%rbx, %rbx
	js	.L828
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L829:
	movsd	.LC2(%rip), %xmm2
	movq	(%rdi), %rax
	movsd	88(%rdi), %xmm3
	divsd	.LC30(%rip), %xmm3
	addsd	%xmm2, %xmm1
	testq	%rax, %rax
	js	.L830
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L831:
	mulsd	%xmm0, %xmm3
	movsd	%xmm3, (%rsp)
	subsd	%xmm2, %xmm3
	movapd	%xmm3, %xmm0
	movsd	.LC92(%rip), %xmm3
	andpd	.LC65(%rip), %xmm0
	comisd	%xmm0, %xmm3
	jbe	.L861
	addsd	%xmm2, %xmm1
	movapd	%xmm1, %xmm0
	movapd	%xmm2, %xmm1
	divsd	%xmm0, %xmm1
.L834:
	movq	1192(%rsi), %rax
	testq	%rax, %rax
	je	.L824
	movq	1224(%rsi), %rdx
	testq	%rdx, %rdx
	js	.L835
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L836:
	testq	%rax, %rax
	js	.L837
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L838:
	leaq	1248(%rsi), %rax
	movsd	.LC35(%rip), %xmm6
	pxor	%xmm3, %xmm3
	movsd	.LC36(%rip), %xmm5
	addq	$1504, %rsi
	divsd	%xmm0, %xmm2
	jmp	.L844
	.p2align 4,,10
	.p2align 3
.L866:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
	testq	%rdx, %rdx
	js	.L842
.L867:
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rdx, %xmm4
.L843:
	divsd	%xmm4, %xmm0
	subsd	%xmm2, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm6, %xmm0
	mulsd	%xmm5, %xmm0
.L839:
	addq	$8, %rax
	addsd	%xmm0, %xmm3
	cmpq	%rax, %rsi
	je	.L865
.L844:
	movq	(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L839
	movq	256(%rax), %rcx
	testq	%rcx, %rcx
	jns	.L866
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L867
.L842:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm4, %xmm4
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L843
	.p2align 4,,10
	.p2align 3
.L824:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L865:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	ja	.L868
	testl	%ebp, %ebp
	je	.L869
	movsd	.LC91(%rip), %xmm3
	movsd	.LC77(%rip), %xmm0
	pxor	%xmm4, %xmm4
.L850:
	movapd	%xmm3, %xmm5
	xorl	%edx, %edx
	movq	%rbx, %rsi
	movl	$5, %eax
	andpd	.LC65(%rip), %xmm5
	leaq	.LC94(%rip), %rdi
	mulsd	%xmm0, %xmm2
	mulsd	%xmm0, %xmm1
	comisd	%xmm5, %xmm4
	movsd	(%rsp), %xmm0
	setnb	%dl
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	jmp	printf@PLT
.L868:
	.cfi_restore_state
	movapd	%xmm3, %xmm0
	movsd	%xmm1, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movsd	8(%rsp), %xmm2
	movsd	16(%rsp), %xmm1
	movapd	%xmm0, %xmm4
	movsd	.LC77(%rip), %xmm0
	divsd	%xmm2, %xmm4
	movapd	%xmm2, %xmm3
	subsd	%xmm1, %xmm3
	mulsd	%xmm0, %xmm3
	divsd	%xmm1, %xmm3
	mulsd	.LC93(%rip), %xmm4
	testl	%ebp, %ebp
	jne	.L850
	mulsd	%xmm0, %xmm2
	movl	$32, %edx
	movq	%rbx, %rsi
	movl	$5, %eax
	mulsd	%xmm0, %xmm1
	movsd	(%rsp), %xmm0
	leaq	.LC95(%rip), %rdi
	movsd	%xmm4, 16(%rsp)
	movsd	%xmm3, 8(%rsp)
	call	printf@PLT
	movsd	8(%rsp), %xmm3
	movsd	16(%rsp), %xmm4
	andpd	.LC65(%rip), %xmm3
	comisd	%xmm4, %xmm3
	jbe	.L824
.L849:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	leaq	.LC96(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	jmp	puts@PLT
.L837:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L838
.L835:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L836
.L869:
	movsd	.LC77(%rip), %xmm0
	movl	$32, %edx
	pxor	%xmm4, %xmm4
	movq	%rbx, %rsi
	movsd	.LC91(%rip), %xmm3
	leaq	.LC95(%rip), %rdi
	movl	$5, %eax
	mulsd	%xmm0, %xmm2
	mulsd	%xmm0, %xmm1
	movsd	(%rsp), %xmm0
	call	printf@PLT
	jmp	.L849
.L830:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L831
.L828:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L829
.L861:
	movsd	(%rsp), %xmm0
	movq	%rsi, 24(%rsp)
	movsd	%xmm1, 16(%rsp)
	call	pow@PLT
	movq	.LC2(%rip), %rax
	movsd	16(%rsp), %xmm1
	movsd	%xmm0, 8(%rsp)
	movsd	(%rsp), %xmm0
	movq	%rax, %xmm2
	addsd	%xmm2, %xmm1
	call	pow@PLT
	movq	.LC2(%rip), %rax
	movq	24(%rsp), %rsi
	movq	%rax, %xmm2
	movapd	%xmm2, %xmm1
	subsd	(%rsp), %xmm1
	subsd	%xmm0, %xmm2
	mulsd	8(%rsp), %xmm1
	divsd	%xmm2, %xmm1
	jmp	.L834
	.cfi_endproc
.LFE357:
	.size	print_mm1k, .-print_mm1k
	.section	.rodata.str1.1
.LC97:
	.string	"bench: cannot write %s: %s\n"
.LC98:
	.string	"bench: writing %s failed\n"
.LC99:
	.string	"RESULT export file=%s\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB280:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rsi, %r8
	xorl	%eax, %eax
	movl	$1024, %esi
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rcx, %r14
	movq	%rdx, %r13
	movq	%rdi, %rcx
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	leaq	.LC59(%rip), %rdx
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	subq	$2128, %rsp
	.cfi_def_cfa_offset 2176
	movq	%rsp, %rbp
	leaq	1024(%rsp), %r12
	movq	%rbp, %rdi
	call	snprintf@PLT
	movl	$1100, %edx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	open_atomic
	testq	%rax, %rax
	je	.L878
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L879
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L877
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L877
	movq	%rbp, %rsi
	leaq	.LC99(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L870:
	addq	$2128, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 48
	movl	%ebx, %eax
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
.L879:
	.cfi_restore_state
	call	fclose@PLT
.L877:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC98(%rip), %rsi
	call	fprintf@PLT
.L872:
	movl	$-1, %ebx
	jmp	.L870
.L878:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC97(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L872
	.cfi_endproc
.LFE280:
	.size	export_file, .-export_file
	.section	.rodata.str1.1
.LC100:
	.string	"bench: "
.LC101:
	.string	"\\n"
.LC102:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB390:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movl	$7, %edx
	movl	$1, %esi
	movq	stderr(%rip), %rcx
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	leaq	.LC100(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L886
	leaq	.LC102(%rip), %rbp
	leaq	.LC101(%rip), %r12
	jmp	.L881
	.p2align 4,,10
	.p2align 3
.L882:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L887
	cmpb	$127, %al
	je	.L887
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L883:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L886
.L881:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L882
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L881
.L886:
	movq	stderr(%rip), %rsi
	movl	$10, %edi
	call	fputc@PLT
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	movl	$2, %eax
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L887:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L883
	.cfi_endproc
.LFE390:
	.size	usage_error, .-usage_error
	.section	.rodata.str1.1
.LC103:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC104:
	.string	"bench: --arrivals '%s' changed while the run read it: %s\n"
	.text
	.p2align 4
	.type	due_next, @function
due_next:
.LFB52:
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
	movq	112(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L893
	movq	(%rdx,%rax,8), %rax
.L892:
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
.L893:
	.cfi_restore_state
	movl	72(%rbx), %edx
	testl	%edx, %edx
	je	.L903
	cmpl	$1, %edx
	je	.L904
	leaq	16(%rsp), %rbp
	addq	$40, %rdi
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L899
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
.L903:
	.cfi_restore_state
	imulq	80(%rbx), %rax
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
.L904:
	.cfi_restore_state
	addq	$16, %rdi
	call	poisson_next
	movsd	.LC87(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L905
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L892
	.p2align 4,,10
	.p2align 3
.L905:
	cvttsd2siq	%xmm0, %rax
	jmp	.L892
.L899:
	testl	%eax, %eax
	leaq	.LC103(%rip), %rax
	movq	stderr(%rip), %rdi
	movq	104(%rbx), %rdx
	cmovne	%rbp, %rax
	leaq	.LC104(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE52:
	.size	due_next, .-due_next
	.p2align 4
	.type	due_fill, @function
due_fill:
.LFB54:
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
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$8, %rsp
	.cfi_def_cfa_offset 64
	movq	(%rdi), %rax
	movq	8(%rdi), %rcx
	movq	136(%rax), %rbp
	subq	%rcx, %rbp
	cmpq	%rdx, %rbp
	cmova	%rdx, %rbp
	cmpq	$0, 112(%rax)
	je	.L907
.L910:
	xorl	%ebx, %ebx
	testq	%rbp, %rbp
	je	.L906
	.p2align 4,,10
	.p2align 3
.L908:
	movq	%r12, %rdi
	call	due_next
	movq	%rax, 0(%r13,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	jne	.L908
.L906:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%rbp, %rax
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
.L907:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L910
	testq	%rbp, %rbp
	je	.L911
	leaq	16(%rdi), %rbx
	xorl	%r15d, %r15d
	movabsq	$-9223372036854775808, %r14
	jmp	.L914
	.p2align 4,,10
	.p2align 3
.L925:
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 0(%r13,%r15,8)
.L913:
	addq	$1, %r15
	cmpq	%r15, %rbp
	je	.L924
.L914:
	movq	%rbx, %rdi
	call	poisson_next
	comisd	.LC87(%rip), %xmm0
	jb	.L925
	subsd	.LC87(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 0(%r13,%r15,8)
	xorq	%r14, 0(%r13,%r15,8)
	jmp	.L913
.L924:
	movq	8(%r12), %rcx
.L911:
	addq	%rbp, %rcx
	movq	%rcx, 8(%r12)
	jmp	.L906
	.cfi_endproc
.LFE54:
	.size	due_fill, .-due_fill
	.p2align 4
	.type	shared_due_free, @function
shared_due_free:
.LFB166:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	leaq	128(%rdi), %rdi
	call	numbers_close
	leaq	40(%rbx), %rdi
	call	pthread_cond_destroy@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_destroy@PLT
	movq	%rbx, %rdi
	popq	%rbx
	.cfi_def_cfa_offset 8
	jmp	shared_due_slots_free
	.cfi_endproc
.LFE166:
	.size	shared_due_free, .-shared_due_free
	.section	.rodata.str1.1
.LC105:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC106:
	.string	"stall lengths are drawn from a distribution"
	.align 8
.LC107:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC108:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC109:
	.string	"it covers skipping closed loops with one connection only"
	.align 8
.LC110:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC111:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC112:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap.part.0, @function
closed_form_gap.part.0:
.LFB401:
	.cfi_startproc
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L929
	movl	40(%rdi), %esi
	leaq	.LC105(%rip), %rax
	testl	%esi, %esi
	jne	.L928
	movl	44(%rdi), %edx
	leaq	.LC106(%rip), %rax
	testl	%edx, %edx
	jne	.L928
.L929:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC107(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L928
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L948
	cmpl	$1, %eax
	je	.L949
.L932:
	testq	%rcx, %rcx
	je	.L938
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC110(%rip), %rax
	testq	%rdx, %rdx
	jne	.L928
	movq	56(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L928
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC112(%rip), %rax
	testq	%rdx, %rdx
	jne	.L928
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC111(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L938:
	xorl	%eax, %eax
.L928:
	ret
	.p2align 4,,10
	.p2align 3
.L949:
	cmpq	$1, 160(%rdi)
	leaq	.LC109(%rip), %rax
	jbe	.L932
	ret
	.p2align 4,,10
	.p2align 3
.L948:
	cmpq	$1, 160(%rdi)
	leaq	.LC108(%rip), %rax
	jbe	.L932
	ret
	.cfi_endproc
.LFE401:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.section	.rodata.str1.8
	.align 8
.LC113:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC114:
	.string	"service times are drawn from a distribution"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB91:
	.cfi_startproc
	movl	72(%rdi), %edx
	testl	%edx, %edx
	jne	.L952
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L953
	jmp	closed_form_gap.part.0
	.p2align 4,,10
	.p2align 3
.L953:
	leaq	.LC114(%rip), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L952:
	leaq	.LC113(%rip), %rax
	ret
	.cfi_endproc
.LFE91:
	.size	closed_form_gap, .-closed_form_gap
	.section	.rodata.str1.8
	.align 8
.LC115:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB137:
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
	jne	.L955
	movq	8(%rdi), %rbp
	movq	(%rdi), %r10
	movq	%rbp, %rax
	subq	$0, %rax
	jne	.L982
	leaq	392(%rdi), %rax
	movl	$0, 72(%rdi)
	movq	384(%rdi), %r13
	leaq	PCT_MILLI(%rip), %r12
	movq	%rax, 24(%rsp)
	leaq	272(%rdi), %r15
	leaq	128(%rdi), %r14
	movq	%rax, 8(%rsp)
	leaq	296(%rdi), %rax
	movq	%rax, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L971:
	movl	64(%rbx), %r8d
	movq	%r10, %rax
	movl	$99999, %esi
	xorl	%edi, %edi
	mulq	(%r12)
	testl	%r8d, %r8d
	jne	.L957
	movl	$50000, %esi
	xorl	%edi, %edi
.L957:
	addq	%rsi, %rax
	movq	%r10, (%rsp)
	adcq	%rdi, %rdx
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %esi
	movq	(%rsp), %r10
	testq	%rax, %rax
	cmovne	%rax, %rsi
	movq	%rbp, %rax
	cmpq	%r10, %rsi
	cmova	%r10, %rsi
	orq	%r10, %rax
	movq	%rsi, -48(%r14)
	je	.L958
	xorq	%rsi, %r10
	orq	%rbp, %r10
	je	.L994
	cmpq	$1, %rsi
	je	.L962
	movq	48(%rbx), %rax
	movl	$0, 24(%r15)
	xorl	%edx, %edx
	movq	%rax, (%r14)
	movq	0(%r13), %rax
	cmpq	%rsi, %rax
	jnb	.L995
	.p2align 4,,10
	.p2align 3
.L963:
	addq	$1, %rdx
	movq	%rax, %rdi
	addq	0(%r13,%rdx,8), %rax
	cmpq	%rsi, %rax
	jb	.L963
	cmpq	$16383, %rdx
	jbe	.L996
	movq	%rdx, %rcx
	movq	%rdi, 48(%r14)
	shrq	$13, %rcx
	leal	-1(%rcx), %eax
	movq	%rax, %rcx
	salq	$13, %rax
	subq	%rax, %rdx
	movl	%ecx, (%r15)
	salq	%cl, %rdx
	movq	%rdx, 96(%r14)
	testl	%ecx, %ecx
	je	.L964
	movq	1064(%rbx), %rcx
	movq	1072(%rbx), %r8
	movq	%r14, %rdx
	movq	8(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L997
	movl	(%r15), %eax
	movl	$16, %edx
	movq	384(%rbx), %r13
	cmpl	%edx, %eax
	cmovb	%edx, %eax
	subl	$16, %eax
	movl	%eax, (%r15)
	addl	$1, 72(%rbx)
	.p2align 4,,10
	.p2align 3
.L966:
	addq	$112, 8(%rsp)
	addq	$8, %r12
	addq	$4, %r15
	addq	$8, %r14
	cmpq	%r15, 16(%rsp)
	je	.L970
	movq	(%rbx), %r10
	movq	8(%rbx), %rbp
	jmp	.L971
	.p2align 4,,10
	.p2align 3
.L955:
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L979
	.p2align 4,,10
	.p2align 3
.L973:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L998
.L979:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L973
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L974
	.p2align 4,,10
	.p2align 3
.L976:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L975
.L974:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L976
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L978
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbx)
	cmpq	%r11, %r8
	jne	.L979
.L998:
	movl	320(%rbx), %eax
	testl	%eax, %eax
	jle	.L980
	xorl	%ebp, %ebp
	jmp	.L981
	.p2align 4,,10
	.p2align 3
.L999:
	movq	376(%rbx), %r10
.L981:
	movslq	324(%rbx,%rbp,4), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %rbp
	salq	$19, %rdi
	addq	%r10, %rdi
	call	memset@PLT
	cmpl	%ebp, 320(%rbx)
	jg	.L999
.L980:
	movq	%rbx, %rdi
	call	select_windows
.L972:
	xorl	%eax, %eax
.L954:
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
.L978:
	.cfi_restore_state
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L973
	.p2align 4,,10
	.p2align 3
.L958:
	movl	$1, 24(%r15)
	movq	$0, (%r14)
	jmp	.L966
	.p2align 4,,10
	.p2align 3
.L994:
	movl	$1, 24(%r15)
	cmpq	$1, %rsi
	je	.L960
	movq	48(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L966
	.p2align 4,,10
	.p2align 3
.L996:
	movq	%rdi, 48(%r14)
	movl	$0, (%r15)
	movq	%rdx, 96(%r14)
.L964:
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L966
	.p2align 4,,10
	.p2align 3
.L962:
	movl	$1, 24(%r15)
.L960:
	movq	40(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L966
	.p2align 4,,10
	.p2align 3
.L970:
	movq	%r13, %rdi
	call	free@PLT
	movq	24(%rsp), %rdi
	movq	$0, 384(%rbx)
	leaq	1080(%rbx), %rcx
	leaq	1072(%rbx), %rdx
	leaq	1064(%rbx), %rsi
	call	guesses_free
	movq	%rbx, %rdi
	call	select_windows
	jmp	.L972
	.p2align 4,,10
	.p2align 3
.L997:
	movl	$1, 24(%r15)
	movq	384(%rbx), %r13
	addl	$1, 1084(%rbx)
	jmp	.L966
.L995:
	movq	$0, 48(%r14)
	movl	$0, (%r15)
	movq	$0, 96(%r14)
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L966
.L982:
	movl	$-2, %eax
	jmp	.L954
.L975:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC115(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE137:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	send_rate, @function
send_rate:
.LFB358:
	.cfi_startproc
	cmpq	$1, %rdi
	jbe	.L1006
	cmpq	%rdx, %rsi
	jnb	.L1006
	subq	$1, %rdi
	js	.L1002
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
	mulsd	.LC30(%rip), %xmm0
	subq	%rsi, %rdx
	js	.L1004
.L1013:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
	divsd	%xmm1, %xmm0
	ret
	.p2align 4,,10
	.p2align 3
.L1006:
	pxor	%xmm0, %xmm0
	ret
	.p2align 4,,10
	.p2align 3
.L1002:
	movq	%rdi, %rax
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	mulsd	.LC30(%rip), %xmm0
	subq	%rsi, %rdx
	jns	.L1013
.L1004:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	divsd	%xmm1, %xmm0
	ret
	.cfi_endproc
.LFE358:
	.size	send_rate, .-send_rate
	.section	.rodata.str1.1
.LC116:
	.string	"closed"
	.section	.rodata.str1.8
	.align 8
.LC117:
	.string	"RESULT rate client=%s intended=%lu sent=%lu never_sent=%lu dropped=%lu intended_per_s=%.1f achieved_per_s=%.1f\n"
	.section	.rodata.str1.1
.LC118:
	.string	"open"
	.section	.rodata.str1.8
	.align 8
.LC119:
	.string	"RESULT rate checked_against=truth checks=%lu failed=%lu\n"
	.align 8
.LC120:
	.string	"rates: %.1f requests a second intended; the closed loop sent %lu of %lu, %.1f a second (%lu never sent); the open loop %lu, %.1f a second\n"
	.text
	.p2align 4
	.type	print_rates, @function
print_rates:
.LFB370:
	.cfi_startproc
	movl	544(%rdi), %eax
	testl	%eax, %eax
	je	.L1014
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movl	%esi, %r9d
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 48
	movq	(%rdi), %rax
	movq	128(%rax), %rdx
	movq	120(%rax), %rsi
	movq	136(%rax), %rdi
	call	send_rate
	movq	424(%rbx), %r10
	movq	472(%rbx), %rdx
	movq	464(%rbx), %rsi
	movq	%xmm0, %r14
	movq	%r10, %rdi
	call	send_rate
	movq	488(%rbx), %r8
	movq	536(%rbx), %rdx
	movq	528(%rbx), %rsi
	movsd	%xmm0, 8(%rsp)
	movq	%r8, %rdi
	call	send_rate
	testl	%r9d, %r9d
	movq	432(%rbx), %rcx
	movq	416(%rbx), %rdx
	movsd	8(%rsp), %xmm1
	movapd	%xmm0, %xmm2
	je	.L1016
	movq	440(%rbx), %r9
	leaq	.LC117(%rip), %rbp
	movsd	%xmm0, 8(%rsp)
	movq	%rcx, %r8
	movq	%r14, %xmm0
	movq	%r10, %rcx
	movq	%rbp, %rdi
	movl	$2, %eax
	leaq	.LC116(%rip), %rsi
	call	printf@PLT
	movsd	8(%rsp), %xmm2
	movq	%rbp, %rdi
	movq	480(%rbx), %rdx
	movq	488(%rbx), %rcx
	movq	%r14, %xmm0
	movq	504(%rbx), %r9
	leaq	.LC118(%rip), %rsi
	movq	496(%rbx), %r8
	movapd	%xmm2, %xmm1
	movl	$2, %eax
	call	printf@PLT
	movq	560(%rbx), %rdx
	movq	552(%rbx), %rsi
	xorl	%eax, %eax
	addq	$16, %rsp
	.cfi_def_cfa_offset 32
	leaq	.LC119(%rip), %rdi
	popq	%rbx
	.cfi_restore 3
	.cfi_def_cfa_offset 24
	addq	%rdx, %rsi
	popq	%rbp
	.cfi_restore 6
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_restore 14
	.cfi_def_cfa_offset 8
	jmp	printf@PLT
.L1014:
	ret
.L1016:
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -32
	.cfi_offset 6, -24
	.cfi_offset 14, -16
	addq	$16, %rsp
	.cfi_def_cfa_offset 32
	movq	%r14, %xmm0
	movq	%r10, %rsi
	movl	$3, %eax
	popq	%rbx
	.cfi_restore 3
	.cfi_def_cfa_offset 24
	leaq	.LC120(%rip), %rdi
	popq	%rbp
	.cfi_restore 6
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_restore 14
	.cfi_def_cfa_offset 8
	jmp	printf@PLT
	.cfi_endproc
.LFE370:
	.size	print_rates, .-print_rates
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB410:
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
	je	.L1027
.L1021:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L1020:
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
.L1027:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L1028
	movl	$512, %esi
	movl	$16, %ebp
.L1022:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L1029
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L1021
	.p2align 4,,10
	.p2align 3
.L1028:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L1022
.L1029:
	movl	$1, 24(%rbx)
	jmp	.L1020
	.cfi_endproc
.LFE410:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.8
	.align 8
.LC121:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC122:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB343:
	.cfi_startproc
	movl	%edi, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	cmpl	$-2, %eax
	je	.L1034
	movq	%rsi, %rdx
	xorl	%eax, %eax
	leaq	.LC122(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %eax
.L1030:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L1034:
	.cfi_restore_state
	movq	%rdi, %rcx
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC121(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L1030
	.cfi_endproc
.LFE343:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC123:
	.string	"%.1f"
.LC124:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB427:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L1036
	testq	%rsi, %rsi
	js	.L1037
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L1039
.L1047:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L1040:
	divsd	%xmm1, %xmm0
	leaq	.LC124(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC123(%rip), %rdx
	comisd	.LC77(%rip), %xmm0
	cmovb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1037:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L1047
.L1039:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1040
	.p2align 4,,10
	.p2align 3
.L1036:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE427:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB430:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L1054
	xorl	%edx, %edx
	jmp	.L1053
	.p2align 4,,10
	.p2align 3
.L1050:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L1056
.L1052:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L1057
.L1053:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L1050
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L1052
	.p2align 4,,10
	.p2align 3
.L1056:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L1049:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L1057:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L1054:
	movq	%rsi, %rdx
	jmp	.L1049
	.cfi_endproc
.LFE430:
	.size	alternatives.constprop.0, .-alternatives.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC125:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC126:
	.string	"%s%s%s"
.LC127:
	.string	"  %s\n"
.LC128:
	.string	"  %-24s %.*s\n"
	.section	.rodata.str1.8
	.align 8
.LC129:
	.string	"Each of these applies only with another:"
	.section	.rodata.str1.1
.LC130:
	.string	"    %-22s with %s\n"
	.section	.rodata.str1.8
	.align 8
.LC131:
	.string	"On a recorded trace (--correct, --trace-values) only these apply:\n   "
	.section	.rodata.str1.1
.LC132:
	.string	" %s"
	.section	.rodata.str1.8
	.align 8
.LC133:
	.string	"\nWith --population or --sessions these do nothing, and are refused:\n   "
	.section	.rodata.str1.1
.LC134:
	.string	"\nWith --sweep, likewise:\n   "
	.text
	.p2align 4
	.type	print_usage, @function
print_usage:
.LFB319:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC125(%rip), %rdi
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	xorl	%r14d, %r14d
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%r14, %r15
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	leaq	OPTIONS(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	leaq	2592(%r12), %r13
	leaq	.LC13(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	.LC128(%rip), %rbx
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	call	puts@PLT
	leaq	32(%rsp), %rax
	movq	%r12, 8(%rsp)
	movq	%rax, 16(%rsp)
	movq	%r12, 24(%rsp)
	.p2align 4,,10
	.p2align 3
.L1066:
	movq	8(%rsp), %rax
	leaq	.LC41(%rip), %r8
	movq	16(%rax), %r9
	movq	24(%rax), %r14
	testq	%r9, %r9
	je	.L1099
.L1059:
	movq	8(%rsp), %rax
	movq	16(%rsp), %r12
	movl	$64, %esi
	leaq	.LC126(%rip), %rdx
	movq	(%rax), %rcx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L1100
	testq	%r15, %r15
	je	.L1061
.L1102:
	movl	%r15d, %edx
	movq	16(%rsp), %rsi
	movq	%r14, %rcx
	movq	%rbx, %rdi
	subl	%r14d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1062
	.p2align 4,,10
	.p2align 3
.L1101:
	movq	%rax, %rdx
	movq	%r12, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	subq	%r15, %rdx
	xorl	%eax, %eax
	movq	%r14, %r15
	subl	$1, %edx
	call	printf@PLT
.L1062:
	leaq	1(%r15), %r12
	movl	$10, %esi
	movq	%r12, %rdi
	call	strchr@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L1101
	movq	%r12, %rdi
	call	strlen@PLT
	movq	%r12, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	addq	$48, 8(%rsp)
	movq	8(%rsp), %rax
	cmpq	%r13, %rax
	je	.L1065
.L1103:
	movq	24(%rax), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %r15
	jmp	.L1066
	.p2align 4,,10
	.p2align 3
.L1100:
	movq	16(%rsp), %rsi
	leaq	.LC127(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 32(%rsp)
	testq	%r15, %r15
	jne	.L1102
.L1061:
	movq	%r14, %rdi
	call	strlen@PLT
	movq	16(%rsp), %rsi
	movq	%r14, %rcx
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	addq	$48, 8(%rsp)
	movq	8(%rsp), %rax
	cmpq	%r13, %rax
	jne	.L1103
.L1065:
	leaq	.LC129(%rip), %rdi
	movq	24(%rsp), %r12
	leaq	OPTIONS(%rip), %rbx
	call	puts@PLT
	movq	16(%rsp), %r14
	leaq	.LC130(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L1068:
	movq	32(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L1067
	movq	%r14, %rsi
	call	alternatives.constprop.0
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1067:
	addq	$48, %rbx
	cmpq	%r13, %rbx
	jne	.L1068
	leaq	.LC131(%rip), %rdi
	xorl	%eax, %eax
	leaq	OPTIONS(%rip), %rbx
	call	printf@PLT
	leaq	.LC132(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L1070:
	testb	$2, 40(%rbx)
	je	.L1069
	cmpl	$2, 8(%rbx)
	je	.L1069
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1069:
	addq	$48, %rbx
	cmpq	%r13, %rbx
	jne	.L1070
	leaq	.LC133(%rip), %rdi
	xorl	%eax, %eax
	leaq	OPTIONS(%rip), %rbx
	call	printf@PLT
	leaq	.LC132(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L1072:
	movl	40(%rbx), %eax
	testb	$8, %al
	jne	.L1071
	cmpl	$2, %eax
	je	.L1071
	cmpl	$2, 8(%rbx)
	je	.L1071
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1071:
	addq	$48, %rbx
	cmpq	%r13, %rbx
	jne	.L1072
	leaq	.LC134(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC132(%rip), %rbx
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1074:
	movl	40(%r12), %eax
	testb	$4, %al
	jne	.L1073
	cmpl	$2, %eax
	je	.L1073
	cmpl	$2, 8(%r12)
	je	.L1073
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1073:
	addq	$48, %r12
	cmpq	%r13, %r12
	jne	.L1074
	addq	$168, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	$10, %edi
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
	jmp	putchar@PLT
	.p2align 4,,10
	.p2align 3
.L1099:
	.cfi_restore_state
	movq	%rbp, %r9
	movq	%rbp, %r8
	jmp	.L1059
	.cfi_endproc
.LFE319:
	.size	print_usage, .-print_usage
	.section	.rodata.str1.1
.LC135:
	.string	"%lu.%04lu"
	.text
	.p2align 4
	.type	fmt_share.constprop.0, @function
fmt_share.constprop.0:
.LFB431:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdx, %r8
	movq	%rdi, %rbx
	xorl	%ecx, %ecx
	testq	%rdx, %rdx
	je	.L1105
	movq	%rsi, %rax
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
.L1105:
	movq	%rbx, %rdi
	leaq	.LC135(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE431:
	.size	fmt_share.constprop.0, .-fmt_share.constprop.0
	.section	.rodata.str1.1
.LC136:
	.string	"%lu.%lu"
.LC137:
	.string	"%lu.%02lu"
.LC138:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB433:
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
	jnb	.L1115
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L1116
	leaq	.LC138(%rip), %rdx
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
.L1116:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC137(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1115:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC136(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE433:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC139:
	.string	"drop it or add --service-dist lognormal"
	.align 8
.LC140:
	.string	"applies to --service-dist lognormal only: "
	.section	.rodata.str1.1
.LC141:
	.string	"e.g. --service-cv 2"
	.section	.rodata.str1.8
	.align 8
.LC142:
	.string	"is needed with --service-dist lognormal: "
	.align 8
.LC143:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC144:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.section	.rodata.str1.1
.LC145:
	.string	"--service-cv %s%s"
.LC146:
	.string	"give all three, or none"
	.section	.rodata.str1.8
	.align 8
.LC147:
	.string	"go together with --service-dist bimodal: "
	.align 8
.LC148:
	.string	"--slow-fraction and --slow-service %s%s"
	.align 8
.LC149:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC150:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC151:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC152:
	.string	"--period 0 means a single stall"
	.align 8
.LC153:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC154:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC155:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC156:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC157:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC158:
	.string	"takes one connection: "
.LC159:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC160:
	.string	"--generator-pause %s us is not below --generator-period %s us: the sender would never send (use --generator-period 0 for one pause)"
	.section	.rodata.str1.1
.LC161:
	.string	"use catch-up"
	.section	.rodata.str1.8
	.align 8
.LC162:
	.string	"takes no --timeout or --queue-limit (a connection that gives up or is refused would send again at once): "
	.align 8
.LC163:
	.string	"drop --sweep, --cross-check and the faults"
	.align 8
.LC164:
	.string	"scores a benchmark run without faults, or users: "
	.section	.rodata.str1.1
.LC165:
	.string	"--scoreboard %s%s"
.LC166:
	.string	"drop --sweep or --cross-check"
.LC167:
	.string	"apply to a benchmark run: "
	.section	.rodata.str1.8
	.align 8
.LC168:
	.string	"--timeout, --queue-limit and the generator's options %s%s"
	.text
	.p2align 4
	.type	resolve_conflicts.constprop.0, @function
resolve_conflicts.constprop.0:
.LFB434:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	xorl	%ecx, %ecx
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	subq	$64, %rsp
	.cfi_def_cfa_offset 96
	movl	8(%rdi), %eax
	movl	488(%rdi), %edx
	cmpl	$3, %eax
	sete	%cl
	cmpl	%ecx, %edx
	jne	.L1172
	movl	492(%rdi), %esi
	movq	%rdi, %rbx
	testl	%esi, %esi
	je	.L1173
	cmpl	$2, %eax
	jne	.L1122
	cmpl	$0, 496(%rdi)
	je	.L1122
.L1124:
	cmpl	$2, 152(%rbx)
	leaq	.LC149(%rip), %r8
	leaq	.LC150(%rip), %rcx
	je	.L1171
.L1126:
	cmpl	$1, 40(%rbx)
	movq	56(%rbx), %rsi
	je	.L1174
.L1127:
	testq	%rsi, %rsi
	jne	.L1128
.L1129:
	pxor	%xmm0, %xmm0
	ucomisd	392(%rbx), %xmm0
	jp	.L1149
	je	.L1131
.L1149:
	cmpl	$1, 72(%rbx)
	jne	.L1175
.L1131:
	movl	152(%rbx), %eax
	cmpl	$1, %eax
	jne	.L1133
	cmpq	$1, 160(%rbx)
	ja	.L1176
.L1133:
	movl	508(%rbx), %ecx
	movl	512(%rbx), %edx
	testl	%ecx, %ecx
	jne	.L1134
	movq	$1000000000, 264(%rbx)
	testl	%edx, %edx
	jne	.L1136
	movl	$1000000000, %ecx
.L1135:
	shrq	%rcx
	movq	%rcx, %rdx
.L1138:
	movq	%rdx, 272(%rbx)
.L1136:
	movq	256(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1139
	movq	264(%rbx), %rsi
	leaq	-1(%rsi), %rcx
	cmpq	%rdx, %rcx
	jb	.L1177
.L1139:
	cmpl	$2, %eax
	je	.L1178
.L1140:
	movl	516(%rbx), %eax
	testl	%eax, %eax
	je	.L1142
	cmpl	$0, 368(%rbx)
	jne	.L1143
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1143
.L1117:
	addq	$64, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 32
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L1173:
	.cfi_restore_state
	cmpl	$0, 496(%rdi)
	je	.L1179
.L1122:
	leaq	.LC146(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC147(%rip), %rcx
	leaq	.LC148(%rip), %rdx
	call	snprintf@PLT
.L1120:
	orl	$-1, %eax
	jmp	.L1117
.L1174:
	cmpq	$0, 48(%rbx)
	je	.L1127
	testq	%rsi, %rsi
	je	.L1180
.L1128:
	cmpq	%rsi, 48(%rbx)
	jb	.L1129
	leaq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	movq	%rsp, %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	cmpq	$0, 40(%rbx)
	movq	%r12, %r8
	movq	%rbp, %rdi
	movq	%rax, %rcx
	leaq	.LC144(%rip), %rdx
	leaq	.LC143(%rip), %rax
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1120
.L1134:
	testl	%edx, %edx
	jne	.L1136
	movq	264(%rbx), %rcx
	movl	$500000000, %edx
	testq	%rcx, %rcx
	je	.L1138
	jmp	.L1135
.L1142:
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L1117
	xorl	%eax, %eax
	cmpl	$0, 368(%rbx)
	je	.L1117
	leaq	.LC166(%rip), %r8
	leaq	.LC167(%rip), %rcx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC168(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1120
.L1178:
	cmpq	$0, 224(%rbx)
	jne	.L1141
	cmpl	$0, 232(%rbx)
	je	.L1140
.L1141:
	leaq	.LC161(%rip), %r8
	leaq	.LC162(%rip), %rcx
.L1171:
	leaq	.LC151(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1120
.L1179:
	cmpl	$2, %eax
	je	.L1122
	testl	%eax, %eax
	je	.L1126
	jmp	.L1124
.L1180:
	leaq	.LC13(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC152(%rip), %rcx
	leaq	.LC153(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1120
.L1172:
	testl	%edx, %edx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC140(%rip), %rax
	leaq	.LC142(%rip), %rcx
	cmovne	%rax, %rcx
	leaq	.LC141(%rip), %r8
	leaq	.LC139(%rip), %rax
	cmovne	%rax, %r8
	leaq	.LC145(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1120
.L1143:
	leaq	.LC163(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC164(%rip), %rcx
	leaq	.LC165(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1120
.L1175:
	leaq	.LC154(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC155(%rip), %rcx
	leaq	.LC156(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1120
.L1176:
	leaq	.LC157(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC158(%rip), %rcx
	leaq	.LC159(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1120
.L1177:
	leaq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	256(%rbx), %rsi
	movq	%rsp, %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%r12, %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	movq	%rax, %rcx
	leaq	.LC160(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1120
	.cfi_endproc
.LFE434:
	.size	resolve_conflicts.constprop.0, .-resolve_conflicts.constprop.0
	.section	.rodata.str1.1
.LC169:
	.string	"load"
.LC170:
	.string	"stall length"
.LC171:
	.string	"load %"
.LC172:
	.string	"stall us"
.LC173:
	.string	"sim"
.LC174:
	.string	"formula"
	.section	.rodata.str1.8
	.align 8
.LC175:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC176:
	.string	"base: service %s us"
.LC177:
	.string	", stall %s us"
.LC178:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC179:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC180:
	.string	"checked"
.LC181:
	.string	"%-10s %-8s"
.LC182:
	.string	" | %-10s %10s %10s"
.LC183:
	.string	"corrected"
.LC184:
	.string	"\n%-10s %-8s"
.LC185:
	.string	"p50"
.LC186:
	.string	" | "
.LC187:
	.string	"%s%10s"
.LC188:
	.string	"p99"
.LC189:
	.string	"p99.9"
	.section	.rodata.str1.8
	.align 8
.LC190:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.section	.rodata.str1.1
.LC191:
	.string	"%-10lu"
.LC192:
	.string	"%-10s"
.LC193:
	.string	" %-8s"
	.text
	.p2align 4
	.type	print_sweep, @function
print_sweep:
.LFB380:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC169(%rip), %rax
	leaq	.LC189(%rip), %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	.LC185(%rip), %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	leaq	.LC182(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	leaq	.LC175(%rip), %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movl	(%rsi), %edx
	leaq	.LC170(%rip), %rsi
	leaq	16(%rsp), %r13
	testl	%edx, %edx
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	0(%rbp), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC176(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	48(%rbp), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC177(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%rbp), %rsi
	movq	%r13, %rdi
	leaq	.LC13(%rip), %rbp
	call	fmt_us.constprop.0
	leaq	.LC178(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rbx), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC179(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	(%rbx), %ecx
	leaq	.LC171(%rip), %rax
	leaq	.LC172(%rip), %rsi
	leaq	.LC180(%rip), %rdx
	leaq	.LC181(%rip), %rdi
	testl	%ecx, %ecx
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%r12, %rdi
	leaq	.LC116(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%r12, %rdi
	leaq	.LC118(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%r12, %rdi
	leaq	.LC183(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC188(%rip), %r12
	call	printf@PLT
	movq	%rbp, %rdx
	movq	%rbp, %rsi
	xorl	%eax, %eax
	leaq	.LC184(%rip), %rdi
	movl	$3, %ebp
	call	printf@PLT
.L1184:
	movq	%r14, %rdx
	leaq	.LC186(%rip), %rsi
	leaq	.LC187(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rdx
	leaq	.LC41(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC187(%rip), %rdi
	call	printf@PLT
	xorl	%eax, %eax
	movq	%r15, %rdx
	leaq	.LC41(%rip), %rsi
	leaq	.LC187(%rip), %rdi
	call	printf@PLT
	subl	$1, %ebp
	jne	.L1184
	movl	$10, %edi
	xorl	%r12d, %r12d
	leaq	SWEEP_COL(%rip), %r14
	call	putchar@PLT
	cmpq	$0, 16(%rbx)
	je	.L1194
	.p2align 4,,10
	.p2align 3
.L1185:
	movl	(%rbx), %eax
	movq	24(%rbx,%r12,8), %rsi
	testl	%eax, %eax
	je	.L1186
	leaq	.LC191(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1187:
	cmpq	$0, 4768(%rbx,%r12,8)
	leaq	.LC174(%rip), %rax
	leaq	.LC173(%rip), %rsi
	cmove	%rax, %rsi
	leaq	.LC193(%rip), %rdi
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	call	printf@PLT
	leaq	(%r12,%r12,8), %rax
	movq	%r12, 8(%rsp)
	salq	$2, %rax
	movq	%rax, (%rsp)
.L1189:
	movq	(%rsp), %rcx
	movslq	%ebp, %rax
	xorl	%r12d, %r12d
	leaq	(%rax,%rax,4), %rax
	leaq	(%rcx,%rax,2), %r15
.L1193:
	movslq	(%r14,%r12,4), %rax
	movq	%r13, %rdi
	leaq	20(%rax,%r15), %rax
	movq	8(%rbx,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%r12, %r12
	je	.L1206
	xorl	%eax, %eax
	leaq	.LC41(%rip), %rsi
	leaq	.LC187(%rip), %rdi
	call	printf@PLT
	cmpq	$2, %r12
	jne	.L1199
	addl	$1, %ebp
	cmpl	$3, %ebp
	jne	.L1189
	movq	8(%rsp), %r12
	movl	$10, %edi
	call	putchar@PLT
	addq	$1, %r12
	cmpq	16(%rbx), %r12
	jb	.L1185
.L1194:
	leaq	.LC190(%rip), %rdi
	call	puts@PLT
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
.L1206:
	.cfi_restore_state
	leaq	.LC186(%rip), %rsi
	leaq	.LC187(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %r12d
	call	printf@PLT
	jmp	.L1193
	.p2align 4,,10
	.p2align 3
.L1199:
	movl	$2, %r12d
	jmp	.L1193
	.p2align 4,,10
	.p2align 3
.L1186:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC192(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1187
	.cfi_endproc
.LFE380:
	.size	print_sweep, .-print_sweep
	.section	.rodata.str1.1
.LC194:
	.string	"mean "
.LC195:
	.string	"Poisson"
.LC196:
	.string	"periodic"
.LC197:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC198:
	.string	"server: service %s, mean %.1f us, scv %.3f"
	.align 8
.LC199:
	.string	" (%s us, or %s us for %.4g %%)"
	.section	.rodata.str1.1
.LC200:
	.string	"; "
	.section	.rodata.str1.8
	.align 8
.LC201:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC202:
	.string	"no stalls"
.LC203:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC204:
	.string	"stalls of %s us every %s us from %s us\n"
	.text
	.p2align 4
	.type	print_server, @function
print_server:
.LFB338:
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
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movl	8(%rdi), %r8d
	testl	%r8d, %r8d
	jne	.L1208
	movq	(%rbx), %rsi
	leaq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC197(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1209:
	cmpq	$0, 48(%rbx)
	jne	.L1222
	leaq	.LC202(%rip), %rdi
	call	puts@PLT
.L1207:
	addq	$136, %rsp
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
.L1208:
	.cfi_restore_state
	leaq	96(%rsp), %rdx
	leaq	24(%rsp), %rsi
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	96(%rsp), %xmm1
	leaq	.LC198(%rip), %rdi
	movq	(%rax,%r8,8), %rsi
	movl	$2, %eax
	movsd	24(%rsp), %xmm0
	divsd	.LC71(%rip), %xmm0
	call	printf@PLT
	cmpl	$2, 8(%rbx)
	je	.L1223
.L1210:
	leaq	.LC200(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1209
.L1222:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1224
	cmpq	$0, 56(%rbx)
	jne	.L1217
	leaq	64(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	32(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC203(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1207
.L1217:
	leaq	96(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	leaq	64(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	32(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%r12, %rcx
	movq	%rbp, %rdx
	leaq	.LC204(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1207
.L1224:
	leaq	96(%rsp), %rdi
	leaq	.LC194(%rip), %r15
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	leaq	64(%rsp), %rdi
	movq	%r15, %r13
	movq	%rax, %r14
	leaq	.LC13(%rip), %rbp
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	32(%rsp), %rdi
	cmpl	$1, 40(%rbx)
	cmovne	%rbp, %r13
	movq	%rax, %r12
	call	fmt_us.constprop.0
	cmpl	$1, 44(%rbx)
	movq	%r15, %rdx
	movq	%r12, %r9
	cmovne	%rbp, %rdx
	movq	%rax, %rcx
	cmpl	$1, 40(%rbx)
	movq	%r13, %r8
	leaq	.LC195(%rip), %rax
	leaq	.LC196(%rip), %rsi
	cmove	%rax, %rsi
	pushq	%rax
	.cfi_def_cfa_offset 200
	leaq	.LC201(%rip), %rdi
	xorl	%eax, %eax
	pushq	%r14
	.cfi_def_cfa_offset 208
	call	printf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 200
	popq	%rcx
	.cfi_def_cfa_offset 192
	jmp	.L1207
.L1223:
	movsd	.LC77(%rip), %xmm0
	mulsd	24(%rbx), %xmm0
	leaq	64(%rsp), %rdi
	movq	32(%rbx), %rsi
	movsd	%xmm0, 8(%rsp)
	call	fmt_us.constprop.0
	movq	(%rbx), %rsi
	leaq	32(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movsd	8(%rsp), %xmm0
	movq	%rbp, %rdx
	leaq	.LC199(%rip), %rdi
	movq	%rax, %rsi
	movl	$1, %eax
	call	printf@PLT
	jmp	.L1210
	.cfi_endproc
.LFE338:
	.size	print_server, .-print_server
	.section	.rodata.str1.1
.LC205:
	.string	"s"
.LC206:
	.string	"given"
.LC207:
	.string	":"
.LC208:
	.string	";"
	.section	.rodata.str1.8
	.align 8
.LC209:
	.string	"one schedule gap after its last send (drifting), nothing after the last due time"
	.align 8
.LC210:
	.string	"each request when due, or as soon after as it can"
	.section	.rodata.str1.1
.LC211:
	.string	"drops the request"
.LC212:
	.string	"waits for a slot"
	.section	.rodata.str1.8
	.align 8
.LC213:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.align 8
.LC214:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC215:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC216:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC217:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC218:
	.string	"\ncorrection: expected interval "
	.align 8
.LC219:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC220:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC221:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC222:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC223:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC224:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC225:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC226:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC227:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC228:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC229:
	.string	"; 1 warmup + %u reps\n"
.LC230:
	.string	"faults"
	.section	.rodata.str1.8
	.align 8
.LC231:
	.string	"%s clients give up %s us after a send"
	.align 8
.LC232:
	.string	"%s the server rejects a request that finds %lu waiting (the error reaches the client %s us after the send)"
	.align 8
.LC233:
	.string	"%s the open loop's sender sends %s"
	.align 8
.LC234:
	.string	", pauses %s us every %s us from %s us"
	.section	.rodata.str1.1
.LC235:
	.string	", pauses %s us once, at %s us"
	.section	.rodata.str1.8
	.align 8
.LC236:
	.string	", keeps at most %lu in flight, then %s"
	.align 8
.LC237:
	.string	"\nomissions: the three sets above are the truth, walked without the faults; each client is walked once more with them (every sample kept), and its views are checked against a reference simulation"
	.align 8
.LC238:
	.string	", and open-completed, open-censored and the open loop's timeouts against the closed form"
	.align 8
.LC239:
	.string	", and lag and the open loop's sends against the closed form"
	.align 8
.LC240:
	.string	"a closed loop that gives up sends its next request at once: its timeline is no longer the open loop's"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB349:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	xorl	%eax, %eax
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	subq	$112, %rsp
	.cfi_def_cfa_offset 160
	movq	(%rdi), %rbx
	movq	8(%rdi), %rsi
	movq	24(%rdi), %r13
	leaq	.LC213(%rip), %rdi
	call	printf@PLT
	movq	%rbx, %rdi
	call	print_server
	movl	72(%rbx), %ecx
	testl	%ecx, %ecx
	je	.L1281
	movq	136(%rbx), %rdx
	xorl	%esi, %esi
	cmpq	$1, %rdx
	jbe	.L1228
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	leaq	-1(%rdx), %rcx
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%rcx
	movq	%rax, %rsi
.L1228:
	leaq	48(%rsp), %r12
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC215(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1227:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC13(%rip), %rax
	leaq	.LC205(%rip), %rcx
	leaq	.LC216(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1282
.L1230:
	leaq	.LC218(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L1283
	movq	184(%rbx), %r14
	movq	168(%rbx), %rsi
	leaq	.LC206(%rip), %rax
	movq	%r12, %rdi
	testq	%r14, %r14
	cmove	%rax, %r14
	call	fmt_us.constprop.0
	leaq	.LC220(%rip), %rdi
	movq	%rax, %rsi
	movq	%r14, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1232:
	movq	192(%rbx), %rsi
	leaq	80(%rsp), %r14
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC221(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L1284
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, 8(%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L1235
.L1236:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L1285
	leaq	.LC224(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC225(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1238:
	movl	24(%r13), %eax
	cmpl	$2, %eax
	je	.L1286
	cmpl	$1, %eax
	je	.L1287
	leaq	.LC228(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1240:
	movl	216(%rbx), %esi
	xorl	%eax, %eax
	leaq	.LC229(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 392(%rbp)
	je	.L1225
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1288
.L1225:
	addq	$112, %rsp
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
.L1288:
	.cfi_restore_state
	leaq	.LC230(%rip), %rdi
	xorl	%eax, %eax
	movl	400(%rbp), %r13d
	leaq	.LC207(%rip), %rbp
	call	printf@PLT
	movq	224(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1289
.L1243:
	cmpl	$0, 232(%rbx)
	jne	.L1290
.L1244:
	cmpq	$0, 256(%rbx)
	movl	280(%rbx), %eax
	jne	.L1245
	testl	%eax, %eax
	je	.L1291
	leaq	.LC209(%rip), %rdx
.L1246:
	movq	%rbp, %rsi
	leaq	.LC233(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1248:
	cmpq	$0, 256(%rbx)
	je	.L1249
	cmpq	$0, 264(%rbx)
	movq	272(%rbx), %rsi
	jne	.L1292
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	256(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC235(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1249:
	movq	288(%rbx), %rsi
	testq	%rsi, %rsi
	je	.L1251
	cmpl	$0, 296(%rbx)
	leaq	.LC211(%rip), %rax
	leaq	.LC212(%rip), %rdx
	cmovne	%rax, %rdx
	leaq	.LC236(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1251:
	xorl	%eax, %eax
	leaq	.LC237(%rip), %rdi
	call	printf@PLT
	testb	$1, %r13b
	jne	.L1293
.L1253:
	andb	$2, %r13b
	jne	.L1294
.L1254:
	movl	$10, %edi
	call	putchar@PLT
	cmpq	$0, 224(%rbx)
	je	.L1225
	leaq	.LC240(%rip), %rdi
	call	puts@PLT
	jmp	.L1225
.L1284:
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L1236
.L1235:
	leaq	.LC222(%rip), %rdi
	call	puts@PLT
	jmp	.L1236
.L1283:
	leaq	.LC219(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1232
.L1282:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC217(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1230
.L1281:
	movq	80(%rbx), %rsi
	leaq	48(%rsp), %r12
	movq	136(%rbx), %r14
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	%r14, %rdx
	leaq	.LC214(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1227
.L1287:
	leaq	.LC227(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1240
.L1286:
	movq	40(%r13), %rdx
	movq	32(%r13), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC226(%rip), %rdi
	call	printf@PLT
	jmp	.L1240
.L1245:
	testl	%eax, %eax
	leaq	.LC210(%rip), %rdx
	leaq	.LC209(%rip), %rax
	cmovne	%rax, %rdx
	jmp	.L1246
.L1290:
	movq	248(%rbx), %rsi
	leaq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	240(%rbx), %rdx
	movq	%rbp, %rsi
	leaq	.LC232(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	leaq	.LC208(%rip), %rbp
	call	printf@PLT
	jmp	.L1244
.L1289:
	leaq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%rbp, %rsi
	leaq	.LC231(%rip), %rdi
	leaq	.LC208(%rip), %rbp
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1243
.L1285:
	movl	$29, %esi
	leaq	.LC223(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1238
.L1294:
	leaq	.LC239(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1254
.L1293:
	leaq	.LC238(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1253
.L1291:
	cmpq	$0, 288(%rbx)
	leaq	.LC210(%rip), %rdx
	jne	.L1246
	jmp	.L1248
.L1292:
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movq	264(%rbx), %rsi
	movq	%r12, %rdi
	movq	%rax, %r14
	call	fmt_us.constprop.0
	movq	256(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%r14, %rcx
	movq	%rbp, %rdx
	leaq	.LC234(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1249
	.cfi_endproc
.LFE349:
	.size	print_plan, .-print_plan
	.section	.rodata.str1.1
.LC241:
	.string	"%lu.%0*lu %s"
.LC242:
	.string	"%lu %s"
	.text
	.p2align 4
	.type	fmt_read.constprop.0, @function
fmt_read.constprop.0:
.LFB436:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L1302
	cmpq	$999999, %rsi
	ja	.L1303
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L1296:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.11(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L1298
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L1300
	jmp	.L1299
	.p2align 4,,10
	.p2align 3
.L1313:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L1299
.L1300:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L1313
.L1298:
	imulq	$24, %rsi, %rdi
	leaq	.LC242(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L1301:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L1299:
	.cfi_restore_state
	imulq	$24, %rsi, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 24
	movq	%rdx, %r9
	movl	$32, %esi
	leaq	.LC241(%rip), %rdx
	xorl	%eax, %eax
	pushq	(%r11,%rdi)
	.cfi_def_cfa_offset 32
	movq	%rbx, %rdi
	call	snprintf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 24
	popq	%rcx
	.cfi_def_cfa_offset 16
	jmp	.L1301
.L1302:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L1296
.L1303:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L1296
	.cfi_endproc
.LFE436:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.section	.rodata.str1.1
.LC243:
	.string	"--arrivals"
	.text
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB437:
	.cfi_startproc
	movq	$0, 8(%rdi)
	movq	%rdi, %r9
	leaq	16(%rdi), %rdi
	movq	$0, 80(%rdi)
	movl	%r9d, %eax
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	104(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movq	%rsi, (%r9)
	cmpq	$0, 112(%rsi)
	je	.L1321
.L1317:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1321:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1317
	cmpl	$1, %eax
	je	.L1322
	movq	104(%rsi), %rsi
	leaq	40(%r9), %rdi
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC243(%rip), %rdx
	jmp	numbers_open
	.p2align 4,,10
	.p2align 3
.L1322:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r9)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r9)
	ret
	.cfi_endproc
.LFE437:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.p2align 4
	.type	send_gaps.constprop.0.isra.0, @function
send_gaps.constprop.0.isra.0:
.LFB440:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rdx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdi, %rbx
	leaq	0(,%rsi,8), %rdi
	call	malloc@PLT
	movq	24(%rbx), %rdi
	movq	%rax, %rbp
	movl	$1, %eax
	testq	%rdi, %rdi
	cmove	%rax, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%r12, %rdi
	movl	$1, %esi
	movq	%rax, %r14
	call	calloc@PLT
	movq	$0, 0(%r13)
	movq	%rax, %r12
	testq	%rbp, %rbp
	je	.L1335
	testq	%r14, %r14
	je	.L1335
	testq	%rax, %rax
	je	.L1328
	cmpq	$0, 24(%rbx)
	je	.L1341
	movq	16(%rbx), %r9
	movq	(%rbx), %rdi
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1332:
	movq	(%r9,%rax,8), %rcx
	leaq	(%r12,%rcx), %rdx
	leaq	0(%rbp,%rcx,8), %rcx
	cmpb	$0, (%rdx)
	je	.L1331
	movq	0(%r13), %r8
	movq	(%rdi,%rax,8), %rsi
	subq	(%rcx), %rsi
	leaq	1(%r8), %r10
	movq	%rsi, (%r14,%r8,8)
	movq	%r10, 0(%r13)
.L1331:
	movb	$1, (%rdx)
	movq	(%rdi,%rax,8), %rdx
	addq	$1, %rax
	movq	%rdx, (%rcx)
	cmpq	24(%rbx), %rax
	jb	.L1332
.L1341:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
.L1323:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movq	%r14, %rax
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
.L1335:
	.cfi_restore_state
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	testq	%rbp, %rbp
	je	.L1326
	testq	%r12, %r12
	jne	.L1323
.L1326:
	movq	%r14, %rdi
	xorl	%r14d, %r14d
	call	free@PLT
	jmp	.L1323
.L1328:
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L1326
	.cfi_endproc
.LFE440:
	.size	send_gaps.constprop.0.isra.0, .-send_gaps.constprop.0.isra.0
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB441:
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
	movq	$0, 72(%r14)
	movq	%r15, (%r14)
	movq	$99999, 16(%rsp)
	movq	$0, 24(%rsp)
	movups	%xmm0, 8(%r14)
	movups	%xmm0, 24(%r14)
	movups	%xmm0, 40(%r14)
	movups	%xmm0, 56(%r14)
	testl	%ebx, %ebx
	jne	.L1345
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1345:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1347:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1346
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
.L1346:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1347
	testq	%r15, %r15
	je	.L1351
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1349:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1349
.L1348:
	movq	%rsi, 64(%r14)
	movq	%rdi, 72(%r14)
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
.L1351:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1348
	.cfi_endproc
.LFE441:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	score_route, @function
score_route:
.LFB236:
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
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	movq	16(%rsi), %rbx
	movq	24(%rbx), %rsi
	movq	8(%rbx), %rdi
	call	sorted_copy
	movq	8(%r13), %rsi
	movq	0(%r13), %rdi
	movq	%rax, 16(%rsp)
	call	sorted_copy
	movl	$1, %edx
	movq	%rax, 32(%rsp)
	movq	8(%r13), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	24(%rbx), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	movq	16(%r13), %rdi
	movq	24(%r13), %rsi
	leaq	72(%rsp), %rdx
	movq	%rax, 8(%rsp)
	movq	$0, 72(%rsp)
	call	send_gaps.constprop.0.isra.0
	movl	$114, %ecx
	movq	%rbp, %rdi
	movq	%rax, 24(%rsp)
	xorl	%eax, %eax
	cmpq	$0, 16(%rsp)
	rep stosq
	je	.L1360
	cmpq	$0, 32(%rsp)
	je	.L1360
	cmpq	$0, 8(%rsp)
	je	.L1360
	cmpq	$0, 24(%rsp)
	je	.L1360
	movl	200(%r12), %ecx
	movq	192(%r12), %rdx
	movq	%rbp, %r8
	movq	8(%r13), %rsi
	movq	32(%rsp), %rdi
	call	summarise.isra.0
	movq	24(%rbx), %rsi
	movq	16(%rsp), %rdi
	leaq	80(%rbp), %r8
	movl	200(%r12), %ecx
	movq	192(%r12), %rdx
	call	summarise.isra.0
	movq	72(%rsp), %r8
	movq	24(%rsp), %rdi
	movl	$1, 872(%rbp)
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%r8, %rsi
	movq	%r8, 40(%rsp)
	call	qsort@PLT
	movdqu	32(%r13), %xmm0
	movq	40(%rsp), %r8
	movups	%xmm0, 808(%rbp)
	testq	%r8, %r8
	jne	.L1435
.L1361:
	movq	16(%rsp), %r15
	movl	$2, %r14d
	.p2align 4,,10
	.p2align 3
.L1365:
	movq	792(%rbp,%r14,8), %rdx
	testq	%rdx, %rdx
	je	.L1367
	leaq	(%r14,%r14,4), %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 152
	movq	24(%rbx), %rsi
	movq	%r15, %rdi
	salq	$4, %rax
	movq	192(%r12), %rcx
	movl	$1, 868(%rbp,%r14,4)
	addq	%rbp, %rax
	movl	200(%r12), %r8d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	24(%rsp), %r9
	call	corrected_summarise
	popq	%r10
	.cfi_def_cfa_offset 152
	popq	%r11
	.cfi_def_cfa_offset 144
	testl	%eax, %eax
	jne	.L1436
.L1367:
	addq	$1, %r14
	cmpq	$8, %r14
	jne	.L1365
	movq	%rbx, %rdi
	leaq	640(%rbp), %r9
	call	trace_runtime_ns
	movq	24(%rbx), %r15
	movq	24(%r13), %rsi
	movq	%rax, %rcx
	testq	%r15, %r15
	jne	.L1437
	testq	%rsi, %rsi
	jne	.L1438
	xorl	%r8d, %r8d
.L1388:
	movq	%rcx, %rax
	movl	$1000, %edi
	xorl	%edx, %edx
	divq	%rdi
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%r15, %rax
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movq	%rax, %r14
.L1369:
	xorl	%eax, %eax
	movl	$20, %ecx
	movq	%r9, %rdi
	rep stosl
	imulq	$1000, %r14, %rax
	movq	%rax, 856(%rbp)
	movl	$1, %eax
	cmpq	$67108863, %r8
	jbe	.L1439
.L1370:
	movl	48(%r13), %r15d
	xorl	$1, %eax
	movl	%eax, 900(%rbp)
	testl	%r15d, %r15d
	je	.L1359
	movq	40(%r13), %rdx
	xorl	%r15d, %r15d
	testq	%rdx, %rdx
	jne	.L1440
.L1359:
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	movq	24(%rsp), %rdi
	call	free@PLT
	addq	$88, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%r15d, %eax
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
.L1435:
	.cfi_restore_state
	movq	24(%rsp), %rdi
	leaq	0(,%r8,8), %r9
	xorl	%esi, %esi
	movq	%rdi, %rax
	leaq	(%r9,%rdi), %rdx
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L1362:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L1362
	movq	%rsi, %rax
	movq	%r8, %rdx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	movq	%r9, 48(%rsp)
	movq	%r8, 40(%rsp)
	call	__udivti3@PLT
	movq	40(%rsp), %r8
	xorl	%edi, %edi
	movq	48(%rsp), %r9
	movq	%rax, 824(%rbp)
	movl	$50000, %eax
	movl	$99999, %esi
	mulq	%r8
	cmpl	$0, 200(%r12)
	jne	.L1363
	movl	$50000, %esi
	xorl	%edi, %edi
.L1363:
	addq	%rsi, %rax
	movq	%r9, 48(%rsp)
	adcq	%rdi, %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%r8, 40(%rsp)
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movq	40(%rsp), %r8
	movq	24(%rsp), %rdi
	movq	48(%rsp), %r9
	cmpq	%rax, %r8
	cmova	%rax, %r8
	movq	-8(%rdi,%r8,8), %rax
	movq	%rax, 832(%rbp)
	movq	(%rdi), %rax
	movq	%rax, 840(%rbp)
	movq	-8(%rdi,%r9), %rax
	movq	%rax, 848(%rbp)
	jmp	.L1361
.L1437:
	movq	16(%rsp), %rax
	movl	$1000, %edi
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	movq	-8(%rax,%r15,8), %rax
	divq	%rdi
	movq	%rax, %r8
	cmpq	%rsi, %r15
	jb	.L1369
	jmp	.L1388
.L1438:
	xorl	%eax, %eax
	movq	%r9, %rdi
	movl	$20, %ecx
	movl	$8, %esi
	rep stosl
	xorl	%eax, %eax
	movl	$1, %edi
	movq	%rax, 856(%rbp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L1441
.L1360:
	orl	$-1, %r15d
	jmp	.L1359
.L1439:
	leaq	1(%r8), %rax
	movl	$8, %esi
	movq	%r8, 40(%rsp)
	movq	%rax, %rdi
	movq	%rax, 56(%rsp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L1360
	testq	%r15, %r15
	movq	40(%rsp), %r8
	je	.L1376
	movabsq	$2361183241434822607, %rsi
	movq	16(%rsp), %rax
	movq	%rax, %rcx
	leaq	(%rax,%r15,8), %rdi
	.p2align 4,,10
	.p2align 3
.L1375:
	movq	(%rcx), %rdx
	addq	$8, %rcx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%rsi
	shrq	$4, %rdx
	addq	$1, (%rbx,%rdx,8)
	cmpq	%rcx, %rdi
	jne	.L1375
.L1376:
	leaq	(%r14,%r14), %rdi
	cmpq	%rdi, %r8
	jb	.L1374
	testq	%r14, %r14
	je	.L1374
	imulq	$-8, %r14, %rsi
	subq	%r14, %rdi
	leaq	(%rbx,%rdi,8), %r9
	.p2align 4,,10
	.p2align 3
.L1379:
	movq	(%r9,%r14,8), %rcx
	testq	%rcx, %rcx
	je	.L1377
	cmpq	%rdi, %r14
	jnb	.L1377
	movq	%r9, %rax
	movq	%rdi, %rdx
	.p2align 4,,10
	.p2align 3
.L1378:
	subq	%r14, %rdx
	addq	%rcx, (%rax)
	addq	%rcx, %r15
	addq	%rsi, %rax
	cmpq	%rdx, %r14
	jb	.L1378
.L1377:
	addq	$1, %rdi
	addq	$8, %r9
	leaq	(%r14,%rdi), %rax
	cmpq	%rax, %r8
	jnb	.L1379
.L1374:
	movq	(%rbx), %r10
	xorl	%r14d, %r14d
	movq	%r12, 40(%rsp)
	movq	%r15, %r12
	movq	%r15, 640(%rbp)
	movq	%r14, %r15
	movq	%r8, %r14
	movq	%r13, 48(%rsp)
	movq	%r10, %r13
	.p2align 4,,10
	.p2align 3
.L1385:
	leaq	PCT_MILLI(%rip), %rax
	movq	%r12, %rsi
	movq	(%rax,%r15), %rax
	cmpq	$100000, %rax
	je	.L1380
	mulq	%r12
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r12, %rsi
	cmova	%r12, %rsi
.L1380:
	testq	%r12, %r12
	je	.L1381
	cmpq	%rsi, %r13
	jnb	.L1394
	movq	%r13, %rdx
	xorl	%eax, %eax
	jmp	.L1383
	.p2align 4,,10
	.p2align 3
.L1384:
	addq	(%rbx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L1382
.L1383:
	movq	%rax, %rcx
	addq	$1, %rax
	cmpq	%rcx, %r14
	jne	.L1384
.L1381:
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L1385
	movq	40(%rsp), %r12
	movq	48(%rsp), %r13
	xorl	%r10d, %r10d
	xorl	%esi, %esi
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	movl	$1000, %r14d
	movq	%r13, 40(%rsp)
	movq	192(%r12), %r15
	movq	%r12, %r13
	movq	56(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L1387:
	leaq	0(,%rsi,8), %rax
	movq	%rdi, %r11
	movq	(%rbx,%rax), %rcx
	movq	%rcx, %rax
	imulq	%rcx, %r11
	mulq	%rsi
	addq	%r11, %rdx
	imulq	$1000, %rdx, %r11
	mulq	%r14
	addq	%r11, %rdx
	addq	%rax, %r8
	adcq	%rdx, %r9
	cmpq	%r10, %r15
	jnb	.L1386
	addq	%rcx, 696(%rbp)
.L1386:
	addq	$1, %rsi
	movq	%r12, %rdx
	adcq	$0, %rdi
	xorq	%rsi, %rdx
	addq	$1000, %r10
	movq	%rdi, %rax
	orq	%rdx, %rax
	jne	.L1387
	movq	%r8, 704(%rbp)
	movq	%rbx, %rdi
	movq	%r13, %r12
	movq	40(%rsp), %r13
	movq	%r9, 712(%rbp)
	call	free@PLT
	xorl	%eax, %eax
	jmp	.L1370
.L1394:
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1382:
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%rbp,%r15)
	jmp	.L1381
.L1436:
	movl	%eax, %r15d
	jmp	.L1359
.L1440:
	movl	$1, 904(%rbp)
	addq	$720, %rbp
	movq	8(%r13), %rsi
	movq	%rdx, 144(%rbp)
	movq	192(%r12), %rcx
	pushq	%rdi
	.cfi_def_cfa_offset 152
	movl	200(%r12), %r8d
	pushq	%rbp
	.cfi_def_cfa_offset 160
	movq	24(%rsp), %r9
	movq	48(%rsp), %rdi
	call	corrected_summarise
	popq	%r8
	.cfi_def_cfa_offset 152
	popq	%r9
	.cfi_def_cfa_offset 144
	movl	%eax, %r15d
	jmp	.L1359
.L1441:
	movq	$1, 56(%rsp)
	xorl	%r8d, %r8d
	jmp	.L1374
	.cfi_endproc
.LFE236:
	.size	score_route, .-score_route
	.p2align 4
	.type	service_max, @function
service_max:
.LFB42:
	.cfi_startproc
	movl	8(%rdi), %edx
	movq	(%rdi), %rax
	cmpl	$2, %edx
	je	.L1443
	cmpl	$3, %edx
	je	.L1444
	cmpl	$1, %edx
	je	.L1454
	ret
.L1443:
	movq	32(%rdi), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	ret
.L1454:
	imulq	$37, %rax, %rax
	addq	$1, %rax
	ret
.L1444:
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	movsd	16(%rdi), %xmm0
	movq	%rax, 8(%rsp)
	mulsd	%xmm0, %xmm0
	call	log1p@PLT
	call	sqrt@PLT
	movq	8(%rsp), %rax
	movapd	%xmm0, %xmm1
	testq	%rax, %rax
	js	.L1446
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1447:
	movsd	%xmm1, 8(%rsp)
	call	log@PLT
	movsd	8(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm1, %xmm2
	mulsd	.LC34(%rip), %xmm2
	mulsd	.LC244(%rip), %xmm1
	subsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	call	exp@PLT
	movl	$1, %eax
	addsd	.LC2(%rip), %xmm0
	salq	$50, %rax
	comisd	.LC245(%rip), %xmm0
	jnb	.L1442
	movsd	.LC87(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1448
	cvttsd2siq	%xmm0, %rax
.L1442:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L1446:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1447
.L1448:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1442
	.cfi_endproc
.LFE42:
	.size	service_max, .-service_max
	.p2align 4
	.type	dist_at_rank, @function
dist_at_rank:
.LFB87:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	8(%rdi), %rbp
	movq	%rdi, %rbx
	testq	%rbp, %rbp
	je	.L1465
	movq	(%rdi), %rax
	movq	%rbp, %rcx
	xorl	%r10d, %r10d
	salq	$5, %rcx
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L1457:
	movq	(%rax), %rdx
	cmpq	%rdx, %r10
	cmovb	%rdx, %r10
	addq	$32, %rax
	cmpq	%rcx, %rax
	jne	.L1457
.L1456:
	movq	%rbp, %r13
	xorl	%r11d, %r11d
	salq	$5, %r13
.L1463:
	cmpq	%r10, %r11
	jnb	.L1474
	.p2align 4,,10
	.p2align 3
.L1464:
	movq	%r10, %rdi
	movq	(%rbx), %rcx
	subq	%r11, %rdi
	shrq	%rdi
	addq	%r11, %rdi
	testq	%rbp, %rbp
	je	.L1466
	leaq	(%rcx,%r13), %r9
	xorl	%r8d, %r8d
	jmp	.L1462
	.p2align 4,,10
	.p2align 3
.L1460:
	movq	8(%rcx), %r14
	testq	%r14, %r14
	je	.L1461
	subq	%rdi, %rax
	xorl	%edx, %edx
	divq	%r14
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1461
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r8
.L1461:
	addq	$32, %rcx
	cmpq	%rcx, %r9
	je	.L1459
.L1462:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rdi
	jb	.L1460
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r8
	cmpq	%rcx, %r9
	jne	.L1462
.L1459:
	cmpq	%r12, %r8
	jb	.L1475
.L1467:
	movq	%rdi, %r10
	cmpq	%r10, %r11
	jb	.L1464
.L1474:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movq	%r11, %rax
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
.L1466:
	.cfi_restore_state
	xorl	%r8d, %r8d
	cmpq	%r12, %r8
	jnb	.L1467
.L1475:
	leaq	1(%rdi), %r11
	jmp	.L1463
.L1465:
	xorl	%r10d, %r10d
	jmp	.L1456
	.cfi_endproc
.LFE87:
	.size	dist_at_rank, .-dist_at_rank
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB88:
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
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %r15
	movl	%edx, 40(%rsp)
	movq	%rcx, 32(%rsp)
	testq	%r15, %r15
	je	.L1490
	movq	(%rdi), %rcx
	movq	16(%rcx), %rax
	movq	%rax, (%rsp)
	mulq	24(%rcx)
	movq	%rax, %r12
	movq	%rdx, %rax
	movq	%rdx, %r13
	subq	$0, %rax
	jne	.L1492
	leaq	48(%rcx), %rsi
	xorl	%edi, %edi
	movq	$-1, %r14
	xorl	%r11d, %r11d
	jmp	.L1479
	.p2align 4,,10
	.p2align 3
.L1480:
	movq	(%rsi), %rax
	mulq	8(%rsi)
	addq	%rax, %r12
	movq	%r11, %rax
	adcq	%rdx, %r13
	addq	$32, %rsi
	cmpq	%r12, %r14
	sbbq	%r13, %rax
	jc	.L1492
.L1479:
	addq	$1, %rdi
	cmpq	%r15, %rdi
	jne	.L1480
	movq	%r12, (%rsp)
	salq	$5, %rdi
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	movq	%r13, 8(%rsp)
	leaq	(%rcx,%rdi), %r15
	.p2align 4,,10
	.p2align 3
.L1481:
	movq	16(%rcx), %rdi
	xorl	%r9d, %r9d
	movq	8(%rcx), %r13
	movq	%rdi, %rax
	mulq	(%rcx)
	movq	%rdi, %r8
	movq	%rax, %rsi
	movq	%r8, %rax
	movq	%rdx, %rdi
	movq	%r9, %rdx
	addq	$-1, %rax
	adcq	$-1, %rdx
	movq	%rdx, %r14
	mulq	%r8
	imulq	%r8, %r14
	addq	%r14, %rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rdx, %r14
	mulq	%r13
	imulq	%r13, %r14
	addq	%r14, %rdx
	subq	%rax, %rsi
	movq	24(%rcx), %rax
	sbbq	%rdx, %rdi
	imulq	%rax, %rdi
	mulq	%rsi
	addq	%rdi, %rdx
	addq	%rax, %r10
	adcq	%rdx, %r11
	addq	$32, %rcx
	cmpq	%r15, %rcx
	jne	.L1481
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	movq	%r12, %r15
.L1477:
	movq	$99999, 16(%rsp)
	movq	32(%rsp), %rax
	movq	$0, 24(%rsp)
	movq	%r15, (%rax)
	movq	%r10, 64(%rax)
	movq	%r11, 72(%rax)
	movl	40(%rsp), %eax
	testl	%eax, %eax
	jne	.L1483
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1483:
	movq	32(%rsp), %rax
	leaq	PCT_MILLI(%rip), %r8
	movq	%rbx, (%rsp)
	movq	%r15, %rbx
	movq	%rbp, 40(%rsp)
	leaq	48(%r8), %r14
	movq	%r8, %r15
	leaq	8(%rax), %r9
	movq	%r9, %rbp
	.p2align 4,,10
	.p2align 3
.L1485:
	xorl	%eax, %eax
	testq	%rbx, %rbx
	je	.L1484
	movq	(%r15), %rax
	movq	%r13, %rcx
	imulq	%rax, %rcx
	mulq	%r12
	addq	%rcx, %rdx
	addq	16(%rsp), %rax
	adcq	24(%rsp), %rdx
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	movq	(%rsp), %rdi
	testq	%rax, %rax
	cmove	%rdx, %rax
	cmpq	%rbx, %rax
	cmova	%rbx, %rax
	movq	%rax, %rsi
	call	dist_at_rank
.L1484:
	addq	$8, %r15
	movq	%rax, 0(%rbp)
	addq	$8, %rbp
	cmpq	%r15, %r14
	jne	.L1485
	movq	%rbx, %r15
	movq	(%rsp), %rbx
	movq	40(%rsp), %rbp
	movq	8(%rbx), %r8
	movq	(%rbx), %rcx
	testq	%r8, %r8
	je	.L1486
	salq	$5, %r8
	xorl	%r9d, %r9d
	addq	%rcx, %r8
	jmp	.L1489
	.p2align 4,,10
	.p2align 3
.L1487:
	movq	8(%rcx), %rdi
	testq	%rdi, %rdi
	je	.L1488
	subq	%rbp, %rax
	xorl	%edx, %edx
	divq	%rdi
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1488
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r9
.L1488:
	addq	$32, %rcx
	cmpq	%r8, %rcx
	je	.L1505
.L1489:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rbp
	jb	.L1487
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r9
	cmpq	%r8, %rcx
	jne	.L1489
.L1505:
	subq	%r9, %r15
.L1486:
	movq	32(%rsp), %rax
	movq	%r15, 56(%rax)
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
.L1492:
	.cfi_restore_state
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	$-2, %eax
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
.L1490:
	.cfi_restore_state
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	jmp	.L1477
	.cfi_endproc
.LFE88:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	guess_narrow, @function
guess_narrow:
.LFB119:
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
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	movq	64(%rdi), %rax
	movq	48(%rdi), %rbx
	movq	%rdx, 32(%rsp)
	shrq	$2, %rax
	movq	%rcx, 40(%rsp)
	xorl	%ecx, %ecx
	movq	%rax, 24(%rsp)
	movq	%rsi, %rax
	mulq	80(%rdi)
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
	movq	%rdx, %rbp
	testq	%r12, %r12
	js	.L1507
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1508:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1590
	sqrtsd	%xmm0, %xmm0
.L1511:
	mulsd	.LC246(%rip), %xmm0
	movsd	.LC87(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1512
	cvttsd2siq	%xmm0, %rax
.L1513:
	movq	32(%rsp), %rsi
	movq	40(%rsp), %rdx
	addq	$1, %rax
	movq	%r14, %rdi
	movq	%rax, 16(%rsp)
	call	guess_sort
	movq	56(%r14), %rdi
	movq	104(%r14), %rsi
	xorl	%r10d, %r10d
	xorl	%eax, %eax
	jmp	.L1515
	.p2align 4,,10
	.p2align 3
.L1600:
	leaq	8(%r10), %r9
	cmpq	%rbp, %r8
	jnb	.L1514
	movq	%r9, %r10
.L1515:
	movq	(%rsi,%r10), %r8
	movq	%rax, %rcx
	addq	$1, %rax
	movq	%rbx, %rdx
	addq	%rbx, %r8
	movq	%r8, %rbx
	cmpq	%rdi, %rax
	jb	.L1600
.L1514:
	movq	96(%r14), %r9
	movq	64(%r14), %r11
	movq	%rdx, 8(%rsp)
	movq	(%r9,%r10), %r10
	movq	%r10, %r12
	subq	%r11, %r12
	cmpq	%r10, %r11
	movl	$0, %r10d
	cmovb	%r12, %r10
	movq	(%r14), %r12
	cmpq	%r12, %r10
	movq	%r12, %r15
	cmovnb	%r10, %r15
	leaq	-1(%r11,%r11), %r10
	addq	%r15, %r10
	jc	.L1518
	movq	8(%r14), %r11
	cmpq	%r11, %r10
	cmovbe	%r10, %r11
	movq	%r11, 48(%rsp)
.L1519:
	movq	8(%rsp), %r11
	movq	%rcx, %r12
	testq	%rcx, %rcx
	jne	.L1520
	jmp	.L1601
	.p2align 4,,10
	.p2align 3
.L1523:
	subq	-8(%rsi,%r12,8), %r11
	subq	$1, %r12
	je	.L1522
.L1520:
	cmpq	%r15, -8(%r9,%r12,8)
	jnb	.L1523
.L1522:
	cmpq	%rdi, %rcx
	jnb	.L1552
.L1526:
	movq	48(%rsp), %rdx
	movq	%rcx, %r13
	jmp	.L1524
	.p2align 4,,10
	.p2align 3
.L1529:
	addq	$1, %r13
	cmpq	%rdi, %r13
	jnb	.L1525
.L1524:
	cmpq	(%r9,%r13,8), %rdx
	jnb	.L1529
.L1525:
	testq	%rcx, %rcx
	je	.L1602
.L1528:
	cmpq	$0, 24(%rsp)
	je	.L1531
	movq	8(%rsp), %rdx
	cmpq	%rbp, %rdx
	movq	%rdx, %r10
	movq	%rbp, %rdx
	cmova	%rbp, %r10
	subq	%r10, %rdx
	movq	16(%rsp), %r10
	cmpq	%r10, %rdx
	jnb	.L1533
	movq	24(%rsp), %r10
	movq	%rcx, %rdx
	movq	%rdi, 56(%rsp)
	movq	%r12, 72(%rsp)
	movq	8(%rsp), %rdi
	movq	%r9, 64(%rsp)
	movq	16(%rsp), %r12
	subq	%r10, %rdx
	jmp	.L1534
	.p2align 4,,10
	.p2align 3
.L1603:
	cmpq	%rcx, %rdx
	je	.L1596
	cmpq	%rbp, %rdi
	movq	%rbp, %r10
	movq	%rbp, %r9
	cmovbe	%rdi, %r10
	subq	%r10, %r9
	cmpq	%r12, %r9
	jnb	.L1596
.L1534:
	subq	$1, %rcx
	subq	(%rsi,%rcx,8), %rdi
	testq	%rcx, %rcx
	jne	.L1603
.L1596:
	movq	64(%rsp), %r9
	movq	72(%rsp), %r12
	movq	%rdi, 8(%rsp)
	movq	56(%rsp), %rdi
.L1533:
	cmpq	%rdi, %rax
	jnb	.L1531
.L1546:
	cmpq	%r8, %rbp
	movq	%r8, %r10
	movq	16(%rsp), %rdx
	cmovbe	%rbp, %r10
	subq	%r10, %r8
	cmpq	%rdx, %r8
	jnb	.L1531
	movq	%r12, 64(%rsp)
	movq	24(%rsp), %r10
	movl	$2, %r8d
	movq	%rdx, %r12
	movq	%r9, 56(%rsp)
	jmp	.L1535
	.p2align 4,,10
	.p2align 3
.L1604:
	cmpq	%r8, %r10
	jb	.L1598
	addq	$1, %r8
	movq	%rbp, %r9
	cmpq	%rbp, %rbx
	movq	%rbx, %rdx
	cmovbe	%rbx, %r9
	subq	%r9, %rdx
	cmpq	%r12, %rdx
	jnb	.L1598
.L1535:
	addq	$1, %rax
	addq	-8(%rsi,%rax,8), %rbx
	cmpq	%rdi, %rax
	jb	.L1604
.L1598:
	movq	56(%rsp), %r9
	movq	64(%rsp), %r12
.L1531:
	cmpq	%r13, %r12
	jnb	.L1555
	leaq	(%rsi,%r12,8), %r8
	leaq	(%rsi,%r13,8), %r10
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L1536:
	addq	(%r8), %rsi
	addq	$8, %r8
	cmpq	%r8, %r10
	jne	.L1536
	leaq	(%rsi,%r11), %r10
.L1527:
	cmpq	%rbp, %r11
	jnb	.L1537
	cmpq	%rbp, %r10
	jb	.L1537
	movq	8(%rsp), %rsi
	movq	%rbp, %rdx
	subq	%r11, %rdx
	movq	%rsi, %r8
	cmpq	%rsi, %rbp
	movq	%rbp, %rsi
	cmovbe	%rbp, %r8
	subq	%r8, %rsi
	movq	16(%rsp), %r8
	cmpq	%r8, %rsi
	cmova	%r8, %rsi
	shrq	$2, %rsi
	cmpq	%rsi, %rdx
	jb	.L1537
	movq	%r10, %rsi
	subq	%rbp, %rsi
	cmpq	%rbp, %rbx
	cmovbe	%rbx, %rbp
	subq	%rbp, %rbx
	cmpq	%r8, %rbx
	cmova	%r8, %rbx
	shrq	$2, %rbx
	cmpq	%rbx, %rsi
	jnb	.L1605
.L1537:
	movq	8(%rsp), %rbx
	movq	%rbx, 48(%r14)
	leaq	0(,%rcx,8), %rbx
	leaq	(%r9,%rbx), %rsi
	testq	%rcx, %rcx
	je	.L1544
	movq	(%rsi), %rdx
	movq	%rdx, (%r14)
.L1544:
	cmpq	%rdi, %rax
	jb	.L1606
.L1545:
	subq	%rcx, %rax
	movq	%r9, %rdi
	movq	%rax, 56(%r14)
	leaq	0(,%rax,8), %rdx
	call	memmove@PLT
	movq	104(%r14), %rdi
	movq	56(%r14), %rax
	leaq	(%rdi,%rbx), %rsi
	leaq	0(,%rax,8), %rdx
	call	memmove@PLT
	movq	88(%r14), %rcx
	testq	%rcx, %rcx
	je	.L1506
	movq	(%r14), %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, 16(%r14)
	movq	8(%r14), %rax
	movq	%rdx, 24(%r14)
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, 32(%r14)
	movq	%rdx, 40(%r14)
.L1506:
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
.L1512:
	.cfi_restore_state
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1513
	.p2align 4,,10
	.p2align 3
.L1606:
	movq	-8(%r9,%rax,8), %rdx
	movq	%rdx, 8(%r14)
	jmp	.L1545
	.p2align 4,,10
	.p2align 3
.L1507:
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1508
.L1605:
	leaq	0(,%rdi,8), %rdx
	movq	32(%rsp), %rdi
	movq	%r9, %rsi
	movq	%r11, 8(%rsp)
	call	memcpy@PLT
	movq	56(%r14), %rax
	movq	104(%r14), %rsi
	movq	40(%rsp), %rdi
	leaq	0(,%rax,8), %rdx
	call	memcpy@PLT
	movq	64(%r14), %rdx
	movq	96(%r14), %rdi
	xorl	%esi, %esi
	salq	$4, %rdx
	call	memset@PLT
	cmpq	%r13, %r12
	movq	8(%rsp), %r11
	jnb	.L1542
	movq	96(%r14), %rcx
	movq	32(%rsp), %rsi
	movq	40(%rsp), %rdi
	.p2align 4,,10
	.p2align 3
.L1541:
	movq	(%rsi,%r12,8), %rax
	movq	(%rdi,%r12,8), %rdx
	addq	$1, %r12
	subq	%r15, %rax
	movq	%rdx, (%rcx,%rax,8)
	cmpq	%r13, %r12
	jne	.L1541
.L1542:
	movq	48(%rsp), %rax
	movq	88(%r14), %rcx
	movq	%r11, 48(%r14)
	movq	%r15, (%r14)
	movq	%rax, 8(%r14)
	movl	$1, 72(%r14)
	testq	%rcx, %rcx
	je	.L1506
	movq	%r15, %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, 16(%r14)
	movq	48(%rsp), %rax
	movq	%rdx, 24(%r14)
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, 32(%r14)
	movq	%rdx, 40(%r14)
	jmp	.L1506
	.p2align 4,,10
	.p2align 3
.L1555:
	movq	%r11, %r10
	jmp	.L1527
.L1601:
	testq	%rdi, %rdi
	jne	.L1526
	movq	8(%rsp), %r10
	xorl	%r13d, %r13d
	movl	$1, %eax
	jmp	.L1527
	.p2align 4,,10
	.p2align 3
.L1552:
	movq	%rcx, %r13
	jmp	.L1528
.L1602:
	cmpq	%rdi, %rax
	jnb	.L1531
	cmpq	$0, 24(%rsp)
	jne	.L1546
	jmp	.L1531
.L1590:
	call	sqrt@PLT
	jmp	.L1511
.L1518:
	movq	$-1, 48(%rsp)
	jmp	.L1519
	.cfi_endproc
.LFE119:
	.size	guess_narrow, .-guess_narrow
	.p2align 4
	.type	guess_hold, @function
guess_hold:
.LFB120:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rsi, %rbp
	subq	$24, %rsp
	.cfi_def_cfa_offset 48
	movl	72(%rdi), %esi
	testl	%esi, %esi
	jne	.L1616
	movq	56(%rdi), %rax
	cmpq	64(%rdi), %rax
	je	.L1614
	movq	96(%rdi), %rdx
.L1610:
	movq	%rbp, (%rdx,%rax,8)
	movq	56(%rdi), %rax
	movq	104(%rdi), %rdx
	leaq	1(%rax), %rcx
	movq	%rcx, 56(%rdi)
	movq	%r12, (%rdx,%rax,8)
.L1607:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1616:
	.cfi_restore_state
	movq	96(%rdi), %rax
	subq	(%rdi), %rbp
	addq	%rdx, (%rax,%rbp,8)
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1614:
	.cfi_restore_state
	movq	%rcx, %rsi
	movq	%r8, %rdx
	movq	%r9, %rcx
	movq	%rdi, 8(%rsp)
	call	guess_narrow
	movq	8(%rsp), %rdi
	movq	(%rdi), %rax
	cmpq	%rax, %rbp
	jb	.L1617
	cmpq	%rbp, 8(%rdi)
	jb	.L1607
	movl	72(%rdi), %ecx
	movq	96(%rdi), %rdx
	testl	%ecx, %ecx
	jne	.L1612
	movq	56(%rdi), %rax
	jmp	.L1610
	.p2align 4,,10
	.p2align 3
.L1612:
	subq	%rax, %rbp
	addq	%r12, (%rdx,%rbp,8)
	jmp	.L1607
	.p2align 4,,10
	.p2align 3
.L1617:
	addq	%r12, 48(%rdi)
	jmp	.L1607
	.cfi_endproc
.LFE120:
	.size	guess_hold, .-guess_hold
	.p2align 4
	.type	select_add_runs, @function
select_add_runs:
.LFB135:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rcx, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	movq	(%rdi), %rax
	movl	68(%rdi), %edx
	movq	%rax, 32(%rsp)
	movq	8(%rdi), %rax
	testl	%edx, %edx
	jne	.L1658
	movdqa	32(%rdi), %xmm0
	movq	16(%rdi), %r8
	movq	24(%rdi), %r9
	movq	48(%rdi), %r15
	movhlps	%xmm0, %xmm1
	movq	384(%rdi), %rdi
	movq	%xmm0, 24(%rsp)
	movq	%xmm1, %r11
	testq	%rcx, %rcx
	je	.L1639
	leaq	(%rsi,%rcx,8), %rcx
	movq	%rax, 8(%rsp)
	movq	%r12, %r13
	movq	%rsi, %r10
	movq	%rcx, 16(%rsp)
	movq	32(%rsp), %rcx
	movq	%r15, %rbp
	movq	%rsi, 40(%rsp)
	movq	%rcx, (%rsp)
	movq	%r14, 56(%rsp)
	movq	%r12, 48(%rsp)
	movq	%rdi, %r12
	.p2align 4,,10
	.p2align 3
.L1628:
	movq	(%r10), %rsi
	movq	0(%r13), %rdi
	xorl	%r15d, %r15d
	addq	%rdi, (%rsp)
	movq	%rsi, %rax
	adcq	%r15, 8(%rsp)
	mulq	%rdi
	addq	%rax, %r8
	adcq	%rdx, %r9
	cmpq	%rsi, 56(%rbx)
	jnb	.L1629
	addq	%rdi, 24(%rsp)
.L1629:
	cmpq	%rsi, %r11
	cmova	%rsi, %r11
	cmpq	%rsi, %rbp
	cmovb	%rsi, %rbp
	cmpq	$16383, %rsi
	jbe	.L1630
	bsrq	%rsi, %rax
	movl	$50, %ecx
	xorq	$63, %rax
	subl	%eax, %ecx
	shrq	%cl, %rsi
	salq	$13, %rcx
	addq	%rcx, %rsi
.L1630:
	addq	%rdi, (%r12,%rsi,8)
	addq	$8, %r10
	addq	$8, %r13
	cmpq	%r10, 16(%rsp)
	jne	.L1628
	movq	24(%rsp), %xmm0
	movq	%rbp, %r15
	movq	%r11, %xmm3
	movq	40(%rsp), %rbp
	movq	48(%rsp), %r12
	movq	56(%rsp), %r14
	punpcklqdq	%xmm3, %xmm0
.L1627:
	movq	%r8, 16(%rbx)
	movdqa	(%rsp), %xmm2
	movq	1064(%rbx), %r8
	movq	%r9, 24(%rbx)
	movq	%r15, 48(%rbx)
	movaps	%xmm2, (%rbx)
	movaps	%xmm0, 32(%rbx)
	testq	%r8, %r8
	je	.L1618
	movq	%r14, (%rsp)
	leaq	392(%rbx), %r15
	xorl	%esi, %esi
.L1637:
	movq	(%r15), %r9
	movq	8(%r15), %rax
	movq	48(%r15), %rdi
	subq	%r9, %rax
	cmpq	$0, (%rsp)
	je	.L1632
	movq	32(%rsp), %r14
	movq	%r12, %rcx
	movl	%esi, 16(%rsp)
	movq	%rbp, %r12
	xorl	%r13d, %r13d
	movq	%rbx, %rbp
	movq	%r14, %rbx
	movq	%rcx, %r14
	jmp	.L1636
	.p2align 4,,10
	.p2align 3
.L1660:
	addq	%rdi, %rdx
	cmpq	%r9, %rsi
	cmovb	%rdx, %rdi
	addq	$1, %r13
	cmpq	%r13, (%rsp)
	je	.L1659
.L1636:
	movq	(%r12,%r13,8), %rsi
	movq	(%r14,%r13,8), %rdx
	movq	%rsi, %r11
	addq	%rdx, %rbx
	subq	%r9, %r11
	cmpq	%r11, %rax
	jb	.L1660
	movq	%rdi, 48(%r15)
	movq	%rbx, %rcx
	movq	%r15, %rdi
	addq	$1, %r13
	movq	1072(%rbp), %r9
	call	guess_hold
	movq	(%r15), %r9
	movq	8(%r15), %rax
	movq	48(%r15), %rdi
	movq	1064(%rbp), %r8
	subq	%r9, %rax
	cmpq	%r13, (%rsp)
	jne	.L1636
.L1659:
	movl	16(%rsp), %esi
	movq	%rbp, %rbx
	movq	%r12, %rbp
	movq	%r14, %r12
.L1632:
	movq	%rdi, 48(%r15)
	addl	$1, %esi
	addq	$112, %r15
	testq	%r8, %r8
	je	.L1618
	cmpl	$5, %esi
	jne	.L1637
.L1618:
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
.L1658:
	.cfi_restore_state
	testq	%rcx, %rcx
	je	.L1618
	movslq	320(%rdi), %rdx
	leaq	324(%rdi), %r11
	xorl	%r9d, %r9d
	movq	%rdx, %rax
	leaq	(%r11,%rdx,4), %r8
.L1623:
	testl	%eax, %eax
	jle	.L1621
	.p2align 4,,10
	.p2align 3
.L1656:
	movq	(%r12,%r9,8), %r10
	movq	0(%rbp,%r9,8), %rdi
	movq	%r11, %rsi
	.p2align 4,,10
	.p2align 3
.L1626:
	movslq	(%rsi), %rax
	movq	%rdi, %rdx
	movl	272(%rbx,%rax,4), %ecx
	subq	224(%rbx,%rax,8), %rdx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1625
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%rbx), %rdx
	addq	%r10, (%rdx,%rax,8)
.L1625:
	addq	$4, %rsi
	cmpq	%rsi, %r8
	jne	.L1626
	addq	$1, %r9
	cmpq	%r14, %r9
	jne	.L1656
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
.L1621:
	.cfi_restore_state
	addq	$1, %r9
	cmpq	%r9, %r14
	jne	.L1623
	jmp	.L1618
.L1639:
	movq	32(%rsp), %rdi
	movq	%rax, 8(%rsp)
	movq	%rdi, (%rsp)
	jmp	.L1627
	.cfi_endproc
.LFE135:
	.size	select_add_runs, .-select_add_runs
	.p2align 4
	.type	guess_hold_terms, @function
guess_hold_terms:
.LFB124:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
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
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	cmpq	%rdx, 40(%rdi)
	movq	%rcx, 8(%rsp)
	movq	32(%rdi), %rcx
	setb	%al
	xorl	%edx, %edx
	movq	96(%rsp), %r15
	testq	%rcx, %rcx
	setne	%dl
	andq	%rax, %rdx
	movq	%rcx, %rax
	subq	%rdx, %rax
	cmpq	%rsi, %rax
	cmova	%rsi, %rax
	cmpq	%rax, %r15
	jnb	.L1661
	movq	%rdi, %r12
	movq	%rsi, %r13
	movq	%r8, %rbp
	movq	%r9, %rbx
	.p2align 4,,10
	.p2align 3
.L1681:
	movl	72(%r12), %edx
.L1662:
	testl	%edx, %edx
	jne	.L1664
	movq	64(%r12), %rsi
	subq	%r15, %rax
	movq	56(%r12), %r8
	movq	%rsi, %r9
	shrq	%r9
	cmpq	%rax, %r9
	jnb	.L1665
	addq	%r8, %rax
	cmpq	%rax, %rsi
	jnb	.L1665
	cmpq	%r8, %r9
	jb	.L1684
.L1666:
	movq	16(%r12), %rax
	cmpq	24(%r12), %r14
	setnb	%r8b
	xorl	%esi, %esi
	testq	%rax, %rax
	setne	%sil
	andq	%r8, %rsi
	subq	%rsi, %rax
	cmpq	%r13, %rax
	cmova	%r13, %rax
	cmpq	%rax, %r15
	jnb	.L1667
	movq	%rax, %rsi
	subq	%r15, %rsi
	movq	%rax, %r15
	imulq	%rbp, %rsi
	addq	%rsi, 48(%r12)
.L1667:
	cmpq	%r14, 40(%r12)
	setb	%al
	xorl	%esi, %esi
	testq	%rcx, %rcx
	setne	%sil
	andq	%rax, %rsi
	movq	%rcx, %rax
	subq	%rsi, %rax
	cmpq	%r13, %rax
	cmova	%r13, %rax
	cmpq	%rax, %r15
	jnb	.L1661
	testl	%edx, %edx
	jne	.L1668
	movq	%rax, %r8
	movq	64(%r12), %rsi
	subq	56(%r12), %rsi
	subq	%r15, %r8
	cmpq	%r8, %rsi
	jnb	.L1662
	movl	$1, 76(%r12)
.L1661:
	addq	$24, %rsp
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
.L1664:
	.cfi_restore_state
	movq	8(%rsp), %rsi
	addq	$1, %r15
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	movq	88(%rsp), %r9
	movq	80(%rsp), %r8
	movq	%r12, %rdi
	imulq	%r15, %rsi
	addq	%r14, %rsi
	call	guess_hold
.L1682:
	movq	32(%r12), %rcx
	cmpq	%r14, 40(%r12)
	setb	%al
	xorl	%edx, %edx
	testq	%rcx, %rcx
	setne	%dl
	andq	%rax, %rdx
	movq	%rcx, %rax
	subq	%rdx, %rax
	cmpq	%r13, %rax
	cmova	%r13, %rax
.L1668:
	cmpq	%rax, %r15
	jb	.L1681
.L1683:
	addq	$24, %rsp
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
.L1665:
	.cfi_restore_state
	cmpq	%rsi, %r8
	jb	.L1664
	movq	88(%rsp), %rcx
	movq	80(%rsp), %rdx
	movq	%rbx, %rsi
	movq	%r12, %rdi
	call	guess_narrow
	movq	16(%r12), %rax
	cmpq	24(%r12), %r14
	setnb	%cl
	xorl	%edx, %edx
	testq	%rax, %rax
	setne	%dl
	andq	%rcx, %rdx
	subq	%rdx, %rax
	cmpq	%r13, %rax
	cmova	%r13, %rax
	movq	%rax, %rdx
	cmpq	%rax, %r15
	jnb	.L1682
	subq	%r15, %rax
	movq	32(%r12), %rcx
	movq	%rdx, %r15
	imulq	%rbp, %rax
	addq	%rax, 48(%r12)
	cmpq	%r14, 40(%r12)
	setb	%al
	xorl	%esi, %esi
	testq	%rcx, %rcx
	setne	%sil
	andq	%rax, %rsi
	movq	%rcx, %rax
	subq	%rsi, %rax
	cmpq	%r13, %rax
	cmova	%r13, %rax
	cmpq	%rax, %r15
	jb	.L1681
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1684:
	movq	88(%rsp), %rcx
	movq	80(%rsp), %rdx
	movq	%rbx, %rsi
	movq	%r12, %rdi
	call	guess_narrow
	movl	72(%r12), %edx
	movq	32(%r12), %rcx
	jmp	.L1666
	.cfi_endproc
.LFE124:
	.size	guess_hold_terms, .-guess_hold_terms
	.p2align 4
	.type	cqr_first_runs, @function
cqr_first_runs:
.LFB142:
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
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movq	8(%rdi), %rax
	movq	(%rdi), %r10
	movdqa	80(%rdi), %xmm0
	movdqa	32(%rdi), %xmm1
	movq	%rsi, 88(%rsp)
	movdqa	48(%rdi), %xmm2
	movdqa	64(%rdi), %xmm3
	movq	%rax, 80(%rsp)
	movq	520(%rdi), %rax
	movq	%rdx, 96(%rsp)
	movaps	%xmm1, 16(%rsp)
	movq	%rax, 136(%rsp)
	movq	528(%rdi), %rax
	movaps	%xmm2, 32(%rsp)
	movq	%rax, 144(%rsp)
	movaps	%xmm3, 64(%rsp)
	movhps	%xmm0, 128(%rsp)
	movq	%xmm0, 152(%rsp)
	testq	%rcx, %rcx
	je	.L1686
	xorl	%r15d, %r15d
	movq	%rcx, 104(%rsp)
	movq	1208(%rdi), %r8
	movq	%r15, %rax
	movq	%r10, %r15
	movq	%rax, %r10
	.p2align 4,,10
	.p2align 3
.L1703:
	movq	$0, 8(%rsp)
	movq	88(%rsp), %rax
	xorl	%edx, %edx
	movq	(%rax,%r10,8), %r11
	movq	96(%rsp), %rax
	movq	(%rax,%r10,8), %r12
	movq	%r11, %rax
	divq	%r15
	movq	%r12, (%rsp)
	movq	%rdx, %r14
	movq	%rax, %rbp
	cmpq	%r15, %r11
	jnb	.L1687
	movq	%r12, %rax
	movq	(%rsp), %rsi
	movq	8(%rsp), %rdi
	addq	%rsi, 16(%rsp)
	adcq	%rdi, 24(%rsp)
	mulq	%r11
	addq	%rax, 32(%rsp)
	adcq	%rdx, 40(%rsp)
	xorl	%eax, %eax
	cmpq	%r11, 80(%rsp)
	setnb	%al
	mulq	%rsi
	addq	%rax, 64(%rsp)
	adcq	%rdx, 72(%rsp)
	testq	%r8, %r8
	je	.L1689
.L1688:
	movq	16(%rsp), %rdi
	xorl	%ebx, %ebx
	movq	%r10, 48(%rsp)
	leaq	536(%r13), %rax
	movq	%r12, %r10
	movq	%rbp, %r12
	movq	%r11, %rbp
	movq	%r14, %r11
	movq	%rdi, 56(%rsp)
	movl	%ebx, %r14d
	movq	%rax, %rbx
	jmp	.L1698
	.p2align 4,,10
	.p2align 3
.L1719:
	testl	%edx, %edx
	jne	.L1694
	movq	(%rbx), %rcx
	movq	8(%rbx), %rdx
	movq	%rbp, %rsi
	subq	%rcx, %rsi
	subq	%rcx, %rdx
	cmpq	%rsi, %rdx
	jnb	.L1718
	movq	48(%rbx), %rdx
	cmpq	%rcx, %rbp
	leaq	(%rdx,%r10), %rsi
	cmovb	%rsi, %rdx
	movq	%rdx, 48(%rbx)
	movq	1208(%r13), %r8
.L1694:
	addl	$1, %r14d
	addq	$112, %rbx
	cmpl	$6, %r14d
	je	.L1705
.L1720:
	testq	%r8, %r8
	je	.L1705
.L1698:
	movq	1216(%r13), %r9
	movl	76(%rbx), %edx
	cmpq	%r15, %rbp
	jb	.L1719
	testl	%edx, %edx
	jne	.L1694
	movq	16(%rbx), %rdx
	cmpq	24(%rbx), %r11
	setnb	%sil
	xorl	%ecx, %ecx
	testq	%rdx, %rdx
	setne	%cl
	andq	%rsi, %rcx
	subq	%rcx, %rdx
	movq	%r10, %rcx
	cmpq	%r12, %rdx
	cmova	%r12, %rdx
	imulq	%rdx, %rcx
	addq	%rcx, 48(%rbx)
	movq	32(%rbx), %rcx
	cmpq	%r11, 40(%rbx)
	setb	%dil
	xorl	%esi, %esi
	testq	%rcx, %rcx
	setne	%sil
	andq	%rdi, %rsi
	subq	%rsi, %rcx
	cmpq	%r12, %rcx
	cmova	%r12, %rcx
	cmpq	%rcx, %rdx
	jb	.L1715
	addl	$1, %r14d
	movq	1208(%r13), %r8
	addq	$112, %rbx
	cmpl	$6, %r14d
	jne	.L1720
	.p2align 4,,10
	.p2align 3
.L1705:
	movq	%rbp, %r11
	movq	%r12, %rbp
	movq	%r10, %r12
	movq	48(%rsp), %r10
	cmpq	%r15, %r11
	jb	.L1689
.L1700:
	addq	%r12, 128(%rsp)
	movq	%rbp, %rax
	cmpq	$16383, %rbp
	jbe	.L1702
	bsrq	%rbp, %rax
	movl	$50, %ecx
	movq	%rbp, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1702:
	movq	136(%rsp), %rdi
	salq	$3, %rax
	addq	%r12, (%rdi,%rax)
	movq	144(%rsp), %rdi
	imulq	%rbp, %r12
	addq	%r12, (%rdi,%rax)
.L1701:
	addq	$1, %r10
	cmpq	%r10, 104(%rsp)
	jne	.L1703
	movq	152(%rsp), %xmm0
	movhps	128(%rsp), %xmm0
.L1686:
	movdqa	16(%rsp), %xmm4
	movdqa	32(%rsp), %xmm5
	movaps	%xmm0, 80(%r13)
	movdqa	64(%rsp), %xmm6
	movaps	%xmm4, 32(%r13)
	movaps	%xmm5, 48(%r13)
	movaps	%xmm6, 64(%r13)
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
.L1687:
	.cfi_restore_state
	movq	%r12, %rax
	mulq	%rbp
	addq	%rax, 16(%rsp)
	adcq	%rdx, 24(%rsp)
	movq	%rax, %rsi
	movq	%r15, %rax
	movq	%rdx, %rdi
	imulq	%rbp, %rax
	leaq	1(%rbp), %rdx
	mulq	%rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rax, %rcx
	movq	%r14, %rax
	movq	%rdx, %rbx
	mulq	%rbp
	addq	%rcx, %rax
	movq	(%rsp), %rcx
	adcq	%rbx, %rdx
	movq	80(%rsp), %rbx
	movq	%rcx, %r9
	imulq	%rdx, %r9
	mulq	%rcx
	addq	%r9, %rdx
	addq	%rax, 32(%rsp)
	adcq	%rdx, 40(%rsp)
	cmpq	%r11, %rbx
	jnb	.L1690
	leaq	(%r15,%r14), %rax
	cmpq	%rax, %rbx
	jb	.L1691
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r14, %rax
	divq	%r15
	mulq	%r12
	addq	%rax, 64(%rsp)
	adcq	%rdx, 72(%rsp)
.L1691:
	testq	%r8, %r8
	jne	.L1688
	jmp	.L1700
	.p2align 4,,10
	.p2align 3
.L1715:
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movq	%r15, %rcx
	movq	%r12, %rsi
	movq	%rbx, %rdi
	pushq	%rdx
	.cfi_def_cfa_offset 240
	movq	%r11, %rdx
	pushq	%r9
	.cfi_def_cfa_offset 248
	pushq	%r8
	.cfi_def_cfa_offset 256
	movq	48(%rsp), %r9
	movq	%r10, %r8
	movq	%r10, 152(%rsp)
	movq	%r11, 144(%rsp)
	call	guess_hold_terms
	addq	$32, %rsp
	.cfi_def_cfa_offset 224
	movq	1208(%r13), %r8
	movq	120(%rsp), %r10
	movq	112(%rsp), %r11
	jmp	.L1694
	.p2align 4,,10
	.p2align 3
.L1718:
	movq	56(%rsp), %rcx
	movq	%r10, %rdx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	movq	%r11, 120(%rsp)
	movq	%r10, 112(%rsp)
	call	guess_hold
	movq	112(%rsp), %r10
	movq	120(%rsp), %r11
	movq	1208(%r13), %r8
	jmp	.L1694
	.p2align 4,,10
	.p2align 3
.L1689:
	addq	%r12, 152(%rsp)
	jmp	.L1701
	.p2align 4,,10
	.p2align 3
.L1690:
	addq	%rsi, 64(%rsp)
	adcq	%rdi, 72(%rsp)
	jmp	.L1691
	.cfi_endproc
.LFE142:
	.size	cqr_first_runs, .-cqr_first_runs
	.p2align 4
	.type	cqr_add_n, @function
cqr_add_n:
.LFB143:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rdi, %r10
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	subq	$16, %rsp
	.cfi_def_cfa_offset 48
	movl	20(%rdi), %r11d
	movq	%rsi, 8(%rsp)
	movq	%rdx, (%rsp)
	testl	%r11d, %r11d
	je	.L1731
	movq	8(%rsp), %r11
	movq	(%rdi), %rbx
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	leaq	192(%rdi), %rsi
	leaq	216(%r10), %rbp
	movq	%r11, %rax
	leaq	240(%rdi), %rdi
	divq	%rbx
	jmp	.L1728
	.p2align 4,,10
	.p2align 3
.L1732:
	cmpq	%rbx, %r11
	jb	.L1724
	movl	192(%rsi), %ecx
	movq	%rax, %r9
	subq	96(%rdi), %r9
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1724
	movq	504(%r10), %r12
	addq	%r8, %rcx
	movq	(%rsp), %r9
	salq	$3, %rcx
	addq	%rcx, %r12
	addq	512(%r10), %rcx
	addq	%r9, (%r12)
	imulq	%rax, %r9
	addq	%r9, (%rcx)
	.p2align 4,,10
	.p2align 3
.L1724:
	addq	$4, %rsi
	addq	$65536, %r8
	addq	$8, %rdi
	cmpq	%rsi, %rbp
	je	.L1721
.L1728:
	movl	(%rsi), %r9d
	testl	%r9d, %r9d
	jne	.L1724
	movl	24(%rsi), %ecx
	testl	%ecx, %ecx
	je	.L1732
	movq	(%rdi), %rcx
	testq	%rcx, %rcx
	jne	.L1726
	movq	%r11, %rcx
	cmpq	%rbx, %r11
	jnb	.L1724
.L1727:
	subq	96(%rdi), %rcx
	movq	%rcx, %r9
	movl	192(%rsi), %ecx
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1724
	movq	504(%r10), %r9
	addq	%r8, %rcx
	movq	(%rsp), %r12
	addq	%r12, (%r9,%rcx,8)
	jmp	.L1724
	.p2align 4,,10
	.p2align 3
.L1731:
	movq	%rsp, %rdx
	leaq	8(%rsp), %rsi
	movl	$1, %ecx
	call	cqr_first_runs
.L1721:
	addq	$16, %rsp
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
.L1726:
	.cfi_restore_state
	cmpq	%rcx, %rax
	jb	.L1724
	cmpq	%rbx, %r11
	jb	.L1724
	movq	%rdx, %rcx
	jmp	.L1727
	.cfi_endproc
.LFE143:
	.size	cqr_add_n, .-cqr_add_n
	.p2align 4
	.type	think_of.part.0.isra.0, @function
think_of.part.0.isra.0:
.LFB444:
	.cfi_startproc
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	testq	%rsi, %rsi
	js	.L1734
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rsi, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1735:
	movabsq	$6073184698129205581, %rsi
	movl	%ecx, %ecx
	salq	$32, %rdx
	orq	%rcx, %rdx
	call	draw_u01
	xorpd	.LC32(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC34(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1733
	comisd	.LC247(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1733
	movsd	.LC87(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1742
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1733:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1734:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1735
	.p2align 4,,10
	.p2align 3
.L1742:
	cvttsd2siq	%xmm1, %rax
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE444:
	.size	think_of.part.0.isra.0, .-think_of.part.0.isra.0
	.p2align 4
	.type	poisson_gap_bits, @function
poisson_gap_bits:
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
	movabsq	$-7046029254386353131, %rbx
	imulq	%rbx, %rsi
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movsd	%xmm0, 8(%rsp)
	leaq	(%rsi,%rdi), %r15
	testq	%rdx, %rdx
	je	.L1743
	movq	%rcx, %r14
	leaq	(%rcx,%rdx,8), %r13
	movabsq	$-4658895280553007687, %r12
	movabsq	$-7723592293110705685, %rbp
	.p2align 4,,10
	.p2align 3
.L1745:
	addq	%rbx, %r15
	pxor	%xmm0, %xmm0
	movsd	.LC2(%rip), %xmm1
	addq	$8, %r14
	movq	%r15, %rdx
	shrq	$30, %rdx
	xorq	%r15, %rdx
	imulq	%r12, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	imulq	%rbp, %rax
	movq	%rax, %rdx
	shrq	$31, %rdx
	xorq	%rdx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm0
	mulsd	.LC0(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC32(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC30(%rip), %xmm0
	movsd	%xmm0, -8(%r14)
	cmpq	%r14, %r13
	jne	.L1745
.L1743:
	addq	$24, %rsp
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
.LFE29:
	.size	poisson_gap_bits, .-poisson_gap_bits
	.p2align 4
	.type	poisson_gaps, @function
poisson_gaps:
.LFB31:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	8(%rdi), %rcx
	movq	32(%rdi), %rdx
	movq	24(%rdi), %rsi
	movsd	(%rdi), %xmm0
	movq	16(%rdi), %rdi
	call	poisson_gap_bits
	xorl	%eax, %eax
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE31:
	.size	poisson_gaps, .-poisson_gaps
	.p2align 4
	.type	run_open, @function
run_open:
.LFB64:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rcx, %r15
	movq	%rdx, %r10
	movq	%r9, %rdx
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
	subq	$48, %rsp
	.cfi_def_cfa_offset 104
	movq	48(%rdi), %rbx
	movq	80(%rdi), %r12
	movq	(%rdi), %rcx
	movq	56(%rdi), %r9
	movq	%rbx, (%rsp)
	cmpq	%r8, %r15
	jnb	.L1753
	movq	%rcx, %rax
	movq	%r15, %rbx
	movq	%r15, %r11
	movq	%rsi, %rdi
	salq	$4, %rax
	movq	%rcx, %r14
	movq	%r8, %r15
	movq	%r12, %r13
	movq	%rax, 8(%rsp)
	movq	%r12, %rax
	salq	$4, %rax
	subq	%r12, %rax
	addq	%rcx, %rax
	movq	%rax, 16(%rsp)
	jmp	.L1764
	.p2align 4,,10
	.p2align 3
.L1773:
	movq	$-1, (%rdi)
.L1758:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1757:
	cmpq	%r15, %rbx
	jnb	.L1753
.L1764:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1755
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1755
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1772
.L1755:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1758
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1759
	addq	%rcx, %rdx
.L1760:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1773
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1758
	movq	(%rsp), %r8
	movq	%r14, %rcx
	movq	%r11, 40(%rsp)
	movq	%r10, 32(%rsp)
	movq	%r9, 24(%rsp)
	call	serve_stalls
	movq	40(%rsp), %r11
	movq	32(%rsp), %r10
	movq	24(%rsp), %r9
	movq	%rax, %rdx
	jmp	.L1758
	.p2align 4,,10
	.p2align 3
.L1759:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1760
	.p2align 4,,10
	.p2align 3
.L1753:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%rdx, %rax
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
.L1772:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1756:
	xorl	%eax, %eax
	testq	%rdx, %rdx
	cmovns	%rdx, %rax
	addq	%r14, %rax
	subq	%r8, %rdx
	movq	%rax, (%rsi)
	movl	$0, %eax
	cmovns	%rdx, %rax
	addq	%r14, %rax
	subq	%r8, %rdx
	movq	%rax, 8(%rsi)
	movl	$0, %eax
	cmovns	%rdx, %rax
	addq	%r14, %rax
	subq	%r8, %rdx
	movq	%rax, 16(%rsi)
	movl	$0, %eax
	cmovns	%rdx, %rax
	addq	$32, %rsi
	subq	%r8, %rdx
	addq	%r14, %rax
	movq	%rax, -8(%rsi)
	cmpq	%r12, %rsi
	jne	.L1756
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1757
	.cfi_endproc
.LFE64:
	.size	run_open, .-run_open
	.p2align 4
	.type	ref_walker_start, @function
ref_walker_start:
.LFB155:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	addq	$188, %rdi
	movq	$0, -8(%rdi)
	movl	%ebx, %eax
	movq	$0, 76(%rdi)
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	272(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movl	%edx, 176(%rbx)
	movq	$-1, %rax
	movq	%rsi, 168(%rbx)
	cmpq	$0, 48(%rsi)
	movq	%rsi, 248(%rbx)
	je	.L1775
	movq	64(%rsi), %rax
.L1775:
	movq	%rax, 264(%rbx)
	movq	160(%rsi), %rdi
	movl	$8, %esi
	call	calloc@PLT
	cmpq	$1, %rax
	movq	%rax, 216(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	sbbl	%eax, %eax
	ret
	.cfi_endproc
.LFE155:
	.size	ref_walker_start, .-ref_walker_start
	.p2align 4
	.type	stall_src_next, @function
stall_src_next:
.LFB44:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	subq	$24, %rsp
	.cfi_def_cfa_offset 64
	movq	8(%rdi), %r13
	movq	16(%rdi), %rdx
	movq	(%rdi), %rbp
	leaq	1(%r13), %rax
	movq	%rax, 8(%rdi)
	xorl	%eax, %eax
	cmpq	$-1, %rdx
	je	.L1779
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L1809
.L1784:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L1810
	movq	56(%rbp), %rdx
.L1796:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L1790
.L1797:
	movq	$-1, %rax
.L1793:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L1779:
	addq	$24, %rsp
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
.L1801:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L1790:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L1797
	addq	%rdx, %rax
	jmp	.L1793
	.p2align 4,,10
	.p2align 3
.L1809:
	testq	%rax, %rax
	js	.L1782
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1783:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999145100622, %rsi
	call	draw_u01
	xorpd	.LC32(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC34(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1784
	comisd	.LC247(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1784
	movsd	.LC87(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1811
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1784
	.p2align 4,,10
	.p2align 3
.L1810:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L1788
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L1789:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999144771920, %rsi
	call	draw_u01
	xorpd	.LC32(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC34(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1801
	comisd	.LC247(%rip), %xmm1
	jnb	.L1797
	movsd	.LC87(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1812
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L1796
	.p2align 4,,10
	.p2align 3
.L1782:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1783
	.p2align 4,,10
	.p2align 3
.L1788:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1789
	.p2align 4,,10
	.p2align 3
.L1812:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L1796
	.p2align 4,,10
	.p2align 3
.L1811:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1784
	.cfi_endproc
.LFE44:
	.size	stall_src_next, .-stall_src_next
	.p2align 4
	.type	server_init, @function
server_init:
.LFB56:
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
	movq	%rdi, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 64
	movups	%xmm0, (%rdi)
	movups	%xmm0, 16(%rdi)
	movups	%xmm0, 32(%rdi)
	movups	%xmm0, 48(%rdi)
	cmpq	$0, 48(%rsi)
	je	.L1814
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L1815
.L1826:
	leaq	24(%rbx), %rbp
.L1816:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1818
	movq	$-1, (%rbx)
.L1819:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L1821:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L1822:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1813
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L1823
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L1834
.L1823:
	movq	%rdx, 48(%rbx)
	movq	%rax, 56(%rbx)
	addq	$16, %rsp
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
.L1814:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L1829
	cmpq	$0, 40(%rsi)
	je	.L1813
	.p2align 4,,10
	.p2align 3
.L1829:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L1816
	.p2align 4,,10
	.p2align 3
.L1815:
	cmpq	$0, 40(%rsi)
	jne	.L1826
.L1813:
	addq	$16, %rsp
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
.L1818:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L1819
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L1821
	.p2align 4,,10
	.p2align 3
.L1834:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L1822
	.cfi_endproc
.LFE56:
	.size	server_init, .-server_init
	.p2align 4
	.type	walk_start, @function
walk_start:
.LFB68:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movl	$1, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	movq	%rdi, %rbx
	addq	$20, %rdi
	movl	%ebx, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 32
	movq	$0, -8(%rdi)
	movq	$0, 132(%rdi)
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	160(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movl	%edx, 8(%rbx)
	andl	$-3, %edx
	movq	%rsi, (%rbx)
	je	.L1836
	movq	160(%rsi), %rbp
.L1836:
	movq	%rbp, 120(%rbx)
	leaq	16(%rbx), %rdi
	call	server_init
	movq	%rbp, %rdi
	movl	$8, %esi
	call	calloc@PLT
	cmpq	$1, %rax
	movq	%rax, 112(%rbx)
	sbbl	%eax, %eax
	addq	$8, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE68:
	.size	walk_start, .-walk_start
	.p2align 4
	.type	general_start, @function
general_start:
.LFB150:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_start
	.cfi_endproc
.LFE150:
	.size	general_start, .-general_start
	.p2align 4
	.type	ref_walker_totals, @function
ref_walker_totals:
.LFB158:
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
	subq	$72, %rsp
	.cfi_def_cfa_offset 128
	movq	240(%rdi), %rax
	movq	%r8, 8(%rsp)
	movq	%rax, (%rdx)
	movq	232(%rdi), %rbx
	movq	%rbx, (%rcx)
	cmpq	$0, 40(%rsi)
	jne	.L1858
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L1847
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L1847
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L1847
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L1847:
	movq	8(%rsp), %rax
	movq	%r15, (%rax)
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
	.p2align 4,,10
	.p2align 3
.L1858:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L1859
.L1844:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L1845
	.p2align 4,,10
	.p2align 3
.L1860:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L1847
	cmpq	%rbp, %rdx
	setnb	%cl
	testq	%r15, %r15
	sete	%al
	addq	24(%rsp), %rdx
	orl	%eax, %ecx
	movzbl	%cl, %ecx
	addq	%rcx, %r15
	cmpq	%rdx, %rbp
	cmovb	%rdx, %rbp
.L1845:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1860
	jmp	.L1847
	.p2align 4,,10
	.p2align 3
.L1859:
	movq	64(%rsi), %rax
	jmp	.L1844
	.cfi_endproc
.LFE158:
	.size	ref_walker_totals, .-ref_walker_totals
	.p2align 4
	.type	serve_random, @function
serve_random:
.LFB57:
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
	leaq	(%rsi,%rdx), %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movq	(%rdi), %r13
	movq	%rdx, 24(%rsp)
	cmpq	%rbx, %r13
	jnb	.L1861
	movq	8(%rdi), %rax
	movq	%rdi, %r12
	movq	%rsi, %rbp
	leaq	24(%rdi), %r14
	movq	$-1, %r15
	addq	$1, %rax
	movq	%rax, (%rsp)
	leaq	40(%rsp), %rax
	movq	%rax, 16(%rsp)
	leaq	32(%rsp), %rax
	movq	%rax, 8(%rsp)
	jmp	.L1872
	.p2align 4,,10
	.p2align 3
.L1878:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L1864:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L1865
	movq	56(%r12), %rax
	addq	%r13, %rax
.L1865:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L1866:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1870
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L1867
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L1877
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1870:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L1861
.L1872:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L1878
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L1864
	.p2align 4,,10
	.p2align 3
.L1877:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L1866
	.p2align 4,,10
	.p2align 3
.L1867:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1861:
	addq	$56, %rsp
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
	.cfi_endproc
.LFE57:
	.size	serve_random, .-serve_random
	.section	.rodata.str1.1
.LC248:
	.string	"the Base64"
	.section	.rodata.str1.8
	.align 8
.LC249:
	.string	"the payload's cookie or length"
	.section	.rodata.str1.1
.LC250:
	.string	"a block that is not stored"
.LC251:
	.string	"a stored block's length"
.LC252:
	.string	"the Adler-32"
.LC253:
	.string	"the V2 header"
.LC254:
	.string	"not a zlib stream"
	.section	.rodata.str1.8
	.align 8
.LC255:
	.string	"a count past the histogram's end"
	.section	.rodata.str1.1
.LC256:
	.string	"a count cut short"
	.section	.rodata.str1.8
	.align 8
.LC259:
	.string	"Tag=%s,%lu.%03lu,%lu.%03lu,%lu.%03lu,%s\n"
	.align 8
.LC260:
	.string	"RESULT hlog start_ms=%lu tag=%s n=%lu\n"
	.align 8
.LC261:
	.string	"RESULT hlog-count start_ms=%lu tag=%s value_ns=%lu count=%lu\n"
	.text
	.p2align 4
	.type	hlog_flush, @function
hlog_flush:
.LFB306:
	.cfi_startproc
	movabsq	$4835703278458516699, %rdx
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movabsq	$2361183241434822607, %rcx
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
	leaq	48(%rbx), %r11
	movq	%r11, %rbp
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	movq	16(%rdi), %rax
	movq	%rdi, 104(%rsp)
	movq	144(%rdi), %rdi
	movq	%rax, 8(%rsp)
	mulq	%rdx
	movq	%rdx, %rsi
	shrq	$21, %rdx
	movq	%rdx, %rax
	shrq	$18, %rsi
	mulq	%rcx
	imulq	%rsi, %rdi
	movq	%rdx, %rax
	shrq	$4, %rdx
	shrq	$4, %rax
	movq	%rdx, 48(%rsp)
	movq	%rdi, %rdx
	imulq	$1000, %rax, %rax
	shrq	$3, %rdx
	movq	%rdi, 24(%rsp)
	subq	%rax, %rsi
	movq	%rdx, %rax
	mulq	%rcx
	movq	%rsi, 40(%rsp)
	movq	%rdx, %rax
	shrq	$4, %rdx
	shrq	$4, %rax
	movq	%rdx, 64(%rsp)
	imulq	$1000, %rax, %rax
	subq	%rax, %rdi
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 32(%rsp)
	leaq	72(%rbx), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, 88(%rsp)
.L1965:
	movq	40(%rbx), %rdx
	movq	32(%rbx), %rsi
	movq	24(%rbp), %r9
	movq	0(%rbp), %r12
	shrq	$6, %rdx
	movq	152(%rbx), %r10
	je	.L1966
	movq	%r9, 8(%rsp)
	movl	$40, %r13d
	xorl	%r14d, %r14d
	xorl	%ecx, %ecx
	movq	%rsi, 16(%rsp)
	movq	%r13, %rax
	movq	%rbp, %rdi
	.p2align 4,,10
	.p2align 3
.L1891:
	movq	8(%rsp), %rsi
	movq	(%rsi,%rcx,8), %rbp
	testq	%rbp, %rbp
	je	.L1881
	movq	%rcx, %r15
	salq	$6, %r15
	.p2align 4,,10
	.p2align 3
.L1890:
	xorl	%r11d, %r11d
	leaq	(%r10,%rax), %r9
	leaq	1(%rax), %r13
	rep bsfq	%rbp, %r11
	movslq	%r11d, %r11
	addq	%r15, %r11
	movq	%r11, %rsi
	subq	%r14, %rsi
	movq	%r9, %r14
	cmpq	$1, %rsi
	ja	.L2075
	je	.L2076
.L1886:
	movq	(%r12,%r11,8), %rax
	movq	%r9, %r14
	movq	%rax, %rsi
	addq	%rax, %rax
	sarq	$63, %rsi
	xorq	%rax, %rsi
	xorl	%eax, %eax
	movq	%rsi, %r8
	shrq	$7, %r8
	jne	.L1889
	jmp	.L1969
	.p2align 4,,10
	.p2align 3
.L1888:
	movq	%r8, %r14
	movq	%r8, %rsi
	shrq	$7, %r14
	je	.L2077
	movq	%r14, %r8
.L1889:
	addq	$1, %rax
	orl	$-128, %esi
	movb	%sil, -1(%r9,%rax)
	cmpq	$8, %rax
	jne	.L1888
	leaq	8(%r9), %r14
.L1887:
	leaq	-1(%rbp), %rsi
	movb	%r8b, (%r14)
	addq	%r13, %rax
	leaq	1(%r11), %r14
	andq	%rsi, %rbp
	jne	.L1890
.L1881:
	addq	$1, %rcx
	cmpq	%rdx, %rcx
	jne	.L1891
	movq	%rdi, %rbp
	movq	16(%rsp), %rsi
	movq	%rax, %r13
	leaq	-40(%rax), %rdi
	testq	%r14, %r14
	je	.L2078
.L1893:
	leaq	3(%r10), %rax
	movl	$478450451, %edx
	.p2align 4,,10
	.p2align 3
.L1894:
	movq	%rax, %rcx
	movb	%dl, (%rax)
	shrq	$8, %rdx
	subq	$1, %rax
	cmpq	%rcx, %r10
	jne	.L1894
	movq	.LC257(%rip), %rax
	leaq	23(%r10), %rcx
	bswap	%edi
	movl	$1, %edx
	movl	%edi, 4(%r10)
	leaq	15(%r10), %rdi
	movq	%rax, 8(%r10)
	movq	%rcx, %rax
	.p2align 4,,10
	.p2align 3
.L1895:
	movb	%dl, (%rax)
	subq	$1, %rax
	xorl	%edx, %edx
	cmpq	%rax, %rdi
	jne	.L1895
	leaq	31(%r10), %rdx
	movq	%rdx, %rax
	.p2align 4,,10
	.p2align 3
.L1896:
	movb	%sil, (%rax)
	subq	$1, %rax
	shrq	$8, %rsi
	cmpq	%rax, %rcx
	jne	.L1896
	movabsq	$4607182418800017408, %rax
	addq	$39, %r10
	.p2align 4,,10
	.p2align 3
.L1897:
	movb	%al, (%r10)
	subq	$1, %r10
	shrq	$8, %rax
	cmpq	%r10, %rdx
	jne	.L1897
	movq	160(%rbx), %r12
	movzwl	.LC258(%rip), %eax
	movq	%rbp, 8(%rsp)
	xorl	%r14d, %r14d
	movq	152(%rbx), %rdi
	movq	%rbx, 16(%rsp)
	movl	$10, %esi
	movw	%ax, 8(%r12)
	movq	%rdi, %r15
	.p2align 4,,10
	.p2align 3
.L1898:
	movq	%r13, %rbp
	movl	$65535, %eax
	movq	%r14, %rcx
	subq	%r14, %rbp
	cmpq	%rax, %rbp
	cmova	%rax, %rbp
	movl	%ebp, %eax
	addq	%rbp, %r14
	movl	%ebp, %ebx
	movzbl	%bpl, %r8d
	notl	%eax
	cmpq	%r13, %r14
	movzbl	%bh, %ebx
	movq	%rbp, %rdx
	movzbl	%al, %eax
	sete	%dil
	sall	$8, %eax
	movzbl	%dil, %edi
	orl	%ebx, %eax
	leaq	5(%rsi), %rbx
	sall	$8, %eax
	orl	%r8d, %eax
	sall	$8, %eax
	orl	%edi, %eax
	leaq	(%r12,%rbx), %rdi
	movl	%eax, (%r12,%rsi)
	movq	%rbp, %rax
	notq	%rax
	movzbl	%ah, %eax
	movb	%al, 4(%r12,%rsi)
	leaq	(%r15,%rcx), %rsi
	call	memcpy@PLT
	leaq	0(%rbp,%rbx), %rsi
	cmpq	%r13, %r14
	jb	.L1898
	movq	8(%rsp), %rbp
	movq	16(%rsp), %rbx
	movq	%r15, %rdi
	testq	%r13, %r13
	je	.L1971
	xorl	%ecx, %ecx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L1901:
	movl	$5552, %r8d
	movq	%rdi, %rax
	cmpq	%r8, %r13
	cmovbe	%r13, %r8
	subq	%r8, %r13
	addq	%r8, %rdi
	.p2align 4,,10
	.p2align 3
.L1900:
	movzbl	(%rax), %r8d
	addq	$1, %rax
	addl	%r8d, %edx
	addl	%edx, %ecx
	cmpq	%rdi, %rax
	jne	.L1900
	movl	%edx, %eax
	movl	$2147975281, %r15d
	imulq	%r15, %rax
	shrq	$47, %rax
	imull	$65521, %eax, %eax
	subl	%eax, %edx
	movl	%ecx, %eax
	imulq	%r15, %rax
	shrq	$47, %rax
	imull	$65521, %eax, %eax
	subl	%eax, %ecx
	testq	%r13, %r13
	jne	.L1901
	sall	$16, %ecx
	orl	%edx, %ecx
.L1899:
	movl	$3, %eax
	leaq	(%r12,%rsi), %rdx
	.p2align 4,,10
	.p2align 3
.L1902:
	movb	%cl, (%rdx,%rax)
	shrq	$8, %rcx
	subq	$1, %rax
	jnb	.L1902
	leaq	4(%rsi), %rdi
	leaq	3(%r12), %rax
	movl	$478450452, %edx
	.p2align 4,,10
	.p2align 3
.L1903:
	movq	%rax, %rcx
	movb	%dl, (%rax)
	shrq	$8, %rdx
	subq	$1, %rax
	cmpq	%rcx, %r12
	jne	.L1903
	subq	$4, %rsi
	bswap	%esi
	movl	%esi, 4(%r12)
	movq	160(%rbx), %r10
	movq	176(%rbx), %r9
	testq	%rdi, %rdi
	je	.L1904
	movl	$2, %esi
	movl	$1, %edx
	xorl	%r14d, %r14d
	movq	%rbx, %r11
	jmp	.L1909
	.p2align 4,,10
	.p2align 3
.L1974:
	movq	%rax, %rdx
.L1909:
	movzbl	-1(%r10,%rdx), %eax
	sall	$16, %eax
	cmpq	%rdi, %rdx
	jnb	.L1905
	movzbl	(%r10,%rdx), %r8d
	sall	$8, %r8d
	orl	%r8d, %eax
.L1905:
	cmpq	%rdi, %rsi
	jnb	.L1906
	movzbl	1(%r10,%rdx), %r8d
	orl	%r8d, %eax
.L1906:
	movl	%eax, %r8d
	leaq	A.0(%rip), %r15
	xorl	%ebx, %ebx
	shrl	$18, %r8d
	movb	(%r15,%r8), %bl
	movl	%eax, %r8d
	shrl	$12, %r8d
	andl	$63, %r8d
	movzbl	(%r15,%r8), %ecx
	movl	$61, %r8d
	movb	%cl, %bh
	movw	%bx, (%r9,%r14)
	cmpq	%rdi, %rdx
	jnb	.L1907
	movl	%eax, %r8d
	shrl	$6, %r8d
	andl	$63, %r8d
	movzbl	(%r15,%r8), %r8d
.L1907:
	movb	%r8b, 2(%r9,%r14)
	movl	$61, %r8d
	cmpq	%rdi, %rsi
	jnb	.L1908
	andl	$63, %eax
	leaq	A.0(%rip), %rbx
	movzbl	(%rbx,%rax), %r8d
.L1908:
	addq	$4, %r14
	leaq	3(%rdx), %rax
	addq	$2, %rdx
	addq	$3, %rsi
	movb	%r8b, -1(%r9,%r14)
	cmpq	%rdi, %rdx
	jb	.L1974
	movq	%r11, %rbx
	addq	%r14, %r9
.L1904:
	movq	32(%rsp), %rax
	movb	$0, (%r9)
	movq	48(%rbp), %rcx
	movq	(%rbx), %rdi
	movq	(%rax), %r14
	pushq	176(%rbx)
	.cfi_def_cfa_offset 216
	movabsq	$4835703278458516699, %rax
	mulq	%rcx
	shrq	$18, %rdx
	imulq	$1000000, %rdx, %rax
	movq	%rdx, %rsi
	subq	%rax, %rcx
	movabsq	$2361183241434822607, %rax
	movq	%rcx, %rdx
	shrq	$3, %rdx
	mulq	%rdx
	xorl	%eax, %eax
	shrq	$4, %rdx
	pushq	%rdx
	.cfi_def_cfa_offset 224
	movq	%r14, %rdx
	pushq	%rsi
	.cfi_def_cfa_offset 232
	leaq	.LC259(%rip), %rsi
	pushq	64(%rsp)
	.cfi_def_cfa_offset 240
	movq	80(%rsp), %r9
	movq	88(%rsp), %r8
	movq	96(%rsp), %rcx
	call	fprintf@PLT
	movq	72(%rbp), %rax
	movq	40(%rbx), %r12
	movq	176(%rbx), %r10
	movq	152(%rbx), %r9
	movq	%rax, 104(%rsp)
	movq	32(%rbx), %rax
	movq	168(%rbx), %r13
	movq	%rax, 112(%rsp)
	addq	$32, %rsp
	.cfi_def_cfa_offset 208
	cmpb	$0, (%r10)
	je	.L1910
	leaq	4(%r10), %rdi
	xorl	%r8d, %r8d
	.p2align 4,,10
	.p2align 3
.L1911:
	xorl	%edx, %edx
	xorl	%eax, %eax
.L1919:
	movzbl	(%r10,%rdx), %ecx
	cmpb	$61, %cl
	je	.L2079
	leal	-65(%rcx), %r11d
	movsbl	%cl, %esi
	cmpb	$25, %r11b
	jbe	.L2080
	leal	-97(%rcx), %r11d
	cmpb	$25, %r11b
	jbe	.L2081
	leal	-48(%rcx), %r11d
	cmpb	$9, %r11b
	ja	.L1918
	leal	4(%rsi), %ecx
.L1917:
	testl	%ecx, %ecx
	jns	.L1914
.L2073:
	movq	40(%rbx), %r12
.L1910:
	leaq	.LC248(%rip), %rax
.L1912:
	cmpq	$0, 192(%rbx)
	je	.L2082
.L1944:
	movl	184(%rbx), %eax
	movq	%r12, %rcx
	testl	%eax, %eax
	jne	.L2083
.L1952:
	movq	%r12, %rdx
	movq	24(%rbp), %rdi
	shrq	$6, %rdx
	je	.L1959
	xorl	%r8d, %r8d
	.p2align 4,,10
	.p2align 3
.L1961:
	movq	(%rdi,%r8,8), %rdx
	testq	%rdx, %rdx
	je	.L1964
	movq	%r8, %rcx
	movq	0(%rbp), %rsi
	salq	$6, %rcx
	.p2align 4,,10
	.p2align 3
.L1963:
	xorl	%eax, %eax
	rep bsfq	%rdx, %rax
	cltq
	addq	%rcx, %rax
	movq	$0, (%rsi,%rax,8)
	leaq	-1(%rdx), %rax
	andq	%rax, %rdx
	jne	.L1963
	movq	40(%rbx), %r12
.L1964:
	movq	%r12, %rax
	addq	$1, %r8
	shrq	$6, %rax
	cmpq	%rax, %r8
	jb	.L1961
	leaq	0(,%rax,8), %rdx
.L1959:
	xorl	%esi, %esi
	addq	$8, %rbp
	call	memset@PLT
	movq	$0, 40(%rbp)
	addq	$8, 32(%rsp)
	cmpq	%rbp, 88(%rsp)
	jne	.L1965
	movq	104(%rsp), %rax
	addq	$1, 144(%rax)
	addq	$152, %rsp
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
.L2075:
	.cfi_restore_state
	movq	%rsi, %rax
	negq	%rax
	movq	%rax, %rsi
	addq	%rax, %rax
	sarq	$63, %rsi
	xorq	%rax, %rsi
	xorl	%eax, %eax
	movq	%rsi, %r8
	shrq	$7, %r8
	jne	.L1885
	jmp	.L1967
	.p2align 4,,10
	.p2align 3
.L1884:
	movq	%r8, %r14
	movq	%r8, %rsi
	shrq	$7, %r14
	je	.L2084
	movq	%r14, %r8
.L1885:
	addq	$1, %rax
	orl	$-128, %esi
	movb	%sil, -1(%r9,%rax)
	cmpq	$8, %rax
	jne	.L1884
	leaq	8(%r9), %r14
.L1883:
	addq	%r13, %rax
	movb	%r8b, (%r14)
	leaq	(%r10,%rax), %r9
	leaq	1(%rax), %r13
	jmp	.L1886
	.p2align 4,,10
	.p2align 3
.L2077:
	leaq	(%r9,%rax), %r14
	jmp	.L1887
	.p2align 4,,10
	.p2align 3
.L2080:
	leal	-65(%rsi), %ecx
.L1914:
	sall	$6, %eax
	addq	$1, %rdx
	orl	%ecx, %eax
	cmpq	$4, %rdx
	jne	.L1919
.L2087:
	cmpb	$61, -2(%rdi)
	movzbl	-1(%rdi), %ecx
	movq	%rdi, %rdx
	je	.L2085
	cmpb	$61, %cl
	je	.L1921
.L1922:
	movl	%eax, %ecx
	leaq	1(%r8), %rsi
	shrl	$16, %ecx
	movb	%cl, 0(%r13,%r8)
	cmpb	$61, -2(%rdi)
	je	.L1977
	movzbl	%ah, %ecx
	addq	$2, %r8
	movb	%cl, 0(%r13,%rsi)
.L1923:
	cmpb	$61, -1(%rdi)
	je	.L1924
	movb	%al, 0(%r13,%r8)
	addq	$1, %r8
.L1924:
	addq	$4, %r10
	addq	$4, %rdi
	cmpb	$0, (%rdx)
	jne	.L1911
	cmpq	$7, %r8
	jle	.L2073
	leaq	4(%r13), %rcx
	movq	%r13, %rdx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1926:
	movzbl	(%rdx), %esi
	salq	$8, %rax
	addq	$1, %rdx
	orq	%rsi, %rax
	cmpq	%rcx, %rdx
	jne	.L1926
	cmpq	$478450452, %rax
	jne	.L1979
	movq	%rcx, %rdx
	leaq	8(%r13), %r11
	xorl	%eax, %eax
.L1927:
	movzbl	(%rdx), %esi
	salq	$8, %rax
	addq	$1, %rdx
	orq	%rsi, %rax
	cmpq	%r11, %rdx
	jne	.L1927
	leaq	-8(%r8), %r15
	cmpq	%r15, %rax
	je	.L2086
.L1979:
	cmpq	$0, 192(%rbx)
	movq	40(%rbx), %r12
	leaq	.LC249(%rip), %rax
	jne	.L1944
.L2082:
	movq	%rax, 192(%rbx)
	movl	184(%rbx), %eax
	movq	%r12, %rcx
	testl	%eax, %eax
	je	.L1952
.L2083:
	testq	%r12, %r12
	je	.L1953
	movq	0(%rbp), %rax
	xorl	%ecx, %ecx
	leaq	(%rax,%r12,8), %rdx
.L1954:
	addq	(%rax), %rcx
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L1954
.L1953:
	movq	24(%rsp), %rsi
	movq	%r14, %rdx
	leaq	.LC260(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rbx), %r12
	movq	%r12, %rdx
	testq	%r12, %r12
	je	.L1955
	xorl	%r15d, %r15d
	leaq	.LC261(%rip), %r13
.L1958:
	movq	0(%rbp), %rax
	movq	(%rax,%r15,8), %r8
	testq	%r8, %r8
	je	.L1956
	movq	%r15, %rcx
	movq	%r15, %rdx
	andl	$1023, %ecx
	shrq	$10, %rdx
	je	.L1957
	subl	$1, %edx
	leaq	1024(%rcx), %rax
	movl	%edx, %ecx
	salq	%cl, %rax
	movq	%rax, %rcx
.L1957:
	movq	24(%rsp), %rsi
	movq	%r14, %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rbx), %r12
.L1956:
	addq	$1, %r15
	cmpq	%r12, %r15
	jb	.L1958
	jmp	.L1952
	.p2align 4,,10
	.p2align 3
.L2076:
	movb	$0, (%r9)
	leaq	(%r10,%r13), %r9
	leaq	2(%rax), %r13
	jmp	.L1886
	.p2align 4,,10
	.p2align 3
.L2084:
	leaq	(%r9,%rax), %r14
	jmp	.L1883
	.p2align 4,,10
	.p2align 3
.L2079:
	cmpq	$1, %rdx
	jbe	.L2073
	xorl	%ecx, %ecx
	sall	$6, %eax
	addq	$1, %rdx
	orl	%ecx, %eax
	cmpq	$4, %rdx
	jne	.L1919
	jmp	.L2087
.L1918:
	cmpb	$43, %cl
	je	.L1975
	cmpb	$47, %cl
	jne	.L2073
	movl	$63, %ecx
	sall	$6, %eax
	addq	$1, %rdx
	orl	%ecx, %eax
	cmpq	$4, %rdx
	jne	.L1919
	jmp	.L2087
.L1969:
	movq	%rsi, %r8
	jmp	.L1887
.L2081:
	leal	-71(%rsi), %ecx
	jmp	.L1917
.L1967:
	movq	%rsi, %r8
	jmp	.L1883
.L1977:
	movq	%rsi, %r8
	jmp	.L1923
.L2085:
	cmpb	$61, %cl
	jne	.L2073
.L1921:
	cmpb	$0, (%rdi)
	je	.L1922
	jmp	.L2073
	.p2align 4,,10
	.p2align 3
.L1975:
	movl	$62, %ecx
	sall	$6, %eax
	addq	$1, %rdx
	orl	%ecx, %eax
	cmpq	$4, %rdx
	jne	.L1919
	jmp	.L2087
.L2078:
	leaq	-39(%rax), %rdi
	addq	$1, %r13
.L1880:
	movb	$0, (%r10,%rax)
	jmp	.L1893
.L1966:
	movl	$1, %edi
	movl	$41, %r13d
	movl	$40, %eax
	jmp	.L1880
.L2086:
	cmpq	$5, %r15
	jbe	.L1982
	cmpb	$120, 8(%r13)
	jne	.L1982
	movzbl	9(%r13), %eax
	orb	$120, %ah
	imull	$-1108378657, %eax, %eax
	cmpl	$138547332, %eax
	ja	.L1982
	cmpq	$6, %r15
	je	.L1928
	xorl	%r10d, %r10d
	movl	$2, %r8d
	movq	%r13, 112(%rsp)
	movl	$7, %esi
	movq	%rbp, 8(%rsp)
	movq	%r9, %r13
	movq	%r11, %rbp
	movq	%rbx, 16(%rsp)
	movq	%r8, %rbx
	movq	%r12, 120(%rsp)
	movq	%r10, %r12
	jmp	.L1929
.L2089:
	andl	$1, %eax
	movzbl	2(%rbp,%rbx), %edx
	movzbl	3(%rbp,%rbx), %edi
	movb	%al, 103(%rsp)
	movzbl	1(%rbp,%rbx), %eax
	salq	$8, %rdx
	orq	%rax, %rdx
	movzbl	4(%rbp,%rbx), %eax
	salq	$8, %rax
	orq	%rdi, %rax
	xorq	%rdx, %rax
	cmpq	$65535, %rax
	jne	.L1984
	leaq	5(%rdx,%rbx), %rbx
	cmpq	%rbx, %r15
	jb	.L1984
	leaq	0(%r13,%r12), %rdi
	addq	%rbp, %rsi
	movq	%rdx, 128(%rsp)
	call	memcpy@PLT
	movq	128(%rsp), %rdx
	movq	136(%rsp), %rcx
	addq	%rdx, %r12
	cmpb	$0, 103(%rsp)
	jne	.L2088
	leaq	5(%rbx), %rsi
	cmpq	%rsi, %r15
	jb	.L2069
.L1929:
	movzbl	0(%rbp,%rbx), %eax
	movq	%rcx, 136(%rsp)
	testb	$6, %al
	je	.L2089
.L2069:
	movq	8(%rsp), %rbp
	movq	16(%rsp), %rbx
.L1928:
	movq	40(%rbx), %r12
	leaq	.LC250(%rip), %rax
	jmp	.L1912
.L1982:
	movq	40(%rbx), %r12
	leaq	.LC254(%rip), %rax
	jmp	.L1912
.L1971:
	movl	$1, %ecx
	jmp	.L1899
.L1955:
	movq	24(%rbp), %rdi
	jmp	.L1959
.L2088:
	movq	%r12, %r10
	movq	%r13, %r9
	movq	%rbx, %r8
	movq	112(%rsp), %r13
	movq	8(%rsp), %rbp
	movq	16(%rsp), %rbx
	xorl	%esi, %esi
	movl	$1, %edi
	movq	120(%rsp), %r12
	testq	%r10, %r10
	je	.L1931
	xorl	%r11d, %r11d
.L1934:
	movzbl	(%r9,%r11), %eax
	addq	%rax, %rdi
	movq	%r11, %rax
	addq	$1, %r11
	andl	$4095, %eax
	addq	%rdi, %rsi
	cmpq	$4095, %rax
	je	.L1932
	cmpq	%r11, %r10
	jne	.L1934
.L1932:
	movabsq	$4223091239536077, %rax
	mulq	%rdi
	movq	%rdi, %rax
	subq	%rdx, %rax
	shrq	%rax
	addq	%rdx, %rax
	shrq	$15, %rax
	imulq	$65521, %rax, %rax
	subq	%rax, %rdi
	movabsq	$4223091239536077, %rax
	mulq	%rsi
	movq	%rsi, %rax
	subq	%rdx, %rax
	shrq	%rax
	addq	%rdx, %rax
	shrq	$15, %rax
	imulq	$65521, %rax, %rax
	subq	%rax, %rsi
	cmpq	%r11, %r10
	jne	.L1934
.L1931:
	leaq	4(%r8), %rax
	cmpq	%rax, %r15
	jne	.L1987
	addq	%r8, %r13
	xorl	%eax, %eax
	addq	%rcx, %r8
.L1935:
	movzbl	8(%r13), %edx
	salq	$8, %rax
	addq	$1, %r13
	orq	%rdx, %rax
	cmpq	%r13, %r8
	jne	.L1935
	movq	%rsi, %rdx
	salq	$16, %rdx
	orq	%rdi, %rdx
	cmpq	%rdx, %rax
	je	.L2090
.L1987:
	movq	40(%rbx), %r12
	leaq	.LC252(%rip), %rax
	jmp	.L1912
.L1984:
	movq	16(%rsp), %rbx
	movq	8(%rsp), %rbp
	leaq	.LC251(%rip), %rax
	movq	40(%rbx), %r12
	jmp	.L1912
.L2090:
	cmpq	$39, %r10
	jbe	.L1995
	leaq	4(%r9), %rax
	movq	%r9, %rcx
	xorl	%edx, %edx
.L1936:
	movzbl	(%rcx), %esi
	salq	$8, %rdx
	addq	$1, %rcx
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L1936
	cmpq	$478450451, %rdx
	jne	.L1995
	leaq	8(%r9), %rcx
	xorl	%edx, %edx
.L1937:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rax, %rcx
	jne	.L1937
	leaq	-40(%r10), %rax
	cmpq	%rax, %rdx
	jne	.L1995
	movq	%rcx, %rax
	xorl	%edx, %edx
	leaq	12(%r9), %rcx
.L1938:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L1938
	testq	%rdx, %rdx
	jne	.L1995
	leaq	16(%r9), %rcx
.L1939:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L1939
	cmpq	$3, %rdx
	jne	.L1995
	leaq	24(%r9), %rcx
	xorl	%edx, %edx
.L1940:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L1940
	cmpq	$1, %rdx
	jne	.L1995
	leaq	32(%r9), %rcx
	xorl	%edx, %edx
.L1941:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L1941
	cmpq	%rdx, 80(%rsp)
	jne	.L1995
	leaq	40(%r9), %rcx
	xorl	%edx, %edx
.L1942:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L1942
	movabsq	$4607182418800017408, %rax
	cmpq	%rax, %rdx
	jne	.L1995
	movq	72(%rsp), %rdi
	xorl	%edx, %edx
	movl	$40, %eax
	movabsq	$9223372036854775807, %r13
	movabsq	$9223372036854775806, %r11
	cmpq	$40, %r10
	je	.L2074
.L1943:
	movzbl	(%r9,%rax), %r8d
	xorl	%esi, %esi
	addq	$1, %rax
	xorl	%ecx, %ecx
.L1945:
	movq	%r8, %r15
	andl	$127, %r15d
	salq	%cl, %r15
	orq	%r15, %rsi
	testb	%r8b, %r8b
	jns	.L1946
	cmpq	%rax, %r10
	je	.L2091
	addq	$1, %rax
	addl	$7, %ecx
	movzbl	-1(%r9,%rax), %r8d
	cmpl	$56, %ecx
	jne	.L1945
	salq	$56, %r8
	orq	%r8, %rsi
.L1946:
	movq	%rsi, %rcx
	shrq	%rsi
	andl	$1, %ecx
	negq	%rcx
	xorq	%rsi, %rcx
	leaq	(%rcx,%r13), %rsi
	cmpq	%rsi, %r11
	jb	.L1949
	movq	%rcx, %rsi
	movq	%r12, %r8
	negq	%rsi
	subq	%rdx, %r8
	cmpq	%rsi, %r8
	jb	.L1999
	subq	%rcx, %rdx
.L1950:
	cmpq	%r10, %rax
	jb	.L1943
.L2074:
	movq	40(%rbx), %r12
	jmp	.L1944
	.p2align 4,,10
	.p2align 3
.L1995:
	movq	40(%rbx), %r12
	leaq	.LC253(%rip), %rax
	jmp	.L1912
.L2091:
	movq	40(%rbx), %r12
	leaq	.LC256(%rip), %rax
	jmp	.L1912
.L1999:
	movq	40(%rbx), %r12
	leaq	.LC255(%rip), %rax
	jmp	.L1912
.L1949:
	testq	%rcx, %rcx
	js	.L1999
	cmpq	%r12, %rdx
	jnb	.L1999
	addq	%rcx, (%rdi,%rdx,8)
	addq	$1, %rdx
	jmp	.L1950
	.cfi_endproc
.LFE306:
	.size	hlog_flush, .-hlog_flush
	.p2align 4
	.type	service_of, @function
service_of:
.LFB39:
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
	subq	$32, %rsp
	.cfi_def_cfa_offset 64
	movl	8(%rdi), %eax
	cmpl	$2, %eax
	je	.L2093
	cmpl	$3, %eax
	je	.L2094
	cmpl	$1, %eax
	movq	(%rdi), %rax
	je	.L2095
.L2092:
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
.L2093:
	.cfi_restore_state
	movq	96(%rdi), %rdi
	movq	%rsi, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	movsd	24(%rbx), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L2122
	movq	32(%rbx), %rax
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
.L2095:
	.cfi_restore_state
	testq	%rax, %rax
	js	.L2097
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
	movsd	%xmm7, 8(%rsp)
.L2098:
	movq	96(%rbx), %rdi
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	xorpd	.LC32(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC34(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L2113
	comisd	.LC247(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L2092
	movsd	.LC87(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2126
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L2092
	.p2align 4,,10
	.p2align 3
.L2094:
	movsd	16(%rdi), %xmm0
	movq	(%rdi), %r12
	mulsd	%xmm0, %xmm0
	call	log1p@PLT
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L2123
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L2107:
	testq	%r12, %r12
	js	.L2108
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L2109:
	call	log@PLT
	movsd	8(%rsp), %xmm2
	movq	96(%rbx), %rbx
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	movapd	%xmm0, %xmm1
	movapd	%xmm2, %xmm0
	movq	%rbx, %rdi
	mulsd	%xmm2, %xmm0
	mulsd	.LC34(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movsd	%xmm1, 24(%rsp)
	call	draw_u01
	xorpd	.LC32(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC262(%rip), %xmm0
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L2124
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L2112:
	movabsq	$6000292609090864434, %rsi
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	draw_u01
	mulsd	.LC263(%rip), %xmm0
	call	cos@PLT
	mulsd	16(%rsp), %xmm0
	mulsd	8(%rsp), %xmm0
	addsd	24(%rsp), %xmm0
	call	exp@PLT
	addsd	.LC34(%rip), %xmm0
	movsd	.LC2(%rip), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L2113
	comisd	.LC245(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L2092
	movsd	.LC87(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L2127
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L2092
	.p2align 4,,10
	.p2align 3
.L2122:
	movq	(%rbx), %rax
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
.L2097:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L2098
	.p2align 4,,10
	.p2align 3
.L2113:
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 32
	movl	$1, %eax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L2108:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2109
	.p2align 4,,10
	.p2align 3
.L2126:
	cvttsd2siq	%xmm1, %rax
	jmp	.L2092
	.p2align 4,,10
	.p2align 3
.L2127:
	cvttsd2siq	%xmm0, %rax
	jmp	.L2092
.L2123:
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L2107
.L2124:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L2112
	.cfi_endproc
.LFE39:
	.size	service_of, .-service_of
	.p2align 4
	.type	ref_request, @function
ref_request:
.LFB110:
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
	movq	%rdx, %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movq	(%rdi), %r12
	cmpq	$0, 40(%r12)
	je	.L2141
	movq	%rdi, %rbp
	movq	%r12, %rdi
	leaq	8(%rsp), %r15
	movq	%rsp, %r14
	call	service_of
	leaq	16(%rsp), %r13
	movq	%rax, %r12
	jmp	.L2131
	.p2align 4,,10
	.p2align 3
.L2142:
	movq	8(%rsp), %rax
	addq	(%rsp), %rax
	cmpq	%rax, %rbx
	jb	.L2130
	movq	32(%rsp), %rax
	movdqa	16(%rsp), %xmm1
	movq	%rax, 96(%rbp)
	movups	%xmm1, 80(%rbp)
.L2131:
	movdqu	80(%rbp), %xmm0
	movq	96(%rbp), %rax
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	movq	%rax, 32(%rsp)
	movaps	%xmm0, 16(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2142
.L2130:
	movq	96(%rbp), %rax
	movdqu	80(%rbp), %xmm2
	movq	%rax, 32(%rsp)
	movaps	%xmm2, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L2132:
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2143
	movq	(%rsp), %rdx
	movq	8(%rsp), %rcx
	addq	%rdx, %rcx
	cmpq	%rcx, %rbx
	jnb	.L2132
	cmpq	%rdx, %rbx
	jnb	.L2136
	addq	%rbx, %r12
	cmpq	%r12, %rdx
	jnb	.L2128
	subq	%rdx, %r12
	movq	%rcx, %rbx
	jmp	.L2132
	.p2align 4,,10
	.p2align 3
.L2136:
	movq	%rcx, %rbx
	jmp	.L2132
	.p2align 4,,10
	.p2align 3
.L2143:
	addq	%rbx, %r12
.L2128:
	addq	$56, %rsp
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
	.p2align 4,,10
	.p2align 3
.L2141:
	.cfi_restore_state
	movq	%r12, %rdi
	call	service_of
	addq	$56, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rsi
	movq	%r12, %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	movq	%rax, %rdx
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
	jmp	ref_serve
	.cfi_endproc
.LFE110:
	.size	ref_request, .-ref_request
	.p2align 4
	.type	ref_walker_run, @function
ref_walker_run:
.LFB156:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	168(%rdi), %rax
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
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	movq	%rax, 16(%rsp)
	movq	168(%rdi), %rax
	movq	%rsi, 24(%rsp)
	movq	%rdx, 8(%rsp)
	movq	160(%rax), %r13
	movq	%rax, (%rsp)
	testq	%rdx, %rdx
	je	.L2156
	movl	176(%rdi), %ebp
	xorl	%r15d, %r15d
	jmp	.L2154
	.p2align 4,,10
	.p2align 3
.L2146:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jnb	.L2145
	movq	200(%r14), %rax
	cmpq	192(%r14), %rax
	je	.L2145
	movq	184(%r14), %rdx
	leaq	1(%rax), %rsi
	movq	%rsi, 200(%r14)
	movq	232(%r14), %rsi
	movq	(%rdx,%rax,8), %r12
	cmpl	$2, %ebp
	je	.L2170
	cmpq	%r13, %rbx
	jb	.L2153
	cmpl	$1, %ebp
	jne	.L2153
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%r13
	movq	216(%r14), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
.L2153:
	cmpq	%rsi, %r12
	movq	%rsi, %rdx
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	cmovnb	%r12, %rdx
	call	ref_request
	xorl	%edx, %edx
	movq	%rax, 232(%r14)
	movq	%rax, %rsi
	movq	%rbx, %rax
	divq	%r13
	movq	216(%r14), %rax
	movq	%rsi, (%rax,%rdx,8)
	movq	24(%rsp), %rax
	subq	%r12, %rsi
	movq	%rsi, (%rax,%r15,8)
	movq	224(%r14), %rax
	addq	$1, %r15
	leaq	1(%rax), %rbx
.L2152:
	movq	8(%rsp), %rax
	movq	%rbx, 224(%r14)
	cmpq	%rax, %r15
	jnb	.L2145
.L2154:
	movq	224(%r14), %rbx
	cmpl	$3, %ebp
	jne	.L2146
	cmpq	%r13, %rbx
	jnb	.L2147
	movq	(%rsp), %rax
	movq	144(%rax), %r12
	testq	%r12, %r12
	je	.L2149
	xorl	%r12d, %r12d
.L2148:
	movq	232(%r14), %rsi
	jmp	.L2153
	.p2align 4,,10
	.p2align 3
.L2170:
	cmpq	%rsi, %r12
	jnb	.L2153
	addq	$1, %rbx
	jmp	.L2152
	.p2align 4,,10
	.p2align 3
.L2149:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jb	.L2148
.L2145:
	addq	%r15, 240(%r14)
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r15, %rax
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
.L2147:
	.cfi_restore_state
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	216(%r14), %rax
	movq	(%rax,%rdx,8), %r12
	movq	(%rsp), %rax
	movq	144(%rax), %rax
	testq	%rax, %rax
	je	.L2149
	cmpq	%rax, %r12
	jb	.L2148
	jmp	.L2145
.L2156:
	xorl	%r15d, %r15d
	jmp	.L2145
	.cfi_endproc
.LFE156:
	.size	ref_walker_run, .-ref_walker_run
	.p2align 4
	.type	service_fill, @function
service_fill:
.LFB40:
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
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rcx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rsi, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 64
	cmpl	$1, 8(%rdi)
	je	.L2172
	testq	%rcx, %rcx
	je	.L2171
	movq	%rsi, %rax
	addq	%rsi, %rbp
	negq	%rax
	leaq	(%rdx,%rax,8), %r12
	.p2align 4,,10
	.p2align 3
.L2181:
	movq	%rbx, %rsi
	movq	%r13, %rdi
	call	service_of
	movq	%rax, (%r12,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	jne	.L2181
.L2171:
	addq	$16, %rsp
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
.L2172:
	.cfi_restore_state
	movabsq	$6000292609090864433, %rax
	xorq	96(%rdi), %rax
	movq	%rax, %rcx
	shrq	$30, %rcx
	xorq	%rax, %rcx
	movabsq	$-4658895280553007687, %rax
	imulq	%rax, %rcx
	movq	%rcx, %rax
	shrq	$27, %rax
	xorq	%rcx, %rax
	movabsq	$-7723592293110705685, %rcx
	imulq	%rcx, %rax
	movq	%rax, %rcx
	shrq	$31, %rcx
	xorq	%rax, %rcx
	movq	(%rdi), %rax
	testq	%rax, %rax
	js	.L2174
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L2175:
	testq	%rbp, %rbp
	je	.L2171
	addq	$1, %rbx
	leaq	(%rdx,%rbp,8), %r13
	movq	%rdx, %r14
	movabsq	$-7046029254386353131, %rax
	movabsq	$-4658895280553007687, %r12
	imulq	%rax, %rbx
	movabsq	$-7723592293110705685, %rbp
	addq	%rcx, %rbx
	jmp	.L2180
	.p2align 4,,10
	.p2align 3
.L2190:
	cvttsd2siq	%xmm1, %rax
	.p2align 4,,10
	.p2align 3
.L2177:
	movq	%rax, (%r14)
	addq	$8, %r14
	movabsq	$-7046029254386353131, %rax
	addq	%rax, %rbx
	cmpq	%r14, %r13
	je	.L2171
.L2180:
	movq	%rbx, %rdx
	pxor	%xmm0, %xmm0
	shrq	$30, %rdx
	xorq	%rbx, %rdx
	imulq	%r12, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	imulq	%rbp, %rax
	movq	%rax, %rdx
	shrq	$31, %rdx
	xorq	%rdx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm0
	mulsd	.LC0(%rip), %xmm0
	xorpd	.LC32(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC34(%rip), %xmm1
	movsd	.LC2(%rip), %xmm3
	subsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm3
	ja	.L2177
	comisd	.LC247(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L2177
	comisd	.LC87(%rip), %xmm1
	jb	.L2190
	subsd	.LC87(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L2177
	.p2align 4,,10
	.p2align 3
.L2174:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L2175
	.cfi_endproc
.LFE40:
	.size	service_fill, .-service_fill
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB89:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L2206
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
.L2192:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L2197
	.p2align 4,,10
	.p2align 3
.L2193:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L2195
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L2195:
	testq	%r8, %r8
	je	.L2196
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L2196
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L2196:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L2193
.L2197:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L2192
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
.L2206:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE89:
	.size	dist_correct, .-dist_correct
	.section	.rodata.str1.8
	.align 8
.LC264:
	.string	"a number above 0 and at most 100"
	.align 8
.LC265:
	.string	"--service-cv '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC266:
	.string	"a number above 0 and below 1"
	.section	.rodata.str1.8
	.align 8
.LC267:
	.string	"--slow-fraction '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC268:
	.string	"--service %s"
.LC269:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC270:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC271:
	.string	"--interval"
.LC272:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC273:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC274:
	.string	"--stall"
.LC275:
	.string	"--stall %s"
.LC276:
	.string	"--period"
.LC277:
	.string	"--period %s"
.LC278:
	.string	"--first-stall"
.LC279:
	.string	"--first-stall %s"
.LC280:
	.string	"--slow-above"
.LC281:
	.string	"--slow-above %s"
.LC282:
	.string	"--timeout"
.LC283:
	.string	"--timeout %s"
	.section	.rodata.str1.8
	.align 8
.LC284:
	.string	"--timeout '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC285:
	.string	"--generator-pause"
.LC286:
	.string	"--generator-pause %s"
	.section	.rodata.str1.8
	.align 8
.LC287:
	.string	"--generator-pause '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC288:
	.string	"--think"
.LC289:
	.string	"--think %s"
.LC290:
	.string	"--reject-time"
.LC291:
	.string	"--generator-period"
.LC292:
	.string	"--generator-first"
.LC293:
	.string	"--queue-limit"
.LC294:
	.string	"%s %s"
	.section	.rodata.str1.8
	.align 8
.LC295:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.align 8
.LC296:
	.string	"--queue-limit '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC297:
	.string	"--population"
	.section	.rodata.str1.8
	.align 8
.LC298:
	.string	"a whole number of users from 1 to 1000"
	.align 8
.LC299:
	.string	"--population '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC300:
	.string	"--sessions"
	.section	.rodata.str1.8
	.align 8
.LC301:
	.string	"sessions a second, a number above 0 and at most 1e9"
	.align 8
.LC302:
	.string	"--sessions '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC303:
	.string	"--return-prob"
	.section	.rodata.str1.8
	.align 8
.LC304:
	.string	"a chance from 0 up to, not including, 1"
	.align 8
.LC305:
	.string	"--return-prob '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC306:
	.string	"--max-in-flight"
.LC307:
	.string	"a whole number from 1 to 1000"
	.section	.rodata.str1.8
	.align 8
.LC308:
	.string	"--max-in-flight '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC309:
	.string	"--duration"
.LC310:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC311:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC312:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC313:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.align 8
.LC314:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC315:
	.string	"--expected-interval"
.LC316:
	.string	"mean"
.LC317:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC318:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC319:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC320:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.align 8
.LC321:
	.string	"--slow-service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC322:
	.string	"--service-cv"
.LC323:
	.string	"--slow-fraction"
.LC324:
	.string	"--guess-entries"
	.section	.rodata.str1.8
	.align 8
.LC325:
	.string	"0 (no guessing) or a whole number from 2 to 1048576"
	.align 8
.LC326:
	.string	"--guess-entries '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC327:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC328:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC329:
	.string	"--reps '%s' is not valid: %s"
.LC330:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC331:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC332:
	.string	"--rate '%s' is not valid: %s"
.LC333:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC334:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC335:
	.string	"--seed '%s' is not valid: %s"
.LC336:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC337:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC338:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC339:
	.string	"--rank"
.LC340:
	.string	"round"
.LC341:
	.string	"ceil"
.LC342:
	.string	"use round or ceil"
.LC343:
	.string	"--rank '%s' is not valid: %s"
.LC344:
	.string	"--exact-by"
.LC345:
	.string	"auto"
.LC346:
	.string	"sorted"
.LC347:
	.string	"sort"
.LC348:
	.string	"lattice"
.LC349:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC350:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC351:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC352:
	.string	"--service-dist"
	.section	.rodata.str1.8
	.align 8
.LC353:
	.string	"%s '%s' is not valid: use one of the names --help lists"
	.section	.rodata.str1.1
.LC354:
	.string	"--stalls"
.LC355:
	.string	"poisson"
.LC356:
	.string	"--stall-dist"
.LC357:
	.string	"fixed"
.LC358:
	.string	"exp"
.LC359:
	.string	"--schedule"
	.section	.rodata.str1.8
	.align 8
.LC360:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC361:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC362:
	.string	"--closed"
.LC363:
	.string	"catch-up"
.LC364:
	.string	"skip"
.LC365:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC366:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC367:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC368:
	.string	"--schedule-from"
.LC369:
	.string	"base"
.LC370:
	.string	"last-send"
.LC371:
	.string	"use base or last-send"
	.section	.rodata.str1.8
	.align 8
.LC372:
	.string	"--schedule-from '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC373:
	.string	"--think-dist"
.LC374:
	.string	"use fixed or exp"
	.section	.rodata.str1.8
	.align 8
.LC375:
	.string	"--think-dist '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC376:
	.string	"--when-full"
.LC377:
	.string	"block"
.LC378:
	.string	"drop"
.LC379:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC380:
	.string	"--when-full '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC381:
	.string	"--correct"
.LC382:
	.string	"--trace-values"
.LC383:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC384:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC385:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC386:
	.string	"--hlog-interval"
.LC387:
	.string	"--hlog-interval %s"
	.section	.rodata.str1.8
	.align 8
.LC388:
	.string	"a whole number of milliseconds from 1ms to 1h (a log's times have 3 decimals)"
	.align 8
.LC389:
	.string	"--hlog-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC390:
	.string	"--sweep"
.LC391:
	.string	"stall"
.LC392:
	.string	"use load or stall"
.LC393:
	.string	"--sweep '%s' is not valid: %s"
.LC394:
	.string	"see bench --help"
.LC395:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_option.constprop.0, @function
apply_option.constprop.0:
.LFB449:
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
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	.LC4(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1488
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2405
	leaq	.LC271(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2406
	leaq	.LC274(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2407
	leaq	.LC276(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2408
	leaq	.LC278(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2409
	leaq	.LC280(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2410
	leaq	.LC282(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2411
	leaq	.LC285(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2412
	leaq	.LC288(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2413
	leaq	.LC290(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2235
	leaq	248(%r12), %r15
	addq	$500, %r12
.L2236:
	leaq	16(%rsp), %r14
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L2414
	movq	8(%rsp), %rax
	movq	%rax, (%r15)
	movl	$1, (%r12)
	.p2align 4,,10
	.p2align 3
.L2277:
	xorl	%ecx, %ecx
.L2209:
	addq	$1432, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%ecx, %eax
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
.L2406:
	.cfi_restore_state
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L2415
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L2416
	movq	%rax, 80(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2405:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L2417
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L2418
	movq	%rax, (%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2418:
	leaq	.LC269(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC270(%rip), %rdx
	call	snprintf@PLT
	.p2align 4,,10
	.p2align 3
.L2321:
	movl	$-1, %ecx
	jmp	.L2209
	.p2align 4,,10
	.p2align 3
.L2409:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L2419
	movq	8(%rsp), %rax
	movq	%rax, 64(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2407:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L2420
	movq	8(%rsp), %rax
	movq	%rax, 48(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2408:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L2421
	movq	8(%rsp), %rax
	movq	%rax, 56(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2417:
	leaq	.LC13(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC268(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
	.p2align 4,,10
	.p2align 3
.L2416:
	leaq	.LC269(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC273(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2321
	.p2align 4,,10
	.p2align 3
.L2415:
	leaq	.LC13(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC272(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
	.p2align 4,,10
	.p2align 3
.L2419:
	leaq	.LC13(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC279(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
	.p2align 4,,10
	.p2align 3
.L2412:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L2422
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L2423
	movq	%rax, 256(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2420:
	leaq	.LC13(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC275(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
	.p2align 4,,10
	.p2align 3
.L2410:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L2424
	movq	8(%rsp), %rax
	movq	%rax, 192(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2421:
	leaq	.LC13(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC277(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
	.p2align 4,,10
	.p2align 3
.L2411:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L2425
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L2426
	movq	%rax, 224(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2424:
	leaq	.LC13(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC281(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
	.p2align 4,,10
	.p2align 3
.L2235:
	leaq	.LC291(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2237
	leaq	264(%r12), %r15
	addq	$508, %r12
	jmp	.L2236
	.p2align 4,,10
	.p2align 3
.L2413:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L2427
	movq	8(%rsp), %rax
	movq	%rax, 328(%r12)
	jmp	.L2277
.L2426:
	leaq	.LC269(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC284(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2321
.L2414:
	movq	%r14, %r8
	movq	%rbx, %rcx
	leaq	.LC294(%rip), %rdx
	movq	%r13, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2321
.L2237:
	leaq	.LC292(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2238
	leaq	272(%r12), %r15
	addq	$512, %r12
	jmp	.L2236
.L2425:
	leaq	.LC13(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC283(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2423:
	leaq	.LC269(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC287(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2321
.L2427:
	leaq	.LC13(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC289(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2422:
	leaq	.LC13(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC286(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2238:
	leaq	.LC293(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2428
	leaq	.LC297(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2429
	leaq	.LC300(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2430
	leaq	.LC303(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2249
	xorl	%ecx, %ecx
	movq	%rcx, 16(%rsp)
	call	__errno_location@PLT
	xorl	%esi, %esi
	movl	%esi, (%rax)
	movq	%rax, %rbx
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	jbe	.L2250
.L2252:
	leaq	.LC304(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC305(%rip), %rdx
.L2404:
	movl	$2048, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2321
.L2428:
	xorl	%esi, %esi
	leaq	240(%r12), %rcx
	movl	$1000000000, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2431
	movl	$1, 232(%r12)
	jmp	.L2277
.L2429:
	leaq	304(%r12), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L2277
	leaq	.LC298(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC299(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2250:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	strtod@PLT
	movq	16(%rsp), %rax
	testq	%rax, %rax
	je	.L2252
	movl	(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L2252
	cmpb	$0, (%rax)
	jne	.L2252
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L2252
	movsd	.LC2(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L2252
	movl	$1, 520(%r12)
	movsd	%xmm0, 320(%r12)
	jmp	.L2209
.L2249:
	leaq	.LC306(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2432
	leaq	.LC309(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2433
	leaq	.LC312(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2434
	leaq	.LC315(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2261
	leaq	.LC316(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L2262
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L2263
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L2263
	movq	%rdx, 168(%r12)
.L2262:
	movl	%eax, 176(%r12)
	movl	$1, 484(%r12)
	jmp	.L2277
.L2430:
	leaq	312(%r12), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L2246
	movsd	312(%r12), %xmm0
	comisd	.LC30(%rip), %xmm0
	jbe	.L2277
.L2246:
	leaq	.LC301(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC302(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2431:
	leaq	.LC295(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC296(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2432:
	leaq	288(%r12), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L2277
	leaq	.LC307(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC308(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2261:
	leaq	.LC319(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2435
	leaq	.LC322(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2436
	leaq	.LC323(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2271
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L2437
	movsd	16(%rsp), %xmm0
	comisd	.LC2(%rip), %xmm0
	leaq	.LC266(%rip), %r8
	leaq	.LC267(%rip), %rdx
	jb	.L2438
.L2269:
	movq	%rbp, %rcx
	jmp	.L2404
.L2434:
	movl	$1, %edx
	leaq	8(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	salq	$40, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L2439
	movq	8(%rsp), %rax
	movq	%rax, 384(%r12)
	xorl	%eax, %eax
	movq	%rax, 376(%r12)
	jmp	.L2277
.L2433:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L2440
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L2441
	xorl	%edx, %edx
	movq	%rax, 376(%r12)
	movq	%rdx, 384(%r12)
	jmp	.L2277
.L2263:
	leaq	.LC317(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC318(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2441:
	leaq	.LC269(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC311(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2321
.L2440:
	leaq	.LC13(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC310(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2438:
	movl	$1, 492(%r12)
	movsd	%xmm0, 24(%r12)
	jmp	.L2277
.L2439:
	leaq	.LC313(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC314(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2437:
	leaq	.LC266(%rip), %r8
	leaq	.LC267(%rip), %rdx
	jmp	.L2269
.L2271:
	leaq	.LC324(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2442
	leaq	.LC327(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2443
	leaq	.LC330(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2444
	leaq	.LC333(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2445
	leaq	.LC336(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2446
	leaq	.LC339(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2286
	leaq	.LC340(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC341(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2287
	testl	%eax, %eax
	jne	.L2447
.L2287:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 200(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2286:
	leaq	.LC344(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2288
	leaq	.LC345(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2448
	leaq	.LC346(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2290
	leaq	.LC347(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2290
	leaq	.LC348(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2449
	leaq	.LC349(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2293
	movl	$3, 204(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2288:
	leaq	.LC352(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2450
	leaq	.LC354(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2451
	leaq	.LC356(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2452
	leaq	.LC359(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2302
	leaq	.LC357(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC355(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2303
	testl	%eax, %eax
	jne	.L2453
.L2303:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 72(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2290:
	movl	$1, 204(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2448:
	movl	$0, 204(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2302:
	leaq	.LC243(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2454
	leaq	.LC362(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2305
	leaq	.LC363(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2306
	leaq	.LC364(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2333
	leaq	.LC365(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2455
	leaq	.LC366(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC367(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
	.p2align 4,,10
	.p2align 3
.L2450:
	xorl	%r14d, %r14d
	leaq	SERVICE_DIST_NAME(%rip), %r15
.L2296:
	movq	(%r15,%r14,8), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2456
	movl	%r14d, 8(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2451:
	leaq	.LC196(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L2457
.L2299:
	movl	%eax, 40(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2452:
	leaq	.LC357(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L2458
.L2301:
	movl	%eax, 44(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2449:
	movl	$2, 204(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2456:
	addq	$1, %r14
	cmpq	$4, %r14
	jne	.L2296
.L2297:
	movq	%rbp, %r8
	movq	%rbx, %rcx
	leaq	.LC353(%rip), %rdx
	movq	%r13, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2321
	.p2align 4,,10
	.p2align 3
.L2454:
	movq	%rbp, 408(%r12)
	movl	$2, 72(%r12)
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2305:
	leaq	.LC368(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2308
	leaq	.LC369(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC370(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2309
	testl	%eax, %eax
	jne	.L2459
.L2309:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 280(%r12)
	jmp	.L2277
.L2457:
	leaq	.LC355(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2297
	movl	$1, %eax
	jmp	.L2299
.L2458:
	leaq	.LC358(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2297
	movl	$1, %eax
	jmp	.L2301
.L2308:
	leaq	.LC373(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2310
	leaq	.LC357(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC358(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2311
	testl	%eax, %eax
	jne	.L2460
.L2311:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 336(%r12)
	jmp	.L2277
.L2310:
	leaq	.LC376(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2312
	leaq	.LC377(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC378(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2313
	testl	%eax, %eax
	jne	.L2461
.L2313:
	movl	$1, 504(%r12)
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 296(%r12)
	jmp	.L2277
.L2447:
	leaq	.LC342(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC343(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2333:
	movl	$1, %eax
.L2306:
	movl	%eax, 152(%r12)
	jmp	.L2277
.L2312:
	leaq	.LC381(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2462
	leaq	.LC382(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2463
	leaq	.LC383(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2316
	cmpb	$0, 0(%rbp)
	je	.L2317
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L2317
	movq	%rbp, 440(%r12)
	jmp	.L2277
.L2455:
	movl	$2, %eax
	jmp	.L2306
.L2462:
	movq	%rbp, 416(%r12)
	movl	$1, 368(%r12)
	jmp	.L2277
.L2463:
	movq	%rbp, 424(%r12)
	movl	$1, 368(%r12)
	jmp	.L2277
.L2316:
	leaq	.LC386(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2464
	leaq	.LC390(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2325
	leaq	.LC169(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2326
	leaq	.LC391(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2465
.L2326:
	movq	%rbp, 432(%r12)
	movl	$2, 368(%r12)
	jmp	.L2277
.L2293:
	leaq	.LC350(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC351(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2453:
	leaq	.LC360(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC361(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2464:
	leaq	16(%rsp), %rbx
	leaq	8(%rsp), %rdx
	xorl	%esi, %esi
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	movl	$1400, %r8d
	call	parse_time
	movl	%eax, %ecx
	testl	%eax, %eax
	jne	.L2466
	movabsq	$3599999000000, %rdx
	movq	8(%rsp), %rsi
	leaq	-1000000(%rsi), %rax
	cmpq	%rax, %rdx
	jb	.L2322
	movl	$1000000, %edi
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rdi
	testq	%rdx, %rdx
	jne	.L2322
	movq	%rsi, 352(%r12)
	jmp	.L2209
.L2459:
	leaq	.LC371(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC372(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2322:
	leaq	.LC388(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC389(%rip), %rdx
	jmp	.L2404
.L2466:
	leaq	.LC13(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC387(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2460:
	leaq	.LC374(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC375(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2461:
	leaq	.LC379(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC380(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2317:
	leaq	.LC384(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC385(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2465:
	leaq	.LC392(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC393(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2325:
	leaq	.LC394(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC395(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2442:
	xorl	%esi, %esi
	leaq	8(%rsp), %rcx
	movl	$1048576, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2279
	movq	8(%rsp), %rax
	cmpq	$1, %rax
	je	.L2279
	movq	%rax, 208(%r12)
	jmp	.L2277
.L2436:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L2330
	movsd	16(%rsp), %xmm0
	comisd	.LC77(%rip), %xmm0
	ja	.L2330
	movl	$1, 488(%r12)
	movsd	%xmm0, 16(%r12)
	jmp	.L2277
.L2435:
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L2266
	movabsq	$1125899906842623, %rcx
	movq	8(%rsp), %rax
	leaq	-1(%rax), %rdx
	cmpq	%rdx, %rcx
	jnb	.L2267
.L2266:
	leaq	.LC320(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC321(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2267:
	movq	%rax, 32(%r12)
	movl	$1, 496(%r12)
	jmp	.L2277
.L2279:
	leaq	.LC325(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC326(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2330:
	leaq	.LC264(%rip), %r8
	leaq	.LC265(%rip), %rdx
	jmp	.L2269
.L2446:
	leaq	160(%r12), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L2277
	leaq	.LC337(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC338(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2445:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	400(%r12), %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L2277
	leaq	.LC334(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC335(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2444:
	leaq	392(%r12), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	je	.L2277
	leaq	.LC331(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC332(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
.L2443:
	leaq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L2467
	movq	8(%rsp), %rax
	movl	%eax, 216(%r12)
	jmp	.L2277
.L2467:
	leaq	.LC328(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC329(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2321
	.cfi_endproc
.LFE449:
	.size	apply_option.constprop.0, .-apply_option.constprop.0
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB63:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rcx, %r15
	movq	%rdx, %r10
	movq	%r9, %rdx
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%r8, %r13
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
	movq	80(%rdi), %r12
	movq	(%rdi), %rcx
	movq	48(%rdi), %r8
	movq	56(%rdi), %r9
	cmpq	%r13, %r15
	jnb	.L2468
	movq	%rcx, %rax
	movq	%r15, %rbp
	movq	%r15, %r11
	movq	%rsi, %rdi
	salq	$4, %rax
	movq	%rcx, %r14
	movq	%r13, %r15
	movq	%rax, (%rsp)
	movq	%r12, %rax
	salq	$4, %rax
	subq	%r12, %rax
	addq	%rcx, %rax
	movq	%rax, 8(%rsp)
	jmp	.L2478
	.p2align 4,,10
	.p2align 3
.L2488:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L2473:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L2472:
	cmpq	%r15, %rbp
	jnb	.L2468
.L2478:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L2470
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L2470
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L2487
.L2470:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L2473
	cmpq	%rax, %rbx
	jnb	.L2474
	addq	%r8, %rdx
.L2475:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L2488
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L2473
	movq	%r14, %rcx
	movq	%rbx, %rsi
	movq	%r11, 40(%rsp)
	movq	%r10, 32(%rsp)
	movq	%r9, 24(%rsp)
	movq	%r8, 16(%rsp)
	call	serve_stalls
	movq	40(%rsp), %r11
	movq	32(%rsp), %r10
	movq	%rax, %rcx
	movq	24(%rsp), %r9
	movq	16(%rsp), %r8
	movq	%rax, %rdx
	subq	%rbx, %rcx
	jmp	.L2473
	.p2align 4,,10
	.p2align 3
.L2474:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L2475
	.p2align 4,,10
	.p2align 3
.L2468:
	addq	$56, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%rdx, %rax
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
.L2487:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L2471:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L2471
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L2472
	.cfi_endproc
.LFE63:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB70:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %rax
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
	movq	(%rdi), %r14
	movl	8(%rdi), %r15d
	movq	144(%rdi), %rdx
	testq	%rax, %rax
	je	.L2517
	leaq	16(%rdi), %rdi
	movq	%rsi, 8(%rsp)
	xorl	%r13d, %r13d
	movq	%rdi, 16(%rsp)
	movq	%rax, (%rsp)
	jmp	.L2516
	.p2align 4,,10
	.p2align 3
.L2491:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jnb	.L2490
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L2490
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %rbp
	cmpl	$2, %r15d
	jne	.L2519
	cmpq	%rdx, %rbp
	jb	.L2495
.L2519:
	cmpq	%rdx, %rbp
	movq	%rdx, %r11
	movq	%rbp, %r12
	cmovnb	%rbp, %r11
	cmpl	$1, %r15d
	jne	.L2498
	movq	136(%rbx), %rdi
	movq	112(%rbx), %rcx
	movq	(%rcx,%rdi,8), %r12
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rdx
	movq	%rdx, %r11
.L2498:
	movq	104(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L2494
	cmpq	$0, 40(%r14)
	movq	(%rdx,%rax,8), %rcx
	je	.L2540
.L2508:
	movq	16(%rsp), %rdi
	movq	%rcx, %rdx
	movq	%r11, %rsi
	call	serve_random
	movq	%rax, %rdx
.L2500:
	movq	112(%rbx), %rax
	testl	%r15d, %r15d
	movq	8(%rsp), %rdi
	movq	136(%rbx), %rcx
	cmove	%rbp, %r12
	movq	%rdx, (%rax,%rcx,8)
	movq	%rdx, %rax
	subq	%r12, %rax
	movq	%rax, (%rdi,%r13,8)
	movq	128(%rbx), %rsi
	addq	$1, %r13
.L2495:
	movq	136(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 128(%rbx)
	addq	$1, %rax
	cmpq	120(%rbx), %rax
	jne	.L2515
	xorl	%eax, %eax
.L2515:
	movq	%rax, 136(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L2490
.L2516:
	cmpl	$3, %r15d
	jne	.L2491
	movq	112(%rbx), %rax
	movq	136(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L2492
	cmpq	%rax, %rbp
	jnb	.L2490
	movq	128(%rbx), %rsi
.L2493:
	cmpq	%rdx, %rbp
	movq	%rbp, %r12
	cmovnb	%rbp, %rdx
	movq	%rdx, %r11
.L2494:
	movl	8(%r14), %eax
	testl	%eax, %eax
	jne	.L2506
	movq	(%r14), %rcx
.L2507:
	cmpq	$0, 40(%r14)
	jne	.L2508
.L2540:
	movq	16(%rbx), %rax
	leaq	(%rcx,%r11), %rdx
	cmpq	%rdx, %rax
	jnb	.L2500
	movq	48(%r14), %r8
	cmpq	%rax, %r11
	jnb	.L2509
	addq	%r8, %rdx
.L2510:
	movq	56(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L2511
	movq	$-1, 16(%rbx)
	jmp	.L2500
	.p2align 4,,10
	.p2align 3
.L2492:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jb	.L2493
.L2490:
	addq	%r13, 152(%rbx)
	movq	%r13, %rax
	movq	%rdx, 144(%rbx)
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
.L2506:
	.cfi_restore_state
	movq	%r14, %rdi
	movq	%r11, 24(%rsp)
	call	service_of
	movq	24(%rsp), %r11
	movq	%rax, %rcx
	jmp	.L2507
	.p2align 4,,10
	.p2align 3
.L2511:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L2500
	movq	16(%rsp), %rdi
	movq	%r11, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L2500
	.p2align 4,,10
	.p2align 3
.L2509:
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %rdi
	cmpq	%rsi, %r11
	cmovb	%rdi, %rdx
	jmp	.L2510
.L2517:
	xorl	%r13d, %r13d
	jmp	.L2490
	.cfi_endproc
.LFE70:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	general_run, @function
general_run:
.LFB152:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_run
	.cfi_endproc
.LFE152:
	.size	general_run, .-general_run
	.section	.rodata.str1.1
.LC396:
	.string	"bench: %s\n"
	.text
	.p2align 4
	.type	due_restart, @function
due_restart:
.LFB53:
	.cfi_startproc
	movq	$0, 8(%rdi)
	movq	%rdi, %rdx
	addq	$16, %rdi
	movq	$0, 80(%rdi)
	movl	%edx, %eax
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	104(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movq	%rsi, (%rdx)
	cmpq	$0, 112(%rsi)
	je	.L2555
.L2553:
	ret
	.p2align 4,,10
	.p2align 3
.L2555:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L2553
	cmpl	$1, %eax
	je	.L2556
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	40(%rdx), %rdi
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC243(%rip), %rdx
	subq	$256, %rsp
	.cfi_def_cfa_offset 272
	movq	104(%rsi), %rsi
	movq	%rsp, %rbx
	movq	%rbx, %r8
	call	numbers_open
	testl	%eax, %eax
	jne	.L2557
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L2556:
	.cfi_restore 3
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L2557:
	.cfi_def_cfa_offset 272
	.cfi_offset 3, -16
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC396(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE53:
	.size	due_restart, .-due_restart
	.p2align 4
	.type	estimate_ghz, @function
estimate_ghz:
.LFB19:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pcmpeqd	%xmm0, %xmm0
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	$1, %r14d
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
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	movq	%rdi, 24(%rsp)
	movq	%rsi, 32(%rsp)
	movq	%rdx, 40(%rsp)
	movaps	%xmm0, 48(%rsp)
	movl	$7, 16(%rsp)
	leaq	64(%rsp), %rbp
	leaq	48(%rsp), %rbx
.L2559:
	xorl	%r15d, %r15d
.L2563:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L2562
	.p2align 4,,10
	.p2align 3
.L2578:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L2577
.L2562:
	testq	%r15, %r15
	jne	.L2578
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L2562
.L2577:
	movq	%rbp, %rsi
	movl	$1, %edi
	movq	%rdx, 8(%rsp)
	call	clock_gettime@PLT
	movq	72(%rsp), %rsi
	movq	8(%rsp), %rdx
	imulq	$1000000000, 64(%rsp), %rax
	subq	%r12, %rax
	movq	(%rbx,%r15,8), %rdx
	addq	%rsi, %rax
	subq	%r13, %rax
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, (%rbx,%r15,8)
	testq	%r15, %r15
	jne	.L2579
	movl	$1, %r15d
	jmp	.L2563
.L2579:
	subl	$1, 16(%rsp)
	jne	.L2559
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L2565
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2566:
	movsd	.LC397(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L2567
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2568:
	movsd	.LC398(%rip), %xmm2
	movq	32(%rsp), %rax
	movq	24(%rsp), %rbx
	divsd	%xmm0, %xmm2
	movsd	%xmm2, (%rax)
	movsd	(%rbx), %xmm1
	movapd	%xmm2, %xmm0
	movsd	%xmm2, 8(%rsp)
	movsd	%xmm1, 16(%rsp)
	call	fmax@PLT
	movsd	16(%rsp), %xmm1
	movsd	8(%rsp), %xmm2
	movapd	%xmm0, %xmm3
	movq	40(%rsp), %rax
	subsd	%xmm2, %xmm1
	movapd	%xmm1, %xmm0
	andpd	.LC65(%rip), %xmm0
	movsd	.LC63(%rip), %xmm1
	mulsd	.LC77(%rip), %xmm0
	divsd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	movsd	%xmm0, (%rax)
	jb	.L2575
	movsd	(%rbx), %xmm0
.L2558:
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
.L2575:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L2558
.L2565:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2566
.L2567:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2568
	.cfi_endproc
.LFE19:
	.size	estimate_ghz, .-estimate_ghz
	.section	.rodata.str1.8
	.align 8
.LC400:
	.string	"RESULT score method=%s interval_ns=%lu pct=%s value_ns=%lu truth_ns=%lu err_pct=%.3f ratio=%s\n"
	.align 8
.LC401:
	.string	"\nscoreboard: each way to read a number off the measurement, against the truth (%s), closest at p99 first\n"
	.section	.rodata.str1.1
.LC402:
	.string	"interval"
.LC403:
	.string	"method"
.LC404:
	.string	"%-15s %10s"
.LC405:
	.string	"truth"
.LC406:
	.string	"\n%-15s %10s"
.LC407:
	.string	"error against the truth, %%:\n"
.LC408:
	.string	" %+11.1f"
	.section	.rodata.str1.8
	.align 8
.LC409:
	.string	"(us; intervals per connection but hdr-schedule's, for all; wrk's in whole us)"
	.text
	.p2align 4
	.type	print_score, @function
print_score:
.LFB360:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r10
	movl	%edx, %r8d
	movq	%rsi, %rdi
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	xorl	%eax, %eax
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	xorl	%r13d, %r13d
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	.p2align 4,,10
	.p2align 3
.L2582:
	movl	872(%r10,%rax,4), %ecx
	testl	%ecx, %ecx
	je	.L2581
	movslq	%r13d, %rdx
	addl	$1, %r13d
	movl	%eax, 80(%rsp,%rdx,4)
.L2581:
	addq	$1, %rax
	cmpq	$9, %rax
	jne	.L2582
	cmpl	$1, %r13d
	jle	.L2583
	movq	24(%r10), %rax
	testq	%rax, %rax
	js	.L2584
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2585:
	leaq	80(%rsp), %rsi
	leaq	84(%rsp), %rcx
	movl	$1, %edx
	movsd	.LC77(%rip), %xmm4
	movq	.LC65(%rip), %xmm3
	pxor	%xmm5, %xmm5
	.p2align 4,,10
	.p2align 3
.L2586:
	movq	%rcx, %rax
	jmp	.L2587
	.p2align 4,,10
	.p2align 3
.L2665:
	movslq	%r11d, %r11
	leaq	(%r11,%r11,4), %r11
	salq	$4, %r11
	movq	104(%r10,%r11), %r11
	testq	%r11, %r11
	js	.L2592
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r11, %xmm1
.L2593:
	subsd	%xmm2, %xmm1
	movslq	%r9d, %r9
	leaq	(%r9,%r9,4), %r9
	salq	$4, %r9
	mulsd	%xmm4, %xmm1
	movq	104(%r10,%r9), %r9
	divsd	%xmm2, %xmm1
	andpd	%xmm3, %xmm1
	testq	%r9, %r9
	js	.L2594
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L2595:
	subsd	%xmm2, %xmm0
	mulsd	%xmm4, %xmm0
	divsd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L2589
	movq	%xmm6, -4(%rax)
	subq	$4, %rax
	cmpq	%rsi, %rax
	je	.L2589
.L2587:
	comisd	%xmm5, %xmm2
	movq	-4(%rax), %xmm0
	pshufd	$0xe5, %xmm0, %xmm7
	pshufd	$225, %xmm0, %xmm6
	movd	%xmm0, %r11d
	movd	%xmm7, %r9d
	ja	.L2665
.L2589:
	addl	$1, %edx
	addq	$4, %rcx
	cmpl	%edx, %r13d
	jne	.L2586
	testl	%r8d, %r8d
	je	.L2597
.L2596:
	movslq	%r13d, %r13
	movq	%r10, 16(%rsp)
	leaq	48(%rsp), %rbx
	leaq	(%rsi,%r13,4), %rax
	leaq	METHOD_NAME(%rip), %r13
	movq	%rax, 32(%rsp)
	leaq	8(%r10), %rax
	movq	%rax, 40(%rsp)
	leaq	56(%r10), %rax
	movq	%rax, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L2614:
	movslq	(%rsi), %r15
	movq	%rsi, 24(%rsp)
	leaq	PCT_NAME(%rip), %r14
	movq	40(%rsp), %r12
	leaq	(%r15,%r15,4), %rbp
	salq	$4, %rbp
	jmp	.L2613
	.p2align 4,,10
	.p2align 3
.L2668:
	testq	%r8, %r8
	js	.L2611
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2612:
	subsd	%xmm1, %xmm0
	mulsd	.LC77(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2609:
	movq	16(%rsp), %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 200
	movq	(%r14), %rcx
	addq	$8, %r12
	movq	0(%r13,%r15,8), %rsi
	leaq	.LC400(%rip), %rdi
	addq	$8, %r14
	movq	800(%rax,%r15,8), %rdx
	pushq	%rbx
	.cfi_def_cfa_offset 208
	movl	$1, %eax
	call	printf@PLT
	popq	%rax
	.cfi_def_cfa_offset 200
	popq	%rdx
	.cfi_def_cfa_offset 192
	cmpq	%r12, 8(%rsp)
	je	.L2666
.L2613:
	movq	(%r12), %r9
	movq	80(%r12,%rbp), %r8
	testq	%r9, %r9
	je	.L2599
	testq	%r8, %r8
	js	.L2600
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2601:
	testq	%r9, %r9
	js	.L2602
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L2603:
	leaq	.LC123(%rip), %rax
	leaq	.LC124(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	divsd	%xmm1, %xmm0
	comisd	.LC77(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
	movq	(%r12), %r9
	movq	80(%r12,%rbp), %r8
	testq	%r9, %r9
	js	.L2667
.L2659:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L2608:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2668
	pxor	%xmm0, %xmm0
	jmp	.L2609
	.p2align 4,,10
	.p2align 3
.L2594:
	movq	%r9, %r11
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%r11
	orq	%r9, %r11
	cvtsi2sdq	%r11, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2595
	.p2align 4,,10
	.p2align 3
.L2592:
	movq	%r11, %rbx
	andl	$1, %r11d
	pxor	%xmm1, %xmm1
	shrq	%rbx
	orq	%r11, %rbx
	cvtsi2sdq	%rbx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2593
	.p2align 4,,10
	.p2align 3
.L2667:
	movq	%r9, %rax
	movq	%r9, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2608
	.p2align 4,,10
	.p2align 3
.L2599:
	movl	$6369134, (%rbx)
	jmp	.L2659
	.p2align 4,,10
	.p2align 3
.L2602:
	movq	%r9, %rax
	andl	$1, %r9d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r9, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2603
	.p2align 4,,10
	.p2align 3
.L2600:
	movq	%r8, %rax
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r8, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2601
	.p2align 4,,10
	.p2align 3
.L2611:
	movq	%r8, %rax
	movq	%r8, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2612
	.p2align 4,,10
	.p2align 3
.L2666:
	movq	24(%rsp), %rsi
	addq	$4, %rsi
	cmpq	%rsi, 32(%rsp)
	jne	.L2614
.L2580:
	addq	$136, %rsp
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
.L2597:
	.cfi_restore_state
	movq	%rdi, %rsi
	xorl	%eax, %eax
	leaq	.LC401(%rip), %rdi
	movq	%r10, 8(%rsp)
	call	printf@PLT
	leaq	.LC402(%rip), %rdx
	leaq	.LC403(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC404(%rip), %rdi
	leaq	PCT_LABEL(%rip), %rbp
	call	printf@PLT
	movq	8(%rsp), %rbx
	leaq	48(%rbp), %r12
	leaq	.LC8(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L2616:
	movq	0(%rbp), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r12, %rbp
	jne	.L2616
	leaq	.LC13(%rip), %rdx
	leaq	.LC405(%rip), %rsi
	xorl	%eax, %eax
	movq	%rbx, 8(%rsp)
	leaq	.LC406(%rip), %rdi
	leaq	48(%rsp), %rbx
	call	printf@PLT
	movq	8(%rsp), %r10
	leaq	8(%r10), %rax
	leaq	56(%r10), %rbp
	movq	%r10, %r14
	movq	%rax, 24(%rsp)
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L2617:
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	addq	$8, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%rbp, %r12
	jne	.L2617
	movl	$10, %edi
	movq	%r14, 16(%rsp)
	call	putchar@PLT
	testl	%r13d, %r13d
	je	.L2618
	leaq	80(%rsp), %r12
	movslq	%r13d, %r13
	movq	%rbp, 40(%rsp)
	leaq	(%r12,%r13,4), %rax
	movq	%r12, 32(%rsp)
	movq	%r12, %r14
	leaq	METHOD_NAME(%rip), %r13
	movq	%rax, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L2621:
	movl	(%r14), %eax
	leaq	.LC13(%rip), %rdx
	xorl	%ebp, %ebp
	testl	%eax, %eax
	jne	.L2669
.L2619:
	movq	0(%r13,%rbp,8), %rsi
	leaq	.LC404(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	call	printf@PLT
	leaq	0(%rbp,%rbp,4), %rcx
	movq	16(%rsp), %rax
	salq	$4, %rcx
	leaq	(%rax,%rcx), %rbp
	.p2align 4,,10
	.p2align 3
.L2620:
	movq	88(%rbp,%r12,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r12
	jne	.L2620
	movl	$10, %edi
	addq	$4, %r14
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r14
	jne	.L2621
	leaq	.LC407(%rip), %rdi
	xorl	%eax, %eax
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	call	printf@PLT
	leaq	.LC408(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L2631:
	movslq	(%r12), %rbx
	leaq	.LC13(%rip), %rdx
	leaq	.LC404(%rip), %rdi
	xorl	%eax, %eax
	movq	0(%r13,%rbx,8), %rsi
	leaq	(%rbx,%rbx,4), %rbx
	salq	$4, %rbx
	call	printf@PLT
	movq	24(%rsp), %r14
	jmp	.L2630
	.p2align 4,,10
	.p2align 3
.L2671:
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L2662
.L2672:
	movq	80(%r14,%rbx), %rax
	testq	%rax, %rax
	js	.L2628
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2629:
	subsd	%xmm1, %xmm0
	mulsd	.LC77(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2626:
	movq	%r15, %rdi
	movl	$1, %eax
	addq	$8, %r14
	call	printf@PLT
	cmpq	%rbp, %r14
	je	.L2670
.L2630:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L2671
	movq	%rax, %rcx
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	andl	$1, %eax
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm0, %xmm1
	ja	.L2672
.L2662:
	pxor	%xmm0, %xmm0
	jmp	.L2626
	.p2align 4,,10
	.p2align 3
.L2628:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2629
	.p2align 4,,10
	.p2align 3
.L2670:
	movl	$10, %edi
	addq	$4, %r12
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r12
	jne	.L2631
.L2623:
	leaq	.LC409(%rip), %rdi
	call	puts@PLT
	jmp	.L2580
	.p2align 4,,10
	.p2align 3
.L2669:
	movslq	%eax, %rbp
	movq	16(%rsp), %rax
	movq	%rbx, %rdi
	movq	800(%rax,%rbp,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	jmp	.L2619
.L2584:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2585
.L2618:
	leaq	.LC407(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2623
.L2583:
	testl	%r8d, %r8d
	je	.L2597
	leaq	80(%rsp), %rsi
	cmpl	$1, %r13d
	je	.L2596
	jmp	.L2580
	.cfi_endproc
.LFE360:
	.size	print_score, .-print_score
	.section	.rodata.str1.1
.LC410:
	.string	"%-*s %9lu"
.LC411:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row_w, @function
print_row_w:
.LFB250:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	xorl	%eax, %eax
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	leaq	.LC8(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rdx, %r12
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
	movq	(%rdx), %rcx
	movq	%rsi, %rdx
	movl	%edi, %esi
	leaq	.LC410(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L2674:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2674
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L2675
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
.L2675:
	movq	%rbp, %rdi
	leaq	.LC135(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC411(%rip), %rdi
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
.LFE250:
	.size	print_row_w, .-print_row_w
	.p2align 4
	.type	dist_of_sorted, @function
dist_of_sorted:
.LFB106:
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
	je	.L2680
.L2681:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L2689
	.p2align 4,,10
	.p2align 3
.L2684:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L2683
.L2689:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L2684
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L2685
.L2690:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L2685
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L2685:
	cmpq	%rbp, %rbx
	jnb	.L2680
	movq	%rbx, %rax
	jmp	.L2681
	.p2align 4,,10
	.p2align 3
.L2683:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L2690
.L2680:
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
.LFE106:
	.size	dist_of_sorted, .-dist_of_sorted
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB98:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	xorl	%ebp, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	subq	$48, %rsp
	.cfi_def_cfa_offset 80
	movq	48(%rdi), %xmm0
	movq	80(%rdi), %xmm1
	movq	64(%rdi), %rax
	movl	72(%rdi), %r8d
	movhps	56(%rdi), %xmm0
	movhps	(%rdi), %xmm1
	movq	%rax, 32(%rsp)
	movaps	%xmm1, (%rsp)
	movaps	%xmm0, 16(%rsp)
	testl	%r8d, %r8d
	jne	.L2699
	movl	152(%rdi), %ecx
	movq	%rdi, %r11
	testl	%ecx, %ecx
	jne	.L2699
	cmpq	$1, 160(%rdi)
	je	.L2716
.L2699:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 32
	movl	%ebp, %eax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L2716:
	.cfi_restore_state
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L2699
	movq	40(%rdi), %r10
	testq	%r10, %r10
	jne	.L2699
	movq	%rsi, %r12
	movq	%rdx, %rbx
	call	closed_form_gap.part.0
	testq	%rax, %rax
	jne	.L2699
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
.L2703:
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L2702
	jmp	.L2701
	.p2align 4,,10
	.p2align 3
.L2710:
	movq	%rdx, %rcx
.L2702:
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%rcx, %r10
	divq	%rcx
	testq	%rdx, %rdx
	jne	.L2710
.L2701:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L2703
	movq	%r10, (%r12)
	xorl	%edx, %edx
	movq	(%r11), %rax
	xorl	%ebp, %ebp
	addq	48(%r11), %rax
	divq	%r10
	addq	$1, %rax
	cmpq	$1048576, %rax
	movq	%rax, (%rbx)
	setbe	%bpl
	addq	$48, %rsp
	.cfi_def_cfa_offset 32
	movl	%ebp, %eax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE98:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB185:
	.cfi_startproc
	movl	204(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L2727
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L2727:
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
	jne	.L2717
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L2717
	movl	152(%rbx), %edx
	leaq	by_kind.7(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L2722
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L2722
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L2717:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L2722:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE185:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB187:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	pxor	%xmm0, %xmm0
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
	movups	%xmm0, (%rdi)
	movups	%xmm0, 16(%rdi)
	movups	%xmm0, 32(%rdi)
	movups	%xmm0, 48(%rdi)
	movups	%xmm0, 64(%rdi)
	movq	%rsi, %rdi
	call	plan_route
	movl	%eax, %edx
	movl	%eax, 24(%rbx)
	xorl	%eax, %eax
	cmpl	$3, %edx
	je	.L2728
	cmpl	$2, %edx
	je	.L2748
	movl	152(%rbp), %edx
	movq	136(%rbp), %r12
	leaq	by_kind.7(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L2749
.L2734:
	leaq	0(,%rdi,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rbx)
	testq	%rax, %rax
	je	.L2732
	salq	$3, %r12
.L2733:
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, (%rbx)
	movq	%rax, %rbp
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 8(%rbx)
	setne	%dl
	xorl	%eax, %eax
	testq	%rbp, %rbp
	setne	%al
	andl	%edx, %eax
	subl	$1, %eax
.L2728:
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
.L2749:
	.cfi_restore_state
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L2734
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L2734
	.p2align 4,,10
	.p2align 3
.L2748:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L2732
	movq	24(%rsp), %rbp
	movq	16(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %xmm1
	movq	%rbp, %rdi
	punpcklqdq	%xmm1, %xmm0
	movups	%xmm0, 32(%rbx)
	movaps	%xmm0, (%rsp)
	call	calloc@PLT
	movq	%rax, 48(%rbx)
	testq	%rax, %rax
	je	.L2732
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 56(%rbx)
	call	calloc@PLT
	movq	%rax, 72(%rbx)
	testq	%rax, %rax
	je	.L2732
	movl	$524288, %r12d
	movl	$524288, %ebp
	jmp	.L2733
.L2732:
	movl	$-1, %eax
	jmp	.L2728
	.cfi_endproc
.LFE187:
	.size	buffers_init, .-buffers_init
	.section	.rodata.str1.8
	.align 8
.LC415:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC416:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC417:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC418:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC419:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC421:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC422:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC423:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB284:
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
	movapd	.LC412(%rip), %xmm0
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
	jle	.L2756
	movslq	%r12d, %rax
	movsd	.LC413(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L2755
	.p2align 4,,10
	.p2align 3
.L2789:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2754:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L2788
.L2755:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L2789
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2754
.L2788:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2790
.L2756:
	movsd	.LC2(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L2752:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC415(%rip), %rsi
	pushq	%r14
	leaq	XTICK.8(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC417(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC416(%rip), %rcx
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
.L2759:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC63(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC418(%rip), %rsi
	mulsd	.LC45(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC46(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L2759
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L2775
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
.L2774:
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
	je	.L2762
	testq	%rbx, %rbx
	je	.L2762
	testq	%rax, %rax
	je	.L2762
	testq	%r14, %r14
	je	.L2791
	movq	.LC413(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L2769
	.p2align 4,,10
	.p2align 3
.L2792:
	divsd	%xmm6, %xmm0
	movsd	.LC2(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2765:
	call	log10@PLT
	movq	.LC63(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L2767
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2768:
	movq	-264(%rbp), %rax
	divsd	.LC413(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L2764
.L2769:
	movsd	(%r12), %xmm0
	movsd	.LC77(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L2792
	movq	.LC33(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L2765
	.p2align 4,,10
	.p2align 3
.L2767:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2768
	.p2align 4,,10
	.p2align 3
.L2791:
	movsd	.LC413(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L2764:
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
	js	.L2770
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2771:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC43(%rip), %xmm0
	movsd	.LC44(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC421(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC420(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L2772
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2773:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC422(%rip), %rdx
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
	leaq	.LC423(%rip), %rsi
	leal	4(%r14), %eax
	movl	%r14d, %r9d
	movl	%r14d, %ecx
	addl	$18, %r14d
	movq	%rdi, (%rsp)
	movq	-272(%rbp), %rdi
	pushq	%rax
	leaq	.LC13(%rip), %rax
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
	jne	.L2774
.L2775:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC419(%rip), %rdi
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
.L2772:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2773
	.p2align 4,,10
	.p2align 3
.L2770:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2771
.L2790:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC414(%rip), %xmm2
	movsd	.LC70(%rip), %xmm3
	movsd	.LC64(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L2758
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC2(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
.L2758:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L2752
.L2762:
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
.LFE284:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	cqr_first_end, @function
cqr_first_end:
.LFB147:
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
	subq	$120, %rsp
	.cfi_def_cfa_offset 176
	movq	40(%rdi), %r13
	movq	32(%rdi), %r12
	movq	%r13, %rax
	subq	$0, %rax
	jne	.L2811
	leaq	PCT_MILLI(%rip), %rax
	leaq	536(%rdi), %rbp
	movl	$0, 24(%rdi)
	movq	%rdi, %r15
	movq	%rax, 56(%rsp)
	leaq	192(%rdi), %r11
	leaq	144(%rdi), %r10
	leaq	216(%rdi), %rax
	movq	%rbp, 88(%rsp)
	movq	%rax, 96(%rsp)
	movq	%r11, 40(%rsp)
	movq	%r10, 48(%rsp)
	movq	%rbp, 104(%rsp)
	jmp	.L2810
	.p2align 4,,10
	.p2align 3
.L2824:
	movq	40(%rsp), %rax
	movl	$1, (%rax)
.L2797:
	addq	$4, 40(%rsp)
	movq	40(%rsp), %rax
	addq	$8, 56(%rsp)
	addq	$112, 88(%rsp)
	addq	$8, 48(%rsp)
	cmpq	%rax, 96(%rsp)
	je	.L2809
	movq	32(%r15), %r12
	movq	40(%r15), %r13
.L2810:
	movq	56(%rsp), %rdi
	movl	16(%r15), %esi
	movq	%r12, %rax
	xorl	%ebx, %ebx
	movl	$99999, %ecx
	mulq	(%rdi)
	testl	%esi, %esi
	jne	.L2795
	movl	$50000, %ecx
	xorl	%ebx, %ebx
.L2795:
	addq	%rcx, %rax
	adcq	%rbx, %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	movq	80(%r15), %rbx
	testq	%rax, %rax
	cmove	%rdx, %rax
	cmpq	%r12, %rax
	cmova	%r12, %rax
	orq	%r13, %r12
	movq	%rax, %r14
	movq	48(%rsp), %rax
	movq	%r14, -48(%rax)
	je	.L2824
	movq	1208(%r15), %rcx
	movq	1216(%r15), %r8
	movq	%r14, %rsi
	movq	48(%rsp), %rdx
	movq	88(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L2825
	addl	$1, 24(%r15)
	cmpq	%r14, 80(%r15)
	jnb	.L2799
	movq	528(%r15), %rax
	xorl	%esi, %esi
	xorl	%edi, %edi
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	movq	%rax, 64(%rsp)
	movq	88(%r15), %rax
	movq	%rax, 72(%rsp)
	movq	520(%r15), %rax
	movq	%rax, 80(%rsp)
	movl	$1, %eax
	.p2align 4,,10
	.p2align 3
.L2800:
	movq	64(%rsp), %rdx
	movq	72(%rsp), %r12
	leaq	-1(%r13), %rbp
	movq	%rbx, (%rsp)
	movq	$0, 8(%rsp)
	addq	%rbp, %rax
	movq	(%rsp), %r10
	movq	(%rdx,%rsi,8), %r8
	movq	80(%rsp), %rdx
	subq	%rdi, %r12
	movq	$0, 24(%rsp)
	movq	8(%rsp), %r11
	movq	(%rdx,%rsi,8), %r9
	movq	%r12, %rdx
	movq	%r8, 16(%rsp)
	subq	%r9, %rdx
	mulq	%rdx
	addq	16(%rsp), %r10
	adcq	24(%rsp), %r11
	addq	%r10, %rax
	adcq	%r11, %rdx
	cmpq	%r14, %rax
	movq	%rdx, %rax
	movl	$0, %edx
	sbbq	%rdx, %rax
	jnc	.L2803
	addq	$1, %rsi
	addq	%r9, %rdi
	addq	%r8, %rbx
	cmpq	$16383, %rsi
	jbe	.L2826
	movq	%rsi, %rcx
	movq	%rsi, %r13
	shrq	$13, %rcx
	leal	-1(%rcx), %eax
	movq	%rax, %rcx
	salq	$13, %rax
	subq	%rax, %r13
	movl	$1, %eax
	salq	%cl, %r13
	salq	%cl, %rax
	jmp	.L2800
	.p2align 4,,10
	.p2align 3
.L2826:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L2800
	.p2align 4,,10
	.p2align 3
.L2803:
	movq	48(%rsp), %rax
	movq	%r13, 192(%rax)
	movq	%rbx, 264(%rax)
	movq	%r12, 312(%rax)
	testl	%ecx, %ecx
	je	.L2827
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	40(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
	jmp	.L2797
	.p2align 4,,10
	.p2align 3
.L2809:
	movq	520(%r15), %rdi
	movq	104(%rsp), %rbp
	call	free@PLT
	movq	528(%r15), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movq	%rbp, %rdi
	leaq	1216(%r15), %rdx
	movups	%xmm0, 520(%r15)
	leaq	1224(%r15), %rcx
	leaq	1208(%r15), %rsi
	call	guesses_free
	movl	$8, %esi
	movl	$393216, %edi
	call	calloc@PLT
	movl	$8, %esi
	movl	$393216, %edi
	movq	%rax, 504(%r15)
	movq	%rax, %rbx
	call	calloc@PLT
	testq	%rax, %rax
	movq	%rax, 512(%r15)
	setne	%dl
	xorl	%eax, %eax
	testq	%rbx, %rbx
	setne	%al
	andl	%edx, %eax
	subl	$1, %eax
.L2793:
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
	.p2align 4,,10
	.p2align 3
.L2825:
	.cfi_restore_state
	movq	40(%rsp), %rax
	movl	$1, (%rax)
	addl	$1, 1228(%r15)
	jmp	.L2797
	.p2align 4,,10
	.p2align 3
.L2799:
	movq	(%r15), %rdx
	xorl	%ecx, %ecx
	subq	$1, %rdx
	je	.L2801
	.p2align 4,,10
	.p2align 3
.L2802:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2814
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2802
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L2801:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	$0, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2797
	.p2align 4,,10
	.p2align 3
.L2827:
	imulq	%rbp, %r12
	movq	(%r15), %rdx
	subq	%rbx, %r14
	subq	%r12, %r14
	subq	$1, %rdx
	je	.L2807
	.p2align 4,,10
	.p2align 3
.L2808:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2816
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2808
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2807:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	%r13, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2797
	.p2align 4,,10
	.p2align 3
.L2814:
	movl	$48, %ecx
	jmp	.L2801
.L2816:
	movl	$48, %ecx
	jmp	.L2807
.L2811:
	movl	$-2, %eax
	jmp	.L2793
	.cfi_endproc
.LFE147:
	.size	cqr_first_end, .-cqr_first_end
	.section	.rodata.str1.8
	.align 8
.LC428:
	.string	"Each correction of the closed loop against the truth, by percentile"
	.align 8
.LC429:
	.string	"log10(value / truth): 0 is exact"
	.section	.rodata.str1.1
.LC430:
	.string	"percentile"
	.text
	.p2align 4
	.type	score_writer, @function
score_writer:
.LFB283:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC428(%rip), %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	$500, %r9d
	movl	$820, %r8d
	movq	%rsi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leaq	.LC415(%rip), %rsi
	xorl	%r13d, %r13d
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	leaq	XTICK.4(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	.LC418(%rip), %rbx
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movapd	.LC412(%rip), %xmm0
	movaps	%xmm0, 32(%rsp)
	movapd	.LC427(%rip), %xmm0
	movaps	%xmm0, 48(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 232
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	call	fprintf@PLT
	leaq	48(%rsp), %rsi
	leaq	.LC429(%rip), %rcx
	movq	%rbp, %rdi
	leaq	.LC430(%rip), %rdx
	movq	%rsi, 40(%rsp)
	call	svg_axes
	popq	%rcx
	.cfi_def_cfa_offset 232
	popq	%rsi
	.cfi_def_cfa_offset 224
	.p2align 4,,10
	.p2align 3
.L2829:
	pxor	%xmm1, %xmm1
	movq	(%r12,%r13,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rsi
	cvtsi2sdl	%r13d, %xmm1
	movl	$448, %r8d
	movq	%rbp, %rdi
	addq	$1, %r13
	divsd	.LC63(%rip), %xmm1
	movl	$50, %edx
	movl	$3, %eax
	mulsd	.LC45(%rip), %xmm1
	addsd	.LC46(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r13
	jne	.L2829
	movq	%r14, %r15
	xorl	%ebx, %ebx
	xorl	%r12d, %r12d
	jmp	.L2841
	.p2align 4,,10
	.p2align 3
.L2830:
	addq	$1, %rbx
	addq	$80, %r15
	cmpq	$9, %rbx
	je	.L2851
.L2841:
	movl	872(%r14,%rbx,4), %edx
	testl	%edx, %edx
	je	.L2830
	xorl	%r13d, %r13d
	leaq	64(%rsp), %rdx
	leaq	112(%rsp), %rcx
	jmp	.L2839
	.p2align 4,,10
	.p2align 3
.L2854:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
	movq	88(%r15,%r13,8), %rax
	testq	%rax, %rax
	js	.L2833
.L2855:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2834:
	pxor	%xmm0, %xmm0
	cvtsi2sdl	%r13d, %xmm0
	movsd	%xmm0, (%rdx,%r13,8)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	jbe	.L2835
	comisd	%xmm0, %xmm1
	ja	.L2852
.L2835:
	pxor	%xmm3, %xmm3
	movq	.LC425(%rip), %rax
	comisd	%xmm3, %xmm1
	movq	%rax, %xmm0
	ja	.L2838
	cmpltsd	%xmm2, %xmm3
	movsd	.LC426(%rip), %xmm0
	pxor	%xmm4, %xmm4
	andpd	%xmm3, %xmm0
	andnpd	%xmm4, %xmm3
	orpd	%xmm3, %xmm0
.L2838:
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	je	.L2853
.L2839:
	movq	8(%r14,%r13,8), %rax
	testq	%rax, %rax
	jns	.L2854
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	movq	88(%r15,%r13,8), %rax
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	testq	%rax, %rax
	jns	.L2855
.L2833:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2834
	.p2align 4,,10
	.p2align 3
.L2852:
	divsd	%xmm2, %xmm1
	movq	%rdx, 16(%rsp)
	movq	%rcx, 8(%rsp)
	movapd	%xmm1, %xmm0
	call	log10@PLT
	movq	.LC425(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movsd	.LC426(%rip), %xmm1
	call	fmax@PLT
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rdx
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	jne	.L2839
.L2853:
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	xorl	%esi, %esi
	cmpl	$8, %ebx
	movl	$6, %r8d
	sete	%sil
	leaq	METHOD_COLOUR(%rip), %rax
	movq	%rbp, %rdi
	pushq	%rsi
	.cfi_def_cfa_offset 240
	movq	(%rax,%rbx,8), %r9
	leal	1(%r12), %r13d
	movq	40(%rsp), %rsi
	movq	%r9, 24(%rsp)
	call	svg_line
	leal	(%r12,%r12,8), %ecx
	popq	%rax
	.cfi_def_cfa_offset 232
	movl	$120, %r8d
	addl	%ecx, %ecx
	leaq	.LC13(%rip), %rdi
	cmpl	$8, %ebx
	movl	%r13d, %r12d
	leaq	.LC40(%rip), %rdx
	leal	64(%rcx), %esi
	cmovne	%rdi, %rdx
	leaq	METHOD_NAME(%rip), %rdi
	addl	$60, %ecx
	xorl	%eax, %eax
	pushq	(%rdi,%rbx,8)
	.cfi_def_cfa_offset 240
	movq	%rbp, %rdi
	addq	$1, %rbx
	addq	$80, %r15
	pushq	%rsi
	.cfi_def_cfa_offset 248
	leaq	.LC423(%rip), %rsi
	pushq	$126
	.cfi_def_cfa_offset 256
	pushq	%rdx
	.cfi_def_cfa_offset 264
	movq	48(%rsp), %r9
	movl	$92, %edx
	pushq	%r9
	.cfi_def_cfa_offset 272
	movl	%ecx, %r9d
	call	fprintf@PLT
	addq	$48, %rsp
	.cfi_def_cfa_offset 224
	cmpq	$9, %rbx
	jne	.L2841
.L2851:
	movq	%rbp, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC419(%rip), %rdi
	call	fwrite@PLT
	addq	$168, %rsp
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
	.cfi_endproc
.LFE283:
	.size	score_writer, .-score_writer
	.section	.rodata.str1.8
	.align 8
.LC431:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB413:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
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
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	leaq	112(%rsp), %rbp
	.p2align 4,,10
	.p2align 3
.L2858:
	movl	192(%rbx,%rax), %esi
	xorl	%edx, %edx
	testl	%esi, %esi
	jne	.L2857
	movl	216(%rbx,%rax), %edi
	negl	%edi
	sbbl	%edx, %edx
	addl	$2, %edx
.L2857:
	movl	%edx, 0(%rbp,%rax)
	addq	$4, %rax
	cmpq	$24, %rax
	jne	.L2858
	movq	504(%rbx), %rax
	movq	%rbx, 88(%rsp)
	leaq	96(%rbx), %r10
	xorl	%edx, %edx
	movq	%rbp, 104(%rsp)
	leaq	192(%rbx), %r11
	movq	%rax, 8(%rsp)
	movq	512(%rbx), %rax
	movq	%rax, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L2869:
	movl	(%r11), %ecx
	movq	312(%r10), %r12
	testl	%ecx, %ecx
	jne	.L2859
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L2860
	movq	192(%r10), %rcx
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	jmp	.L2861
	.p2align 4,,10
	.p2align 3
.L2865:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L2895
.L2861:
	movq	%r12, %rsi
	addq	(%rdi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L2865
	movl	192(%r11), %ecx
	movq	%rsi, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L2896
	movq	88(%rsp), %rdi
	movq	144(%r10), %rcx
	imulq	(%rdi), %rcx
	addq	%rcx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L2859:
	addq	$1, %rdx
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	addq	$524288, 16(%rsp)
	cmpq	$6, %rdx
	jne	.L2869
	movq	88(%rsp), %rbx
	movq	104(%rsp), %rbp
	xorl	%r12d, %r12d
	jmp	.L2873
	.p2align 4,,10
	.p2align 3
.L2871:
	addq	$1, %r12
	cmpq	$6, %r12
	je	.L2897
.L2873:
	movl	0(%rbp,%r12,4), %r13d
	testl	%r13d, %r13d
	je	.L2871
	movq	504(%rbx), %rdi
	movq	%r12, %r14
	xorl	%esi, %esi
	movl	$524288, %edx
	salq	$19, %r14
	addq	%r14, %rdi
	call	memset@PLT
	cmpl	$2, %r13d
	jne	.L2871
	movq	512(%rbx), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %r12
	addq	%r14, %rdi
	call	memset@PLT
	cmpq	$6, %r12
	jne	.L2873
.L2897:
	addq	$152, %rsp
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
.L2860:
	.cfi_restore_state
	movl	192(%r11), %edi
	movl	$1, %eax
	movq	%r11, 80(%rsp)
	movq	240(%r10), %rsi
	movq	%rdx, 64(%rsp)
	movl	%edi, %ecx
	movl	%edi, 24(%rsp)
	xorl	%edi, %edi
	salq	%cl, %rax
	movq	%rsi, 56(%rsp)
	movq	%rdi, %r11
	leaq	-1(%rax,%rsi), %rax
	movq	%r10, 72(%rsp)
	xorl	%esi, %esi
	movq	%rax, 40(%rsp)
	movq	360(%r10), %rax
	movq	%rax, 48(%rsp)
	movq	(%r10), %rax
	movq	%rax, 32(%rsp)
	movq	%rax, 96(%rsp)
	jmp	.L2863
	.p2align 4,,10
	.p2align 3
.L2899:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L2898
.L2863:
	movq	16(%rsp), %rax
	movq	48(%rsp), %r13
	movq	%rsi, %rbp
	xorl	%r9d, %r9d
	movzbl	24(%rsp), %ecx
	xorl	%r15d, %r15d
	movq	%r9, %rbx
	movq	(%rax,%rsi,8), %r10
	movq	8(%rsp), %rax
	subq	%r11, %r13
	salq	%cl, %rbp
	movq	%r13, %rdx
	movq	%r12, %rcx
	movq	(%rax,%rsi,8), %rdi
	movq	40(%rsp), %rax
	subq	%rdi, %rdx
	addq	%rbp, %rax
	mulq	%rdx
	addq	%r10, %rcx
	adcq	%r15, %rbx
	addq	%rcx, %rax
	adcq	%rbx, %rdx
	movq	32(%rsp), %rbx
	cmpq	%rbx, %rax
	movq	%rdx, %rax
	movl	$0, %ebx
	sbbq	%rbx, %rax
	jc	.L2899
	movq	56(%rsp), %rdi
	movq	72(%rsp), %r10
	movl	24(%rsp), %eax
	movq	64(%rsp), %rdx
	addq	%rdi, %rbp
	movq	%r12, 312(%r10)
	movq	80(%rsp), %r11
	movq	%rbp, 240(%r10)
	movl	%eax, %ecx
	movq	%r13, 360(%r10)
	testl	%eax, %eax
	je	.L2900
	movl	24(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L2859
	.p2align 4,,10
	.p2align 3
.L2896:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L2859
	.p2align 4,,10
	.p2align 3
.L2900:
	leaq	-1(%rbp), %rax
	movq	32(%rsp), %rdi
	imulq	%r13, %rax
	subq	%r12, %rdi
	subq	%rax, %rdi
	movq	88(%rsp), %rax
	movq	(%rax), %rax
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	subq	$1, %rsi
	je	.L2867
	.p2align 4,,10
	.p2align 3
.L2868:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2880
	movq	%rsi, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2868
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2867:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rdi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L2859
.L2898:
	movq	96(%rsp), %rdx
.L2864:
	movq	stderr(%rip), %rdi
	leaq	.LC431(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L2895:
	movq	88(%rsp), %rbx
	movslq	%edx, %rax
	movq	96(%rbx,%rax,8), %rdx
	jmp	.L2864
.L2880:
	movl	$48, %ecx
	jmp	.L2867
	.cfi_endproc
.LFE413:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.section	.rodata.str1.1
.LC432:
	.string	"ok %s\n"
.LC433:
	.string	"%s"
.LC434:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB385:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	xorq	%r8, %rax
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rdx, %r13
	movq	%rsi, %rdx
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	xorq	%rcx, %rdx
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
	orq	%rdx, %rax
	movq	%rdi, 16(%rsp)
	je	.L2913
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2906:
	movq	%rsi, %r8
	addq	%rdi, %r8
	adcq	$0, %r8
	xorl	%r11d, %r11d
	movq	%r8, %rax
	mulq	%r9
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rsi, %rax
	subq	%rdx, %r8
	movq	%rdi, %rdx
	subq	%r8, %rax
	movq	%r8, %r10
	sbbq	%r11, %rdx
	movq	%rax, (%rsp)
	movq	(%rsp), %rbp
	subq	$1, %rcx
	movq	%rdx, %r8
	movq	%rdx, 8(%rsp)
	movabsq	$-3689348814741910324, %rdx
	imulq	%rbp, %rdx
	movq	%rbp, %rax
	movq	%rsi, %rbp
	imulq	%r9, %r8
	addq	%rdx, %r8
	mulq	%r9
	addq	%r8, %rdx
	movq	%rax, %r8
	andl	$1, %r8d
	shrdq	$1, %rdx, %rax
	leaq	(%r8,%r8,4), %r8
	movq	%rax, %rsi
	movl	$9, %eax
	shrq	%rdx
	leal	48(%r8,%r10), %r8d
	cmpq	%rbp, %rax
	movl	$0, %eax
	movb	%r8b, (%rbx,%rcx)
	movq	%rdi, %r8
	movq	%rdx, %rdi
	sbbq	%r8, %rax
	jc	.L2906
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC433(%rip), %rdx
	call	snprintf@PLT
	movb	$0, 175(%rsp)
	movl	$47, %esi
	xorl	%r10d, %r10d
	movq	%rbp, 24(%rsp)
	movl	$5, %r9d
	movabsq	$-3689348814741910323, %rdi
	movabsq	$-3689348814741910324, %r11
	movl	$9, %r8d
	.p2align 4,,10
	.p2align 3
.L2909:
	movq	%r12, %rcx
	movq	%r12, %rbp
	addq	%r13, %rcx
	adcq	$0, %rcx
	xorl	%r15d, %r15d
	movq	%rcx, %rax
	mulq	%rdi
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%r12, %rax
	subq	%rdx, %rcx
	movq	%r13, %rdx
	subq	%rcx, %rax
	movq	%rcx, %r14
	sbbq	%r15, %rdx
	movq	%rax, (%rsp)
	subq	$1, %rsi
	movq	%rdx, %rcx
	movq	%rdx, 8(%rsp)
	movq	%rax, %rdx
	movq	(%rsp), %rax
	imulq	%r11, %rdx
	imulq	%rdi, %rcx
	addq	%rdx, %rcx
	mulq	%rdi
	addq	%rcx, %rdx
	movq	%rax, %rcx
	andl	$1, %ecx
	shrdq	$1, %rdx, %rax
	imulq	%r9, %rcx
	shrq	%rdx
	movq	%rax, %r12
	cmpq	%rbp, %r8
	movq	%r10, %rax
	leal	48(%rcx,%r14), %ecx
	movb	%cl, (%rbx,%rsi)
	movq	%r13, %rcx
	movq	%rdx, %r13
	sbbq	%rcx, %rax
	jc	.L2909
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC433(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC434(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L2901:
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
	.p2align 4,,10
	.p2align 3
.L2913:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC432(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L2901
	.cfi_endproc
.LFE385:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC435:
	.string	"parse_time '%s'%s"
.LC436:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB386:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movl	$160, %r8d
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
	call	parse_time
	testl	%r12d, %r12d
	leaq	16(%rsp), %r12
	movl	%eax, %ebp
	jne	.L2920
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC436(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC435(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	xorl	%ecx, %ecx
	testl	%ebp, %ebp
	movq	%r12, %rdi
	sete	%cl
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
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
.L2920:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC13(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC435(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L2921
.L2917:
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
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
.L2921:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L2917
	.cfi_endproc
.LFE386:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC437:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB180:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %rax
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
	movl	%esi, 20(%rsp)
	movq	264(%rsp), %rdi
	movq	256(%rsp), %rsi
	movq	%rdx, 24(%rsp)
	movq	%r9, %rdx
	movq	%rcx, 32(%rsp)
	movq	%r8, %rcx
	xorq	%rdi, %rdx
	xorq	%rsi, %rcx
	orq	%rcx, %rdx
	je	.L2934
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2927:
	movq	%rsi, %r8
	addq	%rdi, %r8
	adcq	$0, %r8
	xorl	%r11d, %r11d
	movq	%r8, %rax
	mulq	%r9
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rsi, %rax
	subq	%rdx, %r8
	movq	%rdi, %rdx
	subq	%r8, %rax
	movq	%r8, %r10
	sbbq	%r11, %rdx
	movq	%rax, (%rsp)
	movq	(%rsp), %rbp
	subq	$1, %rcx
	movq	%rdx, %r8
	movq	%rdx, 8(%rsp)
	movabsq	$-3689348814741910324, %rdx
	imulq	%rbp, %rdx
	movq	%rbp, %rax
	movq	%rsi, %rbp
	imulq	%r9, %r8
	addq	%rdx, %r8
	mulq	%r9
	addq	%r8, %rdx
	movq	%rax, %r8
	andl	$1, %r8d
	shrdq	$1, %rdx, %rax
	leaq	(%r8,%r8,4), %r8
	movq	%rax, %rsi
	movl	$9, %eax
	shrq	%rdx
	leal	48(%r8,%r10), %r8d
	cmpq	%rbp, %rax
	movl	$0, %eax
	movb	%r8b, (%rbx,%rcx)
	movq	%rdi, %r8
	movq	%rdx, %rdi
	sbbq	%r8, %rax
	jc	.L2927
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC433(%rip), %rdx
	call	snprintf@PLT
	movb	$0, 191(%rsp)
	movl	$47, %esi
	xorl	%r10d, %r10d
	movq	%rbp, 40(%rsp)
	movl	$5, %r9d
	movabsq	$-3689348814741910323, %rdi
	movabsq	$-3689348814741910324, %r11
	movl	$9, %r8d
	.p2align 4,,10
	.p2align 3
.L2930:
	movq	%r12, %rcx
	movq	%r12, %rbp
	addq	%r13, %rcx
	adcq	$0, %rcx
	xorl	%r15d, %r15d
	movq	%rcx, %rax
	mulq	%rdi
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%r12, %rax
	subq	%rdx, %rcx
	movq	%r13, %rdx
	subq	%rcx, %rax
	movq	%rcx, %r14
	sbbq	%r15, %rdx
	movq	%rax, (%rsp)
	subq	$1, %rsi
	movq	%rdx, %rcx
	movq	%rdx, 8(%rsp)
	movq	%rax, %rdx
	movq	(%rsp), %rax
	imulq	%r11, %rdx
	imulq	%rdi, %rcx
	addq	%rdx, %rcx
	mulq	%rdi
	addq	%rcx, %rdx
	movq	%rax, %rcx
	andl	$1, %ecx
	shrdq	$1, %rdx, %rax
	imulq	%r9, %rcx
	shrq	%rdx
	movq	%rax, %r12
	cmpq	%rbp, %r8
	movq	%r10, %rax
	leal	48(%rcx,%r14), %ecx
	movb	%cl, (%rbx,%rsi)
	movq	%r13, %rcx
	movq	%rdx, %r13
	sbbq	%rcx, %rax
	jc	.L2930
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC433(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC437(%rip), %rdi
	call	printf@PLT
.L2922:
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
.L2934:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L2922
	.cfi_endproc
.LFE180:
	.size	check, .-check
	.section	.rodata.str1.1
.LC438:
	.string	"sum_ns"
	.text
	.p2align 4
	.type	check_summary, @function
check_summary:
.LFB241:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%r9d, %r9d
	movq	%rcx, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rdx, %r14
	xorl	%edx, %edx
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movl	$8, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	-8+PCT_NAME(%rip), %rbx
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	(%rcx), %rax
	leaq	.LC5(%rip), %rcx
	movq	%rsi, 8(%rsp)
	movq	%rdi, (%rsp)
	pushq	%rdx
	.cfi_def_cfa_offset 88
	movq	%rsi, %rdx
	xorl	%esi, %esi
	pushq	%rax
	.cfi_def_cfa_offset 96
	movq	(%r14), %r8
	call	check
	popq	%rcx
	.cfi_def_cfa_offset 88
	popq	%rsi
	.cfi_def_cfa_offset 80
	.p2align 4,,10
	.p2align 3
.L2936:
	movq	(%r15,%rbp), %r12
	xorl	%r13d, %r13d
	movq	(%rbx,%rbp), %rcx
	xorl	%r9d, %r9d
	pushq	%r13
	.cfi_def_cfa_offset 88
	xorl	%esi, %esi
	pushq	%r12
	.cfi_def_cfa_offset 96
	movq	24(%rsp), %rdx
	movq	16(%rsp), %rdi
	movq	(%r14,%rbp), %r8
	addq	$8, %rbp
	call	check
	popq	%rax
	.cfi_def_cfa_offset 88
	popq	%rdx
	.cfi_def_cfa_offset 80
	cmpq	$56, %rbp
	jne	.L2936
	movq	56(%r15), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC10(%rip), %rcx
	pushq	%rdx
	.cfi_def_cfa_offset 88
	xorl	%esi, %esi
	pushq	%rax
	.cfi_def_cfa_offset 96
	movq	24(%rsp), %rbp
	movq	16(%rsp), %rbx
	movq	56(%r14), %r8
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	check
	pushq	72(%r15)
	.cfi_def_cfa_offset 104
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	pushq	64(%r15)
	.cfi_def_cfa_offset 112
	leaq	.LC438(%rip), %rcx
	xorl	%esi, %esi
	movq	64(%r14), %r8
	movq	72(%r14), %r9
	call	check
	addq	$56, %rsp
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
.LFE241:
	.size	check_summary, .-check_summary
	.section	.rodata.str1.1
.LC439:
	.string	"scored"
.LC440:
	.string	"interval_ns"
	.text
	.p2align 4
	.type	check_score, @function
check_score:
.LFB242:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %rcx
	movl	$872, %r15d
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	$80, %r14d
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rdi, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdx, %r12
	movq	%rsi, %rdx
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	.LC405(%rip), %rsi
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	call	check_summary
	jmp	.L2941
	.p2align 4,,10
	.p2align 3
.L2940:
	addq	$4, %r15
	addq	$80, %r14
	cmpq	$908, %r15
	je	.L2944
.L2941:
	leaq	-1744+METHOD_NAME(%rip), %rax
	movslq	(%rbx,%r15), %r8
	xorl	%esi, %esi
	movq	%r13, %rdi
	movq	(%rax,%r15,2), %rbp
	movslq	(%r12,%r15), %rax
	leaq	.LC439(%rip), %rcx
	movq	%r8, %r9
	cqto
	movq	%rax, (%rsp)
	sarq	$63, %r9
	movq	%rdx, 8(%rsp)
	movq	%rbp, %rdx
	pushq	8(%rsp)
	.cfi_def_cfa_offset 104
	pushq	8(%rsp)
	.cfi_def_cfa_offset 112
	call	check
	movq	%rbp, %rdx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	-944(%r12,%r15,2), %rax
	movq	-944(%rbx,%r15,2), %r8
	movq	%r13, %rdi
	movq	$0, 40(%rsp)
	leaq	.LC440(%rip), %rcx
	movq	%rax, 32(%rsp)
	pushq	40(%rsp)
	.cfi_def_cfa_offset 120
	pushq	40(%rsp)
	.cfi_def_cfa_offset 128
	call	check
	movl	(%rbx,%r15), %edx
	addq	$32, %rsp
	.cfi_def_cfa_offset 96
	testl	%edx, %edx
	je	.L2940
	movl	(%r12,%r15), %eax
	testl	%eax, %eax
	je	.L2940
	leaq	(%r12,%r14), %rcx
	leaq	(%rbx,%r14), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	call	check_summary
	jmp	.L2940
	.p2align 4,,10
	.p2align 3
.L2944:
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
.LFE242:
	.size	check_score, .-check_score
	.section	.rodata.str1.1
.LC441:
	.string	"stalls"
.LC442:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB181:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	8(%rcx), %rax
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
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	movq	%rax, 32(%rsp)
	leaq	8(%rdx), %rax
	movq	%rax, 40(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rdi, 24(%rsp)
	movl	%esi, 20(%rsp)
	movq	%rdx, 64(%rsp)
	movq	%rax, 8(%rsp)
	movq	%rcx, 72(%rsp)
.L2946:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L2947:
	movq	8(%rsp), %rax
	movq	0(%r13), %r14
	xorl	%r15d, %r15d
	xorl	%r9d, %r9d
	movq	0(%rbp), %rcx
	addq	$8, %rbp
	addq	$8, %r13
	addq	$8, %r12
	movq	(%rax), %rbx
	pushq	%r15
	.cfi_def_cfa_offset 152
	pushq	%r14
	.cfi_def_cfa_offset 160
	movl	36(%rsp), %esi
	movq	40(%rsp), %rdi
	movq	-8(%r12), %r8
	movq	%rbx, %rdx
	call	check
	popq	%rax
	.cfi_def_cfa_offset 152
	leaq	48+PCT_NAME(%rip), %rax
	popq	%rdx
	.cfi_def_cfa_offset 144
	cmpq	%rax, %rbp
	jne	.L2947
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC10(%rip), %rcx
	movq	48(%r12), %rax
	movq	48(%rbp), %r8
	addq	$80, %r12
	addq	$80, %rbp
	movq	%rax, 48(%rsp)
	pushq	56(%rsp)
	.cfi_def_cfa_offset 152
	pushq	56(%rsp)
	.cfi_def_cfa_offset 160
	movq	40(%rsp), %r13
	movl	36(%rsp), %esi
	movq	%r13, %rdi
	call	check
	movq	-24(%rbp), %r8
	movq	-16(%rbp), %r9
	movq	%rbx, %rdx
	pushq	-16(%r12)
	.cfi_def_cfa_offset 168
	leaq	.LC438(%rip), %rcx
	movq	%r13, %rdi
	pushq	-24(%r12)
	.cfi_def_cfa_offset 176
	movl	52(%rsp), %esi
	call	check
	addq	$8, 40(%rsp)
	movq	40(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rsi
	movq	%r12, 64(%rsp)
	movq	%rbp, 72(%rsp)
	addq	$32, %rsp
	.cfi_def_cfa_offset 144
	cmpq	%rsi, %rax
	jne	.L2946
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC5(%rip), %rcx
	leaq	.LC441(%rip), %r13
	leaq	.LC116(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC183(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	80(%rsp), %rbp
	movq	40(%rsp), %r12
	movl	36(%rsp), %r15d
	movq	160(%rbp), %r8
	movl	%r15d, %esi
	movq	%r12, %rdi
	call	check
	xorl	%edx, %edx
	movq	%r13, %rcx
	movl	%r15d, %esi
	movq	240(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 168
	movq	%r12, %rdi
	movq	%r14, %rdx
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 176
	movq	240(%rbp), %r8
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 144
	xorl	%edx, %edx
	movq	%r13, %rcx
	movq	248(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	movl	%r15d, %esi
	movq	%r12, %rdi
	leaq	.LC118(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC442(%rip), %r15
	call	check
	xorl	%edx, %edx
	movq	%r15, %rcx
	movq	%r12, %rdi
	movq	256(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 168
	movq	%r14, %rdx
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 176
	movl	52(%rsp), %r14d
	movq	256(%rbp), %r8
	movl	%r14d, %esi
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 144
	xorl	%edx, %edx
	movq	%r15, %rcx
	movq	264(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	movl	%r14d, %esi
	movq	%r13, %rdx
	movq	%r12, %rdi
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	264(%rbp), %r8
	call	check
	addq	$104, %rsp
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
.LFE181:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.1
.LC443:
	.string	"%s-%s"
.LC444:
	.string	"sent"
.LC445:
	.string	"never_sent"
.LC446:
	.string	"dropped"
.LC447:
	.string	"timeouts"
.LC448:
	.string	"intended"
.LC449:
	.string	"errors"
.LC450:
	.string	"first_send_ns"
.LC451:
	.string	"last_send_ns"
.LC452:
	.string	"batch_sent"
.LC453:
	.string	"batch_errors"
	.text
	.p2align 4
	.type	check_omitted, @function
check_omitted:
.LFB220:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC116(%rip), %rax
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
	subq	$344, %rsp
	.cfi_def_cfa_offset 400
	movq	%rsi, 96(%rsp)
	movl	$0, 40(%rsp)
	movq	$0, 128(%rsp)
	movq	%rax, 56(%rsp)
	movq	%rdi, 48(%rsp)
	movq	%rcx, 120(%rsp)
	movl	%r8d, 104(%rsp)
	movq	%rdx, 112(%rsp)
	movl	$1120, %edx
	movq	%rdx, %r12
.L2978:
	movq	128(%rsp), %rax
	movq	120(%rsp), %rsi
	xorl	%r10d, %r10d
	movq	%r12, 136(%rsp)
	movl	%r10d, %r12d
	leaq	(%rsi,%rax), %rbp
	movq	112(%rsp), %rsi
	leaq	(%rsi,%rax), %rbx
	leaq	OSET_NAME(%rip), %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L2971:
	cmpl	$1, %r12d
	jle	.L2998
	cmpl	$3, %r12d
	jle	.L2999
	movl	40(%rsp), %esi
	testl	%esi, %esi
	je	.L2960
	movq	96(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L2964
	movq	96(%rsp), %rax
	movl	280(%rax), %edx
	testl	%edx, %edx
	jne	.L2964
	cmpq	$0, 288(%rax)
	je	.L2960
	.p2align 4,,10
	.p2align 3
.L2964:
	movl	104(%rsp), %ecx
	testl	%ecx, %ecx
	je	.L3000
	testb	$2, 104(%rsp)
	je	.L2960
	cmpl	$6, %r12d
	jne	.L2960
.L2966:
	leaq	288(%rsp), %rax
	movl	$6775148, 288(%rsp)
	movq	%rax, 8(%rsp)
.L2968:
	movq	0(%rbp), %rax
	xorl	%r9d, %r9d
	leaq	.LC5(%rip), %rcx
	xorl	%esi, %esi
	movq	$0, 72(%rsp)
	xorl	%r15d, %r15d
	movq	%rax, 64(%rsp)
	pushq	72(%rsp)
	.cfi_def_cfa_offset 408
	pushq	72(%rsp)
	.cfi_def_cfa_offset 416
	movq	24(%rsp), %rdx
	movq	64(%rsp), %rdi
	movq	(%rbx), %r8
	call	check
	popq	%r13
	.cfi_def_cfa_offset 408
	popq	%r14
	.cfi_def_cfa_offset 400
	movl	%r12d, 108(%rsp)
	movq	%r15, %r12
	movq	48(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L2969:
	movq	8(%r12,%rbp), %r13
	xorl	%r14d, %r14d
	movq	8(%rbx,%r12), %r8
	xorl	%r9d, %r9d
	pushq	%r14
	.cfi_def_cfa_offset 408
	leaq	PCT_NAME(%rip), %rax
	xorl	%esi, %esi
	movq	%r15, %rdi
	pushq	%r13
	.cfi_def_cfa_offset 416
	movq	(%rax,%r12), %rcx
	addq	$8, %r12
	movq	24(%rsp), %rdx
	call	check
	popq	%r10
	.cfi_def_cfa_offset 408
	popq	%r11
	.cfi_def_cfa_offset 400
	cmpq	$48, %r12
	jne	.L2969
	movq	56(%rbp), %rax
	movl	108(%rsp), %r12d
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	$0, 88(%rsp)
	movq	56(%rbx), %r8
	leaq	.LC10(%rip), %rcx
	movq	%rax, 80(%rsp)
	pushq	88(%rsp)
	.cfi_def_cfa_offset 408
	pushq	88(%rsp)
	.cfi_def_cfa_offset 416
	movq	64(%rsp), %r15
	movq	24(%rsp), %rdx
	movq	%r15, %rdi
	call	check
	movq	64(%rbx), %r8
	movq	72(%rbx), %r9
	pushq	72(%rbp)
	.cfi_def_cfa_offset 424
	pushq	64(%rbp)
	.cfi_def_cfa_offset 432
	leaq	.LC438(%rip), %rcx
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	40(%rsp), %rdx
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
.L2960:
	addl	$1, %r12d
	addq	$8, 32(%rsp)
	addq	$80, %rbp
	addq	$80, %rbx
	cmpl	$7, %r12d
	jne	.L2971
	movl	104(%rsp), %r9d
	movq	136(%rsp), %r12
	testl	%r9d, %r9d
	je	.L2972
	movl	40(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L3001
	movl	104(%rsp), %r11d
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	movl	%r11d, %ebx
	andl	$2, %ebx
	testb	$1, %r11b
	jne	.L2975
	testl	%ebx, %ebx
	jne	.L2976
.L2951:
	addq	$344, %rsp
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
.L2998:
	.cfi_restore_state
	movq	96(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L2965
	movl	104(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L2956
	movl	40(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L3002
.L2965:
	addq	$8, 32(%rsp)
	addl	$1, %r12d
	addq	$80, %rbp
	addq	$80, %rbx
	jmp	.L2971
	.p2align 4,,10
	.p2align 3
.L3000:
	cmpl	$6, %r12d
	je	.L2966
.L2956:
	movq	32(%rsp), %rax
	movq	56(%rsp), %rcx
	leaq	288(%rsp), %rdi
	leaq	.LC443(%rip), %rdx
	movl	$40, %esi
	movq	%rdi, 8(%rsp)
	movq	(%rax), %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2968
	.p2align 4,,10
	.p2align 3
.L2999:
	movq	96(%rsp), %rax
	movl	232(%rax), %r8d
	testl	%r8d, %r8d
	je	.L2965
	movl	104(%rsp), %edi
	testl	%edi, %edi
	je	.L2956
	movl	40(%rsp), %eax
	testl	%eax, %eax
	je	.L2965
	jmp	.L2960
	.p2align 4,,10
	.p2align 3
.L3002:
	testb	$1, 104(%rsp)
	jne	.L2956
	jmp	.L2960
	.p2align 4,,10
	.p2align 3
.L2972:
	movq	120(%rsp), %rbx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	leaq	.LC448(%rip), %rcx
	movq	$0, 152(%rsp)
	movq	(%rbx,%r12), %rax
	movq	%rax, 144(%rsp)
	pushq	152(%rsp)
	.cfi_def_cfa_offset 408
	pushq	152(%rsp)
	.cfi_def_cfa_offset 416
	movq	128(%rsp), %r15
	movq	64(%rsp), %rbp
	movq	72(%rsp), %rdx
	movq	(%r15,%r12), %r8
	movq	%rbp, %rdi
	call	check
	movq	8(%rbx,%r12), %rax
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	8(%r15,%r12), %r8
	leaq	.LC444(%rip), %rcx
	movq	%rbp, %rdi
	movq	$0, 184(%rsp)
	movq	%rax, 176(%rsp)
	pushq	184(%rsp)
	.cfi_def_cfa_offset 424
	pushq	184(%rsp)
	.cfi_def_cfa_offset 432
	movq	88(%rsp), %rdx
	call	check
	movq	16(%rbx,%r12), %rax
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
	xorl	%esi, %esi
	movq	16(%r15,%r12), %r8
	xorl	%r9d, %r9d
	movq	%rbp, %rdi
	movq	$0, 184(%rsp)
	movq	%rax, 176(%rsp)
	leaq	.LC445(%rip), %rcx
	pushq	184(%rsp)
	.cfi_def_cfa_offset 408
	pushq	184(%rsp)
	.cfi_def_cfa_offset 416
	movq	72(%rsp), %rdx
	call	check
	movq	24(%rbx,%r12), %rax
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	24(%r15,%r12), %r8
	leaq	.LC446(%rip), %rcx
	movq	%rbp, %rdi
	movq	$0, 216(%rsp)
	movq	%rax, 208(%rsp)
	pushq	216(%rsp)
	.cfi_def_cfa_offset 424
	pushq	216(%rsp)
	.cfi_def_cfa_offset 432
	movq	88(%rsp), %rdx
	call	check
	movq	32(%rbx,%r12), %rax
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
	xorl	%esi, %esi
	movq	32(%r15,%r12), %r8
	xorl	%r9d, %r9d
	movq	%rbp, %rdi
	movq	$0, 216(%rsp)
	movq	%rax, 208(%rsp)
	leaq	.LC447(%rip), %rcx
	pushq	216(%rsp)
	.cfi_def_cfa_offset 408
	pushq	216(%rsp)
	.cfi_def_cfa_offset 416
	movq	72(%rsp), %rdx
	call	check
	movq	40(%rbx,%r12), %rax
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	40(%r15,%r12), %r8
	leaq	.LC449(%rip), %rcx
	movq	%rbp, %rdi
	movq	$0, 248(%rsp)
	movq	%rax, 240(%rsp)
	pushq	248(%rsp)
	.cfi_def_cfa_offset 424
	pushq	248(%rsp)
	.cfi_def_cfa_offset 432
	movq	88(%rsp), %rdx
	call	check
	movq	48(%rbx,%r12), %rax
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
	xorl	%esi, %esi
	movq	48(%r15,%r12), %r8
	xorl	%r9d, %r9d
	movq	%rbp, %rdi
	movq	$0, 248(%rsp)
	movq	%rax, 240(%rsp)
	leaq	.LC450(%rip), %rcx
	pushq	248(%rsp)
	.cfi_def_cfa_offset 408
	pushq	248(%rsp)
	.cfi_def_cfa_offset 416
	movq	72(%rsp), %rdx
	call	check
	movq	56(%rbx,%r12), %rax
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	56(%r15,%r12), %r8
	leaq	.LC451(%rip), %rcx
	movq	%rbp, %rdi
	addq	$64, %r12
	movq	%rax, 272(%rsp)
	movq	$0, 280(%rsp)
	pushq	280(%rsp)
	.cfi_def_cfa_offset 424
	pushq	280(%rsp)
	.cfi_def_cfa_offset 432
	movq	88(%rsp), %rdx
	call	check
	addq	$560, 160(%rsp)
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
	cmpl	$1, 40(%rsp)
	je	.L2996
.L2974:
	leaq	.LC118(%rip), %rax
	movl	$1, 40(%rsp)
	movq	%rax, 56(%rsp)
	jmp	.L2978
.L2975:
	movq	1216(%r12), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movl	%r11d, 8(%rsp)
	leaq	.LC447(%rip), %rcx
	movq	%r15, %rdi
	pushq	%rdx
	.cfi_def_cfa_offset 408
	pushq	%rax
	.cfi_def_cfa_offset 416
	movq	128(%rsp), %rax
	movq	72(%rsp), %rdx
	movq	1216(%rax), %r8
	call	check
	testl	%ebx, %ebx
	popq	%rdx
	.cfi_def_cfa_offset 408
	popq	%rcx
	.cfi_def_cfa_offset 400
	movl	8(%rsp), %r11d
	jne	.L2976
.L2977:
	testl	%r11d, %r11d
	jne	.L2951
.L2988:
	leaq	.LC452(%rip), %r13
	movq	%r12, 32(%rsp)
	movl	$1248, %r14d
	leaq	.LC118(%rip), %rbx
	movq	%r13, 40(%rsp)
	leaq	.LC453(%rip), %rbp
	movq	%r15, 8(%rsp)
	movq	112(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L2980:
	movq	32(%rsp), %rax
	xorl	%r13d, %r13d
	movq	(%r15,%r14), %r8
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	xorl	%esi, %esi
	movq	(%rax,%r14), %r12
	pushq	%r13
	.cfi_def_cfa_offset 408
	pushq	%r12
	.cfi_def_cfa_offset 416
	movq	56(%rsp), %rcx
	movq	24(%rsp), %rdi
	call	check
	movq	48(%rsp), %rax
	xorl	%r9d, %r9d
	movq	%rbp, %rcx
	movq	$0, 40(%rsp)
	movq	256(%r15,%r14), %r8
	movq	%rbx, %rdx
	xorl	%esi, %esi
	movq	256(%rax,%r14), %rax
	addq	$8, %r14
	movq	%rax, 32(%rsp)
	pushq	40(%rsp)
	.cfi_def_cfa_offset 424
	pushq	40(%rsp)
	.cfi_def_cfa_offset 432
	movq	40(%rsp), %rdi
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
	cmpq	$1504, %r14
	jne	.L2980
	jmp	.L2951
.L2976:
	movq	1192(%r12), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movl	%r11d, 8(%rsp)
	leaq	.LC444(%rip), %rcx
	movq	%r15, %rdi
	pushq	%rdx
	.cfi_def_cfa_offset 408
	pushq	%rax
	.cfi_def_cfa_offset 416
	movq	128(%rsp), %rbx
	movq	72(%rsp), %r14
	movq	1192(%rbx), %r8
	movq	%r14, %rdx
	call	check
	xorl	%edx, %edx
	movq	1200(%rbx), %r8
	xorl	%esi, %esi
	movq	1200(%r12), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 424
	xorl	%r9d, %r9d
	leaq	.LC445(%rip), %rcx
	movq	%r14, %rdx
	movq	%r15, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 432
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
	xorl	%edx, %edx
	xorl	%esi, %esi
	movq	1208(%r12), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 408
	movq	%r15, %rdi
	xorl	%r9d, %r9d
	movq	1208(%rbx), %r8
	leaq	.LC446(%rip), %rcx
	movq	%r14, %rdx
	pushq	%rax
	.cfi_def_cfa_offset 416
	call	check
	popq	%rsi
	.cfi_def_cfa_offset 408
	popq	%rdi
	.cfi_def_cfa_offset 400
	movl	8(%rsp), %r11d
	jmp	.L2977
.L3001:
	addq	$560, 128(%rsp)
	addq	$64, %r12
	jmp	.L2974
.L2996:
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	jmp	.L2988
	.cfi_endproc
.LFE220:
	.size	check_omitted, .-check_omitted
	.section	.rodata.str1.1
.LC454:
	.string	"RESULT set=%s"
.LC455:
	.string	" n=%lu"
.LC456:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC457:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB249:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
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
	leaq	.LC456(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC454(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC455(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L3004:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L3004
	movq	24(%rsp), %rax
	movb	$0, 127(%rsp)
	movl	$47, %ecx
	xorl	%ebp, %ebp
	leaq	80(%rsp), %rbx
	movl	$5, %r11d
	movabsq	$-3689348814741910323, %r9
	movabsq	$-3689348814741910324, %r14
	movq	64(%rax), %rsi
	movq	72(%rax), %rdi
	movl	$9, %r10d
	.p2align 4,,10
	.p2align 3
.L3007:
	movq	%rsi, %r8
	movq	%rsi, %r15
	addq	%rdi, %r8
	adcq	$0, %r8
	xorl	%r13d, %r13d
	movq	%r8, %rax
	mulq	%r9
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rsi, %rax
	subq	%rdx, %r8
	movq	%rdi, %rdx
	subq	%r8, %rax
	movq	%r8, %r12
	sbbq	%r13, %rdx
	movq	%rax, (%rsp)
	subq	$1, %rcx
	movq	%rdx, %r8
	movq	%rdx, 8(%rsp)
	movq	%rax, %rdx
	movq	(%rsp), %rax
	imulq	%r14, %rdx
	imulq	%r9, %r8
	addq	%rdx, %r8
	mulq	%r9
	addq	%r8, %rdx
	movq	%rax, %r8
	andl	$1, %r8d
	shrdq	$1, %rdx, %rax
	imulq	%r11, %r8
	shrq	%rdx
	movq	%rax, %rsi
	cmpq	%r15, %r10
	movq	%rbp, %rax
	leal	48(%r8,%r12), %r8d
	movb	%r8b, (%rbx,%rcx)
	movq	%rdi, %r8
	movq	%rdx, %rdi
	sbbq	%r8, %rax
	jc	.L3007
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC433(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L3008
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
.L3008:
	movq	%rbx, %rdi
	leaq	.LC135(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC457(%rip), %rdi
	movq	56(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	addq	$136, %rsp
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
.LFE249:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.1
.LC458:
	.string	",closed-form"
.LC459:
	.string	"%s loop: sent %lu of %lu"
.LC460:
	.string	", %lu never sent"
.LC461:
	.string	", %lu dropped"
.LC462:
	.string	", %lu timed out (%s %%)"
.LC463:
	.string	", %lu rejected (%s %%)"
.LC464:
	.string	"; %.1f a second, of %.1f\n"
	.section	.rodata.str1.8
	.align 8
.LC465:
	.string	"RESULT timeouts client=%s count=%lu share_pct=%s\n"
	.align 8
.LC466:
	.string	"RESULT errors client=%s count=%lu share_pct=%s\n"
	.align 8
.LC467:
	.string	"RESULT omissions checked_against=reference%s checks=%lu\n"
	.align 8
.LC468:
	.string	"(us; the faults' walks, once each; p99 beside the truth's %s us:"
	.section	.rodata.str1.1
.LC469:
	.string	" %s %s"
.LC470:
	.string	" times)"
	.text
	.p2align 4
	.type	print_omissions, @function
print_omissions:
.LFB359:
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
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
	movq	(%rdi), %r15
	movq	392(%rdi), %rax
	movq	%rdi, 24(%rsp)
	movq	120(%r15), %rbx
	movq	128(%r15), %r14
	movq	%rax, 16(%rsp)
	movq	%rbx, 32(%rsp)
	movq	136(%r15), %rbx
	movq	%rbx, 40(%rsp)
	testq	%rax, %rax
	je	.L3014
	movl	%esi, %ebp
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	.p2align 4,,10
	.p2align 3
.L3021:
	cmpl	$1, %eax
	jle	.L3111
	cmpl	$3, %eax
	jle	.L3112
	cmpq	$0, 256(%r15)
	movl	$1, %edx
	jne	.L3019
	movl	280(%r15), %r8d
	testl	%r8d, %r8d
	jne	.L3019
	xorl	%edx, %edx
	cmpq	$0, 288(%r15)
	setne	%dl
.L3019:
	addl	$1, %eax
	addl	%edx, %r9d
	cmpl	$7, %eax
	jne	.L3021
	testl	%ebp, %ebp
	je	.L3113
.L3023:
	movq	%r14, 48(%rsp)
	xorl	%r12d, %r12d
	xorl	%ebx, %ebx
	movl	%r9d, 60(%rsp)
	movl	%ebp, 8(%rsp)
.L3035:
	movq	16(%rsp), %rax
	xorl	%r14d, %r14d
	leaq	(%rax,%r12), %r13
	.p2align 4,,10
	.p2align 3
.L3037:
	cmpq	$1, %r14
	jbe	.L3114
	cmpq	$3, %r14
	jbe	.L3115
	testl	%ebx, %ebx
	je	.L3028
	cmpq	$0, 256(%r15)
	je	.L3029
.L3032:
	cmpq	$6, %r14
	je	.L3030
	leaq	OSET_NAME(%rip), %rax
	leaq	.LC118(%rip), %rcx
	movq	(%rax,%r14,8), %r8
.L3031:
	leaq	128(%rsp), %rbp
	leaq	.LC443(%rip), %rdx
	movl	$40, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
.L3033:
	movl	8(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L3116
	movl	$16, %edi
	movq	%r13, %rdx
	movq	%rbp, %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
.L3028:
	addq	$1, %r14
	addq	$80, %r13
	cmpq	$7, %r14
	jne	.L3037
	addq	$560, %r12
	testl	%ebx, %ebx
	jne	.L3117
	movl	$1, %ebx
	jmp	.L3035
	.p2align 4,,10
	.p2align 3
.L3114:
	cmpq	$0, 224(%r15)
	je	.L3109
.L3025:
	leaq	OSET_NAME(%rip), %rax
	testl	%ebx, %ebx
	leaq	.LC118(%rip), %rcx
	movq	(%rax,%r14,8), %r8
	leaq	.LC116(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L3031
	.p2align 4,,10
	.p2align 3
.L3115:
	movl	232(%r15), %edi
	testl	%edi, %edi
	jne	.L3025
.L3109:
	addq	$1, %r14
	addq	$80, %r13
	jmp	.L3037
	.p2align 4,,10
	.p2align 3
.L3116:
	movq	%r13, %rsi
	movq	%rbp, %rdi
	call	print_result_set
	jmp	.L3028
	.p2align 4,,10
	.p2align 3
.L3111:
	xorl	%edx, %edx
	cmpq	$0, 224(%r15)
	setne	%dl
	addl	$1, %eax
	leal	(%r9,%rdx,2), %r9d
	jmp	.L3021
	.p2align 4,,10
	.p2align 3
.L3112:
	movl	232(%r15), %edx
	addl	$1, %eax
	leal	(%r9,%rdx,2), %r9d
	jmp	.L3021
	.p2align 4,,10
	.p2align 3
.L3029:
	movl	280(%r15), %esi
	testl	%esi, %esi
	jne	.L3032
	cmpq	$0, 288(%r15)
	jne	.L3032
	jmp	.L3028
	.p2align 4,,10
	.p2align 3
.L3030:
	movl	$6775148, 128(%rsp)
	leaq	128(%rsp), %rbp
	jmp	.L3033
	.p2align 4,,10
	.p2align 3
.L3127:
	movl	48(%rsp), %r9d
	testl	%ebp, %ebp
	jne	.L3118
	testl	%r9d, %r9d
	jne	.L3119
.L3014:
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
.L3117:
	.cfi_restore_state
	movq	48(%rsp), %r14
	movq	32(%rsp), %rsi
	xorl	%r12d, %r12d
	leaq	.LC116(%rip), %r10
	movq	40(%rsp), %rdi
	movl	60(%rsp), %r9d
	leaq	.LC117(%rip), %r13
	movq	%r14, %rdx
	movl	8(%rsp), %ebp
	call	send_rate
	movq	16(%rsp), %rax
	movl	%r9d, 48(%rsp)
	movl	%ebx, 40(%rsp)
	movq	%r10, %rbx
	movsd	%xmm0, 32(%rsp)
	leaq	1120(%rax), %r14
.L3051:
	movq	8(%r14), %rax
	movq	56(%r14), %rdx
	movq	48(%r14), %rcx
	cmpq	$1, %rax
	jbe	.L3076
	cmpq	%rdx, %rcx
	jnb	.L3076
	movq	%rax, %rsi
	subq	$1, %rsi
	js	.L3039
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L3040:
	movsd	.LC30(%rip), %xmm1
	mulsd	%xmm0, %xmm1
	subq	%rcx, %rdx
	js	.L3041
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3042:
	divsd	%xmm0, %xmm1
	movsd	%xmm1, 8(%rsp)
	testl	%ebp, %ebp
	jne	.L3043
.L3124:
	movq	(%r14), %rcx
	movq	%rax, %rdx
	movq	%rbx, %rsi
	leaq	.LC459(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r14), %rsi
	testq	%rsi, %rsi
	jne	.L3120
.L3044:
	movq	24(%r14), %rsi
	testq	%rsi, %rsi
	jne	.L3121
.L3045:
	cmpq	$0, 224(%r15)
	jne	.L3122
.L3046:
	cmpl	$0, 232(%r15)
	jne	.L3123
.L3047:
	movsd	32(%rsp), %xmm1
	movsd	8(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC464(%rip), %rdi
	call	printf@PLT
	jmp	.L3048
	.p2align 4,,10
	.p2align 3
.L3076:
	movq	$0x000000000, 8(%rsp)
	testl	%ebp, %ebp
	je	.L3124
.L3043:
	cmpq	$0, 224(%r15)
	jne	.L3125
.L3049:
	movl	232(%r15), %edx
	testl	%edx, %edx
	jne	.L3126
.L3050:
	movq	(%r14), %rdx
	movsd	8(%rsp), %xmm1
	movq	%rax, %rcx
	movq	%rbx, %rsi
	movq	24(%r14), %r9
	movq	16(%r14), %r8
	movq	%r13, %rdi
	movl	$2, %eax
	movsd	32(%rsp), %xmm0
	call	printf@PLT
.L3048:
	addq	$64, %r14
	leaq	.LC118(%rip), %rbx
	cmpl	$1, %r12d
	je	.L3127
	movl	40(%rsp), %r12d
	jmp	.L3051
.L3039:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3040
.L3119:
	movq	24(%rsp), %rax
	leaq	64(%rsp), %rdi
	movq	136(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC468(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rax
	leaq	584(%rax), %rbp
.L3055:
	movq	%rbp, %rbx
	xorl	%r13d, %r13d
	movl	%r12d, %r14d
	.p2align 4,,10
	.p2align 3
.L3070:
	cmpq	$1, %r13
	jbe	.L3128
	cmpq	$3, %r13
	jbe	.L3129
	testl	%r14d, %r14d
	je	.L3060
	cmpq	$0, 256(%r15)
	jne	.L3066
	cmpl	$0, 280(%r15)
	jne	.L3066
	cmpq	$0, 288(%r15)
	je	.L3067
	.p2align 4,,10
	.p2align 3
.L3066:
	cmpq	$6, %r13
	jne	.L3062
.L3064:
	subq	$560, %rbp
	xorl	%r12d, %r12d
	jmp	.L3055
	.p2align 4,,10
	.p2align 3
.L3128:
	cmpq	$0, 224(%r15)
	je	.L3110
.L3057:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	96(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	testl	%r14d, %r14d
	leaq	.LC118(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r13,8), %r8
	leaq	.LC116(%rip), %rax
	cmove	%rax, %rcx
.L3068:
	leaq	128(%rsp), %r12
	leaq	.LC443(%rip), %rdx
	movl	$40, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	8(%rsp), %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC469(%rip), %rdi
	call	printf@PLT
.L3067:
	addq	$1, %r13
	addq	$80, %rbx
	cmpq	$7, %r13
	jne	.L3070
	testl	%r14d, %r14d
	jne	.L3064
.L3065:
	leaq	.LC470(%rip), %rdi
	call	puts@PLT
	movq	16(%rsp), %rsi
	xorl	%edx, %edx
	movq	%r15, %rdi
	call	print_mm1k
	jmp	.L3014
	.p2align 4,,10
	.p2align 3
.L3129:
	movl	232(%r15), %eax
	testl	%eax, %eax
	jne	.L3057
.L3110:
	addq	$1, %r13
	addq	$80, %rbx
	jmp	.L3070
	.p2align 4,,10
	.p2align 3
.L3060:
	addq	$1, %r13
	addq	$80, %rbx
	cmpq	$7, %r13
	jne	.L3070
	jmp	.L3065
.L3126:
	movq	40(%r14), %rsi
	leaq	64(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	40(%r14), %rdx
	movq	%rbx, %rsi
	leaq	.LC466(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r14), %rax
	jmp	.L3050
.L3125:
	movq	32(%r14), %rsi
	leaq	64(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	32(%r14), %rdx
	movq	%rbx, %rsi
	leaq	.LC465(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r14), %rax
	jmp	.L3049
.L3041:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3042
.L3113:
	movl	$10, %edi
	movl	%r9d, 8(%rsp)
	call	putchar@PLT
	movl	8(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L3023
	movl	$16, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movl	8(%rsp), %r9d
	jmp	.L3023
.L3062:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	96(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	leaq	.LC118(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r13,8), %r8
	jmp	.L3068
.L3118:
	movq	16(%rsp), %rsi
	movq	%r15, %rdi
	movl	$1, %edx
	call	print_mm1k
	movq	24(%rsp), %rax
	leaq	.LC13(%rip), %rsi
	leaq	.LC467(%rip), %rdi
	cmpl	$0, 400(%rax)
	movq	408(%rax), %rdx
	leaq	.LC458(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3014
.L3120:
	leaq	.LC460(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3044
.L3123:
	movq	8(%r14), %rdx
	movq	40(%r14), %rsi
	leaq	64(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	40(%r14), %rsi
	leaq	.LC463(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3047
.L3122:
	movq	8(%r14), %rdx
	movq	32(%r14), %rsi
	leaq	64(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	32(%r14), %rsi
	leaq	.LC462(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3046
.L3121:
	leaq	.LC461(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3045
	.cfi_endproc
.LFE359:
	.size	print_omissions, .-print_omissions
	.section	.rodata.str1.1
.LC471:
	.string	" (the trace's mean)"
.LC472:
	.string	"for the trace"
.LC473:
	.string	"for the corrected trace"
.LC474:
	.string	"checking the trace"
.LC475:
	.string	"trace"
	.section	.rodata.str1.8
	.align 8
.LC476:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC477:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC478:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC479:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC480:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC481:
	.string	"recorded"
.LC482:
	.string	"ratio"
.LC483:
	.string	"\n%-10s %9s"
.LC484:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC485:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC486:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC487:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC488:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC489:
	.string	"recorded.hgrm"
.LC490:
	.string	"corrected.hgrm"
.LC491:
	.string	"percentiles.svg"
	.section	.text.unlikely,"ax",@progbits
.LCOLDB493:
	.text
.LHOTB493:
	.p2align 4
	.type	run_correct, @function
run_correct:
.LFB377:
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
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdx, %rbx
	salq	$3, %rdx
	subq	$728, %rsp
	.cfi_def_cfa_offset 784
	movq	168(%rdi), %rax
	movq	%rdx, %rdi
	movaps	%xmm0, 240(%rsp)
	movaps	%xmm0, 256(%rsp)
	movaps	%xmm0, 272(%rsp)
	movaps	%xmm0, 288(%rsp)
	pxor	%xmm0, %xmm0
	movq	%rdx, 16(%rsp)
	movq	%rcx, 56(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r9, 48(%rsp)
	movq	%rax, 8(%rsp)
	movaps	%xmm0, 176(%rsp)
	call	malloc@PLT
	movq	16(%rsp), %rdx
	testq	%rax, %rax
	je	.L3173
	movl	176(%r12), %r11d
	movq	%rax, %r13
	testl	%r11d, %r11d
	je	.L3133
	testq	%rbx, %rbx
	je	.L3134
	movq	%rbp, %rax
	addq	%rbp, %rdx
	xorl	%esi, %esi
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L3135:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L3135
	movq	$1, 8(%rsp)
	xorl	%eax, %eax
	movq	%rdi, %rcx
	cmpq	%rbx, %rsi
	sbbq	%rax, %rcx
	jnc	.L3174
.L3133:
	leaq	400(%rsp), %rax
	movl	200(%r12), %ecx
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	movq	192(%r12), %rdx
	movq	%rax, %r8
	movq	%rax, 40(%rsp)
	call	summarise.isra.0
	subq	$8, %rsp
	.cfi_def_cfa_offset 792
	movq	%r13, %r9
	movq	%rbx, %rsi
	leaq	488(%rsp), %rax
	movq	192(%r12), %rcx
	movl	200(%r12), %r8d
	movq	%rbp, %rdi
	movq	%rax, 32(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 800
	movq	24(%rsp), %rdx
	call	corrected_summarise
	popq	%r9
	.cfi_def_cfa_offset 792
	popq	%r10
	.cfi_def_cfa_offset 784
	testl	%eax, %eax
	jne	.L3175
	leaq	240(%rsp), %r14
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	movq	%r14, %rdx
	call	dist_of_sorted
	leaq	272(%rsp), %rax
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	movq	%rax, %rdx
	movq	%rax, 16(%rsp)
	call	dist_correct
	movl	264(%rsp), %eax
	orl	$-1, %edi
	orl	296(%rsp), %eax
	je	.L3176
.L3138:
	leaq	.LC474(%rip), %rsi
	call	cannot
	movl	%eax, %r12d
.L3137:
	movq	%r14, %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	movq	%r13, %rdi
	call	free@PLT
.L3130:
	addq	$728, %rsp
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
.L3176:
	.cfi_restore_state
	movq	192(%r12), %r15
	movl	200(%r12), %edx
	leaq	560(%rsp), %rcx
	movq	%r14, %rdi
	movq	%rcx, 72(%rsp)
	movq	%r15, %rsi
	movl	%edx, 32(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L3138
	movq	16(%rsp), %rdi
	movl	32(%rsp), %edx
	leaq	640(%rsp), %rcx
	movq	%r15, %rsi
	movq	%rcx, 80(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L3138
	cmpq	$0, 48(%rsp)
	je	.L3141
	movq	480(%rsp), %rcx
	cmpq	$16777216, %rcx
	jbe	.L3141
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	leaq	.LC475(%rip), %rdx
	leaq	.LC476(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r12d
	call	fprintf@PLT
	jmp	.L3137
.L3175:
	leaq	.LC473(%rip), %rsi
	movl	%eax, %edi
	leaq	240(%rsp), %r14
	call	cannot
	movl	%eax, %r12d
	leaq	272(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L3137
.L3174:
	movq	%rsi, %rax
	movq	%rbx, %rdx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	%rax, 8(%rsp)
	jmp	.L3133
.L3141:
	movq	40(%rsp), %xmm0
	leaq	192(%rsp), %rax
	movq	%r13, 128(%rsp)
	xorl	%r15d, %r15d
	movq	%r12, 136(%rsp)
	movhps	24(%rsp), %xmm0
	movq	%rbp, 144(%rsp)
	movaps	%xmm0, 192(%rsp)
	movq	72(%rsp), %xmm0
	movq	%rbx, 152(%rsp)
	movhps	80(%rsp), %xmm0
	movq	%rax, 80(%rsp)
	leaq	208(%rsp), %rax
	movq	%rax, 88(%rsp)
	leaq	176(%rsp), %rax
	movq	%rax, 72(%rsp)
	movq	%r14, 160(%rsp)
	movaps	%xmm0, 208(%rsp)
.L3142:
	leaq	names.10(%rip), %rax
	xorl	%r14d, %r14d
	movq	%r15, %rbx
	movq	(%rax,%r15), %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L3143:
	movq	80(%rsp), %rax
	movslq	%r14d, %rdx
	xorl	%r13d, %r13d
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	(%rax,%rbx), %rbp
	movq	88(%rsp), %rax
	movq	8(%rbp,%rdx,8), %r12
	movq	(%rax,%rbx), %r15
	leaq	PCT_NAME(%rip), %rax
	movq	(%rax,%r14,8), %rcx
	addq	$1, %r14
	movq	8(%r15,%rdx,8), %r8
	pushq	%r13
	.cfi_def_cfa_offset 792
	pushq	%r12
	.cfi_def_cfa_offset 800
	movq	48(%rsp), %rdx
	movq	88(%rsp), %rdi
	call	check
	popq	%rdi
	.cfi_def_cfa_offset 792
	popq	%r8
	.cfi_def_cfa_offset 784
	cmpq	$6, %r14
	jne	.L3143
	movq	%rbx, %rax
	movq	%rbp, %rbx
	movq	%r15, %rbp
	xorl	%r9d, %r9d
	movq	%rax, %r15
	movq	(%rbx), %rax
	movq	0(%rbp), %r8
	xorl	%esi, %esi
	leaq	.LC5(%rip), %rcx
	movq	%rax, 96(%rsp)
	xorl	%eax, %eax
	movq	%rax, 104(%rsp)
	pushq	104(%rsp)
	.cfi_def_cfa_offset 792
	pushq	104(%rsp)
	.cfi_def_cfa_offset 800
	movq	88(%rsp), %r14
	movq	48(%rsp), %rdx
	movq	%r14, %rdi
	call	check
	movq	56(%rbx), %rax
	xorl	%edx, %edx
	movq	56(%rbp), %r8
	movq	%rdx, 136(%rsp)
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%r14, %rdi
	movq	%rax, 128(%rsp)
	leaq	.LC10(%rip), %rcx
	pushq	136(%rsp)
	.cfi_def_cfa_offset 808
	pushq	136(%rsp)
	.cfi_def_cfa_offset 816
	movq	64(%rsp), %rdx
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 784
	movq	64(%rbp), %r8
	xorl	%esi, %esi
	movq	72(%rbp), %r9
	pushq	72(%rbx)
	.cfi_def_cfa_offset 792
	leaq	.LC438(%rip), %rcx
	movq	%r14, %rdi
	pushq	64(%rbx)
	.cfi_def_cfa_offset 800
	movq	48(%rsp), %rdx
	call	check
	popq	%rcx
	.cfi_def_cfa_offset 792
	popq	%rsi
	.cfi_def_cfa_offset 784
	cmpq	$8, %r15
	je	.L3144
	movl	$8, %r15d
	jmp	.L3142
.L3144:
	movq	152(%rsp), %rbx
	leaq	.LC477(%rip), %rdi
	movq	136(%rsp), %r12
	movq	128(%rsp), %r13
	movq	144(%rsp), %rbp
	movq	160(%rsp), %r14
	call	puts@PLT
	movq	64(%rsp), %rdx
	movq	%rbx, %rcx
	xorl	%eax, %eax
	movq	56(%rsp), %rsi
	leaq	.LC478(%rip), %rdi
	call	printf@PLT
	leaq	352(%rsp), %rax
	movq	192(%r12), %rsi
	movq	%rax, %rdi
	movq	%rax, 72(%rsp)
	call	fmt_us.constprop.0
	movl	200(%r12), %edx
	cmpl	$0, 176(%r12)
	movq	%rax, %r8
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rcx
	jne	.L3177
	leaq	.LC13(%rip), %r12
	movq	%r12, %rdx
.L3145:
	leaq	304(%rsp), %rax
	movq	8(%rsp), %rsi
	movq	%rdx, 64(%rsp)
	movq	%rax, %rdi
	movq	%rcx, 56(%rsp)
	movq	%r8, 32(%rsp)
	movq	%rax, 80(%rsp)
	call	fmt_us.constprop.0
	movq	32(%rsp), %r8
	movq	56(%rsp), %rcx
	leaq	.LC479(%rip), %rdi
	movq	64(%rsp), %rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC480(%rip), %rdi
	call	puts@PLT
	movl	$10, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movq	40(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC481(%rip), %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movq	24(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC183(%rip), %rsi
	call	print_row_w
	movq	%r12, %rdx
	leaq	.LC482(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC483(%rip), %rdi
	leaq	.LC484(%rip), %r12
	call	printf@PLT
	movq	%rbx, 32(%rsp)
	movq	%r15, %rbx
	movq	40(%rsp), %r15
	jmp	.L3152
.L3179:
	movq	24(%rsp), %rcx
	movq	(%rcx,%rbx), %rcx
	testq	%rcx, %rcx
	js	.L3147
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L3148:
	testq	%rax, %rax
	js	.L3149
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3150:
	divsd	%xmm1, %xmm0
	comisd	.LC77(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L3146:
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$56, %rbx
	je	.L3178
.L3152:
	movq	(%r15,%rbx), %rax
	testq	%rax, %rax
	jne	.L3179
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L3146
.L3177:
	leaq	.LC471(%rip), %rdx
	leaq	.LC13(%rip), %r12
	jmp	.L3145
.L3149:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3150
.L3147:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3148
.L3178:
	leaq	.LC485(%rip), %rdi
	movq	32(%rsp), %rbx
	call	puts@PLT
	movq	40(%rsp), %rsi
	leaq	.LC481(%rip), %rdi
	call	print_result_set
	movq	24(%rsp), %rsi
	leaq	.LC183(%rip), %rdi
	call	print_result_set
	movq	8(%rsp), %rsi
	leaq	.LC486(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	184(%rsp), %r12
	xorl	%eax, %eax
	movq	176(%rsp), %rsi
	leaq	.LC487(%rip), %rdi
	movq	%r12, %rdx
	call	printf@PLT
	testq	%r12, %r12
	setne	%r12b
	cmpq	$0, 48(%rsp)
	movzbl	%r12b, %r12d
	je	.L3137
	movq	72(%rsp), %rdi
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%rbx, %rsi
	movq	424(%rsp), %xmm0
	leaq	352(%rsp), %r15
	movl	$2, 320(%rsp)
	rep stosl
	leaq	.LC488(%rip), %rax
	movq	%r15, %rdx
	movq	%rbp, %rdi
	movhps	504(%rsp), %xmm0
	movq	%r15, %xmm2
	leaq	NAMES.9(%rip), %rcx
	movaps	%xmm0, 224(%rsp)
	movq	%rax, %xmm0
	leaq	224(%rsp), %rax
	punpcklqdq	%xmm2, %xmm0
	movq	%rax, %xmm3
	movaps	%xmm0, 304(%rsp)
	movq	%rcx, %xmm0
	punpcklqdq	%xmm3, %xmm0
	movups	%xmm0, 328(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	je	.L3180
.L3153:
	movl	$1, %r12d
.L3155:
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	376(%rsp), %rdi
	call	free@PLT
	jmp	.L3137
.L3180:
	leaq	376(%rsp), %rbx
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L3153
	leaq	hgrm_writer(%rip), %rbp
	movq	48(%rsp), %rdi
	movq	%r15, %rcx
	leaq	.LC489(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L3153
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC490(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L3153
	movq	80(%rsp), %rcx
	movq	48(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC491(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L3153
	jmp	.L3155
.L3173:
	movq	stderr(%rip), %rdi
	leaq	.LC472(%rip), %rdx
	xorl	%eax, %eax
	movl	$1, %r12d
	leaq	.LC122(%rip), %rsi
	call	fprintf@PLT
	jmp	.L3130
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	run_correct.cold, @function
run_correct.cold:
.LFSB377:
.L3134:
	.cfi_def_cfa_offset 784
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	ud2
	.cfi_endproc
.LFE377:
	.text
	.size	run_correct, .-run_correct
	.section	.text.unlikely
	.size	run_correct.cold, .-run_correct.cold
.LCOLDE493:
	.text
.LHOTE493:
	.section	.rodata.str1.1
.LC494:
	.string	"open: from the intended send"
.LC495:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC497:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC498:
	.string	"due time (ms)"
.LC499:
	.string	"%d"
	.text
	.p2align 4
	.type	first_second_writer, @function
first_second_writer:
.LFB286:
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
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	movq	24(%rsi), %rbx
	movl	$8, %esi
	movq	%rbx, %rdi
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, (%rsp)
	call	calloc@PLT
	movapd	.LC496(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L3182
	testq	%rax, %rax
	je	.L3182
	testq	%rbx, %rbx
	je	.L3211
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L3188
	.p2align 4,,10
	.p2align 3
.L3213:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3187:
	divsd	.LC413(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L3212
.L3188:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L3213
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3187
	.p2align 4,,10
	.p2align 3
.L3212:
	movsd	.LC414(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L3184:
	movapd	%xmm1, %xmm0
	movq	%r11, 8(%rsp)
	movsd	%xmm1, (%rsp)
	call	nice_step
	movq	%rbx, %xmm2
	movsd	(%rsp), %xmm1
	movsd	.LC70(%rip), %xmm3
	divsd	%xmm0, %xmm2
	movsd	.LC64(%rip), %xmm4
	movq	8(%rsp), %r11
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L3214
.L3189:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC418(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC497(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC415(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rsi
	leaq	.LC498(%rip), %rdx
	movq	%r13, %rdi
	leaq	.LC416(%rip), %rcx
	movq	%rsi, 24(%rsp)
	call	svg_axes
	popq	%rax
	.cfi_def_cfa_offset 152
	popq	%rdx
	.cfi_def_cfa_offset 144
	leaq	48(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L3190:
	movl	%ebx, %ecx
	leaq	.LC499(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	call	snprintf@PLT
	pxor	%xmm1, %xmm1
	movq	%r12, %r9
	movq	%r14, %rsi
	cvtsi2sdl	%ebx, %xmm1
	movl	$430, %ecx
	movq	%r13, %rdi
	addl	$100, %ebx
	movl	$448, %r8d
	movl	$50, %edx
	movl	$3, %eax
	divsd	.LC71(%rip), %xmm1
	mulsd	.LC45(%rip), %xmm1
	addsd	.LC46(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L3190
	movq	(%rsp), %r11
	movsd	.LC413(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L3191:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L3204
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L3200
	.p2align 4,,10
	.p2align 3
.L3216:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L3215
.L3194:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L3198
.L3210:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L3197:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L3204
.L3200:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L3216
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	jne	.L3194
.L3215:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L3210
.L3198:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3197
	.p2align 4,,10
	.p2align 3
.L3204:
	subq	$8, %rsp
	.cfi_def_cfa_offset 152
	movq	%r15, %rcx
	movq	%rbx, %rdx
	movq	%r13, %rdi
	pushq	$0
	.cfi_def_cfa_offset 160
	leaq	SET_COLOUR(%rip), %rax
	movq	24(%rsp), %rsi
	movq	(%rax,%r12,8), %r9
	movq	%r9, 16(%rsp)
	call	svg_line
	cmpl	$1, %r12d
	movl	$92, %edx
	leaq	.LC494(%rip), %rcx
	leaq	.LC495(%rip), %rax
	movl	$120, %r8d
	leaq	.LC423(%rip), %rsi
	movq	%r13, %rdi
	cmove	%rcx, %rax
	movl	%r14d, %ecx
	subq	$1, %r12
	movq	%rax, (%rsp)
	leal	4(%r14), %eax
	pushq	%rax
	.cfi_def_cfa_offset 168
	leaq	.LC13(%rip), %rax
	pushq	$126
	.cfi_def_cfa_offset 176
	pushq	%rax
	.cfi_def_cfa_offset 184
	movq	40(%rsp), %r9
	xorl	%eax, %eax
	pushq	%r9
	.cfi_def_cfa_offset 192
	movl	%r14d, %r9d
	call	fprintf@PLT
	addq	$48, %rsp
	.cfi_def_cfa_offset 144
	cmpl	$60, %r14d
	je	.L3202
	movq	.LC413(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L3191
	.p2align 4,,10
	.p2align 3
.L3202:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC419(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L3181:
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
.L3214:
	.cfi_restore_state
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC2(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L3189
.L3211:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L3184
.L3182:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L3181
	.cfi_endproc
.LFE286:
	.size	first_second_writer, .-first_second_writer
	.section	.rodata.str1.8
	.align 8
.LC500:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC501:
	.string	"stall (us, log scale)"
.LC502:
	.string	"p99 latency (ms)"
.LC503:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC504:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC505:
	.string	"#555555"
.LC506:
	.string	"theory, M/M/1 open p99"
	.section	.rodata.str1.8
	.align 8
.LC507:
	.string	"p99 against stall length (the load held fixed)"
	.section	.rodata.str1.1
.LC508:
	.string	"p99 against load"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB287:
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
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
	movq	32(%rsi), %rax
	movq	24(%rsi), %r14
	movq	%rdi, 80(%rsp)
	movq	%rax, 96(%rsp)
	movq	16(%rsi), %rax
	leaq	0(,%r14,8), %r13
	movq	%r13, %rdi
	movaps	%xmm0, 112(%rsp)
	movq	%rax, 72(%rsp)
	movq	8(%rsi), %rax
	movaps	%xmm0, 128(%rsp)
	movq	%rax, 8(%rsp)
	movl	(%rsi), %eax
	movl	%eax, 48(%rsp)
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, %rbp
	call	malloc@PLT
	testq	%rbp, %rbp
	movq	%rax, %r15
	sete	%al
	testq	%r15, %r15
	sete	%dl
	orb	%dl, %al
	jne	.L3253
	testq	%r14, %r14
	je	.L3253
	movq	72(%rsp), %rax
	movq	%r15, 24(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%r12d, %r12d
	movq	%r13, 16(%rsp)
	movq	8(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L3227:
	movq	0(%r13,%r12,8), %rax
	testq	%rax, %rax
	js	.L3221
	movl	48(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L3265
.L3223:
	movsd	%xmm0, 0(%rbp,%r12,8)
	leaq	-240(%rbx), %r15
.L3226:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L3224
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3225:
	divsd	.LC413(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L3226
	addq	$1, %r12
	addq	$288, %rbx
	movsd	%xmm0, 136(%rsp)
	cmpq	%r14, %r12
	jb	.L3227
	movl	48(%rsp), %r10d
	movq	16(%rsp), %r13
	movq	24(%rsp), %r15
	testl	%r10d, %r10d
	je	.L3228
	pxor	%xmm0, %xmm0
	movq	.LC77(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 120(%rsp)
	ja	.L3229
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L3230:
	movl	$820, %edx
	leaq	.LC508(%rip), %rax
	movl	$500, %ecx
	movsd	%xmm0, 136(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 248
	movl	$500, %r9d
	movl	$820, %r8d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rdi
	leaq	.LC415(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 248
	popq	%rdx
	.cfi_def_cfa_offset 240
	leaq	.LC500(%rip), %rdx
	movq	$0x000000000, 8(%rsp)
.L3250:
	movq	80(%rsp), %rdi
	leaq	112(%rsp), %rsi
	leaq	.LC502(%rip), %rcx
	movq	%rsi, 88(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	8(%rsp), %xmm2
	jb	.L3266
	movl	48(%rsp), %r9d
	movsd	.LC66(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L3238
	movsd	.LC2(%rip), %xmm2
.L3238:
	movsd	8(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%rbp, 104(%rsp)
	leaq	144(%rsp), %rbx
	movsd	.LC45(%rip), %xmm7
	movq	80(%rsp), %rbp
	movq	%r13, 56(%rsp)
	leaq	.LC418(%rip), %r12
	subsd	%xmm4, %xmm5
	movapd	%xmm4, %xmm3
	movsd	.LC46(%rip), %xmm4
	movl	48(%rsp), %r13d
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm4, 32(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	%xmm2, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L3240:
	testl	%r13d, %r13d
	je	.L3267
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 64(%rsp)
.L3264:
	leaq	.LC503(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	movl	$1, %eax
	call	snprintf@PLT
	movq	%rbx, %r9
	movl	$430, %ecx
	movq	%r12, %rsi
	movsd	64(%rsp), %xmm3
	movl	$50, %edx
	movq	%rbp, %rdi
	movl	$3, %eax
	movl	$448, %r8d
	movapd	%xmm3, %xmm1
	subsd	8(%rsp), %xmm1
	divsd	16(%rsp), %xmm1
	mulsd	24(%rsp), %xmm1
	addsd	32(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	64(%rsp), %xmm3
	addsd	48(%rsp), %xmm3
	movsd	56(%rsp), %xmm4
	comisd	%xmm3, %xmm4
	jnb	.L3240
	movq	104(%rsp), %rbp
.L3241:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	80(%rsp), %r12
	movl	$60, 64(%rsp)
	movq	%rax, 48(%rsp)
	movq	72(%rsp), %rax
	movq	%r13, 72(%rsp)
	addq	$24, %rax
	movq	%rax, 56(%rsp)
.L3236:
	movq	56(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L3244
	.p2align 4,,10
	.p2align 3
.L3269:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3243:
	divsd	.LC413(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L3268
.L3244:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L3269
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3243
	.p2align 4,,10
	.p2align 3
.L3224:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3225
	.p2align 4,,10
	.p2align 3
.L3221:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	48(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L3223
.L3265:
	movsd	%xmm1, 8(%rsp)
	divsd	.LC71(%rip), %xmm0
	call	log10@PLT
	movsd	8(%rsp), %xmm1
	jmp	.L3223
	.p2align 4,,10
	.p2align 3
.L3228:
	movsd	0(%rbp), %xmm0
	movq	.LC65(%rip), %xmm4
	movsd	.LC64(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L3231
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm2, %xmm2
	movsd	.LC2(%rip), %xmm7
	andnpd	%xmm0, %xmm3
	cvtsi2sdq	%rax, %xmm2
	movapd	%xmm2, %xmm5
	cmpnlesd	%xmm0, %xmm5
	andpd	%xmm7, %xmm5
	subsd	%xmm5, %xmm2
	orpd	%xmm3, %xmm2
	movapd	%xmm2, %xmm0
.L3231:
	movsd	-8(%rbp,%r13), %xmm2
	movsd	%xmm0, 8(%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L3232
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm3, %xmm3
	movapd	%xmm2, %xmm7
	movsd	.LC2(%rip), %xmm8
	andnpd	%xmm2, %xmm5
	cvtsi2sdq	%rax, %xmm3
	cmpnlesd	%xmm3, %xmm7
	andpd	%xmm8, %xmm7
	addsd	%xmm7, %xmm3
	orpd	%xmm5, %xmm3
	movapd	%xmm3, %xmm2
.L3232:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 112(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L3233
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L3234:
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC507(%rip), %rax
	movsd	%xmm0, 136(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 248
	leaq	.LC415(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 248
	leaq	.LC501(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 240
	jmp	.L3250
	.p2align 4,,10
	.p2align 3
.L3268:
	movq	72(%rsp), %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movq	%r14, %r8
	movq	%r12, %rdi
	movq	%r15, %rcx
	movq	%rbp, %rdx
	xorl	%r13d, %r13d
	movq	(%rax), %rbx
	pushq	$0
	.cfi_def_cfa_offset 256
	movq	104(%rsp), %rsi
	movq	%rbx, %r9
	call	svg_line
	popq	%rdi
	.cfi_def_cfa_offset 248
	popq	%r8
	.cfi_def_cfa_offset 240
	.p2align 4,,10
	.p2align 3
.L3245:
	movsd	(%r15,%r13,8), %xmm1
	divsd	40(%rsp), %xmm1
	movsd	0(%rbp,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC43(%rip), %xmm1
	subsd	8(%rsp), %xmm0
	divsd	16(%rsp), %xmm0
	leaq	.LC504(%rip), %rsi
	movsd	.LC44(%rip), %xmm7
	mulsd	24(%rsp), %xmm0
	movq	%r12, %rdi
	addq	$1, %r13
	addsd	32(%rsp), %xmm0
	movl	$2, %eax
	subsd	%xmm1, %xmm7
	movapd	%xmm7, %xmm1
	call	fprintf@PLT
	cmpq	%r14, %r13
	jb	.L3245
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movl	$120, %r8d
	movl	$92, %edx
	movq	56(%rsp), %r13
	leaq	.LC423(%rip), %rsi
	pushq	0(%r13)
	.cfi_def_cfa_offset 256
	movl	80(%rsp), %edi
	addq	$8, %r13
	leal	4(%rdi), %eax
	movl	%edi, %r9d
	movl	%edi, %ecx
	pushq	%rax
	.cfi_def_cfa_offset 264
	leaq	.LC13(%rip), %rax
	pushq	$126
	.cfi_def_cfa_offset 272
	pushq	%rax
	.cfi_def_cfa_offset 280
	xorl	%eax, %eax
	pushq	%rbx
	.cfi_def_cfa_offset 288
	movl	%edi, %ebx
	movq	%r12, %rdi
	call	fprintf@PLT
	movl	%ebx, %eax
	addq	$8, 120(%rsp)
	addl	$18, %eax
	addq	$80, 104(%rsp)
	movq	%r13, 96(%rsp)
	movl	%eax, 112(%rsp)
	addq	$48, %rsp
	.cfi_def_cfa_offset 240
	cmpl	$114, %eax
	jne	.L3236
	movq	96(%rsp), %r12
	testq	%r12, %r12
	je	.L3247
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L3248:
	movsd	40(%rsp), %xmm1
	movsd	(%r12,%rbx,8), %xmm0
	divsd	.LC413(%rip), %xmm0
	call	fmin@PLT
	movsd	%xmm0, (%r15,%rbx,8)
	addq	$1, %rbx
	cmpq	%r14, %rbx
	jb	.L3248
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movq	%r14, %r8
	movq	%r15, %rcx
	movq	%rbp, %rdx
	pushq	$1
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rbx
	leaq	.LC505(%rip), %r9
	movq	104(%rsp), %rsi
	movq	%rbx, %rdi
	call	svg_line
	leaq	.LC506(%rip), %rax
	movl	$114, %r9d
	movl	$120, %r8d
	movq	%rax, (%rsp)
	movl	$114, %ecx
	leaq	.LC40(%rip), %rax
	movl	$92, %edx
	pushq	$118
	.cfi_def_cfa_offset 264
	leaq	.LC423(%rip), %rsi
	movq	%rbx, %rdi
	pushq	$126
	.cfi_def_cfa_offset 272
	pushq	%rax
	.cfi_def_cfa_offset 280
	leaq	.LC505(%rip), %rax
	pushq	%rax
	.cfi_def_cfa_offset 288
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	.cfi_def_cfa_offset 240
.L3247:
	movq	80(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC419(%rip), %rdi
	call	fwrite@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L3217:
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
	.p2align 4,,10
	.p2align 3
.L3267:
	.cfi_restore_state
	movq	.LC66(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 64(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L3264
.L3229:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC414(%rip), %xmm2
	movsd	.LC70(%rip), %xmm3
	movsd	.LC64(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L3270
.L3252:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 40(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L3230
.L3270:
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC2(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L3252
.L3233:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm1
	movsd	.LC414(%rip), %xmm2
	movq	.LC65(%rip), %xmm4
	movq	.LC64(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L3251
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm3
	movsd	.LC2(%rip), %xmm5
	andnpd	%xmm2, %xmm4
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm3
	andpd	%xmm5, %xmm3
	addsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm4, %xmm2
.L3251:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 40(%rsp)
	jmp	.L3234
.L3266:
	movq	%r13, %xmm5
	subsd	8(%rsp), %xmm5
	movsd	.LC45(%rip), %xmm7
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	.LC46(%rip), %xmm5
	movsd	%xmm5, 32(%rsp)
	jmp	.L3241
.L3253:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L3217
	.cfi_endproc
.LFE287:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.8
	.align 8
.LC509:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC510:
	.string	"unexpected argument '%s': %s"
.LC511:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC512:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC513:
	.string	"--quick"
.LC514:
	.string	"--export-values"
.LC515:
	.string	"--hlog-counts"
.LC516:
	.string	"--verbose"
.LC517:
	.string	"--cross-check"
.LC518:
	.string	"--scoreboard"
.LC519:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC520:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC521:
	.string	"at most 1000 characters"
.LC522:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB456:
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
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movq	%rcx, 32(%rsp)
	testl	%esi, %esi
	jle	.L3300
	movq	%rdi, 40(%rsp)
	xorl	%r9d, %r9d
	leaq	2592+OPTIONS(%rip), %rbp
	movl	%esi, 20(%rsp)
	movl	%r9d, %r15d
	movq	%rdx, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L3272:
	movq	8(%rsp), %rcx
	movslq	%r15d, %rax
	leaq	0(,%rax,8), %rdx
	movq	(%rcx,%rax,8), %r12
	movq	%rdx, 24(%rsp)
	cmpb	$45, (%r12)
	jne	.L3304
	cmpb	$104, 1(%r12)
	jne	.L3304
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC3(%rip), %rbx
	jne	.L3304
.L3275:
	leaq	OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	jmp	.L3280
	.p2align 4,,10
	.p2align 3
.L3276:
	addl	$1, %r13d
	addq	$48, %r14
	cmpl	$54, %r13d
	je	.L3279
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L3280:
	movq	(%r14), %rdi
	testl	%eax, %eax
	jne	.L3276
	movslq	%r13d, %rcx
	leaq	OPTIONS(%rip), %rdx
	leaq	(%rcx,%rcx,2), %rax
	salq	$4, %rax
	movl	8(%rdx,%rax), %eax
	cmpl	$2, %eax
	je	.L3312
	leal	1(%r15), %ebx
	cmpl	$1, %eax
	je	.L3313
	cmpl	%ebx, 20(%rsp)
	je	.L3314
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r15
	cmpb	$45, (%r15)
	jne	.L3306
	cmpb	$104, 1(%r15)
	jne	.L3306
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC3(%rip), %r14
	jne	.L3306
.L3295:
	leaq	48+OPTIONS(%rip), %r13
	jmp	.L3298
	.p2align 4,,10
	.p2align 3
.L3296:
	cmpq	%rbp, %r13
	je	.L3297
	movq	0(%r13), %rsi
	movq	%r14, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L3298:
	testl	%eax, %eax
	jne	.L3296
	movq	32(%rsp), %rdi
	movq	%r15, %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC520(%rip), %rdx
	call	snprintf@PLT
.L3283:
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
.L3297:
	.cfi_restore_state
	movq	%r15, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L3315
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r15, %rdx
	movq	%r12, %rsi
	call	apply_option.constprop.0
	testl	%eax, %eax
	jne	.L3283
.L3292:
	leal	1(%rbx), %r15d
	cmpl	%r15d, 20(%rsp)
	jg	.L3272
.L3300:
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
.L3304:
	.cfi_restore_state
	leaq	.LC4(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L3275
	.p2align 4,,10
	.p2align 3
.L3306:
	leaq	.LC4(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r14
	call	strcmp@PLT
	jmp	.L3295
	.p2align 4,,10
	.p2align 3
.L3279:
	cmpb	$45, (%r12)
	je	.L3316
.L3305:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC509(%rip), %r8
	leaq	.LC510(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3283
	.p2align 4,,10
	.p2align 3
.L3316:
	cmpb	$45, 1(%r12)
	jne	.L3305
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC394(%rip), %r8
	leaq	.LC395(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3283
	.p2align 4,,10
	.p2align 3
.L3313:
	leaq	.LC513(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L3317
	leaq	.LC514(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L3287
	movq	40(%rsp), %rax
	movl	$1, 448(%rax)
.L3286:
	movl	%r15d, %ebx
	jmp	.L3292
	.p2align 4,,10
	.p2align 3
.L3317:
	movq	40(%rsp), %rax
	movl	$1, 480(%rax)
	jmp	.L3286
.L3287:
	leaq	.LC515(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L3318
	leaq	.LC516(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L3289
	movq	40(%rsp), %rax
	movl	$1, 452(%rax)
	jmp	.L3286
.L3318:
	movq	40(%rsp), %rax
	movl	$1, 360(%rax)
	jmp	.L3286
.L3312:
	movq	%rdi, %rcx
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC511(%rip), %r8
	leaq	.LC512(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3283
.L3315:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC521(%rip), %r8
	leaq	.LC522(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3283
.L3314:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC394(%rip), %r8
	leaq	.LC519(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3283
.L3289:
	leaq	.LC517(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L3319
	leaq	.LC518(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3286
	movq	40(%rsp), %rax
	movl	$1, 516(%rax)
	jmp	.L3286
.L3319:
	movq	40(%rsp), %rax
	movl	$3, 368(%rax)
	jmp	.L3286
	.cfi_endproc
.LFE456:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC523:
	.string	", "
.LC524:
	.string	" or "
.LC525:
	.string	"out of memory"
.LC526:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC527:
	.string	"--scenario '%s' is not valid: use "
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB458:
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
	leaq	SCENARIOS(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%r12, %r13
	xorl	%ebp, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	subq	$312, %rsp
	.cfi_def_cfa_offset 368
	movq	%rdx, 16(%rsp)
.L3322:
	movq	0(%r13), %rax
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L3321
	addl	$1, %ebp
	addq	$24, %r13
	cmpl	$21, %ebp
	jne	.L3322
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC527(%rip), %rdx
	call	snprintf@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	jle	.L3338
	leaq	.LC523(%rip), %r8
	cltq
	xorl	%r14d, %r14d
	movl	$2048, %ebx
	leaq	.LC59(%rip), %rbp
	movq	%r8, %r13
	cmpl	$2047, %r15d
	jg	.L3338
.L3339:
	movq	16(%rsp), %rdx
	movq	(%r12), %rcx
	movq	%rbx, %rsi
	addl	$1, %r14d
	subq	%rax, %rsi
	leaq	(%rdx,%rax), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	addl	%eax, %r15d
	cmpl	$20, %r14d
	jg	.L3338
	testl	%r15d, %r15d
	jle	.L3338
	movslq	%r15d, %rax
	addq	$24, %r12
	cmpl	$2047, %r15d
	jg	.L3338
	cmpl	$18, %r14d
	jle	.L3346
	cmpl	$19, %r14d
	je	.L3363
	movq	16(%rsp), %rdi
	subq	%rax, %rbx
	movq	(%r12), %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rsi
	leaq	.LC13(%rip), %r8
	addq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L3338:
	movl	$-1, %eax
	jmp	.L3320
	.p2align 4,,10
	.p2align 3
.L3321:
	movq	472(%r14), %rdi
	movslq	%ebp, %r15
	movq	$0, 40(%rsp)
	call	free@PLT
	leaq	(%r15,%r15,2), %rax
	leaq	SCENARIOS(%rip), %rcx
	leaq	(%rcx,%rax,8), %r13
	movq	16(%r13), %rdi
	call	strdup@PLT
	movq	%rax, 472(%r14)
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3364
	leaq	40(%rsp), %r12
	leaq	.LC41(%rip), %rbx
	movq	%r12, %rdx
	movq	%rbx, %rsi
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L3326
	leaq	48(%rsp), %rcx
	movl	$1, %ebp
	movq	%rcx, (%rsp)
	.p2align 4,,10
	.p2align 3
.L3327:
	movq	(%rsp), %rcx
	movq	%r12, %rdx
	movq	%rbx, %rsi
	xorl	%edi, %edi
	movl	%ebp, %r13d
	movq	%rax, -8(%rcx,%rbp,8)
	call	strtok_r@PLT
	movq	%rbp, %rdx
	addq	$1, %rbp
	testq	%rax, %rax
	je	.L3329
	cmpl	$31, %r13d
	jle	.L3327
.L3329:
	leal	-1(%rdx), %eax
	movq	24(%rsp), %xmm0
	leaq	SCENARIOS(%rip), %rcx
	xorl	%ebp, %ebp
	movl	%eax, 12(%rsp)
	leaq	(%r15,%r15,2), %rax
	movhps	8(%rcx,%rax,8), %xmm0
	movups	%xmm0, 456(%r14)
	.p2align 4,,10
	.p2align 3
.L3336:
	movslq	%ebp, %rax
	movq	48(%rsp,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L3347
	cmpb	$104, 1(%rbx)
	jne	.L3347
	cmpb	$0, 2(%rbx)
	jne	.L3347
	movl	$-1, %eax
	leaq	.LC3(%rip), %rbx
.L3332:
	leaq	48+OPTIONS(%rip), %r15
	xorl	%r12d, %r12d
	jmp	.L3335
	.p2align 4,,10
	.p2align 3
.L3333:
	addl	$1, %r12d
	cmpl	$54, %r12d
	je	.L3344
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	addq	$48, %r15
	call	strcmp@PLT
.L3335:
	testl	%eax, %eax
	jne	.L3333
	movabsq	$-6148914691236517205, %rcx
	movslq	%r12d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	movq	%rax, %rdx
	imulq	%rcx, %rax
	salq	$4, %rdx
	movb	$1, 524(%r14,%rax)
	leaq	OPTIONS(%rip), %rax
	cmpl	$1, 8(%rax,%rdx)
	movl	%ebp, %eax
	adcl	$0, %eax
.L3334:
	movl	12(%rsp), %ecx
	leal	1(%rax), %ebp
	cmpl	%ecx, %eax
	jl	.L3336
.L3330:
	movq	16(%rsp), %rcx
	movq	(%rsp), %rdx
	movl	%r13d, %esi
	movq	%r14, %rdi
	call	apply_args.constprop.0
.L3320:
	addq	$312, %rsp
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
.L3347:
	.cfi_restore_state
	leaq	.LC4(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L3332
	.p2align 4,,10
	.p2align 3
.L3344:
	movl	%ebp, %eax
	jmp	.L3334
.L3346:
	movq	%r13, %r8
	jmp	.L3339
.L3363:
	leaq	.LC524(%rip), %r8
	jmp	.L3339
.L3326:
	movq	24(%rsp), %xmm0
	leaq	48(%rsp), %rax
	movq	%rax, (%rsp)
	movhps	8(%r13), %xmm0
	xorl	%r13d, %r13d
	movups	%xmm0, 456(%r14)
	jmp	.L3330
.L3364:
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC525(%rip), %r8
	leaq	.LC526(%rip), %rdx
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L3320
	.cfi_endproc
.LFE458:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB83:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L3372
	testq	%r8, %r8
	je	.L3372
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
	jne	.L3365
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L3375
.L3367:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L3365:
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
.L3372:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L3375:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L3370
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L3368:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L3376
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L3367
	.p2align 4,,10
	.p2align 3
.L3370:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L3368
.L3376:
	movl	$1, 24(%rbx)
	jmp	.L3365
	.cfi_endproc
.LFE83:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	dist_score, @function
dist_score:
.LFB237:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pxor	%xmm0, %xmm0
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
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rcx, %rbx
	subq	$64, %rsp
	.cfi_def_cfa_offset 112
	movq	%rsp, %rbp
	movaps	%xmm0, (%rsp)
	movq	%rbp, %rdx
	movaps	%xmm0, 16(%rsp)
	movaps	%xmm0, 32(%rsp)
	movaps	%xmm0, 48(%rsp)
	call	dist_of_sorted
	testq	%r12, %r12
	jne	.L3386
	movl	24(%rsp), %eax
	testl	%eax, %eax
	jne	.L3387
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	xorl	%r12d, %r12d
	movq	%rbp, %rdi
.L3381:
	movq	%r13, %rcx
	call	dist_summarise
	movl	%eax, %ebx
.L3380:
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	addq	$64, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 48
	movl	%ebx, %eax
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
.L3386:
	.cfi_restore_state
	leaq	32(%rsp), %r14
	movq	%r12, %rsi
	movq	%rbp, %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	56(%rsp), %eax
	orl	24(%rsp), %eax
	movq	32(%rsp), %r12
	jne	.L3385
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	jmp	.L3381
	.p2align 4,,10
	.p2align 3
.L3387:
	xorl	%r12d, %r12d
.L3385:
	movl	$-1, %ebx
	jmp	.L3380
	.cfi_endproc
.LFE237:
	.size	dist_score, .-dist_score
	.section	.rodata.str1.8
	.align 8
.LC528:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC529:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC530:
	.string	"#2e8b57"
.LC531:
	.string	"#1f5fbf"
.LC532:
	.string	"closed: one sample of %s us"
.LC533:
	.string	"open: %lu requests delayed"
.LC534:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC535:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB285:
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
	jb	.L3389
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L3389:
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
	movq	64(%rax), %rax
	testq	%rax, %rax
	js	.L3390
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3391:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L3392
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L3393:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L3443
	cmpq	$0, -368(%rbp)
	je	.L3443
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L3397
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3398:
	subsd	%xmm2, %xmm0
	movsd	.LC413(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L3399
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3400:
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
	js	.L3401
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3402:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC413(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L3441
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L3406
	.p2align 4,,10
	.p2align 3
.L3459:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3405:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC413(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L3458
.L3406:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L3459
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3405
	.p2align 4,,10
	.p2align 3
.L3458:
	movsd	.LC414(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L3403:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC65(%rip), %xmm5
	movsd	.LC64(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L3460
.L3407:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC413(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L3408
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3409:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC528(%rip), %rdx
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
	leaq	.LC415(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC416(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC529(%rip), %rdx
	movq	%rsi, -400(%rbp)
	call	svg_axes
	movsd	-328(%rbp), %xmm5
	subsd	-320(%rbp), %xmm5
	movapd	%xmm5, %xmm0
	movsd	%xmm5, -336(%rbp)
	call	nice_step
	movsd	-320(%rbp), %xmm4
	movsd	.LC65(%rip), %xmm1
	movsd	.LC64(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC413(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L3461
.L3410:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L3462
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC418(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L3416:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC65(%rip), %xmm0
	leaq	.LC503(%rip), %rdx
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
	mulsd	.LC45(%rip), %xmm1
	addsd	.LC46(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC413(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L3416
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L3417:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L3463
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
	jmp	.L3422
	.p2align 4,,10
	.p2align 3
.L3465:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L3419:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L3420
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L3421:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L3464
.L3422:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L3465
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3419
	.p2align 4,,10
	.p2align 3
.L3420:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3421
	.p2align 4,,10
	.p2align 3
.L3464:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC534(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC413(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L3466
.L3437:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L3430
	.p2align 4,,10
	.p2align 3
.L3468:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3427:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L3428
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L3429:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L3467
.L3430:
	testq	%rdx, %rdx
	jns	.L3468
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3427
	.p2align 4,,10
	.p2align 3
.L3428:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3429
	.p2align 4,,10
	.p2align 3
.L3467:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC530(%rip), %r9
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
	movq	.LC413(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L3425
.L3424:
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
	jmp	.L3436
	.p2align 4,,10
	.p2align 3
.L3469:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L3433:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L3434
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L3435:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L3425
.L3436:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L3469
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3433
	.p2align 4,,10
	.p2align 3
.L3434:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3435
	.p2align 4,,10
	.p2align 3
.L3463:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC534(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC413(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L3437
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC530(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L3425:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC531(%rip), %r9
	pushq	$0
	movq	-360(%rbp), %rdx
	leaq	.LC13(%rip), %r14
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	-416(%rbp), %rsi
	leaq	-272(%rbp), %rdi
	call	fmt_us.constprop.0
	movq	-392(%rbp), %rbx
	movl	$160, %esi
	leaq	.LC532(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC531(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC423(%rip), %rbx
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
	leaq	.LC533(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC534(%rip), %rax
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
	leaq	.LC535(%rip), %rdx
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
	leaq	.LC40(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC530(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC419(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L3388:
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
.L3461:
	.cfi_restore_state
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC2(%rip), %xmm7
	andnpd	%xmm4, %xmm1
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm1, %xmm4
	jmp	.L3410
	.p2align 4,,10
	.p2align 3
.L3460:
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC2(%rip), %xmm7
	andnpd	%xmm4, %xmm5
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm5, %xmm4
	jmp	.L3407
	.p2align 4,,10
	.p2align 3
.L3408:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3409
	.p2align 4,,10
	.p2align 3
.L3401:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3402
	.p2align 4,,10
	.p2align 3
.L3399:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3400
	.p2align 4,,10
	.p2align 3
.L3397:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3398
	.p2align 4,,10
	.p2align 3
.L3392:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L3393
	.p2align 4,,10
	.p2align 3
.L3390:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3391
	.p2align 4,,10
	.p2align 3
.L3441:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L3403
	.p2align 4,,10
	.p2align 3
.L3462:
	leaq	-240(%rbp), %r12
	jmp	.L3417
	.p2align 4,,10
	.p2align 3
.L3466:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC530(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC413(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L3424
.L3443:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L3388
	.cfi_endproc
.LFE285:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	closed_form_open, @function
closed_form_open:
.LFB95:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$1, %ecx
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
	movq	%rdx, %rbp
	xorl	%edx, %edx
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	(%rdi), %r14
	movq	80(%rdi), %r13
	movq	48(%rdi), %rbx
	movq	136(%rdi), %r8
	movq	%rbp, %rdi
	subq	56(%rsi), %r8
	movq	%r14, %rsi
	call	dist_add
	movq	%r13, %rdx
	subq	%r14, %rdx
	addq	%rbx, %r14
	leaq	24(%r12), %rbx
	addq	$40, %r12
.L3475:
	movq	(%rbx), %r13
	movq	16(%rbx), %r15
	testq	%r13, %r13
	je	.L3471
	testq	%r15, %r15
	je	.L3471
	movl	24(%rbp), %eax
	testl	%eax, %eax
	jne	.L3471
	movq	8(%rbp), %rsi
	movq	0(%rbp), %rdi
	cmpq	16(%rbp), %rsi
	je	.L3479
.L3472:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	movq	%r13, %xmm0
	addq	%rsi, %rdi
	movq	%rax, 8(%rbp)
	movq	%r15, %xmm1
	movq	%r14, (%rdi)
	punpcklqdq	%xmm1, %xmm0
	movq	%rdx, 8(%rdi)
	movups	%xmm0, 16(%rdi)
.L3471:
	addq	$8, %rbx
	cmpq	%rbx, %r12
	jne	.L3475
	addq	$24, %rsp
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
.L3479:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L3480
	movl	$512, %esi
	movl	$16, %ecx
.L3473:
	movq	%rdx, 8(%rsp)
	movq	%rcx, (%rsp)
	call	realloc@PLT
	movq	(%rsp), %rcx
	movq	8(%rsp), %rdx
	testq	%rax, %rax
	movq	%rax, %rdi
	je	.L3481
	movq	%rax, 0(%rbp)
	movq	8(%rbp), %rsi
	movq	%rcx, 16(%rbp)
	jmp	.L3472
	.p2align 4,,10
	.p2align 3
.L3480:
	leaq	(%rsi,%rsi), %rcx
	salq	$6, %rsi
	jmp	.L3473
.L3481:
	movl	$1, 24(%rbp)
	jmp	.L3471
	.cfi_endproc
.LFE95:
	.size	closed_form_open, .-closed_form_open
	.section	.rodata.str1.8
	.align 8
.LC536:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC537:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB189:
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
	movq	%rcx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r8, %rbx
	subq	$33144, %rsp
	.cfi_def_cfa_offset 33200
	leaq	208(%rsp), %rax
	movl	%esi, 28(%rsp)
	movq	33200(%rsp), %r12
	movq	%rdx, 40(%rsp)
	movl	%esi, %edx
	movq	%rdi, %rsi
	movq	%rax, %rdi
	movq	%r9, 56(%rsp)
	movq	%rax, 32(%rsp)
	call	walk_start
	testl	%eax, %eax
	jne	.L3507
	movq	$0, (%r12)
	leaq	96(%rsp), %rax
	movq	%r13, %rsi
	leaq	80(%rsp), %r14
	movq	$0, (%rbx)
	movq	%rax, %rdi
	xorl	%r13d, %r13d
	movq	%rax, 48(%rsp)
	call	due_restart
	leaq	368(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L3490
	.p2align 4,,10
	.p2align 3
.L3509:
	movq	16(%rsp), %rsi
	movq	48(%rsp), %rdi
	movl	$4096, %edx
	call	due_fill
	movq	%r12, 33200(%rsp)
	movq	33200(%rsp), %rcx
	movq	%rax, %r12
.L3488:
	movq	16(%rsp), %rax
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rcx, 33200(%rsp)
	movq	%r12, 296(%rsp)
	movq	%rax, 288(%rsp)
	movq	%r13, 304(%rsp)
	movq	%r13, 312(%rsp)
	call	clock_gettime@PLT
	movq	(%rbx), %rax
	movq	40(%rsp), %rdi
	movq	%rbp, %rdx
	imulq	$1000000000, 80(%rsp), %r8
	movq	88(%rsp), %r9
	leaq	(%rdi,%rax,8), %rsi
	movq	32(%rsp), %rdi
	subq	%rax, %rdx
	movq	%r9, (%rsp)
	movq	%r8, 8(%rsp)
	call	walk_run
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rax, %r15
	call	clock_gettime@PLT
	movq	(%rsp), %r9
	imulq	$1000000000, 80(%rsp), %rax
	movq	8(%rsp), %r8
	movq	33200(%rsp), %rcx
	subq	%r9, %rax
	addq	88(%rsp), %rax
	subq	%r8, %rax
	addq	%rax, (%rcx)
	movq	(%rbx), %rax
	addq	%r15, %rax
	movq	%rax, (%rbx)
	cmpq	%r12, 304(%rsp)
	jb	.L3487
	cmpq	%rbp, %rax
	jne	.L3486
	cmpl	$3, 28(%rsp)
	je	.L3508
.L3486:
	movq	%rcx, 33200(%rsp)
	movq	%r12, %rcx
	movq	33200(%rsp), %r12
	orq	%r15, %rcx
	je	.L3489
.L3490:
	xorl	%ecx, %ecx
	cmpl	$3, 28(%rsp)
	jne	.L3509
	movq	%r12, 33200(%rsp)
	movq	%rcx, %r12
	movq	33200(%rsp), %rcx
	jmp	.L3488
	.p2align 4,,10
	.p2align 3
.L3508:
	movq	32(%rsp), %rdi
	leaq	72(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 33200(%rsp)
	call	walk_run
	testq	%rax, %rax
	jne	.L3487
	orq	%r15, %r12
	movq	33200(%rsp), %rcx
	je	.L3489
	xorl	%r12d, %r12d
	jmp	.L3488
	.p2align 4,,10
	.p2align 3
.L3489:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3491
	call	fclose@PLT
.L3491:
	movq	232(%rsp), %rax
	movq	56(%rsp), %rdi
	movq	%rax, (%rdi)
	movq	320(%rsp), %rdi
	call	free@PLT
	movq	352(%rsp), %rax
	addq	$33144, %rsp
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
.L3487:
	.cfi_restore_state
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC537(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L3507:
	movq	stderr(%rip), %rdi
	movq	160(%r13), %rdx
	leaq	.LC536(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE189:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB274:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r10
	pxor	%xmm0, %xmm0
	movl	$46, %ecx
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
	movq	%r10, %rsi
	subq	$792, %rsp
	.cfi_def_cfa_offset 848
	leaq	416(%rsp), %rdi
	movq	%rdi, 8(%rsp)
	rep movsq
	movups	%xmm0, (%rdx)
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movq	48(%r10), %r11
	testq	%r11, %r11
	je	.L3527
	cmpl	$0, 152(%r10)
	jne	.L3527
	cmpl	$0, 72(%r10)
	movq	%rdx, %r12
	jne	.L3512
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L3537
.L3512:
	movq	552(%rsp), %rbx
	movl	$262144, %eax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	movq	%rbx, 552(%rsp)
	salq	$3, %rbx
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, (%r12)
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 8(%r12)
	movq	%rax, %r14
	call	malloc@PLT
	testq	%r14, %r14
	sete	%dl
	testq	%rbp, %rbp
	movq	%rax, 16(%r12)
	sete	%cl
	orb	%cl, %dl
	jne	.L3528
	testq	%rax, %rax
	je	.L3528
	leaq	160(%rsp), %rbx
	leaq	48(%rsp), %r14
	movq	8(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L3513
	xorl	%ebx, %ebx
	cmpq	$0, 552(%rsp)
	je	.L3517
	.p2align 4,,10
	.p2align 3
.L3514:
	movq	16(%r12), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbx,8), %rbp
	addq	$1, %rbx
	call	due_next
	movq	%rax, 0(%rbp)
	cmpq	552(%rsp), %rbx
	jb	.L3514
.L3517:
	leaq	88(%rsp), %rdi
	leaq	40(%rsp), %rbx
	call	numbers_close
	movq	16(%r12), %rax
	leaq	24(%rsp), %rbp
	movq	%rbx, %r8
	movq	%rbp, %r9
	movl	$1, %esi
	movq	%rax, 528(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 856
	leaq	40(%rsp), %r14
	pushq	%r14
	.cfi_def_cfa_offset 864
	movq	24(%rsp), %r15
	movq	568(%rsp), %rcx
	movq	(%r12), %rdx
	movq	%r15, %rdi
	call	walk_all
	movq	8(%r12), %rdx
	movq	%rbx, %r8
	movq	%rbp, %r9
	movq	568(%rsp), %rcx
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	%r14, (%rsp)
	call	walk_all
	movq	568(%rsp), %r14
	movq	32(%r12), %rbx
	movq	%r14, 24(%r12)
	popq	%rdx
	.cfi_def_cfa_offset 856
	popq	%rcx
	.cfi_def_cfa_offset 848
	cmpq	%r14, %rbx
	jnb	.L3538
	movq	16(%r12), %rcx
	movq	8(%r12), %r15
	movq	480(%rsp), %rdx
	jmp	.L3518
	.p2align 4,,10
	.p2align 3
.L3520:
	addq	$1, %rbx
	movq	%rbx, 32(%r12)
	cmpq	%rbx, %r14
	je	.L3519
.L3518:
	movq	(%r15,%rbx,8), %rax
	addq	(%rcx,%rbx,8), %rax
	cmpq	%rax, %rdx
	jnb	.L3520
	movq	%rbx, 40(%r12)
	movq	%rbx, %rbp
	cmpq	%r14, %rbx
	jb	.L3521
	jmp	.L3523
	.p2align 4,,10
	.p2align 3
.L3524:
	addq	$1, %rbp
	movq	%rbp, 40(%r12)
	cmpq	%rbp, %r14
	je	.L3523
.L3521:
	movq	8(%rsp), %rdi
	movq	(%r15,%rbp,8), %r13
	movq	%rbp, %rsi
	call	service_of
	cmpq	%r13, %rax
	jb	.L3524
.L3523:
	xorl	%eax, %eax
	cmpq	%r14, %rbx
	setnb	%al
	jmp	.L3510
.L3527:
	movl	$1, %eax
.L3510:
	addq	$792, %rsp
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
.L3537:
	.cfi_restore_state
	movq	80(%r10), %rcx
	movq	64(%r10), %rax
	xorl	%edx, %edx
	divq	%rcx
	subq	(%r10), %rcx
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%r11, %rax
	divq	%rcx
	leaq	1(%rbx,%rsi), %rcx
	addq	%rcx, %rax
	cmpq	$1, %rdx
	movq	136(%r10), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, 552(%rsp)
	jmp	.L3512
.L3538:
	movq	%rbx, 40(%r12)
	jmp	.L3523
.L3528:
	orl	$-1, %eax
	jmp	.L3510
.L3513:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC396(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L3519:
	movq	%r14, 40(%r12)
	jmp	.L3523
	.cfi_endproc
.LFE274:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	score_reference, @function
score_reference:
.LFB240:
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
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$200, %rsp
	.cfi_def_cfa_offset 256
	movq	16(%rsi), %r12
	movq	%rdi, 24(%rsp)
	movq	%rsi, 64(%rsp)
	movq	8(%r12), %rdi
	movq	24(%r12), %rsi
	movq	%rdx, 16(%rsp)
	call	sorted_copy
	movq	8(%rbp), %rsi
	movq	0(%rbp), %rdi
	movq	%rax, %rbx
	call	sorted_copy
	movl	$1, %edx
	movq	%rax, 48(%rsp)
	movq	8(%rbp), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	movq	24(%rbp), %rsi
	movq	16(%rbp), %rdi
	leaq	120(%rsp), %rdx
	movq	%rax, 32(%rsp)
	movq	%rax, %r13
	movq	$0, 120(%rsp)
	call	send_gaps.constprop.0.isra.0
	movq	16(%rsp), %rdi
	movl	$114, %ecx
	movq	%rax, 40(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	rep stosq
	testq	%rbx, %rbx
	je	.L3540
	cmpq	$0, 48(%rsp)
	je	.L3540
	movq	%r13, %rcx
	testq	%r13, %r13
	je	.L3540
	testq	%rsi, %rsi
	je	.L3540
	movq	%rbp, %r13
	movq	8(%rbp), %rbp
	movq	%rcx, %rdi
	movq	%rcx, 32(%rsp)
	movq	0(%r13), %rsi
	leaq	0(,%rbp,8), %rdx
	call	memcpy@PLT
	movq	32(%rsp), %rdi
	movq	16(%rsp), %rcx
	movq	%rbp, %rsi
	movq	24(%rsp), %rdx
	call	ref_osummary
	movdqu	32(%r13), %xmm1
	movq	16(%rsp), %rdi
	movq	120(%rsp), %r8
	movaps	%xmm1, (%rsp)
	movups	%xmm1, 808(%rdi)
	testq	%r8, %r8
	jne	.L3627
.L3541:
	movq	16(%rsp), %rax
	movq	%r12, %r9
	xorl	%ebp, %ebp
	leaq	80(%rax), %r15
	movq	%r15, %r12
	jmp	.L3547
	.p2align 4,,10
	.p2align 3
.L3630:
	testq	%rdx, %rdx
	je	.L3565
	movq	16(%rsp), %rax
	movl	$1, 872(%rax,%rbp,4)
	cmpq	$1, %rbp
	je	.L3628
.L3548:
	movq	24(%r9), %rsi
	movq	24(%rsp), %rcx
	movq	%r12, %r8
	movq	%rbx, %rdi
	movq	%r9, (%rsp)
	call	dist_score
	movq	(%rsp), %r9
	testl	%eax, %eax
	jne	.L3626
.L3565:
	addq	$1, %rbp
	addq	$80, %r12
	cmpq	$7, %rbp
	je	.L3629
.L3547:
	movq	16(%rsp), %rax
	movq	800(%rax,%rbp,8), %rdx
	testq	%rbp, %rbp
	jne	.L3630
	movq	16(%rsp), %rax
	movl	$1, 872(%rax)
	jmp	.L3548
.L3629:
	movq	64(%rsp), %rax
	movq	%r9, %r12
	xorl	%r14d, %r14d
	movq	24(%r12), %r13
	movq	%r12, %rdi
	movq	24(%rax), %r9
	call	trace_runtime_ns
	cmpq	%r9, %r13
	jb	.L3566
	movl	$1000, %ecx
	xorl	%edx, %edx
	divq	%rcx
	xorl	%edx, %edx
	movq	%rax, %r14
	movq	%r13, %rax
	divq	%r9
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%r14, %rax
	divq	%rsi
	movq	%rax, %r14
.L3566:
	imulq	$1000, %r14, %rax
	movq	16(%rsp), %rdi
	movq	%rax, 856(%rdi)
	testq	%r13, %r13
	jne	.L3567
	leaq	160(%rsp), %r15
	leaq	640(%rdi), %rbp
	movl	$8, %ecx
	xorl	%eax, %eax
	movl	$1, 900(%rdi)
	movq	%r15, %rdi
	rep stosl
.L3568:
	cmpl	$0, 184(%rsp)
	jne	.L3594
	movq	24(%rsp), %rax
	movl	$1000, %ecx
	xorl	%edx, %edx
	movl	200(%rax), %edi
	movq	192(%rax), %rax
	divq	%rcx
	movl	%edi, (%rsp)
	movl	%edi, %edx
	movq	%rbp, %rcx
	movq	%r15, %rdi
	movq	%rax, %rsi
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L3581
	movq	16(%rsp), %rax
	xorl	%r12d, %r12d
	movq	640(%rax), %r13
	testq	%r13, %r13
	jne	.L3631
	movq	16(%rsp), %rax
.L3583:
	xorl	%edx, %edx
	movq	%rdx, 648(%rax,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	jne	.L3583
.L3586:
	movq	16(%rsp), %rdi
	movl	$1000, %eax
	imulq	$1000, 712(%rdi), %rcx
	mulq	704(%rdi)
	addq	%rcx, %rdx
	movq	%rax, 704(%rdi)
	movq	%rdx, 712(%rdi)
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3571
.L3627:
	movq	40(%rsp), %rsi
	xorl	%ebp, %ebp
	orq	$-1, %r13
	xorl	%edi, %edi
	movq	%rsi, %rdx
	leaq	(%rsi,%r8,8), %rcx
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L3542:
	movq	(%rdx), %rax
	xorl	%r15d, %r15d
	addq	%rax, %rsi
	adcq	%r15, %rdi
	cmpq	%rax, %r13
	cmova	%rax, %r13
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L3542
	movq	%rsi, %rax
	xorl	%ecx, %ecx
	movq	%rdi, %rsi
	movq	%r8, %rdx
	movq	%rax, %rdi
	movq	%r8, (%rsp)
	call	__udivti3@PLT
	movq	16(%rsp), %rcx
	movq	(%rsp), %r8
	xorl	%edi, %edi
	movl	$99999, %esi
	movq	%rax, 824(%rcx)
	movl	$50000, %eax
	movq	%r13, 840(%rcx)
	mulq	%r8
	movq	%rbp, 848(%rcx)
	movq	24(%rsp), %rcx
	cmpl	$0, 200(%rcx)
	jne	.L3543
	movl	$50000, %esi
	xorl	%edi, %edi
.L3543:
	addq	%rsi, %rax
	movq	%r8, (%rsp)
	adcq	%rdi, %rdx
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movq	(%rsp), %r8
	movq	40(%rsp), %rdi
	cmpq	%rax, %r8
	movq	%r8, %rsi
	cmovbe	%r8, %rax
	leaq	-1(%rax), %rdx
	call	nth_smallest
	movq	16(%rsp), %rdi
	movq	%rax, 832(%rdi)
	jmp	.L3541
.L3567:
	movabsq	$67108863999, %rax
	cmpq	-8(%rbx,%r13,8), %rax
	movq	16(%rsp), %rax
	jb	.L3569
	leaq	160(%rsp), %r15
	leaq	640(%rax), %rbp
	movl	$8, %ecx
	movl	$1, 900(%rax)
	movq	%r15, %rdi
	xorl	%eax, %eax
	movq	%r15, 56(%rsp)
	movabsq	$2361183241434822607, %r12
	rep stosl
	leaq	(%r14,%r14), %rax
	movq	%rbp, 80(%rsp)
	movq	%rbx, %rbp
	movq	%rax, 72(%rsp)
	movq	%r13, %rbx
	.p2align 4,,10
	.p2align 3
.L3570:
	movq	0(%rbp,%rcx,8), %rdx
	movq	%rcx, %r13
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	movq	%rdx, %r15
	cmpq	%rbx, %rcx
	jb	.L3572
	jmp	.L3632
	.p2align 4,,10
	.p2align 3
.L3575:
	addq	$1, %r13
	cmpq	%r13, %rbx
	je	.L3574
.L3572:
	movq	0(%rbp,%r13,8), %rdx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	cmpq	%rdx, %r15
	je	.L3575
.L3574:
	movq	%r13, %r8
	subq	%rcx, %r8
	je	.L3579
	movl	184(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L3579
	movq	56(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r8, (%rsp)
	call	dist_add.part.0
	movq	(%rsp), %r8
.L3579:
	testq	%r14, %r14
	je	.L3580
.L3577:
	movq	72(%rsp), %rax
	cmpq	%rax, %r15
	jnb	.L3633
.L3580:
	movq	%r13, %rcx
	cmpq	%rbx, %r13
	jb	.L3570
.L3623:
	movq	%rbp, %rbx
	movq	56(%rsp), %r15
	movq	80(%rsp), %rbp
	jmp	.L3568
.L3628:
	movq	64(%rsp), %rax
	movl	$8, %esi
	movq	%r9, (%rsp)
	movq	%rdx, 72(%rsp)
	movq	24(%rax), %r8
	leaq	1(%r8), %rdi
	movq	%r8, 56(%rsp)
	call	calloc@PLT
	movq	(%rsp), %r9
	movl	$1, %edi
	movq	%rax, %r14
	movq	24(%r9), %rbp
	testq	%rbp, %rbp
	cmovne	%rbp, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	leaq	128(%rsp), %r10
	movl	$8, %ecx
	movq	%rax, %r11
	movq	%r10, %rdi
	xorl	%eax, %eax
	rep stosl
	testq	%r14, %r14
	je	.L3598
	testq	%r11, %r11
	movq	(%rsp), %r9
	movq	56(%rsp), %r8
	movq	72(%rsp), %rdx
	je	.L3598
	testq	%rbp, %rbp
	je	.L3551
	movq	16(%r9), %r13
	movq	%r13, %rax
	leaq	0(%r13,%rbp,8), %rsi
	.p2align 4,,10
	.p2align 3
.L3552:
	movq	(%rax), %rcx
	addq	$8, %rax
	addq	$1, 8(%r14,%rcx,8)
	cmpq	%rax, %rsi
	jne	.L3552
	testq	%r8, %r8
	je	.L3556
.L3553:
	movq	(%r14), %rcx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3555:
	addq	$1, %rax
	addq	(%r14,%rax,8), %rcx
	movq	%rcx, (%r14,%rax,8)
	cmpq	%r8, %rax
	jb	.L3555
	testq	%rbp, %rbp
	je	.L3559
	movq	16(%r9), %r13
.L3556:
	movq	8(%r9), %r15
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3554:
	movq	0(%r13,%rax,8), %rcx
	leaq	(%r14,%rcx,8), %rsi
	movq	(%rsi), %rcx
	leaq	1(%rcx), %rdi
	movq	%rdi, (%rsi)
	movq	(%r15,%rax,8), %rsi
	addq	$1, %rax
	movq	%rsi, (%r11,%rcx,8)
	cmpq	%rbp, %rax
	jb	.L3554
.L3559:
	testq	%r8, %r8
	je	.L3558
	movq	%r8, 80(%rsp)
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	leaq	160(%rsp), %r15
	movq	%r9, 96(%rsp)
	movq	%rbx, 88(%rsp)
	movq	%r11, (%rsp)
	movq	%r12, 104(%rsp)
	movq	%rdx, 72(%rsp)
	movq	%r10, 56(%rsp)
	jmp	.L3557
	.p2align 4,,10
	.p2align 3
.L3562:
	movq	160(%rsp), %rdi
	addq	$1, %rbp
	call	free@PLT
	cmpq	%rbp, 80(%rsp)
	je	.L3634
.L3557:
	movq	%r13, %rax
	movq	(%r14,%rbp,8), %r13
	movq	(%rsp), %rdi
	pxor	%xmm0, %xmm0
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movaps	%xmm0, 160(%rsp)
	movq	%r13, %rbx
	leaq	(%rdi,%rax,8), %r12
	movaps	%xmm0, 176(%rsp)
	subq	%rax, %rbx
	movq	%r12, %rdi
	movq	%rbx, %rsi
	call	qsort@PLT
	movq	%r15, %rdx
	movq	%rbx, %rsi
	movq	%r12, %rdi
	call	dist_of_sorted
	movq	56(%rsp), %rdx
	movq	72(%rsp), %rsi
	movq	%r15, %rdi
	call	dist_correct
	movl	184(%rsp), %edi
	testl	%edi, %edi
	je	.L3562
	movq	(%rsp), %r11
	movq	88(%rsp), %rbx
	movq	%r14, 24(%rsp)
	movq	160(%rsp), %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	24(%rsp), %rdi
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	128(%rsp), %rdi
	call	free@PLT
.L3540:
	orl	$-1, %r13d
	jmp	.L3563
.L3569:
	xorl	%esi, %esi
	movl	%esi, 900(%rax)
.L3571:
	movq	64(%rsp), %rax
	movl	48(%rax), %r13d
	testl	%r13d, %r13d
	je	.L3563
	movq	40(%rax), %rdx
	xorl	%r13d, %r13d
	testq	%rdx, %rdx
	jne	.L3635
.L3563:
	movq	%rbx, %rdi
	call	free@PLT
	movq	48(%rsp), %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	40(%rsp), %rdi
	call	free@PLT
	addq	$200, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%r13d, %eax
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
.L3594:
	.cfi_restore_state
	orl	$-1, %r13d
.L3581:
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3563
.L3633:
	movq	%r15, %rsi
	xorl	%edx, %edx
	movq	56(%rsp), %rdi
	subq	%r14, %rsi
	leaq	-1(%rsi), %rax
	divq	%r14
	movq	%r14, %rdx
	movq	%rax, %rcx
	call	dist_add
	jmp	.L3580
.L3635:
	movq	16(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	24(%rsp), %rcx
	movl	$1, 904(%rax)
	movq	8(%rdi), %rsi
	leaq	720(%rax), %r8
	movq	%rdx, 864(%rax)
	movq	48(%rsp), %rdi
	call	dist_score
.L3626:
	movl	%eax, %r13d
	jmp	.L3563
.L3634:
	movq	96(%rsp), %r9
	movq	88(%rsp), %rbx
	movq	(%rsp), %r11
	movq	104(%rsp), %r12
	movq	56(%rsp), %r10
.L3558:
	cmpl	$0, 152(%rsp)
	movq	128(%rsp), %rbp
	jne	.L3636
	movq	16(%rsp), %rax
	movq	%r10, %rdi
	movq	%r11, 72(%rsp)
	movq	%r9, 56(%rsp)
	leaq	160(%rax), %rcx
	movq	24(%rsp), %rax
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movq	%r14, %rdi
	movl	%eax, (%rsp)
	call	free@PLT
	movq	72(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movl	(%rsp), %eax
	testl	%eax, %eax
	jne	.L3626
	movq	56(%rsp), %r9
	addq	$80, %r12
	movl	$2, %ebp
	jmp	.L3547
.L3632:
	testq	%r14, %r14
	je	.L3623
	xorl	%r8d, %r8d
	jmp	.L3577
.L3631:
	leaq	PCT_MILLI(%rip), %rbp
	movq	%rax, %r14
	jmp	.L3585
.L3637:
	mulq	%r13
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r13, %rsi
	cmova	%r13, %rsi
.L3584:
	movq	%r15, %rdi
	call	dist_at_rank
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%r14,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	je	.L3586
.L3585:
	movq	0(%rbp,%r12), %rax
	cmpq	$100000, %rax
	jne	.L3637
	movq	%r13, %rsi
	jmp	.L3584
.L3551:
	testq	%r8, %r8
	jne	.L3553
	jmp	.L3558
.L3636:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L3540
.L3598:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L3540
	.cfi_endproc
.LFE240:
	.size	score_reference, .-score_reference
	.section	.rodata.str1.1
.LC538:
	.string	"an exponential of mean "
.LC539:
	.string	"population"
.LC540:
	.string	"sessions"
	.section	.rodata.str1.8
	.align 8
.LC541:
	.string	"bench: more than 65536 sessions were active at once (the server falls behind them): lower --sessions or --return-prob\n"
	.section	.rodata.str1.1
.LC542:
	.string	"for the users' walk"
	.section	.rodata.str1.8
	.align 8
.LC543:
	.string	"bench: the users sent 8388608 requests before the end of the run, and every one is kept: shorten --duration\n"
	.section	.rodata.str1.1
.LC544:
	.string	"for the scoreboard"
.LC545:
	.string	"requests"
.LC546:
	.string	"users"
.LC547:
	.string	"requests_that_differ"
.LC548:
	.string	"users=none"
	.section	.rodata.str1.8
	.align 8
.LC549:
	.string	"coordinated omission on a virtual clock (%s): users, their own recording, and what correcting it does\n"
	.align 8
.LC550:
	.string	"users: a closed population of %lu; each thinks %s%s us, sends one request and waits for its reply, again and again"
	.align 8
.LC551:
	.string	"users: sessions arriving %.1f a second (Poisson); each sends a request, waits for the reply, and with probability %.4g thinks %s%s us and sends another (%.2f requests a session on average)"
	.section	.rodata.str1.1
.LC552:
	.string	"; requests sent before %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC553:
	.string	"checks: the users' walk against a reference walk (a heap against a scan, the fast server against the reference's), request by request, and every number below computed both ways"
	.section	.rodata.str1.1
.LC554:
	.string	"corrected-cycle"
.LC555:
	.string	"corrected-think"
	.section	.rodata.str1.8
	.align 8
.LC556:
	.string	"(us; the users' recording is the truth: each waited once for each request; corrected at think + mean response, %s us, and at the think time, %s us)\n"
	.align 8
.LC557:
	.string	"\nThe users waited %s at p99; corrected at the cycle the same data read %s, %s times what anyone waited"
	.section	.rodata.str1.1
.LC558:
	.string	", and at the think time %s"
.LC559:
	.string	"."
	.section	.rodata.str1.8
	.align 8
.LC560:
	.string	"%lu requests, %.1f a second; mean response %.2f us"
	.align 8
.LC561:
	.string	"; the response-time law N/X - Z gives %.2f us (%+.3f %%, tolerance 0.1 %%)"
	.align 8
.LC562:
	.string	"; %lu sessions, %.2f requests each"
	.align 8
.LC563:
	.string	"theory: mean value analysis (exponential service, no stall): R = %.2f us at %.1f a second; measured %.2f us (%+.2f %%, tolerance %.2f %%: four standard errors of %d batch means)\n"
	.align 8
.LC564:
	.string	"warning: the mean response time is outside its tolerance"
	.section	.rodata.str1.1
.LC565:
	.string	"the users' own recording"
	.section	.rodata.str1.8
	.align 8
.LC566:
	.string	"RESULT users kind=%s users=%lu requests=%lu throughput_per_s=%.1f mean_response_ns=%.0f"
	.align 8
.LC568:
	.string	" law_response_ns=%.0f law_err_pct=%.4f ok=%d"
	.align 8
.LC569:
	.string	"RESULT ratio name=corrected_users_p99 value=%s\n"
	.align 8
.LC570:
	.string	"RESULT theory queue=MVA users=%lu think_ns=%lu mean_ns=%.0f throughput_per_s=%.1f measured_mean_ns=%.0f err_pct=%.3f tolerance_pct=%.3f ok=%d\n"
	.align 8
.LC571:
	.string	"RESULT checked_against=reference"
	.text
	.p2align 4
	.type	run_users, @function
run_users:
.LFB375:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r11
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
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
	subq	$2232, %rsp
	.cfi_def_cfa_offset 2288
	movq	%rsi, 112(%rsp)
	leaq	1312(%rsp), %rdi
	movq	%r11, %rsi
	movq	%r11, (%rsp)
	movaps	%xmm0, 288(%rsp)
	movaps	%xmm0, 304(%rsp)
	movaps	%xmm0, 208(%rsp)
	movl	%edx, 108(%rsp)
	movq	$0, 320(%rsp)
	movq	$0, 224(%rsp)
	movq	%rdi, 24(%rsp)
	movaps	%xmm1, 128(%rsp)
	call	server_init
	movq	(%rsp), %r11
	pxor	%xmm0, %xmm0
	movq	$0, 272(%rsp)
	movaps	%xmm0, 240(%rsp)
	cmpq	$0, 304(%r11)
	movaps	%xmm0, 256(%rsp)
	je	.L3639
	leaq	208(%rsp), %r12
	xorl	%ebx, %ebx
	movq	%r11, %rbp
	movq	%r12, 72(%rsp)
	jmp	.L3641
	.p2align 4,,10
	.p2align 3
.L3640:
	movq	%rbx, 408(%rsp)
	subq	$32, %rsp
	.cfi_def_cfa_offset 2320
	movq	%r12, %rdi
	addq	$1, %rbx
	movq	%rsi, 432(%rsp)
	movq	$0, 448(%rsp)
	movdqa	432(%rsp), %xmm6
	movq	$0, 16(%rsp)
	movups	%xmm6, (%rsp)
	call	uheap_push
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	cmpq	304(%rbp), %rbx
	jnb	.L3821
	testl	%eax, %eax
	jne	.L3821
.L3641:
	movl	336(%rbp), %edi
	movq	328(%rbp), %rsi
	testl	%edi, %edi
	je	.L3640
	movq	96(%rbp), %rdi
	xorl	%ecx, %ecx
	movq	%rbx, %rdx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3640
.L3821:
	xorl	%ecx, %ecx
	movl	%eax, 104(%rsp)
	movq	%rbp, %r11
	movq	%rcx, 32(%rsp)
.L3643:
	leaq	240(%rsp), %rax
	movl	104(%rsp), %r10d
	xorl	%ebx, %ebx
	movq	%r11, %r12
	movq	%rax, 48(%rsp)
	leaq	336(%rsp), %rax
	movq	208(%rsp), %r15
	movq	%rax, 40(%rsp)
	testl	%r10d, %r10d
	jne	.L3905
	movq	216(%rsp), %r8
	testq	%r8, %r8
	je	.L3896
.L3913:
	movq	(%r15), %rbp
	cmpq	344(%r12), %rbp
	jnb	.L3896
	movq	264(%rsp), %rsi
	cmpq	$8388607, %rsi
	ja	.L3896
	movq	8(%r15), %rax
	subq	$1, %r8
	movq	16(%r15), %r13
	movq	%r8, 216(%rsp)
	movq	%rax, 16(%rsp)
	leaq	(%r8,%r8,2), %rax
	leaq	(%r15,%rax,8), %rax
	movdqu	(%rax), %xmm0
	movq	16(%rax), %rcx
	movhps	%xmm0, 8(%rsp)
	cmpq	$1, %r8
	jbe	.L3646
	movl	$1, %eax
	xorl	%esi, %esi
	movq	%xmm0, (%rsp)
	jmp	.L3653
	.p2align 4,,10
	.p2align 3
.L3906:
	xorl	%r14d, %r14d
	cmpq	%r9, %r11
	setb	%r14b
.L3649:
	testl	%r14d, %r14d
	cmovne	%r11, %r9
	cmovne	%rdx, %rdi
	cmovne	%r10, %rax
.L3647:
	movq	(%rsp), %rdx
	cmpq	%rdx, %r9
	jne	.L3904
	movq	8(%rsp), %rdx
	cmpq	%rdx, 8(%rdi)
.L3904:
	setb	%dl
	movzbl	%dl, %edx
	testl	%edx, %edx
	je	.L3652
	movdqu	(%rdi), %xmm7
	leaq	(%rsi,%rsi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movups	%xmm7, (%rdx)
	movq	16(%rdi), %rsi
	movq	%rsi, 16(%rdx)
	leaq	1(%rax,%rax), %rdx
	movq	%rax, %rsi
	cmpq	%r8, %rdx
	jnb	.L3652
	movq	%rdx, %rax
.L3653:
	leaq	1(%rsi), %rdx
	leaq	(%rax,%rax,2), %rdi
	leaq	(%r15,%rdi,8), %rdi
	leaq	(%rdx,%rdx), %r10
	movq	(%rdi), %r9
	cmpq	%r8, %r10
	jnb	.L3647
	addq	%r10, %rdx
	salq	$4, %rdx
	addq	%r15, %rdx
	movq	(%rdx), %r11
	cmpq	%r11, %r9
	jne	.L3906
	movq	8(%rdi), %r14
	cmpq	%r14, 8(%rdx)
	setb	%r14b
	movzbl	%r14b, %r14d
	jmp	.L3649
.L3646:
	movq	304(%r12), %rax
	orq	%r13, %rax
	cmpq	%rbx, %rbp
	cmovnb	%rbp, %rbx
	movq	%rbx, %r14
	testq	%r8, %r8
	jne	.L3907
	testq	%rax, %rax
	je	.L3785
	movl	8(%r12), %r15d
	testl	%r15d, %r15d
	jne	.L3659
.L3911:
	cmpq	$0, 40(%r12)
	movq	(%r12), %rdx
	je	.L3908
.L3661:
	movq	24(%rsp), %rdi
	movq	%r14, %rsi
	call	serve_random
	movq	%rax, %rbx
.L3662:
	movq	16(%rsp), %rcx
	movq	48(%rsp), %rdi
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	subq	%rbp, %rdx
	call	trace_add
	cmpq	$0, 304(%r12)
	movl	%eax, %r15d
	je	.L3668
	testl	%eax, %eax
	je	.L3909
.L3658:
	movq	208(%rsp), %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movq	%rax, 64(%rsp)
.L3677:
	movq	48(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	cmpl	$-3, %r15d
	je	.L3910
.L3710:
	leaq	.LC542(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
.L3638:
	addq	$2232, %rsp
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
.L3907:
	.cfi_restore_state
	xorl	%esi, %esi
.L3793:
	leaq	(%rsi,%rsi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movq	%rcx, 16(%rdx)
	movups	%xmm0, (%rdx)
	testq	%rax, %rax
	je	.L3785
	cmpq	$65537, %r8
	ja	.L3795
.L3916:
	movl	8(%r12), %r15d
	movq	264(%rsp), %rsi
	testl	%r15d, %r15d
	je	.L3911
.L3659:
	movq	%r12, %rdi
	call	service_of
	cmpq	$0, 40(%r12)
	movq	%rax, %rdx
	jne	.L3661
.L3908:
	movq	1312(%rsp), %rax
	leaq	(%r14,%rdx), %rbx
	cmpq	%rbx, %rax
	jnb	.L3662
	movq	48(%r12), %r8
	cmpq	%rax, %r14
	jnb	.L3663
	addq	%r8, %rbx
.L3664:
	addq	$1, 1320(%rsp)
	movq	56(%r12), %r9
	testq	%r9, %r9
	jne	.L3665
	movq	$-1, 1312(%rsp)
	jmp	.L3662
	.p2align 4,,10
	.p2align 3
.L3652:
	movq	304(%r12), %rax
	orq	%r13, %rax
	cmpq	%rbx, %rbp
	cmovnb	%rbp, %rbx
	movq	%rbx, %r14
	jmp	.L3793
	.p2align 4,,10
	.p2align 3
.L3668:
	movq	16(%rsp), %rdx
	movq	96(%r12), %r9
	movl	%r13d, %eax
	movabsq	$5928237209932943442, %rsi
	movsd	320(%r12), %xmm1
	salq	$32, %rdx
	movq	%r9, %rdi
	orq	%rax, %rdx
	call	draw_u01
	comisd	%xmm0, %xmm1
	jbe	.L3672
	testl	%r15d, %r15d
	jne	.L3658
	movl	336(%r12), %r11d
	movq	328(%r12), %rsi
	testl	%r11d, %r11d
	jne	.L3912
.L3675:
	leaq	(%rsi,%rbx), %rax
	addq	$1, %r13
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
.L3903:
	movq	%r13, 416(%rsp)
	subq	$32, %rsp
	.cfi_def_cfa_offset 2320
	movq	104(%rsp), %rdi
	movq	%r13, 16(%rsp)
	movups	%xmm0, (%rsp)
	call	uheap_push
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	movl	%eax, %r15d
.L3672:
	testl	%r15d, %r15d
	jne	.L3658
	movq	216(%rsp), %r8
	movq	208(%rsp), %r15
	testq	%r8, %r8
	jne	.L3913
.L3896:
	movq	%r15, %rdi
	movq	%r12, (%rsp)
	call	free@PLT
	movq	(%rsp), %r11
	movl	$64, %eax
	movq	304(%r11), %r15
	cmpq	%rax, %r15
	cmovnb	%r15, %rax
	leaq	0(,%rax,8), %rbx
	movq	%rax, 88(%rsp)
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %r14
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%rax, 32(%rsp)
	xorl	%eax, %eax
	movq	%rax, 312(%rsp)
	testq	%r14, %r14
	je	.L3680
	testq	%rbp, %rbp
	movq	(%rsp), %r11
	je	.L3680
	cmpq	$0, 32(%rsp)
	je	.L3680
	leaq	1324(%rsp), %rdx
	xorl	%eax, %eax
	movl	$21, %ecx
	xorl	%r9d, %r9d
	movq	%rdx, %rdi
	rep stosl
	orq	$-1, %rax
	cmpq	$0, 48(%r11)
	movq	%r11, 1312(%rsp)
	movl	%r9d, 1320(%rsp)
	movq	%r11, 1392(%rsp)
	je	.L3681
	movq	64(%r11), %rax
.L3681:
	movq	160(%r11), %rdi
	movl	$8, %esi
	movq	%rax, 1408(%rsp)
	movq	%r11, (%rsp)
	call	calloc@PLT
	movq	%rax, 1360(%rsp)
	movq	%rax, %r13
	testq	%rax, %rax
	je	.L3680
	testq	%r15, %r15
	movq	(%rsp), %r11
	je	.L3683
	movq	%r15, %r9
	movl	336(%r11), %ebx
	movq	%rbp, %r15
	xorl	%r12d, %r12d
	movq	%rax, 8(%rsp)
	movq	32(%rsp), %r13
	movl	%ebx, %ebp
	movq	%r11, %rbx
	jmp	.L3685
	.p2align 4,,10
	.p2align 3
.L3684:
	movq	%rsi, (%r14,%r12,8)
	movq	%r12, (%r15,%r12,8)
	movq	$0, 0(%r13,%r12,8)
	addq	$1, %r12
	cmpq	%r12, %r9
	je	.L3914
.L3685:
	movq	328(%rbx), %rsi
	testl	%ebp, %ebp
	je	.L3684
	movq	96(%rbx), %rdi
	xorl	%ecx, %ecx
	movq	%r12, %rdx
	movq	%r9, (%rsp)
	call	think_of.part.0.isra.0
	movq	(%rsp), %r9
	movq	%rax, %rsi
	jmp	.L3684
	.p2align 4,,10
	.p2align 3
.L3909:
	movl	336(%r12), %ebp
	movq	328(%r12), %rsi
	addq	$1, %r13
	testl	%ebp, %ebp
	jne	.L3915
.L3671:
	leaq	(%rsi,%rbx), %rax
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
	jmp	.L3903
	.p2align 4,,10
	.p2align 3
.L3785:
	movq	40(%rsp), %rdi
	call	poisson_next
	comisd	.LC87(%rip), %xmm0
	jnb	.L3656
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L3657:
	movq	32(%rsp), %rax
	subq	$32, %rsp
	.cfi_def_cfa_offset 2320
	movq	$0, 448(%rsp)
	movq	%rax, 440(%rsp)
	movq	104(%rsp), %rdi
	leaq	1(%rax), %rbx
	movdqa	432(%rsp), %xmm3
	movq	$0, 16(%rsp)
	movups	%xmm3, (%rsp)
	call	uheap_push
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L3658
	movq	216(%rsp), %r8
	movq	%rbx, 32(%rsp)
	cmpq	$65537, %r8
	jbe	.L3916
.L3795:
	movl	$-3, %r15d
	jmp	.L3658
.L3656:
	subsd	.LC87(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L3657
.L3665:
	addq	%r9, %rax
	movq	%rax, 1312(%rsp)
	cmpq	%rbx, %rax
	jnb	.L3662
	movq	24(%rsp), %rdi
	movq	%rdx, %rcx
	movq	%r14, %rsi
	movq	%rbx, %rdx
	call	serve_stalls
	movq	%rax, %rbx
	jmp	.L3662
.L3663:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, %r14
	jnb	.L3664
	leaq	(%rdx,%rcx), %rbx
	jmp	.L3664
.L3915:
	movq	96(%r12), %rdi
	movq	16(%rsp), %rdx
	movq	%r13, %rcx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3671
.L3914:
	movq	8(%rsp), %r13
	movq	%r15, %rbp
	movq	%rbx, %r11
	movq	%r9, %r15
	orq	$-1, %r8
.L3686:
	xorl	%esi, %esi
	leaq	288(%rsp), %rax
	xorl	%ecx, %ecx
	movq	%rbp, (%rsp)
	movq	%rsi, 80(%rsp)
	xorl	%r12d, %r12d
	movq	%r11, %rbp
	movq	%rax, 64(%rsp)
	movq	%r8, 8(%rsp)
	movq	%r13, 96(%rsp)
	movq	%r15, %r13
	movq	%rcx, %r15
	.p2align 4,,10
	.p2align 3
.L3707:
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	testq	%r13, %r13
	je	.L3917
.L3708:
	addq	$1, %rax
	cmpq	%r13, %rax
	je	.L3918
.L3690:
	movq	(%r14,%rbx), %rcx
	cmpq	%rcx, (%r14,%rax,8)
	jb	.L3798
	jne	.L3708
	movq	(%rsp), %rcx
	movq	(%rcx,%rbx), %rdi
	cmpq	%rdi, (%rcx,%rax,8)
	jnb	.L3708
	.p2align 4,,10
	.p2align 3
.L3798:
	leaq	0(,%rax,8), %rbx
	addq	$1, %rax
	cmpq	%r13, %rax
	jne	.L3690
.L3918:
	leaq	(%r14,%rbx), %rcx
	movq	%rcx, 16(%rsp)
	movq	(%rcx), %r10
	movq	8(%rsp), %rcx
	cmpq	$-1, %rcx
	je	.L3694
	cmpq	%r10, %rcx
	jnb	.L3694
	cmpq	$65536, %rax
	je	.L3799
.L3692:
	cmpq	%r13, 88(%rsp)
	je	.L3919
.L3696:
	movq	8(%rsp), %rcx
	leaq	0(,%r13,8), %rbx
	leaq	400(%rsp), %rdi
	leaq	(%r14,%rbx), %rax
	movq	%rcx, (%rax)
	movq	%rax, 16(%rsp)
	movq	80(%rsp), %rax
	leaq	1(%rax), %rcx
	movq	%rcx, 40(%rsp)
	movq	(%rsp), %rcx
	movq	%rax, (%rcx,%r13,8)
	movq	32(%rsp), %rax
	movq	$0, (%rax,%r13,8)
	leaq	1(%r13), %rax
	movq	%rax, 56(%rsp)
	call	poisson_next
	comisd	.LC87(%rip), %xmm0
	jnb	.L3697
	cvttsd2siq	%xmm0, %rax
.L3698:
	cmpq	$-1, %r13
	je	.L3899
	movq	8(%rsp), %r10
	movq	56(%rsp), %r13
	movq	%rax, 8(%rsp)
	movq	40(%rsp), %rax
	movq	%rax, 80(%rsp)
.L3694:
	cmpq	344(%rbp), %r10
	jnb	.L3899
	cmpq	%r12, %r10
	movq	%r12, %rdx
	movq	24(%rsp), %rdi
	movq	%r15, %rsi
	cmovnb	%r10, %rdx
	movq	%r10, 40(%rsp)
	call	ref_request
	movq	40(%rsp), %r10
	movq	64(%rsp), %rdi
	movq	%rax, %r12
	movq	(%rsp), %rax
	movq	%r12, %rdx
	movq	%r10, %rsi
	leaq	(%rax,%rbx), %r15
	subq	%r10, %rdx
	movq	(%r15), %rcx
	movq	%rcx, 56(%rsp)
	call	trace_add
	testl	%eax, %eax
	jne	.L3803
	movq	32(%rsp), %rax
	addq	%rax, %rbx
	cmpq	$0, 304(%rbp)
	movq	(%rbx), %rcx
	je	.L3700
	movl	336(%rbp), %r8d
	addq	$1, %rcx
	movq	328(%rbp), %rsi
	movq	%rcx, (%rbx)
	testl	%r8d, %r8d
	jne	.L3920
.L3701:
	movq	16(%rsp), %rax
	addq	%r12, %rsi
	movq	%rsi, (%rax)
.L3706:
	movq	312(%rsp), %r15
	cmpq	$8388607, %r15
	jbe	.L3707
.L3899:
	movq	96(%rsp), %r13
	movq	%rbp, %r11
	movq	(%rsp), %rbp
	movq	%r11, (%rsp)
	movq	%r13, %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	264(%rsp), %rsi
	movq	(%rsp), %r11
	cmpq	$8388607, %rsi
	ja	.L3921
	movq	312(%rsp), %rax
	movq	248(%rsp), %rcx
	cmpq	%rax, %rsi
	movq	%rax, %rdi
	movq	%rcx, 16(%rsp)
	cmovbe	%rsi, %rdi
	testq	%rdi, %rdi
	je	.L3922
	movq	240(%rsp), %r9
	movq	288(%rsp), %r8
	xorl	%edx, %edx
	xorl	%r12d, %r12d
	movq	296(%rsp), %r10
	movq	256(%rsp), %rbx
	movq	304(%rsp), %rbp
	movq	16(%rsp), %r13
	jmp	.L3716
	.p2align 4,,10
	.p2align 3
.L3715:
	addq	$1, %rdx
	addq	%rcx, %r12
	cmpq	%rdi, %rdx
	je	.L3923
.L3716:
	movq	(%r8,%rdx,8), %r14
	movl	$1, %ecx
	cmpq	%r14, (%r9,%rdx,8)
	jne	.L3715
	movq	(%r10,%rdx,8), %r14
	cmpq	%r14, 0(%r13,%rdx,8)
	jne	.L3715
	movq	0(%rbp,%rdx,8), %rcx
	cmpq	%rcx, (%rbx,%rdx,8)
	setne	%cl
	movzbl	%cl, %ecx
	jmp	.L3715
	.p2align 4,,10
	.p2align 3
.L3700:
	movq	56(%rsp), %rdx
	movq	96(%rbp), %r10
	movl	%ecx, %eax
	movq	%rcx, 40(%rsp)
	movsd	320(%rbp), %xmm1
	movabsq	$5928237209932943442, %rsi
	salq	$32, %rdx
	movq	%r10, %rdi
	orq	%rax, %rdx
	call	draw_u01
	comisd	%xmm0, %xmm1
	jbe	.L3882
	movl	336(%rbp), %edi
	movq	328(%rbp), %rsi
	movq	40(%rsp), %rcx
	testl	%edi, %edi
	jne	.L3924
.L3705:
	movq	16(%rsp), %rax
	addq	%r12, %rsi
	addq	$1, %rcx
	movq	%rcx, (%rbx)
	movq	%rsi, (%rax)
	jmp	.L3706
	.p2align 4,,10
	.p2align 3
.L3882:
	subq	$1, %r13
	movq	16(%rsp), %rcx
	movq	(%r14,%r13,8), %rax
	movq	%rax, (%rcx)
	movq	(%rsp), %rax
	movq	(%rax,%r13,8), %rax
	movq	%rax, (%r15)
	movq	32(%rsp), %rax
	movq	(%rax,%r13,8), %rax
	movq	%rax, (%rbx)
	jmp	.L3706
	.p2align 4,,10
	.p2align 3
.L3697:
	subsd	.LC87(%rip), %xmm0
	movabsq	$-9223372036854775808, %rcx
	cvttsd2siq	%xmm0, %rax
	xorq	%rcx, %rax
	jmp	.L3698
	.p2align 4,,10
	.p2align 3
.L3920:
	movq	96(%rbp), %rdi
	movq	56(%rsp), %rdx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3701
	.p2align 4,,10
	.p2align 3
.L3919:
	movq	88(%rsp), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rax), %rcx
	salq	$4, %rax
	movq	%rax, %rsi
	movq	%rcx, 40(%rsp)
	movq	%rax, 16(%rsp)
	call	realloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L3803
	movq	16(%rsp), %rsi
	movq	(%rsp), %rdi
	call	realloc@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L3801
	movq	16(%rsp), %rsi
	movq	32(%rsp), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L3802
	movq	40(%rsp), %rcx
	movq	%r14, (%rsp)
	movq	%rbx, %r14
	movq	%rax, 32(%rsp)
	movq	%rcx, 88(%rsp)
	jmp	.L3696
.L3917:
	cmpq	$-1, 8(%rsp)
	jne	.L3692
	jmp	.L3899
.L3924:
	movq	56(%rsp), %rdx
	movq	%r10, %rdi
	call	think_of.part.0.isra.0
	movq	40(%rsp), %rcx
	movq	%rax, %rsi
	jmp	.L3705
.L3639:
	movsd	312(%r11), %xmm0
	leaq	336(%rsp), %rdi
	movq	%r11, (%rsp)
	movabsq	$6000293695718379091, %rax
	movq	$0x000000000, 344(%rsp)
	xorq	96(%r11), %rax
	movq	%rax, 352(%rsp)
	movsd	%xmm0, 336(%rsp)
	call	poisson_next
	movsd	.LC87(%rip), %xmm1
	movq	(%rsp), %r11
	comisd	%xmm1, %xmm0
	jnb	.L3644
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L3645:
	xorl	%eax, %eax
	movq	%r11, (%rsp)
	xorl	%edx, %edx
	movq	%rax, 408(%rsp)
	movq	%rax, 416(%rsp)
	leaq	208(%rsp), %rax
	subq	$32, %rsp
	.cfi_def_cfa_offset 2320
	movq	%rax, 104(%rsp)
	movq	%rax, %rdi
	movdqa	432(%rsp), %xmm4
	movq	%rdx, 16(%rsp)
	movups	%xmm4, (%rsp)
	call	uheap_push
	movl	%eax, 136(%rsp)
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	movq	(%rsp), %r11
	movq	$1, 32(%rsp)
	jmp	.L3643
.L3912:
	movq	16(%rsp), %rdx
	movq	%r13, %rcx
	movq	%r9, %rdi
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3675
.L3644:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L3645
.L3923:
	movq	%r12, 56(%rsp)
.L3714:
	testq	%rsi, %rsi
	je	.L3717
	movq	256(%rsp), %rcx
	leaq	0(,%rsi,8), %r8
	xorl	%r10d, %r10d
	leaq	(%r8,%rcx), %rdi
	.p2align 4,,10
	.p2align 3
.L3718:
	movq	(%rcx), %rbx
	leaq	1(%rbx), %rdx
	cmpq	%rdx, %r10
	cmovb	%rdx, %r10
	addq	$8, %rcx
	cmpq	%rdi, %rcx
	jne	.L3718
	testq	%rax, %rax
	je	.L3719
.L3783:
	movq	304(%rsp), %rdi
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L3720:
	movq	(%rdi,%rcx,8), %rbx
	leaq	1(%rbx), %rdx
	cmpq	%rdx, %r12
	cmovb	%rdx, %r12
	addq	$1, %rcx
	cmpq	%rax, %rcx
	jb	.L3720
	leaq	400(%rsp), %rbx
	xorl	%eax, %eax
	movl	$32, %ecx
	movq	%rbx, %rdi
	rep stosq
	movq	24(%rsp), %rdi
	movl	$32, %ecx
	rep stosq
	testq	%rsi, %rsi
	je	.L3721
	leaq	0(,%rsi,8), %r8
.L3788:
	movq	16(%rsp), %rax
	movq	%rbx, 40(%rsp)
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	movq	%r10, 8(%rsp)
	pxor	%xmm5, %xmm5
	movq	%rsi, %rbp
	movq	%r11, 32(%rsp)
	leaq	(%rax,%r8), %r13
	movq	%rax, %rbx
	jmp	.L3724
	.p2align 4,,10
	.p2align 3
.L3926:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3723:
	cltq
	addsd	%xmm0, %xmm5
	movsd	400(%rsp,%rax,8), %xmm1
	addq	$1, 1312(%rsp,%rax,8)
	addq	$32, %r14
	adcq	$0, %r15
	addq	$8, %rbx
	addsd	%xmm0, %xmm1
	movsd	%xmm1, 400(%rsp,%rax,8)
	cmpq	%rbx, %r13
	je	.L3925
.L3724:
	xorl	%ecx, %ecx
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%rbp, %rdx
	movsd	%xmm5, (%rsp)
	call	__udivti3@PLT
	movq	(%rbx), %rdx
	movsd	(%rsp), %xmm5
	testq	%rdx, %rdx
	jns	.L3926
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3723
.L3925:
	pxor	%xmm0, %xmm0
	movq	8(%rsp), %r10
	movq	32(%rsp), %r11
	movq	%rbp, %rsi
	cvtsi2sdq	%rbp, %xmm0
	movq	40(%rsp), %rbx
	divsd	%xmm0, %xmm5
.L3726:
	movsd	.LC35(%rip), %xmm4
	movsd	.LC36(%rip), %xmm3
	xorl	%eax, %eax
	pxor	%xmm1, %xmm1
	movq	24(%rsp), %rcx
	jmp	.L3730
	.p2align 4,,10
	.p2align 3
.L3928:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L3729:
	movsd	(%rbx,%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm5, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm4, %xmm0
	mulsd	%xmm3, %xmm0
.L3727:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	$256, %rax
	je	.L3927
.L3730:
	movq	(%rcx,%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L3727
	jns	.L3928
	movq	%rdx, %rdi
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rdi
	orq	%rdx, %rdi
	cvtsi2sdq	%rdi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3729
.L3927:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm5
	ja	.L3929
	pxor	%xmm0, %xmm0
.L3731:
	movq	304(%r11), %rcx
	movq	328(%r11), %rdi
	testq	%rcx, %rcx
	je	.L3811
	cmpl	$1, 8(%r11)
	je	.L3930
.L3811:
	movq	$0x000000000, 32(%rsp)
	movq	$0x000000000, 40(%rsp)
	movq	$0x000000000, 8(%rsp)
	movq	$0x000000000, (%rsp)
.L3733:
	movq	16(%rsp), %rax
	movsd	.LC87(%rip), %xmm0
	testq	%r10, %r10
	movq	%rsi, 344(%rsp)
	movq	%rax, 336(%rsp)
	movq	48(%rsp), %rax
	movq	%rax, 352(%rsp)
	movl	$1, %eax
	cmovne	%r10, %rax
	comisd	%xmm0, %xmm5
	movq	%rax, 360(%rsp)
	jnb	.L3741
	cvttsd2siq	%xmm5, %rax
.L3742:
	xorl	%edx, %edx
	addq	%rdi, %rax
	leaq	336(%rsp), %r13
	movq	%rdi, 376(%rsp)
	movl	%edx, 384(%rsp)
	movq	%r13, %rsi
	movq	%rbx, %rdx
	movq	%r11, %rdi
	movq	%r10, 80(%rsp)
	movq	%rax, 368(%rsp)
	movq	%r11, 16(%rsp)
	movsd	%xmm5, 88(%rsp)
	call	score_route
	testq	%r12, %r12
	movl	%eax, %ebp
	movq	296(%rsp), %rax
	movq	%rax, 336(%rsp)
	movq	312(%rsp), %rax
	movq	%rax, 344(%rsp)
	movq	64(%rsp), %rax
	movq	%rax, 352(%rsp)
	movl	$1, %eax
	cmovne	%r12, %rax
	movq	%rax, 360(%rsp)
	testl	%ebp, %ebp
	jne	.L3744
	movq	24(%rsp), %rdx
	movq	16(%rsp), %rdi
	movq	%r13, %rsi
	call	score_reference
	movq	16(%rsp), %r11
	movq	80(%rsp), %r10
	testl	%eax, %eax
	movsd	88(%rsp), %xmm5
	movl	%eax, %ebp
	jne	.L3744
	movq	312(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%r11, 16(%rsp)
	leaq	128(%rsp), %rbp
	leaq	.LC546(%rip), %r14
	movq	%r10, 80(%rsp)
	leaq	.LC545(%rip), %rcx
	movq	%rbp, %rdi
	movsd	%xmm5, 88(%rsp)
	pushq	%rdx
	.cfi_def_cfa_offset 2296
	movq	%r14, %rdx
	pushq	%rax
	.cfi_def_cfa_offset 2304
	movq	280(%rsp), %r8
	call	check
	movq	72(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	pushq	%rdx
	.cfi_def_cfa_offset 2312
	xorl	%r9d, %r9d
	leaq	.LC547(%rip), %rcx
	xorl	%esi, %esi
	pushq	%rax
	.cfi_def_cfa_offset 2320
	movq	%r14, %rdx
	movq	%rbp, %rdi
	call	check
	movq	56(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	call	check_score
	leaq	480(%rsp), %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	leaq	.LC548(%rip), %rsi
	call	check_summary
	movq	112(%rsp), %rsi
	leaq	.LC549(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rdi
	call	print_server
	movq	16(%rsp), %r11
	movq	80(%rsp), %r10
	movsd	88(%rsp), %xmm5
	cmpq	$0, 304(%r11)
	jne	.L3931
	movsd	.LC2(%rip), %xmm2
	movq	72(%rsp), %rdi
	movq	%r10, 56(%rsp)
	movq	328(%r11), %rsi
	movsd	%xmm5, 80(%rsp)
	movapd	%xmm2, %xmm0
	movq	%r11, 16(%rsp)
	subsd	320(%r11), %xmm0
	divsd	%xmm0, %xmm2
	movsd	%xmm2, 24(%rsp)
	call	fmt_us.constprop.0
	movq	16(%rsp), %r11
	leaq	.LC13(%rip), %rsi
	movsd	24(%rsp), %xmm2
	movq	%rax, %rdx
	leaq	.LC538(%rip), %rax
	leaq	.LC551(%rip), %rdi
	cmpl	$0, 336(%r11)
	movsd	312(%r11), %xmm0
	movsd	320(%r11), %xmm1
	cmovne	%rax, %rsi
	movl	$3, %eax
	call	printf@PLT
	movsd	80(%rsp), %xmm5
	movq	56(%rsp), %r10
	movq	16(%rsp), %r11
.L3748:
	movq	344(%r11), %rsi
	movq	%r13, %rdi
	movq	%r10, 56(%rsp)
	movq	%r11, 24(%rsp)
	movsd	%xmm5, 88(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC552(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC553(%rip), %rdi
	call	puts@PLT
	movl	$10, %edi
	call	putchar@PLT
	movl	$16, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movq	%rbx, %rdx
	movq	%r14, %rsi
	movl	$16, %edi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	leaq	560(%rsp), %rax
	movl	$16, %edi
	leaq	.LC554(%rip), %rsi
	movq	%rax, %rdx
	movq	%rax, 80(%rsp)
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movl	1280(%rsp), %eax
	movq	424(%rsp), %r12
	movq	1208(%rsp), %r15
	movq	584(%rsp), %rbp
	testl	%eax, %eax
	movq	24(%rsp), %r11
	movq	56(%rsp), %r10
	movl	%eax, 16(%rsp)
	movsd	88(%rsp), %xmm5
	jne	.L3932
	movq	328(%r11), %rsi
	leaq	176(%rsp), %r8
	movq	%r10, 96(%rsp)
	movq	%r8, %rdi
	movq	%r11, 88(%rsp)
	movsd	%xmm5, 112(%rsp)
	movq	%r8, 24(%rsp)
	call	fmt_us.constprop.0
	leaq	144(%rsp), %rcx
	movq	%r15, %rsi
	movq	%rcx, %rdi
	movq	%rcx, 56(%rsp)
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movq	%r13, %rdx
	leaq	.LC556(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	72(%rsp), %rdi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	fmt_ratio.constprop.0
	movq	24(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, %r13
	call	fmt_read.constprop.0
	movq	56(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 24(%rsp)
	call	fmt_read.constprop.0
	movq	24(%rsp), %rdx
	movq	%r13, %rcx
	leaq	.LC557(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	88(%rsp), %r11
	movq	96(%rsp), %r10
	movsd	112(%rsp), %xmm5
.L3782:
	leaq	.LC559(%rip), %rdi
	movq	%r11, 88(%rsp)
	movq	%r10, 24(%rsp)
	movsd	%xmm5, 56(%rsp)
	call	puts@PLT
	movq	24(%rsp), %r10
	movsd	56(%rsp), %xmm5
	movq	264(%rsp), %rsi
	movq	88(%rsp), %r11
	testq	%rsi, %rsi
	je	.L3751
	js	.L3752
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L3753:
	movq	344(%r11), %rax
	testq	%rax, %rax
	js	.L3754
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3755:
	movq	304(%r11), %rax
	divsd	%xmm1, %xmm0
	testq	%rax, %rax
	je	.L3814
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L3886
	testq	%rax, %rax
	js	.L3759
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3760:
	movq	328(%r11), %rax
	divsd	%xmm0, %xmm1
	testq	%rax, %rax
	js	.L3761
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3762:
	subsd	%xmm2, %xmm1
	movq	%xmm1, %r15
.L3757:
	pxor	%xmm1, %xmm1
	xorl	%r13d, %r13d
	comisd	%xmm1, %xmm5
	jbe	.L3756
	movq	%r15, %xmm1
	subsd	%xmm5, %xmm1
	mulsd	.LC77(%rip), %xmm1
	divsd	%xmm5, %xmm1
	movq	%xmm1, %r13
.L3756:
	leaq	.LC560(%rip), %rdi
	mulsd	.LC30(%rip), %xmm0
	movl	$2, %eax
	movq	%r11, 112(%rsp)
	movapd	%xmm5, %xmm1
	movq	%r10, 96(%rsp)
	divsd	.LC71(%rip), %xmm1
	movsd	%xmm5, 88(%rsp)
	movsd	%xmm1, 24(%rsp)
	movsd	%xmm0, 56(%rsp)
	call	printf@PLT
	movq	112(%rsp), %r11
	movsd	88(%rsp), %xmm5
	movq	96(%rsp), %r10
	cmpq	$0, 304(%r11)
	je	.L3764
.L3771:
	movq	%r13, %xmm1
	movl	$2, %eax
	movq	%r11, 112(%rsp)
	leaq	.LC561(%rip), %rdi
	movq	%r10, 88(%rsp)
	movq	%r15, %xmm0
	divsd	.LC71(%rip), %xmm0
	movsd	%xmm5, 96(%rsp)
	call	printf@PLT
	movq	88(%rsp), %r10
	movsd	96(%rsp), %xmm5
	movq	112(%rsp), %r11
.L3765:
	movl	$10, %edi
	movq	%r11, 112(%rsp)
	movq	%r10, 88(%rsp)
	movsd	%xmm5, 96(%rsp)
	call	putchar@PLT
	cmpl	$0, 104(%rsp)
	movq	88(%rsp), %r10
	movsd	96(%rsp), %xmm5
	movq	112(%rsp), %r11
	jne	.L3933
.L3773:
	cmpl	$0, 108(%rsp)
	jne	.L3934
.L3776:
	movl	$10, %edi
	movq	%r11, 96(%rsp)
	movq	%r10, 24(%rsp)
	movsd	%xmm5, 88(%rsp)
	call	putchar@PLT
	movq	%rbx, %rsi
	movq	%r14, %rdi
	call	print_result_set
	movq	80(%rsp), %rsi
	leaq	.LC554(%rip), %rdi
	call	print_result_set
	cmpl	$0, 16(%rsp)
	movq	24(%rsp), %r10
	movsd	88(%rsp), %xmm5
	movq	96(%rsp), %r11
	jne	.L3935
.L3777:
	movq	304(%r11), %rdx
	movq	264(%rsp), %rcx
	leaq	.LC539(%rip), %rsi
	testq	%rdx, %rdx
	jne	.L3778
	movq	%r10, %rdx
	leaq	.LC540(%rip), %rsi
.L3778:
	movsd	56(%rsp), %xmm0
	movapd	%xmm5, %xmm1
	movl	$2, %eax
	leaq	.LC566(%rip), %rdi
	movq	%r11, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r11
	movsd	16(%rsp), %xmm5
	cmpq	$0, 304(%r11)
	jne	.L3936
.L3779:
	movl	$10, %edi
	movq	%r11, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	call	putchar@PLT
	movq	72(%rsp), %rdi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	fmt_ratio.constprop.0
	leaq	.LC569(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 104(%rsp)
	movsd	16(%rsp), %xmm5
	movq	24(%rsp), %r11
	jne	.L3937
.L3780:
	cmpl	$0, 108(%rsp)
	jne	.L3938
.L3781:
	leaq	.LC571(%rip), %rdi
	call	puts@PLT
	movq	136(%rsp), %rbx
	leaq	.LC487(%rip), %rdi
	xorl	%eax, %eax
	movq	128(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	movq	48(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	xorl	%eax, %eax
	testq	%rbx, %rbx
	setne	%al
	jmp	.L3638
.L3910:
	movq	stderr(%rip), %rcx
	movl	$118, %edx
	movl	$1, %esi
	leaq	.LC541(%rip), %rdi
	call	fwrite@PLT
.L3711:
	movl	$2, %eax
	jmp	.L3638
.L3744:
	movq	48(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	leaq	.LC544(%rip), %rsi
	movl	%ebp, %edi
	call	cannot
	jmp	.L3638
.L3683:
	movsd	312(%r11), %xmm0
	leaq	400(%rsp), %rdi
	movq	%r11, (%rsp)
	movabsq	$6000293695718379091, %rax
	movq	$0x000000000, 408(%rsp)
	xorq	96(%r11), %rax
	movq	%rax, 416(%rsp)
	movsd	%xmm0, 400(%rsp)
	call	poisson_next
	movsd	.LC87(%rip), %xmm1
	movq	(%rsp), %r11
	comisd	%xmm1, %xmm0
	jnb	.L3687
	cvttsd2siq	%xmm0, %r8
	jmp	.L3686
.L3741:
	movapd	%xmm5, %xmm1
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L3742
.L3803:
	movq	(%rsp), %rbp
	movq	96(%rsp), %r13
	movq	%r14, %rbx
	orl	$-1, %r15d
.L3695:
	movq	%r13, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	jmp	.L3677
.L3929:
	movapd	%xmm1, %xmm0
	movq	%r11, 40(%rsp)
	movq	%r10, 8(%rsp)
	movq	%rsi, (%rsp)
	movsd	%xmm5, 32(%rsp)
	call	sqrt@PLT
	movsd	32(%rsp), %xmm5
	movq	(%rsp), %rsi
	movq	8(%rsp), %r10
	movq	40(%rsp), %r11
	divsd	%xmm5, %xmm0
	jmp	.L3731
.L3687:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %r8
	btcq	$63, %r8
	jmp	.L3686
.L3931:
	movq	328(%r11), %rsi
	movq	72(%rsp), %rdi
	movq	%r10, 24(%rsp)
	movsd	%xmm5, 56(%rsp)
	call	fmt_us.constprop.0
	movq	16(%rsp), %r11
	leaq	.LC13(%rip), %rdx
	leaq	.LC550(%rip), %rdi
	movq	%rax, %rcx
	leaq	.LC538(%rip), %rax
	cmpl	$0, 336(%r11)
	movq	304(%r11), %rsi
	cmovne	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %r11
	movq	24(%rsp), %r10
	movsd	56(%rsp), %xmm5
	jmp	.L3748
.L3922:
	xorl	%ecx, %ecx
	movq	%rcx, 56(%rsp)
	jmp	.L3714
.L3799:
	movq	(%rsp), %rbp
	movq	96(%rsp), %r13
	movq	%r14, %rbx
	movl	$-3, %r15d
	jmp	.L3695
.L3930:
	cmpq	$0, 48(%r11)
	jne	.L3811
	testq	%rdi, %rdi
	js	.L3734
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdi, %xmm3
.L3735:
	movq	(%r11), %rax
	testq	%rax, %rax
	js	.L3736
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3737:
	movsd	.LC2(%rip), %xmm6
	movl	$1, %eax
	pxor	%xmm1, %xmm1
	jmp	.L3740
.L3940:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3739:
	movsd	(%rsp), %xmm7
	addq	$1, %rax
	movapd	%xmm7, %xmm2
	addsd	%xmm3, %xmm2
	divsd	%xmm2, %xmm1
	movapd	%xmm1, %xmm2
	movsd	%xmm1, 8(%rsp)
	movapd	%xmm7, %xmm1
	mulsd	%xmm2, %xmm1
	cmpq	%rax, %rcx
	jb	.L3939
.L3740:
	addsd	%xmm6, %xmm1
	mulsd	%xmm4, %xmm1
	movsd	%xmm1, (%rsp)
	testq	%rax, %rax
	jns	.L3940
	movq	%rax, %rdx
	movq	%rax, %r8
	pxor	%xmm1, %xmm1
	shrq	%rdx
	andl	$1, %r8d
	orq	%r8, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3739
.L3939:
	movapd	%xmm5, %xmm1
	movl	$1, 104(%rsp)
	subsd	%xmm7, %xmm1
	mulsd	.LC77(%rip), %xmm1
	mulsd	.LC93(%rip), %xmm0
	divsd	%xmm7, %xmm1
	movsd	%xmm0, 32(%rsp)
	movsd	%xmm1, 40(%rsp)
	jmp	.L3733
.L3736:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3737
.L3734:
	movq	%rdi, %rax
	movq	%rdi, %rdx
	pxor	%xmm3, %xmm3
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L3735
.L3921:
	movq	stderr(%rip), %rcx
	movl	$108, %edx
	movl	$1, %esi
	leaq	.LC543(%rip), %rdi
	call	fwrite@PLT
	movq	48(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	jmp	.L3711
.L3751:
	pxor	%xmm0, %xmm0
	cmpq	$0, 304(%r11)
	movq	%xmm0, %r15
	movq	%xmm0, %r13
	je	.L3756
	jmp	.L3757
.L3717:
	xorl	%r10d, %r10d
	testq	%rax, %rax
	jne	.L3783
	leaq	400(%rsp), %rbx
	movq	%rsi, %rax
	movl	$32, %ecx
	xorl	%r12d, %r12d
	movq	%rbx, %rdi
	rep stosq
	movq	24(%rsp), %rdi
	movl	$32, %ecx
	rep stosq
.L3721:
	pxor	%xmm5, %xmm5
	jmp	.L3726
.L3719:
	leaq	400(%rsp), %rbx
	movl	$32, %ecx
	xorl	%r12d, %r12d
	movq	%rbx, %rdi
	rep stosq
	movq	24(%rsp), %rdi
	movl	$32, %ecx
	rep stosq
	jmp	.L3788
.L3905:
	movq	%r15, %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movl	104(%rsp), %r15d
	movq	%rax, 64(%rsp)
	jmp	.L3677
.L3764:
	pxor	%xmm0, %xmm0
	testq	%r10, %r10
	je	.L3766
	movq	264(%rsp), %rax
	testq	%rax, %rax
	js	.L3767
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3768:
	testq	%r10, %r10
	js	.L3769
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r10, %xmm1
.L3770:
	divsd	%xmm1, %xmm0
.L3766:
	movq	%r10, %rsi
	movl	$1, %eax
	movq	%r11, 112(%rsp)
	leaq	.LC562(%rip), %rdi
	movq	%r10, 88(%rsp)
	movsd	%xmm5, 96(%rsp)
	call	printf@PLT
	movq	112(%rsp), %r11
	movq	88(%rsp), %r10
	movsd	96(%rsp), %xmm5
	cmpq	$0, 304(%r11)
	je	.L3765
	jmp	.L3771
.L3802:
	movq	96(%rsp), %r13
	movq	%r14, %rbp
	orl	$-1, %r15d
	jmp	.L3695
.L3933:
	movsd	32(%rsp), %xmm4
	movl	$32, %esi
	movl	$5, %eax
	movsd	.LC30(%rip), %xmm1
	mulsd	8(%rsp), %xmm1
	movsd	40(%rsp), %xmm3
	leaq	.LC563(%rip), %rdi
	movsd	24(%rsp), %xmm2
	movsd	(%rsp), %xmm0
	divsd	.LC71(%rip), %xmm0
	call	printf@PLT
	movsd	40(%rsp), %xmm0
	movq	88(%rsp), %r10
	andpd	.LC65(%rip), %xmm0
	comisd	32(%rsp), %xmm0
	movsd	96(%rsp), %xmm5
	movq	112(%rsp), %r11
	jbe	.L3773
	leaq	.LC564(%rip), %rdi
	movq	%r11, 96(%rsp)
	movq	%r10, 24(%rsp)
	movsd	%xmm5, 88(%rsp)
	call	puts@PLT
	movq	96(%rsp), %r11
	movsd	88(%rsp), %xmm5
	movq	24(%rsp), %r10
	jmp	.L3773
.L3935:
	leaq	640(%rsp), %rsi
	leaq	.LC555(%rip), %rdi
	movq	%r11, 80(%rsp)
	movq	%r10, 16(%rsp)
	movsd	%xmm5, 24(%rsp)
	call	print_result_set
	movq	80(%rsp), %r11
	movsd	24(%rsp), %xmm5
	movq	16(%rsp), %r10
	jmp	.L3777
.L3934:
	xorl	%edx, %edx
	leaq	.LC565(%rip), %rsi
	movq	%rbx, %rdi
	movq	%r11, 96(%rsp)
	movq	%r10, 24(%rsp)
	movsd	%xmm5, 88(%rsp)
	call	print_score
	movq	96(%rsp), %r11
	movsd	88(%rsp), %xmm5
	movq	24(%rsp), %r10
	jmp	.L3776
.L3937:
	movsd	40(%rsp), %xmm3
	movsd	32(%rsp), %xmm4
	xorl	%ecx, %ecx
	movapd	%xmm5, %xmm2
	movsd	.LC30(%rip), %xmm1
	mulsd	8(%rsp), %xmm1
	leaq	.LC570(%rip), %rdi
	movl	$5, %eax
	movapd	%xmm3, %xmm0
	andpd	.LC65(%rip), %xmm0
	movq	328(%r11), %rdx
	movq	304(%r11), %rsi
	comisd	%xmm0, %xmm4
	movsd	(%rsp), %xmm0
	setnb	%cl
	call	printf@PLT
	jmp	.L3780
.L3936:
	movsd	.LC567(%rip), %xmm1
	movq	%r13, %xmm0
	xorl	%esi, %esi
	andpd	.LC65(%rip), %xmm0
	leaq	.LC568(%rip), %rdi
	movl	$2, %eax
	comisd	%xmm0, %xmm1
	movq	%r13, %xmm1
	movq	%r15, %xmm0
	setnb	%sil
	call	printf@PLT
	movq	24(%rsp), %r11
	movsd	16(%rsp), %xmm5
	jmp	.L3779
.L3932:
	leaq	640(%rsp), %rdx
	movl	$16, %edi
	movq	%r10, 112(%rsp)
	leaq	.LC555(%rip), %rsi
	movsd	%xmm5, 120(%rsp)
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movq	24(%rsp), %r11
	leaq	176(%rsp), %r8
	movq	%r8, %rdi
	movq	%r8, 88(%rsp)
	movq	328(%r11), %rsi
	movq	%r11, 96(%rsp)
	call	fmt_us.constprop.0
	leaq	144(%rsp), %rcx
	movq	%r15, %rsi
	movq	%rcx, %rdi
	movq	%rcx, 56(%rsp)
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	movq	24(%rsp), %rdx
	leaq	.LC556(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	72(%rsp), %rdi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	fmt_ratio.constprop.0
	movq	88(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, %r15
	call	fmt_read.constprop.0
	movq	56(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 24(%rsp)
	call	fmt_read.constprop.0
	movq	24(%rsp), %rdx
	movq	%r15, %rcx
	leaq	.LC557(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	664(%rsp), %rsi
	movq	%r13, %rdi
	call	fmt_read.constprop.0
	leaq	.LC558(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movsd	120(%rsp), %xmm5
	movq	112(%rsp), %r10
	movq	96(%rsp), %r11
	jmp	.L3782
.L3938:
	movl	$1, %edx
	leaq	.LC13(%rip), %rsi
	movq	%rbx, %rdi
	call	print_score
	jmp	.L3781
.L3761:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3762
.L3759:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3760
.L3814:
	xorl	%r15d, %r15d
	movq	%r15, %r13
	jmp	.L3756
.L3769:
	movq	%r10, %rax
	movq	%r10, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3770
.L3767:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3768
.L3754:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3755
.L3752:
	movq	%rsi, %rax
	movq	%rsi, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3753
.L3886:
	xorl	%r15d, %r15d
	jmp	.L3757
.L3801:
	movq	(%rsp), %rbp
	movq	96(%rsp), %r13
	orl	$-1, %r15d
	jmp	.L3695
.L3680:
	movq	%r14, %rdi
	orl	$-1, %r15d
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	48(%rsp), %rdi
	call	trace_free
	leaq	288(%rsp), %rdi
	call	trace_free
	jmp	.L3710
	.cfi_endproc
.LFE375:
	.size	run_users, .-run_users
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB96:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r10
	movl	$36, %ecx
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
	movq	%rdi, %rbx
	subq	$232, %rsp
	.cfi_def_cfa_offset 288
	movq	48(%rdi), %rax
	movq	136(%rdi), %r8
	movq	80(%rdi), %rdx
	movq	(%rdi), %r14
	movq	%r10, (%rsp)
	leaq	160(%rsp), %rbp
	movq	160(%rdi), %rsi
	movq	%rax, 32(%rsp)
	movq	%r10, %rdi
	xorl	%eax, %eax
	rep stosq
	movq	%rbx, %rdi
	movq	%r8, 16(%rsp)
	leaq	-1(%r8), %r12
	movq	%rsi, 56(%rsp)
	movq	%rbp, %rsi
	movq	%rdx, 8(%rsp)
	movaps	%xmm0, 64(%rsp)
	movaps	%xmm0, 80(%rsp)
	movaps	%xmm0, 96(%rsp)
	movaps	%xmm0, 112(%rsp)
	movaps	%xmm0, 128(%rsp)
	movaps	%xmm0, 144(%rsp)
	call	stall_geom
	movq	160(%rsp), %rsi
	movq	%rbx, %rdi
	leaq	96(%rsp), %rax
	movq	176(%rsp), %rcx
	movq	168(%rsp), %r13
	movq	%rax, %rdx
	movq	%rax, 48(%rsp)
	movq	%rsi, 40(%rsp)
	movq	%rbp, %rsi
	movq	216(%rsp), %r15
	movq	%rcx, 24(%rsp)
	call	closed_form_open
	movq	(%rsp), %r10
	testq	%r13, %r13
	movq	16(%rsp), %r8
	movq	%r13, 248(%r10)
	je	.L3942
	movq	24(%rsp), %rcx
	movq	%r12, %r9
	subq	%rcx, %r9
	cmpq	%r9, 40(%rsp)
	jnb	.L3994
.L3942:
	movq	8(%rsp), %rax
	imulq	%r12, %rax
	addq	%r14, %rax
.L3943:
	movq	%rax, 264(%r10)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L3995
	cmpl	$1, %eax
	jne	.L3952
	movq	32(%rsp), %rbp
	subq	%r13, %r8
	addq	%r14, %rbp
	testq	%r13, %r13
	je	.L3953
	xorl	%edx, %edx
	movq	%rbp, %rax
	movq	24(%rsp), %rcx
	movq	%r12, %r15
	leaq	64(%rsp), %rdi
	movq	%r14, %rsi
	movq	%r10, 32(%rsp)
	divq	8(%rsp)
	movq	%rdi, (%rsp)
	cmpq	$1, %rdx
	movq	%rax, %r9
	leaq	-1(%r13), %rax
	sbbq	$0, %r9
	subq	%rcx, %r15
	movl	$1, %ecx
	imulq	%r9, %rax
	movq	%r15, %rdx
	cmpq	%r15, %r9
	movq	%r9, 16(%rsp)
	cmovbe	%r9, %rdx
	addq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rax, %r8
	call	dist_add
	movq	(%rsp), %rdi
	movq	%r13, %r8
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%rbp, %rsi
	call	dist_add
	movq	32(%rsp), %r10
	movq	16(%rsp), %r9
	movq	%r13, 240(%r10)
	cmpq	%r15, %r9
	jb	.L3954
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %rbp
	jmp	.L3951
	.p2align 4,,10
	.p2align 3
.L3952:
	movq	48(%rbx), %r13
	movq	(%rbx), %r14
	movq	144(%rbx), %rsi
	testq	%r13, %r13
	je	.L3956
	movq	56(%rbx), %rdi
	movq	64(%rbx), %r8
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L3957:
	movq	%r12, %rdx
	xorl	%eax, %eax
	imulq	%rdi, %rdx
	addq	%r8, %rdx
	cmpq	%rbp, %rdx
	jb	.L3960
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbp, %rax
	divq	%r14
.L3960:
	testq	%rsi, %rsi
	je	.L3961
	movq	%r14, %rdx
	imulq	%rax, %rdx
	addq	%rbp, %rdx
	cmpq	%rsi, %rdx
	setnb	%dl
.L3962:
	testb	%dl, %dl
	jne	.L3963
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%r14, %rax
	addq	%r13, %rax
	addq	%rax, %rbp
	addq	$1, %r12
	je	.L3957
	testq	%rdi, %rdi
	jne	.L3957
.L3963:
	testq	%rsi, %rsi
	jne	.L3996
.L3959:
	movq	136(%rbx), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L3966:
	testq	%rax, %rax
	je	.L3965
	imulq	%r14, %rax
	addq	%rax, %rbp
.L3965:
	leaq	64(%rsp), %r15
	subq	%r12, %r8
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rsi
	movq	%r15, %rdi
	movq	%r10, 8(%rsp)
	movq	%r15, (%rsp)
	call	dist_add
	leaq	(%r14,%r13), %rsi
	movq	%r12, %r8
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%r15, %rdi
	call	dist_add
	movq	8(%rsp), %r10
	movq	%r12, 240(%r10)
	jmp	.L3951
	.p2align 4,,10
	.p2align 3
.L3994:
	movq	8(%rsp), %rdx
	movq	%r8, %rsi
	movq	32(%rsp), %rdi
	subq	%rcx, %rsi
	imulq	%rcx, %rdx
	movq	%rsi, %rax
	imulq	%r14, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L3943
	.p2align 4,,10
	.p2align 3
.L3961:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L3962
	.p2align 4,,10
	.p2align 3
.L3995:
	leaq	64(%rsp), %rdi
	subq	%r15, %r8
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rsi
	movq	%r10, 8(%rsp)
	movq	%rdi, (%rsp)
	call	dist_add
	movq	8(%rsp), %r10
	leaq	176(%rsp), %rax
	movq	%rax, 16(%rsp)
	movq	%r10, 32(%rsp)
.L3950:
	movq	(%rbx), %rax
	movq	160(%rbx), %r12
	movq	24(%rbp), %r13
	movq	48(%rbx), %r15
	movq	%rax, %r11
	movq	80(%rbx), %r14
	movq	40(%rbp), %r8
	movq	%r12, %rcx
	imulq	%r12, %r11
	addq	%rax, %r15
	subq	%rax, %r14
	cmpq	%r12, %r13
	movq	%r8, 8(%rsp)
	cmovbe	%r13, %rcx
	cmpq	%r11, %r15
	movq	%r11, 24(%rsp)
	jb	.L3945
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3947
	movq	24(%rsp), %r11
	movq	%r15, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r14
	leaq	-1(%r13), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L3997
.L3948:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r13, %r12
	jb	.L3971
.L3947:
	movq	16(%rsp), %rax
	addq	$8, %rbp
	cmpq	%rax, %rbp
	jne	.L3950
	movq	32(%rsp), %r10
	movq	248(%r10), %rax
	movq	264(%r10), %rbp
	movq	%rax, 240(%r10)
.L3951:
	movl	88(%rsp), %eax
	orl	120(%rsp), %eax
	movq	%rbp, 256(%r10)
	jne	.L3975
	movl	200(%rbx), %edx
	movq	(%rsp), %rdi
	movq	%r10, %rcx
	xorl	%ebp, %ebp
	movq	192(%rbx), %rsi
	movq	%r10, 8(%rsp)
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3967
	movq	8(%rsp), %r10
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	48(%rsp), %rdi
	leaq	80(%r10), %rcx
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3967
	movq	168(%rbx), %rsi
	movq	8(%rsp), %r10
	movl	176(%rbx), %edx
	movq	%rsi, 272(%r10)
	testl	%edx, %edx
	je	.L3968
	movq	(%r10), %rcx
	movq	56(%rsp), %rdi
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rdi
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L3969
	movq	%rcx, %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%rdi
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	256(%r10), %rax
	divq	%rcx
	testq	%rax, %rax
	cmovne	%rax, %rsi
.L3969:
	movq	%rsi, 272(%r10)
.L3968:
	movq	(%rsp), %rdi
	leaq	128(%rsp), %rbp
	movq	%r10, 8(%rsp)
	movq	%rbp, %rdx
	call	dist_correct
	movl	152(%rsp), %eax
	movq	8(%rsp), %r10
	testl	%eax, %eax
	jne	.L3998
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%rbp, %rdi
	leaq	160(%r10), %rcx
	call	dist_summarise
	movq	128(%rsp), %rbp
	movl	%eax, %r12d
.L3967:
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	96(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	addq	$232, %rsp
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
.L3945:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3947
.L3971:
	movq	%r13, %rcx
	movq	%r15, %rsi
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	subq	%r12, %rcx
	imulq	%r14, %r12
	movq	%r14, %rdx
	subq	%r12, %rsi
	call	dist_add
	jmp	.L3947
	.p2align 4,,10
	.p2align 3
.L3953:
	leaq	64(%rsp), %r15
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rsi
	movq	%r15, %rdi
	movq	%r10, 16(%rsp)
	movq	%r15, (%rsp)
	call	dist_add
	xorl	%r8d, %r8d
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbp, %rsi
	movq	%r15, %rdi
	call	dist_add
	movq	16(%rsp), %r10
	movq	$0, 240(%r10)
.L3954:
	movq	8(%rsp), %rbp
	imulq	%r12, %rbp
	addq	%r14, %rbp
	jmp	.L3951
	.p2align 4,,10
	.p2align 3
.L3996:
	movq	%rcx, %r8
	cmpq	%rsi, %rbp
	jnb	.L3965
	subq	%rbp, %rsi
.L3958:
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r14
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rcx,%rax), %r8
	jmp	.L3966
	.p2align 4,,10
	.p2align 3
.L3997:
	movq	%rax, 24(%rsp)
	subq	%r12, %rdx
	movq	8(%rsp), %rax
	movq	%r11, %rsi
	leaq	1(%rdx), %r8
	movq	(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%rax, %r8
	call	dist_add
	movq	24(%rsp), %rax
	jmp	.L3948
.L3975:
	xorl	%ebp, %ebp
	movl	$-1, %r12d
	jmp	.L3967
.L3998:
	movq	128(%rsp), %rbp
	movl	$-1, %r12d
	jmp	.L3967
.L3956:
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rsi, %rsi
	jne	.L3958
	jmp	.L3959
	.cfi_endproc
.LFE96:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC572:
	.ascii	"#[bench --export: the closed, open and corrected recordings "
	.ascii	"of a simulated run]\n#[Values in nanoseconds, 3 significant "
	.ascii	"digits; Interval_Max in milliseconds]\n#[Simulated clock: St"
	.ascii	"artTime 0 is the run"
	.string	"'s simulated zero, not a wall-clock instant; intervals of %lu ms]\n#[Histogram log format version 1.3]\n#[StartTime: 0.000 (seconds since epoch), Thu Jan 01 00:00:00 UTC 1970]\n\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"\n"
	.align 8
.LC573:
	.string	"bench: out of memory for the .hlog\n"
	.align 8
.LC574:
	.string	"a value above the highest trackable"
	.align 8
.LC575:
	.string	"bench: the .hlog failed its check: %s\n"
	.align 8
.LC576:
	.string	"its %s lines hold %lu values from %lu to %lu ns, the run's table %lu"
	.align 8
.LC577:
	.string	"the run's %s table holds %lu ns, above the log's range"
	.align 8
.LC578:
	.string	"bench: the .hlog's intervals summed differ from the run: %s\n"
	.align 8
.LC579:
	.string	"RESULT hlog-file intervals=%lu interval_ms=%lu tags=closed,open,corrected n=%lu,%lu,%lu sums=equal\n"
	.text
	.p2align 4
	.type	hlog_writer, @function
hlog_writer:
.LFB309:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movq	%rdi, %r8
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
	subq	$616, %rsp
	.cfi_def_cfa_offset 672
	movq	(%rsi), %r13
	movq	8(%rsi), %rdx
	leaq	144(%rsp), %r15
	movq	%rsi, 56(%rsp)
	movq	352(%r13), %r14
	movq	%r15, %rdi
	movq	272(%rdx), %rbp
	rep stosq
	movl	$1000000000, %eax
	movq	128(%rdx), %rcx
	movq	%r13, 152(%rsp)
	testq	%r14, %r14
	movq	%rbp, %xmm1
	cmove	%rax, %r14
	movq	48(%rdx), %rax
	cmpq	%rax, %rcx
	movq	%r14, %xmm0
	cmovb	%rax, %rcx
	movl	$2, %eax
	punpcklqdq	%xmm1, %xmm0
	movaps	%xmm0, 160(%rsp)
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
	movq	208(%rdx), %rax
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
	movq	%rcx, 176(%rsp)
	cmpq	$2047, %rcx
	jbe	.L4045
	movl	$2048, %edx
	movl	$1, %eax
	.p2align 4,,10
	.p2align 3
.L4002:
	addq	%rdx, %rdx
	movq	%rax, %rsi
	addq	$1, %rax
	cmpq	%rdx, %rcx
	jb	.L4051
	cmpq	$59, %rax
	jbe	.L4002
.L4051:
	movabsq	$-9223231297218904063, %rax
	addq	$2, %rsi
	movq	%rsi, %rcx
	movq	%rsi, %rdi
	salq	$11, %rsi
	salq	$10, %rcx
	salq	$13, %rdi
	addq	%rcx, %rdi
	leaq	(%rsi,%rcx), %rbx
	addq	%rdi, %rdi
	leaq	40(%rdi), %rdx
	mulq	%rdx
	shrq	$15, %rdx
	leaq	5(%rdx,%rdx,4), %rax
	leaq	54(%rdi,%rax), %r12
	leaq	(%rbx,%rbx), %rdi
	shrq	$6, %rbx
	movabsq	$-6148914691236517205, %rax
	mulq	%r12
	shrq	%rdx
	leaq	5(,%rdx,4), %rax
	movq	%rax, 32(%rsp)
.L4001:
	movl	360(%r13), %eax
	movl	$8, %esi
	movq	%rcx, 64(%rsp)
	movq	%rcx, 184(%rsp)
	movq	%r8, 72(%rsp)
	movl	%eax, 328(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbx, %rdi
	movq	%rax, 8(%rsp)
	movq	%rax, 192(%rsp)
	call	calloc@PLT
	movq	%r12, %rdi
	movq	%rax, %rbx
	movq	%rax, 216(%rsp)
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, 16(%rsp)
	movq	%rax, 296(%rsp)
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, 24(%rsp)
	movq	%rax, 304(%rsp)
	call	malloc@PLT
	movq	32(%rsp), %rdi
	movq	%rax, %r12
	movq	%rax, 40(%rsp)
	movq	%rax, 312(%rsp)
	call	malloc@PLT
	movq	8(%rsp), %rdi
	testq	%rbx, %rbx
	movq	%rax, %rcx
	movq	%rax, 48(%rsp)
	movq	%rax, 320(%rsp)
	sete	%al
	testq	%rdi, %rdi
	sete	%dl
	orl	%edx, %eax
	cmpq	$0, 16(%rsp)
	sete	%dl
	orl	%edx, %eax
	cmpq	$0, 24(%rsp)
	sete	%dl
	orl	%edx, %eax
	testq	%r12, %r12
	sete	%dl
	orl	%edx, %eax
	testq	%rcx, %rcx
	sete	%dl
	orb	%dl, %al
	jne	.L4004
	movq	64(%rsp), %rcx
	movq	%rdi, %rax
	movq	72(%rsp), %r8
	leaq	(%rcx,%rcx), %rsi
	movq	%rcx, %rdi
	movq	%r8, 144(%rsp)
	leaq	(%rsi,%rcx), %rdx
	shrq	$3, %rdi
	negq	%rcx
	shrq	$3, %rsi
	salq	$3, %rdx
	salq	$4, %rcx
	addq	%rbx, %rdi
	addq	%rbx, %rsi
	addq	%rdx, %rax
	movq	%rdi, 224(%rsp)
	movq	%r8, %rdi
	xorl	%ebx, %ebx
	movq	%rax, 264(%rsp)
	addq	%rcx, %rax
	movq	%rax, 200(%rsp)
	addq	%rdx, %rax
	movq	%rax, 272(%rsp)
	addq	%rcx, %rax
	movq	%rax, 208(%rsp)
	addq	%rdx, %rax
	movq	%rax, 280(%rsp)
	movabsq	$4835703278458516699, %rax
	mulq	%r14
	movq	%rsi, 232(%rsp)
	xorl	%eax, %eax
	leaq	.LC572(%rip), %rsi
	shrq	$18, %rdx
	call	fprintf@PLT
	leaq	80(%rsp), %rdi
	movq	%r13, %rsi
	movq	%rdi, 40(%rsp)
	call	server_init
	leaq	352(%rsp), %rax
	movq	%r13, %rsi
	movq	%rax, %rdi
	movq	%rax, 32(%rsp)
	call	due_restart
	cmpq	$0, 136(%r13)
	movq	$0, 16(%rsp)
	movq	$0, 8(%rsp)
	je	.L4006
	movq	%r14, 24(%rsp)
	.p2align 4,,10
	.p2align 3
.L4005:
	movq	32(%rsp), %rdi
	call	due_next
	movl	8(%r13), %ecx
	cmpq	%rbx, %rax
	movq	%rax, %r12
	cmovnb	%rax, %rbx
	movq	%rbx, %r14
	testl	%ecx, %ecx
	jne	.L4008
	movq	0(%r13), %rsi
.L4009:
	cmpq	$0, 40(%r13)
	je	.L4084
	movq	40(%rsp), %rdi
	movq	%rsi, %rdx
	movq	%r14, %rsi
	call	serve_random
	movq	%rax, %rbx
.L4083:
	movq	%rbx, %rsi
	subq	%r14, %rsi
.L4011:
	movq	%rbx, %rax
	xorl	%edx, %edx
	movq	%rsi, %r14
	divq	24(%rsp)
	cmpq	%rax, 16(%rsp)
	jnb	.L4019
	.p2align 4,,10
	.p2align 3
.L4016:
	movq	%r15, %rdi
	call	hlog_flush
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	160(%rsp)
	cmpq	%rax, 288(%rsp)
	jb	.L4016
	movq	%r14, %rsi
.L4019:
	movq	%rsi, %rax
	movl	$54, %edx
	movl	$53, %ecx
	movq	%rsi, %rdi
	orq	$2047, %rax
	bsrq	%rax, %rax
	xorq	$63, %rax
	subl	%eax, %edx
	subl	%eax, %ecx
	movslq	%edx, %rax
	shrq	%cl, %rdi
	salq	$10, %rax
	leaq	-1024(%rdi,%rax), %rax
	movq	184(%rsp), %rdi
	cmpq	%rdi, %rax
	jnb	.L4085
	movq	192(%rsp), %rdx
	movq	216(%rsp), %r8
	movq	%rax, %r9
	movl	%eax, %ecx
	shrq	$6, %r9
	addq	$1, (%rdx,%rax,8)
	movl	$1, %edx
	salq	%cl, %rdx
	orq	%rdx, (%r8,%r9,8)
	cmpq	%rsi, 240(%rsp)
	jnb	.L4020
	movq	%rsi, 240(%rsp)
.L4020:
	movq	%rbx, %r8
	movl	$54, %r9d
	movl	$53, %ecx
	subq	%r12, %r8
	movq	%r8, %rdx
	movq	%r8, %r10
	orq	$2047, %rdx
	bsrq	%rdx, %rdx
	xorq	$63, %rdx
	subl	%edx, %r9d
	subl	%edx, %ecx
	movslq	%r9d, %rdx
	shrq	%cl, %r10
	salq	$10, %rdx
	leaq	-1024(%r10,%rdx), %rcx
	cmpq	%rdi, %rcx
	jnb	.L4086
	movq	200(%rsp), %rdx
	movq	224(%rsp), %r9
	movq	%rcx, %r11
	shrq	$6, %r11
	addq	$1, (%rdx,%rcx,8)
	movl	$1, %edx
	salq	%cl, %rdx
	orq	%rdx, (%r9,%r11,8)
	cmpq	%r8, 248(%rsp)
	jnb	.L4022
	movq	%r8, 248(%rsp)
.L4022:
	cmpq	%rdi, %rax
	jnb	.L4087
	movq	208(%rsp), %rdx
	movq	232(%rsp), %r8
	movq	%rax, %r9
	movl	%eax, %ecx
	shrq	$6, %r9
	addq	$1, (%rdx,%rax,8)
	movl	$1, %edx
	salq	%cl, %rdx
	orq	%rdx, (%r8,%r9,8)
	cmpq	%rsi, 256(%rsp)
	jnb	.L4024
	movq	%rsi, 256(%rsp)
.L4024:
	cmpq	%rbp, %rsi
	jnb	.L4088
.L4026:
	addq	$1, 8(%rsp)
	movq	8(%rsp), %rax
	cmpq	136(%r13), %rax
	jnb	.L4006
	movq	160(%rsp), %rax
	movq	%rax, 24(%rsp)
	movq	288(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L4005
	.p2align 4,,10
	.p2align 3
.L4087:
	leaq	.LC574(%rip), %rax
	movq	%rax, 336(%rsp)
	cmpq	%rbp, %rsi
	jb	.L4026
.L4088:
	movq	%rsi, %rax
	subq	%rbp, %rax
	cmpq	%rbp, %rax
	jb	.L4026
	movq	208(%rsp), %r9
	xorl	%r14d, %r14d
	xorl	%r12d, %r12d
	movl	$1, %r10d
	movq	232(%rsp), %r8
	movq	256(%rsp), %r11
	jmp	.L4029
	.p2align 4,,10
	.p2align 3
.L4090:
	movq	%rcx, %rdx
	movq	%r10, %rsi
	addq	$1, (%r9,%rcx,8)
	shrq	$6, %rdx
	salq	%cl, %rsi
	orq	%rsi, (%r8,%rdx,8)
	cmpq	%rax, %r11
	jnb	.L4028
	movq	%rax, %r11
	movl	$1, %r14d
.L4028:
	subq	%rbp, %rax
	cmpq	%rbp, %rax
	jb	.L4089
.L4029:
	movq	%rax, %rdx
	movl	$53, %ecx
	movq	%rax, %rsi
	orq	$2047, %rdx
	bsrq	%rdx, %rdx
	xorq	$63, %rdx
	subl	%edx, %ecx
	shrq	%cl, %rsi
	movq	%rsi, %rcx
	movl	$54, %esi
	subl	%edx, %esi
	movslq	%esi, %rdx
	salq	$10, %rdx
	leaq	-1024(%rcx,%rdx), %rcx
	cmpq	%rdi, %rcx
	jb	.L4090
	subq	%rbp, %rax
	movl	$1, %r12d
	cmpq	%rbp, %rax
	jnb	.L4029
.L4089:
	testb	%r14b, %r14b
	je	.L4030
	movq	%r11, 256(%rsp)
.L4030:
	testb	%r12b, %r12b
	je	.L4026
	leaq	.LC574(%rip), %rax
	movq	%rax, 336(%rsp)
	jmp	.L4026
	.p2align 4,,10
	.p2align 3
.L4086:
	leaq	.LC574(%rip), %rdx
	movq	%rdx, 336(%rsp)
	jmp	.L4022
	.p2align 4,,10
	.p2align 3
.L4085:
	leaq	.LC574(%rip), %rdx
	movq	%rdx, 336(%rsp)
	jmp	.L4020
	.p2align 4,,10
	.p2align 3
.L4084:
	movq	80(%rsp), %rax
	leaq	(%r14,%rsi), %rbx
	cmpq	%rbx, %rax
	jnb	.L4011
	movq	48(%r13), %r8
	cmpq	%rax, %r14
	jnb	.L4012
	addq	%r8, %rbx
.L4013:
	movq	56(%r13), %r9
	addq	$1, 88(%rsp)
	testq	%r9, %r9
	jne	.L4014
	movq	$-1, 80(%rsp)
	movq	%rbx, %rsi
	subq	%r14, %rsi
	jmp	.L4011
	.p2align 4,,10
	.p2align 3
.L4008:
	movq	8(%rsp), %rsi
	movq	%r13, %rdi
	call	service_of
	movq	%rax, %rsi
	jmp	.L4009
.L4006:
	movq	%r15, %rdi
	call	hlog_flush
	movq	400(%rsp), %rdi
	call	free@PLT
	movq	392(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4031
	call	fclose@PLT
.L4031:
	movq	192(%rsp), %rax
	movq	336(%rsp), %rdx
	movq	216(%rsp), %rbx
	movq	%rax, 8(%rsp)
	movq	296(%rsp), %rax
	movq	%rax, 16(%rsp)
	movq	304(%rsp), %rax
	movq	%rax, 24(%rsp)
	movq	312(%rsp), %rax
	movq	%rax, 40(%rsp)
	movq	320(%rsp), %rax
	movq	%rax, 48(%rsp)
	testq	%rdx, %rdx
	jne	.L4091
	movq	56(%rsp), %rax
	movq	184(%rsp), %r13
	xorl	%r12d, %r12d
	movq	16(%rax), %r10
	movq	%r10, %rdx
.L4042:
	xorl	%r11d, %r11d
	movq	(%rdx), %r14
	movq	8(%rdx), %rdi
	movl	%r12d, %r10d
	xorl	%ebp, %ebp
	xorl	%eax, %eax
	cmpq	%r13, %r11
	je	.L4092
	.p2align 4,,10
	.p2align 3
.L4040:
	leaq	1(%r11), %r9
	movq	%r9, %rsi
	movq	%r9, %rcx
	andl	$1023, %esi
	shrq	$10, %rcx
	je	.L4034
	addq	$1024, %rsi
	subl	$1, %ecx
	salq	%cl, %rsi
.L4034:
	cmpq	%rdi, %rax
	jnb	.L4048
	movq	%rax, %rcx
	xorl	%r8d, %r8d
	salq	$4, %rcx
	addq	%r14, %rcx
	jmp	.L4036
	.p2align 4,,10
	.p2align 3
.L4037:
	addq	$1, %rax
	addq	8(%rcx), %r8
	addq	$16, %rcx
	cmpq	%rax, %rdi
	je	.L4035
.L4036:
	cmpq	%rsi, (%rcx)
	jb	.L4037
.L4035:
	movq	120(%r15,%r12,8), %rcx
	movq	(%rcx,%rbp), %rcx
	addq	$8, %rbp
	cmpq	%r8, %rcx
	jne	.L4093
	movq	%r9, %r11
	cmpq	%r13, %r11
	jne	.L4040
.L4092:
	cmpq	%rdi, %rax
	jb	.L4041
	addq	$1, %r12
	addq	$24, %rdx
	cmpq	$3, %r12
	jne	.L4042
	movq	56(%rsp), %rax
	leaq	.LC579(%rip), %rdi
	xorl	%ebp, %ebp
	movabsq	$4835703278458516699, %rdx
	movq	8(%rax), %rcx
	movq	%rdx, %rax
	mulq	160(%rsp)
	xorl	%eax, %eax
	movq	(%rcx), %rsi
	movq	160(%rcx), %r9
	movq	80(%rcx), %r8
	shrq	$18, %rdx
	movq	%rsi, %rcx
	movq	288(%rsp), %rsi
	call	printf@PLT
.L4007:
	movq	8(%rsp), %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	24(%rsp), %rdi
	call	free@PLT
	movq	40(%rsp), %rdi
	call	free@PLT
	movq	48(%rsp), %rdi
	call	free@PLT
	addq	$616, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%ebp, %eax
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
.L4048:
	.cfi_restore_state
	xorl	%r8d, %r8d
	jmp	.L4035
.L4093:
	movq	%r11, %r9
	subq	$1, %rsi
	movq	%r8, %rdx
	movl	%r10d, %eax
	andl	$1023, %r9d
	shrq	$10, %r11
	movq	%rcx, %r8
	je	.L4038
	addq	$1024, %r9
	leal	-1(%r11), %ecx
	salq	%cl, %r9
.L4038:
	pushq	%rdx
	.cfi_def_cfa_offset 680
	movslq	%eax, %rcx
	leaq	SET_NAME(%rip), %rax
	leaq	.LC576(%rip), %rdx
	pushq	%rsi
	.cfi_def_cfa_offset 688
	movq	(%rax,%rcx,8), %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	movq	48(%rsp), %rdi
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 680
	popq	%rdx
	.cfi_def_cfa_offset 672
.L4039:
	movq	32(%rsp), %rdx
	movq	stderr(%rip), %rdi
	xorl	%eax, %eax
	movl	$-1, %ebp
	leaq	.LC578(%rip), %rsi
	call	fprintf@PLT
	jmp	.L4007
.L4014:
	addq	%r9, %rax
	movq	%rax, 80(%rsp)
	cmpq	%rbx, %rax
	jnb	.L4083
	movq	40(%rsp), %rdi
	movq	%rsi, %rcx
	movq	%rbx, %rdx
	movq	%r14, %rsi
	call	serve_stalls
	movq	%rax, %rsi
	movq	%rax, %rbx
	subq	%r14, %rsi
	jmp	.L4011
.L4012:
	leaq	(%r8,%rax), %rdx
	leaq	(%rsi,%rdx), %rcx
	cmpq	%rdx, %r14
	cmovb	%rcx, %rbx
	jmp	.L4013
.L4045:
	movl	$96, %ebx
	movl	$12288, %edi
	movl	$2048, %ecx
	movq	$49233, 32(%rsp)
	movl	$36923, %r12d
	jmp	.L4001
.L4091:
	movq	stderr(%rip), %rdi
	leaq	.LC575(%rip), %rsi
	xorl	%eax, %eax
	movl	$-1, %ebp
	call	fprintf@PLT
	jmp	.L4007
.L4004:
	movl	$35, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC573(%rip), %rdi
	movl	$-1, %ebp
	call	fwrite@PLT
	jmp	.L4007
.L4041:
	salq	$4, %rax
	movslq	%r10d, %rdx
	movq	32(%rsp), %rdi
	leaq	SET_NAME(%rip), %rcx
	movq	(%rcx,%rdx,8), %rcx
	movq	(%r14,%rax), %r8
	movl	$256, %esi
	xorl	%eax, %eax
	leaq	.LC577(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4039
	.cfi_endproc
.LFE309:
	.size	hlog_writer, .-hlog_writer
	.p2align 4
	.type	omit_walk, @function
omit_walk:
.LFB211:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rcx, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rdx, %r13
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
	subq	$408, %rsp
	.cfi_def_cfa_offset 464
	movl	232(%rdi), %edi
	movl	%esi, 68(%rsp)
	movq	%r8, 104(%rsp)
	movl	%edi, 112(%rsp)
	testl	%esi, %esi
	jne	.L4095
	movl	152(%rbp), %edx
	leaq	by_kind.7(%rip), %rax
	movl	(%rax,%rdx,4), %eax
	movl	%eax, 64(%rsp)
	movq	160(%rbp), %rax
	movq	%rax, 96(%rsp)
	testl	%edi, %edi
	je	.L4256
	movq	240(%rbp), %rax
	movq	$-1, %r14
	addq	$1, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rax, 176(%rsp)
	call	malloc@PLT
	movq	96(%rsp), %rdi
	movl	$8, %esi
	movq	%rax, 168(%rsp)
	call	calloc@PLT
	movl	$1, %edx
	movq	%rax, 80(%rsp)
	movq	288(%rbp), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	movl	$0, 112(%rsp)
	movq	%rax, 160(%rsp)
	movq	%rax, 208(%rsp)
	movq	$0, 216(%rsp)
	jmp	.L4099
.L4095:
	movl	112(%rsp), %esi
	testl	%esi, %esi
	jne	.L4257
	movq	$1, 176(%rsp)
	movl	$8, %edi
.L4098:
	xorl	%eax, %eax
	cmpq	$0, 288(%rbp)
	setne	%al
	movl	%eax, 112(%rsp)
	call	malloc@PLT
	movl	$8, %esi
	movl	$1, %edi
	movq	%rax, 168(%rsp)
	call	calloc@PLT
	movl	$1, %edx
	movq	%rax, 80(%rsp)
	movq	288(%rbp), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	cmpq	$0, 256(%rbp)
	movq	$0, 216(%rsp)
	movq	%rax, 160(%rsp)
	movq	%rax, 208(%rsp)
	je	.L4180
	movl	$0, 64(%rsp)
	movq	272(%rbp), %r14
	movq	$1, 96(%rsp)
.L4099:
	cmpq	$0, 168(%rsp)
	pxor	%xmm0, %xmm0
	sete	%al
	cmpq	$0, 80(%rsp)
	movups	%xmm0, (%r15)
	sete	%dl
	movups	%xmm0, 16(%r15)
	orb	%dl, %al
	movups	%xmm0, 32(%r15)
	movups	%xmm0, 48(%r15)
	jne	.L4191
	cmpq	$0, 160(%rsp)
	je	.L4191
	leaq	224(%rsp), %rax
	movq	%rbp, %rsi
	movq	%rax, %rdi
	movq	%rax, 192(%rsp)
	call	server_init
	leaq	288(%rsp), %rax
	movq	%rbp, %rsi
	movq	%rax, %rdi
	movq	%rax, 152(%rsp)
	call	due_restart
	xorl	%eax, %eax
	cmpl	$3, 64(%rsp)
	je	.L4103
	movq	136(%rbp), %rax
.L4103:
	movq	%rax, (%r15)
	movq	208(%rsp), %rax
	xorl	%ecx, %ecx
	xorl	%r11d, %r11d
	movq	$-1, 48(%r15)
	movq	%r15, %r10
	xorl	%ebx, %ebx
	xorl	%r12d, %r12d
	movq	%rax, 184(%rsp)
	movq	%r11, %r15
	leaq	208(%rsp), %rax
	movq	$0, 200(%rsp)
	movq	$0, 88(%rsp)
	movq	$0, 72(%rsp)
	movq	%rax, 144(%rsp)
	movq	%rcx, 16(%rsp)
	jmp	.L4104
	.p2align 4,,10
	.p2align 3
.L4145:
	movq	8(%rsp), %rcx
	movq	%r8, %r9
	subq	%rcx, %r9
	testq	%rax, %rax
	je	.L4190
	movq	%r8, %rdx
	subq	%rbx, %rdx
	cmpq	%rdx, %rax
	jb	.L4176
	movq	%r9, 32(%rsp)
	movq	%r8, %rsi
	xorl	%eax, %eax
	movl	$0, 40(%rsp)
.L4148:
	movl	112(%rsp), %edi
	movq	%rax, %xmm0
	movhps	24(%rsp), %xmm0
	testl	%edi, %edi
	jne	.L4258
.L4150:
	movq	48(%r10), %rax
	movdqu	32(%r10), %xmm2
	movq	%rbx, 56(%r10)
	addq	$1, 8(%r10)
	cmpq	%rbx, %rax
	paddq	%xmm2, %xmm0
	cmova	%rbx, %rax
	cmpq	$0, 104(%rsp)
	movups	%xmm0, 32(%r10)
	movq	%rax, 48(%r10)
	je	.L4149
	movq	16(%rsp), %rcx
	movq	136(%rbp), %rdx
	movq	$0, 56(%rsp)
	movq	56(%rsp), %rdi
	movq	%r10, 136(%rsp)
	movq	%rcx, 48(%rsp)
	movq	48(%rsp), %rsi
	xorl	%ecx, %ecx
	movq	%r9, 128(%rsp)
	shldq	$5, %rsi, %rdi
	salq	$5, %rsi
	movq	%r8, 120(%rsp)
	movq	%rsi, %rax
	movq	%rdi, %rsi
	movl	%r11d, 116(%rsp)
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	104(%rsp), %rdi
	movq	24(%rsp), %rsi
	cltq
	movq	120(%rsp), %r8
	movl	116(%rsp), %r11d
	leaq	(%rdi,%rax,8), %rax
	movq	136(%rsp), %r10
	movq	128(%rsp), %r9
	addq	$1, 1248(%rax)
	addq	%rsi, 1504(%rax)
.L4149:
	testq	%r13, %r13
	je	.L4127
	movq	112(%r13), %rdi
	testq	%rdi, %rdi
	je	.L4162
	movq	%r9, %rdx
	movq	%r15, %rcx
	movq	%rbx, %rsi
	movq	%r8, 120(%rsp)
	movq	%r10, 128(%rsp)
	movl	%r11d, 116(%rsp)
	movq	%r9, 24(%rsp)
	call	trace_add
	movq	24(%rsp), %r9
	movl	116(%rsp), %r11d
	testl	%eax, %eax
	movq	120(%rsp), %r8
	movq	128(%rsp), %r10
	jne	.L4259
.L4162:
	movl	40(%rsp), %edx
	movq	8(%r13), %rax
	testl	%edx, %edx
	jne	.L4260
	movq	0(%r13), %rdx
	testq	%rdx, %rdx
	je	.L4167
	movq	56(%r13), %rcx
	leaq	1(%rcx), %rsi
	movq	%rsi, 56(%r13)
	movq	%r9, (%rdx,%rcx,8)
.L4167:
	testq	%rax, %rax
	je	.L4166
	movq	64(%r13), %rdx
	movq	32(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r13)
	movq	%rdi, (%rax,%rdx,8)
.L4166:
	testl	%r11d, %r11d
	jne	.L4164
	movq	16(%r13), %rax
	testq	%rax, %rax
	je	.L4164
	movq	72(%r13), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 72(%r13)
	movq	%r9, (%rax,%rdx,8)
.L4164:
	movq	24(%r13), %rax
	testq	%rax, %rax
	je	.L4169
	movq	80(%r13), %rdx
	movq	32(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 80(%r13)
	movq	%rsi, (%rax,%rdx,8)
.L4169:
	movq	32(%r13), %rax
	testq	%rax, %rax
	je	.L4170
	movq	88(%r13), %rdx
	movq	8(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 88(%r13)
	movq	%r8, %rcx
	subq	%rdi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L4170:
	movq	40(%r13), %rax
	testq	%rax, %rax
	je	.L4171
	movq	96(%r13), %rdx
	subq	%rbx, %r8
	leaq	1(%rdx), %rcx
	movq	%rcx, 96(%r13)
	movq	%r8, (%rax,%rdx,8)
.L4171:
	movq	48(%r13), %rax
	testq	%rax, %rax
	je	.L4127
	movq	104(%r13), %rdx
	movq	8(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 104(%r13)
	movq	%rbx, %rcx
	subq	%rsi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L4127:
	movq	96(%rsp), %rax
	addq	$1, %r15
	addq	$1, 16(%rsp)
	cmpq	%rax, %r15
	movl	$0, %eax
	cmove	%rax, %r15
.L4104:
	cmpl	$3, 64(%rsp)
	je	.L4261
	movq	16(%rsp), %rax
	cmpq	136(%rbp), %rax
	jnb	.L4247
	movl	68(%rsp), %ecx
	movq	%r10, 24(%rsp)
	movq	152(%rsp), %rdi
	testl	%ecx, %ecx
	jne	.L4262
	call	due_next
	cmpl	$2, 64(%rsp)
	movq	24(%rsp), %r10
	movq	%rax, 8(%rsp)
	je	.L4263
	movq	8(%rsp), %rdi
	cmpl	$1, 64(%rsp)
	movq	%rdi, %rax
	jne	.L4129
	movq	80(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rdi
	cmovnb	%rdi, %rax
.L4129:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L4108:
	movl	232(%rbp), %r11d
	testl	%r11d, %r11d
	jne	.L4264
.L4130:
	movq	88(%rsp), %rax
	cmpq	%rbx, %rax
	cmovb	%rbx, %rax
	movq	%rax, 24(%rsp)
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L4136
	movq	0(%rbp), %rdx
.L4137:
	cmpq	$0, 40(%rbp)
	je	.L4265
	movq	24(%rsp), %rsi
	movq	192(%rsp), %rdi
	movq	%r10, 40(%rsp)
	movl	%r11d, 32(%rsp)
	call	serve_random
	movq	40(%rsp), %r10
	movl	32(%rsp), %r11d
	movq	%rax, 88(%rsp)
.L4139:
	testl	%r11d, %r11d
	je	.L4187
	movq	72(%rsp), %rdi
	xorl	%edx, %edx
	movq	24(%rsp), %rcx
	xorl	%r11d, %r11d
	movq	$0, 24(%rsp)
	movq	88(%rsp), %r8
	leaq	(%rdi,%r12), %rax
	divq	176(%rsp)
	movq	168(%rsp), %rax
	movq	%rcx, (%rax,%rdx,8)
	leaq	1(%rdi), %rax
	movq	%rax, 72(%rsp)
	.p2align 4,,10
	.p2align 3
.L4135:
	movl	68(%rsp), %r9d
	movq	224(%rbp), %rax
	testl	%r9d, %r9d
	jne	.L4145
	movq	%r8, %r9
	subq	%rbx, %r9
	testq	%rax, %rax
	jne	.L4175
	movq	%r9, 32(%rsp)
	movq	%r8, %rdx
	movl	$0, 40(%rsp)
.L4147:
	movq	%rax, %xmm0
	movq	48(%r10), %rax
	movdqu	32(%r10), %xmm1
	movq	%rbx, 56(%r10)
	addq	$1, 8(%r10)
	movq	80(%rsp), %rsi
	movhps	24(%rsp), %xmm0
	cmpq	%rbx, %rax
	paddq	%xmm1, %xmm0
	cmova	%rbx, %rax
	movq	%rdx, (%rsi,%r15,8)
	movups	%xmm0, 32(%r10)
	movq	%rax, 48(%r10)
	jmp	.L4149
.L4257:
	movq	240(%rbp), %rax
	addq	$1, %rax
	movq	%rax, 176(%rsp)
	leaq	0(,%rax,8), %rdi
	jmp	.L4098
.L4256:
	movl	$8, %edi
	movq	$-1, %r14
	call	malloc@PLT
	movq	96(%rsp), %rdi
	movl	$8, %esi
	movq	%rax, 168(%rsp)
	call	calloc@PLT
	movl	$1, %edx
	movq	%rax, 80(%rsp)
	movq	288(%rbp), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	movq	$0, 216(%rsp)
	movq	%rax, 160(%rsp)
	movq	%rax, 208(%rsp)
	movq	$1, 176(%rsp)
	jmp	.L4099
.L4247:
	movq	%r10, %r15
.L4109:
	xorl	%ebx, %ebx
.L4161:
	cmpq	$0, 8(%r15)
	jne	.L4173
	movq	$0, 48(%r15)
.L4173:
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	328(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4174
	call	fclose@PLT
.L4174:
	movq	168(%rsp), %rdi
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	call	free@PLT
.L4094:
	addq	$408, %rsp
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
.L4260:
	.cfi_restore_state
	testq	%rax, %rax
	je	.L4164
	movq	64(%r13), %rdx
	movq	32(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r13)
	movq	%rdi, (%rax,%rdx,8)
	jmp	.L4164
	.p2align 4,,10
	.p2align 3
.L4261:
	movq	80(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L4106
	cmpq	%rax, %rbx
	setnb	%al
.L4107:
	testb	%al, %al
	jne	.L4247
	movl	232(%rbp), %r11d
	addq	$1, (%r10)
	movq	%rbx, 8(%rsp)
	testl	%r11d, %r11d
	je	.L4130
.L4264:
	cmpq	$0, 72(%rsp)
	je	.L4132
	movq	72(%rsp), %rax
	movq	176(%rsp), %rcx
	movq	168(%rsp), %rdx
	jmp	.L4131
	.p2align 4,,10
	.p2align 3
.L4134:
	addq	$1, %r12
	xorl	%esi, %esi
	cmpq	%rcx, %r12
	cmove	%rsi, %r12
	subq	$1, %rax
	je	.L4250
.L4131:
	cmpq	(%rdx,%r12,8), %rbx
	jnb	.L4134
.L4250:
	movq	%rax, 72(%rsp)
.L4132:
	movq	72(%rsp), %rax
	cmpq	240(%rbp), %rax
	jb	.L4130
	movq	88(%rsp), %rax
	cmpq	%rax, %rbx
	jnb	.L4130
	movq	248(%rbp), %r8
	movl	$1, %r11d
	movq	$1, 24(%rsp)
	addq	%rbx, %r8
	jmp	.L4135
	.p2align 4,,10
	.p2align 3
.L4190:
	movq	%r9, 32(%rsp)
	movq	%r8, %rsi
	movl	$0, 40(%rsp)
	jmp	.L4148
	.p2align 4,,10
	.p2align 3
.L4175:
	cmpq	%r9, %rax
	jb	.L4177
	movq	%r9, 32(%rsp)
	movq	%r8, %rdx
	xorl	%eax, %eax
	movl	$0, 40(%rsp)
	jmp	.L4147
	.p2align 4,,10
	.p2align 3
.L4262:
	call	due_next
	cmpq	$0, 16(%rsp)
	movq	24(%rsp), %r10
	movq	%rax, 8(%rsp)
	je	.L4111
	movl	280(%rbp), %edx
	testl	%edx, %edx
	je	.L4111
	movq	200(%rsp), %rsi
	subq	%rsi, %rbx
	movq	%r13, %rsi
	movq	%r12, %r13
	movq	%rbp, %r12
	addq	%rax, %rbx
	jmp	.L4113
	.p2align 4,,10
	.p2align 3
.L4266:
	addq	%rax, %r14
.L4113:
	cmpq	$-1, %r14
	je	.L4114
	movq	256(%r12), %rax
	addq	%r14, %rax
	cmpq	%rax, %rbx
	jb	.L4114
	movq	264(%r12), %rax
	testq	%rax, %rax
	jne	.L4266
	movq	$-1, %r14
.L4114:
	cmpq	%r14, %rbx
	jb	.L4116
	movq	256(%r12), %rbx
	addq	%r14, %rbx
.L4116:
	movl	112(%rsp), %eax
	testl	%eax, %eax
	je	.L4267
	movq	%rsi, 24(%rsp)
	movq	160(%rsp), %rbp
	movq	%r10, 32(%rsp)
	movq	144(%rsp), %rdi
	jmp	.L4117
	.p2align 4,,10
	.p2align 3
.L4269:
	cmpq	0(%rbp), %rbx
	jb	.L4268
	call	heap_pop
.L4117:
	movq	216(%rsp), %rax
	testq	%rax, %rax
	jne	.L4269
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	xorl	%ecx, %ecx
.L4119:
	movq	288(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L4121
	movl	296(%r12), %eax
	testl	%eax, %eax
	jne	.L4121
	movq	144(%rsp), %rdi
	movq	%r10, 32(%rsp)
	movq	%rsi, 24(%rsp)
	call	heap_pop
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	movq	%rax, %rbx
	jmp	.L4113
	.p2align 4,,10
	.p2align 3
.L4106:
	movq	16(%rsp), %rax
	cmpq	136(%rbp), %rax
	setnb	%al
	jmp	.L4107
	.p2align 4,,10
	.p2align 3
.L4263:
	movq	80(%rsp), %rdi
	cmpq	(%rdi,%r15,8), %rax
	jnb	.L4129
	addq	$1, 16(%r10)
	jmp	.L4127
.L4121:
	movq	%r12, %rbp
	movq	%r13, %r12
	movq	%rsi, %r13
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L4125
	cmpq	%rbx, 128(%rbp)
	jb	.L4255
.L4125:
	cmpq	%rdx, %rcx
	jnb	.L4126
.L4123:
	movq	8(%rsp), %rax
	movq	%rax, 200(%rsp)
	jmp	.L4108
	.p2align 4,,10
	.p2align 3
.L4187:
	movq	$0, 24(%rsp)
	movq	88(%rsp), %r8
	jmp	.L4135
	.p2align 4,,10
	.p2align 3
.L4258:
	movq	216(%rsp), %rax
	movq	184(%rsp), %rdi
	leaq	1(%rax), %rdx
	movq	%rdx, 216(%rsp)
	testq	%rax, %rax
	jne	.L4151
	jmp	.L4152
	.p2align 4,,10
	.p2align 3
.L4154:
	movq	%rcx, (%rdx)
	testq	%rax, %rax
	je	.L4152
.L4151:
	movq	%rax, %rdx
	leaq	-1(%rax), %rax
	shrq	%rax
	leaq	(%rdi,%rdx,8), %rdx
	movq	(%rdi,%rax,8), %rcx
	cmpq	%rcx, %rsi
	jb	.L4154
	movq	%rsi, (%rdx)
	jmp	.L4150
	.p2align 4,,10
	.p2align 3
.L4268:
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	movq	%rax, %rcx
	jmp	.L4119
	.p2align 4,,10
	.p2align 3
.L4111:
	movq	8(%rsp), %rax
	movq	%r13, %rsi
	movq	%r12, %r13
	movq	%rbp, %r12
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L4113
	.p2align 4,,10
	.p2align 3
.L4177:
	movq	%rax, 32(%rsp)
	leaq	(%rbx,%rax), %rdx
	movl	$1, %eax
	movl	$1, 40(%rsp)
	jmp	.L4147
	.p2align 4,,10
	.p2align 3
.L4176:
	movq	8(%rsp), %rdi
	leaq	(%rbx,%rax), %rsi
	movl	$1, 40(%rsp)
	movq	%rsi, %rax
	subq	%rdi, %rax
	movq	%rax, 32(%rsp)
	movl	$1, %eax
	jmp	.L4148
	.p2align 4,,10
	.p2align 3
.L4265:
	movq	24(%rsp), %rcx
	movq	224(%rsp), %rax
	leaq	(%rcx,%rdx), %rsi
	movq	%rsi, 88(%rsp)
	cmpq	%rsi, %rax
	jnb	.L4139
	movq	48(%rbp), %r8
	cmpq	%rax, %rcx
	jnb	.L4140
	addq	%r8, %rsi
	movq	%rsi, 88(%rsp)
.L4141:
	addq	$1, 232(%rsp)
	movq	56(%rbp), %r9
	testq	%r9, %r9
	jne	.L4142
	movq	$-1, 224(%rsp)
	jmp	.L4139
	.p2align 4,,10
	.p2align 3
.L4136:
	movq	16(%rsp), %rsi
	movq	%rbp, %rdi
	movq	%r10, 40(%rsp)
	movl	%r11d, 32(%rsp)
	call	service_of
	movq	40(%rsp), %r10
	movl	32(%rsp), %r11d
	movq	%rax, %rdx
	jmp	.L4137
	.p2align 4,,10
	.p2align 3
.L4152:
	movq	184(%rsp), %rdx
	movq	%rsi, (%rdx)
	jmp	.L4150
.L4126:
	movq	8(%rsp), %rax
	addq	$1, 24(%r10)
	movq	%rax, 200(%rsp)
	jmp	.L4127
.L4142:
	movq	88(%rsp), %rdi
	addq	%r9, %rax
	movq	%rax, 224(%rsp)
	cmpq	%rdi, %rax
	jnb	.L4139
	movq	%rdx, %rcx
	movq	24(%rsp), %rsi
	movq	%rdi, %rdx
	movq	192(%rsp), %rdi
	movq	%r10, 40(%rsp)
	movl	%r11d, 32(%rsp)
	call	serve_stalls
	movl	32(%rsp), %r11d
	movq	40(%rsp), %r10
	movq	%rax, 88(%rsp)
	jmp	.L4139
.L4140:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, 24(%rsp)
	leaq	(%rdx,%rcx), %rsi
	cmovnb	88(%rsp), %rsi
	movq	%rsi, 88(%rsp)
	jmp	.L4141
.L4267:
	movq	%r12, %rbp
	movq	%r13, %r12
	movq	%rsi, %r13
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L4123
	cmpq	%rbx, 128(%rbp)
	jnb	.L4123
.L4255:
	movq	136(%rbp), %rax
	movq	16(%rsp), %rcx
	movq	%r10, %r15
	subq	%rcx, %rax
	movq	%rax, 16(%r10)
	jmp	.L4109
.L4180:
	movl	$0, 64(%rsp)
	movq	$-1, %r14
	movq	$1, 96(%rsp)
	jmp	.L4099
.L4259:
	movq	%r10, %r15
	movl	$-1, %ebx
	jmp	.L4161
.L4191:
	movq	168(%rsp), %rdi
	orl	$-1, %ebx
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	jmp	.L4094
	.cfi_endproc
.LFE211:
	.size	omit_walk, .-omit_walk
	.p2align 4
	.type	ref_omit_client, @function
ref_omit_client:
.LFB216:
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
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$424, %rsp
	.cfi_def_cfa_offset 480
	movq	224(%rdi), %rax
	movl	%esi, 20(%rsp)
	movq	%rdx, 168(%rsp)
	movq	%rcx, 136(%rsp)
	movq	%rax, 56(%rsp)
	testl	%esi, %esi
	jne	.L4271
	movl	152(%rdi), %edx
	leaq	by_kind.7(%rip), %rax
	movq	160(%rdi), %rdi
	movl	(%rax,%rdx,4), %eax
	movq	%rdi, 120(%rsp)
	movl	%eax, 8(%rsp)
	cmpl	$3, %eax
	jne	.L4272
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L4272
	xorl	%edx, %edx
	movq	120(%rsp), %rdi
	divq	(%r14)
	leaq	1(%rdi,%rax), %rbp
	jmp	.L4274
.L4271:
	movl	$0, 8(%rsp)
	movq	136(%rdi), %rbp
	movq	$1, 120(%rsp)
.L4274:
	leaq	0(,%rbp,8), %rbx
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 24(%rsp)
	movq	%rax, %r12
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 48(%rsp)
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 80(%rsp)
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %r15
	call	malloc@PLT
	movq	%rax, 104(%rsp)
	movq	288(%r14), %rax
	leaq	8(,%rax,8), %rdi
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, %r13
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 96(%rsp)
	call	malloc@PLT
	movslq	20(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movq	168(%rsp), %rsi
	movq	%rax, 144(%rsp)
	movq	%rdi, 176(%rsp)
	salq	$6, %rdi
	leaq	1120(%rsi,%rdi), %rax
	movq	%rdi, 160(%rsp)
	movups	%xmm0, (%rax)
	movups	%xmm0, 16(%rax)
	movups	%xmm0, 32(%rax)
	movups	%xmm0, 48(%rax)
	testq	%r12, %r12
	je	.L4279
	cmpq	$0, 48(%rsp)
	je	.L4279
	cmpq	$0, 80(%rsp)
	je	.L4279
	testq	%r15, %r15
	je	.L4279
	cmpq	$0, 104(%rsp)
	je	.L4279
	testq	%r13, %r13
	je	.L4279
	cmpq	$0, 96(%rsp)
	je	.L4279
	cmpq	$0, 144(%rsp)
	je	.L4279
	xorl	%eax, %eax
	leaq	208(%rsp), %rdi
	movl	$10, %ecx
	movq	$0, 204(%rsp)
	movq	$0, 280(%rsp)
	rep stosq
	movq	%r14, 192(%rsp)
	movq	%r14, 272(%rsp)
	movl	8(%rsp), %eax
	cmpq	$0, 48(%r14)
	movl	%eax, 200(%rsp)
	movq	$-1, %rax
	jne	.L4437
.L4280:
	movq	160(%r14), %rdi
	movl	$8, %esi
	movq	%rax, 288(%rsp)
	call	calloc@PLT
	movq	%rax, 184(%rsp)
	movq	%rax, 240(%rsp)
	testq	%rax, %rax
	je	.L4279
	leaq	304(%rsp), %rax
	movq	%r14, %rsi
	xorl	%ebx, %ebx
	xorl	%ebp, %ebp
	movq	%rax, %rdi
	movq	%rax, 128(%rsp)
	xorl	%r12d, %r12d
	call	due_restart
	movq	120(%rsp), %rax
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	movq	104(%rsp), %rdi
	xorl	%r11d, %r11d
	negq	%rax
	leaq	(%rdi,%rax,8), %rax
	movq	%rax, 152(%rsp)
	leaq	192(%rsp), %rax
	movq	%rax, 112(%rsp)
	jmp	.L4313
	.p2align 4,,10
	.p2align 3
.L4281:
	movq	%rcx, 88(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r11, 32(%rsp)
	cmpq	136(%r14), %r12
	jnb	.L4287
	movq	128(%rsp), %rdi
	call	due_next
	movl	20(%rsp), %edx
	movq	24(%rsp), %rdi
	movq	32(%rsp), %r11
	movq	64(%rsp), %r8
	testl	%edx, %edx
	movq	%rax, (%rdi,%r12,8)
	movq	88(%rsp), %rcx
	jne	.L4438
	cmpl	$2, 8(%rsp)
	je	.L4439
	cmpl	$1, 8(%rsp)
	jne	.L4305
	movq	120(%rsp), %rdi
	cmpq	%rdi, %r12
	jb	.L4305
	movq	152(%rsp), %rdi
	movq	(%rdi,%r12,8), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
.L4305:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L4286:
	movq	48(%rsp), %rax
	movl	232(%r14), %r10d
	movq	%rbx, (%rax,%r12,8)
	testl	%r10d, %r10d
	je	.L4308
	cmpq	%r8, %rbx
	jb	.L4440
.L4308:
	cmpq	%rbx, %r8
	movq	%r8, %rdx
	movq	112(%rsp), %rdi
	leaq	1(%r11), %rax
	cmovb	%rbx, %rdx
	movq	%r12, %rsi
	movq	%rax, 32(%rsp)
	movq	%rdx, (%r15,%r11,8)
	call	ref_request
	movq	80(%rsp), %rdi
	movq	32(%rsp), %r11
	movq	%rax, %rcx
	movq	%rax, %r8
	movq	%rax, (%rdi,%r12,8)
	movq	96(%rsp), %rdi
	movb	$0, (%rdi,%r12)
.L4311:
	movq	56(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4312
	movq	%rcx, %rdx
	leaq	(%rbx,%rdi), %rax
	subq	%rbx, %rdx
	cmpq	%rdx, %rdi
	cmovb	%rax, %rcx
.L4312:
	movq	104(%rsp), %rax
	movl	20(%rsp), %r9d
	movq	%rcx, (%rax,%r12,8)
	testl	%r9d, %r9d
	je	.L4303
	cmpq	$0, 288(%r14)
	je	.L4303
	movq	%rcx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L4303:
	addq	$1, %r12
.L4313:
	cmpl	$3, 8(%rsp)
	jne	.L4281
	movq	120(%rsp), %rax
	xorl	%ebx, %ebx
	cmpq	%rax, %r12
	jb	.L4282
	movq	152(%rsp), %rax
	movq	(%rax,%r12,8), %rbx
.L4282:
	testq	%r12, %r12
	je	.L4283
	movq	48(%rsp), %rax
	movq	-8(%rax,%r12,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L4283:
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L4284
	cmpq	%rax, %rbx
	setnb	%al
.L4285:
	testb	%al, %al
	jne	.L4441
	movq	24(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L4286
.L4441:
	movq	%r12, %rax
	xorl	%edx, %edx
.L4351:
	movq	176(%rsp), %r10
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	xorl	%ebx, %ebx
	movq	168(%rsp), %rdi
	salq	$6, %r10
	leaq	(%rdi,%r10), %rcx
	movq	%rax, 1120(%rcx)
	movq	%rdx, 1136(%rcx)
	testq	%r12, %r12
	je	.L4329
	movq	%r15, 112(%rsp)
	movq	96(%rsp), %rbp
	movq	%r10, %r15
	movq	%r13, 128(%rsp)
	movl	20(%rsp), %r13d
	movq	%r14, 88(%rsp)
	movq	168(%rsp), %r14
	jmp	.L4314
	.p2align 4,,10
	.p2align 3
.L4316:
	cmpb	$3, %r11b
	je	.L4442
	cmpb	$1, %r11b
	ja	.L4317
	addq	$1, 1128(%r14,%r15)
	movq	48(%rsp), %rax
	cmpq	$0, 136(%rsp)
	movq	(%rax,%rbx,8), %rsi
	je	.L4326
	movq	80(%rsp), %rax
	movq	(%rax,%rbx,8), %rdi
	testl	%r13d, %r13d
	je	.L4323
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax,%rbx,8), %rax
.L4324:
	subq	%rax, %rdi
	movq	%r8, 64(%rsp)
	movq	%rdi, %rdx
	movq	136(%rsp), %rdi
	movq	%r9, 72(%rsp)
	movb	%r11b, 32(%rsp)
	movq	%rsi, 8(%rsp)
	call	trace_add
	movq	8(%rsp), %rsi
	movzbl	32(%rsp), %r11d
	testl	%eax, %eax
	movq	64(%rsp), %r8
	movq	72(%rsp), %r9
	jne	.L4443
.L4326:
	movq	160(%rsp), %rax
	addq	%r14, %rax
	addq	%r11, 1160(%rax)
	cmpq	$0, 56(%rsp)
	movq	1152(%rax), %rdx
	je	.L4322
	movq	80(%rsp), %rdi
	movq	(%rdi,%rbx,8), %rdi
	movq	%rdi, %rcx
	movq	%rdi, 8(%rsp)
	subq	%rsi, %rcx
	cmpq	%rcx, 56(%rsp)
	adcq	$0, %rdx
.L4322:
	movq	%rdx, 1152(%rax)
	leaq	(%r14,%r15), %rax
	cmpq	$1, 1128(%rax)
	movq	%rsi, 1176(%rax)
	jne	.L4327
	movq	%rsi, 1168(%rax)
.L4327:
	movq	%r11, 8(%rsp)
	testl	%r13d, %r13d
	je	.L4317
	movq	88(%rsp), %rax
	movq	%r8, %rdi
	movq	%r9, %rsi
	xorl	%ecx, %ecx
	movq	%r8, 32(%rsp)
	movq	136(%rax), %rdx
	movq	%r9, 40(%rsp)
	call	__udivti3@PLT
	movq	8(%rsp), %r11
	movq	32(%rsp), %r8
	cltq
	movq	40(%rsp), %r9
	leaq	(%r14,%rax,8), %rax
	addq	$1, 1248(%rax)
	addq	%r11, 1504(%rax)
.L4317:
	addq	$1, %rbx
	addq	$32, %r8
	adcq	$0, %r9
	cmpq	%rbx, %r12
	je	.L4444
.L4314:
	movzbl	0(%rbp,%rbx), %r11d
	cmpb	$2, %r11b
	jne	.L4316
	addq	$1, 1136(%r14,%r15)
	jmp	.L4317
	.p2align 4,,10
	.p2align 3
.L4440:
	movq	%r11, %rcx
	xorl	%edx, %edx
	jmp	.L4309
	.p2align 4,,10
	.p2align 3
.L4310:
	movq	%rcx, %rax
	subq	%rdx, %rax
	shrq	%rax
	addq	%rdx, %rax
	cmpq	(%r15,%rax,8), %rbx
	jnb	.L4445
	movq	%rax, %rcx
.L4309:
	cmpq	%rcx, %rdx
	jb	.L4310
	movq	%r11, %rax
	subq	%rdx, %rax
	cmpq	240(%r14), %rax
	jb	.L4308
	movq	96(%rsp), %rax
	movq	248(%r14), %rcx
	movb	$1, (%rax,%r12)
	movq	80(%rsp), %rax
	addq	%rbx, %rcx
	movq	%rcx, (%rax,%r12,8)
	jmp	.L4311
	.p2align 4,,10
	.p2align 3
.L4445:
	leaq	1(%rax), %rdx
	jmp	.L4309
	.p2align 4,,10
	.p2align 3
.L4438:
	movl	280(%r14), %edi
	movl	%edi, 64(%rsp)
	testq	%r12, %r12
	je	.L4355
	testl	%edi, %edi
	je	.L4290
	movq	24(%rsp), %rdi
	subq	-8(%rdi,%r12,8), %rbx
	addq	%rax, %rbx
.L4289:
	movq	256(%r14), %r10
	movq	288(%r14), %r9
	testq	%r10, %r10
	je	.L4291
	.p2align 4,,10
	.p2align 3
.L4301:
	movq	272(%r14), %rsi
	cmpq	%rsi, %rbx
	jb	.L4291
	movq	264(%r14), %rdi
	testq	%rdi, %rdi
	je	.L4292
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%rsi, %rax
	movq	%rax, 32(%rsp)
	divq	%rdi
	movq	32(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, %rdi
.L4292:
	addq	%r10, %rsi
	addq	%rdi, %rsi
	cmpq	%rsi, %rbx
	cmovb	%rsi, %rbx
.L4291:
	testq	%r9, %r9
	je	.L4293
	testq	%rbp, %rbp
	je	.L4293
.L4294:
	leaq	0(%r13,%rbp,8), %rsi
	movq	%r13, %rax
	xorl	%ebp, %ebp
	.p2align 4,,10
	.p2align 3
.L4297:
	movq	(%rax), %rdx
	cmpq	%rdx, %rbx
	jnb	.L4296
	movq	%rdx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L4296:
	addq	$8, %rax
	cmpq	%rax, %rsi
	jne	.L4297
	cmpq	%r9, %rbp
	jb	.L4293
	movl	296(%r14), %eax
	testl	%eax, %eax
	jne	.L4298
	xorl	%eax, %eax
	movq	$-1, %rbx
	.p2align 4,,10
	.p2align 3
.L4299:
	movq	0(%r13,%rax,8), %rdx
	cmpq	%rdx, %rbx
	cmova	%rdx, %rbx
	addq	$1, %rax
	cmpq	%rbp, %rax
	jb	.L4299
	testq	%r10, %r10
	jne	.L4301
	testq	%rbp, %rbp
	jne	.L4294
	.p2align 4,,10
	.p2align 3
.L4293:
	movl	64(%rsp), %eax
	testl	%eax, %eax
	je	.L4286
.L4295:
	cmpq	%rbx, 128(%r14)
	jb	.L4287
.L4302:
	cmpq	%rbp, %r9
	jne	.L4286
	testq	%r9, %r9
	je	.L4286
	movq	96(%rsp), %rax
	movb	$3, (%rax,%r12)
	movq	48(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L4303
	.p2align 4,,10
	.p2align 3
.L4284:
	cmpq	136(%r14), %r12
	setnb	%al
	jmp	.L4285
.L4442:
	addq	$1, 1144(%r14,%r15)
	jmp	.L4317
	.p2align 4,,10
	.p2align 3
.L4439:
	cmpq	%rcx, %rax
	jnb	.L4305
	movq	96(%rsp), %rax
	movb	$2, (%rax,%r12)
	jmp	.L4303
.L4323:
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	120(%rsp)
	movq	%rsi, %rax
	movq	%rdx, %rcx
	jmp	.L4324
.L4355:
	movq	%rax, %rbx
	jmp	.L4289
.L4290:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L4289
.L4444:
	movq	112(%rsp), %r15
	movq	128(%rsp), %r13
	movq	88(%rsp), %r14
.L4329:
	movq	168(%rsp), %rcx
	movq	%r15, 64(%rsp)
	xorl	%ebx, %ebx
	movq	%r14, %rdx
	movq	%r13, 88(%rsp)
	leaq	.L4341(%rip), %rbp
	imulq	$560, 176(%rsp), %rax
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L4315:
	cmpl	$1, %ebx
	jle	.L4446
	cmpl	$3, %ebx
	jle	.L4447
	movl	20(%rsp), %edi
	testl	%edi, %edi
	je	.L4334
	cmpq	$0, 256(%rdx)
	jne	.L4331
	movl	280(%rdx), %esi
	testl	%esi, %esi
	je	.L4448
.L4331:
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	movl	%ebx, %r11d
	testq	%r12, %r12
	je	.L4349
	movq	48(%rsp), %r15
	movq	80(%rsp), %r14
	movq	%rcx, 8(%rsp)
	movq	96(%rsp), %r10
	movq	56(%rsp), %r13
	movq	%rdx, 32(%rsp)
	movl	20(%rsp), %r8d
	.p2align 4,,10
	.p2align 3
.L4348:
	testl	%r8d, %r8d
	je	.L4335
	movq	24(%rsp), %rdi
	movq	(%rdi,%rax,8), %rdi
.L4336:
	xorl	%esi, %esi
	testq	%r13, %r13
	je	.L4337
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	xorl	%esi, %esi
	cmpq	%rdx, %r13
	setb	%sil
.L4337:
	movzbl	(%r10,%rax), %ecx
	cmpb	$1, %cl
	ja	.L4338
	cmpl	$6, %ebx
	ja	.L4339
	movslq	0(%rbp,%r11,4), %rdx
	addq	%rbp, %rdx
	jmp	*%rdx
	.section	.rodata
	.align 4
	.align 4
.L4341:
	.long	.L4339-.L4341
	.long	.L4344-.L4341
	.long	.L4339-.L4341
	.long	.L4344-.L4341
	.long	.L4343-.L4341
	.long	.L4342-.L4341
	.long	.L4340-.L4341
	.text
.L4344:
	testl	%esi, %esi
	je	.L4363
	movq	(%r15,%rax,8), %rdx
	addq	%r13, %rdx
	subq	%rdi, %rdx
.L4436:
	movq	144(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	.p2align 4,,10
	.p2align 3
.L4338:
	addq	$1, %rax
	cmpq	%rax, %r12
	jne	.L4348
	movq	8(%rsp), %rcx
	movq	32(%rsp), %rdx
.L4349:
	movq	144(%rsp), %rdi
	movq	%r9, %rsi
	movq	%rcx, 32(%rsp)
	movq	%rdx, 8(%rsp)
	call	ref_osummary
	movq	32(%rsp), %rcx
	movq	8(%rsp), %rdx
.L4334:
	addl	$1, %ebx
	addq	$80, %rcx
	cmpl	$7, %ebx
	jne	.L4315
	movq	64(%rsp), %r15
	movq	88(%rsp), %r13
	xorl	%ebx, %ebx
.L4325:
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	344(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4350
	call	fclose@PLT
.L4350:
	movq	184(%rsp), %rdi
	call	free@PLT
.L4278:
	movq	24(%rsp), %rdi
	call	free@PLT
	movq	48(%rsp), %rdi
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movq	104(%rsp), %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	free@PLT
	movq	96(%rsp), %rdi
	call	free@PLT
	movq	144(%rsp), %rdi
	call	free@PLT
	addq	$424, %rsp
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
.L4340:
	.cfi_restore_state
	movq	(%r15,%rax,8), %rdx
.L4435:
	movq	24(%rsp), %rdi
	subq	(%rdi,%rax,8), %rdx
	movq	144(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L4338
.L4342:
	movq	144(%rsp), %rdi
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L4338
.L4343:
	movq	(%r14,%rax,8), %rdx
	jmp	.L4435
.L4339:
	testl	%esi, %esi
	jne	.L4338
	andl	$1, %ecx
	je	.L4363
	testl	%ebx, %ebx
	jne	.L4338
.L4363:
	movq	(%r14,%rax,8), %rdx
	subq	%rdi, %rdx
	jmp	.L4436
	.p2align 4,,10
	.p2align 3
.L4335:
	movq	(%r15,%rax,8), %rdi
	jmp	.L4336
.L4446:
	cmpq	$0, 224(%rdx)
	jne	.L4331
.L4434:
	addl	$1, %ebx
	addq	$80, %rcx
	jmp	.L4315
.L4447:
	movl	232(%rdx), %r8d
	testl	%r8d, %r8d
	je	.L4434
	jmp	.L4331
.L4287:
	movq	136(%r14), %rax
	movq	%rax, %rdx
	subq	%r12, %rdx
	jmp	.L4351
.L4437:
	movq	64(%r14), %rax
	jmp	.L4280
.L4448:
	cmpq	$0, 288(%rdx)
	jne	.L4331
	jmp	.L4334
.L4272:
	movq	136(%r14), %rbp
	jmp	.L4274
.L4443:
	movq	112(%rsp), %r15
	movq	128(%rsp), %r13
	movl	$-1, %ebx
	jmp	.L4325
.L4298:
	cmpl	$0, 64(%rsp)
	je	.L4302
	jmp	.L4295
	.p2align 4,,10
	.p2align 3
.L4279:
	movl	$-1, %ebx
	jmp	.L4278
	.cfi_endproc
.LFE216:
	.size	ref_omit_client, .-ref_omit_client
	.p2align 4
	.type	omit_job_run, @function
omit_job_run:
.LFB367:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rdi, %r12
	xorl	%eax, %eax
	xorl	%esi, %esi
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	8(%rdi), %rbp
	movq	(%rdi), %rbx
	leaq	8(%rbp), %rdi
	movq	%rbp, %rcx
	movq	$0, 0(%rbp)
	movq	%rbp, %rdx
	movq	$0, 1752(%rbp)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$1760, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	%rbx, %rdi
	call	ref_omit_client
	testl	%eax, %eax
	jne	.L4450
	xorl	%ecx, %ecx
	movq	%rbp, %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	ref_omit_client
.L4450:
	movl	%eax, 16(%r12)
	xorl	%eax, %eax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE367:
	.size	omit_job_run, .-omit_job_run
	.section	.rodata.str1.8
	.align 8
.LC580:
	.string	"bench: internal error: the schedule ran out before its count\n"
	.align 8
.LC581:
	.string	"bench: internal error: the shared schedule ends at %lu ns, read before the run as %lu\n"
	.text
	.p2align 4
	.type	walk_outcomes, @function
walk_outcomes:
.LFB177:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%r9, %r14
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
	subq	$8536, %rsp
	.cfi_def_cfa_offset 8592
	movq	%rdi, 80(%rsp)
	movl	$131072, %edi
	movq	%rsi, 8(%rsp)
	movq	%rdx, 168(%rsp)
	movq	%rcx, 40(%rsp)
	movl	%r8d, 144(%rsp)
	movq	%r9, 88(%rsp)
	call	malloc@PLT
	movl	$131072, %edi
	movq	%rax, %r15
	call	malloc@PLT
	testq	%r15, %r15
	pxor	%xmm0, %xmm0
	movq	$0, 120(%rsp)
	sete	%r12b
	testq	%rax, %rax
	movq	%rax, 184(%rsp)
	sete	%al
	movaps	%xmm0, 224(%rsp)
	movq	$0, 160(%rsp)
	orl	%eax, %r12d
	movzbl	%r12b, %ebx
	testq	%r14, %r14
	je	.L4657
.L4453:
	movq	80(%rsp), %rax
	movq	208(%rax), %rbp
	testq	%rbp, %rbp
	jne	.L4658
.L4454:
	leaq	368(%rsp), %rdi
	movl	$1020, %ecx
	xorl	%eax, %eax
	movq	%rdi, 152(%rsp)
	rep stosq
	testl	%ebx, %ebx
	jne	.L4653
	xorl	%r13d, %r13d
	movq	80(%rsp), %rbx
	movq	%r15, 32(%rsp)
	xorl	%r14d, %r14d
	leaq	224(%rsp), %rax
	movq	168(%rsp), %r12
	movq	%r13, %r15
	movdqa	224(%rsp), %xmm6
	movq	%rax, (%rsp)
	movq	152(%rsp), %rbp
	movaps	%xmm6, 16(%rsp)
	movq	%r12, %r13
.L4460:
	leaq	8(%r13), %rdi
	movq	%r13, %rcx
	movq	%r14, %rax
	movq	$0, 0(%r13)
	movq	$0, 280(%r13)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	%r15, %rax
	movq	%r13, 3456(%rbp)
	movq	%rbp, %rdi
	salq	$4, %rax
	movq	40(%rsp), %rsi
	movdqa	16(%rsp), %xmm7
	movq	208(%rbx), %rcx
	movl	200(%rbx), %edx
	addq	%rsi, %rax
	testq	%rsi, %rsi
	movq	(%rsp), %r8
	movq	192(%rbx), %rsi
	cmove	%r14, %rax
	testq	%r15, %r15
	movups	%xmm7, 3432(%rbp)
	movq	%rax, 3464(%rbp)
	movq	32(%rsp), %rax
	movq	%rax, 3416(%rbp)
	movq	184(%rsp), %rax
	movq	%rax, 3424(%rbp)
	movq	%r14, %rax
	cmove	8592(%rsp), %rax
	movq	%rax, 3480(%rbp)
	call	select_init
	movq	208(%rbx), %rcx
	movl	200(%rbx), %edx
	leaq	1088(%rbp), %rdi
	movq	192(%rbx), %rsi
	movq	(%rsp), %r8
	movl	%eax, %r12d
	call	select_init
	movl	176(%rbx), %r10d
	orl	%eax, %r12d
	testl	%r10d, %r10d
	je	.L4659
.L4459:
	leal	1(%r15), %r10d
	cmpl	%r10d, 144(%rsp)
	movl	$1, %r15d
	setg	%dl
	testl	%r12d, %r12d
	sete	%al
	addq	$288, %r13
	addq	$4080, %rbp
	testb	%al, %dl
	jne	.L4460
	movq	32(%rsp), %r15
	testl	%r12d, %r12d
	jne	.L4653
	movq	152(%rsp), %rax
	cmpl	$2, 144(%rsp)
	movq	%rax, 208(%rsp)
	jne	.L4462
	leaq	4448(%rsp), %rax
	movq	%rax, 216(%rsp)
.L4462:
	movq	80(%rsp), %rax
	leaq	by_kind.7(%rip), %rdi
	leaq	208(%rsp), %rsi
	movq	$0, 192(%rsp)
	movq	%rsi, 104(%rsp)
	movq	8(%rsp), %r12
	movl	152(%rax), %eax
	movq	%r15, 136(%rsp)
	movl	(%rdi,%rax,4), %r13d
	leaq	240(%rsp), %rdi
	movslq	144(%rsp), %rax
	movq	%rdi, (%rsp)
	movl	%r13d, %ebp
.L4567:
	movq	104(%rsp), %rsi
	movq	%rax, 176(%rsp)
	movq	%r12, %r13
	xorl	%ebx, %ebx
	movl	%ebp, 200(%rsp)
	movl	%ebp, %r12d
	leaq	(%rsi,%rax,8), %rax
	movq	%rsi, %r15
	movl	$0, 204(%rsp)
	movq	%rax, 8(%rsp)
	xorl	%eax, %eax
	movl	%eax, %ebp
	jmp	.L4471
.L4661:
	movl	2200(%r14), %edi
	testl	%edi, %edi
	jle	.L4463
	movl	$1, 4040(%r14)
.L4465:
	cmpl	$3, %r12d
	movl	$1, %edx
	pxor	%xmm2, %xmm2
	movl	$1, 4044(%r14)
	movl	%eax, 4048(%r14)
	cmovne	%edx, %eax
	movups	%xmm2, 4056(%r14)
.L4467:
	leaq	3488(%r14), %r10
	orl	%eax, %ebx
	xorl	%eax, %eax
	movq	$0, 4024(%r14)
	leaq	3496(%r14), %rdi
	movq	%r10, %rcx
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$544, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	%r13, 3488(%r14)
	movl	4044(%r14), %esi
	testl	%esi, %esi
	je	.L4469
	movq	80(%rsp), %rsi
	movl	%r12d, %edx
	movq	%r10, %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L4469:
	movl	4048(%r14), %ecx
	movq	%r13, 3760(%r14)
	testl	%ecx, %ecx
	je	.L4470
	xorl	%edx, %edx
	movq	80(%rsp), %rsi
	leaq	3760(%r14), %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L4470:
	movq	8(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	je	.L4660
.L4471:
	movq	(%r15), %r14
	xorl	%eax, %eax
	movl	72(%r14), %edx
	movl	1160(%r14), %r8d
	movl	3408(%r14), %r9d
	testl	%edx, %edx
	setg	%al
	movl	%eax, 4032(%r14)
	xorl	%eax, %eax
	testl	%r8d, %r8d
	setg	%al
	movl	%eax, 4036(%r14)
	testl	%r9d, %r9d
	jne	.L4661
.L4463:
	movl	$0, 4040(%r14)
	testl	%edx, %edx
	jg	.L4465
	pxor	%xmm4, %xmm4
	movl	%eax, 4048(%r14)
	movl	$0, 4044(%r14)
	movups	%xmm4, 4056(%r14)
	jmp	.L4467
.L4660:
	movl	%ebx, 148(%rsp)
	movq	%r13, %r12
	movl	%ebp, 116(%rsp)
	testl	%ebp, %ebp
	je	.L4662
	cmpq	$0, 88(%rsp)
	je	.L4525
	movq	$0, 96(%rsp)
.L4522:
	movq	88(%rsp), %rax
	movq	(%rax), %r14
	movslq	8(%rax), %rbp
	movq	%r14, %rdi
	call	pthread_mutex_lock@PLT
	movq	96(%rsp), %rax
	leaq	40(%r14), %rdi
	movq	%rax, 360(%r14,%rbp,8)
	orl	$1, 380(%r14,%rbp,4)
	call	pthread_cond_broadcast@PLT
	movq	%r14, %rdi
	call	pthread_mutex_unlock@PLT
.L4525:
	movq	104(%rsp), %rax
	movq	176(%rsp), %rdi
	movl	116(%rsp), %ebx
	leaq	(%rax,%rdi,8), %rsi
	movq	%rax, 16(%rsp)
	movq	%rax, %r14
	movq	%rsi, 32(%rsp)
	movq	%rsi, %rbp
	jmp	.L4546
	.p2align 4,,10
	.p2align 3
.L4533:
	call	*24(%r12)
.L4527:
	movl	4048(%r13), %eax
	testl	%eax, %eax
	je	.L4537
	movl	%ebx, %eax
	orl	3472(%r13), %eax
	leaq	3760(%r13), %rdi
	je	.L4663
.L4539:
	call	*24(%r12)
.L4537:
	addq	$8, %r14
	cmpq	%r14, %rbp
	je	.L4664
.L4546:
	movq	(%r14), %r13
	movl	4044(%r13), %eax
	movq	3456(%r13), %r15
	testl	%eax, %eax
	je	.L4527
	movl	%ebx, %eax
	orl	3472(%r13), %eax
	leaq	3488(%r13), %rdi
	jne	.L4533
	movq	%rdi, 8(%rsp)
	movq	(%rsp), %rdx
	leaq	256(%r15), %rcx
	leaq	240(%r15), %r8
	movq	80(%rsp), %rsi
	call	*32(%r12)
	movq	3464(%r13), %rsi
	movq	8(%rsp), %rdi
	movq	240(%rsp), %rdx
	testq	%rsi, %rsi
	movq	%rdx, 3448(%r13)
	je	.L4533
	movq	4056(%r13), %rcx
	testq	%rcx, %rcx
	js	.L4530
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L4531:
	testq	%rdx, %rdx
	je	.L4536
	js	.L4534
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L4535:
	divsd	%xmm1, %xmm0
.L4536:
	movsd	%xmm0, (%rsi)
	jmp	.L4533
.L4663:
	movq	%rdi, 8(%rsp)
	movq	(%rsp), %rdx
	leaq	264(%r15), %rcx
	leaq	248(%r15), %r8
	movq	80(%rsp), %rsi
	call	*32(%r12)
	movq	3464(%r13), %rdx
	movq	8(%rsp), %rdi
	testq	%rdx, %rdx
	je	.L4539
	movq	4064(%r13), %rax
	testq	%rax, %rax
	js	.L4541
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4542:
	movq	240(%rsp), %rax
	testq	%rax, %rax
	je	.L4543
	js	.L4544
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L4545:
	divsd	%xmm1, %xmm0
.L4543:
	movsd	%xmm0, 8(%rdx)
	jmp	.L4539
.L4664:
	movl	116(%rsp), %eax
	movq	16(%rsp), %r14
	testl	%eax, %eax
	jne	.L4585
	movq	32(%rsp), %rbp
	movq	80(%rsp), %r13
	movq	%r12, 32(%rsp)
	jmp	.L4559
	.p2align 4,,10
	.p2align 3
.L4552:
	movl	4036(%rbx), %r15d
	testl	%r15d, %r15d
	jne	.L4665
	movl	4040(%rbx), %r12d
	testl	%r12d, %r12d
	jne	.L4666
.L4554:
	movl	3408(%rbx), %r11d
	testl	%r11d, %r11d
	jne	.L4556
	movq	3456(%rbx), %rax
	movq	208(%r13), %r8
	movl	200(%r13), %r12d
	movq	192(%r13), %r15
	movq	256(%rax), %rdi
	movq	32(%rsp), %rax
	movq	%r8, 8(%rsp)
	movq	160(%r13), %rdx
	movq	3448(%rbx), %rsi
	call	*40(%rax)
	movq	8(%rsp), %r8
	movl	%r12d, %ecx
	movq	%r15, %rdx
	movq	%rax, %rsi
	leaq	2176(%rbx), %rdi
	leaq	3432(%rbx), %r9
	call	cqr_init
	testl	%eax, %eax
	jne	.L4586
	movl	$1, 3408(%rbx)
.L4556:
	addq	$8, %r14
	addl	$1, 3472(%rbx)
	cmpq	%r14, %rbp
	je	.L4667
.L4559:
	movq	(%r14), %rbx
	movl	4032(%rbx), %eax
	testl	%eax, %eax
	je	.L4552
	movq	%rbx, %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L4552
.L4654:
	movq	136(%rsp), %r15
.L4551:
	movl	%eax, 116(%rsp)
	movslq	144(%rsp), %r8
.L4456:
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L4568
	movq	(%rax), %rbp
	movslq	8(%rax), %rbx
	movq	%r8, (%rsp)
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	leaq	40(%rbp), %rdi
	movl	$1, 380(%rbp,%rbx,4)
	movl	$1, 388(%rbp,%rbx,4)
	call	pthread_cond_broadcast@PLT
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	movq	(%rsp), %r8
.L4568:
	leaq	2936(%rsp), %r13
	xorl	%ebx, %ebx
	movq	%r8, %r14
.L4570:
	leaq	-2568(%r13), %r12
	leaq	-2176(%r13), %rbp
.L4569:
	movq	376(%r12), %rdi
	addq	$1088, %r12
	call	free@PLT
	movq	-704(%r12), %rdi
	call	free@PLT
	pxor	%xmm5, %xmm5
	movq	%rbp, %rdi
	leaq	688(%rbp), %rcx
	leaq	680(%rbp), %rdx
	leaq	672(%rbp), %rsi
	movups	%xmm5, -712(%r12)
	addq	$1088, %rbp
	call	guesses_free
	cmpq	%r13, %rbp
	jne	.L4569
	leaq	-392(%rbp), %rdi
	addq	$1, %rbx
	leaq	4080(%rbp), %r13
	call	cqr_free
	cmpq	%r14, %rbx
	jne	.L4570
	movq	120(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	call	free@PLT
	movq	224(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movl	116(%rsp), %eax
	addq	$8536, %rsp
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
.L4665:
	.cfi_restore_state
	leaq	1088(%rbx), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L4654
	movl	4040(%rbx), %r12d
	testl	%r12d, %r12d
	je	.L4554
.L4666:
	movl	2196(%rbx), %eax
	leaq	2176(%rbx), %rdi
	leal	1(%rax), %edx
	movl	%edx, 2196(%rbx)
	testl	%eax, %eax
	je	.L4668
	call	cqr_end_pass.part.0
.L4558:
	testl	%eax, %eax
	je	.L4554
	jmp	.L4654
.L4668:
	call	cqr_first_end
	jmp	.L4558
.L4667:
	movq	32(%rsp), %r12
	xorl	%edx, %edx
	movq	168(%rsp), %rax
	leaq	192(%rsp), %rsi
	movslq	144(%rsp), %r8
	movq	152(%rsp), %rbp
	movl	116(%rsp), %r13d
	movq	%r12, 8(%rsp)
	leaq	160(%rax), %r14
	movq	%rdx, %r12
.L4560:
	movl	(%rsi,%r12,4), %r10d
	testl	%r10d, %r10d
	jne	.L4564
	movl	72(%rbp), %r9d
	testl	%r9d, %r9d
	jle	.L4669
.L4562:
	movslq	%r13d, %rax
	addl	$1, %r13d
	movq	%rbp, 208(%rsp,%rax,8)
.L4564:
	addq	$1, %r12
	addq	$4080, %rbp
	addq	$288, %r14
	cmpq	%r12, %r8
	jne	.L4560
	movl	%r13d, 116(%rsp)
	movq	8(%rsp), %r12
	testl	%r13d, %r13d
	je	.L4651
	movq	80(%rsp), %rax
	leaq	by_kind.7(%rip), %rsi
	movl	152(%rax), %eax
	movl	(%rsi,%rax,4), %ebp
	movslq	%r13d, %rax
	jmp	.L4567
.L4662:
	cmpq	$0, 88(%rsp)
	je	.L4670
	movq	208(%rsp), %rax
	movl	3472(%rax), %ebp
	testl	%ebp, %ebp
	jne	.L4671
.L4475:
	movq	104(%rsp), %rax
	movq	176(%rsp), %rdi
	movq	$0, 8(%rsp)
	leaq	(%rax,%rdi,8), %rax
	movq	%rax, 72(%rsp)
.L4523:
	movq	88(%rsp), %rax
	movq	(%rax), %rbp
	movl	8(%rax), %ebx
	movq	216(%rbp), %rax
	movq	%rbp, %rdi
	movl	%ebx, 32(%rsp)
	movq	%rax, 56(%rsp)
	call	pthread_mutex_lock@PLT
	movq	352(%rbp), %r15
	cmpq	%r15, 8(%rsp)
	jb	.L4500
	movslq	%ebx, %rax
	movq	%r15, %rbx
	movq	%r12, 128(%rsp)
	movabsq	$-6148914691236517205, %r14
	addq	$44, %rax
	movq	%rax, 40(%rsp)
	leaq	40(%rbp), %rax
	movq	%rax, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L4481:
	movq	208(%rbp), %rcx
	cmpq	%rcx, %rbx
	jnb	.L4672
	cmpl	$1, 32(%rsp)
	movl	$92, %eax
	adcq	$0, %rax
	movl	12(%rbp,%rax,4), %eax
	testl	%eax, %eax
	je	.L4483
	movq	40(%rsp), %rax
	movq	8(%rbp,%rax,8), %rax
.L4484:
	addq	$3, %rax
	cmpq	%rcx, %rax
	cmovbe	%rax, %rcx
	movl	376(%rbp), %eax
	testl	%eax, %eax
	jne	.L4485
	movq	%rbx, %rax
	mulq	%r14
	movq	%rdx, %rax
	andq	$-2, %rdx
	shrq	%rax
	addq	%rax, %rdx
	movq	%rbx, %rax
	subq	%rdx, %rax
	leaq	0(%rbp,%rax,8), %r12
	cmpq	%rbx, 312(%r12)
	jne	.L4485
	cltq
	movl	336(%rbp,%rax,4), %eax
	testl	%eax, %eax
	je	.L4673
.L4485:
	cmpq	%rcx, %rbx
	jb	.L4495
	jmp	.L4496
	.p2align 4,,10
	.p2align 3
.L4497:
	addq	$1, %rbx
	cmpq	%rcx, %rbx
	jnb	.L4496
.L4495:
	movq	%rbx, %rax
	movq	%rbx, %r12
	mulq	%r14
	movq	%rdx, %rax
	andq	$-2, %rdx
	shrq	%rax
	addq	%rax, %rdx
	subq	%rdx, %r12
	cmpq	%rbx, 312(%rbp,%r12,8)
	je	.L4497
	cmpq	%rcx, %rbx
	jnb	.L4496
	leaq	0(%rbp,%r12,8), %r15
	movslq	%r12d, %r12
	movq	%rbp, %rdi
	movq	%rbx, 312(%r15)
	salq	$14, %rbx
	movl	$1, 336(%rbp,%r12,4)
	call	pthread_mutex_unlock@PLT
	movq	192(%rbp), %r9
	movl	$16384, %eax
	movq	136(%r9), %r13
	subq	%rbx, %r13
	cmpq	%rax, %r13
	cmova	%rax, %r13
	movl	200(%rbp), %eax
	testl	%eax, %eax
	jne	.L4674
.L4498:
	cmpq	$0, 264(%r15)
	movq	%r9, 48(%rsp)
	je	.L4499
	movq	(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	48(%rsp), %rdi
	movq	%r13, %rcx
	movq	%rbx, %rsi
	movq	248(%rsp), %r11
	movq	264(%r15), %rdx
	imulq	$1000000000, 240(%rsp), %r10
	movq	%r11, 64(%rsp)
	movq	%r10, 96(%rsp)
	call	service_fill
	movq	(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	64(%rsp), %r11
	movq	96(%rsp), %r10
	imulq	$1000000000, 240(%rsp), %rax
	subq	%r11, %rax
	addq	248(%rsp), %rax
	subq	%r10, %rax
	movq	%rax, 288(%r15)
.L4499:
	movq	%r13, 240(%r15)
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movq	16(%rsp), %rdi
	movl	$0, 336(%rbp,%r12,4)
	call	pthread_cond_broadcast@PLT
.L4494:
	movq	352(%rbp), %rbx
	cmpq	%rbx, 8(%rsp)
	jnb	.L4481
	movq	128(%rsp), %r12
.L4500:
	movabsq	$-6148914691236517205, %rdx
	movq	8(%rsp), %rax
	mulq	%rdx
	movq	%rdx, %rax
	andq	$-2, %rdx
	shrq	%rax
	addq	%rdx, %rax
	movq	8(%rsp), %rdx
	subq	%rax, %rdx
	leaq	0(%rbp,%rdx,8), %rax
	movq	216(%rax), %rsi
	movq	264(%rax), %rcx
	movq	%rsi, 56(%rsp)
	movq	240(%rax), %rsi
	movq	288(%rax), %rax
	movq	%rsi, 40(%rsp)
	movq	%rax, 64(%rsp)
.L4482:
	movq	%rbp, %rdi
	movq	%rcx, 32(%rsp)
	call	pthread_mutex_unlock@PLT
	movq	8(%rsp), %rax
	movq	32(%rsp), %rcx
	movq	%rax, 96(%rsp)
.L4502:
	movq	$0, 48(%rsp)
	movl	48(%r12), %r10d
	xorl	%eax, %eax
	testl	%r10d, %r10d
	cmove	%rax, %rcx
	movq	104(%rsp), %rax
	movq	%rcx, 8(%rsp)
	movq	%rax, %r13
	.p2align 4,,10
	.p2align 3
.L4520:
	movq	0(%r13), %r15
	xorl	%r14d, %r14d
	movq	%r13, 16(%rsp)
	movq	%r14, %r13
	leaq	3488(%r15), %rbp
.L4519:
	movl	4044(%r15,%r13,4), %r9d
	testl	%r9d, %r9d
	je	.L4504
.L4679:
	movq	40(%rsp), %rcx
	movq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movq	56(%rsp), %rsi
	call	*8(%r12)
	movq	(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	248(%rsp), %rcx
	movl	$16384, %edx
	movq	%rbp, %rdi
	imulq	$1000000000, 240(%rsp), %r14
	movq	3416(%r15), %rsi
	movq	%rcx, 32(%rsp)
	call	*16(%r12)
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %rbx
	call	clock_gettime@PLT
	movq	32(%rsp), %rcx
	xorl	%edx, %edx
	imulq	$1000000000, 240(%rsp), %rax
	subq	%rcx, %rax
	addq	248(%rsp), %rax
	subq	%r14, %rax
	cmpq	$0, 8(%rsp)
	je	.L4505
	cmpl	$3, 200(%rsp,%r13,4)
	cmovne	64(%rsp), %rdx
.L4505:
	addq	%rdx, %rax
	addq	%rbx, 48(%rsp)
	movq	3416(%r15), %r14
	addq	%rax, 4056(%r15,%r13,8)
	cmpq	$1, %r13
	je	.L4675
	movq	3424(%r15), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	runs_of
	movl	4032(%r15), %edi
	movq	%rax, %rbx
	testl	%edi, %edi
	jne	.L4508
	testq	%r13, %r13
	jne	.L4676
.L4509:
	movl	4040(%r15), %edx
	testl	%edx, %edx
	je	.L4512
	movl	2196(%r15), %ecx
	testl	%ecx, %ecx
	je	.L4677
.L4513:
	xorl	%r13d, %r13d
	leaq	2176(%r15), %r14
	jmp	.L4514
	.p2align 4,,10
	.p2align 3
.L4678:
	cmpq	%rbx, %r13
	jnb	.L4512
	movq	3424(%r15), %rax
	movq	%r14, %rdi
	movq	(%rax,%r13,8), %rdx
	movq	3416(%r15), %rax
	movq	(%rax,%r13,8), %rsi
	addq	$1, %r13
	call	cqr_add_n
	movl	4040(%r15), %edx
.L4514:
	testl	%edx, %edx
	je	.L4512
	movl	2196(%r15), %eax
	testl	%eax, %eax
	jne	.L4678
.L4512:
	movl	$1, %r13d
	addq	$272, %rbp
	movl	4044(%r15,%r13,4), %r9d
	testl	%r9d, %r9d
	jne	.L4679
.L4504:
	cmpq	$1, %r13
	jne	.L4680
.L4518:
	movq	16(%rsp), %r13
	movq	72(%rsp), %rax
	addq	$8, %r13
	cmpq	%rax, %r13
	jne	.L4520
	movq	40(%rsp), %rax
	movq	48(%rsp), %r14
	orq	%rax, %r14
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L4521
	movq	(%rax), %r15
	movq	96(%rsp), %rcx
	movslq	8(%rax), %rbp
	leaq	1(%rcx), %rbx
	movq	%r15, %rdi
	movq	%rbx, 8(%rsp)
	call	pthread_mutex_lock@PLT
	movq	%rbx, 360(%r15,%rbp,8)
	leaq	40(%r15), %rdi
	call	pthread_cond_broadcast@PLT
	movq	%r15, %rdi
	call	pthread_mutex_unlock@PLT
	testq	%r14, %r14
	jne	.L4523
	jmp	.L4522
	.p2align 4,,10
	.p2align 3
.L4675:
	movq	3480(%r15), %rdi
	testq	%rdi, %rdi
	je	.L4507
	movl	3472(%r15), %r8d
	testl	%r8d, %r8d
	je	.L4681
.L4507:
	movq	3424(%r15), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	runs_of
	movq	%rax, %rbx
	movl	4036(%r15), %eax
	testl	%eax, %eax
	je	.L4518
.L4508:
	movq	%r13, %rdi
	movq	%rsi, %rdx
	movq	%rbx, %rcx
	movq	%r14, %rsi
	salq	$4, %rdi
	addq	%r13, %rdi
	salq	$6, %rdi
	addq	%r15, %rdi
	call	select_add_runs
	testq	%r13, %r13
	je	.L4509
	cmpq	$1, %r13
	je	.L4518
.L4680:
	addq	$272, %rbp
	movl	$1, %r13d
	jmp	.L4519
	.p2align 4,,10
	.p2align 3
.L4496:
	movq	16(%rsp), %rdi
	movq	%rbp, %rsi
	call	pthread_cond_wait@PLT
	jmp	.L4494
	.p2align 4,,10
	.p2align 3
.L4483:
	movq	368(%rbp), %rax
	movq	360(%rbp), %rdx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	jmp	.L4484
	.p2align 4,,10
	.p2align 3
.L4676:
	addq	$272, %rbp
	movl	$2, %r13d
	jmp	.L4519
.L4677:
	movq	3424(%r15), %rdx
	movq	3416(%r15), %rsi
	leaq	2176(%r15), %rdi
	movq	%rbx, %rcx
	call	cqr_first_runs
	movl	4040(%r15), %edx
	jmp	.L4513
.L4681:
	movq	%rbx, %rdx
	movq	%r14, %rsi
	call	batch_add
	jmp	.L4507
.L4673:
	movl	$1, 376(%rbp)
	movq	%rbp, %rdi
	addq	$1, %rbx
	call	pthread_mutex_unlock@PLT
	movl	200(%rbp), %eax
	movq	216(%r12), %r15
	movq	208(%rbp), %r13
	movq	240(%r12), %r12
	testl	%eax, %eax
	je	.L4486
	testq	%r12, %r12
	je	.L4488
	movsd	112(%rbp), %xmm0
	movq	%r15, %rax
	leaq	(%r15,%r12,8), %rsi
	movabsq	$-9223372036854775808, %rdi
	jmp	.L4492
	.p2align 4,,10
	.p2align 3
.L4683:
	cvttsd2siq	%xmm0, %rdx
	addq	$8, %rax
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	je	.L4682
.L4492:
	addsd	(%rax), %xmm0
	comisd	.LC87(%rip), %xmm0
	jb	.L4683
	movapd	%xmm0, %xmm1
	subsd	.LC87(%rip), %xmm1
	addq	$8, %rax
	cvttsd2siq	%xmm1, %rdx
	xorq	%rdi, %rdx
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L4492
.L4682:
	movsd	%xmm0, 112(%rbp)
	movq	%rdx, -8(%r15,%r12,8)
.L4488:
	addq	%r12, 96(%rbp)
.L4489:
	cmpq	%r13, %rbx
	jne	.L4493
	movq	192(%rbp), %rax
	movq	-8(%r15,%r12,8), %rdx
	movq	128(%rax), %rcx
	cmpq	%rcx, %rdx
	jne	.L4684
.L4493:
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	addq	$1, 352(%rbp)
	movq	16(%rsp), %rdi
	movl	$0, 376(%rbp)
	call	pthread_cond_broadcast@PLT
	jmp	.L4494
.L4521:
	testq	%r14, %r14
	je	.L4524
	addq	$1, 96(%rsp)
.L4474:
	movq	120(%rsp), %rax
	xorl	%ecx, %ecx
	movl	148(%rsp), %r11d
	movq	$0, 40(%rsp)
	movq	$0, 64(%rsp)
	movq	%rax, 56(%rsp)
	testl	%r11d, %r11d
	je	.L4502
	leaq	256(%rsp), %rdi
	movl	$16384, %edx
	movq	%rax, %rsi
	movq	%rcx, 8(%rsp)
	movq	264(%rsp), %rbp
	call	due_fill
	movq	160(%rsp), %rbx
	movq	8(%rsp), %rcx
	movq	%rax, 40(%rsp)
	testq	%rbx, %rbx
	je	.L4502
	movq	(%rsp), %r13
	movl	$1, %edi
	movq	%r13, %rsi
	call	clock_gettime@PLT
	movq	40(%rsp), %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	movq	80(%rsp), %rdi
	movq	248(%rsp), %r15
	imulq	$1000000000, 240(%rsp), %r14
	call	service_fill
	movq	%r13, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	%rbx, %rcx
	imulq	$1000000000, 240(%rsp), %rax
	subq	%r15, %rax
	addq	248(%rsp), %rax
	subq	%r14, %rax
	movq	%rax, 64(%rsp)
	jmp	.L4502
.L4674:
	movsd	88(%r9), %xmm0
	movq	96(%r9), %rdi
	movq	%r13, %rdx
	movq	%rbx, %rsi
	movq	216(%r15), %rcx
	movq	%r9, 48(%rsp)
	call	poisson_gap_bits
	movq	48(%rsp), %r9
	jmp	.L4498
.L4672:
	movq	128(%rsp), %r12
	cmpq	%rbx, 8(%rsp)
	jb	.L4500
	movq	$0, 64(%rsp)
	xorl	%ecx, %ecx
	movq	$0, 40(%rsp)
	jmp	.L4482
.L4486:
	leaq	88(%rbp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	due_fill
	cmpq	%rax, %r12
	je	.L4489
	movq	stderr(%rip), %rcx
	movl	$61, %edx
	movl	$1, %esi
	leaq	.LC580(%rip), %rdi
	call	fwrite@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L4669:
	movl	1160(%rbp), %edi
	testl	%edi, %edi
	jg	.L4562
	movl	3408(%rbp), %ecx
	testl	%ecx, %ecx
	je	.L4562
	movl	2200(%rbp), %edx
	testl	%edx, %edx
	jg	.L4562
	movl	2172(%rbp), %eax
	movd	3472(%rbp), %xmm0
	movq	%rsi, 48(%rsp)
	leaq	-160(%r14), %rbx
	addl	1084(%rbp), %eax
	addl	3404(%rbp), %eax
	leaq	392(%rbp), %r9
	movl	$1, (%rsi,%r12,4)
	movd	%eax, %xmm6
	movq	2176(%rbp), %rax
	movq	%rbp, 32(%rsp)
	leaq	-152(%r14), %r10
	punpckldq	%xmm6, %xmm0
	movq	%r12, 16(%rsp)
	leaq	128(%rbp), %r15
	movq	%r9, %r12
	movq	%xmm0, 120(%r14)
	movq	%rbx, %rbp
	pxor	%xmm0, %xmm0
	movq	%r10, %rbx
	movq	%rax, 112(%r14)
	movl	%r13d, 40(%rsp)
	movq	%r14, %r13
	movq	%r8, %r14
.L4563:
	movq	-128(%r15), %rax
	movdqa	-112(%r15), %xmm6
	movups	%xmm0, 0(%rbp)
	movups	%xmm0, 48(%rbp)
	movq	%rax, 0(%rbp)
	movq	-96(%r15), %rax
	movups	%xmm0, 16(%rbp)
	movq	%rax, 56(%rbp)
	xorl	%eax, %eax
	movups	%xmm0, 32(%rbp)
	movaps	%xmm6, 64(%rbp)
.L4565:
	movdqa	(%r15,%rax), %xmm3
	movups	%xmm3, (%rbx,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L4565
	movq	248(%r15), %rdi
	addq	$80, %rbp
	addq	$80, %rbx
	addq	$1088, %r15
	call	free@PLT
	movq	-832(%r15), %rdi
	call	free@PLT
	pxor	%xmm7, %xmm7
	movq	%r12, %rdi
	leaq	688(%r12), %rcx
	movups	%xmm7, -840(%r15)
	leaq	680(%r12), %rdx
	leaq	672(%r12), %rsi
	addq	$1088, %r12
	call	guesses_free
	cmpq	%r13, %rbp
	pxor	%xmm0, %xmm0
	jne	.L4563
	movq	32(%rsp), %rbp
	movq	48(%rsp), %rsi
	movq	%r14, 32(%rsp)
	movq	%r13, %r14
	movups	%xmm0, 16(%r14)
	movq	16(%rsp), %r12
	movl	40(%rsp), %r13d
	movq	2208(%rbp), %rax
	movdqa	2224(%rbp), %xmm7
	movups	%xmm0, 32(%r14)
	leaq	2176(%rbp), %rdi
	movups	%xmm0, 48(%r14)
	movq	%rax, (%r14)
	subq	2240(%rbp), %rax
	movq	%rax, 56(%r14)
	movaps	%xmm7, 64(%r14)
	movdqa	2320(%rbp), %xmm4
	movq	%rsi, 16(%rsp)
	movups	%xmm4, 8(%r14)
	movdqa	2336(%rbp), %xmm5
	movups	%xmm5, 24(%r14)
	movdqa	2352(%rbp), %xmm6
	movups	%xmm6, 40(%r14)
	call	cqr_free
	movq	16(%rsp), %rsi
	movq	32(%rsp), %r8
	jmp	.L4564
.L4530:
	movq	%rcx, %r8
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rcx, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4531
.L4541:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4542
.L4544:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4545
.L4586:
	movq	136(%rsp), %r15
	movl	$-1, %eax
	jmp	.L4551
.L4534:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4535
.L4671:
	movq	88(%rsp), %rax
	movq	(%rax), %r14
	movl	8(%rax), %ebx
	movq	%r14, %rdi
	call	pthread_mutex_lock@PLT
	movl	396(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L4479
	cmpl	$1, %ebx
	movl	$92, %ecx
	adcq	$0, %rcx
	movq	%rcx, %r15
	jmp	.L4477
.L4478:
	leaq	40(%r14), %rdi
	movq	%r14, %rsi
	call	pthread_cond_wait@PLT
	movl	396(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L4479
.L4477:
	movl	12(%r14,%r15,4), %edx
	testl	%edx, %edx
	je	.L4478
	cmpl	%ebp, %eax
	jnb	.L4479
	movq	136(%r14), %rdi
	leaq	128(%r14), %r15
	call	free@PLT
	movq	128(%r14), %rdi
	testq	%rdi, %rdi
	je	.L4480
	call	fclose@PLT
.L4480:
	pxor	%xmm0, %xmm0
	leaq	88(%r14), %rdi
	movups	%xmm0, 128(%r14)
	movups	%xmm0, 16(%r15)
	movups	%xmm0, 32(%r15)
	movups	%xmm0, 48(%r15)
	movq	192(%r14), %rsi
	call	due_restart
	movslq	%ebx, %rax
	pxor	%xmm0, %xmm0
	movl	%ebp, 396(%r14)
	movups	%xmm0, 352(%r14)
	movq	%rax, %rcx
	pcmpeqd	%xmm0, %xmm0
	movq	$0, 368(%r14)
	movq	$-1, 328(%r14)
	movups	%xmm0, 312(%r14)
	movl	$0, 380(%r14,%rax,4)
	xorl	%eax, %eax
	testl	%ecx, %ecx
	sete	%al
	movl	388(%r14,%rax,4), %ecx
	movl	%ecx, 380(%r14,%rax,4)
.L4479:
	movq	%r14, %rdi
	call	pthread_mutex_unlock@PLT
	jmp	.L4475
.L4670:
	movq	80(%rsp), %rsi
	leaq	256(%rsp), %rdi
	call	due_restart
	movq	104(%rsp), %rax
	movq	176(%rsp), %rsi
	movq	$0, 96(%rsp)
	leaq	(%rax,%rsi,8), %rax
	movq	%rax, 72(%rsp)
	jmp	.L4474
.L4659:
	movl	200(%rbx), %ecx
	movq	(%rsp), %r9
	leaq	2176(%rbp), %rdi
	movq	192(%rbx), %rdx
	movq	168(%rbx), %rsi
	movq	208(%rbx), %r8
	call	cqr_init
	movl	$1, 3408(%rbp)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %r12d
	jmp	.L4459
.L4524:
	movq	304(%rsp), %rdi
	call	free@PLT
	movq	296(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4648
	call	fclose@PLT
.L4648:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 296(%rsp)
	movups	%xmm0, 312(%rsp)
	movups	%xmm0, 328(%rsp)
	movups	%xmm0, 344(%rsp)
	jmp	.L4525
.L4585:
	movq	136(%rsp), %r15
.L4653:
	movl	$-1, 116(%rsp)
	movslq	144(%rsp), %r8
	jmp	.L4456
.L4658:
	salq	$3, %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, %r12
	movq	%rax, 224(%rsp)
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 232(%rsp)
	sete	%al
	testq	%r12, %r12
	sete	%dl
	orl	%edx, %eax
	movzbl	%al, %eax
	orl	%eax, %ebx
	jmp	.L4454
.L4657:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 120(%rsp)
	movq	80(%rsp), %rax
	sete	%bpl
	orl	%r12d, %ebp
	movl	8(%rax), %r12d
	movzbl	%bpl, %ebx
	testl	%r12d, %r12d
	je	.L4453
	movq	8(%rsp), %rax
	movl	48(%rax), %r11d
	testl	%r11d, %r11d
	je	.L4453
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 160(%rsp)
	sete	%bl
	orl	%ebp, %ebx
	movzbl	%bl, %ebx
	jmp	.L4453
.L4651:
	movq	136(%rsp), %r15
	jmp	.L4456
.L4684:
	movq	stderr(%rip), %rdi
	leaq	.LC581(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE177:
	.size	walk_outcomes, .-walk_outcomes
	.section	.rodata.str1.8
	.align 8
.LC582:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB192:
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
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$264, %rsp
	.cfi_def_cfa_offset 320
	movq	136(%rdi), %r14
	movl	24(%rsi), %eax
	movq	%rcx, 24(%rsp)
	movq	%r14, 96(%rsp)
	movq	%r14, 104(%rsp)
	cmpl	$2, %eax
	je	.L4751
	cmpl	$3, %eax
	je	.L4752
	leaq	8(%rdx), %rdi
	movq	%rdx, %rcx
	xorl	%eax, %eax
	movq	$0, (%rdx)
	andq	$-8, %rdi
	movq	%rbp, %rsi
	movq	$0, 280(%rdx)
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	leaq	192(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	server_init
	leaq	160(%rsp), %rax
	movl	$1, %edi
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	call	clock_gettime@PLT
	movl	72(%rbp), %eax
	movq	160(%rsp), %rbx
	movq	168(%rsp), %r15
	testl	%eax, %eax
	movl	152(%rbp), %eax
	jne	.L4710
	testl	%eax, %eax
	jne	.L4710
	cmpq	$1, 160(%rbp)
	je	.L4753
.L4711:
	leaq	240(%r12), %r9
	movl	$1, %esi
.L4713:
	movq	136(%rbp), %rcx
.L4715:
	subq	$8, %rsp
	.cfi_def_cfa_offset 328
	movq	0(%r13), %rdx
	movq	%rbp, %rdi
	leaq	136(%rsp), %rax
	pushq	%rax
	.cfi_def_cfa_offset 336
	leaq	112(%rsp), %r8
	call	walk_all
	movq	112(%rsp), %rbx
	movq	%rax, 256(%r12)
	movq	144(%rsp), %rax
	popq	%r11
	.cfi_def_cfa_offset 328
	popq	%r15
	.cfi_def_cfa_offset 320
.L4712:
	testq	%rax, %rax
	js	.L4716
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4717:
	testq	%rbx, %rbx
	je	.L4718
	js	.L4719
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L4720:
	divsd	%xmm1, %xmm0
.L4718:
	movq	24(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%rbp, %rsi
	movsd	%xmm0, (%rax)
	call	server_init
	movq	16(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	168(%rsp), %r10
	movq	160(%rsp), %r15
	movq	%r10, 32(%rsp)
	movl	72(%rbp), %r10d
	testl	%r10d, %r10d
	jne	.L4721
	movl	8(%rbp), %r9d
	testl	%r9d, %r9d
	jne	.L4721
	cmpq	$0, 40(%rbp)
	je	.L4754
.L4721:
	subq	$8, %rsp
	.cfi_def_cfa_offset 328
	movq	8(%r13), %rdx
	movq	%r14, %rcx
	movq	%rbp, %rdi
	leaq	136(%rsp), %rax
	leaq	248(%r12), %r9
	xorl	%esi, %esi
	pushq	%rax
	.cfi_def_cfa_offset 336
	leaq	120(%rsp), %r8
	call	walk_all
	movq	120(%rsp), %r14
	movq	%rax, 264(%r12)
	movq	144(%rsp), %rax
	popq	%rdi
	.cfi_def_cfa_offset 328
	popq	%r8
	.cfi_def_cfa_offset 320
.L4722:
	testq	%rax, %rax
	js	.L4723
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4724:
	testq	%r14, %r14
	js	.L4725
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L4726:
	divsd	%xmm1, %xmm0
	movq	24(%rsp), %rax
	movl	176(%rbp), %esi
	movq	256(%r12), %rcx
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L4727
	movq	160(%rbp), %rsi
	movq	$-1, %rdx
	cmpq	%rsi, %rbx
	jb	.L4728
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
.L4728:
	movl	200(%rbp), %ecx
	movq	0(%r13), %rdi
	movq	%r12, %r8
	movq	%rbx, %rsi
	movq	%rdx, 272(%r12)
	movq	192(%rbp), %rdx
	call	summarise.isra.0
	movl	200(%rbp), %ecx
	movq	8(%r13), %rdi
	movq	%r14, %rsi
	movq	192(%rbp), %rdx
	leaq	80(%r12), %r8
	call	summarise.isra.0
	subq	$8, %rsp
	.cfi_def_cfa_offset 328
	movq	0(%r13), %rdi
	movq	%rbx, %rsi
	leaq	160(%r12), %rax
	movq	192(%rbp), %rcx
	movq	272(%r12), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 336
	movq	16(%r13), %r9
	movl	200(%rbp), %r8d
	call	corrected_summarise
	popq	%rdx
	.cfi_def_cfa_offset 328
	popq	%rcx
	.cfi_def_cfa_offset 320
.L4685:
	addq	$264, %rsp
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
.L4710:
	.cfi_restore_state
	leaq	by_kind.7(%rip), %rdx
	leaq	240(%r12), %r9
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L4713
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L4713
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
	jmp	.L4715
	.p2align 4,,10
	.p2align 3
.L4727:
	movq	168(%rbp), %rdx
	jmp	.L4728
.L4725:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4726
.L4723:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4724
.L4716:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4717
.L4754:
	movq	8(%r13), %rdx
	movq	8(%rsp), %rsi
	xorl	%r9d, %r9d
	movq	%r14, %r8
	xorl	%ecx, %ecx
	movq	%rbp, %rdi
	call	run_open
	movq	16(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 264(%r12)
	call	clock_gettime@PLT
	imulq	$1000000000, %r15, %rdx
	movq	32(%rsp), %r10
	imulq	$1000000000, 160(%rsp), %rax
	subq	%r10, %rax
	addq	168(%rsp), %rax
	subq	%rdx, %rax
	movq	200(%rsp), %rdx
	movq	%rax, 128(%rsp)
	movq	%rdx, 248(%r12)
	jmp	.L4722
.L4752:
	subq	$8, %rsp
	.cfi_def_cfa_offset 328
	xorl	%r9d, %r9d
	movl	$1, %r8d
	pushq	$0
	.cfi_def_cfa_offset 336
	movq	40(%rsp), %rcx
	leaq	GENERAL_WALK(%rip), %rsi
	call	walk_outcomes
	popq	%rdx
	.cfi_def_cfa_offset 328
	popq	%rcx
	.cfi_def_cfa_offset 320
	jmp	.L4685
.L4719:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4720
.L4751:
	leaq	8(%rdx), %rdi
	movq	%rdx, %rcx
	pxor	%xmm0, %xmm0
	xorl	%eax, %eax
	andq	$-8, %rdi
	movaps	%xmm0, 128(%rsp)
	subq	%rdi, %rcx
	movaps	%xmm0, 144(%rsp)
	addl	$288, %ecx
	movaps	%xmm0, 160(%rsp)
	shrl	$3, %ecx
	movaps	%xmm0, 176(%rsp)
	movq	$0, (%rdx)
	movq	$0, 280(%rdx)
	rep stosq
	leaq	32(%rsi), %rax
	movq	%rax, 80(%rsp)
	movq	40(%rsi), %rax
	movq	48(%rsi), %rdi
	xorl	%esi, %esi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	56(%r13), %rax
	movq	72(%r13), %rdi
	xorl	%esi, %esi
	movq	%rax, 72(%rsp)
	movq	64(%r13), %rax
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	leaq	192(%rsp), %rax
	movq	%rbp, 48(%rsp)
	movq	%r12, %rbp
	movq	%rax, 8(%rsp)
	leaq	112(%rsp), %rax
	movq	$0, 40(%rsp)
	movq	%rax, 32(%rsp)
.L4700:
	movq	48(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	server_init
	testq	%r14, %r14
	je	.L4729
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%rbp, 88(%rsp)
	xorl	%r12d, %r12d
	movq	%r9, 16(%rsp)
	movq	%rsi, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L4691:
	movq	32(%rsp), %rsi
	movq	%r12, %r15
	addq	$65536, %r12
	movl	$1, %edi
	cmpq	%r12, %r14
	movq	%r12, %rbp
	cmovbe	%r14, %rbp
	call	clock_gettime@PLT
	imulq	$1000000000, 112(%rsp), %r10
	addq	120(%rsp), %r10
	cmpq	$0, 40(%rsp)
	movq	%r10, 56(%rsp)
	je	.L4755
	movq	16(%rsp), %r9
	movq	8(%r13), %rdx
	movq	%rbp, %r8
	movq	%r15, %rcx
	movq	8(%rsp), %rsi
	movq	48(%rsp), %rdi
	movq	%rbp, %rbx
	subq	%r15, %rbx
	call	run_open
	movq	32(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 16(%rsp)
	call	clock_gettime@PLT
	movq	56(%rsp), %r10
	movq	72(%rsp), %r9
	imulq	$1000000000, 112(%rsp), %rax
	addq	120(%rsp), %rax
	subq	%r10, %rax
	addq	%rax, 64(%rsp)
	movq	8(%r13), %r10
.L4689:
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	je	.L4695
	.p2align 4,,10
	.p2align 3
.L4690:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L4693
	testq	%rdx, %rdx
	jne	.L4693
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbx, %rcx
	jne	.L4690
.L4695:
	cmpq	%r14, %r12
	jb	.L4691
	movq	64(%rsp), %rsi
	movq	16(%rsp), %r9
	movq	88(%rsp), %rbp
	testq	%rsi, %rsi
	js	.L4696
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L4687:
	testq	%r14, %r14
	js	.L4698
.L4747:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L4699:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rsi
	movq	24(%rsp), %rax
	movsd	%xmm0, (%rax,%rsi,8)
	movq	200(%rsp), %rax
	movq	%r9, 256(%rbp,%rsi,8)
	movq	%rax, 240(%rbp,%rsi,8)
	testq	%rsi, %rsi
	jne	.L4756
	movq	$1, 40(%rsp)
	jmp	.L4700
	.p2align 4,,10
	.p2align 3
.L4755:
	movq	16(%rsp), %r9
	movq	0(%r13), %rdx
	movq	%rbp, %r8
	movq	%r15, %rcx
	movq	8(%rsp), %rsi
	movq	48(%rsp), %rdi
	movq	%rbp, %rbx
	subq	%r15, %rbx
	call	run_closed
	movq	32(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 16(%rsp)
	call	clock_gettime@PLT
	movq	56(%rsp), %r10
	movq	80(%rsp), %r9
	imulq	$1000000000, 112(%rsp), %rax
	addq	120(%rsp), %rax
	subq	%r10, %rax
	movq	0(%r13), %r10
	addq	%rax, 64(%rsp)
	jmp	.L4689
.L4756:
	movq	%rbp, %r12
	movq	48(%rsp), %rbp
	movq	256(%r12), %rcx
	movl	176(%rbp), %esi
	testl	%esi, %esi
	jne	.L4757
	movq	168(%rbp), %rsi
.L4702:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%r12)
	je	.L4733
	xorl	%ebx, %ebx
	leaq	128(%rsp), %r14
	jmp	.L4705
	.p2align 4,,10
	.p2align 3
.L4704:
	addq	$1, %rbx
	cmpq	40(%r13), %rbx
	jnb	.L4758
.L4705:
	movq	48(%r13), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L4704
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%rbx, %rsi
	call	dist_add
	jmp	.L4704
.L4698:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4699
.L4753:
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L4711
	cmpq	$0, 40(%rbp)
	jne	.L4711
	movq	0(%r13), %rdx
	movq	8(%rsp), %rsi
	xorl	%r9d, %r9d
	movq	%r14, %r8
	xorl	%ecx, %ecx
	imulq	$1000000000, %rbx, %rbx
	movq	%rbp, %rdi
	call	run_closed
	movq	16(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 256(%r12)
	call	clock_gettime@PLT
	movq	200(%rsp), %rdx
	imulq	$1000000000, 160(%rsp), %rax
	movq	%rdx, 240(%r12)
	subq	%r15, %rax
	addq	168(%rsp), %rax
	subq	%rbx, %rax
	movq	%r14, %rbx
	movq	%rax, 128(%rsp)
	jmp	.L4712
.L4696:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4687
.L4757:
	movq	160(%rbp), %rdi
	movq	$-1, %rsi
	cmpq	%rdi, %r14
	jb	.L4702
	movq	%r14, %rax
	xorl	%edx, %edx
	movl	$1, %esi
	divq	%rdi
	xorl	%edx, %edx
	movq	%rax, %r14
	movq	%rcx, %rax
	divq	%r14
	testq	%rax, %rax
	cmovne	%rax, %rsi
	jmp	.L4702
.L4758:
	movq	272(%r12), %rsi
	movl	152(%rsp), %r13d
.L4703:
	leaq	160(%rsp), %rbx
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	orl	184(%rsp), %r13d
	jne	.L4734
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	movq	%r12, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L4759
.L4706:
	movl	%eax, 8(%rsp)
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L4685
.L4693:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC582(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L4759:
	movl	200(%rbp), %edx
	movq	72(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	192(%rbp), %rsi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L4706
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	leaq	160(%r12), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	jmp	.L4706
.L4729:
	xorl	%r9d, %r9d
	pxor	%xmm0, %xmm0
	jmp	.L4747
.L4733:
	xorl	%r13d, %r13d
	leaq	128(%rsp), %r14
	jmp	.L4703
.L4734:
	movl	$-1, %eax
	jmp	.L4706
	.cfi_endproc
.LFE192:
	.size	run_once, .-run_once
	.p2align 4
	.type	rep_job_run, @function
rep_job_run:
.LFB362:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdx
	xorl	%r9d, %r9d
	movq	16(%rdi), %rcx
	movq	(%rdi), %rdi
	movl	$1, %r8d
	leaq	GENERAL_WALK(%rip), %rsi
	subq	$8, %rsp
	.cfi_def_cfa_offset 24
	pushq	$0
	.cfi_def_cfa_offset 32
	call	walk_outcomes
	movl	%eax, 24(%rbx)
	popq	%rax
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%rdx
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE362:
	.size	rep_job_run, .-rep_job_run
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB366:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdx
	movl	$1, %r8d
	movq	(%rdi), %rdi
	movq	16(%rbx), %r9
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	subq	$8, %rsp
	.cfi_def_cfa_offset 24
	pushq	$0
	.cfi_def_cfa_offset 32
	call	walk_outcomes
	movl	%eax, 24(%rbx)
	popq	%rax
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%rdx
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE366:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.1
.LC583:
	.string	"in the sweep"
	.text
	.p2align 4
	.type	sweep_points, @function
sweep_points:
.LFB379:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %r15
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
	subq	$792, %rsp
	.cfi_def_cfa_offset 848
	movl	(%rsi), %eax
	movq	%rdi, 16(%rsp)
	leaq	416(%rsp), %rbx
	cmpl	$1, %eax
	sbbq	%r8, %r8
	xorl	%ebp, %ebp
	andq	$-3, %r8
	addq	$11, %r8
	movq	%r8, 24(%rsp)
	jmp	.L4794
	.p2align 4,,10
	.p2align 3
.L4766:
	leaq	STALL_US.5(%rip), %rax
	imulq	$1000, (%rax,%rbp,8), %rdx
	movq	472(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 464(%rsp)
	cmpq	%rdx, %rax
	jb	.L4780
	leaq	48(%rsp), %rax
	movq	%rax, 8(%rsp)
.L4779:
	movq	8(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L4796
	movl	488(%rsp), %edi
	movq	16(%r15), %r11
	testl	%edi, %edi
	jne	.L4805
	movl	424(%rsp), %esi
	testl	%esi, %esi
	jne	.L4806
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 4768(%r15,%r11,8)
	testq	%rax, %rax
	jne	.L4783
	leaq	128(%rsp), %r12
	movq	%rbx, %rdi
	movq	%r12, %rsi
	call	closed_form
	testl	%eax, %eax
	jne	.L4803
.L4808:
	movq	16(%r15), %rax
	movq	8(%rsp), %rsi
	leaq	32(%rsp), %rcx
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rax
	salq	$5, %rax
	leaq	160(%r15,%rax), %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L4803
	movq	48(%rsp), %rdi
	call	free@PLT
	movq	56(%rsp), %rdi
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	96(%rsp), %rdi
	call	free@PLT
	movq	120(%rsp), %rdi
	call	free@PLT
	movq	16(%r15), %rax
	movq	%r12, %rdx
	movl	%ebp, %esi
	leaq	4896(%r15), %rdi
	leaq	(%rax,%rax,8), %rax
	salq	$5, %rax
	leaq	160(%r15,%rax), %rcx
	call	check_outcome
	movq	16(%r15), %rdx
	movq	%rbx, %rdi
	leaq	0(,%rdx,8), %rax
	subq	%rdx, %rax
	leaq	4912(%r15,%rax,8), %rsi
	call	theory_of
	testl	%eax, %eax
	jne	.L4789
	movq	16(%r15), %r12
.L4790:
	movl	(%r15), %eax
	testl	%eax, %eax
	je	.L4792
	leaq	LOAD_PCT.6(%rip), %rax
	movl	(%rax,%rbp,4), %eax
.L4793:
	leaq	1(%r12), %rdx
	movq	%rdx, 16(%r15)
	movq	%rax, 24(%r15,%r12,8)
.L4780:
	movq	24(%rsp), %rax
	addq	$1, %rbp
	cmpq	%rax, %rbp
	je	.L4798
	movl	(%r15), %eax
.L4794:
	movq	16(%rsp), %rsi
	movl	$46, %ecx
	movq	%rbx, %rdi
	rep movsq
	testl	%eax, %eax
	je	.L4766
	movq	16(%rsp), %rsi
	leaq	LOAD_PCT.6(%rip), %rax
	movq	8(%r15), %r13
	movl	(%rax,%rbp,4), %r8d
	cmpl	$1, 72(%rsi)
	je	.L4807
	movq	416(%rsp), %rax
	leaq	(%rax,%rax,4), %rax
	leaq	(%rax,%rax,4), %rdx
	movl	%r8d, %eax
	shrl	%eax
	leaq	(%rax,%rdx,4), %rax
	xorl	%edx, %edx
	divq	%r8
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rax, 496(%rsp)
	movq	%r13, %rax
	divq	%rsi
	movq	%rsi, 584(%rsp)
	movq	%rax, %rcx
	cmpq	$1, %rdx
	leaq	48(%rsp), %rax
	sbbq	$-1, %rcx
	movq	%rax, 8(%rsp)
	movq	%rcx, 552(%rsp)
	jmp	.L4779
	.p2align 4,,10
	.p2align 3
.L4805:
	leaq	.LC113(%rip), %rax
	movq	%rax, 4768(%r15,%r11,8)
.L4783:
	leaq	128(%rsp), %r12
	xorl	%ecx, %ecx
	xorl	%r9d, %r9d
	movq	%rbx, %rdi
	subq	$8, %rsp
	.cfi_def_cfa_offset 856
	movq	%r12, %rdx
	movl	$1, %r8d
	pushq	$0
	.cfi_def_cfa_offset 864
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	popq	%rdx
	.cfi_def_cfa_offset 856
	popq	%rcx
	.cfi_def_cfa_offset 848
	testl	%eax, %eax
	je	.L4808
.L4803:
	movq	8(%rsp), %rdi
.L4781:
	movl	%eax, 8(%rsp)
	call	buffers_free
	movl	8(%rsp), %edi
	leaq	.LC583(%rip), %rsi
	call	cannot
.L4764:
	addq	$792, %rsp
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
.L4792:
	.cfi_restore_state
	movq	464(%rsp), %rax
	jmp	.L4793
	.p2align 4,,10
	.p2align 3
.L4789:
	movq	16(%r15), %r12
	pxor	%xmm0, %xmm0
	movl	$1, 5936(%r15)
	leaq	0(,%r12,8), %rax
	subq	%r12, %rax
	salq	$3, %rax
	movl	4960(%r15,%rax), %edx
	movl	%edx, 5940(%r15)
	testl	%edx, %edx
	jne	.L4809
.L4791:
	movsd	%xmm0, 5808(%r15,%r12,8)
	jmp	.L4790
	.p2align 4,,10
	.p2align 3
.L4806:
	leaq	.LC114(%rip), %rax
	movq	%rax, 4768(%r15,%r11,8)
	jmp	.L4783
	.p2align 4,,10
	.p2align 3
.L4809:
	leaq	4912(%r15,%rax), %rdi
	movl	$99000, %esi
	call	theory_open_pct
	jmp	.L4791
	.p2align 4,,10
	.p2align 3
.L4807:
	leaq	48(%rsp), %rax
	movq	16(%rsp), %rdi
	leaq	32(%rsp), %rsi
	movq	%rax, %rdx
	movq	%rax, 8(%rsp)
	call	service_moments
	movsd	.LC30(%rip), %xmm1
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
	divsd	.LC77(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	divsd	32(%rsp), %xmm0
	divsd	%xmm0, %xmm1
	movsd	%xmm0, 504(%rsp)
	comisd	.LC87(%rip), %xmm1
	jnb	.L4770
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 584(%rsp)
.L4771:
	movq	584(%rsp), %rax
	movl	$1, %edx
	movq	$0x000000000, 136(%rsp)
	leaq	128(%rsp), %r12
	movsd	%xmm0, 128(%rsp)
	testq	%rax, %rax
	cmove	%rdx, %rax
	xorl	%r14d, %r14d
	movq	%rax, 584(%rsp)
	movq	512(%rsp), %rax
	movq	%rax, 144(%rsp)
	jmp	.L4778
	.p2align 4,,10
	.p2align 3
.L4810:
	cvttsd2siq	%xmm0, %rax
.L4776:
	testq	%r14, %r14
	jne	.L4777
	movq	%rax, 536(%rsp)
.L4777:
	movq	%rax, 544(%rsp)
	addq	$1, %r14
.L4778:
	movq	%r12, %rdi
	call	poisson_next
	testq	%r13, %r13
	js	.L4773
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L4772
.L4811:
	cmpq	$200000000, %r14
	je	.L4772
	comisd	.LC87(%rip), %xmm0
	jb	.L4810
	subsd	.LC87(%rip), %xmm0
	movabsq	$-9223372036854775808, %rcx
	cvttsd2siq	%xmm0, %rax
	xorq	%rcx, %rax
	jmp	.L4776
.L4770:
	subsd	.LC87(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 584(%rsp)
	btcq	$63, 584(%rsp)
	jmp	.L4771
	.p2align 4,,10
	.p2align 3
.L4773:
	movq	%r13, %rax
	movq	%r13, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L4811
.L4772:
	testq	%r14, %r14
	movl	$1, %eax
	cmovne	%r14, %rax
	movq	%rax, 552(%rsp)
	jmp	.L4779
.L4798:
	xorl	%eax, %eax
	jmp	.L4764
.L4796:
	movq	8(%rsp), %rdi
	orl	$-1, %eax
	jmp	.L4781
	.cfi_endproc
.LFE379:
	.size	sweep_points, .-sweep_points
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC588:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC589:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC590:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC591:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.section	.rodata.str1.1
.LC592:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC593:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.align 8
.LC594:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC595:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC596:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
.LFB355:
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
	movl	%esi, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
	movq	(%rdi), %rbx
	movsd	376(%rdi), %xmm5
	movsd	384(%rdi), %xmm6
	movl	$0, (%rsp)
	movl	152(%rbx), %eax
	movsd	%xmm5, 8(%rsp)
	movsd	%xmm6, 48(%rsp)
	testl	%eax, %eax
	jne	.L4813
	xorl	%eax, %eax
	cmpq	$1, 160(%rbx)
	sete	%al
	movl	%eax, (%rsp)
.L4813:
	movq	96(%r15), %rax
	leaq	112(%rsp), %r14
	movq	%rbx, %rdi
	movq	112(%r15), %r13
	movq	%r14, %rsi
	movq	176(%r15), %r10
	movq	184(%r15), %r9
	movq	%rax, 16(%rsp)
	movq	104(%r15), %rax
	movq	32(%r15), %r12
	movq	%rax, 24(%rsp)
	call	theory_of
	testl	%eax, %eax
	jne	.L4879
.L4812:
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
.L4879:
	.cfi_restore_state
	movq	%r10, %rdi
	movq	%r9, %rsi
	call	__floatuntidf@PLT
	testq	%r13, %r13
	js	.L4815
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L4816:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 56(%rsp)
	testq	%r12, %r12
	js	.L4817
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%r12, %xmm5
	movsd	%xmm5, 32(%rsp)
.L4818:
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	call	__floatuntidf@PLT
	leaq	104(%rsp), %rdx
	movq	%rbx, %rdi
	leaq	136(%rsp), %rsi
	divsd	32(%rsp), %xmm0
	movq	%xmm0, %r13
	call	service_moments
	movsd	56(%rsp), %xmm3
	movsd	152(%rsp), %xmm1
	movsd	.LC93(%rip), %xmm4
	mulsd	8(%rsp), %xmm4
	subsd	%xmm1, %xmm3
	mulsd	.LC77(%rip), %xmm3
	movl	160(%rsp), %r12d
	movsd	%xmm4, 8(%rsp)
	divsd	%xmm1, %xmm3
	testl	%r12d, %r12d
	jne	.L4880
	cmpl	$0, (%rsp)
	jne	.L4881
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L4824:
	movq	.LC65(%rip), %xmm7
	movsd	8(%rsp), %xmm6
	movaps	%xmm7, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jnb	.L4853
	movq	$0x000000000, 16(%rsp)
	xorl	%ebx, %ebx
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L4825:
	movsd	120(%rsp), %xmm0
	movq	112(%rsp), %rsi
	testl	%ebp, %ebp
	je	.L4882
	leaq	.LC591(%rip), %rdi
	movl	$2, %eax
	movsd	%xmm3, 56(%rsp)
	call	printf@PLT
	testl	%r12d, %r12d
	movsd	56(%rsp), %xmm3
	je	.L4833
	leaq	PCT_MILLI(%rip), %r15
	movl	%r12d, 56(%rsp)
	leaq	PCT_NAME(%rip), %rbx
	leaq	40(%r15), %r13
	movq	%r15, %r12
	leaq	.LC592(%rip), %rbp
	movq	%xmm3, %r15
.L4834:
	movq	(%r12), %rsi
	movq	%r14, %rdi
	addq	$8, %r12
	addq	$8, %rbx
	call	theory_open_pct
	movq	-8(%rbx), %rsi
	movq	%rbp, %rdi
	movl	$1, %eax
	call	printf@PLT
	cmpq	%r12, %r13
	jne	.L4834
	movsd	8(%rsp), %xmm1
	movq	%r15, %xmm3
	movl	$2, %eax
	leaq	.LC593(%rip), %rdi
	movapd	%xmm3, %xmm0
	movl	56(%rsp), %r12d
	call	printf@PLT
	movsd	24(%rsp), %xmm1
	movsd	16(%rsp), %xmm0
	leaq	.LC594(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
.L4836:
	movsd	8(%rsp), %xmm7
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm7
	jb	.L4837
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	xorl	%esi, %esi
	andpd	32(%rsp), %xmm0
	comisd	%xmm0, %xmm6
	setnb	%sil
.L4837:
	leaq	.LC595(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	cmpl	$0, (%rsp)
	je	.L4812
	movsd	48(%rsp), %xmm1
	movsd	64(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC596(%rip), %rdi
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L4883
.L4839:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm7
	xorl	%esi, %esi
	movsd	48(%rsp), %xmm1
	addsd	.LC587(%rip), %xmm1
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L4840
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm4
	xorl	%esi, %esi
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm4
	setnb	%sil
.L4840:
	addq	$184, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%rbx, %rdi
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
	jmp	printf@PLT
.L4817:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L4818
.L4815:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4816
.L4882:
	movsd	8(%rsp), %xmm4
	leaq	.LC588(%rip), %rdi
	movl	$5, %eax
	movsd	56(%rsp), %xmm2
	divsd	.LC71(%rip), %xmm1
	divsd	.LC71(%rip), %xmm2
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L4884
.L4830:
	leaq	.LC559(%rip), %rdi
	call	puts@PLT
	testl	%ebx, %ebx
	jne	.L4812
	addq	$184, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC590(%rip), %rdi
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
	jmp	puts@PLT
.L4880:
	.cfi_restore_state
	movsd	.LC584(%rip), %xmm0
	mulsd	48(%rsp), %xmm0
	movsd	%xmm3, 24(%rsp)
	movsd	.LC585(%rip), %xmm2
	movsd	%xmm1, 16(%rsp)
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movl	$99000, %esi
	movq	%r14, %rdi
	xorpd	.LC32(%rip), %xmm0
	divsd	.LC586(%rip), %xmm0
	movq	%xmm0, %rbx
	call	theory_open_pct
	movq	136(%r15), %rax
	movsd	16(%rsp), %xmm1
	movsd	24(%rsp), %xmm3
	testq	%rax, %rax
	js	.L4820
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4821:
	subsd	%xmm0, %xmm2
	mulsd	.LC77(%rip), %xmm2
	movq	%rbx, %xmm4
	cmpl	$0, (%rsp)
	mulsd	.LC93(%rip), %xmm4
	divsd	%xmm0, %xmm2
	movsd	%xmm4, 24(%rsp)
	movsd	%xmm2, 16(%rsp)
	jne	.L4822
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L4823:
	movq	.LC65(%rip), %xmm4
	movsd	8(%rsp), %xmm6
	movapd	%xmm4, %xmm7
	movaps	%xmm4, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jb	.L4873
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm6
	jnb	.L4845
.L4873:
	xorl	%ebx, %ebx
	jmp	.L4825
.L4853:
	movq	$0x000000000, 16(%rsp)
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L4845:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	movsd	48(%rsp), %xmm2
	addsd	.LC587(%rip), %xmm2
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L4873
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm5
	xorl	%ebx, %ebx
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm5
	setnb	%bl
	jmp	.L4825
.L4881:
	movsd	104(%rsp), %xmm0
	movsd	%xmm3, 24(%rsp)
	divsd	32(%rsp), %xmm0
	movsd	%xmm1, 16(%rsp)
	call	sqrt@PLT
	movsd	16(%rsp), %xmm1
	movsd	136(%rsp), %xmm2
	movapd	%xmm0, %xmm4
	movq	%r13, %xmm0
	movsd	24(%rsp), %xmm3
	subsd	%xmm2, %xmm0
	mulsd	.LC77(%rip), %xmm0
	mulsd	.LC93(%rip), %xmm4
	divsd	%xmm2, %xmm0
	movsd	%xmm4, 48(%rsp)
	movsd	%xmm0, 64(%rsp)
	jmp	.L4824
.L4833:
	movsd	8(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC593(%rip), %rdi
	call	printf@PLT
	jmp	.L4836
.L4820:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4821
.L4884:
	movq	136(%r15), %rax
	testq	%rax, %rax
	js	.L4831
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L4832:
	movq	%r14, %rdi
	movl	$99000, %esi
	divsd	.LC71(%rip), %xmm1
	movsd	%xmm1, (%rsp)
	call	theory_open_pct
	movsd	24(%rsp), %xmm3
	movsd	16(%rsp), %xmm2
	leaq	.LC589(%rip), %rdi
	movsd	(%rsp), %xmm1
	movl	$4, %eax
	divsd	.LC71(%rip), %xmm0
	call	printf@PLT
	jmp	.L4830
.L4822:
	movsd	%xmm3, 88(%rsp)
	movsd	104(%rsp), %xmm0
	divsd	32(%rsp), %xmm0
	movsd	%xmm1, 80(%rsp)
	call	sqrt@PLT
	movsd	136(%rsp), %xmm4
	movapd	%xmm0, %xmm2
	movq	%r13, %xmm0
	subsd	%xmm4, %xmm0
	mulsd	.LC77(%rip), %xmm0
	movsd	%xmm4, 72(%rsp)
	mulsd	.LC93(%rip), %xmm2
	divsd	%xmm4, %xmm0
	movsd	%xmm2, 48(%rsp)
	movsd	.LC585(%rip), %xmm2
	movsd	%xmm0, 64(%rsp)
	movsd	.LC584(%rip), %xmm0
	mulsd	32(%rsp), %xmm0
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movq	56(%r15), %rax
	movsd	72(%rsp), %xmm4
	movsd	80(%rsp), %xmm1
	mulsd	.LC597(%rip), %xmm4
	testq	%rax, %rax
	movsd	88(%rsp), %xmm3
	js	.L4843
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4844:
	subsd	%xmm4, %xmm2
	mulsd	.LC77(%rip), %xmm2
	xorpd	.LC32(%rip), %xmm0
	divsd	.LC586(%rip), %xmm0
	mulsd	.LC93(%rip), %xmm0
	divsd	%xmm4, %xmm2
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm2, 88(%rsp)
	jmp	.L4823
.L4831:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4832
.L4843:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4844
.L4883:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC594(%rip), %rdi
	call	printf@PLT
	jmp	.L4839
	.cfi_endproc
.LFE355:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.1
.LC598:
	.string	".hlog"
.LC599:
	.string	"run.hlog"
.LC600:
	.string	"reference"
.LC601:
	.string	"closed-form"
	.section	.rodata.str1.8
	.align 8
.LC602:
	.string	"bench: out of memory for %lu requests\n"
	.section	.rodata.str1.1
.LC603:
	.string	"for the omissions' walks"
	.section	.rodata.str1.8
	.align 8
.LC604:
	.string	"computing the expected outcome"
	.section	.rodata.str1.1
.LC605:
	.string	"for a rep"
.LC606:
	.string	" warmup"
.LC607:
	.string	"rep=%u%s set=%s"
.LC608:
	.string	" slow=%lu sum_ns=%s\n"
.LC609:
	.string	"sent=truth"
.LC610:
	.string	"rate sent=truth"
.LC611:
	.string	"rate intended"
.LC612:
	.string	"rate never_sent"
.LC613:
	.string	"rate dropped"
.LC614:
	.string	"rate first_send=first_due"
.LC615:
	.string	"rate last_send=last_due"
	.section	.rodata.str1.8
	.align 8
.LC616:
	.string	"rate last_send<last_completion"
	.section	.rodata.str1.1
.LC617:
	.string	"for the rate walk"
.LC618:
	.string	"scoreboard truth=open"
.LC619:
	.string	"scoreboard none=closed"
	.section	.rodata.str1.8
	.align 8
.LC620:
	.string	"scoreboard hdr-schedule=corrected"
	.align 8
.LC621:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC622:
	.string	"bench: out of memory for the theory check\n"
	.section	.rodata.str1.1
.LC623:
	.string	"cv"
.LC624:
	.string	" %6s\n"
.LC625:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC626:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC627:
	.string	"ratios: open/closed p99 %s"
.LC628:
	.string	", p99.9 %s"
.LC629:
	.string	"; corrected/closed p99 %s"
.LC630:
	.string	"; open/corrected p99 %s"
.LC631:
	.string	", p90 %s\n"
.LC632:
	.string	"the open loop's recording"
	.section	.rodata.str1.8
	.align 8
.LC633:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC634:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC635:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC636:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC637:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC638:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC639:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC640:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC641:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.align 8
.LC642:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC643:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC644:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC645:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC646:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC647:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC648:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC649:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC650:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC651:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC652:
	.string	"RESULT export hlog=none (the .hlog's walk models one catch-up connection)"
	.align 8
.LC653:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC654:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC655:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC656:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.section	.rodata.str1.1
.LC657:
	.string	"scoreboard.svg"
	.section	.rodata.str1.8
	.align 8
.LC658:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC659:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC660:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC661:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	run_bench, @function
run_bench:
.LFB371:
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
	movl	$288, %esi
	subq	$11960, %rsp
	.cfi_def_cfa_offset 12016
	movl	216(%rdi), %ebp
	movq	%rdi, 64(%rsp)
	leal	1(%rbp), %edi
	movq	%rdx, 192(%rsp)
	movl	%ecx, 236(%rsp)
	movl	%r8d, 112(%rsp)
	movl	%r9d, 212(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbp, %rdi
	movq	%rax, 104(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbp, %rdi
	movq	%rax, %r14
	movq	%rax, 128(%rsp)
	call	calloc@PLT
	movl	$72, %ecx
	pxor	%xmm0, %xmm0
	leaq	2512(%rsp), %rdi
	movq	%rax, 136(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r14, %r14
	movq	%rdi, 224(%rsp)
	rep stosq
	sete	%al
	cmpq	$0, 104(%rsp)
	leaq	832(%rsp), %rdi
	sete	%dl
	movq	%r15, 2512(%rsp)
	orb	%dl, %al
	movq	%rbx, 2520(%rsp)
	movq	%rdi, 144(%rsp)
	movq	%rdi, 2536(%rsp)
	movaps	%xmm0, 832(%rsp)
	movaps	%xmm0, 848(%rsp)
	movaps	%xmm0, 864(%rsp)
	movaps	%xmm0, 880(%rsp)
	movaps	%xmm0, 896(%rsp)
	movaps	%xmm0, 592(%rsp)
	movaps	%xmm0, 608(%rsp)
	movaps	%xmm0, 624(%rsp)
	jne	.L4889
	testq	%rsi, %rsi
	je	.L4889
	movq	64(%rsp), %rbx
	movq	144(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	movl	%eax, 184(%rsp)
	testl	%eax, %eax
	jne	.L4889
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L4890
	cmpl	$1, 152(%rbx)
	je	.L5275
	cmpl	$0, 212(%rsp)
	jne	.L5167
.L5270:
	leaq	1568(%rsp), %rax
	leaq	1280(%rsp), %r14
	movq	%rax, 200(%rsp)
.L4930:
	xorl	%eax, %eax
	movq	64(%rsp), %rdi
	cmpq	$0, 192(%rsp)
	movl	$1, 392(%rsp)
	setne	%al
	xorl	%ecx, %ecx
	movl	%eax, 860(%rsp)
	movq	200(%rsp), %rax
	movl	%ecx, 408(%rsp)
	movq	%rax, 384(%rsp)
	movq	%rax, 400(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L4939
	cmpl	$0, 112(%rsp)
	jne	.L4939
	cmpq	$0, 192(%rsp)
	jne	.L4939
	cmpl	$3, 856(%rsp)
	je	.L5276
.L4940:
	movq	64(%rsp), %rax
	leaq	ref_job_run(%rip), %rdx
	xorl	%esi, %esi
	leaq	448(%rsp), %rcx
	leaq	352(%rsp), %rdi
	movq	%r14, 456(%rsp)
	movq	%rax, 448(%rsp)
	xorl	%eax, %eax
	movq	%rax, 464(%rsp)
	xorl	%eax, %eax
	movl	%eax, 472(%rsp)
	call	pthread_create@PLT
	movl	%eax, %edx
	testl	%eax, %eax
	jne	.L4938
	xorl	%r9d, %r9d
	movl	$68, %ecx
	leaq	1968(%rsp), %rdi
	movq	64(%rsp), %rbx
	movq	%r9, %rax
	movq	%rdi, 216(%rsp)
	movq	%rdi, %r11
	leaq	688(%rsp), %rsi
	rep stosq
	movq	136(%rbx), %rax
	leaq	688(%rsp), %rdi
	movl	$14, %ecx
	movq	%rax, 2504(%rsp)
	movl	%edx, %eax
	rep stosl
	movq	%rbx, %rdi
	call	theory_of
	movl	$1, 232(%rsp)
	testl	%eax, %eax
	movl	%eax, 268(%rsp)
	cmovne	%r11, %r9
	movq	%r9, 248(%rsp)
.L5111:
	xorl	%r10d, %r10d
	xorl	%r15d, %r15d
	movl	%r10d, 264(%rsp)
.L4961:
	movq	64(%rsp), %rax
	xorl	%ebp, %ebp
	leaq	912(%rsp), %rdi
	movq	%r15, 240(%rsp)
	movq	%r14, 256(%rsp)
	movl	%ebp, %r14d
	movq	%rdi, 120(%rsp)
	movl	216(%rax), %edx
	movq	%rax, %r15
	jmp	.L4984
	.p2align 4,,10
	.p2align 3
.L5279:
	leal	1(%rdx), %ebp
	subl	%r14d, %ebp
	cmpl	$1, %ebp
	ja	.L5277
	movq	120(%rsp), %rcx
	movq	144(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r15, %rdi
	call	run_once
	testl	%eax, %eax
	jne	.L5263
	cmpl	$1, %ebp
	je	.L4973
	movl	216(%r15), %edx
	cmpl	%r14d, %edx
	jb	.L5278
.L4984:
	movl	%r14d, %eax
	leaq	(%rax,%rax,8), %rbx
	movq	104(%rsp), %rax
	salq	$5, %rbx
	addq	%rax, %rbx
	cmpl	$3, 856(%rsp)
	je	.L5279
	movq	120(%rsp), %rcx
	movq	144(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r15, %rdi
	call	run_once
	testl	%eax, %eax
	jne	.L5263
.L4973:
	movl	$1, %eax
.L4972:
	movl	%r14d, 208(%rsp)
	movq	120(%rsp), %r10
	movl	%r14d, %edx
	xorl	%ebx, %ebx
	movq	%r15, 152(%rsp)
.L4983:
	movl	112(%rsp), %ebp
	testl	%ebp, %ebp
	jne	.L5280
.L4976:
	testl	%edx, %edx
	je	.L4982
	movq	%rbx, %r8
	movq	128(%rsp), %rdi
	leal	-1(%rdx), %esi
	salq	$4, %r8
	movsd	(%r10,%r8), %xmm0
	movsd	%xmm0, (%rdi,%rsi,8)
	movq	136(%rsp), %rdi
	movsd	920(%rsp,%r8), %xmm0
	movsd	%xmm0, (%rdi,%rsi,8)
.L4982:
	leaq	1(%rbx), %rsi
	addl	$1, %edx
	movl	$1, %ebx
	cmpl	%esi, %eax
	jg	.L4983
	leal	-1(%rax), %edx
	testl	%eax, %eax
	movl	$0, %eax
	movl	208(%rsp), %r14d
	cmovle	%eax, %edx
	movq	152(%rsp), %r15
	leal	1(%r14,%rdx), %r14d
	movl	216(%r15), %edx
	cmpl	%r14d, %edx
	jnb	.L4984
.L5278:
	movq	256(%rsp), %r14
.L4975:
	cmpl	$0, 264(%rsp)
	jne	.L4969
	cmpl	$0, 232(%rsp)
	je	.L4970
	movq	352(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4986:
	movq	64(%rsp), %rdi
	call	closed_form_gap
	cmpl	$0, 184(%rsp)
	movq	%rax, 2528(%rsp)
	jne	.L5274
	movl	472(%rsp), %edi
	testl	%edi, %edi
	jne	.L4988
.L4990:
	movq	224(%rsp), %rdi
	call	print_plan
	jmp	.L4989
.L4890:
	movq	64(%rsp), %rbx
	xorl	%r8d, %r8d
	leaq	1968(%rsp), %rcx
	leaq	1568(%rsp), %rdi
	leaq	6672(%rsp), %rax
	leaq	omit_job_run(%rip), %rdx
	xorl	%esi, %esi
	movq	%rcx, 216(%rsp)
	movq	%rdi, 200(%rsp)
	leaq	10192(%rsp), %r15
	leaq	10248(%rsp), %rbp
	movq	%rbx, 1968(%rsp)
	movq	%rax, 1976(%rsp)
	movl	%r8d, 1984(%rsp)
	call	pthread_create@PLT
	leaq	4912(%rsp), %rdi
	movl	$220, %ecx
	xorl	%r9d, %r9d
	movl	%eax, 72(%rsp)
	xorl	%eax, %eax
	movl	152(%rbx), %edx
	movq	%rdi, 56(%rsp)
	rep stosq
	leaq	6032(%rsp), %rax
	movq	%r9, (%rsp)
	movq	%rax, 32(%rsp)
	leaq	by_kind.7(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	je	.L5281
.L4895:
	movq	64(%rsp), %rax
	movq	136(%rax), %rdx
.L4894:
	xorl	%eax, %eax
	movl	$30, %ecx
	movq	%r15, %rdi
	testq	%rdx, %rdx
	rep stosl
	movl	$1, %eax
	cmove	%rax, %rdx
	xorl	%ebx, %ebx
	leaq	0(,%rdx,8), %r14
	.p2align 4,,10
	.p2align 3
.L4901:
	cmpq	$1, %rbx
	jbe	.L5282
	cmpq	$3, %rbx
	jbe	.L5283
	cmpq	$0, (%rsp)
	je	.L4904
	movq	64(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L4905
	cmpl	$0, 280(%rax)
	je	.L5284
.L4905:
	movq	%r14, %rdi
	call	malloc@PLT
	movq	%rax, (%r15,%rbx,8)
	testq	%rax, %rax
	je	.L4898
.L4904:
	addq	$1, %rbx
	cmpq	$7, %rbx
	jne	.L4901
	movq	56(%rsp), %r8
	movq	32(%rsp), %rcx
	movq	%r15, %rdx
	movl	(%rsp), %esi
	movq	64(%rsp), %rdi
	call	omit_walk
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L5113
	imulq	$560, (%rsp), %r8
	movq	56(%rsp), %rax
	movq	%rbp, %rbx
	movq	%r12, 80(%rsp)
	leaq	10304(%rsp), %r14
	movq	%r13, 88(%rsp)
	movq	64(%rsp), %r13
	movq	%rbp, 96(%rsp)
	movq	%r14, %rbp
	addq	%rax, %r8
	movq	%r8, %r14
	.p2align 4,,10
	.p2align 3
.L4907:
	movq	-56(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L4906
	movl	200(%r13), %ecx
	movq	192(%r13), %rdx
	movq	%r14, %r8
	movq	(%rbx), %rsi
	call	summarise.isra.0
.L4906:
	addq	$8, %rbx
	addq	$80, %r14
	cmpq	%rbx, %rbp
	jne	.L4907
	movq	80(%rsp), %r12
	movq	88(%rsp), %r13
	movq	96(%rsp), %rbp
.L5113:
	movq	%r15, %rbx
	.p2align 4,,10
	.p2align 3
.L4908:
	movq	(%rbx), %rdi
	addq	$8, %rbx
	call	free@PLT
	cmpq	%rbx, %rbp
	jne	.L4908
	cmpl	$0, 16(%rsp)
	jne	.L5285
	addq	$64, 32(%rsp)
	cmpq	$0, (%rsp)
	jne	.L5286
	movq	$1, (%rsp)
	jmp	.L4895
	.p2align 4,,10
	.p2align 3
.L5282:
	movq	64(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L5269
.L4903:
	addq	$1, %rbx
	jmp	.L4901
	.p2align 4,,10
	.p2align 3
.L5283:
	movq	64(%rsp), %rax
	movl	232(%rax), %edi
	testl	%edi, %edi
	je	.L4903
.L5269:
	movq	%r14, %rdi
	call	malloc@PLT
	movq	%rax, (%r15,%rbx,8)
	testq	%rax, %rax
	jne	.L4903
.L4898:
	movl	$-1, 16(%rsp)
	jmp	.L5113
.L4889:
	movq	64(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC602(%rip), %rsi
	leaq	592(%rsp), %r12
	movq	136(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
.L4888:
	movl	$1, 184(%rsp)
.L4917:
	movq	%r12, %rdi
	call	stall_window_free
	movq	144(%rsp), %rdi
	call	buffers_free
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	call	free@PLT
	movq	104(%rsp), %rdi
	call	free@PLT
	movl	184(%rsp), %eax
	addq	$11960, %rsp
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
.L5281:
	.cfi_restore_state
	movq	64(%rsp), %rdi
	movq	144(%rdi), %rax
	testq	%rax, %rax
	je	.L4895
	xorl	%edx, %edx
	divq	(%rdi)
	movq	160(%rdi), %rdx
	leaq	1(%rax,%rdx), %rdx
	jmp	.L4894
.L5284:
	cmpq	$0, 288(%rax)
	je	.L4904
	jmp	.L4905
.L5167:
	leaq	1968(%rsp), %rax
	movq	%rax, 216(%rsp)
	leaq	1568(%rsp), %rax
	movq	%rax, 200(%rsp)
.L4931:
	movq	64(%rsp), %rax
	movq	160(%rax), %rsi
.L4932:
	movq	64(%rsp), %rax
	movl	$40, %ecx
	movq	%r12, (%rsp)
	xorl	%ebx, %ebx
	movq	216(%rsp), %rdi
	movq	216(%rsp), %r14
	movq	%r13, 8(%rsp)
	leaq	4000(%rsp), %rbp
	movq	168(%rax), %rdx
	xorl	%eax, %eax
	movq	%rsi, %r13
	rep stosl
	movq	%rdx, %r15
.L4935:
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movl	$28, %ecx
	xorl	%r8d, %r8d
	rep stosl
	leaq	4000(%rsp), %rbp
	movq	200(%rsp), %rcx
	movl	%ebx, %esi
	movq	64(%rsp), %rdi
	movq	%rbp, %rdx
	movq	%r14, 4112(%rsp)
	call	omit_walk
	testl	%eax, %eax
	je	.L5287
	movl	%eax, %r15d
.L4934:
	movq	216(%rsp), %rdi
	call	trace_free
	leaq	2008(%rsp), %rdi
	call	trace_free
	leaq	2048(%rsp), %rdi
	call	trace_free
	leaq	2088(%rsp), %rdi
	call	trace_free
.L5109:
	leaq	.LC544(%rip), %rsi
	movl	%r15d, %edi
	leaq	592(%rsp), %r12
	call	cannot
	movl	%eax, 184(%rsp)
	jmp	.L4917
	.p2align 4,,10
	.p2align 3
.L5280:
	testl	%edx, %edx
	leaq	.LC13(%rip), %rdi
	movl	%edx, %esi
	movl	%edx, 72(%rsp)
	leaq	.LC606(%rip), %rcx
	leaq	(%rsi,%rsi,8), %rsi
	movl	%eax, 160(%rsp)
	movabsq	$-3689348814741910323, %rbp
	cmove	%rcx, %rdi
	salq	$5, %rsi
	movq	%rbx, 168(%rsp)
	leaq	10192(%rsp), %r9
	movq	%r10, 176(%rsp)
	movabsq	$-3689348814741910324, %r15
	movq	%rdi, 80(%rsp)
	leaq	SET_NAME(%rip), %rdi
	movq	%rdi, 16(%rsp)
	movq	104(%rsp), %rdi
	leaq	8(%rdi,%rsi), %rdi
	movq	%rdi, (%rsp)
	leaq	1024(%rsp), %rdi
	movq	%rdi, 96(%rsp)
.L4981:
	movq	16(%rsp), %rax
	movl	72(%rsp), %esi
	leaq	.LC607(%rip), %rdi
	movq	%r9, 56(%rsp)
	movq	80(%rsp), %rdx
	leaq	PCT_NAME(%rip), %r14
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	(%rsp), %rbx
	leaq	.LC455(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbx), %rsi
	call	printf@PLT
	movq	%r12, 32(%rsp)
	movq	%r13, 40(%rsp)
	movq	56(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L4977:
	movq	(%rbx), %rdx
	movq	(%r14), %rsi
	leaq	.LC456(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %r14
	addq	$8, %rbx
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rax, %r14
	jne	.L4977
	movq	(%rsp), %rax
	movb	$0, 10239(%rsp)
	movq	%r13, %r9
	movl	$47, %ecx
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	.p2align 4,,10
	.p2align 3
.L4980:
	movq	%rsi, %r8
	movq	%rsi, %r10
	addq	%rdi, %r8
	adcq	$0, %r8
	xorl	%r13d, %r13d
	movq	%r8, %rax
	mulq	%rbp
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rsi, %rax
	subq	%rdx, %r8
	movq	%rdi, %rdx
	subq	%r8, %rax
	movq	%r8, %r12
	sbbq	%r13, %rdx
	subq	$1, %rcx
	movq	%rdx, %r8
	movq	%rax, %rdx
	imulq	%r15, %rdx
	imulq	%rbp, %r8
	addq	%rdx, %r8
	mulq	%rbp
	addq	%r8, %rdx
	movq	%rax, %r8
	andl	$1, %r8d
	shrdq	$1, %rdx, %rax
	leaq	(%r8,%r8,4), %r8
	movq	%rax, %rsi
	movl	$9, %eax
	shrq	%rdx
	leal	48(%r8,%r12), %r8d
	cmpq	%r10, %rax
	movl	$0, %eax
	movb	%r8b, (%r9,%rcx)
	movq	%rdi, %r8
	movq	%rdx, %rdi
	sbbq	%r8, %rax
	jc	.L4980
	movq	96(%rsp), %r14
	addq	%r9, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC433(%rip), %rdx
	movq	%r9, 32(%rsp)
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	(%rsp), %rbx
	xorl	%eax, %eax
	movq	%r14, %rdx
	leaq	.LC608(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	movq	%rbx, (%rsp)
	movq	32(%rsp), %r9
	cmpq	%rdi, %rax
	jne	.L4981
	movl	160(%rsp), %eax
	movl	72(%rsp), %edx
	movq	168(%rsp), %rbx
	movq	176(%rsp), %r10
	jmp	.L4976
.L5277:
	movq	248(%rsp), %r8
	xorl	%ebp, %ebp
	leaq	288(%rbx), %rax
	testl	%r14d, %r14d
	movq	%rax, 10200(%rsp)
	leaq	928(%rsp), %rax
	cmovne	%rbp, %r8
	movq	%r15, 10192(%rsp)
	cmove	240(%rsp), %rbp
	xorl	%r9d, %r9d
	cmpl	$1, 232(%rsp)
	movq	%rax, 10208(%rsp)
	movl	%r9d, 10216(%rsp)
	je	.L4967
	xorl	%esi, %esi
	leaq	10192(%rsp), %rcx
	movq	%r8, (%rsp)
	leaq	1024(%rsp), %rdi
	leaq	rep_job_run(%rip), %rdx
	call	pthread_create@PLT
	movq	(%rsp), %r8
	testl	%eax, %eax
	jne	.L4967
	pushq	%rax
	.cfi_def_cfa_offset 12024
	movq	%rbx, %rdx
	xorl	%r9d, %r9d
	leaq	GENERAL_WALK(%rip), %rsi
	pushq	%r8
	.cfi_def_cfa_offset 12032
	movq	136(%rsp), %rcx
	movl	$1, %r8d
	movq	%r15, %rdi
	call	walk_outcomes
	movq	1040(%rsp), %rdi
	xorl	%esi, %esi
	movl	%eax, %ebx
	call	pthread_join@PLT
	popq	%rax
	.cfi_def_cfa_offset 12024
	popq	%rdx
	.cfi_def_cfa_offset 12016
	testl	%ebx, %ebx
	je	.L4968
	leaq	.LC605(%rip), %rsi
	movl	%ebx, %edi
	movq	256(%rsp), %r14
	call	cannot
	cmpl	$0, 264(%rsp)
	movl	%eax, 184(%rsp)
	jne	.L4969
.L4970:
	cmpl	$0, 184(%rsp)
	leaq	592(%rsp), %r12
	jne	.L4917
.L4989:
	movq	104(%rsp), %rbx
	xorl	%r12d, %r12d
	leaq	2864(%rsp), %rbp
	.p2align 4,,10
	.p2align 3
.L4992:
	movl	%r12d, %eax
	movl	%r12d, %esi
	movq	%r14, %rdx
	movq	%rbp, %rdi
	leaq	(%rax,%rax,8), %rcx
	addl	$1, %r12d
	salq	$5, %rcx
	addq	%rbx, %rcx
	call	check_outcome
	movq	2512(%rsp), %rax
	cmpl	%r12d, 216(%rax)
	jnb	.L4992
	cmpq	$0, 2904(%rsp)
	je	.L4993
	movq	64(%rsp), %rsi
	xorl	%r8d, %r8d
	movq	%rbp, %rdi
	leaq	4912(%rsp), %r15
	leaq	6672(%rsp), %rdx
	movq	%r15, %rcx
	movq	2864(%rsp), %r12
	movq	2872(%rsp), %r13
	call	check_omitted
	movl	2912(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L5288
.L4994:
	movq	64(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L5289
.L4996:
	movq	2872(%rsp), %rax
	addq	2864(%rsp), %rax
	subq	%r12, %rax
	subq	%r13, %rax
	movq	%rax, 2920(%rsp)
.L5001:
	cmpl	$0, 212(%rsp)
	jne	.L5290
.L5007:
	movq	64(%rsp), %rax
	movl	216(%rax), %r15d
	leaq	0(,%r15,8), %rbx
	movq	%r15, 80(%rsp)
	movq	%r15, %rbp
	salq	$4, %r15
	movq	%rbx, %rdi
	movq	%r15, %r13
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %r12
	call	malloc@PLT
	movq	%r15, %rdi
	leaq	(%rbx,%r12), %r15
	movq	%rax, %r14
	movq	%rax, 72(%rsp)
	call	malloc@PLT
	testq	%r12, %r12
	movq	104(%rsp), %rsi
	movq	%r12, (%rsp)
	setne	%cl
	testq	%r14, %r14
	movq	%rax, %rdx
	setne	%al
	leaq	0(%r13,%rdx), %r8
	movq	%rdx, 96(%rsp)
	andl	%eax, %ecx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	movq	%r8, 168(%rsp)
	setne	%al
	addq	$352, %rsi
	andl	%ecx, %eax
	movl	%ebp, %ecx
	movq	%rsi, 56(%rsp)
	shrl	%ecx
	subl	$1, %eax
	leaq	(%r14,%rcx,8), %rdi
	movl	%eax, 208(%rsp)
	movq	%r14, %rax
	salq	$4, %rcx
	movq	%rdi, 112(%rsp)
	leaq	2544(%rsp), %rdi
	addq	%rbx, %rax
	movq	224(%rsp), %r14
	movq	%rdi, 184(%rsp)
	movq	%rdi, %r13
	leaq	(%rdx,%rcx), %rbx
	movq	%rdi, 176(%rsp)
	leaq	10192(%rsp), %rdi
	movq	%rdi, 32(%rsp)
	movq	%rax, 152(%rsp)
	movq	%rbx, 160(%rsp)
	xorl	%ebx, %ebx
.L5009:
	cmpl	$2, %ebx
	jg	.L5132
	cmpl	$0, 208(%rsp)
	jne	.L5132
	movq	56(%rsp), %rax
	xorl	%r12d, %r12d
	movq	$0x000000000, 272(%r14,%rbx,8)
	xchgq	%r12, %r14
	subq	$56, %rax
	movq	%rax, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L5010:
	movq	16(%rsp), %rax
	movq	(%rsp), %rdx
	movq	$-1, %rcx
	leaq	(%rax,%r14), %rsi
	testl	%ebp, %ebp
	jne	.L5013
	jmp	.L5018
	.p2align 4,,10
	.p2align 3
.L5291:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5012:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r15, %rdx
	je	.L5018
.L5013:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L5291
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5012
	.p2align 4,,10
	.p2align 3
.L5018:
	movq	(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	%rcx, 8(%r13,%r14)
	movl	%ebp, %edx
	addq	$8, %r14
	call	stats_of
	movsd	10208(%rsp), %xmm0
	maxsd	272(%r12,%rbx,8), %xmm0
	movsd	%xmm0, 272(%r12,%rbx,8)
	cmpq	$48, %r14
	jne	.L5010
	movq	%r12, %r14
	testl	%ebp, %ebp
	je	.L5019
	movq	56(%rsp), %rax
	movq	72(%rsp), %rdx
	leaq	-64(%rax), %rcx
	movq	152(%rsp), %rax
	.p2align 4,,10
	.p2align 3
.L5020:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %rax
	jne	.L5020
	movq	72(%rsp), %r12
	movq	80(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r12, %rdi
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rax), %rdx
	movq	56(%rsp), %rax
	leaq	-8(%rax), %rcx
	movq	152(%rsp), %rax
	movq	%rdx, 0(%r13)
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L5021:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %rax
	jne	.L5021
	movq	80(%rsp), %rsi
	movq	72(%rsp), %rdi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	56(%rsp), %rcx
	movq	168(%rsp), %r10
	movq	(%rax), %rdx
	movq	%rdx, 56(%r13)
	movq	96(%rsp), %rdx
	.p2align 4,,10
	.p2align 3
.L5022:
	movdqa	(%rcx), %xmm4
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm4, -16(%rdx)
	cmpq	%r10, %rdx
	jne	.L5022
.L5107:
	movq	80(%rsp), %rsi
	movq	96(%rsp), %rdi
	leaq	cmp_u128(%rip), %rcx
	movl	$16, %edx
	addq	$1, %rbx
	addq	$80, %r13
	call	qsort@PLT
	movq	160(%rsp), %rax
	addq	$80, 56(%rsp)
	movdqa	(%rax), %xmm5
	movaps	%xmm5, -16(%r13)
	movaps	%xmm5, 16(%rsp)
	jmp	.L5009
.L4967:
	pushq	%rcx
	.cfi_def_cfa_offset 12024
	leaq	GENERAL_WALK(%rip), %rsi
	movq	%r15, %rdi
	movq	%rbp, %r9
	pushq	%r8
	.cfi_def_cfa_offset 12032
	movq	136(%rsp), %rcx
	movl	$2, %r8d
	movq	%rbx, %rdx
	call	walk_outcomes
	popq	%rsi
	.cfi_def_cfa_offset 12024
	popq	%rdi
	.cfi_def_cfa_offset 12016
.L4966:
	testl	%eax, %eax
	jne	.L5263
	movl	$2, %eax
	jmp	.L4972
.L4939:
	movq	64(%rsp), %rax
	xorl	%edx, %edx
	movq	%r14, 456(%rsp)
	movl	%edx, 472(%rsp)
	movq	%rax, 448(%rsp)
	xorl	%eax, %eax
	movq	%rax, 464(%rsp)
.L4938:
	movq	64(%rsp), %rax
	cmpl	$0, 72(%rax)
	jne	.L5292
	movq	64(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L5293
	movq	64(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 2528(%rsp)
	testq	%rax, %rax
	jne	.L4951
	movq	64(%rsp), %rdi
	movq	%r14, %rsi
	call	closed_form
	movl	%eax, 264(%rsp)
.L4954:
	cmpl	$0, 264(%rsp)
	jne	.L5294
	cmpq	$0, 192(%rsp)
	je	.L4956
	movq	64(%rsp), %rdi
	movq	1440(%rsp), %rbp
	call	plan_route
	cmpl	$2, %eax
	je	.L5295
.L4959:
	cmpq	$16777216, %rbp
	ja	.L5296
.L4956:
	movq	224(%rsp), %rdi
	call	print_plan
	leaq	1968(%rsp), %rdi
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	64(%rsp), %rbx
	movq	%rdi, 216(%rsp)
	leaq	688(%rsp), %rsi
	rep stosq
	leaq	688(%rsp), %rdi
	movl	$14, %ecx
	movq	136(%rbx), %rax
	movq	%rax, 2504(%rsp)
	xorl	%eax, %eax
	rep stosl
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	theory_of
	movl	%ebx, 232(%rsp)
	movl	%eax, 268(%rsp)
	testl	%eax, %eax
	jne	.L5121
	xorl	%r11d, %r11d
	movq	%r11, 248(%rsp)
	jmp	.L5111
.L5286:
	cmpl	$0, 72(%rsp)
	jne	.L4914
	movq	1568(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4915:
	movl	1984(%rsp), %eax
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L4911
	leaq	8432(%rsp), %rdx
	xorl	%eax, %eax
	movl	$220, %ecx
	movq	%rdx, %rdi
	rep stosq
	movq	64(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L4918
	cmpl	$0, 232(%rax)
	jne	.L4918
	cmpq	$0, 256(%rax)
	jne	.L4918
	movl	280(%rax), %edi
	movl	%edi, 16(%rsp)
	testl	%edi, %edi
	jne	.L5116
	cmpq	$0, 288(%rax)
	jne	.L4918
	movq	%rax, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	jne	.L4918
	movl	16(%rsp), %eax
	leaq	4000(%rsp), %rbp
	movl	$8, %ecx
	movq	%r15, %rsi
	leaq	3088(%rsp), %rdi
	movq	64(%rsp), %r14
	leaq	3088(%rsp), %rbx
	rep stosl
	movq	%rbp, %rdi
	movl	$8, %ecx
	rep stosl
	movq	%r14, %rdi
	call	stall_geom
	movq	%r15, %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	closed_form_open
	xorl	%r9d, %r9d
	xorl	%r10d, %r10d
	movq	%r13, 8(%rsp)
	movq	%r15, 72(%rsp)
	movq	%rbp, %r13
	movq	%r10, %r15
	movq	%r9, %rbp
	movq	%r12, (%rsp)
	movq	%rbx, 32(%rsp)
	jmp	.L4919
.L5298:
	testq	%rsi, %rsi
	je	.L5118
	movq	%rcx, %rax
	subq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	xorl	%edx, %edx
	cmpq	%r14, %rax
	jnb	.L4920
	movq	%r14, %rdx
	subq	%rax, %rdx
.L4920:
	subq	%rdx, %r14
	movq	%rsi, %r8
	movq	%rcx, %rax
	movq	%r13, %rdi
	imulq	%r14, %r8
	movq	%rdx, %rcx
	movq	%rsi, %rdx
	addq	$1, %rbp
	subq	%r8, %rax
	movq	24(%rbx), %r8
	movq	%rax, %rsi
	call	dist_add
	imulq	24(%rbx), %r14
	addq	%r14, %r15
.L4919:
	cmpq	3096(%rsp), %rbp
	jnb	.L5297
	movq	64(%rsp), %rax
	movq	%rbp, %rbx
	salq	$5, %rbx
	addq	3088(%rsp), %rbx
	movq	224(%rax), %rdx
	movq	(%rbx), %rcx
	movq	8(%rbx), %rsi
	movq	16(%rbx), %r14
	cmpq	%rcx, %rdx
	jb	.L5298
	movq	%r14, %rdx
	jmp	.L4920
.L5116:
	xorl	%esi, %esi
	movl	%esi, 16(%rsp)
.L4918:
	movq	64(%rsp), %rax
	movq	256(%rax), %r11
	testq	%r11, %r11
	je	.L4924
	cmpl	$0, 280(%rax)
	jne	.L4924
	movq	288(%rax), %r10
	testq	%r10, %r10
	jne	.L4924
	cmpl	$0, 72(%rax)
	jne	.L4924
	cmpq	$0, 112(%rax)
	jne	.L4924
	movq	80(%rax), %rbx
	movq	%rax, %rsi
	movq	%r15, %rdi
	movl	$8, %ecx
	movq	136(%rax), %rbp
	xorl	%eax, %eax
	movq	%r13, 40(%rsp)
	movq	%r11, %r13
	rep stosl
	movq	272(%rsi), %r9
	movq	%r15, %rdi
	movq	%r12, 32(%rsp)
	leaq	-1(%rbp), %rax
	movq	%rbp, %r15
	imulq	%rbx, %rax
	movq	%r9, %rbp
	movq	%rax, (%rsp)
	jmp	.L4925
.L4926:
	movq	64(%rsp), %rax
	movq	264(%rax), %rax
	testq	%rax, %rax
	je	.L4927
	addq	%rax, %rbp
.L4925:
	cmpq	%rbp, (%rsp)
	jb	.L4927
	xorl	%edx, %edx
	movq	%rbp, %rax
	leaq	0(%r13,%rbp), %rsi
	divq	%rbx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rsi, %rax
	divq	%rbx
	cmpq	$1, %rdx
	movq	%rax, %r14
	sbbq	$-1, %r14
	cmpq	%r15, %r14
	cmova	%r15, %r14
	cmpq	%r14, %rcx
	jnb	.L4926
	subq	%rcx, %r14
	imulq	%rbx, %rcx
	movl	$1, %r8d
	movq	%rbx, %rdx
	movq	%r10, 80(%rsp)
	movq	%rdi, 72(%rsp)
	subq	%rcx, %rsi
	movq	%r14, %rcx
	call	dist_add
	movq	80(%rsp), %r10
	movq	72(%rsp), %rdi
	addq	%r14, %r10
	jmp	.L4926
.L4927:
	movq	%r15, %rbp
	xorl	%edx, %edx
	xorl	%esi, %esi
	movl	$1, %ecx
	movq	%rbp, %r8
	movq	32(%rsp), %r12
	movq	40(%rsp), %r13
	movq	%rdi, %r15
	subq	%r10, %r8
	call	dist_add
	cmpl	$0, 10216(%rsp)
	movq	%rbp, 9624(%rsp)
	je	.L5299
.L4929:
	movq	%r15, %rdi
	call	dist_free
.L4924:
	movl	16(%rsp), %eax
	cmpl	$0, 212(%rsp)
	leaq	1280(%rsp), %r14
	movl	%eax, 2912(%rsp)
	movq	56(%rsp), %rax
	movq	%rax, 2904(%rsp)
	je	.L4930
	movq	64(%rsp), %rax
	cmpl	$1, 152(%rax)
	jne	.L4931
.L5110:
	movl	$1, %esi
	jmp	.L4932
.L5132:
	movq	(%rsp), %r12
	movq	96(%rsp), %rdx
	movq	%r12, %rdi
	movq	%rdx, (%rsp)
	call	free@PLT
	movq	72(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	cmpl	$0, 208(%rsp)
	jne	.L5025
	movq	64(%rsp), %rbx
	movq	128(%rsp), %rsi
	leaq	2808(%rsp), %rdi
	leaq	592(%rsp), %r12
	movl	216(%rbx), %edx
	call	stats_of
	movl	216(%rbx), %edx
	movq	136(%rsp), %rsi
	leaq	2832(%rsp), %rdi
	call	stats_of
	movl	216(%rbx), %eax
	movq	%rbx, %rdi
	xorl	%esi, %esi
	movq	104(%rsp), %rbx
	movq	%r12, %rdx
	imulq	$288, %rax, %rax
	leaq	(%rbx,%rax), %r13
	movq	%r13, 2856(%rsp)
	call	first_stall_window
	cmpl	$0, 268(%rsp)
	movl	%eax, 56(%rsp)
	je	.L5271
	movq	64(%rsp), %rax
	movq	136(%rax), %rdx
	cmpq	%rdx, 2496(%rsp)
	je	.L5300
	leaq	10192(%rsp), %r15
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	%r15, %rdi
	rep stosq
	movl	$524288, %edi
	movq	%rdx, 10728(%rsp)
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%rax, %rbx
	testq	%rbp, %rbp
	je	.L5031
	testq	%rax, %rax
	je	.L5031
	leaq	1024(%rsp), %r14
	movq	64(%rsp), %rsi
	xorl	%edx, %edx
	movq	%r14, %rdi
	movq	%r14, (%rsp)
	call	walk_start
	testl	%eax, %eax
	jne	.L5031
	movq	64(%rsp), %rsi
	movq	120(%rsp), %rdi
	call	due_restart
	movq	%r13, 16(%rsp)
	movq	%r12, 32(%rsp)
.L5032:
	movq	120(%rsp), %rdi
	movl	$65536, %edx
	movq	%rbx, %rsi
	call	due_fill
	xorl	%r10d, %r10d
	movl	$65536, %edx
	movq	%rbp, %rsi
	movq	%r14, %rdi
	movq	%r10, 1120(%rsp)
	movq	%rax, %r12
	movq	%r10, 1128(%rsp)
	movq	%rbx, 1104(%rsp)
	movq	%rax, 1112(%rsp)
	call	walk_run
	movq	%rbp, %rsi
	movq	%r15, %rdi
	movq	%rax, %r13
	movq	%rax, %rdx
	call	batch_add
	orq	%r13, %r12
	jne	.L5032
	leaq	952(%rsp), %rdi
	movq	16(%rsp), %r13
	movq	32(%rsp), %r12
	call	numbers_close
	movq	1136(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	leaq	2880(%rsp), %rsi
	movq	%r15, %rdi
	call	batch_end
.L5027:
	movl	$10, %edi
	xorl	%ebx, %ebx
	leaq	SET_NAME(%rip), %rbp
	call	putchar@PLT
	movl	$10, %edi
	leaq	.LC625(%rip), %r14
	call	print_header_w
	leaq	.LC623(%rip), %rsi
	leaq	.LC624(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r13, 16(%rsp)
	leaq	2784(%rsp), %rax
	movq	176(%rsp), %r13
	movq	%r12, 32(%rsp)
	movq	%rbx, %r12
	movq	%rax, %rbx
.L5033:
	movq	0(%rbp,%r12), %rsi
	movq	%r13, %rdx
	movl	$10, %edi
	addq	$80, %r13
	call	print_row_w
	movsd	(%rbx,%r12), %xmm0
	movq	%r14, %rdi
	movl	$1, %eax
	addq	$8, %r12
	call	printf@PLT
	cmpq	$24, %r12
	jne	.L5033
	movq	2512(%rsp), %rbx
	movq	%r15, %rdi
	movq	16(%rsp), %r13
	movq	32(%rsp), %r12
	movq	192(%rbx), %rsi
	movq	%rbx, 80(%rsp)
	call	fmt_us.constprop.0
	movl	216(%rbx), %esi
	leaq	.LC626(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	2568(%rsp), %rbx
	movq	2648(%rsp), %rbp
	movq	%r15, %rdi
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	movq	%rbx, 32(%rsp)
	movq	%rbp, 72(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC627(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2576(%rsp), %rdx
	movq	2656(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC628(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2728(%rsp), %r14
	movq	%rbx, %rdx
	movq	%r15, %rdi
	movq	%r14, %rsi
	call	fmt_ratio.constprop.0
	leaq	.LC629(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rdx
	movq	%rbp, %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC630(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2720(%rsp), %rdx
	movq	2640(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC631(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	224(%rsp), %rbx
	xorl	%esi, %esi
	movq	%rbx, %rdi
	call	print_rates
	xorl	%esi, %esi
	movq	%rbx, %rdi
	call	print_omissions
	cmpl	$0, 212(%rsp)
	jne	.L5301
.L5034:
	movq	224(%rsp), %rax
	xorl	%ebx, %ebx
.L5038:
	movq	40(%rax), %rdx
	movq	120(%rax), %rbp
	leaq	(%rdx,%rdx), %rcx
	cmpq	%rcx, %rbp
	jb	.L5035
	movl	$10, %edi
	movq	%rdx, 16(%rsp)
	call	putchar@PLT
	cmpl	$2, %ebx
	jne	.L5302
	movq	32(%rsp), %rbx
	movq	120(%rsp), %rdi
	movq	%rbx, %rsi
	call	fmt_read.constprop.0
	movq	%rbx, %rdx
	movq	72(%rsp), %rbx
	leaq	752(%rsp), %rdi
	movq	%rax, 96(%rsp)
	movq	%rbx, %rsi
	call	fmt_ratio.constprop.0
	leaq	640(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%rax, 16(%rsp)
	call	fmt_read.constprop.0
	movq	96(%rsp), %rcx
	movq	16(%rsp), %rdx
	leaq	.LC635(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L5040:
	cmpq	%r14, 32(%rsp)
	je	.L5303
	movq	%r14, %rsi
	movq	%r15, %rdi
	call	fmt_read.constprop.0
	movq	272(%r13), %rsi
	movq	(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_read.constprop.0
	movq	%rbx, %rdx
	leaq	.LC639(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L5043:
	cmpl	$0, 56(%rsp)
	je	.L5044
	leaq	.LC640(%rip), %rdi
	call	puts@PLT
.L5045:
	movq	224(%rsp), %rdi
	xorl	%esi, %esi
	leaq	RATIOS(%rip), %rbp
	leaq	168(%rbp), %rbx
	call	print_theory
	leaq	.LC642(%rip), %rdi
	movl	$4, %eax
	movsd	2808(%rsp), %xmm7
	movsd	2840(%rsp), %xmm3
	movsd	2832(%rsp), %xmm2
	movsd	2816(%rsp), %xmm1
	movapd	%xmm7, %xmm0
	movsd	%xmm7, 112(%rsp)
	movsd	%xmm3, 16(%rsp)
	movsd	%xmm2, 72(%rsp)
	movsd	%xmm1, 96(%rsp)
	call	printf@PLT
	movq	184(%rsp), %r14
	leaq	.LC116(%rip), %rax
	movq	%rax, %rdi
	movq	%rax, 32(%rsp)
	movq	%r14, %rsi
	call	print_result_set
	leaq	2624(%rsp), %rsi
	leaq	.LC118(%rip), %rdi
	call	print_result_set
	leaq	2704(%rsp), %rsi
	leaq	.LC183(%rip), %rdi
	call	print_result_set
	jmp	.L5058
.L5046:
	movq	8(%rax,%rdx,8), %rdx
.L5047:
	movslq	8(%rbp), %rax
	movslq	12(%rbp), %rcx
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%r14, %rax
	cmpl	$-1, %ecx
	je	.L5304
	movq	8(%rax,%rcx,8), %rax
.L5049:
	testq	%rdx, %rdx
	je	.L5050
	testq	%rax, %rax
	js	.L5051
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5052:
	testq	%rdx, %rdx
	js	.L5053
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L5054:
	divsd	%xmm1, %xmm0
	leaq	.LC123(%rip), %rax
	movl	$32, %esi
	movq	%r15, %rdi
	leaq	.LC124(%rip), %rdx
	comisd	.LC77(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L5057:
	movq	0(%rbp), %rsi
	movq	%r15, %rdx
	leaq	.LC643(%rip), %rdi
	xorl	%eax, %eax
	addq	$24, %rbp
	call	printf@PLT
	cmpq	%rbx, %rbp
	je	.L5305
.L5058:
	movslq	16(%rbp), %rax
	movslq	20(%rbp), %rdx
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%r14, %rax
	cmpl	$-1, %edx
	jne	.L5046
	movq	56(%rax), %rdx
	jmp	.L5047
.L5035:
	addl	$1, %ebx
	addq	$8, %rax
	cmpl	$6, %ebx
	jne	.L5038
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC633(%rip), %rdi
	call	puts@PLT
	jmp	.L5039
.L5304:
	movq	56(%rax), %rax
	jmp	.L5049
.L5050:
	movl	$6369134, (%r15)
	jmp	.L5057
.L5053:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L5054
.L5051:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5052
.L5302:
	movq	16(%rsp), %rsi
	movq	120(%rsp), %rdi
	call	fmt_read.constprop.0
	movq	16(%rsp), %rdx
	leaq	752(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, 96(%rsp)
	call	fmt_ratio.constprop.0
	leaq	640(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, 16(%rsp)
	call	fmt_read.constprop.0
	movslq	%ebx, %r9
	movq	96(%rsp), %r8
	movq	16(%rsp), %rcx
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	leaq	.LC634(%rip), %rdi
	movq	(%rax,%r9,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L5039:
	movq	72(%rsp), %rdi
	cmpq	%rdi, 32(%rsp)
	je	.L5306
	movq	72(%rsp), %rbx
	movq	32(%rsp), %rdx
	leaq	752(%rsp), %rdi
	movq	%rbx, %rsi
	call	fmt_ratio.constprop.0
	leaq	640(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%rax, 16(%rsp)
	call	fmt_read.constprop.0
	movq	16(%rsp), %rdx
	leaq	.LC637(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5040
.L4969:
	movq	200(%rsp), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	leaq	1608(%rsp), %rdi
	movl	$1, 1948(%rsp)
	movl	$1, 1956(%rsp)
	call	pthread_cond_broadcast@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	cmpl	$0, 232(%rsp)
	je	.L4970
	movq	352(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	200(%rsp), %rdi
	call	shared_due_free
	jmp	.L4986
.L5285:
	cmpl	$0, 72(%rsp)
	jne	.L4910
	movq	1568(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4911:
	movl	16(%rsp), %edi
	leaq	.LC603(%rip), %rsi
	leaq	592(%rsp), %r12
	call	cannot
	movl	%eax, 184(%rsp)
	jmp	.L4917
.L5287:
	movq	64(%rsp), %rdi
	leaq	80(%r14), %rcx
	leaq	10192(%rsp), %rdx
	movl	%ebx, %esi
	call	ref_omit_client
	testl	%ebx, %ebx
	movl	$1, %ebx
	setle	%cl
	testl	%eax, %eax
	sete	%dl
	addq	$40, %r14
	testb	%dl, %cl
	jne	.L4935
	movq	%r15, %rdx
	movq	%r13, %rsi
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L4934
	movq	2016(%rsp), %rax
	movq	64(%rsp), %rbx
	imulq	%rsi, %rdx
	leaq	1280(%rsp), %r14
	movq	%rsi, 1304(%rsp)
	movq	%r14, %rsi
	movq	%rax, 1280(%rsp)
	movq	%rbx, %rdi
	movq	2032(%rsp), %rax
	movq	%rdx, 1312(%rsp)
	leaq	3088(%rsp), %rdx
	movq	%rax, 1288(%rsp)
	movq	216(%rsp), %rax
	movl	$1, 1328(%rsp)
	movq	%rax, 1296(%rsp)
	movq	168(%rbx), %rax
	movq	%rax, 1320(%rsp)
	call	score_route
	movq	2096(%rsp), %rcx
	movq	168(%rbx), %rdx
	leaq	2048(%rsp), %rbx
	movq	%rbx, 1296(%rsp)
	movl	%eax, %r15d
	movq	%rcx, 1280(%rsp)
	movq	2112(%rsp), %rcx
	movq	%rdx, 1320(%rsp)
	movq	%rcx, 1288(%rsp)
	testl	%eax, %eax
	je	.L5307
	movq	216(%rsp), %rdi
	call	trace_free
	leaq	2008(%rsp), %rdi
	call	trace_free
	movq	%rbx, %rdi
	call	trace_free
	leaq	2088(%rsp), %rdi
	call	trace_free
	jmp	.L5109
.L5307:
	movq	64(%rsp), %rdi
	movq	%rbp, %rdx
	movq	%r14, %rsi
	call	score_reference
	movq	216(%rsp), %rdi
	movl	%eax, %r15d
	call	trace_free
	leaq	2008(%rsp), %rdi
	call	trace_free
	movq	%rbx, %rdi
	call	trace_free
	leaq	2088(%rsp), %rdi
	call	trace_free
	testl	%r15d, %r15d
	je	.L4930
	jmp	.L5109
.L5305:
	leaq	.LC644(%rip), %rbx
	movq	256(%r13), %rcx
	movq	240(%r13), %rdx
	xorl	%eax, %eax
	movq	32(%rsp), %rsi
	movq	%rbx, %rdi
	call	printf@PLT
	movq	264(%r13), %rcx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movq	248(%r13), %rdx
	leaq	.LC118(%rip), %rsi
	call	printf@PLT
	movq	272(%r13), %rsi
	leaq	.LC486(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	80(%rsp), %rbx
	movl	72(%rbx), %esi
	testl	%esi, %esi
	je	.L5059
	movq	136(%rbx), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L5060
	leaq	-1(%rdi), %rcx
	movq	128(%rbx), %rax
	xorl	%edx, %edx
	subq	120(%rbx), %rax
	divq	%rcx
	movq	%rax, %rcx
.L5060:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC645(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L5059:
	cmpl	$0, 56(%rsp)
	je	.L5308
.L5061:
	movsd	96(%rsp), %xmm1
	movsd	112(%rsp), %xmm0
	movl	$3, %eax
	leaq	.LC649(%rip), %rbx
	movsd	2824(%rsp), %xmm2
	movq	32(%rsp), %rsi
	movq	%rbx, %rdi
	call	printf@PLT
	movsd	16(%rsp), %xmm1
	movq	%rbx, %rdi
	movl	$3, %eax
	movsd	2848(%rsp), %xmm2
	movsd	72(%rsp), %xmm0
	leaq	.LC118(%rip), %rsi
	call	printf@PLT
	movq	64(%rsp), %rax
	movl	8(%rax), %r8d
	testl	%r8d, %r8d
	jne	.L5309
.L5063:
	movq	224(%rsp), %rbx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_theory
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_omissions
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_rates
	cmpl	$0, 212(%rsp)
	jne	.L5310
.L5272:
	cmpq	$0, 192(%rsp)
	je	.L5066
	leaq	752(%rsp), %rbx
	xorl	%eax, %eax
	movl	$18, %ecx
	movq	%rbx, %rdi
	rep stosl
	leaq	480(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 32(%rsp)
	rep stosl
	leaq	512(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 56(%rsp)
	rep stosl
	movl	856(%rsp), %eax
	cmpl	$3, %eax
	je	.L5311
	cmpl	$2, %eax
	je	.L5312
	movq	32(%rsp), %rbp
	movq	0(%r13), %rsi
	movq	832(%rsp), %rdi
	movq	%rbp, %rdx
	call	dist_of_sorted
	movq	56(%rsp), %r14
	movq	272(%r13), %rsi
	movq	%rbp, %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	504(%rsp), %eax
	orl	536(%rsp), %eax
	jne	.L5075
	movq	0(%r13), %rsi
	movq	832(%rsp), %rdi
	movq	%rbx, %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L5075
	movq	80(%r13), %rsi
	movq	840(%rsp), %rdi
	leaq	776(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L5075
.L5273:
	leaq	800(%rsp), %rsi
	movq	%r14, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L5075
	movq	64(%rsp), %r14
	movq	192(%rsp), %rdi
	movl	$47, %esi
	movq	%r13, 10200(%rsp)
	movq	%rbx, 10208(%rsp)
	movq	%r14, 10192(%rsp)
	call	strrchr@PLT
	cmpl	$0, 152(%r14)
	jne	.L5077
	movq	64(%rsp), %rdi
	cmpq	$1, 160(%rdi)
	jne	.L5077
	testq	%rax, %rax
	je	.L5082
	cmpb	$0, 1(%rax)
	setne	%al
.L5083:
	testb	%al, %al
	leaq	.LC599(%rip), %rsi
	leaq	.LC598(%rip), %rax
	movq	%r15, %rcx
	cmovne	%rax, %rsi
	movq	192(%rsp), %rdi
	leaq	hlog_writer(%rip), %rdx
	call	export_file
	testl	%eax, %eax
	je	.L5081
.L5075:
	movq	stderr(%rip), %rdi
	movq	192(%rsp), %rdx
	leaq	.LC656(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	752(%rsp), %rdi
	call	free@PLT
	movq	776(%rsp), %rdi
	call	free@PLT
	movq	800(%rsp), %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	dist_free
	movq	56(%rsp), %rdi
	call	dist_free
.L5103:
	movl	$1, 208(%rsp)
.L5066:
	movq	%r15, %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	movq	2536(%rsp), %rbx
	testl	%eax, %eax
	je	.L5313
.L5104:
	cmpl	$3, 24(%rbx)
	je	.L5314
.L5105:
	cmpq	$0, 2528(%rsp)
	leaq	.LC600(%rip), %rax
	leaq	.LC601(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC660(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	80(%rsp), %rax
	movq	2872(%rsp), %rbx
	leaq	.LC661(%rip), %rdi
	movq	2864(%rsp), %rsi
	movl	216(%rax), %ecx
	movq	%rbx, %rdx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	xorl	%eax, %eax
	movl	208(%rsp), %edi
	orq	3072(%rsp), %rbx
	setne	%al
	orl	%eax, %edi
	movl	%edi, 184(%rsp)
	jmp	.L4917
.L5292:
	leaq	.LC113(%rip), %rax
	movq	%rax, 2528(%rsp)
.L4951:
	pushq	%rbp
	.cfi_def_cfa_offset 12024
	xorl	%r9d, %r9d
	movl	$1, %r8d
	xorl	%ecx, %ecx
	pushq	$0
	.cfi_def_cfa_offset 12032
	movq	80(%rsp), %rdi
	movq	%r14, %rdx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	movl	%eax, 280(%rsp)
	popq	%r15
	.cfi_def_cfa_offset 12024
	popq	%rax
	.cfi_def_cfa_offset 12016
	jmp	.L4954
.L5121:
	movq	216(%rsp), %rax
	xorl	%r15d, %r15d
	movq	%rax, 248(%rsp)
	jmp	.L4961
.L5275:
	movq	64(%rsp), %rax
	cmpq	$8388608, 136(%rax)
	jbe	.L4890
	cmpl	$0, 212(%rsp)
	je	.L5270
	leaq	1968(%rsp), %rax
	movq	%rax, 216(%rsp)
	leaq	1568(%rsp), %rax
	movq	%rax, 200(%rsp)
	jmp	.L5110
.L4968:
	movl	10216(%rsp), %eax
	jmp	.L4966
.L4914:
	movq	216(%rsp), %rdi
	call	omit_job_run
	jmp	.L4915
.L5263:
	leaq	.LC605(%rip), %rsi
	movl	%eax, %edi
	movq	256(%rsp), %r14
	call	cannot
	movl	%eax, 184(%rsp)
	jmp	.L4975
.L5296:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movq	%rbp, %rcx
	leaq	.LC6(%rip), %rdx
	leaq	.LC476(%rip), %rsi
	call	fprintf@PLT
	leaq	592(%rsp), %r12
	movl	$2, 184(%rsp)
	jmp	.L4917
.L4993:
	movq	64(%rsp), %rax
	cmpq	$8388608, 136(%rax)
	ja	.L5001
	movq	%rax, %rdi
	movl	152(%rax), %eax
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	2928(%rsp), %rcx
	xorl	%esi, %esi
	movq	%r14, 16(%rsp)
	movq	%rcx, (%rsp)
	movl	%eax, 56(%rsp)
	call	omit_walk
	testl	%eax, %eax
	jne	.L5002
	movq	2936(%rsp), %rsi
	xorl	%edi, %edi
	xorl	%r9d, %r9d
	xorl	%r13d, %r13d
	movl	%eax, 72(%rsp)
	leaq	3064(%rsp), %r15
	leaq	.LC116(%rip), %rbx
	pushq	%rdi
	.cfi_def_cfa_offset 12024
	leaq	.LC610(%rip), %rcx
	movq	%rbx, %rdx
	movq	%r15, %rdi
	pushq	%rsi
	.cfi_def_cfa_offset 12032
	movq	1296(%rsp), %r8
	xorl	%esi, %esi
	movq	%rbx, 48(%rsp)
	call	check
	movq	2944(%rsp), %r12
	popq	%rcx
	.cfi_def_cfa_offset 12024
	popq	%rsi
	.cfi_def_cfa_offset 12016
	cmpl	$2, 56(%rsp)
	movl	72(%rsp), %eax
	jne	.L5123
	pushq	%r13
	.cfi_def_cfa_offset 12024
	leaq	.LC611(%rip), %rax
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	pushq	%r12
	.cfi_def_cfa_offset 12032
	movq	2952(%rsp), %r8
	movq	%rax, %rcx
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	%rax, 48(%rsp)
	call	check
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	2960(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 12040
	movq	%r15, %rdi
	movq	%rbx, %rdx
	pushq	%rax
	.cfi_def_cfa_offset 12048
	leaq	.LC612(%rip), %rax
	movq	2960(%rsp), %r8
	movq	%rax, %rcx
	subq	1312(%rsp), %r8
	movq	%rax, 104(%rsp)
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 12016
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movq	2952(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 12024
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	xorl	%esi, %esi
	movq	%r15, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 12032
	leaq	.LC613(%rip), %rax
	movq	%rax, %rcx
	movq	%rax, 96(%rsp)
	call	check
	popq	%rax
	.cfi_def_cfa_offset 12024
	popq	%rdx
	.cfi_def_cfa_offset 12016
	movq	%rbx, %rdx
.L5004:
	movl	$1, %r8d
	movq	1536(%rsp), %rax
	leaq	.LC616(%rip), %rcx
	movq	%r15, %rdi
	cmpq	%rax, 2984(%rsp)
	setb	%al
	xorl	%r11d, %r11d
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movzbl	%al, %eax
	movq	%r11, 328(%rsp)
	movq	%rax, 320(%rsp)
	pushq	328(%rsp)
	.cfi_def_cfa_offset 12024
	pushq	328(%rsp)
	.cfi_def_cfa_offset 12032
	call	check
	addq	$64, 16(%rsp)
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	16(%rsp), %rcx
	movq	80(%rsp), %rdi
	movl	$1, %esi
	movq	%rcx, 72(%rsp)
	call	omit_walk
	popq	%rbx
	.cfi_def_cfa_offset 12024
	popq	%r12
	.cfi_def_cfa_offset 12016
	testl	%eax, %eax
	jne	.L5002
	movq	(%rsp), %rbx
	addq	$80, 16(%rsp)
	xorl	%edx, %edx
	xorl	%esi, %esi
	movq	16(%rsp), %rax
	leaq	.LC610(%rip), %rcx
	xorl	%r9d, %r9d
	xorl	%r13d, %r13d
	movq	8(%rbx), %rdi
	movq	%rdx, 344(%rsp)
	leaq	.LC118(%rip), %rdx
	movq	(%rax), %r8
	movq	%rdi, 336(%rsp)
	movq	%r15, %rdi
	pushq	344(%rsp)
	.cfi_def_cfa_offset 12024
	pushq	344(%rsp)
	.cfi_def_cfa_offset 12032
	call	check
	movq	(%rbx), %r12
	popq	%rcx
	.cfi_def_cfa_offset 12024
	movl	$1, %eax
	popq	%rsi
	.cfi_def_cfa_offset 12016
	leaq	.LC118(%rip), %rdx
.L5003:
	movl	%eax, 112(%rsp)
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%r15, %rdi
	pushq	%r13
	.cfi_def_cfa_offset 12024
	pushq	%r12
	.cfi_def_cfa_offset 12032
	movq	80(%rsp), %rbx
	movq	48(%rsp), %rcx
	movq	136(%rbx), %r8
	movq	%rdx, 112(%rsp)
	call	check
	movq	72(%rsp), %rbx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	16(%rbx), %rax
	movq	(%rbx), %r8
	movq	%rax, 288(%rsp)
	xorl	%eax, %eax
	movq	%rax, 296(%rsp)
	pushq	296(%rsp)
	.cfi_def_cfa_offset 12040
	pushq	296(%rsp)
	.cfi_def_cfa_offset 12048
	movq	48(%rsp), %rax
	movq	128(%rsp), %rdx
	movq	104(%rsp), %rcx
	subq	(%rax), %r8
	movq	%rdx, 88(%rsp)
	call	check
	movq	24(%rbx), %rax
	addq	$32, %rsp
	.cfi_def_cfa_offset 12016
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	%rax, 288(%rsp)
	xorl	%eax, %eax
	movq	%rax, 296(%rsp)
	pushq	296(%rsp)
	.cfi_def_cfa_offset 12024
	pushq	296(%rsp)
	.cfi_def_cfa_offset 12032
	movq	96(%rsp), %rcx
	movq	72(%rsp), %rdx
	call	check
	movq	48(%rbx), %rax
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	leaq	.LC614(%rip), %rcx
	movq	%r15, %rdi
	movq	%rax, 320(%rsp)
	xorl	%eax, %eax
	movq	%rax, 328(%rsp)
	pushq	328(%rsp)
	.cfi_def_cfa_offset 12040
	pushq	328(%rsp)
	.cfi_def_cfa_offset 12048
	movq	96(%rsp), %rbx
	movq	88(%rsp), %rdx
	movq	120(%rbx), %r8
	call	check
	movl	144(%rsp), %eax
	addq	$32, %rsp
	.cfi_def_cfa_offset 12016
	movq	56(%rsp), %rdx
	testl	%eax, %eax
	je	.L5004
	movq	3048(%rsp), %rsi
	xorl	%edi, %edi
	movq	128(%rbx), %r8
	xorl	%r9d, %r9d
	pushq	%rdi
	.cfi_def_cfa_offset 12024
	leaq	.LC615(%rip), %rcx
	movq	%r15, %rdi
	pushq	%rsi
	.cfi_def_cfa_offset 12032
	xorl	%esi, %esi
	call	check
	movl	$1, 3072(%rsp)
	popq	%r13
	.cfi_def_cfa_offset 12024
	popq	%r15
	.cfi_def_cfa_offset 12016
	jmp	.L5001
.L4988:
	leaq	.LC604(%rip), %rsi
	call	cannot
	movl	%eax, 184(%rsp)
	testl	%eax, %eax
	je	.L4990
.L5274:
	leaq	592(%rsp), %r12
	jmp	.L4917
.L5300:
	movq	216(%rsp), %rdi
	leaq	2880(%rsp), %rsi
	call	batch_end
.L5271:
	leaq	1024(%rsp), %rax
	leaq	10192(%rsp), %r15
	movq	%rax, (%rsp)
	jmp	.L5027
.L5044:
	movq	624(%rsp), %rbx
	movq	592(%rsp), %rax
	leaq	640(%rsp), %rdi
	movq	(%rax,%rbx,8), %rsi
	call	fmt_read.constprop.0
	movq	632(%rsp), %rsi
	movq	%rbx, %rdx
	leaq	.LC641(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rbx, %rsi
	call	printf@PLT
	jmp	.L5045
.L5290:
	leaq	3088(%rsp), %r12
	leaq	4000(%rsp), %rsi
	movq	%rbp, %rdi
	movq	%r12, %rdx
	call	check_score
	leaq	1360(%rsp), %rdx
	movq	%r12, %rcx
	movq	%rbp, %rdi
	leaq	.LC618(%rip), %rsi
	call	check_summary
	leaq	3168(%rsp), %rcx
	movq	%r14, %rdx
	movq	%rbp, %rdi
	leaq	.LC619(%rip), %rsi
	call	check_summary
	movq	64(%rsp), %rax
	cmpl	$0, 176(%rax)
	jne	.L5007
	leaq	3328(%rsp), %rcx
	leaq	1440(%rsp), %rdx
	movq	%rbp, %rdi
	leaq	.LC620(%rip), %rsi
	call	check_summary
	jmp	.L5007
.L5019:
	movq	72(%rsp), %rdi
	leaq	cmp_u64(%rip), %r12
	movl	$8, %edx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	%r12, %rcx
	xorl	%esi, %esi
	movq	72(%rsp), %rdi
	movq	(%rax), %rdx
	movq	%rdx, 0(%r13)
	movl	$8, %edx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rax), %rdx
	movq	%rdx, 56(%r13)
	jmp	.L5107
.L5289:
	cmpl	$0, 232(%rax)
	jne	.L4996
	movq	64(%rsp), %rbx
	cmpl	$2, 152(%rbx)
	je	.L4999
	movq	6040(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 12024
	leaq	.LC609(%rip), %rcx
	leaq	.LC116(%rip), %rdx
	movq	%rbp, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 12032
	movq	1296(%rsp), %r8
	call	check
	cmpq	$0, 224(%rbx)
	popq	%r9
	.cfi_def_cfa_offset 12024
	popq	%r10
	.cfi_def_cfa_offset 12016
	jne	.L4996
	movq	64(%rsp), %rax
	cmpl	$0, 232(%rax)
	jne	.L4996
.L4999:
	movq	64(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L4996
	cmpl	$0, 280(%rax)
	jne	.L4996
	cmpq	$0, 288(%rax)
	jne	.L4996
	movq	6104(%rsp), %rax
	xorl	%edx, %edx
	movq	%rbp, %rdi
	xorl	%r9d, %r9d
	pushq	%rdx
	.cfi_def_cfa_offset 12024
	leaq	.LC609(%rip), %rcx
	leaq	.LC118(%rip), %rdx
	xorl	%esi, %esi
	pushq	%rax
	.cfi_def_cfa_offset 12032
	movq	1376(%rsp), %r8
	call	check
	popq	%rdi
	.cfi_def_cfa_offset 12024
	popq	%r8
	.cfi_def_cfa_offset 12016
	jmp	.L4996
.L5312:
	xorl	%eax, %eax
	movl	504(%rsp), %ecx
	movq	%rax, %rbp
	jmp	.L5070
.L5072:
	addq	$1, %rbp
.L5070:
	cmpq	872(%rsp), %rbp
	jnb	.L5315
	movq	880(%rsp), %rax
	movq	(%rax,%rbp,8), %r8
	testq	%r8, %r8
	je	.L5072
	testl	%ecx, %ecx
	jne	.L5072
	movq	864(%rsp), %rsi
	movq	32(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%rbp, %rsi
	call	dist_add.part.0
	movl	504(%rsp), %ecx
	jmp	.L5072
.L5295:
	leaq	10192(%rsp), %r15
	movq	64(%rsp), %rdi
	leaq	1968(%rsp), %rsi
	movq	%r15, %rdx
	call	lattice_plan
	testl	%eax, %eax
	je	.L4959
	movq	1552(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L4959
	movq	1488(%rsp), %rcx
	movq	1968(%rsp), %rax
.L4960:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L4960
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %rbp
	cmova	%rax, %rbp
	jmp	.L4959
.L5293:
	leaq	.LC114(%rip), %rax
	movq	%rax, 2528(%rsp)
	jmp	.L4951
.L5303:
	movq	272(%r13), %rsi
	movq	(%rsp), %rdi
	call	fmt_read.constprop.0
	leaq	.LC638(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5043
.L5301:
	leaq	3088(%rsp), %rdi
	xorl	%edx, %edx
	leaq	.LC632(%rip), %rsi
	call	print_score
	jmp	.L5034
.L5310:
	leaq	3088(%rsp), %rdi
	movl	$1, %edx
	leaq	.LC13(%rip), %rsi
	call	print_score
	jmp	.L5272
.L5309:
	movq	(%rsp), %rsi
	movq	%rax, %rdi
	movq	%r15, %rdx
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	10192(%rsp), %xmm1
	movsd	1024(%rsp), %xmm0
	movq	(%rax,%r8,8), %rsi
	leaq	.LC650(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L5063
.L5308:
	movq	624(%rsp), %rbx
	movq	600(%rsp), %r10
	xorl	%eax, %eax
	leaq	.LC646(%rip), %rdi
	movq	592(%rsp), %r9
	movq	(%r10,%rbx,8), %rcx
	leaq	0(,%rbx,8), %r8
	movq	%rbx, %rsi
	movq	%r10, 152(%rsp)
	movq	(%r9,%rbx,8), %rdx
	movq	%r8, 160(%rsp)
	movq	%r9, 56(%rsp)
	call	printf@PLT
	leaq	1(%rbx), %rax
	cmpq	616(%rsp), %rax
	movq	56(%rsp), %r9
	movq	152(%rsp), %r10
	movq	160(%rsp), %r8
	jb	.L5316
.L5062:
	movq	632(%rsp), %rdx
	leaq	.LC648(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%rbx, %rsi
	call	printf@PLT
	jmp	.L5061
.L5313:
	movl	24(%rbx), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	10224(%rsp), %rsi
	leaq	.LC658(%rip), %rdi
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5104
.L5294:
	movl	264(%rsp), %edi
	leaq	.LC604(%rip), %rsi
	leaq	592(%rsp), %r12
	call	cannot
	movl	%eax, 184(%rsp)
	jmp	.L4917
.L5306:
	leaq	.LC636(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5040
.L5276:
	movq	200(%rsp), %rdi
	xorl	%eax, %eax
	movl	$50, %ecx
	rep stosq
	movq	64(%rsp), %rdi
	movq	%rdi, 1760(%rsp)
	cmpq	$0, 112(%rdi)
	je	.L5317
.L4941:
	movl	%eax, 1768(%rsp)
	movq	64(%rsp), %rax
	xorl	%edx, %edx
	leaq	1592(%rsp), %rbx
	movq	200(%rsp), %r15
	movq	136(%rax), %rax
	testl	$16383, %eax
	setne	%dl
	shrq	$14, %rax
	xorl	%ebp, %ebp
	addq	%rdx, %rax
	movq	%rax, 1776(%rsp)
.L4943:
	movq	$-1, 312(%r15)
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 216(%r15)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
	movq	64(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L5318
.L4942:
	addq	$8, %r15
	cmpq	%r15, %rbx
	jne	.L4943
	testl	%ebp, %ebp
	jne	.L4945
	movq	200(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_mutex_init@PLT
	testl	%eax, %eax
	jne	.L4945
	xorl	%esi, %esi
	leaq	1608(%rsp), %rdi
	call	pthread_cond_init@PLT
	testl	%eax, %eax
	jne	.L5319
	movq	64(%rsp), %rbx
	leaq	1656(%rsp), %rdi
	movq	%rbx, %rsi
	call	due_restart
	leaq	384(%rsp), %rax
	xorl	%esi, %esi
	leaq	448(%rsp), %rcx
	movq	%rax, 464(%rsp)
	leaq	352(%rsp), %rdi
	xorl	%eax, %eax
	leaq	ref_job_run(%rip), %rdx
	movq	%rbx, 448(%rsp)
	movq	%r14, 456(%rsp)
	movl	%eax, 472(%rsp)
	call	pthread_create@PLT
	testl	%eax, %eax
	je	.L5320
	movq	200(%rsp), %rdi
	call	shared_due_free
	jmp	.L4938
.L5318:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 264(%r15)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
	jmp	.L4942
.L5025:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC621(%rip), %rdi
	leaq	592(%rsp), %r12
	call	fwrite@PLT
	jmp	.L4888
.L5314:
	movq	2856(%rsp), %rax
	movl	$18, %ecx
	leaq	.LC659(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5105
.L5288:
	movq	64(%rsp), %rsi
	leaq	8432(%rsp), %rdx
	movq	%r15, %rcx
	movq	%rbp, %rdi
	call	check_omitted
	jmp	.L4994
.L5315:
	movq	56(%rsp), %r14
	movq	272(%r13), %rsi
	movl	%ecx, 16(%rsp)
	movq	32(%rsp), %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	16(%rsp), %ecx
	orl	536(%rsp), %ecx
	jne	.L5075
	leaq	864(%rsp), %rdi
	movq	%rbx, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L5075
	leaq	776(%rsp), %rsi
	leaq	888(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L5075
	jmp	.L5273
.L5316:
	movq	8(%r10,%r8), %rdx
	movq	8(%r9,%r8), %rsi
	leaq	.LC647(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5062
.L4910:
	movq	216(%rsp), %rdi
	call	omit_job_run
	jmp	.L4911
.L5031:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movl	$42, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC622(%rip), %rdi
	call	fwrite@PLT
	jmp	.L4888
.L5317:
	cmpl	$1, 72(%rdi)
	sete	%al
	movzbl	%al, %eax
	jmp	.L4941
.L5002:
	leaq	.LC617(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, 184(%rsp)
	jmp	.L5274
.L5123:
	movq	(%rsp), %rdi
	movq	32(%rsp), %rdx
	movq	%rdi, 56(%rsp)
	leaq	.LC611(%rip), %rdi
	movq	%rdi, 32(%rsp)
	leaq	.LC612(%rip), %rdi
	movq	%rdi, 72(%rsp)
	leaq	.LC613(%rip), %rdi
	movq	%rdi, 80(%rsp)
	jmp	.L5003
.L5319:
	movq	200(%rsp), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_destroy@PLT
	movq	%rbx, %rdi
	call	shared_due_slots_free
	jmp	.L4940
.L4945:
	movq	200(%rsp), %rdi
	call	shared_due_slots_free
	jmp	.L4940
.L5320:
	leaq	1968(%rsp), %rdi
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	64(%rsp), %rbx
	movq	%rdi, 216(%rsp)
	leaq	688(%rsp), %rsi
	rep stosq
	movq	136(%rbx), %rax
	leaq	688(%rsp), %rdi
	movl	$14, %ecx
	movq	%rax, 2504(%rsp)
	movl	%ebp, %eax
	rep stosl
	movq	%rbx, %rdi
	call	theory_of
	movl	$1, 232(%rsp)
	movl	%eax, 268(%rsp)
	movl	$1, 264(%rsp)
	testl	%eax, %eax
	jne	.L5130
	xorl	%eax, %eax
	leaq	400(%rsp), %r15
	movq	%rax, 248(%rsp)
	jmp	.L4961
.L5130:
	movq	216(%rsp), %rax
	leaq	400(%rsp), %r15
	movq	%rax, 248(%rsp)
	jmp	.L4961
.L5118:
	xorl	%edx, %edx
	jmp	.L4920
.L5311:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC651(%rip), %rdi
	call	fwrite@PLT
	jmp	.L5103
.L5297:
	movq	%r15, %r10
	movq	%r13, %rbp
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	cmpl	$0, 4024(%rsp)
	movq	%r10, 9648(%rsp)
	movq	32(%rsp), %rbx
	movq	72(%rsp), %r15
	je	.L5321
.L4922:
	movq	64(%rsp), %rax
	xorl	%edx, %edx
	movq	%r10, %r8
	movl	$1, %ecx
	movq	%rbp, %rdi
	movq	224(%rax), %rsi
	call	dist_add
	movl	4024(%rsp), %eax
	orl	3112(%rsp), %eax
	je	.L5322
.L4923:
	movq	%rbx, %rdi
	call	dist_free
	movq	%rbp, %rdi
	call	dist_free
	jmp	.L4918
.L5077:
	leaq	.LC652(%rip), %rdi
	call	puts@PLT
.L5081:
	leaq	416(%rsp), %rax
	xorl	%r8d, %r8d
	movq	%rax, 16(%rsp)
	movq	%r8, %rbp
.L5086:
	imulq	$10, %rbp, %rax
	movq	16(%rsp), %rdi
	leaq	0(%rbp,%rbp,2), %r14
	addq	%rbx, %r14
	leaq	hgrm_writer(%rip), %rdx
	movq	%r14, %rcx
	movq	24(%r13,%rax), %rax
	movq	%rax, (%rdi,%rbp)
	leaq	HGRM.3(%rip), %rax
	movq	192(%rsp), %rdi
	movq	(%rax,%rbp), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L5075
	cmpl	$0, 236(%rsp)
	jne	.L5085
.L5088:
	addq	$8, %rbp
	cmpq	$24, %rbp
	jne	.L5086
	leaq	.LC653(%rip), %rax
	movq	%rbx, %xmm7
	movq	192(%rsp), %rdi
	leaq	544(%rsp), %rcx
	movq	%rax, %xmm0
	leaq	NAMES.1(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movl	$3, 560(%rsp)
	punpcklqdq	%xmm7, %xmm0
	leaq	.LC491(%rip), %rsi
	movaps	%xmm0, 544(%rsp)
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movups	%xmm0, 568(%rsp)
	call	export_file
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L5075
	leaq	640(%rsp), %rax
	movq	64(%rsp), %rdi
	movl	$20, %esi
	movq	%rax, %rdx
	movq	%rax, 16(%rsp)
	call	first_stall_window
	testl	%eax, %eax
	je	.L5323
	jle	.L5091
	movq	64(%rsp), %rax
	movq	48(%rax), %rbx
	testq	%rbx, %rbx
	je	.L5324
.L5092:
	leaq	.LC655(%rip), %rdi
	call	puts@PLT
	movq	16(%rsp), %rdi
	call	stall_window_free
.L5102:
	movq	752(%rsp), %rdi
	call	free@PLT
	movq	776(%rsp), %rdi
	call	free@PLT
	movq	800(%rsp), %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	dist_free
	movq	56(%rsp), %rdi
	call	dist_free
	cmpl	$0, 212(%rsp)
	je	.L5066
	movq	192(%rsp), %rdi
	leaq	3088(%rsp), %rcx
	leaq	score_writer(%rip), %rdx
	leaq	.LC657(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 208(%rsp)
	jmp	.L5066
.L5299:
	movq	64(%rsp), %rax
	leaq	9472(%rsp), %rcx
	movq	%r15, %rdi
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	orl	$2, 16(%rsp)
	jmp	.L4929
.L5085:
	leaq	VALUES.2(%rip), %rax
	movq	192(%rsp), %rdi
	movq	%r14, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%rbp), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L5088
	jmp	.L5075
.L5324:
	movq	16(%rsp), %r14
	movq	%r14, %rdi
	call	stall_window_free
	movq	64(%rsp), %rsi
	movq	%r15, %rdi
	movl	%ebp, %eax
	movl	$46, %ecx
	rep movsq
	movq	64(%rsp), %rsi
	movl	$12, %ecx
	movq	%r14, %rdi
	rep stosl
	cmpl	$0, 152(%rsi)
	jne	.L5092
	movq	136(%rsi), %rax
	movl	$262144, %edx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	leaq	0(,%rax,8), %r13
	movq	%rax, 10328(%rsp)
	movq	%r13, %rdi
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, 640(%rsp)
	movq	%rax, 64(%rsp)
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, 648(%rsp)
	movq	%rax, %r14
	call	malloc@PLT
	movq	64(%rsp), %rdx
	movq	%rax, 656(%rsp)
	testq	%rdx, %rdx
	je	.L5091
	testq	%r14, %r14
	je	.L5091
	testq	%rax, %rax
	je	.L5091
	movq	(%rsp), %rdx
	movq	120(%rsp), %rdi
	movq	%r15, %rsi
	call	due_open.constprop.0
	testl	%eax, %eax
	je	.L5096
	jmp	.L5325
.L5100:
	movq	656(%rsp), %rax
	movq	120(%rsp), %rdi
	leaq	(%rax,%rbx,8), %rbp
	call	due_next
	movq	%rax, 0(%rbp)
	movq	656(%rsp), %rax
	cmpq	$999999999, (%rax,%rbx,8)
	ja	.L5101
	addq	$1, %rbx
.L5096:
	cmpq	10328(%rsp), %rbx
	jb	.L5100
.L5101:
	leaq	952(%rsp), %rdi
	call	numbers_close
	movq	%rbx, 10328(%rsp)
	testq	%rbx, %rbx
	je	.L5092
	movq	656(%rsp), %rax
	leaq	360(%rsp), %r9
	movq	%rbx, %rcx
	movl	$1, %esi
	leaq	376(%rsp), %r13
	movq	%rax, 10304(%rsp)
	movq	%r13, %r8
	pushq	%rdi
	.cfi_def_cfa_offset 12024
	movq	%r15, %rdi
	leaq	376(%rsp), %r14
	pushq	%r14
	.cfi_def_cfa_offset 12032
	movq	656(%rsp), %rdx
	movq	%r9, 16(%rsp)
	call	walk_all
	movq	16(%rsp), %r9
	movq	%r13, %r8
	xorl	%esi, %esi
	movq	10344(%rsp), %rcx
	movq	664(%rsp), %rdx
	movq	%r15, %rdi
	movq	%r14, (%rsp)
	call	walk_all
	movq	10344(%rsp), %rax
	movq	32(%rsp), %rcx
	leaq	first_second_writer(%rip), %rdx
	movq	208(%rsp), %rdi
	leaq	.LC654(%rip), %rsi
	movq	%rax, 680(%rsp)
	call	export_file
	popq	%r8
	.cfi_def_cfa_offset 12024
	popq	%r9
	.cfi_def_cfa_offset 12016
	movl	%eax, %ebx
	jmp	.L5090
.L5091:
	movq	16(%rsp), %rdi
	call	stall_window_free
	jmp	.L5075
.L5323:
	movq	64(%rsp), %rax
	movq	192(%rsp), %rdi
	movq	%r15, %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC654(%rip), %rsi
	movq	%rax, 10192(%rsp)
	movq	16(%rsp), %rax
	movq	%rax, 10200(%rsp)
	movq	272(%r13), %rax
	movq	%rax, 10208(%rsp)
	call	export_file
	movl	%eax, %ebx
.L5090:
	movq	16(%rsp), %rdi
	call	stall_window_free
	testl	%ebx, %ebx
	je	.L5102
	jmp	.L5075
.L5325:
	movq	stderr(%rip), %rdi
	movq	(%rsp), %rdx
	leaq	.LC396(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L5082:
	movq	192(%rsp), %rax
	cmpb	$0, (%rax)
	setne	%al
	jmp	.L5083
.L5322:
	movq	64(%rsp), %rax
	leaq	9072(%rsp), %rcx
	movq	%rbp, %rdi
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movl	$1, 16(%rsp)
	jmp	.L4923
.L5321:
	movq	64(%rsp), %rax
	leaq	8992(%rsp), %rcx
	movq	%rbp, %rdi
	movq	%r10, (%rsp)
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movq	(%rsp), %r10
	jmp	.L4922
	.cfi_endproc
.LFE371:
	.size	run_bench, .-run_bench
	.section	.rodata.str1.8
	.align 8
.LC662:
	.string	"a run of users (--population, --sessions)"
	.section	.rodata.str1.1
.LC663:
	.string	"a sweep (--sweep)"
.LC664:
	.string	"a benchmark run"
.LC665:
	.string	"one"
.LC666:
	.string	"it"
.LC667:
	.string	"the scenario's trace"
.LC668:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC669:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC670:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC671:
	.string	"the latencies have too many possible values"
	.align 8
.LC672:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC673:
	.string	"sweep-load.svg"
.LC674:
	.string	"sweep-stall.svg"
.LC677:
	.string	"default"
.LC678:
	.string	"seed 000"
.LC679:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC680:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC681:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC682:
	.string	"--self-test"
.LC683:
	.string	"rank n=1 p=0"
.LC684:
	.string	"rank n=1 p=100"
.LC685:
	.string	"rank n=1 p=0 ceil"
.LC686:
	.string	"rank n=1 p=100 ceil"
.LC687:
	.string	"rank n=10 p=0"
.LC688:
	.string	"rank n=10 p=100"
.LC689:
	.string	"rank n=10 p=50"
.LC690:
	.string	"rank n=10 p=95 rounds half up"
.LC691:
	.string	"rank n=10 p=94.9 rounds down"
.LC692:
	.string	"rank n=10 p=90.1 ceil"
.LC693:
	.string	"rank n=119980 p=99"
.LC694:
	.string	"rank n=119980 p=99.9"
.LC695:
	.string	"rank n=119980 p=99 ceil"
.LC696:
	.string	"rank n=2^62 p=99.99 exact"
.LC698:
	.string	"hdr fixture corrected count"
.LC699:
	.string	"hdr fixture correct_co"
.LC700:
	.string	"hdr fixture corrected p50"
.LC701:
	.string	"hdr fixture corrected p90"
.LC702:
	.string	"hdr fixture corrected p99"
.LC703:
	.string	"hdr fixture corrected max"
.LC704:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC705:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC706:
	.string	"correction of one interval"
.LC707:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC708:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC709:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC710:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC711:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC712:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC714:
	.string	"reference server agrees, start %lu"
	.align 8
.LC715:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC716:
	.string	"in service at a stall: extended by it"
	.align 8
.LC717:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC718:
	.string	"corrected set without its terms, in memory and in passes (guessing too, and select), e %lu, values below %lu: fields that differ"
	.align 8
.LC719:
	.string	"some corrected percentiles were found by a guess"
	.align 8
.LC720:
	.string	"the brute-force buffer was allocated"
	.align 8
.LC721:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC722:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC724:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.section	.rodata.str1.1
.LC725:
	.string	"200us"
.LC726:
	.string	"0.3us"
.LC727:
	.string	"0.5s"
.LC728:
	.string	"1.000000001s"
.LC729:
	.string	"0"
.LC730:
	.string	"250"
.LC731:
	.string	"0.5ns"
.LC732:
	.string	"ms"
.LC733:
	.string	"-1ms"
.LC734:
	.string	"5parsecs"
.LC735:
	.string	"1.ms"
.LC736:
	.string	"99999999999999999999s"
.LC737:
	.string	"4611686018427387904ns"
.LC738:
	.string	"QUICK"
.LC739:
	.string	"REPS"
.LC740:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC741:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC742:
	.string	"QUICK '%s' is not valid: %s"
.LC743:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC744:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC745:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC746:
	.string	"%s applies to a simulated run, not to a recorded trace, whose latencies are already measured (the correction's interval is --expected-interval): drop %s"
	.align 8
.LC747:
	.string	"%s does not apply to %s: drop it"
	.align 8
.LC748:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC749:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC750:
	.string	"both set the length of the run: "
	.align 8
.LC751:
	.string	"--duration and --requests %s%s"
	.align 8
.LC752:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC753:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC754:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC755:
	.string	"--export does not apply to --cross-check, %s%s"
	.align 8
.LC756:
	.string	"drop them, or --correct, --sweep and --cross-check"
	.align 8
.LC757:
	.string	"--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s"
	.section	.rodata.str1.1
.LC758:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC759:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC760:
	.string	"%s, from %s"
.LC761:
	.string	"choose one"
.LC762:
	.string	"are two kinds of users: "
	.section	.rodata.str1.8
	.align 8
.LC763:
	.string	"--population and --sessions %s%s"
	.section	.rodata.str1.1
.LC764:
	.string	"add --sessions R or drop it"
	.section	.rodata.str1.8
	.align 8
.LC765:
	.string	"applies only with --sessions: "
	.section	.rodata.str1.1
.LC766:
	.string	"--return-prob %s%s"
	.section	.rodata.str1.8
	.align 8
.LC767:
	.string	"drop --sweep, --cross-check, --correct and --export"
	.section	.rodata.str1.1
.LC768:
	.string	"run alone: "
.LC769:
	.string	"drop them"
	.section	.rodata.str1.8
	.align 8
.LC770:
	.string	"take no --timeout, --queue-limit or generator option: "
	.align 8
.LC771:
	.string	"drop --schedule, --rate and --arrivals"
	.section	.rodata.str1.1
.LC772:
	.string	"replace the schedule: "
	.section	.rodata.str1.8
	.align 8
.LC773:
	.string	"drop --connections and --closed"
	.section	.rodata.str1.1
.LC774:
	.string	"replace the clients: "
	.section	.rodata.str1.8
	.align 8
.LC775:
	.string	"use --duration, not --requests"
	.section	.rodata.str1.1
.LC776:
	.string	"run for a time: "
.LC777:
	.string	"lower either"
	.section	.rodata.str1.8
	.align 8
.LC778:
	.string	"--sessions and --return-prob offer more work than the server can do (a load of 1 or more): %s%s"
	.section	.rodata.str1.1
.LC779:
	.string	"at most 2^60 ns (36 years)"
.LC780:
	.string	"is too long for users: "
.LC781:
	.string	"--duration %s%s"
	.section	.rodata.str1.8
	.align 8
.LC782:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC783:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.section	.rodata.str1.1
.LC784:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC785:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC786:
	.string	"use --correct FILE"
.LC787:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC788:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC789:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC790:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC791:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC792:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC793:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC794:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC795:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC797:
	.string	"lower --rate or shorten the run"
	.align 8
.LC798:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC799:
	.string	"--schedule poisson: %s%s"
.LC800:
	.string	"counting the schedule"
.LC801:
	.string	"out of memory "
	.section	.rodata.str1.8
	.align 8
.LC802:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC803:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC804:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC805:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC806:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC807:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC808:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC809:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC810:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC811:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC812:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC813:
	.string	"shorten --duration or --interval"
	.align 8
.LC814:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC815:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC816:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC817:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC818:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC819:
	.string	"--timeout, --queue-limit, the generator's options and --scoreboard keep every sample"
	.align 8
.LC820:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC821:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC822:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC823:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC824:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC825:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC826:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC827:
	.string	"drop one of the two"
.LC828:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC829:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC830:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.align 8
.LC831:
	.string	"--export: the .hlog would hold more than %d intervals a tag: raise --hlog-interval or shorten the run"
	.section	.rodata.str1.1
.LC832:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC833:
	.string	"--sweep runs on a fixed schedule (--schedule poisson and --rate go with --sweep load), with a fixed --expected-interval: %s%s"
	.align 8
.LC834:
	.string	"theory (%s, Poisson arrivals, no stalls): the open loop's mean against theory's\n"
	.section	.rodata.str1.1
.LC835:
	.string	"theory"
.LC836:
	.string	"open mean"
.LC837:
	.string	"%-10s %12s %12s"
.LC838:
	.string	"theory p99"
.LC839:
	.string	"open p99"
.LC840:
	.string	" %12s %12s"
.LC841:
	.string	"%-10lu %12.1f %12.1f"
.LC842:
	.string	" %12.1f %12.1f"
	.section	.rodata.str1.8
	.align 8
.LC843:
	.string	"(us; theory is a limit, a finite run a sample: at high load the run is short of it)\n"
	.align 8
.LC844:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC845:
	.string	" %s_%s_ns=%lu"
.LC846:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC847:
	.string	"RESULT sweep_theory axis=%s value=%lu queue=%s rho=%.4f open_mean_ns=%.0f theory_mean_ns=%.0f"
	.align 8
.LC848:
	.string	" open_p99_ns=%lu theory_p99_ns=%.0f"
	.align 8
.LC849:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC850:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC851:
	.string	"in the cross-check"
.LC852:
	.string	"expected_ns"
.LC853:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC854:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC855:
	.string	"--correct '%s': out of memory at line %lu"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB399:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	$83, %ecx
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
	movl	%edi, %ebx
	subq	$17576, %rsp
	.cfi_def_cfa_offset 17632
	movdqa	.LC675(%rip), %xmm0
	movl	%edi, 24(%rsp)
	leaq	11616(%rsp), %rdi
	rep stosq
	movaps	%xmm0, 11664(%rsp)
	movdqa	.LC676(%rip), %xmm0
	leaq	.LC678(%rip), %rax
	movq	%rax, %xmm5
	leaq	.LC677(%rip), %rdi
	leaq	1776(%rsp), %rax
	movq	%rsi, 32(%rsp)
	movaps	%xmm0, 11776(%rsp)
	movq	%rdi, %xmm0
	movq	%rax, %rdi
	leaq	11616(%rsp), %rsi
	punpcklqdq	%xmm5, %xmm0
	movq	$100000, 11616(%rsp)
	movl	$83, %ecx
	movq	$500000000, 11680(%rsp)
	movq	$200000, 11696(%rsp)
	movq	$1000000, 11808(%rsp)
	movq	$16384, 11824(%rsp)
	movl	$31, 11832(%rsp)
	movq	%rsi, 8(%rsp)
	movups	%xmm0, 12072(%rsp)
	rep movsq
	movq	%rax, 16(%rsp)
	cmpl	$2, %ebx
	je	.L5882
	cmpl	$1, 24(%rsp)
	movl	$1, %r13d
	jle	.L5412
.L5333:
	leaq	.LC3(%rip), %r12
	leaq	OPTIONS(%rip), %rbp
.L5411:
	movq	32(%rsp), %rdi
	movslq	%r13d, %rax
	movq	(%rdi,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L5708
	cmpb	$104, 1(%rbx)
	jne	.L5708
	cmpb	$0, 2(%rbx)
	jne	.L5708
	movl	$-1, %eax
	movq	%r12, %rbx
.L5405:
	leaq	48+OPTIONS(%rip), %r15
	xorl	%r14d, %r14d
	jmp	.L5410
	.p2align 4,,10
	.p2align 3
.L5406:
	addl	$1, %r14d
	cmpl	$54, %r14d
	je	.L5409
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	addq	$48, %r15
	call	strcmp@PLT
.L5410:
	testl	%eax, %eax
	jne	.L5406
	movslq	%r14d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	salq	$4, %rax
	addq	%rbp, %rax
	movl	8(%rax), %r8d
	testl	%r8d, %r8d
	jne	.L5883
	addl	$1, %r13d
.L5409:
	addl	$1, %r13d
	cmpl	%r13d, 24(%rsp)
	jg	.L5411
.L5412:
	leaq	.LC738(%rip), %rdi
	call	getenv@PLT
	leaq	.LC739(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %rbp
	testq	%rbx, %rbx
	je	.L5662
	leaq	.LC740(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	cmpb	$0, (%rbx)
	movl	%eax, %r12d
	je	.L5414
	leaq	.LC729(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5884
.L5414:
	xorl	%eax, %eax
	testl	%r12d, %r12d
	sete	%al
.L5413:
	movl	%eax, 2256(%rsp)
	testq	%rbp, %rbp
	je	.L5416
	cmpb	$0, 0(%rbp)
	jne	.L5885
.L5416:
	movslq	24(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	je	.L5886
	movl	24(%rsp), %eax
	leal	-1(%rax), %ebp
	testl	%ebp, %ebp
	jle	.L5663
	xorl	%r12d, %r12d
	movq	%r13, (%rsp)
	movl	%r12d, %r13d
.L5425:
	movq	32(%rsp), %rdi
	leal	1(%r13), %ebx
	movslq	%ebx, %rax
	movq	(%rdi,%rax,8), %r12
	cmpb	$45, (%r12)
	jne	.L5709
	cmpb	$104, 1(%r12)
	jne	.L5709
	cmpb	$0, 2(%r12)
	jne	.L5709
	movl	$-1, %eax
	leaq	.LC3(%rip), %r12
.L5421:
	leaq	48+OPTIONS(%rip), %r15
	xorl	%r14d, %r14d
	jmp	.L5424
	.p2align 4,,10
	.p2align 3
.L5422:
	addl	$1, %r14d
	cmpl	$54, %r14d
	je	.L5423
	movq	(%r15), %rsi
	movq	%r12, %rdi
	addq	$48, %r15
	call	strcmp@PLT
.L5424:
	testl	%eax, %eax
	jne	.L5422
	movabsq	$-6148914691236517205, %rdi
	movslq	%r14d, %r14
	movl	%r13d, %ebx
	leaq	(%r14,%r14,2), %rax
	movq	%rax, %rcx
	imulq	%rdi, %rax
	salq	$4, %rcx
	movb	$1, 2300(%rsp,%rax)
	leaq	OPTIONS(%rip), %rax
	cmpl	$1, 8(%rax,%rcx)
	adcl	$1, %ebx
.L5423:
	movl	%ebx, %r13d
	cmpl	%ebx, %ebp
	jg	.L5425
	movq	(%rsp), %r13
	xorl	%edi, %edi
	leaq	9568(%rsp), %rax
	movl	$1, %r8d
	movl	%edi, 40(%rsp)
	movl	%r8d, %r14d
	movl	%edi, 56(%rsp)
	movl	%edi, 80(%rsp)
	movq	%rax, (%rsp)
	movq	%r13, 64(%rsp)
.L5437:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rdi, 88(%rsp)
	movq	32(%rsp), %rdi
	movq	(%rdi,%rax,8), %rdx
	cmpb	$45, (%rdx)
	jne	.L5710
	cmpb	$104, 1(%rdx)
	jne	.L5710
	cmpb	$0, 2(%rdx)
	movl	$-1, %r15d
	leaq	.LC3(%rip), %rbp
	jne	.L5710
.L5427:
	movl	%r15d, %eax
	leaq	OPTIONS(%rip), %r12
	xorl	%r13d, %r13d
	movq	%rdx, %r15
	jmp	.L5431
	.p2align 4,,10
	.p2align 3
.L5428:
	addl	$1, %r13d
	addq	$48, %r12
	cmpl	$54, %r13d
	je	.L5864
	movq	(%r12), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
.L5431:
	movq	(%r12), %rbx
	testl	%eax, %eax
	jne	.L5428
	movslq	%r13d, %rcx
	movq	%r15, %rdx
	leaq	OPTIONS(%rip), %rdi
	movl	%eax, %r15d
	leaq	(%rcx,%rcx,2), %rax
	salq	$4, %rax
	movl	8(%rdi,%rax), %esi
	testl	%esi, %esi
	jne	.L5430
	leal	1(%r14), %r12d
	cmpl	%r12d, 24(%rsp)
	jle	.L5430
	movq	%rbx, %rdi
	leaq	.LC309(%rip), %rsi
	movq	%rdx, 96(%rsp)
	movl	$1, %r14d
	call	strcmp@PLT
	movq	%rbx, %rdi
	leaq	.LC312(%rip), %rsi
	testl	%eax, %eax
	movl	80(%rsp), %eax
	cmove	%r14d, %eax
	movl	%eax, 80(%rsp)
	call	strcmp@PLT
	movq	%rbx, %rdi
	leaq	.LC745(%rip), %rsi
	testl	%eax, %eax
	cmovne	56(%rsp), %r14d
	movl	%r14d, 56(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	movq	88(%rsp), %rbx
	movq	96(%rsp), %rdx
	movq	8(%rdi,%rbx), %rsi
	movq	%rdx, %xmm0
	movq	%rsi, %xmm4
	punpcklqdq	%xmm4, %xmm0
	testl	%eax, %eax
	je	.L5887
	movslq	40(%rsp), %rax
	movq	%rax, %rdi
	addl	$2, %edi
	movl	%edi, 40(%rsp)
	movq	64(%rsp), %rdi
	movups	%xmm0, (%rdi,%rax,8)
	movl	$1, %eax
.L5435:
	leal	1(%r12), %r14d
	cmpl	%r14d, 24(%rsp)
	jle	.L5701
	testb	%al, %al
	jne	.L5437
.L5701:
	movq	64(%rsp), %r13
	testl	%r15d, %r15d
	je	.L5419
.L5871:
	movq	%r13, %rdi
	call	free@PLT
.L5522:
	movq	(%rsp), %rdi
	call	usage_error
.L5467:
	movq	2248(%rsp), %rdi
	movl	%eax, (%rsp)
	call	free@PLT
	movq	2432(%rsp), %rdi
	call	free@PLT
	movl	(%rsp), %eax
	jmp	.L5326
.L5708:
	leaq	.LC4(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L5405
.L5883:
	movq	(%rax), %rdi
	movq	%r12, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5409
	call	print_usage
.L5332:
	xorl	%eax, %eax
.L5326:
	addq	$17576, %rsp
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
.L5864:
	.cfi_restore_state
	movq	%r15, %rdx
.L5430:
	movslq	40(%rsp), %rax
	movq	64(%rsp), %rbx
	movl	%r14d, %r12d
	xorl	%r15d, %r15d
	movq	%rdx, (%rbx,%rax,8)
	leal	1(%rax), %eax
	movl	%eax, 40(%rsp)
	movl	$1, %eax
	jmp	.L5435
.L5710:
	movq	%rdx, %rdi
	leaq	.LC4(%rip), %rsi
	movq	%rdx, 96(%rsp)
	call	strcmp@PLT
	movq	96(%rsp), %rdx
	movl	%eax, %r15d
	movq	%rdx, %rbp
	jmp	.L5427
.L5709:
	leaq	.LC4(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	jmp	.L5421
.L5882:
	movq	32(%rsp), %rax
	leaq	.LC679(%rip), %rsi
	movq	8(%rax), %rbx
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L5888
	leaq	.LC682(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r13d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5333
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC683(%rip), %rdi
	leaq	raw.18(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC684(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC685(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC686(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC687(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC688(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC689(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC690(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC691(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC692(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC693(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC694(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC695(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC696(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC697(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L5334:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L5334
	movq	$100000000, 80000+raw.18(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L5339
.L5889:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L5338
.L5339:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L5335
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L5335:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L5889
	xorl	%ecx, %ecx
.L5338:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	fixed.17(%rip), %r12
	movl	$20000, %esi
	leaq	.LC698(%rip), %rdi
	call	expect
	movq	%r12, %rcx
	movq	%rbp, %rdi
	movl	$10000, %edx
	movl	$20000, %r8d
	movl	$10001, %esi
	addl	%eax, %ebx
	call	correct_co
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	movq	%rax, %rcx
	leaq	.LC699(%rip), %rdi
	leaq	1264(%rsp), %rbp
	call	expect
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movl	$1000, %edx
	leaq	336(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	344(%rsp), %rcx
	leaq	.LC700(%rip), %rdi
	leaq	304(%rsp), %r12
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	352(%rsp), %rcx
	leaq	.LC701(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	360(%rsp), %rcx
	leaq	.LC702(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	384(%rsp), %rcx
	leaq	.LC703(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	400(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	408(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC704(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC705(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC706(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC707(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC708(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	304(%rsp), %rdi
	movl	$8, %ecx
	xorl	%edx, %edx
	addl	%eax, %ebx
	xorl	%eax, %eax
	movl	$9, %r8d
	movl	$700, %esi
	rep stosl
	xorl	%eax, %eax
	movl	$64, %ecx
	movq	%rbp, %rdi
	rep stosq
	movl	$1, %ecx
	movq	%r12, %rdi
	call	dist_add.part.0
	cmpl	$0, 328(%rsp)
	jne	.L5341
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%r12, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 328(%rsp)
	jne	.L5341
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L5341:
	movq	312(%rsp), %r11
	movq	304(%rsp), %rcx
	xorl	%r9d, %r9d
	xorl	%edi, %edi
.L5346:
	cmpq	%r11, %r9
	je	.L5651
	xorl	%r10d, %r10d
	cmpq	$0, 24(%rcx)
	je	.L5343
.L5348:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	0(%rbp,%rdi,8), %r8
	je	.L5345
	.p2align 4,,10
	.p2align 3
.L5342:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L5342
	leaq	1(%rdx,%rdi), %rdi
.L5345:
	addq	$1, %r10
	cmpq	24(%rcx), %r10
	jb	.L5348
.L5343:
	addq	$1, %r9
	addq	$32, %rcx
	jmp	.L5346
.L5887:
	movq	(%rsp), %rdx
	movq	16(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %r15d
	sete	%al
	jmp	.L5435
.L5662:
	xorl	%eax, %eax
	jmp	.L5413
.L5663:
	xorl	%ecx, %ecx
	leaq	9568(%rsp), %rax
	movl	%ecx, 80(%rsp)
	movl	%ecx, 56(%rsp)
	movl	%ecx, 40(%rsp)
	movq	%rax, (%rsp)
.L5419:
	movq	16(%rsp), %r14
	leaq	.LC381(%rip), %rsi
	movq	%r14, %rdi
	call	was_given
	testl	%eax, %eax
	jne	.L5667
	leaq	.LC382(%rip), %rsi
	movq	%r14, %rdi
	call	was_given
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L5890
.L5667:
	movl	$1, %ebp
	movl	$2, %ebx
.L5439:
	leaq	32+OPTIONS(%rip), %r9
	xorl	%r8d, %r8d
	movq	%r13, 24(%rsp)
	leaq	2300(%rsp), %rax
	movl	%ebx, %r13d
	movq	%rax, 88(%rsp)
	movq	%r9, %rbx
	movq	%r8, %r15
	jmp	.L5453
.L5894:
	testl	%eax, %eax
	je	.L5891
.L5442:
	movq	(%rbx), %rcx
	testq	%rcx, %rcx
	jne	.L5892
.L5440:
	addq	$1, %r15
	addq	$48, %rbx
	cmpq	$54, %r15
	je	.L5893
.L5453:
	movq	88(%rsp), %rax
	movq	$0, 7968(%rsp)
	cmpb	$0, (%rax,%r15)
	je	.L5440
	movl	8(%rbx), %eax
	movl	%r15d, 32(%rsp)
	andl	%r13d, %eax
	testl	%ebp, %ebp
	jne	.L5894
	testl	%eax, %eax
	jne	.L5442
	movl	%r13d, %ebx
	leaq	.LC662(%rip), %r8
	movq	24(%rsp), %r13
	cmpl	$8, %ebx
	je	.L5444
	leaq	.LC663(%rip), %r8
	cmpl	$4, %ebx
	je	.L5444
	cmpl	$16, %ebx
	leaq	.LC664(%rip), %r8
	leaq	.LC517(%rip), %rax
	cmove	%rax, %r8
.L5444:
	movslq	32(%rsp), %rax
	leaq	OPTIONS(%rip), %rdx
	movq	(%rsp), %rdi
	movl	$2048, %esi
	imulq	$48, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC747(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L5871
.L5885:
	movq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L5895
	movq	11616(%rsp), %rax
	movl	%eax, 1992(%rsp)
	jmp	.L5416
.L5888:
	movq	8(%rsp), %rdx
	leaq	9568(%rsp), %rsi
	leaq	7968(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L5839
	movsd	11616(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	9568(%rsp), %xmm2
	movsd	7968(%rsp), %xmm1
	leaq	.LC680(%rip), %rdi
	call	printf@PLT
	jmp	.L5332
.L5884:
	testl	%r12d, %r12d
	je	.L5414
	leaq	9568(%rsp), %rdi
	leaq	.LC741(%rip), %r8
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC742(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, (%rsp)
	call	snprintf@PLT
	jmp	.L5522
	.p2align 4,,10
	.p2align 3
.L5892:
	movq	8(%rsp), %r14
	leaq	.LC433(%rip), %rdx
	movl	$128, %esi
	xorl	%eax, %eax
	movq	%rcx, 96(%rsp)
	movq	%r14, %rdi
	call	snprintf@PLT
	leaq	7968(%rsp), %rax
	movq	%r14, %rdi
	leaq	.LC41(%rip), %rsi
	movq	%rax, %rdx
	movq	%rax, 64(%rsp)
	call	strtok_r@PLT
	movq	96(%rsp), %rcx
	testq	%rax, %rax
	movq	%rax, %r14
	je	.L5452
	movl	%ebp, 96(%rsp)
	movq	%rbx, %rax
	xorl	%r12d, %r12d
	movq	%r14, %rbx
	movl	%r13d, 224(%rsp)
	movq	%rax, %r14
	movq	%rcx, 104(%rsp)
.L5445:
	cmpb	$45, (%rbx)
	jne	.L5711
	cmpb	$104, 1(%rbx)
	jne	.L5711
	cmpb	$0, 2(%rbx)
	jne	.L5711
	movl	$-1, %eax
	leaq	.LC3(%rip), %rbx
.L5448:
	leaq	48+OPTIONS(%rip), %r13
	xorl	%ebp, %ebp
	jmp	.L5451
	.p2align 4,,10
	.p2align 3
.L5449:
	addl	$1, %ebp
	cmpl	$54, %ebp
	je	.L5450
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L5451:
	testl	%eax, %eax
	jne	.L5449
	movabsq	$-6148914691236517205, %rdi
	movslq	%ebp, %rdx
	leaq	(%rdx,%rdx,2), %rax
	imulq	%rdi, %rax
	cmpb	$0, 2300(%rsp,%rax)
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %r12d
.L5450:
	movq	64(%rsp), %rdx
	leaq	.LC41(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L5445
	movl	96(%rsp), %ebp
	movl	224(%rsp), %r13d
	movq	%r14, %rbx
	movq	104(%rsp), %rcx
	testl	%r12d, %r12d
	jne	.L5440
.L5452:
	movq	%rcx, %rdi
	movl	$32, %esi
	movq	%rcx, %r14
	movq	24(%rsp), %r13
	call	strchr@PLT
	leaq	.LC666(%rip), %r9
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	testq	%rax, %rax
	leaq	.LC665(%rip), %rax
	leaq	OPTIONS(%rip), %rdx
	cmovne	%rax, %r9
	movslq	32(%rsp), %rax
	imulq	$48, %rax, %rax
	movq	(%rdx,%rax), %r10
	call	alternatives.constprop.0
	pushq	%r15
	.cfi_def_cfa_offset 17640
	movl	$2048, %esi
	leaq	.LC748(%rip), %rdx
	pushq	%r10
	.cfi_def_cfa_offset 17648
	movq	16(%rsp), %rdi
	movq	%rax, %r8
	movq	%r10, %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 17640
	popq	%rdx
	.cfi_def_cfa_offset 17632
	jmp	.L5871
	.p2align 4,,10
	.p2align 3
.L5711:
	leaq	.LC4(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L5448
.L5651:
	xorl	%r8d, %r8d
	movq	%rbp, (%rsp)
	movq	%rdi, %r14
	leaq	416(%rsp), %r15
	movq	%r8, 24(%rsp)
	leaq	496(%rsp), %r13
.L5347:
	movl	24(%rsp), %eax
	movq	%r15, %rcx
	movl	$2000, %esi
	movq	%r12, %rdi
	movl	%eax, %edx
	movl	%eax, %ebp
	call	dist_summarise
	movq	(%rsp), %rdi
	movl	%ebp, %ecx
	movq	%r13, %r8
	movl	$2000, %edx
	movq	%r14, %rsi
	movl	$8, %ebp
	call	summarise.isra.0
	movq	416(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	496(%rsp), %rsi
	leaq	.LC709(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rdi
	addl	%eax, %ebx
	movq	24(%rsp), %rax
	movq	(%rdi,%rax,8), %r9
.L5349:
	movq	8(%rsp), %rdi
	movl	$64, %esi
	movq	%r9, 16(%rsp)
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rax,%rbp), %rcx
	leaq	.LC710(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	(%r15,%rbp), %rcx
	movq	0(%r13,%rbp), %rsi
	xorl	%edx, %edx
	movq	8(%rsp), %rdi
	xorl	%r8d, %r8d
	addq	$8, %rbp
	call	expect
	movq	16(%rsp), %r9
	addl	%eax, %ebx
	cmpq	$56, %rbp
	jne	.L5349
	movq	472(%rsp), %rcx
	movq	552(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC711(%rip), %rdi
	call	expect
	movq	480(%rsp), %rcx
	movq	488(%rsp), %r8
	leaq	.LC712(%rip), %rdi
	movq	560(%rsp), %rsi
	movq	568(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	cmpq	$0, 24(%rsp)
	jne	.L5896
	movq	$1, 24(%rsp)
	jmp	.L5347
.L5896:
	movq	%r12, %rdi
	leaq	896(%rsp), %rbp
	leaq	starts.16(%rip), %r12
	call	dist_free
	xorl	%eax, %eax
	movl	$46, %ecx
	movq	%rbp, %rdi
	rep stosq
	movdqa	.LC713(%rip), %xmm0
	leaq	9568(%rsp), %rax
	movq	$100, 896(%rsp)
	movq	%rax, (%rsp)
	leaq	80(%r12), %r13
	movq	$2000, 960(%rsp)
	movaps	%xmm0, 944(%rsp)
	jmp	.L5353
.L5899:
	leaq	1100(%r15), %rdx
.L5352:
	addq	$1, 9576(%rsp)
	addq	$5000, %rax
	movq	%rax, 9568(%rsp)
	cmpq	%rdx, %rax
	jb	.L5897
.L5350:
	movq	8(%rsp), %rdi
	movq	%rdx, %rsi
	movq	%r14, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %r12
	call	expect
	addl	%eax, %ebx
	cmpq	%r12, %r13
	je	.L5898
.L5353:
	movq	(%rsp), %rdi
	movq	%rbp, %rsi
	call	server_init
	movq	(%r12), %r15
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC714(%rip), %rdx
	movl	$64, %esi
	movq	%r15, %rcx
	call	snprintf@PLT
	movl	$100, %edx
	movq	%r15, %rsi
	movq	%rbp, %rdi
	call	ref_serve
	leaq	100(%r15), %rdx
	movq	%rax, %r14
	movq	9568(%rsp), %rax
	cmpq	%rdx, %rax
	jnb	.L5350
	cmpq	%rax, %r15
	jb	.L5899
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r15
	jnb	.L5352
	leaq	1100(%rax), %rdx
	jmp	.L5352
.L5897:
	movq	(%rsp), %rdi
	movl	$5000, %r9d
	movl	$100, %ecx
	movq	%r15, %rsi
	movl	$1000, %r8d
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L5350
.L5898:
	movq	%rbp, %rdi
	movl	$100, %edx
	movl	$1900, %esi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC715(%rip), %rdi
	call	expect
	movq	%rbp, %rdi
	movl	$100, %edx
	movl	$1950, %esi
	addl	%eax, %ebx
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3050, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC716(%rip), %rdi
	call	expect
	movq	%rbp, %rdi
	movl	$100, %edx
	movl	$2500, %esi
	addl	%eax, %ebx
	call	ref_serve
	movl	$3100, %esi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC717(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	leal	(%rbx,%rax), %ebp
	xorl	%ebx, %ebx
	call	malloc@PLT
	xorl	%esi, %esi
	xorl	%edi, %edi
	movl	$42, %r11d
	movq	%rax, 48(%rsp)
	leaq	9568(%rsp), %rax
	movl	%ebp, %r13d
	movq	%r11, %rbp
	movl	%esi, 224(%rsp)
	movq	%rdi, 88(%rsp)
	movq	%rax, 248(%rsp)
.L5354:
	cmpq	$0, 48(%rsp)
	setne	%r12b
	cmpq	$5, %rbx
	ja	.L5700
	testb	%r12b, %r12b
	je	.L5700
	leaq	E.15(%rip), %rax
	leaq	TOP.14(%rip), %r9
	movq	%rbx, 256(%rsp)
	movq	(%rax,%rbx,8), %rax
	movq	%r9, 40(%rsp)
	movl	%r13d, %ebx
	leaq	6368(%rsp), %r15
	movq	%r15, %r12
	leaq	(%rax,%rax,2), %r11
	movq	%rax, 56(%rsp)
	leaq	4768(%rsp), %rax
	movq	%r11, %r13
	movq	%rax, %r15
.L5389:
	movq	40(%rsp), %r10
	xorl	%ecx, %ecx
	movabsq	$-7046029254386353131, %r8
	movabsq	$-4658895280553007687, %rdi
	movabsq	$-7723592293110705685, %rsi
	jmp	.L5358
	.p2align 4,,10
	.p2align 3
.L5901:
	movq	-8(%r15,%rcx,8), %rdx
.L5356:
	movq	%rdx, (%r15,%rcx,8)
	movq	%rdx, (%r12,%rcx,8)
	addq	$1, %rcx
	cmpq	$200, %rcx
	je	.L5900
.L5358:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L5901
	addq	%r8, %rbp
	imull	$954437177, %ecx, %r11d
	movq	%rbp, %rax
	shrq	$30, %rax
	xorq	%rbp, %rax
	imulq	%rdi, %rax
	movq	%rax, %rdx
	shrq	$27, %rdx
	xorq	%rax, %rdx
	imulq	%rsi, %rdx
	movq	%rdx, %rax
	shrq	$31, %rax
	xorq	%rdx, %rax
	xorl	%edx, %edx
	divq	(%r10)
	cmpl	$477218589, %r11d
	leaq	(%rdx,%r13), %rax
	cmovb	%rax, %rdx
	jmp	.L5356
.L5900:
	movq	24(%rsp), %r8
	movq	56(%rsp), %r9
	movq	%r15, %rdi
	xorl	%esi, %esi
	jmp	.L5363
.L5903:
	addq	$8, %rdi
	cmpq	%r12, %rdi
	je	.L5902
.L5363:
	movq	(%rdi), %rax
	movq	%r8, %rcx
	cmpq	%r9, %rax
	jb	.L5359
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L5359:
	addq	%rsi, %rcx
	setc	%r11b
	movq	%rcx, %rsi
	movzbl	%r11b, %r11d
	jnc	.L5903
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
.L5362:
	leaq	7968(%rsp), %rax
	movl	%ebx, 276(%rsp)
	leaq	3536(%rsp), %r14
	movq	%rax, 264(%rsp)
	leaq	576(%rsp), %rax
	movq	%rax, 96(%rsp)
	leaq	656(%rsp), %rax
	movq	%rax, 128(%rsp)
	leaq	744(%rsp), %rax
	movq	%rax, 144(%rsp)
	leaq	3680(%rsp), %rax
	movq	%rax, 152(%rsp)
	leaq	736(%rsp), %rax
	movq	%rax, 136(%rsp)
	leaq	816(%rsp), %rax
	movq	%rax, 160(%rsp)
	leaq	2448(%rsp), %rax
	movq	%rax, 168(%rsp)
	leaq	3528(%rsp), %rax
	movq	%rax, 120(%rsp)
	leaq	3520(%rsp), %rax
	movq	%rax, 112(%rsp)
	leaq	3512(%rsp), %rax
	movq	%rax, 104(%rsp)
	leaq	2840(%rsp), %rax
	movq	%rax, 176(%rsp)
	leaq	6360(%rsp), %rax
	movq	%rax, 80(%rsp)
	movl	%r10d, 32(%rsp)
	movq	%r11, 16(%rsp)
	movq	%rbp, 280(%rsp)
	movq	24(%rsp), %rbp
	movq	%r13, 288(%rsp)
	movq	8(%rsp), %r13
.L5388:
	movq	56(%rsp), %rbx
	movq	48(%rsp), %rcx
	movl	$200, %esi
	movq	%r15, %rdi
	movl	$400000, %r8d
	movq	%rbx, %rdx
	call	correct_co
	movq	96(%rsp), %r8
	movl	32(%rsp), %ecx
	movl	$1000, %edx
	movq	48(%rsp), %rdi
	movq	%rax, %rsi
	call	summarise.isra.0
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%r15, %rdi
	movl	$200, %esi
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 17640
	movq	%rbx, %rdx
	movq	%r15, %rdi
	pushq	136(%rsp)
	.cfi_def_cfa_offset 17648
	movl	48(%rsp), %r8d
	movl	$1000, %ecx
	movl	$200, %esi
	movq	280(%rsp), %r9
	call	corrected_summarise
	movl	48(%rsp), %ecx
	xorl	%r9d, %r9d
	xorl	%r8d, %r8d
	movl	$1000, %edx
	movq	%rbx, %rsi
	movq	%r14, %rdi
	call	cqr_init
	popq	%rax
	.cfi_def_cfa_offset 17640
	popq	%rdx
	.cfi_def_cfa_offset 17632
	movl	3560(%rsp), %ecx
	testl	%ecx, %ecx
	jle	.L5366
.L5365:
	movq	80(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L5367:
	movq	(%rbx), %rsi
	movl	$1, %edx
	movq	%r14, %rdi
	call	cqr_add_n
	movq	%rbx, %rax
	subq	$8, %rbx
	cmpq	%r15, %rax
	jne	.L5367
	movl	3556(%rsp), %eax
	movq	%r14, %rdi
	leal	1(%rax), %edx
	movl	%edx, 3556(%rsp)
	testl	%eax, %eax
	je	.L5904
	call	cqr_end_pass.part.0
.L5369:
	movl	3560(%rsp), %eax
	testl	%eax, %eax
	jg	.L5365
.L5366:
	movq	3568(%rsp), %rax
	movq	144(%rsp), %rdi
	movdqa	3584(%rsp), %xmm7
	movq	%rax, 736(%rsp)
	subq	3600(%rsp), %rax
	movq	%rax, 792(%rsp)
	movq	152(%rsp), %rax
	movaps	%xmm7, 800(%rsp)
	movdqa	(%rax), %xmm5
	movdqa	32(%rax), %xmm7
	movdqa	16(%rax), %xmm4
	movups	%xmm5, (%rdi)
	movups	%xmm4, 16(%rdi)
	movups	%xmm7, 32(%rdi)
	movq	%r14, %rdi
	movaps	%xmm7, 64(%rsp)
	call	cqr_free
	movq	16(%rsp), %r11
	movq	96(%rsp), %rsi
	movl	$8, %eax
	movq	128(%rsp), %rdi
	movq	136(%rsp), %r8
.L5370:
	movq	(%rsi,%rax), %rcx
	xorl	%edx, %edx
	cmpq	%rcx, (%rdi,%rax)
	setne	%dl
	cmpq	%rcx, (%r8,%rax)
	setne	%cl
	addq	$8, %rax
	movzbl	%cl, %ecx
	addl	%ecx, %edx
	movslq	%edx, %rdx
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L5370
	movq	%r11, 16(%rsp)
	movl	$200, %ebx
	movl	$3, 228(%rsp)
	movq	$2, 64(%rsp)
	movq	%r15, 184(%rsp)
	movq	248(%rsp), %r15
.L5387:
	movq	64(%rsp), %r8
	movl	32(%rsp), %ecx
	xorl	%r9d, %r9d
	movq	%r14, %rdi
	movq	56(%rsp), %rsi
	movl	$1000, %edx
	call	cqr_init
	movl	3560(%rsp), %eax
	testl	%eax, %eax
	jle	.L5372
	movq	%r13, 192(%rsp)
	movq	%r15, 200(%rsp)
	.p2align 4,,10
	.p2align 3
.L5371:
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L5378:
	movq	%rbx, %rcx
	leaq	(%r12,%r13,8), %rdx
	subq	%r13, %rcx
	cmpq	$1, %rcx
	je	.L5373
	movq	(%rdx), %rsi
	movq	%rbp, %r15
	jmp	.L5374
	.p2align 4,,10
	.p2align 3
.L5377:
	addq	$1, %r15
	cmpq	%r15, %rcx
	je	.L5376
.L5374:
	cmpq	%rsi, (%rdx,%r15,8)
	je	.L5377
.L5376:
	movq	6368(%rsp,%r13,8), %rsi
	movq	%r15, %rdx
	movq	%r14, %rdi
	addq	%r15, %r13
	call	cqr_add_n
	cmpq	$199, %r13
	jbe	.L5378
.L5375:
	movl	3556(%rsp), %eax
	movq	%r14, %rdi
	leal	1(%rax), %edx
	movl	%edx, 3556(%rsp)
	testl	%eax, %eax
	je	.L5905
	call	cqr_end_pass.part.0
.L5380:
	movl	3560(%rsp), %r13d
	testl	%r13d, %r13d
	jg	.L5371
	movq	192(%rsp), %r13
	movq	200(%rsp), %r15
.L5372:
	movq	3568(%rsp), %rax
	movq	3584(%rsp), %rdi
	movq	3592(%rsp), %rcx
	movq	%rax, 192(%rsp)
	movq	%rax, 736(%rsp)
	subq	3600(%rsp), %rax
	movq	%rax, 792(%rsp)
	movq	%rax, 200(%rsp)
	movq	152(%rsp), %rax
	movq	%rdi, 800(%rsp)
	movdqa	(%rax), %xmm5
	movq	%rdi, 232(%rsp)
	movq	144(%rsp), %rdi
	movdqa	16(%rax), %xmm7
	movq	%rcx, 808(%rsp)
	movq	%rcx, 240(%rsp)
	movups	%xmm5, (%rdi)
	movdqa	32(%rax), %xmm5
	movl	4764(%rsp), %eax
	movups	%xmm7, 16(%rdi)
	movups	%xmm5, 32(%rdi)
	movq	%r14, %rdi
	addq	%rax, 88(%rsp)
	movaps	%xmm5, 208(%rsp)
	call	cqr_free
	movq	16(%rsp), %r11
	movq	96(%rsp), %rcx
	movl	$8, %eax
	movq	136(%rsp), %rsi
	.p2align 4,,10
	.p2align 3
.L5381:
	movq	(%rsi,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rcx,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L5381
	movl	32(%rsp), %ecx
	movl	$1000, %edx
	movl	$200, %esi
	movq	160(%rsp), %r8
	movq	184(%rsp), %rdi
	movq	%r11, 16(%rsp)
	call	summarise.isra.0
	movq	64(%rsp), %rcx
	movl	32(%rsp), %edx
	xorl	%r8d, %r8d
	movq	168(%rsp), %rdi
	movl	$1000, %esi
	call	select_init
	testl	%eax, %eax
	jne	.L5382
	movl	2520(%rsp), %r11d
	testl	%r11d, %r11d
	jle	.L5386
	movq	%rbp, 208(%rsp)
	movq	(%rsp), %rbp
	movq	%r14, 296(%rsp)
	movq	168(%rsp), %r14
.L5383:
	movq	%rbp, %rdi
	movl	$200, %ecx
	movq	%r12, %rsi
	movl	$200, %edx
	rep movsq
	movq	%r13, %rsi
	movq	%r15, %rdi
	movq	%r15, %rbp
	call	runs_of
	movq	%r13, %rdx
	movq	%r15, %rsi
	movq	%r14, %rdi
	movq	%rax, %rcx
	call	select_add_runs
	movq	%r14, %rdi
	call	select_end_pass
	movl	2520(%rsp), %r10d
	testl	%r10d, %r10d
	jg	.L5383
	movq	%r15, (%rsp)
	movq	208(%rsp), %rbp
	movq	296(%rsp), %r14
.L5386:
	pxor	%xmm0, %xmm0
	movl	3532(%rsp), %eax
	movdqa	2576(%rsp), %xmm7
	movdqa	2592(%rsp), %xmm4
	movq	2824(%rsp), %rdi
	movaps	%xmm0, 0(%r13)
	movdqa	2608(%rsp), %xmm5
	movaps	%xmm0, 48(%r13)
	movaps	%xmm0, 64(%r13)
	addq	%rax, 88(%rsp)
	movups	%xmm7, 11624(%rsp)
	movups	%xmm4, 11640(%rsp)
	movups	%xmm5, 11656(%rsp)
	call	free@PLT
	movq	2832(%rsp), %rdi
	call	free@PLT
	movq	120(%rsp), %rcx
	movq	112(%rsp), %rdx
	pxor	%xmm6, %xmm6
	movq	104(%rsp), %rsi
	movq	176(%rsp), %rdi
	movups	%xmm6, 2824(%rsp)
	call	guesses_free
	movq	16(%rsp), %r11
	movl	$8, %eax
	movq	160(%rsp), %rcx
.L5384:
	movq	0(%r13,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rcx,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L5384
	movq	%r11, 16(%rsp)
.L5385:
	salq	$2, 64(%rsp)
	subl	$1, 228(%rsp)
	jne	.L5387
	movq	576(%rsp), %rdi
	xorl	%eax, %eax
	movq	192(%rsp), %rbx
	cmpq	%rdi, 656(%rsp)
	movq	632(%rsp), %rsi
	setne	%al
	cmpq	%rbx, %rdi
	movl	32(%rsp), %r9d
	movq	640(%rsp), %rdx
	setne	%dil
	movq	648(%rsp), %rcx
	movq	184(%rsp), %r15
	movzbl	%dil, %edi
	addl	%edi, %eax
	xorl	%edi, %edi
	cmpq	%rsi, 712(%rsp)
	setne	%dil
	addl	%edi, %eax
	movq	200(%rsp), %rdi
	cmpq	%rdi, %rsi
	movq	728(%rsp), %rdi
	setne	%sil
	movzbl	%sil, %esi
	xorq	%rcx, %rdi
	addl	%esi, %eax
	movq	720(%rsp), %rsi
	xorq	%rdx, %rsi
	orq	%rdi, %rsi
	movq	232(%rsp), %rdi
	cmpq	$1, %rsi
	sbbl	$-1, %eax
	xorq	%rdi, %rdx
	movq	240(%rsp), %rdi
	xorq	%rdi, %rcx
	orq	%rcx, %rdx
	cmpq	$1, %rdx
	sbbl	$-1, %eax
	cltq
	addq	%rax, 16(%rsp)
	testl	%r9d, %r9d
	jne	.L5906
	movl	$1, 32(%rsp)
	jmp	.L5388
.L5373:
	movq	7960(%rsp), %rsi
	movl	$1, %edx
	movq	%r14, %rdi
	call	cqr_add_n
	jmp	.L5375
.L5905:
	call	cqr_first_end
	jmp	.L5380
.L5904:
	call	cqr_first_end
	jmp	.L5369
.L5382:
	movq	2824(%rsp), %rdi
	call	free@PLT
	movq	2832(%rsp), %rdi
	call	free@PLT
	movq	120(%rsp), %rcx
	movq	112(%rsp), %rdx
	pxor	%xmm7, %xmm7
	movq	104(%rsp), %rsi
	movq	176(%rsp), %rdi
	movups	%xmm7, 2824(%rsp)
	call	guesses_free
	addq	$1, 16(%rsp)
	jmp	.L5385
.L5902:
	cmpq	$400000, %rcx
	jbe	.L5907
.L5364:
	addq	$8, 40(%rsp)
	movq	40(%rsp), %rax
	leaq	32+TOP.14(%rip), %rdi
	cmpq	%rdi, %rax
	jne	.L5389
	movl	%ebx, %r13d
	movq	256(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L5354
.L5906:
	movq	40(%rsp), %rax
	movq	8(%rsp), %r14
	leaq	.LC718(%rip), %rdx
	movl	$192, %esi
	movq	56(%rsp), %rcx
	movl	276(%rsp), %ebx
	movq	(%rax), %r8
	movq	%r14, %rdi
	xorl	%eax, %eax
	movq	280(%rsp), %rbp
	movq	288(%rsp), %r13
	call	snprintf@PLT
	movq	16(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r14, %rdi
	call	expect
	addl	%eax, 224(%rsp)
	jmp	.L5364
.L5700:
	movq	48(%rsp), %rdi
	call	free@PLT
	xorl	%ecx, %ecx
	cmpq	$0, 88(%rsp)
	movl	$1, %esi
	setne	%cl
	leaq	.LC719(%rip), %rdi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movl	224(%rsp), %ebx
	xorl	%edx, %edx
	xorl	%ebp, %ebp
	movzbl	%r12b, %ecx
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%r12d, %r12d
	leaq	.LC720(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$42, %edi
	xorl	%r9d, %r9d
	xorl	%r8d, %r8d
	addl	%eax, %ebx
	movsd	.LC0(%rip), %xmm2
	movabsq	$-4658895280553007687, %r11
	movabsq	$-7723592293110705685, %r10
	leal	(%rbx,%r13), %eax
	leaq	-8+STREAMS.13(%rip), %r13
	movl	%eax, 32(%rsp)
	leaq	8(%r13), %r15
.L5396:
	movq	%rdi, %rcx
	pxor	%xmm3, %xmm3
	movq	%r8, (%rsp)
	addq	$1, %r8
	movabsq	$-7046029254386353131, %rax
	movq	%r8, 16(%rsp)
	movq	24(%rsp), %r14
	addq	%rax, %rdi
	movq	%rdi, %rdx
	movq	%rdi, 8(%rsp)
	shrq	$30, %rdx
	xorq	%rdi, %rdx
	imulq	%r11, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	imulq	%r10, %rax
	movq	%rax, %rdx
	shrq	$31, %rdx
	xorq	%rdx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm3
	movabsq	$-7046029254386353173, %rax
	leaq	(%rcx,%rax), %rbx
	movq	%rbx, %rax
	movq	%r12, %rbx
	movq	%rax, %r12
	mulsd	%xmm2, %xmm3
.L5395:
	movq	(%rsp), %rdx
	movq	0(%r13,%r14,8), %rsi
	movl	$42, %edi
	call	draw_u01
	xorl	%edx, %edx
	ucomisd	%xmm0, %xmm3
	movapd	%xmm0, %xmm1
	setnp	%dl
	cmovne	%rbp, %rdx
	addq	%rdx, %r9
	xorl	%edx, %edx
	ucomisd	%xmm0, %xmm0
	setp	%dl
	addq	%rdx, %rbx
	cmpq	$4, %r14
	je	.L5393
	movq	%r14, %rsi
.L5394:
	movq	(%r15,%rsi,8), %rdx
	pxor	%xmm0, %xmm0
	movq	%rdx, %rcx
	movq	%rdx, %rax
	xorq	$42, %rcx
	shrq	$30, %rax
	xorq	%rcx, %rax
	imulq	%r11, %rax
	movq	%rax, %rdx
	shrq	$27, %rdx
	xorq	%rax, %rdx
	imulq	%r10, %rdx
	movq	%rdx, %rax
	shrq	$31, %rax
	xorq	%rdx, %rax
	addq	%r12, %rax
	movq	%rax, %rdx
	shrq	$30, %rdx
	xorq	%rax, %rdx
	imulq	%r11, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	imulq	%r10, %rax
	movq	%rax, %rdx
	shrq	$31, %rdx
	xorq	%rdx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm0
	xorl	%eax, %eax
	mulsd	%xmm2, %xmm0
	ucomisd	%xmm1, %xmm0
	setnp	%al
	cmovne	%rbp, %rax
	addq	$1, %rsi
	addq	%rax, %r9
	cmpl	$4, %esi
	jne	.L5394
	addq	$1, %r14
	jmp	.L5395
.L5393:
	movq	8(%rsp), %rdi
	movq	16(%rsp), %r8
	movq	%rbx, %r12
	movabsq	$626981770695586354, %rax
	cmpq	%rax, %rdi
	jne	.L5396
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC721(%rip), %rdi
	movabsq	$7809158642386836312, %r14
	movabsq	$-7723592293110705685, %rbp
	call	expect
	movq	%r12, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %ebx
	leaq	.LC722(%rip), %rdi
	movabsq	$-4658895280553007687, %r12
	call	expect
	pxor	%xmm1, %xmm1
	addl	%eax, %ebx
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	jmp	.L5402
	.p2align 4,,10
	.p2align 3
.L5909:
	cvttsd2siq	%xmm3, %rax
	testq	%rax, %rax
	js	.L5400
.L5910:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5397:
	movabsq	$-7046029254386353131, %rax
	addsd	%xmm0, %xmm1
	addq	%rax, %r14
	movabsq	$4078304265537237400, %rax
	cmpq	%rax, %r14
	je	.L5908
.L5402:
	movq	%r14, %rdx
	pxor	%xmm0, %xmm0
	movsd	%xmm1, (%rsp)
	shrq	$30, %rdx
	xorq	%r14, %rdx
	imulq	%r12, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	imulq	%rbp, %rax
	movq	%rax, %rdx
	shrq	$31, %rdx
	xorq	%rdx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm0
	mulsd	%xmm2, %xmm0
	xorpd	.LC32(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC33(%rip), %xmm0
	movsd	(%rsp), %xmm1
	movsd	.LC34(%rip), %xmm3
	movq	.LC2(%rip), %rax
	subsd	%xmm0, %xmm3
	movq	%rax, %xmm0
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	comisd	%xmm3, %xmm0
	ja	.L5397
	movq	.LC247(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm3
	jnb	.L5397
	comisd	.LC87(%rip), %xmm3
	jb	.L5909
	subsd	.LC87(%rip), %xmm3
	cvttsd2siq	%xmm3, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L5910
.L5400:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5397
.L5908:
	divsd	.LC723(%rip), %xmm1
	movapd	%xmm1, %xmm0
	xorl	%ecx, %ecx
	movsd	.LC71(%rip), %xmm1
	subsd	.LC33(%rip), %xmm0
	andpd	.LC65(%rip), %xmm0
	movl	$1, %esi
	leaq	.LC724(%rip), %rdi
	leaq	.LC730(%rip), %rbp
	comisd	%xmm0, %xmm1
	seta	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	addl	%eax, %ebx
	movl	32(%rsp), %eax
	leaq	.LC725(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC726(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC727(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC728(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC729(%rip), %rdi
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
	xorl	%esi, %esi
	leaq	.LC731(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC732(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC733(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC734(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC735(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC736(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC737(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%al
	movzbl	%al, %eax
	jmp	.L5326
.L5890:
	leaq	.LC297(%rip), %rsi
	movq	%r14, %rdi
	movl	$8, %ebx
	call	was_given
	testl	%eax, %eax
	jne	.L5439
	leaq	.LC300(%rip), %rsi
	movq	%r14, %rdi
	call	was_given
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L5669
	leaq	.LC390(%rip), %rsi
	movq	%r14, %rdi
	movl	$4, %ebx
	call	was_given
	testl	%eax, %eax
	jne	.L5439
	leaq	.LC517(%rip), %rsi
	movq	%r14, %rdi
	movl	$1, %ebx
	call	was_given
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L5439
	xorl	%ebp, %ebp
	movl	$16, %ebx
	jmp	.L5439
.L5907:
	xorl	%r10d, %r10d
	jmp	.L5362
.L5669:
	xorl	%ebp, %ebp
	jmp	.L5439
.L5893:
	movq	24(%rsp), %r13
	movl	80(%rsp), %edi
	testl	%edi, 56(%rsp)
	je	.L5455
	movq	(%rsp), %rdi
	leaq	.LC749(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC750(%rip), %rcx
	leaq	.LC751(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5871
.L5891:
	movslq	%r15d, %rax
	leaq	OPTIONS(%rip), %rdx
	movq	(%rsp), %rdi
	movl	$2048, %esi
	imulq	$48, %rax, %rax
	movq	24(%rsp), %r13
	movq	(%rdx,%rax), %rcx
	leaq	.LC746(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L5871
.L5455:
	movq	16(%rsp), %rdi
	movq	(%rsp), %rcx
	movq	%r13, %rdx
	movl	40(%rsp), %esi
	call	apply_args.constprop.0
	movq	%r13, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L5522
	cmpl	$0, 2224(%rsp)
	je	.L5456
	cmpl	$0, 2144(%rsp)
	jne	.L5911
	movq	2216(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L5912
.L5462:
	leaq	7968(%rsp), %rbx
	movq	%rbp, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC758(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	8(%rsp), %rsi
	movq	%rbx, %rdi
	movl	$1200, %edx
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L5913
	call	fclose@PLT
	movq	8(%rsp), %rdi
	call	remove@PLT
.L5465:
	leaq	4768(%rsp), %rax
	movq	2240(%rsp), %r8
	movq	2232(%rsp), %rcx
	leaq	.LC760(%rip), %rdx
	movq	%rax, 40(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	2080(%rsp), %rax
	pxor	%xmm0, %xmm0
	movsd	2088(%rsp), %xmm1
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L5914
	comisd	%xmm0, %xmm1
	leaq	.LC761(%rip), %r8
	leaq	.LC762(%rip), %rcx
	ja	.L5872
	cmpl	$0, 2296(%rsp)
	je	.L5469
	movq	(%rsp), %rdi
	leaq	.LC764(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC765(%rip), %rcx
	leaq	.LC766(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5886:
	leaq	.LC13(%rip), %r8
	leaq	9568(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r8, %rcx
	leaq	.LC744(%rip), %rdx
	movq	%rdi, (%rsp)
	call	snprintf@PLT
	jmp	.L5522
.L5469:
	cmpl	$0, 2144(%rsp)
	jne	.L5475
	cmpq	$0, 2216(%rsp)
	jne	.L5475
	movq	16(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L5915
	cmpl	$0, 1848(%rsp)
	jne	.L5478
	movsd	2168(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L5478
	cmpq	$1, 1936(%rsp)
	ja	.L5481
	cmpl	$0, 1928(%rsp)
	jne	.L5481
	cmpq	$0, 2160(%rsp)
	leaq	.LC775(%rip), %r8
	leaq	.LC776(%rip), %rcx
	jne	.L5872
	movsd	2088(%rsp), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L5916
.L5484:
	movq	2152(%rsp), %rax
	testq	%rax, %rax
	jne	.L5488
	cmpl	$0, 2256(%rsp)
	jne	.L5489
	movl	$9765625, %eax
	salq	$11, %rax
	movq	%rax, 2120(%rsp)
.L5490:
	movq	2176(%rsp), %rax
	movq	(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	%rax, 1872(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L5522
	movl	2292(%rsp), %edx
	movq	40(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	run_users
	jmp	.L5467
.L5475:
	leaq	.LC767(%rip), %r8
	leaq	.LC768(%rip), %rcx
.L5872:
	movq	(%rsp), %rdi
	leaq	.LC763(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L5522
.L5914:
	comisd	%xmm0, %xmm1
	ja	.L5469
	cmpl	$1, 2144(%rsp)
	je	.L5917
	movq	2152(%rsp), %rax
	movq	%rax, 24(%rsp)
	orq	2160(%rsp), %rax
	jne	.L5521
	cmpl	$0, 2256(%rsp)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, 24(%rsp)
.L5521:
	movq	2176(%rsp), %rax
	movq	(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	%rax, 1872(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L5522
	movl	1848(%rsp), %eax
	cmpl	$1, %eax
	je	.L5918
	movq	2160(%rsp), %rbp
	cmpl	$2, %eax
	je	.L5919
	movq	1856(%rsp), %rcx
	testq	%rbp, %rbp
	jne	.L5574
	movq	24(%rsp), %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbp
.L5574:
	movabsq	$4611686018427387903, %rsi
	movq	%rbp, %rax
	mulq	%rcx
	movq	%rax, %r10
	xorl	%eax, %eax
	cmpq	%r10, %rsi
	sbbq	%rdx, %rax
	jc	.L5920
	leaq	-1(%rbp), %rax
	movq	%rbp, 1912(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 2260(%rsp)
	movq	%rax, 1904(%rsp)
	jne	.L5547
	leaq	.LC815(%rip), %rax
	movq	%rcx, 1944(%rsp)
	movq	%rax, 1960(%rsp)
.L5547:
	movl	1980(%rsp), %r13d
	movq	1912(%rsp), %rbp
	cmpl	$1, %r13d
	je	.L5921
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rbp, %rax
	jb	.L5922
	movq	16(%rsp), %rdi
	call	omissions_on
	movl	2292(%rsp), %ebx
	orl	%ebx, %eax
	jne	.L5643
	xorl	%ebx, %ebx
.L5579:
	cmpl	$2, %r13d
	je	.L5923
.L5581:
	movl	%ebx, %r15d
.L5644:
	cmpl	$2, 1928(%rsp)
	jne	.L5585
	cmpq	$0, 2160(%rsp)
	je	.L5584
	xorl	%ebx, %ebx
	movq	%rbx, 1920(%rsp)
.L5585:
	movq	16(%rsp), %rdi
	call	service_max
	movq	1824(%rsp), %r12
	xorl	%edx, %edx
	xorl	%edi, %edi
	addq	%r12, %rax
	adcq	%rdi, %rdx
	testq	%r12, %r12
	je	.L5588
	movq	1832(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L5588
	cmpq	$0, 1816(%rsp)
	movq	16(%rsp), %rdi
	je	.L5924
	call	service_max
	movq	16(%rsp), %rdi
	movq	%rax, %r14
	call	service_max
	xorl	%edx, %edx
	divq	%rbx
	xorl	%ebx, %ebx
	shldq	$6, %r14, %rbx
	leaq	2(%rax), %rdi
	movq	%rdi, %rax
	movl	$37, %edi
	mulq	%r12
	imulq	$37, %rdx, %rcx
	mulq	%rdi
	addq	%rcx, %rdx
	movq	%r14, %rcx
	salq	$6, %rcx
	addq	%rcx, %rax
	adcq	%rbx, %rdx
.L5588:
	movq	1904(%rsp), %rbx
	movq	1840(%rsp), %rsi
	xorl	%r9d, %r9d
	xorl	%edi, %edi
	movq	1920(%rsp), %r8
	leaq	1(%rbp), %rcx
	addq	%rbx, %rsi
	adcq	%r9, %rdi
	xorl	%r9d, %r9d
	addq	%r8, %rsi
	movq	%rdx, %r8
	adcq	%r9, %rdi
	mulq	%rcx
	imulq	%rcx, %r8
	addq	%r8, %rdx
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rdi
	cmpq	%rsi, %rax
	movl	$0, %eax
	sbbq	%rdi, %rax
	jc	.L5925
	movq	2216(%rsp), %rdi
	movl	2144(%rsp), %eax
	movq	%rdi, 24(%rsp)
	testq	%rdi, %rdi
	je	.L5591
	testl	%eax, %eax
	jne	.L5591
	cmpl	$3, %r13d
	je	.L5926
	movq	16(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L5927
	movq	2128(%rsp), %rcx
	testq	%rcx, %rcx
	jne	.L5629
	movl	$1000000000, %ecx
.L5629:
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$4194303, %rax
	ja	.L5928
.L5593:
	movl	2228(%rsp), %r8d
	movl	2224(%rsp), %ecx
	movl	%r15d, %r9d
	movq	24(%rsp), %rdx
	movq	40(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	run_bench
	jmp	.L5467
.L5927:
	movq	(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%rbp, %rcx
	xorl	%eax, %eax
	leaq	.LC830(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5928:
	movq	(%rsp), %rdi
	movl	$4194304, %ecx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC831(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5522
.L5926:
	movq	(%rsp), %rdi
	leaq	.LC827(%rip), %r8
	leaq	.LC828(%rip), %rcx
	movl	$2048, %esi
	leaq	.LC829(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5522
.L5591:
	cmpl	$2, %eax
	je	.L5929
	cmpl	$3, %eax
	jne	.L5593
	movq	16(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 6368(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L5930
	movq	16(%rsp), %r14
	leaq	7968(%rsp), %rbx
	movq	%rbx, %rsi
	movq	%r14, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L5626
	pushq	%r9
	.cfi_def_cfa_offset 17640
	movl	$1, %r8d
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	pushq	$0
	.cfi_def_cfa_offset 17648
	movq	24(%rsp), %rdx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%r14, %rdi
	call	walk_outcomes
	popq	%r10
	.cfi_def_cfa_offset 17640
	popq	%r11
	.cfi_def_cfa_offset 17632
	testl	%eax, %eax
	jne	.L5626
	movq	8(%rsp), %rdx
	leaq	6368(%rsp), %rbp
	movq	%rbx, %rcx
	xorl	%esi, %esi
	movq	%rbp, %rdi
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	8240(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 17640
	leaq	.LC852(%rip), %rcx
	movq	%rbp, %rdi
	leaq	.LC853(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 17648
	movq	11904(%rsp), %r8
	call	check
	movq	6392(%rsp), %rbx
	leaq	.LC854(%rip), %rdi
	xorl	%eax, %eax
	movq	6384(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	xorl	%eax, %eax
	testq	%rbx, %rbx
	popq	%rdi
	.cfi_def_cfa_offset 17640
	setne	%al
	popq	%r8
	.cfi_def_cfa_offset 17632
	jmp	.L5467
.L5925:
	movq	(%rsp), %rdi
	leaq	.LC824(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC825(%rip), %rcx
	leaq	.LC826(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5924:
	call	service_max
	movq	16(%rsp), %rdi
	subq	%r12, %rbx
	movq	%rax, %r14
	call	service_max
	xorl	%edx, %edx
	divq	%rbx
	xorl	%ebx, %ebx
	addq	$2, %rax
	mulq	%r12
	addq	%r14, %rax
	adcq	%rbx, %rdx
	jmp	.L5588
.L5626:
	leaq	.LC851(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	jmp	.L5467
.L5930:
	leaq	.LC850(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$3, %eax
	jmp	.L5467
.L5929:
	movl	1848(%rsp), %eax
	cmpl	$2, %eax
	je	.L5595
	cmpl	$0, 1952(%rsp)
	jne	.L5595
	subl	$1, %eax
	movq	2208(%rsp), %r12
	je	.L5931
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	movl	$744, %ecx
	leaq	.LC169(%rip), %rsi
	rep stosq
	movq	%r12, %rdi
	call	strcmp@PLT
	movq	1856(%rsp), %rbx
	testl	%eax, %eax
	sete	%al
	imulq	%rbp, %rbx
	movzbl	%al, %eax
	movl	%eax, 11616(%rsp)
.L5642:
	movq	%rbx, 11624(%rsp)
	movq	8(%rsp), %r14
	movq	16(%rsp), %rbx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	sweep_points
	testl	%eax, %eax
	jne	.L5467
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	print_sweep
	cmpl	$0, 17552(%rsp)
	je	.L5599
	movq	16528(%rsp), %rsi
	leaq	.LC834(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	leaq	.LC835(%rip), %rcx
	leaq	.LC836(%rip), %rdx
	leaq	.LC171(%rip), %rsi
	leaq	.LC837(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 17556(%rsp)
	jne	.L5932
.L5600:
	movl	$10, %edi
	xorl	%r15d, %r15d
	leaq	16568(%rsp), %r13
	call	putchar@PLT
	leaq	.LC841(%rip), %rbp
	movq	8(%rsp), %rbx
	leaq	.LC842(%rip), %r14
	jmp	.L5601
.L5935:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L5603:
	divsd	%xmm2, %xmm0
	movq	8(%rsp), %rax
	movq	%rbp, %rdi
	movq	24(%rax,%r15,8), %rsi
	movl	$2, %eax
	divsd	.LC71(%rip), %xmm0
	call	printf@PLT
	cmpl	$0, 17556(%rsp)
	jne	.L5933
.L5604:
	movl	$10, %edi
	addq	$1, %r15
	addq	$288, %rbx
	call	putchar@PLT
.L5601:
	cmpq	11632(%rsp), %r15
	jnb	.L5934
	imulq	$56, %r15, %rax
	movq	304(%rbx), %rdi
	movq	312(%rbx), %rsi
	movsd	0(%r13,%rax), %xmm1
	divsd	.LC71(%rip), %xmm1
	movsd	%xmm1, (%rsp)
	call	__floatuntidf@PLT
	movq	240(%rbx), %rax
	movsd	(%rsp), %xmm1
	testq	%rax, %rax
	jns	.L5935
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L5603
.L5923:
	movq	8(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L5581
	movq	16(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L5936
.L5582:
	movq	(%rsp), %rdi
	leaq	.LC13(%rip), %r8
	leaq	.LC821(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5922:
	leaq	.LC818(%rip), %r8
	leaq	.LC668(%rip), %rcx
.L5879:
	movq	(%rsp), %rdi
	leaq	.LC817(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L5522
.L5921:
	leaq	.LC816(%rip), %r8
	leaq	.LC672(%rip), %rcx
	cmpq	$200000000, %rbp
	ja	.L5879
	movq	16(%rsp), %rdi
	call	omissions_on
	movl	2292(%rsp), %ebx
	orl	%ebx, %eax
	movl	%eax, %r15d
	je	.L5644
.L5643:
	movl	1928(%rsp), %ecx
	leaq	by_kind.7(%rip), %rax
	movq	%rbp, %rdx
	cmpl	$3, (%rax,%rcx,4)
	jne	.L5580
	movq	1920(%rsp), %rax
	testq	%rax, %rax
	je	.L5580
	xorl	%edx, %edx
	divq	1776(%rsp)
	movq	1936(%rsp), %rdx
	leaq	1(%rax,%rdx), %rdx
.L5580:
	cmpq	%rbp, %rdx
	cmovb	%rbp, %rdx
	cmpq	$8388608, %rdx
	jbe	.L5579
	movq	(%rsp), %rdi
	leaq	.LC818(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC819(%rip), %rcx
	leaq	.LC820(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5919:
	movq	(%rsp), %r8
	xorl	%r13d, %r13d
	movl	$2048, %r9d
	xorl	%ecx, %ecx
	movq	2184(%rsp), %rax
	leaq	7968(%rsp), %rbx
	leaq	.LC243(%rip), %rdx
	movq	%r13, 2432(%rsp)
	movq	%rbx, %rdi
	movq	2152(%rsp), %r12
	movq	%rax, %rsi
	movq	%rax, 56(%rsp)
	call	numbers_open
	movl	%eax, 80(%rsp)
	testl	%eax, %eax
	jne	.L5522
	movq	7968(%rsp), %rdi
	call	fileno@PLT
	movq	8(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L5552
	movl	11640(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 80(%rsp)
.L5552:
	leaq	6368(%rsp), %rax
	xorl	%r9d, %r9d
	xorl	%r14d, %r14d
	xorl	%r13d, %r13d
	movq	%rax, 48(%rsp)
	movq	%r9, %r15
.L5553:
	movq	(%rsp), %rdx
	movq	48(%rsp), %rsi
	movl	$2048, %ecx
	movq	%rbx, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L5937
	cmpl	$0, 80(%rsp)
	movq	8016(%rsp), %rax
	jne	.L5554
	movl	$1, %edi
	salq	$40, %rdi
	cmpq	%rax, %rdi
	jb	.L5683
	testq	%rbp, %rbp
	jne	.L5556
	movq	6368(%rsp), %rax
	testq	%r12, %r12
	je	.L5558
	cmpq	%r12, %rax
	jnb	.L5553
.L5558:
	testq	%r13, %r13
	movq	%rax, 1904(%rsp)
	cmove	%rax, %r14
	addq	$1, %r13
	jmp	.L5553
.L5556:
	cmpq	%rbp, %r13
	je	.L5553
	testq	%r12, %r12
	je	.L5877
	cmpq	%r12, 6368(%rsp)
	jnb	.L5553
.L5877:
	movq	6368(%rsp), %rax
	jmp	.L5558
.L5683:
	leaq	.LC668(%rip), %r8
.L5555:
	movq	56(%rsp), %rcx
	leaq	.LC806(%rip), %rdx
.L5878:
	movq	(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	numbers_close
.L5562:
	movq	2432(%rsp), %rdi
	xorl	%ebp, %ebp
	call	free@PLT
	movq	%rbp, 2432(%rsp)
	jmp	.L5522
.L5554:
	cmpq	$200000000, %rax
	ja	.L5684
	testq	%rbp, %rbp
	je	.L5881
	cmpq	%rbp, %r13
	je	.L5553
.L5881:
	testq	%r12, %r12
	je	.L5561
	cmpq	%r12, 6368(%rsp)
	jnb	.L5553
.L5561:
	movq	2432(%rsp), %rdi
	cmpq	%r13, %r15
	je	.L5938
.L5564:
	movq	6368(%rsp), %rax
	movq	%rax, (%rdi,%r13,8)
	jmp	.L5877
.L5684:
	leaq	.LC669(%rip), %r8
	jmp	.L5555
.L5938:
	testq	%r15, %r15
	je	.L5565
	movq	%r15, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L5637
	movq	%rax, 2432(%rsp)
	addq	%r15, %r15
	jmp	.L5564
.L5937:
	movq	%rbx, %rdi
	movl	%eax, 48(%rsp)
	call	numbers_close
	movl	48(%rsp), %eax
	testl	%eax, %eax
	js	.L5562
	movq	2432(%rsp), %rax
	movq	2184(%rsp), %rsi
	movq	%rax, 1888(%rsp)
	testq	%r13, %r13
	je	.L5939
	cmpl	$0, 2260(%rsp)
	movq	%rsi, 1880(%rsp)
	movq	%r13, 1912(%rsp)
	movq	%r14, 1896(%rsp)
	jne	.L5547
	cmpq	$1, %r13
	je	.L5572
	movq	1904(%rsp), %rcx
	leaq	-1(%r13), %r8
	xorl	%edx, %edx
	subq	%r14, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L5572
	movq	%rax, 1944(%rsp)
	leaq	.LC812(%rip), %rax
	movq	%rax, 1960(%rsp)
	jmp	.L5547
.L5918:
	movsd	2168(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L5524
	je	.L5940
.L5524:
	cmpq	$0, 2160(%rsp)
	jne	.L5526
	movq	24(%rsp), %rax
	testq	%rax, %rax
	js	.L5527
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5528:
	divsd	.LC30(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC797(%rip), %r8
	leaq	.LC798(%rip), %rcx
	comisd	.LC796(%rip), %xmm0
	ja	.L5880
.L5526:
	movl	$1048576, %edi
	call	malloc@PLT
	movq	%rax, %r12
	movq	24(%rsp), %rax
	testq	%rax, %rax
	js	.L5530
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L5531:
	leaq	.LC800(%rip), %r8
	leaq	.LC801(%rip), %rcx
	testq	%r12, %r12
	je	.L5880
	pxor	%xmm1, %xmm1
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	movsd	%xmm2, 64(%rsp)
	leaq	524288(%r12), %rax
	leaq	7968(%rsp), %rbx
	movsd	%xmm1, 56(%rsp)
	movq	%rax, 80(%rsp)
.L5532:
	movq	80(%rsp), %rax
	movq	8(%rsp), %rcx
	xorl	%esi, %esi
	movq	%rbx, %rdi
	movq	2176(%rsp), %r15
	movsd	2168(%rsp), %xmm0
	leaq	poisson_gaps(%rip), %rdx
	movq	$65536, 11648(%rsp)
	movq	%rax, 11624(%rsp)
	leaq	65536(%r13), %rax
	movq	%rax, %xmm5
	movq	%r15, %xmm3
	movsd	%xmm0, 11616(%rsp)
	punpcklqdq	%xmm5, %xmm3
	movsd	%xmm0, 88(%rsp)
	movaps	%xmm3, 11632(%rsp)
	call	pthread_create@PLT
	movq	%r12, %rcx
	movl	$65536, %edx
	movq	%r13, %rsi
	movsd	88(%rsp), %xmm0
	movl	%eax, %r14d
	movq	%r15, %rdi
	call	poisson_gap_bits
	testl	%r14d, %r14d
	jne	.L5533
	movq	7968(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L5534:
	movq	2160(%rsp), %rdi
	movq	%rbp, %rsi
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	movsd	.LC87(%rip), %xmm3
	movsd	56(%rsp), %xmm1
	movabsq	$-9223372036854775808, %r8
	jmp	.L5544
.L5944:
	xorl	%eax, %eax
	cmpq	%rdi, %rbp
	sete	%al
.L5536:
	testl	%eax, %eax
	jne	.L5941
	comisd	.LC247(%rip), %xmm1
	jnb	.L5875
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %rbp
	je	.L5875
	addq	$1, %rbp
	testq	%rsi, %rsi
	je	.L5942
.L5541:
	addq	$1, %rcx
	cmpq	$131072, %rcx
	je	.L5943
	movq	%rbp, %rsi
.L5544:
	movapd	%xmm1, %xmm0
	addsd	(%r12,%rcx,8), %xmm1
	testq	%rdi, %rdi
	jne	.L5944
	xorl	%eax, %eax
	comisd	64(%rsp), %xmm1
	setnb	%al
	jmp	.L5536
.L5940:
	movq	(%rsp), %rdi
	leaq	.LC13(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC794(%rip), %rcx
	leaq	.LC795(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5943:
	movsd	%xmm1, 56(%rsp)
	testb	%dl, %dl
	je	.L5545
	movq	48(%rsp), %rax
	movq	%rax, 1896(%rsp)
.L5545:
	addq	$131072, %r13
	jmp	.L5532
.L5942:
	comisd	%xmm3, %xmm1
	jnb	.L5542
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 48(%rsp)
.L5543:
	movl	$1, %edx
	jmp	.L5541
.L5875:
	testb	%dl, %dl
	je	.L5539
	movq	48(%rsp), %rax
	movq	%rax, 1896(%rsp)
.L5539:
	movq	%r12, %rdi
	call	free@PLT
	leaq	.LC797(%rip), %r8
	leaq	.LC802(%rip), %rcx
.L5880:
	movq	(%rsp), %rdi
	leaq	.LC799(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L5522
.L5542:
	movapd	%xmm1, %xmm0
	subsd	%xmm3, %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r8, %rax
	movq	%rax, 48(%rsp)
	jmp	.L5543
.L5527:
	movq	24(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	andl	$1, %edi
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5528
.L5941:
	testb	%dl, %dl
	je	.L5632
	movq	48(%rsp), %rax
	movq	%rax, 1896(%rsp)
.L5632:
	movsd	.LC87(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L5633
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1904(%rsp)
.L5634:
	movq	%r12, %rdi
	call	free@PLT
	movq	.LC87(%rip), %rax
	testq	%rbp, %rbp
	movq	%rax, %xmm1
	je	.L5945
	movq	2176(%rsp), %rax
	cmpl	$0, 2260(%rsp)
	movq	%rbp, 1912(%rsp)
	movsd	2168(%rsp), %xmm2
	movq	%rax, 1872(%rsp)
	movsd	%xmm2, 1864(%rsp)
	jne	.L5547
	movsd	.LC30(%rip), %xmm0
	divsd	%xmm2, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L5548
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1944(%rsp)
.L5549:
	movq	1944(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1944(%rsp)
	leaq	.LC805(%rip), %rax
	movq	%rax, 1960(%rsp)
	jmp	.L5547
.L5548:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1944(%rsp)
	btcq	$63, 1944(%rsp)
	jmp	.L5549
.L5945:
	leaq	.LC803(%rip), %r8
	leaq	.LC804(%rip), %rcx
	jmp	.L5880
.L5633:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1904(%rsp)
	btcq	$63, 1904(%rsp)
	jmp	.L5634
.L5533:
	movq	8(%rsp), %rdi
	call	poisson_gaps
	jmp	.L5534
.L5530:
	movq	24(%rsp), %rdi
	pxor	%xmm2, %xmm2
	movq	%rdi, %rax
	andl	$1, %edi
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L5531
.L5917:
	cmpl	$0, 2292(%rsp)
	jne	.L5946
	movq	16(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L5947
	movq	2192(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L5494
	leaq	7968(%rsp), %rbx
	movq	8(%rsp), %r8
	movq	%rbp, %rsi
	movl	$2048, %r9d
	movl	$1, %ecx
	leaq	.LC381(%rip), %rdx
	movq	%rbx, %rdi
	call	numbers_open
	testl	%eax, %eax
	jne	.L5499
	movl	$8192, %edi
	movl	$1024, %r13d
	call	malloc@PLT
	movq	32(%rsp), %r14
	movq	%rax, %r12
	leaq	6368(%rsp), %rax
	movq	%rax, 48(%rsp)
	testq	%r12, %r12
	jne	.L5500
	jmp	.L5948
.L5503:
	movq	6368(%rsp), %rax
	movq	%rax, (%r12,%r14,8)
	addq	$1, %r14
.L5500:
	movq	8(%rsp), %rdx
	movq	48(%rsp), %rsi
	movl	$2048, %ecx
	movq	%rbx, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L5949
	cmpq	$200000000, %r14
	je	.L5950
	cmpq	%r14, %r13
	jne	.L5503
	movq	%r13, %rsi
	movq	%r12, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L5504
	addq	%r13, %r13
	movq	%rax, %r12
	jmp	.L5503
.L5489:
	movl	$9765625, %eax
	salq	$9, %rax
	movq	%rax, 2120(%rsp)
	jmp	.L5490
.L5950:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC785(%rip), %rdx
	call	snprintf@PLT
.L5501:
	movq	%rbx, %rdi
	call	numbers_close
	movq	%r12, %rdi
	call	free@PLT
.L5499:
	movq	8(%rsp), %rdi
	call	usage_error
	jmp	.L5467
.L5949:
	movq	%r14, 32(%rsp)
	testl	%eax, %eax
	js	.L5501
	movq	%rbx, %rdi
	call	numbers_close
	movq	32(%rsp), %r13
.L5507:
	movq	40(%rsp), %rcx
	movq	16(%rsp), %rdi
	movq	%rbp, %r8
	movq	%r13, %rdx
	movq	2216(%rsp), %r9
	movq	%r12, %rsi
	call	run_correct
	movq	%r12, %rdi
	movl	%eax, (%rsp)
	call	free@PLT
	movl	(%rsp), %eax
	jmp	.L5467
.L5948:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC784(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5501
.L5504:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	8016(%rsp), %r8
	leaq	.LC855(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5501
.L5494:
	movq	2200(%rsp), %rax
	xorl	%r14d, %r14d
	movq	%r14, 1264(%rsp)
	movq	%rax, %rdi
	movq	%rax, (%rsp)
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L5951
	movq	(%rsp), %rcx
	leaq	.LC433(%rip), %rdx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	leaq	7968(%rsp), %rbx
	movl	$256, %esi
	movl	$2, %r14d
	movq	%rbx, %rdi
	leaq	1264(%rsp), %rbp
	call	snprintf@PLT
	leaq	3536(%rsp), %rax
	movq	%rbx, 32(%rsp)
	movq	%r12, %rbx
	movq	%rax, 24(%rsp)
.L5519:
	movq	32(%rsp), %r15
	movq	(%rsp), %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	leaq	.LC433(%rip), %rdx
	xorl	%r13d, %r13d
	movq	%r15, %rdi
	call	snprintf@PLT
	movq	%rbp, %rdx
	leaq	.LC789(%rip), %rsi
	movq	%r15, %rdi
	call	strtok_r@PLT
	movq	%rax, %r12
.L5508:
	testq	%r12, %r12
	je	.L5952
	movl	$42, %esi
	movq	%r12, %rdi
	call	strchr@PLT
	movq	$1, 3536(%rsp)
	testq	%rax, %rax
	je	.L5509
	movb	$0, (%rax)
	leaq	1(%rax), %r15
	movq	24(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r15, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L5953
.L5509:
	leaq	6368(%rsp), %r15
	leaq	2448(%rsp), %rdx
	movl	$1, %esi
	movq	%r12, %rdi
	movl	$160, %r8d
	movq	%r15, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L5511
	movq	3536(%rsp), %rax
	movq	2448(%rsp), %rdx
	addq	%r13, %rax
	jmp	.L5512
.L5514:
	testq	%rbx, %rbx
	je	.L5513
	movq	%rdx, (%rbx,%r13,8)
.L5513:
	addq	$1, %r13
.L5512:
	cmpq	%rax, %r13
	jne	.L5514
	movq	%rbp, %rdx
	leaq	.LC789(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r12
	jmp	.L5508
.L5511:
	movq	%rbx, %r12
	movq	%r15, %rcx
	leaq	.LC13(%rip), %r8
	leaq	.LC791(%rip), %rdx
.L5873:
	movq	8(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %rdi
	call	free@PLT
	jmp	.L5499
.L5952:
	subl	$1, %r14d
	jne	.L5954
	movq	%rbx, %r12
	leaq	.LC667(%rip), %rbp
	testq	%rbx, %rbx
	jne	.L5507
	jmp	.L5499
.L5951:
	movq	8(%rsp), %rdi
	leaq	.LC786(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC787(%rip), %rcx
	leaq	.LC788(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5499
.L5953:
	movq	%rbx, %r12
	leaq	.LC337(%rip), %r8
	movq	%r15, %rcx
	leaq	.LC790(%rip), %rdx
	jmp	.L5873
.L5954:
	testq	%r13, %r13
	je	.L5518
	leaq	0(,%r13,8), %rdi
	call	malloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L5518
	movl	$1, %r14d
	jmp	.L5519
.L5947:
	leaq	.LC783(%rip), %rdi
	call	usage_error
	jmp	.L5467
.L5936:
	cmpq	$1, 1936(%rsp)
	leaq	.LC670(%rip), %rcx
	jne	.L5582
	movl	1848(%rsp), %eax
	orl	1928(%rsp), %eax
	orl	1784(%rsp), %eax
	jne	.L5582
	cmpq	$0, 1816(%rsp)
	leaq	.LC671(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L5582
.L5933:
	movq	8(%rsp), %rax
	movsd	5808(%rax,%r15,8), %xmm1
	movq	264(%rbx), %rax
	divsd	.LC71(%rip), %xmm1
	testq	%rax, %rax
	js	.L5605
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5606:
	movq	%r14, %rdi
	movl	$2, %eax
	divsd	.LC71(%rip), %xmm0
	call	printf@PLT
	jmp	.L5604
.L5934:
	leaq	.LC843(%rip), %rdi
	call	puts@PLT
.L5599:
	xorl	%ebx, %ebx
	leaq	PCT_NAME(%rip), %r13
	leaq	SET_NAME(%rip), %r15
	movq	%rbx, %rbp
.L5612:
	cmpq	11632(%rsp), %rbp
	jnb	.L5955
	movq	8(%rsp), %rax
	imulq	$36, %rbp, %r14
	movq	%r12, %rsi
	xorl	%ebx, %ebx
	leaq	.LC844(%rip), %rdi
	movq	24(%rax,%rbp,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, (%rsp)
	movq	%rbp, %rcx
	movq	%r14, %rax
	movq	%rbx, %rbp
.L5608:
	movslq	%ebp, %rbx
	movq	(%r15,%rbp,8), %r14
	movq	%rax, 16(%rsp)
	leaq	SWEEP_COL(%rip), %r12
	imulq	$10, %rbx, %rbx
	movq	%r14, %rsi
	movq	%rbp, %r14
	movq	%rcx, %rbp
	addq	%rax, %rbx
.L5609:
	movslq	(%r12), %rax
	leaq	.LC845(%rip), %rdi
	movq	%rsi, 40(%rsp)
	addq	$4, %r12
	leaq	20(%rax,%rbx), %rdx
	movq	11624(%rsp,%rdx,8), %rcx
	movq	0(%r13,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	12+SWEEP_COL(%rip), %rax
	movq	40(%rsp), %rsi
	cmpq	%r12, %rax
	jne	.L5609
	movq	%rbp, %rcx
	movq	%r14, %rbp
	movq	16(%rsp), %rax
	addq	$1, %rbp
	cmpq	$3, %rbp
	jne	.L5608
	movq	8(%rsp), %rax
	movq	%rcx, %rbp
	movq	(%rsp), %r12
	leaq	.LC601(%rip), %rsi
	leaq	.LC846(%rip), %rdi
	cmpq	$0, 4768(%rax,%rcx,8)
	leaq	.LC600(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %rbp
	call	printf@PLT
	jmp	.L5612
.L5605:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5606
.L5955:
	movq	8(%rsp), %r15
	movq	32(%rsp), %r14
	leaq	.LC847(%rip), %r13
	leaq	.LC848(%rip), %rbp
	movq	%r15, %rbx
	jmp	.L5614
.L5957:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
.L5616:
	divsd	%xmm3, %xmm1
	movq	8(%rsp), %rax
	movq	%r12, %rsi
	movq	%r13, %rdi
	movsd	4920(%rbx), %xmm0
	movq	4912(%rbx), %rcx
	movq	24(%rax,%r14,8), %rdx
	movl	$3, %eax
	call	printf@PLT
	cmpl	$0, 17556(%rsp)
	jne	.L5956
.L5617:
	movl	$10, %edi
	addq	$1, %r14
	addq	$56, %rbx
	addq	$288, %r15
	call	putchar@PLT
.L5614:
	cmpl	$0, 17552(%rsp)
	movq	11632(%rsp), %rcx
	je	.L5618
	cmpq	%rcx, %r14
	jnb	.L5618
	movsd	4952(%rbx), %xmm2
	movq	304(%r15), %rdi
	movq	312(%r15), %rsi
	movsd	%xmm2, (%rsp)
	call	__floatuntidf@PLT
	movq	240(%r15), %rax
	movsd	(%rsp), %xmm2
	movapd	%xmm0, %xmm1
	testq	%rax, %rax
	jns	.L5957
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm3, %xmm3
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L5616
.L5932:
	leaq	.LC838(%rip), %rdx
	leaq	.LC839(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC840(%rip), %rdi
	call	printf@PLT
	jmp	.L5600
.L5956:
	movq	8(%rsp), %rax
	movq	264(%r15), %rsi
	movq	%rbp, %rdi
	movsd	5808(%rax,%r14,8), %xmm0
	movl	$1, %eax
	call	printf@PLT
	jmp	.L5617
.L5931:
	leaq	.LC169(%rip), %rbp
	movq	%r12, %rdi
	movq	%rbp, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5595
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	movl	$744, %ecx
	movq	%rbp, %rsi
	rep stosq
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%al
	addq	$1, %rbx
	movzbl	%al, %eax
	movl	%eax, 11616(%rsp)
	jmp	.L5642
.L5595:
	movq	(%rsp), %rdi
	leaq	.LC13(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC832(%rip), %rcx
	leaq	.LC833(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5618:
	movq	16520(%rsp), %rdx
	xorl	%eax, %eax
	movq	16512(%rsp), %rsi
	leaq	.LC849(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 24(%rsp)
	je	.L5620
	leaq	11776(%rsp), %rdx
	leaq	11640(%rsp), %rdi
	movl	11616(%rsp), %eax
	movq	%rdx, %xmm7
	movq	11632(%rsp), %rdx
	movq	%rdi, %xmm0
	punpcklqdq	%xmm7, %xmm0
	movl	%eax, 7968(%rsp)
	movq	%rdx, 7992(%rsp)
	xorl	%edx, %edx
	cmpl	$0, 17556(%rsp)
	movups	%xmm0, 7976(%rsp)
	je	.L5621
	leaq	17424(%rsp), %rdx
.L5621:
	testl	%eax, %eax
	leaq	.LC674(%rip), %rsi
	leaq	.LC673(%rip), %rax
	movq	24(%rsp), %rdi
	cmovne	%rax, %rsi
	movq	%rdx, 8000(%rsp)
	leaq	7968(%rsp), %rcx
	leaq	sweep_writer(%rip), %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L5958
.L5620:
	xorl	%eax, %eax
	cmpq	$0, 16520(%rsp)
	setne	%al
	jmp	.L5467
.L5958:
	movl	$1, %eax
	jmp	.L5467
.L5920:
	movq	(%rsp), %rdi
	leaq	.LC13(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC813(%rip), %rcx
	leaq	.LC814(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5584:
	movq	24(%rsp), %rax
	movq	%rax, 1920(%rsp)
	testq	%rax, %rax
	je	.L5585
	xorl	%edx, %edx
	divq	1776(%rsp)
	movq	1936(%rsp), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpl	$1, %r13d
	je	.L5586
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L5585
	leaq	.LC668(%rip), %rcx
.L5587:
	movq	(%rsp), %rdi
	leaq	.LC822(%rip), %r8
	leaq	.LC823(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5572:
	movq	(%rsp), %rdi
	movq	%rsi, %rcx
	leaq	.LC810(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC811(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5637:
	movq	8016(%rsp), %r8
	movq	56(%rsp), %rcx
	leaq	.LC807(%rip), %rdx
	jmp	.L5878
.L5565:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L5637
	movq	%rdi, 2432(%rsp)
	movl	$1024, %r15d
	jmp	.L5564
.L5939:
	movq	(%rsp), %rdi
	movq	%rsi, %rcx
	leaq	.LC808(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC809(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5586:
	leaq	.LC672(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L5585
	jmp	.L5587
.L5913:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC759(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L5522
.L5912:
	cmpq	$0, 2128(%rsp)
	jne	.L5465
.L5647:
	cmpl	$0, 2136(%rsp)
	je	.L5465
.L5464:
	cmpl	$0, 2144(%rsp)
	je	.L5465
.L5463:
	movq	(%rsp), %rdi
	leaq	.LC13(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC756(%rip), %rcx
	leaq	.LC757(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5911:
	movq	(%rsp), %rdi
	leaq	.LC13(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC752(%rip), %rcx
	leaq	.LC753(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5456:
	movq	2216(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L5458
	movl	2144(%rsp), %eax
	cmpl	$3, %eax
	je	.L5959
	cmpq	$0, 2128(%rsp)
	jne	.L5461
	cmpl	$0, 2136(%rsp)
	je	.L5462
.L5461:
	testl	%eax, %eax
	je	.L5462
	jmp	.L5463
.L5959:
	movq	(%rsp), %rdi
	leaq	.LC13(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC754(%rip), %rcx
	leaq	.LC755(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5458:
	cmpq	$0, 2128(%rsp)
	jne	.L5464
	jmp	.L5647
.L5839:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	11616(%rsp), %xmm2
	movsd	9568(%rsp), %xmm1
	leaq	.LC681(%rip), %rdi
	movsd	7968(%rsp), %xmm0
	call	printf@PLT
	jmp	.L5332
.L5895:
	leaq	9568(%rsp), %rdi
	leaq	.LC328(%rip), %r8
	movq	%rbp, %rcx
	xorl	%eax, %eax
	leaq	.LC743(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, (%rsp)
	call	snprintf@PLT
	jmp	.L5522
.L5481:
	leaq	.LC773(%rip), %r8
	leaq	.LC774(%rip), %rcx
	jmp	.L5872
.L5478:
	leaq	.LC771(%rip), %r8
	leaq	.LC772(%rip), %rcx
	jmp	.L5872
.L5915:
	leaq	.LC769(%rip), %r8
	leaq	.LC770(%rip), %rcx
	jmp	.L5872
.L5488:
	movl	$1, %edx
	movq	%rax, 2120(%rsp)
	salq	$60, %rdx
	cmpq	%rax, %rdx
	jnb	.L5490
	movq	(%rsp), %rdi
	leaq	.LC779(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC780(%rip), %rcx
	leaq	.LC781(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5916:
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rdi
	leaq	7968(%rsp), %rsi
	call	service_moments
	movsd	.LC2(%rip), %xmm1
	movsd	7968(%rsp), %xmm0
	movapd	%xmm1, %xmm2
	subsd	2096(%rsp), %xmm2
	divsd	%xmm2, %xmm6
	mulsd	%xmm6, %xmm0
	divsd	.LC30(%rip), %xmm0
	comisd	%xmm1, %xmm0
	jb	.L5484
	movq	(%rsp), %rdi
	leaq	.LC13(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC777(%rip), %rcx
	leaq	.LC778(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5522
.L5946:
	leaq	.LC782(%rip), %rdi
	call	usage_error
	jmp	.L5467
.L5518:
	movq	(%rsp), %rcx
	movq	8(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC792(%rip), %r8
	leaq	.LC793(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5499
	.cfi_endproc
.LFE399:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB400:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE400:
	.size	main, .-main
	.section	.rodata
	.align 32
	.type	A.0, @object
	.size	A.0, 65
A.0:
	.string	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	.section	.rodata.str1.1
.LC856:
	.string	"closed (from actual send)"
.LC857:
	.string	"open (from intended send)"
.LC858:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC856
	.quad	.LC857
	.quad	.LC858
	.section	.rodata.str1.1
.LC859:
	.string	"closed.values"
.LC860:
	.string	"open.values"
.LC861:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC859
	.quad	.LC860
	.quad	.LC861
	.section	.rodata.str1.1
.LC862:
	.string	"closed.hgrm"
.LC863:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC862
	.quad	.LC863
	.quad	.LC490
	.section	.rodata
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
	.align 8
	.type	by_kind.7, @object
	.size	by_kind.7, 12
by_kind.7:
	.long	1
	.long	2
	.long	3
	.section	.rodata.str1.1
.LC864:
	.string	"0%"
.LC865:
	.string	"90%"
.LC866:
	.string	"99%"
.LC867:
	.string	"99.9%"
.LC868:
	.string	"99.99%"
.LC869:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.8, @object
	.size	XTICK.8, 48
XTICK.8:
	.quad	.LC864
	.quad	.LC865
	.quad	.LC866
	.quad	.LC867
	.quad	.LC868
	.quad	.LC869
	.align 16
	.type	NAMES.9, @object
	.size	NAMES.9, 16
NAMES.9:
	.quad	.LC481
	.quad	.LC183
	.align 16
	.type	names.10, @object
	.size	names.10, 16
names.10:
	.quad	.LC481
	.quad	.LC183
	.section	.rodata.str1.1
.LC870:
	.string	"us"
.LC871:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.11, @object
	.size	U.11, 96
U.11:
	.quad	.LC205
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC732
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC870
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC871
	.quad	1
	.long	0
	.zero	4
	.align 32
	.type	units.12, @object
	.size	units.12, 64
units.12:
	.quad	.LC871
	.quad	1
	.quad	.LC870
	.quad	1000
	.quad	.LC732
	.quad	1000000
	.quad	.LC205
	.quad	1000000000
	.section	.rodata
	.align 32
	.type	STREAMS.13, @object
	.size	STREAMS.13, 32
STREAMS.13:
	.quad	6000292609090864433
	.quad	6000292609090864434
	.quad	6004495999144771920
	.quad	6004495999145100622
	.align 32
	.type	TOP.14, @object
	.size	TOP.14, 32
TOP.14:
	.quad	2000
	.quad	50
	.quad	300000
	.quad	70000
	.align 32
	.type	E.15, @object
	.size	E.15, 48
E.15:
	.quad	1
	.quad	7
	.quad	100
	.quad	1000
	.quad	4096
	.quad	65537
	.align 32
	.type	starts.16, @object
	.size	starts.16, 80
starts.16:
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
	.local	fixed.17
	.comm	fixed.17,160000,32
	.local	raw.18
	.comm	raw.18,80008,32
	.align 8
	.type	SWEEP_COL, @object
	.size	SWEEP_COL, 12
SWEEP_COL:
	.long	0
	.long	2
	.long	3
	.section	.rodata.str1.1
.LC872:
	.string	"open_closed_p99"
.LC873:
	.string	"open_closed_p999"
.LC874:
	.string	"open_closed_slow"
.LC875:
	.string	"closed_max_p99"
.LC876:
	.string	"corrected_closed_p99"
.LC877:
	.string	"open_corrected_p99"
.LC878:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC872
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC873
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC874
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC875
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC876
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC877
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC878
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC879:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC880:
	.string	"service time of one request (100us)"
	.align 8
.LC881:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC882:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC883:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC884:
	.string	"start of the first stall (500ms)"
	.align 8
.LC885:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC886:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC887:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC888:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC889:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC890:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC891:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC892:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC893:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.section	.rodata.str1.1
.LC894:
	.string	"fixed|exp|bimodal|lognormal"
	.section	.rodata.str1.8
	.align 8
.LC895:
	.string	"service times: each\n--service, or drawn with --service as the mean (bimodal: see below)"
	.align 8
.LC896:
	.string	"lognormal: the coefficient of variation"
	.section	.rodata.str1.1
.LC897:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC898:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.align 8
.LC899:
	.string	"bimodal: the slow requests' service time"
	.section	.rodata.str1.1
.LC900:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC901:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC902:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC903:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC904:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC905:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC906:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC907:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC908:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC909:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC910:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC911:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.align 8
.LC912:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC913:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC914:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC915:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.align 8
.LC916:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.align 8
.LC917:
	.string	"time between its pauses, 0 for one pause (1s)"
	.align 8
.LC918:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC919:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC920:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.align 8
.LC921:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC922:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC923:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.align 8
.LC924:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC925:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.section	.rodata.str1.1
.LC926:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC927:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC928:
	.string	"users: the time between a reply and the next request (0)"
	.section	.rodata.str1.1
.LC929:
	.string	"--population --sessions"
	.section	.rodata.str1.8
	.align 8
.LC930:
	.string	"users: each think --think, or exponential (fixed)"
	.align 8
.LC931:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC932:
	.string	"the slow line (1ms)"
.LC933:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC934:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC935:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC936:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC937:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC938:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.section	.rodata.str1.1
.LC939:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC940:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC941:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC942:
	.ascii	"defaul"
	.string	"t, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20, light-load"
	.align 8
.LC943:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC944:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC945:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC946:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC947:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC948:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC949:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC950:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC951:
	.string	"with --export: PREFIX.hlog's interval, whole ms from 1ms\nto 1h (1s)"
	.align 8
.LC952:
	.string	"with --export: each .hlog interval's counts as RESULT\nhlog and hlog-count lines"
	.align 8
.LC953:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC954:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC955:
	.string	"run the unit checks and exit"
.LC956:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 2592
OPTIONS:
	.quad	.LC4
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC880
	.quad	0
	.long	29
	.zero	4
	.quad	.LC271
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC881
	.quad	0
	.long	21
	.zero	4
	.quad	.LC274
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC882
	.quad	0
	.long	29
	.zero	4
	.quad	.LC276
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC883
	.quad	0
	.long	29
	.zero	4
	.quad	.LC278
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC884
	.quad	0
	.long	29
	.zero	4
	.quad	.LC309
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC885
	.quad	0
	.long	29
	.zero	4
	.quad	.LC312
	.long	0
	.zero	4
	.quad	.LC886
	.quad	.LC887
	.quad	0
	.long	29
	.zero	4
	.quad	.LC359
	.long	0
	.zero	4
	.quad	.LC888
	.quad	.LC889
	.quad	0
	.long	29
	.zero	4
	.quad	.LC330
	.long	0
	.zero	4
	.quad	.LC890
	.quad	.LC891
	.quad	0
	.long	29
	.zero	4
	.quad	.LC333
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC893
	.quad	0
	.long	29
	.zero	4
	.quad	.LC352
	.long	0
	.zero	4
	.quad	.LC894
	.quad	.LC895
	.quad	0
	.long	29
	.zero	4
	.quad	.LC322
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC896
	.quad	0
	.long	29
	.zero	4
	.quad	.LC323
	.long	0
	.zero	4
	.quad	.LC897
	.quad	.LC898
	.quad	0
	.long	29
	.zero	4
	.quad	.LC319
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC899
	.quad	0
	.long	29
	.zero	4
	.quad	.LC354
	.long	0
	.zero	4
	.quad	.LC900
	.quad	.LC901
	.quad	0
	.long	29
	.zero	4
	.quad	.LC356
	.long	0
	.zero	4
	.quad	.LC902
	.quad	.LC903
	.quad	0
	.long	29
	.zero	4
	.quad	.LC243
	.long	0
	.zero	4
	.quad	.LC904
	.quad	.LC905
	.quad	0
	.long	29
	.zero	4
	.quad	.LC362
	.long	0
	.zero	4
	.quad	.LC906
	.quad	.LC907
	.quad	0
	.long	29
	.zero	4
	.quad	.LC336
	.long	0
	.zero	4
	.quad	.LC908
	.quad	.LC909
	.quad	0
	.long	29
	.zero	4
	.quad	.LC315
	.long	0
	.zero	4
	.quad	.LC910
	.quad	.LC911
	.quad	0
	.long	23
	.zero	4
	.quad	.LC282
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC912
	.quad	0
	.long	1
	.zero	4
	.quad	.LC293
	.long	0
	.zero	4
	.quad	.LC913
	.quad	.LC914
	.quad	0
	.long	1
	.zero	4
	.quad	.LC290
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC915
	.quad	.LC293
	.long	1
	.zero	4
	.quad	.LC285
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC916
	.quad	0
	.long	1
	.zero	4
	.quad	.LC291
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC917
	.quad	.LC285
	.long	1
	.zero	4
	.quad	.LC292
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC918
	.quad	.LC285
	.long	1
	.zero	4
	.quad	.LC368
	.long	0
	.zero	4
	.quad	.LC919
	.quad	.LC920
	.quad	0
	.long	1
	.zero	4
	.quad	.LC306
	.long	0
	.zero	4
	.quad	.LC913
	.quad	.LC921
	.quad	0
	.long	1
	.zero	4
	.quad	.LC376
	.long	0
	.zero	4
	.quad	.LC922
	.quad	.LC923
	.quad	.LC306
	.long	1
	.zero	4
	.quad	.LC297
	.long	0
	.zero	4
	.quad	.LC886
	.quad	.LC924
	.quad	0
	.long	29
	.zero	4
	.quad	.LC300
	.long	0
	.zero	4
	.quad	.LC890
	.quad	.LC925
	.quad	0
	.long	29
	.zero	4
	.quad	.LC303
	.long	0
	.zero	4
	.quad	.LC926
	.quad	.LC927
	.quad	.LC300
	.long	29
	.zero	4
	.quad	.LC288
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC928
	.quad	.LC929
	.long	29
	.zero	4
	.quad	.LC373
	.long	0
	.zero	4
	.quad	.LC902
	.quad	.LC930
	.quad	.LC929
	.long	29
	.zero	4
	.quad	.LC518
	.long	1
	.zero	4
	.quad	0
	.quad	.LC931
	.quad	0
	.long	29
	.zero	4
	.quad	.LC280
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC932
	.quad	0
	.long	27
	.zero	4
	.quad	.LC339
	.long	0
	.zero	4
	.quad	.LC933
	.quad	.LC934
	.quad	0
	.long	31
	.zero	4
	.quad	.LC327
	.long	0
	.zero	4
	.quad	.LC886
	.quad	.LC935
	.quad	0
	.long	17
	.zero	4
	.quad	.LC344
	.long	0
	.zero	4
	.quad	.LC936
	.quad	.LC937
	.quad	0
	.long	17
	.zero	4
	.quad	.LC324
	.long	0
	.zero	4
	.quad	.LC886
	.quad	.LC938
	.quad	0
	.long	17
	.zero	4
	.quad	.LC513
	.long	1
	.zero	4
	.quad	0
	.quad	.LC939
	.quad	0
	.long	29
	.zero	4
	.quad	.LC516
	.long	1
	.zero	4
	.quad	0
	.quad	.LC940
	.quad	0
	.long	17
	.zero	4
	.quad	.LC745
	.long	0
	.zero	4
	.quad	.LC941
	.quad	.LC942
	.quad	0
	.long	31
	.zero	4
	.quad	.LC381
	.long	0
	.zero	4
	.quad	.LC904
	.quad	.LC943
	.quad	0
	.long	2
	.zero	4
	.quad	.LC382
	.long	0
	.zero	4
	.quad	.LC944
	.quad	.LC945
	.quad	0
	.long	2
	.zero	4
	.quad	.LC390
	.long	0
	.zero	4
	.quad	.LC946
	.quad	.LC947
	.quad	0
	.long	29
	.zero	4
	.quad	.LC383
	.long	0
	.zero	4
	.quad	.LC948
	.quad	.LC949
	.quad	0
	.long	31
	.zero	4
	.quad	.LC514
	.long	1
	.zero	4
	.quad	0
	.quad	.LC950
	.quad	.LC383
	.long	29
	.zero	4
	.quad	.LC386
	.long	0
	.zero	4
	.quad	.LC879
	.quad	.LC951
	.quad	.LC383
	.long	29
	.zero	4
	.quad	.LC515
	.long	1
	.zero	4
	.quad	0
	.quad	.LC952
	.quad	.LC383
	.long	29
	.zero	4
	.quad	.LC517
	.long	1
	.zero	4
	.quad	0
	.quad	.LC953
	.quad	0
	.long	29
	.zero	4
	.quad	.LC679
	.long	2
	.zero	4
	.quad	0
	.quad	.LC954
	.quad	0
	.long	31
	.zero	4
	.quad	.LC682
	.long	2
	.zero	4
	.quad	0
	.quad	.LC955
	.quad	0
	.long	31
	.zero	4
	.quad	.LC3
	.long	2
	.zero	4
	.quad	0
	.quad	.LC956
	.quad	0
	.long	31
	.zero	4
	.section	.rodata.str1.1
.LC957:
	.string	"feed-10ms-stall"
.LC958:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC959:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC960:
	.string	"one-2s-stall"
.LC961:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC962:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC963:
	.string	"hundred-requests"
.LC964:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC965:
	.string	"--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC966:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC967:
	.string	"--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC968:
	.string	"mm1-half"
.LC969:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC970:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC971:
	.string	"mm1-90"
.LC972:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC973:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC974:
	.string	"mm1-99"
.LC975:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC976:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.section	.rodata.str1.1
.LC977:
	.string	"bimodal"
	.section	.rodata.str1.8
	.align 8
.LC978:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC979:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC980:
	.string	"gc-pauses"
.LC981:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC982:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.align 8
.LC983:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC984:
	.string	"--timeout 50ms"
.LC985:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC986:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC987:
	.string	"--queue-limit 10"
.LC988:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC989:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC990:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC991:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC992:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC993:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC994:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC995:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC996:
	.string	"--max-in-flight 10"
.LC997:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC998:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC999:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.align 8
.LC1000:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC1001:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC1002:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC1003:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC1004:
	.string	"--population 10 --think 900us"
.LC1005:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC1006:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC1007:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC1008:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC1009:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC1010:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.rodata.str1.1
.LC1011:
	.string	"light-load"
	.section	.rodata.str1.8
	.align 8
.LC1012:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC1013:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 504
SCENARIOS:
	.quad	.LC677
	.quad	.LC678
	.quad	.LC13
	.quad	.LC957
	.quad	.LC958
	.quad	.LC959
	.quad	.LC960
	.quad	.LC961
	.quad	.LC962
	.quad	.LC963
	.quad	.LC964
	.quad	.LC965
	.quad	.LC966
	.quad	.LC964
	.quad	.LC967
	.quad	.LC968
	.quad	.LC969
	.quad	.LC970
	.quad	.LC971
	.quad	.LC972
	.quad	.LC973
	.quad	.LC974
	.quad	.LC975
	.quad	.LC976
	.quad	.LC977
	.quad	.LC978
	.quad	.LC979
	.quad	.LC980
	.quad	.LC981
	.quad	.LC982
	.quad	.LC447
	.quad	.LC983
	.quad	.LC984
	.quad	.LC985
	.quad	.LC986
	.quad	.LC987
	.quad	.LC988
	.quad	.LC989
	.quad	.LC990
	.quad	.LC991
	.quad	.LC992
	.quad	.LC993
	.quad	.LC994
	.quad	.LC995
	.quad	.LC996
	.quad	.LC997
	.quad	.LC998
	.quad	.LC999
	.quad	.LC539
	.quad	.LC1000
	.quad	.LC1001
	.quad	.LC1002
	.quad	.LC1003
	.quad	.LC1004
	.quad	.LC1005
	.quad	.LC1006
	.quad	.LC1007
	.quad	.LC1008
	.quad	.LC1009
	.quad	.LC1010
	.quad	.LC1011
	.quad	.LC1012
	.quad	.LC1013
	.section	.rodata.str1.1
.LC1014:
	.string	"#6fa8dc"
.LC1015:
	.string	"#93c47d"
.LC1016:
	.string	"#e69138"
.LC1017:
	.string	"#b45f06"
.LC1018:
	.string	"#8e44ad"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_COLOUR, @object
	.size	METHOD_COLOUR, 72
METHOD_COLOUR:
	.quad	.LC505
	.quad	.LC531
	.quad	.LC1014
	.quad	.LC530
	.quad	.LC1015
	.quad	.LC1016
	.quad	.LC1017
	.quad	.LC534
	.quad	.LC1018
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC531
	.quad	.LC534
	.quad	.LC530
	.section	.rodata.str1.1
.LC1019:
	.string	"none"
.LC1020:
	.string	"hdr-configured"
.LC1021:
	.string	"hdr-schedule"
.LC1022:
	.string	"hdr-mean"
.LC1023:
	.string	"hdr-median"
.LC1024:
	.string	"hdr-min"
.LC1025:
	.string	"hdr-max"
.LC1026:
	.string	"wrk"
.LC1027:
	.string	"double"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_NAME, @object
	.size	METHOD_NAME, 72
METHOD_NAME:
	.quad	.LC1019
	.quad	.LC1020
	.quad	.LC1021
	.quad	.LC1022
	.quad	.LC1023
	.quad	.LC1024
	.quad	.LC1025
	.quad	.LC1026
	.quad	.LC1027
	.section	.rodata.str1.1
.LC1028:
	.string	"completed"
.LC1029:
	.string	"censored"
.LC1030:
	.string	"ok"
.LC1031:
	.string	"all"
.LC1032:
	.string	"actual"
.LC1033:
	.string	"lag"
	.section	.data.rel.ro.local
	.align 32
	.type	OSET_NAME, @object
	.size	OSET_NAME, 56
OSET_NAME:
	.quad	.LC1028
	.quad	.LC1029
	.quad	.LC1030
	.quad	.LC1031
	.quad	.LC448
	.quad	.LC1032
	.quad	.LC1033
	.align 32
	.type	REFERENCE_WALK, @object
	.size	REFERENCE_WALK, 56
REFERENCE_WALK:
	.quad	ref_walker_start
	.quad	walker_hand
	.quad	ref_walker_run
	.quad	ref_walker_end
	.quad	ref_walker_totals
	.quad	ref_mean_interval
	.long	0
	.zero	4
	.align 32
	.type	GENERAL_WALK, @object
	.size	GENERAL_WALK, 56
GENERAL_WALK:
	.quad	general_start
	.quad	walker_hand
	.quad	general_run
	.quad	general_end
	.quad	general_totals
	.quad	mean_interval
	.long	1
	.zero	4
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC116
	.quad	.LC118
	.quad	.LC183
	.section	.rodata.str1.1
.LC1034:
	.string	"p90"
.LC1035:
	.string	"p99.99"
.LC1036:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC185
	.quad	.LC1034
	.quad	.LC188
	.quad	.LC189
	.quad	.LC1035
	.quad	.LC1036
	.set	XTICK.4,PCT_LABEL
	.section	.rodata.str1.1
.LC1037:
	.string	"p999"
.LC1038:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC185
	.quad	.LC1034
	.quad	.LC188
	.quad	.LC1037
	.quad	.LC1038
	.quad	.LC1036
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
	.align 32
	.type	SAMPLES_NAME, @object
	.size	SAMPLES_NAME, 32
SAMPLES_NAME:
	.quad	.LC345
	.quad	.LC346
	.quad	.LC348
	.quad	.LC349
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC340
	.quad	.LC341
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC363
	.quad	.LC364
	.quad	.LC365
	.section	.rodata.str1.1
.LC1039:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	SERVICE_DIST_NAME, @object
	.size	SERVICE_DIST_NAME, 32
SERVICE_DIST_NAME:
	.quad	.LC357
	.quad	.LC358
	.quad	.LC977
	.quad	.LC1039
	.section	.rodata.str1.1
.LC1040:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC357
	.quad	.LC355
	.quad	.LC1040
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC0:
	.long	0
	.long	1017118720
	.align 8
.LC2:
	.long	0
	.long	1072693248
	.align 8
.LC30:
	.long	0
	.long	1104006501
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC32:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC33:
	.long	0
	.long	1090021888
	.align 8
.LC34:
	.long	0
	.long	1071644672
	.align 8
.LC35:
	.long	0
	.long	1077870592
	.align 8
.LC36:
	.long	0
	.long	1067450368
	.align 8
.LC37:
	.long	-1577058304
	.long	1114446484
	.align 8
.LC43:
	.long	0
	.long	1081589760
	.align 8
.LC44:
	.long	0
	.long	1081794560
	.align 8
.LC45:
	.long	0
	.long	1082535936
	.align 8
.LC46:
	.long	0
	.long	1079246848
	.section	.rodata.cst16
	.align 16
.LC60:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC61:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC62:
	.quad	7308901430183358312
	.quad	32199620762627616
	.set	.LC63,.LC412+8
	.section	.rodata.cst8
	.align 8
.LC64:
	.long	0
	.long	1127219200
	.section	.rodata.cst16
	.align 16
.LC65:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC66:
	.long	0
	.long	1076101120
	.align 8
.LC67:
	.long	0
	.long	1073217536
	.align 8
.LC68:
	.long	0
	.long	1074528256
	.align 8
.LC69:
	.long	0
	.long	1075707904
	.set	.LC70,.LC65
	.set	.LC71,.LC496+8
	.align 8
.LC72:
	.long	0
	.long	1074790400
	.align 8
.LC77:
	.long	0
	.long	1079574528
	.align 8
.LC78:
	.long	-17155601
	.long	1072049730
	.align 8
.LC79:
	.long	0
	.long	1073741824
	.align 8
.LC87:
	.long	0
	.long	1138753536
	.align 8
.LC91:
	.long	0
	.long	-1067909120
	.align 8
.LC92:
	.long	-2127697391
	.long	1030854553
	.align 8
.LC93:
	.long	0
	.long	1081671680
	.align 8
.LC244:
	.long	858993459
	.long	1075917619
	.align 8
.LC245:
	.long	0
	.long	1125122048
	.align 8
.LC246:
	.long	0
	.long	1075838976
	.align 8
.LC247:
	.long	0
	.long	1137704960
	.align 8
.LC257:
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	3
	.section	.rodata.cst2,"aM",@progbits,2
	.align 2
.LC258:
	.byte	120
	.byte	1
	.section	.rodata.cst8
	.align 8
.LC262:
	.long	0
	.long	-1073741824
	.align 8
.LC263:
	.long	1413754136
	.long	1075388923
	.align 8
.LC397:
	.long	0
	.long	1101206224
	.align 8
.LC398:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC412:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC413:
	.long	0
	.long	1093567616
	.align 8
.LC414:
	.long	-858993459
	.long	1072745676
	.align 8
.LC420:
	.long	0
	.long	1081524224
	.set	.LC425,.LC427+8
	.set	.LC426,.LC427
	.section	.rodata.cst16
	.align 16
.LC427:
	.long	0
	.long	-1073217536
	.long	0
	.long	1074266112
	.align 16
.LC496:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.section	.rodata.cst8
	.align 8
.LC567:
	.long	-1717986918
	.long	1069128089
	.align 8
.LC584:
	.long	1202590848
	.long	1065646817
	.align 8
.LC585:
	.long	2061584302
	.long	1072672276
	.align 8
.LC586:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC587:
	.long	-400107883
	.long	1041313291
	.align 8
.LC597:
	.long	-1145744107
	.long	1074949041
	.section	.rodata.cst16
	.align 16
.LC675:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC676:
	.quad	1
	.quad	200000
	.align 16
.LC697:
	.quad	1000
	.quad	1000
	.align 16
.LC713:
	.quad	1000
	.quad	5000
	.section	.rodata.cst8
	.align 8
.LC723:
	.long	0
	.long	1091070464
	.align 8
.LC796:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
