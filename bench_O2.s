	.file	"bench.c"
	.text
	.p2align 4
	.type	draw_u01, @function
draw_u01:
.LFB37:
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
.LFE37:
	.size	draw_u01, .-draw_u01
	.p2align 4
	.type	draw_fixed, @function
draw_fixed:
.LFB41:
	.cfi_startproc
	movq	(%rdi), %rax
	ret
	.cfi_endproc
.LFE41:
	.size	draw_fixed, .-draw_fixed
	.p2align 4
	.type	bimodal_moments, @function
bimodal_moments:
.LFB44:
	.cfi_startproc
	movq	(%rdi), %rax
	testq	%rax, %rax
	js	.L5
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movq	32(%rdi), %rax
	testq	%rax, %rax
	js	.L7
.L9:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
.L8:
	movsd	.LC1(%rip), %xmm5
	movsd	24(%rdi), %xmm1
	movapd	%xmm5, %xmm0
	subsd	%xmm1, %xmm0
	mulsd	%xmm3, %xmm1
	mulsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	addsd	%xmm1, %xmm2
	mulsd	%xmm4, %xmm0
	mulsd	%xmm3, %xmm1
	movsd	%xmm2, (%rsi)
	mulsd	%xmm2, %xmm2
	addsd	%xmm1, %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm5, %xmm0
	movsd	%xmm0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L5:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rcx
	orq	%rax, %rcx
	movq	32(%rdi), %rax
	cvtsi2sdq	%rcx, %xmm4
	addsd	%xmm4, %xmm4
	testq	%rax, %rax
	jns	.L9
.L7:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm3, %xmm3
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L8
	.cfi_endproc
.LFE44:
	.size	bimodal_moments, .-bimodal_moments
	.p2align 4
	.type	bimodal_largest, @function
bimodal_largest:
.LFB45:
	.cfi_startproc
	movq	32(%rdi), %rax
	movq	(%rdi), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	ret
	.cfi_endproc
.LFE45:
	.size	bimodal_largest, .-bimodal_largest
	.p2align 4
	.type	lognormal_moments, @function
lognormal_moments:
.LFB48:
	.cfi_startproc
	movq	(%rdi), %rax
	testq	%rax, %rax
	js	.L12
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L13:
	movsd	%xmm0, (%rsi)
	movsd	16(%rdi), %xmm0
	mulsd	%xmm0, %xmm0
	movsd	%xmm0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L12:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L13
	.cfi_endproc
.LFE48:
	.size	lognormal_moments, .-lognormal_moments
	.p2align 4
	.type	service_moments, @function
service_moments:
.LFB52:
	.cfi_startproc
	movl	8(%rdi), %ecx
	leaq	SERVICE_DISTS(%rip), %r8
	leaq	(%rcx,%rcx,2), %rax
	salq	$5, %rax
	movq	32(%r8,%rax), %rax
	testq	%rax, %rax
	je	.L15
	jmp	*%rax
	.p2align 4,,10
	.p2align 3
.L15:
	movq	(%rdi), %rax
	testq	%rax, %rax
	js	.L16
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L17:
	leaq	(%rcx,%rcx,2), %rax
	movsd	%xmm0, (%rsi)
	salq	$5, %rax
	movsd	16(%r8,%rax), %xmm0
	movsd	%xmm0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L16:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L17
	.cfi_endproc
.LFE52:
	.size	service_moments, .-service_moments
	.p2align 4
	.type	service_max, @function
service_max:
.LFB53:
	.cfi_startproc
	movl	8(%rdi), %eax
	leaq	(%rax,%rax,2), %rdx
	leaq	SERVICE_DISTS(%rip), %rax
	salq	$5, %rdx
	addq	%rdx, %rax
	movq	40(%rax), %rdx
	testq	%rdx, %rdx
	je	.L19
	jmp	*%rdx
	.p2align 4,,10
	.p2align 3
.L19:
	movq	24(%rax), %rdx
	movq	(%rdi), %rax
	imulq	%rdx, %rax
	cmpq	$1, %rdx
	seta	%dl
	movzbl	%dl, %edx
	addq	%rdx, %rax
	ret
	.cfi_endproc
.LFE53:
	.size	service_max, .-service_max
	.p2align 4
	.type	serve_stalls, @function
serve_stalls:
.LFB69:
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
	jb	.L21
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
.L21:
	cmpq	%rsi, %rcx
	jnb	.L23
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
.L23:
	movq	%rbx, 8(%rdi)
	movq	%rsi, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	movq	%rcx, (%rdi)
	ret
	.cfi_endproc
.LFE69:
	.size	serve_stalls, .-serve_stalls
	.p2align 4
	.type	default_shape, @function
default_shape:
.LFB77:
	.cfi_startproc
	movl	72(%rdi), %esi
	xorl	%eax, %eax
	testl	%esi, %esi
	jne	.L25
	movl	152(%rdi), %ecx
	testl	%ecx, %ecx
	jne	.L25
	cmpq	$1, 160(%rdi)
	je	.L31
.L25:
	ret
	.p2align 4,,10
	.p2align 3
.L31:
	movl	8(%rdi), %edx
	testl	%edx, %edx
	jne	.L25
	xorl	%eax, %eax
	cmpq	$0, 40(%rdi)
	sete	%al
	ret
	.cfi_endproc
.LFE77:
	.size	default_shape, .-default_shape
	.p2align 4
	.type	mean_interval, @function
mean_interval:
.LFB85:
	.cfi_startproc
	movq	%rdx, %rcx
	movq	$-1, %rdx
	cmpq	%rcx, %rsi
	jb	.L32
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
.L32:
	movq	%rdx, %rax
	ret
	.cfi_endproc
.LFE85:
	.size	mean_interval, .-mean_interval
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB87:
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
.LFE87:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB88:
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
.LFE88:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	nth_smallest, @function
nth_smallest:
.LFB92:
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
	jle	.L68
.L40:
	movq	%rbp, %rax
	movq	(%r11,%rbx,8), %rdx
	subq	%rbx, %rax
	sarq	%rax
	addq	%rbx, %rax
	movq	(%r11,%rax,8), %rcx
	movq	(%r11,%rbp,8), %rax
	cmpq	%rcx, %rdx
	jnb	.L42
	cmpq	%rax, %rdx
	cmovb	%rax, %rdx
	cmpq	%rax, %rcx
	cmovnb	%rdx, %rcx
.L43:
	movq	%rbp, %rdx
	movq	%rbx, %rsi
.L44:
	cmpq	%rdx, %rsi
	jg	.L49
	leaq	0(,%rsi,8), %rax
	leaq	0(,%rdx,8), %r13
	leaq	(%r11,%rax), %r10
	leaq	(%r11,%r13), %r9
	movq	(%r10), %rdi
	movq	(%r9), %r8
	leaq	8(%r11,%rax), %rax
	cmpq	%rcx, %rdi
	jnb	.L69
	.p2align 4,,10
	.p2align 3
.L45:
	movq	%rax, %r10
	movq	(%rax), %rdi
	addq	$8, %rax
	addq	$1, %rsi
	cmpq	%rcx, %rdi
	jb	.L45
	cmpq	%r8, %rcx
	jnb	.L46
.L54:
	leaq	-8(%r11,%r13), %rax
	.p2align 4,,10
	.p2align 3
.L47:
	movq	%rax, %r9
	movq	(%rax), %r8
	subq	$8, %rax
	subq	$1, %rdx
	cmpq	%r8, %rcx
	jb	.L47
.L46:
	cmpq	%rdx, %rsi
	jle	.L55
.L49:
	cmpq	%r12, %rdx
	jge	.L58
	cmpq	%r12, %rsi
	jg	.L68
	movq	%rsi, %rbx
.L52:
	cmpq	%rbp, %rbx
	jl	.L40
.L68:
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
.L69:
	.cfi_restore_state
	cmpq	%r8, %rcx
	jb	.L54
.L55:
	movq	%r8, (%r10)
	addq	$1, %rsi
	subq	$1, %rdx
	movq	%rdi, (%r9)
	jmp	.L44
.L42:
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
	cmpq	%rax, %rdx
	cmovb	%rdx, %rcx
	jmp	.L43
.L58:
	movq	%rdx, %rbp
	jmp	.L52
	.cfi_endproc
.LFE92:
	.size	nth_smallest, .-nth_smallest
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB115:
	.cfi_startproc
	movq	48(%rdi), %r9
	movq	64(%rdi), %r10
	movq	%rdx, %r11
	movq	56(%rdi), %r8
	testq	%r9, %r9
	je	.L79
	leaq	(%r10,%r9), %rdi
	jmp	.L72
	.p2align 4,,10
	.p2align 3
.L80:
	testq	%r8, %r8
	je	.L79
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%r8
	addq	$1, %rax
	imulq	%r8, %rax
	leaq	(%rax,%r10), %rcx
	cmpq	%rcx, %rsi
	jb	.L76
.L81:
	leaq	(%rcx,%r9), %rsi
.L72:
	cmpq	%rdi, %rsi
	jnb	.L80
	movq	%r10, %rcx
	cmpq	%rcx, %rsi
	jnb	.L81
.L76:
	leaq	(%r11,%rsi), %rax
	cmpq	%rax, %rcx
	jnb	.L70
	leaq	(%rax,%r9), %rdi
	testq	%r8, %r8
	je	.L78
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
.L79:
	leaq	(%r11,%rsi), %rax
	ret
.L78:
	movq	%rdi, %rax
.L70:
	ret
	.cfi_endproc
.LFE115:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	runs_of, @function
runs_of:
.LFB145:
	.cfi_startproc
	testq	%rdx, %rdx
	je	.L88
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	.p2align 4,,10
	.p2align 3
.L87:
	movq	%rdx, %rcx
	leaq	(%rdi,%r10,8), %r9
	movl	$1, %eax
	subq	%r10, %rcx
	movq	(%r9), %r8
	cmpq	$1, %rcx
	jne	.L84
	jmp	.L85
	.p2align 4,,10
	.p2align 3
.L86:
	addq	$1, %rax
	cmpq	%rax, %rcx
	je	.L85
.L84:
	cmpq	%r8, (%r9,%rax,8)
	je	.L86
	movq	%rax, %rcx
.L85:
	movq	%r8, (%rdi,%r11,8)
	addq	%rcx, %r10
	addq	$1, %r11
	movq	%rcx, -8(%rsi,%r11,8)
	cmpq	%rdx, %r10
	jb	.L87
	movq	%r11, %rax
	ret
.L88:
	xorl	%r11d, %r11d
	movq	%r11, %rax
	ret
	.cfi_endproc
.LFE145:
	.size	runs_of, .-runs_of
	.p2align 4
	.type	select_windows, @function
select_windows:
.LFB147:
	.cfi_startproc
	movl	$0, 320(%rdi)
	xorl	%edx, %edx
	jmp	.L104
	.p2align 4,,10
	.p2align 3
.L110:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L109
.L104:
	movl	296(%rdi,%rdx,4), %eax
	testl	%eax, %eax
	jne	.L110
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
.L106:
	movl	%edx, 348(%rdi,%rdx,4)
	movl	320(%rdi), %r10d
	movl	%edx, %ebx
	testl	%r10d, %r10d
	jle	.L111
	leaq	324(%rdi), %rax
	movslq	%r10d, %r11
	movq	224(%rdi,%rdx,8), %r9
	leaq	(%rax,%r11,4), %r8
	jmp	.L97
	.p2align 4,,10
	.p2align 3
.L96:
	addq	$4, %rax
	cmpq	%r8, %rax
	je	.L112
.L97:
	movslq	(%rax), %rcx
	cmpq	%r9, 224(%rdi,%rcx,8)
	jne	.L96
	movl	272(%rdi,%rdx,4), %r14d
	cmpl	%r14d, 272(%rdi,%rcx,4)
	jne	.L96
	addq	$4, %rax
	movl	%ecx, 348(%rdi,%rdx,4)
	cmpq	%r8, %rax
	jne	.L97
	.p2align 4,,10
	.p2align 3
.L112:
	cmpl	%edx, 348(%rdi,%rdx,4)
	je	.L98
.L94:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L113
.L100:
	movl	296(%rdi,%rdx,4), %ecx
	testl	%ecx, %ecx
	je	.L106
	addq	$1, %rdx
	cmpq	$6, %rdx
	jne	.L100
.L113:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L111:
	.cfi_restore_state
	movslq	%r10d, %r11
.L98:
	addl	$1, %r10d
	movl	%r10d, 320(%rdi)
	movl	%ebx, 324(%rdi,%r11,4)
	jmp	.L94
	.p2align 4,,10
	.p2align 3
.L109:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 14
	ret
	.cfi_endproc
.LFE147:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	walker_hand, @function
walker_hand:
.LFB162:
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
.LFE162:
	.size	walker_hand, .-walker_hand
	.p2align 4
	.type	general_totals, @function
general_totals:
.LFB165:
	.cfi_startproc
	movq	160(%rdi), %rax
	movq	%rax, (%rdx)
	movq	152(%rdi), %rax
	movq	%rax, (%rcx)
	movq	32(%rdi), %rax
	movq	%rax, (%r8)
	ret
	.cfi_endproc
.LFE165:
	.size	general_totals, .-general_totals
	.globl	__udivti3
	.p2align 4
	.type	ref_mean_interval, @function
ref_mean_interval:
.LFB170:
	.cfi_startproc
	movq	%rdx, %rcx
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rcx
	subq	%rdx, %rsi
	je	.L120
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
.L120:
	movq	$-1, %rax
	ret
	.cfi_endproc
.LFE170:
	.size	ref_mean_interval, .-ref_mean_interval
	.globl	__divti3
	.p2align 4
	.type	batch_add, @function
batch_add:
.LFB184:
	.cfi_startproc
	testq	%rdx, %rdx
	je	.L135
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
	jmp	.L129
	.p2align 4,,10
	.p2align 3
.L139:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L128:
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
	je	.L138
.L129:
	movq	(%r14,%rbx,8), %rax
	testq	%rax, %rax
	jns	.L139
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L128
	.p2align 4,,10
	.p2align 3
.L138:
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
.L135:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE184:
	.size	batch_add, .-batch_add
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB193:
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
.LFE193:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	omissions_on, @function
omissions_on:
.LFB209:
	.cfi_startproc
	cmpq	$0, 224(%rdi)
	movl	$1, %eax
	jne	.L141
	cmpl	$0, 232(%rdi)
	je	.L147
.L141:
	ret
.L147:
	cmpq	$0, 256(%rdi)
	jne	.L141
	cmpl	$0, 280(%rdi)
	jne	.L141
	xorl	%eax, %eax
	cmpq	$0, 288(%rdi)
	setne	%al
	ret
	.cfi_endproc
.LFE209:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	heap_pop, @function
heap_pop:
.LFB221:
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
	jbe	.L153
	movl	$1, %edx
	xorl	%r9d, %r9d
	jmp	.L151
	.p2align 4,,10
	.p2align 3
.L161:
	salq	$4, %r8
	movq	(%r10,%r8), %r8
	cmpq	%rcx, %r8
	jnb	.L155
	movq	%r8, %rcx
	cmpq	%r11, %rcx
	jnb	.L149
.L162:
	movq	%rcx, (%r10,%r9,8)
	movq	8(%rdi), %rsi
	leaq	1(%rax,%rax), %rdx
	movq	%rax, %r9
	cmpq	%rsi, %rdx
	jnb	.L149
.L151:
	leaq	1(%r9), %r8
	movq	(%r10,%rdx,8), %rcx
	leaq	(%r8,%r8), %rax
	cmpq	%rsi, %rax
	jb	.L161
.L155:
	movq	%rdx, %rax
	cmpq	%r11, %rcx
	jb	.L162
.L149:
	testq	%rsi, %rsi
	je	.L148
	movq	%r11, (%r10,%r9,8)
.L148:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L153:
	.cfi_restore_state
	xorl	%r9d, %r9d
	jmp	.L149
	.cfi_endproc
.LFE221:
	.size	heap_pop, .-heap_pop
	.p2align 4
	.type	trace_runtime_ns, @function
trace_runtime_ns:
.LFB243:
	.cfi_startproc
	movq	24(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L166
	movq	(%rdi), %r8
	movq	8(%rdi), %rdi
	xorl	%eax, %eax
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L165:
	movq	(%rdi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rcx
	cmovb	%rdx, %rcx
	addq	$1, %rax
	cmpq	%rsi, %rax
	jne	.L165
.L163:
	movq	%rcx, %rax
	ret
.L166:
	xorl	%ecx, %ecx
	jmp	.L163
	.cfi_endproc
.LFE243:
	.size	trace_runtime_ns, .-trace_runtime_ns
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB270:
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
.LFE270:
	.size	cmp_vc, .-cmp_vc
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC2:
	.string	"n"
.LC3:
	.string	"set"
.LC4:
	.string	"%-*s %9s"
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
	.type	print_header_w, @function
print_header_w:
.LFB263:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movl	%edi, %esi
	leaq	.LC2(%rip), %rcx
	xorl	%eax, %eax
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	leaq	.LC3(%rip), %rdx
	leaq	.LC4(%rip), %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	leaq	PCT_LABEL(%rip), %rbx
	leaq	.LC5(%rip), %rbp
	leaq	48(%rbx), %r12
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L170:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L170
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
.LFE263:
	.size	print_header_w, .-print_header_w
	.p2align 4
	.type	guesses_free, @function
guesses_free:
.LFB139:
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
.L174:
	movq	(%rbx), %rdi
	addq	$112, %rbx
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, -112(%rbx)
	movups	%xmm0, -152(%rbx)
	cmpq	%rbp, %rbx
	jne	.L174
	movl	(%r12), %eax
	testl	%eax, %eax
	jne	.L178
.L175:
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
.L178:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	free@PLT
	movq	(%r14), %rdi
	call	free@PLT
	jmp	.L175
	.cfi_endproc
.LFE139:
	.size	guesses_free, .-guesses_free
	.p2align 4
	.type	cqr_free, @function
cqr_free:
.LFB151:
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
.LFE151:
	.size	cqr_free, .-cqr_free
	.p2align 4
	.type	ref_walker_end, @function
ref_walker_end:
.LFB168:
	.cfi_startproc
	movq	216(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE168:
	.size	ref_walker_end, .-ref_walker_end
	.p2align 4
	.type	general_end, @function
general_end:
.LFB164:
	.cfi_startproc
	movq	120(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE164:
	.size	general_end, .-general_end
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB199:
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
.LFE199:
	.size	buffers_free, .-buffers_free
	.p2align 4
	.type	shared_due_slots_free, @function
shared_due_slots_free:
.LFB175:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	leaq	256(%rdi), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	leaq	232(%rdi), %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 32
.L186:
	movq	(%rbx), %rdi
	addq	$8, %rbx
	call	free@PLT
	movq	40(%rbx), %rdi
	call	free@PLT
	cmpq	%rbp, %rbx
	jne	.L186
	addq	$8, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE175:
	.size	shared_due_slots_free, .-shared_due_slots_free
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB287:
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
.LFE287:
	.size	stall_window_free, .-stall_window_free
	.section	.rodata.str1.1
.LC9:
	.string	" (negative)"
.LC10:
	.string	""
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC11:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC12:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC13:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC14:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC15:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC16:
	.string	"a digit must follow the point"
.LC17:
	.string	"'%s' is not a time: %s"
.LC18:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC19:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC20:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC21:
	.string	"'%s' is not a whole number of nanoseconds: %s"
	.text
	.p2align 4
	.type	parse_time, @function
parse_time:
.LFB23:
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
	ja	.L192
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L193
	.p2align 4,,10
	.p2align 3
.L202:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L198
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L198
.L193:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L202
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L230
.L203:
	movq	$0, 24(%rsp)
	leaq	units.13(%rip), %r12
.L208:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L207
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L207:
	addq	$16, %r12
	leaq	64+units.13(%rip), %rax
	cmpq	%r12, %rax
	jne	.L208
	testb	%bpl, %bpl
	je	.L209
	cmpq	$0, 24(%rsp)
	je	.L231
	movq	24(%rsp), %rax
.L229:
	imulq	%rax, %r14
.L212:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L232
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L198
.L213:
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
.L198:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC14(%rip), %r8
	leaq	.LC15(%rip), %rdx
	call	snprintf@PLT
.L195:
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
.L209:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L218
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L213
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L229
	leaq	.LC12(%rip), %r8
.L210:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC17(%rip), %rdx
	call	snprintf@PLT
	jmp	.L195
	.p2align 4,,10
	.p2align 3
.L230:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L233
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L205:
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
	ja	.L234
	cmpq	%rsi, %rax
	jne	.L205
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %r8
	leaq	.LC19(%rip), %rdx
	call	snprintf@PLT
	jmp	.L195
.L218:
	movq	$1, 24(%rsp)
	jmp	.L212
.L234:
	movq	%rsi, %rcx
	jmp	.L203
.L192:
	cmpb	$45, %al
	leaq	.LC10(%rip), %r8
	movq	%rdi, %rcx
	movq	16(%rsp), %rsi
	leaq	.LC9(%rip), %rax
	movq	8(%rsp), %rdi
	leaq	.LC13(%rip), %rdx
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L195
.L231:
	leaq	.LC11(%rip), %r8
	jmp	.L210
.L232:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC21(%rip), %rdx
	call	snprintf@PLT
	jmp	.L195
.L233:
	leaq	.LC16(%rip), %r8
	jmp	.L210
	.cfi_endproc
.LFE23:
	.size	parse_time, .-parse_time
	.section	.rodata.str1.1
.LC22:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB293:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L240
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	leaq	.LC22(%rip), %r13
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
.L237:
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
	jb	.L237
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
.L240:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE293:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC23:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB84:
	.cfi_startproc
	movq	(%rdi), %rax
	leaq	8(%rdi), %r9
	leaq	(%rdi,%rsi,8), %r10
	xorl	%edi, %edi
	jmp	.L244
	.p2align 4,,10
	.p2align 3
.L246:
	cmpq	%r9, %r10
	je	.L255
.L249:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L245
.L244:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L246
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L246
	cmpq	%rsi, %r8
	jne	.L247
	jmp	.L245
	.p2align 4,,10
	.p2align 3
.L248:
	cmpq	%rsi, %r8
	je	.L245
.L247:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L248
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L249
.L255:
	movq	%rsi, %rax
	ret
.L245:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC23(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE84:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	trace_add, @function
trace_add:
.LFB215:
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
	je	.L257
	movq	16(%rbx), %rax
.L258:
	movq	%r13, (%rdi,%rdx,8)
	movq	8(%rbx), %rdx
	movq	24(%rbx), %rcx
	movq	%r15, (%rdx,%rcx,8)
	movq	24(%rbx), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 24(%rbx)
	movq	%r12, (%rax,%rdx,8)
	xorl	%eax, %eax
.L256:
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
.L257:
	.cfi_restore_state
	leaq	(%rdx,%rdx), %rbp
	movl	$64, %eax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	leaq	0(,%rbp,8), %r14
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L261
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L261
	movq	%rax, 8(%rbx)
	movq	16(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L261
	movq	24(%rbx), %rdx
	movq	(%rbx), %rdi
	movq	%rax, 16(%rbx)
	movq	%rbp, 32(%rbx)
	jmp	.L258
.L261:
	movl	$-1, %eax
	jmp	.L256
	.cfi_endproc
.LFE215:
	.size	trace_add, .-trace_add
	.p2align 4
	.type	uheap_push, @function
uheap_push:
.LFB237:
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
	je	.L288
.L270:
	leaq	1(%rdx), %rax
	movq	%rax, 8(%rbx)
	testq	%rdx, %rdx
	je	.L275
	movq	32(%rsp), %rsi
	movq	40(%rsp), %r8
	.p2align 4,,10
	.p2align 3
.L274:
	leaq	-1(%rdx), %rax
	movq	%rdx, %rcx
	movq	%rax, %rdx
	andq	$-2, %rax
	shrq	%rdx
	addq	%rdx, %rax
	leaq	(%rdi,%rax,8), %rax
	cmpq	(%rax), %rsi
	je	.L276
	jnb	.L289
.L277:
	movdqu	(%rax), %xmm0
	leaq	(%rcx,%rcx,2), %rcx
	leaq	(%rdi,%rcx,8), %rcx
	movups	%xmm0, (%rcx)
	movq	16(%rax), %rax
	movq	%rax, 16(%rcx)
	testq	%rdx, %rdx
	jne	.L274
.L275:
	movq	48(%rsp), %rax
	movdqu	32(%rsp), %xmm1
	movq	%rax, 16(%rdi)
	xorl	%eax, %eax
	movups	%xmm1, (%rdi)
.L269:
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
.L276:
	.cfi_restore_state
	cmpq	8(%rax), %r8
	jb	.L277
.L289:
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rdi,%rax,8), %rdi
	jmp	.L275
	.p2align 4,,10
	.p2align 3
.L288:
	testq	%rdx, %rdx
	jne	.L290
	movl	$1536, %esi
	movl	$64, %ebp
.L271:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L279
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdx
	movq	%rbp, 16(%rbx)
	jmp	.L270
	.p2align 4,,10
	.p2align 3
.L290:
	leaq	(%rdx,%rdx), %rbp
	leaq	0(%rbp,%rdx), %rsi
	salq	$4, %rsi
	jmp	.L271
.L279:
	orl	$-1, %eax
	jmp	.L269
	.cfi_endproc
.LFE237:
	.size	uheap_push, .-uheap_push
	.p2align 4
	.type	table_push, @function
table_push:
.LFB267:
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
	je	.L292
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L308
.L292:
	cmpq	16(%rbx), %rsi
	je	.L294
	movq	(%rbx), %rax
.L295:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L293:
	xorl	%eax, %eax
.L291:
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
.L294:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L300
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L299
	salq	$5, %rsi
.L296:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L299
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L295
	.p2align 4,,10
	.p2align 3
.L308:
	addq	%rbp, 8(%rax)
	jmp	.L293
	.p2align 4,,10
	.p2align 3
.L300:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L296
.L299:
	movl	$-1, %eax
	jmp	.L291
	.cfi_endproc
.LFE267:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB268:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L319
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
	jmp	.L312
	.p2align 4,,10
	.p2align 3
.L323:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L322
.L312:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L323
	orl	$-1, %eax
.L309:
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
.L322:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L309
.L319:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE268:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB269:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L333
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
	jmp	.L327
	.p2align 4,,10
	.p2align 3
.L329:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L336
.L327:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L329
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L329
	orl	$-1, %eax
	jmp	.L324
	.p2align 4,,10
	.p2align 3
.L336:
	xorl	%eax, %eax
.L324:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L333:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE269:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB95:
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
.LFE95:
	.size	dist_free, .-dist_free
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB93:
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
	je	.L340
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
	jmp	.L344
	.p2align 4,,10
	.p2align 3
.L379:
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
.L342:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L378
.L344:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L379
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
	jnb	.L380
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L342
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L342
.L380:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L342
.L340:
	xorl	%eax, %eax
.L339:
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
.L378:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L360
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
	je	.L381
.L347:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L359
	.p2align 4,,10
	.p2align 3
.L348:
	movq	-8(%r10,%r8,8), %rax
.L351:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L340
	movq	(%rsi), %r8
.L359:
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
	jnb	.L348
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
	jnb	.L382
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L350:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L352
	jmp	.L383
	.p2align 4,,10
	.p2align 3
.L355:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L384
.L352:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L355
.L377:
	movq	%rax, %rcx
.L354:
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
	jnb	.L374
	movq	%rcx, %r8
	jmp	.L350
	.p2align 4,,10
	.p2align 3
.L384:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L354
	.p2align 4,,10
	.p2align 3
.L374:
	movq	%rax, %rsi
.L349:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L358
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L357:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L357
.L358:
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
	jmp	.L351
.L383:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L377
.L381:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L347
.L382:
	movq	88(%rsp), %r8
	jmp	.L349
.L360:
	movl	$-2, %eax
	jmp	.L339
	.cfi_endproc
.LFE93:
	.size	corrected_summarise, .-corrected_summarise
	.p2align 4
	.type	ref_osummary, @function
ref_osummary:
.LFB226:
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
	je	.L397
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
.L387:
	movq	(%rax), %r12
	xorl	%r11d, %r11d
	addq	%r12, %rsi
	adcq	%r11, %rdi
	cmpq	%r12, %r14
	adcq	$0, %rdx
	addq	$8, %rax
	movq	%rdx, 56(%rcx)
	cmpq	%rax, %r13
	jne	.L387
	movq	%rsi, 64(%rcx)
	movq	%r8, %r14
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	movl	200(%r9), %eax
	movq	%rdi, 72(%rcx)
	leaq	PCT_MILLI(%rip), %r15
	testl	%eax, %eax
	je	.L400
	.p2align 4,,10
	.p2align 3
.L390:
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
	jne	.L390
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
.L400:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L390
	.p2align 4,,10
	.p2align 3
.L397:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE226:
	.size	ref_osummary, .-ref_osummary
	.p2align 4
	.type	trace_free, @function
trace_free:
.LFB213:
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
.LFE213:
	.size	trace_free, .-trace_free
	.p2align 4
	.type	stall_geom, @function
stall_geom:
.LFB105:
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
	je	.L406
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
	jnb	.L409
.L406:
	xorl	%eax, %eax
	movq	%rax, 56(%rcx)
	ret
	.p2align 4,,10
	.p2align 3
.L409:
	movq	56(%rdi), %rax
	addq	$1, %rsi
	cmpq	%r8, %rax
	jnb	.L410
	xorl	%edi, %edi
	xorl	%eax, %eax
	movl	$1, %edx
.L407:
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
.L410:
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
	jmp	.L407
	.cfi_endproc
.LFE105:
	.size	stall_geom, .-stall_geom
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB113:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L433
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
.L414:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L413
	addq	%rbp, 56(%rbx)
.L413:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L414
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L421
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L412
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L436
.L417:
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
.L420:
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
	jnb	.L418
	.p2align 4,,10
	.p2align 3
.L419:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L419
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L418:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L420
.L412:
	xorl	%eax, %eax
.L411:
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
.L436:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L417
.L433:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L421:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L411
	.cfi_endproc
.LFE113:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB271:
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
	je	.L445
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L438:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L441
	jmp	.L444
	.p2align 4,,10
	.p2align 3
.L470:
	testb	%sil, %sil
	je	.L444
.L441:
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
	jb	.L470
.L444:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L443
	testb	%sil, %sil
	jne	.L438
.L443:
	testl	%eax, %eax
	je	.L445
.L440:
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
.L445:
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
	jne	.L446
	jmp	.L440
	.p2align 4,,10
	.p2align 3
.L471:
	cmpq	%rbp, %r12
	jnb	.L440
.L446:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L471
	jmp	.L440
	.cfi_endproc
.LFE271:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	theory_open_pct, @function
theory_open_pct:
.LFB205:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rsi, %rsi
	js	.L473
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L474:
	movq	.LC24(%rip), %xmm1
	xorpd	%xmm1, %xmm0
	divsd	.LC25(%rip), %xmm0
	call	log1p@PLT
	movq	.LC24(%rip), %xmm1
	xorpd	%xmm1, %xmm0
	movsd	.LC1(%rip), %xmm1
	subsd	8(%rbx), %xmm1
	mulsd	24(%rbx), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	divsd	%xmm1, %xmm0
	ret
	.p2align 4,,10
	.p2align 3
.L473:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L474
	.cfi_endproc
.LFE205:
	.size	theory_open_pct, .-theory_open_pct
	.p2align 4
	.type	guesses_init, @function
guesses_init:
.LFB138:
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
.L480:
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
	je	.L477
	xorl	%edx, %edx
	divq	%rbx
	movq	%rax, 32(%r15)
	movq	%rdx, 40(%r15)
.L477:
	testq	%r13, %r13
	je	.L479
	movq	8(%rsp), %rdi
	call	malloc@PLT
	movq	%rax, 96(%r15)
	testq	%rax, %rax
	je	.L486
	movq	(%rsp), %rsi
	addq	%rsi, %rax
	movq	%rax, 104(%r15)
.L479:
	addq	$8, %r14
	addq	$112, %r15
	cmpq	%r14, %r12
	jne	.L480
	testq	%r13, %r13
	movq	40(%rsp), %rsi
	setne	%dl
	xorl	%eax, %eax
	cmpq	$0, 112(%rsp)
	sete	%al
	andl	%edx, %eax
	movl	%eax, (%rsi)
	testq	%r13, %r13
	je	.L481
	cmpq	$0, 112(%rsp)
	je	.L482
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
	jne	.L485
.L483:
	movq	24(%rsp), %rsi
	cmpq	$0, (%rsi)
	sete	%r12b
	testq	%rax, %rax
	sete	%al
	orl	%eax, %r12d
	movzbl	%r12b, %r12d
	negl	%r12d
	movl	%r12d, 20(%rsp)
	jmp	.L476
	.p2align 4,,10
	.p2align 3
.L481:
	movq	24(%rsp), %rax
	movq	$0, (%rax)
	movq	32(%rsp), %rax
	movq	$0, (%rax)
.L476:
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
.L482:
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
	je	.L483
.L485:
	movl	$-1, 20(%rsp)
	jmp	.L476
.L486:
	movl	$-1, 20(%rsp)
	jmp	.L479
	.cfi_endproc
.LFE138:
	.size	guesses_init, .-guesses_init
	.p2align 4
	.type	cqr_init, @function
cqr_init:
.LFB150:
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
	jne	.L501
	cmpq	$0, 520(%rbx)
	je	.L501
	cmpq	$1, 528(%rbx)
	sbbl	%eax, %eax
.L498:
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
.L501:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L498
	.cfi_endproc
.LFE150:
	.size	cqr_init, .-cqr_init
	.p2align 4
	.type	select_init, @function
select_init:
.LFB140:
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
	jne	.L506
	cmpq	$0, 384(%rbx)
	je	.L506
	cmpq	$1, 376(%rbx)
	sbbl	%eax, %eax
.L503:
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
.L506:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L503
	.cfi_endproc
.LFE140:
	.size	select_init, .-select_init
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB194:
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
	je	.L509
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L510:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L510
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L515:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L515
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L512
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L534
.L531:
	pxor	%xmm0, %xmm0
.L517:
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
.L509:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L512:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC27(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L531
.L534:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L532
	sqrtsd	%xmm0, %xmm0
.L521:
	divsd	%xmm2, %xmm0
	jmp	.L517
.L532:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L521
	.cfi_endproc
.LFE194:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	batch_end, @function
batch_end:
.LFB206:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsi, %rbp
	subq	$32, %rsp
	.cfi_def_cfa_offset 48
	movq	528(%rdi), %rax
	testq	%rax, %rax
	js	.L536
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rax, %xmm6
.L537:
	movsd	256(%rdi), %xmm3
	movsd	.LC28(%rip), %xmm5
	movq	%rdi, %rax
	leaq	256(%rdi), %rcx
	movsd	.LC29(%rip), %xmm4
	pxor	%xmm1, %xmm1
	divsd	%xmm6, %xmm3
	movsd	%xmm3, 0(%rbp)
	jmp	.L541
	.p2align 4,,10
	.p2align 3
.L555:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L540:
	movsd	(%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm3, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm5, %xmm0
	mulsd	%xmm4, %xmm0
.L538:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	%rax, %rcx
	je	.L554
.L541:
	movq	272(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L538
	jns	.L555
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L540
	.p2align 4,,10
	.p2align 3
.L554:
	pxor	%xmm0, %xmm0
	ucomisd	%xmm1, %xmm0
	ja	.L552
	movapd	%xmm1, %xmm0
	sqrtsd	%xmm0, %xmm0
.L544:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 8(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L545
	movsd	264(%rdi), %xmm0
	mulsd	%xmm3, %xmm3
	divsd	%xmm6, %xmm0
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm6
	divsd	%xmm1, %xmm6
.L545:
	movsd	%xmm6, 16(%rbp)
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L536:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm6, %xmm6
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm6
	addsd	%xmm6, %xmm6
	jmp	.L537
.L552:
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
	jmp	.L544
	.cfi_endproc
.LFE206:
	.size	batch_end, .-batch_end
	.p2align 4
	.type	guess_sort, @function
guess_sort:
.LFB127:
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
	je	.L590
	movq	%rsi, %r13
	leaq	0(,%rbp,8), %r15
	movq	%rdx, %rbx
	xorl	%esi, %esi
	movq	%r14, %r12
	movq	%r10, %rdx
	leaq	(%r10,%r15), %rdi
	movq	$-1, %r9
.L560:
	movq	(%rdx), %rax
	cmpq	%rax, %r9
	cmova	%rax, %r9
	cmpq	%rax, %rsi
	cmovb	%rax, %rsi
	addq	$8, %rdx
	cmpq	%rdx, %rdi
	jne	.L560
	cmpq	$1, %rbp
	je	.L562
	movq	%rsi, %rax
	subq	%r9, %rax
	je	.L562
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
.L567:
	movl	$257, %ecx
	movq	%r10, %rdi
	xorl	%eax, %eax
	movq	%r11, %rsi
	rep stosq
	leaq	(%r15,%r11), %rdi
	movl	%r8d, %ecx
	.p2align 4,,10
	.p2align 3
.L563:
	movq	(%rsi), %rax
	addq	$8, %rsi
	subq	%r9, %rax
	shrq	%cl, %rax
	movzbl	%al, %eax
	addq	$1, 56(%rsp,%rax,8)
	cmpq	%rsi, %rdi
	jne	.L563
	movq	16(%rsp), %rax
	movq	24(%rsp), %rsi
	movl	%ecx, %r8d
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L564:
	addq	(%rax), %rcx
	addq	$8, %rax
	movq	%rcx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L564
	movq	%r15, 8(%rsp)
	movl	%r8d, %ecx
	xorl	%esi, %esi
	movq	%rdx, %r8
	.p2align 4,,10
	.p2align 3
.L565:
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
	jne	.L565
	movq	%r8, %rdx
	movl	%ecx, %r8d
	movq	8(%rsp), %r15
	addl	$8, %r8d
	cmpl	$64, %r8d
	je	.L566
	movq	%r14, %rdi
	movl	%r8d, %ecx
	movq	%r11, %rsi
	movq	%r12, %rax
	shrq	%cl, %rdi
	movq	%r13, %r11
	movq	%rbx, %r12
	testq	%rdi, %rdi
	je	.L566
	movq	%rax, %rbx
	movq	%rsi, %r13
	jmp	.L567
.L566:
	movq	40(%rsp), %r10
	movq	32(%rsp), %rcx
	movq	%rdx, %r14
	cmpq	%r13, %r10
	je	.L562
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
.L562:
	xorl	%eax, %eax
	xorl	%edx, %edx
	jmp	.L570
.L568:
	movq	(%r10,%rsi), %r8
	addq	$1, %rax
	addq	$1, %rdx
	movq	%r8, (%r10,%rdi)
	movq	(%r14,%rsi), %rsi
	movq	%rsi, (%r14,%rdi)
	cmpq	%rax, %rbp
	je	.L558
.L570:
	leaq	0(,%rax,8), %rsi
	xorl	%edi, %edi
	testq	%rdx, %rdx
	je	.L568
	leaq	0(,%rdx,8), %r8
	movq	%r8, %rdi
.L569:
	movq	(%r10,%rsi), %rbx
	leaq	-8(%r8), %r9
	cmpq	%rbx, -8(%r10,%r8)
	jne	.L568
	addq	$1, %rax
	movq	(%r14,%rsi), %rsi
	addq	%rsi, (%r14,%r9)
	cmpq	%rbp, %rax
	je	.L558
	movq	%r8, %rdi
	leaq	0(,%rax,8), %rsi
	jmp	.L569
.L590:
	xorl	%edx, %edx
.L558:
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
.LFE127:
	.size	guess_sort, .-guess_sort
	.p2align 4
	.type	guess_found, @function
guess_found:
.LFB137:
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
	je	.L594
	movq	%rdi, %rbx
	movl	76(%rdi), %edi
	testl	%edi, %edi
	jne	.L594
	movq	%rsi, %r12
	cmpq	%rsi, %rbp
	jnb	.L594
	movl	72(%rbx), %edi
	movq	%rdx, %r13
	testl	%edi, %edi
	je	.L609
.L595:
	leaq	(%rax,%rax), %rcx
.L597:
	testq	%rcx, %rcx
	je	.L594
	xorl	%eax, %eax
	jmp	.L603
	.p2align 4,,10
	.p2align 3
.L611:
	movq	96(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L610
.L600:
	addq	$1, %rax
	addq	%rdx, %rbp
	cmpq	%rax, %rcx
	je	.L594
.L603:
	leaq	0(,%rax,8), %r8
	testl	%edi, %edi
	jne	.L611
	movq	104(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jb	.L600
.L610:
	testl	%edi, %edi
	je	.L601
	addq	(%rbx), %rax
.L602:
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
.L594:
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
.L609:
	.cfi_restore_state
	movq	%rbx, %rdi
	movq	%r8, %rdx
	movq	%rcx, %rsi
	call	guess_sort
	movl	72(%rbx), %edi
	testl	%edi, %edi
	jne	.L612
	movq	56(%rbx), %rcx
	jmp	.L597
	.p2align 4,,10
	.p2align 3
.L601:
	movq	96(%rbx), %rax
	movq	(%rax,%r8), %rax
	jmp	.L602
.L612:
	movq	64(%rbx), %rax
	jmp	.L595
	.cfi_endproc
.LFE137:
	.size	guess_found, .-guess_found
	.p2align 4
	.type	sorted_copy, @function
sorted_copy:
.LFB241:
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
	je	.L613
	leaq	0(,%rbp,8), %rdx
	movq	%r12, %rsi
	movq	%rax, %rdi
	call	memcpy@PLT
	movl	$8, %edx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
.L613:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE241:
	.size	sorted_copy, .-sorted_copy
	.p2align 4
	.type	fault_rc, @function
fault_rc:
.LFB14:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	leaq	run_fault_lock(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movl	%edi, %ebx
	movq	%r12, %rdi
	call	pthread_mutex_lock@PLT
	movq	%r12, %rdi
	movl	run_fault(%rip), %ebp
	call	pthread_mutex_unlock@PLT
	testl	%ebx, %ebx
	jne	.L621
	testl	%ebp, %ebp
	jne	.L626
.L619:
	movl	%ebp, %eax
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
.L621:
	.cfi_restore_state
	movl	%ebx, %ebp
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	movl	%ebp, %eax
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L626:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L619
	.cfi_endproc
.LFE14:
	.size	fault_rc, .-fault_rc
	.section	.rodata.str1.1
.LC30:
	.string	"%s"
	.text
	.p2align 4
	.type	run_fault_set, @function
run_fault_set:
.LFB13:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	leaq	run_fault_lock(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movl	%edi, %ebx
	movq	%r12, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L630
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	movq	%r12, %rdi
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	jmp	pthread_mutex_unlock@PLT
	.p2align 4,,10
	.p2align 3
.L630:
	.cfi_restore_state
	movq	%rbp, %rcx
	leaq	4+run_fault(%rip), %rdi
	leaq	.LC30(%rip), %rdx
	xorl	%eax, %eax
	movl	$400, %esi
	call	snprintf@PLT
	movl	%ebx, run_fault(%rip)
	movq	%r12, %rdi
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	jmp	pthread_mutex_unlock@PLT
	.cfi_endproc
.LFE13:
	.size	run_fault_set, .-run_fault_set
	.p2align 4
	.type	poisson_next, @function
poisson_next:
.LFB30:
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
	movsd	.LC1(%rip), %xmm0
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
	xorpd	.LC24(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC31(%rip), %xmm0
	addsd	8(%rbx), %xmm0
	movsd	%xmm0, 8(%rbx)
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE30:
	.size	poisson_next, .-poisson_next
	.p2align 4
	.type	parse_rate, @function
parse_rate:
.LFB323:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L642
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
	jne	.L636
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L636
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L636
	comisd	.LC32(%rip), %xmm0
	ja	.L636
	movsd	%xmm0, (%r12)
.L633:
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
.L636:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L633
	.p2align 4,,10
	.p2align 3
.L642:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE323:
	.size	parse_rate, .-parse_rate
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB24:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L650
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
	jne	.L646
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L646
	cmpq	%r14, %rax
	jb	.L646
	cmpq	%rax, %r12
	jb	.L646
	movq	%rax, 0(%r13)
.L643:
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
.L646:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L643
	.p2align 4,,10
	.p2align 3
.L650:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE24:
	.size	parse_uint, .-parse_uint
	.p2align 4
	.type	numbers_close, @function
numbers_close:
.LFB59:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdi
	call	free@PLT
	movq	(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L652
	call	fclose@PLT
.L652:
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE59:
	.size	numbers_close, .-numbers_close
	.section	.rodata.str1.1
.LC33:
	.string	"%.*s.%s.tmp.%ld"
.LC34:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB274:
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
	je	.L659
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L658:
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
	leaq	.LC33(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbp, %rdi
	popq	%rdx
	.cfi_def_cfa_offset 48
	leaq	.LC34(%rip), %rsi
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
.L659:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L658
	.cfi_endproc
.LFE274:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.1
.LC35:
	.string	" stroke-dasharray=\"5 4\""
.LC36:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC37:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC42:
	.string	"%s%.1f,%.1f"
.LC43:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB282:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC37(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC35(%rip), %rcx
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
	je	.L663
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L665:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC36(%rip), %rax
	leaq	.LC10(%rip), %rdx
	movsd	.LC39(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC42(%rip), %rsi
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
	mulsd	.LC38(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC40(%rip), %xmm0
	addsd	.LC41(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L665
.L663:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC43(%rip), %rdi
	popq	%rbp
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
.LFE282:
	.size	svg_line, .-svg_line
	.section	.rodata.str1.8
	.align 8
.LC44:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC45:
	.string	"r"
.LC46:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open, @function
numbers_open:
.LFB58:
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
	jne	.L674
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L679
.L674:
	leaq	.LC45(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L680
	xorl	%eax, %eax
.L673:
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
.L679:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC44(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L675:
	orl	$-1, %eax
	jmp	.L673
.L680:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rax, %r9
	leaq	.LC46(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L675
	.cfi_endproc
.LFE58:
	.size	numbers_open, .-numbers_open
	.section	.rodata.str1.8
	.align 8
.LC47:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC48:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC49:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC50:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC51:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC52:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC53:
	.string	"%s %.40s: line %lu"
.LC54:
	.string	"%s%s"
	.text
	.p2align 4
	.type	numbers_next, @function
numbers_next:
.LFB60:
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
	js	.L701
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L686
	jmp	.L688
	.p2align 4,,10
	.p2align 3
.L689:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L688
.L686:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L689
	cmpb	$13, %sil
	je	.L689
	cmpq	$64, %rcx
	jg	.L702
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L703
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L704
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L695
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L705
.L695:
	movq	%rcx, 56(%r13)
	jmp	.L693
	.p2align 4,,10
	.p2align 3
.L702:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC49(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L687:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC53(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC54(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L684:
	movl	$-1, %eax
.L681:
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
.L701:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L706
	cmpq	$0, 48(%r13)
	jne	.L681
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC48(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L684
	.p2align 4,,10
	.p2align 3
.L703:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L707
.L693:
	movl	$1, %eax
	jmp	.L681
	.p2align 4,,10
	.p2align 3
.L688:
	movdqa	.LC55(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC56(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC57(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L687
	.p2align 4,,10
	.p2align 3
.L707:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC50(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L687
.L704:
	movq	8(%r13), %rcx
	leaq	.LC51(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L687
.L706:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC47(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L684
.L705:
	leaq	160(%rsp), %r12
	leaq	.LC52(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L687
	.cfi_endproc
.LFE60:
	.size	numbers_next, .-numbers_next
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB278:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC58(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC65(%rip), %xmm2
	movsd	.LC59(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L709
	cvttsd2siq	%xmm1, %rax
	pxor	%xmm0, %xmm0
	movsd	.LC1(%rip), %xmm4
	andnpd	%xmm1, %xmm2
	cvtsi2sdq	%rax, %xmm0
	movapd	%xmm0, %xmm3
	cmpnlesd	%xmm1, %xmm3
	andpd	%xmm4, %xmm3
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm1
	orpd	%xmm2, %xmm1
.L709:
	movq	.LC61(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC62(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L708
	movsd	.LC63(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L717
	addsd	%xmm0, %xmm0
.L708:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L717:
	.cfi_restore_state
	movsd	.LC64(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L718
	mulsd	.LC58(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L718:
	.cfi_restore_state
	mulsd	.LC61(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE278:
	.size	nice_step, .-nice_step
	.section	.rodata.str1.8
	.align 8
.LC68:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC69:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC70:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.align 8
.LC71:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes, @function
svg_axes:
.LFB280:
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
	divsd	.LC66(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L721
	movapd	%xmm3, %xmm0
	leaq	.LC68(%rip), %rbp
	jmp	.L724
	.p2align 4,,10
	.p2align 3
.L728:
	movsd	16(%r14), %xmm0
.L724:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%rbp, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbx, %rdi
	movl	$4, %eax
	movsd	.LC39(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC38(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC67(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%r14), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L728
.L721:
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
	leaq	.LC69(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbx, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC70(%rip), %rsi
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
	leaq	.LC71(%rip), %rsi
	popq	%r12
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE280:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB272:
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
	je	.L730
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L731:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L731
	testq	%rcx, %rcx
	je	.L745
	testq	%rbx, %rbx
	je	.L745
	testq	%rcx, %rcx
	js	.L732
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L733:
	movsd	.LC72(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L743
	.p2align 4,,10
	.p2align 3
.L766:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L739
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC72(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L764
	movq	%r9, %rsi
	movq	%rax, %rbx
.L739:
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
	divsd	.LC73(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC74(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC72(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L765
.L743:
	testl	%eax, %eax
	je	.L734
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L734:
	testq	%r14, %r14
	js	.L736
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L737:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L766
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L743
.L765:
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
.L730:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L729:
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
.L736:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L737
	.p2align 4,,10
	.p2align 3
.L732:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L733
.L745:
	xorl	%esi, %esi
	jmp	.L730
.L764:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L729
	.cfi_endproc
.LFE272:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC75:
	.string	"1/(1-Percentile)"
.LC76:
	.string	"TotalCount"
.LC77:
	.string	"Percentile"
.LC78:
	.string	"Value"
.LC79:
	.string	"%12s %14s %10s %14s\n\n"
.LC80:
	.string	"%12.5f %2.12f %10lu %14.2f\n"
.LC81:
	.string	"%12.5f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC83:
	.string	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
	.align 8
.LC84:
	.string	"#[Max     = %12.5f, Total count    = %12lu]\n"
	.align 8
.LC85:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB292:
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
	je	.L801
	leaq	.LC75(%rip), %r9
	leaq	.LC76(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC77(%rip), %rcx
	leaq	.LC78(%rip), %rdx
	leaq	.LC79(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L817
	movsd	.LC66(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC81(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L777
	.p2align 4,,10
	.p2align 3
.L818:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC1(%rip), %xmm2
	movsd	.LC1(%rip), %xmm5
	leaq	.LC80(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L778
.L777:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC72(%rip), %xmm1
	testq	%rax, %rax
	js	.L772
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L773:
	movsd	.LC72(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L818
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L777
.L778:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L819
.L770:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L783
	.p2align 4,,10
	.p2align 3
.L821:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L781
.L822:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L782:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L820
.L783:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L821
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
	jns	.L822
.L781:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L782
	.p2align 4,,10
	.p2align 3
.L772:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L773
	.p2align 4,,10
	.p2align 3
.L820:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L790
	.p2align 4,,10
	.p2align 3
.L824:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L788
.L825:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L789:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L823
.L790:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L824
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
	jns	.L825
.L788:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L789
	.p2align 4,,10
	.p2align 3
.L823:
	movsd	.LC82(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L791
	cvttsd2siq	%xmm4, %r14
.L785:
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
	jbe	.L802
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L794:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L793
	cmpl	$63, %ebp
	jle	.L794
.L793:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L815
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L798:
	movsd	8(%rsp), %xmm4
	leaq	.LC83(%rip), %rsi
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
	js	.L799
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L800:
	movq	%r14, %rdx
	leaq	.LC84(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC85(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L767:
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
.L791:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L785
	.p2align 4,,10
	.p2align 3
.L799:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L800
	.p2align 4,,10
	.p2align 3
.L802:
	movl	$1, %ebp
	jmp	.L793
	.p2align 4,,10
	.p2align 3
.L817:
	movsd	.LC66(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L770
	.p2align 4,,10
	.p2align 3
.L819:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L785
.L801:
	movl	$-1, %eax
	jmp	.L767
.L815:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L798
	.cfi_endproc
.LFE292:
	.size	hgrm_writer, .-hgrm_writer
	.section	.rodata.str1.8
	.align 8
.LC89:
	.string	"RESULT theory queue=M/M/1/K rho=%.4f k=%lu rejected_pct=%.4f measured_pct=%.4f err_pct=%.3f tolerance_pct=%.3f ok=%d\n"
	.align 8
.LC90:
	.string	"theory: M/M/1/K at rho %.3f, %lu waiting at most, rejects %.3f %% of arrivals; the open loop saw %.3f %% (%+.2f %%, tolerance %.2f %%: four standard errors of %d batch means)\n"
	.align 8
.LC91:
	.string	"warning: the rejected share is outside its tolerance"
	.text
	.p2align 4
	.type	print_mm1k, @function
print_mm1k:
.LFB371:
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
	je	.L826
	cmpq	$0, 224(%rdi)
	jne	.L826
	cmpq	$0, 256(%rdi)
	jne	.L826
	cmpl	$0, 280(%rdi)
	jne	.L826
	cmpq	$0, 288(%rdi)
	jne	.L826
	cmpl	$1, 72(%rdi)
	jne	.L826
	cmpl	$1, 8(%rdi)
	jne	.L826
	cmpq	$0, 48(%rdi)
	jne	.L826
	movl	%edx, %ebp
	testq	%rbx, %rbx
	js	.L830
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L831:
	movsd	.LC1(%rip), %xmm2
	movq	(%rdi), %rax
	movsd	88(%rdi), %xmm3
	divsd	.LC31(%rip), %xmm3
	addsd	%xmm2, %xmm1
	testq	%rax, %rax
	js	.L832
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L833:
	mulsd	%xmm0, %xmm3
	movsd	%xmm3, (%rsp)
	subsd	%xmm2, %xmm3
	movapd	%xmm3, %xmm0
	movsd	.LC87(%rip), %xmm3
	andpd	.LC60(%rip), %xmm0
	comisd	%xmm0, %xmm3
	jbe	.L863
	addsd	%xmm2, %xmm1
	movapd	%xmm1, %xmm0
	movapd	%xmm2, %xmm1
	divsd	%xmm0, %xmm1
.L836:
	movq	1192(%rsi), %rax
	testq	%rax, %rax
	je	.L826
	movq	1224(%rsi), %rdx
	testq	%rdx, %rdx
	js	.L837
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L838:
	testq	%rax, %rax
	js	.L839
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L840:
	leaq	1248(%rsi), %rax
	movsd	.LC28(%rip), %xmm6
	pxor	%xmm3, %xmm3
	movsd	.LC29(%rip), %xmm5
	addq	$1504, %rsi
	divsd	%xmm0, %xmm2
	jmp	.L846
	.p2align 4,,10
	.p2align 3
.L868:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
	testq	%rdx, %rdx
	js	.L844
.L869:
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rdx, %xmm4
.L845:
	divsd	%xmm4, %xmm0
	subsd	%xmm2, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm6, %xmm0
	mulsd	%xmm5, %xmm0
.L841:
	addq	$8, %rax
	addsd	%xmm0, %xmm3
	cmpq	%rax, %rsi
	je	.L867
.L846:
	movq	(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L841
	movq	256(%rax), %rcx
	testq	%rcx, %rcx
	jns	.L868
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L869
.L844:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm4, %xmm4
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L845
	.p2align 4,,10
	.p2align 3
.L826:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L867:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	ja	.L870
	testl	%ebp, %ebp
	je	.L871
	movsd	.LC86(%rip), %xmm3
	movsd	.LC72(%rip), %xmm0
	pxor	%xmm4, %xmm4
.L852:
	movapd	%xmm3, %xmm5
	xorl	%edx, %edx
	movq	%rbx, %rsi
	movl	$5, %eax
	andpd	.LC60(%rip), %xmm5
	leaq	.LC89(%rip), %rdi
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
.L870:
	.cfi_restore_state
	movapd	%xmm3, %xmm0
	movsd	%xmm1, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movsd	8(%rsp), %xmm2
	movsd	16(%rsp), %xmm1
	movapd	%xmm0, %xmm4
	movsd	.LC72(%rip), %xmm0
	divsd	%xmm2, %xmm4
	movapd	%xmm2, %xmm3
	subsd	%xmm1, %xmm3
	mulsd	%xmm0, %xmm3
	divsd	%xmm1, %xmm3
	mulsd	.LC88(%rip), %xmm4
	testl	%ebp, %ebp
	jne	.L852
	mulsd	%xmm0, %xmm2
	movl	$32, %edx
	movq	%rbx, %rsi
	movl	$5, %eax
	mulsd	%xmm0, %xmm1
	movsd	(%rsp), %xmm0
	leaq	.LC90(%rip), %rdi
	movsd	%xmm4, 16(%rsp)
	movsd	%xmm3, 8(%rsp)
	call	printf@PLT
	movsd	8(%rsp), %xmm3
	movsd	16(%rsp), %xmm4
	andpd	.LC60(%rip), %xmm3
	comisd	%xmm4, %xmm3
	jbe	.L826
.L851:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	leaq	.LC91(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	jmp	puts@PLT
.L839:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L840
.L837:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L838
.L871:
	movsd	.LC72(%rip), %xmm0
	movl	$32, %edx
	pxor	%xmm4, %xmm4
	movq	%rbx, %rsi
	movsd	.LC86(%rip), %xmm3
	leaq	.LC90(%rip), %rdi
	movl	$5, %eax
	mulsd	%xmm0, %xmm2
	mulsd	%xmm0, %xmm1
	movsd	(%rsp), %xmm0
	call	printf@PLT
	jmp	.L851
.L832:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L833
.L830:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L831
.L863:
	movsd	(%rsp), %xmm0
	movq	%rsi, 24(%rsp)
	movsd	%xmm1, 16(%rsp)
	call	pow@PLT
	movq	.LC1(%rip), %rax
	movsd	16(%rsp), %xmm1
	movsd	%xmm0, 8(%rsp)
	movsd	(%rsp), %xmm0
	movq	%rax, %xmm2
	addsd	%xmm2, %xmm1
	call	pow@PLT
	movq	.LC1(%rip), %rax
	movq	24(%rsp), %rsi
	movq	%rax, %xmm2
	movapd	%xmm2, %xmm1
	subsd	(%rsp), %xmm1
	subsd	%xmm0, %xmm2
	mulsd	8(%rsp), %xmm1
	divsd	%xmm2, %xmm1
	jmp	.L836
	.cfi_endproc
.LFE371:
	.size	print_mm1k, .-print_mm1k
	.section	.rodata.str1.1
.LC92:
	.string	"bench: cannot write %s: %s\n"
.LC93:
	.string	"bench: writing %s failed\n"
.LC94:
	.string	"RESULT export file=%s\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB291:
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
	leaq	.LC54(%rip), %rdx
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
	je	.L880
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L881
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L879
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L879
	movq	%rbp, %rsi
	leaq	.LC94(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L872:
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
.L881:
	.cfi_restore_state
	call	fclose@PLT
.L879:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC93(%rip), %rsi
	call	fprintf@PLT
.L874:
	movl	$-1, %ebx
	jmp	.L872
.L880:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC92(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L874
	.cfi_endproc
.LFE291:
	.size	export_file, .-export_file
	.section	.rodata.str1.1
.LC95:
	.string	"bench: "
.LC96:
	.string	"\\n"
.LC97:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB405:
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
	leaq	.LC95(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L888
	leaq	.LC97(%rip), %rbp
	leaq	.LC96(%rip), %r12
	jmp	.L883
	.p2align 4,,10
	.p2align 3
.L884:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L889
	cmpb	$127, %al
	je	.L889
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L885:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L888
.L883:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L884
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L883
.L888:
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
.L889:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L885
	.cfi_endproc
.LFE405:
	.size	usage_error, .-usage_error
	.p2align 4
	.type	shared_due_free, @function
shared_due_free:
.LFB177:
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
.LFE177:
	.size	shared_due_free, .-shared_due_free
	.section	.rodata.str1.1
.LC98:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC99:
	.string	"stall lengths are drawn from a distribution"
	.align 8
.LC100:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC101:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC102:
	.string	"it covers skipping closed loops with one connection only"
	.align 8
.LC103:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC104:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC105:
	.string	"the stall period is not a whole number of intervals"
	.text
	.p2align 4
	.type	closed_form_gap.part.0, @function
closed_form_gap.part.0:
.LFB415:
	.cfi_startproc
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L897
	movl	40(%rdi), %esi
	leaq	.LC98(%rip), %rax
	testl	%esi, %esi
	jne	.L896
	movl	44(%rdi), %edx
	leaq	.LC99(%rip), %rax
	testl	%edx, %edx
	jne	.L896
.L897:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC100(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L896
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L916
	cmpl	$1, %eax
	je	.L917
.L900:
	testq	%rcx, %rcx
	je	.L906
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC103(%rip), %rax
	testq	%rdx, %rdx
	jne	.L896
	movq	56(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L896
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC105(%rip), %rax
	testq	%rdx, %rdx
	jne	.L896
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC104(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L906:
	xorl	%eax, %eax
.L896:
	ret
	.p2align 4,,10
	.p2align 3
.L917:
	cmpq	$1, 160(%rdi)
	leaq	.LC102(%rip), %rax
	jbe	.L900
	ret
	.p2align 4,,10
	.p2align 3
.L916:
	cmpq	$1, 160(%rdi)
	leaq	.LC101(%rip), %rax
	jbe	.L900
	ret
	.cfi_endproc
.LFE415:
	.size	closed_form_gap.part.0, .-closed_form_gap.part.0
	.section	.rodata.str1.8
	.align 8
.LC106:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC107:
	.string	"service times are drawn from a distribution"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB102:
	.cfi_startproc
	movl	72(%rdi), %edx
	testl	%edx, %edx
	jne	.L920
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L921
	jmp	closed_form_gap.part.0
	.p2align 4,,10
	.p2align 3
.L921:
	leaq	.LC107(%rip), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L920:
	leaq	.LC106(%rip), %rax
	ret
	.cfi_endproc
.LFE102:
	.size	closed_form_gap, .-closed_form_gap
	.p2align 4
	.type	send_rate, @function
send_rate:
.LFB372:
	.cfi_startproc
	cmpq	$1, %rdi
	jbe	.L928
	cmpq	%rdx, %rsi
	jnb	.L928
	subq	$1, %rdi
	js	.L924
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
	mulsd	.LC31(%rip), %xmm0
	subq	%rsi, %rdx
	js	.L926
.L935:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
	divsd	%xmm1, %xmm0
	ret
	.p2align 4,,10
	.p2align 3
.L928:
	pxor	%xmm0, %xmm0
	ret
	.p2align 4,,10
	.p2align 3
.L924:
	movq	%rdi, %rax
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	mulsd	.LC31(%rip), %xmm0
	subq	%rsi, %rdx
	jns	.L935
.L926:
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
.LFE372:
	.size	send_rate, .-send_rate
	.section	.rodata.str1.1
.LC108:
	.string	"closed"
	.section	.rodata.str1.8
	.align 8
.LC109:
	.string	"RESULT rate client=%s intended=%lu sent=%lu never_sent=%lu dropped=%lu intended_per_s=%.1f achieved_per_s=%.1f\n"
	.section	.rodata.str1.1
.LC110:
	.string	"open"
	.section	.rodata.str1.8
	.align 8
.LC111:
	.string	"RESULT rate checked_against=truth checks=%lu failed=%lu\n"
	.align 8
.LC112:
	.string	"rates: %.1f requests a second intended; the closed loop sent %lu of %lu, %.1f a second (%lu never sent); the open loop %lu, %.1f a second\n"
	.text
	.p2align 4
	.type	print_rates, @function
print_rates:
.LFB384:
	.cfi_startproc
	movl	544(%rdi), %eax
	testl	%eax, %eax
	je	.L936
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
	je	.L938
	movq	440(%rbx), %r9
	leaq	.LC109(%rip), %rbp
	movsd	%xmm0, 8(%rsp)
	movq	%rcx, %r8
	movq	%r14, %xmm0
	movq	%r10, %rcx
	movq	%rbp, %rdi
	movl	$2, %eax
	leaq	.LC108(%rip), %rsi
	call	printf@PLT
	movsd	8(%rsp), %xmm2
	movq	%rbp, %rdi
	movq	480(%rbx), %rdx
	movq	488(%rbx), %rcx
	movq	%r14, %xmm0
	movq	504(%rbx), %r9
	leaq	.LC110(%rip), %rsi
	movq	496(%rbx), %r8
	movapd	%xmm2, %xmm1
	movl	$2, %eax
	call	printf@PLT
	movq	560(%rbx), %rdx
	movq	552(%rbx), %rsi
	xorl	%eax, %eax
	addq	$16, %rsp
	.cfi_def_cfa_offset 32
	leaq	.LC111(%rip), %rdi
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
.L936:
	ret
.L938:
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
	leaq	.LC112(%rip), %rdi
	popq	%rbp
	.cfi_restore 6
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_restore 14
	.cfi_def_cfa_offset 8
	jmp	printf@PLT
	.cfi_endproc
.LFE384:
	.size	print_rates, .-print_rates
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB424:
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
	je	.L949
.L943:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L942:
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
.L949:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L950
	movl	$512, %esi
	movl	$16, %ebp
.L944:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L951
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L943
	.p2align 4,,10
	.p2align 3
.L950:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L944
.L951:
	movl	$1, 24(%rbx)
	jmp	.L942
	.cfi_endproc
.LFE424:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC113:
	.string	"bench: %s\n"
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
.LFB357:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L957
	cmpl	$-2, %edi
	je	.L958
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC115(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L952:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L957:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC113(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L952
.L958:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC114(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L952
	.cfi_endproc
.LFE357:
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
.LFB444:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L960
	testq	%rsi, %rsi
	js	.L961
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L963
.L971:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L964:
	divsd	%xmm1, %xmm0
	leaq	.LC117(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC116(%rip), %rdx
	comisd	.LC72(%rip), %xmm0
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
.L961:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L971
.L963:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L964
	.p2align 4,,10
	.p2align 3
.L960:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE444:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.section	.rodata.str1.1
.LC118:
	.string	"of them"
	.section	.rodata.str1.8
	.align 8
.LC119:
	.string	"%s is needed with --service-dist %s: e.g. %s"
	.align 8
.LC120:
	.string	"%s applies to --service-dist %s only: drop it or add --service-dist %s"
	.align 8
.LC121:
	.string	"%s go together with --service-dist %s: give all %s, or none"
	.text
	.p2align 4
	.type	service_refusal.constprop.0, @function
service_refusal.constprop.0:
.LFB447:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movl	%esi, %r13d
	movl	$32, %esi
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	subq	$264, %rsp
	.cfi_def_cfa_offset 304
	movq	48(%rdi), %rbx
	movq	%rbx, %rdi
	call	strchr@PLT
	testq	%rax, %rax
	je	.L973
	movzbl	(%rbx), %edx
	movl	$1, %esi
	xorl	%eax, %eax
	movq	%rsp, %rdi
	testb	%dl, %dl
	jne	.L974
	jmp	.L992
	.p2align 4,,10
	.p2align 3
.L978:
	addq	$1, %rbx
	movb	%dl, (%rsp,%rax)
	addq	$1, %rax
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	je	.L980
.L993:
	leaq	6(%rax), %rcx
	cmpq	$255, %rcx
	ja	.L980
.L974:
	cmpb	$32, %dl
	jne	.L978
	leaq	(%rdi,%rax), %rdx
	addq	$1, %rbx
	addq	$5, %rax
	addq	$1, %rsi
	movl	$32, %ecx
	movl	$1684955424, (%rdx)
	movw	%cx, 4(%rdx)
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	jne	.L993
	.p2align 4,,10
	.p2align 3
.L980:
	movb	$0, (%rsp,%rax)
	leaq	.LC118(%rip), %r9
	cmpq	$5, %rsi
	jbe	.L981
.L982:
	movq	0(%rbp), %r8
	movq	%rdi, %rcx
	leaq	.LC121(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
.L977:
	addq	$264, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	movl	$-1, %eax
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
.L992:
	.cfi_restore_state
	movb	$0, (%rsp)
.L981:
	leaq	HOW_MANY.12(%rip), %rax
	movq	-8(%rax,%rsi,8), %r9
	jmp	.L982
.L973:
	movq	0(%rbp), %r8
	testl	%r13d, %r13d
	je	.L976
	movq	56(%rbp), %r9
	movq	%rbx, %rcx
	leaq	.LC119(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L977
.L976:
	movq	%r8, %r9
	movq	%rbx, %rcx
	leaq	.LC120(%rip), %rdx
	movq	%r12, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L977
	.cfi_endproc
.LFE447:
	.size	service_refusal.constprop.0, .-service_refusal.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB448:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L1000
	xorl	%edx, %edx
	jmp	.L999
	.p2align 4,,10
	.p2align 3
.L996:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L1002
.L998:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L1003
.L999:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L996
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L998
	.p2align 4,,10
	.p2align 3
.L1002:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L995:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L1003:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L1000:
	movq	%rsi, %rdx
	jmp	.L995
	.cfi_endproc
.LFE448:
	.size	alternatives.constprop.0, .-alternatives.constprop.0
	.section	.rodata.str1.1
.LC122:
	.string	"|"
.LC123:
	.string	"fixed"
	.section	.rodata.str1.8
	.align 8
.LC124:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC125:
	.string	"%s%s%s"
.LC126:
	.string	"--service-dist"
.LC127:
	.string	"  %s\n"
.LC128:
	.string	"  %-24s %.*s\n"
.LC129:
	.string	"  %-24s   %-10s %s\n"
	.section	.rodata.str1.8
	.align 8
.LC130:
	.string	"Each of these applies only with another:"
	.section	.rodata.str1.1
.LC131:
	.string	"    %-22s with %s\n"
	.section	.rodata.str1.8
	.align 8
.LC132:
	.string	"On a recorded trace (--correct, --trace-values) only these apply:\n   "
	.section	.rodata.str1.1
.LC133:
	.string	" %s"
	.section	.rodata.str1.8
	.align 8
.LC134:
	.string	"\nWith --population or --sessions these do nothing, and are refused:\n   "
	.section	.rodata.str1.1
.LC135:
	.string	"\nWith --sweep, likewise:\n   "
	.text
	.p2align 4
	.type	print_usage, @function
print_usage:
.LFB331:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC124(%rip), %rdi
	leaq	.LC10(%rip), %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	leaq	OPTIONS(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%r12, %r14
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	xorl	%ebx, %ebx
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
	call	puts@PLT
	leaq	48(%rsp), %rax
	movq	%r12, 40(%rsp)
	movq	%rax, (%rsp)
	.p2align 4,,10
	.p2align 3
.L1016:
	movq	16(%r14), %r9
	movq	24(%r14), %r13
	leaq	.LC36(%rip), %r8
	testq	%r9, %r9
	je	.L1061
.L1005:
	movq	(%r14), %r12
	movq	(%rsp), %rdi
	leaq	.LC125(%rip), %rdx
	xorl	%eax, %eax
	movl	$64, %esi
	movq	%r12, %rcx
	call	snprintf@PLT
	leaq	.LC126(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L1062
.L1006:
	movq	(%rsp), %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L1063
	testq	%rbx, %rbx
	je	.L1009
.L1066:
	movl	%ebx, %edx
	movq	(%rsp), %rsi
	movq	%r13, %rcx
	leaq	.LC128(%rip), %rdi
	subl	%r13d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1010
	.p2align 4,,10
	.p2align 3
.L1064:
	movq	%rax, %rdx
	movq	%r13, %rcx
	movq	%r15, %rsi
	xorl	%eax, %eax
	subq	%rbx, %rdx
	leaq	.LC128(%rip), %rdi
	movq	%rbp, %rbx
	subl	$1, %edx
	call	printf@PLT
.L1010:
	leaq	1(%rbx), %r13
	movl	$10, %esi
	movq	%r13, %rdi
	call	strchr@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	jne	.L1064
	movq	%r13, %rdi
	call	strlen@PLT
	movq	%r13, %rcx
	movq	%r15, %rsi
	leaq	.LC128(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L1011:
	leaq	.LC126(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1065
	addq	$48, %r14
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %r14
	je	.L1015
.L1067:
	movq	24(%r14), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %rbx
	jmp	.L1016
	.p2align 4,,10
	.p2align 3
.L1063:
	movq	(%rsp), %rsi
	leaq	.LC127(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 48(%rsp)
	testq	%rbx, %rbx
	jne	.L1066
.L1009:
	movq	%r13, %rdi
	call	strlen@PLT
	movq	(%rsp), %rsi
	movq	%r13, %rcx
	leaq	.LC128(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1011
	.p2align 4,,10
	.p2align 3
.L1062:
	movq	%r12, %rdi
	call	strlen@PLT
	movq	(%rsp), %rcx
	movl	$63, %r11d
	leaq	1(%rcx,%rax), %rdx
	movb	$0, (%rdx)
	subq	%rax, %r11
	je	.L1006
	leaq	SERVICE_DISTS(%rip), %r10
	xorl	%r9d, %r9d
	movq	%r13, 8(%rsp)
	movq	%r15, %rcx
	movq	%r12, 16(%rsp)
	movq	%r9, %r13
	movl	%ebp, %r12d
	movq	%rdx, %rbp
	movq	%rbx, 24(%rsp)
	leaq	.LC123(%rip), %r8
	movq	%r11, %rbx
	movq	%r14, 32(%rsp)
	movq	%r10, %r14
.L1007:
	movq	%rbx, %rsi
	leaq	0(%rbp,%r13), %rdi
	xorl	%eax, %eax
	addl	$1, %r12d
	subq	%r13, %rsi
	leaq	.LC54(%rip), %rdx
	addq	$96, %r14
	call	snprintf@PLT
	cltq
	addq	%rax, %r13
	cmpl	$3, %r12d
	jg	.L1059
	cmpq	%rbx, %r13
	jnb	.L1059
	movq	(%r14), %r8
	leaq	.LC122(%rip), %rcx
	jmp	.L1007
	.p2align 4,,10
	.p2align 3
.L1061:
	movq	%r15, %r9
	movq	%r15, %r8
	jmp	.L1005
	.p2align 4,,10
	.p2align 3
.L1065:
	leaq	SERVICE_DISTS(%rip), %r12
	leaq	.LC129(%rip), %rbx
	leaq	384(%r12), %rbp
.L1014:
	movq	80(%r12), %rcx
	movq	(%r12), %rdx
	movq	%r15, %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$96, %r12
	call	printf@PLT
	cmpq	%rbp, %r12
	jne	.L1014
	addq	$48, %r14
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %r14
	jne	.L1067
.L1015:
	leaq	.LC130(%rip), %rdi
	movq	40(%rsp), %r12
	leaq	OPTIONS(%rip), %rbx
	call	puts@PLT
	movq	(%rsp), %r13
	leaq	.LC131(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L1018:
	movq	32(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L1017
	movq	%r13, %rsi
	call	alternatives.constprop.0
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1017:
	addq	$48, %rbx
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L1018
	leaq	.LC132(%rip), %rdi
	xorl	%eax, %eax
	leaq	OPTIONS(%rip), %rbx
	call	printf@PLT
	leaq	.LC133(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L1020:
	testb	$2, 40(%rbx)
	je	.L1019
	cmpl	$2, 8(%rbx)
	je	.L1019
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1019:
	addq	$48, %rbx
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L1020
	leaq	.LC134(%rip), %rdi
	xorl	%eax, %eax
	leaq	OPTIONS(%rip), %rbx
	call	printf@PLT
	leaq	.LC133(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L1022:
	movl	40(%rbx), %eax
	testb	$8, %al
	jne	.L1021
	cmpl	$2, %eax
	je	.L1021
	cmpl	$2, 8(%rbx)
	je	.L1021
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1021:
	addq	$48, %rbx
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L1022
	leaq	.LC135(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC133(%rip), %rbx
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1024:
	movl	40(%r12), %eax
	testb	$4, %al
	jne	.L1023
	cmpl	$2, %eax
	je	.L1023
	cmpl	$2, 8(%r12)
	je	.L1023
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1023:
	addq	$48, %r12
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %r12
	jne	.L1024
	addq	$184, %rsp
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
.L1059:
	.cfi_restore_state
	movq	8(%rsp), %r13
	movq	16(%rsp), %r12
	movq	24(%rsp), %rbx
	movq	32(%rsp), %r14
	jmp	.L1006
	.cfi_endproc
.LFE331:
	.size	print_usage, .-print_usage
	.section	.rodata.str1.1
.LC136:
	.string	"%lu.%04lu"
	.text
	.p2align 4
	.type	fmt_share.constprop.0, @function
fmt_share.constprop.0:
.LFB449:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdx, %r8
	movq	%rdi, %rbx
	xorl	%ecx, %ecx
	testq	%rdx, %rdx
	je	.L1069
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
.L1069:
	movq	%rbx, %rdi
	leaq	.LC136(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE449:
	.size	fmt_share.constprop.0, .-fmt_share.constprop.0
	.section	.rodata.str1.1
.LC137:
	.string	"%lu.%0*lu %s"
.LC138:
	.string	"%lu %s"
	.text
	.p2align 4
	.type	fmt_read.constprop.0, @function
fmt_read.constprop.0:
.LFB451:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L1081
	cmpq	$999999, %rsi
	ja	.L1082
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L1075:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.11(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L1077
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L1079
	jmp	.L1078
	.p2align 4,,10
	.p2align 3
.L1092:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L1078
.L1079:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L1092
.L1077:
	imulq	$24, %rsi, %rdi
	leaq	.LC138(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L1080:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L1078:
	.cfi_restore_state
	imulq	$24, %rsi, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 24
	movq	%rdx, %r9
	movl	$32, %esi
	leaq	.LC137(%rip), %rdx
	xorl	%eax, %eax
	pushq	(%r11,%rdi)
	.cfi_def_cfa_offset 32
	movq	%rbx, %rdi
	call	snprintf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 24
	popq	%rcx
	.cfi_def_cfa_offset 16
	jmp	.L1080
.L1081:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L1075
.L1082:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L1075
	.cfi_endproc
.LFE451:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.section	.rodata.str1.1
.LC139:
	.string	"--arrivals"
	.text
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB452:
	.cfi_startproc
	movq	$0, 8(%rdi)
	movq	%rdi, %r9
	leaq	16(%rdi), %rdi
	movq	$0, 96(%rdi)
	movl	%r9d, %eax
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	120(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movq	%rsi, (%r9)
	cmpq	$0, 112(%rsi)
	je	.L1100
.L1096:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1100:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1096
	cmpl	$1, %eax
	je	.L1101
	movq	104(%rsi), %rsi
	leaq	40(%r9), %rdi
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC139(%rip), %rdx
	jmp	numbers_open
	.p2align 4,,10
	.p2align 3
.L1101:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r9)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r9)
	ret
	.cfi_endproc
.LFE452:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.section	.rodata.str1.1
.LC140:
	.string	"%lu.%lu"
.LC141:
	.string	"%lu.%02lu"
.LC142:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB454:
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
	jnb	.L1107
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L1108
	leaq	.LC142(%rip), %rdx
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
.L1108:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC141(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1107:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC140(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE454:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC143:
	.string	"mean "
.LC144:
	.string	"Poisson"
.LC145:
	.string	"periodic"
.LC146:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC147:
	.string	"server: service %s, mean %.1f us, scv %.3f"
	.section	.rodata.str1.1
.LC148:
	.string	"; "
	.section	.rodata.str1.8
	.align 8
.LC149:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC150:
	.string	"no stalls"
.LC151:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC152:
	.string	"stalls of %s us every %s us from %s us\n"
	.text
	.p2align 4
	.type	print_server, @function
print_server:
.LFB352:
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
	subq	$104, %rsp
	.cfi_def_cfa_offset 160
	movl	8(%rdi), %ebp
	testl	%ebp, %ebp
	jne	.L1110
	movq	(%rbx), %rsi
	movq	%rsp, %rdi
	call	fmt_us.constprop.0
	leaq	.LC146(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1111:
	cmpq	$0, 48(%rbx)
	jne	.L1127
	leaq	.LC150(%rip), %rdi
	call	puts@PLT
.L1109:
	addq	$104, %rsp
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
.L1110:
	.cfi_restore_state
	imulq	$96, %rbp, %rbp
	leaq	64(%rsp), %rdx
	leaq	32(%rsp), %rsi
	call	service_moments
	leaq	SERVICE_DISTS(%rip), %rax
	movsd	64(%rsp), %xmm1
	leaq	.LC147(%rip), %rdi
	addq	%rax, %rbp
	movl	$2, %eax
	movsd	32(%rsp), %xmm0
	divsd	.LC66(%rip), %xmm0
	movq	0(%rbp), %rsi
	call	printf@PLT
	movq	88(%rbp), %rax
	testq	%rax, %rax
	je	.L1112
	movq	%rbx, %rdi
	call	*%rax
.L1112:
	leaq	.LC148(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1111
.L1127:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1128
	cmpq	$0, 56(%rbx)
	jne	.L1119
	leaq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	movq	%rsp, %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC151(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1109
.L1119:
	leaq	64(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	leaq	32(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	movq	%rsp, %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%r12, %rcx
	movq	%rbp, %rdx
	leaq	.LC152(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1109
.L1128:
	leaq	64(%rsp), %rdi
	leaq	.LC143(%rip), %r15
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	leaq	32(%rsp), %rdi
	movq	%r15, %r13
	movq	%rax, %r14
	leaq	.LC10(%rip), %rbp
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	movq	%rsp, %rdi
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
	leaq	.LC144(%rip), %rax
	leaq	.LC145(%rip), %rsi
	cmove	%rax, %rsi
	pushq	%rax
	.cfi_def_cfa_offset 168
	leaq	.LC149(%rip), %rdi
	xorl	%eax, %eax
	pushq	%r14
	.cfi_def_cfa_offset 176
	call	printf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 168
	popq	%rcx
	.cfi_def_cfa_offset 160
	jmp	.L1109
	.cfi_endproc
.LFE352:
	.size	print_server, .-print_server
	.section	.rodata.str1.1
.LC153:
	.string	"s"
.LC154:
	.string	"given"
.LC155:
	.string	":"
.LC156:
	.string	";"
	.section	.rodata.str1.8
	.align 8
.LC157:
	.string	"one schedule gap after its last send (drifting), nothing after the last due time"
	.align 8
.LC158:
	.string	"each request when due, or as soon after as it can"
	.section	.rodata.str1.1
.LC159:
	.string	"drops the request"
.LC160:
	.string	"waits for a slot"
	.section	.rodata.str1.8
	.align 8
.LC161:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.align 8
.LC162:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC163:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC164:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC165:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC166:
	.string	"\ncorrection: expected interval "
	.align 8
.LC167:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC168:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC169:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC170:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC171:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC172:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC173:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC174:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC175:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC176:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC177:
	.string	"; 1 warmup + %u reps\n"
.LC178:
	.string	"faults"
	.section	.rodata.str1.8
	.align 8
.LC179:
	.string	"%s clients give up %s us after a send"
	.align 8
.LC180:
	.string	"%s the server rejects a request that finds %lu waiting (the error reaches the client %s us after the send)"
	.align 8
.LC181:
	.string	"%s the open loop's sender sends %s"
	.align 8
.LC182:
	.string	", pauses %s us every %s us from %s us"
	.section	.rodata.str1.1
.LC183:
	.string	", pauses %s us once, at %s us"
	.section	.rodata.str1.8
	.align 8
.LC184:
	.string	", keeps at most %lu in flight, then %s"
	.align 8
.LC185:
	.string	"\nomissions: the three sets above are the truth, walked without the faults; each client is walked once more with them (every sample kept), and its views are checked against a reference simulation"
	.align 8
.LC186:
	.string	", and open-completed, open-censored and the open loop's timeouts against the closed form"
	.align 8
.LC187:
	.string	", and lag and the open loop's sends against the closed form"
	.align 8
.LC188:
	.string	"a closed loop that gives up sends its next request at once: its timeline is no longer the open loop's"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB363:
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
	leaq	.LC161(%rip), %rdi
	call	printf@PLT
	movq	%rbx, %rdi
	call	print_server
	movl	72(%rbx), %ecx
	testl	%ecx, %ecx
	je	.L1185
	movq	136(%rbx), %rdx
	xorl	%esi, %esi
	cmpq	$1, %rdx
	jbe	.L1132
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	leaq	-1(%rdx), %rcx
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%rcx
	movq	%rax, %rsi
.L1132:
	leaq	48(%rsp), %r12
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC163(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1131:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC10(%rip), %rax
	leaq	.LC153(%rip), %rcx
	leaq	.LC164(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1186
.L1134:
	leaq	.LC166(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L1187
	movq	184(%rbx), %r14
	movq	168(%rbx), %rsi
	leaq	.LC154(%rip), %rax
	movq	%r12, %rdi
	testq	%r14, %r14
	cmove	%rax, %r14
	call	fmt_us.constprop.0
	leaq	.LC168(%rip), %rdi
	movq	%rax, %rsi
	movq	%r14, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1136:
	movq	192(%rbx), %rsi
	leaq	80(%rsp), %r14
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC169(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L1188
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, 8(%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L1139
.L1140:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L1189
	leaq	.LC172(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC173(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1142:
	movl	24(%r13), %eax
	cmpl	$2, %eax
	je	.L1190
	cmpl	$1, %eax
	je	.L1191
	leaq	.LC176(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1144:
	movl	216(%rbx), %esi
	xorl	%eax, %eax
	leaq	.LC177(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 392(%rbp)
	je	.L1129
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1192
.L1129:
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
.L1192:
	.cfi_restore_state
	leaq	.LC178(%rip), %rdi
	xorl	%eax, %eax
	movl	400(%rbp), %r13d
	leaq	.LC155(%rip), %rbp
	call	printf@PLT
	movq	224(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1193
.L1147:
	cmpl	$0, 232(%rbx)
	jne	.L1194
.L1148:
	cmpq	$0, 256(%rbx)
	movl	280(%rbx), %eax
	jne	.L1149
	testl	%eax, %eax
	je	.L1195
	leaq	.LC157(%rip), %rdx
.L1150:
	movq	%rbp, %rsi
	leaq	.LC181(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1152:
	cmpq	$0, 256(%rbx)
	je	.L1153
	cmpq	$0, 264(%rbx)
	movq	272(%rbx), %rsi
	jne	.L1196
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	256(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC183(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1153:
	movq	288(%rbx), %rsi
	testq	%rsi, %rsi
	je	.L1155
	cmpl	$0, 296(%rbx)
	leaq	.LC159(%rip), %rax
	leaq	.LC160(%rip), %rdx
	cmovne	%rax, %rdx
	leaq	.LC184(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1155:
	xorl	%eax, %eax
	leaq	.LC185(%rip), %rdi
	call	printf@PLT
	testb	$1, %r13b
	jne	.L1197
.L1157:
	andb	$2, %r13b
	jne	.L1198
.L1158:
	movl	$10, %edi
	call	putchar@PLT
	cmpq	$0, 224(%rbx)
	je	.L1129
	leaq	.LC188(%rip), %rdi
	call	puts@PLT
	jmp	.L1129
.L1188:
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L1140
.L1139:
	leaq	.LC170(%rip), %rdi
	call	puts@PLT
	jmp	.L1140
.L1187:
	leaq	.LC167(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1136
.L1186:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC165(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1134
.L1185:
	movq	80(%rbx), %rsi
	leaq	48(%rsp), %r12
	movq	136(%rbx), %r14
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	%r14, %rdx
	leaq	.LC162(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1131
.L1191:
	leaq	.LC175(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1144
.L1190:
	movq	40(%r13), %rdx
	movq	32(%r13), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC174(%rip), %rdi
	call	printf@PLT
	jmp	.L1144
.L1149:
	testl	%eax, %eax
	leaq	.LC158(%rip), %rdx
	leaq	.LC157(%rip), %rax
	cmovne	%rax, %rdx
	jmp	.L1150
.L1194:
	movq	248(%rbx), %rsi
	leaq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	240(%rbx), %rdx
	movq	%rbp, %rsi
	leaq	.LC180(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	leaq	.LC156(%rip), %rbp
	call	printf@PLT
	jmp	.L1148
.L1193:
	leaq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%rbp, %rsi
	leaq	.LC179(%rip), %rdi
	leaq	.LC156(%rip), %rbp
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1147
.L1189:
	movl	$29, %esi
	leaq	.LC171(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1142
.L1198:
	leaq	.LC187(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1158
.L1197:
	leaq	.LC186(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1157
.L1195:
	cmpq	$0, 288(%rbx)
	leaq	.LC158(%rip), %rdx
	jne	.L1150
	jmp	.L1152
.L1196:
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
	leaq	.LC182(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1153
	.cfi_endproc
.LFE363:
	.size	print_plan, .-print_plan
	.section	.rodata.str1.8
	.align 8
.LC189:
	.string	" (%s us, or %s us for %.4g %%)"
	.text
	.p2align 4
	.type	bimodal_detail, @function
bimodal_detail:
.LFB46:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	movq	%rdi, %rbx
	subq	$88, %rsp
	.cfi_def_cfa_offset 112
	movsd	.LC72(%rip), %xmm0
	movq	32(%rdi), %rsi
	mulsd	24(%rdi), %xmm0
	leaq	48(%rsp), %rdi
	movsd	%xmm0, 8(%rsp)
	call	fmt_us.constprop.0
	movq	(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movsd	8(%rsp), %xmm0
	movq	%rbp, %rdx
	leaq	.LC189(%rip), %rdi
	movq	%rax, %rsi
	movl	$1, %eax
	call	printf@PLT
	addq	$88, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE46:
	.size	bimodal_detail, .-bimodal_detail
	.p2align 4
	.type	send_gaps.constprop.0.isra.0, @function
send_gaps.constprop.0.isra.0:
.LFB456:
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
	je	.L1213
	testq	%r14, %r14
	je	.L1213
	testq	%rax, %rax
	je	.L1206
	cmpq	$0, 24(%rbx)
	je	.L1219
	movq	16(%rbx), %r9
	movq	(%rbx), %rdi
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1210:
	movq	(%r9,%rax,8), %rcx
	leaq	(%r12,%rcx), %rdx
	leaq	0(%rbp,%rcx,8), %rcx
	cmpb	$0, (%rdx)
	je	.L1209
	movq	0(%r13), %r8
	movq	(%rdi,%rax,8), %rsi
	subq	(%rcx), %rsi
	leaq	1(%r8), %r10
	movq	%rsi, (%r14,%r8,8)
	movq	%r10, 0(%r13)
.L1209:
	movb	$1, (%rdx)
	movq	(%rdi,%rax,8), %rdx
	addq	$1, %rax
	movq	%rdx, (%rcx)
	cmpq	24(%rbx), %rax
	jb	.L1210
.L1219:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
.L1201:
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
.L1213:
	.cfi_restore_state
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	testq	%rbp, %rbp
	je	.L1204
	testq	%r12, %r12
	jne	.L1201
.L1204:
	movq	%r14, %rdi
	xorl	%r14d, %r14d
	call	free@PLT
	jmp	.L1201
.L1206:
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L1204
	.cfi_endproc
.LFE456:
	.size	send_gaps.constprop.0.isra.0, .-send_gaps.constprop.0.isra.0
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB457:
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
	jne	.L1223
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1223:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1225:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1224
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
.L1224:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1225
	testq	%r15, %r15
	je	.L1229
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1227:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1227
.L1226:
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
.L1229:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1226
	.cfi_endproc
.LFE457:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	score_route, @function
score_route:
.LFB247:
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
	je	.L1238
	cmpq	$0, 32(%rsp)
	je	.L1238
	cmpq	$0, 8(%rsp)
	je	.L1238
	cmpq	$0, 24(%rsp)
	je	.L1238
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
	jne	.L1313
.L1239:
	movq	16(%rsp), %r15
	movl	$2, %r14d
	.p2align 4,,10
	.p2align 3
.L1243:
	movq	792(%rbp,%r14,8), %rdx
	testq	%rdx, %rdx
	je	.L1245
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
	jne	.L1314
.L1245:
	addq	$1, %r14
	cmpq	$8, %r14
	jne	.L1243
	movq	%rbx, %rdi
	leaq	640(%rbp), %r9
	call	trace_runtime_ns
	movq	24(%rbx), %r15
	movq	24(%r13), %rsi
	movq	%rax, %rcx
	testq	%r15, %r15
	jne	.L1315
	testq	%rsi, %rsi
	jne	.L1316
	xorl	%r8d, %r8d
.L1266:
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
.L1247:
	xorl	%eax, %eax
	movl	$20, %ecx
	movq	%r9, %rdi
	rep stosl
	imulq	$1000, %r14, %rax
	movq	%rax, 856(%rbp)
	movl	$1, %eax
	cmpq	$67108863, %r8
	jbe	.L1317
.L1248:
	movl	48(%r13), %r15d
	xorl	$1, %eax
	movl	%eax, 900(%rbp)
	testl	%r15d, %r15d
	je	.L1237
	movq	40(%r13), %rdx
	xorl	%r15d, %r15d
	testq	%rdx, %rdx
	jne	.L1318
.L1237:
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
.L1313:
	.cfi_restore_state
	movq	24(%rsp), %rdi
	leaq	0(,%r8,8), %r9
	xorl	%esi, %esi
	movq	%rdi, %rax
	leaq	(%r9,%rdi), %rdx
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L1240:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L1240
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
	jne	.L1241
	movl	$50000, %esi
	xorl	%edi, %edi
.L1241:
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
	jmp	.L1239
.L1315:
	movq	16(%rsp), %rax
	movl	$1000, %edi
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	movq	-8(%rax,%r15,8), %rax
	divq	%rdi
	movq	%rax, %r8
	cmpq	%rsi, %r15
	jb	.L1247
	jmp	.L1266
.L1316:
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
	jne	.L1319
.L1238:
	orl	$-1, %r15d
	jmp	.L1237
.L1317:
	leaq	1(%r8), %rax
	movl	$8, %esi
	movq	%r8, 40(%rsp)
	movq	%rax, %rdi
	movq	%rax, 56(%rsp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L1238
	testq	%r15, %r15
	movq	40(%rsp), %r8
	je	.L1254
	movabsq	$2361183241434822607, %rsi
	movq	16(%rsp), %rax
	movq	%rax, %rcx
	leaq	(%rax,%r15,8), %rdi
	.p2align 4,,10
	.p2align 3
.L1253:
	movq	(%rcx), %rdx
	addq	$8, %rcx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%rsi
	shrq	$4, %rdx
	addq	$1, (%rbx,%rdx,8)
	cmpq	%rcx, %rdi
	jne	.L1253
.L1254:
	leaq	(%r14,%r14), %rdi
	cmpq	%rdi, %r8
	jb	.L1252
	testq	%r14, %r14
	je	.L1252
	imulq	$-8, %r14, %rsi
	subq	%r14, %rdi
	leaq	(%rbx,%rdi,8), %r9
	.p2align 4,,10
	.p2align 3
.L1257:
	movq	(%r9,%r14,8), %rcx
	testq	%rcx, %rcx
	je	.L1255
	cmpq	%rdi, %r14
	jnb	.L1255
	movq	%r9, %rax
	movq	%rdi, %rdx
	.p2align 4,,10
	.p2align 3
.L1256:
	subq	%r14, %rdx
	addq	%rcx, (%rax)
	addq	%rcx, %r15
	addq	%rsi, %rax
	cmpq	%rdx, %r14
	jb	.L1256
.L1255:
	addq	$1, %rdi
	addq	$8, %r9
	leaq	(%r14,%rdi), %rax
	cmpq	%rax, %r8
	jnb	.L1257
.L1252:
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
.L1263:
	leaq	PCT_MILLI(%rip), %rax
	movq	%r12, %rsi
	movq	(%rax,%r15), %rax
	cmpq	$100000, %rax
	je	.L1258
	mulq	%r12
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r12, %rsi
	cmova	%r12, %rsi
.L1258:
	testq	%r12, %r12
	je	.L1259
	cmpq	%rsi, %r13
	jnb	.L1272
	movq	%r13, %rdx
	xorl	%eax, %eax
	jmp	.L1261
	.p2align 4,,10
	.p2align 3
.L1262:
	addq	(%rbx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L1260
.L1261:
	movq	%rax, %rcx
	addq	$1, %rax
	cmpq	%rcx, %r14
	jne	.L1262
.L1259:
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L1263
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
.L1265:
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
	jnb	.L1264
	addq	%rcx, 696(%rbp)
.L1264:
	addq	$1, %rsi
	movq	%r12, %rdx
	adcq	$0, %rdi
	xorq	%rsi, %rdx
	addq	$1000, %r10
	movq	%rdi, %rax
	orq	%rdx, %rax
	jne	.L1265
	movq	%r8, 704(%rbp)
	movq	%rbx, %rdi
	movq	%r13, %r12
	movq	40(%rsp), %r13
	movq	%r9, 712(%rbp)
	call	free@PLT
	xorl	%eax, %eax
	jmp	.L1248
.L1272:
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1260:
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%rbp,%r15)
	jmp	.L1259
.L1314:
	movl	%eax, %r15d
	jmp	.L1237
.L1318:
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
	jmp	.L1237
.L1319:
	movq	$1, 56(%rsp)
	xorl	%r8d, %r8d
	jmp	.L1252
	.cfi_endproc
.LFE247:
	.size	score_route, .-score_route
	.p2align 4
	.type	draw_lognormal, @function
draw_lognormal:
.LFB47:
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
	movsd	16(%rdi), %xmm0
	movq	(%rdi), %r12
	mulsd	%xmm0, %xmm0
	call	log1p@PLT
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1336
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1323:
	testq	%r12, %r12
	js	.L1324
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1325:
	call	log@PLT
	movsd	8(%rsp), %xmm2
	movq	96(%rbx), %rbx
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	movapd	%xmm0, %xmm1
	movapd	%xmm2, %xmm0
	movq	%rbx, %rdi
	mulsd	%xmm2, %xmm0
	mulsd	.LC27(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movsd	%xmm1, 24(%rsp)
	call	draw_u01
	xorpd	.LC24(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC190(%rip), %xmm0
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1337
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1328:
	movabsq	$6000292609090864434, %rsi
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	draw_u01
	mulsd	.LC191(%rip), %xmm0
	call	cos@PLT
	mulsd	16(%rsp), %xmm0
	mulsd	8(%rsp), %xmm0
	addsd	24(%rsp), %xmm0
	call	exp@PLT
	addsd	.LC27(%rip), %xmm0
	movl	$1, %eax
	movsd	.LC1(%rip), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1320
	comisd	.LC192(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1320
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1339
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1320:
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
.L1324:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1325
	.p2align 4,,10
	.p2align 3
.L1339:
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 32
	cvttsd2siq	%xmm0, %rax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L1336:
	.cfi_restore_state
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1323
.L1337:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1328
	.cfi_endproc
.LFE47:
	.size	draw_lognormal, .-draw_lognormal
	.p2align 4
	.type	dist_at_rank, @function
dist_at_rank:
.LFB98:
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
	je	.L1350
	movq	(%rdi), %rax
	movq	%rbp, %rcx
	xorl	%r10d, %r10d
	salq	$5, %rcx
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L1342:
	movq	(%rax), %rdx
	cmpq	%rdx, %r10
	cmovb	%rdx, %r10
	addq	$32, %rax
	cmpq	%rcx, %rax
	jne	.L1342
.L1341:
	movq	%rbp, %r13
	xorl	%r11d, %r11d
	salq	$5, %r13
.L1348:
	cmpq	%r10, %r11
	jnb	.L1359
	.p2align 4,,10
	.p2align 3
.L1349:
	movq	%r10, %rdi
	movq	(%rbx), %rcx
	subq	%r11, %rdi
	shrq	%rdi
	addq	%r11, %rdi
	testq	%rbp, %rbp
	je	.L1351
	leaq	(%rcx,%r13), %r9
	xorl	%r8d, %r8d
	jmp	.L1347
	.p2align 4,,10
	.p2align 3
.L1345:
	movq	8(%rcx), %r14
	testq	%r14, %r14
	je	.L1346
	subq	%rdi, %rax
	xorl	%edx, %edx
	divq	%r14
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1346
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r8
.L1346:
	addq	$32, %rcx
	cmpq	%rcx, %r9
	je	.L1344
.L1347:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rdi
	jb	.L1345
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r8
	cmpq	%rcx, %r9
	jne	.L1347
.L1344:
	cmpq	%r12, %r8
	jb	.L1360
.L1352:
	movq	%rdi, %r10
	cmpq	%r10, %r11
	jb	.L1349
.L1359:
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
.L1351:
	.cfi_restore_state
	xorl	%r8d, %r8d
	cmpq	%r12, %r8
	jnb	.L1352
.L1360:
	leaq	1(%rdi), %r11
	jmp	.L1348
.L1350:
	xorl	%r10d, %r10d
	jmp	.L1341
	.cfi_endproc
.LFE98:
	.size	dist_at_rank, .-dist_at_rank
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB99:
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
	je	.L1375
	movq	(%rdi), %rcx
	movq	16(%rcx), %rax
	movq	%rax, (%rsp)
	mulq	24(%rcx)
	movq	%rax, %r12
	movq	%rdx, %rax
	movq	%rdx, %r13
	subq	$0, %rax
	jne	.L1377
	leaq	48(%rcx), %rsi
	xorl	%edi, %edi
	movq	$-1, %r14
	xorl	%r11d, %r11d
	jmp	.L1364
	.p2align 4,,10
	.p2align 3
.L1365:
	movq	(%rsi), %rax
	mulq	8(%rsi)
	addq	%rax, %r12
	movq	%r11, %rax
	adcq	%rdx, %r13
	addq	$32, %rsi
	cmpq	%r12, %r14
	sbbq	%r13, %rax
	jc	.L1377
.L1364:
	addq	$1, %rdi
	cmpq	%r15, %rdi
	jne	.L1365
	movq	%r12, (%rsp)
	salq	$5, %rdi
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	movq	%r13, 8(%rsp)
	leaq	(%rcx,%rdi), %r15
	.p2align 4,,10
	.p2align 3
.L1366:
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
	jne	.L1366
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	movq	%r12, %r15
.L1362:
	movq	$99999, 16(%rsp)
	movq	32(%rsp), %rax
	movq	$0, 24(%rsp)
	movq	%r15, (%rax)
	movq	%r10, 64(%rax)
	movq	%r11, 72(%rax)
	movl	40(%rsp), %eax
	testl	%eax, %eax
	jne	.L1368
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1368:
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
.L1370:
	xorl	%eax, %eax
	testq	%rbx, %rbx
	je	.L1369
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
.L1369:
	addq	$8, %r15
	movq	%rax, 0(%rbp)
	addq	$8, %rbp
	cmpq	%r15, %r14
	jne	.L1370
	movq	%rbx, %r15
	movq	(%rsp), %rbx
	movq	40(%rsp), %rbp
	movq	8(%rbx), %r8
	movq	(%rbx), %rcx
	testq	%r8, %r8
	je	.L1371
	salq	$5, %r8
	xorl	%r9d, %r9d
	addq	%rcx, %r8
	jmp	.L1374
	.p2align 4,,10
	.p2align 3
.L1372:
	movq	8(%rcx), %rdi
	testq	%rdi, %rdi
	je	.L1373
	subq	%rbp, %rax
	xorl	%edx, %edx
	divq	%rdi
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1373
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r9
.L1373:
	addq	$32, %rcx
	cmpq	%r8, %rcx
	je	.L1390
.L1374:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rbp
	jb	.L1372
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r9
	cmpq	%r8, %rcx
	jne	.L1374
.L1390:
	subq	%r9, %r15
.L1371:
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
.L1377:
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
.L1375:
	.cfi_restore_state
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	jmp	.L1362
	.cfi_endproc
.LFE99:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	service_fill, @function
service_fill:
.LFB51:
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
	movq	%rcx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rsi, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 64
	movl	8(%rdi), %eax
	cmpl	$1, %eax
	je	.L1392
	testq	%rcx, %rcx
	je	.L1391
	movq	%rsi, %rcx
	addq	%rsi, %r12
	leaq	SERVICE_DISTS(%rip), %r13
	negq	%rcx
	leaq	(%rdx,%rcx,8), %r14
	jmp	.L1394
	.p2align 4,,10
	.p2align 3
.L1411:
	movl	8(%rbp), %eax
.L1394:
	leaq	(%rax,%rax,2), %rax
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	salq	$5, %rax
	call	*8(%r13,%rax)
	movq	%rax, (%r14,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r12
	jne	.L1411
.L1391:
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
.L1392:
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
	js	.L1395
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1396:
	testq	%r12, %r12
	je	.L1391
	addq	$1, %rbx
	leaq	(%rdx,%r12,8), %r13
	movq	%rdx, %r14
	movabsq	$-7046029254386353131, %rax
	movabsq	$-4658895280553007687, %r12
	imulq	%rax, %rbx
	movabsq	$-7723592293110705685, %rbp
	addq	%rcx, %rbx
	jmp	.L1400
	.p2align 4,,10
	.p2align 3
.L1412:
	cvttsd2siq	%xmm1, %rax
	.p2align 4,,10
	.p2align 3
.L1397:
	movq	%rax, (%r14)
	addq	$8, %r14
	movabsq	$-7046029254386353131, %rax
	addq	%rax, %rbx
	cmpq	%r14, %r13
	je	.L1391
.L1400:
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
	xorpd	.LC24(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC27(%rip), %xmm1
	movsd	.LC1(%rip), %xmm3
	subsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm3
	ja	.L1397
	comisd	.LC193(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1397
	comisd	.LC82(%rip), %xmm1
	jb	.L1412
	subsd	.LC82(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1397
	.p2align 4,,10
	.p2align 3
.L1395:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1396
	.cfi_endproc
.LFE51:
	.size	service_fill, .-service_fill
	.p2align 4
	.type	guess_narrow, @function
guess_narrow:
.LFB130:
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
	js	.L1414
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1415:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1497
	sqrtsd	%xmm0, %xmm0
.L1418:
	mulsd	.LC194(%rip), %xmm0
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1419
	cvttsd2siq	%xmm0, %rax
.L1420:
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
	jmp	.L1422
	.p2align 4,,10
	.p2align 3
.L1507:
	leaq	8(%r10), %r9
	cmpq	%rbp, %r8
	jnb	.L1421
	movq	%r9, %r10
.L1422:
	movq	(%rsi,%r10), %r8
	movq	%rax, %rcx
	addq	$1, %rax
	movq	%rbx, %rdx
	addq	%rbx, %r8
	movq	%r8, %rbx
	cmpq	%rdi, %rax
	jb	.L1507
.L1421:
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
	jc	.L1425
	movq	8(%r14), %r11
	cmpq	%r11, %r10
	cmovbe	%r10, %r11
	movq	%r11, 48(%rsp)
.L1426:
	movq	8(%rsp), %r11
	movq	%rcx, %r12
	testq	%rcx, %rcx
	jne	.L1427
	jmp	.L1508
	.p2align 4,,10
	.p2align 3
.L1430:
	subq	-8(%rsi,%r12,8), %r11
	subq	$1, %r12
	je	.L1429
.L1427:
	cmpq	%r15, -8(%r9,%r12,8)
	jnb	.L1430
.L1429:
	cmpq	%rdi, %rcx
	jnb	.L1459
.L1433:
	movq	48(%rsp), %rdx
	movq	%rcx, %r13
	jmp	.L1431
	.p2align 4,,10
	.p2align 3
.L1436:
	addq	$1, %r13
	cmpq	%rdi, %r13
	jnb	.L1432
.L1431:
	cmpq	(%r9,%r13,8), %rdx
	jnb	.L1436
.L1432:
	testq	%rcx, %rcx
	je	.L1509
.L1435:
	cmpq	$0, 24(%rsp)
	je	.L1438
	movq	8(%rsp), %rdx
	cmpq	%rbp, %rdx
	movq	%rdx, %r10
	movq	%rbp, %rdx
	cmova	%rbp, %r10
	subq	%r10, %rdx
	movq	16(%rsp), %r10
	cmpq	%r10, %rdx
	jnb	.L1440
	movq	24(%rsp), %r10
	movq	%rcx, %rdx
	movq	%rdi, 56(%rsp)
	movq	%r12, 72(%rsp)
	movq	8(%rsp), %rdi
	movq	%r9, 64(%rsp)
	movq	16(%rsp), %r12
	subq	%r10, %rdx
	jmp	.L1441
	.p2align 4,,10
	.p2align 3
.L1510:
	cmpq	%rcx, %rdx
	je	.L1503
	cmpq	%rbp, %rdi
	movq	%rbp, %r10
	movq	%rbp, %r9
	cmovbe	%rdi, %r10
	subq	%r10, %r9
	cmpq	%r12, %r9
	jnb	.L1503
.L1441:
	subq	$1, %rcx
	subq	(%rsi,%rcx,8), %rdi
	testq	%rcx, %rcx
	jne	.L1510
.L1503:
	movq	64(%rsp), %r9
	movq	72(%rsp), %r12
	movq	%rdi, 8(%rsp)
	movq	56(%rsp), %rdi
.L1440:
	cmpq	%rdi, %rax
	jnb	.L1438
.L1453:
	cmpq	%r8, %rbp
	movq	%r8, %r10
	movq	16(%rsp), %rdx
	cmovbe	%rbp, %r10
	subq	%r10, %r8
	cmpq	%rdx, %r8
	jnb	.L1438
	movq	%r12, 64(%rsp)
	movq	24(%rsp), %r10
	movl	$2, %r8d
	movq	%rdx, %r12
	movq	%r9, 56(%rsp)
	jmp	.L1442
	.p2align 4,,10
	.p2align 3
.L1511:
	cmpq	%r8, %r10
	jb	.L1505
	addq	$1, %r8
	movq	%rbp, %r9
	cmpq	%rbp, %rbx
	movq	%rbx, %rdx
	cmovbe	%rbx, %r9
	subq	%r9, %rdx
	cmpq	%r12, %rdx
	jnb	.L1505
.L1442:
	addq	$1, %rax
	addq	-8(%rsi,%rax,8), %rbx
	cmpq	%rdi, %rax
	jb	.L1511
.L1505:
	movq	56(%rsp), %r9
	movq	64(%rsp), %r12
.L1438:
	cmpq	%r13, %r12
	jnb	.L1462
	leaq	(%rsi,%r12,8), %r8
	leaq	(%rsi,%r13,8), %r10
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L1443:
	addq	(%r8), %rsi
	addq	$8, %r8
	cmpq	%r8, %r10
	jne	.L1443
	leaq	(%rsi,%r11), %r10
.L1434:
	cmpq	%rbp, %r11
	jnb	.L1444
	cmpq	%rbp, %r10
	jb	.L1444
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
	jb	.L1444
	movq	%r10, %rsi
	subq	%rbp, %rsi
	cmpq	%rbp, %rbx
	cmovbe	%rbx, %rbp
	subq	%rbp, %rbx
	cmpq	%r8, %rbx
	cmova	%r8, %rbx
	shrq	$2, %rbx
	cmpq	%rbx, %rsi
	jnb	.L1512
.L1444:
	movq	8(%rsp), %rbx
	movq	%rbx, 48(%r14)
	leaq	0(,%rcx,8), %rbx
	leaq	(%r9,%rbx), %rsi
	testq	%rcx, %rcx
	je	.L1451
	movq	(%rsi), %rdx
	movq	%rdx, (%r14)
.L1451:
	cmpq	%rdi, %rax
	jb	.L1513
.L1452:
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
	je	.L1413
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
.L1413:
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
.L1419:
	.cfi_restore_state
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1420
	.p2align 4,,10
	.p2align 3
.L1513:
	movq	-8(%r9,%rax,8), %rdx
	movq	%rdx, 8(%r14)
	jmp	.L1452
	.p2align 4,,10
	.p2align 3
.L1414:
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1415
.L1512:
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
	jnb	.L1449
	movq	96(%r14), %rcx
	movq	32(%rsp), %rsi
	movq	40(%rsp), %rdi
	.p2align 4,,10
	.p2align 3
.L1448:
	movq	(%rsi,%r12,8), %rax
	movq	(%rdi,%r12,8), %rdx
	addq	$1, %r12
	subq	%r15, %rax
	movq	%rdx, (%rcx,%rax,8)
	cmpq	%r13, %r12
	jne	.L1448
.L1449:
	movq	48(%rsp), %rax
	movq	88(%r14), %rcx
	movq	%r11, 48(%r14)
	movq	%r15, (%r14)
	movq	%rax, 8(%r14)
	movl	$1, 72(%r14)
	testq	%rcx, %rcx
	je	.L1413
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
	jmp	.L1413
	.p2align 4,,10
	.p2align 3
.L1462:
	movq	%r11, %r10
	jmp	.L1434
.L1508:
	testq	%rdi, %rdi
	jne	.L1433
	movq	8(%rsp), %r10
	xorl	%r13d, %r13d
	movl	$1, %eax
	jmp	.L1434
	.p2align 4,,10
	.p2align 3
.L1459:
	movq	%rcx, %r13
	jmp	.L1435
.L1509:
	cmpq	%rdi, %rax
	jnb	.L1438
	cmpq	$0, 24(%rsp)
	jne	.L1453
	jmp	.L1438
.L1497:
	call	sqrt@PLT
	jmp	.L1418
.L1425:
	movq	$-1, 48(%rsp)
	jmp	.L1426
	.cfi_endproc
.LFE130:
	.size	guess_narrow, .-guess_narrow
	.p2align 4
	.type	guess_hold, @function
guess_hold:
.LFB131:
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
	jne	.L1523
	movq	56(%rdi), %rax
	cmpq	64(%rdi), %rax
	je	.L1521
	movq	96(%rdi), %rdx
.L1517:
	movq	%rbp, (%rdx,%rax,8)
	movq	56(%rdi), %rax
	movq	104(%rdi), %rdx
	leaq	1(%rax), %rcx
	movq	%rcx, 56(%rdi)
	movq	%r12, (%rdx,%rax,8)
.L1514:
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
.L1523:
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
.L1521:
	.cfi_restore_state
	movq	%rcx, %rsi
	movq	%r8, %rdx
	movq	%r9, %rcx
	movq	%rdi, 8(%rsp)
	call	guess_narrow
	movq	8(%rsp), %rdi
	movq	(%rdi), %rax
	cmpq	%rax, %rbp
	jb	.L1524
	cmpq	%rbp, 8(%rdi)
	jb	.L1514
	movl	72(%rdi), %ecx
	movq	96(%rdi), %rdx
	testl	%ecx, %ecx
	jne	.L1519
	movq	56(%rdi), %rax
	jmp	.L1517
	.p2align 4,,10
	.p2align 3
.L1519:
	subq	%rax, %rbp
	addq	%r12, (%rdx,%rbp,8)
	jmp	.L1514
	.p2align 4,,10
	.p2align 3
.L1524:
	addq	%r12, 48(%rdi)
	jmp	.L1514
	.cfi_endproc
.LFE131:
	.size	guess_hold, .-guess_hold
	.p2align 4
	.type	select_add_runs, @function
select_add_runs:
.LFB146:
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
	jne	.L1565
	movdqa	32(%rdi), %xmm0
	movq	16(%rdi), %r8
	movq	24(%rdi), %r9
	movq	48(%rdi), %r15
	movhlps	%xmm0, %xmm1
	movq	384(%rdi), %rdi
	movq	%xmm0, 24(%rsp)
	movq	%xmm1, %r11
	testq	%rcx, %rcx
	je	.L1546
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
.L1535:
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
	jnb	.L1536
	addq	%rdi, 24(%rsp)
.L1536:
	cmpq	%rsi, %r11
	cmova	%rsi, %r11
	cmpq	%rsi, %rbp
	cmovb	%rsi, %rbp
	cmpq	$16383, %rsi
	jbe	.L1537
	bsrq	%rsi, %rax
	movl	$50, %ecx
	xorq	$63, %rax
	subl	%eax, %ecx
	shrq	%cl, %rsi
	salq	$13, %rcx
	addq	%rcx, %rsi
.L1537:
	addq	%rdi, (%r12,%rsi,8)
	addq	$8, %r10
	addq	$8, %r13
	cmpq	%r10, 16(%rsp)
	jne	.L1535
	movq	24(%rsp), %xmm0
	movq	%rbp, %r15
	movq	%r11, %xmm3
	movq	40(%rsp), %rbp
	movq	48(%rsp), %r12
	movq	56(%rsp), %r14
	punpcklqdq	%xmm3, %xmm0
.L1534:
	movq	%r8, 16(%rbx)
	movdqa	(%rsp), %xmm2
	movq	1064(%rbx), %r8
	movq	%r9, 24(%rbx)
	movq	%r15, 48(%rbx)
	movaps	%xmm2, (%rbx)
	movaps	%xmm0, 32(%rbx)
	testq	%r8, %r8
	je	.L1525
	movq	%r14, (%rsp)
	leaq	392(%rbx), %r15
	xorl	%esi, %esi
.L1544:
	movq	(%r15), %r9
	movq	8(%r15), %rax
	movq	48(%r15), %rdi
	subq	%r9, %rax
	cmpq	$0, (%rsp)
	je	.L1539
	movq	32(%rsp), %r14
	movq	%r12, %rcx
	movl	%esi, 16(%rsp)
	movq	%rbp, %r12
	xorl	%r13d, %r13d
	movq	%rbx, %rbp
	movq	%r14, %rbx
	movq	%rcx, %r14
	jmp	.L1543
	.p2align 4,,10
	.p2align 3
.L1567:
	addq	%rdi, %rdx
	cmpq	%r9, %rsi
	cmovb	%rdx, %rdi
	addq	$1, %r13
	cmpq	%r13, (%rsp)
	je	.L1566
.L1543:
	movq	(%r12,%r13,8), %rsi
	movq	(%r14,%r13,8), %rdx
	movq	%rsi, %r11
	addq	%rdx, %rbx
	subq	%r9, %r11
	cmpq	%r11, %rax
	jb	.L1567
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
	jne	.L1543
.L1566:
	movl	16(%rsp), %esi
	movq	%rbp, %rbx
	movq	%r12, %rbp
	movq	%r14, %r12
.L1539:
	movq	%rdi, 48(%r15)
	addl	$1, %esi
	addq	$112, %r15
	testq	%r8, %r8
	je	.L1525
	cmpl	$5, %esi
	jne	.L1544
.L1525:
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
.L1565:
	.cfi_restore_state
	testq	%rcx, %rcx
	je	.L1525
	movslq	320(%rdi), %rdx
	leaq	324(%rdi), %r11
	xorl	%r9d, %r9d
	movq	%rdx, %rax
	leaq	(%r11,%rdx,4), %r8
.L1530:
	testl	%eax, %eax
	jle	.L1528
	.p2align 4,,10
	.p2align 3
.L1563:
	movq	(%r12,%r9,8), %r10
	movq	0(%rbp,%r9,8), %rdi
	movq	%r11, %rsi
	.p2align 4,,10
	.p2align 3
.L1533:
	movslq	(%rsi), %rax
	movq	%rdi, %rdx
	movl	272(%rbx,%rax,4), %ecx
	subq	224(%rbx,%rax,8), %rdx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1532
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%rbx), %rdx
	addq	%r10, (%rdx,%rax,8)
.L1532:
	addq	$4, %rsi
	cmpq	%rsi, %r8
	jne	.L1533
	addq	$1, %r9
	cmpq	%r14, %r9
	jne	.L1563
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
.L1528:
	.cfi_restore_state
	addq	$1, %r9
	cmpq	%r9, %r14
	jne	.L1530
	jmp	.L1525
.L1546:
	movq	32(%rsp), %rdi
	movq	%rax, 8(%rsp)
	movq	%rdi, (%rsp)
	jmp	.L1534
	.cfi_endproc
.LFE146:
	.size	select_add_runs, .-select_add_runs
	.p2align 4
	.type	guess_hold_terms, @function
guess_hold_terms:
.LFB135:
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
	jnb	.L1568
	movq	%rdi, %r12
	movq	%rsi, %r13
	movq	%r8, %rbp
	movq	%r9, %rbx
	.p2align 4,,10
	.p2align 3
.L1588:
	movl	72(%r12), %edx
.L1569:
	testl	%edx, %edx
	jne	.L1571
	movq	64(%r12), %rsi
	subq	%r15, %rax
	movq	56(%r12), %r8
	movq	%rsi, %r9
	shrq	%r9
	cmpq	%rax, %r9
	jnb	.L1572
	addq	%r8, %rax
	cmpq	%rax, %rsi
	jnb	.L1572
	cmpq	%r8, %r9
	jb	.L1591
.L1573:
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
	jnb	.L1574
	movq	%rax, %rsi
	subq	%r15, %rsi
	movq	%rax, %r15
	imulq	%rbp, %rsi
	addq	%rsi, 48(%r12)
.L1574:
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
	jnb	.L1568
	testl	%edx, %edx
	jne	.L1575
	movq	%rax, %r8
	movq	64(%r12), %rsi
	subq	56(%r12), %rsi
	subq	%r15, %r8
	cmpq	%r8, %rsi
	jnb	.L1569
	movl	$1, 76(%r12)
.L1568:
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
.L1571:
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
.L1589:
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
.L1575:
	cmpq	%rax, %r15
	jb	.L1588
.L1590:
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
.L1572:
	.cfi_restore_state
	cmpq	%rsi, %r8
	jb	.L1571
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
	jnb	.L1589
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
	jb	.L1588
	jmp	.L1590
	.p2align 4,,10
	.p2align 3
.L1591:
	movq	88(%rsp), %rcx
	movq	80(%rsp), %rdx
	movq	%rbx, %rsi
	movq	%r12, %rdi
	call	guess_narrow
	movl	72(%r12), %edx
	movq	32(%r12), %rcx
	jmp	.L1573
	.cfi_endproc
.LFE135:
	.size	guess_hold_terms, .-guess_hold_terms
	.p2align 4
	.type	cqr_first_runs, @function
cqr_first_runs:
.LFB153:
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
	je	.L1593
	xorl	%r15d, %r15d
	movq	%rcx, 104(%rsp)
	movq	1208(%rdi), %r8
	movq	%r15, %rax
	movq	%r10, %r15
	movq	%rax, %r10
	.p2align 4,,10
	.p2align 3
.L1610:
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
	jnb	.L1594
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
	je	.L1596
.L1595:
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
	jmp	.L1605
	.p2align 4,,10
	.p2align 3
.L1626:
	testl	%edx, %edx
	jne	.L1601
	movq	(%rbx), %rcx
	movq	8(%rbx), %rdx
	movq	%rbp, %rsi
	subq	%rcx, %rsi
	subq	%rcx, %rdx
	cmpq	%rsi, %rdx
	jnb	.L1625
	movq	48(%rbx), %rdx
	cmpq	%rcx, %rbp
	leaq	(%rdx,%r10), %rsi
	cmovb	%rsi, %rdx
	movq	%rdx, 48(%rbx)
	movq	1208(%r13), %r8
.L1601:
	addl	$1, %r14d
	addq	$112, %rbx
	cmpl	$6, %r14d
	je	.L1612
.L1627:
	testq	%r8, %r8
	je	.L1612
.L1605:
	movq	1216(%r13), %r9
	movl	76(%rbx), %edx
	cmpq	%r15, %rbp
	jb	.L1626
	testl	%edx, %edx
	jne	.L1601
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
	jb	.L1622
	addl	$1, %r14d
	movq	1208(%r13), %r8
	addq	$112, %rbx
	cmpl	$6, %r14d
	jne	.L1627
	.p2align 4,,10
	.p2align 3
.L1612:
	movq	%rbp, %r11
	movq	%r12, %rbp
	movq	%r10, %r12
	movq	48(%rsp), %r10
	cmpq	%r15, %r11
	jb	.L1596
.L1607:
	addq	%r12, 128(%rsp)
	movq	%rbp, %rax
	cmpq	$16383, %rbp
	jbe	.L1609
	bsrq	%rbp, %rax
	movl	$50, %ecx
	movq	%rbp, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1609:
	movq	136(%rsp), %rdi
	salq	$3, %rax
	addq	%r12, (%rdi,%rax)
	movq	144(%rsp), %rdi
	imulq	%rbp, %r12
	addq	%r12, (%rdi,%rax)
.L1608:
	addq	$1, %r10
	cmpq	%r10, 104(%rsp)
	jne	.L1610
	movq	152(%rsp), %xmm0
	movhps	128(%rsp), %xmm0
.L1593:
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
.L1594:
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
	jnb	.L1597
	leaq	(%r15,%r14), %rax
	cmpq	%rax, %rbx
	jb	.L1598
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r14, %rax
	divq	%r15
	mulq	%r12
	addq	%rax, 64(%rsp)
	adcq	%rdx, 72(%rsp)
.L1598:
	testq	%r8, %r8
	jne	.L1595
	jmp	.L1607
	.p2align 4,,10
	.p2align 3
.L1622:
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
	jmp	.L1601
	.p2align 4,,10
	.p2align 3
.L1625:
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
	jmp	.L1601
	.p2align 4,,10
	.p2align 3
.L1596:
	addq	%r12, 152(%rsp)
	jmp	.L1608
	.p2align 4,,10
	.p2align 3
.L1597:
	addq	%rsi, 64(%rsp)
	adcq	%rdi, 72(%rsp)
	jmp	.L1598
	.cfi_endproc
.LFE153:
	.size	cqr_first_runs, .-cqr_first_runs
	.p2align 4
	.type	cqr_add_n, @function
cqr_add_n:
.LFB154:
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
	je	.L1638
	movq	8(%rsp), %r11
	movq	(%rdi), %rbx
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	leaq	192(%rdi), %rsi
	leaq	216(%r10), %rbp
	movq	%r11, %rax
	leaq	240(%rdi), %rdi
	divq	%rbx
	jmp	.L1635
	.p2align 4,,10
	.p2align 3
.L1639:
	cmpq	%rbx, %r11
	jb	.L1631
	movl	192(%rsi), %ecx
	movq	%rax, %r9
	subq	96(%rdi), %r9
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1631
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
.L1631:
	addq	$4, %rsi
	addq	$65536, %r8
	addq	$8, %rdi
	cmpq	%rsi, %rbp
	je	.L1628
.L1635:
	movl	(%rsi), %r9d
	testl	%r9d, %r9d
	jne	.L1631
	movl	24(%rsi), %ecx
	testl	%ecx, %ecx
	je	.L1639
	movq	(%rdi), %rcx
	testq	%rcx, %rcx
	jne	.L1633
	movq	%r11, %rcx
	cmpq	%rbx, %r11
	jnb	.L1631
.L1634:
	subq	96(%rdi), %rcx
	movq	%rcx, %r9
	movl	192(%rsi), %ecx
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1631
	movq	504(%r10), %r9
	addq	%r8, %rcx
	movq	(%rsp), %r12
	addq	%r12, (%r9,%rcx,8)
	jmp	.L1631
	.p2align 4,,10
	.p2align 3
.L1638:
	movq	%rsp, %rdx
	leaq	8(%rsp), %rsi
	movl	$1, %ecx
	call	cqr_first_runs
.L1628:
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
.L1633:
	.cfi_restore_state
	cmpq	%rcx, %rax
	jb	.L1631
	cmpq	%rbx, %r11
	jb	.L1631
	movq	%rdx, %rcx
	jmp	.L1634
	.cfi_endproc
.LFE154:
	.size	cqr_add_n, .-cqr_add_n
	.p2align 4
	.type	draw_exp_service, @function
draw_exp_service:
.LFB42:
	.cfi_startproc
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	movq	(%rdi), %rax
	movq	%rsi, %rdx
	testq	%rax, %rax
	js	.L1641
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1642:
	movabsq	$6000292609090864433, %rsi
	movq	96(%rdi), %rdi
	call	draw_u01
	xorpd	.LC24(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC27(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1640
	comisd	.LC193(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1640
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1649
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1640:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1641:
	.cfi_restore_state
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1642
	.p2align 4,,10
	.p2align 3
.L1649:
	cvttsd2siq	%xmm1, %rax
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE42:
	.size	draw_exp_service, .-draw_exp_service
	.p2align 4
	.type	think_of.part.0.isra.0, @function
think_of.part.0.isra.0:
.LFB461:
	.cfi_startproc
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	testq	%rsi, %rsi
	js	.L1651
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rsi, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1652:
	movabsq	$6073184698129205581, %rsi
	movl	%ecx, %ecx
	salq	$32, %rdx
	orq	%rcx, %rdx
	call	draw_u01
	xorpd	.LC24(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC27(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1650
	comisd	.LC193(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1650
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1659
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1650:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1651:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1652
	.p2align 4,,10
	.p2align 3
.L1659:
	cvttsd2siq	%xmm1, %rax
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE461:
	.size	think_of.part.0.isra.0, .-think_of.part.0.isra.0
	.p2align 4
	.type	lognormal_largest, @function
lognormal_largest:
.LFB49:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	subq	$16, %rsp
	.cfi_def_cfa_offset 32
	movsd	16(%rdi), %xmm0
	movq	(%rdi), %rbx
	mulsd	%xmm0, %xmm0
	call	log1p@PLT
	movapd	%xmm0, %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm1, %xmm0
	ja	.L1671
	sqrtsd	%xmm1, %xmm1
.L1663:
	testq	%rbx, %rbx
	js	.L1664
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbx, %xmm0
.L1665:
	movsd	%xmm1, 8(%rsp)
	call	log@PLT
	movsd	8(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm1, %xmm2
	mulsd	.LC27(%rip), %xmm2
	mulsd	.LC195(%rip), %xmm1
	subsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	call	exp@PLT
	addsd	.LC1(%rip), %xmm0
	comisd	.LC192(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1660
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1673
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1660:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1673:
	.cfi_restore_state
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	cvttsd2siq	%xmm0, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1664:
	.cfi_restore_state
	movq	%rbx, %rax
	andl	$1, %ebx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rbx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1665
.L1671:
	movapd	%xmm1, %xmm0
	call	sqrt@PLT
	movapd	%xmm0, %xmm1
	jmp	.L1663
	.cfi_endproc
.LFE49:
	.size	lognormal_largest, .-lognormal_largest
	.p2align 4
	.type	poisson_gap_bits, @function
poisson_gap_bits:
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
	movabsq	$-7046029254386353131, %rbx
	imulq	%rbx, %rsi
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movsd	%xmm0, 8(%rsp)
	leaq	(%rsi,%rdi), %r15
	testq	%rdx, %rdx
	je	.L1674
	movq	%rcx, %r14
	leaq	(%rcx,%rdx,8), %r13
	movabsq	$-4658895280553007687, %r12
	movabsq	$-7723592293110705685, %rbp
	.p2align 4,,10
	.p2align 3
.L1676:
	addq	%rbx, %r15
	pxor	%xmm0, %xmm0
	movsd	.LC1(%rip), %xmm1
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
	xorpd	.LC24(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC31(%rip), %xmm0
	movsd	%xmm0, -8(%r14)
	cmpq	%r14, %r13
	jne	.L1676
.L1674:
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
.LFE31:
	.size	poisson_gap_bits, .-poisson_gap_bits
	.p2align 4
	.type	poisson_gaps, @function
poisson_gaps:
.LFB33:
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
.LFE33:
	.size	poisson_gaps, .-poisson_gaps
	.p2align 4
	.type	run_open, @function
run_open:
.LFB75:
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
	jnb	.L1684
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
	jmp	.L1695
	.p2align 4,,10
	.p2align 3
.L1704:
	movq	$-1, (%rdi)
.L1689:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1688:
	cmpq	%r15, %rbx
	jnb	.L1684
.L1695:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1686
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1686
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1703
.L1686:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1689
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1690
	addq	%rcx, %rdx
.L1691:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1704
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1689
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
	jmp	.L1689
	.p2align 4,,10
	.p2align 3
.L1690:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1691
	.p2align 4,,10
	.p2align 3
.L1684:
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
.L1703:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1687:
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
	jne	.L1687
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1688
	.cfi_endproc
.LFE75:
	.size	run_open, .-run_open
	.p2align 4
	.type	ref_walker_start, @function
ref_walker_start:
.LFB166:
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
	je	.L1706
	movq	64(%rsi), %rax
.L1706:
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
.LFE166:
	.size	ref_walker_start, .-ref_walker_start
	.section	.rodata.str1.8
	.align 8
.LC196:
	.string	"a number above 0 and at most 100"
	.align 8
.LC197:
	.string	"--service-cv '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC198:
	.string	"a number above 0 and below 1"
	.section	.rodata.str1.8
	.align 8
.LC199:
	.string	"--slow-fraction '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC200:
	.string	"--service"
.LC201:
	.string	"--service %s"
.LC202:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC203:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC204:
	.string	"--interval"
.LC205:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC206:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC207:
	.string	"--stall"
.LC208:
	.string	"--stall %s"
.LC209:
	.string	"--period"
.LC210:
	.string	"--period %s"
.LC211:
	.string	"--first-stall"
.LC212:
	.string	"--first-stall %s"
.LC213:
	.string	"--slow-above"
.LC214:
	.string	"--slow-above %s"
.LC215:
	.string	"--timeout"
.LC216:
	.string	"--timeout %s"
	.section	.rodata.str1.8
	.align 8
.LC217:
	.string	"--timeout '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC218:
	.string	"--generator-pause"
.LC219:
	.string	"--generator-pause %s"
	.section	.rodata.str1.8
	.align 8
.LC220:
	.string	"--generator-pause '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC221:
	.string	"--think"
.LC222:
	.string	"--think %s"
.LC223:
	.string	"--reject-time"
.LC224:
	.string	"--generator-period"
.LC225:
	.string	"--generator-first"
.LC226:
	.string	"--queue-limit"
.LC227:
	.string	"%s %s"
	.section	.rodata.str1.8
	.align 8
.LC228:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.align 8
.LC229:
	.string	"--queue-limit '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC230:
	.string	"--population"
	.section	.rodata.str1.8
	.align 8
.LC231:
	.string	"a whole number of users from 1 to 1000"
	.align 8
.LC232:
	.string	"--population '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC233:
	.string	"--sessions"
	.section	.rodata.str1.8
	.align 8
.LC234:
	.string	"sessions a second, a number above 0 and at most 1e9"
	.align 8
.LC235:
	.string	"--sessions '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC236:
	.string	"--return-prob"
	.section	.rodata.str1.8
	.align 8
.LC237:
	.string	"a chance from 0 up to, not including, 1"
	.align 8
.LC238:
	.string	"--return-prob '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC239:
	.string	"--max-in-flight"
.LC240:
	.string	"a whole number from 1 to 1000"
	.section	.rodata.str1.8
	.align 8
.LC241:
	.string	"--max-in-flight '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC242:
	.string	"--duration"
.LC243:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC244:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC245:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC246:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.align 8
.LC247:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC248:
	.string	"--expected-interval"
.LC249:
	.string	"mean"
.LC250:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC251:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC252:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC253:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.align 8
.LC254:
	.string	"--slow-service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC255:
	.string	"--service-cv"
.LC256:
	.string	"--slow-fraction"
.LC257:
	.string	"--guess-entries"
	.section	.rodata.str1.8
	.align 8
.LC258:
	.string	"0 (no guessing) or a whole number from 2 to 1048576"
	.align 8
.LC259:
	.string	"--guess-entries '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC260:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC261:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC262:
	.string	"--reps '%s' is not valid: %s"
.LC263:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC264:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC265:
	.string	"--rate '%s' is not valid: %s"
.LC266:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC267:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC268:
	.string	"--seed '%s' is not valid: %s"
.LC269:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC270:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC271:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC272:
	.string	"--rank"
.LC273:
	.string	"round"
.LC274:
	.string	"ceil"
.LC275:
	.string	"use round or ceil"
.LC276:
	.string	"--rank '%s' is not valid: %s"
.LC277:
	.string	"--exact-by"
.LC278:
	.string	"auto"
.LC279:
	.string	"sorted"
.LC280:
	.string	"sort"
.LC281:
	.string	"lattice"
.LC282:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC283:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC284:
	.string	"--exact-by '%s' is not valid: %s"
	.align 8
.LC285:
	.string	"%s '%s' is not valid: use one of the names --help lists"
	.section	.rodata.str1.1
.LC286:
	.string	"--stalls"
.LC287:
	.string	"poisson"
.LC288:
	.string	"--stall-dist"
.LC289:
	.string	"exp"
.LC290:
	.string	"--schedule"
	.section	.rodata.str1.8
	.align 8
.LC291:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC292:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC293:
	.string	"--closed"
.LC294:
	.string	"catch-up"
.LC295:
	.string	"skip"
.LC296:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC297:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC298:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC299:
	.string	"--schedule-from"
.LC300:
	.string	"base"
.LC301:
	.string	"last-send"
.LC302:
	.string	"use base or last-send"
	.section	.rodata.str1.8
	.align 8
.LC303:
	.string	"--schedule-from '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC304:
	.string	"--think-dist"
.LC305:
	.string	"use fixed or exp"
	.section	.rodata.str1.8
	.align 8
.LC306:
	.string	"--think-dist '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC307:
	.string	"--when-full"
.LC308:
	.string	"block"
.LC309:
	.string	"drop"
.LC310:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC311:
	.string	"--when-full '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC312:
	.string	"--correct"
.LC313:
	.string	"--trace-values"
.LC314:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC315:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC316:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC317:
	.string	"--hlog-interval"
.LC318:
	.string	"--hlog-interval %s"
	.section	.rodata.str1.8
	.align 8
.LC319:
	.string	"a whole number of milliseconds from 1ms to 1h (a log's times have 3 decimals)"
	.align 8
.LC320:
	.string	"--hlog-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC321:
	.string	"--sweep"
.LC322:
	.string	"load"
.LC323:
	.string	"stall"
.LC324:
	.string	"use load or stall"
.LC325:
	.string	"--sweep '%s' is not valid: %s"
.LC326:
	.string	"see bench --help"
.LC327:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_option, @function
apply_option:
.LFB334:
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
	movq	%r8, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rcx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	.LC200(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1448, %rsp
	.cfi_def_cfa_offset 1504
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1906
	leaq	.LC204(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1907
	leaq	.LC207(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1908
	leaq	.LC209(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1909
	leaq	.LC211(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1910
	leaq	.LC213(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1911
	leaq	.LC215(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1912
	leaq	.LC218(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1913
	leaq	.LC221(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1914
	leaq	.LC223(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1736
	leaq	488(%r14), %rax
	leaq	248(%r14), %r15
	movq	%rax, 8(%rsp)
.L1737:
	leaq	32(%rsp), %r14
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1915
	movq	24(%rsp), %rax
	movq	%rax, (%r15)
	movq	8(%rsp), %rax
	movl	$1, (%rax)
	.p2align 4,,10
	.p2align 3
.L1778:
	xorl	%ecx, %ecx
.L1710:
	addq	$1448, %rsp
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
.L1907:
	.cfi_restore_state
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1916
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1917
	movq	%rax, 80(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1906:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1918
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1919
	movq	%rax, (%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1919:
	leaq	.LC202(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC203(%rip), %rdx
	call	snprintf@PLT
	.p2align 4,,10
	.p2align 3
.L1822:
	movl	$-1, %ecx
	jmp	.L1710
	.p2align 4,,10
	.p2align 3
.L1910:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1920
	movq	24(%rsp), %rax
	movq	%rax, 64(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1908:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1921
	movq	24(%rsp), %rax
	movq	%rax, 48(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1909:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1922
	movq	24(%rsp), %rax
	movq	%rax, 56(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1918:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC201(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
	.p2align 4,,10
	.p2align 3
.L1917:
	leaq	.LC202(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC206(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1822
	.p2align 4,,10
	.p2align 3
.L1916:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC205(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
	.p2align 4,,10
	.p2align 3
.L1920:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC212(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
	.p2align 4,,10
	.p2align 3
.L1913:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1923
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1924
	movq	%rax, 256(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1921:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC208(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
	.p2align 4,,10
	.p2align 3
.L1911:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1925
	movq	24(%rsp), %rax
	movq	%rax, 192(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1922:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC210(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
	.p2align 4,,10
	.p2align 3
.L1912:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1926
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1927
	movq	%rax, 224(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1925:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC214(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
	.p2align 4,,10
	.p2align 3
.L1736:
	leaq	.LC224(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1738
	leaq	496(%r14), %rax
	leaq	264(%r14), %r15
	movq	%rax, 8(%rsp)
	jmp	.L1737
	.p2align 4,,10
	.p2align 3
.L1914:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1928
	movq	24(%rsp), %rax
	movq	%rax, 328(%r14)
	jmp	.L1778
.L1927:
	leaq	.LC202(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC217(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1822
.L1915:
	movq	%r14, %r8
	movq	%rbx, %rcx
	leaq	.LC227(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1738:
	leaq	.LC225(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1739
	leaq	500(%r14), %rax
	leaq	272(%r14), %r15
	movq	%rax, 8(%rsp)
	jmp	.L1737
.L1926:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC216(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1924:
	leaq	.LC202(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC220(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1822
.L1928:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC222(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1923:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC219(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1739:
	leaq	.LC226(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1929
	leaq	.LC230(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1930
	leaq	.LC233(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1931
	leaq	.LC236(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1750
	xorl	%ecx, %ecx
	movq	%rcx, 32(%rsp)
	call	__errno_location@PLT
	xorl	%esi, %esi
	movl	%esi, (%rax)
	movq	%rax, %rbx
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	jbe	.L1751
.L1753:
	leaq	.LC237(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC238(%rip), %rdx
.L1905:
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1929:
	xorl	%esi, %esi
	leaq	240(%r14), %rcx
	movl	$1000000000, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1932
	movl	$1, 232(%r14)
	jmp	.L1778
.L1930:
	leaq	304(%r14), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1778
	leaq	.LC231(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC232(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1751:
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	call	strtod@PLT
	movq	32(%rsp), %rax
	testq	%rax, %rax
	je	.L1753
	movl	(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L1753
	cmpb	$0, (%rax)
	jne	.L1753
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1753
	movsd	.LC1(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1753
	movl	$1, 508(%r14)
	movsd	%xmm0, 320(%r14)
	jmp	.L1710
.L1750:
	leaq	.LC239(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1933
	leaq	.LC242(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1934
	leaq	.LC245(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1935
	leaq	.LC248(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1762
	leaq	.LC249(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L1763
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1764
	movq	24(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1764
	movq	%rdx, 168(%r14)
.L1763:
	movl	%eax, 176(%r14)
	movl	$1, 484(%r14)
	jmp	.L1778
.L1931:
	leaq	312(%r14), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1747
	movsd	312(%r14), %xmm0
	comisd	.LC31(%rip), %xmm0
	jbe	.L1778
.L1747:
	leaq	.LC234(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC235(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1932:
	leaq	.LC228(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC229(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1933:
	leaq	288(%r14), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1778
	leaq	.LC240(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC241(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1762:
	leaq	.LC252(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1936
	leaq	.LC255(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1937
	leaq	.LC256(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1772
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1938
	movsd	32(%rsp), %xmm0
	comisd	.LC1(%rip), %xmm0
	leaq	.LC198(%rip), %r8
	leaq	.LC199(%rip), %rdx
	jb	.L1939
.L1770:
	movq	%rbp, %rcx
	jmp	.L1905
.L1935:
	movl	$1, %edx
	leaq	24(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	salq	$40, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1940
	movq	24(%rsp), %rax
	movq	%rax, 384(%r14)
	xorl	%eax, %eax
	movq	%rax, 376(%r14)
	jmp	.L1778
.L1934:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1941
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1942
	xorl	%edx, %edx
	movq	%rax, 376(%r14)
	movq	%rdx, 384(%r14)
	jmp	.L1778
.L1764:
	leaq	.LC250(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC251(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1942:
	leaq	.LC202(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC244(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1822
.L1941:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC243(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1939:
	movsd	%xmm0, 24(%r14)
	jmp	.L1778
.L1940:
	leaq	.LC246(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC247(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1938:
	leaq	.LC198(%rip), %r8
	leaq	.LC199(%rip), %rdx
	jmp	.L1770
.L1772:
	leaq	.LC257(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1943
	leaq	.LC260(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1944
	leaq	.LC263(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1945
	leaq	.LC266(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1946
	leaq	.LC269(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1947
	leaq	.LC272(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1787
	leaq	.LC273(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC274(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1788
	testl	%eax, %eax
	jne	.L1948
.L1788:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 200(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1787:
	leaq	.LC277(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1789
	leaq	.LC278(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1949
	leaq	.LC279(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1791
	leaq	.LC280(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1791
	leaq	.LC281(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1950
	leaq	.LC282(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1794
	movl	$3, 204(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1789:
	leaq	.LC126(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	je	.L1951
	leaq	.LC286(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1952
	leaq	.LC288(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1953
	leaq	.LC290(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1803
	leaq	.LC123(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC287(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1804
	testl	%eax, %eax
	jne	.L1954
.L1804:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 72(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1791:
	movl	$1, 204(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1949:
	movl	$0, 204(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1803:
	leaq	.LC139(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1955
	leaq	.LC293(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1806
	leaq	.LC294(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1807
	leaq	.LC295(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1834
	leaq	.LC296(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1956
	leaq	.LC297(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC298(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
	.p2align 4,,10
	.p2align 3
.L1951:
	leaq	SERVICE_DISTS(%rip), %rdx
.L1797:
	movq	(%rdx), %rsi
	movq	%rbp, %rdi
	movq	%rdx, 8(%rsp)
	call	strcmp@PLT
	movq	8(%rsp), %rdx
	testl	%eax, %eax
	jne	.L1957
	movl	%r15d, 8(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1952:
	leaq	.LC145(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1958
.L1800:
	movl	%eax, 40(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1953:
	leaq	.LC123(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1959
.L1802:
	movl	%eax, 44(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1950:
	movl	$2, 204(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1957:
	addl	$1, %r15d
	addq	$96, %rdx
	cmpl	$4, %r15d
	jne	.L1797
.L1798:
	movq	%rbp, %r8
	movq	%rbx, %rcx
	leaq	.LC285(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
	.p2align 4,,10
	.p2align 3
.L1955:
	movq	%rbp, 408(%r14)
	movl	$2, 72(%r14)
	jmp	.L1778
	.p2align 4,,10
	.p2align 3
.L1806:
	leaq	.LC299(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1809
	leaq	.LC300(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC301(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1810
	testl	%eax, %eax
	jne	.L1960
.L1810:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 280(%r14)
	jmp	.L1778
.L1958:
	leaq	.LC287(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1798
	movl	$1, %eax
	jmp	.L1800
.L1959:
	leaq	.LC289(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1798
	movl	$1, %eax
	jmp	.L1802
.L1809:
	leaq	.LC304(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1811
	leaq	.LC123(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC289(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1812
	testl	%eax, %eax
	jne	.L1961
.L1812:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 336(%r14)
	jmp	.L1778
.L1811:
	leaq	.LC307(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1813
	leaq	.LC308(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC309(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1814
	testl	%eax, %eax
	jne	.L1962
.L1814:
	movl	$1, 492(%r14)
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 296(%r14)
	jmp	.L1778
.L1948:
	leaq	.LC275(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC276(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1834:
	movl	$1, %eax
.L1807:
	movl	%eax, 152(%r14)
	jmp	.L1778
.L1813:
	leaq	.LC312(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1963
	leaq	.LC313(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1964
	leaq	.LC314(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1817
	cmpb	$0, 0(%rbp)
	je	.L1818
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1818
	movq	%rbp, 440(%r14)
	jmp	.L1778
.L1956:
	movl	$2, %eax
	jmp	.L1807
.L1963:
	movq	%rbp, 416(%r14)
	movl	$1, 368(%r14)
	jmp	.L1778
.L1964:
	movq	%rbp, 424(%r14)
	movl	$1, 368(%r14)
	jmp	.L1778
.L1817:
	leaq	.LC317(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1965
	leaq	.LC321(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1826
	leaq	.LC322(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1827
	leaq	.LC323(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1966
.L1827:
	movq	%rbp, 432(%r14)
	movl	$2, 368(%r14)
	jmp	.L1778
.L1794:
	leaq	.LC283(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC284(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1954:
	leaq	.LC291(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC292(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1965:
	leaq	32(%rsp), %rbx
	leaq	24(%rsp), %rdx
	xorl	%esi, %esi
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	movl	$1400, %r8d
	call	parse_time
	movl	%eax, %ecx
	testl	%eax, %eax
	jne	.L1967
	movabsq	$3599999000000, %rdx
	movq	24(%rsp), %rsi
	leaq	-1000000(%rsi), %rax
	cmpq	%rax, %rdx
	jb	.L1823
	movl	$1000000, %edi
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rdi
	testq	%rdx, %rdx
	jne	.L1823
	movq	%rsi, 352(%r14)
	jmp	.L1710
.L1960:
	leaq	.LC302(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC303(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1823:
	leaq	.LC319(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC320(%rip), %rdx
	jmp	.L1905
.L1967:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC318(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1961:
	leaq	.LC305(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC306(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1962:
	leaq	.LC310(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC311(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1818:
	leaq	.LC315(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC316(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1966:
	leaq	.LC324(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC325(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1826:
	leaq	.LC326(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC327(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1943:
	xorl	%esi, %esi
	leaq	24(%rsp), %rcx
	movl	$1048576, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1780
	movq	24(%rsp), %rax
	cmpq	$1, %rax
	je	.L1780
	movq	%rax, 208(%r14)
	jmp	.L1778
.L1937:
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1831
	movsd	32(%rsp), %xmm0
	comisd	.LC72(%rip), %xmm0
	ja	.L1831
	movsd	%xmm0, 16(%r14)
	jmp	.L1778
.L1936:
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1767
	movabsq	$1125899906842623, %rcx
	movq	24(%rsp), %rax
	leaq	-1(%rax), %rdx
	cmpq	%rdx, %rcx
	jnb	.L1768
.L1767:
	leaq	.LC253(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC254(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1768:
	movq	%rax, 32(%r14)
	jmp	.L1778
.L1780:
	leaq	.LC258(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC259(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1831:
	leaq	.LC196(%rip), %r8
	leaq	.LC197(%rip), %rdx
	jmp	.L1770
.L1947:
	leaq	160(%r14), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1778
	leaq	.LC270(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC271(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1946:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	400(%r14), %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1778
	leaq	.LC267(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC268(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1945:
	leaq	392(%r14), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	je	.L1778
	leaq	.LC264(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC265(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
.L1944:
	leaq	24(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1968
	movq	24(%rsp), %rax
	movl	%eax, 216(%r14)
	jmp	.L1778
.L1968:
	leaq	.LC261(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC262(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1822
	.cfi_endproc
.LFE334:
	.size	apply_option, .-apply_option
	.p2align 4
	.type	stall_src_next, @function
stall_src_next:
.LFB55:
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
	je	.L1969
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L1999
.L1974:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L2000
	movq	56(%rbp), %rdx
.L1986:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L1980
.L1987:
	movq	$-1, %rax
.L1983:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L1969:
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
.L1991:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L1980:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L1987
	addq	%rdx, %rax
	jmp	.L1983
	.p2align 4,,10
	.p2align 3
.L1999:
	testq	%rax, %rax
	js	.L1972
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1973:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999145100622, %rsi
	call	draw_u01
	xorpd	.LC24(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC27(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1974
	comisd	.LC193(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1974
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2001
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1974
	.p2align 4,,10
	.p2align 3
.L2000:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L1978
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L1979:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999144771920, %rsi
	call	draw_u01
	xorpd	.LC24(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC27(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1991
	comisd	.LC193(%rip), %xmm1
	jnb	.L1987
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2002
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L1986
	.p2align 4,,10
	.p2align 3
.L1972:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1973
	.p2align 4,,10
	.p2align 3
.L1978:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1979
	.p2align 4,,10
	.p2align 3
.L2002:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L1986
	.p2align 4,,10
	.p2align 3
.L2001:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1974
	.cfi_endproc
.LFE55:
	.size	stall_src_next, .-stall_src_next
	.p2align 4
	.type	server_init, @function
server_init:
.LFB67:
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
	je	.L2004
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L2005
.L2016:
	leaq	24(%rbx), %rbp
.L2006:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2008
	movq	$-1, (%rbx)
.L2009:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L2011:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L2012:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2003
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L2013
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L2024
.L2013:
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
.L2004:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L2019
	cmpq	$0, 40(%rsi)
	je	.L2003
	.p2align 4,,10
	.p2align 3
.L2019:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L2006
	.p2align 4,,10
	.p2align 3
.L2005:
	cmpq	$0, 40(%rsi)
	jne	.L2016
.L2003:
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
.L2008:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L2009
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L2011
	.p2align 4,,10
	.p2align 3
.L2024:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L2012
	.cfi_endproc
.LFE67:
	.size	server_init, .-server_init
	.p2align 4
	.type	walk_start, @function
walk_start:
.LFB79:
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
	je	.L2026
	movq	160(%rsi), %rbp
.L2026:
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
.LFE79:
	.size	walk_start, .-walk_start
	.p2align 4
	.type	general_start, @function
general_start:
.LFB161:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_start
	.cfi_endproc
.LFE161:
	.size	general_start, .-general_start
	.p2align 4
	.type	ref_request, @function
ref_request:
.LFB121:
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
	leaq	SERVICE_DISTS(%rip), %rdx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movq	(%rdi), %r12
	movl	8(%r12), %eax
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	cmpq	$0, 40(%r12)
	movq	8(%rdx,%rax), %rax
	je	.L2045
	movq	%rdi, %rbp
	movq	%r12, %rdi
	leaq	8(%rsp), %r14
	movq	%rsp, %r13
	call	*%rax
	leaq	16(%rsp), %r15
	movq	%rax, %r12
	jmp	.L2035
	.p2align 4,,10
	.p2align 3
.L2046:
	movq	8(%rsp), %rax
	addq	(%rsp), %rax
	cmpq	%rax, %rbx
	jb	.L2034
	movq	32(%rsp), %rax
	movdqa	16(%rsp), %xmm1
	movq	%rax, 96(%rbp)
	movups	%xmm1, 80(%rbp)
.L2035:
	movdqu	80(%rbp), %xmm0
	movq	96(%rbp), %rax
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r15, %rdi
	movq	%rax, 32(%rsp)
	movaps	%xmm0, 16(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2046
.L2034:
	movq	96(%rbp), %rax
	movdqu	80(%rbp), %xmm2
	movq	%rax, 32(%rsp)
	movaps	%xmm2, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L2036:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r15, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2047
	movq	(%rsp), %rdx
	movq	8(%rsp), %rcx
	addq	%rdx, %rcx
	cmpq	%rcx, %rbx
	jnb	.L2036
	cmpq	%rdx, %rbx
	jnb	.L2040
	addq	%rbx, %r12
	cmpq	%r12, %rdx
	jnb	.L2032
	subq	%rdx, %r12
	movq	%rcx, %rbx
	jmp	.L2036
	.p2align 4,,10
	.p2align 3
.L2040:
	movq	%rcx, %rbx
	jmp	.L2036
	.p2align 4,,10
	.p2align 3
.L2047:
	addq	%rbx, %r12
.L2032:
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
.L2045:
	.cfi_restore_state
	movq	%r12, %rdi
	call	*%rax
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
.LFE121:
	.size	ref_request, .-ref_request
	.p2align 4
	.type	ref_walker_run, @function
ref_walker_run:
.LFB167:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	168(%rdi), %rax
	xorl	%r15d, %r15d
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
	movq	%rax, 16(%rsp)
	movq	168(%rdi), %rax
	movq	%rsi, 24(%rsp)
	movq	%rdx, 8(%rsp)
	movq	160(%rax), %r14
	movq	%rax, (%rsp)
	testq	%rdx, %rdx
	jne	.L2058
	jmp	.L2049
	.p2align 4,,10
	.p2align 3
.L2050:
	movq	(%rsp), %rdi
	cmpq	136(%rdi), %rbp
	jnb	.L2049
	movq	200(%rbx), %rdx
	cmpq	192(%rbx), %rdx
	je	.L2049
	movq	184(%rbx), %rcx
	leaq	1(%rdx), %rsi
	movq	%rsi, 200(%rbx)
	movq	232(%rbx), %rsi
	movq	(%rcx,%rdx,8), %r12
	cmpl	$2, %eax
	je	.L2075
	cmpq	%r14, %rbp
	jb	.L2062
	cmpl	$1, %eax
	je	.L2076
.L2062:
	movq	%r12, %r13
.L2054:
	cmpq	%rsi, %r13
	movq	%rsi, %rdx
	movq	16(%rsp), %rdi
	movq	%rbp, %rsi
	cmovnb	%r13, %rdx
	call	ref_request
	xorl	%edx, %edx
	movq	%rax, 232(%rbx)
	movq	%rax, %rsi
	movq	%rbp, %rax
	divq	%r14
	movq	216(%rbx), %rax
	movq	%rsi, (%rax,%rdx,8)
	movl	176(%rbx), %eax
	testl	%eax, %eax
	movq	24(%rsp), %rax
	cmove	%r12, %r13
	subq	%r13, %rsi
	movq	%rsi, (%rax,%r15,8)
	movq	224(%rbx), %rax
	addq	$1, %r15
	leaq	1(%rax), %rbp
.L2056:
	movq	8(%rsp), %rax
	movq	%rbp, 224(%rbx)
	cmpq	%rax, %r15
	jnb	.L2049
.L2058:
	movl	176(%rbx), %eax
	movq	224(%rbx), %rbp
	cmpl	$3, %eax
	jne	.L2050
	cmpq	%r14, %rbp
	jnb	.L2051
	movq	(%rsp), %rax
	movq	144(%rax), %r13
	testq	%r13, %r13
	je	.L2053
	xorl	%r13d, %r13d
.L2074:
	movq	232(%rbx), %rsi
	xorl	%r12d, %r12d
	jmp	.L2054
	.p2align 4,,10
	.p2align 3
.L2075:
	movq	%r12, %r13
	cmpq	%rsi, %r12
	jnb	.L2054
	addq	$1, %rbp
	jmp	.L2056
	.p2align 4,,10
	.p2align 3
.L2053:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbp
	jb	.L2074
.L2049:
	addq	%r15, 240(%rbx)
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
.L2051:
	.cfi_restore_state
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	%r14
	movq	216(%rbx), %rax
	movq	(%rax,%rdx,8), %r13
	movq	(%rsp), %rax
	movq	144(%rax), %rax
	testq	%rax, %rax
	je	.L2053
	cmpq	%rax, %r13
	jb	.L2074
	jmp	.L2049
	.p2align 4,,10
	.p2align 3
.L2076:
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%r14
	movq	216(%rbx), %rax
	movq	(%rax,%rdx,8), %rcx
	cmpq	%rcx, %r12
	cmovnb	%r12, %rcx
	movq	%rcx, %r13
	jmp	.L2054
	.cfi_endproc
.LFE167:
	.size	ref_walker_run, .-ref_walker_run
	.p2align 4
	.type	ref_walker_totals, @function
ref_walker_totals:
.LFB169:
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
	jne	.L2093
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L2082
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L2082
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L2082
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L2082:
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
.L2093:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L2094
.L2079:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L2080
	.p2align 4,,10
	.p2align 3
.L2095:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L2082
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
.L2080:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2095
	jmp	.L2082
	.p2align 4,,10
	.p2align 3
.L2094:
	movq	64(%rsi), %rax
	jmp	.L2079
	.cfi_endproc
.LFE169:
	.size	ref_walker_totals, .-ref_walker_totals
	.p2align 4
	.type	serve_random, @function
serve_random:
.LFB68:
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
	jnb	.L2096
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
	jmp	.L2107
	.p2align 4,,10
	.p2align 3
.L2113:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L2099:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L2100
	movq	56(%r12), %rax
	addq	%r13, %rax
.L2100:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L2101:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2105
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L2102
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L2112
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L2105:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L2096
.L2107:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L2113
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L2099
	.p2align 4,,10
	.p2align 3
.L2112:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L2101
	.p2align 4,,10
	.p2align 3
.L2102:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L2096:
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
.LFE68:
	.size	serve_random, .-serve_random
	.section	.rodata.str1.1
.LC328:
	.string	"the Base64"
	.section	.rodata.str1.8
	.align 8
.LC329:
	.string	"the payload's cookie or length"
	.section	.rodata.str1.1
.LC330:
	.string	"a block that is not stored"
.LC331:
	.string	"a stored block's length"
.LC332:
	.string	"the Adler-32"
.LC333:
	.string	"the V2 header"
.LC334:
	.string	"not a zlib stream"
	.section	.rodata.str1.8
	.align 8
.LC335:
	.string	"a count past the histogram's end"
	.section	.rodata.str1.1
.LC336:
	.string	"a count cut short"
	.section	.rodata.str1.8
	.align 8
.LC339:
	.string	"Tag=%s,%lu.%03lu,%lu.%03lu,%lu.%03lu,%s\n"
	.align 8
.LC340:
	.string	"RESULT hlog start_ms=%lu tag=%s n=%lu\n"
	.align 8
.LC341:
	.string	"RESULT hlog-count start_ms=%lu tag=%s value_ns=%lu count=%lu\n"
	.text
	.p2align 4
	.type	hlog_flush, @function
hlog_flush:
.LFB317:
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
.L2200:
	movq	40(%rbx), %rdx
	movq	32(%rbx), %rsi
	movq	24(%rbp), %r9
	movq	0(%rbp), %r12
	shrq	$6, %rdx
	movq	152(%rbx), %r10
	je	.L2201
	movq	%r9, 8(%rsp)
	movl	$40, %r13d
	xorl	%r14d, %r14d
	xorl	%ecx, %ecx
	movq	%rsi, 16(%rsp)
	movq	%r13, %rax
	movq	%rbp, %rdi
	.p2align 4,,10
	.p2align 3
.L2126:
	movq	8(%rsp), %rsi
	movq	(%rsi,%rcx,8), %rbp
	testq	%rbp, %rbp
	je	.L2116
	movq	%rcx, %r15
	salq	$6, %r15
	.p2align 4,,10
	.p2align 3
.L2125:
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
	ja	.L2310
	je	.L2311
.L2121:
	movq	(%r12,%r11,8), %rax
	movq	%r9, %r14
	movq	%rax, %rsi
	addq	%rax, %rax
	sarq	$63, %rsi
	xorq	%rax, %rsi
	xorl	%eax, %eax
	movq	%rsi, %r8
	shrq	$7, %r8
	jne	.L2124
	jmp	.L2204
	.p2align 4,,10
	.p2align 3
.L2123:
	movq	%r8, %r14
	movq	%r8, %rsi
	shrq	$7, %r14
	je	.L2312
	movq	%r14, %r8
.L2124:
	addq	$1, %rax
	orl	$-128, %esi
	movb	%sil, -1(%r9,%rax)
	cmpq	$8, %rax
	jne	.L2123
	leaq	8(%r9), %r14
.L2122:
	leaq	-1(%rbp), %rsi
	movb	%r8b, (%r14)
	addq	%r13, %rax
	leaq	1(%r11), %r14
	andq	%rsi, %rbp
	jne	.L2125
.L2116:
	addq	$1, %rcx
	cmpq	%rdx, %rcx
	jne	.L2126
	movq	%rdi, %rbp
	movq	16(%rsp), %rsi
	movq	%rax, %r13
	leaq	-40(%rax), %rdi
	testq	%r14, %r14
	je	.L2313
.L2128:
	leaq	3(%r10), %rax
	movl	$478450451, %edx
	.p2align 4,,10
	.p2align 3
.L2129:
	movq	%rax, %rcx
	movb	%dl, (%rax)
	shrq	$8, %rdx
	subq	$1, %rax
	cmpq	%rcx, %r10
	jne	.L2129
	movq	.LC337(%rip), %rax
	leaq	23(%r10), %rcx
	bswap	%edi
	movl	$1, %edx
	movl	%edi, 4(%r10)
	leaq	15(%r10), %rdi
	movq	%rax, 8(%r10)
	movq	%rcx, %rax
	.p2align 4,,10
	.p2align 3
.L2130:
	movb	%dl, (%rax)
	subq	$1, %rax
	xorl	%edx, %edx
	cmpq	%rax, %rdi
	jne	.L2130
	leaq	31(%r10), %rdx
	movq	%rdx, %rax
	.p2align 4,,10
	.p2align 3
.L2131:
	movb	%sil, (%rax)
	subq	$1, %rax
	shrq	$8, %rsi
	cmpq	%rax, %rcx
	jne	.L2131
	movabsq	$4607182418800017408, %rax
	addq	$39, %r10
	.p2align 4,,10
	.p2align 3
.L2132:
	movb	%al, (%r10)
	subq	$1, %r10
	shrq	$8, %rax
	cmpq	%r10, %rdx
	jne	.L2132
	movq	160(%rbx), %r12
	movzwl	.LC338(%rip), %eax
	movq	%rbp, 8(%rsp)
	xorl	%r14d, %r14d
	movq	152(%rbx), %rdi
	movq	%rbx, 16(%rsp)
	movl	$10, %esi
	movw	%ax, 8(%r12)
	movq	%rdi, %r15
	.p2align 4,,10
	.p2align 3
.L2133:
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
	jb	.L2133
	movq	8(%rsp), %rbp
	movq	16(%rsp), %rbx
	movq	%r15, %rdi
	testq	%r13, %r13
	je	.L2206
	xorl	%ecx, %ecx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L2136:
	movl	$5552, %r8d
	movq	%rdi, %rax
	cmpq	%r8, %r13
	cmovbe	%r13, %r8
	subq	%r8, %r13
	addq	%r8, %rdi
	.p2align 4,,10
	.p2align 3
.L2135:
	movzbl	(%rax), %r8d
	addq	$1, %rax
	addl	%r8d, %edx
	addl	%edx, %ecx
	cmpq	%rdi, %rax
	jne	.L2135
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
	jne	.L2136
	sall	$16, %ecx
	orl	%edx, %ecx
.L2134:
	movl	$3, %eax
	leaq	(%r12,%rsi), %rdx
	.p2align 4,,10
	.p2align 3
.L2137:
	movb	%cl, (%rdx,%rax)
	shrq	$8, %rcx
	subq	$1, %rax
	jnb	.L2137
	leaq	4(%rsi), %rdi
	leaq	3(%r12), %rax
	movl	$478450452, %edx
	.p2align 4,,10
	.p2align 3
.L2138:
	movq	%rax, %rcx
	movb	%dl, (%rax)
	shrq	$8, %rdx
	subq	$1, %rax
	cmpq	%rcx, %r12
	jne	.L2138
	subq	$4, %rsi
	bswap	%esi
	movl	%esi, 4(%r12)
	movq	160(%rbx), %r10
	movq	176(%rbx), %r9
	testq	%rdi, %rdi
	je	.L2139
	movl	$2, %esi
	movl	$1, %edx
	xorl	%r14d, %r14d
	movq	%rbx, %r11
	jmp	.L2144
	.p2align 4,,10
	.p2align 3
.L2209:
	movq	%rax, %rdx
.L2144:
	movzbl	-1(%r10,%rdx), %eax
	sall	$16, %eax
	cmpq	%rdi, %rdx
	jnb	.L2140
	movzbl	(%r10,%rdx), %r8d
	sall	$8, %r8d
	orl	%r8d, %eax
.L2140:
	cmpq	%rdi, %rsi
	jnb	.L2141
	movzbl	1(%r10,%rdx), %r8d
	orl	%r8d, %eax
.L2141:
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
	jnb	.L2142
	movl	%eax, %r8d
	shrl	$6, %r8d
	andl	$63, %r8d
	movzbl	(%r15,%r8), %r8d
.L2142:
	movb	%r8b, 2(%r9,%r14)
	movl	$61, %r8d
	cmpq	%rdi, %rsi
	jnb	.L2143
	andl	$63, %eax
	leaq	A.0(%rip), %rbx
	movzbl	(%rbx,%rax), %r8d
.L2143:
	addq	$4, %r14
	leaq	3(%rdx), %rax
	addq	$2, %rdx
	addq	$3, %rsi
	movb	%r8b, -1(%r9,%r14)
	cmpq	%rdi, %rdx
	jb	.L2209
	movq	%r11, %rbx
	addq	%r14, %r9
.L2139:
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
	leaq	.LC339(%rip), %rsi
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
	je	.L2145
	leaq	4(%r10), %rdi
	xorl	%r8d, %r8d
	.p2align 4,,10
	.p2align 3
.L2146:
	xorl	%edx, %edx
	xorl	%eax, %eax
.L2154:
	movzbl	(%r10,%rdx), %ecx
	cmpb	$61, %cl
	je	.L2314
	leal	-65(%rcx), %r11d
	movsbl	%cl, %esi
	cmpb	$25, %r11b
	jbe	.L2315
	leal	-97(%rcx), %r11d
	cmpb	$25, %r11b
	jbe	.L2316
	leal	-48(%rcx), %r11d
	cmpb	$9, %r11b
	ja	.L2153
	leal	4(%rsi), %ecx
.L2152:
	testl	%ecx, %ecx
	jns	.L2149
.L2308:
	movq	40(%rbx), %r12
.L2145:
	leaq	.LC328(%rip), %rax
.L2147:
	cmpq	$0, 192(%rbx)
	je	.L2317
.L2179:
	movl	184(%rbx), %eax
	movq	%r12, %rcx
	testl	%eax, %eax
	jne	.L2318
.L2187:
	movq	%r12, %rdx
	movq	24(%rbp), %rdi
	shrq	$6, %rdx
	je	.L2194
	xorl	%r8d, %r8d
	.p2align 4,,10
	.p2align 3
.L2196:
	movq	(%rdi,%r8,8), %rdx
	testq	%rdx, %rdx
	je	.L2199
	movq	%r8, %rcx
	movq	0(%rbp), %rsi
	salq	$6, %rcx
	.p2align 4,,10
	.p2align 3
.L2198:
	xorl	%eax, %eax
	rep bsfq	%rdx, %rax
	cltq
	addq	%rcx, %rax
	movq	$0, (%rsi,%rax,8)
	leaq	-1(%rdx), %rax
	andq	%rax, %rdx
	jne	.L2198
	movq	40(%rbx), %r12
.L2199:
	movq	%r12, %rax
	addq	$1, %r8
	shrq	$6, %rax
	cmpq	%rax, %r8
	jb	.L2196
	leaq	0(,%rax,8), %rdx
.L2194:
	xorl	%esi, %esi
	addq	$8, %rbp
	call	memset@PLT
	movq	$0, 40(%rbp)
	addq	$8, 32(%rsp)
	cmpq	%rbp, 88(%rsp)
	jne	.L2200
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
.L2310:
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
	jne	.L2120
	jmp	.L2202
	.p2align 4,,10
	.p2align 3
.L2119:
	movq	%r8, %r14
	movq	%r8, %rsi
	shrq	$7, %r14
	je	.L2319
	movq	%r14, %r8
.L2120:
	addq	$1, %rax
	orl	$-128, %esi
	movb	%sil, -1(%r9,%rax)
	cmpq	$8, %rax
	jne	.L2119
	leaq	8(%r9), %r14
.L2118:
	addq	%r13, %rax
	movb	%r8b, (%r14)
	leaq	(%r10,%rax), %r9
	leaq	1(%rax), %r13
	jmp	.L2121
	.p2align 4,,10
	.p2align 3
.L2312:
	leaq	(%r9,%rax), %r14
	jmp	.L2122
	.p2align 4,,10
	.p2align 3
.L2315:
	leal	-65(%rsi), %ecx
.L2149:
	sall	$6, %eax
	addq	$1, %rdx
	orl	%ecx, %eax
	cmpq	$4, %rdx
	jne	.L2154
.L2322:
	cmpb	$61, -2(%rdi)
	movzbl	-1(%rdi), %ecx
	movq	%rdi, %rdx
	je	.L2320
	cmpb	$61, %cl
	je	.L2156
.L2157:
	movl	%eax, %ecx
	leaq	1(%r8), %rsi
	shrl	$16, %ecx
	movb	%cl, 0(%r13,%r8)
	cmpb	$61, -2(%rdi)
	je	.L2212
	movzbl	%ah, %ecx
	addq	$2, %r8
	movb	%cl, 0(%r13,%rsi)
.L2158:
	cmpb	$61, -1(%rdi)
	je	.L2159
	movb	%al, 0(%r13,%r8)
	addq	$1, %r8
.L2159:
	addq	$4, %r10
	addq	$4, %rdi
	cmpb	$0, (%rdx)
	jne	.L2146
	cmpq	$7, %r8
	jle	.L2308
	leaq	4(%r13), %rcx
	movq	%r13, %rdx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L2161:
	movzbl	(%rdx), %esi
	salq	$8, %rax
	addq	$1, %rdx
	orq	%rsi, %rax
	cmpq	%rcx, %rdx
	jne	.L2161
	cmpq	$478450452, %rax
	jne	.L2214
	movq	%rcx, %rdx
	leaq	8(%r13), %r11
	xorl	%eax, %eax
.L2162:
	movzbl	(%rdx), %esi
	salq	$8, %rax
	addq	$1, %rdx
	orq	%rsi, %rax
	cmpq	%r11, %rdx
	jne	.L2162
	leaq	-8(%r8), %r15
	cmpq	%r15, %rax
	je	.L2321
.L2214:
	cmpq	$0, 192(%rbx)
	movq	40(%rbx), %r12
	leaq	.LC329(%rip), %rax
	jne	.L2179
.L2317:
	movq	%rax, 192(%rbx)
	movl	184(%rbx), %eax
	movq	%r12, %rcx
	testl	%eax, %eax
	je	.L2187
.L2318:
	testq	%r12, %r12
	je	.L2188
	movq	0(%rbp), %rax
	xorl	%ecx, %ecx
	leaq	(%rax,%r12,8), %rdx
.L2189:
	addq	(%rax), %rcx
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L2189
.L2188:
	movq	24(%rsp), %rsi
	movq	%r14, %rdx
	leaq	.LC340(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rbx), %r12
	movq	%r12, %rdx
	testq	%r12, %r12
	je	.L2190
	xorl	%r15d, %r15d
	leaq	.LC341(%rip), %r13
.L2193:
	movq	0(%rbp), %rax
	movq	(%rax,%r15,8), %r8
	testq	%r8, %r8
	je	.L2191
	movq	%r15, %rcx
	movq	%r15, %rdx
	andl	$1023, %ecx
	shrq	$10, %rdx
	je	.L2192
	subl	$1, %edx
	leaq	1024(%rcx), %rax
	movl	%edx, %ecx
	salq	%cl, %rax
	movq	%rax, %rcx
.L2192:
	movq	24(%rsp), %rsi
	movq	%r14, %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rbx), %r12
.L2191:
	addq	$1, %r15
	cmpq	%r12, %r15
	jb	.L2193
	jmp	.L2187
	.p2align 4,,10
	.p2align 3
.L2311:
	movb	$0, (%r9)
	leaq	(%r10,%r13), %r9
	leaq	2(%rax), %r13
	jmp	.L2121
	.p2align 4,,10
	.p2align 3
.L2319:
	leaq	(%r9,%rax), %r14
	jmp	.L2118
	.p2align 4,,10
	.p2align 3
.L2314:
	cmpq	$1, %rdx
	jbe	.L2308
	xorl	%ecx, %ecx
	sall	$6, %eax
	addq	$1, %rdx
	orl	%ecx, %eax
	cmpq	$4, %rdx
	jne	.L2154
	jmp	.L2322
.L2153:
	cmpb	$43, %cl
	je	.L2210
	cmpb	$47, %cl
	jne	.L2308
	movl	$63, %ecx
	sall	$6, %eax
	addq	$1, %rdx
	orl	%ecx, %eax
	cmpq	$4, %rdx
	jne	.L2154
	jmp	.L2322
.L2204:
	movq	%rsi, %r8
	jmp	.L2122
.L2316:
	leal	-71(%rsi), %ecx
	jmp	.L2152
.L2202:
	movq	%rsi, %r8
	jmp	.L2118
.L2212:
	movq	%rsi, %r8
	jmp	.L2158
.L2320:
	cmpb	$61, %cl
	jne	.L2308
.L2156:
	cmpb	$0, (%rdi)
	je	.L2157
	jmp	.L2308
	.p2align 4,,10
	.p2align 3
.L2210:
	movl	$62, %ecx
	sall	$6, %eax
	addq	$1, %rdx
	orl	%ecx, %eax
	cmpq	$4, %rdx
	jne	.L2154
	jmp	.L2322
.L2313:
	leaq	-39(%rax), %rdi
	addq	$1, %r13
.L2115:
	movb	$0, (%r10,%rax)
	jmp	.L2128
.L2201:
	movl	$1, %edi
	movl	$41, %r13d
	movl	$40, %eax
	jmp	.L2115
.L2321:
	cmpq	$5, %r15
	jbe	.L2217
	cmpb	$120, 8(%r13)
	jne	.L2217
	movzbl	9(%r13), %eax
	orb	$120, %ah
	imull	$-1108378657, %eax, %eax
	cmpl	$138547332, %eax
	ja	.L2217
	cmpq	$6, %r15
	je	.L2163
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
	jmp	.L2164
.L2324:
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
	jne	.L2219
	leaq	5(%rdx,%rbx), %rbx
	cmpq	%rbx, %r15
	jb	.L2219
	leaq	0(%r13,%r12), %rdi
	addq	%rbp, %rsi
	movq	%rdx, 128(%rsp)
	call	memcpy@PLT
	movq	128(%rsp), %rdx
	movq	136(%rsp), %rcx
	addq	%rdx, %r12
	cmpb	$0, 103(%rsp)
	jne	.L2323
	leaq	5(%rbx), %rsi
	cmpq	%rsi, %r15
	jb	.L2304
.L2164:
	movzbl	0(%rbp,%rbx), %eax
	movq	%rcx, 136(%rsp)
	testb	$6, %al
	je	.L2324
.L2304:
	movq	8(%rsp), %rbp
	movq	16(%rsp), %rbx
.L2163:
	movq	40(%rbx), %r12
	leaq	.LC330(%rip), %rax
	jmp	.L2147
.L2217:
	movq	40(%rbx), %r12
	leaq	.LC334(%rip), %rax
	jmp	.L2147
.L2206:
	movl	$1, %ecx
	jmp	.L2134
.L2190:
	movq	24(%rbp), %rdi
	jmp	.L2194
.L2323:
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
	je	.L2166
	xorl	%r11d, %r11d
.L2169:
	movzbl	(%r9,%r11), %eax
	addq	%rax, %rdi
	movq	%r11, %rax
	addq	$1, %r11
	andl	$4095, %eax
	addq	%rdi, %rsi
	cmpq	$4095, %rax
	je	.L2167
	cmpq	%r11, %r10
	jne	.L2169
.L2167:
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
	jne	.L2169
.L2166:
	leaq	4(%r8), %rax
	cmpq	%rax, %r15
	jne	.L2222
	addq	%r8, %r13
	xorl	%eax, %eax
	addq	%rcx, %r8
.L2170:
	movzbl	8(%r13), %edx
	salq	$8, %rax
	addq	$1, %r13
	orq	%rdx, %rax
	cmpq	%r13, %r8
	jne	.L2170
	movq	%rsi, %rdx
	salq	$16, %rdx
	orq	%rdi, %rdx
	cmpq	%rdx, %rax
	je	.L2325
.L2222:
	movq	40(%rbx), %r12
	leaq	.LC332(%rip), %rax
	jmp	.L2147
.L2219:
	movq	16(%rsp), %rbx
	movq	8(%rsp), %rbp
	leaq	.LC331(%rip), %rax
	movq	40(%rbx), %r12
	jmp	.L2147
.L2325:
	cmpq	$39, %r10
	jbe	.L2230
	leaq	4(%r9), %rax
	movq	%r9, %rcx
	xorl	%edx, %edx
.L2171:
	movzbl	(%rcx), %esi
	salq	$8, %rdx
	addq	$1, %rcx
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L2171
	cmpq	$478450451, %rdx
	jne	.L2230
	leaq	8(%r9), %rcx
	xorl	%edx, %edx
.L2172:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rax, %rcx
	jne	.L2172
	leaq	-40(%r10), %rax
	cmpq	%rax, %rdx
	jne	.L2230
	movq	%rcx, %rax
	xorl	%edx, %edx
	leaq	12(%r9), %rcx
.L2173:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L2173
	testq	%rdx, %rdx
	jne	.L2230
	leaq	16(%r9), %rcx
.L2174:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L2174
	cmpq	$3, %rdx
	jne	.L2230
	leaq	24(%r9), %rcx
	xorl	%edx, %edx
.L2175:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L2175
	cmpq	$1, %rdx
	jne	.L2230
	leaq	32(%r9), %rcx
	xorl	%edx, %edx
.L2176:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L2176
	cmpq	%rdx, 80(%rsp)
	jne	.L2230
	leaq	40(%r9), %rcx
	xorl	%edx, %edx
.L2177:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L2177
	movabsq	$4607182418800017408, %rax
	cmpq	%rax, %rdx
	jne	.L2230
	movq	72(%rsp), %rdi
	xorl	%edx, %edx
	movl	$40, %eax
	movabsq	$9223372036854775807, %r13
	movabsq	$9223372036854775806, %r11
	cmpq	$40, %r10
	je	.L2309
.L2178:
	movzbl	(%r9,%rax), %r8d
	xorl	%esi, %esi
	addq	$1, %rax
	xorl	%ecx, %ecx
.L2180:
	movq	%r8, %r15
	andl	$127, %r15d
	salq	%cl, %r15
	orq	%r15, %rsi
	testb	%r8b, %r8b
	jns	.L2181
	cmpq	%rax, %r10
	je	.L2326
	addq	$1, %rax
	addl	$7, %ecx
	movzbl	-1(%r9,%rax), %r8d
	cmpl	$56, %ecx
	jne	.L2180
	salq	$56, %r8
	orq	%r8, %rsi
.L2181:
	movq	%rsi, %rcx
	shrq	%rsi
	andl	$1, %ecx
	negq	%rcx
	xorq	%rsi, %rcx
	leaq	(%rcx,%r13), %rsi
	cmpq	%rsi, %r11
	jb	.L2184
	movq	%rcx, %rsi
	movq	%r12, %r8
	negq	%rsi
	subq	%rdx, %r8
	cmpq	%rsi, %r8
	jb	.L2234
	subq	%rcx, %rdx
.L2185:
	cmpq	%r10, %rax
	jb	.L2178
.L2309:
	movq	40(%rbx), %r12
	jmp	.L2179
	.p2align 4,,10
	.p2align 3
.L2230:
	movq	40(%rbx), %r12
	leaq	.LC333(%rip), %rax
	jmp	.L2147
.L2326:
	movq	40(%rbx), %r12
	leaq	.LC336(%rip), %rax
	jmp	.L2147
.L2234:
	movq	40(%rbx), %r12
	leaq	.LC335(%rip), %rax
	jmp	.L2147
.L2184:
	testq	%rcx, %rcx
	js	.L2234
	cmpq	%r12, %rdx
	jnb	.L2234
	addq	%rcx, (%rdi,%rdx,8)
	addq	$1, %rdx
	jmp	.L2185
	.cfi_endproc
.LFE317:
	.size	hlog_flush, .-hlog_flush
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB100:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L2342
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
.L2328:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L2333
	.p2align 4,,10
	.p2align 3
.L2329:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L2331
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L2331:
	testq	%r8, %r8
	je	.L2332
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L2332
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L2332:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L2329
.L2333:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L2328
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
.L2342:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE100:
	.size	dist_correct, .-dist_correct
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB74:
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
	jnb	.L2345
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
	jmp	.L2355
	.p2align 4,,10
	.p2align 3
.L2365:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L2350:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L2349:
	cmpq	%r15, %rbp
	jnb	.L2345
.L2355:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L2347
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L2347
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L2364
.L2347:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L2350
	cmpq	%rax, %rbx
	jnb	.L2351
	addq	%r8, %rdx
.L2352:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L2365
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L2350
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
	jmp	.L2350
	.p2align 4,,10
	.p2align 3
.L2351:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L2352
	.p2align 4,,10
	.p2align 3
.L2345:
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
.L2364:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L2348:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L2348
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L2349
	.cfi_endproc
.LFE74:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB81:
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
	movq	%rdi, %rbx
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	movq	(%rdi), %r14
	movl	8(%rdi), %r15d
	movq	%rsi, 8(%rsp)
	movq	144(%rdi), %rdx
	testq	%rax, %rax
	je	.L2367
	movq	%rax, (%rsp)
	jmp	.L2393
	.p2align 4,,10
	.p2align 3
.L2368:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jnb	.L2367
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L2367
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %rbp
	cmpl	$2, %r15d
	jne	.L2396
	cmpq	%rdx, %rbp
	jb	.L2372
.L2396:
	cmpq	%rdx, %rbp
	movq	%rdx, %r10
	movq	%rbp, %r12
	cmovnb	%rbp, %r10
	cmpl	$1, %r15d
	jne	.L2375
	movq	136(%rbx), %rdi
	movq	112(%rbx), %rcx
	movq	(%rcx,%rdi,8), %r12
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rdx
	movq	%rdx, %r10
.L2375:
	movq	104(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L2371
	cmpq	$0, 40(%r14)
	movq	(%rdx,%rax,8), %rcx
	leaq	16(%rbx), %rdi
	je	.L2410
	movq	%rcx, %rdx
	movq	%r10, %rsi
	call	serve_random
	movq	%rax, %rdx
.L2377:
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
.L2372:
	movq	136(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 128(%rbx)
	addq	$1, %rax
	cmpq	120(%rbx), %rax
	jne	.L2392
	xorl	%eax, %eax
.L2392:
	movq	%rax, 136(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L2367
.L2393:
	cmpl	$3, %r15d
	jne	.L2368
	movq	112(%rbx), %rax
	movq	136(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L2369
	cmpq	%rax, %rbp
	jnb	.L2367
	movq	128(%rbx), %rsi
.L2370:
	cmpq	%rdx, %rbp
	movq	%rbp, %r12
	cmovnb	%rbp, %rdx
	movq	%rdx, %r10
.L2371:
	movl	8(%r14), %eax
	leaq	16(%rbx), %r11
	testl	%eax, %eax
	jne	.L2383
	cmpq	$0, 40(%r14)
	movq	(%r14), %rcx
	je	.L2411
.L2385:
	movq	%rcx, %rdx
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_random
	movq	%rax, %rdx
	jmp	.L2377
	.p2align 4,,10
	.p2align 3
.L2383:
	leaq	(%rax,%rax,2), %rax
	leaq	SERVICE_DISTS(%rip), %rcx
	movq	%r10, 24(%rsp)
	movq	%r14, %rdi
	salq	$5, %rax
	movq	%r11, 16(%rsp)
	call	*8(%rcx,%rax)
	cmpq	$0, 40(%r14)
	movq	24(%rsp), %r10
	movq	16(%rsp), %r11
	movq	%rax, %rcx
	jne	.L2385
.L2411:
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L2377
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L2412
	leaq	(%r8,%rax), %rsi
	movq	56(%r14), %r9
	cmpq	%rsi, %r10
	leaq	(%rcx,%rsi), %rdi
	cmovb	%rdi, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L2409
.L2388:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L2377
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L2377
	.p2align 4,,10
	.p2align 3
.L2369:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jb	.L2370
.L2367:
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
.L2410:
	.cfi_restore_state
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L2377
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L2413
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %r9
	cmpq	%rsi, %r10
	cmovb	%r9, %rdx
.L2379:
	movq	56(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L2409
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L2377
	movq	%r10, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L2377
	.p2align 4,,10
	.p2align 3
.L2412:
	movq	56(%r14), %r9
	addq	%r8, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L2388
.L2409:
	movq	$-1, 16(%rbx)
	jmp	.L2377
	.p2align 4,,10
	.p2align 3
.L2413:
	addq	%r8, %rdx
	jmp	.L2379
	.cfi_endproc
.LFE81:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	general_run, @function
general_run:
.LFB163:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_run
	.cfi_endproc
.LFE163:
	.size	general_run, .-general_run
	.p2align 4
	.type	estimate_ghz, @function
estimate_ghz:
.LFB21:
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
.L2416:
	xorl	%r15d, %r15d
.L2420:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L2419
	.p2align 4,,10
	.p2align 3
.L2435:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L2434
.L2419:
	testq	%r15, %r15
	jne	.L2435
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L2419
.L2434:
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
	jne	.L2436
	movl	$1, %r15d
	jmp	.L2420
.L2436:
	subl	$1, 16(%rsp)
	jne	.L2416
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L2422
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2423:
	movsd	.LC342(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L2424
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2425:
	movsd	.LC343(%rip), %xmm2
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
	andpd	.LC60(%rip), %xmm0
	movsd	.LC58(%rip), %xmm1
	mulsd	.LC72(%rip), %xmm0
	divsd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	movsd	%xmm0, (%rax)
	jb	.L2432
	movsd	(%rbx), %xmm0
.L2415:
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
.L2432:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L2415
.L2422:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2423
.L2424:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2425
	.cfi_endproc
.LFE21:
	.size	estimate_ghz, .-estimate_ghz
	.section	.rodata.str1.8
	.align 8
.LC345:
	.string	"RESULT score method=%s interval_ns=%lu pct=%s value_ns=%lu truth_ns=%lu err_pct=%.3f ratio=%s\n"
	.align 8
.LC346:
	.string	"\nscoreboard: each way to read a number off the measurement, against the truth (%s), closest at p99 first\n"
	.section	.rodata.str1.1
.LC347:
	.string	"interval"
.LC348:
	.string	"method"
.LC349:
	.string	"%-15s %10s"
.LC350:
	.string	"truth"
.LC351:
	.string	"\n%-15s %10s"
.LC352:
	.string	"error against the truth, %%:\n"
.LC353:
	.string	" %+11.1f"
	.section	.rodata.str1.8
	.align 8
.LC354:
	.string	"(us; intervals per connection but hdr-schedule's, for all; wrk's in whole us)"
	.text
	.p2align 4
	.type	print_score, @function
print_score:
.LFB374:
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
.L2439:
	movl	872(%r10,%rax,4), %ecx
	testl	%ecx, %ecx
	je	.L2438
	movslq	%r13d, %rdx
	addl	$1, %r13d
	movl	%eax, 80(%rsp,%rdx,4)
.L2438:
	addq	$1, %rax
	cmpq	$9, %rax
	jne	.L2439
	cmpl	$1, %r13d
	jle	.L2440
	movq	24(%r10), %rax
	testq	%rax, %rax
	js	.L2441
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2442:
	leaq	80(%rsp), %rsi
	leaq	84(%rsp), %rcx
	movl	$1, %edx
	movsd	.LC72(%rip), %xmm4
	movq	.LC60(%rip), %xmm3
	pxor	%xmm5, %xmm5
	.p2align 4,,10
	.p2align 3
.L2443:
	movq	%rcx, %rax
	jmp	.L2444
	.p2align 4,,10
	.p2align 3
.L2522:
	movslq	%r11d, %r11
	leaq	(%r11,%r11,4), %r11
	salq	$4, %r11
	movq	104(%r10,%r11), %r11
	testq	%r11, %r11
	js	.L2449
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r11, %xmm1
.L2450:
	subsd	%xmm2, %xmm1
	movslq	%r9d, %r9
	leaq	(%r9,%r9,4), %r9
	salq	$4, %r9
	mulsd	%xmm4, %xmm1
	movq	104(%r10,%r9), %r9
	divsd	%xmm2, %xmm1
	andpd	%xmm3, %xmm1
	testq	%r9, %r9
	js	.L2451
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L2452:
	subsd	%xmm2, %xmm0
	mulsd	%xmm4, %xmm0
	divsd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L2446
	movq	%xmm6, -4(%rax)
	subq	$4, %rax
	cmpq	%rsi, %rax
	je	.L2446
.L2444:
	comisd	%xmm5, %xmm2
	movq	-4(%rax), %xmm0
	pshufd	$0xe5, %xmm0, %xmm7
	pshufd	$225, %xmm0, %xmm6
	movd	%xmm0, %r11d
	movd	%xmm7, %r9d
	ja	.L2522
.L2446:
	addl	$1, %edx
	addq	$4, %rcx
	cmpl	%edx, %r13d
	jne	.L2443
	testl	%r8d, %r8d
	je	.L2454
.L2453:
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
.L2471:
	movslq	(%rsi), %r15
	movq	%rsi, 24(%rsp)
	leaq	PCT_NAME(%rip), %r14
	movq	40(%rsp), %r12
	leaq	(%r15,%r15,4), %rbp
	salq	$4, %rbp
	jmp	.L2470
	.p2align 4,,10
	.p2align 3
.L2525:
	testq	%r8, %r8
	js	.L2468
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2469:
	subsd	%xmm1, %xmm0
	mulsd	.LC72(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2466:
	movq	16(%rsp), %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 200
	movq	(%r14), %rcx
	addq	$8, %r12
	movq	0(%r13,%r15,8), %rsi
	leaq	.LC345(%rip), %rdi
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
	je	.L2523
.L2470:
	movq	(%r12), %r9
	movq	80(%r12,%rbp), %r8
	testq	%r9, %r9
	je	.L2456
	testq	%r8, %r8
	js	.L2457
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2458:
	testq	%r9, %r9
	js	.L2459
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L2460:
	leaq	.LC116(%rip), %rax
	leaq	.LC117(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	divsd	%xmm1, %xmm0
	comisd	.LC72(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
	movq	(%r12), %r9
	movq	80(%r12,%rbp), %r8
	testq	%r9, %r9
	js	.L2524
.L2516:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L2465:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2525
	pxor	%xmm0, %xmm0
	jmp	.L2466
	.p2align 4,,10
	.p2align 3
.L2451:
	movq	%r9, %r11
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%r11
	orq	%r9, %r11
	cvtsi2sdq	%r11, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2452
	.p2align 4,,10
	.p2align 3
.L2449:
	movq	%r11, %rbx
	andl	$1, %r11d
	pxor	%xmm1, %xmm1
	shrq	%rbx
	orq	%r11, %rbx
	cvtsi2sdq	%rbx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2450
	.p2align 4,,10
	.p2align 3
.L2524:
	movq	%r9, %rax
	movq	%r9, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2465
	.p2align 4,,10
	.p2align 3
.L2456:
	movl	$6369134, (%rbx)
	jmp	.L2516
	.p2align 4,,10
	.p2align 3
.L2459:
	movq	%r9, %rax
	andl	$1, %r9d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r9, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2460
	.p2align 4,,10
	.p2align 3
.L2457:
	movq	%r8, %rax
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r8, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2458
	.p2align 4,,10
	.p2align 3
.L2468:
	movq	%r8, %rax
	movq	%r8, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2469
	.p2align 4,,10
	.p2align 3
.L2523:
	movq	24(%rsp), %rsi
	addq	$4, %rsi
	cmpq	%rsi, 32(%rsp)
	jne	.L2471
.L2437:
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
.L2454:
	.cfi_restore_state
	movq	%rdi, %rsi
	xorl	%eax, %eax
	leaq	.LC346(%rip), %rdi
	movq	%r10, 8(%rsp)
	call	printf@PLT
	leaq	.LC347(%rip), %rdx
	leaq	.LC348(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC349(%rip), %rdi
	leaq	PCT_LABEL(%rip), %rbp
	call	printf@PLT
	movq	8(%rsp), %rbx
	leaq	48(%rbp), %r12
	leaq	.LC5(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L2473:
	movq	0(%rbp), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r12, %rbp
	jne	.L2473
	leaq	.LC10(%rip), %rdx
	leaq	.LC350(%rip), %rsi
	xorl	%eax, %eax
	movq	%rbx, 8(%rsp)
	leaq	.LC351(%rip), %rdi
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
.L2474:
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	addq	$8, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%rbp, %r12
	jne	.L2474
	movl	$10, %edi
	movq	%r14, 16(%rsp)
	call	putchar@PLT
	testl	%r13d, %r13d
	je	.L2475
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
.L2478:
	movl	(%r14), %eax
	leaq	.LC10(%rip), %rdx
	xorl	%ebp, %ebp
	testl	%eax, %eax
	jne	.L2526
.L2476:
	movq	0(%r13,%rbp,8), %rsi
	leaq	.LC349(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	call	printf@PLT
	leaq	0(%rbp,%rbp,4), %rcx
	movq	16(%rsp), %rax
	salq	$4, %rcx
	leaq	(%rax,%rcx), %rbp
	.p2align 4,,10
	.p2align 3
.L2477:
	movq	88(%rbp,%r12,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r12
	jne	.L2477
	movl	$10, %edi
	addq	$4, %r14
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r14
	jne	.L2478
	leaq	.LC352(%rip), %rdi
	xorl	%eax, %eax
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	call	printf@PLT
	leaq	.LC353(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L2488:
	movslq	(%r12), %rbx
	leaq	.LC10(%rip), %rdx
	leaq	.LC349(%rip), %rdi
	xorl	%eax, %eax
	movq	0(%r13,%rbx,8), %rsi
	leaq	(%rbx,%rbx,4), %rbx
	salq	$4, %rbx
	call	printf@PLT
	movq	24(%rsp), %r14
	jmp	.L2487
	.p2align 4,,10
	.p2align 3
.L2528:
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L2519
.L2529:
	movq	80(%r14,%rbx), %rax
	testq	%rax, %rax
	js	.L2485
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2486:
	subsd	%xmm1, %xmm0
	mulsd	.LC72(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2483:
	movq	%r15, %rdi
	movl	$1, %eax
	addq	$8, %r14
	call	printf@PLT
	cmpq	%rbp, %r14
	je	.L2527
.L2487:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L2528
	movq	%rax, %rcx
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	andl	$1, %eax
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm0, %xmm1
	ja	.L2529
.L2519:
	pxor	%xmm0, %xmm0
	jmp	.L2483
	.p2align 4,,10
	.p2align 3
.L2485:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2486
	.p2align 4,,10
	.p2align 3
.L2527:
	movl	$10, %edi
	addq	$4, %r12
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r12
	jne	.L2488
.L2480:
	leaq	.LC354(%rip), %rdi
	call	puts@PLT
	jmp	.L2437
	.p2align 4,,10
	.p2align 3
.L2526:
	movslq	%eax, %rbp
	movq	16(%rsp), %rax
	movq	%rbx, %rdi
	movq	800(%rax,%rbp,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	jmp	.L2476
.L2441:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2442
.L2475:
	leaq	.LC352(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2480
.L2440:
	testl	%r8d, %r8d
	je	.L2454
	leaq	80(%rsp), %rsi
	cmpl	$1, %r13d
	je	.L2453
	jmp	.L2437
	.cfi_endproc
.LFE374:
	.size	print_score, .-print_score
	.section	.rodata.str1.1
.LC355:
	.string	"%-*s %9lu"
.LC356:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row_w, @function
print_row_w:
.LFB261:
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
	leaq	.LC355(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L2531:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2531
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L2532
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
.L2532:
	movq	%rbp, %rdi
	leaq	.LC136(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC356(%rip), %rdi
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
.LFE261:
	.size	print_row_w, .-print_row_w
	.p2align 4
	.type	dist_of_sorted, @function
dist_of_sorted:
.LFB117:
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
	je	.L2537
.L2538:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L2546
	.p2align 4,,10
	.p2align 3
.L2541:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L2540
.L2546:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L2541
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L2542
.L2547:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L2542
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L2542:
	cmpq	%rbp, %rbx
	jnb	.L2537
	movq	%rbx, %rax
	jmp	.L2538
	.p2align 4,,10
	.p2align 3
.L2540:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L2547
.L2537:
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
.LFE117:
	.size	dist_of_sorted, .-dist_of_sorted
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB109:
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
	jne	.L2556
	movl	152(%rdi), %ecx
	movq	%rdi, %r11
	testl	%ecx, %ecx
	jne	.L2556
	cmpq	$1, 160(%rdi)
	je	.L2573
.L2556:
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
.L2573:
	.cfi_restore_state
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L2556
	movq	40(%rdi), %r10
	testq	%r10, %r10
	jne	.L2556
	movq	%rsi, %r12
	movq	%rdx, %rbx
	call	closed_form_gap.part.0
	testq	%rax, %rax
	jne	.L2556
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
.L2560:
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L2559
	jmp	.L2558
	.p2align 4,,10
	.p2align 3
.L2567:
	movq	%rdx, %rcx
.L2559:
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%rcx, %r10
	divq	%rcx
	testq	%rdx, %rdx
	jne	.L2567
.L2558:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L2560
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
.LFE109:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB196:
	.cfi_startproc
	movl	204(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L2584
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L2584:
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
	jne	.L2574
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L2574
	movl	152(%rbx), %edx
	leaq	by_kind.7(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L2579
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L2579
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L2574:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L2579:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE196:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB198:
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
	je	.L2585
	cmpl	$2, %edx
	je	.L2605
	movl	152(%rbp), %edx
	movq	136(%rbp), %r12
	leaq	by_kind.7(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L2606
.L2591:
	leaq	0(,%rdi,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rbx)
	testq	%rax, %rax
	je	.L2589
	salq	$3, %r12
.L2590:
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
.L2585:
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
.L2606:
	.cfi_restore_state
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L2591
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L2591
	.p2align 4,,10
	.p2align 3
.L2605:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L2589
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
	je	.L2589
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 56(%rbx)
	call	calloc@PLT
	movq	%rax, 72(%rbx)
	testq	%rax, %rax
	je	.L2589
	movl	$524288, %r12d
	movl	$524288, %ebp
	jmp	.L2590
.L2589:
	movl	$-1, %eax
	jmp	.L2585
	.cfi_endproc
.LFE198:
	.size	buffers_init, .-buffers_init
	.section	.rodata.str1.8
	.align 8
.LC360:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC361:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC362:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC363:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC364:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC366:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC367:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC368:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB295:
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
	movapd	.LC357(%rip), %xmm0
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
	jle	.L2613
	movslq	%r12d, %rax
	movsd	.LC358(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L2612
	.p2align 4,,10
	.p2align 3
.L2646:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2611:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L2645
.L2612:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L2646
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2611
.L2645:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2647
.L2613:
	movsd	.LC1(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L2609:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC360(%rip), %rsi
	pushq	%r14
	leaq	XTICK.8(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC362(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC361(%rip), %rcx
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
.L2616:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC58(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC363(%rip), %rsi
	mulsd	.LC40(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC41(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L2616
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L2632
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
.L2631:
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
	je	.L2619
	testq	%rbx, %rbx
	je	.L2619
	testq	%rax, %rax
	je	.L2619
	testq	%r14, %r14
	je	.L2648
	movq	.LC358(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L2626
	.p2align 4,,10
	.p2align 3
.L2649:
	divsd	%xmm6, %xmm0
	movsd	.LC1(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2622:
	call	log10@PLT
	movq	.LC58(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L2624
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2625:
	movq	-264(%rbp), %rax
	divsd	.LC358(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L2621
.L2626:
	movsd	(%r12), %xmm0
	movsd	.LC72(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L2649
	movq	.LC25(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L2622
	.p2align 4,,10
	.p2align 3
.L2624:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2625
	.p2align 4,,10
	.p2align 3
.L2648:
	movsd	.LC358(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L2621:
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
	js	.L2627
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2628:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC38(%rip), %xmm0
	movsd	.LC39(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC366(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC365(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L2629
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2630:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC367(%rip), %rdx
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
	leaq	.LC368(%rip), %rsi
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
	jne	.L2631
.L2632:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC364(%rip), %rdi
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
.L2629:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2630
	.p2align 4,,10
	.p2align 3
.L2627:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2628
.L2647:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC359(%rip), %xmm2
	movsd	.LC65(%rip), %xmm3
	movsd	.LC59(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L2615
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC1(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
.L2615:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L2609
.L2619:
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
.LFE295:
	.size	spectrum_writer, .-spectrum_writer
	.section	.rodata.str1.1
.LC370:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC371:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC372:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.align 8
.LC373:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC374:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC375:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC376:
	.string	"--period 0 means a single stall"
	.align 8
.LC377:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC378:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC379:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC380:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC381:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC382:
	.string	"takes one connection: "
.LC383:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC384:
	.string	"--generator-pause %s us is not below --generator-period %s us: the sender would never send (use --generator-period 0 for one pause)"
	.section	.rodata.str1.1
.LC385:
	.string	"use catch-up"
	.section	.rodata.str1.8
	.align 8
.LC386:
	.string	"takes no --timeout or --queue-limit (a connection that gives up or is refused would send again at once): "
	.align 8
.LC387:
	.string	"drop --sweep, --cross-check and the faults"
	.align 8
.LC388:
	.string	"scores a benchmark run without faults, or users: "
	.section	.rodata.str1.1
.LC389:
	.string	"--scoreboard %s%s"
.LC390:
	.string	"drop --sweep or --cross-check"
.LC391:
	.string	"apply to a benchmark run: "
	.section	.rodata.str1.8
	.align 8
.LC392:
	.string	"--timeout, --queue-limit and the generator's options %s%s"
	.text
	.p2align 4
	.type	resolve_conflicts.constprop.0, @function
resolve_conflicts.constprop.0:
.LFB467:
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
	leaq	SERVICE_DISTS(%rip), %rbx
	movq	%rbx, %r8
	subq	$360, %rsp
	.cfi_def_cfa_offset 416
	movl	8(%rdi), %r9d
	movq	%rdi, 8(%rsp)
	leaq	(%r9,%r9,2), %rax
	movq	%rsi, 48(%rsp)
	salq	$5, %rax
	movq	%r9, 56(%rsp)
	addq	%rbx, %rax
	leaq	.LC36(%rip), %rbx
	movq	%rax, 24(%rsp)
.L2652:
	movq	$0, 64(%rsp)
	movq	48(%r8), %rcx
	testq	%rcx, %rcx
	jne	.L2651
.L2655:
	addq	$96, %r8
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rax, %r8
	jne	.L2652
	movq	48(%rsp), %rbp
	jmp	.L2653
.L2651:
	leaq	96(%rsp), %r15
	leaq	.LC30(%rip), %rdx
	movl	$256, %esi
	xorl	%eax, %eax
	movq	%r15, %rdi
	movq	%r8, 16(%rsp)
	call	snprintf@PLT
	leaq	64(%rsp), %rdx
	movq	%rbx, %rsi
	movq	%r15, %rdi
	movq	%rdx, 32(%rsp)
	call	strtok_r@PLT
	movq	16(%rsp), %r8
	testq	%rax, %rax
	movq	%rax, %r12
	je	.L2655
	movq	56(%rsp), %rax
	leaq	(%rax,%rax,2), %r15
	leaq	SERVICE_DISTS(%rip), %rax
	salq	$5, %r15
	addq	%r15, %rax
	movq	%rax, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L2654:
	movzbl	(%r12), %ecx
	subl	$45, %ecx
	movl	%ecx, %ebp
	jne	.L2656
	movzbl	1(%r12), %ecx
	subl	$104, %ecx
	movl	%ecx, %ebp
	jne	.L2656
	movzbl	2(%r12), %ebp
.L2656:
	movq	16(%rsp), %rdx
	cmpq	%rdx, 24(%rsp)
	je	.L2734
.L2657:
	movl	$-1, %eax
	leaq	.LC370(%rip), %r13
	testl	%ebp, %ebp
	je	.L2663
	leaq	.LC200(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r13
	call	strcmp@PLT
.L2663:
	leaq	48+OPTIONS(%rip), %r15
	xorl	%ebp, %ebp
	jmp	.L2667
	.p2align 4,,10
	.p2align 3
.L2664:
	addl	$1, %ebp
	cmpl	$54, %ebp
	je	.L2666
	movq	(%r15), %rsi
	movq	%r13, %rdi
	addq	$48, %r15
	call	strcmp@PLT
.L2667:
	testl	%eax, %eax
	jne	.L2664
	movabsq	$-6148914691236517205, %rdx
	movslq	%ebp, %rcx
	leaq	(%rcx,%rcx,2), %rax
	movq	8(%rsp), %rcx
	imulq	%rdx, %rax
	cmpb	$0, 512(%rcx,%rax)
	je	.L2666
	movq	40(%rsp), %rax
	movq	%r12, %rdi
	movq	48(%rax), %rbp
	call	strlen@PLT
	movq	%rax, %r15
	testq	%rbp, %rbp
	jne	.L2668
	jmp	.L2732
	.p2align 4,,10
	.p2align 3
.L2671:
	movq	%r15, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	strncmp@PLT
	testl	%eax, %eax
	jne	.L2670
	testb	$-33, 0(%rbp,%r15)
	je	.L2666
.L2670:
	movq	%rbp, %rdi
	movq	%rbx, %rsi
	call	strcspn@PLT
	addq	%rax, %rbp
	xorl	%eax, %eax
	cmpb	$32, 0(%rbp)
	sete	%al
	addq	%rax, %rbp
.L2668:
	cmpb	$0, 0(%rbp)
	jne	.L2671
.L2732:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	xorl	%esi, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
.L2662:
	testl	%eax, %eax
	jne	.L2673
.L2653:
	movq	8(%rsp), %rax
	movl	8(%rax), %esi
	testl	%esi, %esi
	jne	.L2735
.L2674:
	movq	8(%rsp), %rax
	cmpl	$1, 40(%rax)
	movq	56(%rax), %rsi
	je	.L2736
.L2676:
	testq	%rsi, %rsi
	jne	.L2677
.L2678:
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	ucomisd	392(%rax), %xmm0
	jp	.L2699
	jne	.L2699
.L2680:
	movq	8(%rsp), %rbx
	movl	152(%rbx), %eax
	cmpl	$1, %eax
	jne	.L2682
	cmpq	$1, 160(%rbx)
	ja	.L2737
.L2682:
	movq	8(%rsp), %rbx
	movl	496(%rbx), %ecx
	movl	500(%rbx), %edx
	testl	%ecx, %ecx
	je	.L2738
	testl	%edx, %edx
	jne	.L2685
	movq	8(%rsp), %rbx
	movl	$500000000, %edx
	movq	264(%rbx), %rcx
	testq	%rcx, %rcx
	jne	.L2684
.L2687:
	movq	8(%rsp), %rbx
	movq	%rdx, 272(%rbx)
.L2685:
	movq	8(%rsp), %rbx
	movq	256(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L2688
	movq	264(%rbx), %rsi
	leaq	-1(%rsi), %rcx
	cmpq	%rdx, %rcx
	jb	.L2739
.L2688:
	cmpl	$2, %eax
	je	.L2740
.L2689:
	movq	8(%rsp), %rax
	movl	504(%rax), %edx
	testl	%edx, %edx
	je	.L2691
	cmpl	$0, 368(%rax)
	jne	.L2692
	movq	%rax, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L2692
.L2650:
	addq	$360, %rsp
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
.L2666:
	.cfi_restore_state
	movq	32(%rsp), %rdx
	movq	%rbx, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	jne	.L2654
	movq	16(%rsp), %r8
	jmp	.L2655
	.p2align 4,,10
	.p2align 3
.L2734:
	movl	$-1, %eax
	leaq	.LC370(%rip), %r14
	testl	%ebp, %ebp
	je	.L2658
	leaq	.LC200(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r14
	call	strcmp@PLT
.L2658:
	leaq	48+OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L2661
	.p2align 4,,10
	.p2align 3
.L2659:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L2729
	movq	(%r15), %rsi
	movq	%r14, %rdi
	addq	$48, %r15
	call	strcmp@PLT
.L2661:
	testl	%eax, %eax
	jne	.L2659
	movabsq	$-6148914691236517205, %rdx
	movslq	%r13d, %r8
	leaq	(%r8,%r8,2), %rax
	imulq	%rdx, %rax
	movq	8(%rsp), %rdx
	cmpb	$0, 512(%rdx,%rax)
	jne	.L2657
.L2729:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	movl	$1, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
	jmp	.L2662
.L2735:
	cmpl	$2, 152(%rax)
	jne	.L2674
	leaq	.LC373(%rip), %r8
	leaq	.LC374(%rip), %rcx
	jmp	.L2733
.L2699:
	movq	8(%rsp), %rax
	cmpl	$1, 72(%rax)
	je	.L2680
	leaq	.LC378(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC379(%rip), %rcx
	leaq	.LC380(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2673
.L2738:
	movq	$1000000000, 264(%rbx)
	testl	%edx, %edx
	jne	.L2685
	movl	$1000000000, %ecx
.L2684:
	shrq	%rcx
	movq	%rcx, %rdx
	jmp	.L2687
.L2736:
	cmpq	$0, 48(%rax)
	je	.L2676
	testq	%rsi, %rsi
	je	.L2741
.L2677:
	movq	8(%rsp), %rax
	cmpq	%rsi, 48(%rax)
	jb	.L2678
	leaq	96(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	8(%rsp), %r14
	leaq	64(%rsp), %rdi
	movq	%rax, %rbx
	movq	48(%r14), %rsi
	call	fmt_us.constprop.0
	cmpq	$0, 40(%r14)
	movq	%rbx, %r8
	movq	%rbp, %rdi
	movq	%rax, %rcx
	leaq	.LC372(%rip), %rdx
	leaq	.LC371(%rip), %rax
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2673
.L2691:
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L2650
	xorl	%eax, %eax
	cmpl	$0, 368(%rdi)
	je	.L2650
	leaq	.LC390(%rip), %r8
	leaq	.LC391(%rip), %rcx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC392(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2673
.L2740:
	movq	8(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L2690
	cmpl	$0, 232(%rax)
	je	.L2689
.L2690:
	leaq	.LC385(%rip), %r8
	leaq	.LC386(%rip), %rcx
.L2733:
	leaq	.LC375(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2673
.L2741:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC376(%rip), %rcx
	leaq	.LC377(%rip), %rdx
	call	snprintf@PLT
.L2673:
	orl	$-1, %eax
	jmp	.L2650
.L2737:
	leaq	.LC381(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC382(%rip), %rcx
	leaq	.LC383(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2673
.L2739:
	leaq	96(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	64(%rsp), %rdi
	movq	%rax, %rbx
	movq	8(%rsp), %rax
	movq	256(%rax), %rsi
	call	fmt_us.constprop.0
	movq	%rbx, %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	movq	%rax, %rcx
	leaq	.LC384(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2673
.L2692:
	leaq	.LC387(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC388(%rip), %rcx
	leaq	.LC389(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2673
	.cfi_endproc
.LFE467:
	.size	resolve_conflicts.constprop.0, .-resolve_conflicts.constprop.0
	.p2align 4
	.type	cqr_first_end, @function
cqr_first_end:
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
	subq	$120, %rsp
	.cfi_def_cfa_offset 176
	movq	40(%rdi), %r13
	movq	32(%rdi), %r12
	movq	%r13, %rax
	subq	$0, %rax
	jne	.L2760
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
	jmp	.L2759
	.p2align 4,,10
	.p2align 3
.L2773:
	movq	40(%rsp), %rax
	movl	$1, (%rax)
.L2746:
	addq	$4, 40(%rsp)
	movq	40(%rsp), %rax
	addq	$8, 56(%rsp)
	addq	$112, 88(%rsp)
	addq	$8, 48(%rsp)
	cmpq	%rax, 96(%rsp)
	je	.L2758
	movq	32(%r15), %r12
	movq	40(%r15), %r13
.L2759:
	movq	56(%rsp), %rdi
	movl	16(%r15), %esi
	movq	%r12, %rax
	xorl	%ebx, %ebx
	movl	$99999, %ecx
	mulq	(%rdi)
	testl	%esi, %esi
	jne	.L2744
	movl	$50000, %ecx
	xorl	%ebx, %ebx
.L2744:
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
	je	.L2773
	movq	1208(%r15), %rcx
	movq	1216(%r15), %r8
	movq	%r14, %rsi
	movq	48(%rsp), %rdx
	movq	88(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L2774
	addl	$1, 24(%r15)
	cmpq	%r14, 80(%r15)
	jnb	.L2748
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
.L2749:
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
	jnc	.L2752
	addq	$1, %rsi
	addq	%r9, %rdi
	addq	%r8, %rbx
	cmpq	$16383, %rsi
	jbe	.L2775
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
	jmp	.L2749
	.p2align 4,,10
	.p2align 3
.L2775:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L2749
	.p2align 4,,10
	.p2align 3
.L2752:
	movq	48(%rsp), %rax
	movq	%r13, 192(%rax)
	movq	%rbx, 264(%rax)
	movq	%r12, 312(%rax)
	testl	%ecx, %ecx
	je	.L2776
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	40(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
	jmp	.L2746
	.p2align 4,,10
	.p2align 3
.L2758:
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
.L2742:
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
.L2774:
	.cfi_restore_state
	movq	40(%rsp), %rax
	movl	$1, (%rax)
	addl	$1, 1228(%r15)
	jmp	.L2746
	.p2align 4,,10
	.p2align 3
.L2748:
	movq	(%r15), %rdx
	xorl	%ecx, %ecx
	subq	$1, %rdx
	je	.L2750
	.p2align 4,,10
	.p2align 3
.L2751:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2763
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2751
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L2750:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	$0, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2746
	.p2align 4,,10
	.p2align 3
.L2776:
	imulq	%rbp, %r12
	movq	(%r15), %rdx
	subq	%rbx, %r14
	subq	%r12, %r14
	subq	$1, %rdx
	je	.L2756
	.p2align 4,,10
	.p2align 3
.L2757:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2765
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2757
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2756:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	%r13, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2746
	.p2align 4,,10
	.p2align 3
.L2763:
	movl	$48, %ecx
	jmp	.L2750
.L2765:
	movl	$48, %ecx
	jmp	.L2756
.L2760:
	movl	$-2, %eax
	jmp	.L2742
	.cfi_endproc
.LFE158:
	.size	cqr_first_end, .-cqr_first_end
	.section	.rodata.str1.8
	.align 8
.LC396:
	.string	"Each correction of the closed loop against the truth, by percentile"
	.align 8
.LC397:
	.string	"log10(value / truth): 0 is exact"
	.section	.rodata.str1.1
.LC398:
	.string	"percentile"
	.text
	.p2align 4
	.type	score_writer, @function
score_writer:
.LFB294:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC396(%rip), %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	$500, %r9d
	movl	$820, %r8d
	movq	%rsi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leaq	.LC360(%rip), %rsi
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
	leaq	.LC363(%rip), %rbx
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movapd	.LC357(%rip), %xmm0
	movaps	%xmm0, 32(%rsp)
	movapd	.LC395(%rip), %xmm0
	movaps	%xmm0, 48(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 232
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	call	fprintf@PLT
	leaq	48(%rsp), %rsi
	leaq	.LC397(%rip), %rcx
	movq	%rbp, %rdi
	leaq	.LC398(%rip), %rdx
	movq	%rsi, 40(%rsp)
	call	svg_axes
	popq	%rcx
	.cfi_def_cfa_offset 232
	popq	%rsi
	.cfi_def_cfa_offset 224
	.p2align 4,,10
	.p2align 3
.L2778:
	pxor	%xmm1, %xmm1
	movq	(%r12,%r13,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rsi
	cvtsi2sdl	%r13d, %xmm1
	movl	$448, %r8d
	movq	%rbp, %rdi
	addq	$1, %r13
	divsd	.LC58(%rip), %xmm1
	movl	$50, %edx
	movl	$3, %eax
	mulsd	.LC40(%rip), %xmm1
	addsd	.LC41(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r13
	jne	.L2778
	movq	%r14, %r15
	xorl	%ebx, %ebx
	xorl	%r12d, %r12d
	jmp	.L2790
	.p2align 4,,10
	.p2align 3
.L2779:
	addq	$1, %rbx
	addq	$80, %r15
	cmpq	$9, %rbx
	je	.L2800
.L2790:
	movl	872(%r14,%rbx,4), %edx
	testl	%edx, %edx
	je	.L2779
	xorl	%r13d, %r13d
	leaq	64(%rsp), %rdx
	leaq	112(%rsp), %rcx
	jmp	.L2788
	.p2align 4,,10
	.p2align 3
.L2803:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
	movq	88(%r15,%r13,8), %rax
	testq	%rax, %rax
	js	.L2782
.L2804:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2783:
	pxor	%xmm0, %xmm0
	cvtsi2sdl	%r13d, %xmm0
	movsd	%xmm0, (%rdx,%r13,8)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	jbe	.L2784
	comisd	%xmm0, %xmm1
	ja	.L2801
.L2784:
	pxor	%xmm3, %xmm3
	movq	.LC393(%rip), %rax
	comisd	%xmm3, %xmm1
	movq	%rax, %xmm0
	ja	.L2787
	cmpltsd	%xmm2, %xmm3
	movsd	.LC394(%rip), %xmm0
	pxor	%xmm4, %xmm4
	andpd	%xmm3, %xmm0
	andnpd	%xmm4, %xmm3
	orpd	%xmm3, %xmm0
.L2787:
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	je	.L2802
.L2788:
	movq	8(%r14,%r13,8), %rax
	testq	%rax, %rax
	jns	.L2803
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	movq	88(%r15,%r13,8), %rax
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	testq	%rax, %rax
	jns	.L2804
.L2782:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2783
	.p2align 4,,10
	.p2align 3
.L2801:
	divsd	%xmm2, %xmm1
	movq	%rdx, 16(%rsp)
	movq	%rcx, 8(%rsp)
	movapd	%xmm1, %xmm0
	call	log10@PLT
	movq	.LC393(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movsd	.LC394(%rip), %xmm1
	call	fmax@PLT
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rdx
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	jne	.L2788
.L2802:
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
	leaq	.LC10(%rip), %rdi
	cmpl	$8, %ebx
	movl	%r13d, %r12d
	leaq	.LC35(%rip), %rdx
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
	leaq	.LC368(%rip), %rsi
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
	jne	.L2790
.L2800:
	movq	%rbp, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC364(%rip), %rdi
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
.LFE294:
	.size	score_writer, .-score_writer
	.p2align 4
	.type	draw_bimodal, @function
draw_bimodal:
.LFB43:
	.cfi_startproc
	movabsq	$6000292609090864433, %rax
	xorq	96(%rdi), %rax
	movq	%rdi, %rcx
	movq	%rsi, %r9
	movq	%rax, %rdx
	pxor	%xmm0, %xmm0
	movsd	24(%rcx), %xmm1
	movabsq	$-4658895280553007687, %r8
	movabsq	$-7723592293110705685, %rdi
	shrq	$30, %rdx
	xorq	%rax, %rdx
	imulq	%r8, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	movabsq	$-7046029254386353131, %rdx
	imulq	%rdi, %rax
	movq	%rax, %rsi
	shrq	$31, %rsi
	xorq	%rax, %rsi
	leaq	1(%r9), %rax
	imulq	%rdx, %rax
	addq	%rax, %rsi
	movq	%rsi, %rdx
	shrq	$30, %rdx
	xorq	%rsi, %rdx
	imulq	%r8, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	imulq	%rdi, %rax
	movq	%rax, %rdx
	shrq	$31, %rdx
	xorq	%rdx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm0
	mulsd	.LC0(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L2810
	movq	32(%rcx), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L2810:
	movq	(%rcx), %rax
	ret
	.cfi_endproc
.LFE43:
	.size	draw_bimodal, .-draw_bimodal
	.section	.rodata.str1.1
.LC399:
	.string	"ok %s\n"
.LC400:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB399:
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
	je	.L2823
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2816:
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
	jc	.L2816
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC30(%rip), %rdx
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
.L2819:
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
	jc	.L2819
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC30(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC400(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L2811:
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
.L2823:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC399(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L2811
	.cfi_endproc
.LFE399:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC401:
	.string	"parse_time '%s'%s"
.LC402:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB400:
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
	jne	.L2830
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC402(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC401(%rip), %rdx
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
.L2830:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC10(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC401(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L2831
.L2827:
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
.L2831:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L2827
	.cfi_endproc
.LFE400:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC403:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB191:
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
	je	.L2844
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2837:
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
	jc	.L2837
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC30(%rip), %rdx
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
.L2840:
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
	jc	.L2840
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC30(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC403(%rip), %rdi
	call	printf@PLT
.L2832:
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
.L2844:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L2832
	.cfi_endproc
.LFE191:
	.size	check, .-check
	.section	.rodata.str1.1
.LC404:
	.string	"sum_ns"
	.text
	.p2align 4
	.type	check_summary, @function
check_summary:
.LFB252:
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
	leaq	.LC2(%rip), %rcx
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
.L2846:
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
	jne	.L2846
	movq	56(%r15), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC7(%rip), %rcx
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
	leaq	.LC404(%rip), %rcx
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
.LFE252:
	.size	check_summary, .-check_summary
	.section	.rodata.str1.1
.LC405:
	.string	"scored"
.LC406:
	.string	"interval_ns"
	.text
	.p2align 4
	.type	check_score, @function
check_score:
.LFB253:
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
	leaq	.LC350(%rip), %rsi
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	call	check_summary
	jmp	.L2851
	.p2align 4,,10
	.p2align 3
.L2850:
	addq	$4, %r15
	addq	$80, %r14
	cmpq	$908, %r15
	je	.L2854
.L2851:
	leaq	-1744+METHOD_NAME(%rip), %rax
	movslq	(%rbx,%r15), %r8
	xorl	%esi, %esi
	movq	%r13, %rdi
	movq	(%rax,%r15,2), %rbp
	movslq	(%r12,%r15), %rax
	leaq	.LC405(%rip), %rcx
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
	leaq	.LC406(%rip), %rcx
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
	je	.L2850
	movl	(%r12,%r15), %eax
	testl	%eax, %eax
	je	.L2850
	leaq	(%r12,%r14), %rcx
	leaq	(%rbx,%r14), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	call	check_summary
	jmp	.L2850
	.p2align 4,,10
	.p2align 3
.L2854:
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
.LFE253:
	.size	check_score, .-check_score
	.section	.rodata.str1.1
.LC407:
	.string	"corrected"
.LC408:
	.string	"stalls"
.LC409:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB192:
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
.L2856:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L2857:
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
	jne	.L2857
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC7(%rip), %rcx
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
	leaq	.LC404(%rip), %rcx
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
	jne	.L2856
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC2(%rip), %rcx
	leaq	.LC408(%rip), %r13
	leaq	.LC108(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC407(%rip), %rdx
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
	leaq	.LC110(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC409(%rip), %r15
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
.LFE192:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.1
.LC410:
	.string	"%s-%s"
.LC411:
	.string	"sent"
.LC412:
	.string	"never_sent"
.LC413:
	.string	"dropped"
.LC414:
	.string	"timeouts"
.LC415:
	.string	"intended"
.LC416:
	.string	"errors"
.LC417:
	.string	"first_send_ns"
.LC418:
	.string	"last_send_ns"
.LC419:
	.string	"batch_sent"
.LC420:
	.string	"batch_errors"
	.text
	.p2align 4
	.type	check_omitted, @function
check_omitted:
.LFB231:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC108(%rip), %rax
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
.L2888:
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
.L2881:
	cmpl	$1, %r12d
	jle	.L2908
	cmpl	$3, %r12d
	jle	.L2909
	movl	40(%rsp), %esi
	testl	%esi, %esi
	je	.L2870
	movq	96(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L2874
	movq	96(%rsp), %rax
	movl	280(%rax), %edx
	testl	%edx, %edx
	jne	.L2874
	cmpq	$0, 288(%rax)
	je	.L2870
	.p2align 4,,10
	.p2align 3
.L2874:
	movl	104(%rsp), %ecx
	testl	%ecx, %ecx
	je	.L2910
	testb	$2, 104(%rsp)
	je	.L2870
	cmpl	$6, %r12d
	jne	.L2870
.L2876:
	leaq	288(%rsp), %rax
	movl	$6775148, 288(%rsp)
	movq	%rax, 8(%rsp)
.L2878:
	movq	0(%rbp), %rax
	xorl	%r9d, %r9d
	leaq	.LC2(%rip), %rcx
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
.L2879:
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
	jne	.L2879
	movq	56(%rbp), %rax
	movl	108(%rsp), %r12d
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	$0, 88(%rsp)
	movq	56(%rbx), %r8
	leaq	.LC7(%rip), %rcx
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
	leaq	.LC404(%rip), %rcx
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	40(%rsp), %rdx
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
.L2870:
	addl	$1, %r12d
	addq	$8, 32(%rsp)
	addq	$80, %rbp
	addq	$80, %rbx
	cmpl	$7, %r12d
	jne	.L2881
	movl	104(%rsp), %r9d
	movq	136(%rsp), %r12
	testl	%r9d, %r9d
	je	.L2882
	movl	40(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L2911
	movl	104(%rsp), %r11d
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	movl	%r11d, %ebx
	andl	$2, %ebx
	testb	$1, %r11b
	jne	.L2885
	testl	%ebx, %ebx
	jne	.L2886
.L2861:
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
.L2908:
	.cfi_restore_state
	movq	96(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L2875
	movl	104(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L2866
	movl	40(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L2912
.L2875:
	addq	$8, 32(%rsp)
	addl	$1, %r12d
	addq	$80, %rbp
	addq	$80, %rbx
	jmp	.L2881
	.p2align 4,,10
	.p2align 3
.L2910:
	cmpl	$6, %r12d
	je	.L2876
.L2866:
	movq	32(%rsp), %rax
	movq	56(%rsp), %rcx
	leaq	288(%rsp), %rdi
	leaq	.LC410(%rip), %rdx
	movl	$40, %esi
	movq	%rdi, 8(%rsp)
	movq	(%rax), %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2878
	.p2align 4,,10
	.p2align 3
.L2909:
	movq	96(%rsp), %rax
	movl	232(%rax), %r8d
	testl	%r8d, %r8d
	je	.L2875
	movl	104(%rsp), %edi
	testl	%edi, %edi
	je	.L2866
	movl	40(%rsp), %eax
	testl	%eax, %eax
	je	.L2875
	jmp	.L2870
	.p2align 4,,10
	.p2align 3
.L2912:
	testb	$1, 104(%rsp)
	jne	.L2866
	jmp	.L2870
	.p2align 4,,10
	.p2align 3
.L2882:
	movq	120(%rsp), %rbx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	leaq	.LC415(%rip), %rcx
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
	leaq	.LC411(%rip), %rcx
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
	leaq	.LC412(%rip), %rcx
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
	leaq	.LC413(%rip), %rcx
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
	leaq	.LC414(%rip), %rcx
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
	leaq	.LC416(%rip), %rcx
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
	leaq	.LC417(%rip), %rcx
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
	leaq	.LC418(%rip), %rcx
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
	je	.L2906
.L2884:
	leaq	.LC110(%rip), %rax
	movl	$1, 40(%rsp)
	movq	%rax, 56(%rsp)
	jmp	.L2888
.L2885:
	movq	1216(%r12), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movl	%r11d, 8(%rsp)
	leaq	.LC414(%rip), %rcx
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
	jne	.L2886
.L2887:
	testl	%r11d, %r11d
	jne	.L2861
.L2898:
	leaq	.LC419(%rip), %r13
	movq	%r12, 32(%rsp)
	movl	$1248, %r14d
	leaq	.LC110(%rip), %rbx
	movq	%r13, 40(%rsp)
	leaq	.LC420(%rip), %rbp
	movq	%r15, 8(%rsp)
	movq	112(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L2890:
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
	jne	.L2890
	jmp	.L2861
.L2886:
	movq	1192(%r12), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movl	%r11d, 8(%rsp)
	leaq	.LC411(%rip), %rcx
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
	leaq	.LC412(%rip), %rcx
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
	leaq	.LC413(%rip), %rcx
	movq	%r14, %rdx
	pushq	%rax
	.cfi_def_cfa_offset 416
	call	check
	popq	%rsi
	.cfi_def_cfa_offset 408
	popq	%rdi
	.cfi_def_cfa_offset 400
	movl	8(%rsp), %r11d
	jmp	.L2887
.L2911:
	addq	$560, 128(%rsp)
	addq	$64, %r12
	jmp	.L2884
.L2906:
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	jmp	.L2898
	.cfi_endproc
.LFE231:
	.size	check_omitted, .-check_omitted
	.section	.rodata.str1.1
.LC421:
	.string	"RESULT set=%s"
.LC422:
	.string	" n=%lu"
.LC423:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC424:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB260:
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
	leaq	.LC423(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC421(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC422(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L2914:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2914
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
.L2917:
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
	jc	.L2917
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC30(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L2918
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
.L2918:
	movq	%rbx, %rdi
	leaq	.LC136(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC424(%rip), %rdi
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
.LFE260:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.1
.LC425:
	.string	",closed-form"
.LC426:
	.string	"%s loop: sent %lu of %lu"
.LC427:
	.string	", %lu never sent"
.LC428:
	.string	", %lu dropped"
.LC429:
	.string	", %lu timed out (%s %%)"
.LC430:
	.string	", %lu rejected (%s %%)"
.LC431:
	.string	"; %.1f a second, of %.1f\n"
	.section	.rodata.str1.8
	.align 8
.LC432:
	.string	"RESULT timeouts client=%s count=%lu share_pct=%s\n"
	.align 8
.LC433:
	.string	"RESULT errors client=%s count=%lu share_pct=%s\n"
	.align 8
.LC434:
	.string	"RESULT omissions checked_against=reference%s checks=%lu\n"
	.align 8
.LC435:
	.string	"(us; the faults' walks, once each; p99 beside the truth's %s us:"
	.section	.rodata.str1.1
.LC436:
	.string	" %s %s"
.LC437:
	.string	" times)"
	.text
	.p2align 4
	.type	print_omissions, @function
print_omissions:
.LFB373:
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
	je	.L2924
	movl	%esi, %ebp
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	.p2align 4,,10
	.p2align 3
.L2931:
	cmpl	$1, %eax
	jle	.L3021
	cmpl	$3, %eax
	jle	.L3022
	cmpq	$0, 256(%r15)
	movl	$1, %edx
	jne	.L2929
	movl	280(%r15), %r8d
	testl	%r8d, %r8d
	jne	.L2929
	xorl	%edx, %edx
	cmpq	$0, 288(%r15)
	setne	%dl
.L2929:
	addl	$1, %eax
	addl	%edx, %r9d
	cmpl	$7, %eax
	jne	.L2931
	testl	%ebp, %ebp
	je	.L3023
.L2933:
	movq	%r14, 48(%rsp)
	xorl	%r12d, %r12d
	xorl	%ebx, %ebx
	movl	%r9d, 60(%rsp)
	movl	%ebp, 8(%rsp)
.L2945:
	movq	16(%rsp), %rax
	xorl	%r14d, %r14d
	leaq	(%rax,%r12), %r13
	.p2align 4,,10
	.p2align 3
.L2947:
	cmpq	$1, %r14
	jbe	.L3024
	cmpq	$3, %r14
	jbe	.L3025
	testl	%ebx, %ebx
	je	.L2938
	cmpq	$0, 256(%r15)
	je	.L2939
.L2942:
	cmpq	$6, %r14
	je	.L2940
	leaq	OSET_NAME(%rip), %rax
	leaq	.LC110(%rip), %rcx
	movq	(%rax,%r14,8), %r8
.L2941:
	leaq	128(%rsp), %rbp
	leaq	.LC410(%rip), %rdx
	movl	$40, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
.L2943:
	movl	8(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L3026
	movl	$16, %edi
	movq	%r13, %rdx
	movq	%rbp, %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
.L2938:
	addq	$1, %r14
	addq	$80, %r13
	cmpq	$7, %r14
	jne	.L2947
	addq	$560, %r12
	testl	%ebx, %ebx
	jne	.L3027
	movl	$1, %ebx
	jmp	.L2945
	.p2align 4,,10
	.p2align 3
.L3024:
	cmpq	$0, 224(%r15)
	je	.L3019
.L2935:
	leaq	OSET_NAME(%rip), %rax
	testl	%ebx, %ebx
	leaq	.LC110(%rip), %rcx
	movq	(%rax,%r14,8), %r8
	leaq	.LC108(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L2941
	.p2align 4,,10
	.p2align 3
.L3025:
	movl	232(%r15), %edi
	testl	%edi, %edi
	jne	.L2935
.L3019:
	addq	$1, %r14
	addq	$80, %r13
	jmp	.L2947
	.p2align 4,,10
	.p2align 3
.L3026:
	movq	%r13, %rsi
	movq	%rbp, %rdi
	call	print_result_set
	jmp	.L2938
	.p2align 4,,10
	.p2align 3
.L3021:
	xorl	%edx, %edx
	cmpq	$0, 224(%r15)
	setne	%dl
	addl	$1, %eax
	leal	(%r9,%rdx,2), %r9d
	jmp	.L2931
	.p2align 4,,10
	.p2align 3
.L3022:
	movl	232(%r15), %edx
	addl	$1, %eax
	leal	(%r9,%rdx,2), %r9d
	jmp	.L2931
	.p2align 4,,10
	.p2align 3
.L2939:
	movl	280(%r15), %esi
	testl	%esi, %esi
	jne	.L2942
	cmpq	$0, 288(%r15)
	jne	.L2942
	jmp	.L2938
	.p2align 4,,10
	.p2align 3
.L2940:
	movl	$6775148, 128(%rsp)
	leaq	128(%rsp), %rbp
	jmp	.L2943
	.p2align 4,,10
	.p2align 3
.L3037:
	movl	48(%rsp), %r9d
	testl	%ebp, %ebp
	jne	.L3028
	testl	%r9d, %r9d
	jne	.L3029
.L2924:
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
.L3027:
	.cfi_restore_state
	movq	48(%rsp), %r14
	movq	32(%rsp), %rsi
	xorl	%r12d, %r12d
	leaq	.LC108(%rip), %r10
	movq	40(%rsp), %rdi
	movl	60(%rsp), %r9d
	leaq	.LC109(%rip), %r13
	movq	%r14, %rdx
	movl	8(%rsp), %ebp
	call	send_rate
	movq	16(%rsp), %rax
	movl	%r9d, 48(%rsp)
	movl	%ebx, 40(%rsp)
	movq	%r10, %rbx
	movsd	%xmm0, 32(%rsp)
	leaq	1120(%rax), %r14
.L2961:
	movq	8(%r14), %rax
	movq	56(%r14), %rdx
	movq	48(%r14), %rcx
	cmpq	$1, %rax
	jbe	.L2986
	cmpq	%rdx, %rcx
	jnb	.L2986
	movq	%rax, %rsi
	subq	$1, %rsi
	js	.L2949
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2950:
	movsd	.LC31(%rip), %xmm1
	mulsd	%xmm0, %xmm1
	subq	%rcx, %rdx
	js	.L2951
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2952:
	divsd	%xmm0, %xmm1
	movsd	%xmm1, 8(%rsp)
	testl	%ebp, %ebp
	jne	.L2953
.L3034:
	movq	(%r14), %rcx
	movq	%rax, %rdx
	movq	%rbx, %rsi
	leaq	.LC426(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r14), %rsi
	testq	%rsi, %rsi
	jne	.L3030
.L2954:
	movq	24(%r14), %rsi
	testq	%rsi, %rsi
	jne	.L3031
.L2955:
	cmpq	$0, 224(%r15)
	jne	.L3032
.L2956:
	cmpl	$0, 232(%r15)
	jne	.L3033
.L2957:
	movsd	32(%rsp), %xmm1
	movsd	8(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC431(%rip), %rdi
	call	printf@PLT
	jmp	.L2958
	.p2align 4,,10
	.p2align 3
.L2986:
	movq	$0x000000000, 8(%rsp)
	testl	%ebp, %ebp
	je	.L3034
.L2953:
	cmpq	$0, 224(%r15)
	jne	.L3035
.L2959:
	movl	232(%r15), %edx
	testl	%edx, %edx
	jne	.L3036
.L2960:
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
.L2958:
	addq	$64, %r14
	leaq	.LC110(%rip), %rbx
	cmpl	$1, %r12d
	je	.L3037
	movl	40(%rsp), %r12d
	jmp	.L2961
.L2949:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2950
.L3029:
	movq	24(%rsp), %rax
	leaq	64(%rsp), %rdi
	movq	136(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC435(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rax
	leaq	584(%rax), %rbp
.L2965:
	movq	%rbp, %rbx
	xorl	%r13d, %r13d
	movl	%r12d, %r14d
	.p2align 4,,10
	.p2align 3
.L2980:
	cmpq	$1, %r13
	jbe	.L3038
	cmpq	$3, %r13
	jbe	.L3039
	testl	%r14d, %r14d
	je	.L2970
	cmpq	$0, 256(%r15)
	jne	.L2976
	cmpl	$0, 280(%r15)
	jne	.L2976
	cmpq	$0, 288(%r15)
	je	.L2977
	.p2align 4,,10
	.p2align 3
.L2976:
	cmpq	$6, %r13
	jne	.L2972
.L2974:
	subq	$560, %rbp
	xorl	%r12d, %r12d
	jmp	.L2965
	.p2align 4,,10
	.p2align 3
.L3038:
	cmpq	$0, 224(%r15)
	je	.L3020
.L2967:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	96(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	testl	%r14d, %r14d
	leaq	.LC110(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r13,8), %r8
	leaq	.LC108(%rip), %rax
	cmove	%rax, %rcx
.L2978:
	leaq	128(%rsp), %r12
	leaq	.LC410(%rip), %rdx
	movl	$40, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	8(%rsp), %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC436(%rip), %rdi
	call	printf@PLT
.L2977:
	addq	$1, %r13
	addq	$80, %rbx
	cmpq	$7, %r13
	jne	.L2980
	testl	%r14d, %r14d
	jne	.L2974
.L2975:
	leaq	.LC437(%rip), %rdi
	call	puts@PLT
	movq	16(%rsp), %rsi
	xorl	%edx, %edx
	movq	%r15, %rdi
	call	print_mm1k
	jmp	.L2924
	.p2align 4,,10
	.p2align 3
.L3039:
	movl	232(%r15), %eax
	testl	%eax, %eax
	jne	.L2967
.L3020:
	addq	$1, %r13
	addq	$80, %rbx
	jmp	.L2980
	.p2align 4,,10
	.p2align 3
.L2970:
	addq	$1, %r13
	addq	$80, %rbx
	cmpq	$7, %r13
	jne	.L2980
	jmp	.L2975
.L3036:
	movq	40(%r14), %rsi
	leaq	64(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	40(%r14), %rdx
	movq	%rbx, %rsi
	leaq	.LC433(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r14), %rax
	jmp	.L2960
.L3035:
	movq	32(%r14), %rsi
	leaq	64(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	32(%r14), %rdx
	movq	%rbx, %rsi
	leaq	.LC432(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r14), %rax
	jmp	.L2959
.L2951:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2952
.L3023:
	movl	$10, %edi
	movl	%r9d, 8(%rsp)
	call	putchar@PLT
	movl	8(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L2933
	movl	$16, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movl	8(%rsp), %r9d
	jmp	.L2933
.L2972:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	96(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	leaq	.LC110(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r13,8), %r8
	jmp	.L2978
.L3028:
	movq	16(%rsp), %rsi
	movq	%r15, %rdi
	movl	$1, %edx
	call	print_mm1k
	movq	24(%rsp), %rax
	leaq	.LC10(%rip), %rsi
	leaq	.LC434(%rip), %rdi
	cmpl	$0, 400(%rax)
	movq	408(%rax), %rdx
	leaq	.LC425(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2924
.L3030:
	leaq	.LC427(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2954
.L3033:
	movq	8(%r14), %rdx
	movq	40(%r14), %rsi
	leaq	64(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	40(%r14), %rsi
	leaq	.LC430(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2957
.L3032:
	movq	8(%r14), %rdx
	movq	32(%r14), %rsi
	leaq	64(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	32(%r14), %rsi
	leaq	.LC429(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2956
.L3031:
	leaq	.LC428(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2955
	.cfi_endproc
.LFE373:
	.size	print_omissions, .-print_omissions
	.section	.rodata.str1.1
.LC438:
	.string	" (the trace's mean)"
.LC439:
	.string	"for the trace"
.LC440:
	.string	"for the corrected trace"
.LC441:
	.string	"checking the trace"
.LC442:
	.string	"trace"
	.section	.rodata.str1.8
	.align 8
.LC443:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC444:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC445:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC446:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC447:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC448:
	.string	"recorded"
.LC449:
	.string	"ratio"
.LC450:
	.string	"\n%-10s %9s"
.LC451:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC452:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC453:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC454:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC455:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC456:
	.string	"recorded.hgrm"
.LC457:
	.string	"corrected.hgrm"
.LC458:
	.string	"percentiles.svg"
	.section	.text.unlikely,"ax",@progbits
.LCOLDB461:
	.text
.LHOTB461:
	.p2align 4
	.type	run_correct, @function
run_correct:
.LFB391:
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
	je	.L3083
	movl	176(%r12), %r11d
	movq	%rax, %r13
	testl	%r11d, %r11d
	je	.L3043
	testq	%rbx, %rbx
	je	.L3044
	movq	%rbp, %rax
	addq	%rbp, %rdx
	xorl	%esi, %esi
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L3045:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L3045
	movq	$1, 8(%rsp)
	xorl	%eax, %eax
	movq	%rdi, %rcx
	cmpq	%rbx, %rsi
	sbbq	%rax, %rcx
	jnc	.L3084
.L3043:
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
	jne	.L3085
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
	je	.L3086
.L3048:
	leaq	.LC441(%rip), %rsi
	call	cannot
	movl	%eax, %r12d
.L3047:
	movq	%r14, %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	movq	%r13, %rdi
	call	free@PLT
.L3040:
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
.L3086:
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
	jne	.L3048
	movq	16(%rsp), %rdi
	movl	32(%rsp), %edx
	leaq	640(%rsp), %rcx
	movq	%r15, %rsi
	movq	%rcx, 80(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L3048
	cmpq	$0, 48(%rsp)
	je	.L3051
	movq	480(%rsp), %rcx
	cmpq	$16777216, %rcx
	jbe	.L3051
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	leaq	.LC442(%rip), %rdx
	leaq	.LC443(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r12d
	call	fprintf@PLT
	jmp	.L3047
.L3085:
	leaq	.LC440(%rip), %rsi
	movl	%eax, %edi
	leaq	240(%rsp), %r14
	call	cannot
	movl	%eax, %r12d
	leaq	272(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L3047
.L3084:
	movq	%rsi, %rax
	movq	%rbx, %rdx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	%rax, 8(%rsp)
	jmp	.L3043
.L3051:
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
.L3052:
	leaq	names.10(%rip), %rax
	xorl	%r14d, %r14d
	movq	%r15, %rbx
	movq	(%rax,%r15), %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L3053:
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
	jne	.L3053
	movq	%rbx, %rax
	movq	%rbp, %rbx
	movq	%r15, %rbp
	xorl	%r9d, %r9d
	movq	%rax, %r15
	movq	(%rbx), %rax
	movq	0(%rbp), %r8
	xorl	%esi, %esi
	leaq	.LC2(%rip), %rcx
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
	leaq	.LC7(%rip), %rcx
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
	leaq	.LC404(%rip), %rcx
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
	je	.L3054
	movl	$8, %r15d
	jmp	.L3052
.L3054:
	movq	152(%rsp), %rbx
	leaq	.LC444(%rip), %rdi
	movq	136(%rsp), %r12
	movq	128(%rsp), %r13
	movq	144(%rsp), %rbp
	movq	160(%rsp), %r14
	call	puts@PLT
	movq	64(%rsp), %rdx
	movq	%rbx, %rcx
	xorl	%eax, %eax
	movq	56(%rsp), %rsi
	leaq	.LC445(%rip), %rdi
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
	jne	.L3087
	leaq	.LC10(%rip), %r12
	movq	%r12, %rdx
.L3055:
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
	leaq	.LC446(%rip), %rdi
	movq	64(%rsp), %rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC447(%rip), %rdi
	call	puts@PLT
	movl	$10, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movq	40(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC448(%rip), %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movq	24(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC407(%rip), %rsi
	call	print_row_w
	movq	%r12, %rdx
	leaq	.LC449(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC450(%rip), %rdi
	leaq	.LC451(%rip), %r12
	call	printf@PLT
	movq	%rbx, 32(%rsp)
	movq	%r15, %rbx
	movq	40(%rsp), %r15
	jmp	.L3062
.L3089:
	movq	24(%rsp), %rcx
	movq	(%rcx,%rbx), %rcx
	testq	%rcx, %rcx
	js	.L3057
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L3058:
	testq	%rax, %rax
	js	.L3059
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3060:
	divsd	%xmm1, %xmm0
	comisd	.LC72(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L3056:
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$56, %rbx
	je	.L3088
.L3062:
	movq	(%r15,%rbx), %rax
	testq	%rax, %rax
	jne	.L3089
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L3056
.L3087:
	leaq	.LC438(%rip), %rdx
	leaq	.LC10(%rip), %r12
	jmp	.L3055
.L3059:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3060
.L3057:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3058
.L3088:
	leaq	.LC452(%rip), %rdi
	movq	32(%rsp), %rbx
	call	puts@PLT
	movq	40(%rsp), %rsi
	leaq	.LC448(%rip), %rdi
	call	print_result_set
	movq	24(%rsp), %rsi
	leaq	.LC407(%rip), %rdi
	call	print_result_set
	movq	8(%rsp), %rsi
	leaq	.LC453(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	184(%rsp), %r12
	xorl	%eax, %eax
	movq	176(%rsp), %rsi
	leaq	.LC454(%rip), %rdi
	movq	%r12, %rdx
	call	printf@PLT
	testq	%r12, %r12
	setne	%r12b
	cmpq	$0, 48(%rsp)
	movzbl	%r12b, %r12d
	je	.L3047
	movq	72(%rsp), %rdi
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%rbx, %rsi
	movq	424(%rsp), %xmm0
	leaq	352(%rsp), %r15
	movl	$2, 320(%rsp)
	rep stosl
	leaq	.LC455(%rip), %rax
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
	je	.L3090
.L3063:
	movl	$1, %r12d
.L3065:
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	376(%rsp), %rdi
	call	free@PLT
	jmp	.L3047
.L3090:
	leaq	376(%rsp), %rbx
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L3063
	leaq	hgrm_writer(%rip), %rbp
	movq	48(%rsp), %rdi
	movq	%r15, %rcx
	leaq	.LC456(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L3063
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC457(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L3063
	movq	80(%rsp), %rcx
	movq	48(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC458(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L3063
	jmp	.L3065
.L3083:
	movq	stderr(%rip), %rdi
	leaq	.LC439(%rip), %rdx
	xorl	%eax, %eax
	movl	$1, %r12d
	leaq	.LC115(%rip), %rsi
	call	fprintf@PLT
	jmp	.L3040
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	run_correct.cold, @function
run_correct.cold:
.LFSB391:
.L3044:
	.cfi_def_cfa_offset 784
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	ud2
	.cfi_endproc
.LFE391:
	.text
	.size	run_correct, .-run_correct
	.section	.text.unlikely
	.size	run_correct.cold, .-run_correct.cold
.LCOLDE461:
	.text
.LHOTE461:
	.section	.rodata.str1.1
.LC462:
	.string	"open: from the intended send"
.LC463:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC465:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC466:
	.string	"due time (ms)"
.LC467:
	.string	"%d"
	.text
	.p2align 4
	.type	first_second_writer, @function
first_second_writer:
.LFB297:
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
	movapd	.LC464(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L3092
	testq	%rax, %rax
	je	.L3092
	testq	%rbx, %rbx
	je	.L3121
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L3098
	.p2align 4,,10
	.p2align 3
.L3123:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3097:
	divsd	.LC358(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L3122
.L3098:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L3123
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3097
	.p2align 4,,10
	.p2align 3
.L3122:
	movsd	.LC359(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L3094:
	movapd	%xmm1, %xmm0
	movq	%r11, 8(%rsp)
	movsd	%xmm1, (%rsp)
	call	nice_step
	movq	%rbx, %xmm2
	movsd	(%rsp), %xmm1
	movsd	.LC65(%rip), %xmm3
	divsd	%xmm0, %xmm2
	movsd	.LC59(%rip), %xmm4
	movq	8(%rsp), %r11
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L3124
.L3099:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC363(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC465(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC360(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rsi
	leaq	.LC466(%rip), %rdx
	movq	%r13, %rdi
	leaq	.LC361(%rip), %rcx
	movq	%rsi, 24(%rsp)
	call	svg_axes
	popq	%rax
	.cfi_def_cfa_offset 152
	popq	%rdx
	.cfi_def_cfa_offset 144
	leaq	48(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L3100:
	movl	%ebx, %ecx
	leaq	.LC467(%rip), %rdx
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
	divsd	.LC66(%rip), %xmm1
	mulsd	.LC40(%rip), %xmm1
	addsd	.LC41(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L3100
	movq	(%rsp), %r11
	movsd	.LC358(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L3101:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L3114
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L3110
	.p2align 4,,10
	.p2align 3
.L3126:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L3125
.L3104:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L3108
.L3120:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L3107:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L3114
.L3110:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L3126
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
	jne	.L3104
.L3125:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L3120
.L3108:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3107
	.p2align 4,,10
	.p2align 3
.L3114:
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
	leaq	.LC462(%rip), %rcx
	leaq	.LC463(%rip), %rax
	movl	$120, %r8d
	leaq	.LC368(%rip), %rsi
	movq	%r13, %rdi
	cmove	%rcx, %rax
	movl	%r14d, %ecx
	subq	$1, %r12
	movq	%rax, (%rsp)
	leal	4(%r14), %eax
	pushq	%rax
	.cfi_def_cfa_offset 168
	leaq	.LC10(%rip), %rax
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
	je	.L3112
	movq	.LC358(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L3101
	.p2align 4,,10
	.p2align 3
.L3112:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC364(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L3091:
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
.L3124:
	.cfi_restore_state
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC1(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L3099
.L3121:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L3094
.L3092:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L3091
	.cfi_endproc
.LFE297:
	.size	first_second_writer, .-first_second_writer
	.section	.rodata.str1.8
	.align 8
.LC468:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC469:
	.string	"stall (us, log scale)"
.LC470:
	.string	"p99 latency (ms)"
.LC471:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC472:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC473:
	.string	"#555555"
.LC474:
	.string	"theory, M/M/1 open p99"
	.section	.rodata.str1.8
	.align 8
.LC475:
	.string	"p99 against stall length (the load held fixed)"
	.section	.rodata.str1.1
.LC476:
	.string	"p99 against load"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB298:
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
	jne	.L3163
	testq	%r14, %r14
	je	.L3163
	movq	72(%rsp), %rax
	movq	%r15, 24(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%r12d, %r12d
	movq	%r13, 16(%rsp)
	movq	8(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L3137:
	movq	0(%r13,%r12,8), %rax
	testq	%rax, %rax
	js	.L3131
	movl	48(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L3175
.L3133:
	movsd	%xmm0, 0(%rbp,%r12,8)
	leaq	-240(%rbx), %r15
.L3136:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L3134
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3135:
	divsd	.LC358(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L3136
	addq	$1, %r12
	addq	$288, %rbx
	movsd	%xmm0, 136(%rsp)
	cmpq	%r14, %r12
	jb	.L3137
	movl	48(%rsp), %r10d
	movq	16(%rsp), %r13
	movq	24(%rsp), %r15
	testl	%r10d, %r10d
	je	.L3138
	pxor	%xmm0, %xmm0
	movq	.LC72(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 120(%rsp)
	ja	.L3139
	movsd	.LC1(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L3140:
	movl	$820, %edx
	leaq	.LC476(%rip), %rax
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
	leaq	.LC360(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 248
	popq	%rdx
	.cfi_def_cfa_offset 240
	leaq	.LC468(%rip), %rdx
	movq	$0x000000000, 8(%rsp)
.L3160:
	movq	80(%rsp), %rdi
	leaq	112(%rsp), %rsi
	leaq	.LC470(%rip), %rcx
	movq	%rsi, 88(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	8(%rsp), %xmm2
	jb	.L3176
	movl	48(%rsp), %r9d
	movsd	.LC61(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L3148
	movsd	.LC1(%rip), %xmm2
.L3148:
	movsd	8(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%rbp, 104(%rsp)
	leaq	144(%rsp), %rbx
	movsd	.LC40(%rip), %xmm7
	movq	80(%rsp), %rbp
	movq	%r13, 56(%rsp)
	leaq	.LC363(%rip), %r12
	subsd	%xmm4, %xmm5
	movapd	%xmm4, %xmm3
	movsd	.LC41(%rip), %xmm4
	movl	48(%rsp), %r13d
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm4, 32(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	%xmm2, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L3150:
	testl	%r13d, %r13d
	je	.L3177
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 64(%rsp)
.L3174:
	leaq	.LC471(%rip), %rdx
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
	jnb	.L3150
	movq	104(%rsp), %rbp
.L3151:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	80(%rsp), %r12
	movl	$60, 64(%rsp)
	movq	%rax, 48(%rsp)
	movq	72(%rsp), %rax
	movq	%r13, 72(%rsp)
	addq	$24, %rax
	movq	%rax, 56(%rsp)
.L3146:
	movq	56(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L3154
	.p2align 4,,10
	.p2align 3
.L3179:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3153:
	divsd	.LC358(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L3178
.L3154:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L3179
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3153
	.p2align 4,,10
	.p2align 3
.L3134:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3135
	.p2align 4,,10
	.p2align 3
.L3131:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	48(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L3133
.L3175:
	movsd	%xmm1, 8(%rsp)
	divsd	.LC66(%rip), %xmm0
	call	log10@PLT
	movsd	8(%rsp), %xmm1
	jmp	.L3133
	.p2align 4,,10
	.p2align 3
.L3138:
	movsd	0(%rbp), %xmm0
	movq	.LC60(%rip), %xmm4
	movsd	.LC59(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L3141
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm2, %xmm2
	movsd	.LC1(%rip), %xmm7
	andnpd	%xmm0, %xmm3
	cvtsi2sdq	%rax, %xmm2
	movapd	%xmm2, %xmm5
	cmpnlesd	%xmm0, %xmm5
	andpd	%xmm7, %xmm5
	subsd	%xmm5, %xmm2
	orpd	%xmm3, %xmm2
	movapd	%xmm2, %xmm0
.L3141:
	movsd	-8(%rbp,%r13), %xmm2
	movsd	%xmm0, 8(%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L3142
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm3, %xmm3
	movapd	%xmm2, %xmm7
	movsd	.LC1(%rip), %xmm8
	andnpd	%xmm2, %xmm5
	cvtsi2sdq	%rax, %xmm3
	cmpnlesd	%xmm3, %xmm7
	andpd	%xmm8, %xmm7
	addsd	%xmm7, %xmm3
	orpd	%xmm5, %xmm3
	movapd	%xmm3, %xmm2
.L3142:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 112(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L3143
	movsd	.LC1(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L3144:
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC475(%rip), %rax
	movsd	%xmm0, 136(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 248
	leaq	.LC360(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 248
	leaq	.LC469(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 240
	jmp	.L3160
	.p2align 4,,10
	.p2align 3
.L3178:
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
.L3155:
	movsd	(%r15,%r13,8), %xmm1
	divsd	40(%rsp), %xmm1
	movsd	0(%rbp,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC38(%rip), %xmm1
	subsd	8(%rsp), %xmm0
	divsd	16(%rsp), %xmm0
	leaq	.LC472(%rip), %rsi
	movsd	.LC39(%rip), %xmm7
	mulsd	24(%rsp), %xmm0
	movq	%r12, %rdi
	addq	$1, %r13
	addsd	32(%rsp), %xmm0
	movl	$2, %eax
	subsd	%xmm1, %xmm7
	movapd	%xmm7, %xmm1
	call	fprintf@PLT
	cmpq	%r14, %r13
	jb	.L3155
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movl	$120, %r8d
	movl	$92, %edx
	movq	56(%rsp), %r13
	leaq	.LC368(%rip), %rsi
	pushq	0(%r13)
	.cfi_def_cfa_offset 256
	movl	80(%rsp), %edi
	addq	$8, %r13
	leal	4(%rdi), %eax
	movl	%edi, %r9d
	movl	%edi, %ecx
	pushq	%rax
	.cfi_def_cfa_offset 264
	leaq	.LC10(%rip), %rax
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
	jne	.L3146
	movq	96(%rsp), %r12
	testq	%r12, %r12
	je	.L3157
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L3158:
	movsd	40(%rsp), %xmm1
	movsd	(%r12,%rbx,8), %xmm0
	divsd	.LC358(%rip), %xmm0
	call	fmin@PLT
	movsd	%xmm0, (%r15,%rbx,8)
	addq	$1, %rbx
	cmpq	%r14, %rbx
	jb	.L3158
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movq	%r14, %r8
	movq	%r15, %rcx
	movq	%rbp, %rdx
	pushq	$1
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rbx
	leaq	.LC473(%rip), %r9
	movq	104(%rsp), %rsi
	movq	%rbx, %rdi
	call	svg_line
	leaq	.LC474(%rip), %rax
	movl	$114, %r9d
	movl	$120, %r8d
	movq	%rax, (%rsp)
	movl	$114, %ecx
	leaq	.LC35(%rip), %rax
	movl	$92, %edx
	pushq	$118
	.cfi_def_cfa_offset 264
	leaq	.LC368(%rip), %rsi
	movq	%rbx, %rdi
	pushq	$126
	.cfi_def_cfa_offset 272
	pushq	%rax
	.cfi_def_cfa_offset 280
	leaq	.LC473(%rip), %rax
	pushq	%rax
	.cfi_def_cfa_offset 288
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	.cfi_def_cfa_offset 240
.L3157:
	movq	80(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC364(%rip), %rdi
	call	fwrite@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L3127:
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
.L3177:
	.cfi_restore_state
	movq	.LC61(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 64(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L3174
.L3139:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC359(%rip), %xmm2
	movsd	.LC65(%rip), %xmm3
	movsd	.LC59(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L3180
.L3162:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 40(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L3140
.L3180:
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm4
	movsd	.LC1(%rip), %xmm5
	andnpd	%xmm2, %xmm3
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm4
	andpd	%xmm5, %xmm4
	addsd	%xmm4, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm3, %xmm2
	jmp	.L3162
.L3143:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm1
	movsd	.LC359(%rip), %xmm2
	movq	.LC60(%rip), %xmm4
	movq	.LC59(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L3161
	cvttsd2siq	%xmm2, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm2, %xmm3
	movsd	.LC1(%rip), %xmm5
	andnpd	%xmm2, %xmm4
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm3
	andpd	%xmm5, %xmm3
	addsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm2
	orpd	%xmm4, %xmm2
.L3161:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 40(%rsp)
	jmp	.L3144
.L3176:
	movq	%r13, %xmm5
	subsd	8(%rsp), %xmm5
	movsd	.LC40(%rip), %xmm7
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	.LC41(%rip), %xmm5
	movsd	%xmm5, 32(%rsp)
	jmp	.L3151
.L3163:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L3127
	.cfi_endproc
.LFE298:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.8
	.align 8
.LC477:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC478:
	.string	"unexpected argument '%s': %s"
.LC479:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC480:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC481:
	.string	"--quick"
.LC482:
	.string	"--export-values"
.LC483:
	.string	"--hlog-counts"
.LC484:
	.string	"--verbose"
.LC485:
	.string	"--cross-check"
.LC486:
	.string	"--scoreboard"
.LC487:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC488:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC489:
	.string	"at most 1000 characters"
.LC490:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB472:
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
	jle	.L3210
	movq	%rdi, 40(%rsp)
	xorl	%r9d, %r9d
	leaq	2592+OPTIONS(%rip), %rbp
	movl	%esi, 20(%rsp)
	movl	%r9d, %r15d
	movq	%rdx, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L3182:
	movq	8(%rsp), %rcx
	movslq	%r15d, %rax
	leaq	0(,%rax,8), %rdx
	movq	(%rcx,%rax,8), %r12
	movq	%rdx, 24(%rsp)
	cmpb	$45, (%r12)
	jne	.L3214
	cmpb	$104, 1(%r12)
	jne	.L3214
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC370(%rip), %rbx
	jne	.L3214
.L3185:
	leaq	OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	jmp	.L3190
	.p2align 4,,10
	.p2align 3
.L3186:
	addl	$1, %r13d
	addq	$48, %r14
	cmpl	$54, %r13d
	je	.L3189
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L3190:
	movq	(%r14), %rdi
	testl	%eax, %eax
	jne	.L3186
	movslq	%r13d, %rcx
	leaq	OPTIONS(%rip), %rdx
	leaq	(%rcx,%rcx,2), %rax
	salq	$4, %rax
	movl	8(%rdx,%rax), %eax
	cmpl	$2, %eax
	je	.L3222
	leal	1(%r15), %ebx
	cmpl	$1, %eax
	je	.L3223
	cmpl	%ebx, 20(%rsp)
	je	.L3224
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r15
	cmpb	$45, (%r15)
	jne	.L3216
	cmpb	$104, 1(%r15)
	jne	.L3216
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC370(%rip), %r14
	jne	.L3216
.L3205:
	leaq	48+OPTIONS(%rip), %r13
	jmp	.L3208
	.p2align 4,,10
	.p2align 3
.L3206:
	cmpq	%rbp, %r13
	je	.L3207
	movq	0(%r13), %rsi
	movq	%r14, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L3208:
	testl	%eax, %eax
	jne	.L3206
	movq	32(%rsp), %rdi
	movq	%r15, %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC488(%rip), %rdx
	call	snprintf@PLT
.L3193:
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
.L3207:
	.cfi_restore_state
	movq	%r15, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L3225
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r15, %rdx
	movq	%r12, %rsi
	movl	$2048, %r8d
	call	apply_option
	testl	%eax, %eax
	jne	.L3193
.L3202:
	leal	1(%rbx), %r15d
	cmpl	%r15d, 20(%rsp)
	jg	.L3182
.L3210:
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
.L3214:
	.cfi_restore_state
	leaq	.LC200(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L3185
	.p2align 4,,10
	.p2align 3
.L3216:
	leaq	.LC200(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r14
	call	strcmp@PLT
	jmp	.L3205
	.p2align 4,,10
	.p2align 3
.L3189:
	cmpb	$45, (%r12)
	je	.L3226
.L3215:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC477(%rip), %r8
	leaq	.LC478(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3193
	.p2align 4,,10
	.p2align 3
.L3226:
	cmpb	$45, 1(%r12)
	jne	.L3215
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC326(%rip), %r8
	leaq	.LC327(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3193
	.p2align 4,,10
	.p2align 3
.L3223:
	leaq	.LC481(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L3227
	leaq	.LC482(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L3197
	movq	40(%rsp), %rax
	movl	$1, 448(%rax)
.L3196:
	movl	%r15d, %ebx
	jmp	.L3202
	.p2align 4,,10
	.p2align 3
.L3227:
	movq	40(%rsp), %rax
	movl	$1, 480(%rax)
	jmp	.L3196
.L3197:
	leaq	.LC483(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L3228
	leaq	.LC484(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L3199
	movq	40(%rsp), %rax
	movl	$1, 452(%rax)
	jmp	.L3196
.L3228:
	movq	40(%rsp), %rax
	movl	$1, 360(%rax)
	jmp	.L3196
.L3222:
	movq	%rdi, %rcx
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC479(%rip), %r8
	leaq	.LC480(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3193
.L3225:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC489(%rip), %r8
	leaq	.LC490(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3193
.L3224:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC326(%rip), %r8
	leaq	.LC487(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3193
.L3199:
	leaq	.LC485(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L3229
	leaq	.LC486(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3196
	movq	40(%rsp), %rax
	movl	$1, 504(%rax)
	jmp	.L3196
.L3229:
	movq	40(%rsp), %rax
	movl	$3, 368(%rax)
	jmp	.L3196
	.cfi_endproc
.LFE472:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC491:
	.string	"out of memory"
.LC492:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC493:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests, hundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses, timeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population, population-stalls, sessions-2 or sessions-20"
	.align 8
.LC494:
	.string	"--scenario '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB474:
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
	xorl	%ebp, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	subq	$312, %rsp
	.cfi_def_cfa_offset 368
	movq	%rdx, 24(%rsp)
.L3232:
	movq	(%r12), %rax
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L3231
	addl	$1, %ebp
	addq	$24, %r12
	cmpl	$20, %ebp
	jne	.L3232
	leaq	.LC493(%rip), %r8
	movq	%rbx, %rcx
	leaq	.LC494(%rip), %rdx
.L3259:
	movq	24(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L3230
.L3231:
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
	je	.L3260
	leaq	40(%rsp), %r12
	leaq	.LC36(%rip), %rbx
	movq	%r12, %rdx
	movq	%rbx, %rsi
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L3236
	leaq	48(%rsp), %rcx
	movl	$1, %ebp
	movq	%rcx, (%rsp)
	.p2align 4,,10
	.p2align 3
.L3237:
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
	je	.L3239
	cmpl	$31, %r13d
	jle	.L3237
.L3239:
	leal	-1(%rdx), %eax
	movq	16(%rsp), %xmm0
	leaq	SCENARIOS(%rip), %rcx
	xorl	%ebp, %ebp
	movl	%eax, 12(%rsp)
	leaq	(%r15,%r15,2), %rax
	movhps	8(%rcx,%rax,8), %xmm0
	movups	%xmm0, 456(%r14)
	.p2align 4,,10
	.p2align 3
.L3246:
	movslq	%ebp, %rax
	movq	48(%rsp,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L3250
	cmpb	$104, 1(%rbx)
	jne	.L3250
	cmpb	$0, 2(%rbx)
	jne	.L3250
	movl	$-1, %eax
	leaq	.LC370(%rip), %rbx
.L3242:
	leaq	48+OPTIONS(%rip), %r15
	xorl	%r12d, %r12d
	jmp	.L3245
	.p2align 4,,10
	.p2align 3
.L3243:
	addl	$1, %r12d
	cmpl	$54, %r12d
	je	.L3249
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	addq	$48, %r15
	call	strcmp@PLT
.L3245:
	testl	%eax, %eax
	jne	.L3243
	movabsq	$-6148914691236517205, %rcx
	movslq	%r12d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	movq	%rax, %rdx
	imulq	%rcx, %rax
	salq	$4, %rdx
	movb	$1, 512(%r14,%rax)
	leaq	OPTIONS(%rip), %rax
	cmpl	$1, 8(%rax,%rdx)
	movl	%ebp, %eax
	adcl	$0, %eax
.L3244:
	movl	12(%rsp), %ecx
	leal	1(%rax), %ebp
	cmpl	%ecx, %eax
	jl	.L3246
.L3240:
	movq	24(%rsp), %rcx
	movq	(%rsp), %rdx
	movl	%r13d, %esi
	movq	%r14, %rdi
	call	apply_args.constprop.0
.L3230:
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
.L3250:
	.cfi_restore_state
	leaq	.LC200(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L3242
	.p2align 4,,10
	.p2align 3
.L3249:
	movl	%ebp, %eax
	jmp	.L3244
.L3236:
	movq	16(%rsp), %xmm0
	leaq	48(%rsp), %rax
	movq	%rax, (%rsp)
	movhps	8(%r13), %xmm0
	xorl	%r13d, %r13d
	movups	%xmm0, 456(%r14)
	jmp	.L3240
.L3260:
	leaq	.LC491(%rip), %r8
	movq	%rbx, %rcx
	leaq	.LC492(%rip), %rdx
	jmp	.L3259
	.cfi_endproc
.LFE474:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.p2align 4
	.type	due_restart, @function
due_restart:
.LFB64:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	addq	$16, %rdi
	movl	%ebx, %eax
	subq	$256, %rsp
	.cfi_def_cfa_offset 288
	movq	$0, -8(%rdi)
	movq	$0, 96(%rdi)
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	120(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movq	%rsi, (%rbx)
	cmpq	$0, 112(%rsi)
	je	.L3274
.L3261:
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
	.p2align 4,,10
	.p2align 3
.L3274:
	.cfi_restore_state
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L3261
	cmpl	$1, %eax
	je	.L3275
	movq	%rsp, %r12
	movq	104(%rsi), %rsi
	xorl	%ecx, %ecx
	leaq	40(%rbx), %rdi
	movl	$256, %r9d
	movq	%r12, %r8
	leaq	.LC139(%rip), %rdx
	call	numbers_open
	testl	%eax, %eax
	je	.L3261
	leaq	run_fault_lock(%rip), %rbp
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L3276
.L3266:
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 112(%rbx)
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
	.p2align 4,,10
	.p2align 3
.L3275:
	.cfi_restore_state
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%rbx)
	movsd	%xmm0, 16(%rbx)
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
	.p2align 4,,10
	.p2align 3
.L3276:
	.cfi_restore_state
	movq	%r12, %rcx
	leaq	.LC30(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L3266
	.cfi_endproc
.LFE64:
	.size	due_restart, .-due_restart
	.p2align 4
	.type	was_given, @function
was_given:
.LFB328:
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
	jne	.L3285
	cmpb	$104, 1(%rsi)
	je	.L3287
.L3285:
	leaq	.LC200(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
.L3279:
	leaq	48+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L3282
	.p2align 4,,10
	.p2align 3
.L3280:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L3284
	movq	0(%r13), %rsi
	movq	%r12, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L3282:
	testl	%eax, %eax
	jne	.L3280
	movabsq	$-6148914691236517205, %rdx
	movslq	%ebx, %rbx
	leaq	(%rbx,%rbx,2), %rax
	imulq	%rdx, %rax
	cmpb	$0, 512(%rbp,%rax)
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
.L3287:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	jne	.L3285
	movl	$-1, %eax
	leaq	.LC370(%rip), %r12
	jmp	.L3279
	.p2align 4,,10
	.p2align 3
.L3284:
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
.LFE328:
	.size	was_given, .-was_given
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB94:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L3295
	testq	%r8, %r8
	je	.L3295
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
	jne	.L3288
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L3298
.L3290:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L3288:
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
.L3295:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L3298:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L3293
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L3291:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L3299
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L3290
	.p2align 4,,10
	.p2align 3
.L3293:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L3291
.L3299:
	movl	$1, 24(%rbx)
	jmp	.L3288
	.cfi_endproc
.LFE94:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	dist_score, @function
dist_score:
.LFB248:
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
	jne	.L3309
	movl	24(%rsp), %eax
	testl	%eax, %eax
	jne	.L3310
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	xorl	%r12d, %r12d
	movq	%rbp, %rdi
.L3304:
	movq	%r13, %rcx
	call	dist_summarise
	movl	%eax, %ebx
.L3303:
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
.L3309:
	.cfi_restore_state
	leaq	32(%rsp), %r14
	movq	%r12, %rsi
	movq	%rbp, %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	56(%rsp), %eax
	orl	24(%rsp), %eax
	movq	32(%rsp), %r12
	jne	.L3308
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	jmp	.L3304
	.p2align 4,,10
	.p2align 3
.L3310:
	xorl	%r12d, %r12d
.L3308:
	movl	$-1, %ebx
	jmp	.L3303
	.cfi_endproc
.LFE248:
	.size	dist_score, .-dist_score
	.section	.rodata.str1.8
	.align 8
.LC495:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC496:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC497:
	.string	"#2e8b57"
.LC498:
	.string	"#1f5fbf"
.LC499:
	.string	"closed: one sample of %s us"
.LC500:
	.string	"open: %lu requests delayed"
.LC501:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC502:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB296:
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
	jb	.L3312
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L3312:
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
	js	.L3313
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3314:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L3315
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L3316:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L3366
	cmpq	$0, -368(%rbp)
	je	.L3366
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L3320
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3321:
	subsd	%xmm2, %xmm0
	movsd	.LC358(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L3322
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3323:
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
	js	.L3324
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3325:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC358(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L3364
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L3329
	.p2align 4,,10
	.p2align 3
.L3382:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3328:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC358(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L3381
.L3329:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L3382
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3328
	.p2align 4,,10
	.p2align 3
.L3381:
	movsd	.LC359(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L3326:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC60(%rip), %xmm5
	movsd	.LC59(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L3383
.L3330:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC358(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L3331
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3332:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC495(%rip), %rdx
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
	leaq	.LC360(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC361(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC496(%rip), %rdx
	movq	%rsi, -400(%rbp)
	call	svg_axes
	movsd	-328(%rbp), %xmm5
	subsd	-320(%rbp), %xmm5
	movapd	%xmm5, %xmm0
	movsd	%xmm5, -336(%rbp)
	call	nice_step
	movsd	-320(%rbp), %xmm4
	movsd	.LC60(%rip), %xmm1
	movsd	.LC59(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC358(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L3384
.L3333:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L3385
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC363(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L3339:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC60(%rip), %xmm0
	leaq	.LC471(%rip), %rdx
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
	mulsd	.LC40(%rip), %xmm1
	addsd	.LC41(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC358(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L3339
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L3340:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L3386
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
	jmp	.L3345
	.p2align 4,,10
	.p2align 3
.L3388:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L3342:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L3343
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L3344:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L3387
.L3345:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L3388
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3342
	.p2align 4,,10
	.p2align 3
.L3343:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3344
	.p2align 4,,10
	.p2align 3
.L3387:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC501(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC358(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L3389
.L3360:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L3353
	.p2align 4,,10
	.p2align 3
.L3391:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3350:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L3351
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L3352:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L3390
.L3353:
	testq	%rdx, %rdx
	jns	.L3391
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3350
	.p2align 4,,10
	.p2align 3
.L3351:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3352
	.p2align 4,,10
	.p2align 3
.L3390:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC497(%rip), %r9
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
	movq	.LC358(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L3348
.L3347:
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
	jmp	.L3359
	.p2align 4,,10
	.p2align 3
.L3392:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L3356:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L3357
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L3358:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L3348
.L3359:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L3392
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3356
	.p2align 4,,10
	.p2align 3
.L3357:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3358
	.p2align 4,,10
	.p2align 3
.L3386:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC501(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC358(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L3360
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC497(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L3348:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC498(%rip), %r9
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
	leaq	.LC499(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC498(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC368(%rip), %rbx
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
	leaq	.LC500(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC501(%rip), %rax
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
	leaq	.LC502(%rip), %rdx
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
	leaq	.LC35(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC497(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC364(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L3311:
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
.L3384:
	.cfi_restore_state
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC1(%rip), %xmm7
	andnpd	%xmm4, %xmm1
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm1, %xmm4
	jmp	.L3333
	.p2align 4,,10
	.p2align 3
.L3383:
	cvttsd2siq	%xmm4, %rax
	pxor	%xmm0, %xmm0
	movapd	%xmm4, %xmm6
	movsd	.LC1(%rip), %xmm7
	andnpd	%xmm4, %xmm5
	cvtsi2sdq	%rax, %xmm0
	cmpnlesd	%xmm0, %xmm6
	andpd	%xmm7, %xmm6
	addsd	%xmm6, %xmm0
	movapd	%xmm0, %xmm4
	orpd	%xmm5, %xmm4
	jmp	.L3330
	.p2align 4,,10
	.p2align 3
.L3331:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3332
	.p2align 4,,10
	.p2align 3
.L3324:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3325
	.p2align 4,,10
	.p2align 3
.L3322:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3323
	.p2align 4,,10
	.p2align 3
.L3320:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3321
	.p2align 4,,10
	.p2align 3
.L3315:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L3316
	.p2align 4,,10
	.p2align 3
.L3313:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3314
	.p2align 4,,10
	.p2align 3
.L3364:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L3326
	.p2align 4,,10
	.p2align 3
.L3385:
	leaq	-240(%rbp), %r12
	jmp	.L3340
	.p2align 4,,10
	.p2align 3
.L3389:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC497(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC358(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L3347
.L3366:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L3311
	.cfi_endproc
.LFE296:
	.size	timeline_writer, .-timeline_writer
	.section	.rodata.str1.1
.LC503:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC504:
	.string	"--arrivals '%s' changed while the run read it: %s"
	.text
	.p2align 4
	.type	due_next, @function
due_next:
.LFB63:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	subq	$672, %rsp
	.cfi_def_cfa_offset 704
	movq	8(%rdi), %rax
	movq	(%rdi), %rbp
	leaq	1(%rax), %rdx
	movq	%rdx, 8(%rdi)
	movl	112(%rdi), %edx
	testl	%edx, %edx
	jne	.L3406
	movq	112(%rbp), %rdx
	testq	%rdx, %rdx
	je	.L3396
	movq	(%rdx,%rax,8), %rax
.L3393:
	addq	$672, %rsp
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
.L3396:
	.cfi_restore_state
	movl	72(%rbp), %edx
	testl	%edx, %edx
	je	.L3407
	cmpl	$1, %edx
	je	.L3408
	leaq	16(%rsp), %r12
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	leaq	40(%rdi), %rdi
	movq	%r12, %rdx
	call	numbers_next
	cmpl	$1, %eax
	je	.L3409
	testl	%eax, %eax
	leaq	.LC503(%rip), %rax
	movq	104(%rbp), %rcx
	leaq	.LC504(%rip), %rdx
	cmovne	%r12, %rax
	movl	$400, %esi
	leaq	272(%rsp), %r12
	movq	%r12, %rdi
	leaq	run_fault_lock(%rip), %rbp
	movq	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L3410
.L3403:
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 112(%rbx)
.L3406:
	movq	104(%rbx), %rax
	addq	$672, %rsp
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
.L3407:
	.cfi_restore_state
	imulq	80(%rbp), %rax
	addq	$672, %rsp
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
.L3408:
	.cfi_restore_state
	leaq	16(%rdi), %rdi
	call	poisson_next
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L3399
	cvttsd2siq	%xmm0, %rax
	jmp	.L3393
	.p2align 4,,10
	.p2align 3
.L3410:
	movq	%r12, %rcx
	leaq	.LC30(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L3403
	.p2align 4,,10
	.p2align 3
.L3409:
	movq	8(%rsp), %rax
	movq	%rax, 104(%rbx)
	jmp	.L3393
	.p2align 4,,10
	.p2align 3
.L3399:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L3393
	.cfi_endproc
.LFE63:
	.size	due_next, .-due_next
	.p2align 4
	.type	due_fill, @function
due_fill:
.LFB65:
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
	je	.L3412
.L3415:
	xorl	%ebx, %ebx
	testq	%rbp, %rbp
	je	.L3411
	.p2align 4,,10
	.p2align 3
.L3413:
	movq	%r12, %rdi
	call	due_next
	movq	%rax, 0(%r13,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	jne	.L3413
.L3411:
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
.L3412:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L3415
	testq	%rbp, %rbp
	je	.L3416
	leaq	16(%rdi), %rbx
	xorl	%r15d, %r15d
	movabsq	$-9223372036854775808, %r14
	jmp	.L3419
	.p2align 4,,10
	.p2align 3
.L3430:
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 0(%r13,%r15,8)
.L3418:
	addq	$1, %r15
	cmpq	%r15, %rbp
	je	.L3429
.L3419:
	movq	%rbx, %rdi
	call	poisson_next
	comisd	.LC82(%rip), %xmm0
	jb	.L3430
	subsd	.LC82(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 0(%r13,%r15,8)
	xorq	%r14, 0(%r13,%r15,8)
	jmp	.L3418
.L3429:
	movq	8(%r12), %rcx
.L3416:
	addq	%rbp, %rcx
	movq	%rcx, 8(%r12)
	jmp	.L3411
	.cfi_endproc
.LFE65:
	.size	due_fill, .-due_fill
	.section	.rodata.str1.1
.LC505:
	.string	"M/G/1"
.LC506:
	.string	"M/M/1"
.LC507:
	.string	"M/D/1"
	.text
	.p2align 4
	.type	theory_of, @function
theory_of:
.LFB204:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movq	$0, 48(%rsi)
	movups	%xmm0, (%rsi)
	movups	%xmm0, 16(%rsi)
	movups	%xmm0, 32(%rsi)
	cmpl	$1, 72(%rdi)
	je	.L3432
.L3444:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L3432:
	cmpq	$0, 48(%rdi)
	jne	.L3444
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	SERVICE_DISTS(%rip), %rcx
	movq	%rsi, %rbx
	subq	$32, %rsp
	.cfi_def_cfa_offset 48
	movl	8(%rdi), %edx
	leaq	(%rdx,%rdx,2), %rax
	salq	$5, %rax
	movq	32(%rcx,%rax), %rax
	testq	%rax, %rax
	je	.L3435
	movq	%rdi, 8(%rsp)
	leaq	24(%rsp), %rdx
	leaq	24(%rsi), %rsi
	call	*%rax
	movsd	24(%rbx), %xmm2
	movsd	24(%rsp), %xmm3
	movq	8(%rsp), %rdi
.L3436:
	movapd	%xmm2, %xmm0
	movsd	.LC1(%rip), %xmm1
	xorl	%eax, %eax
	mulsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm3
	mulsd	%xmm3, %xmm0
	movsd	88(%rdi), %xmm3
	divsd	.LC31(%rip), %xmm3
	movapd	%xmm3, %xmm4
	mulsd	%xmm2, %xmm4
	movsd	%xmm0, 32(%rbx)
	comisd	%xmm1, %xmm4
	movapd	%xmm4, %xmm5
	unpcklpd	%xmm3, %xmm5
	movups	%xmm5, 8(%rbx)
	jnb	.L3431
	movl	8(%rdi), %edx
	leaq	.LC506(%rip), %rax
	cmpl	$1, %edx
	je	.L3439
	testl	%edx, %edx
	leaq	.LC507(%rip), %rax
	leaq	.LC505(%rip), %rcx
	cmovne	%rcx, %rax
.L3439:
	subsd	%xmm4, %xmm1
	movq	%rax, (%rbx)
	xorl	%eax, %eax
	cmpl	$1, %edx
	mulsd	%xmm3, %xmm0
	sete	%al
	movl	%eax, 48(%rbx)
	movl	$1, %eax
	addsd	%xmm1, %xmm1
	divsd	%xmm1, %xmm0
	addsd	%xmm2, %xmm0
	movsd	%xmm0, 40(%rbx)
.L3431:
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L3435:
	.cfi_restore_state
	movq	(%rdi), %rax
	testq	%rax, %rax
	js	.L3437
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3438:
	leaq	(%rdx,%rdx,2), %rax
	movsd	%xmm2, 24(%rbx)
	salq	$5, %rax
	movsd	16(%rcx,%rax), %xmm3
	jmp	.L3436
	.p2align 4,,10
	.p2align 3
.L3437:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3438
	.cfi_endproc
.LFE204:
	.size	theory_of, .-theory_of
	.p2align 4
	.type	closed_form_open, @function
closed_form_open:
.LFB106:
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
.L3452:
	movq	(%rbx), %r13
	movq	16(%rbx), %r15
	testq	%r13, %r13
	je	.L3448
	testq	%r15, %r15
	je	.L3448
	movl	24(%rbp), %eax
	testl	%eax, %eax
	jne	.L3448
	movq	8(%rbp), %rsi
	movq	0(%rbp), %rdi
	cmpq	16(%rbp), %rsi
	je	.L3456
.L3449:
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
.L3448:
	addq	$8, %rbx
	cmpq	%rbx, %r12
	jne	.L3452
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
.L3456:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L3457
	movl	$512, %esi
	movl	$16, %ecx
.L3450:
	movq	%rdx, 8(%rsp)
	movq	%rcx, (%rsp)
	call	realloc@PLT
	movq	(%rsp), %rcx
	movq	8(%rsp), %rdx
	testq	%rax, %rax
	movq	%rax, %rdi
	je	.L3458
	movq	%rax, 0(%rbp)
	movq	8(%rbp), %rsi
	movq	%rcx, 16(%rbp)
	jmp	.L3449
	.p2align 4,,10
	.p2align 3
.L3457:
	leaq	(%rsi,%rsi), %rcx
	salq	$6, %rsi
	jmp	.L3450
.L3458:
	movl	$1, 24(%rbp)
	jmp	.L3448
	.cfi_endproc
.LFE106:
	.size	closed_form_open, .-closed_form_open
	.p2align 4
	.type	score_reference, @function
score_reference:
.LFB251:
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
	je	.L3460
	cmpq	$0, 48(%rsp)
	je	.L3460
	movq	%r13, %rcx
	testq	%r13, %r13
	je	.L3460
	testq	%rsi, %rsi
	je	.L3460
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
	jne	.L3547
.L3461:
	movq	16(%rsp), %rax
	movq	%r12, %r9
	xorl	%ebp, %ebp
	leaq	80(%rax), %r15
	movq	%r15, %r12
	jmp	.L3467
	.p2align 4,,10
	.p2align 3
.L3550:
	testq	%rdx, %rdx
	je	.L3485
	movq	16(%rsp), %rax
	movl	$1, 872(%rax,%rbp,4)
	cmpq	$1, %rbp
	je	.L3548
.L3468:
	movq	24(%r9), %rsi
	movq	24(%rsp), %rcx
	movq	%r12, %r8
	movq	%rbx, %rdi
	movq	%r9, (%rsp)
	call	dist_score
	movq	(%rsp), %r9
	testl	%eax, %eax
	jne	.L3546
.L3485:
	addq	$1, %rbp
	addq	$80, %r12
	cmpq	$7, %rbp
	je	.L3549
.L3467:
	movq	16(%rsp), %rax
	movq	800(%rax,%rbp,8), %rdx
	testq	%rbp, %rbp
	jne	.L3550
	movq	16(%rsp), %rax
	movl	$1, 872(%rax)
	jmp	.L3468
.L3549:
	movq	64(%rsp), %rax
	movq	%r9, %r12
	xorl	%r14d, %r14d
	movq	24(%r12), %r13
	movq	%r12, %rdi
	movq	24(%rax), %r9
	call	trace_runtime_ns
	cmpq	%r9, %r13
	jb	.L3486
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
.L3486:
	imulq	$1000, %r14, %rax
	movq	16(%rsp), %rdi
	movq	%rax, 856(%rdi)
	testq	%r13, %r13
	jne	.L3487
	leaq	160(%rsp), %r15
	leaq	640(%rdi), %rbp
	movl	$8, %ecx
	xorl	%eax, %eax
	movl	$1, 900(%rdi)
	movq	%r15, %rdi
	rep stosl
.L3488:
	cmpl	$0, 184(%rsp)
	jne	.L3514
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
	jne	.L3501
	movq	16(%rsp), %rax
	xorl	%r12d, %r12d
	movq	640(%rax), %r13
	testq	%r13, %r13
	jne	.L3551
	movq	16(%rsp), %rax
.L3503:
	xorl	%edx, %edx
	movq	%rdx, 648(%rax,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	jne	.L3503
.L3506:
	movq	16(%rsp), %rdi
	movl	$1000, %eax
	imulq	$1000, 712(%rdi), %rcx
	mulq	704(%rdi)
	addq	%rcx, %rdx
	movq	%rax, 704(%rdi)
	movq	%rdx, 712(%rdi)
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3491
.L3547:
	movq	40(%rsp), %rsi
	xorl	%ebp, %ebp
	orq	$-1, %r13
	xorl	%edi, %edi
	movq	%rsi, %rdx
	leaq	(%rsi,%r8,8), %rcx
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L3462:
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
	jne	.L3462
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
	jne	.L3463
	movl	$50000, %esi
	xorl	%edi, %edi
.L3463:
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
	jmp	.L3461
.L3487:
	movabsq	$67108863999, %rax
	cmpq	-8(%rbx,%r13,8), %rax
	movq	16(%rsp), %rax
	jb	.L3489
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
.L3490:
	movq	0(%rbp,%rcx,8), %rdx
	movq	%rcx, %r13
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	movq	%rdx, %r15
	cmpq	%rbx, %rcx
	jb	.L3492
	jmp	.L3552
	.p2align 4,,10
	.p2align 3
.L3495:
	addq	$1, %r13
	cmpq	%r13, %rbx
	je	.L3494
.L3492:
	movq	0(%rbp,%r13,8), %rdx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	cmpq	%rdx, %r15
	je	.L3495
.L3494:
	movq	%r13, %r8
	subq	%rcx, %r8
	je	.L3499
	movl	184(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L3499
	movq	56(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r8, (%rsp)
	call	dist_add.part.0
	movq	(%rsp), %r8
.L3499:
	testq	%r14, %r14
	je	.L3500
.L3497:
	movq	72(%rsp), %rax
	cmpq	%rax, %r15
	jnb	.L3553
.L3500:
	movq	%r13, %rcx
	cmpq	%rbx, %r13
	jb	.L3490
.L3543:
	movq	%rbp, %rbx
	movq	56(%rsp), %r15
	movq	80(%rsp), %rbp
	jmp	.L3488
.L3548:
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
	je	.L3518
	testq	%r11, %r11
	movq	(%rsp), %r9
	movq	56(%rsp), %r8
	movq	72(%rsp), %rdx
	je	.L3518
	testq	%rbp, %rbp
	je	.L3471
	movq	16(%r9), %r13
	movq	%r13, %rax
	leaq	0(%r13,%rbp,8), %rsi
	.p2align 4,,10
	.p2align 3
.L3472:
	movq	(%rax), %rcx
	addq	$8, %rax
	addq	$1, 8(%r14,%rcx,8)
	cmpq	%rax, %rsi
	jne	.L3472
	testq	%r8, %r8
	je	.L3476
.L3473:
	movq	(%r14), %rcx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3475:
	addq	$1, %rax
	addq	(%r14,%rax,8), %rcx
	movq	%rcx, (%r14,%rax,8)
	cmpq	%r8, %rax
	jb	.L3475
	testq	%rbp, %rbp
	je	.L3479
	movq	16(%r9), %r13
.L3476:
	movq	8(%r9), %r15
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3474:
	movq	0(%r13,%rax,8), %rcx
	leaq	(%r14,%rcx,8), %rsi
	movq	(%rsi), %rcx
	leaq	1(%rcx), %rdi
	movq	%rdi, (%rsi)
	movq	(%r15,%rax,8), %rsi
	addq	$1, %rax
	movq	%rsi, (%r11,%rcx,8)
	cmpq	%rbp, %rax
	jb	.L3474
.L3479:
	testq	%r8, %r8
	je	.L3478
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
	jmp	.L3477
	.p2align 4,,10
	.p2align 3
.L3482:
	movq	160(%rsp), %rdi
	addq	$1, %rbp
	call	free@PLT
	cmpq	%rbp, 80(%rsp)
	je	.L3554
.L3477:
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
	je	.L3482
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
.L3460:
	orl	$-1, %r13d
	jmp	.L3483
.L3489:
	xorl	%esi, %esi
	movl	%esi, 900(%rax)
.L3491:
	movq	64(%rsp), %rax
	movl	48(%rax), %r13d
	testl	%r13d, %r13d
	je	.L3483
	movq	40(%rax), %rdx
	xorl	%r13d, %r13d
	testq	%rdx, %rdx
	jne	.L3555
.L3483:
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
.L3514:
	.cfi_restore_state
	orl	$-1, %r13d
.L3501:
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3483
.L3553:
	movq	%r15, %rsi
	xorl	%edx, %edx
	movq	56(%rsp), %rdi
	subq	%r14, %rsi
	leaq	-1(%rsi), %rax
	divq	%r14
	movq	%r14, %rdx
	movq	%rax, %rcx
	call	dist_add
	jmp	.L3500
.L3555:
	movq	16(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	24(%rsp), %rcx
	movl	$1, 904(%rax)
	movq	8(%rdi), %rsi
	leaq	720(%rax), %r8
	movq	%rdx, 864(%rax)
	movq	48(%rsp), %rdi
	call	dist_score
.L3546:
	movl	%eax, %r13d
	jmp	.L3483
.L3554:
	movq	96(%rsp), %r9
	movq	88(%rsp), %rbx
	movq	(%rsp), %r11
	movq	104(%rsp), %r12
	movq	56(%rsp), %r10
.L3478:
	cmpl	$0, 152(%rsp)
	movq	128(%rsp), %rbp
	jne	.L3556
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
	jne	.L3546
	movq	56(%rsp), %r9
	addq	$80, %r12
	movl	$2, %ebp
	jmp	.L3467
.L3552:
	testq	%r14, %r14
	je	.L3543
	xorl	%r8d, %r8d
	jmp	.L3497
.L3551:
	leaq	PCT_MILLI(%rip), %rbp
	movq	%rax, %r14
	jmp	.L3505
.L3557:
	mulq	%r13
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r13, %rsi
	cmova	%r13, %rsi
.L3504:
	movq	%r15, %rdi
	call	dist_at_rank
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%r14,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	je	.L3506
.L3505:
	movq	0(%rbp,%r12), %rax
	cmpq	$100000, %rax
	jne	.L3557
	movq	%r13, %rsi
	jmp	.L3504
.L3471:
	testq	%r8, %r8
	jne	.L3473
	jmp	.L3478
.L3556:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L3460
.L3518:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L3460
	.cfi_endproc
.LFE251:
	.size	score_reference, .-score_reference
	.section	.rodata.str1.1
.LC508:
	.string	"an exponential of mean "
.LC509:
	.string	"population"
.LC510:
	.string	"sessions"
	.section	.rodata.str1.8
	.align 8
.LC511:
	.string	"bench: more than 65536 sessions were active at once (the server falls behind them): lower --sessions or --return-prob\n"
	.section	.rodata.str1.1
.LC512:
	.string	"for the users' walk"
	.section	.rodata.str1.8
	.align 8
.LC513:
	.string	"bench: the users sent 8388608 requests before the end of the run, and every one is kept: shorten --duration\n"
	.section	.rodata.str1.1
.LC514:
	.string	"for the scoreboard"
.LC515:
	.string	"requests"
.LC516:
	.string	"users"
.LC517:
	.string	"requests_that_differ"
.LC518:
	.string	"users=none"
	.section	.rodata.str1.8
	.align 8
.LC519:
	.string	"coordinated omission on a virtual clock (%s): users, their own recording, and what correcting it does\n"
	.align 8
.LC520:
	.string	"users: a closed population of %lu; each thinks %s%s us, sends one request and waits for its reply, again and again"
	.align 8
.LC521:
	.string	"users: sessions arriving %.1f a second (Poisson); each sends a request, waits for the reply, and with probability %.4g thinks %s%s us and sends another (%.2f requests a session on average)"
	.section	.rodata.str1.1
.LC522:
	.string	"; requests sent before %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC523:
	.string	"checks: the users' walk against a reference walk (a heap against a scan, the fast server against the reference's), request by request, and every number below computed both ways"
	.section	.rodata.str1.1
.LC524:
	.string	"corrected-cycle"
.LC525:
	.string	"corrected-think"
	.section	.rodata.str1.8
	.align 8
.LC526:
	.string	"(us; the users' recording is the truth: each waited once for each request; corrected at think + mean response, %s us, and at the think time, %s us)\n"
	.align 8
.LC527:
	.string	"\nThe users waited %s at p99; corrected at the cycle the same data read %s, %s times what anyone waited"
	.section	.rodata.str1.1
.LC528:
	.string	", and at the think time %s"
.LC529:
	.string	"."
	.section	.rodata.str1.8
	.align 8
.LC530:
	.string	"%lu requests, %.1f a second; mean response %.2f us"
	.align 8
.LC531:
	.string	"; the response-time law N/X - Z gives %.2f us (%+.3f %%, tolerance 0.1 %%)"
	.align 8
.LC532:
	.string	"; %lu sessions, %.2f requests each"
	.align 8
.LC533:
	.string	"theory: mean value analysis (exponential service, no stall): R = %.2f us at %.1f a second; measured %.2f us (%+.2f %%, tolerance %.2f %%: four standard errors of %d batch means)\n"
	.align 8
.LC534:
	.string	"warning: the mean response time is outside its tolerance"
	.section	.rodata.str1.1
.LC535:
	.string	"the users' own recording"
	.section	.rodata.str1.8
	.align 8
.LC536:
	.string	"RESULT users kind=%s users=%lu requests=%lu throughput_per_s=%.1f mean_response_ns=%.0f"
	.align 8
.LC538:
	.string	" law_response_ns=%.0f law_err_pct=%.4f ok=%d"
	.align 8
.LC539:
	.string	"RESULT ratio name=corrected_users_p99 value=%s\n"
	.align 8
.LC540:
	.string	"RESULT theory queue=MVA users=%lu think_ns=%lu mean_ns=%.0f throughput_per_s=%.1f measured_mean_ns=%.0f err_pct=%.3f tolerance_pct=%.3f ok=%d\n"
	.align 8
.LC541:
	.string	"RESULT checked_against=reference"
	.text
	.p2align 4
	.type	run_users, @function
run_users:
.LFB389:
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
	movq	%rsi, 104(%rsp)
	leaq	1312(%rsp), %rdi
	movq	%r11, %rsi
	movq	%r11, (%rsp)
	movaps	%xmm0, 288(%rsp)
	movaps	%xmm0, 304(%rsp)
	movaps	%xmm0, 208(%rsp)
	movl	%edx, 100(%rsp)
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
	je	.L3559
	leaq	208(%rsp), %r12
	xorl	%ebx, %ebx
	movq	%r11, %rbp
	movq	%r12, 72(%rsp)
	jmp	.L3561
	.p2align 4,,10
	.p2align 3
.L3560:
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
	jnb	.L3741
	testl	%eax, %eax
	jne	.L3741
.L3561:
	movl	336(%rbp), %r15d
	movq	328(%rbp), %rsi
	testl	%r15d, %r15d
	je	.L3560
	movq	96(%rbp), %rdi
	xorl	%ecx, %ecx
	movq	%rbx, %rdx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3560
.L3741:
	xorl	%r14d, %r14d
	movl	%eax, 96(%rsp)
	movq	%rbp, %r11
	movq	%r14, 32(%rsp)
.L3563:
	leaq	240(%rsp), %rax
	movl	96(%rsp), %r10d
	xorl	%ebx, %ebx
	movq	%r11, %r12
	movq	%rax, 48(%rsp)
	leaq	336(%rsp), %rax
	movq	208(%rsp), %r15
	movq	%rax, 40(%rsp)
	testl	%r10d, %r10d
	jne	.L3825
	movq	216(%rsp), %r8
	testq	%r8, %r8
	je	.L3816
.L3833:
	movq	(%r15), %rbp
	cmpq	344(%r12), %rbp
	jnb	.L3816
	movq	264(%rsp), %rsi
	cmpq	$8388607, %rsi
	ja	.L3816
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
	jbe	.L3566
	movl	$1, %eax
	xorl	%esi, %esi
	movq	%xmm0, (%rsp)
	jmp	.L3573
	.p2align 4,,10
	.p2align 3
.L3826:
	xorl	%r14d, %r14d
	cmpq	%r9, %r11
	setb	%r14b
.L3569:
	testl	%r14d, %r14d
	cmovne	%r11, %r9
	cmovne	%rdx, %rdi
	cmovne	%r10, %rax
.L3567:
	movq	(%rsp), %rdx
	cmpq	%rdx, %r9
	jne	.L3824
	movq	8(%rsp), %rdx
	cmpq	%rdx, 8(%rdi)
.L3824:
	setb	%dl
	movzbl	%dl, %edx
	testl	%edx, %edx
	je	.L3572
	movdqu	(%rdi), %xmm7
	leaq	(%rsi,%rsi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movups	%xmm7, (%rdx)
	movq	16(%rdi), %rsi
	movq	%rsi, 16(%rdx)
	leaq	1(%rax,%rax), %rdx
	movq	%rax, %rsi
	cmpq	%r8, %rdx
	jnb	.L3572
	movq	%rdx, %rax
.L3573:
	leaq	1(%rsi), %rdx
	leaq	(%rax,%rax,2), %rdi
	leaq	(%r15,%rdi,8), %rdi
	leaq	(%rdx,%rdx), %r10
	movq	(%rdi), %r9
	cmpq	%r8, %r10
	jnb	.L3567
	addq	%r10, %rdx
	salq	$4, %rdx
	addq	%r15, %rdx
	movq	(%rdx), %r11
	cmpq	%r11, %r9
	jne	.L3826
	movq	8(%rdi), %r14
	cmpq	%r14, 8(%rdx)
	setb	%r14b
	movzbl	%r14b, %r14d
	jmp	.L3569
.L3566:
	cmpq	%rbx, %rbp
	movq	304(%r12), %rax
	cmovnb	%rbp, %rbx
	orq	%r13, %rax
	movq	%rbx, %r14
	testq	%r8, %r8
	jne	.L3827
	testq	%rax, %rax
	je	.L3705
	movl	8(%r12), %eax
	testl	%eax, %eax
	jne	.L3579
.L3831:
	cmpq	$0, 40(%r12)
	movq	(%r12), %rdx
	je	.L3828
.L3581:
	movq	24(%rsp), %rdi
	movq	%r14, %rsi
	call	serve_random
	movq	%rax, %rbx
.L3582:
	movq	16(%rsp), %rcx
	movq	48(%rsp), %rdi
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	subq	%rbp, %rdx
	call	trace_add
	cmpq	$0, 304(%r12)
	movl	%eax, %r15d
	je	.L3588
	testl	%eax, %eax
	je	.L3829
.L3578:
	movq	208(%rsp), %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movq	%rax, 64(%rsp)
.L3597:
	movq	48(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	cmpl	$-3, %r15d
	je	.L3830
.L3630:
	leaq	.LC512(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
.L3558:
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
.L3827:
	.cfi_restore_state
	xorl	%esi, %esi
.L3713:
	leaq	(%rsi,%rsi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movq	%rcx, 16(%rdx)
	movups	%xmm0, (%rdx)
	testq	%rax, %rax
	je	.L3705
	cmpq	$65537, %r8
	ja	.L3715
.L3836:
	movl	8(%r12), %eax
	movq	264(%rsp), %rsi
	testl	%eax, %eax
	je	.L3831
.L3579:
	leaq	(%rax,%rax,2), %rax
	leaq	SERVICE_DISTS(%rip), %rcx
	movq	%r12, %rdi
	salq	$5, %rax
	call	*8(%rcx,%rax)
	cmpq	$0, 40(%r12)
	movq	%rax, %rdx
	jne	.L3581
.L3828:
	movq	1312(%rsp), %rax
	leaq	(%rdx,%r14), %rbx
	cmpq	%rbx, %rax
	jnb	.L3582
	movq	48(%r12), %r8
	cmpq	%rax, %r14
	jnb	.L3583
	addq	%r8, %rbx
.L3584:
	addq	$1, 1320(%rsp)
	movq	56(%r12), %r9
	testq	%r9, %r9
	jne	.L3585
	movq	$-1, 1312(%rsp)
	jmp	.L3582
	.p2align 4,,10
	.p2align 3
.L3572:
	cmpq	%rbx, %rbp
	movq	304(%r12), %rax
	cmovnb	%rbp, %rbx
	orq	%r13, %rax
	movq	%rbx, %r14
	jmp	.L3713
	.p2align 4,,10
	.p2align 3
.L3588:
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
	jbe	.L3592
	testl	%r15d, %r15d
	jne	.L3578
	movl	336(%r12), %r11d
	movq	328(%r12), %rsi
	testl	%r11d, %r11d
	jne	.L3832
.L3595:
	leaq	(%rsi,%rbx), %rax
	addq	$1, %r13
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
.L3823:
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
.L3592:
	testl	%r15d, %r15d
	jne	.L3578
	movq	216(%rsp), %r8
	movq	208(%rsp), %r15
	testq	%r8, %r8
	jne	.L3833
.L3816:
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
	je	.L3600
	testq	%rbp, %rbp
	movq	(%rsp), %r11
	je	.L3600
	cmpq	$0, 32(%rsp)
	je	.L3600
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
	je	.L3601
	movq	64(%r11), %rax
.L3601:
	movq	160(%r11), %rdi
	movl	$8, %esi
	movq	%rax, 1408(%rsp)
	movq	%r11, (%rsp)
	call	calloc@PLT
	movq	%rax, 1360(%rsp)
	testq	%rax, %rax
	je	.L3600
	testq	%r15, %r15
	movq	(%rsp), %r11
	je	.L3603
	movl	336(%r11), %ebx
	movq	32(%rsp), %r8
	xorl	%r12d, %r12d
	movq	%r11, %r13
	jmp	.L3605
	.p2align 4,,10
	.p2align 3
.L3604:
	movq	%rsi, (%r14,%r12,8)
	movq	%r12, 0(%rbp,%r12,8)
	movq	$0, (%r8,%r12,8)
	addq	$1, %r12
	cmpq	%r12, %r15
	je	.L3834
.L3605:
	movq	328(%r13), %rsi
	testl	%ebx, %ebx
	je	.L3604
	movq	96(%r13), %rdi
	xorl	%ecx, %ecx
	movq	%r12, %rdx
	movq	%r8, (%rsp)
	call	think_of.part.0.isra.0
	movq	(%rsp), %r8
	movq	%rax, %rsi
	jmp	.L3604
	.p2align 4,,10
	.p2align 3
.L3829:
	movl	336(%r12), %ebp
	movq	328(%r12), %rsi
	addq	$1, %r13
	testl	%ebp, %ebp
	jne	.L3835
.L3591:
	leaq	(%rsi,%rbx), %rax
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
	jmp	.L3823
	.p2align 4,,10
	.p2align 3
.L3705:
	movq	40(%rsp), %rdi
	call	poisson_next
	comisd	.LC82(%rip), %xmm0
	jnb	.L3576
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L3577:
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
	jne	.L3578
	movq	216(%rsp), %r8
	movq	%rbx, 32(%rsp)
	cmpq	$65537, %r8
	jbe	.L3836
.L3715:
	movl	$-3, %r15d
	jmp	.L3578
.L3576:
	subsd	.LC82(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L3577
.L3585:
	addq	%r9, %rax
	movq	%rax, 1312(%rsp)
	cmpq	%rbx, %rax
	jnb	.L3582
	movq	24(%rsp), %rdi
	movq	%rdx, %rcx
	movq	%r14, %rsi
	movq	%rbx, %rdx
	call	serve_stalls
	movq	%rax, %rbx
	jmp	.L3582
.L3583:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, %r14
	jnb	.L3584
	leaq	(%rdx,%rcx), %rbx
	jmp	.L3584
.L3835:
	movq	96(%r12), %rdi
	movq	16(%rsp), %rdx
	movq	%r13, %rcx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3591
.L3834:
	movq	%r13, %r11
	orq	$-1, %r8
.L3606:
	xorl	%esi, %esi
	leaq	288(%rsp), %rax
	xorl	%ecx, %ecx
	movq	%rbp, (%rsp)
	movq	%rsi, 80(%rsp)
	movq	%r14, %r13
	xorl	%r12d, %r12d
	movq	%rcx, %r14
	movq	%rax, 64(%rsp)
	movq	%r11, %rbp
	movq	%r8, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L3627:
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	testq	%r15, %r15
	je	.L3837
.L3628:
	addq	$1, %rax
	cmpq	%r15, %rax
	je	.L3838
.L3610:
	movq	0(%r13,%rbx), %rcx
	cmpq	%rcx, 0(%r13,%rax,8)
	jb	.L3718
	jne	.L3628
	movq	(%rsp), %rcx
	movq	(%rcx,%rbx), %rdi
	cmpq	%rdi, (%rcx,%rax,8)
	jnb	.L3628
	.p2align 4,,10
	.p2align 3
.L3718:
	leaq	0(,%rax,8), %rbx
	addq	$1, %rax
	cmpq	%r15, %rax
	jne	.L3610
.L3838:
	leaq	0(%r13,%rbx), %rcx
	movq	%rcx, 16(%rsp)
	movq	(%rcx), %r10
	movq	8(%rsp), %rcx
	cmpq	$-1, %rcx
	je	.L3614
	cmpq	%r10, %rcx
	jnb	.L3614
	cmpq	$65536, %rax
	je	.L3719
.L3612:
	cmpq	%r15, 88(%rsp)
	je	.L3839
.L3616:
	movq	8(%rsp), %rcx
	leaq	0(,%r15,8), %rbx
	leaq	400(%rsp), %rdi
	leaq	0(%r13,%rbx), %rax
	movq	%rcx, (%rax)
	movq	%rax, 16(%rsp)
	movq	80(%rsp), %rax
	leaq	1(%rax), %rcx
	movq	%rcx, 40(%rsp)
	movq	(%rsp), %rcx
	movq	%rax, (%rcx,%r15,8)
	movq	32(%rsp), %rax
	movq	$0, (%rax,%r15,8)
	leaq	1(%r15), %rax
	movq	%rax, 56(%rsp)
	call	poisson_next
	comisd	.LC82(%rip), %xmm0
	jnb	.L3617
	cvttsd2siq	%xmm0, %rax
.L3618:
	cmpq	$-1, %r15
	je	.L3819
	movq	8(%rsp), %r10
	movq	56(%rsp), %r15
	movq	%rax, 8(%rsp)
	movq	40(%rsp), %rax
	movq	%rax, 80(%rsp)
.L3614:
	cmpq	344(%rbp), %r10
	jnb	.L3819
	cmpq	%r12, %r10
	movq	%r12, %rdx
	movq	24(%rsp), %rdi
	movq	%r14, %rsi
	cmovnb	%r10, %rdx
	movq	%r10, 40(%rsp)
	call	ref_request
	movq	40(%rsp), %r10
	movq	64(%rsp), %rdi
	movq	%rax, %r12
	movq	(%rsp), %rax
	movq	%r12, %rdx
	movq	%r10, %rsi
	leaq	(%rax,%rbx), %r14
	subq	%r10, %rdx
	movq	(%r14), %rcx
	movq	%rcx, 56(%rsp)
	call	trace_add
	testl	%eax, %eax
	jne	.L3723
	movq	32(%rsp), %rax
	addq	%rax, %rbx
	cmpq	$0, 304(%rbp)
	movq	(%rbx), %rcx
	je	.L3620
	movl	336(%rbp), %r8d
	addq	$1, %rcx
	movq	328(%rbp), %rsi
	movq	%rcx, (%rbx)
	testl	%r8d, %r8d
	jne	.L3840
.L3621:
	movq	16(%rsp), %rax
	addq	%r12, %rsi
	movq	%rsi, (%rax)
.L3626:
	movq	312(%rsp), %r14
	cmpq	$8388607, %r14
	jbe	.L3627
.L3819:
	movq	1360(%rsp), %rdi
	movq	%rbp, %r11
	movq	(%rsp), %rbp
	movq	%r11, (%rsp)
	call	free@PLT
	movq	%r13, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	264(%rsp), %rsi
	movq	(%rsp), %r11
	cmpq	$8388607, %rsi
	ja	.L3841
	movq	312(%rsp), %rax
	movq	248(%rsp), %rcx
	cmpq	%rax, %rsi
	movq	%rax, %rdi
	movq	%rcx, 16(%rsp)
	cmovbe	%rsi, %rdi
	testq	%rdi, %rdi
	je	.L3842
	movq	240(%rsp), %r9
	movq	288(%rsp), %r8
	xorl	%edx, %edx
	xorl	%r12d, %r12d
	movq	296(%rsp), %r10
	movq	256(%rsp), %rbx
	movq	304(%rsp), %rbp
	movq	16(%rsp), %r13
	jmp	.L3636
	.p2align 4,,10
	.p2align 3
.L3635:
	addq	$1, %rdx
	addq	%rcx, %r12
	cmpq	%rdi, %rdx
	je	.L3843
.L3636:
	movq	(%r8,%rdx,8), %r14
	movl	$1, %ecx
	cmpq	%r14, (%r9,%rdx,8)
	jne	.L3635
	movq	(%r10,%rdx,8), %r14
	cmpq	%r14, 0(%r13,%rdx,8)
	jne	.L3635
	movq	0(%rbp,%rdx,8), %rcx
	cmpq	%rcx, (%rbx,%rdx,8)
	setne	%cl
	movzbl	%cl, %ecx
	jmp	.L3635
	.p2align 4,,10
	.p2align 3
.L3620:
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
	jbe	.L3802
	movl	336(%rbp), %edi
	movq	328(%rbp), %rsi
	movq	40(%rsp), %rcx
	testl	%edi, %edi
	jne	.L3844
.L3625:
	movq	16(%rsp), %rax
	addq	%r12, %rsi
	addq	$1, %rcx
	movq	%rcx, (%rbx)
	movq	%rsi, (%rax)
	jmp	.L3626
	.p2align 4,,10
	.p2align 3
.L3802:
	subq	$1, %r15
	movq	16(%rsp), %rcx
	movq	0(%r13,%r15,8), %rax
	movq	%rax, (%rcx)
	movq	(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	movq	%rax, (%r14)
	movq	32(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	movq	%rax, (%rbx)
	jmp	.L3626
	.p2align 4,,10
	.p2align 3
.L3617:
	subsd	.LC82(%rip), %xmm0
	movabsq	$-9223372036854775808, %rcx
	cvttsd2siq	%xmm0, %rax
	xorq	%rcx, %rax
	jmp	.L3618
	.p2align 4,,10
	.p2align 3
.L3840:
	movq	96(%rbp), %rdi
	movq	56(%rsp), %rdx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3621
	.p2align 4,,10
	.p2align 3
.L3839:
	movq	88(%rsp), %rax
	movq	%r13, %rdi
	leaq	(%rax,%rax), %rcx
	salq	$4, %rax
	movq	%rax, %rsi
	movq	%rcx, 40(%rsp)
	movq	%rax, 16(%rsp)
	call	realloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L3723
	movq	16(%rsp), %rsi
	movq	(%rsp), %rdi
	call	realloc@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	je	.L3721
	movq	16(%rsp), %rsi
	movq	32(%rsp), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L3722
	movq	40(%rsp), %rcx
	movq	%r13, (%rsp)
	movq	%rbx, %r13
	movq	%rax, 32(%rsp)
	movq	%rcx, 88(%rsp)
	jmp	.L3616
.L3837:
	cmpq	$-1, 8(%rsp)
	jne	.L3612
	jmp	.L3819
.L3844:
	movq	56(%rsp), %rdx
	movq	%r10, %rdi
	call	think_of.part.0.isra.0
	movq	40(%rsp), %rcx
	movq	%rax, %rsi
	jmp	.L3625
.L3559:
	movsd	312(%r11), %xmm0
	leaq	336(%rsp), %rdi
	movq	%r11, (%rsp)
	movabsq	$6000293695718379091, %rax
	movq	$0x000000000, 344(%rsp)
	xorq	96(%r11), %rax
	movq	%rax, 352(%rsp)
	movsd	%xmm0, 336(%rsp)
	call	poisson_next
	movsd	.LC82(%rip), %xmm1
	movq	(%rsp), %r11
	comisd	%xmm1, %xmm0
	jnb	.L3564
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L3565:
	leaq	208(%rsp), %rax
	xorl	%r12d, %r12d
	movq	%r11, (%rsp)
	subq	$32, %rsp
	.cfi_def_cfa_offset 2320
	movq	%r12, 440(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, %rdi
	movq	%r12, 448(%rsp)
	movq	%rax, 104(%rsp)
	movdqa	432(%rsp), %xmm4
	movq	%r13, 16(%rsp)
	movups	%xmm4, (%rsp)
	call	uheap_push
	movl	%eax, 128(%rsp)
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	movq	(%rsp), %r11
	movq	$1, 32(%rsp)
	jmp	.L3563
.L3832:
	movq	16(%rsp), %rdx
	movq	%r13, %rcx
	movq	%r9, %rdi
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3595
.L3564:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L3565
.L3843:
	movq	%r12, 56(%rsp)
.L3634:
	testq	%rsi, %rsi
	je	.L3637
	movq	256(%rsp), %rcx
	leaq	0(,%rsi,8), %r8
	xorl	%r10d, %r10d
	leaq	(%r8,%rcx), %rdi
	.p2align 4,,10
	.p2align 3
.L3638:
	movq	(%rcx), %rbx
	leaq	1(%rbx), %rdx
	cmpq	%rdx, %r10
	cmovb	%rdx, %r10
	addq	$8, %rcx
	cmpq	%rdi, %rcx
	jne	.L3638
	testq	%rax, %rax
	je	.L3639
.L3703:
	movq	304(%rsp), %rdi
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L3640:
	movq	(%rdi,%rcx,8), %rbx
	leaq	1(%rbx), %rdx
	cmpq	%rdx, %r12
	cmovb	%rdx, %r12
	addq	$1, %rcx
	cmpq	%rax, %rcx
	jb	.L3640
	leaq	400(%rsp), %rbx
	xorl	%eax, %eax
	movl	$32, %ecx
	movq	%rbx, %rdi
	rep stosq
	movq	24(%rsp), %rdi
	movl	$32, %ecx
	rep stosq
	testq	%rsi, %rsi
	je	.L3641
	leaq	0(,%rsi,8), %r8
.L3708:
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
	jmp	.L3644
	.p2align 4,,10
	.p2align 3
.L3846:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3643:
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
	je	.L3845
.L3644:
	xorl	%ecx, %ecx
	movq	%r14, %rdi
	movq	%r15, %rsi
	movq	%rbp, %rdx
	movsd	%xmm5, (%rsp)
	call	__udivti3@PLT
	movq	(%rbx), %rdx
	movsd	(%rsp), %xmm5
	testq	%rdx, %rdx
	jns	.L3846
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3643
.L3845:
	pxor	%xmm0, %xmm0
	movq	8(%rsp), %r10
	movq	32(%rsp), %r11
	movq	%rbp, %rsi
	cvtsi2sdq	%rbp, %xmm0
	movq	40(%rsp), %rbx
	divsd	%xmm0, %xmm5
.L3646:
	movsd	.LC28(%rip), %xmm4
	movsd	.LC29(%rip), %xmm3
	xorl	%eax, %eax
	pxor	%xmm1, %xmm1
	movq	24(%rsp), %rcx
	jmp	.L3650
	.p2align 4,,10
	.p2align 3
.L3848:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L3649:
	movsd	(%rbx,%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm5, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm4, %xmm0
	mulsd	%xmm3, %xmm0
.L3647:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	$256, %rax
	je	.L3847
.L3650:
	movq	(%rcx,%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L3647
	jns	.L3848
	movq	%rdx, %rdi
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rdi
	orq	%rdx, %rdi
	cvtsi2sdq	%rdi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3649
.L3847:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm5
	ja	.L3849
	pxor	%xmm0, %xmm0
.L3651:
	movq	304(%r11), %rcx
	movq	328(%r11), %rdi
	testq	%rcx, %rcx
	je	.L3731
	cmpl	$1, 8(%r11)
	je	.L3850
.L3731:
	movq	$0x000000000, 32(%rsp)
	movq	$0x000000000, 40(%rsp)
	movq	$0x000000000, 8(%rsp)
	movq	$0x000000000, (%rsp)
.L3653:
	movq	16(%rsp), %rax
	movsd	.LC82(%rip), %xmm0
	testq	%r10, %r10
	movq	%rsi, 344(%rsp)
	movq	%rax, 336(%rsp)
	movq	48(%rsp), %rax
	movq	%rax, 352(%rsp)
	movl	$1, %eax
	cmovne	%r10, %rax
	comisd	%xmm0, %xmm5
	movq	%rax, 360(%rsp)
	jnb	.L3661
	cvttsd2siq	%xmm5, %rax
.L3662:
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
	jne	.L3664
	movq	24(%rsp), %rdx
	movq	16(%rsp), %rdi
	movq	%r13, %rsi
	call	score_reference
	movq	16(%rsp), %r11
	movq	80(%rsp), %r10
	testl	%eax, %eax
	movsd	88(%rsp), %xmm5
	movl	%eax, %ebp
	jne	.L3664
	movq	312(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%r11, 16(%rsp)
	leaq	128(%rsp), %rbp
	leaq	.LC516(%rip), %r14
	movq	%r10, 80(%rsp)
	leaq	.LC515(%rip), %rcx
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
	leaq	.LC517(%rip), %rcx
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
	leaq	.LC518(%rip), %rsi
	call	check_summary
	movq	104(%rsp), %rsi
	leaq	.LC519(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rdi
	call	print_server
	movq	16(%rsp), %r11
	movq	80(%rsp), %r10
	movsd	88(%rsp), %xmm5
	cmpq	$0, 304(%r11)
	jne	.L3851
	movsd	.LC1(%rip), %xmm2
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
	leaq	.LC10(%rip), %rsi
	movsd	24(%rsp), %xmm2
	movq	%rax, %rdx
	leaq	.LC508(%rip), %rax
	leaq	.LC521(%rip), %rdi
	cmpl	$0, 336(%r11)
	movsd	312(%r11), %xmm0
	movsd	320(%r11), %xmm1
	cmovne	%rax, %rsi
	movl	$3, %eax
	call	printf@PLT
	movsd	80(%rsp), %xmm5
	movq	56(%rsp), %r10
	movq	16(%rsp), %r11
.L3668:
	movq	344(%r11), %rsi
	movq	%r13, %rdi
	movq	%r10, 56(%rsp)
	movq	%r11, 24(%rsp)
	movsd	%xmm5, 88(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC522(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC523(%rip), %rdi
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
	leaq	.LC524(%rip), %rsi
	movq	%rax, %rdx
	movq	%rax, 80(%rsp)
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movl	1280(%rsp), %eax
	movq	1208(%rsp), %r15
	movq	424(%rsp), %r12
	movq	584(%rsp), %rbp
	testl	%eax, %eax
	movq	24(%rsp), %r11
	movq	56(%rsp), %r10
	movl	%eax, 16(%rsp)
	movsd	88(%rsp), %xmm5
	jne	.L3852
	movq	328(%r11), %rsi
	leaq	176(%rsp), %r8
	movq	%r10, 104(%rsp)
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
	leaq	.LC526(%rip), %rdi
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
	leaq	.LC527(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	88(%rsp), %r11
	movq	104(%rsp), %r10
	movsd	112(%rsp), %xmm5
.L3702:
	leaq	.LC529(%rip), %rdi
	movq	%r11, 88(%rsp)
	movq	%r10, 24(%rsp)
	movsd	%xmm5, 56(%rsp)
	call	puts@PLT
	movq	24(%rsp), %r10
	movsd	56(%rsp), %xmm5
	movq	264(%rsp), %rsi
	movq	88(%rsp), %r11
	testq	%rsi, %rsi
	je	.L3671
	js	.L3672
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L3673:
	movq	344(%r11), %rax
	testq	%rax, %rax
	js	.L3674
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3675:
	movq	304(%r11), %rax
	divsd	%xmm1, %xmm0
	testq	%rax, %rax
	je	.L3734
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L3806
	testq	%rax, %rax
	js	.L3679
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3680:
	movq	328(%r11), %rax
	divsd	%xmm0, %xmm1
	testq	%rax, %rax
	js	.L3681
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3682:
	subsd	%xmm2, %xmm1
	movq	%xmm1, %r15
.L3677:
	pxor	%xmm1, %xmm1
	xorl	%r13d, %r13d
	comisd	%xmm1, %xmm5
	jbe	.L3676
	movq	%r15, %xmm1
	subsd	%xmm5, %xmm1
	mulsd	.LC72(%rip), %xmm1
	divsd	%xmm5, %xmm1
	movq	%xmm1, %r13
.L3676:
	leaq	.LC530(%rip), %rdi
	mulsd	.LC31(%rip), %xmm0
	movl	$2, %eax
	movq	%r11, 112(%rsp)
	movapd	%xmm5, %xmm1
	movq	%r10, 104(%rsp)
	divsd	.LC66(%rip), %xmm1
	movsd	%xmm5, 88(%rsp)
	movsd	%xmm1, 24(%rsp)
	movsd	%xmm0, 56(%rsp)
	call	printf@PLT
	movq	112(%rsp), %r11
	movsd	88(%rsp), %xmm5
	movq	104(%rsp), %r10
	cmpq	$0, 304(%r11)
	je	.L3684
.L3691:
	movq	%r13, %xmm1
	movl	$2, %eax
	movq	%r11, 112(%rsp)
	leaq	.LC531(%rip), %rdi
	movq	%r10, 88(%rsp)
	movq	%r15, %xmm0
	divsd	.LC66(%rip), %xmm0
	movsd	%xmm5, 104(%rsp)
	call	printf@PLT
	movq	88(%rsp), %r10
	movsd	104(%rsp), %xmm5
	movq	112(%rsp), %r11
.L3685:
	movl	$10, %edi
	movq	%r11, 112(%rsp)
	movq	%r10, 88(%rsp)
	movsd	%xmm5, 104(%rsp)
	call	putchar@PLT
	cmpl	$0, 96(%rsp)
	movq	88(%rsp), %r10
	movsd	104(%rsp), %xmm5
	movq	112(%rsp), %r11
	jne	.L3853
.L3693:
	cmpl	$0, 100(%rsp)
	jne	.L3854
.L3696:
	movl	$10, %edi
	movq	%r11, 104(%rsp)
	movq	%r10, 24(%rsp)
	movsd	%xmm5, 88(%rsp)
	call	putchar@PLT
	movq	%rbx, %rsi
	movq	%r14, %rdi
	call	print_result_set
	movq	80(%rsp), %rsi
	leaq	.LC524(%rip), %rdi
	call	print_result_set
	cmpl	$0, 16(%rsp)
	movq	24(%rsp), %r10
	movsd	88(%rsp), %xmm5
	movq	104(%rsp), %r11
	jne	.L3855
.L3697:
	movq	304(%r11), %rdx
	movq	264(%rsp), %rcx
	leaq	.LC509(%rip), %rsi
	testq	%rdx, %rdx
	jne	.L3698
	movq	%r10, %rdx
	leaq	.LC510(%rip), %rsi
.L3698:
	movsd	56(%rsp), %xmm0
	movapd	%xmm5, %xmm1
	movl	$2, %eax
	leaq	.LC536(%rip), %rdi
	movq	%r11, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	call	printf@PLT
	movq	24(%rsp), %r11
	movsd	16(%rsp), %xmm5
	cmpq	$0, 304(%r11)
	jne	.L3856
.L3699:
	movl	$10, %edi
	movq	%r11, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	call	putchar@PLT
	movq	72(%rsp), %rdi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	fmt_ratio.constprop.0
	leaq	.LC539(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 96(%rsp)
	movsd	16(%rsp), %xmm5
	movq	24(%rsp), %r11
	jne	.L3857
.L3700:
	cmpl	$0, 100(%rsp)
	jne	.L3858
.L3701:
	leaq	.LC541(%rip), %rdi
	call	puts@PLT
	movq	136(%rsp), %rbx
	leaq	.LC454(%rip), %rdi
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
	jmp	.L3558
.L3830:
	movq	stderr(%rip), %rcx
	movl	$118, %edx
	movl	$1, %esi
	leaq	.LC511(%rip), %rdi
	call	fwrite@PLT
.L3631:
	movl	$2, %eax
	jmp	.L3558
.L3664:
	movq	48(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	leaq	.LC514(%rip), %rsi
	movl	%ebp, %edi
	call	cannot
	jmp	.L3558
.L3603:
	movsd	312(%r11), %xmm0
	leaq	400(%rsp), %rdi
	movq	%r11, (%rsp)
	movabsq	$6000293695718379091, %rax
	movq	$0x000000000, 408(%rsp)
	xorq	96(%r11), %rax
	movq	%rax, 416(%rsp)
	movsd	%xmm0, 400(%rsp)
	call	poisson_next
	movsd	.LC82(%rip), %xmm1
	movq	(%rsp), %r11
	comisd	%xmm1, %xmm0
	jnb	.L3607
	cvttsd2siq	%xmm0, %r8
	jmp	.L3606
.L3661:
	movapd	%xmm5, %xmm1
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L3662
.L3723:
	movq	(%rsp), %rbp
	movq	%r13, %rbx
	orl	$-1, %r15d
.L3615:
	movq	1360(%rsp), %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	jmp	.L3597
.L3849:
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
	jmp	.L3651
.L3607:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %r8
	btcq	$63, %r8
	jmp	.L3606
.L3851:
	movq	328(%r11), %rsi
	movq	72(%rsp), %rdi
	movq	%r10, 24(%rsp)
	movsd	%xmm5, 56(%rsp)
	call	fmt_us.constprop.0
	movq	16(%rsp), %r11
	leaq	.LC10(%rip), %rdx
	leaq	.LC520(%rip), %rdi
	movq	%rax, %rcx
	leaq	.LC508(%rip), %rax
	cmpl	$0, 336(%r11)
	movq	304(%r11), %rsi
	cmovne	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %r11
	movq	24(%rsp), %r10
	movsd	56(%rsp), %xmm5
	jmp	.L3668
.L3842:
	xorl	%ecx, %ecx
	movq	%rcx, 56(%rsp)
	jmp	.L3634
.L3719:
	movq	(%rsp), %rbp
	movq	%r13, %rbx
	movl	$-3, %r15d
	jmp	.L3615
.L3850:
	cmpq	$0, 48(%r11)
	jne	.L3731
	testq	%rdi, %rdi
	js	.L3654
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdi, %xmm3
.L3655:
	movq	(%r11), %rax
	testq	%rax, %rax
	js	.L3656
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3657:
	movsd	.LC1(%rip), %xmm6
	movl	$1, %eax
	pxor	%xmm1, %xmm1
	jmp	.L3660
.L3860:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3659:
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
	jb	.L3859
.L3660:
	addsd	%xmm6, %xmm1
	mulsd	%xmm4, %xmm1
	movsd	%xmm1, (%rsp)
	testq	%rax, %rax
	jns	.L3860
	movq	%rax, %rdx
	movq	%rax, %r8
	pxor	%xmm1, %xmm1
	shrq	%rdx
	andl	$1, %r8d
	orq	%r8, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3659
.L3859:
	movapd	%xmm5, %xmm1
	movl	$1, 96(%rsp)
	subsd	%xmm7, %xmm1
	mulsd	.LC72(%rip), %xmm1
	mulsd	.LC88(%rip), %xmm0
	divsd	%xmm7, %xmm1
	movsd	%xmm0, 32(%rsp)
	movsd	%xmm1, 40(%rsp)
	jmp	.L3653
.L3656:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3657
.L3654:
	movq	%rdi, %rax
	movq	%rdi, %rdx
	pxor	%xmm3, %xmm3
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L3655
.L3841:
	movq	stderr(%rip), %rcx
	movl	$108, %edx
	movl	$1, %esi
	leaq	.LC513(%rip), %rdi
	call	fwrite@PLT
	movq	48(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	jmp	.L3631
.L3671:
	pxor	%xmm0, %xmm0
	cmpq	$0, 304(%r11)
	movq	%xmm0, %r15
	movq	%xmm0, %r13
	je	.L3676
	jmp	.L3677
.L3637:
	xorl	%r10d, %r10d
	testq	%rax, %rax
	jne	.L3703
	leaq	400(%rsp), %rbx
	movq	%rsi, %rax
	movl	$32, %ecx
	xorl	%r12d, %r12d
	movq	%rbx, %rdi
	rep stosq
	movq	24(%rsp), %rdi
	movl	$32, %ecx
	rep stosq
.L3641:
	pxor	%xmm5, %xmm5
	jmp	.L3646
.L3639:
	leaq	400(%rsp), %rbx
	movl	$32, %ecx
	xorl	%r12d, %r12d
	movq	%rbx, %rdi
	rep stosq
	movq	24(%rsp), %rdi
	movl	$32, %ecx
	rep stosq
	jmp	.L3708
.L3825:
	movq	%r15, %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movl	96(%rsp), %r15d
	movq	%rax, 64(%rsp)
	jmp	.L3597
.L3684:
	pxor	%xmm0, %xmm0
	testq	%r10, %r10
	je	.L3686
	movq	264(%rsp), %rax
	testq	%rax, %rax
	js	.L3687
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3688:
	testq	%r10, %r10
	js	.L3689
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r10, %xmm1
.L3690:
	divsd	%xmm1, %xmm0
.L3686:
	movq	%r10, %rsi
	movl	$1, %eax
	movq	%r11, 112(%rsp)
	leaq	.LC532(%rip), %rdi
	movq	%r10, 88(%rsp)
	movsd	%xmm5, 104(%rsp)
	call	printf@PLT
	movq	112(%rsp), %r11
	movq	88(%rsp), %r10
	movsd	104(%rsp), %xmm5
	cmpq	$0, 304(%r11)
	je	.L3685
	jmp	.L3691
.L3722:
	movq	%r13, %rbp
	orl	$-1, %r15d
	jmp	.L3615
.L3853:
	movsd	32(%rsp), %xmm4
	movl	$32, %esi
	movl	$5, %eax
	movsd	.LC31(%rip), %xmm1
	mulsd	8(%rsp), %xmm1
	movsd	40(%rsp), %xmm3
	leaq	.LC533(%rip), %rdi
	movsd	24(%rsp), %xmm2
	movsd	(%rsp), %xmm0
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	movsd	40(%rsp), %xmm0
	movq	88(%rsp), %r10
	andpd	.LC60(%rip), %xmm0
	comisd	32(%rsp), %xmm0
	movsd	104(%rsp), %xmm5
	movq	112(%rsp), %r11
	jbe	.L3693
	leaq	.LC534(%rip), %rdi
	movq	%r11, 104(%rsp)
	movq	%r10, 24(%rsp)
	movsd	%xmm5, 88(%rsp)
	call	puts@PLT
	movq	104(%rsp), %r11
	movsd	88(%rsp), %xmm5
	movq	24(%rsp), %r10
	jmp	.L3693
.L3855:
	leaq	640(%rsp), %rsi
	leaq	.LC525(%rip), %rdi
	movq	%r11, 80(%rsp)
	movq	%r10, 16(%rsp)
	movsd	%xmm5, 24(%rsp)
	call	print_result_set
	movq	80(%rsp), %r11
	movsd	24(%rsp), %xmm5
	movq	16(%rsp), %r10
	jmp	.L3697
.L3854:
	xorl	%edx, %edx
	leaq	.LC535(%rip), %rsi
	movq	%rbx, %rdi
	movq	%r11, 104(%rsp)
	movq	%r10, 24(%rsp)
	movsd	%xmm5, 88(%rsp)
	call	print_score
	movq	104(%rsp), %r11
	movsd	88(%rsp), %xmm5
	movq	24(%rsp), %r10
	jmp	.L3696
.L3857:
	movsd	40(%rsp), %xmm3
	movsd	32(%rsp), %xmm4
	xorl	%ecx, %ecx
	movapd	%xmm5, %xmm2
	movsd	.LC31(%rip), %xmm1
	mulsd	8(%rsp), %xmm1
	leaq	.LC540(%rip), %rdi
	movl	$5, %eax
	movapd	%xmm3, %xmm0
	andpd	.LC60(%rip), %xmm0
	movq	328(%r11), %rdx
	movq	304(%r11), %rsi
	comisd	%xmm0, %xmm4
	movsd	(%rsp), %xmm0
	setnb	%cl
	call	printf@PLT
	jmp	.L3700
.L3856:
	movsd	.LC537(%rip), %xmm1
	movq	%r13, %xmm0
	xorl	%esi, %esi
	andpd	.LC60(%rip), %xmm0
	leaq	.LC538(%rip), %rdi
	movl	$2, %eax
	comisd	%xmm0, %xmm1
	movq	%r13, %xmm1
	movq	%r15, %xmm0
	setnb	%sil
	call	printf@PLT
	movq	24(%rsp), %r11
	movsd	16(%rsp), %xmm5
	jmp	.L3699
.L3852:
	leaq	640(%rsp), %rdx
	movl	$16, %edi
	movq	%r10, 112(%rsp)
	leaq	.LC525(%rip), %rsi
	movsd	%xmm5, 120(%rsp)
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movq	24(%rsp), %r11
	leaq	176(%rsp), %r8
	movq	%r8, %rdi
	movq	%r8, 88(%rsp)
	movq	328(%r11), %rsi
	movq	%r11, 104(%rsp)
	call	fmt_us.constprop.0
	leaq	144(%rsp), %rcx
	movq	%r15, %rsi
	movq	%rcx, %rdi
	movq	%rcx, 56(%rsp)
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	movq	24(%rsp), %rdx
	leaq	.LC526(%rip), %rdi
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
	leaq	.LC527(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	664(%rsp), %rsi
	movq	%r13, %rdi
	call	fmt_read.constprop.0
	leaq	.LC528(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movsd	120(%rsp), %xmm5
	movq	112(%rsp), %r10
	movq	104(%rsp), %r11
	jmp	.L3702
.L3858:
	movl	$1, %edx
	leaq	.LC10(%rip), %rsi
	movq	%rbx, %rdi
	call	print_score
	jmp	.L3701
.L3681:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3682
.L3679:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3680
.L3734:
	xorl	%r15d, %r15d
	movq	%r15, %r13
	jmp	.L3676
.L3689:
	movq	%r10, %rax
	movq	%r10, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3690
.L3687:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3688
.L3674:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3675
.L3672:
	movq	%rsi, %rax
	movq	%rsi, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3673
.L3806:
	xorl	%r15d, %r15d
	jmp	.L3677
.L3721:
	movq	(%rsp), %rbp
	orl	$-1, %r15d
	jmp	.L3615
.L3600:
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
	jmp	.L3630
	.cfi_endproc
.LFE389:
	.size	run_users, .-run_users
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB107:
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
	je	.L3862
	movq	24(%rsp), %rcx
	movq	%r12, %r9
	subq	%rcx, %r9
	cmpq	%r9, 40(%rsp)
	jnb	.L3914
.L3862:
	movq	8(%rsp), %rax
	imulq	%r12, %rax
	addq	%r14, %rax
.L3863:
	movq	%rax, 264(%r10)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L3915
	cmpl	$1, %eax
	jne	.L3872
	movq	32(%rsp), %rbp
	subq	%r13, %r8
	addq	%r14, %rbp
	testq	%r13, %r13
	je	.L3873
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
	jb	.L3874
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %rbp
	jmp	.L3871
	.p2align 4,,10
	.p2align 3
.L3872:
	movq	48(%rbx), %r13
	movq	(%rbx), %r14
	movq	144(%rbx), %rsi
	testq	%r13, %r13
	je	.L3876
	movq	56(%rbx), %rdi
	movq	64(%rbx), %r8
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L3877:
	movq	%r12, %rdx
	xorl	%eax, %eax
	imulq	%rdi, %rdx
	addq	%r8, %rdx
	cmpq	%rbp, %rdx
	jb	.L3880
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbp, %rax
	divq	%r14
.L3880:
	testq	%rsi, %rsi
	je	.L3881
	movq	%r14, %rdx
	imulq	%rax, %rdx
	addq	%rbp, %rdx
	cmpq	%rsi, %rdx
	setnb	%dl
.L3882:
	testb	%dl, %dl
	jne	.L3883
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%r14, %rax
	addq	%r13, %rax
	addq	%rax, %rbp
	addq	$1, %r12
	je	.L3877
	testq	%rdi, %rdi
	jne	.L3877
.L3883:
	testq	%rsi, %rsi
	jne	.L3916
.L3879:
	movq	136(%rbx), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L3886:
	testq	%rax, %rax
	je	.L3885
	imulq	%r14, %rax
	addq	%rax, %rbp
.L3885:
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
	jmp	.L3871
	.p2align 4,,10
	.p2align 3
.L3914:
	movq	8(%rsp), %rdx
	movq	%r8, %rsi
	movq	32(%rsp), %rdi
	subq	%rcx, %rsi
	imulq	%rcx, %rdx
	movq	%rsi, %rax
	imulq	%r14, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L3863
	.p2align 4,,10
	.p2align 3
.L3881:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L3882
	.p2align 4,,10
	.p2align 3
.L3915:
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
.L3870:
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
	jb	.L3865
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3867
	movq	24(%rsp), %r11
	movq	%r15, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r14
	leaq	-1(%r13), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L3917
.L3868:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r13, %r12
	jb	.L3891
.L3867:
	movq	16(%rsp), %rax
	addq	$8, %rbp
	cmpq	%rax, %rbp
	jne	.L3870
	movq	32(%rsp), %r10
	movq	248(%r10), %rax
	movq	264(%r10), %rbp
	movq	%rax, 240(%r10)
.L3871:
	movl	88(%rsp), %eax
	orl	120(%rsp), %eax
	movq	%rbp, 256(%r10)
	jne	.L3895
	movl	200(%rbx), %edx
	movq	(%rsp), %rdi
	movq	%r10, %rcx
	xorl	%ebp, %ebp
	movq	192(%rbx), %rsi
	movq	%r10, 8(%rsp)
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3887
	movq	8(%rsp), %r10
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	48(%rsp), %rdi
	leaq	80(%r10), %rcx
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3887
	movq	168(%rbx), %rsi
	movq	8(%rsp), %r10
	movl	176(%rbx), %edx
	movq	%rsi, 272(%r10)
	testl	%edx, %edx
	je	.L3888
	movq	(%r10), %rcx
	movq	56(%rsp), %rdi
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rdi
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L3889
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
.L3889:
	movq	%rsi, 272(%r10)
.L3888:
	movq	(%rsp), %rdi
	leaq	128(%rsp), %rbp
	movq	%r10, 8(%rsp)
	movq	%rbp, %rdx
	call	dist_correct
	movl	152(%rsp), %eax
	movq	8(%rsp), %r10
	testl	%eax, %eax
	jne	.L3918
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%rbp, %rdi
	leaq	160(%r10), %rcx
	call	dist_summarise
	movq	128(%rsp), %rbp
	movl	%eax, %r12d
.L3887:
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
.L3865:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3867
.L3891:
	movq	%r13, %rcx
	movq	%r15, %rsi
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	subq	%r12, %rcx
	imulq	%r14, %r12
	movq	%r14, %rdx
	subq	%r12, %rsi
	call	dist_add
	jmp	.L3867
	.p2align 4,,10
	.p2align 3
.L3873:
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
.L3874:
	movq	8(%rsp), %rbp
	imulq	%r12, %rbp
	addq	%r14, %rbp
	jmp	.L3871
	.p2align 4,,10
	.p2align 3
.L3916:
	movq	%rcx, %r8
	cmpq	%rsi, %rbp
	jnb	.L3885
	subq	%rbp, %rsi
.L3878:
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r14
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rcx,%rax), %r8
	jmp	.L3886
	.p2align 4,,10
	.p2align 3
.L3917:
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
	jmp	.L3868
.L3895:
	xorl	%ebp, %ebp
	movl	$-1, %r12d
	jmp	.L3887
.L3918:
	movq	128(%rsp), %rbp
	movl	$-1, %r12d
	jmp	.L3887
.L3876:
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rsi, %rsi
	jne	.L3878
	jmp	.L3879
	.cfi_endproc
.LFE107:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC542:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB430:
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
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	leaq	96(%rsp), %rbp
	.p2align 4,,10
	.p2align 3
.L3921:
	movl	192(%rbx,%rax), %esi
	xorl	%edx, %edx
	testl	%esi, %esi
	jne	.L3920
	movl	216(%rbx,%rax), %edi
	negl	%edi
	sbbl	%edx, %edx
	addl	$2, %edx
.L3920:
	movl	%edx, 0(%rbp,%rax)
	addq	$4, %rax
	cmpq	$24, %rax
	jne	.L3921
	movq	504(%rbx), %rax
	movq	%rbx, 56(%rsp)
	leaq	96(%rbx), %r10
	xorl	%edx, %edx
	movq	%rbp, 88(%rsp)
	leaq	192(%rbx), %r11
	movq	%rax, (%rsp)
	movq	512(%rbx), %rax
	movq	%rax, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L3933:
	movl	(%r11), %ecx
	movq	312(%r10), %r12
	testl	%ecx, %ecx
	jne	.L3922
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L3923
	movq	192(%r10), %rcx
	movq	(%rsp), %rdi
	xorl	%eax, %eax
	jmp	.L3924
	.p2align 4,,10
	.p2align 3
.L3928:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L3960
.L3924:
	movq	%r12, %rsi
	addq	(%rdi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L3928
	movl	192(%r11), %ecx
	movq	%rsi, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L3962
	movq	56(%rsp), %rdi
	movq	144(%r10), %rcx
	imulq	(%rdi), %rcx
	addq	%rcx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L3922:
	addq	$1, %rdx
	addq	$524288, (%rsp)
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	cmpq	$6, %rdx
	jne	.L3933
	movq	56(%rsp), %rbx
	movq	88(%rsp), %rbp
	xorl	%r12d, %r12d
	jmp	.L3937
	.p2align 4,,10
	.p2align 3
.L3935:
	addq	$1, %r12
	cmpq	$6, %r12
	je	.L3963
.L3937:
	movl	0(%rbp,%r12,4), %r13d
	testl	%r13d, %r13d
	je	.L3935
	movq	504(%rbx), %rdi
	movq	%r12, %r14
	xorl	%esi, %esi
	movl	$524288, %edx
	salq	$19, %r14
	addq	%r14, %rdi
	call	memset@PLT
	cmpl	$2, %r13d
	jne	.L3935
	movq	512(%rbx), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %r12
	addq	%r14, %rdi
	call	memset@PLT
	cmpq	$6, %r12
	jne	.L3937
.L3963:
	xorl	%eax, %eax
.L3919:
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
	.p2align 4,,10
	.p2align 3
.L3923:
	.cfi_restore_state
	movl	192(%r11), %eax
	movq	240(%r10), %rbx
	movl	$1, %edi
	movq	%r11, 72(%rsp)
	movq	%rdx, 48(%rsp)
	xorl	%esi, %esi
	movl	%eax, %ecx
	movl	%eax, 16(%rsp)
	salq	%cl, %rdi
	movq	%r10, 64(%rsp)
	leaq	-1(%rdi,%rbx), %rax
	xorl	%edi, %edi
	movq	%rbx, 80(%rsp)
	movq	%rax, 32(%rsp)
	movq	360(%r10), %rax
	movq	%rdi, %r11
	movq	%rax, 40(%rsp)
	movq	(%r10), %rax
	movq	%rax, 24(%rsp)
	jmp	.L3926
	.p2align 4,,10
	.p2align 3
.L3965:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L3964
.L3926:
	movq	8(%rsp), %rax
	movq	40(%rsp), %r13
	movq	%rsi, %rbp
	xorl	%r9d, %r9d
	movzbl	16(%rsp), %ecx
	xorl	%r15d, %r15d
	movq	%r9, %rbx
	movq	(%rax,%rsi,8), %r10
	movq	(%rsp), %rax
	subq	%r11, %r13
	salq	%cl, %rbp
	movq	%r13, %rdx
	movq	%r12, %rcx
	movq	(%rax,%rsi,8), %rdi
	movq	32(%rsp), %rax
	subq	%rdi, %rdx
	addq	%rbp, %rax
	mulq	%rdx
	addq	%r10, %rcx
	adcq	%r15, %rbx
	addq	%rcx, %rax
	adcq	%rbx, %rdx
	movq	24(%rsp), %rbx
	cmpq	%rbx, %rax
	movq	%rdx, %rax
	movl	$0, %ebx
	sbbq	%rbx, %rax
	jc	.L3965
	movq	80(%rsp), %rbx
	movq	64(%rsp), %r10
	movl	16(%rsp), %eax
	movq	48(%rsp), %rdx
	addq	%rbx, %rbp
	movq	%r12, 312(%r10)
	movq	72(%rsp), %r11
	movq	%rbp, 240(%r10)
	movl	%eax, %ecx
	movq	%r13, 360(%r10)
	testl	%eax, %eax
	je	.L3966
	movl	16(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L3922
	.p2align 4,,10
	.p2align 3
.L3962:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L3922
	.p2align 4,,10
	.p2align 3
.L3966:
	leaq	-1(%rbp), %rax
	movq	24(%rsp), %rdi
	imulq	%r13, %rax
	subq	%r12, %rdi
	subq	%rax, %rdi
	movq	56(%rsp), %rax
	movq	(%rax), %rax
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	subq	$1, %rsi
	je	.L3931
	.p2align 4,,10
	.p2align 3
.L3932:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L3945
	movq	%rsi, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L3932
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L3931:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rdi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L3922
.L3964:
	movq	48(%rsp), %r15
	movq	56(%rsp), %rbx
.L3927:
	leaq	run_fault_lock(%rip), %rbp
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %r12d
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	testl	%r12d, %r12d
	jne	.L3944
	movslq	%r15d, %rax
	movq	stderr(%rip), %rdi
	leaq	.LC542(%rip), %rsi
	movq	96(%rbx,%rax,8), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L3960:
	movq	56(%rsp), %rbx
	movq	%rdx, %r15
	jmp	.L3927
.L3945:
	movl	$48, %ecx
	jmp	.L3931
.L3944:
	movl	$-4, %eax
	jmp	.L3919
	.cfi_endproc
.LFE430:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.section	.rodata.str1.8
	.align 8
.LC543:
	.ascii	"#[bench --export: the closed, open and corrected recordings "
	.ascii	"of a simulated run]\n#[Values in nanoseconds, 3 significant "
	.ascii	"digits; Interval_Max in milliseconds]\n#[Simulated clock: St"
	.ascii	"artTime 0 is the run"
	.string	"'s simulated zero, not a wall-clock instant; intervals of %lu ms]\n#[Histogram log format version 1.3]\n#[StartTime: 0.000 (seconds since epoch), Thu Jan 01 00:00:00 UTC 1970]\n\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"\n"
	.align 8
.LC544:
	.string	"bench: out of memory for the .hlog\n"
	.align 8
.LC545:
	.string	"a value above the highest trackable"
	.align 8
.LC546:
	.string	"bench: the .hlog failed its check: %s\n"
	.align 8
.LC547:
	.string	"its %s lines hold %lu values from %lu to %lu ns, the run's table %lu"
	.align 8
.LC548:
	.string	"the run's %s table holds %lu ns, above the log's range"
	.align 8
.LC549:
	.string	"bench: the .hlog's intervals summed differ from the run: %s\n"
	.align 8
.LC550:
	.string	"RESULT hlog-file intervals=%lu interval_ms=%lu tags=closed,open,corrected n=%lu,%lu,%lu sums=equal\n"
	.text
	.p2align 4
	.type	hlog_writer, @function
hlog_writer:
.LFB320:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movq	%rdi, %r10
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
	subq	$600, %rsp
	.cfi_def_cfa_offset 656
	movq	(%rsi), %r14
	movq	8(%rsi), %rdx
	leaq	128(%rsp), %rbx
	movq	%rsi, 40(%rsp)
	movq	352(%r14), %r12
	movq	%rbx, %rdi
	movq	272(%rdx), %rbp
	rep stosq
	movl	$1000000000, %eax
	movq	128(%rdx), %rcx
	movq	%r14, 136(%rsp)
	testq	%r12, %r12
	movq	%rbp, %xmm1
	cmove	%rax, %r12
	movq	48(%rdx), %rax
	cmpq	%rax, %rcx
	movq	%r12, %xmm0
	cmovb	%rax, %rcx
	movl	$2, %eax
	punpcklqdq	%xmm1, %xmm0
	movaps	%xmm0, 144(%rsp)
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
	movq	208(%rdx), %rax
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
	movq	%rcx, 160(%rsp)
	cmpq	$2047, %rcx
	jbe	.L4014
	movl	$2048, %edx
	movl	$1, %eax
	.p2align 4,,10
	.p2align 3
.L3970:
	addq	%rdx, %rdx
	movq	%rax, %rsi
	addq	$1, %rax
	cmpq	%rdx, %rcx
	jb	.L4020
	cmpq	$59, %rax
	jbe	.L3970
.L4020:
	movabsq	$-9223231297218904063, %rax
	addq	$2, %rsi
	movq	%rsi, %rcx
	movq	%rsi, %rdi
	salq	$11, %rsi
	salq	$10, %rcx
	salq	$13, %rdi
	addq	%rcx, %rdi
	leaq	(%rsi,%rcx), %r13
	addq	%rdi, %rdi
	leaq	40(%rdi), %rdx
	mulq	%rdx
	shrq	$15, %rdx
	leaq	5(%rdx,%rdx,4), %rax
	leaq	54(%rdi,%rax), %r15
	leaq	(%r13,%r13), %rdi
	shrq	$6, %r13
	movabsq	$-6148914691236517205, %rax
	mulq	%r15
	shrq	%rdx
	leaq	5(,%rdx,4), %rax
	movq	%rax, 8(%rsp)
.L3969:
	movl	360(%r14), %eax
	movl	$8, %esi
	movq	%r10, 56(%rsp)
	movq	%rcx, 168(%rsp)
	movq	%rcx, 48(%rsp)
	movl	%eax, 312(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%r13, %rdi
	movq	%rax, 176(%rsp)
	movq	%rax, 32(%rsp)
	call	calloc@PLT
	movq	%r15, %rdi
	movq	%rax, %r13
	movq	%rax, 200(%rsp)
	call	malloc@PLT
	movq	%r15, %rdi
	movq	%rax, 280(%rsp)
	movq	%rax, 24(%rsp)
	call	malloc@PLT
	movq	%r15, %rdi
	movq	%rax, 288(%rsp)
	movq	%rax, 16(%rsp)
	call	malloc@PLT
	movq	8(%rsp), %rdi
	movq	%rax, (%rsp)
	movq	%rax, 296(%rsp)
	call	malloc@PLT
	movq	32(%rsp), %r8
	testq	%r13, %r13
	movq	24(%rsp), %r11
	movq	%rax, %r15
	movq	%rax, 304(%rsp)
	sete	%al
	movq	16(%rsp), %r9
	testq	%r8, %r8
	sete	%dl
	orl	%edx, %eax
	testq	%r11, %r11
	sete	%dl
	orl	%edx, %eax
	testq	%r9, %r9
	sete	%dl
	orl	%edx, %eax
	cmpq	$0, (%rsp)
	sete	%dl
	orl	%edx, %eax
	testq	%r15, %r15
	sete	%dl
	orb	%dl, %al
	jne	.L3972
	movq	48(%rsp), %rcx
	movq	56(%rsp), %r10
	xorl	%r15d, %r15d
	leaq	(%rcx,%rcx), %rsi
	movq	%rcx, %rdi
	movq	%r10, 128(%rsp)
	leaq	(%rsi,%rcx), %rdx
	shrq	$3, %rdi
	negq	%rcx
	shrq	$3, %rsi
	salq	$3, %rdx
	salq	$4, %rcx
	addq	%r13, %rdi
	addq	%r13, %rsi
	leaq	(%r8,%rdx), %rax
	movq	%rdi, 208(%rsp)
	movq	%r10, %rdi
	movq	%rax, 248(%rsp)
	addq	%rcx, %rax
	movq	%rax, 184(%rsp)
	addq	%rdx, %rax
	movq	%rax, 256(%rsp)
	addq	%rcx, %rax
	movq	%rax, 192(%rsp)
	addq	%rdx, %rax
	movq	%rax, 264(%rsp)
	movabsq	$4835703278458516699, %rax
	mulq	%r12
	movq	%rsi, 216(%rsp)
	xorl	%eax, %eax
	leaq	.LC543(%rip), %rsi
	shrq	$18, %rdx
	call	fprintf@PLT
	leaq	64(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rdi, 32(%rsp)
	call	server_init
	leaq	336(%rsp), %rax
	movq	%r14, %rsi
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	due_restart
	cmpq	$0, 136(%r14)
	movq	$0, 8(%rsp)
	movq	$0, (%rsp)
	je	.L3974
	movq	%r12, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L3973:
	movq	24(%rsp), %rdi
	call	due_next
	cmpq	%r15, %rax
	movq	%rax, %r13
	cmovnb	%rax, %r15
	movl	8(%r14), %eax
	movq	%r15, %r12
	testl	%eax, %eax
	jne	.L3976
	cmpq	$0, 40(%r14)
	movq	(%r14), %r11
	je	.L4055
.L3978:
	movq	32(%rsp), %rdi
	movq	%r11, %rdx
	movq	%r12, %rsi
	call	serve_random
	movq	%rax, %r15
.L4052:
	movq	%r15, %r11
	subq	%r12, %r11
.L3979:
	movq	%r15, %rax
	xorl	%edx, %edx
	movq	%r11, %r12
	divq	16(%rsp)
	cmpq	%rax, 8(%rsp)
	jnb	.L3987
	.p2align 4,,10
	.p2align 3
.L3984:
	movq	%rbx, %rdi
	call	hlog_flush
	movq	%r15, %rax
	xorl	%edx, %edx
	divq	144(%rsp)
	cmpq	%rax, 272(%rsp)
	jb	.L3984
	movq	%r12, %r11
.L3987:
	movq	%r11, %rax
	movl	$54, %edx
	movl	$53, %ecx
	movq	%r11, %rdi
	orq	$2047, %rax
	bsrq	%rax, %rax
	xorq	$63, %rax
	subl	%eax, %edx
	subl	%eax, %ecx
	movslq	%edx, %rax
	shrq	%cl, %rdi
	salq	$10, %rax
	leaq	-1024(%rdi,%rax), %rax
	movq	168(%rsp), %rdi
	cmpq	%rdi, %rax
	jnb	.L4056
	movq	176(%rsp), %rdx
	movq	200(%rsp), %r8
	movq	%rax, %r9
	movl	%eax, %ecx
	shrq	$6, %r9
	addq	$1, (%rdx,%rax,8)
	movl	$1, %edx
	salq	%cl, %rdx
	orq	%rdx, (%r8,%r9,8)
	cmpq	%r11, 224(%rsp)
	jnb	.L3988
	movq	%r11, 224(%rsp)
.L3988:
	movq	%r15, %r8
	movl	$54, %r9d
	movl	$53, %ecx
	subq	%r13, %r8
	movq	%r8, %rdx
	movq	%r8, %rsi
	orq	$2047, %rdx
	bsrq	%rdx, %rdx
	xorq	$63, %rdx
	subl	%edx, %r9d
	subl	%edx, %ecx
	movslq	%r9d, %rdx
	shrq	%cl, %rsi
	salq	$10, %rdx
	leaq	-1024(%rsi,%rdx), %rcx
	cmpq	%rdi, %rcx
	jnb	.L4057
	movq	184(%rsp), %rdx
	movq	208(%rsp), %r9
	movq	%rcx, %r10
	shrq	$6, %r10
	addq	$1, (%rdx,%rcx,8)
	movl	$1, %edx
	salq	%cl, %rdx
	orq	%rdx, (%r9,%r10,8)
	cmpq	%r8, 232(%rsp)
	jnb	.L3990
	movq	%r8, 232(%rsp)
.L3990:
	cmpq	%rdi, %rax
	jnb	.L4058
	movq	192(%rsp), %rdx
	movq	216(%rsp), %r8
	movq	%rax, %r9
	movl	%eax, %ecx
	shrq	$6, %r9
	addq	$1, (%rdx,%rax,8)
	movl	$1, %edx
	salq	%cl, %rdx
	orq	%rdx, (%r8,%r9,8)
	cmpq	%r11, 240(%rsp)
	jnb	.L3992
	movq	%r11, 240(%rsp)
.L3992:
	cmpq	%rbp, %r11
	jnb	.L4059
.L3994:
	addq	$1, (%rsp)
	movq	(%rsp), %rax
	cmpq	136(%r14), %rax
	jnb	.L3974
	movq	144(%rsp), %rax
	movq	%rax, 16(%rsp)
	movq	272(%rsp), %rax
	movq	%rax, 8(%rsp)
	jmp	.L3973
	.p2align 4,,10
	.p2align 3
.L3976:
	leaq	(%rax,%rax,2), %rax
	leaq	SERVICE_DISTS(%rip), %rdx
	movq	(%rsp), %rsi
	movq	%r14, %rdi
	salq	$5, %rax
	call	*8(%rdx,%rax)
	cmpq	$0, 40(%r14)
	movq	%rax, %r11
	jne	.L3978
.L4055:
	movq	64(%rsp), %rax
	leaq	(%r12,%r11), %r15
	cmpq	%r15, %rax
	jnb	.L3979
	movq	48(%r14), %r8
	cmpq	%rax, %r12
	jnb	.L3980
	addq	%r8, %r15
.L3981:
	movq	56(%r14), %r9
	addq	$1, 72(%rsp)
	testq	%r9, %r9
	jne	.L3982
	movq	$-1, 64(%rsp)
	movq	%r15, %r11
	subq	%r12, %r11
	jmp	.L3979
	.p2align 4,,10
	.p2align 3
.L4058:
	leaq	.LC545(%rip), %rax
	movq	%rax, 320(%rsp)
	cmpq	%rbp, %r11
	jb	.L3994
.L4059:
	movq	%r11, %rax
	subq	%rbp, %rax
	cmpq	%rbp, %rax
	jb	.L3994
	movq	192(%rsp), %r10
	movq	216(%rsp), %r9
	xorl	%r13d, %r13d
	xorl	%esi, %esi
	movq	240(%rsp), %r11
	movl	$1, %r12d
	jmp	.L3997
	.p2align 4,,10
	.p2align 3
.L4061:
	movq	%rcx, %rdx
	movq	%r12, %r8
	addq	$1, (%r10,%rcx,8)
	shrq	$6, %rdx
	salq	%cl, %r8
	orq	%r8, (%r9,%rdx,8)
	cmpq	%rax, %r11
	jnb	.L3996
	movq	%rax, %r11
	movl	$1, %r13d
.L3996:
	subq	%rbp, %rax
	cmpq	%rbp, %rax
	jb	.L4060
.L3997:
	movq	%rax, %rdx
	movl	$53, %ecx
	movq	%rax, %r8
	orq	$2047, %rdx
	bsrq	%rdx, %rdx
	xorq	$63, %rdx
	subl	%edx, %ecx
	shrq	%cl, %r8
	movq	%r8, %rcx
	movl	$54, %r8d
	subl	%edx, %r8d
	movslq	%r8d, %rdx
	salq	$10, %rdx
	leaq	-1024(%rcx,%rdx), %rcx
	cmpq	%rdi, %rcx
	jb	.L4061
	subq	%rbp, %rax
	movl	$1, %esi
	cmpq	%rbp, %rax
	jnb	.L3997
.L4060:
	testb	%r13b, %r13b
	je	.L3998
	movq	%r11, 240(%rsp)
.L3998:
	testb	%sil, %sil
	je	.L3994
	leaq	.LC545(%rip), %rax
	movq	%rax, 320(%rsp)
	jmp	.L3994
	.p2align 4,,10
	.p2align 3
.L4057:
	leaq	.LC545(%rip), %rsi
	movq	%rsi, 320(%rsp)
	jmp	.L3990
	.p2align 4,,10
	.p2align 3
.L4056:
	leaq	.LC545(%rip), %rsi
	movq	%rsi, 320(%rsp)
	jmp	.L3988
.L3974:
	movq	%rbx, %rdi
	call	hlog_flush
	movq	384(%rsp), %rdi
	call	free@PLT
	movq	376(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3999
	call	fclose@PLT
.L3999:
	leaq	run_fault_lock(%rip), %rbp
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %r14d
	movq	%rbp, %rdi
	movl	%r14d, 8(%rsp)
	call	pthread_mutex_unlock@PLT
	testl	%r14d, %r14d
	jne	.L4053
	movq	320(%rsp), %rdx
	testq	%rdx, %rdx
	jne	.L4062
	movq	40(%rsp), %rax
	movq	168(%rsp), %r12
	xorl	%ebp, %ebp
	movq	16(%rax), %r15
.L4011:
	xorl	%r10d, %r10d
	movq	(%r15), %r13
	movq	8(%r15), %rdi
	movslq	%ebp, %r14
	xorl	%r11d, %r11d
	xorl	%eax, %eax
	cmpq	%r12, %r10
	je	.L4063
	.p2align 4,,10
	.p2align 3
.L4009:
	leaq	1(%r10), %r9
	movq	%r9, %rsi
	movq	%r9, %rcx
	andl	$1023, %esi
	shrq	$10, %rcx
	je	.L4003
	addq	$1024, %rsi
	subl	$1, %ecx
	salq	%cl, %rsi
.L4003:
	cmpq	%rdi, %rax
	jnb	.L4017
	movq	%rax, %rcx
	xorl	%edx, %edx
	salq	$4, %rcx
	addq	%r13, %rcx
	jmp	.L4005
	.p2align 4,,10
	.p2align 3
.L4006:
	addq	$1, %rax
	addq	8(%rcx), %rdx
	addq	$16, %rcx
	cmpq	%rax, %rdi
	je	.L4004
.L4005:
	cmpq	%rsi, (%rcx)
	jb	.L4006
.L4004:
	movq	120(%rbx,%rbp,8), %rcx
	movq	(%rcx,%r11), %r8
	addq	$8, %r11
	cmpq	%r8, %rdx
	jne	.L4064
	movq	%r9, %r10
	cmpq	%r12, %r10
	jne	.L4009
.L4063:
	cmpq	%rdi, %rax
	jb	.L4010
	addq	$1, %rbp
	addq	$24, %r15
	cmpq	$3, %rbp
	jne	.L4011
	movq	40(%rsp), %rax
	leaq	.LC550(%rip), %rdi
	movabsq	$4835703278458516699, %rdx
	movq	8(%rax), %rcx
	movq	%rdx, %rax
	mulq	144(%rsp)
	xorl	%eax, %eax
	movq	(%rcx), %rsi
	movq	160(%rcx), %r9
	movq	80(%rcx), %r8
	shrq	$18, %rdx
	movq	%rsi, %rcx
	movq	272(%rsp), %rsi
	call	printf@PLT
	movq	296(%rsp), %rax
	movq	176(%rsp), %r8
	movq	200(%rsp), %r13
	movq	280(%rsp), %r11
	movq	%rax, (%rsp)
	movq	288(%rsp), %r9
	movq	304(%rsp), %r15
.L3975:
	movq	%r8, %rdi
	movq	%r9, 24(%rsp)
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	%r13, %rdi
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	24(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	addq	$600, %rsp
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
.L4017:
	.cfi_restore_state
	xorl	%edx, %edx
	jmp	.L4004
.L4064:
	movq	%r10, %r9
	subq	$1, %rsi
	andl	$1023, %r9d
	shrq	$10, %r10
	je	.L4007
	addq	$1024, %r9
	leal	-1(%r10), %ecx
	salq	%cl, %r9
.L4007:
	pushq	%rdx
	.cfi_def_cfa_offset 664
	leaq	SET_NAME(%rip), %rax
	leaq	.LC547(%rip), %rdx
	pushq	%rsi
	.cfi_def_cfa_offset 672
	movq	(%rax,%r14,8), %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	movq	40(%rsp), %rdi
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 664
	popq	%rdx
	.cfi_def_cfa_offset 656
.L4008:
	movq	24(%rsp), %rdx
	leaq	.LC549(%rip), %rsi
.L4054:
	movq	stderr(%rip), %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
.L4053:
	movq	296(%rsp), %rax
	movl	$-1, 8(%rsp)
	movq	176(%rsp), %r8
	movq	200(%rsp), %r13
	movq	%rax, (%rsp)
	movq	280(%rsp), %r11
	movq	288(%rsp), %r9
	movq	304(%rsp), %r15
	jmp	.L3975
.L3982:
	addq	%r9, %rax
	movq	%rax, 64(%rsp)
	cmpq	%r15, %rax
	jnb	.L4052
	movq	32(%rsp), %rdi
	movq	%r11, %rcx
	movq	%r15, %rdx
	movq	%r12, %rsi
	call	serve_stalls
	movq	%rax, %r11
	movq	%rax, %r15
	subq	%r12, %r11
	jmp	.L3979
.L3980:
	leaq	(%r8,%rax), %rdx
	leaq	(%r11,%rdx), %rcx
	cmpq	%rdx, %r12
	cmovb	%rcx, %r15
	jmp	.L3981
.L4014:
	movl	$96, %r13d
	movl	$12288, %edi
	movl	$2048, %ecx
	movq	$49233, 8(%rsp)
	movl	$36923, %r15d
	jmp	.L3969
.L4062:
	leaq	.LC546(%rip), %rsi
	jmp	.L4054
.L3972:
	movl	$35, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC544(%rip), %rdi
	movq	%r9, 32(%rsp)
	movq	%r11, 24(%rsp)
	movq	%r8, 16(%rsp)
	call	fwrite@PLT
	movq	16(%rsp), %r8
	movq	24(%rsp), %r11
	movl	$-1, 8(%rsp)
	movq	32(%rsp), %r9
	jmp	.L3975
.L4010:
	salq	$4, %rax
	movq	24(%rsp), %rdi
	movl	$256, %esi
	leaq	SET_NAME(%rip), %rdx
	movq	(%rdx,%r14,8), %rcx
	movq	0(%r13,%rax), %r8
	leaq	.LC548(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4008
	.cfi_endproc
.LFE320:
	.size	hlog_writer, .-hlog_writer
	.p2align 4
	.type	omit_walk, @function
omit_walk:
.LFB222:
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
	movl	%esi, 48(%rsp)
	movq	%r8, 96(%rsp)
	movl	%edi, 92(%rsp)
	testl	%esi, %esi
	jne	.L4066
	movl	152(%rbp), %edx
	leaq	by_kind.7(%rip), %rax
	movl	(%rax,%rdx,4), %eax
	movl	%eax, 88(%rsp)
	movq	160(%rbp), %rax
	movq	%rax, 80(%rsp)
	testl	%edi, %edi
	je	.L4224
	movq	240(%rbp), %rax
	movq	$-1, %r12
	addq	$1, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rax, 160(%rsp)
	call	malloc@PLT
	movq	80(%rsp), %rdi
	movl	$8, %esi
	movq	%rax, 152(%rsp)
	call	calloc@PLT
	movl	$1, %edx
	movq	%rax, 64(%rsp)
	movq	288(%rbp), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	movl	$0, 92(%rsp)
	movq	%rax, 144(%rsp)
	movq	%rax, 192(%rsp)
	movq	$0, 200(%rsp)
	jmp	.L4070
.L4066:
	movl	92(%rsp), %esi
	testl	%esi, %esi
	jne	.L4225
	movq	$1, 160(%rsp)
	movl	$8, %edi
.L4069:
	xorl	%eax, %eax
	cmpq	$0, 288(%rbp)
	setne	%al
	movl	%eax, 92(%rsp)
	call	malloc@PLT
	movl	$8, %esi
	movl	$1, %edi
	movq	%rax, 152(%rsp)
	call	calloc@PLT
	movl	$1, %edx
	movq	%rax, 64(%rsp)
	movq	288(%rbp), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	cmpq	$0, 256(%rbp)
	movq	$0, 200(%rsp)
	movq	%rax, 144(%rsp)
	movq	%rax, 192(%rsp)
	je	.L4151
	movl	$0, 88(%rsp)
	movq	272(%rbp), %r12
	movq	$1, 80(%rsp)
.L4070:
	cmpq	$0, 152(%rsp)
	pxor	%xmm0, %xmm0
	sete	%al
	cmpq	$0, 64(%rsp)
	movups	%xmm0, (%r15)
	sete	%dl
	movups	%xmm0, 16(%r15)
	orb	%dl, %al
	movups	%xmm0, 32(%r15)
	movups	%xmm0, 48(%r15)
	jne	.L4162
	cmpq	$0, 144(%rsp)
	je	.L4162
	leaq	208(%rsp), %rax
	movq	%rbp, %rsi
	movq	%rax, %rdi
	movq	%rax, 176(%rsp)
	call	server_init
	leaq	272(%rsp), %rax
	movq	%rbp, %rsi
	movq	%rax, %rdi
	movq	%rax, 136(%rsp)
	call	due_restart
	xorl	%eax, %eax
	cmpl	$3, 88(%rsp)
	je	.L4074
	movq	136(%rbp), %rax
.L4074:
	movq	%rax, (%r15)
	movq	192(%rsp), %rax
	xorl	%ecx, %ecx
	xorl	%r11d, %r11d
	movq	$-1, 48(%r15)
	movq	%r15, %r10
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	movq	%rax, 168(%rsp)
	movq	%r11, %r15
	movq	$0, 184(%rsp)
	movq	$0, 72(%rsp)
	movq	$0, 56(%rsp)
	movq	%rcx, 8(%rsp)
	jmp	.L4075
	.p2align 4,,10
	.p2align 3
.L4116:
	movq	(%rsp), %rdi
	movq	%r8, %r9
	subq	%rdi, %r9
	testq	%rax, %rax
	je	.L4161
	movq	%r8, %rdx
	subq	%rbx, %rdx
	cmpq	%rdx, %rax
	jb	.L4147
	movl	$0, 24(%rsp)
	movq	%r9, %r11
	movq	%r8, %rsi
	xorl	%eax, %eax
.L4119:
	movl	92(%rsp), %edi
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	testl	%edi, %edi
	jne	.L4226
.L4121:
	movq	48(%r10), %rax
	movdqu	32(%r10), %xmm2
	movq	%rbx, 56(%r10)
	addq	$1, 8(%r10)
	cmpq	%rbx, %rax
	paddq	%xmm2, %xmm0
	cmova	%rbx, %rax
	cmpq	$0, 96(%rsp)
	movups	%xmm0, 32(%r10)
	movq	%rax, 48(%r10)
	je	.L4120
	movq	8(%rsp), %rdi
	movq	136(%rbp), %rdx
	xorl	%ecx, %ecx
	movq	%r11, 120(%rsp)
	movq	$0, 40(%rsp)
	movq	%rdi, 32(%rsp)
	movq	40(%rsp), %rdi
	movq	32(%rsp), %rsi
	movq	%r10, 128(%rsp)
	movq	%r9, 112(%rsp)
	shldq	$5, %rsi, %rdi
	salq	$5, %rsi
	movq	%r8, 104(%rsp)
	movq	%rsi, %rax
	movq	%rdi, %rsi
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	96(%rsp), %rsi
	movq	16(%rsp), %rcx
	cltq
	movq	120(%rsp), %r11
	movq	112(%rsp), %r9
	leaq	(%rsi,%rax,8), %rax
	movq	128(%rsp), %r10
	movq	104(%rsp), %r8
	addq	$1, 1248(%rax)
	addq	%rcx, 1504(%rax)
.L4120:
	testq	%r13, %r13
	je	.L4098
	movq	112(%r13), %rdi
	testq	%rdi, %rdi
	je	.L4133
	movq	%r9, %rdx
	movq	%r15, %rcx
	movq	%rbx, %rsi
	movq	%r10, 120(%rsp)
	movq	%r11, 112(%rsp)
	movq	%r8, 104(%rsp)
	movq	%r9, 16(%rsp)
	call	trace_add
	movq	16(%rsp), %r9
	movq	104(%rsp), %r8
	testl	%eax, %eax
	movq	112(%rsp), %r11
	movq	120(%rsp), %r10
	jne	.L4227
.L4133:
	movl	24(%rsp), %edx
	movq	8(%r13), %rax
	testl	%edx, %edx
	jne	.L4228
	movq	0(%r13), %rdx
	testq	%rdx, %rdx
	je	.L4138
	movq	56(%r13), %rcx
	leaq	1(%rcx), %rsi
	movq	%rsi, 56(%r13)
	movq	%r9, (%rdx,%rcx,8)
.L4138:
	testq	%rax, %rax
	je	.L4137
	movq	64(%r13), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r13)
	movq	%r11, (%rax,%rdx,8)
.L4137:
	movl	52(%rsp), %eax
	testl	%eax, %eax
	jne	.L4135
	movq	16(%r13), %rax
	testq	%rax, %rax
	je	.L4135
	movq	72(%r13), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 72(%r13)
	movq	%r9, (%rax,%rdx,8)
.L4135:
	movq	24(%r13), %rax
	testq	%rax, %rax
	je	.L4140
	movq	80(%r13), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 80(%r13)
	movq	%r11, (%rax,%rdx,8)
.L4140:
	movq	32(%r13), %rax
	testq	%rax, %rax
	je	.L4141
	movq	88(%r13), %rdx
	movq	(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 88(%r13)
	movq	%r8, %rcx
	subq	%rsi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L4141:
	movq	40(%r13), %rax
	testq	%rax, %rax
	je	.L4142
	movq	96(%r13), %rdx
	subq	%rbx, %r8
	leaq	1(%rdx), %rcx
	movq	%rcx, 96(%r13)
	movq	%r8, (%rax,%rdx,8)
.L4142:
	movq	48(%r13), %rax
	testq	%rax, %rax
	je	.L4098
	movq	104(%r13), %rdx
	movq	(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 104(%r13)
	movq	%rbx, %rcx
	subq	%rdi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L4098:
	movq	80(%rsp), %rax
	addq	$1, %r15
	addq	$1, 8(%rsp)
	cmpq	%rax, %r15
	movl	$0, %eax
	cmove	%rax, %r15
.L4075:
	cmpl	$3, 88(%rsp)
	je	.L4229
	movq	8(%rsp), %rax
	cmpq	136(%rbp), %rax
	jnb	.L4215
	movl	48(%rsp), %ecx
	movq	%r10, 16(%rsp)
	movq	136(%rsp), %rdi
	testl	%ecx, %ecx
	jne	.L4230
	call	due_next
	cmpl	$2, 88(%rsp)
	movq	16(%rsp), %r10
	movq	%rax, (%rsp)
	je	.L4231
	movq	(%rsp), %rsi
	cmpl	$1, 88(%rsp)
	movq	%rsi, %rax
	jne	.L4100
	movq	64(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rsi
	cmovnb	%rsi, %rax
.L4100:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L4079:
	movl	232(%rbp), %r11d
	testl	%r11d, %r11d
	jne	.L4232
.L4101:
	movq	72(%rsp), %rax
	cmpq	%rbx, %rax
	movq	%rax, %r11
	movl	8(%rbp), %eax
	cmovb	%rbx, %r11
	testl	%eax, %eax
	jne	.L4107
	cmpq	$0, 40(%rbp)
	movq	0(%rbp), %rdx
	je	.L4233
.L4109:
	movq	176(%rsp), %rdi
	movq	%r11, %rsi
	movq	%r10, 24(%rsp)
	movq	%r11, 16(%rsp)
	call	serve_random
	movq	24(%rsp), %r10
	movq	16(%rsp), %r11
	movq	%rax, 72(%rsp)
.L4110:
	movl	232(%rbp), %eax
	movl	%eax, 52(%rsp)
	testl	%eax, %eax
	je	.L4158
.L4238:
	movq	56(%rsp), %rdi
	xorl	%edx, %edx
	movq	$0, 16(%rsp)
	movl	$0, 52(%rsp)
	movq	72(%rsp), %r8
	leaq	(%rdi,%r14), %rax
	divq	160(%rsp)
	movq	152(%rsp), %rax
	movq	%r11, (%rax,%rdx,8)
	leaq	1(%rdi), %rax
	movq	%rax, 56(%rsp)
	.p2align 4,,10
	.p2align 3
.L4106:
	movl	48(%rsp), %r9d
	movq	224(%rbp), %rax
	testl	%r9d, %r9d
	jne	.L4116
	movq	%r8, %r9
	subq	%rbx, %r9
	testq	%rax, %rax
	jne	.L4146
	movl	$0, 24(%rsp)
	movq	%r9, %r11
	movq	%r8, %rdx
.L4118:
	movq	%rax, %xmm0
	movq	48(%r10), %rax
	movdqu	32(%r10), %xmm1
	movq	%rbx, 56(%r10)
	addq	$1, 8(%r10)
	movq	64(%rsp), %rcx
	movhps	16(%rsp), %xmm0
	cmpq	%rbx, %rax
	paddq	%xmm1, %xmm0
	cmova	%rbx, %rax
	movq	%rdx, (%rcx,%r15,8)
	movups	%xmm0, 32(%r10)
	movq	%rax, 48(%r10)
	jmp	.L4120
.L4225:
	movq	240(%rbp), %rax
	addq	$1, %rax
	movq	%rax, 160(%rsp)
	leaq	0(,%rax,8), %rdi
	jmp	.L4069
.L4224:
	movl	$8, %edi
	movq	$-1, %r12
	call	malloc@PLT
	movq	80(%rsp), %rdi
	movl	$8, %esi
	movq	%rax, 152(%rsp)
	call	calloc@PLT
	movl	$1, %edx
	movq	%rax, 64(%rsp)
	movq	288(%rbp), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	movq	$0, 200(%rsp)
	movq	%rax, 144(%rsp)
	movq	%rax, 192(%rsp)
	movq	$1, 160(%rsp)
	jmp	.L4070
.L4215:
	movq	%r10, %r15
.L4080:
	xorl	%ebx, %ebx
.L4132:
	cmpq	$0, 8(%r15)
	jne	.L4144
	movq	$0, 48(%r15)
.L4144:
	movq	320(%rsp), %rdi
	call	free@PLT
	movq	312(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4145
	call	fclose@PLT
.L4145:
	movq	152(%rsp), %rdi
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	168(%rsp), %rdi
	call	free@PLT
.L4065:
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
.L4228:
	.cfi_restore_state
	testq	%rax, %rax
	je	.L4135
	movq	64(%r13), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r13)
	movq	%r11, (%rax,%rdx,8)
	jmp	.L4135
	.p2align 4,,10
	.p2align 3
.L4229:
	movq	64(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L4077
	cmpq	%rax, %rbx
	setnb	%al
.L4078:
	testb	%al, %al
	jne	.L4215
	movl	232(%rbp), %r11d
	addq	$1, (%r10)
	movq	%rbx, (%rsp)
	testl	%r11d, %r11d
	je	.L4101
.L4232:
	cmpq	$0, 56(%rsp)
	je	.L4103
	movq	56(%rsp), %rax
	movq	160(%rsp), %rcx
	movq	152(%rsp), %rdx
	jmp	.L4102
	.p2align 4,,10
	.p2align 3
.L4105:
	addq	$1, %r14
	xorl	%esi, %esi
	cmpq	%rcx, %r14
	cmove	%rsi, %r14
	subq	$1, %rax
	je	.L4218
.L4102:
	cmpq	(%rdx,%r14,8), %rbx
	jnb	.L4105
.L4218:
	movq	%rax, 56(%rsp)
.L4103:
	movq	56(%rsp), %rax
	cmpq	240(%rbp), %rax
	jb	.L4101
	movq	72(%rsp), %rax
	cmpq	%rax, %rbx
	jnb	.L4101
	movq	248(%rbp), %r8
	movl	$1, 52(%rsp)
	movq	$1, 16(%rsp)
	addq	%rbx, %r8
	jmp	.L4106
	.p2align 4,,10
	.p2align 3
.L4161:
	movl	$0, 24(%rsp)
	movq	%r9, %r11
	movq	%r8, %rsi
	jmp	.L4119
	.p2align 4,,10
	.p2align 3
.L4146:
	cmpq	%r9, %rax
	jb	.L4148
	movl	$0, 24(%rsp)
	movq	%r9, %r11
	movq	%r8, %rdx
	xorl	%eax, %eax
	jmp	.L4118
	.p2align 4,,10
	.p2align 3
.L4230:
	call	due_next
	cmpq	$0, 8(%rsp)
	movq	16(%rsp), %r10
	movq	%rax, (%rsp)
	je	.L4082
	movl	280(%rbp), %edx
	testl	%edx, %edx
	je	.L4082
	movq	184(%rsp), %rsi
	subq	%rsi, %rbx
	addq	%rax, %rbx
.L4083:
	movq	%r13, %rsi
	leaq	192(%rsp), %rdi
	movq	%rbp, %r13
	jmp	.L4084
	.p2align 4,,10
	.p2align 3
.L4234:
	addq	%rax, %r12
.L4084:
	cmpq	$-1, %r12
	je	.L4085
	movq	256(%r13), %rax
	addq	%r12, %rax
	cmpq	%rax, %rbx
	jb	.L4085
	movq	264(%r13), %rax
	testq	%rax, %rax
	jne	.L4234
	movq	$-1, %r12
.L4085:
	cmpq	%r12, %rbx
	jb	.L4087
	movq	256(%r13), %rbx
	addq	%r12, %rbx
.L4087:
	movl	92(%rsp), %eax
	testl	%eax, %eax
	je	.L4235
	movq	%rsi, 16(%rsp)
	movq	144(%rsp), %rbp
	movq	%r10, 24(%rsp)
	jmp	.L4088
	.p2align 4,,10
	.p2align 3
.L4237:
	cmpq	0(%rbp), %rbx
	jb	.L4236
	call	heap_pop
.L4088:
	movq	200(%rsp), %rax
	testq	%rax, %rax
	jne	.L4237
	movq	16(%rsp), %rsi
	movq	24(%rsp), %r10
	xorl	%ecx, %ecx
.L4090:
	movq	288(%r13), %rdx
	cmpq	%rdx, %rax
	jb	.L4092
	movl	296(%r13), %eax
	testl	%eax, %eax
	jne	.L4092
	movq	%r10, 24(%rsp)
	movq	%rsi, 16(%rsp)
	call	heap_pop
	movq	16(%rsp), %rsi
	movq	24(%rsp), %r10
	movq	%rax, %rbx
	jmp	.L4084
	.p2align 4,,10
	.p2align 3
.L4077:
	movq	8(%rsp), %rax
	cmpq	136(%rbp), %rax
	setnb	%al
	jmp	.L4078
	.p2align 4,,10
	.p2align 3
.L4231:
	movq	64(%rsp), %rdi
	cmpq	(%rdi,%r15,8), %rax
	jnb	.L4100
	addq	$1, 16(%r10)
	jmp	.L4098
.L4092:
	movq	%r13, %rbp
	movq	%rsi, %r13
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L4096
	cmpq	%rbx, 128(%rbp)
	jb	.L4223
.L4096:
	cmpq	%rdx, %rcx
	jnb	.L4097
.L4094:
	movq	(%rsp), %rax
	movq	%rax, 184(%rsp)
	jmp	.L4079
	.p2align 4,,10
	.p2align 3
.L4107:
	leaq	(%rax,%rax,2), %rax
	leaq	SERVICE_DISTS(%rip), %rcx
	movq	%r10, 24(%rsp)
	movq	%rbp, %rdi
	salq	$5, %rax
	movq	%r11, 16(%rsp)
	movq	8(%rsp), %rsi
	call	*8(%rcx,%rax)
	cmpq	$0, 40(%rbp)
	movq	24(%rsp), %r10
	movq	16(%rsp), %r11
	movq	%rax, %rdx
	jne	.L4109
.L4233:
	movq	208(%rsp), %rax
	leaq	(%r11,%rdx), %rcx
	movq	%rcx, 72(%rsp)
	cmpq	%rcx, %rax
	jnb	.L4110
	movq	48(%rbp), %r8
	cmpq	%rax, %r11
	jnb	.L4111
	addq	%r8, %rcx
	movq	%rcx, 72(%rsp)
.L4112:
	addq	$1, 216(%rsp)
	movq	56(%rbp), %r9
	testq	%r9, %r9
	jne	.L4113
	movl	232(%rbp), %eax
	movq	$-1, 208(%rsp)
	movl	%eax, 52(%rsp)
	testl	%eax, %eax
	jne	.L4238
	.p2align 4,,10
	.p2align 3
.L4158:
	movq	$0, 16(%rsp)
	movq	72(%rsp), %r8
	jmp	.L4106
	.p2align 4,,10
	.p2align 3
.L4226:
	movq	200(%rsp), %rax
	movq	168(%rsp), %rdi
	leaq	1(%rax), %rdx
	movq	%rdx, 200(%rsp)
	testq	%rax, %rax
	jne	.L4122
	jmp	.L4123
	.p2align 4,,10
	.p2align 3
.L4125:
	movq	%rcx, (%rdx)
	testq	%rax, %rax
	je	.L4123
.L4122:
	movq	%rax, %rdx
	leaq	-1(%rax), %rax
	shrq	%rax
	leaq	(%rdi,%rdx,8), %rdx
	movq	(%rdi,%rax,8), %rcx
	cmpq	%rcx, %rsi
	jb	.L4125
	movq	%rsi, (%rdx)
	jmp	.L4121
	.p2align 4,,10
	.p2align 3
.L4236:
	movq	16(%rsp), %rsi
	movq	24(%rsp), %r10
	movq	%rax, %rcx
	jmp	.L4090
	.p2align 4,,10
	.p2align 3
.L4082:
	movq	(%rsp), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L4083
	.p2align 4,,10
	.p2align 3
.L4147:
	leaq	(%rbx,%rax), %rsi
	movq	(%rsp), %rax
	movl	$1, 24(%rsp)
	movq	%rsi, %r11
	subq	%rax, %r11
	movl	$1, %eax
	jmp	.L4119
	.p2align 4,,10
	.p2align 3
.L4148:
	leaq	(%rbx,%rax), %rdx
	movq	%rax, %r11
	movl	$1, 24(%rsp)
	movl	$1, %eax
	jmp	.L4118
	.p2align 4,,10
	.p2align 3
.L4123:
	movq	168(%rsp), %rdx
	movq	%rsi, (%rdx)
	jmp	.L4121
.L4097:
	movq	(%rsp), %rax
	addq	$1, 24(%r10)
	movq	%rax, 184(%rsp)
	jmp	.L4098
.L4113:
	movq	72(%rsp), %rsi
	addq	%r9, %rax
	movq	%rax, 208(%rsp)
	cmpq	%rsi, %rax
	jnb	.L4110
	movq	176(%rsp), %rdi
	movq	%rdx, %rcx
	movq	%rsi, %rdx
	movq	%r11, %rsi
	movq	%r10, 24(%rsp)
	movq	%r11, 16(%rsp)
	call	serve_stalls
	movq	16(%rsp), %r11
	movq	24(%rsp), %r10
	movq	%rax, 72(%rsp)
	jmp	.L4110
.L4111:
	leaq	(%r8,%rax), %rcx
	leaq	(%rdx,%rcx), %rsi
	cmpq	%rcx, %r11
	cmovnb	72(%rsp), %rsi
	movq	%rsi, 72(%rsp)
	jmp	.L4112
.L4235:
	movq	%r13, %rbp
	movq	%rsi, %r13
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L4094
	cmpq	%rbx, 128(%rbp)
	jnb	.L4094
.L4223:
	movq	136(%rbp), %rax
	movq	8(%rsp), %rcx
	movq	%r10, %r15
	subq	%rcx, %rax
	movq	%rax, 16(%r10)
	jmp	.L4080
.L4151:
	movl	$0, 88(%rsp)
	movq	$-1, %r12
	movq	$1, 80(%rsp)
	jmp	.L4070
.L4227:
	movq	%r10, %r15
	movl	$-1, %ebx
	jmp	.L4132
.L4162:
	movq	152(%rsp), %rdi
	orl	$-1, %ebx
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	144(%rsp), %rdi
	call	free@PLT
	jmp	.L4065
	.cfi_endproc
.LFE222:
	.size	omit_walk, .-omit_walk
	.p2align 4
	.type	ref_omit_client, @function
ref_omit_client:
.LFB227:
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
	movl	%esi, 12(%rsp)
	movq	%rdx, 160(%rsp)
	movq	%rcx, 128(%rsp)
	movq	%rax, 48(%rsp)
	testl	%esi, %esi
	jne	.L4240
	movl	152(%rdi), %edx
	leaq	by_kind.7(%rip), %rax
	movq	160(%rdi), %rdi
	movl	(%rax,%rdx,4), %eax
	movq	%rdi, 112(%rsp)
	movl	%eax, (%rsp)
	cmpl	$3, %eax
	jne	.L4241
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L4241
	xorl	%edx, %edx
	movq	112(%rsp), %rdi
	divq	(%r14)
	leaq	1(%rdi,%rax), %rbp
	jmp	.L4243
.L4240:
	movl	$0, (%rsp)
	movq	136(%rdi), %rbp
	movq	$1, 112(%rsp)
.L4243:
	leaq	0(,%rbp,8), %rbx
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 32(%rsp)
	movq	%rax, %r12
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 40(%rsp)
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 56(%rsp)
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %r15
	call	malloc@PLT
	movq	%rax, 96(%rsp)
	movq	288(%r14), %rax
	leaq	8(,%rax,8), %rdi
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, %r13
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 88(%rsp)
	call	malloc@PLT
	movslq	12(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movq	160(%rsp), %rsi
	movq	%rax, 136(%rsp)
	movq	%rdi, 168(%rsp)
	salq	$6, %rdi
	leaq	1120(%rsi,%rdi), %rax
	movq	%rdi, 152(%rsp)
	movups	%xmm0, (%rax)
	movups	%xmm0, 16(%rax)
	movups	%xmm0, 32(%rax)
	movups	%xmm0, 48(%rax)
	testq	%r12, %r12
	je	.L4248
	cmpq	$0, 40(%rsp)
	je	.L4248
	cmpq	$0, 56(%rsp)
	je	.L4248
	testq	%r15, %r15
	je	.L4248
	cmpq	$0, 96(%rsp)
	je	.L4248
	testq	%r13, %r13
	je	.L4248
	cmpq	$0, 88(%rsp)
	je	.L4248
	cmpq	$0, 136(%rsp)
	je	.L4248
	xorl	%eax, %eax
	leaq	192(%rsp), %rdi
	movl	$10, %ecx
	movq	$0, 188(%rsp)
	movq	$0, 264(%rsp)
	rep stosq
	movq	%r14, 176(%rsp)
	movq	%r14, 256(%rsp)
	movl	(%rsp), %eax
	cmpq	$0, 48(%r14)
	movl	%eax, 184(%rsp)
	movq	$-1, %rax
	jne	.L4406
.L4249:
	movq	160(%r14), %rdi
	movl	$8, %esi
	movq	%rax, 272(%rsp)
	call	calloc@PLT
	movq	%rax, 224(%rsp)
	testq	%rax, %rax
	je	.L4248
	leaq	288(%rsp), %rax
	movq	%r14, %rsi
	xorl	%ebx, %ebx
	xorl	%ebp, %ebp
	movq	%rax, %rdi
	movq	%rax, 120(%rsp)
	xorl	%r12d, %r12d
	call	due_restart
	movq	112(%rsp), %rax
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	movq	96(%rsp), %rdi
	xorl	%r11d, %r11d
	negq	%rax
	leaq	(%rdi,%rax,8), %rax
	movq	%rax, 144(%rsp)
	leaq	176(%rsp), %rax
	movq	%rax, 104(%rsp)
	jmp	.L4282
	.p2align 4,,10
	.p2align 3
.L4250:
	movq	%rcx, 80(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r11, 16(%rsp)
	cmpq	136(%r14), %r12
	jnb	.L4256
	movq	120(%rsp), %rdi
	call	due_next
	movl	12(%rsp), %edx
	movq	32(%rsp), %rdi
	movq	16(%rsp), %r11
	movq	64(%rsp), %r8
	testl	%edx, %edx
	movq	%rax, (%rdi,%r12,8)
	movq	80(%rsp), %rcx
	jne	.L4407
	cmpl	$2, (%rsp)
	je	.L4408
	cmpl	$1, (%rsp)
	jne	.L4274
	movq	112(%rsp), %rdi
	cmpq	%rdi, %r12
	jb	.L4274
	movq	144(%rsp), %rdi
	movq	(%rdi,%r12,8), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
.L4274:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L4255:
	movq	40(%rsp), %rax
	movl	232(%r14), %r10d
	movq	%rbx, (%rax,%r12,8)
	testl	%r10d, %r10d
	je	.L4277
	cmpq	%r8, %rbx
	jb	.L4409
.L4277:
	cmpq	%rbx, %r8
	movq	%r8, %rdx
	movq	104(%rsp), %rdi
	leaq	1(%r11), %rax
	cmovb	%rbx, %rdx
	movq	%r12, %rsi
	movq	%rax, 16(%rsp)
	movq	%rdx, (%r15,%r11,8)
	call	ref_request
	movq	56(%rsp), %rdi
	movq	16(%rsp), %r11
	movq	%rax, %rcx
	movq	%rax, %r8
	movq	%rax, (%rdi,%r12,8)
	movq	88(%rsp), %rdi
	movb	$0, (%rdi,%r12)
.L4280:
	movq	48(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4281
	movq	%rcx, %rdx
	leaq	(%rbx,%rdi), %rax
	subq	%rbx, %rdx
	cmpq	%rdx, %rdi
	cmovb	%rax, %rcx
.L4281:
	movq	96(%rsp), %rax
	movl	12(%rsp), %r9d
	movq	%rcx, (%rax,%r12,8)
	testl	%r9d, %r9d
	je	.L4272
	cmpq	$0, 288(%r14)
	je	.L4272
	movq	%rcx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L4272:
	addq	$1, %r12
.L4282:
	cmpl	$3, (%rsp)
	jne	.L4250
	movq	112(%rsp), %rax
	xorl	%ebx, %ebx
	cmpq	%rax, %r12
	jb	.L4251
	movq	144(%rsp), %rax
	movq	(%rax,%r12,8), %rbx
.L4251:
	testq	%r12, %r12
	je	.L4252
	movq	40(%rsp), %rax
	movq	-8(%rax,%r12,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L4252:
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L4253
	cmpq	%rax, %rbx
	setnb	%al
.L4254:
	testb	%al, %al
	jne	.L4410
	movq	32(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L4255
.L4410:
	movq	%r12, %rax
	xorl	%edx, %edx
.L4320:
	movq	168(%rsp), %r10
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	xorl	%ebx, %ebx
	movq	160(%rsp), %rdi
	salq	$6, %r10
	leaq	(%rdi,%r10), %rcx
	movq	%rax, 1120(%rcx)
	movq	%rdx, 1136(%rcx)
	testq	%r12, %r12
	je	.L4298
	movq	%r15, 104(%rsp)
	movq	88(%rsp), %rbp
	movq	%r10, %r15
	movq	%r13, 120(%rsp)
	movl	12(%rsp), %r13d
	movq	%r14, 80(%rsp)
	movq	160(%rsp), %r14
	jmp	.L4283
	.p2align 4,,10
	.p2align 3
.L4285:
	cmpb	$3, %r11b
	je	.L4411
	cmpb	$1, %r11b
	ja	.L4286
	addq	$1, 1128(%r14,%r15)
	movq	40(%rsp), %rax
	cmpq	$0, 128(%rsp)
	movq	(%rax,%rbx,8), %rsi
	je	.L4295
	movq	56(%rsp), %rax
	movq	(%rax,%rbx,8), %rdi
	testl	%r13d, %r13d
	je	.L4292
	movq	32(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax,%rbx,8), %rax
.L4293:
	subq	%rax, %rdi
	movq	%r8, 64(%rsp)
	movq	%rdi, %rdx
	movq	128(%rsp), %rdi
	movq	%r9, 72(%rsp)
	movb	%r11b, 16(%rsp)
	movq	%rsi, (%rsp)
	call	trace_add
	movq	(%rsp), %rsi
	movzbl	16(%rsp), %r11d
	testl	%eax, %eax
	movq	64(%rsp), %r8
	movq	72(%rsp), %r9
	jne	.L4412
.L4295:
	movq	152(%rsp), %rax
	addq	%r14, %rax
	addq	%r11, 1160(%rax)
	cmpq	$0, 48(%rsp)
	movq	1152(%rax), %rdx
	je	.L4291
	movq	56(%rsp), %rdi
	movq	(%rdi,%rbx,8), %rdi
	movq	%rdi, %rcx
	movq	%rdi, (%rsp)
	subq	%rsi, %rcx
	cmpq	%rcx, 48(%rsp)
	adcq	$0, %rdx
.L4291:
	movq	%rdx, 1152(%rax)
	leaq	(%r14,%r15), %rax
	cmpq	$1, 1128(%rax)
	movq	%rsi, 1176(%rax)
	jne	.L4296
	movq	%rsi, 1168(%rax)
.L4296:
	movq	%r11, (%rsp)
	testl	%r13d, %r13d
	je	.L4286
	movq	80(%rsp), %rax
	movq	%r8, %rdi
	movq	%r9, %rsi
	xorl	%ecx, %ecx
	movq	%r8, 16(%rsp)
	movq	136(%rax), %rdx
	movq	%r9, 24(%rsp)
	call	__udivti3@PLT
	movq	(%rsp), %r11
	movq	16(%rsp), %r8
	cltq
	movq	24(%rsp), %r9
	leaq	(%r14,%rax,8), %rax
	addq	$1, 1248(%rax)
	addq	%r11, 1504(%rax)
.L4286:
	addq	$1, %rbx
	addq	$32, %r8
	adcq	$0, %r9
	cmpq	%rbx, %r12
	je	.L4413
.L4283:
	movzbl	0(%rbp,%rbx), %r11d
	cmpb	$2, %r11b
	jne	.L4285
	addq	$1, 1136(%r14,%r15)
	jmp	.L4286
	.p2align 4,,10
	.p2align 3
.L4409:
	movq	%r11, %rcx
	xorl	%edx, %edx
	jmp	.L4278
	.p2align 4,,10
	.p2align 3
.L4279:
	movq	%rcx, %rax
	subq	%rdx, %rax
	shrq	%rax
	addq	%rdx, %rax
	cmpq	(%r15,%rax,8), %rbx
	jnb	.L4414
	movq	%rax, %rcx
.L4278:
	cmpq	%rcx, %rdx
	jb	.L4279
	movq	%r11, %rax
	subq	%rdx, %rax
	cmpq	240(%r14), %rax
	jb	.L4277
	movq	88(%rsp), %rax
	movq	248(%r14), %rcx
	movb	$1, (%rax,%r12)
	movq	56(%rsp), %rax
	addq	%rbx, %rcx
	movq	%rcx, (%rax,%r12,8)
	jmp	.L4280
	.p2align 4,,10
	.p2align 3
.L4414:
	leaq	1(%rax), %rdx
	jmp	.L4278
	.p2align 4,,10
	.p2align 3
.L4407:
	movl	280(%r14), %edi
	movl	%edi, 64(%rsp)
	testq	%r12, %r12
	je	.L4324
	testl	%edi, %edi
	je	.L4259
	movq	32(%rsp), %rdi
	subq	-8(%rdi,%r12,8), %rbx
	addq	%rax, %rbx
.L4258:
	movq	256(%r14), %r10
	movq	288(%r14), %r9
	testq	%r10, %r10
	je	.L4260
	.p2align 4,,10
	.p2align 3
.L4270:
	movq	272(%r14), %rsi
	cmpq	%rsi, %rbx
	jb	.L4260
	movq	264(%r14), %rdi
	testq	%rdi, %rdi
	je	.L4261
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%rsi, %rax
	movq	%rax, 16(%rsp)
	divq	%rdi
	movq	16(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, %rdi
.L4261:
	addq	%r10, %rsi
	addq	%rdi, %rsi
	cmpq	%rsi, %rbx
	cmovb	%rsi, %rbx
.L4260:
	testq	%r9, %r9
	je	.L4262
	testq	%rbp, %rbp
	je	.L4262
.L4263:
	leaq	0(%r13,%rbp,8), %rsi
	movq	%r13, %rax
	xorl	%ebp, %ebp
	.p2align 4,,10
	.p2align 3
.L4266:
	movq	(%rax), %rdx
	cmpq	%rdx, %rbx
	jnb	.L4265
	movq	%rdx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L4265:
	addq	$8, %rax
	cmpq	%rax, %rsi
	jne	.L4266
	cmpq	%r9, %rbp
	jb	.L4262
	movl	296(%r14), %eax
	testl	%eax, %eax
	jne	.L4267
	xorl	%eax, %eax
	movq	$-1, %rbx
	.p2align 4,,10
	.p2align 3
.L4268:
	movq	0(%r13,%rax,8), %rdx
	cmpq	%rdx, %rbx
	cmova	%rdx, %rbx
	addq	$1, %rax
	cmpq	%rbp, %rax
	jb	.L4268
	testq	%r10, %r10
	jne	.L4270
	testq	%rbp, %rbp
	jne	.L4263
	.p2align 4,,10
	.p2align 3
.L4262:
	movl	64(%rsp), %eax
	testl	%eax, %eax
	je	.L4255
.L4264:
	cmpq	%rbx, 128(%r14)
	jb	.L4256
.L4271:
	cmpq	%rbp, %r9
	jne	.L4255
	testq	%r9, %r9
	je	.L4255
	movq	88(%rsp), %rax
	movb	$3, (%rax,%r12)
	movq	40(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L4272
	.p2align 4,,10
	.p2align 3
.L4253:
	cmpq	136(%r14), %r12
	setnb	%al
	jmp	.L4254
.L4411:
	addq	$1, 1144(%r14,%r15)
	jmp	.L4286
	.p2align 4,,10
	.p2align 3
.L4408:
	cmpq	%rcx, %rax
	jnb	.L4274
	movq	88(%rsp), %rax
	movb	$2, (%rax,%r12)
	jmp	.L4272
.L4292:
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	112(%rsp)
	movq	%rsi, %rax
	movq	%rdx, %rcx
	jmp	.L4293
.L4324:
	movq	%rax, %rbx
	jmp	.L4258
.L4259:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L4258
.L4413:
	movq	104(%rsp), %r15
	movq	120(%rsp), %r13
	movq	80(%rsp), %r14
.L4298:
	movq	160(%rsp), %rcx
	movq	%r15, 64(%rsp)
	xorl	%ebx, %ebx
	movq	%r14, %rdx
	movq	%r13, 80(%rsp)
	leaq	.L4310(%rip), %rbp
	imulq	$560, 168(%rsp), %rax
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L4284:
	cmpl	$1, %ebx
	jle	.L4415
	cmpl	$3, %ebx
	jle	.L4416
	movl	12(%rsp), %edi
	testl	%edi, %edi
	je	.L4303
	cmpq	$0, 256(%rdx)
	jne	.L4300
	movl	280(%rdx), %esi
	testl	%esi, %esi
	je	.L4417
.L4300:
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	movl	%ebx, %r11d
	testq	%r12, %r12
	je	.L4318
	movq	40(%rsp), %r15
	movq	56(%rsp), %r14
	movq	%rcx, (%rsp)
	movq	88(%rsp), %r10
	movq	48(%rsp), %r13
	movq	%rdx, 16(%rsp)
	movl	12(%rsp), %r8d
	.p2align 4,,10
	.p2align 3
.L4317:
	testl	%r8d, %r8d
	je	.L4304
	movq	32(%rsp), %rdi
	movq	(%rdi,%rax,8), %rdi
.L4305:
	xorl	%esi, %esi
	testq	%r13, %r13
	je	.L4306
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	xorl	%esi, %esi
	cmpq	%rdx, %r13
	setb	%sil
.L4306:
	movzbl	(%r10,%rax), %ecx
	cmpb	$1, %cl
	ja	.L4307
	cmpl	$6, %ebx
	ja	.L4308
	movslq	0(%rbp,%r11,4), %rdx
	addq	%rbp, %rdx
	jmp	*%rdx
	.section	.rodata
	.align 4
	.align 4
.L4310:
	.long	.L4308-.L4310
	.long	.L4313-.L4310
	.long	.L4308-.L4310
	.long	.L4313-.L4310
	.long	.L4312-.L4310
	.long	.L4311-.L4310
	.long	.L4309-.L4310
	.text
.L4313:
	testl	%esi, %esi
	je	.L4332
	movq	(%r15,%rax,8), %rdx
	addq	%r13, %rdx
	subq	%rdi, %rdx
.L4405:
	movq	136(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	.p2align 4,,10
	.p2align 3
.L4307:
	addq	$1, %rax
	cmpq	%rax, %r12
	jne	.L4317
	movq	(%rsp), %rcx
	movq	16(%rsp), %rdx
.L4318:
	movq	136(%rsp), %rdi
	movq	%r9, %rsi
	movq	%rcx, 16(%rsp)
	movq	%rdx, (%rsp)
	call	ref_osummary
	movq	16(%rsp), %rcx
	movq	(%rsp), %rdx
.L4303:
	addl	$1, %ebx
	addq	$80, %rcx
	cmpl	$7, %ebx
	jne	.L4284
	movq	64(%rsp), %r15
	movq	80(%rsp), %r13
	xorl	%ebx, %ebx
.L4294:
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	328(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4319
	call	fclose@PLT
.L4319:
	movq	224(%rsp), %rdi
	call	free@PLT
.L4247:
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	40(%rsp), %rdi
	call	free@PLT
	movq	56(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movq	96(%rsp), %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	free@PLT
	movq	88(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
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
.L4309:
	.cfi_restore_state
	movq	(%r15,%rax,8), %rdx
.L4404:
	movq	32(%rsp), %rdi
	subq	(%rdi,%rax,8), %rdx
	movq	136(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L4307
.L4311:
	movq	136(%rsp), %rdi
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L4307
.L4312:
	movq	(%r14,%rax,8), %rdx
	jmp	.L4404
.L4308:
	testl	%esi, %esi
	jne	.L4307
	andl	$1, %ecx
	je	.L4332
	testl	%ebx, %ebx
	jne	.L4307
.L4332:
	movq	(%r14,%rax,8), %rdx
	subq	%rdi, %rdx
	jmp	.L4405
	.p2align 4,,10
	.p2align 3
.L4304:
	movq	(%r15,%rax,8), %rdi
	jmp	.L4305
.L4415:
	cmpq	$0, 224(%rdx)
	jne	.L4300
.L4403:
	addl	$1, %ebx
	addq	$80, %rcx
	jmp	.L4284
.L4416:
	movl	232(%rdx), %r8d
	testl	%r8d, %r8d
	je	.L4403
	jmp	.L4300
.L4256:
	movq	136(%r14), %rax
	movq	%rax, %rdx
	subq	%r12, %rdx
	jmp	.L4320
.L4406:
	movq	64(%r14), %rax
	jmp	.L4249
.L4417:
	cmpq	$0, 288(%rdx)
	jne	.L4300
	jmp	.L4303
.L4241:
	movq	136(%r14), %rbp
	jmp	.L4243
.L4412:
	movq	104(%rsp), %r15
	movq	120(%rsp), %r13
	movl	$-1, %ebx
	jmp	.L4294
.L4267:
	cmpl	$0, 64(%rsp)
	je	.L4271
	jmp	.L4264
	.p2align 4,,10
	.p2align 3
.L4248:
	movl	$-1, %ebx
	jmp	.L4247
	.cfi_endproc
.LFE227:
	.size	ref_omit_client, .-ref_omit_client
	.p2align 4
	.type	omit_job_run, @function
omit_job_run:
.LFB381:
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
	jne	.L4419
	xorl	%ecx, %ecx
	movq	%rbp, %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	ref_omit_client
.L4419:
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
.LFE381:
	.size	omit_job_run, .-omit_job_run
	.section	.rodata.str1.8
	.align 8
.LC551:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB148:
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
	jne	.L4422
	movq	8(%rdi), %rbp
	movq	(%rdi), %r10
	movq	%rbp, %rax
	subq	$0, %rax
	jne	.L4449
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
.L4438:
	movl	64(%rbx), %r8d
	movq	%r10, %rax
	movl	$99999, %esi
	xorl	%edi, %edi
	mulq	(%r12)
	testl	%r8d, %r8d
	jne	.L4424
	movl	$50000, %esi
	xorl	%edi, %edi
.L4424:
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
	je	.L4425
	xorq	%rsi, %r10
	orq	%rbp, %r10
	je	.L4462
	cmpq	$1, %rsi
	je	.L4429
	movq	48(%rbx), %rax
	movl	$0, 24(%r15)
	xorl	%edx, %edx
	movq	%rax, (%r14)
	movq	0(%r13), %rax
	cmpq	%rsi, %rax
	jnb	.L4463
	.p2align 4,,10
	.p2align 3
.L4430:
	addq	$1, %rdx
	movq	%rax, %rdi
	addq	0(%r13,%rdx,8), %rax
	cmpq	%rsi, %rax
	jb	.L4430
	cmpq	$16383, %rdx
	jbe	.L4464
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
	je	.L4431
	movq	1064(%rbx), %rcx
	movq	1072(%rbx), %r8
	movq	%r14, %rdx
	movq	8(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L4465
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
.L4433:
	addq	$112, 8(%rsp)
	addq	$8, %r12
	addq	$4, %r15
	addq	$8, %r14
	cmpq	%r15, 16(%rsp)
	je	.L4437
	movq	(%rbx), %r10
	movq	8(%rbx), %rbp
	jmp	.L4438
	.p2align 4,,10
	.p2align 3
.L4422:
	movq	376(%rdi), %r8
	xorl	%ebp, %ebp
	jmp	.L4446
	.p2align 4,,10
	.p2align 3
.L4440:
	addq	$1, %rbp
	cmpq	$6, %rbp
	je	.L4466
.L4446:
	movl	296(%rbx,%rbp,4), %ecx
	movl	348(%rbx,%rbp,4), %eax
	movq	176(%rbx,%rbp,8), %rdx
	testl	%ecx, %ecx
	jne	.L4440
	movslq	%eax, %rcx
	movq	80(%rbx,%rbp,8), %rsi
	xorl	%eax, %eax
	salq	$19, %rcx
	addq	%r8, %rcx
	jmp	.L4441
	.p2align 4,,10
	.p2align 3
.L4443:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L4442
.L4441:
	movq	%rdx, %rdi
	addq	(%rcx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jb	.L4443
	movl	272(%rbx,%rbp,4), %ecx
	movq	%rdi, 176(%rbx,%rbp,8)
	salq	%cl, %rax
	addq	224(%rbx,%rbp,8), %rax
	movq	%rax, 224(%rbx,%rbp,8)
	testl	%ecx, %ecx
	jne	.L4445
	movq	%rax, 128(%rbx,%rbp,8)
	movl	$1, 296(%rbx,%rbp,4)
	addq	$1, %rbp
	subl	$1, 72(%rbx)
	cmpq	$6, %rbp
	jne	.L4446
.L4466:
	movl	320(%rbx), %eax
	testl	%eax, %eax
	jle	.L4447
	xorl	%ebp, %ebp
	jmp	.L4448
	.p2align 4,,10
	.p2align 3
.L4467:
	movq	376(%rbx), %r8
.L4448:
	movslq	324(%rbx,%rbp,4), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %rbp
	salq	$19, %rdi
	addq	%r8, %rdi
	call	memset@PLT
	cmpl	%ebp, 320(%rbx)
	jg	.L4467
.L4447:
	movq	%rbx, %rdi
	call	select_windows
.L4439:
	xorl	%eax, %eax
.L4421:
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
.L4445:
	.cfi_restore_state
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 272(%rbx,%rbp,4)
	jmp	.L4440
	.p2align 4,,10
	.p2align 3
.L4425:
	movl	$1, 24(%r15)
	movq	$0, (%r14)
	jmp	.L4433
	.p2align 4,,10
	.p2align 3
.L4462:
	movl	$1, 24(%r15)
	cmpq	$1, %rsi
	je	.L4427
	movq	48(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L4433
	.p2align 4,,10
	.p2align 3
.L4464:
	movq	%rdi, 48(%r14)
	movl	$0, (%r15)
	movq	%rdx, 96(%r14)
.L4431:
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L4433
	.p2align 4,,10
	.p2align 3
.L4429:
	movl	$1, 24(%r15)
.L4427:
	movq	40(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L4433
	.p2align 4,,10
	.p2align 3
.L4437:
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
	jmp	.L4439
	.p2align 4,,10
	.p2align 3
.L4465:
	movl	$1, 24(%r15)
	movq	384(%rbx), %r13
	addl	$1, 1084(%rbx)
	jmp	.L4433
.L4463:
	movq	$0, 48(%r14)
	movl	$0, (%r15)
	movq	$0, 96(%r14)
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L4433
.L4442:
	leaq	run_fault_lock(%rip), %r12
	movq	%r12, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %r13d
	movq	%r12, %rdi
	call	pthread_mutex_unlock@PLT
	testl	%r13d, %r13d
	jne	.L4452
	movslq	%ebp, %rbp
	movq	stderr(%rip), %rdi
	leaq	.LC551(%rip), %rsi
	xorl	%eax, %eax
	movq	80(%rbx,%rbp,8), %rdx
	call	fprintf@PLT
	call	abort@PLT
.L4449:
	movl	$-2, %eax
	jmp	.L4421
.L4452:
	movl	$-4, %eax
	jmp	.L4421
	.cfi_endproc
.LFE148:
	.size	select_end_pass, .-select_end_pass
	.section	.rodata.str1.8
	.align 8
.LC552:
	.string	"corrected set without its terms, in memory and in passes (guessing too, and select), e %lu, values below %lu: fields that differ"
	.align 8
.LC553:
	.string	"some corrected percentiles were found by a guess"
	.align 8
.LC554:
	.string	"the brute-force buffer was allocated"
	.text
	.p2align 4
	.type	self_test_corrected, @function
self_test_corrected:
.LFB401:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$3200000, %edi
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
	subq	$10936, %rsp
	.cfi_def_cfa_offset 10992
	call	malloc@PLT
	movq	%rax, 56(%rsp)
	testq	%rax, %rax
	je	.L4506
	leaq	2928(%rsp), %rax
	movl	$42, %r11d
	movq	$1, 24(%rsp)
	leaq	E.16(%rip), %rbx
	movq	%rax, 88(%rsp)
	leaq	4528(%rsp), %r14
	movq	%r11, %rbp
	movabsq	$-7046029254386353131, %r15
	movl	$0, 208(%rsp)
	movq	$0, 40(%rsp)
.L4470:
	movq	24(%rsp), %rax
	leaq	TOP.15(%rip), %r9
	movq	%rbx, %r13
	movq	%r9, 32(%rsp)
	leaq	(%rax,%rax,2), %r11
	leaq	7728(%rsp), %rax
	movq	%rax, 256(%rsp)
	movq	%r11, %rbx
.L4505:
	movq	32(%rsp), %r10
	movq	88(%rsp), %r8
	xorl	%ecx, %ecx
	movabsq	$-4658895280553007687, %rdi
	movabsq	$-7723592293110705685, %rsi
	jmp	.L4474
	.p2align 4,,10
	.p2align 3
.L4534:
	movq	-8(%r8,%rcx,8), %rdx
.L4472:
	movq	%rdx, (%r8,%rcx,8)
	movq	%rdx, (%r14,%rcx,8)
	addq	$1, %rcx
	cmpq	$200, %rcx
	je	.L4533
.L4474:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L4534
	addq	%r15, %rbp
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
	leaq	(%rdx,%rbx), %rax
	cmovb	%rax, %rdx
	jmp	.L4472
.L4533:
	movq	88(%rsp), %rdi
	movq	24(%rsp), %r9
	xorl	%esi, %esi
	jmp	.L4479
.L4536:
	addq	$8, %rdi
	cmpq	%rdi, %r14
	je	.L4535
.L4479:
	movq	(%rdi), %rax
	movl	$1, %ecx
	cmpq	%r9, %rax
	jb	.L4475
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L4475:
	addq	%rsi, %rcx
	setc	%r11b
	movq	%rcx, %rsi
	movzbl	%r11b, %r11d
	jnc	.L4536
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
.L4478:
	leaq	288(%rsp), %rax
	leaq	1688(%rsp), %rdi
	movq	%r11, 8(%rsp)
	movq	%rax, 80(%rsp)
	leaq	6128(%rsp), %rax
	leaq	1696(%rsp), %r12
	movq	%rax, 248(%rsp)
	leaq	368(%rsp), %rax
	movq	%rax, 160(%rsp)
	leaq	456(%rsp), %rax
	movq	%rax, 104(%rsp)
	leaq	1840(%rsp), %rax
	movq	%rax, 112(%rsp)
	leaq	448(%rsp), %rax
	movq	%rdi, 144(%rsp)
	leaq	1680(%rsp), %rdi
	movq	%rax, 96(%rsp)
	leaq	528(%rsp), %rax
	movq	%rdi, 136(%rsp)
	leaq	1672(%rsp), %rdi
	movq	%rax, 152(%rsp)
	leaq	608(%rsp), %rax
	movq	%rdi, 128(%rsp)
	leaq	1000(%rsp), %rdi
	movq	%rax, 232(%rsp)
	leaq	9328(%rsp), %rax
	movq	%rdi, 120(%rsp)
	leaq	4520(%rsp), %rdi
	movq	%rax, 240(%rsp)
	movq	%rdi, 48(%rsp)
	movl	%r10d, 20(%rsp)
	movq	%rbp, 272(%rsp)
	movq	%rbx, 280(%rsp)
	movq	88(%rsp), %rbx
	movq	%r13, 264(%rsp)
	movq	%rax, %r13
.L4504:
	movq	24(%rsp), %rbp
	movq	56(%rsp), %rcx
	movl	$200, %esi
	movq	%rbx, %rdi
	movl	$400000, %r8d
	movq	%rbp, %rdx
	call	correct_co
	movq	80(%rsp), %r8
	movl	20(%rsp), %ecx
	movl	$1000, %edx
	movq	56(%rsp), %rdi
	movq	%rax, %rsi
	call	summarise.isra.0
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%rbx, %rdi
	movl	$200, %esi
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 11000
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	pushq	168(%rsp)
	.cfi_def_cfa_offset 11008
	movl	36(%rsp), %r8d
	movl	$1000, %ecx
	movl	$200, %esi
	movq	264(%rsp), %r9
	call	corrected_summarise
	movl	36(%rsp), %ecx
	movq	%rbp, %rsi
	xorl	%r9d, %r9d
	xorl	%r8d, %r8d
	movl	$1000, %edx
	movq	%r12, %rdi
	call	cqr_init
	popq	%r11
	.cfi_def_cfa_offset 11000
	popq	%rbp
	.cfi_def_cfa_offset 10992
	movl	1720(%rsp), %eax
	testl	%eax, %eax
	jle	.L4482
.L4481:
	movq	48(%rsp), %rbp
	.p2align 4,,10
	.p2align 3
.L4483:
	movq	0(%rbp), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	cqr_add_n
	movq	%rbp, %rax
	subq	$8, %rbp
	cmpq	%rbx, %rax
	jne	.L4483
	movl	1716(%rsp), %eax
	movq	%r12, %rdi
	leal	1(%rax), %edx
	movl	%edx, 1716(%rsp)
	testl	%eax, %eax
	je	.L4537
	call	cqr_end_pass.part.0
.L4485:
	movl	1720(%rsp), %r10d
	testl	%r10d, %r10d
	jg	.L4481
.L4482:
	movq	1728(%rsp), %rax
	movq	104(%rsp), %rdi
	movdqa	1744(%rsp), %xmm1
	movq	%rax, 448(%rsp)
	subq	1760(%rsp), %rax
	movq	%rax, 504(%rsp)
	movq	112(%rsp), %rax
	movaps	%xmm1, 512(%rsp)
	movdqa	32(%rax), %xmm6
	movdqa	(%rax), %xmm2
	movdqa	16(%rax), %xmm4
	movups	%xmm2, (%rdi)
	movups	%xmm4, 16(%rdi)
	movups	%xmm6, 32(%rdi)
	movq	%r12, %rdi
	movaps	%xmm6, 64(%rsp)
	call	cqr_free
	movq	8(%rsp), %r11
	movq	96(%rsp), %rsi
	movl	$8, %eax
	movq	80(%rsp), %rdi
	movq	160(%rsp), %r8
.L4486:
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
	jne	.L4486
	movq	%r11, 8(%rsp)
	movl	$200, %ebp
	movl	$3, 212(%rsp)
	movq	$2, 64(%rsp)
	movq	%rbx, 168(%rsp)
	movq	232(%rsp), %rbx
.L4503:
	movq	64(%rsp), %r8
	movl	20(%rsp), %ecx
	xorl	%r9d, %r9d
	movq	%r12, %rdi
	movq	24(%rsp), %rsi
	movl	$1000, %edx
	call	cqr_init
	movl	1720(%rsp), %r9d
	testl	%r9d, %r9d
	jle	.L4488
	movq	%rbx, 176(%rsp)
	movq	%r13, 184(%rsp)
	.p2align 4,,10
	.p2align 3
.L4487:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L4494:
	movq	%rbp, %rdx
	leaq	(%r14,%rbx,8), %rax
	subq	%rbx, %rdx
	cmpq	$1, %rdx
	je	.L4489
	movq	(%rax), %rcx
	movl	$1, %r13d
	jmp	.L4490
	.p2align 4,,10
	.p2align 3
.L4493:
	addq	$1, %r13
	cmpq	%r13, %rdx
	je	.L4492
.L4490:
	cmpq	%rcx, (%rax,%r13,8)
	je	.L4493
.L4492:
	movq	4528(%rsp,%rbx,8), %rsi
	movq	%r13, %rdx
	movq	%r12, %rdi
	addq	%r13, %rbx
	call	cqr_add_n
	cmpq	$199, %rbx
	jbe	.L4494
.L4491:
	movl	1716(%rsp), %eax
	movq	%r12, %rdi
	leal	1(%rax), %edx
	movl	%edx, 1716(%rsp)
	testl	%eax, %eax
	je	.L4538
	call	cqr_end_pass.part.0
.L4496:
	movl	1720(%rsp), %r8d
	testl	%r8d, %r8d
	jg	.L4487
	movq	176(%rsp), %rbx
	movq	184(%rsp), %r13
.L4488:
	movq	1728(%rsp), %rax
	movq	1744(%rsp), %rdi
	movq	1752(%rsp), %rsi
	movq	%rax, 176(%rsp)
	movq	%rax, 448(%rsp)
	subq	1760(%rsp), %rax
	movq	%rax, 504(%rsp)
	movq	%rax, 184(%rsp)
	movq	112(%rsp), %rax
	movq	%rdi, 512(%rsp)
	movdqa	32(%rax), %xmm5
	movdqa	(%rax), %xmm1
	movq	%rdi, 216(%rsp)
	movdqa	16(%rax), %xmm3
	movq	104(%rsp), %rdi
	movq	%rsi, 520(%rsp)
	movl	2924(%rsp), %eax
	movq	%rsi, 224(%rsp)
	movups	%xmm1, (%rdi)
	movups	%xmm3, 16(%rdi)
	movups	%xmm5, 32(%rdi)
	movq	%r12, %rdi
	addq	%rax, 40(%rsp)
	movaps	%xmm5, 192(%rsp)
	call	cqr_free
	movq	8(%rsp), %r11
	movq	96(%rsp), %rcx
	movl	$8, %eax
	movq	80(%rsp), %rsi
	.p2align 4,,10
	.p2align 3
.L4497:
	movq	(%rcx,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rsi,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L4497
	movl	20(%rsp), %ecx
	movl	$1000, %edx
	movl	$200, %esi
	movq	152(%rsp), %r8
	movq	168(%rsp), %rdi
	movq	%r11, 8(%rsp)
	call	summarise.isra.0
	movq	64(%rsp), %rcx
	xorl	%r8d, %r8d
	movq	%rbx, %rdi
	movl	20(%rsp), %edx
	movl	$1000, %esi
	call	select_init
	testl	%eax, %eax
	jne	.L4498
	movl	680(%rsp), %edi
	testl	%edi, %edi
	jle	.L4502
	movq	%r12, 192(%rsp)
	movq	256(%rsp), %r12
.L4499:
	movl	$200, %edx
	movl	$200, %ecx
	movq	%r12, %rdi
	movq	%r14, %rsi
	rep movsq
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	runs_of
	movq	%r12, %rsi
	movq	%r13, %rdx
	movq	%rbx, %rdi
	movq	%rax, %rcx
	call	select_add_runs
	movq	%rbx, %rdi
	call	select_end_pass
	movl	680(%rsp), %esi
	testl	%esi, %esi
	jg	.L4499
	movq	192(%rsp), %r12
.L4502:
	pxor	%xmm0, %xmm0
	movq	984(%rsp), %rdi
	movdqa	736(%rsp), %xmm7
	movaps	%xmm0, 0(%r13)
	movl	1692(%rsp), %eax
	movdqa	768(%rsp), %xmm1
	movaps	%xmm0, 48(%r13)
	movaps	%xmm0, 64(%r13)
	movdqa	752(%rsp), %xmm0
	addq	%rax, 40(%rsp)
	movups	%xmm7, 9336(%rsp)
	movups	%xmm0, 9352(%rsp)
	movups	%xmm1, 9368(%rsp)
	call	free@PLT
	movq	992(%rsp), %rdi
	call	free@PLT
	movq	120(%rsp), %rdi
	pxor	%xmm2, %xmm2
	movq	144(%rsp), %rcx
	movq	136(%rsp), %rdx
	movq	128(%rsp), %rsi
	movups	%xmm2, 984(%rsp)
	call	guesses_free
	movq	8(%rsp), %r11
	movl	$8, %eax
	movq	152(%rsp), %rcx
.L4500:
	movq	0(%r13,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rcx,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L4500
	movq	%r11, 8(%rsp)
.L4501:
	salq	$2, 64(%rsp)
	subl	$1, 212(%rsp)
	jne	.L4503
	movq	288(%rsp), %rdi
	movq	176(%rsp), %r9
	xorl	%eax, %eax
	cmpq	%rdi, 368(%rsp)
	movq	344(%rsp), %rsi
	setne	%al
	cmpq	%r9, %rdi
	movq	352(%rsp), %rdx
	movq	360(%rsp), %rcx
	setne	%dil
	movq	168(%rsp), %rbx
	movzbl	%dil, %edi
	addl	%edi, %eax
	xorl	%edi, %edi
	cmpq	%rsi, 424(%rsp)
	setne	%dil
	addl	%edi, %eax
	movq	184(%rsp), %rdi
	cmpq	%rdi, %rsi
	movq	440(%rsp), %rdi
	setne	%sil
	movzbl	%sil, %esi
	xorq	%rcx, %rdi
	addl	%esi, %eax
	movq	432(%rsp), %rsi
	xorq	%rdx, %rsi
	orq	%rdi, %rsi
	movq	216(%rsp), %rdi
	cmpq	$1, %rsi
	sbbl	$-1, %eax
	xorq	%rdi, %rdx
	movq	224(%rsp), %rdi
	xorq	%rdi, %rcx
	orq	%rcx, %rdx
	movl	20(%rsp), %ecx
	cmpq	$1, %rdx
	sbbl	$-1, %eax
	cltq
	addq	%rax, 8(%rsp)
	testl	%ecx, %ecx
	jne	.L4539
	movl	$1, 20(%rsp)
	jmp	.L4504
.L4489:
	movq	6120(%rsp), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	cqr_add_n
	jmp	.L4491
.L4538:
	call	cqr_first_end
	jmp	.L4496
.L4537:
	call	cqr_first_end
	jmp	.L4485
.L4498:
	movq	984(%rsp), %rdi
	call	free@PLT
	movq	992(%rsp), %rdi
	call	free@PLT
	movq	120(%rsp), %rdi
	pxor	%xmm3, %xmm3
	movq	144(%rsp), %rcx
	movq	136(%rsp), %rdx
	movq	128(%rsp), %rsi
	movups	%xmm3, 984(%rsp)
	call	guesses_free
	addq	$1, 8(%rsp)
	jmp	.L4501
.L4535:
	cmpq	$400000, %rcx
	jbe	.L4540
.L4480:
	addq	$8, 32(%rsp)
	movq	32(%rsp), %rax
	leaq	32+TOP.15(%rip), %rdi
	cmpq	%rdi, %rax
	jne	.L4505
	movq	%r13, %rbx
	leaq	48+E.16(%rip), %rax
	addq	$8, %rbx
	cmpq	%rax, %rbx
	je	.L4511
	movq	(%rbx), %rax
	movq	%rax, 24(%rsp)
	jmp	.L4470
.L4539:
	movq	32(%rsp), %rax
	movq	240(%rsp), %r12
	leaq	.LC552(%rip), %rdx
	movl	$192, %esi
	movq	24(%rsp), %rcx
	movq	264(%rsp), %r13
	movq	(%rax), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	movq	272(%rsp), %rbp
	movq	280(%rsp), %rbx
	call	snprintf@PLT
	movq	8(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r12, %rdi
	call	expect
	addl	%eax, 208(%rsp)
	jmp	.L4480
.L4511:
	movl	$1, %ebp
	xorl	%ebx, %ebx
.L4469:
	movq	56(%rsp), %rdi
	call	free@PLT
	xorl	%ecx, %ecx
	cmpq	$0, 40(%rsp)
	movl	$1, %esi
	setne	%cl
	leaq	.LC553(%rip), %rdi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%rbp, %rcx
	movq	%rbx, %r8
	movl	$1, %esi
	movl	208(%rsp), %r12d
	xorl	%edx, %edx
	leaq	.LC554(%rip), %rdi
	addl	%eax, %r12d
	call	expect
	addq	$10936, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	addl	%r12d, %eax
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L4506:
	.cfi_restore_state
	xorl	%eax, %eax
	xorl	%edx, %edx
	xorl	%ebp, %ebp
	xorl	%ebx, %ebx
	movl	%eax, 208(%rsp)
	movq	%rdx, 40(%rsp)
	jmp	.L4469
.L4540:
	xorl	%r10d, %r10d
	jmp	.L4478
	.cfi_endproc
.LFE401:
	.size	self_test_corrected, .-self_test_corrected
	.section	.rodata.str1.8
	.align 8
.LC555:
	.string	"out of memory for %lu connections"
	.align 8
.LC556:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB200:
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
	subq	$33160, %rsp
	.cfi_def_cfa_offset 33216
	leaq	224(%rsp), %rax
	movl	%esi, 48(%rsp)
	movq	33216(%rsp), %r12
	movq	%rdx, 32(%rsp)
	movl	%esi, %edx
	movq	%rdi, %rsi
	movq	%rax, %rdi
	movq	%r9, 56(%rsp)
	movq	%rax, 24(%rsp)
	call	walk_start
	movl	%eax, 52(%rsp)
	testl	%eax, %eax
	jne	.L4568
	movq	$0, (%r12)
	leaq	96(%rsp), %rax
	movq	%r13, %rsi
	leaq	80(%rsp), %r14
	movq	$0, (%rbx)
	movq	%rax, %rdi
	xorl	%r13d, %r13d
	movq	%rax, 40(%rsp)
	call	due_restart
	leaq	384(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L4551
	.p2align 4,,10
	.p2align 3
.L4570:
	movq	16(%rsp), %rsi
	movq	40(%rsp), %rdi
	movl	$4096, %edx
	call	due_fill
	movq	%r12, 33216(%rsp)
	movq	33216(%rsp), %rcx
	movq	%rax, %r12
.L4549:
	movq	16(%rsp), %rax
	movq	%r14, %rsi
	movl	$1, %edi
	movq	%rcx, 33216(%rsp)
	movq	%r12, 312(%rsp)
	movq	%rax, 304(%rsp)
	movq	%r13, 320(%rsp)
	movq	%r13, 328(%rsp)
	call	clock_gettime@PLT
	movq	(%rbx), %rax
	movq	32(%rsp), %rdi
	movq	%rbp, %rdx
	imulq	$1000000000, 80(%rsp), %r8
	movq	88(%rsp), %r9
	leaq	(%rdi,%rax,8), %rsi
	movq	24(%rsp), %rdi
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
	movq	33216(%rsp), %rcx
	subq	%r9, %rax
	addq	88(%rsp), %rax
	subq	%r8, %rax
	addq	%rax, (%rcx)
	movq	(%rbx), %rax
	addq	%r15, %rax
	movq	%rax, (%rbx)
	cmpq	%r12, 320(%rsp)
	jb	.L4548
	cmpq	%rbp, %rax
	jne	.L4547
	cmpl	$3, 48(%rsp)
	je	.L4569
.L4547:
	movq	%rcx, 33216(%rsp)
	movq	%r12, %rcx
	movq	33216(%rsp), %r12
	orq	%r15, %rcx
	je	.L4550
.L4551:
	xorl	%ecx, %ecx
	cmpl	$3, 48(%rsp)
	jne	.L4570
	movq	%r12, 33216(%rsp)
	movq	%rcx, %r12
	movq	33216(%rsp), %rcx
	jmp	.L4549
	.p2align 4,,10
	.p2align 3
.L4569:
	movq	24(%rsp), %rdi
	leaq	72(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 33216(%rsp)
	call	walk_run
	testq	%rax, %rax
	jne	.L4548
	orq	%r15, %r12
	movq	33216(%rsp), %rcx
	je	.L4550
	xorl	%r12d, %r12d
	jmp	.L4549
	.p2align 4,,10
	.p2align 3
.L4550:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4552
	call	fclose@PLT
.L4552:
	movq	248(%rsp), %rax
	movq	56(%rsp), %rdi
	movq	368(%rsp), %rdx
	movq	%rax, (%rdi)
	movq	33224(%rsp), %rax
	movq	336(%rsp), %rdi
	movq	%rdx, (%rax)
	call	free@PLT
.L4541:
	movl	52(%rsp), %eax
	addq	$33160, %rsp
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
.L4568:
	.cfi_restore_state
	movq	160(%r13), %rcx
	leaq	384(%rsp), %rbp
	leaq	.LC555(%rip), %rdx
	xorl	%eax, %eax
	movl	$96, %esi
	movq	%rbp, %rdi
	leaq	run_fault_lock(%rip), %rbx
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L4571
.L4543:
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$-4, 52(%rsp)
	jmp	.L4541
.L4548:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC556(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L4571:
	movq	%rbp, %rcx
	leaq	.LC30(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$1, run_fault(%rip)
	jmp	.L4543
	.cfi_endproc
.LFE200:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB285:
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
	movl	$1, %eax
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
	movq	%r10, %rsi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$792, %rsp
	.cfi_def_cfa_offset 848
	leaq	416(%rsp), %r13
	movq	%r13, %rdi
	rep movsq
	movups	%xmm0, (%rdx)
	movups	%xmm0, 16(%rdx)
	movups	%xmm0, 32(%rdx)
	movq	48(%r10), %r11
	testq	%r11, %r11
	je	.L4572
	cmpl	$0, 152(%r10)
	jne	.L4572
	cmpl	$0, 72(%r10)
	movq	%rdx, %rbx
	jne	.L4574
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L4599
.L4574:
	movq	552(%rsp), %rbp
	movl	$262144, %eax
	cmpq	%rax, %rbp
	cmova	%rax, %rbp
	movq	%rbp, 552(%rsp)
	salq	$3, %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, (%rbx)
	movq	%rax, %r12
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, 8(%rbx)
	movq	%rax, %r14
	call	malloc@PLT
	testq	%r14, %r14
	sete	%dl
	testq	%r12, %r12
	movq	%rax, 16(%rbx)
	sete	%cl
	orb	%cl, %dl
	jne	.L4588
	testq	%rax, %rax
	je	.L4588
	leaq	160(%rsp), %rbp
	leaq	32(%rsp), %r14
	movq	%r13, %rsi
	movq	%rbp, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L4575
	xorl	%ebp, %ebp
	cmpq	$0, 552(%rsp)
	je	.L4577
	.p2align 4,,10
	.p2align 3
.L4576:
	movq	16(%rbx), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	552(%rsp), %rbp
	jb	.L4576
.L4577:
	leaq	72(%rsp), %rdi
	leaq	24(%rsp), %r15
	movq	%rsp, %r12
	call	numbers_close
	movq	16(%rbx), %rax
	movq	%r12, %r9
	movq	%r13, %rdi
	leaq	16(%rsp), %rbp
	movl	$1, %esi
	movq	%rax, 528(%rsp)
	movq	%rbp, %r8
	pushq	%r15
	.cfi_def_cfa_offset 856
	leaq	16(%rsp), %r14
	pushq	%r14
	.cfi_def_cfa_offset 864
	movq	568(%rsp), %rcx
	movq	(%rbx), %rdx
	call	walk_all
	movq	%r12, %rsp
	.cfi_def_cfa_offset 848
	testl	%eax, %eax
	jne	.L4572
	movq	8(%rbx), %rdx
	pushq	%r15
	.cfi_def_cfa_offset 856
	movq	%r12, %r9
	movq	%rbp, %r8
	pushq	%r14
	.cfi_def_cfa_offset 864
	movq	568(%rsp), %rcx
	xorl	%esi, %esi
	movq	%r13, %rdi
	call	walk_all
	movq	%r12, %rsp
	.cfi_def_cfa_offset 848
	testl	%eax, %eax
	jne	.L4572
	movq	552(%rsp), %rcx
	movq	32(%rbx), %rsi
	movq	%rcx, 24(%rbx)
	movq	%rsi, %rax
	cmpq	%rcx, %rsi
	jnb	.L4578
	movq	16(%rbx), %r8
	movq	8(%rbx), %rdx
	movq	480(%rsp), %rdi
	jmp	.L4579
	.p2align 4,,10
	.p2align 3
.L4581:
	addq	$1, %rsi
	movq	%rsi, 32(%rbx)
	cmpq	%rsi, %rcx
	je	.L4580
.L4579:
	movq	(%rdx,%rsi,8), %rax
	addq	(%r8,%rsi,8), %rax
	cmpq	%rax, %rdi
	jnb	.L4581
	movq	%rsi, 40(%rbx)
	leaq	SERVICE_DISTS(%rip), %rbp
	cmpq	%rcx, %rsi
	jb	.L4582
	jmp	.L4598
	.p2align 4,,10
	.p2align 3
.L4585:
	movq	40(%rbx), %rax
	leaq	1(%rax), %rsi
	movq	%rsi, 40(%rbx)
	cmpq	24(%rbx), %rsi
	jnb	.L4598
	movq	8(%rbx), %rdx
.L4582:
	movl	424(%rsp), %eax
	movq	(%rdx,%rsi,8), %r12
	movq	%r13, %rdi
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rbp,%rax)
	cmpq	%r12, %rax
	jb	.L4585
.L4598:
	movq	32(%rbx), %rax
.L4583:
	cmpq	24(%rbx), %rax
	setnb	%al
	movzbl	%al, %eax
.L4572:
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
.L4599:
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
	leaq	1(%rbp,%rsi), %rcx
	addq	%rcx, %rax
	cmpq	$1, %rdx
	movq	136(%r10), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, 552(%rsp)
	jmp	.L4574
.L4578:
	movq	%rsi, 40(%rbx)
	jmp	.L4583
.L4575:
	movq	%rbp, %rsi
	movl	$2, %edi
	call	run_fault_set
	movl	$-4, %eax
	jmp	.L4572
.L4588:
	orl	$-1, %eax
	jmp	.L4572
.L4580:
	movq	%rcx, 40(%rbx)
	movq	%rcx, %rax
	jmp	.L4583
	.cfi_endproc
.LFE285:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.8
	.align 8
.LC557:
	.string	"bench: internal error: the schedule ran out before its count\n"
	.align 8
.LC558:
	.string	"bench: internal error: the shared schedule ends at %lu ns, read before the run as %lu\n"
	.text
	.p2align 4
	.type	walk_outcomes, @function
walk_outcomes:
.LFB188:
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
	subq	$8552, %rsp
	.cfi_def_cfa_offset 8608
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
	je	.L4805
.L4601:
	movq	80(%rsp), %rax
	movq	208(%rax), %rbp
	testq	%rbp, %rbp
	jne	.L4806
.L4602:
	leaq	384(%rsp), %rdi
	movl	$1020, %ecx
	xorl	%eax, %eax
	movq	%rdi, 152(%rsp)
	rep stosq
	testl	%ebx, %ebx
	jne	.L4801
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
.L4608:
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
	movq	40(%rsp), %rcx
	movdqa	16(%rsp), %xmm7
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	addq	%rcx, %rax
	testq	%rcx, %rcx
	movq	(%rsp), %r8
	movq	208(%rbx), %rcx
	cmove	%r14, %rax
	testq	%r15, %r15
	movups	%xmm7, 3432(%rbp)
	movq	%rax, 3464(%rbp)
	movq	32(%rsp), %rax
	movq	%rax, 3416(%rbp)
	movq	184(%rsp), %rax
	movq	%rax, 3424(%rbp)
	movq	%r14, %rax
	cmove	8608(%rsp), %rax
	movq	%rax, 3480(%rbp)
	call	select_init
	movq	208(%rbx), %rcx
	movl	200(%rbx), %edx
	leaq	1088(%rbp), %rdi
	movq	192(%rbx), %rsi
	movq	(%rsp), %r8
	movl	%eax, %r12d
	call	select_init
	movl	176(%rbx), %r11d
	orl	%eax, %r12d
	testl	%r11d, %r11d
	je	.L4807
.L4607:
	leal	1(%r15), %r10d
	cmpl	%r10d, 144(%rsp)
	movl	$1, %r15d
	setg	%dl
	testl	%r12d, %r12d
	sete	%al
	addq	$288, %r13
	addq	$4080, %rbp
	testb	%al, %dl
	jne	.L4608
	movq	32(%rsp), %r15
	testl	%r12d, %r12d
	jne	.L4801
	movq	152(%rsp), %rax
	cmpl	$2, 144(%rsp)
	movq	%rax, 208(%rsp)
	jne	.L4610
	leaq	4464(%rsp), %rax
	movq	%rax, 216(%rsp)
.L4610:
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
.L4715:
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
	jmp	.L4619
.L4809:
	movl	2200(%r14), %r8d
	testl	%r8d, %r8d
	jle	.L4611
	movl	$1, 4040(%r14)
.L4613:
	cmpl	$3, %r12d
	movl	$1, %edx
	pxor	%xmm2, %xmm2
	movl	$1, 4044(%r14)
	movl	%eax, 4048(%r14)
	cmovne	%edx, %eax
	movups	%xmm2, 4056(%r14)
.L4615:
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
	movl	4044(%r14), %edi
	testl	%edi, %edi
	je	.L4617
	movq	80(%rsp), %rsi
	movl	%r12d, %edx
	movq	%r10, %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L4617:
	movl	4048(%r14), %esi
	movq	%r13, 3760(%r14)
	testl	%esi, %esi
	je	.L4618
	xorl	%edx, %edx
	movq	80(%rsp), %rsi
	leaq	3760(%r14), %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L4618:
	movq	8(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	je	.L4808
.L4619:
	movq	(%r15), %r14
	xorl	%eax, %eax
	movl	72(%r14), %edx
	movl	1160(%r14), %r9d
	movl	3408(%r14), %r10d
	testl	%edx, %edx
	setg	%al
	movl	%eax, 4032(%r14)
	xorl	%eax, %eax
	testl	%r9d, %r9d
	setg	%al
	movl	%eax, 4036(%r14)
	testl	%r10d, %r10d
	jne	.L4809
.L4611:
	movl	$0, 4040(%r14)
	testl	%edx, %edx
	jg	.L4613
	pxor	%xmm4, %xmm4
	movl	%eax, 4048(%r14)
	movl	$0, 4044(%r14)
	movups	%xmm4, 4056(%r14)
	jmp	.L4615
.L4808:
	movl	%ebx, 148(%rsp)
	movq	%r13, %r12
	movl	%ebp, 116(%rsp)
	testl	%ebp, %ebp
	je	.L4810
	cmpq	$0, 88(%rsp)
	je	.L4673
	movq	$0, 96(%rsp)
.L4670:
	movq	88(%rsp), %rax
	movq	(%rax), %r14
	movslq	8(%rax), %rbp
	movq	%r14, %rdi
	call	pthread_mutex_lock@PLT
	movq	96(%rsp), %rax
	leaq	40(%r14), %rdi
	movq	%rax, 376(%r14,%rbp,8)
	orl	$1, 396(%r14,%rbp,4)
	call	pthread_cond_broadcast@PLT
	movq	%r14, %rdi
	call	pthread_mutex_unlock@PLT
.L4673:
	movq	104(%rsp), %rax
	movq	176(%rsp), %rdi
	movl	116(%rsp), %ebx
	leaq	(%rax,%rdi,8), %rcx
	movq	%rax, 16(%rsp)
	movq	%rax, %r14
	movq	%rcx, 32(%rsp)
	movq	%rcx, %rbp
	jmp	.L4694
	.p2align 4,,10
	.p2align 3
.L4681:
	call	*24(%r12)
.L4675:
	movl	4048(%r13), %eax
	testl	%eax, %eax
	je	.L4685
	movl	%ebx, %eax
	orl	3472(%r13), %eax
	leaq	3760(%r13), %rdi
	je	.L4811
.L4687:
	call	*24(%r12)
.L4685:
	addq	$8, %r14
	cmpq	%r14, %rbp
	je	.L4812
.L4694:
	movq	(%r14), %r13
	movl	4044(%r13), %eax
	movq	3456(%r13), %r15
	testl	%eax, %eax
	je	.L4675
	movl	%ebx, %eax
	orl	3472(%r13), %eax
	leaq	3488(%r13), %rdi
	jne	.L4681
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
	je	.L4681
	movq	4056(%r13), %rcx
	testq	%rcx, %rcx
	js	.L4678
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L4679:
	testq	%rdx, %rdx
	je	.L4684
	js	.L4682
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L4683:
	divsd	%xmm1, %xmm0
.L4684:
	movsd	%xmm0, (%rsi)
	jmp	.L4681
.L4811:
	movq	%rdi, 8(%rsp)
	movq	(%rsp), %rdx
	leaq	264(%r15), %rcx
	leaq	248(%r15), %r8
	movq	80(%rsp), %rsi
	call	*32(%r12)
	movq	3464(%r13), %rdx
	movq	8(%rsp), %rdi
	testq	%rdx, %rdx
	je	.L4687
	movq	4064(%r13), %rax
	testq	%rax, %rax
	js	.L4689
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4690:
	movq	240(%rsp), %rax
	testq	%rax, %rax
	je	.L4691
	js	.L4692
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L4693:
	divsd	%xmm1, %xmm0
.L4691:
	movsd	%xmm0, 8(%rdx)
	jmp	.L4687
.L4812:
	movl	116(%rsp), %eax
	movq	16(%rsp), %r14
	testl	%eax, %eax
	jne	.L4733
	movq	32(%rsp), %rbp
	movq	80(%rsp), %r13
	movq	%r12, 32(%rsp)
	jmp	.L4707
	.p2align 4,,10
	.p2align 3
.L4700:
	movl	4036(%rbx), %r15d
	testl	%r15d, %r15d
	jne	.L4813
	movl	4040(%rbx), %r12d
	testl	%r12d, %r12d
	jne	.L4814
.L4702:
	movl	3408(%rbx), %r11d
	testl	%r11d, %r11d
	jne	.L4704
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
	jne	.L4734
	movl	$1, 3408(%rbx)
.L4704:
	addq	$8, %r14
	addl	$1, 3472(%rbx)
	cmpq	%r14, %rbp
	je	.L4815
.L4707:
	movq	(%r14), %rbx
	movl	4032(%rbx), %eax
	testl	%eax, %eax
	je	.L4700
	movq	%rbx, %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L4700
.L4802:
	movq	136(%rsp), %r15
.L4699:
	movl	%eax, 116(%rsp)
	movslq	144(%rsp), %r8
.L4604:
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L4716
	movq	(%rax), %rbp
	movslq	8(%rax), %rbx
	movq	%r8, (%rsp)
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	leaq	40(%rbp), %rdi
	movl	$1, 396(%rbp,%rbx,4)
	movl	$1, 404(%rbp,%rbx,4)
	call	pthread_cond_broadcast@PLT
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	movq	(%rsp), %r8
.L4716:
	leaq	2952(%rsp), %r13
	xorl	%ebx, %ebx
	movq	%r8, %r14
.L4718:
	leaq	-2568(%r13), %r12
	leaq	-2176(%r13), %rbp
.L4717:
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
	jne	.L4717
	leaq	-392(%rbp), %rdi
	addq	$1, %rbx
	leaq	4080(%rbp), %r13
	call	cqr_free
	cmpq	%r14, %rbx
	jne	.L4718
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
	addq	$8552, %rsp
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
.L4813:
	.cfi_restore_state
	leaq	1088(%rbx), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L4802
	movl	4040(%rbx), %r12d
	testl	%r12d, %r12d
	je	.L4702
.L4814:
	movl	2196(%rbx), %eax
	leaq	2176(%rbx), %rdi
	leal	1(%rax), %edx
	movl	%edx, 2196(%rbx)
	testl	%eax, %eax
	je	.L4816
	call	cqr_end_pass.part.0
.L4706:
	testl	%eax, %eax
	je	.L4702
	jmp	.L4802
.L4816:
	call	cqr_first_end
	jmp	.L4706
.L4815:
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
.L4708:
	movl	(%rsi,%r12,4), %r10d
	testl	%r10d, %r10d
	jne	.L4712
	movl	72(%rbp), %r9d
	testl	%r9d, %r9d
	jle	.L4817
.L4710:
	movslq	%r13d, %rax
	addl	$1, %r13d
	movq	%rbp, 208(%rsp,%rax,8)
.L4712:
	addq	$1, %r12
	addq	$4080, %rbp
	addq	$288, %r14
	cmpq	%r12, %r8
	jne	.L4708
	movl	%r13d, 116(%rsp)
	movq	8(%rsp), %r12
	testl	%r13d, %r13d
	je	.L4799
	movq	80(%rsp), %rax
	leaq	by_kind.7(%rip), %rdi
	movl	152(%rax), %eax
	movl	(%rdi,%rax,4), %ebp
	movslq	%r13d, %rax
	jmp	.L4715
.L4810:
	cmpq	$0, 88(%rsp)
	je	.L4818
	movq	208(%rsp), %rax
	movl	3472(%rax), %ebp
	testl	%ebp, %ebp
	jne	.L4819
.L4623:
	movq	104(%rsp), %rax
	movq	176(%rsp), %rsi
	movq	$0, 8(%rsp)
	leaq	(%rax,%rsi,8), %rax
	movq	%rax, 72(%rsp)
.L4671:
	movq	88(%rsp), %rax
	movq	(%rax), %rbp
	movl	8(%rax), %ebx
	movq	232(%rbp), %rax
	movq	%rbp, %rdi
	movl	%ebx, 32(%rsp)
	movq	%rax, 56(%rsp)
	call	pthread_mutex_lock@PLT
	movq	368(%rbp), %r15
	cmpq	%r15, 8(%rsp)
	jb	.L4648
	movslq	%ebx, %rax
	movq	%r15, %rbx
	movq	%r12, 128(%rsp)
	movabsq	$-6148914691236517205, %r14
	addq	$46, %rax
	movq	%rax, 40(%rsp)
	leaq	40(%rbp), %rax
	movq	%rax, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L4629:
	movq	224(%rbp), %rcx
	cmpq	%rcx, %rbx
	jnb	.L4820
	cmpl	$1, 32(%rsp)
	movl	$96, %eax
	adcq	$0, %rax
	movl	12(%rbp,%rax,4), %edx
	testl	%edx, %edx
	je	.L4631
	movq	40(%rsp), %rax
	movq	8(%rbp,%rax,8), %rax
.L4632:
	addq	$3, %rax
	cmpq	%rcx, %rax
	cmovbe	%rax, %rcx
	movl	392(%rbp), %eax
	testl	%eax, %eax
	jne	.L4633
	movq	%rbx, %rax
	mulq	%r14
	movq	%rdx, %rax
	andq	$-2, %rdx
	shrq	%rax
	addq	%rax, %rdx
	movq	%rbx, %rax
	subq	%rdx, %rax
	leaq	0(%rbp,%rax,8), %r12
	cmpq	%rbx, 328(%r12)
	jne	.L4633
	cltq
	movl	352(%rbp,%rax,4), %eax
	testl	%eax, %eax
	je	.L4821
.L4633:
	cmpq	%rcx, %rbx
	jb	.L4643
	jmp	.L4644
	.p2align 4,,10
	.p2align 3
.L4645:
	addq	$1, %rbx
	cmpq	%rcx, %rbx
	jnb	.L4644
.L4643:
	movq	%rbx, %rax
	movq	%rbx, %r12
	mulq	%r14
	movq	%rdx, %rax
	andq	$-2, %rdx
	shrq	%rax
	addq	%rax, %rdx
	subq	%rdx, %r12
	cmpq	%rbx, 328(%rbp,%r12,8)
	je	.L4645
	cmpq	%rcx, %rbx
	jnb	.L4644
	leaq	0(%rbp,%r12,8), %r15
	movslq	%r12d, %r12
	movq	%rbp, %rdi
	movq	%rbx, 328(%r15)
	salq	$14, %rbx
	movl	$1, 352(%rbp,%r12,4)
	call	pthread_mutex_unlock@PLT
	movq	208(%rbp), %r9
	movl	$16384, %eax
	movq	136(%r9), %r13
	subq	%rbx, %r13
	cmpq	%rax, %r13
	cmova	%rax, %r13
	movl	216(%rbp), %eax
	testl	%eax, %eax
	jne	.L4822
.L4646:
	cmpq	$0, 280(%r15)
	movq	%r9, 48(%rsp)
	je	.L4647
	movq	(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	48(%rsp), %rdi
	movq	%r13, %rcx
	movq	%rbx, %rsi
	movq	248(%rsp), %r11
	movq	280(%r15), %rdx
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
	movq	%rax, 304(%r15)
.L4647:
	movq	%r13, 256(%r15)
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movq	16(%rsp), %rdi
	movl	$0, 352(%rbp,%r12,4)
	call	pthread_cond_broadcast@PLT
.L4642:
	movq	368(%rbp), %rbx
	cmpq	%rbx, 8(%rsp)
	jnb	.L4629
	movq	128(%rsp), %r12
.L4648:
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
	movq	232(%rax), %rcx
	movq	%rcx, 56(%rsp)
	movq	256(%rax), %rcx
	movq	%rcx, 40(%rsp)
	movq	280(%rax), %rcx
	movq	304(%rax), %rax
	movq	%rax, 64(%rsp)
.L4630:
	movq	%rbp, %rdi
	movq	%rcx, 32(%rsp)
	call	pthread_mutex_unlock@PLT
	movq	8(%rsp), %rax
	movq	32(%rsp), %rcx
	movq	%rax, 96(%rsp)
.L4650:
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
.L4668:
	movq	0(%r13), %r15
	xorl	%r14d, %r14d
	movq	%r13, 16(%rsp)
	movq	%r14, %r13
	leaq	3488(%r15), %rbp
.L4667:
	movl	4044(%r15,%r13,4), %r9d
	testl	%r9d, %r9d
	je	.L4652
.L4827:
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
	je	.L4653
	cmpl	$3, 200(%rsp,%r13,4)
	cmovne	64(%rsp), %rdx
.L4653:
	addq	%rdx, %rax
	addq	%rbx, 48(%rsp)
	movq	3416(%r15), %r14
	addq	%rax, 4056(%r15,%r13,8)
	cmpq	$1, %r13
	je	.L4823
	movq	3424(%r15), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	runs_of
	movl	4032(%r15), %edi
	movq	%rax, %rbx
	testl	%edi, %edi
	jne	.L4656
	testq	%r13, %r13
	jne	.L4824
.L4657:
	movl	4040(%r15), %edx
	testl	%edx, %edx
	je	.L4660
	movl	2196(%r15), %ecx
	testl	%ecx, %ecx
	je	.L4825
.L4661:
	xorl	%r13d, %r13d
	leaq	2176(%r15), %r14
	jmp	.L4662
	.p2align 4,,10
	.p2align 3
.L4826:
	cmpq	%rbx, %r13
	jnb	.L4660
	movq	3424(%r15), %rax
	movq	%r14, %rdi
	movq	(%rax,%r13,8), %rdx
	movq	3416(%r15), %rax
	movq	(%rax,%r13,8), %rsi
	addq	$1, %r13
	call	cqr_add_n
	movl	4040(%r15), %edx
.L4662:
	testl	%edx, %edx
	je	.L4660
	movl	2196(%r15), %eax
	testl	%eax, %eax
	jne	.L4826
.L4660:
	movl	$1, %r13d
	addq	$272, %rbp
	movl	4044(%r15,%r13,4), %r9d
	testl	%r9d, %r9d
	jne	.L4827
.L4652:
	cmpq	$1, %r13
	jne	.L4828
.L4666:
	movq	16(%rsp), %r13
	movq	72(%rsp), %rax
	addq	$8, %r13
	cmpq	%rax, %r13
	jne	.L4668
	movq	40(%rsp), %rax
	movq	48(%rsp), %r14
	orq	%rax, %r14
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L4669
	movq	(%rax), %r15
	movq	96(%rsp), %rcx
	movslq	8(%rax), %rbp
	leaq	1(%rcx), %rbx
	movq	%r15, %rdi
	movq	%rbx, 8(%rsp)
	call	pthread_mutex_lock@PLT
	movq	%rbx, 376(%r15,%rbp,8)
	leaq	40(%r15), %rdi
	call	pthread_cond_broadcast@PLT
	movq	%r15, %rdi
	call	pthread_mutex_unlock@PLT
	testq	%r14, %r14
	jne	.L4671
	jmp	.L4670
	.p2align 4,,10
	.p2align 3
.L4823:
	movq	3480(%r15), %rdi
	testq	%rdi, %rdi
	je	.L4655
	movl	3472(%r15), %r8d
	testl	%r8d, %r8d
	je	.L4829
.L4655:
	movq	3424(%r15), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	runs_of
	movq	%rax, %rbx
	movl	4036(%r15), %eax
	testl	%eax, %eax
	je	.L4666
.L4656:
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
	je	.L4657
	cmpq	$1, %r13
	je	.L4666
.L4828:
	addq	$272, %rbp
	movl	$1, %r13d
	jmp	.L4667
	.p2align 4,,10
	.p2align 3
.L4644:
	movq	16(%rsp), %rdi
	movq	%rbp, %rsi
	call	pthread_cond_wait@PLT
	jmp	.L4642
	.p2align 4,,10
	.p2align 3
.L4631:
	movq	384(%rbp), %rax
	movq	376(%rbp), %rdx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	jmp	.L4632
	.p2align 4,,10
	.p2align 3
.L4824:
	addq	$272, %rbp
	movl	$2, %r13d
	jmp	.L4667
.L4825:
	movq	3424(%r15), %rdx
	movq	3416(%r15), %rsi
	leaq	2176(%r15), %rdi
	movq	%rbx, %rcx
	call	cqr_first_runs
	movl	4040(%r15), %edx
	jmp	.L4661
.L4829:
	movq	%rbx, %rdx
	movq	%r14, %rsi
	call	batch_add
	jmp	.L4655
.L4821:
	movl	$1, 392(%rbp)
	movq	%rbp, %rdi
	addq	$1, %rbx
	call	pthread_mutex_unlock@PLT
	movl	216(%rbp), %eax
	movq	232(%r12), %r15
	movq	224(%rbp), %r13
	movq	256(%r12), %r12
	testl	%eax, %eax
	je	.L4634
	testq	%r12, %r12
	je	.L4636
	movsd	112(%rbp), %xmm0
	movq	%r15, %rax
	leaq	(%r15,%r12,8), %rsi
	movabsq	$-9223372036854775808, %rdi
	jmp	.L4640
	.p2align 4,,10
	.p2align 3
.L4831:
	cvttsd2siq	%xmm0, %rdx
	addq	$8, %rax
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	je	.L4830
.L4640:
	addsd	(%rax), %xmm0
	comisd	.LC82(%rip), %xmm0
	jb	.L4831
	movapd	%xmm0, %xmm1
	subsd	.LC82(%rip), %xmm1
	addq	$8, %rax
	cvttsd2siq	%xmm1, %rdx
	xorq	%rdi, %rdx
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L4640
.L4830:
	movsd	%xmm0, 112(%rbp)
	movq	%rdx, -8(%r15,%r12,8)
.L4636:
	addq	%r12, 96(%rbp)
.L4637:
	cmpq	%r13, %rbx
	jne	.L4641
	movl	200(%rbp), %eax
	testl	%eax, %eax
	jne	.L4641
	movq	208(%rbp), %rax
	movq	-8(%r15,%r12,8), %rdx
	movq	128(%rax), %rcx
	cmpq	%rcx, %rdx
	jne	.L4832
.L4641:
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	addq	$1, 368(%rbp)
	movq	16(%rsp), %rdi
	movl	$0, 392(%rbp)
	call	pthread_cond_broadcast@PLT
	jmp	.L4642
.L4669:
	testq	%r14, %r14
	je	.L4672
	addq	$1, 96(%rsp)
.L4622:
	movq	120(%rsp), %rax
	xorl	%ecx, %ecx
	movl	148(%rsp), %r11d
	movq	$0, 40(%rsp)
	movq	$0, 64(%rsp)
	movq	%rax, 56(%rsp)
	testl	%r11d, %r11d
	je	.L4650
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
	je	.L4650
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
	jmp	.L4650
.L4822:
	movsd	88(%r9), %xmm0
	movq	96(%r9), %rdi
	movq	%r13, %rdx
	movq	%rbx, %rsi
	movq	232(%r15), %rcx
	movq	%r9, 48(%rsp)
	call	poisson_gap_bits
	movq	48(%rsp), %r9
	jmp	.L4646
.L4820:
	movq	128(%rsp), %r12
	cmpq	%rbx, 8(%rsp)
	jb	.L4648
	movq	$0, 64(%rsp)
	xorl	%ecx, %ecx
	movq	$0, 40(%rsp)
	jmp	.L4630
.L4634:
	leaq	88(%rbp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	due_fill
	cmpq	%rax, %r12
	je	.L4637
	movq	stderr(%rip), %rcx
	movl	$61, %edx
	movl	$1, %esi
	leaq	.LC557(%rip), %rdi
	call	fwrite@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L4817:
	movl	1160(%rbp), %edi
	testl	%edi, %edi
	jg	.L4710
	movl	3408(%rbp), %ecx
	testl	%ecx, %ecx
	je	.L4710
	movl	2200(%rbp), %edx
	testl	%edx, %edx
	jg	.L4710
	movl	2172(%rbp), %eax
	movd	3472(%rbp), %xmm0
	movq	%r8, 48(%rsp)
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
	movq	%rsi, %r14
.L4711:
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
.L4713:
	movdqa	(%r15,%rax), %xmm3
	movups	%xmm3, (%rbx,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L4713
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
	jne	.L4711
	movq	32(%rsp), %rbp
	movq	48(%rsp), %r8
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
	movq	%r8, 16(%rsp)
	movups	%xmm4, 8(%r14)
	movdqa	2336(%rbp), %xmm5
	movups	%xmm5, 24(%r14)
	movdqa	2352(%rbp), %xmm6
	movups	%xmm6, 40(%r14)
	call	cqr_free
	movq	16(%rsp), %r8
	movq	32(%rsp), %rsi
	jmp	.L4712
.L4678:
	movq	%rcx, %r8
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rcx, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4679
.L4689:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4690
.L4692:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4693
.L4734:
	movq	136(%rsp), %r15
	movl	$-1, %eax
	jmp	.L4699
.L4682:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4683
.L4819:
	movq	88(%rsp), %rax
	movq	(%rax), %r14
	movl	8(%rax), %ebx
	movq	%r14, %rdi
	call	pthread_mutex_lock@PLT
	movl	412(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L4627
	cmpl	$1, %ebx
	movl	$96, %ecx
	adcq	$0, %rcx
	movq	%rcx, %r15
	jmp	.L4625
.L4626:
	leaq	40(%r14), %rdi
	movq	%r14, %rsi
	call	pthread_cond_wait@PLT
	movl	412(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L4627
.L4625:
	movl	12(%r14,%r15,4), %ecx
	testl	%ecx, %ecx
	je	.L4626
	cmpl	%ebp, %eax
	jnb	.L4627
	movq	136(%r14), %rdi
	leaq	128(%r14), %r15
	call	free@PLT
	movq	128(%r14), %rdi
	testq	%rdi, %rdi
	je	.L4628
	call	fclose@PLT
.L4628:
	pxor	%xmm0, %xmm0
	leaq	88(%r14), %rdi
	movups	%xmm0, 128(%r14)
	movups	%xmm0, 16(%r15)
	movups	%xmm0, 32(%r15)
	movups	%xmm0, 48(%r15)
	movq	208(%r14), %rsi
	call	due_restart
	movslq	%ebx, %rax
	pxor	%xmm0, %xmm0
	movl	%ebp, 412(%r14)
	movups	%xmm0, 368(%r14)
	movq	%rax, %rsi
	pcmpeqd	%xmm0, %xmm0
	movq	$0, 384(%r14)
	movq	$-1, 344(%r14)
	movups	%xmm0, 328(%r14)
	movl	$0, 396(%r14,%rax,4)
	xorl	%eax, %eax
	testl	%esi, %esi
	sete	%al
	movl	404(%r14,%rax,4), %ecx
	movl	%ecx, 396(%r14,%rax,4)
.L4627:
	movq	%r14, %rdi
	call	pthread_mutex_unlock@PLT
	jmp	.L4623
.L4818:
	movq	80(%rsp), %rsi
	leaq	256(%rsp), %rdi
	call	due_restart
	movq	104(%rsp), %rax
	movq	176(%rsp), %rsi
	movq	$0, 96(%rsp)
	leaq	(%rax,%rsi,8), %rax
	movq	%rax, 72(%rsp)
	jmp	.L4622
.L4807:
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
	jmp	.L4607
.L4672:
	movq	304(%rsp), %rdi
	call	free@PLT
	movq	296(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4796
	call	fclose@PLT
.L4796:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 296(%rsp)
	movups	%xmm0, 312(%rsp)
	movups	%xmm0, 328(%rsp)
	movups	%xmm0, 344(%rsp)
	jmp	.L4673
.L4733:
	movq	136(%rsp), %r15
.L4801:
	movl	$-1, 116(%rsp)
	movslq	144(%rsp), %r8
	jmp	.L4604
.L4806:
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
	jmp	.L4602
.L4805:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 120(%rsp)
	movq	80(%rsp), %rax
	sete	%bpl
	movl	8(%rax), %r13d
	orl	%r12d, %ebp
	movzbl	%bpl, %ebx
	testl	%r13d, %r13d
	je	.L4601
	movq	8(%rsp), %rax
	movl	48(%rax), %r12d
	testl	%r12d, %r12d
	je	.L4601
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 160(%rsp)
	sete	%bl
	orl	%ebp, %ebx
	movzbl	%bl, %ebx
	jmp	.L4601
.L4799:
	movq	136(%rsp), %r15
	jmp	.L4604
.L4832:
	movq	stderr(%rip), %rdi
	leaq	.LC558(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE188:
	.size	walk_outcomes, .-walk_outcomes
	.section	.rodata.str1.8
	.align 8
.LC559:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB203:
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
	movq	%rcx, 32(%rsp)
	movq	%r14, 96(%rsp)
	movq	%r14, 104(%rsp)
	cmpl	$2, %eax
	je	.L4899
	cmpl	$3, %eax
	je	.L4900
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
	jne	.L4858
	testl	%eax, %eax
	jne	.L4858
	cmpq	$1, 160(%rbp)
	je	.L4901
.L4859:
	leaq	256(%r12), %rcx
	leaq	240(%r12), %r9
	movl	$1, %esi
.L4861:
	movq	136(%rbp), %rdi
.L4863:
	movq	0(%r13), %rdx
	pushq	%rcx
	.cfi_def_cfa_offset 328
	movq	%rdi, %rcx
	movq	%rbp, %rdi
	leaq	136(%rsp), %rax
	pushq	%rax
	.cfi_def_cfa_offset 336
	leaq	112(%rsp), %r8
	call	walk_all
	popq	%r11
	.cfi_def_cfa_offset 328
	popq	%rbx
	.cfi_def_cfa_offset 320
	testl	%eax, %eax
	jne	.L4833
	movq	128(%rsp), %rax
	movq	96(%rsp), %rbx
.L4860:
	testq	%rax, %rax
	js	.L4864
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4865:
	testq	%rbx, %rbx
	je	.L4866
	js	.L4867
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L4868:
	divsd	%xmm1, %xmm0
.L4866:
	movq	32(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%rbp, %rsi
	movsd	%xmm0, (%rax)
	call	server_init
	movq	16(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	168(%rsp), %r10
	movq	160(%rsp), %r15
	movq	%r10, 24(%rsp)
	movl	72(%rbp), %r10d
	testl	%r10d, %r10d
	jne	.L4869
	movl	8(%rbp), %r9d
	testl	%r9d, %r9d
	je	.L4902
.L4869:
	leaq	264(%r12), %rax
	movq	%rbp, %rdi
	movq	%r14, %rcx
	xorl	%esi, %esi
	movq	8(%r13), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 328
	leaq	248(%r12), %r9
	leaq	136(%rsp), %rax
	pushq	%rax
	.cfi_def_cfa_offset 336
	leaq	120(%rsp), %r8
	call	walk_all
	popq	%rdi
	.cfi_def_cfa_offset 328
	popq	%r8
	.cfi_def_cfa_offset 320
	testl	%eax, %eax
	jne	.L4833
	movq	128(%rsp), %rax
	movq	104(%rsp), %r14
.L4870:
	testq	%rax, %rax
	js	.L4871
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4872:
	testq	%r14, %r14
	js	.L4873
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L4874:
	divsd	%xmm1, %xmm0
	movq	32(%rsp), %rax
	movl	176(%rbp), %esi
	movq	256(%r12), %rcx
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L4875
	movq	160(%rbp), %rsi
	movq	$-1, %rdx
	cmpq	%rsi, %rbx
	jb	.L4876
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
	jmp	.L4876
	.p2align 4,,10
	.p2align 3
.L4858:
	leaq	by_kind.7(%rip), %rdx
	leaq	256(%r12), %rcx
	movl	(%rdx,%rax,4), %esi
	leaq	240(%r12), %r9
	cmpl	$3, %esi
	jne	.L4861
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L4861
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L4863
.L4875:
	movq	168(%rbp), %rdx
.L4876:
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
.L4833:
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
.L4864:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4865
.L4902:
	cmpq	$0, 40(%rbp)
	jne	.L4869
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
	movq	24(%rsp), %r10
	imulq	$1000000000, 160(%rsp), %rax
	subq	%r10, %rax
	addq	168(%rsp), %rax
	subq	%rdx, %rax
	movq	200(%rsp), %rdx
	movq	%rax, 128(%rsp)
	movq	%rdx, 248(%r12)
	jmp	.L4870
.L4867:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4868
.L4900:
	subq	$8, %rsp
	.cfi_def_cfa_offset 328
	xorl	%r9d, %r9d
	movl	$1, %r8d
	pushq	$0
	.cfi_def_cfa_offset 336
	movq	48(%rsp), %rcx
	leaq	GENERAL_WALK(%rip), %rsi
	call	walk_outcomes
	popq	%rdx
	.cfi_def_cfa_offset 328
	popq	%rcx
	.cfi_def_cfa_offset 320
	jmp	.L4833
.L4873:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4874
.L4871:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4872
.L4899:
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
	movq	%rax, 24(%rsp)
.L4848:
	movq	48(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	server_init
	testq	%r14, %r14
	je	.L4877
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%rbp, 88(%rsp)
	xorl	%r12d, %r12d
	movq	%rsi, 64(%rsp)
	movq	%r9, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L4839:
	movq	24(%rsp), %rsi
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
	je	.L4903
	movq	16(%rsp), %r9
	movq	8(%r13), %rdx
	movq	%rbp, %r8
	movq	%r15, %rcx
	movq	8(%rsp), %rsi
	movq	48(%rsp), %rdi
	movq	%rbp, %rbx
	subq	%r15, %rbx
	call	run_open
	movq	24(%rsp), %rsi
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
.L4837:
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	je	.L4843
	.p2align 4,,10
	.p2align 3
.L4838:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L4841
	testq	%rdx, %rdx
	jne	.L4841
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbx, %rcx
	jne	.L4838
.L4843:
	cmpq	%r14, %r12
	jb	.L4839
	movq	64(%rsp), %rsi
	movq	16(%rsp), %r9
	movq	88(%rsp), %rbp
	testq	%rsi, %rsi
	js	.L4844
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L4835:
	testq	%r14, %r14
	js	.L4846
.L4895:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L4847:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rsi
	movq	32(%rsp), %rax
	movsd	%xmm0, (%rax,%rsi,8)
	movq	200(%rsp), %rax
	movq	%r9, 256(%rbp,%rsi,8)
	movq	%rax, 240(%rbp,%rsi,8)
	testq	%rsi, %rsi
	jne	.L4904
	movq	$1, 40(%rsp)
	jmp	.L4848
	.p2align 4,,10
	.p2align 3
.L4903:
	movq	16(%rsp), %r9
	movq	0(%r13), %rdx
	movq	%rbp, %r8
	movq	%r15, %rcx
	movq	8(%rsp), %rsi
	movq	48(%rsp), %rdi
	movq	%rbp, %rbx
	subq	%r15, %rbx
	call	run_closed
	movq	24(%rsp), %rsi
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
	jmp	.L4837
.L4904:
	movq	%rbp, %r12
	movq	48(%rsp), %rbp
	movq	256(%r12), %rcx
	movl	176(%rbp), %esi
	testl	%esi, %esi
	jne	.L4905
	movq	168(%rbp), %rsi
.L4850:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%r12)
	je	.L4881
	xorl	%ebx, %ebx
	leaq	128(%rsp), %r14
	jmp	.L4853
	.p2align 4,,10
	.p2align 3
.L4852:
	addq	$1, %rbx
	cmpq	40(%r13), %rbx
	jnb	.L4906
.L4853:
	movq	48(%r13), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L4852
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%rbx, %rsi
	call	dist_add
	jmp	.L4852
.L4846:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4847
.L4901:
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L4859
	cmpq	$0, 40(%rbp)
	jne	.L4859
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
	jmp	.L4860
.L4844:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4835
.L4905:
	movq	160(%rbp), %rdi
	movq	$-1, %rsi
	cmpq	%rdi, %r14
	jb	.L4850
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
	jmp	.L4850
.L4906:
	movq	272(%r12), %rsi
	movl	152(%rsp), %r13d
.L4851:
	leaq	160(%rsp), %rbx
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	orl	184(%rsp), %r13d
	jne	.L4882
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	movq	%r12, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L4907
.L4854:
	movl	%eax, 8(%rsp)
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L4833
.L4841:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC559(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L4907:
	movl	200(%rbp), %edx
	movq	72(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	192(%rbp), %rsi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L4854
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	leaq	160(%r12), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	jmp	.L4854
.L4877:
	xorl	%r9d, %r9d
	pxor	%xmm0, %xmm0
	jmp	.L4895
.L4881:
	xorl	%r13d, %r13d
	leaq	128(%rsp), %r14
	jmp	.L4851
.L4882:
	movl	$-1, %eax
	jmp	.L4854
	.cfi_endproc
.LFE203:
	.size	run_once, .-run_once
	.p2align 4
	.type	rep_job_run, @function
rep_job_run:
.LFB376:
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
.LFE376:
	.size	rep_job_run, .-rep_job_run
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB380:
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
.LFE380:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.1
.LC560:
	.string	"in the sweep"
	.text
	.p2align 4
	.type	sweep_points, @function
sweep_points:
.LFB393:
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
	.p2align 4,,10
	.p2align 3
.L4948:
	movq	16(%rsp), %rsi
	movl	$46, %ecx
	movq	%rbx, %rdi
	rep movsq
	testl	%eax, %eax
	jne	.L4959
	leaq	STALL_US.5(%rip), %rax
	imulq	$1000, (%rax,%rbp,8), %rdx
	movq	472(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 464(%rsp)
	cmpq	%rdx, %rax
	jb	.L4932
	leaq	48(%rsp), %rax
	movq	%rax, 8(%rsp)
.L4931:
	movq	8(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	je	.L4933
	leaq	run_fault_lock(%rip), %rbx
	movl	$-1, %r13d
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
.L4934:
	movq	8(%rsp), %rdi
	call	buffers_free
	leaq	.LC560(%rip), %rsi
	movl	%r13d, %edi
	call	cannot
.L4912:
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
.L4933:
	.cfi_restore_state
	movl	488(%rsp), %edi
	movq	16(%r13), %r11
	testl	%edi, %edi
	jne	.L4960
	movl	424(%rsp), %esi
	testl	%esi, %esi
	jne	.L4961
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 4768(%r13,%r11,8)
	testq	%rax, %rax
	jne	.L4936
	leaq	128(%rsp), %r12
	movq	%rbx, %rdi
	movq	%r12, %rsi
	call	closed_form
	movl	%eax, %r15d
.L4939:
	leaq	run_fault_lock(%rip), %rdi
	call	pthread_mutex_lock@PLT
	leaq	run_fault_lock(%rip), %rdi
	movl	run_fault(%rip), %r14d
	call	pthread_mutex_unlock@PLT
	testl	%r15d, %r15d
	jne	.L4957
	testl	%r14d, %r14d
	jne	.L4941
	movq	16(%r13), %rax
	movq	8(%rsp), %rsi
	leaq	32(%rsp), %rcx
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rax
	salq	$5, %rax
	leaq	160(%r13,%rax), %rdx
	call	run_once
	leaq	run_fault_lock(%rip), %rdi
	movl	%eax, %r15d
	call	pthread_mutex_lock@PLT
	leaq	run_fault_lock(%rip), %rdi
	movl	run_fault(%rip), %r14d
	call	pthread_mutex_unlock@PLT
	testl	%r15d, %r15d
	jne	.L4957
	testl	%r14d, %r14d
	jne	.L4941
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
	movq	16(%r13), %rax
	movq	%r12, %rdx
	movl	%ebp, %esi
	leaq	4896(%r13), %rdi
	leaq	(%rax,%rax,8), %rax
	salq	$5, %rax
	leaq	160(%r13,%rax), %rcx
	call	check_outcome
	movq	16(%r13), %rdx
	movq	%rbx, %rdi
	leaq	0(,%rdx,8), %rax
	subq	%rdx, %rax
	leaq	4912(%r13,%rax,8), %rsi
	call	theory_of
	testl	%eax, %eax
	jne	.L4942
	movq	16(%r13), %r12
.L4943:
	movl	0(%r13), %eax
	testl	%eax, %eax
	je	.L4946
	leaq	LOAD_PCT.6(%rip), %rax
	movl	(%rax,%rbp,4), %edx
.L4947:
	leaq	1(%r12), %rax
	movq	%rax, 16(%r13)
	movq	%rdx, 24(%r13,%r12,8)
.L4932:
	movq	24(%rsp), %rax
	addq	$1, %rbp
	cmpq	%rax, %rbp
	je	.L4951
	movl	0(%r13), %eax
	jmp	.L4948
	.p2align 4,,10
	.p2align 3
.L4959:
	movq	16(%rsp), %rsi
	leaq	LOAD_PCT.6(%rip), %rax
	movq	8(%r13), %r15
	movl	(%rax,%rbp,4), %r12d
	cmpl	$1, 72(%rsi)
	je	.L4962
	movq	416(%rsp), %rax
	leaq	(%rax,%rax,4), %rax
	leaq	(%rax,%rax,4), %rdx
	movl	%r12d, %eax
	shrl	%eax
	leaq	(%rax,%rdx,4), %rax
	xorl	%edx, %edx
	divq	%r12
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rax, 496(%rsp)
	movq	%r15, %rax
	divq	%rsi
	movq	%rsi, 584(%rsp)
	movq	%rax, %rcx
	cmpq	$1, %rdx
	leaq	48(%rsp), %rax
	sbbq	$-1, %rcx
	movq	%rax, 8(%rsp)
	movq	%rcx, 552(%rsp)
	jmp	.L4931
	.p2align 4,,10
	.p2align 3
.L4957:
	movl	%r15d, %r13d
	jmp	.L4934
	.p2align 4,,10
	.p2align 3
.L4946:
	movq	464(%rsp), %rdx
	jmp	.L4947
	.p2align 4,,10
	.p2align 3
.L4942:
	movq	16(%r13), %r12
	pxor	%xmm0, %xmm0
	movl	$1, 5936(%r13)
	leaq	0(,%r12,8), %rax
	subq	%r12, %rax
	salq	$3, %rax
	movl	4960(%r13,%rax), %edx
	movl	%edx, 5940(%r13)
	testl	%edx, %edx
	jne	.L4963
.L4945:
	movsd	%xmm0, 5808(%r13,%r12,8)
	jmp	.L4943
	.p2align 4,,10
	.p2align 3
.L4960:
	leaq	.LC106(%rip), %rax
	movq	%rax, 4768(%r13,%r11,8)
.L4936:
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
	movl	%eax, %r15d
	jmp	.L4939
	.p2align 4,,10
	.p2align 3
.L4963:
	leaq	4912(%r13,%rax), %rdi
	movl	$99000, %esi
	call	theory_open_pct
	jmp	.L4945
	.p2align 4,,10
	.p2align 3
.L4962:
	movq	16(%rsp), %rdi
	leaq	SERVICE_DISTS(%rip), %rsi
	movl	8(%rdi), %eax
	leaq	(%rax,%rax,2), %rdx
	salq	$5, %rdx
	movq	32(%rsi,%rdx), %r8
	testq	%r8, %r8
	je	.L4916
	leaq	48(%rsp), %rax
	leaq	32(%rsp), %rsi
	movq	%rax, 8(%rsp)
	movq	%rax, %rdx
	call	*%r8
.L4917:
	movsd	.LC31(%rip), %xmm1
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
	divsd	.LC72(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	divsd	32(%rsp), %xmm0
	divsd	%xmm0, %xmm1
	movsd	%xmm0, 504(%rsp)
	comisd	.LC82(%rip), %xmm1
	jnb	.L4922
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 584(%rsp)
.L4923:
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
	jmp	.L4930
	.p2align 4,,10
	.p2align 3
.L4964:
	cvttsd2siq	%xmm0, %rax
.L4928:
	testq	%r14, %r14
	jne	.L4929
	movq	%rax, 536(%rsp)
.L4929:
	movq	%rax, 544(%rsp)
	addq	$1, %r14
.L4930:
	movq	%r12, %rdi
	call	poisson_next
	testq	%r15, %r15
	js	.L4925
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r15, %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L4924
.L4965:
	cmpq	$200000000, %r14
	je	.L4924
	comisd	.LC82(%rip), %xmm0
	jb	.L4964
	subsd	.LC82(%rip), %xmm0
	movabsq	$-9223372036854775808, %rcx
	cvttsd2siq	%xmm0, %rax
	xorq	%rcx, %rax
	jmp	.L4928
.L4961:
	leaq	.LC107(%rip), %rax
	movq	%rax, 4768(%r13,%r11,8)
	jmp	.L4936
.L4922:
	subsd	.LC82(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 584(%rsp)
	btcq	$63, 584(%rsp)
	jmp	.L4923
	.p2align 4,,10
	.p2align 3
.L4925:
	movq	%r15, %rax
	movq	%r15, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L4965
.L4924:
	testq	%r14, %r14
	movl	$1, %eax
	cmovne	%r14, %rax
	movq	%rax, 552(%rsp)
	jmp	.L4931
.L4916:
	movq	16(%rsp), %rcx
	movq	(%rcx), %rdx
	testq	%rdx, %rdx
	js	.L4918
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L4919:
	imulq	$96, %rax, %rax
	movsd	%xmm0, 32(%rsp)
	movsd	16(%rsi,%rax), %xmm0
	leaq	48(%rsp), %rax
	movq	%rax, 8(%rsp)
	movsd	%xmm0, 48(%rsp)
	jmp	.L4917
.L4951:
	xorl	%eax, %eax
	jmp	.L4912
.L4918:
	movq	%rdx, %rdi
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rdx, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4919
.L4941:
	movl	$-4, %r13d
	jmp	.L4934
	.cfi_endproc
.LFE393:
	.size	sweep_points, .-sweep_points
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC565:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC566:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC567:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC568:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.align 8
.LC569:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC570:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC571:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC572:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC573:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
.LFB369:
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
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
	movq	(%rdi), %rbx
	movsd	376(%rdi), %xmm6
	movsd	384(%rdi), %xmm7
	movl	%esi, 16(%rsp)
	movl	152(%rbx), %edx
	movl	$0, (%rsp)
	movsd	%xmm6, 8(%rsp)
	movsd	%xmm7, 56(%rsp)
	testl	%edx, %edx
	jne	.L4967
	xorl	%eax, %eax
	cmpq	$1, 160(%rbx)
	sete	%al
	movl	%eax, (%rsp)
.L4967:
	leaq	112(%rsp), %r14
	movq	%rbx, %rdi
	movq	112(%r15), %r12
	movq	96(%r15), %r13
	movq	176(%r15), %rax
	movq	184(%r15), %rdx
	movq	%r14, %rsi
	movq	32(%r15), %rbp
	movq	%rax, 24(%rsp)
	movq	104(%r15), %rax
	movq	%rdx, 48(%rsp)
	movq	%rax, 32(%rsp)
	call	theory_of
	testl	%eax, %eax
	jne	.L5032
.L4966:
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
.L5032:
	.cfi_restore_state
	movq	24(%rsp), %rdi
	movq	48(%rsp), %rsi
	call	__floatuntidf@PLT
	testq	%r12, %r12
	js	.L4969
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L4970:
	divsd	%xmm1, %xmm0
	movq	32(%rsp), %rsi
	movq	%r13, %rdi
	movsd	%xmm0, 24(%rsp)
	call	__floatuntidf@PLT
	testq	%rbp, %rbp
	js	.L4971
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L4972:
	divsd	%xmm1, %xmm0
	leaq	104(%rsp), %rdx
	leaq	136(%rsp), %rsi
	movq	%rbx, %rdi
	movq	%xmm0, %rbp
	call	service_moments
	movsd	24(%rsp), %xmm3
	movsd	152(%rsp), %xmm1
	movsd	.LC88(%rip), %xmm4
	mulsd	8(%rsp), %xmm4
	subsd	%xmm1, %xmm3
	mulsd	.LC72(%rip), %xmm3
	movl	160(%rsp), %r13d
	movsd	%xmm4, 8(%rsp)
	divsd	%xmm1, %xmm3
	testl	%r13d, %r13d
	jne	.L5033
	cmpl	$0, (%rsp)
	jne	.L5034
	movq	$0x000000000, 56(%rsp)
	movq	$0x000000000, 64(%rsp)
.L4978:
	movq	.LC60(%rip), %xmm5
	xorl	%r12d, %r12d
	movq	$0x000000000, 48(%rsp)
	movq	%r12, 88(%rsp)
	movaps	%xmm5, 32(%rsp)
	andpd	%xmm3, %xmm5
	movapd	%xmm5, %xmm6
	movsd	%xmm5, 72(%rsp)
	movsd	8(%rsp), %xmm5
	movq	%r12, 80(%rsp)
	comisd	%xmm6, %xmm5
	jnb	.L5003
.L4981:
	cmpl	$0, 16(%rsp)
	movsd	120(%rsp), %xmm0
	movq	112(%rsp), %rsi
	je	.L5035
	movl	$2, %eax
	movsd	%xmm3, 16(%rsp)
	leaq	.LC568(%rip), %rdi
	movl	$1, %ebx
	call	printf@PLT
	cmpl	$0, 160(%rsp)
	movsd	16(%rsp), %xmm3
	leaq	-8+PCT_MILLI(%rip), %r15
	leaq	-8+PCT_NAME(%rip), %r13
	leaq	.LC570(%rip), %rbp
	je	.L4993
	movsd	%xmm3, 16(%rsp)
.L4990:
	movq	(%r15,%rbx,8), %rsi
	movq	%r14, %rdi
	call	theory_open_pct
	movq	0(%r13,%rbx,8), %rsi
	movq	%rbp, %rdi
	movl	$1, %eax
	call	printf@PLT
	movl	160(%rsp), %eax
	testl	%eax, %eax
	setne	%cl
	cmpl	$5, %ebx
	setne	%al
	addq	$1, %rbx
	testb	%al, %cl
	jne	.L4990
	movsd	16(%rsp), %xmm3
.L4993:
	movsd	8(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC569(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 160(%rsp)
	jne	.L5036
.L4992:
	movsd	8(%rsp), %xmm2
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm2
	jb	.L4994
	movsd	48(%rsp), %xmm0
	andpd	32(%rsp), %xmm0
	movq	%r12, %xmm6
	xorl	%esi, %esi
	comisd	%xmm0, %xmm6
	setnb	%sil
.L4994:
	leaq	.LC572(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	cmpl	$0, (%rsp)
	je	.L4966
	movsd	56(%rsp), %xmm1
	movsd	64(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC573(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 160(%rsp)
	jne	.L5037
.L4996:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	xorl	%esi, %esi
	movsd	56(%rsp), %xmm1
	addsd	.LC564(%rip), %xmm1
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L4997
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm7
	xorl	%esi, %esi
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm7
	setnb	%sil
.L4997:
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4966
.L4971:
	movq	%rbp, %rax
	andl	$1, %ebp
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rbp, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4972
.L4969:
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4970
.L5035:
	movsd	8(%rsp), %xmm4
	leaq	.LC565(%rip), %rdi
	movl	$5, %eax
	movsd	24(%rsp), %xmm2
	divsd	.LC66(%rip), %xmm1
	divsd	.LC66(%rip), %xmm2
	call	printf@PLT
	cmpl	$0, 160(%rsp)
	jne	.L5038
.L4986:
	leaq	.LC529(%rip), %rdi
	call	puts@PLT
	testl	%r13d, %r13d
	jne	.L4966
	leaq	.LC567(%rip), %rdi
	call	puts@PLT
	jmp	.L4966
.L5033:
	movsd	.LC561(%rip), %xmm0
	mulsd	56(%rsp), %xmm0
	movsd	%xmm3, 32(%rsp)
	movsd	.LC562(%rip), %xmm2
	movsd	%xmm1, 48(%rsp)
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movl	$99000, %esi
	movq	%r14, %rdi
	xorpd	.LC24(%rip), %xmm0
	divsd	.LC563(%rip), %xmm0
	movq	%xmm0, %r12
	call	theory_open_pct
	movq	136(%r15), %rax
	movsd	48(%rsp), %xmm1
	movsd	32(%rsp), %xmm3
	testq	%rax, %rax
	js	.L4974
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4975:
	subsd	%xmm0, %xmm2
	mulsd	.LC72(%rip), %xmm2
	movq	%r12, %xmm6
	cmpl	$0, (%rsp)
	mulsd	.LC88(%rip), %xmm6
	divsd	%xmm0, %xmm2
	movq	%xmm6, %r12
	movsd	%xmm2, 48(%rsp)
	jne	.L4976
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 56(%rsp)
	movq	$0x000000000, 64(%rsp)
.L4977:
	movq	.LC60(%rip), %xmm4
	movapd	%xmm4, %xmm7
	movaps	%xmm4, 32(%rsp)
	andpd	%xmm3, %xmm7
	movapd	%xmm7, %xmm5
	movsd	%xmm7, 72(%rsp)
	movsd	8(%rsp), %xmm7
	comisd	%xmm5, %xmm7
	jb	.L5027
	movsd	48(%rsp), %xmm0
	movq	%r12, %xmm7
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm7
	jnb	.L5003
.L5027:
	xorl	%r13d, %r13d
	jmp	.L4981
.L5003:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm5
	movsd	56(%rsp), %xmm2
	addsd	.LC564(%rip), %xmm2
	andpd	%xmm5, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L5027
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm6
	xorl	%r13d, %r13d
	andpd	%xmm5, %xmm0
	comisd	%xmm0, %xmm6
	setnb	%r13b
	jmp	.L4981
.L5034:
	movq	32(%r15), %rax
	testq	%rax, %rax
	js	.L4979
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4980:
	movsd	104(%rsp), %xmm0
	movsd	%xmm3, 32(%rsp)
	movsd	%xmm1, 48(%rsp)
	divsd	%xmm2, %xmm0
	call	sqrt@PLT
	movsd	48(%rsp), %xmm1
	movsd	136(%rsp), %xmm2
	movapd	%xmm0, %xmm4
	movq	%rbp, %xmm0
	movsd	32(%rsp), %xmm3
	subsd	%xmm2, %xmm0
	mulsd	.LC72(%rip), %xmm0
	mulsd	.LC88(%rip), %xmm4
	divsd	%xmm2, %xmm0
	movsd	%xmm4, 56(%rsp)
	movsd	%xmm0, 64(%rsp)
	jmp	.L4978
.L5036:
	movsd	48(%rsp), %xmm0
	movq	%r12, %xmm1
	movl	$2, %eax
	leaq	.LC571(%rip), %rdi
	call	printf@PLT
	jmp	.L4992
.L4974:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4975
.L5038:
	movq	136(%r15), %rax
	testq	%rax, %rax
	js	.L4987
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L4988:
	movq	%r14, %rdi
	movl	$99000, %esi
	divsd	.LC66(%rip), %xmm1
	movsd	%xmm1, (%rsp)
	call	theory_open_pct
	movsd	48(%rsp), %xmm2
	movsd	(%rsp), %xmm1
	movq	%r12, %xmm3
	leaq	.LC566(%rip), %rdi
	movl	$4, %eax
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	jmp	.L4986
.L4976:
	movq	32(%r15), %rax
	testq	%rax, %rax
	js	.L4999
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L5000:
	movsd	104(%rsp), %xmm0
	movsd	%xmm3, 88(%rsp)
	movsd	%xmm1, 80(%rsp)
	divsd	%xmm4, %xmm0
	movsd	%xmm4, 72(%rsp)
	call	sqrt@PLT
	movsd	72(%rsp), %xmm4
	movsd	136(%rsp), %xmm2
	mulsd	.LC561(%rip), %xmm4
	movapd	%xmm0, %xmm5
	movq	%rbp, %xmm0
	subsd	%xmm2, %xmm0
	mulsd	.LC72(%rip), %xmm0
	movsd	%xmm2, 32(%rsp)
	mulsd	.LC88(%rip), %xmm5
	divsd	%xmm2, %xmm0
	movsd	%xmm5, 56(%rsp)
	movsd	%xmm0, 64(%rsp)
	movsd	.LC562(%rip), %xmm0
	divsd	%xmm4, %xmm0
	call	sqrt@PLT
	movq	56(%r15), %rax
	movsd	32(%rsp), %xmm2
	movsd	.LC574(%rip), %xmm4
	movsd	80(%rsp), %xmm1
	testq	%rax, %rax
	movsd	88(%rsp), %xmm3
	mulsd	%xmm2, %xmm4
	js	.L5001
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L5002:
	subsd	%xmm4, %xmm2
	mulsd	.LC72(%rip), %xmm2
	xorpd	.LC24(%rip), %xmm0
	divsd	.LC563(%rip), %xmm0
	mulsd	.LC88(%rip), %xmm0
	divsd	%xmm4, %xmm2
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm2, 88(%rsp)
	jmp	.L4977
.L4987:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4988
.L4999:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L5000
.L4979:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4980
.L5037:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC571(%rip), %rdi
	call	printf@PLT
	jmp	.L4996
.L5001:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L5002
	.cfi_endproc
.LFE369:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.1
.LC575:
	.string	".hlog"
.LC576:
	.string	"run.hlog"
.LC577:
	.string	"reference"
.LC578:
	.string	"closed-form"
	.section	.rodata.str1.8
	.align 8
.LC579:
	.string	"bench: out of memory for %lu requests\n"
	.section	.rodata.str1.1
.LC580:
	.string	"for the omissions' walks"
	.section	.rodata.str1.8
	.align 8
.LC581:
	.string	"computing the expected outcome"
	.section	.rodata.str1.1
.LC582:
	.string	"for a rep"
.LC583:
	.string	" warmup"
.LC584:
	.string	"rep=%u%s set=%s"
.LC585:
	.string	" slow=%lu sum_ns=%s\n"
.LC586:
	.string	"sent=truth"
.LC587:
	.string	"rate sent=truth"
.LC588:
	.string	"rate intended"
.LC589:
	.string	"rate never_sent"
.LC590:
	.string	"rate dropped"
.LC591:
	.string	"rate first_send=first_due"
.LC592:
	.string	"rate last_send=last_due"
	.section	.rodata.str1.8
	.align 8
.LC593:
	.string	"rate last_send<last_completion"
	.section	.rodata.str1.1
.LC594:
	.string	"for the rate walk"
.LC595:
	.string	"scoreboard truth=open"
.LC596:
	.string	"scoreboard none=closed"
	.section	.rodata.str1.8
	.align 8
.LC597:
	.string	"scoreboard hdr-schedule=corrected"
	.align 8
.LC598:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC599:
	.string	"bench: out of memory for the theory check\n"
	.section	.rodata.str1.1
.LC600:
	.string	"cv"
.LC601:
	.string	" %6s\n"
.LC602:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC603:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC604:
	.string	"ratios: open/closed p99 %s"
.LC605:
	.string	", p99.9 %s"
.LC606:
	.string	"; corrected/closed p99 %s"
.LC607:
	.string	"; open/corrected p99 %s"
.LC608:
	.string	", p90 %s\n"
.LC609:
	.string	"the open loop's recording"
	.section	.rodata.str1.8
	.align 8
.LC610:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC611:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC612:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC613:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC614:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC615:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC616:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC617:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC618:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.align 8
.LC619:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC620:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC621:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC622:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC623:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC624:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC625:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC626:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC627:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC628:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC629:
	.string	"RESULT export hlog=none (the .hlog's walk models one catch-up connection)"
	.align 8
.LC630:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC631:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC632:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC633:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.section	.rodata.str1.1
.LC634:
	.string	"scoreboard.svg"
	.section	.rodata.str1.8
	.align 8
.LC635:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC636:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC637:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC638:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	run_bench, @function
run_bench:
.LFB385:
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
	movq	%rsi, %rbx
	movl	$288, %esi
	subq	$12056, %rsp
	.cfi_def_cfa_offset 12112
	movl	216(%rdi), %ebp
	movq	%rdi, 72(%rsp)
	leal	1(%rbp), %edi
	movq	%rdx, 184(%rsp)
	movl	%ecx, 252(%rsp)
	movl	%r8d, 112(%rsp)
	movl	%r9d, 204(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbp, %rdi
	movq	%rax, 104(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbp, %rdi
	movq	%rax, %r15
	movq	%rax, 128(%rsp)
	call	calloc@PLT
	movl	$72, %ecx
	pxor	%xmm0, %xmm0
	leaq	2608(%rsp), %rdi
	movq	%rax, 136(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r15, %r15
	movq	%rdi, 216(%rsp)
	rep stosq
	sete	%al
	cmpq	$0, 104(%rsp)
	leaq	896(%rsp), %rdi
	sete	%dl
	movq	%r14, 2608(%rsp)
	orb	%dl, %al
	movq	%rbx, 2616(%rsp)
	movq	%rdi, 144(%rsp)
	movq	%rdi, 2632(%rsp)
	movaps	%xmm0, 896(%rsp)
	movaps	%xmm0, 912(%rsp)
	movaps	%xmm0, 928(%rsp)
	movaps	%xmm0, 944(%rsp)
	movaps	%xmm0, 960(%rsp)
	movaps	%xmm0, 656(%rsp)
	movaps	%xmm0, 672(%rsp)
	movaps	%xmm0, 688(%rsp)
	jne	.L5043
	testq	%rsi, %rsi
	je	.L5043
	movq	72(%rsp), %rbx
	movq	144(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	movl	%eax, 248(%rsp)
	testl	%eax, %eax
	jne	.L5043
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L5044
	cmpl	$1, 152(%rbx)
	je	.L5443
	cmpl	$0, 204(%rsp)
	jne	.L5329
.L5438:
	leaq	1648(%rsp), %rax
	movq	%rax, 192(%rsp)
.L5084:
	xorl	%eax, %eax
	movq	72(%rsp), %rdi
	cmpq	$0, 184(%rsp)
	movl	$1, 456(%rsp)
	setne	%al
	xorl	%edx, %edx
	movl	%eax, 924(%rsp)
	movq	192(%rsp), %rax
	movl	%edx, 472(%rsp)
	movq	%rax, 448(%rsp)
	movq	%rax, 464(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L5093
	cmpl	$0, 112(%rsp)
	jne	.L5093
	cmpq	$0, 184(%rsp)
	jne	.L5093
	cmpl	$3, 920(%rsp)
	je	.L5444
.L5094:
	movq	72(%rsp), %rax
	leaq	ref_job_run(%rip), %rdx
	xorl	%esi, %esi
	leaq	512(%rsp), %rcx
	leaq	408(%rsp), %rdi
	movq	%rax, 512(%rsp)
	leaq	1360(%rsp), %rax
	movq	%rax, 256(%rsp)
	movq	%rax, 520(%rsp)
	xorl	%eax, %eax
	movq	%rax, 528(%rsp)
	xorl	%eax, %eax
	movl	%eax, 536(%rsp)
	call	pthread_create@PLT
	movl	%eax, %edx
	testl	%eax, %eax
	jne	.L5092
	xorl	%ebx, %ebx
	movl	$68, %ecx
	leaq	2064(%rsp), %rdi
	movq	72(%rsp), %r10
	movq	%rbx, %rax
	movq	%rdi, 208(%rsp)
	movq	%rdi, %r14
	leaq	752(%rsp), %rsi
	rep stosq
	movq	136(%r10), %rax
	leaq	752(%rsp), %rdi
	movl	$14, %ecx
	movq	%rax, 2600(%rsp)
	movl	%edx, %eax
	rep stosl
	movq	%r10, %rdi
	call	theory_of
	movl	$1, 224(%rsp)
	testl	%eax, %eax
	movl	%eax, 268(%rsp)
	cmovne	%r14, %rbx
	movq	%rbx, 240(%rsp)
.L5271:
	xorl	%r9d, %r9d
	xorl	%r10d, %r10d
	movl	%r9d, 264(%rsp)
	movq	%r10, 232(%rsp)
.L5115:
	movq	72(%rsp), %r14
	leaq	976(%rsp), %rdi
	xorl	%r11d, %r11d
	movq	%rdi, 120(%rsp)
	movl	216(%r14), %eax
	.p2align 4,,10
	.p2align 3
.L5138:
	cmpl	$3, 920(%rsp)
	jne	.L5282
	leal	1(%rax), %ebp
	subl	%r11d, %ebp
	cmpl	$1, %ebp
	ja	.L5445
.L5116:
	movl	%r11d, %eax
	movq	120(%rsp), %rcx
	movq	%r14, %rdi
	movl	%r11d, (%rsp)
	leaq	(%rax,%rax,8), %rdx
	movq	104(%rsp), %rax
	movq	144(%rsp), %rsi
	salq	$5, %rdx
	addq	%rax, %rdx
	call	run_once
	movl	(%rsp), %r11d
	movl	%eax, %ebx
.L5125:
	leaq	run_fault_lock(%rip), %rdi
	movl	%r11d, (%rsp)
	call	pthread_mutex_lock@PLT
	leaq	run_fault_lock(%rip), %rdi
	movl	run_fault(%rip), %r15d
	call	pthread_mutex_unlock@PLT
	testl	%ebx, %ebx
	jne	.L5427
	testl	%r15d, %r15d
	jne	.L5284
	movl	(%rsp), %r11d
	movq	120(%rsp), %rbx
	leal	0(%rbp,%r11), %eax
	testl	%ebp, %ebp
	je	.L5128
	movl	%r15d, 152(%rsp)
	movq	%r14, 160(%rsp)
	.p2align 4,,10
	.p2align 3
.L5137:
	movl	112(%rsp), %ebp
	testl	%ebp, %ebp
	jne	.L5446
.L5130:
	testl	%r11d, %r11d
	je	.L5136
	movsd	(%rbx), %xmm0
	movq	128(%rsp), %rdi
	leal	-1(%r11), %esi
	movsd	%xmm0, (%rdi,%rsi,8)
	movsd	8(%rbx), %xmm0
	movq	136(%rsp), %rdi
	movsd	%xmm0, (%rdi,%rsi,8)
.L5136:
	addl	$1, %r11d
	addq	$16, %rbx
	cmpl	%r11d, %eax
	jne	.L5137
	movl	152(%rsp), %r15d
	movq	160(%rsp), %r14
.L5128:
	movl	216(%r14), %eax
	cmpl	%r11d, %eax
	jnb	.L5138
	movl	%r15d, %ebp
.L5129:
	cmpl	$0, 264(%rsp)
	jne	.L5123
	cmpl	$0, 224(%rsp)
	je	.L5124
	movq	408(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L5140:
	movq	72(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, 2624(%rsp)
	testl	%ebp, %ebp
	jne	.L5441
	movl	536(%rsp), %edi
	call	fault_rc
	movl	%eax, 536(%rsp)
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L5142
.L5144:
	movq	216(%rsp), %rdi
	call	print_plan
.L5143:
	movq	104(%rsp), %r12
	movq	256(%rsp), %r13
	xorl	%ebp, %ebp
	leaq	2960(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L5146:
	movl	%ebp, %eax
	movl	%ebp, %esi
	movq	%r13, %rdx
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rcx
	addl	$1, %ebp
	salq	$5, %rcx
	addq	%r12, %rcx
	call	check_outcome
	movq	2608(%rsp), %rax
	cmpl	%ebp, 216(%rax)
	jnb	.L5146
	cmpq	$0, 3000(%rsp)
	je	.L5147
	movq	72(%rsp), %rsi
	xorl	%r8d, %r8d
	movq	%rbx, %rdi
	leaq	5008(%rsp), %r14
	leaq	6768(%rsp), %rdx
	movq	%r14, %rcx
	movq	2960(%rsp), %rbp
	movq	2968(%rsp), %r12
	call	check_omitted
	movl	3008(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L5447
.L5148:
	movq	72(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L5448
.L5150:
	movq	2968(%rsp), %rax
	addq	2960(%rsp), %rax
	subq	%rbp, %rax
	subq	%r12, %rax
	movq	%rax, 3016(%rsp)
.L5155:
	cmpl	$0, 204(%rsp)
	jne	.L5449
.L5163:
	movq	72(%rsp), %rax
	movl	216(%rax), %r12d
	leaq	0(,%r12,8), %r15
	movq	%r12, 80(%rsp)
	movq	%r12, %rbp
	salq	$4, %r12
	movq	%r15, %rdi
	call	malloc@PLT
	movq	%r15, %rdi
	movq	%rax, %r13
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, %rbx
	movq	%rax, 64(%rsp)
	call	malloc@PLT
	testq	%r13, %r13
	setne	%cl
	testq	%rbx, %rbx
	movq	%rax, %rdx
	setne	%al
	testb	%al, %cl
	je	.L5165
	testq	%rdx, %rdx
	je	.L5165
	movl	%ebp, %ecx
	movq	%rbx, %rax
	leaq	0(%r13,%r15), %r14
	movq	104(%rsp), %rsi
	shrl	%ecx
	addq	%rax, %r15
	movq	%r12, %rax
	xorl	%r9d, %r9d
	leaq	(%rbx,%rcx,8), %rbx
	salq	$4, %rcx
	addq	%rdx, %rax
	movq	%rsi, 40(%rsp)
	leaq	2640(%rsp), %rdi
	addq	%rdx, %rcx
	movq	%r9, 48(%rsp)
	movq	%rcx, 168(%rsp)
	leaq	10288(%rsp), %rcx
	movq	%rdi, %r12
	movq	%rdi, 192(%rsp)
	movq	%rdi, 224(%rsp)
	movq	%r13, 160(%rsp)
	movq	%rdx, 96(%rsp)
	movq	%rax, 176(%rsp)
	movq	%rbx, 112(%rsp)
	movq	216(%rsp), %rbx
	movq	%rcx, (%rsp)
	movq	%r15, %rcx
	movq	%r14, %r15
	movq	%rcx, %r14
.L5179:
	movq	40(%rsp), %rax
	xorl	%r13d, %r13d
	movq	$0x000000000, 272(%rbx)
	movq	%r14, 152(%rsp)
	movq	%r13, %r14
	movq	160(%rsp), %r13
	addq	$296, %rax
	movq	%rax, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L5166:
	movq	16(%rsp), %rax
	movq	%r13, %rdx
	movq	$-1, %rcx
	leaq	(%rax,%r14), %rsi
	testl	%ebp, %ebp
	jne	.L5169
	jmp	.L5174
	.p2align 4,,10
	.p2align 3
.L5450:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5168:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%rdx, %r15
	je	.L5174
.L5169:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L5450
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5168
.L5044:
	movq	72(%rsp), %rbx
	xorl	%esi, %esi
	leaq	2064(%rsp), %rcx
	leaq	1648(%rsp), %rdi
	movl	%esi, 2080(%rsp)
	xorl	%esi, %esi
	xorl	%r14d, %r14d
	leaq	6768(%rsp), %rax
	leaq	omit_job_run(%rip), %rdx
	movq	%rcx, 208(%rsp)
	leaq	10344(%rsp), %rbp
	movq	%rdi, 192(%rsp)
	movq	%rbx, 2064(%rsp)
	movq	%rax, 2072(%rsp)
	call	pthread_create@PLT
	movl	$220, %ecx
	leaq	5008(%rsp), %rdi
	movl	152(%rbx), %edx
	movl	%eax, 48(%rsp)
	xorl	%eax, %eax
	movq	%rdi, 64(%rsp)
	rep stosq
	leaq	6128(%rsp), %rax
	movq	%rax, 40(%rsp)
	leaq	10288(%rsp), %rax
	movq	%rax, (%rsp)
	leaq	by_kind.7(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	je	.L5451
.L5049:
	movq	72(%rsp), %rax
	movq	136(%rax), %rdx
.L5048:
	movq	(%rsp), %rdi
	xorl	%eax, %eax
	movl	$30, %ecx
	testq	%rdx, %rdx
	rep stosl
	movl	$1, %eax
	cmove	%rax, %rdx
	xorl	%r15d, %r15d
	leaq	0(,%rdx,8), %rbx
	.p2align 4,,10
	.p2align 3
.L5055:
	cmpq	$1, %r15
	jbe	.L5452
	cmpq	$3, %r15
	jbe	.L5453
	testq	%r14, %r14
	je	.L5058
	movq	72(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L5059
	cmpl	$0, 280(%rax)
	je	.L5454
.L5059:
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	(%rsp), %rdi
	movq	%rax, (%rdi,%r15,8)
	testq	%rax, %rax
	je	.L5052
.L5058:
	addq	$1, %r15
	cmpq	$7, %r15
	jne	.L5055
	movq	64(%rsp), %r8
	movq	40(%rsp), %rcx
	movl	%r14d, %esi
	movq	(%rsp), %rdx
	movq	72(%rsp), %rdi
	call	omit_walk
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L5273
	imulq	$560, %r14, %r8
	movq	64(%rsp), %rax
	movq	%rbp, %r15
	movq	%r12, 80(%rsp)
	leaq	10400(%rsp), %rbx
	movq	%rbp, 96(%rsp)
	movq	72(%rsp), %rbp
	movq	%r13, 88(%rsp)
	movq	%rbx, %r13
	addq	%rax, %r8
	movq	%r8, %rbx
	.p2align 4,,10
	.p2align 3
.L5061:
	movq	-56(%r15), %rdi
	testq	%rdi, %rdi
	je	.L5060
	movl	200(%rbp), %ecx
	movq	192(%rbp), %rdx
	movq	%rbx, %r8
	movq	(%r15), %rsi
	call	summarise.isra.0
.L5060:
	addq	$8, %r15
	addq	$80, %rbx
	cmpq	%r13, %r15
	jne	.L5061
	movq	80(%rsp), %r12
	movq	88(%rsp), %r13
	movq	96(%rsp), %rbp
.L5273:
	movq	(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L5062:
	movq	(%rbx), %rdi
	addq	$8, %rbx
	call	free@PLT
	cmpq	%rbx, %rbp
	jne	.L5062
	cmpl	$0, 16(%rsp)
	jne	.L5455
	addq	$64, 40(%rsp)
	testq	%r14, %r14
	jne	.L5456
	movl	$1, %r14d
	jmp	.L5049
	.p2align 4,,10
	.p2align 3
.L5452:
	movq	72(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L5437
.L5057:
	addq	$1, %r15
	jmp	.L5055
.L5453:
	movq	72(%rsp), %rax
	movl	232(%rax), %ecx
	testl	%ecx, %ecx
	je	.L5057
.L5437:
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	(%rsp), %rdi
	movq	%rax, (%rdi,%r15,8)
	testq	%rax, %rax
	jne	.L5057
.L5052:
	movl	$-1, 16(%rsp)
	jmp	.L5273
.L5043:
	movq	72(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC579(%rip), %rsi
	leaq	656(%rsp), %r14
	movq	136(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
.L5042:
	movl	$1, %ebp
.L5071:
	movq	%r14, %rdi
	call	stall_window_free
	movq	144(%rsp), %rdi
	call	buffers_free
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	call	free@PLT
	movq	104(%rsp), %rdi
	call	free@PLT
	addq	$12056, %rsp
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
.L5451:
	.cfi_restore_state
	movq	72(%rsp), %rdi
	movq	144(%rdi), %rax
	testq	%rax, %rax
	je	.L5049
	xorl	%edx, %edx
	divq	(%rdi)
	movq	160(%rdi), %rdx
	leaq	1(%rax,%rdx), %rdx
	jmp	.L5048
.L5454:
	cmpq	$0, 288(%rax)
	je	.L5058
	jmp	.L5059
.L5329:
	leaq	2064(%rsp), %rax
	movq	%rax, 208(%rsp)
	leaq	1648(%rsp), %rax
	movq	%rax, 192(%rsp)
.L5085:
	movq	72(%rsp), %rax
	movq	160(%rax), %rsi
.L5086:
	movq	72(%rsp), %rax
	movl	$40, %ecx
	movq	%r12, (%rsp)
	xorl	%ebx, %ebx
	movq	208(%rsp), %rdi
	movq	%r13, 8(%rsp)
	xorl	%r14d, %r14d
	leaq	4096(%rsp), %rbp
	movq	168(%rax), %rdx
	xorl	%eax, %eax
	movq	208(%rsp), %r15
	movq	%rsi, %r13
	rep stosl
	movq	%rdx, 16(%rsp)
.L5089:
	movq	%rbp, %rdi
	movl	$28, %ecx
	movl	%r14d, %eax
	xorl	%r8d, %r8d
	rep stosl
	leaq	4096(%rsp), %rbp
	movq	192(%rsp), %rcx
	movl	%ebx, %esi
	movq	72(%rsp), %rdi
	movq	%rbp, %rdx
	movq	%r15, 4208(%rsp)
	call	omit_walk
	testl	%eax, %eax
	je	.L5087
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	leaq	2144(%rsp), %rbx
.L5088:
	movq	208(%rsp), %rdi
	movl	%eax, (%rsp)
	call	trace_free
	leaq	2104(%rsp), %rdi
	call	trace_free
	movq	%rbx, %rdi
	call	trace_free
	leaq	2184(%rsp), %rdi
	call	trace_free
	movl	(%rsp), %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L5084
	leaq	.LC514(%rip), %rsi
	movl	%eax, %edi
	leaq	656(%rsp), %r14
	call	cannot
	movl	%eax, %ebp
	jmp	.L5071
	.p2align 4,,10
	.p2align 3
.L5174:
	movq	%rcx, 8(%r12,%r14)
	movq	(%rsp), %rdi
	movl	%ebp, %edx
	movq	%r13, %rsi
	addq	$8, %r14
	call	stats_of
	movsd	10304(%rsp), %xmm0
	maxsd	272(%rbx), %xmm0
	movsd	%xmm0, 272(%rbx)
	cmpq	$48, %r14
	jne	.L5166
	movq	152(%rsp), %r14
	testl	%ebp, %ebp
	je	.L5175
	movq	40(%rsp), %rax
	movq	64(%rsp), %rdx
	leaq	288(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L5176:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %r14
	jne	.L5176
	movq	64(%rsp), %r13
	movq	80(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r13, %rdi
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rax), %rdx
	movq	40(%rsp), %rax
	movq	%rdx, (%r12)
	leaq	344(%rax), %rcx
	movq	%r13, %rdx
	.p2align 4,,10
	.p2align 3
.L5177:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %r14
	jne	.L5177
	movq	80(%rsp), %rsi
	movq	64(%rsp), %rdi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rax), %rdx
	movq	40(%rsp), %rax
	movq	%rdx, 56(%r12)
	leaq	352(%rax), %rcx
	movq	96(%rsp), %rdx
	movq	176(%rsp), %rax
	.p2align 4,,10
	.p2align 3
.L5178:
	movdqa	(%rcx), %xmm4
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm4, -16(%rdx)
	cmpq	%rax, %rdx
	jne	.L5178
.L5269:
	movq	80(%rsp), %rsi
	movq	96(%rsp), %rdi
	leaq	cmp_u128(%rip), %rcx
	movl	$16, %edx
	addq	$8, %rbx
	addq	$80, %r12
	call	qsort@PLT
	movq	168(%rsp), %rax
	addq	$10, 48(%rsp)
	addq	$80, 40(%rsp)
	movdqa	(%rax), %xmm5
	movq	48(%rsp), %rax
	movaps	%xmm5, -16(%r12)
	movaps	%xmm5, 16(%rsp)
	cmpq	$30, %rax
	jne	.L5179
	movq	160(%rsp), %r13
	movq	96(%rsp), %rdx
	leaq	656(%rsp), %r14
	movq	%r13, %rdi
	movq	%rdx, 16(%rsp)
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	72(%rsp), %rbx
	movq	128(%rsp), %rsi
	leaq	2904(%rsp), %rdi
	movl	216(%rbx), %edx
	call	stats_of
	movl	216(%rbx), %edx
	movq	136(%rsp), %rsi
	leaq	2928(%rsp), %rdi
	call	stats_of
	movl	216(%rbx), %eax
	movq	%rbx, %rdi
	xorl	%esi, %esi
	movq	104(%rsp), %rbx
	movq	%r14, %rdx
	imulq	$288, %rax, %rax
	leaq	(%rbx,%rax), %r12
	movq	%rdi, %rbx
	movq	%r12, 2952(%rsp)
	call	first_stall_window
	cmpl	$0, 268(%rsp)
	movl	%eax, 48(%rsp)
	je	.L5181
	movq	136(%rbx), %rdx
	cmpq	%rdx, 2592(%rsp)
	je	.L5457
	movq	(%rsp), %rdi
	xorl	%eax, %eax
	movl	$68, %ecx
	rep stosq
	movl	$524288, %edi
	movq	%rdx, 10824(%rsp)
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%rax, %rbx
	testq	%rbp, %rbp
	je	.L5185
	testq	%rax, %rax
	je	.L5185
	movq	72(%rsp), %r13
	leaq	1104(%rsp), %r15
	xorl	%edx, %edx
	movq	%r15, %rdi
	movq	%r13, %rsi
	call	walk_start
	testl	%eax, %eax
	jne	.L5185
	movq	120(%rsp), %rdi
	movq	%r13, %rsi
	call	due_restart
	movq	%r12, 16(%rsp)
	movq	(%rsp), %r13
	movq	%r14, 40(%rsp)
.L5186:
	movq	120(%rsp), %rdi
	movl	$65536, %edx
	movq	%rbx, %rsi
	call	due_fill
	xorl	%r8d, %r8d
	movl	$65536, %edx
	movq	%rbp, %rsi
	movq	%r15, %rdi
	movq	%r8, 1200(%rsp)
	movq	%rax, %r12
	movq	%r8, 1208(%rsp)
	movq	%rbx, 1184(%rsp)
	movq	%rax, 1192(%rsp)
	call	walk_run
	movq	%rbp, %rsi
	movq	%r13, %rdi
	movq	%rax, %r14
	movq	%rax, %rdx
	call	batch_add
	orq	%r14, %r12
	jne	.L5186
	leaq	1016(%rsp), %rdi
	movq	16(%rsp), %r12
	movq	40(%rsp), %r14
	call	numbers_close
	movq	1216(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	(%rsp), %rdi
	leaq	2976(%rsp), %rsi
	call	batch_end
.L5181:
	xorl	%edi, %edi
	call	fault_rc
	movl	%eax, 64(%rsp)
	testl	%eax, %eax
	jne	.L5442
	movl	$10, %edi
	leaq	2880(%rsp), %rbx
	xorl	%r15d, %r15d
	call	putchar@PLT
	movl	$10, %edi
	leaq	SET_NAME(%rip), %r13
	xchgq	%r15, %r14
	call	print_header_w
	leaq	.LC600(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC601(%rip), %rdi
	call	printf@PLT
	movq	%r12, 16(%rsp)
	movq	%rbx, %r12
	movq	224(%rsp), %rbx
	leaq	.LC602(%rip), %rbp
.L5188:
	movq	0(%r13,%r14), %rsi
	movq	%rbx, %rdx
	movl	$10, %edi
	addq	$80, %rbx
	call	print_row_w
	movsd	(%r12,%r14), %xmm0
	movq	%rbp, %rdi
	movl	$1, %eax
	addq	$8, %r14
	call	printf@PLT
	cmpq	$24, %r14
	jne	.L5188
	movq	2608(%rsp), %rbx
	movq	%r15, %r14
	movq	(%rsp), %r15
	movq	16(%rsp), %r12
	movq	192(%rbx), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	movl	216(%rbx), %esi
	leaq	.LC603(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	2664(%rsp), %rbp
	movq	2744(%rsp), %r13
	movq	%r15, %rdi
	movq	%rbp, %rdx
	movq	%r13, %rsi
	movq	%rbp, 16(%rsp)
	movq	%r13, 40(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC604(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2672(%rsp), %rdx
	movq	2752(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC605(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2824(%rsp), %rax
	movq	%rbp, %rdx
	movq	%r15, %rdi
	movq	%rax, %rsi
	movq	%rax, %rbp
	movq	%rax, 80(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC606(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rdx
	movq	%r15, %rdi
	movq	%r13, %rsi
	call	fmt_ratio.constprop.0
	leaq	.LC607(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2816(%rsp), %rdx
	movq	2736(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC608(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	216(%rsp), %r15
	xorl	%esi, %esi
	movq	%r15, %rdi
	call	print_rates
	xorl	%esi, %esi
	movq	%r15, %rdi
	call	print_omissions
	cmpl	$0, 204(%rsp)
	jne	.L5458
.L5189:
	movq	216(%rsp), %rax
	xorl	%r13d, %r13d
.L5193:
	movq	40(%rax,%r13,8), %r15
	movq	120(%rax,%r13,8), %rbp
	leaq	(%r15,%r15), %rdx
	cmpq	%rdx, %rbp
	jb	.L5190
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %r13d
	je	.L5418
	movq	120(%rsp), %rdi
	movq	%r15, %rsi
	call	fmt_read.constprop.0
	movq	%r15, %rdx
	leaq	816(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, 112(%rsp)
	call	fmt_ratio.constprop.0
	leaq	704(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rax, 96(%rsp)
	call	fmt_read.constprop.0
	movslq	%r13d, %r9
	movq	112(%rsp), %r8
	movq	96(%rsp), %rcx
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	leaq	.LC611(%rip), %rdi
	movq	(%rax,%r9,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L5194:
	movq	40(%rsp), %rdi
	cmpq	%rdi, 16(%rsp)
	je	.L5459
	movq	40(%rsp), %r15
	movq	16(%rsp), %rdx
	leaq	816(%rsp), %rdi
	movq	%r15, %rsi
	call	fmt_ratio.constprop.0
	leaq	704(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 40(%rsp)
	call	fmt_read.constprop.0
	movq	40(%rsp), %rdx
	leaq	.LC614(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L5195:
	movq	80(%rsp), %rdi
	cmpq	%rdi, 16(%rsp)
	je	.L5460
	movq	80(%rsp), %rsi
	movq	(%rsp), %rdi
	leaq	1104(%rsp), %r15
	call	fmt_read.constprop.0
	movq	272(%r12), %rsi
	movq	%r15, %rdi
	movq	%rax, %rbp
	call	fmt_read.constprop.0
	movq	%rbp, %rdx
	leaq	.LC616(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L5198:
	cmpl	$0, 48(%rsp)
	je	.L5199
	leaq	.LC617(%rip), %rdi
	call	puts@PLT
.L5200:
	movq	216(%rsp), %rdi
	xorl	%esi, %esi
	leaq	RATIOS(%rip), %r13
	leaq	168(%r13), %rbp
	call	print_theory
	leaq	.LC619(%rip), %rdi
	movl	$4, %eax
	movsd	2904(%rsp), %xmm7
	movsd	2936(%rsp), %xmm3
	movsd	2928(%rsp), %xmm2
	movsd	2912(%rsp), %xmm1
	movapd	%xmm7, %xmm0
	movsd	%xmm7, 96(%rsp)
	movsd	%xmm3, 16(%rsp)
	movsd	%xmm2, 40(%rsp)
	movsd	%xmm1, 80(%rsp)
	call	printf@PLT
	movq	192(%rsp), %rsi
	leaq	.LC108(%rip), %rdi
	call	print_result_set
	leaq	2720(%rsp), %rsi
	leaq	.LC110(%rip), %rdi
	call	print_result_set
	leaq	2800(%rsp), %rsi
	leaq	.LC407(%rip), %rdi
	call	print_result_set
	movq	%r12, 112(%rsp)
	movq	192(%rsp), %r12
	movq	%rbx, 152(%rsp)
	movq	(%rsp), %rbx
	jmp	.L5213
.L5201:
	movq	8(%rax,%rdx,8), %rdx
.L5202:
	movslq	8(%r13), %rax
	movslq	12(%r13), %rsi
	imulq	$80, %rax, %rax
	addq	%r12, %rax
	cmpl	$-1, %esi
	je	.L5461
	movq	8(%rax,%rsi,8), %rax
.L5204:
	testq	%rdx, %rdx
	je	.L5205
	testq	%rax, %rax
	js	.L5206
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5207:
	testq	%rdx, %rdx
	js	.L5208
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L5209:
	divsd	%xmm1, %xmm0
	leaq	.LC116(%rip), %rax
	movl	$32, %esi
	movq	%rbx, %rdi
	leaq	.LC117(%rip), %rdx
	comisd	.LC72(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L5212:
	movq	0(%r13), %rsi
	movq	%rbx, %rdx
	leaq	.LC620(%rip), %rdi
	xorl	%eax, %eax
	addq	$24, %r13
	call	printf@PLT
	cmpq	%rbp, %r13
	je	.L5462
.L5213:
	movslq	16(%r13), %rax
	movslq	20(%r13), %rdx
	imulq	$80, %rax, %rax
	addq	%r12, %rax
	cmpl	$-1, %edx
	jne	.L5201
	movq	56(%rax), %rdx
	jmp	.L5202
	.p2align 4,,10
	.p2align 3
.L5446:
	testl	%r11d, %r11d
	leaq	.LC10(%rip), %rdi
	movl	%r11d, %esi
	movl	%eax, 168(%rsp)
	leaq	.LC583(%rip), %rcx
	leaq	(%rsi,%rsi,8), %rsi
	movq	%rbx, 176(%rsp)
	movabsq	$-3689348814741910323, %r15
	cmove	%rcx, %rdi
	salq	$5, %rsi
	movl	%r11d, 48(%rsp)
	xorl	%r14d, %r14d
	leaq	10288(%rsp), %r8
	movq	%rdi, 80(%rsp)
	leaq	SET_NAME(%rip), %rdi
	movq	%r8, %r11
	movq	%rdi, 16(%rsp)
	movq	104(%rsp), %rdi
	leaq	8(%rdi,%rsi), %rdi
	movq	%rdi, 40(%rsp)
	leaq	1104(%rsp), %rdi
	movq	%rdi, 96(%rsp)
.L5135:
	movq	16(%rsp), %rax
	movl	48(%rsp), %esi
	leaq	.LC584(%rip), %rdi
	movq	%r11, 64(%rsp)
	movq	80(%rsp), %rdx
	leaq	PCT_NAME(%rip), %rbp
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rsp), %rbx
	leaq	.LC422(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbx), %rsi
	call	printf@PLT
	movq	%r12, (%rsp)
	movq	%r13, 8(%rsp)
	movq	64(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L5131:
	movq	(%rbx), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC423(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %rbx
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rax, %rbp
	jne	.L5131
	movq	40(%rsp), %rax
	movb	$0, 10335(%rsp)
	movq	%r13, %r11
	movl	$47, %ecx
	movl	$9, %r8d
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	.p2align 4,,10
	.p2align 3
.L5134:
	movq	%rsi, %r9
	movq	%rsi, %r10
	addq	%rdi, %r9
	adcq	$0, %r9
	xorl	%r13d, %r13d
	movq	%r9, %rax
	mulq	%r15
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rsi, %rax
	subq	%rdx, %r9
	movq	%rdi, %rdx
	subq	%r9, %rax
	movq	%r9, %r12
	sbbq	%r13, %rdx
	movq	%rax, (%rsp)
	movq	(%rsp), %rbx
	subq	$1, %rcx
	movq	%rdx, %r9
	movq	%rdx, 8(%rsp)
	movabsq	$-3689348814741910324, %rdx
	imulq	%rbx, %rdx
	movq	%rbx, %rax
	imulq	%r15, %r9
	addq	%rdx, %r9
	mulq	%r15
	addq	%r9, %rdx
	movq	%rax, %r9
	andl	$1, %r9d
	shrdq	$1, %rdx, %rax
	leaq	(%r9,%r9,4), %r9
	shrq	%rdx
	movq	%rax, %rsi
	cmpq	%r10, %r8
	leal	48(%r9,%r12), %r9d
	movq	%r14, %rax
	movb	%r9b, (%r11,%rcx)
	movq	%rdi, %r9
	movq	%rdx, %rdi
	sbbq	%r9, %rax
	jc	.L5134
	movq	96(%rsp), %rbp
	addq	%r11, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC30(%rip), %rdx
	movq	%r11, (%rsp)
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	40(%rsp), %rbx
	xorl	%eax, %eax
	movq	%rbp, %rdx
	leaq	.LC585(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	movq	%rbx, 40(%rsp)
	movq	(%rsp), %r11
	cmpq	%rax, %rdi
	jne	.L5135
	movl	168(%rsp), %eax
	movq	176(%rsp), %rbx
	movl	48(%rsp), %r11d
	jmp	.L5130
	.p2align 4,,10
	.p2align 3
.L5282:
	movl	$1, %ebp
	jmp	.L5116
	.p2align 4,,10
	.p2align 3
.L5427:
	movl	%ebx, %r14d
.L5126:
	leaq	.LC582(%rip), %rsi
	movl	%r14d, %edi
	call	cannot
	movl	%eax, %ebp
	jmp	.L5129
	.p2align 4,,10
	.p2align 3
.L5445:
	movl	%r11d, %eax
	movq	240(%rsp), %r15
	xorl	%ebp, %ebp
	testl	%r11d, %r11d
	leaq	(%rax,%rax,8), %rbx
	movq	104(%rsp), %rax
	movq	%r14, 10288(%rsp)
	movl	$0, 10312(%rsp)
	cmovne	%rbp, %r15
	cmove	232(%rsp), %rbp
	salq	$5, %rbx
	addq	%rax, %rbx
	cmpl	$1, 224(%rsp)
	leaq	288(%rbx), %rax
	movq	%rax, 10296(%rsp)
	leaq	992(%rsp), %rax
	movq	%rax, 10304(%rsp)
	je	.L5121
	xorl	%esi, %esi
	leaq	10288(%rsp), %rcx
	movl	%r11d, (%rsp)
	leaq	1104(%rsp), %rdi
	leaq	rep_job_run(%rip), %rdx
	call	pthread_create@PLT
	movl	(%rsp), %r11d
	testl	%eax, %eax
	jne	.L5121
	pushq	%rax
	.cfi_def_cfa_offset 12120
	movq	%rbx, %rdx
	xorl	%r9d, %r9d
	movl	$1, %r8d
	pushq	%r15
	.cfi_def_cfa_offset 12128
	movq	136(%rsp), %rcx
	leaq	GENERAL_WALK(%rip), %rsi
	movq	%r14, %rdi
	call	walk_outcomes
	movq	1120(%rsp), %rdi
	xorl	%esi, %esi
	movl	%eax, %ebx
	call	pthread_join@PLT
	testl	%ebx, %ebx
	popq	%rax
	.cfi_def_cfa_offset 12120
	popq	%rdx
	.cfi_def_cfa_offset 12112
	movl	(%rsp), %r11d
	je	.L5122
	leaq	run_fault_lock(%rip), %rdi
	call	pthread_mutex_lock@PLT
	leaq	run_fault_lock(%rip), %rdi
	call	pthread_mutex_unlock@PLT
	leaq	.LC582(%rip), %rsi
	movl	%ebx, %edi
	call	cannot
	cmpl	$0, 264(%rsp)
	movl	%eax, %ebp
	jne	.L5123
.L5124:
	leaq	656(%rsp), %r14
	testl	%ebp, %ebp
	jne	.L5071
	jmp	.L5143
.L5121:
	movl	%r11d, (%rsp)
	movq	%rbx, %rdx
	movq	%r14, %rdi
	movq	%rbp, %r9
	pushq	%rcx
	.cfi_def_cfa_offset 12120
	leaq	GENERAL_WALK(%rip), %rsi
	movl	$2, %r8d
	pushq	%r15
	.cfi_def_cfa_offset 12128
	movq	136(%rsp), %rcx
	call	walk_outcomes
	popq	%rsi
	.cfi_def_cfa_offset 12120
	popq	%rdi
	.cfi_def_cfa_offset 12112
	movl	(%rsp), %r11d
	movl	%eax, %ebx
.L5120:
	movl	$2, %ebp
	jmp	.L5125
.L5093:
	movq	72(%rsp), %rax
	movq	%rax, 512(%rsp)
	leaq	1360(%rsp), %rax
	movq	%rax, 256(%rsp)
	movq	%rax, 520(%rsp)
	xorl	%eax, %eax
	movq	%rax, 528(%rsp)
	xorl	%eax, %eax
	movl	%eax, 536(%rsp)
.L5092:
	movq	72(%rsp), %rax
	cmpl	$0, 72(%rax)
	jne	.L5463
	movq	72(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L5464
	movq	72(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 2624(%rsp)
	testq	%rax, %rax
	jne	.L5105
	movq	72(%rsp), %rdi
	movq	256(%rsp), %rsi
	call	closed_form
	movl	%eax, %edi
.L5108:
	call	fault_rc
	movl	%eax, 264(%rsp)
	testl	%eax, %eax
	jne	.L5465
	cmpq	$0, 184(%rsp)
	je	.L5110
	movq	72(%rsp), %rdi
	movq	1520(%rsp), %rbx
	call	plan_route
	cmpl	$2, %eax
	je	.L5466
.L5113:
	cmpq	$16777216, %rbx
	ja	.L5467
.L5110:
	movq	216(%rsp), %rdi
	call	print_plan
	leaq	2064(%rsp), %rdi
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	72(%rsp), %rbx
	movq	%rdi, 208(%rsp)
	leaq	752(%rsp), %rsi
	rep stosq
	leaq	752(%rsp), %rdi
	movl	$14, %ecx
	movq	136(%rbx), %rax
	movq	%rax, 2600(%rsp)
	xorl	%eax, %eax
	rep stosl
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	theory_of
	movl	%ebx, 224(%rsp)
	movl	%eax, 268(%rsp)
	testl	%eax, %eax
	jne	.L5281
	xorl	%r11d, %r11d
	movq	%r11, 240(%rsp)
	jmp	.L5271
.L5190:
	addq	$1, %r13
	cmpq	$6, %r13
	jne	.L5193
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC610(%rip), %rdi
	call	puts@PLT
	jmp	.L5194
.L5456:
	cmpl	$0, 48(%rsp)
	jne	.L5068
	movq	1648(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L5069:
	movl	2080(%rsp), %eax
	movl	%eax, 16(%rsp)
.L5065:
	movl	16(%rsp), %edi
	call	fault_rc
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L5468
	leaq	8528(%rsp), %rdx
	xorl	%eax, %eax
	movl	$220, %ecx
	movq	%rdx, %rdi
	rep stosq
	movq	72(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L5072
	cmpl	$0, 232(%rax)
	jne	.L5072
	cmpq	$0, 256(%rax)
	jne	.L5072
	movl	280(%rax), %ebx
	testl	%ebx, %ebx
	jne	.L5276
	cmpq	$0, 288(%rax)
	jne	.L5072
	movq	%rax, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	jne	.L5072
	movl	%ebx, %eax
	movl	$8, %ecx
	movq	72(%rsp), %r15
	movq	(%rsp), %rsi
	leaq	4096(%rsp), %rbp
	leaq	3184(%rsp), %rdi
	rep stosl
	movq	%rbp, %rdi
	movl	$8, %ecx
	leaq	3184(%rsp), %r14
	rep stosl
	movq	%r15, %rdi
	call	stall_geom
	movq	(%rsp), %rsi
	movq	%r14, %rdx
	movq	%r15, %rdi
	call	closed_form_open
	xorl	%r9d, %r9d
	xorl	%r10d, %r10d
	movq	%r13, 24(%rsp)
	movq	%r14, 40(%rsp)
	movq	%rbp, %rdi
	movl	%ebx, %r13d
	movq	%r9, %rbp
	movq	%r12, 16(%rsp)
	movq	%r10, %r14
	jmp	.L5073
.L5470:
	testq	%rsi, %rsi
	je	.L5278
	movq	%rcx, %rax
	subq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	xorl	%edx, %edx
	cmpq	%r15, %rax
	jnb	.L5074
	movq	%r15, %rdx
	subq	%rax, %rdx
.L5074:
	subq	%rdx, %r15
	movq	%rcx, %rax
	movq	%rdx, %rcx
	movq	%rsi, %rdx
	movq	%r15, %r8
	movq	%rdi, 48(%rsp)
	addq	$1, %rbp
	imulq	%rsi, %r8
	subq	%r8, %rax
	movq	24(%rbx), %r8
	movq	%rax, %rsi
	call	dist_add
	imulq	24(%rbx), %r15
	movq	48(%rsp), %rdi
	addq	%r15, %r14
.L5073:
	cmpq	3192(%rsp), %rbp
	jnb	.L5469
	movq	72(%rsp), %rax
	movq	%rbp, %rbx
	salq	$5, %rbx
	addq	3184(%rsp), %rbx
	movq	224(%rax), %rdx
	movq	(%rbx), %rcx
	movq	8(%rbx), %rsi
	movq	16(%rbx), %r15
	cmpq	%rcx, %rdx
	jb	.L5470
	movq	%r15, %rdx
	jmp	.L5074
.L5276:
	xorl	%ebx, %ebx
.L5072:
	movq	72(%rsp), %rax
	movq	256(%rax), %r11
	testq	%r11, %r11
	je	.L5078
	cmpl	$0, 280(%rax)
	jne	.L5078
	movq	288(%rax), %r10
	testq	%r10, %r10
	jne	.L5078
	cmpl	$0, 72(%rax)
	jne	.L5078
	cmpq	$0, 112(%rax)
	jne	.L5078
	movq	(%rsp), %rdi
	movq	80(%rax), %rbp
	movq	%rax, %rsi
	movl	$8, %ecx
	movq	136(%rax), %r14
	xorl	%eax, %eax
	movl	%ebx, 40(%rsp)
	rep stosl
	movq	272(%rsi), %r9
	movq	%r13, 56(%rsp)
	movq	%r11, %r13
	leaq	-1(%r14), %rax
	movq	%r12, 48(%rsp)
	imulq	%rbp, %rax
	movq	%r9, %rbx
	movq	%rax, 16(%rsp)
	jmp	.L5079
.L5080:
	movq	72(%rsp), %rax
	movq	264(%rax), %rax
	testq	%rax, %rax
	je	.L5081
	addq	%rax, %rbx
.L5079:
	cmpq	%rbx, 16(%rsp)
	jb	.L5081
	xorl	%edx, %edx
	movq	%rbx, %rax
	leaq	0(%r13,%rbx), %rsi
	divq	%rbp
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	%rsi, %rax
	divq	%rbp
	cmpq	$1, %rdx
	movq	%rax, %r15
	sbbq	$-1, %r15
	cmpq	%r14, %r15
	cmova	%r14, %r15
	cmpq	%r15, %rcx
	jnb	.L5080
	subq	%rcx, %r15
	imulq	%rbp, %rcx
	movq	(%rsp), %rdi
	movq	%rbp, %rdx
	movl	$1, %r8d
	movq	%r10, 80(%rsp)
	subq	%rcx, %rsi
	movq	%r15, %rcx
	call	dist_add
	movq	80(%rsp), %r10
	addq	%r15, %r10
	jmp	.L5080
.L5081:
	movq	(%rsp), %rdi
	movq	%r14, %r8
	xorl	%edx, %edx
	xorl	%esi, %esi
	subq	%r10, %r8
	movl	$1, %ecx
	movl	40(%rsp), %ebx
	movq	48(%rsp), %r12
	movq	56(%rsp), %r13
	call	dist_add
	cmpl	$0, 10312(%rsp)
	movq	%r14, 9720(%rsp)
	je	.L5471
.L5083:
	movq	(%rsp), %rdi
	call	dist_free
.L5078:
	movq	64(%rsp), %rax
	cmpl	$0, 204(%rsp)
	movl	%ebx, 3008(%rsp)
	movq	%rax, 3000(%rsp)
	je	.L5084
	movq	72(%rsp), %rax
	cmpl	$1, 152(%rax)
	jne	.L5085
.L5270:
	movl	$1, %esi
	jmp	.L5086
.L5123:
	movq	192(%rsp), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	leaq	1688(%rsp), %rdi
	movl	$1, 2044(%rsp)
	movl	$1, 2052(%rsp)
	call	pthread_cond_broadcast@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	cmpl	$0, 224(%rsp)
	je	.L5124
	movq	408(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	192(%rsp), %rdi
	call	shared_due_free
	jmp	.L5140
.L5463:
	leaq	.LC106(%rip), %rax
	movq	%rax, 2624(%rsp)
.L5105:
	pushq	%rbp
	.cfi_def_cfa_offset 12120
	xorl	%r9d, %r9d
	movl	$1, %r8d
	xorl	%ecx, %ecx
	pushq	$0
	.cfi_def_cfa_offset 12128
	movq	88(%rsp), %rdi
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	272(%rsp), %rdx
	call	walk_outcomes
	popq	%r14
	.cfi_def_cfa_offset 12120
	popq	%r15
	.cfi_def_cfa_offset 12112
	movl	%eax, %edi
	jmp	.L5108
.L5087:
	movq	72(%rsp), %rdi
	leaq	80(%r15), %rcx
	leaq	10288(%rsp), %rdx
	movl	%ebx, %esi
	call	ref_omit_client
	testl	%ebx, %ebx
	movl	$1, %ebx
	setle	%cl
	testl	%eax, %eax
	sete	%dl
	addq	$40, %r15
	testb	%dl, %cl
	jne	.L5089
	movq	%r13, %rsi
	movq	16(%rsp), %rdx
	movq	(%rsp), %r12
	leaq	2144(%rsp), %rbx
	movq	8(%rsp), %r13
	testl	%eax, %eax
	jne	.L5088
	movq	2112(%rsp), %rax
	movq	72(%rsp), %rbx
	imulq	%rsi, %rdx
	leaq	1360(%rsp), %r14
	movq	%rsi, 1384(%rsp)
	movq	%r14, %rsi
	movq	%rax, 1360(%rsp)
	movq	%rbx, %rdi
	movq	2128(%rsp), %rax
	movq	%rdx, 1392(%rsp)
	leaq	3184(%rsp), %rdx
	movq	%rax, 1368(%rsp)
	movq	208(%rsp), %rax
	movl	$1, 1408(%rsp)
	movq	%rax, 1376(%rsp)
	movq	168(%rbx), %rax
	movq	%rax, 1400(%rsp)
	call	score_route
	movq	2192(%rsp), %rcx
	movq	168(%rbx), %rdx
	leaq	2144(%rsp), %rbx
	movq	%rbx, 1376(%rsp)
	movq	%rcx, 1360(%rsp)
	movq	2208(%rsp), %rcx
	movq	%rdx, 1400(%rsp)
	movq	%rcx, 1368(%rsp)
	testl	%eax, %eax
	jne	.L5088
	movq	72(%rsp), %rdi
	movq	%rbp, %rdx
	movq	%r14, %rsi
	call	score_reference
	jmp	.L5088
.L5281:
	movq	208(%rsp), %rax
	xorl	%r8d, %r8d
	movq	%r8, 232(%rsp)
	movq	%rax, 240(%rsp)
	jmp	.L5115
.L5122:
	movl	10312(%rsp), %ebx
	jmp	.L5120
.L5443:
	movq	72(%rsp), %rax
	cmpq	$8388608, 136(%rax)
	jbe	.L5044
	cmpl	$0, 204(%rsp)
	je	.L5438
	leaq	2064(%rsp), %rax
	movq	%rax, 208(%rsp)
	leaq	1648(%rsp), %rax
	movq	%rax, 192(%rsp)
	jmp	.L5270
.L5142:
	leaq	.LC581(%rip), %rsi
	call	cannot
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L5144
.L5441:
	leaq	656(%rsp), %r14
	jmp	.L5071
.L5068:
	movq	208(%rsp), %rdi
	call	omit_job_run
	jmp	.L5069
.L5467:
	movl	$16777216, %r8d
	movq	%rbx, %rcx
	xorl	%eax, %eax
	movl	$2, %ebp
	movq	stderr(%rip), %rdi
	leaq	.LC3(%rip), %rdx
	leaq	.LC443(%rip), %rsi
	leaq	656(%rsp), %r14
	call	fprintf@PLT
	jmp	.L5071
.L5147:
	movq	72(%rsp), %rax
	cmpq	$8388608, 136(%rax)
	ja	.L5155
	cmpl	$2, 152(%rax)
	movq	256(%rsp), %r12
	leaq	3024(%rsp), %rbp
	leaq	.LC108(%rip), %r13
	sete	%al
	leaq	3160(%rsp), %r14
	movzbl	%al, %eax
	movl	%eax, (%rsp)
.L5161:
	movl	248(%rsp), %esi
	xorl	%r8d, %r8d
	movq	%rbp, %rcx
	xorl	%edx, %edx
	movq	72(%rsp), %rdi
	call	omit_walk
	leaq	run_fault_lock(%rip), %rdi
	movl	%eax, %r15d
	call	pthread_mutex_lock@PLT
	leaq	run_fault(%rip), %rax
	leaq	run_fault_lock(%rip), %rdi
	movl	(%rax), %ecx
	movl	%ecx, 16(%rsp)
	call	pthread_mutex_unlock@PLT
	testl	%r15d, %r15d
	jne	.L5429
	movl	16(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L5285
	movq	8(%rbp), %rax
	movq	(%r12), %r8
	xorl	%r9d, %r9d
	movq	%r13, %rdx
	xorl	%esi, %esi
	leaq	.LC587(%rip), %rcx
	movq	%r14, %rdi
	movq	%rax, 288(%rsp)
	xorl	%eax, %eax
	movq	%rax, 296(%rsp)
	pushq	296(%rsp)
	.cfi_def_cfa_offset 12120
	pushq	296(%rsp)
	.cfi_def_cfa_offset 12128
	call	check
	movq	0(%rbp), %rax
	movq	%rax, 288(%rsp)
	xorl	%eax, %eax
	movq	%rax, 296(%rsp)
	popq	%rax
	.cfi_def_cfa_offset 12120
	popq	%rdx
	.cfi_def_cfa_offset 12112
	cmpl	$0, (%rsp)
	je	.L5158
	pushq	280(%rsp)
	.cfi_def_cfa_offset 12120
	movq	8(%rbp), %r8
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	280(%rsp)
	.cfi_def_cfa_offset 12128
	leaq	.LC588(%rip), %rcx
	movq	%r13, %rdx
	movq	%r14, %rdi
	call	check
	movq	16(%rbp), %rax
	xorl	%r9d, %r9d
	movq	0(%rbp), %r8
	movq	%r9, 328(%rsp)
	movq	%r13, %rdx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%rax, 320(%rsp)
	subq	(%r12), %r8
	leaq	.LC589(%rip), %rcx
	movq	%r14, %rdi
	pushq	328(%rsp)
	.cfi_def_cfa_offset 12136
	pushq	328(%rsp)
	.cfi_def_cfa_offset 12144
	call	check
	movq	24(%rbp), %rax
	addq	$32, %rsp
	.cfi_def_cfa_offset 12112
	xorl	%r10d, %r10d
	movq	%r10, 328(%rsp)
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%rax, 320(%rsp)
	leaq	.LC590(%rip), %rcx
	movq	%r13, %rdx
	movq	%r14, %rdi
	pushq	328(%rsp)
	.cfi_def_cfa_offset 12120
	pushq	328(%rsp)
	.cfi_def_cfa_offset 12128
	call	check
	popq	%r11
	.cfi_def_cfa_offset 12120
	popq	%r15
	.cfi_def_cfa_offset 12112
.L5159:
	cmpl	$0, 248(%rsp)
	je	.L5160
	movq	3144(%rsp), %r8
	xorl	%r9d, %r9d
	movq	%r13, %rdx
	xorl	%esi, %esi
	pushq	%r9
	.cfi_def_cfa_offset 12120
	leaq	.LC592(%rip), %rcx
	movq	%r14, %rdi
	pushq	%r8
	.cfi_def_cfa_offset 12128
	movq	88(%rsp), %rax
	movq	128(%rax), %r8
	call	check
	movl	$1, 3168(%rsp)
	popq	%rax
	.cfi_def_cfa_offset 12120
	popq	%rdx
	.cfi_def_cfa_offset 12112
	xorl	%edx, %edx
.L5157:
	movl	%edx, %edi
	call	fault_rc
	movl	%eax, %edi
	testl	%eax, %eax
	je	.L5155
	leaq	.LC594(%rip), %rsi
	call	cannot
	movl	%eax, %ebp
	jmp	.L5441
.L5442:
	leaq	.LC10(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %ebp
	jmp	.L5071
.L5468:
	leaq	.LC580(%rip), %rsi
	movl	%eax, %edi
	leaq	656(%rsp), %r14
	call	cannot
	movl	%eax, %ebp
	jmp	.L5071
.L5449:
	leaq	3184(%rsp), %rbp
	leaq	4096(%rsp), %rsi
	movq	%rbx, %rdi
	movq	%rbp, %rdx
	call	check_score
	leaq	1440(%rsp), %rdx
	movq	%rbp, %rcx
	movq	%rbx, %rdi
	leaq	.LC595(%rip), %rsi
	call	check_summary
	movq	256(%rsp), %rdx
	leaq	3264(%rsp), %rcx
	movq	%rbx, %rdi
	leaq	.LC596(%rip), %rsi
	call	check_summary
	movq	72(%rsp), %rax
	cmpl	$0, 176(%rax)
	jne	.L5163
	leaq	3424(%rsp), %rcx
	leaq	1520(%rsp), %rdx
	movq	%rbx, %rdi
	leaq	.LC597(%rip), %rsi
	call	check_summary
	jmp	.L5163
.L5175:
	movq	64(%rsp), %rdi
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	xorl	%esi, %esi
	call	qsort@PLT
	movq	112(%rsp), %r13
	movq	64(%rsp), %rdi
	xorl	%esi, %esi
	leaq	cmp_u64(%rip), %rcx
	movq	0(%r13), %rdx
	movq	%rdx, (%r12)
	movl	$8, %edx
	call	qsort@PLT
	movq	0(%r13), %rdx
	movq	%rdx, 56(%r12)
	jmp	.L5269
.L5466:
	leaq	10288(%rsp), %rax
	movq	72(%rsp), %rdi
	leaq	2064(%rsp), %rsi
	movq	%rax, %rdx
	call	lattice_plan
	testl	%eax, %eax
	je	.L5113
	movq	1632(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L5113
	movq	1568(%rsp), %rcx
	movq	2064(%rsp), %rax
.L5114:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L5114
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	jmp	.L5113
.L5448:
	cmpl	$0, 232(%rax)
	jne	.L5150
	movq	72(%rsp), %r14
	cmpl	$2, 152(%r14)
	je	.L5153
	movq	6136(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 12120
	movq	%rbx, %rdi
	leaq	.LC586(%rip), %rcx
	leaq	.LC108(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 12128
	movq	1376(%rsp), %r8
	call	check
	cmpq	$0, 224(%r14)
	popq	%rdi
	.cfi_def_cfa_offset 12120
	popq	%r8
	.cfi_def_cfa_offset 12112
	jne	.L5150
	movq	72(%rsp), %rax
	cmpl	$0, 232(%rax)
	jne	.L5150
.L5153:
	movq	72(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L5150
	cmpl	$0, 280(%rax)
	jne	.L5150
	cmpq	$0, 288(%rax)
	jne	.L5150
	movq	6200(%rsp), %rax
	xorl	%edx, %edx
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	pushq	%rdx
	.cfi_def_cfa_offset 12120
	leaq	.LC586(%rip), %rcx
	leaq	.LC110(%rip), %rdx
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 12128
	movq	1456(%rsp), %r8
	call	check
	popq	%rcx
	.cfi_def_cfa_offset 12120
	popq	%rsi
	.cfi_def_cfa_offset 12112
	jmp	.L5150
.L5459:
	leaq	.LC613(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5195
.L5461:
	movq	56(%rax), %rax
	jmp	.L5204
.L5205:
	movl	$6369134, (%rbx)
	jmp	.L5212
.L5208:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L5209
.L5206:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5207
.L5462:
	movq	112(%rsp), %r12
	leaq	.LC621(%rip), %rbp
	xorl	%eax, %eax
	leaq	.LC108(%rip), %rsi
	movq	%rbp, %rdi
	movq	152(%rsp), %rbx
	movq	256(%r12), %rcx
	movq	240(%r12), %rdx
	call	printf@PLT
	movq	264(%r12), %rcx
	movq	%rbp, %rdi
	xorl	%eax, %eax
	movq	248(%r12), %rdx
	leaq	.LC110(%rip), %rsi
	call	printf@PLT
	movq	272(%r12), %rsi
	leaq	.LC453(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %esi
	testl	%esi, %esi
	je	.L5214
	movq	136(%rbx), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L5215
	leaq	-1(%rdi), %rcx
	movq	128(%rbx), %rax
	xorl	%edx, %edx
	subq	120(%rbx), %rax
	divq	%rcx
	movq	%rax, %rcx
.L5215:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC622(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L5214:
	cmpl	$0, 48(%rsp)
	je	.L5472
.L5216:
	movsd	2920(%rsp), %xmm2
	movsd	80(%rsp), %xmm1
	leaq	.LC626(%rip), %rbx
	leaq	.LC108(%rip), %rsi
	movsd	96(%rsp), %xmm0
	movq	%rbx, %rdi
	movl	$3, %eax
	call	printf@PLT
	movsd	16(%rsp), %xmm1
	movq	%rbx, %rdi
	movl	$3, %eax
	movsd	2944(%rsp), %xmm2
	movsd	40(%rsp), %xmm0
	leaq	.LC110(%rip), %rsi
	call	printf@PLT
	movq	72(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L5473
.L5218:
	movq	216(%rsp), %rbx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_theory
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_omissions
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_rates
	cmpl	$0, 204(%rsp)
	jne	.L5474
.L5439:
	cmpq	$0, 184(%rsp)
	je	.L5221
	leaq	816(%rsp), %rbx
	xorl	%eax, %eax
	movl	$18, %ecx
	movq	%rbx, %rdi
	rep stosl
	leaq	544(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 16(%rsp)
	rep stosl
	leaq	576(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 40(%rsp)
	rep stosl
	movl	920(%rsp), %eax
	cmpl	$3, %eax
	je	.L5475
	cmpl	$2, %eax
	je	.L5476
	movq	16(%rsp), %r13
	movq	(%r12), %rsi
	movq	896(%rsp), %rdi
	movq	%r13, %rdx
	call	dist_of_sorted
	movq	40(%rsp), %rbp
	movq	272(%r12), %rsi
	movq	%r13, %rdi
	movq	%rbp, %rdx
	call	dist_correct
	movl	568(%rsp), %eax
	orl	600(%rsp), %eax
	jne	.L5230
	movq	(%r12), %rsi
	movq	896(%rsp), %rdi
	movq	%rbx, %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L5230
	movq	80(%r12), %rsi
	movq	904(%rsp), %rdi
	leaq	840(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L5230
.L5440:
	leaq	864(%rsp), %rsi
	movq	%rbp, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L5230
	movq	72(%rsp), %rbp
	movq	184(%rsp), %rdi
	movl	$47, %esi
	movq	%r12, 10296(%rsp)
	movq	%rbx, 10304(%rsp)
	movq	%rbp, 10288(%rsp)
	call	strrchr@PLT
	cmpl	$0, 152(%rbp)
	jne	.L5232
	movq	72(%rsp), %rdi
	cmpq	$1, 160(%rdi)
	jne	.L5232
	testq	%rax, %rax
	je	.L5237
	cmpb	$0, 1(%rax)
	setne	%al
.L5238:
	testb	%al, %al
	leaq	.LC576(%rip), %rsi
	leaq	.LC575(%rip), %rax
	movq	(%rsp), %rcx
	cmovne	%rax, %rsi
	movq	184(%rsp), %rdi
	leaq	hlog_writer(%rip), %rdx
	call	export_file
	testl	%eax, %eax
	je	.L5236
.L5230:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L5477
.L5262:
	movq	816(%rsp), %rdi
	call	free@PLT
	movq	840(%rsp), %rdi
	call	free@PLT
	movq	864(%rsp), %rdi
	call	free@PLT
	movq	16(%rsp), %rdi
	call	dist_free
	movq	40(%rsp), %rdi
	call	dist_free
.L5267:
	movl	$1, 64(%rsp)
.L5221:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L5442
	movq	(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	movq	2632(%rsp), %rbx
	testl	%eax, %eax
	je	.L5478
.L5264:
	cmpl	$3, 24(%rbx)
	je	.L5479
.L5265:
	cmpq	$0, 2624(%rsp)
	leaq	.LC577(%rip), %rax
	leaq	.LC578(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC637(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2608(%rsp), %rax
	movq	2968(%rsp), %rbx
	leaq	.LC638(%rip), %rdi
	movq	2960(%rsp), %rsi
	movl	216(%rax), %ecx
	movq	%rbx, %rdx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	xorl	%eax, %eax
	movl	64(%rsp), %ebp
	orq	3168(%rsp), %rbx
	setne	%al
	orl	%eax, %ebp
	jmp	.L5071
.L5464:
	leaq	.LC107(%rip), %rax
	movq	%rax, 2624(%rsp)
	jmp	.L5105
.L5284:
	movl	$-4, %r14d
	jmp	.L5126
.L5165:
	movq	%r13, %rdi
	movq	%rdx, (%rsp)
	leaq	656(%rsp), %r14
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movl	$36, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC598(%rip), %rdi
	call	fwrite@PLT
	jmp	.L5042
.L5199:
	movq	688(%rsp), %rbp
	movq	656(%rsp), %rax
	leaq	704(%rsp), %rdi
	movq	(%rax,%rbp,8), %rsi
	call	fmt_read.constprop.0
	movq	696(%rsp), %rsi
	movq	%rbp, %rdx
	leaq	.LC618(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rbp, %rsi
	call	printf@PLT
	jmp	.L5200
.L5444:
	movq	72(%rsp), %rbx
	movq	192(%rsp), %rdi
	xorl	%eax, %eax
	movl	$52, %ecx
	rep stosq
	cmpq	$0, 112(%rbx)
	movq	%rbx, 1856(%rsp)
	je	.L5480
.L5095:
	movl	%eax, 1864(%rsp)
	movq	72(%rsp), %rax
	xorl	%edx, %edx
	leaq	1672(%rsp), %rbp
	movq	192(%rsp), %r14
	movq	136(%rax), %rax
	testl	$16383, %eax
	setne	%dl
	shrq	$14, %rax
	xorl	%ebx, %ebx
	addq	%rdx, %rax
	movq	%rax, 1872(%rsp)
.L5097:
	movq	$-1, 328(%r14)
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 232(%r14)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebx
	movq	72(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L5481
.L5096:
	addq	$8, %r14
	cmpq	%r14, %rbp
	jne	.L5097
	testl	%ebx, %ebx
	jne	.L5099
	movq	192(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_mutex_init@PLT
	testl	%eax, %eax
	jne	.L5099
	xorl	%esi, %esi
	leaq	1688(%rsp), %rdi
	call	pthread_cond_init@PLT
	testl	%eax, %eax
	jne	.L5482
	movq	72(%rsp), %r14
	leaq	1736(%rsp), %rdi
	movq	%r14, %rsi
	call	due_restart
	leaq	1360(%rsp), %rax
	xorl	%esi, %esi
	leaq	512(%rsp), %rcx
	movq	%rax, 256(%rsp)
	leaq	408(%rsp), %rdi
	leaq	ref_job_run(%rip), %rdx
	movq	%rax, 520(%rsp)
	leaq	448(%rsp), %rax
	movq	%rax, 528(%rsp)
	xorl	%eax, %eax
	movq	%r14, 512(%rsp)
	movl	%eax, 536(%rsp)
	call	pthread_create@PLT
	testl	%eax, %eax
	je	.L5483
	movq	192(%rsp), %rdi
	call	shared_due_free
	jmp	.L5092
.L5481:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 280(%r14)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebx
	jmp	.L5096
.L5465:
	leaq	.LC581(%rip), %rsi
	movl	%eax, %edi
	leaq	656(%rsp), %r14
	call	cannot
	movl	%eax, %ebp
	jmp	.L5071
.L5458:
	leaq	3184(%rsp), %rdi
	xorl	%edx, %edx
	leaq	.LC609(%rip), %rsi
	call	print_score
	jmp	.L5189
.L5457:
	movq	208(%rsp), %rdi
	leaq	2976(%rsp), %rsi
	call	batch_end
	jmp	.L5181
.L5160:
	movq	1616(%rsp), %rax
	movq	%r13, %rdx
	cmpq	%rax, 3080(%rsp)
	movl	$1, %r8d
	setb	%al
	xorl	%r10d, %r10d
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movzbl	%al, %eax
	leaq	.LC593(%rip), %rcx
	movq	%r14, %rdi
	xorl	%r15d, %r15d
	movq	%rax, 384(%rsp)
	addq	$64, %rbp
	addq	$80, %r12
	movq	%r10, 392(%rsp)
	pushq	392(%rsp)
	.cfi_def_cfa_offset 12120
	pushq	392(%rsp)
	.cfi_def_cfa_offset 12128
	call	check
	popq	%r11
	.cfi_def_cfa_offset 12120
	popq	%r13
	.cfi_def_cfa_offset 12112
	leaq	.LC110(%rip), %r13
	movl	%r15d, (%rsp)
	movl	$1, 248(%rsp)
	jmp	.L5161
.L5460:
	movq	272(%r12), %rsi
	leaq	1104(%rsp), %r15
	movq	%r15, %rdi
	call	fmt_read.constprop.0
	leaq	.LC615(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5198
.L5447:
	movq	72(%rsp), %rsi
	leaq	8528(%rsp), %rdx
	movq	%r14, %rcx
	movq	%rbx, %rdi
	call	check_omitted
	jmp	.L5148
.L5418:
	movq	16(%rsp), %r15
	movq	120(%rsp), %rdi
	movq	%r15, %rsi
	call	fmt_read.constprop.0
	movq	%r15, %rdx
	movq	40(%rsp), %r15
	leaq	816(%rsp), %rdi
	movq	%rax, 96(%rsp)
	movq	%r15, %rsi
	call	fmt_ratio.constprop.0
	leaq	704(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 40(%rsp)
	call	fmt_read.constprop.0
	movq	96(%rsp), %rcx
	movq	40(%rsp), %rdx
	leaq	.LC612(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5195
.L5472:
	movq	688(%rsp), %rbx
	movq	664(%rsp), %r9
	xorl	%eax, %eax
	leaq	.LC623(%rip), %rdi
	movq	656(%rsp), %r8
	movq	(%r9,%rbx,8), %rcx
	movq	%rbx, %rsi
	movq	%r9, 112(%rsp)
	leaq	0(,%rbx,8), %rbp
	movq	(%r8,%rbx,8), %rdx
	movq	%r8, 48(%rsp)
	call	printf@PLT
	leaq	1(%rbx), %rax
	movq	48(%rsp), %r8
	cmpq	680(%rsp), %rax
	movq	112(%rsp), %r9
	jb	.L5484
.L5217:
	movq	696(%rsp), %rdx
	leaq	.LC625(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%rbx, %rsi
	call	printf@PLT
	jmp	.L5216
.L5474:
	leaq	3184(%rsp), %rdi
	movl	$1, %edx
	leaq	.LC10(%rip), %rsi
	call	print_score
	jmp	.L5439
.L5473:
	movq	(%rsp), %rdx
	movq	%r15, %rsi
	movq	%rax, %rbx
	movq	%rax, %rdi
	call	service_moments
	movl	8(%rbx), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movsd	10288(%rsp), %xmm1
	movsd	1104(%rsp), %xmm0
	leaq	.LC627(%rip), %rdi
	imulq	$96, %rax, %rax
	movq	(%rdx,%rax), %rsi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L5218
.L5455:
	cmpl	$0, 48(%rsp)
	jne	.L5064
	movq	1648(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	jmp	.L5065
.L5158:
	pushq	280(%rsp)
	.cfi_def_cfa_offset 12120
	xorl	%r9d, %r9d
	movq	%r13, %rdx
	xorl	%esi, %esi
	pushq	280(%rsp)
	.cfi_def_cfa_offset 12128
	leaq	.LC588(%rip), %rcx
	movq	%r14, %rdi
	movq	88(%rsp), %r15
	movq	136(%r15), %r8
	call	check
	movq	16(%rbp), %rax
	xorl	%ecx, %ecx
	movq	0(%rbp), %r8
	movq	%rcx, 360(%rsp)
	xorl	%r9d, %r9d
	movq	%r13, %rdx
	xorl	%esi, %esi
	movq	%rax, 352(%rsp)
	subq	(%r12), %r8
	leaq	.LC589(%rip), %rcx
	movq	%r14, %rdi
	pushq	360(%rsp)
	.cfi_def_cfa_offset 12136
	pushq	360(%rsp)
	.cfi_def_cfa_offset 12144
	call	check
	movq	24(%rbp), %rax
	addq	$32, %rsp
	.cfi_def_cfa_offset 12112
	xorl	%esi, %esi
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	leaq	.LC590(%rip), %rcx
	movq	%r13, %rdx
	movq	%rsi, 360(%rsp)
	movq	%r14, %rdi
	xorl	%esi, %esi
	movq	%rax, 352(%rsp)
	pushq	360(%rsp)
	.cfi_def_cfa_offset 12120
	pushq	360(%rsp)
	.cfi_def_cfa_offset 12128
	call	check
	movq	48(%rbp), %rax
	xorl	%edi, %edi
	movq	120(%r15), %r8
	movq	%rdi, 392(%rsp)
	xorl	%r9d, %r9d
	movq	%r13, %rdx
	xorl	%esi, %esi
	movq	%rax, 384(%rsp)
	leaq	.LC591(%rip), %rcx
	movq	%r14, %rdi
	pushq	392(%rsp)
	.cfi_def_cfa_offset 12136
	pushq	392(%rsp)
	.cfi_def_cfa_offset 12144
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 12112
	jmp	.L5159
.L5429:
	movl	%r15d, %edx
	jmp	.L5157
.L5185:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movl	$42, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC599(%rip), %rdi
	call	fwrite@PLT
	jmp	.L5042
.L5064:
	movq	208(%rsp), %rdi
	call	omit_job_run
	jmp	.L5065
.L5479:
	movq	2952(%rsp), %rax
	movl	$18, %ecx
	leaq	.LC636(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5265
.L5478:
	movl	24(%rbx), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	10320(%rsp), %rsi
	leaq	.LC635(%rip), %rdi
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5264
.L5480:
	cmpl	$1, 72(%rbx)
	sete	%al
	movzbl	%al, %eax
	jmp	.L5095
.L5477:
	movq	184(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC633(%rip), %rsi
	call	fprintf@PLT
	jmp	.L5262
.L5476:
	movl	568(%rsp), %r13d
	xorl	%ebp, %ebp
	jmp	.L5225
.L5227:
	addq	$1, %rbp
.L5225:
	cmpq	936(%rsp), %rbp
	jnb	.L5485
	movq	944(%rsp), %rax
	movq	(%rax,%rbp,8), %r8
	testq	%r8, %r8
	je	.L5227
	testl	%r13d, %r13d
	jne	.L5227
	movq	928(%rsp), %rsi
	movq	16(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%rbp, %rsi
	call	dist_add.part.0
	movl	568(%rsp), %r13d
	jmp	.L5227
.L5485:
	movq	40(%rsp), %rbp
	movq	272(%r12), %rsi
	movq	16(%rsp), %rdi
	movq	%rbp, %rdx
	call	dist_correct
	orl	600(%rsp), %r13d
	jne	.L5230
	leaq	928(%rsp), %rdi
	movq	%rbx, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L5230
	leaq	840(%rsp), %rsi
	leaq	952(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L5230
	jmp	.L5440
.L5484:
	movq	8(%r9,%rbp), %rdx
	movq	8(%r8,%rbp), %rsi
	leaq	.LC624(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5217
.L5278:
	xorl	%edx, %edx
	jmp	.L5074
.L5232:
	leaq	.LC629(%rip), %rdi
	call	puts@PLT
.L5236:
	leaq	480(%rsp), %rax
	movq	%r14, 48(%rsp)
	xorl	%ebp, %ebp
	movq	%r12, %r14
	movq	%rax, 80(%rsp)
	leaq	VALUES.2(%rip), %r13
	movq	%rbx, %r12
.L5241:
	imulq	$10, %rbp, %rax
	movq	80(%rsp), %rbx
	movq	184(%rsp), %rdi
	leaq	hgrm_writer(%rip), %rdx
	movq	24(%r14,%rax), %rax
	movq	%rax, (%rbx,%rbp)
	leaq	0(%rbp,%rbp,2), %rbx
	leaq	HGRM.3(%rip), %rax
	addq	%r12, %rbx
	movq	(%rax,%rbp), %rsi
	movq	%rbx, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L5431
	cmpl	$0, 252(%rsp)
	jne	.L5240
.L5243:
	addq	$8, %rbp
	cmpq	$24, %rbp
	jne	.L5241
	movq	%r12, %rbx
	leaq	.LC630(%rip), %rax
	movq	184(%rsp), %rdi
	leaq	608(%rsp), %rcx
	movq	%rax, %xmm0
	movq	%rbx, %xmm7
	leaq	NAMES.1(%rip), %rax
	movl	$3, 624(%rsp)
	punpcklqdq	%xmm7, %xmm0
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC458(%rip), %rsi
	movq	%r14, %r12
	movaps	%xmm0, 608(%rsp)
	movq	%rax, %xmm0
	movq	48(%rsp), %r14
	movhps	80(%rsp), %xmm0
	movups	%xmm0, 632(%rsp)
	call	export_file
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L5230
	leaq	704(%rsp), %rbp
	movq	72(%rsp), %rdi
	movl	$20, %esi
	movq	%rbp, %rdx
	call	first_stall_window
	testl	%eax, %eax
	je	.L5486
	jle	.L5251
	movq	72(%rsp), %rax
	movq	48(%rax), %rbx
	testq	%rbx, %rbx
	je	.L5487
.L5248:
	leaq	.LC632(%rip), %rdi
	call	puts@PLT
	movq	%rbp, %rdi
	call	stall_window_free
.L5261:
	movq	816(%rsp), %rdi
	call	free@PLT
	movq	840(%rsp), %rdi
	call	free@PLT
	movq	864(%rsp), %rdi
	call	free@PLT
	movq	16(%rsp), %rdi
	call	dist_free
	movq	40(%rsp), %rdi
	call	dist_free
	cmpl	$0, 204(%rsp)
	je	.L5221
	movq	184(%rsp), %rdi
	leaq	3184(%rsp), %rcx
	leaq	score_writer(%rip), %rdx
	leaq	.LC634(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 64(%rsp)
	jmp	.L5221
.L5471:
	movq	72(%rsp), %rax
	movq	(%rsp), %rdi
	leaq	9568(%rsp), %rcx
	orl	$2, %ebx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	jmp	.L5083
.L5240:
	movq	0(%r13,%rbp), %rsi
	movq	184(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	values_writer(%rip), %rdx
	call	export_file
	testl	%eax, %eax
	je	.L5243
.L5431:
	movq	48(%rsp), %r14
	jmp	.L5230
.L5487:
	movq	%rbp, %rdi
	call	stall_window_free
	movq	(%rsp), %rdi
	movq	72(%rsp), %rsi
	movl	%r13d, %eax
	movl	$46, %ecx
	rep movsq
	movq	72(%rsp), %rsi
	movl	$12, %ecx
	movq	%rbp, %rdi
	rep stosl
	cmpl	$0, 152(%rsi)
	jne	.L5248
	movq	136(%rsi), %rax
	movl	$262144, %edx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	leaq	0(,%rax,8), %r12
	movq	%rax, 10424(%rsp)
	movq	%r12, %rdi
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, 704(%rsp)
	movq	%rax, 48(%rsp)
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, 712(%rsp)
	movq	%rax, %r13
	call	malloc@PLT
	movq	48(%rsp), %rdx
	movq	%rax, 720(%rsp)
	testq	%rdx, %rdx
	je	.L5251
	testq	%r13, %r13
	je	.L5251
	testq	%rax, %rax
	je	.L5251
	movq	(%rsp), %rsi
	movq	120(%rsp), %rdi
	movq	%r15, %rdx
	call	due_open.constprop.0
	testl	%eax, %eax
	je	.L5253
	jmp	.L5488
.L5257:
	movq	720(%rsp), %rax
	movq	120(%rsp), %rdi
	leaq	(%rax,%rbx,8), %r12
	call	due_next
	movq	%rax, (%r12)
	movq	720(%rsp), %rax
	cmpq	$999999999, (%rax,%rbx,8)
	ja	.L5258
	addq	$1, %rbx
.L5253:
	cmpq	10424(%rsp), %rbx
	jb	.L5257
.L5258:
	leaq	1016(%rsp), %rdi
	call	numbers_close
	movq	%rbx, 10424(%rsp)
	testq	%rbx, %rbx
	je	.L5248
	movq	720(%rsp), %rax
	movq	%rbx, %rcx
	movl	$1, %esi
	leaq	440(%rsp), %r13
	leaq	432(%rsp), %r8
	leaq	416(%rsp), %r15
	movq	%rax, 10400(%rsp)
	movq	%r15, %r9
	pushq	%r13
	.cfi_def_cfa_offset 12120
	leaq	432(%rsp), %r12
	pushq	%r12
	.cfi_def_cfa_offset 12128
	movq	16(%rsp), %rbx
	movq	720(%rsp), %rdx
	movq	%rbx, %rdi
	movq	%r8, 64(%rsp)
	call	walk_all
	popq	%rsi
	.cfi_def_cfa_offset 12120
	popq	%rdi
	.cfi_def_cfa_offset 12112
	testl	%eax, %eax
	jne	.L5259
	pushq	%r13
	.cfi_def_cfa_offset 12120
	movq	%r15, %r9
	xorl	%esi, %esi
	movq	%rbx, %rdi
	pushq	%r12
	.cfi_def_cfa_offset 12128
	movq	64(%rsp), %r8
	movq	10440(%rsp), %rcx
	movq	728(%rsp), %rdx
	call	walk_all
	popq	%rdx
	.cfi_def_cfa_offset 12120
	popq	%rcx
	.cfi_def_cfa_offset 12112
	testl	%eax, %eax
	jne	.L5259
	movq	10424(%rsp), %rax
	movq	184(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	first_second_writer(%rip), %rdx
	leaq	.LC631(%rip), %rsi
	movq	%rax, 728(%rsp)
	call	export_file
	movl	%eax, %ebx
	jmp	.L5245
.L5483:
	leaq	2064(%rsp), %rdi
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	72(%rsp), %rdx
	movq	%rdi, 208(%rsp)
	leaq	752(%rsp), %rsi
	rep stosq
	movq	136(%rdx), %rax
	leaq	752(%rsp), %rdi
	movl	$14, %ecx
	movq	%rax, 2600(%rsp)
	movl	%ebx, %eax
	rep stosl
	movq	%rdx, %rdi
	call	theory_of
	movl	$1, 224(%rsp)
	movl	%eax, 268(%rsp)
	movl	$1, 264(%rsp)
	testl	%eax, %eax
	jne	.L5292
	xorl	%eax, %eax
	movq	%rax, 240(%rsp)
	leaq	464(%rsp), %rax
	movq	%rax, 232(%rsp)
	jmp	.L5115
.L5475:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC628(%rip), %rdi
	call	fwrite@PLT
	jmp	.L5267
.L5292:
	movq	208(%rsp), %rax
	movq	%rax, 240(%rsp)
	leaq	464(%rsp), %rax
	movq	%rax, 232(%rsp)
	jmp	.L5115
.L5259:
	testl	%eax, %eax
	jns	.L5248
.L5251:
	movq	%rbp, %rdi
	call	stall_window_free
	jmp	.L5230
.L5486:
	movq	72(%rsp), %rax
	movq	(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC631(%rip), %rsi
	movq	184(%rsp), %rdi
	movq	%rbp, 10296(%rsp)
	movq	%rax, 10288(%rsp)
	movq	272(%r12), %rax
	movq	%rax, 10304(%rsp)
	call	export_file
	movl	%eax, %ebx
.L5245:
	movq	%rbp, %rdi
	call	stall_window_free
	testl	%ebx, %ebx
	je	.L5261
	jmp	.L5230
.L5488:
	movq	%r15, %rsi
	movl	$2, %edi
	call	run_fault_set
	jmp	.L5251
.L5237:
	movq	184(%rsp), %rax
	cmpb	$0, (%rax)
	setne	%al
	jmp	.L5238
.L5285:
	movl	$-4, %edx
	jmp	.L5157
.L5469:
	movq	%r14, %r10
	movl	%r13d, %ebx
	movq	16(%rsp), %r12
	movq	24(%rsp), %r13
	cmpl	$0, 4120(%rsp)
	movq	%r10, 9744(%rsp)
	movq	%rdi, %rbp
	movq	40(%rsp), %r14
	je	.L5489
.L5076:
	movq	72(%rsp), %rax
	xorl	%edx, %edx
	movq	%r10, %r8
	movl	$1, %ecx
	movq	%rbp, %rdi
	movq	224(%rax), %rsi
	call	dist_add
	movl	4120(%rsp), %eax
	orl	3208(%rsp), %eax
	je	.L5490
.L5077:
	movq	%r14, %rdi
	call	dist_free
	movq	%rbp, %rdi
	call	dist_free
	jmp	.L5072
.L5482:
	movq	192(%rsp), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_destroy@PLT
	movq	%rbx, %rdi
	call	shared_due_slots_free
	jmp	.L5094
.L5099:
	movq	192(%rsp), %rdi
	call	shared_due_slots_free
	jmp	.L5094
.L5490:
	movq	72(%rsp), %rax
	leaq	9168(%rsp), %rcx
	movq	%rbp, %rdi
	movl	$1, %ebx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	jmp	.L5077
.L5489:
	movq	72(%rsp), %rax
	leaq	9088(%rsp), %rcx
	movq	%r10, 16(%rsp)
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movq	16(%rsp), %r10
	jmp	.L5076
	.cfi_endproc
.LFE385:
	.size	run_bench, .-run_bench
	.section	.rodata.str1.8
	.align 8
.LC639:
	.string	"a run of users (--population, --sessions)"
	.section	.rodata.str1.1
.LC640:
	.string	"a sweep (--sweep)"
.LC641:
	.string	"a benchmark run"
.LC642:
	.string	"one"
.LC643:
	.string	"it"
.LC644:
	.string	"the scenario's trace"
.LC645:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC646:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC647:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC648:
	.string	"the latencies have too many possible values"
	.align 8
.LC649:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC650:
	.string	"stall length"
.LC651:
	.string	"load %"
.LC652:
	.string	"stall us"
.LC653:
	.string	"sim"
.LC654:
	.string	"formula"
.LC655:
	.string	"sweep-load.svg"
.LC656:
	.string	"sweep-stall.svg"
.LC657:
	.string	"(none)"
.LC660:
	.string	"default"
.LC661:
	.string	"seed 000"
.LC662:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC663:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC664:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC665:
	.string	"--self-test"
.LC666:
	.string	"rank n=1 p=0"
.LC667:
	.string	"rank n=1 p=100"
.LC668:
	.string	"rank n=1 p=0 ceil"
.LC669:
	.string	"rank n=1 p=100 ceil"
.LC670:
	.string	"rank n=10 p=0"
.LC671:
	.string	"rank n=10 p=100"
.LC672:
	.string	"rank n=10 p=50"
.LC673:
	.string	"rank n=10 p=95 rounds half up"
.LC674:
	.string	"rank n=10 p=94.9 rounds down"
.LC675:
	.string	"rank n=10 p=90.1 ceil"
.LC676:
	.string	"rank n=119980 p=99"
.LC677:
	.string	"rank n=119980 p=99.9"
.LC678:
	.string	"rank n=119980 p=99 ceil"
.LC679:
	.string	"rank n=2^62 p=99.99 exact"
.LC681:
	.string	"hdr fixture corrected count"
.LC682:
	.string	"hdr fixture correct_co"
.LC683:
	.string	"hdr fixture corrected p50"
.LC684:
	.string	"hdr fixture corrected p90"
.LC685:
	.string	"hdr fixture corrected p99"
.LC686:
	.string	"hdr fixture corrected max"
.LC687:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC688:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC689:
	.string	"correction of one interval"
.LC690:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC691:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC692:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC693:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC694:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC695:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC697:
	.string	"reference server agrees, start %lu"
	.align 8
.LC698:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC699:
	.string	"in service at a stall: extended by it"
	.align 8
.LC700:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC702:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC703:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC705:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.align 8
.LC706:
	.string	"the row of SERVICE_DISTS that code names %s is %s's"
	.align 8
.LC707:
	.string	"service %s: a name, a draw, a help line, and examples for the options it takes"
	.align 8
.LC708:
	.string	"a service distribution's example options apply"
	.align 8
.LC709:
	.string	"service %s: the draws average its mean (%.1f us) within five standard errors"
	.align 8
.LC710:
	.string	"service %s: their variance is its scv's (%.4f) within five standard errors"
	.align 8
.LC711:
	.string	"service %s: no draw above its largest value (%lu ns) or below 1 ns"
	.section	.rodata.str1.1
.LC712:
	.string	"200us"
.LC713:
	.string	"0.3us"
.LC714:
	.string	"0.5s"
.LC715:
	.string	"1.000000001s"
.LC716:
	.string	"0"
.LC717:
	.string	"250"
.LC718:
	.string	"0.5ns"
.LC719:
	.string	"ms"
.LC720:
	.string	"-1ms"
.LC721:
	.string	"5parsecs"
.LC722:
	.string	"1.ms"
.LC723:
	.string	"99999999999999999999s"
.LC724:
	.string	"4611686018427387904ns"
.LC725:
	.string	"QUICK"
.LC726:
	.string	"REPS"
.LC727:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC728:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC729:
	.string	"QUICK '%s' is not valid: %s"
.LC730:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC731:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC732:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC733:
	.string	"%s applies to a simulated run, not to a recorded trace, whose latencies are already measured (the correction's interval is --expected-interval): drop %s"
	.align 8
.LC734:
	.string	"%s does not apply to %s: drop it"
	.align 8
.LC735:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC736:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC737:
	.string	"both set the length of the run: "
	.align 8
.LC738:
	.string	"--duration and --requests %s%s"
	.align 8
.LC739:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC740:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC741:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC742:
	.string	"--export does not apply to --cross-check, %s%s"
	.align 8
.LC743:
	.string	"drop them, or --correct, --sweep and --cross-check"
	.align 8
.LC744:
	.string	"--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s"
	.section	.rodata.str1.1
.LC745:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC746:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC747:
	.string	"%s, from %s"
.LC748:
	.string	"choose one"
.LC749:
	.string	"are two kinds of users: "
	.section	.rodata.str1.8
	.align 8
.LC750:
	.string	"--population and --sessions %s%s"
	.section	.rodata.str1.1
.LC751:
	.string	"add --sessions R or drop it"
	.section	.rodata.str1.8
	.align 8
.LC752:
	.string	"applies only with --sessions: "
	.section	.rodata.str1.1
.LC753:
	.string	"--return-prob %s%s"
	.section	.rodata.str1.8
	.align 8
.LC754:
	.string	"drop --sweep, --cross-check, --correct and --export"
	.section	.rodata.str1.1
.LC755:
	.string	"run alone: "
.LC756:
	.string	"drop them"
	.section	.rodata.str1.8
	.align 8
.LC757:
	.string	"take no --timeout, --queue-limit or generator option: "
	.align 8
.LC758:
	.string	"drop --schedule, --rate and --arrivals"
	.section	.rodata.str1.1
.LC759:
	.string	"replace the schedule: "
	.section	.rodata.str1.8
	.align 8
.LC760:
	.string	"drop --connections and --closed"
	.section	.rodata.str1.1
.LC761:
	.string	"replace the clients: "
	.section	.rodata.str1.8
	.align 8
.LC762:
	.string	"use --duration, not --requests"
	.section	.rodata.str1.1
.LC763:
	.string	"run for a time: "
.LC764:
	.string	"lower either"
	.section	.rodata.str1.8
	.align 8
.LC765:
	.string	"--sessions and --return-prob offer more work than the server can do (a load of 1 or more): %s%s"
	.section	.rodata.str1.1
.LC766:
	.string	"at most 2^60 ns (36 years)"
.LC767:
	.string	"is too long for users: "
.LC768:
	.string	"--duration %s%s"
	.section	.rodata.str1.8
	.align 8
.LC769:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC770:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.section	.rodata.str1.1
.LC771:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC772:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC773:
	.string	"use --correct FILE"
.LC774:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC775:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC776:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC777:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC778:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC779:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC780:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC781:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC782:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC784:
	.string	"lower --rate or shorten the run"
	.align 8
.LC785:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC786:
	.string	"--schedule poisson: %s%s"
.LC787:
	.string	"counting the schedule"
.LC788:
	.string	"out of memory "
	.section	.rodata.str1.8
	.align 8
.LC789:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC790:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC791:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC792:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC793:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC794:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC795:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC796:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC797:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC798:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC799:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC800:
	.string	"shorten --duration or --interval"
	.align 8
.LC801:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC802:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC803:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC804:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC805:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC806:
	.string	"--timeout, --queue-limit, the generator's options and --scoreboard keep every sample"
	.align 8
.LC807:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC808:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC809:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC810:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC811:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC812:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC813:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC814:
	.string	"drop one of the two"
.LC815:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC816:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC817:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.align 8
.LC818:
	.string	"--export: the .hlog would hold more than %d intervals a tag: raise --hlog-interval or shorten the run"
	.section	.rodata.str1.1
.LC819:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC820:
	.string	"--sweep runs on a fixed schedule (--schedule poisson and --rate go with --sweep load), with a fixed --expected-interval: %s%s"
	.align 8
.LC821:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC822:
	.string	"base: service %s us"
.LC823:
	.string	", stall %s us"
.LC824:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC825:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC826:
	.string	"checked"
.LC827:
	.string	"%-10s %-8s"
.LC828:
	.string	" | %-10s %10s %10s"
.LC829:
	.string	"\n%-10s %-8s"
.LC830:
	.string	"p50"
.LC831:
	.string	" | "
.LC832:
	.string	"%s%10s"
.LC833:
	.string	"p99"
.LC834:
	.string	"p99.9"
.LC835:
	.string	"%-10lu"
.LC836:
	.string	"%-10s"
.LC837:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC838:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC839:
	.string	"theory (%s, Poisson arrivals, no stalls): the open loop's mean against theory's\n"
	.section	.rodata.str1.1
.LC840:
	.string	"theory"
.LC841:
	.string	"open mean"
.LC842:
	.string	"%-10s %12s %12s"
.LC843:
	.string	"theory p99"
.LC844:
	.string	"open p99"
.LC845:
	.string	" %12s %12s"
.LC846:
	.string	"%-10lu %12.1f %12.1f"
.LC847:
	.string	" %12.1f %12.1f"
	.section	.rodata.str1.8
	.align 8
.LC848:
	.string	"(us; theory is a limit, a finite run a sample: at high load the run is short of it)\n"
	.align 8
.LC849:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC850:
	.string	" %s_%s_ns=%lu"
.LC851:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC852:
	.string	"RESULT sweep_theory axis=%s value=%lu queue=%s rho=%.4f open_mean_ns=%.0f theory_mean_ns=%.0f"
	.align 8
.LC853:
	.string	" open_p99_ns=%lu theory_p99_ns=%.0f"
	.align 8
.LC854:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC855:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC856:
	.string	"in the cross-check"
.LC857:
	.string	"expected_ns"
.LC858:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC859:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC860:
	.string	"--correct '%s': out of memory at line %lu"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB413:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	$81, %ecx
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
	movl	%edi, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$10872, %rsp
	.cfi_def_cfa_offset 10928
	movdqa	.LC658(%rip), %xmm0
	leaq	1104(%rsp), %rdi
	movq	%rdi, 8(%rsp)
	rep stosq
	movaps	%xmm0, 1152(%rsp)
	movdqa	.LC659(%rip), %xmm0
	leaq	.LC661(%rip), %rax
	leaq	.LC660(%rip), %rdi
	movq	%rax, %xmm5
	movq	$100000, 1104(%rsp)
	movaps	%xmm0, 1264(%rsp)
	movq	%rdi, %xmm0
	movq	$500000000, 1168(%rsp)
	punpcklqdq	%xmm5, %xmm0
	movq	$200000, 1184(%rsp)
	movq	$1000000, 1296(%rsp)
	movq	$16384, 1312(%rsp)
	movl	$31, 1320(%rsp)
	movups	%xmm0, 1560(%rsp)
	cmpl	$2, %ebp
	je	.L6049
	movl	$1, %r15d
	cmpl	$1, %ebp
	jle	.L5567
	.p2align 4,,10
	.p2align 3
.L5566:
	movslq	%r15d, %rax
	movq	(%r12,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L5875
	cmpb	$104, 1(%rbx)
	jne	.L5875
	cmpb	$0, 2(%rbx)
	jne	.L5875
	movl	$-1, %eax
	leaq	.LC370(%rip), %rbx
.L5560:
	leaq	48+OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	jmp	.L5565
	.p2align 4,,10
	.p2align 3
.L5561:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L5564
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$48, %r14
	call	strcmp@PLT
.L5565:
	testl	%eax, %eax
	jne	.L5561
	movslq	%r13d, %r13
	leaq	OPTIONS(%rip), %rdi
	leaq	0(%r13,%r13,2), %rax
	salq	$4, %rax
	addq	%rdi, %rax
	movl	8(%rax), %r8d
	testl	%r8d, %r8d
	jne	.L6050
	addl	$1, %r15d
.L5564:
	addl	$1, %r15d
	cmpl	%r15d, %ebp
	jg	.L5566
.L5567:
	leaq	.LC725(%rip), %rdi
	call	getenv@PLT
	leaq	.LC726(%rip), %rdi
	movq	%rax, %r14
	call	getenv@PLT
	movq	%rax, %r15
	testq	%r14, %r14
	je	.L5829
	leaq	.LC727(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r14)
	movl	%eax, %ebx
	je	.L5569
	leaq	.LC716(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L6051
.L5569:
	xorl	%eax, %eax
	testl	%ebx, %ebx
	sete	%al
.L5568:
	movl	%eax, 1584(%rsp)
	testq	%r15, %r15
	je	.L5571
	cmpb	$0, (%r15)
	jne	.L6052
.L5571:
	movslq	%ebp, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L6053
	leal	-1(%rbp), %eax
	movl	%eax, 24(%rsp)
	testl	%eax, %eax
	jle	.L5830
	xorl	%r15d, %r15d
	movl	%ebp, 32(%rsp)
	movl	%r15d, %ebp
.L5580:
	leal	1(%rbp), %ebx
	movslq	%ebx, %rax
	movq	(%r12,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L5876
	cmpb	$104, 1(%r15)
	jne	.L5876
	cmpb	$0, 2(%r15)
	jne	.L5876
	movl	$-1, %eax
	leaq	.LC370(%rip), %r15
.L5576:
	leaq	48+OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	jmp	.L5579
	.p2align 4,,10
	.p2align 3
.L5577:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L5578
	movq	(%r14), %rsi
	movq	%r15, %rdi
	addq	$48, %r14
	call	strcmp@PLT
.L5579:
	testl	%eax, %eax
	jne	.L5577
	movabsq	$-6148914691236517205, %rdi
	movslq	%r13d, %r13
	movl	%ebp, %ebx
	leaq	0(%r13,%r13,2), %rax
	movq	%rax, %rcx
	imulq	%rdi, %rax
	salq	$4, %rcx
	movb	$1, 1616(%rsp,%rax)
	leaq	OPTIONS(%rip), %rax
	cmpl	$1, 8(%rax,%rcx)
	adcl	$1, %ebx
.L5578:
	movl	%ebx, %ebp
	cmpl	%ebx, 24(%rsp)
	jg	.L5580
	movl	32(%rsp), %ebp
	xorl	%edi, %edi
	movq	%r12, 32(%rsp)
	xorl	%r14d, %r14d
	movl	%edi, 64(%rsp)
	leaq	2864(%rsp), %rbx
	movl	$1, %r8d
	movl	%edi, 56(%rsp)
	movl	%ebp, 24(%rsp)
	movq	%rbx, 72(%rsp)
	movl	%r8d, %ebx
.L5592:
	movslq	%ebx, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rdi, 40(%rsp)
	movq	32(%rsp), %rdi
	movq	(%rdi,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L5877
	cmpb	$104, 1(%r15)
	jne	.L5877
	cmpb	$0, 2(%r15)
	movl	$-1, %edx
	leaq	.LC370(%rip), %r13
	jne	.L5877
.L5582:
	leaq	OPTIONS(%rip), %r12
	xorl	%ebp, %ebp
	movl	%edx, %eax
	jmp	.L5586
	.p2align 4,,10
	.p2align 3
.L5583:
	addl	$1, %ebp
	addq	$48, %r12
	cmpl	$54, %ebp
	je	.L6036
	movq	(%r12), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
.L5586:
	movq	(%r12), %rdi
	testl	%eax, %eax
	jne	.L5583
	movl	%eax, %edx
	movslq	%ebp, %rax
	leaq	OPTIONS(%rip), %rsi
	leaq	(%rax,%rax,2), %rax
	salq	$4, %rax
	movl	8(%rsi,%rax), %esi
	testl	%esi, %esi
	jne	.L6036
	movl	%edx, 80(%rsp)
	leal	1(%rbx), %eax
	cmpl	%eax, 24(%rsp)
	jle	.L5585
	leaq	.LC242(%rip), %rsi
	movq	%rdi, 88(%rsp)
	movl	$1, %r13d
	call	strcmp@PLT
	movq	88(%rsp), %rdi
	leaq	.LC245(%rip), %rsi
	testl	%eax, %eax
	movl	56(%rsp), %eax
	cmove	%r13d, %eax
	movl	%eax, 56(%rsp)
	call	strcmp@PLT
	movq	88(%rsp), %rdi
	leaq	.LC732(%rip), %rsi
	testl	%eax, %eax
	cmovne	64(%rsp), %r13d
	movl	%r13d, 64(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	movq	40(%rsp), %rsi
	movq	%r15, %xmm0
	testl	%eax, %eax
	movl	80(%rsp), %edx
	movq	8(%rdi,%rsi), %rsi
	movq	%rsi, %xmm7
	punpcklqdq	%xmm7, %xmm0
	je	.L6054
	movq	16(%rsp), %rdi
	movslq	%r14d, %rax
	movl	$1, %ecx
	addl	$2, %r14d
	movups	%xmm0, (%rdi,%rax,8)
	leal	2(%rbx), %eax
.L5590:
	movl	%eax, %ebx
	cmpl	%eax, 24(%rsp)
	jle	.L5868
	testb	%cl, %cl
	jne	.L5592
.L5868:
	movl	%r14d, 40(%rsp)
	movq	72(%rsp), %rbx
	testl	%edx, %edx
	je	.L5574
.L6038:
	movq	16(%rsp), %rdi
	call	free@PLT
.L5677:
	movq	%rbx, %rdi
	call	usage_error
.L5622:
	movq	1576(%rsp), %rdi
	movl	%eax, 8(%rsp)
	call	free@PLT
	movq	1744(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L5491
	.p2align 4,,10
	.p2align 3
.L5875:
	leaq	.LC200(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L5560
.L6050:
	movq	(%rax), %rdi
	leaq	.LC370(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5564
	call	print_usage
.L5497:
	xorl	%eax, %eax
.L5491:
	addq	$10872, %rsp
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
.L6036:
	.cfi_restore_state
	leal	1(%rbx), %eax
.L5585:
	movq	16(%rsp), %rdi
	movslq	%r14d, %rdx
	movl	$1, %ecx
	addl	$1, %r14d
	movq	%r15, (%rdi,%rdx,8)
	xorl	%edx, %edx
	jmp	.L5590
.L5877:
	leaq	.LC200(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r13
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L5582
.L5876:
	leaq	.LC200(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L5576
.L6054:
	movq	72(%rsp), %rdx
	movq	8(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	leal	2(%rbx), %eax
	sete	%cl
	jmp	.L5590
.L6049:
	movq	8(%rsi), %rbx
	leaq	.LC662(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L6055
	leaq	.LC665(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r15d
	call	strcmp@PLT
	movl	%eax, 64(%rsp)
	testl	%eax, %eax
	jne	.L5566
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC666(%rip), %rdi
	leaq	raw.19(%rip), %r12
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC667(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC668(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC669(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC670(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC671(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC672(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC673(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC674(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC675(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC676(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC677(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC678(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC679(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC680(%rip), %xmm0
	leaq	80000(%r12), %rdx
	addl	%eax, %ebx
	movq	%r12, %rax
.L5499:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L5499
	movq	$100000000, 80000+raw.19(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L5504
.L6056:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L5503
.L5504:
	movq	(%r12,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L5500
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L5500:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L6056
	xorl	%ecx, %ecx
.L5503:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC681(%rip), %rdi
	leaq	fixed.18(%rip), %r13
	call	expect
	movq	%r13, %rcx
	movl	$10000, %edx
	movq	%r12, %rdi
	movl	$20000, %r8d
	movl	$10001, %esi
	addl	%eax, %ebx
	call	correct_co
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	movq	%rax, %rcx
	leaq	.LC682(%rip), %rdi
	leaq	160(%rsp), %r14
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r13, %rdi
	leaq	192(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	200(%rsp), %rcx
	leaq	.LC683(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	208(%rsp), %rcx
	leaq	.LC684(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	216(%rsp), %rcx
	leaq	.LC685(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	240(%rsp), %rcx
	leaq	.LC686(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	256(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	264(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC687(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC688(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC689(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC690(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC691(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	160(%rsp), %rdi
	movl	$8, %ecx
	xorl	%edx, %edx
	addl	%ebx, %eax
	leaq	2864(%rsp), %rbx
	movl	$9, %r8d
	movl	$700, %esi
	movl	%eax, 8(%rsp)
	xorl	%eax, %eax
	rep stosl
	xorl	%eax, %eax
	movl	$64, %ecx
	movq	%rbx, %rdi
	rep stosq
	movl	$1, %ecx
	movq	%r14, %rdi
	call	dist_add.part.0
	cmpl	$0, 184(%rsp)
	jne	.L5506
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%r14, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 184(%rsp)
	jne	.L5506
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%r14, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L5506:
	movq	168(%rsp), %r11
	movq	160(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L5511:
	cmpq	%r11, %r10
	je	.L5819
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L5508
.L5513:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%rbx,%rdi,8), %r8
	je	.L5510
	.p2align 4,,10
	.p2align 3
.L5507:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L5507
	leaq	1(%rdx,%rdi), %rdi
.L5510:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L5513
.L5508:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L5511
.L5829:
	xorl	%eax, %eax
	jmp	.L5568
.L6051:
	testl	%ebx, %ebx
	je	.L5569
	leaq	2864(%rsp), %rbx
	leaq	.LC728(%rip), %r8
	movq	%r14, %rcx
	xorl	%eax, %eax
	leaq	.LC729(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L5677
.L5830:
	xorl	%ecx, %ecx
	leaq	2864(%rsp), %rbx
	movl	%ecx, 56(%rsp)
	movl	%ecx, 40(%rsp)
	movl	%ecx, 64(%rsp)
.L5574:
	movq	8(%rsp), %r15
	leaq	.LC312(%rip), %rsi
	movq	%r15, %rdi
	call	was_given
	testl	%eax, %eax
	jne	.L5834
	leaq	.LC313(%rip), %rsi
	movq	%r15, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, 24(%rsp)
	je	.L6057
.L5834:
	movl	$1, %r9d
	movl	$2, %r10d
.L5594:
	leaq	32+OPTIONS(%rip), %r8
	movq	%rbx, 32(%rsp)
	xorl	%r14d, %r14d
	leaq	1616(%rsp), %r11
	movabsq	$-6148914691236517205, %r12
	movq	%r8, %rbx
	jmp	.L5608
.L6061:
	testl	%eax, %eax
	je	.L6058
.L5597:
	movq	(%rbx), %rcx
	testq	%rcx, %rcx
	jne	.L6059
.L5595:
	addq	$1, %r14
	addq	$48, %rbx
	cmpq	$54, %r14
	je	.L6060
.L5608:
	cmpb	$0, (%r11,%r14)
	movq	$0, 1760(%rsp)
	je	.L5595
	movl	8(%rbx), %eax
	movl	%r14d, 24(%rsp)
	andl	%r10d, %eax
	testl	%r9d, %r9d
	jne	.L6061
	testl	%eax, %eax
	jne	.L5597
	movq	32(%rsp), %rbx
	leaq	.LC639(%rip), %r8
	cmpl	$8, %r10d
	je	.L5599
	leaq	.LC640(%rip), %r8
	cmpl	$4, %r10d
	je	.L5599
	cmpl	$16, %r10d
	leaq	.LC641(%rip), %r8
	leaq	.LC485(%rip), %rax
	cmove	%rax, %r8
.L5599:
	movslq	24(%rsp), %rax
	leaq	OPTIONS(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	imulq	$48, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC734(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L6038
	.p2align 4,,10
	.p2align 3
.L6059:
	leaq	4912(%rsp), %r13
	leaq	.LC30(%rip), %rdx
	movl	$128, %esi
	xorl	%eax, %eax
	movq	%r13, %rdi
	movq	%r11, 104(%rsp)
	movl	%r10d, 100(%rsp)
	movl	%r9d, 88(%rsp)
	movq	%rcx, 80(%rsp)
	call	snprintf@PLT
	leaq	1760(%rsp), %rax
	leaq	.LC36(%rip), %rsi
	movq	%r13, %rdi
	movq	%rax, %rdx
	movq	%rax, 72(%rsp)
	call	strtok_r@PLT
	movq	80(%rsp), %rcx
	movl	88(%rsp), %r9d
	testq	%rax, %rax
	movl	100(%rsp), %r10d
	movq	104(%rsp), %r11
	movq	%rax, %rbp
	je	.L5607
	movq	%rbx, 80(%rsp)
	movq	72(%rsp), %rbx
	xorl	%r15d, %r15d
	movq	%r14, 88(%rsp)
	movl	%r9d, 100(%rsp)
	movl	%r10d, 104(%rsp)
	movq	%rcx, 112(%rsp)
	movq	%r11, 120(%rsp)
	movq	%r13, 72(%rsp)
	.p2align 4,,10
	.p2align 3
.L5600:
	cmpb	$45, 0(%rbp)
	jne	.L5878
	cmpb	$104, 1(%rbp)
	jne	.L5878
	cmpb	$0, 2(%rbp)
	jne	.L5878
	movl	$-1, %eax
	leaq	.LC370(%rip), %rbp
.L5603:
	leaq	48+OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	jmp	.L5606
	.p2align 4,,10
	.p2align 3
.L5604:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L5605
	movq	(%r14), %rsi
	movq	%rbp, %rdi
	addq	$48, %r14
	call	strcmp@PLT
.L5606:
	testl	%eax, %eax
	jne	.L5604
	movslq	%r13d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	imulq	%r12, %rax
	cmpb	$0, 1616(%rsp,%rax)
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %r15d
.L5605:
	movq	%rbx, %rdx
	leaq	.LC36(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	jne	.L5600
	movq	80(%rsp), %rbx
	movq	88(%rsp), %r14
	movl	100(%rsp), %r9d
	movl	104(%rsp), %r10d
	movq	112(%rsp), %rcx
	movq	120(%rsp), %r11
	movq	72(%rsp), %r13
	testl	%r15d, %r15d
	jne	.L5595
.L5607:
	movq	%rcx, %rdi
	movl	$32, %esi
	movq	%rcx, 8(%rsp)
	movq	32(%rsp), %rbx
	call	strchr@PLT
	leaq	.LC643(%rip), %r9
	movq	8(%rsp), %rdi
	movq	%r13, %rsi
	testq	%rax, %rax
	leaq	.LC642(%rip), %rax
	leaq	OPTIONS(%rip), %rdx
	cmovne	%rax, %r9
	movslq	24(%rsp), %rax
	imulq	$48, %rax, %rax
	movq	(%rdx,%rax), %r10
	call	alternatives.constprop.0
	leaq	.LC735(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	movq	%rax, %r8
	pushq	%rax
	.cfi_def_cfa_offset 10936
	movq	%r10, %rcx
	xorl	%eax, %eax
	pushq	%r10
	.cfi_def_cfa_offset 10944
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 10936
	popq	%rdx
	.cfi_def_cfa_offset 10928
	jmp	.L6038
	.p2align 4,,10
	.p2align 3
.L5878:
	leaq	.LC200(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	jmp	.L5603
.L6052:
	leaq	4912(%rsp), %r13
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r15, %rdi
	movq	%r13, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L6062
	movq	4912(%rsp), %rax
	movl	%eax, 1320(%rsp)
	jmp	.L5571
.L6055:
	leaq	4912(%rsp), %rdx
	leaq	2864(%rsp), %rsi
	leaq	1760(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L6011
	movsd	4912(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	2864(%rsp), %xmm2
	movsd	1760(%rsp), %xmm1
	leaq	.LC663(%rip), %rdi
	call	printf@PLT
	jmp	.L5497
.L5819:
	leaq	272(%rsp), %rax
	movl	%ebp, 32(%rsp)
	xorl	%r15d, %r15d
	movq	%rdi, %r12
	movq	%rax, 16(%rsp)
	leaq	352(%rsp), %rax
	leaq	4912(%rsp), %r13
	movq	%rax, 24(%rsp)
	movq	%rbx, 40(%rsp)
.L5512:
	movq	16(%rsp), %rcx
	movl	%r15d, %edx
	movl	$2000, %esi
	movq	%r14, %rdi
	movl	$8, %ebx
	call	dist_summarise
	movq	24(%rsp), %r8
	movl	%r15d, %ecx
	movq	%r12, %rsi
	movq	40(%rsp), %rdi
	movl	$2000, %edx
	call	summarise.isra.0
	movq	272(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	352(%rsp), %rsi
	leaq	.LC692(%rip), %rdi
	call	expect
	movl	8(%rsp), %ebp
	addl	%eax, %ebp
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%r15,8), %r9
.L5514:
	leaq	-8+PCT_NAME(%rip), %rax
	movl	$64, %esi
	movq	%r13, %rdi
	movq	%r9, 8(%rsp)
	movq	(%rax,%rbx), %rcx
	leaq	.LC693(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	16(%rsp), %rax
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	%r13, %rdi
	movq	(%rax,%rbx), %rcx
	movq	24(%rsp), %rax
	movq	(%rax,%rbx), %rsi
	addq	$8, %rbx
	call	expect
	movq	8(%rsp), %r9
	addl	%eax, %ebp
	cmpq	$56, %rbx
	jne	.L5514
	movq	328(%rsp), %rcx
	movq	408(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC694(%rip), %rdi
	call	expect
	movq	336(%rsp), %rcx
	movq	344(%rsp), %r8
	leaq	.LC695(%rip), %rdi
	movq	416(%rsp), %rsi
	movq	424(%rsp), %rdx
	addl	%eax, %ebp
	call	expect
	addl	%ebp, %eax
	movl	%eax, 8(%rsp)
	testq	%r15, %r15
	jne	.L6063
	movl	$1, %r15d
	jmp	.L5512
.L6063:
	movq	%r14, %rdi
	leaq	1760(%rsp), %r15
	movl	32(%rsp), %ebp
	leaq	starts.17(%rip), %rbx
	call	dist_free
	xorl	%eax, %eax
	movl	$46, %ecx
	movq	%r15, %rdi
	rep stosq
	movdqa	.LC696(%rip), %xmm0
	leaq	848(%rsp), %rax
	leaq	80(%rbx), %r14
	movq	$100, 1760(%rsp)
	movq	$2000, 1824(%rsp)
	movq	%rax, 56(%rsp)
	movaps	%xmm0, 1808(%rsp)
	jmp	.L5518
.L6066:
	leaq	1100(%r12), %rdx
.L5517:
	addq	$1, 856(%rsp)
	addq	$5000, %rax
	movq	%rax, 848(%rsp)
	cmpq	%rdx, %rax
	jb	.L6064
.L5515:
	movq	16(%rsp), %rcx
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	%r13, %rdi
	addq	$8, %rbx
	call	expect
	addl	%eax, 8(%rsp)
	cmpq	%rbx, %r14
	je	.L6065
.L5518:
	movq	56(%rsp), %rdi
	movq	%r15, %rsi
	call	server_init
	movq	(%rbx), %r12
	movl	$64, %esi
	movq	%r13, %rdi
	leaq	.LC697(%rip), %rdx
	xorl	%eax, %eax
	movq	%r12, %rcx
	call	snprintf@PLT
	movl	$100, %edx
	movq	%r12, %rsi
	movq	%r15, %rdi
	call	ref_serve
	leaq	100(%r12), %rdx
	movq	%rax, 16(%rsp)
	movq	848(%rsp), %rax
	cmpq	%rdx, %rax
	jnb	.L5515
	cmpq	%rax, %r12
	jb	.L6066
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r12
	jnb	.L5517
	leaq	1100(%rax), %rdx
	jmp	.L5517
.L6064:
	movq	56(%rsp), %rdi
	movl	$5000, %r9d
	movl	$100, %ecx
	movq	%r12, %rsi
	movl	$1000, %r8d
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L5515
.L6065:
	movl	$100, %edx
	movl	$1900, %esi
	movq	%r15, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC698(%rip), %rdi
	call	expect
	movl	8(%rsp), %ebx
	movl	$100, %edx
	movq	%r15, %rdi
	movl	$1950, %esi
	addl	%eax, %ebx
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3050, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC699(%rip), %rdi
	call	expect
	movl	$100, %edx
	movl	$2500, %esi
	movq	%r15, %rdi
	addl	%eax, %ebx
	call	ref_serve
	movl	$3100, %esi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC700(%rip), %rdi
	call	expect
	addl	%eax, %ebx
	call	self_test_corrected
	leaq	4928(%rsp), %rdi
	movl	$16, %ecx
	movdqa	.LC701(%rip), %xmm0
	addl	%ebx, %eax
	movl	%eax, 80(%rsp)
	xorl	%eax, %eax
	rep stosl
	leaq	SERVICE_DISTS(%rip), %rax
	movaps	%xmm0, 4912(%rsp)
	movq	%rax, 72(%rsp)
	movq	%rax, %rsi
.L5519:
	movslq	%ebp, %r8
	movq	64(%rsi), %rdi
	movq	%r13, %rax
	xorl	%edx, %edx
	leaq	0(%r13,%r8,8), %r9
.L5523:
	xorl	%ecx, %ecx
	cmpq	%rdi, (%rax)
	sete	%cl
	addq	$8, %rax
	orl	%ecx, %edx
	cmpq	%rax, %r9
	jne	.L5523
	testq	%rdi, %rdi
	je	.L5524
	andb	$1, %dl
	jne	.L5524
	addl	$1, %ebp
	movq	%rdi, 4912(%rsp,%r8,8)
	movslq	%ebp, %r8
.L5524:
	movq	72(%rsi), %rdi
	leaq	0(%r13,%r8,8), %r9
	movq	%r13, %rax
	xorl	%edx, %edx
.L5520:
	xorl	%ecx, %ecx
	cmpq	%rdi, (%rax)
	sete	%cl
	addq	$8, %rax
	orl	%ecx, %edx
	cmpq	%r9, %rax
	jne	.L5520
	andb	$1, %dl
	jne	.L5521
	testq	%rdi, %rdi
	je	.L5521
	movq	%rdi, 4912(%rsp,%r8,8)
	addl	$1, %ebp
.L5521:
	addq	$96, %rsi
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rsi, %rax
	jne	.L5519
	leal	-1(%rbp), %edi
	movsd	.LC0(%rip), %xmm2
	xorl	%ebx, %ebx
	xorl	%r9d, %r9d
	movl	%edi, 48(%rsp)
	leaq	8(%r13), %rdi
	leal	-2(%rbp), %r14d
	xorl	%edx, %edx
	movq	%rdi, 24(%rsp)
	movl	$42, %eax
	xorl	%r15d, %r15d
	movq	%r13, %rbp
	movabsq	$-4658895280553007687, %r11
	movabsq	$-7723592293110705685, %r10
	.p2align 4,,10
	.p2align 3
.L5522:
	movq	%rax, %r13
	pxor	%xmm3, %xmm3
	movl	48(%rsp), %edi
	movq	%rdx, 8(%rsp)
	movabsq	$-7046029254386353131, %rcx
	addq	$1, %rdx
	xorl	%r12d, %r12d
	addq	%rcx, %rax
	movq	%rdi, 16(%rsp)
	movq	%rax, %rsi
	movq	%rdx, 40(%rsp)
	shrq	$30, %rsi
	movq	%rax, 32(%rsp)
	xorq	%rax, %rsi
	movq	%rbp, %rax
	imulq	%r11, %rsi
	movq	%rsi, %rcx
	shrq	$27, %rcx
	xorq	%rsi, %rcx
	imulq	%r10, %rcx
	movq	%rcx, %rsi
	shrq	$31, %rsi
	xorq	%rsi, %rcx
	shrq	$11, %rcx
	cvtsi2sdq	%rcx, %xmm3
	movabsq	$-7046029254386353173, %rcx
	addq	%rcx, %r13
	movq	%r13, %rbp
	movq	%r12, %r13
	movq	%rax, %r12
	mulsd	%xmm2, %xmm3
	.p2align 4,,10
	.p2align 3
.L5528:
	movq	(%r12,%r13,8), %rsi
	movq	8(%rsp), %rdx
	movl	$42, %edi
	call	draw_u01
	xorl	%eax, %eax
	ucomisd	%xmm0, %xmm3
	movapd	%xmm0, %xmm1
	setnp	%al
	cmovne	%r15, %rax
	addq	%rax, %r9
	xorl	%eax, %eax
	ucomisd	%xmm0, %xmm0
	setp	%al
	addq	%rax, %rbx
	movq	16(%rsp), %rax
	cmpq	%rax, %r13
	je	.L5526
	movl	%r14d, %eax
	movq	24(%rsp), %rdi
	leaq	(%r12,%r13,8), %rdx
	subl	%r13d, %eax
	addq	%r13, %rax
	leaq	(%rdi,%rax,8), %rsi
	.p2align 4,,10
	.p2align 3
.L5527:
	movq	8(%rdx), %rax
	pxor	%xmm0, %xmm0
	movq	%rax, %rcx
	shrq	$30, %rax
	xorq	$42, %rcx
	xorq	%rcx, %rax
	imulq	%r11, %rax
	movq	%rax, %rcx
	shrq	$27, %rcx
	xorq	%rax, %rcx
	imulq	%r10, %rcx
	movq	%rcx, %rax
	shrq	$31, %rax
	xorq	%rcx, %rax
	addq	%rbp, %rax
	movq	%rax, %rcx
	shrq	$30, %rcx
	xorq	%rax, %rcx
	imulq	%r11, %rcx
	movq	%rcx, %rax
	shrq	$27, %rax
	xorq	%rcx, %rax
	imulq	%r10, %rax
	movq	%rax, %rcx
	shrq	$31, %rcx
	xorq	%rcx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm0
	xorl	%eax, %eax
	mulsd	%xmm2, %xmm0
	ucomisd	%xmm1, %xmm0
	setnp	%al
	cmovne	%r15, %rax
	addq	$8, %rdx
	addq	%rax, %r9
	cmpq	%rsi, %rdx
	jne	.L5527
	addq	$1, %r13
	jmp	.L5528
	.p2align 4,,10
	.p2align 3
.L5526:
	movq	32(%rsp), %rax
	movq	40(%rsp), %rdx
	movq	%r12, %rbp
	movabsq	$626981770695586354, %rcx
	cmpq	%rcx, %rax
	jne	.L5522
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC702(%rip), %rdi
	movq	%r12, %r13
	movabsq	$7809158642386836312, %r14
	movabsq	$-4658895280553007687, %rbp
	call	expect
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %r12d
	leaq	.LC703(%rip), %rdi
	movabsq	$-7723592293110705685, %rbx
	call	expect
	pxor	%xmm3, %xmm3
	addl	%eax, %r12d
	movq	.LC0(%rip), %rax
	movsd	%xmm3, 8(%rsp)
	movq	%rax, %xmm2
	jmp	.L5534
	.p2align 4,,10
	.p2align 3
.L6068:
	cvttsd2siq	%xmm1, %rax
	testq	%rax, %rax
	js	.L5532
.L6069:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5529:
	movabsq	$-7046029254386353131, %rax
	addsd	8(%rsp), %xmm0
	addq	%rax, %r14
	movabsq	$4078304265537237400, %rax
	movsd	%xmm0, 8(%rsp)
	cmpq	%rax, %r14
	je	.L6067
.L5534:
	movq	%r14, %rdx
	pxor	%xmm0, %xmm0
	shrq	$30, %rdx
	xorq	%r14, %rdx
	imulq	%rbp, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	imulq	%rbx, %rax
	movq	%rax, %rdx
	shrq	$31, %rdx
	xorq	%rdx, %rax
	shrq	$11, %rax
	cvtsi2sdq	%rax, %xmm0
	mulsd	%xmm2, %xmm0
	xorpd	.LC24(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC25(%rip), %xmm0
	movsd	.LC27(%rip), %xmm1
	movq	.LC1(%rip), %rax
	subsd	%xmm0, %xmm1
	movq	%rax, %xmm0
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	comisd	%xmm1, %xmm0
	ja	.L5529
	movq	.LC193(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L5529
	comisd	.LC82(%rip), %xmm1
	jb	.L6068
	subsd	.LC82(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L6069
.L5532:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5529
.L6067:
	movsd	.LC66(%rip), %xmm6
	movapd	%xmm0, %xmm3
	xorl	%ecx, %ecx
	movl	$1, %esi
	divsd	.LC704(%rip), %xmm3
	movapd	%xmm3, %xmm0
	subsd	.LC25(%rip), %xmm0
	andpd	.LC60(%rip), %xmm0
	leaq	.LC705(%rip), %rdi
	leaq	NAMED.14(%rip), %r14
	comisd	%xmm0, %xmm6
	leaq	SERVICE_DISTS(%rip), %rbp
	leaq	.LC706(%rip), %rbx
	seta	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	addl	%eax, %r12d
	movl	80(%rsp), %eax
	addl	%r12d, %eax
	xorl	%r12d, %r12d
	movl	%eax, 40(%rsp)
.L5535:
	movq	(%r14), %r15
	movq	%rbx, %rdx
	movl	$96, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$96, %rbp
	addq	$8, %r14
	movq	%r15, %r8
	movq	%r15, %rcx
	call	snprintf@PLT
	movq	-96(%rbp), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r13, %rdi
	movslq	%eax, %r8
	movq	%r8, %rcx
	sarq	$63, %r8
	call	expect
	addl	%eax, %r12d
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L5535
	leaq	432(%rsp), %r15
.L5557:
	xorl	%eax, %eax
	movl	$81, %ecx
	movq	%r13, %rdi
	xorl	%r9d, %r9d
	rep stosq
	movq	72(%rsp), %rax
	movq	%r9, 136(%rsp)
	movq	$100000, 4912(%rsp)
	movq	$7, 5008(%rsp)
	movq	(%rax), %rcx
	movq	%rcx, 32(%rsp)
	testq	%rcx, %rcx
	je	.L5825
	cmpq	$0, 8(%rax)
	je	.L5536
	cmpq	$0, 80(%rax)
	je	.L5536
	movq	56(%rax), %r9
	cmpq	$0, 48(%rax)
	movl	$160, %esi
	movq	%r15, %rdi
	setne	%bl
	leaq	.LC707(%rip), %rdx
	testq	%r9, %r9
	movq	%r9, 8(%rsp)
	sete	%bpl
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	%ebx, %ecx
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%ebp, %ecx
	xorl	%edx, %edx
	movq	%r15, %rdi
	movzbl	%cl, %ecx
	call	expect
	addl	%eax, %r12d
	cmpb	%bpl, %bl
	je	.L5538
	movl	64(%rsp), %eax
	movq	8(%rsp), %r9
	movl	%eax, 4920(%rsp)
	testq	%r9, %r9
	je	.L6070
.L5539:
	leaq	592(%rsp), %r14
	movq	%r9, %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	movq	%r14, %rdi
	leaq	.LC30(%rip), %rdx
	leaq	136(%rsp), %rbp
	call	snprintf@PLT
	leaq	.LC36(%rip), %rbx
	movq	%r14, %rdi
	movq	%rbp, %rdx
	movq	%rbx, %rsi
	call	strtok_r@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L5540
.L5544:
	movq	%rbp, %rdx
	movq	%rbx, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rdx
	testq	%rax, %rax
	je	.L5543
	movq	56(%rsp), %rcx
	movl	$256, %r8d
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	apply_option
	testl	%eax, %eax
	je	.L5542
.L5543:
	movl	$1, %ecx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC708(%rip), %rdi
	call	expect
	addl	%eax, %r12d
.L5542:
	movq	%rbp, %rdx
	movq	%rbx, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L5544
.L5540:
	movl	4920(%rsp), %ecx
	leaq	SERVICE_DISTS(%rip), %rdi
	imulq	$96, %rcx, %rdx
	movq	%rcx, %rax
	movq	32(%rdi,%rdx), %r8
	testq	%r8, %r8
	je	.L5545
	leaq	152(%rsp), %rdx
	leaq	144(%rsp), %rsi
	movq	%r13, %rdi
	call	*%r8
	movl	4920(%rsp), %eax
.L5546:
	imulq	$96, %rax, %rax
	leaq	SERVICE_DISTS(%rip), %rdi
	addq	%rdi, %rax
	movq	40(%rax), %rdx
	testq	%rdx, %rdx
	je	.L5549
	movq	%r13, %rdi
	call	*%rdx
	movq	%rax, %rbp
.L5550:
	pxor	%xmm1, %xmm1
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	movsd	%xmm1, 8(%rsp)
	jmp	.L5553
	.p2align 4,,10
	.p2align 3
.L6072:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5552:
	addsd	8(%rsp), %xmm0
	addq	$1, %r14
	movsd	%xmm0, 8(%rsp)
	cmpq	$200000, %r14
	je	.L6071
.L5553:
	movl	4920(%rsp), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rdx,%rax)
	leaq	-1(%rax), %rdx
	cmpq	%rbp, %rdx
	sbbq	$-1, %rbx
	testq	%rax, %rax
	jns	.L6072
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5552
.L5825:
	leaq	.LC657(%rip), %rax
	movq	%rax, 32(%rsp)
.L5536:
	movq	32(%rsp), %rcx
	movl	$160, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC707(%rip), %rdx
	call	snprintf@PLT
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%r15, %rdi
	call	expect
	addl	%eax, %r12d
.L5538:
	addl	$1, 64(%rsp)
	movl	64(%rsp), %eax
	addq	$96, 72(%rsp)
	cmpl	$4, %eax
	jne	.L5557
	movl	40(%rsp), %ebx
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC712(%rip), %rdi
	leaq	.LC717(%rip), %rbp
	call	expect_time
	addl	%r12d, %ebx
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC713(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC714(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC715(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC716(%rip), %rdi
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
	leaq	.LC718(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC719(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC720(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC721(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC722(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC723(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC724(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%al
	movzbl	%al, %eax
	jmp	.L5491
.L6071:
	pxor	%xmm2, %xmm2
	movapd	%xmm0, %xmm1
	xorl	%r14d, %r14d
	divsd	.LC704(%rip), %xmm1
	movapd	%xmm2, %xmm3
	movsd	%xmm1, 24(%rsp)
	movsd	%xmm2, 8(%rsp)
	jmp	.L5556
	.p2align 4,,10
	.p2align 3
.L6074:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5555:
	subsd	24(%rsp), %xmm0
	addq	$1, %r14
	movapd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm1
	addsd	%xmm1, %xmm3
	mulsd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm1
	addsd	8(%rsp), %xmm1
	movsd	%xmm1, 8(%rsp)
	cmpq	$200000, %r14
	je	.L6073
.L5556:
	movl	4920(%rsp), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	movsd	%xmm3, 16(%rsp)
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rdx,%rax)
	movsd	16(%rsp), %xmm3
	testq	%rax, %rax
	jns	.L6074
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5555
.L6073:
	movq	32(%rsp), %r14
	movl	$160, %esi
	movq	%r15, %rdi
	movl	$1, %eax
	leaq	.LC709(%rip), %rdx
	movapd	%xmm1, %xmm2
	divsd	.LC704(%rip), %xmm3
	divsd	.LC704(%rip), %xmm2
	movq	%r14, %rcx
	movsd	%xmm2, 48(%rsp)
	movsd	144(%rsp), %xmm0
	divsd	.LC66(%rip), %xmm0
	movsd	%xmm3, 8(%rsp)
	call	snprintf@PLT
	movsd	8(%rsp), %xmm3
	movsd	144(%rsp), %xmm4
	movapd	%xmm3, %xmm0
	movsd	%xmm4, 16(%rsp)
	divsd	.LC704(%rip), %xmm0
	call	sqrt@PLT
	movsd	16(%rsp), %xmm4
	xorl	%ecx, %ecx
	movq	%r15, %rdi
	movapd	%xmm0, %xmm1
	movsd	24(%rsp), %xmm0
	movl	$1, %esi
	mulsd	.LC58(%rip), %xmm1
	subsd	%xmm4, %xmm0
	mulsd	.LC564(%rip), %xmm4
	andpd	.LC60(%rip), %xmm0
	addsd	%xmm4, %xmm1
	comisd	%xmm0, %xmm1
	setnb	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r14, %rcx
	movl	$160, %esi
	movq	%r15, %rdi
	movsd	152(%rsp), %xmm0
	addl	%eax, %r12d
	leaq	.LC710(%rip), %rdx
	movl	$1, %eax
	call	snprintf@PLT
	movsd	8(%rsp), %xmm3
	movsd	144(%rsp), %xmm1
	movsd	152(%rsp), %xmm0
	movsd	48(%rsp), %xmm2
	movapd	%xmm3, %xmm4
	movsd	%xmm1, 16(%rsp)
	mulsd	%xmm1, %xmm0
	mulsd	%xmm3, %xmm3
	mulsd	%xmm1, %xmm0
	subsd	%xmm3, %xmm2
	divsd	.LC704(%rip), %xmm2
	subsd	%xmm0, %xmm4
	andpd	.LC60(%rip), %xmm4
	movapd	%xmm2, %xmm0
	movsd	%xmm4, 8(%rsp)
	call	sqrt@PLT
	movsd	16(%rsp), %xmm1
	xorl	%ecx, %ecx
	movq	%r15, %rdi
	movapd	%xmm0, %xmm2
	movsd	.LC564(%rip), %xmm0
	movl	$1, %esi
	mulsd	%xmm1, %xmm0
	mulsd	%xmm1, %xmm0
	movsd	.LC58(%rip), %xmm1
	mulsd	%xmm2, %xmm1
	addsd	%xmm1, %xmm0
	comisd	8(%rsp), %xmm0
	setnb	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%rbp, %r8
	movq	%r14, %rcx
	movl	$160, %esi
	addl	%eax, %r12d
	leaq	.LC711(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r15, %rdi
	call	expect
	addl	%eax, %r12d
	jmp	.L5538
.L6011:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	4912(%rsp), %xmm2
	movsd	2864(%rsp), %xmm1
	leaq	.LC664(%rip), %rdi
	movsd	1760(%rsp), %xmm0
	call	printf@PLT
	jmp	.L5497
.L6057:
	leaq	.LC230(%rip), %rsi
	movq	%r15, %rdi
	call	was_given
	movl	24(%rsp), %r9d
	movl	$8, %r10d
	testl	%eax, %eax
	jne	.L5594
	leaq	.LC233(%rip), %rsi
	movq	%r15, %rdi
	movl	%r10d, 32(%rsp)
	call	was_given
	movl	$8, %r10d
	testl	%eax, %eax
	movl	%eax, 24(%rsp)
	jne	.L5836
	leaq	.LC321(%rip), %rsi
	movq	%r15, %rdi
	call	was_given
	movl	24(%rsp), %r9d
	movl	$4, %r10d
	testl	%eax, %eax
	jne	.L5594
	leaq	.LC485(%rip), %rsi
	movq	%r15, %rdi
	call	was_given
	movl	$1, %r10d
	movl	%eax, %r9d
	testl	%eax, %eax
	je	.L5594
	xorl	%r9d, %r9d
	movl	$16, %r10d
	jmp	.L5594
.L5549:
	movq	24(%rax), %rax
	movq	4912(%rsp), %rbp
	imulq	%rax, %rbp
	cmpq	$1, %rax
	seta	%al
	movzbl	%al, %eax
	addq	%rax, %rbp
	jmp	.L5550
.L5545:
	movq	4912(%rsp), %rdx
	testq	%rdx, %rdx
	js	.L5547
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L5548:
	imulq	$96, %rcx, %rcx
	leaq	SERVICE_DISTS(%rip), %rdi
	movsd	%xmm0, 144(%rsp)
	movsd	16(%rdi,%rcx), %xmm0
	movsd	%xmm0, 152(%rsp)
	jmp	.L5546
.L6070:
	leaq	.LC10(%rip), %r9
	jmp	.L5539
.L6060:
	movq	32(%rsp), %rbx
	movl	64(%rsp), %edi
	testl	%edi, 56(%rsp)
	je	.L5610
	leaq	.LC736(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC737(%rip), %rcx
	leaq	.LC738(%rip), %rdx
	call	snprintf@PLT
	jmp	.L6038
.L6058:
	movslq	%r14d, %rax
	movq	32(%rsp), %rbx
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$48, %rax, %rax
	movq	%rbx, %rdi
	movq	(%rdx,%rax), %rcx
	leaq	.LC733(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L6038
.L5610:
	movq	16(%rsp), %r15
	movq	8(%rsp), %rdi
	movq	%rbx, %rcx
	movl	40(%rsp), %esi
	movq	%r15, %rdx
	call	apply_args.constprop.0
	movq	%r15, %rdi
	movl	%eax, %ebp
	call	free@PLT
	testl	%ebp, %ebp
	jne	.L5677
	cmpl	$0, 1552(%rsp)
	je	.L5611
	cmpl	$0, 1472(%rsp)
	jne	.L6075
	movq	1544(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L6076
.L5617:
	leaq	1760(%rsp), %r15
	movq	%rbp, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC745(%rip), %rdx
	movq	%r15, %rdi
	leaq	4912(%rsp), %r13
	call	snprintf@PLT
	movq	%r15, %rdi
	movl	$1200, %edx
	movq	%r13, %rsi
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L6077
	call	fclose@PLT
	movq	%r13, %rdi
	call	remove@PLT
.L5620:
	leaq	592(%rsp), %rax
	movq	1568(%rsp), %r8
	movq	1560(%rsp), %rcx
	leaq	.LC747(%rip), %rdx
	movq	%rax, 32(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	1408(%rsp), %rbp
	pxor	%xmm0, %xmm0
	movsd	1416(%rsp), %xmm1
	testq	%rbp, %rbp
	je	.L6078
	comisd	%xmm0, %xmm1
	leaq	.LC748(%rip), %r8
	leaq	.LC749(%rip), %rcx
	ja	.L6039
	cmpl	$0, 1612(%rsp)
	je	.L5624
	leaq	.LC751(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC752(%rip), %rcx
	leaq	.LC753(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5677
.L5611:
	movq	1544(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L5613
	movl	1472(%rsp), %eax
	cmpl	$3, %eax
	je	.L6079
	cmpq	$0, 1456(%rsp)
	jne	.L5616
	cmpl	$0, 1464(%rsp)
	je	.L5617
.L5616:
	testl	%eax, %eax
	je	.L5617
.L5618:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC743(%rip), %rcx
	leaq	.LC744(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5677
.L5624:
	cmpl	$0, 1472(%rsp)
	jne	.L5630
	cmpq	$0, 1544(%rsp)
	jne	.L5630
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L6080
	cmpl	$0, 1176(%rsp)
	jne	.L5633
	movsd	1496(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L5633
	cmpq	$1, 1264(%rsp)
	ja	.L5636
	cmpl	$0, 1256(%rsp)
	jne	.L5636
	cmpq	$0, 1488(%rsp)
	leaq	.LC762(%rip), %r8
	leaq	.LC763(%rip), %rcx
	jne	.L6039
	movsd	1416(%rsp), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L6081
.L5639:
	movq	1480(%rsp), %rax
	testq	%rax, %rax
	jne	.L5643
	cmpl	$0, 1584(%rsp)
	jne	.L5644
	movl	$9765625, %eax
	salq	$11, %rax
	movq	%rax, 1448(%rsp)
.L5645:
	movq	1504(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%rax, 1200(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L5677
	movl	1608(%rsp), %edx
	movq	32(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	run_users
	jmp	.L5622
.L5613:
	cmpq	$0, 1456(%rsp)
	jne	.L5619
.L5815:
	cmpl	$0, 1464(%rsp)
	je	.L5620
.L5619:
	cmpl	$0, 1472(%rsp)
	je	.L5620
	jmp	.L5618
.L5643:
	movl	$1, %edx
	movq	%rax, 1448(%rsp)
	salq	$60, %rdx
	cmpq	%rax, %rdx
	jnb	.L5645
	leaq	.LC766(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC767(%rip), %rcx
	leaq	.LC768(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5677
.L6081:
	movq	8(%rsp), %rdi
	leaq	4912(%rsp), %rdx
	leaq	1760(%rsp), %rsi
	call	service_moments
	movsd	.LC1(%rip), %xmm1
	movsd	1416(%rsp), %xmm0
	movapd	%xmm1, %xmm2
	subsd	1424(%rsp), %xmm2
	divsd	%xmm2, %xmm0
	mulsd	1760(%rsp), %xmm0
	divsd	.LC31(%rip), %xmm0
	comisd	%xmm1, %xmm0
	jb	.L5639
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC764(%rip), %rcx
	leaq	.LC765(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5677
.L6078:
	comisd	%xmm0, %xmm1
	ja	.L5624
	cmpl	$1, 1472(%rsp)
	je	.L6082
	movq	1480(%rsp), %rax
	movq	%rax, 16(%rsp)
	orq	1488(%rsp), %rax
	jne	.L5676
	cmpl	$0, 1584(%rsp)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, 16(%rsp)
.L5676:
	movq	1504(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%rax, 1200(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L5677
	movl	1176(%rsp), %eax
	cmpl	$1, %eax
	je	.L6083
	movq	1488(%rsp), %r12
	cmpl	$2, %eax
	je	.L6084
	movq	1184(%rsp), %rcx
	testq	%r12, %r12
	jne	.L5729
	movq	16(%rsp), %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r12
.L5729:
	movabsq	$4611686018427387903, %rsi
	movq	%r12, %rax
	mulq	%rcx
	movq	%rax, %r8
	xorl	%eax, %eax
	cmpq	%r8, %rsi
	sbbq	%rdx, %rax
	jc	.L6085
	leaq	-1(%r12), %rax
	movq	%r12, 1240(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 1588(%rsp)
	movq	%rax, 1232(%rsp)
	jne	.L5702
	leaq	.LC802(%rip), %rax
	movq	%rcx, 1272(%rsp)
	movq	%rax, 1288(%rsp)
.L5702:
	movl	1308(%rsp), %r12d
	movq	1240(%rsp), %rcx
	cmpl	$1, %r12d
	je	.L6086
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rcx, %rax
	jb	.L6087
	movq	8(%rsp), %rdi
	call	omissions_on
	orl	1608(%rsp), %eax
	je	.L5734
.L5812:
	movl	1256(%rsp), %esi
	leaq	by_kind.7(%rip), %rax
	movq	%rcx, %rdx
	cmpl	$3, (%rax,%rsi,4)
	jne	.L5735
	movq	1248(%rsp), %rax
	testq	%rax, %rax
	je	.L5735
	xorl	%edx, %edx
	divq	1104(%rsp)
	movq	1264(%rsp), %rdx
	leaq	1(%rax,%rdx), %rdx
.L5735:
	cmpq	%rcx, %rdx
	cmovb	%rcx, %rdx
	cmpq	$8388608, %rdx
	ja	.L6088
.L5734:
	cmpl	$2, %r12d
	je	.L6089
.L5736:
	cmpl	$2, 1256(%rsp)
	jne	.L5740
	cmpq	$0, 1488(%rsp)
	je	.L5739
	xorl	%r11d, %r11d
	movq	%r11, 1248(%rsp)
.L5740:
	movq	8(%rsp), %rdi
	call	service_max
	movq	1152(%rsp), %rcx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	movq	%rcx, %r8
	addq	%rax, %r8
	adcq	%rdx, %r9
	testq	%rcx, %rcx
	je	.L5743
	cmpq	$0, 1160(%rsp)
	je	.L5743
	cmpq	$0, 1144(%rsp)
	movq	8(%rsp), %r15
	movq	%r15, %rdi
	je	.L6090
	call	service_max
	movq	%r15, %rdi
	movq	1152(%rsp), %r13
	movq	%rax, %r12
	call	service_max
	xorl	%edx, %edx
	movl	$37, %r8d
	movq	%r12, %rsi
	divq	1160(%rsp)
	salq	$6, %rsi
	leaq	2(%rax), %rdi
	movq	%rdi, %rax
	xorl	%edi, %edi
	mulq	%r13
	shldq	$6, %r12, %rdi
	imulq	$37, %rdx, %rcx
	mulq	%r8
	addq	%rcx, %rdx
	addq	%rsi, %rax
	adcq	%rdi, %rdx
	movq	%rax, %r8
	movq	%rdx, %r9
.L5743:
	movq	1232(%rsp), %rcx
	xorl	%edi, %edi
	xorl	%edx, %edx
	movq	1168(%rsp), %rax
	movq	1240(%rsp), %r12
	movq	1248(%rsp), %rsi
	addq	%rcx, %rax
	movq	%rcx, 24(%rsp)
	movq	%r9, %rcx
	adcq	%rdi, %rdx
	xorl	%edi, %edi
	addq	%rax, %rsi
	leaq	1(%r12), %rax
	adcq	%rdx, %rdi
	imulq	%rax, %rcx
	mulq	%r8
	addq	%rcx, %rdx
	addq	%rax, %rsi
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rdi
	cmpq	%rsi, %rax
	movl	$0, %eax
	sbbq	%rdi, %rax
	jc	.L6091
	movq	1544(%rsp), %rdi
	movl	1472(%rsp), %eax
	movq	%rdi, 16(%rsp)
	testq	%rdi, %rdi
	je	.L5746
	testl	%eax, %eax
	jne	.L5746
	cmpl	$3, 1308(%rsp)
	je	.L6092
	movq	8(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L6093
	movq	1456(%rsp), %rcx
	testq	%rcx, %rcx
	jne	.L5798
	movl	$1000000000, %ecx
.L5798:
	movq	24(%rsp), %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$4194303, %rax
	ja	.L6094
.L5748:
	movl	1608(%rsp), %r9d
	movl	1556(%rsp), %r8d
	movl	1552(%rsp), %ecx
	movq	16(%rsp), %rdx
	movq	32(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	run_bench
	jmp	.L5622
.L6076:
	cmpq	$0, 1456(%rsp)
	jne	.L5620
	jmp	.L5815
.L6093:
	movl	$1048576, %r8d
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC817(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L5677
.L6092:
	leaq	.LC814(%rip), %r8
	leaq	.LC815(%rip), %rcx
	movl	$2048, %esi
	movq	%rbx, %rdi
	leaq	.LC816(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5677
.L5746:
	cmpl	$2, %eax
	je	.L6095
	cmpl	$3, %eax
	jne	.L5748
	movq	8(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 848(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L6096
	movq	8(%rsp), %r15
	leaq	1760(%rsp), %rbx
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L5794
	leaq	4912(%rsp), %r12
	pushq	%r8
	.cfi_def_cfa_offset 10936
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	pushq	$0
	.cfi_def_cfa_offset 10944
	movl	$1, %r8d
	movq	%r12, %rdx
	movq	%r15, %rdi
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	movl	%eax, %edi
	call	fault_rc
	popq	%r9
	.cfi_def_cfa_offset 10936
	popq	%r10
	.cfi_def_cfa_offset 10928
	testl	%eax, %eax
	jne	.L5794
	leaq	848(%rsp), %rbp
	movq	%rbx, %rcx
	xorl	%esi, %esi
	movq	%r12, %rdx
	movq	%rbp, %rdi
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	2032(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 10936
	leaq	.LC857(%rip), %rcx
	movq	%rbp, %rdi
	leaq	.LC858(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 10944
	movq	5200(%rsp), %r8
	call	check
	movq	872(%rsp), %rbx
	leaq	.LC859(%rip), %rdi
	xorl	%eax, %eax
	movq	864(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	xorl	%eax, %eax
	testq	%rbx, %rbx
	popq	%rsi
	.cfi_def_cfa_offset 10936
	setne	%al
	popq	%rdi
	.cfi_def_cfa_offset 10928
	jmp	.L5622
.L6091:
	leaq	.LC811(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC812(%rip), %rcx
	leaq	.LC813(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5677
.L6090:
	call	service_max
	movq	%r15, %rdi
	movq	%rax, %r12
	call	service_max
	xorl	%edx, %edx
	movq	%r12, %r8
	xorl	%r9d, %r9d
	movq	1152(%rsp), %rsi
	movq	1160(%rsp), %rcx
	subq	%rsi, %rcx
	divq	%rcx
	addq	$2, %rax
	mulq	%rsi
	addq	%rax, %r8
	adcq	%rdx, %r9
	jmp	.L5743
.L5794:
	leaq	.LC856(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	jmp	.L5622
.L6096:
	leaq	.LC855(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$3, %eax
	jmp	.L5622
.L6095:
	movl	1176(%rsp), %eax
	cmpl	$2, %eax
	je	.L5750
	cmpl	$0, 1280(%rsp)
	jne	.L5750
	subl	$1, %eax
	movq	1536(%rsp), %r14
	je	.L6097
	leaq	4912(%rsp), %r13
	xorl	%eax, %eax
	movl	$744, %ecx
	movq	%r13, %rdi
	leaq	.LC322(%rip), %r15
	rep stosq
	movq	%r15, %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%al
	imulq	1184(%rsp), %r12
	movzbl	%al, %eax
	movl	%eax, 4912(%rsp)
.L5811:
	movq	8(%rsp), %rdi
	movq	%r13, %rsi
	movq	%r12, 4920(%rsp)
	call	sweep_points
	testl	%eax, %eax
	jne	.L5622
	cmpl	$0, 4912(%rsp)
	leaq	.LC322(%rip), %rax
	leaq	.LC650(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC821(%rip), %rdi
	xorl	%eax, %eax
	leaq	1760(%rsp), %r15
	leaq	.LC10(%rip), %r12
	call	printf@PLT
	movq	1104(%rsp), %rsi
	movq	%r15, %rdi
	leaq	.LC828(%rip), %rbx
	call	fmt_us.constprop.0
	leaq	.LC822(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1152(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC823(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1160(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC824(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	4920(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC825(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 4912(%rsp)
	leaq	.LC651(%rip), %rax
	leaq	.LC652(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC826(%rip), %rdx
	leaq	.LC827(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	leaq	.LC108(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	leaq	.LC110(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	leaq	.LC407(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	movq	%r12, %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC829(%rip), %rdi
	leaq	.LC833(%rip), %r12
	call	printf@PLT
	leaq	.LC36(%rip), %rax
	movq	%rax, 8(%rsp)
.L5756:
	leaq	.LC830(%rip), %rdx
	leaq	.LC831(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC832(%rip), %rdi
	call	printf@PLT
	movq	8(%rsp), %rsi
	movq	%r12, %rdx
	xorl	%eax, %eax
	leaq	.LC832(%rip), %rdi
	call	printf@PLT
	movq	8(%rsp), %rsi
	xorl	%eax, %eax
	leaq	.LC834(%rip), %rdx
	leaq	.LC832(%rip), %rdi
	call	printf@PLT
	subl	$1, %ebx
	jne	.L5756
	movl	$10, %edi
	xorl	%ebx, %ebx
	call	putchar@PLT
.L5757:
	cmpq	4928(%rsp), %rbx
	jnb	.L6098
	cmpl	$0, 4912(%rsp)
	movq	24(%r13,%rbx,8), %rsi
	je	.L5758
	leaq	.LC835(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L5759:
	cmpq	$0, 4768(%r13,%rbx,8)
	leaq	.LC654(%rip), %rax
	leaq	.LC653(%rip), %rsi
	cmove	%rax, %rsi
	leaq	.LC837(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	imulq	$36, %rbx, %rcx
	movq	%r14, 32(%rsp)
	xorl	%eax, %eax
	movq	%rbp, 24(%rsp)
	movl	%eax, %ebp
	movq	%rbx, %rax
	movq	%r13, 40(%rsp)
	movq	%rcx, %r13
.L5761:
	movslq	%ebp, %r12
	xorl	%ebx, %ebx
	movq	%rax, %r14
	imulq	$10, %r12, %r12
	addq	%r13, %r12
.L5765:
	leaq	SWEEP_COL(%rip), %rax
	movq	%r15, %rdi
	movslq	(%rax,%rbx,4), %rax
	leaq	20(%rax,%r12), %rax
	movq	4920(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L6099
	movq	8(%rsp), %rsi
	xorl	%eax, %eax
	leaq	.LC832(%rip), %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L5862
	addl	$1, %ebp
	movq	%r14, %rax
	cmpl	$3, %ebp
	jne	.L5761
	movq	%r14, %rbx
	movl	$10, %edi
	movq	24(%rsp), %rbp
	movq	32(%rsp), %r14
	movq	40(%rsp), %r13
	addq	$1, %rbx
	call	putchar@PLT
	jmp	.L5757
.L6089:
	leaq	4912(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L5736
	movq	8(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L6100
.L5737:
	leaq	.LC10(%rip), %r8
	leaq	.LC808(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5677
.L6087:
	leaq	.LC805(%rip), %r8
	leaq	.LC645(%rip), %rcx
.L6046:
	leaq	.LC804(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L5677
.L6088:
	leaq	.LC805(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC806(%rip), %rcx
	leaq	.LC807(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5677
.L6100:
	movq	8(%rsp), %rdi
	call	default_shape
	leaq	.LC648(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC647(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L5737
.L6086:
	cmpq	$200000000, %rcx
	ja	.L6101
	movq	8(%rsp), %rdi
	call	omissions_on
	orl	1608(%rsp), %eax
	jne	.L5812
	jmp	.L5736
.L6085:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC800(%rip), %rcx
	leaq	.LC801(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5677
.L6101:
	leaq	.LC803(%rip), %r8
	leaq	.LC649(%rip), %rcx
	jmp	.L6046
.L6084:
	movq	1512(%rsp), %rax
	xorl	%r15d, %r15d
	movq	%rbx, %r8
	xorl	%ecx, %ecx
	movq	%r15, 1744(%rsp)
	leaq	1760(%rsp), %r15
	movl	$2048, %r9d
	leaq	.LC139(%rip), %rdx
	movq	%rax, %rsi
	movq	%r15, %rdi
	movq	%rax, 40(%rsp)
	movq	1480(%rsp), %r14
	call	numbers_open
	movl	%eax, 48(%rsp)
	testl	%eax, %eax
	jne	.L5677
	movq	1760(%rsp), %rdi
	call	fileno@PLT
	leaq	4912(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L5707
	movl	4936(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 48(%rsp)
.L5707:
	leaq	848(%rsp), %rax
	xorl	%r13d, %r13d
	xorl	%r9d, %r9d
	movq	%rbp, 64(%rsp)
	movq	%rax, 56(%rsp)
	movq	%r12, %rbp
	movq	%r9, %r12
	movq	%r13, 24(%rsp)
	xorl	%r13d, %r13d
.L5708:
	movq	56(%rsp), %rsi
	movl	$2048, %ecx
	movq	%rbx, %rdx
	movq	%r15, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L6102
	cmpl	$0, 48(%rsp)
	movq	1808(%rsp), %rax
	jne	.L5709
	movl	$1, %edi
	salq	$40, %rdi
	cmpq	%rax, %rdi
	jb	.L5850
	testq	%rbp, %rbp
	jne	.L5711
	movq	848(%rsp), %rax
	testq	%r14, %r14
	je	.L5713
	cmpq	%r14, %rax
	jnb	.L5708
.L5713:
	movq	24(%rsp), %rdi
	testq	%r13, %r13
	movq	%rax, 1232(%rsp)
	cmove	%rax, %rdi
	addq	$1, %r13
	movq	%rdi, 24(%rsp)
	jmp	.L5708
.L5709:
	cmpq	$200000000, %rax
	ja	.L5851
	testq	%rbp, %rbp
	je	.L6048
	cmpq	%rbp, %r13
	je	.L5708
.L6048:
	testq	%r14, %r14
	je	.L5716
	cmpq	%r14, 848(%rsp)
	jnb	.L5708
.L5716:
	movq	1744(%rsp), %rdi
	cmpq	%r13, %r12
	je	.L6103
.L5719:
	movq	848(%rsp), %rax
	movq	%rax, (%rdi,%r13,8)
.L6044:
	movq	848(%rsp), %rax
	jmp	.L5713
.L5851:
	leaq	.LC646(%rip), %r8
.L5710:
	movq	40(%rsp), %rcx
	leaq	.LC793(%rip), %rdx
.L6045:
	movq	%rbx, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r15, %rdi
	call	numbers_close
.L5717:
	movq	1744(%rsp), %rdi
	xorl	%ebp, %ebp
	call	free@PLT
	movq	%rbp, 1744(%rsp)
	jmp	.L5677
.L6103:
	testq	%r12, %r12
	je	.L5720
	movq	%r12, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L5806
	movq	%rax, 1744(%rsp)
	addq	%r12, %r12
	jmp	.L5719
.L5711:
	cmpq	%rbp, %r13
	je	.L5708
	testq	%r14, %r14
	je	.L6044
	cmpq	%r14, 848(%rsp)
	jb	.L6044
	jmp	.L5708
.L5850:
	leaq	.LC645(%rip), %r8
	jmp	.L5710
.L5739:
	movq	16(%rsp), %rax
	movq	%rax, 1248(%rsp)
	testq	%rax, %rax
	je	.L5740
	xorl	%edx, %edx
	divq	1104(%rsp)
	movq	1264(%rsp), %rdx
	subl	$1, %r12d
	leaq	1(%rdx,%rax), %rax
	je	.L5741
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L5740
	leaq	.LC645(%rip), %rcx
.L5742:
	leaq	.LC809(%rip), %r8
	leaq	.LC810(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5677
.L5741:
	leaq	.LC649(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L5740
	jmp	.L5742
.L5862:
	movl	$2, %ebx
	jmp	.L5765
.L6099:
	leaq	.LC831(%rip), %rsi
	leaq	.LC832(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L5765
.L5758:
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC836(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5759
.L6098:
	leaq	.LC838(%rip), %rdi
	call	puts@PLT
	cmpl	$0, 10848(%rsp)
	je	.L5767
	movq	9824(%rsp), %rsi
	leaq	.LC839(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	leaq	.LC840(%rip), %rcx
	leaq	.LC841(%rip), %rdx
	leaq	.LC651(%rip), %rsi
	leaq	.LC842(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 10852(%rsp)
	jne	.L6104
.L5768:
	movl	$10, %edi
	movq	%r13, %rbx
	xorl	%r12d, %r12d
	call	putchar@PLT
	leaq	9864(%rsp), %rax
	movq	%rax, 8(%rsp)
	jmp	.L5769
.L6107:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L5771:
	divsd	%xmm2, %xmm0
	movq	24(%r13,%r12,8), %rsi
	movl	$2, %eax
	leaq	.LC846(%rip), %rdi
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	cmpl	$0, 10852(%rsp)
	jne	.L6105
.L5772:
	movl	$10, %edi
	addq	$1, %r12
	addq	$288, %rbx
	call	putchar@PLT
.L5769:
	cmpq	4928(%rsp), %r12
	jnb	.L6106
	imulq	$56, %r12, %rax
	movq	8(%rsp), %rdi
	movq	312(%rbx), %rsi
	movsd	(%rdi,%rax), %xmm1
	movq	304(%rbx), %rdi
	divsd	.LC66(%rip), %xmm1
	movsd	%xmm1, 24(%rsp)
	call	__floatuntidf@PLT
	movq	240(%rbx), %rax
	movsd	24(%rsp), %xmm1
	testq	%rax, %rax
	jns	.L6107
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L5771
.L6097:
	leaq	.LC322(%rip), %r15
	movq	%r14, %rdi
	movq	%r15, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5750
	leaq	4912(%rsp), %r13
	xorl	%eax, %eax
	movl	$744, %ecx
	movq	%r15, %rsi
	movq	%r13, %rdi
	rep stosq
	movq	%r14, %rdi
	call	strcmp@PLT
	movq	24(%rsp), %r12
	testl	%eax, %eax
	sete	%al
	addq	$1, %r12
	movzbl	%al, %eax
	movl	%eax, 4912(%rsp)
	jmp	.L5811
.L5750:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC819(%rip), %rcx
	leaq	.LC820(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5677
.L6105:
	movq	264(%rbx), %rax
	movsd	5808(%r13,%r12,8), %xmm1
	divsd	.LC66(%rip), %xmm1
	testq	%rax, %rax
	js	.L5773
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5774:
	leaq	.LC847(%rip), %rdi
	movl	$2, %eax
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	jmp	.L5772
.L6102:
	movq	%r15, %rdi
	movl	%eax, 40(%rsp)
	movq	64(%rsp), %rbp
	call	numbers_close
	movl	40(%rsp), %eax
	testl	%eax, %eax
	js	.L5717
	movq	1744(%rsp), %rax
	movq	1512(%rsp), %rsi
	movq	%rax, 1216(%rsp)
	testq	%r13, %r13
	je	.L6108
	movq	24(%rsp), %rax
	cmpl	$0, 1588(%rsp)
	movq	%rsi, 1208(%rsp)
	movq	%r13, 1240(%rsp)
	movq	%rax, 1224(%rsp)
	jne	.L5702
	cmpq	$1, %r13
	je	.L5727
	movq	1232(%rsp), %rcx
	leaq	-1(%r13), %r8
	xorl	%edx, %edx
	subq	%rax, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L5727
	movq	%rax, 1272(%rsp)
	leaq	.LC799(%rip), %rax
	movq	%rax, 1288(%rsp)
	jmp	.L5702
.L6083:
	movsd	1496(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L5679
	je	.L6109
.L5679:
	cmpq	$0, 1488(%rsp)
	jne	.L5681
	movq	16(%rsp), %rax
	testq	%rax, %rax
	js	.L5682
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5683:
	divsd	.LC31(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC784(%rip), %r8
	leaq	.LC785(%rip), %rcx
	comisd	.LC783(%rip), %xmm0
	ja	.L6047
.L5681:
	movl	$1048576, %edi
	call	malloc@PLT
	movq	%rax, %r14
	movq	16(%rsp), %rax
	testq	%rax, %rax
	js	.L5685
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L5686:
	leaq	.LC787(%rip), %r8
	leaq	.LC788(%rip), %rcx
	testq	%r14, %r14
	je	.L6047
	xorl	%eax, %eax
	pxor	%xmm1, %xmm1
	xorl	%r12d, %r12d
	movsd	%xmm2, 72(%rsp)
	movq	%rax, 24(%rsp)
	leaq	524288(%r14), %rax
	leaq	4912(%rsp), %r13
	movq	%rax, 64(%rsp)
	leaq	1760(%rsp), %r15
	movsd	%xmm1, 40(%rsp)
	xchgq	%r15, %r13
.L5687:
	movq	64(%rsp), %rax
	movq	1504(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%esi, %esi
	movsd	1496(%rsp), %xmm0
	leaq	poisson_gaps(%rip), %rdx
	movq	$65536, 4944(%rsp)
	movq	%rax, 4920(%rsp)
	movq	24(%rsp), %rax
	movq	%rdi, %xmm3
	movq	%rdi, 56(%rsp)
	movq	%r13, %rdi
	addq	$65536, %rax
	movsd	%xmm0, 88(%rsp)
	movsd	%xmm0, 4912(%rsp)
	movq	%rax, %xmm6
	punpcklqdq	%xmm6, %xmm3
	movaps	%xmm3, 4928(%rsp)
	call	pthread_create@PLT
	movq	24(%rsp), %rsi
	movq	56(%rsp), %rdi
	movq	%r14, %rcx
	movsd	88(%rsp), %xmm0
	movl	$65536, %edx
	movl	%eax, 80(%rsp)
	call	poisson_gap_bits
	movl	80(%rsp), %eax
	testl	%eax, %eax
	jne	.L5688
	movq	1760(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L5689:
	movq	1488(%rsp), %rdi
	movq	%r12, %rsi
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	movsd	.LC82(%rip), %xmm3
	movsd	40(%rsp), %xmm1
	movabsq	$-9223372036854775808, %r8
	jmp	.L5699
.L6113:
	xorl	%eax, %eax
	cmpq	%rdi, %r12
	sete	%al
.L5691:
	testl	%eax, %eax
	jne	.L6110
	comisd	.LC193(%rip), %xmm1
	jnb	.L6042
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %r12
	je	.L6042
	addq	$1, %r12
	testq	%rsi, %rsi
	je	.L6111
.L5696:
	addq	$1, %rcx
	cmpq	$131072, %rcx
	je	.L6112
	movq	%r12, %rsi
.L5699:
	movapd	%xmm1, %xmm0
	addsd	(%r14,%rcx,8), %xmm1
	testq	%rdi, %rdi
	jne	.L6113
	xorl	%eax, %eax
	comisd	72(%rsp), %xmm1
	setnb	%al
	jmp	.L5691
.L5688:
	movq	%r15, %rdi
	call	poisson_gaps
	jmp	.L5689
.L5685:
	movq	16(%rsp), %rdi
	pxor	%xmm2, %xmm2
	movq	%rdi, %rax
	andl	$1, %edi
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L5686
.L6109:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC781(%rip), %rcx
	leaq	.LC782(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5677
.L6042:
	testb	%dl, %dl
	je	.L5694
	movq	48(%rsp), %rax
	movq	%rax, 1224(%rsp)
.L5694:
	movq	%r14, %rdi
	call	free@PLT
	leaq	.LC784(%rip), %r8
	leaq	.LC789(%rip), %rcx
.L6047:
	leaq	.LC786(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L5677
.L5682:
	movq	16(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	andl	$1, %edi
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5683
.L6112:
	movsd	%xmm1, 40(%rsp)
	testb	%dl, %dl
	je	.L5700
	movq	48(%rsp), %rax
	movq	%rax, 1224(%rsp)
.L5700:
	addq	$131072, 24(%rsp)
	jmp	.L5687
.L6111:
	comisd	%xmm3, %xmm1
	jnb	.L5697
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 48(%rsp)
.L5698:
	movl	$1, %edx
	jmp	.L5696
.L6110:
	testb	%dl, %dl
	je	.L5801
	movq	48(%rsp), %rax
	movq	%rax, 1224(%rsp)
.L5801:
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L5802
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1232(%rsp)
.L5803:
	movq	%r14, %rdi
	call	free@PLT
	movq	.LC82(%rip), %rax
	testq	%r12, %r12
	movq	%rax, %xmm1
	je	.L6114
	movq	1504(%rsp), %rax
	cmpl	$0, 1588(%rsp)
	movq	%r12, 1240(%rsp)
	movsd	1496(%rsp), %xmm2
	movq	%rax, 1200(%rsp)
	movsd	%xmm2, 1192(%rsp)
	jne	.L5702
	movsd	.LC31(%rip), %xmm0
	divsd	%xmm2, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L5703
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1272(%rsp)
.L5704:
	movq	1272(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1272(%rsp)
	leaq	.LC792(%rip), %rax
	movq	%rax, 1288(%rsp)
	jmp	.L5702
.L5697:
	movapd	%xmm1, %xmm0
	subsd	%xmm3, %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r8, %rax
	movq	%rax, 48(%rsp)
	jmp	.L5698
.L5703:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1272(%rsp)
	btcq	$63, 1272(%rsp)
	jmp	.L5704
.L6114:
	leaq	.LC790(%rip), %r8
	leaq	.LC791(%rip), %rcx
	jmp	.L6047
.L5802:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1232(%rsp)
	btcq	$63, 1232(%rsp)
	jmp	.L5803
.L5727:
	movq	%rsi, %rcx
	leaq	.LC797(%rip), %r8
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC798(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5677
.L6108:
	movq	%rsi, %rcx
	leaq	.LC795(%rip), %r8
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC796(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5677
.L5806:
	movq	1808(%rsp), %r8
	movq	40(%rsp), %rcx
	leaq	.LC794(%rip), %rdx
	jmp	.L6045
.L5720:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L5806
	movq	%rdi, 1744(%rsp)
	movl	$1024, %r12d
	jmp	.L5719
.L6104:
	leaq	.LC843(%rip), %rdx
	leaq	.LC844(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC845(%rip), %rdi
	call	printf@PLT
	jmp	.L5768
.L6106:
	leaq	.LC848(%rip), %rdi
	call	puts@PLT
.L5767:
	xorl	%ebx, %ebx
	leaq	SET_NAME(%rip), %r12
.L5780:
	cmpq	4928(%rsp), %rbx
	jnb	.L6115
	movq	24(%r13,%rbx,8), %rdx
	movq	%r14, %rsi
	leaq	.LC849(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	imulq	$36, %rbx, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rsi
	movq	%r15, %r8
	movq	%rbp, %rbx
	movq	%r14, %rdi
	movq	%rax, %rbp
	movq	%r13, %r9
	movq	%rcx, %r15
.L5776:
	movslq	%ebp, %rax
	movq	(%r12,%rbp,8), %r14
	movq	%r15, 24(%rsp)
	leaq	SWEEP_COL(%rip), %r13
	imulq	$10, %rax, %rax
	xchgq	%rsi, %r14
	addq	%r15, %rax
	movq	%rdi, %r15
	movq	%rax, 8(%rsp)
.L5777:
	movslq	0(%r13), %rax
	movq	8(%rsp), %rdi
	movq	%r9, 48(%rsp)
	addq	$4, %r13
	movq	%r8, 40(%rsp)
	leaq	20(%rax,%rdi), %rdx
	leaq	PCT_NAME(%rip), %rdi
	movq	%rsi, 32(%rsp)
	movq	4920(%rsp,%rdx,8), %rcx
	movq	(%rdi,%rax,8), %rdx
	xorl	%eax, %eax
	leaq	.LC850(%rip), %rdi
	call	printf@PLT
	movq	32(%rsp), %rsi
	movq	40(%rsp), %r8
	leaq	12+SWEEP_COL(%rip), %rax
	cmpq	%r13, %rax
	movq	48(%rsp), %r9
	jne	.L5777
	addq	$1, %rbp
	movq	%r15, %rdi
	movq	%r14, %rsi
	movq	24(%rsp), %r15
	cmpq	$3, %rbp
	jne	.L5776
	leaq	.LC577(%rip), %rax
	movq	%rbx, %rbp
	movq	%r14, %rbx
	movq	%rdi, %r14
	cmpq	$0, 4768(%r9,%rsi,8)
	leaq	.LC578(%rip), %rsi
	movq	%r8, %r15
	movq	%r9, %r13
	cmovne	%rax, %rsi
	leaq	.LC851(%rip), %rdi
	xorl	%eax, %eax
	addq	$1, %rbx
	call	printf@PLT
	jmp	.L5780
.L5773:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5774
.L6115:
	movq	%r13, %rbx
	movq	%r13, %r12
	jmp	.L5782
.L6117:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
.L5784:
	divsd	%xmm3, %xmm1
	movsd	4920(%rbx), %xmm0
	movq	24(%r13,%rbp,8), %rdx
	movq	%r14, %rsi
	movq	4912(%rbx), %rcx
	leaq	.LC852(%rip), %rdi
	movl	$3, %eax
	call	printf@PLT
	cmpl	$0, 10852(%rsp)
	jne	.L6116
.L5785:
	movl	$10, %edi
	addq	$1, %rbp
	addq	$56, %rbx
	addq	$288, %r12
	call	putchar@PLT
.L5782:
	cmpl	$0, 10848(%rsp)
	movq	4928(%rsp), %rcx
	je	.L5786
	cmpq	%rcx, %rbp
	jnb	.L5786
	movsd	4952(%rbx), %xmm2
	movq	304(%r12), %rdi
	movq	312(%r12), %rsi
	movsd	%xmm2, 8(%rsp)
	call	__floatuntidf@PLT
	movq	240(%r12), %rax
	movsd	8(%rsp), %xmm2
	movapd	%xmm0, %xmm1
	testq	%rax, %rax
	jns	.L6117
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm3, %xmm3
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L5784
.L6079:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC741(%rip), %rcx
	leaq	.LC742(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5677
.L5547:
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5548
.L5644:
	movl	$9765625, %eax
	salq	$9, %rax
	movq	%rax, 1448(%rsp)
	jmp	.L5645
.L6062:
	leaq	2864(%rsp), %rbx
	leaq	.LC261(%rip), %r8
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC730(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L5677
.L6053:
	leaq	2864(%rsp), %rbx
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%r8, %rcx
	leaq	.LC731(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L5677
.L5836:
	xorl	%r9d, %r9d
	jmp	.L5594
.L6082:
	cmpl	$0, 1608(%rsp)
	jne	.L6118
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L6119
	movq	1520(%rsp), %r12
	testq	%r12, %r12
	je	.L5649
	leaq	4912(%rsp), %r13
	leaq	1760(%rsp), %r15
	movq	%r12, %rsi
	movl	$2048, %r9d
	movq	%r13, %r8
	movl	$1, %ecx
	leaq	.LC312(%rip), %rdx
	movq	%r15, %rdi
	call	numbers_open
	testl	%eax, %eax
	jne	.L5654
	movl	$8192, %edi
	movl	$1024, %r14d
	call	malloc@PLT
	movq	%rax, %rbx
	leaq	848(%rsp), %rax
	movq	%rax, 56(%rsp)
	testq	%rbx, %rbx
	jne	.L5655
	jmp	.L6120
.L5658:
	movq	848(%rsp), %rax
	movq	%rax, (%rbx,%rbp,8)
	addq	$1, %rbp
.L5655:
	movq	56(%rsp), %rsi
	movl	$2048, %ecx
	movq	%r13, %rdx
	movq	%r15, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L6121
	cmpq	$200000000, %rbp
	je	.L6122
	cmpq	%r14, %rbp
	jne	.L5658
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L5659
	leaq	0(%rbp,%rbp), %r14
	movq	%rax, %rbx
	jmp	.L5658
.L6077:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%rbx, %rdi
	movq	%rax, %r8
	leaq	.LC746(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L5677
.L6122:
	movq	%r12, %rcx
	leaq	.LC772(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
.L5656:
	movq	%r15, %rdi
	call	numbers_close
	movq	%rbx, %rdi
	call	free@PLT
.L5654:
	movq	%r13, %rdi
	call	usage_error
	jmp	.L5622
.L5659:
	movq	1808(%rsp), %r8
	movq	%r12, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC860(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5656
.L5649:
	movq	1528(%rsp), %rbp
	xorl	%eax, %eax
	movq	%rax, 272(%rsp)
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L6123
	leaq	1760(%rsp), %r15
	movq	%rbp, %rcx
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	leaq	.LC30(%rip), %rdx
	movl	$256, %esi
	movq	%r15, %rdi
	movl	$2, %r13d
	call	snprintf@PLT
	leaq	272(%rsp), %rax
	movq	%rbp, 24(%rsp)
	movq	%rbx, %rbp
	movq	%rax, 16(%rsp)
	leaq	432(%rsp), %rax
	movq	%rax, 40(%rsp)
.L5674:
	movq	24(%rsp), %rcx
	movl	$256, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC30(%rip), %rdx
	xorl	%r14d, %r14d
	call	snprintf@PLT
	movq	16(%rsp), %rdx
	leaq	.LC776(%rip), %rsi
	movq	%r15, %rdi
	call	strtok_r@PLT
	movq	%rax, %rbx
.L5663:
	testq	%rbx, %rbx
	je	.L6124
	movl	$42, %esi
	movq	%rbx, %rdi
	call	strchr@PLT
	movq	$1, 432(%rsp)
	testq	%rax, %rax
	je	.L5664
	movb	$0, (%rax)
	leaq	1(%rax), %r12
	movq	40(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L6125
.L5664:
	leaq	848(%rsp), %r12
	leaq	352(%rsp), %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	movl	$160, %r8d
	movq	%r12, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L5666
	movq	432(%rsp), %rax
	movq	352(%rsp), %rdx
	addq	%r14, %rax
	jmp	.L5667
.L5669:
	testq	%rbp, %rbp
	je	.L5668
	movq	%rdx, 0(%rbp,%r14,8)
.L5668:
	addq	$1, %r14
.L5667:
	cmpq	%r14, %rax
	jne	.L5669
	movq	16(%rsp), %rdx
	leaq	.LC776(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbx
	jmp	.L5663
.L5666:
	movq	%rbp, %rbx
	movq	%r12, %rcx
	leaq	4912(%rsp), %r13
	leaq	.LC10(%rip), %r8
	leaq	.LC778(%rip), %rdx
.L6040:
	movq	%r13, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	free@PLT
	jmp	.L5654
.L6124:
	subl	$1, %r13d
	jne	.L6126
	movq	%rbp, %rbx
	leaq	.LC644(%rip), %r12
	testq	%rbp, %rbp
	je	.L6127
.L5662:
	movq	32(%rsp), %rcx
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r14, %rdx
	movq	1544(%rsp), %r9
	movq	%rbx, %rsi
	call	run_correct
	movq	%rbx, %rdi
	movl	%eax, 8(%rsp)
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L5622
.L6123:
	leaq	4912(%rsp), %r13
	leaq	.LC773(%rip), %r8
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC774(%rip), %rcx
	leaq	.LC775(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	jmp	.L5654
.L6125:
	movq	%rbp, %rbx
	leaq	4912(%rsp), %r13
	movq	%r12, %rcx
	leaq	.LC270(%rip), %r8
	leaq	.LC777(%rip), %rdx
	jmp	.L6040
.L6127:
	leaq	4912(%rsp), %r13
	jmp	.L5654
.L6126:
	testq	%r14, %r14
	je	.L5673
	leaq	0(,%r14,8), %rdi
	call	malloc@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L5673
	movl	$1, %r13d
	jmp	.L5674
.L6121:
	testl	%eax, %eax
	js	.L5656
	movq	%r15, %rdi
	movq	%rbp, %r14
	call	numbers_close
	jmp	.L5662
.L6120:
	movq	%r12, %rcx
	leaq	.LC771(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5656
.L5673:
	movq	24(%rsp), %rbp
	leaq	.LC779(%rip), %r8
	xorl	%eax, %eax
	leaq	4912(%rsp), %r13
	leaq	.LC780(%rip), %rdx
	movl	$2048, %esi
	movq	%r13, %rdi
	movq	%rbp, %rcx
	call	snprintf@PLT
	jmp	.L5654
.L6119:
	leaq	.LC770(%rip), %rdi
	call	usage_error
	jmp	.L5622
.L6118:
	leaq	.LC769(%rip), %rdi
	call	usage_error
	jmp	.L5622
.L6075:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC739(%rip), %rcx
	leaq	.LC740(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5677
.L6094:
	movl	$4194304, %ecx
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC818(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5677
.L5636:
	leaq	.LC760(%rip), %r8
	leaq	.LC761(%rip), %rcx
.L6039:
	leaq	.LC750(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L5677
.L6080:
	leaq	.LC756(%rip), %r8
	leaq	.LC757(%rip), %rcx
	jmp	.L6039
.L5630:
	leaq	.LC754(%rip), %r8
	leaq	.LC755(%rip), %rcx
	jmp	.L6039
.L5633:
	leaq	.LC758(%rip), %r8
	leaq	.LC759(%rip), %rcx
	jmp	.L6039
.L6116:
	movsd	5808(%r13,%rbp,8), %xmm0
	movq	264(%r12), %rsi
	movl	$1, %eax
	leaq	.LC853(%rip), %rdi
	call	printf@PLT
	jmp	.L5785
.L5786:
	movq	9816(%rsp), %rdx
	xorl	%eax, %eax
	movq	9808(%rsp), %rsi
	leaq	.LC854(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 16(%rsp)
	je	.L5788
	leaq	5072(%rsp), %rdx
	leaq	4936(%rsp), %rdi
	movl	4912(%rsp), %eax
	movq	%rdx, %xmm5
	movq	4928(%rsp), %rdx
	movq	%rdi, %xmm0
	punpcklqdq	%xmm5, %xmm0
	movl	%eax, 1760(%rsp)
	movq	%rdx, 1784(%rsp)
	xorl	%edx, %edx
	cmpl	$0, 10852(%rsp)
	movups	%xmm0, 1768(%rsp)
	je	.L5789
	leaq	10720(%rsp), %rdx
.L5789:
	testl	%eax, %eax
	movq	16(%rsp), %rdi
	leaq	.LC656(%rip), %rsi
	leaq	.LC655(%rip), %rax
	cmovne	%rax, %rsi
	movq	%rdx, 1792(%rsp)
	movq	%r15, %rcx
	leaq	sweep_writer(%rip), %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L6128
.L5788:
	xorl	%eax, %eax
	cmpq	$0, 9816(%rsp)
	setne	%al
	jmp	.L5622
.L6128:
	movl	$1, %eax
	jmp	.L5622
	.cfi_endproc
.LFE413:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB414:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE414:
	.size	main, .-main
	.section	.rodata
	.align 32
	.type	A.0, @object
	.size	A.0, 65
A.0:
	.string	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	.section	.rodata.str1.1
.LC861:
	.string	"closed (from actual send)"
.LC862:
	.string	"open (from intended send)"
.LC863:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC861
	.quad	.LC862
	.quad	.LC863
	.section	.rodata.str1.1
.LC864:
	.string	"closed.values"
.LC865:
	.string	"open.values"
.LC866:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC864
	.quad	.LC865
	.quad	.LC866
	.section	.rodata.str1.1
.LC867:
	.string	"closed.hgrm"
.LC868:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC867
	.quad	.LC868
	.quad	.LC457
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
.LC869:
	.string	"0%"
.LC870:
	.string	"90%"
.LC871:
	.string	"99%"
.LC872:
	.string	"99.9%"
.LC873:
	.string	"99.99%"
.LC874:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.8, @object
	.size	XTICK.8, 48
XTICK.8:
	.quad	.LC869
	.quad	.LC870
	.quad	.LC871
	.quad	.LC872
	.quad	.LC873
	.quad	.LC874
	.align 16
	.type	NAMES.9, @object
	.size	NAMES.9, 16
NAMES.9:
	.quad	.LC448
	.quad	.LC407
	.align 16
	.type	names.10, @object
	.size	names.10, 16
names.10:
	.quad	.LC448
	.quad	.LC407
	.section	.rodata.str1.1
.LC875:
	.string	"us"
.LC876:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.11, @object
	.size	U.11, 96
U.11:
	.quad	.LC153
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC719
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC875
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC876
	.quad	1
	.long	0
	.zero	4
	.section	.rodata.str1.1
.LC877:
	.string	"two"
.LC878:
	.string	"three"
.LC879:
	.string	"four"
.LC880:
	.string	"five"
.LC881:
	.string	"six"
	.section	.data.rel.ro.local
	.align 32
	.type	HOW_MANY.12, @object
	.size	HOW_MANY.12, 40
HOW_MANY.12:
	.quad	.LC877
	.quad	.LC878
	.quad	.LC879
	.quad	.LC880
	.quad	.LC881
	.align 32
	.type	units.13, @object
	.size	units.13, 64
units.13:
	.quad	.LC876
	.quad	1
	.quad	.LC875
	.quad	1000
	.quad	.LC719
	.quad	1000000
	.quad	.LC153
	.quad	1000000000
	.section	.rodata.str1.1
.LC882:
	.string	"bimodal"
.LC883:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	NAMED.14, @object
	.size	NAMED.14, 32
NAMED.14:
	.quad	.LC123
	.quad	.LC289
	.quad	.LC882
	.quad	.LC883
	.section	.rodata
	.align 32
	.type	TOP.15, @object
	.size	TOP.15, 32
TOP.15:
	.quad	2000
	.quad	50
	.quad	300000
	.quad	70000
	.align 32
	.type	E.16, @object
	.size	E.16, 48
E.16:
	.quad	1
	.quad	7
	.quad	100
	.quad	1000
	.quad	4096
	.quad	65537
	.align 32
	.type	starts.17, @object
	.size	starts.17, 80
starts.17:
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
	.local	fixed.18
	.comm	fixed.18,160000,32
	.local	raw.19
	.comm	raw.19,80008,32
	.align 8
	.type	SWEEP_COL, @object
	.size	SWEEP_COL, 12
SWEEP_COL:
	.long	0
	.long	2
	.long	3
	.section	.rodata.str1.1
.LC884:
	.string	"open_closed_p99"
.LC885:
	.string	"open_closed_p999"
.LC886:
	.string	"open_closed_slow"
.LC887:
	.string	"closed_max_p99"
.LC888:
	.string	"corrected_closed_p99"
.LC889:
	.string	"open_corrected_p99"
.LC890:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC884
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC885
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC886
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC887
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC888
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC889
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC890
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC891:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC892:
	.string	"service time of one request (100us)"
	.align 8
.LC893:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC894:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC895:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC896:
	.string	"start of the first stall (500ms)"
	.align 8
.LC897:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC898:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC899:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC900:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC901:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC902:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC903:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC904:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC905:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.section	.rodata.str1.1
.LC906:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC907:
	.string	"service times, each drawn from one of these:"
	.align 8
.LC908:
	.string	"lognormal: the coefficient of variation"
	.section	.rodata.str1.1
.LC909:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC910:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.align 8
.LC911:
	.string	"bimodal: the slow requests' service time"
	.section	.rodata.str1.1
.LC912:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC913:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC914:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC915:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC916:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC917:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC918:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC919:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC920:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC921:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC922:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC923:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.align 8
.LC924:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC925:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC926:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC927:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.align 8
.LC928:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.align 8
.LC929:
	.string	"time between its pauses, 0 for one pause (1s)"
	.align 8
.LC930:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC931:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC932:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.align 8
.LC933:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC934:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC935:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.align 8
.LC936:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC937:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.section	.rodata.str1.1
.LC938:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC939:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC940:
	.string	"users: the time between a reply and the next request (0)"
	.section	.rodata.str1.1
.LC941:
	.string	"--population --sessions"
	.section	.rodata.str1.8
	.align 8
.LC942:
	.string	"users: each think --think, or exponential (fixed)"
	.align 8
.LC943:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC944:
	.string	"the slow line (1ms)"
.LC945:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC946:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC947:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC948:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC949:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC950:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.section	.rodata.str1.1
.LC951:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC952:
	.string	"also every rep's checked numbers, a line a set"
	.align 8
.LC953:
	.string	"default, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20"
	.align 8
.LC954:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC955:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC956:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC957:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC958:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC959:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC960:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC961:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC962:
	.string	"with --export: PREFIX.hlog's interval, whole ms from 1ms\nto 1h (1s)"
	.align 8
.LC963:
	.string	"with --export: each .hlog interval's counts as RESULT\nhlog and hlog-count lines"
	.align 8
.LC964:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC965:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC966:
	.string	"run the unit checks and exit"
.LC967:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 2592
OPTIONS:
	.quad	.LC200
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC892
	.quad	0
	.long	29
	.zero	4
	.quad	.LC204
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC893
	.quad	0
	.long	21
	.zero	4
	.quad	.LC207
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC894
	.quad	0
	.long	29
	.zero	4
	.quad	.LC209
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC895
	.quad	0
	.long	29
	.zero	4
	.quad	.LC211
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC896
	.quad	0
	.long	29
	.zero	4
	.quad	.LC242
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC897
	.quad	0
	.long	29
	.zero	4
	.quad	.LC245
	.long	0
	.zero	4
	.quad	.LC898
	.quad	.LC899
	.quad	0
	.long	29
	.zero	4
	.quad	.LC290
	.long	0
	.zero	4
	.quad	.LC900
	.quad	.LC901
	.quad	0
	.long	29
	.zero	4
	.quad	.LC263
	.long	0
	.zero	4
	.quad	.LC902
	.quad	.LC903
	.quad	0
	.long	29
	.zero	4
	.quad	.LC266
	.long	0
	.zero	4
	.quad	.LC904
	.quad	.LC905
	.quad	0
	.long	29
	.zero	4
	.quad	.LC126
	.long	0
	.zero	4
	.quad	.LC906
	.quad	.LC907
	.quad	0
	.long	29
	.zero	4
	.quad	.LC255
	.long	0
	.zero	4
	.quad	.LC904
	.quad	.LC908
	.quad	0
	.long	29
	.zero	4
	.quad	.LC256
	.long	0
	.zero	4
	.quad	.LC909
	.quad	.LC910
	.quad	0
	.long	29
	.zero	4
	.quad	.LC252
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC911
	.quad	0
	.long	29
	.zero	4
	.quad	.LC286
	.long	0
	.zero	4
	.quad	.LC912
	.quad	.LC913
	.quad	0
	.long	29
	.zero	4
	.quad	.LC288
	.long	0
	.zero	4
	.quad	.LC914
	.quad	.LC915
	.quad	0
	.long	29
	.zero	4
	.quad	.LC139
	.long	0
	.zero	4
	.quad	.LC916
	.quad	.LC917
	.quad	0
	.long	29
	.zero	4
	.quad	.LC293
	.long	0
	.zero	4
	.quad	.LC918
	.quad	.LC919
	.quad	0
	.long	29
	.zero	4
	.quad	.LC269
	.long	0
	.zero	4
	.quad	.LC920
	.quad	.LC921
	.quad	0
	.long	29
	.zero	4
	.quad	.LC248
	.long	0
	.zero	4
	.quad	.LC922
	.quad	.LC923
	.quad	0
	.long	23
	.zero	4
	.quad	.LC215
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC924
	.quad	0
	.long	1
	.zero	4
	.quad	.LC226
	.long	0
	.zero	4
	.quad	.LC925
	.quad	.LC926
	.quad	0
	.long	1
	.zero	4
	.quad	.LC223
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC927
	.quad	.LC226
	.long	1
	.zero	4
	.quad	.LC218
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC928
	.quad	0
	.long	1
	.zero	4
	.quad	.LC224
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC929
	.quad	.LC218
	.long	1
	.zero	4
	.quad	.LC225
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC930
	.quad	.LC218
	.long	1
	.zero	4
	.quad	.LC299
	.long	0
	.zero	4
	.quad	.LC931
	.quad	.LC932
	.quad	0
	.long	1
	.zero	4
	.quad	.LC239
	.long	0
	.zero	4
	.quad	.LC925
	.quad	.LC933
	.quad	0
	.long	1
	.zero	4
	.quad	.LC307
	.long	0
	.zero	4
	.quad	.LC934
	.quad	.LC935
	.quad	.LC239
	.long	1
	.zero	4
	.quad	.LC230
	.long	0
	.zero	4
	.quad	.LC898
	.quad	.LC936
	.quad	0
	.long	29
	.zero	4
	.quad	.LC233
	.long	0
	.zero	4
	.quad	.LC902
	.quad	.LC937
	.quad	0
	.long	29
	.zero	4
	.quad	.LC236
	.long	0
	.zero	4
	.quad	.LC938
	.quad	.LC939
	.quad	.LC233
	.long	29
	.zero	4
	.quad	.LC221
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC940
	.quad	.LC941
	.long	29
	.zero	4
	.quad	.LC304
	.long	0
	.zero	4
	.quad	.LC914
	.quad	.LC942
	.quad	.LC941
	.long	29
	.zero	4
	.quad	.LC486
	.long	1
	.zero	4
	.quad	0
	.quad	.LC943
	.quad	0
	.long	29
	.zero	4
	.quad	.LC213
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC944
	.quad	0
	.long	27
	.zero	4
	.quad	.LC272
	.long	0
	.zero	4
	.quad	.LC945
	.quad	.LC946
	.quad	0
	.long	31
	.zero	4
	.quad	.LC260
	.long	0
	.zero	4
	.quad	.LC898
	.quad	.LC947
	.quad	0
	.long	17
	.zero	4
	.quad	.LC277
	.long	0
	.zero	4
	.quad	.LC948
	.quad	.LC949
	.quad	0
	.long	17
	.zero	4
	.quad	.LC257
	.long	0
	.zero	4
	.quad	.LC898
	.quad	.LC950
	.quad	0
	.long	17
	.zero	4
	.quad	.LC481
	.long	1
	.zero	4
	.quad	0
	.quad	.LC951
	.quad	0
	.long	29
	.zero	4
	.quad	.LC484
	.long	1
	.zero	4
	.quad	0
	.quad	.LC952
	.quad	0
	.long	17
	.zero	4
	.quad	.LC732
	.long	0
	.zero	4
	.quad	.LC906
	.quad	.LC953
	.quad	0
	.long	31
	.zero	4
	.quad	.LC312
	.long	0
	.zero	4
	.quad	.LC916
	.quad	.LC954
	.quad	0
	.long	2
	.zero	4
	.quad	.LC313
	.long	0
	.zero	4
	.quad	.LC955
	.quad	.LC956
	.quad	0
	.long	2
	.zero	4
	.quad	.LC321
	.long	0
	.zero	4
	.quad	.LC957
	.quad	.LC958
	.quad	0
	.long	29
	.zero	4
	.quad	.LC314
	.long	0
	.zero	4
	.quad	.LC959
	.quad	.LC960
	.quad	0
	.long	31
	.zero	4
	.quad	.LC482
	.long	1
	.zero	4
	.quad	0
	.quad	.LC961
	.quad	.LC314
	.long	29
	.zero	4
	.quad	.LC317
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC962
	.quad	.LC314
	.long	29
	.zero	4
	.quad	.LC483
	.long	1
	.zero	4
	.quad	0
	.quad	.LC963
	.quad	.LC314
	.long	29
	.zero	4
	.quad	.LC485
	.long	1
	.zero	4
	.quad	0
	.quad	.LC964
	.quad	0
	.long	29
	.zero	4
	.quad	.LC662
	.long	2
	.zero	4
	.quad	0
	.quad	.LC965
	.quad	0
	.long	31
	.zero	4
	.quad	.LC665
	.long	2
	.zero	4
	.quad	0
	.quad	.LC966
	.quad	0
	.long	31
	.zero	4
	.quad	.LC370
	.long	2
	.zero	4
	.quad	0
	.quad	.LC967
	.quad	0
	.long	31
	.zero	4
	.section	.rodata.str1.1
.LC968:
	.string	"feed-10ms-stall"
.LC969:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC970:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC971:
	.string	"one-2s-stall"
.LC972:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC973:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC974:
	.string	"hundred-requests"
.LC975:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC976:
	.string	"--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC977:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC978:
	.string	"--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC979:
	.string	"mm1-half"
.LC980:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC981:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC982:
	.string	"mm1-90"
.LC983:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC984:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC985:
	.string	"mm1-99"
.LC986:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC987:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.align 8
.LC988:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC989:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC990:
	.string	"gc-pauses"
.LC991:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC992:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.align 8
.LC993:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC994:
	.string	"--timeout 50ms"
.LC995:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC996:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC997:
	.string	"--queue-limit 10"
.LC998:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC999:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC1000:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC1001:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC1002:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC1003:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC1004:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC1005:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC1006:
	.string	"--max-in-flight 10"
.LC1007:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC1008:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC1009:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.align 8
.LC1010:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC1011:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC1012:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC1013:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC1014:
	.string	"--population 10 --think 900us"
.LC1015:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC1016:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC1017:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC1018:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC1019:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC1020:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 480
SCENARIOS:
	.quad	.LC660
	.quad	.LC661
	.quad	.LC10
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
	.quad	.LC975
	.quad	.LC978
	.quad	.LC979
	.quad	.LC980
	.quad	.LC981
	.quad	.LC982
	.quad	.LC983
	.quad	.LC984
	.quad	.LC985
	.quad	.LC986
	.quad	.LC987
	.quad	.LC882
	.quad	.LC988
	.quad	.LC989
	.quad	.LC990
	.quad	.LC991
	.quad	.LC992
	.quad	.LC414
	.quad	.LC993
	.quad	.LC994
	.quad	.LC995
	.quad	.LC996
	.quad	.LC997
	.quad	.LC998
	.quad	.LC999
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
	.quad	.LC509
	.quad	.LC1010
	.quad	.LC1011
	.quad	.LC1012
	.quad	.LC1013
	.quad	.LC1014
	.quad	.LC1015
	.quad	.LC1016
	.quad	.LC1017
	.quad	.LC1018
	.quad	.LC1019
	.quad	.LC1020
	.section	.rodata.str1.1
.LC1021:
	.string	"#6fa8dc"
.LC1022:
	.string	"#93c47d"
.LC1023:
	.string	"#e69138"
.LC1024:
	.string	"#b45f06"
.LC1025:
	.string	"#8e44ad"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_COLOUR, @object
	.size	METHOD_COLOUR, 72
METHOD_COLOUR:
	.quad	.LC473
	.quad	.LC498
	.quad	.LC1021
	.quad	.LC497
	.quad	.LC1022
	.quad	.LC1023
	.quad	.LC1024
	.quad	.LC501
	.quad	.LC1025
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC498
	.quad	.LC501
	.quad	.LC497
	.section	.rodata.str1.1
.LC1026:
	.string	"none"
.LC1027:
	.string	"hdr-configured"
.LC1028:
	.string	"hdr-schedule"
.LC1029:
	.string	"hdr-mean"
.LC1030:
	.string	"hdr-median"
.LC1031:
	.string	"hdr-min"
.LC1032:
	.string	"hdr-max"
.LC1033:
	.string	"wrk"
.LC1034:
	.string	"double"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_NAME, @object
	.size	METHOD_NAME, 72
METHOD_NAME:
	.quad	.LC1026
	.quad	.LC1027
	.quad	.LC1028
	.quad	.LC1029
	.quad	.LC1030
	.quad	.LC1031
	.quad	.LC1032
	.quad	.LC1033
	.quad	.LC1034
	.section	.rodata.str1.1
.LC1035:
	.string	"completed"
.LC1036:
	.string	"censored"
.LC1037:
	.string	"ok"
.LC1038:
	.string	"all"
.LC1039:
	.string	"actual"
.LC1040:
	.string	"lag"
	.section	.data.rel.ro.local
	.align 32
	.type	OSET_NAME, @object
	.size	OSET_NAME, 56
OSET_NAME:
	.quad	.LC1035
	.quad	.LC1036
	.quad	.LC1037
	.quad	.LC1038
	.quad	.LC415
	.quad	.LC1039
	.quad	.LC1040
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
	.section	.rodata.str1.1
.LC1041:
	.string	"each --service (the default)"
.LC1042:
	.string	"exponential of mean --service"
	.section	.rodata.str1.8
	.align 8
.LC1043:
	.string	"--slow-fraction --slow-service"
	.align 8
.LC1044:
	.string	"--slow-fraction 0.1 --slow-service 1ms"
	.align 8
.LC1045:
	.string	"--slow-service for a --slow-fraction, else --service"
	.section	.rodata.str1.1
.LC1046:
	.string	"--service-cv 2"
	.section	.rodata.str1.8
	.align 8
.LC1047:
	.string	"lognormal of mean --service, coefficient of variation --service-cv"
	.section	.data.rel.ro.local
	.align 32
	.type	SERVICE_DISTS, @object
	.size	SERVICE_DISTS, 384
SERVICE_DISTS:
	.quad	.LC123
	.quad	draw_fixed
	.long	0
	.long	0
	.quad	1
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	.LC1041
	.quad	0
	.quad	.LC289
	.quad	draw_exp_service
	.long	0
	.long	1072693248
	.quad	37
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	6000292609090864433
	.quad	0
	.quad	.LC1042
	.quad	0
	.quad	.LC882
	.quad	draw_bimodal
	.long	0
	.long	0
	.quad	0
	.quad	bimodal_moments
	.quad	bimodal_largest
	.quad	.LC1043
	.quad	.LC1044
	.quad	6000292609090864433
	.quad	0
	.quad	.LC1045
	.quad	bimodal_detail
	.quad	.LC883
	.quad	draw_lognormal
	.long	0
	.long	0
	.quad	0
	.quad	lognormal_moments
	.quad	lognormal_largest
	.quad	.LC255
	.quad	.LC1046
	.quad	6000292609090864433
	.quad	6000292609090864434
	.quad	.LC1047
	.quad	0
	.local	run_fault_lock
	.comm	run_fault_lock,40,32
	.local	run_fault
	.comm	run_fault,404,32
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC108
	.quad	.LC110
	.quad	.LC407
	.section	.rodata.str1.1
.LC1048:
	.string	"p90"
.LC1049:
	.string	"p99.99"
.LC1050:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC830
	.quad	.LC1048
	.quad	.LC833
	.quad	.LC834
	.quad	.LC1049
	.quad	.LC1050
	.set	XTICK.4,PCT_LABEL
	.section	.rodata.str1.1
.LC1051:
	.string	"p999"
.LC1052:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC830
	.quad	.LC1048
	.quad	.LC833
	.quad	.LC1051
	.quad	.LC1052
	.quad	.LC1050
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
	.quad	.LC278
	.quad	.LC279
	.quad	.LC281
	.quad	.LC282
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC273
	.quad	.LC274
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC294
	.quad	.LC295
	.quad	.LC296
	.section	.rodata.str1.1
.LC1053:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC123
	.quad	.LC287
	.quad	.LC1053
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC0:
	.long	0
	.long	1017118720
	.align 8
.LC1:
	.long	0
	.long	1072693248
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC24:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC25:
	.long	0
	.long	1090021888
	.align 8
.LC27:
	.long	0
	.long	1071644672
	.align 8
.LC28:
	.long	0
	.long	1077870592
	.align 8
.LC29:
	.long	0
	.long	1067450368
	.align 8
.LC31:
	.long	0
	.long	1104006501
	.align 8
.LC32:
	.long	-1577058304
	.long	1114446484
	.align 8
.LC38:
	.long	0
	.long	1081589760
	.align 8
.LC39:
	.long	0
	.long	1081794560
	.align 8
.LC40:
	.long	0
	.long	1082535936
	.align 8
.LC41:
	.long	0
	.long	1079246848
	.section	.rodata.cst16
	.align 16
.LC55:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC56:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC57:
	.quad	7308901430183358312
	.quad	32199620762627616
	.set	.LC58,.LC357+8
	.section	.rodata.cst8
	.align 8
.LC59:
	.long	0
	.long	1127219200
	.section	.rodata.cst16
	.align 16
.LC60:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC61:
	.long	0
	.long	1076101120
	.align 8
.LC62:
	.long	0
	.long	1073217536
	.align 8
.LC63:
	.long	0
	.long	1074528256
	.align 8
.LC64:
	.long	0
	.long	1075707904
	.set	.LC65,.LC60
	.set	.LC66,.LC464+8
	.align 8
.LC67:
	.long	0
	.long	1074790400
	.align 8
.LC72:
	.long	0
	.long	1079574528
	.align 8
.LC73:
	.long	-17155601
	.long	1072049730
	.align 8
.LC74:
	.long	0
	.long	1073741824
	.align 8
.LC82:
	.long	0
	.long	1138753536
	.align 8
.LC86:
	.long	0
	.long	-1067909120
	.align 8
.LC87:
	.long	-2127697391
	.long	1030854553
	.align 8
.LC88:
	.long	0
	.long	1081671680
	.align 8
.LC190:
	.long	0
	.long	-1073741824
	.align 8
.LC191:
	.long	1413754136
	.long	1075388923
	.align 8
.LC192:
	.long	0
	.long	1125122048
	.align 8
.LC193:
	.long	0
	.long	1137704960
	.align 8
.LC194:
	.long	0
	.long	1075838976
	.align 8
.LC195:
	.long	858993459
	.long	1075917619
	.align 8
.LC337:
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
.LC338:
	.byte	120
	.byte	1
	.section	.rodata.cst8
	.align 8
.LC342:
	.long	0
	.long	1101206224
	.align 8
.LC343:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC357:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC358:
	.long	0
	.long	1093567616
	.align 8
.LC359:
	.long	-858993459
	.long	1072745676
	.align 8
.LC365:
	.long	0
	.long	1081524224
	.set	.LC393,.LC395+8
	.set	.LC394,.LC395
	.section	.rodata.cst16
	.align 16
.LC395:
	.long	0
	.long	-1073217536
	.long	0
	.long	1074266112
	.align 16
.LC464:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.section	.rodata.cst8
	.align 8
.LC537:
	.long	-1717986918
	.long	1069128089
	.align 8
.LC561:
	.long	1202590848
	.long	1065646817
	.align 8
.LC562:
	.long	2061584302
	.long	1072672276
	.align 8
.LC563:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC564:
	.long	-400107883
	.long	1041313291
	.align 8
.LC574:
	.long	-1145744107
	.long	1074949041
	.section	.rodata.cst16
	.align 16
.LC658:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC659:
	.quad	1
	.quad	200000
	.align 16
.LC680:
	.quad	1000
	.quad	1000
	.align 16
.LC696:
	.quad	1000
	.quad	5000
	.align 16
.LC701:
	.quad	6004495999144771920
	.quad	6004495999145100622
	.section	.rodata.cst8
	.align 8
.LC704:
	.long	0
	.long	1091070464
	.align 8
.LC783:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
