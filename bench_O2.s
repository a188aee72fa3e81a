	.file	"bench.c"
	.text
	.p2align 4
	.type	draw_u01, @function
draw_u01:
.LFB31:
	.cfi_startproc
	movq	%rdi, %rax
	addq	$1, %rdx
	movabsq	$-4658895280553007687, %r8
	movabsq	$-7046029254386353131, %rcx
	xorq	%rsi, %rax
	imulq	%rcx, %rdx
	pxor	%xmm0, %xmm0
	movabsq	$-7723592293110705685, %rsi
	movq	%rax, %rdi
	shrq	$30, %rdi
	xorq	%rax, %rdi
	imulq	%r8, %rdi
	movq	%rdi, %rax
	shrq	$27, %rax
	xorq	%rdi, %rax
	imulq	%rsi, %rax
	movq	%rax, %rcx
	shrq	$31, %rcx
	xorq	%rcx, %rax
	addq	%rax, %rdx
	movq	%rdx, %rax
	shrq	$30, %rax
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
.LFE31:
	.size	draw_u01, .-draw_u01
	.p2align 4
	.type	service_moments, @function
service_moments:
.LFB35:
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
.LFE35:
	.size	service_moments, .-service_moments
	.p2align 4
	.type	serve_stalls, @function
serve_stalls:
.LFB52:
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
.LFE52:
	.size	serve_stalls, .-serve_stalls
	.p2align 4
	.type	mean_interval, @function
mean_interval:
.LFB67:
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
.LFE67:
	.size	mean_interval, .-mean_interval
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB69:
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
.LFE69:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB70:
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
.LFE70:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	nth_smallest, @function
nth_smallest:
.LFB74:
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
.LFE74:
	.size	nth_smallest, .-nth_smallest
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB97:
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
.LFE97:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	runs_of, @function
runs_of:
.LFB126:
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
.LFE126:
	.size	runs_of, .-runs_of
	.p2align 4
	.type	select_windows, @function
select_windows:
.LFB128:
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
.LFE128:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	walker_hand, @function
walker_hand:
.LFB142:
	.cfi_startproc
	movq	%rsi, 176(%rdi)
	movq	%rdx, 184(%rdi)
	movdqu	176(%rdi), %xmm0
	movq	$0, 192(%rdi)
	movq	$0, 104(%rdi)
	movups	%xmm0, 88(%rdi)
	ret
	.cfi_endproc
.LFE142:
	.size	walker_hand, .-walker_hand
	.p2align 4
	.type	general_totals, @function
general_totals:
.LFB145:
	.cfi_startproc
	movq	152(%rdi), %rax
	movq	%rax, (%rdx)
	movq	144(%rdi), %rax
	movq	%rax, (%rcx)
	movq	32(%rdi), %rax
	movq	%rax, (%r8)
	ret
	.cfi_endproc
.LFE145:
	.size	general_totals, .-general_totals
	.globl	__udivti3
	.p2align 4
	.type	ref_mean_interval, @function
ref_mean_interval:
.LFB150:
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
.LFE150:
	.size	ref_mean_interval, .-ref_mean_interval
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB167:
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
.LFE167:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	omissions_on, @function
omissions_on:
.LFB182:
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
.LFE182:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	heap_pop, @function
heap_pop:
.LFB194:
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
.LFE194:
	.size	heap_pop, .-heap_pop
	.p2align 4
	.type	trace_runtime_ns, @function
trace_runtime_ns:
.LFB216:
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
.LFE216:
	.size	trace_runtime_ns, .-trace_runtime_ns
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB242:
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
.LFE242:
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
.LFB235:
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
.LFE235:
	.size	print_header_w, .-print_header_w
	.p2align 4
	.type	guesses_free, @function
guesses_free:
.LFB120:
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
.LFE120:
	.size	guesses_free, .-guesses_free
	.p2align 4
	.type	cqr_free, @function
cqr_free:
.LFB132:
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
.LFE132:
	.size	cqr_free, .-cqr_free
	.p2align 4
	.type	ref_walker_end, @function
ref_walker_end:
.LFB148:
	.cfi_startproc
	movq	200(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE148:
	.size	ref_walker_end, .-ref_walker_end
	.p2align 4
	.type	general_end, @function
general_end:
.LFB144:
	.cfi_startproc
	movq	112(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE144:
	.size	general_end, .-general_end
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB173:
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
.LFE173:
	.size	buffers_free, .-buffers_free
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB259:
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
.LFE259:
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
	ja	.L160
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L161
	.p2align 4,,10
	.p2align 3
.L170:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L166
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L166
.L161:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L170
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L198
.L171:
	movq	$0, 24(%rsp)
	leaq	units.10(%rip), %r12
.L176:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L175
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L175:
	addq	$16, %r12
	leaq	64+units.10(%rip), %rax
	cmpq	%r12, %rax
	jne	.L176
	testb	%bpl, %bpl
	je	.L177
	cmpq	$0, 24(%rsp)
	je	.L199
	movq	24(%rsp), %rax
.L197:
	imulq	%rax, %r14
.L180:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L200
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L166
.L181:
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
.L166:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %r8
	leaq	.LC16(%rip), %rdx
	call	snprintf@PLT
.L163:
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
.L177:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L186
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L181
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L197
	leaq	.LC13(%rip), %r8
.L178:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %rdx
	call	snprintf@PLT
	jmp	.L163
	.p2align 4,,10
	.p2align 3
.L198:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L201
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L173:
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
	ja	.L202
	cmpq	%rsi, %rax
	jne	.L173
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC20(%rip), %rdx
	call	snprintf@PLT
	jmp	.L163
.L186:
	movq	$1, 24(%rsp)
	jmp	.L180
.L202:
	movq	%rsi, %rcx
	jmp	.L171
.L160:
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
	jmp	.L163
.L199:
	leaq	.LC12(%rip), %r8
	jmp	.L178
.L200:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC21(%rip), %r8
	leaq	.LC22(%rip), %rdx
	call	snprintf@PLT
	jmp	.L163
.L201:
	leaq	.LC17(%rip), %r8
	jmp	.L178
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
.LFB265:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L208
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
.L205:
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
	jb	.L205
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
.L208:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE265:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC24:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB66:
	.cfi_startproc
	movq	(%rdi), %rax
	leaq	8(%rdi), %r9
	leaq	(%rdi,%rsi,8), %r10
	xorl	%edi, %edi
	jmp	.L212
	.p2align 4,,10
	.p2align 3
.L214:
	cmpq	%r9, %r10
	je	.L223
.L217:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L213
.L212:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L214
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L214
	cmpq	%rsi, %r8
	jne	.L215
	jmp	.L213
	.p2align 4,,10
	.p2align 3
.L216:
	cmpq	%rsi, %r8
	je	.L213
.L215:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L216
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L217
.L223:
	movq	%rsi, %rax
	ret
.L213:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC24(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE66:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	trace_add, @function
trace_add:
.LFB188:
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
	je	.L225
	movq	16(%rbx), %rax
.L226:
	movq	%r13, (%rdi,%rdx,8)
	movq	8(%rbx), %rdx
	movq	24(%rbx), %rcx
	movq	%r15, (%rdx,%rcx,8)
	movq	24(%rbx), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 24(%rbx)
	movq	%r12, (%rax,%rdx,8)
	xorl	%eax, %eax
.L224:
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
.L225:
	.cfi_restore_state
	leaq	(%rdx,%rdx), %rbp
	movl	$64, %eax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	leaq	0(,%rbp,8), %r14
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L229
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L229
	movq	%rax, 8(%rbx)
	movq	16(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L229
	movq	24(%rbx), %rdx
	movq	(%rbx), %rdi
	movq	%rax, 16(%rbx)
	movq	%rbp, 32(%rbx)
	jmp	.L226
.L229:
	movl	$-1, %eax
	jmp	.L224
	.cfi_endproc
.LFE188:
	.size	trace_add, .-trace_add
	.p2align 4
	.type	uheap_push, @function
uheap_push:
.LFB210:
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
	je	.L256
.L238:
	leaq	1(%rdx), %rax
	movq	%rax, 8(%rbx)
	testq	%rdx, %rdx
	je	.L243
	movq	32(%rsp), %rsi
	movq	40(%rsp), %r8
	.p2align 4,,10
	.p2align 3
.L242:
	leaq	-1(%rdx), %rax
	movq	%rdx, %rcx
	movq	%rax, %rdx
	andq	$-2, %rax
	shrq	%rdx
	addq	%rdx, %rax
	leaq	(%rdi,%rax,8), %rax
	cmpq	(%rax), %rsi
	je	.L244
	jnb	.L257
.L245:
	movdqu	(%rax), %xmm0
	leaq	(%rcx,%rcx,2), %rcx
	leaq	(%rdi,%rcx,8), %rcx
	movups	%xmm0, (%rcx)
	movq	16(%rax), %rax
	movq	%rax, 16(%rcx)
	testq	%rdx, %rdx
	jne	.L242
.L243:
	movq	48(%rsp), %rax
	movdqu	32(%rsp), %xmm1
	movq	%rax, 16(%rdi)
	xorl	%eax, %eax
	movups	%xmm1, (%rdi)
.L237:
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
.L244:
	.cfi_restore_state
	cmpq	8(%rax), %r8
	jb	.L245
.L257:
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rdi,%rax,8), %rdi
	jmp	.L243
	.p2align 4,,10
	.p2align 3
.L256:
	testq	%rdx, %rdx
	jne	.L258
	movl	$1536, %esi
	movl	$64, %ebp
.L239:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L247
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdx
	movq	%rbp, 16(%rbx)
	jmp	.L238
	.p2align 4,,10
	.p2align 3
.L258:
	leaq	(%rdx,%rdx), %rbp
	leaq	0(%rbp,%rdx), %rsi
	salq	$4, %rsi
	jmp	.L239
.L247:
	orl	$-1, %eax
	jmp	.L237
	.cfi_endproc
.LFE210:
	.size	uheap_push, .-uheap_push
	.p2align 4
	.type	table_push, @function
table_push:
.LFB239:
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
	je	.L260
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L276
.L260:
	cmpq	16(%rbx), %rsi
	je	.L262
	movq	(%rbx), %rax
.L263:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L261:
	xorl	%eax, %eax
.L259:
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
.L262:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L268
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L267
	salq	$5, %rsi
.L264:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L267
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L263
	.p2align 4,,10
	.p2align 3
.L276:
	addq	%rbp, 8(%rax)
	jmp	.L261
	.p2align 4,,10
	.p2align 3
.L268:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L264
.L267:
	movl	$-1, %eax
	jmp	.L259
	.cfi_endproc
.LFE239:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB240:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L287
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
	jmp	.L280
	.p2align 4,,10
	.p2align 3
.L291:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L290
.L280:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L291
	orl	$-1, %eax
.L277:
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
.L290:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L277
.L287:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE240:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB241:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L301
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
	jmp	.L295
	.p2align 4,,10
	.p2align 3
.L297:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L304
.L295:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L297
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L297
	orl	$-1, %eax
	jmp	.L292
	.p2align 4,,10
	.p2align 3
.L304:
	xorl	%eax, %eax
.L292:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L301:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE241:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB77:
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
.LFE77:
	.size	dist_free, .-dist_free
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB75:
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
	je	.L308
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
	jmp	.L312
	.p2align 4,,10
	.p2align 3
.L347:
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
.L310:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L346
.L312:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L347
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
	jnb	.L348
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L310
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L310
.L348:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L310
.L308:
	xorl	%eax, %eax
.L307:
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
.L346:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L328
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
	je	.L349
.L315:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L327
	.p2align 4,,10
	.p2align 3
.L316:
	movq	-8(%r10,%r8,8), %rax
.L319:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L308
	movq	(%rsi), %r8
.L327:
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
	jnb	.L316
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
	jnb	.L350
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L318:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L320
	jmp	.L351
	.p2align 4,,10
	.p2align 3
.L323:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L352
.L320:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L323
.L345:
	movq	%rax, %rcx
.L322:
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
	jnb	.L342
	movq	%rcx, %r8
	jmp	.L318
	.p2align 4,,10
	.p2align 3
.L352:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L322
	.p2align 4,,10
	.p2align 3
.L342:
	movq	%rax, %rsi
.L317:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L326
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L325:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L325
.L326:
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
	jmp	.L319
.L351:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L345
.L349:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L315
.L350:
	movq	88(%rsp), %r8
	jmp	.L317
.L328:
	movl	$-2, %eax
	jmp	.L307
	.cfi_endproc
.LFE75:
	.size	corrected_summarise, .-corrected_summarise
	.globl	__divti3
	.p2align 4
	.type	ref_osummary, @function
ref_osummary:
.LFB199:
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
	je	.L365
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
.L355:
	movq	(%rax), %r12
	xorl	%r11d, %r11d
	addq	%r12, %rsi
	adcq	%r11, %rdi
	cmpq	%r12, %r14
	adcq	$0, %rdx
	addq	$8, %rax
	movq	%rdx, 56(%rcx)
	cmpq	%rax, %r13
	jne	.L355
	movq	%rsi, 64(%rcx)
	movq	%r8, %r14
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	movl	200(%r9), %eax
	movq	%rdi, 72(%rcx)
	leaq	PCT_MILLI(%rip), %r15
	testl	%eax, %eax
	je	.L368
	.p2align 4,,10
	.p2align 3
.L358:
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
	jne	.L358
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
.L368:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L358
	.p2align 4,,10
	.p2align 3
.L365:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE199:
	.size	ref_osummary, .-ref_osummary
	.p2align 4
	.type	trace_free, @function
trace_free:
.LFB186:
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
.LFE186:
	.size	trace_free, .-trace_free
	.p2align 4
	.type	stall_geom, @function
stall_geom:
.LFB87:
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
	je	.L374
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
	jnb	.L377
.L374:
	xorl	%eax, %eax
	movq	%rax, 56(%rcx)
	ret
	.p2align 4,,10
	.p2align 3
.L377:
	movq	56(%rdi), %rax
	addq	$1, %rsi
	cmpq	%r8, %rax
	jnb	.L378
	xorl	%edi, %edi
	xorl	%eax, %eax
	movl	$1, %edx
.L375:
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
.L378:
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
	jmp	.L375
	.cfi_endproc
.LFE87:
	.size	stall_geom, .-stall_geom
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB95:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L401
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
.L382:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L381
	addq	%rbp, 56(%rbx)
.L381:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L382
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L389
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L380
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L404
.L385:
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
.L388:
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
	jnb	.L386
	.p2align 4,,10
	.p2align 3
.L387:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L387
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L386:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L388
.L380:
	xorl	%eax, %eax
.L379:
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
.L404:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L385
.L401:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L389:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L379
	.cfi_endproc
.LFE95:
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
.LFB178:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movq	$0, 48(%rsi)
	movups	%xmm0, (%rsi)
	movups	%xmm0, 16(%rsi)
	movups	%xmm0, 32(%rsi)
	cmpl	$1, 72(%rdi)
	je	.L406
.L414:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L406:
	cmpq	$0, 48(%rdi)
	jne	.L414
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
	jnb	.L405
	movl	8(%rdi), %edx
	leaq	.LC26(%rip), %rax
	cmpl	$1, %edx
	je	.L409
	testl	%edx, %edx
	leaq	.LC27(%rip), %rax
	leaq	.LC25(%rip), %rcx
	cmovne	%rcx, %rax
.L409:
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
.L405:
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE178:
	.size	theory_of, .-theory_of
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB243:
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
	je	.L425
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L418:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L421
	jmp	.L424
	.p2align 4,,10
	.p2align 3
.L450:
	testb	%sil, %sil
	je	.L424
.L421:
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
	jb	.L450
.L424:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L423
	testb	%sil, %sil
	jne	.L418
.L423:
	testl	%eax, %eax
	je	.L425
.L420:
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
.L425:
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
	jne	.L426
	jmp	.L420
	.p2align 4,,10
	.p2align 3
.L451:
	cmpq	%rbp, %r12
	jnb	.L420
.L426:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L451
	jmp	.L420
	.cfi_endproc
.LFE243:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	theory_open_pct, @function
theory_open_pct:
.LFB179:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rsi, %rsi
	js	.L453
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L454:
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
.L453:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L454
	.cfi_endproc
.LFE179:
	.size	theory_open_pct, .-theory_open_pct
	.p2align 4
	.type	guesses_init, @function
guesses_init:
.LFB119:
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
.L459:
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
	je	.L457
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, 32(%rbx)
	movq	%rdx, 40(%rbx)
.L457:
	testq	%r14, %r14
	je	.L458
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
.L458:
	addq	$8, %r12
	addq	$112, %rbx
	cmpq	%r13, %r12
	jne	.L459
	testq	%r14, %r14
	setne	%dl
	xorl	%eax, %eax
	cmpq	$0, 112(%rsp)
	sete	%al
	andl	%edx, %eax
	movq	40(%rsp), %rdx
	movl	%eax, (%rdx)
	testq	%r14, %r14
	je	.L460
	cmpq	$0, 112(%rsp)
	je	.L461
	movq	112(%rsp), %rax
	movq	24(%rsp), %rdx
	movq	(%rax), %rax
	movq	%rax, (%rdx)
	movq	112(%rsp), %rax
	movq	32(%rsp), %rdx
	movq	8(%rax), %rax
	movq	%rax, (%rdx)
	testl	%r15d, %r15d
	jne	.L464
.L462:
	movq	24(%rsp), %rdx
	cmpq	$0, (%rdx)
	sete	%r10b
	testq	%rax, %rax
	sete	%al
	orl	%eax, %r10d
	movzbl	%r10b, %r10d
	negl	%r10d
	movl	%r10d, %r15d
	jmp	.L456
	.p2align 4,,10
	.p2align 3
.L460:
	movq	24(%rsp), %rax
	movq	$0, (%rax)
	movq	32(%rsp), %rax
	movq	$0, (%rax)
.L456:
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
.L461:
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
	je	.L462
.L464:
	movl	$-1, %r15d
	jmp	.L456
	.cfi_endproc
.LFE119:
	.size	guesses_init, .-guesses_init
	.p2align 4
	.type	cqr_init, @function
cqr_init:
.LFB131:
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
	jne	.L479
	cmpq	$0, 520(%rbx)
	je	.L479
	cmpq	$1, 528(%rbx)
	sbbl	%eax, %eax
.L476:
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
.L479:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L476
	.cfi_endproc
.LFE131:
	.size	cqr_init, .-cqr_init
	.p2align 4
	.type	select_init, @function
select_init:
.LFB121:
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
	jne	.L484
	cmpq	$0, 384(%rbx)
	je	.L484
	cmpq	$1, 376(%rbx)
	sbbl	%eax, %eax
.L481:
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
.L484:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L481
	.cfi_endproc
.LFE121:
	.size	select_init, .-select_init
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB168:
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
	je	.L487
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L488:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L488
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L493:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L493
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L490
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L512
.L509:
	pxor	%xmm0, %xmm0
.L495:
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
.L487:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L490:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC32(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L509
.L512:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L510
	sqrtsd	%xmm0, %xmm0
.L499:
	divsd	%xmm2, %xmm0
	jmp	.L495
.L510:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L499
	.cfi_endproc
.LFE168:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	guess_sort, @function
guess_sort:
.LFB109:
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
	je	.L547
	movq	%rsi, %r13
	leaq	0(,%rbp,8), %r15
	movq	%rdx, %rbx
	xorl	%esi, %esi
	movq	%r14, %r12
	movq	%r10, %rdx
	leaq	(%r10,%r15), %rdi
	movq	$-1, %r9
.L517:
	movq	(%rdx), %rax
	cmpq	%rax, %r9
	cmova	%rax, %r9
	cmpq	%rax, %rsi
	cmovb	%rax, %rsi
	addq	$8, %rdx
	cmpq	%rdx, %rdi
	jne	.L517
	cmpq	$1, %rbp
	je	.L519
	movq	%rsi, %rax
	subq	%r9, %rax
	je	.L519
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
.L524:
	movl	$257, %ecx
	movq	%r10, %rdi
	xorl	%eax, %eax
	movq	%r11, %rsi
	rep stosq
	leaq	(%r15,%r11), %rdi
	movl	%r8d, %ecx
	.p2align 4,,10
	.p2align 3
.L520:
	movq	(%rsi), %rax
	addq	$8, %rsi
	subq	%r9, %rax
	shrq	%cl, %rax
	movzbl	%al, %eax
	addq	$1, 56(%rsp,%rax,8)
	cmpq	%rsi, %rdi
	jne	.L520
	movq	16(%rsp), %rax
	movq	24(%rsp), %rsi
	movl	%ecx, %r8d
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L521:
	addq	(%rax), %rcx
	addq	$8, %rax
	movq	%rcx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L521
	movq	%r15, 8(%rsp)
	movl	%r8d, %ecx
	xorl	%esi, %esi
	movq	%rdx, %r8
	.p2align 4,,10
	.p2align 3
.L522:
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
	jne	.L522
	movq	%r8, %rdx
	movl	%ecx, %r8d
	movq	8(%rsp), %r15
	addl	$8, %r8d
	cmpl	$64, %r8d
	je	.L523
	movq	%r14, %rdi
	movl	%r8d, %ecx
	movq	%r11, %rsi
	movq	%r12, %rax
	shrq	%cl, %rdi
	movq	%r13, %r11
	movq	%rbx, %r12
	testq	%rdi, %rdi
	je	.L523
	movq	%rax, %rbx
	movq	%rsi, %r13
	jmp	.L524
.L523:
	movq	40(%rsp), %r10
	movq	32(%rsp), %rcx
	movq	%rdx, %r14
	cmpq	%r13, %r10
	je	.L519
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
.L519:
	xorl	%eax, %eax
	xorl	%edx, %edx
	jmp	.L527
.L525:
	movq	(%r10,%rsi), %r8
	addq	$1, %rax
	addq	$1, %rdx
	movq	%r8, (%r10,%rdi)
	movq	(%r14,%rsi), %rsi
	movq	%rsi, (%r14,%rdi)
	cmpq	%rax, %rbp
	je	.L515
.L527:
	leaq	0(,%rax,8), %rsi
	xorl	%edi, %edi
	testq	%rdx, %rdx
	je	.L525
	leaq	0(,%rdx,8), %r8
	movq	%r8, %rdi
.L526:
	movq	(%r10,%rsi), %rbx
	leaq	-8(%r8), %r9
	cmpq	%rbx, -8(%r10,%r8)
	jne	.L525
	addq	$1, %rax
	movq	(%r14,%rsi), %rsi
	addq	%rsi, (%r14,%r9)
	cmpq	%rbp, %rax
	je	.L515
	movq	%r8, %rdi
	leaq	0(,%rax,8), %rsi
	jmp	.L526
.L547:
	xorl	%edx, %edx
.L515:
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
.LFE109:
	.size	guess_sort, .-guess_sort
	.p2align 4
	.type	guess_found, @function
guess_found:
.LFB118:
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
	je	.L551
	movl	76(%rbx), %eax
	testl	%eax, %eax
	jne	.L551
	movq	%rsi, %r12
	cmpq	%rsi, %rbp
	jnb	.L551
	movl	72(%rbx), %r9d
	movq	%rdx, %r13
	testl	%r9d, %r9d
	je	.L568
.L552:
	xorl	%eax, %eax
	jmp	.L559
	.p2align 4,,10
	.p2align 3
.L570:
	movq	96(%rbx), %rdx
	movq	%r12, %rcx
	subq	%rbp, %rcx
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jnb	.L569
.L556:
	addq	$1, %rax
	addq	%rdx, %rbp
	cmpq	%rax, %rdi
	je	.L551
.L559:
	leaq	0(,%rax,8), %rsi
	testl	%r9d, %r9d
	jne	.L570
	movq	104(%rbx), %rdx
	movq	%r12, %rcx
	subq	%rbp, %rcx
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L556
.L569:
	testl	%r9d, %r9d
	je	.L557
	addq	(%rbx), %rax
.L558:
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
.L568:
	.cfi_restore_state
	movq	%rbx, %rdi
	movq	%r8, %rdx
	movq	%rcx, %rsi
	call	guess_sort
	movl	72(%rbx), %r9d
	movq	56(%rbx), %rdi
	testl	%r9d, %r9d
	jne	.L571
.L553:
	testq	%rdi, %rdi
	jne	.L552
.L551:
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
.L557:
	.cfi_restore_state
	movq	96(%rbx), %rax
	movq	(%rax,%rsi), %rax
	jmp	.L558
.L571:
	movq	64(%rbx), %rdi
	jmp	.L553
	.cfi_endproc
.LFE118:
	.size	guess_found, .-guess_found
	.p2align 4
	.type	sorted_copy, @function
sorted_copy:
.LFB214:
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
	je	.L572
	leaq	0(,%rbp,8), %rdx
	movq	%r12, %rsi
	movq	%rax, %rdi
	call	memcpy@PLT
	movl	$8, %edx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
.L572:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE214:
	.size	sorted_copy, .-sorted_copy
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB22:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L585
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
	jne	.L581
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L581
	cmpq	%r14, %rax
	jb	.L581
	cmpq	%rax, %r12
	jb	.L581
	movq	%rax, 0(%r13)
.L578:
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
.L581:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L578
	.p2align 4,,10
	.p2align 3
.L585:
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
.LFB272:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L595
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
	jne	.L589
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L589
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L589
	comisd	.LC33(%rip), %xmm0
	ja	.L589
	movsd	%xmm0, (%r12)
.L586:
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
.L589:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L586
	.p2align 4,,10
	.p2align 3
.L595:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE272:
	.size	parse_rate, .-parse_rate
	.p2align 4
	.type	numbers_close, @function
numbers_close:
.LFB42:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdi
	call	free@PLT
	movq	(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L597
	call	fclose@PLT
.L597:
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE42:
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
.LFB246:
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
	je	.L604
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L603:
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
.L604:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L603
	.cfi_endproc
.LFE246:
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
.LFB254:
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
	je	.L608
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L610:
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
	jne	.L610
.L608:
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
.LFE254:
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
.LFB41:
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
	jne	.L621
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L626
.L621:
	leaq	.LC46(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L627
	xorl	%eax, %eax
.L620:
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
.L626:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC45(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L622:
	orl	$-1, %eax
	jmp	.L620
.L627:
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
	jmp	.L622
	.cfi_endproc
.LFE41:
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
.LFB43:
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
	js	.L648
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L633
	jmp	.L635
	.p2align 4,,10
	.p2align 3
.L636:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L635
.L633:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L636
	cmpb	$13, %sil
	je	.L636
	cmpq	$64, %rcx
	jg	.L649
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L650
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L651
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L642
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L652
.L642:
	movq	%rcx, 56(%r13)
	jmp	.L640
	.p2align 4,,10
	.p2align 3
.L649:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC50(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L634:
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
.L631:
	movl	$-1, %eax
.L628:
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
.L648:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L653
	cmpq	$0, 48(%r13)
	jne	.L628
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC49(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L631
	.p2align 4,,10
	.p2align 3
.L650:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L654
.L640:
	movl	$1, %eax
	jmp	.L628
	.p2align 4,,10
	.p2align 3
.L635:
	movdqa	.LC56(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC57(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC58(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L634
	.p2align 4,,10
	.p2align 3
.L654:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC51(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L634
.L651:
	movq	8(%r13), %rcx
	leaq	.LC52(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L634
.L653:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC48(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L631
.L652:
	leaq	160(%rsp), %r12
	leaq	.LC53(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L634
	.cfi_endproc
.LFE43:
	.size	numbers_next, .-numbers_next
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB250:
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
	jbe	.L656
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
.L656:
	movq	.LC62(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC63(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L655
	movsd	.LC64(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L664
	addsd	%xmm0, %xmm0
.L655:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L664:
	.cfi_restore_state
	movsd	.LC65(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L665
	mulsd	.LC59(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L665:
	.cfi_restore_state
	mulsd	.LC62(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE250:
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
.LFB252:
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
	jb	.L668
	movapd	%xmm3, %xmm0
	leaq	.LC69(%rip), %rbp
	jmp	.L671
	.p2align 4,,10
	.p2align 3
.L675:
	movsd	16(%r14), %xmm0
.L671:
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
	jnb	.L675
.L668:
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
.LFE252:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB244:
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
	je	.L677
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L678:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L678
	testq	%rcx, %rcx
	je	.L692
	testq	%rbx, %rbx
	je	.L692
	testq	%rcx, %rcx
	js	.L679
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L680:
	movsd	.LC73(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L690
	.p2align 4,,10
	.p2align 3
.L713:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L686
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
	je	.L711
	movq	%r9, %rsi
	movq	%rax, %rbx
.L686:
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
	jnb	.L712
.L690:
	testl	%eax, %eax
	je	.L681
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L681:
	testq	%r14, %r14
	js	.L683
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L684:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L713
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L690
.L712:
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
.L677:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L676:
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
.L683:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L684
	.p2align 4,,10
	.p2align 3
.L679:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L680
.L692:
	xorl	%esi, %esi
	jmp	.L677
.L711:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L676
	.cfi_endproc
.LFE244:
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
.LFB264:
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
	je	.L748
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
	je	.L764
	movsd	.LC67(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC82(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L724
	.p2align 4,,10
	.p2align 3
.L765:
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
	je	.L725
.L724:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC73(%rip), %xmm1
	testq	%rax, %rax
	js	.L719
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L720:
	movsd	.LC73(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L765
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L724
.L725:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L766
.L717:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L730
	.p2align 4,,10
	.p2align 3
.L768:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L728
.L769:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L729:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L767
.L730:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L768
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
	jns	.L769
.L728:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L729
	.p2align 4,,10
	.p2align 3
.L719:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L720
	.p2align 4,,10
	.p2align 3
.L767:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L737
	.p2align 4,,10
	.p2align 3
.L771:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L735
.L772:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L736:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L770
.L737:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L771
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
	jns	.L772
.L735:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L736
	.p2align 4,,10
	.p2align 3
.L770:
	movsd	.LC83(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L738
	cvttsd2siq	%xmm4, %r14
.L732:
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
	jbe	.L749
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L741:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L740
	cmpl	$63, %ebp
	jle	.L741
.L740:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L762
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L745:
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
	js	.L746
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L747:
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
.L714:
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
.L738:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L732
	.p2align 4,,10
	.p2align 3
.L746:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L747
	.p2align 4,,10
	.p2align 3
.L749:
	movl	$1, %ebp
	jmp	.L740
	.p2align 4,,10
	.p2align 3
.L764:
	movsd	.LC67(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L717
	.p2align 4,,10
	.p2align 3
.L766:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L732
.L748:
	movl	$-1, %eax
	jmp	.L714
.L762:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L745
	.cfi_endproc
.LFE264:
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
.LFB311:
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
	je	.L773
	cmpq	$0, 224(%rdi)
	jne	.L773
	cmpq	$0, 256(%rdi)
	jne	.L773
	cmpl	$0, 280(%rdi)
	jne	.L773
	cmpq	$0, 288(%rdi)
	jne	.L773
	cmpl	$1, 72(%rdi)
	jne	.L773
	cmpl	$1, 8(%rdi)
	jne	.L773
	cmpq	$0, 48(%rdi)
	jne	.L773
	movl	%edx, %ebp
	testq	%rbx, %rbx
	js	.L777
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L778:
	movsd	.LC2(%rip), %xmm2
	movq	(%rdi), %rax
	movsd	88(%rdi), %xmm3
	divsd	.LC28(%rip), %xmm3
	addsd	%xmm2, %xmm1
	testq	%rax, %rax
	js	.L779
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L780:
	mulsd	%xmm0, %xmm3
	movsd	%xmm3, (%rsp)
	subsd	%xmm2, %xmm3
	movapd	%xmm3, %xmm0
	movsd	.LC88(%rip), %xmm3
	andpd	.LC61(%rip), %xmm0
	comisd	%xmm0, %xmm3
	jbe	.L810
	addsd	%xmm2, %xmm1
	movapd	%xmm1, %xmm0
	movapd	%xmm2, %xmm1
	divsd	%xmm0, %xmm1
.L783:
	movq	1192(%rsi), %rax
	testq	%rax, %rax
	je	.L773
	movq	1224(%rsi), %rdx
	testq	%rdx, %rdx
	js	.L784
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L785:
	testq	%rax, %rax
	js	.L786
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L787:
	leaq	1248(%rsi), %rax
	movsd	.LC89(%rip), %xmm6
	pxor	%xmm3, %xmm3
	movsd	.LC90(%rip), %xmm5
	addq	$1504, %rsi
	divsd	%xmm0, %xmm2
	jmp	.L793
	.p2align 4,,10
	.p2align 3
.L815:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
	testq	%rdx, %rdx
	js	.L791
.L816:
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rdx, %xmm4
.L792:
	divsd	%xmm4, %xmm0
	subsd	%xmm2, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm6, %xmm0
	mulsd	%xmm5, %xmm0
.L788:
	addq	$8, %rax
	addsd	%xmm0, %xmm3
	cmpq	%rax, %rsi
	je	.L814
.L793:
	movq	(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L788
	movq	256(%rax), %rcx
	testq	%rcx, %rcx
	jns	.L815
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L816
.L791:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm4, %xmm4
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L792
	.p2align 4,,10
	.p2align 3
.L773:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L814:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	ja	.L817
	testl	%ebp, %ebp
	je	.L818
	movsd	.LC87(%rip), %xmm3
	movsd	.LC73(%rip), %xmm0
	pxor	%xmm4, %xmm4
.L799:
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
.L817:
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
	jne	.L799
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
	jbe	.L773
.L798:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	leaq	.LC94(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	jmp	puts@PLT
.L786:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L787
.L784:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L785
.L818:
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
	jmp	.L798
.L779:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L780
.L777:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L778
.L810:
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
	jmp	.L783
	.cfi_endproc
.LFE311:
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
.LFB263:
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
	je	.L826
	movq	%rax, %rbx
	movq	%r14, %rsi
	movq	%rax, %rdi
	call	*%r13
	testl	%eax, %eax
	jne	.L822
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L823
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L823
	movq	%rbp, %rsi
	leaq	.LC96(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L819:
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
.L823:
	.cfi_restore_state
	movq	%r12, %rdi
	call	remove@PLT
.L822:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC97(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L821:
	movl	$-1, %ebx
	jmp	.L819
.L826:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC95(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L821
	.cfi_endproc
.LFE263:
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
.LFB340:
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
	je	.L833
	leaq	.LC100(%rip), %rbp
	leaq	.LC99(%rip), %r12
	jmp	.L828
	.p2align 4,,10
	.p2align 3
.L829:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L834
	cmpb	$127, %al
	je	.L834
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L830:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L833
.L828:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L829
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L828
.L833:
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
.L834:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L830
	.cfi_endproc
.LFE340:
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
.LFB46:
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
	je	.L840
	movq	(%rdx,%rax,8), %rax
.L839:
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
.L840:
	.cfi_restore_state
	movl	72(%rbx), %edx
	testl	%edx, %edx
	je	.L850
	cmpl	$1, %edx
	je	.L851
	leaq	16(%rsp), %rbp
	addq	$40, %rdi
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L846
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
.L850:
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
.L851:
	.cfi_restore_state
	addq	$16, %rdi
	call	poisson_next
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L852
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L839
	.p2align 4,,10
	.p2align 3
.L852:
	cvttsd2siq	%xmm0, %rax
	jmp	.L839
.L846:
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
.LFE46:
	.size	due_next, .-due_next
	.p2align 4
	.type	due_fill, @function
due_fill:
.LFB48:
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
	je	.L854
.L857:
	leaq	(%rbx,%r12,8), %r13
	testq	%r12, %r12
	je	.L853
	.p2align 4,,10
	.p2align 3
.L862:
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	due_next
	movq	%rax, -8(%rbx)
	cmpq	%r13, %rbx
	jne	.L862
.L853:
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
.L854:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L857
	testq	%r12, %r12
	je	.L858
	leaq	16(%rdi), %r14
	leaq	(%rsi,%r12,8), %r13
	movabsq	$-9223372036854775808, %r15
	jmp	.L861
	.p2align 4,,10
	.p2align 3
.L872:
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%rbx)
.L860:
	addq	$8, %rbx
	cmpq	%rbx, %r13
	je	.L871
.L861:
	movq	%r14, %rdi
	call	poisson_next
	comisd	.LC83(%rip), %xmm0
	jb	.L872
	subsd	.LC83(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%rbx)
	xorq	%r15, (%rbx)
	jmp	.L860
.L871:
	movq	8(%rbp), %rcx
.L858:
	addq	%r12, %rcx
	movq	%rcx, 8(%rbp)
	jmp	.L853
	.cfi_endproc
.LFE48:
	.size	due_fill, .-due_fill
	.p2align 4
	.type	shared_due_free, @function
shared_due_free:
.LFB156:
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
	movq	192(%rbx), %rdi
	call	free@PLT
	movq	200(%rbx), %rdi
	call	free@PLT
	movq	208(%rbx), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 8
	jmp	free@PLT
	.cfi_endproc
.LFE156:
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
.LFB349:
	.cfi_startproc
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L876
	movl	40(%rdi), %esi
	leaq	.LC103(%rip), %rax
	testl	%esi, %esi
	jne	.L875
	movl	44(%rdi), %edx
	leaq	.LC104(%rip), %rax
	testl	%edx, %edx
	jne	.L875
.L876:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC105(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L875
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L895
	cmpl	$1, %eax
	je	.L896
.L879:
	testq	%rcx, %rcx
	je	.L885
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC108(%rip), %rax
	testq	%rdx, %rdx
	jne	.L875
	movq	56(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L875
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC110(%rip), %rax
	testq	%rdx, %rdx
	jne	.L875
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
.L885:
	xorl	%eax, %eax
.L875:
	ret
	.p2align 4,,10
	.p2align 3
.L896:
	cmpq	$1, 160(%rdi)
	leaq	.LC107(%rip), %rax
	jbe	.L879
	ret
	.p2align 4,,10
	.p2align 3
.L895:
	cmpq	$1, 160(%rdi)
	leaq	.LC106(%rip), %rax
	jbe	.L879
	ret
	.cfi_endproc
.LFE349:
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
.LFB84:
	.cfi_startproc
	movl	72(%rdi), %edx
	testl	%edx, %edx
	jne	.L899
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L900
	jmp	closed_form_gap.part.0
	.p2align 4,,10
	.p2align 3
.L900:
	leaq	.LC112(%rip), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L899:
	leaq	.LC111(%rip), %rax
	ret
	.cfi_endproc
.LFE84:
	.size	closed_form_gap, .-closed_form_gap
	.section	.rodata.str1.8
	.align 8
.LC113:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB129:
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
	jne	.L902
	movq	8(%rdi), %rbp
	movq	(%rdi), %r10
	movq	%rbp, %rax
	subq	$0, %rax
	jne	.L929
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
.L918:
	movl	64(%rbx), %r8d
	movq	%r10, %rax
	movl	$99999, %esi
	xorl	%edi, %edi
	mulq	(%r12)
	testl	%r8d, %r8d
	jne	.L904
	movl	$50000, %esi
	xorl	%edi, %edi
.L904:
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
	je	.L905
	xorq	%rsi, %r10
	orq	%rbp, %r10
	je	.L941
	cmpq	$1, %rsi
	je	.L909
	movq	48(%rbx), %rax
	movl	$0, 24(%r15)
	xorl	%edx, %edx
	movq	%rax, (%r14)
	movq	0(%r13), %rax
	cmpq	%rsi, %rax
	jnb	.L942
	.p2align 4,,10
	.p2align 3
.L910:
	addq	$1, %rdx
	movq	%rax, %rdi
	addq	0(%r13,%rdx,8), %rax
	cmpq	%rsi, %rax
	jb	.L910
	cmpq	$16383, %rdx
	jbe	.L943
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
	je	.L911
	movq	1064(%rbx), %rcx
	movq	1072(%rbx), %r8
	movq	%r14, %rdx
	movq	8(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L944
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
.L913:
	addq	$112, 8(%rsp)
	addq	$8, %r12
	addq	$4, %r15
	addq	$8, %r14
	cmpq	%r15, 16(%rsp)
	je	.L917
	movq	(%rbx), %r10
	movq	8(%rbx), %rbp
	jmp	.L918
	.p2align 4,,10
	.p2align 3
.L902:
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L926
	.p2align 4,,10
	.p2align 3
.L920:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L945
.L926:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L920
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L921
	.p2align 4,,10
	.p2align 3
.L923:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L922
.L921:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L923
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L925
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbx)
	cmpq	%r11, %r8
	jne	.L926
.L945:
	movl	320(%rbx), %eax
	testl	%eax, %eax
	jle	.L927
	xorl	%ebp, %ebp
	jmp	.L928
	.p2align 4,,10
	.p2align 3
.L946:
	movq	376(%rbx), %r10
.L928:
	movslq	324(%rbx,%rbp,4), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %rbp
	salq	$19, %rdi
	addq	%r10, %rdi
	call	memset@PLT
	cmpl	%ebp, 320(%rbx)
	jg	.L946
.L927:
	movq	%rbx, %rdi
	call	select_windows
.L919:
	xorl	%eax, %eax
.L901:
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
.L925:
	.cfi_restore_state
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L920
	.p2align 4,,10
	.p2align 3
.L905:
	movl	$1, 24(%r15)
	movq	$0, (%r14)
	jmp	.L913
	.p2align 4,,10
	.p2align 3
.L941:
	movl	$1, 24(%r15)
	cmpq	$1, %rsi
	je	.L907
	movq	48(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L913
	.p2align 4,,10
	.p2align 3
.L943:
	movq	%rdi, 48(%r14)
	movl	$0, (%r15)
	movq	%rdx, 96(%r14)
.L911:
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L913
	.p2align 4,,10
	.p2align 3
.L909:
	movl	$1, 24(%r15)
.L907:
	movq	40(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L913
	.p2align 4,,10
	.p2align 3
.L917:
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
	jmp	.L919
	.p2align 4,,10
	.p2align 3
.L944:
	movl	$1, 24(%r15)
	movq	384(%rbx), %r13
	addl	$1, 1084(%rbx)
	jmp	.L913
.L942:
	movq	$0, 48(%r14)
	movl	$0, (%r15)
	movq	$0, 96(%r14)
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L913
.L929:
	movl	$-2, %eax
	jmp	.L901
.L922:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC113(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE129:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB358:
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
	je	.L954
.L948:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L947:
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
.L954:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L955
	movl	$512, %esi
	movl	$16, %ebp
.L949:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L956
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L948
	.p2align 4,,10
	.p2align 3
.L955:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L949
.L956:
	movl	$1, 24(%rbx)
	jmp	.L947
	.cfi_endproc
.LFE358:
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
.LFB298:
	.cfi_startproc
	movl	%edi, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	cmpl	$-2, %eax
	je	.L961
	movq	%rsi, %rdx
	xorl	%eax, %eax
	leaq	.LC115(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %eax
.L957:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L961:
	.cfi_restore_state
	movq	%rdi, %rcx
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC114(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L957
	.cfi_endproc
.LFE298:
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
.LFB371:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L963
	testq	%rsi, %rsi
	js	.L964
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L966
.L974:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L967:
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
.L964:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L974
.L966:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L967
	.p2align 4,,10
	.p2align 3
.L963:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE371:
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
.LFB374:
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
	je	.L1082
	leaq	.LC126(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1083
	leaq	.LC129(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1084
	leaq	.LC131(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1085
	leaq	.LC133(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1086
	leaq	.LC135(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1087
	leaq	.LC137(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1088
	leaq	.LC140(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1089
	leaq	.LC143(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1090
	leaq	.LC145(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1001
	leaq	248(%r15), %r14
	addq	$484, %r15
.L1002:
	leaq	16(%rsp), %r12
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%r12, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1091
	movq	8(%rsp), %rax
	movq	%rax, (%r14)
	movl	$1, (%r15)
	.p2align 4,,10
	.p2align 3
.L1043:
	xorl	%eax, %eax
.L975:
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
.L1083:
	.cfi_restore_state
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1092
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1093
	movq	%rax, 80(%r15)
	jmp	.L1043
	.p2align 4,,10
	.p2align 3
.L1082:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1094
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1095
	movq	%rax, (%r15)
	jmp	.L1043
	.p2align 4,,10
	.p2align 3
.L1095:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC125(%rip), %rdx
	call	snprintf@PLT
.L978:
	movl	$-1, %eax
	jmp	.L975
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
	jne	.L1096
	movq	8(%rsp), %rax
	movq	%rax, 64(%r15)
	jmp	.L1043
	.p2align 4,,10
	.p2align 3
.L1084:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1097
	movq	8(%rsp), %rax
	movq	%rax, 48(%r15)
	jmp	.L1043
	.p2align 4,,10
	.p2align 3
.L1085:
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
	movq	%rax, 56(%r15)
	jmp	.L1043
	.p2align 4,,10
	.p2align 3
.L1094:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC123(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
	.p2align 4,,10
	.p2align 3
.L1093:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC128(%rip), %rdx
	call	snprintf@PLT
	jmp	.L978
	.p2align 4,,10
	.p2align 3
.L1092:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC127(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
	.p2align 4,,10
	.p2align 3
.L1096:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC134(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
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
	jne	.L1099
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1100
	movq	%rax, 256(%r15)
	jmp	.L1043
	.p2align 4,,10
	.p2align 3
.L1097:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC130(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
	.p2align 4,,10
	.p2align 3
.L1087:
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
	movq	%rax, 192(%r15)
	jmp	.L1043
	.p2align 4,,10
	.p2align 3
.L1098:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC132(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
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
	jne	.L1102
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1103
	movq	%rax, 224(%r15)
	jmp	.L1043
	.p2align 4,,10
	.p2align 3
.L1101:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC136(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
	.p2align 4,,10
	.p2align 3
.L1001:
	leaq	.LC146(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1003
	leaq	264(%r15), %r14
	addq	$492, %r15
	jmp	.L1002
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
	jne	.L1104
	movq	8(%rsp), %rax
	movq	%rax, 328(%r15)
	jmp	.L1043
.L1103:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC139(%rip), %rdx
	call	snprintf@PLT
	jmp	.L978
.L1091:
	movq	%r12, %r8
	movq	%rbx, %rcx
	leaq	.LC149(%rip), %rdx
	movq	%r13, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L978
.L1003:
	leaq	.LC147(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1004
	leaq	272(%r15), %r14
	addq	$496, %r15
	jmp	.L1002
.L1102:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC138(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1100:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC142(%rip), %rdx
	call	snprintf@PLT
	jmp	.L978
.L1104:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC144(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1099:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC141(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1004:
	leaq	.LC148(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1105
	leaq	.LC152(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1106
	leaq	.LC155(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1107
	leaq	.LC158(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1015
	xorl	%ecx, %ecx
	movq	%rcx, 16(%rsp)
	call	__errno_location@PLT
	xorl	%esi, %esi
	movl	%esi, (%rax)
	movq	%rax, %rbx
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	jbe	.L1016
.L1018:
	leaq	.LC159(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC160(%rip), %rdx
.L1081:
	movl	$2048, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L975
.L1105:
	xorl	%esi, %esi
	leaq	240(%r15), %rcx
	movl	$1000000000, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1108
	movl	$1, 232(%r15)
	jmp	.L1043
.L1106:
	leaq	304(%r15), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1043
	leaq	.LC153(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC154(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1016:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	strtod@PLT
	movq	16(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1018
	movl	(%rbx), %eax
	testl	%eax, %eax
	jne	.L1018
	cmpb	$0, (%rdx)
	jne	.L1018
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1018
	movsd	.LC2(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1018
	movl	$1, 504(%r15)
	movsd	%xmm0, 320(%r15)
	jmp	.L975
.L1015:
	leaq	.LC161(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1109
	leaq	.LC164(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1110
	leaq	.LC167(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1111
	leaq	.LC170(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1027
	leaq	.LC171(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L1028
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1029
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1029
	movq	%rdx, 168(%r15)
.L1028:
	movl	%eax, 176(%r15)
	movl	$1, 468(%r15)
	jmp	.L1043
.L1107:
	leaq	312(%r15), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1012
	movsd	312(%r15), %xmm0
	comisd	.LC28(%rip), %xmm0
	jbe	.L1043
.L1012:
	leaq	.LC156(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC157(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1108:
	leaq	.LC150(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC151(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1109:
	leaq	288(%r15), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1043
	leaq	.LC162(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC163(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1027:
	leaq	.LC174(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1112
	leaq	.LC177(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1113
	leaq	.LC178(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1037
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1114
	movsd	16(%rsp), %xmm0
	comisd	.LC2(%rip), %xmm0
	leaq	.LC120(%rip), %r8
	leaq	.LC121(%rip), %rdx
	jb	.L1115
.L1035:
	movq	%rbp, %rcx
	jmp	.L1081
.L1111:
	movl	$1, %edx
	leaq	8(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	salq	$40, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1116
	movq	8(%rsp), %rax
	movq	%rax, 368(%r15)
	xorl	%eax, %eax
	movq	%rax, 360(%r15)
	jmp	.L1043
.L1110:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1117
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1118
	xorl	%edx, %edx
	movq	%rax, 360(%r15)
	movq	%rdx, 368(%r15)
	jmp	.L1043
.L1029:
	leaq	.LC172(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC173(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1118:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC166(%rip), %rdx
	call	snprintf@PLT
	jmp	.L978
.L1117:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC165(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1115:
	movl	$1, 476(%r15)
	movsd	%xmm0, 24(%r15)
	jmp	.L1043
.L1116:
	leaq	.LC168(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC169(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1114:
	leaq	.LC120(%rip), %r8
	leaq	.LC121(%rip), %rdx
	jmp	.L1035
.L1037:
	leaq	.LC179(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1119
	leaq	.LC182(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1120
	leaq	.LC185(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1121
	leaq	.LC188(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1122
	leaq	.LC191(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	jne	.L975
	leaq	160(%r15), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1043
	leaq	.LC192(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC193(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1113:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1054
	movsd	16(%rsp), %xmm0
	comisd	.LC73(%rip), %xmm0
	ja	.L1054
	movl	$1, 472(%r15)
	movsd	%xmm0, 16(%r15)
	jmp	.L1043
.L1112:
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1032
	movabsq	$1125899906842623, %rcx
	movq	8(%rsp), %rax
	leaq	-1(%rax), %rdx
	cmpq	%rdx, %rcx
	jnb	.L1033
.L1032:
	leaq	.LC175(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC176(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1054:
	leaq	.LC118(%rip), %r8
	leaq	.LC119(%rip), %rdx
	jmp	.L1035
.L1033:
	movq	%rax, 32(%r15)
	movl	$1, 480(%r15)
	jmp	.L1043
.L1122:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	384(%r15), %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1043
	leaq	.LC189(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC190(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1121:
	leaq	376(%r15), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	je	.L1043
	leaq	.LC186(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC187(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1120:
	leaq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1123
	movq	8(%rsp), %rax
	movl	%eax, 216(%r15)
	jmp	.L1043
.L1119:
	xorl	%esi, %esi
	leaq	8(%rsp), %rcx
	movl	$1048576, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1045
	movq	8(%rsp), %rax
	cmpq	$1, %rax
	je	.L1045
	movq	%rax, 208(%r15)
	jmp	.L1043
.L1123:
	leaq	.LC183(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC184(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
.L1045:
	leaq	.LC180(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC181(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L978
	.cfi_endproc
.LFE374:
	.size	apply_amount.constprop.0, .-apply_amount.constprop.0
	.section	.rodata.str1.1
.LC194:
	.string	"%lu.%04lu"
	.text
	.p2align 4
	.type	fmt_share.constprop.0, @function
fmt_share.constprop.0:
.LFB375:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdx, %r8
	movq	%rdi, %rbx
	xorl	%ecx, %ecx
	testq	%rdx, %rdx
	je	.L1125
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
.L1125:
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
.LFE375:
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
.LFB377:
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
	jnb	.L1135
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L1136
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
.L1136:
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
.L1135:
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
.LFE377:
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
.LFB378:
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
	jne	.L1203
	movl	476(%rdi), %r8d
	movq	%rdi, %rbx
	testl	%r8d, %r8d
	je	.L1204
	cmpl	$2, %eax
	jne	.L1142
	cmpl	$0, 480(%rdi)
	je	.L1142
.L1144:
	cmpl	$2, 152(%rbx)
	leaq	.LC208(%rip), %r8
	leaq	.LC209(%rip), %rcx
	je	.L1202
.L1146:
	cmpl	$1, 40(%rbx)
	movq	56(%rbx), %rsi
	je	.L1205
.L1147:
	testq	%rsi, %rsi
	jne	.L1148
.L1149:
	pxor	%xmm0, %xmm0
	ucomisd	376(%rbx), %xmm0
	jp	.L1172
	je	.L1151
.L1172:
	cmpl	$1, 72(%rbx)
	jne	.L1206
.L1151:
	movl	152(%rbx), %eax
	cmpl	$1, %eax
	jne	.L1153
	cmpq	$1, 160(%rbx)
	ja	.L1207
.L1153:
	movl	484(%rbx), %edi
	testl	%edi, %edi
	je	.L1154
	cmpl	$0, 232(%rbx)
	je	.L1208
.L1154:
	movl	488(%rbx), %esi
	testl	%esi, %esi
	je	.L1155
	cmpq	$0, 288(%rbx)
	je	.L1209
.L1155:
	movl	492(%rbx), %ecx
	movq	256(%rbx), %rdx
	testl	%ecx, %ecx
	jne	.L1156
	cmpl	$0, 496(%rbx)
	je	.L1157
	testq	%rdx, %rdx
	je	.L1158
	movq	$1000000000, 264(%rbx)
	movl	$1000000000, %esi
.L1159:
	testq	%rsi, %rsi
	je	.L1161
	cmpq	%rsi, %rdx
	jnb	.L1210
	.p2align 4,,10
	.p2align 3
.L1161:
	cmpl	$2, %eax
	je	.L1211
.L1162:
	cmpq	$0, 304(%rbx)
	jne	.L1164
	movsd	312(%rbx), %xmm1
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L1212
.L1164:
	movl	500(%rbx), %eax
	testl	%eax, %eax
	je	.L1166
	cmpl	$0, 352(%rbx)
	jne	.L1167
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1167
.L1137:
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
.L1204:
	.cfi_restore_state
	cmpl	$0, 480(%rdi)
	je	.L1213
.L1142:
	leaq	.LC205(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC206(%rip), %rcx
	leaq	.LC207(%rip), %rdx
	call	snprintf@PLT
.L1140:
	orl	$-1, %eax
	jmp	.L1137
.L1205:
	cmpq	$0, 48(%rbx)
	je	.L1147
	testq	%rsi, %rsi
	je	.L1214
.L1148:
	cmpq	%rsi, 48(%rbx)
	jb	.L1149
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
	jmp	.L1140
.L1156:
	testq	%rdx, %rdx
	je	.L1158
	cmpl	$0, 496(%rbx)
	movq	264(%rbx), %rsi
	jne	.L1159
	testq	%rsi, %rsi
	jne	.L1215
	movq	$500000000, 272(%rbx)
	jmp	.L1161
.L1166:
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L1137
	xorl	%eax, %eax
	cmpl	$0, 352(%rbx)
	je	.L1137
	leaq	.LC237(%rip), %r8
	leaq	.LC238(%rip), %rcx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC239(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1140
.L1157:
	movq	$1000000000, 264(%rbx)
	movq	$500000000, 272(%rbx)
	testq	%rdx, %rdx
	je	.L1161
	movl	$1000000000, %esi
	jmp	.L1159
.L1211:
	cmpq	$0, 224(%rbx)
	jne	.L1163
	cmpl	$0, 232(%rbx)
	je	.L1162
.L1163:
	leaq	.LC229(%rip), %r8
	leaq	.LC230(%rip), %rcx
.L1202:
	leaq	.LC210(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1140
.L1213:
	cmpl	$2, %eax
	je	.L1142
	testl	%eax, %eax
	je	.L1146
	jmp	.L1144
.L1212:
	cmpq	$0, 328(%rbx)
	jne	.L1165
	cmpl	$0, 336(%rbx)
	jne	.L1165
	cmpl	$0, 504(%rbx)
	je	.L1164
.L1165:
	leaq	.LC231(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC232(%rip), %rcx
	leaq	.LC233(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1140
.L1210:
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
	jmp	.L1140
.L1214:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC211(%rip), %rcx
	leaq	.LC212(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1140
.L1203:
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
	jmp	.L1140
.L1167:
	leaq	.LC234(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC235(%rip), %rcx
	leaq	.LC236(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1140
.L1206:
	leaq	.LC213(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC214(%rip), %rcx
	leaq	.LC215(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1140
.L1158:
	leaq	.LC225(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC226(%rip), %rcx
	leaq	.LC227(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1140
.L1207:
	leaq	.LC216(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC217(%rip), %rcx
	leaq	.LC218(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1140
.L1209:
	leaq	.LC222(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC223(%rip), %rcx
	leaq	.LC224(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1140
.L1208:
	leaq	.LC219(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC220(%rip), %rcx
	leaq	.LC221(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1140
.L1215:
	movq	%rsi, %rcx
	shrq	%rcx
	movq	%rcx, 272(%rbx)
	jmp	.L1159
	.cfi_endproc
.LFE378:
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
.LFB293:
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
	jne	.L1217
	movq	(%rbx), %rsi
	leaq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC243(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1218:
	cmpq	$0, 48(%rbx)
	jne	.L1231
	leaq	.LC248(%rip), %rdi
	call	puts@PLT
.L1216:
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
.L1217:
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
	je	.L1232
.L1219:
	leaq	.LC246(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1218
.L1231:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1233
	cmpq	$0, 56(%rbx)
	jne	.L1226
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
	jmp	.L1216
.L1226:
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
	jmp	.L1216
.L1233:
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
	jmp	.L1216
.L1232:
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
	jmp	.L1219
	.cfi_endproc
.LFE293:
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
.LFB303:
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
	je	.L1290
	movq	136(%rbx), %rdx
	xorl	%esi, %esi
	cmpq	$1, %rdx
	jbe	.L1237
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	leaq	-1(%rdx), %rcx
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%rcx
	movq	%rax, %rsi
.L1237:
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
.L1236:
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
	jne	.L1291
.L1239:
	leaq	.LC264(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L1292
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
.L1241:
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
	je	.L1293
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, 8(%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L1244
.L1245:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L1294
	leaq	.LC270(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC271(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1247:
	movl	24(%r13), %eax
	cmpl	$2, %eax
	je	.L1295
	cmpl	$1, %eax
	je	.L1296
	leaq	.LC274(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1249:
	movl	216(%rbx), %esi
	xorl	%eax, %eax
	leaq	.LC275(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 392(%rbp)
	je	.L1234
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1297
.L1234:
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
.L1297:
	.cfi_restore_state
	leaq	.LC276(%rip), %rdi
	xorl	%eax, %eax
	movl	400(%rbp), %r13d
	leaq	.LC253(%rip), %rbp
	call	printf@PLT
	movq	224(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1298
.L1252:
	cmpl	$0, 232(%rbx)
	jne	.L1299
.L1253:
	cmpq	$0, 256(%rbx)
	movl	280(%rbx), %eax
	jne	.L1254
	testl	%eax, %eax
	je	.L1300
	leaq	.LC255(%rip), %rdx
.L1255:
	movq	%rbp, %rsi
	leaq	.LC279(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1257:
	cmpq	$0, 256(%rbx)
	je	.L1258
	cmpq	$0, 264(%rbx)
	movq	272(%rbx), %rsi
	jne	.L1301
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
.L1258:
	movq	288(%rbx), %rsi
	testq	%rsi, %rsi
	je	.L1260
	cmpl	$0, 296(%rbx)
	leaq	.LC257(%rip), %rax
	leaq	.LC258(%rip), %rdx
	cmovne	%rax, %rdx
	leaq	.LC282(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1260:
	xorl	%eax, %eax
	leaq	.LC283(%rip), %rdi
	call	printf@PLT
	testb	$1, %r13b
	jne	.L1302
.L1262:
	andb	$2, %r13b
	jne	.L1303
.L1263:
	movl	$10, %edi
	call	putchar@PLT
	cmpq	$0, 224(%rbx)
	je	.L1234
	leaq	.LC286(%rip), %rdi
	call	puts@PLT
	jmp	.L1234
.L1293:
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L1245
.L1244:
	leaq	.LC268(%rip), %rdi
	call	puts@PLT
	jmp	.L1245
.L1292:
	leaq	.LC265(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1241
.L1291:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC263(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1239
.L1290:
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
	jmp	.L1236
.L1296:
	leaq	.LC273(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1249
.L1295:
	movq	40(%r13), %rdx
	movq	32(%r13), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC272(%rip), %rdi
	call	printf@PLT
	jmp	.L1249
.L1254:
	testl	%eax, %eax
	leaq	.LC256(%rip), %rdx
	leaq	.LC255(%rip), %rax
	cmovne	%rax, %rdx
	jmp	.L1255
.L1299:
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
	jmp	.L1253
.L1298:
	leaq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%rbp, %rsi
	leaq	.LC277(%rip), %rdi
	leaq	.LC254(%rip), %rbp
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1252
.L1294:
	movl	$29, %esi
	leaq	.LC269(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1247
.L1303:
	leaq	.LC285(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1263
.L1302:
	leaq	.LC284(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1262
.L1300:
	cmpq	$0, 288(%rbx)
	leaq	.LC256(%rip), %rdx
	jne	.L1255
	jmp	.L1257
.L1301:
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
	jmp	.L1258
	.cfi_endproc
.LFE303:
	.size	print_plan, .-print_plan
	.section	.rodata.str1.1
.LC287:
	.string	"--arrivals"
	.text
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB380:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %r9
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%r9)
	cmpq	$0, 112(%rsi)
	je	.L1311
.L1307:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1311:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1307
	cmpl	$1, %eax
	je	.L1312
	movq	104(%rsi), %rsi
	leaq	40(%r9), %rdi
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC287(%rip), %rdx
	jmp	numbers_open
	.p2align 4,,10
	.p2align 3
.L1312:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r9)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r9)
	ret
	.cfi_endproc
.LFE380:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.p2align 4
	.type	send_gaps.constprop.0.isra.0, @function
send_gaps.constprop.0.isra.0:
.LFB383:
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
	je	.L1325
	testq	%r14, %r14
	je	.L1325
	testq	%rax, %rax
	je	.L1318
	cmpq	$0, 24(%rbx)
	je	.L1331
	movq	16(%rbx), %r9
	movq	(%rbx), %rdi
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1322:
	movq	(%r9,%rax,8), %rcx
	leaq	(%r12,%rcx), %rdx
	leaq	0(%rbp,%rcx,8), %rcx
	cmpb	$0, (%rdx)
	je	.L1321
	movq	0(%r13), %r8
	movq	(%rdi,%rax,8), %rsi
	subq	(%rcx), %rsi
	leaq	1(%r8), %r10
	movq	%rsi, (%r14,%r8,8)
	movq	%r10, 0(%r13)
.L1321:
	movb	$1, (%rdx)
	movq	(%rdi,%rax,8), %rdx
	addq	$1, %rax
	movq	%rdx, (%rcx)
	cmpq	24(%rbx), %rax
	jb	.L1322
.L1331:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
.L1313:
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
.L1325:
	.cfi_restore_state
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	testq	%rbp, %rbp
	je	.L1316
	testq	%r12, %r12
	jne	.L1313
.L1316:
	movq	%r14, %rdi
	xorl	%r14d, %r14d
	call	free@PLT
	jmp	.L1313
.L1318:
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L1316
	.cfi_endproc
.LFE383:
	.size	send_gaps.constprop.0.isra.0, .-send_gaps.constprop.0.isra.0
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB384:
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
	jne	.L1335
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1335:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1337:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1336
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
.L1336:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1337
	testq	%r15, %r15
	je	.L1341
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1339:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1339
.L1338:
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
.L1341:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1338
	.cfi_endproc
.LFE384:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	score_route, @function
score_route:
.LFB220:
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
	je	.L1350
	cmpq	$0, 32(%rsp)
	je	.L1350
	cmpq	$0, 8(%rsp)
	je	.L1350
	cmpq	$0, 24(%rsp)
	je	.L1350
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
	jne	.L1425
.L1351:
	movq	16(%rsp), %r15
	movl	$2, %r14d
	.p2align 4,,10
	.p2align 3
.L1355:
	movq	792(%rbp,%r14,8), %rdx
	testq	%rdx, %rdx
	je	.L1357
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
	jne	.L1426
.L1357:
	addq	$1, %r14
	cmpq	$8, %r14
	jne	.L1355
	movq	%rbx, %rdi
	leaq	640(%rbp), %r9
	call	trace_runtime_ns
	movq	24(%rbx), %r15
	movq	24(%r13), %rsi
	movq	%rax, %rcx
	testq	%r15, %r15
	jne	.L1427
	testq	%rsi, %rsi
	jne	.L1428
	xorl	%r8d, %r8d
.L1378:
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
.L1359:
	xorl	%eax, %eax
	movl	$20, %ecx
	movq	%r9, %rdi
	rep stosl
	imulq	$1000, %r14, %rax
	movq	%rax, 856(%rbp)
	movl	$1, %eax
	cmpq	$67108863, %r8
	jbe	.L1429
.L1360:
	movl	48(%r13), %r15d
	xorl	$1, %eax
	movl	%eax, 900(%rbp)
	testl	%r15d, %r15d
	je	.L1349
	movq	40(%r13), %rdx
	xorl	%r15d, %r15d
	testq	%rdx, %rdx
	jne	.L1430
.L1349:
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
.L1425:
	.cfi_restore_state
	movq	24(%rsp), %rdi
	leaq	0(,%r8,8), %r9
	xorl	%esi, %esi
	movq	%rdi, %rax
	leaq	(%r9,%rdi), %rdx
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L1352:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L1352
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
	jne	.L1353
	movl	$50000, %esi
	xorl	%edi, %edi
.L1353:
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
	jmp	.L1351
.L1427:
	movq	16(%rsp), %rax
	movl	$1000, %edi
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	movq	-8(%rax,%r15,8), %rax
	divq	%rdi
	movq	%rax, %r8
	cmpq	%rsi, %r15
	jb	.L1359
	jmp	.L1378
.L1428:
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
	jne	.L1431
.L1350:
	orl	$-1, %r15d
	jmp	.L1349
.L1429:
	leaq	1(%r8), %rax
	movl	$8, %esi
	movq	%r8, 40(%rsp)
	movq	%rax, %rdi
	movq	%rax, 56(%rsp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L1350
	testq	%r15, %r15
	movq	40(%rsp), %r8
	je	.L1366
	movabsq	$2361183241434822607, %rsi
	movq	16(%rsp), %rax
	movq	%rax, %rcx
	leaq	(%rax,%r15,8), %rdi
	.p2align 4,,10
	.p2align 3
.L1365:
	movq	(%rcx), %rdx
	addq	$8, %rcx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%rsi
	shrq	$4, %rdx
	addq	$1, (%rbx,%rdx,8)
	cmpq	%rcx, %rdi
	jne	.L1365
.L1366:
	leaq	(%r14,%r14), %rdi
	cmpq	%rdi, %r8
	jb	.L1364
	testq	%r14, %r14
	je	.L1364
	imulq	$-8, %r14, %rsi
	subq	%r14, %rdi
	leaq	(%rbx,%rdi,8), %r9
	.p2align 4,,10
	.p2align 3
.L1369:
	movq	(%r9,%r14,8), %rcx
	testq	%rcx, %rcx
	je	.L1367
	cmpq	%rdi, %r14
	jnb	.L1367
	movq	%r9, %rax
	movq	%rdi, %rdx
	.p2align 4,,10
	.p2align 3
.L1368:
	subq	%r14, %rdx
	addq	%rcx, (%rax)
	addq	%rcx, %r15
	addq	%rsi, %rax
	cmpq	%rdx, %r14
	jb	.L1368
.L1367:
	addq	$1, %rdi
	addq	$8, %r9
	leaq	(%r14,%rdi), %rax
	cmpq	%rax, %r8
	jnb	.L1369
.L1364:
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
.L1375:
	leaq	PCT_MILLI(%rip), %rax
	movq	%r12, %rsi
	movq	(%rax,%r15), %rax
	cmpq	$100000, %rax
	je	.L1370
	mulq	%r12
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r12, %rsi
	cmova	%r12, %rsi
.L1370:
	testq	%r12, %r12
	je	.L1371
	cmpq	%rsi, %r13
	jnb	.L1384
	movq	%r13, %rdx
	xorl	%eax, %eax
	jmp	.L1373
	.p2align 4,,10
	.p2align 3
.L1374:
	addq	(%rbx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L1372
.L1373:
	movq	%rax, %rcx
	addq	$1, %rax
	cmpq	%rcx, %r14
	jne	.L1374
.L1371:
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L1375
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
.L1377:
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
	jnb	.L1376
	addq	%rcx, 696(%rbp)
.L1376:
	addq	$1, %rsi
	movq	%r12, %rdx
	adcq	$0, %rdi
	xorq	%rsi, %rdx
	addq	$1000, %r10
	movq	%rdi, %rax
	orq	%rdx, %rax
	jne	.L1377
	movq	%r8, 704(%rbp)
	movq	%rbx, %rdi
	movq	%r13, %r12
	movq	40(%rsp), %r13
	movq	%r9, 712(%rbp)
	call	free@PLT
	xorl	%eax, %eax
	jmp	.L1360
.L1384:
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1372:
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%rbp,%r15)
	jmp	.L1371
.L1426:
	movl	%eax, %r15d
	jmp	.L1349
.L1430:
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
	jmp	.L1349
.L1431:
	movq	$1, 56(%rsp)
	xorl	%r8d, %r8d
	jmp	.L1364
	.cfi_endproc
.LFE220:
	.size	score_route, .-score_route
	.p2align 4
	.type	service_max, @function
service_max:
.LFB36:
	.cfi_startproc
	movl	8(%rdi), %edx
	movq	(%rdi), %rax
	cmpl	$2, %edx
	je	.L1433
	cmpl	$3, %edx
	je	.L1434
	cmpl	$1, %edx
	je	.L1444
	ret
.L1433:
	movq	32(%rdi), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	ret
.L1444:
	imulq	$37, %rax, %rax
	addq	$1, %rax
	ret
.L1434:
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
	js	.L1436
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1437:
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
	jnb	.L1432
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1438
	cvttsd2siq	%xmm0, %rax
.L1432:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L1436:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1437
.L1438:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1432
	.cfi_endproc
.LFE36:
	.size	service_max, .-service_max
	.p2align 4
	.type	dist_at_rank, @function
dist_at_rank:
.LFB80:
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
	je	.L1455
	movq	(%rdi), %rax
	movq	%rbp, %rcx
	xorl	%r10d, %r10d
	salq	$5, %rcx
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L1447:
	movq	(%rax), %rdx
	cmpq	%rdx, %r10
	cmovb	%rdx, %r10
	addq	$32, %rax
	cmpq	%rcx, %rax
	jne	.L1447
.L1446:
	movq	%rbp, %r13
	xorl	%r11d, %r11d
	salq	$5, %r13
.L1453:
	cmpq	%r10, %r11
	jnb	.L1464
	.p2align 4,,10
	.p2align 3
.L1454:
	movq	%r10, %rdi
	movq	(%rbx), %rcx
	subq	%r11, %rdi
	shrq	%rdi
	addq	%r11, %rdi
	testq	%rbp, %rbp
	je	.L1456
	leaq	(%rcx,%r13), %r9
	xorl	%r8d, %r8d
	jmp	.L1452
	.p2align 4,,10
	.p2align 3
.L1450:
	movq	8(%rcx), %r14
	testq	%r14, %r14
	je	.L1451
	subq	%rdi, %rax
	xorl	%edx, %edx
	divq	%r14
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1451
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r8
.L1451:
	addq	$32, %rcx
	cmpq	%rcx, %r9
	je	.L1449
.L1452:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rdi
	jb	.L1450
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r8
	cmpq	%rcx, %r9
	jne	.L1452
.L1449:
	cmpq	%r12, %r8
	jb	.L1465
.L1457:
	movq	%rdi, %r10
	cmpq	%r10, %r11
	jb	.L1454
.L1464:
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
.L1456:
	.cfi_restore_state
	xorl	%r8d, %r8d
	cmpq	%r12, %r8
	jnb	.L1457
.L1465:
	leaq	1(%rdi), %r11
	jmp	.L1453
.L1455:
	xorl	%r10d, %r10d
	jmp	.L1446
	.cfi_endproc
.LFE80:
	.size	dist_at_rank, .-dist_at_rank
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
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
	je	.L1480
	movq	(%rdi), %rcx
	movq	16(%rcx), %rax
	movq	%rax, (%rsp)
	mulq	24(%rcx)
	movq	%rax, %r12
	movq	%rdx, %rax
	movq	%rdx, %r13
	subq	$0, %rax
	jne	.L1482
	leaq	48(%rcx), %rsi
	xorl	%edi, %edi
	movq	$-1, %r14
	xorl	%r11d, %r11d
	jmp	.L1469
	.p2align 4,,10
	.p2align 3
.L1470:
	movq	(%rsi), %rax
	mulq	8(%rsi)
	addq	%rax, %r12
	movq	%r11, %rax
	adcq	%rdx, %r13
	addq	$32, %rsi
	cmpq	%r12, %r14
	sbbq	%r13, %rax
	jc	.L1482
.L1469:
	addq	$1, %rdi
	cmpq	%r15, %rdi
	jne	.L1470
	movq	%r12, (%rsp)
	salq	$5, %rdi
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	movq	%r13, 8(%rsp)
	leaq	(%rcx,%rdi), %r15
	.p2align 4,,10
	.p2align 3
.L1471:
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
	jne	.L1471
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	movq	%r12, %r15
.L1467:
	movq	$99999, 16(%rsp)
	movq	32(%rsp), %rax
	movq	$0, 24(%rsp)
	movq	%r15, (%rax)
	movq	%r10, 64(%rax)
	movq	%r11, 72(%rax)
	movl	40(%rsp), %eax
	testl	%eax, %eax
	jne	.L1473
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1473:
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
.L1475:
	xorl	%eax, %eax
	testq	%rbx, %rbx
	je	.L1474
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
.L1474:
	addq	$8, %r15
	movq	%rax, 0(%rbp)
	addq	$8, %rbp
	cmpq	%r15, %r14
	jne	.L1475
	movq	%rbx, %r15
	movq	(%rsp), %rbx
	movq	40(%rsp), %rbp
	movq	8(%rbx), %r8
	movq	(%rbx), %rcx
	testq	%r8, %r8
	je	.L1476
	salq	$5, %r8
	xorl	%r9d, %r9d
	addq	%rcx, %r8
	jmp	.L1479
	.p2align 4,,10
	.p2align 3
.L1477:
	movq	8(%rcx), %rdi
	testq	%rdi, %rdi
	je	.L1478
	subq	%rbp, %rax
	xorl	%edx, %edx
	divq	%rdi
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1478
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r9
.L1478:
	addq	$32, %rcx
	cmpq	%r8, %rcx
	je	.L1495
.L1479:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rbp
	jb	.L1477
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r9
	cmpq	%r8, %rcx
	jne	.L1479
.L1495:
	subq	%r9, %r15
.L1476:
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
.L1482:
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
.L1480:
	.cfi_restore_state
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	jmp	.L1467
	.cfi_endproc
.LFE81:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	guess_narrow, @function
guess_narrow:
.LFB112:
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
	js	.L1497
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1498:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1580
	sqrtsd	%xmm0, %xmm0
.L1501:
	mulsd	.LC290(%rip), %xmm0
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1502
	cvttsd2siq	%xmm0, %rax
.L1503:
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
	jmp	.L1505
	.p2align 4,,10
	.p2align 3
.L1590:
	leaq	8(%r10), %r9
	cmpq	%rbp, %r8
	jnb	.L1504
	movq	%r9, %r10
.L1505:
	movq	(%rsi,%r10), %r8
	movq	%rax, %rcx
	addq	$1, %rax
	movq	%rbx, %rdx
	addq	%rbx, %r8
	movq	%r8, %rbx
	cmpq	%rdi, %rax
	jb	.L1590
.L1504:
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
	jc	.L1508
	movq	8(%r14), %r10
	cmpq	%r10, %r13
	cmovbe	%r13, %r10
	movq	%r10, 48(%rsp)
.L1509:
	movq	8(%rsp), %r11
	movq	%rcx, %r12
	testq	%rcx, %rcx
	jne	.L1510
	jmp	.L1591
	.p2align 4,,10
	.p2align 3
.L1513:
	subq	-8(%rsi,%r12,8), %r11
	subq	$1, %r12
	je	.L1512
.L1510:
	cmpq	%r15, -8(%r9,%r12,8)
	jnb	.L1513
.L1512:
	cmpq	%rdi, %rcx
	jnb	.L1542
.L1516:
	movq	48(%rsp), %rdx
	movq	%rcx, %r13
	jmp	.L1514
	.p2align 4,,10
	.p2align 3
.L1519:
	addq	$1, %r13
	cmpq	%rdi, %r13
	jnb	.L1515
.L1514:
	cmpq	(%r9,%r13,8), %rdx
	jnb	.L1519
.L1515:
	testq	%rcx, %rcx
	je	.L1592
.L1518:
	cmpq	$0, 24(%rsp)
	je	.L1521
	movq	8(%rsp), %rdx
	cmpq	%rbp, %rdx
	movq	%rdx, %r10
	movq	%rbp, %rdx
	cmova	%rbp, %r10
	subq	%r10, %rdx
	movq	16(%rsp), %r10
	cmpq	%r10, %rdx
	jnb	.L1523
	movq	24(%rsp), %r10
	movq	%rcx, %rdx
	movq	%rdi, 56(%rsp)
	movq	%r12, 72(%rsp)
	movq	8(%rsp), %rdi
	movq	%r9, 64(%rsp)
	movq	16(%rsp), %r12
	subq	%r10, %rdx
	jmp	.L1524
	.p2align 4,,10
	.p2align 3
.L1593:
	cmpq	%rcx, %rdx
	je	.L1586
	cmpq	%rbp, %rdi
	movq	%rbp, %r10
	movq	%rbp, %r9
	cmovbe	%rdi, %r10
	subq	%r10, %r9
	cmpq	%r12, %r9
	jnb	.L1586
.L1524:
	subq	$1, %rcx
	subq	(%rsi,%rcx,8), %rdi
	testq	%rcx, %rcx
	jne	.L1593
.L1586:
	movq	64(%rsp), %r9
	movq	72(%rsp), %r12
	movq	%rdi, 8(%rsp)
	movq	56(%rsp), %rdi
.L1523:
	cmpq	%rdi, %rax
	jnb	.L1521
.L1536:
	cmpq	%r8, %rbp
	movq	%r8, %r10
	movq	16(%rsp), %rdx
	cmovbe	%rbp, %r10
	subq	%r10, %r8
	cmpq	%rdx, %r8
	jnb	.L1521
	movq	%r12, 64(%rsp)
	movq	24(%rsp), %r10
	movl	$2, %r8d
	movq	%rdx, %r12
	movq	%r9, 56(%rsp)
	jmp	.L1525
	.p2align 4,,10
	.p2align 3
.L1594:
	cmpq	%r8, %r10
	jb	.L1588
	addq	$1, %r8
	movq	%rbp, %r9
	cmpq	%rbp, %rbx
	movq	%rbx, %rdx
	cmovbe	%rbx, %r9
	subq	%r9, %rdx
	cmpq	%r12, %rdx
	jnb	.L1588
.L1525:
	addq	$1, %rax
	addq	-8(%rsi,%rax,8), %rbx
	cmpq	%rdi, %rax
	jb	.L1594
.L1588:
	movq	56(%rsp), %r9
	movq	64(%rsp), %r12
.L1521:
	cmpq	%r13, %r12
	jnb	.L1545
	leaq	(%rsi,%r12,8), %r8
	leaq	(%rsi,%r13,8), %r10
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L1526:
	addq	(%r8), %rsi
	addq	$8, %r8
	cmpq	%r8, %r10
	jne	.L1526
	leaq	(%rsi,%r11), %r10
.L1517:
	cmpq	%rbp, %r11
	jnb	.L1527
	cmpq	%rbp, %r10
	jb	.L1527
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
	jb	.L1527
	movq	%r10, %rsi
	subq	%rbp, %rsi
	cmpq	%rbp, %rbx
	cmovbe	%rbx, %rbp
	subq	%rbp, %rbx
	cmpq	%r8, %rbx
	cmova	%r8, %rbx
	shrq	$2, %rbx
	cmpq	%rbx, %rsi
	jnb	.L1595
.L1527:
	movq	8(%rsp), %rbx
	movq	%rbx, 48(%r14)
	leaq	0(,%rcx,8), %rbx
	leaq	(%r9,%rbx), %rsi
	testq	%rcx, %rcx
	je	.L1534
	movq	(%rsi), %rdx
	movq	%rdx, (%r14)
.L1534:
	cmpq	%rdi, %rax
	jb	.L1596
.L1535:
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
	je	.L1496
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
.L1496:
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
.L1502:
	.cfi_restore_state
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1503
	.p2align 4,,10
	.p2align 3
.L1596:
	movq	-8(%r9,%rax,8), %rdx
	movq	%rdx, 8(%r14)
	jmp	.L1535
	.p2align 4,,10
	.p2align 3
.L1497:
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1498
.L1595:
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
	jnb	.L1532
	movq	96(%r14), %rcx
	movq	32(%rsp), %rsi
	movq	40(%rsp), %rdi
	.p2align 4,,10
	.p2align 3
.L1531:
	movq	(%rsi,%r12,8), %rax
	movq	(%rdi,%r12,8), %rdx
	addq	$1, %r12
	subq	%r15, %rax
	movq	%rdx, (%rcx,%rax,8)
	cmpq	%r13, %r12
	jne	.L1531
.L1532:
	movq	48(%rsp), %rax
	movq	88(%r14), %rcx
	movq	%r11, 48(%r14)
	movq	%r15, (%r14)
	movq	%rax, 8(%r14)
	movl	$1, 72(%r14)
	testq	%rcx, %rcx
	je	.L1496
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
	jmp	.L1496
	.p2align 4,,10
	.p2align 3
.L1545:
	movq	%r11, %r10
	jmp	.L1517
.L1591:
	testq	%rdi, %rdi
	jne	.L1516
	movq	8(%rsp), %r10
	xorl	%r13d, %r13d
	movl	$1, %eax
	jmp	.L1517
	.p2align 4,,10
	.p2align 3
.L1542:
	movq	%rcx, %r13
	jmp	.L1518
.L1592:
	cmpq	%rdi, %rax
	jnb	.L1521
	cmpq	$0, 24(%rsp)
	jne	.L1536
	jmp	.L1521
.L1580:
	call	sqrt@PLT
	jmp	.L1501
.L1508:
	movq	$-1, 48(%rsp)
	jmp	.L1509
	.cfi_endproc
.LFE112:
	.size	guess_narrow, .-guess_narrow
	.p2align 4
	.type	guess_hold, @function
guess_hold:
.LFB113:
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
	jne	.L1606
	movq	56(%rdi), %rax
	cmpq	64(%rdi), %rax
	je	.L1604
	movq	96(%rdi), %rdx
.L1600:
	movq	%rbp, (%rdx,%rax,8)
	movq	56(%rdi), %rax
	movq	104(%rdi), %rdx
	leaq	1(%rax), %rcx
	movq	%rcx, 56(%rdi)
	movq	%r12, (%rdx,%rax,8)
.L1597:
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
.L1606:
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
.L1604:
	.cfi_restore_state
	movq	%rcx, %rsi
	movq	%r8, %rdx
	movq	%r9, %rcx
	movq	%rdi, 8(%rsp)
	call	guess_narrow
	movq	8(%rsp), %rdi
	movq	(%rdi), %rax
	cmpq	%rax, %rbp
	jb	.L1607
	cmpq	%rbp, 8(%rdi)
	jb	.L1597
	movl	72(%rdi), %ecx
	movq	96(%rdi), %rdx
	testl	%ecx, %ecx
	jne	.L1602
	movq	56(%rdi), %rax
	jmp	.L1600
	.p2align 4,,10
	.p2align 3
.L1602:
	subq	%rax, %rbp
	addq	%r12, (%rdx,%rbp,8)
	jmp	.L1597
	.p2align 4,,10
	.p2align 3
.L1607:
	addq	%r12, 48(%rdi)
	jmp	.L1597
	.cfi_endproc
.LFE113:
	.size	guess_hold, .-guess_hold
	.p2align 4
	.type	select_add_runs, @function
select_add_runs:
.LFB127:
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
	jne	.L1648
	movdqa	32(%rdi), %xmm0
	movq	16(%rdi), %r8
	movq	24(%rdi), %r9
	movq	48(%rdi), %r15
	movhlps	%xmm0, %xmm1
	movq	384(%rdi), %rdi
	movq	%xmm0, 24(%rsp)
	movq	%xmm1, %r11
	testq	%rcx, %rcx
	je	.L1629
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
.L1618:
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
	jnb	.L1619
	addq	%rdi, 24(%rsp)
.L1619:
	cmpq	%rsi, %r11
	cmova	%rsi, %r11
	cmpq	%rsi, %rbp
	cmovb	%rsi, %rbp
	cmpq	$16383, %rsi
	jbe	.L1620
	bsrq	%rsi, %rax
	movl	$50, %ecx
	xorq	$63, %rax
	subl	%eax, %ecx
	shrq	%cl, %rsi
	salq	$13, %rcx
	addq	%rcx, %rsi
.L1620:
	addq	%rdi, (%r12,%rsi,8)
	addq	$8, %r10
	addq	$8, %r13
	cmpq	%r10, 16(%rsp)
	jne	.L1618
	movq	24(%rsp), %xmm0
	movq	%rbp, %r15
	movq	%r11, %xmm3
	movq	40(%rsp), %rbp
	movq	48(%rsp), %r12
	movq	56(%rsp), %r14
	punpcklqdq	%xmm3, %xmm0
.L1617:
	movq	%r8, 16(%rbx)
	movdqa	(%rsp), %xmm2
	movq	1064(%rbx), %r8
	movq	%r9, 24(%rbx)
	movq	%r15, 48(%rbx)
	movaps	%xmm2, (%rbx)
	movaps	%xmm0, 32(%rbx)
	testq	%r8, %r8
	je	.L1608
	movq	%r14, (%rsp)
	leaq	392(%rbx), %r15
	xorl	%esi, %esi
.L1627:
	movq	(%r15), %r9
	movq	8(%r15), %rax
	movq	48(%r15), %rdi
	subq	%r9, %rax
	cmpq	$0, (%rsp)
	je	.L1622
	movq	32(%rsp), %r14
	movq	%r12, %rcx
	movl	%esi, 16(%rsp)
	movq	%rbp, %r12
	xorl	%r13d, %r13d
	movq	%rbx, %rbp
	movq	%r14, %rbx
	movq	%rcx, %r14
	jmp	.L1626
	.p2align 4,,10
	.p2align 3
.L1650:
	addq	%rdi, %rdx
	cmpq	%r9, %rsi
	cmovb	%rdx, %rdi
	addq	$1, %r13
	cmpq	%r13, (%rsp)
	je	.L1649
.L1626:
	movq	(%r12,%r13,8), %rsi
	movq	(%r14,%r13,8), %rdx
	movq	%rsi, %r11
	addq	%rdx, %rbx
	subq	%r9, %r11
	cmpq	%r11, %rax
	jb	.L1650
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
	jne	.L1626
.L1649:
	movl	16(%rsp), %esi
	movq	%rbp, %rbx
	movq	%r12, %rbp
	movq	%r14, %r12
.L1622:
	movq	%rdi, 48(%r15)
	addl	$1, %esi
	addq	$112, %r15
	testq	%r8, %r8
	je	.L1608
	cmpl	$5, %esi
	jne	.L1627
.L1608:
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
.L1648:
	.cfi_restore_state
	testq	%rcx, %rcx
	je	.L1608
	movslq	320(%rdi), %rdx
	leaq	324(%rdi), %r11
	xorl	%r9d, %r9d
	movq	%rdx, %rax
	leaq	(%r11,%rdx,4), %r8
.L1613:
	testl	%eax, %eax
	jle	.L1611
	.p2align 4,,10
	.p2align 3
.L1646:
	movq	(%r12,%r9,8), %r10
	movq	0(%rbp,%r9,8), %rdi
	movq	%r11, %rsi
	.p2align 4,,10
	.p2align 3
.L1616:
	movslq	(%rsi), %rax
	movq	%rdi, %rdx
	movl	272(%rbx,%rax,4), %ecx
	subq	224(%rbx,%rax,8), %rdx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1615
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%rbx), %rdx
	addq	%r10, (%rdx,%rax,8)
.L1615:
	addq	$4, %rsi
	cmpq	%rsi, %r8
	jne	.L1616
	addq	$1, %r9
	cmpq	%r14, %r9
	jne	.L1646
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
.L1611:
	.cfi_restore_state
	addq	$1, %r9
	cmpq	%r9, %r14
	jne	.L1613
	jmp	.L1608
.L1629:
	movq	32(%rsp), %rdi
	movq	%rax, 8(%rsp)
	movq	%rdi, (%rsp)
	jmp	.L1617
	.cfi_endproc
.LFE127:
	.size	select_add_runs, .-select_add_runs
	.p2align 4
	.type	cqr_add_n, @function
cqr_add_n:
.LFB134:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rdx, %r13
	xorl	%edx, %edx
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
	movq	(%rdi), %r9
	movl	20(%rdi), %ebx
	movq	%rsi, 72(%rsp)
	divq	%r9
	movq	%rdx, %r15
	movq	%rax, %r12
	testl	%ebx, %ebx
	jne	.L1652
	movdqa	64(%rdi), %xmm0
	movq	%rsi, %r8
	movq	32(%rdi), %r10
	movq	%r13, (%rsp)
	movdqa	48(%rdi), %xmm1
	movq	8(%rdi), %rsi
	movq	$0, 8(%rsp)
	movq	40(%rdi), %r11
	movq	1208(%rdi), %r14
	movaps	%xmm0, 16(%rsp)
	movaps	%xmm1, 32(%rsp)
	cmpq	%r9, %r8
	jnb	.L1653
	movq	(%rsp), %rcx
	movq	8(%rsp), %rbx
	movq	%r8, %rax
	addq	%rcx, %r10
	adcq	%rbx, %r11
	mulq	%r13
	addq	32(%rsp), %rax
	adcq	40(%rsp), %rdx
	movq	%rax, 48(%rdi)
	xorl	%eax, %eax
	cmpq	%r8, %rsi
	setnb	%al
	movq	%rdx, 56(%rdi)
	mulq	%rcx
	addq	16(%rsp), %rax
	adcq	24(%rsp), %rdx
	movq	%r10, 32(%rdi)
	movq	%r11, 40(%rdi)
	movq	%rax, 64(%rdi)
	movq	%rdx, 72(%rdi)
	testq	%r14, %r14
	je	.L1682
.L1654:
	movl	$0, 68(%rsp)
	leaq	536(%rdi), %rbx
	movq	%r9, 48(%rsp)
	movq	%rdi, 32(%rsp)
	movq	%r13, 16(%rsp)
	jmp	.L1681
	.p2align 4,,10
	.p2align 3
.L1720:
	testl	%edx, %edx
	jne	.L1660
	movq	(%rbx), %rcx
	movq	8(%rbx), %rdx
	subq	%rcx, %rax
	subq	%rcx, %rdx
	cmpq	%rax, %rdx
	jnb	.L1719
	movq	48(%rbx), %rdx
	movq	16(%rsp), %rax
	cmpq	%rcx, 72(%rsp)
	leaq	(%rdx,%rax), %rsi
	movq	32(%rsp), %rax
	cmovb	%rsi, %rdx
	movq	%rdx, 48(%rbx)
	movq	1208(%rax), %r14
	.p2align 4,,10
	.p2align 3
.L1660:
	addl	$1, 68(%rsp)
	addq	$112, %rbx
	movl	68(%rsp), %eax
	testq	%r14, %r14
	je	.L1680
	cmpl	$6, %eax
	je	.L1680
	movq	32(%rsp), %rax
	movq	32(%rax), %r10
.L1681:
	movq	32(%rsp), %rax
	movq	48(%rsp), %rdi
	movq	%r10, %rbp
	movl	76(%rbx), %edx
	movq	1216(%rax), %rax
	movq	%rax, (%rsp)
	movq	72(%rsp), %rax
	cmpq	%rdi, %rax
	jb	.L1720
	movq	16(%rbx), %r13
	cmpq	24(%rbx), %r15
	jnb	.L1663
	cmpq	%r12, %r13
	cmova	%r12, %r13
.L1664:
	testl	%edx, %edx
	jne	.L1660
	movq	16(%rsp), %rdx
	movq	32(%rbx), %rcx
	movq	40(%rbx), %rsi
	imulq	%r13, %rdx
	addq	%rdx, 48(%rbx)
	movq	%rcx, %rdx
	.p2align 4,,10
	.p2align 3
.L1666:
	cmpq	%r15, %rsi
	jnb	.L1678
	testq	%rcx, %rcx
	je	.L1718
	leaq	-1(%rcx), %rdx
.L1678:
	cmpq	%rdx, %r12
	cmovbe	%r12, %rdx
	cmpq	%rdx, %r13
	jnb	.L1718
	movl	72(%rbx), %r10d
	testl	%r10d, %r10d
	jne	.L1667
	movq	64(%rbx), %rax
	subq	%r13, %rdx
	movq	56(%rbx), %rdi
	movq	%rax, %r8
	shrq	%r8
	cmpq	%rdx, %r8
	jnb	.L1668
	addq	%rdi, %rdx
	cmpq	%rdx, %rax
	jnb	.L1668
	cmpq	%rdi, %r8
	jb	.L1721
.L1669:
	movq	16(%rbx), %rax
	cmpq	24(%rbx), %r15
	jb	.L1670
	testq	%rax, %rax
	je	.L1671
	subq	$1, %rax
.L1670:
	cmpq	%rax, %r12
	cmovbe	%r12, %rax
	cmpq	%rax, %r13
	jnb	.L1671
	movq	16(%rsp), %rdi
	movq	%rax, %rdx
	subq	%r13, %rdx
	movq	%rax, %r13
	imulq	%rdi, %rdx
	addq	%rdx, 48(%rbx)
.L1671:
	movq	%rcx, %rdx
	cmpq	%r15, %rsi
	jnb	.L1690
	testq	%rcx, %rcx
	je	.L1718
	leaq	-1(%rcx), %rax
.L1672:
	movl	72(%rbx), %r9d
	cmpq	%rax, %r12
	cmovbe	%r12, %rax
	testl	%r9d, %r9d
	jne	.L1666
	cmpq	%rax, %r13
	jnb	.L1666
	movq	64(%rbx), %rdi
	subq	%r13, %rax
	subq	56(%rbx), %rdi
	cmpq	%rax, %rdi
	jnb	.L1666
	movq	32(%rsp), %rax
	movl	$1, 76(%rbx)
	movq	1208(%rax), %r14
	jmp	.L1660
	.p2align 4,,10
	.p2align 3
.L1652:
	movq	72(%rsp), %r10
	leaq	192(%rdi), %rax
	leaq	240(%rdi), %rdx
	xorl	%esi, %esi
	leaq	216(%rdi), %r11
	.p2align 4,,10
	.p2align 3
.L1688:
	movl	(%rax), %r8d
	testl	%r8d, %r8d
	jne	.L1684
	movl	24(%rax), %ecx
	testl	%ecx, %ecx
	jne	.L1685
	cmpq	%r9, %r10
	jb	.L1684
	movl	192(%rax), %ecx
	movq	%r12, %r8
	subq	96(%rdx), %r8
	shrq	%cl, %r8
	movq	%r8, %rcx
	cmpq	$65535, %r8
	jbe	.L1722
	.p2align 4,,10
	.p2align 3
.L1684:
	addq	$4, %rax
	addq	$65536, %rsi
	addq	$8, %rdx
	cmpq	%r11, %rax
	jne	.L1688
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
.L1685:
	.cfi_restore_state
	movq	(%rdx), %rcx
	testq	%rcx, %rcx
	jne	.L1686
	movq	%r10, %rcx
	cmpq	%r9, %r10
	jnb	.L1684
.L1687:
	subq	96(%rdx), %rcx
	movq	%rcx, %r8
	movl	192(%rax), %ecx
	shrq	%cl, %r8
	movq	%r8, %rcx
	cmpq	$65535, %r8
	ja	.L1684
	movq	504(%rdi), %r8
	addq	%rsi, %rcx
	addq	%r13, (%r8,%rcx,8)
	jmp	.L1684
	.p2align 4,,10
	.p2align 3
.L1686:
	cmpq	%r9, %r10
	jb	.L1684
	cmpq	%rcx, %r12
	jb	.L1684
	movq	%r15, %rcx
	jmp	.L1687
	.p2align 4,,10
	.p2align 3
.L1722:
	movq	504(%rdi), %r8
	addq	%rsi, %rcx
	salq	$3, %rcx
	addq	%rcx, %r8
	addq	512(%rdi), %rcx
	addq	%r13, (%r8)
	movq	%r12, %r8
	imulq	%r13, %r8
	addq	%r8, (%rcx)
	jmp	.L1684
	.p2align 4,,10
	.p2align 3
.L1653:
	movq	%r13, %rax
	mulq	%r12
	addq	%rax, %r10
	movq	%rax, 48(%rsp)
	movq	%r9, %rax
	adcq	%rdx, %r11
	imulq	%r12, %rax
	movq	%rdx, 56(%rsp)
	leaq	1(%r12), %rdx
	movq	%r10, 32(%rdi)
	movq	%r11, 40(%rdi)
	mulq	%rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rax, %rcx
	movq	%r15, %rax
	movq	%rdx, %rbx
	mulq	%r12
	addq	%rcx, %rax
	movq	(%rsp), %rcx
	adcq	%rbx, %rdx
	imulq	%rdx, %rcx
	mulq	(%rsp)
	addq	%rcx, %rdx
	addq	32(%rsp), %rax
	adcq	40(%rsp), %rdx
	movq	%rax, 48(%rdi)
	movq	72(%rsp), %rax
	movq	%rdx, 56(%rdi)
	cmpq	%rax, %rsi
	jnb	.L1656
	leaq	(%r9,%r15), %rax
	cmpq	%rax, %rsi
	jb	.L1657
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%r15, %rax
	divq	%r9
	mulq	%r13
	addq	%rax, 16(%rsp)
	adcq	%rdx, 24(%rsp)
	jmp	.L1657
	.p2align 4,,10
	.p2align 3
.L1668:
	cmpq	%rax, %rdi
	jb	.L1667
	movq	(%rsp), %rcx
	movq	%r14, %rdx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	guess_narrow
	movq	16(%rbx), %rax
	cmpq	24(%rbx), %r15
	jb	.L1675
	testq	%rax, %rax
	je	.L1717
	subq	$1, %rax
.L1675:
	cmpq	%rax, %r12
	cmovbe	%r12, %rax
	cmpq	%rax, %r13
	jnb	.L1717
	movq	16(%rsp), %rdi
	movq	32(%rbx), %rcx
	movq	%rax, %rdx
	subq	%r13, %rdx
	movq	40(%rbx), %rsi
	movq	%rax, %r13
	imulq	%rdi, %rdx
	addq	%rdx, 48(%rbx)
	movq	%rcx, %rdx
	jmp	.L1666
	.p2align 4,,10
	.p2align 3
.L1667:
	movq	48(%rsp), %rsi
	addq	$1, %r13
	movq	(%rsp), %r9
	movq	%rbp, %rcx
	movq	16(%rsp), %rdx
	movq	%r14, %r8
	movq	%rbx, %rdi
	imulq	%r13, %rsi
	addq	%r15, %rsi
	call	guess_hold
	movq	32(%rbx), %rcx
	movq	40(%rbx), %rsi
	movq	%rcx, %rdx
	jmp	.L1666
	.p2align 4,,10
	.p2align 3
.L1718:
	movq	32(%rsp), %rax
	movq	1208(%rax), %r14
	jmp	.L1660
	.p2align 4,,10
	.p2align 3
.L1717:
	movq	32(%rbx), %rcx
	movq	40(%rbx), %rsi
	movq	%rcx, %rdx
	jmp	.L1666
	.p2align 4,,10
	.p2align 3
.L1663:
	leaq	-1(%r13), %rcx
	cmpq	%r12, %rcx
	cmova	%r12, %rcx
	testq	%r13, %r13
	cmovne	%rcx, %r13
	jmp	.L1664
	.p2align 4,,10
	.p2align 3
.L1690:
	movq	%rcx, %rax
	jmp	.L1672
	.p2align 4,,10
	.p2align 3
.L1680:
	movq	48(%rsp), %r9
	movq	32(%rsp), %rdi
	movq	16(%rsp), %r13
	cmpq	%r9, 72(%rsp)
	jb	.L1682
.L1689:
	addq	%r13, 88(%rdi)
	movq	520(%rdi), %rdx
	movq	%r12, %rax
	cmpq	$16383, %r12
	jbe	.L1683
	bsrq	%r12, %rax
	movq	%r12, %rsi
	subl	$13, %eax
	movq	%rax, %rcx
	salq	$13, %rax
	shrq	%cl, %rsi
	addq	%rsi, %rax
.L1683:
	salq	$3, %rax
	imulq	%r13, %r12
	addq	%r13, (%rdx,%rax)
	addq	528(%rdi), %rax
	addq	%r12, (%rax)
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
.L1721:
	.cfi_restore_state
	movq	(%rsp), %rcx
	movq	%rbp, %rsi
	movq	%r14, %rdx
	movq	%rbx, %rdi
	call	guess_narrow
	movq	40(%rbx), %rsi
	movq	32(%rbx), %rcx
	jmp	.L1669
	.p2align 4,,10
	.p2align 3
.L1682:
	addq	%r13, 80(%rdi)
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
.L1719:
	.cfi_restore_state
	movq	(%rsp), %r9
	movq	16(%rsp), %rdx
	movq	%r14, %r8
	movq	%r10, %rcx
	movq	72(%rsp), %rsi
	movq	%rbx, %rdi
	call	guess_hold
	movq	32(%rsp), %rax
	movq	1208(%rax), %r14
	jmp	.L1660
	.p2align 4,,10
	.p2align 3
.L1656:
	movq	48(%rsp), %rcx
	movq	56(%rsp), %rbx
	addq	%rcx, 16(%rsp)
	adcq	%rbx, 24(%rsp)
.L1657:
	movdqa	16(%rsp), %xmm2
	movaps	%xmm2, 64(%rdi)
	testq	%r14, %r14
	jne	.L1654
	jmp	.L1689
	.cfi_endproc
.LFE134:
	.size	cqr_add_n, .-cqr_add_n
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
	je	.L1728
	movq	8(%rdi), %r14
	movq	%rdi, %rbx
	movabsq	$-4658895280553007687, %r13
	movabsq	$-7723592293110705685, %r12
	leaq	(%r14,%rax,8), %rax
	movq	%rax, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L1725:
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
	jne	.L1725
.L1728:
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
.LFB56:
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
	jnb	.L1730
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
	jmp	.L1740
	.p2align 4,,10
	.p2align 3
.L1750:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1735:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1734:
	cmpq	%r15, %rbp
	jnb	.L1730
.L1740:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1732
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1732
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1749
.L1732:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1735
	cmpq	%rax, %rbx
	jnb	.L1736
	addq	%r8, %rdx
.L1737:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1750
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1735
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
	jmp	.L1735
	.p2align 4,,10
	.p2align 3
.L1736:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1737
	.p2align 4,,10
	.p2align 3
.L1730:
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
.L1749:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1733:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1733
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1734
	.cfi_endproc
.LFE56:
	.size	run_closed, .-run_closed
	.p2align 4
	.type	ref_walker_start, @function
ref_walker_start:
.LFB146:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	addq	$180, %rdi
	movq	$0, -8(%rdi)
	movl	%ebx, %eax
	movq	$0, 68(%rdi)
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	256(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movl	%edx, 168(%rbx)
	movq	$-1, %rax
	movq	%rsi, 160(%rbx)
	cmpq	$0, 48(%rsi)
	movq	%rsi, 232(%rbx)
	je	.L1752
	movq	64(%rsi), %rax
.L1752:
	movq	%rax, 248(%rbx)
	movq	160(%rsi), %rdi
	movl	$8, %esi
	call	calloc@PLT
	cmpq	$1, %rax
	movq	%rax, 200(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	sbbl	%eax, %eax
	ret
	.cfi_endproc
.LFE146:
	.size	ref_walker_start, .-ref_walker_start
	.p2align 4
	.type	service_of, @function
service_of:
.LFB34:
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
	je	.L1757
	cmpl	$3, %eax
	je	.L1758
	cmpl	$1, %eax
	movq	(%rdi), %rax
	je	.L1759
.L1756:
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
.L1757:
	.cfi_restore_state
	movq	96(%rdi), %rdi
	movq	%rsi, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	movsd	24(%rbx), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1786
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
.L1759:
	.cfi_restore_state
	testq	%rax, %rax
	js	.L1761
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
	movsd	%xmm7, 8(%rsp)
.L1762:
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
	ja	.L1777
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1756
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1790
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1756
	.p2align 4,,10
	.p2align 3
.L1758:
	movsd	16(%rdi), %xmm0
	movq	(%rdi), %r12
	mulsd	%xmm0, %xmm0
	call	log1p@PLT
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1787
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1771:
	testq	%r12, %r12
	js	.L1772
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1773:
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
	ja	.L1788
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1776:
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
	ja	.L1777
	comisd	.LC289(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1756
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1791
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1756
	.p2align 4,,10
	.p2align 3
.L1786:
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
.L1761:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1762
	.p2align 4,,10
	.p2align 3
.L1777:
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
.L1772:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1773
	.p2align 4,,10
	.p2align 3
.L1790:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1756
	.p2align 4,,10
	.p2align 3
.L1791:
	cvttsd2siq	%xmm0, %rax
	jmp	.L1756
.L1787:
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1771
.L1788:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1776
	.cfi_endproc
.LFE34:
	.size	service_of, .-service_of
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB82:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1807
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
.L1793:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1798
	.p2align 4,,10
	.p2align 3
.L1794:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1796
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1796:
	testq	%r8, %r8
	je	.L1797
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1797
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1797:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1794
.L1798:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1793
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
.L1807:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE82:
	.size	dist_correct, .-dist_correct
	.p2align 4
	.type	run_open, @function
run_open:
.LFB57:
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
	jnb	.L1810
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
	jmp	.L1821
	.p2align 4,,10
	.p2align 3
.L1830:
	movq	$-1, (%rdi)
.L1815:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1814:
	cmpq	%r15, %rbx
	jnb	.L1810
.L1821:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1812
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1812
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1829
.L1812:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1815
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1816
	addq	%rcx, %rdx
.L1817:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1830
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1815
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
	jmp	.L1815
	.p2align 4,,10
	.p2align 3
.L1816:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1817
	.p2align 4,,10
	.p2align 3
.L1810:
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
.L1829:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1813:
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
	jne	.L1813
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1814
	.cfi_endproc
.LFE57:
	.size	run_open, .-run_open
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
.L1832:
	xorl	%r15d, %r15d
.L1836:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L1835
	.p2align 4,,10
	.p2align 3
.L1851:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L1850
.L1835:
	testq	%r15, %r15
	jne	.L1851
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L1835
.L1850:
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
	jne	.L1852
	movl	$1, %r15d
	jmp	.L1836
.L1852:
	subl	$1, 16(%rsp)
	jne	.L1832
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L1838
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1839:
	movsd	.LC294(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L1840
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1841:
	movsd	.LC295(%rip), %xmm2
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
	jb	.L1848
	movsd	(%rbx), %xmm0
.L1831:
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
.L1848:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L1831
.L1838:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1839
.L1840:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1841
	.cfi_endproc
.LFE19:
	.size	estimate_ghz, .-estimate_ghz
	.section	.rodata.str1.8
	.align 8
.LC297:
	.string	"RESULT score method=%s interval_ns=%lu pct=%s value_ns=%lu truth_ns=%lu err_pct=%.3f ratio=%s\n"
	.align 8
.LC298:
	.string	"\nscoreboard: each way to read a number off the measurement, against the truth (%s), closest at p99 first\n"
	.section	.rodata.str1.1
.LC299:
	.string	"interval"
.LC300:
	.string	"method"
.LC301:
	.string	"%-15s %10s"
.LC302:
	.string	"truth"
.LC303:
	.string	"\n%-15s %10s"
.LC304:
	.string	"error against the truth, %%:\n"
.LC305:
	.string	" %+11.1f"
	.section	.rodata.str1.8
	.align 8
.LC306:
	.string	"(us; intervals per connection but hdr-schedule's, for all; wrk's in whole us)"
	.text
	.p2align 4
	.type	print_score, @function
print_score:
.LFB314:
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
.L1855:
	movl	872(%r10,%rax,4), %ecx
	testl	%ecx, %ecx
	je	.L1854
	movslq	%r13d, %rdx
	addl	$1, %r13d
	movl	%eax, 80(%rsp,%rdx,4)
.L1854:
	addq	$1, %rax
	cmpq	$9, %rax
	jne	.L1855
	cmpl	$1, %r13d
	jle	.L1856
	movq	24(%r10), %rax
	testq	%rax, %rax
	js	.L1857
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1858:
	leaq	80(%rsp), %rsi
	leaq	84(%rsp), %rcx
	movl	$1, %edx
	movsd	.LC73(%rip), %xmm4
	movq	.LC61(%rip), %xmm3
	pxor	%xmm5, %xmm5
	.p2align 4,,10
	.p2align 3
.L1859:
	movq	%rcx, %rax
	jmp	.L1860
	.p2align 4,,10
	.p2align 3
.L1938:
	movslq	%r11d, %r11
	leaq	(%r11,%r11,4), %r11
	salq	$4, %r11
	movq	104(%r10,%r11), %r11
	testq	%r11, %r11
	js	.L1865
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r11, %xmm1
.L1866:
	subsd	%xmm2, %xmm1
	movslq	%r9d, %r9
	leaq	(%r9,%r9,4), %r9
	salq	$4, %r9
	mulsd	%xmm4, %xmm1
	movq	104(%r10,%r9), %r9
	divsd	%xmm2, %xmm1
	andpd	%xmm3, %xmm1
	testq	%r9, %r9
	js	.L1867
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L1868:
	subsd	%xmm2, %xmm0
	mulsd	%xmm4, %xmm0
	divsd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L1862
	movq	%xmm6, -4(%rax)
	subq	$4, %rax
	cmpq	%rsi, %rax
	je	.L1862
.L1860:
	comisd	%xmm5, %xmm2
	movq	-4(%rax), %xmm0
	pshufd	$0xe5, %xmm0, %xmm7
	pshufd	$225, %xmm0, %xmm6
	movd	%xmm0, %r11d
	movd	%xmm7, %r9d
	ja	.L1938
.L1862:
	addl	$1, %edx
	addq	$4, %rcx
	cmpl	%edx, %r13d
	jne	.L1859
	testl	%r8d, %r8d
	je	.L1870
.L1869:
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
.L1887:
	movslq	(%rsi), %r15
	movq	%rsi, 24(%rsp)
	leaq	PCT_NAME(%rip), %r14
	movq	40(%rsp), %r12
	leaq	(%r15,%r15,4), %rbp
	salq	$4, %rbp
	jmp	.L1886
	.p2align 4,,10
	.p2align 3
.L1941:
	testq	%r8, %r8
	js	.L1884
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1885:
	subsd	%xmm1, %xmm0
	mulsd	.LC73(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1882:
	movq	16(%rsp), %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 200
	movq	(%r14), %rcx
	addq	$8, %r12
	movq	0(%r13,%r15,8), %rsi
	leaq	.LC297(%rip), %rdi
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
	je	.L1939
.L1886:
	movq	(%r12), %r9
	movq	80(%r12,%rbp), %r8
	testq	%r9, %r9
	je	.L1872
	testq	%r8, %r8
	js	.L1873
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1874:
	testq	%r9, %r9
	js	.L1875
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L1876:
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
	js	.L1940
.L1932:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L1881:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1941
	pxor	%xmm0, %xmm0
	jmp	.L1882
	.p2align 4,,10
	.p2align 3
.L1867:
	movq	%r9, %r11
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%r11
	orq	%r9, %r11
	cvtsi2sdq	%r11, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1868
	.p2align 4,,10
	.p2align 3
.L1865:
	movq	%r11, %rbx
	andl	$1, %r11d
	pxor	%xmm1, %xmm1
	shrq	%rbx
	orq	%r11, %rbx
	cvtsi2sdq	%rbx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1866
	.p2align 4,,10
	.p2align 3
.L1940:
	movq	%r9, %rax
	movq	%r9, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1881
	.p2align 4,,10
	.p2align 3
.L1872:
	movl	$6369134, (%rbx)
	jmp	.L1932
	.p2align 4,,10
	.p2align 3
.L1875:
	movq	%r9, %rax
	andl	$1, %r9d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r9, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1876
	.p2align 4,,10
	.p2align 3
.L1873:
	movq	%r8, %rax
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r8, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1874
	.p2align 4,,10
	.p2align 3
.L1884:
	movq	%r8, %rax
	movq	%r8, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1885
	.p2align 4,,10
	.p2align 3
.L1939:
	movq	24(%rsp), %rsi
	addq	$4, %rsi
	cmpq	%rsi, 32(%rsp)
	jne	.L1887
.L1853:
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
.L1870:
	.cfi_restore_state
	movq	%rdi, %rsi
	xorl	%eax, %eax
	leaq	.LC298(%rip), %rdi
	movq	%r10, 8(%rsp)
	call	printf@PLT
	leaq	.LC299(%rip), %rdx
	leaq	.LC300(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC301(%rip), %rdi
	leaq	PCT_LABEL(%rip), %rbp
	call	printf@PLT
	movq	8(%rsp), %rbx
	leaq	48(%rbp), %r12
	leaq	.LC6(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L1889:
	movq	0(%rbp), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r12, %rbp
	jne	.L1889
	leaq	.LC11(%rip), %rdx
	leaq	.LC302(%rip), %rsi
	xorl	%eax, %eax
	movq	%rbx, 8(%rsp)
	leaq	.LC303(%rip), %rdi
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
.L1890:
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	addq	$8, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%rbp, %r12
	jne	.L1890
	movl	$10, %edi
	movq	%r14, 16(%rsp)
	call	putchar@PLT
	testl	%r13d, %r13d
	je	.L1891
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
.L1894:
	movl	(%r14), %eax
	leaq	.LC11(%rip), %rdx
	xorl	%ebp, %ebp
	testl	%eax, %eax
	jne	.L1942
.L1892:
	movq	0(%r13,%rbp,8), %rsi
	leaq	.LC301(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	call	printf@PLT
	leaq	0(%rbp,%rbp,4), %rcx
	movq	16(%rsp), %rax
	salq	$4, %rcx
	leaq	(%rax,%rcx), %rbp
	.p2align 4,,10
	.p2align 3
.L1893:
	movq	88(%rbp,%r12,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r12
	jne	.L1893
	movl	$10, %edi
	addq	$4, %r14
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r14
	jne	.L1894
	leaq	.LC304(%rip), %rdi
	xorl	%eax, %eax
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	call	printf@PLT
	leaq	.LC305(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L1904:
	movslq	(%r12), %rbx
	leaq	.LC11(%rip), %rdx
	leaq	.LC301(%rip), %rdi
	xorl	%eax, %eax
	movq	0(%r13,%rbx,8), %rsi
	leaq	(%rbx,%rbx,4), %rbx
	salq	$4, %rbx
	call	printf@PLT
	movq	24(%rsp), %r14
	jmp	.L1903
	.p2align 4,,10
	.p2align 3
.L1944:
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1935
.L1945:
	movq	80(%r14,%rbx), %rax
	testq	%rax, %rax
	js	.L1901
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1902:
	subsd	%xmm1, %xmm0
	mulsd	.LC73(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1899:
	movq	%r15, %rdi
	movl	$1, %eax
	addq	$8, %r14
	call	printf@PLT
	cmpq	%rbp, %r14
	je	.L1943
.L1903:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1944
	movq	%rax, %rcx
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	andl	$1, %eax
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1945
.L1935:
	pxor	%xmm0, %xmm0
	jmp	.L1899
	.p2align 4,,10
	.p2align 3
.L1901:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1902
	.p2align 4,,10
	.p2align 3
.L1943:
	movl	$10, %edi
	addq	$4, %r12
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r12
	jne	.L1904
.L1896:
	leaq	.LC306(%rip), %rdi
	call	puts@PLT
	jmp	.L1853
	.p2align 4,,10
	.p2align 3
.L1942:
	movslq	%eax, %rbp
	movq	16(%rsp), %rax
	movq	%rbx, %rdi
	movq	800(%rax,%rbp,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	jmp	.L1892
.L1857:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1858
.L1891:
	leaq	.LC304(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1896
.L1856:
	testl	%r8d, %r8d
	je	.L1870
	leaq	80(%rsp), %rsi
	cmpl	$1, %r13d
	je	.L1869
	jmp	.L1853
	.cfi_endproc
.LFE314:
	.size	print_score, .-print_score
	.section	.rodata.str1.1
.LC307:
	.string	"bench: %s\n"
	.text
	.p2align 4
	.type	due_restart, @function
due_restart:
.LFB47:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %rdx
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%rdx)
	cmpq	$0, 112(%rsi)
	je	.L1959
.L1957:
	ret
	.p2align 4,,10
	.p2align 3
.L1959:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1957
	cmpl	$1, %eax
	je	.L1960
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
	jne	.L1961
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1960:
	.cfi_restore 3
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L1961:
	.cfi_def_cfa_offset 272
	.cfi_offset 3, -16
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC307(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE47:
	.size	due_restart, .-due_restart
	.section	.rodata.str1.1
.LC308:
	.string	"%-*s %9lu"
.LC309:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row_w, @function
print_row_w:
.LFB233:
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
.L1963:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L1963
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L1964
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
.L1964:
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
.LFE233:
	.size	print_row_w, .-print_row_w
	.p2align 4
	.type	think_of.part.0.isra.0, @function
think_of.part.0.isra.0:
.LFB387:
	.cfi_startproc
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	testq	%rsi, %rsi
	js	.L1970
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rsi, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1971:
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
	ja	.L1969
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1969
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1978
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1969:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1970:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1971
	.p2align 4,,10
	.p2align 3
.L1978:
	cvttsd2siq	%xmm1, %rax
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE387:
	.size	think_of.part.0.isra.0, .-think_of.part.0.isra.0
	.p2align 4
	.type	dist_of_sorted, @function
dist_of_sorted:
.LFB99:
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
	je	.L1979
.L1980:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L1988
	.p2align 4,,10
	.p2align 3
.L1983:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L1982
.L1988:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L1983
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L1984
.L1989:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L1984
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L1984:
	cmpq	%rbp, %rbx
	jnb	.L1979
	movq	%rbx, %rax
	jmp	.L1980
	.p2align 4,,10
	.p2align 3
.L1982:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L1989
.L1979:
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
.LFE99:
	.size	dist_of_sorted, .-dist_of_sorted
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB91:
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
	jne	.L1998
	movl	152(%rdi), %ecx
	movq	%rdi, %r11
	testl	%ecx, %ecx
	jne	.L1998
	cmpq	$1, 160(%rdi)
	je	.L2015
.L1998:
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
.L2015:
	.cfi_restore_state
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L1998
	movq	40(%rdi), %r10
	testq	%r10, %r10
	jne	.L1998
	movq	%rsi, %r12
	movq	%rdx, %rbx
	call	closed_form_gap.part.0
	testq	%rax, %rax
	jne	.L1998
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
.L2002:
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L2001
	jmp	.L2000
	.p2align 4,,10
	.p2align 3
.L2009:
	movq	%rdx, %rcx
.L2001:
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%rcx, %r10
	divq	%rcx
	testq	%rdx, %rdx
	jne	.L2009
.L2000:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L2002
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
.LFE91:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB170:
	.cfi_startproc
	movl	204(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L2026
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L2026:
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
	jne	.L2016
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L2016
	movl	152(%rbx), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L2021
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L2021
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L2016:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L2021:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE170:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB172:
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
	je	.L2027
	cmpl	$2, %edx
	je	.L2047
	movl	152(%rbp), %edx
	movq	136(%rbp), %r12
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L2048
.L2033:
	leaq	0(,%rdi,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rbx)
	testq	%rax, %rax
	je	.L2031
	salq	$3, %r12
.L2032:
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
.L2027:
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
.L2048:
	.cfi_restore_state
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L2033
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L2033
	.p2align 4,,10
	.p2align 3
.L2047:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L2031
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
	je	.L2031
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 56(%rbx)
	call	calloc@PLT
	movq	%rax, 72(%rbx)
	testq	%rax, %rax
	je	.L2031
	movl	$524288, %r12d
	movl	$524288, %ebp
	jmp	.L2032
.L2031:
	movl	$-1, %eax
	jmp	.L2027
	.cfi_endproc
.LFE172:
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
.LFB389:
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
	jle	.L2116
	movl	%esi, 28(%rsp)
	xorl	%ebx, %ebx
	leaq	1664+OPTIONS(%rip), %rbp
	movq	%rcx, 8(%rsp)
	movl	%ebx, %r14d
	.p2align 4,,10
	.p2align 3
.L2050:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 32(%rsp)
	movq	16(%rsp), %rcx
	movq	(%rcx,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L2123
	cmpb	$104, 1(%r15)
	jne	.L2123
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC310(%rip), %r13
	jne	.L2123
.L2053:
	leaq	OPTIONS(%rip), %rbx
	xorl	%r12d, %r12d
	jmp	.L2058
	.p2align 4,,10
	.p2align 3
.L2054:
	addl	$1, %r12d
	addq	$32, %rbx
	cmpl	$52, %r12d
	je	.L2057
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
.L2058:
	movq	(%rbx), %rdi
	testl	%eax, %eax
	jne	.L2054
	movslq	%r12d, %rdx
	leaq	OPTIONS(%rip), %rax
	salq	$5, %rdx
	movl	8(%rax,%rdx), %eax
	cmpl	$2, %eax
	je	.L2177
	leal	1(%r14), %r13d
	cmpl	$1, %eax
	je	.L2178
	cmpl	%r13d, 28(%rsp)
	je	.L2179
	movq	16(%rsp), %rax
	movq	32(%rsp), %rcx
	movq	8(%rax,%rcx), %r12
	cmpb	$45, (%r12)
	jne	.L2125
	cmpb	$104, 1(%r12)
	jne	.L2125
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC310(%rip), %rbx
	jne	.L2125
.L2072:
	leaq	32+OPTIONS(%rip), %r14
	jmp	.L2075
	.p2align 4,,10
	.p2align 3
.L2073:
	cmpq	%rbp, %r14
	je	.L2074
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$32, %r14
	call	strcmp@PLT
.L2075:
	testl	%eax, %eax
	jne	.L2073
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC323(%rip), %rdx
	call	snprintf@PLT
.L2061:
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
.L2074:
	.cfi_restore_state
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L2180
	movq	8(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	apply_amount.constprop.0
	testl	%eax, %eax
	jle	.L2077
	leaq	.LC326(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2078
	leaq	.LC327(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC328(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2079
	testl	%eax, %eax
	jne	.L2181
.L2079:
	testl	%eax, %eax
	movq	40(%rsp), %rcx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 200(%rcx)
.L2069:
	leal	1(%r13), %r14d
	cmpl	%r14d, 28(%rsp)
	jg	.L2050
.L2116:
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
.L2123:
	.cfi_restore_state
	leaq	.LC122(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r13
	call	strcmp@PLT
	jmp	.L2053
	.p2align 4,,10
	.p2align 3
.L2125:
	leaq	.LC122(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L2072
	.p2align 4,,10
	.p2align 3
.L2078:
	leaq	.LC331(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2081
	leaq	.LC332(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2182
	leaq	.LC333(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2083
	leaq	.LC334(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2083
	leaq	.LC335(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2183
	leaq	.LC336(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2086
	movq	40(%rsp), %rax
	movl	$3, 204(%rax)
	jmp	.L2069
	.p2align 4,,10
	.p2align 3
.L2057:
	cmpb	$45, (%r15)
	movq	8(%rsp), %rdi
	je	.L2184
.L2124:
	leaq	.LC311(%rip), %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC312(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
	.p2align 4,,10
	.p2align 3
.L2077:
	je	.L2069
	jmp	.L2061
	.p2align 4,,10
	.p2align 3
.L2081:
	leaq	.LC339(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2185
	leaq	.LC341(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2186
	leaq	.LC343(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2187
	leaq	.LC346(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2097
	leaq	.LC344(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC342(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2098
	testl	%eax, %eax
	jne	.L2188
.L2098:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 72(%rdx)
	jmp	.L2069
.L2184:
	cmpb	$45, 1(%r15)
	jne	.L2124
.L2060:
	leaq	.LC313(%rip), %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC314(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
	.p2align 4,,10
	.p2align 3
.L2178:
	leaq	.LC317(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	je	.L2189
	leaq	.LC318(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	jne	.L2065
	movq	40(%rsp), %rax
	movl	$1, 432(%rax)
.L2064:
	movl	%r14d, %r13d
	jmp	.L2069
	.p2align 4,,10
	.p2align 3
.L2189:
	movq	40(%rsp), %rax
	movl	$1, 464(%rax)
	jmp	.L2064
.L2097:
	leaq	.LC287(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2190
	leaq	.LC349(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2100
	leaq	.LC350(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2101
	leaq	.LC351(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2122
	leaq	.LC352(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2191
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC353(%rip), %r8
	leaq	.LC354(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
.L2083:
	movq	40(%rsp), %rax
	movl	$1, 204(%rax)
	jmp	.L2069
.L2182:
	movq	40(%rsp), %rax
	movl	$0, 204(%rax)
	jmp	.L2069
.L2185:
	xorl	%ebx, %ebx
	leaq	SERVICE_DIST_NAME(%rip), %r14
.L2089:
	movq	(%r14,%rbx,8), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2192
	movq	40(%rsp), %rax
	movl	%ebx, 8(%rax)
	jmp	.L2069
.L2065:
	leaq	.LC319(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	je	.L2193
	leaq	.LC320(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	jne	.L2067
	movq	40(%rsp), %rax
	movl	$3, 352(%rax)
	jmp	.L2064
.L2193:
	movq	40(%rsp), %rax
	movl	$1, 436(%rax)
	jmp	.L2064
.L2190:
	movq	40(%rsp), %rax
	movq	%r12, 392(%rax)
	movl	$2, 72(%rax)
	jmp	.L2069
.L2186:
	leaq	.LC242(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L2194
.L2092:
	movq	40(%rsp), %rdx
	movl	%eax, 40(%rdx)
	jmp	.L2069
.L2187:
	leaq	.LC344(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L2195
.L2095:
	movq	40(%rsp), %rdx
	movl	%eax, 44(%rdx)
	jmp	.L2069
.L2177:
	movq	%rdi, %r9
	movq	8(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC315(%rip), %r8
	movq	%r9, %rcx
	leaq	.LC316(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
.L2179:
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC313(%rip), %r8
	leaq	.LC322(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
.L2180:
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC324(%rip), %r8
	leaq	.LC325(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
.L2183:
	movq	40(%rsp), %rax
	movl	$2, 204(%rax)
	jmp	.L2069
.L2192:
	addq	$1, %rbx
	cmpq	$4, %rbx
	jne	.L2089
.L2096:
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC340(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2061
.L2100:
	leaq	.LC355(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2196
	leaq	.LC360(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2105
	leaq	.LC344(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC345(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2106
	testl	%eax, %eax
	jne	.L2197
.L2106:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 336(%rdx)
	jmp	.L2069
.L2194:
	leaq	.LC342(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2096
	movl	$1, %eax
	jmp	.L2092
.L2067:
	leaq	.LC321(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2064
	movq	40(%rsp), %rax
	movl	$1, 500(%rax)
	jmp	.L2064
.L2195:
	leaq	.LC345(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2096
	movl	$1, %eax
	jmp	.L2095
.L2196:
	leaq	.LC356(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC357(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2104
	testl	%eax, %eax
	jne	.L2198
.L2104:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 280(%rdx)
	jmp	.L2069
.L2105:
	leaq	.LC363(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2107
	leaq	.LC364(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC365(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L2108
	testl	%eax, %eax
	jne	.L2199
.L2108:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movl	$1, 488(%rdx)
	movzbl	%al, %eax
	movl	%eax, 296(%rdx)
	jmp	.L2069
.L2107:
	leaq	.LC368(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2200
	leaq	.LC369(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2201
	leaq	.LC370(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2111
	cmpb	$0, (%r12)
	je	.L2112
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L2112
	movq	40(%rsp), %rax
	movq	%r12, 424(%rax)
	jmp	.L2069
.L2181:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC329(%rip), %r8
	leaq	.LC330(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
.L2122:
	movl	$1, %eax
.L2101:
	movq	40(%rsp), %rdx
	movl	%eax, 152(%rdx)
	jmp	.L2069
.L2188:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC347(%rip), %r8
	leaq	.LC348(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
.L2191:
	movl	$2, %eax
	jmp	.L2101
.L2199:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC366(%rip), %r8
	leaq	.LC367(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
	.p2align 4,,10
	.p2align 3
.L2086:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC337(%rip), %r8
	leaq	.LC338(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
.L2198:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC358(%rip), %r8
	leaq	.LC359(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
.L2197:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC361(%rip), %r8
	leaq	.LC362(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
.L2112:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC371(%rip), %r8
	leaq	.LC372(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
	.p2align 4,,10
	.p2align 3
.L2111:
	leaq	.LC373(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2114
	leaq	.LC374(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2115
	leaq	.LC375(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2202
.L2115:
	movq	40(%rsp), %rax
	movq	%r12, 416(%rax)
	movl	$2, 352(%rax)
	jmp	.L2069
.L2114:
	movq	8(%rsp), %rdi
	jmp	.L2060
.L2202:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC376(%rip), %r8
	leaq	.LC377(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2061
	.p2align 4,,10
	.p2align 3
.L2201:
	movq	40(%rsp), %rax
	movq	%r12, 408(%rax)
	movl	$1, 352(%rax)
	jmp	.L2069
.L2200:
	movq	40(%rsp), %rax
	movq	%r12, 400(%rax)
	movl	$1, 352(%rax)
	jmp	.L2069
	.cfi_endproc
.LFE389:
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
.LFB393:
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
.L2205:
	movq	(%r12), %rax
	movq	%rbp, %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2204
	addl	$1, %ebx
	addq	$24, %r12
	cmpl	$20, %ebx
	jne	.L2205
	leaq	.LC380(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC381(%rip), %rdx
.L2219:
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L2203
	.p2align 4,,10
	.p2align 3
.L2204:
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
	je	.L2220
	leaq	40(%rsp), %r12
	movl	%r8d, 28(%rsp)
	leaq	48(%rsp), %r13
	leaq	.LC37(%rip), %rbp
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	movl	28(%rsp), %r8d
	testq	%rax, %rax
	je	.L2209
	movl	$1, %r15d
	leaq	48(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L2210:
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
	jne	.L2210
	movl	%edi, %r8d
.L2209:
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
.L2203:
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
.L2220:
	.cfi_restore_state
	leaq	.LC378(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC379(%rip), %rdx
	jmp	.L2219
	.cfi_endproc
.LFE393:
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
.LFB267:
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
	jle	.L2227
	movslq	%r12d, %rax
	movsd	.LC383(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L2226
	.p2align 4,,10
	.p2align 3
.L2260:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2225:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L2259
.L2226:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L2260
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2225
.L2259:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2261
.L2227:
	movsd	.LC2(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L2223:
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
.L2230:
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
	jne	.L2230
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L2246
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
.L2245:
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
	je	.L2233
	testq	%rbx, %rbx
	je	.L2233
	testq	%rax, %rax
	je	.L2233
	testq	%r14, %r14
	je	.L2262
	movq	.LC383(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L2240
	.p2align 4,,10
	.p2align 3
.L2263:
	divsd	%xmm6, %xmm0
	movsd	.LC2(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2236:
	call	log10@PLT
	movq	.LC59(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L2238
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2239:
	movq	-264(%rbp), %rax
	divsd	.LC383(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L2235
.L2240:
	movsd	(%r12), %xmm0
	movsd	.LC73(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L2263
	movq	.LC31(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L2236
	.p2align 4,,10
	.p2align 3
.L2238:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2239
	.p2align 4,,10
	.p2align 3
.L2262:
	movsd	.LC383(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L2235:
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
	js	.L2241
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2242:
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
	js	.L2243
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2244:
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
	jne	.L2245
.L2246:
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
.L2243:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2244
	.p2align 4,,10
	.p2align 3
.L2241:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2242
.L2261:
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
	jbe	.L2229
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
.L2229:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L2223
.L2233:
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
.LFE267:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	cqr_first_end, @function
cqr_first_end:
.LFB138:
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
	jne	.L2282
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
	jmp	.L2281
	.p2align 4,,10
	.p2align 3
.L2295:
	movq	40(%rsp), %rax
	movl	$1, (%rax)
.L2268:
	addq	$4, 40(%rsp)
	movq	40(%rsp), %rax
	addq	$8, 56(%rsp)
	addq	$112, 88(%rsp)
	addq	$8, 48(%rsp)
	cmpq	%rax, 96(%rsp)
	je	.L2280
	movq	32(%r15), %r12
	movq	40(%r15), %r13
.L2281:
	movq	56(%rsp), %rdi
	movl	16(%r15), %esi
	movq	%r12, %rax
	xorl	%ebx, %ebx
	movl	$99999, %ecx
	mulq	(%rdi)
	testl	%esi, %esi
	jne	.L2266
	movl	$50000, %ecx
	xorl	%ebx, %ebx
.L2266:
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
	je	.L2295
	movq	1208(%r15), %rcx
	movq	1216(%r15), %r8
	movq	%r14, %rsi
	movq	48(%rsp), %rdx
	movq	88(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L2296
	addl	$1, 24(%r15)
	cmpq	%r14, 80(%r15)
	jnb	.L2270
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
.L2271:
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
	jnc	.L2274
	addq	$1, %rsi
	addq	%r9, %rdi
	addq	%r8, %rbx
	cmpq	$16383, %rsi
	jbe	.L2297
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
	jmp	.L2271
	.p2align 4,,10
	.p2align 3
.L2297:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L2271
	.p2align 4,,10
	.p2align 3
.L2274:
	movq	48(%rsp), %rax
	movq	%r13, 192(%rax)
	movq	%rbx, 264(%rax)
	movq	%r12, 312(%rax)
	testl	%ecx, %ecx
	je	.L2298
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	40(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
	jmp	.L2268
	.p2align 4,,10
	.p2align 3
.L2280:
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
.L2264:
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
.L2296:
	.cfi_restore_state
	movq	40(%rsp), %rax
	movl	$1, (%rax)
	addl	$1, 1228(%r15)
	jmp	.L2268
	.p2align 4,,10
	.p2align 3
.L2270:
	movq	(%r15), %rdx
	xorl	%ecx, %ecx
	subq	$1, %rdx
	je	.L2272
	.p2align 4,,10
	.p2align 3
.L2273:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2285
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2273
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L2272:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	$0, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2268
	.p2align 4,,10
	.p2align 3
.L2298:
	imulq	%rbp, %r12
	movq	(%r15), %rdx
	subq	%rbx, %r14
	subq	%r12, %r14
	subq	$1, %rdx
	je	.L2278
	.p2align 4,,10
	.p2align 3
.L2279:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2287
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2279
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2278:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	%r13, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2268
	.p2align 4,,10
	.p2align 3
.L2285:
	movl	$48, %ecx
	jmp	.L2272
.L2287:
	movl	$48, %ecx
	jmp	.L2278
.L2282:
	movl	$-2, %eax
	jmp	.L2264
	.cfi_endproc
.LFE138:
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
.LFB266:
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
.L2300:
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
	jne	.L2300
	movq	%r14, %r15
	xorl	%ebx, %ebx
	xorl	%r12d, %r12d
	jmp	.L2312
	.p2align 4,,10
	.p2align 3
.L2301:
	addq	$1, %rbx
	addq	$80, %r15
	cmpq	$9, %rbx
	je	.L2322
.L2312:
	movl	872(%r14,%rbx,4), %edx
	testl	%edx, %edx
	je	.L2301
	xorl	%r13d, %r13d
	leaq	64(%rsp), %rdx
	leaq	112(%rsp), %rcx
	jmp	.L2310
	.p2align 4,,10
	.p2align 3
.L2325:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
	movq	88(%r15,%r13,8), %rax
	testq	%rax, %rax
	js	.L2304
.L2326:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2305:
	pxor	%xmm0, %xmm0
	cvtsi2sdl	%r13d, %xmm0
	movsd	%xmm0, (%rdx,%r13,8)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	jbe	.L2306
	comisd	%xmm0, %xmm1
	ja	.L2323
.L2306:
	pxor	%xmm3, %xmm3
	movq	.LC395(%rip), %rax
	comisd	%xmm3, %xmm1
	movq	%rax, %xmm0
	ja	.L2309
	cmpltsd	%xmm2, %xmm3
	movsd	.LC396(%rip), %xmm0
	pxor	%xmm4, %xmm4
	andpd	%xmm3, %xmm0
	andnpd	%xmm4, %xmm3
	orpd	%xmm3, %xmm0
.L2309:
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	je	.L2324
.L2310:
	movq	8(%r14,%r13,8), %rax
	testq	%rax, %rax
	jns	.L2325
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	movq	88(%r15,%r13,8), %rax
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	testq	%rax, %rax
	jns	.L2326
.L2304:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2305
	.p2align 4,,10
	.p2align 3
.L2323:
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
	jne	.L2310
.L2324:
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
	jne	.L2312
.L2322:
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
.LFE266:
	.size	score_writer, .-score_writer
	.section	.rodata.str1.8
	.align 8
.LC401:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB360:
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
.L2329:
	movl	192(%rbx,%rax), %esi
	xorl	%edx, %edx
	testl	%esi, %esi
	jne	.L2328
	movl	216(%rbx,%rax), %edi
	negl	%edi
	sbbl	%edx, %edx
	addl	$2, %edx
.L2328:
	movl	%edx, 0(%rbp,%rax)
	addq	$4, %rax
	cmpq	$24, %rax
	jne	.L2329
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
.L2340:
	movl	(%r11), %ecx
	movq	312(%r10), %r12
	testl	%ecx, %ecx
	jne	.L2330
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L2331
	movq	192(%r10), %rcx
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	jmp	.L2332
	.p2align 4,,10
	.p2align 3
.L2336:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L2366
.L2332:
	movq	%r12, %rsi
	addq	(%rdi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L2336
	movl	192(%r11), %ecx
	movq	%rsi, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L2367
	movq	88(%rsp), %rdi
	movq	144(%r10), %rcx
	imulq	(%rdi), %rcx
	addq	%rcx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L2330:
	addq	$1, %rdx
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	addq	$524288, 16(%rsp)
	cmpq	$6, %rdx
	jne	.L2340
	movq	88(%rsp), %rbx
	movq	104(%rsp), %rbp
	xorl	%r12d, %r12d
	jmp	.L2344
	.p2align 4,,10
	.p2align 3
.L2342:
	addq	$1, %r12
	cmpq	$6, %r12
	je	.L2368
.L2344:
	movl	0(%rbp,%r12,4), %r13d
	testl	%r13d, %r13d
	je	.L2342
	movq	504(%rbx), %rdi
	movq	%r12, %r14
	xorl	%esi, %esi
	movl	$524288, %edx
	salq	$19, %r14
	addq	%r14, %rdi
	call	memset@PLT
	cmpl	$2, %r13d
	jne	.L2342
	movq	512(%rbx), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %r12
	addq	%r14, %rdi
	call	memset@PLT
	cmpq	$6, %r12
	jne	.L2344
.L2368:
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
.L2331:
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
	jmp	.L2334
	.p2align 4,,10
	.p2align 3
.L2370:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L2369
.L2334:
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
	jc	.L2370
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
	je	.L2371
	movl	24(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L2330
	.p2align 4,,10
	.p2align 3
.L2367:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L2330
	.p2align 4,,10
	.p2align 3
.L2371:
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
	je	.L2338
	.p2align 4,,10
	.p2align 3
.L2339:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2351
	movq	%rsi, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2339
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2338:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rdi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L2330
.L2369:
	movq	96(%rsp), %rdx
.L2335:
	movq	stderr(%rip), %rdi
	leaq	.LC401(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L2366:
	movq	88(%rsp), %rbx
	movslq	%edx, %rax
	movq	96(%rbx,%rax,8), %rdx
	jmp	.L2335
.L2351:
	movl	$48, %ecx
	jmp	.L2338
	.cfi_endproc
.LFE360:
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
.LFB335:
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
	je	.L2384
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2377:
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
	jc	.L2377
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
.L2380:
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
	jc	.L2380
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
.L2372:
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
.L2384:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC402(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L2372
	.cfi_endproc
.LFE335:
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
.LFB336:
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
	jne	.L2391
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
.L2391:
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
	je	.L2392
.L2388:
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
.L2392:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L2388
	.cfi_endproc
.LFE336:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC407:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB165:
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
	je	.L2405
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2398:
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
	jc	.L2398
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
.L2401:
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
	jc	.L2401
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
.L2393:
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
.L2405:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L2393
	.cfi_endproc
.LFE165:
	.size	check, .-check
	.section	.rodata.str1.1
.LC408:
	.string	"sum_ns"
	.text
	.p2align 4
	.type	check_summary, @function
check_summary:
.LFB225:
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
.L2407:
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
	jne	.L2407
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
.LFE225:
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
.LFB226:
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
	leaq	.LC302(%rip), %rsi
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	call	check_summary
	jmp	.L2412
	.p2align 4,,10
	.p2align 3
.L2411:
	addq	$4, %r15
	addq	$80, %r14
	cmpq	$908, %r15
	je	.L2415
.L2412:
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
	je	.L2411
	movl	(%r12,%r15), %eax
	testl	%eax, %eax
	je	.L2411
	leaq	(%r12,%r14), %rcx
	leaq	(%rbx,%r14), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	call	check_summary
	jmp	.L2411
	.p2align 4,,10
	.p2align 3
.L2415:
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
.LFE226:
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
.LFB166:
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
.L2417:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L2418:
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
	jne	.L2418
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
	jne	.L2417
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
.LFE166:
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
.LFB204:
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
.L2449:
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
.L2442:
	cmpl	$1, %r12d
	jle	.L2469
	cmpl	$3, %r12d
	jle	.L2470
	movl	40(%rsp), %esi
	testl	%esi, %esi
	je	.L2431
	movq	96(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L2435
	movq	96(%rsp), %rax
	movl	280(%rax), %edx
	testl	%edx, %edx
	jne	.L2435
	cmpq	$0, 288(%rax)
	je	.L2431
	.p2align 4,,10
	.p2align 3
.L2435:
	movl	104(%rsp), %ecx
	testl	%ecx, %ecx
	je	.L2471
	testb	$2, 104(%rsp)
	je	.L2431
	cmpl	$6, %r12d
	jne	.L2431
.L2437:
	leaq	288(%rsp), %rax
	movl	$6775148, 288(%rsp)
	movq	%rax, 8(%rsp)
.L2439:
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
.L2440:
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
	jne	.L2440
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
.L2431:
	addl	$1, %r12d
	addq	$8, 32(%rsp)
	addq	$80, %rbp
	addq	$80, %rbx
	cmpl	$7, %r12d
	jne	.L2442
	movl	104(%rsp), %r9d
	movq	136(%rsp), %r12
	testl	%r9d, %r9d
	je	.L2443
	movl	40(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L2472
	movl	104(%rsp), %r11d
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	movl	%r11d, %ebx
	andl	$2, %ebx
	testb	$1, %r11b
	jne	.L2446
	testl	%ebx, %ebx
	jne	.L2447
.L2422:
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
.L2469:
	.cfi_restore_state
	movq	96(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L2436
	movl	104(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L2427
	movl	40(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L2473
.L2436:
	addq	$8, 32(%rsp)
	addl	$1, %r12d
	addq	$80, %rbp
	addq	$80, %rbx
	jmp	.L2442
	.p2align 4,,10
	.p2align 3
.L2471:
	cmpl	$6, %r12d
	je	.L2437
.L2427:
	movq	32(%rsp), %rax
	movq	56(%rsp), %rcx
	leaq	288(%rsp), %rdi
	leaq	.LC416(%rip), %rdx
	movl	$40, %esi
	movq	%rdi, 8(%rsp)
	movq	(%rax), %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2439
	.p2align 4,,10
	.p2align 3
.L2470:
	movq	96(%rsp), %rax
	movl	232(%rax), %r8d
	testl	%r8d, %r8d
	je	.L2436
	movl	104(%rsp), %edi
	testl	%edi, %edi
	je	.L2427
	movl	40(%rsp), %eax
	testl	%eax, %eax
	je	.L2436
	jmp	.L2431
	.p2align 4,,10
	.p2align 3
.L2473:
	testb	$1, 104(%rsp)
	jne	.L2427
	jmp	.L2431
	.p2align 4,,10
	.p2align 3
.L2443:
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
	je	.L2467
.L2445:
	leaq	.LC414(%rip), %rax
	movl	$1, 40(%rsp)
	movq	%rax, 56(%rsp)
	jmp	.L2449
.L2446:
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
	jne	.L2447
.L2448:
	testl	%r11d, %r11d
	jne	.L2422
.L2459:
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
.L2451:
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
	jne	.L2451
	jmp	.L2422
.L2447:
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
	jmp	.L2448
.L2472:
	addq	$560, 128(%rsp)
	addq	$64, %r12
	jmp	.L2445
.L2467:
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	jmp	.L2459
	.cfi_endproc
.LFE204:
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
.LFB232:
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
.L2475:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2475
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
.L2478:
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
	jc	.L2478
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
	je	.L2479
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
.L2479:
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
.LFE232:
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
.LFB313:
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
	jbe	.L2548
	cmpq	%rdx, %rsi
	jnb	.L2548
	subq	$1, %rax
	js	.L2487
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2488:
	mulsd	.LC28(%rip), %xmm0
	subq	%rsi, %rdx
	js	.L2489
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L2490:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L2486
.L2548:
	movq	$0x000000000, 32(%rsp)
.L2486:
	cmpq	$0, 16(%rsp)
	je	.L2485
	xorl	%eax, %eax
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L2497:
	cmpl	$1, %eax
	jle	.L2594
	cmpl	$3, %eax
	jle	.L2595
	cmpq	$0, 256(%r14)
	movl	$1, %edx
	jne	.L2495
	movl	280(%r14), %r8d
	testl	%r8d, %r8d
	jne	.L2495
	xorl	%edx, %edx
	cmpq	$0, 288(%r14)
	setne	%dl
.L2495:
	addl	$1, %eax
	addl	%edx, %esi
	cmpl	$7, %eax
	jne	.L2497
	testl	%ebp, %ebp
	je	.L2596
.L2499:
	movl	%esi, 40(%rsp)
	xorl	%r13d, %r13d
	xorl	%ebx, %ebx
	movl	%ebp, 8(%rsp)
.L2511:
	movq	16(%rsp), %rax
	xorl	%r15d, %r15d
	leaq	(%rax,%r13), %r12
	.p2align 4,,10
	.p2align 3
.L2513:
	cmpq	$1, %r15
	jbe	.L2597
	cmpq	$3, %r15
	jbe	.L2598
	testl	%ebx, %ebx
	je	.L2504
	cmpq	$0, 256(%r14)
	je	.L2505
.L2508:
	cmpq	$6, %r15
	je	.L2506
	leaq	OSET_NAME(%rip), %rax
	leaq	.LC414(%rip), %rcx
	movq	(%rax,%r15,8), %r8
.L2507:
	leaq	112(%rsp), %rbp
	leaq	.LC416(%rip), %rdx
	movl	$40, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
.L2509:
	movl	8(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L2599
	movl	$16, %edi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
.L2504:
	addq	$1, %r15
	addq	$80, %r12
	cmpq	$7, %r15
	jne	.L2513
	addq	$560, %r13
	testl	%ebx, %ebx
	jne	.L2600
	movl	$1, %ebx
	jmp	.L2511
	.p2align 4,,10
	.p2align 3
.L2597:
	cmpq	$0, 224(%r14)
	je	.L2592
.L2501:
	leaq	OSET_NAME(%rip), %rax
	testl	%ebx, %ebx
	leaq	.LC414(%rip), %rcx
	movq	(%rax,%r15,8), %r8
	leaq	.LC413(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L2507
	.p2align 4,,10
	.p2align 3
.L2598:
	movl	232(%r14), %edi
	testl	%edi, %edi
	jne	.L2501
.L2592:
	addq	$1, %r15
	addq	$80, %r12
	jmp	.L2513
	.p2align 4,,10
	.p2align 3
.L2599:
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	print_result_set
	jmp	.L2504
	.p2align 4,,10
	.p2align 3
.L2594:
	xorl	%edx, %edx
	cmpq	$0, 224(%r14)
	setne	%dl
	addl	$1, %eax
	leal	(%rsi,%rdx,2), %esi
	jmp	.L2497
	.p2align 4,,10
	.p2align 3
.L2595:
	movl	232(%r14), %edx
	addl	$1, %eax
	leal	(%rsi,%rdx,2), %esi
	jmp	.L2497
	.p2align 4,,10
	.p2align 3
.L2505:
	movl	280(%r14), %esi
	testl	%esi, %esi
	jne	.L2508
	cmpq	$0, 288(%r14)
	jne	.L2508
	jmp	.L2504
	.p2align 4,,10
	.p2align 3
.L2506:
	movl	$6775148, 112(%rsp)
	leaq	112(%rsp), %rbp
	jmp	.L2509
	.p2align 4,,10
	.p2align 3
.L2610:
	movl	44(%rsp), %esi
	testl	%ebp, %ebp
	jne	.L2601
	testl	%esi, %esi
	jne	.L2602
.L2485:
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
.L2600:
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
.L2527:
	movq	8(%r15), %rax
	movq	56(%r15), %rdx
	movq	48(%r15), %rcx
	cmpq	$1, %rax
	jbe	.L2553
	cmpq	%rdx, %rcx
	jnb	.L2553
	movq	%rax, %rsi
	subq	$1, %rsi
	js	.L2515
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2516:
	movsd	.LC28(%rip), %xmm1
	mulsd	%xmm0, %xmm1
	subq	%rcx, %rdx
	js	.L2517
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2518:
	divsd	%xmm0, %xmm1
	movsd	%xmm1, 8(%rsp)
	testl	%ebp, %ebp
	jne	.L2519
.L2607:
	movq	(%r15), %rcx
	movq	%rax, %rdx
	movq	%rbx, %rsi
	leaq	.LC432(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L2603
.L2520:
	movq	24(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L2604
.L2521:
	cmpq	$0, 224(%r14)
	jne	.L2605
.L2522:
	cmpl	$0, 232(%r14)
	jne	.L2606
.L2523:
	movsd	32(%rsp), %xmm1
	movsd	8(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC437(%rip), %rdi
	call	printf@PLT
	jmp	.L2524
	.p2align 4,,10
	.p2align 3
.L2553:
	movq	$0x000000000, 8(%rsp)
	testl	%ebp, %ebp
	je	.L2607
.L2519:
	cmpq	$0, 224(%r14)
	jne	.L2608
.L2525:
	movl	232(%r14), %edx
	testl	%edx, %edx
	jne	.L2609
.L2526:
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
.L2524:
	addq	$64, %r15
	leaq	.LC414(%rip), %rbx
	cmpl	$1, %r13d
	je	.L2610
	movl	40(%rsp), %r13d
	jmp	.L2527
.L2515:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2516
.L2602:
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
.L2531:
	movq	%rbp, %rbx
	xorl	%r12d, %r12d
	movl	%r13d, %r15d
	.p2align 4,,10
	.p2align 3
.L2546:
	cmpq	$1, %r12
	jbe	.L2611
	cmpq	$3, %r12
	jbe	.L2612
	testl	%r15d, %r15d
	je	.L2536
	cmpq	$0, 256(%r14)
	jne	.L2542
	cmpl	$0, 280(%r14)
	jne	.L2542
	cmpq	$0, 288(%r14)
	je	.L2543
	.p2align 4,,10
	.p2align 3
.L2542:
	cmpq	$6, %r12
	jne	.L2538
.L2540:
	subq	$560, %rbp
	xorl	%r13d, %r13d
	jmp	.L2531
.L2487:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2488
	.p2align 4,,10
	.p2align 3
.L2611:
	cmpq	$0, 224(%r14)
	je	.L2593
.L2533:
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
.L2544:
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
.L2543:
	addq	$1, %r12
	addq	$80, %rbx
	cmpq	$7, %r12
	jne	.L2546
	testl	%r15d, %r15d
	jne	.L2540
.L2541:
	leaq	.LC444(%rip), %rdi
	call	puts@PLT
	movq	16(%rsp), %rsi
	xorl	%edx, %edx
	movq	%r14, %rdi
	call	print_mm1k
	jmp	.L2485
	.p2align 4,,10
	.p2align 3
.L2612:
	movl	232(%r14), %eax
	testl	%eax, %eax
	jne	.L2533
.L2593:
	addq	$1, %r12
	addq	$80, %rbx
	jmp	.L2546
	.p2align 4,,10
	.p2align 3
.L2536:
	addq	$1, %r12
	addq	$80, %rbx
	cmpq	$7, %r12
	jne	.L2546
	jmp	.L2541
.L2609:
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
	jmp	.L2526
.L2608:
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
	jmp	.L2525
.L2517:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2518
.L2596:
	movl	$10, %edi
	movl	%esi, 8(%rsp)
	call	putchar@PLT
	movl	8(%rsp), %esi
	testl	%esi, %esi
	je	.L2499
	movl	$16, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movl	8(%rsp), %esi
	jmp	.L2499
.L2489:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2490
.L2538:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	80(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	leaq	.LC414(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r12,8), %r8
	jmp	.L2544
.L2601:
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
	jmp	.L2485
.L2603:
	leaq	.LC433(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2520
.L2606:
	movq	8(%r15), %rdx
	movq	40(%r15), %rsi
	leaq	48(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	40(%r15), %rsi
	leaq	.LC436(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2523
.L2605:
	movq	8(%r15), %rdx
	movq	32(%r15), %rsi
	leaq	48(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	32(%r15), %rsi
	leaq	.LC435(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2522
.L2604:
	leaq	.LC434(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2521
	.cfi_endproc
.LFE313:
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
.LFB327:
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
	je	.L2656
	movl	176(%r12), %r11d
	movq	%rax, %r13
	testl	%r11d, %r11d
	je	.L2616
	testq	%rbx, %rbx
	je	.L2617
	movq	%rbp, %rax
	addq	%rbp, %rdx
	xorl	%esi, %esi
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L2618:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L2618
	movq	$1, 8(%rsp)
	xorl	%eax, %eax
	movq	%rdi, %rcx
	cmpq	%rbx, %rsi
	sbbq	%rax, %rcx
	jnc	.L2657
.L2616:
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
	jne	.L2658
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
	je	.L2659
.L2621:
	leaq	.LC448(%rip), %rsi
	call	cannot
	movl	%eax, %r12d
.L2620:
	movq	%r14, %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	movq	%r13, %rdi
	call	free@PLT
.L2613:
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
.L2659:
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
	jne	.L2621
	movq	16(%rsp), %rdi
	movl	32(%rsp), %edx
	leaq	640(%rsp), %rcx
	movq	%r15, %rsi
	movq	%rcx, 80(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2621
	cmpq	$0, 48(%rsp)
	je	.L2624
	movq	480(%rsp), %rcx
	cmpq	$16777216, %rcx
	jbe	.L2624
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	leaq	.LC449(%rip), %rdx
	leaq	.LC450(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r12d
	call	fprintf@PLT
	jmp	.L2620
.L2658:
	leaq	.LC447(%rip), %rsi
	movl	%eax, %edi
	leaq	240(%rsp), %r14
	call	cannot
	movl	%eax, %r12d
	leaq	272(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L2620
.L2657:
	movq	%rsi, %rax
	movq	%rbx, %rdx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	%rax, 8(%rsp)
	jmp	.L2616
.L2624:
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
.L2625:
	leaq	names.9(%rip), %rax
	xorl	%r14d, %r14d
	movq	%r15, %rbx
	movq	(%rax,%r15), %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L2626:
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
	jne	.L2626
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
	je	.L2627
	movl	$8, %r15d
	jmp	.L2625
.L2627:
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
	jne	.L2660
	leaq	.LC11(%rip), %r12
	movq	%r12, %rdx
.L2628:
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
	jmp	.L2635
.L2662:
	movq	24(%rsp), %rcx
	movq	(%rcx,%rbx), %rcx
	testq	%rcx, %rcx
	js	.L2630
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2631:
	testq	%rax, %rax
	js	.L2632
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2633:
	divsd	%xmm1, %xmm0
	comisd	.LC73(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L2629:
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$56, %rbx
	je	.L2661
.L2635:
	movq	(%r15,%rbx), %rax
	testq	%rax, %rax
	jne	.L2662
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L2629
.L2660:
	leaq	.LC445(%rip), %rdx
	leaq	.LC11(%rip), %r12
	jmp	.L2628
.L2632:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2633
.L2630:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2631
.L2661:
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
	je	.L2620
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
	je	.L2663
.L2636:
	movl	$1, %r12d
.L2638:
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	376(%rsp), %rdi
	call	free@PLT
	jmp	.L2620
.L2663:
	leaq	376(%rsp), %rbx
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2636
	leaq	hgrm_writer(%rip), %rbp
	movq	48(%rsp), %rdi
	movq	%r15, %rcx
	leaq	.LC463(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L2636
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC464(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2636
	movq	80(%rsp), %rcx
	movq	48(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC465(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2636
	jmp	.L2638
.L2656:
	movq	stderr(%rip), %rdi
	leaq	.LC446(%rip), %rdx
	xorl	%eax, %eax
	movl	$1, %r12d
	leaq	.LC115(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2613
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	run_correct.cold, @function
run_correct.cold:
.LFSB327:
.L2617:
	.cfi_def_cfa_offset 784
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	ud2
	.cfi_endproc
.LFE327:
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
.LFB269:
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
	je	.L2665
	testq	%rax, %rax
	je	.L2665
	testq	%rbx, %rbx
	je	.L2694
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L2671
	.p2align 4,,10
	.p2align 3
.L2696:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2670:
	divsd	.LC383(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L2695
.L2671:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L2696
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2670
	.p2align 4,,10
	.p2align 3
.L2695:
	movsd	.LC384(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L2667:
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
	ja	.L2697
.L2672:
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
.L2673:
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
	jne	.L2673
	movq	(%rsp), %r11
	movsd	.LC383(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L2674:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L2687
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L2683
	.p2align 4,,10
	.p2align 3
.L2699:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L2698
.L2677:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L2681
.L2693:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2680:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L2687
.L2683:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L2699
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
	jne	.L2677
.L2698:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L2693
.L2681:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2680
	.p2align 4,,10
	.p2align 3
.L2687:
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
	je	.L2685
	movq	.LC383(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L2674
	.p2align 4,,10
	.p2align 3
.L2685:
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
.L2664:
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
.L2697:
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
	jmp	.L2672
.L2694:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L2667
.L2665:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L2664
	.cfi_endproc
.LFE269:
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
.LFB270:
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
	jne	.L2736
	testq	%r14, %r14
	je	.L2736
	movq	72(%rsp), %rax
	movq	%r15, 24(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%r12d, %r12d
	movq	%r13, 16(%rsp)
	movq	8(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L2710:
	movq	0(%r13,%r12,8), %rax
	testq	%rax, %rax
	js	.L2704
	movl	48(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L2748
.L2706:
	movsd	%xmm0, 0(%rbp,%r12,8)
	leaq	-240(%rbx), %r15
.L2709:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L2707
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2708:
	divsd	.LC383(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L2709
	addq	$1, %r12
	addq	$288, %rbx
	movsd	%xmm0, 136(%rsp)
	cmpq	%r14, %r12
	jb	.L2710
	movl	48(%rsp), %r10d
	movq	16(%rsp), %r13
	movq	24(%rsp), %r15
	testl	%r10d, %r10d
	je	.L2711
	pxor	%xmm0, %xmm0
	movq	.LC73(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 120(%rsp)
	ja	.L2712
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L2713:
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
.L2733:
	movq	80(%rsp), %rdi
	leaq	112(%rsp), %rsi
	leaq	.LC476(%rip), %rcx
	movq	%rsi, 88(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	8(%rsp), %xmm2
	jb	.L2749
	movl	48(%rsp), %r9d
	movsd	.LC62(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L2721
	movsd	.LC2(%rip), %xmm2
.L2721:
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
.L2723:
	testl	%r13d, %r13d
	je	.L2750
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 64(%rsp)
.L2747:
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
	jnb	.L2723
	movq	104(%rsp), %rbp
.L2724:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	80(%rsp), %r12
	movl	$60, 64(%rsp)
	movq	%rax, 48(%rsp)
	movq	72(%rsp), %rax
	movq	%r13, 72(%rsp)
	addq	$24, %rax
	movq	%rax, 56(%rsp)
.L2719:
	movq	56(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L2727
	.p2align 4,,10
	.p2align 3
.L2752:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2726:
	divsd	.LC383(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L2751
.L2727:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L2752
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2726
	.p2align 4,,10
	.p2align 3
.L2707:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2708
	.p2align 4,,10
	.p2align 3
.L2704:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	48(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L2706
.L2748:
	movsd	%xmm1, 8(%rsp)
	divsd	.LC67(%rip), %xmm0
	call	log10@PLT
	movsd	8(%rsp), %xmm1
	jmp	.L2706
	.p2align 4,,10
	.p2align 3
.L2711:
	movsd	0(%rbp), %xmm0
	movq	.LC61(%rip), %xmm4
	movsd	.LC60(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L2714
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
.L2714:
	movsd	-8(%rbp,%r13), %xmm2
	movsd	%xmm0, 8(%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L2715
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
.L2715:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 112(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2716
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L2717:
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
	jmp	.L2733
	.p2align 4,,10
	.p2align 3
.L2751:
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
.L2728:
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
	jb	.L2728
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
	jne	.L2719
	movq	96(%rsp), %r12
	testq	%r12, %r12
	je	.L2730
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L2731:
	movsd	40(%rsp), %xmm1
	movsd	(%r12,%rbx,8), %xmm0
	divsd	.LC383(%rip), %xmm0
	call	fmin@PLT
	movsd	%xmm0, (%r15,%rbx,8)
	addq	$1, %rbx
	cmpq	%r14, %rbx
	jb	.L2731
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
.L2730:
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
.L2700:
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
.L2750:
	.cfi_restore_state
	movq	.LC62(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 64(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L2747
.L2712:
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
	ja	.L2753
.L2735:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 40(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L2713
.L2753:
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
	jmp	.L2735
.L2716:
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
	jbe	.L2734
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
.L2734:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 40(%rsp)
	jmp	.L2717
.L2749:
	movq	%r13, %xmm5
	subsd	8(%rsp), %xmm5
	movsd	.LC41(%rip), %xmm7
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	.LC42(%rip), %xmm5
	movsd	%xmm5, 32(%rsp)
	jmp	.L2724
.L2736:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L2700
	.cfi_endproc
.LFE270:
	.size	sweep_writer, .-sweep_writer
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB76:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L2761
	testq	%r8, %r8
	je	.L2761
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
	jne	.L2754
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L2764
.L2756:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L2754:
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
.L2761:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L2764:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L2759
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L2757:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L2765
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L2756
	.p2align 4,,10
	.p2align 3
.L2759:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L2757
.L2765:
	movl	$1, 24(%rbx)
	jmp	.L2754
	.cfi_endproc
.LFE76:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	dist_score, @function
dist_score:
.LFB221:
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
	jne	.L2775
	movl	24(%rsp), %eax
	testl	%eax, %eax
	jne	.L2776
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	xorl	%r12d, %r12d
	movq	%rbp, %rdi
.L2770:
	movq	%r13, %rcx
	call	dist_summarise
	movl	%eax, %ebx
.L2769:
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
.L2775:
	.cfi_restore_state
	leaq	32(%rsp), %r14
	movq	%r12, %rsi
	movq	%rbp, %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	56(%rsp), %eax
	orl	24(%rsp), %eax
	movq	32(%rsp), %r12
	jne	.L2774
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	jmp	.L2770
	.p2align 4,,10
	.p2align 3
.L2776:
	xorl	%r12d, %r12d
.L2774:
	movl	$-1, %ebx
	jmp	.L2769
	.cfi_endproc
.LFE221:
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
.LFB268:
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
	jb	.L2778
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L2778:
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
	js	.L2779
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2780:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L2781
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L2782:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L2832
	cmpq	$0, -368(%rbp)
	je	.L2832
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L2786
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2787:
	subsd	%xmm2, %xmm0
	movsd	.LC383(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L2788
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2789:
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
	js	.L2790
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L2791:
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
	jnb	.L2830
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L2795
	.p2align 4,,10
	.p2align 3
.L2848:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2794:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC383(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L2847
.L2795:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L2848
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2794
	.p2align 4,,10
	.p2align 3
.L2847:
	movsd	.LC384(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L2792:
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
	ja	.L2849
.L2796:
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
	js	.L2797
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2798:
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
	ja	.L2850
.L2799:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L2851
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
.L2805:
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
	jnb	.L2805
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L2806:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L2852
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
	jmp	.L2811
	.p2align 4,,10
	.p2align 3
.L2854:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2808:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L2809
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2810:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L2853
.L2811:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L2854
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2808
	.p2align 4,,10
	.p2align 3
.L2809:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2810
	.p2align 4,,10
	.p2align 3
.L2853:
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
	je	.L2855
.L2826:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L2819
	.p2align 4,,10
	.p2align 3
.L2857:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2816:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L2817
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2818:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L2856
.L2819:
	testq	%rdx, %rdx
	jns	.L2857
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2816
	.p2align 4,,10
	.p2align 3
.L2817:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2818
	.p2align 4,,10
	.p2align 3
.L2856:
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
	jnb	.L2814
.L2813:
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
	jmp	.L2825
	.p2align 4,,10
	.p2align 3
.L2858:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L2822:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L2823
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L2824:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L2814
.L2825:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L2858
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2822
	.p2align 4,,10
	.p2align 3
.L2823:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2824
	.p2align 4,,10
	.p2align 3
.L2852:
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
	jne	.L2826
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
.L2814:
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
.L2777:
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
.L2850:
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
	jmp	.L2799
	.p2align 4,,10
	.p2align 3
.L2849:
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
	jmp	.L2796
	.p2align 4,,10
	.p2align 3
.L2797:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2798
	.p2align 4,,10
	.p2align 3
.L2790:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L2791
	.p2align 4,,10
	.p2align 3
.L2788:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2789
	.p2align 4,,10
	.p2align 3
.L2786:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2787
	.p2align 4,,10
	.p2align 3
.L2781:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L2782
	.p2align 4,,10
	.p2align 3
.L2779:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2780
	.p2align 4,,10
	.p2align 3
.L2830:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L2792
	.p2align 4,,10
	.p2align 3
.L2851:
	leaq	-240(%rbp), %r12
	jmp	.L2806
	.p2align 4,,10
	.p2align 3
.L2855:
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
	jmp	.L2813
.L2832:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L2777
	.cfi_endproc
.LFE268:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	stall_src_next, @function
stall_src_next:
.LFB38:
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
	je	.L2859
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L2889
.L2864:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L2890
	movq	56(%rbp), %rdx
.L2876:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L2870
.L2877:
	movq	$-1, %rax
.L2873:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L2859:
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
.L2881:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L2870:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L2877
	addq	%rdx, %rax
	jmp	.L2873
	.p2align 4,,10
	.p2align 3
.L2889:
	testq	%rax, %rax
	js	.L2862
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L2863:
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
	ja	.L2864
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L2864
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2891
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L2864
	.p2align 4,,10
	.p2align 3
.L2890:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L2868
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L2869:
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
	ja	.L2881
	comisd	.LC291(%rip), %xmm1
	jnb	.L2877
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2892
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L2876
	.p2align 4,,10
	.p2align 3
.L2862:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L2863
	.p2align 4,,10
	.p2align 3
.L2868:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L2869
	.p2align 4,,10
	.p2align 3
.L2892:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L2876
	.p2align 4,,10
	.p2align 3
.L2891:
	cvttsd2siq	%xmm1, %rax
	jmp	.L2864
	.cfi_endproc
.LFE38:
	.size	stall_src_next, .-stall_src_next
	.p2align 4
	.type	server_init, @function
server_init:
.LFB50:
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
	je	.L2894
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L2895
.L2906:
	leaq	24(%rbx), %rbp
.L2896:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2898
	movq	$-1, (%rbx)
.L2899:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L2901:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L2902:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2893
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L2903
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L2914
.L2903:
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
.L2894:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L2909
	cmpq	$0, 40(%rsi)
	je	.L2893
	.p2align 4,,10
	.p2align 3
.L2909:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L2896
	.p2align 4,,10
	.p2align 3
.L2895:
	cmpq	$0, 40(%rsi)
	jne	.L2906
.L2893:
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
.L2898:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L2899
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L2901
	.p2align 4,,10
	.p2align 3
.L2914:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L2902
	.cfi_endproc
.LFE50:
	.size	server_init, .-server_init
	.p2align 4
	.type	walk_start, @function
walk_start:
.LFB61:
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
	movq	$0, 124(%rdi)
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	152(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movl	%edx, 8(%rbx)
	andl	$-3, %edx
	movq	%rsi, (%rbx)
	je	.L2916
	movq	160(%rsi), %rbp
.L2916:
	movq	%rbp, 112(%rbx)
	leaq	16(%rbx), %rdi
	call	server_init
	movq	%rbp, %rdi
	movl	$8, %esi
	call	calloc@PLT
	cmpq	$1, %rax
	movq	%rax, 104(%rbx)
	sbbl	%eax, %eax
	addq	$8, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE61:
	.size	walk_start, .-walk_start
	.p2align 4
	.type	general_start, @function
general_start:
.LFB141:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_start
	.cfi_endproc
.LFE141:
	.size	general_start, .-general_start
	.p2align 4
	.type	ref_request, @function
ref_request:
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
	movq	%rdx, %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movq	(%rdi), %r12
	cmpq	$0, 40(%r12)
	je	.L2935
	movq	%rdi, %rbp
	movq	%r12, %rdi
	leaq	8(%rsp), %r15
	movq	%rsp, %r14
	call	service_of
	leaq	16(%rsp), %r13
	movq	%rax, %r12
	jmp	.L2925
	.p2align 4,,10
	.p2align 3
.L2936:
	movq	8(%rsp), %rax
	addq	(%rsp), %rax
	cmpq	%rax, %rbx
	jb	.L2924
	movq	32(%rsp), %rax
	movdqa	16(%rsp), %xmm1
	movq	%rax, 88(%rbp)
	movups	%xmm1, 72(%rbp)
.L2925:
	movdqu	72(%rbp), %xmm0
	movq	88(%rbp), %rax
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	movq	%rax, 32(%rsp)
	movaps	%xmm0, 16(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2936
.L2924:
	movq	88(%rbp), %rax
	movdqu	72(%rbp), %xmm2
	movq	%rax, 32(%rsp)
	movaps	%xmm2, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L2926:
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2937
	movq	(%rsp), %rdx
	movq	8(%rsp), %rcx
	addq	%rdx, %rcx
	cmpq	%rcx, %rbx
	jnb	.L2926
	cmpq	%rdx, %rbx
	jnb	.L2930
	addq	%rbx, %r12
	cmpq	%r12, %rdx
	jnb	.L2922
	subq	%rdx, %r12
	movq	%rcx, %rbx
	jmp	.L2926
	.p2align 4,,10
	.p2align 3
.L2930:
	movq	%rcx, %rbx
	jmp	.L2926
	.p2align 4,,10
	.p2align 3
.L2937:
	addq	%rbx, %r12
.L2922:
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
.L2935:
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
.LFE103:
	.size	ref_request, .-ref_request
	.p2align 4
	.type	ref_walker_run, @function
ref_walker_run:
.LFB147:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	160(%rdi), %rax
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
	movq	160(%rdi), %rax
	movq	%rsi, 24(%rsp)
	movq	%rdx, 8(%rsp)
	movq	160(%rax), %r13
	movq	%rax, (%rsp)
	testq	%rdx, %rdx
	je	.L2950
	movl	168(%rdi), %ebp
	xorl	%r15d, %r15d
	jmp	.L2948
	.p2align 4,,10
	.p2align 3
.L2940:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jnb	.L2939
	movq	192(%r14), %rax
	cmpq	184(%r14), %rax
	je	.L2939
	movq	176(%r14), %rdx
	leaq	1(%rax), %rsi
	movq	%rsi, 192(%r14)
	movq	216(%r14), %rsi
	movq	(%rdx,%rax,8), %r12
	cmpl	$2, %ebp
	je	.L2964
	cmpq	%r13, %rbx
	jb	.L2947
	cmpl	$1, %ebp
	jne	.L2947
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%r13
	movq	200(%r14), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
.L2947:
	cmpq	%rsi, %r12
	movq	%rsi, %rdx
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	cmovnb	%r12, %rdx
	call	ref_request
	xorl	%edx, %edx
	movq	%rax, 216(%r14)
	movq	%rax, %rsi
	movq	%rbx, %rax
	divq	%r13
	movq	200(%r14), %rax
	movq	%rsi, (%rax,%rdx,8)
	movq	24(%rsp), %rax
	subq	%r12, %rsi
	movq	%rsi, (%rax,%r15,8)
	movq	208(%r14), %rax
	addq	$1, %r15
	leaq	1(%rax), %rbx
.L2946:
	movq	8(%rsp), %rax
	movq	%rbx, 208(%r14)
	cmpq	%rax, %r15
	jnb	.L2939
.L2948:
	movq	208(%r14), %rbx
	cmpl	$3, %ebp
	jne	.L2940
	cmpq	%r13, %rbx
	jnb	.L2941
	movq	(%rsp), %rax
	movq	144(%rax), %r12
	testq	%r12, %r12
	je	.L2943
	xorl	%r12d, %r12d
.L2942:
	movq	216(%r14), %rsi
	jmp	.L2947
	.p2align 4,,10
	.p2align 3
.L2964:
	cmpq	%rsi, %r12
	jnb	.L2947
	addq	$1, %rbx
	jmp	.L2946
	.p2align 4,,10
	.p2align 3
.L2943:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jb	.L2942
.L2939:
	addq	%r15, 224(%r14)
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
.L2941:
	.cfi_restore_state
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	200(%r14), %rax
	movq	(%rax,%rdx,8), %r12
	movq	(%rsp), %rax
	movq	144(%rax), %rax
	testq	%rax, %rax
	je	.L2943
	cmpq	%rax, %r12
	jb	.L2942
	jmp	.L2939
.L2950:
	xorl	%r15d, %r15d
	jmp	.L2939
	.cfi_endproc
.LFE147:
	.size	ref_walker_run, .-ref_walker_run
	.p2align 4
	.type	ref_walker_totals, @function
ref_walker_totals:
.LFB149:
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
	movq	224(%rdi), %rax
	movq	%r8, 8(%rsp)
	movq	%rax, (%rdx)
	movq	216(%rdi), %rbx
	movq	%rbx, (%rcx)
	cmpq	$0, 40(%rsi)
	jne	.L2981
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L2970
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L2970
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L2970
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L2970:
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
.L2981:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L2982
.L2967:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L2968
	.p2align 4,,10
	.p2align 3
.L2983:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L2970
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
.L2968:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2983
	jmp	.L2970
	.p2align 4,,10
	.p2align 3
.L2982:
	movq	64(%rsi), %rax
	jmp	.L2967
	.cfi_endproc
.LFE149:
	.size	ref_walker_totals, .-ref_walker_totals
	.p2align 4
	.type	serve_random, @function
serve_random:
.LFB51:
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
	jnb	.L2984
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
	jmp	.L2995
	.p2align 4,,10
	.p2align 3
.L3001:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L2987:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L2988
	movq	56(%r12), %rax
	addq	%r13, %rax
.L2988:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L2989:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2993
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L2990
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L3000
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L2993:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L2984
.L2995:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L3001
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L2987
	.p2align 4,,10
	.p2align 3
.L3000:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L2989
	.p2align 4,,10
	.p2align 3
.L2990:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L2984:
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
.LFE51:
	.size	serve_random, .-serve_random
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB63:
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
	movq	(%rdi), %r12
	movl	8(%rdi), %r15d
	movq	%rdx, (%rsp)
	movq	136(%rdi), %rdx
	testq	%rax, %rax
	je	.L3021
	leaq	16(%rdi), %rax
	movq	%rsi, 8(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 16(%rsp)
	jmp	.L3020
	.p2align 4,,10
	.p2align 3
.L3004:
	movq	120(%rbx), %rsi
	cmpq	136(%r12), %rsi
	jnb	.L3003
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L3003
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %r14
	cmpl	$2, %r15d
	jne	.L3024
	cmpq	%rdx, %r14
	jb	.L3007
.L3024:
	movq	%r14, %rbp
	cmpl	$1, %r15d
	jne	.L3006
	movq	128(%rbx), %rcx
	movq	104(%rbx), %rax
	movq	(%rax,%rcx,8), %rbp
	cmpq	%rbp, %r14
	cmovnb	%r14, %rbp
	.p2align 4,,10
	.p2align 3
.L3006:
	cmpq	%rdx, %rbp
	movl	8(%r12), %eax
	cmovnb	%rbp, %rdx
	movq	%rdx, %r11
	testl	%eax, %eax
	jne	.L3009
	movq	(%r12), %rcx
.L3010:
	cmpq	$0, 40(%r12)
	je	.L3034
	movq	16(%rsp), %rdi
	movq	%rcx, %rdx
	movq	%r11, %rsi
	call	serve_random
	movq	%rax, %rdx
.L3012:
	movq	104(%rbx), %rax
	testl	%r15d, %r15d
	movq	8(%rsp), %rdi
	movq	128(%rbx), %rcx
	cmove	%r14, %rbp
	movq	%rdx, (%rax,%rcx,8)
	movq	%rdx, %rax
	subq	%rbp, %rax
	movq	%rax, (%rdi,%r13,8)
	movq	120(%rbx), %rsi
	addq	$1, %r13
.L3007:
	movq	128(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 120(%rbx)
	addq	$1, %rax
	cmpq	112(%rbx), %rax
	jne	.L3019
	xorl	%eax, %eax
.L3019:
	movq	%rax, 128(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L3003
.L3020:
	cmpl	$3, %r15d
	jne	.L3004
	movq	104(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	(%rax,%rcx,8), %r14
	movq	144(%r12), %rax
	testq	%rax, %rax
	je	.L3005
	cmpq	%rax, %r14
	jnb	.L3003
	movq	120(%rbx), %rsi
	movq	%r14, %rbp
	jmp	.L3006
	.p2align 4,,10
	.p2align 3
.L3034:
	movq	16(%rbx), %rax
	leaq	(%r11,%rcx), %rdx
	cmpq	%rdx, %rax
	jnb	.L3012
	movq	48(%r12), %r8
	cmpq	%rax, %r11
	jnb	.L3013
	addq	%r8, %rdx
.L3014:
	movq	56(%r12), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L3015
	movq	$-1, 16(%rbx)
	jmp	.L3012
	.p2align 4,,10
	.p2align 3
.L3009:
	movq	%r12, %rdi
	movq	%rdx, 24(%rsp)
	call	service_of
	movq	24(%rsp), %r11
	movq	%rax, %rcx
	jmp	.L3010
	.p2align 4,,10
	.p2align 3
.L3005:
	movq	120(%rbx), %rsi
	cmpq	136(%r12), %rsi
	jnb	.L3003
	movq	%r14, %rbp
	jmp	.L3006
.L3021:
	xorl	%r13d, %r13d
.L3003:
	addq	%r13, 144(%rbx)
	movq	%r13, %rax
	movq	%rdx, 136(%rbx)
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
.L3015:
	.cfi_restore_state
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L3012
	movq	16(%rsp), %rdi
	movq	%r11, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L3012
	.p2align 4,,10
	.p2align 3
.L3013:
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %rdi
	cmpq	%rsi, %r11
	cmovb	%rdi, %rdx
	jmp	.L3014
	.cfi_endproc
.LFE63:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	general_run, @function
general_run:
.LFB143:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_run
	.cfi_endproc
.LFE143:
	.size	general_run, .-general_run
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
.LFB174:
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
	jne	.L3061
	movq	$0, (%r12)
	leaq	96(%rsp), %rax
	movq	%r13, %rsi
	leaq	80(%rsp), %r13
	movq	$0, (%rbx)
	movq	%rax, %rdi
	movq	%rax, 48(%rsp)
	call	due_restart
	leaq	368(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L3044
	.p2align 4,,10
	.p2align 3
.L3040:
	orq	%r15, %r14
	je	.L3043
.L3044:
	xorl	%r14d, %r14d
	cmpl	$3, 28(%rsp)
	je	.L3042
	movq	16(%rsp), %rsi
	movq	48(%rsp), %rdi
	movl	$4096, %edx
	call	due_fill
	movq	%rax, %r14
.L3042:
	movq	16(%rsp), %rax
	movq	%r13, %rsi
	movl	$1, %edi
	movq	%r14, 296(%rsp)
	movq	$0, 304(%rsp)
	movq	%rax, 288(%rsp)
	call	clock_gettime@PLT
	movq	(%rbx), %rax
	movq	40(%rsp), %rdi
	movq	%rbp, %rdx
	imulq	$1000000000, 80(%rsp), %rcx
	movq	88(%rsp), %r8
	leaq	(%rdi,%rax,8), %rsi
	movq	32(%rsp), %rdi
	subq	%rax, %rdx
	movq	%r8, (%rsp)
	movq	%rcx, 8(%rsp)
	call	walk_run
	movq	%r13, %rsi
	movl	$1, %edi
	movq	%rax, %r15
	call	clock_gettime@PLT
	movq	(%rsp), %r8
	movq	8(%rsp), %rcx
	imulq	$1000000000, 80(%rsp), %rax
	subq	%r8, %rax
	addq	88(%rsp), %rax
	subq	%rcx, %rax
	addq	%rax, (%r12)
	movq	(%rbx), %rax
	addq	%r15, %rax
	movq	%rax, (%rbx)
	cmpq	%r14, 304(%rsp)
	jb	.L3041
	cmpq	%rbp, %rax
	jne	.L3040
	cmpl	$3, 28(%rsp)
	jne	.L3040
	movq	32(%rsp), %rdi
	leaq	72(%rsp), %rsi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L3041
	orq	%r14, %r15
	je	.L3043
	xorl	%r14d, %r14d
	jmp	.L3042
	.p2align 4,,10
	.p2align 3
.L3043:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3045
	call	fclose@PLT
.L3045:
	movq	232(%rsp), %rax
	movq	56(%rsp), %rcx
	movq	312(%rsp), %rdi
	movq	%rax, (%rcx)
	call	free@PLT
	movq	344(%rsp), %rax
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
.L3041:
	.cfi_restore_state
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC492(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L3061:
	movq	stderr(%rip), %rdi
	movq	160(%r13), %rdx
	leaq	.LC491(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE174:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB257:
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
	je	.L3079
	cmpl	$0, 152(%r10)
	jne	.L3079
	cmpl	$0, 72(%r10)
	movq	%rdx, %r12
	jne	.L3064
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L3089
.L3064:
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
	jne	.L3080
	testq	%rax, %rax
	je	.L3080
	leaq	160(%rsp), %rbx
	leaq	48(%rsp), %r14
	movq	8(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L3065
	xorl	%ebx, %ebx
	cmpq	$0, 552(%rsp)
	je	.L3069
	.p2align 4,,10
	.p2align 3
.L3066:
	movq	16(%r12), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbx,8), %rbp
	addq	$1, %rbx
	call	due_next
	movq	%rax, 0(%rbp)
	cmpq	552(%rsp), %rbx
	jb	.L3066
.L3069:
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
	jnb	.L3090
	movq	16(%r12), %rcx
	movq	8(%r12), %r15
	movq	480(%rsp), %rdx
	jmp	.L3070
	.p2align 4,,10
	.p2align 3
.L3072:
	addq	$1, %rbx
	movq	%rbx, 32(%r12)
	cmpq	%rbx, %r14
	je	.L3071
.L3070:
	movq	(%r15,%rbx,8), %rax
	addq	(%rcx,%rbx,8), %rax
	cmpq	%rax, %rdx
	jnb	.L3072
	movq	%rbx, 40(%r12)
	movq	%rbx, %rbp
	cmpq	%r14, %rbx
	jb	.L3073
	jmp	.L3075
	.p2align 4,,10
	.p2align 3
.L3076:
	addq	$1, %rbp
	movq	%rbp, 40(%r12)
	cmpq	%rbp, %r14
	je	.L3075
.L3073:
	movq	8(%rsp), %rdi
	movq	(%r15,%rbp,8), %r13
	movq	%rbp, %rsi
	call	service_of
	cmpq	%r13, %rax
	jb	.L3076
.L3075:
	xorl	%eax, %eax
	cmpq	%r14, %rbx
	setnb	%al
	jmp	.L3062
.L3079:
	movl	$1, %eax
.L3062:
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
.L3089:
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
	jmp	.L3064
.L3090:
	movq	%rbx, 40(%r12)
	jmp	.L3075
.L3080:
	orl	$-1, %eax
	jmp	.L3062
.L3065:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC307(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L3071:
	movq	%r14, 40(%r12)
	jmp	.L3075
	.cfi_endproc
.LFE257:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	closed_form_open, @function
closed_form_open:
.LFB88:
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
.L3096:
	movq	(%rbx), %r13
	movq	16(%rbx), %r15
	testq	%r13, %r13
	je	.L3092
	testq	%r15, %r15
	je	.L3092
	movl	24(%rbp), %eax
	testl	%eax, %eax
	jne	.L3092
	movq	8(%rbp), %rsi
	movq	0(%rbp), %rdi
	cmpq	16(%rbp), %rsi
	je	.L3100
.L3093:
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
.L3092:
	addq	$8, %rbx
	cmpq	%rbx, %r12
	jne	.L3096
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
.L3100:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L3101
	movl	$512, %esi
	movl	$16, %ecx
.L3094:
	movq	%rdx, 8(%rsp)
	movq	%rcx, (%rsp)
	call	realloc@PLT
	movq	(%rsp), %rcx
	movq	8(%rsp), %rdx
	testq	%rax, %rax
	movq	%rax, %rdi
	je	.L3102
	movq	%rax, 0(%rbp)
	movq	8(%rbp), %rsi
	movq	%rcx, 16(%rbp)
	jmp	.L3093
	.p2align 4,,10
	.p2align 3
.L3101:
	leaq	(%rsi,%rsi), %rcx
	salq	$6, %rsi
	jmp	.L3094
.L3102:
	movl	$1, 24(%rbp)
	jmp	.L3092
	.cfi_endproc
.LFE88:
	.size	closed_form_open, .-closed_form_open
	.p2align 4
	.type	score_reference, @function
score_reference:
.LFB224:
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
	je	.L3104
	cmpq	$0, 48(%rsp)
	je	.L3104
	movq	%r13, %rcx
	testq	%r13, %r13
	je	.L3104
	testq	%rsi, %rsi
	je	.L3104
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
	jne	.L3191
.L3105:
	movq	16(%rsp), %rax
	movq	%r12, %r9
	xorl	%ebp, %ebp
	leaq	80(%rax), %r15
	movq	%r15, %r12
	jmp	.L3111
	.p2align 4,,10
	.p2align 3
.L3194:
	testq	%rdx, %rdx
	je	.L3129
	movq	16(%rsp), %rax
	movl	$1, 872(%rax,%rbp,4)
	cmpq	$1, %rbp
	je	.L3192
.L3112:
	movq	24(%r9), %rsi
	movq	24(%rsp), %rcx
	movq	%r12, %r8
	movq	%rbx, %rdi
	movq	%r9, (%rsp)
	call	dist_score
	movq	(%rsp), %r9
	testl	%eax, %eax
	jne	.L3190
.L3129:
	addq	$1, %rbp
	addq	$80, %r12
	cmpq	$7, %rbp
	je	.L3193
.L3111:
	movq	16(%rsp), %rax
	movq	800(%rax,%rbp,8), %rdx
	testq	%rbp, %rbp
	jne	.L3194
	movq	16(%rsp), %rax
	movl	$1, 872(%rax)
	jmp	.L3112
.L3193:
	movq	64(%rsp), %rax
	movq	%r9, %r12
	xorl	%r14d, %r14d
	movq	24(%r12), %r13
	movq	%r12, %rdi
	movq	24(%rax), %r9
	call	trace_runtime_ns
	cmpq	%r9, %r13
	jb	.L3130
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
.L3130:
	imulq	$1000, %r14, %rax
	movq	16(%rsp), %rdi
	movq	%rax, 856(%rdi)
	testq	%r13, %r13
	jne	.L3131
	leaq	160(%rsp), %r15
	leaq	640(%rdi), %rbp
	movl	$8, %ecx
	xorl	%eax, %eax
	movl	$1, 900(%rdi)
	movq	%r15, %rdi
	rep stosl
.L3132:
	cmpl	$0, 184(%rsp)
	jne	.L3158
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
	jne	.L3145
	movq	16(%rsp), %rax
	xorl	%r12d, %r12d
	movq	640(%rax), %r13
	testq	%r13, %r13
	jne	.L3195
	movq	16(%rsp), %rax
.L3147:
	xorl	%edx, %edx
	movq	%rdx, 648(%rax,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	jne	.L3147
.L3150:
	movq	16(%rsp), %rdi
	movl	$1000, %eax
	imulq	$1000, 712(%rdi), %rcx
	mulq	704(%rdi)
	addq	%rcx, %rdx
	movq	%rax, 704(%rdi)
	movq	%rdx, 712(%rdi)
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3135
.L3191:
	movq	40(%rsp), %rsi
	xorl	%ebp, %ebp
	orq	$-1, %r13
	xorl	%edi, %edi
	movq	%rsi, %rdx
	leaq	(%rsi,%r8,8), %rcx
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L3106:
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
	jne	.L3106
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
	jne	.L3107
	movl	$50000, %esi
	xorl	%edi, %edi
.L3107:
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
	jmp	.L3105
.L3131:
	movabsq	$67108863999, %rax
	cmpq	-8(%rbx,%r13,8), %rax
	movq	16(%rsp), %rax
	jb	.L3133
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
.L3134:
	movq	0(%rbp,%rcx,8), %rdx
	movq	%rcx, %r13
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	movq	%rdx, %r15
	cmpq	%rbx, %rcx
	jb	.L3136
	jmp	.L3196
	.p2align 4,,10
	.p2align 3
.L3139:
	addq	$1, %r13
	cmpq	%r13, %rbx
	je	.L3138
.L3136:
	movq	0(%rbp,%r13,8), %rdx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	cmpq	%rdx, %r15
	je	.L3139
.L3138:
	movq	%r13, %r8
	subq	%rcx, %r8
	je	.L3143
	movl	184(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L3143
	movq	56(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r8, (%rsp)
	call	dist_add.part.0
	movq	(%rsp), %r8
.L3143:
	testq	%r14, %r14
	je	.L3144
.L3141:
	movq	72(%rsp), %rax
	cmpq	%rax, %r15
	jnb	.L3197
.L3144:
	movq	%r13, %rcx
	cmpq	%rbx, %r13
	jb	.L3134
.L3187:
	movq	%rbp, %rbx
	movq	56(%rsp), %r15
	movq	80(%rsp), %rbp
	jmp	.L3132
.L3192:
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
	je	.L3162
	testq	%r11, %r11
	movq	(%rsp), %r9
	movq	56(%rsp), %r8
	movq	72(%rsp), %rdx
	je	.L3162
	testq	%rbp, %rbp
	je	.L3115
	movq	16(%r9), %r13
	movq	%r13, %rax
	leaq	0(%r13,%rbp,8), %rsi
	.p2align 4,,10
	.p2align 3
.L3116:
	movq	(%rax), %rcx
	addq	$8, %rax
	addq	$1, 8(%r14,%rcx,8)
	cmpq	%rax, %rsi
	jne	.L3116
	testq	%r8, %r8
	je	.L3120
.L3117:
	movq	(%r14), %rcx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3119:
	addq	$1, %rax
	addq	(%r14,%rax,8), %rcx
	movq	%rcx, (%r14,%rax,8)
	cmpq	%r8, %rax
	jb	.L3119
	testq	%rbp, %rbp
	je	.L3123
	movq	16(%r9), %r13
.L3120:
	movq	8(%r9), %r15
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3118:
	movq	0(%r13,%rax,8), %rcx
	leaq	(%r14,%rcx,8), %rsi
	movq	(%rsi), %rcx
	leaq	1(%rcx), %rdi
	movq	%rdi, (%rsi)
	movq	(%r15,%rax,8), %rsi
	addq	$1, %rax
	movq	%rsi, (%r11,%rcx,8)
	cmpq	%rbp, %rax
	jb	.L3118
.L3123:
	testq	%r8, %r8
	je	.L3122
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
	jmp	.L3121
	.p2align 4,,10
	.p2align 3
.L3126:
	movq	160(%rsp), %rdi
	addq	$1, %rbp
	call	free@PLT
	cmpq	%rbp, 80(%rsp)
	je	.L3198
.L3121:
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
	je	.L3126
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
.L3104:
	orl	$-1, %r13d
	jmp	.L3127
.L3133:
	xorl	%esi, %esi
	movl	%esi, 900(%rax)
.L3135:
	movq	64(%rsp), %rax
	movl	48(%rax), %r13d
	testl	%r13d, %r13d
	je	.L3127
	movq	40(%rax), %rdx
	xorl	%r13d, %r13d
	testq	%rdx, %rdx
	jne	.L3199
.L3127:
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
.L3158:
	.cfi_restore_state
	orl	$-1, %r13d
.L3145:
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3127
.L3197:
	movq	%r15, %rsi
	xorl	%edx, %edx
	movq	56(%rsp), %rdi
	subq	%r14, %rsi
	leaq	-1(%rsi), %rax
	divq	%r14
	movq	%r14, %rdx
	movq	%rax, %rcx
	call	dist_add
	jmp	.L3144
.L3199:
	movq	16(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	24(%rsp), %rcx
	movl	$1, 904(%rax)
	movq	8(%rdi), %rsi
	leaq	720(%rax), %r8
	movq	%rdx, 864(%rax)
	movq	48(%rsp), %rdi
	call	dist_score
.L3190:
	movl	%eax, %r13d
	jmp	.L3127
.L3198:
	movq	96(%rsp), %r9
	movq	88(%rsp), %rbx
	movq	(%rsp), %r11
	movq	104(%rsp), %r12
	movq	56(%rsp), %r10
.L3122:
	cmpl	$0, 152(%rsp)
	movq	128(%rsp), %rbp
	jne	.L3200
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
	jne	.L3190
	movq	56(%rsp), %r9
	addq	$80, %r12
	movl	$2, %ebp
	jmp	.L3111
.L3196:
	testq	%r14, %r14
	je	.L3187
	xorl	%r8d, %r8d
	jmp	.L3141
.L3195:
	leaq	PCT_MILLI(%rip), %rbp
	movq	%rax, %r14
	jmp	.L3149
.L3201:
	mulq	%r13
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r13, %rsi
	cmova	%r13, %rsi
.L3148:
	movq	%r15, %rdi
	call	dist_at_rank
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%r14,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	je	.L3150
.L3149:
	movq	0(%rbp,%r12), %rax
	cmpq	$100000, %rax
	jne	.L3201
	movq	%r13, %rsi
	jmp	.L3148
.L3115:
	testq	%r8, %r8
	jne	.L3117
	jmp	.L3122
.L3200:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L3104
.L3162:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L3104
	.cfi_endproc
.LFE224:
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
.LFB325:
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
	movq	%rsi, 104(%rsp)
	movq	%rdi, %rsi
	movq	%rax, %rdi
	movaps	%xmm0, 288(%rsp)
	movaps	%xmm0, 304(%rsp)
	movaps	%xmm0, 208(%rsp)
	movl	%edx, 100(%rsp)
	movq	$0, 320(%rsp)
	movq	$0, 224(%rsp)
	movq	%rax, 24(%rsp)
	movaps	%xmm1, 128(%rsp)
	call	server_init
	pxor	%xmm0, %xmm0
	cmpq	$0, 304(%r14)
	movq	$0, 272(%rsp)
	movaps	%xmm0, 240(%rsp)
	movaps	%xmm0, 256(%rsp)
	je	.L3203
	leaq	208(%rsp), %rbp
	xorl	%ebx, %ebx
	movq	%rbp, 72(%rsp)
	jmp	.L3209
	.p2align 4,,10
	.p2align 3
.L3204:
	movq	%rbx, 408(%rsp)
	subq	$32, %rsp
	.cfi_def_cfa_offset 2320
	movq	%rbp, %rdi
	addq	$1, %rbx
	movq	%rax, 432(%rsp)
	movq	$0, 448(%rsp)
	movdqa	432(%rsp), %xmm6
	movq	$0, 16(%rsp)
	movups	%xmm6, (%rsp)
	call	uheap_push
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	cmpq	304(%r14), %rbx
	jnb	.L3394
	testl	%eax, %eax
	jne	.L3394
.L3209:
	movl	336(%r14), %esi
	movq	328(%r14), %rax
	testl	%esi, %esi
	je	.L3204
	testq	%rax, %rax
	js	.L3205
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, (%rsp)
.L3206:
	movq	96(%r14), %rdi
	movq	%rbx, %rdx
	movabsq	$6073184698129205581, %rsi
	salq	$32, %rdx
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC32(%rip), %xmm1
	movsd	.LC2(%rip), %xmm4
	subsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm4
	ja	.L3204
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L3204
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L3470
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L3204
	.p2align 4,,10
	.p2align 3
.L3205:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, (%rsp)
	jmp	.L3206
.L3394:
	xorl	%ecx, %ecx
	movl	%eax, 96(%rsp)
	movq	%rcx, 32(%rsp)
.L3211:
	leaq	240(%rsp), %rax
	movl	96(%rsp), %r11d
	movq	208(%rsp), %r15
	xorl	%ebx, %ebx
	movq	%rax, 56(%rsp)
	leaq	336(%rsp), %rax
	movq	%rax, 40(%rsp)
	testl	%r11d, %r11d
	jne	.L3471
	movq	216(%rsp), %r8
	testq	%r8, %r8
	je	.L3246
.L3480:
	movq	(%r15), %rbp
	cmpq	344(%r14), %rbp
	jnb	.L3246
	movq	264(%rsp), %rsi
	cmpq	$8388607, %rsi
	ja	.L3246
	movq	8(%r15), %rax
	subq	$1, %r8
	movq	16(%r15), %r12
	movq	%r8, 216(%rsp)
	movq	%rax, 16(%rsp)
	leaq	(%r8,%r8,2), %rax
	leaq	(%r15,%rax,8), %rax
	movdqu	(%rax), %xmm0
	movq	16(%rax), %rcx
	movhps	%xmm0, 8(%rsp)
	movq	%xmm0, %r11
	cmpq	$1, %r8
	jbe	.L3214
	movq	%rcx, (%rsp)
	movl	$1, %eax
	xorl	%edi, %edi
	movq	%r11, %r13
	jmp	.L3221
	.p2align 4,,10
	.p2align 3
.L3473:
	xorl	%edx, %edx
	cmpq	%r13, %r9
	setb	%dl
.L3219:
	testl	%edx, %edx
	je	.L3472
	movdqu	(%rsi), %xmm7
	leaq	(%rdi,%rdi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movups	%xmm7, (%rdx)
	movq	16(%rsi), %rsi
	movq	%rsi, 16(%rdx)
	leaq	1(%rax,%rax), %rdx
	cmpq	%r8, %rdx
	jnb	.L3363
	movq	%rax, %rdi
	movq	%rdx, %rax
.L3221:
	leaq	1(%rdi), %rdx
	leaq	(%rax,%rax,2), %rsi
	leaq	(%r15,%rsi,8), %rsi
	leaq	(%rdx,%rdx), %r10
	movq	(%rsi), %r9
	cmpq	%r8, %r10
	jnb	.L3215
	addq	%r10, %rdx
	salq	$4, %rdx
	addq	%r15, %rdx
	movq	(%rdx), %r11
	cmpq	%r9, %r11
	jne	.L3469
	movq	8(%rsi), %rcx
	cmpq	%rcx, 8(%rdx)
.L3469:
	setb	%cl
	movzbl	%cl, %ecx
	testl	%ecx, %ecx
	cmovne	%r11, %r9
	cmovne	%rdx, %rsi
	cmovne	%r10, %rax
.L3215:
	cmpq	%r9, %r13
	jne	.L3473
	movq	8(%rsp), %rdx
	cmpq	%rdx, 8(%rsi)
	setb	%dl
	movzbl	%dl, %edx
	jmp	.L3219
.L3214:
	movq	304(%r14), %rax
	orq	%r12, %rax
	cmpq	%rbx, %rbp
	cmovnb	%rbp, %rbx
	movq	%rbx, %r13
	testq	%r8, %r8
	jne	.L3474
	testq	%rax, %rax
	je	.L3353
	movl	8(%r14), %r15d
	testl	%r15d, %r15d
	jne	.L3227
.L3478:
	cmpq	$0, 40(%r14)
	movq	(%r14), %rdx
	je	.L3475
.L3229:
	movq	24(%rsp), %rdi
	movq	%r13, %rsi
	call	serve_random
	movq	%rax, %rbx
.L3230:
	movq	16(%rsp), %rcx
	movq	56(%rsp), %rdi
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	subq	%rbp, %rdx
	call	trace_add
	cmpq	$0, 304(%r14)
	movl	%eax, %r15d
	je	.L3236
	testl	%eax, %eax
	je	.L3476
.L3226:
	movq	208(%rsp), %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movq	%rax, 64(%rsp)
.L3245:
	movq	56(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	cmpl	$-3, %r15d
	je	.L3477
.L3286:
	leaq	.LC497(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
.L3202:
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
.L3474:
	.cfi_restore_state
	xorl	%edi, %edi
.L3360:
	leaq	(%rdi,%rdi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movq	%rcx, 16(%rdx)
	movups	%xmm0, (%rdx)
	testq	%rax, %rax
	je	.L3353
	cmpq	$65537, %r8
	ja	.L3364
.L3483:
	movl	8(%r14), %r15d
	movq	264(%rsp), %rsi
	testl	%r15d, %r15d
	je	.L3478
.L3227:
	movq	%r14, %rdi
	call	service_of
	cmpq	$0, 40(%r14)
	movq	%rax, %rdx
	jne	.L3229
.L3475:
	movq	1312(%rsp), %rax
	leaq	(%rdx,%r13), %rbx
	cmpq	%rbx, %rax
	jnb	.L3230
	movq	48(%r14), %r8
	cmpq	%rax, %r13
	jnb	.L3231
	addq	%r8, %rbx
.L3232:
	addq	$1, 1320(%rsp)
	movq	56(%r14), %r9
	testq	%r9, %r9
	jne	.L3233
	movq	$-1, 1312(%rsp)
	jmp	.L3230
.L3472:
	movq	(%rsp), %rcx
.L3220:
	movq	304(%r14), %rax
	orq	%r12, %rax
	cmpq	%rbx, %rbp
	cmovnb	%rbp, %rbx
	movq	%rbx, %r13
	jmp	.L3360
	.p2align 4,,10
	.p2align 3
.L3236:
	movq	16(%rsp), %rdx
	movq	96(%r14), %r9
	movl	%r12d, %eax
	movabsq	$5928237209932943442, %rsi
	movsd	320(%r14), %xmm1
	salq	$32, %rdx
	movq	%r9, %rdi
	orq	%rax, %rdx
	call	draw_u01
	comisd	%xmm0, %xmm1
	jbe	.L3240
	testl	%r15d, %r15d
	jne	.L3226
	movl	336(%r14), %ebp
	movq	328(%r14), %rsi
	testl	%ebp, %ebp
	jne	.L3479
.L3243:
	leaq	(%rsi,%rbx), %rax
	addq	$1, %r12
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
.L3468:
	movq	%r12, 416(%rsp)
	subq	$32, %rsp
	.cfi_def_cfa_offset 2320
	movq	104(%rsp), %rdi
	movq	%r12, 16(%rsp)
	movups	%xmm0, (%rsp)
	call	uheap_push
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	movl	%eax, %r15d
.L3240:
	testl	%r15d, %r15d
	jne	.L3226
	movq	216(%rsp), %r8
	movq	208(%rsp), %r15
	testq	%r8, %r8
	jne	.L3480
.L3246:
	movq	%r15, %rdi
	call	free@PLT
	movq	304(%r14), %r13
	movl	$64, %eax
	cmpq	%rax, %r13
	cmovnb	%r13, %rax
	leaq	0(,%rax,8), %rbx
	movq	%rax, 88(%rsp)
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %r12
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%rax, 32(%rsp)
	xorl	%eax, %eax
	movq	%rax, 312(%rsp)
	testq	%r12, %r12
	je	.L3248
	testq	%rbp, %rbp
	je	.L3248
	cmpq	$0, 32(%rsp)
	je	.L3248
	leaq	1324(%rsp), %rdx
	xorl	%eax, %eax
	movl	$20, %ecx
	xorl	%r10d, %r10d
	movq	%rdx, %rdi
	rep stosl
	orq	$-1, %rax
	cmpq	$0, 48(%r14)
	movq	%r14, 1312(%rsp)
	movl	%r10d, 1320(%rsp)
	movq	%r14, 1384(%rsp)
	je	.L3249
	movq	64(%r14), %rax
.L3249:
	movq	160(%r14), %rdi
	movl	$8, %esi
	movq	%rax, 1400(%rsp)
	call	calloc@PLT
	movq	%rax, 112(%rsp)
	movq	%rax, 1352(%rsp)
	testq	%rax, %rax
	je	.L3248
	testq	%r13, %r13
	je	.L3251
	movl	336(%r14), %r15d
	xorl	%ebx, %ebx
	movl	%r15d, %ecx
	movq	32(%rsp), %r15
	jmp	.L3257
	.p2align 4,,10
	.p2align 3
.L3252:
	movq	%rax, (%r12,%rbx,8)
	movq	%rbx, 0(%rbp,%rbx,8)
	movq	$0, (%r15,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r13
	je	.L3481
.L3257:
	movq	328(%r14), %rax
	testl	%ecx, %ecx
	je	.L3252
	testq	%rax, %rax
	js	.L3253
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, (%rsp)
.L3254:
	movq	96(%r14), %rdi
	movq	%rbx, %rdx
	movl	%ecx, 8(%rsp)
	movabsq	$6073184698129205581, %rsi
	salq	$32, %rdx
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	(%rsp), %xmm0
	movl	8(%rsp), %ecx
	movl	$1, %eax
	movsd	.LC32(%rip), %xmm1
	movsd	.LC2(%rip), %xmm3
	subsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm3
	ja	.L3252
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L3252
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L3255
	cvttsd2siq	%xmm1, %rax
	jmp	.L3252
	.p2align 4,,10
	.p2align 3
.L3363:
	movq	(%rsp), %rcx
	movq	%rax, %rdi
	jmp	.L3220
	.p2align 4,,10
	.p2align 3
.L3476:
	movl	336(%r14), %r13d
	movq	328(%r14), %rsi
	addq	$1, %r12
	testl	%r13d, %r13d
	jne	.L3482
.L3239:
	leaq	(%rsi,%rbx), %rax
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
	jmp	.L3468
	.p2align 4,,10
	.p2align 3
.L3353:
	movq	40(%rsp), %rdi
	call	poisson_next
	comisd	.LC83(%rip), %xmm0
	jnb	.L3224
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L3225:
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
	jne	.L3226
	movq	216(%rsp), %r8
	movq	%rbx, 32(%rsp)
	cmpq	$65537, %r8
	jbe	.L3483
.L3364:
	movl	$-3, %r15d
	jmp	.L3226
.L3224:
	subsd	.LC83(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L3225
.L3233:
	addq	%r9, %rax
	movq	%rax, 1312(%rsp)
	cmpq	%rbx, %rax
	jnb	.L3230
	movq	24(%rsp), %rdi
	movq	%rdx, %rcx
	movq	%r13, %rsi
	movq	%rbx, %rdx
	call	serve_stalls
	movq	%rax, %rbx
	jmp	.L3230
.L3231:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, %r13
	jnb	.L3232
	leaq	(%rdx,%rcx), %rbx
	jmp	.L3232
.L3482:
	movq	96(%r14), %rdi
	movq	16(%rsp), %rdx
	movq	%r12, %rcx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3239
.L3470:
	cvttsd2siq	%xmm1, %rax
	jmp	.L3204
.L3253:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, (%rsp)
	jmp	.L3254
.L3481:
	orq	$-1, %r9
.L3258:
	xorl	%esi, %esi
	leaq	288(%rsp), %rax
	xorl	%ecx, %ecx
	movq	%rbp, (%rsp)
	movq	%rsi, 80(%rsp)
	movq	%r12, %rbp
	xorl	%r15d, %r15d
	movq	%rcx, %r12
	movq	%rax, 64(%rsp)
	movq	%r9, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L3283:
	xorl	%r8d, %r8d
	xorl	%ebx, %ebx
	testq	%r13, %r13
	je	.L3484
.L3284:
	addq	$1, %r8
	cmpq	%r8, %r13
	je	.L3485
.L3262:
	movq	0(%rbp,%rbx), %rax
	cmpq	%rax, 0(%rbp,%r8,8)
	jb	.L3369
	jne	.L3284
	movq	(%rsp), %rax
	movq	(%rax,%rbx), %rcx
	cmpq	%rcx, (%rax,%r8,8)
	jnb	.L3284
	.p2align 4,,10
	.p2align 3
.L3369:
	leaq	0(,%r8,8), %rbx
	addq	$1, %r8
	cmpq	%r8, %r13
	jne	.L3262
.L3485:
	leaq	0(%rbp,%rbx), %rax
	movq	%rax, 16(%rsp)
	movq	(%rax), %r10
	movq	8(%rsp), %rax
	cmpq	$-1, %rax
	je	.L3266
	cmpq	%r10, %rax
	jnb	.L3266
	cmpq	$65536, %r13
	je	.L3370
.L3264:
	movq	88(%rsp), %rax
	cmpq	%rax, %r13
	je	.L3486
.L3268:
	movq	8(%rsp), %rcx
	leaq	0(,%r13,8), %rbx
	leaq	1(%r13), %r8
	leaq	0(%rbp,%rbx), %rax
	leaq	400(%rsp), %rdi
	movq	%r8, 48(%rsp)
	movq	%rcx, (%rax)
	movq	%rax, 16(%rsp)
	movq	80(%rsp), %rax
	leaq	1(%rax), %rcx
	movq	%rcx, 40(%rsp)
	movq	(%rsp), %rcx
	movq	%rax, (%rcx,%r13,8)
	movq	32(%rsp), %rax
	movq	$0, (%rax,%r13,8)
	call	poisson_next
	comisd	.LC83(%rip), %xmm0
	movq	48(%rsp), %r8
	jnb	.L3269
	cvttsd2siq	%xmm0, %rax
.L3270:
	cmpq	$-1, %r13
	je	.L3465
	movq	8(%rsp), %r10
	movq	%rax, 8(%rsp)
	movq	40(%rsp), %rax
	movq	%rax, 80(%rsp)
.L3266:
	movq	%r8, 40(%rsp)
	cmpq	344(%r14), %r10
	jnb	.L3465
	cmpq	%r15, %r10
	movq	%r15, %rdx
	movq	24(%rsp), %rdi
	movq	%r12, %rsi
	cmovnb	%r10, %rdx
	movq	%r10, 48(%rsp)
	call	ref_request
	movq	48(%rsp), %r10
	movq	64(%rsp), %rdi
	movq	%rax, %r15
	movq	(%rsp), %rax
	movq	%r15, %rdx
	movq	%r10, %rsi
	leaq	(%rax,%rbx), %r12
	subq	%r10, %rdx
	movq	(%r12), %r13
	movq	%r13, %rcx
	call	trace_add
	testl	%eax, %eax
	jne	.L3374
	movq	32(%rsp), %rax
	movq	40(%rsp), %r8
	addq	%rax, %rbx
	cmpq	$0, 304(%r14)
	movq	(%rbx), %rcx
	je	.L3272
	movl	336(%r14), %r9d
	addq	$1, %rcx
	movq	328(%r14), %rax
	movq	%rcx, (%rbx)
	testl	%r9d, %r9d
	jne	.L3487
.L3273:
	movq	16(%rsp), %rcx
	addq	%r15, %rax
	movq	%rax, (%rcx)
.L3278:
	movq	%r8, %r13
.L3282:
	movq	312(%rsp), %r12
	cmpq	$8388607, %r12
	jbe	.L3283
.L3465:
	movq	112(%rsp), %rdi
	movq	%rbp, %r12
	movq	(%rsp), %rbp
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	264(%rsp), %rax
	movq	%rax, 16(%rsp)
	cmpq	$8388607, %rax
	ja	.L3488
	movq	312(%rsp), %rdi
	movq	16(%rsp), %rax
	movq	248(%rsp), %rdx
	cmpq	%rdi, %rax
	cmovbe	%rax, %rdi
	xorl	%ebp, %ebp
	xorl	%r11d, %r11d
	testq	%rdi, %rdi
	je	.L3290
	movq	240(%rsp), %r10
	movq	288(%rsp), %r9
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	movq	296(%rsp), %r12
	movq	256(%rsp), %r8
	xorl	%r11d, %r11d
	movq	304(%rsp), %rbx
	jmp	.L3292
	.p2align 4,,10
	.p2align 3
.L3291:
	addq	$1, %rcx
	addq	%rsi, %r11
	cmpq	%rcx, %rbp
	cmovb	%rcx, %rbp
	addq	$1, %rax
	cmpq	%rdi, %rax
	je	.L3290
.L3292:
	movq	(%r8,%rax,8), %rcx
	movq	(%r9,%rax,8), %r15
	movl	$1, %esi
	cmpq	%r15, (%r10,%rax,8)
	jne	.L3291
	movq	(%r12,%rax,8), %r15
	cmpq	%r15, (%rdx,%rax,8)
	jne	.L3291
	xorl	%esi, %esi
	cmpq	%rcx, (%rbx,%rax,8)
	setne	%sil
	jmp	.L3291
.L3290:
	leaq	400(%rsp), %rbx
	xorl	%eax, %eax
	movl	$32, %ecx
	movq	%rbx, %rdi
	rep stosq
	movq	24(%rsp), %rdi
	movl	$32, %ecx
	rep stosq
	movq	16(%rsp), %rax
	testq	%rax, %rax
	je	.L3380
	leaq	(%rdx,%rax,8), %rcx
	movq	%rbp, 40(%rsp)
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	movq	%rbx, 48(%rsp)
	pxor	%xmm5, %xmm5
	movq	%rdx, %rbp
	movq	%rcx, %r15
	movq	%rdx, 8(%rsp)
	movq	%rax, %rbx
	movq	%r11, 32(%rsp)
	jmp	.L3296
	.p2align 4,,10
	.p2align 3
.L3490:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3295:
	cltq
	addsd	%xmm0, %xmm5
	movsd	400(%rsp,%rax,8), %xmm1
	addq	$1, 1312(%rsp,%rax,8)
	addq	$32, %r12
	adcq	$0, %r13
	addq	$8, %rbp
	addsd	%xmm0, %xmm1
	movsd	%xmm1, 400(%rsp,%rax,8)
	cmpq	%rbp, %r15
	je	.L3489
.L3296:
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movq	%r13, %rsi
	movq	%rbx, %rdx
	movsd	%xmm5, (%rsp)
	call	__udivti3@PLT
	movq	0(%rbp), %rdx
	movsd	(%rsp), %xmm5
	testq	%rdx, %rdx
	jns	.L3490
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3295
	.p2align 4,,10
	.p2align 3
.L3272:
	movq	96(%r14), %r10
	movq	%r13, %rdx
	movl	%ecx, %eax
	movq	%r8, 40(%rsp)
	salq	$32, %rdx
	movq	%rcx, 48(%rsp)
	movsd	320(%r14), %xmm1
	movabsq	$5928237209932943442, %rsi
	orq	%rax, %rdx
	movq	%r10, %rdi
	call	draw_u01
	movq	40(%rsp), %r8
	comisd	%xmm0, %xmm1
	jbe	.L3450
	movl	336(%r14), %edi
	movq	328(%r14), %rsi
	movq	48(%rsp), %rcx
	testl	%edi, %edi
	jne	.L3491
.L3281:
	movq	16(%rsp), %rax
	addq	%r15, %rsi
	addq	$1, %rcx
	movq	%rcx, (%rbx)
	movq	%rsi, (%rax)
	jmp	.L3278
	.p2align 4,,10
	.p2align 3
.L3450:
	leaq	-1(%r8), %r13
	movq	16(%rsp), %rcx
	movq	0(%rbp,%r13,8), %rax
	movq	%rax, (%rcx)
	movq	(%rsp), %rax
	movq	(%rax,%r13,8), %rax
	movq	%rax, (%r12)
	movq	32(%rsp), %rax
	movq	(%rax,%r13,8), %rax
	movq	%rax, (%rbx)
	jmp	.L3282
	.p2align 4,,10
	.p2align 3
.L3269:
	subsd	.LC83(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L3270
	.p2align 4,,10
	.p2align 3
.L3487:
	testq	%rax, %rax
	js	.L3274
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
	movsd	%xmm3, 48(%rsp)
.L3275:
	movq	%r13, %rdx
	movl	%ecx, %ecx
	movq	96(%r14), %rdi
	movq	%r8, 40(%rsp)
	movabsq	$6073184698129205581, %rsi
	salq	$32, %rdx
	orq	%rcx, %rdx
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	48(%rsp), %xmm0
	movq	40(%rsp), %r8
	movl	$1, %eax
	movsd	.LC32(%rip), %xmm1
	movsd	.LC2(%rip), %xmm4
	subsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm4
	ja	.L3273
	movl	$1, %eax
	salq	$62, %rax
	comisd	.LC291(%rip), %xmm1
	jnb	.L3273
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L3492
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L3273
	.p2align 4,,10
	.p2align 3
.L3486:
	leaq	(%r13,%r13), %rax
	movq	%rbp, %rdi
	movq	%rax, 40(%rsp)
	movq	%r13, %rax
	salq	$4, %rax
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	call	realloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L3374
	movq	16(%rsp), %rsi
	movq	(%rsp), %rdi
	call	realloc@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L3372
	movq	16(%rsp), %rsi
	movq	32(%rsp), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L3373
	movq	%rax, 32(%rsp)
	movq	40(%rsp), %rax
	movq	%rbp, (%rsp)
	movq	%rbx, %rbp
	movq	%rax, 88(%rsp)
	jmp	.L3268
.L3484:
	cmpq	$-1, 8(%rsp)
	jne	.L3264
	jmp	.L3465
.L3491:
	movq	%r13, %rdx
	movq	%r10, %rdi
	movq	%r8, 48(%rsp)
	movq	%rcx, 40(%rsp)
	call	think_of.part.0.isra.0
	movq	48(%rsp), %r8
	movq	40(%rsp), %rcx
	movq	%rax, %rsi
	jmp	.L3281
.L3274:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 48(%rsp)
	jmp	.L3275
.L3203:
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
	jnb	.L3212
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L3213:
	xorl	%eax, %eax
	xorl	%edx, %edx
	movq	%rax, 408(%rsp)
	movq	%rax, 416(%rsp)
	leaq	208(%rsp), %rax
	subq	$32, %rsp
	.cfi_def_cfa_offset 2320
	movq	%rax, 104(%rsp)
	movq	%rax, %rdi
	movdqa	432(%rsp), %xmm6
	movq	%rdx, 16(%rsp)
	movups	%xmm6, (%rsp)
	call	uheap_push
	movl	%eax, 128(%rsp)
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	movq	$1, 32(%rsp)
	jmp	.L3211
.L3479:
	movq	16(%rsp), %rdx
	movq	%r12, %rcx
	movq	%r9, %rdi
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3243
.L3255:
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L3252
.L3212:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L3213
.L3492:
	cvttsd2siq	%xmm1, %rax
	jmp	.L3273
.L3489:
	pxor	%xmm0, %xmm0
	movq	8(%rsp), %rdx
	movq	32(%rsp), %r11
	cvtsi2sdq	16(%rsp), %xmm0
	movq	40(%rsp), %rbp
	movq	48(%rsp), %rbx
	divsd	%xmm0, %xmm5
.L3293:
	movsd	.LC89(%rip), %xmm4
	movsd	.LC90(%rip), %xmm3
	xorl	%eax, %eax
	pxor	%xmm1, %xmm1
	movq	24(%rsp), %rsi
	jmp	.L3300
	.p2align 4,,10
	.p2align 3
.L3494:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
.L3299:
	movsd	(%rbx,%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm5, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm4, %xmm0
	mulsd	%xmm3, %xmm0
.L3297:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	$256, %rax
	je	.L3493
.L3300:
	movq	(%rsi,%rax), %rcx
	pxor	%xmm0, %xmm0
	testq	%rcx, %rcx
	je	.L3297
	jns	.L3494
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm2, %xmm2
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3299
.L3493:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm5
	ja	.L3495
	pxor	%xmm0, %xmm0
.L3301:
	movq	304(%r14), %rcx
	movq	328(%r14), %rsi
	testq	%rcx, %rcx
	je	.L3385
	cmpl	$1, 8(%r14)
	je	.L3496
.L3385:
	movq	$0x000000000, 32(%rsp)
	movq	$0x000000000, 40(%rsp)
	movq	$0x000000000, 8(%rsp)
	movq	$0x000000000, (%rsp)
.L3303:
	movq	16(%rsp), %rax
	movsd	.LC83(%rip), %xmm0
	testq	%rbp, %rbp
	movq	%rdx, 336(%rsp)
	movq	%rax, 344(%rsp)
	movq	56(%rsp), %rax
	movq	%rax, 352(%rsp)
	movl	$1, %eax
	cmovne	%rbp, %rax
	comisd	%xmm0, %xmm5
	movq	%rax, 360(%rsp)
	jnb	.L3311
	cvttsd2siq	%xmm5, %rax
.L3312:
	xorl	%edx, %edx
	leaq	336(%rsp), %r15
	addq	%rsi, %rax
	movq	%r14, %rdi
	movq	%rsi, 376(%rsp)
	movq	%r15, %rsi
	movl	%edx, 384(%rsp)
	movq	%rbx, %rdx
	movq	%r11, 16(%rsp)
	movq	%rax, 368(%rsp)
	movsd	%xmm5, 48(%rsp)
	call	score_route
	movl	%eax, %r12d
	movq	296(%rsp), %rax
	movq	%rax, 336(%rsp)
	movq	64(%rsp), %rax
	movq	%rax, 352(%rsp)
	testl	%r12d, %r12d
	jne	.L3314
	movq	24(%rsp), %rdx
	movq	%r15, %rsi
	movq	%r14, %rdi
	call	score_reference
	movq	16(%rsp), %r11
	movsd	48(%rsp), %xmm5
	testl	%eax, %eax
	movl	%eax, %r12d
	jne	.L3314
	movq	312(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%r11, 16(%rsp)
	leaq	128(%rsp), %r12
	leaq	.LC501(%rip), %r13
	movsd	%xmm5, 48(%rsp)
	leaq	.LC500(%rip), %rcx
	movq	%r12, %rdi
	pushq	%rdx
	.cfi_def_cfa_offset 2296
	movq	%r13, %rdx
	pushq	%rax
	.cfi_def_cfa_offset 2304
	movq	280(%rsp), %r8
	call	check
	movq	32(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	pushq	%rdx
	.cfi_def_cfa_offset 2312
	xorl	%r9d, %r9d
	leaq	.LC502(%rip), %rcx
	xorl	%esi, %esi
	pushq	%rax
	.cfi_def_cfa_offset 2320
	movq	%r13, %rdx
	movq	%r12, %rdi
	call	check
	movq	56(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r12, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 2288
	call	check_score
	leaq	480(%rsp), %rcx
	movq	%rbx, %rdx
	movq	%r12, %rdi
	leaq	.LC503(%rip), %rsi
	call	check_summary
	movq	104(%rsp), %rsi
	leaq	.LC504(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rdi
	call	print_server
	cmpq	$0, 304(%r14)
	movsd	48(%rsp), %xmm5
	jne	.L3497
	movsd	.LC2(%rip), %xmm2
	movq	328(%r14), %rsi
	movsd	%xmm5, 24(%rsp)
	movq	72(%rsp), %rdi
	movapd	%xmm2, %xmm0
	subsd	320(%r14), %xmm0
	divsd	%xmm0, %xmm2
	movsd	%xmm2, 16(%rsp)
	call	fmt_us.constprop.0
	cmpl	$0, 336(%r14)
	leaq	.LC11(%rip), %rsi
	movsd	312(%r14), %xmm0
	movq	%rax, %rdx
	leaq	.LC493(%rip), %rax
	movsd	16(%rsp), %xmm2
	movsd	320(%r14), %xmm1
	cmovne	%rax, %rsi
	leaq	.LC506(%rip), %rdi
	movl	$3, %eax
	call	printf@PLT
	movsd	24(%rsp), %xmm5
.L3318:
	movq	344(%r14), %rsi
	movq	%r15, %rdi
	movsd	%xmm5, 80(%rsp)
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
	movq	%rbx, %rdx
	movq	%r13, %rsi
	movl	$16, %edi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	leaq	560(%rsp), %rax
	movl	$16, %edi
	leaq	.LC509(%rip), %rsi
	movq	%rax, %rdx
	movq	%rax, 104(%rsp)
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movq	1208(%rsp), %rcx
	movl	1280(%rsp), %eax
	movq	424(%rsp), %r12
	movsd	80(%rsp), %xmm5
	movq	%rcx, 16(%rsp)
	movq	584(%rsp), %rcx
	testl	%eax, %eax
	movl	%eax, 48(%rsp)
	movq	%rcx, 24(%rsp)
	jne	.L3498
	leaq	176(%rsp), %r8
	movq	328(%r14), %rsi
	movsd	%xmm5, 112(%rsp)
	movq	%r8, %rdi
	movq	%r8, 88(%rsp)
	call	fmt_us.constprop.0
	leaq	144(%rsp), %rcx
	movq	16(%rsp), %rsi
	movq	%rcx, %rdi
	movq	%rcx, 80(%rsp)
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movq	%r15, %rdx
	leaq	.LC511(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	24(%rsp), %rsi
	movq	72(%rsp), %rdi
	movq	%r12, %rdx
	call	fmt_ratio.constprop.0
	movq	24(%rsp), %rsi
	movq	88(%rsp), %rdi
	movq	%rax, %r15
	call	fmt_us.constprop.0
	movq	80(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 16(%rsp)
	call	fmt_us.constprop.0
	movq	16(%rsp), %rdx
	movq	%r15, %rcx
	leaq	.LC512(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movsd	112(%rsp), %xmm5
.L3352:
	leaq	.LC514(%rip), %rdi
	movsd	%xmm5, 16(%rsp)
	call	puts@PLT
	movq	264(%rsp), %rsi
	movsd	16(%rsp), %xmm5
	testq	%rsi, %rsi
	je	.L3321
	js	.L3322
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L3323:
	movq	344(%r14), %rax
	testq	%rax, %rax
	js	.L3324
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3325:
	movq	304(%r14), %rax
	divsd	%xmm1, %xmm0
	testq	%rax, %rax
	je	.L3388
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L3453
	testq	%rax, %rax
	js	.L3329
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3330:
	movq	328(%r14), %rax
	divsd	%xmm0, %xmm1
	testq	%rax, %rax
	js	.L3331
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3332:
	subsd	%xmm2, %xmm1
	movsd	%xmm1, 16(%rsp)
.L3327:
	pxor	%xmm1, %xmm1
	xorl	%r15d, %r15d
	comisd	%xmm1, %xmm5
	jbe	.L3326
	movsd	16(%rsp), %xmm1
	subsd	%xmm5, %xmm1
	mulsd	.LC73(%rip), %xmm1
	divsd	%xmm5, %xmm1
	movq	%xmm1, %r15
.L3326:
	leaq	.LC515(%rip), %rdi
	mulsd	.LC28(%rip), %xmm0
	movl	$2, %eax
	movsd	%xmm5, 112(%rsp)
	movapd	%xmm5, %xmm1
	divsd	.LC67(%rip), %xmm1
	movsd	%xmm1, 80(%rsp)
	movsd	%xmm0, 88(%rsp)
	call	printf@PLT
	cmpq	$0, 304(%r14)
	movsd	112(%rsp), %xmm5
	je	.L3334
.L3341:
	movq	%r15, %xmm1
	leaq	.LC516(%rip), %rdi
	movl	$2, %eax
	movsd	16(%rsp), %xmm0
	movsd	%xmm5, 112(%rsp)
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	movsd	112(%rsp), %xmm5
.L3335:
	movl	$10, %edi
	movsd	%xmm5, 112(%rsp)
	call	putchar@PLT
	cmpl	$0, 96(%rsp)
	movsd	112(%rsp), %xmm5
	jne	.L3499
.L3343:
	cmpl	$0, 100(%rsp)
	jne	.L3500
.L3346:
	movl	$10, %edi
	movsd	%xmm5, 80(%rsp)
	call	putchar@PLT
	movq	%rbx, %rsi
	movq	%r13, %rdi
	call	print_result_set
	movq	104(%rsp), %rsi
	leaq	.LC509(%rip), %rdi
	call	print_result_set
	cmpl	$0, 48(%rsp)
	movsd	80(%rsp), %xmm5
	jne	.L3501
.L3347:
	movq	304(%r14), %rdx
	movq	264(%rsp), %rcx
	leaq	.LC494(%rip), %rsi
	testq	%rdx, %rdx
	jne	.L3348
	movq	%rbp, %rdx
	leaq	.LC495(%rip), %rsi
.L3348:
	movsd	88(%rsp), %xmm0
	movapd	%xmm5, %xmm1
	movl	$2, %eax
	leaq	.LC521(%rip), %rdi
	movsd	%xmm5, 48(%rsp)
	call	printf@PLT
	cmpq	$0, 304(%r14)
	movsd	48(%rsp), %xmm5
	jne	.L3502
.L3349:
	movl	$10, %edi
	movsd	%xmm5, 16(%rsp)
	call	putchar@PLT
	movq	24(%rsp), %rsi
	movq	72(%rsp), %rdi
	movq	%r12, %rdx
	call	fmt_ratio.constprop.0
	leaq	.LC524(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 96(%rsp)
	movsd	16(%rsp), %xmm5
	jne	.L3503
.L3350:
	cmpl	$0, 100(%rsp)
	jne	.L3504
.L3351:
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
	movq	64(%rsp), %rdi
	call	trace_free
	xorl	%eax, %eax
	testq	%rbx, %rbx
	setne	%al
	jmp	.L3202
.L3477:
	movq	stderr(%rip), %rcx
	movl	$118, %edx
	movl	$1, %esi
	leaq	.LC496(%rip), %rdi
	call	fwrite@PLT
.L3287:
	movl	$2, %eax
	jmp	.L3202
.L3314:
	movq	56(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	leaq	.LC499(%rip), %rsi
	movl	%r12d, %edi
	call	cannot
	jmp	.L3202
.L3251:
	movsd	312(%r14), %xmm0
	movabsq	$6000293695718379091, %rax
	xorq	96(%r14), %rax
	leaq	400(%rsp), %rdi
	movq	$0x000000000, 408(%rsp)
	movq	%rax, 416(%rsp)
	movsd	%xmm0, 400(%rsp)
	call	poisson_next
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L3259
	cvttsd2siq	%xmm0, %r9
	jmp	.L3258
.L3311:
	movapd	%xmm5, %xmm1
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L3312
.L3374:
	movq	%rbp, %r12
	movq	(%rsp), %rbp
	orl	$-1, %r15d
	movq	%r12, %rbx
.L3267:
	movq	112(%rsp), %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	jmp	.L3245
.L3495:
	movapd	%xmm1, %xmm0
	movq	%r11, 8(%rsp)
	movq	%rdx, (%rsp)
	movsd	%xmm5, 32(%rsp)
	call	sqrt@PLT
	movsd	32(%rsp), %xmm5
	movq	(%rsp), %rdx
	movq	8(%rsp), %r11
	divsd	%xmm5, %xmm0
	jmp	.L3301
.L3259:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %r9
	btcq	$63, %r9
	jmp	.L3258
.L3497:
	movq	328(%r14), %rsi
	movq	72(%rsp), %rdi
	movsd	%xmm5, 16(%rsp)
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
	movsd	16(%rsp), %xmm5
	jmp	.L3318
.L3380:
	pxor	%xmm5, %xmm5
	jmp	.L3293
.L3370:
	movq	%rbp, %r12
	movl	$-3, %r15d
	movq	(%rsp), %rbp
	movq	%r12, %rbx
	jmp	.L3267
.L3496:
	cmpq	$0, 48(%r14)
	jne	.L3385
	testq	%rsi, %rsi
	js	.L3304
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rsi, %xmm3
.L3305:
	movq	(%r14), %rax
	testq	%rax, %rax
	js	.L3306
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3307:
	movsd	.LC2(%rip), %xmm6
	movl	$1, %eax
	pxor	%xmm1, %xmm1
	jmp	.L3310
.L3506:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3309:
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
	jb	.L3505
.L3310:
	addsd	%xmm6, %xmm1
	mulsd	%xmm4, %xmm1
	movsd	%xmm1, (%rsp)
	testq	%rax, %rax
	jns	.L3506
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm1, %xmm1
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3309
.L3505:
	movapd	%xmm5, %xmm1
	movl	$1, 96(%rsp)
	subsd	%xmm7, %xmm1
	mulsd	.LC73(%rip), %xmm1
	mulsd	.LC91(%rip), %xmm0
	divsd	%xmm7, %xmm1
	movsd	%xmm0, 32(%rsp)
	movsd	%xmm1, 40(%rsp)
	jmp	.L3303
.L3306:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3307
.L3304:
	movq	%rsi, %rax
	movq	%rsi, %rdi
	pxor	%xmm3, %xmm3
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L3305
.L3488:
	movq	stderr(%rip), %rcx
	movl	$108, %edx
	movl	$1, %esi
	leaq	.LC498(%rip), %rdi
	call	fwrite@PLT
	movq	56(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	jmp	.L3287
.L3334:
	pxor	%xmm0, %xmm0
	testq	%rbp, %rbp
	je	.L3336
	movq	264(%rsp), %rax
	testq	%rax, %rax
	js	.L3337
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3338:
	testq	%rbp, %rbp
	js	.L3339
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L3340:
	divsd	%xmm1, %xmm0
.L3336:
	movq	%rbp, %rsi
	leaq	.LC517(%rip), %rdi
	movl	$1, %eax
	movsd	%xmm5, 112(%rsp)
	call	printf@PLT
	cmpq	$0, 304(%r14)
	movsd	112(%rsp), %xmm5
	je	.L3335
	jmp	.L3341
.L3321:
	pxor	%xmm0, %xmm0
	cmpq	$0, 304(%r14)
	movq	%xmm0, %r15
	movsd	%xmm0, 16(%rsp)
	je	.L3326
	jmp	.L3327
.L3471:
	movq	%r15, %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movl	96(%rsp), %r15d
	movq	%rax, 64(%rsp)
	jmp	.L3245
.L3373:
	orl	$-1, %r15d
	jmp	.L3267
.L3501:
	leaq	640(%rsp), %rsi
	leaq	.LC510(%rip), %rdi
	movsd	%xmm5, 48(%rsp)
	call	print_result_set
	movsd	48(%rsp), %xmm5
	jmp	.L3347
.L3500:
	xorl	%edx, %edx
	leaq	.LC520(%rip), %rsi
	movq	%rbx, %rdi
	movsd	%xmm5, 80(%rsp)
	call	print_score
	movsd	80(%rsp), %xmm5
	jmp	.L3346
.L3499:
	movsd	32(%rsp), %xmm4
	movl	$32, %esi
	movl	$5, %eax
	movsd	.LC28(%rip), %xmm1
	mulsd	8(%rsp), %xmm1
	movsd	40(%rsp), %xmm3
	leaq	.LC518(%rip), %rdi
	movsd	80(%rsp), %xmm2
	movsd	(%rsp), %xmm0
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	movsd	40(%rsp), %xmm0
	andpd	.LC61(%rip), %xmm0
	comisd	32(%rsp), %xmm0
	movsd	112(%rsp), %xmm5
	jbe	.L3343
	leaq	.LC519(%rip), %rdi
	movsd	%xmm5, 80(%rsp)
	call	puts@PLT
	movsd	80(%rsp), %xmm5
	jmp	.L3343
.L3498:
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
	movq	%r8, 112(%rsp)
	call	fmt_us.constprop.0
	leaq	144(%rsp), %rcx
	movq	16(%rsp), %rsi
	movq	%rcx, %rdi
	movq	%rcx, 88(%rsp)
	movq	%rax, 80(%rsp)
	call	fmt_us.constprop.0
	movq	80(%rsp), %rdx
	leaq	.LC511(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	24(%rsp), %rsi
	movq	72(%rsp), %rdi
	movq	%r12, %rdx
	call	fmt_ratio.constprop.0
	movq	24(%rsp), %rsi
	movq	112(%rsp), %rdi
	movq	%rax, 16(%rsp)
	call	fmt_us.constprop.0
	movq	88(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 80(%rsp)
	call	fmt_us.constprop.0
	movq	16(%rsp), %rcx
	movq	80(%rsp), %rdx
	leaq	.LC512(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	664(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC513(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movsd	120(%rsp), %xmm5
	jmp	.L3352
.L3504:
	movl	$1, %edx
	leaq	.LC11(%rip), %rsi
	movq	%rbx, %rdi
	call	print_score
	jmp	.L3351
.L3503:
	movsd	40(%rsp), %xmm3
	movsd	32(%rsp), %xmm4
	xorl	%ecx, %ecx
	movapd	%xmm5, %xmm2
	movsd	.LC28(%rip), %xmm1
	mulsd	8(%rsp), %xmm1
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
	jmp	.L3350
.L3502:
	movsd	.LC522(%rip), %xmm1
	movq	%r15, %xmm0
	xorl	%esi, %esi
	andpd	.LC61(%rip), %xmm0
	leaq	.LC523(%rip), %rdi
	movl	$2, %eax
	comisd	%xmm0, %xmm1
	movsd	16(%rsp), %xmm0
	movq	%r15, %xmm1
	setnb	%sil
	call	printf@PLT
	movsd	48(%rsp), %xmm5
	jmp	.L3349
.L3322:
	movq	%rsi, %rax
	movq	%rsi, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3323
.L3331:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3332
.L3339:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3340
.L3337:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3338
.L3329:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3330
.L3388:
	movq	$0x000000000, 16(%rsp)
	xorl	%r15d, %r15d
	jmp	.L3326
.L3324:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3325
.L3453:
	movq	$0x000000000, 16(%rsp)
	jmp	.L3327
.L3372:
	movq	(%rsp), %rbp
	orl	$-1, %r15d
	jmp	.L3267
.L3248:
	movq	%r12, %rdi
	orl	$-1, %r15d
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	56(%rsp), %rdi
	call	trace_free
	leaq	288(%rsp), %rdi
	call	trace_free
	jmp	.L3286
	.cfi_endproc
.LFE325:
	.size	run_users, .-run_users
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB89:
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
	je	.L3508
	movq	24(%rsp), %rcx
	movq	%r12, %r9
	subq	%rcx, %r9
	cmpq	%r9, 40(%rsp)
	jnb	.L3560
.L3508:
	movq	8(%rsp), %rax
	imulq	%r12, %rax
	addq	%r14, %rax
.L3509:
	movq	%rax, 264(%r10)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L3561
	cmpl	$1, %eax
	jne	.L3518
	movq	32(%rsp), %rbp
	subq	%r13, %r8
	addq	%r14, %rbp
	testq	%r13, %r13
	je	.L3519
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
	jb	.L3520
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %rbp
	jmp	.L3517
	.p2align 4,,10
	.p2align 3
.L3518:
	movq	48(%rbx), %r13
	movq	(%rbx), %r14
	movq	144(%rbx), %rsi
	testq	%r13, %r13
	je	.L3522
	movq	56(%rbx), %rdi
	movq	64(%rbx), %r8
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L3523:
	movq	%r12, %rdx
	xorl	%eax, %eax
	imulq	%rdi, %rdx
	addq	%r8, %rdx
	cmpq	%rbp, %rdx
	jb	.L3526
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbp, %rax
	divq	%r14
.L3526:
	testq	%rsi, %rsi
	je	.L3527
	movq	%r14, %rdx
	imulq	%rax, %rdx
	addq	%rbp, %rdx
	cmpq	%rsi, %rdx
	setnb	%dl
.L3528:
	testb	%dl, %dl
	jne	.L3529
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%r14, %rax
	addq	%r13, %rax
	addq	%rax, %rbp
	addq	$1, %r12
	je	.L3523
	testq	%rdi, %rdi
	jne	.L3523
.L3529:
	testq	%rsi, %rsi
	jne	.L3562
.L3525:
	movq	136(%rbx), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L3532:
	testq	%rax, %rax
	je	.L3531
	imulq	%r14, %rax
	addq	%rax, %rbp
.L3531:
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
	jmp	.L3517
	.p2align 4,,10
	.p2align 3
.L3560:
	movq	8(%rsp), %rdx
	movq	%r8, %rsi
	movq	32(%rsp), %rdi
	subq	%rcx, %rsi
	imulq	%rcx, %rdx
	movq	%rsi, %rax
	imulq	%r14, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L3509
	.p2align 4,,10
	.p2align 3
.L3527:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L3528
	.p2align 4,,10
	.p2align 3
.L3561:
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
.L3516:
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
	jb	.L3511
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3513
	movq	24(%rsp), %r11
	movq	%r15, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r14
	leaq	-1(%r13), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L3563
.L3514:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r13, %r12
	jb	.L3537
.L3513:
	movq	16(%rsp), %rax
	addq	$8, %rbp
	cmpq	%rax, %rbp
	jne	.L3516
	movq	32(%rsp), %r10
	movq	248(%r10), %rax
	movq	264(%r10), %rbp
	movq	%rax, 240(%r10)
.L3517:
	movl	88(%rsp), %eax
	orl	120(%rsp), %eax
	movq	%rbp, 256(%r10)
	jne	.L3541
	movl	200(%rbx), %edx
	movq	(%rsp), %rdi
	movq	%r10, %rcx
	xorl	%ebp, %ebp
	movq	192(%rbx), %rsi
	movq	%r10, 8(%rsp)
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3533
	movq	8(%rsp), %r10
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	48(%rsp), %rdi
	leaq	80(%r10), %rcx
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3533
	movq	168(%rbx), %rsi
	movq	8(%rsp), %r10
	movl	176(%rbx), %edx
	movq	%rsi, 272(%r10)
	testl	%edx, %edx
	je	.L3534
	movq	(%r10), %rcx
	movq	56(%rsp), %rdi
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rdi
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L3535
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
.L3535:
	movq	%rsi, 272(%r10)
.L3534:
	movq	(%rsp), %rdi
	leaq	128(%rsp), %rbp
	movq	%r10, 8(%rsp)
	movq	%rbp, %rdx
	call	dist_correct
	movl	152(%rsp), %eax
	movq	8(%rsp), %r10
	testl	%eax, %eax
	jne	.L3564
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%rbp, %rdi
	leaq	160(%r10), %rcx
	call	dist_summarise
	movq	128(%rsp), %rbp
	movl	%eax, %r12d
.L3533:
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
.L3511:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3513
.L3537:
	movq	%r13, %rcx
	movq	%r15, %rsi
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	subq	%r12, %rcx
	imulq	%r14, %r12
	movq	%r14, %rdx
	subq	%r12, %rsi
	call	dist_add
	jmp	.L3513
	.p2align 4,,10
	.p2align 3
.L3519:
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
.L3520:
	movq	8(%rsp), %rbp
	imulq	%r12, %rbp
	addq	%r14, %rbp
	jmp	.L3517
	.p2align 4,,10
	.p2align 3
.L3562:
	movq	%rcx, %r8
	cmpq	%rsi, %rbp
	jnb	.L3531
	subq	%rbp, %rsi
.L3524:
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r14
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rcx,%rax), %r8
	jmp	.L3532
	.p2align 4,,10
	.p2align 3
.L3563:
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
	jmp	.L3514
.L3541:
	xorl	%ebp, %ebp
	movl	$-1, %r12d
	jmp	.L3533
.L3564:
	movq	128(%rsp), %rbp
	movl	$-1, %r12d
	jmp	.L3533
.L3522:
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rsi, %rsi
	jne	.L3524
	jmp	.L3525
	.cfi_endproc
.LFE89:
	.size	closed_form, .-closed_form
	.p2align 4
	.type	omit_walk, @function
omit_walk:
.LFB195:
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
	jne	.L3566
	movl	152(%rbp), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %eax
	movl	%eax, 64(%rsp)
	movq	160(%rbp), %rax
	movq	%rax, 96(%rsp)
	testl	%edi, %edi
	je	.L3724
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
	jmp	.L3570
.L3566:
	movl	112(%rsp), %esi
	testl	%esi, %esi
	jne	.L3725
	movq	$1, 176(%rsp)
	movl	$8, %edi
.L3569:
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
	je	.L3651
	movl	$0, 64(%rsp)
	movq	272(%rbp), %r13
	movq	$1, 96(%rsp)
.L3570:
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
	jne	.L3662
	cmpq	$0, 160(%rsp)
	je	.L3662
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
	je	.L3574
	movq	136(%rbp), %rax
.L3574:
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
	jmp	.L3575
	.p2align 4,,10
	.p2align 3
.L3616:
	movq	8(%rsp), %rcx
	movq	%r8, %r9
	subq	%rcx, %r9
	testq	%rax, %rax
	je	.L3661
	movq	%r8, %rdx
	subq	%rbx, %rdx
	cmpq	%rdx, %rax
	jb	.L3647
	movq	%r9, 32(%rsp)
	movq	%r8, %rsi
	xorl	%eax, %eax
	movl	$0, 40(%rsp)
.L3619:
	movl	112(%rsp), %edi
	movq	%rax, %xmm0
	movhps	24(%rsp), %xmm0
	testl	%edi, %edi
	jne	.L3726
.L3621:
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
	je	.L3620
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
.L3620:
	movq	112(%r14), %rdi
	testq	%rdi, %rdi
	je	.L3632
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
	jne	.L3727
.L3632:
	movl	40(%rsp), %edx
	movq	8(%r14), %rax
	testl	%edx, %edx
	jne	.L3728
	movq	(%r14), %rdx
	testq	%rdx, %rdx
	je	.L3637
	movq	56(%r14), %rcx
	leaq	1(%rcx), %rsi
	movq	%rsi, 56(%r14)
	movq	%r9, (%rdx,%rcx,8)
.L3637:
	testq	%rax, %rax
	je	.L3636
	movq	64(%r14), %rdx
	movq	32(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r14)
	movq	%rdi, (%rax,%rdx,8)
.L3636:
	testl	%r11d, %r11d
	jne	.L3634
	movq	16(%r14), %rax
	testq	%rax, %rax
	je	.L3634
	movq	72(%r14), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 72(%r14)
	movq	%r9, (%rax,%rdx,8)
.L3634:
	movq	24(%r14), %rax
	testq	%rax, %rax
	je	.L3639
	movq	80(%r14), %rdx
	movq	32(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 80(%r14)
	movq	%rsi, (%rax,%rdx,8)
.L3639:
	movq	32(%r14), %rax
	testq	%rax, %rax
	je	.L3640
	movq	88(%r14), %rdx
	movq	8(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 88(%r14)
	movq	%r8, %rcx
	subq	%rdi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L3640:
	movq	40(%r14), %rax
	testq	%rax, %rax
	je	.L3641
	movq	96(%r14), %rdx
	subq	%rbx, %r8
	leaq	1(%rdx), %rcx
	movq	%rcx, 96(%r14)
	movq	%r8, (%rax,%rdx,8)
.L3641:
	movq	48(%r14), %rax
	testq	%rax, %rax
	je	.L3598
	movq	104(%r14), %rdx
	movq	8(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 104(%r14)
	movq	%rbx, %rcx
	subq	%rsi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L3598:
	movq	96(%rsp), %rax
	addq	$1, %r15
	addq	$1, 16(%rsp)
	cmpq	%rax, %r15
	movl	$0, %eax
	cmove	%rax, %r15
.L3575:
	cmpl	$3, 64(%rsp)
	je	.L3729
	movq	16(%rsp), %rax
	cmpq	136(%rbp), %rax
	jnb	.L3715
	movl	68(%rsp), %ecx
	movq	%r10, 24(%rsp)
	movq	152(%rsp), %rdi
	testl	%ecx, %ecx
	jne	.L3730
	call	due_next
	cmpl	$2, 64(%rsp)
	movq	24(%rsp), %r10
	movq	%rax, 8(%rsp)
	je	.L3731
	movq	8(%rsp), %rdi
	cmpl	$1, 64(%rsp)
	movq	%rdi, %rax
	jne	.L3600
	movq	80(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rdi
	cmovnb	%rdi, %rax
.L3600:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3579:
	movl	232(%rbp), %r11d
	testl	%r11d, %r11d
	jne	.L3732
.L3601:
	movq	88(%rsp), %rax
	cmpq	%rbx, %rax
	cmovb	%rbx, %rax
	movq	%rax, 24(%rsp)
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L3607
	movq	0(%rbp), %rdx
.L3608:
	cmpq	$0, 40(%rbp)
	je	.L3733
	movq	24(%rsp), %rsi
	movq	192(%rsp), %rdi
	movq	%r10, 40(%rsp)
	movl	%r11d, 32(%rsp)
	call	serve_random
	movq	40(%rsp), %r10
	movl	32(%rsp), %r11d
	movq	%rax, 88(%rsp)
.L3610:
	testl	%r11d, %r11d
	je	.L3658
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
.L3606:
	movl	68(%rsp), %r9d
	movq	224(%rbp), %rax
	testl	%r9d, %r9d
	jne	.L3616
	movq	%r8, %r9
	subq	%rbx, %r9
	testq	%rax, %rax
	jne	.L3646
	movq	%r9, 32(%rsp)
	movq	%r8, %rdx
	movl	$0, 40(%rsp)
.L3618:
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
	jmp	.L3620
.L3725:
	movq	240(%rbp), %rax
	addq	$1, %rax
	movq	%rax, 176(%rsp)
	leaq	0(,%rax,8), %rdi
	jmp	.L3569
.L3724:
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
	jmp	.L3570
.L3715:
	movq	%r10, %r15
.L3580:
	xorl	%ebx, %ebx
.L3631:
	cmpq	$0, 8(%r15)
	jne	.L3644
	movq	$0, 48(%r15)
.L3644:
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	328(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3645
	call	fclose@PLT
.L3645:
	movq	168(%rsp), %rdi
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	call	free@PLT
.L3565:
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
.L3728:
	.cfi_restore_state
	testq	%rax, %rax
	je	.L3634
	movq	64(%r14), %rdx
	movq	32(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r14)
	movq	%rdi, (%rax,%rdx,8)
	jmp	.L3634
	.p2align 4,,10
	.p2align 3
.L3729:
	movq	80(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L3577
	cmpq	%rax, %rbx
	setnb	%al
.L3578:
	testb	%al, %al
	jne	.L3715
	movl	232(%rbp), %r11d
	addq	$1, (%r10)
	movq	%rbx, 8(%rsp)
	testl	%r11d, %r11d
	je	.L3601
.L3732:
	cmpq	$0, 72(%rsp)
	je	.L3603
	movq	168(%rsp), %rdx
	movq	72(%rsp), %rax
	movq	176(%rsp), %rcx
	jmp	.L3602
	.p2align 4,,10
	.p2align 3
.L3605:
	addq	$1, %r12
	xorl	%esi, %esi
	cmpq	%rcx, %r12
	cmove	%rsi, %r12
	subq	$1, %rax
	je	.L3718
.L3602:
	cmpq	(%rdx,%r12,8), %rbx
	jnb	.L3605
.L3718:
	movq	%rax, 72(%rsp)
.L3603:
	movq	72(%rsp), %rax
	cmpq	240(%rbp), %rax
	jb	.L3601
	movq	88(%rsp), %rax
	cmpq	%rax, %rbx
	jnb	.L3601
	movq	248(%rbp), %r8
	movl	$1, %r11d
	movq	$1, 24(%rsp)
	addq	%rbx, %r8
	jmp	.L3606
	.p2align 4,,10
	.p2align 3
.L3661:
	movq	%r9, 32(%rsp)
	movq	%r8, %rsi
	movl	$0, 40(%rsp)
	jmp	.L3619
	.p2align 4,,10
	.p2align 3
.L3646:
	cmpq	%r9, %rax
	jb	.L3648
	movq	%r9, 32(%rsp)
	movq	%r8, %rdx
	xorl	%eax, %eax
	movl	$0, 40(%rsp)
	jmp	.L3618
	.p2align 4,,10
	.p2align 3
.L3730:
	call	due_next
	cmpq	$0, 16(%rsp)
	movq	24(%rsp), %r10
	movq	%rax, 8(%rsp)
	je	.L3582
	movl	280(%rbp), %edx
	testl	%edx, %edx
	je	.L3582
	movq	200(%rsp), %rsi
	subq	%rsi, %rbx
	movq	%r14, %rsi
	movq	%r12, %r14
	movq	%rbp, %r12
	addq	%rax, %rbx
	jmp	.L3584
	.p2align 4,,10
	.p2align 3
.L3734:
	addq	%rax, %r13
.L3584:
	cmpq	$-1, %r13
	je	.L3585
	movq	256(%r12), %rax
	addq	%r13, %rax
	cmpq	%rax, %rbx
	jb	.L3585
	movq	264(%r12), %rax
	testq	%rax, %rax
	jne	.L3734
	movq	$-1, %r13
.L3585:
	cmpq	%r13, %rbx
	jb	.L3587
	movq	256(%r12), %rbx
	addq	%r13, %rbx
.L3587:
	movl	112(%rsp), %eax
	testl	%eax, %eax
	je	.L3735
	movq	%rsi, 24(%rsp)
	movq	160(%rsp), %rbp
	movq	%r10, 32(%rsp)
	movq	144(%rsp), %rdi
	jmp	.L3588
	.p2align 4,,10
	.p2align 3
.L3737:
	cmpq	0(%rbp), %rbx
	jb	.L3736
	call	heap_pop
.L3588:
	movq	216(%rsp), %rax
	testq	%rax, %rax
	jne	.L3737
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	xorl	%ecx, %ecx
.L3590:
	movq	288(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L3592
	movl	296(%r12), %eax
	testl	%eax, %eax
	jne	.L3592
	movq	144(%rsp), %rdi
	movq	%r10, 32(%rsp)
	movq	%rsi, 24(%rsp)
	call	heap_pop
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	movq	%rax, %rbx
	jmp	.L3584
	.p2align 4,,10
	.p2align 3
.L3577:
	movq	16(%rsp), %rax
	cmpq	136(%rbp), %rax
	setnb	%al
	jmp	.L3578
	.p2align 4,,10
	.p2align 3
.L3731:
	movq	80(%rsp), %rdi
	cmpq	(%rdi,%r15,8), %rax
	jnb	.L3600
	addq	$1, 16(%r10)
	jmp	.L3598
.L3592:
	movq	%r12, %rbp
	movq	%r14, %r12
	movq	%rsi, %r14
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L3596
	cmpq	%rbx, 128(%rbp)
	jb	.L3723
.L3596:
	cmpq	%rdx, %rcx
	jnb	.L3597
.L3594:
	movq	8(%rsp), %rax
	movq	%rax, 200(%rsp)
	jmp	.L3579
	.p2align 4,,10
	.p2align 3
.L3658:
	movq	$0, 24(%rsp)
	movq	88(%rsp), %r8
	jmp	.L3606
	.p2align 4,,10
	.p2align 3
.L3726:
	movq	216(%rsp), %rax
	movq	184(%rsp), %rdi
	leaq	1(%rax), %rdx
	movq	%rdx, 216(%rsp)
	testq	%rax, %rax
	jne	.L3622
	jmp	.L3623
	.p2align 4,,10
	.p2align 3
.L3625:
	movq	%rcx, (%rdx)
	testq	%rax, %rax
	je	.L3623
.L3622:
	movq	%rax, %rdx
	leaq	-1(%rax), %rax
	shrq	%rax
	leaq	(%rdi,%rdx,8), %rdx
	movq	(%rdi,%rax,8), %rcx
	cmpq	%rcx, %rsi
	jb	.L3625
	movq	%rsi, (%rdx)
	jmp	.L3621
	.p2align 4,,10
	.p2align 3
.L3736:
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	movq	%rax, %rcx
	jmp	.L3590
	.p2align 4,,10
	.p2align 3
.L3582:
	movq	8(%rsp), %rax
	movq	%r14, %rsi
	movq	%r12, %r14
	movq	%rbp, %r12
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L3584
	.p2align 4,,10
	.p2align 3
.L3648:
	movq	%rax, 32(%rsp)
	leaq	(%rbx,%rax), %rdx
	movl	$1, %eax
	movl	$1, 40(%rsp)
	jmp	.L3618
	.p2align 4,,10
	.p2align 3
.L3647:
	movq	8(%rsp), %rdi
	leaq	(%rbx,%rax), %rsi
	movl	$1, 40(%rsp)
	movq	%rsi, %rax
	subq	%rdi, %rax
	movq	%rax, 32(%rsp)
	movl	$1, %eax
	jmp	.L3619
	.p2align 4,,10
	.p2align 3
.L3733:
	movq	24(%rsp), %rcx
	movq	224(%rsp), %rax
	leaq	(%rcx,%rdx), %rsi
	movq	%rsi, 88(%rsp)
	cmpq	%rsi, %rax
	jnb	.L3610
	movq	48(%rbp), %r8
	cmpq	%rax, %rcx
	jnb	.L3611
	addq	%r8, %rsi
	movq	%rsi, 88(%rsp)
.L3612:
	addq	$1, 232(%rsp)
	movq	56(%rbp), %r9
	testq	%r9, %r9
	jne	.L3613
	movq	$-1, 224(%rsp)
	jmp	.L3610
	.p2align 4,,10
	.p2align 3
.L3607:
	movq	16(%rsp), %rsi
	movq	%rbp, %rdi
	movq	%r10, 40(%rsp)
	movl	%r11d, 32(%rsp)
	call	service_of
	movq	40(%rsp), %r10
	movl	32(%rsp), %r11d
	movq	%rax, %rdx
	jmp	.L3608
	.p2align 4,,10
	.p2align 3
.L3623:
	movq	184(%rsp), %rdx
	movq	%rsi, (%rdx)
	jmp	.L3621
.L3597:
	movq	8(%rsp), %rax
	addq	$1, 24(%r10)
	movq	%rax, 200(%rsp)
	jmp	.L3598
.L3613:
	movq	88(%rsp), %rdi
	addq	%r9, %rax
	movq	%rax, 224(%rsp)
	cmpq	%rdi, %rax
	jnb	.L3610
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
	jmp	.L3610
.L3611:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, 24(%rsp)
	leaq	(%rdx,%rcx), %rsi
	cmovnb	88(%rsp), %rsi
	movq	%rsi, 88(%rsp)
	jmp	.L3612
.L3735:
	movq	%r12, %rbp
	movq	%r14, %r12
	movq	%rsi, %r14
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L3594
	cmpq	%rbx, 128(%rbp)
	jnb	.L3594
.L3723:
	movq	136(%rbp), %rax
	movq	16(%rsp), %rcx
	movq	%r10, %r15
	subq	%rcx, %rax
	movq	%rax, 16(%r10)
	jmp	.L3580
.L3651:
	movl	$0, 64(%rsp)
	movq	$-1, %r13
	movq	$1, 96(%rsp)
	jmp	.L3570
.L3727:
	movq	%r10, %r15
	movl	$-1, %ebx
	jmp	.L3631
.L3662:
	movq	168(%rsp), %rdi
	orl	$-1, %ebx
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	jmp	.L3565
	.cfi_endproc
.LFE195:
	.size	omit_walk, .-omit_walk
	.p2align 4
	.type	ref_omit_client, @function
ref_omit_client:
.LFB200:
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
	subq	$408, %rsp
	.cfi_def_cfa_offset 464
	movq	224(%rdi), %rax
	movl	%esi, 20(%rsp)
	movq	%rdx, 168(%rsp)
	movq	%rcx, 136(%rsp)
	movq	%rax, 56(%rsp)
	testl	%esi, %esi
	jne	.L3739
	movl	152(%rdi), %edx
	leaq	by_kind.6(%rip), %rax
	movq	160(%rdi), %rdi
	movl	(%rax,%rdx,4), %eax
	movq	%rdi, 120(%rsp)
	movl	%eax, 8(%rsp)
	cmpl	$3, %eax
	jne	.L3740
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L3740
	xorl	%edx, %edx
	movq	120(%rsp), %rdi
	divq	(%r14)
	leaq	1(%rdi,%rax), %rbp
	jmp	.L3742
.L3739:
	movl	$0, 8(%rsp)
	movq	136(%rdi), %rbp
	movq	$1, 120(%rsp)
.L3742:
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
	je	.L3747
	cmpq	$0, 48(%rsp)
	je	.L3747
	cmpq	$0, 80(%rsp)
	je	.L3747
	testq	%r15, %r15
	je	.L3747
	cmpq	$0, 104(%rsp)
	je	.L3747
	testq	%r13, %r13
	je	.L3747
	cmpq	$0, 96(%rsp)
	je	.L3747
	cmpq	$0, 144(%rsp)
	je	.L3747
	movl	8(%rsp), %eax
	cmpq	$0, 48(%r14)
	movups	%xmm0, 252(%rsp)
	movups	%xmm0, 268(%rsp)
	movl	%eax, 200(%rsp)
	movq	$-1, %rax
	movq	%r14, 192(%rsp)
	movq	%r14, 264(%rsp)
	movups	%xmm0, 204(%rsp)
	movups	%xmm0, 220(%rsp)
	movups	%xmm0, 236(%rsp)
	jne	.L3905
.L3748:
	movq	160(%r14), %rdi
	movl	$8, %esi
	movq	%rax, 280(%rsp)
	call	calloc@PLT
	movq	%rax, 184(%rsp)
	movq	%rax, 232(%rsp)
	testq	%rax, %rax
	je	.L3747
	leaq	288(%rsp), %rax
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
	jmp	.L3781
	.p2align 4,,10
	.p2align 3
.L3749:
	movq	%rcx, 88(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r11, 32(%rsp)
	cmpq	136(%r14), %r12
	jnb	.L3755
	movq	128(%rsp), %rdi
	call	due_next
	movl	20(%rsp), %edx
	movq	24(%rsp), %rdi
	movq	32(%rsp), %r11
	movq	64(%rsp), %r8
	testl	%edx, %edx
	movq	%rax, (%rdi,%r12,8)
	movq	88(%rsp), %rcx
	jne	.L3906
	cmpl	$2, 8(%rsp)
	je	.L3907
	cmpl	$1, 8(%rsp)
	jne	.L3773
	movq	120(%rsp), %rdi
	cmpq	%rdi, %r12
	jb	.L3773
	movq	152(%rsp), %rdi
	movq	(%rdi,%r12,8), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
.L3773:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3754:
	movq	48(%rsp), %rax
	movl	232(%r14), %r10d
	movq	%rbx, (%rax,%r12,8)
	testl	%r10d, %r10d
	je	.L3776
	cmpq	%r8, %rbx
	jb	.L3908
.L3776:
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
.L3779:
	movq	56(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3780
	movq	%rcx, %rdx
	leaq	(%rbx,%rdi), %rax
	subq	%rbx, %rdx
	cmpq	%rdx, %rdi
	cmovb	%rax, %rcx
.L3780:
	movq	104(%rsp), %rax
	movl	20(%rsp), %r9d
	movq	%rcx, (%rax,%r12,8)
	testl	%r9d, %r9d
	je	.L3771
	cmpq	$0, 288(%r14)
	je	.L3771
	movq	%rcx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L3771:
	addq	$1, %r12
.L3781:
	cmpl	$3, 8(%rsp)
	jne	.L3749
	movq	120(%rsp), %rax
	xorl	%ebx, %ebx
	cmpq	%rax, %r12
	jb	.L3750
	movq	152(%rsp), %rax
	movq	(%rax,%r12,8), %rbx
.L3750:
	testq	%r12, %r12
	je	.L3751
	movq	48(%rsp), %rax
	movq	-8(%rax,%r12,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3751:
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L3752
	cmpq	%rax, %rbx
	setnb	%al
.L3753:
	testb	%al, %al
	jne	.L3909
	movq	24(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L3754
.L3909:
	movq	%r12, %rax
	xorl	%edx, %edx
.L3819:
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
	je	.L3797
	movq	%r15, 112(%rsp)
	movq	96(%rsp), %rbp
	movq	%r10, %r15
	movq	%r13, 128(%rsp)
	movl	20(%rsp), %r13d
	movq	%r14, 88(%rsp)
	movq	168(%rsp), %r14
	jmp	.L3782
	.p2align 4,,10
	.p2align 3
.L3784:
	cmpb	$3, %r11b
	je	.L3910
	cmpb	$1, %r11b
	ja	.L3785
	addq	$1, 1128(%r14,%r15)
	movq	48(%rsp), %rax
	cmpq	$0, 136(%rsp)
	movq	(%rax,%rbx,8), %rsi
	je	.L3794
	movq	80(%rsp), %rax
	movq	(%rax,%rbx,8), %rdi
	testl	%r13d, %r13d
	je	.L3791
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax,%rbx,8), %rax
.L3792:
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
	jne	.L3911
.L3794:
	movq	160(%rsp), %rax
	addq	%r14, %rax
	addq	%r11, 1160(%rax)
	cmpq	$0, 56(%rsp)
	movq	1152(%rax), %rdx
	je	.L3790
	movq	80(%rsp), %rdi
	movq	(%rdi,%rbx,8), %rdi
	movq	%rdi, %rcx
	movq	%rdi, 8(%rsp)
	subq	%rsi, %rcx
	cmpq	%rcx, 56(%rsp)
	adcq	$0, %rdx
.L3790:
	movq	%rdx, 1152(%rax)
	leaq	(%r14,%r15), %rax
	cmpq	$1, 1128(%rax)
	movq	%rsi, 1176(%rax)
	jne	.L3795
	movq	%rsi, 1168(%rax)
.L3795:
	movq	%r11, 8(%rsp)
	testl	%r13d, %r13d
	je	.L3785
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
.L3785:
	addq	$1, %rbx
	addq	$32, %r8
	adcq	$0, %r9
	cmpq	%rbx, %r12
	je	.L3912
.L3782:
	movzbl	0(%rbp,%rbx), %r11d
	cmpb	$2, %r11b
	jne	.L3784
	addq	$1, 1136(%r14,%r15)
	jmp	.L3785
	.p2align 4,,10
	.p2align 3
.L3908:
	movq	%r11, %rcx
	xorl	%edx, %edx
	jmp	.L3777
	.p2align 4,,10
	.p2align 3
.L3778:
	movq	%rcx, %rax
	subq	%rdx, %rax
	shrq	%rax
	addq	%rdx, %rax
	cmpq	(%r15,%rax,8), %rbx
	jnb	.L3913
	movq	%rax, %rcx
.L3777:
	cmpq	%rcx, %rdx
	jb	.L3778
	movq	%r11, %rax
	subq	%rdx, %rax
	cmpq	240(%r14), %rax
	jb	.L3776
	movq	96(%rsp), %rax
	movq	248(%r14), %rcx
	movb	$1, (%rax,%r12)
	movq	80(%rsp), %rax
	addq	%rbx, %rcx
	movq	%rcx, (%rax,%r12,8)
	jmp	.L3779
	.p2align 4,,10
	.p2align 3
.L3913:
	leaq	1(%rax), %rdx
	jmp	.L3777
	.p2align 4,,10
	.p2align 3
.L3906:
	movl	280(%r14), %edi
	movl	%edi, 64(%rsp)
	testq	%r12, %r12
	je	.L3823
	testl	%edi, %edi
	je	.L3758
	movq	24(%rsp), %rdi
	subq	-8(%rdi,%r12,8), %rbx
	addq	%rax, %rbx
.L3757:
	movq	256(%r14), %r10
	movq	288(%r14), %r9
	testq	%r10, %r10
	je	.L3759
	.p2align 4,,10
	.p2align 3
.L3769:
	movq	272(%r14), %rsi
	cmpq	%rsi, %rbx
	jb	.L3759
	movq	264(%r14), %rdi
	testq	%rdi, %rdi
	je	.L3760
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%rsi, %rax
	movq	%rax, 32(%rsp)
	divq	%rdi
	movq	32(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, %rdi
.L3760:
	addq	%r10, %rsi
	addq	%rdi, %rsi
	cmpq	%rsi, %rbx
	cmovb	%rsi, %rbx
.L3759:
	testq	%r9, %r9
	je	.L3761
	testq	%rbp, %rbp
	je	.L3761
.L3762:
	leaq	0(%r13,%rbp,8), %rsi
	movq	%r13, %rax
	xorl	%ebp, %ebp
	.p2align 4,,10
	.p2align 3
.L3765:
	movq	(%rax), %rdx
	cmpq	%rdx, %rbx
	jnb	.L3764
	movq	%rdx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L3764:
	addq	$8, %rax
	cmpq	%rax, %rsi
	jne	.L3765
	cmpq	%r9, %rbp
	jb	.L3761
	movl	296(%r14), %eax
	testl	%eax, %eax
	jne	.L3766
	xorl	%eax, %eax
	movq	$-1, %rbx
	.p2align 4,,10
	.p2align 3
.L3767:
	movq	0(%r13,%rax,8), %rdx
	cmpq	%rdx, %rbx
	cmova	%rdx, %rbx
	addq	$1, %rax
	cmpq	%rbp, %rax
	jb	.L3767
	testq	%r10, %r10
	jne	.L3769
	testq	%rbp, %rbp
	jne	.L3762
	.p2align 4,,10
	.p2align 3
.L3761:
	movl	64(%rsp), %eax
	testl	%eax, %eax
	je	.L3754
.L3763:
	cmpq	%rbx, 128(%r14)
	jb	.L3755
.L3770:
	cmpq	%rbp, %r9
	jne	.L3754
	testq	%r9, %r9
	je	.L3754
	movq	96(%rsp), %rax
	movb	$3, (%rax,%r12)
	movq	48(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L3771
	.p2align 4,,10
	.p2align 3
.L3752:
	cmpq	136(%r14), %r12
	setnb	%al
	jmp	.L3753
.L3910:
	addq	$1, 1144(%r14,%r15)
	jmp	.L3785
	.p2align 4,,10
	.p2align 3
.L3907:
	cmpq	%rcx, %rax
	jnb	.L3773
	movq	96(%rsp), %rax
	movb	$2, (%rax,%r12)
	jmp	.L3771
.L3791:
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	120(%rsp)
	movq	%rsi, %rax
	movq	%rdx, %rcx
	jmp	.L3792
.L3823:
	movq	%rax, %rbx
	jmp	.L3757
.L3758:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L3757
.L3912:
	movq	112(%rsp), %r15
	movq	128(%rsp), %r13
	movq	88(%rsp), %r14
.L3797:
	movq	168(%rsp), %rcx
	movq	%r15, 64(%rsp)
	xorl	%ebx, %ebx
	movq	%r14, %rdx
	movq	%r13, 88(%rsp)
	leaq	.L3809(%rip), %rbp
	imulq	$560, 176(%rsp), %rax
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L3783:
	cmpl	$1, %ebx
	jle	.L3914
	cmpl	$3, %ebx
	jle	.L3915
	movl	20(%rsp), %edi
	testl	%edi, %edi
	je	.L3802
	cmpq	$0, 256(%rdx)
	jne	.L3799
	movl	280(%rdx), %esi
	testl	%esi, %esi
	je	.L3916
.L3799:
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	movl	%ebx, %r11d
	testq	%r12, %r12
	je	.L3817
	movq	48(%rsp), %r15
	movq	80(%rsp), %r14
	movq	%rcx, 8(%rsp)
	movq	96(%rsp), %r10
	movq	56(%rsp), %r13
	movq	%rdx, 32(%rsp)
	movl	20(%rsp), %r8d
	.p2align 4,,10
	.p2align 3
.L3816:
	testl	%r8d, %r8d
	je	.L3803
	movq	24(%rsp), %rdi
	movq	(%rdi,%rax,8), %rdi
.L3804:
	xorl	%esi, %esi
	testq	%r13, %r13
	je	.L3805
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	xorl	%esi, %esi
	cmpq	%rdx, %r13
	setb	%sil
.L3805:
	movzbl	(%r10,%rax), %ecx
	cmpb	$1, %cl
	ja	.L3806
	cmpl	$6, %ebx
	ja	.L3807
	movslq	0(%rbp,%r11,4), %rdx
	addq	%rbp, %rdx
	jmp	*%rdx
	.section	.rodata
	.align 4
	.align 4
.L3809:
	.long	.L3807-.L3809
	.long	.L3812-.L3809
	.long	.L3807-.L3809
	.long	.L3812-.L3809
	.long	.L3811-.L3809
	.long	.L3810-.L3809
	.long	.L3808-.L3809
	.text
.L3812:
	testl	%esi, %esi
	je	.L3831
	movq	(%r15,%rax,8), %rdx
	addq	%r13, %rdx
	subq	%rdi, %rdx
.L3904:
	movq	144(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	.p2align 4,,10
	.p2align 3
.L3806:
	addq	$1, %rax
	cmpq	%rax, %r12
	jne	.L3816
	movq	8(%rsp), %rcx
	movq	32(%rsp), %rdx
.L3817:
	movq	144(%rsp), %rdi
	movq	%r9, %rsi
	movq	%rcx, 32(%rsp)
	movq	%rdx, 8(%rsp)
	call	ref_osummary
	movq	32(%rsp), %rcx
	movq	8(%rsp), %rdx
.L3802:
	addl	$1, %ebx
	addq	$80, %rcx
	cmpl	$7, %ebx
	jne	.L3783
	movq	64(%rsp), %r15
	movq	88(%rsp), %r13
	xorl	%ebx, %ebx
.L3793:
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	328(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3818
	call	fclose@PLT
.L3818:
	movq	184(%rsp), %rdi
	call	free@PLT
.L3746:
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
.L3808:
	.cfi_restore_state
	movq	(%r15,%rax,8), %rdx
.L3903:
	movq	24(%rsp), %rdi
	subq	(%rdi,%rax,8), %rdx
	movq	144(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L3806
.L3810:
	movq	144(%rsp), %rdi
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L3806
.L3811:
	movq	(%r14,%rax,8), %rdx
	jmp	.L3903
.L3807:
	testl	%esi, %esi
	jne	.L3806
	andl	$1, %ecx
	je	.L3831
	testl	%ebx, %ebx
	jne	.L3806
.L3831:
	movq	(%r14,%rax,8), %rdx
	subq	%rdi, %rdx
	jmp	.L3904
	.p2align 4,,10
	.p2align 3
.L3803:
	movq	(%r15,%rax,8), %rdi
	jmp	.L3804
.L3914:
	cmpq	$0, 224(%rdx)
	jne	.L3799
.L3902:
	addl	$1, %ebx
	addq	$80, %rcx
	jmp	.L3783
.L3915:
	movl	232(%rdx), %r8d
	testl	%r8d, %r8d
	je	.L3902
	jmp	.L3799
.L3755:
	movq	136(%r14), %rax
	movq	%rax, %rdx
	subq	%r12, %rdx
	jmp	.L3819
.L3905:
	movq	64(%r14), %rax
	jmp	.L3748
.L3916:
	cmpq	$0, 288(%rdx)
	jne	.L3799
	jmp	.L3802
.L3740:
	movq	136(%r14), %rbp
	jmp	.L3742
.L3911:
	movq	112(%rsp), %r15
	movq	128(%rsp), %r13
	movl	$-1, %ebx
	jmp	.L3793
.L3766:
	cmpl	$0, 64(%rsp)
	je	.L3770
	jmp	.L3763
	.p2align 4,,10
	.p2align 3
.L3747:
	movl	$-1, %ebx
	jmp	.L3746
	.cfi_endproc
.LFE200:
	.size	ref_omit_client, .-ref_omit_client
	.p2align 4
	.type	omit_job_run, @function
omit_job_run:
.LFB319:
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
	jne	.L3918
	xorl	%ecx, %ecx
	movq	%rbp, %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	ref_omit_client
.L3918:
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
.LFE319:
	.size	omit_job_run, .-omit_job_run
	.p2align 4
	.type	walk_pass, @function
walk_pass:
.LFB161:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	by_kind.6(%rip), %rax
	movslq	%esi, %rsi
	movq	%rdi, %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	(%rdi,%rsi,8), %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movl	$1, %r12d
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$248, %rsp
	.cfi_def_cfa_offset 304
	movq	%rdx, 96(%rsp)
	movl	152(%rcx), %edx
	movq	%rcx, 56(%rsp)
	xorl	%ecx, %ecx
	movl	(%rax,%rdx,4), %eax
	movq	%rdi, 88(%rsp)
	movl	%ecx, %ebp
	movq	%r9, 64(%rsp)
	movq	%rax, %r13
	movq	%rax, 16(%rsp)
	xorl	%eax, %eax
	movl	%r13d, 8(%rsp)
	movl	%eax, %ebx
	movq	%r8, %r13
	movq	%rdi, 24(%rsp)
	jmp	.L3927
.L4036:
	movl	2200(%r8), %r9d
	testl	%r9d, %r9d
	jle	.L3921
	movl	$1, 4000(%r8)
.L3922:
	cmpl	$3, 8(%rsp)
	movl	%eax, 4008(%r8)
	pxor	%xmm2, %xmm2
	movl	$1, 4004(%r8)
	cmovne	%r12d, %eax
	movaps	%xmm2, 4016(%r8)
.L3924:
	leaq	3480(%r8), %r11
	orl	%eax, %ebx
	xorl	%eax, %eax
	movq	$0, 3984(%r8)
	leaq	3488(%r8), %rdi
	movq	%r11, %rcx
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$512, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	%r13, 3480(%r8)
	movl	4004(%r8), %edi
	testl	%edi, %edi
	je	.L3925
	movl	16(%rsp), %edx
	movq	56(%rsp), %rsi
	movq	%r8, (%rsp)
	movq	%r11, %rdi
	call	*0(%r13)
	movq	(%rsp), %r8
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L3925:
	movl	4008(%r8), %esi
	movq	%r13, 3736(%r8)
	testl	%esi, %esi
	je	.L3926
	xorl	%edx, %edx
	movq	56(%rsp), %rsi
	leaq	3736(%r8), %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L3926:
	addq	$8, %r15
	cmpq	%r14, %r15
	je	.L4035
.L3927:
	movq	(%r15), %r8
	xorl	%eax, %eax
	movl	72(%r8), %edx
	movl	1160(%r8), %r10d
	movl	3408(%r8), %r11d
	testl	%edx, %edx
	setg	%al
	movl	%eax, 3992(%r8)
	xorl	%eax, %eax
	testl	%r10d, %r10d
	setg	%al
	movl	%eax, 3996(%r8)
	testl	%r11d, %r11d
	jne	.L4036
.L3921:
	movl	$0, 4000(%r8)
	testl	%edx, %edx
	jg	.L3922
	pxor	%xmm3, %xmm3
	movl	%eax, 4008(%r8)
	movl	$0, 4004(%r8)
	movaps	%xmm3, 4016(%r8)
	jmp	.L3924
.L4035:
	movl	%ebp, %eax
	movl	%ebx, 108(%rsp)
	movq	24(%rsp), %rbx
	movl	%ebp, 104(%rsp)
	movq	%r13, %rbp
	testl	%eax, %eax
	jne	.L3928
	xorl	%r15d, %r15d
	cmpq	$0, 64(%rsp)
	je	.L4037
.L3929:
	movq	64(%rsp), %rax
	movq	(%rax), %r13
	movl	8(%rax), %ecx
	movq	192(%r13), %rax
	movq	%r13, %rdi
	movl	%ecx, (%rsp)
	movq	%rax, 40(%rsp)
	call	pthread_mutex_lock@PLT
	movq	240(%r13), %r12
	cmpq	%r12, %r15
	jb	.L3937
	movslq	(%rsp), %rax
	movq	%r14, 8(%rsp)
	movq	%rbx, 16(%rsp)
	movq	%rax, %rcx
	addq	$30, %rax
	movq	%rbp, 24(%rsp)
	movq	%r13, %rbp
	movq	%rax, (%rsp)
	leaq	40(%r13), %rax
	movl	%ecx, %r14d
	movq	%rax, %rbx
	jmp	.L3931
	.p2align 4,,10
	.p2align 3
.L4040:
	movq	(%rsp), %rax
	movq	8(%rbp,%rax,8), %rax
.L3934:
	movl	264(%rbp), %edx
	testl	%edx, %edx
	jne	.L3935
	movq	%r12, %rdx
	subq	%rax, %rdx
	cmpq	$2, %rdx
	jbe	.L4038
.L3935:
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	pthread_cond_wait@PLT
	movq	240(%rbp), %r12
	cmpq	%r12, %r15
	jb	.L4029
.L3931:
	movl	268(%rbp), %eax
	testl	%eax, %eax
	jne	.L4039
	cmpl	$1, %r14d
	movl	$68, %eax
	adcq	$0, %rax
	movl	0(%rbp,%rax,4), %ecx
	testl	%ecx, %ecx
	jne	.L4040
	movq	256(%rbp), %rax
	movq	248(%rbp), %rdx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	jmp	.L3934
.L4038:
	movabsq	$-6148914691236517205, %rax
	movq	%rbp, %rdi
	movl	$1, 264(%rbp)
	mulq	%r12
	movq	%rdx, %rax
	andq	$-2, %rdx
	shrq	%rax
	addq	%rdx, %rax
	subq	%rax, %r12
	call	pthread_mutex_unlock@PLT
	movslq	%r12d, %r13
	movl	$16384, %edx
	leaq	88(%rbp), %rdi
	movq	192(%rbp,%r13,8), %rsi
	call	due_fill
	movq	%rbp, %rdi
	movq	%rax, %r12
	call	pthread_mutex_lock@PLT
	xorl	%eax, %eax
	testq	%r12, %r12
	movq	%rbx, %rdi
	sete	%al
	movq	%r12, 216(%rbp,%r13,8)
	movl	%eax, 268(%rbp)
	setne	%al
	movl	$0, 264(%rbp)
	movzbl	%al, %eax
	addq	%rax, 240(%rbp)
	call	pthread_cond_broadcast@PLT
	movq	240(%rbp), %r12
	cmpq	%r12, %r15
	jnb	.L3931
.L4029:
	movq	%rbp, %r13
	movq	8(%rsp), %r14
	movq	16(%rsp), %rbx
	movq	24(%rsp), %rbp
.L3937:
	movabsq	$-6148914691236517205, %rax
	mulq	%r15
	movq	%rdx, %rsi
	andq	$-2, %rdx
	shrq	%rsi
	leaq	(%rdx,%rsi), %rax
	movq	%r15, %rsi
	subq	%rax, %rsi
	movq	192(%r13,%rsi,8), %rax
	movq	%rax, 40(%rsp)
	movq	216(%r13,%rsi,8), %rax
	movq	%rax, 24(%rsp)
	jmp	.L3932
.L4039:
	movq	%rbp, %r13
	movq	8(%rsp), %r14
	movq	16(%rsp), %rbx
	movq	24(%rsp), %rbp
	cmpq	%r12, %r15
	jb	.L3937
	movq	$0, 24(%rsp)
.L3932:
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movq	%r15, 80(%rsp)
.L3939:
	leaq	112(%rsp), %rcx
	movq	88(%rsp), %rax
	movq	%rbx, 72(%rsp)
	movq	$0, 32(%rsp)
	movq	%rcx, (%rsp)
	movq	%r14, 48(%rsp)
	movq	%rax, %r14
	.p2align 4,,10
	.p2align 3
.L3949:
	movq	(%r14), %r13
	xorl	%r15d, %r15d
	movq	%r14, 16(%rsp)
	movl	4004(%r13,%r15,4), %r14d
	leaq	3480(%r13), %rbx
	testl	%r14d, %r14d
	je	.L3940
.L4043:
	movq	24(%rsp), %rdx
	movq	40(%rsp), %rsi
	movq	%rbx, %rdi
	call	*8(%rbp)
	movq	(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	120(%rsp), %r9
	movl	$16384, %edx
	movq	%rbx, %rdi
	imulq	$1000000000, 112(%rsp), %r14
	movq	3416(%r13), %rsi
	movq	%r9, 8(%rsp)
	call	*16(%rbp)
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %r12
	call	clock_gettime@PLT
	movq	8(%rsp), %r9
	movq	%r12, %rdx
	addq	%r12, 32(%rsp)
	imulq	$1000000000, 112(%rsp), %rax
	movq	3424(%r13), %rsi
	movq	3416(%r13), %rdi
	subq	%r9, %rax
	addq	120(%rsp), %rax
	subq	%r14, %rax
	addq	%rax, 4016(%r13,%r15,8)
	call	runs_of
	movl	3992(%r13,%r15,4), %r12d
	movq	%rax, %r14
	testl	%r12d, %r12d
	jne	.L4041
.L3941:
	testq	%r15, %r15
	jne	.L3940
	movl	4000(%r13), %r10d
	testl	%r10d, %r10d
	je	.L4033
	testq	%r14, %r14
	leaq	2176(%r13), %r12
	setne	%dl
	testb	%dl, %dl
	jne	.L3942
	jmp	.L4033
	.p2align 4,,10
	.p2align 3
.L4042:
	cmpq	%r14, %r15
	jnb	.L4033
.L3942:
	movq	3424(%r13), %rax
	movq	%r12, %rdi
	movq	(%rax,%r15,8), %rdx
	movq	3416(%r13), %rax
	movq	(%rax,%r15,8), %rsi
	addq	$1, %r15
	call	cqr_add_n
	movl	4000(%r13), %r11d
	testl	%r11d, %r11d
	jne	.L4042
.L4033:
	movl	$1, %r15d
	addq	$256, %rbx
	movl	4004(%r13,%r15,4), %r14d
	testl	%r14d, %r14d
	jne	.L4043
.L3940:
	cmpq	$1, %r15
	jne	.L4033
	movq	16(%rsp), %r14
	movq	48(%rsp), %rax
	addq	$8, %r14
	cmpq	%rax, %r14
	jne	.L3949
	movq	%rax, %r14
	movq	64(%rsp), %rax
	movq	72(%rsp), %rbx
	testq	%rax, %rax
	je	.L3950
	movq	(%rax), %r13
	movq	80(%rsp), %rcx
	movl	8(%rax), %r12d
	movq	%r13, %rdi
	leaq	1(%rcx), %r15
	call	pthread_mutex_lock@PLT
	movslq	%r12d, %rax
	leaq	40(%r13), %rdi
	movq	%r15, 248(%r13,%rax,8)
	call	pthread_cond_broadcast@PLT
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
	movq	32(%rsp), %rax
	orq	24(%rsp), %rax
	jne	.L3929
.L3951:
	movq	64(%rsp), %rax
	movq	(%rax), %r13
	movslq	8(%rax), %r12
	movq	%r13, %rdi
	call	pthread_mutex_lock@PLT
	movq	80(%rsp), %rax
	leaq	40(%r13), %rdi
	movq	%rax, 248(%r13,%r12,8)
	orl	$1, 272(%r13,%r12,4)
	call	pthread_cond_broadcast@PLT
	movq	%r13, %rdi
	call	pthread_mutex_unlock@PLT
.L3953:
	movq	88(%rsp), %r13
	leaq	112(%rsp), %rax
	movq	%rbx, 16(%rsp)
	movq	%rax, (%rsp)
	movl	104(%rsp), %r15d
	movq	%r13, %rbx
	jmp	.L3973
	.p2align 4,,10
	.p2align 3
.L3960:
	call	*24(%rbp)
.L3954:
	movl	4008(%r13), %r8d
	testl	%r8d, %r8d
	je	.L3964
	movl	%r15d, %eax
	orl	3472(%r13), %eax
	leaq	3736(%r13), %rdi
	je	.L4044
.L3966:
	call	*24(%rbp)
.L3964:
	addq	$8, %rbx
	cmpq	%rbx, %r14
	je	.L4045
.L3973:
	movq	(%rbx), %r13
	movl	4004(%r13), %r9d
	movq	3456(%r13), %r12
	testl	%r9d, %r9d
	je	.L3954
	movl	%r15d, %eax
	orl	3472(%r13), %eax
	leaq	3480(%r13), %rdi
	jne	.L3960
	movq	(%rsp), %rdx
	movq	%rdi, 8(%rsp)
	leaq	256(%r12), %rcx
	leaq	240(%r12), %r8
	movq	56(%rsp), %rsi
	call	*32(%rbp)
	movq	3464(%r13), %rsi
	movq	112(%rsp), %rdx
	movq	8(%rsp), %rdi
	testq	%rsi, %rsi
	movq	%rdx, 3448(%r13)
	je	.L3960
	movq	4016(%r13), %rcx
	testq	%rcx, %rcx
	js	.L3957
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L3958:
	testq	%rdx, %rdx
	je	.L3963
	js	.L3961
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L3962:
	divsd	%xmm1, %xmm0
.L3963:
	movsd	%xmm0, (%rsi)
	jmp	.L3960
	.p2align 4,,10
	.p2align 3
.L4041:
	movq	%r15, %r9
	movq	%rsi, %rdx
	movq	%rax, %rcx
	movq	%rdi, %rsi
	salq	$4, %r9
	addq	%r15, %r9
	salq	$6, %r9
	addq	%r13, %r9
	movq	%r9, %rdi
	call	select_add_runs
	jmp	.L3941
.L3950:
	movq	32(%rsp), %rax
	orq	24(%rsp), %rax
	je	.L3952
	addq	$1, 80(%rsp)
.L3930:
	movq	96(%rsp), %rax
	movl	108(%rsp), %r15d
	movq	$0, 24(%rsp)
	movq	%rax, 40(%rsp)
	testl	%r15d, %r15d
	je	.L3939
	leaq	128(%rsp), %rdi
	movl	$16384, %edx
	movq	%rax, %rsi
	call	due_fill
	movq	%rax, 24(%rsp)
	jmp	.L3939
.L4044:
	movq	(%rsp), %rdx
	movq	%rdi, 8(%rsp)
	leaq	264(%r12), %rcx
	leaq	248(%r12), %r8
	movq	56(%rsp), %rsi
	call	*32(%rbp)
	movq	3464(%r13), %rdx
	movq	8(%rsp), %rdi
	testq	%rdx, %rdx
	je	.L3966
	movq	4024(%r13), %rax
	testq	%rax, %rax
	js	.L3968
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3969:
	movq	112(%rsp), %rax
	testq	%rax, %rax
	je	.L3970
	js	.L3971
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3972:
	divsd	%xmm1, %xmm0
.L3970:
	movsd	%xmm0, 8(%rdx)
	jmp	.L3966
.L4045:
	movl	104(%rsp), %edi
	movq	16(%rsp), %rbx
	testl	%edi, %edi
	jne	.L3986
	movq	%rbp, 8(%rsp)
	movq	56(%rsp), %r13
	movq	%rbx, %rbp
	jmp	.L3974
	.p2align 4,,10
	.p2align 3
.L3979:
	movl	3996(%r12), %ecx
	testl	%ecx, %ecx
	jne	.L4046
	movl	4000(%r12), %edx
	testl	%edx, %edx
	jne	.L4047
.L3981:
	movl	3408(%r12), %eax
	testl	%eax, %eax
	jne	.L3983
	movq	3456(%r12), %rax
	movq	208(%r13), %r8
	movl	200(%r13), %ebx
	movq	192(%r13), %r15
	movq	256(%rax), %rdi
	movq	8(%rsp), %rax
	movq	%r8, (%rsp)
	movq	160(%r13), %rdx
	movq	3448(%r12), %rsi
	call	*40(%rax)
	movq	(%rsp), %r8
	movl	%ebx, %ecx
	movq	%r15, %rdx
	movq	%rax, %rsi
	leaq	2176(%r12), %rdi
	leaq	3432(%r12), %r9
	call	cqr_init
	testl	%eax, %eax
	jne	.L3986
	movl	$1, 3408(%r12)
.L3983:
	addl	$1, 3472(%r12)
	addq	$8, %rbp
	cmpq	%rbp, %r14
	je	.L3920
.L3974:
	movq	0(%rbp), %r12
	movl	3992(%r12), %esi
	testl	%esi, %esi
	je	.L3979
	movq	%r12, %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L3979
.L3994:
	movl	%eax, 104(%rsp)
.L3920:
	movl	104(%rsp), %eax
	addq	$248, %rsp
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
.L4046:
	.cfi_restore_state
	leaq	1088(%r12), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L3994
	movl	4000(%r12), %edx
	testl	%edx, %edx
	je	.L3981
.L4047:
	movl	2196(%r12), %eax
	leaq	2176(%r12), %rdi
	leal	1(%rax), %edx
	movl	%edx, 2196(%r12)
	testl	%eax, %eax
	je	.L4048
	call	cqr_end_pass.part.0
.L3985:
	testl	%eax, %eax
	je	.L3981
	movl	%eax, 104(%rsp)
	jmp	.L3920
.L4048:
	call	cqr_first_end
	jmp	.L3985
.L3928:
	cmpq	$0, 64(%rsp)
	je	.L3953
	movq	$0, 80(%rsp)
	jmp	.L3951
.L3968:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3969
.L3957:
	movq	%rcx, %r8
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rcx, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3958
.L4037:
	movq	56(%rsp), %rsi
	leaq	128(%rsp), %rdi
	call	due_restart
	movq	$0, 80(%rsp)
	jmp	.L3930
.L3961:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3962
.L3971:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3972
.L3986:
	movl	$-1, 104(%rsp)
	jmp	.L3920
.L3952:
	movq	176(%rsp), %rdi
	call	free@PLT
	movq	168(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3988
	call	fclose@PLT
.L3988:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 168(%rsp)
	movups	%xmm0, 184(%rsp)
	movups	%xmm0, 200(%rsp)
	movups	%xmm0, 216(%rsp)
	jmp	.L3953
	.cfi_endproc
.LFE161:
	.size	walk_pass, .-walk_pass
	.p2align 4
	.type	walk_outcomes, @function
walk_outcomes:
.LFB162:
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
	movq	%rdi, %rbx
	movl	$131072, %edi
	subq	$8200, %rsp
	.cfi_def_cfa_offset 8256
	movq	%rdx, 64(%rsp)
	movq	%rcx, 72(%rsp)
	movl	%r8d, 16(%rsp)
	movq	%r9, 56(%rsp)
	call	malloc@PLT
	movl	$131072, %edi
	movq	%rax, %r12
	call	malloc@PLT
	movl	$131072, %edi
	movq	%rax, %r14
	movq	%rax, 24(%rsp)
	call	malloc@PLT
	testq	%r12, %r12
	pxor	%xmm0, %xmm0
	movq	%rax, %rsi
	movq	%rax, 32(%rsp)
	sete	%al
	testq	%r14, %r14
	sete	%dl
	movaps	%xmm0, 112(%rsp)
	orl	%edx, %eax
	testq	%rsi, %rsi
	sete	%dl
	orl	%edx, %eax
	movl	%eax, %ebp
	movq	208(%rbx), %rax
	testq	%rax, %rax
	jne	.L4050
	movq	$0, 48(%rsp)
	movzbl	%bpl, %esi
	movq	$0, 40(%rsp)
.L4051:
	leaq	128(%rsp), %rdx
	movl	$1008, %ecx
	xorl	%eax, %eax
	movq	%rdx, %rdi
	rep stosq
	testl	%esi, %esi
	jne	.L4052
	xorl	%r15d, %r15d
	leaq	112(%rsp), %rax
	movq	%r13, 88(%rsp)
	movq	%rdx, %rbp
	movq	64(%rsp), %r10
	movq	%r15, %r13
	movq	%rax, 8(%rsp)
	movq	72(%rsp), %r15
	movq	%r12, 80(%rsp)
	movq	%rdx, 72(%rsp)
	movq	%r10, %r14
.L4055:
	leaq	8(%r14), %rdi
	movq	%r14, %rcx
	xorl	%eax, %eax
	movq	$0, (%r14)
	andq	$-8, %rdi
	xorl	%esi, %esi
	movq	$0, 280(%r14)
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	%r13, %rax
	movq	%r14, 3456(%rbp)
	movq	%rbp, %rdi
	salq	$4, %rax
	addq	%r15, %rax
	testq	%r15, %r15
	movl	200(%rbx), %edx
	movq	208(%rbx), %rcx
	cmove	%rsi, %rax
	movq	8(%rsp), %r8
	movq	192(%rbx), %rsi
	movq	%rax, 3464(%rbp)
	movq	24(%rsp), %rax
	movq	%rax, 3416(%rbp)
	movq	32(%rsp), %rax
	movq	%rax, 3424(%rbp)
	movq	40(%rsp), %rax
	movq	%rax, 3432(%rbp)
	movq	48(%rsp), %rax
	movq	%rax, 3440(%rbp)
	call	select_init
	movl	200(%rbx), %edx
	movq	8(%rsp), %r8
	leaq	1088(%rbp), %rdi
	movq	208(%rbx), %rcx
	movq	192(%rbx), %rsi
	movl	%eax, %r12d
	call	select_init
	movl	176(%rbx), %edi
	orl	%eax, %r12d
	testl	%edi, %edi
	je	.L4077
.L4054:
	leal	1(%r13), %r11d
	cmpl	%r11d, 16(%rsp)
	movl	$1, %r13d
	setg	%dl
	testl	%r12d, %r12d
	sete	%al
	addq	$288, %r14
	addq	$4032, %rbp
	testb	%al, %dl
	jne	.L4055
	movl	%r12d, %r14d
	movq	88(%rsp), %r13
	movq	80(%rsp), %r12
	movq	72(%rsp), %rdx
	testl	%r14d, %r14d
	jne	.L4052
	cmpl	$2, 16(%rsp)
	movq	%rdx, 96(%rsp)
	jne	.L4056
	leaq	4160(%rsp), %rax
	movq	%rax, 104(%rsp)
.L4056:
	movl	16(%rsp), %r14d
	movq	56(%rsp), %r9
	movq	%r13, %r8
	movq	%rbx, %rcx
	leaq	96(%rsp), %rdi
	movq	%r12, %rdx
	movl	%r14d, %esi
	movq	%rdi, 72(%rsp)
	call	walk_pass
	movl	%eax, %ebp
	movslq	%r14d, %rax
	movq	%rax, 16(%rsp)
	testl	%ebp, %ebp
	jne	.L4058
	movq	64(%rsp), %r8
	leaq	2304(%rsp), %r15
	movq	$0, 8(%rsp)
	movq	%r15, %r14
	addq	$160, %r8
.L4065:
	movq	72(%rsp), %rax
	movq	8(%rsp), %rsi
	movq	%r8, %r15
	leaq	(%rax,%rsi,8), %rbp
	jmp	.L4063
	.p2align 4,,10
	.p2align 3
.L4060:
	xorl	%r9d, %r9d
	movq	%r13, %r8
	movq	%rbx, %rcx
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	walk_pass
	testl	%eax, %eax
	jne	.L4078
.L4063:
	movl	-2104(%r14), %esi
	testl	%esi, %esi
	jg	.L4060
	movl	-1016(%r14), %ecx
	testl	%ecx, %ecx
	jg	.L4060
	movl	1232(%r14), %edx
	testl	%edx, %edx
	je	.L4060
	movl	24(%r14), %eax
	testl	%eax, %eax
	jg	.L4060
	movl	-4(%r14), %eax
	movq	%r15, %r8
	movd	1296(%r14), %xmm0
	leaq	-160(%r15), %r15
	addl	-1092(%r14), %eax
	addl	1228(%r14), %eax
	leaq	-2048(%r14), %rbp
	movq	%r12, 56(%rsp)
	movd	%eax, %xmm6
	movq	(%r14), %rax
	movq	%rbx, 64(%rsp)
	leaq	-1784(%r14), %r9
	punpckldq	%xmm6, %xmm0
	leaq	-152(%r8), %r10
	movq	%r13, 80(%rsp)
	movq	%r9, %rbx
	movq	%xmm0, 280(%r15)
	movq	%r10, %r13
	pxor	%xmm0, %xmm0
	movq	%rax, 272(%r15)
	movq	%r15, %r12
	movq	%rbp, %r15
	movq	%r8, %rbp
.L4061:
	movq	-128(%r15), %rax
	movdqa	-112(%r15), %xmm4
	movups	%xmm0, (%r12)
	movups	%xmm0, 48(%r12)
	movq	%rax, (%r12)
	movq	-96(%r15), %rax
	movups	%xmm0, 16(%r12)
	movq	%rax, 56(%r12)
	xorl	%eax, %eax
	movups	%xmm0, 32(%r12)
	movaps	%xmm4, 64(%r12)
.L4064:
	movdqa	(%r15,%rax), %xmm2
	movups	%xmm2, 0(%r13,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L4064
	movq	248(%r15), %rdi
	addq	$80, %r12
	addq	$80, %r13
	addq	$1088, %r15
	call	free@PLT
	movq	-832(%r15), %rdi
	call	free@PLT
	pxor	%xmm3, %xmm3
	movq	%rbx, %rdi
	leaq	688(%rbx), %rcx
	movups	%xmm3, -840(%r15)
	leaq	680(%rbx), %rdx
	leaq	672(%rbx), %rsi
	addq	$1088, %rbx
	call	guesses_free
	cmpq	%rbp, %r12
	pxor	%xmm0, %xmm0
	jne	.L4061
	movq	32(%r14), %rax
	movq	%r12, %r15
	movdqa	48(%r14), %xmm5
	movq	%r14, %rdi
	movups	%xmm0, (%r15)
	movq	56(%rsp), %r12
	movq	64(%rsp), %rbx
	addq	$4032, %r14
	movq	%rax, (%r15)
	subq	-3968(%r14), %rax
	movups	%xmm0, 16(%r15)
	movq	80(%rsp), %r13
	movups	%xmm0, 32(%r15)
	movups	%xmm0, 48(%r15)
	movaps	%xmm5, 64(%r15)
	movq	%rax, 56(%r15)
	movdqa	-3888(%r14), %xmm6
	movups	%xmm6, 8(%r15)
	movdqa	-3872(%r14), %xmm7
	movups	%xmm7, 24(%r15)
	movdqa	-3856(%r14), %xmm5
	movups	%xmm5, 40(%r15)
	call	cqr_free
	addq	$1, 8(%rsp)
	movq	16(%rsp), %rsi
	leaq	288(%r15), %r8
	movq	8(%rsp), %rax
	cmpq	%rsi, %rax
	jne	.L4065
.L4062:
	xorl	%ecx, %ecx
	movl	%ecx, %ebp
	.p2align 4,,10
	.p2align 3
.L4058:
	leaq	2696(%rsp), %r14
	movl	%ebp, 8(%rsp)
	xorl	%ebx, %ebx
	movq	%r14, %rbp
	movq	16(%rsp), %r14
	.p2align 4,,10
	.p2align 3
.L4066:
	leaq	-2568(%rbp), %r15
	leaq	-2176(%rbp), %r13
.L4067:
	movq	376(%r15), %rdi
	addq	$1088, %r15
	call	free@PLT
	movq	-704(%r15), %rdi
	call	free@PLT
	pxor	%xmm1, %xmm1
	movq	%r13, %rdi
	leaq	688(%r13), %rcx
	leaq	680(%r13), %rdx
	leaq	672(%r13), %rsi
	movups	%xmm1, -712(%r15)
	addq	$1088, %r13
	call	guesses_free
	cmpq	%rbp, %r13
	jne	.L4067
	leaq	-392(%r13), %rdi
	addq	$1, %rbx
	leaq	4032(%r13), %rbp
	call	cqr_free
	cmpq	%rbx, %r14
	jne	.L4066
	movq	%r12, %rdi
	movl	8(%rsp), %ebp
	call	free@PLT
	movq	24(%rsp), %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	40(%rsp), %rdi
	call	free@PLT
	movq	48(%rsp), %rdi
	call	free@PLT
	addq	$8200, %rsp
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
	.p2align 4,,10
	.p2align 3
.L4077:
	.cfi_restore_state
	movl	200(%rbx), %ecx
	movq	192(%rbx), %rdx
	leaq	2176(%rbp), %rdi
	movq	168(%rbx), %rsi
	movq	8(%rsp), %r9
	movq	208(%rbx), %r8
	call	cqr_init
	movl	$1, 3408(%rbp)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %r12d
	jmp	.L4054
	.p2align 4,,10
	.p2align 3
.L4078:
	movl	%eax, %ecx
	movl	%ecx, %ebp
	jmp	.L4058
	.p2align 4,,10
	.p2align 3
.L4052:
	cmpq	$0, 56(%rsp)
	je	.L4059
	movq	56(%rsp), %rax
	movq	(%rax), %rbp
	movslq	8(%rax), %rbx
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	leaq	40(%rbp), %rdi
	movq	$0, 248(%rbp,%rbx,8)
	orl	$1, 272(%rbp,%rbx,4)
	call	pthread_cond_broadcast@PLT
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
.L4059:
	movslq	16(%rsp), %rax
	movl	$-1, %ebp
	movq	%rax, 16(%rsp)
	jmp	.L4058
	.p2align 4,,10
	.p2align 3
.L4050:
	leaq	0(,%rax,8), %r14
	movq	%r14, %rdi
	call	malloc@PLT
	movq	%r14, %rdi
	movq	%rax, %r15
	movq	%rax, 40(%rsp)
	movq	%rax, 112(%rsp)
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 48(%rsp)
	movq	%rax, 120(%rsp)
	sete	%al
	testq	%r15, %r15
	sete	%dl
	orl	%edx, %eax
	orl	%ebp, %eax
	movzbl	%al, %esi
	jmp	.L4051
	.cfi_endproc
.LFE162:
	.size	walk_outcomes, .-walk_outcomes
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB318:
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
.LFE318:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.8
	.align 8
.LC527:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB177:
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
	je	.L4147
	cmpl	$3, %eax
	je	.L4148
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
	jne	.L4106
	testl	%eax, %eax
	jne	.L4106
	cmpq	$1, 160(%rbp)
	je	.L4149
.L4107:
	leaq	240(%r12), %r9
	movl	$1, %esi
.L4109:
	movq	136(%rbp), %rcx
.L4111:
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
.L4108:
	testq	%rax, %rax
	js	.L4112
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4113:
	testq	%rbx, %rbx
	je	.L4114
	js	.L4115
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L4116:
	divsd	%xmm1, %xmm0
.L4114:
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
	jne	.L4117
	movl	8(%rbp), %r9d
	testl	%r9d, %r9d
	jne	.L4117
	cmpq	$0, 40(%rbp)
	je	.L4150
.L4117:
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
.L4118:
	testq	%rax, %rax
	js	.L4119
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4120:
	testq	%r14, %r14
	js	.L4121
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L4122:
	divsd	%xmm1, %xmm0
	movq	24(%rsp), %rax
	movl	176(%rbp), %esi
	movq	256(%r12), %rcx
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L4123
	movq	160(%rbp), %rsi
	movq	$-1, %rdx
	cmpq	%rsi, %rbx
	jb	.L4124
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
.L4124:
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
.L4081:
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
.L4106:
	.cfi_restore_state
	leaq	by_kind.6(%rip), %rdx
	leaq	240(%r12), %r9
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L4109
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L4109
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
	jmp	.L4111
	.p2align 4,,10
	.p2align 3
.L4123:
	movq	168(%rbp), %rdx
	jmp	.L4124
.L4121:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4122
.L4119:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4120
.L4112:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4113
.L4150:
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
	jmp	.L4118
.L4148:
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
.L4115:
	.cfi_restore_state
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4116
.L4147:
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
.L4096:
	movq	48(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	server_init
	testq	%r14, %r14
	je	.L4125
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%rbp, 88(%rsp)
	xorl	%r12d, %r12d
	movq	%r9, 16(%rsp)
	movq	%rsi, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L4087:
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
	je	.L4151
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
.L4085:
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	je	.L4091
	.p2align 4,,10
	.p2align 3
.L4086:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L4089
	testq	%rdx, %rdx
	jne	.L4089
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbx, %rcx
	jne	.L4086
.L4091:
	cmpq	%r14, %r12
	jb	.L4087
	movq	64(%rsp), %rsi
	movq	16(%rsp), %r9
	movq	88(%rsp), %rbp
	testq	%rsi, %rsi
	js	.L4092
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L4083:
	testq	%r14, %r14
	js	.L4094
.L4143:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L4095:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rsi
	movq	24(%rsp), %rax
	movsd	%xmm0, (%rax,%rsi,8)
	movq	200(%rsp), %rax
	movq	%r9, 256(%rbp,%rsi,8)
	movq	%rax, 240(%rbp,%rsi,8)
	testq	%rsi, %rsi
	jne	.L4152
	movq	$1, 40(%rsp)
	jmp	.L4096
	.p2align 4,,10
	.p2align 3
.L4151:
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
	jmp	.L4085
.L4152:
	movq	%rbp, %r12
	movq	48(%rsp), %rbp
	movq	256(%r12), %rcx
	movl	176(%rbp), %eax
	testl	%eax, %eax
	jne	.L4153
	movq	168(%rbp), %rsi
.L4098:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%r12)
	je	.L4129
	xorl	%ebx, %ebx
	leaq	128(%rsp), %r14
	jmp	.L4101
	.p2align 4,,10
	.p2align 3
.L4100:
	addq	$1, %rbx
	cmpq	40(%r13), %rbx
	jnb	.L4154
.L4101:
	movq	48(%r13), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L4100
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%rbx, %rsi
	call	dist_add
	jmp	.L4100
.L4094:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4095
.L4149:
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L4107
	cmpq	$0, 40(%rbp)
	jne	.L4107
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
	jmp	.L4108
.L4092:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4083
.L4153:
	movq	160(%rbp), %rdi
	movq	$-1, %rsi
	cmpq	%rdi, %r14
	jb	.L4098
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
	jmp	.L4098
.L4154:
	movq	272(%r12), %rsi
	movl	152(%rsp), %r13d
.L4099:
	leaq	160(%rsp), %rbx
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	orl	184(%rsp), %r13d
	jne	.L4130
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	movq	%r12, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L4155
.L4102:
	movl	%eax, 8(%rsp)
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L4081
.L4089:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC527(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L4155:
	movl	200(%rbp), %edx
	movq	72(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	192(%rbp), %rsi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L4102
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	leaq	160(%r12), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	jmp	.L4102
.L4125:
	xorl	%r9d, %r9d
	pxor	%xmm0, %xmm0
	jmp	.L4143
.L4129:
	xorl	%r13d, %r13d
	leaq	128(%rsp), %r14
	jmp	.L4099
.L4130:
	movl	$-1, %eax
	jmp	.L4102
	.cfi_endproc
.LFE177:
	.size	run_once, .-run_once
	.section	.rodata.str1.1
.LC528:
	.string	"in the sweep"
	.text
	.p2align 4
	.type	sweep_points, @function
sweep_points:
.LFB329:
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
	jmp	.L4186
	.p2align 4,,10
	.p2align 3
.L4158:
	leaq	STALL_US.4(%rip), %rax
	imulq	$1000, (%rax,%rbp,8), %rdx
	movq	472(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 464(%rsp)
	cmpq	%rdx, %rax
	jb	.L4172
	leaq	48(%rsp), %rax
	movq	%rax, 8(%rsp)
.L4171:
	movq	8(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	jne	.L4188
	movl	488(%rsp), %ecx
	movq	16(%r15), %r11
	testl	%ecx, %ecx
	jne	.L4197
	movl	424(%rsp), %edx
	testl	%edx, %edx
	jne	.L4198
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 4768(%r15,%r11,8)
	testq	%rax, %rax
	jne	.L4175
	leaq	128(%rsp), %r12
	movq	%rbx, %rdi
	movq	%r12, %rsi
	call	closed_form
	testl	%eax, %eax
	jne	.L4195
.L4200:
	movq	16(%r15), %rax
	movq	8(%rsp), %rsi
	leaq	32(%rsp), %rcx
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rax
	salq	$5, %rax
	leaq	160(%r15,%rax), %rdx
	call	run_once
	testl	%eax, %eax
	jne	.L4195
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
	jne	.L4181
	movq	16(%r15), %r12
.L4182:
	movl	(%r15), %eax
	testl	%eax, %eax
	je	.L4184
	leaq	LOAD_PCT.5(%rip), %rax
	movl	(%rax,%rbp,4), %eax
.L4185:
	leaq	1(%r12), %rdx
	movq	%rdx, 16(%r15)
	movq	%rax, 24(%r15,%r12,8)
.L4172:
	movq	24(%rsp), %rax
	addq	$1, %rbp
	cmpq	%rax, %rbp
	je	.L4190
	movl	(%r15), %eax
.L4186:
	movq	16(%rsp), %rsi
	movl	$44, %ecx
	movq	%rbx, %rdi
	rep movsq
	testl	%eax, %eax
	je	.L4158
	movq	16(%rsp), %rsi
	leaq	LOAD_PCT.5(%rip), %rax
	movq	8(%r15), %r13
	movl	(%rax,%rbp,4), %r8d
	cmpl	$1, 72(%rsi)
	je	.L4199
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
	jmp	.L4171
	.p2align 4,,10
	.p2align 3
.L4197:
	leaq	.LC111(%rip), %rax
	movq	%rax, 4768(%r15,%r11,8)
.L4175:
	leaq	128(%rsp), %r12
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	%rbx, %rdi
	movl	$1, %r8d
	movq	%r12, %rdx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	testl	%eax, %eax
	je	.L4200
.L4195:
	movq	8(%rsp), %rdi
.L4173:
	movl	%eax, 8(%rsp)
	call	buffers_free
	movl	8(%rsp), %edi
	leaq	.LC528(%rip), %rsi
	call	cannot
.L4156:
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
.L4184:
	.cfi_restore_state
	movq	464(%rsp), %rax
	jmp	.L4185
	.p2align 4,,10
	.p2align 3
.L4181:
	movq	16(%r15), %r12
	pxor	%xmm0, %xmm0
	movl	$1, 5936(%r15)
	leaq	0(,%r12,8), %rax
	subq	%r12, %rax
	salq	$3, %rax
	movl	4960(%r15,%rax), %edx
	movl	%edx, 5940(%r15)
	testl	%edx, %edx
	jne	.L4201
.L4183:
	movsd	%xmm0, 5808(%r15,%r12,8)
	jmp	.L4182
	.p2align 4,,10
	.p2align 3
.L4198:
	leaq	.LC112(%rip), %rax
	movq	%rax, 4768(%r15,%r11,8)
	jmp	.L4175
	.p2align 4,,10
	.p2align 3
.L4201:
	leaq	4912(%r15,%rax), %rdi
	movl	$99000, %esi
	call	theory_open_pct
	jmp	.L4183
	.p2align 4,,10
	.p2align 3
.L4199:
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
	jnb	.L4162
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 584(%rsp)
.L4163:
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
	jmp	.L4170
	.p2align 4,,10
	.p2align 3
.L4202:
	cvttsd2siq	%xmm0, %rax
.L4168:
	testq	%r14, %r14
	jne	.L4169
	movq	%rax, 536(%rsp)
.L4169:
	movq	%rax, 544(%rsp)
	addq	$1, %r14
.L4170:
	movq	%r12, %rdi
	call	poisson_next
	testq	%r13, %r13
	js	.L4165
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L4164
.L4203:
	cmpq	$200000000, %r14
	je	.L4164
	comisd	.LC83(%rip), %xmm0
	jb	.L4202
	subsd	.LC83(%rip), %xmm0
	movabsq	$-9223372036854775808, %rcx
	cvttsd2siq	%xmm0, %rax
	xorq	%rcx, %rax
	jmp	.L4168
.L4162:
	subsd	.LC83(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 584(%rsp)
	btcq	$63, 584(%rsp)
	jmp	.L4163
	.p2align 4,,10
	.p2align 3
.L4165:
	movq	%r13, %rax
	movq	%r13, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L4203
.L4164:
	testq	%r14, %r14
	movl	$1, %eax
	cmovne	%r14, %rax
	movq	%rax, 552(%rsp)
	jmp	.L4171
.L4190:
	xorl	%eax, %eax
	jmp	.L4156
.L4188:
	movq	8(%rsp), %rdi
	orl	$-1, %eax
	jmp	.L4173
	.cfi_endproc
.LFE329:
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
.LFB309:
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
	jne	.L4205
	xorl	%eax, %eax
	cmpq	$1, 160(%rbx)
	sete	%al
	movl	%eax, (%rsp)
.L4205:
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
	jne	.L4271
.L4204:
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
.L4271:
	.cfi_restore_state
	movq	%r10, %rdi
	movq	%r9, %rsi
	call	__floatuntidf@PLT
	testq	%r13, %r13
	js	.L4207
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L4208:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 56(%rsp)
	testq	%r12, %r12
	js	.L4209
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%r12, %xmm5
	movsd	%xmm5, 32(%rsp)
.L4210:
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
	jne	.L4272
	cmpl	$0, (%rsp)
	jne	.L4273
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L4216:
	movq	.LC61(%rip), %xmm7
	movsd	8(%rsp), %xmm6
	movaps	%xmm7, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jnb	.L4245
	movq	$0x000000000, 16(%rsp)
	xorl	%ebx, %ebx
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L4217:
	movsd	120(%rsp), %xmm0
	movq	112(%rsp), %rsi
	testl	%ebp, %ebp
	je	.L4274
	leaq	.LC536(%rip), %rdi
	movl	$2, %eax
	movsd	%xmm3, 56(%rsp)
	call	printf@PLT
	testl	%r12d, %r12d
	movsd	56(%rsp), %xmm3
	je	.L4225
	leaq	PCT_MILLI(%rip), %r15
	movl	%r12d, 56(%rsp)
	leaq	PCT_NAME(%rip), %rbx
	leaq	40(%r15), %r13
	movq	%r15, %r12
	leaq	.LC537(%rip), %rbp
	movq	%xmm3, %r15
.L4226:
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
	jne	.L4226
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
.L4228:
	movsd	8(%rsp), %xmm7
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm7
	jb	.L4229
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	xorl	%esi, %esi
	andpd	32(%rsp), %xmm0
	comisd	%xmm0, %xmm6
	setnb	%sil
.L4229:
	leaq	.LC540(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	cmpl	$0, (%rsp)
	je	.L4204
	movsd	48(%rsp), %xmm1
	movsd	64(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC541(%rip), %rdi
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L4275
.L4231:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm7
	xorl	%esi, %esi
	movsd	48(%rsp), %xmm1
	addsd	.LC532(%rip), %xmm1
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L4232
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm4
	xorl	%esi, %esi
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm4
	setnb	%sil
.L4232:
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
.L4209:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L4210
.L4207:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4208
.L4274:
	movsd	8(%rsp), %xmm4
	leaq	.LC533(%rip), %rdi
	movl	$5, %eax
	movsd	56(%rsp), %xmm2
	divsd	.LC67(%rip), %xmm1
	divsd	.LC67(%rip), %xmm2
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L4276
.L4222:
	leaq	.LC514(%rip), %rdi
	call	puts@PLT
	testl	%ebx, %ebx
	jne	.L4204
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
.L4272:
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
	js	.L4212
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4213:
	subsd	%xmm0, %xmm2
	mulsd	.LC73(%rip), %xmm2
	movq	%rbx, %xmm4
	cmpl	$0, (%rsp)
	mulsd	.LC91(%rip), %xmm4
	divsd	%xmm0, %xmm2
	movsd	%xmm4, 24(%rsp)
	movsd	%xmm2, 16(%rsp)
	jne	.L4214
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L4215:
	movq	.LC61(%rip), %xmm4
	movsd	8(%rsp), %xmm6
	movapd	%xmm4, %xmm7
	movaps	%xmm4, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jb	.L4265
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm6
	jnb	.L4237
.L4265:
	xorl	%ebx, %ebx
	jmp	.L4217
.L4245:
	movq	$0x000000000, 16(%rsp)
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L4237:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	movsd	48(%rsp), %xmm2
	addsd	.LC532(%rip), %xmm2
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L4265
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm5
	xorl	%ebx, %ebx
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm5
	setnb	%bl
	jmp	.L4217
.L4273:
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
	jmp	.L4216
.L4225:
	movsd	8(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC538(%rip), %rdi
	call	printf@PLT
	jmp	.L4228
.L4212:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4213
.L4276:
	movq	136(%r15), %rax
	testq	%rax, %rax
	js	.L4223
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L4224:
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
	jmp	.L4222
.L4214:
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
	js	.L4235
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4236:
	subsd	%xmm4, %xmm2
	mulsd	.LC73(%rip), %xmm2
	xorpd	.LC30(%rip), %xmm0
	divsd	.LC531(%rip), %xmm0
	mulsd	.LC91(%rip), %xmm0
	divsd	%xmm4, %xmm2
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm2, 88(%rsp)
	jmp	.L4215
.L4223:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4224
.L4235:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4236
.L4275:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC539(%rip), %rdi
	call	printf@PLT
	jmp	.L4231
	.cfi_endproc
.LFE309:
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
.LFB321:
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
	subq	$11096, %rsp
	.cfi_def_cfa_offset 11152
	movl	216(%rdi), %ebp
	movq	%rdi, 72(%rsp)
	leal	1(%rbp), %edi
	movq	%rdx, 200(%rsp)
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
	leaq	1808(%rsp), %rdi
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
	movq	%r15, 1808(%rsp)
	orb	%dl, %al
	movq	%rbx, 1816(%rsp)
	movq	%rdi, 144(%rsp)
	movq	%rdi, 1832(%rsp)
	movaps	%xmm0, 624(%rsp)
	movaps	%xmm0, 640(%rsp)
	movaps	%xmm0, 656(%rsp)
	movaps	%xmm0, 672(%rsp)
	movaps	%xmm0, 688(%rsp)
	movaps	%xmm0, 512(%rsp)
	movaps	%xmm0, 528(%rsp)
	movaps	%xmm0, 544(%rsp)
	jne	.L4281
	testq	%rsi, %rsi
	je	.L4281
	movq	72(%rsp), %rbx
	movq	144(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	movl	%eax, 192(%rsp)
	testl	%eax, %eax
	jne	.L4281
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L4282
	cmpl	$1, 152(%rbx)
	je	.L4638
	cmpl	$0, 232(%rsp)
	jne	.L4535
.L4634:
	leaq	1520(%rsp), %rax
	movq	%rax, 208(%rsp)
	leaq	1232(%rsp), %rax
	movq	%rax, 216(%rsp)
.L4322:
	xorl	%eax, %eax
	movq	72(%rsp), %rdi
	cmpq	$0, 200(%rsp)
	movl	$1, 312(%rsp)
	setne	%al
	xorl	%edx, %edx
	movl	%eax, 652(%rsp)
	movq	216(%rsp), %rax
	movl	%edx, 328(%rsp)
	movq	%rax, 304(%rsp)
	movq	%rax, 320(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L4331
	cmpl	$0, 112(%rsp)
	jne	.L4331
	cmpq	$0, 200(%rsp)
	jne	.L4331
	cmpl	$3, 648(%rsp)
	je	.L4639
.L4332:
	movq	72(%rsp), %rax
	leaq	ref_job_run(%rip), %rdx
	xorl	%esi, %esi
	leaq	368(%rsp), %rcx
	leaq	272(%rsp), %rdi
	movq	%rax, 368(%rsp)
	movq	208(%rsp), %rax
	movq	%rax, 376(%rsp)
	xorl	%eax, %eax
	movq	%rax, 384(%rsp)
	xorl	%eax, %eax
	movl	%eax, 392(%rsp)
	call	pthread_create@PLT
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L4330
	movl	$1, %ebx
	xorl	%r15d, %r15d
.L4337:
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
	jmp	.L4362
	.p2align 4,,10
	.p2align 3
.L4642:
	leal	1(%rcx), %ebx
	subl	%r14d, %ebx
	cmpl	$1, %ebx
	ja	.L4640
	movq	120(%rsp), %rcx
	movq	144(%rsp), %rsi
	movq	%r15, %rdi
	call	run_once
	testl	%eax, %eax
	jne	.L4627
	cmpl	$1, %ebx
	je	.L4351
	movl	216(%r15), %ecx
	cmpl	%r14d, %ecx
	jb	.L4641
.L4362:
	movl	%r14d, %eax
	leaq	(%rax,%rax,8), %rdx
	movq	104(%rsp), %rax
	salq	$5, %rdx
	addq	%rax, %rdx
	cmpl	$3, 648(%rsp)
	je	.L4642
	movq	120(%rsp), %rcx
	movq	144(%rsp), %rsi
	movq	%r15, %rdi
	call	run_once
	testl	%eax, %eax
	jne	.L4627
.L4351:
	movl	$1, %eax
.L4350:
	movl	%r14d, 156(%rsp)
	movq	120(%rsp), %r10
	movl	%r14d, %edx
	xorl	%ebx, %ebx
	movq	%r15, 160(%rsp)
.L4361:
	movl	112(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L4643
.L4354:
	testl	%edx, %edx
	je	.L4360
	movq	%rbx, %r8
	movq	128(%rsp), %rdi
	leal	-1(%rdx), %esi
	salq	$4, %r8
	movsd	(%r10,%r8), %xmm0
	movsd	%xmm0, (%rdi,%rsi,8)
	movq	136(%rsp), %rdi
	movsd	824(%rsp,%r8), %xmm0
	movsd	%xmm0, (%rdi,%rsi,8)
.L4360:
	leaq	1(%rbx), %rsi
	addl	$1, %edx
	movl	$1, %ebx
	cmpl	%eax, %esi
	jl	.L4361
	leal	-1(%rax), %edx
	testl	%eax, %eax
	movq	160(%rsp), %r15
	movl	$0, %eax
	movl	156(%rsp), %r14d
	cmovle	%eax, %edx
	movl	216(%r15), %ecx
	leal	1(%r14,%rdx), %r14d
	cmpl	%r14d, %ecx
	jnb	.L4362
.L4641:
	movl	248(%rsp), %r14d
	movl	252(%rsp), %ebx
	jmp	.L4353
.L4282:
	movq	72(%rsp), %r14
	xorl	%edi, %edi
	leaq	omit_job_run(%rip), %rdx
	xorl	%esi, %esi
	leaq	1520(%rsp), %rcx
	movl	%edi, 1536(%rsp)
	leaq	5808(%rsp), %rax
	leaq	1232(%rsp), %rdi
	movq	%rcx, 208(%rsp)
	leaq	9328(%rsp), %r15
	movq	%rdi, 216(%rsp)
	leaq	9384(%rsp), %rbx
	movq	%r14, 1520(%rsp)
	movq	%rax, 1528(%rsp)
	call	pthread_create@PLT
	leaq	4048(%rsp), %rdi
	movl	$220, %ecx
	xorl	%r8d, %r8d
	movl	%eax, 64(%rsp)
	xorl	%eax, %eax
	movl	152(%r14), %edx
	movq	%rdi, 32(%rsp)
	rep stosq
	leaq	5168(%rsp), %rax
	movq	%r8, 8(%rsp)
	movq	%rax, 48(%rsp)
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	je	.L4644
.L4287:
	movq	72(%rsp), %rax
	movq	136(%rax), %rdx
.L4286:
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
.L4293:
	cmpq	$1, %rbp
	jbe	.L4645
	cmpq	$3, %rbp
	jbe	.L4646
	cmpq	$0, 8(%rsp)
	je	.L4296
	movq	72(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L4297
	cmpl	$0, 280(%rax)
	je	.L4647
.L4297:
	movq	%r14, %rdi
	call	malloc@PLT
	movq	%rax, (%r15,%rbp,8)
	testq	%rax, %rax
	je	.L4290
.L4296:
	addq	$1, %rbp
	cmpq	$7, %rbp
	jne	.L4293
	movq	32(%rsp), %r8
	movq	48(%rsp), %rcx
	movq	%r15, %rdx
	movl	8(%rsp), %esi
	movq	72(%rsp), %rdi
	call	omit_walk
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L4486
	movq	32(%rsp), %rax
	movq	%r12, 80(%rsp)
	movq	%rbx, %rbp
	leaq	9440(%rsp), %r14
	imulq	$560, 8(%rsp), %r8
	movq	%rbx, 96(%rsp)
	movq	72(%rsp), %rbx
	movq	%r13, 88(%rsp)
	movq	%r14, %r13
	addq	%rax, %r8
	movq	%r8, %r14
	.p2align 4,,10
	.p2align 3
.L4299:
	movq	-56(%rbp), %rdi
	testq	%rdi, %rdi
	je	.L4298
	movl	200(%rbx), %ecx
	movq	192(%rbx), %rdx
	movq	%r14, %r8
	movq	0(%rbp), %rsi
	call	summarise.isra.0
.L4298:
	addq	$8, %rbp
	addq	$80, %r14
	cmpq	%r13, %rbp
	jne	.L4299
	movq	80(%rsp), %r12
	movq	88(%rsp), %r13
	movq	96(%rsp), %rbx
.L4486:
	movq	%r15, %rbp
	.p2align 4,,10
	.p2align 3
.L4300:
	movq	0(%rbp), %rdi
	addq	$8, %rbp
	call	free@PLT
	cmpq	%rbx, %rbp
	jne	.L4300
	cmpl	$0, 16(%rsp)
	jne	.L4648
	addq	$64, 48(%rsp)
	cmpq	$0, 8(%rsp)
	jne	.L4649
	movq	$1, 8(%rsp)
	jmp	.L4287
	.p2align 4,,10
	.p2align 3
.L4645:
	movq	72(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L4633
.L4295:
	addq	$1, %rbp
	jmp	.L4293
	.p2align 4,,10
	.p2align 3
.L4646:
	movq	72(%rsp), %rax
	movl	232(%rax), %esi
	testl	%esi, %esi
	je	.L4295
.L4633:
	movq	%r14, %rdi
	call	malloc@PLT
	movq	%rax, (%r15,%rbp,8)
	testq	%rax, %rax
	jne	.L4295
.L4290:
	movl	$-1, 16(%rsp)
	jmp	.L4486
.L4281:
	movq	72(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC545(%rip), %rsi
	movq	136(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
	leaq	512(%rsp), %rax
	movq	%rax, 48(%rsp)
.L4280:
	movl	$1, 192(%rsp)
.L4309:
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
	addq	$11096, %rsp
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
.L4644:
	.cfi_restore_state
	movq	72(%rsp), %rdi
	movq	144(%rdi), %rax
	testq	%rax, %rax
	je	.L4287
	xorl	%edx, %edx
	movq	160(%rdi), %rcx
	divq	(%rdi)
	leaq	1(%rcx,%rax), %rdx
	jmp	.L4286
.L4647:
	cmpq	$0, 288(%rax)
	je	.L4296
	jmp	.L4297
.L4535:
	leaq	1520(%rsp), %rax
	movq	%rax, 208(%rsp)
	leaq	1232(%rsp), %rax
	movq	%rax, 216(%rsp)
.L4323:
	movq	72(%rsp), %rax
	movq	160(%rax), %rsi
.L4324:
	movq	72(%rsp), %rax
	movl	$40, %ecx
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	movq	208(%rsp), %rdi
	movq	%rsi, 8(%rsp)
	movq	168(%rax), %rdx
	movq	%r12, 16(%rsp)
	xorl	%eax, %eax
	rep stosl
	movq	208(%rsp), %rbp
	leaq	3136(%rsp), %rax
	movq	%r13, 24(%rsp)
	movq	%rdx, %r15
	movq	%rax, %r13
.L4327:
	movq	%r13, %rdi
	movl	$28, %ecx
	movl	%r14d, %eax
	xorl	%r8d, %r8d
	rep stosl
	leaq	3136(%rsp), %r13
	movq	216(%rsp), %rcx
	movl	%ebx, %esi
	movq	72(%rsp), %rdi
	movq	%r13, %rdx
	movq	%rbp, 3248(%rsp)
	call	omit_walk
	testl	%eax, %eax
	je	.L4650
	movl	%eax, %r15d
.L4326:
	movq	208(%rsp), %rdi
	call	trace_free
	leaq	1560(%rsp), %rdi
	call	trace_free
	leaq	1600(%rsp), %rdi
	call	trace_free
	leaq	1640(%rsp), %rdi
	call	trace_free
.L4483:
	leaq	.LC499(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
	movl	%eax, 192(%rsp)
	leaq	512(%rsp), %rax
	movq	%rax, 48(%rsp)
	jmp	.L4309
	.p2align 4,,10
	.p2align 3
.L4643:
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
	leaq	9328(%rsp), %r9
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
.L4359:
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
.L4355:
	movq	(%rbx), %rdx
	movq	(%r14), %rsi
	leaq	.LC429(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %r14
	addq	$8, %rbx
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rax, %r14
	jne	.L4355
	movq	8(%rsp), %rax
	movb	$0, 9375(%rsp)
	movq	%r13, %r9
	movl	$47, %ecx
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	.p2align 4,,10
	.p2align 3
.L4358:
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
	jc	.L4358
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
	jne	.L4359
	movl	64(%rsp), %edx
	movq	168(%rsp), %rbx
	movl	176(%rsp), %eax
	movq	184(%rsp), %r10
	jmp	.L4354
.L4640:
	xorl	%r9d, %r9d
	movq	120(%rsp), %rcx
	testl	%r14d, %r14d
	cmove	240(%rsp), %r9
	movl	$2, %r8d
	leaq	GENERAL_WALK(%rip), %rsi
	movq	%r15, %rdi
	call	walk_outcomes
	testl	%eax, %eax
	jne	.L4627
	movl	$2, %eax
	jmp	.L4350
.L4331:
	movq	72(%rsp), %rax
	movq	%rax, 368(%rsp)
	movq	208(%rsp), %rax
	movq	%rax, 376(%rsp)
	xorl	%eax, %eax
	movq	%rax, 384(%rsp)
	xorl	%eax, %eax
	movl	%eax, 392(%rsp)
.L4330:
	movq	72(%rsp), %rax
	cmpl	$0, 72(%rax)
	jne	.L4651
	movq	72(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L4652
	movq	72(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 1824(%rsp)
	testq	%rax, %rax
	jne	.L4340
	movq	208(%rsp), %rsi
	movq	72(%rsp), %rdi
	call	closed_form
	movl	%eax, %r14d
.L4343:
	testl	%r14d, %r14d
	jne	.L4653
	cmpq	$0, 200(%rsp)
	je	.L4345
	movq	1680(%rsp), %rcx
	cmpq	$16777216, %rcx
	ja	.L4654
.L4345:
	movq	224(%rsp), %rdi
	xorl	%ebx, %ebx
	xorl	%r15d, %r15d
	call	print_plan
	jmp	.L4337
.L4627:
	leaq	.LC548(%rip), %rsi
	movl	%eax, %edi
	movl	248(%rsp), %r14d
	movl	252(%rsp), %ebx
	call	cannot
	movl	%eax, 192(%rsp)
.L4353:
	testl	%r14d, %r14d
	jne	.L4655
	testl	%ebx, %ebx
	jne	.L4656
.L4364:
	leaq	512(%rsp), %rax
	cmpl	$0, 192(%rsp)
	movq	%rax, 48(%rsp)
	jne	.L4309
.L4368:
	movq	104(%rsp), %r12
	movq	208(%rsp), %r13
	xorl	%ebp, %ebp
	leaq	2160(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L4371:
	movl	%ebp, %eax
	movl	%ebp, %esi
	movq	%r13, %rdx
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rcx
	addl	$1, %ebp
	salq	$5, %rcx
	addq	%r12, %rcx
	call	check_outcome
	movq	1808(%rsp), %rax
	cmpl	%ebp, 216(%rax)
	jnb	.L4371
	cmpq	$0, 2200(%rsp)
	je	.L4372
	movq	72(%rsp), %rsi
	xorl	%r8d, %r8d
	movq	%rbx, %rdi
	leaq	4048(%rsp), %r13
	leaq	5808(%rsp), %rdx
	movq	%r13, %rcx
	movq	2160(%rsp), %rbp
	movq	2168(%rsp), %r12
	call	check_omitted
	movl	2208(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L4657
.L4373:
	movq	72(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L4658
.L4375:
	movq	2168(%rsp), %rax
	addq	2160(%rsp), %rax
	subq	%rbp, %rax
	subq	%r12, %rax
	movq	%rax, 2216(%rsp)
.L4372:
	cmpl	$0, 232(%rsp)
	jne	.L4659
.L4381:
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
	leaq	(%rbx,%r12), %r15
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
	leaq	1840(%rsp), %rdi
	addq	%rbx, %rax
	movq	224(%rsp), %r14
	movq	%rdi, 192(%rsp)
	movq	%rdi, %r13
	leaq	(%rdx,%rcx), %rbx
	movq	%rdi, 184(%rsp)
	leaq	9328(%rsp), %rdi
	movq	%rdi, 32(%rsp)
	movq	%rax, 160(%rsp)
	movq	%rbx, 168(%rsp)
	xorl	%ebx, %ebx
.L4383:
	cmpl	$2, %ebx
	jg	.L4502
	cmpl	$0, 156(%rsp)
	jne	.L4502
	movq	48(%rsp), %rax
	xorl	%r12d, %r12d
	movq	$0x000000000, 272(%r14,%rbx,8)
	xchgq	%r12, %r14
	subq	$56, %rax
	movq	%rax, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L4384:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rdx
	movq	$-1, %rcx
	leaq	(%rax,%r14), %rsi
	testl	%ebp, %ebp
	jne	.L4387
	jmp	.L4392
	.p2align 4,,10
	.p2align 3
.L4660:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4386:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r15, %rdx
	je	.L4392
.L4387:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L4660
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4386
	.p2align 4,,10
	.p2align 3
.L4392:
	movq	%rcx, 8(%r13,%r14)
	movq	8(%rsp), %rsi
	movl	%ebp, %edx
	addq	$8, %r14
	movq	32(%rsp), %rdi
	call	stats_of
	movsd	9344(%rsp), %xmm0
	maxsd	272(%r12,%rbx,8), %xmm0
	movsd	%xmm0, 272(%r12,%rbx,8)
	cmpq	$48, %r14
	jne	.L4384
	movq	%r12, %r14
	testl	%ebp, %ebp
	je	.L4393
	movq	48(%rsp), %rax
	movq	64(%rsp), %rdx
	leaq	-64(%rax), %rcx
	movq	160(%rsp), %rax
	.p2align 4,,10
	.p2align 3
.L4394:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %rax
	jne	.L4394
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
.L4395:
	movq	(%rcx), %rsi
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rsi, -8(%rdx)
	cmpq	%rdx, %rax
	jne	.L4395
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
.L4396:
	movdqa	(%rcx), %xmm2
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm2, -16(%rdx)
	cmpq	%r10, %rdx
	jne	.L4396
.L4481:
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
	jmp	.L4383
.L4649:
	cmpl	$0, 64(%rsp)
	jne	.L4306
	movq	1232(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4307:
	movl	1536(%rsp), %eax
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L4303
	leaq	7568(%rsp), %rdx
	xorl	%eax, %eax
	movl	$220, %ecx
	movq	%rdx, %rdi
	rep stosq
	movq	72(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L4310
	cmpl	$0, 232(%rax)
	jne	.L4310
	cmpq	$0, 256(%rax)
	jne	.L4310
	movl	280(%rax), %edi
	movl	%edi, 16(%rsp)
	testl	%edi, %edi
	jne	.L4489
	cmpq	$0, 288(%rax)
	jne	.L4310
	movq	%rax, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	jne	.L4310
	movl	16(%rsp), %eax
	movl	$8, %ecx
	movq	72(%rsp), %r14
	xorl	%ebp, %ebp
	leaq	2224(%rsp), %rdi
	movq	%r15, %rsi
	leaq	2224(%rsp), %rbx
	rep stosl
	leaq	3136(%rsp), %rdi
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
	jmp	.L4311
.L4662:
	testq	%rsi, %rsi
	je	.L4491
	movq	%rcx, %rax
	subq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	xorl	%edx, %edx
	cmpq	%r14, %rax
	jnb	.L4312
	movq	%r14, %rdx
	subq	%rax, %rdx
.L4312:
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
.L4311:
	cmpq	2232(%rsp), %rbp
	jnb	.L4661
	movq	72(%rsp), %rax
	movq	%rbp, %rbx
	salq	$5, %rbx
	addq	2224(%rsp), %rbx
	movq	224(%rax), %rdx
	movq	(%rbx), %rcx
	movq	8(%rbx), %rsi
	movq	16(%rbx), %r14
	cmpq	%rcx, %rdx
	jb	.L4662
	movq	%r14, %rdx
	jmp	.L4312
.L4489:
	xorl	%ecx, %ecx
	movl	%ecx, 16(%rsp)
.L4310:
	movq	72(%rsp), %rax
	movq	256(%rax), %r11
	testq	%r11, %r11
	je	.L4316
	cmpl	$0, 280(%rax)
	jne	.L4316
	movq	288(%rax), %r10
	testq	%r10, %r10
	jne	.L4316
	cmpl	$0, 72(%rax)
	jne	.L4316
	cmpq	$0, 112(%rax)
	jne	.L4316
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
	jmp	.L4317
.L4318:
	movq	72(%rsp), %rax
	movq	264(%rax), %rax
	testq	%rax, %rax
	je	.L4319
	addq	%rax, %rbp
.L4317:
	cmpq	%rbp, 8(%rsp)
	jb	.L4319
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
	jnb	.L4318
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
	jmp	.L4318
.L4319:
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
	cmpl	$0, 9352(%rsp)
	movq	%rbp, 8760(%rsp)
	je	.L4663
.L4321:
	movq	%r15, %rdi
	call	dist_free
.L4316:
	movl	16(%rsp), %eax
	cmpl	$0, 232(%rsp)
	movl	%eax, 2208(%rsp)
	movq	32(%rsp), %rax
	movq	%rax, 2200(%rsp)
	je	.L4322
	movq	72(%rsp), %rax
	cmpl	$1, 152(%rax)
	jne	.L4323
.L4484:
	movl	$1, %esi
	jmp	.L4324
.L4502:
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
	jne	.L4399
	movq	72(%rsp), %rbx
	movq	128(%rsp), %rsi
	leaq	2104(%rsp), %rdi
	movl	216(%rbx), %edx
	call	stats_of
	movl	216(%rbx), %edx
	movq	136(%rsp), %rsi
	leaq	2128(%rsp), %rdi
	call	stats_of
	movl	216(%rbx), %eax
	movq	%rbx, %rdi
	xorl	%esi, %esi
	movq	104(%rsp), %rbx
	imulq	$288, %rax, %rax
	addq	%rbx, %rax
	movq	%rdi, %rbx
	movq	%rax, 160(%rsp)
	movq	%rax, 2152(%rsp)
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
	jne	.L4400
	leaq	9328(%rsp), %r15
	leaq	976(%rsp), %rbp
.L4401:
	movl	$10, %edi
	xorl	%ebx, %ebx
	leaq	SET_NAME(%rip), %r14
	call	putchar@PLT
	movl	$10, %edi
	leaq	2080(%rsp), %r13
	leaq	.LC560(%rip), %r12
	call	print_header_w
	leaq	.LC558(%rip), %rsi
	leaq	.LC559(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, 8(%rsp)
	movq	%rbx, %rbp
	movq	184(%rsp), %rbx
.L4420:
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
	jne	.L4420
	movq	1808(%rsp), %rbx
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
	movq	1864(%rsp), %rbx
	movq	1944(%rsp), %r12
	movq	%r15, %rdi
	movq	%rbx, %rdx
	movq	%r12, %rsi
	movq	%rbx, 64(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC562(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1872(%rsp), %rdx
	movq	1952(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC563(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	2024(%rsp), %rax
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
	movq	2016(%rsp), %rdx
	movq	1936(%rsp), %rsi
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
	jne	.L4664
.L4421:
	movq	224(%rsp), %rax
	xorl	%r14d, %r14d
.L4424:
	movq	40(%rax), %rdx
	movq	120(%rax), %rbx
	leaq	(%rdx,%rdx), %rcx
	cmpq	%rcx, %rbx
	jb	.L4422
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
.L4423:
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
	je	.L4425
	leaq	.LC572(%rip), %rdi
	call	puts@PLT
.L4426:
	movq	224(%rsp), %rdi
	xorl	%esi, %esi
	leaq	RATIOS(%rip), %rbx
	leaq	168(%rbx), %r12
	call	print_theory
	leaq	.LC574(%rip), %rdi
	movl	$4, %eax
	movsd	2104(%rsp), %xmm5
	movsd	2136(%rsp), %xmm3
	movsd	2128(%rsp), %xmm2
	movsd	2112(%rsp), %xmm1
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
	leaq	1920(%rsp), %rsi
	leaq	.LC414(%rip), %rdi
	call	print_result_set
	leaq	2000(%rsp), %rsi
	leaq	.LC411(%rip), %rdi
	call	print_result_set
	jmp	.L4439
.L4427:
	movq	8(%rax,%rdx,8), %rdx
.L4428:
	movslq	8(%rbx), %rax
	movslq	12(%rbx), %rcx
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%r13, %rax
	cmpl	$-1, %ecx
	je	.L4665
	movq	8(%rax,%rcx,8), %rax
.L4430:
	testq	%rdx, %rdx
	je	.L4431
	testq	%rax, %rax
	js	.L4432
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4433:
	testq	%rdx, %rdx
	js	.L4434
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L4435:
	divsd	%xmm1, %xmm0
	leaq	.LC116(%rip), %rax
	movl	$32, %esi
	movq	%r15, %rdi
	leaq	.LC117(%rip), %rdx
	comisd	.LC73(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L4438:
	movq	(%rbx), %rsi
	movq	%r15, %rdx
	leaq	.LC575(%rip), %rdi
	xorl	%eax, %eax
	addq	$24, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	je	.L4666
.L4439:
	movslq	16(%rbx), %rax
	movslq	20(%rbx), %rdx
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%r13, %rax
	cmpl	$-1, %edx
	jne	.L4427
	movq	56(%rax), %rdx
	jmp	.L4428
.L4422:
	addl	$1, %r14d
	addq	$8, %rax
	cmpl	$6, %r14d
	jne	.L4424
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC569(%rip), %rdi
	call	puts@PLT
	jmp	.L4423
.L4665:
	movq	56(%rax), %rax
	jmp	.L4430
.L4431:
	movl	$6369134, (%r15)
	jmp	.L4438
.L4434:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4435
.L4432:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4433
.L4655:
	movq	216(%rsp), %r15
	xorl	%ebp, %ebp
	movq	%r15, %rdi
	call	pthread_mutex_lock@PLT
	leaq	1272(%rsp), %rdi
	orl	$1, 1504(%rsp)
	movq	%rbp, 1480(%rsp)
	call	pthread_cond_broadcast@PLT
	movq	%r15, %rdi
	call	pthread_mutex_unlock@PLT
	testl	%ebx, %ebx
	je	.L4364
	movq	272(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	216(%rsp), %rdi
	call	shared_due_free
	jmp	.L4365
.L4648:
	cmpl	$0, 64(%rsp)
	jne	.L4302
	movq	1232(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4303:
	movl	16(%rsp), %edi
	leaq	.LC546(%rip), %rsi
	call	cannot
	movl	%eax, 192(%rsp)
	leaq	512(%rsp), %rax
	movq	%rax, 48(%rsp)
	jmp	.L4309
.L4650:
	movq	72(%rsp), %rdi
	leaq	80(%rbp), %rcx
	leaq	9328(%rsp), %rdx
	movl	%ebx, %esi
	call	ref_omit_client
	testl	%ebx, %ebx
	movl	$1, %ebx
	setle	%cl
	testl	%eax, %eax
	sete	%dl
	addq	$40, %rbp
	testb	%dl, %cl
	jne	.L4327
	movq	8(%rsp), %rsi
	movq	%r15, %rdx
	movq	%r13, 8(%rsp)
	movl	%eax, %r15d
	movq	16(%rsp), %r12
	movq	24(%rsp), %r13
	testl	%eax, %eax
	jne	.L4326
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
	leaq	2224(%rsp), %rdx
	movq	%rax, 984(%rsp)
	movq	208(%rsp), %rax
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
	je	.L4667
	movq	208(%rsp), %rdi
	call	trace_free
	leaq	1560(%rsp), %rdi
	call	trace_free
	movq	%rbx, %rdi
	call	trace_free
	leaq	1640(%rsp), %rdi
	call	trace_free
	jmp	.L4483
.L4667:
	movq	8(%rsp), %rdx
	movq	72(%rsp), %rdi
	movq	%rbp, %rsi
	call	score_reference
	movq	208(%rsp), %rdi
	movl	%eax, %r15d
	call	trace_free
	leaq	1560(%rsp), %rdi
	call	trace_free
	movq	%rbx, %rdi
	call	trace_free
	leaq	1640(%rsp), %rdi
	call	trace_free
	testl	%r15d, %r15d
	je	.L4322
	jmp	.L4483
.L4638:
	movq	72(%rsp), %rax
	cmpq	$8388608, 136(%rax)
	jbe	.L4282
	cmpl	$0, 232(%rsp)
	je	.L4634
	leaq	1520(%rsp), %rax
	movq	%rax, 208(%rsp)
	leaq	1232(%rsp), %rax
	movq	%rax, 216(%rsp)
	jmp	.L4484
.L4651:
	leaq	.LC111(%rip), %rax
	movq	%rax, 1824(%rsp)
.L4340:
	movq	72(%rsp), %rdi
	xorl	%r9d, %r9d
	movl	$1, %r8d
	xorl	%ecx, %ecx
	movq	208(%rsp), %rdx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	movl	%eax, %r14d
	jmp	.L4343
.L4666:
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
	je	.L4440
	movq	136(%rbx), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L4441
	leaq	-1(%rdi), %rcx
	movq	128(%rbx), %rax
	xorl	%edx, %edx
	subq	120(%rbx), %rax
	divq	%rcx
	movq	%rax, %rcx
.L4441:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC577(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L4440:
	cmpl	$0, 168(%rsp)
	je	.L4668
.L4442:
	movsd	2120(%rsp), %xmm2
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
	movsd	2144(%rsp), %xmm2
	movsd	16(%rsp), %xmm0
	leaq	.LC414(%rip), %rsi
	call	printf@PLT
	movq	72(%rsp), %rax
	movl	8(%rax), %r8d
	testl	%r8d, %r8d
	jne	.L4669
.L4444:
	movq	224(%rsp), %rbx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_theory
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_omissions
	cmpl	$0, 232(%rsp)
	jne	.L4670
.L4636:
	cmpq	$0, 200(%rsp)
	je	.L4447
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
	je	.L4671
	cmpl	$2, %eax
	je	.L4672
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
	jne	.L4456
	movq	80(%rsp), %rdx
	movq	(%rbx), %rsi
	movq	624(%rsp), %rdi
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L4456
	movq	80(%rbx), %rsi
	movq	632(%rsp), %rdi
	leaq	728(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L4456
	leaq	752(%rsp), %rsi
	movq	%r14, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L4456
.L4459:
	leaq	336(%rsp), %rax
	xorl	%ebx, %ebx
	movq	160(%rsp), %r14
	leaq	HGRM.2(%rip), %r12
	movq	%rax, 64(%rsp)
.L4458:
	imulq	$10, %rbx, %rax
	movq	64(%rsp), %rdi
	leaq	(%rbx,%rbx,2), %r13
	movq	(%r12,%rbx), %rsi
	leaq	hgrm_writer(%rip), %rdx
	movq	24(%r14,%rax), %rax
	movq	%rax, (%rdi,%rbx)
	movq	80(%rsp), %rax
	movq	200(%rsp), %rdi
	addq	%rax, %r13
	movq	%r13, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L4456
	cmpl	$0, 236(%rsp)
	jne	.L4460
.L4462:
	addq	$8, %rbx
	cmpq	$24, %rbx
	jne	.L4458
	leaq	.LC584(%rip), %rax
	movq	200(%rsp), %rdi
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
	jne	.L4456
	movq	112(%rsp), %rdx
	movq	72(%rsp), %rdi
	movl	$20, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L4673
	jle	.L4465
	movq	72(%rsp), %rax
	movq	48(%rax), %rbx
	testq	%rbx, %rbx
	je	.L4674
.L4466:
	leaq	.LC586(%rip), %rdi
	call	puts@PLT
	movq	112(%rsp), %rdi
	call	stall_window_free
.L4476:
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
	je	.L4447
	movq	200(%rsp), %rdi
	leaq	2224(%rsp), %rcx
	leaq	score_writer(%rip), %rdx
	leaq	.LC588(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 156(%rsp)
.L4447:
	movq	%r15, %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	movq	1832(%rsp), %rbx
	testl	%eax, %eax
	je	.L4675
.L4478:
	cmpl	$3, 24(%rbx)
	je	.L4676
.L4479:
	cmpq	$0, 1824(%rsp)
	leaq	.LC543(%rip), %rax
	leaq	.LC544(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC591(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rax
	movq	2168(%rsp), %rbx
	leaq	.LC592(%rip), %rdi
	movq	2160(%rsp), %rsi
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
	jmp	.L4309
.L4654:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	leaq	.LC4(%rip), %rdx
	xorl	%eax, %eax
	leaq	.LC450(%rip), %rsi
	call	fprintf@PLT
	leaq	512(%rsp), %rax
	movl	$2, 192(%rsp)
	movq	%rax, 48(%rsp)
	jmp	.L4309
.L4306:
	movq	208(%rsp), %rdi
	call	omit_job_run
	jmp	.L4307
.L4656:
	movq	272(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4365:
	movq	72(%rsp), %rdi
	call	closed_form_gap
	cmpl	$0, 192(%rsp)
	movq	%rax, 1824(%rsp)
	jne	.L4637
	movl	392(%rsp), %edi
	testl	%edi, %edi
	jne	.L4367
.L4369:
	movq	224(%rsp), %rdi
	call	print_plan
	jmp	.L4368
.L4367:
	leaq	.LC547(%rip), %rsi
	call	cannot
	movl	%eax, 192(%rsp)
	testl	%eax, %eax
	je	.L4369
.L4637:
	leaq	512(%rsp), %rax
	movq	%rax, 48(%rsp)
	jmp	.L4309
.L4400:
	leaq	976(%rsp), %rbp
	movq	%r9, %rax
	movl	$32, %ecx
	movq	%rbp, %rdi
	leaq	9328(%rsp), %r15
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
	je	.L4404
	testq	%rax, %rax
	je	.L4404
	movq	72(%rsp), %rbx
	movq	120(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rbx, %rsi
	call	walk_start
	testl	%eax, %eax
	jne	.L4404
	leaq	704(%rsp), %rax
	movq	%rbx, %rsi
	xorl	%r13d, %r13d
	movq	%rax, %rdi
	movq	%rax, 80(%rsp)
	call	due_restart
	movq	%r15, 176(%rsp)
	movq	$0x000000000, 16(%rsp)
	movq	$0x000000000, 8(%rsp)
	movq	%rbp, 208(%rsp)
	movq	%r14, 96(%rsp)
	movq	%r13, %r14
.L4411:
	movq	96(%rsp), %r15
	movq	80(%rsp), %rdi
	movl	$65536, %edx
	movq	%r15, %rsi
	call	due_fill
	xorl	%edi, %edi
	movq	64(%rsp), %rsi
	movl	$65536, %edx
	movq	%rdi, 912(%rsp)
	movq	120(%rsp), %rdi
	movq	%rax, %rbx
	movq	%r15, 896(%rsp)
	movq	%rax, 904(%rsp)
	call	walk_run
	testq	%rax, %rax
	je	.L4405
	imulq	$-8, %r14, %rbp
	movq	72(%rsp), %rdi
	leaq	(%rax,%r14), %rbx
	movq	64(%rsp), %rax
	movq	136(%rdi), %r15
	addq	%rax, %rbp
	jmp	.L4408
	.p2align 4,,10
	.p2align 3
.L4677:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4407:
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
	movsd	8(%rsp), %xmm6
	cltq
	movsd	976(%rsp,%rax,8), %xmm1
	addsd	%xmm0, %xmm6
	addq	$1, 9328(%rsp,%rax,8)
	addsd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm0
	addsd	16(%rsp), %xmm0
	movsd	%xmm6, 8(%rsp)
	movsd	%xmm1, 976(%rsp,%rax,8)
	movsd	%xmm0, 16(%rsp)
	cmpq	%rbx, %r14
	je	.L4411
.L4408:
	movq	0(%rbp,%r14,8), %rax
	testq	%rax, %rax
	jns	.L4677
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4407
.L4405:
	testq	%rbx, %rbx
	jne	.L4411
	leaq	744(%rsp), %rdi
	movq	%r14, %r13
	movq	176(%rsp), %r15
	movq	96(%rsp), %r14
	movq	208(%rsp), %rbp
	call	numbers_close
	movq	920(%rsp), %rdi
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	testq	%r13, %r13
	js	.L4412
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%r13, %xmm2
.L4413:
	movsd	8(%rsp), %xmm5
	movsd	.LC89(%rip), %xmm4
	pxor	%xmm1, %xmm1
	movsd	.LC90(%rip), %xmm3
	divsd	%xmm2, %xmm5
	movsd	%xmm5, 2176(%rsp)
	jmp	.L4417
.L4679:
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
.L4416:
	movsd	0(%rbp,%rbx), %xmm0
	divsd	%xmm7, %xmm0
	subsd	%xmm5, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm4, %xmm0
	mulsd	%xmm3, %xmm0
.L4414:
	addq	$8, %rbx
	addsd	%xmm0, %xmm1
	cmpq	$256, %rbx
	je	.L4678
.L4417:
	movq	(%r15,%rbx), %rax
	pxor	%xmm0, %xmm0
	testq	%rax, %rax
	je	.L4414
	jns	.L4679
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm7, %xmm7
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm7
	addsd	%xmm7, %xmm7
	jmp	.L4416
.L4425:
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
	jmp	.L4426
.L4659:
	leaq	2224(%rsp), %rbp
	leaq	3136(%rsp), %rsi
	movq	%rbx, %rdi
	movq	%rbp, %rdx
	call	check_score
	leaq	1600(%rsp), %rdx
	movq	%rbp, %rcx
	movq	%rbx, %rdi
	leaq	.LC553(%rip), %rsi
	call	check_summary
	movq	208(%rsp), %rdx
	leaq	2304(%rsp), %rcx
	movq	%rbx, %rdi
	leaq	.LC554(%rip), %rsi
	call	check_summary
	movq	72(%rsp), %rax
	cmpl	$0, 176(%rax)
	jne	.L4381
	leaq	2464(%rsp), %rcx
	leaq	1680(%rsp), %rdx
	movq	%rbx, %rdi
	leaq	.LC555(%rip), %rsi
	call	check_summary
	jmp	.L4381
.L4393:
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
	jmp	.L4481
.L4658:
	cmpl	$0, 232(%rax)
	jne	.L4375
	movq	72(%rsp), %r15
	cmpl	$2, 152(%r15)
	je	.L4378
	movq	5176(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 11160
	leaq	.LC552(%rip), %rcx
	leaq	.LC413(%rip), %rdx
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 11168
	movq	1536(%rsp), %r8
	call	check
	cmpq	$0, 224(%r15)
	popq	%r10
	.cfi_def_cfa_offset 11160
	popq	%r11
	.cfi_def_cfa_offset 11152
	jne	.L4375
	movq	72(%rsp), %rax
	cmpl	$0, 232(%rax)
	jne	.L4375
.L4378:
	movq	72(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L4375
	cmpl	$0, 280(%rax)
	jne	.L4375
	cmpq	$0, 288(%rax)
	jne	.L4375
	movq	5240(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 11160
	leaq	.LC552(%rip), %rcx
	leaq	.LC414(%rip), %rdx
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 11168
	movq	1616(%rsp), %r8
	call	check
	popq	%r8
	.cfi_def_cfa_offset 11160
	popq	%r9
	.cfi_def_cfa_offset 11152
	jmp	.L4375
.L4412:
	movq	%r13, %rax
	movq	%r13, %r8
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %r8d
	orq	%r8, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4413
.L4672:
	movl	424(%rsp), %eax
	xorl	%ebx, %ebx
	jmp	.L4451
.L4453:
	addq	$1, %rbx
.L4451:
	cmpq	664(%rsp), %rbx
	jnb	.L4680
	movq	672(%rsp), %rdx
	movq	(%rdx,%rbx,8), %r8
	testq	%r8, %r8
	je	.L4453
	testl	%eax, %eax
	jne	.L4453
	movq	656(%rsp), %rsi
	movq	8(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%rbx, %rsi
	call	dist_add.part.0
	movl	424(%rsp), %eax
	jmp	.L4453
.L4678:
	movapd	%xmm1, %xmm0
	movsd	%xmm5, 64(%rsp)
	movsd	%xmm2, 32(%rsp)
	movsd	%xmm1, 8(%rsp)
	call	sqrt@PLT
	movsd	64(%rsp), %xmm5
	movsd	8(%rsp), %xmm1
	movsd	32(%rsp), %xmm2
	divsd	%xmm5, %xmm0
	movsd	%xmm0, 2184(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L4418
	movsd	16(%rsp), %xmm0
	mulsd	%xmm5, %xmm5
	divsd	%xmm2, %xmm0
	subsd	%xmm5, %xmm0
	movapd	%xmm0, %xmm2
	divsd	%xmm1, %xmm2
.L4418:
	movsd	%xmm2, 2192(%rsp)
	jmp	.L4401
.L4680:
	movq	16(%rsp), %rbx
	movq	8(%rsp), %rdi
	movl	%eax, 64(%rsp)
	movq	160(%rsp), %rax
	movq	%rbx, %rdx
	movq	272(%rax), %rsi
	call	dist_correct
	movl	64(%rsp), %eax
	orl	456(%rsp), %eax
	jne	.L4456
	movq	80(%rsp), %rsi
	leaq	656(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L4456
	leaq	728(%rsp), %rsi
	leaq	680(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L4456
	leaq	752(%rsp), %rsi
	movq	%rbx, %rdi
	call	table_from_dist
	testl	%eax, %eax
	je	.L4459
.L4456:
	movq	stderr(%rip), %rdi
	movq	200(%rsp), %rdx
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
.L4477:
	movl	$1, 156(%rsp)
	jmp	.L4447
.L4664:
	leaq	2224(%rsp), %rdi
	xorl	%edx, %edx
	leaq	.LC567(%rip), %rsi
	call	print_score
	jmp	.L4421
.L4652:
	leaq	.LC112(%rip), %rax
	movq	%rax, 1824(%rsp)
	jmp	.L4340
.L4675:
	movl	24(%rbx), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	9360(%rsp), %rsi
	leaq	.LC589(%rip), %rdi
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4478
.L4670:
	leaq	2224(%rsp), %rdi
	movl	$1, %edx
	leaq	.LC11(%rip), %rsi
	call	print_score
	jmp	.L4636
.L4669:
	movq	%rbp, %rsi
	movq	%rax, %rdi
	movq	%r15, %rdx
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	9328(%rsp), %xmm1
	movsd	976(%rsp), %xmm0
	movq	(%rax,%r8,8), %rsi
	leaq	.LC582(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L4444
.L4668:
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
	jb	.L4681
.L4443:
	movq	552(%rsp), %rdx
	leaq	.LC580(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%rbx, %rsi
	call	printf@PLT
	jmp	.L4442
.L4399:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC556(%rip), %rdi
	call	fwrite@PLT
	leaq	512(%rsp), %rax
	movq	%rax, 48(%rsp)
	jmp	.L4280
.L4639:
	movq	216(%rsp), %rdi
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	xorl	%ebx, %ebx
	movl	$35, %ecx
	leaq	1424(%rsp), %r14
	rep stosq
.L4333:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, (%r14,%rbx)
	sete	%al
	addq	$8, %rbx
	movzbl	%al, %eax
	orl	%eax, %ebp
	cmpq	$24, %rbx
	jne	.L4333
	testl	%ebp, %ebp
	jne	.L4635
	movq	216(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_mutex_init@PLT
	testl	%eax, %eax
	jne	.L4635
	xorl	%esi, %esi
	leaq	1272(%rsp), %rdi
	call	pthread_cond_init@PLT
	testl	%eax, %eax
	jne	.L4682
	movq	72(%rsp), %rbx
	leaq	1320(%rsp), %rdi
	movq	%rbx, %rsi
	call	due_restart
	movq	208(%rsp), %rax
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
	je	.L4683
	movq	216(%rsp), %rdi
	call	shared_due_free
	jmp	.L4330
.L4653:
	leaq	.LC547(%rip), %rsi
	movl	%r14d, %edi
	call	cannot
	movl	%eax, 192(%rsp)
	leaq	512(%rsp), %rax
	movq	%rax, 48(%rsp)
	jmp	.L4309
.L4676:
	movq	2152(%rsp), %rax
	movl	$18, %ecx
	leaq	.LC590(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4479
.L4657:
	movq	72(%rsp), %rsi
	leaq	7568(%rsp), %rdx
	movq	%r13, %rcx
	movq	%rbx, %rdi
	call	check_omitted
	jmp	.L4373
.L4681:
	movq	8(%r10,%r8), %rdx
	movq	8(%r9,%r8), %rsi
	leaq	.LC579(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4443
.L4404:
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movl	$42, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC557(%rip), %rdi
	call	fwrite@PLT
	jmp	.L4280
.L4302:
	movq	208(%rsp), %rdi
	call	omit_job_run
	jmp	.L4303
.L4683:
	movl	$1, %ebx
	movl	$1, %r14d
	leaq	320(%rsp), %r15
	jmp	.L4337
.L4682:
	movq	216(%rsp), %rdi
	call	pthread_mutex_destroy@PLT
.L4635:
	movq	1424(%rsp), %rdi
	call	free@PLT
	movq	1432(%rsp), %rdi
	call	free@PLT
	movq	1440(%rsp), %rdi
	call	free@PLT
	jmp	.L4332
.L4661:
	movq	%r15, %r9
	cmpl	$0, 3160(%rsp)
	movq	%r13, %r15
	movq	48(%rsp), %r12
	movq	%r9, 8784(%rsp)
	movq	56(%rsp), %r13
	movq	64(%rsp), %rbx
	je	.L4684
.L4314:
	movq	72(%rsp), %rax
	movq	8(%rsp), %rdi
	xorl	%edx, %edx
	movq	%r9, %r8
	movl	$1, %ecx
	movq	224(%rax), %rsi
	call	dist_add
	movl	3160(%rsp), %eax
	orl	2248(%rsp), %eax
	je	.L4685
.L4315:
	movq	%rbx, %rdi
	call	dist_free
	movq	8(%rsp), %rdi
	call	dist_free
	jmp	.L4310
.L4663:
	movq	72(%rsp), %rax
	leaq	8608(%rsp), %rcx
	movq	%r15, %rdi
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	orl	$2, 16(%rsp)
	jmp	.L4321
.L4685:
	movq	72(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	8208(%rsp), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movl	$1, 16(%rsp)
	jmp	.L4315
.L4684:
	movq	72(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r9, 48(%rsp)
	leaq	8128(%rsp), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movq	48(%rsp), %r9
	jmp	.L4314
.L4491:
	xorl	%edx, %edx
	jmp	.L4312
.L4460:
	leaq	VALUES.1(%rip), %rax
	movq	200(%rsp), %rdi
	movq	%r13, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%rbx), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L4462
	jmp	.L4456
.L4671:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC583(%rip), %rdi
	call	fwrite@PLT
	jmp	.L4477
.L4674:
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
	jne	.L4466
	movq	136(%rsi), %rax
	movl	$262144, %edx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	leaq	0(,%rax,8), %r13
	movq	%rax, 9464(%rsp)
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
	je	.L4465
	testq	%r14, %r14
	je	.L4465
	testq	%rax, %rax
	je	.L4465
	movq	120(%rsp), %rdi
	movq	%rbp, %rdx
	movq	%r15, %rsi
	call	due_open.constprop.0
	testl	%eax, %eax
	je	.L4470
	jmp	.L4686
.L4474:
	movq	576(%rsp), %rax
	movq	120(%rsp), %rdi
	leaq	(%rax,%rbx,8), %rbp
	call	due_next
	movq	%rax, 0(%rbp)
	movq	576(%rsp), %rax
	cmpq	$999999999, (%rax,%rbx,8)
	ja	.L4475
	addq	$1, %rbx
.L4470:
	cmpq	9464(%rsp), %rbx
	jb	.L4474
.L4475:
	leaq	856(%rsp), %rdi
	call	numbers_close
	movq	%rbx, 9464(%rsp)
	testq	%rbx, %rbx
	je	.L4466
	movq	576(%rsp), %rax
	movq	%rbx, %rcx
	movl	$1, %esi
	movq	%r15, %rdi
	leaq	280(%rsp), %r14
	leaq	296(%rsp), %rbp
	movq	%rax, 9440(%rsp)
	movq	%r14, %r9
	movq	%rbp, %r8
	pushq	%rax
	.cfi_def_cfa_offset 11160
	leaq	296(%rsp), %r13
	pushq	%r13
	.cfi_def_cfa_offset 11168
	movq	576(%rsp), %rdx
	call	walk_all
	movq	%r14, %r9
	movq	%rbp, %r8
	xorl	%esi, %esi
	movq	9480(%rsp), %rcx
	movq	584(%rsp), %rdx
	movq	%r15, %rdi
	movq	%r13, (%rsp)
	call	walk_all
	movq	9480(%rsp), %rax
	movq	128(%rsp), %rcx
	leaq	first_second_writer(%rip), %rdx
	movq	216(%rsp), %rdi
	leaq	.LC585(%rip), %rsi
	movq	%rax, 600(%rsp)
	call	export_file
	popq	%rdx
	.cfi_def_cfa_offset 11160
	popq	%rcx
	.cfi_def_cfa_offset 11152
	movl	%eax, %ebx
	jmp	.L4464
.L4465:
	movq	112(%rsp), %rdi
	call	stall_window_free
	jmp	.L4456
.L4673:
	movq	72(%rsp), %rax
	movq	200(%rsp), %rdi
	movq	%r15, %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC585(%rip), %rsi
	movq	%rax, 9328(%rsp)
	movq	112(%rsp), %rax
	movq	%rax, 9336(%rsp)
	movq	160(%rsp), %rax
	movq	272(%rax), %rax
	movq	%rax, 9344(%rsp)
	call	export_file
	movl	%eax, %ebx
.L4464:
	movq	112(%rsp), %rdi
	call	stall_window_free
	testl	%ebx, %ebx
	je	.L4476
	jmp	.L4456
.L4686:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC307(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE321:
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
.LFB348:
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
	je	.L5202
	movl	$1, %r15d
	cmpl	$1, %ebp
	jle	.L4780
.L4694:
	leaq	OPTIONS(%rip), %r12
.L4779:
	movq	(%rsp), %rdi
	movslq	%r15d, %rax
	movq	(%rdi,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L5048
	cmpb	$104, 1(%rbx)
	jne	.L5048
	cmpb	$0, 2(%rbx)
	jne	.L5048
	movl	$-1, %eax
	leaq	.LC310(%rip), %rbx
.L4766:
	leaq	32+OPTIONS(%rip), %r13
	xorl	%r14d, %r14d
	jmp	.L4771
	.p2align 4,,10
	.p2align 3
.L4767:
	addl	$1, %r14d
	cmpl	$52, %r14d
	je	.L4770
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$32, %r13
	call	strcmp@PLT
.L4771:
	testl	%eax, %eax
	jne	.L4767
	movslq	%r14d, %rax
	salq	$5, %rax
	addq	%r12, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L5203
	addl	$1, %r15d
.L4770:
	addl	$1, %r15d
	cmpl	%r15d, %ebp
	jg	.L4779
.L4780:
	leaq	.LC673(%rip), %rdi
	call	getenv@PLT
	leaq	.LC674(%rip), %rdi
	movq	%rax, %r12
	call	getenv@PLT
	movq	%rax, %rbx
	testq	%r12, %r12
	je	.L5012
	leaq	.LC675(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r12)
	movl	%eax, %r13d
	je	.L4782
	leaq	.LC660(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5204
.L4782:
	xorl	%eax, %eax
	testl	%r13d, %r13d
	sete	%al
.L4781:
	movl	%eax, 2224(%rsp)
	testq	%rbx, %rbx
	je	.L4784
	cmpb	$0, (%rbx)
	jne	.L5205
.L4784:
	movslq	%ebp, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L4786
	xorl	%r12d, %r12d
	leaq	9408(%rsp), %r15
	cmpl	$1, %ebp
	jle	.L4788
	xorl	%r14d, %r14d
	movl	%ebp, 48(%rsp)
	movl	$1, %ecx
	leaq	9408(%rsp), %r15
	movl	%r14d, 32(%rsp)
	movl	%r14d, 40(%rsp)
	movq	%r15, 56(%rsp)
.L4787:
	movslq	%ecx, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rdi, 64(%rsp)
	movq	(%rsp), %rdi
	movq	(%rdi,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L5049
	cmpb	$104, 1(%r14)
	jne	.L5049
	cmpb	$0, 2(%r14)
	movl	$-1, %edx
	leaq	.LC310(%rip), %r13
	jne	.L5049
.L4790:
	leaq	OPTIONS(%rip), %rbx
	xorl	%r15d, %r15d
	movl	%ecx, %ebp
	movl	%edx, %eax
	jmp	.L4794
	.p2align 4,,10
	.p2align 3
.L4791:
	addl	$1, %r15d
	addq	$32, %rbx
	cmpl	$52, %r15d
	je	.L5188
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
.L4794:
	movq	(%rbx), %rdx
	testl	%eax, %eax
	jne	.L4791
	movl	%ebp, %ecx
	movl	%r15d, %ebp
	leaq	OPTIONS(%rip), %rdi
	movq	%rdx, %r15
	movl	%eax, %edx
	movslq	%ebp, %rax
	salq	$5, %rax
	movl	8(%rdi,%rax), %r13d
	testl	%r13d, %r13d
	jne	.L4793
	movl	%edx, 80(%rsp)
	leal	1(%rcx), %ebx
	cmpl	%ebx, 48(%rsp)
	jle	.L4793
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
	je	.L5206
	movq	24(%rsp), %rdi
	movslq	%r12d, %rax
	addl	$2, %r12d
	movups	%xmm0, (%rdi,%rax,8)
	movl	$1, %eax
.L4798:
	leal	1(%rbx), %ecx
	cmpl	%ecx, 48(%rsp)
	jle	.L5041
	testb	%al, %al
	jne	.L4787
.L5041:
	movq	56(%rsp), %r15
	testl	%edx, %edx
	je	.L4801
.L5192:
	movq	24(%rsp), %rdi
	call	free@PLT
.L4862:
	movq	%r15, %rdi
	call	usage_error
.L4807:
	movq	2216(%rsp), %rdi
	movl	%eax, (%rsp)
	call	free@PLT
	movq	2272(%rsp), %rdi
	call	free@PLT
	movl	(%rsp), %eax
	jmp	.L4687
.L5048:
	leaq	.LC122(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L4766
.L5203:
	movq	(%rax), %rdi
	leaq	.LC310(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4770
	leaq	.LC669(%rip), %rdi
	leaq	.LC672(%rip), %rbx
	call	puts@PLT
	leaq	OPTIONS(%rip), %rax
	leaq	.LC37(%rip), %r14
	movq	%rax, 8(%rsp)
	leaq	11456(%rsp), %rax
	leaq	.LC11(%rip), %rbp
	movq	%rax, (%rsp)
.L4778:
	movq	8(%rsp), %r15
	movl	$10, %esi
	movq	24(%r15), %r12
	movq	%r12, %rdi
	call	strchr@PLT
	movq	16(%r15), %r9
	movq	%r14, %r8
	movq	%rax, %r13
	testq	%r9, %r9
	je	.L5207
.L4772:
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
	ja	.L5208
	testq	%r13, %r13
	je	.L4774
.L5210:
	movl	%r13d, %edx
	movq	(%rsp), %rsi
	movq	%r12, %rcx
	movq	%rbx, %rdi
	subl	%r12d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4775
	.p2align 4,,10
	.p2align 3
.L5209:
	movq	%rax, %rdx
	movq	%r15, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	subq	%r13, %rdx
	xorl	%eax, %eax
	movq	%r12, %r13
	subl	$1, %edx
	call	printf@PLT
.L4775:
	leaq	1(%r13), %r15
	movl	$10, %esi
	movq	%r15, %rdi
	call	strchr@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	jne	.L5209
	movq	%r15, %rdi
	call	strlen@PLT
	movq	%r15, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L4776:
	addq	$32, 8(%rsp)
	movq	8(%rsp), %rax
	leaq	1664+OPTIONS(%rip), %rdi
	cmpq	%rax, %rdi
	jne	.L4778
.L4693:
	xorl	%eax, %eax
.L4687:
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
.L5208:
	.cfi_restore_state
	movq	(%rsp), %rsi
	leaq	.LC671(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 11456(%rsp)
	testq	%r13, %r13
	jne	.L5210
.L4774:
	movq	%r12, %rdi
	call	strlen@PLT
	movq	(%rsp), %rsi
	movq	%r12, %rcx
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4776
.L5207:
	movq	%rbp, %r9
	movq	%rbp, %r8
	jmp	.L4772
.L5188:
	movl	%ebp, %ecx
.L4793:
	movq	24(%rsp), %rdi
	movslq	%r12d, %rax
	movl	%ecx, %ebx
	addl	$1, %r12d
	xorl	%edx, %edx
	movq	%r14, (%rdi,%rax,8)
	movl	$1, %eax
	jmp	.L4798
.L5049:
	leaq	.LC122(%rip), %rsi
	movq	%r14, %rdi
	movl	%ecx, 80(%rsp)
	movq	%r14, %r13
	call	strcmp@PLT
	movl	80(%rsp), %ecx
	movl	%eax, %edx
	jmp	.L4790
.L5206:
	movq	56(%rsp), %rdx
	movq	8(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	sete	%al
	jmp	.L4798
.L5202:
	movq	8(%rsi), %rbx
	leaq	.LC610(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L5211
	leaq	.LC613(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r15d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4694
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
.L4695:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L4695
	movq	$100000000, 80000+raw.16(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L4700
.L5212:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L4699
.L4700:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L4696
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L4696:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L5212
	xorl	%ecx, %ecx
.L4699:
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
	jne	.L4702
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbp, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 328(%rsp)
	jne	.L4702
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbp, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L4702:
	movq	312(%rsp), %r11
	movq	304(%rsp), %rcx
	xorl	%r9d, %r9d
	xorl	%edi, %edi
.L4707:
	cmpq	%r11, %r9
	je	.L5000
	xorl	%r10d, %r10d
	cmpq	$0, 24(%rcx)
	je	.L4704
.L4709:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r15,%rdi,8), %r8
	je	.L4706
	.p2align 4,,10
	.p2align 3
.L4703:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L4703
	leaq	1(%rdx,%rdi), %rdi
.L4706:
	addq	$1, %r10
	cmpq	24(%rcx), %r10
	jb	.L4709
.L4704:
	addq	$1, %r9
	addq	$32, %rcx
	jmp	.L4707
.L4801:
	movl	32(%rsp), %edi
	testl	%edi, 40(%rsp)
	je	.L4788
	leaq	.LC681(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC682(%rip), %rcx
	leaq	.LC683(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5192
.L5012:
	xorl	%eax, %eax
	jmp	.L4781
.L5205:
	leaq	11456(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L5213
	movq	11456(%rsp), %rax
	movl	%eax, 1976(%rsp)
	jmp	.L4784
.L4788:
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
	jne	.L4862
	cmpl	$0, 2192(%rsp)
	movl	2112(%rsp), %eax
	movq	2184(%rsp), %rbp
	jne	.L5214
	testq	%rbp, %rbp
	jne	.L5215
.L4805:
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
	je	.L5216
	comisd	%xmm0, %xmm1
	leaq	.LC693(%rip), %r8
	leaq	.LC694(%rip), %rcx
	ja	.L5193
	cmpl	$0, 2264(%rsp)
	jne	.L5217
.L4809:
	cmpl	$0, 2112(%rsp)
	jne	.L4815
	cmpq	$0, 2184(%rsp)
	jne	.L4815
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L5218
	cmpl	$0, 1832(%rsp)
	jne	.L4818
	movsd	2136(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L4818
	cmpq	$1, 1920(%rsp)
	ja	.L4821
	cmpl	$0, 1912(%rsp)
	jne	.L4821
	cmpq	$0, 2128(%rsp)
	leaq	.LC707(%rip), %r8
	leaq	.LC708(%rip), %rcx
	jne	.L5193
	movsd	2072(%rsp), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L5219
.L4824:
	movq	2120(%rsp), %rax
	testq	%rax, %rax
	jne	.L4828
	cmpl	$0, 2224(%rsp)
	jne	.L4829
	movl	$9765625, %eax
	salq	$11, %rax
	movq	%rax, 2104(%rsp)
.L4830:
	movq	2144(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 1856(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L4862
	movl	2260(%rsp), %edx
	movq	40(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	run_users
	jmp	.L4807
.L5204:
	testl	%r13d, %r13d
	je	.L4782
	leaq	9408(%rsp), %r15
	leaq	.LC676(%rip), %r8
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC677(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4862
.L5215:
	cmpl	$3, %eax
	jne	.L4804
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC688(%rip), %rcx
	leaq	.LC689(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4862
.L5214:
	testq	%rbp, %rbp
	je	.L5220
	testl	%eax, %eax
	jne	.L5221
.L4804:
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
	je	.L5222
	call	fclose@PLT
	movq	(%rsp), %rdi
	call	remove@PLT
	jmp	.L4805
.L5211:
	leaq	11456(%rsp), %rdx
	leaq	9408(%rsp), %rsi
	leaq	7808(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L5167
	movsd	11456(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	9408(%rsp), %xmm2
	movsd	7808(%rsp), %xmm1
	leaq	.LC611(%rip), %rdi
	call	printf@PLT
	jmp	.L4693
.L5216:
	comisd	%xmm0, %xmm1
	ja	.L4809
	cmpl	$1, 2112(%rsp)
	je	.L5223
	movq	2120(%rsp), %rbp
	movq	%rbp, %rax
	orq	2128(%rsp), %rax
	jne	.L4861
	cmpl	$0, 2224(%rsp)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, %rbp
.L4861:
	movq	2144(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 1856(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L4862
	movl	1832(%rsp), %eax
	cmpl	$1, %eax
	je	.L5224
	movq	2128(%rsp), %r12
	cmpl	$2, %eax
	je	.L5225
	movq	1840(%rsp), %rcx
	testq	%r12, %r12
	jne	.L4914
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r12
.L4914:
	movabsq	$4611686018427387903, %rsi
	movq	%r12, %rax
	mulq	%rcx
	movq	%rax, %r10
	xorl	%eax, %eax
	cmpq	%r10, %rsi
	sbbq	%rdx, %rax
	jc	.L5226
	leaq	-1(%r12), %rax
	movq	%r12, 1896(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 2228(%rsp)
	movq	%rax, 1888(%rsp)
	jne	.L4887
	leaq	.LC747(%rip), %rax
	movq	%rcx, 1928(%rsp)
	movq	%rax, 1944(%rsp)
.L4887:
	movl	1964(%rsp), %r13d
	movq	1896(%rsp), %rbx
	cmpl	$1, %r13d
	je	.L5227
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rbx, %rax
	jb	.L5228
	movq	8(%rsp), %rdi
	call	omissions_on
	movl	2260(%rsp), %r14d
	orl	%r14d, %eax
	jne	.L4993
	xorl	%r14d, %r14d
.L4919:
	cmpl	$2, %r13d
	je	.L5229
.L4921:
	movl	%r14d, (%rsp)
.L4994:
	cmpl	$2, 1912(%rsp)
	jne	.L4925
	cmpq	$0, 2128(%rsp)
	je	.L4924
	xorl	%r8d, %r8d
	movq	%r8, 1904(%rsp)
.L4925:
	movq	8(%rsp), %rdi
	call	service_max
	movq	1808(%rsp), %r12
	xorl	%edx, %edx
	xorl	%edi, %edi
	addq	%r12, %rax
	adcq	%rdi, %rdx
	testq	%r12, %r12
	je	.L4928
	movq	1816(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L4928
	cmpq	$0, 1800(%rsp)
	movq	8(%rsp), %rdi
	je	.L5230
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
.L4928:
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
	jc	.L5231
	movq	2184(%rsp), %rdi
	movl	2112(%rsp), %eax
	movq	%rdi, 24(%rsp)
	testq	%rdi, %rdi
	je	.L4931
	testl	%eax, %eax
	jne	.L4931
	cmpl	$3, %r13d
	je	.L4932
	movq	8(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L5232
.L4934:
	movl	(%rsp), %r9d
	movl	2196(%rsp), %r8d
	movl	2192(%rsp), %ecx
	movq	24(%rsp), %rdx
	movq	40(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	run_bench
	jmp	.L4807
.L5000:
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
.L4708:
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
.L4710:
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
	jne	.L4710
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
	jne	.L5233
	movq	$1, 16(%rsp)
	jmp	.L4708
.L5233:
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
	jmp	.L4714
.L5236:
	leaq	1100(%r13), %rdx
.L4713:
	addq	$1, 9416(%rsp)
	addq	$5000, %rax
	movq	%rax, 9408(%rsp)
	cmpq	%rdx, %rax
	jb	.L5234
.L4711:
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
	je	.L5235
.L4714:
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
	jnb	.L4711
	cmpq	%rax, %r13
	jb	.L5236
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r13
	jnb	.L4713
	leaq	1100(%rax), %rdx
	jmp	.L4713
.L5234:
	movl	$5000, %r9d
	movl	$1000, %r8d
	movq	%r13, %rsi
	movq	%r15, %rdi
	movl	$100, %ecx
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L4711
.L5235:
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
.L4715:
	cmpq	$0, 40(%rsp)
	setne	%r12b
	cmpq	$5, %rbx
	ja	.L5040
	testb	%r12b, %r12b
	je	.L5040
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
.L4750:
	movq	32(%rsp), %r10
	xorl	%ecx, %ecx
	movabsq	$-7046029254386353131, %r8
	movabsq	$-4658895280553007687, %rdi
	movabsq	$-7723592293110705685, %rsi
	jmp	.L4719
	.p2align 4,,10
	.p2align 3
.L5238:
	movq	-8(%r15,%rcx,8), %rdx
.L4717:
	movq	%rdx, (%r15,%rcx,8)
	movq	%rdx, (%r12,%rcx,8)
	addq	$1, %rcx
	cmpq	$200, %rcx
	je	.L5237
.L4719:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L5238
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
	jmp	.L4717
.L5237:
	movq	16(%rsp), %r8
	movq	48(%rsp), %r9
	movq	%r15, %rdi
	xorl	%esi, %esi
	jmp	.L4724
.L5240:
	addq	$8, %rdi
	cmpq	%r12, %rdi
	je	.L5239
.L4724:
	movq	(%rdi), %rax
	movq	%r8, %rcx
	cmpq	%r9, %rax
	jb	.L4720
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L4720:
	addq	%rsi, %rcx
	setc	%r11b
	movq	%rcx, %rsi
	movzbl	%r11b, %r11d
	jnc	.L5240
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
.L4723:
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
.L4749:
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
	jle	.L4727
.L4726:
	movq	56(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L4728:
	movq	(%rbx), %rsi
	movl	$1, %edx
	movq	%r14, %rdi
	call	cqr_add_n
	movq	%rbx, %rax
	subq	$8, %rbx
	cmpq	%r15, %rax
	jne	.L4728
	movl	3396(%rsp), %eax
	movq	%r14, %rdi
	leal	1(%rax), %edx
	movl	%edx, 3396(%rsp)
	testl	%eax, %eax
	je	.L5241
	call	cqr_end_pass.part.0
.L4730:
	movl	3400(%rsp), %r10d
	testl	%r10d, %r10d
	jg	.L4726
.L4727:
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
.L4731:
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
	jne	.L4731
	movq	%r11, 8(%rsp)
	movl	$200, %ebx
	movl	$3, 228(%rsp)
	movq	$2, 64(%rsp)
	movq	%r15, 184(%rsp)
	movq	248(%rsp), %r15
.L4748:
	movq	64(%rsp), %r8
	movl	24(%rsp), %ecx
	xorl	%r9d, %r9d
	movq	%r14, %rdi
	movq	48(%rsp), %rsi
	movl	$1000, %edx
	call	cqr_init
	movl	3400(%rsp), %r9d
	testl	%r9d, %r9d
	jle	.L4733
	movq	%r13, 192(%rsp)
	movq	%r15, 200(%rsp)
	.p2align 4,,10
	.p2align 3
.L4732:
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L4739:
	movq	%rbx, %rcx
	leaq	(%r12,%r13,8), %rdx
	subq	%r13, %rcx
	cmpq	$1, %rcx
	je	.L4734
	movq	(%rdx), %rsi
	movq	%rbp, %r15
	jmp	.L4735
	.p2align 4,,10
	.p2align 3
.L4738:
	addq	$1, %r15
	cmpq	%r15, %rcx
	je	.L4737
.L4735:
	cmpq	%rsi, (%rdx,%r15,8)
	je	.L4738
.L4737:
	movq	6208(%rsp,%r13,8), %rsi
	movq	%r15, %rdx
	movq	%r14, %rdi
	addq	%r15, %r13
	call	cqr_add_n
	cmpq	$199, %r13
	jbe	.L4739
.L4736:
	movl	3396(%rsp), %eax
	movq	%r14, %rdi
	leal	1(%rax), %edx
	movl	%edx, 3396(%rsp)
	testl	%eax, %eax
	je	.L5242
	call	cqr_end_pass.part.0
.L4741:
	movl	3400(%rsp), %r8d
	testl	%r8d, %r8d
	jg	.L4732
	movq	192(%rsp), %r13
	movq	200(%rsp), %r15
.L4733:
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
.L4742:
	movq	(%rcx,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rsi,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L4742
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
	jne	.L4743
	movl	2360(%rsp), %edi
	testl	%edi, %edi
	jle	.L4747
	movq	%rbp, 208(%rsp)
	movq	176(%rsp), %rbp
	movq	%r14, 296(%rsp)
	movq	128(%rsp), %r14
.L4744:
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
	jg	.L4744
	movq	%r15, 176(%rsp)
	movq	208(%rsp), %rbp
	movq	296(%rsp), %r14
.L4747:
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
.L4745:
	movq	0(%r13,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rcx,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L4745
	movq	%r11, 8(%rsp)
.L4746:
	salq	$2, 64(%rsp)
	subl	$1, 228(%rsp)
	jne	.L4748
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
	jne	.L5243
	movl	$1, 24(%rsp)
	jmp	.L4749
.L4734:
	movq	7800(%rsp), %rsi
	movl	$1, %edx
	movq	%r14, %rdi
	call	cqr_add_n
	jmp	.L4736
.L5242:
	call	cqr_first_end
	jmp	.L4741
.L5241:
	call	cqr_first_end
	jmp	.L4730
.L4743:
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
	jmp	.L4746
.L5239:
	cmpq	$400000, %rcx
	jbe	.L5244
.L4725:
	addq	$8, 32(%rsp)
	movq	32(%rsp), %rax
	leaq	32+TOP.12(%rip), %rdi
	cmpq	%rdi, %rax
	jne	.L4750
	movl	%ebx, %r13d
	movq	256(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L4715
.L5243:
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
	jmp	.L4725
.L5040:
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
.L4757:
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
.L4756:
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
	je	.L4754
	movq	%r14, %rsi
.L4755:
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
	jne	.L4755
	addq	$1, %r14
	jmp	.L4756
.L4754:
	movq	8(%rsp), %rdi
	movq	24(%rsp), %r8
	movq	%rbx, %r12
	movabsq	$626981770695586354, %rax
	cmpq	%rax, %rdi
	jne	.L4757
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
	jmp	.L4763
	.p2align 4,,10
	.p2align 3
.L5246:
	cvttsd2siq	%xmm3, %rax
	testq	%rax, %rax
	js	.L4761
.L5247:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4758:
	movabsq	$-7046029254386353131, %rax
	addsd	%xmm0, %xmm1
	addq	%rax, %r14
	movabsq	$4078304265537237400, %rax
	cmpq	%rax, %r14
	je	.L5245
.L4763:
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
	ja	.L4758
	movq	.LC291(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm3
	jnb	.L4758
	comisd	.LC83(%rip), %xmm3
	jb	.L5246
	subsd	.LC83(%rip), %xmm3
	cvttsd2siq	%xmm3, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L5247
.L4761:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4758
.L5245:
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
	jmp	.L4687
.L5213:
	leaq	9408(%rsp), %r15
	leaq	.LC183(%rip), %r8
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC678(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4862
.L5244:
	xorl	%r10d, %r10d
	jmp	.L4723
.L4828:
	movl	$1, %edx
	movq	%rax, 2104(%rsp)
	salq	$60, %rdx
	cmpq	%rax, %rdx
	jnb	.L4830
	leaq	.LC711(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC712(%rip), %rcx
	leaq	.LC713(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4862
.L4829:
	movl	$9765625, %eax
	salq	$9, %rax
	movq	%rax, 2104(%rsp)
	jmp	.L4830
.L5219:
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
	jb	.L4824
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC709(%rip), %rcx
	leaq	.LC710(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4862
.L4821:
	leaq	.LC705(%rip), %r8
	leaq	.LC706(%rip), %rcx
.L5193:
	leaq	.LC695(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4862
.L4818:
	leaq	.LC703(%rip), %r8
	leaq	.LC704(%rip), %rcx
	jmp	.L5193
.L5218:
	leaq	.LC701(%rip), %r8
	leaq	.LC702(%rip), %rcx
	jmp	.L5193
.L4815:
	leaq	.LC699(%rip), %r8
	leaq	.LC700(%rip), %rcx
	jmp	.L5193
.L5230:
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
	jmp	.L4928
.L5232:
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC762(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4862
.L4932:
	leaq	.LC759(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC760(%rip), %rcx
	leaq	.LC761(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4862
.L4931:
	cmpl	$2, %eax
	je	.L5248
	cmpl	$3, %eax
	jne	.L4934
	movq	8(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 6208(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L5249
	movq	8(%rsp), %rbx
	leaq	7808(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L4980
	leaq	11456(%rsp), %r12
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	%rbx, %rdi
	movl	$1, %r8d
	movq	%r12, %rdx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	testl	%eax, %eax
	jne	.L4980
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
	jmp	.L4807
.L5231:
	leaq	.LC756(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC757(%rip), %rcx
	leaq	.LC758(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4862
.L4980:
	leaq	.LC800(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	jmp	.L4807
.L5249:
	leaq	.LC799(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$3, %eax
	jmp	.L4807
.L5248:
	movl	1832(%rsp), %eax
	cmpl	$2, %eax
	je	.L4936
	cmpl	$0, 1936(%rsp)
	jne	.L4936
	movq	2176(%rsp), %rdi
	subl	$1, %eax
	movq	%rdi, 16(%rsp)
	je	.L5250
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
.L4992:
	movq	(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rbp, 11464(%rsp)
	call	sweep_points
	testl	%eax, %eax
	jne	.L4807
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
.L4942:
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
	jne	.L4942
	movl	$10, %edi
	xorl	%ebp, %ebp
	leaq	.LC602(%rip), %r14
	call	putchar@PLT
.L4943:
	cmpq	11472(%rsp), %rbp
	jnb	.L5251
	movq	(%rsp), %rax
	cmpl	$0, 11456(%rsp)
	movq	24(%rax,%rbp,8), %rsi
	je	.L4944
	leaq	.LC779(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L4945:
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
.L4947:
	movslq	%ebp, %r12
	movq	%rcx, 48(%rsp)
	xorl	%ebx, %ebx
	imulq	$10, %r12, %r12
	movl	%ebp, 40(%rsp)
	movq	%rdi, %rbp
	addq	%rcx, %r12
.L4951:
	movslq	0(%r13,%rbx,4), %rax
	movq	%rbp, %rdi
	leaq	20(%rax,%r12), %rax
	movq	11464(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L5252
	xorl	%eax, %eax
	leaq	.LC37(%rip), %rsi
	movq	%r15, %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L5035
	movq	%rbp, %rdi
	movl	40(%rsp), %ebp
	movq	48(%rsp), %rcx
	addl	$1, %ebp
	cmpl	$3, %ebp
	jne	.L4947
	movq	8(%rsp), %rbp
	movq	%rdi, %rbx
	movl	$10, %edi
	call	putchar@PLT
	addq	$1, %rbp
	jmp	.L4943
.L5229:
	leaq	11456(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L4921
	movq	8(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L5253
.L4922:
	leaq	.LC11(%rip), %r8
	leaq	.LC753(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4862
.L5228:
	leaq	.LC750(%rip), %r8
	leaq	.LC595(%rip), %rcx
.L5199:
	leaq	.LC749(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4862
.L5227:
	leaq	.LC748(%rip), %r8
	leaq	.LC598(%rip), %rcx
	cmpq	$200000000, %rbx
	ja	.L5199
	movq	8(%rsp), %rdi
	call	omissions_on
	movl	2260(%rsp), %r14d
	orl	%r14d, %eax
	movl	%eax, (%rsp)
	je	.L4994
.L4993:
	movl	1912(%rsp), %ecx
	leaq	by_kind.6(%rip), %rax
	movq	%rbx, %rdx
	cmpl	$3, (%rax,%rcx,4)
	jne	.L4920
	movq	1904(%rsp), %rax
	testq	%rax, %rax
	je	.L4920
	xorl	%edx, %edx
	divq	1760(%rsp)
	movq	1920(%rsp), %rdx
	leaq	1(%rax,%rdx), %rdx
.L4920:
	cmpq	%rbx, %rdx
	cmovb	%rbx, %rdx
	cmpq	$8388608, %rdx
	jbe	.L4919
	leaq	.LC750(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC751(%rip), %rcx
	leaq	.LC752(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4862
.L5253:
	cmpq	$1, 1920(%rsp)
	leaq	.LC596(%rip), %rcx
	jne	.L4922
	movl	1832(%rsp), %eax
	orl	1912(%rsp), %eax
	orl	1768(%rsp), %eax
	jne	.L4922
	cmpq	$0, 1800(%rsp)
	leaq	.LC597(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L4922
.L5250:
	leaq	.LC374(%rip), %r12
	movq	%r12, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4936
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
	jmp	.L4992
.L4936:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC763(%rip), %rcx
	leaq	.LC764(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4862
.L5035:
	movl	$2, %ebx
	jmp	.L4951
.L5252:
	leaq	.LC775(%rip), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L4951
.L4944:
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC780(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4945
.L5251:
	leaq	.LC782(%rip), %rdi
	call	puts@PLT
	cmpl	$0, 17392(%rsp)
	je	.L4953
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
	jne	.L5254
.L4954:
	movl	$10, %edi
	xorl	%r15d, %r15d
	leaq	16408(%rsp), %r13
	call	putchar@PLT
	movq	(%rsp), %rbp
	leaq	.LC790(%rip), %r12
	leaq	.LC791(%rip), %r14
	xchgq	%rbp, %rbx
	jmp	.L4955
.L5257:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4957:
	divsd	%xmm2, %xmm0
	movq	(%rsp), %rax
	movq	%r12, %rdi
	movq	24(%rax,%r15,8), %rsi
	movl	$2, %eax
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	cmpl	$0, 17396(%rsp)
	jne	.L5255
.L4958:
	movl	$10, %edi
	addq	$1, %r15
	addq	$288, %rbx
	call	putchar@PLT
.L4955:
	cmpq	11472(%rsp), %r15
	jnb	.L5256
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
	jns	.L5257
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4957
.L4786:
	leaq	9408(%rsp), %r15
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r8, %rcx
	leaq	.LC679(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4862
.L5223:
	cmpl	$0, 2260(%rsp)
	jne	.L5258
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L5259
	movq	2160(%rsp), %r12
	testq	%r12, %r12
	je	.L4834
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
	jne	.L4839
	movl	$8192, %edi
	movl	$1024, %r13d
	call	malloc@PLT
	movq	32(%rsp), %r14
	movq	%rax, %rbp
	leaq	6208(%rsp), %rax
	movq	%rax, 24(%rsp)
	testq	%rbp, %rbp
	jne	.L4840
	jmp	.L5260
.L4843:
	movq	6208(%rsp), %rax
	movq	%rax, 0(%rbp,%r14,8)
	addq	$1, %r14
.L4840:
	movq	(%rsp), %rdx
	movq	24(%rsp), %rsi
	movl	$2048, %ecx
	movq	%rbx, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L5261
	cmpq	$200000000, %r14
	je	.L5262
	cmpq	%r14, %r13
	jne	.L4843
	movq	%r13, %rsi
	movq	%rbp, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L4844
	addq	%r13, %r13
	movq	%rax, %rbp
	jmp	.L4843
.L5217:
	leaq	.LC696(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC697(%rip), %rcx
	leaq	.LC698(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4862
.L5262:
	movq	(%rsp), %rdi
	movq	%r12, %rcx
	leaq	.LC717(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
.L4841:
	movq	%rbx, %rdi
	call	numbers_close
	movq	%rbp, %rdi
	call	free@PLT
.L4839:
	movq	(%rsp), %rdi
	call	usage_error
	jmp	.L4807
.L5261:
	movq	%r14, 32(%rsp)
	testl	%eax, %eax
	js	.L4841
	movq	%rbx, %rdi
	call	numbers_close
	movq	32(%rsp), %r13
.L4847:
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
	jmp	.L4807
.L5260:
	movq	(%rsp), %rdi
	movq	%r12, %rcx
	leaq	.LC716(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4841
.L4844:
	movq	(%rsp), %rdi
	movq	%r12, %rcx
	leaq	.LC804(%rip), %rdx
	xorl	%eax, %eax
	movq	7856(%rsp), %r8
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4841
.L4834:
	movq	2168(%rsp), %r12
	xorl	%ebp, %ebp
	movq	%rbp, 1248(%rsp)
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L5263
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
.L4859:
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
.L4848:
	testq	%rbp, %rbp
	je	.L5264
	movl	$42, %esi
	movq	%rbp, %rdi
	call	strchr@PLT
	movq	$1, 3376(%rsp)
	testq	%rax, %rax
	je	.L4849
	movb	$0, (%rax)
	leaq	1(%rax), %r14
	movq	24(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r14, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L5265
.L4849:
	leaq	6208(%rsp), %r14
	leaq	2288(%rsp), %rdx
	movl	$1, %esi
	movq	%rbp, %rdi
	movl	$160, %r8d
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L4851
	movq	3376(%rsp), %rax
	movq	2288(%rsp), %rdx
	addq	%r13, %rax
	jmp	.L4852
.L4854:
	testq	%r12, %r12
	je	.L4853
	movq	%rdx, (%r12,%r13,8)
.L4853:
	addq	$1, %r13
.L4852:
	cmpq	%rax, %r13
	jne	.L4854
	movq	%r15, %rdx
	leaq	.LC721(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbp
	jmp	.L4848
.L4851:
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
	jmp	.L4839
.L5264:
	cmpl	$1, (%rsp)
	jne	.L5266
	movq	%r12, %rbp
	leaq	.LC593(%rip), %r12
	testq	%rbp, %rbp
	jne	.L4847
	leaq	11456(%rsp), %rax
	movq	%rax, (%rsp)
	jmp	.L4839
.L5263:
	leaq	11456(%rsp), %rdi
	leaq	.LC718(%rip), %r8
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC719(%rip), %rcx
	leaq	.LC720(%rip), %rdx
	movq	%rdi, (%rsp)
	call	snprintf@PLT
	jmp	.L4839
.L5265:
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
	jmp	.L4839
.L5266:
	testq	%r13, %r13
	je	.L4858
	leaq	0(,%r13,8), %rdi
	call	malloc@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L4858
	movl	$1, (%rsp)
	jmp	.L4859
.L5259:
	leaq	.LC715(%rip), %rdi
	call	usage_error
	jmp	.L4807
.L5221:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC686(%rip), %rcx
	leaq	.LC687(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4862
.L5220:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC684(%rip), %rcx
	leaq	.LC685(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4862
.L5222:
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
	jmp	.L4862
.L5255:
	movq	(%rsp), %rax
	movsd	5808(%rax,%r15,8), %xmm1
	movq	264(%rbx), %rax
	divsd	.LC67(%rip), %xmm1
	testq	%rax, %rax
	js	.L4959
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4960:
	movq	%r14, %rdi
	movl	$2, %eax
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	jmp	.L4958
.L5254:
	leaq	.LC787(%rip), %rdx
	leaq	.LC788(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC789(%rip), %rdi
	call	printf@PLT
	jmp	.L4954
.L5256:
	leaq	.LC792(%rip), %rdi
	movq	%rbp, %rbx
	call	puts@PLT
.L4953:
	xorl	%ebp, %ebp
	leaq	PCT_NAME(%rip), %r13
	leaq	SET_NAME(%rip), %r15
	movq	%rbp, %r12
	leaq	.LC794(%rip), %r14
	movq	%rbx, %rbp
.L4966:
	cmpq	11472(%rsp), %r12
	jnb	.L5267
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
.L4962:
	movslq	%ebp, %rax
	movq	%rcx, 40(%rsp)
	movq	(%r15,%rbp,8), %rsi
	leaq	SWEEP_COL(%rip), %r12
	imulq	$10, %rax, %rax
	addq	%rcx, %rax
	movq	%rax, 8(%rsp)
.L4963:
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
	jne	.L4963
	addq	$1, %rbp
	movq	40(%rsp), %rcx
	cmpq	$3, %rbp
	jne	.L4962
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
	jmp	.L4966
.L4959:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4960
.L5267:
	movq	(%rsp), %r15
	movq	%rbp, %rbx
	movq	32(%rsp), %r14
	leaq	.LC796(%rip), %r13
	leaq	.LC797(%rip), %r12
	movq	%r15, %rbp
	xchgq	%rbp, %rbx
	jmp	.L4968
.L5269:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
.L4970:
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
	jne	.L5268
.L4971:
	movl	$10, %edi
	addq	$1, %r14
	addq	$56, %rbx
	addq	$288, %r15
	call	putchar@PLT
.L4968:
	cmpl	$0, 17392(%rsp)
	movq	11472(%rsp), %rcx
	je	.L4972
	cmpq	%rcx, %r14
	jnb	.L4972
	movsd	4952(%rbx), %xmm2
	movq	304(%r15), %rdi
	movq	312(%r15), %rsi
	movsd	%xmm2, 8(%rsp)
	call	__floatuntidf@PLT
	movq	240(%r15), %rax
	movsd	8(%rsp), %xmm2
	movapd	%xmm0, %xmm1
	testq	%rax, %rax
	jns	.L5269
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm3, %xmm3
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L4970
.L5225:
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
	jne	.L4862
	movq	7808(%rsp), %rdi
	call	fileno@PLT
	leaq	11456(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L4892
	movl	11480(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 48(%rsp)
.L4892:
	xorl	%r10d, %r10d
	xorl	%r9d, %r9d
	movq	%rbp, 56(%rsp)
	xorl	%r14d, %r14d
	leaq	6208(%rsp), %rax
	movq	%r10, (%rsp)
	movq	%r12, %rbp
	movq	%r9, %r12
	movq	%rax, 24(%rsp)
.L4893:
	movq	24(%rsp), %rsi
	movl	$2048, %ecx
	movq	%r15, %rdx
	movq	%rbx, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L5270
	cmpl	$0, 48(%rsp)
	movq	7856(%rsp), %rax
	jne	.L4894
	movl	$1, %edi
	salq	$40, %rdi
	cmpq	%rax, %rdi
	jb	.L5020
	testq	%rbp, %rbp
	jne	.L4896
	movq	6208(%rsp), %rax
	testq	%r13, %r13
	je	.L4898
	cmpq	%r13, %rax
	jnb	.L4893
.L4898:
	movq	(%rsp), %rdi
	testq	%r14, %r14
	movq	%rax, 1888(%rsp)
	cmove	%rax, %rdi
	addq	$1, %r14
	movq	%rdi, (%rsp)
	jmp	.L4893
.L4896:
	cmpq	%rbp, %r14
	je	.L4893
	testq	%r13, %r13
	je	.L5197
	cmpq	%r13, 6208(%rsp)
	jnb	.L4893
.L5197:
	movq	6208(%rsp), %rax
	jmp	.L4898
.L5020:
	leaq	.LC595(%rip), %r8
.L4895:
	movq	16(%rsp), %rcx
	leaq	.LC738(%rip), %rdx
.L5198:
	movq	%r15, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	numbers_close
.L4902:
	movq	2272(%rsp), %rdi
	call	free@PLT
	xorl	%r9d, %r9d
	movq	%r9, 2272(%rsp)
	jmp	.L4862
.L4894:
	cmpq	$200000000, %rax
	ja	.L5021
	testq	%rbp, %rbp
	je	.L5201
	cmpq	%rbp, %r14
	je	.L4893
.L5201:
	testq	%r13, %r13
	je	.L4901
	cmpq	%r13, 6208(%rsp)
	jnb	.L4893
.L4901:
	movq	2272(%rsp), %rdi
	cmpq	%r14, %r12
	je	.L5271
.L4904:
	movq	6208(%rsp), %rax
	movq	%rax, (%rdi,%r14,8)
	jmp	.L5197
.L5021:
	leaq	.LC594(%rip), %r8
	jmp	.L4895
.L5226:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC745(%rip), %rcx
	leaq	.LC746(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4862
.L4924:
	movq	%rbp, 1904(%rsp)
	testq	%rbp, %rbp
	je	.L4925
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	1760(%rsp)
	movq	1920(%rsp), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpl	$1, %r13d
	je	.L4926
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L4925
	leaq	.LC595(%rip), %rcx
.L4927:
	leaq	.LC754(%rip), %r8
	leaq	.LC755(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4862
.L5270:
	movq	%rbx, %rdi
	movl	%eax, 16(%rsp)
	movq	56(%rsp), %rbp
	call	numbers_close
	movl	16(%rsp), %eax
	testl	%eax, %eax
	js	.L4902
	movq	2272(%rsp), %rax
	movq	2152(%rsp), %rsi
	movq	%rax, 1872(%rsp)
	testq	%r14, %r14
	je	.L5272
	movq	(%rsp), %rax
	cmpl	$0, 2228(%rsp)
	movq	%rsi, 1864(%rsp)
	movq	%r14, 1896(%rsp)
	movq	%rax, 1880(%rsp)
	jne	.L4887
	cmpq	$1, %r14
	je	.L4912
	movq	1888(%rsp), %rcx
	leaq	-1(%r14), %r8
	xorl	%edx, %edx
	subq	%rax, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L4912
	movq	%rax, 1928(%rsp)
	leaq	.LC744(%rip), %rax
	movq	%rax, 1944(%rsp)
	jmp	.L4887
.L5271:
	testq	%r12, %r12
	je	.L4905
	movq	%r12, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L4988
	movq	%rax, 2272(%rsp)
	addq	%r12, %r12
	jmp	.L4904
.L4926:
	leaq	.LC598(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L4925
	jmp	.L4927
.L4988:
	movq	7856(%rsp), %r8
	movq	16(%rsp), %rcx
	leaq	.LC739(%rip), %rdx
	jmp	.L5198
.L4905:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L4988
	movq	%rdi, 2272(%rsp)
	movl	$1024, %r12d
	jmp	.L4904
.L4912:
	movq	%rsi, %rcx
	leaq	.LC742(%rip), %r8
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC743(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4862
.L5272:
	movq	%rsi, %rcx
	leaq	.LC740(%rip), %r8
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC741(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4862
.L5167:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	11456(%rsp), %xmm2
	movsd	9408(%rsp), %xmm1
	leaq	.LC612(%rip), %rdi
	movsd	7808(%rsp), %xmm0
	call	printf@PLT
	jmp	.L4693
.L5258:
	leaq	.LC714(%rip), %rdi
	call	usage_error
	jmp	.L4807
.L4858:
	movq	16(%rsp), %r12
	leaq	.LC724(%rip), %r8
	xorl	%eax, %eax
	leaq	11456(%rsp), %rdi
	leaq	.LC725(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, (%rsp)
	movq	%r12, %rcx
	call	snprintf@PLT
	jmp	.L4839
.L5224:
	movsd	2136(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L4864
	je	.L5273
.L4864:
	cmpq	$0, 2128(%rsp)
	jne	.L4866
	testq	%rbp, %rbp
	js	.L4867
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbp, %xmm0
.L4868:
	divsd	.LC28(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC729(%rip), %r8
	leaq	.LC730(%rip), %rcx
	comisd	.LC728(%rip), %xmm0
	ja	.L5200
.L4866:
	movl	$1048576, %edi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rbp, %rbp
	js	.L4870
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rbp, %xmm2
.L4871:
	leaq	.LC732(%rip), %r8
	leaq	.LC733(%rip), %rcx
	testq	%r13, %r13
	je	.L5200
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
.L4872:
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
	jne	.L4873
	movq	6208(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4874:
	movq	2128(%rsp), %rdi
	movq	%r12, %rsi
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	movsd	.LC83(%rip), %xmm3
	movsd	56(%rsp), %xmm0
	movabsq	$-9223372036854775808, %r8
	jmp	.L4884
.L5277:
	xorl	%eax, %eax
	cmpq	%r12, %rdi
	sete	%al
.L4876:
	testl	%eax, %eax
	jne	.L5274
	comisd	.LC291(%rip), %xmm0
	jnb	.L5195
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %r12
	je	.L5195
	addq	$1, %r12
	testq	%rsi, %rsi
	je	.L5275
.L4881:
	addq	$1, %rcx
	cmpq	$131072, %rcx
	je	.L5276
	movq	%r12, %rsi
.L4884:
	movapd	%xmm0, %xmm1
	addsd	0(%r13,%rcx,8), %xmm0
	testq	%rdi, %rdi
	jne	.L5277
	xorl	%eax, %eax
	comisd	64(%rsp), %xmm0
	setnb	%al
	jmp	.L4876
.L5195:
	testb	%dl, %dl
	je	.L4879
	movq	16(%rsp), %rax
	movq	%rax, 1880(%rsp)
.L4879:
	movq	%r13, %rdi
	call	free@PLT
	leaq	.LC729(%rip), %r8
	leaq	.LC734(%rip), %rcx
.L5200:
	leaq	.LC731(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4862
.L4867:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4868
.L5276:
	movsd	%xmm0, 56(%rsp)
	testb	%dl, %dl
	je	.L4885
	movq	16(%rsp), %rax
	movq	%rax, 1880(%rsp)
.L4885:
	addq	$131072, 48(%rsp)
	jmp	.L4872
.L5275:
	comisd	%xmm3, %xmm0
	jnb	.L4882
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 16(%rsp)
.L4883:
	movl	$1, %edx
	jmp	.L4881
.L4882:
	movapd	%xmm0, %xmm1
	subsd	%xmm3, %xmm1
	cvttsd2siq	%xmm1, %rax
	xorq	%r8, %rax
	movq	%rax, 16(%rsp)
	jmp	.L4883
.L5274:
	testb	%dl, %dl
	je	.L4983
	movq	16(%rsp), %rax
	movq	%rax, 1880(%rsp)
.L4983:
	movsd	.LC83(%rip), %xmm2
	comisd	%xmm2, %xmm1
	jnb	.L4984
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 1888(%rsp)
.L4985:
	movq	%r13, %rdi
	call	free@PLT
	movq	.LC83(%rip), %rax
	testq	%r12, %r12
	movq	%rax, %xmm2
	je	.L5278
	movq	2144(%rsp), %rax
	cmpl	$0, 2228(%rsp)
	movq	%r12, 1896(%rsp)
	movsd	2136(%rsp), %xmm1
	movq	%rax, 1856(%rsp)
	movsd	%xmm1, 1848(%rsp)
	jne	.L4887
	movsd	.LC28(%rip), %xmm0
	divsd	%xmm1, %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L4888
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1928(%rsp)
.L4889:
	movq	1928(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1928(%rsp)
	leaq	.LC737(%rip), %rax
	movq	%rax, 1944(%rsp)
	jmp	.L4887
.L4888:
	subsd	%xmm2, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1928(%rsp)
	btcq	$63, 1928(%rsp)
	jmp	.L4889
.L5278:
	leaq	.LC735(%rip), %r8
	leaq	.LC736(%rip), %rcx
	jmp	.L5200
.L4984:
	subsd	%xmm2, %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 1888(%rsp)
	btcq	$63, 1888(%rsp)
	jmp	.L4985
.L4873:
	movq	(%rsp), %rdi
	call	poisson_gaps
	jmp	.L4874
.L4870:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4871
.L4972:
	movq	16360(%rsp), %rdx
	xorl	%eax, %eax
	movq	%rbp, %rbx
	movq	16352(%rsp), %rsi
	leaq	.LC798(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 24(%rsp)
	je	.L4974
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
	je	.L4975
	leaq	17264(%rsp), %rdx
.L4975:
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
	jne	.L5279
.L4974:
	xorl	%eax, %eax
	cmpq	$0, 16360(%rsp)
	setne	%al
	jmp	.L4807
.L5279:
	movl	$1, %eax
	jmp	.L4807
.L5268:
	movq	(%rsp), %rax
	movq	264(%r15), %rsi
	movq	%r12, %rdi
	movsd	5808(%rax,%r14,8), %xmm0
	movl	$1, %eax
	call	printf@PLT
	jmp	.L4971
.L5273:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC726(%rip), %rcx
	leaq	.LC727(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4862
	.cfi_endproc
.LFE348:
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
	.size	REFERENCE_WALK, 48
REFERENCE_WALK:
	.quad	ref_walker_start
	.quad	walker_hand
	.quad	ref_walker_run
	.quad	ref_walker_end
	.quad	ref_walker_totals
	.quad	ref_mean_interval
	.align 32
	.type	GENERAL_WALK, @object
	.size	GENERAL_WALK, 48
GENERAL_WALK:
	.quad	general_start
	.quad	walker_hand
	.quad	general_run
	.quad	general_end
	.quad	general_totals
	.quad	mean_interval
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
.LC294:
	.long	0
	.long	1101206224
	.align 8
.LC295:
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
