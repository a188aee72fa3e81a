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
.LFB258:
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
.LFE258:
	.size	cmp_vc, .-cmp_vc
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC3:
	.string	"n"
.LC4:
	.string	"set"
.LC5:
	.string	"%-*s %9s"
.LC6:
	.string	" %11s"
.LC7:
	.string	"slow %"
.LC8:
	.string	"slow"
.LC9:
	.string	" %8s %8s"
	.text
	.p2align 4
	.type	print_header_w, @function
print_header_w:
.LFB251:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movl	%edi, %esi
	leaq	.LC3(%rip), %rcx
	xorl	%eax, %eax
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	leaq	.LC4(%rip), %rdx
	leaq	.LC5(%rip), %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	leaq	PCT_LABEL(%rip), %rbx
	leaq	.LC6(%rip), %rbp
	leaq	48(%rbx), %r12
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L157:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L157
	popq	%rbx
	.cfi_def_cfa_offset 24
	leaq	.LC7(%rip), %rdx
	popq	%rbp
	.cfi_def_cfa_offset 16
	xorl	%eax, %eax
	leaq	.LC8(%rip), %rsi
	leaq	.LC9(%rip), %rdi
	popq	%r12
	.cfi_def_cfa_offset 8
	jmp	printf@PLT
	.cfi_endproc
.LFE251:
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
.L161:
	movq	(%rbx), %rdi
	addq	$112, %rbx
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, -112(%rbx)
	movups	%xmm0, -152(%rbx)
	cmpq	%rbp, %rbx
	jne	.L161
	movl	(%r12), %eax
	testl	%eax, %eax
	jne	.L165
.L162:
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
.L165:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	free@PLT
	movq	(%r14), %rdi
	call	free@PLT
	jmp	.L162
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
.L173:
	movq	(%rbx), %rdi
	addq	$8, %rbx
	call	free@PLT
	movq	40(%rbx), %rdi
	call	free@PLT
	cmpq	%rbp, %rbx
	jne	.L173
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
.LFB275:
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
.LFE275:
	.size	stall_window_free, .-stall_window_free
	.section	.rodata.str1.1
.LC10:
	.string	" (negative)"
.LC11:
	.string	""
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC12:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC13:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC14:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC15:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC16:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC17:
	.string	"a digit must follow the point"
.LC18:
	.string	"'%s' is not a time: %s"
.LC19:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC20:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC21:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC22:
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
	ja	.L179
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L180
	.p2align 4,,10
	.p2align 3
.L189:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L185
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L185
.L180:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L189
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L217
.L190:
	movq	$0, 24(%rsp)
	leaq	units.10(%rip), %r12
.L195:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L194
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L194:
	addq	$16, %r12
	leaq	64+units.10(%rip), %rax
	cmpq	%r12, %rax
	jne	.L195
	testb	%bpl, %bpl
	je	.L196
	cmpq	$0, 24(%rsp)
	je	.L218
	movq	24(%rsp), %rax
.L216:
	imulq	%rax, %r14
.L199:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L219
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L185
.L200:
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
.L185:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %r8
	leaq	.LC16(%rip), %rdx
	call	snprintf@PLT
.L182:
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
.L196:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L205
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L200
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L216
	leaq	.LC13(%rip), %r8
.L197:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %rdx
	call	snprintf@PLT
	jmp	.L182
	.p2align 4,,10
	.p2align 3
.L217:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L220
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L192:
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
	ja	.L221
	cmpq	%rsi, %rax
	jne	.L192
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC20(%rip), %rdx
	call	snprintf@PLT
	jmp	.L182
.L205:
	movq	$1, 24(%rsp)
	jmp	.L199
.L221:
	movq	%rsi, %rcx
	jmp	.L190
.L179:
	cmpb	$45, %al
	leaq	.LC11(%rip), %r8
	movq	%rdi, %rcx
	movq	16(%rsp), %rsi
	leaq	.LC10(%rip), %rax
	movq	8(%rsp), %rdi
	leaq	.LC14(%rip), %rdx
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L182
.L218:
	leaq	.LC12(%rip), %r8
	jmp	.L197
.L219:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC21(%rip), %r8
	leaq	.LC22(%rip), %rdx
	call	snprintf@PLT
	jmp	.L182
.L220:
	leaq	.LC17(%rip), %r8
	jmp	.L197
	.cfi_endproc
.LFE21:
	.size	parse_time, .-parse_time
	.section	.rodata.str1.1
.LC23:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB281:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L227
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	leaq	.LC23(%rip), %r13
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
.L224:
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
	jb	.L224
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
.L227:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE281:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC24:
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
	jmp	.L231
	.p2align 4,,10
	.p2align 3
.L233:
	cmpq	%r9, %r10
	je	.L242
.L236:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L232
.L231:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L233
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L233
	cmpq	%rsi, %r8
	jne	.L234
	jmp	.L232
	.p2align 4,,10
	.p2align 3
.L235:
	cmpq	%rsi, %r8
	je	.L232
.L234:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L235
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L236
.L242:
	movq	%rsi, %rax
	ret
.L232:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC24(%rip), %rsi
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
	je	.L244
	movq	16(%rbx), %rax
.L245:
	movq	%r13, (%rdi,%rdx,8)
	movq	8(%rbx), %rdx
	movq	24(%rbx), %rcx
	movq	%r15, (%rdx,%rcx,8)
	movq	24(%rbx), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 24(%rbx)
	movq	%r12, (%rax,%rdx,8)
	xorl	%eax, %eax
.L243:
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
.L244:
	.cfi_restore_state
	leaq	(%rdx,%rdx), %rbp
	movl	$64, %eax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	leaq	0(,%rbp,8), %r14
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L248
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L248
	movq	%rax, 8(%rbx)
	movq	16(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L248
	movq	24(%rbx), %rdx
	movq	(%rbx), %rdi
	movq	%rax, 16(%rbx)
	movq	%rbp, 32(%rbx)
	jmp	.L245
.L248:
	movl	$-1, %eax
	jmp	.L243
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
	je	.L275
.L257:
	leaq	1(%rdx), %rax
	movq	%rax, 8(%rbx)
	testq	%rdx, %rdx
	je	.L262
	movq	32(%rsp), %rsi
	movq	40(%rsp), %r8
	.p2align 4,,10
	.p2align 3
.L261:
	leaq	-1(%rdx), %rax
	movq	%rdx, %rcx
	movq	%rax, %rdx
	andq	$-2, %rax
	shrq	%rdx
	addq	%rdx, %rax
	leaq	(%rdi,%rax,8), %rax
	cmpq	(%rax), %rsi
	je	.L263
	jnb	.L276
.L264:
	movdqu	(%rax), %xmm0
	leaq	(%rcx,%rcx,2), %rcx
	leaq	(%rdi,%rcx,8), %rcx
	movups	%xmm0, (%rcx)
	movq	16(%rax), %rax
	movq	%rax, 16(%rcx)
	testq	%rdx, %rdx
	jne	.L261
.L262:
	movq	48(%rsp), %rax
	movdqu	32(%rsp), %xmm1
	movq	%rax, 16(%rdi)
	xorl	%eax, %eax
	movups	%xmm1, (%rdi)
.L256:
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
.L263:
	.cfi_restore_state
	cmpq	8(%rax), %r8
	jb	.L264
.L276:
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rdi,%rax,8), %rdi
	jmp	.L262
	.p2align 4,,10
	.p2align 3
.L275:
	testq	%rdx, %rdx
	jne	.L277
	movl	$1536, %esi
	movl	$64, %ebp
.L258:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L266
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdx
	movq	%rbp, 16(%rbx)
	jmp	.L257
	.p2align 4,,10
	.p2align 3
.L277:
	leaq	(%rdx,%rdx), %rbp
	leaq	0(%rbp,%rdx), %rsi
	salq	$4, %rsi
	jmp	.L258
.L266:
	orl	$-1, %eax
	jmp	.L256
	.cfi_endproc
.LFE226:
	.size	uheap_push, .-uheap_push
	.p2align 4
	.type	table_push, @function
table_push:
.LFB255:
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
	je	.L279
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L295
.L279:
	cmpq	16(%rbx), %rsi
	je	.L281
	movq	(%rbx), %rax
.L282:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L280:
	xorl	%eax, %eax
.L278:
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
.L281:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L287
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L286
	salq	$5, %rsi
.L283:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L286
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L282
	.p2align 4,,10
	.p2align 3
.L295:
	addq	%rbp, 8(%rax)
	jmp	.L280
	.p2align 4,,10
	.p2align 3
.L287:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L283
.L286:
	movl	$-1, %eax
	jmp	.L278
	.cfi_endproc
.LFE255:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB256:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L306
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
	jmp	.L299
	.p2align 4,,10
	.p2align 3
.L310:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L309
.L299:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L310
	orl	$-1, %eax
.L296:
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
.L309:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L296
.L306:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE256:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB257:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L320
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
	jmp	.L314
	.p2align 4,,10
	.p2align 3
.L316:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L323
.L314:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L316
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L316
	orl	$-1, %eax
	jmp	.L311
	.p2align 4,,10
	.p2align 3
.L323:
	xorl	%eax, %eax
.L311:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L320:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE257:
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
	je	.L327
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
	jmp	.L331
	.p2align 4,,10
	.p2align 3
.L366:
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
.L329:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L365
.L331:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L366
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
	jnb	.L367
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L329
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L329
.L367:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L329
.L327:
	xorl	%eax, %eax
.L326:
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
.L365:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L347
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
	je	.L368
.L334:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L346
	.p2align 4,,10
	.p2align 3
.L335:
	movq	-8(%r10,%r8,8), %rax
.L338:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L327
	movq	(%rsi), %r8
.L346:
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
	jnb	.L335
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
	jnb	.L369
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L337:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L339
	jmp	.L370
	.p2align 4,,10
	.p2align 3
.L342:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L371
.L339:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L342
.L364:
	movq	%rax, %rcx
.L341:
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
	jnb	.L361
	movq	%rcx, %r8
	jmp	.L337
	.p2align 4,,10
	.p2align 3
.L371:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L341
	.p2align 4,,10
	.p2align 3
.L361:
	movq	%rax, %rsi
.L336:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L345
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L344:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L344
.L345:
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
	jmp	.L338
.L370:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L364
.L368:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L334
.L369:
	movq	88(%rsp), %r8
	jmp	.L336
.L347:
	movl	$-2, %eax
	jmp	.L326
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
	je	.L384
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
.L374:
	movq	(%rax), %r12
	xorl	%r11d, %r11d
	addq	%r12, %rsi
	adcq	%r11, %rdi
	cmpq	%r12, %r14
	adcq	$0, %rdx
	addq	$8, %rax
	movq	%rdx, 56(%rcx)
	cmpq	%rax, %r13
	jne	.L374
	movq	%rsi, 64(%rcx)
	movq	%r8, %r14
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	movl	200(%r9), %eax
	movq	%rdi, 72(%rcx)
	leaq	PCT_MILLI(%rip), %r15
	testl	%eax, %eax
	je	.L387
	.p2align 4,,10
	.p2align 3
.L377:
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
	jne	.L377
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
.L387:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L377
	.p2align 4,,10
	.p2align 3
.L384:
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
	je	.L393
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
	jnb	.L396
.L393:
	xorl	%eax, %eax
	movq	%rax, 56(%rcx)
	ret
	.p2align 4,,10
	.p2align 3
.L396:
	movq	56(%rdi), %rax
	addq	$1, %rsi
	cmpq	%r8, %rax
	jnb	.L397
	xorl	%edi, %edi
	xorl	%eax, %eax
	movl	$1, %edx
.L394:
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
.L397:
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
	jmp	.L394
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
	je	.L420
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
.L401:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L400
	addq	%rbp, 56(%rbx)
.L400:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L401
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L408
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L399
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L423
.L404:
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
.L407:
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
	jnb	.L405
	.p2align 4,,10
	.p2align 3
.L406:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L406
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L405:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L407
.L399:
	xorl	%eax, %eax
.L398:
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
.L423:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L404
.L420:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L408:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L398
	.cfi_endproc
.LFE102:
	.size	lattice_summarise, .-lattice_summarise
	.section	.rodata.str1.1
.LC25:
	.string	"M/G/1"
.LC26:
	.string	"M/M/1"
.LC27:
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
	je	.L425
.L433:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L425:
	cmpq	$0, 48(%rdi)
	jne	.L433
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
	divsd	.LC28(%rip), %xmm2
	mulsd	%xmm2, %xmm4
	movsd	%xmm0, 32(%r8)
	comisd	%xmm1, %xmm4
	movapd	%xmm4, %xmm5
	unpcklpd	%xmm2, %xmm5
	movups	%xmm5, 8(%r8)
	jnb	.L424
	movl	8(%rdi), %edx
	leaq	.LC26(%rip), %rax
	cmpl	$1, %edx
	je	.L428
	testl	%edx, %edx
	leaq	.LC27(%rip), %rax
	leaq	.LC25(%rip), %rcx
	cmovne	%rcx, %rax
.L428:
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
.L424:
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE193:
	.size	theory_of, .-theory_of
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB259:
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
	je	.L444
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L437:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L440
	jmp	.L443
	.p2align 4,,10
	.p2align 3
.L469:
	testb	%sil, %sil
	je	.L443
.L440:
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
	jb	.L469
.L443:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L442
	testb	%sil, %sil
	jne	.L437
.L442:
	testl	%eax, %eax
	je	.L444
.L439:
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
.L444:
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
	jne	.L445
	jmp	.L439
	.p2align 4,,10
	.p2align 3
.L470:
	cmpq	%rbp, %r12
	jnb	.L439
.L445:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L470
	jmp	.L439
	.cfi_endproc
.LFE259:
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
	js	.L472
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L473:
	movq	.LC30(%rip), %xmm1
	xorpd	%xmm1, %xmm0
	divsd	.LC31(%rip), %xmm0
	call	log1p@PLT
	movq	.LC30(%rip), %xmm1
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
.L472:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L473
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
.L479:
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
	je	.L476
	xorl	%edx, %edx
	divq	%rbx
	movq	%rax, 32(%r15)
	movq	%rdx, 40(%r15)
.L476:
	testq	%r13, %r13
	je	.L478
	movq	8(%rsp), %rdi
	call	malloc@PLT
	movq	%rax, 96(%r15)
	testq	%rax, %rax
	je	.L485
	movq	(%rsp), %rsi
	addq	%rsi, %rax
	movq	%rax, 104(%r15)
.L478:
	addq	$8, %r14
	addq	$112, %r15
	cmpq	%r14, %r12
	jne	.L479
	testq	%r13, %r13
	movq	40(%rsp), %rsi
	setne	%dl
	xorl	%eax, %eax
	cmpq	$0, 112(%rsp)
	sete	%al
	andl	%edx, %eax
	movl	%eax, (%rsi)
	testq	%r13, %r13
	je	.L480
	cmpq	$0, 112(%rsp)
	je	.L481
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
	jne	.L484
.L482:
	movq	24(%rsp), %rsi
	cmpq	$0, (%rsi)
	sete	%r12b
	testq	%rax, %rax
	sete	%al
	orl	%eax, %r12d
	movzbl	%r12b, %r12d
	negl	%r12d
	movl	%r12d, 20(%rsp)
	jmp	.L475
	.p2align 4,,10
	.p2align 3
.L480:
	movq	24(%rsp), %rax
	movq	$0, (%rax)
	movq	32(%rsp), %rax
	movq	$0, (%rax)
.L475:
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
.L481:
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
	je	.L482
.L484:
	movl	$-1, 20(%rsp)
	jmp	.L475
.L485:
	movl	$-1, 20(%rsp)
	jmp	.L478
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
	jne	.L500
	cmpq	$0, 520(%rbx)
	je	.L500
	cmpq	$1, 528(%rbx)
	sbbl	%eax, %eax
.L497:
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
.L500:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L497
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
	jne	.L505
	cmpq	$0, 384(%rbx)
	je	.L505
	cmpq	$1, 376(%rbx)
	sbbl	%eax, %eax
.L502:
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
.L505:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L502
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
	je	.L508
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L509:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L509
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L514:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L514
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L511
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L533
.L530:
	pxor	%xmm0, %xmm0
.L516:
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
.L508:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L511:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC32(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L530
.L533:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L531
	sqrtsd	%xmm0, %xmm0
.L520:
	divsd	%xmm2, %xmm0
	jmp	.L516
.L531:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L520
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
	js	.L535
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rax, %xmm6
.L536:
	movsd	256(%rdi), %xmm3
	movsd	.LC33(%rip), %xmm5
	movq	%rdi, %rax
	leaq	256(%rdi), %rcx
	movsd	.LC34(%rip), %xmm4
	pxor	%xmm1, %xmm1
	divsd	%xmm6, %xmm3
	movsd	%xmm3, 0(%rbp)
	jmp	.L540
	.p2align 4,,10
	.p2align 3
.L554:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L539:
	movsd	(%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm3, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm5, %xmm0
	mulsd	%xmm4, %xmm0
.L537:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	%rax, %rcx
	je	.L553
.L540:
	movq	272(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L537
	jns	.L554
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L539
	.p2align 4,,10
	.p2align 3
.L553:
	pxor	%xmm0, %xmm0
	ucomisd	%xmm1, %xmm0
	ja	.L551
	movapd	%xmm1, %xmm0
	sqrtsd	%xmm0, %xmm0
.L543:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 8(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L544
	movsd	264(%rdi), %xmm0
	mulsd	%xmm3, %xmm3
	divsd	%xmm6, %xmm0
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm6
	divsd	%xmm1, %xmm6
.L544:
	movsd	%xmm6, 16(%rbp)
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L535:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm6, %xmm6
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm6
	addsd	%xmm6, %xmm6
	jmp	.L536
.L551:
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
	jmp	.L543
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
	je	.L589
	movq	%rsi, %r13
	leaq	0(,%rbp,8), %r15
	movq	%rdx, %rbx
	xorl	%esi, %esi
	movq	%r14, %r12
	movq	%r10, %rdx
	leaq	(%r10,%r15), %rdi
	movq	$-1, %r9
.L559:
	movq	(%rdx), %rax
	cmpq	%rax, %r9
	cmova	%rax, %r9
	cmpq	%rax, %rsi
	cmovb	%rax, %rsi
	addq	$8, %rdx
	cmpq	%rdx, %rdi
	jne	.L559
	cmpq	$1, %rbp
	je	.L561
	movq	%rsi, %rax
	subq	%r9, %rax
	je	.L561
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
.L566:
	movl	$257, %ecx
	movq	%r10, %rdi
	xorl	%eax, %eax
	movq	%r11, %rsi
	rep stosq
	leaq	(%r15,%r11), %rdi
	movl	%r8d, %ecx
	.p2align 4,,10
	.p2align 3
.L562:
	movq	(%rsi), %rax
	addq	$8, %rsi
	subq	%r9, %rax
	shrq	%cl, %rax
	movzbl	%al, %eax
	addq	$1, 56(%rsp,%rax,8)
	cmpq	%rsi, %rdi
	jne	.L562
	movq	16(%rsp), %rax
	movq	24(%rsp), %rsi
	movl	%ecx, %r8d
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L563:
	addq	(%rax), %rcx
	addq	$8, %rax
	movq	%rcx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L563
	movq	%r15, 8(%rsp)
	movl	%r8d, %ecx
	xorl	%esi, %esi
	movq	%rdx, %r8
	.p2align 4,,10
	.p2align 3
.L564:
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
	jne	.L564
	movq	%r8, %rdx
	movl	%ecx, %r8d
	movq	8(%rsp), %r15
	addl	$8, %r8d
	cmpl	$64, %r8d
	je	.L565
	movq	%r14, %rdi
	movl	%r8d, %ecx
	movq	%r11, %rsi
	movq	%r12, %rax
	shrq	%cl, %rdi
	movq	%r13, %r11
	movq	%rbx, %r12
	testq	%rdi, %rdi
	je	.L565
	movq	%rax, %rbx
	movq	%rsi, %r13
	jmp	.L566
.L565:
	movq	40(%rsp), %r10
	movq	32(%rsp), %rcx
	movq	%rdx, %r14
	cmpq	%r13, %r10
	je	.L561
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
.L561:
	xorl	%eax, %eax
	xorl	%edx, %edx
	jmp	.L569
.L567:
	movq	(%r10,%rsi), %r8
	addq	$1, %rax
	addq	$1, %rdx
	movq	%r8, (%r10,%rdi)
	movq	(%r14,%rsi), %rsi
	movq	%rsi, (%r14,%rdi)
	cmpq	%rax, %rbp
	je	.L557
.L569:
	leaq	0(,%rax,8), %rsi
	xorl	%edi, %edi
	testq	%rdx, %rdx
	je	.L567
	leaq	0(,%rdx,8), %r8
	movq	%r8, %rdi
.L568:
	movq	(%r10,%rsi), %rbx
	leaq	-8(%r8), %r9
	cmpq	%rbx, -8(%r10,%r8)
	jne	.L567
	addq	$1, %rax
	movq	(%r14,%rsi), %rsi
	addq	%rsi, (%r14,%r9)
	cmpq	%rbp, %rax
	je	.L557
	movq	%r8, %rdi
	leaq	0(,%rax,8), %rsi
	jmp	.L568
.L589:
	xorl	%edx, %edx
.L557:
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
	je	.L593
	movq	%rdi, %rbx
	movl	76(%rdi), %edi
	testl	%edi, %edi
	jne	.L593
	movq	%rsi, %r12
	cmpq	%rsi, %rbp
	jnb	.L593
	movl	72(%rbx), %edi
	movq	%rdx, %r13
	testl	%edi, %edi
	je	.L608
.L594:
	leaq	(%rax,%rax), %rcx
.L596:
	testq	%rcx, %rcx
	je	.L593
	xorl	%eax, %eax
	jmp	.L602
	.p2align 4,,10
	.p2align 3
.L610:
	movq	96(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L609
.L599:
	addq	$1, %rax
	addq	%rdx, %rbp
	cmpq	%rax, %rcx
	je	.L593
.L602:
	leaq	0(,%rax,8), %r8
	testl	%edi, %edi
	jne	.L610
	movq	104(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jb	.L599
.L609:
	testl	%edi, %edi
	je	.L600
	addq	(%rbx), %rax
.L601:
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
.L593:
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
.L608:
	.cfi_restore_state
	movq	%rbx, %rdi
	movq	%r8, %rdx
	movq	%rcx, %rsi
	call	guess_sort
	movl	72(%rbx), %edi
	testl	%edi, %edi
	jne	.L611
	movq	56(%rbx), %rcx
	jmp	.L596
	.p2align 4,,10
	.p2align 3
.L600:
	movq	96(%rbx), %rax
	movq	(%rax,%r8), %rax
	jmp	.L601
.L611:
	movq	64(%rbx), %rax
	jmp	.L594
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
	je	.L612
	leaq	0(,%rbp,8), %rdx
	movq	%r12, %rsi
	movq	%rax, %rdi
	call	memcpy@PLT
	movl	$8, %edx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
.L612:
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
	ja	.L625
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
	jne	.L621
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L621
	cmpq	%r14, %rax
	jb	.L621
	cmpq	%rax, %r12
	jb	.L621
	movq	%rax, 0(%r13)
.L618:
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
.L621:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L618
	.p2align 4,,10
	.p2align 3
.L625:
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
.LFB288:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L635
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
	jne	.L629
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L629
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L629
	comisd	.LC35(%rip), %xmm0
	ja	.L629
	movsd	%xmm0, (%r12)
.L626:
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
.L629:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L626
	.p2align 4,,10
	.p2align 3
.L635:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE288:
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
	je	.L637
	call	fclose@PLT
.L637:
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
.LC36:
	.string	"%.*s.%s.tmp.%ld"
.LC37:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB262:
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
	je	.L644
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L643:
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
	leaq	.LC36(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbp, %rdi
	popq	%rdx
	.cfi_def_cfa_offset 48
	leaq	.LC37(%rip), %rsi
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
.L644:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L643
	.cfi_endproc
.LFE262:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.1
.LC38:
	.string	" stroke-dasharray=\"5 4\""
.LC39:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC40:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC45:
	.string	"%s%.1f,%.1f"
.LC46:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB270:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC40(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC38(%rip), %rcx
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
	leaq	.LC11(%rip), %rax
	cmove	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	testq	%rbp, %rbp
	je	.L648
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L650:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC39(%rip), %rax
	leaq	.LC11(%rip), %rdx
	movsd	.LC42(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC45(%rip), %rsi
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
	mulsd	.LC41(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC43(%rip), %xmm0
	addsd	.LC44(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L650
.L648:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC46(%rip), %rdi
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
.LFE270:
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
	xorpd	.LC30(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC28(%rip), %xmm0
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
.LC47:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC48:
	.string	"r"
.LC49:
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
	jne	.L661
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L666
.L661:
	leaq	.LC48(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L667
	xorl	%eax, %eax
.L660:
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
.L666:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC47(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L662:
	orl	$-1, %eax
	jmp	.L660
.L667:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rax, %r9
	leaq	.LC49(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L662
	.cfi_endproc
.LFE47:
	.size	numbers_open, .-numbers_open
	.section	.rodata.str1.8
	.align 8
.LC50:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC51:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC52:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC53:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC54:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC55:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC56:
	.string	"%s %.40s: line %lu"
.LC57:
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
	js	.L688
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L673
	jmp	.L675
	.p2align 4,,10
	.p2align 3
.L676:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L675
.L673:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L676
	cmpb	$13, %sil
	je	.L676
	cmpq	$64, %rcx
	jg	.L689
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L690
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L691
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L682
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L692
.L682:
	movq	%rcx, 56(%r13)
	jmp	.L680
	.p2align 4,,10
	.p2align 3
.L689:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC52(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L674:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC56(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC57(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L671:
	movl	$-1, %eax
.L668:
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
.L688:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L693
	cmpq	$0, 48(%r13)
	jne	.L668
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC51(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L671
	.p2align 4,,10
	.p2align 3
.L690:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L694
.L680:
	movl	$1, %eax
	jmp	.L668
	.p2align 4,,10
	.p2align 3
.L675:
	movdqa	.LC58(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC59(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC60(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L674
	.p2align 4,,10
	.p2align 3
.L694:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC53(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L674
.L691:
	movq	8(%r13), %rcx
	leaq	.LC54(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L674
.L693:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC50(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L671
.L692:
	leaq	160(%rsp), %r12
	leaq	.LC55(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L674
	.cfi_endproc
.LFE49:
	.size	numbers_next, .-numbers_next
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB266:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC61(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC68(%rip), %xmm2
	movsd	.LC62(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L696
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
.L696:
	movq	.LC64(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC65(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L695
	movsd	.LC66(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L704
	addsd	%xmm0, %xmm0
.L695:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L704:
	.cfi_restore_state
	movsd	.LC67(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L705
	mulsd	.LC61(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L705:
	.cfi_restore_state
	mulsd	.LC64(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE266:
	.size	nice_step, .-nice_step
	.section	.rodata.str1.8
	.align 8
.LC71:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC72:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC73:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.align 8
.LC74:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes, @function
svg_axes:
.LFB268:
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
	divsd	.LC69(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L708
	movapd	%xmm3, %xmm0
	leaq	.LC71(%rip), %rbp
	jmp	.L711
	.p2align 4,,10
	.p2align 3
.L715:
	movsd	16(%r14), %xmm0
.L711:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%rbp, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbx, %rdi
	movl	$4, %eax
	movsd	.LC42(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC41(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC70(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%r14), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L715
.L708:
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
	leaq	.LC72(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbx, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC73(%rip), %rsi
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
	leaq	.LC74(%rip), %rsi
	popq	%r12
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE268:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB260:
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
	je	.L717
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L718:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L718
	testq	%rcx, %rcx
	je	.L732
	testq	%rbx, %rbx
	je	.L732
	testq	%rcx, %rcx
	js	.L719
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L720:
	movsd	.LC75(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L730
	.p2align 4,,10
	.p2align 3
.L753:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L726
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC75(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L751
	movq	%r9, %rsi
	movq	%rax, %rbx
.L726:
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
	divsd	.LC76(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC77(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC75(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L752
.L730:
	testl	%eax, %eax
	je	.L721
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L721:
	testq	%r14, %r14
	js	.L723
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L724:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L753
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L730
.L752:
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
.L717:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L716:
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
.L723:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L724
	.p2align 4,,10
	.p2align 3
.L719:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L720
.L732:
	xorl	%esi, %esi
	jmp	.L717
.L751:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L716
	.cfi_endproc
.LFE260:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC78:
	.string	"1/(1-Percentile)"
.LC79:
	.string	"TotalCount"
.LC80:
	.string	"Percentile"
.LC81:
	.string	"Value"
.LC82:
	.string	"%12s %14s %10s %14s\n\n"
.LC83:
	.string	"%12.5f %2.12f %10lu %14.2f\n"
.LC84:
	.string	"%12.5f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC86:
	.string	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
	.align 8
.LC87:
	.string	"#[Max     = %12.5f, Total count    = %12lu]\n"
	.align 8
.LC88:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB280:
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
	je	.L788
	leaq	.LC78(%rip), %r9
	leaq	.LC79(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC80(%rip), %rcx
	leaq	.LC81(%rip), %rdx
	leaq	.LC82(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L804
	movsd	.LC69(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC84(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L764
	.p2align 4,,10
	.p2align 3
.L805:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC2(%rip), %xmm2
	movsd	.LC2(%rip), %xmm5
	leaq	.LC83(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L765
.L764:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC75(%rip), %xmm1
	testq	%rax, %rax
	js	.L759
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L760:
	movsd	.LC75(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L805
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L764
.L765:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L806
.L757:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L770
	.p2align 4,,10
	.p2align 3
.L808:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L768
.L809:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L769:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L807
.L770:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L808
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
	jns	.L809
.L768:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L769
	.p2align 4,,10
	.p2align 3
.L759:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L760
	.p2align 4,,10
	.p2align 3
.L807:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L777
	.p2align 4,,10
	.p2align 3
.L811:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L775
.L812:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L776:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L810
.L777:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L811
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
	jns	.L812
.L775:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L776
	.p2align 4,,10
	.p2align 3
.L810:
	movsd	.LC85(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L778
	cvttsd2siq	%xmm4, %r14
.L772:
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
	jbe	.L789
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L781:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L780
	cmpl	$63, %ebp
	jle	.L781
.L780:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L802
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L785:
	movsd	8(%rsp), %xmm4
	leaq	.LC86(%rip), %rsi
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
	js	.L786
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L787:
	movq	%r14, %rdx
	leaq	.LC87(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC88(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L754:
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
.L778:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L772
	.p2align 4,,10
	.p2align 3
.L786:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L787
	.p2align 4,,10
	.p2align 3
.L789:
	movl	$1, %ebp
	jmp	.L780
	.p2align 4,,10
	.p2align 3
.L804:
	movsd	.LC69(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L757
	.p2align 4,,10
	.p2align 3
.L806:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L772
.L788:
	movl	$-1, %eax
	jmp	.L754
.L802:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L785
	.cfi_endproc
.LFE280:
	.size	hgrm_writer, .-hgrm_writer
	.section	.rodata.str1.8
	.align 8
.LC92:
	.string	"RESULT theory queue=M/M/1/K rho=%.4f k=%lu rejected_pct=%.4f measured_pct=%.4f err_pct=%.3f tolerance_pct=%.3f ok=%d\n"
	.align 8
.LC93:
	.string	"theory: M/M/1/K at rho %.3f, %lu waiting at most, rejects %.3f %% of arrivals; the open loop saw %.3f %% (%+.2f %%, tolerance %.2f %%: four standard errors of %d batch means)\n"
	.align 8
.LC94:
	.string	"warning: the rejected share is outside its tolerance"
	.text
	.p2align 4
	.type	print_mm1k, @function
print_mm1k:
.LFB327:
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
	je	.L813
	cmpq	$0, 224(%rdi)
	jne	.L813
	cmpq	$0, 256(%rdi)
	jne	.L813
	cmpl	$0, 280(%rdi)
	jne	.L813
	cmpq	$0, 288(%rdi)
	jne	.L813
	cmpl	$1, 72(%rdi)
	jne	.L813
	cmpl	$1, 8(%rdi)
	jne	.L813
	cmpq	$0, 48(%rdi)
	jne	.L813
	movl	%edx, %ebp
	testq	%rbx, %rbx
	js	.L817
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L818:
	movsd	.LC2(%rip), %xmm2
	movq	(%rdi), %rax
	movsd	88(%rdi), %xmm3
	divsd	.LC28(%rip), %xmm3
	addsd	%xmm2, %xmm1
	testq	%rax, %rax
	js	.L819
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L820:
	mulsd	%xmm0, %xmm3
	movsd	%xmm3, (%rsp)
	subsd	%xmm2, %xmm3
	movapd	%xmm3, %xmm0
	movsd	.LC90(%rip), %xmm3
	andpd	.LC63(%rip), %xmm0
	comisd	%xmm0, %xmm3
	jbe	.L850
	addsd	%xmm2, %xmm1
	movapd	%xmm1, %xmm0
	movapd	%xmm2, %xmm1
	divsd	%xmm0, %xmm1
.L823:
	movq	1192(%rsi), %rax
	testq	%rax, %rax
	je	.L813
	movq	1224(%rsi), %rdx
	testq	%rdx, %rdx
	js	.L824
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L825:
	testq	%rax, %rax
	js	.L826
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L827:
	leaq	1248(%rsi), %rax
	movsd	.LC33(%rip), %xmm6
	pxor	%xmm3, %xmm3
	movsd	.LC34(%rip), %xmm5
	addq	$1504, %rsi
	divsd	%xmm0, %xmm2
	jmp	.L833
	.p2align 4,,10
	.p2align 3
.L855:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
	testq	%rdx, %rdx
	js	.L831
.L856:
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rdx, %xmm4
.L832:
	divsd	%xmm4, %xmm0
	subsd	%xmm2, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm6, %xmm0
	mulsd	%xmm5, %xmm0
.L828:
	addq	$8, %rax
	addsd	%xmm0, %xmm3
	cmpq	%rax, %rsi
	je	.L854
.L833:
	movq	(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L828
	movq	256(%rax), %rcx
	testq	%rcx, %rcx
	jns	.L855
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L856
.L831:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm4, %xmm4
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L832
	.p2align 4,,10
	.p2align 3
.L813:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L854:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	ja	.L857
	testl	%ebp, %ebp
	je	.L858
	movsd	.LC89(%rip), %xmm3
	movsd	.LC75(%rip), %xmm0
	pxor	%xmm4, %xmm4
.L839:
	movapd	%xmm3, %xmm5
	xorl	%edx, %edx
	movq	%rbx, %rsi
	movl	$5, %eax
	andpd	.LC63(%rip), %xmm5
	leaq	.LC92(%rip), %rdi
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
.L857:
	.cfi_restore_state
	movapd	%xmm3, %xmm0
	movsd	%xmm1, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movsd	8(%rsp), %xmm2
	movsd	16(%rsp), %xmm1
	movapd	%xmm0, %xmm4
	movsd	.LC75(%rip), %xmm0
	divsd	%xmm2, %xmm4
	movapd	%xmm2, %xmm3
	subsd	%xmm1, %xmm3
	mulsd	%xmm0, %xmm3
	divsd	%xmm1, %xmm3
	mulsd	.LC91(%rip), %xmm4
	testl	%ebp, %ebp
	jne	.L839
	mulsd	%xmm0, %xmm2
	movl	$32, %edx
	movq	%rbx, %rsi
	movl	$5, %eax
	mulsd	%xmm0, %xmm1
	movsd	(%rsp), %xmm0
	leaq	.LC93(%rip), %rdi
	movsd	%xmm4, 16(%rsp)
	movsd	%xmm3, 8(%rsp)
	call	printf@PLT
	movsd	8(%rsp), %xmm3
	movsd	16(%rsp), %xmm4
	andpd	.LC63(%rip), %xmm3
	comisd	%xmm4, %xmm3
	jbe	.L813
.L838:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	leaq	.LC94(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	jmp	puts@PLT
.L826:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L827
.L824:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L825
.L858:
	movsd	.LC75(%rip), %xmm0
	movl	$32, %edx
	pxor	%xmm4, %xmm4
	movq	%rbx, %rsi
	movsd	.LC89(%rip), %xmm3
	leaq	.LC93(%rip), %rdi
	movl	$5, %eax
	mulsd	%xmm0, %xmm2
	mulsd	%xmm0, %xmm1
	movsd	(%rsp), %xmm0
	call	printf@PLT
	jmp	.L838
.L819:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L820
.L817:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L818
.L850:
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
	jmp	.L823
	.cfi_endproc
.LFE327:
	.size	print_mm1k, .-print_mm1k
	.section	.rodata.str1.1
.LC95:
	.string	"bench: cannot write %s: %s\n"
.LC96:
	.string	"RESULT export file=%s\n"
.LC97:
	.string	"bench: writing %s failed\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB279:
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
	leaq	.LC57(%rip), %rdx
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
	je	.L866
	movq	%rax, %rbx
	movq	%r14, %rsi
	movq	%rax, %rdi
	call	*%r13
	testl	%eax, %eax
	jne	.L862
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L863
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L863
	movq	%rbp, %rsi
	leaq	.LC96(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L859:
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
.L863:
	.cfi_restore_state
	movq	%r12, %rdi
	call	remove@PLT
.L862:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC97(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L861:
	movl	$-1, %ebx
	jmp	.L859
.L866:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC95(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L861
	.cfi_endproc
.LFE279:
	.size	export_file, .-export_file
	.section	.rodata.str1.1
.LC98:
	.string	"bench: "
.LC99:
	.string	"\\n"
.LC100:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB358:
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
	leaq	.LC98(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L873
	leaq	.LC100(%rip), %rbp
	leaq	.LC99(%rip), %r12
	jmp	.L868
	.p2align 4,,10
	.p2align 3
.L869:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L874
	cmpb	$127, %al
	je	.L874
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L870:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L873
.L868:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L869
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L868
.L873:
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
.L874:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L870
	.cfi_endproc
.LFE358:
	.size	usage_error, .-usage_error
	.section	.rodata.str1.1
.LC101:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC102:
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
	je	.L880
	movq	(%rdx,%rax,8), %rax
.L879:
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
.L880:
	.cfi_restore_state
	movl	72(%rbx), %edx
	testl	%edx, %edx
	je	.L890
	cmpl	$1, %edx
	je	.L891
	leaq	16(%rsp), %rbp
	addq	$40, %rdi
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L886
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
.L890:
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
.L891:
	.cfi_restore_state
	addq	$16, %rdi
	call	poisson_next
	movsd	.LC85(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L892
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L879
	.p2align 4,,10
	.p2align 3
.L892:
	cvttsd2siq	%xmm0, %rax
	jmp	.L879
.L886:
	testl	%eax, %eax
	leaq	.LC101(%rip), %rax
	movq	stderr(%rip), %rdi
	movq	104(%rbx), %rdx
	cmovne	%rbp, %rax
	leaq	.LC102(%rip), %rsi
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
	je	.L894
.L897:
	xorl	%ebx, %ebx
	testq	%rbp, %rbp
	je	.L893
	.p2align 4,,10
	.p2align 3
.L895:
	movq	%r12, %rdi
	call	due_next
	movq	%rax, 0(%r13,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	jne	.L895
.L893:
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
.L894:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L897
	testq	%rbp, %rbp
	je	.L898
	leaq	16(%rdi), %rbx
	xorl	%r15d, %r15d
	movabsq	$-9223372036854775808, %r14
	jmp	.L901
	.p2align 4,,10
	.p2align 3
.L912:
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 0(%r13,%r15,8)
.L900:
	addq	$1, %r15
	cmpq	%r15, %rbp
	je	.L911
.L901:
	movq	%rbx, %rdi
	call	poisson_next
	comisd	.LC85(%rip), %xmm0
	jb	.L912
	subsd	.LC85(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 0(%r13,%r15,8)
	xorq	%r14, 0(%r13,%r15,8)
	jmp	.L900
.L911:
	movq	8(%r12), %rcx
.L898:
	addq	%rbp, %rcx
	movq	%rcx, 8(%r12)
	jmp	.L893
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
.LC103:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC104:
	.string	"stall lengths are drawn from a distribution"
	.align 8
.LC105:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC106:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC107:
	.string	"it covers skipping closed loops with one connection only"
	.align 8
.LC108:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC109:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC110:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap.part.0, @function
closed_form_gap.part.0:
.LFB368:
	.cfi_startproc
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L916
	movl	40(%rdi), %esi
	leaq	.LC103(%rip), %rax
	testl	%esi, %esi
	jne	.L915
	movl	44(%rdi), %edx
	leaq	.LC104(%rip), %rax
	testl	%edx, %edx
	jne	.L915
.L916:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC105(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L915
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L935
	cmpl	$1, %eax
	je	.L936
.L919:
	testq	%rcx, %rcx
	je	.L925
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC108(%rip), %rax
	testq	%rdx, %rdx
	jne	.L915
	movq	56(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L915
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC110(%rip), %rax
	testq	%rdx, %rdx
	jne	.L915
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC109(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L925:
	xorl	%eax, %eax
.L915:
	ret
	.p2align 4,,10
	.p2align 3
.L936:
	cmpq	$1, 160(%rdi)
	leaq	.LC107(%rip), %rax
	jbe	.L919
	ret
	.p2align 4,,10
	.p2align 3
.L935:
	cmpq	$1, 160(%rdi)
	leaq	.LC106(%rip), %rax
	jbe	.L919
	ret
	.cfi_endproc
.LFE368:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.section	.rodata.str1.8
	.align 8
.LC111:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC112:
	.string	"service times are drawn from a distribution"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB91:
	.cfi_startproc
	movl	72(%rdi), %edx
	testl	%edx, %edx
	jne	.L939
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L940
	jmp	closed_form_gap.part.0
	.p2align 4,,10
	.p2align 3
.L940:
	leaq	.LC112(%rip), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L939:
	leaq	.LC111(%rip), %rax
	ret
	.cfi_endproc
.LFE91:
	.size	closed_form_gap, .-closed_form_gap
	.section	.rodata.str1.8
	.align 8
.LC113:
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
	jne	.L942
	movq	8(%rdi), %rbp
	movq	(%rdi), %r10
	movq	%rbp, %rax
	subq	$0, %rax
	jne	.L969
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
.L958:
	movl	64(%rbx), %r8d
	movq	%r10, %rax
	movl	$99999, %esi
	xorl	%edi, %edi
	mulq	(%r12)
	testl	%r8d, %r8d
	jne	.L944
	movl	$50000, %esi
	xorl	%edi, %edi
.L944:
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
	je	.L945
	xorq	%rsi, %r10
	orq	%rbp, %r10
	je	.L981
	cmpq	$1, %rsi
	je	.L949
	movq	48(%rbx), %rax
	movl	$0, 24(%r15)
	xorl	%edx, %edx
	movq	%rax, (%r14)
	movq	0(%r13), %rax
	cmpq	%rsi, %rax
	jnb	.L982
	.p2align 4,,10
	.p2align 3
.L950:
	addq	$1, %rdx
	movq	%rax, %rdi
	addq	0(%r13,%rdx,8), %rax
	cmpq	%rsi, %rax
	jb	.L950
	cmpq	$16383, %rdx
	jbe	.L983
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
	je	.L951
	movq	1064(%rbx), %rcx
	movq	1072(%rbx), %r8
	movq	%r14, %rdx
	movq	8(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L984
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
.L953:
	addq	$112, 8(%rsp)
	addq	$8, %r12
	addq	$4, %r15
	addq	$8, %r14
	cmpq	%r15, 16(%rsp)
	je	.L957
	movq	(%rbx), %r10
	movq	8(%rbx), %rbp
	jmp	.L958
	.p2align 4,,10
	.p2align 3
.L942:
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L966
	.p2align 4,,10
	.p2align 3
.L960:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L985
.L966:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L960
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L961
	.p2align 4,,10
	.p2align 3
.L963:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L962
.L961:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L963
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L965
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbx)
	cmpq	%r11, %r8
	jne	.L966
.L985:
	movl	320(%rbx), %eax
	testl	%eax, %eax
	jle	.L967
	xorl	%ebp, %ebp
	jmp	.L968
	.p2align 4,,10
	.p2align 3
.L986:
	movq	376(%rbx), %r10
.L968:
	movslq	324(%rbx,%rbp,4), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %rbp
	salq	$19, %rdi
	addq	%r10, %rdi
	call	memset@PLT
	cmpl	%ebp, 320(%rbx)
	jg	.L986
.L967:
	movq	%rbx, %rdi
	call	select_windows
.L959:
	xorl	%eax, %eax
.L941:
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
.L965:
	.cfi_restore_state
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L960
	.p2align 4,,10
	.p2align 3
.L945:
	movl	$1, 24(%r15)
	movq	$0, (%r14)
	jmp	.L953
	.p2align 4,,10
	.p2align 3
.L981:
	movl	$1, 24(%r15)
	cmpq	$1, %rsi
	je	.L947
	movq	48(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L953
	.p2align 4,,10
	.p2align 3
.L983:
	movq	%rdi, 48(%r14)
	movl	$0, (%r15)
	movq	%rdx, 96(%r14)
.L951:
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L953
	.p2align 4,,10
	.p2align 3
.L949:
	movl	$1, 24(%r15)
.L947:
	movq	40(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L953
	.p2align 4,,10
	.p2align 3
.L957:
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
	jmp	.L959
	.p2align 4,,10
	.p2align 3
.L984:
	movl	$1, 24(%r15)
	movq	384(%rbx), %r13
	addl	$1, 1084(%rbx)
	jmp	.L953
.L982:
	movq	$0, 48(%r14)
	movl	$0, (%r15)
	movq	$0, 96(%r14)
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L953
.L969:
	movl	$-2, %eax
	jmp	.L941
.L962:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC113(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE137:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB377:
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
	je	.L994
.L988:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L987:
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
.L994:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L995
	movl	$512, %esi
	movl	$16, %ebp
.L989:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L996
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L988
	.p2align 4,,10
	.p2align 3
.L995:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L989
.L996:
	movl	$1, 24(%rbx)
	jmp	.L987
	.cfi_endproc
.LFE377:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.8
	.align 8
.LC114:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC115:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB314:
	.cfi_startproc
	movl	%edi, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	cmpl	$-2, %eax
	je	.L1001
	movq	%rsi, %rdx
	xorl	%eax, %eax
	leaq	.LC115(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %eax
.L997:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L1001:
	.cfi_restore_state
	movq	%rdi, %rcx
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC114(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L997
	.cfi_endproc
.LFE314:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC116:
	.string	"%.1f"
.LC117:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB392:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L1003
	testq	%rsi, %rsi
	js	.L1004
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L1006
.L1014:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L1007:
	divsd	%xmm1, %xmm0
	leaq	.LC117(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC116(%rip), %rdx
	comisd	.LC75(%rip), %xmm0
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
.L1004:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L1014
.L1006:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1007
	.p2align 4,,10
	.p2align 3
.L1003:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE392:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC118:
	.string	"a number above 0 and at most 100"
	.align 8
.LC119:
	.string	"--service-cv '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC120:
	.string	"a number above 0 and below 1"
	.section	.rodata.str1.8
	.align 8
.LC121:
	.string	"--slow-fraction '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC122:
	.string	"--service"
.LC123:
	.string	"--service %s"
.LC124:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC125:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC126:
	.string	"--interval"
.LC127:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC128:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC129:
	.string	"--stall"
.LC130:
	.string	"--stall %s"
.LC131:
	.string	"--period"
.LC132:
	.string	"--period %s"
.LC133:
	.string	"--first-stall"
.LC134:
	.string	"--first-stall %s"
.LC135:
	.string	"--slow-above"
.LC136:
	.string	"--slow-above %s"
.LC137:
	.string	"--timeout"
.LC138:
	.string	"--timeout %s"
	.section	.rodata.str1.8
	.align 8
.LC139:
	.string	"--timeout '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC140:
	.string	"--generator-pause"
.LC141:
	.string	"--generator-pause %s"
	.section	.rodata.str1.8
	.align 8
.LC142:
	.string	"--generator-pause '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC143:
	.string	"--think"
.LC144:
	.string	"--think %s"
.LC145:
	.string	"--reject-time"
.LC146:
	.string	"--generator-period"
.LC147:
	.string	"--generator-first"
.LC148:
	.string	"--queue-limit"
.LC149:
	.string	"%s %s"
	.section	.rodata.str1.8
	.align 8
.LC150:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.align 8
.LC151:
	.string	"--queue-limit '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC152:
	.string	"--population"
	.section	.rodata.str1.8
	.align 8
.LC153:
	.string	"a whole number of users from 1 to 1000"
	.align 8
.LC154:
	.string	"--population '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC155:
	.string	"--sessions"
	.section	.rodata.str1.8
	.align 8
.LC156:
	.string	"sessions a second, a number above 0 and at most 1e9"
	.align 8
.LC157:
	.string	"--sessions '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC158:
	.string	"--return-prob"
	.section	.rodata.str1.8
	.align 8
.LC159:
	.string	"a chance from 0 up to, not including, 1"
	.align 8
.LC160:
	.string	"--return-prob '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC161:
	.string	"--max-in-flight"
.LC162:
	.string	"a whole number from 1 to 1000"
	.section	.rodata.str1.8
	.align 8
.LC163:
	.string	"--max-in-flight '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC164:
	.string	"--duration"
.LC165:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC166:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC167:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC168:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.align 8
.LC169:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC170:
	.string	"--expected-interval"
.LC171:
	.string	"mean"
.LC172:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC173:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC174:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC175:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.align 8
.LC176:
	.string	"--slow-service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC177:
	.string	"--service-cv"
.LC178:
	.string	"--slow-fraction"
.LC179:
	.string	"--guess-entries"
	.section	.rodata.str1.8
	.align 8
.LC180:
	.string	"0 (no guessing) or a whole number from 2 to 1048576"
	.align 8
.LC181:
	.string	"--guess-entries '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC182:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC183:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC184:
	.string	"--reps '%s' is not valid: %s"
.LC185:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC186:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC187:
	.string	"--rate '%s' is not valid: %s"
.LC188:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC189:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC190:
	.string	"--seed '%s' is not valid: %s"
.LC191:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC192:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC193:
	.string	"--connections '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_amount.constprop.0, @function
apply_amount.constprop.0:
.LFB395:
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
	movq	%rcx, %r13
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
	movq	%rsi, %rbx
	leaq	.LC122(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1488
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1122
	leaq	.LC126(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1123
	leaq	.LC129(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1124
	leaq	.LC131(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1125
	leaq	.LC133(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1126
	leaq	.LC135(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1127
	leaq	.LC137(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1128
	leaq	.LC140(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1129
	leaq	.LC143(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1130
	leaq	.LC145(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1041
	leaq	248(%r15), %r14
	addq	$484, %r15
.L1042:
	leaq	16(%rsp), %r12
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%r12, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1131
	movq	8(%rsp), %rax
	movq	%rax, (%r14)
	movl	$1, (%r15)
	.p2align 4,,10
	.p2align 3
.L1083:
	xorl	%eax, %eax
.L1015:
	addq	$1432, %rsp
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
.L1123:
	.cfi_restore_state
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1132
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1133
	movq	%rax, 80(%r15)
	jmp	.L1083
	.p2align 4,,10
	.p2align 3
.L1122:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1134
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1135
	movq	%rax, (%r15)
	jmp	.L1083
	.p2align 4,,10
	.p2align 3
.L1135:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC125(%rip), %rdx
	call	snprintf@PLT
.L1018:
	movl	$-1, %eax
	jmp	.L1015
	.p2align 4,,10
	.p2align 3
.L1126:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1136
	movq	8(%rsp), %rax
	movq	%rax, 64(%r15)
	jmp	.L1083
	.p2align 4,,10
	.p2align 3
.L1124:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1137
	movq	8(%rsp), %rax
	movq	%rax, 48(%r15)
	jmp	.L1083
	.p2align 4,,10
	.p2align 3
.L1125:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1138
	movq	8(%rsp), %rax
	movq	%rax, 56(%r15)
	jmp	.L1083
	.p2align 4,,10
	.p2align 3
.L1134:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC123(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
	.p2align 4,,10
	.p2align 3
.L1133:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC128(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1018
	.p2align 4,,10
	.p2align 3
.L1132:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC127(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
	.p2align 4,,10
	.p2align 3
.L1136:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC134(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
	.p2align 4,,10
	.p2align 3
.L1129:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1139
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1140
	movq	%rax, 256(%r15)
	jmp	.L1083
	.p2align 4,,10
	.p2align 3
.L1137:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC130(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
	.p2align 4,,10
	.p2align 3
.L1127:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1141
	movq	8(%rsp), %rax
	movq	%rax, 192(%r15)
	jmp	.L1083
	.p2align 4,,10
	.p2align 3
.L1138:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC132(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
	.p2align 4,,10
	.p2align 3
.L1128:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1142
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1143
	movq	%rax, 224(%r15)
	jmp	.L1083
	.p2align 4,,10
	.p2align 3
.L1141:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC136(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
	.p2align 4,,10
	.p2align 3
.L1041:
	leaq	.LC146(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1043
	leaq	264(%r15), %r14
	addq	$492, %r15
	jmp	.L1042
	.p2align 4,,10
	.p2align 3
.L1130:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1144
	movq	8(%rsp), %rax
	movq	%rax, 328(%r15)
	jmp	.L1083
.L1143:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC139(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1018
.L1131:
	movq	%r12, %r8
	movq	%rbx, %rcx
	leaq	.LC149(%rip), %rdx
	movq	%r13, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1018
.L1043:
	leaq	.LC147(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1044
	leaq	272(%r15), %r14
	addq	$496, %r15
	jmp	.L1042
.L1142:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC138(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1140:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC142(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1018
.L1144:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC144(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1139:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC141(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1044:
	leaq	.LC148(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1145
	leaq	.LC152(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1146
	leaq	.LC155(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1147
	leaq	.LC158(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1055
	xorl	%ecx, %ecx
	movq	%rcx, 16(%rsp)
	call	__errno_location@PLT
	xorl	%esi, %esi
	movl	%esi, (%rax)
	movq	%rax, %rbx
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	jbe	.L1056
.L1058:
	leaq	.LC159(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC160(%rip), %rdx
.L1121:
	movl	$2048, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L1015
.L1145:
	xorl	%esi, %esi
	leaq	240(%r15), %rcx
	movl	$1000000000, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1148
	movl	$1, 232(%r15)
	jmp	.L1083
.L1146:
	leaq	304(%r15), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1083
	leaq	.LC153(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC154(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1056:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	strtod@PLT
	movq	16(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1058
	movl	(%rbx), %eax
	testl	%eax, %eax
	jne	.L1058
	cmpb	$0, (%rdx)
	jne	.L1058
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1058
	movsd	.LC2(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1058
	movl	$1, 504(%r15)
	movsd	%xmm0, 320(%r15)
	jmp	.L1015
.L1055:
	leaq	.LC161(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1149
	leaq	.LC164(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1150
	leaq	.LC167(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1151
	leaq	.LC170(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1067
	leaq	.LC171(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L1068
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1069
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1069
	movq	%rdx, 168(%r15)
.L1068:
	movl	%eax, 176(%r15)
	movl	$1, 468(%r15)
	jmp	.L1083
.L1147:
	leaq	312(%r15), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1052
	movsd	312(%r15), %xmm0
	comisd	.LC28(%rip), %xmm0
	jbe	.L1083
.L1052:
	leaq	.LC156(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC157(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1148:
	leaq	.LC150(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC151(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1149:
	leaq	288(%r15), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1083
	leaq	.LC162(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC163(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1067:
	leaq	.LC174(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1152
	leaq	.LC177(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1153
	leaq	.LC178(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1077
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1154
	movsd	16(%rsp), %xmm0
	comisd	.LC2(%rip), %xmm0
	leaq	.LC120(%rip), %r8
	leaq	.LC121(%rip), %rdx
	jb	.L1155
.L1075:
	movq	%rbp, %rcx
	jmp	.L1121
.L1151:
	movl	$1, %edx
	leaq	8(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	salq	$40, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1156
	movq	8(%rsp), %rax
	movq	%rax, 368(%r15)
	xorl	%eax, %eax
	movq	%rax, 360(%r15)
	jmp	.L1083
.L1150:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1157
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1158
	xorl	%edx, %edx
	movq	%rax, 360(%r15)
	movq	%rdx, 368(%r15)
	jmp	.L1083
.L1069:
	leaq	.LC172(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC173(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1158:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC166(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1018
.L1157:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC165(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1155:
	movl	$1, 476(%r15)
	movsd	%xmm0, 24(%r15)
	jmp	.L1083
.L1156:
	leaq	.LC168(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC169(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1154:
	leaq	.LC120(%rip), %r8
	leaq	.LC121(%rip), %rdx
	jmp	.L1075
.L1077:
	leaq	.LC179(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1159
	leaq	.LC182(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1160
	leaq	.LC185(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1161
	leaq	.LC188(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1162
	leaq	.LC191(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	jne	.L1015
	leaq	160(%r15), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1083
	leaq	.LC192(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC193(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1153:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1094
	movsd	16(%rsp), %xmm0
	comisd	.LC75(%rip), %xmm0
	ja	.L1094
	movl	$1, 472(%r15)
	movsd	%xmm0, 16(%r15)
	jmp	.L1083
.L1152:
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1072
	movabsq	$1125899906842623, %rcx
	movq	8(%rsp), %rax
	leaq	-1(%rax), %rdx
	cmpq	%rdx, %rcx
	jnb	.L1073
.L1072:
	leaq	.LC175(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC176(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1094:
	leaq	.LC118(%rip), %r8
	leaq	.LC119(%rip), %rdx
	jmp	.L1075
.L1073:
	movq	%rax, 32(%r15)
	movl	$1, 480(%r15)
	jmp	.L1083
.L1162:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	384(%r15), %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1083
	leaq	.LC189(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC190(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1161:
	leaq	376(%r15), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	je	.L1083
	leaq	.LC186(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC187(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1160:
	leaq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1163
	movq	8(%rsp), %rax
	movl	%eax, 216(%r15)
	jmp	.L1083
.L1159:
	xorl	%esi, %esi
	leaq	8(%rsp), %rcx
	movl	$1048576, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1085
	movq	8(%rsp), %rax
	cmpq	$1, %rax
	je	.L1085
	movq	%rax, 208(%r15)
	jmp	.L1083
.L1163:
	leaq	.LC183(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC184(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
.L1085:
	leaq	.LC180(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC181(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L1018
	.cfi_endproc
.LFE395:
	.size	apply_amount.constprop.0, .-apply_amount.constprop.0
	.section	.rodata.str1.1
.LC194:
	.string	"%lu.%04lu"
	.text
	.p2align 4
	.type	fmt_share.constprop.0, @function
fmt_share.constprop.0:
.LFB396:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdx, %r8
	movq	%rdi, %rbx
	xorl	%ecx, %ecx
	testq	%rdx, %rdx
	je	.L1165
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
.L1165:
	movq	%rbx, %rdi
	leaq	.LC194(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE396:
	.size	fmt_share.constprop.0, .-fmt_share.constprop.0
	.section	.rodata.str1.1
.LC195:
	.string	"%lu.%lu"
.LC196:
	.string	"%lu.%02lu"
.LC197:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB398:
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
	jnb	.L1175
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L1176
	leaq	.LC197(%rip), %rdx
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
.L1176:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC196(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1175:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC195(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE398:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC198:
	.string	"drop it or add --service-dist lognormal"
	.align 8
.LC199:
	.string	"applies to --service-dist lognormal only: "
	.section	.rodata.str1.1
.LC200:
	.string	"e.g. --service-cv 2"
	.section	.rodata.str1.8
	.align 8
.LC201:
	.string	"is needed with --service-dist lognormal: "
	.align 8
.LC202:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC203:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.section	.rodata.str1.1
.LC204:
	.string	"--service-cv %s%s"
.LC205:
	.string	"give all three, or none"
	.section	.rodata.str1.8
	.align 8
.LC206:
	.string	"go together with --service-dist bimodal: "
	.align 8
.LC207:
	.string	"--slow-fraction and --slow-service %s%s"
	.align 8
.LC208:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC209:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC210:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC211:
	.string	"--period 0 means a single stall"
	.align 8
.LC212:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC213:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC214:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC215:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC216:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC217:
	.string	"takes one connection: "
.LC218:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC219:
	.string	"add --queue-limit K or drop it"
	.align 8
.LC220:
	.string	"applies only with --queue-limit: "
	.section	.rodata.str1.1
.LC221:
	.string	"--reject-time %s%s"
	.section	.rodata.str1.8
	.align 8
.LC222:
	.string	"add --max-in-flight K or drop it"
	.align 8
.LC223:
	.string	"applies only with --max-in-flight: "
	.section	.rodata.str1.1
.LC224:
	.string	"--when-full %s%s"
	.section	.rodata.str1.8
	.align 8
.LC225:
	.string	"add --generator-pause T or drop them"
	.align 8
.LC226:
	.string	"apply only with --generator-pause: "
	.align 8
.LC227:
	.string	"--generator-period and --generator-first %s%s"
	.align 8
.LC228:
	.string	"--generator-pause %s us is not below --generator-period %s us: the sender would never send (use --generator-period 0 for one pause)"
	.section	.rodata.str1.1
.LC229:
	.string	"use catch-up"
	.section	.rodata.str1.8
	.align 8
.LC230:
	.string	"takes no --timeout or --queue-limit (a connection that gives up or is refused would send again at once): "
	.section	.rodata.str1.1
.LC231:
	.string	"add one or drop them"
	.section	.rodata.str1.8
	.align 8
.LC232:
	.string	"apply to --population or --sessions: "
	.align 8
.LC233:
	.string	"--think, --think-dist and --return-prob %s%s"
	.align 8
.LC234:
	.string	"drop --sweep, --cross-check and the faults"
	.align 8
.LC235:
	.string	"scores a benchmark run without faults, or users: "
	.section	.rodata.str1.1
.LC236:
	.string	"--scoreboard %s%s"
.LC237:
	.string	"drop --sweep or --cross-check"
.LC238:
	.string	"apply to a benchmark run: "
	.section	.rodata.str1.8
	.align 8
.LC239:
	.string	"--timeout, --queue-limit and the generator's options %s%s"
	.text
	.p2align 4
	.type	resolve_conflicts.constprop.0, @function
resolve_conflicts.constprop.0:
.LFB399:
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
	movl	472(%rdi), %edx
	cmpl	$3, %eax
	sete	%cl
	cmpl	%ecx, %edx
	jne	.L1243
	movl	476(%rdi), %r8d
	movq	%rdi, %rbx
	testl	%r8d, %r8d
	je	.L1244
	cmpl	$2, %eax
	jne	.L1182
	cmpl	$0, 480(%rdi)
	je	.L1182
.L1184:
	cmpl	$2, 152(%rbx)
	leaq	.LC208(%rip), %r8
	leaq	.LC209(%rip), %rcx
	je	.L1242
.L1186:
	cmpl	$1, 40(%rbx)
	movq	56(%rbx), %rsi
	je	.L1245
.L1187:
	testq	%rsi, %rsi
	jne	.L1188
.L1189:
	pxor	%xmm0, %xmm0
	ucomisd	376(%rbx), %xmm0
	jp	.L1212
	je	.L1191
.L1212:
	cmpl	$1, 72(%rbx)
	jne	.L1246
.L1191:
	movl	152(%rbx), %eax
	cmpl	$1, %eax
	jne	.L1193
	cmpq	$1, 160(%rbx)
	ja	.L1247
.L1193:
	movl	484(%rbx), %edi
	testl	%edi, %edi
	je	.L1194
	cmpl	$0, 232(%rbx)
	je	.L1248
.L1194:
	movl	488(%rbx), %esi
	testl	%esi, %esi
	je	.L1195
	cmpq	$0, 288(%rbx)
	je	.L1249
.L1195:
	movl	492(%rbx), %ecx
	movq	256(%rbx), %rdx
	testl	%ecx, %ecx
	jne	.L1196
	cmpl	$0, 496(%rbx)
	je	.L1197
	testq	%rdx, %rdx
	je	.L1198
	movq	$1000000000, 264(%rbx)
	movl	$1000000000, %esi
.L1199:
	testq	%rsi, %rsi
	je	.L1201
	cmpq	%rsi, %rdx
	jnb	.L1250
	.p2align 4,,10
	.p2align 3
.L1201:
	cmpl	$2, %eax
	je	.L1251
.L1202:
	cmpq	$0, 304(%rbx)
	jne	.L1204
	movsd	312(%rbx), %xmm1
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L1252
.L1204:
	movl	500(%rbx), %eax
	testl	%eax, %eax
	je	.L1206
	cmpl	$0, 352(%rbx)
	jne	.L1207
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1207
.L1177:
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
.L1244:
	.cfi_restore_state
	cmpl	$0, 480(%rdi)
	je	.L1253
.L1182:
	leaq	.LC205(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC206(%rip), %rcx
	leaq	.LC207(%rip), %rdx
	call	snprintf@PLT
.L1180:
	orl	$-1, %eax
	jmp	.L1177
.L1245:
	cmpq	$0, 48(%rbx)
	je	.L1187
	testq	%rsi, %rsi
	je	.L1254
.L1188:
	cmpq	%rsi, 48(%rbx)
	jb	.L1189
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
	leaq	.LC203(%rip), %rdx
	leaq	.LC202(%rip), %rax
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1180
.L1196:
	testq	%rdx, %rdx
	je	.L1198
	cmpl	$0, 496(%rbx)
	movq	264(%rbx), %rsi
	jne	.L1199
	testq	%rsi, %rsi
	jne	.L1255
	movq	$500000000, 272(%rbx)
	jmp	.L1201
.L1206:
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L1177
	xorl	%eax, %eax
	cmpl	$0, 352(%rbx)
	je	.L1177
	leaq	.LC237(%rip), %r8
	leaq	.LC238(%rip), %rcx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC239(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1180
.L1197:
	movq	$1000000000, 264(%rbx)
	movq	$500000000, 272(%rbx)
	testq	%rdx, %rdx
	je	.L1201
	movl	$1000000000, %esi
	jmp	.L1199
.L1251:
	cmpq	$0, 224(%rbx)
	jne	.L1203
	cmpl	$0, 232(%rbx)
	je	.L1202
.L1203:
	leaq	.LC229(%rip), %r8
	leaq	.LC230(%rip), %rcx
.L1242:
	leaq	.LC210(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1180
.L1253:
	cmpl	$2, %eax
	je	.L1182
	testl	%eax, %eax
	je	.L1186
	jmp	.L1184
.L1252:
	cmpq	$0, 328(%rbx)
	jne	.L1205
	cmpl	$0, 336(%rbx)
	jne	.L1205
	cmpl	$0, 504(%rbx)
	je	.L1204
.L1205:
	leaq	.LC231(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC232(%rip), %rcx
	leaq	.LC233(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1180
.L1250:
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
	leaq	.LC228(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1180
.L1254:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC211(%rip), %rcx
	leaq	.LC212(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1180
.L1243:
	testl	%edx, %edx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC199(%rip), %rax
	leaq	.LC201(%rip), %rcx
	cmovne	%rax, %rcx
	leaq	.LC200(%rip), %r8
	leaq	.LC198(%rip), %rax
	cmovne	%rax, %r8
	leaq	.LC204(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1180
.L1207:
	leaq	.LC234(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC235(%rip), %rcx
	leaq	.LC236(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1180
.L1246:
	leaq	.LC213(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC214(%rip), %rcx
	leaq	.LC215(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1180
.L1198:
	leaq	.LC225(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC226(%rip), %rcx
	leaq	.LC227(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1180
.L1247:
	leaq	.LC216(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC217(%rip), %rcx
	leaq	.LC218(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1180
.L1249:
	leaq	.LC222(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC223(%rip), %rcx
	leaq	.LC224(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1180
.L1248:
	leaq	.LC219(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC220(%rip), %rcx
	leaq	.LC221(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1180
.L1255:
	movq	%rsi, %rcx
	shrq	%rcx
	movq	%rcx, 272(%rbx)
	jmp	.L1199
	.cfi_endproc
.LFE399:
	.size	resolve_conflicts.constprop.0, .-resolve_conflicts.constprop.0
	.section	.rodata.str1.1
.LC240:
	.string	"mean "
.LC241:
	.string	"Poisson"
.LC242:
	.string	"periodic"
.LC243:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC244:
	.string	"server: service %s, mean %.1f us, scv %.3f"
	.align 8
.LC245:
	.string	" (%s us, or %s us for %.4g %%)"
	.section	.rodata.str1.1
.LC246:
	.string	"; "
	.section	.rodata.str1.8
	.align 8
.LC247:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC248:
	.string	"no stalls"
.LC249:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC250:
	.string	"stalls of %s us every %s us from %s us\n"
	.text
	.p2align 4
	.type	print_server, @function
print_server:
.LFB309:
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
	jne	.L1257
	movq	(%rbx), %rsi
	leaq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC243(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1258:
	cmpq	$0, 48(%rbx)
	jne	.L1271
	leaq	.LC248(%rip), %rdi
	call	puts@PLT
.L1256:
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
.L1257:
	.cfi_restore_state
	leaq	96(%rsp), %rdx
	leaq	24(%rsp), %rsi
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	96(%rsp), %xmm1
	leaq	.LC244(%rip), %rdi
	movq	(%rax,%r8,8), %rsi
	movl	$2, %eax
	movsd	24(%rsp), %xmm0
	divsd	.LC69(%rip), %xmm0
	call	printf@PLT
	cmpl	$2, 8(%rbx)
	je	.L1272
.L1259:
	leaq	.LC246(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1258
.L1271:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1273
	cmpq	$0, 56(%rbx)
	jne	.L1266
	leaq	64(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	32(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC249(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1256
.L1266:
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
	leaq	.LC250(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1256
.L1273:
	leaq	96(%rsp), %rdi
	leaq	.LC240(%rip), %r15
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	leaq	64(%rsp), %rdi
	movq	%r15, %r13
	movq	%rax, %r14
	leaq	.LC11(%rip), %rbp
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
	leaq	.LC241(%rip), %rax
	leaq	.LC242(%rip), %rsi
	cmove	%rax, %rsi
	pushq	%rax
	.cfi_def_cfa_offset 200
	leaq	.LC247(%rip), %rdi
	xorl	%eax, %eax
	pushq	%r14
	.cfi_def_cfa_offset 208
	call	printf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 200
	popq	%rcx
	.cfi_def_cfa_offset 192
	jmp	.L1256
.L1272:
	movsd	.LC75(%rip), %xmm0
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
	leaq	.LC245(%rip), %rdi
	movq	%rax, %rsi
	movl	$1, %eax
	call	printf@PLT
	jmp	.L1259
	.cfi_endproc
.LFE309:
	.size	print_server, .-print_server
	.section	.rodata.str1.1
.LC251:
	.string	"s"
.LC252:
	.string	"given"
.LC253:
	.string	":"
.LC254:
	.string	";"
	.section	.rodata.str1.8
	.align 8
.LC255:
	.string	"one schedule gap after its last send (drifting), nothing after the last due time"
	.align 8
.LC256:
	.string	"each request when due, or as soon after as it can"
	.section	.rodata.str1.1
.LC257:
	.string	"drops the request"
.LC258:
	.string	"waits for a slot"
	.section	.rodata.str1.8
	.align 8
.LC259:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.align 8
.LC260:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC261:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC262:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC263:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC264:
	.string	"\ncorrection: expected interval "
	.align 8
.LC265:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC266:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC267:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC268:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC269:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC270:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC271:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC272:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC273:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC274:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC275:
	.string	"; 1 warmup + %u reps\n"
.LC276:
	.string	"faults"
	.section	.rodata.str1.8
	.align 8
.LC277:
	.string	"%s clients give up %s us after a send"
	.align 8
.LC278:
	.string	"%s the server rejects a request that finds %lu waiting (the error reaches the client %s us after the send)"
	.align 8
.LC279:
	.string	"%s the open loop's sender sends %s"
	.align 8
.LC280:
	.string	", pauses %s us every %s us from %s us"
	.section	.rodata.str1.1
.LC281:
	.string	", pauses %s us once, at %s us"
	.section	.rodata.str1.8
	.align 8
.LC282:
	.string	", keeps at most %lu in flight, then %s"
	.align 8
.LC283:
	.string	"\nomissions: the three sets above are the truth, walked without the faults; each client is walked once more with them (every sample kept), and its views are checked against a reference simulation"
	.align 8
.LC284:
	.string	", and open-completed, open-censored and the open loop's timeouts against the closed form"
	.align 8
.LC285:
	.string	", and lag and the open loop's sends against the closed form"
	.align 8
.LC286:
	.string	"a closed loop that gives up sends its next request at once: its timeline is no longer the open loop's"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB319:
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
	leaq	.LC259(%rip), %rdi
	call	printf@PLT
	movq	%rbx, %rdi
	call	print_server
	movl	72(%rbx), %ecx
	testl	%ecx, %ecx
	je	.L1330
	movq	136(%rbx), %rdx
	xorl	%esi, %esi
	cmpq	$1, %rdx
	jbe	.L1277
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	leaq	-1(%rdx), %rcx
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%rcx
	movq	%rax, %rsi
.L1277:
	leaq	48(%rsp), %r12
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC261(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1276:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC11(%rip), %rax
	leaq	.LC251(%rip), %rcx
	leaq	.LC262(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1331
.L1279:
	leaq	.LC264(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L1332
	movq	184(%rbx), %r14
	movq	168(%rbx), %rsi
	leaq	.LC252(%rip), %rax
	movq	%r12, %rdi
	testq	%r14, %r14
	cmove	%rax, %r14
	call	fmt_us.constprop.0
	leaq	.LC266(%rip), %rdi
	movq	%rax, %rsi
	movq	%r14, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1281:
	movq	192(%rbx), %rsi
	leaq	80(%rsp), %r14
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC267(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L1333
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, 8(%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L1284
.L1285:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L1334
	leaq	.LC270(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC271(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1287:
	movl	24(%r13), %eax
	cmpl	$2, %eax
	je	.L1335
	cmpl	$1, %eax
	je	.L1336
	leaq	.LC274(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1289:
	movl	216(%rbx), %esi
	xorl	%eax, %eax
	leaq	.LC275(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 392(%rbp)
	je	.L1274
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1337
.L1274:
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
.L1337:
	.cfi_restore_state
	leaq	.LC276(%rip), %rdi
	xorl	%eax, %eax
	movl	400(%rbp), %r13d
	leaq	.LC253(%rip), %rbp
	call	printf@PLT
	movq	224(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1338
.L1292:
	cmpl	$0, 232(%rbx)
	jne	.L1339
.L1293:
	cmpq	$0, 256(%rbx)
	movl	280(%rbx), %eax
	jne	.L1294
	testl	%eax, %eax
	je	.L1340
	leaq	.LC255(%rip), %rdx
.L1295:
	movq	%rbp, %rsi
	leaq	.LC279(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1297:
	cmpq	$0, 256(%rbx)
	je	.L1298
	cmpq	$0, 264(%rbx)
	movq	272(%rbx), %rsi
	jne	.L1341
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	256(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC281(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1298:
	movq	288(%rbx), %rsi
	testq	%rsi, %rsi
	je	.L1300
	cmpl	$0, 296(%rbx)
	leaq	.LC257(%rip), %rax
	leaq	.LC258(%rip), %rdx
	cmovne	%rax, %rdx
	leaq	.LC282(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1300:
	xorl	%eax, %eax
	leaq	.LC283(%rip), %rdi
	call	printf@PLT
	testb	$1, %r13b
	jne	.L1342
.L1302:
	andb	$2, %r13b
	jne	.L1343
.L1303:
	movl	$10, %edi
	call	putchar@PLT
	cmpq	$0, 224(%rbx)
	je	.L1274
	leaq	.LC286(%rip), %rdi
	call	puts@PLT
	jmp	.L1274
.L1333:
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L1285
.L1284:
	leaq	.LC268(%rip), %rdi
	call	puts@PLT
	jmp	.L1285
.L1332:
	leaq	.LC265(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1281
.L1331:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC263(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1279
.L1330:
	movq	80(%rbx), %rsi
	leaq	48(%rsp), %r12
	movq	136(%rbx), %r14
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	%r14, %rdx
	leaq	.LC260(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1276
.L1336:
	leaq	.LC273(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1289
.L1335:
	movq	40(%r13), %rdx
	movq	32(%r13), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC272(%rip), %rdi
	call	printf@PLT
	jmp	.L1289
.L1294:
	testl	%eax, %eax
	leaq	.LC256(%rip), %rdx
	leaq	.LC255(%rip), %rax
	cmovne	%rax, %rdx
	jmp	.L1295
.L1339:
	movq	248(%rbx), %rsi
	leaq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	240(%rbx), %rdx
	movq	%rbp, %rsi
	leaq	.LC278(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	leaq	.LC254(%rip), %rbp
	call	printf@PLT
	jmp	.L1293
.L1338:
	leaq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%rbp, %rsi
	leaq	.LC277(%rip), %rdi
	leaq	.LC254(%rip), %rbp
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1292
.L1334:
	movl	$29, %esi
	leaq	.LC269(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1287
.L1343:
	leaq	.LC285(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1303
.L1342:
	leaq	.LC284(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1302
.L1340:
	cmpq	$0, 288(%rbx)
	leaq	.LC256(%rip), %rdx
	jne	.L1295
	jmp	.L1297
.L1341:
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
	leaq	.LC280(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1298
	.cfi_endproc
.LFE319:
	.size	print_plan, .-print_plan
	.section	.rodata.str1.1
.LC287:
	.string	"--arrivals"
	.text
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB401:
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
	je	.L1351
.L1347:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1351:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1347
	cmpl	$1, %eax
	je	.L1352
	movq	104(%rsi), %rsi
	leaq	40(%r9), %rdi
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC287(%rip), %rdx
	jmp	numbers_open
	.p2align 4,,10
	.p2align 3
.L1352:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r9)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r9)
	ret
	.cfi_endproc
.LFE401:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.p2align 4
	.type	send_gaps.constprop.0.isra.0, @function
send_gaps.constprop.0.isra.0:
.LFB404:
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
	je	.L1365
	testq	%r14, %r14
	je	.L1365
	testq	%rax, %rax
	je	.L1358
	cmpq	$0, 24(%rbx)
	je	.L1371
	movq	16(%rbx), %r9
	movq	(%rbx), %rdi
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1362:
	movq	(%r9,%rax,8), %rcx
	leaq	(%r12,%rcx), %rdx
	leaq	0(%rbp,%rcx,8), %rcx
	cmpb	$0, (%rdx)
	je	.L1361
	movq	0(%r13), %r8
	movq	(%rdi,%rax,8), %rsi
	subq	(%rcx), %rsi
	leaq	1(%r8), %r10
	movq	%rsi, (%r14,%r8,8)
	movq	%r10, 0(%r13)
.L1361:
	movb	$1, (%rdx)
	movq	(%rdi,%rax,8), %rdx
	addq	$1, %rax
	movq	%rdx, (%rcx)
	cmpq	24(%rbx), %rax
	jb	.L1362
.L1371:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
.L1353:
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
.L1365:
	.cfi_restore_state
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	testq	%rbp, %rbp
	je	.L1356
	testq	%r12, %r12
	jne	.L1353
.L1356:
	movq	%r14, %rdi
	xorl	%r14d, %r14d
	call	free@PLT
	jmp	.L1353
.L1358:
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L1356
	.cfi_endproc
.LFE404:
	.size	send_gaps.constprop.0.isra.0, .-send_gaps.constprop.0.isra.0
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB405:
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
	jne	.L1375
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1375:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1377:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1376
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
.L1376:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1377
	testq	%r15, %r15
	je	.L1381
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1379:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1379
.L1378:
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
.L1381:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1378
	.cfi_endproc
.LFE405:
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
	je	.L1390
	cmpq	$0, 32(%rsp)
	je	.L1390
	cmpq	$0, 8(%rsp)
	je	.L1390
	cmpq	$0, 24(%rsp)
	je	.L1390
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
	jne	.L1465
.L1391:
	movq	16(%rsp), %r15
	movl	$2, %r14d
	.p2align 4,,10
	.p2align 3
.L1395:
	movq	792(%rbp,%r14,8), %rdx
	testq	%rdx, %rdx
	je	.L1397
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
	jne	.L1466
.L1397:
	addq	$1, %r14
	cmpq	$8, %r14
	jne	.L1395
	movq	%rbx, %rdi
	leaq	640(%rbp), %r9
	call	trace_runtime_ns
	movq	24(%rbx), %r15
	movq	24(%r13), %rsi
	movq	%rax, %rcx
	testq	%r15, %r15
	jne	.L1467
	testq	%rsi, %rsi
	jne	.L1468
	xorl	%r8d, %r8d
.L1418:
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
.L1399:
	xorl	%eax, %eax
	movl	$20, %ecx
	movq	%r9, %rdi
	rep stosl
	imulq	$1000, %r14, %rax
	movq	%rax, 856(%rbp)
	movl	$1, %eax
	cmpq	$67108863, %r8
	jbe	.L1469
.L1400:
	movl	48(%r13), %r15d
	xorl	$1, %eax
	movl	%eax, 900(%rbp)
	testl	%r15d, %r15d
	je	.L1389
	movq	40(%r13), %rdx
	xorl	%r15d, %r15d
	testq	%rdx, %rdx
	jne	.L1470
.L1389:
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
.L1465:
	.cfi_restore_state
	movq	24(%rsp), %rdi
	leaq	0(,%r8,8), %r9
	xorl	%esi, %esi
	movq	%rdi, %rax
	leaq	(%r9,%rdi), %rdx
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L1392:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L1392
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
	jne	.L1393
	movl	$50000, %esi
	xorl	%edi, %edi
.L1393:
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
	jmp	.L1391
.L1467:
	movq	16(%rsp), %rax
	movl	$1000, %edi
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	movq	-8(%rax,%r15,8), %rax
	divq	%rdi
	movq	%rax, %r8
	cmpq	%rsi, %r15
	jb	.L1399
	jmp	.L1418
.L1468:
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
	jne	.L1471
.L1390:
	orl	$-1, %r15d
	jmp	.L1389
.L1469:
	leaq	1(%r8), %rax
	movl	$8, %esi
	movq	%r8, 40(%rsp)
	movq	%rax, %rdi
	movq	%rax, 56(%rsp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L1390
	testq	%r15, %r15
	movq	40(%rsp), %r8
	je	.L1406
	movabsq	$2361183241434822607, %rsi
	movq	16(%rsp), %rax
	movq	%rax, %rcx
	leaq	(%rax,%r15,8), %rdi
	.p2align 4,,10
	.p2align 3
.L1405:
	movq	(%rcx), %rdx
	addq	$8, %rcx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%rsi
	shrq	$4, %rdx
	addq	$1, (%rbx,%rdx,8)
	cmpq	%rcx, %rdi
	jne	.L1405
.L1406:
	leaq	(%r14,%r14), %rdi
	cmpq	%rdi, %r8
	jb	.L1404
	testq	%r14, %r14
	je	.L1404
	imulq	$-8, %r14, %rsi
	subq	%r14, %rdi
	leaq	(%rbx,%rdi,8), %r9
	.p2align 4,,10
	.p2align 3
.L1409:
	movq	(%r9,%r14,8), %rcx
	testq	%rcx, %rcx
	je	.L1407
	cmpq	%rdi, %r14
	jnb	.L1407
	movq	%r9, %rax
	movq	%rdi, %rdx
	.p2align 4,,10
	.p2align 3
.L1408:
	subq	%r14, %rdx
	addq	%rcx, (%rax)
	addq	%rcx, %r15
	addq	%rsi, %rax
	cmpq	%rdx, %r14
	jb	.L1408
.L1407:
	addq	$1, %rdi
	addq	$8, %r9
	leaq	(%r14,%rdi), %rax
	cmpq	%rax, %r8
	jnb	.L1409
.L1404:
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
.L1415:
	leaq	PCT_MILLI(%rip), %rax
	movq	%r12, %rsi
	movq	(%rax,%r15), %rax
	cmpq	$100000, %rax
	je	.L1410
	mulq	%r12
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r12, %rsi
	cmova	%r12, %rsi
.L1410:
	testq	%r12, %r12
	je	.L1411
	cmpq	%rsi, %r13
	jnb	.L1424
	movq	%r13, %rdx
	xorl	%eax, %eax
	jmp	.L1413
	.p2align 4,,10
	.p2align 3
.L1414:
	addq	(%rbx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L1412
.L1413:
	movq	%rax, %rcx
	addq	$1, %rax
	cmpq	%rcx, %r14
	jne	.L1414
.L1411:
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L1415
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
.L1417:
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
	jnb	.L1416
	addq	%rcx, 696(%rbp)
.L1416:
	addq	$1, %rsi
	movq	%r12, %rdx
	adcq	$0, %rdi
	xorq	%rsi, %rdx
	addq	$1000, %r10
	movq	%rdi, %rax
	orq	%rdx, %rax
	jne	.L1417
	movq	%r8, 704(%rbp)
	movq	%rbx, %rdi
	movq	%r13, %r12
	movq	40(%rsp), %r13
	movq	%r9, 712(%rbp)
	call	free@PLT
	xorl	%eax, %eax
	jmp	.L1400
.L1424:
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1412:
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%rbp,%r15)
	jmp	.L1411
.L1466:
	movl	%eax, %r15d
	jmp	.L1389
.L1470:
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
	jmp	.L1389
.L1471:
	movq	$1, 56(%rsp)
	xorl	%r8d, %r8d
	jmp	.L1404
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
	je	.L1473
	cmpl	$3, %edx
	je	.L1474
	cmpl	$1, %edx
	je	.L1484
	ret
.L1473:
	movq	32(%rdi), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	ret
.L1484:
	imulq	$37, %rax, %rax
	addq	$1, %rax
	ret
.L1474:
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
	js	.L1476
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1477:
	movsd	%xmm1, 8(%rsp)
	call	log@PLT
	movsd	8(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm1, %xmm2
	mulsd	.LC32(%rip), %xmm2
	mulsd	.LC288(%rip), %xmm1
	subsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	call	exp@PLT
	movl	$1, %eax
	addsd	.LC2(%rip), %xmm0
	salq	$50, %rax
	comisd	.LC289(%rip), %xmm0
	jnb	.L1472
	movsd	.LC85(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1478
	cvttsd2siq	%xmm0, %rax
.L1472:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L1476:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1477
.L1478:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1472
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
	je	.L1495
	movq	(%rdi), %rax
	movq	%rbp, %rcx
	xorl	%r10d, %r10d
	salq	$5, %rcx
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L1487:
	movq	(%rax), %rdx
	cmpq	%rdx, %r10
	cmovb	%rdx, %r10
	addq	$32, %rax
	cmpq	%rcx, %rax
	jne	.L1487
.L1486:
	movq	%rbp, %r13
	xorl	%r11d, %r11d
	salq	$5, %r13
.L1493:
	cmpq	%r10, %r11
	jnb	.L1504
	.p2align 4,,10
	.p2align 3
.L1494:
	movq	%r10, %rdi
	movq	(%rbx), %rcx
	subq	%r11, %rdi
	shrq	%rdi
	addq	%r11, %rdi
	testq	%rbp, %rbp
	je	.L1496
	leaq	(%rcx,%r13), %r9
	xorl	%r8d, %r8d
	jmp	.L1492
	.p2align 4,,10
	.p2align 3
.L1490:
	movq	8(%rcx), %r14
	testq	%r14, %r14
	je	.L1491
	subq	%rdi, %rax
	xorl	%edx, %edx
	divq	%r14
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1491
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r8
.L1491:
	addq	$32, %rcx
	cmpq	%rcx, %r9
	je	.L1489
.L1492:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rdi
	jb	.L1490
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r8
	cmpq	%rcx, %r9
	jne	.L1492
.L1489:
	cmpq	%r12, %r8
	jb	.L1505
.L1497:
	movq	%rdi, %r10
	cmpq	%r10, %r11
	jb	.L1494
.L1504:
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
.L1496:
	.cfi_restore_state
	xorl	%r8d, %r8d
	cmpq	%r12, %r8
	jnb	.L1497
.L1505:
	leaq	1(%rdi), %r11
	jmp	.L1493
.L1495:
	xorl	%r10d, %r10d
	jmp	.L1486
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
	je	.L1520
	movq	(%rdi), %rcx
	movq	16(%rcx), %rax
	movq	%rax, (%rsp)
	mulq	24(%rcx)
	movq	%rax, %r12
	movq	%rdx, %rax
	movq	%rdx, %r13
	subq	$0, %rax
	jne	.L1522
	leaq	48(%rcx), %rsi
	xorl	%edi, %edi
	movq	$-1, %r14
	xorl	%r11d, %r11d
	jmp	.L1509
	.p2align 4,,10
	.p2align 3
.L1510:
	movq	(%rsi), %rax
	mulq	8(%rsi)
	addq	%rax, %r12
	movq	%r11, %rax
	adcq	%rdx, %r13
	addq	$32, %rsi
	cmpq	%r12, %r14
	sbbq	%r13, %rax
	jc	.L1522
.L1509:
	addq	$1, %rdi
	cmpq	%r15, %rdi
	jne	.L1510
	movq	%r12, (%rsp)
	salq	$5, %rdi
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	movq	%r13, 8(%rsp)
	leaq	(%rcx,%rdi), %r15
	.p2align 4,,10
	.p2align 3
.L1511:
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
	jne	.L1511
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	movq	%r12, %r15
.L1507:
	movq	$99999, 16(%rsp)
	movq	32(%rsp), %rax
	movq	$0, 24(%rsp)
	movq	%r15, (%rax)
	movq	%r10, 64(%rax)
	movq	%r11, 72(%rax)
	movl	40(%rsp), %eax
	testl	%eax, %eax
	jne	.L1513
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1513:
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
.L1515:
	xorl	%eax, %eax
	testq	%rbx, %rbx
	je	.L1514
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
.L1514:
	addq	$8, %r15
	movq	%rax, 0(%rbp)
	addq	$8, %rbp
	cmpq	%r15, %r14
	jne	.L1515
	movq	%rbx, %r15
	movq	(%rsp), %rbx
	movq	40(%rsp), %rbp
	movq	8(%rbx), %r8
	movq	(%rbx), %rcx
	testq	%r8, %r8
	je	.L1516
	salq	$5, %r8
	xorl	%r9d, %r9d
	addq	%rcx, %r8
	jmp	.L1519
	.p2align 4,,10
	.p2align 3
.L1517:
	movq	8(%rcx), %rdi
	testq	%rdi, %rdi
	je	.L1518
	subq	%rbp, %rax
	xorl	%edx, %edx
	divq	%rdi
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1518
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r9
.L1518:
	addq	$32, %rcx
	cmpq	%r8, %rcx
	je	.L1535
.L1519:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rbp
	jb	.L1517
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r9
	cmpq	%r8, %rcx
	jne	.L1519
.L1535:
	subq	%r9, %r15
.L1516:
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
.L1522:
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
.L1520:
	.cfi_restore_state
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	jmp	.L1507
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
	js	.L1537
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1538:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1620
	sqrtsd	%xmm0, %xmm0
.L1541:
	mulsd	.LC290(%rip), %xmm0
	movsd	.LC85(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1542
	cvttsd2siq	%xmm0, %rax
.L1543:
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
	jmp	.L1545
	.p2align 4,,10
	.p2align 3
.L1630:
	leaq	8(%r10), %r9
	cmpq	%rbp, %r8
	jnb	.L1544
	movq	%r9, %r10
.L1545:
	movq	(%rsi,%r10), %r8
	movq	%rax, %rcx
	addq	$1, %rax
	movq	%rbx, %rdx
	addq	%rbx, %r8
	movq	%r8, %rbx
	cmpq	%rdi, %rax
	jb	.L1630
.L1544:
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
	jc	.L1548
	movq	8(%r14), %r11
	cmpq	%r11, %r10
	cmovbe	%r10, %r11
	movq	%r11, 48(%rsp)
.L1549:
	movq	8(%rsp), %r11
	movq	%rcx, %r12
	testq	%rcx, %rcx
	jne	.L1550
	jmp	.L1631
	.p2align 4,,10
	.p2align 3
.L1553:
	subq	-8(%rsi,%r12,8), %r11
	subq	$1, %r12
	je	.L1552
.L1550:
	cmpq	%r15, -8(%r9,%r12,8)
	jnb	.L1553
.L1552:
	cmpq	%rdi, %rcx
	jnb	.L1582
.L1556:
	movq	48(%rsp), %rdx
	movq	%rcx, %r13
	jmp	.L1554
	.p2align 4,,10
	.p2align 3
.L1559:
	addq	$1, %r13
	cmpq	%rdi, %r13
	jnb	.L1555
.L1554:
	cmpq	(%r9,%r13,8), %rdx
	jnb	.L1559
.L1555:
	testq	%rcx, %rcx
	je	.L1632
.L1558:
	cmpq	$0, 24(%rsp)
	je	.L1561
	movq	8(%rsp), %rdx
	cmpq	%rbp, %rdx
	movq	%rdx, %r10
	movq	%rbp, %rdx
	cmova	%rbp, %r10
	subq	%r10, %rdx
	movq	16(%rsp), %r10
	cmpq	%r10, %rdx
	jnb	.L1563
	movq	24(%rsp), %r10
	movq	%rcx, %rdx
	movq	%rdi, 56(%rsp)
	movq	%r12, 72(%rsp)
	movq	8(%rsp), %rdi
	movq	%r9, 64(%rsp)
	movq	16(%rsp), %r12
	subq	%r10, %rdx
	jmp	.L1564
	.p2align 4,,10
	.p2align 3
.L1633:
	cmpq	%rcx, %rdx
	je	.L1626
	cmpq	%rbp, %rdi
	movq	%rbp, %r10
	movq	%rbp, %r9
	cmovbe	%rdi, %r10
	subq	%r10, %r9
	cmpq	%r12, %r9
	jnb	.L1626
.L1564:
	subq	$1, %rcx
	subq	(%rsi,%rcx,8), %rdi
	testq	%rcx, %rcx
	jne	.L1633
.L1626:
	movq	64(%rsp), %r9
	movq	72(%rsp), %r12
	movq	%rdi, 8(%rsp)
	movq	56(%rsp), %rdi
.L1563:
	cmpq	%rdi, %rax
	jnb	.L1561
.L1576:
	cmpq	%r8, %rbp
	movq	%r8, %r10
	movq	16(%rsp), %rdx
	cmovbe	%rbp, %r10
	subq	%r10, %r8
	cmpq	%rdx, %r8
	jnb	.L1561
	movq	%r12, 64(%rsp)
	movq	24(%rsp), %r10
	movl	$2, %r8d
	movq	%rdx, %r12
	movq	%r9, 56(%rsp)
	jmp	.L1565
	.p2align 4,,10
	.p2align 3
.L1634:
	cmpq	%r8, %r10
	jb	.L1628
	addq	$1, %r8
	movq	%rbp, %r9
	cmpq	%rbp, %rbx
	movq	%rbx, %rdx
	cmovbe	%rbx, %r9
	subq	%r9, %rdx
	cmpq	%r12, %rdx
	jnb	.L1628
.L1565:
	addq	$1, %rax
	addq	-8(%rsi,%rax,8), %rbx
	cmpq	%rdi, %rax
	jb	.L1634
.L1628:
	movq	56(%rsp), %r9
	movq	64(%rsp), %r12
.L1561:
	cmpq	%r13, %r12
	jnb	.L1585
	leaq	(%rsi,%r12,8), %r8
	leaq	(%rsi,%r13,8), %r10
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L1566:
	addq	(%r8), %rsi
	addq	$8, %r8
	cmpq	%r8, %r10
	jne	.L1566
	leaq	(%rsi,%r11), %r10
.L1557:
	cmpq	%rbp, %r11
	jnb	.L1567
	cmpq	%rbp, %r10
	jb	.L1567
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
	jb	.L1567
	movq	%r10, %rsi
	subq	%rbp, %rsi
	cmpq	%rbp, %rbx
	cmovbe	%rbx, %rbp
	subq	%rbp, %rbx
	cmpq	%r8, %rbx
	cmova	%r8, %rbx
	shrq	$2, %rbx
	cmpq	%rbx, %rsi
	jnb	.L1635
.L1567:
	movq	8(%rsp), %rbx
	movq	%rbx, 48(%r14)
	leaq	0(,%rcx,8), %rbx
	leaq	(%r9,%rbx), %rsi
	testq	%rcx, %rcx
	je	.L1574
	movq	(%rsi), %rdx
	movq	%rdx, (%r14)
.L1574:
	cmpq	%rdi, %rax
	jb	.L1636
.L1575:
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
	je	.L1536
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
.L1536:
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
.L1542:
	.cfi_restore_state
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1543
	.p2align 4,,10
	.p2align 3
.L1636:
	movq	-8(%r9,%rax,8), %rdx
	movq	%rdx, 8(%r14)
	jmp	.L1575
	.p2align 4,,10
	.p2align 3
.L1537:
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1538
.L1635:
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
	jnb	.L1572
	movq	96(%r14), %rcx
	movq	32(%rsp), %rsi
	movq	40(%rsp), %rdi
	.p2align 4,,10
	.p2align 3
.L1571:
	movq	(%rsi,%r12,8), %rax
	movq	(%rdi,%r12,8), %rdx
	addq	$1, %r12
	subq	%r15, %rax
	movq	%rdx, (%rcx,%rax,8)
	cmpq	%r13, %r12
	jne	.L1571
.L1572:
	movq	48(%rsp), %rax
	movq	88(%r14), %rcx
	movq	%r11, 48(%r14)
	movq	%r15, (%r14)
	movq	%rax, 8(%r14)
	movl	$1, 72(%r14)
	testq	%rcx, %rcx
	je	.L1536
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
	jmp	.L1536
	.p2align 4,,10
	.p2align 3
.L1585:
	movq	%r11, %r10
	jmp	.L1557
.L1631:
	testq	%rdi, %rdi
	jne	.L1556
	movq	8(%rsp), %r10
	xorl	%r13d, %r13d
	movl	$1, %eax
	jmp	.L1557
	.p2align 4,,10
	.p2align 3
.L1582:
	movq	%rcx, %r13
	jmp	.L1558
.L1632:
	cmpq	%rdi, %rax
	jnb	.L1561
	cmpq	$0, 24(%rsp)
	jne	.L1576
	jmp	.L1561
.L1620:
	call	sqrt@PLT
	jmp	.L1541
.L1548:
	movq	$-1, 48(%rsp)
	jmp	.L1549
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
	jne	.L1646
	movq	56(%rdi), %rax
	cmpq	64(%rdi), %rax
	je	.L1644
	movq	96(%rdi), %rdx
.L1640:
	movq	%rbp, (%rdx,%rax,8)
	movq	56(%rdi), %rax
	movq	104(%rdi), %rdx
	leaq	1(%rax), %rcx
	movq	%rcx, 56(%rdi)
	movq	%r12, (%rdx,%rax,8)
.L1637:
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
.L1646:
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
.L1644:
	.cfi_restore_state
	movq	%rcx, %rsi
	movq	%r8, %rdx
	movq	%r9, %rcx
	movq	%rdi, 8(%rsp)
	call	guess_narrow
	movq	8(%rsp), %rdi
	movq	(%rdi), %rax
	cmpq	%rax, %rbp
	jb	.L1647
	cmpq	%rbp, 8(%rdi)
	jb	.L1637
	movl	72(%rdi), %ecx
	movq	96(%rdi), %rdx
	testl	%ecx, %ecx
	jne	.L1642
	movq	56(%rdi), %rax
	jmp	.L1640
	.p2align 4,,10
	.p2align 3
.L1642:
	subq	%rax, %rbp
	addq	%r12, (%rdx,%rbp,8)
	jmp	.L1637
	.p2align 4,,10
	.p2align 3
.L1647:
	addq	%r12, 48(%rdi)
	jmp	.L1637
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
	jne	.L1688
	movdqa	32(%rdi), %xmm0
	movq	16(%rdi), %r8
	movq	24(%rdi), %r9
	movq	48(%rdi), %r15
	movhlps	%xmm0, %xmm1
	movq	384(%rdi), %rdi
	movq	%xmm0, 24(%rsp)
	movq	%xmm1, %r11
	testq	%rcx, %rcx
	je	.L1669
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
.L1658:
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
	jnb	.L1659
	addq	%rdi, 24(%rsp)
.L1659:
	cmpq	%rsi, %r11
	cmova	%rsi, %r11
	cmpq	%rsi, %rbp
	cmovb	%rsi, %rbp
	cmpq	$16383, %rsi
	jbe	.L1660
	bsrq	%rsi, %rax
	movl	$50, %ecx
	xorq	$63, %rax
	subl	%eax, %ecx
	shrq	%cl, %rsi
	salq	$13, %rcx
	addq	%rcx, %rsi
.L1660:
	addq	%rdi, (%r12,%rsi,8)
	addq	$8, %r10
	addq	$8, %r13
	cmpq	%r10, 16(%rsp)
	jne	.L1658
	movq	24(%rsp), %xmm0
	movq	%rbp, %r15
	movq	%r11, %xmm3
	movq	40(%rsp), %rbp
	movq	48(%rsp), %r12
	movq	56(%rsp), %r14
	punpcklqdq	%xmm3, %xmm0
.L1657:
	movq	%r8, 16(%rbx)
	movdqa	(%rsp), %xmm2
	movq	1064(%rbx), %r8
	movq	%r9, 24(%rbx)
	movq	%r15, 48(%rbx)
	movaps	%xmm2, (%rbx)
	movaps	%xmm0, 32(%rbx)
	testq	%r8, %r8
	je	.L1648
	movq	%r14, (%rsp)
	leaq	392(%rbx), %r15
	xorl	%esi, %esi
.L1667:
	movq	(%r15), %r9
	movq	8(%r15), %rax
	movq	48(%r15), %rdi
	subq	%r9, %rax
	cmpq	$0, (%rsp)
	je	.L1662
	movq	32(%rsp), %r14
	movq	%r12, %rcx
	movl	%esi, 16(%rsp)
	movq	%rbp, %r12
	xorl	%r13d, %r13d
	movq	%rbx, %rbp
	movq	%r14, %rbx
	movq	%rcx, %r14
	jmp	.L1666
	.p2align 4,,10
	.p2align 3
.L1690:
	addq	%rdi, %rdx
	cmpq	%r9, %rsi
	cmovb	%rdx, %rdi
	addq	$1, %r13
	cmpq	%r13, (%rsp)
	je	.L1689
.L1666:
	movq	(%r12,%r13,8), %rsi
	movq	(%r14,%r13,8), %rdx
	movq	%rsi, %r11
	addq	%rdx, %rbx
	subq	%r9, %r11
	cmpq	%r11, %rax
	jb	.L1690
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
	jne	.L1666
.L1689:
	movl	16(%rsp), %esi
	movq	%rbp, %rbx
	movq	%r12, %rbp
	movq	%r14, %r12
.L1662:
	movq	%rdi, 48(%r15)
	addl	$1, %esi
	addq	$112, %r15
	testq	%r8, %r8
	je	.L1648
	cmpl	$5, %esi
	jne	.L1667
.L1648:
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
.L1688:
	.cfi_restore_state
	testq	%rcx, %rcx
	je	.L1648
	movslq	320(%rdi), %rdx
	leaq	324(%rdi), %r11
	xorl	%r9d, %r9d
	movq	%rdx, %rax
	leaq	(%r11,%rdx,4), %r8
.L1653:
	testl	%eax, %eax
	jle	.L1651
	.p2align 4,,10
	.p2align 3
.L1686:
	movq	(%r12,%r9,8), %r10
	movq	0(%rbp,%r9,8), %rdi
	movq	%r11, %rsi
	.p2align 4,,10
	.p2align 3
.L1656:
	movslq	(%rsi), %rax
	movq	%rdi, %rdx
	movl	272(%rbx,%rax,4), %ecx
	subq	224(%rbx,%rax,8), %rdx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1655
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%rbx), %rdx
	addq	%r10, (%rdx,%rax,8)
.L1655:
	addq	$4, %rsi
	cmpq	%rsi, %r8
	jne	.L1656
	addq	$1, %r9
	cmpq	%r14, %r9
	jne	.L1686
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
.L1651:
	.cfi_restore_state
	addq	$1, %r9
	cmpq	%r9, %r14
	jne	.L1653
	jmp	.L1648
.L1669:
	movq	32(%rsp), %rdi
	movq	%rax, 8(%rsp)
	movq	%rdi, (%rsp)
	jmp	.L1657
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
	jnb	.L1691
	movq	%rdi, %r12
	movq	%rsi, %r13
	movq	%r8, %rbp
	movq	%r9, %rbx
	.p2align 4,,10
	.p2align 3
.L1711:
	movl	72(%r12), %edx
.L1692:
	testl	%edx, %edx
	jne	.L1694
	movq	64(%r12), %rsi
	subq	%r15, %rax
	movq	56(%r12), %r8
	movq	%rsi, %r9
	shrq	%r9
	cmpq	%rax, %r9
	jnb	.L1695
	addq	%r8, %rax
	cmpq	%rax, %rsi
	jnb	.L1695
	cmpq	%r8, %r9
	jb	.L1714
.L1696:
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
	jnb	.L1697
	movq	%rax, %rsi
	subq	%r15, %rsi
	movq	%rax, %r15
	imulq	%rbp, %rsi
	addq	%rsi, 48(%r12)
.L1697:
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
	jnb	.L1691
	testl	%edx, %edx
	jne	.L1698
	movq	%rax, %r8
	movq	64(%r12), %rsi
	subq	56(%r12), %rsi
	subq	%r15, %r8
	cmpq	%r8, %rsi
	jnb	.L1692
	movl	$1, 76(%r12)
.L1691:
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
.L1694:
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
.L1712:
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
.L1698:
	cmpq	%rax, %r15
	jb	.L1711
.L1713:
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
.L1695:
	.cfi_restore_state
	cmpq	%rsi, %r8
	jb	.L1694
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
	jnb	.L1712
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
	jb	.L1711
	jmp	.L1713
	.p2align 4,,10
	.p2align 3
.L1714:
	movq	88(%rsp), %rcx
	movq	80(%rsp), %rdx
	movq	%rbx, %rsi
	movq	%r12, %rdi
	call	guess_narrow
	movl	72(%r12), %edx
	movq	32(%r12), %rcx
	jmp	.L1696
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
	je	.L1716
	xorl	%r15d, %r15d
	movq	%rcx, 104(%rsp)
	movq	1208(%rdi), %r8
	movq	%r15, %rax
	movq	%r10, %r15
	movq	%rax, %r10
	.p2align 4,,10
	.p2align 3
.L1733:
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
	jnb	.L1717
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
	je	.L1719
.L1718:
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
	jmp	.L1728
	.p2align 4,,10
	.p2align 3
.L1749:
	testl	%edx, %edx
	jne	.L1724
	movq	(%rbx), %rcx
	movq	8(%rbx), %rdx
	movq	%rbp, %rsi
	subq	%rcx, %rsi
	subq	%rcx, %rdx
	cmpq	%rsi, %rdx
	jnb	.L1748
	movq	48(%rbx), %rdx
	cmpq	%rcx, %rbp
	leaq	(%rdx,%r10), %rsi
	cmovb	%rsi, %rdx
	movq	%rdx, 48(%rbx)
	movq	1208(%r13), %r8
.L1724:
	addl	$1, %r14d
	addq	$112, %rbx
	cmpl	$6, %r14d
	je	.L1735
.L1750:
	testq	%r8, %r8
	je	.L1735
.L1728:
	movq	1216(%r13), %r9
	movl	76(%rbx), %edx
	cmpq	%r15, %rbp
	jb	.L1749
	testl	%edx, %edx
	jne	.L1724
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
	jb	.L1745
	addl	$1, %r14d
	movq	1208(%r13), %r8
	addq	$112, %rbx
	cmpl	$6, %r14d
	jne	.L1750
	.p2align 4,,10
	.p2align 3
.L1735:
	movq	%rbp, %r11
	movq	%r12, %rbp
	movq	%r10, %r12
	movq	48(%rsp), %r10
	cmpq	%r15, %r11
	jb	.L1719
.L1730:
	addq	%r12, 128(%rsp)
	movq	%rbp, %rax
	cmpq	$16383, %rbp
	jbe	.L1732
	bsrq	%rbp, %rax
	movl	$50, %ecx
	movq	%rbp, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1732:
	movq	136(%rsp), %rdi
	salq	$3, %rax
	addq	%r12, (%rdi,%rax)
	movq	144(%rsp), %rdi
	imulq	%rbp, %r12
	addq	%r12, (%rdi,%rax)
.L1731:
	addq	$1, %r10
	cmpq	%r10, 104(%rsp)
	jne	.L1733
	movq	152(%rsp), %xmm0
	movhps	128(%rsp), %xmm0
.L1716:
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
.L1717:
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
	jnb	.L1720
	leaq	(%r15,%r14), %rax
	cmpq	%rax, %rbx
	jb	.L1721
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r14, %rax
	divq	%r15
	mulq	%r12
	addq	%rax, 64(%rsp)
	adcq	%rdx, 72(%rsp)
.L1721:
	testq	%r8, %r8
	jne	.L1718
	jmp	.L1730
	.p2align 4,,10
	.p2align 3
.L1745:
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
	jmp	.L1724
	.p2align 4,,10
	.p2align 3
.L1748:
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
	jmp	.L1724
	.p2align 4,,10
	.p2align 3
.L1719:
	addq	%r12, 152(%rsp)
	jmp	.L1731
	.p2align 4,,10
	.p2align 3
.L1720:
	addq	%rsi, 64(%rsp)
	adcq	%rdi, 72(%rsp)
	jmp	.L1721
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
	je	.L1761
	movq	8(%rsp), %r11
	movq	(%rdi), %rbx
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	leaq	192(%rdi), %rsi
	leaq	216(%r10), %rbp
	movq	%r11, %rax
	leaq	240(%rdi), %rdi
	divq	%rbx
	jmp	.L1758
	.p2align 4,,10
	.p2align 3
.L1762:
	cmpq	%rbx, %r11
	jb	.L1754
	movl	192(%rsi), %ecx
	movq	%rax, %r9
	subq	96(%rdi), %r9
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1754
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
.L1754:
	addq	$4, %rsi
	addq	$65536, %r8
	addq	$8, %rdi
	cmpq	%rsi, %rbp
	je	.L1751
.L1758:
	movl	(%rsi), %r9d
	testl	%r9d, %r9d
	jne	.L1754
	movl	24(%rsi), %ecx
	testl	%ecx, %ecx
	je	.L1762
	movq	(%rdi), %rcx
	testq	%rcx, %rcx
	jne	.L1756
	movq	%r11, %rcx
	cmpq	%rbx, %r11
	jnb	.L1754
.L1757:
	subq	96(%rdi), %rcx
	movq	%rcx, %r9
	movl	192(%rsi), %ecx
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1754
	movq	504(%r10), %r9
	addq	%r8, %rcx
	movq	(%rsp), %r12
	addq	%r12, (%r9,%rcx,8)
	jmp	.L1754
	.p2align 4,,10
	.p2align 3
.L1761:
	movq	%rsp, %rdx
	leaq	8(%rsp), %rsi
	movl	$1, %ecx
	call	cqr_first_runs
.L1751:
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
.L1756:
	.cfi_restore_state
	cmpq	%rcx, %rax
	jb	.L1754
	cmpq	%rbx, %r11
	jb	.L1754
	movq	%rdx, %rcx
	jmp	.L1757
	.cfi_endproc
.LFE143:
	.size	cqr_add_n, .-cqr_add_n
	.p2align 4
	.type	think_of.part.0.isra.0, @function
think_of.part.0.isra.0:
.LFB408:
	.cfi_startproc
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	testq	%rsi, %rsi
	js	.L1764
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rsi, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1765:
	movabsq	$6073184698129205581, %rsi
	movl	%ecx, %ecx
	salq	$32, %rdx
	orq	%rcx, %rdx
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC32(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1763
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1763
	movsd	.LC85(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1772
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1763:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1764:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1765
	.p2align 4,,10
	.p2align 3
.L1772:
	cvttsd2siq	%xmm1, %rax
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE408:
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
	je	.L1773
	movq	%rcx, %r14
	leaq	(%rcx,%rdx,8), %r13
	movabsq	$-4658895280553007687, %r12
	movabsq	$-7723592293110705685, %rbp
	.p2align 4,,10
	.p2align 3
.L1775:
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
	xorpd	.LC30(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC28(%rip), %xmm0
	movsd	%xmm0, -8(%r14)
	cmpq	%r14, %r13
	jne	.L1775
.L1773:
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
	jnb	.L1783
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
	jmp	.L1794
	.p2align 4,,10
	.p2align 3
.L1803:
	movq	$-1, (%rdi)
.L1788:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1787:
	cmpq	%r15, %rbx
	jnb	.L1783
.L1794:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1785
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1785
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1802
.L1785:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1788
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1789
	addq	%rcx, %rdx
.L1790:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1803
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1788
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
	jmp	.L1788
	.p2align 4,,10
	.p2align 3
.L1789:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1790
	.p2align 4,,10
	.p2align 3
.L1783:
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
.L1802:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1786:
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
	jne	.L1786
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1787
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
	je	.L1805
	movq	64(%rsi), %rax
.L1805:
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
	je	.L1809
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L1839
.L1814:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L1840
	movq	56(%rbp), %rdx
.L1826:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L1820
.L1827:
	movq	$-1, %rax
.L1823:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L1809:
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
.L1831:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L1820:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L1827
	addq	%rdx, %rax
	jmp	.L1823
	.p2align 4,,10
	.p2align 3
.L1839:
	testq	%rax, %rax
	js	.L1812
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1813:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999145100622, %rsi
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC32(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1814
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1814
	movsd	.LC85(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1841
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1814
	.p2align 4,,10
	.p2align 3
.L1840:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L1818
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L1819:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999144771920, %rsi
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC32(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1831
	comisd	.LC291(%rip), %xmm1
	jnb	.L1827
	movsd	.LC85(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1842
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L1826
	.p2align 4,,10
	.p2align 3
.L1812:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1813
	.p2align 4,,10
	.p2align 3
.L1818:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1819
	.p2align 4,,10
	.p2align 3
.L1842:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L1826
	.p2align 4,,10
	.p2align 3
.L1841:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1814
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
	je	.L1844
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L1845
.L1856:
	leaq	24(%rbx), %rbp
.L1846:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1848
	movq	$-1, (%rbx)
.L1849:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L1851:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L1852:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1843
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L1853
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L1864
.L1853:
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
.L1844:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L1859
	cmpq	$0, 40(%rsi)
	je	.L1843
	.p2align 4,,10
	.p2align 3
.L1859:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L1846
	.p2align 4,,10
	.p2align 3
.L1845:
	cmpq	$0, 40(%rsi)
	jne	.L1856
.L1843:
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
.L1848:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L1849
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L1851
	.p2align 4,,10
	.p2align 3
.L1864:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L1852
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
	je	.L1866
	movq	160(%rsi), %rbp
.L1866:
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
	jne	.L1888
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L1877
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L1877
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L1877
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L1877:
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
.L1888:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L1889
.L1874:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L1875
	.p2align 4,,10
	.p2align 3
.L1890:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L1877
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
.L1875:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1890
	jmp	.L1877
	.p2align 4,,10
	.p2align 3
.L1889:
	movq	64(%rsi), %rax
	jmp	.L1874
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
	jnb	.L1891
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
	jmp	.L1902
	.p2align 4,,10
	.p2align 3
.L1908:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L1894:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L1895
	movq	56(%r12), %rax
	addq	%r13, %rax
.L1895:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L1896:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1900
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L1897
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L1907
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1900:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L1891
.L1902:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L1908
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L1894
	.p2align 4,,10
	.p2align 3
.L1907:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L1896
	.p2align 4,,10
	.p2align 3
.L1897:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1891:
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
	je	.L1910
	cmpl	$3, %eax
	je	.L1911
	cmpl	$1, %eax
	movq	(%rdi), %rax
	je	.L1912
.L1909:
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
.L1910:
	.cfi_restore_state
	movq	96(%rdi), %rdi
	movq	%rsi, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	movsd	24(%rbx), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1939
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
.L1912:
	.cfi_restore_state
	testq	%rax, %rax
	js	.L1914
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
	movsd	%xmm7, 8(%rsp)
.L1915:
	movq	96(%rbx), %rdi
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC32(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1930
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1909
	movsd	.LC85(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1943
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1909
	.p2align 4,,10
	.p2align 3
.L1911:
	movsd	16(%rdi), %xmm0
	movq	(%rdi), %r12
	mulsd	%xmm0, %xmm0
	call	log1p@PLT
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1940
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1924:
	testq	%r12, %r12
	js	.L1925
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1926:
	call	log@PLT
	movsd	8(%rsp), %xmm2
	movq	96(%rbx), %rbx
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	movapd	%xmm0, %xmm1
	movapd	%xmm2, %xmm0
	movq	%rbx, %rdi
	mulsd	%xmm2, %xmm0
	mulsd	.LC32(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movsd	%xmm1, 24(%rsp)
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC292(%rip), %xmm0
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1941
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1929:
	movabsq	$6000292609090864434, %rsi
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	draw_u01
	mulsd	.LC293(%rip), %xmm0
	call	cos@PLT
	mulsd	16(%rsp), %xmm0
	mulsd	8(%rsp), %xmm0
	addsd	24(%rsp), %xmm0
	call	exp@PLT
	addsd	.LC32(%rip), %xmm0
	movsd	.LC2(%rip), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1930
	comisd	.LC289(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1909
	movsd	.LC85(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1944
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1909
	.p2align 4,,10
	.p2align 3
.L1939:
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
.L1914:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1915
	.p2align 4,,10
	.p2align 3
.L1930:
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
.L1925:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1926
	.p2align 4,,10
	.p2align 3
.L1943:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1909
	.p2align 4,,10
	.p2align 3
.L1944:
	cvttsd2siq	%xmm0, %rax
	jmp	.L1909
.L1940:
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1924
.L1941:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1929
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
	je	.L1958
	movq	%rdi, %rbp
	movq	%r12, %rdi
	leaq	8(%rsp), %r15
	movq	%rsp, %r14
	call	service_of
	leaq	16(%rsp), %r13
	movq	%rax, %r12
	jmp	.L1948
	.p2align 4,,10
	.p2align 3
.L1959:
	movq	8(%rsp), %rax
	addq	(%rsp), %rax
	cmpq	%rax, %rbx
	jb	.L1947
	movq	32(%rsp), %rax
	movdqa	16(%rsp), %xmm1
	movq	%rax, 96(%rbp)
	movups	%xmm1, 80(%rbp)
.L1948:
	movdqu	80(%rbp), %xmm0
	movq	96(%rbp), %rax
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	movq	%rax, 32(%rsp)
	movaps	%xmm0, 16(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1959
.L1947:
	movq	96(%rbp), %rax
	movdqu	80(%rbp), %xmm2
	movq	%rax, 32(%rsp)
	movaps	%xmm2, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L1949:
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1960
	movq	(%rsp), %rdx
	movq	8(%rsp), %rcx
	addq	%rdx, %rcx
	cmpq	%rcx, %rbx
	jnb	.L1949
	cmpq	%rdx, %rbx
	jnb	.L1953
	addq	%rbx, %r12
	cmpq	%r12, %rdx
	jnb	.L1945
	subq	%rdx, %r12
	movq	%rcx, %rbx
	jmp	.L1949
	.p2align 4,,10
	.p2align 3
.L1953:
	movq	%rcx, %rbx
	jmp	.L1949
	.p2align 4,,10
	.p2align 3
.L1960:
	addq	%rbx, %r12
.L1945:
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
.L1958:
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
	je	.L1973
	movl	176(%rdi), %ebp
	xorl	%r15d, %r15d
	jmp	.L1971
	.p2align 4,,10
	.p2align 3
.L1963:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jnb	.L1962
	movq	200(%r14), %rax
	cmpq	192(%r14), %rax
	je	.L1962
	movq	184(%r14), %rdx
	leaq	1(%rax), %rsi
	movq	%rsi, 200(%r14)
	movq	232(%r14), %rsi
	movq	(%rdx,%rax,8), %r12
	cmpl	$2, %ebp
	je	.L1987
	cmpq	%r13, %rbx
	jb	.L1970
	cmpl	$1, %ebp
	jne	.L1970
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%r13
	movq	216(%r14), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
.L1970:
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
.L1969:
	movq	8(%rsp), %rax
	movq	%rbx, 224(%r14)
	cmpq	%rax, %r15
	jnb	.L1962
.L1971:
	movq	224(%r14), %rbx
	cmpl	$3, %ebp
	jne	.L1963
	cmpq	%r13, %rbx
	jnb	.L1964
	movq	(%rsp), %rax
	movq	144(%rax), %r12
	testq	%r12, %r12
	je	.L1966
	xorl	%r12d, %r12d
.L1965:
	movq	232(%r14), %rsi
	jmp	.L1970
	.p2align 4,,10
	.p2align 3
.L1987:
	cmpq	%rsi, %r12
	jnb	.L1970
	addq	$1, %rbx
	jmp	.L1969
	.p2align 4,,10
	.p2align 3
.L1966:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jb	.L1965
.L1962:
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
.L1964:
	.cfi_restore_state
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	216(%r14), %rax
	movq	(%rax,%rdx,8), %r12
	movq	(%rsp), %rax
	movq	144(%rax), %rax
	testq	%rax, %rax
	je	.L1966
	cmpq	%rax, %r12
	jb	.L1965
	jmp	.L1962
.L1973:
	xorl	%r15d, %r15d
	jmp	.L1962
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
	je	.L1989
	testq	%rcx, %rcx
	je	.L1988
	movq	%rsi, %rax
	addq	%rsi, %rbp
	negq	%rax
	leaq	(%rdx,%rax,8), %r12
	.p2align 4,,10
	.p2align 3
.L1998:
	movq	%rbx, %rsi
	movq	%r13, %rdi
	call	service_of
	movq	%rax, (%r12,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	jne	.L1998
.L1988:
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
.L1989:
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
	js	.L1991
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1992:
	testq	%rbp, %rbp
	je	.L1988
	addq	$1, %rbx
	leaq	(%rdx,%rbp,8), %r13
	movq	%rdx, %r14
	movabsq	$-7046029254386353131, %rax
	movabsq	$-4658895280553007687, %r12
	imulq	%rax, %rbx
	movabsq	$-7723592293110705685, %rbp
	addq	%rcx, %rbx
	jmp	.L1997
	.p2align 4,,10
	.p2align 3
.L2007:
	cvttsd2siq	%xmm1, %rax
	.p2align 4,,10
	.p2align 3
.L1994:
	movq	%rax, (%r14)
	addq	$8, %r14
	movabsq	$-7046029254386353131, %rax
	addq	%rax, %rbx
	cmpq	%r14, %r13
	je	.L1988
.L1997:
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
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC32(%rip), %xmm1
	movsd	.LC2(%rip), %xmm3
	subsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm3
	ja	.L1994
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1994
	comisd	.LC85(%rip), %xmm1
	jb	.L2007
	subsd	.LC85(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1994
	.p2align 4,,10
	.p2align 3
.L1991:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1992
	.cfi_endproc
.LFE40:
	.size	service_fill, .-service_fill
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB89:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L2023
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
.L2009:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L2014
	.p2align 4,,10
	.p2align 3
.L2010:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L2012
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L2012:
	testq	%r8, %r8
	je	.L2013
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L2013
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L2013:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L2010
.L2014:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L2009
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
.L2023:
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
	jnb	.L2026
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
	jmp	.L2036
	.p2align 4,,10
	.p2align 3
.L2046:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L2031:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L2030:
	cmpq	%r15, %rbp
	jnb	.L2026
.L2036:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L2028
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L2028
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L2045
.L2028:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L2031
	cmpq	%rax, %rbx
	jnb	.L2032
	addq	%r8, %rdx
.L2033:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L2046
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L2031
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
	jmp	.L2031
	.p2align 4,,10
	.p2align 3
.L2032:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L2033
	.p2align 4,,10
	.p2align 3
.L2026:
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
.L2045:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L2029:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L2029
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L2030
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
	je	.L2075
	leaq	16(%rdi), %rdi
	movq	%rsi, 8(%rsp)
	xorl	%r13d, %r13d
	movq	%rdi, 16(%rsp)
	movq	%rax, (%rsp)
	jmp	.L2074
	.p2align 4,,10
	.p2align 3
.L2049:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jnb	.L2048
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L2048
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %rbp
	cmpl	$2, %r15d
	jne	.L2077
	cmpq	%rdx, %rbp
	jb	.L2053
.L2077:
	cmpq	%rdx, %rbp
	movq	%rdx, %r11
	movq	%rbp, %r12
	cmovnb	%rbp, %r11
	cmpl	$1, %r15d
	jne	.L2056
	movq	136(%rbx), %rdi
	movq	112(%rbx), %rcx
	movq	(%rcx,%rdi,8), %r12
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rdx
	movq	%rdx, %r11
.L2056:
	movq	104(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L2052
	cmpq	$0, 40(%r14)
	movq	(%rdx,%rax,8), %rcx
	je	.L2098
.L2066:
	movq	16(%rsp), %rdi
	movq	%rcx, %rdx
	movq	%r11, %rsi
	call	serve_random
	movq	%rax, %rdx
.L2058:
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
.L2053:
	movq	136(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 128(%rbx)
	addq	$1, %rax
	cmpq	120(%rbx), %rax
	jne	.L2073
	xorl	%eax, %eax
.L2073:
	movq	%rax, 136(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L2048
.L2074:
	cmpl	$3, %r15d
	jne	.L2049
	movq	112(%rbx), %rax
	movq	136(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L2050
	cmpq	%rax, %rbp
	jnb	.L2048
	movq	128(%rbx), %rsi
.L2051:
	cmpq	%rdx, %rbp
	movq	%rbp, %r12
	cmovnb	%rbp, %rdx
	movq	%rdx, %r11
.L2052:
	movl	8(%r14), %eax
	testl	%eax, %eax
	jne	.L2064
	movq	(%r14), %rcx
.L2065:
	cmpq	$0, 40(%r14)
	jne	.L2066
.L2098:
	movq	16(%rbx), %rax
	leaq	(%rcx,%r11), %rdx
	cmpq	%rdx, %rax
	jnb	.L2058
	movq	48(%r14), %r8
	cmpq	%rax, %r11
	jnb	.L2067
	addq	%r8, %rdx
.L2068:
	movq	56(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L2069
	movq	$-1, 16(%rbx)
	jmp	.L2058
	.p2align 4,,10
	.p2align 3
.L2050:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jb	.L2051
.L2048:
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
.L2064:
	.cfi_restore_state
	movq	%r14, %rdi
	movq	%r11, 24(%rsp)
	call	service_of
	movq	24(%rsp), %r11
	movq	%rax, %rcx
	jmp	.L2065
	.p2align 4,,10
	.p2align 3
.L2069:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L2058
	movq	16(%rsp), %rdi
	movq	%r11, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L2058
	.p2align 4,,10
	.p2align 3
.L2067:
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %rdi
	cmpq	%rsi, %r11
	cmovb	%rdi, %rdx
	jmp	.L2068
.L2075:
	xorl	%r13d, %r13d
	jmp	.L2048
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
	.section	.rodata.str1.8
	.align 8
.LC294:
	.string	"RESULT score method=%s interval_ns=%lu pct=%s value_ns=%lu truth_ns=%lu err_pct=%.3f ratio=%s\n"
	.align 8
.LC295:
	.string	"\nscoreboard: each way to read a number off the measurement, against the truth (%s), closest at p99 first\n"
	.section	.rodata.str1.1
.LC296:
	.string	"interval"
.LC297:
	.string	"method"
.LC298:
	.string	"%-15s %10s"
.LC299:
	.string	"truth"
.LC300:
	.string	"\n%-15s %10s"
.LC301:
	.string	"error against the truth, %%:\n"
.LC302:
	.string	" %+11.1f"
	.section	.rodata.str1.8
	.align 8
.LC303:
	.string	"(us; intervals per connection but hdr-schedule's, for all; wrk's in whole us)"
	.text
	.p2align 4
	.type	print_score, @function
print_score:
.LFB330:
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
.L2102:
	movl	872(%r10,%rax,4), %ecx
	testl	%ecx, %ecx
	je	.L2101
	movslq	%r13d, %rdx
	addl	$1, %r13d
	movl	%eax, 80(%rsp,%rdx,4)
.L2101:
	addq	$1, %rax
	cmpq	$9, %rax
	jne	.L2102
	cmpl	$1, %r13d
	jle	.L2103
	movq	24(%r10), %rax
	testq	%rax, %rax
	js	.L2104
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2105:
	leaq	80(%rsp), %rsi
	leaq	84(%rsp), %rcx
	movl	$1, %edx
	movsd	.LC75(%rip), %xmm4
	movq	.LC63(%rip), %xmm3
	pxor	%xmm5, %xmm5
	.p2align 4,,10
	.p2align 3
.L2106:
	movq	%rcx, %rax
	jmp	.L2107
	.p2align 4,,10
	.p2align 3
.L2185:
	movslq	%r11d, %r11
	leaq	(%r11,%r11,4), %r11
	salq	$4, %r11
	movq	104(%r10,%r11), %r11
	testq	%r11, %r11
	js	.L2112
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r11, %xmm1
.L2113:
	subsd	%xmm2, %xmm1
	movslq	%r9d, %r9
	leaq	(%r9,%r9,4), %r9
	salq	$4, %r9
	mulsd	%xmm4, %xmm1
	movq	104(%r10,%r9), %r9
	divsd	%xmm2, %xmm1
	andpd	%xmm3, %xmm1
	testq	%r9, %r9
	js	.L2114
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L2115:
	subsd	%xmm2, %xmm0
	mulsd	%xmm4, %xmm0
	divsd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L2109
	movq	%xmm6, -4(%rax)
	subq	$4, %rax
	cmpq	%rsi, %rax
	je	.L2109
.L2107:
	comisd	%xmm5, %xmm2
	movq	-4(%rax), %xmm0
	pshufd	$0xe5, %xmm0, %xmm7
	pshufd	$225, %xmm0, %xmm6
	movd	%xmm0, %r11d
	movd	%xmm7, %r9d
	ja	.L2185
.L2109:
	addl	$1, %edx
	addq	$4, %rcx
	cmpl	%edx, %r13d
	jne	.L2106
	testl	%r8d, %r8d
	je	.L2117
.L2116:
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
.L2134:
	movslq	(%rsi), %r15
	movq	%rsi, 24(%rsp)
	leaq	PCT_NAME(%rip), %r14
	movq	40(%rsp), %r12
	leaq	(%r15,%r15,4), %rbp
	salq	$4, %rbp
	jmp	.L2133
	.p2align 4,,10
	.p2align 3
.L2188:
	testq	%r8, %r8
	js	.L2131
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2132:
	subsd	%xmm1, %xmm0
	mulsd	.LC75(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2129:
	movq	16(%rsp), %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 200
	movq	(%r14), %rcx
	addq	$8, %r12
	movq	0(%r13,%r15,8), %rsi
	leaq	.LC294(%rip), %rdi
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
	je	.L2186
.L2133:
	movq	(%r12), %r9
	movq	80(%r12,%rbp), %r8
	testq	%r9, %r9
	je	.L2119
	testq	%r8, %r8
	js	.L2120
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2121:
	testq	%r9, %r9
	js	.L2122
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L2123:
	leaq	.LC116(%rip), %rax
	leaq	.LC117(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	divsd	%xmm1, %xmm0
	comisd	.LC75(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
	movq	(%r12), %r9
	movq	80(%r12,%rbp), %r8
	testq	%r9, %r9
	js	.L2187
.L2179:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L2128:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2188
	pxor	%xmm0, %xmm0
	jmp	.L2129
	.p2align 4,,10
	.p2align 3
.L2114:
	movq	%r9, %r11
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%r11
	orq	%r9, %r11
	cvtsi2sdq	%r11, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2115
	.p2align 4,,10
	.p2align 3
.L2112:
	movq	%r11, %rbx
	andl	$1, %r11d
	pxor	%xmm1, %xmm1
	shrq	%rbx
	orq	%r11, %rbx
	cvtsi2sdq	%rbx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2113
	.p2align 4,,10
	.p2align 3
.L2187:
	movq	%r9, %rax
	movq	%r9, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2128
	.p2align 4,,10
	.p2align 3
.L2119:
	movl	$6369134, (%rbx)
	jmp	.L2179
	.p2align 4,,10
	.p2align 3
.L2122:
	movq	%r9, %rax
	andl	$1, %r9d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r9, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2123
	.p2align 4,,10
	.p2align 3
.L2120:
	movq	%r8, %rax
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r8, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2121
	.p2align 4,,10
	.p2align 3
.L2131:
	movq	%r8, %rax
	movq	%r8, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2132
	.p2align 4,,10
	.p2align 3
.L2186:
	movq	24(%rsp), %rsi
	addq	$4, %rsi
	cmpq	%rsi, 32(%rsp)
	jne	.L2134
.L2100:
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
.L2117:
	.cfi_restore_state
	movq	%rdi, %rsi
	xorl	%eax, %eax
	leaq	.LC295(%rip), %rdi
	movq	%r10, 8(%rsp)
	call	printf@PLT
	leaq	.LC296(%rip), %rdx
	leaq	.LC297(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC298(%rip), %rdi
	leaq	PCT_LABEL(%rip), %rbp
	call	printf@PLT
	movq	8(%rsp), %rbx
	leaq	48(%rbp), %r12
	leaq	.LC6(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L2136:
	movq	0(%rbp), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r12, %rbp
	jne	.L2136
	leaq	.LC11(%rip), %rdx
	leaq	.LC299(%rip), %rsi
	xorl	%eax, %eax
	movq	%rbx, 8(%rsp)
	leaq	.LC300(%rip), %rdi
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
.L2137:
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	addq	$8, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%rbp, %r12
	jne	.L2137
	movl	$10, %edi
	movq	%r14, 16(%rsp)
	call	putchar@PLT
	testl	%r13d, %r13d
	je	.L2138
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
.L2141:
	movl	(%r14), %eax
	leaq	.LC11(%rip), %rdx
	xorl	%ebp, %ebp
	testl	%eax, %eax
	jne	.L2189
.L2139:
	movq	0(%r13,%rbp,8), %rsi
	leaq	.LC298(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	call	printf@PLT
	leaq	0(%rbp,%rbp,4), %rcx
	movq	16(%rsp), %rax
	salq	$4, %rcx
	leaq	(%rax,%rcx), %rbp
	.p2align 4,,10
	.p2align 3
.L2140:
	movq	88(%rbp,%r12,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r12
	jne	.L2140
	movl	$10, %edi
	addq	$4, %r14
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r14
	jne	.L2141
	leaq	.LC301(%rip), %rdi
	xorl	%eax, %eax
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	call	printf@PLT
	leaq	.LC302(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L2151:
	movslq	(%r12), %rbx
	leaq	.LC11(%rip), %rdx
	leaq	.LC298(%rip), %rdi
	xorl	%eax, %eax
	movq	0(%r13,%rbx,8), %rsi
	leaq	(%rbx,%rbx,4), %rbx
	salq	$4, %rbx
	call	printf@PLT
	movq	24(%rsp), %r14
	jmp	.L2150
	.p2align 4,,10
	.p2align 3
.L2191:
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L2182
.L2192:
	movq	80(%r14,%rbx), %rax
	testq	%rax, %rax
	js	.L2148
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2149:
	subsd	%xmm1, %xmm0
	mulsd	.LC75(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2146:
	movq	%r15, %rdi
	movl	$1, %eax
	addq	$8, %r14
	call	printf@PLT
	cmpq	%rbp, %r14
	je	.L2190
.L2150:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L2191
	movq	%rax, %rcx
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	andl	$1, %eax
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm0, %xmm1
	ja	.L2192
.L2182:
	pxor	%xmm0, %xmm0
	jmp	.L2146
	.p2align 4,,10
	.p2align 3
.L2148:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2149
	.p2align 4,,10
	.p2align 3
.L2190:
	movl	$10, %edi
	addq	$4, %r12
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r12
	jne	.L2151
.L2143:
	leaq	.LC303(%rip), %rdi
	call	puts@PLT
	jmp	.L2100
	.p2align 4,,10
	.p2align 3
.L2189:
	movslq	%eax, %rbp
	movq	16(%rsp), %rax
	movq	%rbx, %rdi
	movq	800(%rax,%rbp,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	jmp	.L2139
.L2104:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2105
.L2138:
	leaq	.LC301(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2143
.L2103:
	testl	%r8d, %r8d
	je	.L2117
	leaq	80(%rsp), %rsi
	cmpl	$1, %r13d
	je	.L2116
	jmp	.L2100
	.cfi_endproc
.LFE330:
	.size	print_score, .-print_score
	.section	.rodata.str1.1
.LC304:
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
	je	.L2206
.L2204:
	ret
	.p2align 4,,10
	.p2align 3
.L2206:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L2204
	cmpl	$1, %eax
	je	.L2207
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	40(%rdx), %rdi
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC287(%rip), %rdx
	subq	$256, %rsp
	.cfi_def_cfa_offset 272
	movq	104(%rsi), %rsi
	movq	%rsp, %rbx
	movq	%rbx, %r8
	call	numbers_open
	testl	%eax, %eax
	jne	.L2208
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L2207:
	.cfi_restore 3
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L2208:
	.cfi_def_cfa_offset 272
	.cfi_offset 3, -16
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC304(%rip), %rsi
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
.L2210:
	xorl	%r15d, %r15d
.L2214:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L2213
	.p2align 4,,10
	.p2align 3
.L2229:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L2228
.L2213:
	testq	%r15, %r15
	jne	.L2229
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L2213
.L2228:
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
	jne	.L2230
	movl	$1, %r15d
	jmp	.L2214
.L2230:
	subl	$1, 16(%rsp)
	jne	.L2210
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L2216
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2217:
	movsd	.LC305(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L2218
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2219:
	movsd	.LC306(%rip), %xmm2
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
	andpd	.LC63(%rip), %xmm0
	movsd	.LC61(%rip), %xmm1
	mulsd	.LC75(%rip), %xmm0
	divsd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	movsd	%xmm0, (%rax)
	jb	.L2226
	movsd	(%rbx), %xmm0
.L2209:
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
.L2226:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L2209
.L2216:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2217
.L2218:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2219
	.cfi_endproc
.LFE19:
	.size	estimate_ghz, .-estimate_ghz
	.section	.rodata.str1.1
.LC308:
	.string	"%-*s %9lu"
.LC309:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row_w, @function
print_row_w:
.LFB249:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	xorl	%eax, %eax
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	leaq	.LC6(%rip), %r13
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
	leaq	.LC308(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L2232:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2232
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L2233
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
.L2233:
	movq	%rbp, %rdi
	leaq	.LC194(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC309(%rip), %rdi
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
.LFE249:
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
	je	.L2238
.L2239:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L2247
	.p2align 4,,10
	.p2align 3
.L2242:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L2241
.L2247:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L2242
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L2243
.L2248:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L2243
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L2243:
	cmpq	%rbp, %rbx
	jnb	.L2238
	movq	%rbx, %rax
	jmp	.L2239
	.p2align 4,,10
	.p2align 3
.L2241:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L2248
.L2238:
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
	jne	.L2257
	movl	152(%rdi), %ecx
	movq	%rdi, %r11
	testl	%ecx, %ecx
	jne	.L2257
	cmpq	$1, 160(%rdi)
	je	.L2274
.L2257:
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
.L2274:
	.cfi_restore_state
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L2257
	movq	40(%rdi), %r10
	testq	%r10, %r10
	jne	.L2257
	movq	%rsi, %r12
	movq	%rdx, %rbx
	call	closed_form_gap.part.0
	testq	%rax, %rax
	jne	.L2257
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
.L2261:
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L2260
	jmp	.L2259
	.p2align 4,,10
	.p2align 3
.L2268:
	movq	%rdx, %rcx
.L2260:
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%rcx, %r10
	divq	%rcx
	testq	%rdx, %rdx
	jne	.L2268
.L2259:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L2261
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
	je	.L2285
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L2285:
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
	jne	.L2275
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L2275
	movl	152(%rbx), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L2280
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L2280
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L2275:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L2280:
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
	je	.L2286
	cmpl	$2, %edx
	je	.L2306
	movl	152(%rbp), %edx
	movq	136(%rbp), %r12
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L2307
.L2292:
	leaq	0(,%rdi,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rbx)
	testq	%rax, %rax
	je	.L2290
	salq	$3, %r12
.L2291:
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
.L2286:
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
.L2307:
	.cfi_restore_state
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L2292
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L2292
	.p2align 4,,10
	.p2align 3
.L2306:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L2290
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
	je	.L2290
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 56(%rbx)
	call	calloc@PLT
	movq	%rax, 72(%rbx)
	testq	%rax, %rax
	je	.L2290
	movl	$524288, %r12d
	movl	$524288, %ebp
	jmp	.L2291
.L2290:
	movl	$-1, %eax
	jmp	.L2286
	.cfi_endproc
.LFE187:
	.size	buffers_init, .-buffers_init
	.section	.rodata.str1.1
.LC310:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC311:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC312:
	.string	"unexpected argument '%s': %s"
.LC313:
	.string	"see bench --help"
.LC314:
	.string	"unknown option '%s': %s"
.LC315:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC316:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC317:
	.string	"--quick"
.LC318:
	.string	"--export-values"
.LC319:
	.string	"--verbose"
.LC320:
	.string	"--cross-check"
.LC321:
	.string	"--scoreboard"
.LC322:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC323:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC324:
	.string	"at most 1000 characters"
.LC325:
	.string	"%s: the value is too long: %s"
.LC326:
	.string	"--rank"
.LC327:
	.string	"round"
.LC328:
	.string	"ceil"
.LC329:
	.string	"use round or ceil"
.LC330:
	.string	"--rank '%s' is not valid: %s"
.LC331:
	.string	"--exact-by"
.LC332:
	.string	"auto"
.LC333:
	.string	"sorted"
.LC334:
	.string	"sort"
.LC335:
	.string	"lattice"
.LC336:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC337:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC338:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC339:
	.string	"--service-dist"
	.section	.rodata.str1.8
	.align 8
.LC340:
	.string	"%s '%s' is not valid: use one of the names --help lists"
	.section	.rodata.str1.1
.LC341:
	.string	"--stalls"
.LC342:
	.string	"poisson"
.LC343:
	.string	"--stall-dist"
.LC344:
	.string	"fixed"
.LC345:
	.string	"exp"
.LC346:
	.string	"--schedule"
	.section	.rodata.str1.8
	.align 8
.LC347:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC348:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC349:
	.string	"--closed"
.LC350:
	.string	"catch-up"
.LC351:
	.string	"skip"
.LC352:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC353:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC354:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC355:
	.string	"--schedule-from"
.LC356:
	.string	"base"
.LC357:
	.string	"last-send"
.LC358:
	.string	"use base or last-send"
	.section	.rodata.str1.8
	.align 8
.LC359:
	.string	"--schedule-from '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC360:
	.string	"--think-dist"
.LC361:
	.string	"use fixed or exp"
	.section	.rodata.str1.8
	.align 8
.LC362:
	.string	"--think-dist '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC363:
	.string	"--when-full"
.LC364:
	.string	"block"
.LC365:
	.string	"drop"
.LC366:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC367:
	.string	"--when-full '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC368:
	.string	"--correct"
.LC369:
	.string	"--trace-values"
.LC370:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC371:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC372:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC373:
	.string	"--sweep"
.LC374:
	.string	"load"
.LC375:
	.string	"stall"
.LC376:
	.string	"use load or stall"
.LC377:
	.string	"--sweep '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB412:
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
	movq	%rdi, 40(%rsp)
	movq	%rdx, 16(%rsp)
	testl	%esi, %esi
	jle	.L2375
	movl	%esi, 28(%rsp)
	xorl	%ebx, %ebx
	leaq	1664+OPTIONS(%rip), %rbp
	movq	%rcx, 8(%rsp)
	movl	%ebx, %r14d
	.p2align 4,,10
	.p2align 3
.L2309:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 32(%rsp)
	movq	16(%rsp), %rcx
	movq	(%rcx,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L2382
	cmpb	$104, 1(%r15)
	jne	.L2382
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC310(%rip), %r13
	jne	.L2382
.L2312:
	leaq	OPTIONS(%rip), %rbx
	xorl	%r12d, %r12d
	jmp	.L2317
	.p2align 4,,10
	.p2align 3
.L2313:
	addl	$1, %r12d
	addq	$32, %rbx
	cmpl	$52, %r12d
	je	.L2316
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
.L2317:
	movq	(%rbx), %rdi
	testl	%eax, %eax
	jne	.L2313
	movslq	%r12d, %rdx
	leaq	OPTIONS(%rip), %rax
	salq	$5, %rdx
	movl	8(%rax,%rdx), %eax
	cmpl	$2, %eax
	je	.L2436
	leal	1(%r14), %r13d
	cmpl	$1, %eax
	je	.L2437
	cmpl	%r13d, 28(%rsp)
	je	.L2438
	movq	16(%rsp), %rax
	movq	32(%rsp), %rcx
	movq	8(%rax,%rcx), %r12
	cmpb	$45, (%r12)
	jne	.L2384
	cmpb	$104, 1(%r12)
	jne	.L2384
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC310(%rip), %rbx
	jne	.L2384
.L2331:
	leaq	32+OPTIONS(%rip), %r14
	jmp	.L2334
	.p2align 4,,10
	.p2align 3
.L2332:
	cmpq	%rbp, %r14
	je	.L2333
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$32, %r14
	call	strcmp@PLT
.L2334:
	testl	%eax, %eax
	jne	.L2332
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC323(%rip), %rdx
	call	snprintf@PLT
.L2320:
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
.L2333:
	.cfi_restore_state
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L2439
	movq	8(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	apply_amount.constprop.0
	testl	%eax, %eax
	jle	.L2336
	leaq	.LC326(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2337
	leaq	.LC327(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC328(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2338
	testl	%eax, %eax
	jne	.L2440
.L2338:
	testl	%eax, %eax
	movq	40(%rsp), %rcx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 200(%rcx)
.L2328:
	leal	1(%r13), %r14d
	cmpl	%r14d, 28(%rsp)
	jg	.L2309
.L2375:
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
.L2382:
	.cfi_restore_state
	leaq	.LC122(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r13
	call	strcmp@PLT
	jmp	.L2312
	.p2align 4,,10
	.p2align 3
.L2384:
	leaq	.LC122(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L2331
	.p2align 4,,10
	.p2align 3
.L2337:
	leaq	.LC331(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2340
	leaq	.LC332(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2441
	leaq	.LC333(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2342
	leaq	.LC334(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2342
	leaq	.LC335(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2442
	leaq	.LC336(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2345
	movq	40(%rsp), %rax
	movl	$3, 204(%rax)
	jmp	.L2328
	.p2align 4,,10
	.p2align 3
.L2316:
	cmpb	$45, (%r15)
	movq	8(%rsp), %rdi
	je	.L2443
.L2383:
	leaq	.LC311(%rip), %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC312(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
	.p2align 4,,10
	.p2align 3
.L2336:
	je	.L2328
	jmp	.L2320
	.p2align 4,,10
	.p2align 3
.L2340:
	leaq	.LC339(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2444
	leaq	.LC341(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2445
	leaq	.LC343(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2446
	leaq	.LC346(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2356
	leaq	.LC344(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC342(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2357
	testl	%eax, %eax
	jne	.L2447
.L2357:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 72(%rdx)
	jmp	.L2328
.L2443:
	cmpb	$45, 1(%r15)
	jne	.L2383
.L2319:
	leaq	.LC313(%rip), %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC314(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
	.p2align 4,,10
	.p2align 3
.L2437:
	leaq	.LC317(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	je	.L2448
	leaq	.LC318(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	jne	.L2324
	movq	40(%rsp), %rax
	movl	$1, 432(%rax)
.L2323:
	movl	%r14d, %r13d
	jmp	.L2328
	.p2align 4,,10
	.p2align 3
.L2448:
	movq	40(%rsp), %rax
	movl	$1, 464(%rax)
	jmp	.L2323
.L2356:
	leaq	.LC287(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2449
	leaq	.LC349(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2359
	leaq	.LC350(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2360
	leaq	.LC351(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2381
	leaq	.LC352(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2450
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC353(%rip), %r8
	leaq	.LC354(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
.L2342:
	movq	40(%rsp), %rax
	movl	$1, 204(%rax)
	jmp	.L2328
.L2441:
	movq	40(%rsp), %rax
	movl	$0, 204(%rax)
	jmp	.L2328
.L2444:
	xorl	%ebx, %ebx
	leaq	SERVICE_DIST_NAME(%rip), %r14
.L2348:
	movq	(%r14,%rbx,8), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2451
	movq	40(%rsp), %rax
	movl	%ebx, 8(%rax)
	jmp	.L2328
.L2324:
	leaq	.LC319(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	je	.L2452
	leaq	.LC320(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	jne	.L2326
	movq	40(%rsp), %rax
	movl	$3, 352(%rax)
	jmp	.L2323
.L2452:
	movq	40(%rsp), %rax
	movl	$1, 436(%rax)
	jmp	.L2323
.L2449:
	movq	40(%rsp), %rax
	movq	%r12, 392(%rax)
	movl	$2, 72(%rax)
	jmp	.L2328
.L2445:
	leaq	.LC242(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L2453
.L2351:
	movq	40(%rsp), %rdx
	movl	%eax, 40(%rdx)
	jmp	.L2328
.L2446:
	leaq	.LC344(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L2454
.L2354:
	movq	40(%rsp), %rdx
	movl	%eax, 44(%rdx)
	jmp	.L2328
.L2436:
	movq	%rdi, %r9
	movq	8(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC315(%rip), %r8
	movq	%r9, %rcx
	leaq	.LC316(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
.L2438:
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC313(%rip), %r8
	leaq	.LC322(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
.L2439:
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC324(%rip), %r8
	leaq	.LC325(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
.L2442:
	movq	40(%rsp), %rax
	movl	$2, 204(%rax)
	jmp	.L2328
.L2451:
	addq	$1, %rbx
	cmpq	$4, %rbx
	jne	.L2348
.L2355:
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC340(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2320
.L2359:
	leaq	.LC355(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2455
	leaq	.LC360(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2364
	leaq	.LC344(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC345(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2365
	testl	%eax, %eax
	jne	.L2456
.L2365:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 336(%rdx)
	jmp	.L2328
.L2453:
	leaq	.LC342(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2355
	movl	$1, %eax
	jmp	.L2351
.L2326:
	leaq	.LC321(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2323
	movq	40(%rsp), %rax
	movl	$1, 500(%rax)
	jmp	.L2323
.L2454:
	leaq	.LC345(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2355
	movl	$1, %eax
	jmp	.L2354
.L2455:
	leaq	.LC356(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC357(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2363
	testl	%eax, %eax
	jne	.L2457
.L2363:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 280(%rdx)
	jmp	.L2328
.L2364:
	leaq	.LC363(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2366
	leaq	.LC364(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC365(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2367
	testl	%eax, %eax
	jne	.L2458
.L2367:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movl	$1, 488(%rdx)
	movzbl	%al, %eax
	movl	%eax, 296(%rdx)
	jmp	.L2328
.L2366:
	leaq	.LC368(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2459
	leaq	.LC369(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2460
	leaq	.LC370(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2370
	cmpb	$0, (%r12)
	je	.L2371
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L2371
	movq	40(%rsp), %rax
	movq	%r12, 424(%rax)
	jmp	.L2328
.L2440:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC329(%rip), %r8
	leaq	.LC330(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
.L2381:
	movl	$1, %eax
.L2360:
	movq	40(%rsp), %rdx
	movl	%eax, 152(%rdx)
	jmp	.L2328
.L2447:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC347(%rip), %r8
	leaq	.LC348(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
.L2450:
	movl	$2, %eax
	jmp	.L2360
.L2458:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC366(%rip), %r8
	leaq	.LC367(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
	.p2align 4,,10
	.p2align 3
.L2345:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC337(%rip), %r8
	leaq	.LC338(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
.L2457:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC358(%rip), %r8
	leaq	.LC359(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
.L2456:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC361(%rip), %r8
	leaq	.LC362(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
.L2371:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC371(%rip), %r8
	leaq	.LC372(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
	.p2align 4,,10
	.p2align 3
.L2370:
	leaq	.LC373(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2373
	leaq	.LC374(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2374
	leaq	.LC375(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2461
.L2374:
	movq	40(%rsp), %rax
	movq	%r12, 416(%rax)
	movl	$2, 352(%rax)
	jmp	.L2328
.L2373:
	movq	8(%rsp), %rdi
	jmp	.L2319
.L2461:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC376(%rip), %r8
	leaq	.LC377(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2320
	.p2align 4,,10
	.p2align 3
.L2460:
	movq	40(%rsp), %rax
	movq	%r12, 408(%rax)
	movl	$1, 352(%rax)
	jmp	.L2328
.L2459:
	movq	40(%rsp), %rax
	movq	%r12, 400(%rax)
	movl	$1, 352(%rax)
	jmp	.L2328
	.cfi_endproc
.LFE412:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC378:
	.string	"out of memory"
.LC379:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC380:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests, hundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses, timeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population, population-stalls, sessions-2 or sessions-20"
	.align 8
.LC381:
	.string	"--scenario '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB416:
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
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	xorl	%ebx, %ebx
	subq	$312, %rsp
	.cfi_def_cfa_offset 368
	movq	%rdx, 16(%rsp)
.L2464:
	movq	(%r12), %rax
	movq	%rbp, %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2463
	addl	$1, %ebx
	addq	$24, %r12
	cmpl	$20, %ebx
	jne	.L2464
	leaq	.LC380(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC381(%rip), %rdx
.L2478:
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L2462
	.p2align 4,,10
	.p2align 3
.L2463:
	movq	456(%r14), %rdi
	movslq	%ebx, %rbx
	movl	%eax, 28(%rsp)
	movq	$0, 40(%rsp)
	call	free@PLT
	leaq	(%rbx,%rbx,2), %rax
	leaq	SCENARIOS(%rip), %rcx
	movq	16(%rcx,%rax,8), %rdi
	call	strdup@PLT
	movl	28(%rsp), %r8d
	testq	%rax, %rax
	movq	%rax, 456(%r14)
	movq	%rax, %rdi
	je	.L2479
	leaq	40(%rsp), %r12
	movl	%r8d, 28(%rsp)
	leaq	48(%rsp), %r13
	leaq	.LC39(%rip), %rbp
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	movl	28(%rsp), %r8d
	testq	%rax, %rax
	je	.L2468
	movl	$1, %r15d
	leaq	48(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L2469:
	xorl	%edi, %edi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	movq	%rax, -8(%r13,%r15,8)
	call	strtok_r@PLT
	movq	%r15, %rdi
	testq	%rax, %rax
	setne	%sil
	cmpl	$31, %r15d
	setle	%dl
	addq	$1, %r15
	testb	%dl, %sil
	jne	.L2469
	movl	%edi, %r8d
.L2468:
	movq	8(%rsp), %xmm0
	movq	%r13, %rdx
	movl	%r8d, %esi
	movq	%r14, %rdi
	leaq	SCENARIOS(%rip), %rcx
	leaq	(%rbx,%rbx,2), %rax
	movhps	8(%rcx,%rax,8), %xmm0
	movq	16(%rsp), %rcx
	movups	%xmm0, 440(%r14)
	call	apply_args.constprop.0
.L2462:
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
.L2479:
	.cfi_restore_state
	leaq	.LC378(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC379(%rip), %rdx
	jmp	.L2478
	.cfi_endproc
.LFE416:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC385:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC386:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC387:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC388:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC389:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC391:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC392:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC393:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB283:
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
	movapd	.LC382(%rip), %xmm0
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
	jle	.L2486
	movslq	%r12d, %rax
	movsd	.LC383(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L2485
	.p2align 4,,10
	.p2align 3
.L2519:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2484:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L2518
.L2485:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L2519
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2484
.L2518:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2520
.L2486:
	movsd	.LC2(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L2482:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC385(%rip), %rsi
	pushq	%r14
	leaq	XTICK.7(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC387(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC386(%rip), %rcx
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
.L2489:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC61(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC388(%rip), %rsi
	mulsd	.LC43(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC44(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L2489
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L2505
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
.L2504:
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
	je	.L2492
	testq	%rbx, %rbx
	je	.L2492
	testq	%rax, %rax
	je	.L2492
	testq	%r14, %r14
	je	.L2521
	movq	.LC383(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L2499
	.p2align 4,,10
	.p2align 3
.L2522:
	divsd	%xmm6, %xmm0
	movsd	.LC2(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2495:
	call	log10@PLT
	movq	.LC61(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L2497
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2498:
	movq	-264(%rbp), %rax
	divsd	.LC383(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L2494
.L2499:
	movsd	(%r12), %xmm0
	movsd	.LC75(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L2522
	movq	.LC31(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L2495
	.p2align 4,,10
	.p2align 3
.L2497:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2498
	.p2align 4,,10
	.p2align 3
.L2521:
	movsd	.LC383(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L2494:
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
	js	.L2500
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2501:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC41(%rip), %xmm0
	movsd	.LC42(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC391(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC390(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L2502
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2503:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC392(%rip), %rdx
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
	leaq	.LC393(%rip), %rsi
	leal	4(%r14), %eax
	movl	%r14d, %r9d
	movl	%r14d, %ecx
	addl	$18, %r14d
	movq	%rdi, (%rsp)
	movq	-272(%rbp), %rdi
	pushq	%rax
	leaq	.LC11(%rip), %rax
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
	jne	.L2504
.L2505:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC389(%rip), %rdi
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
.L2502:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2503
	.p2align 4,,10
	.p2align 3
.L2500:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2501
.L2520:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC384(%rip), %xmm2
	movsd	.LC68(%rip), %xmm3
	movsd	.LC62(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L2488
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
.L2488:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L2482
.L2492:
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
.LFE283:
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
	jne	.L2541
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
	jmp	.L2540
	.p2align 4,,10
	.p2align 3
.L2554:
	movq	40(%rsp), %rax
	movl	$1, (%rax)
.L2527:
	addq	$4, 40(%rsp)
	movq	40(%rsp), %rax
	addq	$8, 56(%rsp)
	addq	$112, 88(%rsp)
	addq	$8, 48(%rsp)
	cmpq	%rax, 96(%rsp)
	je	.L2539
	movq	32(%r15), %r12
	movq	40(%r15), %r13
.L2540:
	movq	56(%rsp), %rdi
	movl	16(%r15), %esi
	movq	%r12, %rax
	xorl	%ebx, %ebx
	movl	$99999, %ecx
	mulq	(%rdi)
	testl	%esi, %esi
	jne	.L2525
	movl	$50000, %ecx
	xorl	%ebx, %ebx
.L2525:
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
	je	.L2554
	movq	1208(%r15), %rcx
	movq	1216(%r15), %r8
	movq	%r14, %rsi
	movq	48(%rsp), %rdx
	movq	88(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L2555
	addl	$1, 24(%r15)
	cmpq	%r14, 80(%r15)
	jnb	.L2529
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
.L2530:
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
	jnc	.L2533
	addq	$1, %rsi
	addq	%r9, %rdi
	addq	%r8, %rbx
	cmpq	$16383, %rsi
	jbe	.L2556
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
	jmp	.L2530
	.p2align 4,,10
	.p2align 3
.L2556:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L2530
	.p2align 4,,10
	.p2align 3
.L2533:
	movq	48(%rsp), %rax
	movq	%r13, 192(%rax)
	movq	%rbx, 264(%rax)
	movq	%r12, 312(%rax)
	testl	%ecx, %ecx
	je	.L2557
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	40(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
	jmp	.L2527
	.p2align 4,,10
	.p2align 3
.L2539:
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
.L2523:
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
.L2555:
	.cfi_restore_state
	movq	40(%rsp), %rax
	movl	$1, (%rax)
	addl	$1, 1228(%r15)
	jmp	.L2527
	.p2align 4,,10
	.p2align 3
.L2529:
	movq	(%r15), %rdx
	xorl	%ecx, %ecx
	subq	$1, %rdx
	je	.L2531
	.p2align 4,,10
	.p2align 3
.L2532:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2544
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2532
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L2531:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	$0, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2527
	.p2align 4,,10
	.p2align 3
.L2557:
	imulq	%rbp, %r12
	movq	(%r15), %rdx
	subq	%rbx, %r14
	subq	%r12, %r14
	subq	$1, %rdx
	je	.L2537
	.p2align 4,,10
	.p2align 3
.L2538:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2546
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2538
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2537:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	%r13, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2527
	.p2align 4,,10
	.p2align 3
.L2544:
	movl	$48, %ecx
	jmp	.L2531
.L2546:
	movl	$48, %ecx
	jmp	.L2537
.L2541:
	movl	$-2, %eax
	jmp	.L2523
	.cfi_endproc
.LFE147:
	.size	cqr_first_end, .-cqr_first_end
	.section	.rodata.str1.8
	.align 8
.LC398:
	.string	"Each correction of the closed loop against the truth, by percentile"
	.align 8
.LC399:
	.string	"log10(value / truth): 0 is exact"
	.section	.rodata.str1.1
.LC400:
	.string	"percentile"
	.text
	.p2align 4
	.type	score_writer, @function
score_writer:
.LFB282:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC398(%rip), %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	$500, %r9d
	movl	$820, %r8d
	movq	%rsi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leaq	.LC385(%rip), %rsi
	xorl	%r13d, %r13d
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	leaq	XTICK.3(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	.LC388(%rip), %rbx
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movapd	.LC382(%rip), %xmm0
	movaps	%xmm0, 32(%rsp)
	movapd	.LC397(%rip), %xmm0
	movaps	%xmm0, 48(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 232
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	call	fprintf@PLT
	leaq	48(%rsp), %rsi
	leaq	.LC399(%rip), %rcx
	movq	%rbp, %rdi
	leaq	.LC400(%rip), %rdx
	movq	%rsi, 40(%rsp)
	call	svg_axes
	popq	%rcx
	.cfi_def_cfa_offset 232
	popq	%rsi
	.cfi_def_cfa_offset 224
	.p2align 4,,10
	.p2align 3
.L2559:
	pxor	%xmm1, %xmm1
	movq	(%r12,%r13,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rsi
	cvtsi2sdl	%r13d, %xmm1
	movl	$448, %r8d
	movq	%rbp, %rdi
	addq	$1, %r13
	divsd	.LC61(%rip), %xmm1
	movl	$50, %edx
	movl	$3, %eax
	mulsd	.LC43(%rip), %xmm1
	addsd	.LC44(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r13
	jne	.L2559
	movq	%r14, %r15
	xorl	%ebx, %ebx
	xorl	%r12d, %r12d
	jmp	.L2571
	.p2align 4,,10
	.p2align 3
.L2560:
	addq	$1, %rbx
	addq	$80, %r15
	cmpq	$9, %rbx
	je	.L2581
.L2571:
	movl	872(%r14,%rbx,4), %edx
	testl	%edx, %edx
	je	.L2560
	xorl	%r13d, %r13d
	leaq	64(%rsp), %rdx
	leaq	112(%rsp), %rcx
	jmp	.L2569
	.p2align 4,,10
	.p2align 3
.L2584:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
	movq	88(%r15,%r13,8), %rax
	testq	%rax, %rax
	js	.L2563
.L2585:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2564:
	pxor	%xmm0, %xmm0
	cvtsi2sdl	%r13d, %xmm0
	movsd	%xmm0, (%rdx,%r13,8)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	jbe	.L2565
	comisd	%xmm0, %xmm1
	ja	.L2582
.L2565:
	pxor	%xmm3, %xmm3
	movq	.LC395(%rip), %rax
	comisd	%xmm3, %xmm1
	movq	%rax, %xmm0
	ja	.L2568
	cmpltsd	%xmm2, %xmm3
	movsd	.LC396(%rip), %xmm0
	pxor	%xmm4, %xmm4
	andpd	%xmm3, %xmm0
	andnpd	%xmm4, %xmm3
	orpd	%xmm3, %xmm0
.L2568:
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	je	.L2583
.L2569:
	movq	8(%r14,%r13,8), %rax
	testq	%rax, %rax
	jns	.L2584
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	movq	88(%r15,%r13,8), %rax
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	testq	%rax, %rax
	jns	.L2585
.L2563:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2564
	.p2align 4,,10
	.p2align 3
.L2582:
	divsd	%xmm2, %xmm1
	movq	%rdx, 16(%rsp)
	movq	%rcx, 8(%rsp)
	movapd	%xmm1, %xmm0
	call	log10@PLT
	movq	.LC395(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movsd	.LC396(%rip), %xmm1
	call	fmax@PLT
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rdx
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	jne	.L2569
.L2583:
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
	leaq	.LC11(%rip), %rdi
	cmpl	$8, %ebx
	movl	%r13d, %r12d
	leaq	.LC38(%rip), %rdx
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
	leaq	.LC393(%rip), %rsi
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
	jne	.L2571
.L2581:
	movq	%rbp, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC389(%rip), %rdi
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
.LFE282:
	.size	score_writer, .-score_writer
	.section	.rodata.str1.8
	.align 8
.LC401:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB380:
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
.L2588:
	movl	192(%rbx,%rax), %esi
	xorl	%edx, %edx
	testl	%esi, %esi
	jne	.L2587
	movl	216(%rbx,%rax), %edi
	negl	%edi
	sbbl	%edx, %edx
	addl	$2, %edx
.L2587:
	movl	%edx, 0(%rbp,%rax)
	addq	$4, %rax
	cmpq	$24, %rax
	jne	.L2588
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
.L2599:
	movl	(%r11), %ecx
	movq	312(%r10), %r12
	testl	%ecx, %ecx
	jne	.L2589
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L2590
	movq	192(%r10), %rcx
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	jmp	.L2591
	.p2align 4,,10
	.p2align 3
.L2595:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L2625
.L2591:
	movq	%r12, %rsi
	addq	(%rdi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L2595
	movl	192(%r11), %ecx
	movq	%rsi, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L2626
	movq	88(%rsp), %rdi
	movq	144(%r10), %rcx
	imulq	(%rdi), %rcx
	addq	%rcx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L2589:
	addq	$1, %rdx
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	addq	$524288, 16(%rsp)
	cmpq	$6, %rdx
	jne	.L2599
	movq	88(%rsp), %rbx
	movq	104(%rsp), %rbp
	xorl	%r12d, %r12d
	jmp	.L2603
	.p2align 4,,10
	.p2align 3
.L2601:
	addq	$1, %r12
	cmpq	$6, %r12
	je	.L2627
.L2603:
	movl	0(%rbp,%r12,4), %r13d
	testl	%r13d, %r13d
	je	.L2601
	movq	504(%rbx), %rdi
	movq	%r12, %r14
	xorl	%esi, %esi
	movl	$524288, %edx
	salq	$19, %r14
	addq	%r14, %rdi
	call	memset@PLT
	cmpl	$2, %r13d
	jne	.L2601
	movq	512(%rbx), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %r12
	addq	%r14, %rdi
	call	memset@PLT
	cmpq	$6, %r12
	jne	.L2603
.L2627:
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
.L2590:
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
	jmp	.L2593
	.p2align 4,,10
	.p2align 3
.L2629:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L2628
.L2593:
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
	jc	.L2629
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
	je	.L2630
	movl	24(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L2589
	.p2align 4,,10
	.p2align 3
.L2626:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L2589
	.p2align 4,,10
	.p2align 3
.L2630:
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
	je	.L2597
	.p2align 4,,10
	.p2align 3
.L2598:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2610
	movq	%rsi, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2598
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2597:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rdi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L2589
.L2628:
	movq	96(%rsp), %rdx
.L2594:
	movq	stderr(%rip), %rdi
	leaq	.LC401(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L2625:
	movq	88(%rsp), %rbx
	movslq	%edx, %rax
	movq	96(%rbx,%rax,8), %rdx
	jmp	.L2594
.L2610:
	movl	$48, %ecx
	jmp	.L2597
	.cfi_endproc
.LFE380:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.section	.rodata.str1.1
.LC402:
	.string	"ok %s\n"
.LC403:
	.string	"%s"
.LC404:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB353:
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
	je	.L2643
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2636:
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
	jc	.L2636
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC403(%rip), %rdx
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
.L2639:
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
	jc	.L2639
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC403(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC404(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L2631:
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
.L2643:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC402(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L2631
	.cfi_endproc
.LFE353:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC405:
	.string	"parse_time '%s'%s"
.LC406:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB354:
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
	jne	.L2650
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC406(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC405(%rip), %rdx
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
.L2650:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC11(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC405(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L2651
.L2647:
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
.L2651:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L2647
	.cfi_endproc
.LFE354:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC407:
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
	je	.L2664
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2657:
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
	jc	.L2657
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC403(%rip), %rdx
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
.L2660:
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
	jc	.L2660
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC403(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC407(%rip), %rdi
	call	printf@PLT
.L2652:
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
.L2664:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L2652
	.cfi_endproc
.LFE180:
	.size	check, .-check
	.section	.rodata.str1.1
.LC408:
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
	leaq	.LC3(%rip), %rcx
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
.L2666:
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
	jne	.L2666
	movq	56(%r15), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC8(%rip), %rcx
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
	leaq	.LC408(%rip), %rcx
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
.LC409:
	.string	"scored"
.LC410:
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
	leaq	.LC299(%rip), %rsi
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	call	check_summary
	jmp	.L2671
	.p2align 4,,10
	.p2align 3
.L2670:
	addq	$4, %r15
	addq	$80, %r14
	cmpq	$908, %r15
	je	.L2674
.L2671:
	leaq	-1744+METHOD_NAME(%rip), %rax
	movslq	(%rbx,%r15), %r8
	xorl	%esi, %esi
	movq	%r13, %rdi
	movq	(%rax,%r15,2), %rbp
	movslq	(%r12,%r15), %rax
	leaq	.LC409(%rip), %rcx
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
	leaq	.LC410(%rip), %rcx
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
	je	.L2670
	movl	(%r12,%r15), %eax
	testl	%eax, %eax
	je	.L2670
	leaq	(%r12,%r14), %rcx
	leaq	(%rbx,%r14), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	call	check_summary
	jmp	.L2670
	.p2align 4,,10
	.p2align 3
.L2674:
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
.LC411:
	.string	"corrected"
.LC412:
	.string	"stalls"
.LC413:
	.string	"closed"
.LC414:
	.string	"open"
.LC415:
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
.L2676:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L2677:
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
	jne	.L2677
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC8(%rip), %rcx
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
	leaq	.LC408(%rip), %rcx
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
	jne	.L2676
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC3(%rip), %rcx
	leaq	.LC412(%rip), %r13
	leaq	.LC413(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC411(%rip), %rdx
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
	leaq	.LC414(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC415(%rip), %r15
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
.LC416:
	.string	"%s-%s"
.LC417:
	.string	"sent"
.LC418:
	.string	"never_sent"
.LC419:
	.string	"dropped"
.LC420:
	.string	"timeouts"
.LC421:
	.string	"intended"
.LC422:
	.string	"errors"
.LC423:
	.string	"first_send_ns"
.LC424:
	.string	"last_send_ns"
.LC425:
	.string	"batch_sent"
.LC426:
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
	leaq	.LC413(%rip), %rax
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
.L2708:
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
.L2701:
	cmpl	$1, %r12d
	jle	.L2728
	cmpl	$3, %r12d
	jle	.L2729
	movl	40(%rsp), %esi
	testl	%esi, %esi
	je	.L2690
	movq	96(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L2694
	movq	96(%rsp), %rax
	movl	280(%rax), %edx
	testl	%edx, %edx
	jne	.L2694
	cmpq	$0, 288(%rax)
	je	.L2690
	.p2align 4,,10
	.p2align 3
.L2694:
	movl	104(%rsp), %ecx
	testl	%ecx, %ecx
	je	.L2730
	testb	$2, 104(%rsp)
	je	.L2690
	cmpl	$6, %r12d
	jne	.L2690
.L2696:
	leaq	288(%rsp), %rax
	movl	$6775148, 288(%rsp)
	movq	%rax, 8(%rsp)
.L2698:
	movq	0(%rbp), %rax
	xorl	%r9d, %r9d
	leaq	.LC3(%rip), %rcx
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
.L2699:
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
	jne	.L2699
	movq	56(%rbp), %rax
	movl	108(%rsp), %r12d
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	$0, 88(%rsp)
	movq	56(%rbx), %r8
	leaq	.LC8(%rip), %rcx
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
	leaq	.LC408(%rip), %rcx
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	40(%rsp), %rdx
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
.L2690:
	addl	$1, %r12d
	addq	$8, 32(%rsp)
	addq	$80, %rbp
	addq	$80, %rbx
	cmpl	$7, %r12d
	jne	.L2701
	movl	104(%rsp), %r9d
	movq	136(%rsp), %r12
	testl	%r9d, %r9d
	je	.L2702
	movl	40(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L2731
	movl	104(%rsp), %r11d
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	movl	%r11d, %ebx
	andl	$2, %ebx
	testb	$1, %r11b
	jne	.L2705
	testl	%ebx, %ebx
	jne	.L2706
.L2681:
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
.L2728:
	.cfi_restore_state
	movq	96(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L2695
	movl	104(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L2686
	movl	40(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L2732
.L2695:
	addq	$8, 32(%rsp)
	addl	$1, %r12d
	addq	$80, %rbp
	addq	$80, %rbx
	jmp	.L2701
	.p2align 4,,10
	.p2align 3
.L2730:
	cmpl	$6, %r12d
	je	.L2696
.L2686:
	movq	32(%rsp), %rax
	movq	56(%rsp), %rcx
	leaq	288(%rsp), %rdi
	leaq	.LC416(%rip), %rdx
	movl	$40, %esi
	movq	%rdi, 8(%rsp)
	movq	(%rax), %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2698
	.p2align 4,,10
	.p2align 3
.L2729:
	movq	96(%rsp), %rax
	movl	232(%rax), %r8d
	testl	%r8d, %r8d
	je	.L2695
	movl	104(%rsp), %edi
	testl	%edi, %edi
	je	.L2686
	movl	40(%rsp), %eax
	testl	%eax, %eax
	je	.L2695
	jmp	.L2690
	.p2align 4,,10
	.p2align 3
.L2732:
	testb	$1, 104(%rsp)
	jne	.L2686
	jmp	.L2690
	.p2align 4,,10
	.p2align 3
.L2702:
	movq	120(%rsp), %rbx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	leaq	.LC421(%rip), %rcx
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
	leaq	.LC417(%rip), %rcx
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
	leaq	.LC418(%rip), %rcx
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
	leaq	.LC419(%rip), %rcx
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
	leaq	.LC420(%rip), %rcx
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
	leaq	.LC422(%rip), %rcx
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
	leaq	.LC423(%rip), %rcx
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
	leaq	.LC424(%rip), %rcx
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
	je	.L2726
.L2704:
	leaq	.LC414(%rip), %rax
	movl	$1, 40(%rsp)
	movq	%rax, 56(%rsp)
	jmp	.L2708
.L2705:
	movq	1216(%r12), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movl	%r11d, 8(%rsp)
	leaq	.LC420(%rip), %rcx
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
	jne	.L2706
.L2707:
	testl	%r11d, %r11d
	jne	.L2681
.L2718:
	leaq	.LC425(%rip), %r13
	movq	%r12, 32(%rsp)
	movl	$1248, %r14d
	leaq	.LC414(%rip), %rbx
	movq	%r13, 40(%rsp)
	leaq	.LC426(%rip), %rbp
	movq	%r15, 8(%rsp)
	movq	112(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L2710:
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
	jne	.L2710
	jmp	.L2681
.L2706:
	movq	1192(%r12), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movl	%r11d, 8(%rsp)
	leaq	.LC417(%rip), %rcx
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
	leaq	.LC418(%rip), %rcx
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
	leaq	.LC419(%rip), %rcx
	movq	%r14, %rdx
	pushq	%rax
	.cfi_def_cfa_offset 416
	call	check
	popq	%rsi
	.cfi_def_cfa_offset 408
	popq	%rdi
	.cfi_def_cfa_offset 400
	movl	8(%rsp), %r11d
	jmp	.L2707
.L2731:
	addq	$560, 128(%rsp)
	addq	$64, %r12
	jmp	.L2704
.L2726:
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	jmp	.L2718
	.cfi_endproc
.LFE220:
	.size	check_omitted, .-check_omitted
	.section	.rodata.str1.1
.LC427:
	.string	"RESULT set=%s"
.LC428:
	.string	" n=%lu"
.LC429:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC430:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB248:
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
	leaq	.LC429(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC427(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC428(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L2734:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2734
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
.L2737:
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
	jc	.L2737
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC403(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L2738
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
.L2738:
	movq	%rbx, %rdi
	leaq	.LC194(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC430(%rip), %rdi
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
.LFE248:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.1
.LC431:
	.string	",closed-form"
.LC432:
	.string	"%s loop: sent %lu of %lu"
.LC433:
	.string	", %lu never sent"
.LC434:
	.string	", %lu dropped"
.LC435:
	.string	", %lu timed out (%s %%)"
.LC436:
	.string	", %lu rejected (%s %%)"
.LC437:
	.string	"; %.1f a second, of %.1f\n"
	.section	.rodata.str1.8
	.align 8
.LC438:
	.string	"RESULT timeouts client=%s count=%lu share_pct=%s\n"
	.align 8
.LC439:
	.string	"RESULT errors client=%s count=%lu share_pct=%s\n"
	.align 8
.LC440:
	.string	"RESULT rate client=%s intended=%lu sent=%lu never_sent=%lu dropped=%lu intended_per_s=%.1f achieved_per_s=%.1f\n"
	.align 8
.LC441:
	.string	"RESULT omissions checked_against=reference%s checks=%lu\n"
	.align 8
.LC442:
	.string	"(us; the faults' walks, once each; p99 beside the truth's %s us:"
	.section	.rodata.str1.1
.LC443:
	.string	" %s %s"
.LC444:
	.string	" times)"
	.text
	.p2align 4
	.type	print_omissions, @function
print_omissions:
.LFB329:
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
	movl	%esi, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movq	(%rdi), %r14
	movq	392(%rdi), %rax
	movq	%rdi, 24(%rsp)
	movq	128(%r14), %rdx
	movq	120(%r14), %rsi
	movq	%rax, 16(%rsp)
	movq	136(%r14), %rax
	cmpq	$1, %rax
	jbe	.L2807
	cmpq	%rdx, %rsi
	jnb	.L2807
	subq	$1, %rax
	js	.L2746
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2747:
	mulsd	.LC28(%rip), %xmm0
	subq	%rsi, %rdx
	js	.L2748
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L2749:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L2745
.L2807:
	movq	$0x000000000, 32(%rsp)
.L2745:
	cmpq	$0, 16(%rsp)
	je	.L2744
	xorl	%eax, %eax
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L2756:
	cmpl	$1, %eax
	jle	.L2853
	cmpl	$3, %eax
	jle	.L2854
	cmpq	$0, 256(%r14)
	movl	$1, %edx
	jne	.L2754
	movl	280(%r14), %r8d
	testl	%r8d, %r8d
	jne	.L2754
	xorl	%edx, %edx
	cmpq	$0, 288(%r14)
	setne	%dl
.L2754:
	addl	$1, %eax
	addl	%edx, %esi
	cmpl	$7, %eax
	jne	.L2756
	testl	%ebp, %ebp
	je	.L2855
.L2758:
	movl	%esi, 40(%rsp)
	xorl	%r13d, %r13d
	xorl	%ebx, %ebx
	movl	%ebp, 8(%rsp)
.L2770:
	movq	16(%rsp), %rax
	xorl	%r15d, %r15d
	leaq	(%rax,%r13), %r12
	.p2align 4,,10
	.p2align 3
.L2772:
	cmpq	$1, %r15
	jbe	.L2856
	cmpq	$3, %r15
	jbe	.L2857
	testl	%ebx, %ebx
	je	.L2763
	cmpq	$0, 256(%r14)
	je	.L2764
.L2767:
	cmpq	$6, %r15
	je	.L2765
	leaq	OSET_NAME(%rip), %rax
	leaq	.LC414(%rip), %rcx
	movq	(%rax,%r15,8), %r8
.L2766:
	leaq	112(%rsp), %rbp
	leaq	.LC416(%rip), %rdx
	movl	$40, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
.L2768:
	movl	8(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L2858
	movl	$16, %edi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
.L2763:
	addq	$1, %r15
	addq	$80, %r12
	cmpq	$7, %r15
	jne	.L2772
	addq	$560, %r13
	testl	%ebx, %ebx
	jne	.L2859
	movl	$1, %ebx
	jmp	.L2770
	.p2align 4,,10
	.p2align 3
.L2856:
	cmpq	$0, 224(%r14)
	je	.L2851
.L2760:
	leaq	OSET_NAME(%rip), %rax
	testl	%ebx, %ebx
	leaq	.LC414(%rip), %rcx
	movq	(%rax,%r15,8), %r8
	leaq	.LC413(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L2766
	.p2align 4,,10
	.p2align 3
.L2857:
	movl	232(%r14), %edi
	testl	%edi, %edi
	jne	.L2760
.L2851:
	addq	$1, %r15
	addq	$80, %r12
	jmp	.L2772
	.p2align 4,,10
	.p2align 3
.L2858:
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	print_result_set
	jmp	.L2763
	.p2align 4,,10
	.p2align 3
.L2853:
	xorl	%edx, %edx
	cmpq	$0, 224(%r14)
	setne	%dl
	addl	$1, %eax
	leal	(%rsi,%rdx,2), %esi
	jmp	.L2756
	.p2align 4,,10
	.p2align 3
.L2854:
	movl	232(%r14), %edx
	addl	$1, %eax
	leal	(%rsi,%rdx,2), %esi
	jmp	.L2756
	.p2align 4,,10
	.p2align 3
.L2764:
	movl	280(%r14), %esi
	testl	%esi, %esi
	jne	.L2767
	cmpq	$0, 288(%r14)
	jne	.L2767
	jmp	.L2763
	.p2align 4,,10
	.p2align 3
.L2765:
	movl	$6775148, 112(%rsp)
	leaq	112(%rsp), %rbp
	jmp	.L2768
	.p2align 4,,10
	.p2align 3
.L2869:
	movl	44(%rsp), %esi
	testl	%ebp, %ebp
	jne	.L2860
	testl	%esi, %esi
	jne	.L2861
.L2744:
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
.L2859:
	.cfi_restore_state
	movl	40(%rsp), %esi
	movq	16(%rsp), %rax
	movl	%ebx, 40(%rsp)
	xorl	%r13d, %r13d
	leaq	.LC413(%rip), %r10
	movl	8(%rsp), %ebp
	leaq	.LC440(%rip), %r12
	movl	%esi, 44(%rsp)
	leaq	1120(%rax), %r15
	movq	%r10, %rbx
.L2786:
	movq	8(%r15), %rax
	movq	56(%r15), %rdx
	movq	48(%r15), %rcx
	cmpq	$1, %rax
	jbe	.L2812
	cmpq	%rdx, %rcx
	jnb	.L2812
	movq	%rax, %rsi
	subq	$1, %rsi
	js	.L2774
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2775:
	movsd	.LC28(%rip), %xmm1
	mulsd	%xmm0, %xmm1
	subq	%rcx, %rdx
	js	.L2776
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2777:
	divsd	%xmm0, %xmm1
	movsd	%xmm1, 8(%rsp)
	testl	%ebp, %ebp
	jne	.L2778
.L2866:
	movq	(%r15), %rcx
	movq	%rax, %rdx
	movq	%rbx, %rsi
	leaq	.LC432(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L2862
.L2779:
	movq	24(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L2863
.L2780:
	cmpq	$0, 224(%r14)
	jne	.L2864
.L2781:
	cmpl	$0, 232(%r14)
	jne	.L2865
.L2782:
	movsd	32(%rsp), %xmm1
	movsd	8(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC437(%rip), %rdi
	call	printf@PLT
	jmp	.L2783
	.p2align 4,,10
	.p2align 3
.L2812:
	movq	$0x000000000, 8(%rsp)
	testl	%ebp, %ebp
	je	.L2866
.L2778:
	cmpq	$0, 224(%r14)
	jne	.L2867
.L2784:
	movl	232(%r14), %edx
	testl	%edx, %edx
	jne	.L2868
.L2785:
	movq	(%r15), %rdx
	movsd	8(%rsp), %xmm1
	movq	%rax, %rcx
	movq	%rbx, %rsi
	movq	24(%r15), %r9
	movq	16(%r15), %r8
	movq	%r12, %rdi
	movl	$2, %eax
	movsd	32(%rsp), %xmm0
	call	printf@PLT
.L2783:
	addq	$64, %r15
	leaq	.LC414(%rip), %rbx
	cmpl	$1, %r13d
	je	.L2869
	movl	40(%rsp), %r13d
	jmp	.L2786
.L2774:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2775
.L2861:
	movq	24(%rsp), %rax
	leaq	48(%rsp), %rdi
	movq	136(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC442(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rax
	leaq	584(%rax), %rbp
.L2790:
	movq	%rbp, %rbx
	xorl	%r12d, %r12d
	movl	%r13d, %r15d
	.p2align 4,,10
	.p2align 3
.L2805:
	cmpq	$1, %r12
	jbe	.L2870
	cmpq	$3, %r12
	jbe	.L2871
	testl	%r15d, %r15d
	je	.L2795
	cmpq	$0, 256(%r14)
	jne	.L2801
	cmpl	$0, 280(%r14)
	jne	.L2801
	cmpq	$0, 288(%r14)
	je	.L2802
	.p2align 4,,10
	.p2align 3
.L2801:
	cmpq	$6, %r12
	jne	.L2797
.L2799:
	subq	$560, %rbp
	xorl	%r13d, %r13d
	jmp	.L2790
.L2746:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2747
	.p2align 4,,10
	.p2align 3
.L2870:
	cmpq	$0, 224(%r14)
	je	.L2852
.L2792:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	80(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	testl	%r15d, %r15d
	leaq	.LC414(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r12,8), %r8
	leaq	.LC413(%rip), %rax
	cmove	%rax, %rcx
.L2803:
	leaq	112(%rsp), %r13
	leaq	.LC416(%rip), %rdx
	movl	$40, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	8(%rsp), %rdx
	movq	%r13, %rsi
	xorl	%eax, %eax
	leaq	.LC443(%rip), %rdi
	call	printf@PLT
.L2802:
	addq	$1, %r12
	addq	$80, %rbx
	cmpq	$7, %r12
	jne	.L2805
	testl	%r15d, %r15d
	jne	.L2799
.L2800:
	leaq	.LC444(%rip), %rdi
	call	puts@PLT
	movq	16(%rsp), %rsi
	xorl	%edx, %edx
	movq	%r14, %rdi
	call	print_mm1k
	jmp	.L2744
	.p2align 4,,10
	.p2align 3
.L2871:
	movl	232(%r14), %eax
	testl	%eax, %eax
	jne	.L2792
.L2852:
	addq	$1, %r12
	addq	$80, %rbx
	jmp	.L2805
	.p2align 4,,10
	.p2align 3
.L2795:
	addq	$1, %r12
	addq	$80, %rbx
	cmpq	$7, %r12
	jne	.L2805
	jmp	.L2800
.L2868:
	movq	40(%r15), %rsi
	leaq	48(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	40(%r15), %rdx
	movq	%rbx, %rsi
	leaq	.LC439(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r15), %rax
	jmp	.L2785
.L2867:
	movq	32(%r15), %rsi
	leaq	48(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	32(%r15), %rdx
	movq	%rbx, %rsi
	leaq	.LC438(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r15), %rax
	jmp	.L2784
.L2776:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2777
.L2855:
	movl	$10, %edi
	movl	%esi, 8(%rsp)
	call	putchar@PLT
	movl	8(%rsp), %esi
	testl	%esi, %esi
	je	.L2758
	movl	$16, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movl	8(%rsp), %esi
	jmp	.L2758
.L2748:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2749
.L2797:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	80(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	leaq	.LC414(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r12,8), %r8
	jmp	.L2803
.L2860:
	movq	16(%rsp), %rsi
	movq	%r14, %rdi
	movl	$1, %edx
	call	print_mm1k
	movq	24(%rsp), %rax
	leaq	.LC11(%rip), %rsi
	leaq	.LC441(%rip), %rdi
	cmpl	$0, 400(%rax)
	movq	408(%rax), %rdx
	leaq	.LC431(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2744
.L2862:
	leaq	.LC433(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2779
.L2865:
	movq	8(%r15), %rdx
	movq	40(%r15), %rsi
	leaq	48(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	40(%r15), %rsi
	leaq	.LC436(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2782
.L2864:
	movq	8(%r15), %rdx
	movq	32(%r15), %rsi
	leaq	48(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	32(%r15), %rsi
	leaq	.LC435(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2781
.L2863:
	leaq	.LC434(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2780
	.cfi_endproc
.LFE329:
	.size	print_omissions, .-print_omissions
	.section	.rodata.str1.1
.LC445:
	.string	" (the trace's mean)"
.LC446:
	.string	"for the trace"
.LC447:
	.string	"for the corrected trace"
.LC448:
	.string	"checking the trace"
.LC449:
	.string	"trace"
	.section	.rodata.str1.8
	.align 8
.LC450:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC451:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC452:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC453:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC454:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC455:
	.string	"recorded"
.LC456:
	.string	"ratio"
.LC457:
	.string	"\n%-10s %9s"
.LC458:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC459:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC460:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC461:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC462:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC463:
	.string	"recorded.hgrm"
.LC464:
	.string	"corrected.hgrm"
.LC465:
	.string	"percentiles.svg"
	.section	.text.unlikely,"ax",@progbits
.LCOLDB467:
	.text
.LHOTB467:
	.p2align 4
	.type	run_correct, @function
run_correct:
.LFB345:
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
	je	.L2915
	movl	176(%r12), %r11d
	movq	%rax, %r13
	testl	%r11d, %r11d
	je	.L2875
	testq	%rbx, %rbx
	je	.L2876
	movq	%rbp, %rax
	addq	%rbp, %rdx
	xorl	%esi, %esi
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L2877:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L2877
	movq	$1, 8(%rsp)
	xorl	%eax, %eax
	movq	%rdi, %rcx
	cmpq	%rbx, %rsi
	sbbq	%rax, %rcx
	jnc	.L2916
.L2875:
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
	jne	.L2917
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
	je	.L2918
.L2880:
	leaq	.LC448(%rip), %rsi
	call	cannot
	movl	%eax, %r12d
.L2879:
	movq	%r14, %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	movq	%r13, %rdi
	call	free@PLT
.L2872:
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
.L2918:
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
	jne	.L2880
	movq	16(%rsp), %rdi
	movl	32(%rsp), %edx
	leaq	640(%rsp), %rcx
	movq	%r15, %rsi
	movq	%rcx, 80(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2880
	cmpq	$0, 48(%rsp)
	je	.L2883
	movq	480(%rsp), %rcx
	cmpq	$16777216, %rcx
	jbe	.L2883
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	leaq	.LC449(%rip), %rdx
	leaq	.LC450(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r12d
	call	fprintf@PLT
	jmp	.L2879
.L2917:
	leaq	.LC447(%rip), %rsi
	movl	%eax, %edi
	leaq	240(%rsp), %r14
	call	cannot
	movl	%eax, %r12d
	leaq	272(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L2879
.L2916:
	movq	%rsi, %rax
	movq	%rbx, %rdx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	%rax, 8(%rsp)
	jmp	.L2875
.L2883:
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
.L2884:
	leaq	names.9(%rip), %rax
	xorl	%r14d, %r14d
	movq	%r15, %rbx
	movq	(%rax,%r15), %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L2885:
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
	jne	.L2885
	movq	%rbx, %rax
	movq	%rbp, %rbx
	movq	%r15, %rbp
	xorl	%r9d, %r9d
	movq	%rax, %r15
	movq	(%rbx), %rax
	movq	0(%rbp), %r8
	xorl	%esi, %esi
	leaq	.LC3(%rip), %rcx
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
	leaq	.LC8(%rip), %rcx
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
	leaq	.LC408(%rip), %rcx
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
	je	.L2886
	movl	$8, %r15d
	jmp	.L2884
.L2886:
	movq	152(%rsp), %rbx
	leaq	.LC451(%rip), %rdi
	movq	136(%rsp), %r12
	movq	128(%rsp), %r13
	movq	144(%rsp), %rbp
	movq	160(%rsp), %r14
	call	puts@PLT
	movq	64(%rsp), %rdx
	movq	%rbx, %rcx
	xorl	%eax, %eax
	movq	56(%rsp), %rsi
	leaq	.LC452(%rip), %rdi
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
	jne	.L2919
	leaq	.LC11(%rip), %r12
	movq	%r12, %rdx
.L2887:
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
	leaq	.LC453(%rip), %rdi
	movq	64(%rsp), %rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC454(%rip), %rdi
	call	puts@PLT
	movl	$10, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movq	40(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC455(%rip), %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movq	24(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC411(%rip), %rsi
	call	print_row_w
	movq	%r12, %rdx
	leaq	.LC456(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC457(%rip), %rdi
	leaq	.LC458(%rip), %r12
	call	printf@PLT
	movq	%rbx, 32(%rsp)
	movq	%r15, %rbx
	movq	40(%rsp), %r15
	jmp	.L2894
.L2921:
	movq	24(%rsp), %rcx
	movq	(%rcx,%rbx), %rcx
	testq	%rcx, %rcx
	js	.L2889
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2890:
	testq	%rax, %rax
	js	.L2891
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2892:
	divsd	%xmm1, %xmm0
	comisd	.LC75(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L2888:
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$56, %rbx
	je	.L2920
.L2894:
	movq	(%r15,%rbx), %rax
	testq	%rax, %rax
	jne	.L2921
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L2888
.L2919:
	leaq	.LC445(%rip), %rdx
	leaq	.LC11(%rip), %r12
	jmp	.L2887
.L2891:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2892
.L2889:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2890
.L2920:
	leaq	.LC459(%rip), %rdi
	movq	32(%rsp), %rbx
	call	puts@PLT
	movq	40(%rsp), %rsi
	leaq	.LC455(%rip), %rdi
	call	print_result_set
	movq	24(%rsp), %rsi
	leaq	.LC411(%rip), %rdi
	call	print_result_set
	movq	8(%rsp), %rsi
	leaq	.LC460(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	184(%rsp), %r12
	xorl	%eax, %eax
	movq	176(%rsp), %rsi
	leaq	.LC461(%rip), %rdi
	movq	%r12, %rdx
	call	printf@PLT
	testq	%r12, %r12
	setne	%r12b
	cmpq	$0, 48(%rsp)
	movzbl	%r12b, %r12d
	je	.L2879
	movq	72(%rsp), %rdi
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%rbx, %rsi
	movq	424(%rsp), %xmm0
	leaq	352(%rsp), %r15
	movl	$2, 320(%rsp)
	rep stosl
	leaq	.LC462(%rip), %rax
	movq	%r15, %rdx
	movq	%rbp, %rdi
	movhps	504(%rsp), %xmm0
	movq	%r15, %xmm2
	leaq	NAMES.8(%rip), %rcx
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
	je	.L2922
.L2895:
	movl	$1, %r12d
.L2897:
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	376(%rsp), %rdi
	call	free@PLT
	jmp	.L2879
.L2922:
	leaq	376(%rsp), %rbx
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2895
	leaq	hgrm_writer(%rip), %rbp
	movq	48(%rsp), %rdi
	movq	%r15, %rcx
	leaq	.LC463(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L2895
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC464(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2895
	movq	80(%rsp), %rcx
	movq	48(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC465(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2895
	jmp	.L2897
.L2915:
	movq	stderr(%rip), %rdi
	leaq	.LC446(%rip), %rdx
	xorl	%eax, %eax
	movl	$1, %r12d
	leaq	.LC115(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2872
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	run_correct.cold, @function
run_correct.cold:
.LFSB345:
.L2876:
	.cfi_def_cfa_offset 784
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	ud2
	.cfi_endproc
.LFE345:
	.text
	.size	run_correct, .-run_correct
	.section	.text.unlikely
	.size	run_correct.cold, .-run_correct.cold
.LCOLDE467:
	.text
.LHOTE467:
	.section	.rodata.str1.1
.LC468:
	.string	"open: from the intended send"
.LC469:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC471:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC472:
	.string	"due time (ms)"
.LC473:
	.string	"%d"
	.text
	.p2align 4
	.type	first_second_writer, @function
first_second_writer:
.LFB285:
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
	movapd	.LC470(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L2924
	testq	%rax, %rax
	je	.L2924
	testq	%rbx, %rbx
	je	.L2953
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L2930
	.p2align 4,,10
	.p2align 3
.L2955:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2929:
	divsd	.LC383(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L2954
.L2930:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L2955
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2929
	.p2align 4,,10
	.p2align 3
.L2954:
	movsd	.LC384(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L2926:
	movapd	%xmm1, %xmm0
	movq	%r11, 8(%rsp)
	movsd	%xmm1, (%rsp)
	call	nice_step
	movq	%rbx, %xmm2
	movsd	(%rsp), %xmm1
	movsd	.LC68(%rip), %xmm3
	divsd	%xmm0, %xmm2
	movsd	.LC62(%rip), %xmm4
	movq	8(%rsp), %r11
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L2956
.L2931:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC388(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC471(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC385(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rsi
	leaq	.LC472(%rip), %rdx
	movq	%r13, %rdi
	leaq	.LC386(%rip), %rcx
	movq	%rsi, 24(%rsp)
	call	svg_axes
	popq	%rax
	.cfi_def_cfa_offset 152
	popq	%rdx
	.cfi_def_cfa_offset 144
	leaq	48(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L2932:
	movl	%ebx, %ecx
	leaq	.LC473(%rip), %rdx
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
	divsd	.LC69(%rip), %xmm1
	mulsd	.LC43(%rip), %xmm1
	addsd	.LC44(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L2932
	movq	(%rsp), %r11
	movsd	.LC383(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L2933:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L2946
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L2942
	.p2align 4,,10
	.p2align 3
.L2958:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L2957
.L2936:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L2940
.L2952:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2939:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L2946
.L2942:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L2958
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
	jne	.L2936
.L2957:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L2952
.L2940:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2939
	.p2align 4,,10
	.p2align 3
.L2946:
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
	leaq	.LC468(%rip), %rcx
	leaq	.LC469(%rip), %rax
	movl	$120, %r8d
	leaq	.LC393(%rip), %rsi
	movq	%r13, %rdi
	cmove	%rcx, %rax
	movl	%r14d, %ecx
	subq	$1, %r12
	movq	%rax, (%rsp)
	leal	4(%r14), %eax
	pushq	%rax
	.cfi_def_cfa_offset 168
	leaq	.LC11(%rip), %rax
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
	je	.L2944
	movq	.LC383(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L2933
	.p2align 4,,10
	.p2align 3
.L2944:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC389(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L2923:
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
.L2956:
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
	jmp	.L2931
.L2953:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L2926
.L2924:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L2923
	.cfi_endproc
.LFE285:
	.size	first_second_writer, .-first_second_writer
	.section	.rodata.str1.8
	.align 8
.LC474:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC475:
	.string	"stall (us, log scale)"
.LC476:
	.string	"p99 latency (ms)"
.LC477:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC478:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC479:
	.string	"#555555"
.LC480:
	.string	"theory, M/M/1 open p99"
	.section	.rodata.str1.8
	.align 8
.LC481:
	.string	"p99 against stall length (the load held fixed)"
	.section	.rodata.str1.1
.LC482:
	.string	"p99 against load"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB286:
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
	jne	.L2995
	testq	%r14, %r14
	je	.L2995
	movq	72(%rsp), %rax
	movq	%r15, 24(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%r12d, %r12d
	movq	%r13, 16(%rsp)
	movq	8(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L2969:
	movq	0(%r13,%r12,8), %rax
	testq	%rax, %rax
	js	.L2963
	movl	48(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L3007
.L2965:
	movsd	%xmm0, 0(%rbp,%r12,8)
	leaq	-240(%rbx), %r15
.L2968:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L2966
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2967:
	divsd	.LC383(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L2968
	addq	$1, %r12
	addq	$288, %rbx
	movsd	%xmm0, 136(%rsp)
	cmpq	%r14, %r12
	jb	.L2969
	movl	48(%rsp), %r10d
	movq	16(%rsp), %r13
	movq	24(%rsp), %r15
	testl	%r10d, %r10d
	je	.L2970
	pxor	%xmm0, %xmm0
	movq	.LC75(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 120(%rsp)
	ja	.L2971
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L2972:
	movl	$820, %edx
	leaq	.LC482(%rip), %rax
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
	leaq	.LC385(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 248
	popq	%rdx
	.cfi_def_cfa_offset 240
	leaq	.LC474(%rip), %rdx
	movq	$0x000000000, 8(%rsp)
.L2992:
	movq	80(%rsp), %rdi
	leaq	112(%rsp), %rsi
	leaq	.LC476(%rip), %rcx
	movq	%rsi, 88(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	8(%rsp), %xmm2
	jb	.L3008
	movl	48(%rsp), %r9d
	movsd	.LC64(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L2980
	movsd	.LC2(%rip), %xmm2
.L2980:
	movsd	8(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%rbp, 104(%rsp)
	leaq	144(%rsp), %rbx
	movsd	.LC43(%rip), %xmm7
	movq	80(%rsp), %rbp
	movq	%r13, 56(%rsp)
	leaq	.LC388(%rip), %r12
	subsd	%xmm4, %xmm5
	movapd	%xmm4, %xmm3
	movsd	.LC44(%rip), %xmm4
	movl	48(%rsp), %r13d
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm4, 32(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	%xmm2, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L2982:
	testl	%r13d, %r13d
	je	.L3009
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 64(%rsp)
.L3006:
	leaq	.LC477(%rip), %rdx
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
	jnb	.L2982
	movq	104(%rsp), %rbp
.L2983:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	80(%rsp), %r12
	movl	$60, 64(%rsp)
	movq	%rax, 48(%rsp)
	movq	72(%rsp), %rax
	movq	%r13, 72(%rsp)
	addq	$24, %rax
	movq	%rax, 56(%rsp)
.L2978:
	movq	56(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L2986
	.p2align 4,,10
	.p2align 3
.L3011:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2985:
	divsd	.LC383(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L3010
.L2986:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L3011
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2985
	.p2align 4,,10
	.p2align 3
.L2966:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2967
	.p2align 4,,10
	.p2align 3
.L2963:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	48(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L2965
.L3007:
	movsd	%xmm1, 8(%rsp)
	divsd	.LC69(%rip), %xmm0
	call	log10@PLT
	movsd	8(%rsp), %xmm1
	jmp	.L2965
	.p2align 4,,10
	.p2align 3
.L2970:
	movsd	0(%rbp), %xmm0
	movq	.LC63(%rip), %xmm4
	movsd	.LC62(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L2973
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
.L2973:
	movsd	-8(%rbp,%r13), %xmm2
	movsd	%xmm0, 8(%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L2974
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
.L2974:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 112(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2975
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L2976:
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC481(%rip), %rax
	movsd	%xmm0, 136(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 248
	leaq	.LC385(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 248
	leaq	.LC475(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 240
	jmp	.L2992
	.p2align 4,,10
	.p2align 3
.L3010:
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
.L2987:
	movsd	(%r15,%r13,8), %xmm1
	divsd	40(%rsp), %xmm1
	movsd	0(%rbp,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC41(%rip), %xmm1
	subsd	8(%rsp), %xmm0
	divsd	16(%rsp), %xmm0
	leaq	.LC478(%rip), %rsi
	movsd	.LC42(%rip), %xmm7
	mulsd	24(%rsp), %xmm0
	movq	%r12, %rdi
	addq	$1, %r13
	addsd	32(%rsp), %xmm0
	movl	$2, %eax
	subsd	%xmm1, %xmm7
	movapd	%xmm7, %xmm1
	call	fprintf@PLT
	cmpq	%r14, %r13
	jb	.L2987
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movl	$120, %r8d
	movl	$92, %edx
	movq	56(%rsp), %r13
	leaq	.LC393(%rip), %rsi
	pushq	0(%r13)
	.cfi_def_cfa_offset 256
	movl	80(%rsp), %edi
	addq	$8, %r13
	leal	4(%rdi), %eax
	movl	%edi, %r9d
	movl	%edi, %ecx
	pushq	%rax
	.cfi_def_cfa_offset 264
	leaq	.LC11(%rip), %rax
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
	jne	.L2978
	movq	96(%rsp), %r12
	testq	%r12, %r12
	je	.L2989
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L2990:
	movsd	40(%rsp), %xmm1
	movsd	(%r12,%rbx,8), %xmm0
	divsd	.LC383(%rip), %xmm0
	call	fmin@PLT
	movsd	%xmm0, (%r15,%rbx,8)
	addq	$1, %rbx
	cmpq	%r14, %rbx
	jb	.L2990
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movq	%r14, %r8
	movq	%r15, %rcx
	movq	%rbp, %rdx
	pushq	$1
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rbx
	leaq	.LC479(%rip), %r9
	movq	104(%rsp), %rsi
	movq	%rbx, %rdi
	call	svg_line
	leaq	.LC480(%rip), %rax
	movl	$114, %r9d
	movl	$120, %r8d
	movq	%rax, (%rsp)
	movl	$114, %ecx
	leaq	.LC38(%rip), %rax
	movl	$92, %edx
	pushq	$118
	.cfi_def_cfa_offset 264
	leaq	.LC393(%rip), %rsi
	movq	%rbx, %rdi
	pushq	$126
	.cfi_def_cfa_offset 272
	pushq	%rax
	.cfi_def_cfa_offset 280
	leaq	.LC479(%rip), %rax
	pushq	%rax
	.cfi_def_cfa_offset 288
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	.cfi_def_cfa_offset 240
.L2989:
	movq	80(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC389(%rip), %rdi
	call	fwrite@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L2959:
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
.L3009:
	.cfi_restore_state
	movq	.LC64(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 64(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L3006
.L2971:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC384(%rip), %xmm2
	movsd	.LC68(%rip), %xmm3
	movsd	.LC62(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L3012
.L2994:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 40(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L2972
.L3012:
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
	jmp	.L2994
.L2975:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm1
	movsd	.LC384(%rip), %xmm2
	movq	.LC63(%rip), %xmm4
	movq	.LC62(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L2993
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
.L2993:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 40(%rsp)
	jmp	.L2976
.L3008:
	movq	%r13, %xmm5
	subsd	8(%rsp), %xmm5
	movsd	.LC43(%rip), %xmm7
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	.LC44(%rip), %xmm5
	movsd	%xmm5, 32(%rsp)
	jmp	.L2983
.L2995:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L2959
	.cfi_endproc
.LFE286:
	.size	sweep_writer, .-sweep_writer
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB83:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L3020
	testq	%r8, %r8
	je	.L3020
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
	jne	.L3013
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L3023
.L3015:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L3013:
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
.L3020:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L3023:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L3018
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L3016:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L3024
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L3015
	.p2align 4,,10
	.p2align 3
.L3018:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L3016
.L3024:
	movl	$1, 24(%rbx)
	jmp	.L3013
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
	jne	.L3034
	movl	24(%rsp), %eax
	testl	%eax, %eax
	jne	.L3035
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	xorl	%r12d, %r12d
	movq	%rbp, %rdi
.L3029:
	movq	%r13, %rcx
	call	dist_summarise
	movl	%eax, %ebx
.L3028:
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
.L3034:
	.cfi_restore_state
	leaq	32(%rsp), %r14
	movq	%r12, %rsi
	movq	%rbp, %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	56(%rsp), %eax
	orl	24(%rsp), %eax
	movq	32(%rsp), %r12
	jne	.L3033
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	jmp	.L3029
	.p2align 4,,10
	.p2align 3
.L3035:
	xorl	%r12d, %r12d
.L3033:
	movl	$-1, %ebx
	jmp	.L3028
	.cfi_endproc
.LFE237:
	.size	dist_score, .-dist_score
	.section	.rodata.str1.8
	.align 8
.LC483:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC484:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC485:
	.string	"#2e8b57"
.LC486:
	.string	"#1f5fbf"
.LC487:
	.string	"closed: one sample of %s us"
.LC488:
	.string	"open: %lu requests delayed"
.LC489:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC490:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
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
	jb	.L3037
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L3037:
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
	js	.L3038
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3039:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L3040
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L3041:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L3091
	cmpq	$0, -368(%rbp)
	je	.L3091
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L3045
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3046:
	subsd	%xmm2, %xmm0
	movsd	.LC383(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L3047
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3048:
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
	js	.L3049
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3050:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC383(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L3089
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L3054
	.p2align 4,,10
	.p2align 3
.L3107:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3053:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC383(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L3106
.L3054:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L3107
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3053
	.p2align 4,,10
	.p2align 3
.L3106:
	movsd	.LC384(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L3051:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC63(%rip), %xmm5
	movsd	.LC62(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L3108
.L3055:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC383(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L3056
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3057:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC483(%rip), %rdx
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
	leaq	.LC385(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC386(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC484(%rip), %rdx
	movq	%rsi, -400(%rbp)
	call	svg_axes
	movsd	-328(%rbp), %xmm5
	subsd	-320(%rbp), %xmm5
	movapd	%xmm5, %xmm0
	movsd	%xmm5, -336(%rbp)
	call	nice_step
	movsd	-320(%rbp), %xmm4
	movsd	.LC63(%rip), %xmm1
	movsd	.LC62(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC383(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L3109
.L3058:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L3110
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC388(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L3064:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC63(%rip), %xmm0
	leaq	.LC477(%rip), %rdx
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
	mulsd	.LC43(%rip), %xmm1
	addsd	.LC44(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC383(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L3064
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L3065:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L3111
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
	jmp	.L3070
	.p2align 4,,10
	.p2align 3
.L3113:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L3067:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L3068
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L3069:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L3112
.L3070:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L3113
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3067
	.p2align 4,,10
	.p2align 3
.L3068:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3069
	.p2align 4,,10
	.p2align 3
.L3112:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC489(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC383(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L3114
.L3085:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L3078
	.p2align 4,,10
	.p2align 3
.L3116:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3075:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L3076
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L3077:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L3115
.L3078:
	testq	%rdx, %rdx
	jns	.L3116
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3075
	.p2align 4,,10
	.p2align 3
.L3076:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3077
	.p2align 4,,10
	.p2align 3
.L3115:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC485(%rip), %r9
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
	movq	.LC383(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L3073
.L3072:
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
	jmp	.L3084
	.p2align 4,,10
	.p2align 3
.L3117:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L3081:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L3082
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L3083:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L3073
.L3084:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L3117
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3081
	.p2align 4,,10
	.p2align 3
.L3082:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3083
	.p2align 4,,10
	.p2align 3
.L3111:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC489(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC383(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L3085
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC485(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L3073:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC486(%rip), %r9
	pushq	$0
	movq	-360(%rbp), %rdx
	leaq	.LC11(%rip), %r14
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	-416(%rbp), %rsi
	leaq	-272(%rbp), %rdi
	call	fmt_us.constprop.0
	movq	-392(%rbp), %rbx
	movl	$160, %esi
	leaq	.LC487(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC486(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC393(%rip), %rbx
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
	leaq	.LC488(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC489(%rip), %rax
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
	leaq	.LC490(%rip), %rdx
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
	leaq	.LC38(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC485(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC389(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L3036:
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
.L3109:
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
	jmp	.L3058
	.p2align 4,,10
	.p2align 3
.L3108:
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
	jmp	.L3055
	.p2align 4,,10
	.p2align 3
.L3056:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3057
	.p2align 4,,10
	.p2align 3
.L3049:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3050
	.p2align 4,,10
	.p2align 3
.L3047:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3048
	.p2align 4,,10
	.p2align 3
.L3045:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3046
	.p2align 4,,10
	.p2align 3
.L3040:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L3041
	.p2align 4,,10
	.p2align 3
.L3038:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3039
	.p2align 4,,10
	.p2align 3
.L3089:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L3051
	.p2align 4,,10
	.p2align 3
.L3110:
	leaq	-240(%rbp), %r12
	jmp	.L3065
	.p2align 4,,10
	.p2align 3
.L3114:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC485(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC383(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L3072
.L3091:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L3036
	.cfi_endproc
.LFE284:
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
.L3123:
	movq	(%rbx), %r13
	movq	16(%rbx), %r15
	testq	%r13, %r13
	je	.L3119
	testq	%r15, %r15
	je	.L3119
	movl	24(%rbp), %eax
	testl	%eax, %eax
	jne	.L3119
	movq	8(%rbp), %rsi
	movq	0(%rbp), %rdi
	cmpq	16(%rbp), %rsi
	je	.L3127
.L3120:
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
.L3119:
	addq	$8, %rbx
	cmpq	%rbx, %r12
	jne	.L3123
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
.L3127:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L3128
	movl	$512, %esi
	movl	$16, %ecx
.L3121:
	movq	%rdx, 8(%rsp)
	movq	%rcx, (%rsp)
	call	realloc@PLT
	movq	(%rsp), %rcx
	movq	8(%rsp), %rdx
	testq	%rax, %rax
	movq	%rax, %rdi
	je	.L3129
	movq	%rax, 0(%rbp)
	movq	8(%rbp), %rsi
	movq	%rcx, 16(%rbp)
	jmp	.L3120
	.p2align 4,,10
	.p2align 3
.L3128:
	leaq	(%rsi,%rsi), %rcx
	salq	$6, %rsi
	jmp	.L3121
.L3129:
	movl	$1, 24(%rbp)
	jmp	.L3119
	.cfi_endproc
.LFE95:
	.size	closed_form_open, .-closed_form_open
	.section	.rodata.str1.8
	.align 8
.LC491:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC492:
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
	jne	.L3155
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
	jmp	.L3138
	.p2align 4,,10
	.p2align 3
.L3157:
	movq	16(%rsp), %rsi
	movq	48(%rsp), %rdi
	movl	$4096, %edx
	call	due_fill
	movq	%r12, 33200(%rsp)
	movq	33200(%rsp), %rcx
	movq	%rax, %r12
.L3136:
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
	jb	.L3135
	cmpq	%rbp, %rax
	jne	.L3134
	cmpl	$3, 28(%rsp)
	je	.L3156
.L3134:
	movq	%rcx, 33200(%rsp)
	movq	%r12, %rcx
	movq	33200(%rsp), %r12
	orq	%r15, %rcx
	je	.L3137
.L3138:
	xorl	%ecx, %ecx
	cmpl	$3, 28(%rsp)
	jne	.L3157
	movq	%r12, 33200(%rsp)
	movq	%rcx, %r12
	movq	33200(%rsp), %rcx
	jmp	.L3136
	.p2align 4,,10
	.p2align 3
.L3156:
	movq	32(%rsp), %rdi
	leaq	72(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 33200(%rsp)
	call	walk_run
	testq	%rax, %rax
	jne	.L3135
	orq	%r15, %r12
	movq	33200(%rsp), %rcx
	je	.L3137
	xorl	%r12d, %r12d
	jmp	.L3136
	.p2align 4,,10
	.p2align 3
.L3137:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3139
	call	fclose@PLT
.L3139:
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
.L3135:
	.cfi_restore_state
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC492(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L3155:
	movq	stderr(%rip), %rdi
	movq	160(%r13), %rdx
	leaq	.LC491(%rip), %rsi
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
.LFB273:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r10
	pxor	%xmm0, %xmm0
	movl	$44, %ecx
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
	subq	$776, %rsp
	.cfi_def_cfa_offset 832
	leaq	416(%rsp), %rdi
	movq	%rdi, 8(%rsp)
	rep movsq
	movups	%xmm0, (%rdx)
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movq	48(%r10), %r11
	testq	%r11, %r11
	je	.L3175
	cmpl	$0, 152(%r10)
	jne	.L3175
	cmpl	$0, 72(%r10)
	movq	%rdx, %r12
	jne	.L3160
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L3185
.L3160:
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
	jne	.L3176
	testq	%rax, %rax
	je	.L3176
	leaq	160(%rsp), %rbx
	leaq	48(%rsp), %r14
	movq	8(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L3161
	xorl	%ebx, %ebx
	cmpq	$0, 552(%rsp)
	je	.L3165
	.p2align 4,,10
	.p2align 3
.L3162:
	movq	16(%r12), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbx,8), %rbp
	addq	$1, %rbx
	call	due_next
	movq	%rax, 0(%rbp)
	cmpq	552(%rsp), %rbx
	jb	.L3162
.L3165:
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
	.cfi_def_cfa_offset 840
	leaq	40(%rsp), %r14
	pushq	%r14
	.cfi_def_cfa_offset 848
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
	.cfi_def_cfa_offset 840
	popq	%rcx
	.cfi_def_cfa_offset 832
	cmpq	%r14, %rbx
	jnb	.L3186
	movq	16(%r12), %rcx
	movq	8(%r12), %r15
	movq	480(%rsp), %rdx
	jmp	.L3166
	.p2align 4,,10
	.p2align 3
.L3168:
	addq	$1, %rbx
	movq	%rbx, 32(%r12)
	cmpq	%rbx, %r14
	je	.L3167
.L3166:
	movq	(%r15,%rbx,8), %rax
	addq	(%rcx,%rbx,8), %rax
	cmpq	%rax, %rdx
	jnb	.L3168
	movq	%rbx, 40(%r12)
	movq	%rbx, %rbp
	cmpq	%r14, %rbx
	jb	.L3169
	jmp	.L3171
	.p2align 4,,10
	.p2align 3
.L3172:
	addq	$1, %rbp
	movq	%rbp, 40(%r12)
	cmpq	%rbp, %r14
	je	.L3171
.L3169:
	movq	8(%rsp), %rdi
	movq	(%r15,%rbp,8), %r13
	movq	%rbp, %rsi
	call	service_of
	cmpq	%r13, %rax
	jb	.L3172
.L3171:
	xorl	%eax, %eax
	cmpq	%r14, %rbx
	setnb	%al
	jmp	.L3158
.L3175:
	movl	$1, %eax
.L3158:
	addq	$776, %rsp
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
.L3185:
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
	jmp	.L3160
.L3186:
	movq	%rbx, 40(%r12)
	jmp	.L3171
.L3176:
	orl	$-1, %eax
	jmp	.L3158
.L3161:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC304(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L3167:
	movq	%r14, 40(%r12)
	jmp	.L3171
	.cfi_endproc
.LFE273:
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
	je	.L3188
	cmpq	$0, 48(%rsp)
	je	.L3188
	movq	%r13, %rcx
	testq	%r13, %r13
	je	.L3188
	testq	%rsi, %rsi
	je	.L3188
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
	jne	.L3275
.L3189:
	movq	16(%rsp), %rax
	movq	%r12, %r9
	xorl	%ebp, %ebp
	leaq	80(%rax), %r15
	movq	%r15, %r12
	jmp	.L3195
	.p2align 4,,10
	.p2align 3
.L3278:
	testq	%rdx, %rdx
	je	.L3213
	movq	16(%rsp), %rax
	movl	$1, 872(%rax,%rbp,4)
	cmpq	$1, %rbp
	je	.L3276
.L3196:
	movq	24(%r9), %rsi
	movq	24(%rsp), %rcx
	movq	%r12, %r8
	movq	%rbx, %rdi
	movq	%r9, (%rsp)
	call	dist_score
	movq	(%rsp), %r9
	testl	%eax, %eax
	jne	.L3274
.L3213:
	addq	$1, %rbp
	addq	$80, %r12
	cmpq	$7, %rbp
	je	.L3277
.L3195:
	movq	16(%rsp), %rax
	movq	800(%rax,%rbp,8), %rdx
	testq	%rbp, %rbp
	jne	.L3278
	movq	16(%rsp), %rax
	movl	$1, 872(%rax)
	jmp	.L3196
.L3277:
	movq	64(%rsp), %rax
	movq	%r9, %r12
	xorl	%r14d, %r14d
	movq	24(%r12), %r13
	movq	%r12, %rdi
	movq	24(%rax), %r9
	call	trace_runtime_ns
	cmpq	%r9, %r13
	jb	.L3214
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
.L3214:
	imulq	$1000, %r14, %rax
	movq	16(%rsp), %rdi
	movq	%rax, 856(%rdi)
	testq	%r13, %r13
	jne	.L3215
	leaq	160(%rsp), %r15
	leaq	640(%rdi), %rbp
	movl	$8, %ecx
	xorl	%eax, %eax
	movl	$1, 900(%rdi)
	movq	%r15, %rdi
	rep stosl
.L3216:
	cmpl	$0, 184(%rsp)
	jne	.L3242
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
	jne	.L3229
	movq	16(%rsp), %rax
	xorl	%r12d, %r12d
	movq	640(%rax), %r13
	testq	%r13, %r13
	jne	.L3279
	movq	16(%rsp), %rax
.L3231:
	xorl	%edx, %edx
	movq	%rdx, 648(%rax,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	jne	.L3231
.L3234:
	movq	16(%rsp), %rdi
	movl	$1000, %eax
	imulq	$1000, 712(%rdi), %rcx
	mulq	704(%rdi)
	addq	%rcx, %rdx
	movq	%rax, 704(%rdi)
	movq	%rdx, 712(%rdi)
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3219
.L3275:
	movq	40(%rsp), %rsi
	xorl	%ebp, %ebp
	orq	$-1, %r13
	xorl	%edi, %edi
	movq	%rsi, %rdx
	leaq	(%rsi,%r8,8), %rcx
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L3190:
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
	jne	.L3190
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
	jne	.L3191
	movl	$50000, %esi
	xorl	%edi, %edi
.L3191:
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
	jmp	.L3189
.L3215:
	movabsq	$67108863999, %rax
	cmpq	-8(%rbx,%r13,8), %rax
	movq	16(%rsp), %rax
	jb	.L3217
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
.L3218:
	movq	0(%rbp,%rcx,8), %rdx
	movq	%rcx, %r13
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	movq	%rdx, %r15
	cmpq	%rbx, %rcx
	jb	.L3220
	jmp	.L3280
	.p2align 4,,10
	.p2align 3
.L3223:
	addq	$1, %r13
	cmpq	%r13, %rbx
	je	.L3222
.L3220:
	movq	0(%rbp,%r13,8), %rdx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	cmpq	%rdx, %r15
	je	.L3223
.L3222:
	movq	%r13, %r8
	subq	%rcx, %r8
	je	.L3227
	movl	184(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L3227
	movq	56(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r8, (%rsp)
	call	dist_add.part.0
	movq	(%rsp), %r8
.L3227:
	testq	%r14, %r14
	je	.L3228
.L3225:
	movq	72(%rsp), %rax
	cmpq	%rax, %r15
	jnb	.L3281
.L3228:
	movq	%r13, %rcx
	cmpq	%rbx, %r13
	jb	.L3218
.L3271:
	movq	%rbp, %rbx
	movq	56(%rsp), %r15
	movq	80(%rsp), %rbp
	jmp	.L3216
.L3276:
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
	je	.L3246
	testq	%r11, %r11
	movq	(%rsp), %r9
	movq	56(%rsp), %r8
	movq	72(%rsp), %rdx
	je	.L3246
	testq	%rbp, %rbp
	je	.L3199
	movq	16(%r9), %r13
	movq	%r13, %rax
	leaq	0(%r13,%rbp,8), %rsi
	.p2align 4,,10
	.p2align 3
.L3200:
	movq	(%rax), %rcx
	addq	$8, %rax
	addq	$1, 8(%r14,%rcx,8)
	cmpq	%rax, %rsi
	jne	.L3200
	testq	%r8, %r8
	je	.L3204
.L3201:
	movq	(%r14), %rcx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3203:
	addq	$1, %rax
	addq	(%r14,%rax,8), %rcx
	movq	%rcx, (%r14,%rax,8)
	cmpq	%r8, %rax
	jb	.L3203
	testq	%rbp, %rbp
	je	.L3207
	movq	16(%r9), %r13
.L3204:
	movq	8(%r9), %r15
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3202:
	movq	0(%r13,%rax,8), %rcx
	leaq	(%r14,%rcx,8), %rsi
	movq	(%rsi), %rcx
	leaq	1(%rcx), %rdi
	movq	%rdi, (%rsi)
	movq	(%r15,%rax,8), %rsi
	addq	$1, %rax
	movq	%rsi, (%r11,%rcx,8)
	cmpq	%rbp, %rax
	jb	.L3202
.L3207:
	testq	%r8, %r8
	je	.L3206
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
	jmp	.L3205
	.p2align 4,,10
	.p2align 3
.L3210:
	movq	160(%rsp), %rdi
	addq	$1, %rbp
	call	free@PLT
	cmpq	%rbp, 80(%rsp)
	je	.L3282
.L3205:
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
	je	.L3210
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
.L3188:
	orl	$-1, %r13d
	jmp	.L3211
.L3217:
	xorl	%esi, %esi
	movl	%esi, 900(%rax)
.L3219:
	movq	64(%rsp), %rax
	movl	48(%rax), %r13d
	testl	%r13d, %r13d
	je	.L3211
	movq	40(%rax), %rdx
	xorl	%r13d, %r13d
	testq	%rdx, %rdx
	jne	.L3283
.L3211:
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
.L3242:
	.cfi_restore_state
	orl	$-1, %r13d
.L3229:
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3211
.L3281:
	movq	%r15, %rsi
	xorl	%edx, %edx
	movq	56(%rsp), %rdi
	subq	%r14, %rsi
	leaq	-1(%rsi), %rax
	divq	%r14
	movq	%r14, %rdx
	movq	%rax, %rcx
	call	dist_add
	jmp	.L3228
.L3283:
	movq	16(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	24(%rsp), %rcx
	movl	$1, 904(%rax)
	movq	8(%rdi), %rsi
	leaq	720(%rax), %r8
	movq	%rdx, 864(%rax)
	movq	48(%rsp), %rdi
	call	dist_score
.L3274:
	movl	%eax, %r13d
	jmp	.L3211
.L3282:
	movq	96(%rsp), %r9
	movq	88(%rsp), %rbx
	movq	(%rsp), %r11
	movq	104(%rsp), %r12
	movq	56(%rsp), %r10
.L3206:
	cmpl	$0, 152(%rsp)
	movq	128(%rsp), %rbp
	jne	.L3284
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
	jne	.L3274
	movq	56(%rsp), %r9
	addq	$80, %r12
	movl	$2, %ebp
	jmp	.L3195
.L3280:
	testq	%r14, %r14
	je	.L3271
	xorl	%r8d, %r8d
	jmp	.L3225
.L3279:
	leaq	PCT_MILLI(%rip), %rbp
	movq	%rax, %r14
	jmp	.L3233
.L3285:
	mulq	%r13
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r13, %rsi
	cmova	%r13, %rsi
.L3232:
	movq	%r15, %rdi
	call	dist_at_rank
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%r14,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	je	.L3234
.L3233:
	movq	0(%rbp,%r12), %rax
	cmpq	$100000, %rax
	jne	.L3285
	movq	%r13, %rsi
	jmp	.L3232
.L3199:
	testq	%r8, %r8
	jne	.L3201
	jmp	.L3206
.L3284:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L3188
.L3246:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L3188
	.cfi_endproc
.LFE240:
	.size	score_reference, .-score_reference
	.section	.rodata.str1.1
.LC493:
	.string	"an exponential of mean "
.LC494:
	.string	"population"
.LC495:
	.string	"sessions"
	.section	.rodata.str1.8
	.align 8
.LC496:
	.string	"bench: more than 65536 sessions were active at once (the server falls behind them): lower --sessions or --return-prob\n"
	.section	.rodata.str1.1
.LC497:
	.string	"for the users' walk"
	.section	.rodata.str1.8
	.align 8
.LC498:
	.string	"bench: the users sent 8388608 requests before the end of the run, and every one is kept: shorten --duration\n"
	.section	.rodata.str1.1
.LC499:
	.string	"for the scoreboard"
.LC500:
	.string	"requests"
.LC501:
	.string	"users"
.LC502:
	.string	"requests_that_differ"
.LC503:
	.string	"users=none"
	.section	.rodata.str1.8
	.align 8
.LC504:
	.string	"coordinated omission on a virtual clock (%s): users, their own recording, and what correcting it does\n"
	.align 8
.LC505:
	.string	"users: a closed population of %lu; each thinks %s%s us, sends one request and waits for its reply, again and again"
	.align 8
.LC506:
	.string	"users: sessions arriving %.1f a second (Poisson); each sends a request, waits for the reply, and with probability %.4g thinks %s%s us and sends another (%.2f requests a session on average)"
	.section	.rodata.str1.1
.LC507:
	.string	"; requests sent before %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC508:
	.string	"checks: the users' walk against a reference walk (a heap against a scan, the fast server against the reference's), request by request, and every number below computed both ways"
	.section	.rodata.str1.1
.LC509:
	.string	"corrected-cycle"
.LC510:
	.string	"corrected-think"
	.section	.rodata.str1.8
	.align 8
.LC511:
	.string	"(us; the users' recording is the truth: each waited once for each request; corrected at think + mean response, %s us, and at the think time, %s us)\n"
	.align 8
.LC512:
	.string	"\nThe users waited %s us at p99; corrected at the cycle the same data read %s us, %s times what anyone waited"
	.section	.rodata.str1.1
.LC513:
	.string	", and at the think time %s us"
.LC514:
	.string	"."
	.section	.rodata.str1.8
	.align 8
.LC515:
	.string	"%lu requests, %.1f a second; mean response %.2f us"
	.align 8
.LC516:
	.string	"; the response-time law N/X - Z gives %.2f us (%+.3f %%, tolerance 0.1 %%)"
	.align 8
.LC517:
	.string	"; %lu sessions, %.2f requests each"
	.align 8
.LC518:
	.string	"theory: mean value analysis (exponential service, no stall): R = %.2f us at %.1f a second; measured %.2f us (%+.2f %%, tolerance %.2f %%: four standard errors of %d batch means)\n"
	.align 8
.LC519:
	.string	"warning: the mean response time is outside its tolerance"
	.section	.rodata.str1.1
.LC520:
	.string	"the users' own recording"
	.section	.rodata.str1.8
	.align 8
.LC521:
	.string	"RESULT users kind=%s users=%lu requests=%lu throughput_per_s=%.1f mean_response_ns=%.0f"
	.align 8
.LC523:
	.string	" law_response_ns=%.0f law_err_pct=%.4f ok=%d"
	.align 8
.LC524:
	.string	"RESULT ratio name=corrected_users_p99 value=%s\n"
	.align 8
.LC525:
	.string	"RESULT theory queue=MVA users=%lu think_ns=%lu mean_ns=%.0f throughput_per_s=%.1f measured_mean_ns=%.0f err_pct=%.3f tolerance_pct=%.3f ok=%d\n"
	.align 8
.LC526:
	.string	"RESULT checked_against=reference"
	.text
	.p2align 4
	.type	run_users, @function
run_users:
.LFB343:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
	pxor	%xmm1, %xmm1
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
	subq	$2232, %rsp
	.cfi_def_cfa_offset 2288
	leaq	1312(%rsp), %rax
	movq	%rsi, 120(%rsp)
	movq	%rdi, %rsi
	movq	%rax, %rdi
	movaps	%xmm0, 288(%rsp)
	movaps	%xmm0, 304(%rsp)
	movaps	%xmm0, 208(%rsp)
	movl	%edx, 116(%rsp)
	movq	$0, 320(%rsp)
	movq	$0, 224(%rsp)
	movq	%rax, 32(%rsp)
	movaps	%xmm1, 128(%rsp)
	call	server_init
	pxor	%xmm0, %xmm0
	cmpq	$0, 304(%r14)
	movq	$0, 272(%rsp)
	movaps	%xmm0, 240(%rsp)
	movaps	%xmm0, 256(%rsp)
	je	.L3287
	leaq	208(%rsp), %rbp
	xorl	%ebx, %ebx
	movq	%rbp, 80(%rsp)
	jmp	.L3289
	.p2align 4,,10
	.p2align 3
.L3288:
	movq	%rbx, 408(%rsp)
	subq	$32, %rsp
	.cfi_def_cfa_offset 2320
	movq	%rbp, %rdi
	addq	$1, %rbx
	movq	%rsi, 432(%rsp)
	movq	$0, 448(%rsp)
	movdqa	432(%rsp), %xmm6
	movq	$0, 16(%rsp)
	movups	%xmm6, (%rsp)
	call	uheap_push
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	cmpq	304(%r14), %rbx
	jnb	.L3460
	testl	%eax, %eax
	jne	.L3460
.L3289:
	movl	336(%r14), %edi
	movq	328(%r14), %rsi
	testl	%edi, %edi
	je	.L3288
	movq	96(%r14), %rdi
	xorl	%ecx, %ecx
	movq	%rbx, %rdx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3288
.L3460:
	xorl	%ecx, %ecx
	movl	%eax, 112(%rsp)
	movq	%rcx, 40(%rsp)
.L3291:
	leaq	240(%rsp), %rax
	movl	112(%rsp), %r10d
	movq	208(%rsp), %r15
	xorl	%ebx, %ebx
	movq	%rax, 56(%rsp)
	leaq	336(%rsp), %rax
	movq	%rax, 48(%rsp)
	testl	%r10d, %r10d
	jne	.L3536
	movq	216(%rsp), %r8
	testq	%r8, %r8
	je	.L3326
.L3545:
	movq	(%r15), %rbp
	cmpq	344(%r14), %rbp
	jnb	.L3326
	movq	264(%rsp), %rsi
	cmpq	$8388607, %rsi
	ja	.L3326
	movq	8(%r15), %rax
	subq	$1, %r8
	movq	16(%r15), %r12
	movq	%r8, 216(%rsp)
	movq	%rax, 24(%rsp)
	leaq	(%r8,%r8,2), %rax
	leaq	(%r15,%rax,8), %rax
	movdqu	(%rax), %xmm0
	movq	16(%rax), %rcx
	movhps	%xmm0, 16(%rsp)
	movq	%xmm0, %r11
	cmpq	$1, %r8
	jbe	.L3294
	movq	%rcx, (%rsp)
	movl	$1, %eax
	xorl	%edi, %edi
	movq	%r11, %r13
	jmp	.L3301
	.p2align 4,,10
	.p2align 3
.L3538:
	xorl	%edx, %edx
	cmpq	%r13, %r9
	setb	%dl
.L3299:
	testl	%edx, %edx
	je	.L3537
	movdqu	(%rsi), %xmm7
	leaq	(%rdi,%rdi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movups	%xmm7, (%rdx)
	movq	16(%rsi), %rsi
	movq	%rsi, 16(%rdx)
	leaq	1(%rax,%rax), %rdx
	cmpq	%r8, %rdx
	jnb	.L3433
	movq	%rax, %rdi
	movq	%rdx, %rax
.L3301:
	leaq	1(%rdi), %rdx
	leaq	(%rax,%rax,2), %rsi
	leaq	(%r15,%rsi,8), %rsi
	leaq	(%rdx,%rdx), %r10
	movq	(%rsi), %r9
	cmpq	%r8, %r10
	jnb	.L3295
	addq	%r10, %rdx
	salq	$4, %rdx
	addq	%r15, %rdx
	movq	(%rdx), %r11
	cmpq	%r9, %r11
	jne	.L3535
	movq	8(%rsi), %rcx
	cmpq	%rcx, 8(%rdx)
.L3535:
	setb	%cl
	movzbl	%cl, %ecx
	testl	%ecx, %ecx
	cmovne	%r11, %r9
	cmovne	%rdx, %rsi
	cmovne	%r10, %rax
.L3295:
	cmpq	%r9, %r13
	jne	.L3538
	movq	16(%rsp), %rdx
	cmpq	%rdx, 8(%rsi)
	setb	%dl
	movzbl	%dl, %edx
	jmp	.L3299
.L3294:
	movq	304(%r14), %rax
	orq	%r12, %rax
	cmpq	%rbp, %rbx
	cmovb	%rbp, %rbx
	movq	%rbx, %r13
	testq	%r8, %r8
	jne	.L3539
	testq	%rax, %rax
	je	.L3425
	movl	8(%r14), %r15d
	testl	%r15d, %r15d
	jne	.L3307
.L3543:
	cmpq	$0, 40(%r14)
	movq	(%r14), %rdx
	je	.L3540
.L3309:
	movq	32(%rsp), %rdi
	movq	%r13, %rsi
	call	serve_random
	movq	%rax, %rbx
.L3310:
	movq	24(%rsp), %rcx
	movq	56(%rsp), %rdi
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	subq	%rbp, %rdx
	call	trace_add
	cmpq	$0, 304(%r14)
	movl	%eax, %r15d
	je	.L3316
	testl	%eax, %eax
	je	.L3541
.L3306:
	movq	208(%rsp), %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movq	%rax, 72(%rsp)
.L3325:
	movq	56(%rsp), %rdi
	call	trace_free
	movq	72(%rsp), %rdi
	call	trace_free
	cmpl	$-3, %r15d
	je	.L3542
.L3358:
	leaq	.LC497(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
.L3286:
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
.L3539:
	.cfi_restore_state
	xorl	%edi, %edi
.L3432:
	leaq	(%rdi,%rdi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movq	%rcx, 16(%rdx)
	movups	%xmm0, (%rdx)
	testq	%rax, %rax
	je	.L3425
	cmpq	$65537, %r8
	ja	.L3434
.L3548:
	movl	8(%r14), %r15d
	movq	264(%rsp), %rsi
	testl	%r15d, %r15d
	je	.L3543
.L3307:
	movq	%r14, %rdi
	call	service_of
	cmpq	$0, 40(%r14)
	movq	%rax, %rdx
	jne	.L3309
.L3540:
	movq	1312(%rsp), %rax
	leaq	(%rdx,%r13), %rbx
	cmpq	%rbx, %rax
	jnb	.L3310
	movq	48(%r14), %r8
	cmpq	%rax, %r13
	jnb	.L3311
	addq	%r8, %rbx
.L3312:
	addq	$1, 1320(%rsp)
	movq	56(%r14), %r9
	testq	%r9, %r9
	jne	.L3313
	movq	$-1, 1312(%rsp)
	jmp	.L3310
.L3537:
	movq	(%rsp), %rcx
.L3300:
	movq	304(%r14), %rax
	orq	%r12, %rax
	cmpq	%rbp, %rbx
	cmovb	%rbp, %rbx
	movq	%rbx, %r13
	jmp	.L3432
	.p2align 4,,10
	.p2align 3
.L3316:
	movq	24(%rsp), %rdx
	movq	96(%r14), %r9
	movl	%r12d, %eax
	movabsq	$5928237209932943442, %rsi
	movsd	320(%r14), %xmm1
	salq	$32, %rdx
	movq	%r9, %rdi
	orq	%rax, %rdx
	call	draw_u01
	comisd	%xmm0, %xmm1
	jbe	.L3320
	testl	%r15d, %r15d
	jne	.L3306
	movl	336(%r14), %r11d
	movq	328(%r14), %rsi
	testl	%r11d, %r11d
	jne	.L3544
.L3323:
	leaq	(%rsi,%rbx), %rax
	addq	$1, %r12
	movq	%rax, %xmm0
	movhps	24(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
.L3534:
	movq	%r12, 416(%rsp)
	subq	$32, %rsp
	.cfi_def_cfa_offset 2320
	movq	112(%rsp), %rdi
	movq	%r12, 16(%rsp)
	movups	%xmm0, (%rsp)
	call	uheap_push
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	movl	%eax, %r15d
.L3320:
	testl	%r15d, %r15d
	jne	.L3306
	movq	216(%rsp), %r8
	movq	208(%rsp), %r15
	testq	%r8, %r8
	jne	.L3545
.L3326:
	movq	%r15, %rdi
	call	free@PLT
	movq	304(%r14), %r15
	movl	$64, %eax
	cmpq	%rax, %r15
	cmovnb	%r15, %rax
	leaq	0(,%rax,8), %rbx
	movq	%rax, 96(%rsp)
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, (%rsp)
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %rbp
	call	malloc@PLT
	movq	(%rsp), %r8
	movq	%rax, 40(%rsp)
	xorl	%eax, %eax
	movq	%rax, 312(%rsp)
	testq	%r8, %r8
	je	.L3328
	testq	%rbp, %rbp
	je	.L3328
	cmpq	$0, 40(%rsp)
	je	.L3328
	leaq	1324(%rsp), %rdx
	xorl	%eax, %eax
	movl	$21, %ecx
	xorl	%r9d, %r9d
	movq	%rdx, %rdi
	rep stosl
	orq	$-1, %rax
	cmpq	$0, 48(%r14)
	movq	%r14, 1312(%rsp)
	movl	%r9d, 1320(%rsp)
	movq	%r14, 1392(%rsp)
	je	.L3329
	movq	64(%r14), %rax
.L3329:
	movq	160(%r14), %rdi
	movl	$8, %esi
	movq	%r8, (%rsp)
	movq	%rax, 1408(%rsp)
	call	calloc@PLT
	movq	(%rsp), %r8
	testq	%rax, %rax
	movq	%rax, 1360(%rsp)
	movq	%rax, %r13
	je	.L3328
	testq	%r15, %r15
	je	.L3331
	movl	336(%r14), %ebx
	movq	40(%rsp), %r9
	movq	%rax, 16(%rsp)
	xorl	%r12d, %r12d
	movl	%ebx, %r13d
	movq	%r8, %rbx
	jmp	.L3333
	.p2align 4,,10
	.p2align 3
.L3332:
	movq	%rsi, (%rbx,%r12,8)
	movq	%r12, 0(%rbp,%r12,8)
	movq	$0, (%r9,%r12,8)
	addq	$1, %r12
	cmpq	%r12, %r15
	je	.L3546
.L3333:
	movq	328(%r14), %rsi
	testl	%r13d, %r13d
	je	.L3332
	movq	96(%r14), %rdi
	xorl	%ecx, %ecx
	movq	%r12, %rdx
	movq	%r9, (%rsp)
	call	think_of.part.0.isra.0
	movq	(%rsp), %r9
	movq	%rax, %rsi
	jmp	.L3332
	.p2align 4,,10
	.p2align 3
.L3433:
	movq	(%rsp), %rcx
	movq	%rax, %rdi
	jmp	.L3300
	.p2align 4,,10
	.p2align 3
.L3541:
	movl	336(%r14), %ebp
	movq	328(%r14), %rsi
	addq	$1, %r12
	testl	%ebp, %ebp
	jne	.L3547
.L3319:
	leaq	(%rsi,%rbx), %rax
	movq	%rax, %xmm0
	movhps	24(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
	jmp	.L3534
	.p2align 4,,10
	.p2align 3
.L3425:
	movq	48(%rsp), %rdi
	call	poisson_next
	comisd	.LC85(%rip), %xmm0
	jnb	.L3304
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L3305:
	movq	40(%rsp), %rax
	subq	$32, %rsp
	.cfi_def_cfa_offset 2320
	movq	$0, 448(%rsp)
	movq	%rax, 440(%rsp)
	movq	112(%rsp), %rdi
	leaq	1(%rax), %rbx
	movdqa	432(%rsp), %xmm3
	movq	$0, 16(%rsp)
	movups	%xmm3, (%rsp)
	call	uheap_push
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L3306
	movq	216(%rsp), %r8
	movq	%rbx, 40(%rsp)
	cmpq	$65537, %r8
	jbe	.L3548
.L3434:
	movl	$-3, %r15d
	jmp	.L3306
.L3304:
	subsd	.LC85(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L3305
.L3313:
	addq	%r9, %rax
	movq	%rax, 1312(%rsp)
	cmpq	%rbx, %rax
	jnb	.L3310
	movq	32(%rsp), %rdi
	movq	%rdx, %rcx
	movq	%r13, %rsi
	movq	%rbx, %rdx
	call	serve_stalls
	movq	%rax, %rbx
	jmp	.L3310
.L3311:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, %r13
	jnb	.L3312
	leaq	(%rdx,%rcx), %rbx
	jmp	.L3312
.L3547:
	movq	96(%r14), %rdi
	movq	24(%rsp), %rdx
	movq	%r12, %rcx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3319
.L3546:
	movq	16(%rsp), %r13
	movq	%rbx, %r8
	orq	$-1, %r9
.L3334:
	xorl	%esi, %esi
	leaq	288(%rsp), %rax
	xorl	%ecx, %ecx
	movq	%rbp, (%rsp)
	movq	%rsi, 88(%rsp)
	movq	%r15, %rbp
	xorl	%r12d, %r12d
	movq	%r8, %r15
	movq	%rax, 72(%rsp)
	movq	%r9, 16(%rsp)
	movq	%r13, 104(%rsp)
	movq	%rcx, %r13
	.p2align 4,,10
	.p2align 3
.L3355:
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	testq	%rbp, %rbp
	je	.L3549
.L3356:
	addq	$1, %rax
	cmpq	%rbp, %rax
	je	.L3550
.L3338:
	movq	(%r15,%rbx), %rcx
	cmpq	%rcx, (%r15,%rax,8)
	jb	.L3437
	jne	.L3356
	movq	(%rsp), %rcx
	movq	(%rcx,%rbx), %rdi
	cmpq	%rdi, (%rcx,%rax,8)
	jnb	.L3356
	.p2align 4,,10
	.p2align 3
.L3437:
	leaq	0(,%rax,8), %rbx
	addq	$1, %rax
	cmpq	%rbp, %rax
	jne	.L3338
.L3550:
	leaq	(%r15,%rbx), %rcx
	movq	%rcx, 24(%rsp)
	movq	(%rcx), %r10
	movq	16(%rsp), %rcx
	cmpq	$-1, %rcx
	je	.L3342
	cmpq	%r10, %rcx
	jnb	.L3342
	cmpq	$65536, %rax
	je	.L3438
.L3340:
	movq	96(%rsp), %rax
	cmpq	%rax, %rbp
	je	.L3551
.L3344:
	movq	16(%rsp), %rcx
	leaq	0(,%rbp,8), %rbx
	leaq	400(%rsp), %rdi
	leaq	(%r15,%rbx), %rax
	movq	%rcx, (%rax)
	movq	%rax, 24(%rsp)
	movq	88(%rsp), %rax
	leaq	1(%rax), %rcx
	movq	%rcx, 48(%rsp)
	movq	(%rsp), %rcx
	movq	%rax, (%rcx,%rbp,8)
	movq	40(%rsp), %rax
	movq	$0, (%rax,%rbp,8)
	leaq	1(%rbp), %rax
	movq	%rax, 64(%rsp)
	call	poisson_next
	comisd	.LC85(%rip), %xmm0
	jnb	.L3345
	cvttsd2siq	%xmm0, %rax
.L3346:
	cmpq	$-1, %rbp
	je	.L3531
	movq	16(%rsp), %r10
	movq	64(%rsp), %rbp
	movq	%rax, 16(%rsp)
	movq	48(%rsp), %rax
	movq	%rax, 88(%rsp)
.L3342:
	cmpq	344(%r14), %r10
	jnb	.L3531
	cmpq	%r10, %r12
	movq	%r12, %rdx
	movq	32(%rsp), %rdi
	movq	%r13, %rsi
	cmovb	%r10, %rdx
	movq	%r10, 48(%rsp)
	call	ref_request
	movq	48(%rsp), %r10
	movq	72(%rsp), %rdi
	movq	%rax, %r12
	movq	(%rsp), %rax
	movq	%r12, %rdx
	movq	%r10, %rsi
	leaq	(%rax,%rbx), %r13
	subq	%r10, %rdx
	movq	0(%r13), %rcx
	movq	%rcx, 64(%rsp)
	call	trace_add
	testl	%eax, %eax
	jne	.L3442
	movq	40(%rsp), %rax
	addq	%rax, %rbx
	cmpq	$0, 304(%r14)
	movq	(%rbx), %rcx
	je	.L3348
	movl	336(%r14), %r8d
	addq	$1, %rcx
	movq	328(%r14), %rsi
	movq	%rcx, (%rbx)
	testl	%r8d, %r8d
	jne	.L3552
.L3349:
	movq	24(%rsp), %rax
	addq	%r12, %rsi
	movq	%rsi, (%rax)
.L3354:
	movq	312(%rsp), %r13
	cmpq	$8388607, %r13
	jbe	.L3355
.L3531:
	movq	104(%rsp), %r13
	movq	(%rsp), %rbp
	movq	%r15, (%rsp)
	movq	%r13, %rdi
	call	free@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	40(%rsp), %rdi
	call	free@PLT
	movq	264(%rsp), %rax
	movq	%rax, 24(%rsp)
	cmpq	$8388607, %rax
	ja	.L3553
	movq	312(%rsp), %rdi
	movq	24(%rsp), %rax
	movq	248(%rsp), %rdx
	cmpq	%rdi, %rax
	cmovbe	%rax, %rdi
	xorl	%ebx, %ebx
	xorl	%ebp, %ebp
	testq	%rdi, %rdi
	je	.L3362
	movq	240(%rsp), %r10
	movq	288(%rsp), %r9
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	movq	296(%rsp), %r11
	movq	256(%rsp), %r8
	xorl	%ebp, %ebp
	movq	304(%rsp), %r12
	jmp	.L3364
	.p2align 4,,10
	.p2align 3
.L3363:
	addq	$1, %rcx
	addq	%rsi, %rbp
	cmpq	%rcx, %rbx
	cmovb	%rcx, %rbx
	addq	$1, %rax
	cmpq	%rdi, %rax
	je	.L3362
.L3364:
	movq	(%r8,%rax,8), %rcx
	movq	(%r9,%rax,8), %r15
	movl	$1, %esi
	cmpq	%r15, (%r10,%rax,8)
	jne	.L3363
	movq	(%r11,%rax,8), %r15
	cmpq	%r15, (%rdx,%rax,8)
	jne	.L3363
	xorl	%esi, %esi
	cmpq	%rcx, (%r12,%rax,8)
	setne	%sil
	jmp	.L3363
.L3362:
	leaq	400(%rsp), %r15
	xorl	%eax, %eax
	movl	$32, %ecx
	movq	%r15, %rdi
	rep stosq
	movq	32(%rsp), %rdi
	movl	$32, %ecx
	rep stosq
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L3446
	movq	%rbx, 40(%rsp)
	movq	%rdx, %r12
	leaq	(%rdx,%rax,8), %r13
	xorl	%r8d, %r8d
	movq	%rbp, 48(%rsp)
	xorl	%r9d, %r9d
	pxor	%xmm5, %xmm5
	movq	%rax, %rbx
	movq	%rdx, %rbp
	jmp	.L3368
	.p2align 4,,10
	.p2align 3
.L3555:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3367:
	cltq
	addsd	%xmm0, %xmm5
	movsd	400(%rsp,%rax,8), %xmm1
	addq	$1, 1312(%rsp,%rax,8)
	addq	$32, %r8
	adcq	$0, %r9
	addq	$8, %rbp
	addsd	%xmm0, %xmm1
	movsd	%xmm1, 400(%rsp,%rax,8)
	cmpq	%rbp, %r13
	je	.L3554
.L3368:
	movq	%r8, %rdi
	movq	%r9, %rsi
	xorl	%ecx, %ecx
	movq	%rbx, %rdx
	movq	%r8, (%rsp)
	movq	%r9, 8(%rsp)
	movsd	%xmm5, 16(%rsp)
	call	__udivti3@PLT
	movq	0(%rbp), %rdx
	movq	(%rsp), %r8
	movq	8(%rsp), %r9
	movsd	16(%rsp), %xmm5
	testq	%rdx, %rdx
	jns	.L3555
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3367
	.p2align 4,,10
	.p2align 3
.L3348:
	movq	64(%rsp), %rdx
	movq	96(%r14), %r10
	movl	%ecx, %eax
	movq	%rcx, 48(%rsp)
	movsd	320(%r14), %xmm1
	movabsq	$5928237209932943442, %rsi
	salq	$32, %rdx
	movq	%r10, %rdi
	orq	%rax, %rdx
	call	draw_u01
	comisd	%xmm0, %xmm1
	jbe	.L3516
	movl	336(%r14), %edi
	movq	328(%r14), %rsi
	movq	48(%rsp), %rcx
	testl	%edi, %edi
	jne	.L3556
.L3353:
	movq	24(%rsp), %rax
	addq	%r12, %rsi
	addq	$1, %rcx
	movq	%rcx, (%rbx)
	movq	%rsi, (%rax)
	jmp	.L3354
	.p2align 4,,10
	.p2align 3
.L3516:
	subq	$1, %rbp
	movq	24(%rsp), %rcx
	movq	(%r15,%rbp,8), %rax
	movq	%rax, (%rcx)
	movq	(%rsp), %rax
	movq	(%rax,%rbp,8), %rax
	movq	%rax, 0(%r13)
	movq	40(%rsp), %rax
	movq	(%rax,%rbp,8), %rax
	movq	%rax, (%rbx)
	jmp	.L3354
	.p2align 4,,10
	.p2align 3
.L3345:
	subsd	.LC85(%rip), %xmm0
	movabsq	$-9223372036854775808, %rcx
	cvttsd2siq	%xmm0, %rax
	xorq	%rcx, %rax
	jmp	.L3346
	.p2align 4,,10
	.p2align 3
.L3552:
	movq	96(%r14), %rdi
	movq	64(%rsp), %rdx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3349
	.p2align 4,,10
	.p2align 3
.L3551:
	leaq	(%rbp,%rbp), %rax
	movq	%r15, %rdi
	movq	%rax, 48(%rsp)
	movq	%rbp, %rax
	salq	$4, %rax
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	call	realloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L3442
	movq	24(%rsp), %rsi
	movq	(%rsp), %rdi
	call	realloc@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	je	.L3440
	movq	24(%rsp), %rsi
	movq	40(%rsp), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L3441
	movq	%rax, 40(%rsp)
	movq	48(%rsp), %rax
	movq	%r15, (%rsp)
	movq	%rbx, %r15
	movq	%rax, 96(%rsp)
	jmp	.L3344
.L3549:
	cmpq	$-1, 16(%rsp)
	jne	.L3340
	jmp	.L3531
.L3556:
	movq	64(%rsp), %rdx
	movq	%r10, %rdi
	call	think_of.part.0.isra.0
	movq	48(%rsp), %rcx
	movq	%rax, %rsi
	jmp	.L3353
.L3287:
	movsd	312(%r14), %xmm0
	movabsq	$6000293695718379091, %rax
	xorq	96(%r14), %rax
	leaq	336(%rsp), %rdi
	movq	$0x000000000, 344(%rsp)
	movq	%rax, 352(%rsp)
	movsd	%xmm0, 336(%rsp)
	call	poisson_next
	movsd	.LC85(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L3292
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L3293:
	xorl	%eax, %eax
	xorl	%edx, %edx
	movq	%rax, 408(%rsp)
	movq	%rax, 416(%rsp)
	leaq	208(%rsp), %rax
	subq	$32, %rsp
	.cfi_def_cfa_offset 2320
	movq	%rax, 112(%rsp)
	movq	%rax, %rdi
	movdqa	432(%rsp), %xmm4
	movq	%rdx, 16(%rsp)
	movups	%xmm4, (%rsp)
	call	uheap_push
	movl	%eax, 144(%rsp)
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	movq	$1, 40(%rsp)
	jmp	.L3291
.L3544:
	movq	24(%rsp), %rdx
	movq	%r12, %rcx
	movq	%r9, %rdi
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3323
.L3292:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L3293
.L3554:
	pxor	%xmm0, %xmm0
	movq	40(%rsp), %rbx
	movq	48(%rsp), %rbp
	movq	%r12, %rdx
	cvtsi2sdq	24(%rsp), %xmm0
	divsd	%xmm0, %xmm5
.L3365:
	movsd	.LC33(%rip), %xmm4
	movsd	.LC34(%rip), %xmm3
	xorl	%eax, %eax
	pxor	%xmm1, %xmm1
	movq	32(%rsp), %rsi
	jmp	.L3372
	.p2align 4,,10
	.p2align 3
.L3558:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
.L3371:
	movsd	(%r15,%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm5, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm4, %xmm0
	mulsd	%xmm3, %xmm0
.L3369:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	$256, %rax
	je	.L3557
.L3372:
	movq	(%rsi,%rax), %rcx
	pxor	%xmm0, %xmm0
	testq	%rcx, %rcx
	je	.L3369
	jns	.L3558
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm2, %xmm2
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3371
.L3557:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm5
	ja	.L3559
	pxor	%xmm0, %xmm0
.L3373:
	movq	304(%r14), %rcx
	movq	328(%r14), %rsi
	testq	%rcx, %rcx
	je	.L3451
	cmpl	$1, 8(%r14)
	je	.L3560
.L3451:
	movq	$0x000000000, 40(%rsp)
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 16(%rsp)
	movq	$0x000000000, (%rsp)
.L3375:
	movq	24(%rsp), %rax
	movsd	.LC85(%rip), %xmm0
	testq	%rbx, %rbx
	movq	%rdx, 336(%rsp)
	movq	%rax, 344(%rsp)
	movq	56(%rsp), %rax
	movq	%rax, 352(%rsp)
	movl	$1, %eax
	cmovne	%rbx, %rax
	comisd	%xmm0, %xmm5
	movq	%rax, 360(%rsp)
	jnb	.L3383
	cvttsd2siq	%xmm5, %rax
.L3384:
	xorl	%edx, %edx
	leaq	336(%rsp), %r13
	addq	%rsi, %rax
	movq	%r14, %rdi
	movq	%rsi, 376(%rsp)
	movq	%r13, %rsi
	movl	%edx, 384(%rsp)
	movq	%r15, %rdx
	movq	%rax, 368(%rsp)
	movsd	%xmm5, 24(%rsp)
	call	score_route
	movl	%eax, %r12d
	movq	296(%rsp), %rax
	movq	%rax, 336(%rsp)
	movq	72(%rsp), %rax
	movq	%rax, 352(%rsp)
	testl	%r12d, %r12d
	jne	.L3386
	movq	32(%rsp), %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	call	score_reference
	movsd	24(%rsp), %xmm5
	testl	%eax, %eax
	movl	%eax, %r12d
	jne	.L3386
	movq	312(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movsd	%xmm5, 24(%rsp)
	leaq	128(%rsp), %r12
	leaq	.LC500(%rip), %rcx
	pushq	%rdx
	.cfi_def_cfa_offset 2296
	movq	%r12, %rdi
	leaq	.LC501(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 2304
	movq	280(%rsp), %r8
	call	check
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	pushq	%rdx
	.cfi_def_cfa_offset 2312
	leaq	.LC502(%rip), %rcx
	xorl	%esi, %esi
	movq	%r12, %rdi
	pushq	%rbp
	.cfi_def_cfa_offset 2320
	leaq	.LC501(%rip), %rdx
	call	check
	movq	64(%rsp), %rsi
	movq	%r15, %rdx
	movq	%r12, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	call	check_score
	leaq	480(%rsp), %rcx
	movq	%r15, %rdx
	movq	%r12, %rdi
	leaq	.LC503(%rip), %rsi
	call	check_summary
	movq	120(%rsp), %rsi
	leaq	.LC504(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rdi
	call	print_server
	cmpq	$0, 304(%r14)
	movsd	24(%rsp), %xmm5
	jne	.L3561
	movsd	.LC2(%rip), %xmm2
	movq	328(%r14), %rsi
	movsd	%xmm5, 32(%rsp)
	movq	80(%rsp), %rdi
	movapd	%xmm2, %xmm0
	subsd	320(%r14), %xmm0
	divsd	%xmm0, %xmm2
	movsd	%xmm2, 24(%rsp)
	call	fmt_us.constprop.0
	cmpl	$0, 336(%r14)
	leaq	.LC11(%rip), %rsi
	movsd	312(%r14), %xmm0
	movq	%rax, %rdx
	leaq	.LC493(%rip), %rax
	movsd	24(%rsp), %xmm2
	movsd	320(%r14), %xmm1
	cmovne	%rax, %rsi
	leaq	.LC506(%rip), %rdi
	movl	$3, %eax
	call	printf@PLT
	movsd	32(%rsp), %xmm5
.L3390:
	movq	344(%r14), %rsi
	movq	%r13, %rdi
	movsd	%xmm5, 64(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC507(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC508(%rip), %rdi
	call	puts@PLT
	movl	$10, %edi
	call	putchar@PLT
	movl	$16, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movq	%r15, %rdx
	movl	$16, %edi
	leaq	.LC501(%rip), %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	leaq	560(%rsp), %rax
	movl	$16, %edi
	leaq	.LC509(%rip), %rsi
	movq	%rax, %rdx
	movq	%rax, 96(%rsp)
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movl	1280(%rsp), %eax
	movq	1208(%rsp), %rcx
	movq	584(%rsp), %rbp
	movq	424(%rsp), %r12
	testl	%eax, %eax
	movl	%eax, 32(%rsp)
	movsd	64(%rsp), %xmm5
	movq	%rcx, 24(%rsp)
	jne	.L3562
	leaq	176(%rsp), %r8
	movq	328(%r14), %rsi
	movsd	%xmm5, 104(%rsp)
	movq	%r8, %rdi
	movq	%r8, 88(%rsp)
	call	fmt_us.constprop.0
	leaq	144(%rsp), %rcx
	movq	24(%rsp), %rsi
	movq	%rcx, %rdi
	movq	%rcx, 64(%rsp)
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movq	%r13, %rdx
	leaq	.LC511(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	80(%rsp), %rdi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	fmt_ratio.constprop.0
	movq	88(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movq	64(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	movq	24(%rsp), %rdx
	movq	%r13, %rcx
	leaq	.LC512(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movsd	104(%rsp), %xmm5
.L3424:
	leaq	.LC514(%rip), %rdi
	movsd	%xmm5, 24(%rsp)
	call	puts@PLT
	movq	264(%rsp), %rsi
	movsd	24(%rsp), %xmm5
	testq	%rsi, %rsi
	je	.L3393
	js	.L3394
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L3395:
	movq	344(%r14), %rax
	testq	%rax, %rax
	js	.L3396
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3397:
	movq	304(%r14), %rax
	divsd	%xmm1, %xmm0
	testq	%rax, %rax
	je	.L3454
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L3519
	testq	%rax, %rax
	js	.L3401
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3402:
	movq	328(%r14), %rax
	divsd	%xmm0, %xmm1
	testq	%rax, %rax
	js	.L3403
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3404:
	subsd	%xmm2, %xmm1
	movsd	%xmm1, 24(%rsp)
.L3399:
	pxor	%xmm1, %xmm1
	xorl	%r13d, %r13d
	comisd	%xmm1, %xmm5
	jbe	.L3398
	movsd	24(%rsp), %xmm1
	subsd	%xmm5, %xmm1
	mulsd	.LC75(%rip), %xmm1
	divsd	%xmm5, %xmm1
	movq	%xmm1, %r13
.L3398:
	leaq	.LC515(%rip), %rdi
	mulsd	.LC28(%rip), %xmm0
	movl	$2, %eax
	movsd	%xmm5, 104(%rsp)
	movapd	%xmm5, %xmm1
	divsd	.LC69(%rip), %xmm1
	movsd	%xmm1, 64(%rsp)
	movsd	%xmm0, 88(%rsp)
	call	printf@PLT
	cmpq	$0, 304(%r14)
	movsd	104(%rsp), %xmm5
	je	.L3406
.L3413:
	movq	%r13, %xmm1
	leaq	.LC516(%rip), %rdi
	movl	$2, %eax
	movsd	24(%rsp), %xmm0
	movsd	%xmm5, 104(%rsp)
	divsd	.LC69(%rip), %xmm0
	call	printf@PLT
	movsd	104(%rsp), %xmm5
.L3407:
	movl	$10, %edi
	movsd	%xmm5, 104(%rsp)
	call	putchar@PLT
	cmpl	$0, 112(%rsp)
	movsd	104(%rsp), %xmm5
	jne	.L3563
.L3415:
	cmpl	$0, 116(%rsp)
	jne	.L3564
.L3418:
	movl	$10, %edi
	movsd	%xmm5, 64(%rsp)
	call	putchar@PLT
	movq	%r15, %rsi
	leaq	.LC501(%rip), %rdi
	call	print_result_set
	movq	96(%rsp), %rsi
	leaq	.LC509(%rip), %rdi
	call	print_result_set
	cmpl	$0, 32(%rsp)
	movsd	64(%rsp), %xmm5
	jne	.L3565
.L3419:
	movq	304(%r14), %rdx
	movq	264(%rsp), %rcx
	leaq	.LC494(%rip), %rsi
	testq	%rdx, %rdx
	jne	.L3420
	movq	%rbx, %rdx
	leaq	.LC495(%rip), %rsi
.L3420:
	movsd	88(%rsp), %xmm0
	movapd	%xmm5, %xmm1
	movl	$2, %eax
	leaq	.LC521(%rip), %rdi
	movsd	%xmm5, 32(%rsp)
	call	printf@PLT
	cmpq	$0, 304(%r14)
	movsd	32(%rsp), %xmm5
	jne	.L3566
.L3421:
	movl	$10, %edi
	movsd	%xmm5, 24(%rsp)
	call	putchar@PLT
	movq	80(%rsp), %rdi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	fmt_ratio.constprop.0
	leaq	.LC524(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 112(%rsp)
	movsd	24(%rsp), %xmm5
	jne	.L3567
.L3422:
	cmpl	$0, 116(%rsp)
	jne	.L3568
.L3423:
	leaq	.LC526(%rip), %rdi
	call	puts@PLT
	movq	136(%rsp), %rbx
	leaq	.LC461(%rip), %rdi
	xorl	%eax, %eax
	movq	128(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	movq	56(%rsp), %rdi
	call	trace_free
	movq	72(%rsp), %rdi
	call	trace_free
	xorl	%eax, %eax
	testq	%rbx, %rbx
	setne	%al
	jmp	.L3286
.L3542:
	movq	stderr(%rip), %rcx
	movl	$118, %edx
	movl	$1, %esi
	leaq	.LC496(%rip), %rdi
	call	fwrite@PLT
.L3359:
	movl	$2, %eax
	jmp	.L3286
.L3386:
	movq	56(%rsp), %rdi
	call	trace_free
	movq	72(%rsp), %rdi
	call	trace_free
	leaq	.LC499(%rip), %rsi
	movl	%r12d, %edi
	call	cannot
	jmp	.L3286
.L3331:
	movsd	312(%r14), %xmm0
	leaq	400(%rsp), %rdi
	movq	%r8, (%rsp)
	movabsq	$6000293695718379091, %rax
	movq	$0x000000000, 408(%rsp)
	xorq	96(%r14), %rax
	movq	%rax, 416(%rsp)
	movsd	%xmm0, 400(%rsp)
	call	poisson_next
	movsd	.LC85(%rip), %xmm1
	movq	(%rsp), %r8
	comisd	%xmm1, %xmm0
	jnb	.L3335
	cvttsd2siq	%xmm0, %r9
	jmp	.L3334
.L3383:
	movapd	%xmm5, %xmm1
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L3384
.L3442:
	movq	(%rsp), %rbp
	movq	104(%rsp), %r13
	movq	%r15, %rbx
	orl	$-1, %r15d
.L3343:
	movq	%r13, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	40(%rsp), %rdi
	call	free@PLT
	jmp	.L3325
.L3559:
	movapd	%xmm1, %xmm0
	movq	%rdx, (%rsp)
	movsd	%xmm5, 16(%rsp)
	call	sqrt@PLT
	movsd	16(%rsp), %xmm5
	movq	(%rsp), %rdx
	divsd	%xmm5, %xmm0
	jmp	.L3373
.L3335:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %r9
	btcq	$63, %r9
	jmp	.L3334
.L3561:
	movq	328(%r14), %rsi
	movq	80(%rsp), %rdi
	call	fmt_us.constprop.0
	cmpl	$0, 336(%r14)
	leaq	.LC11(%rip), %rdx
	movq	304(%r14), %rsi
	movq	%rax, %rcx
	leaq	.LC493(%rip), %rax
	leaq	.LC505(%rip), %rdi
	cmovne	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movsd	24(%rsp), %xmm5
	jmp	.L3390
.L3446:
	pxor	%xmm5, %xmm5
	jmp	.L3365
.L3438:
	movq	%r15, %rbx
	movq	(%rsp), %rbp
	movq	104(%rsp), %r13
	movl	$-3, %r15d
	jmp	.L3343
.L3560:
	cmpq	$0, 48(%r14)
	jne	.L3451
	testq	%rsi, %rsi
	js	.L3376
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rsi, %xmm3
.L3377:
	movq	(%r14), %rax
	testq	%rax, %rax
	js	.L3378
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3379:
	movsd	.LC2(%rip), %xmm6
	movl	$1, %eax
	pxor	%xmm1, %xmm1
	jmp	.L3382
.L3570:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3381:
	movsd	(%rsp), %xmm7
	addq	$1, %rax
	movapd	%xmm7, %xmm2
	addsd	%xmm3, %xmm2
	divsd	%xmm2, %xmm1
	movapd	%xmm1, %xmm2
	movsd	%xmm1, 16(%rsp)
	movapd	%xmm7, %xmm1
	mulsd	%xmm2, %xmm1
	cmpq	%rax, %rcx
	jb	.L3569
.L3382:
	addsd	%xmm6, %xmm1
	mulsd	%xmm4, %xmm1
	movsd	%xmm1, (%rsp)
	testq	%rax, %rax
	jns	.L3570
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm1, %xmm1
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3381
.L3569:
	movapd	%xmm5, %xmm1
	movl	$1, 112(%rsp)
	subsd	%xmm7, %xmm1
	mulsd	.LC75(%rip), %xmm1
	mulsd	.LC91(%rip), %xmm0
	divsd	%xmm7, %xmm1
	movsd	%xmm0, 40(%rsp)
	movsd	%xmm1, 48(%rsp)
	jmp	.L3375
.L3378:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3379
.L3376:
	movq	%rsi, %rax
	movq	%rsi, %rdi
	pxor	%xmm3, %xmm3
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L3377
.L3553:
	movq	stderr(%rip), %rcx
	movl	$108, %edx
	movl	$1, %esi
	leaq	.LC498(%rip), %rdi
	call	fwrite@PLT
	movq	56(%rsp), %rdi
	call	trace_free
	movq	72(%rsp), %rdi
	call	trace_free
	jmp	.L3359
.L3406:
	pxor	%xmm0, %xmm0
	testq	%rbx, %rbx
	je	.L3408
	movq	264(%rsp), %rax
	testq	%rax, %rax
	js	.L3409
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3410:
	testq	%rbx, %rbx
	js	.L3411
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L3412:
	divsd	%xmm1, %xmm0
.L3408:
	movq	%rbx, %rsi
	leaq	.LC517(%rip), %rdi
	movl	$1, %eax
	movsd	%xmm5, 104(%rsp)
	call	printf@PLT
	cmpq	$0, 304(%r14)
	movsd	104(%rsp), %xmm5
	je	.L3407
	jmp	.L3413
.L3393:
	pxor	%xmm0, %xmm0
	cmpq	$0, 304(%r14)
	movq	%xmm0, %r13
	movsd	%xmm0, 24(%rsp)
	je	.L3398
	jmp	.L3399
.L3536:
	movq	%r15, %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movl	112(%rsp), %r15d
	movq	%rax, 72(%rsp)
	jmp	.L3325
.L3441:
	movq	%r15, %rbp
	movq	104(%rsp), %r13
	orl	$-1, %r15d
	jmp	.L3343
.L3565:
	leaq	640(%rsp), %rsi
	leaq	.LC510(%rip), %rdi
	movsd	%xmm5, 32(%rsp)
	call	print_result_set
	movsd	32(%rsp), %xmm5
	jmp	.L3419
.L3564:
	xorl	%edx, %edx
	leaq	.LC520(%rip), %rsi
	movq	%r15, %rdi
	movsd	%xmm5, 64(%rsp)
	call	print_score
	movsd	64(%rsp), %xmm5
	jmp	.L3418
.L3563:
	movsd	40(%rsp), %xmm4
	movl	$32, %esi
	movl	$5, %eax
	movsd	.LC28(%rip), %xmm1
	mulsd	16(%rsp), %xmm1
	movsd	48(%rsp), %xmm3
	leaq	.LC518(%rip), %rdi
	movsd	64(%rsp), %xmm2
	movsd	(%rsp), %xmm0
	divsd	.LC69(%rip), %xmm0
	call	printf@PLT
	movsd	48(%rsp), %xmm0
	andpd	.LC63(%rip), %xmm0
	comisd	40(%rsp), %xmm0
	movsd	104(%rsp), %xmm5
	jbe	.L3415
	leaq	.LC519(%rip), %rdi
	movsd	%xmm5, 64(%rsp)
	call	puts@PLT
	movsd	64(%rsp), %xmm5
	jmp	.L3415
.L3562:
	leaq	640(%rsp), %rdx
	leaq	.LC510(%rip), %rsi
	movl	$16, %edi
	movsd	%xmm5, 120(%rsp)
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	leaq	176(%rsp), %r8
	movq	328(%r14), %rsi
	movq	%r8, %rdi
	movq	%r8, 104(%rsp)
	call	fmt_us.constprop.0
	leaq	144(%rsp), %rcx
	movq	24(%rsp), %rsi
	movq	%rcx, %rdi
	movq	%rcx, 88(%rsp)
	movq	%rax, 64(%rsp)
	call	fmt_us.constprop.0
	movq	64(%rsp), %rdx
	leaq	.LC511(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	80(%rsp), %rdi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	fmt_ratio.constprop.0
	movq	104(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	movq	88(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 64(%rsp)
	call	fmt_us.constprop.0
	movq	24(%rsp), %rcx
	movq	64(%rsp), %rdx
	leaq	.LC512(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	664(%rsp), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC513(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movsd	120(%rsp), %xmm5
	jmp	.L3424
.L3568:
	movl	$1, %edx
	leaq	.LC11(%rip), %rsi
	movq	%r15, %rdi
	call	print_score
	jmp	.L3423
.L3567:
	movsd	48(%rsp), %xmm3
	movsd	40(%rsp), %xmm4
	xorl	%ecx, %ecx
	movapd	%xmm5, %xmm2
	movsd	.LC28(%rip), %xmm1
	mulsd	16(%rsp), %xmm1
	leaq	.LC525(%rip), %rdi
	movl	$5, %eax
	movapd	%xmm3, %xmm0
	andpd	.LC63(%rip), %xmm0
	movq	328(%r14), %rdx
	movq	304(%r14), %rsi
	comisd	%xmm0, %xmm4
	movsd	(%rsp), %xmm0
	setnb	%cl
	call	printf@PLT
	jmp	.L3422
.L3566:
	movsd	.LC522(%rip), %xmm1
	movq	%r13, %xmm0
	xorl	%esi, %esi
	andpd	.LC63(%rip), %xmm0
	leaq	.LC523(%rip), %rdi
	movl	$2, %eax
	comisd	%xmm0, %xmm1
	movsd	24(%rsp), %xmm0
	movq	%r13, %xmm1
	setnb	%sil
	call	printf@PLT
	movsd	32(%rsp), %xmm5
	jmp	.L3421
.L3394:
	movq	%rsi, %rax
	movq	%rsi, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3395
.L3403:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3404
.L3411:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3412
.L3409:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3410
.L3401:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3402
.L3454:
	movq	$0x000000000, 24(%rsp)
	xorl	%r13d, %r13d
	jmp	.L3398
.L3396:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3397
.L3519:
	movq	$0x000000000, 24(%rsp)
	jmp	.L3399
.L3440:
	movq	(%rsp), %rbp
	movq	104(%rsp), %r13
	orl	$-1, %r15d
	jmp	.L3343
.L3328:
	movq	%r8, %rdi
	orl	$-1, %r15d
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	40(%rsp), %rdi
	call	free@PLT
	movq	56(%rsp), %rdi
	call	trace_free
	leaq	288(%rsp), %rdi
	call	trace_free
	jmp	.L3358
	.cfi_endproc
.LFE343:
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
	je	.L3572
	movq	24(%rsp), %rcx
	movq	%r12, %r9
	subq	%rcx, %r9
	cmpq	%r9, 40(%rsp)
	jnb	.L3624
.L3572:
	movq	8(%rsp), %rax
	imulq	%r12, %rax
	addq	%r14, %rax
.L3573:
	movq	%rax, 264(%r10)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L3625
	cmpl	$1, %eax
	jne	.L3582
	movq	32(%rsp), %rbp
	subq	%r13, %r8
	addq	%r14, %rbp
	testq	%r13, %r13
	je	.L3583
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
	jb	.L3584
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %rbp
	jmp	.L3581
	.p2align 4,,10
	.p2align 3
.L3582:
	movq	48(%rbx), %r13
	movq	(%rbx), %r14
	movq	144(%rbx), %rsi
	testq	%r13, %r13
	je	.L3586
	movq	56(%rbx), %rdi
	movq	64(%rbx), %r8
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L3587:
	movq	%r12, %rdx
	xorl	%eax, %eax
	imulq	%rdi, %rdx
	addq	%r8, %rdx
	cmpq	%rbp, %rdx
	jb	.L3590
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbp, %rax
	divq	%r14
.L3590:
	testq	%rsi, %rsi
	je	.L3591
	movq	%r14, %rdx
	imulq	%rax, %rdx
	addq	%rbp, %rdx
	cmpq	%rsi, %rdx
	setnb	%dl
.L3592:
	testb	%dl, %dl
	jne	.L3593
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%r14, %rax
	addq	%r13, %rax
	addq	%rax, %rbp
	addq	$1, %r12
	je	.L3587
	testq	%rdi, %rdi
	jne	.L3587
.L3593:
	testq	%rsi, %rsi
	jne	.L3626
.L3589:
	movq	136(%rbx), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L3596:
	testq	%rax, %rax
	je	.L3595
	imulq	%r14, %rax
	addq	%rax, %rbp
.L3595:
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
	jmp	.L3581
	.p2align 4,,10
	.p2align 3
.L3624:
	movq	8(%rsp), %rdx
	movq	%r8, %rsi
	movq	32(%rsp), %rdi
	subq	%rcx, %rsi
	imulq	%rcx, %rdx
	movq	%rsi, %rax
	imulq	%r14, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L3573
	.p2align 4,,10
	.p2align 3
.L3591:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L3592
	.p2align 4,,10
	.p2align 3
.L3625:
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
.L3580:
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
	jb	.L3575
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3577
	movq	24(%rsp), %r11
	movq	%r15, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r14
	leaq	-1(%r13), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L3627
.L3578:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r13, %r12
	jb	.L3601
.L3577:
	movq	16(%rsp), %rax
	addq	$8, %rbp
	cmpq	%rax, %rbp
	jne	.L3580
	movq	32(%rsp), %r10
	movq	248(%r10), %rax
	movq	264(%r10), %rbp
	movq	%rax, 240(%r10)
.L3581:
	movl	88(%rsp), %eax
	orl	120(%rsp), %eax
	movq	%rbp, 256(%r10)
	jne	.L3605
	movl	200(%rbx), %edx
	movq	(%rsp), %rdi
	movq	%r10, %rcx
	xorl	%ebp, %ebp
	movq	192(%rbx), %rsi
	movq	%r10, 8(%rsp)
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3597
	movq	8(%rsp), %r10
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	48(%rsp), %rdi
	leaq	80(%r10), %rcx
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3597
	movq	168(%rbx), %rsi
	movq	8(%rsp), %r10
	movl	176(%rbx), %edx
	movq	%rsi, 272(%r10)
	testl	%edx, %edx
	je	.L3598
	movq	(%r10), %rcx
	movq	56(%rsp), %rdi
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rdi
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L3599
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
.L3599:
	movq	%rsi, 272(%r10)
.L3598:
	movq	(%rsp), %rdi
	leaq	128(%rsp), %rbp
	movq	%r10, 8(%rsp)
	movq	%rbp, %rdx
	call	dist_correct
	movl	152(%rsp), %eax
	movq	8(%rsp), %r10
	testl	%eax, %eax
	jne	.L3628
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%rbp, %rdi
	leaq	160(%r10), %rcx
	call	dist_summarise
	movq	128(%rsp), %rbp
	movl	%eax, %r12d
.L3597:
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
.L3575:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3577
.L3601:
	movq	%r13, %rcx
	movq	%r15, %rsi
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	subq	%r12, %rcx
	imulq	%r14, %r12
	movq	%r14, %rdx
	subq	%r12, %rsi
	call	dist_add
	jmp	.L3577
	.p2align 4,,10
	.p2align 3
.L3583:
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
.L3584:
	movq	8(%rsp), %rbp
	imulq	%r12, %rbp
	addq	%r14, %rbp
	jmp	.L3581
	.p2align 4,,10
	.p2align 3
.L3626:
	movq	%rcx, %r8
	cmpq	%rsi, %rbp
	jnb	.L3595
	subq	%rbp, %rsi
.L3588:
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r14
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rcx,%rax), %r8
	jmp	.L3596
	.p2align 4,,10
	.p2align 3
.L3627:
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
	jmp	.L3578
.L3605:
	xorl	%ebp, %ebp
	movl	$-1, %r12d
	jmp	.L3597
.L3628:
	movq	128(%rsp), %rbp
	movl	$-1, %r12d
	jmp	.L3597
.L3586:
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rsi, %rsi
	jne	.L3588
	jmp	.L3589
	.cfi_endproc
.LFE96:
	.size	closed_form, .-closed_form
	.p2align 4
	.type	omit_walk, @function
omit_walk:
.LFB211:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdx, %r11
	movq	%rcx, %r15
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
	subq	$408, %rsp
	.cfi_def_cfa_offset 464
	movl	232(%rdi), %edi
	movl	%esi, 68(%rsp)
	movq	%r8, 104(%rsp)
	movl	%edi, 112(%rsp)
	testl	%esi, %esi
	jne	.L3630
	movl	152(%rbp), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %eax
	movl	%eax, 64(%rsp)
	movq	160(%rbp), %rax
	movq	%rax, 96(%rsp)
	testl	%edi, %edi
	je	.L3788
	movq	240(%rbp), %rax
	movq	%r11, 8(%rsp)
	movq	$-1, %r13
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
	movq	8(%rsp), %r11
	movq	%rax, 160(%rsp)
	movq	%rax, 208(%rsp)
	movq	$0, 216(%rsp)
	jmp	.L3634
.L3630:
	movl	112(%rsp), %esi
	testl	%esi, %esi
	jne	.L3789
	movq	$1, 176(%rsp)
	movl	$8, %edi
.L3633:
	xorl	%eax, %eax
	cmpq	$0, 288(%rbp)
	movq	%r11, 8(%rsp)
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
	movq	8(%rsp), %r11
	movq	$0, 216(%rsp)
	movq	%rax, 160(%rsp)
	movq	%rax, 208(%rsp)
	je	.L3715
	movl	$0, 64(%rsp)
	movq	272(%rbp), %r13
	movq	$1, 96(%rsp)
.L3634:
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
	jne	.L3726
	cmpq	$0, 160(%rsp)
	je	.L3726
	leaq	224(%rsp), %rax
	movq	%rbp, %rsi
	movq	%r11, 8(%rsp)
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
	movq	8(%rsp), %r11
	je	.L3638
	movq	136(%rbp), %rax
.L3638:
	movq	%rax, (%r15)
	movq	208(%rsp), %rax
	xorl	%r14d, %r14d
	xorl	%ecx, %ecx
	movq	$-1, 48(%r15)
	movq	%r15, %r10
	xorl	%ebx, %ebx
	movq	%r14, %r15
	movq	%rax, 184(%rsp)
	xorl	%r12d, %r12d
	movq	%r11, %r14
	leaq	208(%rsp), %rax
	movq	$0, 200(%rsp)
	movq	$0, 88(%rsp)
	movq	$0, 72(%rsp)
	movq	%rax, 144(%rsp)
	movq	%rcx, 16(%rsp)
	jmp	.L3639
	.p2align 4,,10
	.p2align 3
.L3680:
	movq	8(%rsp), %rcx
	movq	%r8, %r9
	subq	%rcx, %r9
	testq	%rax, %rax
	je	.L3725
	movq	%r8, %rdx
	subq	%rbx, %rdx
	cmpq	%rdx, %rax
	jb	.L3711
	movq	%r9, 32(%rsp)
	movq	%r8, %rsi
	xorl	%eax, %eax
	movl	$0, 40(%rsp)
.L3683:
	movl	112(%rsp), %edi
	movq	%rax, %xmm0
	movhps	24(%rsp), %xmm0
	testl	%edi, %edi
	jne	.L3790
.L3685:
	movq	48(%r10), %rax
	movdqu	32(%r10), %xmm1
	movq	%rbx, 56(%r10)
	addq	$1, 8(%r10)
	cmpq	%rbx, %rax
	paddq	%xmm1, %xmm0
	cmova	%rbx, %rax
	cmpq	$0, 104(%rsp)
	movups	%xmm0, 32(%r10)
	movq	%rax, 48(%r10)
	je	.L3684
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
.L3684:
	movq	112(%r14), %rdi
	testq	%rdi, %rdi
	je	.L3696
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
	jne	.L3791
.L3696:
	movl	40(%rsp), %edx
	movq	8(%r14), %rax
	testl	%edx, %edx
	jne	.L3792
	movq	(%r14), %rdx
	testq	%rdx, %rdx
	je	.L3701
	movq	56(%r14), %rcx
	leaq	1(%rcx), %rsi
	movq	%rsi, 56(%r14)
	movq	%r9, (%rdx,%rcx,8)
.L3701:
	testq	%rax, %rax
	je	.L3700
	movq	64(%r14), %rdx
	movq	32(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r14)
	movq	%rdi, (%rax,%rdx,8)
.L3700:
	testl	%r11d, %r11d
	jne	.L3698
	movq	16(%r14), %rax
	testq	%rax, %rax
	je	.L3698
	movq	72(%r14), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 72(%r14)
	movq	%r9, (%rax,%rdx,8)
.L3698:
	movq	24(%r14), %rax
	testq	%rax, %rax
	je	.L3703
	movq	80(%r14), %rdx
	movq	32(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 80(%r14)
	movq	%rsi, (%rax,%rdx,8)
.L3703:
	movq	32(%r14), %rax
	testq	%rax, %rax
	je	.L3704
	movq	88(%r14), %rdx
	movq	8(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 88(%r14)
	movq	%r8, %rcx
	subq	%rdi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L3704:
	movq	40(%r14), %rax
	testq	%rax, %rax
	je	.L3705
	movq	96(%r14), %rdx
	subq	%rbx, %r8
	leaq	1(%rdx), %rcx
	movq	%rcx, 96(%r14)
	movq	%r8, (%rax,%rdx,8)
.L3705:
	movq	48(%r14), %rax
	testq	%rax, %rax
	je	.L3662
	movq	104(%r14), %rdx
	movq	8(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 104(%r14)
	movq	%rbx, %rcx
	subq	%rsi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L3662:
	movq	96(%rsp), %rax
	addq	$1, %r15
	addq	$1, 16(%rsp)
	cmpq	%rax, %r15
	movl	$0, %eax
	cmove	%rax, %r15
.L3639:
	cmpl	$3, 64(%rsp)
	je	.L3793
	movq	16(%rsp), %rax
	cmpq	136(%rbp), %rax
	jnb	.L3779
	movl	68(%rsp), %ecx
	movq	%r10, 24(%rsp)
	movq	152(%rsp), %rdi
	testl	%ecx, %ecx
	jne	.L3794
	call	due_next
	cmpl	$2, 64(%rsp)
	movq	24(%rsp), %r10
	movq	%rax, 8(%rsp)
	je	.L3795
	movq	8(%rsp), %rdi
	cmpl	$1, 64(%rsp)
	movq	%rdi, %rax
	jne	.L3664
	movq	80(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rdi
	cmovnb	%rdi, %rax
.L3664:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3643:
	movl	232(%rbp), %r11d
	testl	%r11d, %r11d
	jne	.L3796
.L3665:
	movq	88(%rsp), %rax
	cmpq	%rbx, %rax
	cmovb	%rbx, %rax
	movq	%rax, 24(%rsp)
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L3671
	movq	0(%rbp), %rdx
.L3672:
	cmpq	$0, 40(%rbp)
	je	.L3797
	movq	24(%rsp), %rsi
	movq	192(%rsp), %rdi
	movq	%r10, 40(%rsp)
	movl	%r11d, 32(%rsp)
	call	serve_random
	movq	40(%rsp), %r10
	movl	32(%rsp), %r11d
	movq	%rax, 88(%rsp)
.L3674:
	testl	%r11d, %r11d
	je	.L3722
	movq	72(%rsp), %rdi
	xorl	%edx, %edx
	movq	24(%rsp), %rcx
	xorl	%r11d, %r11d
	movq	$0, 24(%rsp)
	movq	88(%rsp), %r8
	leaq	(%r12,%rdi), %rax
	divq	176(%rsp)
	movq	168(%rsp), %rax
	movq	%rcx, (%rax,%rdx,8)
	leaq	1(%rdi), %rax
	movq	%rax, 72(%rsp)
	.p2align 4,,10
	.p2align 3
.L3670:
	movl	68(%rsp), %r9d
	movq	224(%rbp), %rax
	testl	%r9d, %r9d
	jne	.L3680
	movq	%r8, %r9
	subq	%rbx, %r9
	testq	%rax, %rax
	jne	.L3710
	movq	%r9, 32(%rsp)
	movq	%r8, %rdx
	movl	$0, 40(%rsp)
.L3682:
	addq	%rax, 32(%r10)
	movq	24(%rsp), %rax
	addq	%rax, 40(%r10)
	movq	48(%r10), %rax
	addq	$1, 8(%r10)
	movq	80(%rsp), %rsi
	cmpq	%rbx, %rax
	movq	%rbx, 56(%r10)
	cmova	%rbx, %rax
	movq	%rdx, (%rsi,%r15,8)
	movq	%rax, 48(%r10)
	jmp	.L3684
.L3789:
	movq	240(%rbp), %rax
	addq	$1, %rax
	movq	%rax, 176(%rsp)
	leaq	0(,%rax,8), %rdi
	jmp	.L3633
.L3788:
	movl	$8, %edi
	movq	%r11, 8(%rsp)
	movq	$-1, %r13
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
	movq	8(%rsp), %r11
	movq	$0, 216(%rsp)
	movq	%rax, 160(%rsp)
	movq	%rax, 208(%rsp)
	movq	$1, 176(%rsp)
	jmp	.L3634
.L3779:
	movq	%r10, %r15
.L3644:
	xorl	%ebx, %ebx
.L3695:
	cmpq	$0, 8(%r15)
	jne	.L3708
	movq	$0, 48(%r15)
.L3708:
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	328(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3709
	call	fclose@PLT
.L3709:
	movq	168(%rsp), %rdi
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	call	free@PLT
.L3629:
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
.L3792:
	.cfi_restore_state
	testq	%rax, %rax
	je	.L3698
	movq	64(%r14), %rdx
	movq	32(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r14)
	movq	%rdi, (%rax,%rdx,8)
	jmp	.L3698
	.p2align 4,,10
	.p2align 3
.L3793:
	movq	80(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L3641
	cmpq	%rax, %rbx
	setnb	%al
.L3642:
	testb	%al, %al
	jne	.L3779
	movl	232(%rbp), %r11d
	addq	$1, (%r10)
	movq	%rbx, 8(%rsp)
	testl	%r11d, %r11d
	je	.L3665
.L3796:
	cmpq	$0, 72(%rsp)
	je	.L3667
	movq	168(%rsp), %rdx
	movq	72(%rsp), %rax
	movq	176(%rsp), %rcx
	jmp	.L3666
	.p2align 4,,10
	.p2align 3
.L3669:
	addq	$1, %r12
	xorl	%esi, %esi
	cmpq	%rcx, %r12
	cmove	%rsi, %r12
	subq	$1, %rax
	je	.L3782
.L3666:
	cmpq	(%rdx,%r12,8), %rbx
	jnb	.L3669
.L3782:
	movq	%rax, 72(%rsp)
.L3667:
	movq	72(%rsp), %rax
	cmpq	240(%rbp), %rax
	jb	.L3665
	movq	88(%rsp), %rax
	cmpq	%rax, %rbx
	jnb	.L3665
	movq	248(%rbp), %r8
	movl	$1, %r11d
	movq	$1, 24(%rsp)
	addq	%rbx, %r8
	jmp	.L3670
	.p2align 4,,10
	.p2align 3
.L3725:
	movq	%r9, 32(%rsp)
	movq	%r8, %rsi
	movl	$0, 40(%rsp)
	jmp	.L3683
	.p2align 4,,10
	.p2align 3
.L3710:
	cmpq	%r9, %rax
	jb	.L3712
	movq	%r9, 32(%rsp)
	movq	%r8, %rdx
	xorl	%eax, %eax
	movl	$0, 40(%rsp)
	jmp	.L3682
	.p2align 4,,10
	.p2align 3
.L3794:
	call	due_next
	cmpq	$0, 16(%rsp)
	movq	24(%rsp), %r10
	movq	%rax, 8(%rsp)
	je	.L3646
	movl	280(%rbp), %edx
	testl	%edx, %edx
	je	.L3646
	movq	200(%rsp), %rsi
	subq	%rsi, %rbx
	movq	%r14, %rsi
	movq	%r12, %r14
	movq	%rbp, %r12
	addq	%rax, %rbx
	jmp	.L3648
	.p2align 4,,10
	.p2align 3
.L3798:
	addq	%rax, %r13
.L3648:
	cmpq	$-1, %r13
	je	.L3649
	movq	256(%r12), %rax
	addq	%r13, %rax
	cmpq	%rax, %rbx
	jb	.L3649
	movq	264(%r12), %rax
	testq	%rax, %rax
	jne	.L3798
	movq	$-1, %r13
.L3649:
	cmpq	%r13, %rbx
	jb	.L3651
	movq	256(%r12), %rbx
	addq	%r13, %rbx
.L3651:
	movl	112(%rsp), %eax
	testl	%eax, %eax
	je	.L3799
	movq	%rsi, 24(%rsp)
	movq	160(%rsp), %rbp
	movq	%r10, 32(%rsp)
	movq	144(%rsp), %rdi
	jmp	.L3652
	.p2align 4,,10
	.p2align 3
.L3801:
	cmpq	0(%rbp), %rbx
	jb	.L3800
	call	heap_pop
.L3652:
	movq	216(%rsp), %rax
	testq	%rax, %rax
	jne	.L3801
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	xorl	%ecx, %ecx
.L3654:
	movq	288(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L3656
	movl	296(%r12), %eax
	testl	%eax, %eax
	jne	.L3656
	movq	144(%rsp), %rdi
	movq	%r10, 32(%rsp)
	movq	%rsi, 24(%rsp)
	call	heap_pop
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	movq	%rax, %rbx
	jmp	.L3648
	.p2align 4,,10
	.p2align 3
.L3641:
	movq	16(%rsp), %rax
	cmpq	136(%rbp), %rax
	setnb	%al
	jmp	.L3642
	.p2align 4,,10
	.p2align 3
.L3795:
	movq	80(%rsp), %rdi
	cmpq	(%rdi,%r15,8), %rax
	jnb	.L3664
	addq	$1, 16(%r10)
	jmp	.L3662
.L3656:
	movq	%r12, %rbp
	movq	%r14, %r12
	movq	%rsi, %r14
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L3660
	cmpq	%rbx, 128(%rbp)
	jb	.L3787
.L3660:
	cmpq	%rdx, %rcx
	jnb	.L3661
.L3658:
	movq	8(%rsp), %rax
	movq	%rax, 200(%rsp)
	jmp	.L3643
	.p2align 4,,10
	.p2align 3
.L3722:
	movq	$0, 24(%rsp)
	movq	88(%rsp), %r8
	jmp	.L3670
	.p2align 4,,10
	.p2align 3
.L3790:
	movq	216(%rsp), %rax
	movq	184(%rsp), %rdi
	leaq	1(%rax), %rdx
	movq	%rdx, 216(%rsp)
	testq	%rax, %rax
	jne	.L3686
	jmp	.L3687
	.p2align 4,,10
	.p2align 3
.L3689:
	movq	%rcx, (%rdx)
	testq	%rax, %rax
	je	.L3687
.L3686:
	movq	%rax, %rdx
	leaq	-1(%rax), %rax
	shrq	%rax
	leaq	(%rdi,%rdx,8), %rdx
	movq	(%rdi,%rax,8), %rcx
	cmpq	%rcx, %rsi
	jb	.L3689
	movq	%rsi, (%rdx)
	jmp	.L3685
	.p2align 4,,10
	.p2align 3
.L3800:
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	movq	%rax, %rcx
	jmp	.L3654
	.p2align 4,,10
	.p2align 3
.L3646:
	movq	8(%rsp), %rax
	movq	%r14, %rsi
	movq	%r12, %r14
	movq	%rbp, %r12
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L3648
	.p2align 4,,10
	.p2align 3
.L3712:
	movq	%rax, 32(%rsp)
	leaq	(%rbx,%rax), %rdx
	movl	$1, %eax
	movl	$1, 40(%rsp)
	jmp	.L3682
	.p2align 4,,10
	.p2align 3
.L3711:
	movq	8(%rsp), %rdi
	leaq	(%rbx,%rax), %rsi
	movl	$1, 40(%rsp)
	movq	%rsi, %rax
	subq	%rdi, %rax
	movq	%rax, 32(%rsp)
	movl	$1, %eax
	jmp	.L3683
	.p2align 4,,10
	.p2align 3
.L3797:
	movq	24(%rsp), %rcx
	movq	224(%rsp), %rax
	leaq	(%rcx,%rdx), %rsi
	movq	%rsi, 88(%rsp)
	cmpq	%rsi, %rax
	jnb	.L3674
	movq	48(%rbp), %r8
	cmpq	%rax, %rcx
	jnb	.L3675
	addq	%r8, %rsi
	movq	%rsi, 88(%rsp)
.L3676:
	addq	$1, 232(%rsp)
	movq	56(%rbp), %r9
	testq	%r9, %r9
	jne	.L3677
	movq	$-1, 224(%rsp)
	jmp	.L3674
	.p2align 4,,10
	.p2align 3
.L3671:
	movq	16(%rsp), %rsi
	movq	%rbp, %rdi
	movq	%r10, 40(%rsp)
	movl	%r11d, 32(%rsp)
	call	service_of
	movq	40(%rsp), %r10
	movl	32(%rsp), %r11d
	movq	%rax, %rdx
	jmp	.L3672
	.p2align 4,,10
	.p2align 3
.L3687:
	movq	184(%rsp), %rdx
	movq	%rsi, (%rdx)
	jmp	.L3685
.L3661:
	movq	8(%rsp), %rax
	addq	$1, 24(%r10)
	movq	%rax, 200(%rsp)
	jmp	.L3662
.L3677:
	movq	88(%rsp), %rdi
	addq	%r9, %rax
	movq	%rax, 224(%rsp)
	cmpq	%rdi, %rax
	jnb	.L3674
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
	jmp	.L3674
.L3675:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, 24(%rsp)
	leaq	(%rdx,%rcx), %rsi
	cmovnb	88(%rsp), %rsi
	movq	%rsi, 88(%rsp)
	jmp	.L3676
.L3799:
	movq	%r12, %rbp
	movq	%r14, %r12
	movq	%rsi, %r14
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L3658
	cmpq	%rbx, 128(%rbp)
	jnb	.L3658
.L3787:
	movq	136(%rbp), %rax
	movq	16(%rsp), %rcx
	movq	%r10, %r15
	subq	%rcx, %rax
	movq	%rax, 16(%r10)
	jmp	.L3644
.L3715:
	movl	$0, 64(%rsp)
	movq	$-1, %r13
	movq	$1, 96(%rsp)
	jmp	.L3634
.L3791:
	movq	%r10, %r15
	movl	$-1, %ebx
	jmp	.L3695
.L3726:
	movq	168(%rsp), %rdi
	orl	$-1, %ebx
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	jmp	.L3629
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
	jne	.L3803
	movl	152(%rdi), %edx
	leaq	by_kind.6(%rip), %rax
	movq	160(%rdi), %rdi
	movl	(%rax,%rdx,4), %eax
	movq	%rdi, 120(%rsp)
	movl	%eax, 8(%rsp)
	cmpl	$3, %eax
	jne	.L3804
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L3804
	xorl	%edx, %edx
	movq	120(%rsp), %rdi
	divq	(%r14)
	leaq	1(%rdi,%rax), %rbp
	jmp	.L3806
.L3803:
	movl	$0, 8(%rsp)
	movq	136(%rdi), %rbp
	movq	$1, 120(%rsp)
.L3806:
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
	je	.L3811
	cmpq	$0, 48(%rsp)
	je	.L3811
	cmpq	$0, 80(%rsp)
	je	.L3811
	testq	%r15, %r15
	je	.L3811
	cmpq	$0, 104(%rsp)
	je	.L3811
	testq	%r13, %r13
	je	.L3811
	cmpq	$0, 96(%rsp)
	je	.L3811
	cmpq	$0, 144(%rsp)
	je	.L3811
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
	jne	.L3969
.L3812:
	movq	160(%r14), %rdi
	movl	$8, %esi
	movq	%rax, 288(%rsp)
	call	calloc@PLT
	movq	%rax, 184(%rsp)
	movq	%rax, 240(%rsp)
	testq	%rax, %rax
	je	.L3811
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
	jmp	.L3845
	.p2align 4,,10
	.p2align 3
.L3813:
	movq	%rcx, 88(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r11, 32(%rsp)
	cmpq	136(%r14), %r12
	jnb	.L3819
	movq	128(%rsp), %rdi
	call	due_next
	movl	20(%rsp), %edx
	movq	24(%rsp), %rdi
	movq	32(%rsp), %r11
	movq	64(%rsp), %r8
	testl	%edx, %edx
	movq	%rax, (%rdi,%r12,8)
	movq	88(%rsp), %rcx
	jne	.L3970
	cmpl	$2, 8(%rsp)
	je	.L3971
	cmpl	$1, 8(%rsp)
	jne	.L3837
	movq	120(%rsp), %rdi
	cmpq	%rdi, %r12
	jb	.L3837
	movq	152(%rsp), %rdi
	movq	(%rdi,%r12,8), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
.L3837:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3818:
	movq	48(%rsp), %rax
	movl	232(%r14), %r10d
	movq	%rbx, (%rax,%r12,8)
	testl	%r10d, %r10d
	je	.L3840
	cmpq	%r8, %rbx
	jb	.L3972
.L3840:
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
.L3843:
	movq	56(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3844
	movq	%rcx, %rdx
	leaq	(%rbx,%rdi), %rax
	subq	%rbx, %rdx
	cmpq	%rdx, %rdi
	cmovb	%rax, %rcx
.L3844:
	movq	104(%rsp), %rax
	movl	20(%rsp), %r9d
	movq	%rcx, (%rax,%r12,8)
	testl	%r9d, %r9d
	je	.L3835
	cmpq	$0, 288(%r14)
	je	.L3835
	movq	%rcx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L3835:
	addq	$1, %r12
.L3845:
	cmpl	$3, 8(%rsp)
	jne	.L3813
	movq	120(%rsp), %rax
	xorl	%ebx, %ebx
	cmpq	%rax, %r12
	jb	.L3814
	movq	152(%rsp), %rax
	movq	(%rax,%r12,8), %rbx
.L3814:
	testq	%r12, %r12
	je	.L3815
	movq	48(%rsp), %rax
	movq	-8(%rax,%r12,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3815:
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L3816
	cmpq	%rax, %rbx
	setnb	%al
.L3817:
	testb	%al, %al
	jne	.L3973
	movq	24(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L3818
.L3973:
	movq	%r12, %rax
	xorl	%edx, %edx
.L3883:
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
	je	.L3861
	movq	%r15, 112(%rsp)
	movq	96(%rsp), %rbp
	movq	%r10, %r15
	movq	%r13, 128(%rsp)
	movl	20(%rsp), %r13d
	movq	%r14, 88(%rsp)
	movq	168(%rsp), %r14
	jmp	.L3846
	.p2align 4,,10
	.p2align 3
.L3848:
	cmpb	$3, %r11b
	je	.L3974
	cmpb	$1, %r11b
	ja	.L3849
	addq	$1, 1128(%r14,%r15)
	movq	48(%rsp), %rax
	cmpq	$0, 136(%rsp)
	movq	(%rax,%rbx,8), %rsi
	je	.L3858
	movq	80(%rsp), %rax
	movq	(%rax,%rbx,8), %rdi
	testl	%r13d, %r13d
	je	.L3855
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax,%rbx,8), %rax
.L3856:
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
	jne	.L3975
.L3858:
	movq	160(%rsp), %rax
	addq	%r14, %rax
	addq	%r11, 1160(%rax)
	cmpq	$0, 56(%rsp)
	movq	1152(%rax), %rdx
	je	.L3854
	movq	80(%rsp), %rdi
	movq	(%rdi,%rbx,8), %rdi
	movq	%rdi, %rcx
	movq	%rdi, 8(%rsp)
	subq	%rsi, %rcx
	cmpq	%rcx, 56(%rsp)
	adcq	$0, %rdx
.L3854:
	movq	%rdx, 1152(%rax)
	leaq	(%r14,%r15), %rax
	cmpq	$1, 1128(%rax)
	movq	%rsi, 1176(%rax)
	jne	.L3859
	movq	%rsi, 1168(%rax)
.L3859:
	movq	%r11, 8(%rsp)
	testl	%r13d, %r13d
	je	.L3849
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
.L3849:
	addq	$1, %rbx
	addq	$32, %r8
	adcq	$0, %r9
	cmpq	%rbx, %r12
	je	.L3976
.L3846:
	movzbl	0(%rbp,%rbx), %r11d
	cmpb	$2, %r11b
	jne	.L3848
	addq	$1, 1136(%r14,%r15)
	jmp	.L3849
	.p2align 4,,10
	.p2align 3
.L3972:
	movq	%r11, %rcx
	xorl	%edx, %edx
	jmp	.L3841
	.p2align 4,,10
	.p2align 3
.L3842:
	movq	%rcx, %rax
	subq	%rdx, %rax
	shrq	%rax
	addq	%rdx, %rax
	cmpq	(%r15,%rax,8), %rbx
	jnb	.L3977
	movq	%rax, %rcx
.L3841:
	cmpq	%rcx, %rdx
	jb	.L3842
	movq	%r11, %rax
	subq	%rdx, %rax
	cmpq	240(%r14), %rax
	jb	.L3840
	movq	96(%rsp), %rax
	movq	248(%r14), %rcx
	movb	$1, (%rax,%r12)
	movq	80(%rsp), %rax
	addq	%rbx, %rcx
	movq	%rcx, (%rax,%r12,8)
	jmp	.L3843
	.p2align 4,,10
	.p2align 3
.L3977:
	leaq	1(%rax), %rdx
	jmp	.L3841
	.p2align 4,,10
	.p2align 3
.L3970:
	movl	280(%r14), %edi
	movl	%edi, 64(%rsp)
	testq	%r12, %r12
	je	.L3887
	testl	%edi, %edi
	je	.L3822
	movq	24(%rsp), %rdi
	subq	-8(%rdi,%r12,8), %rbx
	addq	%rax, %rbx
.L3821:
	movq	256(%r14), %r10
	movq	288(%r14), %r9
	testq	%r10, %r10
	je	.L3823
	.p2align 4,,10
	.p2align 3
.L3833:
	movq	272(%r14), %rsi
	cmpq	%rsi, %rbx
	jb	.L3823
	movq	264(%r14), %rdi
	testq	%rdi, %rdi
	je	.L3824
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%rsi, %rax
	movq	%rax, 32(%rsp)
	divq	%rdi
	movq	32(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, %rdi
.L3824:
	addq	%r10, %rsi
	addq	%rdi, %rsi
	cmpq	%rsi, %rbx
	cmovb	%rsi, %rbx
.L3823:
	testq	%r9, %r9
	je	.L3825
	testq	%rbp, %rbp
	je	.L3825
.L3826:
	leaq	0(%r13,%rbp,8), %rsi
	movq	%r13, %rax
	xorl	%ebp, %ebp
	.p2align 4,,10
	.p2align 3
.L3829:
	movq	(%rax), %rdx
	cmpq	%rdx, %rbx
	jnb	.L3828
	movq	%rdx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L3828:
	addq	$8, %rax
	cmpq	%rax, %rsi
	jne	.L3829
	cmpq	%r9, %rbp
	jb	.L3825
	movl	296(%r14), %eax
	testl	%eax, %eax
	jne	.L3830
	xorl	%eax, %eax
	movq	$-1, %rbx
	.p2align 4,,10
	.p2align 3
.L3831:
	movq	0(%r13,%rax,8), %rdx
	cmpq	%rdx, %rbx
	cmova	%rdx, %rbx
	addq	$1, %rax
	cmpq	%rbp, %rax
	jb	.L3831
	testq	%r10, %r10
	jne	.L3833
	testq	%rbp, %rbp
	jne	.L3826
	.p2align 4,,10
	.p2align 3
.L3825:
	movl	64(%rsp), %eax
	testl	%eax, %eax
	je	.L3818
.L3827:
	cmpq	%rbx, 128(%r14)
	jb	.L3819
.L3834:
	cmpq	%rbp, %r9
	jne	.L3818
	testq	%r9, %r9
	je	.L3818
	movq	96(%rsp), %rax
	movb	$3, (%rax,%r12)
	movq	48(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L3835
	.p2align 4,,10
	.p2align 3
.L3816:
	cmpq	136(%r14), %r12
	setnb	%al
	jmp	.L3817
.L3974:
	addq	$1, 1144(%r14,%r15)
	jmp	.L3849
	.p2align 4,,10
	.p2align 3
.L3971:
	cmpq	%rcx, %rax
	jnb	.L3837
	movq	96(%rsp), %rax
	movb	$2, (%rax,%r12)
	jmp	.L3835
.L3855:
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	120(%rsp)
	movq	%rsi, %rax
	movq	%rdx, %rcx
	jmp	.L3856
.L3887:
	movq	%rax, %rbx
	jmp	.L3821
.L3822:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L3821
.L3976:
	movq	112(%rsp), %r15
	movq	128(%rsp), %r13
	movq	88(%rsp), %r14
.L3861:
	movq	168(%rsp), %rcx
	movq	%r15, 64(%rsp)
	xorl	%ebx, %ebx
	movq	%r14, %rdx
	movq	%r13, 88(%rsp)
	leaq	.L3873(%rip), %rbp
	imulq	$560, 176(%rsp), %rax
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L3847:
	cmpl	$1, %ebx
	jle	.L3978
	cmpl	$3, %ebx
	jle	.L3979
	movl	20(%rsp), %edi
	testl	%edi, %edi
	je	.L3866
	cmpq	$0, 256(%rdx)
	jne	.L3863
	movl	280(%rdx), %esi
	testl	%esi, %esi
	je	.L3980
.L3863:
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	movl	%ebx, %r11d
	testq	%r12, %r12
	je	.L3881
	movq	48(%rsp), %r15
	movq	80(%rsp), %r14
	movq	%rcx, 8(%rsp)
	movq	96(%rsp), %r10
	movq	56(%rsp), %r13
	movq	%rdx, 32(%rsp)
	movl	20(%rsp), %r8d
	.p2align 4,,10
	.p2align 3
.L3880:
	testl	%r8d, %r8d
	je	.L3867
	movq	24(%rsp), %rdi
	movq	(%rdi,%rax,8), %rdi
.L3868:
	xorl	%esi, %esi
	testq	%r13, %r13
	je	.L3869
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	xorl	%esi, %esi
	cmpq	%rdx, %r13
	setb	%sil
.L3869:
	movzbl	(%r10,%rax), %ecx
	cmpb	$1, %cl
	ja	.L3870
	cmpl	$6, %ebx
	ja	.L3871
	movslq	0(%rbp,%r11,4), %rdx
	addq	%rbp, %rdx
	jmp	*%rdx
	.section	.rodata
	.align 4
	.align 4
.L3873:
	.long	.L3871-.L3873
	.long	.L3876-.L3873
	.long	.L3871-.L3873
	.long	.L3876-.L3873
	.long	.L3875-.L3873
	.long	.L3874-.L3873
	.long	.L3872-.L3873
	.text
.L3876:
	testl	%esi, %esi
	je	.L3895
	movq	(%r15,%rax,8), %rdx
	addq	%r13, %rdx
	subq	%rdi, %rdx
.L3968:
	movq	144(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	.p2align 4,,10
	.p2align 3
.L3870:
	addq	$1, %rax
	cmpq	%rax, %r12
	jne	.L3880
	movq	8(%rsp), %rcx
	movq	32(%rsp), %rdx
.L3881:
	movq	144(%rsp), %rdi
	movq	%r9, %rsi
	movq	%rcx, 32(%rsp)
	movq	%rdx, 8(%rsp)
	call	ref_osummary
	movq	32(%rsp), %rcx
	movq	8(%rsp), %rdx
.L3866:
	addl	$1, %ebx
	addq	$80, %rcx
	cmpl	$7, %ebx
	jne	.L3847
	movq	64(%rsp), %r15
	movq	88(%rsp), %r13
	xorl	%ebx, %ebx
.L3857:
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	344(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3882
	call	fclose@PLT
.L3882:
	movq	184(%rsp), %rdi
	call	free@PLT
.L3810:
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
.L3872:
	.cfi_restore_state
	movq	(%r15,%rax,8), %rdx
.L3967:
	movq	24(%rsp), %rdi
	subq	(%rdi,%rax,8), %rdx
	movq	144(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L3870
.L3874:
	movq	144(%rsp), %rdi
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L3870
.L3875:
	movq	(%r14,%rax,8), %rdx
	jmp	.L3967
.L3871:
	testl	%esi, %esi
	jne	.L3870
	andl	$1, %ecx
	je	.L3895
	testl	%ebx, %ebx
	jne	.L3870
.L3895:
	movq	(%r14,%rax,8), %rdx
	subq	%rdi, %rdx
	jmp	.L3968
	.p2align 4,,10
	.p2align 3
.L3867:
	movq	(%r15,%rax,8), %rdi
	jmp	.L3868
.L3978:
	cmpq	$0, 224(%rdx)
	jne	.L3863
.L3966:
	addl	$1, %ebx
	addq	$80, %rcx
	jmp	.L3847
.L3979:
	movl	232(%rdx), %r8d
	testl	%r8d, %r8d
	je	.L3966
	jmp	.L3863
.L3819:
	movq	136(%r14), %rax
	movq	%rax, %rdx
	subq	%r12, %rdx
	jmp	.L3883
.L3969:
	movq	64(%r14), %rax
	jmp	.L3812
.L3980:
	cmpq	$0, 288(%rdx)
	jne	.L3863
	jmp	.L3866
.L3804:
	movq	136(%r14), %rbp
	jmp	.L3806
.L3975:
	movq	112(%rsp), %r15
	movq	128(%rsp), %r13
	movl	$-1, %ebx
	jmp	.L3857
.L3830:
	cmpl	$0, 64(%rsp)
	je	.L3834
	jmp	.L3827
	.p2align 4,,10
	.p2align 3
.L3811:
	movl	$-1, %ebx
	jmp	.L3810
	.cfi_endproc
.LFE216:
	.size	ref_omit_client, .-ref_omit_client
	.p2align 4
	.type	omit_job_run, @function
omit_job_run:
.LFB337:
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
	jne	.L3982
	xorl	%ecx, %ecx
	movq	%rbp, %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	ref_omit_client
.L3982:
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
.LFE337:
	.size	omit_job_run, .-omit_job_run
	.section	.rodata.str1.8
	.align 8
.LC527:
	.string	"bench: internal error: the schedule ran out before its count\n"
	.align 8
.LC528:
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
	je	.L4189
.L3985:
	movq	80(%rsp), %rax
	movq	208(%rax), %rbp
	testq	%rbp, %rbp
	jne	.L4190
.L3986:
	leaq	368(%rsp), %rdi
	movl	$1020, %ecx
	xorl	%eax, %eax
	movq	%rdi, 152(%rsp)
	rep stosq
	testl	%ebx, %ebx
	jne	.L4185
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
.L3992:
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
	je	.L4191
.L3991:
	leal	1(%r15), %r10d
	cmpl	%r10d, 144(%rsp)
	movl	$1, %r15d
	setg	%dl
	testl	%r12d, %r12d
	sete	%al
	addq	$288, %r13
	addq	$4080, %rbp
	testb	%al, %dl
	jne	.L3992
	movq	32(%rsp), %r15
	testl	%r12d, %r12d
	jne	.L4185
	movq	152(%rsp), %rax
	cmpl	$2, 144(%rsp)
	movq	%rax, 208(%rsp)
	jne	.L3994
	leaq	4448(%rsp), %rax
	movq	%rax, 216(%rsp)
.L3994:
	movq	80(%rsp), %rax
	leaq	by_kind.6(%rip), %rdi
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
.L4099:
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
	jmp	.L4003
.L4193:
	movl	2200(%r14), %edi
	testl	%edi, %edi
	jle	.L3995
	movl	$1, 4040(%r14)
.L3997:
	cmpl	$3, %r12d
	movl	$1, %edx
	pxor	%xmm2, %xmm2
	movl	$1, 4044(%r14)
	movl	%eax, 4048(%r14)
	cmovne	%edx, %eax
	movups	%xmm2, 4056(%r14)
.L3999:
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
	je	.L4001
	movq	80(%rsp), %rsi
	movl	%r12d, %edx
	movq	%r10, %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L4001:
	movl	4048(%r14), %ecx
	movq	%r13, 3760(%r14)
	testl	%ecx, %ecx
	je	.L4002
	xorl	%edx, %edx
	movq	80(%rsp), %rsi
	leaq	3760(%r14), %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L4002:
	movq	8(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	je	.L4192
.L4003:
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
	jne	.L4193
.L3995:
	movl	$0, 4040(%r14)
	testl	%edx, %edx
	jg	.L3997
	pxor	%xmm4, %xmm4
	movl	%eax, 4048(%r14)
	movl	$0, 4044(%r14)
	movups	%xmm4, 4056(%r14)
	jmp	.L3999
.L4192:
	movl	%ebx, 148(%rsp)
	movq	%r13, %r12
	movl	%ebp, 116(%rsp)
	testl	%ebp, %ebp
	je	.L4194
	cmpq	$0, 88(%rsp)
	je	.L4057
	movq	$0, 96(%rsp)
.L4054:
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
.L4057:
	movq	104(%rsp), %rax
	movq	176(%rsp), %rdi
	movl	116(%rsp), %ebx
	leaq	(%rax,%rdi,8), %rsi
	movq	%rax, 16(%rsp)
	movq	%rax, %r14
	movq	%rsi, 32(%rsp)
	movq	%rsi, %rbp
	jmp	.L4078
	.p2align 4,,10
	.p2align 3
.L4065:
	call	*24(%r12)
.L4059:
	movl	4048(%r13), %eax
	testl	%eax, %eax
	je	.L4069
	movl	%ebx, %eax
	orl	3472(%r13), %eax
	leaq	3760(%r13), %rdi
	je	.L4195
.L4071:
	call	*24(%r12)
.L4069:
	addq	$8, %r14
	cmpq	%r14, %rbp
	je	.L4196
.L4078:
	movq	(%r14), %r13
	movl	4044(%r13), %eax
	movq	3456(%r13), %r15
	testl	%eax, %eax
	je	.L4059
	movl	%ebx, %eax
	orl	3472(%r13), %eax
	leaq	3488(%r13), %rdi
	jne	.L4065
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
	je	.L4065
	movq	4056(%r13), %rcx
	testq	%rcx, %rcx
	js	.L4062
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L4063:
	testq	%rdx, %rdx
	je	.L4068
	js	.L4066
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L4067:
	divsd	%xmm1, %xmm0
.L4068:
	movsd	%xmm0, (%rsi)
	jmp	.L4065
.L4195:
	movq	%rdi, 8(%rsp)
	movq	(%rsp), %rdx
	leaq	264(%r15), %rcx
	leaq	248(%r15), %r8
	movq	80(%rsp), %rsi
	call	*32(%r12)
	movq	3464(%r13), %rdx
	movq	8(%rsp), %rdi
	testq	%rdx, %rdx
	je	.L4071
	movq	4064(%r13), %rax
	testq	%rax, %rax
	js	.L4073
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4074:
	movq	240(%rsp), %rax
	testq	%rax, %rax
	je	.L4075
	js	.L4076
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L4077:
	divsd	%xmm1, %xmm0
.L4075:
	movsd	%xmm0, 8(%rdx)
	jmp	.L4071
.L4196:
	movl	116(%rsp), %eax
	movq	16(%rsp), %r14
	testl	%eax, %eax
	jne	.L4117
	movq	32(%rsp), %rbp
	movq	80(%rsp), %r13
	movq	%r12, 32(%rsp)
	jmp	.L4091
	.p2align 4,,10
	.p2align 3
.L4084:
	movl	4036(%rbx), %r15d
	testl	%r15d, %r15d
	jne	.L4197
	movl	4040(%rbx), %r12d
	testl	%r12d, %r12d
	jne	.L4198
.L4086:
	movl	3408(%rbx), %r11d
	testl	%r11d, %r11d
	jne	.L4088
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
	jne	.L4118
	movl	$1, 3408(%rbx)
.L4088:
	addq	$8, %r14
	addl	$1, 3472(%rbx)
	cmpq	%r14, %rbp
	je	.L4199
.L4091:
	movq	(%r14), %rbx
	movl	4032(%rbx), %eax
	testl	%eax, %eax
	je	.L4084
	movq	%rbx, %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L4084
.L4186:
	movq	136(%rsp), %r15
.L4083:
	movl	%eax, 116(%rsp)
	movslq	144(%rsp), %r8
.L3988:
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L4100
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
.L4100:
	leaq	2936(%rsp), %r13
	xorl	%ebx, %ebx
	movq	%r8, %r14
.L4102:
	leaq	-2568(%r13), %r12
	leaq	-2176(%r13), %rbp
.L4101:
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
	jne	.L4101
	leaq	-392(%rbp), %rdi
	addq	$1, %rbx
	leaq	4080(%rbp), %r13
	call	cqr_free
	cmpq	%r14, %rbx
	jne	.L4102
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
.L4197:
	.cfi_restore_state
	leaq	1088(%rbx), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L4186
	movl	4040(%rbx), %r12d
	testl	%r12d, %r12d
	je	.L4086
.L4198:
	movl	2196(%rbx), %eax
	leaq	2176(%rbx), %rdi
	leal	1(%rax), %edx
	movl	%edx, 2196(%rbx)
	testl	%eax, %eax
	je	.L4200
	call	cqr_end_pass.part.0
.L4090:
	testl	%eax, %eax
	je	.L4086
	jmp	.L4186
.L4200:
	call	cqr_first_end
	jmp	.L4090
.L4199:
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
.L4092:
	movl	(%rsi,%r12,4), %r10d
	testl	%r10d, %r10d
	jne	.L4096
	movl	72(%rbp), %r9d
	testl	%r9d, %r9d
	jle	.L4201
.L4094:
	movslq	%r13d, %rax
	addl	$1, %r13d
	movq	%rbp, 208(%rsp,%rax,8)
.L4096:
	addq	$1, %r12
	addq	$4080, %rbp
	addq	$288, %r14
	cmpq	%r12, %r8
	jne	.L4092
	movl	%r13d, 116(%rsp)
	movq	8(%rsp), %r12
	testl	%r13d, %r13d
	je	.L4183
	movq	80(%rsp), %rax
	leaq	by_kind.6(%rip), %rsi
	movl	152(%rax), %eax
	movl	(%rsi,%rax,4), %ebp
	movslq	%r13d, %rax
	jmp	.L4099
.L4194:
	cmpq	$0, 88(%rsp)
	je	.L4202
	movq	208(%rsp), %rax
	movl	3472(%rax), %ebp
	testl	%ebp, %ebp
	jne	.L4203
.L4007:
	movq	104(%rsp), %rax
	movq	176(%rsp), %rdi
	movq	$0, 8(%rsp)
	leaq	(%rax,%rdi,8), %rax
	movq	%rax, 72(%rsp)
.L4055:
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
	jb	.L4032
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
.L4013:
	movq	208(%rbp), %rcx
	cmpq	%rcx, %rbx
	jnb	.L4204
	cmpl	$1, 32(%rsp)
	movl	$92, %eax
	adcq	$0, %rax
	movl	12(%rbp,%rax,4), %eax
	testl	%eax, %eax
	je	.L4015
	movq	40(%rsp), %rax
	movq	8(%rbp,%rax,8), %rax
.L4016:
	addq	$3, %rax
	cmpq	%rcx, %rax
	cmovbe	%rax, %rcx
	movl	376(%rbp), %eax
	testl	%eax, %eax
	jne	.L4017
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
	jne	.L4017
	cltq
	movl	336(%rbp,%rax,4), %eax
	testl	%eax, %eax
	je	.L4205
.L4017:
	cmpq	%rcx, %rbx
	jb	.L4027
	jmp	.L4028
	.p2align 4,,10
	.p2align 3
.L4029:
	addq	$1, %rbx
	cmpq	%rcx, %rbx
	jnb	.L4028
.L4027:
	movq	%rbx, %rax
	movq	%rbx, %r12
	mulq	%r14
	movq	%rdx, %rax
	andq	$-2, %rdx
	shrq	%rax
	addq	%rax, %rdx
	subq	%rdx, %r12
	cmpq	%rbx, 312(%rbp,%r12,8)
	je	.L4029
	cmpq	%rcx, %rbx
	jnb	.L4028
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
	jne	.L4206
.L4030:
	cmpq	$0, 264(%r15)
	movq	%r9, 48(%rsp)
	je	.L4031
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
.L4031:
	movq	%r13, 240(%r15)
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movq	16(%rsp), %rdi
	movl	$0, 336(%rbp,%r12,4)
	call	pthread_cond_broadcast@PLT
.L4026:
	movq	352(%rbp), %rbx
	cmpq	%rbx, 8(%rsp)
	jnb	.L4013
	movq	128(%rsp), %r12
.L4032:
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
.L4014:
	movq	%rbp, %rdi
	movq	%rcx, 32(%rsp)
	call	pthread_mutex_unlock@PLT
	movq	8(%rsp), %rax
	movq	32(%rsp), %rcx
	movq	%rax, 96(%rsp)
.L4034:
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
.L4052:
	movq	0(%r13), %r15
	xorl	%r14d, %r14d
	movq	%r13, 16(%rsp)
	movq	%r14, %r13
	leaq	3488(%r15), %rbp
.L4051:
	movl	4044(%r15,%r13,4), %r9d
	testl	%r9d, %r9d
	je	.L4036
.L4211:
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
	je	.L4037
	cmpl	$3, 200(%rsp,%r13,4)
	cmovne	64(%rsp), %rdx
.L4037:
	addq	%rdx, %rax
	addq	%rbx, 48(%rsp)
	movq	3416(%r15), %r14
	addq	%rax, 4056(%r15,%r13,8)
	cmpq	$1, %r13
	je	.L4207
	movq	3424(%r15), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	runs_of
	movl	4032(%r15), %edi
	movq	%rax, %rbx
	testl	%edi, %edi
	jne	.L4040
	testq	%r13, %r13
	jne	.L4208
.L4041:
	movl	4040(%r15), %edx
	testl	%edx, %edx
	je	.L4044
	movl	2196(%r15), %ecx
	testl	%ecx, %ecx
	je	.L4209
.L4045:
	xorl	%r13d, %r13d
	leaq	2176(%r15), %r14
	jmp	.L4046
	.p2align 4,,10
	.p2align 3
.L4210:
	cmpq	%rbx, %r13
	jnb	.L4044
	movq	3424(%r15), %rax
	movq	%r14, %rdi
	movq	(%rax,%r13,8), %rdx
	movq	3416(%r15), %rax
	movq	(%rax,%r13,8), %rsi
	addq	$1, %r13
	call	cqr_add_n
	movl	4040(%r15), %edx
.L4046:
	testl	%edx, %edx
	je	.L4044
	movl	2196(%r15), %eax
	testl	%eax, %eax
	jne	.L4210
.L4044:
	movl	$1, %r13d
	addq	$272, %rbp
	movl	4044(%r15,%r13,4), %r9d
	testl	%r9d, %r9d
	jne	.L4211
.L4036:
	cmpq	$1, %r13
	jne	.L4212
.L4050:
	movq	16(%rsp), %r13
	movq	72(%rsp), %rax
	addq	$8, %r13
	cmpq	%rax, %r13
	jne	.L4052
	movq	40(%rsp), %rax
	movq	48(%rsp), %r14
	orq	%rax, %r14
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L4053
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
	jne	.L4055
	jmp	.L4054
	.p2align 4,,10
	.p2align 3
.L4207:
	movq	3480(%r15), %rdi
	testq	%rdi, %rdi
	je	.L4039
	movl	3472(%r15), %r8d
	testl	%r8d, %r8d
	je	.L4213
.L4039:
	movq	3424(%r15), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	runs_of
	movq	%rax, %rbx
	movl	4036(%r15), %eax
	testl	%eax, %eax
	je	.L4050
.L4040:
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
	je	.L4041
	cmpq	$1, %r13
	je	.L4050
.L4212:
	addq	$272, %rbp
	movl	$1, %r13d
	jmp	.L4051
	.p2align 4,,10
	.p2align 3
.L4028:
	movq	16(%rsp), %rdi
	movq	%rbp, %rsi
	call	pthread_cond_wait@PLT
	jmp	.L4026
	.p2align 4,,10
	.p2align 3
.L4015:
	movq	368(%rbp), %rax
	movq	360(%rbp), %rdx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	jmp	.L4016
	.p2align 4,,10
	.p2align 3
.L4208:
	addq	$272, %rbp
	movl	$2, %r13d
	jmp	.L4051
.L4209:
	movq	3424(%r15), %rdx
	movq	3416(%r15), %rsi
	leaq	2176(%r15), %rdi
	movq	%rbx, %rcx
	call	cqr_first_runs
	movl	4040(%r15), %edx
	jmp	.L4045
.L4213:
	movq	%rbx, %rdx
	movq	%r14, %rsi
	call	batch_add
	jmp	.L4039
.L4205:
	movl	$1, 376(%rbp)
	movq	%rbp, %rdi
	addq	$1, %rbx
	call	pthread_mutex_unlock@PLT
	movl	200(%rbp), %eax
	movq	216(%r12), %r15
	movq	208(%rbp), %r13
	movq	240(%r12), %r12
	testl	%eax, %eax
	je	.L4018
	testq	%r12, %r12
	je	.L4020
	movsd	112(%rbp), %xmm0
	movq	%r15, %rax
	leaq	(%r15,%r12,8), %rsi
	movabsq	$-9223372036854775808, %rdi
	jmp	.L4024
	.p2align 4,,10
	.p2align 3
.L4215:
	cvttsd2siq	%xmm0, %rdx
	addq	$8, %rax
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	je	.L4214
.L4024:
	addsd	(%rax), %xmm0
	comisd	.LC85(%rip), %xmm0
	jb	.L4215
	movapd	%xmm0, %xmm1
	subsd	.LC85(%rip), %xmm1
	addq	$8, %rax
	cvttsd2siq	%xmm1, %rdx
	xorq	%rdi, %rdx
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L4024
.L4214:
	movsd	%xmm0, 112(%rbp)
	movq	%rdx, -8(%r15,%r12,8)
.L4020:
	addq	%r12, 96(%rbp)
.L4021:
	cmpq	%r13, %rbx
	jne	.L4025
	movq	192(%rbp), %rax
	movq	-8(%r15,%r12,8), %rdx
	movq	128(%rax), %rcx
	cmpq	%rcx, %rdx
	jne	.L4216
.L4025:
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	addq	$1, 352(%rbp)
	movq	16(%rsp), %rdi
	movl	$0, 376(%rbp)
	call	pthread_cond_broadcast@PLT
	jmp	.L4026
.L4053:
	testq	%r14, %r14
	je	.L4056
	addq	$1, 96(%rsp)
.L4006:
	movq	120(%rsp), %rax
	xorl	%ecx, %ecx
	movl	148(%rsp), %r11d
	movq	$0, 40(%rsp)
	movq	$0, 64(%rsp)
	movq	%rax, 56(%rsp)
	testl	%r11d, %r11d
	je	.L4034
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
	je	.L4034
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
	jmp	.L4034
.L4206:
	movsd	88(%r9), %xmm0
	movq	96(%r9), %rdi
	movq	%r13, %rdx
	movq	%rbx, %rsi
	movq	216(%r15), %rcx
	movq	%r9, 48(%rsp)
	call	poisson_gap_bits
	movq	48(%rsp), %r9
	jmp	.L4030
.L4204:
	movq	128(%rsp), %r12
	cmpq	%rbx, 8(%rsp)
	jb	.L4032
	movq	$0, 64(%rsp)
	xorl	%ecx, %ecx
	movq	$0, 40(%rsp)
	jmp	.L4014
.L4018:
	leaq	88(%rbp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	due_fill
	cmpq	%rax, %r12
	je	.L4021
	movq	stderr(%rip), %rcx
	movl	$61, %edx
	movl	$1, %esi
	leaq	.LC527(%rip), %rdi
	call	fwrite@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L4201:
	movl	1160(%rbp), %edi
	testl	%edi, %edi
	jg	.L4094
	movl	3408(%rbp), %ecx
	testl	%ecx, %ecx
	je	.L4094
	movl	2200(%rbp), %edx
	testl	%edx, %edx
	jg	.L4094
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
.L4095:
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
.L4097:
	movdqa	(%r15,%rax), %xmm3
	movups	%xmm3, (%rbx,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L4097
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
	jne	.L4095
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
	jmp	.L4096
.L4062:
	movq	%rcx, %r8
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rcx, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4063
.L4073:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4074
.L4076:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4077
.L4118:
	movq	136(%rsp), %r15
	movl	$-1, %eax
	jmp	.L4083
.L4066:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4067
.L4203:
	movq	88(%rsp), %rax
	movq	(%rax), %r14
	movl	8(%rax), %ebx
	movq	%r14, %rdi
	call	pthread_mutex_lock@PLT
	movl	396(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L4011
	cmpl	$1, %ebx
	movl	$92, %ecx
	adcq	$0, %rcx
	movq	%rcx, %r15
	jmp	.L4009
.L4010:
	leaq	40(%r14), %rdi
	movq	%r14, %rsi
	call	pthread_cond_wait@PLT
	movl	396(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L4011
.L4009:
	movl	12(%r14,%r15,4), %edx
	testl	%edx, %edx
	je	.L4010
	cmpl	%ebp, %eax
	jnb	.L4011
	movq	136(%r14), %rdi
	leaq	128(%r14), %r15
	call	free@PLT
	movq	128(%r14), %rdi
	testq	%rdi, %rdi
	je	.L4012
	call	fclose@PLT
.L4012:
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
.L4011:
	movq	%r14, %rdi
	call	pthread_mutex_unlock@PLT
	jmp	.L4007
.L4202:
	movq	80(%rsp), %rsi
	leaq	256(%rsp), %rdi
	call	due_restart
	movq	104(%rsp), %rax
	movq	176(%rsp), %rsi
	movq	$0, 96(%rsp)
	leaq	(%rax,%rsi,8), %rax
	movq	%rax, 72(%rsp)
	jmp	.L4006
.L4191:
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
	jmp	.L3991
.L4056:
	movq	304(%rsp), %rdi
	call	free@PLT
	movq	296(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4180
	call	fclose@PLT
.L4180:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 296(%rsp)
	movups	%xmm0, 312(%rsp)
	movups	%xmm0, 328(%rsp)
	movups	%xmm0, 344(%rsp)
	jmp	.L4057
.L4117:
	movq	136(%rsp), %r15
.L4185:
	movl	$-1, 116(%rsp)
	movslq	144(%rsp), %r8
	jmp	.L3988
.L4190:
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
	jmp	.L3986
.L4189:
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
	je	.L3985
	movq	8(%rsp), %rax
	movl	48(%rax), %r11d
	testl	%r11d, %r11d
	je	.L3985
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 160(%rsp)
	sete	%bl
	orl	%ebp, %ebx
	movzbl	%bl, %ebx
	jmp	.L3985
.L4183:
	movq	136(%rsp), %r15
	jmp	.L3988
.L4216:
	movq	stderr(%rip), %rdi
	leaq	.LC528(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE177:
	.size	walk_outcomes, .-walk_outcomes
	.section	.rodata.str1.8
	.align 8
.LC529:
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
	je	.L4283
	cmpl	$3, %eax
	je	.L4284
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
	jne	.L4242
	testl	%eax, %eax
	jne	.L4242
	cmpq	$1, 160(%rbp)
	je	.L4285
.L4243:
	leaq	240(%r12), %r9
	movl	$1, %esi
.L4245:
	movq	136(%rbp), %rcx
.L4247:
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
.L4244:
	testq	%rax, %rax
	js	.L4248
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4249:
	testq	%rbx, %rbx
	je	.L4250
	js	.L4251
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L4252:
	divsd	%xmm1, %xmm0
.L4250:
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
	jne	.L4253
	movl	8(%rbp), %r9d
	testl	%r9d, %r9d
	jne	.L4253
	cmpq	$0, 40(%rbp)
	je	.L4286
.L4253:
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
.L4254:
	testq	%rax, %rax
	js	.L4255
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4256:
	testq	%r14, %r14
	js	.L4257
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L4258:
	divsd	%xmm1, %xmm0
	movq	24(%rsp), %rax
	movl	176(%rbp), %esi
	movq	256(%r12), %rcx
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L4259
	movq	160(%rbp), %rsi
	movq	$-1, %rdx
	cmpq	%rsi, %rbx
	jb	.L4260
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
.L4260:
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
.L4217:
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
.L4242:
	.cfi_restore_state
	leaq	by_kind.6(%rip), %rdx
	leaq	240(%r12), %r9
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L4245
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L4245
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
	jmp	.L4247
	.p2align 4,,10
	.p2align 3
.L4259:
	movq	168(%rbp), %rdx
	jmp	.L4260
.L4257:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4258
.L4255:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4256
.L4248:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4249
.L4286:
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
	jmp	.L4254
.L4284:
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
	jmp	.L4217
.L4251:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4252
.L4283:
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
.L4232:
	movq	48(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	server_init
	testq	%r14, %r14
	je	.L4261
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%rbp, 88(%rsp)
	xorl	%r12d, %r12d
	movq	%r9, 16(%rsp)
	movq	%rsi, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L4223:
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
	je	.L4287
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
.L4221:
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	je	.L4227
	.p2align 4,,10
	.p2align 3
.L4222:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L4225
	testq	%rdx, %rdx
	jne	.L4225
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbx, %rcx
	jne	.L4222
.L4227:
	cmpq	%r14, %r12
	jb	.L4223
	movq	64(%rsp), %rsi
	movq	16(%rsp), %r9
	movq	88(%rsp), %rbp
	testq	%rsi, %rsi
	js	.L4228
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L4219:
	testq	%r14, %r14
	js	.L4230
.L4279:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L4231:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rsi
	movq	24(%rsp), %rax
	movsd	%xmm0, (%rax,%rsi,8)
	movq	200(%rsp), %rax
	movq	%r9, 256(%rbp,%rsi,8)
	movq	%rax, 240(%rbp,%rsi,8)
	testq	%rsi, %rsi
	jne	.L4288
	movq	$1, 40(%rsp)
	jmp	.L4232
	.p2align 4,,10
	.p2align 3
.L4287:
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
	jmp	.L4221
.L4288:
	movq	%rbp, %r12
	movq	48(%rsp), %rbp
	movq	256(%r12), %rcx
	movl	176(%rbp), %esi
	testl	%esi, %esi
	jne	.L4289
	movq	168(%rbp), %rsi
.L4234:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%r12)
	je	.L4265
	xorl	%ebx, %ebx
	leaq	128(%rsp), %r14
	jmp	.L4237
	.p2align 4,,10
	.p2align 3
.L4236:
	addq	$1, %rbx
	cmpq	40(%r13), %rbx
	jnb	.L4290
.L4237:
	movq	48(%r13), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L4236
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%rbx, %rsi
	call	dist_add
	jmp	.L4236
.L4230:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4231
.L4285:
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L4243
	cmpq	$0, 40(%rbp)
	jne	.L4243
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
	jmp	.L4244
.L4228:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4219
.L4289:
	movq	160(%rbp), %rdi
	movq	$-1, %rsi
	cmpq	%rdi, %r14
	jb	.L4234
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
	jmp	.L4234
.L4290:
	movq	272(%r12), %rsi
	movl	152(%rsp), %r13d
.L4235:
	leaq	160(%rsp), %rbx
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	orl	184(%rsp), %r13d
	jne	.L4266
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	movq	%r12, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L4291
.L4238:
	movl	%eax, 8(%rsp)
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L4217
.L4225:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC529(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L4291:
	movl	200(%rbp), %edx
	movq	72(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	192(%rbp), %rsi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L4238
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	leaq	160(%r12), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	jmp	.L4238
.L4261:
	xorl	%r9d, %r9d
	pxor	%xmm0, %xmm0
	jmp	.L4279
.L4265:
	xorl	%r13d, %r13d
	leaq	128(%rsp), %r14
	jmp	.L4235
.L4266:
	movl	$-1, %eax
	jmp	.L4238
	.cfi_endproc
.LFE192:
	.size	run_once, .-run_once
	.p2align 4
	.type	rep_job_run, @function
rep_job_run:
.LFB332:
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
.LFE332:
	.size	rep_job_run, .-rep_job_run
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB336:
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
.LFE336:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.1
.LC530:
	.string	"in the sweep"
	.text
	.p2align 4
	.type	sweep_points, @function
sweep_points:
.LFB347:
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
	subq	$776, %rsp
	.cfi_def_cfa_offset 832
	movl	(%rsi), %eax
	movq	%rdi, 16(%rsp)
	leaq	416(%rsp), %rbx
	cmpl	$1, %eax
	sbbq	%r8, %r8
	xorl	%ebp, %ebp
	andq	$-3, %r8
	addq	$11, %r8
	movq	%r8, 24(%rsp)
	jmp	.L4326
	.p2align 4,,10
	.p2align 3
.L4298:
	leaq	STALL_US.4(%rip), %rax
	imulq	$1000, (%rax,%rbp,8), %rdx
	movq	472(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 464(%rsp)
	cmpq	%rdx, %rax
	jb	.L4312
	leaq	48(%rsp), %rax
	movq	%rax, 8(%rsp)
.L4311:
	movq	8(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L4328
	movl	488(%rsp), %edi
	movq	16(%r15), %r11
	testl	%edi, %edi
	jne	.L4337
	movl	424(%rsp), %esi
	testl	%esi, %esi
	jne	.L4338
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 4768(%r15,%r11,8)
	testq	%rax, %rax
	jne	.L4315
	leaq	128(%rsp), %r12
	movq	%rbx, %rdi
	movq	%r12, %rsi
	call	closed_form
	testl	%eax, %eax
	jne	.L4335
.L4340:
	movq	16(%r15), %rax
	movq	8(%rsp), %rsi
	leaq	32(%rsp), %rcx
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rax
	salq	$5, %rax
	leaq	160(%r15,%rax), %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L4335
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
	jne	.L4321
	movq	16(%r15), %r12
.L4322:
	movl	(%r15), %eax
	testl	%eax, %eax
	je	.L4324
	leaq	LOAD_PCT.5(%rip), %rax
	movl	(%rax,%rbp,4), %eax
.L4325:
	leaq	1(%r12), %rdx
	movq	%rdx, 16(%r15)
	movq	%rax, 24(%r15,%r12,8)
.L4312:
	movq	24(%rsp), %rax
	addq	$1, %rbp
	cmpq	%rax, %rbp
	je	.L4330
	movl	(%r15), %eax
.L4326:
	movq	16(%rsp), %rsi
	movl	$44, %ecx
	movq	%rbx, %rdi
	rep movsq
	testl	%eax, %eax
	je	.L4298
	movq	16(%rsp), %rsi
	leaq	LOAD_PCT.5(%rip), %rax
	movq	8(%r15), %r13
	movl	(%rax,%rbp,4), %r8d
	cmpl	$1, 72(%rsi)
	je	.L4339
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
	jmp	.L4311
	.p2align 4,,10
	.p2align 3
.L4337:
	leaq	.LC111(%rip), %rax
	movq	%rax, 4768(%r15,%r11,8)
.L4315:
	leaq	128(%rsp), %r12
	xorl	%ecx, %ecx
	xorl	%r9d, %r9d
	movq	%rbx, %rdi
	subq	$8, %rsp
	.cfi_def_cfa_offset 840
	movq	%r12, %rdx
	movl	$1, %r8d
	pushq	$0
	.cfi_def_cfa_offset 848
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	popq	%rdx
	.cfi_def_cfa_offset 840
	popq	%rcx
	.cfi_def_cfa_offset 832
	testl	%eax, %eax
	je	.L4340
.L4335:
	movq	8(%rsp), %rdi
.L4313:
	movl	%eax, 8(%rsp)
	call	buffers_free
	movl	8(%rsp), %edi
	leaq	.LC530(%rip), %rsi
	call	cannot
.L4296:
	addq	$776, %rsp
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
.L4324:
	.cfi_restore_state
	movq	464(%rsp), %rax
	jmp	.L4325
	.p2align 4,,10
	.p2align 3
.L4321:
	movq	16(%r15), %r12
	pxor	%xmm0, %xmm0
	movl	$1, 5936(%r15)
	leaq	0(,%r12,8), %rax
	subq	%r12, %rax
	salq	$3, %rax
	movl	4960(%r15,%rax), %edx
	movl	%edx, 5940(%r15)
	testl	%edx, %edx
	jne	.L4341
.L4323:
	movsd	%xmm0, 5808(%r15,%r12,8)
	jmp	.L4322
	.p2align 4,,10
	.p2align 3
.L4338:
	leaq	.LC112(%rip), %rax
	movq	%rax, 4768(%r15,%r11,8)
	jmp	.L4315
	.p2align 4,,10
	.p2align 3
.L4341:
	leaq	4912(%r15,%rax), %rdi
	movl	$99000, %esi
	call	theory_open_pct
	jmp	.L4323
	.p2align 4,,10
	.p2align 3
.L4339:
	leaq	48(%rsp), %rax
	movq	16(%rsp), %rdi
	leaq	32(%rsp), %rsi
	movq	%rax, %rdx
	movq	%rax, 8(%rsp)
	call	service_moments
	movsd	.LC28(%rip), %xmm1
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
	divsd	.LC75(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	divsd	32(%rsp), %xmm0
	divsd	%xmm0, %xmm1
	movsd	%xmm0, 504(%rsp)
	comisd	.LC85(%rip), %xmm1
	jnb	.L4302
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 584(%rsp)
.L4303:
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
	jmp	.L4310
	.p2align 4,,10
	.p2align 3
.L4342:
	cvttsd2siq	%xmm0, %rax
.L4308:
	testq	%r14, %r14
	jne	.L4309
	movq	%rax, 536(%rsp)
.L4309:
	movq	%rax, 544(%rsp)
	addq	$1, %r14
.L4310:
	movq	%r12, %rdi
	call	poisson_next
	testq	%r13, %r13
	js	.L4305
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L4304
.L4343:
	cmpq	$200000000, %r14
	je	.L4304
	comisd	.LC85(%rip), %xmm0
	jb	.L4342
	subsd	.LC85(%rip), %xmm0
	movabsq	$-9223372036854775808, %rcx
	cvttsd2siq	%xmm0, %rax
	xorq	%rcx, %rax
	jmp	.L4308
.L4302:
	subsd	.LC85(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 584(%rsp)
	btcq	$63, 584(%rsp)
	jmp	.L4303
	.p2align 4,,10
	.p2align 3
.L4305:
	movq	%r13, %rax
	movq	%r13, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L4343
.L4304:
	testq	%r14, %r14
	movl	$1, %eax
	cmovne	%r14, %rax
	movq	%rax, 552(%rsp)
	jmp	.L4311
.L4330:
	xorl	%eax, %eax
	jmp	.L4296
.L4328:
	movq	8(%rsp), %rdi
	orl	$-1, %eax
	jmp	.L4313
	.cfi_endproc
.LFE347:
	.size	sweep_points, .-sweep_points
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC535:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC536:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC537:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC538:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.section	.rodata.str1.1
.LC539:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC540:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.align 8
.LC541:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC542:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC543:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
.LFB325:
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
	jne	.L4345
	xorl	%eax, %eax
	cmpq	$1, 160(%rbx)
	sete	%al
	movl	%eax, (%rsp)
.L4345:
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
	jne	.L4411
.L4344:
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
.L4411:
	.cfi_restore_state
	movq	%r10, %rdi
	movq	%r9, %rsi
	call	__floatuntidf@PLT
	testq	%r13, %r13
	js	.L4347
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L4348:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 56(%rsp)
	testq	%r12, %r12
	js	.L4349
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%r12, %xmm5
	movsd	%xmm5, 32(%rsp)
.L4350:
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
	movsd	.LC91(%rip), %xmm4
	mulsd	8(%rsp), %xmm4
	subsd	%xmm1, %xmm3
	mulsd	.LC75(%rip), %xmm3
	movl	160(%rsp), %r12d
	movsd	%xmm4, 8(%rsp)
	divsd	%xmm1, %xmm3
	testl	%r12d, %r12d
	jne	.L4412
	cmpl	$0, (%rsp)
	jne	.L4413
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L4356:
	movq	.LC63(%rip), %xmm7
	movsd	8(%rsp), %xmm6
	movaps	%xmm7, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jnb	.L4385
	movq	$0x000000000, 16(%rsp)
	xorl	%ebx, %ebx
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L4357:
	movsd	120(%rsp), %xmm0
	movq	112(%rsp), %rsi
	testl	%ebp, %ebp
	je	.L4414
	leaq	.LC538(%rip), %rdi
	movl	$2, %eax
	movsd	%xmm3, 56(%rsp)
	call	printf@PLT
	testl	%r12d, %r12d
	movsd	56(%rsp), %xmm3
	je	.L4365
	leaq	PCT_MILLI(%rip), %r15
	movl	%r12d, 56(%rsp)
	leaq	PCT_NAME(%rip), %rbx
	leaq	40(%r15), %r13
	movq	%r15, %r12
	leaq	.LC539(%rip), %rbp
	movq	%xmm3, %r15
.L4366:
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
	jne	.L4366
	movsd	8(%rsp), %xmm1
	movq	%r15, %xmm3
	movl	$2, %eax
	leaq	.LC540(%rip), %rdi
	movapd	%xmm3, %xmm0
	movl	56(%rsp), %r12d
	call	printf@PLT
	movsd	24(%rsp), %xmm1
	movsd	16(%rsp), %xmm0
	leaq	.LC541(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
.L4368:
	movsd	8(%rsp), %xmm7
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm7
	jb	.L4369
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	xorl	%esi, %esi
	andpd	32(%rsp), %xmm0
	comisd	%xmm0, %xmm6
	setnb	%sil
.L4369:
	leaq	.LC542(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	cmpl	$0, (%rsp)
	je	.L4344
	movsd	48(%rsp), %xmm1
	movsd	64(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC543(%rip), %rdi
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L4415
.L4371:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm7
	xorl	%esi, %esi
	movsd	48(%rsp), %xmm1
	addsd	.LC534(%rip), %xmm1
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L4372
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm4
	xorl	%esi, %esi
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm4
	setnb	%sil
.L4372:
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
.L4349:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L4350
.L4347:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4348
.L4414:
	movsd	8(%rsp), %xmm4
	leaq	.LC535(%rip), %rdi
	movl	$5, %eax
	movsd	56(%rsp), %xmm2
	divsd	.LC69(%rip), %xmm1
	divsd	.LC69(%rip), %xmm2
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L4416
.L4362:
	leaq	.LC514(%rip), %rdi
	call	puts@PLT
	testl	%ebx, %ebx
	jne	.L4344
	addq	$184, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC537(%rip), %rdi
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
.L4412:
	.cfi_restore_state
	movsd	.LC531(%rip), %xmm0
	mulsd	48(%rsp), %xmm0
	movsd	%xmm3, 24(%rsp)
	movsd	.LC532(%rip), %xmm2
	movsd	%xmm1, 16(%rsp)
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movl	$99000, %esi
	movq	%r14, %rdi
	xorpd	.LC30(%rip), %xmm0
	divsd	.LC533(%rip), %xmm0
	movq	%xmm0, %rbx
	call	theory_open_pct
	movq	136(%r15), %rax
	movsd	16(%rsp), %xmm1
	movsd	24(%rsp), %xmm3
	testq	%rax, %rax
	js	.L4352
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4353:
	subsd	%xmm0, %xmm2
	mulsd	.LC75(%rip), %xmm2
	movq	%rbx, %xmm4
	cmpl	$0, (%rsp)
	mulsd	.LC91(%rip), %xmm4
	divsd	%xmm0, %xmm2
	movsd	%xmm4, 24(%rsp)
	movsd	%xmm2, 16(%rsp)
	jne	.L4354
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L4355:
	movq	.LC63(%rip), %xmm4
	movsd	8(%rsp), %xmm6
	movapd	%xmm4, %xmm7
	movaps	%xmm4, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jb	.L4405
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm6
	jnb	.L4377
.L4405:
	xorl	%ebx, %ebx
	jmp	.L4357
.L4385:
	movq	$0x000000000, 16(%rsp)
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L4377:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	movsd	48(%rsp), %xmm2
	addsd	.LC534(%rip), %xmm2
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L4405
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm5
	xorl	%ebx, %ebx
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm5
	setnb	%bl
	jmp	.L4357
.L4413:
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
	mulsd	.LC75(%rip), %xmm0
	mulsd	.LC91(%rip), %xmm4
	divsd	%xmm2, %xmm0
	movsd	%xmm4, 48(%rsp)
	movsd	%xmm0, 64(%rsp)
	jmp	.L4356
.L4365:
	movsd	8(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC540(%rip), %rdi
	call	printf@PLT
	jmp	.L4368
.L4352:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4353
.L4416:
	movq	136(%r15), %rax
	testq	%rax, %rax
	js	.L4363
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L4364:
	movq	%r14, %rdi
	movl	$99000, %esi
	divsd	.LC69(%rip), %xmm1
	movsd	%xmm1, (%rsp)
	call	theory_open_pct
	movsd	24(%rsp), %xmm3
	movsd	16(%rsp), %xmm2
	leaq	.LC536(%rip), %rdi
	movsd	(%rsp), %xmm1
	movl	$4, %eax
	divsd	.LC69(%rip), %xmm0
	call	printf@PLT
	jmp	.L4362
.L4354:
	movsd	%xmm3, 88(%rsp)
	movsd	104(%rsp), %xmm0
	divsd	32(%rsp), %xmm0
	movsd	%xmm1, 80(%rsp)
	call	sqrt@PLT
	movsd	136(%rsp), %xmm4
	movapd	%xmm0, %xmm2
	movq	%r13, %xmm0
	subsd	%xmm4, %xmm0
	mulsd	.LC75(%rip), %xmm0
	movsd	%xmm4, 72(%rsp)
	mulsd	.LC91(%rip), %xmm2
	divsd	%xmm4, %xmm0
	movsd	%xmm2, 48(%rsp)
	movsd	.LC532(%rip), %xmm2
	movsd	%xmm0, 64(%rsp)
	movsd	.LC531(%rip), %xmm0
	mulsd	32(%rsp), %xmm0
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movq	56(%r15), %rax
	movsd	72(%rsp), %xmm4
	movsd	80(%rsp), %xmm1
	mulsd	.LC544(%rip), %xmm4
	testq	%rax, %rax
	movsd	88(%rsp), %xmm3
	js	.L4375
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4376:
	subsd	%xmm4, %xmm2
	mulsd	.LC75(%rip), %xmm2
	xorpd	.LC30(%rip), %xmm0
	divsd	.LC533(%rip), %xmm0
	mulsd	.LC91(%rip), %xmm0
	divsd	%xmm4, %xmm2
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm2, 88(%rsp)
	jmp	.L4355
.L4363:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4364
.L4375:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4376
.L4415:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC541(%rip), %rdi
	call	printf@PLT
	jmp	.L4371
	.cfi_endproc
.LFE325:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.1
.LC545:
	.string	"reference"
.LC546:
	.string	"closed-form"
	.section	.rodata.str1.8
	.align 8
.LC547:
	.string	"bench: out of memory for %lu requests\n"
	.section	.rodata.str1.1
.LC548:
	.string	"for the omissions' walks"
	.section	.rodata.str1.8
	.align 8
.LC549:
	.string	"computing the expected outcome"
	.section	.rodata.str1.1
.LC550:
	.string	"for a rep"
.LC551:
	.string	" warmup"
.LC552:
	.string	"rep=%u%s set=%s"
.LC553:
	.string	" slow=%lu sum_ns=%s\n"
.LC554:
	.string	"sent=truth"
.LC555:
	.string	"scoreboard truth=open"
.LC556:
	.string	"scoreboard none=closed"
	.section	.rodata.str1.8
	.align 8
.LC557:
	.string	"scoreboard hdr-schedule=corrected"
	.align 8
.LC558:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC559:
	.string	"bench: out of memory for the theory check\n"
	.section	.rodata.str1.1
.LC560:
	.string	"cv"
.LC561:
	.string	" %6s\n"
.LC562:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC563:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC564:
	.string	"ratios: open/closed p99 %s"
.LC565:
	.string	", p99.9 %s"
.LC566:
	.string	"; corrected/closed p99 %s"
.LC567:
	.string	"; open/corrected p99 %s"
.LC568:
	.string	", p90 %s\n"
.LC569:
	.string	"the open loop's recording"
	.section	.rodata.str1.8
	.align 8
.LC570:
	.string	"The recordings part at %s: the open loop reads %s us there, %s times the closed loop's %s us.\n"
	.align 8
.LC571:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC572:
	.string	"At p99 the open loop reads %s us, %s times the closed loop"
	.align 8
.LC573:
	.string	"; corrected at %s us, the closed loop reads %s us.\n"
	.align 8
.LC574:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC575:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s us.\n"
	.align 8
.LC576:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC577:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC578:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC579:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC580:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC581:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC582:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC583:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC584:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC585:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC586:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC587:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC588:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC589:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.section	.rodata.str1.1
.LC590:
	.string	"scoreboard.svg"
	.section	.rodata.str1.8
	.align 8
.LC591:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC592:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC593:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC594:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	run_bench, @function
run_bench:
.LFB339:
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
	subq	$11720, %rsp
	.cfi_def_cfa_offset 11776
	movl	216(%rdi), %ebp
	movq	%rdi, 72(%rsp)
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
	movl	$52, %ecx
	pxor	%xmm0, %xmm0
	leaq	1888(%rsp), %rdi
	movq	%rax, 136(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r14, %r14
	movq	%rdi, 224(%rsp)
	rep stosq
	sete	%al
	cmpq	$0, 104(%rsp)
	leaq	752(%rsp), %rdi
	sete	%dl
	movq	%r15, 1888(%rsp)
	orb	%dl, %al
	movq	%rbx, 1896(%rsp)
	movq	%rdi, 144(%rsp)
	movq	%rdi, 1912(%rsp)
	movaps	%xmm0, 752(%rsp)
	movaps	%xmm0, 768(%rsp)
	movaps	%xmm0, 784(%rsp)
	movaps	%xmm0, 800(%rsp)
	movaps	%xmm0, 816(%rsp)
	movaps	%xmm0, 512(%rsp)
	movaps	%xmm0, 528(%rsp)
	movaps	%xmm0, 544(%rsp)
	jne	.L4421
	testq	%rsi, %rsi
	je	.L4421
	movq	72(%rsp), %rbx
	movq	144(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	movl	%eax, 184(%rsp)
	testl	%eax, %eax
	jne	.L4421
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L4422
	cmpl	$1, 152(%rbx)
	je	.L4773
	cmpl	$0, 212(%rsp)
	jne	.L4673
.L4769:
	leaq	1488(%rsp), %rax
	leaq	1200(%rsp), %r14
	movq	%rax, 200(%rsp)
.L4462:
	xorl	%eax, %eax
	movq	72(%rsp), %rdi
	cmpq	$0, 192(%rsp)
	movl	$1, 312(%rsp)
	setne	%al
	xorl	%edx, %edx
	movl	%eax, 780(%rsp)
	movq	200(%rsp), %rax
	movl	%edx, 328(%rsp)
	movq	%rax, 304(%rsp)
	movq	%rax, 320(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L4471
	cmpl	$0, 112(%rsp)
	jne	.L4471
	cmpq	$0, 192(%rsp)
	jne	.L4471
	cmpl	$3, 776(%rsp)
	je	.L4774
.L4472:
	movq	72(%rsp), %rax
	leaq	ref_job_run(%rip), %rdx
	xorl	%esi, %esi
	leaq	368(%rsp), %rcx
	leaq	272(%rsp), %rdi
	movq	%r14, 376(%rsp)
	movq	%rax, 368(%rsp)
	xorl	%eax, %eax
	movq	%rax, 384(%rsp)
	xorl	%eax, %eax
	movl	%eax, 392(%rsp)
	call	pthread_create@PLT
	movl	%eax, %edx
	testl	%eax, %eax
	jne	.L4470
	xorl	%r9d, %r9d
	movl	$68, %ecx
	leaq	2304(%rsp), %rdi
	movq	72(%rsp), %rbx
	movq	%r9, %rax
	movq	%rdi, 216(%rsp)
	movq	%rdi, %r11
	leaq	608(%rsp), %rsi
	rep stosq
	movq	136(%rbx), %rax
	leaq	608(%rsp), %rdi
	movl	$14, %ecx
	movq	%rax, 2840(%rsp)
	movl	%edx, %eax
	rep stosl
	movq	%rbx, %rdi
	call	theory_of
	movl	$1, 232(%rsp)
	testl	%eax, %eax
	movl	%eax, 268(%rsp)
	cmovne	%r11, %r9
	movq	%r9, 248(%rsp)
.L4621:
	xorl	%ebx, %ebx
	xorl	%r15d, %r15d
.L4489:
	movq	72(%rsp), %rax
	xorl	%ebp, %ebp
	leaq	832(%rsp), %rdi
	movq	%r15, 240(%rsp)
	movq	%r14, 256(%rsp)
	movl	%ebp, %r14d
	movq	%rdi, 120(%rsp)
	movl	216(%rax), %edx
	movq	%rax, %r15
	movl	%ebx, 264(%rsp)
	jmp	.L4512
	.p2align 4,,10
	.p2align 3
.L4777:
	leal	1(%rdx), %ebp
	subl	%r14d, %ebp
	cmpl	$1, %ebp
	ja	.L4775
	movq	120(%rsp), %rcx
	movq	144(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r15, %rdi
	call	run_once
	testl	%eax, %eax
	jne	.L4762
	cmpl	$1, %ebp
	je	.L4501
	movl	216(%r15), %edx
	cmpl	%r14d, %edx
	jb	.L4776
.L4512:
	movl	%r14d, %eax
	leaq	(%rax,%rax,8), %rbx
	movq	104(%rsp), %rax
	salq	$5, %rbx
	addq	%rax, %rbx
	cmpl	$3, 776(%rsp)
	je	.L4777
	movq	120(%rsp), %rcx
	movq	144(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r15, %rdi
	call	run_once
	testl	%eax, %eax
	jne	.L4762
.L4501:
	movl	$1, %eax
.L4500:
	movl	%r14d, 208(%rsp)
	movq	120(%rsp), %r10
	movl	%r14d, %edx
	xorl	%ebx, %ebx
	movq	%r15, 152(%rsp)
.L4511:
	movl	112(%rsp), %ebp
	testl	%ebp, %ebp
	jne	.L4778
.L4504:
	testl	%edx, %edx
	je	.L4510
	movq	%rbx, %r8
	movq	128(%rsp), %rdi
	leal	-1(%rdx), %esi
	salq	$4, %r8
	movsd	(%r10,%r8), %xmm0
	movsd	%xmm0, (%rdi,%rsi,8)
	movq	136(%rsp), %rdi
	movsd	840(%rsp,%r8), %xmm0
	movsd	%xmm0, (%rdi,%rsi,8)
.L4510:
	leaq	1(%rbx), %rsi
	addl	$1, %edx
	movl	$1, %ebx
	cmpl	%esi, %eax
	jg	.L4511
	leal	-1(%rax), %edx
	testl	%eax, %eax
	movl	$0, %eax
	movl	208(%rsp), %r14d
	cmovle	%eax, %edx
	movq	152(%rsp), %r15
	leal	1(%r14,%rdx), %r14d
	movl	216(%r15), %edx
	cmpl	%r14d, %edx
	jnb	.L4512
.L4776:
	movl	264(%rsp), %ebx
	movq	256(%rsp), %r14
.L4503:
	testl	%ebx, %ebx
	jne	.L4497
	cmpl	$0, 232(%rsp)
	je	.L4498
	movq	272(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4514:
	movq	72(%rsp), %rdi
	call	closed_form_gap
	cmpl	$0, 184(%rsp)
	movq	%rax, 1904(%rsp)
	jne	.L4772
	movl	392(%rsp), %edi
	testl	%edi, %edi
	jne	.L4516
.L4518:
	movq	224(%rsp), %rdi
	call	print_plan
	jmp	.L4517
.L4422:
	movq	72(%rsp), %r14
	xorl	%edi, %edi
	leaq	omit_job_run(%rip), %rdx
	xorl	%esi, %esi
	leaq	2304(%rsp), %rcx
	movl	%edi, 2320(%rsp)
	leaq	6432(%rsp), %rax
	leaq	1488(%rsp), %rdi
	movq	%rcx, 216(%rsp)
	leaq	9952(%rsp), %r15
	movq	%rdi, 200(%rsp)
	leaq	10008(%rsp), %rbx
	movq	%r14, 2304(%rsp)
	movq	%rax, 2312(%rsp)
	call	pthread_create@PLT
	leaq	4672(%rsp), %rdi
	movl	$220, %ecx
	xorl	%r8d, %r8d
	movl	%eax, 64(%rsp)
	xorl	%eax, %eax
	movl	152(%r14), %edx
	movq	%rdi, 32(%rsp)
	rep stosq
	leaq	5792(%rsp), %rax
	movq	%r8, (%rsp)
	movq	%rax, 48(%rsp)
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	je	.L4779
.L4427:
	movq	72(%rsp), %rax
	movq	136(%rax), %rdx
.L4426:
	xorl	%eax, %eax
	movl	$30, %ecx
	movq	%r15, %rdi
	testq	%rdx, %rdx
	rep stosl
	movl	$1, %eax
	cmove	%rax, %rdx
	xorl	%ebp, %ebp
	leaq	0(,%rdx,8), %r14
	.p2align 4,,10
	.p2align 3
.L4433:
	cmpq	$1, %rbp
	jbe	.L4780
	cmpq	$3, %rbp
	jbe	.L4781
	cmpq	$0, (%rsp)
	je	.L4436
	movq	72(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L4437
	cmpl	$0, 280(%rax)
	je	.L4782
.L4437:
	movq	%r14, %rdi
	call	malloc@PLT
	movq	%rax, (%r15,%rbp,8)
	testq	%rax, %rax
	je	.L4430
.L4436:
	addq	$1, %rbp
	cmpq	$7, %rbp
	jne	.L4433
	movq	32(%rsp), %r8
	movq	48(%rsp), %rcx
	movq	%r15, %rdx
	movl	(%rsp), %esi
	movq	72(%rsp), %rdi
	call	omit_walk
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L4623
	imulq	$560, (%rsp), %r8
	movq	32(%rsp), %rax
	movq	%rbx, %rbp
	movq	%r12, 80(%rsp)
	leaq	10064(%rsp), %r14
	movq	%rbx, 96(%rsp)
	movq	72(%rsp), %rbx
	movq	%r13, 88(%rsp)
	movq	%r14, %r13
	addq	%rax, %r8
	movq	%r8, %r14
	.p2align 4,,10
	.p2align 3
.L4439:
	movq	-56(%rbp), %rdi
	testq	%rdi, %rdi
	je	.L4438
	movl	200(%rbx), %ecx
	movq	192(%rbx), %rdx
	movq	%r14, %r8
	movq	0(%rbp), %rsi
	call	summarise.isra.0
.L4438:
	addq	$8, %rbp
	addq	$80, %r14
	cmpq	%r13, %rbp
	jne	.L4439
	movq	80(%rsp), %r12
	movq	88(%rsp), %r13
	movq	96(%rsp), %rbx
.L4623:
	movq	%r15, %rbp
	.p2align 4,,10
	.p2align 3
.L4440:
	movq	0(%rbp), %rdi
	addq	$8, %rbp
	call	free@PLT
	cmpq	%rbx, %rbp
	jne	.L4440
	cmpl	$0, 16(%rsp)
	jne	.L4783
	addq	$64, 48(%rsp)
	cmpq	$0, (%rsp)
	jne	.L4784
	movq	$1, (%rsp)
	jmp	.L4427
	.p2align 4,,10
	.p2align 3
.L4780:
	movq	72(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L4768
.L4435:
	addq	$1, %rbp
	jmp	.L4433
	.p2align 4,,10
	.p2align 3
.L4781:
	movq	72(%rsp), %rax
	movl	232(%rax), %esi
	testl	%esi, %esi
	je	.L4435
.L4768:
	movq	%r14, %rdi
	call	malloc@PLT
	movq	%rax, (%r15,%rbp,8)
	testq	%rax, %rax
	jne	.L4435
.L4430:
	movl	$-1, 16(%rsp)
	jmp	.L4623
.L4421:
	movq	72(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC547(%rip), %rsi
	leaq	512(%rsp), %r12
	movq	136(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
.L4420:
	movl	$1, 184(%rsp)
.L4449:
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
	addq	$11720, %rsp
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
.L4779:
	.cfi_restore_state
	movq	72(%rsp), %rdi
	movq	144(%rdi), %rax
	testq	%rax, %rax
	je	.L4427
	xorl	%edx, %edx
	divq	(%rdi)
	movq	160(%rdi), %rdx
	leaq	1(%rax,%rdx), %rdx
	jmp	.L4426
.L4782:
	cmpq	$0, 288(%rax)
	je	.L4436
	jmp	.L4437
.L4673:
	leaq	2304(%rsp), %rax
	movq	%rax, 216(%rsp)
	leaq	1488(%rsp), %rax
	movq	%rax, 200(%rsp)
.L4463:
	movq	72(%rsp), %rax
	movq	160(%rax), %rsi
.L4464:
	movq	72(%rsp), %rax
	movl	$40, %ecx
	movq	%r12, (%rsp)
	xorl	%ebx, %ebx
	movq	216(%rsp), %rdi
	movq	216(%rsp), %r14
	movq	%r13, 8(%rsp)
	leaq	3760(%rsp), %rbp
	movq	168(%rax), %rdx
	xorl	%eax, %eax
	movq	%rsi, %r13
	rep stosl
	movq	%rdx, %r15
.L4467:
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movl	$28, %ecx
	xorl	%r8d, %r8d
	rep stosl
	leaq	3760(%rsp), %rbp
	movq	200(%rsp), %rcx
	movl	%ebx, %esi
	movq	72(%rsp), %rdi
	movq	%rbp, %rdx
	movq	%r14, 3872(%rsp)
	call	omit_walk
	testl	%eax, %eax
	je	.L4785
	movl	%eax, %r15d
.L4466:
	movq	216(%rsp), %rdi
	call	trace_free
	leaq	2344(%rsp), %rdi
	call	trace_free
	leaq	2384(%rsp), %rdi
	call	trace_free
	leaq	2424(%rsp), %rdi
	call	trace_free
.L4619:
	leaq	.LC499(%rip), %rsi
	movl	%r15d, %edi
	leaq	512(%rsp), %r12
	call	cannot
	movl	%eax, 184(%rsp)
	jmp	.L4449
	.p2align 4,,10
	.p2align 3
.L4778:
	testl	%edx, %edx
	leaq	.LC11(%rip), %rdi
	movl	%edx, %esi
	movl	%edx, 64(%rsp)
	leaq	.LC551(%rip), %rcx
	leaq	(%rsi,%rsi,8), %rsi
	movl	%eax, 160(%rsp)
	movabsq	$-3689348814741910323, %rbp
	cmove	%rcx, %rdi
	salq	$5, %rsi
	movq	%rbx, 168(%rsp)
	leaq	9952(%rsp), %r9
	movq	%r10, 176(%rsp)
	movabsq	$-3689348814741910324, %r15
	movq	%rdi, 80(%rsp)
	leaq	SET_NAME(%rip), %rdi
	movq	%rdi, (%rsp)
	movq	104(%rsp), %rdi
	leaq	8(%rdi,%rsi), %rdi
	movq	%rdi, 16(%rsp)
	leaq	944(%rsp), %rdi
	movq	%rdi, 96(%rsp)
.L4509:
	movq	(%rsp), %rax
	movl	64(%rsp), %esi
	leaq	.LC552(%rip), %rdi
	movq	%r9, 48(%rsp)
	movq	80(%rsp), %rdx
	leaq	PCT_NAME(%rip), %r14
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rbx
	leaq	.LC428(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbx), %rsi
	call	printf@PLT
	movq	%r12, 32(%rsp)
	movq	%r13, 40(%rsp)
	movq	48(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L4505:
	movq	(%rbx), %rdx
	movq	(%r14), %rsi
	leaq	.LC429(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %r14
	addq	$8, %rbx
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rax, %r14
	jne	.L4505
	movq	16(%rsp), %rax
	movb	$0, 9999(%rsp)
	movq	%r13, %r9
	movl	$47, %ecx
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	.p2align 4,,10
	.p2align 3
.L4508:
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
	jc	.L4508
	movq	96(%rsp), %r14
	addq	%r9, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC403(%rip), %rdx
	movq	%r9, 32(%rsp)
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rbx
	xorl	%eax, %eax
	movq	%r14, %rdx
	leaq	.LC553(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, (%rsp)
	movq	(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	movq	%rbx, 16(%rsp)
	movq	32(%rsp), %r9
	cmpq	%rdi, %rax
	jne	.L4509
	movl	160(%rsp), %eax
	movl	64(%rsp), %edx
	movq	168(%rsp), %rbx
	movq	176(%rsp), %r10
	jmp	.L4504
.L4775:
	movq	248(%rsp), %r8
	xorl	%ebp, %ebp
	leaq	288(%rbx), %rax
	testl	%r14d, %r14d
	movq	%rax, 9960(%rsp)
	leaq	848(%rsp), %rax
	cmovne	%rbp, %r8
	movq	%r15, 9952(%rsp)
	cmove	240(%rsp), %rbp
	xorl	%r9d, %r9d
	cmpl	$1, 232(%rsp)
	movq	%rax, 9968(%rsp)
	movl	%r9d, 9976(%rsp)
	je	.L4495
	xorl	%esi, %esi
	leaq	9952(%rsp), %rcx
	movq	%r8, (%rsp)
	leaq	944(%rsp), %rdi
	leaq	rep_job_run(%rip), %rdx
	call	pthread_create@PLT
	movq	(%rsp), %r8
	testl	%eax, %eax
	jne	.L4495
	pushq	%rax
	.cfi_def_cfa_offset 11784
	movq	%rbx, %rdx
	xorl	%r9d, %r9d
	leaq	GENERAL_WALK(%rip), %rsi
	pushq	%r8
	.cfi_def_cfa_offset 11792
	movq	136(%rsp), %rcx
	movl	$1, %r8d
	movq	%r15, %rdi
	call	walk_outcomes
	movq	960(%rsp), %rdi
	xorl	%esi, %esi
	movl	%eax, %ebx
	call	pthread_join@PLT
	popq	%rax
	.cfi_def_cfa_offset 11784
	popq	%rdx
	.cfi_def_cfa_offset 11776
	testl	%ebx, %ebx
	je	.L4496
	movl	%ebx, %edx
	leaq	.LC550(%rip), %rsi
	movl	264(%rsp), %ebx
	movq	256(%rsp), %r14
	movl	%edx, %edi
	call	cannot
	movl	%eax, 184(%rsp)
	testl	%ebx, %ebx
	jne	.L4497
.L4498:
	cmpl	$0, 184(%rsp)
	leaq	512(%rsp), %r12
	jne	.L4449
.L4517:
	movq	104(%rsp), %r12
	xorl	%ebp, %ebp
	leaq	2240(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L4520:
	movl	%ebp, %eax
	movl	%ebp, %esi
	movq	%r14, %rdx
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rcx
	addl	$1, %ebp
	salq	$5, %rcx
	addq	%r12, %rcx
	call	check_outcome
	movq	1888(%rsp), %rax
	cmpl	%ebp, 216(%rax)
	jnb	.L4520
	cmpq	$0, 2280(%rsp)
	je	.L4521
	movq	72(%rsp), %rsi
	xorl	%r8d, %r8d
	movq	%rbx, %rdi
	leaq	4672(%rsp), %r15
	leaq	6432(%rsp), %rdx
	movq	%r15, %rcx
	movq	2240(%rsp), %rbp
	movq	2248(%rsp), %r13
	call	check_omitted
	movl	2288(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L4786
.L4522:
	movq	72(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L4787
.L4524:
	movq	2248(%rsp), %rax
	addq	2240(%rsp), %rax
	subq	%rbp, %rax
	subq	%r13, %rax
	movq	%rax, 2296(%rsp)
.L4521:
	cmpl	$0, 212(%rsp)
	jne	.L4788
.L4530:
	movq	72(%rsp), %rax
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
	leaq	(%r12,%rbx), %r15
	movq	%rax, %r14
	movq	%rax, 64(%rsp)
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
	movq	%rsi, 48(%rsp)
	shrl	%ecx
	subl	$1, %eax
	leaq	(%r14,%rcx,8), %rdi
	movl	%eax, 208(%rsp)
	movq	%r14, %rax
	salq	$4, %rcx
	movq	%rdi, 112(%rsp)
	leaq	1920(%rsp), %rdi
	addq	%rbx, %rax
	movq	224(%rsp), %r14
	movq	%rdi, 184(%rsp)
	movq	%rdi, %r13
	leaq	(%rdx,%rcx), %rbx
	movq	%rdi, 176(%rsp)
	leaq	9952(%rsp), %rdi
	movq	%rdi, 32(%rsp)
	movq	%rax, 152(%rsp)
	movq	%rbx, 160(%rsp)
	xorl	%ebx, %ebx
.L4532:
	cmpl	$2, %ebx
	jg	.L4640
	cmpl	$0, 208(%rsp)
	jne	.L4640
	movq	48(%rsp), %rax
	xorl	%r12d, %r12d
	movq	$0x000000000, 272(%r14,%rbx,8)
	subq	$56, %rax
	movq	%rax, 16(%rsp)
	movq	%r14, %rax
	movq	%rbx, %r14
	movq	%r12, %rbx
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L4533:
	movq	16(%rsp), %rax
	movq	(%rsp), %rdx
	movq	$-1, %rcx
	leaq	(%rax,%rbx), %rsi
	testl	%ebp, %ebp
	jne	.L4536
	jmp	.L4541
	.p2align 4,,10
	.p2align 3
.L4789:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4535:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%rdx, %r15
	je	.L4541
.L4536:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L4789
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4535
	.p2align 4,,10
	.p2align 3
.L4541:
	movq	(%rsp), %rsi
	movq	32(%rsp), %rdi
	movq	%rcx, 8(%r13,%rbx)
	movl	%ebp, %edx
	addq	$8, %rbx
	call	stats_of
	movsd	9968(%rsp), %xmm0
	maxsd	272(%r12,%r14,8), %xmm0
	movsd	%xmm0, 272(%r12,%r14,8)
	cmpq	$48, %rbx
	jne	.L4533
	movq	%r14, %rbx
	movq	%r12, %r14
	testl	%ebp, %ebp
	je	.L4542
	movq	48(%rsp), %rax
	movq	64(%rsp), %rdx
	leaq	-64(%rax), %rcx
	movq	152(%rsp), %rax
	.p2align 4,,10
	.p2align 3
.L4543:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %rax
	jne	.L4543
	movq	64(%rsp), %r12
	movq	80(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r12, %rdi
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rax), %rdx
	movq	48(%rsp), %rax
	leaq	-8(%rax), %rcx
	movq	152(%rsp), %rax
	movq	%rdx, 0(%r13)
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L4544:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %rax
	jne	.L4544
	movq	80(%rsp), %rsi
	movq	64(%rsp), %rdi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	48(%rsp), %rcx
	movq	168(%rsp), %r10
	movq	(%rax), %rdx
	movq	%rdx, 56(%r13)
	movq	96(%rsp), %rdx
	.p2align 4,,10
	.p2align 3
.L4545:
	movdqa	(%rcx), %xmm4
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm4, -16(%rdx)
	cmpq	%r10, %rdx
	jne	.L4545
.L4617:
	movq	80(%rsp), %rsi
	movq	96(%rsp), %rdi
	leaq	cmp_u128(%rip), %rcx
	movl	$16, %edx
	addq	$1, %rbx
	addq	$80, %r13
	call	qsort@PLT
	movq	160(%rsp), %rax
	addq	$80, 48(%rsp)
	movdqa	(%rax), %xmm5
	movaps	%xmm5, -16(%r13)
	movaps	%xmm5, 16(%rsp)
	jmp	.L4532
.L4495:
	pushq	%rcx
	.cfi_def_cfa_offset 11784
	leaq	GENERAL_WALK(%rip), %rsi
	movq	%r15, %rdi
	movq	%rbp, %r9
	pushq	%r8
	.cfi_def_cfa_offset 11792
	movq	136(%rsp), %rcx
	movl	$2, %r8d
	movq	%rbx, %rdx
	call	walk_outcomes
	popq	%rsi
	.cfi_def_cfa_offset 11784
	popq	%rdi
	.cfi_def_cfa_offset 11776
.L4494:
	testl	%eax, %eax
	jne	.L4762
	movl	$2, %eax
	jmp	.L4500
.L4471:
	movq	72(%rsp), %rax
	movq	%r14, 376(%rsp)
	movq	%rax, 368(%rsp)
	xorl	%eax, %eax
	movq	%rax, 384(%rsp)
	xorl	%eax, %eax
	movl	%eax, 392(%rsp)
.L4470:
	movq	72(%rsp), %rax
	cmpl	$0, 72(%rax)
	jne	.L4790
	movq	72(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L4791
	movq	72(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 1904(%rsp)
	testq	%rax, %rax
	jne	.L4483
	movq	72(%rsp), %rdi
	movq	%r14, %rsi
	call	closed_form
	movl	%eax, %ebx
.L4486:
	testl	%ebx, %ebx
	jne	.L4792
	cmpq	$0, 192(%rsp)
	je	.L4488
	movq	1360(%rsp), %rcx
	cmpq	$16777216, %rcx
	ja	.L4793
.L4488:
	movq	224(%rsp), %rdi
	call	print_plan
	xorl	%eax, %eax
	movl	$68, %ecx
	xorl	%r11d, %r11d
	leaq	2304(%rsp), %rdi
	movq	72(%rsp), %rdx
	leaq	608(%rsp), %rsi
	movq	%rdi, 216(%rsp)
	rep stosq
	movq	136(%rdx), %rax
	leaq	608(%rsp), %rdi
	movl	$14, %ecx
	movq	%rax, 2840(%rsp)
	xorl	%eax, %eax
	rep stosl
	movq	%rdx, %rdi
	call	theory_of
	movl	%r11d, 232(%rsp)
	movl	%eax, 268(%rsp)
	testl	%eax, %eax
	jne	.L4631
	xorl	%r10d, %r10d
	movq	%r10, 248(%rsp)
	jmp	.L4621
.L4784:
	cmpl	$0, 64(%rsp)
	jne	.L4446
	movq	1488(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4447:
	movl	2320(%rsp), %eax
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L4443
	leaq	8192(%rsp), %rdx
	xorl	%eax, %eax
	movl	$220, %ecx
	movq	%rdx, %rdi
	rep stosq
	movq	72(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L4450
	cmpl	$0, 232(%rax)
	jne	.L4450
	cmpq	$0, 256(%rax)
	jne	.L4450
	movl	280(%rax), %edi
	movl	%edi, 16(%rsp)
	testl	%edi, %edi
	jne	.L4626
	cmpq	$0, 288(%rax)
	jne	.L4450
	movq	%rax, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	jne	.L4450
	movl	16(%rsp), %eax
	leaq	3760(%rsp), %rbp
	movl	$8, %ecx
	movq	%r15, %rsi
	leaq	2848(%rsp), %rdi
	movq	72(%rsp), %r14
	leaq	2848(%rsp), %rbx
	rep stosl
	movq	%rbp, %rdi
	movl	$8, %ecx
	rep stosl
	movq	%r14, %rdi
	call	stall_geom
	movq	%r15, %rsi
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	closed_form_open
	xorl	%r9d, %r9d
	xorl	%r10d, %r10d
	movq	%r13, 8(%rsp)
	movq	%r15, 48(%rsp)
	movq	%rbp, %rdi
	movq	%rbx, %r13
	movq	%r9, %rbp
	movq	%r12, (%rsp)
	movq	%r10, %r15
	jmp	.L4451
.L4795:
	testq	%rsi, %rsi
	je	.L4628
	movq	%rcx, %rax
	subq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	xorl	%edx, %edx
	cmpq	%r14, %rax
	jnb	.L4452
	movq	%r14, %rdx
	subq	%rax, %rdx
.L4452:
	subq	%rdx, %r14
	movq	%rcx, %rax
	movq	%rdx, %rcx
	movq	%rsi, %rdx
	movq	%r14, %r8
	movq	%rdi, 64(%rsp)
	addq	$1, %rbp
	imulq	%rsi, %r8
	subq	%r8, %rax
	movq	24(%rbx), %r8
	movq	%rax, %rsi
	call	dist_add
	imulq	24(%rbx), %r14
	movq	64(%rsp), %rdi
	addq	%r14, %r15
.L4451:
	cmpq	2856(%rsp), %rbp
	jnb	.L4794
	movq	72(%rsp), %rax
	movq	%rbp, %rbx
	salq	$5, %rbx
	addq	2848(%rsp), %rbx
	movq	224(%rax), %rdx
	movq	(%rbx), %rcx
	movq	8(%rbx), %rsi
	movq	16(%rbx), %r14
	cmpq	%rcx, %rdx
	jb	.L4795
	movq	%r14, %rdx
	jmp	.L4452
.L4626:
	xorl	%ecx, %ecx
	movl	%ecx, 16(%rsp)
.L4450:
	movq	72(%rsp), %rax
	movq	256(%rax), %r11
	testq	%r11, %r11
	je	.L4456
	cmpl	$0, 280(%rax)
	jne	.L4456
	movq	288(%rax), %r10
	testq	%r10, %r10
	jne	.L4456
	cmpl	$0, 72(%rax)
	jne	.L4456
	cmpq	$0, 112(%rax)
	jne	.L4456
	movq	80(%rax), %rbx
	movq	%rax, %rsi
	movq	%r15, %rdi
	movl	$8, %ecx
	movq	136(%rax), %rbp
	xorl	%eax, %eax
	movq	%r13, 56(%rsp)
	movq	%r11, %r13
	rep stosl
	movq	272(%rsi), %r9
	movq	%r15, %rdi
	movq	%r12, 48(%rsp)
	leaq	-1(%rbp), %rax
	movq	%rbp, %r15
	imulq	%rbx, %rax
	movq	%r9, %rbp
	movq	%rax, (%rsp)
	jmp	.L4457
.L4458:
	movq	72(%rsp), %rax
	movq	264(%rax), %rax
	testq	%rax, %rax
	je	.L4459
	addq	%rax, %rbp
.L4457:
	cmpq	%rbp, (%rsp)
	jb	.L4459
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
	jnb	.L4458
	subq	%rcx, %r14
	imulq	%rbx, %rcx
	movl	$1, %r8d
	movq	%rbx, %rdx
	movq	%r10, 80(%rsp)
	movq	%rdi, 64(%rsp)
	subq	%rcx, %rsi
	movq	%r14, %rcx
	call	dist_add
	movq	80(%rsp), %r10
	movq	64(%rsp), %rdi
	addq	%r14, %r10
	jmp	.L4458
.L4459:
	movq	%r15, %rbp
	xorl	%edx, %edx
	xorl	%esi, %esi
	movl	$1, %ecx
	movq	%rbp, %r8
	movq	48(%rsp), %r12
	movq	56(%rsp), %r13
	movq	%rdi, %r15
	subq	%r10, %r8
	call	dist_add
	cmpl	$0, 9976(%rsp)
	movq	%rbp, 9384(%rsp)
	je	.L4796
.L4461:
	movq	%r15, %rdi
	call	dist_free
.L4456:
	movl	16(%rsp), %eax
	cmpl	$0, 212(%rsp)
	leaq	1200(%rsp), %r14
	movl	%eax, 2288(%rsp)
	movq	32(%rsp), %rax
	movq	%rax, 2280(%rsp)
	je	.L4462
	movq	72(%rsp), %rax
	cmpl	$1, 152(%rax)
	jne	.L4463
.L4620:
	movl	$1, %esi
	jmp	.L4464
.L4640:
	movq	(%rsp), %r12
	movq	96(%rsp), %rdx
	movq	%r12, %rdi
	movq	%rdx, (%rsp)
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	cmpl	$0, 208(%rsp)
	jne	.L4548
	movq	72(%rsp), %rbx
	movq	128(%rsp), %rsi
	leaq	2184(%rsp), %rdi
	leaq	512(%rsp), %r12
	movl	216(%rbx), %edx
	call	stats_of
	movl	216(%rbx), %edx
	movq	136(%rsp), %rsi
	leaq	2208(%rsp), %rdi
	call	stats_of
	movl	216(%rbx), %eax
	movq	%rbx, %rdi
	xorl	%esi, %esi
	movq	104(%rsp), %rbx
	movq	%r12, %rdx
	imulq	$288, %rax, %rax
	leaq	(%rbx,%rax), %r13
	movq	%r13, 2232(%rsp)
	call	first_stall_window
	cmpl	$0, 268(%rsp)
	movl	%eax, 48(%rsp)
	je	.L4770
	movq	72(%rsp), %rax
	movq	136(%rax), %rdx
	cmpq	%rdx, 2832(%rsp)
	je	.L4797
	leaq	9952(%rsp), %r15
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	%r15, %rdi
	rep stosq
	movl	$524288, %edi
	movq	%rdx, 10488(%rsp)
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%rax, %rbx
	testq	%rbp, %rbp
	je	.L4554
	testq	%rax, %rax
	je	.L4554
	leaq	944(%rsp), %r14
	movq	72(%rsp), %rsi
	xorl	%edx, %edx
	movq	%r14, %rdi
	movq	%r14, (%rsp)
	call	walk_start
	testl	%eax, %eax
	jne	.L4554
	movq	72(%rsp), %rsi
	movq	120(%rsp), %rdi
	call	due_restart
	movq	%r13, 16(%rsp)
	movq	%r12, 32(%rsp)
.L4555:
	movq	120(%rsp), %rdi
	movl	$65536, %edx
	movq	%rbx, %rsi
	call	due_fill
	xorl	%edi, %edi
	movl	$65536, %edx
	movq	%rbp, %rsi
	movq	%rdi, 1040(%rsp)
	movq	%rax, %r12
	movq	%rdi, 1048(%rsp)
	movq	%r14, %rdi
	movq	%rbx, 1024(%rsp)
	movq	%rax, 1032(%rsp)
	call	walk_run
	movq	%rbp, %rsi
	movq	%r15, %rdi
	movq	%rax, %r13
	movq	%rax, %rdx
	call	batch_add
	orq	%r13, %r12
	jne	.L4555
	leaq	872(%rsp), %rdi
	movq	16(%rsp), %r13
	movq	32(%rsp), %r12
	call	numbers_close
	movq	1056(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	leaq	2256(%rsp), %rsi
	movq	%r15, %rdi
	call	batch_end
.L4550:
	movl	$10, %edi
	xorl	%ebx, %ebx
	leaq	SET_NAME(%rip), %rbp
	call	putchar@PLT
	movl	$10, %edi
	leaq	.LC562(%rip), %r14
	call	print_header_w
	leaq	.LC560(%rip), %rsi
	leaq	.LC561(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r13, 16(%rsp)
	leaq	2160(%rsp), %rax
	movq	176(%rsp), %r13
	movq	%r12, 32(%rsp)
	movq	%rbx, %r12
	movq	%rax, %rbx
.L4556:
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
	jne	.L4556
	movq	1888(%rsp), %rbx
	movq	%r15, %rdi
	movq	16(%rsp), %r13
	movq	32(%rsp), %r12
	movq	192(%rbx), %rsi
	movq	%rbx, 64(%rsp)
	call	fmt_us.constprop.0
	movl	216(%rbx), %esi
	leaq	.LC563(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	1944(%rsp), %rbx
	movq	2024(%rsp), %rbp
	movq	%r15, %rdi
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	movq	%rbx, 80(%rsp)
	movq	%rbp, 96(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC564(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1952(%rsp), %rdx
	movq	2032(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC565(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2104(%rsp), %r14
	movq	%rbx, %rdx
	movq	%r15, %rdi
	movq	%r14, %rsi
	call	fmt_ratio.constprop.0
	leaq	.LC566(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rdx
	movq	%rbp, %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC567(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2096(%rsp), %rdx
	movq	2016(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC568(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	224(%rsp), %rdi
	xorl	%esi, %esi
	call	print_omissions
	cmpl	$0, 212(%rsp)
	jne	.L4798
.L4557:
	movq	224(%rsp), %rax
	xorl	%ebx, %ebx
.L4560:
	movq	40(%rax), %rdx
	movq	120(%rax), %rbp
	leaq	(%rdx,%rdx), %rcx
	cmpq	%rcx, %rbp
	jb	.L4558
	movl	$10, %edi
	movq	%rdx, 16(%rsp)
	call	putchar@PLT
	movq	16(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	movq	16(%rsp), %rdx
	movq	(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, 32(%rsp)
	call	fmt_ratio.constprop.0
	movq	120(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, 16(%rsp)
	call	fmt_us.constprop.0
	movslq	%ebx, %r10
	movq	32(%rsp), %r8
	movq	16(%rsp), %rcx
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	leaq	.LC570(%rip), %rdi
	movq	(%rax,%r10,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L4559:
	movq	96(%rsp), %rbx
	movq	80(%rsp), %rdx
	movq	(%rsp), %rdi
	movq	%rbx, %rsi
	call	fmt_ratio.constprop.0
	movq	120(%rsp), %rbp
	movq	%rbx, %rsi
	movq	%rax, 16(%rsp)
	movq	%rbp, %rdi
	call	fmt_us.constprop.0
	movq	16(%rsp), %rdx
	leaq	.LC572(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	movq	272(%r13), %rsi
	movq	%rbp, %rdi
	movq	%rax, %rbx
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC573(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 48(%rsp)
	je	.L4561
	leaq	.LC574(%rip), %rdi
	call	puts@PLT
.L4562:
	movq	224(%rsp), %rdi
	xorl	%esi, %esi
	leaq	RATIOS(%rip), %rbp
	leaq	168(%rbp), %rbx
	call	print_theory
	leaq	.LC576(%rip), %rdi
	movl	$4, %eax
	movsd	2184(%rsp), %xmm7
	movsd	2216(%rsp), %xmm3
	movsd	2208(%rsp), %xmm2
	movsd	2192(%rsp), %xmm1
	movapd	%xmm7, %xmm0
	movsd	%xmm7, 96(%rsp)
	movsd	%xmm3, 16(%rsp)
	movsd	%xmm2, 32(%rsp)
	movsd	%xmm1, 80(%rsp)
	call	printf@PLT
	movq	184(%rsp), %r14
	leaq	.LC413(%rip), %rdi
	movq	%r14, %rsi
	call	print_result_set
	leaq	2000(%rsp), %rsi
	leaq	.LC414(%rip), %rdi
	call	print_result_set
	leaq	2080(%rsp), %rsi
	leaq	.LC411(%rip), %rdi
	call	print_result_set
	jmp	.L4575
.L4563:
	movq	8(%rax,%rdx,8), %rdx
.L4564:
	movslq	8(%rbp), %rax
	movslq	12(%rbp), %rcx
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%r14, %rax
	cmpl	$-1, %ecx
	je	.L4799
	movq	8(%rax,%rcx,8), %rax
.L4566:
	testq	%rdx, %rdx
	je	.L4567
	testq	%rax, %rax
	js	.L4568
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4569:
	testq	%rdx, %rdx
	js	.L4570
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L4571:
	divsd	%xmm1, %xmm0
	leaq	.LC116(%rip), %rax
	movl	$32, %esi
	movq	%r15, %rdi
	leaq	.LC117(%rip), %rdx
	comisd	.LC75(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L4574:
	movq	0(%rbp), %rsi
	movq	%r15, %rdx
	leaq	.LC577(%rip), %rdi
	xorl	%eax, %eax
	addq	$24, %rbp
	call	printf@PLT
	cmpq	%rbx, %rbp
	je	.L4800
.L4575:
	movslq	16(%rbp), %rax
	movslq	20(%rbp), %rdx
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%r14, %rax
	cmpl	$-1, %edx
	jne	.L4563
	movq	56(%rax), %rdx
	jmp	.L4564
.L4558:
	addl	$1, %ebx
	addq	$8, %rax
	cmpl	$6, %ebx
	jne	.L4560
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC571(%rip), %rdi
	call	puts@PLT
	jmp	.L4559
.L4799:
	movq	56(%rax), %rax
	jmp	.L4566
.L4567:
	movl	$6369134, (%r15)
	jmp	.L4574
.L4570:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4571
.L4568:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4569
.L4497:
	movq	200(%rsp), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	leaq	1528(%rsp), %rdi
	movl	$1, 1868(%rsp)
	movl	$1, 1876(%rsp)
	call	pthread_cond_broadcast@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	cmpl	$0, 232(%rsp)
	je	.L4498
	movq	272(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	200(%rsp), %rdi
	call	shared_due_free
	jmp	.L4514
.L4783:
	cmpl	$0, 64(%rsp)
	jne	.L4442
	movq	1488(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4443:
	movl	16(%rsp), %edi
	leaq	.LC548(%rip), %rsi
	leaq	512(%rsp), %r12
	call	cannot
	movl	%eax, 184(%rsp)
	jmp	.L4449
.L4773:
	movq	72(%rsp), %rax
	cmpq	$8388608, 136(%rax)
	jbe	.L4422
	cmpl	$0, 212(%rsp)
	je	.L4769
	leaq	2304(%rsp), %rax
	movq	%rax, 216(%rsp)
	leaq	1488(%rsp), %rax
	movq	%rax, 200(%rsp)
	jmp	.L4620
.L4800:
	leaq	.LC578(%rip), %rbx
	movq	256(%r13), %rcx
	movq	240(%r13), %rdx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC413(%rip), %rsi
	call	printf@PLT
	movq	264(%r13), %rcx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movq	248(%r13), %rdx
	leaq	.LC414(%rip), %rsi
	call	printf@PLT
	movq	272(%r13), %rsi
	leaq	.LC460(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%rsp), %rbx
	movl	72(%rbx), %esi
	testl	%esi, %esi
	je	.L4576
	movq	136(%rbx), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L4577
	leaq	-1(%rdi), %rcx
	movq	128(%rbx), %rax
	xorl	%edx, %edx
	subq	120(%rbx), %rax
	divq	%rcx
	movq	%rax, %rcx
.L4577:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC579(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L4576:
	cmpl	$0, 48(%rsp)
	je	.L4801
.L4578:
	movsd	2200(%rsp), %xmm2
	movsd	80(%rsp), %xmm1
	leaq	.LC583(%rip), %rbx
	leaq	.LC413(%rip), %rsi
	movsd	96(%rsp), %xmm0
	movq	%rbx, %rdi
	movl	$3, %eax
	call	printf@PLT
	movsd	16(%rsp), %xmm1
	movq	%rbx, %rdi
	movl	$3, %eax
	movsd	2224(%rsp), %xmm2
	movsd	32(%rsp), %xmm0
	leaq	.LC414(%rip), %rsi
	call	printf@PLT
	movq	72(%rsp), %rax
	movl	8(%rax), %r8d
	testl	%r8d, %r8d
	jne	.L4802
.L4580:
	movq	224(%rsp), %rbx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_theory
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_omissions
	cmpl	$0, 212(%rsp)
	jne	.L4803
.L4771:
	cmpq	$0, 192(%rsp)
	je	.L4583
	leaq	672(%rsp), %r14
	xorl	%eax, %eax
	movl	$18, %ecx
	movq	%r14, %rdi
	rep stosl
	leaq	400(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 32(%rsp)
	rep stosl
	leaq	432(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 48(%rsp)
	rep stosl
	movl	776(%rsp), %eax
	cmpl	$3, %eax
	je	.L4804
	cmpl	$2, %eax
	je	.L4805
	movq	32(%rsp), %rbp
	movq	0(%r13), %rsi
	movq	752(%rsp), %rdi
	movq	%rbp, %rdx
	call	dist_of_sorted
	movq	48(%rsp), %rbx
	movq	272(%r13), %rsi
	movq	%rbp, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	movl	424(%rsp), %eax
	orl	456(%rsp), %eax
	jne	.L4592
	movq	0(%r13), %rsi
	movq	752(%rsp), %rdi
	movq	%r14, %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L4592
	movq	80(%r13), %rsi
	movq	760(%rsp), %rdi
	leaq	696(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L4592
	leaq	720(%rsp), %rsi
	movq	%rbx, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L4592
.L4595:
	leaq	336(%rsp), %rax
	xorl	%ebx, %ebx
	movq	%rax, 16(%rsp)
.L4594:
	imulq	$10, %rbx, %rax
	movq	16(%rsp), %rdi
	leaq	(%rbx,%rbx,2), %rbp
	addq	%r14, %rbp
	leaq	hgrm_writer(%rip), %rdx
	movq	%rbp, %rcx
	movq	24(%r13,%rax), %rax
	movq	%rax, (%rdi,%rbx)
	leaq	HGRM.2(%rip), %rax
	movq	192(%rsp), %rdi
	movq	(%rax,%rbx), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L4592
	cmpl	$0, 236(%rsp)
	jne	.L4596
.L4598:
	addq	$8, %rbx
	cmpq	$24, %rbx
	jne	.L4594
	leaq	.LC586(%rip), %rax
	movq	%r14, %xmm7
	movq	192(%rsp), %rdi
	leaq	464(%rsp), %rcx
	movq	%rax, %xmm0
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movl	$3, 480(%rsp)
	punpcklqdq	%xmm7, %xmm0
	leaq	.LC465(%rip), %rsi
	movaps	%xmm0, 464(%rsp)
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movups	%xmm0, 488(%rsp)
	call	export_file
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L4592
	leaq	560(%rsp), %rax
	movq	72(%rsp), %rdi
	movl	$20, %esi
	movq	%rax, %rdx
	movq	%rax, 16(%rsp)
	call	first_stall_window
	testl	%eax, %eax
	je	.L4806
	jle	.L4601
	movq	72(%rsp), %rax
	movq	48(%rax), %rbx
	testq	%rbx, %rbx
	je	.L4807
.L4602:
	leaq	.LC588(%rip), %rdi
	call	puts@PLT
	movq	16(%rsp), %rdi
	call	stall_window_free
.L4612:
	movq	672(%rsp), %rdi
	call	free@PLT
	movq	696(%rsp), %rdi
	call	free@PLT
	movq	720(%rsp), %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	dist_free
	movq	48(%rsp), %rdi
	call	dist_free
	cmpl	$0, 212(%rsp)
	je	.L4583
	movq	192(%rsp), %rdi
	leaq	2848(%rsp), %rcx
	leaq	score_writer(%rip), %rdx
	leaq	.LC590(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 208(%rsp)
.L4583:
	movq	%r15, %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	movq	1912(%rsp), %rbx
	testl	%eax, %eax
	je	.L4808
.L4614:
	cmpl	$3, 24(%rbx)
	je	.L4809
.L4615:
	cmpq	$0, 1904(%rsp)
	leaq	.LC545(%rip), %rax
	leaq	.LC546(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC593(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%rsp), %rax
	movq	2248(%rsp), %rbx
	leaq	.LC594(%rip), %rdi
	movq	2240(%rsp), %rsi
	movl	216(%rax), %ecx
	movq	%rbx, %rdx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	xorl	%eax, %eax
	movl	208(%rsp), %edi
	testq	%rbx, %rbx
	setne	%al
	orl	%eax, %edi
	movl	%edi, 184(%rsp)
	jmp	.L4449
.L4790:
	leaq	.LC111(%rip), %rax
	movq	%rax, 1904(%rsp)
.L4483:
	pushq	%rbx
	.cfi_def_cfa_offset 11784
	xorl	%r9d, %r9d
	movl	$1, %r8d
	xorl	%ecx, %ecx
	pushq	$0
	.cfi_def_cfa_offset 11792
	movq	88(%rsp), %rdi
	movq	%r14, %rdx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	popq	%rbp
	.cfi_def_cfa_offset 11784
	popq	%r15
	.cfi_def_cfa_offset 11776
	movl	%eax, %ebx
	jmp	.L4486
.L4785:
	movq	72(%rsp), %rdi
	leaq	80(%r14), %rcx
	leaq	9952(%rsp), %rdx
	movl	%ebx, %esi
	call	ref_omit_client
	testl	%ebx, %ebx
	movl	$1, %ebx
	setle	%cl
	testl	%eax, %eax
	sete	%dl
	addq	$40, %r14
	testb	%dl, %cl
	jne	.L4467
	movq	%r15, %rdx
	movq	%r13, %rsi
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L4466
	movq	2352(%rsp), %rax
	movq	72(%rsp), %rbx
	imulq	%rsi, %rdx
	leaq	1200(%rsp), %r14
	movq	%rsi, 1224(%rsp)
	movq	%r14, %rsi
	movq	%rax, 1200(%rsp)
	movq	%rbx, %rdi
	movq	2368(%rsp), %rax
	movq	%rdx, 1232(%rsp)
	leaq	2848(%rsp), %rdx
	movq	%rax, 1208(%rsp)
	movq	216(%rsp), %rax
	movl	$1, 1248(%rsp)
	movq	%rax, 1216(%rsp)
	movq	168(%rbx), %rax
	movq	%rax, 1240(%rsp)
	call	score_route
	movq	2432(%rsp), %rcx
	movq	168(%rbx), %rdx
	leaq	2384(%rsp), %rbx
	movq	%rbx, 1216(%rsp)
	movl	%eax, %r15d
	movq	%rcx, 1200(%rsp)
	movq	2448(%rsp), %rcx
	movq	%rdx, 1240(%rsp)
	movq	%rcx, 1208(%rsp)
	testl	%eax, %eax
	je	.L4810
	movq	216(%rsp), %rdi
	call	trace_free
	leaq	2344(%rsp), %rdi
	call	trace_free
	movq	%rbx, %rdi
	call	trace_free
	leaq	2424(%rsp), %rdi
	call	trace_free
	jmp	.L4619
.L4810:
	movq	72(%rsp), %rdi
	movq	%rbp, %rdx
	movq	%r14, %rsi
	call	score_reference
	movq	216(%rsp), %rdi
	movl	%eax, %r15d
	call	trace_free
	leaq	2344(%rsp), %rdi
	call	trace_free
	movq	%rbx, %rdi
	call	trace_free
	leaq	2424(%rsp), %rdi
	call	trace_free
	testl	%r15d, %r15d
	je	.L4462
	jmp	.L4619
.L4793:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	leaq	.LC4(%rip), %rdx
	xorl	%eax, %eax
	leaq	.LC450(%rip), %rsi
	leaq	512(%rsp), %r12
	call	fprintf@PLT
	movl	$2, 184(%rsp)
	jmp	.L4449
.L4496:
	movl	9976(%rsp), %eax
	jmp	.L4494
.L4762:
	leaq	.LC550(%rip), %rsi
	movl	%eax, %edi
	movl	264(%rsp), %ebx
	movq	256(%rsp), %r14
	call	cannot
	movl	%eax, 184(%rsp)
	jmp	.L4503
.L4446:
	movq	216(%rsp), %rdi
	call	omit_job_run
	jmp	.L4447
.L4516:
	leaq	.LC549(%rip), %rsi
	call	cannot
	movl	%eax, 184(%rsp)
	testl	%eax, %eax
	je	.L4518
.L4772:
	leaq	512(%rsp), %r12
	jmp	.L4449
.L4797:
	movq	216(%rsp), %rdi
	leaq	2256(%rsp), %rsi
	call	batch_end
.L4770:
	leaq	944(%rsp), %rax
	leaq	9952(%rsp), %r15
	movq	%rax, (%rsp)
	jmp	.L4550
.L4631:
	movq	216(%rsp), %rax
	xorl	%r15d, %r15d
	movq	%rax, 248(%rsp)
	jmp	.L4489
.L4561:
	movq	544(%rsp), %rbx
	movq	512(%rsp), %rax
	movq	120(%rsp), %rdi
	movq	(%rax,%rbx,8), %rsi
	call	fmt_us.constprop.0
	movq	552(%rsp), %rsi
	movq	%rbx, %rdx
	leaq	.LC575(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rbx, %rsi
	call	printf@PLT
	jmp	.L4562
.L4788:
	leaq	2848(%rsp), %rbp
	leaq	3760(%rsp), %rsi
	movq	%rbx, %rdi
	movq	%rbp, %rdx
	call	check_score
	leaq	1280(%rsp), %rdx
	movq	%rbp, %rcx
	movq	%rbx, %rdi
	leaq	.LC555(%rip), %rsi
	call	check_summary
	leaq	2928(%rsp), %rcx
	movq	%r14, %rdx
	movq	%rbx, %rdi
	leaq	.LC556(%rip), %rsi
	call	check_summary
	movq	72(%rsp), %rax
	cmpl	$0, 176(%rax)
	jne	.L4530
	leaq	3088(%rsp), %rcx
	leaq	1360(%rsp), %rdx
	movq	%rbx, %rdi
	leaq	.LC557(%rip), %rsi
	call	check_summary
	jmp	.L4530
.L4542:
	movq	64(%rsp), %rdi
	leaq	cmp_u64(%rip), %r12
	movl	$8, %edx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	%r12, %rcx
	xorl	%esi, %esi
	movq	64(%rsp), %rdi
	movq	(%rax), %rdx
	movq	%rdx, 0(%r13)
	movl	$8, %edx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rax), %rdx
	movq	%rdx, 56(%r13)
	jmp	.L4617
.L4787:
	cmpl	$0, 232(%rax)
	jne	.L4524
	movq	72(%rsp), %r15
	cmpl	$2, 152(%r15)
	je	.L4527
	movq	5800(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 11784
	leaq	.LC554(%rip), %rcx
	leaq	.LC413(%rip), %rdx
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 11792
	movq	1216(%rsp), %r8
	call	check
	cmpq	$0, 224(%r15)
	popq	%r10
	.cfi_def_cfa_offset 11784
	popq	%r11
	.cfi_def_cfa_offset 11776
	jne	.L4524
	movq	72(%rsp), %rax
	cmpl	$0, 232(%rax)
	jne	.L4524
.L4527:
	movq	72(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L4524
	cmpl	$0, 280(%rax)
	jne	.L4524
	cmpq	$0, 288(%rax)
	jne	.L4524
	movq	5864(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 11784
	leaq	.LC554(%rip), %rcx
	leaq	.LC414(%rip), %rdx
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 11792
	movq	1296(%rsp), %r8
	call	check
	popq	%r8
	.cfi_def_cfa_offset 11784
	popq	%r9
	.cfi_def_cfa_offset 11776
	jmp	.L4524
.L4805:
	xorl	%eax, %eax
	movl	424(%rsp), %ebx
	movq	%rax, %rbp
	jmp	.L4587
.L4589:
	addq	$1, %rbp
.L4587:
	cmpq	792(%rsp), %rbp
	jnb	.L4811
	movq	800(%rsp), %rax
	movq	(%rax,%rbp,8), %r8
	testq	%r8, %r8
	je	.L4589
	testl	%ebx, %ebx
	jne	.L4589
	movq	784(%rsp), %rsi
	movq	32(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%rbp, %rsi
	call	dist_add.part.0
	movl	424(%rsp), %ebx
	jmp	.L4589
.L4811:
	movq	48(%rsp), %rbp
	movq	272(%r13), %rsi
	movq	32(%rsp), %rdi
	movq	%rbp, %rdx
	call	dist_correct
	orl	456(%rsp), %ebx
	jne	.L4592
	leaq	784(%rsp), %rdi
	movq	%r14, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L4592
	leaq	696(%rsp), %rsi
	leaq	808(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L4592
	leaq	720(%rsp), %rsi
	movq	%rbp, %rdi
	call	table_from_dist
	testl	%eax, %eax
	je	.L4595
.L4592:
	movq	stderr(%rip), %rdi
	movq	192(%rsp), %rdx
	leaq	.LC589(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	672(%rsp), %rdi
	call	free@PLT
	movq	696(%rsp), %rdi
	call	free@PLT
	movq	720(%rsp), %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	dist_free
	movq	48(%rsp), %rdi
	call	dist_free
.L4613:
	movl	$1, 208(%rsp)
	jmp	.L4583
.L4791:
	leaq	.LC112(%rip), %rax
	movq	%rax, 1904(%rsp)
	jmp	.L4483
.L4798:
	leaq	2848(%rsp), %rdi
	xorl	%edx, %edx
	leaq	.LC569(%rip), %rsi
	call	print_score
	jmp	.L4557
.L4808:
	movl	24(%rbx), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	9984(%rsp), %rsi
	leaq	.LC591(%rip), %rdi
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4614
.L4802:
	movq	(%rsp), %rsi
	movq	%rax, %rdi
	movq	%r15, %rdx
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	9952(%rsp), %xmm1
	movsd	944(%rsp), %xmm0
	movq	(%rax,%r8,8), %rsi
	leaq	.LC584(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L4580
.L4801:
	movq	544(%rsp), %rbx
	movq	520(%rsp), %r10
	xorl	%eax, %eax
	leaq	.LC580(%rip), %rdi
	movq	512(%rsp), %r9
	movq	(%r10,%rbx,8), %rcx
	leaq	0(,%rbx,8), %r8
	movq	%rbx, %rsi
	movq	%r10, 112(%rsp)
	movq	(%r9,%rbx,8), %rdx
	movq	%r8, 152(%rsp)
	movq	%r9, 48(%rsp)
	call	printf@PLT
	leaq	1(%rbx), %rax
	cmpq	536(%rsp), %rax
	movq	48(%rsp), %r9
	movq	112(%rsp), %r10
	movq	152(%rsp), %r8
	jb	.L4812
.L4579:
	movq	552(%rsp), %rdx
	leaq	.LC582(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%rbx, %rsi
	call	printf@PLT
	jmp	.L4578
.L4803:
	leaq	2848(%rsp), %rdi
	movl	$1, %edx
	leaq	.LC11(%rip), %rsi
	call	print_score
	jmp	.L4771
.L4548:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC558(%rip), %rdi
	leaq	512(%rsp), %r12
	call	fwrite@PLT
	jmp	.L4420
.L4774:
	movq	200(%rsp), %rdi
	xorl	%eax, %eax
	movl	$50, %ecx
	rep stosq
	movq	72(%rsp), %rdi
	movq	%rdi, 1680(%rsp)
	cmpq	$0, 112(%rdi)
	je	.L4813
.L4473:
	movl	%eax, 1688(%rsp)
	movq	72(%rsp), %rax
	xorl	%edx, %edx
	leaq	1512(%rsp), %rbp
	movq	200(%rsp), %r15
	movq	136(%rax), %rax
	testl	$16383, %eax
	setne	%dl
	shrq	$14, %rax
	xorl	%ebx, %ebx
	addq	%rdx, %rax
	movq	%rax, 1696(%rsp)
.L4475:
	movq	$-1, 312(%r15)
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 216(%r15)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebx
	movq	72(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L4814
.L4474:
	addq	$8, %r15
	cmpq	%r15, %rbp
	jne	.L4475
	testl	%ebx, %ebx
	jne	.L4477
	movq	200(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_mutex_init@PLT
	testl	%eax, %eax
	jne	.L4477
	xorl	%esi, %esi
	leaq	1528(%rsp), %rdi
	call	pthread_cond_init@PLT
	testl	%eax, %eax
	jne	.L4815
	movq	72(%rsp), %r15
	leaq	1576(%rsp), %rdi
	movq	%r15, %rsi
	call	due_restart
	leaq	304(%rsp), %rax
	xorl	%esi, %esi
	leaq	368(%rsp), %rcx
	movq	%rax, 384(%rsp)
	leaq	272(%rsp), %rdi
	xorl	%eax, %eax
	leaq	ref_job_run(%rip), %rdx
	movq	%r15, 368(%rsp)
	movq	%r14, 376(%rsp)
	movl	%eax, 392(%rsp)
	call	pthread_create@PLT
	testl	%eax, %eax
	je	.L4816
	movq	200(%rsp), %rdi
	call	shared_due_free
	jmp	.L4470
.L4814:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 264(%r15)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebx
	jmp	.L4474
.L4792:
	leaq	.LC549(%rip), %rsi
	movl	%ebx, %edi
	leaq	512(%rsp), %r12
	call	cannot
	movl	%eax, 184(%rsp)
	jmp	.L4449
.L4809:
	movq	2232(%rsp), %rax
	movl	$18, %ecx
	leaq	.LC592(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4615
.L4786:
	movq	72(%rsp), %rsi
	leaq	8192(%rsp), %rdx
	movq	%r15, %rcx
	movq	%rbx, %rdi
	call	check_omitted
	jmp	.L4522
.L4554:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movl	$42, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC559(%rip), %rdi
	call	fwrite@PLT
	jmp	.L4420
.L4442:
	movq	216(%rsp), %rdi
	call	omit_job_run
	jmp	.L4443
.L4813:
	cmpl	$1, 72(%rdi)
	sete	%al
	movzbl	%al, %eax
	jmp	.L4473
.L4812:
	movq	8(%r10,%r8), %rdx
	movq	8(%r9,%r8), %rsi
	leaq	.LC581(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4579
.L4815:
	movq	200(%rsp), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_destroy@PLT
	movq	%rbx, %rdi
	call	shared_due_slots_free
	jmp	.L4472
.L4477:
	movq	200(%rsp), %rdi
	call	shared_due_slots_free
	jmp	.L4472
.L4796:
	movq	72(%rsp), %rax
	leaq	9232(%rsp), %rcx
	movq	%r15, %rdi
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	orl	$2, 16(%rsp)
	jmp	.L4461
.L4596:
	leaq	VALUES.1(%rip), %rax
	movq	192(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%rbx), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L4598
	jmp	.L4592
.L4628:
	xorl	%edx, %edx
	jmp	.L4452
.L4807:
	movq	16(%rsp), %r14
	movq	%r14, %rdi
	call	stall_window_free
	movq	72(%rsp), %rsi
	movq	%r15, %rdi
	movl	%ebp, %eax
	movl	$44, %ecx
	rep movsq
	movq	72(%rsp), %rsi
	movl	$12, %ecx
	movq	%r14, %rdi
	rep stosl
	cmpl	$0, 152(%rsi)
	jne	.L4602
	movq	136(%rsi), %rax
	movl	$262144, %edx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	leaq	0(,%rax,8), %r13
	movq	%rax, 10088(%rsp)
	movq	%r13, %rdi
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, 560(%rsp)
	movq	%rax, 72(%rsp)
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, 568(%rsp)
	movq	%rax, %r14
	call	malloc@PLT
	movq	72(%rsp), %rdx
	movq	%rax, 576(%rsp)
	testq	%rdx, %rdx
	je	.L4601
	testq	%r14, %r14
	je	.L4601
	testq	%rax, %rax
	je	.L4601
	movq	(%rsp), %rdx
	movq	120(%rsp), %rdi
	movq	%r15, %rsi
	call	due_open.constprop.0
	testl	%eax, %eax
	je	.L4606
	jmp	.L4817
.L4610:
	movq	576(%rsp), %rax
	movq	120(%rsp), %rdi
	leaq	(%rax,%rbx,8), %rbp
	call	due_next
	movq	%rax, 0(%rbp)
	movq	576(%rsp), %rax
	cmpq	$999999999, (%rax,%rbx,8)
	ja	.L4611
	addq	$1, %rbx
.L4606:
	cmpq	10088(%rsp), %rbx
	jb	.L4610
.L4611:
	leaq	872(%rsp), %rdi
	call	numbers_close
	movq	%rbx, 10088(%rsp)
	testq	%rbx, %rbx
	je	.L4602
	movq	576(%rsp), %rax
	movq	%rbx, %rcx
	movl	$1, %esi
	movq	%r15, %rdi
	leaq	280(%rsp), %r9
	leaq	296(%rsp), %r13
	movq	%rax, 10064(%rsp)
	movq	%r13, %r8
	pushq	%rdx
	.cfi_def_cfa_offset 11784
	leaq	296(%rsp), %r14
	pushq	%r14
	.cfi_def_cfa_offset 11792
	movq	576(%rsp), %rdx
	movq	%r9, 16(%rsp)
	call	walk_all
	movq	16(%rsp), %r9
	movq	%r13, %r8
	xorl	%esi, %esi
	movq	10104(%rsp), %rcx
	movq	584(%rsp), %rdx
	movq	%r15, %rdi
	movq	%r14, (%rsp)
	call	walk_all
	movq	10104(%rsp), %rax
	movq	32(%rsp), %rcx
	leaq	.LC587(%rip), %rsi
	movq	208(%rsp), %rdi
	leaq	first_second_writer(%rip), %rdx
	movq	%rax, 600(%rsp)
	call	export_file
	popq	%rcx
	.cfi_def_cfa_offset 11784
	popq	%rsi
	.cfi_def_cfa_offset 11776
	movl	%eax, %ebx
	jmp	.L4600
.L4601:
	movq	16(%rsp), %rdi
	call	stall_window_free
	jmp	.L4592
.L4806:
	movq	72(%rsp), %rax
	movq	192(%rsp), %rdi
	movq	%r15, %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC587(%rip), %rsi
	movq	%rax, 9952(%rsp)
	movq	16(%rsp), %rax
	movq	%rax, 9960(%rsp)
	movq	272(%r13), %rax
	movq	%rax, 9968(%rsp)
	call	export_file
	movl	%eax, %ebx
.L4600:
	movq	16(%rsp), %rdi
	call	stall_window_free
	testl	%ebx, %ebx
	je	.L4612
	jmp	.L4592
.L4817:
	movq	stderr(%rip), %rdi
	movq	(%rsp), %rdx
	leaq	.LC304(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L4816:
	leaq	2304(%rsp), %rdi
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	72(%rsp), %rdx
	movq	%rdi, 216(%rsp)
	leaq	608(%rsp), %rsi
	rep stosq
	movq	136(%rdx), %rax
	leaq	608(%rsp), %rdi
	movl	$14, %ecx
	movq	%rax, 2840(%rsp)
	movl	%ebx, %eax
	movl	$1, %ebx
	rep stosl
	movq	%rdx, %rdi
	call	theory_of
	movl	$1, 232(%rsp)
	movl	%eax, 268(%rsp)
	testl	%eax, %eax
	jne	.L4638
	xorl	%eax, %eax
	leaq	320(%rsp), %r15
	movq	%rax, 248(%rsp)
	jmp	.L4489
.L4804:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC585(%rip), %rdi
	call	fwrite@PLT
	jmp	.L4613
.L4638:
	movq	216(%rsp), %rax
	leaq	320(%rsp), %r15
	movq	%rax, 248(%rsp)
	jmp	.L4489
.L4794:
	movq	%r15, %r10
	movq	%r13, %rbx
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	cmpl	$0, 3784(%rsp)
	movq	%r10, 9408(%rsp)
	movq	%rdi, %rbp
	movq	48(%rsp), %r15
	je	.L4818
.L4454:
	movq	72(%rsp), %rax
	xorl	%edx, %edx
	movq	%r10, %r8
	movl	$1, %ecx
	movq	%rbp, %rdi
	movq	224(%rax), %rsi
	call	dist_add
	movl	3784(%rsp), %eax
	orl	2872(%rsp), %eax
	je	.L4819
.L4455:
	movq	%rbx, %rdi
	call	dist_free
	movq	%rbp, %rdi
	call	dist_free
	jmp	.L4450
.L4818:
	movq	72(%rsp), %rax
	leaq	8752(%rsp), %rcx
	movq	%r10, (%rsp)
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movq	(%rsp), %r10
	jmp	.L4454
.L4819:
	movq	72(%rsp), %rax
	leaq	8832(%rsp), %rcx
	movq	%rbp, %rdi
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movl	$1, 16(%rsp)
	jmp	.L4455
	.cfi_endproc
.LFE339:
	.size	run_bench, .-run_bench
	.section	.rodata.str1.1
.LC595:
	.string	"the scenario's trace"
	.section	.rodata.str1.8
	.align 8
.LC596:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.section	.rodata.str1.1
.LC597:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC598:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC599:
	.string	"the latencies have too many possible values"
	.align 8
.LC600:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC601:
	.string	"stall length"
.LC602:
	.string	"load %"
.LC603:
	.string	"stall us"
.LC604:
	.string	"sim"
.LC605:
	.string	"formula"
.LC606:
	.string	"sweep-load.svg"
.LC607:
	.string	"sweep-stall.svg"
.LC610:
	.string	"default"
.LC611:
	.string	"seed 000"
.LC612:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC613:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC614:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC615:
	.string	"--self-test"
.LC616:
	.string	"rank n=1 p=0"
.LC617:
	.string	"rank n=1 p=100"
.LC618:
	.string	"rank n=1 p=0 ceil"
.LC619:
	.string	"rank n=1 p=100 ceil"
.LC620:
	.string	"rank n=10 p=0"
.LC621:
	.string	"rank n=10 p=100"
.LC622:
	.string	"rank n=10 p=50"
.LC623:
	.string	"rank n=10 p=95 rounds half up"
.LC624:
	.string	"rank n=10 p=94.9 rounds down"
.LC625:
	.string	"rank n=10 p=90.1 ceil"
.LC626:
	.string	"rank n=119980 p=99"
.LC627:
	.string	"rank n=119980 p=99.9"
.LC628:
	.string	"rank n=119980 p=99 ceil"
.LC629:
	.string	"rank n=2^62 p=99.99 exact"
.LC631:
	.string	"hdr fixture corrected count"
.LC632:
	.string	"hdr fixture correct_co"
.LC633:
	.string	"hdr fixture corrected p50"
.LC634:
	.string	"hdr fixture corrected p90"
.LC635:
	.string	"hdr fixture corrected p99"
.LC636:
	.string	"hdr fixture corrected max"
.LC637:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC638:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC639:
	.string	"correction of one interval"
.LC640:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC641:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC642:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC643:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC644:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC645:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC647:
	.string	"reference server agrees, start %lu"
	.align 8
.LC648:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC649:
	.string	"in service at a stall: extended by it"
	.align 8
.LC650:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC651:
	.string	"corrected set without its terms, in memory and in passes (guessing too, and select), e %lu, values below %lu: fields that differ"
	.align 8
.LC652:
	.string	"some corrected percentiles were found by a guess"
	.align 8
.LC653:
	.string	"the brute-force buffer was allocated"
	.align 8
.LC654:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC655:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC657:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.section	.rodata.str1.1
.LC658:
	.string	"200us"
.LC659:
	.string	"0.3us"
.LC660:
	.string	"0.5s"
.LC661:
	.string	"1.000000001s"
.LC662:
	.string	"0"
.LC663:
	.string	"250"
.LC664:
	.string	"0.5ns"
.LC665:
	.string	"ms"
.LC666:
	.string	"-1ms"
.LC667:
	.string	"5parsecs"
.LC668:
	.string	"1.ms"
.LC669:
	.string	"99999999999999999999s"
.LC670:
	.string	"4611686018427387904ns"
	.section	.rodata.str1.8
	.align 8
.LC671:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC672:
	.string	"%s%s%s"
.LC673:
	.string	"  %s\n"
.LC674:
	.string	"  %-24s %.*s\n"
.LC675:
	.string	"QUICK"
.LC676:
	.string	"REPS"
.LC677:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC678:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC679:
	.string	"QUICK '%s' is not valid: %s"
.LC680:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC681:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC682:
	.string	"--scenario"
.LC683:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC684:
	.string	"both set the length of the run: "
	.align 8
.LC685:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC686:
	.string	"give --export PREFIX too"
	.section	.rodata.str1.8
	.align 8
.LC687:
	.string	"--export-values adds files to an export: %s%s"
	.align 8
.LC688:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC689:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC690:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC691:
	.string	"--export does not apply to --cross-check, %s%s"
	.section	.rodata.str1.1
.LC692:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC693:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC694:
	.string	"%s, from %s"
.LC695:
	.string	"choose one"
.LC696:
	.string	"are two kinds of users: "
	.section	.rodata.str1.8
	.align 8
.LC697:
	.string	"--population and --sessions %s%s"
	.section	.rodata.str1.1
.LC698:
	.string	"add --sessions R or drop it"
	.section	.rodata.str1.8
	.align 8
.LC699:
	.string	"applies only with --sessions: "
	.section	.rodata.str1.1
.LC700:
	.string	"--return-prob %s%s"
	.section	.rodata.str1.8
	.align 8
.LC701:
	.string	"drop --sweep, --cross-check, --correct and --export"
	.section	.rodata.str1.1
.LC702:
	.string	"run alone: "
.LC703:
	.string	"drop them"
	.section	.rodata.str1.8
	.align 8
.LC704:
	.string	"take no --timeout, --queue-limit or generator option: "
	.align 8
.LC705:
	.string	"drop --schedule, --rate and --arrivals"
	.section	.rodata.str1.1
.LC706:
	.string	"replace the schedule: "
	.section	.rodata.str1.8
	.align 8
.LC707:
	.string	"drop --connections and --closed"
	.section	.rodata.str1.1
.LC708:
	.string	"replace the clients: "
	.section	.rodata.str1.8
	.align 8
.LC709:
	.string	"use --duration, not --requests"
	.section	.rodata.str1.1
.LC710:
	.string	"run for a time: "
.LC711:
	.string	"lower either"
	.section	.rodata.str1.8
	.align 8
.LC712:
	.string	"--sessions and --return-prob offer more work than the server can do (a load of 1 or more): %s%s"
	.section	.rodata.str1.1
.LC713:
	.string	"at most 2^60 ns (36 years)"
.LC714:
	.string	"is too long for users: "
.LC715:
	.string	"--duration %s%s"
	.section	.rodata.str1.8
	.align 8
.LC716:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC717:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.section	.rodata.str1.1
.LC718:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC719:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC720:
	.string	"use --correct FILE"
.LC721:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC722:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC723:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC724:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC725:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC726:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC727:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC728:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC729:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC731:
	.string	"lower --rate or shorten the run"
	.align 8
.LC732:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC733:
	.string	"--schedule poisson: %s%s"
.LC734:
	.string	"counting the schedule"
.LC735:
	.string	"out of memory "
	.section	.rodata.str1.8
	.align 8
.LC736:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC737:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC738:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC739:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC740:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC741:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC742:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC743:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC744:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC745:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC746:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC747:
	.string	"shorten --duration or --interval"
	.align 8
.LC748:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC749:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC750:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC751:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC752:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC753:
	.string	"--timeout, --queue-limit, the generator's options and --scoreboard keep every sample"
	.align 8
.LC754:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC755:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC756:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC757:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC758:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC759:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC760:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC761:
	.string	"drop one of the two"
.LC762:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC763:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC764:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC765:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC766:
	.string	"--sweep runs on a fixed schedule, or a Poisson one across load, with a fixed expected interval: %s%s"
	.align 8
.LC767:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC768:
	.string	"base: service %s us"
.LC769:
	.string	", stall %s us"
.LC770:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC771:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC772:
	.string	"checked"
.LC773:
	.string	"%-10s %-8s"
.LC774:
	.string	" | %-10s %10s %10s"
.LC775:
	.string	"\n%-10s %-8s"
.LC776:
	.string	"p50"
.LC777:
	.string	" | "
.LC778:
	.string	"%s%10s"
.LC779:
	.string	"p99"
.LC780:
	.string	"p99.9"
.LC781:
	.string	"%-10lu"
.LC782:
	.string	"%-10s"
.LC783:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC784:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC785:
	.string	"theory (%s, Poisson arrivals, no stalls): the open loop's mean against theory's\n"
	.section	.rodata.str1.1
.LC786:
	.string	"theory"
.LC787:
	.string	"open mean"
.LC788:
	.string	"%-10s %12s %12s"
.LC789:
	.string	"theory p99"
.LC790:
	.string	"open p99"
.LC791:
	.string	" %12s %12s"
.LC792:
	.string	"%-10lu %12.1f %12.1f"
.LC793:
	.string	" %12.1f %12.1f"
	.section	.rodata.str1.8
	.align 8
.LC794:
	.string	"(us; theory is a limit, a finite run a sample: at high load the run is short of it)\n"
	.align 8
.LC795:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC796:
	.string	" %s_%s_ns=%lu"
.LC797:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC798:
	.string	"RESULT sweep_theory axis=%s value=%lu queue=%s rho=%.4f open_mean_ns=%.0f theory_mean_ns=%.0f"
	.align 8
.LC799:
	.string	" open_p99_ns=%lu theory_p99_ns=%.0f"
	.align 8
.LC800:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC801:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC802:
	.string	"in the cross-check"
.LC803:
	.string	"expected_ns"
.LC804:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC805:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC806:
	.string	"--correct '%s': out of memory at line %lu"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB366:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	$65, %ecx
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
	movl	%edi, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$17416, %rsp
	.cfi_def_cfa_offset 17472
	movdqa	.LC608(%rip), %xmm0
	leaq	1760(%rsp), %rdi
	movq	%rsi, (%rsp)
	movq	%rdi, 8(%rsp)
	rep stosq
	movaps	%xmm0, 1808(%rsp)
	movdqa	.LC609(%rip), %xmm0
	leaq	.LC611(%rip), %rax
	leaq	.LC610(%rip), %rdi
	movq	%rax, %xmm5
	movq	$100000, 1760(%rsp)
	movaps	%xmm0, 1920(%rsp)
	movq	%rdi, %xmm0
	movq	$500000000, 1824(%rsp)
	punpcklqdq	%xmm5, %xmm0
	movq	$200000, 1840(%rsp)
	movq	$1000000, 1952(%rsp)
	movq	$16384, 1968(%rsp)
	movl	$31, 1976(%rsp)
	movups	%xmm0, 2200(%rsp)
	cmpl	$2, %ebp
	je	.L5336
	movl	$1, %r15d
	cmpl	$1, %ebp
	jle	.L4913
.L4827:
	leaq	OPTIONS(%rip), %r12
.L4912:
	movq	(%rsp), %rdi
	movslq	%r15d, %rax
	movq	(%rdi,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L5181
	cmpb	$104, 1(%rbx)
	jne	.L5181
	cmpb	$0, 2(%rbx)
	jne	.L5181
	movl	$-1, %eax
	leaq	.LC310(%rip), %rbx
.L4899:
	leaq	32+OPTIONS(%rip), %r13
	xorl	%r14d, %r14d
	jmp	.L4904
	.p2align 4,,10
	.p2align 3
.L4900:
	addl	$1, %r14d
	cmpl	$52, %r14d
	je	.L4903
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$32, %r13
	call	strcmp@PLT
.L4904:
	testl	%eax, %eax
	jne	.L4900
	movslq	%r14d, %rax
	salq	$5, %rax
	addq	%r12, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L5337
	addl	$1, %r15d
.L4903:
	addl	$1, %r15d
	cmpl	%r15d, %ebp
	jg	.L4912
.L4913:
	leaq	.LC675(%rip), %rdi
	call	getenv@PLT
	leaq	.LC676(%rip), %rdi
	movq	%rax, %r12
	call	getenv@PLT
	movq	%rax, %rbx
	testq	%r12, %r12
	je	.L5145
	leaq	.LC677(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r12)
	movl	%eax, %r13d
	je	.L4915
	leaq	.LC662(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5338
.L4915:
	xorl	%eax, %eax
	testl	%r13d, %r13d
	sete	%al
.L4914:
	movl	%eax, 2224(%rsp)
	testq	%rbx, %rbx
	je	.L4917
	cmpb	$0, (%rbx)
	jne	.L5339
.L4917:
	movslq	%ebp, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L4919
	xorl	%r12d, %r12d
	leaq	9408(%rsp), %r15
	cmpl	$1, %ebp
	jle	.L4921
	xorl	%eax, %eax
	movl	%ebp, 48(%rsp)
	movl	$1, %ecx
	leaq	9408(%rsp), %r15
	movl	%eax, 32(%rsp)
	movl	%eax, 40(%rsp)
	movq	%r15, 56(%rsp)
.L4920:
	movslq	%ecx, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rdi, 64(%rsp)
	movq	(%rsp), %rdi
	movq	(%rdi,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L5182
	cmpb	$104, 1(%r14)
	jne	.L5182
	cmpb	$0, 2(%r14)
	movl	$-1, %edx
	leaq	.LC310(%rip), %r13
	jne	.L5182
.L4923:
	leaq	OPTIONS(%rip), %rbx
	xorl	%r15d, %r15d
	movl	%ecx, %ebp
	movl	%edx, %eax
	jmp	.L4927
	.p2align 4,,10
	.p2align 3
.L4924:
	addl	$1, %r15d
	addq	$32, %rbx
	cmpl	$52, %r15d
	je	.L5321
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
.L4927:
	movq	(%rbx), %rdx
	testl	%eax, %eax
	jne	.L4924
	movl	%ebp, %ecx
	movl	%r15d, %ebp
	leaq	OPTIONS(%rip), %rdi
	movq	%rdx, %r15
	movl	%eax, %edx
	movslq	%ebp, %rax
	salq	$5, %rax
	movl	8(%rdi,%rax), %eax
	testl	%eax, %eax
	jne	.L4926
	movl	%edx, 80(%rsp)
	leal	1(%rcx), %ebx
	cmpl	%ebx, 48(%rsp)
	jle	.L4926
	leaq	.LC164(%rip), %rsi
	movq	%r15, %rdi
	movl	$1, %r13d
	call	strcmp@PLT
	leaq	.LC167(%rip), %rsi
	movq	%r15, %rdi
	testl	%eax, %eax
	movl	40(%rsp), %eax
	cmove	%r13d, %eax
	movl	%eax, 40(%rsp)
	call	strcmp@PLT
	leaq	.LC682(%rip), %rsi
	movq	%r15, %rdi
	testl	%eax, %eax
	cmovne	32(%rsp), %r13d
	movl	%r13d, 32(%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rdi
	movq	64(%rsp), %rcx
	movq	%r14, %xmm0
	testl	%eax, %eax
	movl	80(%rsp), %edx
	movq	8(%rdi,%rcx), %rsi
	movq	%rsi, %xmm4
	punpcklqdq	%xmm4, %xmm0
	je	.L5340
	movq	16(%rsp), %rdi
	movslq	%r12d, %rax
	addl	$2, %r12d
	movups	%xmm0, (%rdi,%rax,8)
	movl	$1, %eax
.L4931:
	leal	1(%rbx), %ecx
	cmpl	%ecx, 48(%rsp)
	jle	.L5174
	testb	%al, %al
	jne	.L4920
.L5174:
	movq	56(%rsp), %r15
	testl	%edx, %edx
	je	.L4934
.L5325:
	movq	16(%rsp), %rdi
	call	free@PLT
.L4995:
	movq	%r15, %rdi
	call	usage_error
.L4940:
	movq	2216(%rsp), %rdi
	movl	%eax, (%rsp)
	call	free@PLT
	movq	2272(%rsp), %rdi
	call	free@PLT
	movl	(%rsp), %eax
	jmp	.L4820
.L5181:
	leaq	.LC122(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L4899
.L5337:
	movq	(%rax), %rdi
	leaq	.LC310(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4903
	leaq	.LC671(%rip), %rdi
	leaq	.LC674(%rip), %rbx
	call	puts@PLT
	leaq	OPTIONS(%rip), %rax
	leaq	.LC39(%rip), %r14
	movq	%rax, 8(%rsp)
	leaq	11456(%rsp), %rax
	leaq	.LC11(%rip), %rbp
	movq	%rax, (%rsp)
.L4911:
	movq	8(%rsp), %r15
	movl	$10, %esi
	movq	24(%r15), %r12
	movq	%r12, %rdi
	call	strchr@PLT
	movq	16(%r15), %r9
	movq	%r14, %r8
	movq	%rax, %r13
	testq	%r9, %r9
	je	.L5341
.L4905:
	movq	8(%rsp), %rax
	movq	(%rsp), %r15
	movl	$64, %esi
	leaq	.LC672(%rip), %rdx
	movq	(%rax), %rcx
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r15, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L5342
	testq	%r13, %r13
	je	.L4907
.L5344:
	movl	%r13d, %edx
	movq	(%rsp), %rsi
	movq	%r12, %rcx
	movq	%rbx, %rdi
	subl	%r12d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4908
	.p2align 4,,10
	.p2align 3
.L5343:
	movq	%rax, %rdx
	movq	%r15, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	subq	%r13, %rdx
	xorl	%eax, %eax
	movq	%r12, %r13
	subl	$1, %edx
	call	printf@PLT
.L4908:
	leaq	1(%r13), %r15
	movl	$10, %esi
	movq	%r15, %rdi
	call	strchr@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	jne	.L5343
	movq	%r15, %rdi
	call	strlen@PLT
	movq	%r15, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L4909:
	addq	$32, 8(%rsp)
	movq	8(%rsp), %rax
	leaq	1664+OPTIONS(%rip), %rdi
	cmpq	%rax, %rdi
	jne	.L4911
.L4826:
	xorl	%eax, %eax
.L4820:
	addq	$17416, %rsp
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
.L5342:
	.cfi_restore_state
	movq	(%rsp), %rsi
	leaq	.LC673(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 11456(%rsp)
	testq	%r13, %r13
	jne	.L5344
.L4907:
	movq	%r12, %rdi
	call	strlen@PLT
	movq	(%rsp), %rsi
	movq	%r12, %rcx
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4909
.L5341:
	movq	%rbp, %r9
	movq	%rbp, %r8
	jmp	.L4905
.L5321:
	movl	%ebp, %ecx
.L4926:
	movq	16(%rsp), %rdi
	movslq	%r12d, %rax
	movl	%ecx, %ebx
	addl	$1, %r12d
	xorl	%edx, %edx
	movq	%r14, (%rdi,%rax,8)
	movl	$1, %eax
	jmp	.L4931
.L5182:
	leaq	.LC122(%rip), %rsi
	movq	%r14, %rdi
	movl	%ecx, 80(%rsp)
	movq	%r14, %r13
	call	strcmp@PLT
	movl	80(%rsp), %ecx
	movl	%eax, %edx
	jmp	.L4923
.L5340:
	movq	56(%rsp), %rdx
	movq	8(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	sete	%al
	jmp	.L4931
.L5336:
	movq	8(%rsi), %rbx
	leaq	.LC612(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L5345
	leaq	.LC615(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r15d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4827
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC616(%rip), %rdi
	leaq	raw.16(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC617(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC618(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC619(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC620(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC621(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC622(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC623(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC624(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC625(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC626(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC627(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC628(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC629(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC630(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L4828:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L4828
	movq	$100000000, 80000+raw.16(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L4833
.L5346:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L4832
.L4833:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L4829
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L4829:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L5346
	xorl	%ecx, %ecx
.L4832:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC631(%rip), %rdi
	leaq	fixed.15(%rip), %r12
	call	expect
	movq	%rbp, %rdi
	movq	%r12, %rcx
	movl	$10000, %edx
	movl	$20000, %r8d
	movl	$10001, %esi
	addl	%eax, %ebx
	call	correct_co
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	movq	%rax, %rcx
	leaq	.LC632(%rip), %rdi
	leaq	1248(%rsp), %r15
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r12, %rdi
	leaq	336(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	344(%rsp), %rcx
	leaq	.LC633(%rip), %rdi
	leaq	304(%rsp), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	352(%rsp), %rcx
	leaq	.LC634(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	360(%rsp), %rcx
	leaq	.LC635(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	384(%rsp), %rcx
	leaq	.LC636(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	400(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	408(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC637(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC638(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC639(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC640(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC641(%rip), %rdi
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
	movq	%r15, %rdi
	rep stosq
	movl	$1, %ecx
	movq	%rbp, %rdi
	call	dist_add.part.0
	cmpl	$0, 328(%rsp)
	jne	.L4835
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbp, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 328(%rsp)
	jne	.L4835
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbp, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L4835:
	movq	312(%rsp), %r11
	movq	304(%rsp), %rcx
	xorl	%r9d, %r9d
	xorl	%edi, %edi
.L4840:
	cmpq	%r11, %r9
	je	.L5133
	xorl	%r10d, %r10d
	cmpq	$0, 24(%rcx)
	je	.L4837
.L4842:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r15,%rdi,8), %r8
	je	.L4839
	.p2align 4,,10
	.p2align 3
.L4836:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L4836
	leaq	1(%rdx,%rdi), %rdi
.L4839:
	addq	$1, %r10
	cmpq	24(%rcx), %r10
	jb	.L4842
.L4837:
	addq	$1, %r9
	addq	$32, %rcx
	jmp	.L4840
.L4934:
	movl	32(%rsp), %edi
	testl	%edi, 40(%rsp)
	je	.L4921
	leaq	.LC683(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC684(%rip), %rcx
	leaq	.LC685(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5325
.L5145:
	xorl	%eax, %eax
	jmp	.L4914
.L5339:
	leaq	11456(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L5347
	movq	11456(%rsp), %rax
	movl	%eax, 1976(%rsp)
	jmp	.L4917
.L4921:
	movq	16(%rsp), %r14
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	%r12d, %esi
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L4995
	cmpl	$0, 2192(%rsp)
	movl	2112(%rsp), %eax
	movq	2184(%rsp), %rbp
	jne	.L5348
	testq	%rbp, %rbp
	jne	.L5349
.L4938:
	leaq	4608(%rsp), %rax
	movq	2208(%rsp), %r8
	movq	2200(%rsp), %rcx
	leaq	.LC694(%rip), %rdx
	movq	%rax, 40(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	2064(%rsp), %rax
	pxor	%xmm0, %xmm0
	movsd	2072(%rsp), %xmm1
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L5350
	comisd	%xmm0, %xmm1
	leaq	.LC695(%rip), %r8
	leaq	.LC696(%rip), %rcx
	ja	.L5326
	cmpl	$0, 2264(%rsp)
	jne	.L5351
.L4942:
	cmpl	$0, 2112(%rsp)
	jne	.L4948
	cmpq	$0, 2184(%rsp)
	jne	.L4948
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L5352
	cmpl	$0, 1832(%rsp)
	jne	.L4951
	movsd	2136(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L4951
	cmpq	$1, 1920(%rsp)
	ja	.L4954
	cmpl	$0, 1912(%rsp)
	jne	.L4954
	cmpq	$0, 2128(%rsp)
	leaq	.LC709(%rip), %r8
	leaq	.LC710(%rip), %rcx
	jne	.L5326
	movsd	2072(%rsp), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L5353
.L4957:
	movq	2120(%rsp), %rax
	testq	%rax, %rax
	jne	.L4961
	cmpl	$0, 2224(%rsp)
	jne	.L4962
	movl	$9765625, %eax
	salq	$11, %rax
	movq	%rax, 2104(%rsp)
.L4963:
	movq	2144(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 1856(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L4995
	movl	2260(%rsp), %edx
	movq	40(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	run_users
	jmp	.L4940
.L5338:
	testl	%r13d, %r13d
	je	.L4915
	leaq	9408(%rsp), %r15
	leaq	.LC678(%rip), %r8
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC679(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4995
.L5349:
	cmpl	$3, %eax
	jne	.L4937
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC690(%rip), %rcx
	leaq	.LC691(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4995
.L5348:
	testq	%rbp, %rbp
	je	.L5354
	testl	%eax, %eax
	jne	.L5355
.L4937:
	leaq	7808(%rsp), %rbx
	movq	%rbp, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC692(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	leaq	11456(%rsp), %rax
	movq	%rbx, %rdi
	movl	$1200, %edx
	movq	%rax, %rsi
	movq	%rax, (%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L5356
	call	fclose@PLT
	movq	(%rsp), %rdi
	call	remove@PLT
	jmp	.L4938
.L5345:
	leaq	11456(%rsp), %rdx
	leaq	9408(%rsp), %rsi
	leaq	7808(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L5300
	movsd	11456(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	9408(%rsp), %xmm2
	movsd	7808(%rsp), %xmm1
	leaq	.LC613(%rip), %rdi
	call	printf@PLT
	jmp	.L4826
.L5350:
	comisd	%xmm0, %xmm1
	ja	.L4942
	cmpl	$1, 2112(%rsp)
	je	.L5357
	movq	2120(%rsp), %rax
	movq	%rax, 16(%rsp)
	orq	2128(%rsp), %rax
	jne	.L4994
	cmpl	$0, 2224(%rsp)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, 16(%rsp)
.L4994:
	movq	2144(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 1856(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L4995
	movl	1832(%rsp), %eax
	cmpl	$1, %eax
	je	.L5358
	movq	2128(%rsp), %rbp
	cmpl	$2, %eax
	je	.L5359
	movq	1840(%rsp), %rcx
	testq	%rbp, %rbp
	jne	.L5047
	movq	16(%rsp), %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbp
.L5047:
	movabsq	$4611686018427387903, %rsi
	movq	%rbp, %rax
	mulq	%rcx
	movq	%rax, %r10
	xorl	%eax, %eax
	cmpq	%r10, %rsi
	sbbq	%rdx, %rax
	jc	.L5360
	leaq	-1(%rbp), %rax
	movq	%rbp, 1896(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 2228(%rsp)
	movq	%rax, 1888(%rsp)
	jne	.L5020
	leaq	.LC749(%rip), %rax
	movq	%rcx, 1928(%rsp)
	movq	%rax, 1944(%rsp)
.L5020:
	movl	1964(%rsp), %r13d
	movq	1896(%rsp), %rbx
	cmpl	$1, %r13d
	je	.L5361
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rbx, %rax
	jb	.L5362
	movq	8(%rsp), %rdi
	call	omissions_on
	movl	2260(%rsp), %ebp
	orl	%ebp, %eax
	jne	.L5126
	xorl	%ebp, %ebp
.L5052:
	cmpl	$2, %r13d
	je	.L5363
.L5054:
	movl	%ebp, (%rsp)
.L5127:
	cmpl	$2, 1912(%rsp)
	jne	.L5058
	cmpq	$0, 2128(%rsp)
	je	.L5057
	xorl	%r11d, %r11d
	movq	%r11, 1904(%rsp)
.L5058:
	movq	8(%rsp), %rdi
	call	service_max
	movq	1808(%rsp), %r12
	xorl	%edx, %edx
	xorl	%edi, %edi
	addq	%r12, %rax
	adcq	%rdi, %rdx
	testq	%r12, %r12
	je	.L5061
	movq	1816(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L5061
	cmpq	$0, 1800(%rsp)
	movq	8(%rsp), %rdi
	je	.L5364
	call	service_max
	movq	8(%rsp), %rdi
	movq	%rax, %r14
	call	service_max
	xorl	%edx, %edx
	movl	$37, %esi
	divq	%rbp
	leaq	2(%rax), %rdi
	movq	%rdi, %rax
	xorl	%edi, %edi
	mulq	%r12
	shldq	$6, %r14, %rdi
	imulq	$37, %rdx, %rcx
	mulq	%rsi
	movq	%r14, %rsi
	salq	$6, %rsi
	addq	%rcx, %rdx
	addq	%rsi, %rax
	adcq	%rdi, %rdx
.L5061:
	movq	1888(%rsp), %rbp
	movq	1824(%rsp), %rsi
	xorl	%r9d, %r9d
	xorl	%edi, %edi
	movq	1904(%rsp), %r8
	leaq	1(%rbx), %rcx
	addq	%rbp, %rsi
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
	jc	.L5365
	movq	2184(%rsp), %rdi
	movl	2112(%rsp), %eax
	movq	%rdi, 24(%rsp)
	testq	%rdi, %rdi
	je	.L5064
	testl	%eax, %eax
	jne	.L5064
	cmpl	$3, %r13d
	je	.L5065
	movq	8(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L5366
.L5067:
	movl	(%rsp), %r9d
	movl	2196(%rsp), %r8d
	movl	2192(%rsp), %ecx
	movq	24(%rsp), %rdx
	movq	40(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	run_bench
	jmp	.L4940
.L5133:
	xorl	%eax, %eax
	movq	%rbp, 24(%rsp)
	movq	%rdi, %r12
	leaq	416(%rsp), %r13
	movq	%rax, 16(%rsp)
	leaq	11456(%rsp), %rax
	leaq	RANK_NAME(%rip), %r14
	movq	%rax, (%rsp)
	leaq	496(%rsp), %rax
	movq	%rax, 8(%rsp)
.L4841:
	movl	16(%rsp), %eax
	movq	24(%rsp), %rdi
	movq	%r13, %rcx
	movl	$2000, %esi
	movl	%eax, %edx
	movl	%eax, %ebp
	call	dist_summarise
	movq	8(%rsp), %r8
	movl	%ebp, %ecx
	movq	%r12, %rsi
	movl	$2000, %edx
	movq	%r15, %rdi
	movl	$8, %ebp
	call	summarise.isra.0
	movq	416(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	496(%rsp), %rsi
	leaq	.LC642(%rip), %rdi
	call	expect
	addl	%eax, %ebx
	movq	16(%rsp), %rax
	movq	(%r14,%rax,8), %r9
.L4843:
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rsp), %rdi
	movl	$64, %esi
	leaq	.LC643(%rip), %rdx
	movq	(%rax,%rbp), %rcx
	xorl	%eax, %eax
	movq	%r9, 32(%rsp)
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	8(%rsp), %rax
	movq	(%rsp), %rdi
	xorl	%edx, %edx
	movq	0(%r13,%rbp), %rcx
	xorl	%r8d, %r8d
	movq	(%rax,%rbp), %rsi
	addq	$8, %rbp
	call	expect
	movq	32(%rsp), %r9
	addl	%eax, %ebx
	cmpq	$56, %rbp
	jne	.L4843
	movq	472(%rsp), %rcx
	movq	552(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC644(%rip), %rdi
	call	expect
	movq	480(%rsp), %rcx
	movq	488(%rsp), %r8
	leaq	.LC645(%rip), %rdi
	movq	560(%rsp), %rsi
	movq	568(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	cmpq	$0, 16(%rsp)
	jne	.L5367
	movq	$1, 16(%rsp)
	jmp	.L4841
.L5367:
	movq	24(%rsp), %rdi
	leaq	896(%rsp), %rbp
	leaq	starts.14(%rip), %r12
	leaq	9408(%rsp), %r15
	leaq	.LC647(%rip), %r14
	call	dist_free
	movl	$44, %ecx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	rep stosq
	movdqa	.LC646(%rip), %xmm0
	movq	$100, 896(%rsp)
	movq	$2000, 960(%rsp)
	movaps	%xmm0, 944(%rsp)
	jmp	.L4847
.L5370:
	leaq	1100(%r13), %rdx
.L4846:
	addq	$1, 9416(%rsp)
	addq	$5000, %rax
	movq	%rax, 9408(%rsp)
	cmpq	%rdx, %rax
	jb	.L5368
.L4844:
	movq	8(%rsp), %rcx
	movq	(%rsp), %rdi
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %r12
	call	expect
	addl	%eax, %ebx
	leaq	80+starts.14(%rip), %rax
	cmpq	%r12, %rax
	je	.L5369
.L4847:
	movq	%rbp, %rsi
	movq	%r15, %rdi
	call	server_init
	movq	(%r12), %r13
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movl	$64, %esi
	xorl	%eax, %eax
	movq	%r13, %rcx
	call	snprintf@PLT
	movl	$100, %edx
	movq	%r13, %rsi
	movq	%rbp, %rdi
	call	ref_serve
	leaq	100(%r13), %rdx
	movq	%rax, 8(%rsp)
	movq	9408(%rsp), %rax
	cmpq	%rdx, %rax
	jnb	.L4844
	cmpq	%rax, %r13
	jb	.L5370
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r13
	jnb	.L4846
	leaq	1100(%rax), %rdx
	jmp	.L4846
.L5368:
	movl	$5000, %r9d
	movl	$1000, %r8d
	movq	%r13, %rsi
	movq	%r15, %rdi
	movl	$100, %ecx
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L4844
.L5369:
	movq	%rbp, %rdi
	movl	$100, %edx
	movl	$1900, %esi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC648(%rip), %rdi
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
	leaq	.LC649(%rip), %rdi
	call	expect
	movq	%rbp, %rdi
	movl	$100, %edx
	movl	$2500, %esi
	addl	%eax, %ebx
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3100, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC650(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	leal	(%rbx,%rax), %ebp
	xorl	%ebx, %ebx
	call	malloc@PLT
	movq	%r15, 176(%rsp)
	movl	$42, %r11d
	movl	%ebp, %r13d
	movq	%rax, 40(%rsp)
	xorl	%eax, %eax
	movq	%r11, %rbp
	movl	%eax, 224(%rsp)
	xorl	%eax, %eax
	movq	%rax, 80(%rsp)
	leaq	9408(%rsp), %rax
	movq	%rax, 248(%rsp)
.L4848:
	cmpq	$0, 40(%rsp)
	setne	%r12b
	cmpq	$5, %rbx
	ja	.L5173
	testb	%r12b, %r12b
	je	.L5173
	leaq	E.13(%rip), %rax
	leaq	TOP.12(%rip), %r9
	movq	%rbx, 256(%rsp)
	movq	(%rax,%rbx,8), %rax
	movq	%r9, 32(%rsp)
	movl	%r13d, %ebx
	leaq	6208(%rsp), %r15
	movq	%r15, %r12
	leaq	(%rax,%rax,2), %r11
	movq	%rax, 48(%rsp)
	leaq	4608(%rsp), %rax
	movq	%r11, %r13
	movq	%rax, %r15
.L4883:
	movq	32(%rsp), %r10
	xorl	%ecx, %ecx
	movabsq	$-7046029254386353131, %r8
	movabsq	$-4658895280553007687, %rdi
	movabsq	$-7723592293110705685, %rsi
	jmp	.L4852
	.p2align 4,,10
	.p2align 3
.L5372:
	movq	-8(%r15,%rcx,8), %rdx
.L4850:
	movq	%rdx, (%r15,%rcx,8)
	movq	%rdx, (%r12,%rcx,8)
	addq	$1, %rcx
	cmpq	$200, %rcx
	je	.L5371
.L4852:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L5372
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
	jmp	.L4850
.L5371:
	movq	16(%rsp), %r8
	movq	48(%rsp), %r9
	movq	%r15, %rdi
	xorl	%esi, %esi
	jmp	.L4857
.L5374:
	addq	$8, %rdi
	cmpq	%r12, %rdi
	je	.L5373
.L4857:
	movq	(%rdi), %rax
	movq	%r8, %rcx
	cmpq	%r9, %rax
	jb	.L4853
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L4853:
	addq	%rsi, %rcx
	setc	%r11b
	movq	%rcx, %rsi
	movzbl	%r11b, %r11d
	jnc	.L5374
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
.L4856:
	leaq	7808(%rsp), %rax
	movl	%ebx, 276(%rsp)
	leaq	3376(%rsp), %r14
	movq	%rax, 264(%rsp)
	leaq	576(%rsp), %rax
	movq	%rax, 88(%rsp)
	leaq	656(%rsp), %rax
	movq	%rax, 168(%rsp)
	leaq	744(%rsp), %rax
	movq	%rax, 112(%rsp)
	leaq	3520(%rsp), %rax
	movq	%rax, 96(%rsp)
	leaq	736(%rsp), %rax
	movq	%rax, 104(%rsp)
	leaq	816(%rsp), %rax
	movq	%rax, 120(%rsp)
	leaq	2288(%rsp), %rax
	movq	%rax, 128(%rsp)
	leaq	3368(%rsp), %rax
	movq	%rax, 160(%rsp)
	leaq	3360(%rsp), %rax
	movq	%rax, 152(%rsp)
	leaq	3352(%rsp), %rax
	movq	%rax, 144(%rsp)
	leaq	2680(%rsp), %rax
	movq	%rax, 136(%rsp)
	leaq	6200(%rsp), %rax
	movq	%rax, 56(%rsp)
	movq	%r11, 8(%rsp)
	movl	%r10d, 24(%rsp)
	movq	%rbp, 280(%rsp)
	movq	16(%rsp), %rbp
	movq	%r13, 288(%rsp)
	movq	(%rsp), %r13
.L4882:
	movq	48(%rsp), %rbx
	movq	40(%rsp), %rcx
	movl	$200, %esi
	movq	%r15, %rdi
	movl	$400000, %r8d
	movq	%rbx, %rdx
	call	correct_co
	movq	88(%rsp), %r8
	movl	24(%rsp), %ecx
	movl	$1000, %edx
	movq	40(%rsp), %rdi
	movq	%rax, %rsi
	call	summarise.isra.0
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%r15, %rdi
	movl	$200, %esi
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 17480
	movq	%rbx, %rdx
	movq	%r15, %rdi
	pushq	176(%rsp)
	.cfi_def_cfa_offset 17488
	movl	40(%rsp), %r8d
	movl	$1000, %ecx
	movl	$200, %esi
	movq	280(%rsp), %r9
	call	corrected_summarise
	movl	40(%rsp), %ecx
	movq	%rbx, %rsi
	xorl	%r9d, %r9d
	xorl	%r8d, %r8d
	movl	$1000, %edx
	movq	%r14, %rdi
	call	cqr_init
	popq	%r11
	.cfi_def_cfa_offset 17480
	popq	%rbx
	.cfi_def_cfa_offset 17472
	movl	3400(%rsp), %eax
	testl	%eax, %eax
	jle	.L4860
.L4859:
	movq	56(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L4861:
	movq	(%rbx), %rsi
	movl	$1, %edx
	movq	%r14, %rdi
	call	cqr_add_n
	movq	%rbx, %rax
	subq	$8, %rbx
	cmpq	%r15, %rax
	jne	.L4861
	movl	3396(%rsp), %eax
	movq	%r14, %rdi
	leal	1(%rax), %edx
	movl	%edx, 3396(%rsp)
	testl	%eax, %eax
	je	.L5375
	call	cqr_end_pass.part.0
.L4863:
	movl	3400(%rsp), %r10d
	testl	%r10d, %r10d
	jg	.L4859
.L4860:
	movq	3408(%rsp), %rax
	movq	112(%rsp), %rdi
	movdqa	3424(%rsp), %xmm7
	movq	%rax, 736(%rsp)
	subq	3440(%rsp), %rax
	movq	%rax, 792(%rsp)
	movq	96(%rsp), %rax
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
	movq	8(%rsp), %r11
	movq	104(%rsp), %rsi
	movl	$8, %eax
	movq	88(%rsp), %rdi
	movq	168(%rsp), %r8
.L4864:
	movq	(%rdi,%rax), %rcx
	xorl	%edx, %edx
	cmpq	%rcx, (%r8,%rax)
	setne	%dl
	cmpq	%rcx, (%rsi,%rax)
	setne	%cl
	addq	$8, %rax
	movzbl	%cl, %ecx
	addl	%ecx, %edx
	movslq	%edx, %rdx
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L4864
	movq	%r11, 8(%rsp)
	movl	$200, %ebx
	movl	$3, 228(%rsp)
	movq	$2, 64(%rsp)
	movq	%r15, 184(%rsp)
	movq	248(%rsp), %r15
.L4881:
	movq	64(%rsp), %r8
	movl	24(%rsp), %ecx
	xorl	%r9d, %r9d
	movq	%r14, %rdi
	movq	48(%rsp), %rsi
	movl	$1000, %edx
	call	cqr_init
	movl	3400(%rsp), %r9d
	testl	%r9d, %r9d
	jle	.L4866
	movq	%r13, 192(%rsp)
	movq	%r15, 200(%rsp)
	.p2align 4,,10
	.p2align 3
.L4865:
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L4872:
	movq	%rbx, %rcx
	leaq	(%r12,%r13,8), %rdx
	subq	%r13, %rcx
	cmpq	$1, %rcx
	je	.L4867
	movq	(%rdx), %rsi
	movq	%rbp, %r15
	jmp	.L4868
	.p2align 4,,10
	.p2align 3
.L4871:
	addq	$1, %r15
	cmpq	%r15, %rcx
	je	.L4870
.L4868:
	cmpq	%rsi, (%rdx,%r15,8)
	je	.L4871
.L4870:
	movq	6208(%rsp,%r13,8), %rsi
	movq	%r15, %rdx
	movq	%r14, %rdi
	addq	%r15, %r13
	call	cqr_add_n
	cmpq	$199, %r13
	jbe	.L4872
.L4869:
	movl	3396(%rsp), %eax
	movq	%r14, %rdi
	leal	1(%rax), %edx
	movl	%edx, 3396(%rsp)
	testl	%eax, %eax
	je	.L5376
	call	cqr_end_pass.part.0
.L4874:
	movl	3400(%rsp), %r8d
	testl	%r8d, %r8d
	jg	.L4865
	movq	192(%rsp), %r13
	movq	200(%rsp), %r15
.L4866:
	movq	3408(%rsp), %rax
	movq	3424(%rsp), %rdi
	movq	3432(%rsp), %rcx
	movq	%rax, 192(%rsp)
	movq	%rax, 736(%rsp)
	subq	3440(%rsp), %rax
	movq	%rax, 792(%rsp)
	movq	%rax, 200(%rsp)
	movq	96(%rsp), %rax
	movq	%rdi, 800(%rsp)
	movdqa	(%rax), %xmm5
	movq	%rdi, 232(%rsp)
	movq	112(%rsp), %rdi
	movdqa	16(%rax), %xmm7
	movq	%rcx, 808(%rsp)
	movq	%rcx, 240(%rsp)
	movups	%xmm5, (%rdi)
	movdqa	32(%rax), %xmm5
	movl	4604(%rsp), %eax
	movups	%xmm7, 16(%rdi)
	movups	%xmm5, 32(%rdi)
	movq	%r14, %rdi
	addq	%rax, 80(%rsp)
	movaps	%xmm5, 208(%rsp)
	call	cqr_free
	movq	8(%rsp), %r11
	movq	104(%rsp), %rcx
	movl	$8, %eax
	movq	88(%rsp), %rsi
	.p2align 4,,10
	.p2align 3
.L4875:
	movq	(%rcx,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rsi,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L4875
	movq	120(%rsp), %r8
	movl	24(%rsp), %ecx
	movl	$1000, %edx
	movl	$200, %esi
	movq	184(%rsp), %rdi
	movq	%r11, 8(%rsp)
	call	summarise.isra.0
	movq	64(%rsp), %rcx
	movl	24(%rsp), %edx
	xorl	%r8d, %r8d
	movq	128(%rsp), %rdi
	movl	$1000, %esi
	call	select_init
	testl	%eax, %eax
	jne	.L4876
	movl	2360(%rsp), %edi
	testl	%edi, %edi
	jle	.L4880
	movq	%rbp, 208(%rsp)
	movq	176(%rsp), %rbp
	movq	%r14, 296(%rsp)
	movq	128(%rsp), %r14
.L4877:
	movq	%rbp, %rdi
	movl	$200, %ecx
	movq	%r12, %rsi
	movl	$200, %edx
	rep movsq
	movq	%r13, %rsi
	movq	%r15, %rdi
	movq	%r15, %rbp
	call	runs_of
	movq	%r15, %rsi
	movq	%r13, %rdx
	movq	%r14, %rdi
	movq	%rax, %rcx
	call	select_add_runs
	movq	%r14, %rdi
	call	select_end_pass
	movl	2360(%rsp), %esi
	testl	%esi, %esi
	jg	.L4877
	movq	%r15, 176(%rsp)
	movq	208(%rsp), %rbp
	movq	296(%rsp), %r14
.L4880:
	pxor	%xmm0, %xmm0
	movl	3372(%rsp), %eax
	movdqa	2416(%rsp), %xmm7
	movdqa	2432(%rsp), %xmm4
	movq	2664(%rsp), %rdi
	movaps	%xmm0, 0(%r13)
	movdqa	2448(%rsp), %xmm5
	movaps	%xmm0, 16(%r13)
	movaps	%xmm0, 32(%r13)
	movaps	%xmm0, 48(%r13)
	movaps	%xmm0, 64(%r13)
	addq	%rax, 80(%rsp)
	movups	%xmm7, 11464(%rsp)
	movups	%xmm4, 11480(%rsp)
	movups	%xmm5, 11496(%rsp)
	call	free@PLT
	movq	2672(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rcx
	movq	152(%rsp), %rdx
	pxor	%xmm6, %xmm6
	movq	144(%rsp), %rsi
	movq	136(%rsp), %rdi
	movups	%xmm6, 2664(%rsp)
	call	guesses_free
	movq	8(%rsp), %r11
	movq	120(%rsp), %rcx
	movl	$8, %eax
.L4878:
	movq	0(%r13,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rcx,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L4878
	movq	%r11, 8(%rsp)
.L4879:
	salq	$2, 64(%rsp)
	subl	$1, 228(%rsp)
	jne	.L4881
	movq	576(%rsp), %rdi
	movq	192(%rsp), %rbx
	xorl	%eax, %eax
	cmpq	%rdi, 656(%rsp)
	movq	632(%rsp), %rsi
	setne	%al
	cmpq	%rbx, %rdi
	movq	640(%rsp), %rdx
	movq	648(%rsp), %rcx
	setne	%dil
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
	movl	24(%rsp), %ecx
	cmpq	$1, %rdx
	sbbl	$-1, %eax
	cltq
	addq	%rax, 8(%rsp)
	testl	%ecx, %ecx
	jne	.L5377
	movl	$1, 24(%rsp)
	jmp	.L4882
.L4867:
	movq	7800(%rsp), %rsi
	movl	$1, %edx
	movq	%r14, %rdi
	call	cqr_add_n
	jmp	.L4869
.L5376:
	call	cqr_first_end
	jmp	.L4874
.L5375:
	call	cqr_first_end
	jmp	.L4863
.L4876:
	movq	2664(%rsp), %rdi
	call	free@PLT
	movq	2672(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rcx
	movq	152(%rsp), %rdx
	pxor	%xmm7, %xmm7
	movq	144(%rsp), %rsi
	movq	136(%rsp), %rdi
	movups	%xmm7, 2664(%rsp)
	call	guesses_free
	addq	$1, 8(%rsp)
	jmp	.L4879
.L5373:
	cmpq	$400000, %rcx
	jbe	.L5378
.L4858:
	addq	$8, 32(%rsp)
	movq	32(%rsp), %rax
	leaq	32+TOP.12(%rip), %rdi
	cmpq	%rax, %rdi
	jne	.L4883
	movl	%ebx, %r13d
	movq	256(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L4848
.L5377:
	movq	32(%rsp), %rax
	movq	(%rsp), %r14
	leaq	.LC651(%rip), %rdx
	movl	$192, %esi
	movq	48(%rsp), %rcx
	movl	276(%rsp), %ebx
	movq	(%rax), %r8
	movq	%r14, %rdi
	xorl	%eax, %eax
	movq	280(%rsp), %rbp
	movq	288(%rsp), %r13
	call	snprintf@PLT
	movq	8(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r14, %rdi
	call	expect
	addl	%eax, 224(%rsp)
	jmp	.L4858
.L5173:
	movq	40(%rsp), %rdi
	call	free@PLT
	xorl	%ecx, %ecx
	cmpq	$0, 80(%rsp)
	movl	$1, %esi
	setne	%cl
	leaq	.LC652(%rip), %rdi
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
	leaq	.LC653(%rip), %rdi
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
	leaq	-8+STREAMS.11(%rip), %r13
	movl	%eax, 32(%rsp)
	leaq	8(%r13), %r15
.L4890:
	movq	%rdi, %rcx
	pxor	%xmm3, %xmm3
	movq	%r8, (%rsp)
	addq	$1, %r8
	movabsq	$-7046029254386353131, %rax
	movq	%r8, 24(%rsp)
	movq	16(%rsp), %r14
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
.L4889:
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
	je	.L4887
	movq	%r14, %rsi
.L4888:
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
	jne	.L4888
	addq	$1, %r14
	jmp	.L4889
.L4887:
	movq	8(%rsp), %rdi
	movq	24(%rsp), %r8
	movq	%rbx, %r12
	movabsq	$626981770695586354, %rax
	cmpq	%rax, %rdi
	jne	.L4890
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC654(%rip), %rdi
	movabsq	$7809158642386836312, %r14
	movabsq	$-7723592293110705685, %rbp
	call	expect
	movq	%r12, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %ebx
	leaq	.LC655(%rip), %rdi
	movabsq	$-4658895280553007687, %r12
	call	expect
	pxor	%xmm1, %xmm1
	addl	%eax, %ebx
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	jmp	.L4896
	.p2align 4,,10
	.p2align 3
.L5380:
	cvttsd2siq	%xmm3, %rax
	testq	%rax, %rax
	js	.L4894
.L5381:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4891:
	movabsq	$-7046029254386353131, %rax
	addsd	%xmm0, %xmm1
	addq	%rax, %r14
	movabsq	$4078304265537237400, %rax
	cmpq	%rax, %r14
	je	.L5379
.L4896:
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
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC31(%rip), %xmm0
	movsd	(%rsp), %xmm1
	movsd	.LC32(%rip), %xmm3
	movq	.LC2(%rip), %rax
	subsd	%xmm0, %xmm3
	movq	%rax, %xmm0
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	comisd	%xmm3, %xmm0
	ja	.L4891
	movq	.LC291(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm3
	jnb	.L4891
	comisd	.LC85(%rip), %xmm3
	jb	.L5380
	subsd	.LC85(%rip), %xmm3
	cvttsd2siq	%xmm3, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L5381
.L4894:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4891
.L5379:
	divsd	.LC656(%rip), %xmm1
	movapd	%xmm1, %xmm0
	xorl	%ecx, %ecx
	movsd	.LC69(%rip), %xmm1
	subsd	.LC31(%rip), %xmm0
	andpd	.LC63(%rip), %xmm0
	movl	$1, %esi
	leaq	.LC657(%rip), %rdi
	leaq	.LC663(%rip), %rbp
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
	leaq	.LC658(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC659(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC660(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC661(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC662(%rip), %rdi
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
	leaq	.LC664(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC665(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC666(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC667(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC668(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC669(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC670(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%al
	movzbl	%al, %eax
	jmp	.L4820
.L5347:
	leaq	9408(%rsp), %r15
	leaq	.LC183(%rip), %r8
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC680(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4995
.L5378:
	xorl	%r10d, %r10d
	jmp	.L4856
.L4961:
	movl	$1, %edx
	movq	%rax, 2104(%rsp)
	salq	$60, %rdx
	cmpq	%rax, %rdx
	jnb	.L4963
	leaq	.LC713(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC714(%rip), %rcx
	leaq	.LC715(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4995
.L4962:
	movl	$9765625, %eax
	salq	$9, %rax
	movq	%rax, 2104(%rsp)
	jmp	.L4963
.L5353:
	movq	8(%rsp), %rdi
	leaq	11456(%rsp), %rdx
	leaq	7808(%rsp), %rsi
	call	service_moments
	movsd	.LC2(%rip), %xmm1
	movsd	7808(%rsp), %xmm0
	movapd	%xmm1, %xmm2
	subsd	2080(%rsp), %xmm2
	divsd	%xmm2, %xmm6
	mulsd	%xmm6, %xmm0
	divsd	.LC28(%rip), %xmm0
	comisd	%xmm1, %xmm0
	jb	.L4957
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC711(%rip), %rcx
	leaq	.LC712(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4995
.L4954:
	leaq	.LC707(%rip), %r8
	leaq	.LC708(%rip), %rcx
.L5326:
	leaq	.LC697(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4995
.L4951:
	leaq	.LC705(%rip), %r8
	leaq	.LC706(%rip), %rcx
	jmp	.L5326
.L5352:
	leaq	.LC703(%rip), %r8
	leaq	.LC704(%rip), %rcx
	jmp	.L5326
.L4948:
	leaq	.LC701(%rip), %r8
	leaq	.LC702(%rip), %rcx
	jmp	.L5326
.L5364:
	call	service_max
	movq	8(%rsp), %rdi
	subq	%r12, %rbp
	movq	%rax, %r14
	call	service_max
	xorl	%edx, %edx
	xorl	%edi, %edi
	divq	%rbp
	addq	$2, %rax
	mulq	%r12
	addq	%r14, %rax
	adcq	%rdi, %rdx
	jmp	.L5061
.L5366:
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC764(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4995
.L5065:
	leaq	.LC761(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC762(%rip), %rcx
	leaq	.LC763(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4995
.L5064:
	cmpl	$2, %eax
	je	.L5382
	cmpl	$3, %eax
	jne	.L5067
	movq	8(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 6208(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L5383
	movq	8(%rsp), %rbx
	leaq	7808(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L5113
	leaq	11456(%rsp), %r12
	pushq	%r8
	.cfi_def_cfa_offset 17480
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	pushq	$0
	.cfi_def_cfa_offset 17488
	movl	$1, %r8d
	movq	%r12, %rdx
	movq	%rbx, %rdi
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	popq	%r9
	.cfi_def_cfa_offset 17480
	popq	%r10
	.cfi_def_cfa_offset 17472
	testl	%eax, %eax
	jne	.L5113
	leaq	6208(%rsp), %rbx
	xorl	%esi, %esi
	movq	%rbp, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	8080(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 17480
	movq	%rbx, %rdi
	leaq	.LC803(%rip), %rcx
	leaq	.LC804(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 17488
	movq	11744(%rsp), %r8
	call	check
	movq	6232(%rsp), %rbx
	leaq	.LC805(%rip), %rdi
	xorl	%eax, %eax
	movq	6224(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	xorl	%eax, %eax
	testq	%rbx, %rbx
	popq	%rsi
	.cfi_def_cfa_offset 17480
	setne	%al
	popq	%rdi
	.cfi_def_cfa_offset 17472
	jmp	.L4940
.L5365:
	leaq	.LC758(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC759(%rip), %rcx
	leaq	.LC760(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4995
.L5113:
	leaq	.LC802(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	jmp	.L4940
.L5383:
	leaq	.LC801(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$3, %eax
	jmp	.L4940
.L5382:
	movl	1832(%rsp), %eax
	cmpl	$2, %eax
	je	.L5069
	cmpl	$0, 1936(%rsp)
	jne	.L5069
	movq	2176(%rsp), %rdi
	subl	$1, %eax
	movq	%rdi, 16(%rsp)
	je	.L5384
	xorl	%eax, %eax
	leaq	11456(%rsp), %rdi
	movl	$744, %ecx
	movq	%rdi, (%rsp)
	leaq	.LC374(%rip), %r12
	rep stosq
	movq	16(%rsp), %rdi
	movq	%r12, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%al
	imulq	1840(%rsp), %rbx
	movzbl	%al, %eax
	movl	%eax, 11456(%rsp)
	movq	%rbx, %rbp
.L5125:
	movq	(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rbp, 11464(%rsp)
	call	sweep_points
	testl	%eax, %eax
	jne	.L4940
	cmpl	$0, 11456(%rsp)
	leaq	.LC374(%rip), %rax
	leaq	.LC601(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC767(%rip), %rdi
	xorl	%eax, %eax
	leaq	7808(%rsp), %rbx
	leaq	.LC11(%rip), %r12
	call	printf@PLT
	movq	1760(%rsp), %rsi
	movq	%rbx, %rdi
	leaq	.LC774(%rip), %rbp
	leaq	.LC776(%rip), %r13
	leaq	.LC778(%rip), %r15
	call	fmt_us.constprop.0
	leaq	.LC768(%rip), %rdi
	leaq	.LC780(%rip), %r14
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1808(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC769(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1816(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC770(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	11464(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC771(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 11456(%rsp)
	leaq	.LC602(%rip), %rax
	leaq	.LC603(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC772(%rip), %rdx
	leaq	.LC773(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC413(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC414(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbp, %rdi
	leaq	.LC411(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %ebp
	call	printf@PLT
	movq	%r12, %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC775(%rip), %rdi
	leaq	.LC779(%rip), %r12
	call	printf@PLT
.L5075:
	movq	%r13, %rdx
	leaq	.LC777(%rip), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC39(%rip), %rsi
	call	printf@PLT
	xorl	%eax, %eax
	movq	%r14, %rdx
	movq	%r15, %rdi
	leaq	.LC39(%rip), %rsi
	call	printf@PLT
	subl	$1, %ebp
	jne	.L5075
	movl	$10, %edi
	xorl	%ebp, %ebp
	leaq	.LC604(%rip), %r14
	call	putchar@PLT
.L5076:
	cmpq	11472(%rsp), %rbp
	jnb	.L5385
	movq	(%rsp), %rax
	cmpl	$0, 11456(%rsp)
	movq	24(%rax,%rbp,8), %rsi
	je	.L5077
	leaq	.LC781(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L5078:
	movq	(%rsp), %rax
	leaq	.LC605(%rip), %rsi
	leaq	.LC783(%rip), %rdi
	leaq	SWEEP_COL(%rip), %r13
	cmpq	$0, 4768(%rax,%rbp,8)
	cmovne	%r14, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	imulq	$36, %rbp, %rcx
	movq	%rbp, 8(%rsp)
	movq	%rbx, %rdi
	movl	%eax, %ebp
.L5080:
	movslq	%ebp, %r12
	movq	%rcx, 48(%rsp)
	xorl	%ebx, %ebx
	imulq	$10, %r12, %r12
	movl	%ebp, 40(%rsp)
	movq	%rdi, %rbp
	addq	%rcx, %r12
.L5084:
	movslq	0(%r13,%rbx,4), %rax
	movq	%rbp, %rdi
	leaq	20(%rax,%r12), %rax
	movq	11464(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L5386
	xorl	%eax, %eax
	leaq	.LC39(%rip), %rsi
	movq	%r15, %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L5168
	movq	%rbp, %rdi
	movl	40(%rsp), %ebp
	movq	48(%rsp), %rcx
	addl	$1, %ebp
	cmpl	$3, %ebp
	jne	.L5080
	movq	8(%rsp), %rbp
	movq	%rdi, %rbx
	movl	$10, %edi
	call	putchar@PLT
	addq	$1, %rbp
	jmp	.L5076
.L5363:
	leaq	11456(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L5054
	movq	8(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L5387
.L5055:
	leaq	.LC11(%rip), %r8
	leaq	.LC755(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4995
.L5362:
	leaq	.LC752(%rip), %r8
	leaq	.LC597(%rip), %rcx
.L5333:
	leaq	.LC751(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4995
.L5361:
	leaq	.LC750(%rip), %r8
	leaq	.LC600(%rip), %rcx
	cmpq	$200000000, %rbx
	ja	.L5333
	movq	8(%rsp), %rdi
	call	omissions_on
	movl	2260(%rsp), %ebp
	orl	%ebp, %eax
	movl	%eax, (%rsp)
	je	.L5127
.L5126:
	movl	1912(%rsp), %ecx
	leaq	by_kind.6(%rip), %rax
	movq	%rbx, %rdx
	cmpl	$3, (%rax,%rcx,4)
	jne	.L5053
	movq	1904(%rsp), %rax
	testq	%rax, %rax
	je	.L5053
	xorl	%edx, %edx
	divq	1760(%rsp)
	movq	1920(%rsp), %rdx
	leaq	1(%rax,%rdx), %rdx
.L5053:
	cmpq	%rbx, %rdx
	cmovb	%rbx, %rdx
	cmpq	$8388608, %rdx
	jbe	.L5052
	leaq	.LC752(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC753(%rip), %rcx
	leaq	.LC754(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4995
.L5387:
	cmpq	$1, 1920(%rsp)
	leaq	.LC598(%rip), %rcx
	jne	.L5055
	movl	1832(%rsp), %eax
	orl	1912(%rsp), %eax
	orl	1768(%rsp), %eax
	jne	.L5055
	cmpq	$0, 1800(%rsp)
	leaq	.LC599(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L5055
.L5384:
	leaq	.LC374(%rip), %r12
	movq	%r12, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5069
	xorl	%eax, %eax
	leaq	11456(%rsp), %rdi
	movl	$744, %ecx
	movq	%r12, %rsi
	movq	%rdi, (%rsp)
	rep stosq
	movq	16(%rsp), %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%al
	addq	$1, %rbp
	movzbl	%al, %eax
	movl	%eax, 11456(%rsp)
	jmp	.L5125
.L5069:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC765(%rip), %rcx
	leaq	.LC766(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4995
.L5168:
	movl	$2, %ebx
	jmp	.L5084
.L5386:
	leaq	.LC777(%rip), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L5084
.L5077:
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC782(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5078
.L5385:
	leaq	.LC784(%rip), %rdi
	call	puts@PLT
	cmpl	$0, 17392(%rsp)
	je	.L5086
	movq	16368(%rsp), %rsi
	leaq	.LC785(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	leaq	.LC786(%rip), %rcx
	leaq	.LC787(%rip), %rdx
	leaq	.LC602(%rip), %rsi
	leaq	.LC788(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 17396(%rsp)
	jne	.L5388
.L5087:
	movl	$10, %edi
	xorl	%r15d, %r15d
	leaq	16408(%rsp), %r13
	call	putchar@PLT
	movq	(%rsp), %rbp
	leaq	.LC792(%rip), %r12
	leaq	.LC793(%rip), %r14
	xchgq	%rbp, %rbx
	jmp	.L5088
.L5391:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L5090:
	divsd	%xmm2, %xmm0
	movq	(%rsp), %rax
	movq	%r12, %rdi
	movq	24(%rax,%r15,8), %rsi
	movl	$2, %eax
	divsd	.LC69(%rip), %xmm0
	call	printf@PLT
	cmpl	$0, 17396(%rsp)
	jne	.L5389
.L5091:
	movl	$10, %edi
	addq	$1, %r15
	addq	$288, %rbx
	call	putchar@PLT
.L5088:
	cmpq	11472(%rsp), %r15
	jnb	.L5390
	imulq	$56, %r15, %rax
	movq	304(%rbx), %rdi
	movq	312(%rbx), %rsi
	movsd	0(%r13,%rax), %xmm1
	divsd	.LC69(%rip), %xmm1
	movsd	%xmm1, 8(%rsp)
	call	__floatuntidf@PLT
	movq	240(%rbx), %rax
	movsd	8(%rsp), %xmm1
	testq	%rax, %rax
	jns	.L5391
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L5090
.L4919:
	leaq	9408(%rsp), %r15
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r8, %rcx
	leaq	.LC681(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4995
.L5357:
	cmpl	$0, 2260(%rsp)
	jne	.L5392
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L5393
	movq	2160(%rsp), %r12
	testq	%r12, %r12
	je	.L4967
	leaq	11456(%rsp), %rax
	leaq	7808(%rsp), %rbx
	movq	%r12, %rsi
	movl	$2048, %r9d
	movq	%rax, %r8
	movl	$1, %ecx
	movq	%rbx, %rdi
	movq	%rax, (%rsp)
	leaq	.LC368(%rip), %rdx
	call	numbers_open
	testl	%eax, %eax
	jne	.L4972
	movl	$8192, %edi
	movl	$1024, %r13d
	call	malloc@PLT
	movq	32(%rsp), %r14
	movq	%rax, %rbp
	leaq	6208(%rsp), %rax
	movq	%rax, 24(%rsp)
	testq	%rbp, %rbp
	jne	.L4973
	jmp	.L5394
.L4976:
	movq	6208(%rsp), %rax
	movq	%rax, 0(%rbp,%r14,8)
	addq	$1, %r14
.L4973:
	movq	(%rsp), %rdx
	movq	24(%rsp), %rsi
	movl	$2048, %ecx
	movq	%rbx, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L5395
	cmpq	$200000000, %r14
	je	.L5396
	cmpq	%r14, %r13
	jne	.L4976
	movq	%r13, %rsi
	movq	%rbp, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L4977
	addq	%r13, %r13
	movq	%rax, %rbp
	jmp	.L4976
.L5351:
	leaq	.LC698(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC699(%rip), %rcx
	leaq	.LC700(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4995
.L5396:
	movq	(%rsp), %rdi
	movq	%r12, %rcx
	leaq	.LC719(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
.L4974:
	movq	%rbx, %rdi
	call	numbers_close
	movq	%rbp, %rdi
	call	free@PLT
.L4972:
	movq	(%rsp), %rdi
	call	usage_error
	jmp	.L4940
.L5395:
	movq	%r14, 32(%rsp)
	testl	%eax, %eax
	js	.L4974
	movq	%rbx, %rdi
	call	numbers_close
	movq	32(%rsp), %r13
.L4980:
	movq	40(%rsp), %rcx
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r13, %rdx
	movq	2184(%rsp), %r9
	movq	%rbp, %rsi
	call	run_correct
	movq	%rbp, %rdi
	movl	%eax, (%rsp)
	call	free@PLT
	movl	(%rsp), %eax
	jmp	.L4940
.L5394:
	movq	(%rsp), %rdi
	movq	%r12, %rcx
	leaq	.LC718(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4974
.L4977:
	movq	(%rsp), %rdi
	movq	%r12, %rcx
	leaq	.LC806(%rip), %rdx
	xorl	%eax, %eax
	movq	7856(%rsp), %r8
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4974
.L4967:
	movq	2168(%rsp), %r12
	xorl	%r14d, %r14d
	movq	%r14, 1248(%rsp)
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L5397
	leaq	7808(%rsp), %rbx
	movq	%r12, %rcx
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	leaq	.LC403(%rip), %rdx
	movl	$256, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	leaq	3376(%rsp), %rax
	movq	%r12, 16(%rsp)
	leaq	1248(%rsp), %r15
	movl	$2, (%rsp)
	movq	%rbp, %r12
	movq	%rax, 24(%rsp)
.L4992:
	movq	16(%rsp), %rcx
	movl	$256, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC403(%rip), %rdx
	xorl	%r13d, %r13d
	call	snprintf@PLT
	movq	%r15, %rdx
	leaq	.LC723(%rip), %rsi
	movq	%rbx, %rdi
	call	strtok_r@PLT
	movq	%rax, %rbp
.L4981:
	testq	%rbp, %rbp
	je	.L5398
	movl	$42, %esi
	movq	%rbp, %rdi
	call	strchr@PLT
	movq	$1, 3376(%rsp)
	testq	%rax, %rax
	je	.L4982
	movb	$0, (%rax)
	leaq	1(%rax), %r14
	movq	24(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r14, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L5399
.L4982:
	leaq	6208(%rsp), %r14
	leaq	2288(%rsp), %rdx
	movl	$1, %esi
	movq	%rbp, %rdi
	movl	$160, %r8d
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L4984
	movq	3376(%rsp), %rax
	movq	2288(%rsp), %rdx
	addq	%r13, %rax
	jmp	.L4985
.L4987:
	testq	%r12, %r12
	je	.L4986
	movq	%rdx, (%r12,%r13,8)
.L4986:
	addq	$1, %r13
.L4985:
	cmpq	%r13, %rax
	jne	.L4987
	movq	%r15, %rdx
	leaq	.LC723(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbp
	jmp	.L4981
.L4984:
	leaq	11456(%rsp), %rdi
	movq	%r14, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC11(%rip), %r8
	leaq	.LC725(%rip), %rdx
	movq	%rdi, (%rsp)
	call	snprintf@PLT
	movq	%r12, %rdi
	call	free@PLT
	jmp	.L4972
.L5398:
	cmpl	$1, (%rsp)
	jne	.L5400
	movq	%r12, %rbp
	leaq	.LC595(%rip), %r12
	testq	%rbp, %rbp
	jne	.L4980
	leaq	11456(%rsp), %rax
	movq	%rax, (%rsp)
	jmp	.L4972
.L5397:
	leaq	11456(%rsp), %rdi
	leaq	.LC720(%rip), %r8
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC721(%rip), %rcx
	leaq	.LC722(%rip), %rdx
	movq	%rdi, (%rsp)
	call	snprintf@PLT
	jmp	.L4972
.L5399:
	leaq	11456(%rsp), %rax
	movq	%r14, %rcx
	leaq	.LC192(%rip), %r8
	movl	$2048, %esi
	movq	%rax, (%rsp)
	movq	%rax, %rdi
	leaq	.LC724(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %rdi
	call	free@PLT
	jmp	.L4972
.L5400:
	testq	%r13, %r13
	je	.L4991
	leaq	0(,%r13,8), %rdi
	call	malloc@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L4991
	movl	$1, (%rsp)
	jmp	.L4992
.L5393:
	leaq	.LC717(%rip), %rdi
	call	usage_error
	jmp	.L4940
.L5355:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC688(%rip), %rcx
	leaq	.LC689(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4995
.L5354:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC686(%rip), %rcx
	leaq	.LC687(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4995
.L5356:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r15, %rdi
	movq	%rax, %r8
	leaq	.LC693(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4995
.L5389:
	movq	(%rsp), %rax
	movsd	5808(%rax,%r15,8), %xmm1
	movq	264(%rbx), %rax
	divsd	.LC69(%rip), %xmm1
	testq	%rax, %rax
	js	.L5092
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5093:
	movq	%r14, %rdi
	movl	$2, %eax
	divsd	.LC69(%rip), %xmm0
	call	printf@PLT
	jmp	.L5091
.L5388:
	leaq	.LC789(%rip), %rdx
	leaq	.LC790(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC791(%rip), %rdi
	call	printf@PLT
	jmp	.L5087
.L5390:
	leaq	.LC794(%rip), %rdi
	movq	%rbp, %rbx
	call	puts@PLT
.L5086:
	xorl	%ebp, %ebp
	leaq	PCT_NAME(%rip), %r13
	leaq	SET_NAME(%rip), %r15
	movq	%rbp, %r12
	leaq	.LC796(%rip), %r14
	movq	%rbx, %rbp
.L5099:
	cmpq	11472(%rsp), %r12
	jnb	.L5401
	movq	(%rsp), %rax
	imulq	$36, %r12, %rbx
	movq	16(%rsp), %rsi
	leaq	.LC795(%rip), %rdi
	movq	24(%rax,%r12,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	movq	%rbx, %rcx
	movq	%rbp, %r8
	movq	%r12, %rbx
	movq	%rax, %rbp
.L5095:
	movslq	%ebp, %rax
	movq	%rcx, 40(%rsp)
	movq	(%r15,%rbp,8), %rsi
	leaq	SWEEP_COL(%rip), %r12
	imulq	$10, %rax, %rax
	addq	%rcx, %rax
	movq	%rax, 8(%rsp)
.L5096:
	movslq	(%r12), %rax
	movq	8(%rsp), %rdi
	movq	%r8, 56(%rsp)
	addq	$4, %r12
	movq	%rsi, 48(%rsp)
	leaq	20(%rax,%rdi), %rdx
	movq	%r14, %rdi
	movq	11464(%rsp,%rdx,8), %rcx
	movq	0(%r13,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	48(%rsp), %rsi
	movq	56(%rsp), %r8
	leaq	12+SWEEP_COL(%rip), %rax
	cmpq	%r12, %rax
	jne	.L5096
	addq	$1, %rbp
	movq	40(%rsp), %rcx
	cmpq	$3, %rbp
	jne	.L5095
	movq	(%rsp), %rax
	movq	%rbx, %r12
	movq	%r8, %rbp
	leaq	.LC546(%rip), %rsi
	leaq	.LC797(%rip), %rdi
	cmpq	$0, 4768(%rax,%rbx,8)
	leaq	.LC545(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %r12
	call	printf@PLT
	jmp	.L5099
.L5092:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5093
.L5401:
	movq	(%rsp), %r15
	movq	%rbp, %rbx
	movq	32(%rsp), %r14
	leaq	.LC798(%rip), %r13
	leaq	.LC799(%rip), %r12
	movq	%r15, %rbp
	xchgq	%rbp, %rbx
	jmp	.L5101
.L5403:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
.L5103:
	divsd	%xmm3, %xmm1
	movq	(%rsp), %rax
	movq	16(%rsp), %rsi
	movq	%r13, %rdi
	movsd	4920(%rbx), %xmm0
	movq	4912(%rbx), %rcx
	movq	24(%rax,%r14,8), %rdx
	movl	$3, %eax
	call	printf@PLT
	cmpl	$0, 17396(%rsp)
	jne	.L5402
.L5104:
	movl	$10, %edi
	addq	$1, %r14
	addq	$56, %rbx
	addq	$288, %r15
	call	putchar@PLT
.L5101:
	cmpl	$0, 17392(%rsp)
	movq	11472(%rsp), %rcx
	je	.L5105
	cmpq	%rcx, %r14
	jnb	.L5105
	movsd	4952(%rbx), %xmm2
	movq	304(%r15), %rdi
	movq	312(%r15), %rsi
	movsd	%xmm2, 8(%rsp)
	call	__floatuntidf@PLT
	movq	240(%r15), %rax
	movsd	8(%rsp), %xmm2
	movapd	%xmm0, %xmm1
	testq	%rax, %rax
	jns	.L5403
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm3, %xmm3
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L5103
.L5359:
	movq	2152(%rsp), %rax
	xorl	%r13d, %r13d
	movq	%r15, %r8
	xorl	%ecx, %ecx
	leaq	7808(%rsp), %rbx
	movl	$2048, %r9d
	leaq	.LC287(%rip), %rdx
	movq	%r13, 2272(%rsp)
	movq	%rax, %rsi
	movq	%rbx, %rdi
	movq	%rax, 48(%rsp)
	movq	2120(%rsp), %r12
	call	numbers_open
	movl	%eax, 56(%rsp)
	testl	%eax, %eax
	jne	.L4995
	movq	7808(%rsp), %rdi
	call	fileno@PLT
	leaq	11456(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L5025
	movl	11480(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 56(%rsp)
.L5025:
	xorl	%r9d, %r9d
	movq	%rbx, (%rsp)
	xorl	%r13d, %r13d
	xorl	%r14d, %r14d
	leaq	6208(%rsp), %rax
	movq	%r9, %rbx
	movq	%rax, 24(%rsp)
.L5026:
	movq	24(%rsp), %rsi
	movq	(%rsp), %rdi
	movl	$2048, %ecx
	movq	%r15, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L5404
	cmpl	$0, 56(%rsp)
	movq	7856(%rsp), %rax
	jne	.L5027
	movl	$1, %edi
	salq	$40, %rdi
	cmpq	%rax, %rdi
	jb	.L5153
	testq	%rbp, %rbp
	jne	.L5029
	movq	6208(%rsp), %rax
	testq	%r12, %r12
	je	.L5031
	cmpq	%r12, %rax
	jnb	.L5026
.L5031:
	testq	%r14, %r14
	movq	%rax, 1888(%rsp)
	cmove	%rax, %r13
	addq	$1, %r14
	jmp	.L5026
.L5029:
	cmpq	%rbp, %r14
	je	.L5026
	testq	%r12, %r12
	je	.L5331
	cmpq	%r12, 6208(%rsp)
	jnb	.L5026
.L5331:
	movq	6208(%rsp), %rax
	jmp	.L5031
.L5153:
	movq	(%rsp), %rbx
	leaq	.LC597(%rip), %r8
.L5028:
	movq	48(%rsp), %rcx
	leaq	.LC740(%rip), %rdx
.L5332:
	movq	%r15, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	numbers_close
.L5035:
	movq	2272(%rsp), %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	movq	%rbx, 2272(%rsp)
	jmp	.L4995
.L5027:
	cmpq	$200000000, %rax
	ja	.L5154
	testq	%rbp, %rbp
	je	.L5335
	cmpq	%rbp, %r14
	je	.L5026
.L5335:
	testq	%r12, %r12
	je	.L5034
	cmpq	%r12, 6208(%rsp)
	jnb	.L5026
.L5034:
	movq	2272(%rsp), %rdi
	cmpq	%r14, %rbx
	je	.L5405
.L5037:
	movq	6208(%rsp), %rax
	movq	%rax, (%rdi,%r14,8)
	jmp	.L5331
.L5154:
	movq	(%rsp), %rbx
	leaq	.LC596(%rip), %r8
	jmp	.L5028
.L5360:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC747(%rip), %rcx
	leaq	.LC748(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4995
.L5057:
	movq	16(%rsp), %rax
	movq	%rax, 1904(%rsp)
	testq	%rax, %rax
	je	.L5058
	xorl	%edx, %edx
	divq	1760(%rsp)
	movq	1920(%rsp), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpl	$1, %r13d
	je	.L5059
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L5058
	leaq	.LC597(%rip), %rcx
.L5060:
	leaq	.LC756(%rip), %r8
	leaq	.LC757(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4995
.L5404:
	movq	(%rsp), %rdi
	movl	%eax, 24(%rsp)
	call	numbers_close
	movl	24(%rsp), %eax
	testl	%eax, %eax
	js	.L5035
	movq	2272(%rsp), %rax
	movq	2152(%rsp), %rsi
	movq	%rax, 1872(%rsp)
	testq	%r14, %r14
	je	.L5406
	cmpl	$0, 2228(%rsp)
	movq	%rsi, 1864(%rsp)
	movq	%r14, 1896(%rsp)
	movq	%r13, 1880(%rsp)
	jne	.L5020
	cmpq	$1, %r14
	je	.L5045
	movq	1888(%rsp), %rcx
	leaq	-1(%r14), %r8
	xorl	%edx, %edx
	subq	%r13, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L5045
	movq	%rax, 1928(%rsp)
	leaq	.LC746(%rip), %rax
	movq	%rax, 1944(%rsp)
	jmp	.L5020
.L5405:
	testq	%rbx, %rbx
	je	.L5038
	movq	%rbx, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L5330
	movq	%rax, 2272(%rsp)
	addq	%rbx, %rbx
	jmp	.L5037
.L5059:
	leaq	.LC600(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L5058
	jmp	.L5060
.L5330:
	movq	(%rsp), %rbx
	movq	7856(%rsp), %r8
	leaq	.LC741(%rip), %rdx
	movq	48(%rsp), %rcx
	jmp	.L5332
.L5038:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L5330
	movq	%rdi, 2272(%rsp)
	movl	$1024, %ebx
	jmp	.L5037
.L5045:
	movq	%rsi, %rcx
	leaq	.LC744(%rip), %r8
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC745(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4995
.L5406:
	movq	%rsi, %rcx
	leaq	.LC742(%rip), %r8
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC743(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4995
.L5300:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	11456(%rsp), %xmm2
	movsd	9408(%rsp), %xmm1
	leaq	.LC614(%rip), %rdi
	movsd	7808(%rsp), %xmm0
	call	printf@PLT
	jmp	.L4826
.L5392:
	leaq	.LC716(%rip), %rdi
	call	usage_error
	jmp	.L4940
.L4991:
	movq	16(%rsp), %r12
	leaq	.LC726(%rip), %r8
	xorl	%eax, %eax
	leaq	11456(%rsp), %rdi
	leaq	.LC727(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, (%rsp)
	movq	%r12, %rcx
	call	snprintf@PLT
	jmp	.L4972
.L5358:
	movsd	2136(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L4997
	je	.L5407
.L4997:
	cmpq	$0, 2128(%rsp)
	jne	.L4999
	movq	16(%rsp), %rax
	testq	%rax, %rax
	js	.L5000
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5001:
	divsd	.LC28(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC731(%rip), %r8
	leaq	.LC732(%rip), %rcx
	comisd	.LC730(%rip), %xmm0
	ja	.L5334
.L4999:
	movl	$1048576, %edi
	call	malloc@PLT
	movq	%rax, %r12
	movq	16(%rsp), %rax
	testq	%rax, %rax
	js	.L5003
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L5004:
	leaq	.LC734(%rip), %r8
	leaq	.LC735(%rip), %rcx
	testq	%r12, %r12
	je	.L5334
	pxor	%xmm1, %xmm1
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	movsd	%xmm2, 80(%rsp)
	leaq	11456(%rsp), %rax
	leaq	7808(%rsp), %rbx
	movsd	%xmm1, 48(%rsp)
	movq	%rax, (%rsp)
	leaq	524288(%r12), %rax
	movq	%rax, 64(%rsp)
.L5005:
	movq	64(%rsp), %rax
	movq	2144(%rsp), %rdi
	xorl	%esi, %esi
	leaq	poisson_gaps(%rip), %rdx
	movsd	2136(%rsp), %xmm0
	movq	(%rsp), %rcx
	movq	$65536, 11488(%rsp)
	movq	%rax, 11464(%rsp)
	leaq	65536(%r13), %rax
	movq	%rdi, %xmm3
	movq	%rax, %xmm5
	movq	%rdi, 56(%rsp)
	movq	%rbx, %rdi
	punpcklqdq	%xmm5, %xmm3
	movsd	%xmm0, 88(%rsp)
	movsd	%xmm0, 11456(%rsp)
	movaps	%xmm3, 11472(%rsp)
	call	pthread_create@PLT
	movq	56(%rsp), %rdi
	movq	%r12, %rcx
	movq	%r13, %rsi
	movsd	88(%rsp), %xmm0
	movl	%eax, %r14d
	movl	$65536, %edx
	call	poisson_gap_bits
	testl	%r14d, %r14d
	jne	.L5006
	movq	7808(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L5007:
	movq	2128(%rsp), %rdi
	movq	%rbp, %rsi
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	movsd	.LC85(%rip), %xmm3
	movsd	48(%rsp), %xmm1
	movabsq	$-9223372036854775808, %r8
	jmp	.L5017
.L5411:
	xorl	%eax, %eax
	cmpq	%rdi, %rbp
	sete	%al
.L5009:
	testl	%eax, %eax
	jne	.L5408
	comisd	.LC291(%rip), %xmm1
	jnb	.L5328
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %rbp
	je	.L5328
	addq	$1, %rbp
	testq	%rsi, %rsi
	je	.L5409
.L5014:
	addq	$1, %rcx
	cmpq	$131072, %rcx
	je	.L5410
	movq	%rbp, %rsi
.L5017:
	movapd	%xmm1, %xmm0
	addsd	(%r12,%rcx,8), %xmm1
	testq	%rdi, %rdi
	jne	.L5411
	xorl	%eax, %eax
	comisd	80(%rsp), %xmm1
	setnb	%al
	jmp	.L5009
.L5328:
	testb	%dl, %dl
	je	.L5012
	movq	24(%rsp), %rax
	movq	%rax, 1880(%rsp)
.L5012:
	movq	%r12, %rdi
	call	free@PLT
	leaq	.LC731(%rip), %r8
	leaq	.LC736(%rip), %rcx
.L5334:
	leaq	.LC733(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4995
.L5000:
	movq	16(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	andl	$1, %edi
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5001
.L5410:
	movsd	%xmm1, 48(%rsp)
	testb	%dl, %dl
	je	.L5018
	movq	24(%rsp), %rax
	movq	%rax, 1880(%rsp)
.L5018:
	addq	$131072, %r13
	jmp	.L5005
.L5409:
	comisd	%xmm3, %xmm1
	jnb	.L5015
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 24(%rsp)
.L5016:
	movl	$1, %edx
	jmp	.L5014
.L5015:
	movapd	%xmm1, %xmm0
	subsd	%xmm3, %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r8, %rax
	movq	%rax, 24(%rsp)
	jmp	.L5016
.L5408:
	testb	%dl, %dl
	je	.L5116
	movq	24(%rsp), %rax
	movq	%rax, 1880(%rsp)
.L5116:
	movsd	.LC85(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L5117
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1888(%rsp)
.L5118:
	movq	%r12, %rdi
	call	free@PLT
	movq	.LC85(%rip), %rax
	testq	%rbp, %rbp
	movq	%rax, %xmm1
	je	.L5412
	movq	2144(%rsp), %rax
	cmpl	$0, 2228(%rsp)
	movq	%rbp, 1896(%rsp)
	movsd	2136(%rsp), %xmm2
	movq	%rax, 1856(%rsp)
	movsd	%xmm2, 1848(%rsp)
	jne	.L5020
	movsd	.LC28(%rip), %xmm0
	divsd	%xmm2, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L5021
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1928(%rsp)
.L5022:
	movq	1928(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1928(%rsp)
	leaq	.LC739(%rip), %rax
	movq	%rax, 1944(%rsp)
	jmp	.L5020
.L5021:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1928(%rsp)
	btcq	$63, 1928(%rsp)
	jmp	.L5022
.L5412:
	leaq	.LC737(%rip), %r8
	leaq	.LC738(%rip), %rcx
	jmp	.L5334
.L5117:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1888(%rsp)
	btcq	$63, 1888(%rsp)
	jmp	.L5118
.L5006:
	movq	(%rsp), %rdi
	call	poisson_gaps
	jmp	.L5007
.L5003:
	movq	16(%rsp), %rdi
	pxor	%xmm2, %xmm2
	movq	%rdi, %rax
	andl	$1, %edi
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L5004
.L5105:
	movq	16360(%rsp), %rdx
	xorl	%eax, %eax
	movq	%rbp, %rbx
	movq	16352(%rsp), %rsi
	leaq	.LC800(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 24(%rsp)
	je	.L5107
	leaq	11616(%rsp), %rdx
	leaq	11480(%rsp), %rdi
	movl	11456(%rsp), %eax
	movq	%rdx, %xmm7
	movq	11472(%rsp), %rdx
	movq	%rdi, %xmm0
	punpcklqdq	%xmm7, %xmm0
	movl	%eax, 7808(%rsp)
	movq	%rdx, 7832(%rsp)
	xorl	%edx, %edx
	cmpl	$0, 17396(%rsp)
	movups	%xmm0, 7816(%rsp)
	je	.L5108
	leaq	17264(%rsp), %rdx
.L5108:
	testl	%eax, %eax
	movq	24(%rsp), %rdi
	leaq	.LC607(%rip), %rsi
	leaq	.LC606(%rip), %rax
	cmovne	%rax, %rsi
	movq	%rdx, 7840(%rsp)
	movq	%rbx, %rcx
	leaq	sweep_writer(%rip), %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L5413
.L5107:
	xorl	%eax, %eax
	cmpq	$0, 16360(%rsp)
	setne	%al
	jmp	.L4940
.L5413:
	movl	$1, %eax
	jmp	.L4940
.L5402:
	movq	(%rsp), %rax
	movq	264(%r15), %rsi
	movq	%r12, %rdi
	movsd	5808(%rax,%r14,8), %xmm0
	movl	$1, %eax
	call	printf@PLT
	jmp	.L5104
.L5407:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC728(%rip), %rcx
	leaq	.LC729(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4995
	.cfi_endproc
.LFE366:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB367:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE367:
	.size	main, .-main
	.section	.rodata.str1.1
.LC807:
	.string	"closed (from actual send)"
.LC808:
	.string	"open (from intended send)"
.LC809:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC807
	.quad	.LC808
	.quad	.LC809
	.section	.rodata.str1.1
.LC810:
	.string	"closed.values"
.LC811:
	.string	"open.values"
.LC812:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC810
	.quad	.LC811
	.quad	.LC812
	.section	.rodata.str1.1
.LC813:
	.string	"closed.hgrm"
.LC814:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC813
	.quad	.LC814
	.quad	.LC464
	.section	.rodata
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
.LC815:
	.string	"0%"
.LC816:
	.string	"90%"
.LC817:
	.string	"99%"
.LC818:
	.string	"99.9%"
.LC819:
	.string	"99.99%"
.LC820:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.7, @object
	.size	XTICK.7, 48
XTICK.7:
	.quad	.LC815
	.quad	.LC816
	.quad	.LC817
	.quad	.LC818
	.quad	.LC819
	.quad	.LC820
	.align 16
	.type	NAMES.8, @object
	.size	NAMES.8, 16
NAMES.8:
	.quad	.LC455
	.quad	.LC411
	.align 16
	.type	names.9, @object
	.size	names.9, 16
names.9:
	.quad	.LC455
	.quad	.LC411
	.section	.rodata.str1.1
.LC821:
	.string	"ns"
.LC822:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.10, @object
	.size	units.10, 64
units.10:
	.quad	.LC821
	.quad	1
	.quad	.LC822
	.quad	1000
	.quad	.LC665
	.quad	1000000
	.quad	.LC251
	.quad	1000000000
	.section	.rodata
	.align 32
	.type	STREAMS.11, @object
	.size	STREAMS.11, 32
STREAMS.11:
	.quad	6000292609090864433
	.quad	6000292609090864434
	.quad	6004495999144771920
	.quad	6004495999145100622
	.align 32
	.type	TOP.12, @object
	.size	TOP.12, 32
TOP.12:
	.quad	2000
	.quad	50
	.quad	300000
	.quad	70000
	.align 32
	.type	E.13, @object
	.size	E.13, 48
E.13:
	.quad	1
	.quad	7
	.quad	100
	.quad	1000
	.quad	4096
	.quad	65537
	.align 32
	.type	starts.14, @object
	.size	starts.14, 80
starts.14:
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
	.local	fixed.15
	.comm	fixed.15,160000,32
	.local	raw.16
	.comm	raw.16,80008,32
	.align 8
	.type	SWEEP_COL, @object
	.size	SWEEP_COL, 12
SWEEP_COL:
	.long	0
	.long	2
	.long	3
	.section	.rodata.str1.1
.LC823:
	.string	"open_closed_p99"
.LC824:
	.string	"open_closed_p999"
.LC825:
	.string	"open_closed_slow"
.LC826:
	.string	"closed_max_p99"
.LC827:
	.string	"corrected_closed_p99"
.LC828:
	.string	"open_corrected_p99"
.LC829:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC823
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC824
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC825
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC826
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC827
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC828
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC829
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC830:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC831:
	.string	"service time of one request (100us)"
	.align 8
.LC832:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC833:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC834:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC835:
	.string	"start of the first stall (500ms)"
	.align 8
.LC836:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC837:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC838:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC839:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC840:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC841:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC842:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC843:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC844:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.section	.rodata.str1.1
.LC845:
	.string	"fixed|exp|bimodal|lognormal"
	.section	.rodata.str1.8
	.align 8
.LC846:
	.string	"service times: each\n--service, or drawn with --service as the mean (bimodal: see below)"
	.align 8
.LC847:
	.string	"lognormal: the coefficient of variation"
	.section	.rodata.str1.1
.LC848:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC849:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.align 8
.LC850:
	.string	"bimodal: the slow requests' service time"
	.section	.rodata.str1.1
.LC851:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC852:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC853:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC854:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC855:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC856:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC857:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC858:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC859:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC860:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC861:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC862:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.align 8
.LC863:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC864:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC865:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC866:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.align 8
.LC867:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.align 8
.LC868:
	.string	"time between its pauses, 0 for one pause (1s)"
	.align 8
.LC869:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC870:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC871:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.align 8
.LC872:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC873:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC874:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.align 8
.LC875:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC876:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.section	.rodata.str1.1
.LC877:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC878:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC879:
	.string	"users: the time between a reply and the next request (0)"
	.align 8
.LC880:
	.string	"users: each think --think, or exponential (fixed)"
	.align 8
.LC881:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC882:
	.string	"the slow line (1ms)"
.LC883:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC884:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC885:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC886:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC887:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC888:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.section	.rodata.str1.1
.LC889:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC890:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC891:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC892:
	.string	"default, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20"
	.align 8
.LC893:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC894:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC895:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC896:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC897:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC898:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC899:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC900:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC901:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC902:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC903:
	.string	"run the unit checks and exit"
.LC904:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 1664
OPTIONS:
	.quad	.LC122
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC831
	.quad	.LC126
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC832
	.quad	.LC129
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC833
	.quad	.LC131
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC834
	.quad	.LC133
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC835
	.quad	.LC164
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC836
	.quad	.LC167
	.long	0
	.zero	4
	.quad	.LC837
	.quad	.LC838
	.quad	.LC346
	.long	0
	.zero	4
	.quad	.LC839
	.quad	.LC840
	.quad	.LC185
	.long	0
	.zero	4
	.quad	.LC841
	.quad	.LC842
	.quad	.LC188
	.long	0
	.zero	4
	.quad	.LC843
	.quad	.LC844
	.quad	.LC339
	.long	0
	.zero	4
	.quad	.LC845
	.quad	.LC846
	.quad	.LC177
	.long	0
	.zero	4
	.quad	.LC843
	.quad	.LC847
	.quad	.LC178
	.long	0
	.zero	4
	.quad	.LC848
	.quad	.LC849
	.quad	.LC174
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC850
	.quad	.LC341
	.long	0
	.zero	4
	.quad	.LC851
	.quad	.LC852
	.quad	.LC343
	.long	0
	.zero	4
	.quad	.LC853
	.quad	.LC854
	.quad	.LC287
	.long	0
	.zero	4
	.quad	.LC855
	.quad	.LC856
	.quad	.LC349
	.long	0
	.zero	4
	.quad	.LC857
	.quad	.LC858
	.quad	.LC191
	.long	0
	.zero	4
	.quad	.LC859
	.quad	.LC860
	.quad	.LC170
	.long	0
	.zero	4
	.quad	.LC861
	.quad	.LC862
	.quad	.LC137
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC863
	.quad	.LC148
	.long	0
	.zero	4
	.quad	.LC864
	.quad	.LC865
	.quad	.LC145
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC866
	.quad	.LC140
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC867
	.quad	.LC146
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC868
	.quad	.LC147
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC869
	.quad	.LC355
	.long	0
	.zero	4
	.quad	.LC870
	.quad	.LC871
	.quad	.LC161
	.long	0
	.zero	4
	.quad	.LC864
	.quad	.LC872
	.quad	.LC363
	.long	0
	.zero	4
	.quad	.LC873
	.quad	.LC874
	.quad	.LC152
	.long	0
	.zero	4
	.quad	.LC837
	.quad	.LC875
	.quad	.LC155
	.long	0
	.zero	4
	.quad	.LC841
	.quad	.LC876
	.quad	.LC158
	.long	0
	.zero	4
	.quad	.LC877
	.quad	.LC878
	.quad	.LC143
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC879
	.quad	.LC360
	.long	0
	.zero	4
	.quad	.LC853
	.quad	.LC880
	.quad	.LC321
	.long	1
	.zero	4
	.quad	0
	.quad	.LC881
	.quad	.LC135
	.long	0
	.zero	4
	.quad	.LC830
	.quad	.LC882
	.quad	.LC326
	.long	0
	.zero	4
	.quad	.LC883
	.quad	.LC884
	.quad	.LC182
	.long	0
	.zero	4
	.quad	.LC837
	.quad	.LC885
	.quad	.LC331
	.long	0
	.zero	4
	.quad	.LC886
	.quad	.LC887
	.quad	.LC179
	.long	0
	.zero	4
	.quad	.LC837
	.quad	.LC888
	.quad	.LC317
	.long	1
	.zero	4
	.quad	0
	.quad	.LC889
	.quad	.LC319
	.long	1
	.zero	4
	.quad	0
	.quad	.LC890
	.quad	.LC682
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC892
	.quad	.LC368
	.long	0
	.zero	4
	.quad	.LC855
	.quad	.LC893
	.quad	.LC369
	.long	0
	.zero	4
	.quad	.LC894
	.quad	.LC895
	.quad	.LC373
	.long	0
	.zero	4
	.quad	.LC896
	.quad	.LC897
	.quad	.LC370
	.long	0
	.zero	4
	.quad	.LC898
	.quad	.LC899
	.quad	.LC318
	.long	1
	.zero	4
	.quad	0
	.quad	.LC900
	.quad	.LC320
	.long	1
	.zero	4
	.quad	0
	.quad	.LC901
	.quad	.LC612
	.long	2
	.zero	4
	.quad	0
	.quad	.LC902
	.quad	.LC615
	.long	2
	.zero	4
	.quad	0
	.quad	.LC903
	.quad	.LC310
	.long	2
	.zero	4
	.quad	0
	.quad	.LC904
	.section	.rodata.str1.1
.LC905:
	.string	"feed-10ms-stall"
.LC906:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC907:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC908:
	.string	"one-2s-stall"
.LC909:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC910:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC911:
	.string	"hundred-requests"
.LC912:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC913:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC914:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC915:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.rodata.str1.1
.LC916:
	.string	"mm1-half"
.LC917:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC918:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC919:
	.string	"mm1-90"
.LC920:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC921:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC922:
	.string	"mm1-99"
.LC923:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC924:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.section	.rodata.str1.1
.LC925:
	.string	"bimodal"
	.section	.rodata.str1.8
	.align 8
.LC926:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC927:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC928:
	.string	"gc-pauses"
.LC929:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC930:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.align 8
.LC931:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC932:
	.string	"--timeout 50ms"
.LC933:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC934:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC935:
	.string	"--queue-limit 10"
.LC936:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC937:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC938:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC939:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC940:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC941:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC942:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC943:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC944:
	.string	"--max-in-flight 10"
.LC945:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC946:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC947:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.align 8
.LC948:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC949:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC950:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC951:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC952:
	.string	"--population 10 --think 900us"
.LC953:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC954:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC955:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC956:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC957:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC958:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 480
SCENARIOS:
	.quad	.LC610
	.quad	.LC611
	.quad	.LC11
	.quad	.LC905
	.quad	.LC906
	.quad	.LC907
	.quad	.LC908
	.quad	.LC909
	.quad	.LC910
	.quad	.LC911
	.quad	.LC912
	.quad	.LC913
	.quad	.LC914
	.quad	.LC912
	.quad	.LC915
	.quad	.LC916
	.quad	.LC917
	.quad	.LC918
	.quad	.LC919
	.quad	.LC920
	.quad	.LC921
	.quad	.LC922
	.quad	.LC923
	.quad	.LC924
	.quad	.LC925
	.quad	.LC926
	.quad	.LC927
	.quad	.LC928
	.quad	.LC929
	.quad	.LC930
	.quad	.LC420
	.quad	.LC931
	.quad	.LC932
	.quad	.LC933
	.quad	.LC934
	.quad	.LC935
	.quad	.LC936
	.quad	.LC937
	.quad	.LC938
	.quad	.LC939
	.quad	.LC940
	.quad	.LC941
	.quad	.LC942
	.quad	.LC943
	.quad	.LC944
	.quad	.LC945
	.quad	.LC946
	.quad	.LC947
	.quad	.LC494
	.quad	.LC948
	.quad	.LC949
	.quad	.LC950
	.quad	.LC951
	.quad	.LC952
	.quad	.LC953
	.quad	.LC954
	.quad	.LC955
	.quad	.LC956
	.quad	.LC957
	.quad	.LC958
	.section	.rodata.str1.1
.LC959:
	.string	"#6fa8dc"
.LC960:
	.string	"#93c47d"
.LC961:
	.string	"#e69138"
.LC962:
	.string	"#b45f06"
.LC963:
	.string	"#8e44ad"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_COLOUR, @object
	.size	METHOD_COLOUR, 72
METHOD_COLOUR:
	.quad	.LC479
	.quad	.LC486
	.quad	.LC959
	.quad	.LC485
	.quad	.LC960
	.quad	.LC961
	.quad	.LC962
	.quad	.LC489
	.quad	.LC963
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC486
	.quad	.LC489
	.quad	.LC485
	.section	.rodata.str1.1
.LC964:
	.string	"none"
.LC965:
	.string	"hdr-configured"
.LC966:
	.string	"hdr-schedule"
.LC967:
	.string	"hdr-mean"
.LC968:
	.string	"hdr-median"
.LC969:
	.string	"hdr-min"
.LC970:
	.string	"hdr-max"
.LC971:
	.string	"wrk"
.LC972:
	.string	"double"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_NAME, @object
	.size	METHOD_NAME, 72
METHOD_NAME:
	.quad	.LC964
	.quad	.LC965
	.quad	.LC966
	.quad	.LC967
	.quad	.LC968
	.quad	.LC969
	.quad	.LC970
	.quad	.LC971
	.quad	.LC972
	.section	.rodata.str1.1
.LC973:
	.string	"completed"
.LC974:
	.string	"censored"
.LC975:
	.string	"ok"
.LC976:
	.string	"all"
.LC977:
	.string	"actual"
.LC978:
	.string	"lag"
	.section	.data.rel.ro.local
	.align 32
	.type	OSET_NAME, @object
	.size	OSET_NAME, 56
OSET_NAME:
	.quad	.LC973
	.quad	.LC974
	.quad	.LC975
	.quad	.LC976
	.quad	.LC421
	.quad	.LC977
	.quad	.LC978
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
	.quad	.LC413
	.quad	.LC414
	.quad	.LC411
	.section	.rodata.str1.1
.LC979:
	.string	"p90"
.LC980:
	.string	"p99.99"
.LC981:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC776
	.quad	.LC979
	.quad	.LC779
	.quad	.LC780
	.quad	.LC980
	.quad	.LC981
	.set	XTICK.3,PCT_LABEL
	.section	.rodata.str1.1
.LC982:
	.string	"p999"
.LC983:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC776
	.quad	.LC979
	.quad	.LC779
	.quad	.LC982
	.quad	.LC983
	.quad	.LC981
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
	.quad	.LC332
	.quad	.LC333
	.quad	.LC335
	.quad	.LC336
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC327
	.quad	.LC328
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC350
	.quad	.LC351
	.quad	.LC352
	.section	.rodata.str1.1
.LC984:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	SERVICE_DIST_NAME, @object
	.size	SERVICE_DIST_NAME, 32
SERVICE_DIST_NAME:
	.quad	.LC344
	.quad	.LC345
	.quad	.LC925
	.quad	.LC984
	.section	.rodata.str1.1
.LC985:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC344
	.quad	.LC342
	.quad	.LC985
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
.LC28:
	.long	0
	.long	1104006501
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC30:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC31:
	.long	0
	.long	1090021888
	.align 8
.LC32:
	.long	0
	.long	1071644672
	.align 8
.LC33:
	.long	0
	.long	1077870592
	.align 8
.LC34:
	.long	0
	.long	1067450368
	.align 8
.LC35:
	.long	-1577058304
	.long	1114446484
	.align 8
.LC41:
	.long	0
	.long	1081589760
	.align 8
.LC42:
	.long	0
	.long	1081794560
	.align 8
.LC43:
	.long	0
	.long	1082535936
	.align 8
.LC44:
	.long	0
	.long	1079246848
	.section	.rodata.cst16
	.align 16
.LC58:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC59:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC60:
	.quad	7308901430183358312
	.quad	32199620762627616
	.set	.LC61,.LC382+8
	.section	.rodata.cst8
	.align 8
.LC62:
	.long	0
	.long	1127219200
	.section	.rodata.cst16
	.align 16
.LC63:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC64:
	.long	0
	.long	1076101120
	.align 8
.LC65:
	.long	0
	.long	1073217536
	.align 8
.LC66:
	.long	0
	.long	1074528256
	.align 8
.LC67:
	.long	0
	.long	1075707904
	.set	.LC68,.LC63
	.set	.LC69,.LC470+8
	.align 8
.LC70:
	.long	0
	.long	1074790400
	.align 8
.LC75:
	.long	0
	.long	1079574528
	.align 8
.LC76:
	.long	-17155601
	.long	1072049730
	.align 8
.LC77:
	.long	0
	.long	1073741824
	.align 8
.LC85:
	.long	0
	.long	1138753536
	.align 8
.LC89:
	.long	0
	.long	-1067909120
	.align 8
.LC90:
	.long	-2127697391
	.long	1030854553
	.align 8
.LC91:
	.long	0
	.long	1081671680
	.align 8
.LC288:
	.long	858993459
	.long	1075917619
	.align 8
.LC289:
	.long	0
	.long	1125122048
	.align 8
.LC290:
	.long	0
	.long	1075838976
	.align 8
.LC291:
	.long	0
	.long	1137704960
	.align 8
.LC292:
	.long	0
	.long	-1073741824
	.align 8
.LC293:
	.long	1413754136
	.long	1075388923
	.align 8
.LC305:
	.long	0
	.long	1101206224
	.align 8
.LC306:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC382:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC383:
	.long	0
	.long	1093567616
	.align 8
.LC384:
	.long	-858993459
	.long	1072745676
	.align 8
.LC390:
	.long	0
	.long	1081524224
	.set	.LC395,.LC397+8
	.set	.LC396,.LC397
	.section	.rodata.cst16
	.align 16
.LC397:
	.long	0
	.long	-1073217536
	.long	0
	.long	1074266112
	.align 16
.LC470:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.section	.rodata.cst8
	.align 8
.LC522:
	.long	-1717986918
	.long	1069128089
	.align 8
.LC531:
	.long	1202590848
	.long	1065646817
	.align 8
.LC532:
	.long	2061584302
	.long	1072672276
	.align 8
.LC533:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC534:
	.long	-400107883
	.long	1041313291
	.align 8
.LC544:
	.long	-1145744107
	.long	1074949041
	.section	.rodata.cst16
	.align 16
.LC608:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC609:
	.quad	1
	.quad	200000
	.align 16
.LC630:
	.quad	1000
	.quad	1000
	.align 16
.LC646:
	.quad	1000
	.quad	5000
	.section	.rodata.cst8
	.align 8
.LC656:
	.long	0
	.long	1091070464
	.align 8
.LC730:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
