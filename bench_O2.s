	.file	"bench.c"
	.text
	.p2align 4
	.type	draw_u01, @function
draw_u01:
.LFB27:
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
.LFE27:
	.size	draw_u01, .-draw_u01
	.p2align 4
	.type	service_moments, @function
service_moments:
.LFB31:
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
.LFE31:
	.size	service_moments, .-service_moments
	.p2align 4
	.type	serve_stalls, @function
serve_stalls:
.LFB48:
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
.LFE48:
	.size	serve_stalls, .-serve_stalls
	.p2align 4
	.type	mean_interval, @function
mean_interval:
.LFB63:
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
.LFE63:
	.size	mean_interval, .-mean_interval
	.p2align 4
	.type	cmp_u64, @function
cmp_u64:
.LFB65:
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
.LFE65:
	.size	cmp_u64, .-cmp_u64
	.p2align 4
	.type	cmp_u128, @function
cmp_u128:
.LFB66:
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
.LFE66:
	.size	cmp_u128, .-cmp_u128
	.p2align 4
	.type	nth_smallest, @function
nth_smallest:
.LFB70:
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
.LFE70:
	.size	nth_smallest, .-nth_smallest
	.p2align 4
	.type	ref_serve, @function
ref_serve:
.LFB93:
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
.LFE93:
	.size	ref_serve, .-ref_serve
	.p2align 4
	.type	select_windows, @function
select_windows:
.LFB123:
	.cfi_startproc
	movl	$0, 320(%rdi)
	xorl	%edx, %edx
	jmp	.L81
	.p2align 4,,10
	.p2align 3
.L87:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L86
.L81:
	movl	296(%rdi,%rdx,4), %eax
	testl	%eax, %eax
	jne	.L87
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
.L83:
	movl	%edx, 348(%rdi,%rdx,4)
	movl	320(%rdi), %r10d
	movl	%edx, %ebx
	testl	%r10d, %r10d
	jle	.L88
	leaq	324(%rdi), %rax
	movslq	%r10d, %r11
	movq	224(%rdi,%rdx,8), %r9
	leaq	(%rax,%r11,4), %r8
	jmp	.L74
	.p2align 4,,10
	.p2align 3
.L73:
	addq	$4, %rax
	cmpq	%r8, %rax
	je	.L89
.L74:
	movslq	(%rax), %rcx
	cmpq	%r9, 224(%rdi,%rcx,8)
	jne	.L73
	movl	272(%rdi,%rdx,4), %r14d
	cmpl	%r14d, 272(%rdi,%rcx,4)
	jne	.L73
	addq	$4, %rax
	movl	%ecx, 348(%rdi,%rdx,4)
	cmpq	%r8, %rax
	jne	.L74
	.p2align 4,,10
	.p2align 3
.L89:
	cmpl	%edx, 348(%rdi,%rdx,4)
	je	.L75
.L71:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L90
.L77:
	movl	296(%rdi,%rdx,4), %ecx
	testl	%ecx, %ecx
	je	.L83
	addq	$1, %rdx
	cmpq	$6, %rdx
	jne	.L77
.L90:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L88:
	.cfi_restore_state
	movslq	%r10d, %r11
.L75:
	addl	$1, %r10d
	movl	%r10d, 320(%rdi)
	movl	%ebx, 324(%rdi,%r11,4)
	jmp	.L71
	.p2align 4,,10
	.p2align 3
.L86:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 14
	ret
	.cfi_endproc
.LFE123:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	walker_hand, @function
walker_hand:
.LFB137:
	.cfi_startproc
	movq	%rsi, 176(%rdi)
	movq	%rdx, 184(%rdi)
	movdqu	176(%rdi), %xmm0
	movq	$0, 192(%rdi)
	movq	$0, 104(%rdi)
	movups	%xmm0, 88(%rdi)
	ret
	.cfi_endproc
.LFE137:
	.size	walker_hand, .-walker_hand
	.p2align 4
	.type	general_totals, @function
general_totals:
.LFB140:
	.cfi_startproc
	movq	152(%rdi), %rax
	movq	%rax, (%rdx)
	movq	144(%rdi), %rax
	movq	%rax, (%rcx)
	movq	32(%rdi), %rax
	movq	%rax, (%r8)
	ret
	.cfi_endproc
.LFE140:
	.size	general_totals, .-general_totals
	.globl	__udivti3
	.p2align 4
	.type	ref_mean_interval, @function
ref_mean_interval:
.LFB145:
	.cfi_startproc
	movq	%rdx, %rcx
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rcx
	subq	%rdx, %rsi
	je	.L97
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
.L97:
	movq	$-1, %rax
	ret
	.cfi_endproc
.LFE145:
	.size	ref_mean_interval, .-ref_mean_interval
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB152:
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
.LFE152:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	omissions_on, @function
omissions_on:
.LFB167:
	.cfi_startproc
	cmpq	$0, 224(%rdi)
	movl	$1, %eax
	jne	.L103
	cmpl	$0, 232(%rdi)
	je	.L109
.L103:
	ret
.L109:
	cmpq	$0, 256(%rdi)
	jne	.L103
	cmpl	$0, 280(%rdi)
	jne	.L103
	xorl	%eax, %eax
	cmpq	$0, 288(%rdi)
	setne	%al
	ret
	.cfi_endproc
.LFE167:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	heap_pop, @function
heap_pop:
.LFB179:
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
	jbe	.L115
	movl	$1, %edx
	xorl	%r9d, %r9d
	jmp	.L113
	.p2align 4,,10
	.p2align 3
.L123:
	salq	$4, %r8
	movq	(%r10,%r8), %r8
	cmpq	%rcx, %r8
	jnb	.L117
	movq	%r8, %rcx
	cmpq	%r11, %rcx
	jnb	.L111
.L124:
	movq	%rcx, (%r10,%r9,8)
	movq	8(%rdi), %rsi
	leaq	1(%rax,%rax), %rdx
	movq	%rax, %r9
	cmpq	%rsi, %rdx
	jnb	.L111
.L113:
	leaq	1(%r9), %r8
	movq	(%r10,%rdx,8), %rcx
	leaq	(%r8,%r8), %rax
	cmpq	%rsi, %rax
	jb	.L123
.L117:
	movq	%rdx, %rax
	cmpq	%r11, %rcx
	jb	.L124
.L111:
	testq	%rsi, %rsi
	je	.L110
	movq	%r11, (%r10,%r9,8)
.L110:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L115:
	.cfi_restore_state
	xorl	%r9d, %r9d
	jmp	.L111
	.cfi_endproc
.LFE179:
	.size	heap_pop, .-heap_pop
	.p2align 4
	.type	trace_runtime_ns, @function
trace_runtime_ns:
.LFB201:
	.cfi_startproc
	movq	24(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L128
	movq	(%rdi), %r8
	movq	8(%rdi), %rdi
	xorl	%eax, %eax
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L127:
	movq	(%rdi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rcx
	cmovb	%rdx, %rcx
	addq	$1, %rax
	cmpq	%rsi, %rax
	jne	.L127
.L125:
	movq	%rcx, %rax
	ret
.L128:
	xorl	%ecx, %ecx
	jmp	.L125
	.cfi_endproc
.LFE201:
	.size	trace_runtime_ns, .-trace_runtime_ns
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB227:
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
.LFE227:
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
.LFB220:
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
.L132:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L132
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
.LFE220:
	.size	print_header_w, .-print_header_w
	.p2align 4
	.type	ref_walker_end, @function
ref_walker_end:
.LFB143:
	.cfi_startproc
	movq	200(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE143:
	.size	ref_walker_end, .-ref_walker_end
	.p2align 4
	.type	general_end, @function
general_end:
.LFB139:
	.cfi_startproc
	movq	112(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE139:
	.size	general_end, .-general_end
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB158:
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
.LFE158:
	.size	buffers_free, .-buffers_free
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB244:
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
.LFE244:
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
	ja	.L142
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L143
	.p2align 4,,10
	.p2align 3
.L152:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L148
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L148
.L143:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L152
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L180
.L153:
	movq	$0, 24(%rsp)
	leaq	units.10(%rip), %r12
.L158:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L157
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L157:
	addq	$16, %r12
	leaq	64+units.10(%rip), %rax
	cmpq	%r12, %rax
	jne	.L158
	testb	%bpl, %bpl
	je	.L159
	cmpq	$0, 24(%rsp)
	je	.L181
	movq	24(%rsp), %rax
.L179:
	imulq	%rax, %r14
.L162:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L182
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L148
.L163:
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
.L148:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %r8
	leaq	.LC16(%rip), %rdx
	call	snprintf@PLT
.L145:
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
.L159:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L168
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L163
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L179
	leaq	.LC13(%rip), %r8
.L160:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %rdx
	call	snprintf@PLT
	jmp	.L145
	.p2align 4,,10
	.p2align 3
.L180:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L183
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L155:
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
	ja	.L184
	cmpq	%rsi, %rax
	jne	.L155
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC19(%rip), %r8
	leaq	.LC20(%rip), %rdx
	call	snprintf@PLT
	jmp	.L145
.L168:
	movq	$1, 24(%rsp)
	jmp	.L162
.L184:
	movq	%rsi, %rcx
	jmp	.L153
.L142:
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
	jmp	.L145
.L181:
	leaq	.LC12(%rip), %r8
	jmp	.L160
.L182:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC21(%rip), %r8
	leaq	.LC22(%rip), %rdx
	call	snprintf@PLT
	jmp	.L145
.L183:
	leaq	.LC17(%rip), %r8
	jmp	.L160
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
.LFB250:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L190
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
.L187:
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
	jb	.L187
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
.L190:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE250:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC24:
	.string	"bench: internal error: the correction overran %lu values\n"
	.text
	.p2align 4
	.type	correct_co, @function
correct_co:
.LFB62:
	.cfi_startproc
	movq	(%rdi), %rax
	leaq	8(%rdi), %r9
	leaq	(%rdi,%rsi,8), %r10
	xorl	%edi, %edi
	jmp	.L194
	.p2align 4,,10
	.p2align 3
.L196:
	cmpq	%r9, %r10
	je	.L205
.L199:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L195
.L194:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L196
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L196
	cmpq	%rsi, %r8
	jne	.L197
	jmp	.L195
	.p2align 4,,10
	.p2align 3
.L198:
	cmpq	%rsi, %r8
	je	.L195
.L197:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L198
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L199
.L205:
	movq	%rsi, %rax
	ret
.L195:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC24(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE62:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	trace_add, @function
trace_add:
.LFB173:
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
	je	.L207
	movq	16(%rbx), %rax
.L208:
	movq	%r13, (%rdi,%rdx,8)
	movq	8(%rbx), %rdx
	movq	24(%rbx), %rcx
	movq	%r15, (%rdx,%rcx,8)
	movq	24(%rbx), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 24(%rbx)
	movq	%r12, (%rax,%rdx,8)
	xorl	%eax, %eax
.L206:
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
.L207:
	.cfi_restore_state
	leaq	(%rdx,%rdx), %rbp
	movl	$64, %eax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	leaq	0(,%rbp,8), %r14
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L211
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L211
	movq	%rax, 8(%rbx)
	movq	16(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L211
	movq	24(%rbx), %rdx
	movq	(%rbx), %rdi
	movq	%rax, 16(%rbx)
	movq	%rbp, 32(%rbx)
	jmp	.L208
.L211:
	movl	$-1, %eax
	jmp	.L206
	.cfi_endproc
.LFE173:
	.size	trace_add, .-trace_add
	.p2align 4
	.type	uheap_push, @function
uheap_push:
.LFB195:
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
	je	.L238
.L220:
	leaq	1(%rdx), %rax
	movq	%rax, 8(%rbx)
	testq	%rdx, %rdx
	je	.L225
	movq	32(%rsp), %rsi
	movq	40(%rsp), %r8
	.p2align 4,,10
	.p2align 3
.L224:
	leaq	-1(%rdx), %rax
	movq	%rdx, %rcx
	movq	%rax, %rdx
	andq	$-2, %rax
	shrq	%rdx
	addq	%rdx, %rax
	leaq	(%rdi,%rax,8), %rax
	cmpq	(%rax), %rsi
	je	.L226
	jnb	.L239
.L227:
	movdqu	(%rax), %xmm0
	leaq	(%rcx,%rcx,2), %rcx
	leaq	(%rdi,%rcx,8), %rcx
	movups	%xmm0, (%rcx)
	movq	16(%rax), %rax
	movq	%rax, 16(%rcx)
	testq	%rdx, %rdx
	jne	.L224
.L225:
	movq	48(%rsp), %rax
	movdqu	32(%rsp), %xmm1
	movq	%rax, 16(%rdi)
	xorl	%eax, %eax
	movups	%xmm1, (%rdi)
.L219:
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
.L226:
	.cfi_restore_state
	cmpq	8(%rax), %r8
	jb	.L227
.L239:
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rdi,%rax,8), %rdi
	jmp	.L225
	.p2align 4,,10
	.p2align 3
.L238:
	testq	%rdx, %rdx
	jne	.L240
	movl	$1536, %esi
	movl	$64, %ebp
.L221:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L229
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdx
	movq	%rbp, 16(%rbx)
	jmp	.L220
	.p2align 4,,10
	.p2align 3
.L240:
	leaq	(%rdx,%rdx), %rbp
	leaq	0(%rbp,%rdx), %rsi
	salq	$4, %rsi
	jmp	.L221
.L229:
	orl	$-1, %eax
	jmp	.L219
	.cfi_endproc
.LFE195:
	.size	uheap_push, .-uheap_push
	.p2align 4
	.type	table_push, @function
table_push:
.LFB224:
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
	je	.L242
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L258
.L242:
	cmpq	16(%rbx), %rsi
	je	.L244
	movq	(%rbx), %rax
.L245:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L243:
	xorl	%eax, %eax
.L241:
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
.L244:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L250
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L249
	salq	$5, %rsi
.L246:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L249
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L245
	.p2align 4,,10
	.p2align 3
.L258:
	addq	%rbp, 8(%rax)
	jmp	.L243
	.p2align 4,,10
	.p2align 3
.L250:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L246
.L249:
	movl	$-1, %eax
	jmp	.L241
	.cfi_endproc
.LFE224:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB225:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L269
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
	jmp	.L262
	.p2align 4,,10
	.p2align 3
.L273:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L272
.L262:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L273
	orl	$-1, %eax
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
.L272:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L259
.L269:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE225:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB226:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L283
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
	jmp	.L277
	.p2align 4,,10
	.p2align 3
.L279:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L286
.L277:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L279
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L279
	orl	$-1, %eax
	jmp	.L274
	.p2align 4,,10
	.p2align 3
.L286:
	xorl	%eax, %eax
.L274:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L283:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE226:
	.size	table_from_lattice, .-table_from_lattice
	.p2align 4
	.type	dist_free, @function
dist_free:
.LFB73:
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
.LFE73:
	.size	dist_free, .-dist_free
	.p2align 4
	.type	corrected_summarise, @function
corrected_summarise:
.LFB71:
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
	je	.L290
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
	jmp	.L294
	.p2align 4,,10
	.p2align 3
.L329:
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
.L292:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L328
.L294:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L329
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
	jnb	.L330
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L292
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L292
.L330:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L292
.L290:
	xorl	%eax, %eax
.L289:
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
.L328:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L310
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
	je	.L331
.L297:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L309
	.p2align 4,,10
	.p2align 3
.L298:
	movq	-8(%r10,%r8,8), %rax
.L301:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L290
	movq	(%rsi), %r8
.L309:
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
	jnb	.L298
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
	jnb	.L332
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L300:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L302
	jmp	.L333
	.p2align 4,,10
	.p2align 3
.L305:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L334
.L302:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L305
.L327:
	movq	%rax, %rcx
.L304:
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
	jnb	.L324
	movq	%rcx, %r8
	jmp	.L300
	.p2align 4,,10
	.p2align 3
.L334:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L304
	.p2align 4,,10
	.p2align 3
.L324:
	movq	%rax, %rsi
.L299:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L308
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L307:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L307
.L308:
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
	jmp	.L301
.L333:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L327
.L331:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L297
.L332:
	movq	88(%rsp), %r8
	jmp	.L299
.L310:
	movl	$-2, %eax
	jmp	.L289
	.cfi_endproc
.LFE71:
	.size	corrected_summarise, .-corrected_summarise
	.globl	__divti3
	.p2align 4
	.type	ref_osummary, @function
ref_osummary:
.LFB184:
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
	je	.L347
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
.L337:
	movq	(%rax), %r12
	xorl	%r11d, %r11d
	addq	%r12, %rsi
	adcq	%r11, %rdi
	cmpq	%r12, %r14
	adcq	$0, %rdx
	addq	$8, %rax
	movq	%rdx, 56(%rcx)
	cmpq	%rax, %r13
	jne	.L337
	movq	%rsi, 64(%rcx)
	movq	%r8, %r14
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	movl	200(%r9), %eax
	movq	%rdi, 72(%rcx)
	leaq	PCT_MILLI(%rip), %r15
	testl	%eax, %eax
	je	.L350
	.p2align 4,,10
	.p2align 3
.L340:
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
	jne	.L340
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
.L350:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L340
	.p2align 4,,10
	.p2align 3
.L347:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE184:
	.size	ref_osummary, .-ref_osummary
	.p2align 4
	.type	trace_free, @function
trace_free:
.LFB171:
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
.LFE171:
	.size	trace_free, .-trace_free
	.p2align 4
	.type	stall_geom, @function
stall_geom:
.LFB83:
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
	je	.L356
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
	jnb	.L359
.L356:
	xorl	%eax, %eax
	movq	%rax, 56(%rcx)
	ret
	.p2align 4,,10
	.p2align 3
.L359:
	movq	56(%rdi), %rax
	addq	$1, %rsi
	cmpq	%r8, %rax
	jnb	.L360
	xorl	%edi, %edi
	xorl	%eax, %eax
	movl	$1, %edx
.L357:
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
.L360:
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
	jmp	.L357
	.cfi_endproc
.LFE83:
	.size	stall_geom, .-stall_geom
	.p2align 4
	.type	lattice_summarise, @function
lattice_summarise:
.LFB91:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %rax
	testq	%rax, %rax
	je	.L383
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
.L364:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L363
	addq	%rbp, 56(%rbx)
.L363:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L364
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L371
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L362
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L386
.L367:
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
.L370:
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
	jnb	.L368
	.p2align 4,,10
	.p2align 3
.L369:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L369
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L368:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L370
.L362:
	xorl	%eax, %eax
.L361:
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
.L386:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L367
.L383:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L371:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L361
	.cfi_endproc
.LFE91:
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
.LFB163:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movq	$0, 48(%rsi)
	movups	%xmm0, (%rsi)
	movups	%xmm0, 16(%rsi)
	movups	%xmm0, 32(%rsi)
	cmpl	$1, 72(%rdi)
	je	.L388
.L396:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L388:
	cmpq	$0, 48(%rdi)
	jne	.L396
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
	jnb	.L387
	movl	8(%rdi), %edx
	leaq	.LC26(%rip), %rax
	cmpl	$1, %edx
	je	.L391
	testl	%edx, %edx
	leaq	.LC27(%rip), %rax
	leaq	.LC25(%rip), %rcx
	cmovne	%rcx, %rax
.L391:
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
.L387:
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE163:
	.size	theory_of, .-theory_of
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB228:
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
	je	.L407
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L400:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L403
	jmp	.L406
	.p2align 4,,10
	.p2align 3
.L432:
	testb	%sil, %sil
	je	.L406
.L403:
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
	jb	.L432
.L406:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L405
	testb	%sil, %sil
	jne	.L400
.L405:
	testl	%eax, %eax
	je	.L407
.L402:
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
.L407:
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
	jne	.L408
	jmp	.L402
	.p2align 4,,10
	.p2align 3
.L433:
	cmpq	%rbp, %r12
	jnb	.L402
.L408:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L433
	jmp	.L402
	.cfi_endproc
.LFE228:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	theory_open_pct, @function
theory_open_pct:
.LFB164:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rsi, %rsi
	js	.L435
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L436:
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
.L435:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L436
	.cfi_endproc
.LFE164:
	.size	theory_open_pct, .-theory_open_pct
	.p2align 4
	.type	guesses_init, @function
guesses_init:
.LFB115:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%r15d, %r15d
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
	leaq	0(,%rcx,8), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	leaq	PCT_MILLI(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	48(%rbp), %r13
	movq	%rdi, %rbx
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	movq	%rsi, 16(%rsp)
	movq	%rdx, 24(%rsp)
	.p2align 4,,10
	.p2align 3
.L441:
	movq	0(%rbp), %rdx
	xorl	%eax, %eax
	movl	$13, %ecx
	movq	%rbx, %rdi
	rep stosq
	movq	%r14, 64(%rbx)
	movq	$-1, %rax
	movq	$-1, 8(%rbx)
	movq	%rdx, 80(%rbx)
	testq	%r8, %r8
	je	.L439
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, 32(%rbx)
	movq	%rdx, 40(%rbx)
.L439:
	testq	%r14, %r14
	je	.L440
	movq	%r12, %rdi
	movq	%r8, 8(%rsp)
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, 88(%rbx)
	movq	%rax, (%rsp)
	call	malloc@PLT
	movq	(%rsp), %rdx
	movq	8(%rsp), %r8
	testq	%rax, %rax
	movq	%rax, 96(%rbx)
	setne	%cl
	xorl	%eax, %eax
	testq	%rdx, %rdx
	setne	%al
	andl	%ecx, %eax
	subl	$1, %eax
	orl	%eax, %r15d
.L440:
	addq	$8, %rbp
	addq	$104, %rbx
	cmpq	%rbp, %r13
	jne	.L441
	testq	%r14, %r14
	jne	.L455
	movq	16(%rsp), %rax
	movq	$0, (%rax)
	movq	24(%rsp), %rax
	movq	$0, (%rax)
.L438:
	addq	$40, %rsp
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
.L455:
	.cfi_restore_state
	movq	%r12, %rdi
	call	malloc@PLT
	movq	16(%rsp), %rsi
	movq	%r12, %rdi
	movq	%rax, (%rsi)
	call	malloc@PLT
	movq	24(%rsp), %rsi
	movq	%rax, (%rsi)
	testl	%r15d, %r15d
	jne	.L456
	movq	16(%rsp), %rsi
	cmpq	$0, (%rsi)
	sete	%r9b
	testq	%rax, %rax
	sete	%al
	orl	%eax, %r9d
	movzbl	%r9b, %r9d
	negl	%r9d
	movl	%r9d, %r15d
	jmp	.L438
.L456:
	movl	$-1, %r15d
	jmp	.L438
	.cfi_endproc
.LFE115:
	.size	guesses_init, .-guesses_init
	.p2align 4
	.type	cqr_init, @function
cqr_init:
.LFB126:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	xorl	%eax, %eax
	movq	%r8, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rsi, %rbp
	movq	%rdx, %rsi
	movl	%ecx, %edx
	movl	$148, %ecx
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	rep stosq
	movl	%edx, 16(%rbx)
	movl	$425984, %edi
	movq	%rsi, 8(%rbx)
	movl	$8, %esi
	movq	%rbp, (%rbx)
	movl	$1, 24(%rbx)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, 520(%rbx)
	call	calloc@PLT
	leaq	1168(%rbx), %rdx
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%rax, 528(%rbx)
	leaq	1160(%rbx), %rsi
	leaq	536(%rbx), %rdi
	call	guesses_init
	testl	%eax, %eax
	jne	.L460
	cmpq	$0, 520(%rbx)
	je	.L460
	cmpq	$1, 528(%rbx)
	sbbl	%eax, %eax
.L457:
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
.L460:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L457
	.cfi_endproc
.LFE126:
	.size	cqr_init, .-cqr_init
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB153:
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
	je	.L463
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L464:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L464
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L469:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L469
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L466
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L488
.L485:
	pxor	%xmm0, %xmm0
.L471:
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
.L463:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L466:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC32(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L485
.L488:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L486
	sqrtsd	%xmm0, %xmm0
.L475:
	divsd	%xmm2, %xmm0
	jmp	.L471
.L486:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L475
	.cfi_endproc
.LFE153:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	guess_sort, @function
guess_sort:
.LFB105:
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
	movq	88(%rdi), %r10
	movq	96(%rdi), %r14
	testq	%rbp, %rbp
	je	.L523
	movq	%rsi, %r13
	leaq	0(,%rbp,8), %r15
	movq	%rdx, %rbx
	xorl	%esi, %esi
	movq	%r14, %r12
	movq	%r10, %rdx
	leaq	(%r10,%r15), %rdi
	movq	$-1, %r9
.L493:
	movq	(%rdx), %rax
	cmpq	%rax, %r9
	cmova	%rax, %r9
	cmpq	%rax, %rsi
	cmovb	%rax, %rsi
	addq	$8, %rdx
	cmpq	%rdx, %rdi
	jne	.L493
	cmpq	$1, %rbp
	je	.L495
	movq	%rsi, %rax
	subq	%r9, %rax
	je	.L495
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
.L500:
	movl	$257, %ecx
	movq	%r10, %rdi
	xorl	%eax, %eax
	movq	%r11, %rsi
	rep stosq
	leaq	(%r15,%r11), %rdi
	movl	%r8d, %ecx
	.p2align 4,,10
	.p2align 3
.L496:
	movq	(%rsi), %rax
	addq	$8, %rsi
	subq	%r9, %rax
	shrq	%cl, %rax
	movzbl	%al, %eax
	addq	$1, 56(%rsp,%rax,8)
	cmpq	%rsi, %rdi
	jne	.L496
	movq	16(%rsp), %rax
	movq	24(%rsp), %rsi
	movl	%ecx, %r8d
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L497:
	addq	(%rax), %rcx
	addq	$8, %rax
	movq	%rcx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L497
	movq	%r15, 8(%rsp)
	movl	%r8d, %ecx
	xorl	%esi, %esi
	movq	%rdx, %r8
	.p2align 4,,10
	.p2align 3
.L498:
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
	jne	.L498
	movq	%r8, %rdx
	movl	%ecx, %r8d
	movq	8(%rsp), %r15
	addl	$8, %r8d
	cmpl	$64, %r8d
	je	.L499
	movq	%r14, %rdi
	movl	%r8d, %ecx
	movq	%r11, %rsi
	movq	%r12, %rax
	shrq	%cl, %rdi
	movq	%r13, %r11
	movq	%rbx, %r12
	testq	%rdi, %rdi
	je	.L499
	movq	%rax, %rbx
	movq	%rsi, %r13
	jmp	.L500
.L499:
	movq	40(%rsp), %r10
	movq	32(%rsp), %rcx
	movq	%rdx, %r14
	cmpq	%r13, %r10
	je	.L495
	movq	%r10, %rdi
	movq	%r15, %rdx
	movq	%r13, %rsi
	movq	%rcx, 8(%rsp)
	call	memcpy@PLT
	movq	8(%rsp), %rcx
	movq	%r15, %rdx
	movq	%rbx, %rsi
	movq	96(%rcx), %rdi
	call	memcpy@PLT
	movq	8(%rsp), %rcx
	movq	88(%rcx), %r10
	movq	96(%rcx), %r14
.L495:
	xorl	%eax, %eax
	xorl	%edx, %edx
	jmp	.L503
.L501:
	movq	(%r10,%rsi), %r8
	addq	$1, %rax
	addq	$1, %rdx
	movq	%r8, (%r10,%rdi)
	movq	(%r14,%rsi), %rsi
	movq	%rsi, (%r14,%rdi)
	cmpq	%rax, %rbp
	je	.L491
.L503:
	leaq	0(,%rax,8), %rsi
	xorl	%edi, %edi
	testq	%rdx, %rdx
	je	.L501
	leaq	0(,%rdx,8), %r8
	movq	%r8, %rdi
.L502:
	movq	(%r10,%rsi), %rbx
	leaq	-8(%r8), %r9
	cmpq	%rbx, -8(%r10,%r8)
	jne	.L501
	addq	$1, %rax
	movq	(%r14,%rsi), %rsi
	addq	%rsi, (%r14,%r9)
	cmpq	%rbp, %rax
	je	.L491
	movq	%r8, %rdi
	leaq	0(,%rax,8), %rsi
	jmp	.L502
.L523:
	xorl	%edx, %edx
.L491:
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
.LFE105:
	.size	guess_sort, .-guess_sort
	.p2align 4
	.type	guess_found, @function
guess_found:
.LFB114:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rdx, %r14
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
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	64(%rdi), %r13
	movq	48(%rdi), %rbx
	testq	%r13, %r13
	sete	%al
	cmpq	%rsi, %rbx
	setnb	%dl
	orl	%edx, %eax
	movl	72(%rdi), %edx
	testl	%edx, %edx
	je	.L525
	testb	%al, %al
	je	.L526
.L528:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 40
	xorl	%eax, %eax
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
.L525:
	.cfi_restore_state
	movq	56(%rdi), %r13
	testb	%al, %al
	jne	.L528
	movq	%r8, %rdx
	movq	%rcx, %rsi
	call	guess_sort
	testq	%r13, %r13
	je	.L528
.L526:
	movl	72(%rbp), %esi
	xorl	%eax, %eax
	jmp	.L534
	.p2align 4,,10
	.p2align 3
.L544:
	movq	88(%rbp), %rdx
	movq	%r12, %rcx
	subq	%rbx, %rcx
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jnb	.L543
.L531:
	addq	$1, %rax
	addq	%rdx, %rbx
	cmpq	%rax, %r13
	je	.L528
.L534:
	leaq	0(,%rax,8), %rdi
	testl	%esi, %esi
	jne	.L544
	movq	96(%rbp), %rdx
	movq	%r12, %rcx
	subq	%rbx, %rcx
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L531
.L543:
	testl	%esi, %esi
	jne	.L545
	movq	88(%rbp), %rax
	movq	(%rax,%rdi), %rax
.L533:
	movq	%rax, (%r14)
	movl	$1, %eax
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
.L545:
	.cfi_restore_state
	addq	0(%rbp), %rax
	jmp	.L533
	.cfi_endproc
.LFE114:
	.size	guess_found, .-guess_found
	.p2align 4
	.type	sorted_copy, @function
sorted_copy:
.LFB199:
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
	je	.L546
	leaq	0(,%rbp,8), %rdx
	movq	%r12, %rsi
	movq	%rax, %rdi
	call	memcpy@PLT
	movl	$8, %edx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
.L546:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE199:
	.size	sorted_copy, .-sorted_copy
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB22:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L559
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
	jne	.L555
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L555
	cmpq	%r14, %rax
	jb	.L555
	cmpq	%rax, %r12
	jb	.L555
	movq	%rax, 0(%r13)
.L552:
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
.L555:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L552
	.p2align 4,,10
	.p2align 3
.L559:
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
.LFB257:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L569
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
	jne	.L563
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L563
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L563
	comisd	.LC33(%rip), %xmm0
	ja	.L563
	movsd	%xmm0, (%r12)
.L560:
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
.L563:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L560
	.p2align 4,,10
	.p2align 3
.L569:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE257:
	.size	parse_rate, .-parse_rate
	.p2align 4
	.type	numbers_close, @function
numbers_close:
.LFB38:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdi
	call	free@PLT
	movq	(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L571
	call	fclose@PLT
.L571:
	pxor	%xmm0, %xmm0
	movups	%xmm0, (%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE38:
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
.LFB231:
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
	je	.L578
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L577:
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
.L578:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L577
	.cfi_endproc
.LFE231:
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
.LFB239:
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
	je	.L582
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L584:
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
	jne	.L584
.L582:
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
.LFE239:
	.size	svg_line, .-svg_line
	.p2align 4
	.type	poisson_next, @function
poisson_next:
.LFB25:
	.cfi_startproc
	movabsq	$-7046029254386353131, %rax
	addq	16(%rdi), %rax
	pxor	%xmm1, %xmm1
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rax, %rdx
	movq	%rax, 16(%rdi)
	movsd	.LC2(%rip), %xmm0
	movq	%rdi, %rbx
	shrq	$30, %rdx
	xorq	%rax, %rdx
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
	divsd	(%rbx), %xmm0
	mulsd	.LC28(%rip), %xmm0
	addsd	8(%rbx), %xmm0
	movsd	%xmm0, 8(%rbx)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE25:
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
.LFB37:
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
	jne	.L595
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L600
.L595:
	leaq	.LC46(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L601
	xorl	%eax, %eax
.L594:
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
.L600:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC45(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L596:
	orl	$-1, %eax
	jmp	.L594
.L601:
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
	jmp	.L596
	.cfi_endproc
.LFE37:
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
.LFB39:
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
	js	.L622
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L607
	jmp	.L609
	.p2align 4,,10
	.p2align 3
.L610:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L609
.L607:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L610
	cmpb	$13, %sil
	je	.L610
	cmpq	$64, %rcx
	jg	.L623
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L624
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L625
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L616
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L626
.L616:
	movq	%rcx, 56(%r13)
	jmp	.L614
	.p2align 4,,10
	.p2align 3
.L623:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC50(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L608:
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
.L605:
	movl	$-1, %eax
.L602:
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
.L622:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L627
	cmpq	$0, 48(%r13)
	jne	.L602
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC49(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L605
	.p2align 4,,10
	.p2align 3
.L624:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L628
.L614:
	movl	$1, %eax
	jmp	.L602
	.p2align 4,,10
	.p2align 3
.L609:
	movdqa	.LC56(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC57(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC58(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L608
	.p2align 4,,10
	.p2align 3
.L628:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC51(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L608
.L625:
	movq	8(%r13), %rcx
	leaq	.LC52(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L608
.L627:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC48(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L605
.L626:
	leaq	160(%rsp), %r12
	leaq	.LC53(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L608
	.cfi_endproc
.LFE39:
	.size	numbers_next, .-numbers_next
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB235:
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
	jbe	.L630
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
.L630:
	movq	.LC62(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC63(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L629
	movsd	.LC64(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L638
	addsd	%xmm0, %xmm0
.L629:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L638:
	.cfi_restore_state
	movsd	.LC65(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L639
	mulsd	.LC59(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L639:
	.cfi_restore_state
	mulsd	.LC62(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE235:
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
.LFB237:
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
	jb	.L642
	movapd	%xmm3, %xmm0
	leaq	.LC69(%rip), %rbp
	jmp	.L645
	.p2align 4,,10
	.p2align 3
.L649:
	movsd	16(%r14), %xmm0
.L645:
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
	jnb	.L649
.L642:
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
.LFE237:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB229:
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
	je	.L651
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L652:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L652
	testq	%rcx, %rcx
	je	.L666
	testq	%rbx, %rbx
	je	.L666
	testq	%rcx, %rcx
	js	.L653
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L654:
	movsd	.LC73(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L664
	.p2align 4,,10
	.p2align 3
.L687:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L660
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
	je	.L685
	movq	%r9, %rsi
	movq	%rax, %rbx
.L660:
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
	jnb	.L686
.L664:
	testl	%eax, %eax
	je	.L655
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L655:
	testq	%r14, %r14
	js	.L657
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L658:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L687
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L664
.L686:
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
.L651:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L650:
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
.L657:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L658
	.p2align 4,,10
	.p2align 3
.L653:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L654
.L666:
	xorl	%esi, %esi
	jmp	.L651
.L685:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L650
	.cfi_endproc
.LFE229:
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
.LFB249:
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
	je	.L722
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
	je	.L738
	movsd	.LC67(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC82(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L698
	.p2align 4,,10
	.p2align 3
.L739:
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
	je	.L699
.L698:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC73(%rip), %xmm1
	testq	%rax, %rax
	js	.L693
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L694:
	movsd	.LC73(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L739
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L698
.L699:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L740
.L691:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L704
	.p2align 4,,10
	.p2align 3
.L742:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L702
.L743:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L703:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L741
.L704:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L742
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
	jns	.L743
.L702:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L703
	.p2align 4,,10
	.p2align 3
.L693:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L694
	.p2align 4,,10
	.p2align 3
.L741:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L711
	.p2align 4,,10
	.p2align 3
.L745:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L709
.L746:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L710:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L744
.L711:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L745
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
	jns	.L746
.L709:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L710
	.p2align 4,,10
	.p2align 3
.L744:
	movsd	.LC83(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L712
	cvttsd2siq	%xmm4, %r14
.L706:
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
	jbe	.L723
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L715:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L714
	cmpl	$63, %ebp
	jle	.L715
.L714:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L736
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L719:
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
	js	.L720
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L721:
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
.L688:
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
.L712:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L706
	.p2align 4,,10
	.p2align 3
.L720:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L721
	.p2align 4,,10
	.p2align 3
.L723:
	movl	$1, %ebp
	jmp	.L714
	.p2align 4,,10
	.p2align 3
.L738:
	movsd	.LC67(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L691
	.p2align 4,,10
	.p2align 3
.L740:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L706
.L722:
	movl	$-1, %eax
	jmp	.L688
.L736:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L719
	.cfi_endproc
.LFE249:
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
.LFB296:
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
	je	.L747
	cmpq	$0, 224(%rdi)
	jne	.L747
	cmpq	$0, 256(%rdi)
	jne	.L747
	cmpl	$0, 280(%rdi)
	jne	.L747
	cmpq	$0, 288(%rdi)
	jne	.L747
	cmpl	$1, 72(%rdi)
	jne	.L747
	cmpl	$1, 8(%rdi)
	jne	.L747
	cmpq	$0, 48(%rdi)
	jne	.L747
	movl	%edx, %ebp
	testq	%rbx, %rbx
	js	.L751
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L752:
	movsd	.LC2(%rip), %xmm2
	movq	(%rdi), %rax
	movsd	88(%rdi), %xmm3
	divsd	.LC28(%rip), %xmm3
	addsd	%xmm2, %xmm1
	testq	%rax, %rax
	js	.L753
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L754:
	mulsd	%xmm0, %xmm3
	movsd	%xmm3, (%rsp)
	subsd	%xmm2, %xmm3
	movapd	%xmm3, %xmm0
	movsd	.LC88(%rip), %xmm3
	andpd	.LC61(%rip), %xmm0
	comisd	%xmm0, %xmm3
	jbe	.L784
	addsd	%xmm2, %xmm1
	movapd	%xmm1, %xmm0
	movapd	%xmm2, %xmm1
	divsd	%xmm0, %xmm1
.L757:
	movq	1192(%rsi), %rax
	testq	%rax, %rax
	je	.L747
	movq	1224(%rsi), %rdx
	testq	%rdx, %rdx
	js	.L758
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L759:
	testq	%rax, %rax
	js	.L760
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L761:
	leaq	1248(%rsi), %rax
	movsd	.LC89(%rip), %xmm6
	pxor	%xmm3, %xmm3
	movsd	.LC90(%rip), %xmm5
	addq	$1504, %rsi
	divsd	%xmm0, %xmm2
	jmp	.L767
	.p2align 4,,10
	.p2align 3
.L789:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
	testq	%rdx, %rdx
	js	.L765
.L790:
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rdx, %xmm4
.L766:
	divsd	%xmm4, %xmm0
	subsd	%xmm2, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm6, %xmm0
	mulsd	%xmm5, %xmm0
.L762:
	addq	$8, %rax
	addsd	%xmm0, %xmm3
	cmpq	%rax, %rsi
	je	.L788
.L767:
	movq	(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L762
	movq	256(%rax), %rcx
	testq	%rcx, %rcx
	jns	.L789
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L790
.L765:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm4, %xmm4
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L766
	.p2align 4,,10
	.p2align 3
.L747:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L788:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	ja	.L791
	testl	%ebp, %ebp
	je	.L792
	movsd	.LC87(%rip), %xmm3
	movsd	.LC73(%rip), %xmm0
	pxor	%xmm4, %xmm4
.L773:
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
.L791:
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
	jne	.L773
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
	jbe	.L747
.L772:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	leaq	.LC94(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	jmp	puts@PLT
.L760:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L761
.L758:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L759
.L792:
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
	jmp	.L772
.L753:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L754
.L751:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L752
.L784:
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
	jmp	.L757
	.cfi_endproc
.LFE296:
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
.LFB248:
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
	je	.L800
	movq	%rax, %rbx
	movq	%r14, %rsi
	movq	%rax, %rdi
	call	*%r13
	testl	%eax, %eax
	jne	.L796
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L797
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L797
	movq	%rbp, %rsi
	leaq	.LC96(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L793:
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
.L797:
	.cfi_restore_state
	movq	%r12, %rdi
	call	remove@PLT
.L796:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC97(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L795:
	movl	$-1, %ebx
	jmp	.L793
.L800:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC95(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L795
	.cfi_endproc
.LFE248:
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
.LFB327:
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
	je	.L807
	leaq	.LC100(%rip), %rbp
	leaq	.LC99(%rip), %r12
	jmp	.L802
	.p2align 4,,10
	.p2align 3
.L803:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L808
	cmpb	$127, %al
	je	.L808
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L804:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L807
.L802:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L803
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L802
.L807:
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
.L808:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L804
	.cfi_endproc
.LFE327:
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
.LFB42:
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
	je	.L814
	movq	(%rdx,%rax,8), %rax
.L813:
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
.L814:
	.cfi_restore_state
	movl	72(%rbx), %edx
	testl	%edx, %edx
	je	.L824
	cmpl	$1, %edx
	je	.L825
	leaq	16(%rsp), %rbp
	addq	$40, %rdi
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L820
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
.L824:
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
.L825:
	.cfi_restore_state
	addq	$16, %rdi
	call	poisson_next
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L826
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L813
	.p2align 4,,10
	.p2align 3
.L826:
	cvttsd2siq	%xmm0, %rax
	jmp	.L813
.L820:
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
.LFE42:
	.size	due_next, .-due_next
	.p2align 4
	.type	due_fill, @function
due_fill:
.LFB44:
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
	je	.L828
.L831:
	leaq	(%rbx,%r12,8), %r13
	testq	%r12, %r12
	je	.L827
	.p2align 4,,10
	.p2align 3
.L836:
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	due_next
	movq	%rax, -8(%rbx)
	cmpq	%r13, %rbx
	jne	.L836
.L827:
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
.L828:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L831
	testq	%r12, %r12
	je	.L832
	leaq	16(%rdi), %r14
	leaq	(%rsi,%r12,8), %r13
	movabsq	$-9223372036854775808, %r15
	jmp	.L835
	.p2align 4,,10
	.p2align 3
.L846:
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%rbx)
.L834:
	addq	$8, %rbx
	cmpq	%rbx, %r13
	je	.L845
.L835:
	movq	%r14, %rdi
	call	poisson_next
	comisd	.LC83(%rip), %xmm0
	jb	.L846
	subsd	.LC83(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, (%rbx)
	xorq	%r15, (%rbx)
	jmp	.L834
.L845:
	movq	8(%rbp), %rcx
.L832:
	addq	%r12, %rcx
	movq	%rcx, 8(%rbp)
	jmp	.L827
	.cfi_endproc
.LFE44:
	.size	due_fill, .-due_fill
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
.LFB336:
	.cfi_startproc
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L848
	movl	40(%rdi), %esi
	leaq	.LC103(%rip), %rax
	testl	%esi, %esi
	jne	.L847
	movl	44(%rdi), %edx
	leaq	.LC104(%rip), %rax
	testl	%edx, %edx
	jne	.L847
.L848:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC105(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L847
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L867
	cmpl	$1, %eax
	je	.L868
.L851:
	testq	%rcx, %rcx
	je	.L857
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC108(%rip), %rax
	testq	%rdx, %rdx
	jne	.L847
	movq	56(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L847
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC110(%rip), %rax
	testq	%rdx, %rdx
	jne	.L847
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
.L857:
	xorl	%eax, %eax
.L847:
	ret
	.p2align 4,,10
	.p2align 3
.L868:
	cmpq	$1, 160(%rdi)
	leaq	.LC107(%rip), %rax
	jbe	.L851
	ret
	.p2align 4,,10
	.p2align 3
.L867:
	cmpq	$1, 160(%rdi)
	leaq	.LC106(%rip), %rax
	jbe	.L851
	ret
	.cfi_endproc
.LFE336:
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
.LFB80:
	.cfi_startproc
	movl	72(%rdi), %edx
	testl	%edx, %edx
	jne	.L871
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L872
	jmp	closed_form_gap.part.0
	.p2align 4,,10
	.p2align 3
.L872:
	leaq	.LC112(%rip), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L871:
	leaq	.LC111(%rip), %rax
	ret
	.cfi_endproc
.LFE80:
	.size	closed_form_gap, .-closed_form_gap
	.section	.rodata.str1.8
	.align 8
.LC113:
	.string	"bench: internal error: rank %lu is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	select_end_pass, @function
select_end_pass:
.LFB124:
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
	jne	.L874
	movq	8(%rdi), %rbp
	movq	(%rdi), %r9
	movq	%rbp, %rax
	subq	$0, %rax
	jne	.L902
	leaq	392(%rdi), %rax
	movl	$0, 72(%rdi)
	movq	384(%rdi), %r12
	leaq	PCT_MILLI(%rip), %r15
	movq	%rax, 16(%rsp)
	leaq	296(%rdi), %rax
	leaq	272(%rdi), %r14
	movq	%rax, 24(%rsp)
	leaq	128(%rdi), %r13
	.p2align 4,,10
	.p2align 3
.L890:
	movl	64(%rbx), %r8d
	movq	%r9, %rax
	movl	$99999, %esi
	xorl	%edi, %edi
	mulq	(%r15)
	testl	%r8d, %r8d
	jne	.L876
	movl	$50000, %esi
	xorl	%edi, %edi
.L876:
	addq	%rsi, %rax
	movq	%r9, 8(%rsp)
	adcq	%rdi, %rdx
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %esi
	movq	8(%rsp), %r9
	testq	%rax, %rax
	cmovne	%rax, %rsi
	movq	%rbp, %rax
	cmpq	%r9, %rsi
	cmova	%r9, %rsi
	orq	%r9, %rax
	movq	%rsi, -48(%r13)
	je	.L877
	xorq	%rsi, %r9
	orq	%rbp, %r9
	je	.L915
	cmpq	$1, %rsi
	je	.L881
	movq	48(%rbx), %rax
	movl	$0, 24(%r14)
	xorl	%edx, %edx
	movq	%rax, 0(%r13)
	movq	(%r12), %rax
	cmpq	%rsi, %rax
	jnb	.L916
	.p2align 4,,10
	.p2align 3
.L882:
	addq	$1, %rdx
	movq	%rax, %rdi
	addq	(%r12,%rdx,8), %rax
	cmpq	%rsi, %rax
	jb	.L882
	cmpq	$16383, %rdx
	jbe	.L917
	movq	%rdx, %rcx
	movq	%rdi, 48(%r13)
	shrq	$13, %rcx
	leal	-1(%rcx), %eax
	movq	%rax, %rcx
	salq	$13, %rax
	subq	%rax, %rdx
	movl	%ecx, (%r14)
	salq	%cl, %rdx
	movq	%rdx, 96(%r13)
	testl	%ecx, %ecx
	je	.L883
	movq	1016(%rbx), %rcx
	movq	1024(%rbx), %r8
	movq	%r13, %rdx
	movq	16(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L918
	movl	(%r14), %eax
	movl	$16, %edx
	movq	384(%rbx), %r12
	cmpl	%edx, %eax
	cmovb	%edx, %eax
	subl	$16, %eax
	movl	%eax, (%r14)
	addl	$1, 72(%rbx)
	.p2align 4,,10
	.p2align 3
.L885:
	addq	$104, 16(%rsp)
	addq	$8, %r15
	addq	$4, %r14
	addq	$8, %r13
	cmpq	%r14, 24(%rsp)
	je	.L889
	movq	(%rbx), %r9
	movq	8(%rbx), %rbp
	jmp	.L890
	.p2align 4,,10
	.p2align 3
.L874:
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L899
	.p2align 4,,10
	.p2align 3
.L893:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L919
.L899:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L893
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L894
	.p2align 4,,10
	.p2align 3
.L896:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L895
.L894:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L896
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L898
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbx)
	cmpq	%r11, %r8
	jne	.L899
.L919:
	movl	320(%rbx), %eax
	testl	%eax, %eax
	jle	.L900
	xorl	%ebp, %ebp
	jmp	.L901
	.p2align 4,,10
	.p2align 3
.L920:
	movq	376(%rbx), %r10
.L901:
	movslq	324(%rbx,%rbp,4), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %rbp
	salq	$19, %rdi
	addq	%r10, %rdi
	call	memset@PLT
	cmpl	%ebp, 320(%rbx)
	jg	.L920
.L900:
	movq	%rbx, %rdi
	call	select_windows
.L892:
	xorl	%eax, %eax
.L873:
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
.L898:
	.cfi_restore_state
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L893
	.p2align 4,,10
	.p2align 3
.L877:
	movl	$1, 24(%r14)
	movq	$0, 0(%r13)
	jmp	.L885
	.p2align 4,,10
	.p2align 3
.L915:
	movl	$1, 24(%r14)
	cmpq	$1, %rsi
	je	.L879
	movq	48(%rbx), %rax
	movq	%rax, 0(%r13)
	jmp	.L885
	.p2align 4,,10
	.p2align 3
.L917:
	movq	%rdi, 48(%r13)
	movl	$0, (%r14)
	movq	%rdx, 96(%r13)
.L883:
	movq	%rdx, 0(%r13)
	movl	$1, 24(%r14)
	jmp	.L885
	.p2align 4,,10
	.p2align 3
.L881:
	movl	$1, 24(%r14)
.L879:
	movq	40(%rbx), %rax
	movq	%rax, 0(%r13)
	jmp	.L885
	.p2align 4,,10
	.p2align 3
.L889:
	movq	%r12, %rdi
	leaq	448(%rbx), %rbp
	leaq	1072(%rbx), %r12
	call	free@PLT
	movq	$0, 384(%rbx)
	.p2align 4,,10
	.p2align 3
.L891:
	movq	32(%rbp), %rdi
	addq	$104, %rbp
	call	free@PLT
	movq	-64(%rbp), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, -72(%rbp)
	movups	%xmm0, -104(%rbp)
	cmpq	%r12, %rbp
	jne	.L891
	movq	1016(%rbx), %rdi
	call	free@PLT
	movq	1024(%rbx), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movq	%rbx, %rdi
	movups	%xmm0, 1016(%rbx)
	call	select_windows
	jmp	.L892
	.p2align 4,,10
	.p2align 3
.L918:
	movl	$1, 24(%r14)
	movq	384(%rbx), %r12
	addl	$1, 1032(%rbx)
	jmp	.L885
.L916:
	movq	$0, 48(%r13)
	movl	$0, (%r14)
	movq	$0, 96(%r13)
	movq	%rdx, 0(%r13)
	movl	$1, 24(%r14)
	jmp	.L885
.L902:
	movl	$-2, %eax
	jmp	.L873
.L895:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC113(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE124:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB346:
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
	je	.L928
.L922:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L921:
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
.L928:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L929
	movl	$512, %esi
	movl	$16, %ebp
.L923:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L930
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L922
	.p2align 4,,10
	.p2align 3
.L929:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L923
.L930:
	movl	$1, 24(%rbx)
	jmp	.L921
	.cfi_endproc
.LFE346:
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
.LFB283:
	.cfi_startproc
	movl	%edi, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	cmpl	$-2, %eax
	je	.L935
	movq	%rsi, %rdx
	xorl	%eax, %eax
	leaq	.LC115(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %eax
.L931:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L935:
	.cfi_restore_state
	movq	%rdi, %rcx
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC114(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L931
	.cfi_endproc
.LFE283:
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
.LFB360:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L937
	testq	%rsi, %rsi
	js	.L938
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L940
.L948:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L941:
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
.L938:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L948
.L940:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L941
	.p2align 4,,10
	.p2align 3
.L937:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE360:
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
.LFB363:
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
	je	.L1056
	leaq	.LC126(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1057
	leaq	.LC129(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1058
	leaq	.LC131(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1059
	leaq	.LC133(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1060
	leaq	.LC135(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1061
	leaq	.LC137(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1062
	leaq	.LC140(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1063
	leaq	.LC143(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1064
	leaq	.LC145(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L975
	leaq	248(%r15), %r14
	addq	$484, %r15
.L976:
	leaq	16(%rsp), %r12
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%r12, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1065
	movq	8(%rsp), %rax
	movq	%rax, (%r14)
	movl	$1, (%r15)
	.p2align 4,,10
	.p2align 3
.L1017:
	xorl	%eax, %eax
.L949:
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
.L1057:
	.cfi_restore_state
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1066
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1067
	movq	%rax, 80(%r15)
	jmp	.L1017
	.p2align 4,,10
	.p2align 3
.L1056:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1068
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1069
	movq	%rax, (%r15)
	jmp	.L1017
	.p2align 4,,10
	.p2align 3
.L1069:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC125(%rip), %rdx
	call	snprintf@PLT
.L952:
	movl	$-1, %eax
	jmp	.L949
	.p2align 4,,10
	.p2align 3
.L1060:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1070
	movq	8(%rsp), %rax
	movq	%rax, 64(%r15)
	jmp	.L1017
	.p2align 4,,10
	.p2align 3
.L1058:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1071
	movq	8(%rsp), %rax
	movq	%rax, 48(%r15)
	jmp	.L1017
	.p2align 4,,10
	.p2align 3
.L1059:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1072
	movq	8(%rsp), %rax
	movq	%rax, 56(%r15)
	jmp	.L1017
	.p2align 4,,10
	.p2align 3
.L1068:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC123(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
	.p2align 4,,10
	.p2align 3
.L1067:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC128(%rip), %rdx
	call	snprintf@PLT
	jmp	.L952
	.p2align 4,,10
	.p2align 3
.L1066:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC127(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
	.p2align 4,,10
	.p2align 3
.L1070:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC134(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
	.p2align 4,,10
	.p2align 3
.L1063:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1073
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1074
	movq	%rax, 256(%r15)
	jmp	.L1017
	.p2align 4,,10
	.p2align 3
.L1071:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC130(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
	.p2align 4,,10
	.p2align 3
.L1061:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1075
	movq	8(%rsp), %rax
	movq	%rax, 192(%r15)
	jmp	.L1017
	.p2align 4,,10
	.p2align 3
.L1072:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC132(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
	.p2align 4,,10
	.p2align 3
.L1062:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1076
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1077
	movq	%rax, 224(%r15)
	jmp	.L1017
	.p2align 4,,10
	.p2align 3
.L1075:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC136(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
	.p2align 4,,10
	.p2align 3
.L975:
	leaq	.LC146(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L977
	leaq	264(%r15), %r14
	addq	$492, %r15
	jmp	.L976
	.p2align 4,,10
	.p2align 3
.L1064:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1078
	movq	8(%rsp), %rax
	movq	%rax, 328(%r15)
	jmp	.L1017
.L1077:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC139(%rip), %rdx
	call	snprintf@PLT
	jmp	.L952
.L1065:
	movq	%r12, %r8
	movq	%rbx, %rcx
	leaq	.LC149(%rip), %rdx
	movq	%r13, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L952
.L977:
	leaq	.LC147(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L978
	leaq	272(%r15), %r14
	addq	$496, %r15
	jmp	.L976
.L1076:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC138(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L1074:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC142(%rip), %rdx
	call	snprintf@PLT
	jmp	.L952
.L1078:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC144(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L1073:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC141(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L978:
	leaq	.LC148(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1079
	leaq	.LC152(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1080
	leaq	.LC155(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1081
	leaq	.LC158(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L989
	xorl	%ecx, %ecx
	movq	%rcx, 16(%rsp)
	call	__errno_location@PLT
	xorl	%esi, %esi
	movl	%esi, (%rax)
	movq	%rax, %rbx
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	jbe	.L990
.L992:
	leaq	.LC159(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC160(%rip), %rdx
.L1055:
	movl	$2048, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L949
.L1079:
	xorl	%esi, %esi
	leaq	240(%r15), %rcx
	movl	$1000000000, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1082
	movl	$1, 232(%r15)
	jmp	.L1017
.L1080:
	leaq	304(%r15), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1017
	leaq	.LC153(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC154(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L990:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	strtod@PLT
	movq	16(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L992
	movl	(%rbx), %eax
	testl	%eax, %eax
	jne	.L992
	cmpb	$0, (%rdx)
	jne	.L992
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L992
	movsd	.LC2(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L992
	movl	$1, 504(%r15)
	movsd	%xmm0, 320(%r15)
	jmp	.L949
.L989:
	leaq	.LC161(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1083
	leaq	.LC164(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1084
	leaq	.LC167(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1085
	leaq	.LC170(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1001
	leaq	.LC171(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L1002
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1003
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1003
	movq	%rdx, 168(%r15)
.L1002:
	movl	%eax, 176(%r15)
	movl	$1, 468(%r15)
	jmp	.L1017
.L1081:
	leaq	312(%r15), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L986
	movsd	312(%r15), %xmm0
	comisd	.LC28(%rip), %xmm0
	jbe	.L1017
.L986:
	leaq	.LC156(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC157(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L1082:
	leaq	.LC150(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC151(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L1083:
	leaq	288(%r15), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1017
	leaq	.LC162(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC163(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L1001:
	leaq	.LC174(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1086
	leaq	.LC177(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1087
	leaq	.LC178(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1011
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1088
	movsd	16(%rsp), %xmm0
	comisd	.LC2(%rip), %xmm0
	leaq	.LC120(%rip), %r8
	leaq	.LC121(%rip), %rdx
	jb	.L1089
.L1009:
	movq	%rbp, %rcx
	jmp	.L1055
.L1085:
	movl	$1, %edx
	leaq	8(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	salq	$40, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1090
	movq	8(%rsp), %rax
	movq	%rax, 368(%r15)
	xorl	%eax, %eax
	movq	%rax, 360(%r15)
	jmp	.L1017
.L1084:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1091
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1092
	xorl	%edx, %edx
	movq	%rax, 360(%r15)
	movq	%rdx, 368(%r15)
	jmp	.L1017
.L1003:
	leaq	.LC172(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC173(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L1092:
	leaq	.LC124(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC166(%rip), %rdx
	call	snprintf@PLT
	jmp	.L952
.L1091:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC165(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L1089:
	movl	$1, 476(%r15)
	movsd	%xmm0, 24(%r15)
	jmp	.L1017
.L1090:
	leaq	.LC168(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC169(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L1088:
	leaq	.LC120(%rip), %r8
	leaq	.LC121(%rip), %rdx
	jmp	.L1009
.L1011:
	leaq	.LC179(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1093
	leaq	.LC182(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1094
	leaq	.LC185(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1095
	leaq	.LC188(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1096
	leaq	.LC191(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	jne	.L949
	leaq	160(%r15), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1017
	leaq	.LC192(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC193(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L1087:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1028
	movsd	16(%rsp), %xmm0
	comisd	.LC73(%rip), %xmm0
	ja	.L1028
	movl	$1, 472(%r15)
	movsd	%xmm0, 16(%r15)
	jmp	.L1017
.L1086:
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1006
	movabsq	$1125899906842623, %rcx
	movq	8(%rsp), %rax
	leaq	-1(%rax), %rdx
	cmpq	%rdx, %rcx
	jnb	.L1007
.L1006:
	leaq	.LC175(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC176(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L1028:
	leaq	.LC118(%rip), %r8
	leaq	.LC119(%rip), %rdx
	jmp	.L1009
.L1007:
	movq	%rax, 32(%r15)
	movl	$1, 480(%r15)
	jmp	.L1017
.L1096:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	384(%r15), %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1017
	leaq	.LC189(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC190(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L1095:
	leaq	376(%r15), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	je	.L1017
	leaq	.LC186(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC187(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L1094:
	leaq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1097
	movq	8(%rsp), %rax
	movl	%eax, 216(%r15)
	jmp	.L1017
.L1093:
	xorl	%esi, %esi
	leaq	8(%rsp), %rcx
	movl	$1048576, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1019
	movq	8(%rsp), %rax
	cmpq	$1, %rax
	je	.L1019
	movq	%rax, 208(%r15)
	jmp	.L1017
.L1097:
	leaq	.LC183(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC184(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
.L1019:
	leaq	.LC180(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC181(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L952
	.cfi_endproc
.LFE363:
	.size	apply_amount.constprop.0, .-apply_amount.constprop.0
	.section	.rodata.str1.1
.LC194:
	.string	"%lu.%04lu"
	.text
	.p2align 4
	.type	fmt_share.constprop.0, @function
fmt_share.constprop.0:
.LFB364:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdx, %r8
	movq	%rdi, %rbx
	xorl	%ecx, %ecx
	testq	%rdx, %rdx
	je	.L1099
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
.L1099:
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
.LFE364:
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
.LFB366:
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
	jnb	.L1109
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L1110
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
.L1110:
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
.L1109:
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
.LFE366:
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
.LFB367:
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
	jne	.L1177
	movl	476(%rdi), %r8d
	movq	%rdi, %rbx
	testl	%r8d, %r8d
	je	.L1178
	cmpl	$2, %eax
	jne	.L1116
	cmpl	$0, 480(%rdi)
	je	.L1116
.L1118:
	cmpl	$2, 152(%rbx)
	leaq	.LC208(%rip), %r8
	leaq	.LC209(%rip), %rcx
	je	.L1176
.L1120:
	cmpl	$1, 40(%rbx)
	movq	56(%rbx), %rsi
	je	.L1179
.L1121:
	testq	%rsi, %rsi
	jne	.L1122
.L1123:
	pxor	%xmm0, %xmm0
	ucomisd	376(%rbx), %xmm0
	jp	.L1146
	je	.L1125
.L1146:
	cmpl	$1, 72(%rbx)
	jne	.L1180
.L1125:
	movl	152(%rbx), %eax
	cmpl	$1, %eax
	jne	.L1127
	cmpq	$1, 160(%rbx)
	ja	.L1181
.L1127:
	movl	484(%rbx), %edi
	testl	%edi, %edi
	je	.L1128
	cmpl	$0, 232(%rbx)
	je	.L1182
.L1128:
	movl	488(%rbx), %esi
	testl	%esi, %esi
	je	.L1129
	cmpq	$0, 288(%rbx)
	je	.L1183
.L1129:
	movl	492(%rbx), %ecx
	movq	256(%rbx), %rdx
	testl	%ecx, %ecx
	jne	.L1130
	cmpl	$0, 496(%rbx)
	je	.L1131
	testq	%rdx, %rdx
	je	.L1132
	movq	$1000000000, 264(%rbx)
	movl	$1000000000, %esi
.L1133:
	testq	%rsi, %rsi
	je	.L1135
	cmpq	%rsi, %rdx
	jnb	.L1184
	.p2align 4,,10
	.p2align 3
.L1135:
	cmpl	$2, %eax
	je	.L1185
.L1136:
	cmpq	$0, 304(%rbx)
	jne	.L1138
	movsd	312(%rbx), %xmm1
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L1186
.L1138:
	movl	500(%rbx), %eax
	testl	%eax, %eax
	je	.L1140
	cmpl	$0, 352(%rbx)
	jne	.L1141
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1141
.L1111:
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
.L1178:
	.cfi_restore_state
	cmpl	$0, 480(%rdi)
	je	.L1187
.L1116:
	leaq	.LC205(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC206(%rip), %rcx
	leaq	.LC207(%rip), %rdx
	call	snprintf@PLT
.L1114:
	orl	$-1, %eax
	jmp	.L1111
.L1179:
	cmpq	$0, 48(%rbx)
	je	.L1121
	testq	%rsi, %rsi
	je	.L1188
.L1122:
	cmpq	%rsi, 48(%rbx)
	jb	.L1123
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
	jmp	.L1114
.L1130:
	testq	%rdx, %rdx
	je	.L1132
	cmpl	$0, 496(%rbx)
	movq	264(%rbx), %rsi
	jne	.L1133
	testq	%rsi, %rsi
	jne	.L1189
	movq	$500000000, 272(%rbx)
	jmp	.L1135
.L1140:
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L1111
	xorl	%eax, %eax
	cmpl	$0, 352(%rbx)
	je	.L1111
	leaq	.LC237(%rip), %r8
	leaq	.LC238(%rip), %rcx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC239(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1114
.L1131:
	movq	$1000000000, 264(%rbx)
	movq	$500000000, 272(%rbx)
	testq	%rdx, %rdx
	je	.L1135
	movl	$1000000000, %esi
	jmp	.L1133
.L1185:
	cmpq	$0, 224(%rbx)
	jne	.L1137
	cmpl	$0, 232(%rbx)
	je	.L1136
.L1137:
	leaq	.LC229(%rip), %r8
	leaq	.LC230(%rip), %rcx
.L1176:
	leaq	.LC210(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1114
.L1187:
	cmpl	$2, %eax
	je	.L1116
	testl	%eax, %eax
	je	.L1120
	jmp	.L1118
.L1186:
	cmpq	$0, 328(%rbx)
	jne	.L1139
	cmpl	$0, 336(%rbx)
	jne	.L1139
	cmpl	$0, 504(%rbx)
	je	.L1138
.L1139:
	leaq	.LC231(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC232(%rip), %rcx
	leaq	.LC233(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1114
.L1184:
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
	jmp	.L1114
.L1188:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC211(%rip), %rcx
	leaq	.LC212(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1114
.L1177:
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
	jmp	.L1114
.L1141:
	leaq	.LC234(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC235(%rip), %rcx
	leaq	.LC236(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1114
.L1180:
	leaq	.LC213(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC214(%rip), %rcx
	leaq	.LC215(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1114
.L1132:
	leaq	.LC225(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC226(%rip), %rcx
	leaq	.LC227(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1114
.L1181:
	leaq	.LC216(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC217(%rip), %rcx
	leaq	.LC218(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1114
.L1183:
	leaq	.LC222(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC223(%rip), %rcx
	leaq	.LC224(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1114
.L1182:
	leaq	.LC219(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC220(%rip), %rcx
	leaq	.LC221(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1114
.L1189:
	movq	%rsi, %rcx
	shrq	%rcx
	movq	%rcx, 272(%rbx)
	jmp	.L1133
	.cfi_endproc
.LFE367:
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
.LFB278:
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
	jne	.L1191
	movq	(%rbx), %rsi
	leaq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC243(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1192:
	cmpq	$0, 48(%rbx)
	jne	.L1205
	leaq	.LC248(%rip), %rdi
	call	puts@PLT
.L1190:
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
.L1191:
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
	je	.L1206
.L1193:
	leaq	.LC246(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1192
.L1205:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1207
	cmpq	$0, 56(%rbx)
	jne	.L1200
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
	jmp	.L1190
.L1200:
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
	jmp	.L1190
.L1207:
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
	jmp	.L1190
.L1206:
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
	jmp	.L1193
	.cfi_endproc
.LFE278:
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
.LFB288:
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
	je	.L1264
	movq	136(%rbx), %rdx
	xorl	%esi, %esi
	cmpq	$1, %rdx
	jbe	.L1211
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	leaq	-1(%rdx), %rcx
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%rcx
	movq	%rax, %rsi
.L1211:
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
.L1210:
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
	jne	.L1265
.L1213:
	leaq	.LC264(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L1266
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
.L1215:
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
	je	.L1267
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, 8(%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L1218
.L1219:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L1268
	leaq	.LC270(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC271(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1221:
	movl	24(%r13), %eax
	cmpl	$2, %eax
	je	.L1269
	cmpl	$1, %eax
	je	.L1270
	leaq	.LC274(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1223:
	movl	216(%rbx), %esi
	xorl	%eax, %eax
	leaq	.LC275(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 392(%rbp)
	je	.L1208
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1271
.L1208:
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
.L1271:
	.cfi_restore_state
	leaq	.LC276(%rip), %rdi
	xorl	%eax, %eax
	movl	400(%rbp), %r13d
	leaq	.LC253(%rip), %rbp
	call	printf@PLT
	movq	224(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1272
.L1226:
	cmpl	$0, 232(%rbx)
	jne	.L1273
.L1227:
	cmpq	$0, 256(%rbx)
	movl	280(%rbx), %eax
	jne	.L1228
	testl	%eax, %eax
	je	.L1274
	leaq	.LC255(%rip), %rdx
.L1229:
	movq	%rbp, %rsi
	leaq	.LC279(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1231:
	cmpq	$0, 256(%rbx)
	je	.L1232
	cmpq	$0, 264(%rbx)
	movq	272(%rbx), %rsi
	jne	.L1275
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
.L1232:
	movq	288(%rbx), %rsi
	testq	%rsi, %rsi
	je	.L1234
	cmpl	$0, 296(%rbx)
	leaq	.LC257(%rip), %rax
	leaq	.LC258(%rip), %rdx
	cmovne	%rax, %rdx
	leaq	.LC282(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1234:
	xorl	%eax, %eax
	leaq	.LC283(%rip), %rdi
	call	printf@PLT
	testb	$1, %r13b
	jne	.L1276
.L1236:
	andb	$2, %r13b
	jne	.L1277
.L1237:
	movl	$10, %edi
	call	putchar@PLT
	cmpq	$0, 224(%rbx)
	je	.L1208
	leaq	.LC286(%rip), %rdi
	call	puts@PLT
	jmp	.L1208
.L1267:
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L1219
.L1218:
	leaq	.LC268(%rip), %rdi
	call	puts@PLT
	jmp	.L1219
.L1266:
	leaq	.LC265(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1215
.L1265:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC263(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1213
.L1264:
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
	jmp	.L1210
.L1270:
	leaq	.LC273(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1223
.L1269:
	movq	40(%r13), %rdx
	movq	32(%r13), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC272(%rip), %rdi
	call	printf@PLT
	jmp	.L1223
.L1228:
	testl	%eax, %eax
	leaq	.LC256(%rip), %rdx
	leaq	.LC255(%rip), %rax
	cmovne	%rax, %rdx
	jmp	.L1229
.L1273:
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
	jmp	.L1227
.L1272:
	leaq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%rbp, %rsi
	leaq	.LC277(%rip), %rdi
	leaq	.LC254(%rip), %rbp
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1226
.L1268:
	movl	$29, %esi
	leaq	.LC269(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1221
.L1277:
	leaq	.LC285(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1237
.L1276:
	leaq	.LC284(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1236
.L1274:
	cmpq	$0, 288(%rbx)
	leaq	.LC256(%rip), %rdx
	jne	.L1229
	jmp	.L1231
.L1275:
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
	jmp	.L1232
	.cfi_endproc
.LFE288:
	.size	print_plan, .-print_plan
	.section	.rodata.str1.1
.LC287:
	.string	"--arrivals"
	.text
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB369:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %r9
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%r9)
	cmpq	$0, 112(%rsi)
	je	.L1285
.L1281:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1285:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1281
	cmpl	$1, %eax
	je	.L1286
	movq	104(%rsi), %rsi
	leaq	40(%r9), %rdi
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC287(%rip), %rdx
	jmp	numbers_open
	.p2align 4,,10
	.p2align 3
.L1286:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r9)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r9)
	ret
	.cfi_endproc
.LFE369:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.p2align 4
	.type	send_gaps.constprop.0.isra.0, @function
send_gaps.constprop.0.isra.0:
.LFB372:
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
	je	.L1299
	testq	%r14, %r14
	je	.L1299
	testq	%rax, %rax
	je	.L1292
	cmpq	$0, 24(%rbx)
	je	.L1305
	movq	16(%rbx), %r9
	movq	(%rbx), %rdi
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1296:
	movq	(%r9,%rax,8), %rcx
	leaq	(%r12,%rcx), %rdx
	leaq	0(%rbp,%rcx,8), %rcx
	cmpb	$0, (%rdx)
	je	.L1295
	movq	0(%r13), %r8
	movq	(%rdi,%rax,8), %rsi
	subq	(%rcx), %rsi
	leaq	1(%r8), %r10
	movq	%rsi, (%r14,%r8,8)
	movq	%r10, 0(%r13)
.L1295:
	movb	$1, (%rdx)
	movq	(%rdi,%rax,8), %rdx
	addq	$1, %rax
	movq	%rdx, (%rcx)
	cmpq	24(%rbx), %rax
	jb	.L1296
.L1305:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
.L1287:
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
.L1299:
	.cfi_restore_state
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	testq	%rbp, %rbp
	je	.L1290
	testq	%r12, %r12
	jne	.L1287
.L1290:
	movq	%r14, %rdi
	xorl	%r14d, %r14d
	call	free@PLT
	jmp	.L1287
.L1292:
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L1290
	.cfi_endproc
.LFE372:
	.size	send_gaps.constprop.0.isra.0, .-send_gaps.constprop.0.isra.0
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB373:
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
	jne	.L1309
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1309:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1311:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1310
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
.L1310:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1311
	testq	%r15, %r15
	je	.L1315
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1313:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1313
.L1312:
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
.L1315:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1312
	.cfi_endproc
.LFE373:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	score_route, @function
score_route:
.LFB205:
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
	je	.L1324
	cmpq	$0, 32(%rsp)
	je	.L1324
	cmpq	$0, 8(%rsp)
	je	.L1324
	cmpq	$0, 24(%rsp)
	je	.L1324
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
	jne	.L1399
.L1325:
	movq	16(%rsp), %r15
	movl	$2, %r14d
	.p2align 4,,10
	.p2align 3
.L1329:
	movq	792(%rbp,%r14,8), %rdx
	testq	%rdx, %rdx
	je	.L1331
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
	jne	.L1400
.L1331:
	addq	$1, %r14
	cmpq	$8, %r14
	jne	.L1329
	movq	%rbx, %rdi
	leaq	640(%rbp), %r9
	call	trace_runtime_ns
	movq	24(%rbx), %r15
	movq	24(%r13), %rsi
	movq	%rax, %rcx
	testq	%r15, %r15
	jne	.L1401
	testq	%rsi, %rsi
	jne	.L1402
	xorl	%r8d, %r8d
.L1352:
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
.L1333:
	xorl	%eax, %eax
	movl	$20, %ecx
	movq	%r9, %rdi
	rep stosl
	imulq	$1000, %r14, %rax
	movq	%rax, 856(%rbp)
	movl	$1, %eax
	cmpq	$67108863, %r8
	jbe	.L1403
.L1334:
	movl	48(%r13), %r15d
	xorl	$1, %eax
	movl	%eax, 900(%rbp)
	testl	%r15d, %r15d
	je	.L1323
	movq	40(%r13), %rdx
	xorl	%r15d, %r15d
	testq	%rdx, %rdx
	jne	.L1404
.L1323:
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
.L1399:
	.cfi_restore_state
	movq	24(%rsp), %rdi
	leaq	0(,%r8,8), %r9
	xorl	%esi, %esi
	movq	%rdi, %rax
	leaq	(%r9,%rdi), %rdx
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L1326:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L1326
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
	jne	.L1327
	movl	$50000, %esi
	xorl	%edi, %edi
.L1327:
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
	jmp	.L1325
.L1401:
	movq	16(%rsp), %rax
	movl	$1000, %edi
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	movq	-8(%rax,%r15,8), %rax
	divq	%rdi
	movq	%rax, %r8
	cmpq	%rsi, %r15
	jb	.L1333
	jmp	.L1352
.L1402:
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
	jne	.L1405
.L1324:
	orl	$-1, %r15d
	jmp	.L1323
.L1403:
	leaq	1(%r8), %rax
	movl	$8, %esi
	movq	%r8, 40(%rsp)
	movq	%rax, %rdi
	movq	%rax, 56(%rsp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L1324
	testq	%r15, %r15
	movq	40(%rsp), %r8
	je	.L1340
	movabsq	$2361183241434822607, %rsi
	movq	16(%rsp), %rax
	movq	%rax, %rcx
	leaq	(%rax,%r15,8), %rdi
	.p2align 4,,10
	.p2align 3
.L1339:
	movq	(%rcx), %rdx
	addq	$8, %rcx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%rsi
	shrq	$4, %rdx
	addq	$1, (%rbx,%rdx,8)
	cmpq	%rcx, %rdi
	jne	.L1339
.L1340:
	leaq	(%r14,%r14), %rdi
	cmpq	%rdi, %r8
	jb	.L1338
	testq	%r14, %r14
	je	.L1338
	imulq	$-8, %r14, %rsi
	subq	%r14, %rdi
	leaq	(%rbx,%rdi,8), %r9
	.p2align 4,,10
	.p2align 3
.L1343:
	movq	(%r9,%r14,8), %rcx
	testq	%rcx, %rcx
	je	.L1341
	cmpq	%rdi, %r14
	jnb	.L1341
	movq	%r9, %rax
	movq	%rdi, %rdx
	.p2align 4,,10
	.p2align 3
.L1342:
	subq	%r14, %rdx
	addq	%rcx, (%rax)
	addq	%rcx, %r15
	addq	%rsi, %rax
	cmpq	%rdx, %r14
	jb	.L1342
.L1341:
	addq	$1, %rdi
	addq	$8, %r9
	leaq	(%r14,%rdi), %rax
	cmpq	%rax, %r8
	jnb	.L1343
.L1338:
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
.L1349:
	leaq	PCT_MILLI(%rip), %rax
	movq	%r12, %rsi
	movq	(%rax,%r15), %rax
	cmpq	$100000, %rax
	je	.L1344
	mulq	%r12
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r12, %rsi
	cmova	%r12, %rsi
.L1344:
	testq	%r12, %r12
	je	.L1345
	cmpq	%rsi, %r13
	jnb	.L1358
	movq	%r13, %rdx
	xorl	%eax, %eax
	jmp	.L1347
	.p2align 4,,10
	.p2align 3
.L1348:
	addq	(%rbx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L1346
.L1347:
	movq	%rax, %rcx
	addq	$1, %rax
	cmpq	%rcx, %r14
	jne	.L1348
.L1345:
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L1349
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
.L1351:
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
	jnb	.L1350
	addq	%rcx, 696(%rbp)
.L1350:
	addq	$1, %rsi
	movq	%r12, %rdx
	adcq	$0, %rdi
	xorq	%rsi, %rdx
	addq	$1000, %r10
	movq	%rdi, %rax
	orq	%rdx, %rax
	jne	.L1351
	movq	%r8, 704(%rbp)
	movq	%rbx, %rdi
	movq	%r13, %r12
	movq	40(%rsp), %r13
	movq	%r9, 712(%rbp)
	call	free@PLT
	xorl	%eax, %eax
	jmp	.L1334
.L1358:
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1346:
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%rbp,%r15)
	jmp	.L1345
.L1400:
	movl	%eax, %r15d
	jmp	.L1323
.L1404:
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
	jmp	.L1323
.L1405:
	movq	$1, 56(%rsp)
	xorl	%r8d, %r8d
	jmp	.L1338
	.cfi_endproc
.LFE205:
	.size	score_route, .-score_route
	.p2align 4
	.type	service_max, @function
service_max:
.LFB32:
	.cfi_startproc
	movl	8(%rdi), %edx
	movq	(%rdi), %rax
	cmpl	$2, %edx
	je	.L1407
	cmpl	$3, %edx
	je	.L1408
	cmpl	$1, %edx
	je	.L1418
	ret
.L1407:
	movq	32(%rdi), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	ret
.L1418:
	imulq	$37, %rax, %rax
	addq	$1, %rax
	ret
.L1408:
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
	js	.L1410
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1411:
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
	jnb	.L1406
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1412
	cvttsd2siq	%xmm0, %rax
.L1406:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L1410:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1411
.L1412:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1406
	.cfi_endproc
.LFE32:
	.size	service_max, .-service_max
	.p2align 4
	.type	dist_at_rank, @function
dist_at_rank:
.LFB76:
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
	je	.L1429
	movq	(%rdi), %rax
	movq	%rbp, %rcx
	xorl	%r10d, %r10d
	salq	$5, %rcx
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L1421:
	movq	(%rax), %rdx
	cmpq	%rdx, %r10
	cmovb	%rdx, %r10
	addq	$32, %rax
	cmpq	%rcx, %rax
	jne	.L1421
.L1420:
	movq	%rbp, %r13
	xorl	%r11d, %r11d
	salq	$5, %r13
.L1427:
	cmpq	%r10, %r11
	jnb	.L1438
	.p2align 4,,10
	.p2align 3
.L1428:
	movq	%r10, %rdi
	movq	(%rbx), %rcx
	subq	%r11, %rdi
	shrq	%rdi
	addq	%r11, %rdi
	testq	%rbp, %rbp
	je	.L1430
	leaq	(%rcx,%r13), %r9
	xorl	%r8d, %r8d
	jmp	.L1426
	.p2align 4,,10
	.p2align 3
.L1424:
	movq	8(%rcx), %r14
	testq	%r14, %r14
	je	.L1425
	subq	%rdi, %rax
	xorl	%edx, %edx
	divq	%r14
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1425
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r8
.L1425:
	addq	$32, %rcx
	cmpq	%rcx, %r9
	je	.L1423
.L1426:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rdi
	jb	.L1424
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r8
	cmpq	%rcx, %r9
	jne	.L1426
.L1423:
	cmpq	%r12, %r8
	jb	.L1439
.L1431:
	movq	%rdi, %r10
	cmpq	%r10, %r11
	jb	.L1428
.L1438:
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
.L1430:
	.cfi_restore_state
	xorl	%r8d, %r8d
	cmpq	%r12, %r8
	jnb	.L1431
.L1439:
	leaq	1(%rdi), %r11
	jmp	.L1427
.L1429:
	xorl	%r10d, %r10d
	jmp	.L1420
	.cfi_endproc
.LFE76:
	.size	dist_at_rank, .-dist_at_rank
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB77:
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
	je	.L1454
	movq	(%rdi), %rcx
	movq	16(%rcx), %rax
	movq	%rax, (%rsp)
	mulq	24(%rcx)
	movq	%rax, %r12
	movq	%rdx, %rax
	movq	%rdx, %r13
	subq	$0, %rax
	jne	.L1456
	leaq	48(%rcx), %rsi
	xorl	%edi, %edi
	movq	$-1, %r14
	xorl	%r11d, %r11d
	jmp	.L1443
	.p2align 4,,10
	.p2align 3
.L1444:
	movq	(%rsi), %rax
	mulq	8(%rsi)
	addq	%rax, %r12
	movq	%r11, %rax
	adcq	%rdx, %r13
	addq	$32, %rsi
	cmpq	%r12, %r14
	sbbq	%r13, %rax
	jc	.L1456
.L1443:
	addq	$1, %rdi
	cmpq	%r15, %rdi
	jne	.L1444
	movq	%r12, (%rsp)
	salq	$5, %rdi
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	movq	%r13, 8(%rsp)
	leaq	(%rcx,%rdi), %r15
	.p2align 4,,10
	.p2align 3
.L1445:
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
	jne	.L1445
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	movq	%r12, %r15
.L1441:
	movq	$99999, 16(%rsp)
	movq	32(%rsp), %rax
	movq	$0, 24(%rsp)
	movq	%r15, (%rax)
	movq	%r10, 64(%rax)
	movq	%r11, 72(%rax)
	movl	40(%rsp), %eax
	testl	%eax, %eax
	jne	.L1447
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1447:
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
.L1449:
	xorl	%eax, %eax
	testq	%rbx, %rbx
	je	.L1448
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
.L1448:
	addq	$8, %r15
	movq	%rax, 0(%rbp)
	addq	$8, %rbp
	cmpq	%r15, %r14
	jne	.L1449
	movq	%rbx, %r15
	movq	(%rsp), %rbx
	movq	40(%rsp), %rbp
	movq	8(%rbx), %r8
	movq	(%rbx), %rcx
	testq	%r8, %r8
	je	.L1450
	salq	$5, %r8
	xorl	%r9d, %r9d
	addq	%rcx, %r8
	jmp	.L1453
	.p2align 4,,10
	.p2align 3
.L1451:
	movq	8(%rcx), %rdi
	testq	%rdi, %rdi
	je	.L1452
	subq	%rbp, %rax
	xorl	%edx, %edx
	divq	%rdi
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1452
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r9
.L1452:
	addq	$32, %rcx
	cmpq	%r8, %rcx
	je	.L1469
.L1453:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rbp
	jb	.L1451
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r9
	cmpq	%r8, %rcx
	jne	.L1453
.L1469:
	subq	%r9, %r15
.L1450:
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
.L1456:
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
.L1454:
	.cfi_restore_state
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	jmp	.L1441
	.cfi_endproc
.LFE77:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	guess_narrow, @function
guess_narrow:
.LFB108:
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
	movq	%rdx, 48(%rsp)
	shrq	$2, %rax
	movq	%rcx, 24(%rsp)
	xorl	%ecx, %ecx
	movq	%rax, 16(%rsp)
	movq	%rsi, %rax
	mulq	80(%rdi)
	movq	%r8, 32(%rsp)
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
	movq	%rdx, %rbp
	testq	%r12, %r12
	js	.L1471
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1472:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1554
	sqrtsd	%xmm0, %xmm0
.L1475:
	mulsd	.LC290(%rip), %xmm0
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1476
	cvttsd2siq	%xmm0, %rax
.L1477:
	movq	24(%rsp), %rsi
	movq	32(%rsp), %rdx
	addq	$1, %rax
	movq	%r14, %rdi
	movq	%rax, 8(%rsp)
	call	guess_sort
	movq	56(%r14), %rdi
	movq	96(%r14), %rsi
	xorl	%r10d, %r10d
	xorl	%eax, %eax
	jmp	.L1479
	.p2align 4,,10
	.p2align 3
.L1564:
	leaq	8(%r10), %r9
	cmpq	%rbp, %r8
	jnb	.L1478
	movq	%r9, %r10
.L1479:
	movq	(%rsi,%r10), %r8
	movq	%rax, %rcx
	addq	$1, %rax
	movq	%rbx, %rdx
	addq	%rbx, %r8
	movq	%r8, %rbx
	cmpq	%rdi, %rax
	jb	.L1564
.L1478:
	movq	88(%r14), %r9
	movq	64(%r14), %r13
	movq	%rdx, (%rsp)
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
	jc	.L1482
	movq	8(%r14), %r10
	cmpq	%r10, %r13
	cmovbe	%r13, %r10
	movq	%r10, 40(%rsp)
.L1483:
	movq	(%rsp), %r11
	movq	%rcx, %r12
	testq	%rcx, %rcx
	jne	.L1484
	jmp	.L1565
	.p2align 4,,10
	.p2align 3
.L1487:
	subq	-8(%rsi,%r12,8), %r11
	subq	$1, %r12
	je	.L1486
.L1484:
	cmpq	%r15, -8(%r9,%r12,8)
	jnb	.L1487
.L1486:
	cmpq	%rdi, %rcx
	jnb	.L1516
.L1490:
	movq	40(%rsp), %rdx
	movq	%rcx, %r13
	jmp	.L1488
	.p2align 4,,10
	.p2align 3
.L1493:
	addq	$1, %r13
	cmpq	%rdi, %r13
	jnb	.L1489
.L1488:
	cmpq	(%r9,%r13,8), %rdx
	jnb	.L1493
.L1489:
	testq	%rcx, %rcx
	je	.L1566
.L1492:
	cmpq	$0, 16(%rsp)
	je	.L1495
	movq	(%rsp), %rdx
	cmpq	%rbp, %rdx
	movq	%rdx, %r10
	movq	%rbp, %rdx
	cmova	%rbp, %r10
	subq	%r10, %rdx
	movq	8(%rsp), %r10
	cmpq	%r10, %rdx
	jnb	.L1497
	movq	16(%rsp), %r10
	movq	%rcx, %rdx
	movq	%rdi, 56(%rsp)
	movq	%r12, 72(%rsp)
	movq	(%rsp), %rdi
	movq	%r9, 64(%rsp)
	movq	8(%rsp), %r12
	subq	%r10, %rdx
	jmp	.L1498
	.p2align 4,,10
	.p2align 3
.L1567:
	cmpq	%rcx, %rdx
	je	.L1560
	cmpq	%rbp, %rdi
	movq	%rbp, %r10
	movq	%rbp, %r9
	cmovbe	%rdi, %r10
	subq	%r10, %r9
	cmpq	%r12, %r9
	jnb	.L1560
.L1498:
	subq	$1, %rcx
	subq	(%rsi,%rcx,8), %rdi
	testq	%rcx, %rcx
	jne	.L1567
.L1560:
	movq	64(%rsp), %r9
	movq	72(%rsp), %r12
	movq	%rdi, (%rsp)
	movq	56(%rsp), %rdi
.L1497:
	cmpq	%rdi, %rax
	jnb	.L1495
.L1510:
	cmpq	%r8, %rbp
	movq	%r8, %r10
	movq	8(%rsp), %rdx
	cmovbe	%rbp, %r10
	subq	%r10, %r8
	cmpq	%rdx, %r8
	jnb	.L1495
	movq	%r12, 64(%rsp)
	movq	16(%rsp), %r10
	movl	$2, %r8d
	movq	%rdx, %r12
	movq	%r9, 56(%rsp)
	jmp	.L1499
	.p2align 4,,10
	.p2align 3
.L1568:
	cmpq	%r8, %r10
	jb	.L1562
	addq	$1, %r8
	movq	%rbp, %r9
	cmpq	%rbp, %rbx
	movq	%rbx, %rdx
	cmovbe	%rbx, %r9
	subq	%r9, %rdx
	cmpq	%r12, %rdx
	jnb	.L1562
.L1499:
	addq	$1, %rax
	addq	-8(%rsi,%rax,8), %rbx
	cmpq	%rdi, %rax
	jb	.L1568
.L1562:
	movq	56(%rsp), %r9
	movq	64(%rsp), %r12
.L1495:
	cmpq	%r13, %r12
	jnb	.L1519
	leaq	(%rsi,%r12,8), %r8
	leaq	(%rsi,%r13,8), %r10
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L1500:
	addq	(%r8), %rsi
	addq	$8, %r8
	cmpq	%r8, %r10
	jne	.L1500
	leaq	(%rsi,%r11), %r10
.L1491:
	cmpq	%rbp, %r11
	jnb	.L1501
	cmpq	%rbp, %r10
	jb	.L1501
	movq	(%rsp), %rsi
	movq	%rbp, %rdx
	subq	%r11, %rdx
	movq	%rsi, %r8
	cmpq	%rsi, %rbp
	movq	%rbp, %rsi
	cmovbe	%rbp, %r8
	subq	%r8, %rsi
	movq	8(%rsp), %r8
	cmpq	%r8, %rsi
	cmova	%r8, %rsi
	shrq	$2, %rsi
	cmpq	%rsi, %rdx
	jb	.L1501
	movq	%r10, %rsi
	subq	%rbp, %rsi
	cmpq	%rbp, %rbx
	cmovbe	%rbx, %rbp
	subq	%rbp, %rbx
	cmpq	%r8, %rbx
	cmova	%r8, %rbx
	shrq	$2, %rbx
	cmpq	%rbx, %rsi
	jnb	.L1569
.L1501:
	movq	(%rsp), %rbx
	movq	%rbx, 48(%r14)
	leaq	0(,%rcx,8), %rbx
	leaq	(%r9,%rbx), %rsi
	testq	%rcx, %rcx
	je	.L1508
	movq	(%rsi), %rdx
	movq	%rdx, (%r14)
.L1508:
	cmpq	%rdi, %rax
	jb	.L1570
.L1509:
	subq	%rcx, %rax
	movq	%r9, %rdi
	movq	%rax, 56(%r14)
	leaq	0(,%rax,8), %rdx
	call	memmove@PLT
	movq	96(%r14), %rdi
	movq	56(%r14), %rax
	leaq	(%rdi,%rbx), %rsi
	leaq	0(,%rax,8), %rdx
	call	memmove@PLT
	movq	48(%rsp), %rcx
	testq	%rcx, %rcx
	je	.L1470
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
.L1470:
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
.L1476:
	.cfi_restore_state
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1477
	.p2align 4,,10
	.p2align 3
.L1570:
	movq	-8(%r9,%rax,8), %rdx
	movq	%rdx, 8(%r14)
	jmp	.L1509
	.p2align 4,,10
	.p2align 3
.L1471:
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1472
.L1569:
	leaq	0(,%rdi,8), %rdx
	movq	24(%rsp), %rdi
	movq	%r9, %rsi
	movq	%r11, (%rsp)
	call	memcpy@PLT
	movq	56(%r14), %rax
	movq	96(%r14), %rsi
	movq	32(%rsp), %rdi
	leaq	0(,%rax,8), %rdx
	call	memcpy@PLT
	movq	64(%r14), %rax
	movq	88(%r14), %rdi
	xorl	%esi, %esi
	leaq	0(,%rax,8), %rdx
	call	memset@PLT
	cmpq	%r13, %r12
	movq	(%rsp), %r11
	jnb	.L1506
	movq	88(%r14), %rcx
	movq	24(%rsp), %rsi
	movq	32(%rsp), %rdi
	.p2align 4,,10
	.p2align 3
.L1505:
	movq	(%rsi,%r12,8), %rax
	movq	(%rdi,%r12,8), %rdx
	addq	$1, %r12
	subq	%r15, %rax
	movq	%rdx, (%rcx,%rax,8)
	cmpq	%r13, %r12
	jne	.L1505
.L1506:
	movq	40(%rsp), %rax
	cmpq	$0, 48(%rsp)
	movq	%r11, 48(%r14)
	movq	%r15, (%r14)
	movq	%rax, 8(%r14)
	movl	$1, 72(%r14)
	je	.L1470
	movq	48(%rsp), %rcx
	movq	%r15, %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, 16(%r14)
	movq	40(%rsp), %rax
	movq	%rdx, 24(%r14)
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, 32(%r14)
	movq	%rdx, 40(%r14)
	jmp	.L1470
	.p2align 4,,10
	.p2align 3
.L1519:
	movq	%r11, %r10
	jmp	.L1491
.L1565:
	testq	%rdi, %rdi
	jne	.L1490
	movq	(%rsp), %r10
	xorl	%r13d, %r13d
	movl	$1, %eax
	jmp	.L1491
	.p2align 4,,10
	.p2align 3
.L1516:
	movq	%rcx, %r13
	jmp	.L1492
.L1566:
	cmpq	%rdi, %rax
	jnb	.L1495
	cmpq	$0, 16(%rsp)
	jne	.L1510
	jmp	.L1495
.L1554:
	call	sqrt@PLT
	jmp	.L1475
.L1482:
	movq	$-1, 40(%rsp)
	jmp	.L1483
	.cfi_endproc
.LFE108:
	.size	guess_narrow, .-guess_narrow
	.p2align 4
	.type	guess_hold.part.0, @function
guess_hold.part.0:
.LFB349:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	56(%rdi), %rax
	movq	%rdx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rdi, %rbx
	cmpq	64(%rdi), %rax
	je	.L1577
	movq	88(%rdi), %rdx
.L1572:
	movq	%rbp, (%rdx,%rax,8)
	movq	56(%rbx), %rax
	movq	96(%rbx), %rdx
	leaq	1(%rax), %rcx
	movq	%rcx, 56(%rbx)
	movq	%r12, (%rdx,%rax,8)
.L1571:
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
.L1577:
	.cfi_restore_state
	movq	%r8, %rdx
	movq	32(%rsp), %r8
	movq	%rcx, %rsi
	movq	%r9, %rcx
	call	guess_narrow
	movq	(%rbx), %rax
	cmpq	%rax, %rbp
	jb	.L1579
	cmpq	%rbp, 8(%rbx)
	jb	.L1571
	movl	72(%rbx), %ecx
	movq	88(%rbx), %rdx
	testl	%ecx, %ecx
	jne	.L1575
	movq	56(%rbx), %rax
	jmp	.L1572
	.p2align 4,,10
	.p2align 3
.L1579:
	addq	%r12, 48(%rbx)
	jmp	.L1571
	.p2align 4,,10
	.p2align 3
.L1575:
	subq	%rax, %rbp
	addq	%r12, (%rdx,%rbp,8)
	jmp	.L1571
	.cfi_endproc
.LFE349:
	.size	guess_hold.part.0, .-guess_hold.part.0
	.p2align 4
	.type	cqr_add_n, @function
cqr_add_n:
.LFB129:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rsi, %rax
	movq	%rsi, %r9
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
	movq	%rdx, %rbx
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	movq	(%rdi), %r14
	movl	20(%rdi), %ebp
	movq	%rdx, 8(%rsp)
	xorl	%edx, %edx
	divq	%r14
	movq	%rdx, %r15
	movq	%rax, %r12
	testl	%ebp, %ebp
	jne	.L1581
	movdqa	64(%r13), %xmm0
	movq	8(%rdi), %rbp
	movq	%rbx, %r10
	xorl	%r11d, %r11d
	movdqa	48(%r13), %xmm1
	movq	32(%rdi), %rsi
	movq	1160(%r13), %r8
	movq	40(%rdi), %rdi
	movaps	%xmm0, 16(%rsp)
	movaps	%xmm1, 32(%rsp)
	cmpq	%r14, %r9
	jnb	.L1582
	addq	%rbx, %rsi
	movq	%rbx, %rax
	adcq	%r11, %rdi
	mulq	%r9
	addq	32(%rsp), %rax
	adcq	40(%rsp), %rdx
	movq	%rax, 48(%r13)
	xorl	%eax, %eax
	cmpq	%r9, %rbp
	setnb	%al
	movq	%rdx, 56(%r13)
	mulq	%rbx
	addq	16(%rsp), %rax
	adcq	24(%rsp), %rdx
	movq	%rsi, 32(%r13)
	movq	%rdi, 40(%r13)
	movq	%rax, 64(%r13)
	movq	%rdx, 72(%r13)
	testq	%r8, %r8
	je	.L1608
.L1583:
	leaq	536(%r13), %rbx
	movq	%r13, 48(%rsp)
	movq	%r15, %r13
	movl	$0, 68(%rsp)
	movq	%rbx, %r15
	movq	%r8, %rbx
	movq	%r9, 72(%rsp)
	jmp	.L1607
	.p2align 4,,10
	.p2align 3
.L1637:
	movq	(%r15), %rdx
	subq	%rdx, %rax
	movq	%rax, %rcx
	movq	8(%r15), %rax
	subq	%rdx, %rax
	cmpq	%rcx, %rax
	jnb	.L1636
	movq	48(%r15), %rax
	movq	8(%rsp), %rdi
	cmpq	%rdx, 72(%rsp)
	leaq	(%rax,%rdi), %rcx
	cmovb	%rcx, %rax
	movq	%rax, 48(%r15)
	movq	48(%rsp), %rax
	movq	1160(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L1590:
	addl	$1, 68(%rsp)
	addq	$104, %r15
	movl	68(%rsp), %eax
	testq	%rbx, %rbx
	je	.L1606
	cmpl	$6, %eax
	je	.L1606
	movq	48(%rsp), %rax
	movq	32(%rax), %rsi
.L1607:
	movq	48(%rsp), %rax
	movq	%rsi, 32(%rsp)
	movq	1168(%rax), %rax
	movq	%rax, 16(%rsp)
	movq	72(%rsp), %rax
	cmpq	%r14, %rax
	jb	.L1637
	movq	16(%r15), %rbp
	cmpq	24(%r15), %r13
	jnb	.L1596
	cmpq	%r12, %rbp
	movq	8(%rsp), %rdx
	cmova	%r12, %rbp
	imulq	%rbp, %rdx
.L1597:
	addq	%rdx, 48(%r15)
	.p2align 4,,10
	.p2align 3
.L1598:
	movq	32(%r15), %rax
	cmpq	%r13, 40(%r15)
	jnb	.L1603
	testq	%rax, %rax
	je	.L1635
.L1633:
	subq	$1, %rax
.L1603:
	cmpq	%rax, %r12
	cmovbe	%r12, %rax
	cmpq	%rax, %rbp
	jnb	.L1635
	movl	72(%r15), %r9d
	testl	%r9d, %r9d
	jne	.L1599
	movq	64(%r15), %rax
	cmpq	%rax, 56(%r15)
	jnb	.L1600
	addq	$1, %rbp
	movq	%r14, %rsi
	subq	$8, %rsp
	.cfi_def_cfa_offset 152
	movq	%r14, %r8
	imulq	%rbp, %rsi
	pushq	24(%rsp)
	.cfi_def_cfa_offset 160
	movq	48(%rsp), %rcx
	movq	%r15, %rdi
	movq	24(%rsp), %rdx
	movq	%rbx, %r9
	addq	%r13, %rsi
	call	guess_hold.part.0
	popq	%rdi
	.cfi_def_cfa_offset 152
	movq	32(%r15), %rax
	popq	%r8
	.cfi_def_cfa_offset 144
	cmpq	%r13, 40(%r15)
	jnb	.L1603
	testq	%rax, %rax
	jne	.L1633
.L1635:
	movq	48(%rsp), %rax
	movq	1160(%rax), %rbx
	jmp	.L1590
	.p2align 4,,10
	.p2align 3
.L1581:
	leaq	192(%rdi), %rax
	leaq	240(%rdi), %rdx
	xorl	%r8d, %r8d
	leaq	216(%rdi), %rbp
	movq	8(%rsp), %rdi
	.p2align 4,,10
	.p2align 3
.L1614:
	movl	(%rax), %esi
	testl	%esi, %esi
	jne	.L1610
	movl	24(%rax), %ecx
	testl	%ecx, %ecx
	jne	.L1611
	cmpq	%r14, %r9
	jb	.L1610
	movl	192(%rax), %ecx
	movq	%r12, %rsi
	subq	96(%rdx), %rsi
	shrq	%cl, %rsi
	movq	%rsi, %rcx
	cmpq	$65535, %rsi
	jbe	.L1638
	.p2align 4,,10
	.p2align 3
.L1610:
	addq	$4, %rax
	addq	$65536, %r8
	addq	$8, %rdx
	cmpq	%rbp, %rax
	jne	.L1614
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
	movq	(%rdx), %rcx
	testq	%rcx, %rcx
	jne	.L1612
	movq	%r9, %rcx
	cmpq	%r14, %r9
	jnb	.L1610
.L1613:
	subq	96(%rdx), %rcx
	movq	%rcx, %rsi
	movl	192(%rax), %ecx
	shrq	%cl, %rsi
	movq	%rsi, %rcx
	cmpq	$65535, %rsi
	ja	.L1610
	movq	504(%r13), %rsi
	addq	%r8, %rcx
	addq	%rdi, (%rsi,%rcx,8)
	jmp	.L1610
	.p2align 4,,10
	.p2align 3
.L1612:
	cmpq	%r14, %r9
	jb	.L1610
	cmpq	%rcx, %r12
	jb	.L1610
	movq	%r15, %rcx
	jmp	.L1613
	.p2align 4,,10
	.p2align 3
.L1638:
	movq	504(%r13), %rsi
	addq	%r8, %rcx
	salq	$3, %rcx
	addq	%rcx, %rsi
	addq	512(%r13), %rcx
	addq	%rdi, (%rsi)
	movq	%r12, %rsi
	imulq	%rdi, %rsi
	addq	%rsi, (%rcx)
	jmp	.L1610
	.p2align 4,,10
	.p2align 3
.L1582:
	movq	8(%rsp), %rax
	mulq	%r12
	addq	%rax, %rsi
	movq	%rax, 48(%rsp)
	movq	%r14, %rax
	adcq	%rdx, %rdi
	imulq	%r12, %rax
	movq	%rdx, 56(%rsp)
	leaq	1(%r12), %rdx
	movq	%rsi, 32(%r13)
	movq	%rdi, 40(%r13)
	mulq	%rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rax, %rcx
	movq	%r15, %rax
	movq	%rdx, %rbx
	mulq	%r12
	addq	%rcx, %rax
	adcq	%rbx, %rdx
	movq	%rdx, %rcx
	mulq	%r10
	imulq	%r10, %rcx
	addq	%rcx, %rdx
	addq	32(%rsp), %rax
	adcq	40(%rsp), %rdx
	movq	%rax, 48(%r13)
	movq	%rdx, 56(%r13)
	cmpq	%r9, %rbp
	jnb	.L1585
	leaq	(%r14,%r15), %rax
	cmpq	%rax, %rbp
	jb	.L1586
	movq	%rbp, %rax
	xorl	%edx, %edx
	subq	%r15, %rax
	divq	%r14
	mulq	8(%rsp)
	addq	%rax, 16(%rsp)
	adcq	%rdx, 24(%rsp)
	jmp	.L1586
	.p2align 4,,10
	.p2align 3
.L1600:
	movq	16(%rsp), %r8
	movq	32(%rsp), %rsi
	movq	%rbx, %rcx
	movq	%r14, %rdx
	movq	%r15, %rdi
	call	guess_narrow
	movq	16(%r15), %rax
	cmpq	24(%r15), %r13
	jb	.L1602
	testq	%rax, %rax
	je	.L1598
	subq	$1, %rax
.L1602:
	cmpq	%rax, %r12
	cmovbe	%r12, %rax
	cmpq	%rax, %rbp
	jnb	.L1598
	movq	8(%rsp), %rdi
	movq	%rax, %rdx
	subq	%rbp, %rdx
	movq	%rax, %rbp
	imulq	%rdi, %rdx
	addq	%rdx, 48(%r15)
	jmp	.L1598
	.p2align 4,,10
	.p2align 3
.L1599:
	addq	$1, %rbp
	movq	%r14, %rdx
	movq	%r13, %rax
	subq	(%r15), %rax
	imulq	%rbp, %rdx
	movq	8(%rsp), %rdi
	addq	%rdx, %rax
	movq	88(%r15), %rdx
	addq	%rdi, (%rdx,%rax,8)
	jmp	.L1598
	.p2align 4,,10
	.p2align 3
.L1596:
	xorl	%edx, %edx
	testq	%rbp, %rbp
	je	.L1597
	leaq	-1(%rbp), %rax
	movq	8(%rsp), %rdx
	cmpq	%r12, %rax
	cmova	%r12, %rax
	imulq	%rax, %rdx
	movq	%rax, %rbp
	jmp	.L1597
	.p2align 4,,10
	.p2align 3
.L1606:
	movq	72(%rsp), %r9
	movq	48(%rsp), %r13
	cmpq	%r14, %r9
	jb	.L1608
.L1615:
	movq	8(%rsp), %rax
	movq	520(%r13), %rdx
	addq	%rax, 88(%r13)
	movq	%r12, %rax
	cmpq	$16383, %r12
	jbe	.L1609
	bsrq	%r12, %rax
	movq	%r12, %rdi
	subl	$13, %eax
	movq	%rax, %rcx
	salq	$13, %rax
	shrq	%cl, %rdi
	addq	%rdi, %rax
.L1609:
	movq	8(%rsp), %rbx
	salq	$3, %rax
	addq	%rbx, (%rdx,%rax)
	addq	528(%r13), %rax
	imulq	%r12, %rbx
	addq	%rbx, (%rax)
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
.L1636:
	.cfi_restore_state
	movl	72(%r15), %r11d
	testl	%r11d, %r11d
	jne	.L1639
	movq	56(%r15), %rax
	cmpq	64(%r15), %rax
	je	.L1632
	movq	88(%r15), %rdx
.L1591:
	movq	72(%rsp), %rdi
	movq	%rdi, (%rdx,%rax,8)
	movq	56(%r15), %rax
	movq	96(%r15), %rdx
	movq	8(%rsp), %rdi
	leaq	1(%rax), %rcx
	movq	%rcx, 56(%r15)
	movq	%rdi, (%rdx,%rax,8)
	movq	48(%rsp), %rax
	movq	1160(%rax), %rbx
	jmp	.L1590
	.p2align 4,,10
	.p2align 3
.L1608:
	movq	8(%rsp), %rax
	addq	%rax, 80(%r13)
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
.L1585:
	.cfi_restore_state
	movq	48(%rsp), %rcx
	movq	56(%rsp), %rbx
	addq	%rcx, 16(%rsp)
	adcq	%rbx, 24(%rsp)
.L1586:
	movdqa	16(%rsp), %xmm2
	movaps	%xmm2, 64(%r13)
	testq	%r8, %r8
	jne	.L1583
	jmp	.L1615
	.p2align 4,,10
	.p2align 3
.L1639:
	movq	88(%r15), %rax
	movq	8(%rsp), %rdi
	addq	%rdi, (%rax,%rcx,8)
	jmp	.L1590
.L1632:
	movq	16(%rsp), %r8
	movq	32(%rsp), %rsi
	movq	%rbx, %rcx
	xorl	%edx, %edx
	movq	%r15, %rdi
	call	guess_narrow
	movq	(%r15), %rax
	cmpq	%rax, 72(%rsp)
	jb	.L1640
	movq	72(%rsp), %rbx
	cmpq	%rbx, 8(%r15)
	jb	.L1635
	movl	72(%r15), %r10d
	movq	88(%r15), %rdx
	testl	%r10d, %r10d
	jne	.L1594
	movq	56(%r15), %rax
	jmp	.L1591
.L1640:
	movq	8(%rsp), %rax
	addq	%rax, 48(%r15)
	movq	48(%rsp), %rax
	movq	1160(%rax), %rbx
	jmp	.L1590
.L1594:
	movq	72(%rsp), %rcx
	subq	%rax, %rcx
	movq	8(%rsp), %rax
	addq	%rax, (%rdx,%rcx,8)
	movq	48(%rsp), %rax
	movq	1160(%rax), %rbx
	jmp	.L1590
	.cfi_endproc
.LFE129:
	.size	cqr_add_n, .-cqr_add_n
	.p2align 4
	.type	run_open, @function
run_open:
.LFB53:
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
	jnb	.L1641
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
	jmp	.L1652
	.p2align 4,,10
	.p2align 3
.L1661:
	movq	$-1, (%rdi)
.L1646:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1645:
	cmpq	%r15, %rbx
	jnb	.L1641
.L1652:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1643
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1643
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1660
.L1643:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1646
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1647
	addq	%rcx, %rdx
.L1648:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1661
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1646
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
	jmp	.L1646
	.p2align 4,,10
	.p2align 3
.L1647:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1648
	.p2align 4,,10
	.p2align 3
.L1641:
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
.L1660:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1644:
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
	jne	.L1644
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1645
	.cfi_endproc
.LFE53:
	.size	run_open, .-run_open
	.p2align 4
	.type	ref_walker_start, @function
ref_walker_start:
.LFB141:
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
	je	.L1663
	movq	64(%rsi), %rax
.L1663:
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
.LFE141:
	.size	ref_walker_start, .-ref_walker_start
	.p2align 4
	.type	service_of, @function
service_of:
.LFB30:
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
	je	.L1668
	cmpl	$3, %eax
	je	.L1669
	cmpl	$1, %eax
	movq	(%rdi), %rax
	je	.L1670
.L1667:
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
.L1668:
	.cfi_restore_state
	movq	96(%rdi), %rdi
	movq	%rsi, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	movsd	24(%rbx), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1697
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
.L1670:
	.cfi_restore_state
	testq	%rax, %rax
	js	.L1672
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
	movsd	%xmm7, 8(%rsp)
.L1673:
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
	ja	.L1688
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1667
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1701
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1667
	.p2align 4,,10
	.p2align 3
.L1669:
	movsd	16(%rdi), %xmm0
	movq	(%rdi), %r12
	mulsd	%xmm0, %xmm0
	call	log1p@PLT
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1698
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1682:
	testq	%r12, %r12
	js	.L1683
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1684:
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
	ja	.L1699
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1687:
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
	ja	.L1688
	comisd	.LC289(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1667
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1702
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1667
	.p2align 4,,10
	.p2align 3
.L1697:
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
.L1672:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1673
	.p2align 4,,10
	.p2align 3
.L1688:
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
.L1683:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1684
	.p2align 4,,10
	.p2align 3
.L1701:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1667
	.p2align 4,,10
	.p2align 3
.L1702:
	cvttsd2siq	%xmm0, %rax
	jmp	.L1667
.L1698:
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1682
.L1699:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1687
	.cfi_endproc
.LFE30:
	.size	service_of, .-service_of
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB78:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1718
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
.L1704:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1709
	.p2align 4,,10
	.p2align 3
.L1705:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1707
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1707:
	testq	%r8, %r8
	je	.L1708
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1708
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1708:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1705
.L1709:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1704
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
.L1718:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE78:
	.size	dist_correct, .-dist_correct
	.p2align 4
	.type	run_closed, @function
run_closed:
.LFB52:
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
	jnb	.L1721
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
	jmp	.L1731
	.p2align 4,,10
	.p2align 3
.L1741:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1726:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1725:
	cmpq	%r15, %rbp
	jnb	.L1721
.L1731:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1723
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1723
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1740
.L1723:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1726
	cmpq	%rax, %rbx
	jnb	.L1727
	addq	%r8, %rdx
.L1728:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1741
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1726
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
	jmp	.L1726
	.p2align 4,,10
	.p2align 3
.L1727:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1728
	.p2align 4,,10
	.p2align 3
.L1721:
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
.L1740:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1724:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1724
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1725
	.cfi_endproc
.LFE52:
	.size	run_closed, .-run_closed
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
.LFB299:
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
.L1744:
	movl	872(%r10,%rax,4), %ecx
	testl	%ecx, %ecx
	je	.L1743
	movslq	%r13d, %rdx
	addl	$1, %r13d
	movl	%eax, 80(%rsp,%rdx,4)
.L1743:
	addq	$1, %rax
	cmpq	$9, %rax
	jne	.L1744
	cmpl	$1, %r13d
	jle	.L1745
	movq	24(%r10), %rax
	testq	%rax, %rax
	js	.L1746
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1747:
	leaq	80(%rsp), %rsi
	leaq	84(%rsp), %rcx
	movl	$1, %edx
	movsd	.LC73(%rip), %xmm4
	movq	.LC61(%rip), %xmm3
	pxor	%xmm5, %xmm5
	.p2align 4,,10
	.p2align 3
.L1748:
	movq	%rcx, %rax
	jmp	.L1749
	.p2align 4,,10
	.p2align 3
.L1827:
	movslq	%r11d, %r11
	leaq	(%r11,%r11,4), %r11
	salq	$4, %r11
	movq	104(%r10,%r11), %r11
	testq	%r11, %r11
	js	.L1754
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r11, %xmm1
.L1755:
	subsd	%xmm2, %xmm1
	movslq	%r9d, %r9
	leaq	(%r9,%r9,4), %r9
	salq	$4, %r9
	mulsd	%xmm4, %xmm1
	movq	104(%r10,%r9), %r9
	divsd	%xmm2, %xmm1
	andpd	%xmm3, %xmm1
	testq	%r9, %r9
	js	.L1756
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L1757:
	subsd	%xmm2, %xmm0
	mulsd	%xmm4, %xmm0
	divsd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L1751
	movq	%xmm6, -4(%rax)
	subq	$4, %rax
	cmpq	%rsi, %rax
	je	.L1751
.L1749:
	comisd	%xmm5, %xmm2
	movq	-4(%rax), %xmm0
	pshufd	$0xe5, %xmm0, %xmm7
	pshufd	$225, %xmm0, %xmm6
	movd	%xmm0, %r11d
	movd	%xmm7, %r9d
	ja	.L1827
.L1751:
	addl	$1, %edx
	addq	$4, %rcx
	cmpl	%edx, %r13d
	jne	.L1748
	testl	%r8d, %r8d
	je	.L1759
.L1758:
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
.L1776:
	movslq	(%rsi), %r15
	movq	%rsi, 24(%rsp)
	leaq	PCT_NAME(%rip), %r14
	movq	40(%rsp), %r12
	leaq	(%r15,%r15,4), %rbp
	salq	$4, %rbp
	jmp	.L1775
	.p2align 4,,10
	.p2align 3
.L1830:
	testq	%r8, %r8
	js	.L1773
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1774:
	subsd	%xmm1, %xmm0
	mulsd	.LC73(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1771:
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
	je	.L1828
.L1775:
	movq	(%r12), %r9
	movq	80(%r12,%rbp), %r8
	testq	%r9, %r9
	je	.L1761
	testq	%r8, %r8
	js	.L1762
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1763:
	testq	%r9, %r9
	js	.L1764
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L1765:
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
	js	.L1829
.L1821:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L1770:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1830
	pxor	%xmm0, %xmm0
	jmp	.L1771
	.p2align 4,,10
	.p2align 3
.L1756:
	movq	%r9, %r11
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%r11
	orq	%r9, %r11
	cvtsi2sdq	%r11, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1757
	.p2align 4,,10
	.p2align 3
.L1754:
	movq	%r11, %rbx
	andl	$1, %r11d
	pxor	%xmm1, %xmm1
	shrq	%rbx
	orq	%r11, %rbx
	cvtsi2sdq	%rbx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1755
	.p2align 4,,10
	.p2align 3
.L1829:
	movq	%r9, %rax
	movq	%r9, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1770
	.p2align 4,,10
	.p2align 3
.L1761:
	movl	$6369134, (%rbx)
	jmp	.L1821
	.p2align 4,,10
	.p2align 3
.L1764:
	movq	%r9, %rax
	andl	$1, %r9d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r9, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1765
	.p2align 4,,10
	.p2align 3
.L1762:
	movq	%r8, %rax
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r8, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1763
	.p2align 4,,10
	.p2align 3
.L1773:
	movq	%r8, %rax
	movq	%r8, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1774
	.p2align 4,,10
	.p2align 3
.L1828:
	movq	24(%rsp), %rsi
	addq	$4, %rsi
	cmpq	%rsi, 32(%rsp)
	jne	.L1776
.L1742:
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
.L1759:
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
.L1778:
	movq	0(%rbp), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r12, %rbp
	jne	.L1778
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
.L1779:
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	addq	$8, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%rbp, %r12
	jne	.L1779
	movl	$10, %edi
	movq	%r14, 16(%rsp)
	call	putchar@PLT
	testl	%r13d, %r13d
	je	.L1780
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
.L1783:
	movl	(%r14), %eax
	leaq	.LC11(%rip), %rdx
	xorl	%ebp, %ebp
	testl	%eax, %eax
	jne	.L1831
.L1781:
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
.L1782:
	movq	88(%rbp,%r12,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r12
	jne	.L1782
	movl	$10, %edi
	addq	$4, %r14
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r14
	jne	.L1783
	leaq	.LC301(%rip), %rdi
	xorl	%eax, %eax
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	call	printf@PLT
	leaq	.LC302(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L1793:
	movslq	(%r12), %rbx
	leaq	.LC11(%rip), %rdx
	leaq	.LC298(%rip), %rdi
	xorl	%eax, %eax
	movq	0(%r13,%rbx,8), %rsi
	leaq	(%rbx,%rbx,4), %rbx
	salq	$4, %rbx
	call	printf@PLT
	movq	24(%rsp), %r14
	jmp	.L1792
	.p2align 4,,10
	.p2align 3
.L1833:
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1824
.L1834:
	movq	80(%r14,%rbx), %rax
	testq	%rax, %rax
	js	.L1790
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1791:
	subsd	%xmm1, %xmm0
	mulsd	.LC73(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1788:
	movq	%r15, %rdi
	movl	$1, %eax
	addq	$8, %r14
	call	printf@PLT
	cmpq	%rbp, %r14
	je	.L1832
.L1792:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1833
	movq	%rax, %rcx
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	andl	$1, %eax
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1834
.L1824:
	pxor	%xmm0, %xmm0
	jmp	.L1788
	.p2align 4,,10
	.p2align 3
.L1790:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1791
	.p2align 4,,10
	.p2align 3
.L1832:
	movl	$10, %edi
	addq	$4, %r12
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r12
	jne	.L1793
.L1785:
	leaq	.LC303(%rip), %rdi
	call	puts@PLT
	jmp	.L1742
	.p2align 4,,10
	.p2align 3
.L1831:
	movslq	%eax, %rbp
	movq	16(%rsp), %rax
	movq	%rbx, %rdi
	movq	800(%rax,%rbp,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	jmp	.L1781
.L1746:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1747
.L1780:
	leaq	.LC301(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1785
.L1745:
	testl	%r8d, %r8d
	je	.L1759
	leaq	80(%rsp), %rsi
	cmpl	$1, %r13d
	je	.L1758
	jmp	.L1742
	.cfi_endproc
.LFE299:
	.size	print_score, .-print_score
	.section	.rodata.str1.1
.LC304:
	.string	"bench: %s\n"
	.text
	.p2align 4
	.type	due_restart, @function
due_restart:
.LFB43:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %rdx
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%rdx)
	cmpq	$0, 112(%rsi)
	je	.L1848
.L1846:
	ret
	.p2align 4,,10
	.p2align 3
.L1848:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1846
	cmpl	$1, %eax
	je	.L1849
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
	jne	.L1850
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1849:
	.cfi_restore 3
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L1850:
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
.LFE43:
	.size	due_restart, .-due_restart
	.section	.rodata.str1.1
.LC305:
	.string	"%-*s %9lu"
.LC306:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row_w, @function
print_row_w:
.LFB218:
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
	leaq	.LC305(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1852:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L1852
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L1853
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
.L1853:
	movq	%rbp, %rdi
	leaq	.LC194(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC306(%rip), %rdi
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
.LFE218:
	.size	print_row_w, .-print_row_w
	.p2align 4
	.type	think_of.part.0.isra.0, @function
think_of.part.0.isra.0:
.LFB377:
	.cfi_startproc
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	testq	%rsi, %rsi
	js	.L1859
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rsi, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1860:
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
	ja	.L1858
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1858
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1867
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1858:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1859:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1860
	.p2align 4,,10
	.p2align 3
.L1867:
	cvttsd2siq	%xmm1, %rax
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE377:
	.size	think_of.part.0.isra.0, .-think_of.part.0.isra.0
	.p2align 4
	.type	dist_of_sorted, @function
dist_of_sorted:
.LFB95:
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
	je	.L1868
.L1869:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L1877
	.p2align 4,,10
	.p2align 3
.L1872:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L1871
.L1877:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L1872
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L1873
.L1878:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L1873
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L1873:
	cmpq	%rbp, %rbx
	jnb	.L1868
	movq	%rbx, %rax
	jmp	.L1869
	.p2align 4,,10
	.p2align 3
.L1871:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L1878
.L1868:
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
.LFE95:
	.size	dist_of_sorted, .-dist_of_sorted
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB87:
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
	jne	.L1887
	movl	152(%rdi), %ecx
	movq	%rdi, %r11
	testl	%ecx, %ecx
	jne	.L1887
	cmpq	$1, 160(%rdi)
	je	.L1904
.L1887:
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
.L1904:
	.cfi_restore_state
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L1887
	movq	40(%rdi), %r10
	testq	%r10, %r10
	jne	.L1887
	movq	%rsi, %r12
	movq	%rdx, %rbx
	call	closed_form_gap.part.0
	testq	%rax, %rax
	jne	.L1887
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
.L1891:
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L1890
	jmp	.L1889
	.p2align 4,,10
	.p2align 3
.L1898:
	movq	%rdx, %rcx
.L1890:
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%rcx, %r10
	divq	%rcx
	testq	%rdx, %rdx
	jne	.L1898
.L1889:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L1891
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
.LFE87:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB155:
	.cfi_startproc
	movl	204(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L1915
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1915:
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
	jne	.L1905
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L1905
	movl	152(%rbx), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L1910
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L1910
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L1905:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1910:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE155:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB157:
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
	je	.L1916
	cmpl	$2, %edx
	je	.L1936
	movl	152(%rbp), %edx
	movq	136(%rbp), %r12
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L1937
.L1922:
	leaq	0(,%rdi,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rbx)
	testq	%rax, %rax
	je	.L1920
	salq	$3, %r12
.L1921:
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
.L1916:
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
.L1937:
	.cfi_restore_state
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L1922
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L1922
	.p2align 4,,10
	.p2align 3
.L1936:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1920
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
	je	.L1920
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 56(%rbx)
	call	calloc@PLT
	movq	%rax, 72(%rbx)
	testq	%rax, %rax
	je	.L1920
	movl	$524288, %r12d
	movl	$524288, %ebp
	jmp	.L1921
.L1920:
	movl	$-1, %eax
	jmp	.L1916
	.cfi_endproc
.LFE157:
	.size	buffers_init, .-buffers_init
	.section	.rodata.str1.1
.LC307:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC308:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC309:
	.string	"unexpected argument '%s': %s"
.LC310:
	.string	"see bench --help"
.LC311:
	.string	"unknown option '%s': %s"
.LC312:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC313:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC314:
	.string	"--quick"
.LC315:
	.string	"--export-values"
.LC316:
	.string	"--verbose"
.LC317:
	.string	"--cross-check"
.LC318:
	.string	"--scoreboard"
.LC319:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC320:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC321:
	.string	"at most 1000 characters"
.LC322:
	.string	"%s: the value is too long: %s"
.LC323:
	.string	"--rank"
.LC324:
	.string	"round"
.LC325:
	.string	"ceil"
.LC326:
	.string	"use round or ceil"
.LC327:
	.string	"--rank '%s' is not valid: %s"
.LC328:
	.string	"--exact-by"
.LC329:
	.string	"auto"
.LC330:
	.string	"sorted"
.LC331:
	.string	"sort"
.LC332:
	.string	"lattice"
.LC333:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC334:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC335:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC336:
	.string	"--service-dist"
	.section	.rodata.str1.8
	.align 8
.LC337:
	.string	"%s '%s' is not valid: use one of the names --help lists"
	.section	.rodata.str1.1
.LC338:
	.string	"--stalls"
.LC339:
	.string	"poisson"
.LC340:
	.string	"--stall-dist"
.LC341:
	.string	"fixed"
.LC342:
	.string	"exp"
.LC343:
	.string	"--schedule"
	.section	.rodata.str1.8
	.align 8
.LC344:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC345:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC346:
	.string	"--closed"
.LC347:
	.string	"catch-up"
.LC348:
	.string	"skip"
.LC349:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC350:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC351:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC352:
	.string	"--schedule-from"
.LC353:
	.string	"base"
.LC354:
	.string	"last-send"
.LC355:
	.string	"use base or last-send"
	.section	.rodata.str1.8
	.align 8
.LC356:
	.string	"--schedule-from '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC357:
	.string	"--think-dist"
.LC358:
	.string	"use fixed or exp"
	.section	.rodata.str1.8
	.align 8
.LC359:
	.string	"--think-dist '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC360:
	.string	"--when-full"
.LC361:
	.string	"block"
.LC362:
	.string	"drop"
.LC363:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC364:
	.string	"--when-full '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC365:
	.string	"--correct"
.LC366:
	.string	"--trace-values"
.LC367:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC368:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC369:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC370:
	.string	"--sweep"
.LC371:
	.string	"load"
.LC372:
	.string	"stall"
.LC373:
	.string	"use load or stall"
.LC374:
	.string	"--sweep '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB379:
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
	jle	.L2005
	movl	%esi, 28(%rsp)
	xorl	%ebx, %ebx
	leaq	1664+OPTIONS(%rip), %rbp
	movq	%rcx, 8(%rsp)
	movl	%ebx, %r14d
	.p2align 4,,10
	.p2align 3
.L1939:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 32(%rsp)
	movq	16(%rsp), %rcx
	movq	(%rcx,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L2012
	cmpb	$104, 1(%r15)
	jne	.L2012
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC307(%rip), %r13
	jne	.L2012
.L1942:
	leaq	OPTIONS(%rip), %rbx
	xorl	%r12d, %r12d
	jmp	.L1947
	.p2align 4,,10
	.p2align 3
.L1943:
	addl	$1, %r12d
	addq	$32, %rbx
	cmpl	$52, %r12d
	je	.L1946
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
.L1947:
	movq	(%rbx), %rdi
	testl	%eax, %eax
	jne	.L1943
	movslq	%r12d, %rdx
	leaq	OPTIONS(%rip), %rax
	salq	$5, %rdx
	movl	8(%rax,%rdx), %eax
	cmpl	$2, %eax
	je	.L2066
	leal	1(%r14), %r13d
	cmpl	$1, %eax
	je	.L2067
	cmpl	%r13d, 28(%rsp)
	je	.L2068
	movq	16(%rsp), %rax
	movq	32(%rsp), %rcx
	movq	8(%rax,%rcx), %r12
	cmpb	$45, (%r12)
	jne	.L2014
	cmpb	$104, 1(%r12)
	jne	.L2014
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC307(%rip), %rbx
	jne	.L2014
.L1961:
	leaq	32+OPTIONS(%rip), %r14
	jmp	.L1964
	.p2align 4,,10
	.p2align 3
.L1962:
	cmpq	%rbp, %r14
	je	.L1963
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$32, %r14
	call	strcmp@PLT
.L1964:
	testl	%eax, %eax
	jne	.L1962
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC320(%rip), %rdx
	call	snprintf@PLT
.L1950:
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
.L1963:
	.cfi_restore_state
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L2069
	movq	8(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	apply_amount.constprop.0
	testl	%eax, %eax
	jle	.L1966
	leaq	.LC323(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1967
	leaq	.LC324(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC325(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1968
	testl	%eax, %eax
	jne	.L2070
.L1968:
	testl	%eax, %eax
	movq	40(%rsp), %rcx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 200(%rcx)
.L1958:
	leal	1(%r13), %r14d
	cmpl	%r14d, 28(%rsp)
	jg	.L1939
.L2005:
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
.L2012:
	.cfi_restore_state
	leaq	.LC122(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r13
	call	strcmp@PLT
	jmp	.L1942
	.p2align 4,,10
	.p2align 3
.L2014:
	leaq	.LC122(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L1961
	.p2align 4,,10
	.p2align 3
.L1967:
	leaq	.LC328(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1970
	leaq	.LC329(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2071
	leaq	.LC330(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1972
	leaq	.LC331(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1972
	leaq	.LC332(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2072
	leaq	.LC333(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1975
	movq	40(%rsp), %rax
	movl	$3, 204(%rax)
	jmp	.L1958
	.p2align 4,,10
	.p2align 3
.L1946:
	cmpb	$45, (%r15)
	movq	8(%rsp), %rdi
	je	.L2073
.L2013:
	leaq	.LC308(%rip), %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC309(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
	.p2align 4,,10
	.p2align 3
.L1966:
	je	.L1958
	jmp	.L1950
	.p2align 4,,10
	.p2align 3
.L1970:
	leaq	.LC336(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2074
	leaq	.LC338(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2075
	leaq	.LC340(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2076
	leaq	.LC343(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1986
	leaq	.LC341(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC339(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1987
	testl	%eax, %eax
	jne	.L2077
.L1987:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 72(%rdx)
	jmp	.L1958
.L2073:
	cmpb	$45, 1(%r15)
	jne	.L2013
.L1949:
	leaq	.LC310(%rip), %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC311(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
	.p2align 4,,10
	.p2align 3
.L2067:
	leaq	.LC314(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	je	.L2078
	leaq	.LC315(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1954
	movq	40(%rsp), %rax
	movl	$1, 432(%rax)
.L1953:
	movl	%r14d, %r13d
	jmp	.L1958
	.p2align 4,,10
	.p2align 3
.L2078:
	movq	40(%rsp), %rax
	movl	$1, 464(%rax)
	jmp	.L1953
.L1986:
	leaq	.LC287(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2079
	leaq	.LC346(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1989
	leaq	.LC347(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1990
	leaq	.LC348(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2011
	leaq	.LC349(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2080
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC350(%rip), %r8
	leaq	.LC351(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
.L1972:
	movq	40(%rsp), %rax
	movl	$1, 204(%rax)
	jmp	.L1958
.L2071:
	movq	40(%rsp), %rax
	movl	$0, 204(%rax)
	jmp	.L1958
.L2074:
	xorl	%ebx, %ebx
	leaq	SERVICE_DIST_NAME(%rip), %r14
.L1978:
	movq	(%r14,%rbx,8), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2081
	movq	40(%rsp), %rax
	movl	%ebx, 8(%rax)
	jmp	.L1958
.L1954:
	leaq	.LC316(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	je	.L2082
	leaq	.LC317(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1956
	movq	40(%rsp), %rax
	movl	$3, 352(%rax)
	jmp	.L1953
.L2082:
	movq	40(%rsp), %rax
	movl	$1, 436(%rax)
	jmp	.L1953
.L2079:
	movq	40(%rsp), %rax
	movq	%r12, 392(%rax)
	movl	$2, 72(%rax)
	jmp	.L1958
.L2075:
	leaq	.LC242(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L2083
.L1981:
	movq	40(%rsp), %rdx
	movl	%eax, 40(%rdx)
	jmp	.L1958
.L2076:
	leaq	.LC341(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L2084
.L1984:
	movq	40(%rsp), %rdx
	movl	%eax, 44(%rdx)
	jmp	.L1958
.L2066:
	movq	%rdi, %r9
	movq	8(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC312(%rip), %r8
	movq	%r9, %rcx
	leaq	.LC313(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
.L2068:
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC310(%rip), %r8
	leaq	.LC319(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
.L2069:
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC321(%rip), %r8
	leaq	.LC322(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
.L2072:
	movq	40(%rsp), %rax
	movl	$2, 204(%rax)
	jmp	.L1958
.L2081:
	addq	$1, %rbx
	cmpq	$4, %rbx
	jne	.L1978
.L1985:
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC337(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1950
.L1989:
	leaq	.LC352(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2085
	leaq	.LC357(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1994
	leaq	.LC341(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC342(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1995
	testl	%eax, %eax
	jne	.L2086
.L1995:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 336(%rdx)
	jmp	.L1958
.L2083:
	leaq	.LC339(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1985
	movl	$1, %eax
	jmp	.L1981
.L1956:
	leaq	.LC318(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1953
	movq	40(%rsp), %rax
	movl	$1, 500(%rax)
	jmp	.L1953
.L2084:
	leaq	.LC342(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1985
	movl	$1, %eax
	jmp	.L1984
.L2085:
	leaq	.LC353(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC354(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1993
	testl	%eax, %eax
	jne	.L2087
.L1993:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 280(%rdx)
	jmp	.L1958
.L1994:
	leaq	.LC360(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1996
	leaq	.LC361(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC362(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1997
	testl	%eax, %eax
	jne	.L2088
.L1997:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movl	$1, 488(%rdx)
	movzbl	%al, %eax
	movl	%eax, 296(%rdx)
	jmp	.L1958
.L1996:
	leaq	.LC365(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2089
	leaq	.LC366(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2090
	leaq	.LC367(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2000
	cmpb	$0, (%r12)
	je	.L2001
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L2001
	movq	40(%rsp), %rax
	movq	%r12, 424(%rax)
	jmp	.L1958
.L2070:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC326(%rip), %r8
	leaq	.LC327(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
.L2011:
	movl	$1, %eax
.L1990:
	movq	40(%rsp), %rdx
	movl	%eax, 152(%rdx)
	jmp	.L1958
.L2077:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC344(%rip), %r8
	leaq	.LC345(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
.L2080:
	movl	$2, %eax
	jmp	.L1990
.L2088:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC363(%rip), %r8
	leaq	.LC364(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
	.p2align 4,,10
	.p2align 3
.L1975:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC334(%rip), %r8
	leaq	.LC335(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
.L2087:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC355(%rip), %r8
	leaq	.LC356(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
.L2086:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC358(%rip), %r8
	leaq	.LC359(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
.L2001:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC368(%rip), %r8
	leaq	.LC369(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
	.p2align 4,,10
	.p2align 3
.L2000:
	leaq	.LC370(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2003
	leaq	.LC371(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2004
	leaq	.LC372(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2091
.L2004:
	movq	40(%rsp), %rax
	movq	%r12, 416(%rax)
	movl	$2, 352(%rax)
	jmp	.L1958
.L2003:
	movq	8(%rsp), %rdi
	jmp	.L1949
.L2091:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC373(%rip), %r8
	leaq	.LC374(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1950
	.p2align 4,,10
	.p2align 3
.L2090:
	movq	40(%rsp), %rax
	movq	%r12, 408(%rax)
	movl	$1, 352(%rax)
	jmp	.L1958
.L2089:
	movq	40(%rsp), %rax
	movq	%r12, 400(%rax)
	movl	$1, 352(%rax)
	jmp	.L1958
	.cfi_endproc
.LFE379:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC375:
	.string	"out of memory"
.LC376:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC377:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests, hundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses, timeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population, population-stalls, sessions-2 or sessions-20"
	.align 8
.LC378:
	.string	"--scenario '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB383:
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
.L2094:
	movq	(%r12), %rax
	movq	%rbp, %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2093
	addl	$1, %ebx
	addq	$24, %r12
	cmpl	$20, %ebx
	jne	.L2094
	leaq	.LC377(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC378(%rip), %rdx
.L2108:
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L2092
	.p2align 4,,10
	.p2align 3
.L2093:
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
	je	.L2109
	leaq	40(%rsp), %r12
	movl	%r8d, 28(%rsp)
	leaq	48(%rsp), %r13
	leaq	.LC37(%rip), %rbp
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	movl	28(%rsp), %r8d
	testq	%rax, %rax
	je	.L2098
	movl	$1, %r15d
	leaq	48(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L2099:
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
	jne	.L2099
	movl	%edi, %r8d
.L2098:
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
.L2092:
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
.L2109:
	.cfi_restore_state
	leaq	.LC375(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC376(%rip), %rdx
	jmp	.L2108
	.cfi_endproc
.LFE383:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC382:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC383:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC384:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC385:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC386:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC388:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC389:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC390:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB252:
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
	movapd	.LC379(%rip), %xmm0
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
	jle	.L2116
	movslq	%r12d, %rax
	movsd	.LC380(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L2115
	.p2align 4,,10
	.p2align 3
.L2149:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2114:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L2148
.L2115:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L2149
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2114
.L2148:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2150
.L2116:
	movsd	.LC2(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L2112:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC382(%rip), %rsi
	pushq	%r14
	leaq	XTICK.7(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC384(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC383(%rip), %rcx
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
.L2119:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC59(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC385(%rip), %rsi
	mulsd	.LC41(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC42(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L2119
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L2135
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
.L2134:
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
	je	.L2122
	testq	%rbx, %rbx
	je	.L2122
	testq	%rax, %rax
	je	.L2122
	testq	%r14, %r14
	je	.L2151
	movq	.LC380(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L2129
	.p2align 4,,10
	.p2align 3
.L2152:
	divsd	%xmm6, %xmm0
	movsd	.LC2(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2125:
	call	log10@PLT
	movq	.LC59(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L2127
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2128:
	movq	-264(%rbp), %rax
	divsd	.LC380(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L2124
.L2129:
	movsd	(%r12), %xmm0
	movsd	.LC73(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L2152
	movq	.LC31(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L2125
	.p2align 4,,10
	.p2align 3
.L2127:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2128
	.p2align 4,,10
	.p2align 3
.L2151:
	movsd	.LC380(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L2124:
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
	js	.L2130
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2131:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC39(%rip), %xmm0
	movsd	.LC40(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC388(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC387(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L2132
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2133:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC389(%rip), %rdx
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
	leaq	.LC390(%rip), %rsi
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
	jne	.L2134
.L2135:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC386(%rip), %rdi
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
.L2132:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2133
	.p2align 4,,10
	.p2align 3
.L2130:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2131
.L2150:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC381(%rip), %xmm2
	movsd	.LC66(%rip), %xmm3
	movsd	.LC60(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L2118
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
.L2118:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L2112
.L2122:
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
.LFE252:
	.size	spectrum_writer, .-spectrum_writer
	.section	.rodata.str1.8
	.align 8
.LC395:
	.string	"Each correction of the closed loop against the truth, by percentile"
	.align 8
.LC396:
	.string	"log10(value / truth): 0 is exact"
	.section	.rodata.str1.1
.LC397:
	.string	"percentile"
	.text
	.p2align 4
	.type	score_writer, @function
score_writer:
.LFB251:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC395(%rip), %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	$500, %r9d
	movl	$820, %r8d
	movq	%rsi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leaq	.LC382(%rip), %rsi
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
	leaq	.LC385(%rip), %rbx
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movapd	.LC379(%rip), %xmm0
	movaps	%xmm0, 32(%rsp)
	movapd	.LC394(%rip), %xmm0
	movaps	%xmm0, 48(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 232
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	call	fprintf@PLT
	leaq	48(%rsp), %rsi
	leaq	.LC396(%rip), %rcx
	movq	%rbp, %rdi
	leaq	.LC397(%rip), %rdx
	movq	%rsi, 40(%rsp)
	call	svg_axes
	popq	%rcx
	.cfi_def_cfa_offset 232
	popq	%rsi
	.cfi_def_cfa_offset 224
	.p2align 4,,10
	.p2align 3
.L2154:
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
	jne	.L2154
	movq	%r14, %r15
	xorl	%ebx, %ebx
	xorl	%r12d, %r12d
	jmp	.L2166
	.p2align 4,,10
	.p2align 3
.L2155:
	addq	$1, %rbx
	addq	$80, %r15
	cmpq	$9, %rbx
	je	.L2176
.L2166:
	movl	872(%r14,%rbx,4), %edx
	testl	%edx, %edx
	je	.L2155
	xorl	%r13d, %r13d
	leaq	64(%rsp), %rdx
	leaq	112(%rsp), %rcx
	jmp	.L2164
	.p2align 4,,10
	.p2align 3
.L2179:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
	movq	88(%r15,%r13,8), %rax
	testq	%rax, %rax
	js	.L2158
.L2180:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2159:
	pxor	%xmm0, %xmm0
	cvtsi2sdl	%r13d, %xmm0
	movsd	%xmm0, (%rdx,%r13,8)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	jbe	.L2160
	comisd	%xmm0, %xmm1
	ja	.L2177
.L2160:
	pxor	%xmm3, %xmm3
	movq	.LC392(%rip), %rax
	comisd	%xmm3, %xmm1
	movq	%rax, %xmm0
	ja	.L2163
	cmpltsd	%xmm2, %xmm3
	movsd	.LC393(%rip), %xmm0
	pxor	%xmm4, %xmm4
	andpd	%xmm3, %xmm0
	andnpd	%xmm4, %xmm3
	orpd	%xmm3, %xmm0
.L2163:
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	je	.L2178
.L2164:
	movq	8(%r14,%r13,8), %rax
	testq	%rax, %rax
	jns	.L2179
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	movq	88(%r15,%r13,8), %rax
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	testq	%rax, %rax
	jns	.L2180
.L2158:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2159
	.p2align 4,,10
	.p2align 3
.L2177:
	divsd	%xmm2, %xmm1
	movq	%rdx, 16(%rsp)
	movq	%rcx, 8(%rsp)
	movapd	%xmm1, %xmm0
	call	log10@PLT
	movq	.LC392(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movsd	.LC393(%rip), %xmm1
	call	fmax@PLT
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rdx
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	jne	.L2164
.L2178:
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
	leaq	.LC390(%rip), %rsi
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
	jne	.L2166
.L2176:
	movq	%rbp, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC386(%rip), %rdi
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
.LFE251:
	.size	score_writer, .-score_writer
	.section	.rodata.str1.8
	.align 8
.LC398:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB348:
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
.L2183:
	movl	192(%rbx,%rax), %esi
	xorl	%edx, %edx
	testl	%esi, %esi
	jne	.L2182
	movl	216(%rbx,%rax), %edi
	negl	%edi
	sbbl	%edx, %edx
	addl	$2, %edx
.L2182:
	movl	%edx, 0(%rbp,%rax)
	addq	$4, %rax
	cmpq	$24, %rax
	jne	.L2183
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
.L2194:
	movl	(%r11), %ecx
	movq	312(%r10), %r12
	testl	%ecx, %ecx
	jne	.L2184
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L2185
	movq	192(%r10), %rcx
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	jmp	.L2186
	.p2align 4,,10
	.p2align 3
.L2190:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L2220
.L2186:
	movq	%r12, %rsi
	addq	(%rdi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L2190
	movl	192(%r11), %ecx
	movq	%rsi, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L2221
	movq	88(%rsp), %rdi
	movq	144(%r10), %rcx
	imulq	(%rdi), %rcx
	addq	%rcx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L2184:
	addq	$1, %rdx
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	addq	$524288, 16(%rsp)
	cmpq	$6, %rdx
	jne	.L2194
	movq	88(%rsp), %rbx
	movq	104(%rsp), %rbp
	xorl	%r12d, %r12d
	jmp	.L2198
	.p2align 4,,10
	.p2align 3
.L2196:
	addq	$1, %r12
	cmpq	$6, %r12
	je	.L2222
.L2198:
	movl	0(%rbp,%r12,4), %r13d
	testl	%r13d, %r13d
	je	.L2196
	movq	504(%rbx), %rdi
	movq	%r12, %r14
	xorl	%esi, %esi
	movl	$524288, %edx
	salq	$19, %r14
	addq	%r14, %rdi
	call	memset@PLT
	cmpl	$2, %r13d
	jne	.L2196
	movq	512(%rbx), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %r12
	addq	%r14, %rdi
	call	memset@PLT
	cmpq	$6, %r12
	jne	.L2198
.L2222:
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
.L2185:
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
	jmp	.L2188
	.p2align 4,,10
	.p2align 3
.L2224:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L2223
.L2188:
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
	jc	.L2224
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
	je	.L2225
	movl	24(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L2184
	.p2align 4,,10
	.p2align 3
.L2221:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L2184
	.p2align 4,,10
	.p2align 3
.L2225:
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
	je	.L2192
	.p2align 4,,10
	.p2align 3
.L2193:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2205
	movq	%rsi, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2193
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2192:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rdi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L2184
.L2223:
	movq	96(%rsp), %rdx
.L2189:
	movq	stderr(%rip), %rdi
	leaq	.LC398(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L2220:
	movq	88(%rsp), %rbx
	movslq	%edx, %rax
	movq	96(%rbx,%rax,8), %rdx
	jmp	.L2189
.L2205:
	movl	$48, %ecx
	jmp	.L2192
	.cfi_endproc
.LFE348:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.p2align 4
	.type	cqr_first_end, @function
cqr_first_end:
.LFB133:
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
	subq	$104, %rsp
	.cfi_def_cfa_offset 160
	movq	40(%rdi), %r13
	movq	32(%rdi), %r12
	movq	%r13, %rax
	subq	$0, %rax
	jne	.L2245
	leaq	PCT_MILLI(%rip), %rax
	leaq	192(%rdi), %r11
	movq	%rdi, %r15
	movl	$0, 24(%rdi)
	movq	%rax, 48(%rsp)
	leaq	536(%rdi), %rax
	leaq	144(%rdi), %r10
	movq	%rax, 80(%rsp)
	leaq	216(%rdi), %rax
	movq	%rax, 88(%rsp)
	movq	%r10, 40(%rsp)
	movq	%r11, 32(%rsp)
	jmp	.L2243
	.p2align 4,,10
	.p2align 3
.L2259:
	movq	32(%rsp), %rax
	movl	$1, (%rax)
.L2230:
	addq	$4, 32(%rsp)
	movq	32(%rsp), %rax
	addq	$8, 48(%rsp)
	addq	$104, 80(%rsp)
	addq	$8, 40(%rsp)
	cmpq	%rax, 88(%rsp)
	je	.L2242
	movq	32(%r15), %r12
	movq	40(%r15), %r13
.L2243:
	movq	48(%rsp), %rbx
	movl	16(%r15), %esi
	movq	%r12, %rax
	movl	$99999, %ecx
	mulq	(%rbx)
	xorl	%ebx, %ebx
	testl	%esi, %esi
	jne	.L2228
	movl	$50000, %ecx
	xorl	%ebx, %ebx
.L2228:
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
	movq	40(%rsp), %rax
	movq	%r14, -48(%rax)
	je	.L2259
	movq	1160(%r15), %rcx
	movq	1168(%r15), %r8
	movq	%r14, %rsi
	movq	40(%rsp), %rdx
	movq	80(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L2260
	addl	$1, 24(%r15)
	cmpq	%r14, 80(%r15)
	jnb	.L2232
	movq	528(%r15), %rax
	xorl	%esi, %esi
	xorl	%r13d, %r13d
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movq	%rax, 56(%rsp)
	movq	88(%r15), %rax
	movq	%rax, 64(%rsp)
	movq	520(%r15), %rax
	movq	%rax, 72(%rsp)
	movl	$1, %eax
	.p2align 4,,10
	.p2align 3
.L2233:
	movq	56(%rsp), %rdx
	movq	64(%rsp), %r12
	leaq	-1(%rdi), %rbp
	movq	%rbx, (%rsp)
	movq	$0, 8(%rsp)
	addq	%rbp, %rax
	movq	(%rsp), %r10
	movq	(%rdx,%rsi,8), %r8
	movq	72(%rsp), %rdx
	subq	%r13, %r12
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
	jnc	.L2236
	addq	$1, %rsi
	addq	%r9, %r13
	addq	%r8, %rbx
	cmpq	$16383, %rsi
	jbe	.L2261
	movq	%rsi, %rcx
	movq	%rsi, %rdi
	shrq	$13, %rcx
	leal	-1(%rcx), %eax
	movq	%rax, %rcx
	salq	$13, %rax
	subq	%rax, %rdi
	movl	$1, %eax
	salq	%cl, %rdi
	salq	%cl, %rax
	jmp	.L2233
	.p2align 4,,10
	.p2align 3
.L2261:
	movq	%rsi, %rdi
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L2233
	.p2align 4,,10
	.p2align 3
.L2236:
	movq	40(%rsp), %rax
	movq	%rdi, 192(%rax)
	movq	%rbx, 264(%rax)
	movq	%r12, 312(%rax)
	testl	%ecx, %ecx
	je	.L2262
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	32(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
	jmp	.L2230
	.p2align 4,,10
	.p2align 3
.L2242:
	movq	520(%r15), %rdi
	leaq	592(%r15), %rbx
	leaq	1216(%r15), %rbp
	call	free@PLT
	movq	528(%r15), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, 520(%r15)
	.p2align 4,,10
	.p2align 3
.L2244:
	movq	32(%rbx), %rdi
	addq	$104, %rbx
	call	free@PLT
	movq	-64(%rbx), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, -72(%rbx)
	movups	%xmm0, -104(%rbx)
	cmpq	%rbp, %rbx
	jne	.L2244
	movq	1160(%r15), %rdi
	call	free@PLT
	movq	1168(%r15), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movl	$8, %esi
	movl	$393216, %edi
	movups	%xmm0, 1160(%r15)
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
.L2226:
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
	.p2align 4,,10
	.p2align 3
.L2260:
	.cfi_restore_state
	movq	32(%rsp), %rax
	movl	$1, (%rax)
	addl	$1, 1176(%r15)
	jmp	.L2230
	.p2align 4,,10
	.p2align 3
.L2232:
	movq	(%r15), %rdx
	xorl	%ecx, %ecx
	subq	$1, %rdx
	je	.L2234
	.p2align 4,,10
	.p2align 3
.L2235:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2248
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2235
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L2234:
	movq	40(%rsp), %rax
	movq	32(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	$0, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2230
	.p2align 4,,10
	.p2align 3
.L2262:
	imulq	%rbp, %r12
	movq	(%r15), %rdx
	subq	%rbx, %r14
	subq	%r12, %r14
	subq	$1, %rdx
	je	.L2240
	.p2align 4,,10
	.p2align 3
.L2241:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2250
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2241
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2240:
	movq	40(%rsp), %rax
	movq	32(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	%rdi, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2230
	.p2align 4,,10
	.p2align 3
.L2248:
	movl	$48, %ecx
	jmp	.L2234
.L2250:
	movl	$48, %ecx
	jmp	.L2240
.L2245:
	movl	$-2, %eax
	jmp	.L2226
	.cfi_endproc
.LFE133:
	.size	cqr_first_end, .-cqr_first_end
	.section	.rodata.str1.1
.LC399:
	.string	"ok %s\n"
.LC400:
	.string	"%s"
.LC401:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB322:
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
	je	.L2275
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2268:
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
	jc	.L2268
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC400(%rip), %rdx
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
.L2271:
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
	jc	.L2271
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC400(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC401(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L2263:
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
.L2275:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC399(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L2263
	.cfi_endproc
.LFE322:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC402:
	.string	"parse_time '%s'%s"
.LC403:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB323:
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
	jne	.L2282
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC403(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC402(%rip), %rdx
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
.L2282:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC11(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC402(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L2283
.L2279:
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
.L2283:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L2279
	.cfi_endproc
.LFE323:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.1
.LC404:
	.string	"RESULT set=%s"
.LC405:
	.string	" n=%lu"
.LC406:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC407:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB217:
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
	leaq	.LC406(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC404(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC405(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L2285:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2285
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
.L2288:
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
	jc	.L2288
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC400(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L2289
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
.L2289:
	movq	%rbx, %rdi
	leaq	.LC194(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC407(%rip), %rdi
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
.LFE217:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.1
.LC408:
	.string	"open"
.LC409:
	.string	"closed"
.LC410:
	.string	",closed-form"
.LC411:
	.string	"%s-%s"
.LC412:
	.string	"%s loop: sent %lu of %lu"
.LC413:
	.string	", %lu never sent"
.LC414:
	.string	", %lu dropped"
.LC415:
	.string	", %lu timed out (%s %%)"
.LC416:
	.string	", %lu rejected (%s %%)"
.LC417:
	.string	"; %.1f a second, of %.1f\n"
	.section	.rodata.str1.8
	.align 8
.LC418:
	.string	"RESULT timeouts client=%s count=%lu share_pct=%s\n"
	.align 8
.LC419:
	.string	"RESULT errors client=%s count=%lu share_pct=%s\n"
	.align 8
.LC420:
	.string	"RESULT rate client=%s intended=%lu sent=%lu never_sent=%lu dropped=%lu intended_per_s=%.1f achieved_per_s=%.1f\n"
	.align 8
.LC421:
	.string	"RESULT omissions checked_against=reference%s checks=%lu\n"
	.align 8
.LC422:
	.string	"(us; the faults' walks, once each; p99 beside the truth's %s us:"
	.section	.rodata.str1.1
.LC423:
	.string	" %s %s"
.LC424:
	.string	" times)"
	.text
	.p2align 4
	.type	print_omissions, @function
print_omissions:
.LFB298:
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
	jbe	.L2358
	cmpq	%rdx, %rsi
	jnb	.L2358
	subq	$1, %rax
	js	.L2297
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2298:
	mulsd	.LC28(%rip), %xmm0
	subq	%rsi, %rdx
	js	.L2299
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L2300:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L2296
.L2358:
	movq	$0x000000000, 32(%rsp)
.L2296:
	cmpq	$0, 16(%rsp)
	je	.L2295
	xorl	%eax, %eax
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L2307:
	cmpl	$1, %eax
	jle	.L2404
	cmpl	$3, %eax
	jle	.L2405
	cmpq	$0, 256(%r14)
	movl	$1, %edx
	jne	.L2305
	movl	280(%r14), %r8d
	testl	%r8d, %r8d
	jne	.L2305
	xorl	%edx, %edx
	cmpq	$0, 288(%r14)
	setne	%dl
.L2305:
	addl	$1, %eax
	addl	%edx, %esi
	cmpl	$7, %eax
	jne	.L2307
	testl	%ebp, %ebp
	je	.L2406
.L2309:
	movl	%esi, 40(%rsp)
	xorl	%r13d, %r13d
	xorl	%ebx, %ebx
	movl	%ebp, 8(%rsp)
.L2321:
	movq	16(%rsp), %rax
	xorl	%r15d, %r15d
	leaq	(%rax,%r13), %r12
	.p2align 4,,10
	.p2align 3
.L2323:
	cmpq	$1, %r15
	jbe	.L2407
	cmpq	$3, %r15
	jbe	.L2408
	testl	%ebx, %ebx
	je	.L2314
	cmpq	$0, 256(%r14)
	je	.L2315
.L2318:
	cmpq	$6, %r15
	je	.L2316
	leaq	OSET_NAME(%rip), %rax
	leaq	.LC408(%rip), %rcx
	movq	(%rax,%r15,8), %r8
.L2317:
	leaq	112(%rsp), %rbp
	leaq	.LC411(%rip), %rdx
	movl	$40, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
.L2319:
	movl	8(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L2409
	movl	$16, %edi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
.L2314:
	addq	$1, %r15
	addq	$80, %r12
	cmpq	$7, %r15
	jne	.L2323
	addq	$560, %r13
	testl	%ebx, %ebx
	jne	.L2410
	movl	$1, %ebx
	jmp	.L2321
	.p2align 4,,10
	.p2align 3
.L2407:
	cmpq	$0, 224(%r14)
	je	.L2402
.L2311:
	leaq	OSET_NAME(%rip), %rax
	testl	%ebx, %ebx
	leaq	.LC408(%rip), %rcx
	movq	(%rax,%r15,8), %r8
	leaq	.LC409(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L2317
	.p2align 4,,10
	.p2align 3
.L2408:
	movl	232(%r14), %edi
	testl	%edi, %edi
	jne	.L2311
.L2402:
	addq	$1, %r15
	addq	$80, %r12
	jmp	.L2323
	.p2align 4,,10
	.p2align 3
.L2409:
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	print_result_set
	jmp	.L2314
	.p2align 4,,10
	.p2align 3
.L2404:
	xorl	%edx, %edx
	cmpq	$0, 224(%r14)
	setne	%dl
	addl	$1, %eax
	leal	(%rsi,%rdx,2), %esi
	jmp	.L2307
	.p2align 4,,10
	.p2align 3
.L2405:
	movl	232(%r14), %edx
	addl	$1, %eax
	leal	(%rsi,%rdx,2), %esi
	jmp	.L2307
	.p2align 4,,10
	.p2align 3
.L2315:
	movl	280(%r14), %esi
	testl	%esi, %esi
	jne	.L2318
	cmpq	$0, 288(%r14)
	jne	.L2318
	jmp	.L2314
	.p2align 4,,10
	.p2align 3
.L2316:
	movl	$6775148, 112(%rsp)
	leaq	112(%rsp), %rbp
	jmp	.L2319
	.p2align 4,,10
	.p2align 3
.L2420:
	movl	44(%rsp), %esi
	testl	%ebp, %ebp
	jne	.L2411
	testl	%esi, %esi
	jne	.L2412
.L2295:
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
.L2410:
	.cfi_restore_state
	movl	40(%rsp), %esi
	movq	16(%rsp), %rax
	movl	%ebx, 40(%rsp)
	xorl	%r13d, %r13d
	leaq	.LC409(%rip), %r10
	movl	8(%rsp), %ebp
	leaq	.LC420(%rip), %r12
	movl	%esi, 44(%rsp)
	leaq	1120(%rax), %r15
	movq	%r10, %rbx
.L2337:
	movq	8(%r15), %rax
	movq	56(%r15), %rdx
	movq	48(%r15), %rcx
	cmpq	$1, %rax
	jbe	.L2363
	cmpq	%rdx, %rcx
	jnb	.L2363
	movq	%rax, %rsi
	subq	$1, %rsi
	js	.L2325
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2326:
	movsd	.LC28(%rip), %xmm1
	mulsd	%xmm0, %xmm1
	subq	%rcx, %rdx
	js	.L2327
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2328:
	divsd	%xmm0, %xmm1
	movsd	%xmm1, 8(%rsp)
	testl	%ebp, %ebp
	jne	.L2329
.L2417:
	movq	(%r15), %rcx
	movq	%rax, %rdx
	movq	%rbx, %rsi
	leaq	.LC412(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L2413
.L2330:
	movq	24(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L2414
.L2331:
	cmpq	$0, 224(%r14)
	jne	.L2415
.L2332:
	cmpl	$0, 232(%r14)
	jne	.L2416
.L2333:
	movsd	32(%rsp), %xmm1
	movsd	8(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC417(%rip), %rdi
	call	printf@PLT
	jmp	.L2334
	.p2align 4,,10
	.p2align 3
.L2363:
	movq	$0x000000000, 8(%rsp)
	testl	%ebp, %ebp
	je	.L2417
.L2329:
	cmpq	$0, 224(%r14)
	jne	.L2418
.L2335:
	movl	232(%r14), %edx
	testl	%edx, %edx
	jne	.L2419
.L2336:
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
.L2334:
	addq	$64, %r15
	leaq	.LC408(%rip), %rbx
	cmpl	$1, %r13d
	je	.L2420
	movl	40(%rsp), %r13d
	jmp	.L2337
.L2325:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2326
.L2412:
	movq	24(%rsp), %rax
	leaq	48(%rsp), %rdi
	movq	136(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC422(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rax
	leaq	584(%rax), %rbp
.L2341:
	movq	%rbp, %rbx
	xorl	%r12d, %r12d
	movl	%r13d, %r15d
	.p2align 4,,10
	.p2align 3
.L2356:
	cmpq	$1, %r12
	jbe	.L2421
	cmpq	$3, %r12
	jbe	.L2422
	testl	%r15d, %r15d
	je	.L2346
	cmpq	$0, 256(%r14)
	jne	.L2352
	cmpl	$0, 280(%r14)
	jne	.L2352
	cmpq	$0, 288(%r14)
	je	.L2353
	.p2align 4,,10
	.p2align 3
.L2352:
	cmpq	$6, %r12
	jne	.L2348
.L2350:
	subq	$560, %rbp
	xorl	%r13d, %r13d
	jmp	.L2341
.L2297:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2298
	.p2align 4,,10
	.p2align 3
.L2421:
	cmpq	$0, 224(%r14)
	je	.L2403
.L2343:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	80(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	testl	%r15d, %r15d
	leaq	.LC408(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r12,8), %r8
	leaq	.LC409(%rip), %rax
	cmove	%rax, %rcx
.L2354:
	leaq	112(%rsp), %r13
	leaq	.LC411(%rip), %rdx
	movl	$40, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	8(%rsp), %rdx
	movq	%r13, %rsi
	xorl	%eax, %eax
	leaq	.LC423(%rip), %rdi
	call	printf@PLT
.L2353:
	addq	$1, %r12
	addq	$80, %rbx
	cmpq	$7, %r12
	jne	.L2356
	testl	%r15d, %r15d
	jne	.L2350
.L2351:
	leaq	.LC424(%rip), %rdi
	call	puts@PLT
	movq	16(%rsp), %rsi
	xorl	%edx, %edx
	movq	%r14, %rdi
	call	print_mm1k
	jmp	.L2295
	.p2align 4,,10
	.p2align 3
.L2422:
	movl	232(%r14), %eax
	testl	%eax, %eax
	jne	.L2343
.L2403:
	addq	$1, %r12
	addq	$80, %rbx
	jmp	.L2356
	.p2align 4,,10
	.p2align 3
.L2346:
	addq	$1, %r12
	addq	$80, %rbx
	cmpq	$7, %r12
	jne	.L2356
	jmp	.L2351
.L2419:
	movq	40(%r15), %rsi
	leaq	48(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	40(%r15), %rdx
	movq	%rbx, %rsi
	leaq	.LC419(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r15), %rax
	jmp	.L2336
.L2418:
	movq	32(%r15), %rsi
	leaq	48(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	32(%r15), %rdx
	movq	%rbx, %rsi
	leaq	.LC418(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r15), %rax
	jmp	.L2335
.L2327:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2328
.L2406:
	movl	$10, %edi
	movl	%esi, 8(%rsp)
	call	putchar@PLT
	movl	8(%rsp), %esi
	testl	%esi, %esi
	je	.L2309
	movl	$16, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movl	8(%rsp), %esi
	jmp	.L2309
.L2299:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2300
.L2348:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	80(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	leaq	.LC408(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r12,8), %r8
	jmp	.L2354
.L2411:
	movq	16(%rsp), %rsi
	movq	%r14, %rdi
	movl	$1, %edx
	call	print_mm1k
	movq	24(%rsp), %rax
	leaq	.LC11(%rip), %rsi
	leaq	.LC421(%rip), %rdi
	cmpl	$0, 400(%rax)
	movq	408(%rax), %rdx
	leaq	.LC410(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2295
.L2413:
	leaq	.LC413(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2330
.L2416:
	movq	8(%r15), %rdx
	movq	40(%r15), %rsi
	leaq	48(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	40(%r15), %rsi
	leaq	.LC416(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2333
.L2415:
	movq	8(%r15), %rdx
	movq	32(%r15), %rsi
	leaq	48(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	32(%r15), %rsi
	leaq	.LC415(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2332
.L2414:
	leaq	.LC414(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2331
	.cfi_endproc
.LFE298:
	.size	print_omissions, .-print_omissions
	.section	.rodata.str1.1
.LC425:
	.string	"open: from the intended send"
.LC426:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC428:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC429:
	.string	"due time (ms)"
.LC430:
	.string	"%d"
	.text
	.p2align 4
	.type	first_second_writer, @function
first_second_writer:
.LFB254:
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
	movapd	.LC427(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L2424
	testq	%rax, %rax
	je	.L2424
	testq	%rbx, %rbx
	je	.L2453
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L2430
	.p2align 4,,10
	.p2align 3
.L2455:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2429:
	divsd	.LC380(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L2454
.L2430:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L2455
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2429
	.p2align 4,,10
	.p2align 3
.L2454:
	movsd	.LC381(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L2426:
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
	ja	.L2456
.L2431:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC385(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC428(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC382(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rsi
	leaq	.LC429(%rip), %rdx
	movq	%r13, %rdi
	leaq	.LC383(%rip), %rcx
	movq	%rsi, 24(%rsp)
	call	svg_axes
	popq	%rax
	.cfi_def_cfa_offset 152
	popq	%rdx
	.cfi_def_cfa_offset 144
	leaq	48(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L2432:
	movl	%ebx, %ecx
	leaq	.LC430(%rip), %rdx
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
	jne	.L2432
	movq	(%rsp), %r11
	movsd	.LC380(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L2433:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L2446
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L2442
	.p2align 4,,10
	.p2align 3
.L2458:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L2457
.L2436:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L2440
.L2452:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2439:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L2446
.L2442:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L2458
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
	jne	.L2436
.L2457:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L2452
.L2440:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2439
	.p2align 4,,10
	.p2align 3
.L2446:
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
	leaq	.LC425(%rip), %rcx
	leaq	.LC426(%rip), %rax
	movl	$120, %r8d
	leaq	.LC390(%rip), %rsi
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
	je	.L2444
	movq	.LC380(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L2433
	.p2align 4,,10
	.p2align 3
.L2444:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC386(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L2423:
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
.L2456:
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
	jmp	.L2431
.L2453:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L2426
.L2424:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L2423
	.cfi_endproc
.LFE254:
	.size	first_second_writer, .-first_second_writer
	.section	.rodata.str1.8
	.align 8
.LC431:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC432:
	.string	"stall (us, log scale)"
.LC433:
	.string	"p99 latency (ms)"
.LC434:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC435:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC436:
	.string	"#555555"
.LC437:
	.string	"theory, M/M/1 open p99"
	.section	.rodata.str1.8
	.align 8
.LC438:
	.string	"p99 against stall length (the load held fixed)"
	.section	.rodata.str1.1
.LC439:
	.string	"p99 against load"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB255:
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
	jne	.L2495
	testq	%r14, %r14
	je	.L2495
	movq	72(%rsp), %rax
	movq	%r15, 24(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%r12d, %r12d
	movq	%r13, 16(%rsp)
	movq	8(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L2469:
	movq	0(%r13,%r12,8), %rax
	testq	%rax, %rax
	js	.L2463
	movl	48(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L2507
.L2465:
	movsd	%xmm0, 0(%rbp,%r12,8)
	leaq	-240(%rbx), %r15
.L2468:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L2466
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2467:
	divsd	.LC380(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L2468
	addq	$1, %r12
	addq	$288, %rbx
	movsd	%xmm0, 136(%rsp)
	cmpq	%r14, %r12
	jb	.L2469
	movl	48(%rsp), %r10d
	movq	16(%rsp), %r13
	movq	24(%rsp), %r15
	testl	%r10d, %r10d
	je	.L2470
	pxor	%xmm0, %xmm0
	movq	.LC73(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 120(%rsp)
	ja	.L2471
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L2472:
	movl	$820, %edx
	leaq	.LC439(%rip), %rax
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
	leaq	.LC382(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 248
	popq	%rdx
	.cfi_def_cfa_offset 240
	leaq	.LC431(%rip), %rdx
	movq	$0x000000000, 8(%rsp)
.L2492:
	movq	80(%rsp), %rdi
	leaq	112(%rsp), %rsi
	leaq	.LC433(%rip), %rcx
	movq	%rsi, 88(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	8(%rsp), %xmm2
	jb	.L2508
	movl	48(%rsp), %r9d
	movsd	.LC62(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L2480
	movsd	.LC2(%rip), %xmm2
.L2480:
	movsd	8(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%rbp, 104(%rsp)
	leaq	144(%rsp), %rbx
	movsd	.LC41(%rip), %xmm7
	movq	80(%rsp), %rbp
	movq	%r13, 56(%rsp)
	leaq	.LC385(%rip), %r12
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
.L2482:
	testl	%r13d, %r13d
	je	.L2509
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 64(%rsp)
.L2506:
	leaq	.LC434(%rip), %rdx
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
	jnb	.L2482
	movq	104(%rsp), %rbp
.L2483:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	80(%rsp), %r12
	movl	$60, 64(%rsp)
	movq	%rax, 48(%rsp)
	movq	72(%rsp), %rax
	movq	%r13, 72(%rsp)
	addq	$24, %rax
	movq	%rax, 56(%rsp)
.L2478:
	movq	56(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L2486
	.p2align 4,,10
	.p2align 3
.L2511:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2485:
	divsd	.LC380(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L2510
.L2486:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L2511
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2485
	.p2align 4,,10
	.p2align 3
.L2466:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2467
	.p2align 4,,10
	.p2align 3
.L2463:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	48(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L2465
.L2507:
	movsd	%xmm1, 8(%rsp)
	divsd	.LC67(%rip), %xmm0
	call	log10@PLT
	movsd	8(%rsp), %xmm1
	jmp	.L2465
	.p2align 4,,10
	.p2align 3
.L2470:
	movsd	0(%rbp), %xmm0
	movq	.LC61(%rip), %xmm4
	movsd	.LC60(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L2473
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
.L2473:
	movsd	-8(%rbp,%r13), %xmm2
	movsd	%xmm0, 8(%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L2474
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
.L2474:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 112(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2475
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L2476:
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC438(%rip), %rax
	movsd	%xmm0, 136(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 248
	leaq	.LC382(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 248
	leaq	.LC432(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 240
	jmp	.L2492
	.p2align 4,,10
	.p2align 3
.L2510:
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
.L2487:
	movsd	(%r15,%r13,8), %xmm1
	divsd	40(%rsp), %xmm1
	movsd	0(%rbp,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC39(%rip), %xmm1
	subsd	8(%rsp), %xmm0
	divsd	16(%rsp), %xmm0
	leaq	.LC435(%rip), %rsi
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
	jb	.L2487
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movl	$120, %r8d
	movl	$92, %edx
	movq	56(%rsp), %r13
	leaq	.LC390(%rip), %rsi
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
	jne	.L2478
	movq	96(%rsp), %r12
	testq	%r12, %r12
	je	.L2489
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L2490:
	movsd	40(%rsp), %xmm1
	movsd	(%r12,%rbx,8), %xmm0
	divsd	.LC380(%rip), %xmm0
	call	fmin@PLT
	movsd	%xmm0, (%r15,%rbx,8)
	addq	$1, %rbx
	cmpq	%r14, %rbx
	jb	.L2490
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movq	%r14, %r8
	movq	%r15, %rcx
	movq	%rbp, %rdx
	pushq	$1
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rbx
	leaq	.LC436(%rip), %r9
	movq	104(%rsp), %rsi
	movq	%rbx, %rdi
	call	svg_line
	leaq	.LC437(%rip), %rax
	movl	$114, %r9d
	movl	$120, %r8d
	movq	%rax, (%rsp)
	movl	$114, %ecx
	leaq	.LC36(%rip), %rax
	movl	$92, %edx
	pushq	$118
	.cfi_def_cfa_offset 264
	leaq	.LC390(%rip), %rsi
	movq	%rbx, %rdi
	pushq	$126
	.cfi_def_cfa_offset 272
	pushq	%rax
	.cfi_def_cfa_offset 280
	leaq	.LC436(%rip), %rax
	pushq	%rax
	.cfi_def_cfa_offset 288
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	.cfi_def_cfa_offset 240
.L2489:
	movq	80(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC386(%rip), %rdi
	call	fwrite@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L2459:
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
.L2509:
	.cfi_restore_state
	movq	.LC62(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 64(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L2506
.L2471:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC381(%rip), %xmm2
	movsd	.LC66(%rip), %xmm3
	movsd	.LC60(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L2512
.L2494:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 40(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L2472
.L2512:
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
	jmp	.L2494
.L2475:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm1
	movsd	.LC381(%rip), %xmm2
	movq	.LC61(%rip), %xmm4
	movq	.LC60(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L2493
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
.L2493:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 40(%rsp)
	jmp	.L2476
.L2508:
	movq	%r13, %xmm5
	subsd	8(%rsp), %xmm5
	movsd	.LC41(%rip), %xmm7
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	.LC42(%rip), %xmm5
	movsd	%xmm5, 32(%rsp)
	jmp	.L2483
.L2495:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L2459
	.cfi_endproc
.LFE255:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.8
	.align 8
.LC440:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB150:
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
	je	.L2525
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2518:
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
	jc	.L2518
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC400(%rip), %rdx
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
.L2521:
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
	jc	.L2521
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC400(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC440(%rip), %rdi
	call	printf@PLT
.L2513:
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
.L2525:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L2513
	.cfi_endproc
.LFE150:
	.size	check, .-check
	.section	.rodata.str1.1
.LC441:
	.string	"sum_ns"
	.text
	.p2align 4
	.type	check_summary, @function
check_summary:
.LFB210:
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
.L2527:
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
	jne	.L2527
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
	leaq	.LC441(%rip), %rcx
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
.LFE210:
	.size	check_summary, .-check_summary
	.section	.rodata.str1.1
.LC442:
	.string	"scored"
.LC443:
	.string	"interval_ns"
	.text
	.p2align 4
	.type	check_score, @function
check_score:
.LFB211:
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
	jmp	.L2532
	.p2align 4,,10
	.p2align 3
.L2531:
	addq	$4, %r15
	addq	$80, %r14
	cmpq	$908, %r15
	je	.L2535
.L2532:
	leaq	-1744+METHOD_NAME(%rip), %rax
	movslq	(%rbx,%r15), %r8
	xorl	%esi, %esi
	movq	%r13, %rdi
	movq	(%rax,%r15,2), %rbp
	movslq	(%r12,%r15), %rax
	leaq	.LC442(%rip), %rcx
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
	leaq	.LC443(%rip), %rcx
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
	je	.L2531
	movl	(%r12,%r15), %eax
	testl	%eax, %eax
	je	.L2531
	leaq	(%r12,%r14), %rcx
	leaq	(%rbx,%r14), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	call	check_summary
	jmp	.L2531
	.p2align 4,,10
	.p2align 3
.L2535:
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
.LFE211:
	.size	check_score, .-check_score
	.section	.rodata.str1.1
.LC444:
	.string	"corrected"
.LC445:
	.string	"stalls"
.LC446:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB151:
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
.L2537:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L2538:
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
	jne	.L2538
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
	leaq	.LC441(%rip), %rcx
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
	jne	.L2537
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC3(%rip), %rcx
	leaq	.LC445(%rip), %r13
	leaq	.LC409(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC444(%rip), %rdx
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
	leaq	.LC408(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC446(%rip), %r15
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
.LFE151:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.1
.LC447:
	.string	"sent"
.LC448:
	.string	"never_sent"
.LC449:
	.string	"dropped"
.LC450:
	.string	"timeouts"
.LC451:
	.string	"intended"
.LC452:
	.string	"errors"
.LC453:
	.string	"first_send_ns"
.LC454:
	.string	"last_send_ns"
.LC455:
	.string	"batch_sent"
.LC456:
	.string	"batch_errors"
	.text
	.p2align 4
	.type	check_omitted, @function
check_omitted:
.LFB189:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC409(%rip), %rax
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
.L2569:
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
.L2562:
	cmpl	$1, %r12d
	jle	.L2589
	cmpl	$3, %r12d
	jle	.L2590
	movl	40(%rsp), %esi
	testl	%esi, %esi
	je	.L2551
	movq	96(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L2555
	movq	96(%rsp), %rax
	movl	280(%rax), %edx
	testl	%edx, %edx
	jne	.L2555
	cmpq	$0, 288(%rax)
	je	.L2551
	.p2align 4,,10
	.p2align 3
.L2555:
	movl	104(%rsp), %ecx
	testl	%ecx, %ecx
	je	.L2591
	testb	$2, 104(%rsp)
	je	.L2551
	cmpl	$6, %r12d
	jne	.L2551
.L2557:
	leaq	288(%rsp), %rax
	movl	$6775148, 288(%rsp)
	movq	%rax, 8(%rsp)
.L2559:
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
.L2560:
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
	jne	.L2560
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
	leaq	.LC441(%rip), %rcx
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	40(%rsp), %rdx
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
.L2551:
	addl	$1, %r12d
	addq	$8, 32(%rsp)
	addq	$80, %rbp
	addq	$80, %rbx
	cmpl	$7, %r12d
	jne	.L2562
	movl	104(%rsp), %r9d
	movq	136(%rsp), %r12
	testl	%r9d, %r9d
	je	.L2563
	movl	40(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L2592
	movl	104(%rsp), %r11d
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	movl	%r11d, %ebx
	andl	$2, %ebx
	testb	$1, %r11b
	jne	.L2566
	testl	%ebx, %ebx
	jne	.L2567
.L2542:
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
.L2589:
	.cfi_restore_state
	movq	96(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L2556
	movl	104(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L2547
	movl	40(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L2593
.L2556:
	addq	$8, 32(%rsp)
	addl	$1, %r12d
	addq	$80, %rbp
	addq	$80, %rbx
	jmp	.L2562
	.p2align 4,,10
	.p2align 3
.L2591:
	cmpl	$6, %r12d
	je	.L2557
.L2547:
	movq	32(%rsp), %rax
	movq	56(%rsp), %rcx
	leaq	288(%rsp), %rdi
	leaq	.LC411(%rip), %rdx
	movl	$40, %esi
	movq	%rdi, 8(%rsp)
	movq	(%rax), %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2559
	.p2align 4,,10
	.p2align 3
.L2590:
	movq	96(%rsp), %rax
	movl	232(%rax), %r8d
	testl	%r8d, %r8d
	je	.L2556
	movl	104(%rsp), %edi
	testl	%edi, %edi
	je	.L2547
	movl	40(%rsp), %eax
	testl	%eax, %eax
	je	.L2556
	jmp	.L2551
	.p2align 4,,10
	.p2align 3
.L2593:
	testb	$1, 104(%rsp)
	jne	.L2547
	jmp	.L2551
	.p2align 4,,10
	.p2align 3
.L2563:
	movq	120(%rsp), %rbx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	leaq	.LC451(%rip), %rcx
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
	leaq	.LC447(%rip), %rcx
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
	leaq	.LC448(%rip), %rcx
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
	leaq	.LC449(%rip), %rcx
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
	leaq	.LC450(%rip), %rcx
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
	leaq	.LC452(%rip), %rcx
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
	leaq	.LC453(%rip), %rcx
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
	leaq	.LC454(%rip), %rcx
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
	je	.L2587
.L2565:
	leaq	.LC408(%rip), %rax
	movl	$1, 40(%rsp)
	movq	%rax, 56(%rsp)
	jmp	.L2569
.L2566:
	movq	1216(%r12), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movl	%r11d, 8(%rsp)
	leaq	.LC450(%rip), %rcx
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
	jne	.L2567
.L2568:
	testl	%r11d, %r11d
	jne	.L2542
.L2579:
	leaq	.LC455(%rip), %r13
	movq	%r12, 32(%rsp)
	movl	$1248, %r14d
	leaq	.LC408(%rip), %rbx
	movq	%r13, 40(%rsp)
	leaq	.LC456(%rip), %rbp
	movq	%r15, 8(%rsp)
	movq	112(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L2571:
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
	jne	.L2571
	jmp	.L2542
.L2567:
	movq	1192(%r12), %rax
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
	leaq	.LC448(%rip), %rcx
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
	leaq	.LC449(%rip), %rcx
	movq	%r14, %rdx
	pushq	%rax
	.cfi_def_cfa_offset 416
	call	check
	popq	%rsi
	.cfi_def_cfa_offset 408
	popq	%rdi
	.cfi_def_cfa_offset 400
	movl	8(%rsp), %r11d
	jmp	.L2568
.L2592:
	addq	$560, 128(%rsp)
	addq	$64, %r12
	jmp	.L2565
.L2587:
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	jmp	.L2579
	.cfi_endproc
.LFE189:
	.size	check_omitted, .-check_omitted
	.section	.rodata.str1.1
.LC457:
	.string	" (the trace's mean)"
.LC458:
	.string	"for the trace"
.LC459:
	.string	"for the corrected trace"
.LC460:
	.string	"checking the trace"
.LC461:
	.string	"trace"
	.section	.rodata.str1.8
	.align 8
.LC462:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC463:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC464:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC465:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC466:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC467:
	.string	"recorded"
.LC468:
	.string	"ratio"
.LC469:
	.string	"\n%-10s %9s"
.LC470:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC471:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC472:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC473:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC474:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC475:
	.string	"recorded.hgrm"
.LC476:
	.string	"corrected.hgrm"
.LC477:
	.string	"percentiles.svg"
	.section	.text.unlikely,"ax",@progbits
.LCOLDB479:
	.text
.LHOTB479:
	.p2align 4
	.type	run_correct, @function
run_correct:
.LFB314:
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
	je	.L2637
	movl	176(%r12), %r11d
	movq	%rax, %r13
	testl	%r11d, %r11d
	je	.L2597
	testq	%rbx, %rbx
	je	.L2598
	movq	%rbp, %rax
	addq	%rbp, %rdx
	xorl	%esi, %esi
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L2599:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L2599
	movq	$1, 8(%rsp)
	xorl	%eax, %eax
	movq	%rdi, %rcx
	cmpq	%rbx, %rsi
	sbbq	%rax, %rcx
	jnc	.L2638
.L2597:
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
	jne	.L2639
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
	je	.L2640
.L2602:
	leaq	.LC460(%rip), %rsi
	call	cannot
	movl	%eax, %r12d
.L2601:
	movq	%r14, %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	movq	%r13, %rdi
	call	free@PLT
.L2594:
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
.L2640:
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
	jne	.L2602
	movq	16(%rsp), %rdi
	movl	32(%rsp), %edx
	leaq	640(%rsp), %rcx
	movq	%r15, %rsi
	movq	%rcx, 80(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2602
	cmpq	$0, 48(%rsp)
	je	.L2605
	movq	480(%rsp), %rcx
	cmpq	$16777216, %rcx
	jbe	.L2605
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	leaq	.LC461(%rip), %rdx
	leaq	.LC462(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r12d
	call	fprintf@PLT
	jmp	.L2601
.L2639:
	leaq	.LC459(%rip), %rsi
	movl	%eax, %edi
	leaq	240(%rsp), %r14
	call	cannot
	movl	%eax, %r12d
	leaq	272(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L2601
.L2638:
	movq	%rsi, %rax
	movq	%rbx, %rdx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	%rax, 8(%rsp)
	jmp	.L2597
.L2605:
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
.L2606:
	leaq	names.9(%rip), %rax
	xorl	%r14d, %r14d
	movq	%r15, %rbx
	movq	(%rax,%r15), %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L2607:
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
	jne	.L2607
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
	leaq	.LC441(%rip), %rcx
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
	je	.L2608
	movl	$8, %r15d
	jmp	.L2606
.L2608:
	movq	152(%rsp), %rbx
	leaq	.LC463(%rip), %rdi
	movq	136(%rsp), %r12
	movq	128(%rsp), %r13
	movq	144(%rsp), %rbp
	movq	160(%rsp), %r14
	call	puts@PLT
	movq	64(%rsp), %rdx
	movq	%rbx, %rcx
	xorl	%eax, %eax
	movq	56(%rsp), %rsi
	leaq	.LC464(%rip), %rdi
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
	jne	.L2641
	leaq	.LC11(%rip), %r12
	movq	%r12, %rdx
.L2609:
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
	leaq	.LC465(%rip), %rdi
	movq	64(%rsp), %rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC466(%rip), %rdi
	call	puts@PLT
	movl	$10, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movq	40(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC467(%rip), %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movq	24(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC444(%rip), %rsi
	call	print_row_w
	movq	%r12, %rdx
	leaq	.LC468(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC469(%rip), %rdi
	leaq	.LC470(%rip), %r12
	call	printf@PLT
	movq	%rbx, 32(%rsp)
	movq	%r15, %rbx
	movq	40(%rsp), %r15
	jmp	.L2616
.L2643:
	movq	24(%rsp), %rcx
	movq	(%rcx,%rbx), %rcx
	testq	%rcx, %rcx
	js	.L2611
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2612:
	testq	%rax, %rax
	js	.L2613
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2614:
	divsd	%xmm1, %xmm0
	comisd	.LC73(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L2610:
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$56, %rbx
	je	.L2642
.L2616:
	movq	(%r15,%rbx), %rax
	testq	%rax, %rax
	jne	.L2643
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L2610
.L2641:
	leaq	.LC457(%rip), %rdx
	leaq	.LC11(%rip), %r12
	jmp	.L2609
.L2613:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2614
.L2611:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2612
.L2642:
	leaq	.LC471(%rip), %rdi
	movq	32(%rsp), %rbx
	call	puts@PLT
	movq	40(%rsp), %rsi
	leaq	.LC467(%rip), %rdi
	call	print_result_set
	movq	24(%rsp), %rsi
	leaq	.LC444(%rip), %rdi
	call	print_result_set
	movq	8(%rsp), %rsi
	leaq	.LC472(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	184(%rsp), %r12
	xorl	%eax, %eax
	movq	176(%rsp), %rsi
	leaq	.LC473(%rip), %rdi
	movq	%r12, %rdx
	call	printf@PLT
	testq	%r12, %r12
	setne	%r12b
	cmpq	$0, 48(%rsp)
	movzbl	%r12b, %r12d
	je	.L2601
	movq	72(%rsp), %rdi
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%rbx, %rsi
	movq	424(%rsp), %xmm0
	leaq	352(%rsp), %r15
	movl	$2, 320(%rsp)
	rep stosl
	leaq	.LC474(%rip), %rax
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
	je	.L2644
.L2617:
	movl	$1, %r12d
.L2619:
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	376(%rsp), %rdi
	call	free@PLT
	jmp	.L2601
.L2644:
	leaq	376(%rsp), %rbx
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2617
	leaq	hgrm_writer(%rip), %rbp
	movq	48(%rsp), %rdi
	movq	%r15, %rcx
	leaq	.LC475(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L2617
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC476(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2617
	movq	80(%rsp), %rcx
	movq	48(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC477(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2617
	jmp	.L2619
.L2637:
	movq	stderr(%rip), %rdi
	leaq	.LC458(%rip), %rdx
	xorl	%eax, %eax
	movl	$1, %r12d
	leaq	.LC115(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2594
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	run_correct.cold, @function
run_correct.cold:
.LFSB314:
.L2598:
	.cfi_def_cfa_offset 784
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	ud2
	.cfi_endproc
.LFE314:
	.text
	.size	run_correct, .-run_correct
	.section	.text.unlikely
	.size	run_correct.cold, .-run_correct.cold
.LCOLDE479:
	.text
.LHOTE479:
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB72:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L2652
	testq	%r8, %r8
	je	.L2652
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
	jne	.L2645
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L2655
.L2647:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L2645:
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
.L2652:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L2655:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L2650
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L2648:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L2656
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L2647
	.p2align 4,,10
	.p2align 3
.L2650:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L2648
.L2656:
	movl	$1, 24(%rbx)
	jmp	.L2645
	.cfi_endproc
.LFE72:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	dist_score, @function
dist_score:
.LFB206:
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
	jne	.L2666
	movl	24(%rsp), %eax
	testl	%eax, %eax
	jne	.L2667
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	xorl	%r12d, %r12d
	movq	%rbp, %rdi
.L2661:
	movq	%r13, %rcx
	call	dist_summarise
	movl	%eax, %ebx
.L2660:
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
.L2666:
	.cfi_restore_state
	leaq	32(%rsp), %r14
	movq	%r12, %rsi
	movq	%rbp, %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	56(%rsp), %eax
	orl	24(%rsp), %eax
	movq	32(%rsp), %r12
	jne	.L2665
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	jmp	.L2661
	.p2align 4,,10
	.p2align 3
.L2667:
	xorl	%r12d, %r12d
.L2665:
	movl	$-1, %ebx
	jmp	.L2660
	.cfi_endproc
.LFE206:
	.size	dist_score, .-dist_score
	.section	.rodata.str1.8
	.align 8
.LC480:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC481:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC482:
	.string	"#2e8b57"
.LC483:
	.string	"#1f5fbf"
.LC484:
	.string	"closed: one sample of %s us"
.LC485:
	.string	"open: %lu requests delayed"
.LC486:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC487:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB253:
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
	jb	.L2669
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L2669:
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
	js	.L2670
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2671:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L2672
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L2673:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L2723
	cmpq	$0, -368(%rbp)
	je	.L2723
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L2677
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2678:
	subsd	%xmm2, %xmm0
	movsd	.LC380(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L2679
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2680:
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
	js	.L2681
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L2682:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC380(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L2721
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L2686
	.p2align 4,,10
	.p2align 3
.L2739:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2685:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC380(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L2738
.L2686:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L2739
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2685
	.p2align 4,,10
	.p2align 3
.L2738:
	movsd	.LC381(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L2683:
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
	ja	.L2740
.L2687:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC380(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L2688
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2689:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC480(%rip), %rdx
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
	leaq	.LC382(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC383(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC481(%rip), %rdx
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
	movq	.LC380(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L2741
.L2690:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L2742
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC385(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L2696:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC61(%rip), %xmm0
	leaq	.LC434(%rip), %rdx
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
	movq	.LC380(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L2696
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L2697:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L2743
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
	jmp	.L2702
	.p2align 4,,10
	.p2align 3
.L2745:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2699:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L2700
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2701:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L2744
.L2702:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L2745
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2699
	.p2align 4,,10
	.p2align 3
.L2700:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2701
	.p2align 4,,10
	.p2align 3
.L2744:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC486(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC380(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L2746
.L2717:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L2710
	.p2align 4,,10
	.p2align 3
.L2748:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2707:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L2708
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2709:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L2747
.L2710:
	testq	%rdx, %rdx
	jns	.L2748
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2707
	.p2align 4,,10
	.p2align 3
.L2708:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2709
	.p2align 4,,10
	.p2align 3
.L2747:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC482(%rip), %r9
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
	movq	.LC380(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L2705
.L2704:
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
	jmp	.L2716
	.p2align 4,,10
	.p2align 3
.L2749:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L2713:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L2714
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L2715:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L2705
.L2716:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L2749
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2713
	.p2align 4,,10
	.p2align 3
.L2714:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2715
	.p2align 4,,10
	.p2align 3
.L2743:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC486(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC380(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L2717
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC482(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L2705:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC483(%rip), %r9
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
	leaq	.LC484(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC483(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC390(%rip), %rbx
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
	leaq	.LC485(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC486(%rip), %rax
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
	leaq	.LC487(%rip), %rdx
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
	leaq	.LC482(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC386(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L2668:
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
.L2741:
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
	jmp	.L2690
	.p2align 4,,10
	.p2align 3
.L2740:
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
	jmp	.L2687
	.p2align 4,,10
	.p2align 3
.L2688:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2689
	.p2align 4,,10
	.p2align 3
.L2681:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L2682
	.p2align 4,,10
	.p2align 3
.L2679:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2680
	.p2align 4,,10
	.p2align 3
.L2677:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2678
	.p2align 4,,10
	.p2align 3
.L2672:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L2673
	.p2align 4,,10
	.p2align 3
.L2670:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2671
	.p2align 4,,10
	.p2align 3
.L2721:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L2683
	.p2align 4,,10
	.p2align 3
.L2742:
	leaq	-240(%rbp), %r12
	jmp	.L2697
	.p2align 4,,10
	.p2align 3
.L2746:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC482(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC380(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L2704
.L2723:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L2668
	.cfi_endproc
.LFE253:
	.size	timeline_writer, .-timeline_writer
	.p2align 4
	.type	stall_src_next, @function
stall_src_next:
.LFB34:
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
	je	.L2750
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L2780
.L2755:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L2781
	movq	56(%rbp), %rdx
.L2767:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L2761
.L2768:
	movq	$-1, %rax
.L2764:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L2750:
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
.L2772:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L2761:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L2768
	addq	%rdx, %rax
	jmp	.L2764
	.p2align 4,,10
	.p2align 3
.L2780:
	testq	%rax, %rax
	js	.L2753
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L2754:
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
	ja	.L2755
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L2755
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2782
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L2755
	.p2align 4,,10
	.p2align 3
.L2781:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L2759
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L2760:
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
	ja	.L2772
	comisd	.LC291(%rip), %xmm1
	jnb	.L2768
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2783
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L2767
	.p2align 4,,10
	.p2align 3
.L2753:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L2754
	.p2align 4,,10
	.p2align 3
.L2759:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L2760
	.p2align 4,,10
	.p2align 3
.L2783:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L2767
	.p2align 4,,10
	.p2align 3
.L2782:
	cvttsd2siq	%xmm1, %rax
	jmp	.L2755
	.cfi_endproc
.LFE34:
	.size	stall_src_next, .-stall_src_next
	.p2align 4
	.type	server_init, @function
server_init:
.LFB46:
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
	je	.L2785
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L2786
.L2797:
	leaq	24(%rbx), %rbp
.L2787:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2789
	movq	$-1, (%rbx)
.L2790:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L2792:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L2793:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2784
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L2794
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L2805
.L2794:
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
.L2785:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L2800
	cmpq	$0, 40(%rsi)
	je	.L2784
	.p2align 4,,10
	.p2align 3
.L2800:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L2787
	.p2align 4,,10
	.p2align 3
.L2786:
	cmpq	$0, 40(%rsi)
	jne	.L2797
.L2784:
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
.L2789:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L2790
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L2792
	.p2align 4,,10
	.p2align 3
.L2805:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L2793
	.cfi_endproc
.LFE46:
	.size	server_init, .-server_init
	.p2align 4
	.type	walk_start, @function
walk_start:
.LFB57:
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
	je	.L2807
	movq	160(%rsi), %rbp
.L2807:
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
.LFE57:
	.size	walk_start, .-walk_start
	.p2align 4
	.type	general_start, @function
general_start:
.LFB136:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_start
	.cfi_endproc
.LFE136:
	.size	general_start, .-general_start
	.p2align 4
	.type	ref_request, @function
ref_request:
.LFB99:
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
	je	.L2826
	movq	%rdi, %rbp
	movq	%r12, %rdi
	leaq	8(%rsp), %r15
	movq	%rsp, %r14
	call	service_of
	leaq	16(%rsp), %r13
	movq	%rax, %r12
	jmp	.L2816
	.p2align 4,,10
	.p2align 3
.L2827:
	movq	8(%rsp), %rax
	addq	(%rsp), %rax
	cmpq	%rax, %rbx
	jb	.L2815
	movq	32(%rsp), %rax
	movdqa	16(%rsp), %xmm1
	movq	%rax, 88(%rbp)
	movups	%xmm1, 72(%rbp)
.L2816:
	movdqu	72(%rbp), %xmm0
	movq	88(%rbp), %rax
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	movq	%rax, 32(%rsp)
	movaps	%xmm0, 16(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2827
.L2815:
	movq	88(%rbp), %rax
	movdqu	72(%rbp), %xmm2
	movq	%rax, 32(%rsp)
	movaps	%xmm2, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L2817:
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2828
	movq	(%rsp), %rdx
	movq	8(%rsp), %rcx
	addq	%rdx, %rcx
	cmpq	%rcx, %rbx
	jnb	.L2817
	cmpq	%rdx, %rbx
	jnb	.L2821
	addq	%rbx, %r12
	cmpq	%r12, %rdx
	jnb	.L2813
	subq	%rdx, %r12
	movq	%rcx, %rbx
	jmp	.L2817
	.p2align 4,,10
	.p2align 3
.L2821:
	movq	%rcx, %rbx
	jmp	.L2817
	.p2align 4,,10
	.p2align 3
.L2828:
	addq	%rbx, %r12
.L2813:
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
.L2826:
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
.LFE99:
	.size	ref_request, .-ref_request
	.p2align 4
	.type	ref_walker_run, @function
ref_walker_run:
.LFB142:
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
	je	.L2841
	movl	168(%rdi), %ebp
	xorl	%r15d, %r15d
	jmp	.L2839
	.p2align 4,,10
	.p2align 3
.L2831:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jnb	.L2830
	movq	192(%r14), %rax
	cmpq	184(%r14), %rax
	je	.L2830
	movq	176(%r14), %rdx
	leaq	1(%rax), %rsi
	movq	%rsi, 192(%r14)
	movq	216(%r14), %rsi
	movq	(%rdx,%rax,8), %r12
	cmpl	$2, %ebp
	je	.L2855
	cmpq	%r13, %rbx
	jb	.L2838
	cmpl	$1, %ebp
	jne	.L2838
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%r13
	movq	200(%r14), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
.L2838:
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
.L2837:
	movq	8(%rsp), %rax
	movq	%rbx, 208(%r14)
	cmpq	%rax, %r15
	jnb	.L2830
.L2839:
	movq	208(%r14), %rbx
	cmpl	$3, %ebp
	jne	.L2831
	cmpq	%r13, %rbx
	jnb	.L2832
	movq	(%rsp), %rax
	movq	144(%rax), %r12
	testq	%r12, %r12
	je	.L2834
	xorl	%r12d, %r12d
.L2833:
	movq	216(%r14), %rsi
	jmp	.L2838
	.p2align 4,,10
	.p2align 3
.L2855:
	cmpq	%rsi, %r12
	jnb	.L2838
	addq	$1, %rbx
	jmp	.L2837
	.p2align 4,,10
	.p2align 3
.L2834:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jb	.L2833
.L2830:
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
.L2832:
	.cfi_restore_state
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	200(%r14), %rax
	movq	(%rax,%rdx,8), %r12
	movq	(%rsp), %rax
	movq	144(%rax), %rax
	testq	%rax, %rax
	je	.L2834
	cmpq	%rax, %r12
	jb	.L2833
	jmp	.L2830
.L2841:
	xorl	%r15d, %r15d
	jmp	.L2830
	.cfi_endproc
.LFE142:
	.size	ref_walker_run, .-ref_walker_run
	.p2align 4
	.type	ref_walker_totals, @function
ref_walker_totals:
.LFB144:
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
	jne	.L2872
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L2861
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L2861
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L2861
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L2861:
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
.L2872:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L2873
.L2858:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L2859
	.p2align 4,,10
	.p2align 3
.L2874:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L2861
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
.L2859:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2874
	jmp	.L2861
	.p2align 4,,10
	.p2align 3
.L2873:
	movq	64(%rsi), %rax
	jmp	.L2858
	.cfi_endproc
.LFE144:
	.size	ref_walker_totals, .-ref_walker_totals
	.p2align 4
	.type	serve_random, @function
serve_random:
.LFB47:
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
	jnb	.L2875
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
	jmp	.L2886
	.p2align 4,,10
	.p2align 3
.L2892:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L2878:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L2879
	movq	56(%r12), %rax
	addq	%r13, %rax
.L2879:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L2880:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2884
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L2881
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L2891
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L2884:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L2875
.L2886:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L2892
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L2878
	.p2align 4,,10
	.p2align 3
.L2891:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L2880
	.p2align 4,,10
	.p2align 3
.L2881:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L2875:
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
.LFE47:
	.size	serve_random, .-serve_random
	.p2align 4
	.type	walk_run, @function
walk_run:
.LFB59:
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
	je	.L2912
	leaq	16(%rdi), %rax
	movq	%rsi, 8(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 16(%rsp)
	jmp	.L2911
	.p2align 4,,10
	.p2align 3
.L2895:
	movq	120(%rbx), %rsi
	cmpq	136(%r12), %rsi
	jnb	.L2894
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L2894
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %r14
	cmpl	$2, %r15d
	jne	.L2915
	cmpq	%rdx, %r14
	jb	.L2898
.L2915:
	movq	%r14, %rbp
	cmpl	$1, %r15d
	jne	.L2897
	movq	128(%rbx), %rcx
	movq	104(%rbx), %rax
	movq	(%rax,%rcx,8), %rbp
	cmpq	%rbp, %r14
	cmovnb	%r14, %rbp
	.p2align 4,,10
	.p2align 3
.L2897:
	cmpq	%rdx, %rbp
	movl	8(%r12), %eax
	cmovnb	%rbp, %rdx
	movq	%rdx, %r11
	testl	%eax, %eax
	jne	.L2900
	movq	(%r12), %rcx
.L2901:
	cmpq	$0, 40(%r12)
	je	.L2925
	movq	16(%rsp), %rdi
	movq	%rcx, %rdx
	movq	%r11, %rsi
	call	serve_random
	movq	%rax, %rdx
.L2903:
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
.L2898:
	movq	128(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 120(%rbx)
	addq	$1, %rax
	cmpq	112(%rbx), %rax
	jne	.L2910
	xorl	%eax, %eax
.L2910:
	movq	%rax, 128(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L2894
.L2911:
	cmpl	$3, %r15d
	jne	.L2895
	movq	104(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	(%rax,%rcx,8), %r14
	movq	144(%r12), %rax
	testq	%rax, %rax
	je	.L2896
	cmpq	%rax, %r14
	jnb	.L2894
	movq	120(%rbx), %rsi
	movq	%r14, %rbp
	jmp	.L2897
	.p2align 4,,10
	.p2align 3
.L2925:
	movq	16(%rbx), %rax
	leaq	(%r11,%rcx), %rdx
	cmpq	%rdx, %rax
	jnb	.L2903
	movq	48(%r12), %r8
	cmpq	%rax, %r11
	jnb	.L2904
	addq	%r8, %rdx
.L2905:
	movq	56(%r12), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L2906
	movq	$-1, 16(%rbx)
	jmp	.L2903
	.p2align 4,,10
	.p2align 3
.L2900:
	movq	%r12, %rdi
	movq	%rdx, 24(%rsp)
	call	service_of
	movq	24(%rsp), %r11
	movq	%rax, %rcx
	jmp	.L2901
	.p2align 4,,10
	.p2align 3
.L2896:
	movq	120(%rbx), %rsi
	cmpq	136(%r12), %rsi
	jnb	.L2894
	movq	%r14, %rbp
	jmp	.L2897
.L2912:
	xorl	%r13d, %r13d
.L2894:
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
.L2906:
	.cfi_restore_state
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L2903
	movq	16(%rsp), %rdi
	movq	%r11, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L2903
	.p2align 4,,10
	.p2align 3
.L2904:
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %rdi
	cmpq	%rsi, %r11
	cmovb	%rdi, %rdx
	jmp	.L2905
	.cfi_endproc
.LFE59:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	general_run, @function
general_run:
.LFB138:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_run
	.cfi_endproc
.LFE138:
	.size	general_run, .-general_run
	.section	.rodata.str1.8
	.align 8
.LC488:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC489:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB159:
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
	jne	.L2952
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
	jmp	.L2935
	.p2align 4,,10
	.p2align 3
.L2931:
	orq	%r15, %r14
	je	.L2934
.L2935:
	xorl	%r14d, %r14d
	cmpl	$3, 28(%rsp)
	je	.L2933
	movq	16(%rsp), %rsi
	movq	48(%rsp), %rdi
	movl	$4096, %edx
	call	due_fill
	movq	%rax, %r14
.L2933:
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
	jb	.L2932
	cmpq	%rbp, %rax
	jne	.L2931
	cmpl	$3, 28(%rsp)
	jne	.L2931
	movq	32(%rsp), %rdi
	leaq	72(%rsp), %rsi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L2932
	orq	%r14, %r15
	je	.L2934
	xorl	%r14d, %r14d
	jmp	.L2933
	.p2align 4,,10
	.p2align 3
.L2934:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2936
	call	fclose@PLT
.L2936:
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
.L2932:
	.cfi_restore_state
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC489(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L2952:
	movq	stderr(%rip), %rdi
	movq	160(%r13), %rdx
	leaq	.LC488(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE159:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB242:
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
	je	.L2970
	cmpl	$0, 152(%r10)
	jne	.L2970
	cmpl	$0, 72(%r10)
	movq	%rdx, %r12
	jne	.L2955
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2980
.L2955:
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
	jne	.L2971
	testq	%rax, %rax
	je	.L2971
	leaq	160(%rsp), %rbx
	leaq	48(%rsp), %r14
	movq	8(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L2956
	xorl	%ebx, %ebx
	cmpq	$0, 552(%rsp)
	je	.L2960
	.p2align 4,,10
	.p2align 3
.L2957:
	movq	16(%r12), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbx,8), %rbp
	addq	$1, %rbx
	call	due_next
	movq	%rax, 0(%rbp)
	cmpq	552(%rsp), %rbx
	jb	.L2957
.L2960:
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
	jnb	.L2981
	movq	16(%r12), %rcx
	movq	8(%r12), %r15
	movq	480(%rsp), %rdx
	jmp	.L2961
	.p2align 4,,10
	.p2align 3
.L2963:
	addq	$1, %rbx
	movq	%rbx, 32(%r12)
	cmpq	%rbx, %r14
	je	.L2962
.L2961:
	movq	(%r15,%rbx,8), %rax
	addq	(%rcx,%rbx,8), %rax
	cmpq	%rax, %rdx
	jnb	.L2963
	movq	%rbx, 40(%r12)
	movq	%rbx, %rbp
	cmpq	%r14, %rbx
	jb	.L2964
	jmp	.L2966
	.p2align 4,,10
	.p2align 3
.L2967:
	addq	$1, %rbp
	movq	%rbp, 40(%r12)
	cmpq	%rbp, %r14
	je	.L2966
.L2964:
	movq	8(%rsp), %rdi
	movq	(%r15,%rbp,8), %r13
	movq	%rbp, %rsi
	call	service_of
	cmpq	%r13, %rax
	jb	.L2967
.L2966:
	xorl	%eax, %eax
	cmpq	%r14, %rbx
	setnb	%al
	jmp	.L2953
.L2970:
	movl	$1, %eax
.L2953:
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
.L2980:
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
	jmp	.L2955
.L2981:
	movq	%rbx, 40(%r12)
	jmp	.L2966
.L2971:
	orl	$-1, %eax
	jmp	.L2953
.L2956:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC304(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L2962:
	movq	%r14, 40(%r12)
	jmp	.L2966
	.cfi_endproc
.LFE242:
	.size	first_stall_window, .-first_stall_window
	.p2align 4
	.type	closed_form_open, @function
closed_form_open:
.LFB84:
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
.L2987:
	movq	(%rbx), %r13
	movq	16(%rbx), %r15
	testq	%r13, %r13
	je	.L2983
	testq	%r15, %r15
	je	.L2983
	movl	24(%rbp), %eax
	testl	%eax, %eax
	jne	.L2983
	movq	8(%rbp), %rsi
	movq	0(%rbp), %rdi
	cmpq	16(%rbp), %rsi
	je	.L2991
.L2984:
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
.L2983:
	addq	$8, %rbx
	cmpq	%rbx, %r12
	jne	.L2987
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
.L2991:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L2992
	movl	$512, %esi
	movl	$16, %ecx
.L2985:
	movq	%rdx, 8(%rsp)
	movq	%rcx, (%rsp)
	call	realloc@PLT
	movq	(%rsp), %rcx
	movq	8(%rsp), %rdx
	testq	%rax, %rax
	movq	%rax, %rdi
	je	.L2993
	movq	%rax, 0(%rbp)
	movq	8(%rbp), %rsi
	movq	%rcx, 16(%rbp)
	jmp	.L2984
	.p2align 4,,10
	.p2align 3
.L2992:
	leaq	(%rsi,%rsi), %rcx
	salq	$6, %rsi
	jmp	.L2985
.L2993:
	movl	$1, 24(%rbp)
	jmp	.L2983
	.cfi_endproc
.LFE84:
	.size	closed_form_open, .-closed_form_open
	.p2align 4
	.type	score_reference, @function
score_reference:
.LFB209:
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
	je	.L2995
	cmpq	$0, 48(%rsp)
	je	.L2995
	movq	%r13, %rcx
	testq	%r13, %r13
	je	.L2995
	testq	%rsi, %rsi
	je	.L2995
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
	jne	.L3082
.L2996:
	movq	16(%rsp), %rax
	movq	%r12, %r9
	xorl	%ebp, %ebp
	leaq	80(%rax), %r15
	movq	%r15, %r12
	jmp	.L3002
	.p2align 4,,10
	.p2align 3
.L3085:
	testq	%rdx, %rdx
	je	.L3020
	movq	16(%rsp), %rax
	movl	$1, 872(%rax,%rbp,4)
	cmpq	$1, %rbp
	je	.L3083
.L3003:
	movq	24(%r9), %rsi
	movq	24(%rsp), %rcx
	movq	%r12, %r8
	movq	%rbx, %rdi
	movq	%r9, (%rsp)
	call	dist_score
	movq	(%rsp), %r9
	testl	%eax, %eax
	jne	.L3081
.L3020:
	addq	$1, %rbp
	addq	$80, %r12
	cmpq	$7, %rbp
	je	.L3084
.L3002:
	movq	16(%rsp), %rax
	movq	800(%rax,%rbp,8), %rdx
	testq	%rbp, %rbp
	jne	.L3085
	movq	16(%rsp), %rax
	movl	$1, 872(%rax)
	jmp	.L3003
.L3084:
	movq	64(%rsp), %rax
	movq	%r9, %r12
	xorl	%r14d, %r14d
	movq	24(%r12), %r13
	movq	%r12, %rdi
	movq	24(%rax), %r9
	call	trace_runtime_ns
	cmpq	%r9, %r13
	jb	.L3021
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
.L3021:
	imulq	$1000, %r14, %rax
	movq	16(%rsp), %rdi
	movq	%rax, 856(%rdi)
	testq	%r13, %r13
	jne	.L3022
	leaq	160(%rsp), %r15
	leaq	640(%rdi), %rbp
	movl	$8, %ecx
	xorl	%eax, %eax
	movl	$1, 900(%rdi)
	movq	%r15, %rdi
	rep stosl
.L3023:
	cmpl	$0, 184(%rsp)
	jne	.L3049
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
	jne	.L3036
	movq	16(%rsp), %rax
	xorl	%r12d, %r12d
	movq	640(%rax), %r13
	testq	%r13, %r13
	jne	.L3086
	movq	16(%rsp), %rax
.L3038:
	xorl	%edx, %edx
	movq	%rdx, 648(%rax,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	jne	.L3038
.L3041:
	movq	16(%rsp), %rdi
	movl	$1000, %eax
	imulq	$1000, 712(%rdi), %rcx
	mulq	704(%rdi)
	addq	%rcx, %rdx
	movq	%rax, 704(%rdi)
	movq	%rdx, 712(%rdi)
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3026
.L3082:
	movq	40(%rsp), %rsi
	xorl	%ebp, %ebp
	orq	$-1, %r13
	xorl	%edi, %edi
	movq	%rsi, %rdx
	leaq	(%rsi,%r8,8), %rcx
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L2997:
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
	jne	.L2997
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
	jne	.L2998
	movl	$50000, %esi
	xorl	%edi, %edi
.L2998:
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
	jmp	.L2996
.L3022:
	movabsq	$67108863999, %rax
	cmpq	-8(%rbx,%r13,8), %rax
	movq	16(%rsp), %rax
	jb	.L3024
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
.L3025:
	movq	0(%rbp,%rcx,8), %rdx
	movq	%rcx, %r13
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	movq	%rdx, %r15
	cmpq	%rbx, %rcx
	jb	.L3027
	jmp	.L3087
	.p2align 4,,10
	.p2align 3
.L3030:
	addq	$1, %r13
	cmpq	%r13, %rbx
	je	.L3029
.L3027:
	movq	0(%rbp,%r13,8), %rdx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	cmpq	%rdx, %r15
	je	.L3030
.L3029:
	movq	%r13, %r8
	subq	%rcx, %r8
	je	.L3034
	movl	184(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L3034
	movq	56(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r8, (%rsp)
	call	dist_add.part.0
	movq	(%rsp), %r8
.L3034:
	testq	%r14, %r14
	je	.L3035
.L3032:
	movq	72(%rsp), %rax
	cmpq	%rax, %r15
	jnb	.L3088
.L3035:
	movq	%r13, %rcx
	cmpq	%rbx, %r13
	jb	.L3025
.L3078:
	movq	%rbp, %rbx
	movq	56(%rsp), %r15
	movq	80(%rsp), %rbp
	jmp	.L3023
.L3083:
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
	je	.L3053
	testq	%r11, %r11
	movq	(%rsp), %r9
	movq	56(%rsp), %r8
	movq	72(%rsp), %rdx
	je	.L3053
	testq	%rbp, %rbp
	je	.L3006
	movq	16(%r9), %r13
	movq	%r13, %rax
	leaq	0(%r13,%rbp,8), %rsi
	.p2align 4,,10
	.p2align 3
.L3007:
	movq	(%rax), %rcx
	addq	$8, %rax
	addq	$1, 8(%r14,%rcx,8)
	cmpq	%rax, %rsi
	jne	.L3007
	testq	%r8, %r8
	je	.L3011
.L3008:
	movq	(%r14), %rcx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3010:
	addq	$1, %rax
	addq	(%r14,%rax,8), %rcx
	movq	%rcx, (%r14,%rax,8)
	cmpq	%r8, %rax
	jb	.L3010
	testq	%rbp, %rbp
	je	.L3014
	movq	16(%r9), %r13
.L3011:
	movq	8(%r9), %r15
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3009:
	movq	0(%r13,%rax,8), %rcx
	leaq	(%r14,%rcx,8), %rsi
	movq	(%rsi), %rcx
	leaq	1(%rcx), %rdi
	movq	%rdi, (%rsi)
	movq	(%r15,%rax,8), %rsi
	addq	$1, %rax
	movq	%rsi, (%r11,%rcx,8)
	cmpq	%rbp, %rax
	jb	.L3009
.L3014:
	testq	%r8, %r8
	je	.L3013
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
	jmp	.L3012
	.p2align 4,,10
	.p2align 3
.L3017:
	movq	160(%rsp), %rdi
	addq	$1, %rbp
	call	free@PLT
	cmpq	%rbp, 80(%rsp)
	je	.L3089
.L3012:
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
	je	.L3017
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
.L2995:
	orl	$-1, %r13d
	jmp	.L3018
.L3024:
	xorl	%esi, %esi
	movl	%esi, 900(%rax)
.L3026:
	movq	64(%rsp), %rax
	movl	48(%rax), %r13d
	testl	%r13d, %r13d
	je	.L3018
	movq	40(%rax), %rdx
	xorl	%r13d, %r13d
	testq	%rdx, %rdx
	jne	.L3090
.L3018:
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
.L3049:
	.cfi_restore_state
	orl	$-1, %r13d
.L3036:
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3018
.L3088:
	movq	%r15, %rsi
	xorl	%edx, %edx
	movq	56(%rsp), %rdi
	subq	%r14, %rsi
	leaq	-1(%rsi), %rax
	divq	%r14
	movq	%r14, %rdx
	movq	%rax, %rcx
	call	dist_add
	jmp	.L3035
.L3090:
	movq	16(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	24(%rsp), %rcx
	movl	$1, 904(%rax)
	movq	8(%rdi), %rsi
	leaq	720(%rax), %r8
	movq	%rdx, 864(%rax)
	movq	48(%rsp), %rdi
	call	dist_score
.L3081:
	movl	%eax, %r13d
	jmp	.L3018
.L3089:
	movq	96(%rsp), %r9
	movq	88(%rsp), %rbx
	movq	(%rsp), %r11
	movq	104(%rsp), %r12
	movq	56(%rsp), %r10
.L3013:
	cmpl	$0, 152(%rsp)
	movq	128(%rsp), %rbp
	jne	.L3091
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
	jne	.L3081
	movq	56(%rsp), %r9
	addq	$80, %r12
	movl	$2, %ebp
	jmp	.L3002
.L3087:
	testq	%r14, %r14
	je	.L3078
	xorl	%r8d, %r8d
	jmp	.L3032
.L3086:
	leaq	PCT_MILLI(%rip), %rbp
	movq	%rax, %r14
	jmp	.L3040
.L3092:
	mulq	%r13
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r13, %rsi
	cmova	%r13, %rsi
.L3039:
	movq	%r15, %rdi
	call	dist_at_rank
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%r14,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	je	.L3041
.L3040:
	movq	0(%rbp,%r12), %rax
	cmpq	$100000, %rax
	jne	.L3092
	movq	%r13, %rsi
	jmp	.L3039
.L3006:
	testq	%r8, %r8
	jne	.L3008
	jmp	.L3013
.L3091:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L2995
.L3053:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L2995
	.cfi_endproc
.LFE209:
	.size	score_reference, .-score_reference
	.section	.rodata.str1.1
.LC490:
	.string	"an exponential of mean "
.LC491:
	.string	"population"
.LC492:
	.string	"sessions"
	.section	.rodata.str1.8
	.align 8
.LC493:
	.string	"bench: more than 65536 sessions were active at once (the server falls behind them): lower --sessions or --return-prob\n"
	.section	.rodata.str1.1
.LC494:
	.string	"for the users' walk"
	.section	.rodata.str1.8
	.align 8
.LC495:
	.string	"bench: the users sent 8388608 requests before the end of the run, and every one is kept: shorten --duration\n"
	.section	.rodata.str1.1
.LC496:
	.string	"for the scoreboard"
.LC497:
	.string	"requests"
.LC498:
	.string	"users"
.LC499:
	.string	"requests_that_differ"
.LC500:
	.string	"users=none"
	.section	.rodata.str1.8
	.align 8
.LC501:
	.string	"coordinated omission on a virtual clock (%s): users, their own recording, and what correcting it does\n"
	.align 8
.LC502:
	.string	"users: a closed population of %lu; each thinks %s%s us, sends one request and waits for its reply, again and again"
	.align 8
.LC503:
	.string	"users: sessions arriving %.1f a second (Poisson); each sends a request, waits for the reply, and with probability %.4g thinks %s%s us and sends another (%.2f requests a session on average)"
	.section	.rodata.str1.1
.LC504:
	.string	"; requests sent before %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC505:
	.string	"checks: the users' walk against a reference walk (a heap against a scan, the fast server against the reference's), request by request, and every number below computed both ways"
	.section	.rodata.str1.1
.LC506:
	.string	"corrected-cycle"
.LC507:
	.string	"corrected-think"
	.section	.rodata.str1.8
	.align 8
.LC508:
	.string	"(us; the users' recording is the truth: each waited once for each request; corrected at think + mean response, %s us, and at the think time, %s us)\n"
	.align 8
.LC509:
	.string	"\nThe users waited %s us at p99; corrected at the cycle the same data read %s us, %s times what anyone waited"
	.section	.rodata.str1.1
.LC510:
	.string	", and at the think time %s us"
.LC511:
	.string	"."
	.section	.rodata.str1.8
	.align 8
.LC512:
	.string	"%lu requests, %.1f a second; mean response %.2f us"
	.align 8
.LC513:
	.string	"; the response-time law N/X - Z gives %.2f us (%+.3f %%, tolerance 0.1 %%)"
	.align 8
.LC514:
	.string	"; %lu sessions, %.2f requests each"
	.align 8
.LC515:
	.string	"theory: mean value analysis (exponential service, no stall): R = %.2f us at %.1f a second; measured %.2f us (%+.2f %%, tolerance %.2f %%: four standard errors of %d batch means)\n"
	.align 8
.LC516:
	.string	"warning: the mean response time is outside its tolerance"
	.section	.rodata.str1.1
.LC517:
	.string	"the users' own recording"
	.section	.rodata.str1.8
	.align 8
.LC518:
	.string	"RESULT users kind=%s users=%lu requests=%lu throughput_per_s=%.1f mean_response_ns=%.0f"
	.align 8
.LC520:
	.string	" law_response_ns=%.0f law_err_pct=%.4f ok=%d"
	.align 8
.LC521:
	.string	"RESULT ratio name=corrected_users_p99 value=%s\n"
	.align 8
.LC522:
	.string	"RESULT theory queue=MVA users=%lu think_ns=%lu mean_ns=%.0f throughput_per_s=%.1f measured_mean_ns=%.0f err_pct=%.3f tolerance_pct=%.3f ok=%d\n"
	.align 8
.LC523:
	.string	"RESULT checked_against=reference"
	.text
	.p2align 4
	.type	run_users, @function
run_users:
.LFB312:
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
	je	.L3094
	leaq	208(%rsp), %rbp
	xorl	%ebx, %ebx
	movq	%rbp, 72(%rsp)
	jmp	.L3100
	.p2align 4,,10
	.p2align 3
.L3095:
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
	jnb	.L3285
	testl	%eax, %eax
	jne	.L3285
.L3100:
	movl	336(%r14), %esi
	movq	328(%r14), %rax
	testl	%esi, %esi
	je	.L3095
	testq	%rax, %rax
	js	.L3096
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, (%rsp)
.L3097:
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
	ja	.L3095
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L3095
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L3361
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L3095
	.p2align 4,,10
	.p2align 3
.L3096:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, (%rsp)
	jmp	.L3097
.L3285:
	xorl	%ecx, %ecx
	movl	%eax, 96(%rsp)
	movq	%rcx, 32(%rsp)
.L3102:
	leaq	240(%rsp), %rax
	movl	96(%rsp), %r11d
	movq	208(%rsp), %r15
	xorl	%ebx, %ebx
	movq	%rax, 56(%rsp)
	leaq	336(%rsp), %rax
	movq	%rax, 40(%rsp)
	testl	%r11d, %r11d
	jne	.L3362
	movq	216(%rsp), %r8
	testq	%r8, %r8
	je	.L3137
.L3371:
	movq	(%r15), %rbp
	cmpq	344(%r14), %rbp
	jnb	.L3137
	movq	264(%rsp), %rsi
	cmpq	$8388607, %rsi
	ja	.L3137
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
	jbe	.L3105
	movq	%rcx, (%rsp)
	movl	$1, %eax
	xorl	%edi, %edi
	movq	%r11, %r13
	jmp	.L3112
	.p2align 4,,10
	.p2align 3
.L3364:
	xorl	%edx, %edx
	cmpq	%r13, %r9
	setb	%dl
.L3110:
	testl	%edx, %edx
	je	.L3363
	movdqu	(%rsi), %xmm7
	leaq	(%rdi,%rdi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movups	%xmm7, (%rdx)
	movq	16(%rsi), %rsi
	movq	%rsi, 16(%rdx)
	leaq	1(%rax,%rax), %rdx
	cmpq	%r8, %rdx
	jnb	.L3254
	movq	%rax, %rdi
	movq	%rdx, %rax
.L3112:
	leaq	1(%rdi), %rdx
	leaq	(%rax,%rax,2), %rsi
	leaq	(%r15,%rsi,8), %rsi
	leaq	(%rdx,%rdx), %r10
	movq	(%rsi), %r9
	cmpq	%r8, %r10
	jnb	.L3106
	addq	%r10, %rdx
	salq	$4, %rdx
	addq	%r15, %rdx
	movq	(%rdx), %r11
	cmpq	%r9, %r11
	jne	.L3360
	movq	8(%rsi), %rcx
	cmpq	%rcx, 8(%rdx)
.L3360:
	setb	%cl
	movzbl	%cl, %ecx
	testl	%ecx, %ecx
	cmovne	%r11, %r9
	cmovne	%rdx, %rsi
	cmovne	%r10, %rax
.L3106:
	cmpq	%r9, %r13
	jne	.L3364
	movq	8(%rsp), %rdx
	cmpq	%rdx, 8(%rsi)
	setb	%dl
	movzbl	%dl, %edx
	jmp	.L3110
.L3105:
	movq	304(%r14), %rax
	orq	%r12, %rax
	cmpq	%rbx, %rbp
	cmovnb	%rbp, %rbx
	movq	%rbx, %r13
	testq	%r8, %r8
	jne	.L3365
	testq	%rax, %rax
	je	.L3244
	movl	8(%r14), %r15d
	testl	%r15d, %r15d
	jne	.L3118
.L3369:
	cmpq	$0, 40(%r14)
	movq	(%r14), %rdx
	je	.L3366
.L3120:
	movq	24(%rsp), %rdi
	movq	%r13, %rsi
	call	serve_random
	movq	%rax, %rbx
.L3121:
	movq	16(%rsp), %rcx
	movq	56(%rsp), %rdi
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	subq	%rbp, %rdx
	call	trace_add
	cmpq	$0, 304(%r14)
	movl	%eax, %r15d
	je	.L3127
	testl	%eax, %eax
	je	.L3367
.L3117:
	movq	208(%rsp), %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movq	%rax, 64(%rsp)
.L3136:
	movq	56(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	cmpl	$-3, %r15d
	je	.L3368
.L3177:
	leaq	.LC494(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
.L3093:
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
.L3365:
	.cfi_restore_state
	xorl	%edi, %edi
.L3251:
	leaq	(%rdi,%rdi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movq	%rcx, 16(%rdx)
	movups	%xmm0, (%rdx)
	testq	%rax, %rax
	je	.L3244
	cmpq	$65537, %r8
	ja	.L3255
.L3374:
	movl	8(%r14), %r15d
	movq	264(%rsp), %rsi
	testl	%r15d, %r15d
	je	.L3369
.L3118:
	movq	%r14, %rdi
	call	service_of
	cmpq	$0, 40(%r14)
	movq	%rax, %rdx
	jne	.L3120
.L3366:
	movq	1312(%rsp), %rax
	leaq	(%rdx,%r13), %rbx
	cmpq	%rbx, %rax
	jnb	.L3121
	movq	48(%r14), %r8
	cmpq	%rax, %r13
	jnb	.L3122
	addq	%r8, %rbx
.L3123:
	addq	$1, 1320(%rsp)
	movq	56(%r14), %r9
	testq	%r9, %r9
	jne	.L3124
	movq	$-1, 1312(%rsp)
	jmp	.L3121
.L3363:
	movq	(%rsp), %rcx
.L3111:
	movq	304(%r14), %rax
	orq	%r12, %rax
	cmpq	%rbx, %rbp
	cmovnb	%rbp, %rbx
	movq	%rbx, %r13
	jmp	.L3251
	.p2align 4,,10
	.p2align 3
.L3127:
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
	jbe	.L3131
	testl	%r15d, %r15d
	jne	.L3117
	movl	336(%r14), %ebp
	movq	328(%r14), %rsi
	testl	%ebp, %ebp
	jne	.L3370
.L3134:
	leaq	(%rsi,%rbx), %rax
	addq	$1, %r12
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
.L3359:
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
.L3131:
	testl	%r15d, %r15d
	jne	.L3117
	movq	216(%rsp), %r8
	movq	208(%rsp), %r15
	testq	%r8, %r8
	jne	.L3371
.L3137:
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
	je	.L3139
	testq	%rbp, %rbp
	je	.L3139
	cmpq	$0, 32(%rsp)
	je	.L3139
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
	je	.L3140
	movq	64(%r14), %rax
.L3140:
	movq	160(%r14), %rdi
	movl	$8, %esi
	movq	%rax, 1400(%rsp)
	call	calloc@PLT
	movq	%rax, 112(%rsp)
	movq	%rax, 1352(%rsp)
	testq	%rax, %rax
	je	.L3139
	testq	%r13, %r13
	je	.L3142
	movl	336(%r14), %r15d
	xorl	%ebx, %ebx
	movl	%r15d, %ecx
	movq	32(%rsp), %r15
	jmp	.L3148
	.p2align 4,,10
	.p2align 3
.L3143:
	movq	%rax, (%r12,%rbx,8)
	movq	%rbx, 0(%rbp,%rbx,8)
	movq	$0, (%r15,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r13
	je	.L3372
.L3148:
	movq	328(%r14), %rax
	testl	%ecx, %ecx
	je	.L3143
	testq	%rax, %rax
	js	.L3144
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, (%rsp)
.L3145:
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
	ja	.L3143
	comisd	.LC291(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L3143
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L3146
	cvttsd2siq	%xmm1, %rax
	jmp	.L3143
	.p2align 4,,10
	.p2align 3
.L3254:
	movq	(%rsp), %rcx
	movq	%rax, %rdi
	jmp	.L3111
	.p2align 4,,10
	.p2align 3
.L3367:
	movl	336(%r14), %r13d
	movq	328(%r14), %rsi
	addq	$1, %r12
	testl	%r13d, %r13d
	jne	.L3373
.L3130:
	leaq	(%rsi,%rbx), %rax
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
	jmp	.L3359
	.p2align 4,,10
	.p2align 3
.L3244:
	movq	40(%rsp), %rdi
	call	poisson_next
	comisd	.LC83(%rip), %xmm0
	jnb	.L3115
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L3116:
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
	jne	.L3117
	movq	216(%rsp), %r8
	movq	%rbx, 32(%rsp)
	cmpq	$65537, %r8
	jbe	.L3374
.L3255:
	movl	$-3, %r15d
	jmp	.L3117
.L3115:
	subsd	.LC83(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L3116
.L3124:
	addq	%r9, %rax
	movq	%rax, 1312(%rsp)
	cmpq	%rbx, %rax
	jnb	.L3121
	movq	24(%rsp), %rdi
	movq	%rdx, %rcx
	movq	%r13, %rsi
	movq	%rbx, %rdx
	call	serve_stalls
	movq	%rax, %rbx
	jmp	.L3121
.L3122:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, %r13
	jnb	.L3123
	leaq	(%rdx,%rcx), %rbx
	jmp	.L3123
.L3373:
	movq	96(%r14), %rdi
	movq	16(%rsp), %rdx
	movq	%r12, %rcx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3130
.L3361:
	cvttsd2siq	%xmm1, %rax
	jmp	.L3095
.L3144:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, (%rsp)
	jmp	.L3145
.L3372:
	orq	$-1, %r9
.L3149:
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
.L3174:
	xorl	%r8d, %r8d
	xorl	%ebx, %ebx
	testq	%r13, %r13
	je	.L3375
.L3175:
	addq	$1, %r8
	cmpq	%r8, %r13
	je	.L3376
.L3153:
	movq	0(%rbp,%rbx), %rax
	cmpq	%rax, 0(%rbp,%r8,8)
	jb	.L3260
	jne	.L3175
	movq	(%rsp), %rax
	movq	(%rax,%rbx), %rcx
	cmpq	%rcx, (%rax,%r8,8)
	jnb	.L3175
	.p2align 4,,10
	.p2align 3
.L3260:
	leaq	0(,%r8,8), %rbx
	addq	$1, %r8
	cmpq	%r8, %r13
	jne	.L3153
.L3376:
	leaq	0(%rbp,%rbx), %rax
	movq	%rax, 16(%rsp)
	movq	(%rax), %r10
	movq	8(%rsp), %rax
	cmpq	$-1, %rax
	je	.L3157
	cmpq	%r10, %rax
	jnb	.L3157
	cmpq	$65536, %r13
	je	.L3261
.L3155:
	movq	88(%rsp), %rax
	cmpq	%rax, %r13
	je	.L3377
.L3159:
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
	jnb	.L3160
	cvttsd2siq	%xmm0, %rax
.L3161:
	cmpq	$-1, %r13
	je	.L3356
	movq	8(%rsp), %r10
	movq	%rax, 8(%rsp)
	movq	40(%rsp), %rax
	movq	%rax, 80(%rsp)
.L3157:
	movq	%r8, 40(%rsp)
	cmpq	344(%r14), %r10
	jnb	.L3356
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
	jne	.L3265
	movq	32(%rsp), %rax
	movq	40(%rsp), %r8
	addq	%rax, %rbx
	cmpq	$0, 304(%r14)
	movq	(%rbx), %rcx
	je	.L3163
	movl	336(%r14), %r9d
	addq	$1, %rcx
	movq	328(%r14), %rax
	movq	%rcx, (%rbx)
	testl	%r9d, %r9d
	jne	.L3378
.L3164:
	movq	16(%rsp), %rcx
	addq	%r15, %rax
	movq	%rax, (%rcx)
.L3169:
	movq	%r8, %r13
.L3173:
	movq	312(%rsp), %r12
	cmpq	$8388607, %r12
	jbe	.L3174
.L3356:
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
	ja	.L3379
	movq	312(%rsp), %rdi
	movq	16(%rsp), %rax
	movq	248(%rsp), %rdx
	cmpq	%rdi, %rax
	cmovbe	%rax, %rdi
	xorl	%ebp, %ebp
	xorl	%r11d, %r11d
	testq	%rdi, %rdi
	je	.L3181
	movq	240(%rsp), %r10
	movq	288(%rsp), %r9
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	movq	296(%rsp), %r12
	movq	256(%rsp), %r8
	xorl	%r11d, %r11d
	movq	304(%rsp), %rbx
	jmp	.L3183
	.p2align 4,,10
	.p2align 3
.L3182:
	addq	$1, %rcx
	addq	%rsi, %r11
	cmpq	%rcx, %rbp
	cmovb	%rcx, %rbp
	addq	$1, %rax
	cmpq	%rdi, %rax
	je	.L3181
.L3183:
	movq	(%r8,%rax,8), %rcx
	movq	(%r9,%rax,8), %r15
	movl	$1, %esi
	cmpq	%r15, (%r10,%rax,8)
	jne	.L3182
	movq	(%r12,%rax,8), %r15
	cmpq	%r15, (%rdx,%rax,8)
	jne	.L3182
	xorl	%esi, %esi
	cmpq	%rcx, (%rbx,%rax,8)
	setne	%sil
	jmp	.L3182
.L3181:
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
	je	.L3271
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
	jmp	.L3187
	.p2align 4,,10
	.p2align 3
.L3381:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3186:
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
	je	.L3380
.L3187:
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movq	%r13, %rsi
	movq	%rbx, %rdx
	movsd	%xmm5, (%rsp)
	call	__udivti3@PLT
	movq	0(%rbp), %rdx
	movsd	(%rsp), %xmm5
	testq	%rdx, %rdx
	jns	.L3381
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3186
	.p2align 4,,10
	.p2align 3
.L3163:
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
	jbe	.L3341
	movl	336(%r14), %edi
	movq	328(%r14), %rsi
	movq	48(%rsp), %rcx
	testl	%edi, %edi
	jne	.L3382
.L3172:
	movq	16(%rsp), %rax
	addq	%r15, %rsi
	addq	$1, %rcx
	movq	%rcx, (%rbx)
	movq	%rsi, (%rax)
	jmp	.L3169
	.p2align 4,,10
	.p2align 3
.L3341:
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
	jmp	.L3173
	.p2align 4,,10
	.p2align 3
.L3160:
	subsd	.LC83(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L3161
	.p2align 4,,10
	.p2align 3
.L3378:
	testq	%rax, %rax
	js	.L3165
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
	movsd	%xmm3, 48(%rsp)
.L3166:
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
	ja	.L3164
	movl	$1, %eax
	salq	$62, %rax
	comisd	.LC291(%rip), %xmm1
	jnb	.L3164
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L3383
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L3164
	.p2align 4,,10
	.p2align 3
.L3377:
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
	je	.L3265
	movq	16(%rsp), %rsi
	movq	(%rsp), %rdi
	call	realloc@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L3263
	movq	16(%rsp), %rsi
	movq	32(%rsp), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L3264
	movq	%rax, 32(%rsp)
	movq	40(%rsp), %rax
	movq	%rbp, (%rsp)
	movq	%rbx, %rbp
	movq	%rax, 88(%rsp)
	jmp	.L3159
.L3375:
	cmpq	$-1, 8(%rsp)
	jne	.L3155
	jmp	.L3356
.L3382:
	movq	%r13, %rdx
	movq	%r10, %rdi
	movq	%r8, 48(%rsp)
	movq	%rcx, 40(%rsp)
	call	think_of.part.0.isra.0
	movq	48(%rsp), %r8
	movq	40(%rsp), %rcx
	movq	%rax, %rsi
	jmp	.L3172
.L3165:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 48(%rsp)
	jmp	.L3166
.L3094:
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
	jnb	.L3103
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L3104:
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
	jmp	.L3102
.L3370:
	movq	16(%rsp), %rdx
	movq	%r12, %rcx
	movq	%r9, %rdi
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3134
.L3146:
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L3143
.L3103:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L3104
.L3383:
	cvttsd2siq	%xmm1, %rax
	jmp	.L3164
.L3380:
	pxor	%xmm0, %xmm0
	movq	8(%rsp), %rdx
	movq	32(%rsp), %r11
	cvtsi2sdq	16(%rsp), %xmm0
	movq	40(%rsp), %rbp
	movq	48(%rsp), %rbx
	divsd	%xmm0, %xmm5
.L3184:
	movsd	.LC89(%rip), %xmm4
	movsd	.LC90(%rip), %xmm3
	xorl	%eax, %eax
	pxor	%xmm1, %xmm1
	movq	24(%rsp), %rsi
	jmp	.L3191
	.p2align 4,,10
	.p2align 3
.L3385:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
.L3190:
	movsd	(%rbx,%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm5, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm4, %xmm0
	mulsd	%xmm3, %xmm0
.L3188:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	$256, %rax
	je	.L3384
.L3191:
	movq	(%rsi,%rax), %rcx
	pxor	%xmm0, %xmm0
	testq	%rcx, %rcx
	je	.L3188
	jns	.L3385
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm2, %xmm2
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3190
.L3384:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm5
	ja	.L3386
	pxor	%xmm0, %xmm0
.L3192:
	movq	304(%r14), %rcx
	movq	328(%r14), %rsi
	testq	%rcx, %rcx
	je	.L3276
	cmpl	$1, 8(%r14)
	je	.L3387
.L3276:
	movq	$0x000000000, 32(%rsp)
	movq	$0x000000000, 40(%rsp)
	movq	$0x000000000, 8(%rsp)
	movq	$0x000000000, (%rsp)
.L3194:
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
	jnb	.L3202
	cvttsd2siq	%xmm5, %rax
.L3203:
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
	jne	.L3205
	movq	24(%rsp), %rdx
	movq	%r15, %rsi
	movq	%r14, %rdi
	call	score_reference
	movq	16(%rsp), %r11
	movsd	48(%rsp), %xmm5
	testl	%eax, %eax
	movl	%eax, %r12d
	jne	.L3205
	movq	312(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%r11, 16(%rsp)
	leaq	128(%rsp), %r12
	leaq	.LC498(%rip), %r13
	movsd	%xmm5, 48(%rsp)
	leaq	.LC497(%rip), %rcx
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
	leaq	.LC499(%rip), %rcx
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
	leaq	.LC500(%rip), %rsi
	call	check_summary
	movq	104(%rsp), %rsi
	leaq	.LC501(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rdi
	call	print_server
	cmpq	$0, 304(%r14)
	movsd	48(%rsp), %xmm5
	jne	.L3388
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
	leaq	.LC490(%rip), %rax
	movsd	16(%rsp), %xmm2
	movsd	320(%r14), %xmm1
	cmovne	%rax, %rsi
	leaq	.LC503(%rip), %rdi
	movl	$3, %eax
	call	printf@PLT
	movsd	24(%rsp), %xmm5
.L3209:
	movq	344(%r14), %rsi
	movq	%r15, %rdi
	movsd	%xmm5, 80(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC504(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC505(%rip), %rdi
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
	leaq	.LC506(%rip), %rsi
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
	jne	.L3389
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
	leaq	.LC508(%rip), %rdi
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
	leaq	.LC509(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movsd	112(%rsp), %xmm5
.L3243:
	leaq	.LC511(%rip), %rdi
	movsd	%xmm5, 16(%rsp)
	call	puts@PLT
	movq	264(%rsp), %rsi
	movsd	16(%rsp), %xmm5
	testq	%rsi, %rsi
	je	.L3212
	js	.L3213
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L3214:
	movq	344(%r14), %rax
	testq	%rax, %rax
	js	.L3215
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3216:
	movq	304(%r14), %rax
	divsd	%xmm1, %xmm0
	testq	%rax, %rax
	je	.L3279
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L3344
	testq	%rax, %rax
	js	.L3220
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3221:
	movq	328(%r14), %rax
	divsd	%xmm0, %xmm1
	testq	%rax, %rax
	js	.L3222
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3223:
	subsd	%xmm2, %xmm1
	movsd	%xmm1, 16(%rsp)
.L3218:
	pxor	%xmm1, %xmm1
	xorl	%r15d, %r15d
	comisd	%xmm1, %xmm5
	jbe	.L3217
	movsd	16(%rsp), %xmm1
	subsd	%xmm5, %xmm1
	mulsd	.LC73(%rip), %xmm1
	divsd	%xmm5, %xmm1
	movq	%xmm1, %r15
.L3217:
	leaq	.LC512(%rip), %rdi
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
	je	.L3225
.L3232:
	movq	%r15, %xmm1
	leaq	.LC513(%rip), %rdi
	movl	$2, %eax
	movsd	16(%rsp), %xmm0
	movsd	%xmm5, 112(%rsp)
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	movsd	112(%rsp), %xmm5
.L3226:
	movl	$10, %edi
	movsd	%xmm5, 112(%rsp)
	call	putchar@PLT
	cmpl	$0, 96(%rsp)
	movsd	112(%rsp), %xmm5
	jne	.L3390
.L3234:
	cmpl	$0, 100(%rsp)
	jne	.L3391
.L3237:
	movl	$10, %edi
	movsd	%xmm5, 80(%rsp)
	call	putchar@PLT
	movq	%rbx, %rsi
	movq	%r13, %rdi
	call	print_result_set
	movq	104(%rsp), %rsi
	leaq	.LC506(%rip), %rdi
	call	print_result_set
	cmpl	$0, 48(%rsp)
	movsd	80(%rsp), %xmm5
	jne	.L3392
.L3238:
	movq	304(%r14), %rdx
	movq	264(%rsp), %rcx
	leaq	.LC491(%rip), %rsi
	testq	%rdx, %rdx
	jne	.L3239
	movq	%rbp, %rdx
	leaq	.LC492(%rip), %rsi
.L3239:
	movsd	88(%rsp), %xmm0
	movapd	%xmm5, %xmm1
	movl	$2, %eax
	leaq	.LC518(%rip), %rdi
	movsd	%xmm5, 48(%rsp)
	call	printf@PLT
	cmpq	$0, 304(%r14)
	movsd	48(%rsp), %xmm5
	jne	.L3393
.L3240:
	movl	$10, %edi
	movsd	%xmm5, 16(%rsp)
	call	putchar@PLT
	movq	24(%rsp), %rsi
	movq	72(%rsp), %rdi
	movq	%r12, %rdx
	call	fmt_ratio.constprop.0
	leaq	.LC521(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 96(%rsp)
	movsd	16(%rsp), %xmm5
	jne	.L3394
.L3241:
	cmpl	$0, 100(%rsp)
	jne	.L3395
.L3242:
	leaq	.LC523(%rip), %rdi
	call	puts@PLT
	movq	136(%rsp), %rbx
	leaq	.LC473(%rip), %rdi
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
	jmp	.L3093
.L3368:
	movq	stderr(%rip), %rcx
	movl	$118, %edx
	movl	$1, %esi
	leaq	.LC493(%rip), %rdi
	call	fwrite@PLT
.L3178:
	movl	$2, %eax
	jmp	.L3093
.L3205:
	movq	56(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	leaq	.LC496(%rip), %rsi
	movl	%r12d, %edi
	call	cannot
	jmp	.L3093
.L3142:
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
	jnb	.L3150
	cvttsd2siq	%xmm0, %r9
	jmp	.L3149
.L3202:
	movapd	%xmm5, %xmm1
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L3203
.L3265:
	movq	%rbp, %r12
	movq	(%rsp), %rbp
	orl	$-1, %r15d
	movq	%r12, %rbx
.L3158:
	movq	112(%rsp), %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	jmp	.L3136
.L3386:
	movapd	%xmm1, %xmm0
	movq	%r11, 8(%rsp)
	movq	%rdx, (%rsp)
	movsd	%xmm5, 32(%rsp)
	call	sqrt@PLT
	movsd	32(%rsp), %xmm5
	movq	(%rsp), %rdx
	movq	8(%rsp), %r11
	divsd	%xmm5, %xmm0
	jmp	.L3192
.L3150:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %r9
	btcq	$63, %r9
	jmp	.L3149
.L3388:
	movq	328(%r14), %rsi
	movq	72(%rsp), %rdi
	movsd	%xmm5, 16(%rsp)
	call	fmt_us.constprop.0
	cmpl	$0, 336(%r14)
	leaq	.LC11(%rip), %rdx
	movq	304(%r14), %rsi
	movq	%rax, %rcx
	leaq	.LC490(%rip), %rax
	leaq	.LC502(%rip), %rdi
	cmovne	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movsd	16(%rsp), %xmm5
	jmp	.L3209
.L3271:
	pxor	%xmm5, %xmm5
	jmp	.L3184
.L3261:
	movq	%rbp, %r12
	movl	$-3, %r15d
	movq	(%rsp), %rbp
	movq	%r12, %rbx
	jmp	.L3158
.L3387:
	cmpq	$0, 48(%r14)
	jne	.L3276
	testq	%rsi, %rsi
	js	.L3195
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rsi, %xmm3
.L3196:
	movq	(%r14), %rax
	testq	%rax, %rax
	js	.L3197
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3198:
	movsd	.LC2(%rip), %xmm6
	movl	$1, %eax
	pxor	%xmm1, %xmm1
	jmp	.L3201
.L3397:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3200:
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
	jb	.L3396
.L3201:
	addsd	%xmm6, %xmm1
	mulsd	%xmm4, %xmm1
	movsd	%xmm1, (%rsp)
	testq	%rax, %rax
	jns	.L3397
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm1, %xmm1
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3200
.L3396:
	movapd	%xmm5, %xmm1
	movl	$1, 96(%rsp)
	subsd	%xmm7, %xmm1
	mulsd	.LC73(%rip), %xmm1
	mulsd	.LC91(%rip), %xmm0
	divsd	%xmm7, %xmm1
	movsd	%xmm0, 32(%rsp)
	movsd	%xmm1, 40(%rsp)
	jmp	.L3194
.L3197:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3198
.L3195:
	movq	%rsi, %rax
	movq	%rsi, %rdi
	pxor	%xmm3, %xmm3
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L3196
.L3379:
	movq	stderr(%rip), %rcx
	movl	$108, %edx
	movl	$1, %esi
	leaq	.LC495(%rip), %rdi
	call	fwrite@PLT
	movq	56(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	jmp	.L3178
.L3225:
	pxor	%xmm0, %xmm0
	testq	%rbp, %rbp
	je	.L3227
	movq	264(%rsp), %rax
	testq	%rax, %rax
	js	.L3228
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3229:
	testq	%rbp, %rbp
	js	.L3230
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L3231:
	divsd	%xmm1, %xmm0
.L3227:
	movq	%rbp, %rsi
	leaq	.LC514(%rip), %rdi
	movl	$1, %eax
	movsd	%xmm5, 112(%rsp)
	call	printf@PLT
	cmpq	$0, 304(%r14)
	movsd	112(%rsp), %xmm5
	je	.L3226
	jmp	.L3232
.L3212:
	pxor	%xmm0, %xmm0
	cmpq	$0, 304(%r14)
	movq	%xmm0, %r15
	movsd	%xmm0, 16(%rsp)
	je	.L3217
	jmp	.L3218
.L3362:
	movq	%r15, %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movl	96(%rsp), %r15d
	movq	%rax, 64(%rsp)
	jmp	.L3136
.L3264:
	orl	$-1, %r15d
	jmp	.L3158
.L3392:
	leaq	640(%rsp), %rsi
	leaq	.LC507(%rip), %rdi
	movsd	%xmm5, 48(%rsp)
	call	print_result_set
	movsd	48(%rsp), %xmm5
	jmp	.L3238
.L3391:
	xorl	%edx, %edx
	leaq	.LC517(%rip), %rsi
	movq	%rbx, %rdi
	movsd	%xmm5, 80(%rsp)
	call	print_score
	movsd	80(%rsp), %xmm5
	jmp	.L3237
.L3390:
	movsd	32(%rsp), %xmm4
	movl	$32, %esi
	movl	$5, %eax
	movsd	.LC28(%rip), %xmm1
	mulsd	8(%rsp), %xmm1
	movsd	40(%rsp), %xmm3
	leaq	.LC515(%rip), %rdi
	movsd	80(%rsp), %xmm2
	movsd	(%rsp), %xmm0
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	movsd	40(%rsp), %xmm0
	andpd	.LC61(%rip), %xmm0
	comisd	32(%rsp), %xmm0
	movsd	112(%rsp), %xmm5
	jbe	.L3234
	leaq	.LC516(%rip), %rdi
	movsd	%xmm5, 80(%rsp)
	call	puts@PLT
	movsd	80(%rsp), %xmm5
	jmp	.L3234
.L3389:
	leaq	640(%rsp), %rdx
	leaq	.LC507(%rip), %rsi
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
	leaq	.LC508(%rip), %rdi
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
	leaq	.LC509(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	664(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC510(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movsd	120(%rsp), %xmm5
	jmp	.L3243
.L3395:
	movl	$1, %edx
	leaq	.LC11(%rip), %rsi
	movq	%rbx, %rdi
	call	print_score
	jmp	.L3242
.L3394:
	movsd	40(%rsp), %xmm3
	movsd	32(%rsp), %xmm4
	xorl	%ecx, %ecx
	movapd	%xmm5, %xmm2
	movsd	.LC28(%rip), %xmm1
	mulsd	8(%rsp), %xmm1
	leaq	.LC522(%rip), %rdi
	movl	$5, %eax
	movapd	%xmm3, %xmm0
	andpd	.LC61(%rip), %xmm0
	movq	328(%r14), %rdx
	movq	304(%r14), %rsi
	comisd	%xmm0, %xmm4
	movsd	(%rsp), %xmm0
	setnb	%cl
	call	printf@PLT
	jmp	.L3241
.L3393:
	movsd	.LC519(%rip), %xmm1
	movq	%r15, %xmm0
	xorl	%esi, %esi
	andpd	.LC61(%rip), %xmm0
	leaq	.LC520(%rip), %rdi
	movl	$2, %eax
	comisd	%xmm0, %xmm1
	movsd	16(%rsp), %xmm0
	movq	%r15, %xmm1
	setnb	%sil
	call	printf@PLT
	movsd	48(%rsp), %xmm5
	jmp	.L3240
.L3213:
	movq	%rsi, %rax
	movq	%rsi, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3214
.L3222:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3223
.L3230:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3231
.L3228:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3229
.L3220:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3221
.L3279:
	movq	$0x000000000, 16(%rsp)
	xorl	%r15d, %r15d
	jmp	.L3217
.L3215:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3216
.L3344:
	movq	$0x000000000, 16(%rsp)
	jmp	.L3218
.L3263:
	movq	(%rsp), %rbp
	orl	$-1, %r15d
	jmp	.L3158
.L3139:
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
	jmp	.L3177
	.cfi_endproc
.LFE312:
	.size	run_users, .-run_users
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB85:
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
	je	.L3399
	movq	24(%rsp), %rcx
	movq	%r12, %r9
	subq	%rcx, %r9
	cmpq	%r9, 40(%rsp)
	jnb	.L3451
.L3399:
	movq	8(%rsp), %rax
	imulq	%r12, %rax
	addq	%r14, %rax
.L3400:
	movq	%rax, 264(%r10)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L3452
	cmpl	$1, %eax
	jne	.L3409
	movq	32(%rsp), %rbp
	subq	%r13, %r8
	addq	%r14, %rbp
	testq	%r13, %r13
	je	.L3410
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
	jb	.L3411
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %rbp
	jmp	.L3408
	.p2align 4,,10
	.p2align 3
.L3409:
	movq	48(%rbx), %r13
	movq	(%rbx), %r14
	movq	144(%rbx), %rsi
	testq	%r13, %r13
	je	.L3413
	movq	56(%rbx), %rdi
	movq	64(%rbx), %r8
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L3414:
	movq	%r12, %rdx
	xorl	%eax, %eax
	imulq	%rdi, %rdx
	addq	%r8, %rdx
	cmpq	%rbp, %rdx
	jb	.L3417
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbp, %rax
	divq	%r14
.L3417:
	testq	%rsi, %rsi
	je	.L3418
	movq	%r14, %rdx
	imulq	%rax, %rdx
	addq	%rbp, %rdx
	cmpq	%rsi, %rdx
	setnb	%dl
.L3419:
	testb	%dl, %dl
	jne	.L3420
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%r14, %rax
	addq	%r13, %rax
	addq	%rax, %rbp
	addq	$1, %r12
	je	.L3414
	testq	%rdi, %rdi
	jne	.L3414
.L3420:
	testq	%rsi, %rsi
	jne	.L3453
.L3416:
	movq	136(%rbx), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L3423:
	testq	%rax, %rax
	je	.L3422
	imulq	%r14, %rax
	addq	%rax, %rbp
.L3422:
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
	jmp	.L3408
	.p2align 4,,10
	.p2align 3
.L3451:
	movq	8(%rsp), %rdx
	movq	%r8, %rsi
	movq	32(%rsp), %rdi
	subq	%rcx, %rsi
	imulq	%rcx, %rdx
	movq	%rsi, %rax
	imulq	%r14, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L3400
	.p2align 4,,10
	.p2align 3
.L3418:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L3419
	.p2align 4,,10
	.p2align 3
.L3452:
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
.L3407:
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
	jb	.L3402
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3404
	movq	24(%rsp), %r11
	movq	%r15, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r14
	leaq	-1(%r13), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L3454
.L3405:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r13, %r12
	jb	.L3428
.L3404:
	movq	16(%rsp), %rax
	addq	$8, %rbp
	cmpq	%rax, %rbp
	jne	.L3407
	movq	32(%rsp), %r10
	movq	248(%r10), %rax
	movq	264(%r10), %rbp
	movq	%rax, 240(%r10)
.L3408:
	movl	88(%rsp), %eax
	orl	120(%rsp), %eax
	movq	%rbp, 256(%r10)
	jne	.L3432
	movl	200(%rbx), %edx
	movq	(%rsp), %rdi
	movq	%r10, %rcx
	xorl	%ebp, %ebp
	movq	192(%rbx), %rsi
	movq	%r10, 8(%rsp)
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3424
	movq	8(%rsp), %r10
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	48(%rsp), %rdi
	leaq	80(%r10), %rcx
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3424
	movq	168(%rbx), %rsi
	movq	8(%rsp), %r10
	movl	176(%rbx), %edx
	movq	%rsi, 272(%r10)
	testl	%edx, %edx
	je	.L3425
	movq	(%r10), %rcx
	movq	56(%rsp), %rdi
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rdi
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L3426
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
.L3426:
	movq	%rsi, 272(%r10)
.L3425:
	movq	(%rsp), %rdi
	leaq	128(%rsp), %rbp
	movq	%r10, 8(%rsp)
	movq	%rbp, %rdx
	call	dist_correct
	movl	152(%rsp), %eax
	movq	8(%rsp), %r10
	testl	%eax, %eax
	jne	.L3455
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%rbp, %rdi
	leaq	160(%r10), %rcx
	call	dist_summarise
	movq	128(%rsp), %rbp
	movl	%eax, %r12d
.L3424:
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
.L3402:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3404
.L3428:
	movq	%r13, %rcx
	movq	%r15, %rsi
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	subq	%r12, %rcx
	imulq	%r14, %r12
	movq	%r14, %rdx
	subq	%r12, %rsi
	call	dist_add
	jmp	.L3404
	.p2align 4,,10
	.p2align 3
.L3410:
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
.L3411:
	movq	8(%rsp), %rbp
	imulq	%r12, %rbp
	addq	%r14, %rbp
	jmp	.L3408
	.p2align 4,,10
	.p2align 3
.L3453:
	movq	%rcx, %r8
	cmpq	%rsi, %rbp
	jnb	.L3422
	subq	%rbp, %rsi
.L3415:
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r14
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rcx,%rax), %r8
	jmp	.L3423
	.p2align 4,,10
	.p2align 3
.L3454:
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
	jmp	.L3405
.L3432:
	xorl	%ebp, %ebp
	movl	$-1, %r12d
	jmp	.L3424
.L3455:
	movq	128(%rsp), %rbp
	movl	$-1, %r12d
	jmp	.L3424
.L3413:
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rsi, %rsi
	jne	.L3415
	jmp	.L3416
	.cfi_endproc
.LFE85:
	.size	closed_form, .-closed_form
	.p2align 4
	.type	omit_walk, @function
omit_walk:
.LFB180:
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
	jne	.L3457
	movl	152(%rbp), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %eax
	movl	%eax, 64(%rsp)
	movq	160(%rbp), %rax
	movq	%rax, 96(%rsp)
	testl	%edi, %edi
	je	.L3615
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
	jmp	.L3461
.L3457:
	movl	112(%rsp), %esi
	testl	%esi, %esi
	jne	.L3616
	movq	$1, 176(%rsp)
	movl	$8, %edi
.L3460:
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
	je	.L3542
	movl	$0, 64(%rsp)
	movq	272(%rbp), %r13
	movq	$1, 96(%rsp)
.L3461:
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
	jne	.L3553
	cmpq	$0, 160(%rsp)
	je	.L3553
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
	je	.L3465
	movq	136(%rbp), %rax
.L3465:
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
	jmp	.L3466
	.p2align 4,,10
	.p2align 3
.L3507:
	movq	8(%rsp), %rcx
	movq	%r8, %r9
	subq	%rcx, %r9
	testq	%rax, %rax
	je	.L3552
	movq	%r8, %rdx
	subq	%rbx, %rdx
	cmpq	%rdx, %rax
	jb	.L3538
	movq	%r9, 32(%rsp)
	movq	%r8, %rsi
	xorl	%eax, %eax
	movl	$0, 40(%rsp)
.L3510:
	movl	112(%rsp), %edi
	movq	%rax, %xmm0
	movhps	24(%rsp), %xmm0
	testl	%edi, %edi
	jne	.L3617
.L3512:
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
	je	.L3511
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
.L3511:
	movq	112(%r14), %rdi
	testq	%rdi, %rdi
	je	.L3523
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
	jne	.L3618
.L3523:
	movl	40(%rsp), %edx
	movq	8(%r14), %rax
	testl	%edx, %edx
	jne	.L3619
	movq	(%r14), %rdx
	testq	%rdx, %rdx
	je	.L3528
	movq	56(%r14), %rcx
	leaq	1(%rcx), %rsi
	movq	%rsi, 56(%r14)
	movq	%r9, (%rdx,%rcx,8)
.L3528:
	testq	%rax, %rax
	je	.L3527
	movq	64(%r14), %rdx
	movq	32(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r14)
	movq	%rdi, (%rax,%rdx,8)
.L3527:
	testl	%r11d, %r11d
	jne	.L3525
	movq	16(%r14), %rax
	testq	%rax, %rax
	je	.L3525
	movq	72(%r14), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 72(%r14)
	movq	%r9, (%rax,%rdx,8)
.L3525:
	movq	24(%r14), %rax
	testq	%rax, %rax
	je	.L3530
	movq	80(%r14), %rdx
	movq	32(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 80(%r14)
	movq	%rsi, (%rax,%rdx,8)
.L3530:
	movq	32(%r14), %rax
	testq	%rax, %rax
	je	.L3531
	movq	88(%r14), %rdx
	movq	8(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 88(%r14)
	movq	%r8, %rcx
	subq	%rdi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L3531:
	movq	40(%r14), %rax
	testq	%rax, %rax
	je	.L3532
	movq	96(%r14), %rdx
	subq	%rbx, %r8
	leaq	1(%rdx), %rcx
	movq	%rcx, 96(%r14)
	movq	%r8, (%rax,%rdx,8)
.L3532:
	movq	48(%r14), %rax
	testq	%rax, %rax
	je	.L3489
	movq	104(%r14), %rdx
	movq	8(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 104(%r14)
	movq	%rbx, %rcx
	subq	%rsi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L3489:
	movq	96(%rsp), %rax
	addq	$1, %r15
	addq	$1, 16(%rsp)
	cmpq	%rax, %r15
	movl	$0, %eax
	cmove	%rax, %r15
.L3466:
	cmpl	$3, 64(%rsp)
	je	.L3620
	movq	16(%rsp), %rax
	cmpq	136(%rbp), %rax
	jnb	.L3606
	movl	68(%rsp), %ecx
	movq	%r10, 24(%rsp)
	movq	152(%rsp), %rdi
	testl	%ecx, %ecx
	jne	.L3621
	call	due_next
	cmpl	$2, 64(%rsp)
	movq	24(%rsp), %r10
	movq	%rax, 8(%rsp)
	je	.L3622
	movq	8(%rsp), %rdi
	cmpl	$1, 64(%rsp)
	movq	%rdi, %rax
	jne	.L3491
	movq	80(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rdi
	cmovnb	%rdi, %rax
.L3491:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3470:
	movl	232(%rbp), %r11d
	testl	%r11d, %r11d
	jne	.L3623
.L3492:
	movq	88(%rsp), %rax
	cmpq	%rbx, %rax
	cmovb	%rbx, %rax
	movq	%rax, 24(%rsp)
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L3498
	movq	0(%rbp), %rdx
.L3499:
	cmpq	$0, 40(%rbp)
	je	.L3624
	movq	24(%rsp), %rsi
	movq	192(%rsp), %rdi
	movq	%r10, 40(%rsp)
	movl	%r11d, 32(%rsp)
	call	serve_random
	movq	40(%rsp), %r10
	movl	32(%rsp), %r11d
	movq	%rax, 88(%rsp)
.L3501:
	testl	%r11d, %r11d
	je	.L3549
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
.L3497:
	movl	68(%rsp), %r9d
	movq	224(%rbp), %rax
	testl	%r9d, %r9d
	jne	.L3507
	movq	%r8, %r9
	subq	%rbx, %r9
	testq	%rax, %rax
	jne	.L3537
	movq	%r9, 32(%rsp)
	movq	%r8, %rdx
	movl	$0, 40(%rsp)
.L3509:
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
	jmp	.L3511
.L3616:
	movq	240(%rbp), %rax
	addq	$1, %rax
	movq	%rax, 176(%rsp)
	leaq	0(,%rax,8), %rdi
	jmp	.L3460
.L3615:
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
	jmp	.L3461
.L3606:
	movq	%r10, %r15
.L3471:
	xorl	%ebx, %ebx
.L3522:
	cmpq	$0, 8(%r15)
	jne	.L3535
	movq	$0, 48(%r15)
.L3535:
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	328(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3536
	call	fclose@PLT
.L3536:
	movq	168(%rsp), %rdi
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	call	free@PLT
.L3456:
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
.L3619:
	.cfi_restore_state
	testq	%rax, %rax
	je	.L3525
	movq	64(%r14), %rdx
	movq	32(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r14)
	movq	%rdi, (%rax,%rdx,8)
	jmp	.L3525
	.p2align 4,,10
	.p2align 3
.L3620:
	movq	80(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L3468
	cmpq	%rax, %rbx
	setnb	%al
.L3469:
	testb	%al, %al
	jne	.L3606
	movl	232(%rbp), %r11d
	addq	$1, (%r10)
	movq	%rbx, 8(%rsp)
	testl	%r11d, %r11d
	je	.L3492
.L3623:
	cmpq	$0, 72(%rsp)
	je	.L3494
	movq	168(%rsp), %rdx
	movq	72(%rsp), %rax
	movq	176(%rsp), %rcx
	jmp	.L3493
	.p2align 4,,10
	.p2align 3
.L3496:
	addq	$1, %r12
	xorl	%esi, %esi
	cmpq	%rcx, %r12
	cmove	%rsi, %r12
	subq	$1, %rax
	je	.L3609
.L3493:
	cmpq	(%rdx,%r12,8), %rbx
	jnb	.L3496
.L3609:
	movq	%rax, 72(%rsp)
.L3494:
	movq	72(%rsp), %rax
	cmpq	240(%rbp), %rax
	jb	.L3492
	movq	88(%rsp), %rax
	cmpq	%rax, %rbx
	jnb	.L3492
	movq	248(%rbp), %r8
	movl	$1, %r11d
	movq	$1, 24(%rsp)
	addq	%rbx, %r8
	jmp	.L3497
	.p2align 4,,10
	.p2align 3
.L3552:
	movq	%r9, 32(%rsp)
	movq	%r8, %rsi
	movl	$0, 40(%rsp)
	jmp	.L3510
	.p2align 4,,10
	.p2align 3
.L3537:
	cmpq	%r9, %rax
	jb	.L3539
	movq	%r9, 32(%rsp)
	movq	%r8, %rdx
	xorl	%eax, %eax
	movl	$0, 40(%rsp)
	jmp	.L3509
	.p2align 4,,10
	.p2align 3
.L3621:
	call	due_next
	cmpq	$0, 16(%rsp)
	movq	24(%rsp), %r10
	movq	%rax, 8(%rsp)
	je	.L3473
	movl	280(%rbp), %edx
	testl	%edx, %edx
	je	.L3473
	movq	200(%rsp), %rsi
	subq	%rsi, %rbx
	movq	%r14, %rsi
	movq	%r12, %r14
	movq	%rbp, %r12
	addq	%rax, %rbx
	jmp	.L3475
	.p2align 4,,10
	.p2align 3
.L3625:
	addq	%rax, %r13
.L3475:
	cmpq	$-1, %r13
	je	.L3476
	movq	256(%r12), %rax
	addq	%r13, %rax
	cmpq	%rax, %rbx
	jb	.L3476
	movq	264(%r12), %rax
	testq	%rax, %rax
	jne	.L3625
	movq	$-1, %r13
.L3476:
	cmpq	%r13, %rbx
	jb	.L3478
	movq	256(%r12), %rbx
	addq	%r13, %rbx
.L3478:
	movl	112(%rsp), %eax
	testl	%eax, %eax
	je	.L3626
	movq	%rsi, 24(%rsp)
	movq	160(%rsp), %rbp
	movq	%r10, 32(%rsp)
	movq	144(%rsp), %rdi
	jmp	.L3479
	.p2align 4,,10
	.p2align 3
.L3628:
	cmpq	0(%rbp), %rbx
	jb	.L3627
	call	heap_pop
.L3479:
	movq	216(%rsp), %rax
	testq	%rax, %rax
	jne	.L3628
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	xorl	%ecx, %ecx
.L3481:
	movq	288(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L3483
	movl	296(%r12), %eax
	testl	%eax, %eax
	jne	.L3483
	movq	144(%rsp), %rdi
	movq	%r10, 32(%rsp)
	movq	%rsi, 24(%rsp)
	call	heap_pop
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	movq	%rax, %rbx
	jmp	.L3475
	.p2align 4,,10
	.p2align 3
.L3468:
	movq	16(%rsp), %rax
	cmpq	136(%rbp), %rax
	setnb	%al
	jmp	.L3469
	.p2align 4,,10
	.p2align 3
.L3622:
	movq	80(%rsp), %rdi
	cmpq	(%rdi,%r15,8), %rax
	jnb	.L3491
	addq	$1, 16(%r10)
	jmp	.L3489
.L3483:
	movq	%r12, %rbp
	movq	%r14, %r12
	movq	%rsi, %r14
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L3487
	cmpq	%rbx, 128(%rbp)
	jb	.L3614
.L3487:
	cmpq	%rdx, %rcx
	jnb	.L3488
.L3485:
	movq	8(%rsp), %rax
	movq	%rax, 200(%rsp)
	jmp	.L3470
	.p2align 4,,10
	.p2align 3
.L3549:
	movq	$0, 24(%rsp)
	movq	88(%rsp), %r8
	jmp	.L3497
	.p2align 4,,10
	.p2align 3
.L3617:
	movq	216(%rsp), %rax
	movq	184(%rsp), %rdi
	leaq	1(%rax), %rdx
	movq	%rdx, 216(%rsp)
	testq	%rax, %rax
	jne	.L3513
	jmp	.L3514
	.p2align 4,,10
	.p2align 3
.L3516:
	movq	%rcx, (%rdx)
	testq	%rax, %rax
	je	.L3514
.L3513:
	movq	%rax, %rdx
	leaq	-1(%rax), %rax
	shrq	%rax
	leaq	(%rdi,%rdx,8), %rdx
	movq	(%rdi,%rax,8), %rcx
	cmpq	%rcx, %rsi
	jb	.L3516
	movq	%rsi, (%rdx)
	jmp	.L3512
	.p2align 4,,10
	.p2align 3
.L3627:
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	movq	%rax, %rcx
	jmp	.L3481
	.p2align 4,,10
	.p2align 3
.L3473:
	movq	8(%rsp), %rax
	movq	%r14, %rsi
	movq	%r12, %r14
	movq	%rbp, %r12
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L3475
	.p2align 4,,10
	.p2align 3
.L3539:
	movq	%rax, 32(%rsp)
	leaq	(%rbx,%rax), %rdx
	movl	$1, %eax
	movl	$1, 40(%rsp)
	jmp	.L3509
	.p2align 4,,10
	.p2align 3
.L3538:
	movq	8(%rsp), %rdi
	leaq	(%rbx,%rax), %rsi
	movl	$1, 40(%rsp)
	movq	%rsi, %rax
	subq	%rdi, %rax
	movq	%rax, 32(%rsp)
	movl	$1, %eax
	jmp	.L3510
	.p2align 4,,10
	.p2align 3
.L3624:
	movq	24(%rsp), %rcx
	movq	224(%rsp), %rax
	leaq	(%rcx,%rdx), %rsi
	movq	%rsi, 88(%rsp)
	cmpq	%rsi, %rax
	jnb	.L3501
	movq	48(%rbp), %r8
	cmpq	%rax, %rcx
	jnb	.L3502
	addq	%r8, %rsi
	movq	%rsi, 88(%rsp)
.L3503:
	addq	$1, 232(%rsp)
	movq	56(%rbp), %r9
	testq	%r9, %r9
	jne	.L3504
	movq	$-1, 224(%rsp)
	jmp	.L3501
	.p2align 4,,10
	.p2align 3
.L3498:
	movq	16(%rsp), %rsi
	movq	%rbp, %rdi
	movq	%r10, 40(%rsp)
	movl	%r11d, 32(%rsp)
	call	service_of
	movq	40(%rsp), %r10
	movl	32(%rsp), %r11d
	movq	%rax, %rdx
	jmp	.L3499
	.p2align 4,,10
	.p2align 3
.L3514:
	movq	184(%rsp), %rdx
	movq	%rsi, (%rdx)
	jmp	.L3512
.L3488:
	movq	8(%rsp), %rax
	addq	$1, 24(%r10)
	movq	%rax, 200(%rsp)
	jmp	.L3489
.L3504:
	movq	88(%rsp), %rdi
	addq	%r9, %rax
	movq	%rax, 224(%rsp)
	cmpq	%rdi, %rax
	jnb	.L3501
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
	jmp	.L3501
.L3502:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, 24(%rsp)
	leaq	(%rdx,%rcx), %rsi
	cmovnb	88(%rsp), %rsi
	movq	%rsi, 88(%rsp)
	jmp	.L3503
.L3626:
	movq	%r12, %rbp
	movq	%r14, %r12
	movq	%rsi, %r14
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L3485
	cmpq	%rbx, 128(%rbp)
	jnb	.L3485
.L3614:
	movq	136(%rbp), %rax
	movq	16(%rsp), %rcx
	movq	%r10, %r15
	subq	%rcx, %rax
	movq	%rax, 16(%r10)
	jmp	.L3471
.L3542:
	movl	$0, 64(%rsp)
	movq	$-1, %r13
	movq	$1, 96(%rsp)
	jmp	.L3461
.L3618:
	movq	%r10, %r15
	movl	$-1, %ebx
	jmp	.L3522
.L3553:
	movq	168(%rsp), %rdi
	orl	$-1, %ebx
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	jmp	.L3456
	.cfi_endproc
.LFE180:
	.size	omit_walk, .-omit_walk
	.p2align 4
	.type	ref_omit_client, @function
ref_omit_client:
.LFB185:
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
	jne	.L3630
	movl	152(%rdi), %edx
	leaq	by_kind.6(%rip), %rax
	movq	160(%rdi), %rdi
	movl	(%rax,%rdx,4), %eax
	movq	%rdi, 120(%rsp)
	movl	%eax, 8(%rsp)
	cmpl	$3, %eax
	jne	.L3631
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L3631
	xorl	%edx, %edx
	movq	120(%rsp), %rdi
	divq	(%r14)
	leaq	1(%rdi,%rax), %rbp
	jmp	.L3633
.L3630:
	movl	$0, 8(%rsp)
	movq	136(%rdi), %rbp
	movq	$1, 120(%rsp)
.L3633:
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
	je	.L3638
	cmpq	$0, 48(%rsp)
	je	.L3638
	cmpq	$0, 80(%rsp)
	je	.L3638
	testq	%r15, %r15
	je	.L3638
	cmpq	$0, 104(%rsp)
	je	.L3638
	testq	%r13, %r13
	je	.L3638
	cmpq	$0, 96(%rsp)
	je	.L3638
	cmpq	$0, 144(%rsp)
	je	.L3638
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
	jne	.L3796
.L3639:
	movq	160(%r14), %rdi
	movl	$8, %esi
	movq	%rax, 280(%rsp)
	call	calloc@PLT
	movq	%rax, 184(%rsp)
	movq	%rax, 232(%rsp)
	testq	%rax, %rax
	je	.L3638
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
	jmp	.L3672
	.p2align 4,,10
	.p2align 3
.L3640:
	movq	%rcx, 88(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r11, 32(%rsp)
	cmpq	136(%r14), %r12
	jnb	.L3646
	movq	128(%rsp), %rdi
	call	due_next
	movl	20(%rsp), %edx
	movq	24(%rsp), %rdi
	movq	32(%rsp), %r11
	movq	64(%rsp), %r8
	testl	%edx, %edx
	movq	%rax, (%rdi,%r12,8)
	movq	88(%rsp), %rcx
	jne	.L3797
	cmpl	$2, 8(%rsp)
	je	.L3798
	cmpl	$1, 8(%rsp)
	jne	.L3664
	movq	120(%rsp), %rdi
	cmpq	%rdi, %r12
	jb	.L3664
	movq	152(%rsp), %rdi
	movq	(%rdi,%r12,8), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
.L3664:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3645:
	movq	48(%rsp), %rax
	movl	232(%r14), %r10d
	movq	%rbx, (%rax,%r12,8)
	testl	%r10d, %r10d
	je	.L3667
	cmpq	%r8, %rbx
	jb	.L3799
.L3667:
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
.L3670:
	movq	56(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3671
	movq	%rcx, %rdx
	leaq	(%rbx,%rdi), %rax
	subq	%rbx, %rdx
	cmpq	%rdx, %rdi
	cmovb	%rax, %rcx
.L3671:
	movq	104(%rsp), %rax
	movl	20(%rsp), %r9d
	movq	%rcx, (%rax,%r12,8)
	testl	%r9d, %r9d
	je	.L3662
	cmpq	$0, 288(%r14)
	je	.L3662
	movq	%rcx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L3662:
	addq	$1, %r12
.L3672:
	cmpl	$3, 8(%rsp)
	jne	.L3640
	movq	120(%rsp), %rax
	xorl	%ebx, %ebx
	cmpq	%rax, %r12
	jb	.L3641
	movq	152(%rsp), %rax
	movq	(%rax,%r12,8), %rbx
.L3641:
	testq	%r12, %r12
	je	.L3642
	movq	48(%rsp), %rax
	movq	-8(%rax,%r12,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3642:
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L3643
	cmpq	%rax, %rbx
	setnb	%al
.L3644:
	testb	%al, %al
	jne	.L3800
	movq	24(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L3645
.L3800:
	movq	%r12, %rax
	xorl	%edx, %edx
.L3710:
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
	je	.L3688
	movq	%r15, 112(%rsp)
	movq	96(%rsp), %rbp
	movq	%r10, %r15
	movq	%r13, 128(%rsp)
	movl	20(%rsp), %r13d
	movq	%r14, 88(%rsp)
	movq	168(%rsp), %r14
	jmp	.L3673
	.p2align 4,,10
	.p2align 3
.L3675:
	cmpb	$3, %r11b
	je	.L3801
	cmpb	$1, %r11b
	ja	.L3676
	addq	$1, 1128(%r14,%r15)
	movq	48(%rsp), %rax
	cmpq	$0, 136(%rsp)
	movq	(%rax,%rbx,8), %rsi
	je	.L3685
	movq	80(%rsp), %rax
	movq	(%rax,%rbx,8), %rdi
	testl	%r13d, %r13d
	je	.L3682
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax,%rbx,8), %rax
.L3683:
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
	jne	.L3802
.L3685:
	movq	160(%rsp), %rax
	addq	%r14, %rax
	addq	%r11, 1160(%rax)
	cmpq	$0, 56(%rsp)
	movq	1152(%rax), %rdx
	je	.L3681
	movq	80(%rsp), %rdi
	movq	(%rdi,%rbx,8), %rdi
	movq	%rdi, %rcx
	movq	%rdi, 8(%rsp)
	subq	%rsi, %rcx
	cmpq	%rcx, 56(%rsp)
	adcq	$0, %rdx
.L3681:
	movq	%rdx, 1152(%rax)
	leaq	(%r14,%r15), %rax
	cmpq	$1, 1128(%rax)
	movq	%rsi, 1176(%rax)
	jne	.L3686
	movq	%rsi, 1168(%rax)
.L3686:
	movq	%r11, 8(%rsp)
	testl	%r13d, %r13d
	je	.L3676
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
.L3676:
	addq	$1, %rbx
	addq	$32, %r8
	adcq	$0, %r9
	cmpq	%rbx, %r12
	je	.L3803
.L3673:
	movzbl	0(%rbp,%rbx), %r11d
	cmpb	$2, %r11b
	jne	.L3675
	addq	$1, 1136(%r14,%r15)
	jmp	.L3676
	.p2align 4,,10
	.p2align 3
.L3799:
	movq	%r11, %rcx
	xorl	%edx, %edx
	jmp	.L3668
	.p2align 4,,10
	.p2align 3
.L3669:
	movq	%rcx, %rax
	subq	%rdx, %rax
	shrq	%rax
	addq	%rdx, %rax
	cmpq	(%r15,%rax,8), %rbx
	jnb	.L3804
	movq	%rax, %rcx
.L3668:
	cmpq	%rcx, %rdx
	jb	.L3669
	movq	%r11, %rax
	subq	%rdx, %rax
	cmpq	240(%r14), %rax
	jb	.L3667
	movq	96(%rsp), %rax
	movq	248(%r14), %rcx
	movb	$1, (%rax,%r12)
	movq	80(%rsp), %rax
	addq	%rbx, %rcx
	movq	%rcx, (%rax,%r12,8)
	jmp	.L3670
	.p2align 4,,10
	.p2align 3
.L3804:
	leaq	1(%rax), %rdx
	jmp	.L3668
	.p2align 4,,10
	.p2align 3
.L3797:
	movl	280(%r14), %edi
	movl	%edi, 64(%rsp)
	testq	%r12, %r12
	je	.L3714
	testl	%edi, %edi
	je	.L3649
	movq	24(%rsp), %rdi
	subq	-8(%rdi,%r12,8), %rbx
	addq	%rax, %rbx
.L3648:
	movq	256(%r14), %r10
	movq	288(%r14), %r9
	testq	%r10, %r10
	je	.L3650
	.p2align 4,,10
	.p2align 3
.L3660:
	movq	272(%r14), %rsi
	cmpq	%rsi, %rbx
	jb	.L3650
	movq	264(%r14), %rdi
	testq	%rdi, %rdi
	je	.L3651
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%rsi, %rax
	movq	%rax, 32(%rsp)
	divq	%rdi
	movq	32(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, %rdi
.L3651:
	addq	%r10, %rsi
	addq	%rdi, %rsi
	cmpq	%rsi, %rbx
	cmovb	%rsi, %rbx
.L3650:
	testq	%r9, %r9
	je	.L3652
	testq	%rbp, %rbp
	je	.L3652
.L3653:
	leaq	0(%r13,%rbp,8), %rsi
	movq	%r13, %rax
	xorl	%ebp, %ebp
	.p2align 4,,10
	.p2align 3
.L3656:
	movq	(%rax), %rdx
	cmpq	%rdx, %rbx
	jnb	.L3655
	movq	%rdx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L3655:
	addq	$8, %rax
	cmpq	%rax, %rsi
	jne	.L3656
	cmpq	%r9, %rbp
	jb	.L3652
	movl	296(%r14), %eax
	testl	%eax, %eax
	jne	.L3657
	xorl	%eax, %eax
	movq	$-1, %rbx
	.p2align 4,,10
	.p2align 3
.L3658:
	movq	0(%r13,%rax,8), %rdx
	cmpq	%rdx, %rbx
	cmova	%rdx, %rbx
	addq	$1, %rax
	cmpq	%rbp, %rax
	jb	.L3658
	testq	%r10, %r10
	jne	.L3660
	testq	%rbp, %rbp
	jne	.L3653
	.p2align 4,,10
	.p2align 3
.L3652:
	movl	64(%rsp), %eax
	testl	%eax, %eax
	je	.L3645
.L3654:
	cmpq	%rbx, 128(%r14)
	jb	.L3646
.L3661:
	cmpq	%rbp, %r9
	jne	.L3645
	testq	%r9, %r9
	je	.L3645
	movq	96(%rsp), %rax
	movb	$3, (%rax,%r12)
	movq	48(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L3662
	.p2align 4,,10
	.p2align 3
.L3643:
	cmpq	136(%r14), %r12
	setnb	%al
	jmp	.L3644
.L3801:
	addq	$1, 1144(%r14,%r15)
	jmp	.L3676
	.p2align 4,,10
	.p2align 3
.L3798:
	cmpq	%rcx, %rax
	jnb	.L3664
	movq	96(%rsp), %rax
	movb	$2, (%rax,%r12)
	jmp	.L3662
.L3682:
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	120(%rsp)
	movq	%rsi, %rax
	movq	%rdx, %rcx
	jmp	.L3683
.L3714:
	movq	%rax, %rbx
	jmp	.L3648
.L3649:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L3648
.L3803:
	movq	112(%rsp), %r15
	movq	128(%rsp), %r13
	movq	88(%rsp), %r14
.L3688:
	movq	168(%rsp), %rcx
	movq	%r15, 64(%rsp)
	xorl	%ebx, %ebx
	movq	%r14, %rdx
	movq	%r13, 88(%rsp)
	leaq	.L3700(%rip), %rbp
	imulq	$560, 176(%rsp), %rax
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L3674:
	cmpl	$1, %ebx
	jle	.L3805
	cmpl	$3, %ebx
	jle	.L3806
	movl	20(%rsp), %edi
	testl	%edi, %edi
	je	.L3693
	cmpq	$0, 256(%rdx)
	jne	.L3690
	movl	280(%rdx), %esi
	testl	%esi, %esi
	je	.L3807
.L3690:
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	movl	%ebx, %r11d
	testq	%r12, %r12
	je	.L3708
	movq	48(%rsp), %r15
	movq	80(%rsp), %r14
	movq	%rcx, 8(%rsp)
	movq	96(%rsp), %r10
	movq	56(%rsp), %r13
	movq	%rdx, 32(%rsp)
	movl	20(%rsp), %r8d
	.p2align 4,,10
	.p2align 3
.L3707:
	testl	%r8d, %r8d
	je	.L3694
	movq	24(%rsp), %rdi
	movq	(%rdi,%rax,8), %rdi
.L3695:
	xorl	%esi, %esi
	testq	%r13, %r13
	je	.L3696
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	xorl	%esi, %esi
	cmpq	%rdx, %r13
	setb	%sil
.L3696:
	movzbl	(%r10,%rax), %ecx
	cmpb	$1, %cl
	ja	.L3697
	cmpl	$6, %ebx
	ja	.L3698
	movslq	0(%rbp,%r11,4), %rdx
	addq	%rbp, %rdx
	jmp	*%rdx
	.section	.rodata
	.align 4
	.align 4
.L3700:
	.long	.L3698-.L3700
	.long	.L3703-.L3700
	.long	.L3698-.L3700
	.long	.L3703-.L3700
	.long	.L3702-.L3700
	.long	.L3701-.L3700
	.long	.L3699-.L3700
	.text
.L3703:
	testl	%esi, %esi
	je	.L3722
	movq	(%r15,%rax,8), %rdx
	addq	%r13, %rdx
	subq	%rdi, %rdx
.L3795:
	movq	144(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	.p2align 4,,10
	.p2align 3
.L3697:
	addq	$1, %rax
	cmpq	%rax, %r12
	jne	.L3707
	movq	8(%rsp), %rcx
	movq	32(%rsp), %rdx
.L3708:
	movq	144(%rsp), %rdi
	movq	%r9, %rsi
	movq	%rcx, 32(%rsp)
	movq	%rdx, 8(%rsp)
	call	ref_osummary
	movq	32(%rsp), %rcx
	movq	8(%rsp), %rdx
.L3693:
	addl	$1, %ebx
	addq	$80, %rcx
	cmpl	$7, %ebx
	jne	.L3674
	movq	64(%rsp), %r15
	movq	88(%rsp), %r13
	xorl	%ebx, %ebx
.L3684:
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	328(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3709
	call	fclose@PLT
.L3709:
	movq	184(%rsp), %rdi
	call	free@PLT
.L3637:
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
.L3699:
	.cfi_restore_state
	movq	(%r15,%rax,8), %rdx
.L3794:
	movq	24(%rsp), %rdi
	subq	(%rdi,%rax,8), %rdx
	movq	144(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L3697
.L3701:
	movq	144(%rsp), %rdi
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L3697
.L3702:
	movq	(%r14,%rax,8), %rdx
	jmp	.L3794
.L3698:
	testl	%esi, %esi
	jne	.L3697
	andl	$1, %ecx
	je	.L3722
	testl	%ebx, %ebx
	jne	.L3697
.L3722:
	movq	(%r14,%rax,8), %rdx
	subq	%rdi, %rdx
	jmp	.L3795
	.p2align 4,,10
	.p2align 3
.L3694:
	movq	(%r15,%rax,8), %rdi
	jmp	.L3695
.L3805:
	cmpq	$0, 224(%rdx)
	jne	.L3690
.L3793:
	addl	$1, %ebx
	addq	$80, %rcx
	jmp	.L3674
.L3806:
	movl	232(%rdx), %r8d
	testl	%r8d, %r8d
	je	.L3793
	jmp	.L3690
.L3646:
	movq	136(%r14), %rax
	movq	%rax, %rdx
	subq	%r12, %rdx
	jmp	.L3710
.L3796:
	movq	64(%r14), %rax
	jmp	.L3639
.L3807:
	cmpq	$0, 288(%rdx)
	jne	.L3690
	jmp	.L3693
.L3631:
	movq	136(%r14), %rbp
	jmp	.L3633
.L3802:
	movq	112(%rsp), %r15
	movq	128(%rsp), %r13
	movl	$-1, %ebx
	jmp	.L3684
.L3657:
	cmpl	$0, 64(%rsp)
	je	.L3661
	jmp	.L3654
	.p2align 4,,10
	.p2align 3
.L3638:
	movl	$-1, %ebx
	jmp	.L3637
	.cfi_endproc
.LFE185:
	.size	ref_omit_client, .-ref_omit_client
	.p2align 4
	.type	omit_job_run, @function
omit_job_run:
.LFB304:
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
	jne	.L3809
	xorl	%ecx, %ecx
	movq	%rbp, %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	ref_omit_client
.L3809:
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
.LFE304:
	.size	omit_job_run, .-omit_job_run
	.p2align 4
	.type	walk_outcome, @function
walk_outcome:
.LFB148:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	8(%rdx), %r14
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
	subq	$4200, %rsp
	.cfi_def_cfa_offset 4256
	movq	%rdi, 32(%rsp)
	leaq	896(%rsp), %rdi
	movq	%rcx, 176(%rsp)
	movl	$412, %ecx
	movq	%rdi, %r12
	movq	%rdi, 96(%rsp)
	rep stosq
	movq	%r14, %rcx
	movq	%rsi, 8(%rsp)
	andq	$-8, %rcx
	movq	$0, (%rdx)
	movq	$0, 280(%rdx)
	movq	%rcx, %rdi
	movq	%rdx, %rcx
	subq	%rdi, %rcx
	movq	%rdx, (%rsp)
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movl	$524288, %edi
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %rbx
	movq	%rax, 4168(%rsp)
	call	malloc@PLT
	movq	32(%rsp), %r15
	movq	%r14, 32(%rsp)
	movq	%r12, %r14
	testq	%rax, %rax
	movq	%rax, 4176(%rsp)
	sete	%bpl
	testq	%rbx, %rbx
	movq	(%rsp), %rbx
	sete	%al
	xorl	%r13d, %r13d
	orl	%eax, %ebp
	leaq	2976(%rsp), %rax
	movq	%rax, 88(%rsp)
	movzbl	%bpl, %ebp
.L3813:
	movq	208(%r15), %rax
	movl	$130, %ecx
	movq	%r12, %rdi
	movl	200(%r15), %edx
	movq	192(%r15), %rsi
	movq	%rax, (%rsp)
	movq	%r13, %rax
	rep stosq
	movl	%edx, 64(%r12)
	movl	$425984, %edi
	movq	%rsi, 56(%r12)
	movl	$8, %esi
	movq	$-1, 40(%r12)
	movl	$1, 72(%r12)
	call	calloc@PLT
	movl	$8, %esi
	movl	$393216, %edi
	movq	%rax, 384(%r12)
	call	calloc@PLT
	movq	(%rsp), %rcx
	xorl	%r8d, %r8d
	leaq	1024(%r12), %rdx
	movq	%rax, 376(%r12)
	leaq	1016(%r12), %rsi
	leaq	392(%r12), %rdi
	call	guesses_init
	testl	%eax, %eax
	jne	.L3906
	cmpq	$0, 384(%r12)
	je	.L3906
	cmpq	$1, 376(%r12)
	sbbl	%eax, %eax
	orl	%eax, %ebp
.L3812:
	movq	88(%rsp), %rax
	addq	$1040, %r12
	cmpq	%rax, %r12
	jne	.L3813
	movl	176(%r15), %edx
	movq	%rbx, %r10
	movq	%r15, %r9
	movq	%r14, %rbx
	movq	32(%rsp), %r14
	testl	%edx, %edx
	je	.L3997
.L3814:
	movl	4160(%rsp), %eax
	movl	$0, 128(%rsp)
	movl	%eax, 32(%rsp)
	testl	%ebp, %ebp
	jne	.L3881
	movq	%r14, 192(%rsp)
	movq	%r10, %rbp
	movq	%rbx, 144(%rsp)
	movq	%r9, %rbx
.L3817:
	movl	968(%rsp), %r9d
	movl	2008(%rsp), %edx
	testl	%r9d, %r9d
	jle	.L3998
	movl	152(%rbx), %eax
	testl	%edx, %edx
	leaq	by_kind.6(%rip), %rdi
	movl	32(%rsp), %esi
	setg	%r12b
	setg	155(%rsp)
	movl	(%rdi,%rax,4), %r8d
	movzbl	%r12b, %r12d
	movl	$1, 224(%rsp)
	movl	%r12d, 228(%rsp)
	movq	%r8, %rax
	testl	%esi, %esi
	je	.L3999
	movl	$1, 32(%rsp)
	movl	$1, %r15d
.L3902:
	movl	3000(%rsp), %r14d
	testl	%r14d, %r14d
	jle	.L3818
.L3900:
	movl	$1, 232(%rsp)
	movl	%r12d, 236(%rsp)
	movl	$1, 32(%rsp)
.L3819:
	cmpl	$3, %eax
	movl	$1, %eax
	cmovne	%eax, %r12d
.L3821:
	leaq	384(%rsp), %rdi
	xorl	%eax, %eax
	movl	$64, %ecx
	movq	%rdi, 80(%rsp)
	pxor	%xmm0, %xmm0
	rep stosq
	movq	8(%rsp), %rdi
	movl	232(%rsp), %eax
	movaps	%xmm0, 240(%rsp)
	movq	%rdi, 384(%rsp)
	movl	%eax, 156(%rsp)
	testl	%eax, %eax
	jne	.L3822
	movl	236(%rsp), %r14d
	movq	%rdi, 640(%rsp)
	testl	%r14d, %r14d
	je	.L3824
	xorl	%r13d, %r13d
.L3823:
	movq	8(%rsp), %rax
	shrq	$32, %r8
	leaq	640(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%rdi, (%rsp)
	movq	%r8, %rdx
	call	*(%rax)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	movl	%eax, 40(%rsp)
	je	.L3826
	movl	156(%rsp), %r12d
	testl	%r12d, %r12d
	je	.L3827
	movq	8(%rsp), %rax
	movq	80(%rsp), %rdi
	call	*24(%rax)
	movl	40(%rsp), %eax
.L3828:
	movl	128(%rsp), %edi
	orl	%eax, %edi
	jne	.L4000
	movq	8(%rsp), %rax
	movq	(%rsp), %rdi
	leaq	264(%rbp), %rcx
	leaq	256(%rsp), %rdx
	leaq	248(%rbp), %r8
	movq	%rbx, %rsi
	call	*32(%rax)
	cmpq	$0, 176(%rsp)
	je	.L3995
	movq	248(%rsp), %rax
	testq	%rax, %rax
	js	.L3876
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3877:
	movq	256(%rsp), %rax
	testq	%rax, %rax
	je	.L3878
	js	.L3879
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3880:
	divsd	%xmm1, %xmm0
.L3878:
	movq	176(%rsp), %rax
	movsd	%xmm0, 8(%rax)
.L3995:
	movq	8(%rsp), %rax
	movq	(%rsp), %rdi
	call	*24(%rax)
.L3875:
	testb	%r15b, %r15b
	jne	.L4001
.L3882:
	cmpb	$0, 155(%rsp)
	jne	.L3883
	movl	32(%rsp), %r10d
	testl	%r10d, %r10d
	jne	.L4002
.L3885:
	movl	4160(%rsp), %eax
	movl	%eax, 32(%rsp)
	testl	%eax, %eax
	jne	.L3890
	movq	8(%rsp), %rax
	movq	208(%rbx), %r13
	movl	200(%rbx), %r14d
	movq	192(%rbx), %r12
	movq	160(%rbx), %rdx
	movq	256(%rbp), %rdi
	movq	4184(%rsp), %rsi
	call	*40(%rax)
	movq	88(%rsp), %rdi
	movq	%r13, %r8
	movl	%r14d, %ecx
	movq	%rax, %rsi
	movq	%r12, %rdx
	call	cqr_init
	testl	%eax, %eax
	jne	.L3992
	movl	$1, 4160(%rsp)
	movl	$1, 32(%rsp)
.L3890:
	addl	$1, 128(%rsp)
	movl	128(%rsp), %eax
	movl	%eax, 280(%rbp)
	jmp	.L3817
.L3822:
	movq	8(%rsp), %r14
	movq	%r8, (%rsp)
	movl	%r8d, %edx
	movq	%rbx, %rsi
	movq	80(%rsp), %rdi
	call	*(%r14)
	movq	%r14, 640(%rsp)
	movl	236(%rsp), %r14d
	testl	%r14d, %r14d
	je	.L3825
	xorl	%r13d, %r13d
	testl	%eax, %eax
	movq	(%rsp), %r8
	setne	%r13b
	jmp	.L3823
.L3998:
	testl	%edx, %edx
	jle	.L4003
	movl	152(%rbx), %eax
	movl	32(%rsp), %ecx
	leaq	by_kind.6(%rip), %rdi
	movabsq	$4294967296, %rdx
	movq	%rdx, 224(%rsp)
	movl	(%rdi,%rax,4), %r8d
	movq	%r8, %rax
	testl	%ecx, %ecx
	jne	.L4004
	movq	%rdx, 232(%rsp)
	movl	$1, %r12d
	xorl	%r15d, %r15d
	movb	$1, 155(%rsp)
	jmp	.L3821
.L3824:
	xorl	%r14d, %r14d
.L3826:
	leaq	272(%rsp), %rax
	movq	%rbx, %rsi
	movq	%rax, %rdi
	movq	%rax, 184(%rsp)
	call	due_restart
	leaq	232(%rsp), %rax
	movl	%r12d, 132(%rsp)
	movq	%rax, 40(%rsp)
	leaq	256(%rsp), %rax
	movq	%rax, 56(%rsp)
	leaq	224(%rsp), %rax
	movq	%rax, 136(%rsp)
	movb	%r15b, 203(%rsp)
	movl	%r14d, 204(%rsp)
	movq	%rbx, 208(%rsp)
	movq	%rbp, 216(%rsp)
	.p2align 4,,10
	.p2align 3
.L3859:
	movl	132(%rsp), %ebx
	movq	$0, (%rsp)
	testl	%ebx, %ebx
	jne	.L4005
.L3830:
	movq	40(%rsp), %rax
	xorl	%ebp, %ebp
	movq	96(%rsp), %r12
	xorl	%ecx, %ecx
	movq	%rbp, %rbx
	movq	88(%rsp), %r13
	movl	(%rax,%rbx,4), %r11d
	testl	%r11d, %r11d
	jne	.L4006
.L3832:
	addq	$1040, %r12
	testq	%rbx, %rbx
	jne	.L4007
.L3914:
	movq	40(%rsp), %rax
	movl	$1, %ebx
	movl	(%rax,%rbx,4), %r11d
	testl	%r11d, %r11d
	je	.L3832
.L4006:
	movq	80(%rsp), %rax
	movq	%rbx, %r15
	movq	(%rsp), %rdx
	movl	%ebx, 52(%rsp)
	salq	$8, %r15
	movq	%rcx, 72(%rsp)
	movq	4176(%rsp), %rsi
	addq	%rax, %r15
	movq	8(%rsp), %rax
	movq	%r15, %rdi
	call	*8(%rax)
	movq	56(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	264(%rsp), %r9
	movq	8(%rsp), %rax
	movq	%r15, %rdi
	movq	4168(%rsp), %r14
	movl	$65536, %edx
	imulq	$1000000000, 256(%rsp), %rbp
	movq	%r9, 64(%rsp)
	movq	%r14, %rsi
	call	*16(%rax)
	movq	56(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %r15
	call	clock_gettime@PLT
	movq	64(%rsp), %r9
	movq	72(%rsp), %rcx
	imulq	$1000000000, 256(%rsp), %rax
	subq	%r9, %rax
	addq	264(%rsp), %rax
	subq	%rbp, %rax
	addq	%rax, 240(%rsp,%rbx,8)
	leaq	(%r15,%rcx), %rax
	movq	%rax, 64(%rsp)
	movq	136(%rsp), %rax
	movl	(%rax,%rbx,4), %r10d
	testl	%r10d, %r10d
	jne	.L4008
.L3833:
	movl	52(%rsp), %eax
	xorl	$1, %eax
	testb	%al, 32(%rsp)
	je	.L3857
	xorl	%r14d, %r14d
	testq	%r15, %r15
	je	.L3857
	.p2align 4,,10
	.p2align 3
.L3855:
	movq	4168(%rsp), %rax
	movq	%r15, %rbp
	subq	%r14, %rbp
	leaq	(%rax,%r14,8), %rdx
	movl	$1, %eax
	movq	(%rdx), %rsi
	cmpq	$1, %rbp
	jne	.L3852
	jmp	.L3853
	.p2align 4,,10
	.p2align 3
.L3854:
	addq	$1, %rax
	cmpq	%rax, %rbp
	je	.L3853
.L3852:
	cmpq	%rsi, (%rdx,%rax,8)
	je	.L3854
	movq	%rax, %rbp
.L3853:
	movq	%rbp, %rdx
	movq	%r13, %rdi
	addq	%rbp, %r14
	call	cqr_add_n
	cmpq	%r15, %r14
	jb	.L3855
.L3857:
	movq	64(%rsp), %rcx
	addq	$1040, %r12
	testq	%rbx, %rbx
	je	.L3914
.L4007:
	movq	%rcx, %r14
	orq	(%rsp), %r14
	jne	.L3859
	movq	320(%rsp), %rdi
	movl	204(%rsp), %r14d
	movq	208(%rsp), %rbx
	movq	216(%rsp), %rbp
	movzbl	203(%rsp), %r15d
	call	free@PLT
	movq	312(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3860
	call	fclose@PLT
.L3860:
	movl	156(%rsp), %r11d
	pxor	%xmm0, %xmm0
	movups	%xmm0, 312(%rsp)
	movups	%xmm0, 328(%rsp)
	movups	%xmm0, 344(%rsp)
	movups	%xmm0, 360(%rsp)
	testl	%r11d, %r11d
	je	.L3861
	cmpl	$0, 128(%rsp)
	jne	.L3869
	movq	8(%rsp), %rax
	movq	80(%rsp), %rdi
	leaq	256(%rbp), %rcx
	leaq	256(%rsp), %rdx
	leaq	240(%rbp), %r8
	movq	%rbx, %rsi
	call	*32(%rax)
	movq	256(%rsp), %rax
	cmpq	$0, 176(%rsp)
	movq	%rax, 4184(%rsp)
	je	.L3869
	movq	240(%rsp), %rdx
	testq	%rdx, %rdx
	js	.L3866
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3867:
	testq	%rax, %rax
	je	.L3872
	js	.L3870
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3871:
	divsd	%xmm1, %xmm0
.L3872:
	movq	176(%rsp), %rax
	movsd	%xmm0, (%rax)
.L3869:
	movq	8(%rsp), %rax
	movq	80(%rsp), %rdi
	call	*24(%rax)
	testl	%r14d, %r14d
	je	.L3875
.L3865:
	leaq	640(%rsp), %rdi
	xorl	%eax, %eax
	movq	%rdi, (%rsp)
	jmp	.L3828
.L4005:
	movq	4176(%rsp), %rsi
	movq	184(%rsp), %rdi
	movl	$65536, %edx
	call	due_fill
	movq	%rax, (%rsp)
	jmp	.L3830
.L4008:
	testq	%r15, %r15
	je	.L3832
	movslq	52(%rsp), %rax
	movq	%rbx, 160(%rsp)
	xorl	%ebp, %ebp
	movq	%r14, %rdi
	movq	%r13, 168(%rsp)
	movq	%rbp, %r14
	movq	%rax, %rdx
	salq	$6, %rdx
	leaq	(%rdx,%rax), %r8
	leaq	(%r8,%r8), %rsi
	movq	%rsi, %rax
	movq	%r15, %rsi
	movq	%rax, %r15
	.p2align 4,,10
	.p2align 3
.L3840:
	movq	%rsi, %r13
	leaq	(%rdi,%r14,8), %rdx
	movl	$1, %eax
	subq	%r14, %r13
	movq	(%rdx), %rbx
	cmpq	$1, %r13
	jne	.L3835
	jmp	.L3836
	.p2align 4,,10
	.p2align 3
.L3837:
	addq	$1, %rax
	cmpq	%rax, %r13
	je	.L3836
.L3835:
	cmpq	%rbx, (%rdx,%rax,8)
	je	.L3837
	movq	%rax, %r13
.L3836:
	movl	68(%r12), %r9d
	testl	%r9d, %r9d
	je	.L3838
	movslq	320(%r12), %r10
	testl	%r10d, %r10d
	jle	.L3843
	xorl	%r9d, %r9d
	leaq	0(,%r8,4), %r11
	.p2align 4,,10
	.p2align 3
.L3851:
	movslq	324(%r12,%r9,4), %rax
	movq	%rbx, %rcx
	leaq	28(%rax,%r15), %rdx
	subq	896(%rsp,%rdx,8), %rcx
	movq	%rcx, %rdx
	leaq	68(%rax,%r11), %rcx
	movl	896(%rsp,%rcx,4), %ecx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L3850
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%r12), %rdx
	addq	%r13, (%rdx,%rax,8)
.L3850:
	addq	$1, %r9
	cmpq	%r9, %r10
	jne	.L3851
.L3843:
	addq	%r13, %r14
	cmpq	%rsi, %r14
	jb	.L3840
.L4010:
	movq	160(%rsp), %rbx
	movq	168(%rsp), %r13
	movq	%rsi, %r15
	jmp	.L3833
	.p2align 4,,10
	.p2align 3
.L3838:
	movq	%r13, 16(%rsp)
	movq	16(%rsp), %rax
	addq	%rax, (%r12)
	movq	%r13, %rax
	movq	$0, 24(%rsp)
	movq	24(%rsp), %rdx
	adcq	%rdx, 8(%r12)
	mulq	%rbx
	addq	%rax, 16(%r12)
	movq	32(%r12), %rax
	adcq	%rdx, 24(%r12)
	cmpq	%rbx, 56(%r12)
	jnb	.L3841
	addq	%r13, %rax
.L3841:
	movq	%rax, 32(%r12)
	movq	40(%r12), %rax
	movq	384(%r12), %rdx
	cmpq	%rbx, %rax
	cmova	%rbx, %rax
	movq	%rax, 40(%r12)
	movq	48(%r12), %rax
	cmpq	%rbx, %rax
	cmovb	%rbx, %rax
	movq	%rax, 48(%r12)
	movq	%rbx, %rax
	cmpq	$16383, %rbx
	jbe	.L3842
	bsrq	%rbx, %rax
	movq	%rbx, %r11
	subl	$13, %eax
	movq	%rax, %rcx
	salq	$13, %rax
	shrq	%cl, %r11
	addq	%r11, %rax
.L3842:
	movq	1016(%r12), %r9
	addq	%r13, (%rdx,%rax,8)
	testq	%r9, %r9
	je	.L3843
	movq	%rdi, 104(%rsp)
	xorl	%r10d, %r10d
	movq	%r13, %rdx
	leaq	392(%r12), %rbp
	movq	%r8, 112(%rsp)
	movq	%rbx, %r13
	movl	%r10d, %ebx
	movq	%r15, 120(%rsp)
	movq	%r14, %r15
	movq	%rsi, %r14
.L3848:
	movq	0(%rbp), %rcx
	movq	8(%rbp), %rax
	movq	%r13, %rsi
	movq	1024(%r12), %r8
	movq	(%r12), %rdi
	subq	%rcx, %rsi
	subq	%rcx, %rax
	cmpq	%rsi, %rax
	jnb	.L4009
	movq	48(%rbp), %rax
	cmpq	%rcx, %r13
	leaq	(%rax,%rdx), %rsi
	cmovb	%rsi, %rax
	movq	%rax, 48(%rbp)
	movq	1016(%r12), %r9
.L3846:
	addl	$1, %ebx
	addq	$104, %rbp
	testq	%r9, %r9
	je	.L3986
	cmpl	$5, %ebx
	jne	.L3848
.L3986:
	movq	%r14, %rsi
	movq	%rdx, %r13
	movq	%r15, %r14
	movq	104(%rsp), %rdi
	addq	%r13, %r14
	movq	112(%rsp), %r8
	movq	120(%rsp), %r15
	cmpq	%rsi, %r14
	jb	.L3840
	jmp	.L4010
	.p2align 4,,10
	.p2align 3
.L4009:
	movl	72(%rbp), %ecx
	testl	%ecx, %ecx
	jne	.L4011
	subq	$8, %rsp
	.cfi_def_cfa_offset 4264
	movq	%rdi, %rcx
	movq	%r13, %rsi
	movq	%rbp, %rdi
	pushq	%r8
	.cfi_def_cfa_offset 4272
	xorl	%r8d, %r8d
	movq	%rdx, 88(%rsp)
	call	guess_hold.part.0
	popq	%rax
	.cfi_def_cfa_offset 4264
	movq	1016(%r12), %r9
	popq	%rdx
	.cfi_def_cfa_offset 4256
	movq	72(%rsp), %rdx
	jmp	.L3846
.L4011:
	movq	88(%rbp), %rax
	addq	%rdx, (%rax,%rsi,8)
	jmp	.L3846
.L3818:
	movl	32(%rsp), %edi
	movl	%r12d, 236(%rsp)
	movl	%edi, 232(%rsp)
	testl	%edi, %edi
	je	.L3821
	xorl	%r13d, %r13d
	movl	%r13d, 32(%rsp)
	jmp	.L3819
	.p2align 4,,10
	.p2align 3
.L3825:
	testl	%eax, %eax
	je	.L3824
	movq	8(%rsp), %rax
	movq	144(%rsp), %rbx
	movq	80(%rsp), %rdi
	call	*24(%rax)
.L3881:
	movl	$-1, %r12d
	jmp	.L3816
	.p2align 4,,10
	.p2align 3
.L4001:
	movq	96(%rsp), %rdi
	call	select_end_pass
	movl	%eax, %r12d
	testl	%eax, %eax
	je	.L3882
.L3991:
	movq	144(%rsp), %rbx
.L3816:
	movq	96(%rsp), %rax
	leaq	1072(%rax), %r13
	leaq	3152(%rax), %r14
.L3898:
	movq	-696(%r13), %rdi
	leaq	-624(%r13), %rbp
	call	free@PLT
	movq	-688(%r13), %rdi
	call	free@PLT
	pxor	%xmm6, %xmm6
	movups	%xmm6, -696(%r13)
.L3897:
	movq	32(%rbp), %rdi
	addq	$104, %rbp
	call	free@PLT
	movq	-64(%rbp), %rdi
	call	free@PLT
	pxor	%xmm2, %xmm2
	movups	%xmm2, -72(%rbp)
	movups	%xmm2, -104(%rbp)
	cmpq	%r13, %rbp
	jne	.L3897
	movq	-56(%rbp), %rdi
	leaq	1040(%rbp), %r13
	call	free@PLT
	movq	-48(%rbp), %rdi
	call	free@PLT
	pxor	%xmm7, %xmm7
	movups	%xmm7, -56(%rbp)
	cmpq	%r14, %r13
	jne	.L3898
	movq	3496(%rsp), %rdi
	call	free@PLT
	movq	3504(%rsp), %rdi
	call	free@PLT
	movq	3480(%rsp), %rdi
	call	free@PLT
	movq	3488(%rsp), %rdi
	call	free@PLT
	movq	96(%rsp), %rbp
	addq	$624, %rbp
.L3899:
	movq	2704(%rbx), %rdi
	addq	$104, %rbx
	call	free@PLT
	movq	2608(%rbx), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, 2600(%rbx)
	movups	%xmm0, 2568(%rbx)
	cmpq	%rbx, %rbp
	jne	.L3899
	movq	4136(%rsp), %rdi
	call	free@PLT
	movq	4144(%rsp), %rdi
	call	free@PLT
	movq	4168(%rsp), %rdi
	call	free@PLT
	movq	4176(%rsp), %rdi
	call	free@PLT
	addq	$4200, %rsp
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
.L3883:
	.cfi_restore_state
	leaq	1936(%rsp), %rdi
	call	select_end_pass
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3991
	movl	32(%rsp), %r10d
	testl	%r10d, %r10d
	je	.L3885
.L4002:
	movl	2996(%rsp), %eax
	movq	88(%rsp), %rdi
	leal	1(%rax), %edx
	movl	%edx, 2996(%rsp)
	testl	%eax, %eax
	je	.L4012
	call	cqr_end_pass.part.0
	movl	%eax, %r12d
.L3889:
	testl	%r12d, %r12d
	je	.L3885
	jmp	.L3991
.L3827:
	movq	8(%rsp), %rax
	movq	144(%rsp), %rbx
	movq	(%rsp), %rdi
	call	*24(%rax)
	jmp	.L3881
.L4003:
	movl	32(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L3893
	movl	3000(%rsp), %edi
	testl	%edi, %edi
	jle	.L4013
	movl	152(%rbx), %edx
	xorl	%r12d, %r12d
	xorl	%r15d, %r15d
	leaq	by_kind.6(%rip), %rax
	movq	$0, 224(%rsp)
	movl	(%rax,%rdx,4), %r8d
	movb	$0, 155(%rsp)
	movq	%r8, %rax
	jmp	.L3900
.L4013:
	movl	2968(%rsp), %eax
	pxor	%xmm0, %xmm0
	movq	%rbp, %r10
	addl	1928(%rsp), %eax
	addl	4152(%rsp), %eax
	movups	%xmm0, 8(%rbp)
	movq	192(%rsp), %r14
	leaq	1024(%rsp), %rdx
	movl	%eax, 284(%rbp)
	movq	2976(%rsp), %rax
	movdqa	912(%rsp), %xmm3
	movq	144(%rsp), %rbx
	movq	%rax, 272(%rbp)
	movq	896(%rsp), %rax
	movq	$0, 64(%r14)
	movups	%xmm0, 16(%r14)
	movups	%xmm0, 32(%r14)
	movups	%xmm0, 48(%r14)
	movq	%rax, 0(%rbp)
	movq	928(%rsp), %rax
	movaps	%xmm3, 64(%rbp)
	movq	%rax, 56(%rbp)
	xorl	%eax, %eax
.L3895:
	movdqa	(%rdx,%rax), %xmm4
	movups	%xmm4, 8(%r10,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L3895
	pxor	%xmm0, %xmm0
	leaq	2064(%rsp), %rdx
	movups	%xmm0, 88(%r10)
	movups	%xmm0, 104(%r10)
	movups	%xmm0, 120(%r10)
	movq	1936(%rsp), %rax
	movdqa	1952(%rsp), %xmm5
	movq	%rax, 80(%r10)
	movq	1968(%rsp), %rax
	movaps	%xmm5, 144(%r10)
	movq	%rax, 136(%r10)
	xorl	%eax, %eax
.L3896:
	movdqa	(%rdx,%rax), %xmm6
	movups	%xmm6, 88(%r10,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L3896
	movq	3008(%rsp), %rax
	xorl	%r12d, %r12d
	movdqa	3120(%rsp), %xmm3
	movdqa	3024(%rsp), %xmm7
	movq	%rax, 160(%r10)
	subq	3040(%rsp), %rax
	movups	%xmm3, 168(%r10)
	movdqa	3136(%rsp), %xmm4
	movq	%rax, 216(%r10)
	movups	%xmm4, 184(%r10)
	movdqa	3152(%rsp), %xmm5
	movaps	%xmm7, 224(%r10)
	movups	%xmm5, 200(%r10)
	jmp	.L3816
.L3999:
	movl	%r12d, 236(%rsp)
	movl	$1, %r15d
	movl	$1, 232(%rsp)
	jmp	.L3819
.L3861:
	testl	%r14d, %r14d
	jne	.L3865
	jmp	.L3875
.L4000:
	movl	%eax, 40(%rsp)
	movq	8(%rsp), %rax
	movq	(%rsp), %rdi
	call	*24(%rax)
	movl	40(%rsp), %eax
	testl	%eax, %eax
	je	.L3875
.L3992:
	movq	144(%rsp), %rbx
	jmp	.L3881
	.p2align 4,,10
	.p2align 3
.L3893:
	movl	152(%rbx), %edx
	xorl	%r12d, %r12d
	leaq	by_kind.6(%rip), %rax
	movq	$0, 224(%rsp)
	movq	$0, 232(%rsp)
	xorl	%r15d, %r15d
	movb	$0, 155(%rsp)
	movl	(%rax,%rdx,4), %r8d
	jmp	.L3821
.L3876:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3877
.L3866:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3867
.L3870:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3871
.L3879:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3880
.L4012:
	call	cqr_first_end
	movl	%eax, %r12d
	jmp	.L3889
.L3997:
	movl	200(%r15), %ecx
	movq	%rax, %rdi
	movq	%r10, 32(%rsp)
	movq	192(%r15), %rdx
	movq	168(%r15), %rsi
	movq	%r15, (%rsp)
	movq	208(%r15), %r8
	call	cqr_init
	movq	32(%rsp), %r10
	movq	(%rsp), %r9
	movl	$1, 4160(%rsp)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
	jmp	.L3814
.L3906:
	movl	$-1, %ebp
	jmp	.L3812
.L4004:
	xorl	%r15d, %r15d
	movb	$1, 155(%rsp)
	movl	$1, %r12d
	movl	%r15d, 32(%rsp)
	xorl	%r15d, %r15d
	jmp	.L3902
	.cfi_endproc
.LFE148:
	.size	walk_outcome, .-walk_outcome
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB303:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %rdx
	xorl	%ecx, %ecx
	movq	(%rdi), %rdi
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcome
	movl	%eax, 16(%rbx)
	xorl	%eax, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE303:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.8
	.align 8
.LC524:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
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
	je	.L4082
	cmpl	$3, %eax
	je	.L4083
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
	jne	.L4041
	testl	%eax, %eax
	jne	.L4041
	cmpq	$1, 160(%rbp)
	je	.L4084
.L4042:
	leaq	240(%r12), %r9
	movl	$1, %esi
.L4044:
	movq	136(%rbp), %rcx
.L4046:
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
.L4043:
	testq	%rax, %rax
	js	.L4047
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4048:
	testq	%rbx, %rbx
	je	.L4049
	js	.L4050
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L4051:
	divsd	%xmm1, %xmm0
.L4049:
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
	jne	.L4052
	movl	8(%rbp), %r9d
	testl	%r9d, %r9d
	jne	.L4052
	cmpq	$0, 40(%rbp)
	je	.L4085
.L4052:
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
.L4053:
	testq	%rax, %rax
	js	.L4054
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4055:
	testq	%r14, %r14
	js	.L4056
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L4057:
	divsd	%xmm1, %xmm0
	movq	24(%rsp), %rax
	movl	176(%rbp), %esi
	movq	256(%r12), %rcx
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L4058
	movq	160(%rbp), %rsi
	movq	$-1, %rdx
	cmpq	%rsi, %rbx
	jb	.L4059
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
.L4059:
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
.L4016:
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
.L4041:
	.cfi_restore_state
	leaq	by_kind.6(%rip), %rdx
	leaq	240(%r12), %r9
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L4044
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L4044
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
	jmp	.L4046
	.p2align 4,,10
	.p2align 3
.L4058:
	movq	168(%rbp), %rdx
	jmp	.L4059
.L4056:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4057
.L4054:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4055
.L4047:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4048
.L4085:
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
	jmp	.L4053
.L4083:
	movq	24(%rsp), %rcx
	addq	$264, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	GENERAL_WALK(%rip), %rsi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	jmp	walk_outcome
.L4050:
	.cfi_restore_state
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4051
.L4082:
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
.L4031:
	movq	48(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	server_init
	testq	%r14, %r14
	je	.L4060
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%rbp, 88(%rsp)
	xorl	%r12d, %r12d
	movq	%r9, 16(%rsp)
	movq	%rsi, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L4022:
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
	je	.L4086
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
.L4020:
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	je	.L4026
	.p2align 4,,10
	.p2align 3
.L4021:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L4024
	testq	%rdx, %rdx
	jne	.L4024
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbx, %rcx
	jne	.L4021
.L4026:
	cmpq	%r14, %r12
	jb	.L4022
	movq	64(%rsp), %rsi
	movq	16(%rsp), %r9
	movq	88(%rsp), %rbp
	testq	%rsi, %rsi
	js	.L4027
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L4018:
	testq	%r14, %r14
	js	.L4029
.L4078:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L4030:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rsi
	movq	24(%rsp), %rax
	movsd	%xmm0, (%rax,%rsi,8)
	movq	200(%rsp), %rax
	movq	%r9, 256(%rbp,%rsi,8)
	movq	%rax, 240(%rbp,%rsi,8)
	testq	%rsi, %rsi
	jne	.L4087
	movq	$1, 40(%rsp)
	jmp	.L4031
	.p2align 4,,10
	.p2align 3
.L4086:
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
	jmp	.L4020
.L4087:
	movq	%rbp, %r12
	movq	48(%rsp), %rbp
	movq	256(%r12), %rcx
	movl	176(%rbp), %eax
	testl	%eax, %eax
	jne	.L4088
	movq	168(%rbp), %rsi
.L4033:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%r12)
	je	.L4064
	xorl	%ebx, %ebx
	leaq	128(%rsp), %r14
	jmp	.L4036
	.p2align 4,,10
	.p2align 3
.L4035:
	addq	$1, %rbx
	cmpq	40(%r13), %rbx
	jnb	.L4089
.L4036:
	movq	48(%r13), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L4035
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%rbx, %rsi
	call	dist_add
	jmp	.L4035
.L4029:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4030
.L4084:
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L4042
	cmpq	$0, 40(%rbp)
	jne	.L4042
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
	jmp	.L4043
.L4027:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4018
.L4088:
	movq	160(%rbp), %rdi
	movq	$-1, %rsi
	cmpq	%rdi, %r14
	jb	.L4033
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
	jmp	.L4033
.L4089:
	movq	272(%r12), %rsi
	movl	152(%rsp), %r13d
.L4034:
	leaq	160(%rsp), %rbx
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	orl	184(%rsp), %r13d
	jne	.L4065
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	movq	%r12, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L4090
.L4037:
	movl	%eax, 8(%rsp)
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L4016
.L4024:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC524(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L4090:
	movl	200(%rbp), %edx
	movq	72(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	192(%rbp), %rsi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L4037
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	leaq	160(%r12), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	jmp	.L4037
.L4060:
	xorl	%r9d, %r9d
	pxor	%xmm0, %xmm0
	jmp	.L4078
.L4064:
	xorl	%r13d, %r13d
	leaq	128(%rsp), %r14
	jmp	.L4034
.L4065:
	movl	$-1, %eax
	jmp	.L4037
	.cfi_endproc
.LFE162:
	.size	run_once, .-run_once
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC529:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC530:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC531:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC532:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.section	.rodata.str1.1
.LC533:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC534:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.align 8
.LC535:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC536:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC537:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
.LFB294:
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
	jne	.L4092
	xorl	%eax, %eax
	cmpq	$1, 160(%rbx)
	sete	%al
	movl	%eax, (%rsp)
.L4092:
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
	jne	.L4158
.L4091:
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
.L4158:
	.cfi_restore_state
	movq	%r10, %rdi
	movq	%r9, %rsi
	call	__floatuntidf@PLT
	testq	%r13, %r13
	js	.L4094
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L4095:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 56(%rsp)
	testq	%r12, %r12
	js	.L4096
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%r12, %xmm5
	movsd	%xmm5, 32(%rsp)
.L4097:
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
	jne	.L4159
	cmpl	$0, (%rsp)
	jne	.L4160
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L4103:
	movq	.LC61(%rip), %xmm7
	movsd	8(%rsp), %xmm6
	movaps	%xmm7, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jnb	.L4132
	movq	$0x000000000, 16(%rsp)
	xorl	%ebx, %ebx
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L4104:
	movsd	120(%rsp), %xmm0
	movq	112(%rsp), %rsi
	testl	%ebp, %ebp
	je	.L4161
	leaq	.LC532(%rip), %rdi
	movl	$2, %eax
	movsd	%xmm3, 56(%rsp)
	call	printf@PLT
	testl	%r12d, %r12d
	movsd	56(%rsp), %xmm3
	je	.L4112
	leaq	PCT_MILLI(%rip), %r15
	movl	%r12d, 56(%rsp)
	leaq	PCT_NAME(%rip), %rbx
	leaq	40(%r15), %r13
	movq	%r15, %r12
	leaq	.LC533(%rip), %rbp
	movq	%xmm3, %r15
.L4113:
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
	jne	.L4113
	movsd	8(%rsp), %xmm1
	movq	%r15, %xmm3
	movl	$2, %eax
	leaq	.LC534(%rip), %rdi
	movapd	%xmm3, %xmm0
	movl	56(%rsp), %r12d
	call	printf@PLT
	movsd	24(%rsp), %xmm1
	movsd	16(%rsp), %xmm0
	leaq	.LC535(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
.L4115:
	movsd	8(%rsp), %xmm7
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm7
	jb	.L4116
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	xorl	%esi, %esi
	andpd	32(%rsp), %xmm0
	comisd	%xmm0, %xmm6
	setnb	%sil
.L4116:
	leaq	.LC536(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	cmpl	$0, (%rsp)
	je	.L4091
	movsd	48(%rsp), %xmm1
	movsd	64(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC537(%rip), %rdi
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L4162
.L4118:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm7
	xorl	%esi, %esi
	movsd	48(%rsp), %xmm1
	addsd	.LC528(%rip), %xmm1
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L4119
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm4
	xorl	%esi, %esi
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm4
	setnb	%sil
.L4119:
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
.L4096:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L4097
.L4094:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4095
.L4161:
	movsd	8(%rsp), %xmm4
	leaq	.LC529(%rip), %rdi
	movl	$5, %eax
	movsd	56(%rsp), %xmm2
	divsd	.LC67(%rip), %xmm1
	divsd	.LC67(%rip), %xmm2
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L4163
.L4109:
	leaq	.LC511(%rip), %rdi
	call	puts@PLT
	testl	%ebx, %ebx
	jne	.L4091
	addq	$184, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC531(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L4159:
	.cfi_restore_state
	movsd	.LC525(%rip), %xmm0
	mulsd	48(%rsp), %xmm0
	movsd	%xmm3, 24(%rsp)
	movsd	.LC526(%rip), %xmm2
	movsd	%xmm1, 16(%rsp)
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movl	$99000, %esi
	movq	%r14, %rdi
	xorpd	.LC30(%rip), %xmm0
	divsd	.LC527(%rip), %xmm0
	movq	%xmm0, %rbx
	call	theory_open_pct
	movq	136(%r15), %rax
	movsd	16(%rsp), %xmm1
	movsd	24(%rsp), %xmm3
	testq	%rax, %rax
	js	.L4099
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4100:
	subsd	%xmm0, %xmm2
	mulsd	.LC73(%rip), %xmm2
	movq	%rbx, %xmm4
	cmpl	$0, (%rsp)
	mulsd	.LC91(%rip), %xmm4
	divsd	%xmm0, %xmm2
	movsd	%xmm4, 24(%rsp)
	movsd	%xmm2, 16(%rsp)
	jne	.L4101
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L4102:
	movq	.LC61(%rip), %xmm4
	movsd	8(%rsp), %xmm6
	movapd	%xmm4, %xmm7
	movaps	%xmm4, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jb	.L4152
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm6
	jnb	.L4124
.L4152:
	xorl	%ebx, %ebx
	jmp	.L4104
.L4132:
	movq	$0x000000000, 16(%rsp)
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L4124:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	movsd	48(%rsp), %xmm2
	addsd	.LC528(%rip), %xmm2
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L4152
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm5
	xorl	%ebx, %ebx
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm5
	setnb	%bl
	jmp	.L4104
.L4160:
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
	jmp	.L4103
.L4112:
	movsd	8(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC534(%rip), %rdi
	call	printf@PLT
	jmp	.L4115
.L4099:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4100
.L4163:
	movq	136(%r15), %rax
	testq	%rax, %rax
	js	.L4110
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L4111:
	movq	%r14, %rdi
	movl	$99000, %esi
	divsd	.LC67(%rip), %xmm1
	movsd	%xmm1, (%rsp)
	call	theory_open_pct
	movsd	24(%rsp), %xmm3
	movsd	16(%rsp), %xmm2
	leaq	.LC530(%rip), %rdi
	movsd	(%rsp), %xmm1
	movl	$4, %eax
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	jmp	.L4109
.L4101:
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
	movsd	.LC526(%rip), %xmm2
	movsd	%xmm0, 64(%rsp)
	movsd	.LC525(%rip), %xmm0
	mulsd	32(%rsp), %xmm0
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movq	56(%r15), %rax
	movsd	72(%rsp), %xmm4
	movsd	80(%rsp), %xmm1
	mulsd	.LC538(%rip), %xmm4
	testq	%rax, %rax
	movsd	88(%rsp), %xmm3
	js	.L4122
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4123:
	subsd	%xmm4, %xmm2
	mulsd	.LC73(%rip), %xmm2
	xorpd	.LC30(%rip), %xmm0
	divsd	.LC527(%rip), %xmm0
	mulsd	.LC91(%rip), %xmm0
	divsd	%xmm4, %xmm2
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm2, 88(%rsp)
	jmp	.L4102
.L4110:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4111
.L4122:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4123
.L4162:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC535(%rip), %rdi
	call	printf@PLT
	jmp	.L4118
	.cfi_endproc
.LFE294:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.1
.LC539:
	.string	"reference"
.LC540:
	.string	"closed-form"
	.section	.rodata.str1.8
	.align 8
.LC541:
	.string	"bench: out of memory for %lu requests\n"
	.section	.rodata.str1.1
.LC542:
	.string	"for the omissions' walks"
	.section	.rodata.str1.8
	.align 8
.LC543:
	.string	"computing the expected outcome"
	.section	.rodata.str1.1
.LC544:
	.string	"for a rep"
.LC545:
	.string	" warmup"
.LC546:
	.string	"rep=%u%s set=%s"
.LC547:
	.string	" slow=%lu sum_ns=%s\n"
.LC548:
	.string	"sent=truth"
.LC549:
	.string	"scoreboard truth=open"
.LC550:
	.string	"scoreboard none=closed"
	.section	.rodata.str1.8
	.align 8
.LC551:
	.string	"scoreboard hdr-schedule=corrected"
	.align 8
.LC552:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC553:
	.string	"bench: out of memory for the theory check\n"
	.section	.rodata.str1.1
.LC554:
	.string	"cv"
.LC555:
	.string	" %6s\n"
.LC556:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC557:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC558:
	.string	"ratios: open/closed p99 %s"
.LC559:
	.string	", p99.9 %s"
.LC560:
	.string	"; corrected/closed p99 %s"
.LC561:
	.string	"; open/corrected p99 %s"
.LC562:
	.string	", p90 %s\n"
.LC563:
	.string	"the open loop's recording"
	.section	.rodata.str1.8
	.align 8
.LC564:
	.string	"The recordings part at %s: the open loop reads %s us there, %s times the closed loop's %s us.\n"
	.align 8
.LC565:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC566:
	.string	"At p99 the open loop reads %s us, %s times the closed loop"
	.align 8
.LC567:
	.string	"; corrected at %s us, the closed loop reads %s us.\n"
	.align 8
.LC568:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC569:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s us.\n"
	.align 8
.LC570:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC571:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC572:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC573:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC574:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC575:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC576:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC577:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC578:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC579:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC580:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC581:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC582:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC583:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.section	.rodata.str1.1
.LC584:
	.string	"scoreboard.svg"
	.section	.rodata.str1.8
	.align 8
.LC585:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC586:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC587:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC588:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	run_bench, @function
run_bench:
.LFB308:
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
	movq	%rsi, %rbp
	movl	$288, %esi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$10744, %rsp
	.cfi_def_cfa_offset 10800
	movl	216(%rdi), %ebx
	movq	%rdi, 40(%rsp)
	leal	1(%rbx), %edi
	movq	%rdx, 144(%rsp)
	movl	%ecx, 180(%rsp)
	movl	%r8d, 96(%rsp)
	movl	%r9d, 176(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	movq	%rax, 48(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	leaq	560(%rsp), %rbx
	movq	%rax, %r15
	movq	%rax, 128(%rsp)
	call	calloc@PLT
	movl	$52, %ecx
	pxor	%xmm0, %xmm0
	leaq	1456(%rsp), %rdi
	movq	%rax, 136(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r15, %r15
	movq	%rdi, 168(%rsp)
	rep stosq
	sete	%al
	cmpq	$0, 48(%rsp)
	movq	%r14, 1456(%rsp)
	sete	%dl
	movq	%rbp, 1464(%rsp)
	orb	%dl, %al
	movq	%rbx, 56(%rsp)
	movq	%rbx, 1480(%rsp)
	movaps	%xmm0, 560(%rsp)
	movaps	%xmm0, 576(%rsp)
	movaps	%xmm0, 592(%rsp)
	movaps	%xmm0, 608(%rsp)
	movaps	%xmm0, 624(%rsp)
	movaps	%xmm0, 448(%rsp)
	movaps	%xmm0, 464(%rsp)
	movaps	%xmm0, 480(%rsp)
	jne	.L4168
	testq	%rsi, %rsi
	je	.L4168
	movq	40(%rsp), %rbx
	movq	56(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	movl	%eax, 32(%rsp)
	testl	%eax, %eax
	jne	.L4168
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L4169
	cmpl	$1, 152(%rbx)
	je	.L4503
	cmpl	$0, 176(%rsp)
	jne	.L4405
.L4499:
	leaq	1168(%rsp), %rax
	movq	%rax, 152(%rsp)
.L4209:
	xorl	%eax, %eax
	movq	40(%rsp), %rdi
	cmpq	$0, 144(%rsp)
	setne	%al
	xorl	%r15d, %r15d
	movl	%eax, 588(%rsp)
	movq	152(%rsp), %rax
	movq	%rdi, 272(%rsp)
	movq	%rax, 280(%rsp)
	movl	%r15d, 288(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L4219
	cmpl	$0, 96(%rsp)
	jne	.L4219
	cmpq	$0, 144(%rsp)
	jne	.L4219
	xorl	%esi, %esi
	leaq	272(%rsp), %rcx
	leaq	240(%rsp), %rdi
	leaq	ref_job_run(%rip), %rdx
	call	pthread_create@PLT
	testl	%eax, %eax
	jne	.L4219
	movl	$1, %ebp
.L4220:
	leaq	752(%rsp), %rax
	movl	%ebp, 184(%rsp)
	movq	40(%rsp), %rbx
	xorl	%r11d, %r11d
	movq	%rax, 88(%rsp)
	jmp	.L4237
	.p2align 4,,10
	.p2align 3
.L4230:
	testl	%r11d, %r11d
	je	.L4236
	movsd	752(%rsp), %xmm0
	movq	128(%rsp), %rdi
	leal	-1(%r11), %eax
	movsd	%xmm0, (%rdi,%rax,8)
	movq	136(%rsp), %rdi
	movsd	760(%rsp), %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
.L4236:
	addl	$1, %r11d
	cmpl	%r11d, 216(%rbx)
	jb	.L4504
.L4237:
	movl	%r11d, %eax
	movq	88(%rsp), %rcx
	movq	56(%rsp), %rsi
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rbp
	movq	48(%rsp), %rax
	movl	%r11d, (%rsp)
	salq	$5, %rbp
	addq	%rax, %rbp
	movq	%rbp, %rdx
	call	run_once
	movl	(%rsp), %r11d
	testl	%eax, %eax
	jne	.L4505
	movl	96(%rsp), %r14d
	testl	%r14d, %r14d
	je	.L4230
	testl	%r11d, %r11d
	leaq	.LC11(%rip), %rax
	leaq	.LC545(%rip), %rdi
	movq	%rbx, 160(%rsp)
	cmove	%rdi, %rax
	movl	%r11d, 64(%rsp)
	xorl	%r14d, %r14d
	leaq	8976(%rsp), %r8
	movabsq	$-3689348814741910323, %r15
	movq	%r8, %r11
	movq	%rax, 104(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 32(%rsp)
	leaq	8(%rbp), %rax
	movq	%rax, 16(%rsp)
	leaq	912(%rsp), %rax
	movq	%rax, 112(%rsp)
.L4235:
	movq	32(%rsp), %rax
	movl	64(%rsp), %esi
	leaq	.LC546(%rip), %rdi
	movq	%r11, 80(%rsp)
	movq	104(%rsp), %rdx
	leaq	PCT_NAME(%rip), %rbp
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rbx
	leaq	.LC405(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbx), %rsi
	call	printf@PLT
	movq	%r12, (%rsp)
	movq	%r13, 8(%rsp)
	movq	80(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L4231:
	movq	(%rbx), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC406(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %rbx
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rax, %rbp
	jne	.L4231
	movq	16(%rsp), %rax
	movb	$0, 9023(%rsp)
	movq	%r13, %r11
	movl	$47, %ecx
	movl	$9, %r8d
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	.p2align 4,,10
	.p2align 3
.L4234:
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
	jc	.L4234
	movq	112(%rsp), %rbp
	addq	%r11, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC400(%rip), %rdx
	movq	%r11, (%rsp)
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rbx
	xorl	%eax, %eax
	movq	%rbp, %rdx
	leaq	.LC547(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 32(%rsp)
	movq	32(%rsp), %rax
	movq	%rbx, 16(%rsp)
	leaq	24+SET_NAME(%rip), %rbx
	movq	(%rsp), %r11
	cmpq	%rbx, %rax
	jne	.L4235
	movl	64(%rsp), %r11d
	movq	160(%rsp), %rbx
	jmp	.L4230
.L4169:
	movq	40(%rsp), %r14
	leaq	5456(%rsp), %rax
	leaq	1168(%rsp), %rcx
	xorl	%esi, %esi
	leaq	912(%rsp), %rdi
	movq	%rax, 1176(%rsp)
	leaq	omit_job_run(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, 152(%rsp)
	leaq	8976(%rsp), %r15
	leaq	9032(%rsp), %rbx
	movq	%rdi, 80(%rsp)
	movq	%r14, 1168(%rsp)
	movl	%eax, 1184(%rsp)
	call	pthread_create@PLT
	leaq	3696(%rsp), %rdi
	movl	$220, %ecx
	movl	152(%r14), %edx
	movl	%eax, 104(%rsp)
	xorl	%eax, %eax
	movq	%rdi, 88(%rsp)
	rep stosq
	leaq	4816(%rsp), %rax
	movq	%rax, 64(%rsp)
	xorl	%eax, %eax
	movq	%rax, (%rsp)
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	je	.L4506
.L4174:
	movq	40(%rsp), %rax
	movq	136(%rax), %rdx
.L4173:
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
.L4180:
	cmpq	$1, %rbp
	jbe	.L4507
	cmpq	$3, %rbp
	jbe	.L4508
	cmpq	$0, (%rsp)
	je	.L4183
	movq	40(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L4184
	cmpl	$0, 280(%rax)
	je	.L4509
.L4184:
	movq	%r14, %rdi
	call	malloc@PLT
	movq	%rax, (%r15,%rbp,8)
	testq	%rax, %rax
	je	.L4177
.L4183:
	addq	$1, %rbp
	cmpq	$7, %rbp
	jne	.L4180
	movq	88(%rsp), %r8
	movq	64(%rsp), %rcx
	movq	%r15, %rdx
	movl	(%rsp), %esi
	movq	40(%rsp), %rdi
	call	omit_walk
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L4360
	imulq	$560, (%rsp), %r8
	movq	88(%rsp), %rax
	movq	%rbx, %rbp
	movq	%r12, 112(%rsp)
	leaq	9088(%rsp), %r14
	movq	%r13, 120(%rsp)
	movq	40(%rsp), %r13
	movq	%rbx, 160(%rsp)
	movq	%r14, %rbx
	addq	%rax, %r8
	movq	%r8, %r14
	.p2align 4,,10
	.p2align 3
.L4186:
	movq	-56(%rbp), %rdi
	testq	%rdi, %rdi
	je	.L4185
	movl	200(%r13), %ecx
	movq	192(%r13), %rdx
	movq	%r14, %r8
	movq	0(%rbp), %rsi
	call	summarise.isra.0
.L4185:
	addq	$8, %rbp
	addq	$80, %r14
	cmpq	%rbx, %rbp
	jne	.L4186
	movq	112(%rsp), %r12
	movq	120(%rsp), %r13
	movq	160(%rsp), %rbx
.L4360:
	movq	%r15, %rbp
	.p2align 4,,10
	.p2align 3
.L4187:
	movq	0(%rbp), %rdi
	addq	$8, %rbp
	call	free@PLT
	cmpq	%rbx, %rbp
	jne	.L4187
	cmpl	$0, 16(%rsp)
	jne	.L4510
	addq	$64, 64(%rsp)
	cmpq	$0, (%rsp)
	jne	.L4511
	movq	$1, (%rsp)
	jmp	.L4174
	.p2align 4,,10
	.p2align 3
.L4507:
	movq	40(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L4498
.L4182:
	addq	$1, %rbp
	jmp	.L4180
	.p2align 4,,10
	.p2align 3
.L4508:
	movq	40(%rsp), %rax
	movl	232(%rax), %eax
	testl	%eax, %eax
	je	.L4182
.L4498:
	movq	%r14, %rdi
	call	malloc@PLT
	movq	%rax, (%r15,%rbp,8)
	testq	%rax, %rax
	jne	.L4182
.L4177:
	movl	$-1, 16(%rsp)
	jmp	.L4360
.L4168:
	movq	40(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC541(%rip), %rsi
	leaq	448(%rsp), %r12
	movq	136(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
.L4167:
	movl	$1, %ebx
.L4196:
	movq	%r12, %rdi
	call	stall_window_free
	movq	56(%rsp), %rdi
	call	buffers_free
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	call	free@PLT
	movq	48(%rsp), %rdi
	call	free@PLT
	addq	$10744, %rsp
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
.L4506:
	.cfi_restore_state
	movq	40(%rsp), %rdi
	movq	144(%rdi), %rax
	testq	%rax, %rax
	je	.L4174
	xorl	%edx, %edx
	divq	(%rdi)
	movq	160(%rdi), %rdx
	leaq	1(%rax,%rdx), %rdx
	jmp	.L4173
.L4509:
	cmpq	$0, 288(%rax)
	je	.L4183
	jmp	.L4184
.L4405:
	leaq	1168(%rsp), %rax
	movq	%rax, 152(%rsp)
	leaq	912(%rsp), %rax
	movq	%rax, 80(%rsp)
.L4210:
	movq	40(%rsp), %rax
	movq	160(%rax), %rsi
.L4211:
	movq	40(%rsp), %rax
	movl	$40, %ecx
	movq	152(%rsp), %rdi
	leaq	2784(%rsp), %rbp
	movq	152(%rsp), %rbx
	movq	%rsi, (%rsp)
	xorl	%r14d, %r14d
	movq	168(%rax), %rdx
	xorl	%eax, %eax
	movq	%r12, 16(%rsp)
	rep stosl
	movq	%r13, 24(%rsp)
	movq	%rbp, %r13
	movq	%rbx, %rbp
	movl	32(%rsp), %ebx
	movq	%rdx, %r15
.L4214:
	movq	%r13, %rdi
	movl	$28, %ecx
	movl	%r14d, %eax
	xorl	%r8d, %r8d
	rep stosl
	movq	80(%rsp), %rcx
	movq	40(%rsp), %rdi
	movl	%ebx, %esi
	leaq	2784(%rsp), %r13
	movq	%rbp, 2896(%rsp)
	movq	%r13, %rdx
	call	omit_walk
	testl	%eax, %eax
	je	.L4512
	movl	%eax, %r15d
.L4213:
	movq	152(%rsp), %rdi
	call	trace_free
	leaq	1208(%rsp), %rdi
	call	trace_free
	leaq	1248(%rsp), %rdi
	call	trace_free
	leaq	1288(%rsp), %rdi
	call	trace_free
.L4356:
	leaq	.LC496(%rip), %rsi
	movl	%r15d, %edi
	leaq	448(%rsp), %r12
	call	cannot
	movl	%eax, %ebx
	jmp	.L4196
.L4219:
	movq	40(%rsp), %rax
	cmpl	$0, 72(%rax)
	jne	.L4513
	movq	40(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L4514
	movq	40(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 1472(%rsp)
	testq	%rax, %rax
	jne	.L4221
	movq	152(%rsp), %rsi
	movq	40(%rsp), %rdi
	call	closed_form
	movl	%eax, %ebp
.L4224:
	testl	%ebp, %ebp
	jne	.L4515
	cmpq	$0, 144(%rsp)
	je	.L4226
	movq	1328(%rsp), %rcx
	cmpq	$16777216, %rcx
	ja	.L4516
.L4226:
	movq	168(%rsp), %rdi
	call	print_plan
	jmp	.L4220
.L4513:
	leaq	.LC111(%rip), %rax
	movq	%rax, 1472(%rsp)
.L4221:
	movq	152(%rsp), %rdx
	movq	40(%rsp), %rdi
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcome
	movl	%eax, %ebp
	jmp	.L4224
.L4505:
	movl	184(%rsp), %ebp
	leaq	.LC544(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %ebx
	testl	%ebp, %ebp
	jne	.L4517
	leaq	448(%rsp), %r12
	testl	%eax, %eax
	jne	.L4196
.L4241:
	movq	48(%rsp), %r12
	movq	152(%rsp), %r13
	xorl	%ebp, %ebp
	leaq	1808(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L4244:
	movl	%ebp, %eax
	movl	%ebp, %esi
	movq	%r13, %rdx
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rcx
	addl	$1, %ebp
	salq	$5, %rcx
	addq	%r12, %rcx
	call	check_outcome
	movq	1456(%rsp), %rax
	cmpl	%ebp, 216(%rax)
	jnb	.L4244
	cmpq	$0, 1848(%rsp)
	je	.L4245
	movq	40(%rsp), %rsi
	xorl	%r8d, %r8d
	movq	%rbx, %rdi
	leaq	3696(%rsp), %r13
	leaq	5456(%rsp), %rdx
	movq	%r13, %rcx
	movq	1808(%rsp), %rbp
	movq	1816(%rsp), %r12
	call	check_omitted
	movl	1856(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L4518
.L4246:
	movq	40(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L4519
.L4248:
	movq	1816(%rsp), %rax
	addq	1808(%rsp), %rax
	subq	%rbp, %rax
	subq	%r12, %rax
	movq	%rax, 1864(%rsp)
.L4245:
	cmpl	$0, 176(%rsp)
	jne	.L4520
.L4254:
	movq	40(%rsp), %rax
	movl	216(%rax), %r14d
	leaq	0(,%r14,8), %rbx
	movq	%r14, 96(%rsp)
	movq	%r14, %r12
	salq	$4, %r14
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%r14, %rdi
	movq	%rax, %r15
	movq	%rax, 64(%rsp)
	call	malloc@PLT
	testq	%rbp, %rbp
	movq	48(%rsp), %rsi
	movq	%rbp, 184(%rsp)
	setne	%cl
	testq	%r15, %r15
	movq	%rax, %rdx
	setne	%al
	leaq	(%r14,%rdx), %r8
	movq	%rdx, 104(%rsp)
	movq	168(%rsp), %r14
	andl	%eax, %ecx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	movq	%r8, 200(%rsp)
	setne	%al
	addq	$352, %rsi
	andl	%ecx, %eax
	movl	%r12d, %ecx
	movq	%rsi, 80(%rsp)
	shrl	%ecx
	subl	$1, %eax
	leaq	(%r15,%rcx,8), %rdi
	movl	%eax, 152(%rsp)
	salq	$4, %rcx
	movq	%r15, %rax
	movq	%rdi, 112(%rsp)
	leaq	1488(%rsp), %rdi
	leaq	(%rbx,%rbp), %r15
	addq	%rbx, %rax
	movq	%rdi, %r13
	movq	%rdi, 208(%rsp)
	leaq	(%rdx,%rcx), %rbx
	movq	%r15, %rbp
	movq	%rdi, 216(%rsp)
	leaq	8976(%rsp), %rdi
	movq	%rax, %r15
	movq	%rdi, 32(%rsp)
	movq	%r13, (%rsp)
	movq	%rbx, 192(%rsp)
	xorl	%ebx, %ebx
.L4256:
	cmpl	$2, %ebx
	jg	.L4374
	cmpl	$0, 152(%rsp)
	jne	.L4374
	movq	80(%rsp), %rax
	xorl	%r13d, %r13d
	movq	%r15, 160(%rsp)
	movq	$0x000000000, 272(%r14,%rbx,8)
	movq	%r13, %r15
	movq	184(%rsp), %r13
	subq	$56, %rax
	movq	%rax, 16(%rsp)
	movq	%r14, %rax
	movq	%rbp, %r14
	movq	%rbx, %rbp
	movq	%rax, %rbx
	.p2align 4,,10
	.p2align 3
.L4257:
	movq	16(%rsp), %rax
	movq	%r13, %rdx
	movq	$-1, %rcx
	leaq	(%rax,%r15), %rsi
	testl	%r12d, %r12d
	jne	.L4260
	jmp	.L4265
	.p2align 4,,10
	.p2align 3
.L4521:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4259:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L4265
.L4260:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L4521
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4259
	.p2align 4,,10
	.p2align 3
.L4265:
	movq	(%rsp), %rax
	movq	32(%rsp), %rdi
	movl	%r12d, %edx
	movq	%r13, %rsi
	movq	%rcx, 8(%rax,%r15)
	addq	$8, %r15
	call	stats_of
	movsd	8992(%rsp), %xmm0
	maxsd	272(%rbx,%rbp,8), %xmm0
	movsd	%xmm0, 272(%rbx,%rbp,8)
	cmpq	$48, %r15
	jne	.L4257
	movq	%rbx, %rax
	movq	160(%rsp), %r15
	movq	%rbp, %rbx
	movq	%r14, %rbp
	movq	%rax, %r14
	testl	%r12d, %r12d
	je	.L4266
	movq	80(%rsp), %rax
	movq	64(%rsp), %rdx
	leaq	-64(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L4267:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L4267
	movq	64(%rsp), %r13
	movq	96(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r13, %rdi
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rax), %rdx
	movq	(%rsp), %rax
	movq	%rdx, (%rax)
	movq	80(%rsp), %rax
	movq	%r13, %rdx
	leaq	-8(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L4268:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%rdx, %r15
	jne	.L4268
	movq	96(%rsp), %rsi
	movq	64(%rsp), %rdi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	80(%rsp), %rcx
	movq	200(%rsp), %r10
	movq	(%rax), %rdx
	movq	(%rsp), %rax
	movq	%rdx, 56(%rax)
	movq	104(%rsp), %rdx
	.p2align 4,,10
	.p2align 3
.L4269:
	movdqa	(%rcx), %xmm4
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm4, -16(%rdx)
	cmpq	%r10, %rdx
	jne	.L4269
.L4354:
	movq	96(%rsp), %rsi
	movq	104(%rsp), %rdi
	leaq	cmp_u128(%rip), %rcx
	movl	$16, %edx
	addq	$1, %rbx
	call	qsort@PLT
	movq	192(%rsp), %rax
	addq	$80, 80(%rsp)
	movdqa	(%rax), %xmm3
	movq	(%rsp), %rax
	movaps	%xmm3, 64(%rax)
	addq	$80, %rax
	movq	%rax, (%rsp)
	movaps	%xmm3, 16(%rsp)
	jmp	.L4256
.L4511:
	cmpl	$0, 104(%rsp)
	jne	.L4193
	movq	912(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4194:
	movl	1184(%rsp), %eax
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L4190
	leaq	7216(%rsp), %rdx
	xorl	%eax, %eax
	movl	$220, %ecx
	movq	%rdx, %rdi
	rep stosq
	movq	40(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L4197
	cmpl	$0, 232(%rax)
	jne	.L4197
	cmpq	$0, 256(%rax)
	jne	.L4197
	movl	280(%rax), %ebx
	movl	%ebx, 16(%rsp)
	testl	%ebx, %ebx
	jne	.L4363
	cmpq	$0, 288(%rax)
	jne	.L4197
	movq	%rax, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	jne	.L4197
	movl	%ebx, %eax
	leaq	2784(%rsp), %rbp
	movl	$8, %ecx
	movq	%r15, %rsi
	leaq	1872(%rsp), %rdi
	movq	40(%rsp), %rbx
	leaq	1872(%rsp), %r14
	rep stosl
	movl	$8, %ecx
	movq	%rbp, %rdi
	rep stosl
	movq	%rbx, %rdi
	call	stall_geom
	movq	%rbx, %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	closed_form_open
	xorl	%ebx, %ebx
	xorl	%r10d, %r10d
	movq	%r13, 8(%rsp)
	movq	%r15, 64(%rsp)
	movq	%r14, %r13
	movq	%rbp, %rdi
	movq	%r10, %r14
	movq	%r12, (%rsp)
	movq	%rbx, %r15
	jmp	.L4198
.L4523:
	testq	%rsi, %rsi
	je	.L4365
	movq	%rcx, %rax
	subq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	xorl	%edx, %edx
	cmpq	%rbx, %rax
	jnb	.L4199
	movq	%rbx, %rdx
	subq	%rax, %rdx
.L4199:
	subq	%rdx, %rbx
	movq	%rcx, %rax
	movq	%rdx, %rcx
	movq	%rsi, %rdx
	movq	%rbx, %r8
	movq	%rdi, 104(%rsp)
	addq	$1, %r14
	imulq	%rsi, %r8
	subq	%r8, %rax
	movq	24(%rbp), %r8
	movq	%rax, %rsi
	call	dist_add
	imulq	24(%rbp), %rbx
	movq	104(%rsp), %rdi
	addq	%rbx, %r15
.L4198:
	cmpq	1880(%rsp), %r14
	jnb	.L4522
	movq	40(%rsp), %rax
	movq	%r14, %rbp
	salq	$5, %rbp
	addq	1872(%rsp), %rbp
	movq	224(%rax), %rdx
	movq	0(%rbp), %rcx
	movq	8(%rbp), %rsi
	movq	16(%rbp), %rbx
	cmpq	%rcx, %rdx
	jb	.L4523
	movq	%rbx, %rdx
	jmp	.L4199
.L4363:
	xorl	%eax, %eax
	movl	%eax, 16(%rsp)
.L4197:
	movq	40(%rsp), %rax
	movq	256(%rax), %r10
	testq	%r10, %r10
	je	.L4203
	cmpl	$0, 280(%rax)
	jne	.L4203
	movq	288(%rax), %r9
	testq	%r9, %r9
	jne	.L4203
	cmpl	$0, 72(%rax)
	jne	.L4203
	cmpq	$0, 112(%rax)
	jne	.L4203
	movq	80(%rax), %rbx
	movq	%rax, %rsi
	movq	%r15, %rdi
	movl	$8, %ecx
	movq	136(%rax), %r11
	xorl	%eax, %eax
	movq	%r13, 72(%rsp)
	movq	%r10, %r13
	rep stosl
	movq	%r12, 64(%rsp)
	movq	%r15, %rdi
	movq	272(%rsi), %rbp
	leaq	-1(%r11), %rax
	movq	%r11, %r15
	imulq	%rbx, %rax
	movq	%rax, (%rsp)
	jmp	.L4204
.L4205:
	movq	40(%rsp), %rax
	movq	264(%rax), %rax
	testq	%rax, %rax
	je	.L4206
	addq	%rax, %rbp
.L4204:
	cmpq	%rbp, (%rsp)
	jb	.L4206
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
	jnb	.L4205
	subq	%rcx, %r14
	imulq	%rbx, %rcx
	movl	$1, %r8d
	movq	%rbx, %rdx
	movq	%r9, 112(%rsp)
	movq	%rdi, 104(%rsp)
	subq	%rcx, %rsi
	movq	%r14, %rcx
	call	dist_add
	movq	112(%rsp), %r9
	movq	104(%rsp), %rdi
	addq	%r14, %r9
	jmp	.L4205
.L4206:
	movq	%r15, %r11
	xorl	%edx, %edx
	xorl	%esi, %esi
	movl	$1, %ecx
	movq	%r11, %r8
	movq	%r11, (%rsp)
	movq	64(%rsp), %r12
	movq	%rdi, %r15
	subq	%r9, %r8
	movq	72(%rsp), %r13
	call	dist_add
	movq	(%rsp), %r11
	cmpl	$0, 9000(%rsp)
	movq	%r11, 8408(%rsp)
	je	.L4524
.L4208:
	movq	%r15, %rdi
	call	dist_free
.L4203:
	movl	16(%rsp), %eax
	cmpl	$0, 176(%rsp)
	movl	%eax, 1856(%rsp)
	movq	88(%rsp), %rax
	movq	%rax, 1848(%rsp)
	je	.L4209
	movq	40(%rsp), %rax
	cmpl	$1, 152(%rax)
	jne	.L4210
.L4357:
	movl	$1, %esi
	jmp	.L4211
.L4504:
	movl	184(%rsp), %ebp
	testl	%ebp, %ebp
	je	.L4241
	movq	240(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	40(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, 1472(%rsp)
.L4239:
	movl	288(%rsp), %edi
	testl	%edi, %edi
	jne	.L4240
.L4242:
	movq	168(%rsp), %rdi
	call	print_plan
	jmp	.L4241
.L4374:
	movq	184(%rsp), %rbp
	movq	104(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rdx, (%rsp)
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movl	152(%rsp), %r14d
	testl	%r14d, %r14d
	jne	.L4272
	movq	40(%rsp), %rbx
	movq	128(%rsp), %rsi
	leaq	1752(%rsp), %rdi
	leaq	448(%rsp), %r12
	movl	216(%rbx), %edx
	call	stats_of
	movl	216(%rbx), %edx
	movq	136(%rsp), %rsi
	leaq	1776(%rsp), %rdi
	call	stats_of
	movl	216(%rbx), %eax
	xorl	%esi, %esi
	movq	%r12, %rdx
	movq	48(%rsp), %rdi
	imulq	$288, %rax, %rax
	addq	%rdi, %rax
	movq	%rbx, %rdi
	movq	%rax, 112(%rsp)
	movq	%rax, 1800(%rsp)
	call	first_stall_window
	leaq	496(%rsp), %rdi
	movl	$14, %ecx
	movl	%eax, 184(%rsp)
	movl	%r14d, %eax
	rep stosl
	leaq	496(%rsp), %rax
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movq	%rax, 160(%rsp)
	movq	%rcx, %r9
	call	theory_of
	testl	%eax, %eax
	jne	.L4273
	leaq	912(%rsp), %rax
	leaq	8976(%rsp), %r15
	movq	%rax, 80(%rsp)
.L4274:
	movl	$10, %edi
	xorl	%r13d, %r13d
	leaq	1728(%rsp), %rbp
	call	putchar@PLT
	movl	$10, %edi
	leaq	SET_NAME(%rip), %rbx
	leaq	.LC556(%rip), %r14
	call	print_header_w
	leaq	.LC554(%rip), %rsi
	leaq	.LC555(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, (%rsp)
	movq	%r13, %r12
	movq	%rbp, %r13
	movq	216(%rsp), %rbp
.L4293:
	movq	(%rbx,%r12), %rsi
	movq	%rbp, %rdx
	movl	$10, %edi
	addq	$80, %rbp
	call	print_row_w
	movsd	0(%r13,%r12), %xmm0
	movq	%r14, %rdi
	movl	$1, %eax
	addq	$8, %r12
	call	printf@PLT
	cmpq	$24, %r12
	jne	.L4293
	movq	1456(%rsp), %rbx
	movq	%r15, %rdi
	movq	(%rsp), %r12
	movq	192(%rbx), %rsi
	movq	%rbx, 16(%rsp)
	call	fmt_us.constprop.0
	movl	216(%rbx), %esi
	leaq	.LC557(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	1512(%rsp), %rbx
	movq	1592(%rsp), %rbp
	movq	%r15, %rdi
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	movq	%rbx, 32(%rsp)
	movq	%rbp, 64(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC558(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1520(%rsp), %rdx
	movq	1600(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC559(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1672(%rsp), %r14
	movq	%rbx, %rdx
	movq	%r15, %rdi
	movq	%r14, %rsi
	call	fmt_ratio.constprop.0
	leaq	.LC560(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rdx
	movq	%rbp, %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC561(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1664(%rsp), %rdx
	movq	1584(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC562(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	168(%rsp), %rdi
	xorl	%esi, %esi
	call	print_omissions
	cmpl	$0, 176(%rsp)
	jne	.L4525
.L4294:
	movq	168(%rsp), %rax
	xorl	%ebx, %ebx
.L4297:
	movq	40(%rax,%rbx,8), %rbp
	movq	120(%rax,%rbx,8), %r13
	leaq	0(%rbp,%rbp), %rdx
	cmpq	%rdx, %r13
	jb	.L4295
	movl	$10, %edi
	call	putchar@PLT
	movq	%rbp, %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	movq	80(%rsp), %rdi
	movq	%rbp, %rdx
	movq	%r13, %rsi
	movq	%rax, (%rsp)
	call	fmt_ratio.constprop.0
	movq	88(%rsp), %rdi
	movq	%r13, %rsi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movslq	%ebx, %r9
	movq	(%rsp), %r8
	movq	%rbp, %rcx
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	leaq	.LC564(%rip), %rdi
	movq	(%rax,%r9,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L4296:
	movq	64(%rsp), %rbx
	movq	32(%rsp), %rdx
	movq	80(%rsp), %rdi
	movq	%rbx, %rsi
	call	fmt_ratio.constprop.0
	movq	88(%rsp), %rbp
	movq	%rbx, %rsi
	movq	%rax, %r13
	movq	%rbp, %rdi
	call	fmt_us.constprop.0
	movq	%r13, %rdx
	leaq	.LC566(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	movq	%rbp, %rdi
	movq	%rax, %rbx
	movq	112(%rsp), %rax
	movq	272(%rax), %rsi
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC567(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 184(%rsp)
	je	.L4298
	leaq	.LC568(%rip), %rdi
	call	puts@PLT
.L4299:
	xorl	%esi, %esi
	movq	168(%rsp), %rdi
	leaq	.LC408(%rip), %r14
	leaq	RATIOS(%rip), %r13
	leaq	168(%r13), %rbx
	leaq	.LC117(%rip), %rbp
	call	print_theory
	leaq	.LC570(%rip), %rdi
	movl	$4, %eax
	movsd	1784(%rsp), %xmm3
	movsd	1776(%rsp), %xmm2
	movsd	1760(%rsp), %xmm1
	movsd	1752(%rsp), %xmm0
	movsd	%xmm3, (%rsp)
	movsd	%xmm2, 32(%rsp)
	movsd	%xmm0, 64(%rsp)
	movsd	%xmm1, 96(%rsp)
	call	printf@PLT
	movq	208(%rsp), %rsi
	leaq	.LC409(%rip), %rdi
	call	print_result_set
	leaq	1568(%rsp), %rsi
	movq	%r14, %rdi
	call	print_result_set
	leaq	1648(%rsp), %rsi
	leaq	.LC444(%rip), %rdi
	call	print_result_set
	movq	%r12, 104(%rsp)
	movq	%r13, %r12
	movq	208(%rsp), %r13
	jmp	.L4312
.L4300:
	movq	8(%rax,%rdx,8), %rdx
.L4301:
	movslq	8(%r12), %rax
	movslq	12(%r12), %rsi
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%r13, %rax
	cmpl	$-1, %esi
	je	.L4526
	movq	8(%rax,%rsi,8), %rax
.L4303:
	testq	%rdx, %rdx
	je	.L4304
	testq	%rax, %rax
	js	.L4305
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4306:
	testq	%rdx, %rdx
	js	.L4307
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L4308:
	divsd	%xmm2, %xmm0
	movl	$32, %esi
	movq	%r15, %rdi
	movl	$1, %eax
	leaq	.LC116(%rip), %rdx
	comisd	.LC73(%rip), %xmm0
	cmovb	%rbp, %rdx
	call	snprintf@PLT
.L4311:
	movq	(%r12), %rsi
	movq	%r15, %rdx
	leaq	.LC571(%rip), %rdi
	xorl	%eax, %eax
	addq	$24, %r12
	call	printf@PLT
	cmpq	%rbx, %r12
	je	.L4527
.L4312:
	movslq	16(%r12), %rax
	movslq	20(%r12), %rdx
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%r13, %rax
	cmpl	$-1, %edx
	jne	.L4300
	movq	56(%rax), %rdx
	jmp	.L4301
.L4295:
	addq	$1, %rbx
	cmpq	$6, %rbx
	jne	.L4297
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC565(%rip), %rdi
	call	puts@PLT
	jmp	.L4296
.L4526:
	movq	56(%rax), %rax
	jmp	.L4303
.L4304:
	movl	$6369134, (%r15)
	jmp	.L4311
.L4307:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4308
.L4305:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4306
.L4510:
	cmpl	$0, 104(%rsp)
	jne	.L4189
	movq	912(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L4190:
	movl	16(%rsp), %edi
	leaq	.LC542(%rip), %rsi
	leaq	448(%rsp), %r12
	call	cannot
	movl	%eax, %ebx
	jmp	.L4196
.L4512:
	movq	40(%rsp), %rdi
	leaq	80(%rbp), %rcx
	leaq	8976(%rsp), %rdx
	movl	%ebx, %esi
	call	ref_omit_client
	testl	%ebx, %ebx
	movl	$1, %ebx
	setle	%cl
	testl	%eax, %eax
	sete	%dl
	addq	$40, %rbp
	testb	%dl, %cl
	jne	.L4214
	movq	%r15, %rdx
	movq	%r13, %rbp
	movq	(%rsp), %rsi
	movq	16(%rsp), %r12
	movq	24(%rsp), %r13
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L4213
	movq	1216(%rsp), %rax
	movq	40(%rsp), %rbx
	imulq	%rsi, %rdx
	movq	%rsi, 776(%rsp)
	movl	$1, 800(%rsp)
	movq	%rax, 752(%rsp)
	movq	1232(%rsp), %rax
	movq	%rbx, %rdi
	movq	%rdx, 784(%rsp)
	leaq	1872(%rsp), %rdx
	movq	%rax, 760(%rsp)
	movq	152(%rsp), %rax
	movq	%rax, 768(%rsp)
	movq	168(%rbx), %rax
	movq	%rax, 792(%rsp)
	leaq	752(%rsp), %rax
	movq	%rax, %rsi
	movq	%rax, 88(%rsp)
	call	score_route
	movq	1296(%rsp), %rdx
	movl	%eax, %r15d
	movq	168(%rbx), %rax
	leaq	1248(%rsp), %rbx
	movq	%rdx, 752(%rsp)
	movq	1312(%rsp), %rdx
	movq	%rbx, 768(%rsp)
	movq	%rdx, 760(%rsp)
	movq	%rax, 792(%rsp)
	testl	%r15d, %r15d
	je	.L4528
	movq	152(%rsp), %rdi
	call	trace_free
	leaq	1208(%rsp), %rdi
	call	trace_free
	movq	%rbx, %rdi
	call	trace_free
	leaq	1288(%rsp), %rdi
	call	trace_free
	jmp	.L4356
.L4528:
	movq	88(%rsp), %rsi
	movq	40(%rsp), %rdi
	movq	%rbp, %rdx
	call	score_reference
	movq	152(%rsp), %rdi
	movl	%eax, %r15d
	call	trace_free
	leaq	1208(%rsp), %rdi
	call	trace_free
	movq	%rbx, %rdi
	call	trace_free
	leaq	1288(%rsp), %rdi
	call	trace_free
	testl	%r15d, %r15d
	je	.L4209
	jmp	.L4356
.L4503:
	movq	40(%rsp), %rax
	cmpq	$8388608, 136(%rax)
	jbe	.L4169
	cmpl	$0, 176(%rsp)
	je	.L4499
	leaq	1168(%rsp), %rax
	movq	%rax, 152(%rsp)
	leaq	912(%rsp), %rax
	movq	%rax, 80(%rsp)
	jmp	.L4357
.L4527:
	movq	112(%rsp), %rbp
	leaq	.LC572(%rip), %rbx
	xorl	%eax, %eax
	movq	104(%rsp), %r12
	movq	%rbx, %rdi
	leaq	.LC409(%rip), %rsi
	movq	256(%rbp), %rcx
	movq	240(%rbp), %rdx
	call	printf@PLT
	movq	%rbx, %rdi
	movq	%r14, %rsi
	xorl	%eax, %eax
	movq	264(%rbp), %rcx
	movq	248(%rbp), %rdx
	call	printf@PLT
	movq	272(%rbp), %rsi
	xorl	%eax, %eax
	leaq	.LC472(%rip), %rdi
	call	printf@PLT
	movq	16(%rsp), %rbx
	movsd	96(%rsp), %xmm1
	movl	72(%rbx), %esi
	testl	%esi, %esi
	je	.L4313
	movq	136(%rbx), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L4314
	leaq	-1(%rdi), %rcx
	movq	128(%rbx), %rax
	xorl	%edx, %edx
	subq	120(%rbx), %rax
	divq	%rcx
	movq	%rax, %rcx
.L4314:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	movsd	%xmm1, 96(%rsp)
	leaq	.LC573(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movsd	96(%rsp), %xmm1
.L4313:
	cmpl	$0, 184(%rsp)
	je	.L4529
.L4315:
	movsd	1768(%rsp), %xmm2
	movsd	64(%rsp), %xmm0
	leaq	.LC577(%rip), %rbx
	leaq	.LC409(%rip), %rsi
	movq	%rbx, %rdi
	movl	$3, %eax
	call	printf@PLT
	movsd	(%rsp), %xmm1
	movq	%r14, %rsi
	movq	%rbx, %rdi
	movsd	1792(%rsp), %xmm2
	movsd	32(%rsp), %xmm0
	movl	$3, %eax
	call	printf@PLT
	movq	40(%rsp), %rax
	movl	8(%rax), %r8d
	testl	%r8d, %r8d
	jne	.L4530
.L4317:
	movq	168(%rsp), %rbx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_theory
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_omissions
	cmpl	$0, 176(%rsp)
	jne	.L4531
.L4500:
	cmpq	$0, 144(%rsp)
	je	.L4320
	xorl	%eax, %eax
	leaq	640(%rsp), %rdi
	movl	$18, %ecx
	leaq	336(%rsp), %r13
	movq	%rdi, 96(%rsp)
	leaq	368(%rsp), %rbp
	rep stosl
	movl	$8, %ecx
	movq	%r13, %rdi
	rep stosl
	movl	$8, %ecx
	movq	%rbp, %rdi
	rep stosl
	movl	584(%rsp), %eax
	cmpl	$3, %eax
	je	.L4532
	cmpl	$2, %eax
	je	.L4533
	movq	112(%rsp), %rbx
	movq	560(%rsp), %rdi
	movq	%r13, %rdx
	movq	(%rbx), %rsi
	call	dist_of_sorted
	movq	272(%rbx), %rsi
	movq	%rbp, %rdx
	movq	%r13, %rdi
	call	dist_correct
	movl	360(%rsp), %eax
	orl	392(%rsp), %eax
	jne	.L4329
	movq	96(%rsp), %rdx
	movq	(%rbx), %rsi
	movq	560(%rsp), %rdi
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L4329
	movq	80(%rbx), %rsi
	movq	568(%rsp), %rdi
	leaq	664(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L4329
.L4501:
	leaq	688(%rsp), %rsi
	movq	%rbp, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L4329
	leaq	304(%rsp), %rax
	xorl	%ebx, %ebx
	leaq	HGRM.2(%rip), %r14
	movq	%rax, (%rsp)
.L4331:
	imulq	$10, %rbx, %rax
	movq	112(%rsp), %rdi
	leaq	(%rbx,%rbx,2), %rcx
	movq	(%r14,%rbx), %rsi
	leaq	hgrm_writer(%rip), %rdx
	movq	24(%rdi,%rax), %rax
	movq	(%rsp), %rdi
	movq	%rax, (%rdi,%rbx)
	movq	96(%rsp), %rax
	movq	144(%rsp), %rdi
	addq	%rax, %rcx
	movq	%rcx, 32(%rsp)
	call	export_file
	testl	%eax, %eax
	jne	.L4329
	cmpl	$0, 180(%rsp)
	movq	32(%rsp), %rcx
	jne	.L4333
.L4335:
	addq	$8, %rbx
	cmpq	$24, %rbx
	jne	.L4331
	leaq	.LC580(%rip), %rax
	movq	144(%rsp), %rdi
	leaq	400(%rsp), %rcx
	movl	$3, 416(%rsp)
	movq	%rax, %xmm0
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movhps	96(%rsp), %xmm0
	leaq	.LC477(%rip), %rsi
	movaps	%xmm0, 400(%rsp)
	movq	%rax, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, 424(%rsp)
	call	export_file
	movl	%eax, (%rsp)
	testl	%eax, %eax
	jne	.L4329
	movq	160(%rsp), %rdx
	movq	40(%rsp), %rdi
	movl	$20, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L4534
	jle	.L4338
	movq	40(%rsp), %rax
	movq	48(%rax), %rbx
	testq	%rbx, %rbx
	je	.L4535
.L4339:
	leaq	.LC582(%rip), %rdi
	call	puts@PLT
	movq	160(%rsp), %rdi
	call	stall_window_free
.L4349:
	movq	640(%rsp), %rdi
	call	free@PLT
	movq	664(%rsp), %rdi
	call	free@PLT
	movq	688(%rsp), %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	dist_free
	movq	%rbp, %rdi
	call	dist_free
	cmpl	$0, 176(%rsp)
	je	.L4320
	movq	144(%rsp), %rdi
	leaq	1872(%rsp), %rcx
	leaq	score_writer(%rip), %rdx
	leaq	.LC584(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 152(%rsp)
.L4320:
	movq	%r15, %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	movq	1480(%rsp), %rbx
	testl	%eax, %eax
	je	.L4536
.L4351:
	cmpl	$3, 24(%rbx)
	je	.L4537
.L4352:
	cmpq	$0, 1472(%rsp)
	leaq	.LC539(%rip), %rax
	leaq	.LC540(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC587(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rax
	movq	1816(%rsp), %rbx
	leaq	.LC588(%rip), %rdi
	movq	1808(%rsp), %rsi
	movl	216(%rax), %ecx
	movq	%rbx, %rdx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	testq	%rbx, %rbx
	movl	152(%rsp), %eax
	setne	%bl
	movzbl	%bl, %ebx
	orl	%eax, %ebx
	jmp	.L4196
.L4193:
	movq	152(%rsp), %rdi
	call	omit_job_run
	jmp	.L4194
.L4516:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movl	$2, %ebx
	leaq	.LC4(%rip), %rdx
	leaq	.LC462(%rip), %rsi
	call	fprintf@PLT
	leaq	448(%rsp), %r12
	jmp	.L4196
.L4514:
	leaq	.LC112(%rip), %rax
	movq	%rax, 1472(%rsp)
	jmp	.L4221
.L4515:
	leaq	.LC543(%rip), %rsi
	movl	%ebp, %edi
	leaq	448(%rsp), %r12
	call	cannot
	movl	%eax, %ebx
	jmp	.L4196
.L4517:
	movq	240(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	40(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, 1472(%rsp)
	testl	%ebx, %ebx
	je	.L4239
.L4502:
	leaq	448(%rsp), %r12
	jmp	.L4196
.L4273:
	movq	%r9, %rax
	leaq	912(%rsp), %rdi
	movl	$32, %ecx
	leaq	8976(%rsp), %r15
	movq	%rdi, 80(%rsp)
	rep stosq
	movl	$32, %ecx
	movq	%r15, %rdi
	rep stosq
	movl	$524288, %edi
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %r14
	call	malloc@PLT
	movq	%rax, 104(%rsp)
	testq	%r14, %r14
	je	.L4277
	testq	%rax, %rax
	je	.L4277
	movq	40(%rsp), %rbx
	movq	88(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rbx, %rsi
	call	walk_start
	testl	%eax, %eax
	jne	.L4277
	leaq	640(%rsp), %rax
	movq	%rbx, %rsi
	xorl	%r13d, %r13d
	movq	%rax, %rdi
	movq	%rax, 96(%rsp)
	call	due_restart
	movq	$0x000000000, (%rsp)
	movq	$0x000000000, 16(%rsp)
	movq	%r12, 192(%rsp)
	movq	%r15, 200(%rsp)
	movq	%r14, 64(%rsp)
	movq	%r13, %r14
.L4284:
	movq	104(%rsp), %rbx
	movq	96(%rsp), %rdi
	movl	$65536, %edx
	movq	%rbx, %rsi
	call	due_fill
	xorl	%edi, %edi
	movq	64(%rsp), %rsi
	movl	$65536, %edx
	movq	%rdi, 848(%rsp)
	movq	88(%rsp), %rdi
	movq	%rax, %rbp
	movq	%rbx, 832(%rsp)
	movq	%rax, 840(%rsp)
	call	walk_run
	testq	%rax, %rax
	je	.L4278
	movq	40(%rsp), %rbx
	imulq	$-8, %r14, %rbp
	movq	136(%rbx), %r15
	leaq	(%rax,%r14), %rbx
	movq	64(%rsp), %rax
	addq	%rax, %rbp
	jmp	.L4281
	.p2align 4,,10
	.p2align 3
.L4538:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4280:
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
	movsd	(%rsp), %xmm6
	cltq
	movsd	912(%rsp,%rax,8), %xmm1
	addsd	%xmm0, %xmm6
	addq	$1, 8976(%rsp,%rax,8)
	addsd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm0
	addsd	16(%rsp), %xmm0
	movsd	%xmm6, (%rsp)
	movsd	%xmm1, 912(%rsp,%rax,8)
	movsd	%xmm0, 16(%rsp)
	cmpq	%rbx, %r14
	je	.L4284
.L4281:
	movq	0(%rbp,%r14,8), %rax
	testq	%rax, %rax
	jns	.L4538
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4280
.L4278:
	testq	%rbp, %rbp
	jne	.L4284
	leaq	680(%rsp), %rdi
	movq	%r14, %r13
	movq	192(%rsp), %r12
	movq	64(%rsp), %r14
	movq	200(%rsp), %r15
	call	numbers_close
	movq	856(%rsp), %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	104(%rsp), %rdi
	call	free@PLT
	testq	%r13, %r13
	js	.L4285
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%r13, %xmm2
.L4286:
	movsd	(%rsp), %xmm5
	movq	80(%rsp), %rcx
	pxor	%xmm1, %xmm1
	movsd	.LC89(%rip), %xmm4
	movsd	.LC90(%rip), %xmm3
	divsd	%xmm2, %xmm5
	movsd	%xmm5, 1824(%rsp)
	jmp	.L4290
.L4540:
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
.L4289:
	movsd	(%rcx,%rbp), %xmm0
	divsd	%xmm7, %xmm0
	subsd	%xmm5, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm4, %xmm0
	mulsd	%xmm3, %xmm0
.L4287:
	addq	$8, %rbp
	addsd	%xmm0, %xmm1
	cmpq	$256, %rbp
	je	.L4539
.L4290:
	movq	(%r15,%rbp), %rax
	pxor	%xmm0, %xmm0
	testq	%rax, %rax
	je	.L4287
	jns	.L4540
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm7, %xmm7
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm7
	addsd	%xmm7, %xmm7
	jmp	.L4289
.L4298:
	movq	480(%rsp), %rbx
	movq	448(%rsp), %rax
	movq	88(%rsp), %rdi
	movq	(%rax,%rbx,8), %rsi
	call	fmt_us.constprop.0
	movq	488(%rsp), %rsi
	movq	%rbx, %rdx
	leaq	.LC569(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rbx, %rsi
	call	printf@PLT
	jmp	.L4299
.L4519:
	cmpl	$0, 232(%rax)
	jne	.L4248
	movq	40(%rsp), %r14
	cmpl	$2, 152(%r14)
	je	.L4251
	movq	4824(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 10808
	leaq	.LC548(%rip), %rcx
	leaq	.LC409(%rip), %rdx
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 10816
	movq	1184(%rsp), %r8
	call	check
	cmpq	$0, 224(%r14)
	popq	%r10
	.cfi_def_cfa_offset 10808
	popq	%r11
	.cfi_def_cfa_offset 10800
	jne	.L4248
	movq	40(%rsp), %rax
	cmpl	$0, 232(%rax)
	jne	.L4248
.L4251:
	movq	40(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L4248
	cmpl	$0, 280(%rax)
	jne	.L4248
	cmpq	$0, 288(%rax)
	jne	.L4248
	movq	4888(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 10808
	leaq	.LC548(%rip), %rcx
	leaq	.LC408(%rip), %rdx
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 10816
	movq	1264(%rsp), %r8
	call	check
	popq	%r8
	.cfi_def_cfa_offset 10808
	popq	%r9
	.cfi_def_cfa_offset 10800
	jmp	.L4248
.L4285:
	movq	%r13, %rax
	movq	%r13, %r8
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %r8d
	orq	%r8, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4286
.L4533:
	movl	360(%rsp), %ecx
	xorl	%ebx, %ebx
	jmp	.L4324
.L4326:
	addq	$1, %rbx
.L4324:
	cmpq	600(%rsp), %rbx
	jnb	.L4541
	movq	608(%rsp), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L4326
	testl	%ecx, %ecx
	jne	.L4326
	movq	592(%rsp), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	imulq	%rbx, %rsi
	call	dist_add.part.0
	movl	360(%rsp), %ecx
	jmp	.L4326
.L4539:
	movapd	%xmm1, %xmm0
	movsd	%xmm5, 64(%rsp)
	movsd	%xmm2, 32(%rsp)
	movsd	%xmm1, (%rsp)
	call	sqrt@PLT
	movsd	64(%rsp), %xmm5
	movsd	(%rsp), %xmm1
	movsd	32(%rsp), %xmm2
	divsd	%xmm5, %xmm0
	movsd	%xmm0, 1832(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L4291
	movsd	16(%rsp), %xmm0
	mulsd	%xmm5, %xmm5
	divsd	%xmm2, %xmm0
	subsd	%xmm5, %xmm0
	movapd	%xmm0, %xmm2
	divsd	%xmm1, %xmm2
.L4291:
	movsd	%xmm2, 1840(%rsp)
	jmp	.L4274
.L4541:
	movq	112(%rsp), %rax
	movq	%rbp, %rdx
	movq	%r13, %rdi
	movl	%ecx, (%rsp)
	movq	272(%rax), %rsi
	call	dist_correct
	movl	(%rsp), %ecx
	orl	392(%rsp), %ecx
	jne	.L4329
	movq	96(%rsp), %rsi
	leaq	592(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L4329
	leaq	664(%rsp), %rsi
	leaq	616(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	je	.L4501
.L4329:
	movq	stderr(%rip), %rdi
	movq	144(%rsp), %rdx
	leaq	.LC583(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	640(%rsp), %rdi
	call	free@PLT
	movq	664(%rsp), %rdi
	call	free@PLT
	movq	688(%rsp), %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	dist_free
	movq	%rbp, %rdi
	call	dist_free
.L4350:
	movl	$1, 152(%rsp)
	jmp	.L4320
.L4266:
	movq	64(%rsp), %rdi
	leaq	cmp_u64(%rip), %r13
	movl	$8, %edx
	xorl	%esi, %esi
	movq	%r13, %rcx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rsp), %rcx
	xorl	%esi, %esi
	movq	64(%rsp), %rdi
	movq	(%rax), %rdx
	movq	%rdx, (%rcx)
	movq	%r13, %rcx
	movl	$8, %edx
	call	qsort@PLT
	movq	112(%rsp), %rax
	movq	(%rsp), %rcx
	movq	(%rax), %rdx
	movq	%rdx, 56(%rcx)
	jmp	.L4354
.L4520:
	leaq	1872(%rsp), %rbp
	leaq	2784(%rsp), %rsi
	movq	%rbx, %rdi
	movq	%rbp, %rdx
	call	check_score
	leaq	1248(%rsp), %rdx
	movq	%rbp, %rcx
	movq	%rbx, %rdi
	leaq	.LC549(%rip), %rsi
	call	check_summary
	movq	152(%rsp), %rdx
	leaq	1952(%rsp), %rcx
	movq	%rbx, %rdi
	leaq	.LC550(%rip), %rsi
	call	check_summary
	movq	40(%rsp), %rax
	cmpl	$0, 176(%rax)
	jne	.L4254
	leaq	2112(%rsp), %rcx
	leaq	1328(%rsp), %rdx
	movq	%rbx, %rdi
	leaq	.LC551(%rip), %rsi
	call	check_summary
	jmp	.L4254
.L4529:
	movq	480(%rsp), %rbx
	movq	456(%rsp), %r9
	xorl	%eax, %eax
	leaq	.LC574(%rip), %rdi
	movq	448(%rsp), %r8
	movsd	%xmm1, 184(%rsp)
	movq	(%r9,%rbx,8), %rcx
	movq	%rbx, %rsi
	movq	%r9, 104(%rsp)
	leaq	0(,%rbx,8), %rbp
	movq	(%r8,%rbx,8), %rdx
	movq	%r8, 96(%rsp)
	call	printf@PLT
	leaq	1(%rbx), %rax
	movq	96(%rsp), %r8
	cmpq	472(%rsp), %rax
	movsd	184(%rsp), %xmm1
	movq	104(%rsp), %r9
	jb	.L4542
.L4316:
	movq	488(%rsp), %rdx
	leaq	.LC576(%rip), %rdi
	xorl	%eax, %eax
	movsd	%xmm1, 96(%rsp)
	movq	%rdx, %rsi
	subq	%rbx, %rsi
	call	printf@PLT
	movsd	96(%rsp), %xmm1
	jmp	.L4315
.L4525:
	leaq	1872(%rsp), %rdi
	xorl	%edx, %edx
	leaq	.LC563(%rip), %rsi
	call	print_score
	jmp	.L4294
.L4531:
	leaq	1872(%rsp), %rdi
	movl	$1, %edx
	leaq	.LC11(%rip), %rsi
	call	print_score
	jmp	.L4500
.L4530:
	movq	80(%rsp), %rsi
	movq	%rax, %rdi
	movq	%r15, %rdx
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	8976(%rsp), %xmm1
	movsd	912(%rsp), %xmm0
	movq	(%rax,%r8,8), %rsi
	leaq	.LC578(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L4317
.L4536:
	movl	24(%rbx), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	9008(%rsp), %rsi
	leaq	.LC585(%rip), %rdi
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4351
.L4272:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC552(%rip), %rdi
	leaq	448(%rsp), %r12
	call	fwrite@PLT
	jmp	.L4167
.L4240:
	leaq	.LC543(%rip), %rsi
	call	cannot
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L4502
	jmp	.L4242
.L4518:
	movq	40(%rsp), %rsi
	leaq	7216(%rsp), %rdx
	movq	%r13, %rcx
	movq	%rbx, %rdi
	call	check_omitted
	jmp	.L4246
.L4537:
	movq	1800(%rsp), %rax
	movl	$18, %ecx
	leaq	.LC586(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4352
.L4277:
	movq	%r14, %rdi
	call	free@PLT
	movq	104(%rsp), %rdi
	call	free@PLT
	movl	$42, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC553(%rip), %rdi
	call	fwrite@PLT
	jmp	.L4167
.L4189:
	movq	152(%rsp), %rdi
	call	omit_job_run
	jmp	.L4190
.L4542:
	movq	8(%r9,%rbp), %rdx
	movq	8(%r8,%rbp), %rsi
	leaq	.LC575(%rip), %rdi
	xorl	%eax, %eax
	movsd	%xmm1, 96(%rsp)
	call	printf@PLT
	movsd	96(%rsp), %xmm1
	jmp	.L4316
.L4333:
	leaq	VALUES.1(%rip), %rax
	movq	144(%rsp), %rdi
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%rbx), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L4335
	jmp	.L4329
.L4338:
	movq	160(%rsp), %rdi
	call	stall_window_free
	jmp	.L4329
.L4535:
	movq	160(%rsp), %r14
	movq	%r14, %rdi
	call	stall_window_free
	movq	40(%rsp), %rsi
	movq	%r15, %rdi
	movl	(%rsp), %eax
	movl	$44, %ecx
	rep movsq
	movq	40(%rsp), %rsi
	movl	$12, %ecx
	movq	%r14, %rdi
	rep stosl
	cmpl	$0, 152(%rsi)
	jne	.L4339
	movq	136(%rsi), %rax
	movl	$262144, %edx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	leaq	0(,%rax,8), %r14
	movq	%rax, 9112(%rsp)
	movq	%r14, %rdi
	call	malloc@PLT
	movq	%r14, %rdi
	movq	%r14, (%rsp)
	movq	%rax, 496(%rsp)
	movq	%rax, 32(%rsp)
	call	malloc@PLT
	movq	(%rsp), %rdi
	movq	%rax, 504(%rsp)
	movq	%rax, %r14
	call	malloc@PLT
	movq	32(%rsp), %rcx
	movq	%rax, 512(%rsp)
	testq	%rcx, %rcx
	je	.L4338
	testq	%r14, %r14
	je	.L4338
	testq	%rax, %rax
	je	.L4338
	movq	80(%rsp), %rdx
	movq	88(%rsp), %rdi
	movq	%r15, %rsi
	call	due_open.constprop.0
	testl	%eax, %eax
	je	.L4343
	jmp	.L4543
.L4347:
	movq	512(%rsp), %rax
	movq	88(%rsp), %rdi
	leaq	(%rax,%rbx,8), %r14
	call	due_next
	movq	%rax, (%r14)
	movq	512(%rsp), %rax
	cmpq	$999999999, (%rax,%rbx,8)
	ja	.L4348
	addq	$1, %rbx
.L4343:
	cmpq	9112(%rsp), %rbx
	jb	.L4347
.L4348:
	leaq	792(%rsp), %rdi
	call	numbers_close
	movq	%rbx, 9112(%rsp)
	testq	%rbx, %rbx
	je	.L4339
	movq	512(%rsp), %rax
	movq	%rbx, %rcx
	movl	$1, %esi
	movq	%r15, %rdi
	leaq	248(%rsp), %r9
	leaq	264(%rsp), %r14
	movq	%rax, 9088(%rsp)
	movq	%r14, %r8
	pushq	%rax
	.cfi_def_cfa_offset 10808
	leaq	264(%rsp), %r10
	pushq	%r10
	.cfi_def_cfa_offset 10816
	movq	512(%rsp), %rdx
	movq	%r10, 48(%rsp)
	movq	%r9, 16(%rsp)
	call	walk_all
	movq	48(%rsp), %r10
	movq	%r14, %r8
	xorl	%esi, %esi
	movq	16(%rsp), %r9
	movq	9128(%rsp), %rcx
	movq	%r15, %rdi
	movq	520(%rsp), %rdx
	movq	%r10, (%rsp)
	call	walk_all
	movq	9128(%rsp), %rax
	movq	176(%rsp), %rcx
	leaq	first_second_writer(%rip), %rdx
	movq	160(%rsp), %rdi
	leaq	.LC581(%rip), %rsi
	movq	%rax, 536(%rsp)
	call	export_file
	popq	%rdx
	.cfi_def_cfa_offset 10808
	popq	%rcx
	.cfi_def_cfa_offset 10800
	movl	%eax, %ebx
.L4337:
	movq	160(%rsp), %rdi
	call	stall_window_free
	testl	%ebx, %ebx
	je	.L4349
	jmp	.L4329
.L4532:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC579(%rip), %rdi
	call	fwrite@PLT
	jmp	.L4350
.L4543:
	movq	stderr(%rip), %rdi
	movq	80(%rsp), %rdx
	leaq	.LC304(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L4365:
	xorl	%edx, %edx
	jmp	.L4199
.L4522:
	movq	%r15, %rbx
	movq	%r13, %r14
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	cmpl	$0, 2808(%rsp)
	movq	%rbx, 8432(%rsp)
	movq	%rdi, %rbp
	movq	64(%rsp), %r15
	je	.L4544
.L4201:
	movq	40(%rsp), %rax
	xorl	%edx, %edx
	movq	%rbx, %r8
	movl	$1, %ecx
	movq	%rbp, %rdi
	movq	224(%rax), %rsi
	call	dist_add
	movl	2808(%rsp), %eax
	orl	1896(%rsp), %eax
	je	.L4545
.L4202:
	movq	%r14, %rdi
	call	dist_free
	movq	%rbp, %rdi
	call	dist_free
	jmp	.L4197
.L4534:
	movq	40(%rsp), %rax
	movq	144(%rsp), %rdi
	movq	%r15, %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC581(%rip), %rsi
	movq	%rax, 8976(%rsp)
	movq	160(%rsp), %rax
	movq	%rax, 8984(%rsp)
	movq	112(%rsp), %rax
	movq	272(%rax), %rax
	movq	%rax, 8992(%rsp)
	call	export_file
	movl	%eax, %ebx
	jmp	.L4337
.L4524:
	movq	40(%rsp), %rax
	leaq	8256(%rsp), %rcx
	movq	%r15, %rdi
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	orl	$2, 16(%rsp)
	jmp	.L4208
.L4545:
	movq	40(%rsp), %rax
	leaq	7856(%rsp), %rcx
	movq	%rbp, %rdi
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movl	$1, 16(%rsp)
	jmp	.L4202
.L4544:
	movq	40(%rsp), %rax
	leaq	7776(%rsp), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	jmp	.L4201
	.cfi_endproc
.LFE308:
	.size	run_bench, .-run_bench
	.section	.rodata.str1.1
.LC589:
	.string	"the scenario's trace"
.LC590:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC591:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC592:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC593:
	.string	"the latencies have too many possible values"
	.align 8
.LC594:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC595:
	.string	"stall length"
.LC596:
	.string	"load %"
.LC597:
	.string	"stall us"
.LC598:
	.string	"sim"
.LC599:
	.string	"formula"
.LC600:
	.string	"sweep-load.svg"
.LC601:
	.string	"sweep-stall.svg"
.LC604:
	.string	"default"
.LC605:
	.string	"seed 000"
.LC606:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC609:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC610:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC611:
	.string	"--self-test"
.LC612:
	.string	"rank n=1 p=0"
.LC613:
	.string	"rank n=1 p=100"
.LC614:
	.string	"rank n=1 p=0 ceil"
.LC615:
	.string	"rank n=1 p=100 ceil"
.LC616:
	.string	"rank n=10 p=0"
.LC617:
	.string	"rank n=10 p=100"
.LC618:
	.string	"rank n=10 p=50"
.LC619:
	.string	"rank n=10 p=95 rounds half up"
.LC620:
	.string	"rank n=10 p=94.9 rounds down"
.LC621:
	.string	"rank n=10 p=90.1 ceil"
.LC622:
	.string	"rank n=119980 p=99"
.LC623:
	.string	"rank n=119980 p=99.9"
.LC624:
	.string	"rank n=119980 p=99 ceil"
.LC625:
	.string	"rank n=2^62 p=99.99 exact"
.LC627:
	.string	"hdr fixture corrected count"
.LC628:
	.string	"hdr fixture correct_co"
.LC629:
	.string	"hdr fixture corrected p50"
.LC630:
	.string	"hdr fixture corrected p90"
.LC631:
	.string	"hdr fixture corrected p99"
.LC632:
	.string	"hdr fixture corrected max"
.LC633:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC634:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC635:
	.string	"correction of one interval"
.LC636:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC637:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC638:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC639:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC640:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC641:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC643:
	.string	"reference server agrees, start %lu"
	.align 8
.LC644:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC645:
	.string	"in service at a stall: extended by it"
	.align 8
.LC646:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC647:
	.string	"corrected set without its terms, in memory and in passes, e %lu, values below %lu: fields that differ"
	.align 8
.LC648:
	.string	"the brute-force buffer was allocated"
	.align 8
.LC649:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC650:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC652:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.section	.rodata.str1.1
.LC653:
	.string	"200us"
.LC654:
	.string	"0.3us"
.LC655:
	.string	"0.5s"
.LC656:
	.string	"1.000000001s"
.LC657:
	.string	"0"
.LC658:
	.string	"250"
.LC659:
	.string	"0.5ns"
.LC660:
	.string	"ms"
.LC661:
	.string	"-1ms"
.LC662:
	.string	"5parsecs"
.LC663:
	.string	"1.ms"
.LC664:
	.string	"99999999999999999999s"
.LC665:
	.string	"4611686018427387904ns"
	.section	.rodata.str1.8
	.align 8
.LC666:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC667:
	.string	"%s%s%s"
.LC668:
	.string	"  %s\n"
.LC669:
	.string	"  %-24s %.*s\n"
.LC670:
	.string	"QUICK"
.LC671:
	.string	"REPS"
.LC672:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC673:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC674:
	.string	"QUICK '%s' is not valid: %s"
.LC675:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC676:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC677:
	.string	"--scenario"
.LC678:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC679:
	.string	"both set the length of the run: "
	.align 8
.LC680:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC681:
	.string	"give --export PREFIX too"
	.section	.rodata.str1.8
	.align 8
.LC682:
	.string	"--export-values adds files to an export: %s%s"
	.align 8
.LC683:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC684:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC685:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC686:
	.string	"--export does not apply to --cross-check, %s%s"
	.section	.rodata.str1.1
.LC687:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC688:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC689:
	.string	"%s, from %s"
.LC690:
	.string	"choose one"
.LC691:
	.string	"are two kinds of users: "
	.section	.rodata.str1.8
	.align 8
.LC692:
	.string	"--population and --sessions %s%s"
	.section	.rodata.str1.1
.LC693:
	.string	"add --sessions R or drop it"
	.section	.rodata.str1.8
	.align 8
.LC694:
	.string	"applies only with --sessions: "
	.section	.rodata.str1.1
.LC695:
	.string	"--return-prob %s%s"
	.section	.rodata.str1.8
	.align 8
.LC696:
	.string	"drop --sweep, --cross-check, --correct and --export"
	.section	.rodata.str1.1
.LC697:
	.string	"run alone: "
.LC698:
	.string	"drop them"
	.section	.rodata.str1.8
	.align 8
.LC699:
	.string	"take no --timeout, --queue-limit or generator option: "
	.align 8
.LC700:
	.string	"drop --schedule, --rate and --arrivals"
	.section	.rodata.str1.1
.LC701:
	.string	"replace the schedule: "
	.section	.rodata.str1.8
	.align 8
.LC702:
	.string	"drop --connections and --closed"
	.section	.rodata.str1.1
.LC703:
	.string	"replace the clients: "
	.section	.rodata.str1.8
	.align 8
.LC704:
	.string	"use --duration, not --requests"
	.section	.rodata.str1.1
.LC705:
	.string	"run for a time: "
.LC706:
	.string	"lower either"
	.section	.rodata.str1.8
	.align 8
.LC707:
	.string	"--sessions and --return-prob offer more work than the server can do (a load of 1 or more): %s%s"
	.section	.rodata.str1.1
.LC708:
	.string	"at most 2^60 ns (36 years)"
.LC709:
	.string	"is too long for users: "
.LC710:
	.string	"--duration %s%s"
	.section	.rodata.str1.8
	.align 8
.LC711:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC712:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.section	.rodata.str1.1
.LC713:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC714:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC715:
	.string	"use --correct FILE"
.LC716:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC717:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC718:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC719:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC720:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC721:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC722:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC723:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC724:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC726:
	.string	"lower --rate or shorten the run"
	.align 8
.LC727:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC728:
	.string	"--schedule poisson: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC729:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC730:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC731:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC732:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC733:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC734:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC735:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC736:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC737:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC738:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC739:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC740:
	.string	"shorten --duration or --interval"
	.align 8
.LC741:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC742:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC743:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC744:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC745:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC746:
	.string	"--timeout, --queue-limit, the generator's options and --scoreboard keep every sample"
	.align 8
.LC747:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC748:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC749:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC750:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC751:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC752:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC753:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC754:
	.string	"drop one of the two"
.LC755:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC756:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC757:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC758:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC759:
	.string	"--sweep runs on a fixed schedule, or a Poisson one across load, with a fixed expected interval: %s%s"
	.section	.rodata.str1.1
.LC760:
	.string	"in the sweep"
	.section	.rodata.str1.8
	.align 8
.LC761:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC762:
	.string	"base: service %s us"
.LC763:
	.string	", stall %s us"
.LC764:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC765:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC766:
	.string	"checked"
.LC767:
	.string	"%-10s %-8s"
.LC768:
	.string	" | %-10s %10s %10s"
.LC769:
	.string	"\n%-10s %-8s"
.LC770:
	.string	"p50"
.LC771:
	.string	" | "
.LC772:
	.string	"%s%10s"
.LC773:
	.string	"p99"
.LC774:
	.string	"p99.9"
.LC775:
	.string	"%-10lu"
.LC776:
	.string	"%-10s"
.LC777:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC778:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC779:
	.string	"theory (%s, Poisson arrivals, no stalls): the open loop's mean against theory's\n"
	.section	.rodata.str1.1
.LC780:
	.string	"theory"
.LC781:
	.string	"open mean"
.LC782:
	.string	"%-10s %12s %12s"
.LC783:
	.string	"theory p99"
.LC784:
	.string	"open p99"
.LC785:
	.string	" %12s %12s"
.LC786:
	.string	"%-10lu %12.1f %12.1f"
.LC787:
	.string	" %12.1f %12.1f"
	.section	.rodata.str1.8
	.align 8
.LC788:
	.string	"(us; theory is a limit, a finite run a sample: at high load the run is short of it)\n"
	.align 8
.LC789:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC790:
	.string	" %s_%s_ns=%lu"
.LC791:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC792:
	.string	"RESULT sweep_theory axis=%s value=%lu queue=%s rho=%.4f open_mean_ns=%.0f theory_mean_ns=%.0f"
	.align 8
.LC793:
	.string	" open_p99_ns=%lu theory_p99_ns=%.0f"
	.align 8
.LC794:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC795:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC796:
	.string	"in the cross-check"
.LC797:
	.string	"expected_ns"
.LC798:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC799:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC800:
	.string	"--correct '%s': out of memory at line %lu"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB335:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	$65, %ecx
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	%edi, %r14d
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
	subq	$11512, %rsp
	.cfi_def_cfa_offset 11568
	movdqa	.LC602(%rip), %xmm0
	leaq	1792(%rsp), %rdi
	movq	%rdi, 16(%rsp)
	rep stosq
	movaps	%xmm0, 1840(%rsp)
	movdqa	.LC603(%rip), %xmm0
	leaq	.LC605(%rip), %rax
	leaq	.LC604(%rip), %rcx
	movq	%rax, %xmm7
	movq	$100000, 1792(%rsp)
	movaps	%xmm0, 1952(%rsp)
	movq	%rcx, %xmm0
	movq	$500000000, 1856(%rsp)
	punpcklqdq	%xmm7, %xmm0
	movq	$200000, 1872(%rsp)
	movq	$1000000, 1984(%rsp)
	movq	$16384, 2000(%rsp)
	movl	$31, 2008(%rsp)
	movups	%xmm0, 2232(%rsp)
	cmpl	$2, %r14d
	je	.L5060
	movl	$1, %r15d
	cmpl	$1, %r14d
	jle	.L4632
	.p2align 4,,10
	.p2align 3
.L4631:
	movslq	%r15d, %rax
	movq	0(%rbp,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L4918
	cmpb	$104, 1(%rbx)
	jne	.L4918
	cmpb	$0, 2(%rbx)
	jne	.L4918
	movl	$-1, %eax
	leaq	.LC307(%rip), %rbx
.L4618:
	leaq	32+OPTIONS(%rip), %r13
	xorl	%r12d, %r12d
	jmp	.L4623
	.p2align 4,,10
	.p2align 3
.L4619:
	addl	$1, %r12d
	cmpl	$52, %r12d
	je	.L4622
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$32, %r13
	call	strcmp@PLT
.L4623:
	testl	%eax, %eax
	jne	.L4619
	movslq	%r12d, %r12
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r12
	addq	%r12, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L5061
	addl	$1, %r15d
.L4622:
	addl	$1, %r15d
	cmpl	%r15d, %r14d
	jg	.L4631
.L4632:
	leaq	.LC670(%rip), %rdi
	call	getenv@PLT
	leaq	.LC671(%rip), %rdi
	movq	%rax, %r12
	call	getenv@PLT
	movq	%rax, %rbx
	testq	%r12, %r12
	je	.L4884
	leaq	.LC672(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r12)
	movl	%eax, %r13d
	je	.L4634
	leaq	.LC657(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5062
.L4634:
	xorl	%eax, %eax
	testl	%r13d, %r13d
	sete	%al
.L4633:
	movl	%eax, 2256(%rsp)
	testq	%rbx, %rbx
	je	.L4636
	cmpb	$0, (%rbx)
	jne	.L5063
.L4636:
	movslq	%r14d, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L4638
	xorl	%eax, %eax
	leaq	3504(%rsp), %r15
	movl	%eax, 8(%rsp)
	cmpl	$1, %r14d
	jle	.L4640
	xorl	%r15d, %r15d
	movl	%r14d, 32(%rsp)
	movl	$1, %r9d
	movl	%r15d, 48(%rsp)
	movl	%r15d, 56(%rsp)
	leaq	3504(%rsp), %r15
	movq	%r15, 64(%rsp)
	movl	%r9d, %r15d
.L4639:
	movslq	%r15d, %rax
	movq	0(%rbp,%rax,8), %r12
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 40(%rsp)
	cmpb	$45, (%r12)
	jne	.L4919
	cmpb	$104, 1(%r12)
	jne	.L4919
	cmpb	$0, 2(%r12)
	movl	$-1, %edx
	leaq	.LC307(%rip), %rbx
	jne	.L4919
.L4642:
	leaq	OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	movl	%edx, %eax
	jmp	.L4646
	.p2align 4,,10
	.p2align 3
.L4643:
	addl	$1, %r13d
	addq	$32, %r14
	cmpl	$52, %r13d
	je	.L4645
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L4646:
	movq	(%r14), %rdi
	testl	%eax, %eax
	jne	.L4643
	movslq	%r13d, %r8
	movl	%eax, %edx
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r8
	movl	8(%rax,%r8), %r13d
	testl	%r13d, %r13d
	jne	.L4645
	movl	%edx, 80(%rsp)
	leal	1(%r15), %ebx
	cmpl	%ebx, 32(%rsp)
	jle	.L4645
	leaq	.LC164(%rip), %rsi
	movq	%rdi, 72(%rsp)
	movl	$1, %r15d
	call	strcmp@PLT
	movq	72(%rsp), %rdi
	leaq	.LC167(%rip), %rsi
	testl	%eax, %eax
	movl	56(%rsp), %eax
	cmove	%r15d, %eax
	movl	%eax, 56(%rsp)
	call	strcmp@PLT
	movq	72(%rsp), %rdi
	leaq	.LC677(%rip), %rsi
	testl	%eax, %eax
	cmovne	48(%rsp), %r15d
	movl	%r15d, 48(%rsp)
	call	strcmp@PLT
	movq	40(%rsp), %rcx
	movq	%r12, %xmm0
	movl	80(%rsp), %edx
	testl	%eax, %eax
	movq	8(%rbp,%rcx), %rsi
	movq	%rsi, %xmm5
	punpcklqdq	%xmm5, %xmm0
	je	.L5064
	movslq	8(%rsp), %rax
	movq	%rax, %rcx
	addl	$2, %ecx
	movl	%ecx, 8(%rsp)
	movq	24(%rsp), %rcx
	movups	%xmm0, (%rcx,%rax,8)
	movl	$1, %eax
.L4650:
	leal	1(%rbx), %r15d
	cmpl	%r15d, 32(%rsp)
	jle	.L4912
	testb	%al, %al
	jne	.L4639
.L4912:
	movq	64(%rsp), %r15
	testl	%edx, %edx
	je	.L4653
.L5052:
	movq	24(%rsp), %rdi
	call	free@PLT
.L4714:
	movq	%r15, %rdi
	call	usage_error
.L4659:
	movq	2248(%rsp), %rdi
	movl	%eax, 8(%rsp)
	call	free@PLT
	movq	2304(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L4546
.L4918:
	leaq	.LC122(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L4618
.L5061:
	movq	(%rax), %rdi
	leaq	.LC307(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4622
	leaq	.LC666(%rip), %rdi
	leaq	OPTIONS(%rip), %r12
	call	puts@PLT
	leaq	5552(%rsp), %rax
	leaq	.LC669(%rip), %rbx
	movq	%rax, 8(%rsp)
	leaq	.LC11(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L4630:
	movq	24(%r12), %r13
	movl	$10, %esi
	movq	%r13, %rdi
	call	strchr@PLT
	movq	16(%r12), %r9
	leaq	.LC37(%rip), %r8
	movq	%rax, %r15
	testq	%r9, %r9
	je	.L5065
.L4624:
	movq	8(%rsp), %r14
	movq	(%r12), %rcx
	xorl	%eax, %eax
	movl	$64, %esi
	leaq	.LC667(%rip), %rdx
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	%r14, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L5066
	testq	%r15, %r15
	je	.L4626
.L5068:
	movl	%r15d, %edx
	movq	8(%rsp), %rsi
	movq	%r13, %rcx
	movq	%rbx, %rdi
	subl	%r13d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4627
	.p2align 4,,10
	.p2align 3
.L5067:
	movq	%rax, %rdx
	movq	%r14, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	subq	%r15, %rdx
	xorl	%eax, %eax
	movq	%r13, %r15
	subl	$1, %edx
	call	printf@PLT
.L4627:
	leaq	1(%r15), %r14
	movl	$10, %esi
	movq	%r14, %rdi
	call	strchr@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	jne	.L5067
	movq	%r14, %rdi
	call	strlen@PLT
	movq	%r14, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L4628:
	addq	$32, %r12
	leaq	1664+OPTIONS(%rip), %rax
	cmpq	%r12, %rax
	jne	.L4630
.L4563:
	xorl	%eax, %eax
.L4546:
	addq	$11512, %rsp
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
.L5066:
	.cfi_restore_state
	movq	8(%rsp), %rsi
	leaq	.LC668(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 5552(%rsp)
	testq	%r15, %r15
	jne	.L5068
.L4626:
	movq	%r13, %rdi
	call	strlen@PLT
	movq	8(%rsp), %rsi
	movq	%r13, %rcx
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4628
.L5065:
	movq	%rbp, %r9
	movq	%rbp, %r8
	jmp	.L4624
.L4919:
	leaq	.LC122(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L4642
.L4645:
	movslq	8(%rsp), %rax
	movq	24(%rsp), %rdi
	movl	%r15d, %ebx
	xorl	%edx, %edx
	movq	%r12, (%rdi,%rax,8)
	leal	1(%rax), %eax
	movl	%eax, 8(%rsp)
	movl	$1, %eax
	jmp	.L4650
.L5064:
	movq	64(%rsp), %rdx
	movq	16(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	sete	%al
	jmp	.L4650
.L5060:
	movq	8(%rsi), %rbx
	leaq	.LC606(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L5069
	leaq	.LC611(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r15d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4631
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC612(%rip), %rdi
	leaq	raw.16(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC613(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC614(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC615(%rip), %rdi
	addl	%eax, %ebx
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
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC617(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC618(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC619(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC620(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC621(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC622(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC623(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC624(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC625(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC626(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L4565:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L4565
	movq	$100000000, 80000+raw.16(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L4570
.L5070:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L4569
.L4570:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L4566
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L4566:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L5070
	xorl	%ecx, %ecx
.L4569:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	fixed.15(%rip), %r12
	movl	$20000, %esi
	leaq	.LC627(%rip), %rdi
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
	leaq	.LC628(%rip), %rdi
	leaq	224(%rsp), %rbp
	call	expect
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movl	$1000, %edx
	leaq	256(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	264(%rsp), %rcx
	leaq	.LC629(%rip), %rdi
	leaq	1280(%rsp), %r12
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	272(%rsp), %rcx
	leaq	.LC630(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	280(%rsp), %rcx
	leaq	.LC631(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	304(%rsp), %rcx
	leaq	.LC632(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	320(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	328(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC633(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC634(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC635(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC636(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC637(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	224(%rsp), %rdi
	movl	$8, %ecx
	xorl	%edx, %edx
	addl	%eax, %ebx
	xorl	%eax, %eax
	movl	$9, %r8d
	movl	$700, %esi
	rep stosl
	xorl	%eax, %eax
	movl	$64, %ecx
	movq	%r12, %rdi
	rep stosq
	movl	$1, %ecx
	movq	%rbp, %rdi
	call	dist_add.part.0
	cmpl	$0, 248(%rsp)
	jne	.L4572
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbp, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 248(%rsp)
	jne	.L4572
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbp, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L4572:
	movq	232(%rsp), %r11
	movq	224(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L4577:
	cmpq	%r11, %r10
	je	.L4873
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L4574
.L4579:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r12,%rdi,8), %r8
	je	.L4576
	.p2align 4,,10
	.p2align 3
.L4573:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L4573
	leaq	1(%rdi,%rdx), %rdi
.L4576:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L4579
.L4574:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L4577
.L4653:
	movl	48(%rsp), %ecx
	testl	%ecx, 56(%rsp)
	je	.L4640
	leaq	.LC678(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC679(%rip), %rcx
	leaq	.LC680(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5052
.L4884:
	xorl	%eax, %eax
	jmp	.L4633
.L5062:
	testl	%r13d, %r13d
	je	.L4634
	leaq	3504(%rsp), %r15
	leaq	.LC673(%rip), %r8
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC674(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4714
.L4640:
	movq	24(%rsp), %r14
	movq	16(%rsp), %rdi
	movq	%r15, %rcx
	movl	8(%rsp), %esi
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L4714
	cmpl	$0, 2224(%rsp)
	movl	2144(%rsp), %eax
	movq	2216(%rsp), %rbx
	jne	.L5071
	testq	%rbx, %rbx
	jne	.L5072
.L4657:
	leaq	928(%rsp), %rax
	movq	2240(%rsp), %r8
	movq	2232(%rsp), %rcx
	leaq	.LC689(%rip), %rdx
	movq	%rax, 32(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	2096(%rsp), %rax
	pxor	%xmm0, %xmm0
	movsd	2104(%rsp), %xmm1
	movq	%rax, 40(%rsp)
	testq	%rax, %rax
	je	.L5073
	comisd	%xmm0, %xmm1
	leaq	.LC690(%rip), %r8
	leaq	.LC691(%rip), %rcx
	ja	.L5053
	cmpl	$0, 2296(%rsp)
	jne	.L5074
.L4661:
	cmpl	$0, 2144(%rsp)
	jne	.L4667
	cmpq	$0, 2216(%rsp)
	jne	.L4667
	movq	16(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L5075
	cmpl	$0, 1864(%rsp)
	jne	.L4670
	movsd	2168(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L4670
	cmpq	$1, 1952(%rsp)
	ja	.L4673
	cmpl	$0, 1944(%rsp)
	jne	.L4673
	cmpq	$0, 2160(%rsp)
	leaq	.LC704(%rip), %r8
	leaq	.LC705(%rip), %rcx
	jne	.L5053
	movsd	2104(%rsp), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L5076
.L4676:
	movq	2152(%rsp), %rax
	testq	%rax, %rax
	jne	.L4680
	cmpl	$0, 2256(%rsp)
	jne	.L4681
	movl	$9765625, %eax
	salq	$11, %rax
	movq	%rax, 2136(%rsp)
.L4682:
	movq	2176(%rsp), %rax
	movq	16(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 1888(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L4714
	movl	2292(%rsp), %edx
	movq	32(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	run_users
	jmp	.L4659
.L5063:
	leaq	5552(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L5077
	movq	5552(%rsp), %rax
	movl	%eax, 2008(%rsp)
	jmp	.L4636
.L5069:
	pcmpeqd	%xmm0, %xmm0
	movl	$1, %r12d
	movaps	%xmm0, 3504(%rsp)
	leaq	5552(%rsp), %rax
	movl	$7, %ebp
	leaq	3504(%rsp), %r15
	movq	%rax, 8(%rsp)
.L4549:
	xorl	%r13d, %r13d
.L4553:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movl	$3, %ebx
	call	clock_gettime@PLT
	movq	5560(%rsp), %rdx
	movl	$20000000, %eax
	imulq	$1000000000, 5552(%rsp), %r14
	jmp	.L4552
	.p2align 4,,10
	.p2align 3
.L5079:
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	subl	$1, %eax
	je	.L5078
.L4552:
	testq	%r13, %r13
	jne	.L5079
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	subl	$1, %eax
	jne	.L4552
.L5078:
	movq	8(%rsp), %rsi
	movl	$1, %edi
	movq	%rdx, 16(%rsp)
	call	clock_gettime@PLT
	movq	16(%rsp), %rdx
	imulq	$1000000000, 5552(%rsp), %rcx
	movq	5560(%rsp), %rax
	subq	%rdx, %rcx
	movq	(%r15,%r13,8), %rdx
	addq	%rcx, %rax
	subq	%r14, %rax
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, (%r15,%r13,8)
	testq	%r13, %r13
	jne	.L5080
	movl	$1, %r13d
	jmp	.L4553
.L5080:
	subl	$1, %ebp
	jne	.L4549
	movq	3504(%rsp), %rax
	testq	%rax, %rax
	js	.L4555
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4556:
	movsd	.LC607(%rip), %xmm4
	movq	3512(%rsp), %rax
	divsd	%xmm0, %xmm4
	testq	%rax, %rax
	js	.L4557
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4558:
	movsd	.LC608(%rip), %xmm1
	movsd	%xmm4, 8(%rsp)
	divsd	%xmm0, %xmm1
	movapd	%xmm4, %xmm0
	movsd	%xmm1, 16(%rsp)
	call	fmax@PLT
	movsd	8(%rsp), %xmm4
	movsd	16(%rsp), %xmm1
	movapd	%xmm4, %xmm2
	subsd	%xmm1, %xmm2
	andpd	.LC61(%rip), %xmm2
	mulsd	.LC73(%rip), %xmm2
	divsd	%xmm0, %xmm2
	movsd	.LC59(%rip), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L5081
.L4561:
	movl	$5, %edx
	movl	$7, %esi
	movapd	%xmm4, %xmm0
	movl	$3, %eax
	leaq	.LC610(%rip), %rdi
	call	printf@PLT
	jmp	.L4563
.L5072:
	cmpl	$3, %eax
	jne	.L4656
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC685(%rip), %rcx
	leaq	.LC686(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4714
.L5071:
	testq	%rbx, %rbx
	je	.L5082
	testl	%eax, %eax
	jne	.L5083
.L4656:
	leaq	2320(%rsp), %r14
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC687(%rip), %rdx
	movq	%r14, %rdi
	call	snprintf@PLT
	leaq	5552(%rsp), %rax
	movq	%r14, %rdi
	movl	$1200, %edx
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L5084
	call	fclose@PLT
	movq	8(%rsp), %rdi
	call	remove@PLT
	jmp	.L4657
.L4873:
	leaq	5552(%rsp), %rax
	xorl	%r13d, %r13d
	movq	%rdi, %r15
	movq	%rax, 8(%rsp)
	leaq	336(%rsp), %rax
	movq	%rax, 24(%rsp)
	movq	%r13, 16(%rsp)
	leaq	416(%rsp), %r13
.L4578:
	movl	16(%rsp), %eax
	movq	24(%rsp), %rcx
	movl	$2000, %esi
	movq	%rbp, %rdi
	movl	%eax, %r14d
	movl	%eax, %edx
	call	dist_summarise
	movl	%r14d, %ecx
	movq	%r13, %r8
	movl	$2000, %edx
	movq	%r15, %rsi
	movq	%r12, %rdi
	movl	$8, %r14d
	call	summarise.isra.0
	movq	336(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	416(%rsp), %rsi
	leaq	.LC638(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rcx
	addl	%eax, %ebx
	movq	16(%rsp), %rax
	movq	(%rcx,%rax,8), %r9
.L4580:
	movq	8(%rsp), %rdi
	movl	$64, %esi
	movq	%r9, 32(%rsp)
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rax,%r14), %rcx
	leaq	.LC639(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	0(%r13,%r14), %rsi
	movq	8(%rsp), %rdi
	movq	(%rax,%r14), %rcx
	addq	$8, %r14
	call	expect
	movq	32(%rsp), %r9
	addl	%eax, %ebx
	cmpq	$56, %r14
	jne	.L4580
	movq	392(%rsp), %rcx
	movq	472(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC640(%rip), %rdi
	call	expect
	movq	400(%rsp), %rcx
	movq	408(%rsp), %r8
	leaq	.LC641(%rip), %rdi
	movq	480(%rsp), %rsi
	movq	488(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	cmpq	$0, 16(%rsp)
	jne	.L5085
	movq	$1, 16(%rsp)
	jmp	.L4578
.L5085:
	movq	%rbp, %rdi
	leaq	starts.14(%rip), %rbp
	leaq	3504(%rsp), %r15
	call	dist_free
	movl	$44, %ecx
	xorl	%eax, %eax
	leaq	80(%rbp), %r14
	movdqa	.LC642(%rip), %xmm0
	leaq	928(%rsp), %rdi
	leaq	.LC643(%rip), %r13
	movq	%rdi, 32(%rsp)
	rep stosq
	movaps	%xmm0, 976(%rsp)
	movq	$100, 928(%rsp)
	movq	$2000, 992(%rsp)
	jmp	.L4584
.L5088:
	leaq	1100(%r12), %rdx
.L4583:
	addq	$1, 3512(%rsp)
	addq	$5000, %rax
	movq	%rax, 3504(%rsp)
	cmpq	%rdx, %rax
	jb	.L5086
.L4581:
	movq	24(%rsp), %rcx
	movq	8(%rsp), %rdi
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %rbp
	call	expect
	addl	%eax, %ebx
	cmpq	%r14, %rbp
	je	.L5087
.L4584:
	movq	32(%rsp), %rsi
	movq	%r15, %rdi
	call	server_init
	movq	0(%rbp), %r12
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	movq	%r13, %rdx
	movl	$64, %esi
	movq	%r12, %rcx
	call	snprintf@PLT
	movq	32(%rsp), %rdi
	movl	$100, %edx
	movq	%r12, %rsi
	call	ref_serve
	leaq	100(%r12), %rdx
	movq	%rax, 24(%rsp)
	movq	3504(%rsp), %rax
	cmpq	%rdx, %rax
	jnb	.L4581
	cmpq	%rax, %r12
	jb	.L5088
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r12
	jnb	.L4583
	leaq	1100(%rax), %rdx
	jmp	.L4583
.L5086:
	movl	$5000, %r9d
	movl	$1000, %r8d
	movq	%r12, %rsi
	movq	%r15, %rdi
	movl	$100, %ecx
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L4581
.L5087:
	movq	32(%rsp), %r14
	movl	$100, %edx
	movl	$1900, %esi
	movq	%r15, %r13
	movq	%r14, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC644(%rip), %rdi
	call	expect
	movl	$100, %edx
	movl	$1950, %esi
	movq	%r14, %rdi
	addl	%eax, %ebx
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3050, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC645(%rip), %rdi
	call	expect
	movl	$100, %edx
	movl	$2500, %esi
	movq	%r14, %rdi
	addl	%eax, %ebx
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3100, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC646(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	leal	(%rbx,%rax), %r12d
	xorl	%ebx, %ebx
	call	malloc@PLT
	xorl	%r11d, %r11d
	movq	%rax, 40(%rsp)
	movl	%r11d, 72(%rsp)
.L4585:
	movabsq	$7880283046040289696, %rax
	imulq	%rbx, %rax
	addq	$42, %rax
	cmpq	$0, 40(%rsp)
	movq	%rax, 80(%rsp)
	setne	%bpl
	cmpq	$5, %rbx
	ja	.L4911
	testb	%bpl, %bpl
	je	.L4911
	leaq	E.13(%rip), %rax
	movq	%rbx, 192(%rsp)
	movabsq	$-7046029254386353131, %rbp
	movabsq	$-4658895280553007687, %r15
	movq	(%rax,%rbx,8), %rax
	movl	%r12d, 188(%rsp)
	movabsq	$-7723592293110705685, %r14
	movq	16(%rsp), %r12
	leaq	(%rax,%rax,2), %r9
	movq	%rax, 56(%rsp)
	leaq	TOP.12(%rip), %rax
	movq	%rax, 48(%rsp)
	movq	%r9, 200(%rsp)
.L4602:
	movq	48(%rsp), %rax
	movq	80(%rsp), %rsi
	movq	%r13, %rdi
	xorl	%ecx, %ecx
	movq	200(%rsp), %r10
	movq	(%rax), %r8
	.p2align 4,,10
	.p2align 3
.L4587:
	addq	%rbp, %rsi
	imull	$954437177, %ecx, %r11d
	movq	%rsi, %rax
	shrq	$30, %rax
	xorq	%rsi, %rax
	imulq	%r15, %rax
	movq	%rax, %rdx
	shrq	$27, %rdx
	xorq	%rax, %rdx
	imulq	%r14, %rdx
	movq	%rdx, %rax
	shrq	$31, %rax
	xorq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r8
	cmpl	$477218589, %r11d
	leaq	(%rdx,%r10), %rax
	cmovnb	%rdx, %rax
	addl	$1, %ecx
	addq	$8, %rdi
	movq	%rax, -8(%rdi)
	cmpl	$200, %ecx
	jne	.L4587
	movabsq	$-7253301275344703384, %rax
	movq	56(%rsp), %r9
	addq	%rax, 80(%rsp)
	movq	%r13, %rsi
	leaq	1600(%r13), %rdi
	xorl	%ecx, %ecx
	jmp	.L4592
	.p2align 4,,10
	.p2align 3
.L5090:
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	je	.L5089
.L4592:
	movq	(%rsi), %rax
	movq	%r12, %r10
	cmpq	%r9, %rax
	jb	.L4588
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %r10
.L4588:
	addq	%rcx, %r10
	setc	%r11b
	movq	%r10, %rcx
	movzbl	%r11b, %r11d
	jnc	.L5090
	movl	$0, 32(%rsp)
	xorl	%r11d, %r11d
.L4591:
	leaq	576(%rsp), %rax
	leaq	496(%rsp), %r10
	movq	%r8, 208(%rsp)
	movq	%rax, 88(%rsp)
	leaq	664(%rsp), %rax
	leaq	2320(%rsp), %rbx
	movq	%rax, 168(%rsp)
	leaq	2464(%rsp), %rax
	movq	%rax, 152(%rsp)
	leaq	2944(%rsp), %rax
	movq	%rax, 176(%rsp)
	leaq	656(%rsp), %rax
	movq	%rax, 160(%rsp)
	leaq	5096(%rsp), %rax
	movq	%rax, 24(%rsp)
	movq	%r11, 64(%rsp)
	movq	%r12, 216(%rsp)
	movq	%r10, 96(%rsp)
.L4601:
	movq	56(%rsp), %r12
	movq	40(%rsp), %rcx
	movl	$200, %esi
	movq	%r13, %rdi
	movl	$400000, %r8d
	movq	%r12, %rdx
	call	correct_co
	movq	96(%rsp), %r8
	movl	32(%rsp), %ecx
	movl	$1000, %edx
	movq	40(%rsp), %rdi
	movq	%rax, %rsi
	call	summarise.isra.0
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%r13, %rdi
	movl	$200, %esi
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 11576
	movq	%r12, %rdx
	movq	%r13, %rdi
	pushq	96(%rsp)
	.cfi_def_cfa_offset 11584
	movq	24(%rsp), %r9
	movl	$1000, %ecx
	movl	$200, %esi
	movl	48(%rsp), %r8d
	call	corrected_summarise
	movl	48(%rsp), %ecx
	xorl	%r8d, %r8d
	movq	%rbx, %rdi
	movl	$1000, %edx
	movq	%r12, %rsi
	call	cqr_init
	popq	%rdi
	.cfi_def_cfa_offset 11576
	popq	%r8
	.cfi_def_cfa_offset 11568
	movl	2344(%rsp), %r9d
	testl	%r9d, %r9d
	jle	.L4595
.L4594:
	movq	24(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L4596:
	movq	(%r12), %rsi
	movl	$1, %edx
	movq	%rbx, %rdi
	call	cqr_add_n
	movq	%r12, %rax
	subq	$8, %r12
	cmpq	%rax, %r13
	jne	.L4596
	movl	2340(%rsp), %eax
	movq	%rbx, %rdi
	leal	1(%rax), %edx
	movl	%edx, 2340(%rsp)
	testl	%eax, %eax
	je	.L5091
	call	cqr_end_pass.part.0
.L4598:
	movl	2344(%rsp), %esi
	testl	%esi, %esi
	jg	.L4594
.L4595:
	movq	2352(%rsp), %rax
	movq	2368(%rsp), %rcx
	movq	%rbx, %r12
	movq	2376(%rsp), %rdi
	movq	%rax, 656(%rsp)
	movq	%rax, 104(%rsp)
	subq	2384(%rsp), %rax
	movq	%rax, 712(%rsp)
	movq	%rax, 128(%rsp)
	movq	152(%rsp), %rax
	movq	%rcx, 720(%rsp)
	movdqa	16(%rax), %xmm6
	movdqa	(%rax), %xmm7
	movq	%rcx, 136(%rsp)
	movq	168(%rsp), %rcx
	movq	%rdi, 728(%rsp)
	movq	%rdi, 144(%rsp)
	movq	2840(%rsp), %rdi
	movups	%xmm6, 16(%rcx)
	movdqa	32(%rax), %xmm6
	movups	%xmm7, (%rcx)
	movups	%xmm6, 32(%rcx)
	movaps	%xmm6, 112(%rsp)
	call	free@PLT
	movq	2848(%rsp), %rdi
	call	free@PLT
	movq	2824(%rsp), %rdi
	call	free@PLT
	movq	2832(%rsp), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movq	%rbx, 112(%rsp)
	movq	176(%rsp), %rbx
	movups	%xmm0, 2824(%rsp)
	movups	%xmm0, 2840(%rsp)
.L4599:
	movq	624(%r12), %rdi
	addq	$104, %r12
	call	free@PLT
	movq	528(%r12), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, 520(%r12)
	movups	%xmm0, 488(%r12)
	cmpq	%rbx, %r12
	jne	.L4599
	movq	3480(%rsp), %rdi
	movq	112(%rsp), %rbx
	call	free@PLT
	movq	3488(%rsp), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movq	64(%rsp), %r11
	movq	96(%rsp), %r10
	movq	88(%rsp), %rsi
	movq	160(%rsp), %rdi
	movl	$8, %eax
	movups	%xmm0, 3480(%rsp)
.L4600:
	movq	(%r10,%rax), %rcx
	xorl	%edx, %edx
	cmpq	%rcx, (%rsi,%rax)
	setne	%dl
	cmpq	%rcx, (%rdi,%rax)
	setne	%cl
	addq	$8, %rax
	movzbl	%cl, %ecx
	addl	%ecx, %edx
	movslq	%edx, %rdx
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L4600
	movq	496(%rsp), %rdi
	movq	104(%rsp), %r9
	xorl	%eax, %eax
	cmpq	%rdi, 576(%rsp)
	movq	552(%rsp), %rsi
	setne	%al
	cmpq	%r9, %rdi
	movq	560(%rsp), %rdx
	movq	568(%rsp), %rcx
	setne	%dil
	movzbl	%dil, %edi
	addl	%edi, %eax
	xorl	%edi, %edi
	cmpq	%rsi, 632(%rsp)
	setne	%dil
	addl	%edi, %eax
	movq	128(%rsp), %rdi
	cmpq	%rdi, %rsi
	movq	648(%rsp), %rdi
	setne	%sil
	movzbl	%sil, %esi
	xorq	%rcx, %rdi
	addl	%esi, %eax
	movq	640(%rsp), %rsi
	xorq	%rdx, %rsi
	orq	%rdi, %rsi
	movq	136(%rsp), %rdi
	cmpq	$1, %rsi
	sbbl	$-1, %eax
	xorq	%rdi, %rdx
	movq	144(%rsp), %rdi
	xorq	%rdi, %rcx
	orq	%rcx, %rdx
	movl	32(%rsp), %ecx
	cmpq	$1, %rdx
	sbbl	$-1, %eax
	cltq
	addq	%rax, %r11
	movq	%r11, 64(%rsp)
	testl	%ecx, %ecx
	jne	.L5092
	movl	$1, 32(%rsp)
	jmp	.L4601
.L5091:
	call	cqr_first_end
	jmp	.L4598
.L5089:
	cmpq	$400000, %r10
	jbe	.L5093
.L4593:
	addq	$8, 48(%rsp)
	movq	48(%rsp), %rax
	leaq	32+TOP.12(%rip), %rcx
	cmpq	%rax, %rcx
	jne	.L4602
	movq	192(%rsp), %rbx
	movl	188(%rsp), %r12d
	addq	$1, %rbx
	jmp	.L4585
.L5092:
	movq	208(%rsp), %r8
	movq	56(%rsp), %rcx
	xorl	%eax, %eax
	leaq	736(%rsp), %rbx
	leaq	.LC647(%rip), %rdx
	movl	$192, %esi
	movq	%rbx, %rdi
	movq	%r11, 24(%rsp)
	movq	216(%rsp), %r12
	call	snprintf@PLT
	movq	24(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%rbx, %rdi
	call	expect
	addl	%eax, 72(%rsp)
	jmp	.L4593
.L4911:
	movq	40(%rsp), %rdi
	leaq	-8+STREAMS.11(%rip), %r13
	leaq	8(%r13), %r15
	call	free@PLT
	movzbl	%bpl, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC648(%rip), %rdi
	movl	$1, %esi
	xorl	%ebp, %ebp
	call	expect
	movl	72(%rsp), %ecx
	xorl	%r9d, %r9d
	xorl	%r8d, %r8d
	movsd	.LC0(%rip), %xmm2
	movl	$42, %edi
	movabsq	$-4658895280553007687, %r11
	movabsq	$-7723592293110705685, %r10
	addl	%ecx, %eax
	addl	%r12d, %eax
	xorl	%r12d, %r12d
	movl	%eax, 40(%rsp)
.L4609:
	movq	%rdi, %rcx
	pxor	%xmm3, %xmm3
	movq	%r8, 8(%rsp)
	movabsq	$-7046029254386353131, %rax
	addq	%rax, %rdi
	addq	$1, %r8
	movq	16(%rsp), %r14
	movq	%rdi, %rdx
	movq	%rdi, 24(%rsp)
	shrq	$30, %rdx
	movq	%r8, 32(%rsp)
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
.L4608:
	movq	8(%rsp), %rdx
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
	je	.L4606
	movq	%r14, %rsi
.L4607:
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
	jne	.L4607
	addq	$1, %r14
	jmp	.L4608
.L4606:
	movq	24(%rsp), %rdi
	movq	32(%rsp), %r8
	movq	%rbx, %r12
	movabsq	$626981770695586354, %rax
	cmpq	%rax, %rdi
	jne	.L4609
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC649(%rip), %rdi
	movabsq	$7809158642386836312, %r14
	movabsq	$-7723592293110705685, %rbp
	call	expect
	movq	%r12, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %ebx
	leaq	.LC650(%rip), %rdi
	movabsq	$-4658895280553007687, %r12
	call	expect
	pxor	%xmm3, %xmm3
	addl	%eax, %ebx
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	jmp	.L4615
	.p2align 4,,10
	.p2align 3
.L5095:
	cvttsd2siq	%xmm1, %rax
	testq	%rax, %rax
	js	.L4613
.L5096:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4610:
	movabsq	$-7046029254386353131, %rax
	addsd	%xmm0, %xmm3
	addq	%rax, %r14
	movabsq	$4078304265537237400, %rax
	cmpq	%rax, %r14
	je	.L5094
.L4615:
	movq	%r14, %rdx
	pxor	%xmm0, %xmm0
	movsd	%xmm3, 8(%rsp)
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
	movsd	.LC32(%rip), %xmm1
	movq	.LC2(%rip), %rax
	movsd	8(%rsp), %xmm3
	subsd	%xmm0, %xmm1
	movq	%rax, %xmm0
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	comisd	%xmm1, %xmm0
	ja	.L4610
	movq	.LC291(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L4610
	comisd	.LC83(%rip), %xmm1
	jb	.L5095
	subsd	.LC83(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L5096
.L4613:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4610
.L5094:
	movsd	.LC67(%rip), %xmm1
	divsd	.LC651(%rip), %xmm3
	movapd	%xmm3, %xmm0
	xorl	%ecx, %ecx
	subsd	.LC31(%rip), %xmm0
	andpd	.LC61(%rip), %xmm0
	movl	$1, %esi
	leaq	.LC652(%rip), %rdi
	leaq	.LC658(%rip), %rbp
	comisd	%xmm0, %xmm1
	seta	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	addl	%eax, %ebx
	movl	40(%rsp), %eax
	leaq	.LC653(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC654(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC655(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC656(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC657(%rip), %rdi
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
	leaq	.LC659(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC660(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC661(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC662(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC663(%rip), %rdi
	addl	%eax, %ebx
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
	addl	%eax, %ebx
	setne	%al
	movzbl	%al, %eax
	jmp	.L4546
.L5073:
	comisd	%xmm0, %xmm1
	ja	.L4661
	cmpl	$1, 2144(%rsp)
	je	.L5097
	movq	2152(%rsp), %rbp
	movq	%rbp, %rax
	orq	2160(%rsp), %rax
	jne	.L4713
	cmpl	$0, 2256(%rsp)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, %rbp
.L4713:
	movq	2176(%rsp), %rax
	movq	16(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 1888(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L4714
	movl	1864(%rsp), %eax
	cmpl	$1, %eax
	je	.L5098
	movq	2160(%rsp), %rbx
	cmpl	$2, %eax
	je	.L5099
	movq	1872(%rsp), %rcx
	testq	%rbx, %rbx
	jne	.L4761
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbx
.L4761:
	movabsq	$4611686018427387903, %rsi
	movq	%rbx, %rax
	mulq	%rcx
	movq	%rax, %r9
	xorl	%eax, %eax
	cmpq	%r9, %rsi
	sbbq	%rdx, %rax
	jc	.L5100
	leaq	-1(%rbx), %rax
	movq	%rbx, 1928(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 2260(%rsp)
	movq	%rax, 1920(%rsp)
	jne	.L4758
	leaq	.LC742(%rip), %rax
	movq	%rcx, 1960(%rsp)
	movq	%rax, 1976(%rsp)
.L4758:
	movl	1996(%rsp), %r12d
	cmpl	$1, %r12d
	je	.L5101
.L4764:
	movl	$1, %eax
	movq	1928(%rsp), %rbx
	salq	$40, %rax
	cmpq	%rbx, %rax
	jb	.L5102
.L4765:
	movq	16(%rsp), %rdi
	call	omissions_on
	movl	2292(%rsp), %ecx
	orl	%ecx, %eax
	movl	%ecx, 8(%rsp)
	je	.L4766
	movl	1944(%rsp), %ecx
	leaq	by_kind.6(%rip), %rax
	movq	%rbx, %rdx
	cmpl	$3, (%rax,%rcx,4)
	jne	.L4767
	movq	1936(%rsp), %rax
	testq	%rax, %rax
	je	.L4767
	xorl	%edx, %edx
	divq	1792(%rsp)
	movq	1952(%rsp), %rdx
	leaq	1(%rax,%rdx), %rdx
.L4767:
	cmpq	%rdx, %rbx
	cmovnb	%rbx, %rdx
	cmpq	$8388608, %rdx
	ja	.L5103
.L4766:
	cmpl	$2, %r12d
	je	.L5104
.L4768:
	cmpl	$2, 1944(%rsp)
	jne	.L4772
	cmpq	$0, 2160(%rsp)
	je	.L4771
	xorl	%r8d, %r8d
	movq	%r8, 1936(%rsp)
.L4772:
	movq	16(%rsp), %rdi
	call	service_max
	movq	1840(%rsp), %r13
	xorl	%edx, %edx
	xorl	%edi, %edi
	addq	%r13, %rax
	adcq	%rdi, %rdx
	testq	%r13, %r13
	je	.L4775
	movq	1848(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L4775
	cmpq	$0, 1832(%rsp)
	movq	16(%rsp), %rdi
	je	.L5105
	call	service_max
	movq	16(%rsp), %rdi
	movq	%rax, %r14
	call	service_max
	xorl	%edx, %edx
	movl	$37, %esi
	xorl	%edi, %edi
	divq	%rbp
	shldq	$6, %r14, %rdi
	leaq	2(%rax), %rcx
	movq	%rcx, %rax
	mulq	%r13
	imulq	$37, %rdx, %rcx
	mulq	%rsi
	movq	%r14, %rsi
	salq	$6, %rsi
	addq	%rcx, %rdx
	addq	%rsi, %rax
	adcq	%rdi, %rdx
.L4775:
	movq	1920(%rsp), %rbp
	movq	1856(%rsp), %rsi
	xorl	%r9d, %r9d
	xorl	%edi, %edi
	movq	1936(%rsp), %r8
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
	jc	.L5106
	movq	2216(%rsp), %rcx
	movl	2144(%rsp), %eax
	movq	%rcx, 48(%rsp)
	testq	%rcx, %rcx
	je	.L4778
	testl	%eax, %eax
	jne	.L4778
	cmpl	$3, %r12d
	je	.L4779
	movq	16(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L5107
.L4781:
	movl	8(%rsp), %r9d
	movl	2228(%rsp), %r8d
	movl	2224(%rsp), %ecx
	movq	48(%rsp), %rdx
	movq	32(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	run_bench
	jmp	.L4659
.L5104:
	leaq	5552(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L4768
	movq	16(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L5108
.L4769:
	leaq	.LC11(%rip), %r8
	leaq	.LC748(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4714
.L5105:
	call	service_max
	movq	16(%rsp), %rdi
	subq	%r13, %rbp
	movq	%rax, %r14
	call	service_max
	xorl	%edx, %edx
	xorl	%edi, %edi
	divq	%rbp
	addq	$2, %rax
	mulq	%r13
	addq	%r14, %rax
	adcq	%rdi, %rdx
	jmp	.L4775
.L5108:
	cmpq	$1, 1952(%rsp)
	leaq	.LC592(%rip), %rcx
	jne	.L4769
	movl	1864(%rsp), %eax
	orl	1944(%rsp), %eax
	orl	1800(%rsp), %eax
	jne	.L4769
	cmpq	$0, 1832(%rsp)
	leaq	.LC593(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L4769
.L5107:
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC757(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4714
.L4779:
	leaq	.LC754(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC755(%rip), %rcx
	leaq	.LC756(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4714
.L4778:
	cmpl	$2, %eax
	je	.L5109
	cmpl	$3, %eax
	jne	.L4781
	movq	16(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 1280(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L5110
	movq	16(%rsp), %rbx
	leaq	2320(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L4856
	leaq	5552(%rsp), %r12
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rbx, %rdi
	movq	%r12, %rdx
	call	walk_outcome
	testl	%eax, %eax
	jne	.L4856
	leaq	1280(%rsp), %rbx
	xorl	%esi, %esi
	movq	%rbp, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	2592(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 11576
	movq	%rbx, %rdi
	leaq	.LC797(%rip), %rcx
	leaq	.LC798(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 11584
	movq	5840(%rsp), %r8
	call	check
	movq	1304(%rsp), %rbx
	leaq	.LC799(%rip), %rdi
	xorl	%eax, %eax
	movq	1296(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	xorl	%eax, %eax
	testq	%rbx, %rbx
	popq	%rsi
	.cfi_def_cfa_offset 11576
	setne	%al
	popq	%rdi
	.cfi_def_cfa_offset 11568
	jmp	.L4659
.L5106:
	leaq	.LC751(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC752(%rip), %rcx
	leaq	.LC753(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4714
.L4856:
	leaq	.LC796(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	jmp	.L4659
.L5110:
	leaq	.LC795(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$3, %eax
	jmp	.L4659
.L5109:
	movl	1864(%rsp), %eax
	cmpl	$2, %eax
	je	.L4783
	cmpl	$0, 1968(%rsp)
	jne	.L4783
	subl	$1, %eax
	movq	2208(%rsp), %r13
	je	.L5111
	xorl	%eax, %eax
	leaq	5552(%rsp), %rdi
	movl	$744, %ecx
	movq	%rdi, 8(%rsp)
	leaq	.LC371(%rip), %r12
	rep stosq
	movq	%r12, %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%dl
	sete	%al
	imulq	1872(%rsp), %rbx
	movzbl	%dl, %edx
	movl	%edx, 5552(%rsp)
	movq	%rbx, %rbp
.L4864:
	cmpb	$1, %al
	leaq	2320(%rsp), %rax
	movq	%r13, 32(%rsp)
	leaq	LOAD_PCT.5(%rip), %r14
	sbbq	%r8, %r8
	movq	%rbp, 5560(%rsp)
	xorl	%ebx, %ebx
	andq	$-3, %r8
	movq	%rax, 24(%rsp)
	addq	$11, %r8
	movq	%r8, %r13
	jmp	.L4815
.L4787:
	leaq	STALL_US.4(%rip), %rax
	imulq	$1000, (%rax,%rbx,8), %rdx
	movq	2376(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 2368(%rsp)
	cmpq	%rdx, %rax
	jb	.L4801
	leaq	736(%rsp), %r12
.L4800:
	movq	24(%rsp), %rsi
	movq	%r12, %rdi
	call	buffers_init
	testl	%eax, %eax
	jne	.L4900
	cmpl	$0, 2392(%rsp)
	movq	5568(%rsp), %r10
	jne	.L5112
	cmpl	$0, 2328(%rsp)
	jne	.L5113
	movq	24(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 10320(%rsp,%r10,8)
	testq	%rax, %rax
	jne	.L4804
	leaq	1280(%rsp), %rbp
	movq	24(%rsp), %rdi
	movq	%rbp, %rsi
	call	closed_form
.L4807:
	testl	%eax, %eax
	jne	.L5049
	movq	8(%rsp), %rdi
	leaq	656(%rsp), %rcx
	movq	%r12, %rsi
	imulq	$288, 5568(%rsp), %rax
	leaq	160(%rdi,%rax), %rdx
	movq	24(%rsp), %rdi
	call	run_once
	testl	%eax, %eax
	jne	.L5049
	movq	736(%rsp), %rdi
	call	free@PLT
	movq	744(%rsp), %rdi
	call	free@PLT
	movq	752(%rsp), %rdi
	call	free@PLT
	movq	784(%rsp), %rdi
	call	free@PLT
	movq	808(%rsp), %rdi
	call	free@PLT
	movq	8(%rsp), %r15
	movl	%ebx, %esi
	movq	%rbp, %rdx
	imulq	$288, 5568(%rsp), %rax
	leaq	10448(%rsp), %rdi
	leaq	160(%r15,%rax), %rcx
	call	check_outcome
	movq	24(%rsp), %rdi
	imulq	$56, 5568(%rsp), %rax
	leaq	4912(%r15,%rax), %rsi
	call	theory_of
	testl	%eax, %eax
	jne	.L5040
	movq	5568(%rsp), %rax
.L4811:
	cmpl	$0, 5552(%rsp)
	je	.L4813
	movl	(%r14,%rbx,4), %edx
.L4814:
	leaq	1(%rax), %rcx
	movq	%rcx, 5568(%rsp)
	movq	%rdx, 5576(%rsp,%rax,8)
.L4801:
	addq	$1, %rbx
	cmpq	%r13, %rbx
	je	.L5114
.L4815:
	movq	24(%rsp), %rdi
	movq	16(%rsp), %rsi
	movl	$44, %ecx
	rep movsq
	cmpl	$0, 5552(%rsp)
	je	.L4787
	cmpl	$1, 1864(%rsp)
	movl	(%r14,%rbx,4), %r8d
	movq	5560(%rsp), %r15
	je	.L5115
	imulq	$100, 2320(%rsp), %rax
	movl	%r8d, %edx
	leaq	736(%rsp), %r12
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r8
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rax, 2400(%rsp)
	movq	%r15, %rax
	divq	%rsi
	movq	%rsi, 2488(%rsp)
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 2456(%rsp)
	jmp	.L4800
.L5111:
	leaq	.LC371(%rip), %r12
	movq	%r13, %rdi
	movq	%r12, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4783
	xorl	%eax, %eax
	leaq	5552(%rsp), %rdi
	movl	$744, %ecx
	movq	%r12, %rsi
	movq	%rdi, 8(%rsp)
	rep stosq
	movq	%r13, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%dl
	sete	%al
	addq	$1, %rbp
	movzbl	%dl, %edx
	movl	%edx, 5552(%rsp)
	jmp	.L4864
.L5114:
	movq	32(%rsp), %r13
.L4810:
	cmpl	$0, 5552(%rsp)
	leaq	.LC371(%rip), %rax
	leaq	.LC595(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC761(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC11(%rip), %rbp
	leaq	.LC37(%rip), %r15
	call	printf@PLT
	movq	24(%rsp), %rbx
	movq	1792(%rsp), %rsi
	leaq	.LC770(%rip), %r12
	leaq	.LC772(%rip), %r14
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC762(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1840(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC763(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1848(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC764(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	5560(%rsp), %rsi
	movq	%rbx, %rdi
	leaq	.LC768(%rip), %rbx
	call	fmt_us.constprop.0
	leaq	.LC765(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 5552(%rsp)
	leaq	.LC596(%rip), %rax
	leaq	.LC597(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC766(%rip), %rdx
	leaq	.LC767(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC409(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC408(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC444(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	movq	%rbp, %rdx
	movq	%rbp, %rsi
	xorl	%eax, %eax
	leaq	.LC769(%rip), %rdi
	leaq	.LC773(%rip), %rbp
	call	printf@PLT
.L4818:
	movq	%r12, %rdx
	leaq	.LC771(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rdx
	movq	%r15, %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	movq	%r15, %rsi
	movq	%r14, %rdi
	leaq	.LC774(%rip), %rdx
	call	printf@PLT
	subl	$1, %ebx
	jne	.L4818
	movl	$10, %edi
	xorl	%ebx, %ebx
	call	putchar@PLT
.L4819:
	cmpq	5568(%rsp), %rbx
	jnb	.L5116
	movq	8(%rsp), %rax
	cmpl	$0, 5552(%rsp)
	movq	24(%rax,%rbx,8), %rsi
	je	.L4820
	leaq	.LC775(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L4821:
	movq	8(%rsp), %rax
	leaq	.LC598(%rip), %rsi
	leaq	.LC777(%rip), %rdi
	leaq	SWEEP_COL(%rip), %r12
	cmpq	$0, 4768(%rax,%rbx,8)
	leaq	.LC599(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	imulq	$36, %rbx, %rcx
	xorl	%eax, %eax
	movq	%r13, 16(%rsp)
	movl	%eax, %r13d
	movq	%rbx, %rax
.L4823:
	movslq	%r13d, %rbp
	movq	%rcx, 56(%rsp)
	xorl	%ebx, %ebx
	imulq	$10, %rbp, %rbp
	movl	%r13d, 32(%rsp)
	movq	%rax, %r13
	addq	%rcx, %rbp
.L4827:
	movslq	(%r12,%rbx,4), %rax
	movq	24(%rsp), %rdi
	leaq	20(%rax,%rbp), %rax
	movq	5560(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L5117
	xorl	%eax, %eax
	movq	%r15, %rsi
	movq	%r14, %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L4905
	movq	%r13, %rax
	movl	32(%rsp), %r13d
	movq	56(%rsp), %rcx
	addl	$1, %r13d
	cmpl	$3, %r13d
	jne	.L4823
	movq	%rax, %rbx
	movl	$10, %edi
	movq	16(%rsp), %r13
	call	putchar@PLT
	addq	$1, %rbx
	jmp	.L4819
.L5115:
	movq	16(%rsp), %rdi
	leaq	736(%rsp), %r12
	leaq	656(%rsp), %rsi
	movq	%r12, %rdx
	call	service_moments
	movsd	.LC28(%rip), %xmm1
	pxor	%xmm0, %xmm0
	movsd	.LC83(%rip), %xmm2
	cvtsi2sdq	%r8, %xmm0
	divsd	.LC73(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	divsd	656(%rsp), %xmm0
	divsd	%xmm0, %xmm1
	movsd	%xmm0, 2408(%rsp)
	comisd	%xmm2, %xmm1
	jnb	.L4791
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2488(%rsp)
.L4792:
	movq	2488(%rsp), %rax
	movl	$1, %edx
	movq	%r12, 56(%rsp)
	movq	%rbx, %r12
	movq	$0x000000000, 1288(%rsp)
	leaq	1280(%rsp), %rbp
	movsd	%xmm0, 1280(%rsp)
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 2488(%rsp)
	movq	2416(%rsp), %rax
	movq	%rax, 1296(%rsp)
	xorl	%eax, %eax
	movq	%rax, %rbx
	jmp	.L4799
.L5118:
	cvttsd2siq	%xmm0, %rdx
.L4797:
	testq	%rbx, %rbx
	jne	.L4798
	movq	%rdx, 2440(%rsp)
.L4798:
	movq	%rdx, 2448(%rsp)
	addq	$1, %rbx
.L4799:
	movq	%rbp, %rdi
	call	poisson_next
	movq	.LC83(%rip), %rax
	testq	%r15, %r15
	movabsq	$-9223372036854775808, %rsi
	movq	%rax, %xmm2
	js	.L4794
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r15, %xmm1
.L4795:
	comisd	%xmm1, %xmm0
	jnb	.L4793
	cmpq	$200000000, %rbx
	je	.L4793
	comisd	%xmm2, %xmm0
	jb	.L5118
	subsd	%xmm2, %xmm0
	cvttsd2siq	%xmm0, %rdx
	xorq	%rsi, %rdx
	jmp	.L4797
.L4793:
	movq	%rbx, %rax
	movl	$1, %edx
	movq	%r12, %rbx
	movq	56(%rsp), %r12
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 2456(%rsp)
	jmp	.L4800
.L4794:
	movq	%r15, %rax
	movq	%r15, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4795
.L4791:
	subsd	%xmm2, %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2488(%rsp)
	btcq	$63, 2488(%rsp)
	jmp	.L4792
.L4783:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC758(%rip), %rcx
	leaq	.LC759(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4714
.L5040:
	movq	5568(%rsp), %rax
	pxor	%xmm0, %xmm0
	movl	$1, 11488(%rsp)
	imulq	$56, %rax, %rdx
	movq	%rax, %rbp
	movl	10512(%rsp,%rdx), %ecx
	movl	%ecx, 11492(%rsp)
	testl	%ecx, %ecx
	jne	.L5119
.L4812:
	movsd	%xmm0, 11360(%rsp,%rbp,8)
	jmp	.L4811
.L5049:
	movq	32(%rsp), %r13
	movl	%eax, %r15d
.L4802:
	movq	%r12, %rdi
	call	buffers_free
	leaq	.LC760(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
	testl	%eax, %eax
	jne	.L4659
	jmp	.L4810
.L5119:
	movq	8(%rsp), %rax
	movl	$99000, %esi
	leaq	4912(%rax,%rdx), %rdi
	call	theory_open_pct
	movq	5568(%rsp), %rax
	jmp	.L4812
.L4813:
	movq	2368(%rsp), %rdx
	jmp	.L4814
.L4905:
	movl	$2, %ebx
	jmp	.L4827
.L5117:
	leaq	.LC771(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L4827
.L4820:
	movq	24(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC776(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4821
.L5116:
	leaq	.LC778(%rip), %rdi
	call	puts@PLT
	cmpl	$0, 11488(%rsp)
	je	.L4829
	movq	10464(%rsp), %rsi
	leaq	.LC779(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	leaq	.LC780(%rip), %rcx
	leaq	.LC781(%rip), %rdx
	leaq	.LC596(%rip), %rsi
	leaq	.LC782(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 11492(%rsp)
	jne	.L5120
.L4830:
	leaq	10504(%rsp), %r12
	movl	$10, %edi
	xorl	%r14d, %r14d
	call	putchar@PLT
	movq	%r12, %rax
	movq	%r14, %r12
	movq	8(%rsp), %r15
	movq	%r13, %r14
	leaq	.LC786(%rip), %rbp
	movq	%rax, %r13
	leaq	.LC787(%rip), %rbx
	jmp	.L4831
.L5123:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4833:
	divsd	%xmm2, %xmm0
	movq	8(%rsp), %rax
	movq	%rbp, %rdi
	movq	24(%rax,%r12,8), %rsi
	movl	$2, %eax
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	cmpl	$0, 11492(%rsp)
	jne	.L5121
.L4834:
	movl	$10, %edi
	addq	$1, %r12
	addq	$288, %r15
	call	putchar@PLT
.L4831:
	cmpq	5568(%rsp), %r12
	jnb	.L5122
	imulq	$56, %r12, %rax
	movq	304(%r15), %rdi
	movq	312(%r15), %rsi
	movsd	0(%r13,%rax), %xmm1
	divsd	.LC67(%rip), %xmm1
	movsd	%xmm1, 16(%rsp)
	call	__floatuntidf@PLT
	movq	240(%r15), %rax
	movsd	16(%rsp), %xmm1
	testq	%rax, %rax
	jns	.L5123
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4833
.L4670:
	leaq	.LC700(%rip), %r8
	leaq	.LC701(%rip), %rcx
.L5053:
	leaq	.LC692(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4714
.L4638:
	leaq	3504(%rsp), %r15
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r8, %rcx
	leaq	.LC676(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4714
.L5093:
	xorl	%r10d, %r10d
	movl	%r10d, 32(%rsp)
	jmp	.L4591
.L5084:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbx, %rcx
	movl	$2048, %esi
	movq	%r15, %rdi
	movq	%rax, %r8
	leaq	.LC688(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4714
.L5083:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC683(%rip), %rcx
	leaq	.LC684(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4714
.L5100:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC740(%rip), %rcx
	leaq	.LC741(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4714
.L5099:
	leaq	2320(%rsp), %rax
	xorl	%r11d, %r11d
	movq	%r15, %r8
	xorl	%ecx, %ecx
	movq	2184(%rsp), %rsi
	movl	$2048, %r9d
	movq	%rax, %rdi
	leaq	.LC287(%rip), %rdx
	movq	%r11, 2304(%rsp)
	movq	2152(%rsp), %r13
	movq	%rsi, 48(%rsp)
	movq	%rax, 24(%rsp)
	call	numbers_open
	movl	%eax, 56(%rsp)
	testl	%eax, %eax
	jne	.L4714
	movq	2320(%rsp), %rdi
	call	fileno@PLT
	leaq	5552(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L4738
	movl	5576(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 56(%rsp)
.L4738:
	xorl	%r10d, %r10d
	xorl	%r14d, %r14d
	movq	%rbp, 64(%rsp)
	leaq	1280(%rsp), %r12
	movq	%r10, 8(%rsp)
	movq	%r14, %rbp
.L4739:
	movq	24(%rsp), %rdi
	movl	$2048, %ecx
	movq	%r15, %rdx
	movq	%r12, %rsi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L5124
	cmpl	$0, 56(%rsp)
	movq	2368(%rsp), %rax
	jne	.L4740
	movl	$1, %ecx
	salq	$40, %rcx
	cmpq	%rax, %rcx
	jb	.L4890
	testq	%rbx, %rbx
	jne	.L4742
	movq	1280(%rsp), %rax
	testq	%r13, %r13
	je	.L4744
	cmpq	%r13, %rax
	jnb	.L4739
.L4744:
	movq	8(%rsp), %rcx
	testq	%rbp, %rbp
	movq	%rax, 1920(%rsp)
	cmove	%rax, %rcx
	addq	$1, %rbp
	movq	%rcx, 8(%rsp)
	jmp	.L4739
.L4742:
	cmpq	%rbp, %rbx
	je	.L4739
	testq	%r13, %r13
	je	.L5055
	cmpq	%r13, 1280(%rsp)
	jnb	.L4739
.L5055:
	movq	1280(%rsp), %rax
	jmp	.L4744
.L4890:
	leaq	.LC590(%rip), %r8
.L4741:
	movq	48(%rsp), %rcx
	leaq	.LC733(%rip), %rdx
.L5056:
	movq	%r15, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rdi
	call	numbers_close
.L4748:
	movq	2304(%rsp), %rdi
	call	free@PLT
	xorl	%r9d, %r9d
	movq	%r9, 2304(%rsp)
	jmp	.L4714
.L4740:
	cmpq	$200000000, %rax
	ja	.L4891
	testq	%rbx, %rbx
	je	.L5059
	cmpq	%rbp, %rbx
	je	.L4739
.L5059:
	testq	%r13, %r13
	je	.L4747
	cmpq	%r13, 1280(%rsp)
	jnb	.L4739
.L4747:
	movq	2304(%rsp), %rdi
	cmpq	%rbp, %r14
	je	.L5125
.L4750:
	movq	1280(%rsp), %rax
	movq	%rax, (%rdi,%rbp,8)
	jmp	.L5055
.L4891:
	leaq	.LC591(%rip), %r8
	jmp	.L4741
.L4680:
	movl	$1, %edx
	movq	%rax, 2136(%rsp)
	salq	$60, %rdx
	cmpq	%rax, %rdx
	jnb	.L4682
	leaq	.LC708(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC709(%rip), %rcx
	leaq	.LC710(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4714
.L4681:
	movl	$9765625, %eax
	salq	$9, %rax
	movq	%rax, 2136(%rsp)
	jmp	.L4682
.L5076:
	movq	16(%rsp), %rdi
	leaq	5552(%rsp), %rdx
	leaq	2320(%rsp), %rsi
	call	service_moments
	movsd	.LC2(%rip), %xmm1
	movsd	2320(%rsp), %xmm0
	movapd	%xmm1, %xmm2
	subsd	2112(%rsp), %xmm2
	divsd	%xmm2, %xmm6
	mulsd	%xmm6, %xmm0
	divsd	.LC28(%rip), %xmm0
	comisd	%xmm1, %xmm0
	jb	.L4676
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC706(%rip), %rcx
	leaq	.LC707(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4714
.L4673:
	leaq	.LC702(%rip), %r8
	leaq	.LC703(%rip), %rcx
	jmp	.L5053
.L5098:
	movsd	2168(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L4716
	je	.L5126
.L4716:
	movq	2160(%rsp), %r12
	testq	%r12, %r12
	jne	.L4718
	testq	%rbp, %rbp
	js	.L4719
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbp, %xmm0
.L4720:
	divsd	.LC28(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC726(%rip), %r8
	leaq	.LC727(%rip), %rcx
	comisd	.LC725(%rip), %xmm0
	ja	.L5058
.L4718:
	movq	2176(%rsp), %r13
	xorl	%ebx, %ebx
	leaq	5552(%rsp), %rax
	movq	$0x000000000, 5560(%rsp)
	movabsq	$-9223372036854775808, %r14
	movq	%rax, 8(%rsp)
	movq	%r13, 5568(%rsp)
	movsd	%xmm1, 5552(%rsp)
	jmp	.L4731
.L5128:
	cmpq	%rbx, %r12
	sete	%al
.L4723:
	testb	%al, %al
	jne	.L5127
	comisd	.LC291(%rip), %xmm0
	jnb	.L4726
	cmpq	%rdx, %rbx
	je	.L4726
	comisd	.LC83(%rip), %xmm0
	jnb	.L4728
	cvttsd2siq	%xmm0, %rax
.L4729:
	testq	%rbx, %rbx
	jne	.L4730
	movq	%rax, 1912(%rsp)
.L4730:
	movq	%rax, 1920(%rsp)
	addq	$1, %rbx
.L4731:
	movq	8(%rsp), %rdi
	movsd	%xmm1, 24(%rsp)
	call	poisson_next
	testq	%r12, %r12
	movsd	24(%rsp), %xmm1
	movabsq	$1099511627776, %rdx
	jne	.L5128
	testq	%rbp, %rbp
	js	.L4724
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rbp, %xmm2
.L4725:
	comisd	%xmm2, %xmm0
	setnb	%al
	jmp	.L4723
.L4728:
	subsd	.LC83(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r14, %rax
	jmp	.L4729
.L4726:
	leaq	.LC726(%rip), %r8
	leaq	.LC729(%rip), %rcx
.L5058:
	leaq	.LC728(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4714
.L4719:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4720
.L5127:
	testq	%rbx, %rbx
	je	.L5129
	cmpl	$0, 2260(%rsp)
	movq	%r13, 1888(%rsp)
	movq	%rbx, 1928(%rsp)
	movsd	%xmm1, 1880(%rsp)
	jne	.L4733
	movsd	.LC28(%rip), %xmm0
	divsd	%xmm1, %xmm0
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L4734
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1960(%rsp)
.L4735:
	movq	1960(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1960(%rsp)
	leaq	.LC732(%rip), %rax
	movq	%rax, 1976(%rsp)
.L4733:
	movl	1996(%rsp), %r12d
	cmpl	$1, %r12d
	jne	.L4765
	cmpq	$200000000, 1928(%rsp)
	movq	1928(%rsp), %rbx
	jbe	.L4765
.L4865:
	leaq	.LC743(%rip), %r8
	leaq	.LC594(%rip), %rcx
.L5057:
	leaq	.LC744(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4714
.L5129:
	leaq	.LC730(%rip), %r8
	leaq	.LC731(%rip), %rcx
	jmp	.L5058
.L4734:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1960(%rsp)
	btcq	$63, 1960(%rsp)
	jmp	.L4735
.L4724:
	movq	%rbp, %rax
	movq	%rbp, %rcx
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %ecx
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4725
.L5124:
	movq	24(%rsp), %rdi
	movl	%eax, 48(%rsp)
	movq	%rbp, %r14
	movq	64(%rsp), %rbp
	call	numbers_close
	movl	48(%rsp), %eax
	testl	%eax, %eax
	js	.L4748
	movq	2304(%rsp), %rax
	movq	2184(%rsp), %rsi
	movq	%rax, 1904(%rsp)
	testq	%r14, %r14
	je	.L5130
	movq	8(%rsp), %rax
	cmpl	$0, 2260(%rsp)
	movq	%rsi, 1896(%rsp)
	movq	%r14, 1928(%rsp)
	movq	%rax, 1912(%rsp)
	jne	.L4758
	cmpq	$1, %r14
	je	.L4759
	movq	1920(%rsp), %rcx
	leaq	-1(%r14), %r8
	xorl	%edx, %edx
	subq	%rax, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L4759
	movq	%rax, 1960(%rsp)
	leaq	.LC739(%rip), %rax
	movq	%rax, 1976(%rsp)
	jmp	.L4758
.L5125:
	testq	%r14, %r14
	je	.L4751
	movq	%r14, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L4860
	movq	%rax, 2304(%rsp)
	addq	%r14, %r14
	jmp	.L4750
.L4759:
	movq	%rsi, %rcx
	leaq	.LC737(%rip), %r8
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC738(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4714
.L5130:
	movq	%rsi, %rcx
	leaq	.LC735(%rip), %r8
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC736(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4714
.L5097:
	cmpl	$0, 2292(%rsp)
	jne	.L5131
	movq	16(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L5132
	movq	2192(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L4686
	leaq	5552(%rsp), %r8
	leaq	2320(%rsp), %rdi
	movq	%rbp, %rsi
	movl	$2048, %r9d
	movl	$1, %ecx
	leaq	.LC365(%rip), %rdx
	movq	%r8, 8(%rsp)
	movq	%rdi, 24(%rsp)
	call	numbers_open
	testl	%eax, %eax
	jne	.L4691
	movl	$8192, %edi
	movl	$1024, %r13d
	leaq	1280(%rsp), %r12
	call	malloc@PLT
	movq	40(%rsp), %r14
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L4692
	jmp	.L5133
.L4695:
	movq	1280(%rsp), %rax
	movq	%rax, (%rbx,%r14,8)
	addq	$1, %r14
.L4692:
	movq	8(%rsp), %rdx
	movq	24(%rsp), %rdi
	movl	$2048, %ecx
	movq	%r12, %rsi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L5134
	cmpq	$200000000, %r14
	je	.L5135
	cmpq	%r13, %r14
	jne	.L4695
	movq	%r14, %rsi
	movq	%rbx, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L4696
	leaq	(%r14,%r14), %r13
	movq	%rax, %rbx
	jmp	.L4695
.L5126:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC723(%rip), %rcx
	leaq	.LC724(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4714
.L5135:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC714(%rip), %rdx
	call	snprintf@PLT
.L4693:
	movq	24(%rsp), %rdi
	call	numbers_close
	movq	%rbx, %rdi
	call	free@PLT
.L4691:
	movq	8(%rsp), %rdi
	call	usage_error
	jmp	.L4659
.L4696:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	2368(%rsp), %r8
	leaq	.LC800(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4693
.L4686:
	movq	2200(%rsp), %rbp
	xorl	%ebx, %ebx
	movq	%rbx, 576(%rsp)
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L5136
	movq	%rbp, %rcx
	movl	$256, %esi
	xorl	%ebx, %ebx
	movl	$2, %r14d
	leaq	2320(%rsp), %rax
	leaq	.LC400(%rip), %rdx
	movq	%rax, 24(%rsp)
	movq	%rax, %rdi
	xorl	%eax, %eax
	leaq	576(%rsp), %r13
	call	snprintf@PLT
	leaq	736(%rsp), %rax
	movq	%rbp, 8(%rsp)
	movq	%rbx, %rbp
	movq	%rax, 40(%rsp)
.L4711:
	movq	24(%rsp), %rbx
	movq	8(%rsp), %rcx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	leaq	.LC400(%rip), %rdx
	movl	$256, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	%rbx, %rdi
	movq	%r13, %rdx
	leaq	.LC718(%rip), %rsi
	call	strtok_r@PLT
	movq	%rax, %rbx
.L4700:
	testq	%rbx, %rbx
	je	.L5137
	movl	$42, %esi
	movq	%rbx, %rdi
	call	strchr@PLT
	movq	$1, 736(%rsp)
	testq	%rax, %rax
	je	.L4701
	movb	$0, (%rax)
	leaq	1(%rax), %r15
	movq	40(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r15, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L5138
.L4701:
	leaq	1280(%rsp), %r15
	leaq	656(%rsp), %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	movl	$160, %r8d
	movq	%r15, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L4703
	movq	736(%rsp), %rax
	movq	656(%rsp), %rdx
	addq	%r12, %rax
	jmp	.L4704
.L4706:
	testq	%rbp, %rbp
	je	.L4705
	movq	%rdx, 0(%rbp,%r12,8)
.L4705:
	addq	$1, %r12
.L4704:
	cmpq	%r12, %rax
	jne	.L4706
	movq	%r13, %rdx
	leaq	.LC718(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbx
	jmp	.L4700
.L4703:
	leaq	5552(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC11(%rip), %r8
	leaq	.LC720(%rip), %rdx
	movq	%rdi, 8(%rsp)
	call	snprintf@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L4691
.L5137:
	subl	$1, %r14d
	jne	.L5139
	movq	%rbp, %rbx
	leaq	.LC589(%rip), %rbp
	testq	%rbx, %rbx
	je	.L5140
.L4699:
	movq	32(%rsp), %rcx
	movq	16(%rsp), %rdi
	movq	%rbp, %r8
	movq	%r12, %rdx
	movq	2216(%rsp), %r9
	movq	%rbx, %rsi
	call	run_correct
	movq	%rbx, %rdi
	movl	%eax, 8(%rsp)
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L4659
.L5136:
	leaq	5552(%rsp), %rdi
	leaq	.LC715(%rip), %r8
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC716(%rip), %rcx
	leaq	.LC717(%rip), %rdx
	movq	%rdi, 8(%rsp)
	call	snprintf@PLT
	jmp	.L4691
.L5138:
	leaq	5552(%rsp), %rax
	movq	%r15, %rcx
	leaq	.LC192(%rip), %r8
	movl	$2048, %esi
	movq	%rax, 8(%rsp)
	movq	%rax, %rdi
	leaq	.LC719(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L4691
.L5140:
	leaq	5552(%rsp), %rax
	movq	%rax, 8(%rsp)
	jmp	.L4691
.L5139:
	testq	%r12, %r12
	je	.L4710
	leaq	0(,%r12,8), %rdi
	call	malloc@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L4710
	movl	$1, %r14d
	jmp	.L4711
.L5134:
	movq	%r14, 40(%rsp)
	testl	%eax, %eax
	js	.L4693
	movq	24(%rsp), %rdi
	call	numbers_close
	movq	40(%rsp), %r12
	jmp	.L4699
.L5133:
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC713(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4693
.L4710:
	movq	8(%rsp), %rbp
	leaq	.LC721(%rip), %r8
	xorl	%eax, %eax
	leaq	5552(%rsp), %rdi
	leaq	.LC722(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, 8(%rsp)
	movq	%rbp, %rcx
	call	snprintf@PLT
	jmp	.L4691
.L5132:
	leaq	.LC712(%rip), %rdi
	call	usage_error
	jmp	.L4659
.L5131:
	leaq	.LC711(%rip), %rdi
	call	usage_error
	jmp	.L4659
.L4860:
	movq	2368(%rsp), %r8
	movq	48(%rsp), %rcx
	leaq	.LC734(%rip), %rdx
	jmp	.L5056
.L4751:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L4860
	movq	%rdi, 2304(%rsp)
	movl	$1024, %r14d
	jmp	.L4750
.L5082:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC681(%rip), %rcx
	leaq	.LC682(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4714
.L4555:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4556
.L5081:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm4
	jbe	.L4561
	movapd	%xmm2, %xmm3
	movl	$7, %esi
	movapd	%xmm1, %xmm2
	movl	$4, %eax
	movapd	%xmm4, %xmm1
	movapd	%xmm4, %xmm0
	leaq	.LC609(%rip), %rdi
	call	printf@PLT
	jmp	.L4563
.L4557:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4558
.L5077:
	leaq	3504(%rsp), %r15
	leaq	.LC183(%rip), %r8
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC675(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4714
.L5102:
	leaq	.LC745(%rip), %r8
	leaq	.LC590(%rip), %rcx
	jmp	.L5057
.L5101:
	cmpq	$200000000, 1928(%rsp)
	jbe	.L4764
	jmp	.L4865
.L5103:
	leaq	.LC745(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC746(%rip), %rcx
	leaq	.LC747(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4714
.L4771:
	movq	%rbp, 1936(%rsp)
	testq	%rbp, %rbp
	je	.L4772
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	1792(%rsp)
	movq	1952(%rsp), %rdx
	leaq	1(%rdx,%rax), %rax
	cmpl	$1, %r12d
	je	.L4773
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L4772
	leaq	.LC590(%rip), %rcx
.L4774:
	leaq	.LC749(%rip), %r8
	leaq	.LC750(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4714
.L5112:
	leaq	.LC111(%rip), %rax
	movq	%rax, 10320(%rsp,%r10,8)
.L4804:
	leaq	1280(%rsp), %rbp
	movq	24(%rsp), %rdi
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rbp, %rdx
	call	walk_outcome
	jmp	.L4807
.L4900:
	movq	32(%rsp), %r13
	orl	$-1, %r15d
	jmp	.L4802
.L5113:
	leaq	.LC112(%rip), %rax
	movq	%rax, 10320(%rsp,%r10,8)
	jmp	.L4804
.L4773:
	leaq	.LC594(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L4772
	jmp	.L4774
.L4667:
	leaq	.LC696(%rip), %r8
	leaq	.LC697(%rip), %rcx
	jmp	.L5053
.L5074:
	leaq	.LC693(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC694(%rip), %rcx
	leaq	.LC695(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4714
.L5075:
	leaq	.LC698(%rip), %r8
	leaq	.LC699(%rip), %rcx
	jmp	.L5053
.L5121:
	movq	8(%rsp), %rax
	movsd	5808(%rax,%r12,8), %xmm1
	movq	264(%r15), %rax
	divsd	.LC67(%rip), %xmm1
	testq	%rax, %rax
	js	.L4835
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4836:
	movq	%rbx, %rdi
	movl	$2, %eax
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	jmp	.L4834
.L5120:
	leaq	.LC783(%rip), %rdx
	leaq	.LC784(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC785(%rip), %rdi
	call	printf@PLT
	jmp	.L4830
.L5122:
	leaq	.LC788(%rip), %rdi
	movq	%r14, %r13
	call	puts@PLT
.L4829:
	xorl	%ebx, %ebx
	leaq	PCT_NAME(%rip), %r12
	leaq	SET_NAME(%rip), %r14
	movq	%rbx, %rbp
.L4842:
	cmpq	5568(%rsp), %rbp
	jnb	.L5141
	movq	8(%rsp), %rax
	imulq	$36, %rbp, %r15
	movq	%r13, %rsi
	xorl	%ebx, %ebx
	leaq	.LC789(%rip), %rdi
	movq	24(%rax,%rbp,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r13, 16(%rsp)
	movq	%rbp, %rcx
	movq	%r15, %rax
	movq	%rbx, %rbp
.L4838:
	movslq	%ebp, %rbx
	movq	(%r14,%rbp,8), %r15
	movq	%rax, 32(%rsp)
	leaq	SWEEP_COL(%rip), %r13
	imulq	$10, %rbx, %rbx
	movq	%r15, %rsi
	movq	%rcx, %r15
	addq	%rax, %rbx
.L4839:
	movslq	0(%r13), %rax
	leaq	.LC790(%rip), %rdi
	movq	%rsi, 56(%rsp)
	addq	$4, %r13
	leaq	20(%rax,%rbx), %rdx
	movq	5560(%rsp,%rdx,8), %rcx
	movq	(%r12,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	12+SWEEP_COL(%rip), %rax
	movq	56(%rsp), %rsi
	cmpq	%r13, %rax
	jne	.L4839
	addq	$1, %rbp
	movq	32(%rsp), %rax
	movq	%r15, %rcx
	cmpq	$3, %rbp
	jne	.L4838
	movq	8(%rsp), %rax
	movq	%r15, %rbp
	leaq	.LC540(%rip), %rsi
	leaq	.LC791(%rip), %rdi
	movq	16(%rsp), %r13
	cmpq	$0, 4768(%rax,%r15,8)
	leaq	.LC539(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %rbp
	call	printf@PLT
	jmp	.L4842
.L4835:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4836
.L5141:
	movq	8(%rsp), %r14
	movq	40(%rsp), %r15
	leaq	.LC792(%rip), %r12
	leaq	.LC793(%rip), %rbp
	movq	%r14, %rbx
	jmp	.L4844
.L5143:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
.L4846:
	divsd	%xmm3, %xmm1
	movq	8(%rsp), %rax
	movq	%r13, %rsi
	movq	%r12, %rdi
	movsd	4920(%rbx), %xmm0
	movq	4912(%rbx), %rcx
	movq	24(%rax,%r15,8), %rdx
	movl	$3, %eax
	call	printf@PLT
	cmpl	$0, 11492(%rsp)
	jne	.L5142
.L4847:
	movl	$10, %edi
	addq	$1, %r15
	addq	$56, %rbx
	addq	$288, %r14
	call	putchar@PLT
.L4844:
	cmpl	$0, 11488(%rsp)
	movq	5568(%rsp), %rcx
	je	.L4848
	cmpq	%rcx, %r15
	jnb	.L4848
	movsd	4952(%rbx), %xmm2
	movq	304(%r14), %rdi
	movq	312(%r14), %rsi
	movsd	%xmm2, 16(%rsp)
	call	__floatuntidf@PLT
	movq	240(%r14), %rax
	movsd	16(%rsp), %xmm2
	movapd	%xmm0, %xmm1
	testq	%rax, %rax
	jns	.L5143
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm3, %xmm3
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L4846
.L4848:
	movq	10456(%rsp), %rdx
	xorl	%eax, %eax
	movq	10448(%rsp), %rsi
	leaq	.LC794(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 48(%rsp)
	je	.L4850
	leaq	5712(%rsp), %rdx
	leaq	5576(%rsp), %rcx
	movl	5552(%rsp), %eax
	movq	%rdx, %xmm6
	movq	5568(%rsp), %rdx
	movq	%rcx, %xmm0
	punpcklqdq	%xmm6, %xmm0
	movl	%eax, 2320(%rsp)
	movq	%rdx, 2344(%rsp)
	xorl	%edx, %edx
	cmpl	$0, 11492(%rsp)
	movups	%xmm0, 2328(%rsp)
	je	.L4851
	leaq	11360(%rsp), %rdx
.L4851:
	testl	%eax, %eax
	movq	24(%rsp), %rcx
	movq	48(%rsp), %rdi
	leaq	.LC601(%rip), %rsi
	leaq	.LC600(%rip), %rax
	movq	%rdx, 2352(%rsp)
	leaq	sweep_writer(%rip), %rdx
	cmovne	%rax, %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L5144
.L4850:
	xorl	%eax, %eax
	cmpq	$0, 10456(%rsp)
	setne	%al
	jmp	.L4659
.L5144:
	movl	$1, %eax
	jmp	.L4659
.L5142:
	movq	8(%rsp), %rax
	movq	264(%r14), %rsi
	movq	%rbp, %rdi
	movsd	5808(%rax,%r15,8), %xmm0
	movl	$1, %eax
	call	printf@PLT
	jmp	.L4847
	.cfi_endproc
.LFE335:
	.size	main, .-main
	.section	.rodata.str1.1
.LC802:
	.string	"closed (from actual send)"
.LC803:
	.string	"open (from intended send)"
.LC804:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC802
	.quad	.LC803
	.quad	.LC804
	.section	.rodata.str1.1
.LC805:
	.string	"closed.values"
.LC806:
	.string	"open.values"
.LC807:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC805
	.quad	.LC806
	.quad	.LC807
	.section	.rodata.str1.1
.LC808:
	.string	"closed.hgrm"
.LC809:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC808
	.quad	.LC809
	.quad	.LC476
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
.LC810:
	.string	"0%"
.LC811:
	.string	"90%"
.LC812:
	.string	"99%"
.LC813:
	.string	"99.9%"
.LC814:
	.string	"99.99%"
.LC815:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.7, @object
	.size	XTICK.7, 48
XTICK.7:
	.quad	.LC810
	.quad	.LC811
	.quad	.LC812
	.quad	.LC813
	.quad	.LC814
	.quad	.LC815
	.align 16
	.type	NAMES.8, @object
	.size	NAMES.8, 16
NAMES.8:
	.quad	.LC467
	.quad	.LC444
	.align 16
	.type	names.9, @object
	.size	names.9, 16
names.9:
	.quad	.LC467
	.quad	.LC444
	.section	.rodata.str1.1
.LC816:
	.string	"ns"
.LC817:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.10, @object
	.size	units.10, 64
units.10:
	.quad	.LC816
	.quad	1
	.quad	.LC817
	.quad	1000
	.quad	.LC660
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
.LC818:
	.string	"open_closed_p99"
.LC819:
	.string	"open_closed_p999"
.LC820:
	.string	"open_closed_slow"
.LC821:
	.string	"closed_max_p99"
.LC822:
	.string	"corrected_closed_p99"
.LC823:
	.string	"open_corrected_p99"
.LC824:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC818
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC819
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC820
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC821
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC822
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC823
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC824
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC825:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC826:
	.string	"service time of one request (100us)"
	.align 8
.LC827:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC828:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC829:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC830:
	.string	"start of the first stall (500ms)"
	.align 8
.LC831:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC832:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC833:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC834:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC835:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC836:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC837:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC838:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC839:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.section	.rodata.str1.1
.LC840:
	.string	"fixed|exp|bimodal|lognormal"
	.section	.rodata.str1.8
	.align 8
.LC841:
	.string	"service times: each\n--service, or drawn with --service as the mean (bimodal: see below)"
	.align 8
.LC842:
	.string	"lognormal: the coefficient of variation"
	.section	.rodata.str1.1
.LC843:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC844:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.align 8
.LC845:
	.string	"bimodal: the slow requests' service time"
	.section	.rodata.str1.1
.LC846:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC847:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC848:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC849:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC850:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC851:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC852:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC853:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC854:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC855:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC856:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC857:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.align 8
.LC858:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC859:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC860:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC861:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.align 8
.LC862:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.align 8
.LC863:
	.string	"time between its pauses, 0 for one pause (1s)"
	.align 8
.LC864:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC865:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC866:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.align 8
.LC867:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC868:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC869:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.align 8
.LC870:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC871:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.section	.rodata.str1.1
.LC872:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC873:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC874:
	.string	"users: the time between a reply and the next request (0)"
	.align 8
.LC875:
	.string	"users: each think --think, or exponential (fixed)"
	.align 8
.LC876:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC877:
	.string	"the slow line (1ms)"
.LC878:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC879:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC880:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC881:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC882:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC883:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.section	.rodata.str1.1
.LC884:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC885:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC886:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC887:
	.string	"default, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20"
	.align 8
.LC888:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC889:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC890:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC891:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC892:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC893:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC894:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC895:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC896:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC897:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC898:
	.string	"run the unit checks and exit"
.LC899:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 1664
OPTIONS:
	.quad	.LC122
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC826
	.quad	.LC126
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC827
	.quad	.LC129
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC828
	.quad	.LC131
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC829
	.quad	.LC133
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC830
	.quad	.LC164
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC831
	.quad	.LC167
	.long	0
	.zero	4
	.quad	.LC832
	.quad	.LC833
	.quad	.LC343
	.long	0
	.zero	4
	.quad	.LC834
	.quad	.LC835
	.quad	.LC185
	.long	0
	.zero	4
	.quad	.LC836
	.quad	.LC837
	.quad	.LC188
	.long	0
	.zero	4
	.quad	.LC838
	.quad	.LC839
	.quad	.LC336
	.long	0
	.zero	4
	.quad	.LC840
	.quad	.LC841
	.quad	.LC177
	.long	0
	.zero	4
	.quad	.LC838
	.quad	.LC842
	.quad	.LC178
	.long	0
	.zero	4
	.quad	.LC843
	.quad	.LC844
	.quad	.LC174
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC845
	.quad	.LC338
	.long	0
	.zero	4
	.quad	.LC846
	.quad	.LC847
	.quad	.LC340
	.long	0
	.zero	4
	.quad	.LC848
	.quad	.LC849
	.quad	.LC287
	.long	0
	.zero	4
	.quad	.LC850
	.quad	.LC851
	.quad	.LC346
	.long	0
	.zero	4
	.quad	.LC852
	.quad	.LC853
	.quad	.LC191
	.long	0
	.zero	4
	.quad	.LC854
	.quad	.LC855
	.quad	.LC170
	.long	0
	.zero	4
	.quad	.LC856
	.quad	.LC857
	.quad	.LC137
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC858
	.quad	.LC148
	.long	0
	.zero	4
	.quad	.LC859
	.quad	.LC860
	.quad	.LC145
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC861
	.quad	.LC140
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC862
	.quad	.LC146
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC863
	.quad	.LC147
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC864
	.quad	.LC352
	.long	0
	.zero	4
	.quad	.LC865
	.quad	.LC866
	.quad	.LC161
	.long	0
	.zero	4
	.quad	.LC859
	.quad	.LC867
	.quad	.LC360
	.long	0
	.zero	4
	.quad	.LC868
	.quad	.LC869
	.quad	.LC152
	.long	0
	.zero	4
	.quad	.LC832
	.quad	.LC870
	.quad	.LC155
	.long	0
	.zero	4
	.quad	.LC836
	.quad	.LC871
	.quad	.LC158
	.long	0
	.zero	4
	.quad	.LC872
	.quad	.LC873
	.quad	.LC143
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC874
	.quad	.LC357
	.long	0
	.zero	4
	.quad	.LC848
	.quad	.LC875
	.quad	.LC318
	.long	1
	.zero	4
	.quad	0
	.quad	.LC876
	.quad	.LC135
	.long	0
	.zero	4
	.quad	.LC825
	.quad	.LC877
	.quad	.LC323
	.long	0
	.zero	4
	.quad	.LC878
	.quad	.LC879
	.quad	.LC182
	.long	0
	.zero	4
	.quad	.LC832
	.quad	.LC880
	.quad	.LC328
	.long	0
	.zero	4
	.quad	.LC881
	.quad	.LC882
	.quad	.LC179
	.long	0
	.zero	4
	.quad	.LC832
	.quad	.LC883
	.quad	.LC314
	.long	1
	.zero	4
	.quad	0
	.quad	.LC884
	.quad	.LC316
	.long	1
	.zero	4
	.quad	0
	.quad	.LC885
	.quad	.LC677
	.long	0
	.zero	4
	.quad	.LC886
	.quad	.LC887
	.quad	.LC365
	.long	0
	.zero	4
	.quad	.LC850
	.quad	.LC888
	.quad	.LC366
	.long	0
	.zero	4
	.quad	.LC889
	.quad	.LC890
	.quad	.LC370
	.long	0
	.zero	4
	.quad	.LC891
	.quad	.LC892
	.quad	.LC367
	.long	0
	.zero	4
	.quad	.LC893
	.quad	.LC894
	.quad	.LC315
	.long	1
	.zero	4
	.quad	0
	.quad	.LC895
	.quad	.LC317
	.long	1
	.zero	4
	.quad	0
	.quad	.LC896
	.quad	.LC606
	.long	2
	.zero	4
	.quad	0
	.quad	.LC897
	.quad	.LC611
	.long	2
	.zero	4
	.quad	0
	.quad	.LC898
	.quad	.LC307
	.long	2
	.zero	4
	.quad	0
	.quad	.LC899
	.section	.rodata.str1.1
.LC900:
	.string	"feed-10ms-stall"
.LC901:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC902:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC903:
	.string	"one-2s-stall"
.LC904:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC905:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC906:
	.string	"hundred-requests"
.LC907:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC908:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC909:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC910:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.rodata.str1.1
.LC911:
	.string	"mm1-half"
.LC912:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC913:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC914:
	.string	"mm1-90"
.LC915:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC916:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC917:
	.string	"mm1-99"
.LC918:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC919:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.section	.rodata.str1.1
.LC920:
	.string	"bimodal"
	.section	.rodata.str1.8
	.align 8
.LC921:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC922:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC923:
	.string	"gc-pauses"
.LC924:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC925:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.align 8
.LC926:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC927:
	.string	"--timeout 50ms"
.LC928:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC929:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC930:
	.string	"--queue-limit 10"
.LC931:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC932:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC933:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC934:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC935:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC936:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC937:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC938:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC939:
	.string	"--max-in-flight 10"
.LC940:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC941:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC942:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.align 8
.LC943:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC944:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC945:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC946:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC947:
	.string	"--population 10 --think 900us"
.LC948:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC949:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC950:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC951:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC952:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC953:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 480
SCENARIOS:
	.quad	.LC604
	.quad	.LC605
	.quad	.LC11
	.quad	.LC900
	.quad	.LC901
	.quad	.LC902
	.quad	.LC903
	.quad	.LC904
	.quad	.LC905
	.quad	.LC906
	.quad	.LC907
	.quad	.LC908
	.quad	.LC909
	.quad	.LC907
	.quad	.LC910
	.quad	.LC911
	.quad	.LC912
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
	.quad	.LC450
	.quad	.LC926
	.quad	.LC927
	.quad	.LC928
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
	.quad	.LC491
	.quad	.LC943
	.quad	.LC944
	.quad	.LC945
	.quad	.LC946
	.quad	.LC947
	.quad	.LC948
	.quad	.LC949
	.quad	.LC950
	.quad	.LC951
	.quad	.LC952
	.quad	.LC953
	.section	.rodata.str1.1
.LC954:
	.string	"#6fa8dc"
.LC955:
	.string	"#93c47d"
.LC956:
	.string	"#e69138"
.LC957:
	.string	"#b45f06"
.LC958:
	.string	"#8e44ad"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_COLOUR, @object
	.size	METHOD_COLOUR, 72
METHOD_COLOUR:
	.quad	.LC436
	.quad	.LC483
	.quad	.LC954
	.quad	.LC482
	.quad	.LC955
	.quad	.LC956
	.quad	.LC957
	.quad	.LC486
	.quad	.LC958
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC483
	.quad	.LC486
	.quad	.LC482
	.section	.rodata.str1.1
.LC959:
	.string	"none"
.LC960:
	.string	"hdr-configured"
.LC961:
	.string	"hdr-schedule"
.LC962:
	.string	"hdr-mean"
.LC963:
	.string	"hdr-median"
.LC964:
	.string	"hdr-min"
.LC965:
	.string	"hdr-max"
.LC966:
	.string	"wrk"
.LC967:
	.string	"double"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_NAME, @object
	.size	METHOD_NAME, 72
METHOD_NAME:
	.quad	.LC959
	.quad	.LC960
	.quad	.LC961
	.quad	.LC962
	.quad	.LC963
	.quad	.LC964
	.quad	.LC965
	.quad	.LC966
	.quad	.LC967
	.section	.rodata.str1.1
.LC968:
	.string	"completed"
.LC969:
	.string	"censored"
.LC970:
	.string	"ok"
.LC971:
	.string	"all"
.LC972:
	.string	"actual"
.LC973:
	.string	"lag"
	.section	.data.rel.ro.local
	.align 32
	.type	OSET_NAME, @object
	.size	OSET_NAME, 56
OSET_NAME:
	.quad	.LC968
	.quad	.LC969
	.quad	.LC970
	.quad	.LC971
	.quad	.LC451
	.quad	.LC972
	.quad	.LC973
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
	.quad	.LC409
	.quad	.LC408
	.quad	.LC444
	.section	.rodata.str1.1
.LC974:
	.string	"p90"
.LC975:
	.string	"p99.99"
.LC976:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC770
	.quad	.LC974
	.quad	.LC773
	.quad	.LC774
	.quad	.LC975
	.quad	.LC976
	.set	XTICK.3,PCT_LABEL
	.section	.rodata.str1.1
.LC977:
	.string	"p999"
.LC978:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC770
	.quad	.LC974
	.quad	.LC773
	.quad	.LC977
	.quad	.LC978
	.quad	.LC976
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
	.quad	.LC329
	.quad	.LC330
	.quad	.LC332
	.quad	.LC333
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC324
	.quad	.LC325
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC347
	.quad	.LC348
	.quad	.LC349
	.section	.rodata.str1.1
.LC979:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	SERVICE_DIST_NAME, @object
	.size	SERVICE_DIST_NAME, 32
SERVICE_DIST_NAME:
	.quad	.LC341
	.quad	.LC342
	.quad	.LC920
	.quad	.LC979
	.section	.rodata.str1.1
.LC980:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC341
	.quad	.LC339
	.quad	.LC980
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
	.set	.LC59,.LC379+8
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
	.set	.LC67,.LC427+8
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
	.section	.rodata.cst16
	.align 16
.LC379:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC380:
	.long	0
	.long	1093567616
	.align 8
.LC381:
	.long	-858993459
	.long	1072745676
	.align 8
.LC387:
	.long	0
	.long	1081524224
	.set	.LC392,.LC394+8
	.set	.LC393,.LC394
	.section	.rodata.cst16
	.align 16
.LC394:
	.long	0
	.long	-1073217536
	.long	0
	.long	1074266112
	.align 16
.LC427:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.section	.rodata.cst8
	.align 8
.LC519:
	.long	-1717986918
	.long	1069128089
	.align 8
.LC525:
	.long	1202590848
	.long	1065646817
	.align 8
.LC526:
	.long	2061584302
	.long	1072672276
	.align 8
.LC527:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC528:
	.long	-400107883
	.long	1041313291
	.align 8
.LC538:
	.long	-1145744107
	.long	1074949041
	.section	.rodata.cst16
	.align 16
.LC602:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC603:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC607:
	.long	0
	.long	1101206224
	.align 8
.LC608:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC626:
	.quad	1000
	.quad	1000
	.align 16
.LC642:
	.quad	1000
	.quad	5000
	.section	.rodata.cst8
	.align 8
.LC651:
	.long	0
	.long	1091070464
	.align 8
.LC725:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
