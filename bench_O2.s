	.file	"bench.c"
	.text
	.p2align 4
	.type	draw_u01, @function
draw_u01:
.LFB33:
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
.LFE33:
	.size	draw_u01, .-draw_u01
	.p2align 4
	.type	service_moments, @function
service_moments:
.LFB39:
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
.LFE39:
	.size	service_moments, .-service_moments
	.p2align 4
	.type	serve_stalls, @function
serve_stalls:
.LFB56:
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
.LFE56:
	.size	serve_stalls, .-serve_stalls
	.p2align 4
	.type	mean_interval, @function
mean_interval:
.LFB73:
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
.LFE73:
	.size	mean_interval, .-mean_interval
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB75:
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
.LFE75:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB76:
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
.LFE76:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	nth_smallest, @function
nth_smallest:
.LFB80:
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
.LFE80:
	.size	nth_smallest, .-nth_smallest
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB103:
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
.LFE103:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	runs_of, @function
runs_of:
.LFB133:
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
.LFE133:
	.size	runs_of, .-runs_of
	.p2align 4
	.type	select_windows, @function
select_windows:
.LFB135:
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
.LFE135:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	walker_hand, @function
walker_hand:
.LFB150:
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
.LFE150:
	.size	walker_hand, .-walker_hand
	.p2align 4
	.type	general_totals, @function
general_totals:
.LFB153:
	.cfi_startproc
	movq	160(%rdi), %rax
	movq	%rax, (%rdx)
	movq	152(%rdi), %rax
	movq	%rax, (%rcx)
	movq	32(%rdi), %rax
	movq	%rax, (%r8)
	ret
	.cfi_endproc
.LFE153:
	.size	general_totals, .-general_totals
	.globl	__udivti3
	.p2align 4
	.type	ref_mean_interval, @function
ref_mean_interval:
.LFB158:
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
.LFE158:
	.size	ref_mean_interval, .-ref_mean_interval
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB178:
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
.LFE178:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	omissions_on, @function
omissions_on:
.LFB193:
	.cfi_startproc
	cmpq	$0, 224(%rdi)
	movl	$1, %eax
	jne	.L113
	cmpl	$0, 232(%rdi)
	je	.L119
.L113:
	ret
.L119:
	cmpq	$0, 256(%rdi)
	jne	.L113
	cmpl	$0, 280(%rdi)
	jne	.L113
	xorl	%eax, %eax
	cmpq	$0, 288(%rdi)
	setne	%al
	ret
	.cfi_endproc
.LFE193:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	heap_pop, @function
heap_pop:
.LFB205:
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
	jbe	.L125
	movl	$1, %edx
	xorl	%r9d, %r9d
	jmp	.L123
	.p2align 4,,10
	.p2align 3
.L133:
	salq	$4, %r8
	movq	(%r10,%r8), %r8
	cmpq	%rcx, %r8
	jnb	.L127
	movq	%r8, %rcx
	cmpq	%r11, %rcx
	jnb	.L121
.L134:
	movq	%rcx, (%r10,%r9,8)
	movq	8(%rdi), %rsi
	leaq	1(%rax,%rax), %rdx
	movq	%rax, %r9
	cmpq	%rsi, %rdx
	jnb	.L121
.L123:
	leaq	1(%r9), %r8
	movq	(%r10,%rdx,8), %rcx
	leaq	(%r8,%r8), %rax
	cmpq	%rsi, %rax
	jb	.L133
.L127:
	movq	%rdx, %rax
	cmpq	%r11, %rcx
	jb	.L134
.L121:
	testq	%rsi, %rsi
	je	.L120
	movq	%r11, (%r10,%r9,8)
.L120:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L125:
	.cfi_restore_state
	xorl	%r9d, %r9d
	jmp	.L121
	.cfi_endproc
.LFE205:
	.size	heap_pop, .-heap_pop
	.p2align 4
	.type	trace_runtime_ns, @function
trace_runtime_ns:
.LFB227:
	.cfi_startproc
	movq	24(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L138
	movq	(%rdi), %r8
	movq	8(%rdi), %rdi
	xorl	%eax, %eax
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L137:
	movq	(%rdi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rcx
	cmovb	%rdx, %rcx
	addq	$1, %rax
	cmpq	%rsi, %rax
	jne	.L137
.L135:
	movq	%rcx, %rax
	ret
.L138:
	xorl	%ecx, %ecx
	jmp	.L135
	.cfi_endproc
.LFE227:
	.size	trace_runtime_ns, .-trace_runtime_ns
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB253:
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
.LFE253:
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
.LFB246:
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
.L142:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L142
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
.LFE246:
	.size	print_header_w, .-print_header_w
	.p2align 4
	.type	guesses_free, @function
guesses_free:
.LFB127:
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
	leaq	728(%rdi), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	leaq	56(%rdi), %rbx
	.p2align 4,,10
	.p2align 3
.L146:
	movq	40(%rbx), %rdi
	addq	$112, %rbx
	call	free@PLT
	movq	-64(%rbx), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, -72(%rbx)
	movups	%xmm0, -112(%rbx)
	cmpq	%rbp, %rbx
	jne	.L146
	movl	(%r12), %eax
	testl	%eax, %eax
	jne	.L150
.L147:
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
.L150:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	free@PLT
	movq	(%r14), %rdi
	call	free@PLT
	jmp	.L147
	.cfi_endproc
.LFE127:
	.size	guesses_free, .-guesses_free
	.p2align 4
	.type	cqr_free, @function
cqr_free:
.LFB139:
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
.LFE139:
	.size	cqr_free, .-cqr_free
	.p2align 4
	.type	ref_walker_end, @function
ref_walker_end:
.LFB156:
	.cfi_startproc
	movq	216(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE156:
	.size	ref_walker_end, .-ref_walker_end
	.p2align 4
	.type	general_end, @function
general_end:
.LFB152:
	.cfi_startproc
	movq	120(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE152:
	.size	general_end, .-general_end
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB184:
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
.LFE184:
	.size	buffers_free, .-buffers_free
	.p2align 4
	.type	shared_due_slots_free, @function
shared_due_slots_free:
.LFB163:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	leaq	224(%rdi), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	leaq	200(%rdi), %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 32
.L158:
	movq	(%rbx), %rdi
	addq	$8, %rbx
	call	free@PLT
	movq	40(%rbx), %rdi
	call	free@PLT
	cmpq	%rbp, %rbx
	jne	.L158
	addq	$8, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE163:
	.size	shared_due_slots_free, .-shared_due_slots_free
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB270:
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
.LFE270:
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
	ja	.L164
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L165
	.p2align 4,,10
	.p2align 3
.L174:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L170
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L170
.L165:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L174
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L202
.L175:
	movq	$0, 24(%rsp)
	leaq	units.10(%rip), %r12
.L180:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L179
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L179:
	addq	$16, %r12
	leaq	64+units.10(%rip), %rax
	cmpq	%r12, %rax
	jne	.L180
	testb	%bpl, %bpl
	je	.L181
	cmpq	$0, 24(%rsp)
	je	.L203
	movq	24(%rsp), %rax
.L201:
	imulq	%rax, %r14
.L184:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L204
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L170
.L185:
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
.L170:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %r8
	leaq	.LC16(%rip), %rdx
	call	snprintf@PLT
.L167:
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
.L181:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L190
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L185
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L201
	leaq	.LC13(%rip), %r8
.L182:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %rdx
	call	snprintf@PLT
	jmp	.L167
	.p2align 4,,10
	.p2align 3
.L202:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L205
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L177:
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
	ja	.L206
	cmpq	%rsi, %rax
	jne	.L177
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC20(%rip), %rdx
	call	snprintf@PLT
	jmp	.L167
.L190:
	movq	$1, 24(%rsp)
	jmp	.L184
.L206:
	movq	%rsi, %rcx
	jmp	.L175
.L164:
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
	jmp	.L167
.L203:
	leaq	.LC12(%rip), %r8
	jmp	.L182
.L204:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC21(%rip), %r8
	leaq	.LC22(%rip), %rdx
	call	snprintf@PLT
	jmp	.L167
.L205:
	leaq	.LC17(%rip), %r8
	jmp	.L182
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
.LFB276:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L212
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
.L209:
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
	jb	.L209
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
.L212:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE276:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC24:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB72:
	.cfi_startproc
	movq	(%rdi), %rax
	leaq	8(%rdi), %r9
	leaq	(%rdi,%rsi,8), %r10
	xorl	%edi, %edi
	jmp	.L216
	.p2align 4,,10
	.p2align 3
.L218:
	cmpq	%r9, %r10
	je	.L227
.L221:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L217
.L216:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L218
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L218
	cmpq	%rsi, %r8
	jne	.L219
	jmp	.L217
	.p2align 4,,10
	.p2align 3
.L220:
	cmpq	%rsi, %r8
	je	.L217
.L219:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L220
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L221
.L227:
	movq	%rsi, %rax
	ret
.L217:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC24(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE72:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	trace_add, @function
trace_add:
.LFB199:
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
	je	.L229
	movq	16(%rbx), %rax
.L230:
	movq	%r13, (%rdi,%rdx,8)
	movq	8(%rbx), %rdx
	movq	24(%rbx), %rcx
	movq	%r15, (%rdx,%rcx,8)
	movq	24(%rbx), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 24(%rbx)
	movq	%r12, (%rax,%rdx,8)
	xorl	%eax, %eax
.L228:
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
.L229:
	.cfi_restore_state
	leaq	(%rdx,%rdx), %rbp
	movl	$64, %eax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	leaq	0(,%rbp,8), %r14
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L233
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L233
	movq	%rax, 8(%rbx)
	movq	16(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L233
	movq	24(%rbx), %rdx
	movq	(%rbx), %rdi
	movq	%rax, 16(%rbx)
	movq	%rbp, 32(%rbx)
	jmp	.L230
.L233:
	movl	$-1, %eax
	jmp	.L228
	.cfi_endproc
.LFE199:
	.size	trace_add, .-trace_add
	.p2align 4
	.type	uheap_push, @function
uheap_push:
.LFB221:
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
	je	.L260
.L242:
	leaq	1(%rdx), %rax
	movq	%rax, 8(%rbx)
	testq	%rdx, %rdx
	je	.L247
	movq	32(%rsp), %rsi
	movq	40(%rsp), %r8
	.p2align 4,,10
	.p2align 3
.L246:
	leaq	-1(%rdx), %rax
	movq	%rdx, %rcx
	movq	%rax, %rdx
	andq	$-2, %rax
	shrq	%rdx
	addq	%rdx, %rax
	leaq	(%rdi,%rax,8), %rax
	cmpq	(%rax), %rsi
	je	.L248
	jnb	.L261
.L249:
	movdqu	(%rax), %xmm0
	leaq	(%rcx,%rcx,2), %rcx
	leaq	(%rdi,%rcx,8), %rcx
	movups	%xmm0, (%rcx)
	movq	16(%rax), %rax
	movq	%rax, 16(%rcx)
	testq	%rdx, %rdx
	jne	.L246
.L247:
	movq	48(%rsp), %rax
	movdqu	32(%rsp), %xmm1
	movq	%rax, 16(%rdi)
	xorl	%eax, %eax
	movups	%xmm1, (%rdi)
.L241:
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
.L248:
	.cfi_restore_state
	cmpq	8(%rax), %r8
	jb	.L249
.L261:
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rdi,%rax,8), %rdi
	jmp	.L247
	.p2align 4,,10
	.p2align 3
.L260:
	testq	%rdx, %rdx
	jne	.L262
	movl	$1536, %esi
	movl	$64, %ebp
.L243:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L251
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdx
	movq	%rbp, 16(%rbx)
	jmp	.L242
	.p2align 4,,10
	.p2align 3
.L262:
	leaq	(%rdx,%rdx), %rbp
	leaq	0(%rbp,%rdx), %rsi
	salq	$4, %rsi
	jmp	.L243
.L251:
	orl	$-1, %eax
	jmp	.L241
	.cfi_endproc
.LFE221:
	.size	uheap_push, .-uheap_push
	.p2align 4
	.type	table_push, @function
table_push:
.LFB250:
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
	je	.L264
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L280
.L264:
	cmpq	16(%rbx), %rsi
	je	.L266
	movq	(%rbx), %rax
.L267:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L265:
	xorl	%eax, %eax
.L263:
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
.L266:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L272
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L271
	salq	$5, %rsi
.L268:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L271
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L267
	.p2align 4,,10
	.p2align 3
.L280:
	addq	%rbp, 8(%rax)
	jmp	.L265
	.p2align 4,,10
	.p2align 3
.L272:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L268
.L271:
	movl	$-1, %eax
	jmp	.L263
	.cfi_endproc
.LFE250:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB251:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L291
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
	jmp	.L284
	.p2align 4,,10
	.p2align 3
.L295:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L294
.L284:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L295
	orl	$-1, %eax
.L281:
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
.L294:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L281
.L291:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE251:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB252:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L305
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
	jmp	.L299
	.p2align 4,,10
	.p2align 3
.L301:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L308
.L299:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L301
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L301
	orl	$-1, %eax
	jmp	.L296
	.p2align 4,,10
	.p2align 3
.L308:
	xorl	%eax, %eax
.L296:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L305:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE252:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB83:
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
.LFE83:
	.size	dist_free, .-dist_free
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB81:
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
	je	.L312
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
	jmp	.L316
	.p2align 4,,10
	.p2align 3
.L351:
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
.L314:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L350
.L316:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L351
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
	jnb	.L352
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L314
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L314
.L352:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L314
.L312:
	xorl	%eax, %eax
.L311:
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
.L350:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L332
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
	je	.L353
.L319:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L331
	.p2align 4,,10
	.p2align 3
.L320:
	movq	-8(%r10,%r8,8), %rax
.L323:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L312
	movq	(%rsi), %r8
.L331:
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
	jnb	.L320
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
	jnb	.L354
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L322:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L324
	jmp	.L355
	.p2align 4,,10
	.p2align 3
.L327:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L356
.L324:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L327
.L349:
	movq	%rax, %rcx
.L326:
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
	jnb	.L346
	movq	%rcx, %r8
	jmp	.L322
	.p2align 4,,10
	.p2align 3
.L356:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L326
	.p2align 4,,10
	.p2align 3
.L346:
	movq	%rax, %rsi
.L321:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L330
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L329:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L329
.L330:
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
	jmp	.L323
.L355:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L349
.L353:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L319
.L354:
	movq	88(%rsp), %r8
	jmp	.L321
.L332:
	movl	$-2, %eax
	jmp	.L311
	.cfi_endproc
.LFE81:
	.size	corrected_summarise, .-corrected_summarise
	.globl	__divti3
	.p2align 4
	.type	ref_osummary, @function
ref_osummary:
.LFB210:
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
	je	.L369
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
.L359:
	movq	(%rax), %r12
	xorl	%r11d, %r11d
	addq	%r12, %rsi
	adcq	%r11, %rdi
	cmpq	%r12, %r14
	adcq	$0, %rdx
	addq	$8, %rax
	movq	%rdx, 56(%rcx)
	cmpq	%rax, %r13
	jne	.L359
	movq	%rsi, 64(%rcx)
	movq	%r8, %r14
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	movl	200(%r9), %eax
	movq	%rdi, 72(%rcx)
	leaq	PCT_MILLI(%rip), %r15
	testl	%eax, %eax
	je	.L372
	.p2align 4,,10
	.p2align 3
.L362:
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
	jne	.L362
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
.L372:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L362
	.p2align 4,,10
	.p2align 3
.L369:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE210:
	.size	ref_osummary, .-ref_osummary
	.p2align 4
	.type	trace_free, @function
trace_free:
.LFB197:
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
.LFE197:
	.size	trace_free, .-trace_free
	.p2align 4
	.type	stall_geom, @function
stall_geom:
.LFB93:
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
	je	.L378
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
	jnb	.L381
.L378:
	xorl	%eax, %eax
	movq	%rax, 56(%rcx)
	ret
	.p2align 4,,10
	.p2align 3
.L381:
	movq	56(%rdi), %rax
	addq	$1, %rsi
	cmpq	%r8, %rax
	jnb	.L382
	xorl	%edi, %edi
	xorl	%eax, %eax
	movl	$1, %edx
.L379:
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
.L382:
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
	jmp	.L379
	.cfi_endproc
.LFE93:
	.size	stall_geom, .-stall_geom
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB101:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L405
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
.L386:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L385
	addq	%rbp, 56(%rbx)
.L385:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L386
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L393
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L384
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L408
.L389:
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
.L392:
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
	jnb	.L390
	.p2align 4,,10
	.p2align 3
.L391:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L391
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L390:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L392
.L384:
	xorl	%eax, %eax
.L383:
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
.L408:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L389
.L405:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L393:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L383
	.cfi_endproc
.LFE101:
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
.LFB189:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movq	$0, 48(%rsi)
	movups	%xmm0, (%rsi)
	movups	%xmm0, 16(%rsi)
	movups	%xmm0, 32(%rsi)
	cmpl	$1, 72(%rdi)
	je	.L410
.L418:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L410:
	cmpq	$0, 48(%rdi)
	jne	.L418
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
	jnb	.L409
	movl	8(%rdi), %edx
	leaq	.LC26(%rip), %rax
	cmpl	$1, %edx
	je	.L413
	testl	%edx, %edx
	leaq	.LC27(%rip), %rax
	leaq	.LC25(%rip), %rcx
	cmovne	%rcx, %rax
.L413:
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
.L409:
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE189:
	.size	theory_of, .-theory_of
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB254:
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
	je	.L429
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L422:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L425
	jmp	.L428
	.p2align 4,,10
	.p2align 3
.L454:
	testb	%sil, %sil
	je	.L428
.L425:
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
	jb	.L454
.L428:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L427
	testb	%sil, %sil
	jne	.L422
.L427:
	testl	%eax, %eax
	je	.L429
.L424:
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
.L429:
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
	jne	.L430
	jmp	.L424
	.p2align 4,,10
	.p2align 3
.L455:
	cmpq	%rbp, %r12
	jnb	.L424
.L430:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L455
	jmp	.L424
	.cfi_endproc
.LFE254:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	theory_open_pct, @function
theory_open_pct:
.LFB190:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rsi, %rsi
	js	.L457
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L458:
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
.L457:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L458
	.cfi_endproc
.LFE190:
	.size	theory_open_pct, .-theory_open_pct
	.p2align 4
	.type	guesses_init, @function
guesses_init:
.LFB126:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%r15d, %r15d
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
	leaq	PCT_MILLI(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	leaq	48(%r12), %r13
	leaq	0(,%r8,8), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movq	%rsi, 24(%rsp)
	movq	%rdx, 32(%rsp)
	movq	%rcx, 40(%rsp)
	movq	%r9, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L463:
	leaq	8(%rbx), %rdi
	movq	8(%rsp), %rsi
	movq	%rbx, %rcx
	xorl	%eax, %eax
	andq	$-8, %rdi
	movq	(%r12), %xmm0
	movq	$0, (%rbx)
	subq	%rdi, %rcx
	movq	%rsi, %xmm1
	movq	$0, 104(%rbx)
	addl	$112, %ecx
	punpcklqdq	%xmm1, %xmm0
	shrl	$3, %ecx
	rep stosq
	movq	%r14, 64(%rbx)
	movq	$-1, %rax
	movq	$-1, 8(%rbx)
	movups	%xmm0, 80(%rbx)
	testq	%rsi, %rsi
	je	.L461
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, 32(%rbx)
	movq	%rdx, 40(%rbx)
.L461:
	testq	%r14, %r14
	je	.L462
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, 96(%rbx)
	movq	%rax, 16(%rsp)
	call	malloc@PLT
	movq	16(%rsp), %rdx
	testq	%rax, %rax
	movq	%rax, 104(%rbx)
	setne	%cl
	xorl	%eax, %eax
	testq	%rdx, %rdx
	setne	%al
	andl	%ecx, %eax
	subl	$1, %eax
	orl	%eax, %r15d
.L462:
	addq	$8, %r12
	addq	$112, %rbx
	cmpq	%r13, %r12
	jne	.L463
	testq	%r14, %r14
	setne	%dl
	xorl	%eax, %eax
	cmpq	$0, 112(%rsp)
	sete	%al
	andl	%edx, %eax
	movq	40(%rsp), %rdx
	movl	%eax, (%rdx)
	testq	%r14, %r14
	je	.L464
	cmpq	$0, 112(%rsp)
	je	.L465
	movq	112(%rsp), %rax
	movq	24(%rsp), %rdx
	movq	(%rax), %rax
	movq	%rax, (%rdx)
	movq	112(%rsp), %rax
	movq	32(%rsp), %rdx
	movq	8(%rax), %rax
	movq	%rax, (%rdx)
	testl	%r15d, %r15d
	jne	.L468
.L466:
	movq	24(%rsp), %rdx
	cmpq	$0, (%rdx)
	sete	%r10b
	testq	%rax, %rax
	sete	%al
	orl	%eax, %r10d
	movzbl	%r10b, %r10d
	negl	%r10d
	movl	%r10d, %r15d
	jmp	.L460
	.p2align 4,,10
	.p2align 3
.L464:
	movq	24(%rsp), %rax
	movq	$0, (%rax)
	movq	32(%rsp), %rax
	movq	$0, (%rax)
.L460:
	addq	$56, %rsp
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
	.p2align 4,,10
	.p2align 3
.L465:
	.cfi_restore_state
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rax, (%rdx)
	call	malloc@PLT
	movq	32(%rsp), %rdx
	movq	%rax, (%rdx)
	testl	%r15d, %r15d
	je	.L466
.L468:
	movl	$-1, %r15d
	jmp	.L460
	.cfi_endproc
.LFE126:
	.size	guesses_init, .-guesses_init
	.p2align 4
	.type	cqr_init, @function
cqr_init:
.LFB138:
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
	jne	.L483
	cmpq	$0, 520(%rbx)
	je	.L483
	cmpq	$1, 528(%rbx)
	sbbl	%eax, %eax
.L480:
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
.L483:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L480
	.cfi_endproc
.LFE138:
	.size	cqr_init, .-cqr_init
	.p2align 4
	.type	select_init, @function
select_init:
.LFB128:
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
	jne	.L488
	cmpq	$0, 384(%rbx)
	je	.L488
	cmpq	$1, 376(%rbx)
	sbbl	%eax, %eax
.L485:
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
.L488:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L485
	.cfi_endproc
.LFE128:
	.size	select_init, .-select_init
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB179:
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
	je	.L491
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L492:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L492
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L497:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L497
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L494
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L516
.L513:
	pxor	%xmm0, %xmm0
.L499:
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
.L491:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L494:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC32(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L513
.L516:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L514
	sqrtsd	%xmm0, %xmm0
.L503:
	divsd	%xmm2, %xmm0
	jmp	.L499
.L514:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L503
	.cfi_endproc
.LFE179:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	guess_sort, @function
guess_sort:
.LFB115:
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
	je	.L551
	movq	%rsi, %r13
	leaq	0(,%rbp,8), %r15
	movq	%rdx, %rbx
	xorl	%esi, %esi
	movq	%r14, %r12
	movq	%r10, %rdx
	leaq	(%r10,%r15), %rdi
	movq	$-1, %r9
.L521:
	movq	(%rdx), %rax
	cmpq	%rax, %r9
	cmova	%rax, %r9
	cmpq	%rax, %rsi
	cmovb	%rax, %rsi
	addq	$8, %rdx
	cmpq	%rdx, %rdi
	jne	.L521
	cmpq	$1, %rbp
	je	.L523
	movq	%rsi, %rax
	subq	%r9, %rax
	je	.L523
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
.L528:
	movl	$257, %ecx
	movq	%r10, %rdi
	xorl	%eax, %eax
	movq	%r11, %rsi
	rep stosq
	leaq	(%r15,%r11), %rdi
	movl	%r8d, %ecx
	.p2align 4,,10
	.p2align 3
.L524:
	movq	(%rsi), %rax
	addq	$8, %rsi
	subq	%r9, %rax
	shrq	%cl, %rax
	movzbl	%al, %eax
	addq	$1, 56(%rsp,%rax,8)
	cmpq	%rsi, %rdi
	jne	.L524
	movq	16(%rsp), %rax
	movq	24(%rsp), %rsi
	movl	%ecx, %r8d
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L525:
	addq	(%rax), %rcx
	addq	$8, %rax
	movq	%rcx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L525
	movq	%r15, 8(%rsp)
	movl	%r8d, %ecx
	xorl	%esi, %esi
	movq	%rdx, %r8
	.p2align 4,,10
	.p2align 3
.L526:
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
	jne	.L526
	movq	%r8, %rdx
	movl	%ecx, %r8d
	movq	8(%rsp), %r15
	addl	$8, %r8d
	cmpl	$64, %r8d
	je	.L527
	movq	%r14, %rdi
	movl	%r8d, %ecx
	movq	%r11, %rsi
	movq	%r12, %rax
	shrq	%cl, %rdi
	movq	%r13, %r11
	movq	%rbx, %r12
	testq	%rdi, %rdi
	je	.L527
	movq	%rax, %rbx
	movq	%rsi, %r13
	jmp	.L528
.L527:
	movq	40(%rsp), %r10
	movq	32(%rsp), %rcx
	movq	%rdx, %r14
	cmpq	%r13, %r10
	je	.L523
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
.L523:
	xorl	%eax, %eax
	xorl	%edx, %edx
	jmp	.L531
.L529:
	movq	(%r10,%rsi), %r8
	addq	$1, %rax
	addq	$1, %rdx
	movq	%r8, (%r10,%rdi)
	movq	(%r14,%rsi), %rsi
	movq	%rsi, (%r14,%rdi)
	cmpq	%rax, %rbp
	je	.L519
.L531:
	leaq	0(,%rax,8), %rsi
	xorl	%edi, %edi
	testq	%rdx, %rdx
	je	.L529
	leaq	0(,%rdx,8), %r8
	movq	%r8, %rdi
.L530:
	movq	(%r10,%rsi), %rbx
	leaq	-8(%r8), %r9
	cmpq	%rbx, -8(%r10,%r8)
	jne	.L529
	addq	$1, %rax
	movq	(%r14,%rsi), %rsi
	addq	%rsi, (%r14,%r9)
	cmpq	%rbp, %rax
	je	.L519
	movq	%r8, %rdi
	leaq	0(,%rax,8), %rsi
	jmp	.L530
.L551:
	xorl	%edx, %edx
.L519:
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
.LFE115:
	.size	guess_sort, .-guess_sort
	.p2align 4
	.type	guess_found, @function
guess_found:
.LFB125:
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
	movq	%rdi, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	movq	48(%rdi), %rbp
	movq	64(%rdi), %rdi
	testq	%rdi, %rdi
	je	.L555
	movl	76(%rbx), %eax
	testl	%eax, %eax
	jne	.L555
	movq	%rsi, %r12
	cmpq	%rsi, %rbp
	jnb	.L555
	movl	72(%rbx), %r9d
	movq	%rdx, %r13
	testl	%r9d, %r9d
	je	.L572
.L556:
	xorl	%eax, %eax
	jmp	.L563
	.p2align 4,,10
	.p2align 3
.L574:
	movq	96(%rbx), %rdx
	movq	%r12, %rcx
	subq	%rbp, %rcx
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jnb	.L573
.L560:
	addq	$1, %rax
	addq	%rdx, %rbp
	cmpq	%rax, %rdi
	je	.L555
.L563:
	leaq	0(,%rax,8), %rsi
	testl	%r9d, %r9d
	jne	.L574
	movq	104(%rbx), %rdx
	movq	%r12, %rcx
	subq	%rbp, %rcx
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L560
.L573:
	testl	%r9d, %r9d
	je	.L561
	addq	(%rbx), %rax
.L562:
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
.L572:
	.cfi_restore_state
	movq	%rbx, %rdi
	movq	%r8, %rdx
	movq	%rcx, %rsi
	call	guess_sort
	movl	72(%rbx), %r9d
	movq	56(%rbx), %rdi
	testl	%r9d, %r9d
	jne	.L575
.L557:
	testq	%rdi, %rdi
	jne	.L556
.L555:
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
.L561:
	.cfi_restore_state
	movq	96(%rbx), %rax
	movq	(%rax,%rsi), %rax
	jmp	.L562
.L575:
	movq	64(%rbx), %rdi
	jmp	.L557
	.cfi_endproc
.LFE125:
	.size	guess_found, .-guess_found
	.p2align 4
	.type	sorted_copy, @function
sorted_copy:
.LFB225:
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
	je	.L576
	leaq	0(,%rbp,8), %rdx
	movq	%r12, %rsi
	movq	%rax, %rdi
	call	memcpy@PLT
	movl	$8, %edx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
.L576:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE225:
	.size	sorted_copy, .-sorted_copy
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB22:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L589
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
	jne	.L585
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L585
	cmpq	%r14, %rax
	jb	.L585
	cmpq	%rax, %r12
	jb	.L585
	movq	%rax, 0(%r13)
.L582:
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
.L585:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L582
	.p2align 4,,10
	.p2align 3
.L589:
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
.LFB283:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L599
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
	jne	.L593
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L593
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L593
	comisd	.LC33(%rip), %xmm0
	ja	.L593
	movsd	%xmm0, (%r12)
.L590:
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
.L593:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L590
	.p2align 4,,10
	.p2align 3
.L599:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE283:
	.size	parse_rate, .-parse_rate
	.p2align 4
	.type	numbers_close, @function
numbers_close:
.LFB46:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdi
	call	free@PLT
	movq	(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L601
	call	fclose@PLT
.L601:
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE46:
	.size	numbers_close, .-numbers_close
	.section	.rodata.str1.1
.LC34:
	.string	"%.*s.%s.tmp.%ld"
.LC35:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB257:
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
	je	.L608
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L607:
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
	leaq	.LC34(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbp, %rdi
	popq	%rdx
	.cfi_def_cfa_offset 48
	leaq	.LC35(%rip), %rsi
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
.L608:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L607
	.cfi_endproc
.LFE257:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.1
.LC36:
	.string	" stroke-dasharray=\"5 4\""
.LC37:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC38:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC43:
	.string	"%s%.1f,%.1f"
.LC44:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB265:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC38(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC36(%rip), %rcx
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
	je	.L612
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L614:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC37(%rip), %rax
	leaq	.LC11(%rip), %rdx
	movsd	.LC40(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC43(%rip), %rsi
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
	mulsd	.LC39(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC41(%rip), %xmm0
	addsd	.LC42(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L614
.L612:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC44(%rip), %rdi
	popq	%rbp
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
.LFE265:
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
.LC45:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC46:
	.string	"r"
.LC47:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open, @function
numbers_open:
.LFB45:
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
	jne	.L625
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L630
.L625:
	leaq	.LC46(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L631
	xorl	%eax, %eax
.L624:
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
.L630:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC45(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L626:
	orl	$-1, %eax
	jmp	.L624
.L631:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rax, %r9
	leaq	.LC47(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L626
	.cfi_endproc
.LFE45:
	.size	numbers_open, .-numbers_open
	.section	.rodata.str1.8
	.align 8
.LC48:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC49:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC50:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC51:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC52:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC53:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC54:
	.string	"%s %.40s: line %lu"
.LC55:
	.string	"%s%s"
	.text
	.p2align 4
	.type	numbers_next, @function
numbers_next:
.LFB47:
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
	js	.L652
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L637
	jmp	.L639
	.p2align 4,,10
	.p2align 3
.L640:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L639
.L637:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L640
	cmpb	$13, %sil
	je	.L640
	cmpq	$64, %rcx
	jg	.L653
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L654
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L655
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L646
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L656
.L646:
	movq	%rcx, 56(%r13)
	jmp	.L644
	.p2align 4,,10
	.p2align 3
.L653:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC50(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L638:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC54(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC55(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L635:
	movl	$-1, %eax
.L632:
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
.L652:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L657
	cmpq	$0, 48(%r13)
	jne	.L632
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC49(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L635
	.p2align 4,,10
	.p2align 3
.L654:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L658
.L644:
	movl	$1, %eax
	jmp	.L632
	.p2align 4,,10
	.p2align 3
.L639:
	movdqa	.LC56(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC57(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC58(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L638
	.p2align 4,,10
	.p2align 3
.L658:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC51(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L638
.L655:
	movq	8(%r13), %rcx
	leaq	.LC52(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L638
.L657:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC48(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L635
.L656:
	leaq	160(%rsp), %r12
	leaq	.LC53(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L638
	.cfi_endproc
.LFE47:
	.size	numbers_next, .-numbers_next
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB261:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC59(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC66(%rip), %xmm2
	movsd	.LC60(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L660
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
.L660:
	movq	.LC62(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC63(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L659
	movsd	.LC64(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L668
	addsd	%xmm0, %xmm0
.L659:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L668:
	.cfi_restore_state
	movsd	.LC65(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L669
	mulsd	.LC59(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L669:
	.cfi_restore_state
	mulsd	.LC62(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE261:
	.size	nice_step, .-nice_step
	.section	.rodata.str1.8
	.align 8
.LC69:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC70:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC71:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.align 8
.LC72:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes, @function
svg_axes:
.LFB263:
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
	divsd	.LC67(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L672
	movapd	%xmm3, %xmm0
	leaq	.LC69(%rip), %rbp
	jmp	.L675
	.p2align 4,,10
	.p2align 3
.L679:
	movsd	16(%r14), %xmm0
.L675:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%rbp, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbx, %rdi
	movl	$4, %eax
	movsd	.LC40(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC39(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC68(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%r14), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L679
.L672:
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
	leaq	.LC70(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbx, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC71(%rip), %rsi
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
	leaq	.LC72(%rip), %rsi
	popq	%r12
	.cfi_def_cfa_offset 24
	xorl	%eax, %eax
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE263:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB255:
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
	je	.L681
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L682:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L682
	testq	%rcx, %rcx
	je	.L696
	testq	%rbx, %rbx
	je	.L696
	testq	%rcx, %rcx
	js	.L683
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L684:
	movsd	.LC73(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L694
	.p2align 4,,10
	.p2align 3
.L717:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L690
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC73(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L715
	movq	%r9, %rsi
	movq	%rax, %rbx
.L690:
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
	divsd	.LC74(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC75(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC73(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L716
.L694:
	testl	%eax, %eax
	je	.L685
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L685:
	testq	%r14, %r14
	js	.L687
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L688:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L717
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L694
.L716:
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
.L681:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L680:
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
.L687:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L688
	.p2align 4,,10
	.p2align 3
.L683:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L684
.L696:
	xorl	%esi, %esi
	jmp	.L681
.L715:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L680
	.cfi_endproc
.LFE255:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC76:
	.string	"1/(1-Percentile)"
.LC77:
	.string	"TotalCount"
.LC78:
	.string	"Percentile"
.LC79:
	.string	"Value"
.LC80:
	.string	"%12s %14s %10s %14s\n\n"
.LC81:
	.string	"%12.5f %2.12f %10lu %14.2f\n"
.LC82:
	.string	"%12.5f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC84:
	.string	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
	.align 8
.LC85:
	.string	"#[Max     = %12.5f, Total count    = %12lu]\n"
	.align 8
.LC86:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB275:
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
	je	.L752
	leaq	.LC76(%rip), %r9
	leaq	.LC77(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC78(%rip), %rcx
	leaq	.LC79(%rip), %rdx
	leaq	.LC80(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L768
	movsd	.LC67(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC82(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L728
	.p2align 4,,10
	.p2align 3
.L769:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC2(%rip), %xmm2
	movsd	.LC2(%rip), %xmm5
	leaq	.LC81(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L729
.L728:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC73(%rip), %xmm1
	testq	%rax, %rax
	js	.L723
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L724:
	movsd	.LC73(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L769
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L728
.L729:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L770
.L721:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L734
	.p2align 4,,10
	.p2align 3
.L772:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L732
.L773:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L733:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L771
.L734:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L772
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
	jns	.L773
.L732:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L733
	.p2align 4,,10
	.p2align 3
.L723:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L724
	.p2align 4,,10
	.p2align 3
.L771:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L741
	.p2align 4,,10
	.p2align 3
.L775:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L739
.L776:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L740:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L774
.L741:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L775
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
	jns	.L776
.L739:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L740
	.p2align 4,,10
	.p2align 3
.L774:
	movsd	.LC83(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L742
	cvttsd2siq	%xmm4, %r14
.L736:
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
	jbe	.L753
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L745:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L744
	cmpl	$63, %ebp
	jle	.L745
.L744:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L766
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L749:
	movsd	8(%rsp), %xmm4
	leaq	.LC84(%rip), %rsi
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
	js	.L750
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L751:
	movq	%r14, %rdx
	leaq	.LC85(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC86(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L718:
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
.L742:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L736
	.p2align 4,,10
	.p2align 3
.L750:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L751
	.p2align 4,,10
	.p2align 3
.L753:
	movl	$1, %ebp
	jmp	.L744
	.p2align 4,,10
	.p2align 3
.L768:
	movsd	.LC67(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L721
	.p2align 4,,10
	.p2align 3
.L770:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L736
.L752:
	movl	$-1, %eax
	jmp	.L718
.L766:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L749
	.cfi_endproc
.LFE275:
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
.LFB322:
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
	je	.L777
	cmpq	$0, 224(%rdi)
	jne	.L777
	cmpq	$0, 256(%rdi)
	jne	.L777
	cmpl	$0, 280(%rdi)
	jne	.L777
	cmpq	$0, 288(%rdi)
	jne	.L777
	cmpl	$1, 72(%rdi)
	jne	.L777
	cmpl	$1, 8(%rdi)
	jne	.L777
	cmpq	$0, 48(%rdi)
	jne	.L777
	movl	%edx, %ebp
	testq	%rbx, %rbx
	js	.L781
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L782:
	movsd	.LC2(%rip), %xmm2
	movq	(%rdi), %rax
	movsd	88(%rdi), %xmm3
	divsd	.LC28(%rip), %xmm3
	addsd	%xmm2, %xmm1
	testq	%rax, %rax
	js	.L783
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L784:
	mulsd	%xmm0, %xmm3
	movsd	%xmm3, (%rsp)
	subsd	%xmm2, %xmm3
	movapd	%xmm3, %xmm0
	movsd	.LC88(%rip), %xmm3
	andpd	.LC61(%rip), %xmm0
	comisd	%xmm0, %xmm3
	jbe	.L814
	addsd	%xmm2, %xmm1
	movapd	%xmm1, %xmm0
	movapd	%xmm2, %xmm1
	divsd	%xmm0, %xmm1
.L787:
	movq	1192(%rsi), %rax
	testq	%rax, %rax
	je	.L777
	movq	1224(%rsi), %rdx
	testq	%rdx, %rdx
	js	.L788
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L789:
	testq	%rax, %rax
	js	.L790
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L791:
	leaq	1248(%rsi), %rax
	movsd	.LC89(%rip), %xmm6
	pxor	%xmm3, %xmm3
	movsd	.LC90(%rip), %xmm5
	addq	$1504, %rsi
	divsd	%xmm0, %xmm2
	jmp	.L797
	.p2align 4,,10
	.p2align 3
.L819:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
	testq	%rdx, %rdx
	js	.L795
.L820:
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rdx, %xmm4
.L796:
	divsd	%xmm4, %xmm0
	subsd	%xmm2, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm6, %xmm0
	mulsd	%xmm5, %xmm0
.L792:
	addq	$8, %rax
	addsd	%xmm0, %xmm3
	cmpq	%rax, %rsi
	je	.L818
.L797:
	movq	(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L792
	movq	256(%rax), %rcx
	testq	%rcx, %rcx
	jns	.L819
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L820
.L795:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm4, %xmm4
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L796
	.p2align 4,,10
	.p2align 3
.L777:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L818:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	ja	.L821
	testl	%ebp, %ebp
	je	.L822
	movsd	.LC87(%rip), %xmm3
	movsd	.LC73(%rip), %xmm0
	pxor	%xmm4, %xmm4
.L803:
	movapd	%xmm3, %xmm5
	xorl	%edx, %edx
	movq	%rbx, %rsi
	movl	$5, %eax
	andpd	.LC61(%rip), %xmm5
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
.L821:
	.cfi_restore_state
	movapd	%xmm3, %xmm0
	movsd	%xmm1, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movsd	8(%rsp), %xmm2
	movsd	16(%rsp), %xmm1
	movapd	%xmm0, %xmm4
	movsd	.LC73(%rip), %xmm0
	divsd	%xmm2, %xmm4
	movapd	%xmm2, %xmm3
	subsd	%xmm1, %xmm3
	mulsd	%xmm0, %xmm3
	divsd	%xmm1, %xmm3
	mulsd	.LC91(%rip), %xmm4
	testl	%ebp, %ebp
	jne	.L803
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
	andpd	.LC61(%rip), %xmm3
	comisd	%xmm4, %xmm3
	jbe	.L777
.L802:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	leaq	.LC94(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	jmp	puts@PLT
.L790:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L791
.L788:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L789
.L822:
	movsd	.LC73(%rip), %xmm0
	movl	$32, %edx
	pxor	%xmm4, %xmm4
	movq	%rbx, %rsi
	movsd	.LC87(%rip), %xmm3
	leaq	.LC93(%rip), %rdi
	movl	$5, %eax
	mulsd	%xmm0, %xmm2
	mulsd	%xmm0, %xmm1
	movsd	(%rsp), %xmm0
	call	printf@PLT
	jmp	.L802
.L783:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L784
.L781:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L782
.L814:
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
	jmp	.L787
	.cfi_endproc
.LFE322:
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
.LFB274:
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
	leaq	.LC55(%rip), %rdx
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
	je	.L830
	movq	%rax, %rbx
	movq	%r14, %rsi
	movq	%rax, %rdi
	call	*%r13
	testl	%eax, %eax
	jne	.L826
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L827
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L827
	movq	%rbp, %rsi
	leaq	.LC96(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L823:
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
.L827:
	.cfi_restore_state
	movq	%r12, %rdi
	call	remove@PLT
.L826:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC97(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L825:
	movl	$-1, %ebx
	jmp	.L823
.L830:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC95(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L825
	.cfi_endproc
.LFE274:
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
.LFB351:
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
	je	.L837
	leaq	.LC100(%rip), %rbp
	leaq	.LC99(%rip), %r12
	jmp	.L832
	.p2align 4,,10
	.p2align 3
.L833:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L838
	cmpb	$127, %al
	je	.L838
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L834:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L837
.L832:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L833
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L832
.L837:
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
.L838:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L834
	.cfi_endproc
.LFE351:
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
.LFB50:
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
	je	.L844
	movq	(%rdx,%rax,8), %rax
.L843:
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
.L844:
	.cfi_restore_state
	movl	72(%rbx), %edx
	testl	%edx, %edx
	je	.L854
	cmpl	$1, %edx
	je	.L855
	leaq	16(%rsp), %rbp
	addq	$40, %rdi
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L850
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
.L854:
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
.L855:
	.cfi_restore_state
	addq	$16, %rdi
	call	poisson_next
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L856
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L843
	.p2align 4,,10
	.p2align 3
.L856:
	cvttsd2siq	%xmm0, %rax
	jmp	.L843
.L850:
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
.LFE50:
	.size	due_next, .-due_next
	.p2align 4
	.type	due_fill, @function
due_fill:
.LFB52:
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
	movq	%rsi, %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 64
	movq	(%rdi), %rax
	movq	8(%rdi), %rcx
	movq	136(%rax), %r12
	subq	%rcx, %r12
	cmpq	%rdx, %r12
	cmova	%rdx, %r12
	cmpq	$0, 112(%rax)
	je	.L858
.L861:
	leaq	(%rbx,%r12,8), %r13
	testq	%r12, %r12
	je	.L857
	.p2align 4,,10
	.p2align 3
.L866:
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	due_next
	movq	%rax, -8(%rbx)
	cmpq	%r13, %rbx
	jne	.L866
.L857:
	addq	$8, %rsp
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
.L858:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L861
	testq	%r12, %r12
	je	.L862
	leaq	16(%rdi), %r14
	leaq	(%rsi,%r12,8), %r13
	movabsq	$-9223372036854775808, %r15
	jmp	.L865
	.p2align 4,,10
	.p2align 3
.L876:
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%rbx)
.L864:
	addq	$8, %rbx
	cmpq	%rbx, %r13
	je	.L875
.L865:
	movq	%r14, %rdi
	call	poisson_next
	comisd	.LC83(%rip), %xmm0
	jb	.L876
	subsd	.LC83(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%rbx)
	xorq	%r15, (%rbx)
	jmp	.L864
.L875:
	movq	8(%rbp), %rcx
.L862:
	addq	%r12, %rcx
	movq	%rcx, 8(%rbp)
	jmp	.L857
	.cfi_endproc
.LFE52:
	.size	due_fill, .-due_fill
	.p2align 4
	.type	shared_due_free, @function
shared_due_free:
.LFB165:
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
.LFE165:
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
.LFB360:
	.cfi_startproc
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L880
	movl	40(%rdi), %esi
	leaq	.LC103(%rip), %rax
	testl	%esi, %esi
	jne	.L879
	movl	44(%rdi), %edx
	leaq	.LC104(%rip), %rax
	testl	%edx, %edx
	jne	.L879
.L880:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC105(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L879
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L899
	cmpl	$1, %eax
	je	.L900
.L883:
	testq	%rcx, %rcx
	je	.L889
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC108(%rip), %rax
	testq	%rdx, %rdx
	jne	.L879
	movq	56(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L879
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC110(%rip), %rax
	testq	%rdx, %rdx
	jne	.L879
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
.L889:
	xorl	%eax, %eax
.L879:
	ret
	.p2align 4,,10
	.p2align 3
.L900:
	cmpq	$1, 160(%rdi)
	leaq	.LC107(%rip), %rax
	jbe	.L883
	ret
	.p2align 4,,10
	.p2align 3
.L899:
	cmpq	$1, 160(%rdi)
	leaq	.LC106(%rip), %rax
	jbe	.L883
	ret
	.cfi_endproc
.LFE360:
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
.LFB90:
	.cfi_startproc
	movl	72(%rdi), %edx
	testl	%edx, %edx
	jne	.L903
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L904
	jmp	closed_form_gap.part.0
	.p2align 4,,10
	.p2align 3
.L904:
	leaq	.LC112(%rip), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L903:
	leaq	.LC111(%rip), %rax
	ret
	.cfi_endproc
.LFE90:
	.size	closed_form_gap, .-closed_form_gap
	.section	.rodata.str1.8
	.align 8
.LC113:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB136:
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
	jne	.L906
	movq	8(%rdi), %rbp
	movq	(%rdi), %r10
	movq	%rbp, %rax
	subq	$0, %rax
	jne	.L933
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
.L922:
	movl	64(%rbx), %r8d
	movq	%r10, %rax
	movl	$99999, %esi
	xorl	%edi, %edi
	mulq	(%r12)
	testl	%r8d, %r8d
	jne	.L908
	movl	$50000, %esi
	xorl	%edi, %edi
.L908:
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
	je	.L909
	xorq	%rsi, %r10
	orq	%rbp, %r10
	je	.L945
	cmpq	$1, %rsi
	je	.L913
	movq	48(%rbx), %rax
	movl	$0, 24(%r15)
	xorl	%edx, %edx
	movq	%rax, (%r14)
	movq	0(%r13), %rax
	cmpq	%rsi, %rax
	jnb	.L946
	.p2align 4,,10
	.p2align 3
.L914:
	addq	$1, %rdx
	movq	%rax, %rdi
	addq	0(%r13,%rdx,8), %rax
	cmpq	%rsi, %rax
	jb	.L914
	cmpq	$16383, %rdx
	jbe	.L947
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
	je	.L915
	movq	1064(%rbx), %rcx
	movq	1072(%rbx), %r8
	movq	%r14, %rdx
	movq	8(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L948
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
.L917:
	addq	$112, 8(%rsp)
	addq	$8, %r12
	addq	$4, %r15
	addq	$8, %r14
	cmpq	%r15, 16(%rsp)
	je	.L921
	movq	(%rbx), %r10
	movq	8(%rbx), %rbp
	jmp	.L922
	.p2align 4,,10
	.p2align 3
.L906:
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L930
	.p2align 4,,10
	.p2align 3
.L924:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L949
.L930:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L924
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L925
	.p2align 4,,10
	.p2align 3
.L927:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L926
.L925:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L927
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L929
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbx)
	cmpq	%r11, %r8
	jne	.L930
.L949:
	movl	320(%rbx), %eax
	testl	%eax, %eax
	jle	.L931
	xorl	%ebp, %ebp
	jmp	.L932
	.p2align 4,,10
	.p2align 3
.L950:
	movq	376(%rbx), %r10
.L932:
	movslq	324(%rbx,%rbp,4), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %rbp
	salq	$19, %rdi
	addq	%r10, %rdi
	call	memset@PLT
	cmpl	%ebp, 320(%rbx)
	jg	.L950
.L931:
	movq	%rbx, %rdi
	call	select_windows
.L923:
	xorl	%eax, %eax
.L905:
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
.L929:
	.cfi_restore_state
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L924
	.p2align 4,,10
	.p2align 3
.L909:
	movl	$1, 24(%r15)
	movq	$0, (%r14)
	jmp	.L917
	.p2align 4,,10
	.p2align 3
.L945:
	movl	$1, 24(%r15)
	cmpq	$1, %rsi
	je	.L911
	movq	48(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L917
	.p2align 4,,10
	.p2align 3
.L947:
	movq	%rdi, 48(%r14)
	movl	$0, (%r15)
	movq	%rdx, 96(%r14)
.L915:
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L917
	.p2align 4,,10
	.p2align 3
.L913:
	movl	$1, 24(%r15)
.L911:
	movq	40(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L917
	.p2align 4,,10
	.p2align 3
.L921:
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
	jmp	.L923
	.p2align 4,,10
	.p2align 3
.L948:
	movl	$1, 24(%r15)
	movq	384(%rbx), %r13
	addl	$1, 1084(%rbx)
	jmp	.L917
.L946:
	movq	$0, 48(%r14)
	movl	$0, (%r15)
	movq	$0, 96(%r14)
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L917
.L933:
	movl	$-2, %eax
	jmp	.L905
.L926:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC113(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE136:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB369:
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
	je	.L958
.L952:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L951:
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
.L958:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L959
	movl	$512, %esi
	movl	$16, %ebp
.L953:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L960
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L952
	.p2align 4,,10
	.p2align 3
.L959:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L953
.L960:
	movl	$1, 24(%rbx)
	jmp	.L951
	.cfi_endproc
.LFE369:
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
.LFB309:
	.cfi_startproc
	movl	%edi, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	cmpl	$-2, %eax
	je	.L965
	movq	%rsi, %rdx
	xorl	%eax, %eax
	leaq	.LC115(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %eax
.L961:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L965:
	.cfi_restore_state
	movq	%rdi, %rcx
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC114(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L961
	.cfi_endproc
.LFE309:
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
.LFB384:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L967
	testq	%rsi, %rsi
	js	.L968
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L970
.L978:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L971:
	divsd	%xmm1, %xmm0
	leaq	.LC117(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC116(%rip), %rdx
	comisd	.LC73(%rip), %xmm0
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
.L968:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L978
.L970:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L971
	.p2align 4,,10
	.p2align 3
.L967:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE384:
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
.LFB387:
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
	je	.L1086
	leaq	.LC126(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1087
	leaq	.LC129(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1088
	leaq	.LC131(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1089
	leaq	.LC133(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1090
	leaq	.LC135(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1091
	leaq	.LC137(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1092
	leaq	.LC140(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1093
	leaq	.LC143(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1094
	leaq	.LC145(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1005
	leaq	248(%r15), %r14
	addq	$484, %r15
.L1006:
	leaq	16(%rsp), %r12
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%r12, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1095
	movq	8(%rsp), %rax
	movq	%rax, (%r14)
	movl	$1, (%r15)
	.p2align 4,,10
	.p2align 3
.L1047:
	xorl	%eax, %eax
.L979:
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
.L1087:
	.cfi_restore_state
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1096
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1097
	movq	%rax, 80(%r15)
	jmp	.L1047
	.p2align 4,,10
	.p2align 3
.L1086:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1098
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1099
	movq	%rax, (%r15)
	jmp	.L1047
	.p2align 4,,10
	.p2align 3
.L1099:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC125(%rip), %rdx
	call	snprintf@PLT
.L982:
	movl	$-1, %eax
	jmp	.L979
	.p2align 4,,10
	.p2align 3
.L1090:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1100
	movq	8(%rsp), %rax
	movq	%rax, 64(%r15)
	jmp	.L1047
	.p2align 4,,10
	.p2align 3
.L1088:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1101
	movq	8(%rsp), %rax
	movq	%rax, 48(%r15)
	jmp	.L1047
	.p2align 4,,10
	.p2align 3
.L1089:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1102
	movq	8(%rsp), %rax
	movq	%rax, 56(%r15)
	jmp	.L1047
	.p2align 4,,10
	.p2align 3
.L1098:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC123(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
	.p2align 4,,10
	.p2align 3
.L1097:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC128(%rip), %rdx
	call	snprintf@PLT
	jmp	.L982
	.p2align 4,,10
	.p2align 3
.L1096:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC127(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
	.p2align 4,,10
	.p2align 3
.L1100:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC134(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
	.p2align 4,,10
	.p2align 3
.L1093:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1103
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1104
	movq	%rax, 256(%r15)
	jmp	.L1047
	.p2align 4,,10
	.p2align 3
.L1101:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC130(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
	.p2align 4,,10
	.p2align 3
.L1091:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1105
	movq	8(%rsp), %rax
	movq	%rax, 192(%r15)
	jmp	.L1047
	.p2align 4,,10
	.p2align 3
.L1102:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC132(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
	.p2align 4,,10
	.p2align 3
.L1092:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1106
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1107
	movq	%rax, 224(%r15)
	jmp	.L1047
	.p2align 4,,10
	.p2align 3
.L1105:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC136(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
	.p2align 4,,10
	.p2align 3
.L1005:
	leaq	.LC146(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1007
	leaq	264(%r15), %r14
	addq	$492, %r15
	jmp	.L1006
	.p2align 4,,10
	.p2align 3
.L1094:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1108
	movq	8(%rsp), %rax
	movq	%rax, 328(%r15)
	jmp	.L1047
.L1107:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC139(%rip), %rdx
	call	snprintf@PLT
	jmp	.L982
.L1095:
	movq	%r12, %r8
	movq	%rbx, %rcx
	leaq	.LC149(%rip), %rdx
	movq	%r13, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L982
.L1007:
	leaq	.LC147(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1008
	leaq	272(%r15), %r14
	addq	$496, %r15
	jmp	.L1006
.L1106:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC138(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1104:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC142(%rip), %rdx
	call	snprintf@PLT
	jmp	.L982
.L1108:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC144(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1103:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC141(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1008:
	leaq	.LC148(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1109
	leaq	.LC152(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1110
	leaq	.LC155(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1111
	leaq	.LC158(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1019
	xorl	%ecx, %ecx
	movq	%rcx, 16(%rsp)
	call	__errno_location@PLT
	xorl	%esi, %esi
	movl	%esi, (%rax)
	movq	%rax, %rbx
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	jbe	.L1020
.L1022:
	leaq	.LC159(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC160(%rip), %rdx
.L1085:
	movl	$2048, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L979
.L1109:
	xorl	%esi, %esi
	leaq	240(%r15), %rcx
	movl	$1000000000, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1112
	movl	$1, 232(%r15)
	jmp	.L1047
.L1110:
	leaq	304(%r15), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1047
	leaq	.LC153(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC154(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1020:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	strtod@PLT
	movq	16(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1022
	movl	(%rbx), %eax
	testl	%eax, %eax
	jne	.L1022
	cmpb	$0, (%rdx)
	jne	.L1022
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1022
	movsd	.LC2(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1022
	movl	$1, 504(%r15)
	movsd	%xmm0, 320(%r15)
	jmp	.L979
.L1019:
	leaq	.LC161(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1113
	leaq	.LC164(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1114
	leaq	.LC167(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1115
	leaq	.LC170(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1031
	leaq	.LC171(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L1032
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1033
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1033
	movq	%rdx, 168(%r15)
.L1032:
	movl	%eax, 176(%r15)
	movl	$1, 468(%r15)
	jmp	.L1047
.L1111:
	leaq	312(%r15), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1016
	movsd	312(%r15), %xmm0
	comisd	.LC28(%rip), %xmm0
	jbe	.L1047
.L1016:
	leaq	.LC156(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC157(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1112:
	leaq	.LC150(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC151(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1113:
	leaq	288(%r15), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1047
	leaq	.LC162(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC163(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1031:
	leaq	.LC174(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1116
	leaq	.LC177(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1117
	leaq	.LC178(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1041
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1118
	movsd	16(%rsp), %xmm0
	comisd	.LC2(%rip), %xmm0
	leaq	.LC120(%rip), %r8
	leaq	.LC121(%rip), %rdx
	jb	.L1119
.L1039:
	movq	%rbp, %rcx
	jmp	.L1085
.L1115:
	movl	$1, %edx
	leaq	8(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	salq	$40, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1120
	movq	8(%rsp), %rax
	movq	%rax, 368(%r15)
	xorl	%eax, %eax
	movq	%rax, 360(%r15)
	jmp	.L1047
.L1114:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1121
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1122
	xorl	%edx, %edx
	movq	%rax, 360(%r15)
	movq	%rdx, 368(%r15)
	jmp	.L1047
.L1033:
	leaq	.LC172(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC173(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1122:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC166(%rip), %rdx
	call	snprintf@PLT
	jmp	.L982
.L1121:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC165(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1119:
	movl	$1, 476(%r15)
	movsd	%xmm0, 24(%r15)
	jmp	.L1047
.L1120:
	leaq	.LC168(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC169(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1118:
	leaq	.LC120(%rip), %r8
	leaq	.LC121(%rip), %rdx
	jmp	.L1039
.L1041:
	leaq	.LC179(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1123
	leaq	.LC182(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1124
	leaq	.LC185(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1125
	leaq	.LC188(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1126
	leaq	.LC191(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	jne	.L979
	leaq	160(%r15), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1047
	leaq	.LC192(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC193(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1117:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1058
	movsd	16(%rsp), %xmm0
	comisd	.LC73(%rip), %xmm0
	ja	.L1058
	movl	$1, 472(%r15)
	movsd	%xmm0, 16(%r15)
	jmp	.L1047
.L1116:
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1036
	movabsq	$1125899906842623, %rcx
	movq	8(%rsp), %rax
	leaq	-1(%rax), %rdx
	cmpq	%rdx, %rcx
	jnb	.L1037
.L1036:
	leaq	.LC175(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC176(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1058:
	leaq	.LC118(%rip), %r8
	leaq	.LC119(%rip), %rdx
	jmp	.L1039
.L1037:
	movq	%rax, 32(%r15)
	movl	$1, 480(%r15)
	jmp	.L1047
.L1126:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	384(%r15), %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1047
	leaq	.LC189(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC190(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1125:
	leaq	376(%r15), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	je	.L1047
	leaq	.LC186(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC187(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1124:
	leaq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1127
	movq	8(%rsp), %rax
	movl	%eax, 216(%r15)
	jmp	.L1047
.L1123:
	xorl	%esi, %esi
	leaq	8(%rsp), %rcx
	movl	$1048576, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1049
	movq	8(%rsp), %rax
	cmpq	$1, %rax
	je	.L1049
	movq	%rax, 208(%r15)
	jmp	.L1047
.L1127:
	leaq	.LC183(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC184(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
.L1049:
	leaq	.LC180(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC181(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L982
	.cfi_endproc
.LFE387:
	.size	apply_amount.constprop.0, .-apply_amount.constprop.0
	.section	.rodata.str1.1
.LC194:
	.string	"%lu.%04lu"
	.text
	.p2align 4
	.type	fmt_share.constprop.0, @function
fmt_share.constprop.0:
.LFB388:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdx, %r8
	movq	%rdi, %rbx
	xorl	%ecx, %ecx
	testq	%rdx, %rdx
	je	.L1129
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
.L1129:
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
.LFE388:
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
.LFB390:
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
	jnb	.L1139
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L1140
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
.L1140:
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
.L1139:
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
.LFE390:
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
.LFB391:
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
	jne	.L1207
	movl	476(%rdi), %r8d
	movq	%rdi, %rbx
	testl	%r8d, %r8d
	je	.L1208
	cmpl	$2, %eax
	jne	.L1146
	cmpl	$0, 480(%rdi)
	je	.L1146
.L1148:
	cmpl	$2, 152(%rbx)
	leaq	.LC208(%rip), %r8
	leaq	.LC209(%rip), %rcx
	je	.L1206
.L1150:
	cmpl	$1, 40(%rbx)
	movq	56(%rbx), %rsi
	je	.L1209
.L1151:
	testq	%rsi, %rsi
	jne	.L1152
.L1153:
	pxor	%xmm0, %xmm0
	ucomisd	376(%rbx), %xmm0
	jp	.L1176
	je	.L1155
.L1176:
	cmpl	$1, 72(%rbx)
	jne	.L1210
.L1155:
	movl	152(%rbx), %eax
	cmpl	$1, %eax
	jne	.L1157
	cmpq	$1, 160(%rbx)
	ja	.L1211
.L1157:
	movl	484(%rbx), %edi
	testl	%edi, %edi
	je	.L1158
	cmpl	$0, 232(%rbx)
	je	.L1212
.L1158:
	movl	488(%rbx), %esi
	testl	%esi, %esi
	je	.L1159
	cmpq	$0, 288(%rbx)
	je	.L1213
.L1159:
	movl	492(%rbx), %ecx
	movq	256(%rbx), %rdx
	testl	%ecx, %ecx
	jne	.L1160
	cmpl	$0, 496(%rbx)
	je	.L1161
	testq	%rdx, %rdx
	je	.L1162
	movq	$1000000000, 264(%rbx)
	movl	$1000000000, %esi
.L1163:
	testq	%rsi, %rsi
	je	.L1165
	cmpq	%rsi, %rdx
	jnb	.L1214
	.p2align 4,,10
	.p2align 3
.L1165:
	cmpl	$2, %eax
	je	.L1215
.L1166:
	cmpq	$0, 304(%rbx)
	jne	.L1168
	movsd	312(%rbx), %xmm1
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L1216
.L1168:
	movl	500(%rbx), %eax
	testl	%eax, %eax
	je	.L1170
	cmpl	$0, 352(%rbx)
	jne	.L1171
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1171
.L1141:
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
.L1208:
	.cfi_restore_state
	cmpl	$0, 480(%rdi)
	je	.L1217
.L1146:
	leaq	.LC205(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC206(%rip), %rcx
	leaq	.LC207(%rip), %rdx
	call	snprintf@PLT
.L1144:
	orl	$-1, %eax
	jmp	.L1141
.L1209:
	cmpq	$0, 48(%rbx)
	je	.L1151
	testq	%rsi, %rsi
	je	.L1218
.L1152:
	cmpq	%rsi, 48(%rbx)
	jb	.L1153
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
	jmp	.L1144
.L1160:
	testq	%rdx, %rdx
	je	.L1162
	cmpl	$0, 496(%rbx)
	movq	264(%rbx), %rsi
	jne	.L1163
	testq	%rsi, %rsi
	jne	.L1219
	movq	$500000000, 272(%rbx)
	jmp	.L1165
.L1170:
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L1141
	xorl	%eax, %eax
	cmpl	$0, 352(%rbx)
	je	.L1141
	leaq	.LC237(%rip), %r8
	leaq	.LC238(%rip), %rcx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC239(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1144
.L1161:
	movq	$1000000000, 264(%rbx)
	movq	$500000000, 272(%rbx)
	testq	%rdx, %rdx
	je	.L1165
	movl	$1000000000, %esi
	jmp	.L1163
.L1215:
	cmpq	$0, 224(%rbx)
	jne	.L1167
	cmpl	$0, 232(%rbx)
	je	.L1166
.L1167:
	leaq	.LC229(%rip), %r8
	leaq	.LC230(%rip), %rcx
.L1206:
	leaq	.LC210(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1144
.L1217:
	cmpl	$2, %eax
	je	.L1146
	testl	%eax, %eax
	je	.L1150
	jmp	.L1148
.L1216:
	cmpq	$0, 328(%rbx)
	jne	.L1169
	cmpl	$0, 336(%rbx)
	jne	.L1169
	cmpl	$0, 504(%rbx)
	je	.L1168
.L1169:
	leaq	.LC231(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC232(%rip), %rcx
	leaq	.LC233(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1144
.L1214:
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
	jmp	.L1144
.L1218:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC211(%rip), %rcx
	leaq	.LC212(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1144
.L1207:
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
	jmp	.L1144
.L1171:
	leaq	.LC234(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC235(%rip), %rcx
	leaq	.LC236(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1144
.L1210:
	leaq	.LC213(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC214(%rip), %rcx
	leaq	.LC215(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1144
.L1162:
	leaq	.LC225(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC226(%rip), %rcx
	leaq	.LC227(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1144
.L1211:
	leaq	.LC216(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC217(%rip), %rcx
	leaq	.LC218(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1144
.L1213:
	leaq	.LC222(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC223(%rip), %rcx
	leaq	.LC224(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1144
.L1212:
	leaq	.LC219(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC220(%rip), %rcx
	leaq	.LC221(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1144
.L1219:
	movq	%rsi, %rcx
	shrq	%rcx
	movq	%rcx, 272(%rbx)
	jmp	.L1163
	.cfi_endproc
.LFE391:
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
.LFB304:
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
	jne	.L1221
	movq	(%rbx), %rsi
	leaq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC243(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1222:
	cmpq	$0, 48(%rbx)
	jne	.L1235
	leaq	.LC248(%rip), %rdi
	call	puts@PLT
.L1220:
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
.L1221:
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
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	cmpl	$2, 8(%rbx)
	je	.L1236
.L1223:
	leaq	.LC246(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1222
.L1235:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1237
	cmpq	$0, 56(%rbx)
	jne	.L1230
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
	jmp	.L1220
.L1230:
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
	jmp	.L1220
.L1237:
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
	jmp	.L1220
.L1236:
	movsd	.LC73(%rip), %xmm0
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
	jmp	.L1223
	.cfi_endproc
.LFE304:
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
.LFB314:
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
	je	.L1294
	movq	136(%rbx), %rdx
	xorl	%esi, %esi
	cmpq	$1, %rdx
	jbe	.L1241
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	leaq	-1(%rdx), %rcx
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%rcx
	movq	%rax, %rsi
.L1241:
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
.L1240:
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
	jne	.L1295
.L1243:
	leaq	.LC264(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L1296
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
.L1245:
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
	je	.L1297
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, 8(%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L1248
.L1249:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L1298
	leaq	.LC270(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC271(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1251:
	movl	24(%r13), %eax
	cmpl	$2, %eax
	je	.L1299
	cmpl	$1, %eax
	je	.L1300
	leaq	.LC274(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1253:
	movl	216(%rbx), %esi
	xorl	%eax, %eax
	leaq	.LC275(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 392(%rbp)
	je	.L1238
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1301
.L1238:
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
.L1301:
	.cfi_restore_state
	leaq	.LC276(%rip), %rdi
	xorl	%eax, %eax
	movl	400(%rbp), %r13d
	leaq	.LC253(%rip), %rbp
	call	printf@PLT
	movq	224(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1302
.L1256:
	cmpl	$0, 232(%rbx)
	jne	.L1303
.L1257:
	cmpq	$0, 256(%rbx)
	movl	280(%rbx), %eax
	jne	.L1258
	testl	%eax, %eax
	je	.L1304
	leaq	.LC255(%rip), %rdx
.L1259:
	movq	%rbp, %rsi
	leaq	.LC279(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1261:
	cmpq	$0, 256(%rbx)
	je	.L1262
	cmpq	$0, 264(%rbx)
	movq	272(%rbx), %rsi
	jne	.L1305
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
.L1262:
	movq	288(%rbx), %rsi
	testq	%rsi, %rsi
	je	.L1264
	cmpl	$0, 296(%rbx)
	leaq	.LC257(%rip), %rax
	leaq	.LC258(%rip), %rdx
	cmovne	%rax, %rdx
	leaq	.LC282(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1264:
	xorl	%eax, %eax
	leaq	.LC283(%rip), %rdi
	call	printf@PLT
	testb	$1, %r13b
	jne	.L1306
.L1266:
	andb	$2, %r13b
	jne	.L1307
.L1267:
	movl	$10, %edi
	call	putchar@PLT
	cmpq	$0, 224(%rbx)
	je	.L1238
	leaq	.LC286(%rip), %rdi
	call	puts@PLT
	jmp	.L1238
.L1297:
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L1249
.L1248:
	leaq	.LC268(%rip), %rdi
	call	puts@PLT
	jmp	.L1249
.L1296:
	leaq	.LC265(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1245
.L1295:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC263(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1243
.L1294:
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
	jmp	.L1240
.L1300:
	leaq	.LC273(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1253
.L1299:
	movq	40(%r13), %rdx
	movq	32(%r13), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC272(%rip), %rdi
	call	printf@PLT
	jmp	.L1253
.L1258:
	testl	%eax, %eax
	leaq	.LC256(%rip), %rdx
	leaq	.LC255(%rip), %rax
	cmovne	%rax, %rdx
	jmp	.L1259
.L1303:
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
	jmp	.L1257
.L1302:
	leaq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%rbp, %rsi
	leaq	.LC277(%rip), %rdi
	leaq	.LC254(%rip), %rbp
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1256
.L1298:
	movl	$29, %esi
	leaq	.LC269(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1251
.L1307:
	leaq	.LC285(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1267
.L1306:
	leaq	.LC284(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1266
.L1304:
	cmpq	$0, 288(%rbx)
	leaq	.LC256(%rip), %rdx
	jne	.L1259
	jmp	.L1261
.L1305:
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
	jmp	.L1262
	.cfi_endproc
.LFE314:
	.size	print_plan, .-print_plan
	.section	.rodata.str1.1
.LC287:
	.string	"--arrivals"
	.text
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB393:
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
	je	.L1315
.L1311:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1315:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1311
	cmpl	$1, %eax
	je	.L1316
	movq	104(%rsi), %rsi
	leaq	40(%r9), %rdi
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC287(%rip), %rdx
	jmp	numbers_open
	.p2align 4,,10
	.p2align 3
.L1316:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r9)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r9)
	ret
	.cfi_endproc
.LFE393:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.p2align 4
	.type	send_gaps.constprop.0.isra.0, @function
send_gaps.constprop.0.isra.0:
.LFB396:
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
	je	.L1329
	testq	%r14, %r14
	je	.L1329
	testq	%rax, %rax
	je	.L1322
	cmpq	$0, 24(%rbx)
	je	.L1335
	movq	16(%rbx), %r9
	movq	(%rbx), %rdi
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1326:
	movq	(%r9,%rax,8), %rcx
	leaq	(%r12,%rcx), %rdx
	leaq	0(%rbp,%rcx,8), %rcx
	cmpb	$0, (%rdx)
	je	.L1325
	movq	0(%r13), %r8
	movq	(%rdi,%rax,8), %rsi
	subq	(%rcx), %rsi
	leaq	1(%r8), %r10
	movq	%rsi, (%r14,%r8,8)
	movq	%r10, 0(%r13)
.L1325:
	movb	$1, (%rdx)
	movq	(%rdi,%rax,8), %rdx
	addq	$1, %rax
	movq	%rdx, (%rcx)
	cmpq	24(%rbx), %rax
	jb	.L1326
.L1335:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
.L1317:
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
.L1329:
	.cfi_restore_state
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	testq	%rbp, %rbp
	je	.L1320
	testq	%r12, %r12
	jne	.L1317
.L1320:
	movq	%r14, %rdi
	xorl	%r14d, %r14d
	call	free@PLT
	jmp	.L1317
.L1322:
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L1320
	.cfi_endproc
.LFE396:
	.size	send_gaps.constprop.0.isra.0, .-send_gaps.constprop.0.isra.0
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB397:
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
	jne	.L1339
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1339:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1341:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1340
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
.L1340:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1341
	testq	%r15, %r15
	je	.L1345
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1343:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1343
.L1342:
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
.L1345:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1342
	.cfi_endproc
.LFE397:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	score_route, @function
score_route:
.LFB231:
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
	je	.L1354
	cmpq	$0, 32(%rsp)
	je	.L1354
	cmpq	$0, 8(%rsp)
	je	.L1354
	cmpq	$0, 24(%rsp)
	je	.L1354
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
	jne	.L1429
.L1355:
	movq	16(%rsp), %r15
	movl	$2, %r14d
	.p2align 4,,10
	.p2align 3
.L1359:
	movq	792(%rbp,%r14,8), %rdx
	testq	%rdx, %rdx
	je	.L1361
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
	jne	.L1430
.L1361:
	addq	$1, %r14
	cmpq	$8, %r14
	jne	.L1359
	movq	%rbx, %rdi
	leaq	640(%rbp), %r9
	call	trace_runtime_ns
	movq	24(%rbx), %r15
	movq	24(%r13), %rsi
	movq	%rax, %rcx
	testq	%r15, %r15
	jne	.L1431
	testq	%rsi, %rsi
	jne	.L1432
	xorl	%r8d, %r8d
.L1382:
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
.L1363:
	xorl	%eax, %eax
	movl	$20, %ecx
	movq	%r9, %rdi
	rep stosl
	imulq	$1000, %r14, %rax
	movq	%rax, 856(%rbp)
	movl	$1, %eax
	cmpq	$67108863, %r8
	jbe	.L1433
.L1364:
	movl	48(%r13), %r15d
	xorl	$1, %eax
	movl	%eax, 900(%rbp)
	testl	%r15d, %r15d
	je	.L1353
	movq	40(%r13), %rdx
	xorl	%r15d, %r15d
	testq	%rdx, %rdx
	jne	.L1434
.L1353:
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
.L1429:
	.cfi_restore_state
	movq	24(%rsp), %rdi
	leaq	0(,%r8,8), %r9
	xorl	%esi, %esi
	movq	%rdi, %rax
	leaq	(%r9,%rdi), %rdx
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L1356:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L1356
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
	jne	.L1357
	movl	$50000, %esi
	xorl	%edi, %edi
.L1357:
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
	jmp	.L1355
.L1431:
	movq	16(%rsp), %rax
	movl	$1000, %edi
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	movq	-8(%rax,%r15,8), %rax
	divq	%rdi
	movq	%rax, %r8
	cmpq	%rsi, %r15
	jb	.L1363
	jmp	.L1382
.L1432:
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
	jne	.L1435
.L1354:
	orl	$-1, %r15d
	jmp	.L1353
.L1433:
	leaq	1(%r8), %rax
	movl	$8, %esi
	movq	%r8, 40(%rsp)
	movq	%rax, %rdi
	movq	%rax, 56(%rsp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L1354
	testq	%r15, %r15
	movq	40(%rsp), %r8
	je	.L1370
	movabsq	$2361183241434822607, %rsi
	movq	16(%rsp), %rax
	movq	%rax, %rcx
	leaq	(%rax,%r15,8), %rdi
	.p2align 4,,10
	.p2align 3
.L1369:
	movq	(%rcx), %rdx
	addq	$8, %rcx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%rsi
	shrq	$4, %rdx
	addq	$1, (%rbx,%rdx,8)
	cmpq	%rcx, %rdi
	jne	.L1369
.L1370:
	leaq	(%r14,%r14), %rdi
	cmpq	%rdi, %r8
	jb	.L1368
	testq	%r14, %r14
	je	.L1368
	imulq	$-8, %r14, %rsi
	subq	%r14, %rdi
	leaq	(%rbx,%rdi,8), %r9
	.p2align 4,,10
	.p2align 3
.L1373:
	movq	(%r9,%r14,8), %rcx
	testq	%rcx, %rcx
	je	.L1371
	cmpq	%rdi, %r14
	jnb	.L1371
	movq	%r9, %rax
	movq	%rdi, %rdx
	.p2align 4,,10
	.p2align 3
.L1372:
	subq	%r14, %rdx
	addq	%rcx, (%rax)
	addq	%rcx, %r15
	addq	%rsi, %rax
	cmpq	%rdx, %r14
	jb	.L1372
.L1371:
	addq	$1, %rdi
	addq	$8, %r9
	leaq	(%r14,%rdi), %rax
	cmpq	%rax, %r8
	jnb	.L1373
.L1368:
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
.L1379:
	leaq	PCT_MILLI(%rip), %rax
	movq	%r12, %rsi
	movq	(%rax,%r15), %rax
	cmpq	$100000, %rax
	je	.L1374
	mulq	%r12
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r12, %rsi
	cmova	%r12, %rsi
.L1374:
	testq	%r12, %r12
	je	.L1375
	cmpq	%rsi, %r13
	jnb	.L1388
	movq	%r13, %rdx
	xorl	%eax, %eax
	jmp	.L1377
	.p2align 4,,10
	.p2align 3
.L1378:
	addq	(%rbx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L1376
.L1377:
	movq	%rax, %rcx
	addq	$1, %rax
	cmpq	%rcx, %r14
	jne	.L1378
.L1375:
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L1379
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
.L1381:
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
	jnb	.L1380
	addq	%rcx, 696(%rbp)
.L1380:
	addq	$1, %rsi
	movq	%r12, %rdx
	adcq	$0, %rdi
	xorq	%rsi, %rdx
	addq	$1000, %r10
	movq	%rdi, %rax
	orq	%rdx, %rax
	jne	.L1381
	movq	%r8, 704(%rbp)
	movq	%rbx, %rdi
	movq	%r13, %r12
	movq	40(%rsp), %r13
	movq	%r9, 712(%rbp)
	call	free@PLT
	xorl	%eax, %eax
	jmp	.L1364
.L1388:
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1376:
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%rbp,%r15)
	jmp	.L1375
.L1430:
	movl	%eax, %r15d
	jmp	.L1353
.L1434:
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
	jmp	.L1353
.L1435:
	movq	$1, 56(%rsp)
	xorl	%r8d, %r8d
	jmp	.L1368
	.cfi_endproc
.LFE231:
	.size	score_route, .-score_route
	.p2align 4
	.type	service_max, @function
service_max:
.LFB40:
	.cfi_startproc
	movl	8(%rdi), %edx
	movq	(%rdi), %rax
	cmpl	$2, %edx
	je	.L1437
	cmpl	$3, %edx
	je	.L1438
	cmpl	$1, %edx
	je	.L1448
	ret
.L1437:
	movq	32(%rdi), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	ret
.L1448:
	imulq	$37, %rax, %rax
	addq	$1, %rax
	ret
.L1438:
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
	js	.L1440
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1441:
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
	jnb	.L1436
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1442
	cvttsd2siq	%xmm0, %rax
.L1436:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L1440:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1441
.L1442:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1436
	.cfi_endproc
.LFE40:
	.size	service_max, .-service_max
	.p2align 4
	.type	dist_at_rank, @function
dist_at_rank:
.LFB86:
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
	je	.L1459
	movq	(%rdi), %rax
	movq	%rbp, %rcx
	xorl	%r10d, %r10d
	salq	$5, %rcx
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L1451:
	movq	(%rax), %rdx
	cmpq	%rdx, %r10
	cmovb	%rdx, %r10
	addq	$32, %rax
	cmpq	%rcx, %rax
	jne	.L1451
.L1450:
	movq	%rbp, %r13
	xorl	%r11d, %r11d
	salq	$5, %r13
.L1457:
	cmpq	%r10, %r11
	jnb	.L1468
	.p2align 4,,10
	.p2align 3
.L1458:
	movq	%r10, %rdi
	movq	(%rbx), %rcx
	subq	%r11, %rdi
	shrq	%rdi
	addq	%r11, %rdi
	testq	%rbp, %rbp
	je	.L1460
	leaq	(%rcx,%r13), %r9
	xorl	%r8d, %r8d
	jmp	.L1456
	.p2align 4,,10
	.p2align 3
.L1454:
	movq	8(%rcx), %r14
	testq	%r14, %r14
	je	.L1455
	subq	%rdi, %rax
	xorl	%edx, %edx
	divq	%r14
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1455
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r8
.L1455:
	addq	$32, %rcx
	cmpq	%rcx, %r9
	je	.L1453
.L1456:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rdi
	jb	.L1454
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r8
	cmpq	%rcx, %r9
	jne	.L1456
.L1453:
	cmpq	%r12, %r8
	jb	.L1469
.L1461:
	movq	%rdi, %r10
	cmpq	%r10, %r11
	jb	.L1458
.L1468:
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
.L1460:
	.cfi_restore_state
	xorl	%r8d, %r8d
	cmpq	%r12, %r8
	jnb	.L1461
.L1469:
	leaq	1(%rdi), %r11
	jmp	.L1457
.L1459:
	xorl	%r10d, %r10d
	jmp	.L1450
	.cfi_endproc
.LFE86:
	.size	dist_at_rank, .-dist_at_rank
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB87:
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
	je	.L1484
	movq	(%rdi), %rcx
	movq	16(%rcx), %rax
	movq	%rax, (%rsp)
	mulq	24(%rcx)
	movq	%rax, %r12
	movq	%rdx, %rax
	movq	%rdx, %r13
	subq	$0, %rax
	jne	.L1486
	leaq	48(%rcx), %rsi
	xorl	%edi, %edi
	movq	$-1, %r14
	xorl	%r11d, %r11d
	jmp	.L1473
	.p2align 4,,10
	.p2align 3
.L1474:
	movq	(%rsi), %rax
	mulq	8(%rsi)
	addq	%rax, %r12
	movq	%r11, %rax
	adcq	%rdx, %r13
	addq	$32, %rsi
	cmpq	%r12, %r14
	sbbq	%r13, %rax
	jc	.L1486
.L1473:
	addq	$1, %rdi
	cmpq	%r15, %rdi
	jne	.L1474
	movq	%r12, (%rsp)
	salq	$5, %rdi
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	movq	%r13, 8(%rsp)
	leaq	(%rcx,%rdi), %r15
	.p2align 4,,10
	.p2align 3
.L1475:
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
	jne	.L1475
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	movq	%r12, %r15
.L1471:
	movq	$99999, 16(%rsp)
	movq	32(%rsp), %rax
	movq	$0, 24(%rsp)
	movq	%r15, (%rax)
	movq	%r10, 64(%rax)
	movq	%r11, 72(%rax)
	movl	40(%rsp), %eax
	testl	%eax, %eax
	jne	.L1477
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1477:
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
.L1479:
	xorl	%eax, %eax
	testq	%rbx, %rbx
	je	.L1478
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
.L1478:
	addq	$8, %r15
	movq	%rax, 0(%rbp)
	addq	$8, %rbp
	cmpq	%r15, %r14
	jne	.L1479
	movq	%rbx, %r15
	movq	(%rsp), %rbx
	movq	40(%rsp), %rbp
	movq	8(%rbx), %r8
	movq	(%rbx), %rcx
	testq	%r8, %r8
	je	.L1480
	salq	$5, %r8
	xorl	%r9d, %r9d
	addq	%rcx, %r8
	jmp	.L1483
	.p2align 4,,10
	.p2align 3
.L1481:
	movq	8(%rcx), %rdi
	testq	%rdi, %rdi
	je	.L1482
	subq	%rbp, %rax
	xorl	%edx, %edx
	divq	%rdi
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1482
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r9
.L1482:
	addq	$32, %rcx
	cmpq	%r8, %rcx
	je	.L1499
.L1483:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rbp
	jb	.L1481
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r9
	cmpq	%r8, %rcx
	jne	.L1483
.L1499:
	subq	%r9, %r15
.L1480:
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
.L1486:
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
.L1484:
	.cfi_restore_state
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	jmp	.L1471
	.cfi_endproc
.LFE87:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	guess_narrow, @function
guess_narrow:
.LFB118:
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
	js	.L1501
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1502:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1584
	sqrtsd	%xmm0, %xmm0
.L1505:
	mulsd	.LC290(%rip), %xmm0
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1506
	cvttsd2siq	%xmm0, %rax
.L1507:
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
	jmp	.L1509
	.p2align 4,,10
	.p2align 3
.L1594:
	leaq	8(%r10), %r9
	cmpq	%rbp, %r8
	jnb	.L1508
	movq	%r9, %r10
.L1509:
	movq	(%rsi,%r10), %r8
	movq	%rax, %rcx
	addq	$1, %rax
	movq	%rbx, %rdx
	addq	%rbx, %r8
	movq	%r8, %rbx
	cmpq	%rdi, %rax
	jb	.L1594
.L1508:
	movq	96(%r14), %r9
	movq	64(%r14), %r13
	movq	%rdx, 8(%rsp)
	movq	(%r9,%r10), %r10
	movq	%r13, %r11
	shrq	%r11
	movq	%r10, %r12
	subq	%r11, %r12
	cmpq	%r10, %r11
	movl	$0, %r10d
	movq	(%r14), %r11
	cmovb	%r12, %r10
	movq	%r11, %r15
	cmpq	%r11, %r10
	cmovnb	%r10, %r15
	subq	$1, %r13
	addq	%r15, %r13
	jc	.L1512
	movq	8(%r14), %r10
	cmpq	%r10, %r13
	cmovbe	%r13, %r10
	movq	%r10, 48(%rsp)
.L1513:
	movq	8(%rsp), %r11
	movq	%rcx, %r12
	testq	%rcx, %rcx
	jne	.L1514
	jmp	.L1595
	.p2align 4,,10
	.p2align 3
.L1517:
	subq	-8(%rsi,%r12,8), %r11
	subq	$1, %r12
	je	.L1516
.L1514:
	cmpq	%r15, -8(%r9,%r12,8)
	jnb	.L1517
.L1516:
	cmpq	%rdi, %rcx
	jnb	.L1546
.L1520:
	movq	48(%rsp), %rdx
	movq	%rcx, %r13
	jmp	.L1518
	.p2align 4,,10
	.p2align 3
.L1523:
	addq	$1, %r13
	cmpq	%rdi, %r13
	jnb	.L1519
.L1518:
	cmpq	(%r9,%r13,8), %rdx
	jnb	.L1523
.L1519:
	testq	%rcx, %rcx
	je	.L1596
.L1522:
	cmpq	$0, 24(%rsp)
	je	.L1525
	movq	8(%rsp), %rdx
	cmpq	%rbp, %rdx
	movq	%rdx, %r10
	movq	%rbp, %rdx
	cmova	%rbp, %r10
	subq	%r10, %rdx
	movq	16(%rsp), %r10
	cmpq	%r10, %rdx
	jnb	.L1527
	movq	24(%rsp), %r10
	movq	%rcx, %rdx
	movq	%rdi, 56(%rsp)
	movq	%r12, 72(%rsp)
	movq	8(%rsp), %rdi
	movq	%r9, 64(%rsp)
	movq	16(%rsp), %r12
	subq	%r10, %rdx
	jmp	.L1528
	.p2align 4,,10
	.p2align 3
.L1597:
	cmpq	%rcx, %rdx
	je	.L1590
	cmpq	%rbp, %rdi
	movq	%rbp, %r10
	movq	%rbp, %r9
	cmovbe	%rdi, %r10
	subq	%r10, %r9
	cmpq	%r12, %r9
	jnb	.L1590
.L1528:
	subq	$1, %rcx
	subq	(%rsi,%rcx,8), %rdi
	testq	%rcx, %rcx
	jne	.L1597
.L1590:
	movq	64(%rsp), %r9
	movq	72(%rsp), %r12
	movq	%rdi, 8(%rsp)
	movq	56(%rsp), %rdi
.L1527:
	cmpq	%rdi, %rax
	jnb	.L1525
.L1540:
	cmpq	%r8, %rbp
	movq	%r8, %r10
	movq	16(%rsp), %rdx
	cmovbe	%rbp, %r10
	subq	%r10, %r8
	cmpq	%rdx, %r8
	jnb	.L1525
	movq	%r12, 64(%rsp)
	movq	24(%rsp), %r10
	movl	$2, %r8d
	movq	%rdx, %r12
	movq	%r9, 56(%rsp)
	jmp	.L1529
	.p2align 4,,10
	.p2align 3
.L1598:
	cmpq	%r8, %r10
	jb	.L1592
	addq	$1, %r8
	movq	%rbp, %r9
	cmpq	%rbp, %rbx
	movq	%rbx, %rdx
	cmovbe	%rbx, %r9
	subq	%r9, %rdx
	cmpq	%r12, %rdx
	jnb	.L1592
.L1529:
	addq	$1, %rax
	addq	-8(%rsi,%rax,8), %rbx
	cmpq	%rdi, %rax
	jb	.L1598
.L1592:
	movq	56(%rsp), %r9
	movq	64(%rsp), %r12
.L1525:
	cmpq	%r13, %r12
	jnb	.L1549
	leaq	(%rsi,%r12,8), %r8
	leaq	(%rsi,%r13,8), %r10
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L1530:
	addq	(%r8), %rsi
	addq	$8, %r8
	cmpq	%r8, %r10
	jne	.L1530
	leaq	(%rsi,%r11), %r10
.L1521:
	cmpq	%rbp, %r11
	jnb	.L1531
	cmpq	%rbp, %r10
	jb	.L1531
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
	jb	.L1531
	movq	%r10, %rsi
	subq	%rbp, %rsi
	cmpq	%rbp, %rbx
	cmovbe	%rbx, %rbp
	subq	%rbp, %rbx
	cmpq	%r8, %rbx
	cmova	%r8, %rbx
	shrq	$2, %rbx
	cmpq	%rbx, %rsi
	jnb	.L1599
.L1531:
	movq	8(%rsp), %rbx
	movq	%rbx, 48(%r14)
	leaq	0(,%rcx,8), %rbx
	leaq	(%r9,%rbx), %rsi
	testq	%rcx, %rcx
	je	.L1538
	movq	(%rsi), %rdx
	movq	%rdx, (%r14)
.L1538:
	cmpq	%rdi, %rax
	jb	.L1600
.L1539:
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
	je	.L1500
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
.L1500:
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
.L1506:
	.cfi_restore_state
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1507
	.p2align 4,,10
	.p2align 3
.L1600:
	movq	-8(%r9,%rax,8), %rdx
	movq	%rdx, 8(%r14)
	jmp	.L1539
	.p2align 4,,10
	.p2align 3
.L1501:
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1502
.L1599:
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
	movq	64(%r14), %rax
	movq	96(%r14), %rdi
	xorl	%esi, %esi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	cmpq	%r13, %r12
	movq	8(%rsp), %r11
	jnb	.L1536
	movq	96(%r14), %rcx
	movq	32(%rsp), %rsi
	movq	40(%rsp), %rdi
	.p2align 4,,10
	.p2align 3
.L1535:
	movq	(%rsi,%r12,8), %rax
	movq	(%rdi,%r12,8), %rdx
	addq	$1, %r12
	subq	%r15, %rax
	movq	%rdx, (%rcx,%rax,8)
	cmpq	%r13, %r12
	jne	.L1535
.L1536:
	movq	48(%rsp), %rax
	movq	88(%r14), %rcx
	movq	%r11, 48(%r14)
	movq	%r15, (%r14)
	movq	%rax, 8(%r14)
	movl	$1, 72(%r14)
	testq	%rcx, %rcx
	je	.L1500
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
	jmp	.L1500
	.p2align 4,,10
	.p2align 3
.L1549:
	movq	%r11, %r10
	jmp	.L1521
.L1595:
	testq	%rdi, %rdi
	jne	.L1520
	movq	8(%rsp), %r10
	xorl	%r13d, %r13d
	movl	$1, %eax
	jmp	.L1521
	.p2align 4,,10
	.p2align 3
.L1546:
	movq	%rcx, %r13
	jmp	.L1522
.L1596:
	cmpq	%rdi, %rax
	jnb	.L1525
	cmpq	$0, 24(%rsp)
	jne	.L1540
	jmp	.L1525
.L1584:
	call	sqrt@PLT
	jmp	.L1505
.L1512:
	movq	$-1, 48(%rsp)
	jmp	.L1513
	.cfi_endproc
.LFE118:
	.size	guess_narrow, .-guess_narrow
	.p2align 4
	.type	guess_hold, @function
guess_hold:
.LFB119:
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
	jne	.L1610
	movq	56(%rdi), %rax
	cmpq	64(%rdi), %rax
	je	.L1608
	movq	96(%rdi), %rdx
.L1604:
	movq	%rbp, (%rdx,%rax,8)
	movq	56(%rdi), %rax
	movq	104(%rdi), %rdx
	leaq	1(%rax), %rcx
	movq	%rcx, 56(%rdi)
	movq	%r12, (%rdx,%rax,8)
.L1601:
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
.L1610:
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
.L1608:
	.cfi_restore_state
	movq	%rcx, %rsi
	movq	%r8, %rdx
	movq	%r9, %rcx
	movq	%rdi, 8(%rsp)
	call	guess_narrow
	movq	8(%rsp), %rdi
	movq	(%rdi), %rax
	cmpq	%rax, %rbp
	jb	.L1611
	cmpq	%rbp, 8(%rdi)
	jb	.L1601
	movl	72(%rdi), %ecx
	movq	96(%rdi), %rdx
	testl	%ecx, %ecx
	jne	.L1606
	movq	56(%rdi), %rax
	jmp	.L1604
	.p2align 4,,10
	.p2align 3
.L1606:
	subq	%rax, %rbp
	addq	%r12, (%rdx,%rbp,8)
	jmp	.L1601
	.p2align 4,,10
	.p2align 3
.L1611:
	addq	%r12, 48(%rdi)
	jmp	.L1601
	.cfi_endproc
.LFE119:
	.size	guess_hold, .-guess_hold
	.p2align 4
	.type	select_add_runs, @function
select_add_runs:
.LFB134:
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
	jne	.L1652
	movdqa	32(%rdi), %xmm0
	movq	16(%rdi), %r8
	movq	24(%rdi), %r9
	movq	48(%rdi), %r15
	movhlps	%xmm0, %xmm1
	movq	384(%rdi), %rdi
	movq	%xmm0, 24(%rsp)
	movq	%xmm1, %r11
	testq	%rcx, %rcx
	je	.L1633
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
.L1622:
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
	jnb	.L1623
	addq	%rdi, 24(%rsp)
.L1623:
	cmpq	%rsi, %r11
	cmova	%rsi, %r11
	cmpq	%rsi, %rbp
	cmovb	%rsi, %rbp
	cmpq	$16383, %rsi
	jbe	.L1624
	bsrq	%rsi, %rax
	movl	$50, %ecx
	xorq	$63, %rax
	subl	%eax, %ecx
	shrq	%cl, %rsi
	salq	$13, %rcx
	addq	%rcx, %rsi
.L1624:
	addq	%rdi, (%r12,%rsi,8)
	addq	$8, %r10
	addq	$8, %r13
	cmpq	%r10, 16(%rsp)
	jne	.L1622
	movq	24(%rsp), %xmm0
	movq	%rbp, %r15
	movq	%r11, %xmm3
	movq	40(%rsp), %rbp
	movq	48(%rsp), %r12
	movq	56(%rsp), %r14
	punpcklqdq	%xmm3, %xmm0
.L1621:
	movq	%r8, 16(%rbx)
	movdqa	(%rsp), %xmm2
	movq	1064(%rbx), %r8
	movq	%r9, 24(%rbx)
	movq	%r15, 48(%rbx)
	movaps	%xmm2, (%rbx)
	movaps	%xmm0, 32(%rbx)
	testq	%r8, %r8
	je	.L1612
	movq	%r14, (%rsp)
	leaq	392(%rbx), %r15
	xorl	%esi, %esi
.L1631:
	movq	(%r15), %r9
	movq	8(%r15), %rax
	movq	48(%r15), %rdi
	subq	%r9, %rax
	cmpq	$0, (%rsp)
	je	.L1626
	movq	32(%rsp), %r14
	movq	%r12, %rcx
	movl	%esi, 16(%rsp)
	movq	%rbp, %r12
	xorl	%r13d, %r13d
	movq	%rbx, %rbp
	movq	%r14, %rbx
	movq	%rcx, %r14
	jmp	.L1630
	.p2align 4,,10
	.p2align 3
.L1654:
	addq	%rdi, %rdx
	cmpq	%r9, %rsi
	cmovb	%rdx, %rdi
	addq	$1, %r13
	cmpq	%r13, (%rsp)
	je	.L1653
.L1630:
	movq	(%r12,%r13,8), %rsi
	movq	(%r14,%r13,8), %rdx
	movq	%rsi, %r11
	addq	%rdx, %rbx
	subq	%r9, %r11
	cmpq	%r11, %rax
	jb	.L1654
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
	jne	.L1630
.L1653:
	movl	16(%rsp), %esi
	movq	%rbp, %rbx
	movq	%r12, %rbp
	movq	%r14, %r12
.L1626:
	movq	%rdi, 48(%r15)
	addl	$1, %esi
	addq	$112, %r15
	testq	%r8, %r8
	je	.L1612
	cmpl	$5, %esi
	jne	.L1631
.L1612:
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
.L1652:
	.cfi_restore_state
	testq	%rcx, %rcx
	je	.L1612
	movslq	320(%rdi), %rdx
	leaq	324(%rdi), %r11
	xorl	%r9d, %r9d
	movq	%rdx, %rax
	leaq	(%r11,%rdx,4), %r8
.L1617:
	testl	%eax, %eax
	jle	.L1615
	.p2align 4,,10
	.p2align 3
.L1650:
	movq	(%r12,%r9,8), %r10
	movq	0(%rbp,%r9,8), %rdi
	movq	%r11, %rsi
	.p2align 4,,10
	.p2align 3
.L1620:
	movslq	(%rsi), %rax
	movq	%rdi, %rdx
	movl	272(%rbx,%rax,4), %ecx
	subq	224(%rbx,%rax,8), %rdx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1619
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%rbx), %rdx
	addq	%r10, (%rdx,%rax,8)
.L1619:
	addq	$4, %rsi
	cmpq	%rsi, %r8
	jne	.L1620
	addq	$1, %r9
	cmpq	%r14, %r9
	jne	.L1650
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
.L1615:
	.cfi_restore_state
	addq	$1, %r9
	cmpq	%r9, %r14
	jne	.L1617
	jmp	.L1612
.L1633:
	movq	32(%rsp), %rdi
	movq	%rax, 8(%rsp)
	movq	%rdi, (%rsp)
	jmp	.L1621
	.cfi_endproc
.LFE134:
	.size	select_add_runs, .-select_add_runs
	.p2align 4
	.type	guess_hold_terms, @function
guess_hold_terms:
.LFB123:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rdx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%r8, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%r9, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	32(%rdi), %rdx
	movq	%rcx, 8(%rsp)
	movq	96(%rsp), %r15
	movq	40(%rdi), %rcx
	.p2align 4,,10
	.p2align 3
.L1656:
	movq	%rdx, %rdi
	cmpq	%r13, %rcx
	jnb	.L1669
	testq	%rdx, %rdx
	jne	.L1692
.L1655:
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
.L1669:
	.cfi_restore_state
	movq	%rdx, %rax
.L1667:
	cmpq	%rax, %r14
	cmovbe	%r14, %rax
	cmpq	%rax, %r15
	jnb	.L1655
	movl	72(%rbx), %esi
	testl	%esi, %esi
	jne	.L1657
	movq	64(%rbx), %rsi
	subq	%r15, %rax
	movq	56(%rbx), %r8
	movq	%rsi, %r9
	shrq	%r9
	cmpq	%rax, %r9
	jnb	.L1658
	addq	%r8, %rax
	cmpq	%rax, %rsi
	jnb	.L1658
	cmpq	%r8, %r9
	jb	.L1693
.L1659:
	movq	16(%rbx), %rax
	cmpq	24(%rbx), %r13
	jb	.L1660
	testq	%rax, %rax
	jne	.L1694
.L1661:
	cmpq	%r13, %rcx
	jnb	.L1662
	testq	%rdx, %rdx
	je	.L1656
	leaq	-1(%rdx), %rdi
.L1662:
	movl	72(%rbx), %eax
	cmpq	%rdi, %r14
	cmovbe	%r14, %rdi
	testl	%eax, %eax
	jne	.L1656
	cmpq	%rdi, %r15
	jnb	.L1656
	movq	64(%rbx), %rax
	subq	%r15, %rdi
	subq	56(%rbx), %rax
	cmpq	%rdi, %rax
	jnb	.L1656
	movl	$1, 76(%rbx)
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
.L1658:
	.cfi_restore_state
	cmpq	%rsi, %r8
	jb	.L1657
	movq	88(%rsp), %rcx
	movq	80(%rsp), %rdx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	guess_narrow
	movq	16(%rbx), %rax
	cmpq	24(%rbx), %r13
	jb	.L1666
	testq	%rax, %rax
	je	.L1691
	subq	$1, %rax
.L1666:
	cmpq	%rax, %r14
	cmovbe	%r14, %rax
	cmpq	%rax, %r15
	jnb	.L1691
	movq	%rax, %rdx
	subq	%r15, %rdx
	movq	%rax, %r15
	imulq	%r12, %rdx
	addq	%rdx, 48(%rbx)
.L1691:
	movq	40(%rbx), %rcx
	movq	32(%rbx), %rdx
	jmp	.L1656
	.p2align 4,,10
	.p2align 3
.L1657:
	movq	8(%rsp), %rsi
	addq	$1, %r15
	movq	%rbp, %rcx
	movq	%r12, %rdx
	movq	88(%rsp), %r9
	movq	80(%rsp), %r8
	movq	%rbx, %rdi
	imulq	%r15, %rsi
	addq	%r13, %rsi
	call	guess_hold
	movq	40(%rbx), %rcx
	movq	32(%rbx), %rdx
	jmp	.L1656
	.p2align 4,,10
	.p2align 3
.L1692:
	leaq	-1(%rdx), %rax
	jmp	.L1667
	.p2align 4,,10
	.p2align 3
.L1694:
	subq	$1, %rax
.L1660:
	cmpq	%rax, %r14
	cmovbe	%r14, %rax
	cmpq	%rax, %r15
	jnb	.L1661
	movq	%rax, %rsi
	subq	%r15, %rsi
	movq	%rax, %r15
	imulq	%r12, %rsi
	addq	%rsi, 48(%rbx)
	jmp	.L1661
	.p2align 4,,10
	.p2align 3
.L1693:
	movq	88(%rsp), %rcx
	movq	80(%rsp), %rdx
	movq	%rbx, %rdi
	movq	%rbp, %rsi
	call	guess_narrow
	movq	32(%rbx), %rdx
	movq	40(%rbx), %rcx
	movq	%rdx, %rdi
	jmp	.L1659
	.cfi_endproc
.LFE123:
	.size	guess_hold_terms, .-guess_hold_terms
	.p2align 4
	.type	cqr_first_runs, @function
cqr_first_runs:
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
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movq	8(%rdi), %rax
	movq	(%rdi), %r11
	movdqa	80(%rdi), %xmm0
	movdqa	32(%rdi), %xmm1
	movq	%rsi, 88(%rsp)
	movdqa	48(%rdi), %xmm2
	movdqa	64(%rdi), %xmm3
	movq	%rax, 80(%rsp)
	movq	520(%rdi), %rax
	movq	%rdx, 96(%rsp)
	movq	%rcx, 104(%rsp)
	movq	%rax, 136(%rsp)
	movq	528(%rdi), %rax
	movaps	%xmm1, 16(%rsp)
	movq	%rax, 144(%rsp)
	movaps	%xmm2, 48(%rsp)
	movaps	%xmm3, 64(%rsp)
	movhps	%xmm0, 128(%rsp)
	movq	%xmm0, 152(%rsp)
	testq	%rcx, %rcx
	je	.L1696
	xorl	%r15d, %r15d
	movq	1208(%rdi), %r8
	movq	%r15, %r9
	movq	%r11, %r15
	.p2align 4,,10
	.p2align 3
.L1716:
	movq	$0, 8(%rsp)
	movq	88(%rsp), %rax
	xorl	%edx, %edx
	movq	(%rax,%r9,8), %rbx
	movq	96(%rsp), %rax
	movq	(%rax,%r9,8), %r14
	movq	%rbx, %rax
	divq	%r15
	movq	%r14, (%rsp)
	movq	%rdx, %r13
	movq	%rax, %rbp
	cmpq	%r15, %rbx
	jnb	.L1697
	movq	%r14, %rax
	movq	(%rsp), %rsi
	movq	8(%rsp), %rdi
	addq	%rsi, 16(%rsp)
	adcq	%rdi, 24(%rsp)
	mulq	%rbx
	addq	%rax, 48(%rsp)
	adcq	%rdx, 56(%rsp)
	xorl	%eax, %eax
	cmpq	%rbx, 80(%rsp)
	setnb	%al
	mulq	%rsi
	addq	%rax, 64(%rsp)
	adcq	%rdx, 72(%rsp)
	testq	%r8, %r8
	je	.L1699
.L1698:
	movq	16(%rsp), %rsi
	xorl	%eax, %eax
	movq	%r13, %r10
	movq	%r9, 40(%rsp)
	leaq	536(%r12), %rdi
	movq	%rsi, 32(%rsp)
	movq	%rbp, %rsi
	movq	%rdi, %r13
	movq	%rbx, %rbp
	movl	%eax, %ebx
	movq	%rsi, %rax
	jmp	.L1711
	.p2align 4,,10
	.p2align 3
.L1739:
	testl	%edx, %edx
	jne	.L1704
	movq	0(%r13), %rcx
	movq	8(%r13), %rdx
	movq	%rbp, %rsi
	subq	%rcx, %rsi
	subq	%rcx, %rdx
	cmpq	%rsi, %rdx
	jnb	.L1738
	movq	48(%r13), %rdx
	cmpq	%rcx, %rbp
	leaq	(%rdx,%r14), %rsi
	cmovb	%rsi, %rdx
	movq	%rdx, 48(%r13)
	movq	1208(%r12), %r8
.L1704:
	addl	$1, %ebx
	addq	$112, %r13
	testq	%r8, %r8
	je	.L1719
.L1740:
	cmpl	$6, %ebx
	je	.L1719
.L1711:
	movq	1216(%r12), %r9
	movl	76(%r13), %edx
	cmpq	%r15, %rbp
	jb	.L1739
	testl	%edx, %edx
	jne	.L1704
	movq	16(%r13), %rdx
	cmpq	24(%r13), %r10
	jb	.L1736
	xorl	%ecx, %ecx
	testq	%rdx, %rdx
	je	.L1709
	subq	$1, %rdx
.L1736:
	cmpq	%rax, %rdx
	movq	%r14, %rcx
	cmova	%rax, %rdx
	imulq	%rdx, %rcx
.L1709:
	addq	%rcx, 48(%r13)
	movq	32(%r13), %rcx
	cmpq	%r10, 40(%r13)
	jnb	.L1710
	testq	%rcx, %rcx
	je	.L1737
	subq	$1, %rcx
.L1710:
	cmpq	%rcx, %rax
	cmovbe	%rax, %rcx
	cmpq	%rcx, %rdx
	jnb	.L1737
	subq	$8, %rsp
	.cfi_def_cfa_offset 232
	movq	%rax, %rsi
	movq	%r13, %rdi
	movq	%r15, %rcx
	pushq	%rdx
	.cfi_def_cfa_offset 240
	movq	%r10, %rdx
	addl	$1, %ebx
	addq	$112, %r13
	pushq	%r9
	.cfi_def_cfa_offset 248
	pushq	%r8
	.cfi_def_cfa_offset 256
	movq	64(%rsp), %r9
	movq	%r14, %r8
	movq	%r10, 152(%rsp)
	movq	%rax, 144(%rsp)
	call	guess_hold_terms
	movq	1208(%r12), %r8
	addq	$32, %rsp
	.cfi_def_cfa_offset 224
	movq	120(%rsp), %r10
	movq	112(%rsp), %rax
	testq	%r8, %r8
	jne	.L1740
	.p2align 4,,10
	.p2align 3
.L1719:
	movq	%rbp, %rbx
	movq	40(%rsp), %r9
	movq	%rax, %rbp
	cmpq	%r15, %rbx
	jb	.L1699
.L1713:
	addq	%r14, 128(%rsp)
	movq	%rbp, %rax
	cmpq	$16383, %rbp
	jbe	.L1715
	bsrq	%rbp, %rax
	movl	$50, %ecx
	movq	%rbp, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1715:
	movq	136(%rsp), %rdi
	movq	144(%rsp), %rbx
	salq	$3, %rax
	addq	%r14, (%rdi,%rax)
	imulq	%rbp, %r14
	addq	%r14, (%rbx,%rax)
.L1714:
	addq	$1, %r9
	cmpq	%r9, 104(%rsp)
	jne	.L1716
	movq	152(%rsp), %xmm0
	movhps	128(%rsp), %xmm0
.L1696:
	movdqa	16(%rsp), %xmm4
	movdqa	48(%rsp), %xmm5
	movaps	%xmm0, 80(%r12)
	movdqa	64(%rsp), %xmm6
	movaps	%xmm4, 32(%r12)
	movaps	%xmm5, 48(%r12)
	movaps	%xmm6, 64(%r12)
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
.L1737:
	.cfi_restore_state
	movq	1208(%r12), %r8
	jmp	.L1704
	.p2align 4,,10
	.p2align 3
.L1697:
	movq	%r14, %rax
	mulq	%rbp
	addq	%rax, 16(%rsp)
	adcq	%rdx, 24(%rsp)
	movq	%rax, %r10
	movq	%r15, %rax
	movq	%rdx, %r11
	imulq	%rbp, %rax
	leaq	1(%rbp), %rdx
	mulq	%rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rax, %rsi
	movq	%r13, %rax
	movq	%rdx, %rdi
	mulq	%rbp
	addq	%rsi, %rax
	movq	(%rsp), %rsi
	adcq	%rdi, %rdx
	movq	80(%rsp), %rdi
	movq	%rsi, %rcx
	imulq	%rdx, %rcx
	mulq	%rsi
	addq	%rcx, %rdx
	addq	%rax, 48(%rsp)
	adcq	%rdx, 56(%rsp)
	cmpq	%rbx, %rdi
	jnb	.L1700
	leaq	(%r15,%r13), %rax
	cmpq	%rax, %rdi
	jb	.L1701
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%r13, %rax
	divq	%r15
	mulq	%r14
	addq	%rax, 64(%rsp)
	adcq	%rdx, 72(%rsp)
.L1701:
	testq	%r8, %r8
	jne	.L1698
	jmp	.L1713
	.p2align 4,,10
	.p2align 3
.L1738:
	movq	32(%rsp), %rcx
	movq	%r14, %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	movq	%r10, 120(%rsp)
	movq	%rax, 112(%rsp)
	call	guess_hold
	movq	112(%rsp), %rax
	movq	120(%rsp), %r10
	movq	1208(%r12), %r8
	jmp	.L1704
	.p2align 4,,10
	.p2align 3
.L1699:
	addq	%r14, 152(%rsp)
	jmp	.L1714
	.p2align 4,,10
	.p2align 3
.L1700:
	addq	%r10, 64(%rsp)
	adcq	%r11, 72(%rsp)
	jmp	.L1701
	.cfi_endproc
.LFE141:
	.size	cqr_first_runs, .-cqr_first_runs
	.p2align 4
	.type	cqr_add_n, @function
cqr_add_n:
.LFB142:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rsi, %rax
	movq	%rdi, %r10
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	subq	$16, %rsp
	.cfi_def_cfa_offset 48
	movq	(%rdi), %rbx
	movl	20(%rdi), %r11d
	movq	%rdx, (%rsp)
	xorl	%edx, %edx
	divq	%rbx
	movq	%rsi, 8(%rsp)
	testl	%r11d, %r11d
	je	.L1751
	movq	%rsi, %r11
	leaq	216(%r10), %rbp
	xorl	%r8d, %r8d
	leaq	192(%rdi), %rsi
	leaq	240(%rdi), %rdi
	jmp	.L1748
	.p2align 4,,10
	.p2align 3
.L1752:
	cmpq	%rbx, %r11
	jb	.L1744
	movl	192(%rsi), %ecx
	movq	%rax, %r9
	subq	96(%rdi), %r9
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1744
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
.L1744:
	addq	$4, %rsi
	addq	$65536, %r8
	addq	$8, %rdi
	cmpq	%rsi, %rbp
	je	.L1741
.L1748:
	movl	(%rsi), %r9d
	testl	%r9d, %r9d
	jne	.L1744
	movl	24(%rsi), %ecx
	testl	%ecx, %ecx
	je	.L1752
	movq	(%rdi), %rcx
	testq	%rcx, %rcx
	jne	.L1746
	movq	%r11, %rcx
	cmpq	%rbx, %r11
	jnb	.L1744
.L1747:
	subq	96(%rdi), %rcx
	movq	%rcx, %r9
	movl	192(%rsi), %ecx
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1744
	movq	504(%r10), %r9
	addq	%r8, %rcx
	movq	(%rsp), %r12
	addq	%r12, (%r9,%rcx,8)
	jmp	.L1744
	.p2align 4,,10
	.p2align 3
.L1751:
	movq	%rsp, %rdx
	leaq	8(%rsp), %rsi
	movl	$1, %ecx
	call	cqr_first_runs
.L1741:
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
.L1746:
	.cfi_restore_state
	cmpq	%rcx, %rax
	jb	.L1744
	cmpq	%rbx, %r11
	jb	.L1744
	movq	%rdx, %rcx
	jmp	.L1747
	.cfi_endproc
.LFE142:
	.size	cqr_add_n, .-cqr_add_n
	.p2align 4
	.type	think_of.part.0.isra.0, @function
think_of.part.0.isra.0:
.LFB400:
	.cfi_startproc
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	testq	%rsi, %rsi
	js	.L1754
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rsi, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1755:
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
	ja	.L1753
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1753
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1762
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1753:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1754:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1755
	.p2align 4,,10
	.p2align 3
.L1762:
	cvttsd2siq	%xmm1, %rax
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE400:
	.size	think_of.part.0.isra.0, .-think_of.part.0.isra.0
	.p2align 4
	.type	poisson_gaps, @function
poisson_gaps:
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
	movabsq	$-7046029254386353131, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	24(%rdi), %r15
	movq	32(%rdi), %rax
	imulq	%rbp, %r15
	addq	16(%rdi), %r15
	testq	%rax, %rax
	je	.L1768
	movq	8(%rdi), %r14
	movq	%rdi, %rbx
	movabsq	$-4658895280553007687, %r13
	movabsq	$-7723592293110705685, %r12
	leaq	(%r14,%rax,8), %rax
	movq	%rax, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1765:
	addq	%rbp, %r15
	pxor	%xmm0, %xmm0
	movsd	(%rbx), %xmm2
	addq	$8, %r14
	movq	%r15, %rdx
	movsd	.LC2(%rip), %xmm1
	shrq	$30, %rdx
	movsd	%xmm2, (%rsp)
	xorq	%r15, %rdx
	imulq	%r13, %rdx
	movq	%rdx, %rax
	shrq	$27, %rax
	xorq	%rdx, %rax
	imulq	%r12, %rax
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
	divsd	(%rsp), %xmm0
	mulsd	.LC28(%rip), %xmm0
	movsd	%xmm0, -8(%r14)
	cmpq	%r14, 8(%rsp)
	jne	.L1765
.L1768:
	addq	$24, %rsp
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
.LFE29:
	.size	poisson_gaps, .-poisson_gaps
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB61:
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
	jnb	.L1770
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
	jmp	.L1780
	.p2align 4,,10
	.p2align 3
.L1790:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1775:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1774:
	cmpq	%r15, %rbp
	jnb	.L1770
.L1780:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1772
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1772
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1789
.L1772:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1775
	cmpq	%rax, %rbx
	jnb	.L1776
	addq	%r8, %rdx
.L1777:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1790
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1775
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
	jmp	.L1775
	.p2align 4,,10
	.p2align 3
.L1776:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1777
	.p2align 4,,10
	.p2align 3
.L1770:
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
.L1789:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1773:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1773
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1774
	.cfi_endproc
.LFE61:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	ref_walker_start, @function
ref_walker_start:
.LFB154:
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
	je	.L1792
	movq	64(%rsi), %rax
.L1792:
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
.LFE154:
	.size	ref_walker_start, .-ref_walker_start
	.p2align 4
	.type	stall_src_next, @function
stall_src_next:
.LFB42:
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
	je	.L1796
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L1826
.L1801:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L1827
	movq	56(%rbp), %rdx
.L1813:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L1807
.L1814:
	movq	$-1, %rax
.L1810:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L1796:
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
.L1818:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L1807:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L1814
	addq	%rdx, %rax
	jmp	.L1810
	.p2align 4,,10
	.p2align 3
.L1826:
	testq	%rax, %rax
	js	.L1799
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1800:
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
	ja	.L1801
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1801
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1828
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1801
	.p2align 4,,10
	.p2align 3
.L1827:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L1805
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L1806:
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
	ja	.L1818
	comisd	.LC291(%rip), %xmm1
	jnb	.L1814
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1829
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L1813
	.p2align 4,,10
	.p2align 3
.L1799:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1800
	.p2align 4,,10
	.p2align 3
.L1805:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1806
	.p2align 4,,10
	.p2align 3
.L1829:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L1813
	.p2align 4,,10
	.p2align 3
.L1828:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1801
	.cfi_endproc
.LFE42:
	.size	stall_src_next, .-stall_src_next
	.p2align 4
	.type	server_init, @function
server_init:
.LFB54:
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
	je	.L1831
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L1832
.L1843:
	leaq	24(%rbx), %rbp
.L1833:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1835
	movq	$-1, (%rbx)
.L1836:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L1838:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L1839:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1830
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L1840
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L1851
.L1840:
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
.L1831:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L1846
	cmpq	$0, 40(%rsi)
	je	.L1830
	.p2align 4,,10
	.p2align 3
.L1846:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L1833
	.p2align 4,,10
	.p2align 3
.L1832:
	cmpq	$0, 40(%rsi)
	jne	.L1843
.L1830:
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
.L1835:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L1836
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L1838
	.p2align 4,,10
	.p2align 3
.L1851:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L1839
	.cfi_endproc
.LFE54:
	.size	server_init, .-server_init
	.p2align 4
	.type	walk_start, @function
walk_start:
.LFB66:
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
	je	.L1853
	movq	160(%rsi), %rbp
.L1853:
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
.LFE66:
	.size	walk_start, .-walk_start
	.p2align 4
	.type	general_start, @function
general_start:
.LFB149:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_start
	.cfi_endproc
.LFE149:
	.size	general_start, .-general_start
	.p2align 4
	.type	ref_walker_totals, @function
ref_walker_totals:
.LFB157:
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
	jne	.L1875
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L1864
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L1864
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L1864
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L1864:
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
.L1875:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L1876
.L1861:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L1862
	.p2align 4,,10
	.p2align 3
.L1877:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L1864
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
.L1862:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1877
	jmp	.L1864
	.p2align 4,,10
	.p2align 3
.L1876:
	movq	64(%rsi), %rax
	jmp	.L1861
	.cfi_endproc
.LFE157:
	.size	ref_walker_totals, .-ref_walker_totals
	.p2align 4
	.type	serve_random, @function
serve_random:
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
	jnb	.L1878
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
	jmp	.L1889
	.p2align 4,,10
	.p2align 3
.L1895:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L1881:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L1882
	movq	56(%r12), %rax
	addq	%r13, %rax
.L1882:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L1883:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1887
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L1884
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L1894
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1887:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L1878
.L1889:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L1895
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L1881
	.p2align 4,,10
	.p2align 3
.L1894:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L1883
	.p2align 4,,10
	.p2align 3
.L1884:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1878:
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
.LFE55:
	.size	serve_random, .-serve_random
	.p2align 4
	.type	service_of, @function
service_of:
.LFB37:
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
	je	.L1897
	cmpl	$3, %eax
	je	.L1898
	cmpl	$1, %eax
	movq	(%rdi), %rax
	je	.L1899
.L1896:
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
.L1897:
	.cfi_restore_state
	movq	96(%rdi), %rdi
	movq	%rsi, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	movsd	24(%rbx), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1926
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
.L1899:
	.cfi_restore_state
	testq	%rax, %rax
	js	.L1901
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
	movsd	%xmm7, 8(%rsp)
.L1902:
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
	ja	.L1917
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1896
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1930
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1896
	.p2align 4,,10
	.p2align 3
.L1898:
	movsd	16(%rdi), %xmm0
	movq	(%rdi), %r12
	mulsd	%xmm0, %xmm0
	call	log1p@PLT
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1927
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1911:
	testq	%r12, %r12
	js	.L1912
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1913:
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
	ja	.L1928
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1916:
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
	ja	.L1917
	comisd	.LC289(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1896
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1931
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1896
	.p2align 4,,10
	.p2align 3
.L1926:
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
.L1901:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1902
	.p2align 4,,10
	.p2align 3
.L1917:
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
.L1912:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1913
	.p2align 4,,10
	.p2align 3
.L1930:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1896
	.p2align 4,,10
	.p2align 3
.L1931:
	cvttsd2siq	%xmm0, %rax
	jmp	.L1896
.L1927:
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1911
.L1928:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1916
	.cfi_endproc
.LFE37:
	.size	service_of, .-service_of
	.p2align 4
	.type	ref_request, @function
ref_request:
.LFB109:
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
	je	.L1945
	movq	%rdi, %rbp
	movq	%r12, %rdi
	leaq	8(%rsp), %r15
	movq	%rsp, %r14
	call	service_of
	leaq	16(%rsp), %r13
	movq	%rax, %r12
	jmp	.L1935
	.p2align 4,,10
	.p2align 3
.L1946:
	movq	8(%rsp), %rax
	addq	(%rsp), %rax
	cmpq	%rax, %rbx
	jb	.L1934
	movq	32(%rsp), %rax
	movdqa	16(%rsp), %xmm1
	movq	%rax, 96(%rbp)
	movups	%xmm1, 80(%rbp)
.L1935:
	movdqu	80(%rbp), %xmm0
	movq	96(%rbp), %rax
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	movq	%rax, 32(%rsp)
	movaps	%xmm0, 16(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1946
.L1934:
	movq	96(%rbp), %rax
	movdqu	80(%rbp), %xmm2
	movq	%rax, 32(%rsp)
	movaps	%xmm2, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L1936:
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1947
	movq	(%rsp), %rdx
	movq	8(%rsp), %rcx
	addq	%rdx, %rcx
	cmpq	%rcx, %rbx
	jnb	.L1936
	cmpq	%rdx, %rbx
	jnb	.L1940
	addq	%rbx, %r12
	cmpq	%r12, %rdx
	jnb	.L1932
	subq	%rdx, %r12
	movq	%rcx, %rbx
	jmp	.L1936
	.p2align 4,,10
	.p2align 3
.L1940:
	movq	%rcx, %rbx
	jmp	.L1936
	.p2align 4,,10
	.p2align 3
.L1947:
	addq	%rbx, %r12
.L1932:
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
.L1945:
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
.LFE109:
	.size	ref_request, .-ref_request
	.p2align 4
	.type	ref_walker_run, @function
ref_walker_run:
.LFB155:
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
	je	.L1960
	movl	176(%rdi), %ebp
	xorl	%r15d, %r15d
	jmp	.L1958
	.p2align 4,,10
	.p2align 3
.L1950:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jnb	.L1949
	movq	200(%r14), %rax
	cmpq	192(%r14), %rax
	je	.L1949
	movq	184(%r14), %rdx
	leaq	1(%rax), %rsi
	movq	%rsi, 200(%r14)
	movq	232(%r14), %rsi
	movq	(%rdx,%rax,8), %r12
	cmpl	$2, %ebp
	je	.L1974
	cmpq	%r13, %rbx
	jb	.L1957
	cmpl	$1, %ebp
	jne	.L1957
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%r13
	movq	216(%r14), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
.L1957:
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
.L1956:
	movq	8(%rsp), %rax
	movq	%rbx, 224(%r14)
	cmpq	%rax, %r15
	jnb	.L1949
.L1958:
	movq	224(%r14), %rbx
	cmpl	$3, %ebp
	jne	.L1950
	cmpq	%r13, %rbx
	jnb	.L1951
	movq	(%rsp), %rax
	movq	144(%rax), %r12
	testq	%r12, %r12
	je	.L1953
	xorl	%r12d, %r12d
.L1952:
	movq	232(%r14), %rsi
	jmp	.L1957
	.p2align 4,,10
	.p2align 3
.L1974:
	cmpq	%rsi, %r12
	jnb	.L1957
	addq	$1, %rbx
	jmp	.L1956
	.p2align 4,,10
	.p2align 3
.L1953:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jb	.L1952
.L1949:
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
.L1951:
	.cfi_restore_state
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	216(%r14), %rax
	movq	(%rax,%rdx,8), %r12
	movq	(%rsp), %rax
	movq	144(%rax), %rax
	testq	%rax, %rax
	je	.L1953
	cmpq	%rax, %r12
	jb	.L1952
	jmp	.L1949
.L1960:
	xorl	%r15d, %r15d
	jmp	.L1949
	.cfi_endproc
.LFE155:
	.size	ref_walker_run, .-ref_walker_run
	.p2align 4
	.type	service_fill, @function
service_fill:
.LFB38:
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
	je	.L1976
	testq	%rcx, %rcx
	je	.L1975
	movq	%rsi, %rax
	addq	%rsi, %rbp
	negq	%rax
	leaq	(%rdx,%rax,8), %r12
	.p2align 4,,10
	.p2align 3
.L1985:
	movq	%rbx, %rsi
	movq	%r13, %rdi
	call	service_of
	movq	%rax, (%r12,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	jne	.L1985
.L1975:
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
.L1976:
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
	js	.L1978
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1979:
	testq	%rbp, %rbp
	je	.L1975
	addq	$1, %rbx
	leaq	(%rdx,%rbp,8), %r13
	movq	%rdx, %r14
	movabsq	$-7046029254386353131, %rax
	movabsq	$-4658895280553007687, %r12
	imulq	%rax, %rbx
	movabsq	$-7723592293110705685, %rbp
	addq	%rcx, %rbx
	jmp	.L1984
	.p2align 4,,10
	.p2align 3
.L1994:
	cvttsd2siq	%xmm1, %rax
	.p2align 4,,10
	.p2align 3
.L1981:
	movq	%rax, (%r14)
	addq	$8, %r14
	movabsq	$-7046029254386353131, %rax
	addq	%rax, %rbx
	cmpq	%r14, %r13
	je	.L1975
.L1984:
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
	ja	.L1981
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1981
	comisd	.LC83(%rip), %xmm1
	jb	.L1994
	subsd	.LC83(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1981
	.p2align 4,,10
	.p2align 3
.L1978:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1979
	.cfi_endproc
.LFE38:
	.size	service_fill, .-service_fill
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB88:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L2010
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
.L1996:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L2001
	.p2align 4,,10
	.p2align 3
.L1997:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1999
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1999:
	testq	%r8, %r8
	je	.L2000
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L2000
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L2000:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1997
.L2001:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1996
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
.L2010:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE88:
	.size	dist_correct, .-dist_correct
	.p2align 4
	.type	run_open, @function
run_open:
.LFB62:
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
	jnb	.L2013
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
	jmp	.L2024
	.p2align 4,,10
	.p2align 3
.L2033:
	movq	$-1, (%rdi)
.L2018:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L2017:
	cmpq	%r15, %rbx
	jnb	.L2013
.L2024:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L2015
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L2015
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L2032
.L2015:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L2018
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L2019
	addq	%rcx, %rdx
.L2020:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L2033
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L2018
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
	jmp	.L2018
	.p2align 4,,10
	.p2align 3
.L2019:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L2020
	.p2align 4,,10
	.p2align 3
.L2013:
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
.L2032:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L2016:
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
	jne	.L2016
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L2017
	.cfi_endproc
.LFE62:
	.size	run_open, .-run_open
	.p2align 4
	.type	walk_steps, @function
walk_steps:
.LFB68:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %rax
	movl	%ecx, %r11d
	movq	%rdx, %rdi
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
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	(%rax), %rcx
	movq	120(%rax), %rbx
	movq	128(%rax), %r15
	movq	96(%rax), %r13
	movq	%rdx, 40(%rsp)
	movq	%rbx, 32(%rsp)
	movq	136(%rcx), %rbx
	movq	%rcx, 16(%rsp)
	movq	144(%rax), %rdx
	movq	%rbx, 48(%rsp)
	movq	144(%rcx), %rbx
	movq	112(%rax), %rcx
	movq	%rsi, 64(%rsp)
	movq	%rbx, 120(%rsp)
	movq	80(%rax), %rbx
	movq	%rcx, 56(%rsp)
	movq	%rbx, 80(%rsp)
	movq	104(%rax), %rbx
	movq	%rbx, 104(%rsp)
	movq	88(%rax), %rbx
	movq	%rbx, 72(%rsp)
	movq	136(%rax), %rbx
	testq	%rdi, %rdi
	je	.L2035
	leaq	16(%rax), %rcx
	movq	%rax, 96(%rsp)
	movq	%rcx, 88(%rsp)
	jmp	.L2060
	.p2align 4,,10
	.p2align 3
.L2036:
	movq	48(%rsp), %rax
	cmpq	%rax, %r15
	jnb	.L2074
	movq	72(%rsp), %rax
	cmpq	%rax, %r13
	je	.L2074
	movq	80(%rsp), %rcx
	leaq	1(%r13), %rdi
	leaq	0(,%r13,8), %rax
	movq	%rdi, 24(%rsp)
	movq	(%rcx,%r13,8), %r12
	cmpl	$2, %r11d
	jne	.L2067
	movq	%rdi, %r13
	cmpq	%rdx, %r12
	jb	.L2040
.L2067:
	movq	56(%rsp), %rcx
	movq	%r12, %rbp
	leaq	(%rcx,%rbx,8), %rdi
	movq	%rdi, 8(%rsp)
	cmpl	$1, %r11d
	jne	.L2042
	movq	(%rdi), %rbp
	cmpq	%rbp, %r12
	cmovnb	%r12, %rbp
.L2042:
	cmpq	%rdx, %rbp
	movq	104(%rsp), %rsi
	cmovnb	%rbp, %rdx
	movq	%rdx, %r10
	testq	%rsi, %rsi
	je	.L2064
	movq	(%rsi,%rax), %rcx
	movq	16(%rsp), %rax
	cmpq	$0, 40(%rax)
	je	.L2076
	movq	88(%rsp), %rdi
	movq	%rcx, %rdx
	movq	%r10, %rsi
	movl	%r11d, 116(%rsp)
	call	serve_random
	movq	24(%rsp), %r13
	movl	116(%rsp), %r11d
	movq	%rax, %rdx
.L2044:
	testl	%r11d, %r11d
	movq	8(%rsp), %rax
	movq	64(%rsp), %rsi
	cmove	%r12, %rbp
	movq	%rdx, (%rax)
	movq	%rdx, %rax
	subq	%rbp, %rax
	movq	%rax, (%rsi,%r14,8)
	addq	$1, %r14
.L2040:
	movq	32(%rsp), %rax
	addq	$1, %rbx
	addq	$1, %r15
	cmpq	%rax, %rbx
	movl	$0, %eax
	cmove	%rax, %rbx
	movq	40(%rsp), %rax
	cmpq	%rax, %r14
	jnb	.L2074
.L2060:
	cmpl	$3, %r11d
	jne	.L2036
	movq	56(%rsp), %rax
	leaq	(%rax,%rbx,8), %rax
	movq	%rax, 8(%rsp)
	movq	(%rax), %r12
	movq	120(%rsp), %rax
	testq	%rax, %rax
	je	.L2037
	cmpq	%rax, %r12
	jnb	.L2074
.L2038:
	cmpq	%rdx, %r12
	movq	%r12, %rbp
	cmovnb	%r12, %rdx
	movq	%rdx, %r10
.L2039:
	movq	16(%rsp), %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L2050
	movq	(%rax), %rcx
.L2051:
	movq	16(%rsp), %rax
	cmpq	$0, 40(%rax)
	je	.L2077
	movq	88(%rsp), %rdi
	movq	%rcx, %rdx
	movq	%r10, %rsi
	movl	%r11d, 24(%rsp)
	call	serve_random
	movl	24(%rsp), %r11d
	movq	%rax, %rdx
	jmp	.L2044
	.p2align 4,,10
	.p2align 3
.L2037:
	movq	48(%rsp), %rax
	cmpq	%rax, %r15
	jb	.L2038
	.p2align 4,,10
	.p2align 3
.L2074:
	movq	96(%rsp), %rax
.L2035:
	addq	%r14, 152(%rax)
	movq	%rdx, 144(%rax)
	movq	%r15, 128(%rax)
	movq	%rbx, 136(%rax)
	movq	%r13, 96(%rax)
	addq	$136, %rsp
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
.L2076:
	.cfi_restore_state
	movq	96(%rsp), %rax
	leaq	(%rcx,%rdx), %rdx
	movq	24(%rsp), %r13
	movq	16(%rax), %rax
	cmpq	%rdx, %rax
	jnb	.L2044
	movq	16(%rsp), %rsi
	movq	48(%rsi), %r8
	cmpq	%rax, %r10
	jb	.L2078
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %rdi
	cmpq	%rsi, %r10
	cmovb	%rdi, %rdx
.L2046:
	movq	16(%rsp), %rdi
	movq	96(%rsp), %rsi
	movq	56(%rdi), %r9
	addq	$1, 24(%rsi)
	testq	%r9, %r9
	jne	.L2047
	movq	$-1, 16(%rsi)
.L2048:
	movq	24(%rsp), %r13
	jmp	.L2044
	.p2align 4,,10
	.p2align 3
.L2077:
	movq	96(%rsp), %rax
	leaq	(%rcx,%r10), %rdx
	movq	16(%rax), %rax
	cmpq	%rdx, %rax
	jnb	.L2044
	movq	16(%rsp), %rsi
	movq	48(%rsi), %r8
	cmpq	%rax, %r10
	jb	.L2079
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %rdi
	cmpq	%rsi, %r10
	cmovb	%rdi, %rdx
.L2054:
	movq	16(%rsp), %rdi
	movq	56(%rdi), %r9
	movq	96(%rsp), %rdi
	addq	$1, 24(%rdi)
	testq	%r9, %r9
	jne	.L2055
	movq	$-1, 16(%rdi)
	jmp	.L2044
	.p2align 4,,10
	.p2align 3
.L2050:
	movq	16(%rsp), %rdi
	movq	%r15, %rsi
	movl	%r11d, 116(%rsp)
	movq	%r10, 24(%rsp)
	call	service_of
	movl	116(%rsp), %r11d
	movq	24(%rsp), %r10
	movq	%rax, %rcx
	jmp	.L2051
	.p2align 4,,10
	.p2align 3
.L2064:
	movq	24(%rsp), %r13
	jmp	.L2039
	.p2align 4,,10
	.p2align 3
.L2079:
	addq	%r8, %rdx
	jmp	.L2054
	.p2align 4,,10
	.p2align 3
.L2078:
	addq	%r8, %rdx
	jmp	.L2046
	.p2align 4,,10
	.p2align 3
.L2055:
	movq	96(%rsp), %rsi
	addq	%r9, %rax
	movq	%rax, 16(%rsi)
	cmpq	%rdx, %rax
	jnb	.L2044
	movq	88(%rsp), %rdi
	movq	%r10, %rsi
	movl	%r11d, 24(%rsp)
	call	serve_stalls
	movl	24(%rsp), %r11d
	movq	%rax, %rdx
	jmp	.L2044
	.p2align 4,,10
	.p2align 3
.L2047:
	movq	96(%rsp), %rsi
	addq	%r9, %rax
	movq	%rax, 16(%rsi)
	cmpq	%rdx, %rax
	jnb	.L2048
	movq	88(%rsp), %rdi
	movq	%r10, %rsi
	movl	%r11d, 116(%rsp)
	call	serve_stalls
	movq	24(%rsp), %r13
	movl	116(%rsp), %r11d
	movq	%rax, %rdx
	jmp	.L2044
	.cfi_endproc
.LFE68:
	.size	walk_steps, .-walk_steps
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB69:
	.cfi_startproc
	movl	8(%rdi), %eax
	cmpl	$1, %eax
	je	.L2081
	cmpl	$2, %eax
	je	.L2082
	testl	%eax, %eax
	je	.L2084
	movl	$3, %ecx
	jmp	walk_steps
	.p2align 4,,10
	.p2align 3
.L2081:
	movl	$1, %ecx
	jmp	walk_steps
	.p2align 4,,10
	.p2align 3
.L2084:
	xorl	%ecx, %ecx
	jmp	walk_steps
	.p2align 4,,10
	.p2align 3
.L2082:
	movl	$2, %ecx
	jmp	walk_steps
	.cfi_endproc
.LFE69:
	.size	walk_run, .-walk_run
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
.LFB325:
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
.L2087:
	movl	872(%r10,%rax,4), %ecx
	testl	%ecx, %ecx
	je	.L2086
	movslq	%r13d, %rdx
	addl	$1, %r13d
	movl	%eax, 80(%rsp,%rdx,4)
.L2086:
	addq	$1, %rax
	cmpq	$9, %rax
	jne	.L2087
	cmpl	$1, %r13d
	jle	.L2088
	movq	24(%r10), %rax
	testq	%rax, %rax
	js	.L2089
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2090:
	leaq	80(%rsp), %rsi
	leaq	84(%rsp), %rcx
	movl	$1, %edx
	movsd	.LC73(%rip), %xmm4
	movq	.LC61(%rip), %xmm3
	pxor	%xmm5, %xmm5
	.p2align 4,,10
	.p2align 3
.L2091:
	movq	%rcx, %rax
	jmp	.L2092
	.p2align 4,,10
	.p2align 3
.L2170:
	movslq	%r11d, %r11
	leaq	(%r11,%r11,4), %r11
	salq	$4, %r11
	movq	104(%r10,%r11), %r11
	testq	%r11, %r11
	js	.L2097
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r11, %xmm1
.L2098:
	subsd	%xmm2, %xmm1
	movslq	%r9d, %r9
	leaq	(%r9,%r9,4), %r9
	salq	$4, %r9
	mulsd	%xmm4, %xmm1
	movq	104(%r10,%r9), %r9
	divsd	%xmm2, %xmm1
	andpd	%xmm3, %xmm1
	testq	%r9, %r9
	js	.L2099
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L2100:
	subsd	%xmm2, %xmm0
	mulsd	%xmm4, %xmm0
	divsd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L2094
	movq	%xmm6, -4(%rax)
	subq	$4, %rax
	cmpq	%rsi, %rax
	je	.L2094
.L2092:
	comisd	%xmm5, %xmm2
	movq	-4(%rax), %xmm0
	pshufd	$0xe5, %xmm0, %xmm7
	pshufd	$225, %xmm0, %xmm6
	movd	%xmm0, %r11d
	movd	%xmm7, %r9d
	ja	.L2170
.L2094:
	addl	$1, %edx
	addq	$4, %rcx
	cmpl	%edx, %r13d
	jne	.L2091
	testl	%r8d, %r8d
	je	.L2102
.L2101:
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
.L2119:
	movslq	(%rsi), %r15
	movq	%rsi, 24(%rsp)
	leaq	PCT_NAME(%rip), %r14
	movq	40(%rsp), %r12
	leaq	(%r15,%r15,4), %rbp
	salq	$4, %rbp
	jmp	.L2118
	.p2align 4,,10
	.p2align 3
.L2173:
	testq	%r8, %r8
	js	.L2116
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2117:
	subsd	%xmm1, %xmm0
	mulsd	.LC73(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2114:
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
	je	.L2171
.L2118:
	movq	(%r12), %r9
	movq	80(%r12,%rbp), %r8
	testq	%r9, %r9
	je	.L2104
	testq	%r8, %r8
	js	.L2105
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2106:
	testq	%r9, %r9
	js	.L2107
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L2108:
	leaq	.LC116(%rip), %rax
	leaq	.LC117(%rip), %rdx
	movl	$32, %esi
	movq	%rbx, %rdi
	divsd	%xmm1, %xmm0
	comisd	.LC73(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
	movq	(%r12), %r9
	movq	80(%r12,%rbp), %r8
	testq	%r9, %r9
	js	.L2172
.L2164:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L2113:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2173
	pxor	%xmm0, %xmm0
	jmp	.L2114
	.p2align 4,,10
	.p2align 3
.L2099:
	movq	%r9, %r11
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%r11
	orq	%r9, %r11
	cvtsi2sdq	%r11, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2100
	.p2align 4,,10
	.p2align 3
.L2097:
	movq	%r11, %rbx
	andl	$1, %r11d
	pxor	%xmm1, %xmm1
	shrq	%rbx
	orq	%r11, %rbx
	cvtsi2sdq	%rbx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2098
	.p2align 4,,10
	.p2align 3
.L2172:
	movq	%r9, %rax
	movq	%r9, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2113
	.p2align 4,,10
	.p2align 3
.L2104:
	movl	$6369134, (%rbx)
	jmp	.L2164
	.p2align 4,,10
	.p2align 3
.L2107:
	movq	%r9, %rax
	andl	$1, %r9d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r9, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2108
	.p2align 4,,10
	.p2align 3
.L2105:
	movq	%r8, %rax
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r8, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2106
	.p2align 4,,10
	.p2align 3
.L2116:
	movq	%r8, %rax
	movq	%r8, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2117
	.p2align 4,,10
	.p2align 3
.L2171:
	movq	24(%rsp), %rsi
	addq	$4, %rsi
	cmpq	%rsi, 32(%rsp)
	jne	.L2119
.L2085:
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
.L2102:
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
.L2121:
	movq	0(%rbp), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r12, %rbp
	jne	.L2121
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
.L2122:
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	addq	$8, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%rbp, %r12
	jne	.L2122
	movl	$10, %edi
	movq	%r14, 16(%rsp)
	call	putchar@PLT
	testl	%r13d, %r13d
	je	.L2123
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
.L2126:
	movl	(%r14), %eax
	leaq	.LC11(%rip), %rdx
	xorl	%ebp, %ebp
	testl	%eax, %eax
	jne	.L2174
.L2124:
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
.L2125:
	movq	88(%rbp,%r12,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r12
	jne	.L2125
	movl	$10, %edi
	addq	$4, %r14
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r14
	jne	.L2126
	leaq	.LC301(%rip), %rdi
	xorl	%eax, %eax
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	call	printf@PLT
	leaq	.LC302(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L2136:
	movslq	(%r12), %rbx
	leaq	.LC11(%rip), %rdx
	leaq	.LC298(%rip), %rdi
	xorl	%eax, %eax
	movq	0(%r13,%rbx,8), %rsi
	leaq	(%rbx,%rbx,4), %rbx
	salq	$4, %rbx
	call	printf@PLT
	movq	24(%rsp), %r14
	jmp	.L2135
	.p2align 4,,10
	.p2align 3
.L2176:
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L2167
.L2177:
	movq	80(%r14,%rbx), %rax
	testq	%rax, %rax
	js	.L2133
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2134:
	subsd	%xmm1, %xmm0
	mulsd	.LC73(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2131:
	movq	%r15, %rdi
	movl	$1, %eax
	addq	$8, %r14
	call	printf@PLT
	cmpq	%rbp, %r14
	je	.L2175
.L2135:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L2176
	movq	%rax, %rcx
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	andl	$1, %eax
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm0, %xmm1
	ja	.L2177
.L2167:
	pxor	%xmm0, %xmm0
	jmp	.L2131
	.p2align 4,,10
	.p2align 3
.L2133:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2134
	.p2align 4,,10
	.p2align 3
.L2175:
	movl	$10, %edi
	addq	$4, %r12
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r12
	jne	.L2136
.L2128:
	leaq	.LC303(%rip), %rdi
	call	puts@PLT
	jmp	.L2085
	.p2align 4,,10
	.p2align 3
.L2174:
	movslq	%eax, %rbp
	movq	16(%rsp), %rax
	movq	%rbx, %rdi
	movq	800(%rax,%rbp,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	jmp	.L2124
.L2089:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2090
.L2123:
	leaq	.LC301(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2128
.L2088:
	testl	%r8d, %r8d
	je	.L2102
	leaq	80(%rsp), %rsi
	cmpl	$1, %r13d
	je	.L2101
	jmp	.L2085
	.cfi_endproc
.LFE325:
	.size	print_score, .-print_score
	.section	.rodata.str1.1
.LC304:
	.string	"bench: %s\n"
	.text
	.p2align 4
	.type	due_restart, @function
due_restart:
.LFB51:
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
	je	.L2191
.L2189:
	ret
	.p2align 4,,10
	.p2align 3
.L2191:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L2189
	cmpl	$1, %eax
	je	.L2192
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
	jne	.L2193
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L2192:
	.cfi_restore 3
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L2193:
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
.LFE51:
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
.L2195:
	xorl	%r15d, %r15d
.L2199:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L2198
	.p2align 4,,10
	.p2align 3
.L2214:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L2213
.L2198:
	testq	%r15, %r15
	jne	.L2214
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L2198
.L2213:
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
	jne	.L2215
	movl	$1, %r15d
	jmp	.L2199
.L2215:
	subl	$1, 16(%rsp)
	jne	.L2195
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L2201
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2202:
	movsd	.LC305(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L2203
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2204:
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
	andpd	.LC61(%rip), %xmm0
	movsd	.LC59(%rip), %xmm1
	mulsd	.LC73(%rip), %xmm0
	divsd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	movsd	%xmm0, (%rax)
	jb	.L2211
	movsd	(%rbx), %xmm0
.L2194:
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
.L2211:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L2194
.L2201:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2202
.L2203:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2204
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
.LFB244:
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
.L2217:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2217
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L2218
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
.L2218:
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
.LFE244:
	.size	print_row_w, .-print_row_w
	.p2align 4
	.type	dist_of_sorted, @function
dist_of_sorted:
.LFB105:
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
	je	.L2223
.L2224:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L2232
	.p2align 4,,10
	.p2align 3
.L2227:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L2226
.L2232:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L2227
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L2228
.L2233:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L2228
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L2228:
	cmpq	%rbp, %rbx
	jnb	.L2223
	movq	%rbx, %rax
	jmp	.L2224
	.p2align 4,,10
	.p2align 3
.L2226:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L2233
.L2223:
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
.LFE105:
	.size	dist_of_sorted, .-dist_of_sorted
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB97:
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
	jne	.L2242
	movl	152(%rdi), %ecx
	movq	%rdi, %r11
	testl	%ecx, %ecx
	jne	.L2242
	cmpq	$1, 160(%rdi)
	je	.L2259
.L2242:
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
.L2259:
	.cfi_restore_state
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L2242
	movq	40(%rdi), %r10
	testq	%r10, %r10
	jne	.L2242
	movq	%rsi, %r12
	movq	%rdx, %rbx
	call	closed_form_gap.part.0
	testq	%rax, %rax
	jne	.L2242
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
.L2246:
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L2245
	jmp	.L2244
	.p2align 4,,10
	.p2align 3
.L2253:
	movq	%rdx, %rcx
.L2245:
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%rcx, %r10
	divq	%rcx
	testq	%rdx, %rdx
	jne	.L2253
.L2244:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L2246
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
.LFE97:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB181:
	.cfi_startproc
	movl	204(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L2270
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L2270:
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
	jne	.L2260
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L2260
	movl	152(%rbx), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L2265
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L2265
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L2260:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L2265:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE181:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB183:
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
	je	.L2271
	cmpl	$2, %edx
	je	.L2291
	movl	152(%rbp), %edx
	movq	136(%rbp), %r12
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L2292
.L2277:
	leaq	0(,%rdi,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rbx)
	testq	%rax, %rax
	je	.L2275
	salq	$3, %r12
.L2276:
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
.L2271:
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
.L2292:
	.cfi_restore_state
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L2277
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L2277
	.p2align 4,,10
	.p2align 3
.L2291:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L2275
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
	je	.L2275
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 56(%rbx)
	call	calloc@PLT
	movq	%rax, 72(%rbx)
	testq	%rax, %rax
	je	.L2275
	movl	$524288, %r12d
	movl	$524288, %ebp
	jmp	.L2276
.L2275:
	movl	$-1, %eax
	jmp	.L2271
	.cfi_endproc
.LFE183:
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
.LFB404:
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
	jle	.L2360
	movl	%esi, 28(%rsp)
	xorl	%ebx, %ebx
	leaq	1664+OPTIONS(%rip), %rbp
	movq	%rcx, 8(%rsp)
	movl	%ebx, %r14d
	.p2align 4,,10
	.p2align 3
.L2294:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 32(%rsp)
	movq	16(%rsp), %rcx
	movq	(%rcx,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L2367
	cmpb	$104, 1(%r15)
	jne	.L2367
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC310(%rip), %r13
	jne	.L2367
.L2297:
	leaq	OPTIONS(%rip), %rbx
	xorl	%r12d, %r12d
	jmp	.L2302
	.p2align 4,,10
	.p2align 3
.L2298:
	addl	$1, %r12d
	addq	$32, %rbx
	cmpl	$52, %r12d
	je	.L2301
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
.L2302:
	movq	(%rbx), %rdi
	testl	%eax, %eax
	jne	.L2298
	movslq	%r12d, %rdx
	leaq	OPTIONS(%rip), %rax
	salq	$5, %rdx
	movl	8(%rax,%rdx), %eax
	cmpl	$2, %eax
	je	.L2421
	leal	1(%r14), %r13d
	cmpl	$1, %eax
	je	.L2422
	cmpl	%r13d, 28(%rsp)
	je	.L2423
	movq	16(%rsp), %rax
	movq	32(%rsp), %rcx
	movq	8(%rax,%rcx), %r12
	cmpb	$45, (%r12)
	jne	.L2369
	cmpb	$104, 1(%r12)
	jne	.L2369
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC310(%rip), %rbx
	jne	.L2369
.L2316:
	leaq	32+OPTIONS(%rip), %r14
	jmp	.L2319
	.p2align 4,,10
	.p2align 3
.L2317:
	cmpq	%rbp, %r14
	je	.L2318
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$32, %r14
	call	strcmp@PLT
.L2319:
	testl	%eax, %eax
	jne	.L2317
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC323(%rip), %rdx
	call	snprintf@PLT
.L2305:
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
.L2318:
	.cfi_restore_state
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L2424
	movq	8(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	apply_amount.constprop.0
	testl	%eax, %eax
	jle	.L2321
	leaq	.LC326(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2322
	leaq	.LC327(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC328(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2323
	testl	%eax, %eax
	jne	.L2425
.L2323:
	testl	%eax, %eax
	movq	40(%rsp), %rcx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 200(%rcx)
.L2313:
	leal	1(%r13), %r14d
	cmpl	%r14d, 28(%rsp)
	jg	.L2294
.L2360:
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
.L2367:
	.cfi_restore_state
	leaq	.LC122(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r13
	call	strcmp@PLT
	jmp	.L2297
	.p2align 4,,10
	.p2align 3
.L2369:
	leaq	.LC122(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L2316
	.p2align 4,,10
	.p2align 3
.L2322:
	leaq	.LC331(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2325
	leaq	.LC332(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2426
	leaq	.LC333(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2327
	leaq	.LC334(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2327
	leaq	.LC335(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2427
	leaq	.LC336(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2330
	movq	40(%rsp), %rax
	movl	$3, 204(%rax)
	jmp	.L2313
	.p2align 4,,10
	.p2align 3
.L2301:
	cmpb	$45, (%r15)
	movq	8(%rsp), %rdi
	je	.L2428
.L2368:
	leaq	.LC311(%rip), %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC312(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
	.p2align 4,,10
	.p2align 3
.L2321:
	je	.L2313
	jmp	.L2305
	.p2align 4,,10
	.p2align 3
.L2325:
	leaq	.LC339(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2429
	leaq	.LC341(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2430
	leaq	.LC343(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2431
	leaq	.LC346(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2341
	leaq	.LC344(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC342(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2342
	testl	%eax, %eax
	jne	.L2432
.L2342:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 72(%rdx)
	jmp	.L2313
.L2428:
	cmpb	$45, 1(%r15)
	jne	.L2368
.L2304:
	leaq	.LC313(%rip), %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC314(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
	.p2align 4,,10
	.p2align 3
.L2422:
	leaq	.LC317(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	je	.L2433
	leaq	.LC318(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	jne	.L2309
	movq	40(%rsp), %rax
	movl	$1, 432(%rax)
.L2308:
	movl	%r14d, %r13d
	jmp	.L2313
	.p2align 4,,10
	.p2align 3
.L2433:
	movq	40(%rsp), %rax
	movl	$1, 464(%rax)
	jmp	.L2308
.L2341:
	leaq	.LC287(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2434
	leaq	.LC349(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2344
	leaq	.LC350(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2345
	leaq	.LC351(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2366
	leaq	.LC352(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2435
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC353(%rip), %r8
	leaq	.LC354(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
.L2327:
	movq	40(%rsp), %rax
	movl	$1, 204(%rax)
	jmp	.L2313
.L2426:
	movq	40(%rsp), %rax
	movl	$0, 204(%rax)
	jmp	.L2313
.L2429:
	xorl	%ebx, %ebx
	leaq	SERVICE_DIST_NAME(%rip), %r14
.L2333:
	movq	(%r14,%rbx,8), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2436
	movq	40(%rsp), %rax
	movl	%ebx, 8(%rax)
	jmp	.L2313
.L2309:
	leaq	.LC319(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	je	.L2437
	leaq	.LC320(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	jne	.L2311
	movq	40(%rsp), %rax
	movl	$3, 352(%rax)
	jmp	.L2308
.L2437:
	movq	40(%rsp), %rax
	movl	$1, 436(%rax)
	jmp	.L2308
.L2434:
	movq	40(%rsp), %rax
	movq	%r12, 392(%rax)
	movl	$2, 72(%rax)
	jmp	.L2313
.L2430:
	leaq	.LC242(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L2438
.L2336:
	movq	40(%rsp), %rdx
	movl	%eax, 40(%rdx)
	jmp	.L2313
.L2431:
	leaq	.LC344(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L2439
.L2339:
	movq	40(%rsp), %rdx
	movl	%eax, 44(%rdx)
	jmp	.L2313
.L2421:
	movq	%rdi, %r9
	movq	8(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC315(%rip), %r8
	movq	%r9, %rcx
	leaq	.LC316(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
.L2423:
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC313(%rip), %r8
	leaq	.LC322(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
.L2424:
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC324(%rip), %r8
	leaq	.LC325(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
.L2427:
	movq	40(%rsp), %rax
	movl	$2, 204(%rax)
	jmp	.L2313
.L2436:
	addq	$1, %rbx
	cmpq	$4, %rbx
	jne	.L2333
.L2340:
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC340(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2305
.L2344:
	leaq	.LC355(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2440
	leaq	.LC360(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2349
	leaq	.LC344(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC345(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2350
	testl	%eax, %eax
	jne	.L2441
.L2350:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 336(%rdx)
	jmp	.L2313
.L2438:
	leaq	.LC342(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2340
	movl	$1, %eax
	jmp	.L2336
.L2311:
	leaq	.LC321(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2308
	movq	40(%rsp), %rax
	movl	$1, 500(%rax)
	jmp	.L2308
.L2439:
	leaq	.LC345(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2340
	movl	$1, %eax
	jmp	.L2339
.L2440:
	leaq	.LC356(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC357(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2348
	testl	%eax, %eax
	jne	.L2442
.L2348:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 280(%rdx)
	jmp	.L2313
.L2349:
	leaq	.LC363(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2351
	leaq	.LC364(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC365(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2352
	testl	%eax, %eax
	jne	.L2443
.L2352:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movl	$1, 488(%rdx)
	movzbl	%al, %eax
	movl	%eax, 296(%rdx)
	jmp	.L2313
.L2351:
	leaq	.LC368(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2444
	leaq	.LC369(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2445
	leaq	.LC370(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2355
	cmpb	$0, (%r12)
	je	.L2356
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L2356
	movq	40(%rsp), %rax
	movq	%r12, 424(%rax)
	jmp	.L2313
.L2425:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC329(%rip), %r8
	leaq	.LC330(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
.L2366:
	movl	$1, %eax
.L2345:
	movq	40(%rsp), %rdx
	movl	%eax, 152(%rdx)
	jmp	.L2313
.L2432:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC347(%rip), %r8
	leaq	.LC348(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
.L2435:
	movl	$2, %eax
	jmp	.L2345
.L2443:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC366(%rip), %r8
	leaq	.LC367(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
	.p2align 4,,10
	.p2align 3
.L2330:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC337(%rip), %r8
	leaq	.LC338(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
.L2442:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC358(%rip), %r8
	leaq	.LC359(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
.L2441:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC361(%rip), %r8
	leaq	.LC362(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
.L2356:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC371(%rip), %r8
	leaq	.LC372(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
	.p2align 4,,10
	.p2align 3
.L2355:
	leaq	.LC373(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2358
	leaq	.LC374(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2359
	leaq	.LC375(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2446
.L2359:
	movq	40(%rsp), %rax
	movq	%r12, 416(%rax)
	movl	$2, 352(%rax)
	jmp	.L2313
.L2358:
	movq	8(%rsp), %rdi
	jmp	.L2304
.L2446:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC376(%rip), %r8
	leaq	.LC377(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2305
	.p2align 4,,10
	.p2align 3
.L2445:
	movq	40(%rsp), %rax
	movq	%r12, 408(%rax)
	movl	$1, 352(%rax)
	jmp	.L2313
.L2444:
	movq	40(%rsp), %rax
	movq	%r12, 400(%rax)
	movl	$1, 352(%rax)
	jmp	.L2313
	.cfi_endproc
.LFE404:
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
.LFB408:
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
.L2449:
	movq	(%r12), %rax
	movq	%rbp, %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2448
	addl	$1, %ebx
	addq	$24, %r12
	cmpl	$20, %ebx
	jne	.L2449
	leaq	.LC380(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC381(%rip), %rdx
.L2463:
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L2447
	.p2align 4,,10
	.p2align 3
.L2448:
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
	je	.L2464
	leaq	40(%rsp), %r12
	movl	%r8d, 28(%rsp)
	leaq	48(%rsp), %r13
	leaq	.LC37(%rip), %rbp
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	movl	28(%rsp), %r8d
	testq	%rax, %rax
	je	.L2453
	movl	$1, %r15d
	leaq	48(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L2454:
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
	jne	.L2454
	movl	%edi, %r8d
.L2453:
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
.L2447:
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
.L2464:
	.cfi_restore_state
	leaq	.LC378(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC379(%rip), %rdx
	jmp	.L2463
	.cfi_endproc
.LFE408:
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
.LFB278:
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
	jle	.L2471
	movslq	%r12d, %rax
	movsd	.LC383(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L2470
	.p2align 4,,10
	.p2align 3
.L2504:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2469:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L2503
.L2470:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L2504
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2469
.L2503:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2505
.L2471:
	movsd	.LC2(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L2467:
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
.L2474:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC59(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC388(%rip), %rsi
	mulsd	.LC41(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC42(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L2474
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L2490
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
.L2489:
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
	je	.L2477
	testq	%rbx, %rbx
	je	.L2477
	testq	%rax, %rax
	je	.L2477
	testq	%r14, %r14
	je	.L2506
	movq	.LC383(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L2484
	.p2align 4,,10
	.p2align 3
.L2507:
	divsd	%xmm6, %xmm0
	movsd	.LC2(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2480:
	call	log10@PLT
	movq	.LC59(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L2482
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2483:
	movq	-264(%rbp), %rax
	divsd	.LC383(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L2479
.L2484:
	movsd	(%r12), %xmm0
	movsd	.LC73(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L2507
	movq	.LC31(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L2480
	.p2align 4,,10
	.p2align 3
.L2482:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2483
	.p2align 4,,10
	.p2align 3
.L2506:
	movsd	.LC383(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L2479:
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
	js	.L2485
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2486:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC39(%rip), %xmm0
	movsd	.LC40(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC391(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC390(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L2487
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2488:
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
	jne	.L2489
.L2490:
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
.L2487:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2488
	.p2align 4,,10
	.p2align 3
.L2485:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2486
.L2505:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC384(%rip), %xmm2
	movsd	.LC66(%rip), %xmm3
	movsd	.LC60(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L2473
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
.L2473:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L2467
.L2477:
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
.LFE278:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	cqr_first_end, @function
cqr_first_end:
.LFB146:
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
	jne	.L2526
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
	jmp	.L2525
	.p2align 4,,10
	.p2align 3
.L2539:
	movq	40(%rsp), %rax
	movl	$1, (%rax)
.L2512:
	addq	$4, 40(%rsp)
	movq	40(%rsp), %rax
	addq	$8, 56(%rsp)
	addq	$112, 88(%rsp)
	addq	$8, 48(%rsp)
	cmpq	%rax, 96(%rsp)
	je	.L2524
	movq	32(%r15), %r12
	movq	40(%r15), %r13
.L2525:
	movq	56(%rsp), %rdi
	movl	16(%r15), %esi
	movq	%r12, %rax
	xorl	%ebx, %ebx
	movl	$99999, %ecx
	mulq	(%rdi)
	testl	%esi, %esi
	jne	.L2510
	movl	$50000, %ecx
	xorl	%ebx, %ebx
.L2510:
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
	je	.L2539
	movq	1208(%r15), %rcx
	movq	1216(%r15), %r8
	movq	%r14, %rsi
	movq	48(%rsp), %rdx
	movq	88(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L2540
	addl	$1, 24(%r15)
	cmpq	%r14, 80(%r15)
	jnb	.L2514
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
.L2515:
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
	jnc	.L2518
	addq	$1, %rsi
	addq	%r9, %rdi
	addq	%r8, %rbx
	cmpq	$16383, %rsi
	jbe	.L2541
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
	jmp	.L2515
	.p2align 4,,10
	.p2align 3
.L2541:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L2515
	.p2align 4,,10
	.p2align 3
.L2518:
	movq	48(%rsp), %rax
	movq	%r13, 192(%rax)
	movq	%rbx, 264(%rax)
	movq	%r12, 312(%rax)
	testl	%ecx, %ecx
	je	.L2542
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	40(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
	jmp	.L2512
	.p2align 4,,10
	.p2align 3
.L2524:
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
.L2508:
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
.L2540:
	.cfi_restore_state
	movq	40(%rsp), %rax
	movl	$1, (%rax)
	addl	$1, 1228(%r15)
	jmp	.L2512
	.p2align 4,,10
	.p2align 3
.L2514:
	movq	(%r15), %rdx
	xorl	%ecx, %ecx
	subq	$1, %rdx
	je	.L2516
	.p2align 4,,10
	.p2align 3
.L2517:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2529
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2517
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L2516:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	$0, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2512
	.p2align 4,,10
	.p2align 3
.L2542:
	imulq	%rbp, %r12
	movq	(%r15), %rdx
	subq	%rbx, %r14
	subq	%r12, %r14
	subq	$1, %rdx
	je	.L2522
	.p2align 4,,10
	.p2align 3
.L2523:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2531
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2523
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2522:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	%r13, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2512
	.p2align 4,,10
	.p2align 3
.L2529:
	movl	$48, %ecx
	jmp	.L2516
.L2531:
	movl	$48, %ecx
	jmp	.L2522
.L2526:
	movl	$-2, %eax
	jmp	.L2508
	.cfi_endproc
.LFE146:
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
.LFB277:
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
.L2544:
	pxor	%xmm1, %xmm1
	movq	(%r12,%r13,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rsi
	cvtsi2sdl	%r13d, %xmm1
	movl	$448, %r8d
	movq	%rbp, %rdi
	addq	$1, %r13
	divsd	.LC59(%rip), %xmm1
	movl	$50, %edx
	movl	$3, %eax
	mulsd	.LC41(%rip), %xmm1
	addsd	.LC42(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r13
	jne	.L2544
	movq	%r14, %r15
	xorl	%ebx, %ebx
	xorl	%r12d, %r12d
	jmp	.L2556
	.p2align 4,,10
	.p2align 3
.L2545:
	addq	$1, %rbx
	addq	$80, %r15
	cmpq	$9, %rbx
	je	.L2566
.L2556:
	movl	872(%r14,%rbx,4), %edx
	testl	%edx, %edx
	je	.L2545
	xorl	%r13d, %r13d
	leaq	64(%rsp), %rdx
	leaq	112(%rsp), %rcx
	jmp	.L2554
	.p2align 4,,10
	.p2align 3
.L2569:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
	movq	88(%r15,%r13,8), %rax
	testq	%rax, %rax
	js	.L2548
.L2570:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2549:
	pxor	%xmm0, %xmm0
	cvtsi2sdl	%r13d, %xmm0
	movsd	%xmm0, (%rdx,%r13,8)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	jbe	.L2550
	comisd	%xmm0, %xmm1
	ja	.L2567
.L2550:
	pxor	%xmm3, %xmm3
	movq	.LC395(%rip), %rax
	comisd	%xmm3, %xmm1
	movq	%rax, %xmm0
	ja	.L2553
	cmpltsd	%xmm2, %xmm3
	movsd	.LC396(%rip), %xmm0
	pxor	%xmm4, %xmm4
	andpd	%xmm3, %xmm0
	andnpd	%xmm4, %xmm3
	orpd	%xmm3, %xmm0
.L2553:
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	je	.L2568
.L2554:
	movq	8(%r14,%r13,8), %rax
	testq	%rax, %rax
	jns	.L2569
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	movq	88(%r15,%r13,8), %rax
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	testq	%rax, %rax
	jns	.L2570
.L2548:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2549
	.p2align 4,,10
	.p2align 3
.L2567:
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
	jne	.L2554
.L2568:
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
	leaq	.LC36(%rip), %rdx
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
	jne	.L2556
.L2566:
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
.LFE277:
	.size	score_writer, .-score_writer
	.section	.rodata.str1.8
	.align 8
.LC401:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB372:
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
.L2573:
	movl	192(%rbx,%rax), %esi
	xorl	%edx, %edx
	testl	%esi, %esi
	jne	.L2572
	movl	216(%rbx,%rax), %edi
	negl	%edi
	sbbl	%edx, %edx
	addl	$2, %edx
.L2572:
	movl	%edx, 0(%rbp,%rax)
	addq	$4, %rax
	cmpq	$24, %rax
	jne	.L2573
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
.L2584:
	movl	(%r11), %ecx
	movq	312(%r10), %r12
	testl	%ecx, %ecx
	jne	.L2574
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L2575
	movq	192(%r10), %rcx
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	jmp	.L2576
	.p2align 4,,10
	.p2align 3
.L2580:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L2610
.L2576:
	movq	%r12, %rsi
	addq	(%rdi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L2580
	movl	192(%r11), %ecx
	movq	%rsi, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L2611
	movq	88(%rsp), %rdi
	movq	144(%r10), %rcx
	imulq	(%rdi), %rcx
	addq	%rcx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L2574:
	addq	$1, %rdx
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	addq	$524288, 16(%rsp)
	cmpq	$6, %rdx
	jne	.L2584
	movq	88(%rsp), %rbx
	movq	104(%rsp), %rbp
	xorl	%r12d, %r12d
	jmp	.L2588
	.p2align 4,,10
	.p2align 3
.L2586:
	addq	$1, %r12
	cmpq	$6, %r12
	je	.L2612
.L2588:
	movl	0(%rbp,%r12,4), %r13d
	testl	%r13d, %r13d
	je	.L2586
	movq	504(%rbx), %rdi
	movq	%r12, %r14
	xorl	%esi, %esi
	movl	$524288, %edx
	salq	$19, %r14
	addq	%r14, %rdi
	call	memset@PLT
	cmpl	$2, %r13d
	jne	.L2586
	movq	512(%rbx), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %r12
	addq	%r14, %rdi
	call	memset@PLT
	cmpq	$6, %r12
	jne	.L2588
.L2612:
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
.L2575:
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
	jmp	.L2578
	.p2align 4,,10
	.p2align 3
.L2614:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L2613
.L2578:
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
	jc	.L2614
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
	je	.L2615
	movl	24(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L2574
	.p2align 4,,10
	.p2align 3
.L2611:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L2574
	.p2align 4,,10
	.p2align 3
.L2615:
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
	je	.L2582
	.p2align 4,,10
	.p2align 3
.L2583:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2595
	movq	%rsi, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2583
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2582:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rdi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L2574
.L2613:
	movq	96(%rsp), %rdx
.L2579:
	movq	stderr(%rip), %rdi
	leaq	.LC401(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L2610:
	movq	88(%rsp), %rbx
	movslq	%edx, %rax
	movq	96(%rbx,%rax,8), %rdx
	jmp	.L2579
.L2595:
	movl	$48, %ecx
	jmp	.L2582
	.cfi_endproc
.LFE372:
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
.LFB346:
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
	je	.L2628
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2621:
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
	jc	.L2621
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
.L2624:
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
	jc	.L2624
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
.L2616:
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
.L2628:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC402(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L2616
	.cfi_endproc
.LFE346:
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
.LFB347:
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
	jne	.L2635
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
.L2635:
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
	je	.L2636
.L2632:
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
.L2636:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L2632
	.cfi_endproc
.LFE347:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC407:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB176:
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
	je	.L2649
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2642:
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
	jc	.L2642
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
.L2645:
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
	jc	.L2645
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
.L2637:
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
.L2649:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L2637
	.cfi_endproc
.LFE176:
	.size	check, .-check
	.section	.rodata.str1.1
.LC408:
	.string	"sum_ns"
	.text
	.p2align 4
	.type	check_summary, @function
check_summary:
.LFB236:
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
.L2651:
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
	jne	.L2651
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
.LFE236:
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
.LFB237:
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
	jmp	.L2656
	.p2align 4,,10
	.p2align 3
.L2655:
	addq	$4, %r15
	addq	$80, %r14
	cmpq	$908, %r15
	je	.L2659
.L2656:
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
	je	.L2655
	movl	(%r12,%r15), %eax
	testl	%eax, %eax
	je	.L2655
	leaq	(%r12,%r14), %rcx
	leaq	(%rbx,%r14), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	call	check_summary
	jmp	.L2655
	.p2align 4,,10
	.p2align 3
.L2659:
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
.LFE237:
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
.LFB177:
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
.L2661:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L2662:
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
	jne	.L2662
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
	jne	.L2661
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
.LFE177:
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
.LFB215:
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
.L2693:
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
.L2686:
	cmpl	$1, %r12d
	jle	.L2713
	cmpl	$3, %r12d
	jle	.L2714
	movl	40(%rsp), %esi
	testl	%esi, %esi
	je	.L2675
	movq	96(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L2679
	movq	96(%rsp), %rax
	movl	280(%rax), %edx
	testl	%edx, %edx
	jne	.L2679
	cmpq	$0, 288(%rax)
	je	.L2675
	.p2align 4,,10
	.p2align 3
.L2679:
	movl	104(%rsp), %ecx
	testl	%ecx, %ecx
	je	.L2715
	testb	$2, 104(%rsp)
	je	.L2675
	cmpl	$6, %r12d
	jne	.L2675
.L2681:
	leaq	288(%rsp), %rax
	movl	$6775148, 288(%rsp)
	movq	%rax, 8(%rsp)
.L2683:
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
.L2684:
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
	jne	.L2684
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
.L2675:
	addl	$1, %r12d
	addq	$8, 32(%rsp)
	addq	$80, %rbp
	addq	$80, %rbx
	cmpl	$7, %r12d
	jne	.L2686
	movl	104(%rsp), %r9d
	movq	136(%rsp), %r12
	testl	%r9d, %r9d
	je	.L2687
	movl	40(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L2716
	movl	104(%rsp), %r11d
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	movl	%r11d, %ebx
	andl	$2, %ebx
	testb	$1, %r11b
	jne	.L2690
	testl	%ebx, %ebx
	jne	.L2691
.L2666:
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
.L2713:
	.cfi_restore_state
	movq	96(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L2680
	movl	104(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L2671
	movl	40(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L2717
.L2680:
	addq	$8, 32(%rsp)
	addl	$1, %r12d
	addq	$80, %rbp
	addq	$80, %rbx
	jmp	.L2686
	.p2align 4,,10
	.p2align 3
.L2715:
	cmpl	$6, %r12d
	je	.L2681
.L2671:
	movq	32(%rsp), %rax
	movq	56(%rsp), %rcx
	leaq	288(%rsp), %rdi
	leaq	.LC416(%rip), %rdx
	movl	$40, %esi
	movq	%rdi, 8(%rsp)
	movq	(%rax), %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2683
	.p2align 4,,10
	.p2align 3
.L2714:
	movq	96(%rsp), %rax
	movl	232(%rax), %r8d
	testl	%r8d, %r8d
	je	.L2680
	movl	104(%rsp), %edi
	testl	%edi, %edi
	je	.L2671
	movl	40(%rsp), %eax
	testl	%eax, %eax
	je	.L2680
	jmp	.L2675
	.p2align 4,,10
	.p2align 3
.L2717:
	testb	$1, 104(%rsp)
	jne	.L2671
	jmp	.L2675
	.p2align 4,,10
	.p2align 3
.L2687:
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
	je	.L2711
.L2689:
	leaq	.LC414(%rip), %rax
	movl	$1, 40(%rsp)
	movq	%rax, 56(%rsp)
	jmp	.L2693
.L2690:
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
	jne	.L2691
.L2692:
	testl	%r11d, %r11d
	jne	.L2666
.L2703:
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
.L2695:
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
	jne	.L2695
	jmp	.L2666
.L2691:
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
	jmp	.L2692
.L2716:
	addq	$560, 128(%rsp)
	addq	$64, %r12
	jmp	.L2689
.L2711:
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	jmp	.L2703
	.cfi_endproc
.LFE215:
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
.LFB243:
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
.L2719:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2719
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
.L2722:
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
	jc	.L2722
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
	je	.L2723
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
.L2723:
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
.LFE243:
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
.LFB324:
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
	jbe	.L2792
	cmpq	%rdx, %rsi
	jnb	.L2792
	subq	$1, %rax
	js	.L2731
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2732:
	mulsd	.LC28(%rip), %xmm0
	subq	%rsi, %rdx
	js	.L2733
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L2734:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L2730
.L2792:
	movq	$0x000000000, 32(%rsp)
.L2730:
	cmpq	$0, 16(%rsp)
	je	.L2729
	xorl	%eax, %eax
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L2741:
	cmpl	$1, %eax
	jle	.L2838
	cmpl	$3, %eax
	jle	.L2839
	cmpq	$0, 256(%r14)
	movl	$1, %edx
	jne	.L2739
	movl	280(%r14), %r8d
	testl	%r8d, %r8d
	jne	.L2739
	xorl	%edx, %edx
	cmpq	$0, 288(%r14)
	setne	%dl
.L2739:
	addl	$1, %eax
	addl	%edx, %esi
	cmpl	$7, %eax
	jne	.L2741
	testl	%ebp, %ebp
	je	.L2840
.L2743:
	movl	%esi, 40(%rsp)
	xorl	%r13d, %r13d
	xorl	%ebx, %ebx
	movl	%ebp, 8(%rsp)
.L2755:
	movq	16(%rsp), %rax
	xorl	%r15d, %r15d
	leaq	(%rax,%r13), %r12
	.p2align 4,,10
	.p2align 3
.L2757:
	cmpq	$1, %r15
	jbe	.L2841
	cmpq	$3, %r15
	jbe	.L2842
	testl	%ebx, %ebx
	je	.L2748
	cmpq	$0, 256(%r14)
	je	.L2749
.L2752:
	cmpq	$6, %r15
	je	.L2750
	leaq	OSET_NAME(%rip), %rax
	leaq	.LC414(%rip), %rcx
	movq	(%rax,%r15,8), %r8
.L2751:
	leaq	112(%rsp), %rbp
	leaq	.LC416(%rip), %rdx
	movl	$40, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
.L2753:
	movl	8(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L2843
	movl	$16, %edi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
.L2748:
	addq	$1, %r15
	addq	$80, %r12
	cmpq	$7, %r15
	jne	.L2757
	addq	$560, %r13
	testl	%ebx, %ebx
	jne	.L2844
	movl	$1, %ebx
	jmp	.L2755
	.p2align 4,,10
	.p2align 3
.L2841:
	cmpq	$0, 224(%r14)
	je	.L2836
.L2745:
	leaq	OSET_NAME(%rip), %rax
	testl	%ebx, %ebx
	leaq	.LC414(%rip), %rcx
	movq	(%rax,%r15,8), %r8
	leaq	.LC413(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L2751
	.p2align 4,,10
	.p2align 3
.L2842:
	movl	232(%r14), %edi
	testl	%edi, %edi
	jne	.L2745
.L2836:
	addq	$1, %r15
	addq	$80, %r12
	jmp	.L2757
	.p2align 4,,10
	.p2align 3
.L2843:
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	print_result_set
	jmp	.L2748
	.p2align 4,,10
	.p2align 3
.L2838:
	xorl	%edx, %edx
	cmpq	$0, 224(%r14)
	setne	%dl
	addl	$1, %eax
	leal	(%rsi,%rdx,2), %esi
	jmp	.L2741
	.p2align 4,,10
	.p2align 3
.L2839:
	movl	232(%r14), %edx
	addl	$1, %eax
	leal	(%rsi,%rdx,2), %esi
	jmp	.L2741
	.p2align 4,,10
	.p2align 3
.L2749:
	movl	280(%r14), %esi
	testl	%esi, %esi
	jne	.L2752
	cmpq	$0, 288(%r14)
	jne	.L2752
	jmp	.L2748
	.p2align 4,,10
	.p2align 3
.L2750:
	movl	$6775148, 112(%rsp)
	leaq	112(%rsp), %rbp
	jmp	.L2753
	.p2align 4,,10
	.p2align 3
.L2854:
	movl	44(%rsp), %esi
	testl	%ebp, %ebp
	jne	.L2845
	testl	%esi, %esi
	jne	.L2846
.L2729:
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
.L2844:
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
.L2771:
	movq	8(%r15), %rax
	movq	56(%r15), %rdx
	movq	48(%r15), %rcx
	cmpq	$1, %rax
	jbe	.L2797
	cmpq	%rdx, %rcx
	jnb	.L2797
	movq	%rax, %rsi
	subq	$1, %rsi
	js	.L2759
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2760:
	movsd	.LC28(%rip), %xmm1
	mulsd	%xmm0, %xmm1
	subq	%rcx, %rdx
	js	.L2761
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2762:
	divsd	%xmm0, %xmm1
	movsd	%xmm1, 8(%rsp)
	testl	%ebp, %ebp
	jne	.L2763
.L2851:
	movq	(%r15), %rcx
	movq	%rax, %rdx
	movq	%rbx, %rsi
	leaq	.LC432(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L2847
.L2764:
	movq	24(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L2848
.L2765:
	cmpq	$0, 224(%r14)
	jne	.L2849
.L2766:
	cmpl	$0, 232(%r14)
	jne	.L2850
.L2767:
	movsd	32(%rsp), %xmm1
	movsd	8(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC437(%rip), %rdi
	call	printf@PLT
	jmp	.L2768
	.p2align 4,,10
	.p2align 3
.L2797:
	movq	$0x000000000, 8(%rsp)
	testl	%ebp, %ebp
	je	.L2851
.L2763:
	cmpq	$0, 224(%r14)
	jne	.L2852
.L2769:
	movl	232(%r14), %edx
	testl	%edx, %edx
	jne	.L2853
.L2770:
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
.L2768:
	addq	$64, %r15
	leaq	.LC414(%rip), %rbx
	cmpl	$1, %r13d
	je	.L2854
	movl	40(%rsp), %r13d
	jmp	.L2771
.L2759:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2760
.L2846:
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
.L2775:
	movq	%rbp, %rbx
	xorl	%r12d, %r12d
	movl	%r13d, %r15d
	.p2align 4,,10
	.p2align 3
.L2790:
	cmpq	$1, %r12
	jbe	.L2855
	cmpq	$3, %r12
	jbe	.L2856
	testl	%r15d, %r15d
	je	.L2780
	cmpq	$0, 256(%r14)
	jne	.L2786
	cmpl	$0, 280(%r14)
	jne	.L2786
	cmpq	$0, 288(%r14)
	je	.L2787
	.p2align 4,,10
	.p2align 3
.L2786:
	cmpq	$6, %r12
	jne	.L2782
.L2784:
	subq	$560, %rbp
	xorl	%r13d, %r13d
	jmp	.L2775
.L2731:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2732
	.p2align 4,,10
	.p2align 3
.L2855:
	cmpq	$0, 224(%r14)
	je	.L2837
.L2777:
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
.L2788:
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
.L2787:
	addq	$1, %r12
	addq	$80, %rbx
	cmpq	$7, %r12
	jne	.L2790
	testl	%r15d, %r15d
	jne	.L2784
.L2785:
	leaq	.LC444(%rip), %rdi
	call	puts@PLT
	movq	16(%rsp), %rsi
	xorl	%edx, %edx
	movq	%r14, %rdi
	call	print_mm1k
	jmp	.L2729
	.p2align 4,,10
	.p2align 3
.L2856:
	movl	232(%r14), %eax
	testl	%eax, %eax
	jne	.L2777
.L2837:
	addq	$1, %r12
	addq	$80, %rbx
	jmp	.L2790
	.p2align 4,,10
	.p2align 3
.L2780:
	addq	$1, %r12
	addq	$80, %rbx
	cmpq	$7, %r12
	jne	.L2790
	jmp	.L2785
.L2853:
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
	jmp	.L2770
.L2852:
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
	jmp	.L2769
.L2761:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2762
.L2840:
	movl	$10, %edi
	movl	%esi, 8(%rsp)
	call	putchar@PLT
	movl	8(%rsp), %esi
	testl	%esi, %esi
	je	.L2743
	movl	$16, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movl	8(%rsp), %esi
	jmp	.L2743
.L2733:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2734
.L2782:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	80(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	leaq	.LC414(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r12,8), %r8
	jmp	.L2788
.L2845:
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
	jmp	.L2729
.L2847:
	leaq	.LC433(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2764
.L2850:
	movq	8(%r15), %rdx
	movq	40(%r15), %rsi
	leaq	48(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	40(%r15), %rsi
	leaq	.LC436(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2767
.L2849:
	movq	8(%r15), %rdx
	movq	32(%r15), %rsi
	leaq	48(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	32(%r15), %rsi
	leaq	.LC435(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2766
.L2848:
	leaq	.LC434(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2765
	.cfi_endproc
.LFE324:
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
.LFB338:
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
	je	.L2900
	movl	176(%r12), %r11d
	movq	%rax, %r13
	testl	%r11d, %r11d
	je	.L2860
	testq	%rbx, %rbx
	je	.L2861
	movq	%rbp, %rax
	addq	%rbp, %rdx
	xorl	%esi, %esi
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L2862:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L2862
	movq	$1, 8(%rsp)
	xorl	%eax, %eax
	movq	%rdi, %rcx
	cmpq	%rbx, %rsi
	sbbq	%rax, %rcx
	jnc	.L2901
.L2860:
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
	jne	.L2902
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
	je	.L2903
.L2865:
	leaq	.LC448(%rip), %rsi
	call	cannot
	movl	%eax, %r12d
.L2864:
	movq	%r14, %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	movq	%r13, %rdi
	call	free@PLT
.L2857:
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
.L2903:
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
	jne	.L2865
	movq	16(%rsp), %rdi
	movl	32(%rsp), %edx
	leaq	640(%rsp), %rcx
	movq	%r15, %rsi
	movq	%rcx, 80(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2865
	cmpq	$0, 48(%rsp)
	je	.L2868
	movq	480(%rsp), %rcx
	cmpq	$16777216, %rcx
	jbe	.L2868
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	leaq	.LC449(%rip), %rdx
	leaq	.LC450(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r12d
	call	fprintf@PLT
	jmp	.L2864
.L2902:
	leaq	.LC447(%rip), %rsi
	movl	%eax, %edi
	leaq	240(%rsp), %r14
	call	cannot
	movl	%eax, %r12d
	leaq	272(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L2864
.L2901:
	movq	%rsi, %rax
	movq	%rbx, %rdx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	%rax, 8(%rsp)
	jmp	.L2860
.L2868:
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
.L2869:
	leaq	names.9(%rip), %rax
	xorl	%r14d, %r14d
	movq	%r15, %rbx
	movq	(%rax,%r15), %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L2870:
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
	jne	.L2870
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
	je	.L2871
	movl	$8, %r15d
	jmp	.L2869
.L2871:
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
	jne	.L2904
	leaq	.LC11(%rip), %r12
	movq	%r12, %rdx
.L2872:
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
	jmp	.L2879
.L2906:
	movq	24(%rsp), %rcx
	movq	(%rcx,%rbx), %rcx
	testq	%rcx, %rcx
	js	.L2874
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2875:
	testq	%rax, %rax
	js	.L2876
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2877:
	divsd	%xmm1, %xmm0
	comisd	.LC73(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L2873:
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$56, %rbx
	je	.L2905
.L2879:
	movq	(%r15,%rbx), %rax
	testq	%rax, %rax
	jne	.L2906
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L2873
.L2904:
	leaq	.LC445(%rip), %rdx
	leaq	.LC11(%rip), %r12
	jmp	.L2872
.L2876:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2877
.L2874:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2875
.L2905:
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
	je	.L2864
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
	je	.L2907
.L2880:
	movl	$1, %r12d
.L2882:
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	376(%rsp), %rdi
	call	free@PLT
	jmp	.L2864
.L2907:
	leaq	376(%rsp), %rbx
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2880
	leaq	hgrm_writer(%rip), %rbp
	movq	48(%rsp), %rdi
	movq	%r15, %rcx
	leaq	.LC463(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L2880
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC464(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2880
	movq	80(%rsp), %rcx
	movq	48(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC465(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2880
	jmp	.L2882
.L2900:
	movq	stderr(%rip), %rdi
	leaq	.LC446(%rip), %rdx
	xorl	%eax, %eax
	movl	$1, %r12d
	leaq	.LC115(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2857
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	run_correct.cold, @function
run_correct.cold:
.LFSB338:
.L2861:
	.cfi_def_cfa_offset 784
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	ud2
	.cfi_endproc
.LFE338:
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
	je	.L2909
	testq	%rax, %rax
	je	.L2909
	testq	%rbx, %rbx
	je	.L2938
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L2915
	.p2align 4,,10
	.p2align 3
.L2940:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2914:
	divsd	.LC383(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L2939
.L2915:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L2940
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2914
	.p2align 4,,10
	.p2align 3
.L2939:
	movsd	.LC384(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L2911:
	movapd	%xmm1, %xmm0
	movq	%r11, 8(%rsp)
	movsd	%xmm1, (%rsp)
	call	nice_step
	movq	%rbx, %xmm2
	movsd	(%rsp), %xmm1
	movsd	.LC66(%rip), %xmm3
	divsd	%xmm0, %xmm2
	movsd	.LC60(%rip), %xmm4
	movq	8(%rsp), %r11
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L2941
.L2916:
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
.L2917:
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
	divsd	.LC67(%rip), %xmm1
	mulsd	.LC41(%rip), %xmm1
	addsd	.LC42(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L2917
	movq	(%rsp), %r11
	movsd	.LC383(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L2918:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L2931
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L2927
	.p2align 4,,10
	.p2align 3
.L2943:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L2942
.L2921:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L2925
.L2937:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2924:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L2931
.L2927:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L2943
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
	jne	.L2921
.L2942:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L2937
.L2925:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2924
	.p2align 4,,10
	.p2align 3
.L2931:
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
	je	.L2929
	movq	.LC383(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L2918
	.p2align 4,,10
	.p2align 3
.L2929:
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
.L2908:
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
.L2941:
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
	jmp	.L2916
.L2938:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L2911
.L2909:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L2908
	.cfi_endproc
.LFE280:
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
.LFB281:
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
	jne	.L2980
	testq	%r14, %r14
	je	.L2980
	movq	72(%rsp), %rax
	movq	%r15, 24(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%r12d, %r12d
	movq	%r13, 16(%rsp)
	movq	8(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L2954:
	movq	0(%r13,%r12,8), %rax
	testq	%rax, %rax
	js	.L2948
	movl	48(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L2992
.L2950:
	movsd	%xmm0, 0(%rbp,%r12,8)
	leaq	-240(%rbx), %r15
.L2953:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L2951
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2952:
	divsd	.LC383(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L2953
	addq	$1, %r12
	addq	$288, %rbx
	movsd	%xmm0, 136(%rsp)
	cmpq	%r14, %r12
	jb	.L2954
	movl	48(%rsp), %r10d
	movq	16(%rsp), %r13
	movq	24(%rsp), %r15
	testl	%r10d, %r10d
	je	.L2955
	pxor	%xmm0, %xmm0
	movq	.LC73(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 120(%rsp)
	ja	.L2956
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L2957:
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
.L2977:
	movq	80(%rsp), %rdi
	leaq	112(%rsp), %rsi
	leaq	.LC476(%rip), %rcx
	movq	%rsi, 88(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	8(%rsp), %xmm2
	jb	.L2993
	movl	48(%rsp), %r9d
	movsd	.LC62(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L2965
	movsd	.LC2(%rip), %xmm2
.L2965:
	movsd	8(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%rbp, 104(%rsp)
	leaq	144(%rsp), %rbx
	movsd	.LC41(%rip), %xmm7
	movq	80(%rsp), %rbp
	movq	%r13, 56(%rsp)
	leaq	.LC388(%rip), %r12
	subsd	%xmm4, %xmm5
	movapd	%xmm4, %xmm3
	movsd	.LC42(%rip), %xmm4
	movl	48(%rsp), %r13d
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm4, 32(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	%xmm2, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L2967:
	testl	%r13d, %r13d
	je	.L2994
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 64(%rsp)
.L2991:
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
	jnb	.L2967
	movq	104(%rsp), %rbp
.L2968:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	80(%rsp), %r12
	movl	$60, 64(%rsp)
	movq	%rax, 48(%rsp)
	movq	72(%rsp), %rax
	movq	%r13, 72(%rsp)
	addq	$24, %rax
	movq	%rax, 56(%rsp)
.L2963:
	movq	56(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L2971
	.p2align 4,,10
	.p2align 3
.L2996:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2970:
	divsd	.LC383(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L2995
.L2971:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L2996
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2970
	.p2align 4,,10
	.p2align 3
.L2951:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2952
	.p2align 4,,10
	.p2align 3
.L2948:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	48(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L2950
.L2992:
	movsd	%xmm1, 8(%rsp)
	divsd	.LC67(%rip), %xmm0
	call	log10@PLT
	movsd	8(%rsp), %xmm1
	jmp	.L2950
	.p2align 4,,10
	.p2align 3
.L2955:
	movsd	0(%rbp), %xmm0
	movq	.LC61(%rip), %xmm4
	movsd	.LC60(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L2958
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
.L2958:
	movsd	-8(%rbp,%r13), %xmm2
	movsd	%xmm0, 8(%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L2959
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
.L2959:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 112(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2960
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L2961:
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
	jmp	.L2977
	.p2align 4,,10
	.p2align 3
.L2995:
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
.L2972:
	movsd	(%r15,%r13,8), %xmm1
	divsd	40(%rsp), %xmm1
	movsd	0(%rbp,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC39(%rip), %xmm1
	subsd	8(%rsp), %xmm0
	divsd	16(%rsp), %xmm0
	leaq	.LC478(%rip), %rsi
	movsd	.LC40(%rip), %xmm7
	mulsd	24(%rsp), %xmm0
	movq	%r12, %rdi
	addq	$1, %r13
	addsd	32(%rsp), %xmm0
	movl	$2, %eax
	subsd	%xmm1, %xmm7
	movapd	%xmm7, %xmm1
	call	fprintf@PLT
	cmpq	%r14, %r13
	jb	.L2972
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
	jne	.L2963
	movq	96(%rsp), %r12
	testq	%r12, %r12
	je	.L2974
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L2975:
	movsd	40(%rsp), %xmm1
	movsd	(%r12,%rbx,8), %xmm0
	divsd	.LC383(%rip), %xmm0
	call	fmin@PLT
	movsd	%xmm0, (%r15,%rbx,8)
	addq	$1, %rbx
	cmpq	%r14, %rbx
	jb	.L2975
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
	leaq	.LC36(%rip), %rax
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
.L2974:
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
.L2944:
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
.L2994:
	.cfi_restore_state
	movq	.LC62(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 64(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L2991
.L2956:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC384(%rip), %xmm2
	movsd	.LC66(%rip), %xmm3
	movsd	.LC60(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L2997
.L2979:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 40(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L2957
.L2997:
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
	jmp	.L2979
.L2960:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm1
	movsd	.LC384(%rip), %xmm2
	movq	.LC61(%rip), %xmm4
	movq	.LC60(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L2978
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
.L2978:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 40(%rsp)
	jmp	.L2961
.L2993:
	movq	%r13, %xmm5
	subsd	8(%rsp), %xmm5
	movsd	.LC41(%rip), %xmm7
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	.LC42(%rip), %xmm5
	movsd	%xmm5, 32(%rsp)
	jmp	.L2968
.L2980:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L2944
	.cfi_endproc
.LFE281:
	.size	sweep_writer, .-sweep_writer
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB82:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L3005
	testq	%r8, %r8
	je	.L3005
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
	jne	.L2998
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L3008
.L3000:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L2998:
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
.L3005:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L3008:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L3003
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L3001:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L3009
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L3000
	.p2align 4,,10
	.p2align 3
.L3003:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L3001
.L3009:
	movl	$1, 24(%rbx)
	jmp	.L2998
	.cfi_endproc
.LFE82:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	dist_score, @function
dist_score:
.LFB232:
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
	jne	.L3019
	movl	24(%rsp), %eax
	testl	%eax, %eax
	jne	.L3020
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	xorl	%r12d, %r12d
	movq	%rbp, %rdi
.L3014:
	movq	%r13, %rcx
	call	dist_summarise
	movl	%eax, %ebx
.L3013:
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
.L3019:
	.cfi_restore_state
	leaq	32(%rsp), %r14
	movq	%r12, %rsi
	movq	%rbp, %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	56(%rsp), %eax
	orl	24(%rsp), %eax
	movq	32(%rsp), %r12
	jne	.L3018
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	jmp	.L3014
	.p2align 4,,10
	.p2align 3
.L3020:
	xorl	%r12d, %r12d
.L3018:
	movl	$-1, %ebx
	jmp	.L3013
	.cfi_endproc
.LFE232:
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
.LFB279:
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
	jb	.L3022
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L3022:
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
	js	.L3023
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3024:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L3025
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L3026:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L3076
	cmpq	$0, -368(%rbp)
	je	.L3076
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L3030
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3031:
	subsd	%xmm2, %xmm0
	movsd	.LC383(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L3032
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3033:
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
	js	.L3034
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3035:
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
	jnb	.L3074
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L3039
	.p2align 4,,10
	.p2align 3
.L3092:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3038:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC383(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L3091
.L3039:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L3092
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3038
	.p2align 4,,10
	.p2align 3
.L3091:
	movsd	.LC384(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L3036:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC61(%rip), %xmm5
	movsd	.LC60(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L3093
.L3040:
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
	js	.L3041
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3042:
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
	movsd	.LC61(%rip), %xmm1
	movsd	.LC60(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC383(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L3094
.L3043:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L3095
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
.L3049:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC61(%rip), %xmm0
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
	mulsd	.LC41(%rip), %xmm1
	addsd	.LC42(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC383(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L3049
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L3050:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L3096
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
	jmp	.L3055
	.p2align 4,,10
	.p2align 3
.L3098:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L3052:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L3053
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L3054:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L3097
.L3055:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L3098
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3052
	.p2align 4,,10
	.p2align 3
.L3053:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3054
	.p2align 4,,10
	.p2align 3
.L3097:
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
	je	.L3099
.L3070:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L3063
	.p2align 4,,10
	.p2align 3
.L3101:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3060:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L3061
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L3062:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L3100
.L3063:
	testq	%rdx, %rdx
	jns	.L3101
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3060
	.p2align 4,,10
	.p2align 3
.L3061:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3062
	.p2align 4,,10
	.p2align 3
.L3100:
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
	jnb	.L3058
.L3057:
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
	jmp	.L3069
	.p2align 4,,10
	.p2align 3
.L3102:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L3066:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L3067
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L3068:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L3058
.L3069:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L3102
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3066
	.p2align 4,,10
	.p2align 3
.L3067:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3068
	.p2align 4,,10
	.p2align 3
.L3096:
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
	jne	.L3070
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
.L3058:
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
	leaq	.LC36(%rip), %rax
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
.L3021:
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
.L3094:
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
	jmp	.L3043
	.p2align 4,,10
	.p2align 3
.L3093:
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
	jmp	.L3040
	.p2align 4,,10
	.p2align 3
.L3041:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3042
	.p2align 4,,10
	.p2align 3
.L3034:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3035
	.p2align 4,,10
	.p2align 3
.L3032:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3033
	.p2align 4,,10
	.p2align 3
.L3030:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3031
	.p2align 4,,10
	.p2align 3
.L3025:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L3026
	.p2align 4,,10
	.p2align 3
.L3023:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3024
	.p2align 4,,10
	.p2align 3
.L3074:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L3036
	.p2align 4,,10
	.p2align 3
.L3095:
	leaq	-240(%rbp), %r12
	jmp	.L3050
	.p2align 4,,10
	.p2align 3
.L3099:
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
	jmp	.L3057
.L3076:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L3021
	.cfi_endproc
.LFE279:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	general_run, @function
general_run:
.LFB151:
	.cfi_startproc
	movl	16(%rdi), %eax
	leaq	8(%rdi), %r8
	cmpl	$1, %eax
	je	.L3104
	cmpl	$2, %eax
	je	.L3105
	testl	%eax, %eax
	je	.L3107
	movl	$3, %ecx
	movq	%r8, %rdi
	jmp	walk_steps
	.p2align 4,,10
	.p2align 3
.L3104:
	movl	$1, %ecx
	movq	%r8, %rdi
	jmp	walk_steps
	.p2align 4,,10
	.p2align 3
.L3107:
	xorl	%ecx, %ecx
	movq	%r8, %rdi
	jmp	walk_steps
	.p2align 4,,10
	.p2align 3
.L3105:
	movl	$2, %ecx
	movq	%r8, %rdi
	jmp	walk_steps
	.cfi_endproc
.LFE151:
	.size	general_run, .-general_run
	.p2align 4
	.type	closed_form_open, @function
closed_form_open:
.LFB94:
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
.L3113:
	movq	(%rbx), %r13
	movq	16(%rbx), %r15
	testq	%r13, %r13
	je	.L3109
	testq	%r15, %r15
	je	.L3109
	movl	24(%rbp), %eax
	testl	%eax, %eax
	jne	.L3109
	movq	8(%rbp), %rsi
	movq	0(%rbp), %rdi
	cmpq	16(%rbp), %rsi
	je	.L3117
.L3110:
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
.L3109:
	addq	$8, %rbx
	cmpq	%rbx, %r12
	jne	.L3113
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
.L3117:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L3118
	movl	$512, %esi
	movl	$16, %ecx
.L3111:
	movq	%rdx, 8(%rsp)
	movq	%rcx, (%rsp)
	call	realloc@PLT
	movq	(%rsp), %rcx
	movq	8(%rsp), %rdx
	testq	%rax, %rax
	movq	%rax, %rdi
	je	.L3119
	movq	%rax, 0(%rbp)
	movq	8(%rbp), %rsi
	movq	%rcx, 16(%rbp)
	jmp	.L3110
	.p2align 4,,10
	.p2align 3
.L3118:
	leaq	(%rsi,%rsi), %rcx
	salq	$6, %rsi
	jmp	.L3111
.L3119:
	movl	$1, 24(%rbp)
	jmp	.L3109
	.cfi_endproc
.LFE94:
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
.LFB185:
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
	jne	.L3145
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
	jmp	.L3128
	.p2align 4,,10
	.p2align 3
.L3147:
	movq	16(%rsp), %rsi
	movq	48(%rsp), %rdi
	movl	$4096, %edx
	call	due_fill
	movq	%r12, 33200(%rsp)
	movq	33200(%rsp), %rcx
	movq	%rax, %r12
.L3126:
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
	jb	.L3125
	cmpq	%rbp, %rax
	jne	.L3124
	cmpl	$3, 28(%rsp)
	je	.L3146
.L3124:
	movq	%rcx, 33200(%rsp)
	movq	%r12, %rcx
	movq	33200(%rsp), %r12
	orq	%r15, %rcx
	je	.L3127
.L3128:
	xorl	%ecx, %ecx
	cmpl	$3, 28(%rsp)
	jne	.L3147
	movq	%r12, 33200(%rsp)
	movq	%rcx, %r12
	movq	33200(%rsp), %rcx
	jmp	.L3126
	.p2align 4,,10
	.p2align 3
.L3146:
	movq	32(%rsp), %rdi
	leaq	72(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 33200(%rsp)
	call	walk_run
	testq	%rax, %rax
	jne	.L3125
	orq	%r15, %r12
	movq	33200(%rsp), %rcx
	je	.L3127
	xorl	%r12d, %r12d
	jmp	.L3126
	.p2align 4,,10
	.p2align 3
.L3127:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3129
	call	fclose@PLT
.L3129:
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
.L3125:
	.cfi_restore_state
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC492(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L3145:
	movq	stderr(%rip), %rdi
	movq	160(%r13), %rdx
	leaq	.LC491(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE185:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB268:
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
	je	.L3165
	cmpl	$0, 152(%r10)
	jne	.L3165
	cmpl	$0, 72(%r10)
	movq	%rdx, %r12
	jne	.L3150
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L3175
.L3150:
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
	jne	.L3166
	testq	%rax, %rax
	je	.L3166
	leaq	160(%rsp), %rbx
	leaq	48(%rsp), %r14
	movq	8(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L3151
	xorl	%ebx, %ebx
	cmpq	$0, 552(%rsp)
	je	.L3155
	.p2align 4,,10
	.p2align 3
.L3152:
	movq	16(%r12), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbx,8), %rbp
	addq	$1, %rbx
	call	due_next
	movq	%rax, 0(%rbp)
	cmpq	552(%rsp), %rbx
	jb	.L3152
.L3155:
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
	jnb	.L3176
	movq	16(%r12), %rcx
	movq	8(%r12), %r15
	movq	480(%rsp), %rdx
	jmp	.L3156
	.p2align 4,,10
	.p2align 3
.L3158:
	addq	$1, %rbx
	movq	%rbx, 32(%r12)
	cmpq	%rbx, %r14
	je	.L3157
.L3156:
	movq	(%r15,%rbx,8), %rax
	addq	(%rcx,%rbx,8), %rax
	cmpq	%rax, %rdx
	jnb	.L3158
	movq	%rbx, 40(%r12)
	movq	%rbx, %rbp
	cmpq	%r14, %rbx
	jb	.L3159
	jmp	.L3161
	.p2align 4,,10
	.p2align 3
.L3162:
	addq	$1, %rbp
	movq	%rbp, 40(%r12)
	cmpq	%rbp, %r14
	je	.L3161
.L3159:
	movq	8(%rsp), %rdi
	movq	(%r15,%rbp,8), %r13
	movq	%rbp, %rsi
	call	service_of
	cmpq	%r13, %rax
	jb	.L3162
.L3161:
	xorl	%eax, %eax
	cmpq	%r14, %rbx
	setnb	%al
	jmp	.L3148
.L3165:
	movl	$1, %eax
.L3148:
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
.L3175:
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
	jmp	.L3150
.L3176:
	movq	%rbx, 40(%r12)
	jmp	.L3161
.L3166:
	orl	$-1, %eax
	jmp	.L3148
.L3151:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC304(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L3157:
	movq	%r14, 40(%r12)
	jmp	.L3161
	.cfi_endproc
.LFE268:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	score_reference, @function
score_reference:
.LFB235:
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
	je	.L3178
	cmpq	$0, 48(%rsp)
	je	.L3178
	movq	%r13, %rcx
	testq	%r13, %r13
	je	.L3178
	testq	%rsi, %rsi
	je	.L3178
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
	jne	.L3265
.L3179:
	movq	16(%rsp), %rax
	movq	%r12, %r9
	xorl	%ebp, %ebp
	leaq	80(%rax), %r15
	movq	%r15, %r12
	jmp	.L3185
	.p2align 4,,10
	.p2align 3
.L3268:
	testq	%rdx, %rdx
	je	.L3203
	movq	16(%rsp), %rax
	movl	$1, 872(%rax,%rbp,4)
	cmpq	$1, %rbp
	je	.L3266
.L3186:
	movq	24(%r9), %rsi
	movq	24(%rsp), %rcx
	movq	%r12, %r8
	movq	%rbx, %rdi
	movq	%r9, (%rsp)
	call	dist_score
	movq	(%rsp), %r9
	testl	%eax, %eax
	jne	.L3264
.L3203:
	addq	$1, %rbp
	addq	$80, %r12
	cmpq	$7, %rbp
	je	.L3267
.L3185:
	movq	16(%rsp), %rax
	movq	800(%rax,%rbp,8), %rdx
	testq	%rbp, %rbp
	jne	.L3268
	movq	16(%rsp), %rax
	movl	$1, 872(%rax)
	jmp	.L3186
.L3267:
	movq	64(%rsp), %rax
	movq	%r9, %r12
	xorl	%r14d, %r14d
	movq	24(%r12), %r13
	movq	%r12, %rdi
	movq	24(%rax), %r9
	call	trace_runtime_ns
	cmpq	%r9, %r13
	jb	.L3204
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
.L3204:
	imulq	$1000, %r14, %rax
	movq	16(%rsp), %rdi
	movq	%rax, 856(%rdi)
	testq	%r13, %r13
	jne	.L3205
	leaq	160(%rsp), %r15
	leaq	640(%rdi), %rbp
	movl	$8, %ecx
	xorl	%eax, %eax
	movl	$1, 900(%rdi)
	movq	%r15, %rdi
	rep stosl
.L3206:
	cmpl	$0, 184(%rsp)
	jne	.L3232
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
	jne	.L3219
	movq	16(%rsp), %rax
	xorl	%r12d, %r12d
	movq	640(%rax), %r13
	testq	%r13, %r13
	jne	.L3269
	movq	16(%rsp), %rax
.L3221:
	xorl	%edx, %edx
	movq	%rdx, 648(%rax,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	jne	.L3221
.L3224:
	movq	16(%rsp), %rdi
	movl	$1000, %eax
	imulq	$1000, 712(%rdi), %rcx
	mulq	704(%rdi)
	addq	%rcx, %rdx
	movq	%rax, 704(%rdi)
	movq	%rdx, 712(%rdi)
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3209
.L3265:
	movq	40(%rsp), %rsi
	xorl	%ebp, %ebp
	orq	$-1, %r13
	xorl	%edi, %edi
	movq	%rsi, %rdx
	leaq	(%rsi,%r8,8), %rcx
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L3180:
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
	jne	.L3180
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
	jne	.L3181
	movl	$50000, %esi
	xorl	%edi, %edi
.L3181:
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
	jmp	.L3179
.L3205:
	movabsq	$67108863999, %rax
	cmpq	-8(%rbx,%r13,8), %rax
	movq	16(%rsp), %rax
	jb	.L3207
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
.L3208:
	movq	0(%rbp,%rcx,8), %rdx
	movq	%rcx, %r13
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	movq	%rdx, %r15
	cmpq	%rbx, %rcx
	jb	.L3210
	jmp	.L3270
	.p2align 4,,10
	.p2align 3
.L3213:
	addq	$1, %r13
	cmpq	%r13, %rbx
	je	.L3212
.L3210:
	movq	0(%rbp,%r13,8), %rdx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	cmpq	%rdx, %r15
	je	.L3213
.L3212:
	movq	%r13, %r8
	subq	%rcx, %r8
	je	.L3217
	movl	184(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L3217
	movq	56(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r8, (%rsp)
	call	dist_add.part.0
	movq	(%rsp), %r8
.L3217:
	testq	%r14, %r14
	je	.L3218
.L3215:
	movq	72(%rsp), %rax
	cmpq	%rax, %r15
	jnb	.L3271
.L3218:
	movq	%r13, %rcx
	cmpq	%rbx, %r13
	jb	.L3208
.L3261:
	movq	%rbp, %rbx
	movq	56(%rsp), %r15
	movq	80(%rsp), %rbp
	jmp	.L3206
.L3266:
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
	je	.L3236
	testq	%r11, %r11
	movq	(%rsp), %r9
	movq	56(%rsp), %r8
	movq	72(%rsp), %rdx
	je	.L3236
	testq	%rbp, %rbp
	je	.L3189
	movq	16(%r9), %r13
	movq	%r13, %rax
	leaq	0(%r13,%rbp,8), %rsi
	.p2align 4,,10
	.p2align 3
.L3190:
	movq	(%rax), %rcx
	addq	$8, %rax
	addq	$1, 8(%r14,%rcx,8)
	cmpq	%rax, %rsi
	jne	.L3190
	testq	%r8, %r8
	je	.L3194
.L3191:
	movq	(%r14), %rcx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3193:
	addq	$1, %rax
	addq	(%r14,%rax,8), %rcx
	movq	%rcx, (%r14,%rax,8)
	cmpq	%r8, %rax
	jb	.L3193
	testq	%rbp, %rbp
	je	.L3197
	movq	16(%r9), %r13
.L3194:
	movq	8(%r9), %r15
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3192:
	movq	0(%r13,%rax,8), %rcx
	leaq	(%r14,%rcx,8), %rsi
	movq	(%rsi), %rcx
	leaq	1(%rcx), %rdi
	movq	%rdi, (%rsi)
	movq	(%r15,%rax,8), %rsi
	addq	$1, %rax
	movq	%rsi, (%r11,%rcx,8)
	cmpq	%rbp, %rax
	jb	.L3192
.L3197:
	testq	%r8, %r8
	je	.L3196
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
	jmp	.L3195
	.p2align 4,,10
	.p2align 3
.L3200:
	movq	160(%rsp), %rdi
	addq	$1, %rbp
	call	free@PLT
	cmpq	%rbp, 80(%rsp)
	je	.L3272
.L3195:
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
	je	.L3200
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
.L3178:
	orl	$-1, %r13d
	jmp	.L3201
.L3207:
	xorl	%esi, %esi
	movl	%esi, 900(%rax)
.L3209:
	movq	64(%rsp), %rax
	movl	48(%rax), %r13d
	testl	%r13d, %r13d
	je	.L3201
	movq	40(%rax), %rdx
	xorl	%r13d, %r13d
	testq	%rdx, %rdx
	jne	.L3273
.L3201:
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
.L3232:
	.cfi_restore_state
	orl	$-1, %r13d
.L3219:
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3201
.L3271:
	movq	%r15, %rsi
	xorl	%edx, %edx
	movq	56(%rsp), %rdi
	subq	%r14, %rsi
	leaq	-1(%rsi), %rax
	divq	%r14
	movq	%r14, %rdx
	movq	%rax, %rcx
	call	dist_add
	jmp	.L3218
.L3273:
	movq	16(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	24(%rsp), %rcx
	movl	$1, 904(%rax)
	movq	8(%rdi), %rsi
	leaq	720(%rax), %r8
	movq	%rdx, 864(%rax)
	movq	48(%rsp), %rdi
	call	dist_score
.L3264:
	movl	%eax, %r13d
	jmp	.L3201
.L3272:
	movq	96(%rsp), %r9
	movq	88(%rsp), %rbx
	movq	(%rsp), %r11
	movq	104(%rsp), %r12
	movq	56(%rsp), %r10
.L3196:
	cmpl	$0, 152(%rsp)
	movq	128(%rsp), %rbp
	jne	.L3274
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
	jne	.L3264
	movq	56(%rsp), %r9
	addq	$80, %r12
	movl	$2, %ebp
	jmp	.L3185
.L3270:
	testq	%r14, %r14
	je	.L3261
	xorl	%r8d, %r8d
	jmp	.L3215
.L3269:
	leaq	PCT_MILLI(%rip), %rbp
	movq	%rax, %r14
	jmp	.L3223
.L3275:
	mulq	%r13
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r13, %rsi
	cmova	%r13, %rsi
.L3222:
	movq	%r15, %rdi
	call	dist_at_rank
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%r14,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	je	.L3224
.L3223:
	movq	0(%rbp,%r12), %rax
	cmpq	$100000, %rax
	jne	.L3275
	movq	%r13, %rsi
	jmp	.L3222
.L3189:
	testq	%r8, %r8
	jne	.L3191
	jmp	.L3196
.L3274:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L3178
.L3236:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L3178
	.cfi_endproc
.LFE235:
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
.LFB336:
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
	je	.L3277
	leaq	208(%rsp), %rbp
	xorl	%ebx, %ebx
	movq	%rbp, 80(%rsp)
	jmp	.L3279
	.p2align 4,,10
	.p2align 3
.L3278:
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
	jnb	.L3450
	testl	%eax, %eax
	jne	.L3450
.L3279:
	movl	336(%r14), %edi
	movq	328(%r14), %rsi
	testl	%edi, %edi
	je	.L3278
	movq	96(%r14), %rdi
	xorl	%ecx, %ecx
	movq	%rbx, %rdx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3278
.L3450:
	xorl	%ecx, %ecx
	movl	%eax, 112(%rsp)
	movq	%rcx, 40(%rsp)
.L3281:
	leaq	240(%rsp), %rax
	movl	112(%rsp), %r10d
	movq	208(%rsp), %r15
	xorl	%ebx, %ebx
	movq	%rax, 56(%rsp)
	leaq	336(%rsp), %rax
	movq	%rax, 48(%rsp)
	testl	%r10d, %r10d
	jne	.L3526
	movq	216(%rsp), %r8
	testq	%r8, %r8
	je	.L3316
.L3535:
	movq	(%r15), %rbp
	cmpq	344(%r14), %rbp
	jnb	.L3316
	movq	264(%rsp), %rsi
	cmpq	$8388607, %rsi
	ja	.L3316
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
	jbe	.L3284
	movq	%rcx, (%rsp)
	movl	$1, %eax
	xorl	%edi, %edi
	movq	%r11, %r13
	jmp	.L3291
	.p2align 4,,10
	.p2align 3
.L3528:
	xorl	%edx, %edx
	cmpq	%r13, %r9
	setb	%dl
.L3289:
	testl	%edx, %edx
	je	.L3527
	movdqu	(%rsi), %xmm7
	leaq	(%rdi,%rdi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movups	%xmm7, (%rdx)
	movq	16(%rsi), %rsi
	movq	%rsi, 16(%rdx)
	leaq	1(%rax,%rax), %rdx
	cmpq	%r8, %rdx
	jnb	.L3423
	movq	%rax, %rdi
	movq	%rdx, %rax
.L3291:
	leaq	1(%rdi), %rdx
	leaq	(%rax,%rax,2), %rsi
	leaq	(%r15,%rsi,8), %rsi
	leaq	(%rdx,%rdx), %r10
	movq	(%rsi), %r9
	cmpq	%r8, %r10
	jnb	.L3285
	addq	%r10, %rdx
	salq	$4, %rdx
	addq	%r15, %rdx
	movq	(%rdx), %r11
	cmpq	%r9, %r11
	jne	.L3525
	movq	8(%rsi), %rcx
	cmpq	%rcx, 8(%rdx)
.L3525:
	setb	%cl
	movzbl	%cl, %ecx
	testl	%ecx, %ecx
	cmovne	%r11, %r9
	cmovne	%rdx, %rsi
	cmovne	%r10, %rax
.L3285:
	cmpq	%r9, %r13
	jne	.L3528
	movq	16(%rsp), %rdx
	cmpq	%rdx, 8(%rsi)
	setb	%dl
	movzbl	%dl, %edx
	jmp	.L3289
.L3284:
	movq	304(%r14), %rax
	orq	%r12, %rax
	cmpq	%rbp, %rbx
	cmovb	%rbp, %rbx
	movq	%rbx, %r13
	testq	%r8, %r8
	jne	.L3529
	testq	%rax, %rax
	je	.L3415
	movl	8(%r14), %r15d
	testl	%r15d, %r15d
	jne	.L3297
.L3533:
	cmpq	$0, 40(%r14)
	movq	(%r14), %rdx
	je	.L3530
.L3299:
	movq	32(%rsp), %rdi
	movq	%r13, %rsi
	call	serve_random
	movq	%rax, %rbx
.L3300:
	movq	24(%rsp), %rcx
	movq	56(%rsp), %rdi
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	subq	%rbp, %rdx
	call	trace_add
	cmpq	$0, 304(%r14)
	movl	%eax, %r15d
	je	.L3306
	testl	%eax, %eax
	je	.L3531
.L3296:
	movq	208(%rsp), %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movq	%rax, 72(%rsp)
.L3315:
	movq	56(%rsp), %rdi
	call	trace_free
	movq	72(%rsp), %rdi
	call	trace_free
	cmpl	$-3, %r15d
	je	.L3532
.L3348:
	leaq	.LC497(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
.L3276:
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
.L3529:
	.cfi_restore_state
	xorl	%edi, %edi
.L3422:
	leaq	(%rdi,%rdi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movq	%rcx, 16(%rdx)
	movups	%xmm0, (%rdx)
	testq	%rax, %rax
	je	.L3415
	cmpq	$65537, %r8
	ja	.L3424
.L3538:
	movl	8(%r14), %r15d
	movq	264(%rsp), %rsi
	testl	%r15d, %r15d
	je	.L3533
.L3297:
	movq	%r14, %rdi
	call	service_of
	cmpq	$0, 40(%r14)
	movq	%rax, %rdx
	jne	.L3299
.L3530:
	movq	1312(%rsp), %rax
	leaq	(%rdx,%r13), %rbx
	cmpq	%rbx, %rax
	jnb	.L3300
	movq	48(%r14), %r8
	cmpq	%rax, %r13
	jnb	.L3301
	addq	%r8, %rbx
.L3302:
	addq	$1, 1320(%rsp)
	movq	56(%r14), %r9
	testq	%r9, %r9
	jne	.L3303
	movq	$-1, 1312(%rsp)
	jmp	.L3300
.L3527:
	movq	(%rsp), %rcx
.L3290:
	movq	304(%r14), %rax
	orq	%r12, %rax
	cmpq	%rbp, %rbx
	cmovb	%rbp, %rbx
	movq	%rbx, %r13
	jmp	.L3422
	.p2align 4,,10
	.p2align 3
.L3306:
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
	jbe	.L3310
	testl	%r15d, %r15d
	jne	.L3296
	movl	336(%r14), %r11d
	movq	328(%r14), %rsi
	testl	%r11d, %r11d
	jne	.L3534
.L3313:
	leaq	(%rsi,%rbx), %rax
	addq	$1, %r12
	movq	%rax, %xmm0
	movhps	24(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
.L3524:
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
.L3310:
	testl	%r15d, %r15d
	jne	.L3296
	movq	216(%rsp), %r8
	movq	208(%rsp), %r15
	testq	%r8, %r8
	jne	.L3535
.L3316:
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
	je	.L3318
	testq	%rbp, %rbp
	je	.L3318
	cmpq	$0, 40(%rsp)
	je	.L3318
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
	je	.L3319
	movq	64(%r14), %rax
.L3319:
	movq	160(%r14), %rdi
	movl	$8, %esi
	movq	%r8, (%rsp)
	movq	%rax, 1408(%rsp)
	call	calloc@PLT
	movq	(%rsp), %r8
	testq	%rax, %rax
	movq	%rax, 1360(%rsp)
	movq	%rax, %r13
	je	.L3318
	testq	%r15, %r15
	je	.L3321
	movl	336(%r14), %ebx
	movq	40(%rsp), %r9
	movq	%rax, 16(%rsp)
	xorl	%r12d, %r12d
	movl	%ebx, %r13d
	movq	%r8, %rbx
	jmp	.L3323
	.p2align 4,,10
	.p2align 3
.L3322:
	movq	%rsi, (%rbx,%r12,8)
	movq	%r12, 0(%rbp,%r12,8)
	movq	$0, (%r9,%r12,8)
	addq	$1, %r12
	cmpq	%r12, %r15
	je	.L3536
.L3323:
	movq	328(%r14), %rsi
	testl	%r13d, %r13d
	je	.L3322
	movq	96(%r14), %rdi
	xorl	%ecx, %ecx
	movq	%r12, %rdx
	movq	%r9, (%rsp)
	call	think_of.part.0.isra.0
	movq	(%rsp), %r9
	movq	%rax, %rsi
	jmp	.L3322
	.p2align 4,,10
	.p2align 3
.L3423:
	movq	(%rsp), %rcx
	movq	%rax, %rdi
	jmp	.L3290
	.p2align 4,,10
	.p2align 3
.L3531:
	movl	336(%r14), %ebp
	movq	328(%r14), %rsi
	addq	$1, %r12
	testl	%ebp, %ebp
	jne	.L3537
.L3309:
	leaq	(%rsi,%rbx), %rax
	movq	%rax, %xmm0
	movhps	24(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
	jmp	.L3524
	.p2align 4,,10
	.p2align 3
.L3415:
	movq	48(%rsp), %rdi
	call	poisson_next
	comisd	.LC83(%rip), %xmm0
	jnb	.L3294
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L3295:
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
	jne	.L3296
	movq	216(%rsp), %r8
	movq	%rbx, 40(%rsp)
	cmpq	$65537, %r8
	jbe	.L3538
.L3424:
	movl	$-3, %r15d
	jmp	.L3296
.L3294:
	subsd	.LC83(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L3295
.L3303:
	addq	%r9, %rax
	movq	%rax, 1312(%rsp)
	cmpq	%rbx, %rax
	jnb	.L3300
	movq	32(%rsp), %rdi
	movq	%rdx, %rcx
	movq	%r13, %rsi
	movq	%rbx, %rdx
	call	serve_stalls
	movq	%rax, %rbx
	jmp	.L3300
.L3301:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, %r13
	jnb	.L3302
	leaq	(%rdx,%rcx), %rbx
	jmp	.L3302
.L3537:
	movq	96(%r14), %rdi
	movq	24(%rsp), %rdx
	movq	%r12, %rcx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3309
.L3536:
	movq	16(%rsp), %r13
	movq	%rbx, %r8
	orq	$-1, %r9
.L3324:
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
.L3345:
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	testq	%rbp, %rbp
	je	.L3539
.L3346:
	addq	$1, %rax
	cmpq	%rbp, %rax
	je	.L3540
.L3328:
	movq	(%r15,%rbx), %rcx
	cmpq	%rcx, (%r15,%rax,8)
	jb	.L3427
	jne	.L3346
	movq	(%rsp), %rcx
	movq	(%rcx,%rbx), %rdi
	cmpq	%rdi, (%rcx,%rax,8)
	jnb	.L3346
	.p2align 4,,10
	.p2align 3
.L3427:
	leaq	0(,%rax,8), %rbx
	addq	$1, %rax
	cmpq	%rbp, %rax
	jne	.L3328
.L3540:
	leaq	(%r15,%rbx), %rcx
	movq	%rcx, 24(%rsp)
	movq	(%rcx), %r10
	movq	16(%rsp), %rcx
	cmpq	$-1, %rcx
	je	.L3332
	cmpq	%r10, %rcx
	jnb	.L3332
	cmpq	$65536, %rax
	je	.L3428
.L3330:
	movq	96(%rsp), %rax
	cmpq	%rax, %rbp
	je	.L3541
.L3334:
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
	comisd	.LC83(%rip), %xmm0
	jnb	.L3335
	cvttsd2siq	%xmm0, %rax
.L3336:
	cmpq	$-1, %rbp
	je	.L3521
	movq	16(%rsp), %r10
	movq	64(%rsp), %rbp
	movq	%rax, 16(%rsp)
	movq	48(%rsp), %rax
	movq	%rax, 88(%rsp)
.L3332:
	cmpq	344(%r14), %r10
	jnb	.L3521
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
	jne	.L3432
	movq	40(%rsp), %rax
	addq	%rax, %rbx
	cmpq	$0, 304(%r14)
	movq	(%rbx), %rcx
	je	.L3338
	movl	336(%r14), %r8d
	addq	$1, %rcx
	movq	328(%r14), %rsi
	movq	%rcx, (%rbx)
	testl	%r8d, %r8d
	jne	.L3542
.L3339:
	movq	24(%rsp), %rax
	addq	%r12, %rsi
	movq	%rsi, (%rax)
.L3344:
	movq	312(%rsp), %r13
	cmpq	$8388607, %r13
	jbe	.L3345
.L3521:
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
	ja	.L3543
	movq	312(%rsp), %rdi
	movq	24(%rsp), %rax
	movq	248(%rsp), %rdx
	cmpq	%rdi, %rax
	cmovbe	%rax, %rdi
	xorl	%ebx, %ebx
	xorl	%ebp, %ebp
	testq	%rdi, %rdi
	je	.L3352
	movq	240(%rsp), %r10
	movq	288(%rsp), %r9
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	movq	296(%rsp), %r11
	movq	256(%rsp), %r8
	xorl	%ebp, %ebp
	movq	304(%rsp), %r12
	jmp	.L3354
	.p2align 4,,10
	.p2align 3
.L3353:
	addq	$1, %rcx
	addq	%rsi, %rbp
	cmpq	%rcx, %rbx
	cmovb	%rcx, %rbx
	addq	$1, %rax
	cmpq	%rdi, %rax
	je	.L3352
.L3354:
	movq	(%r8,%rax,8), %rcx
	movq	(%r9,%rax,8), %r15
	movl	$1, %esi
	cmpq	%r15, (%r10,%rax,8)
	jne	.L3353
	movq	(%r11,%rax,8), %r15
	cmpq	%r15, (%rdx,%rax,8)
	jne	.L3353
	xorl	%esi, %esi
	cmpq	%rcx, (%r12,%rax,8)
	setne	%sil
	jmp	.L3353
.L3352:
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
	je	.L3436
	movq	%rbx, 40(%rsp)
	movq	%rdx, %r12
	leaq	(%rdx,%rax,8), %r13
	xorl	%r8d, %r8d
	movq	%rbp, 48(%rsp)
	xorl	%r9d, %r9d
	pxor	%xmm5, %xmm5
	movq	%rax, %rbx
	movq	%rdx, %rbp
	jmp	.L3358
	.p2align 4,,10
	.p2align 3
.L3545:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3357:
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
	je	.L3544
.L3358:
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
	jns	.L3545
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3357
	.p2align 4,,10
	.p2align 3
.L3338:
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
	jbe	.L3506
	movl	336(%r14), %edi
	movq	328(%r14), %rsi
	movq	48(%rsp), %rcx
	testl	%edi, %edi
	jne	.L3546
.L3343:
	movq	24(%rsp), %rax
	addq	%r12, %rsi
	addq	$1, %rcx
	movq	%rcx, (%rbx)
	movq	%rsi, (%rax)
	jmp	.L3344
	.p2align 4,,10
	.p2align 3
.L3506:
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
	jmp	.L3344
	.p2align 4,,10
	.p2align 3
.L3335:
	subsd	.LC83(%rip), %xmm0
	movabsq	$-9223372036854775808, %rcx
	cvttsd2siq	%xmm0, %rax
	xorq	%rcx, %rax
	jmp	.L3336
	.p2align 4,,10
	.p2align 3
.L3542:
	movq	96(%r14), %rdi
	movq	64(%rsp), %rdx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3339
	.p2align 4,,10
	.p2align 3
.L3541:
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
	je	.L3432
	movq	24(%rsp), %rsi
	movq	(%rsp), %rdi
	call	realloc@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	je	.L3430
	movq	24(%rsp), %rsi
	movq	40(%rsp), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L3431
	movq	%rax, 40(%rsp)
	movq	48(%rsp), %rax
	movq	%r15, (%rsp)
	movq	%rbx, %r15
	movq	%rax, 96(%rsp)
	jmp	.L3334
.L3539:
	cmpq	$-1, 16(%rsp)
	jne	.L3330
	jmp	.L3521
.L3546:
	movq	64(%rsp), %rdx
	movq	%r10, %rdi
	call	think_of.part.0.isra.0
	movq	48(%rsp), %rcx
	movq	%rax, %rsi
	jmp	.L3343
.L3277:
	movsd	312(%r14), %xmm0
	movabsq	$6000293695718379091, %rax
	xorq	96(%r14), %rax
	leaq	336(%rsp), %rdi
	movq	$0x000000000, 344(%rsp)
	movq	%rax, 352(%rsp)
	movsd	%xmm0, 336(%rsp)
	call	poisson_next
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L3282
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L3283:
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
	jmp	.L3281
.L3534:
	movq	24(%rsp), %rdx
	movq	%r12, %rcx
	movq	%r9, %rdi
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3313
.L3282:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L3283
.L3544:
	pxor	%xmm0, %xmm0
	movq	40(%rsp), %rbx
	movq	48(%rsp), %rbp
	movq	%r12, %rdx
	cvtsi2sdq	24(%rsp), %xmm0
	divsd	%xmm0, %xmm5
.L3355:
	movsd	.LC89(%rip), %xmm4
	movsd	.LC90(%rip), %xmm3
	xorl	%eax, %eax
	pxor	%xmm1, %xmm1
	movq	32(%rsp), %rsi
	jmp	.L3362
	.p2align 4,,10
	.p2align 3
.L3548:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
.L3361:
	movsd	(%r15,%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm5, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm4, %xmm0
	mulsd	%xmm3, %xmm0
.L3359:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	$256, %rax
	je	.L3547
.L3362:
	movq	(%rsi,%rax), %rcx
	pxor	%xmm0, %xmm0
	testq	%rcx, %rcx
	je	.L3359
	jns	.L3548
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm2, %xmm2
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3361
.L3547:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm5
	ja	.L3549
	pxor	%xmm0, %xmm0
.L3363:
	movq	304(%r14), %rcx
	movq	328(%r14), %rsi
	testq	%rcx, %rcx
	je	.L3441
	cmpl	$1, 8(%r14)
	je	.L3550
.L3441:
	movq	$0x000000000, 40(%rsp)
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 16(%rsp)
	movq	$0x000000000, (%rsp)
.L3365:
	movq	24(%rsp), %rax
	movsd	.LC83(%rip), %xmm0
	testq	%rbx, %rbx
	movq	%rdx, 336(%rsp)
	movq	%rax, 344(%rsp)
	movq	56(%rsp), %rax
	movq	%rax, 352(%rsp)
	movl	$1, %eax
	cmovne	%rbx, %rax
	comisd	%xmm0, %xmm5
	movq	%rax, 360(%rsp)
	jnb	.L3373
	cvttsd2siq	%xmm5, %rax
.L3374:
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
	jne	.L3376
	movq	32(%rsp), %rdx
	movq	%r13, %rsi
	movq	%r14, %rdi
	call	score_reference
	movsd	24(%rsp), %xmm5
	testl	%eax, %eax
	movl	%eax, %r12d
	jne	.L3376
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
	jne	.L3551
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
.L3380:
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
	jne	.L3552
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
.L3414:
	leaq	.LC514(%rip), %rdi
	movsd	%xmm5, 24(%rsp)
	call	puts@PLT
	movq	264(%rsp), %rsi
	movsd	24(%rsp), %xmm5
	testq	%rsi, %rsi
	je	.L3383
	js	.L3384
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L3385:
	movq	344(%r14), %rax
	testq	%rax, %rax
	js	.L3386
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3387:
	movq	304(%r14), %rax
	divsd	%xmm1, %xmm0
	testq	%rax, %rax
	je	.L3444
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L3509
	testq	%rax, %rax
	js	.L3391
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3392:
	movq	328(%r14), %rax
	divsd	%xmm0, %xmm1
	testq	%rax, %rax
	js	.L3393
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3394:
	subsd	%xmm2, %xmm1
	movsd	%xmm1, 24(%rsp)
.L3389:
	pxor	%xmm1, %xmm1
	xorl	%r13d, %r13d
	comisd	%xmm1, %xmm5
	jbe	.L3388
	movsd	24(%rsp), %xmm1
	subsd	%xmm5, %xmm1
	mulsd	.LC73(%rip), %xmm1
	divsd	%xmm5, %xmm1
	movq	%xmm1, %r13
.L3388:
	leaq	.LC515(%rip), %rdi
	mulsd	.LC28(%rip), %xmm0
	movl	$2, %eax
	movsd	%xmm5, 104(%rsp)
	movapd	%xmm5, %xmm1
	divsd	.LC67(%rip), %xmm1
	movsd	%xmm1, 64(%rsp)
	movsd	%xmm0, 88(%rsp)
	call	printf@PLT
	cmpq	$0, 304(%r14)
	movsd	104(%rsp), %xmm5
	je	.L3396
.L3403:
	movq	%r13, %xmm1
	leaq	.LC516(%rip), %rdi
	movl	$2, %eax
	movsd	24(%rsp), %xmm0
	movsd	%xmm5, 104(%rsp)
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	movsd	104(%rsp), %xmm5
.L3397:
	movl	$10, %edi
	movsd	%xmm5, 104(%rsp)
	call	putchar@PLT
	cmpl	$0, 112(%rsp)
	movsd	104(%rsp), %xmm5
	jne	.L3553
.L3405:
	cmpl	$0, 116(%rsp)
	jne	.L3554
.L3408:
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
	jne	.L3555
.L3409:
	movq	304(%r14), %rdx
	movq	264(%rsp), %rcx
	leaq	.LC494(%rip), %rsi
	testq	%rdx, %rdx
	jne	.L3410
	movq	%rbx, %rdx
	leaq	.LC495(%rip), %rsi
.L3410:
	movsd	88(%rsp), %xmm0
	movapd	%xmm5, %xmm1
	movl	$2, %eax
	leaq	.LC521(%rip), %rdi
	movsd	%xmm5, 32(%rsp)
	call	printf@PLT
	cmpq	$0, 304(%r14)
	movsd	32(%rsp), %xmm5
	jne	.L3556
.L3411:
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
	jne	.L3557
.L3412:
	cmpl	$0, 116(%rsp)
	jne	.L3558
.L3413:
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
	jmp	.L3276
.L3532:
	movq	stderr(%rip), %rcx
	movl	$118, %edx
	movl	$1, %esi
	leaq	.LC496(%rip), %rdi
	call	fwrite@PLT
.L3349:
	movl	$2, %eax
	jmp	.L3276
.L3376:
	movq	56(%rsp), %rdi
	call	trace_free
	movq	72(%rsp), %rdi
	call	trace_free
	leaq	.LC499(%rip), %rsi
	movl	%r12d, %edi
	call	cannot
	jmp	.L3276
.L3321:
	movsd	312(%r14), %xmm0
	leaq	400(%rsp), %rdi
	movq	%r8, (%rsp)
	movabsq	$6000293695718379091, %rax
	movq	$0x000000000, 408(%rsp)
	xorq	96(%r14), %rax
	movq	%rax, 416(%rsp)
	movsd	%xmm0, 400(%rsp)
	call	poisson_next
	movsd	.LC83(%rip), %xmm1
	movq	(%rsp), %r8
	comisd	%xmm1, %xmm0
	jnb	.L3325
	cvttsd2siq	%xmm0, %r9
	jmp	.L3324
.L3373:
	movapd	%xmm5, %xmm1
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L3374
.L3432:
	movq	(%rsp), %rbp
	movq	104(%rsp), %r13
	movq	%r15, %rbx
	orl	$-1, %r15d
.L3333:
	movq	%r13, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	40(%rsp), %rdi
	call	free@PLT
	jmp	.L3315
.L3549:
	movapd	%xmm1, %xmm0
	movq	%rdx, (%rsp)
	movsd	%xmm5, 16(%rsp)
	call	sqrt@PLT
	movsd	16(%rsp), %xmm5
	movq	(%rsp), %rdx
	divsd	%xmm5, %xmm0
	jmp	.L3363
.L3325:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %r9
	btcq	$63, %r9
	jmp	.L3324
.L3551:
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
	jmp	.L3380
.L3436:
	pxor	%xmm5, %xmm5
	jmp	.L3355
.L3428:
	movq	%r15, %rbx
	movq	(%rsp), %rbp
	movq	104(%rsp), %r13
	movl	$-3, %r15d
	jmp	.L3333
.L3550:
	cmpq	$0, 48(%r14)
	jne	.L3441
	testq	%rsi, %rsi
	js	.L3366
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rsi, %xmm3
.L3367:
	movq	(%r14), %rax
	testq	%rax, %rax
	js	.L3368
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3369:
	movsd	.LC2(%rip), %xmm6
	movl	$1, %eax
	pxor	%xmm1, %xmm1
	jmp	.L3372
.L3560:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3371:
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
	jb	.L3559
.L3372:
	addsd	%xmm6, %xmm1
	mulsd	%xmm4, %xmm1
	movsd	%xmm1, (%rsp)
	testq	%rax, %rax
	jns	.L3560
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm1, %xmm1
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3371
.L3559:
	movapd	%xmm5, %xmm1
	movl	$1, 112(%rsp)
	subsd	%xmm7, %xmm1
	mulsd	.LC73(%rip), %xmm1
	mulsd	.LC91(%rip), %xmm0
	divsd	%xmm7, %xmm1
	movsd	%xmm0, 40(%rsp)
	movsd	%xmm1, 48(%rsp)
	jmp	.L3365
.L3368:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3369
.L3366:
	movq	%rsi, %rax
	movq	%rsi, %rdi
	pxor	%xmm3, %xmm3
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L3367
.L3543:
	movq	stderr(%rip), %rcx
	movl	$108, %edx
	movl	$1, %esi
	leaq	.LC498(%rip), %rdi
	call	fwrite@PLT
	movq	56(%rsp), %rdi
	call	trace_free
	movq	72(%rsp), %rdi
	call	trace_free
	jmp	.L3349
.L3396:
	pxor	%xmm0, %xmm0
	testq	%rbx, %rbx
	je	.L3398
	movq	264(%rsp), %rax
	testq	%rax, %rax
	js	.L3399
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3400:
	testq	%rbx, %rbx
	js	.L3401
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L3402:
	divsd	%xmm1, %xmm0
.L3398:
	movq	%rbx, %rsi
	leaq	.LC517(%rip), %rdi
	movl	$1, %eax
	movsd	%xmm5, 104(%rsp)
	call	printf@PLT
	cmpq	$0, 304(%r14)
	movsd	104(%rsp), %xmm5
	je	.L3397
	jmp	.L3403
.L3383:
	pxor	%xmm0, %xmm0
	cmpq	$0, 304(%r14)
	movq	%xmm0, %r13
	movsd	%xmm0, 24(%rsp)
	je	.L3388
	jmp	.L3389
.L3526:
	movq	%r15, %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movl	112(%rsp), %r15d
	movq	%rax, 72(%rsp)
	jmp	.L3315
.L3431:
	movq	%r15, %rbp
	movq	104(%rsp), %r13
	orl	$-1, %r15d
	jmp	.L3333
.L3555:
	leaq	640(%rsp), %rsi
	leaq	.LC510(%rip), %rdi
	movsd	%xmm5, 32(%rsp)
	call	print_result_set
	movsd	32(%rsp), %xmm5
	jmp	.L3409
.L3554:
	xorl	%edx, %edx
	leaq	.LC520(%rip), %rsi
	movq	%r15, %rdi
	movsd	%xmm5, 64(%rsp)
	call	print_score
	movsd	64(%rsp), %xmm5
	jmp	.L3408
.L3553:
	movsd	40(%rsp), %xmm4
	movl	$32, %esi
	movl	$5, %eax
	movsd	.LC28(%rip), %xmm1
	mulsd	16(%rsp), %xmm1
	movsd	48(%rsp), %xmm3
	leaq	.LC518(%rip), %rdi
	movsd	64(%rsp), %xmm2
	movsd	(%rsp), %xmm0
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	movsd	48(%rsp), %xmm0
	andpd	.LC61(%rip), %xmm0
	comisd	40(%rsp), %xmm0
	movsd	104(%rsp), %xmm5
	jbe	.L3405
	leaq	.LC519(%rip), %rdi
	movsd	%xmm5, 64(%rsp)
	call	puts@PLT
	movsd	64(%rsp), %xmm5
	jmp	.L3405
.L3552:
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
	jmp	.L3414
.L3558:
	movl	$1, %edx
	leaq	.LC11(%rip), %rsi
	movq	%r15, %rdi
	call	print_score
	jmp	.L3413
.L3557:
	movsd	48(%rsp), %xmm3
	movsd	40(%rsp), %xmm4
	xorl	%ecx, %ecx
	movapd	%xmm5, %xmm2
	movsd	.LC28(%rip), %xmm1
	mulsd	16(%rsp), %xmm1
	leaq	.LC525(%rip), %rdi
	movl	$5, %eax
	movapd	%xmm3, %xmm0
	andpd	.LC61(%rip), %xmm0
	movq	328(%r14), %rdx
	movq	304(%r14), %rsi
	comisd	%xmm0, %xmm4
	movsd	(%rsp), %xmm0
	setnb	%cl
	call	printf@PLT
	jmp	.L3412
.L3556:
	movsd	.LC522(%rip), %xmm1
	movq	%r13, %xmm0
	xorl	%esi, %esi
	andpd	.LC61(%rip), %xmm0
	leaq	.LC523(%rip), %rdi
	movl	$2, %eax
	comisd	%xmm0, %xmm1
	movsd	24(%rsp), %xmm0
	movq	%r13, %xmm1
	setnb	%sil
	call	printf@PLT
	movsd	32(%rsp), %xmm5
	jmp	.L3411
.L3384:
	movq	%rsi, %rax
	movq	%rsi, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3385
.L3393:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3394
.L3401:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3402
.L3399:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3400
.L3391:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3392
.L3444:
	movq	$0x000000000, 24(%rsp)
	xorl	%r13d, %r13d
	jmp	.L3388
.L3386:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3387
.L3509:
	movq	$0x000000000, 24(%rsp)
	jmp	.L3389
.L3430:
	movq	(%rsp), %rbp
	movq	104(%rsp), %r13
	orl	$-1, %r15d
	jmp	.L3333
.L3318:
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
	jmp	.L3348
	.cfi_endproc
.LFE336:
	.size	run_users, .-run_users
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB95:
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
	je	.L3562
	movq	24(%rsp), %rcx
	movq	%r12, %r9
	subq	%rcx, %r9
	cmpq	%r9, 40(%rsp)
	jnb	.L3614
.L3562:
	movq	8(%rsp), %rax
	imulq	%r12, %rax
	addq	%r14, %rax
.L3563:
	movq	%rax, 264(%r10)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L3615
	cmpl	$1, %eax
	jne	.L3572
	movq	32(%rsp), %rbp
	subq	%r13, %r8
	addq	%r14, %rbp
	testq	%r13, %r13
	je	.L3573
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
	jb	.L3574
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %rbp
	jmp	.L3571
	.p2align 4,,10
	.p2align 3
.L3572:
	movq	48(%rbx), %r13
	movq	(%rbx), %r14
	movq	144(%rbx), %rsi
	testq	%r13, %r13
	je	.L3576
	movq	56(%rbx), %rdi
	movq	64(%rbx), %r8
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L3577:
	movq	%r12, %rdx
	xorl	%eax, %eax
	imulq	%rdi, %rdx
	addq	%r8, %rdx
	cmpq	%rbp, %rdx
	jb	.L3580
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbp, %rax
	divq	%r14
.L3580:
	testq	%rsi, %rsi
	je	.L3581
	movq	%r14, %rdx
	imulq	%rax, %rdx
	addq	%rbp, %rdx
	cmpq	%rsi, %rdx
	setnb	%dl
.L3582:
	testb	%dl, %dl
	jne	.L3583
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%r14, %rax
	addq	%r13, %rax
	addq	%rax, %rbp
	addq	$1, %r12
	je	.L3577
	testq	%rdi, %rdi
	jne	.L3577
.L3583:
	testq	%rsi, %rsi
	jne	.L3616
.L3579:
	movq	136(%rbx), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L3586:
	testq	%rax, %rax
	je	.L3585
	imulq	%r14, %rax
	addq	%rax, %rbp
.L3585:
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
	jmp	.L3571
	.p2align 4,,10
	.p2align 3
.L3614:
	movq	8(%rsp), %rdx
	movq	%r8, %rsi
	movq	32(%rsp), %rdi
	subq	%rcx, %rsi
	imulq	%rcx, %rdx
	movq	%rsi, %rax
	imulq	%r14, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L3563
	.p2align 4,,10
	.p2align 3
.L3581:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L3582
	.p2align 4,,10
	.p2align 3
.L3615:
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
.L3570:
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
	jb	.L3565
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3567
	movq	24(%rsp), %r11
	movq	%r15, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r14
	leaq	-1(%r13), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L3617
.L3568:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r13, %r12
	jb	.L3591
.L3567:
	movq	16(%rsp), %rax
	addq	$8, %rbp
	cmpq	%rax, %rbp
	jne	.L3570
	movq	32(%rsp), %r10
	movq	248(%r10), %rax
	movq	264(%r10), %rbp
	movq	%rax, 240(%r10)
.L3571:
	movl	88(%rsp), %eax
	orl	120(%rsp), %eax
	movq	%rbp, 256(%r10)
	jne	.L3595
	movl	200(%rbx), %edx
	movq	(%rsp), %rdi
	movq	%r10, %rcx
	xorl	%ebp, %ebp
	movq	192(%rbx), %rsi
	movq	%r10, 8(%rsp)
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3587
	movq	8(%rsp), %r10
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	48(%rsp), %rdi
	leaq	80(%r10), %rcx
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3587
	movq	168(%rbx), %rsi
	movq	8(%rsp), %r10
	movl	176(%rbx), %edx
	movq	%rsi, 272(%r10)
	testl	%edx, %edx
	je	.L3588
	movq	(%r10), %rcx
	movq	56(%rsp), %rdi
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rdi
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L3589
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
.L3589:
	movq	%rsi, 272(%r10)
.L3588:
	movq	(%rsp), %rdi
	leaq	128(%rsp), %rbp
	movq	%r10, 8(%rsp)
	movq	%rbp, %rdx
	call	dist_correct
	movl	152(%rsp), %eax
	movq	8(%rsp), %r10
	testl	%eax, %eax
	jne	.L3618
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%rbp, %rdi
	leaq	160(%r10), %rcx
	call	dist_summarise
	movq	128(%rsp), %rbp
	movl	%eax, %r12d
.L3587:
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
.L3565:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3567
.L3591:
	movq	%r13, %rcx
	movq	%r15, %rsi
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	subq	%r12, %rcx
	imulq	%r14, %r12
	movq	%r14, %rdx
	subq	%r12, %rsi
	call	dist_add
	jmp	.L3567
	.p2align 4,,10
	.p2align 3
.L3573:
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
.L3574:
	movq	8(%rsp), %rbp
	imulq	%r12, %rbp
	addq	%r14, %rbp
	jmp	.L3571
	.p2align 4,,10
	.p2align 3
.L3616:
	movq	%rcx, %r8
	cmpq	%rsi, %rbp
	jnb	.L3585
	subq	%rbp, %rsi
.L3578:
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r14
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rcx,%rax), %r8
	jmp	.L3586
	.p2align 4,,10
	.p2align 3
.L3617:
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
	jmp	.L3568
.L3595:
	xorl	%ebp, %ebp
	movl	$-1, %r12d
	jmp	.L3587
.L3618:
	movq	128(%rsp), %rbp
	movl	$-1, %r12d
	jmp	.L3587
.L3576:
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rsi, %rsi
	jne	.L3578
	jmp	.L3579
	.cfi_endproc
.LFE95:
	.size	closed_form, .-closed_form
	.p2align 4
	.type	omit_walk, @function
omit_walk:
.LFB206:
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
	jne	.L3620
	movl	152(%rbp), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %eax
	movl	%eax, 64(%rsp)
	movq	160(%rbp), %rax
	movq	%rax, 96(%rsp)
	testl	%edi, %edi
	je	.L3778
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
	jmp	.L3624
.L3620:
	movl	112(%rsp), %esi
	testl	%esi, %esi
	jne	.L3779
	movq	$1, 176(%rsp)
	movl	$8, %edi
.L3623:
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
	je	.L3705
	movl	$0, 64(%rsp)
	movq	272(%rbp), %r13
	movq	$1, 96(%rsp)
.L3624:
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
	jne	.L3716
	cmpq	$0, 160(%rsp)
	je	.L3716
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
	je	.L3628
	movq	136(%rbp), %rax
.L3628:
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
	jmp	.L3629
	.p2align 4,,10
	.p2align 3
.L3670:
	movq	8(%rsp), %rcx
	movq	%r8, %r9
	subq	%rcx, %r9
	testq	%rax, %rax
	je	.L3715
	movq	%r8, %rdx
	subq	%rbx, %rdx
	cmpq	%rdx, %rax
	jb	.L3701
	movq	%r9, 32(%rsp)
	movq	%r8, %rsi
	xorl	%eax, %eax
	movl	$0, 40(%rsp)
.L3673:
	movl	112(%rsp), %edi
	movq	%rax, %xmm0
	movhps	24(%rsp), %xmm0
	testl	%edi, %edi
	jne	.L3780
.L3675:
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
	je	.L3674
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
.L3674:
	movq	112(%r14), %rdi
	testq	%rdi, %rdi
	je	.L3686
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
	jne	.L3781
.L3686:
	movl	40(%rsp), %edx
	movq	8(%r14), %rax
	testl	%edx, %edx
	jne	.L3782
	movq	(%r14), %rdx
	testq	%rdx, %rdx
	je	.L3691
	movq	56(%r14), %rcx
	leaq	1(%rcx), %rsi
	movq	%rsi, 56(%r14)
	movq	%r9, (%rdx,%rcx,8)
.L3691:
	testq	%rax, %rax
	je	.L3690
	movq	64(%r14), %rdx
	movq	32(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r14)
	movq	%rdi, (%rax,%rdx,8)
.L3690:
	testl	%r11d, %r11d
	jne	.L3688
	movq	16(%r14), %rax
	testq	%rax, %rax
	je	.L3688
	movq	72(%r14), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 72(%r14)
	movq	%r9, (%rax,%rdx,8)
.L3688:
	movq	24(%r14), %rax
	testq	%rax, %rax
	je	.L3693
	movq	80(%r14), %rdx
	movq	32(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 80(%r14)
	movq	%rsi, (%rax,%rdx,8)
.L3693:
	movq	32(%r14), %rax
	testq	%rax, %rax
	je	.L3694
	movq	88(%r14), %rdx
	movq	8(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 88(%r14)
	movq	%r8, %rcx
	subq	%rdi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L3694:
	movq	40(%r14), %rax
	testq	%rax, %rax
	je	.L3695
	movq	96(%r14), %rdx
	subq	%rbx, %r8
	leaq	1(%rdx), %rcx
	movq	%rcx, 96(%r14)
	movq	%r8, (%rax,%rdx,8)
.L3695:
	movq	48(%r14), %rax
	testq	%rax, %rax
	je	.L3652
	movq	104(%r14), %rdx
	movq	8(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 104(%r14)
	movq	%rbx, %rcx
	subq	%rsi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L3652:
	movq	96(%rsp), %rax
	addq	$1, %r15
	addq	$1, 16(%rsp)
	cmpq	%rax, %r15
	movl	$0, %eax
	cmove	%rax, %r15
.L3629:
	cmpl	$3, 64(%rsp)
	je	.L3783
	movq	16(%rsp), %rax
	cmpq	136(%rbp), %rax
	jnb	.L3769
	movl	68(%rsp), %ecx
	movq	%r10, 24(%rsp)
	movq	152(%rsp), %rdi
	testl	%ecx, %ecx
	jne	.L3784
	call	due_next
	cmpl	$2, 64(%rsp)
	movq	24(%rsp), %r10
	movq	%rax, 8(%rsp)
	je	.L3785
	movq	8(%rsp), %rdi
	cmpl	$1, 64(%rsp)
	movq	%rdi, %rax
	jne	.L3654
	movq	80(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rdi
	cmovnb	%rdi, %rax
.L3654:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3633:
	movl	232(%rbp), %r11d
	testl	%r11d, %r11d
	jne	.L3786
.L3655:
	movq	88(%rsp), %rax
	cmpq	%rbx, %rax
	cmovb	%rbx, %rax
	movq	%rax, 24(%rsp)
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L3661
	movq	0(%rbp), %rdx
.L3662:
	cmpq	$0, 40(%rbp)
	je	.L3787
	movq	24(%rsp), %rsi
	movq	192(%rsp), %rdi
	movq	%r10, 40(%rsp)
	movl	%r11d, 32(%rsp)
	call	serve_random
	movq	40(%rsp), %r10
	movl	32(%rsp), %r11d
	movq	%rax, 88(%rsp)
.L3664:
	testl	%r11d, %r11d
	je	.L3712
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
.L3660:
	movl	68(%rsp), %r9d
	movq	224(%rbp), %rax
	testl	%r9d, %r9d
	jne	.L3670
	movq	%r8, %r9
	subq	%rbx, %r9
	testq	%rax, %rax
	jne	.L3700
	movq	%r9, 32(%rsp)
	movq	%r8, %rdx
	movl	$0, 40(%rsp)
.L3672:
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
	jmp	.L3674
.L3779:
	movq	240(%rbp), %rax
	addq	$1, %rax
	movq	%rax, 176(%rsp)
	leaq	0(,%rax,8), %rdi
	jmp	.L3623
.L3778:
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
	jmp	.L3624
.L3769:
	movq	%r10, %r15
.L3634:
	xorl	%ebx, %ebx
.L3685:
	cmpq	$0, 8(%r15)
	jne	.L3698
	movq	$0, 48(%r15)
.L3698:
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	328(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3699
	call	fclose@PLT
.L3699:
	movq	168(%rsp), %rdi
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	call	free@PLT
.L3619:
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
.L3782:
	.cfi_restore_state
	testq	%rax, %rax
	je	.L3688
	movq	64(%r14), %rdx
	movq	32(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r14)
	movq	%rdi, (%rax,%rdx,8)
	jmp	.L3688
	.p2align 4,,10
	.p2align 3
.L3783:
	movq	80(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L3631
	cmpq	%rax, %rbx
	setnb	%al
.L3632:
	testb	%al, %al
	jne	.L3769
	movl	232(%rbp), %r11d
	addq	$1, (%r10)
	movq	%rbx, 8(%rsp)
	testl	%r11d, %r11d
	je	.L3655
.L3786:
	cmpq	$0, 72(%rsp)
	je	.L3657
	movq	168(%rsp), %rdx
	movq	72(%rsp), %rax
	movq	176(%rsp), %rcx
	jmp	.L3656
	.p2align 4,,10
	.p2align 3
.L3659:
	addq	$1, %r12
	xorl	%esi, %esi
	cmpq	%rcx, %r12
	cmove	%rsi, %r12
	subq	$1, %rax
	je	.L3772
.L3656:
	cmpq	(%rdx,%r12,8), %rbx
	jnb	.L3659
.L3772:
	movq	%rax, 72(%rsp)
.L3657:
	movq	72(%rsp), %rax
	cmpq	240(%rbp), %rax
	jb	.L3655
	movq	88(%rsp), %rax
	cmpq	%rax, %rbx
	jnb	.L3655
	movq	248(%rbp), %r8
	movl	$1, %r11d
	movq	$1, 24(%rsp)
	addq	%rbx, %r8
	jmp	.L3660
	.p2align 4,,10
	.p2align 3
.L3715:
	movq	%r9, 32(%rsp)
	movq	%r8, %rsi
	movl	$0, 40(%rsp)
	jmp	.L3673
	.p2align 4,,10
	.p2align 3
.L3700:
	cmpq	%r9, %rax
	jb	.L3702
	movq	%r9, 32(%rsp)
	movq	%r8, %rdx
	xorl	%eax, %eax
	movl	$0, 40(%rsp)
	jmp	.L3672
	.p2align 4,,10
	.p2align 3
.L3784:
	call	due_next
	cmpq	$0, 16(%rsp)
	movq	24(%rsp), %r10
	movq	%rax, 8(%rsp)
	je	.L3636
	movl	280(%rbp), %edx
	testl	%edx, %edx
	je	.L3636
	movq	200(%rsp), %rsi
	subq	%rsi, %rbx
	movq	%r14, %rsi
	movq	%r12, %r14
	movq	%rbp, %r12
	addq	%rax, %rbx
	jmp	.L3638
	.p2align 4,,10
	.p2align 3
.L3788:
	addq	%rax, %r13
.L3638:
	cmpq	$-1, %r13
	je	.L3639
	movq	256(%r12), %rax
	addq	%r13, %rax
	cmpq	%rax, %rbx
	jb	.L3639
	movq	264(%r12), %rax
	testq	%rax, %rax
	jne	.L3788
	movq	$-1, %r13
.L3639:
	cmpq	%r13, %rbx
	jb	.L3641
	movq	256(%r12), %rbx
	addq	%r13, %rbx
.L3641:
	movl	112(%rsp), %eax
	testl	%eax, %eax
	je	.L3789
	movq	%rsi, 24(%rsp)
	movq	160(%rsp), %rbp
	movq	%r10, 32(%rsp)
	movq	144(%rsp), %rdi
	jmp	.L3642
	.p2align 4,,10
	.p2align 3
.L3791:
	cmpq	0(%rbp), %rbx
	jb	.L3790
	call	heap_pop
.L3642:
	movq	216(%rsp), %rax
	testq	%rax, %rax
	jne	.L3791
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	xorl	%ecx, %ecx
.L3644:
	movq	288(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L3646
	movl	296(%r12), %eax
	testl	%eax, %eax
	jne	.L3646
	movq	144(%rsp), %rdi
	movq	%r10, 32(%rsp)
	movq	%rsi, 24(%rsp)
	call	heap_pop
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	movq	%rax, %rbx
	jmp	.L3638
	.p2align 4,,10
	.p2align 3
.L3631:
	movq	16(%rsp), %rax
	cmpq	136(%rbp), %rax
	setnb	%al
	jmp	.L3632
	.p2align 4,,10
	.p2align 3
.L3785:
	movq	80(%rsp), %rdi
	cmpq	(%rdi,%r15,8), %rax
	jnb	.L3654
	addq	$1, 16(%r10)
	jmp	.L3652
.L3646:
	movq	%r12, %rbp
	movq	%r14, %r12
	movq	%rsi, %r14
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L3650
	cmpq	%rbx, 128(%rbp)
	jb	.L3777
.L3650:
	cmpq	%rdx, %rcx
	jnb	.L3651
.L3648:
	movq	8(%rsp), %rax
	movq	%rax, 200(%rsp)
	jmp	.L3633
	.p2align 4,,10
	.p2align 3
.L3712:
	movq	$0, 24(%rsp)
	movq	88(%rsp), %r8
	jmp	.L3660
	.p2align 4,,10
	.p2align 3
.L3780:
	movq	216(%rsp), %rax
	movq	184(%rsp), %rdi
	leaq	1(%rax), %rdx
	movq	%rdx, 216(%rsp)
	testq	%rax, %rax
	jne	.L3676
	jmp	.L3677
	.p2align 4,,10
	.p2align 3
.L3679:
	movq	%rcx, (%rdx)
	testq	%rax, %rax
	je	.L3677
.L3676:
	movq	%rax, %rdx
	leaq	-1(%rax), %rax
	shrq	%rax
	leaq	(%rdi,%rdx,8), %rdx
	movq	(%rdi,%rax,8), %rcx
	cmpq	%rcx, %rsi
	jb	.L3679
	movq	%rsi, (%rdx)
	jmp	.L3675
	.p2align 4,,10
	.p2align 3
.L3790:
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	movq	%rax, %rcx
	jmp	.L3644
	.p2align 4,,10
	.p2align 3
.L3636:
	movq	8(%rsp), %rax
	movq	%r14, %rsi
	movq	%r12, %r14
	movq	%rbp, %r12
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L3638
	.p2align 4,,10
	.p2align 3
.L3702:
	movq	%rax, 32(%rsp)
	leaq	(%rbx,%rax), %rdx
	movl	$1, %eax
	movl	$1, 40(%rsp)
	jmp	.L3672
	.p2align 4,,10
	.p2align 3
.L3701:
	movq	8(%rsp), %rdi
	leaq	(%rbx,%rax), %rsi
	movl	$1, 40(%rsp)
	movq	%rsi, %rax
	subq	%rdi, %rax
	movq	%rax, 32(%rsp)
	movl	$1, %eax
	jmp	.L3673
	.p2align 4,,10
	.p2align 3
.L3787:
	movq	24(%rsp), %rcx
	movq	224(%rsp), %rax
	leaq	(%rcx,%rdx), %rsi
	movq	%rsi, 88(%rsp)
	cmpq	%rsi, %rax
	jnb	.L3664
	movq	48(%rbp), %r8
	cmpq	%rax, %rcx
	jnb	.L3665
	addq	%r8, %rsi
	movq	%rsi, 88(%rsp)
.L3666:
	addq	$1, 232(%rsp)
	movq	56(%rbp), %r9
	testq	%r9, %r9
	jne	.L3667
	movq	$-1, 224(%rsp)
	jmp	.L3664
	.p2align 4,,10
	.p2align 3
.L3661:
	movq	16(%rsp), %rsi
	movq	%rbp, %rdi
	movq	%r10, 40(%rsp)
	movl	%r11d, 32(%rsp)
	call	service_of
	movq	40(%rsp), %r10
	movl	32(%rsp), %r11d
	movq	%rax, %rdx
	jmp	.L3662
	.p2align 4,,10
	.p2align 3
.L3677:
	movq	184(%rsp), %rdx
	movq	%rsi, (%rdx)
	jmp	.L3675
.L3651:
	movq	8(%rsp), %rax
	addq	$1, 24(%r10)
	movq	%rax, 200(%rsp)
	jmp	.L3652
.L3667:
	movq	88(%rsp), %rdi
	addq	%r9, %rax
	movq	%rax, 224(%rsp)
	cmpq	%rdi, %rax
	jnb	.L3664
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
	jmp	.L3664
.L3665:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, 24(%rsp)
	leaq	(%rdx,%rcx), %rsi
	cmovnb	88(%rsp), %rsi
	movq	%rsi, 88(%rsp)
	jmp	.L3666
.L3789:
	movq	%r12, %rbp
	movq	%r14, %r12
	movq	%rsi, %r14
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L3648
	cmpq	%rbx, 128(%rbp)
	jnb	.L3648
.L3777:
	movq	136(%rbp), %rax
	movq	16(%rsp), %rcx
	movq	%r10, %r15
	subq	%rcx, %rax
	movq	%rax, 16(%r10)
	jmp	.L3634
.L3705:
	movl	$0, 64(%rsp)
	movq	$-1, %r13
	movq	$1, 96(%rsp)
	jmp	.L3624
.L3781:
	movq	%r10, %r15
	movl	$-1, %ebx
	jmp	.L3685
.L3716:
	movq	168(%rsp), %rdi
	orl	$-1, %ebx
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	jmp	.L3619
	.cfi_endproc
.LFE206:
	.size	omit_walk, .-omit_walk
	.p2align 4
	.type	ref_omit_client, @function
ref_omit_client:
.LFB211:
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
	jne	.L3793
	movl	152(%rdi), %edx
	leaq	by_kind.6(%rip), %rax
	movq	160(%rdi), %rdi
	movl	(%rax,%rdx,4), %eax
	movq	%rdi, 120(%rsp)
	movl	%eax, 8(%rsp)
	cmpl	$3, %eax
	jne	.L3794
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L3794
	xorl	%edx, %edx
	movq	120(%rsp), %rdi
	divq	(%r14)
	leaq	1(%rdi,%rax), %rbp
	jmp	.L3796
.L3793:
	movl	$0, 8(%rsp)
	movq	136(%rdi), %rbp
	movq	$1, 120(%rsp)
.L3796:
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
	je	.L3801
	cmpq	$0, 48(%rsp)
	je	.L3801
	cmpq	$0, 80(%rsp)
	je	.L3801
	testq	%r15, %r15
	je	.L3801
	cmpq	$0, 104(%rsp)
	je	.L3801
	testq	%r13, %r13
	je	.L3801
	cmpq	$0, 96(%rsp)
	je	.L3801
	cmpq	$0, 144(%rsp)
	je	.L3801
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
	jne	.L3959
.L3802:
	movq	160(%r14), %rdi
	movl	$8, %esi
	movq	%rax, 288(%rsp)
	call	calloc@PLT
	movq	%rax, 184(%rsp)
	movq	%rax, 240(%rsp)
	testq	%rax, %rax
	je	.L3801
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
	jmp	.L3835
	.p2align 4,,10
	.p2align 3
.L3803:
	movq	%rcx, 88(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r11, 32(%rsp)
	cmpq	136(%r14), %r12
	jnb	.L3809
	movq	128(%rsp), %rdi
	call	due_next
	movl	20(%rsp), %edx
	movq	24(%rsp), %rdi
	movq	32(%rsp), %r11
	movq	64(%rsp), %r8
	testl	%edx, %edx
	movq	%rax, (%rdi,%r12,8)
	movq	88(%rsp), %rcx
	jne	.L3960
	cmpl	$2, 8(%rsp)
	je	.L3961
	cmpl	$1, 8(%rsp)
	jne	.L3827
	movq	120(%rsp), %rdi
	cmpq	%rdi, %r12
	jb	.L3827
	movq	152(%rsp), %rdi
	movq	(%rdi,%r12,8), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
.L3827:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3808:
	movq	48(%rsp), %rax
	movl	232(%r14), %r10d
	movq	%rbx, (%rax,%r12,8)
	testl	%r10d, %r10d
	je	.L3830
	cmpq	%r8, %rbx
	jb	.L3962
.L3830:
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
.L3833:
	movq	56(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3834
	movq	%rcx, %rdx
	leaq	(%rbx,%rdi), %rax
	subq	%rbx, %rdx
	cmpq	%rdx, %rdi
	cmovb	%rax, %rcx
.L3834:
	movq	104(%rsp), %rax
	movl	20(%rsp), %r9d
	movq	%rcx, (%rax,%r12,8)
	testl	%r9d, %r9d
	je	.L3825
	cmpq	$0, 288(%r14)
	je	.L3825
	movq	%rcx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L3825:
	addq	$1, %r12
.L3835:
	cmpl	$3, 8(%rsp)
	jne	.L3803
	movq	120(%rsp), %rax
	xorl	%ebx, %ebx
	cmpq	%rax, %r12
	jb	.L3804
	movq	152(%rsp), %rax
	movq	(%rax,%r12,8), %rbx
.L3804:
	testq	%r12, %r12
	je	.L3805
	movq	48(%rsp), %rax
	movq	-8(%rax,%r12,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3805:
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L3806
	cmpq	%rax, %rbx
	setnb	%al
.L3807:
	testb	%al, %al
	jne	.L3963
	movq	24(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L3808
.L3963:
	movq	%r12, %rax
	xorl	%edx, %edx
.L3873:
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
	je	.L3851
	movq	%r15, 112(%rsp)
	movq	96(%rsp), %rbp
	movq	%r10, %r15
	movq	%r13, 128(%rsp)
	movl	20(%rsp), %r13d
	movq	%r14, 88(%rsp)
	movq	168(%rsp), %r14
	jmp	.L3836
	.p2align 4,,10
	.p2align 3
.L3838:
	cmpb	$3, %r11b
	je	.L3964
	cmpb	$1, %r11b
	ja	.L3839
	addq	$1, 1128(%r14,%r15)
	movq	48(%rsp), %rax
	cmpq	$0, 136(%rsp)
	movq	(%rax,%rbx,8), %rsi
	je	.L3848
	movq	80(%rsp), %rax
	movq	(%rax,%rbx,8), %rdi
	testl	%r13d, %r13d
	je	.L3845
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax,%rbx,8), %rax
.L3846:
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
	jne	.L3965
.L3848:
	movq	160(%rsp), %rax
	addq	%r14, %rax
	addq	%r11, 1160(%rax)
	cmpq	$0, 56(%rsp)
	movq	1152(%rax), %rdx
	je	.L3844
	movq	80(%rsp), %rdi
	movq	(%rdi,%rbx,8), %rdi
	movq	%rdi, %rcx
	movq	%rdi, 8(%rsp)
	subq	%rsi, %rcx
	cmpq	%rcx, 56(%rsp)
	adcq	$0, %rdx
.L3844:
	movq	%rdx, 1152(%rax)
	leaq	(%r14,%r15), %rax
	cmpq	$1, 1128(%rax)
	movq	%rsi, 1176(%rax)
	jne	.L3849
	movq	%rsi, 1168(%rax)
.L3849:
	movq	%r11, 8(%rsp)
	testl	%r13d, %r13d
	je	.L3839
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
.L3839:
	addq	$1, %rbx
	addq	$32, %r8
	adcq	$0, %r9
	cmpq	%rbx, %r12
	je	.L3966
.L3836:
	movzbl	0(%rbp,%rbx), %r11d
	cmpb	$2, %r11b
	jne	.L3838
	addq	$1, 1136(%r14,%r15)
	jmp	.L3839
	.p2align 4,,10
	.p2align 3
.L3962:
	movq	%r11, %rcx
	xorl	%edx, %edx
	jmp	.L3831
	.p2align 4,,10
	.p2align 3
.L3832:
	movq	%rcx, %rax
	subq	%rdx, %rax
	shrq	%rax
	addq	%rdx, %rax
	cmpq	(%r15,%rax,8), %rbx
	jnb	.L3967
	movq	%rax, %rcx
.L3831:
	cmpq	%rcx, %rdx
	jb	.L3832
	movq	%r11, %rax
	subq	%rdx, %rax
	cmpq	240(%r14), %rax
	jb	.L3830
	movq	96(%rsp), %rax
	movq	248(%r14), %rcx
	movb	$1, (%rax,%r12)
	movq	80(%rsp), %rax
	addq	%rbx, %rcx
	movq	%rcx, (%rax,%r12,8)
	jmp	.L3833
	.p2align 4,,10
	.p2align 3
.L3967:
	leaq	1(%rax), %rdx
	jmp	.L3831
	.p2align 4,,10
	.p2align 3
.L3960:
	movl	280(%r14), %edi
	movl	%edi, 64(%rsp)
	testq	%r12, %r12
	je	.L3877
	testl	%edi, %edi
	je	.L3812
	movq	24(%rsp), %rdi
	subq	-8(%rdi,%r12,8), %rbx
	addq	%rax, %rbx
.L3811:
	movq	256(%r14), %r10
	movq	288(%r14), %r9
	testq	%r10, %r10
	je	.L3813
	.p2align 4,,10
	.p2align 3
.L3823:
	movq	272(%r14), %rsi
	cmpq	%rsi, %rbx
	jb	.L3813
	movq	264(%r14), %rdi
	testq	%rdi, %rdi
	je	.L3814
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%rsi, %rax
	movq	%rax, 32(%rsp)
	divq	%rdi
	movq	32(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, %rdi
.L3814:
	addq	%r10, %rsi
	addq	%rdi, %rsi
	cmpq	%rsi, %rbx
	cmovb	%rsi, %rbx
.L3813:
	testq	%r9, %r9
	je	.L3815
	testq	%rbp, %rbp
	je	.L3815
.L3816:
	leaq	0(%r13,%rbp,8), %rsi
	movq	%r13, %rax
	xorl	%ebp, %ebp
	.p2align 4,,10
	.p2align 3
.L3819:
	movq	(%rax), %rdx
	cmpq	%rdx, %rbx
	jnb	.L3818
	movq	%rdx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L3818:
	addq	$8, %rax
	cmpq	%rax, %rsi
	jne	.L3819
	cmpq	%r9, %rbp
	jb	.L3815
	movl	296(%r14), %eax
	testl	%eax, %eax
	jne	.L3820
	xorl	%eax, %eax
	movq	$-1, %rbx
	.p2align 4,,10
	.p2align 3
.L3821:
	movq	0(%r13,%rax,8), %rdx
	cmpq	%rdx, %rbx
	cmova	%rdx, %rbx
	addq	$1, %rax
	cmpq	%rbp, %rax
	jb	.L3821
	testq	%r10, %r10
	jne	.L3823
	testq	%rbp, %rbp
	jne	.L3816
	.p2align 4,,10
	.p2align 3
.L3815:
	movl	64(%rsp), %eax
	testl	%eax, %eax
	je	.L3808
.L3817:
	cmpq	%rbx, 128(%r14)
	jb	.L3809
.L3824:
	cmpq	%rbp, %r9
	jne	.L3808
	testq	%r9, %r9
	je	.L3808
	movq	96(%rsp), %rax
	movb	$3, (%rax,%r12)
	movq	48(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L3825
	.p2align 4,,10
	.p2align 3
.L3806:
	cmpq	136(%r14), %r12
	setnb	%al
	jmp	.L3807
.L3964:
	addq	$1, 1144(%r14,%r15)
	jmp	.L3839
	.p2align 4,,10
	.p2align 3
.L3961:
	cmpq	%rcx, %rax
	jnb	.L3827
	movq	96(%rsp), %rax
	movb	$2, (%rax,%r12)
	jmp	.L3825
.L3845:
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	120(%rsp)
	movq	%rsi, %rax
	movq	%rdx, %rcx
	jmp	.L3846
.L3877:
	movq	%rax, %rbx
	jmp	.L3811
.L3812:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L3811
.L3966:
	movq	112(%rsp), %r15
	movq	128(%rsp), %r13
	movq	88(%rsp), %r14
.L3851:
	movq	168(%rsp), %rcx
	movq	%r15, 64(%rsp)
	xorl	%ebx, %ebx
	movq	%r14, %rdx
	movq	%r13, 88(%rsp)
	leaq	.L3863(%rip), %rbp
	imulq	$560, 176(%rsp), %rax
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L3837:
	cmpl	$1, %ebx
	jle	.L3968
	cmpl	$3, %ebx
	jle	.L3969
	movl	20(%rsp), %edi
	testl	%edi, %edi
	je	.L3856
	cmpq	$0, 256(%rdx)
	jne	.L3853
	movl	280(%rdx), %esi
	testl	%esi, %esi
	je	.L3970
.L3853:
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	movl	%ebx, %r11d
	testq	%r12, %r12
	je	.L3871
	movq	48(%rsp), %r15
	movq	80(%rsp), %r14
	movq	%rcx, 8(%rsp)
	movq	96(%rsp), %r10
	movq	56(%rsp), %r13
	movq	%rdx, 32(%rsp)
	movl	20(%rsp), %r8d
	.p2align 4,,10
	.p2align 3
.L3870:
	testl	%r8d, %r8d
	je	.L3857
	movq	24(%rsp), %rdi
	movq	(%rdi,%rax,8), %rdi
.L3858:
	xorl	%esi, %esi
	testq	%r13, %r13
	je	.L3859
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	xorl	%esi, %esi
	cmpq	%rdx, %r13
	setb	%sil
.L3859:
	movzbl	(%r10,%rax), %ecx
	cmpb	$1, %cl
	ja	.L3860
	cmpl	$6, %ebx
	ja	.L3861
	movslq	0(%rbp,%r11,4), %rdx
	addq	%rbp, %rdx
	jmp	*%rdx
	.section	.rodata
	.align 4
	.align 4
.L3863:
	.long	.L3861-.L3863
	.long	.L3866-.L3863
	.long	.L3861-.L3863
	.long	.L3866-.L3863
	.long	.L3865-.L3863
	.long	.L3864-.L3863
	.long	.L3862-.L3863
	.text
.L3866:
	testl	%esi, %esi
	je	.L3885
	movq	(%r15,%rax,8), %rdx
	addq	%r13, %rdx
	subq	%rdi, %rdx
.L3958:
	movq	144(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	.p2align 4,,10
	.p2align 3
.L3860:
	addq	$1, %rax
	cmpq	%rax, %r12
	jne	.L3870
	movq	8(%rsp), %rcx
	movq	32(%rsp), %rdx
.L3871:
	movq	144(%rsp), %rdi
	movq	%r9, %rsi
	movq	%rcx, 32(%rsp)
	movq	%rdx, 8(%rsp)
	call	ref_osummary
	movq	32(%rsp), %rcx
	movq	8(%rsp), %rdx
.L3856:
	addl	$1, %ebx
	addq	$80, %rcx
	cmpl	$7, %ebx
	jne	.L3837
	movq	64(%rsp), %r15
	movq	88(%rsp), %r13
	xorl	%ebx, %ebx
.L3847:
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	344(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3872
	call	fclose@PLT
.L3872:
	movq	184(%rsp), %rdi
	call	free@PLT
.L3800:
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
.L3862:
	.cfi_restore_state
	movq	(%r15,%rax,8), %rdx
.L3957:
	movq	24(%rsp), %rdi
	subq	(%rdi,%rax,8), %rdx
	movq	144(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L3860
.L3864:
	movq	144(%rsp), %rdi
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L3860
.L3865:
	movq	(%r14,%rax,8), %rdx
	jmp	.L3957
.L3861:
	testl	%esi, %esi
	jne	.L3860
	andl	$1, %ecx
	je	.L3885
	testl	%ebx, %ebx
	jne	.L3860
.L3885:
	movq	(%r14,%rax,8), %rdx
	subq	%rdi, %rdx
	jmp	.L3958
	.p2align 4,,10
	.p2align 3
.L3857:
	movq	(%r15,%rax,8), %rdi
	jmp	.L3858
.L3968:
	cmpq	$0, 224(%rdx)
	jne	.L3853
.L3956:
	addl	$1, %ebx
	addq	$80, %rcx
	jmp	.L3837
.L3969:
	movl	232(%rdx), %r8d
	testl	%r8d, %r8d
	je	.L3956
	jmp	.L3853
.L3809:
	movq	136(%r14), %rax
	movq	%rax, %rdx
	subq	%r12, %rdx
	jmp	.L3873
.L3959:
	movq	64(%r14), %rax
	jmp	.L3802
.L3970:
	cmpq	$0, 288(%rdx)
	jne	.L3853
	jmp	.L3856
.L3794:
	movq	136(%r14), %rbp
	jmp	.L3796
.L3965:
	movq	112(%rsp), %r15
	movq	128(%rsp), %r13
	movl	$-1, %ebx
	jmp	.L3847
.L3820:
	cmpl	$0, 64(%rsp)
	je	.L3824
	jmp	.L3817
	.p2align 4,,10
	.p2align 3
.L3801:
	movl	$-1, %ebx
	jmp	.L3800
	.cfi_endproc
.LFE211:
	.size	ref_omit_client, .-ref_omit_client
	.p2align 4
	.type	omit_job_run, @function
omit_job_run:
.LFB330:
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
	jne	.L3972
	xorl	%ecx, %ecx
	movq	%rbp, %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	ref_omit_client
.L3972:
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
.LFE330:
	.size	omit_job_run, .-omit_job_run
	.p2align 4
	.type	walk_outcomes, @function
walk_outcomes:
.LFB173:
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
	movl	%r8d, %r13d
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
	subq	$8504, %rsp
	.cfi_def_cfa_offset 8560
	movq	%rdi, 88(%rsp)
	movl	$131072, %edi
	movq	%rcx, 40(%rsp)
	movq	%rsi, 32(%rsp)
	movq	%rdx, 160(%rsp)
	movq	%r9, 96(%rsp)
	call	malloc@PLT
	movl	$131072, %edi
	movq	%rax, %rbx
	movq	%rax, 128(%rsp)
	call	malloc@PLT
	movl	$131072, %edi
	movq	%rax, %r15
	movq	%rax, 176(%rsp)
	call	malloc@PLT
	testq	%rbx, %rbx
	movl	8(%r14), %r10d
	pxor	%xmm0, %xmm0
	sete	%bpl
	testq	%r15, %r15
	movq	%rax, %rcx
	movq	%rax, 184(%rsp)
	sete	%al
	movaps	%xmm0, 224(%rsp)
	movq	$0, 152(%rsp)
	orl	%eax, %ebp
	testq	%rcx, %rcx
	sete	%al
	orl	%eax, %ebp
	movzbl	%bpl, %ebx
	testl	%r10d, %r10d
	je	.L3975
	movl	48(%r12), %r9d
	testl	%r9d, %r9d
	jne	.L4149
.L3975:
	movq	88(%rsp), %rax
	movq	208(%rax), %rbp
	testq	%rbp, %rbp
	jne	.L4150
.L3976:
	leaq	368(%rsp), %rdi
	movl	$1016, %ecx
	xorl	%eax, %eax
	movq	%rdi, 144(%rsp)
	rep stosq
	testl	%ebx, %ebx
	jne	.L3982
	movq	160(%rsp), %r12
	xorl	%r14d, %r14d
	movdqa	224(%rsp), %xmm6
	movl	%r13d, 8(%rsp)
	movq	144(%rsp), %rbp
	movq	88(%rsp), %rbx
	movq	%r14, %r13
	leaq	224(%rsp), %r15
	movaps	%xmm6, 16(%rsp)
	movq	%r12, %r14
.L3981:
	leaq	8(%r14), %rdi
	movq	%r14, %rcx
	xorl	%eax, %eax
	movq	$0, (%r14)
	andq	$-8, %rdi
	movq	%r15, %r8
	movq	$0, 280(%r14)
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	%r13, %rax
	movq	%r14, 3456(%rbp)
	movq	%rbp, %rdi
	salq	$4, %rax
	movq	40(%rsp), %rcx
	movdqa	16(%rsp), %xmm7
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	addq	%rcx, %rax
	testq	%rcx, %rcx
	movl	$0, %ecx
	movups	%xmm7, 3432(%rbp)
	cmove	%rcx, %rax
	movq	208(%rbx), %rcx
	movq	%rax, 3464(%rbp)
	movq	176(%rsp), %rax
	movq	%rax, 3416(%rbp)
	movq	184(%rsp), %rax
	movq	%rax, 3424(%rbp)
	call	select_init
	movq	208(%rbx), %rcx
	movl	200(%rbx), %edx
	movq	%r15, %r8
	movq	192(%rbx), %rsi
	leaq	1088(%rbp), %rdi
	movl	%eax, %r12d
	call	select_init
	movl	176(%rbx), %r8d
	orl	%eax, %r12d
	testl	%r8d, %r8d
	je	.L4151
.L3980:
	leal	1(%r13), %r10d
	cmpl	%r10d, 8(%rsp)
	movl	$1, %r13d
	setg	%dl
	testl	%r12d, %r12d
	sete	%al
	addq	$288, %r14
	addq	$4064, %rbp
	testb	%al, %dl
	jne	.L3981
	movl	8(%rsp), %r13d
	testl	%r12d, %r12d
	jne	.L3982
	movq	144(%rsp), %rax
	movq	%rax, 208(%rsp)
	cmpl	$2, %r13d
	jne	.L3983
	leaq	4432(%rsp), %rax
	movq	%rax, 216(%rsp)
.L3983:
	movq	88(%rsp), %rax
	leaq	by_kind.6(%rip), %rcx
	movq	32(%rsp), %r12
	movq	$0, 192(%rsp)
	movl	152(%rax), %eax
	movl	(%rcx,%rax,4), %r15d
	leaq	208(%rsp), %rax
	movq	%rax, 112(%rsp)
	movslq	%r13d, %rax
	movq	%rax, 120(%rsp)
	movslq	%r13d, %rax
	movl	%r15d, %r13d
.L4072:
	movq	112(%rsp), %rcx
	movq	%rax, 168(%rsp)
	movl	%r13d, 200(%rsp)
	leaq	(%rcx,%rax,8), %rbx
	movq	%rcx, %r14
	xorl	%eax, %eax
	xorl	%ecx, %ecx
	movl	%r13d, 8(%rsp)
	movq	%r14, %r15
	movq	%r12, %r13
	movq	%rbx, %r14
	movl	$0, 204(%rsp)
	movl	%eax, %ebx
	movl	%ecx, %r12d
	jmp	.L3992
.L4153:
	movl	2200(%rbp), %ecx
	testl	%ecx, %ecx
	jle	.L3984
	movl	$1, 4032(%rbp)
.L3986:
	cmpl	$3, 8(%rsp)
	movl	$1, %ecx
	movl	%eax, 4040(%rbp)
	pxor	%xmm2, %xmm2
	movl	$1, 4036(%rbp)
	cmovne	%ecx, %eax
	movaps	%xmm2, 4048(%rbp)
.L3988:
	leaq	3480(%rbp), %r10
	orl	%eax, %ebx
	xorl	%eax, %eax
	movq	$0, 4016(%rbp)
	leaq	3488(%rbp), %rdi
	movq	%r10, %rcx
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$544, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	%r13, 3480(%rbp)
	movl	4036(%rbp), %eax
	testl	%eax, %eax
	je	.L3990
	movl	8(%rsp), %edx
	movq	88(%rsp), %rsi
	movq	%r10, %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %r12d
.L3990:
	movl	4040(%rbp), %eax
	movq	%r13, 3752(%rbp)
	testl	%eax, %eax
	je	.L3991
	xorl	%edx, %edx
	movq	88(%rsp), %rsi
	leaq	3752(%rbp), %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %r12d
.L3991:
	addq	$8, %r15
	cmpq	%r14, %r15
	je	.L4152
.L3992:
	movq	(%r15), %rbp
	xorl	%eax, %eax
	movl	72(%rbp), %edx
	movl	1160(%rbp), %esi
	movl	3408(%rbp), %edi
	testl	%edx, %edx
	setg	%al
	movl	%eax, 4024(%rbp)
	xorl	%eax, %eax
	testl	%esi, %esi
	setg	%al
	movl	%eax, 4028(%rbp)
	testl	%edi, %edi
	jne	.L4153
.L3984:
	movl	$0, 4032(%rbp)
	testl	%edx, %edx
	jg	.L3986
	pxor	%xmm4, %xmm4
	movl	%eax, 4040(%rbp)
	movl	$0, 4036(%rbp)
	movaps	%xmm4, 4048(%rbp)
	jmp	.L3988
.L4152:
	movl	%r12d, %eax
	movl	%r12d, 136(%rsp)
	movq	%r13, %r12
	movl	%ebx, 140(%rsp)
	testl	%eax, %eax
	je	.L4154
	cmpq	$0, 96(%rsp)
	je	.L4030
	movq	$0, 104(%rsp)
.L4027:
	movq	96(%rsp), %rax
	movq	(%rax), %rbp
	movslq	8(%rax), %rbx
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movq	104(%rsp), %rax
	leaq	40(%rbp), %rdi
	movq	%rax, 304(%rbp,%rbx,8)
	orl	$1, 328(%rbp,%rbx,4)
	call	pthread_cond_broadcast@PLT
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
.L4030:
	movq	112(%rsp), %r13
	movq	168(%rsp), %rax
	leaq	0(%r13,%rax,8), %rbx
	leaq	240(%rsp), %rax
	movq	%r13, 32(%rsp)
	movq	%r13, %r14
	movq	%rax, 8(%rsp)
	movq	%rbx, %r13
	movl	136(%rsp), %ebx
	jmp	.L4051
	.p2align 4,,10
	.p2align 3
.L4038:
	call	*24(%r12)
.L4032:
	movl	4040(%r15), %eax
	testl	%eax, %eax
	je	.L4042
	movl	%ebx, %eax
	orl	3472(%r15), %eax
	leaq	3752(%r15), %rdi
	je	.L4155
.L4044:
	call	*24(%r12)
.L4042:
	addq	$8, %r14
	cmpq	%r13, %r14
	je	.L4156
.L4051:
	movq	(%r14), %r15
	movl	4036(%r15), %eax
	movq	3456(%r15), %rbp
	testl	%eax, %eax
	je	.L4032
	movl	%ebx, %eax
	orl	3472(%r15), %eax
	leaq	3480(%r15), %rdi
	jne	.L4038
	movq	8(%rsp), %rdx
	movq	%rdi, 16(%rsp)
	leaq	256(%rbp), %rcx
	leaq	240(%rbp), %r8
	movq	88(%rsp), %rsi
	call	*32(%r12)
	movq	3464(%r15), %rsi
	movq	16(%rsp), %rdi
	movq	240(%rsp), %rdx
	testq	%rsi, %rsi
	movq	%rdx, 3448(%r15)
	je	.L4038
	movq	4048(%r15), %rcx
	testq	%rcx, %rcx
	js	.L4035
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L4036:
	testq	%rdx, %rdx
	je	.L4041
	js	.L4039
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L4040:
	divsd	%xmm1, %xmm0
.L4041:
	movsd	%xmm0, (%rsi)
	jmp	.L4038
.L4155:
	movq	8(%rsp), %rdx
	movq	%rdi, 16(%rsp)
	leaq	264(%rbp), %rcx
	leaq	248(%rbp), %r8
	movq	88(%rsp), %rsi
	call	*32(%r12)
	movq	3464(%r15), %rdx
	movq	16(%rsp), %rdi
	testq	%rdx, %rdx
	je	.L4044
	movq	4056(%r15), %rax
	testq	%rax, %rax
	js	.L4046
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4047:
	movq	240(%rsp), %rax
	testq	%rax, %rax
	je	.L4048
	js	.L4049
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L4050:
	divsd	%xmm1, %xmm0
.L4048:
	movsd	%xmm0, 8(%rdx)
	jmp	.L4044
.L4156:
	movl	136(%rsp), %ebp
	movq	32(%rsp), %r14
	movq	%r13, %rbx
	testl	%ebp, %ebp
	jne	.L4088
	movq	%r12, 16(%rsp)
	movq	88(%rsp), %r15
	jmp	.L4064
	.p2align 4,,10
	.p2align 3
.L4160:
	movl	4028(%rbp), %r10d
	testl	%r10d, %r10d
	jne	.L4157
.L4055:
	movl	4032(%rbp), %r9d
	testl	%r9d, %r9d
	jne	.L4158
.L4059:
	movl	3408(%rbp), %r8d
	testl	%r8d, %r8d
	jne	.L4061
	movq	3456(%rbp), %rax
	movq	208(%r15), %r8
	movl	200(%r15), %r12d
	movq	192(%r15), %r13
	movq	256(%rax), %rdi
	movq	16(%rsp), %rax
	movq	%r8, 8(%rsp)
	movq	160(%r15), %rdx
	movq	3448(%rbp), %rsi
	call	*40(%rax)
	movq	8(%rsp), %r8
	movl	%r12d, %ecx
	movq	%r13, %rdx
	movq	%rax, %rsi
	leaq	2176(%rbp), %rdi
	leaq	3432(%rbp), %r9
	call	cqr_init
	testl	%eax, %eax
	jne	.L4089
	movl	$1, 3408(%rbp)
.L4061:
	addq	$8, %r14
	addl	$1, 3472(%rbp)
	cmpq	%rbx, %r14
	je	.L4159
.L4064:
	movq	(%r14), %rbp
	movl	4024(%rbp), %r11d
	testl	%r11d, %r11d
	je	.L4160
	movq	%rbp, %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L4056
	movl	4028(%rbp), %r10d
	testl	%r10d, %r10d
	je	.L4055
.L4157:
	leaq	1088(%rbp), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L4056
	movl	4032(%rbp), %r9d
	testl	%r9d, %r9d
	je	.L4059
.L4158:
	movl	2196(%rbp), %eax
	leaq	2176(%rbp), %rdi
	leal	1(%rax), %edx
	movl	%edx, 2196(%rbp)
	testl	%eax, %eax
	je	.L4161
	call	cqr_end_pass.part.0
.L4063:
	testl	%eax, %eax
	je	.L4059
	movl	%eax, 136(%rsp)
.L3978:
	movq	96(%rsp), %rax
	testq	%rax, %rax
	je	.L4073
	movq	(%rax), %rbp
	movslq	8(%rax), %rbx
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	leaq	40(%rbp), %rdi
	movl	$1, 328(%rbp,%rbx,4)
	movl	$1, 336(%rbp,%rbx,4)
	call	pthread_cond_broadcast@PLT
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
.L4073:
	leaq	2936(%rsp), %r13
	xorl	%ebx, %ebx
.L4075:
	leaq	-2568(%r13), %r12
	leaq	-2176(%r13), %rbp
.L4074:
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
	cmpq	%rbp, %r13
	jne	.L4074
	leaq	-392(%r13), %rdi
	addq	$1, %rbx
	addq	$4064, %r13
	call	cqr_free
	cmpq	%rbx, 120(%rsp)
	jne	.L4075
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	152(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	call	free@PLT
	movq	224(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movl	136(%rsp), %eax
	addq	$8504, %rsp
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
.L4161:
	.cfi_restore_state
	call	cqr_first_end
	jmp	.L4063
.L4159:
	movq	160(%rsp), %rax
	movq	16(%rsp), %r12
	leaq	192(%rsp), %rdx
	movq	144(%rsp), %rbx
	leaq	160(%rax), %rbp
	xorl	%eax, %eax
	movq	%r12, 8(%rsp)
	movq	%rdx, %r12
	movq	%rbp, %r14
	movq	%rax, %r13
.L4065:
	movl	(%r12,%r13,4), %edi
	testl	%edi, %edi
	jne	.L4069
	movl	72(%rbx), %esi
	testl	%esi, %esi
	jle	.L4162
.L4067:
	movslq	136(%rsp), %rcx
	movq	%rcx, %rax
	movq	%rbx, 208(%rsp,%rcx,8)
	addl	$1, %eax
	movl	%eax, 136(%rsp)
.L4069:
	addq	$1, %r13
	addq	$4064, %rbx
	addq	$288, %r14
	cmpq	%r13, 120(%rsp)
	jne	.L4065
	movl	136(%rsp), %ecx
	movq	8(%rsp), %r12
	testl	%ecx, %ecx
	je	.L3978
	movq	88(%rsp), %rax
	leaq	by_kind.6(%rip), %rbx
	movl	152(%rax), %eax
	movl	(%rbx,%rax,4), %r13d
	movslq	%ecx, %rax
	jmp	.L4072
.L4154:
	cmpq	$0, 96(%rsp)
	je	.L4163
	movq	208(%rsp), %rax
	movl	3472(%rax), %ebx
	testl	%ebx, %ebx
	jne	.L4164
.L3996:
	movq	112(%rsp), %rax
	movq	168(%rsp), %rcx
	xorl	%ebp, %ebp
	leaq	(%rax,%rcx,8), %rax
	movq	%rax, 80(%rsp)
.L4028:
	movq	96(%rsp), %rax
	movq	(%rax), %rbx
	movl	8(%rax), %r15d
	movq	200(%rbx), %rax
	movq	%rbx, %rdi
	leaq	40(%rbx), %r13
	movq	%rax, 64(%rsp)
	call	pthread_mutex_lock@PLT
	movslq	%r15d, %rax
	movq	296(%rbx), %r14
	addq	$38, %rax
	movq	%rax, 8(%rsp)
	cmpq	%r14, %rbp
	jb	.L4009
	movq	%r12, 56(%rsp)
	movq	%r14, %r12
	jmp	.L4002
	.p2align 4,,10
	.p2align 3
.L4167:
	movq	8(%rsp), %rax
	movq	(%rbx,%rax,8), %rax
.L4005:
	movl	320(%rbx), %r10d
	testl	%r10d, %r10d
	jne	.L4006
	movq	%r12, %rdx
	subq	%rax, %rdx
	cmpq	$2, %rdx
	jbe	.L4165
.L4006:
	movq	%rbx, %rsi
	movq	%r13, %rdi
	call	pthread_cond_wait@PLT
	movq	296(%rbx), %r12
	cmpq	%r12, %rbp
	jb	.L4144
.L4002:
	movl	324(%rbx), %r9d
	testl	%r9d, %r9d
	jne	.L4166
	cmpl	$1, %r15d
	movl	$80, %eax
	adcq	$0, %rax
	movl	8(%rbx,%rax,4), %r11d
	testl	%r11d, %r11d
	jne	.L4167
	movq	312(%rbx), %rax
	movq	304(%rbx), %rdx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	jmp	.L4005
.L4165:
	movl	$1, 320(%rbx)
	movq	96(%rbx), %rax
	movq	%rbx, %rdi
	movq	%rax, 16(%rsp)
	call	pthread_mutex_unlock@PLT
	leaq	88(%rbx), %rdi
	movabsq	$-6148914691236517205, %rax
	mulq	%r12
	movq	%rdx, %rax
	andq	$-2, %rdx
	shrq	%rax
	addq	%rdx, %rax
	movl	$16384, %edx
	subq	%rax, %r12
	leaq	(%rbx,%r12,8), %r14
	movq	200(%r14), %rsi
	call	due_fill
	cmpq	$0, 248(%r14)
	movq	%rax, %r12
	je	.L4007
	leaq	240(%rsp), %r9
	movl	$1, %edi
	movq	%r9, %rsi
	movq	%r9, 48(%rsp)
	call	clock_gettime@PLT
	movq	248(%rsp), %r11
	movq	16(%rsp), %rsi
	movq	%r12, %rcx
	movq	248(%r14), %rdx
	movq	192(%rbx), %rdi
	imulq	$1000000000, 240(%rsp), %r10
	movq	%r11, 32(%rsp)
	movq	%r10, 40(%rsp)
	call	service_fill
	movq	48(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	32(%rsp), %r11
	movq	40(%rsp), %r10
	imulq	$1000000000, 240(%rsp), %rax
	subq	%r11, %rax
	addq	248(%rsp), %rax
	subq	%r10, %rax
	movq	%rax, 272(%r14)
.L4007:
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	xorl	%eax, %eax
	testq	%r12, %r12
	movq	%r13, %rdi
	sete	%al
	movq	%r12, 224(%r14)
	movl	%eax, 324(%rbx)
	setne	%al
	movl	$0, 320(%rbx)
	movzbl	%al, %eax
	addq	%rax, 296(%rbx)
	call	pthread_cond_broadcast@PLT
	movq	296(%rbx), %r12
	cmpq	%r12, %rbp
	jnb	.L4002
.L4144:
	movq	56(%rsp), %r12
.L4009:
	movabsq	$-6148914691236517205, %rax
	mulq	%rbp
	movq	%rdx, %rax
	andq	$-2, %rdx
	shrq	%rax
	addq	%rdx, %rax
	movq	%rbp, %rdx
	subq	%rax, %rdx
	leaq	(%rbx,%rdx,8), %rax
	movq	200(%rax), %rcx
	movq	%rcx, 64(%rsp)
	movq	224(%rax), %rcx
	movq	%rcx, 48(%rsp)
	movq	248(%rax), %rcx
	movq	272(%rax), %rax
	movq	%rax, 72(%rsp)
	jmp	.L4003
.L4166:
	movq	%r12, %r14
	movq	56(%rsp), %r12
	cmpq	%r14, %rbp
	jb	.L4009
	movq	$0, 72(%rsp)
	xorl	%ecx, %ecx
	movq	$0, 48(%rsp)
.L4003:
	movq	%rbx, %rdi
	movq	%rcx, 8(%rsp)
	call	pthread_mutex_unlock@PLT
	movq	%rbp, 104(%rsp)
	movq	8(%rsp), %rcx
.L4011:
	movl	48(%r12), %edi
	xorl	%eax, %eax
	movq	112(%rsp), %rbx
	movq	$0, 56(%rsp)
	testl	%edi, %edi
	movq	%rbx, %rbp
	cmove	%rax, %rcx
	leaq	240(%rsp), %rax
	movq	%rax, 8(%rsp)
	movq	%rcx, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L4025:
	movq	0(%rbp), %r15
	xorl	%r14d, %r14d
	movq	%rbp, 40(%rsp)
	movq	%r14, %rbp
	movq	%r15, %r14
	leaq	3480(%r15), %r13
	movl	4036(%r14,%rbp,4), %esi
	testl	%esi, %esi
	je	.L4013
.L4171:
	movq	48(%rsp), %rcx
	movq	16(%rsp), %rdx
	movq	%r13, %rdi
	movq	64(%rsp), %rsi
	call	*8(%r12)
	movq	8(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	248(%rsp), %rcx
	movl	$16384, %edx
	movq	%r13, %rdi
	imulq	$1000000000, 240(%rsp), %r15
	movq	3416(%r14), %rsi
	movq	%rcx, 32(%rsp)
	call	*16(%r12)
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %rbx
	call	clock_gettime@PLT
	movq	32(%rsp), %rcx
	xorl	%edx, %edx
	imulq	$1000000000, 240(%rsp), %rax
	subq	%rcx, %rax
	addq	248(%rsp), %rax
	subq	%r15, %rax
	cmpq	$0, 16(%rsp)
	je	.L4014
	cmpl	$3, 200(%rsp,%rbp,4)
	cmovne	72(%rsp), %rdx
.L4014:
	addq	%rdx, %rax
	addq	%rax, 4048(%r14,%rbp,8)
	movq	3424(%r14), %rsi
	movq	%rbx, %rdx
	movq	3416(%r14), %rdi
	addq	%rbx, 56(%rsp)
	call	runs_of
	movl	4024(%r14,%rbp,4), %ecx
	movq	%rax, %rbx
	testl	%ecx, %ecx
	jne	.L4168
.L4015:
	testq	%rbp, %rbp
	jne	.L4013
	movl	4032(%r14), %eax
	testl	%eax, %eax
	je	.L4146
	movl	2196(%r14), %edx
	testl	%edx, %edx
	je	.L4169
.L4017:
	leaq	2176(%r14), %r15
	jmp	.L4018
	.p2align 4,,10
	.p2align 3
.L4170:
	cmpq	%rbx, %rbp
	jnb	.L4146
	movq	3424(%r14), %rax
	movq	%r15, %rdi
	movq	(%rax,%rbp,8), %rdx
	movq	3416(%r14), %rax
	movq	(%rax,%rbp,8), %rsi
	addq	$1, %rbp
	call	cqr_add_n
	movl	4032(%r14), %eax
.L4018:
	testl	%eax, %eax
	je	.L4146
	movl	2196(%r14), %eax
	testl	%eax, %eax
	jne	.L4170
.L4146:
	movl	$1, %ebp
	addq	$272, %r13
	movl	4036(%r14,%rbp,4), %esi
	testl	%esi, %esi
	jne	.L4171
.L4013:
	cmpq	$1, %rbp
	jne	.L4146
	movq	40(%rsp), %rbp
	addq	$8, %rbp
	cmpq	%rbp, 80(%rsp)
	jne	.L4025
	movq	48(%rsp), %rax
	movq	56(%rsp), %r13
	orq	%rax, %r13
	movq	96(%rsp), %rax
	testq	%rax, %rax
	je	.L4026
	movq	(%rax), %r14
	movq	104(%rsp), %rcx
	movslq	8(%rax), %rbx
	leaq	1(%rcx), %rbp
	movq	%r14, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbp, 304(%r14,%rbx,8)
	leaq	40(%r14), %rdi
	call	pthread_cond_broadcast@PLT
	movq	%r14, %rdi
	call	pthread_mutex_unlock@PLT
	testq	%r13, %r13
	jne	.L4028
	jmp	.L4027
	.p2align 4,,10
	.p2align 3
.L4168:
	movq	%rbp, %rax
	movq	%rsi, %rdx
	movq	%rbx, %rcx
	movq	%rdi, %rsi
	salq	$4, %rax
	addq	%rbp, %rax
	salq	$6, %rax
	addq	%r14, %rax
	movq	%rax, %rdi
	call	select_add_runs
	jmp	.L4015
.L4169:
	movq	3424(%r14), %rdx
	movq	3416(%r14), %rsi
	leaq	2176(%r14), %rdi
	movq	%rbx, %rcx
	call	cqr_first_runs
	movl	4032(%r14), %eax
	jmp	.L4017
.L4026:
	testq	%r13, %r13
	je	.L4029
	addq	$1, 104(%rsp)
.L3995:
	movq	128(%rsp), %rax
	xorl	%ecx, %ecx
	movl	140(%rsp), %r8d
	movq	$0, 48(%rsp)
	movq	$0, 72(%rsp)
	movq	%rax, 64(%rsp)
	testl	%r8d, %r8d
	je	.L4011
	leaq	256(%rsp), %rdi
	movl	$16384, %edx
	movq	%rax, %rsi
	movq	%rcx, 8(%rsp)
	movq	264(%rsp), %rbx
	call	due_fill
	movq	152(%rsp), %r15
	movq	8(%rsp), %rcx
	movq	%rax, 48(%rsp)
	testq	%r15, %r15
	je	.L4011
	leaq	240(%rsp), %r14
	movl	$1, %edi
	movq	%r14, %rsi
	call	clock_gettime@PLT
	movq	48(%rsp), %rcx
	movq	%r15, %rdx
	movq	%rbx, %rsi
	movq	88(%rsp), %rdi
	movq	248(%rsp), %r13
	imulq	$1000000000, 240(%rsp), %rbp
	call	service_fill
	movq	%r14, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	%r15, %rcx
	imulq	$1000000000, 240(%rsp), %rax
	subq	%r13, %rax
	addq	248(%rsp), %rax
	subq	%rbp, %rax
	movq	%rax, 72(%rsp)
	jmp	.L4011
.L4162:
	movl	1160(%rbx), %ecx
	testl	%ecx, %ecx
	jg	.L4067
	movl	3408(%rbx), %edx
	testl	%edx, %edx
	je	.L4067
	movl	2200(%rbx), %eax
	testl	%eax, %eax
	jg	.L4067
	movl	2172(%rbx), %ecx
	movd	3472(%rbx), %xmm0
	leaq	-152(%r14), %r15
	leaq	-160(%r14), %r8
	addl	1084(%rbx), %ecx
	addl	3404(%rbx), %ecx
	movq	%rbx, 16(%rsp)
	leaq	392(%rbx), %r9
	movd	%ecx, %xmm6
	movq	2176(%rbx), %rcx
	movl	$1, (%r12,%r13,4)
	leaq	128(%rbx), %rbp
	punpckldq	%xmm6, %xmm0
	movq	%r13, 32(%rsp)
	movq	%r8, %rbx
	movq	%r14, %r13
	movq	%xmm0, 120(%r14)
	pxor	%xmm0, %xmm0
	movq	%rcx, 112(%r14)
	movq	%r12, %r14
	movq	%r15, %r12
	movq	%r9, %r15
.L4068:
	movq	-128(%rbp), %rax
	movdqa	-112(%rbp), %xmm6
	movups	%xmm0, (%rbx)
	movups	%xmm0, 48(%rbx)
	movq	%rax, (%rbx)
	movq	-96(%rbp), %rax
	movups	%xmm0, 16(%rbx)
	movq	%rax, 56(%rbx)
	xorl	%eax, %eax
	movups	%xmm0, 32(%rbx)
	movaps	%xmm6, 64(%rbx)
.L4070:
	movdqa	0(%rbp,%rax), %xmm3
	movups	%xmm3, (%r12,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L4070
	movq	248(%rbp), %rdi
	addq	$80, %rbx
	addq	$80, %r12
	addq	$1088, %rbp
	call	free@PLT
	movq	-832(%rbp), %rdi
	call	free@PLT
	pxor	%xmm7, %xmm7
	movq	%r15, %rdi
	leaq	688(%r15), %rcx
	movups	%xmm7, -840(%rbp)
	leaq	680(%r15), %rdx
	leaq	672(%r15), %rsi
	addq	$1088, %r15
	call	guesses_free
	cmpq	%r13, %rbx
	pxor	%xmm0, %xmm0
	jne	.L4068
	movq	16(%rsp), %rbx
	movq	%r14, %r12
	movq	%r13, %r14
	movq	32(%rsp), %r13
	movups	%xmm0, 16(%r14)
	movq	2208(%rbx), %rcx
	movdqa	2224(%rbx), %xmm7
	movups	%xmm0, 32(%r14)
	leaq	2176(%rbx), %rdi
	movups	%xmm0, 48(%r14)
	movq	%rcx, (%r14)
	subq	2240(%rbx), %rcx
	movq	%rcx, 56(%r14)
	movaps	%xmm7, 64(%r14)
	movdqa	2320(%rbx), %xmm4
	movups	%xmm4, 8(%r14)
	movdqa	2336(%rbx), %xmm5
	movups	%xmm5, 24(%r14)
	movdqa	2352(%rbx), %xmm6
	movups	%xmm6, 40(%r14)
	call	cqr_free
	jmp	.L4069
.L4046:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4047
.L4035:
	movq	%rcx, %r8
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rcx, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4036
.L4049:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4050
.L4039:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4040
.L4089:
	movl	$-1, %eax
.L4056:
	movl	%eax, 136(%rsp)
	jmp	.L3978
	.p2align 4,,10
	.p2align 3
.L4164:
	movq	96(%rsp), %rax
	movq	(%rax), %r14
	movl	8(%rax), %ebp
	movq	%r14, %rdi
	call	pthread_mutex_lock@PLT
	movl	344(%r14), %eax
	cmpl	%ebx, %eax
	jnb	.L4000
	cmpl	$1, %ebp
	movl	$80, %edx
	adcq	$0, %rdx
	movq	%rdx, %r13
	jmp	.L3998
.L3999:
	leaq	40(%r14), %rdi
	movq	%r14, %rsi
	call	pthread_cond_wait@PLT
	movl	344(%r14), %eax
	cmpl	%ebx, %eax
	jnb	.L4000
.L3998:
	movl	8(%r14,%r13,4), %r15d
	testl	%r15d, %r15d
	je	.L3999
	cmpl	%ebx, %eax
	jnb	.L4000
	movq	136(%r14), %rdi
	leaq	128(%r14), %r13
	call	free@PLT
	movq	128(%r14), %rdi
	testq	%rdi, %rdi
	je	.L4001
	call	fclose@PLT
.L4001:
	pxor	%xmm0, %xmm0
	leaq	88(%r14), %rdi
	movups	%xmm0, 128(%r14)
	movups	%xmm0, 16(%r13)
	movups	%xmm0, 32(%r13)
	movups	%xmm0, 48(%r13)
	movq	192(%r14), %rsi
	call	due_restart
	movslq	%ebp, %rax
	pxor	%xmm0, %xmm0
	movl	%ebx, 344(%r14)
	movq	$0, 312(%r14)
	movl	$0, 324(%r14)
	movups	%xmm0, 296(%r14)
	movl	$0, 328(%r14,%rax,4)
	xorl	%eax, %eax
	testl	%ebp, %ebp
	sete	%al
	movl	336(%r14,%rax,4), %edx
	movl	%edx, 328(%r14,%rax,4)
.L4000:
	movq	%r14, %rdi
	call	pthread_mutex_unlock@PLT
	jmp	.L3996
.L4163:
	movq	88(%rsp), %rsi
	leaq	256(%rsp), %rdi
	call	due_restart
	movq	112(%rsp), %rax
	movq	168(%rsp), %rcx
	movq	$0, 104(%rsp)
	leaq	(%rax,%rcx,8), %rax
	movq	%rax, 80(%rsp)
	jmp	.L3995
.L4151:
	movl	200(%rbx), %ecx
	movq	192(%rbx), %rdx
	leaq	2176(%rbp), %rdi
	movq	%r15, %r9
	movq	168(%rbx), %rsi
	movq	208(%rbx), %r8
	call	cqr_init
	movl	$1, 3408(%rbp)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %r12d
	jmp	.L3980
.L4029:
	movq	304(%rsp), %rdi
	call	free@PLT
	movq	296(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4141
	call	fclose@PLT
.L4141:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 296(%rsp)
	movups	%xmm0, 312(%rsp)
	movups	%xmm0, 328(%rsp)
	movups	%xmm0, 344(%rsp)
	jmp	.L4030
.L3982:
	movl	$-1, 136(%rsp)
	movslq	%r13d, %rax
	movq	%rax, 120(%rsp)
	jmp	.L3978
.L4150:
	salq	$3, %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rbp, %rdi
	movq	%rax, %r12
	movq	%rax, 224(%rsp)
	call	malloc@PLT
	testq	%r12, %r12
	movq	%rax, %rdx
	movq	%rax, 232(%rsp)
	sete	%al
	testq	%rdx, %rdx
	sete	%dl
	orl	%edx, %eax
	movzbl	%al, %eax
	orl	%eax, %ebx
	jmp	.L3976
.L4088:
	movl	$-1, 136(%rsp)
	jmp	.L3978
.L4149:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 152(%rsp)
	sete	%bl
	orl	%ebp, %ebx
	movzbl	%bl, %ebx
	jmp	.L3975
	.cfi_endproc
.LFE173:
	.size	walk_outcomes, .-walk_outcomes
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB329:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdx
	movl	$1, %r8d
	movq	16(%rbx), %r9
	movq	(%rdi), %rdi
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	movl	%eax, 24(%rbx)
	xorl	%eax, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE329:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.8
	.align 8
.LC527:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB188:
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
	je	.L4240
	cmpl	$3, %eax
	je	.L4241
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
	jne	.L4199
	testl	%eax, %eax
	jne	.L4199
	cmpq	$1, 160(%rbp)
	je	.L4242
.L4200:
	leaq	240(%r12), %r9
	movl	$1, %esi
.L4202:
	movq	136(%rbp), %rcx
.L4204:
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
.L4201:
	testq	%rax, %rax
	js	.L4205
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4206:
	testq	%rbx, %rbx
	je	.L4207
	js	.L4208
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L4209:
	divsd	%xmm1, %xmm0
.L4207:
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
	jne	.L4210
	movl	8(%rbp), %r9d
	testl	%r9d, %r9d
	jne	.L4210
	cmpq	$0, 40(%rbp)
	je	.L4243
.L4210:
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
.L4211:
	testq	%rax, %rax
	js	.L4212
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4213:
	testq	%r14, %r14
	js	.L4214
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L4215:
	divsd	%xmm1, %xmm0
	movq	24(%rsp), %rax
	movl	176(%rbp), %esi
	movq	256(%r12), %rcx
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L4216
	movq	160(%rbp), %rsi
	movq	$-1, %rdx
	cmpq	%rsi, %rbx
	jb	.L4217
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
.L4217:
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
.L4174:
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
.L4199:
	.cfi_restore_state
	leaq	by_kind.6(%rip), %rdx
	leaq	240(%r12), %r9
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L4202
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L4202
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
	jmp	.L4204
	.p2align 4,,10
	.p2align 3
.L4216:
	movq	168(%rbp), %rdx
	jmp	.L4217
.L4214:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4215
.L4212:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4213
.L4205:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4206
.L4243:
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
	jmp	.L4211
.L4241:
	movq	24(%rsp), %rcx
	xorl	%r9d, %r9d
	addq	$264, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	$1, %r8d
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	GENERAL_WALK(%rip), %rsi
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	jmp	walk_outcomes
.L4208:
	.cfi_restore_state
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4209
.L4240:
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
.L4189:
	movq	48(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	server_init
	testq	%r14, %r14
	je	.L4218
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%rbp, 88(%rsp)
	xorl	%r12d, %r12d
	movq	%r9, 16(%rsp)
	movq	%rsi, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L4180:
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
	je	.L4244
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
.L4178:
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	je	.L4184
	.p2align 4,,10
	.p2align 3
.L4179:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L4182
	testq	%rdx, %rdx
	jne	.L4182
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbx, %rcx
	jne	.L4179
.L4184:
	cmpq	%r14, %r12
	jb	.L4180
	movq	64(%rsp), %rsi
	movq	16(%rsp), %r9
	movq	88(%rsp), %rbp
	testq	%rsi, %rsi
	js	.L4185
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L4176:
	testq	%r14, %r14
	js	.L4187
.L4236:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L4188:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rsi
	movq	24(%rsp), %rax
	movsd	%xmm0, (%rax,%rsi,8)
	movq	200(%rsp), %rax
	movq	%r9, 256(%rbp,%rsi,8)
	movq	%rax, 240(%rbp,%rsi,8)
	testq	%rsi, %rsi
	jne	.L4245
	movq	$1, 40(%rsp)
	jmp	.L4189
	.p2align 4,,10
	.p2align 3
.L4244:
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
	jmp	.L4178
.L4245:
	movq	%rbp, %r12
	movq	48(%rsp), %rbp
	movq	256(%r12), %rcx
	movl	176(%rbp), %eax
	testl	%eax, %eax
	jne	.L4246
	movq	168(%rbp), %rsi
.L4191:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%r12)
	je	.L4222
	xorl	%ebx, %ebx
	leaq	128(%rsp), %r14
	jmp	.L4194
	.p2align 4,,10
	.p2align 3
.L4193:
	addq	$1, %rbx
	cmpq	40(%r13), %rbx
	jnb	.L4247
.L4194:
	movq	48(%r13), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L4193
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%rbx, %rsi
	call	dist_add
	jmp	.L4193
.L4187:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4188
.L4242:
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L4200
	cmpq	$0, 40(%rbp)
	jne	.L4200
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
	jmp	.L4201
.L4185:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4176
.L4246:
	movq	160(%rbp), %rdi
	movq	$-1, %rsi
	cmpq	%rdi, %r14
	jb	.L4191
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
	jmp	.L4191
.L4247:
	movq	272(%r12), %rsi
	movl	152(%rsp), %r13d
.L4192:
	leaq	160(%rsp), %rbx
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	orl	184(%rsp), %r13d
	jne	.L4223
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	movq	%r12, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L4248
.L4195:
	movl	%eax, 8(%rsp)
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L4174
.L4182:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC527(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L4248:
	movl	200(%rbp), %edx
	movq	72(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	192(%rbp), %rsi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L4195
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	leaq	160(%r12), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	jmp	.L4195
.L4218:
	xorl	%r9d, %r9d
	pxor	%xmm0, %xmm0
	jmp	.L4236
.L4222:
	xorl	%r13d, %r13d
	leaq	128(%rsp), %r14
	jmp	.L4192
.L4223:
	movl	$-1, %eax
	jmp	.L4195
	.cfi_endproc
.LFE188:
	.size	run_once, .-run_once
	.section	.rodata.str1.1
.LC528:
	.string	"in the sweep"
	.text
	.p2align 4
	.type	sweep_points, @function
sweep_points:
.LFB340:
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
	jmp	.L4279
	.p2align 4,,10
	.p2align 3
.L4251:
	leaq	STALL_US.4(%rip), %rax
	imulq	$1000, (%rax,%rbp,8), %rdx
	movq	472(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 464(%rsp)
	cmpq	%rdx, %rax
	jb	.L4265
	leaq	48(%rsp), %rax
	movq	%rax, 8(%rsp)
.L4264:
	movq	8(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L4281
	movl	488(%rsp), %ecx
	movq	16(%r15), %r11
	testl	%ecx, %ecx
	jne	.L4290
	movl	424(%rsp), %edx
	testl	%edx, %edx
	jne	.L4291
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 4768(%r15,%r11,8)
	testq	%rax, %rax
	jne	.L4268
	leaq	128(%rsp), %r12
	movq	%rbx, %rdi
	movq	%r12, %rsi
	call	closed_form
	testl	%eax, %eax
	jne	.L4288
.L4293:
	movq	16(%r15), %rax
	movq	8(%rsp), %rsi
	leaq	32(%rsp), %rcx
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rax
	salq	$5, %rax
	leaq	160(%r15,%rax), %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L4288
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
	jne	.L4274
	movq	16(%r15), %r12
.L4275:
	movl	(%r15), %eax
	testl	%eax, %eax
	je	.L4277
	leaq	LOAD_PCT.5(%rip), %rax
	movl	(%rax,%rbp,4), %eax
.L4278:
	leaq	1(%r12), %rdx
	movq	%rdx, 16(%r15)
	movq	%rax, 24(%r15,%r12,8)
.L4265:
	movq	24(%rsp), %rax
	addq	$1, %rbp
	cmpq	%rax, %rbp
	je	.L4283
	movl	(%r15), %eax
.L4279:
	movq	16(%rsp), %rsi
	movl	$44, %ecx
	movq	%rbx, %rdi
	rep movsq
	testl	%eax, %eax
	je	.L4251
	movq	16(%rsp), %rsi
	leaq	LOAD_PCT.5(%rip), %rax
	movq	8(%r15), %r13
	movl	(%rax,%rbp,4), %r8d
	cmpl	$1, 72(%rsi)
	je	.L4292
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
	jmp	.L4264
	.p2align 4,,10
	.p2align 3
.L4290:
	leaq	.LC111(%rip), %rax
	movq	%rax, 4768(%r15,%r11,8)
.L4268:
	leaq	128(%rsp), %r12
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	%rbx, %rdi
	movl	$1, %r8d
	movq	%r12, %rdx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	testl	%eax, %eax
	je	.L4293
.L4288:
	movq	8(%rsp), %rdi
.L4266:
	movl	%eax, 8(%rsp)
	call	buffers_free
	movl	8(%rsp), %edi
	leaq	.LC528(%rip), %rsi
	call	cannot
.L4249:
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
.L4277:
	.cfi_restore_state
	movq	464(%rsp), %rax
	jmp	.L4278
	.p2align 4,,10
	.p2align 3
.L4274:
	movq	16(%r15), %r12
	pxor	%xmm0, %xmm0
	movl	$1, 5936(%r15)
	leaq	0(,%r12,8), %rax
	subq	%r12, %rax
	salq	$3, %rax
	movl	4960(%r15,%rax), %edx
	movl	%edx, 5940(%r15)
	testl	%edx, %edx
	jne	.L4294
.L4276:
	movsd	%xmm0, 5808(%r15,%r12,8)
	jmp	.L4275
	.p2align 4,,10
	.p2align 3
.L4291:
	leaq	.LC112(%rip), %rax
	movq	%rax, 4768(%r15,%r11,8)
	jmp	.L4268
	.p2align 4,,10
	.p2align 3
.L4294:
	leaq	4912(%r15,%rax), %rdi
	movl	$99000, %esi
	call	theory_open_pct
	jmp	.L4276
	.p2align 4,,10
	.p2align 3
.L4292:
	leaq	48(%rsp), %rax
	movq	16(%rsp), %rdi
	leaq	32(%rsp), %rsi
	movq	%rax, %rdx
	movq	%rax, 8(%rsp)
	call	service_moments
	movsd	.LC28(%rip), %xmm1
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
	divsd	.LC73(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	divsd	32(%rsp), %xmm0
	divsd	%xmm0, %xmm1
	movsd	%xmm0, 504(%rsp)
	comisd	.LC83(%rip), %xmm1
	jnb	.L4255
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 584(%rsp)
.L4256:
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
	jmp	.L4263
	.p2align 4,,10
	.p2align 3
.L4295:
	cvttsd2siq	%xmm0, %rax
.L4261:
	testq	%r14, %r14
	jne	.L4262
	movq	%rax, 536(%rsp)
.L4262:
	movq	%rax, 544(%rsp)
	addq	$1, %r14
.L4263:
	movq	%r12, %rdi
	call	poisson_next
	testq	%r13, %r13
	js	.L4258
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L4257
.L4296:
	cmpq	$200000000, %r14
	je	.L4257
	comisd	.LC83(%rip), %xmm0
	jb	.L4295
	subsd	.LC83(%rip), %xmm0
	movabsq	$-9223372036854775808, %rcx
	cvttsd2siq	%xmm0, %rax
	xorq	%rcx, %rax
	jmp	.L4261
.L4255:
	subsd	.LC83(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 584(%rsp)
	btcq	$63, 584(%rsp)
	jmp	.L4256
	.p2align 4,,10
	.p2align 3
.L4258:
	movq	%r13, %rax
	movq	%r13, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L4296
.L4257:
	testq	%r14, %r14
	movl	$1, %eax
	cmovne	%r14, %rax
	movq	%rax, 552(%rsp)
	jmp	.L4264
.L4283:
	xorl	%eax, %eax
	jmp	.L4249
.L4281:
	movq	8(%rsp), %rdi
	orl	$-1, %eax
	jmp	.L4266
	.cfi_endproc
.LFE340:
	.size	sweep_points, .-sweep_points
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC533:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC534:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC535:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC536:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.section	.rodata.str1.1
.LC537:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC538:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.align 8
.LC539:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC540:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC541:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
.LFB320:
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
	jne	.L4298
	xorl	%eax, %eax
	cmpq	$1, 160(%rbx)
	sete	%al
	movl	%eax, (%rsp)
.L4298:
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
	jne	.L4364
.L4297:
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
.L4364:
	.cfi_restore_state
	movq	%r10, %rdi
	movq	%r9, %rsi
	call	__floatuntidf@PLT
	testq	%r13, %r13
	js	.L4300
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L4301:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 56(%rsp)
	testq	%r12, %r12
	js	.L4302
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%r12, %xmm5
	movsd	%xmm5, 32(%rsp)
.L4303:
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
	mulsd	.LC73(%rip), %xmm3
	movl	160(%rsp), %r12d
	movsd	%xmm4, 8(%rsp)
	divsd	%xmm1, %xmm3
	testl	%r12d, %r12d
	jne	.L4365
	cmpl	$0, (%rsp)
	jne	.L4366
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L4309:
	movq	.LC61(%rip), %xmm7
	movsd	8(%rsp), %xmm6
	movaps	%xmm7, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jnb	.L4338
	movq	$0x000000000, 16(%rsp)
	xorl	%ebx, %ebx
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L4310:
	movsd	120(%rsp), %xmm0
	movq	112(%rsp), %rsi
	testl	%ebp, %ebp
	je	.L4367
	leaq	.LC536(%rip), %rdi
	movl	$2, %eax
	movsd	%xmm3, 56(%rsp)
	call	printf@PLT
	testl	%r12d, %r12d
	movsd	56(%rsp), %xmm3
	je	.L4318
	leaq	PCT_MILLI(%rip), %r15
	movl	%r12d, 56(%rsp)
	leaq	PCT_NAME(%rip), %rbx
	leaq	40(%r15), %r13
	movq	%r15, %r12
	leaq	.LC537(%rip), %rbp
	movq	%xmm3, %r15
.L4319:
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
	jne	.L4319
	movsd	8(%rsp), %xmm1
	movq	%r15, %xmm3
	movl	$2, %eax
	leaq	.LC538(%rip), %rdi
	movapd	%xmm3, %xmm0
	movl	56(%rsp), %r12d
	call	printf@PLT
	movsd	24(%rsp), %xmm1
	movsd	16(%rsp), %xmm0
	leaq	.LC539(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
.L4321:
	movsd	8(%rsp), %xmm7
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm7
	jb	.L4322
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	xorl	%esi, %esi
	andpd	32(%rsp), %xmm0
	comisd	%xmm0, %xmm6
	setnb	%sil
.L4322:
	leaq	.LC540(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	cmpl	$0, (%rsp)
	je	.L4297
	movsd	48(%rsp), %xmm1
	movsd	64(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC541(%rip), %rdi
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L4368
.L4324:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm7
	xorl	%esi, %esi
	movsd	48(%rsp), %xmm1
	addsd	.LC532(%rip), %xmm1
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L4325
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm4
	xorl	%esi, %esi
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm4
	setnb	%sil
.L4325:
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
.L4302:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L4303
.L4300:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4301
.L4367:
	movsd	8(%rsp), %xmm4
	leaq	.LC533(%rip), %rdi
	movl	$5, %eax
	movsd	56(%rsp), %xmm2
	divsd	.LC67(%rip), %xmm1
	divsd	.LC67(%rip), %xmm2
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L4369
.L4315:
	leaq	.LC514(%rip), %rdi
	call	puts@PLT
	testl	%ebx, %ebx
	jne	.L4297
	addq	$184, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC535(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L4365:
	.cfi_restore_state
	movsd	.LC529(%rip), %xmm0
	mulsd	48(%rsp), %xmm0
	movsd	%xmm3, 24(%rsp)
	movsd	.LC530(%rip), %xmm2
	movsd	%xmm1, 16(%rsp)
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movl	$99000, %esi
	movq	%r14, %rdi
	xorpd	.LC30(%rip), %xmm0
	divsd	.LC531(%rip), %xmm0
	movq	%xmm0, %rbx
	call	theory_open_pct
	movq	136(%r15), %rax
	movsd	16(%rsp), %xmm1
	movsd	24(%rsp), %xmm3
	testq	%rax, %rax
	js	.L4305
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4306:
	subsd	%xmm0, %xmm2
	mulsd	.LC73(%rip), %xmm2
	movq	%rbx, %xmm4
	cmpl	$0, (%rsp)
	mulsd	.LC91(%rip), %xmm4
	divsd	%xmm0, %xmm2
	movsd	%xmm4, 24(%rsp)
	movsd	%xmm2, 16(%rsp)
	jne	.L4307
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L4308:
	movq	.LC61(%rip), %xmm4
	movsd	8(%rsp), %xmm6
	movapd	%xmm4, %xmm7
	movaps	%xmm4, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jb	.L4358
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm6
	jnb	.L4330
.L4358:
	xorl	%ebx, %ebx
	jmp	.L4310
.L4338:
	movq	$0x000000000, 16(%rsp)
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L4330:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	movsd	48(%rsp), %xmm2
	addsd	.LC532(%rip), %xmm2
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L4358
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm5
	xorl	%ebx, %ebx
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm5
	setnb	%bl
	jmp	.L4310
.L4366:
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
	mulsd	.LC73(%rip), %xmm0
	mulsd	.LC91(%rip), %xmm4
	divsd	%xmm2, %xmm0
	movsd	%xmm4, 48(%rsp)
	movsd	%xmm0, 64(%rsp)
	jmp	.L4309
.L4318:
	movsd	8(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC538(%rip), %rdi
	call	printf@PLT
	jmp	.L4321
.L4305:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4306
.L4369:
	movq	136(%r15), %rax
	testq	%rax, %rax
	js	.L4316
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L4317:
	movq	%r14, %rdi
	movl	$99000, %esi
	divsd	.LC67(%rip), %xmm1
	movsd	%xmm1, (%rsp)
	call	theory_open_pct
	movsd	24(%rsp), %xmm3
	movsd	16(%rsp), %xmm2
	leaq	.LC534(%rip), %rdi
	movsd	(%rsp), %xmm1
	movl	$4, %eax
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	jmp	.L4315
.L4307:
	movsd	%xmm3, 88(%rsp)
	movsd	104(%rsp), %xmm0
	divsd	32(%rsp), %xmm0
	movsd	%xmm1, 80(%rsp)
	call	sqrt@PLT
	movsd	136(%rsp), %xmm4
	movapd	%xmm0, %xmm2
	movq	%r13, %xmm0
	subsd	%xmm4, %xmm0
	mulsd	.LC73(%rip), %xmm0
	movsd	%xmm4, 72(%rsp)
	mulsd	.LC91(%rip), %xmm2
	divsd	%xmm4, %xmm0
	movsd	%xmm2, 48(%rsp)
	movsd	.LC530(%rip), %xmm2
	movsd	%xmm0, 64(%rsp)
	movsd	.LC529(%rip), %xmm0
	mulsd	32(%rsp), %xmm0
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movq	56(%r15), %rax
	movsd	72(%rsp), %xmm4
	movsd	80(%rsp), %xmm1
	mulsd	.LC542(%rip), %xmm4
	testq	%rax, %rax
	movsd	88(%rsp), %xmm3
	js	.L4328
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4329:
	subsd	%xmm4, %xmm2
	mulsd	.LC73(%rip), %xmm2
	xorpd	.LC30(%rip), %xmm0
	divsd	.LC531(%rip), %xmm0
	mulsd	.LC91(%rip), %xmm0
	divsd	%xmm4, %xmm2
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm2, 88(%rsp)
	jmp	.L4308
.L4316:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4317
.L4328:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4329
.L4368:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC539(%rip), %rdi
	call	printf@PLT
	jmp	.L4324
	.cfi_endproc
.LFE320:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.1
.LC543:
	.string	"reference"
.LC544:
	.string	"closed-form"
	.section	.rodata.str1.8
	.align 8
.LC545:
	.string	"bench: out of memory for %lu requests\n"
	.section	.rodata.str1.1
.LC546:
	.string	"for the omissions' walks"
	.section	.rodata.str1.8
	.align 8
.LC547:
	.string	"computing the expected outcome"
	.section	.rodata.str1.1
.LC548:
	.string	"for a rep"
.LC549:
	.string	" warmup"
.LC550:
	.string	"rep=%u%s set=%s"
.LC551:
	.string	" slow=%lu sum_ns=%s\n"
.LC552:
	.string	"sent=truth"
.LC553:
	.string	"scoreboard truth=open"
.LC554:
	.string	"scoreboard none=closed"
	.section	.rodata.str1.8
	.align 8
.LC555:
	.string	"scoreboard hdr-schedule=corrected"
	.align 8
.LC556:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC557:
	.string	"bench: out of memory for the theory check\n"
	.section	.rodata.str1.1
.LC558:
	.string	"cv"
.LC559:
	.string	" %6s\n"
.LC560:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC561:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC562:
	.string	"ratios: open/closed p99 %s"
.LC563:
	.string	", p99.9 %s"
.LC564:
	.string	"; corrected/closed p99 %s"
.LC565:
	.string	"; open/corrected p99 %s"
.LC566:
	.string	", p90 %s\n"
.LC567:
	.string	"the open loop's recording"
	.section	.rodata.str1.8
	.align 8
.LC568:
	.string	"The recordings part at %s: the open loop reads %s us there, %s times the closed loop's %s us.\n"
	.align 8
.LC569:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC570:
	.string	"At p99 the open loop reads %s us, %s times the closed loop"
	.align 8
.LC571:
	.string	"; corrected at %s us, the closed loop reads %s us.\n"
	.align 8
.LC572:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC573:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s us.\n"
	.align 8
.LC574:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC575:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC576:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC577:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC578:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC579:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC580:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC581:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC582:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC583:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC584:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC585:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC586:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC587:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.section	.rodata.str1.1
.LC588:
	.string	"scoreboard.svg"
	.section	.rodata.str1.8
	.align 8
.LC589:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC590:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC591:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC592:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	run_bench, @function
run_bench:
.LFB332:
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
	subq	$11160, %rsp
	.cfi_def_cfa_offset 11216
	movl	216(%rdi), %ebp
	movq	%rdi, 72(%rsp)
	leal	1(%rbp), %edi
	movq	%rdx, 208(%rsp)
	movl	%ecx, 236(%rsp)
	movl	%r8d, 112(%rsp)
	movl	%r9d, 232(%rsp)
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
	leaq	1872(%rsp), %rdi
	movq	%rax, 136(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r14, %r14
	movq	%rdi, 224(%rsp)
	rep stosq
	sete	%al
	cmpq	$0, 104(%rsp)
	leaq	624(%rsp), %rdi
	sete	%dl
	movq	%r15, 1872(%rsp)
	orb	%dl, %al
	movq	%rbx, 1880(%rsp)
	movq	%rdi, 144(%rsp)
	movq	%rdi, 1896(%rsp)
	movaps	%xmm0, 624(%rsp)
	movaps	%xmm0, 640(%rsp)
	movaps	%xmm0, 656(%rsp)
	movaps	%xmm0, 672(%rsp)
	movaps	%xmm0, 688(%rsp)
	movaps	%xmm0, 512(%rsp)
	movaps	%xmm0, 528(%rsp)
	movaps	%xmm0, 544(%rsp)
	jne	.L4374
	testq	%rsi, %rsi
	je	.L4374
	movq	72(%rsp), %rbx
	movq	144(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	movl	%eax, 192(%rsp)
	testl	%eax, %eax
	jne	.L4374
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L4375
	cmpl	$1, 152(%rbx)
	je	.L4731
	cmpl	$0, 232(%rsp)
	jne	.L4629
.L4728:
	leaq	1520(%rsp), %rax
	movq	%rax, 200(%rsp)
	leaq	1232(%rsp), %rax
	movq	%rax, 216(%rsp)
.L4415:
	xorl	%eax, %eax
	movq	72(%rsp), %rdi
	cmpq	$0, 208(%rsp)
	movl	$1, 312(%rsp)
	setne	%al
	movl	%eax, 652(%rsp)
	movq	200(%rsp), %rax
	movq	%rax, 304(%rsp)
	movq	%rax, 320(%rsp)
	xorl	%eax, %eax
	movl	%eax, 328(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L4424
	cmpl	$0, 112(%rsp)
	jne	.L4424
	cmpq	$0, 208(%rsp)
	jne	.L4424
	cmpl	$3, 648(%rsp)
	je	.L4732
.L4425:
	movq	72(%rsp), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%esi, %esi
	leaq	368(%rsp), %rcx
	leaq	272(%rsp), %rdi
	movq	%r14, 384(%rsp)
	movq	%rax, 368(%rsp)
	movq	216(%rsp), %rax
	leaq	ref_job_run(%rip), %rdx
	movl	%r15d, 392(%rsp)
	movq	%rax, 376(%rsp)
	call	pthread_create@PLT
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L4423
	movl	$1, %ebx
	xorl	%r15d, %r15d
.L4431:
	movq	72(%rsp), %rax
	xorl	%ebp, %ebp
	leaq	816(%rsp), %rdi
	movq	%r15, 240(%rsp)
	movl	%r14d, 248(%rsp)
	movl	%ebp, %r14d
	movq	%rdi, 120(%rsp)
	movl	216(%rax), %ecx
	movq	%rax, %r15
	movl	%ebx, 252(%rsp)
	jmp	.L4456
	.p2align 4,,10
	.p2align 3
.L4735:
	leal	1(%rcx), %ebx
	subl	%r14d, %ebx
	cmpl	$1, %ebx
	ja	.L4733
	movq	120(%rsp), %rcx
	movq	144(%rsp), %rsi
	movq	%r15, %rdi
	call	run_once
	testl	%eax, %eax
	jne	.L4721
	cmpl	$1, %ebx
	je	.L4445
	movl	216(%r15), %ecx
	cmpl	%r14d, %ecx
	jb	.L4734
.L4456:
	movl	%r14d, %eax
	leaq	(%rax,%rax,8), %rdx
	movq	104(%rsp), %rax
	salq	$5, %rdx
	addq	%rax, %rdx
	cmpl	$3, 648(%rsp)
	je	.L4735
	movq	120(%rsp), %rcx
	movq	144(%rsp), %rsi
	movq	%r15, %rdi
	call	run_once
	testl	%eax, %eax
	jne	.L4721
.L4445:
	movl	$1, %eax
.L4444:
	movl	%r14d, 156(%rsp)
	movq	120(%rsp), %r10
	movl	%r14d, %edx
	xorl	%ebx, %ebx
	movq	%r15, 160(%rsp)
.L4455:
	movl	112(%rsp), %ebp
	testl	%ebp, %ebp
	jne	.L4736
.L4448:
	testl	%edx, %edx
	je	.L4454
	movq	%rbx, %r8
	movq	128(%rsp), %rdi
	leal	-1(%rdx), %esi
	salq	$4, %r8
	movsd	(%r10,%r8), %xmm0
	movsd	%xmm0, (%rdi,%rsi,8)
	movq	136(%rsp), %rdi
	movsd	824(%rsp,%r8), %xmm0
	movsd	%xmm0, (%rdi,%rsi,8)
.L4454:
	leaq	1(%rbx), %rsi
	addl	$1, %edx
	movl	$1, %ebx
	cmpl	%eax, %esi
	jl	.L4455
	leal	-1(%rax), %edx
	testl	%eax, %eax
	movq	160(%rsp), %r15
	movl	$0, %eax
	movl	156(%rsp), %r14d
	cmovle	%eax, %edx
	movl	216(%r15), %ecx
	leal	1(%r14,%rdx), %r14d
	cmpl	%r14d, %ecx
	jnb	.L4456
.L4734:
	movl	248(%rsp), %r14d
	movl	252(%rsp), %ebx
	jmp	.L4447
.L4375:
	movq	72(%rsp), %r14
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	leaq	omit_job_run(%rip), %rdx
	leaq	1232(%rsp), %rdi
	movl	%ecx, 1536(%rsp)
	leaq	5872(%rsp), %rax
	leaq	1520(%rsp), %rcx
	movq	%rdi, 216(%rsp)
	leaq	9392(%rsp), %r15
	movq	%rcx, 200(%rsp)
	leaq	9448(%rsp), %rbx
	movq	%r14, 1520(%rsp)
	movq	%rax, 1528(%rsp)
	call	pthread_create@PLT
	leaq	4112(%rsp), %rdi
	movl	$220, %ecx
	xorl	%esi, %esi
	movl	%eax, 64(%rsp)
	xorl	%eax, %eax
	movl	152(%r14), %edx
	movq	%rdi, 32(%rsp)
	rep stosq
	leaq	5232(%rsp), %rax
	movq	%rsi, 8(%rsp)
	movq	%rax, 48(%rsp)
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	je	.L4737
.L4380:
	movq	72(%rsp), %rax
	movq	136(%rax), %rdx
.L4379:
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
.L4386:
	cmpq	$1, %rbp
	jbe	.L4738
	cmpq	$3, %rbp
	jbe	.L4739
	cmpq	$0, 8(%rsp)
	je	.L4389
	movq	72(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L4390
	cmpl	$0, 280(%rax)
	je	.L4740
.L4390:
	movq	%r14, %rdi
	call	malloc@PLT
	movq	%rax, (%r15,%rbp,8)
	testq	%rax, %rax
	je	.L4383
.L4389:
	addq	$1, %rbp
	cmpq	$7, %rbp
	jne	.L4386
	movq	32(%rsp), %r8
	movq	48(%rsp), %rcx
	movq	%r15, %rdx
	movl	8(%rsp), %esi
	movq	72(%rsp), %rdi
	call	omit_walk
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L4580
	movq	32(%rsp), %rax
	movq	%r12, 80(%rsp)
	movq	%rbx, %rbp
	leaq	9504(%rsp), %r14
	imulq	$560, 8(%rsp), %r8
	movq	%rbx, 96(%rsp)
	movq	72(%rsp), %rbx
	movq	%r13, 88(%rsp)
	movq	%r14, %r13
	addq	%rax, %r8
	movq	%r8, %r14
	.p2align 4,,10
	.p2align 3
.L4392:
	movq	-56(%rbp), %rdi
	testq	%rdi, %rdi
	je	.L4391
	movl	200(%rbx), %ecx
	movq	192(%rbx), %rdx
	movq	%r14, %r8
	movq	0(%rbp), %rsi
	call	summarise.isra.0
.L4391:
	addq	$8, %rbp
	addq	$80, %r14
	cmpq	%r13, %rbp
	jne	.L4392
	movq	80(%rsp), %r12
	movq	88(%rsp), %r13
	movq	96(%rsp), %rbx
.L4580:
	movq	%r15, %rbp
	.p2align 4,,10
	.p2align 3
.L4393:
	movq	0(%rbp), %rdi
	addq	$8, %rbp
	call	free@PLT
	cmpq	%rbx, %rbp
	jne	.L4393
	cmpl	$0, 16(%rsp)
	jne	.L4741
	addq	$64, 48(%rsp)
	cmpq	$0, 8(%rsp)
	jne	.L4742
	movq	$1, 8(%rsp)
	jmp	.L4380
	.p2align 4,,10
	.p2align 3
.L4738:
	movq	72(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L4727
.L4388:
	addq	$1, %rbp
	jmp	.L4386
	.p2align 4,,10
	.p2align 3
.L4739:
	movq	72(%rsp), %rax
	movl	232(%rax), %edx
	testl	%edx, %edx
	je	.L4388
.L4727:
	movq	%r14, %rdi
	call	malloc@PLT
	movq	%rax, (%r15,%rbp,8)
	testq	%rax, %rax
	jne	.L4388
.L4383:
	movl	$-1, 16(%rsp)
	jmp	.L4580
.L4374:
	movq	72(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC545(%rip), %rsi
	movq	136(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
	leaq	512(%rsp), %rax
	movq	%rax, 48(%rsp)
.L4373:
	movl	$1, 192(%rsp)
.L4402:
	movq	48(%rsp), %rdi
	call	stall_window_free
	movq	144(%rsp), %rdi
	call	buffers_free
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	call	free@PLT
	movq	104(%rsp), %rdi
	call	free@PLT
	movl	192(%rsp), %eax
	addq	$11160, %rsp
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
.L4737:
	.cfi_restore_state
	movq	72(%rsp), %rdi
	movq	144(%rdi), %rax
	testq	%rax, %rax
	je	.L4380
	xorl	%edx, %edx
	movq	160(%rdi), %rcx
	divq	(%rdi)
	leaq	1(%rcx,%rax), %rdx
	jmp	.L4379
.L4740:
	cmpq	$0, 288(%rax)
	je	.L4389
	jmp	.L4390
.L4629:
	leaq	1520(%rsp), %rax
	movq	%rax, 200(%rsp)
	leaq	1232(%rsp), %rax
	movq	%rax, 216(%rsp)
.L4416:
	movq	72(%rsp), %rax
	movq	160(%rax), %rsi
.L4417:
	movq	72(%rsp), %rax
	movl	$40, %ecx
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	movq	200(%rsp), %rdi
	movq	%rsi, 8(%rsp)
	movq	168(%rax), %rdx
	movq	%r12, 16(%rsp)
	xorl	%eax, %eax
	rep stosl
	movq	200(%rsp), %rbp
	leaq	3200(%rsp), %rax
	movq	%r13, 24(%rsp)
	movq	%rdx, %r15
	movq	%rax, %r13
.L4420:
	movq	%r13, %rdi
	movl	$28, %ecx
	movl	%r14d, %eax
	xorl	%r8d, %r8d
	rep stosl
	leaq	3200(%rsp), %r13
	movq	216(%rsp), %rcx
	movl	%ebx, %esi
	movq	72(%rsp), %rdi
	movq	%r13, %rdx
	movq	%rbp, 3312(%rsp)
	call	omit_walk
	testl	%eax, %eax
	je	.L4743
	movl	%eax, %r15d
.L4419:
	movq	200(%rsp), %rdi
	call	trace_free
	leaq	1560(%rsp), %rdi
	call	trace_free
	leaq	1600(%rsp), %rdi
	call	trace_free
	leaq	1640(%rsp), %rdi
	call	trace_free
.L4577:
	leaq	.LC499(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
	movl	%eax, 192(%rsp)
	leaq	512(%rsp), %rax
	movq	%rax, 48(%rsp)
	jmp	.L4402
	.p2align 4,,10
	.p2align 3
.L4736:
	testl	%edx, %edx
	leaq	.LC11(%rip), %rdi
	movl	%edx, %esi
	movl	%edx, 64(%rsp)
	leaq	.LC549(%rip), %rcx
	leaq	(%rsi,%rsi,8), %rsi
	movq	%rbx, 168(%rsp)
	movabsq	$-3689348814741910323, %rbp
	cmove	%rcx, %rdi
	salq	$5, %rsi
	movl	%eax, 176(%rsp)
	leaq	9392(%rsp), %r9
	movq	%r10, 184(%rsp)
	movabsq	$-3689348814741910324, %r15
	movq	%rdi, 80(%rsp)
	leaq	SET_NAME(%rip), %rdi
	movq	%rdi, 16(%rsp)
	movq	104(%rsp), %rdi
	leaq	8(%rdi,%rsi), %rdi
	movq	%rdi, 8(%rsp)
	leaq	976(%rsp), %rdi
	movq	%rdi, 96(%rsp)
.L4453:
	movq	16(%rsp), %rax
	movl	64(%rsp), %esi
	leaq	.LC550(%rip), %rdi
	movq	%r9, 48(%rsp)
	movq	80(%rsp), %rdx
	leaq	PCT_NAME(%rip), %r14
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %rbx
	leaq	.LC428(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbx), %rsi
	call	printf@PLT
	movq	%r12, 32(%rsp)
	movq	%r13, 40(%rsp)
	movq	48(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L4449:
	movq	(%rbx), %rdx
	movq	(%r14), %rsi
	leaq	.LC429(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %r14
	addq	$8, %rbx
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rax, %r14
	jne	.L4449
	movq	8(%rsp), %rax
	movb	$0, 9439(%rsp)
	movq	%r13, %r9
	movl	$47, %ecx
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	.p2align 4,,10
	.p2align 3
.L4452:
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
	jc	.L4452
	movq	96(%rsp), %r14
	addq	%r9, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC403(%rip), %rdx
	movq	%r9, 32(%rsp)
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	movq	%r14, %rdx
	leaq	.LC551(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	movq	%rbx, 8(%rsp)
	movq	32(%rsp), %r9
	cmpq	%rdi, %rax
	jne	.L4453
	movl	64(%rsp), %edx
	movq	168(%rsp), %rbx
	movl	176(%rsp), %eax
	movq	184(%rsp), %r10
	jmp	.L4448
.L4733:
	xorl	%r9d, %r9d
	movq	120(%rsp), %rcx
	testl	%r14d, %r14d
	cmove	240(%rsp), %r9
	movl	$2, %r8d
	leaq	GENERAL_WALK(%rip), %rsi
	movq	%r15, %rdi
	call	walk_outcomes
	testl	%eax, %eax
	jne	.L4721
	movl	$2, %eax
	jmp	.L4444
.L4424:
	movq	72(%rsp), %rax
	movq	%rax, 368(%rsp)
	movq	216(%rsp), %rax
	movq	%rax, 376(%rsp)
	xorl	%eax, %eax
	movq	%rax, 384(%rsp)
	xorl	%eax, %eax
	movl	%eax, 392(%rsp)
.L4423:
	movq	72(%rsp), %rax
	cmpl	$0, 72(%rax)
	jne	.L4744
	movq	72(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L4745
	movq	72(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 1888(%rsp)
	testq	%rax, %rax
	jne	.L4434
	movq	216(%rsp), %rsi
	movq	72(%rsp), %rdi
	call	closed_form
	movl	%eax, %r14d
.L4437:
	testl	%r14d, %r14d
	jne	.L4746
	cmpq	$0, 208(%rsp)
	je	.L4439
	movq	1392(%rsp), %rcx
	cmpq	$16777216, %rcx
	ja	.L4747
.L4439:
	movq	224(%rsp), %rdi
	xorl	%ebx, %ebx
	xorl	%r15d, %r15d
	call	print_plan
	jmp	.L4431
.L4721:
	leaq	.LC548(%rip), %rsi
	movl	%eax, %edi
	movl	248(%rsp), %r14d
	movl	252(%rsp), %ebx
	call	cannot
	movl	%eax, 192(%rsp)
.L4447:
	testl	%r14d, %r14d
	jne	.L4748
	testl	%ebx, %ebx
	jne	.L4749
.L4458:
	leaq	512(%rsp), %rax
	cmpl	$0, 192(%rsp)
	movq	%rax, 48(%rsp)
	jne	.L4402
.L4462:
	movq	104(%rsp), %r12
	movq	216(%rsp), %r13
	xorl	%ebp, %ebp
	leaq	2224(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L4465:
	movl	%ebp, %eax
	movl	%ebp, %esi
	movq	%r13, %rdx
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rcx
	addl	$1, %ebp
	salq	$5, %rcx
	addq	%r12, %rcx
	call	check_outcome
	movq	1872(%rsp), %rax
	cmpl	%ebp, 216(%rax)
	jnb	.L4465
	cmpq	$0, 2264(%rsp)
	je	.L4466
	movq	72(%rsp), %rsi
	xorl	%r8d, %r8d
	movq	%rbx, %rdi
	leaq	4112(%rsp), %r13
	leaq	5872(%rsp), %rdx
	movq	%r13, %rcx
	movq	2224(%rsp), %rbp
	movq	2232(%rsp), %r12
	call	check_omitted
	movl	2272(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L4750
.L4467:
	movq	72(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L4751
.L4469:
	movq	2232(%rsp), %rax
	addq	2224(%rsp), %rax
	subq	%rbp, %rax
	subq	%r12, %rax
	movq	%rax, 2280(%rsp)
.L4466:
	cmpl	$0, 232(%rsp)
	jne	.L4752
.L4475:
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
	movq	%r12, 8(%rsp)
	setne	%cl
	testq	%r14, %r14
	movq	%rax, %rdx
	setne	%al
	leaq	0(%r13,%rdx), %r8
	movq	%rdx, 96(%rsp)
	andl	%eax, %ecx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	movq	%r8, 176(%rsp)
	setne	%al
	addq	$352, %rsi
	andl	%ecx, %eax
	movl	%ebp, %ecx
	movq	%rsi, 48(%rsp)
	shrl	%ecx
	subl	$1, %eax
	leaq	(%r14,%rcx,8), %rdi
	movl	%eax, 156(%rsp)
	movq	%r14, %rax
	salq	$4, %rcx
	movq	%rdi, 112(%rsp)
	leaq	1904(%rsp), %rdi
	addq	%rbx, %rax
	movq	224(%rsp), %r14
	movq	%rdi, 192(%rsp)
	movq	%rdi, %r13
	leaq	(%rdx,%rcx), %rbx
	movq	%rdi, 184(%rsp)
	leaq	9392(%rsp), %rdi
	movq	%rdi, 32(%rsp)
	movq	%rax, 160(%rsp)
	movq	%rbx, 168(%rsp)
	xorl	%ebx, %ebx
.L4477:
	cmpl	$2, %ebx
	jg	.L4596
	cmpl	$0, 156(%rsp)
	jne	.L4596
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
.L4478:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rdx
	movq	$-1, %rcx
	leaq	(%rax,%rbx), %rsi
	testl	%ebp, %ebp
	jne	.L4481
	jmp	.L4486
	.p2align 4,,10
	.p2align 3
.L4753:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4480:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r15, %rdx
	je	.L4486
.L4481:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L4753
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4480
	.p2align 4,,10
	.p2align 3
.L4486:
	movq	%rcx, 8(%r13,%rbx)
	movq	8(%rsp), %rsi
	movl	%ebp, %edx
	addq	$8, %rbx
	movq	32(%rsp), %rdi
	call	stats_of
	movsd	9408(%rsp), %xmm0
	maxsd	272(%r12,%r14,8), %xmm0
	movsd	%xmm0, 272(%r12,%r14,8)
	cmpq	$48, %rbx
	jne	.L4478
	movq	%r14, %rbx
	movq	%r12, %r14
	testl	%ebp, %ebp
	je	.L4487
	movq	48(%rsp), %rax
	movq	64(%rsp), %rdx
	leaq	-64(%rax), %rcx
	movq	160(%rsp), %rax
	.p2align 4,,10
	.p2align 3
.L4488:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %rax
	jne	.L4488
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
	movq	160(%rsp), %rax
	movq	%rdx, 0(%r13)
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L4489:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %rax
	jne	.L4489
	movq	80(%rsp), %rsi
	movq	64(%rsp), %rdi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	48(%rsp), %rcx
	movq	176(%rsp), %r10
	movq	(%rax), %rdx
	movq	%rdx, 56(%r13)
	movq	96(%rsp), %rdx
	.p2align 4,,10
	.p2align 3
.L4490:
	movdqa	(%rcx), %xmm2
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm2, -16(%rdx)
	cmpq	%r10, %rdx
	jne	.L4490
.L4575:
	movq	80(%rsp), %rsi
	movq	96(%rsp), %rdi
	leaq	cmp_u128(%rip), %rcx
	movl	$16, %edx
	addq	$1, %rbx
	addq	$80, %r13
	call	qsort@PLT
	movq	168(%rsp), %rax
	addq	$80, 48(%rsp)
	movdqa	(%rax), %xmm4
	movaps	%xmm4, -16(%r13)
	movaps	%xmm4, 16(%rsp)
	jmp	.L4477
.L4742:
	cmpl	$0, 64(%rsp)
	jne	.L4399
	movq	1232(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4400:
	movl	1536(%rsp), %eax
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L4396
	leaq	7632(%rsp), %rdx
	xorl	%eax, %eax
	movl	$220, %ecx
	movq	%rdx, %rdi
	rep stosq
	movq	72(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L4403
	cmpl	$0, 232(%rax)
	jne	.L4403
	cmpq	$0, 256(%rax)
	jne	.L4403
	movl	280(%rax), %edi
	movl	%edi, 16(%rsp)
	testl	%edi, %edi
	jne	.L4583
	cmpq	$0, 288(%rax)
	jne	.L4403
	movq	%rax, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	jne	.L4403
	movl	16(%rsp), %eax
	movl	$8, %ecx
	movq	72(%rsp), %r14
	xorl	%ebp, %ebp
	leaq	2288(%rsp), %rdi
	movq	%r15, %rsi
	leaq	2288(%rsp), %rbx
	rep stosl
	leaq	3200(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 8(%rsp)
	rep stosl
	movq	%r14, %rdi
	call	stall_geom
	movq	%r15, %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	closed_form_open
	xorl	%r9d, %r9d
	movq	%r13, 56(%rsp)
	movq	%r15, %r13
	movq	%r12, 48(%rsp)
	movq	%r9, %r15
	movq	%rbx, 64(%rsp)
	jmp	.L4404
.L4755:
	testq	%rsi, %rsi
	je	.L4585
	movq	%rcx, %rax
	subq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	xorl	%edx, %edx
	cmpq	%r14, %rax
	jnb	.L4405
	movq	%r14, %rdx
	subq	%rax, %rdx
.L4405:
	subq	%rdx, %r14
	movq	%rcx, %rax
	movq	24(%rbx), %r8
	movq	%rdx, %rcx
	movq	%r14, %rdi
	movq	%rsi, %rdx
	addq	$1, %rbp
	imulq	%rsi, %rdi
	subq	%rdi, %rax
	movq	8(%rsp), %rdi
	movq	%rax, %rsi
	call	dist_add
	imulq	24(%rbx), %r14
	addq	%r14, %r15
.L4404:
	cmpq	2296(%rsp), %rbp
	jnb	.L4754
	movq	72(%rsp), %rax
	movq	%rbp, %rbx
	salq	$5, %rbx
	addq	2288(%rsp), %rbx
	movq	224(%rax), %rdx
	movq	(%rbx), %rcx
	movq	8(%rbx), %rsi
	movq	16(%rbx), %r14
	cmpq	%rcx, %rdx
	jb	.L4755
	movq	%r14, %rdx
	jmp	.L4405
.L4583:
	xorl	%eax, %eax
	movl	%eax, 16(%rsp)
.L4403:
	movq	72(%rsp), %rax
	movq	256(%rax), %r11
	testq	%r11, %r11
	je	.L4409
	cmpl	$0, 280(%rax)
	jne	.L4409
	movq	288(%rax), %r10
	testq	%r10, %r10
	jne	.L4409
	cmpl	$0, 72(%rax)
	jne	.L4409
	cmpq	$0, 112(%rax)
	jne	.L4409
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
	movq	%rax, 8(%rsp)
	jmp	.L4410
.L4411:
	movq	72(%rsp), %rax
	movq	264(%rax), %rax
	testq	%rax, %rax
	je	.L4412
	addq	%rax, %rbp
.L4410:
	cmpq	%rbp, 8(%rsp)
	jb	.L4412
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
	jnb	.L4411
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
	jmp	.L4411
.L4412:
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
	cmpl	$0, 9416(%rsp)
	movq	%rbp, 8824(%rsp)
	je	.L4756
.L4414:
	movq	%r15, %rdi
	call	dist_free
.L4409:
	movl	16(%rsp), %eax
	cmpl	$0, 232(%rsp)
	movl	%eax, 2272(%rsp)
	movq	32(%rsp), %rax
	movq	%rax, 2264(%rsp)
	je	.L4415
	movq	72(%rsp), %rax
	cmpl	$1, 152(%rax)
	jne	.L4416
.L4578:
	movl	$1, %esi
	jmp	.L4417
.L4596:
	movq	8(%rsp), %r12
	movq	96(%rsp), %rdx
	movq	%r12, %rdi
	movq	%rdx, 8(%rsp)
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	call	free@PLT
	movl	156(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L4493
	movq	72(%rsp), %rbx
	movq	128(%rsp), %rsi
	leaq	2168(%rsp), %rdi
	movl	216(%rbx), %edx
	call	stats_of
	movl	216(%rbx), %edx
	movq	136(%rsp), %rsi
	leaq	2192(%rsp), %rdi
	call	stats_of
	movl	216(%rbx), %eax
	movq	%rbx, %rdi
	xorl	%esi, %esi
	movq	104(%rsp), %rbx
	imulq	$288, %rax, %rax
	addq	%rbx, %rax
	movq	%rdi, %rbx
	movq	%rax, 160(%rsp)
	movq	%rax, 2216(%rsp)
	leaq	512(%rsp), %rax
	movq	%rax, %rdx
	movq	%rax, 48(%rsp)
	call	first_stall_window
	leaq	560(%rsp), %rdi
	movl	$14, %ecx
	movl	%eax, 168(%rsp)
	movl	%r15d, %eax
	rep stosl
	leaq	560(%rsp), %rax
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movq	%rax, 112(%rsp)
	movq	%rcx, %r9
	call	theory_of
	testl	%eax, %eax
	jne	.L4494
	leaq	9392(%rsp), %r15
	leaq	976(%rsp), %rbp
.L4495:
	movl	$10, %edi
	xorl	%ebx, %ebx
	leaq	SET_NAME(%rip), %r14
	call	putchar@PLT
	movl	$10, %edi
	leaq	2144(%rsp), %r13
	leaq	.LC560(%rip), %r12
	call	print_header_w
	leaq	.LC558(%rip), %rsi
	leaq	.LC559(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, 8(%rsp)
	movq	%rbx, %rbp
	movq	184(%rsp), %rbx
.L4514:
	movq	(%r14,%rbp), %rsi
	movq	%rbx, %rdx
	movl	$10, %edi
	addq	$80, %rbx
	call	print_row_w
	movsd	0(%r13,%rbp), %xmm0
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	$24, %rbp
	jne	.L4514
	movq	1872(%rsp), %rbx
	movq	%r15, %rdi
	movq	8(%rsp), %rbp
	movq	192(%rbx), %rsi
	movq	%rbx, 32(%rsp)
	call	fmt_us.constprop.0
	movl	216(%rbx), %esi
	leaq	.LC561(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	1928(%rsp), %rbx
	movq	2008(%rsp), %r12
	movq	%r15, %rdi
	movq	%rbx, %rdx
	movq	%r12, %rsi
	movq	%rbx, 64(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC562(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1936(%rsp), %rdx
	movq	2016(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC563(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2088(%rsp), %rax
	movq	%rbx, %rdx
	movq	%r15, %rdi
	movq	%rax, %rsi
	movq	%rax, %rbx
	movq	%rax, 80(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC564(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbx, %rdx
	movq	%r12, %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC565(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2080(%rsp), %rdx
	movq	2000(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC566(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	224(%rsp), %rdi
	xorl	%esi, %esi
	call	print_omissions
	cmpl	$0, 232(%rsp)
	jne	.L4757
.L4515:
	movq	224(%rsp), %rax
	xorl	%r14d, %r14d
.L4518:
	movq	40(%rax), %rdx
	movq	120(%rax), %rbx
	leaq	(%rdx,%rdx), %rcx
	cmpq	%rcx, %rbx
	jb	.L4516
	movl	$10, %edi
	movq	%rdx, 8(%rsp)
	call	putchar@PLT
	movq	8(%rsp), %rdx
	movq	%r15, %rdi
	movq	%rdx, %rsi
	movq	%rdx, 16(%rsp)
	call	fmt_us.constprop.0
	movq	16(%rsp), %rdx
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	movq	%rax, 8(%rsp)
	call	fmt_ratio.constprop.0
	movq	120(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movslq	%r14d, %r9
	movq	8(%rsp), %r8
	movq	%r13, %rcx
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	leaq	.LC568(%rip), %rdi
	movq	(%rax,%r9,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L4517:
	movq	64(%rsp), %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	fmt_ratio.constprop.0
	movq	120(%rsp), %r14
	movq	%r12, %rsi
	movq	%rax, 8(%rsp)
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movq	8(%rsp), %rdx
	leaq	.LC570(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	80(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	movq	%r14, %rdi
	movq	%rax, %rbx
	movq	160(%rsp), %rax
	movq	272(%rax), %rsi
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC571(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 168(%rsp)
	je	.L4519
	leaq	.LC572(%rip), %rdi
	call	puts@PLT
.L4520:
	movq	224(%rsp), %rdi
	xorl	%esi, %esi
	leaq	RATIOS(%rip), %rbx
	leaq	168(%rbx), %r12
	call	print_theory
	leaq	.LC574(%rip), %rdi
	movl	$4, %eax
	movsd	2168(%rsp), %xmm5
	movsd	2200(%rsp), %xmm3
	movsd	2192(%rsp), %xmm2
	movsd	2176(%rsp), %xmm1
	movapd	%xmm5, %xmm0
	movsd	%xmm5, 80(%rsp)
	movsd	%xmm3, 8(%rsp)
	movsd	%xmm2, 16(%rsp)
	movsd	%xmm1, 64(%rsp)
	call	printf@PLT
	movq	192(%rsp), %r13
	leaq	.LC413(%rip), %rdi
	movq	%r13, %rsi
	call	print_result_set
	leaq	1984(%rsp), %rsi
	leaq	.LC414(%rip), %rdi
	call	print_result_set
	leaq	2064(%rsp), %rsi
	leaq	.LC411(%rip), %rdi
	call	print_result_set
	jmp	.L4533
.L4521:
	movq	8(%rax,%rdx,8), %rdx
.L4522:
	movslq	8(%rbx), %rax
	movslq	12(%rbx), %rcx
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%r13, %rax
	cmpl	$-1, %ecx
	je	.L4758
	movq	8(%rax,%rcx,8), %rax
.L4524:
	testq	%rdx, %rdx
	je	.L4525
	testq	%rax, %rax
	js	.L4526
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4527:
	testq	%rdx, %rdx
	js	.L4528
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L4529:
	divsd	%xmm1, %xmm0
	leaq	.LC116(%rip), %rax
	movl	$32, %esi
	movq	%r15, %rdi
	leaq	.LC117(%rip), %rdx
	comisd	.LC73(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L4532:
	movq	(%rbx), %rsi
	movq	%r15, %rdx
	leaq	.LC575(%rip), %rdi
	xorl	%eax, %eax
	addq	$24, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	je	.L4759
.L4533:
	movslq	16(%rbx), %rax
	movslq	20(%rbx), %rdx
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%r13, %rax
	cmpl	$-1, %edx
	jne	.L4521
	movq	56(%rax), %rdx
	jmp	.L4522
.L4516:
	addl	$1, %r14d
	addq	$8, %rax
	cmpl	$6, %r14d
	jne	.L4518
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC569(%rip), %rdi
	call	puts@PLT
	jmp	.L4517
.L4758:
	movq	56(%rax), %rax
	jmp	.L4524
.L4525:
	movl	$6369134, (%r15)
	jmp	.L4532
.L4528:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4529
.L4526:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4527
.L4748:
	movq	200(%rsp), %r15
	movq	%r15, %rdi
	call	pthread_mutex_lock@PLT
	leaq	1560(%rsp), %rdi
	movl	$1, 1848(%rsp)
	movl	$1, 1856(%rsp)
	call	pthread_cond_broadcast@PLT
	movq	%r15, %rdi
	call	pthread_mutex_unlock@PLT
	testl	%ebx, %ebx
	je	.L4458
	movq	272(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	200(%rsp), %rdi
	call	shared_due_free
	jmp	.L4459
.L4741:
	cmpl	$0, 64(%rsp)
	jne	.L4395
	movq	1232(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4396:
	movl	16(%rsp), %edi
	leaq	.LC546(%rip), %rsi
	call	cannot
	movl	%eax, 192(%rsp)
	leaq	512(%rsp), %rax
	movq	%rax, 48(%rsp)
	jmp	.L4402
.L4743:
	movq	72(%rsp), %rdi
	leaq	80(%rbp), %rcx
	leaq	9392(%rsp), %rdx
	movl	%ebx, %esi
	call	ref_omit_client
	testl	%ebx, %ebx
	movl	$1, %ebx
	setle	%cl
	testl	%eax, %eax
	sete	%dl
	addq	$40, %rbp
	testb	%dl, %cl
	jne	.L4420
	movq	8(%rsp), %rsi
	movq	%r15, %rdx
	movq	%r13, 8(%rsp)
	movl	%eax, %r15d
	movq	16(%rsp), %r12
	movq	24(%rsp), %r13
	testl	%eax, %eax
	jne	.L4419
	movq	1568(%rsp), %rax
	movq	72(%rsp), %rbx
	imulq	%rsi, %rdx
	leaq	976(%rsp), %rbp
	movq	%rsi, 1000(%rsp)
	movq	%rbp, %rsi
	movq	%rax, 976(%rsp)
	movq	%rbx, %rdi
	movq	1584(%rsp), %rax
	movq	%rdx, 1008(%rsp)
	leaq	2288(%rsp), %rdx
	movq	%rax, 984(%rsp)
	movq	200(%rsp), %rax
	movl	$1, 1024(%rsp)
	movq	%rax, 992(%rsp)
	movq	168(%rbx), %rax
	movq	%rax, 1016(%rsp)
	call	score_route
	movq	1648(%rsp), %rcx
	movq	168(%rbx), %rdx
	leaq	1600(%rsp), %rbx
	movq	%rbx, 992(%rsp)
	movl	%eax, %r15d
	movq	%rcx, 976(%rsp)
	movq	1664(%rsp), %rcx
	movq	%rdx, 1016(%rsp)
	movq	%rcx, 984(%rsp)
	testl	%eax, %eax
	je	.L4760
	movq	200(%rsp), %rdi
	call	trace_free
	leaq	1560(%rsp), %rdi
	call	trace_free
	movq	%rbx, %rdi
	call	trace_free
	leaq	1640(%rsp), %rdi
	call	trace_free
	jmp	.L4577
.L4760:
	movq	8(%rsp), %rdx
	movq	72(%rsp), %rdi
	movq	%rbp, %rsi
	call	score_reference
	movq	200(%rsp), %rdi
	movl	%eax, %r15d
	call	trace_free
	leaq	1560(%rsp), %rdi
	call	trace_free
	movq	%rbx, %rdi
	call	trace_free
	leaq	1640(%rsp), %rdi
	call	trace_free
	testl	%r15d, %r15d
	je	.L4415
	jmp	.L4577
.L4731:
	movq	72(%rsp), %rax
	cmpq	$8388608, 136(%rax)
	jbe	.L4375
	cmpl	$0, 232(%rsp)
	je	.L4728
	leaq	1520(%rsp), %rax
	movq	%rax, 200(%rsp)
	leaq	1232(%rsp), %rax
	movq	%rax, 216(%rsp)
	jmp	.L4578
.L4744:
	leaq	.LC111(%rip), %rax
	movq	%rax, 1888(%rsp)
.L4434:
	movq	72(%rsp), %rdi
	xorl	%r9d, %r9d
	movl	$1, %r8d
	xorl	%ecx, %ecx
	movq	216(%rsp), %rdx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	movl	%eax, %r14d
	jmp	.L4437
.L4759:
	leaq	.LC576(%rip), %rbx
	movq	160(%rsp), %r14
	leaq	.LC413(%rip), %rsi
	xorl	%eax, %eax
	movq	%rbx, %rdi
	movq	256(%r14), %rcx
	movq	240(%r14), %rdx
	call	printf@PLT
	movq	264(%r14), %rcx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movq	248(%r14), %rdx
	leaq	.LC414(%rip), %rsi
	call	printf@PLT
	movq	272(%r14), %rsi
	leaq	.LC460(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rbx
	movl	72(%rbx), %esi
	testl	%esi, %esi
	je	.L4534
	movq	136(%rbx), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L4535
	leaq	-1(%rdi), %rcx
	movq	128(%rbx), %rax
	xorl	%edx, %edx
	subq	120(%rbx), %rax
	divq	%rcx
	movq	%rax, %rcx
.L4535:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC577(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L4534:
	cmpl	$0, 168(%rsp)
	je	.L4761
.L4536:
	movsd	2184(%rsp), %xmm2
	movsd	64(%rsp), %xmm1
	leaq	.LC581(%rip), %rbx
	leaq	.LC413(%rip), %rsi
	movsd	80(%rsp), %xmm0
	movq	%rbx, %rdi
	movl	$3, %eax
	call	printf@PLT
	movsd	8(%rsp), %xmm1
	movq	%rbx, %rdi
	movl	$3, %eax
	movsd	2208(%rsp), %xmm2
	movsd	16(%rsp), %xmm0
	leaq	.LC414(%rip), %rsi
	call	printf@PLT
	movq	72(%rsp), %rax
	movl	8(%rax), %r8d
	testl	%r8d, %r8d
	jne	.L4762
.L4538:
	movq	224(%rsp), %rbx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_theory
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_omissions
	cmpl	$0, 232(%rsp)
	jne	.L4763
.L4729:
	cmpq	$0, 208(%rsp)
	je	.L4541
	xorl	%eax, %eax
	leaq	704(%rsp), %rdi
	movl	$18, %ecx
	movq	%rdi, 80(%rsp)
	rep stosl
	leaq	400(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 8(%rsp)
	rep stosl
	leaq	432(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, 16(%rsp)
	rep stosl
	movl	648(%rsp), %eax
	cmpl	$3, %eax
	je	.L4764
	cmpl	$2, %eax
	je	.L4765
	movq	160(%rsp), %rbx
	movq	8(%rsp), %r13
	movq	624(%rsp), %rdi
	movq	(%rbx), %rsi
	movq	%r13, %rdx
	call	dist_of_sorted
	movq	16(%rsp), %r14
	movq	272(%rbx), %rsi
	movq	%r13, %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	424(%rsp), %eax
	orl	456(%rsp), %eax
	jne	.L4550
	movq	80(%rsp), %rdx
	movq	(%rbx), %rsi
	movq	624(%rsp), %rdi
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L4550
	movq	80(%rbx), %rsi
	movq	632(%rsp), %rdi
	leaq	728(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L4550
	leaq	752(%rsp), %rsi
	movq	%r14, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L4550
.L4553:
	leaq	336(%rsp), %rax
	xorl	%ebx, %ebx
	movq	160(%rsp), %r14
	leaq	HGRM.2(%rip), %r12
	movq	%rax, 64(%rsp)
.L4552:
	imulq	$10, %rbx, %rax
	movq	64(%rsp), %rdi
	leaq	(%rbx,%rbx,2), %r13
	movq	(%r12,%rbx), %rsi
	leaq	hgrm_writer(%rip), %rdx
	movq	24(%r14,%rax), %rax
	movq	%rax, (%rdi,%rbx)
	movq	80(%rsp), %rax
	movq	208(%rsp), %rdi
	addq	%rax, %r13
	movq	%r13, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L4550
	cmpl	$0, 236(%rsp)
	jne	.L4554
.L4556:
	addq	$8, %rbx
	cmpq	$24, %rbx
	jne	.L4552
	leaq	.LC584(%rip), %rax
	movq	208(%rsp), %rdi
	leaq	464(%rsp), %rcx
	movl	$3, 480(%rsp)
	movq	%rax, %xmm0
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movhps	80(%rsp), %xmm0
	leaq	.LC465(%rip), %rsi
	movaps	%xmm0, 464(%rsp)
	movq	%rax, %xmm0
	movhps	64(%rsp), %xmm0
	movups	%xmm0, 488(%rsp)
	call	export_file
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L4550
	movq	112(%rsp), %rdx
	movq	72(%rsp), %rdi
	movl	$20, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L4766
	jle	.L4559
	movq	72(%rsp), %rax
	movq	48(%rax), %rbx
	testq	%rbx, %rbx
	je	.L4767
.L4560:
	leaq	.LC586(%rip), %rdi
	call	puts@PLT
	movq	112(%rsp), %rdi
	call	stall_window_free
.L4570:
	movq	704(%rsp), %rdi
	call	free@PLT
	movq	728(%rsp), %rdi
	call	free@PLT
	movq	752(%rsp), %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	cmpl	$0, 232(%rsp)
	je	.L4541
	movq	208(%rsp), %rdi
	leaq	2288(%rsp), %rcx
	leaq	score_writer(%rip), %rdx
	leaq	.LC588(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 156(%rsp)
.L4541:
	movq	%r15, %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	movq	1896(%rsp), %rbx
	testl	%eax, %eax
	je	.L4768
.L4572:
	cmpl	$3, 24(%rbx)
	je	.L4769
.L4573:
	cmpq	$0, 1888(%rsp)
	leaq	.LC543(%rip), %rax
	leaq	.LC544(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC591(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rax
	movq	2232(%rsp), %rbx
	leaq	.LC592(%rip), %rdi
	movq	2224(%rsp), %rsi
	movl	216(%rax), %ecx
	movq	%rbx, %rdx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	xorl	%eax, %eax
	movl	156(%rsp), %edi
	testq	%rbx, %rbx
	setne	%al
	orl	%eax, %edi
	movl	%edi, 192(%rsp)
	jmp	.L4402
.L4747:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	leaq	.LC4(%rip), %rdx
	xorl	%eax, %eax
	leaq	.LC450(%rip), %rsi
	call	fprintf@PLT
	leaq	512(%rsp), %rax
	movl	$2, 192(%rsp)
	movq	%rax, 48(%rsp)
	jmp	.L4402
.L4399:
	movq	200(%rsp), %rdi
	call	omit_job_run
	jmp	.L4400
.L4749:
	movq	272(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4459:
	movq	72(%rsp), %rdi
	call	closed_form_gap
	cmpl	$0, 192(%rsp)
	movq	%rax, 1888(%rsp)
	jne	.L4730
	movl	392(%rsp), %edi
	testl	%edi, %edi
	jne	.L4461
.L4463:
	movq	224(%rsp), %rdi
	call	print_plan
	jmp	.L4462
.L4461:
	leaq	.LC547(%rip), %rsi
	call	cannot
	movl	%eax, 192(%rsp)
	testl	%eax, %eax
	je	.L4463
.L4730:
	leaq	512(%rsp), %rax
	movq	%rax, 48(%rsp)
	jmp	.L4402
.L4494:
	leaq	976(%rsp), %rbp
	movq	%r9, %rax
	movl	$32, %ecx
	movq	%rbp, %rdi
	leaq	9392(%rsp), %r15
	rep stosq
	movl	$32, %ecx
	movq	%r15, %rdi
	rep stosq
	movl	$524288, %edi
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, 64(%rsp)
	movq	%rax, %rbx
	call	malloc@PLT
	movq	%rax, %r14
	testq	%rbx, %rbx
	je	.L4498
	testq	%rax, %rax
	je	.L4498
	movq	72(%rsp), %rbx
	movq	120(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rbx, %rsi
	call	walk_start
	testl	%eax, %eax
	jne	.L4498
	leaq	704(%rsp), %rax
	movq	%rbx, %rsi
	xorl	%r13d, %r13d
	movq	%rax, %rdi
	movq	%rax, 80(%rsp)
	call	due_restart
	movq	%r15, 176(%rsp)
	movq	$0x000000000, 8(%rsp)
	movq	$0x000000000, 16(%rsp)
	movq	%rbp, 200(%rsp)
	movq	%r14, 96(%rsp)
	movq	%r13, %r14
.L4505:
	movq	96(%rsp), %r15
	movq	80(%rsp), %rdi
	movl	$65536, %edx
	movq	%r15, %rsi
	call	due_fill
	xorl	%edi, %edi
	movq	64(%rsp), %rsi
	movl	$65536, %edx
	movq	%rdi, 912(%rsp)
	movq	%rax, %rbx
	movq	%rdi, 920(%rsp)
	movq	120(%rsp), %rdi
	movq	%r15, 896(%rsp)
	movq	%rax, 904(%rsp)
	call	walk_run
	testq	%rax, %rax
	je	.L4499
	imulq	$-8, %r14, %rbp
	movq	72(%rsp), %rdi
	leaq	(%rax,%r14), %rbx
	movq	64(%rsp), %rax
	movq	136(%rdi), %r15
	addq	%rax, %rbp
	jmp	.L4502
	.p2align 4,,10
	.p2align 3
.L4770:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4501:
	xorl	%r13d, %r13d
	movq	%r14, %rax
	xorl	%ecx, %ecx
	movsd	%xmm0, 32(%rsp)
	movq	%r13, %rdx
	salq	$5, %rax
	shldq	$5, %r14, %rdx
	movq	%rax, %rdi
	addq	$1, %r14
	movq	%rdx, %rsi
	movq	%r15, %rdx
	call	__udivti3@PLT
	movsd	32(%rsp), %xmm0
	movsd	16(%rsp), %xmm6
	cltq
	movsd	976(%rsp,%rax,8), %xmm1
	addsd	%xmm0, %xmm6
	addq	$1, 9392(%rsp,%rax,8)
	addsd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm0
	addsd	8(%rsp), %xmm0
	movsd	%xmm6, 16(%rsp)
	movsd	%xmm1, 976(%rsp,%rax,8)
	movsd	%xmm0, 8(%rsp)
	cmpq	%rbx, %r14
	je	.L4505
.L4502:
	movq	0(%rbp,%r14,8), %rax
	testq	%rax, %rax
	jns	.L4770
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4501
.L4499:
	testq	%rbx, %rbx
	jne	.L4505
	leaq	744(%rsp), %rdi
	movq	%r14, %r13
	movq	176(%rsp), %r15
	movq	96(%rsp), %r14
	movq	200(%rsp), %rbp
	call	numbers_close
	movq	928(%rsp), %rdi
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	testq	%r13, %r13
	js	.L4506
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%r13, %xmm2
.L4507:
	movsd	16(%rsp), %xmm5
	movsd	.LC89(%rip), %xmm4
	pxor	%xmm1, %xmm1
	movsd	.LC90(%rip), %xmm3
	divsd	%xmm2, %xmm5
	movsd	%xmm5, 2240(%rsp)
	jmp	.L4511
.L4772:
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
.L4510:
	movsd	0(%rbp,%rbx), %xmm0
	divsd	%xmm7, %xmm0
	subsd	%xmm5, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm4, %xmm0
	mulsd	%xmm3, %xmm0
.L4508:
	addq	$8, %rbx
	addsd	%xmm0, %xmm1
	cmpq	$256, %rbx
	je	.L4771
.L4511:
	movq	(%r15,%rbx), %rax
	pxor	%xmm0, %xmm0
	testq	%rax, %rax
	je	.L4508
	jns	.L4772
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm7, %xmm7
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm7
	addsd	%xmm7, %xmm7
	jmp	.L4510
.L4519:
	movq	544(%rsp), %rbx
	movq	512(%rsp), %rax
	movq	120(%rsp), %rdi
	movq	(%rax,%rbx,8), %rsi
	call	fmt_us.constprop.0
	movq	552(%rsp), %rsi
	movq	%rbx, %rdx
	leaq	.LC573(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rbx, %rsi
	call	printf@PLT
	jmp	.L4520
.L4752:
	leaq	2288(%rsp), %rbp
	leaq	3200(%rsp), %rsi
	movq	%rbx, %rdi
	movq	%rbp, %rdx
	call	check_score
	leaq	1312(%rsp), %rdx
	movq	%rbp, %rcx
	movq	%rbx, %rdi
	leaq	.LC553(%rip), %rsi
	call	check_summary
	movq	216(%rsp), %rdx
	leaq	2368(%rsp), %rcx
	movq	%rbx, %rdi
	leaq	.LC554(%rip), %rsi
	call	check_summary
	movq	72(%rsp), %rax
	cmpl	$0, 176(%rax)
	jne	.L4475
	leaq	2528(%rsp), %rcx
	leaq	1392(%rsp), %rdx
	movq	%rbx, %rdi
	leaq	.LC555(%rip), %rsi
	call	check_summary
	jmp	.L4475
.L4487:
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
	jmp	.L4575
.L4751:
	cmpl	$0, 232(%rax)
	jne	.L4469
	movq	72(%rsp), %r15
	cmpl	$2, 152(%r15)
	je	.L4472
	movq	5240(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 11224
	leaq	.LC552(%rip), %rcx
	leaq	.LC413(%rip), %rdx
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 11232
	movq	1248(%rsp), %r8
	call	check
	cmpq	$0, 224(%r15)
	popq	%r10
	.cfi_def_cfa_offset 11224
	popq	%r11
	.cfi_def_cfa_offset 11216
	jne	.L4469
	movq	72(%rsp), %rax
	cmpl	$0, 232(%rax)
	jne	.L4469
.L4472:
	movq	72(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L4469
	cmpl	$0, 280(%rax)
	jne	.L4469
	cmpq	$0, 288(%rax)
	jne	.L4469
	movq	5304(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 11224
	leaq	.LC552(%rip), %rcx
	leaq	.LC414(%rip), %rdx
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 11232
	movq	1328(%rsp), %r8
	call	check
	popq	%r8
	.cfi_def_cfa_offset 11224
	popq	%r9
	.cfi_def_cfa_offset 11216
	jmp	.L4469
.L4506:
	movq	%r13, %rax
	movq	%r13, %r8
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %r8d
	orq	%r8, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4507
.L4765:
	movl	424(%rsp), %eax
	xorl	%ebx, %ebx
	jmp	.L4545
.L4547:
	addq	$1, %rbx
.L4545:
	cmpq	664(%rsp), %rbx
	jnb	.L4773
	movq	672(%rsp), %rdx
	movq	(%rdx,%rbx,8), %r8
	testq	%r8, %r8
	je	.L4547
	testl	%eax, %eax
	jne	.L4547
	movq	656(%rsp), %rsi
	movq	8(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%rbx, %rsi
	call	dist_add.part.0
	movl	424(%rsp), %eax
	jmp	.L4547
.L4771:
	movapd	%xmm1, %xmm0
	movsd	%xmm5, 64(%rsp)
	movsd	%xmm2, 32(%rsp)
	movsd	%xmm1, 16(%rsp)
	call	sqrt@PLT
	movsd	64(%rsp), %xmm5
	movsd	16(%rsp), %xmm1
	movsd	32(%rsp), %xmm2
	divsd	%xmm5, %xmm0
	movsd	%xmm0, 2248(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L4512
	movsd	8(%rsp), %xmm0
	mulsd	%xmm5, %xmm5
	divsd	%xmm2, %xmm0
	subsd	%xmm5, %xmm0
	movapd	%xmm0, %xmm2
	divsd	%xmm1, %xmm2
.L4512:
	movsd	%xmm2, 2256(%rsp)
	jmp	.L4495
.L4773:
	movq	16(%rsp), %rbx
	movq	8(%rsp), %rdi
	movl	%eax, 64(%rsp)
	movq	160(%rsp), %rax
	movq	%rbx, %rdx
	movq	272(%rax), %rsi
	call	dist_correct
	movl	64(%rsp), %eax
	orl	456(%rsp), %eax
	jne	.L4550
	movq	80(%rsp), %rsi
	leaq	656(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L4550
	leaq	728(%rsp), %rsi
	leaq	680(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L4550
	leaq	752(%rsp), %rsi
	movq	%rbx, %rdi
	call	table_from_dist
	testl	%eax, %eax
	je	.L4553
.L4550:
	movq	stderr(%rip), %rdi
	movq	208(%rsp), %rdx
	leaq	.LC587(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	704(%rsp), %rdi
	call	free@PLT
	movq	728(%rsp), %rdi
	call	free@PLT
	movq	752(%rsp), %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
.L4571:
	movl	$1, 156(%rsp)
	jmp	.L4541
.L4757:
	leaq	2288(%rsp), %rdi
	xorl	%edx, %edx
	leaq	.LC567(%rip), %rsi
	call	print_score
	jmp	.L4515
.L4745:
	leaq	.LC112(%rip), %rax
	movq	%rax, 1888(%rsp)
	jmp	.L4434
.L4768:
	movl	24(%rbx), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	9424(%rsp), %rsi
	leaq	.LC589(%rip), %rdi
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4572
.L4763:
	leaq	2288(%rsp), %rdi
	movl	$1, %edx
	leaq	.LC11(%rip), %rsi
	call	print_score
	jmp	.L4729
.L4762:
	movq	%rbp, %rsi
	movq	%rax, %rdi
	movq	%r15, %rdx
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	9392(%rsp), %xmm1
	movsd	976(%rsp), %xmm0
	movq	(%rax,%r8,8), %rsi
	leaq	.LC582(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L4538
.L4761:
	movq	544(%rsp), %rbx
	movq	520(%rsp), %r10
	xorl	%eax, %eax
	leaq	.LC578(%rip), %rdi
	movq	512(%rsp), %r9
	movq	(%r10,%rbx,8), %rcx
	leaq	0(,%rbx,8), %r8
	movq	%rbx, %rsi
	movq	%r10, 168(%rsp)
	movq	(%r9,%rbx,8), %rdx
	movq	%r8, 176(%rsp)
	movq	%r9, 96(%rsp)
	call	printf@PLT
	leaq	1(%rbx), %rax
	cmpq	536(%rsp), %rax
	movq	96(%rsp), %r9
	movq	168(%rsp), %r10
	movq	176(%rsp), %r8
	jb	.L4774
.L4537:
	movq	552(%rsp), %rdx
	leaq	.LC580(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%rbx, %rsi
	call	printf@PLT
	jmp	.L4536
.L4493:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC556(%rip), %rdi
	call	fwrite@PLT
	leaq	512(%rsp), %rax
	movq	%rax, 48(%rsp)
	jmp	.L4373
.L4732:
	movq	200(%rsp), %rdi
	xorl	%eax, %eax
	movl	$44, %ecx
	movq	200(%rsp), %r14
	leaq	1544(%rsp), %rbx
	xorl	%ebp, %ebp
	rep stosq
	movq	72(%rsp), %rax
	movq	%rax, 1712(%rsp)
.L4427:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 200(%r14)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
	movq	72(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L4775
.L4426:
	addq	$8, %r14
	cmpq	%rbx, %r14
	jne	.L4427
	testl	%ebp, %ebp
	jne	.L4429
	movq	200(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_mutex_init@PLT
	testl	%eax, %eax
	jne	.L4429
	xorl	%esi, %esi
	leaq	1560(%rsp), %rdi
	call	pthread_cond_init@PLT
	testl	%eax, %eax
	jne	.L4776
	movq	72(%rsp), %rbx
	leaq	1608(%rsp), %rdi
	movq	%rbx, %rsi
	call	due_restart
	movq	216(%rsp), %rax
	xorl	%esi, %esi
	leaq	368(%rsp), %rcx
	leaq	272(%rsp), %rdi
	leaq	ref_job_run(%rip), %rdx
	movq	%rbx, 368(%rsp)
	movq	%rax, 376(%rsp)
	leaq	304(%rsp), %rax
	movq	%rax, 384(%rsp)
	xorl	%eax, %eax
	movl	%eax, 392(%rsp)
	call	pthread_create@PLT
	testl	%eax, %eax
	je	.L4777
	movq	200(%rsp), %rdi
	call	shared_due_free
	jmp	.L4423
.L4775:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 248(%r14)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
	jmp	.L4426
.L4746:
	leaq	.LC547(%rip), %rsi
	movl	%r14d, %edi
	call	cannot
	movl	%eax, 192(%rsp)
	leaq	512(%rsp), %rax
	movq	%rax, 48(%rsp)
	jmp	.L4402
.L4750:
	movq	72(%rsp), %rsi
	leaq	7632(%rsp), %rdx
	movq	%r13, %rcx
	movq	%rbx, %rdi
	call	check_omitted
	jmp	.L4467
.L4769:
	movq	2216(%rsp), %rax
	movl	$18, %ecx
	leaq	.LC590(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4573
.L4395:
	movq	200(%rsp), %rdi
	call	omit_job_run
	jmp	.L4396
.L4774:
	movq	8(%r10,%r8), %rdx
	movq	8(%r9,%r8), %rsi
	leaq	.LC579(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4537
.L4498:
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movl	$42, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC557(%rip), %rdi
	call	fwrite@PLT
	jmp	.L4373
.L4754:
	movq	%r15, %r9
	cmpl	$0, 3224(%rsp)
	movq	%r13, %r15
	movq	48(%rsp), %r12
	movq	%r9, 8848(%rsp)
	movq	56(%rsp), %r13
	movq	64(%rsp), %rbx
	je	.L4778
.L4407:
	movq	72(%rsp), %rax
	movq	8(%rsp), %rdi
	xorl	%edx, %edx
	movq	%r9, %r8
	movl	$1, %ecx
	movq	224(%rax), %rsi
	call	dist_add
	movl	3224(%rsp), %eax
	orl	2312(%rsp), %eax
	je	.L4779
.L4408:
	movq	%rbx, %rdi
	call	dist_free
	movq	8(%rsp), %rdi
	call	dist_free
	jmp	.L4403
.L4585:
	xorl	%edx, %edx
	jmp	.L4405
.L4779:
	movq	72(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	8272(%rsp), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movl	$1, 16(%rsp)
	jmp	.L4408
.L4778:
	movq	72(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r9, 48(%rsp)
	leaq	8192(%rsp), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movq	48(%rsp), %r9
	jmp	.L4407
.L4776:
	movq	200(%rsp), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_destroy@PLT
	movq	%rbx, %rdi
	call	shared_due_slots_free
	jmp	.L4425
.L4429:
	movq	200(%rsp), %rdi
	call	shared_due_slots_free
	jmp	.L4425
.L4767:
	movq	112(%rsp), %r14
	movq	%r14, %rdi
	call	stall_window_free
	movq	72(%rsp), %rsi
	movq	%r15, %rdi
	movl	%r13d, %eax
	movl	$44, %ecx
	rep movsq
	movq	72(%rsp), %rsi
	movl	$12, %ecx
	movq	%r14, %rdi
	rep stosl
	cmpl	$0, 152(%rsi)
	jne	.L4560
	movq	136(%rsi), %rax
	movl	$262144, %edx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	leaq	0(,%rax,8), %r13
	movq	%rax, 9528(%rsp)
	movq	%r13, %rdi
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, 560(%rsp)
	movq	%rax, 64(%rsp)
	call	malloc@PLT
	movq	%r13, %rdi
	movq	%rax, 568(%rsp)
	movq	%rax, %r14
	call	malloc@PLT
	movq	64(%rsp), %rdx
	movq	%rax, 576(%rsp)
	testq	%rdx, %rdx
	je	.L4559
	testq	%r14, %r14
	je	.L4559
	testq	%rax, %rax
	je	.L4559
	movq	120(%rsp), %rdi
	movq	%rbp, %rdx
	movq	%r15, %rsi
	call	due_open.constprop.0
	testl	%eax, %eax
	je	.L4564
	jmp	.L4780
.L4568:
	movq	576(%rsp), %rax
	movq	120(%rsp), %rdi
	leaq	(%rax,%rbx,8), %rbp
	call	due_next
	movq	%rax, 0(%rbp)
	movq	576(%rsp), %rax
	cmpq	$999999999, (%rax,%rbx,8)
	ja	.L4569
	addq	$1, %rbx
.L4564:
	cmpq	9528(%rsp), %rbx
	jb	.L4568
.L4569:
	leaq	856(%rsp), %rdi
	call	numbers_close
	movq	%rbx, 9528(%rsp)
	testq	%rbx, %rbx
	je	.L4560
	movq	576(%rsp), %rax
	movq	%rbx, %rcx
	movl	$1, %esi
	movq	%r15, %rdi
	leaq	280(%rsp), %r14
	leaq	296(%rsp), %rbp
	movq	%rax, 9504(%rsp)
	movq	%r14, %r9
	movq	%rbp, %r8
	pushq	%rax
	.cfi_def_cfa_offset 11224
	leaq	296(%rsp), %r13
	pushq	%r13
	.cfi_def_cfa_offset 11232
	movq	576(%rsp), %rdx
	call	walk_all
	movq	%r14, %r9
	movq	%rbp, %r8
	xorl	%esi, %esi
	movq	9544(%rsp), %rcx
	movq	584(%rsp), %rdx
	movq	%r15, %rdi
	movq	%r13, (%rsp)
	call	walk_all
	movq	9544(%rsp), %rax
	movq	128(%rsp), %rcx
	leaq	first_second_writer(%rip), %rdx
	movq	224(%rsp), %rdi
	leaq	.LC585(%rip), %rsi
	movq	%rax, 600(%rsp)
	call	export_file
	popq	%rdx
	.cfi_def_cfa_offset 11224
	popq	%rcx
	.cfi_def_cfa_offset 11216
	movl	%eax, %ebx
	jmp	.L4558
.L4559:
	movq	112(%rsp), %rdi
	call	stall_window_free
	jmp	.L4550
.L4766:
	movq	72(%rsp), %rax
	movq	208(%rsp), %rdi
	movq	%r15, %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC585(%rip), %rsi
	movq	%rax, 9392(%rsp)
	movq	112(%rsp), %rax
	movq	%rax, 9400(%rsp)
	movq	160(%rsp), %rax
	movq	272(%rax), %rax
	movq	%rax, 9408(%rsp)
	call	export_file
	movl	%eax, %ebx
.L4558:
	movq	112(%rsp), %rdi
	call	stall_window_free
	testl	%ebx, %ebx
	je	.L4570
	jmp	.L4550
.L4780:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC304(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L4764:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC583(%rip), %rdi
	call	fwrite@PLT
	jmp	.L4571
.L4554:
	leaq	VALUES.1(%rip), %rax
	movq	208(%rsp), %rdi
	movq	%r13, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%rbx), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L4556
	jmp	.L4550
.L4777:
	movl	$1, %ebx
	movl	$1, %r14d
	leaq	320(%rsp), %r15
	jmp	.L4431
.L4756:
	movq	72(%rsp), %rax
	leaq	8672(%rsp), %rcx
	movq	%r15, %rdi
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	orl	$2, 16(%rsp)
	jmp	.L4414
	.cfi_endproc
.LFE332:
	.size	run_bench, .-run_bench
	.section	.rodata.str1.1
.LC593:
	.string	"the scenario's trace"
	.section	.rodata.str1.8
	.align 8
.LC594:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.section	.rodata.str1.1
.LC595:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC596:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC597:
	.string	"the latencies have too many possible values"
	.align 8
.LC598:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC599:
	.string	"stall length"
.LC600:
	.string	"load %"
.LC601:
	.string	"stall us"
.LC602:
	.string	"sim"
.LC603:
	.string	"formula"
.LC604:
	.string	"sweep-load.svg"
.LC605:
	.string	"sweep-stall.svg"
.LC608:
	.string	"default"
.LC609:
	.string	"seed 000"
.LC610:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC611:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC612:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC613:
	.string	"--self-test"
.LC614:
	.string	"rank n=1 p=0"
.LC615:
	.string	"rank n=1 p=100"
.LC616:
	.string	"rank n=1 p=0 ceil"
.LC617:
	.string	"rank n=1 p=100 ceil"
.LC618:
	.string	"rank n=10 p=0"
.LC619:
	.string	"rank n=10 p=100"
.LC620:
	.string	"rank n=10 p=50"
.LC621:
	.string	"rank n=10 p=95 rounds half up"
.LC622:
	.string	"rank n=10 p=94.9 rounds down"
.LC623:
	.string	"rank n=10 p=90.1 ceil"
.LC624:
	.string	"rank n=119980 p=99"
.LC625:
	.string	"rank n=119980 p=99.9"
.LC626:
	.string	"rank n=119980 p=99 ceil"
.LC627:
	.string	"rank n=2^62 p=99.99 exact"
.LC629:
	.string	"hdr fixture corrected count"
.LC630:
	.string	"hdr fixture correct_co"
.LC631:
	.string	"hdr fixture corrected p50"
.LC632:
	.string	"hdr fixture corrected p90"
.LC633:
	.string	"hdr fixture corrected p99"
.LC634:
	.string	"hdr fixture corrected max"
.LC635:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC636:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC637:
	.string	"correction of one interval"
.LC638:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC639:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC640:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC641:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC642:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC643:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC645:
	.string	"reference server agrees, start %lu"
	.align 8
.LC646:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC647:
	.string	"in service at a stall: extended by it"
	.align 8
.LC648:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC649:
	.string	"corrected set without its terms, in memory and in passes (guessing too, and select), e %lu, values below %lu: fields that differ"
	.align 8
.LC650:
	.string	"some corrected percentiles were found by a guess"
	.align 8
.LC651:
	.string	"the brute-force buffer was allocated"
	.align 8
.LC652:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC653:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC655:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.section	.rodata.str1.1
.LC656:
	.string	"200us"
.LC657:
	.string	"0.3us"
.LC658:
	.string	"0.5s"
.LC659:
	.string	"1.000000001s"
.LC660:
	.string	"0"
.LC661:
	.string	"250"
.LC662:
	.string	"0.5ns"
.LC663:
	.string	"ms"
.LC664:
	.string	"-1ms"
.LC665:
	.string	"5parsecs"
.LC666:
	.string	"1.ms"
.LC667:
	.string	"99999999999999999999s"
.LC668:
	.string	"4611686018427387904ns"
	.section	.rodata.str1.8
	.align 8
.LC669:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC670:
	.string	"%s%s%s"
.LC671:
	.string	"  %s\n"
.LC672:
	.string	"  %-24s %.*s\n"
.LC673:
	.string	"QUICK"
.LC674:
	.string	"REPS"
.LC675:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC676:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC677:
	.string	"QUICK '%s' is not valid: %s"
.LC678:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC679:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC680:
	.string	"--scenario"
.LC681:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC682:
	.string	"both set the length of the run: "
	.align 8
.LC683:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC684:
	.string	"give --export PREFIX too"
	.section	.rodata.str1.8
	.align 8
.LC685:
	.string	"--export-values adds files to an export: %s%s"
	.align 8
.LC686:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC687:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC688:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC689:
	.string	"--export does not apply to --cross-check, %s%s"
	.section	.rodata.str1.1
.LC690:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC691:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC692:
	.string	"%s, from %s"
.LC693:
	.string	"choose one"
.LC694:
	.string	"are two kinds of users: "
	.section	.rodata.str1.8
	.align 8
.LC695:
	.string	"--population and --sessions %s%s"
	.section	.rodata.str1.1
.LC696:
	.string	"add --sessions R or drop it"
	.section	.rodata.str1.8
	.align 8
.LC697:
	.string	"applies only with --sessions: "
	.section	.rodata.str1.1
.LC698:
	.string	"--return-prob %s%s"
	.section	.rodata.str1.8
	.align 8
.LC699:
	.string	"drop --sweep, --cross-check, --correct and --export"
	.section	.rodata.str1.1
.LC700:
	.string	"run alone: "
.LC701:
	.string	"drop them"
	.section	.rodata.str1.8
	.align 8
.LC702:
	.string	"take no --timeout, --queue-limit or generator option: "
	.align 8
.LC703:
	.string	"drop --schedule, --rate and --arrivals"
	.section	.rodata.str1.1
.LC704:
	.string	"replace the schedule: "
	.section	.rodata.str1.8
	.align 8
.LC705:
	.string	"drop --connections and --closed"
	.section	.rodata.str1.1
.LC706:
	.string	"replace the clients: "
	.section	.rodata.str1.8
	.align 8
.LC707:
	.string	"use --duration, not --requests"
	.section	.rodata.str1.1
.LC708:
	.string	"run for a time: "
.LC709:
	.string	"lower either"
	.section	.rodata.str1.8
	.align 8
.LC710:
	.string	"--sessions and --return-prob offer more work than the server can do (a load of 1 or more): %s%s"
	.section	.rodata.str1.1
.LC711:
	.string	"at most 2^60 ns (36 years)"
.LC712:
	.string	"is too long for users: "
.LC713:
	.string	"--duration %s%s"
	.section	.rodata.str1.8
	.align 8
.LC714:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC715:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.section	.rodata.str1.1
.LC716:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC717:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC718:
	.string	"use --correct FILE"
.LC719:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC720:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC721:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC722:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC723:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC724:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC725:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC726:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC727:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC729:
	.string	"lower --rate or shorten the run"
	.align 8
.LC730:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC731:
	.string	"--schedule poisson: %s%s"
.LC732:
	.string	"counting the schedule"
.LC733:
	.string	"out of memory "
	.section	.rodata.str1.8
	.align 8
.LC734:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC735:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC736:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC737:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC738:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC739:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC740:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC741:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC742:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC743:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC744:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC745:
	.string	"shorten --duration or --interval"
	.align 8
.LC746:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC747:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC748:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC749:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC750:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC751:
	.string	"--timeout, --queue-limit, the generator's options and --scoreboard keep every sample"
	.align 8
.LC752:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC753:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC754:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC755:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC756:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC757:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC758:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC759:
	.string	"drop one of the two"
.LC760:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC761:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC762:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC763:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC764:
	.string	"--sweep runs on a fixed schedule, or a Poisson one across load, with a fixed expected interval: %s%s"
	.align 8
.LC765:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC766:
	.string	"base: service %s us"
.LC767:
	.string	", stall %s us"
.LC768:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC769:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC770:
	.string	"checked"
.LC771:
	.string	"%-10s %-8s"
.LC772:
	.string	" | %-10s %10s %10s"
.LC773:
	.string	"\n%-10s %-8s"
.LC774:
	.string	"p50"
.LC775:
	.string	" | "
.LC776:
	.string	"%s%10s"
.LC777:
	.string	"p99"
.LC778:
	.string	"p99.9"
.LC779:
	.string	"%-10lu"
.LC780:
	.string	"%-10s"
.LC781:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC782:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC783:
	.string	"theory (%s, Poisson arrivals, no stalls): the open loop's mean against theory's\n"
	.section	.rodata.str1.1
.LC784:
	.string	"theory"
.LC785:
	.string	"open mean"
.LC786:
	.string	"%-10s %12s %12s"
.LC787:
	.string	"theory p99"
.LC788:
	.string	"open p99"
.LC789:
	.string	" %12s %12s"
.LC790:
	.string	"%-10lu %12.1f %12.1f"
.LC791:
	.string	" %12.1f %12.1f"
	.section	.rodata.str1.8
	.align 8
.LC792:
	.string	"(us; theory is a limit, a finite run a sample: at high load the run is short of it)\n"
	.align 8
.LC793:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC794:
	.string	" %s_%s_ns=%lu"
.LC795:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC796:
	.string	"RESULT sweep_theory axis=%s value=%lu queue=%s rho=%.4f open_mean_ns=%.0f theory_mean_ns=%.0f"
	.align 8
.LC797:
	.string	" open_p99_ns=%lu theory_p99_ns=%.0f"
	.align 8
.LC798:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC799:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC800:
	.string	"in the cross-check"
.LC801:
	.string	"expected_ns"
.LC802:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC803:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC804:
	.string	"--correct '%s': out of memory at line %lu"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB359:
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
	movdqa	.LC606(%rip), %xmm0
	leaq	1760(%rsp), %rdi
	movq	%rsi, (%rsp)
	movq	%rdi, 8(%rsp)
	rep stosq
	movaps	%xmm0, 1808(%rsp)
	movdqa	.LC607(%rip), %xmm0
	leaq	.LC609(%rip), %rax
	leaq	.LC608(%rip), %rdi
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
	je	.L5296
	movl	$1, %r15d
	cmpl	$1, %ebp
	jle	.L4874
.L4788:
	leaq	OPTIONS(%rip), %r12
.L4873:
	movq	(%rsp), %rdi
	movslq	%r15d, %rax
	movq	(%rdi,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L5142
	cmpb	$104, 1(%rbx)
	jne	.L5142
	cmpb	$0, 2(%rbx)
	jne	.L5142
	movl	$-1, %eax
	leaq	.LC310(%rip), %rbx
.L4860:
	leaq	32+OPTIONS(%rip), %r13
	xorl	%r14d, %r14d
	jmp	.L4865
	.p2align 4,,10
	.p2align 3
.L4861:
	addl	$1, %r14d
	cmpl	$52, %r14d
	je	.L4864
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$32, %r13
	call	strcmp@PLT
.L4865:
	testl	%eax, %eax
	jne	.L4861
	movslq	%r14d, %rax
	salq	$5, %rax
	addq	%r12, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L5297
	addl	$1, %r15d
.L4864:
	addl	$1, %r15d
	cmpl	%r15d, %ebp
	jg	.L4873
.L4874:
	leaq	.LC673(%rip), %rdi
	call	getenv@PLT
	leaq	.LC674(%rip), %rdi
	movq	%rax, %r12
	call	getenv@PLT
	movq	%rax, %rbx
	testq	%r12, %r12
	je	.L5106
	leaq	.LC675(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r12)
	movl	%eax, %r13d
	je	.L4876
	leaq	.LC660(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5298
.L4876:
	xorl	%eax, %eax
	testl	%r13d, %r13d
	sete	%al
.L4875:
	movl	%eax, 2224(%rsp)
	testq	%rbx, %rbx
	je	.L4878
	cmpb	$0, (%rbx)
	jne	.L5299
.L4878:
	movslq	%ebp, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L4880
	xorl	%r12d, %r12d
	leaq	9408(%rsp), %r15
	cmpl	$1, %ebp
	jle	.L4882
	xorl	%r14d, %r14d
	movl	%ebp, 48(%rsp)
	movl	$1, %ecx
	leaq	9408(%rsp), %r15
	movl	%r14d, 32(%rsp)
	movl	%r14d, 40(%rsp)
	movq	%r15, 56(%rsp)
.L4881:
	movslq	%ecx, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rdi, 64(%rsp)
	movq	(%rsp), %rdi
	movq	(%rdi,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L5143
	cmpb	$104, 1(%r14)
	jne	.L5143
	cmpb	$0, 2(%r14)
	movl	$-1, %edx
	leaq	.LC310(%rip), %r13
	jne	.L5143
.L4884:
	leaq	OPTIONS(%rip), %rbx
	xorl	%r15d, %r15d
	movl	%ecx, %ebp
	movl	%edx, %eax
	jmp	.L4888
	.p2align 4,,10
	.p2align 3
.L4885:
	addl	$1, %r15d
	addq	$32, %rbx
	cmpl	$52, %r15d
	je	.L5282
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
.L4888:
	movq	(%rbx), %rdx
	testl	%eax, %eax
	jne	.L4885
	movl	%ebp, %ecx
	movl	%r15d, %ebp
	leaq	OPTIONS(%rip), %rdi
	movq	%rdx, %r15
	movl	%eax, %edx
	movslq	%ebp, %rax
	salq	$5, %rax
	movl	8(%rdi,%rax), %r13d
	testl	%r13d, %r13d
	jne	.L4887
	movl	%edx, 80(%rsp)
	leal	1(%rcx), %ebx
	cmpl	%ebx, 48(%rsp)
	jle	.L4887
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
	leaq	.LC680(%rip), %rsi
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
	je	.L5300
	movq	24(%rsp), %rdi
	movslq	%r12d, %rax
	addl	$2, %r12d
	movups	%xmm0, (%rdi,%rax,8)
	movl	$1, %eax
.L4892:
	leal	1(%rbx), %ecx
	cmpl	%ecx, 48(%rsp)
	jle	.L5135
	testb	%al, %al
	jne	.L4881
.L5135:
	movq	56(%rsp), %r15
	testl	%edx, %edx
	je	.L4895
.L5286:
	movq	24(%rsp), %rdi
	call	free@PLT
.L4956:
	movq	%r15, %rdi
	call	usage_error
.L4901:
	movq	2216(%rsp), %rdi
	movl	%eax, (%rsp)
	call	free@PLT
	movq	2272(%rsp), %rdi
	call	free@PLT
	movl	(%rsp), %eax
	jmp	.L4781
.L5142:
	leaq	.LC122(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L4860
.L5297:
	movq	(%rax), %rdi
	leaq	.LC310(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4864
	leaq	.LC669(%rip), %rdi
	leaq	.LC672(%rip), %rbx
	call	puts@PLT
	leaq	OPTIONS(%rip), %rax
	leaq	.LC37(%rip), %r14
	movq	%rax, 8(%rsp)
	leaq	11456(%rsp), %rax
	leaq	.LC11(%rip), %rbp
	movq	%rax, (%rsp)
.L4872:
	movq	8(%rsp), %r15
	movl	$10, %esi
	movq	24(%r15), %r12
	movq	%r12, %rdi
	call	strchr@PLT
	movq	16(%r15), %r9
	movq	%r14, %r8
	movq	%rax, %r13
	testq	%r9, %r9
	je	.L5301
.L4866:
	movq	8(%rsp), %rax
	movq	(%rsp), %r15
	movl	$64, %esi
	leaq	.LC670(%rip), %rdx
	movq	(%rax), %rcx
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r15, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L5302
	testq	%r13, %r13
	je	.L4868
.L5304:
	movl	%r13d, %edx
	movq	(%rsp), %rsi
	movq	%r12, %rcx
	movq	%rbx, %rdi
	subl	%r12d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4869
	.p2align 4,,10
	.p2align 3
.L5303:
	movq	%rax, %rdx
	movq	%r15, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	subq	%r13, %rdx
	xorl	%eax, %eax
	movq	%r12, %r13
	subl	$1, %edx
	call	printf@PLT
.L4869:
	leaq	1(%r13), %r15
	movl	$10, %esi
	movq	%r15, %rdi
	call	strchr@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	jne	.L5303
	movq	%r15, %rdi
	call	strlen@PLT
	movq	%r15, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L4870:
	addq	$32, 8(%rsp)
	movq	8(%rsp), %rax
	leaq	1664+OPTIONS(%rip), %rdi
	cmpq	%rax, %rdi
	jne	.L4872
.L4787:
	xorl	%eax, %eax
.L4781:
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
.L5302:
	.cfi_restore_state
	movq	(%rsp), %rsi
	leaq	.LC671(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 11456(%rsp)
	testq	%r13, %r13
	jne	.L5304
.L4868:
	movq	%r12, %rdi
	call	strlen@PLT
	movq	(%rsp), %rsi
	movq	%r12, %rcx
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4870
.L5301:
	movq	%rbp, %r9
	movq	%rbp, %r8
	jmp	.L4866
.L5282:
	movl	%ebp, %ecx
.L4887:
	movq	24(%rsp), %rdi
	movslq	%r12d, %rax
	movl	%ecx, %ebx
	addl	$1, %r12d
	xorl	%edx, %edx
	movq	%r14, (%rdi,%rax,8)
	movl	$1, %eax
	jmp	.L4892
.L5143:
	leaq	.LC122(%rip), %rsi
	movq	%r14, %rdi
	movl	%ecx, 80(%rsp)
	movq	%r14, %r13
	call	strcmp@PLT
	movl	80(%rsp), %ecx
	movl	%eax, %edx
	jmp	.L4884
.L5300:
	movq	56(%rsp), %rdx
	movq	8(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	sete	%al
	jmp	.L4892
.L5296:
	movq	8(%rsi), %rbx
	leaq	.LC610(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L5305
	leaq	.LC613(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r15d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4788
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC614(%rip), %rdi
	leaq	raw.16(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC615(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC616(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC617(%rip), %rdi
	addl	%eax, %ebx
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
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC619(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC620(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC621(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC622(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC623(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC624(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC625(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC626(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC627(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC628(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L4789:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L4789
	movq	$100000000, 80000+raw.16(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L4794
.L5306:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L4793
.L4794:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L4790
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L4790:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L5306
	xorl	%ecx, %ecx
.L4793:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC629(%rip), %rdi
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
	leaq	.LC630(%rip), %rdi
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
	leaq	.LC631(%rip), %rdi
	leaq	304(%rsp), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	352(%rsp), %rcx
	leaq	.LC632(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	360(%rsp), %rcx
	leaq	.LC633(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	384(%rsp), %rcx
	leaq	.LC634(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	400(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	408(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC635(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC636(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC637(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC638(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC639(%rip), %rdi
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
	jne	.L4796
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbp, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 328(%rsp)
	jne	.L4796
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbp, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L4796:
	movq	312(%rsp), %r11
	movq	304(%rsp), %rcx
	xorl	%r9d, %r9d
	xorl	%edi, %edi
.L4801:
	cmpq	%r11, %r9
	je	.L5094
	xorl	%r10d, %r10d
	cmpq	$0, 24(%rcx)
	je	.L4798
.L4803:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r15,%rdi,8), %r8
	je	.L4800
	.p2align 4,,10
	.p2align 3
.L4797:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L4797
	leaq	1(%rdx,%rdi), %rdi
.L4800:
	addq	$1, %r10
	cmpq	24(%rcx), %r10
	jb	.L4803
.L4798:
	addq	$1, %r9
	addq	$32, %rcx
	jmp	.L4801
.L4895:
	movl	32(%rsp), %edi
	testl	%edi, 40(%rsp)
	je	.L4882
	leaq	.LC681(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC682(%rip), %rcx
	leaq	.LC683(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5286
.L5106:
	xorl	%eax, %eax
	jmp	.L4875
.L5299:
	leaq	11456(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L5307
	movq	11456(%rsp), %rax
	movl	%eax, 1976(%rsp)
	jmp	.L4878
.L4882:
	movq	24(%rsp), %r14
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	%r12d, %esi
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L4956
	cmpl	$0, 2192(%rsp)
	movl	2112(%rsp), %eax
	movq	2184(%rsp), %rbp
	jne	.L5308
	testq	%rbp, %rbp
	jne	.L5309
.L4899:
	leaq	4608(%rsp), %rax
	movq	2208(%rsp), %r8
	movq	2200(%rsp), %rcx
	leaq	.LC692(%rip), %rdx
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
	je	.L5310
	comisd	%xmm0, %xmm1
	leaq	.LC693(%rip), %r8
	leaq	.LC694(%rip), %rcx
	ja	.L5287
	cmpl	$0, 2264(%rsp)
	jne	.L5311
.L4903:
	cmpl	$0, 2112(%rsp)
	jne	.L4909
	cmpq	$0, 2184(%rsp)
	jne	.L4909
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L5312
	cmpl	$0, 1832(%rsp)
	jne	.L4912
	movsd	2136(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L4912
	cmpq	$1, 1920(%rsp)
	ja	.L4915
	cmpl	$0, 1912(%rsp)
	jne	.L4915
	cmpq	$0, 2128(%rsp)
	leaq	.LC707(%rip), %r8
	leaq	.LC708(%rip), %rcx
	jne	.L5287
	movsd	2072(%rsp), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L5313
.L4918:
	movq	2120(%rsp), %rax
	testq	%rax, %rax
	jne	.L4922
	cmpl	$0, 2224(%rsp)
	jne	.L4923
	movl	$9765625, %eax
	salq	$11, %rax
	movq	%rax, 2104(%rsp)
.L4924:
	movq	2144(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 1856(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L4956
	movl	2260(%rsp), %edx
	movq	40(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	run_users
	jmp	.L4901
.L5298:
	testl	%r13d, %r13d
	je	.L4876
	leaq	9408(%rsp), %r15
	leaq	.LC676(%rip), %r8
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC677(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4956
.L5309:
	cmpl	$3, %eax
	jne	.L4898
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC688(%rip), %rcx
	leaq	.LC689(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4956
.L5308:
	testq	%rbp, %rbp
	je	.L5314
	testl	%eax, %eax
	jne	.L5315
.L4898:
	leaq	7808(%rsp), %rbx
	movq	%rbp, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC690(%rip), %rdx
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
	je	.L5316
	call	fclose@PLT
	movq	(%rsp), %rdi
	call	remove@PLT
	jmp	.L4899
.L5305:
	leaq	11456(%rsp), %rdx
	leaq	9408(%rsp), %rsi
	leaq	7808(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L5261
	movsd	11456(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	9408(%rsp), %xmm2
	movsd	7808(%rsp), %xmm1
	leaq	.LC611(%rip), %rdi
	call	printf@PLT
	jmp	.L4787
.L5310:
	comisd	%xmm0, %xmm1
	ja	.L4903
	cmpl	$1, 2112(%rsp)
	je	.L5317
	movq	2120(%rsp), %rbp
	movq	%rbp, %rax
	orq	2128(%rsp), %rax
	jne	.L4955
	cmpl	$0, 2224(%rsp)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, %rbp
.L4955:
	movq	2144(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 1856(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L4956
	movl	1832(%rsp), %eax
	cmpl	$1, %eax
	je	.L5318
	movq	2128(%rsp), %r12
	cmpl	$2, %eax
	je	.L5319
	movq	1840(%rsp), %rcx
	testq	%r12, %r12
	jne	.L5008
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r12
.L5008:
	movabsq	$4611686018427387903, %rsi
	movq	%r12, %rax
	mulq	%rcx
	movq	%rax, %r10
	xorl	%eax, %eax
	cmpq	%r10, %rsi
	sbbq	%rdx, %rax
	jc	.L5320
	leaq	-1(%r12), %rax
	movq	%r12, 1896(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 2228(%rsp)
	movq	%rax, 1888(%rsp)
	jne	.L4981
	leaq	.LC747(%rip), %rax
	movq	%rcx, 1928(%rsp)
	movq	%rax, 1944(%rsp)
.L4981:
	movl	1964(%rsp), %r13d
	movq	1896(%rsp), %rbx
	cmpl	$1, %r13d
	je	.L5321
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rbx, %rax
	jb	.L5322
	movq	8(%rsp), %rdi
	call	omissions_on
	movl	2260(%rsp), %r14d
	orl	%r14d, %eax
	jne	.L5087
	xorl	%r14d, %r14d
.L5013:
	cmpl	$2, %r13d
	je	.L5323
.L5015:
	movl	%r14d, (%rsp)
.L5088:
	cmpl	$2, 1912(%rsp)
	jne	.L5019
	cmpq	$0, 2128(%rsp)
	je	.L5018
	xorl	%r8d, %r8d
	movq	%r8, 1904(%rsp)
.L5019:
	movq	8(%rsp), %rdi
	call	service_max
	movq	1808(%rsp), %r12
	xorl	%edx, %edx
	xorl	%edi, %edi
	addq	%r12, %rax
	adcq	%rdi, %rdx
	testq	%r12, %r12
	je	.L5022
	movq	1816(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L5022
	cmpq	$0, 1800(%rsp)
	movq	8(%rsp), %rdi
	je	.L5324
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
.L5022:
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
	jc	.L5325
	movq	2184(%rsp), %rdi
	movl	2112(%rsp), %eax
	movq	%rdi, 24(%rsp)
	testq	%rdi, %rdi
	je	.L5025
	testl	%eax, %eax
	jne	.L5025
	cmpl	$3, %r13d
	je	.L5026
	movq	8(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L5326
.L5028:
	movl	(%rsp), %r9d
	movl	2196(%rsp), %r8d
	movl	2192(%rsp), %ecx
	movq	24(%rsp), %rdx
	movq	40(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	run_bench
	jmp	.L4901
.L5094:
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
.L4802:
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
	leaq	.LC640(%rip), %rdi
	call	expect
	addl	%eax, %ebx
	movq	16(%rsp), %rax
	movq	(%r14,%rax,8), %r9
.L4804:
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rsp), %rdi
	movl	$64, %esi
	leaq	.LC641(%rip), %rdx
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
	jne	.L4804
	movq	472(%rsp), %rcx
	movq	552(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC642(%rip), %rdi
	call	expect
	movq	480(%rsp), %rcx
	movq	488(%rsp), %r8
	leaq	.LC643(%rip), %rdi
	movq	560(%rsp), %rsi
	movq	568(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	cmpq	$0, 16(%rsp)
	jne	.L5327
	movq	$1, 16(%rsp)
	jmp	.L4802
.L5327:
	movq	24(%rsp), %rdi
	leaq	896(%rsp), %rbp
	leaq	starts.14(%rip), %r12
	leaq	9408(%rsp), %r15
	leaq	.LC645(%rip), %r14
	call	dist_free
	movl	$44, %ecx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	rep stosq
	movdqa	.LC644(%rip), %xmm0
	movq	$100, 896(%rsp)
	movq	$2000, 960(%rsp)
	movaps	%xmm0, 944(%rsp)
	jmp	.L4808
.L5330:
	leaq	1100(%r13), %rdx
.L4807:
	addq	$1, 9416(%rsp)
	addq	$5000, %rax
	movq	%rax, 9408(%rsp)
	cmpq	%rdx, %rax
	jb	.L5328
.L4805:
	movq	8(%rsp), %rcx
	movq	(%rsp), %rdi
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %r12
	call	expect
	addl	%eax, %ebx
	leaq	80+starts.14(%rip), %rax
	cmpq	%rax, %r12
	je	.L5329
.L4808:
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
	jnb	.L4805
	cmpq	%rax, %r13
	jb	.L5330
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r13
	jnb	.L4807
	leaq	1100(%rax), %rdx
	jmp	.L4807
.L5328:
	movl	$5000, %r9d
	movl	$1000, %r8d
	movq	%r13, %rsi
	movq	%r15, %rdi
	movl	$100, %ecx
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L4805
.L5329:
	movq	%rbp, %rdi
	movl	$100, %edx
	movl	$1900, %esi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC646(%rip), %rdi
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
	leaq	.LC647(%rip), %rdi
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
	leaq	.LC648(%rip), %rdi
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
.L4809:
	cmpq	$0, 40(%rsp)
	setne	%r12b
	cmpq	$5, %rbx
	ja	.L5134
	testb	%r12b, %r12b
	je	.L5134
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
.L4844:
	movq	32(%rsp), %r10
	xorl	%ecx, %ecx
	movabsq	$-7046029254386353131, %r8
	movabsq	$-4658895280553007687, %rdi
	movabsq	$-7723592293110705685, %rsi
	jmp	.L4813
	.p2align 4,,10
	.p2align 3
.L5332:
	movq	-8(%r15,%rcx,8), %rdx
.L4811:
	movq	%rdx, (%r15,%rcx,8)
	movq	%rdx, (%r12,%rcx,8)
	addq	$1, %rcx
	cmpq	$200, %rcx
	je	.L5331
.L4813:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L5332
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
	jmp	.L4811
.L5331:
	movq	16(%rsp), %r8
	movq	48(%rsp), %r9
	movq	%r15, %rdi
	xorl	%esi, %esi
	jmp	.L4818
.L5334:
	addq	$8, %rdi
	cmpq	%r12, %rdi
	je	.L5333
.L4818:
	movq	(%rdi), %rax
	movq	%r8, %rcx
	cmpq	%r9, %rax
	jb	.L4814
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L4814:
	addq	%rsi, %rcx
	setc	%r11b
	movq	%rcx, %rsi
	movzbl	%r11b, %r11d
	jnc	.L5334
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
.L4817:
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
.L4843:
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
	jle	.L4821
.L4820:
	movq	56(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L4822:
	movq	(%rbx), %rsi
	movl	$1, %edx
	movq	%r14, %rdi
	call	cqr_add_n
	movq	%rbx, %rax
	subq	$8, %rbx
	cmpq	%r15, %rax
	jne	.L4822
	movl	3396(%rsp), %eax
	movq	%r14, %rdi
	leal	1(%rax), %edx
	movl	%edx, 3396(%rsp)
	testl	%eax, %eax
	je	.L5335
	call	cqr_end_pass.part.0
.L4824:
	movl	3400(%rsp), %r10d
	testl	%r10d, %r10d
	jg	.L4820
.L4821:
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
.L4825:
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
	jne	.L4825
	movq	%r11, 8(%rsp)
	movl	$200, %ebx
	movl	$3, 228(%rsp)
	movq	$2, 64(%rsp)
	movq	%r15, 184(%rsp)
	movq	248(%rsp), %r15
.L4842:
	movq	64(%rsp), %r8
	movl	24(%rsp), %ecx
	xorl	%r9d, %r9d
	movq	%r14, %rdi
	movq	48(%rsp), %rsi
	movl	$1000, %edx
	call	cqr_init
	movl	3400(%rsp), %r9d
	testl	%r9d, %r9d
	jle	.L4827
	movq	%r13, 192(%rsp)
	movq	%r15, 200(%rsp)
	.p2align 4,,10
	.p2align 3
.L4826:
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L4833:
	movq	%rbx, %rcx
	leaq	(%r12,%r13,8), %rdx
	subq	%r13, %rcx
	cmpq	$1, %rcx
	je	.L4828
	movq	(%rdx), %rsi
	movq	%rbp, %r15
	jmp	.L4829
	.p2align 4,,10
	.p2align 3
.L4832:
	addq	$1, %r15
	cmpq	%r15, %rcx
	je	.L4831
.L4829:
	cmpq	%rsi, (%rdx,%r15,8)
	je	.L4832
.L4831:
	movq	6208(%rsp,%r13,8), %rsi
	movq	%r15, %rdx
	movq	%r14, %rdi
	addq	%r15, %r13
	call	cqr_add_n
	cmpq	$199, %r13
	jbe	.L4833
.L4830:
	movl	3396(%rsp), %eax
	movq	%r14, %rdi
	leal	1(%rax), %edx
	movl	%edx, 3396(%rsp)
	testl	%eax, %eax
	je	.L5336
	call	cqr_end_pass.part.0
.L4835:
	movl	3400(%rsp), %r8d
	testl	%r8d, %r8d
	jg	.L4826
	movq	192(%rsp), %r13
	movq	200(%rsp), %r15
.L4827:
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
.L4836:
	movq	(%rcx,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rsi,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L4836
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
	jne	.L4837
	movl	2360(%rsp), %edi
	testl	%edi, %edi
	jle	.L4841
	movq	%rbp, 208(%rsp)
	movq	176(%rsp), %rbp
	movq	%r14, 296(%rsp)
	movq	128(%rsp), %r14
.L4838:
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
	jg	.L4838
	movq	%r15, 176(%rsp)
	movq	208(%rsp), %rbp
	movq	296(%rsp), %r14
.L4841:
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
.L4839:
	movq	0(%r13,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rcx,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L4839
	movq	%r11, 8(%rsp)
.L4840:
	salq	$2, 64(%rsp)
	subl	$1, 228(%rsp)
	jne	.L4842
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
	jne	.L5337
	movl	$1, 24(%rsp)
	jmp	.L4843
.L4828:
	movq	7800(%rsp), %rsi
	movl	$1, %edx
	movq	%r14, %rdi
	call	cqr_add_n
	jmp	.L4830
.L5336:
	call	cqr_first_end
	jmp	.L4835
.L5335:
	call	cqr_first_end
	jmp	.L4824
.L4837:
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
	jmp	.L4840
.L5333:
	cmpq	$400000, %rcx
	jbe	.L5338
.L4819:
	addq	$8, 32(%rsp)
	movq	32(%rsp), %rax
	leaq	32+TOP.12(%rip), %rdi
	cmpq	%rdi, %rax
	jne	.L4844
	movl	%ebx, %r13d
	movq	256(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L4809
.L5337:
	movq	32(%rsp), %rax
	movq	(%rsp), %r14
	leaq	.LC649(%rip), %rdx
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
	jmp	.L4819
.L5134:
	movq	40(%rsp), %rdi
	call	free@PLT
	xorl	%ecx, %ecx
	cmpq	$0, 80(%rsp)
	movl	$1, %esi
	setne	%cl
	leaq	.LC650(%rip), %rdi
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
	leaq	.LC651(%rip), %rdi
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
.L4851:
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
.L4850:
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
	je	.L4848
	movq	%r14, %rsi
.L4849:
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
	jne	.L4849
	addq	$1, %r14
	jmp	.L4850
.L4848:
	movq	8(%rsp), %rdi
	movq	24(%rsp), %r8
	movq	%rbx, %r12
	movabsq	$626981770695586354, %rax
	cmpq	%rax, %rdi
	jne	.L4851
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC652(%rip), %rdi
	movabsq	$7809158642386836312, %r14
	movabsq	$-7723592293110705685, %rbp
	call	expect
	movq	%r12, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %ebx
	leaq	.LC653(%rip), %rdi
	movabsq	$-4658895280553007687, %r12
	call	expect
	pxor	%xmm1, %xmm1
	addl	%eax, %ebx
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	jmp	.L4857
	.p2align 4,,10
	.p2align 3
.L5340:
	cvttsd2siq	%xmm3, %rax
	testq	%rax, %rax
	js	.L4855
.L5341:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4852:
	movabsq	$-7046029254386353131, %rax
	addsd	%xmm0, %xmm1
	addq	%rax, %r14
	movabsq	$4078304265537237400, %rax
	cmpq	%rax, %r14
	je	.L5339
.L4857:
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
	ja	.L4852
	movq	.LC291(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm3
	jnb	.L4852
	comisd	.LC83(%rip), %xmm3
	jb	.L5340
	subsd	.LC83(%rip), %xmm3
	cvttsd2siq	%xmm3, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L5341
.L4855:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4852
.L5339:
	movapd	%xmm1, %xmm0
	xorl	%ecx, %ecx
	movsd	.LC67(%rip), %xmm1
	divsd	.LC654(%rip), %xmm0
	subsd	.LC31(%rip), %xmm0
	andpd	.LC61(%rip), %xmm0
	movl	$1, %esi
	leaq	.LC655(%rip), %rdi
	leaq	.LC661(%rip), %rbp
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
	leaq	.LC656(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC657(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC658(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC659(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC660(%rip), %rdi
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
	leaq	.LC662(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC663(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC664(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC665(%rip), %rdi
	addl	%eax, %ebx
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
	addl	%eax, %ebx
	setne	%al
	movzbl	%al, %eax
	jmp	.L4781
.L5307:
	leaq	9408(%rsp), %r15
	leaq	.LC183(%rip), %r8
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC678(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4956
.L5338:
	xorl	%r10d, %r10d
	jmp	.L4817
.L4922:
	movl	$1, %edx
	movq	%rax, 2104(%rsp)
	salq	$60, %rdx
	cmpq	%rax, %rdx
	jnb	.L4924
	leaq	.LC711(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC712(%rip), %rcx
	leaq	.LC713(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4956
.L4923:
	movl	$9765625, %eax
	salq	$9, %rax
	movq	%rax, 2104(%rsp)
	jmp	.L4924
.L5313:
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
	jb	.L4918
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC709(%rip), %rcx
	leaq	.LC710(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4956
.L4915:
	leaq	.LC705(%rip), %r8
	leaq	.LC706(%rip), %rcx
.L5287:
	leaq	.LC695(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4956
.L4912:
	leaq	.LC703(%rip), %r8
	leaq	.LC704(%rip), %rcx
	jmp	.L5287
.L5312:
	leaq	.LC701(%rip), %r8
	leaq	.LC702(%rip), %rcx
	jmp	.L5287
.L4909:
	leaq	.LC699(%rip), %r8
	leaq	.LC700(%rip), %rcx
	jmp	.L5287
.L5324:
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
	jmp	.L5022
.L5326:
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC762(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4956
.L5026:
	leaq	.LC759(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC760(%rip), %rcx
	leaq	.LC761(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4956
.L5025:
	cmpl	$2, %eax
	je	.L5342
	cmpl	$3, %eax
	jne	.L5028
	movq	8(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 6208(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L5343
	movq	8(%rsp), %rbx
	leaq	7808(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L5074
	leaq	11456(%rsp), %r12
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	%rbx, %rdi
	movl	$1, %r8d
	movq	%r12, %rdx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	testl	%eax, %eax
	jne	.L5074
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
	leaq	.LC801(%rip), %rcx
	leaq	.LC802(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 17488
	movq	11744(%rsp), %r8
	call	check
	movq	6232(%rsp), %rbx
	leaq	.LC803(%rip), %rdi
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
	jmp	.L4901
.L5325:
	leaq	.LC756(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC757(%rip), %rcx
	leaq	.LC758(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4956
.L5074:
	leaq	.LC800(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	jmp	.L4901
.L5343:
	leaq	.LC799(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$3, %eax
	jmp	.L4901
.L5342:
	movl	1832(%rsp), %eax
	cmpl	$2, %eax
	je	.L5030
	cmpl	$0, 1936(%rsp)
	jne	.L5030
	movq	2176(%rsp), %rdi
	subl	$1, %eax
	movq	%rdi, 16(%rsp)
	je	.L5344
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
.L5086:
	movq	(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rbp, 11464(%rsp)
	call	sweep_points
	testl	%eax, %eax
	jne	.L4901
	cmpl	$0, 11456(%rsp)
	leaq	.LC374(%rip), %rax
	leaq	.LC599(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC765(%rip), %rdi
	xorl	%eax, %eax
	leaq	7808(%rsp), %rbx
	leaq	.LC11(%rip), %r12
	call	printf@PLT
	movq	1760(%rsp), %rsi
	movq	%rbx, %rdi
	leaq	.LC772(%rip), %rbp
	leaq	.LC774(%rip), %r13
	leaq	.LC776(%rip), %r15
	call	fmt_us.constprop.0
	leaq	.LC766(%rip), %rdi
	leaq	.LC778(%rip), %r14
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1808(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC767(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1816(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC768(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	11464(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC769(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 11456(%rsp)
	leaq	.LC600(%rip), %rax
	leaq	.LC601(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC770(%rip), %rdx
	leaq	.LC771(%rip), %rdi
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
	leaq	.LC773(%rip), %rdi
	leaq	.LC777(%rip), %r12
	call	printf@PLT
.L5036:
	movq	%r13, %rdx
	leaq	.LC775(%rip), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC37(%rip), %rsi
	call	printf@PLT
	xorl	%eax, %eax
	movq	%r14, %rdx
	movq	%r15, %rdi
	leaq	.LC37(%rip), %rsi
	call	printf@PLT
	subl	$1, %ebp
	jne	.L5036
	movl	$10, %edi
	xorl	%ebp, %ebp
	leaq	.LC602(%rip), %r14
	call	putchar@PLT
.L5037:
	cmpq	11472(%rsp), %rbp
	jnb	.L5345
	movq	(%rsp), %rax
	cmpl	$0, 11456(%rsp)
	movq	24(%rax,%rbp,8), %rsi
	je	.L5038
	leaq	.LC779(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L5039:
	movq	(%rsp), %rax
	leaq	.LC603(%rip), %rsi
	leaq	.LC781(%rip), %rdi
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
.L5041:
	movslq	%ebp, %r12
	movq	%rcx, 48(%rsp)
	xorl	%ebx, %ebx
	imulq	$10, %r12, %r12
	movl	%ebp, 40(%rsp)
	movq	%rdi, %rbp
	addq	%rcx, %r12
.L5045:
	movslq	0(%r13,%rbx,4), %rax
	movq	%rbp, %rdi
	leaq	20(%rax,%r12), %rax
	movq	11464(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L5346
	xorl	%eax, %eax
	leaq	.LC37(%rip), %rsi
	movq	%r15, %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L5129
	movq	%rbp, %rdi
	movl	40(%rsp), %ebp
	movq	48(%rsp), %rcx
	addl	$1, %ebp
	cmpl	$3, %ebp
	jne	.L5041
	movq	8(%rsp), %rbp
	movq	%rdi, %rbx
	movl	$10, %edi
	call	putchar@PLT
	addq	$1, %rbp
	jmp	.L5037
.L5323:
	leaq	11456(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L5015
	movq	8(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L5347
.L5016:
	leaq	.LC11(%rip), %r8
	leaq	.LC753(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4956
.L5322:
	leaq	.LC750(%rip), %r8
	leaq	.LC595(%rip), %rcx
.L5293:
	leaq	.LC749(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4956
.L5321:
	leaq	.LC748(%rip), %r8
	leaq	.LC598(%rip), %rcx
	cmpq	$200000000, %rbx
	ja	.L5293
	movq	8(%rsp), %rdi
	call	omissions_on
	movl	2260(%rsp), %r14d
	orl	%r14d, %eax
	movl	%eax, (%rsp)
	je	.L5088
.L5087:
	movl	1912(%rsp), %ecx
	leaq	by_kind.6(%rip), %rax
	movq	%rbx, %rdx
	cmpl	$3, (%rax,%rcx,4)
	jne	.L5014
	movq	1904(%rsp), %rax
	testq	%rax, %rax
	je	.L5014
	xorl	%edx, %edx
	divq	1760(%rsp)
	movq	1920(%rsp), %rdx
	leaq	1(%rax,%rdx), %rdx
.L5014:
	cmpq	%rbx, %rdx
	cmovb	%rbx, %rdx
	cmpq	$8388608, %rdx
	jbe	.L5013
	leaq	.LC750(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC751(%rip), %rcx
	leaq	.LC752(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4956
.L5347:
	cmpq	$1, 1920(%rsp)
	leaq	.LC596(%rip), %rcx
	jne	.L5016
	movl	1832(%rsp), %eax
	orl	1912(%rsp), %eax
	orl	1768(%rsp), %eax
	jne	.L5016
	cmpq	$0, 1800(%rsp)
	leaq	.LC597(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L5016
.L5344:
	leaq	.LC374(%rip), %r12
	movq	%r12, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5030
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
	jmp	.L5086
.L5030:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC763(%rip), %rcx
	leaq	.LC764(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4956
.L5129:
	movl	$2, %ebx
	jmp	.L5045
.L5346:
	leaq	.LC775(%rip), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L5045
.L5038:
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC780(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5039
.L5345:
	leaq	.LC782(%rip), %rdi
	call	puts@PLT
	cmpl	$0, 17392(%rsp)
	je	.L5047
	movq	16368(%rsp), %rsi
	leaq	.LC783(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	leaq	.LC784(%rip), %rcx
	leaq	.LC785(%rip), %rdx
	leaq	.LC600(%rip), %rsi
	leaq	.LC786(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 17396(%rsp)
	jne	.L5348
.L5048:
	movl	$10, %edi
	xorl	%r15d, %r15d
	leaq	16408(%rsp), %r13
	call	putchar@PLT
	movq	(%rsp), %rbp
	leaq	.LC790(%rip), %r12
	leaq	.LC791(%rip), %r14
	xchgq	%rbp, %rbx
	jmp	.L5049
.L5351:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L5051:
	divsd	%xmm2, %xmm0
	movq	(%rsp), %rax
	movq	%r12, %rdi
	movq	24(%rax,%r15,8), %rsi
	movl	$2, %eax
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	cmpl	$0, 17396(%rsp)
	jne	.L5349
.L5052:
	movl	$10, %edi
	addq	$1, %r15
	addq	$288, %rbx
	call	putchar@PLT
.L5049:
	cmpq	11472(%rsp), %r15
	jnb	.L5350
	imulq	$56, %r15, %rax
	movq	304(%rbx), %rdi
	movq	312(%rbx), %rsi
	movsd	0(%r13,%rax), %xmm1
	divsd	.LC67(%rip), %xmm1
	movsd	%xmm1, 8(%rsp)
	call	__floatuntidf@PLT
	movq	240(%rbx), %rax
	movsd	8(%rsp), %xmm1
	testq	%rax, %rax
	jns	.L5351
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L5051
.L4880:
	leaq	9408(%rsp), %r15
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r8, %rcx
	leaq	.LC679(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4956
.L5317:
	cmpl	$0, 2260(%rsp)
	jne	.L5352
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L5353
	movq	2160(%rsp), %r12
	testq	%r12, %r12
	je	.L4928
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
	jne	.L4933
	movl	$8192, %edi
	movl	$1024, %r13d
	call	malloc@PLT
	movq	32(%rsp), %r14
	movq	%rax, %rbp
	leaq	6208(%rsp), %rax
	movq	%rax, 24(%rsp)
	testq	%rbp, %rbp
	jne	.L4934
	jmp	.L5354
.L4937:
	movq	6208(%rsp), %rax
	movq	%rax, 0(%rbp,%r14,8)
	addq	$1, %r14
.L4934:
	movq	(%rsp), %rdx
	movq	24(%rsp), %rsi
	movl	$2048, %ecx
	movq	%rbx, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L5355
	cmpq	$200000000, %r14
	je	.L5356
	cmpq	%r14, %r13
	jne	.L4937
	movq	%r13, %rsi
	movq	%rbp, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L4938
	addq	%r13, %r13
	movq	%rax, %rbp
	jmp	.L4937
.L5311:
	leaq	.LC696(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC697(%rip), %rcx
	leaq	.LC698(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4956
.L5356:
	movq	(%rsp), %rdi
	movq	%r12, %rcx
	leaq	.LC717(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
.L4935:
	movq	%rbx, %rdi
	call	numbers_close
	movq	%rbp, %rdi
	call	free@PLT
.L4933:
	movq	(%rsp), %rdi
	call	usage_error
	jmp	.L4901
.L5355:
	movq	%r14, 32(%rsp)
	testl	%eax, %eax
	js	.L4935
	movq	%rbx, %rdi
	call	numbers_close
	movq	32(%rsp), %r13
.L4941:
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
	jmp	.L4901
.L5354:
	movq	(%rsp), %rdi
	movq	%r12, %rcx
	leaq	.LC716(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4935
.L4938:
	movq	(%rsp), %rdi
	movq	%r12, %rcx
	leaq	.LC804(%rip), %rdx
	xorl	%eax, %eax
	movq	7856(%rsp), %r8
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4935
.L4928:
	movq	2168(%rsp), %r12
	xorl	%ebp, %ebp
	movq	%rbp, 1248(%rsp)
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L5357
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
.L4953:
	movq	16(%rsp), %rcx
	movl	$256, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC403(%rip), %rdx
	xorl	%r13d, %r13d
	call	snprintf@PLT
	movq	%r15, %rdx
	leaq	.LC721(%rip), %rsi
	movq	%rbx, %rdi
	call	strtok_r@PLT
	movq	%rax, %rbp
.L4942:
	testq	%rbp, %rbp
	je	.L5358
	movl	$42, %esi
	movq	%rbp, %rdi
	call	strchr@PLT
	movq	$1, 3376(%rsp)
	testq	%rax, %rax
	je	.L4943
	movb	$0, (%rax)
	leaq	1(%rax), %r14
	movq	24(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r14, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L5359
.L4943:
	leaq	6208(%rsp), %r14
	leaq	2288(%rsp), %rdx
	movl	$1, %esi
	movq	%rbp, %rdi
	movl	$160, %r8d
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L4945
	movq	3376(%rsp), %rax
	movq	2288(%rsp), %rdx
	addq	%r13, %rax
	jmp	.L4946
.L4948:
	testq	%r12, %r12
	je	.L4947
	movq	%rdx, (%r12,%r13,8)
.L4947:
	addq	$1, %r13
.L4946:
	cmpq	%rax, %r13
	jne	.L4948
	movq	%r15, %rdx
	leaq	.LC721(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbp
	jmp	.L4942
.L4945:
	leaq	11456(%rsp), %rdi
	movq	%r14, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC11(%rip), %r8
	leaq	.LC723(%rip), %rdx
	movq	%rdi, (%rsp)
	call	snprintf@PLT
	movq	%r12, %rdi
	call	free@PLT
	jmp	.L4933
.L5358:
	cmpl	$1, (%rsp)
	jne	.L5360
	movq	%r12, %rbp
	leaq	.LC593(%rip), %r12
	testq	%rbp, %rbp
	jne	.L4941
	leaq	11456(%rsp), %rax
	movq	%rax, (%rsp)
	jmp	.L4933
.L5357:
	leaq	11456(%rsp), %rdi
	leaq	.LC718(%rip), %r8
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC719(%rip), %rcx
	leaq	.LC720(%rip), %rdx
	movq	%rdi, (%rsp)
	call	snprintf@PLT
	jmp	.L4933
.L5359:
	leaq	11456(%rsp), %rax
	movq	%r14, %rcx
	leaq	.LC192(%rip), %r8
	movl	$2048, %esi
	movq	%rax, (%rsp)
	movq	%rax, %rdi
	leaq	.LC722(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %rdi
	call	free@PLT
	jmp	.L4933
.L5360:
	testq	%r13, %r13
	je	.L4952
	leaq	0(,%r13,8), %rdi
	call	malloc@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L4952
	movl	$1, (%rsp)
	jmp	.L4953
.L5353:
	leaq	.LC715(%rip), %rdi
	call	usage_error
	jmp	.L4901
.L5315:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC686(%rip), %rcx
	leaq	.LC687(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4956
.L5314:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC684(%rip), %rcx
	leaq	.LC685(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4956
.L5316:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r15, %rdi
	movq	%rax, %r8
	leaq	.LC691(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4956
.L5349:
	movq	(%rsp), %rax
	movsd	5808(%rax,%r15,8), %xmm1
	movq	264(%rbx), %rax
	divsd	.LC67(%rip), %xmm1
	testq	%rax, %rax
	js	.L5053
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5054:
	movq	%r14, %rdi
	movl	$2, %eax
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	jmp	.L5052
.L5348:
	leaq	.LC787(%rip), %rdx
	leaq	.LC788(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC789(%rip), %rdi
	call	printf@PLT
	jmp	.L5048
.L5350:
	leaq	.LC792(%rip), %rdi
	movq	%rbp, %rbx
	call	puts@PLT
.L5047:
	xorl	%ebp, %ebp
	leaq	PCT_NAME(%rip), %r13
	leaq	SET_NAME(%rip), %r15
	movq	%rbp, %r12
	leaq	.LC794(%rip), %r14
	movq	%rbx, %rbp
.L5060:
	cmpq	11472(%rsp), %r12
	jnb	.L5361
	movq	(%rsp), %rax
	imulq	$36, %r12, %rbx
	movq	16(%rsp), %rsi
	leaq	.LC793(%rip), %rdi
	movq	24(%rax,%r12,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	movq	%rbx, %rcx
	movq	%rbp, %r8
	movq	%r12, %rbx
	movq	%rax, %rbp
.L5056:
	movslq	%ebp, %rax
	movq	%rcx, 40(%rsp)
	movq	(%r15,%rbp,8), %rsi
	leaq	SWEEP_COL(%rip), %r12
	imulq	$10, %rax, %rax
	addq	%rcx, %rax
	movq	%rax, 8(%rsp)
.L5057:
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
	jne	.L5057
	addq	$1, %rbp
	movq	40(%rsp), %rcx
	cmpq	$3, %rbp
	jne	.L5056
	movq	(%rsp), %rax
	movq	%rbx, %r12
	movq	%r8, %rbp
	leaq	.LC544(%rip), %rsi
	leaq	.LC795(%rip), %rdi
	cmpq	$0, 4768(%rax,%rbx,8)
	leaq	.LC543(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %r12
	call	printf@PLT
	jmp	.L5060
.L5053:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5054
.L5361:
	movq	(%rsp), %r15
	movq	%rbp, %rbx
	movq	32(%rsp), %r14
	leaq	.LC796(%rip), %r13
	leaq	.LC797(%rip), %r12
	movq	%r15, %rbp
	xchgq	%rbp, %rbx
	jmp	.L5062
.L5363:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
.L5064:
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
	jne	.L5362
.L5065:
	movl	$10, %edi
	addq	$1, %r14
	addq	$56, %rbx
	addq	$288, %r15
	call	putchar@PLT
.L5062:
	cmpl	$0, 17392(%rsp)
	movq	11472(%rsp), %rcx
	je	.L5066
	cmpq	%rcx, %r14
	jnb	.L5066
	movsd	4952(%rbx), %xmm2
	movq	304(%r15), %rdi
	movq	312(%r15), %rsi
	movsd	%xmm2, 8(%rsp)
	call	__floatuntidf@PLT
	movq	240(%r15), %rax
	movsd	8(%rsp), %xmm2
	movapd	%xmm0, %xmm1
	testq	%rax, %rax
	jns	.L5363
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm3, %xmm3
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L5064
.L5319:
	movq	2152(%rsp), %rax
	xorl	%r11d, %r11d
	movq	%r15, %r8
	xorl	%ecx, %ecx
	leaq	7808(%rsp), %rbx
	movl	$2048, %r9d
	leaq	.LC287(%rip), %rdx
	movq	%r11, 2272(%rsp)
	movq	%rax, %rsi
	movq	%rbx, %rdi
	movq	%rax, 16(%rsp)
	movq	2120(%rsp), %r13
	call	numbers_open
	movl	%eax, 48(%rsp)
	testl	%eax, %eax
	jne	.L4956
	movq	7808(%rsp), %rdi
	call	fileno@PLT
	leaq	11456(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L4986
	movl	11480(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 48(%rsp)
.L4986:
	xorl	%r10d, %r10d
	xorl	%r9d, %r9d
	movq	%rbp, 56(%rsp)
	xorl	%r14d, %r14d
	leaq	6208(%rsp), %rax
	movq	%r10, (%rsp)
	movq	%r12, %rbp
	movq	%r9, %r12
	movq	%rax, 24(%rsp)
.L4987:
	movq	24(%rsp), %rsi
	movl	$2048, %ecx
	movq	%r15, %rdx
	movq	%rbx, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L5364
	cmpl	$0, 48(%rsp)
	movq	7856(%rsp), %rax
	jne	.L4988
	movl	$1, %edi
	salq	$40, %rdi
	cmpq	%rax, %rdi
	jb	.L5114
	testq	%rbp, %rbp
	jne	.L4990
	movq	6208(%rsp), %rax
	testq	%r13, %r13
	je	.L4992
	cmpq	%r13, %rax
	jnb	.L4987
.L4992:
	movq	(%rsp), %rdi
	testq	%r14, %r14
	movq	%rax, 1888(%rsp)
	cmove	%rax, %rdi
	addq	$1, %r14
	movq	%rdi, (%rsp)
	jmp	.L4987
.L4990:
	cmpq	%rbp, %r14
	je	.L4987
	testq	%r13, %r13
	je	.L5291
	cmpq	%r13, 6208(%rsp)
	jnb	.L4987
.L5291:
	movq	6208(%rsp), %rax
	jmp	.L4992
.L5114:
	leaq	.LC595(%rip), %r8
.L4989:
	movq	16(%rsp), %rcx
	leaq	.LC738(%rip), %rdx
.L5292:
	movq	%r15, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	numbers_close
.L4996:
	movq	2272(%rsp), %rdi
	call	free@PLT
	xorl	%r9d, %r9d
	movq	%r9, 2272(%rsp)
	jmp	.L4956
.L4988:
	cmpq	$200000000, %rax
	ja	.L5115
	testq	%rbp, %rbp
	je	.L5295
	cmpq	%rbp, %r14
	je	.L4987
.L5295:
	testq	%r13, %r13
	je	.L4995
	cmpq	%r13, 6208(%rsp)
	jnb	.L4987
.L4995:
	movq	2272(%rsp), %rdi
	cmpq	%r14, %r12
	je	.L5365
.L4998:
	movq	6208(%rsp), %rax
	movq	%rax, (%rdi,%r14,8)
	jmp	.L5291
.L5115:
	leaq	.LC594(%rip), %r8
	jmp	.L4989
.L5320:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC745(%rip), %rcx
	leaq	.LC746(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4956
.L5018:
	movq	%rbp, 1904(%rsp)
	testq	%rbp, %rbp
	je	.L5019
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	1760(%rsp)
	movq	1920(%rsp), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpl	$1, %r13d
	je	.L5020
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L5019
	leaq	.LC595(%rip), %rcx
.L5021:
	leaq	.LC754(%rip), %r8
	leaq	.LC755(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4956
.L5364:
	movq	%rbx, %rdi
	movl	%eax, 16(%rsp)
	movq	56(%rsp), %rbp
	call	numbers_close
	movl	16(%rsp), %eax
	testl	%eax, %eax
	js	.L4996
	movq	2272(%rsp), %rax
	movq	2152(%rsp), %rsi
	movq	%rax, 1872(%rsp)
	testq	%r14, %r14
	je	.L5366
	movq	(%rsp), %rax
	cmpl	$0, 2228(%rsp)
	movq	%rsi, 1864(%rsp)
	movq	%r14, 1896(%rsp)
	movq	%rax, 1880(%rsp)
	jne	.L4981
	cmpq	$1, %r14
	je	.L5006
	movq	1888(%rsp), %rcx
	leaq	-1(%r14), %r8
	xorl	%edx, %edx
	subq	%rax, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L5006
	movq	%rax, 1928(%rsp)
	leaq	.LC744(%rip), %rax
	movq	%rax, 1944(%rsp)
	jmp	.L4981
.L5365:
	testq	%r12, %r12
	je	.L4999
	movq	%r12, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L5082
	movq	%rax, 2272(%rsp)
	addq	%r12, %r12
	jmp	.L4998
.L5020:
	leaq	.LC598(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L5019
	jmp	.L5021
.L5082:
	movq	7856(%rsp), %r8
	movq	16(%rsp), %rcx
	leaq	.LC739(%rip), %rdx
	jmp	.L5292
.L4999:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L5082
	movq	%rdi, 2272(%rsp)
	movl	$1024, %r12d
	jmp	.L4998
.L5006:
	movq	%rsi, %rcx
	leaq	.LC742(%rip), %r8
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC743(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4956
.L5366:
	movq	%rsi, %rcx
	leaq	.LC740(%rip), %r8
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC741(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4956
.L5261:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	11456(%rsp), %xmm2
	movsd	9408(%rsp), %xmm1
	leaq	.LC612(%rip), %rdi
	movsd	7808(%rsp), %xmm0
	call	printf@PLT
	jmp	.L4787
.L5352:
	leaq	.LC714(%rip), %rdi
	call	usage_error
	jmp	.L4901
.L4952:
	movq	16(%rsp), %r12
	leaq	.LC724(%rip), %r8
	xorl	%eax, %eax
	leaq	11456(%rsp), %rdi
	leaq	.LC725(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, (%rsp)
	movq	%r12, %rcx
	call	snprintf@PLT
	jmp	.L4933
.L5318:
	movsd	2136(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L4958
	je	.L5367
.L4958:
	cmpq	$0, 2128(%rsp)
	jne	.L4960
	testq	%rbp, %rbp
	js	.L4961
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbp, %xmm0
.L4962:
	divsd	.LC28(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC729(%rip), %r8
	leaq	.LC730(%rip), %rcx
	comisd	.LC728(%rip), %xmm0
	ja	.L5294
.L4960:
	movl	$1048576, %edi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rbp, %rbp
	js	.L4964
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rbp, %xmm2
.L4965:
	leaq	.LC732(%rip), %r8
	leaq	.LC733(%rip), %rcx
	testq	%r13, %r13
	je	.L5294
	xorl	%ebx, %ebx
	pxor	%xmm0, %xmm0
	xorl	%r12d, %r12d
	movsd	%xmm2, 64(%rsp)
	leaq	11456(%rsp), %rax
	movq	%rbx, 48(%rsp)
	leaq	524288(%r13), %r14
	movq	%rax, (%rsp)
	leaq	6208(%rsp), %rax
	leaq	7808(%rsp), %rbx
	movq	%rax, 24(%rsp)
	movsd	%xmm0, 56(%rsp)
.L4966:
	movsd	2136(%rsp), %xmm1
	movq	48(%rsp), %rax
	xorl	%esi, %esi
	leaq	poisson_gaps(%rip), %rdx
	movq	2144(%rsp), %xmm3
	movq	(%rsp), %rcx
	movq	%r13, 7816(%rsp)
	movq	%rax, %xmm4
	addq	$65536, %rax
	movsd	%xmm1, 7808(%rsp)
	movq	24(%rsp), %rdi
	movsd	%xmm1, 11456(%rsp)
	punpcklqdq	%xmm4, %xmm3
	movq	2144(%rsp), %xmm1
	movq	%rax, %xmm5
	movaps	%xmm3, 7824(%rsp)
	punpcklqdq	%xmm5, %xmm1
	movq	$65536, 7840(%rsp)
	movaps	%xmm1, 11472(%rsp)
	movq	%r14, 11464(%rsp)
	movq	$65536, 11488(%rsp)
	call	pthread_create@PLT
	movq	%rbx, %rdi
	movl	%eax, 80(%rsp)
	call	poisson_gaps
	movl	80(%rsp), %edx
	testl	%edx, %edx
	jne	.L4967
	movq	6208(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4968:
	movq	2128(%rsp), %rdi
	movq	%r12, %rsi
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	movsd	.LC83(%rip), %xmm3
	movsd	56(%rsp), %xmm0
	movabsq	$-9223372036854775808, %r8
	jmp	.L4978
.L5371:
	xorl	%eax, %eax
	cmpq	%r12, %rdi
	sete	%al
.L4970:
	testl	%eax, %eax
	jne	.L5368
	comisd	.LC291(%rip), %xmm0
	jnb	.L5289
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %r12
	je	.L5289
	addq	$1, %r12
	testq	%rsi, %rsi
	je	.L5369
.L4975:
	addq	$1, %rcx
	cmpq	$131072, %rcx
	je	.L5370
	movq	%r12, %rsi
.L4978:
	movapd	%xmm0, %xmm1
	addsd	0(%r13,%rcx,8), %xmm0
	testq	%rdi, %rdi
	jne	.L5371
	xorl	%eax, %eax
	comisd	64(%rsp), %xmm0
	setnb	%al
	jmp	.L4970
.L5289:
	testb	%dl, %dl
	je	.L4973
	movq	16(%rsp), %rax
	movq	%rax, 1880(%rsp)
.L4973:
	movq	%r13, %rdi
	call	free@PLT
	leaq	.LC729(%rip), %r8
	leaq	.LC734(%rip), %rcx
.L5294:
	leaq	.LC731(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4956
.L4961:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4962
.L5370:
	movsd	%xmm0, 56(%rsp)
	testb	%dl, %dl
	je	.L4979
	movq	16(%rsp), %rax
	movq	%rax, 1880(%rsp)
.L4979:
	addq	$131072, 48(%rsp)
	jmp	.L4966
.L5369:
	comisd	%xmm3, %xmm0
	jnb	.L4976
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 16(%rsp)
.L4977:
	movl	$1, %edx
	jmp	.L4975
.L4976:
	movapd	%xmm0, %xmm1
	subsd	%xmm3, %xmm1
	cvttsd2siq	%xmm1, %rax
	xorq	%r8, %rax
	movq	%rax, 16(%rsp)
	jmp	.L4977
.L5368:
	testb	%dl, %dl
	je	.L5077
	movq	16(%rsp), %rax
	movq	%rax, 1880(%rsp)
.L5077:
	movsd	.LC83(%rip), %xmm2
	comisd	%xmm2, %xmm1
	jnb	.L5078
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 1888(%rsp)
.L5079:
	movq	%r13, %rdi
	call	free@PLT
	movq	.LC83(%rip), %rax
	testq	%r12, %r12
	movq	%rax, %xmm2
	je	.L5372
	movq	2144(%rsp), %rax
	cmpl	$0, 2228(%rsp)
	movq	%r12, 1896(%rsp)
	movsd	2136(%rsp), %xmm1
	movq	%rax, 1856(%rsp)
	movsd	%xmm1, 1848(%rsp)
	jne	.L4981
	movsd	.LC28(%rip), %xmm0
	divsd	%xmm1, %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L4982
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1928(%rsp)
.L4983:
	movq	1928(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1928(%rsp)
	leaq	.LC737(%rip), %rax
	movq	%rax, 1944(%rsp)
	jmp	.L4981
.L4982:
	subsd	%xmm2, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1928(%rsp)
	btcq	$63, 1928(%rsp)
	jmp	.L4983
.L5372:
	leaq	.LC735(%rip), %r8
	leaq	.LC736(%rip), %rcx
	jmp	.L5294
.L5078:
	subsd	%xmm2, %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 1888(%rsp)
	btcq	$63, 1888(%rsp)
	jmp	.L5079
.L4967:
	movq	(%rsp), %rdi
	call	poisson_gaps
	jmp	.L4968
.L4964:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4965
.L5066:
	movq	16360(%rsp), %rdx
	xorl	%eax, %eax
	movq	%rbp, %rbx
	movq	16352(%rsp), %rsi
	leaq	.LC798(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 24(%rsp)
	je	.L5068
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
	je	.L5069
	leaq	17264(%rsp), %rdx
.L5069:
	testl	%eax, %eax
	movq	24(%rsp), %rdi
	leaq	.LC605(%rip), %rsi
	leaq	.LC604(%rip), %rax
	cmovne	%rax, %rsi
	movq	%rdx, 7840(%rsp)
	movq	%rbx, %rcx
	leaq	sweep_writer(%rip), %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L5373
.L5068:
	xorl	%eax, %eax
	cmpq	$0, 16360(%rsp)
	setne	%al
	jmp	.L4901
.L5373:
	movl	$1, %eax
	jmp	.L4901
.L5362:
	movq	(%rsp), %rax
	movq	264(%r15), %rsi
	movq	%r12, %rdi
	movsd	5808(%rax,%r14,8), %xmm0
	movl	$1, %eax
	call	printf@PLT
	jmp	.L5065
.L5367:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC726(%rip), %rcx
	leaq	.LC727(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4956
	.cfi_endproc
.LFE359:
	.size	main, .-main
	.section	.rodata.str1.1
.LC805:
	.string	"closed (from actual send)"
.LC806:
	.string	"open (from intended send)"
.LC807:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC805
	.quad	.LC806
	.quad	.LC807
	.section	.rodata.str1.1
.LC808:
	.string	"closed.values"
.LC809:
	.string	"open.values"
.LC810:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC808
	.quad	.LC809
	.quad	.LC810
	.section	.rodata.str1.1
.LC811:
	.string	"closed.hgrm"
.LC812:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC811
	.quad	.LC812
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
.LC813:
	.string	"0%"
.LC814:
	.string	"90%"
.LC815:
	.string	"99%"
.LC816:
	.string	"99.9%"
.LC817:
	.string	"99.99%"
.LC818:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.7, @object
	.size	XTICK.7, 48
XTICK.7:
	.quad	.LC813
	.quad	.LC814
	.quad	.LC815
	.quad	.LC816
	.quad	.LC817
	.quad	.LC818
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
.LC819:
	.string	"ns"
.LC820:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.10, @object
	.size	units.10, 64
units.10:
	.quad	.LC819
	.quad	1
	.quad	.LC820
	.quad	1000
	.quad	.LC663
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
.LC821:
	.string	"open_closed_p99"
.LC822:
	.string	"open_closed_p999"
.LC823:
	.string	"open_closed_slow"
.LC824:
	.string	"closed_max_p99"
.LC825:
	.string	"corrected_closed_p99"
.LC826:
	.string	"open_corrected_p99"
.LC827:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC821
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC822
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC823
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC824
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC825
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC826
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC827
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC828:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC829:
	.string	"service time of one request (100us)"
	.align 8
.LC830:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC831:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC832:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC833:
	.string	"start of the first stall (500ms)"
	.align 8
.LC834:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC835:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC836:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC837:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC838:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC839:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC840:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC841:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC842:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.section	.rodata.str1.1
.LC843:
	.string	"fixed|exp|bimodal|lognormal"
	.section	.rodata.str1.8
	.align 8
.LC844:
	.string	"service times: each\n--service, or drawn with --service as the mean (bimodal: see below)"
	.align 8
.LC845:
	.string	"lognormal: the coefficient of variation"
	.section	.rodata.str1.1
.LC846:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC847:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.align 8
.LC848:
	.string	"bimodal: the slow requests' service time"
	.section	.rodata.str1.1
.LC849:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC850:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC851:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC852:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC853:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC854:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC855:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC856:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC857:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC858:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC859:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC860:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.align 8
.LC861:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC862:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC863:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC864:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.align 8
.LC865:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.align 8
.LC866:
	.string	"time between its pauses, 0 for one pause (1s)"
	.align 8
.LC867:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC868:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC869:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.align 8
.LC870:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC871:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC872:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.align 8
.LC873:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC874:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.section	.rodata.str1.1
.LC875:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC876:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC877:
	.string	"users: the time between a reply and the next request (0)"
	.align 8
.LC878:
	.string	"users: each think --think, or exponential (fixed)"
	.align 8
.LC879:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC880:
	.string	"the slow line (1ms)"
.LC881:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC882:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC883:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC884:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC885:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC886:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.section	.rodata.str1.1
.LC887:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC888:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC889:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC890:
	.string	"default, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20"
	.align 8
.LC891:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC892:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC893:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC894:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC895:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC896:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC897:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC898:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC899:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC900:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC901:
	.string	"run the unit checks and exit"
.LC902:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 1664
OPTIONS:
	.quad	.LC122
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC829
	.quad	.LC126
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC830
	.quad	.LC129
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC831
	.quad	.LC131
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC832
	.quad	.LC133
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC833
	.quad	.LC164
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC834
	.quad	.LC167
	.long	0
	.zero	4
	.quad	.LC835
	.quad	.LC836
	.quad	.LC346
	.long	0
	.zero	4
	.quad	.LC837
	.quad	.LC838
	.quad	.LC185
	.long	0
	.zero	4
	.quad	.LC839
	.quad	.LC840
	.quad	.LC188
	.long	0
	.zero	4
	.quad	.LC841
	.quad	.LC842
	.quad	.LC339
	.long	0
	.zero	4
	.quad	.LC843
	.quad	.LC844
	.quad	.LC177
	.long	0
	.zero	4
	.quad	.LC841
	.quad	.LC845
	.quad	.LC178
	.long	0
	.zero	4
	.quad	.LC846
	.quad	.LC847
	.quad	.LC174
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC848
	.quad	.LC341
	.long	0
	.zero	4
	.quad	.LC849
	.quad	.LC850
	.quad	.LC343
	.long	0
	.zero	4
	.quad	.LC851
	.quad	.LC852
	.quad	.LC287
	.long	0
	.zero	4
	.quad	.LC853
	.quad	.LC854
	.quad	.LC349
	.long	0
	.zero	4
	.quad	.LC855
	.quad	.LC856
	.quad	.LC191
	.long	0
	.zero	4
	.quad	.LC857
	.quad	.LC858
	.quad	.LC170
	.long	0
	.zero	4
	.quad	.LC859
	.quad	.LC860
	.quad	.LC137
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC861
	.quad	.LC148
	.long	0
	.zero	4
	.quad	.LC862
	.quad	.LC863
	.quad	.LC145
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC864
	.quad	.LC140
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC865
	.quad	.LC146
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC866
	.quad	.LC147
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC867
	.quad	.LC355
	.long	0
	.zero	4
	.quad	.LC868
	.quad	.LC869
	.quad	.LC161
	.long	0
	.zero	4
	.quad	.LC862
	.quad	.LC870
	.quad	.LC363
	.long	0
	.zero	4
	.quad	.LC871
	.quad	.LC872
	.quad	.LC152
	.long	0
	.zero	4
	.quad	.LC835
	.quad	.LC873
	.quad	.LC155
	.long	0
	.zero	4
	.quad	.LC839
	.quad	.LC874
	.quad	.LC158
	.long	0
	.zero	4
	.quad	.LC875
	.quad	.LC876
	.quad	.LC143
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC877
	.quad	.LC360
	.long	0
	.zero	4
	.quad	.LC851
	.quad	.LC878
	.quad	.LC321
	.long	1
	.zero	4
	.quad	0
	.quad	.LC879
	.quad	.LC135
	.long	0
	.zero	4
	.quad	.LC828
	.quad	.LC880
	.quad	.LC326
	.long	0
	.zero	4
	.quad	.LC881
	.quad	.LC882
	.quad	.LC182
	.long	0
	.zero	4
	.quad	.LC835
	.quad	.LC883
	.quad	.LC331
	.long	0
	.zero	4
	.quad	.LC884
	.quad	.LC885
	.quad	.LC179
	.long	0
	.zero	4
	.quad	.LC835
	.quad	.LC886
	.quad	.LC317
	.long	1
	.zero	4
	.quad	0
	.quad	.LC887
	.quad	.LC319
	.long	1
	.zero	4
	.quad	0
	.quad	.LC888
	.quad	.LC680
	.long	0
	.zero	4
	.quad	.LC889
	.quad	.LC890
	.quad	.LC368
	.long	0
	.zero	4
	.quad	.LC853
	.quad	.LC891
	.quad	.LC369
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC893
	.quad	.LC373
	.long	0
	.zero	4
	.quad	.LC894
	.quad	.LC895
	.quad	.LC370
	.long	0
	.zero	4
	.quad	.LC896
	.quad	.LC897
	.quad	.LC318
	.long	1
	.zero	4
	.quad	0
	.quad	.LC898
	.quad	.LC320
	.long	1
	.zero	4
	.quad	0
	.quad	.LC899
	.quad	.LC610
	.long	2
	.zero	4
	.quad	0
	.quad	.LC900
	.quad	.LC613
	.long	2
	.zero	4
	.quad	0
	.quad	.LC901
	.quad	.LC310
	.long	2
	.zero	4
	.quad	0
	.quad	.LC902
	.section	.rodata.str1.1
.LC903:
	.string	"feed-10ms-stall"
.LC904:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC905:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC906:
	.string	"one-2s-stall"
.LC907:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC908:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC909:
	.string	"hundred-requests"
.LC910:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC911:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC912:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC913:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.rodata.str1.1
.LC914:
	.string	"mm1-half"
.LC915:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC916:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC917:
	.string	"mm1-90"
.LC918:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC919:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC920:
	.string	"mm1-99"
.LC921:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC922:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.section	.rodata.str1.1
.LC923:
	.string	"bimodal"
	.section	.rodata.str1.8
	.align 8
.LC924:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC925:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC926:
	.string	"gc-pauses"
.LC927:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC928:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.align 8
.LC929:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC930:
	.string	"--timeout 50ms"
.LC931:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC932:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC933:
	.string	"--queue-limit 10"
.LC934:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC935:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC936:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC937:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC938:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC939:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC940:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC941:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC942:
	.string	"--max-in-flight 10"
.LC943:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC944:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC945:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.align 8
.LC946:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC947:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC948:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC949:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC950:
	.string	"--population 10 --think 900us"
.LC951:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC952:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC953:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC954:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC955:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC956:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 480
SCENARIOS:
	.quad	.LC608
	.quad	.LC609
	.quad	.LC11
	.quad	.LC903
	.quad	.LC904
	.quad	.LC905
	.quad	.LC906
	.quad	.LC907
	.quad	.LC908
	.quad	.LC909
	.quad	.LC910
	.quad	.LC911
	.quad	.LC912
	.quad	.LC910
	.quad	.LC913
	.quad	.LC914
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
	.quad	.LC420
	.quad	.LC929
	.quad	.LC930
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
	.quad	.LC494
	.quad	.LC946
	.quad	.LC947
	.quad	.LC948
	.quad	.LC949
	.quad	.LC950
	.quad	.LC951
	.quad	.LC952
	.quad	.LC953
	.quad	.LC954
	.quad	.LC955
	.quad	.LC956
	.section	.rodata.str1.1
.LC957:
	.string	"#6fa8dc"
.LC958:
	.string	"#93c47d"
.LC959:
	.string	"#e69138"
.LC960:
	.string	"#b45f06"
.LC961:
	.string	"#8e44ad"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_COLOUR, @object
	.size	METHOD_COLOUR, 72
METHOD_COLOUR:
	.quad	.LC479
	.quad	.LC486
	.quad	.LC957
	.quad	.LC485
	.quad	.LC958
	.quad	.LC959
	.quad	.LC960
	.quad	.LC489
	.quad	.LC961
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC486
	.quad	.LC489
	.quad	.LC485
	.section	.rodata.str1.1
.LC962:
	.string	"none"
.LC963:
	.string	"hdr-configured"
.LC964:
	.string	"hdr-schedule"
.LC965:
	.string	"hdr-mean"
.LC966:
	.string	"hdr-median"
.LC967:
	.string	"hdr-min"
.LC968:
	.string	"hdr-max"
.LC969:
	.string	"wrk"
.LC970:
	.string	"double"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_NAME, @object
	.size	METHOD_NAME, 72
METHOD_NAME:
	.quad	.LC962
	.quad	.LC963
	.quad	.LC964
	.quad	.LC965
	.quad	.LC966
	.quad	.LC967
	.quad	.LC968
	.quad	.LC969
	.quad	.LC970
	.section	.rodata.str1.1
.LC971:
	.string	"completed"
.LC972:
	.string	"censored"
.LC973:
	.string	"ok"
.LC974:
	.string	"all"
.LC975:
	.string	"actual"
.LC976:
	.string	"lag"
	.section	.data.rel.ro.local
	.align 32
	.type	OSET_NAME, @object
	.size	OSET_NAME, 56
OSET_NAME:
	.quad	.LC971
	.quad	.LC972
	.quad	.LC973
	.quad	.LC974
	.quad	.LC421
	.quad	.LC975
	.quad	.LC976
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
.LC977:
	.string	"p90"
.LC978:
	.string	"p99.99"
.LC979:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC774
	.quad	.LC977
	.quad	.LC777
	.quad	.LC778
	.quad	.LC978
	.quad	.LC979
	.set	XTICK.3,PCT_LABEL
	.section	.rodata.str1.1
.LC980:
	.string	"p999"
.LC981:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC774
	.quad	.LC977
	.quad	.LC777
	.quad	.LC980
	.quad	.LC981
	.quad	.LC979
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
.LC982:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	SERVICE_DIST_NAME, @object
	.size	SERVICE_DIST_NAME, 32
SERVICE_DIST_NAME:
	.quad	.LC344
	.quad	.LC345
	.quad	.LC923
	.quad	.LC982
	.section	.rodata.str1.1
.LC983:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC344
	.quad	.LC342
	.quad	.LC983
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
	.long	-1577058304
	.long	1114446484
	.align 8
.LC39:
	.long	0
	.long	1081589760
	.align 8
.LC40:
	.long	0
	.long	1081794560
	.align 8
.LC41:
	.long	0
	.long	1082535936
	.align 8
.LC42:
	.long	0
	.long	1079246848
	.section	.rodata.cst16
	.align 16
.LC56:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC57:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC58:
	.quad	7308901430183358312
	.quad	32199620762627616
	.set	.LC59,.LC382+8
	.section	.rodata.cst8
	.align 8
.LC60:
	.long	0
	.long	1127219200
	.section	.rodata.cst16
	.align 16
.LC61:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC62:
	.long	0
	.long	1076101120
	.align 8
.LC63:
	.long	0
	.long	1073217536
	.align 8
.LC64:
	.long	0
	.long	1074528256
	.align 8
.LC65:
	.long	0
	.long	1075707904
	.set	.LC66,.LC61
	.set	.LC67,.LC470+8
	.align 8
.LC68:
	.long	0
	.long	1074790400
	.align 8
.LC73:
	.long	0
	.long	1079574528
	.align 8
.LC74:
	.long	-17155601
	.long	1072049730
	.align 8
.LC75:
	.long	0
	.long	1073741824
	.align 8
.LC83:
	.long	0
	.long	1138753536
	.align 8
.LC87:
	.long	0
	.long	-1067909120
	.align 8
.LC88:
	.long	-2127697391
	.long	1030854553
	.align 8
.LC89:
	.long	0
	.long	1077870592
	.align 8
.LC90:
	.long	0
	.long	1067450368
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
.LC529:
	.long	1202590848
	.long	1065646817
	.align 8
.LC530:
	.long	2061584302
	.long	1072672276
	.align 8
.LC531:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC532:
	.long	-400107883
	.long	1041313291
	.align 8
.LC542:
	.long	-1145744107
	.long	1074949041
	.section	.rodata.cst16
	.align 16
.LC606:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC607:
	.quad	1
	.quad	200000
	.align 16
.LC628:
	.quad	1000
	.quad	1000
	.align 16
.LC644:
	.quad	1000
	.quad	5000
	.section	.rodata.cst8
	.align 8
.LC654:
	.long	0
	.long	1091070464
	.align 8
.LC728:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
