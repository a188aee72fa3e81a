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
.LFB109:
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
.LFE109:
	.size	select_windows, .-select_windows
	.p2align 4
	.type	walker_hand, @function
walker_hand:
.LFB123:
	.cfi_startproc
	movq	%rsi, 176(%rdi)
	movq	%rdx, 184(%rdi)
	movdqu	176(%rdi), %xmm0
	movq	$0, 192(%rdi)
	movq	$0, 104(%rdi)
	movups	%xmm0, 88(%rdi)
	ret
	.cfi_endproc
.LFE123:
	.size	walker_hand, .-walker_hand
	.p2align 4
	.type	general_totals, @function
general_totals:
.LFB126:
	.cfi_startproc
	movq	152(%rdi), %rax
	movq	%rax, (%rdx)
	movq	144(%rdi), %rax
	movq	%rax, (%rcx)
	movq	32(%rdi), %rax
	movq	%rax, (%r8)
	ret
	.cfi_endproc
.LFE126:
	.size	general_totals, .-general_totals
	.globl	__udivti3
	.p2align 4
	.type	ref_mean_interval, @function
ref_mean_interval:
.LFB131:
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
.LFE131:
	.size	ref_mean_interval, .-ref_mean_interval
	.p2align 4
	.type	cmp_double, @function
cmp_double:
.LFB138:
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
.LFE138:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	omissions_on, @function
omissions_on:
.LFB153:
	.cfi_startproc
	cmpq	$0, 216(%rdi)
	movl	$1, %eax
	jne	.L103
	cmpl	$0, 224(%rdi)
	je	.L109
.L103:
	ret
.L109:
	cmpq	$0, 248(%rdi)
	jne	.L103
	cmpl	$0, 272(%rdi)
	jne	.L103
	xorl	%eax, %eax
	cmpq	$0, 280(%rdi)
	setne	%al
	ret
	.cfi_endproc
.LFE153:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	heap_pop, @function
heap_pop:
.LFB165:
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
.LFE165:
	.size	heap_pop, .-heap_pop
	.p2align 4
	.type	trace_runtime_ns, @function
trace_runtime_ns:
.LFB187:
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
.LFE187:
	.size	trace_runtime_ns, .-trace_runtime_ns
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB213:
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
.LFE213:
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
.LFB206:
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
.LFE206:
	.size	print_header_w, .-print_header_w
	.p2align 4
	.type	ref_walker_end, @function
ref_walker_end:
.LFB129:
	.cfi_startproc
	movq	200(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE129:
	.size	ref_walker_end, .-ref_walker_end
	.p2align 4
	.type	general_end, @function
general_end:
.LFB125:
	.cfi_startproc
	movq	112(%rdi), %rdi
	jmp	free@PLT
	.cfi_endproc
.LFE125:
	.size	general_end, .-general_end
	.p2align 4
	.type	buffers_free, @function
buffers_free:
.LFB144:
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
.LFE144:
	.size	buffers_free, .-buffers_free
	.p2align 4
	.type	stall_window_free, @function
stall_window_free:
.LFB230:
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
.LFE230:
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
.LFB236:
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
.LFE236:
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
.LFB159:
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
.LFE159:
	.size	trace_add, .-trace_add
	.p2align 4
	.type	uheap_push, @function
uheap_push:
.LFB181:
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
.LFE181:
	.size	uheap_push, .-uheap_push
	.p2align 4
	.type	table_push, @function
table_push:
.LFB210:
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
.LFE210:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB211:
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
.LFE211:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB212:
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
.LFE212:
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
.LFB170:
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
.LFE170:
	.size	ref_osummary, .-ref_osummary
	.p2align 4
	.type	trace_free, @function
trace_free:
.LFB157:
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
.LFE157:
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
.LFB149:
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
.LFE149:
	.size	theory_of, .-theory_of
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB214:
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
.LFE214:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	theory_open_pct, @function
theory_open_pct:
.LFB150:
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
.LFE150:
	.size	theory_open_pct, .-theory_open_pct
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB22:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L445
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
	jne	.L441
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L441
	cmpq	%r14, %rax
	jb	.L441
	cmpq	%rax, %r12
	jb	.L441
	movq	%rax, 0(%r13)
.L438:
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
.L441:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L438
	.p2align 4,,10
	.p2align 3
.L445:
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
.LFB243:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L455
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
	jne	.L449
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L449
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L449
	comisd	.LC32(%rip), %xmm0
	ja	.L449
	movsd	%xmm0, (%r12)
.L446:
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
.L449:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L446
	.p2align 4,,10
	.p2align 3
.L455:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE243:
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
	je	.L457
	call	fclose@PLT
.L457:
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
.LC33:
	.string	"%.*s.%s.tmp.%ld"
.LC34:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB217:
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
	je	.L464
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L463:
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
.L464:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L463
	.cfi_endproc
.LFE217:
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
.LFB225:
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
	leaq	.LC11(%rip), %rax
	cmove	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	testq	%rbp, %rbp
	je	.L468
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L470:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC36(%rip), %rax
	leaq	.LC11(%rip), %rdx
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
	jne	.L470
.L468:
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
.LFE225:
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
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB139:
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
	je	.L481
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L482:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L482
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L487:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L487
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L484
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L506
.L503:
	pxor	%xmm0, %xmm0
.L489:
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
.L481:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L484:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC44(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L503
.L506:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L504
	sqrtsd	%xmm0, %xmm0
.L493:
	divsd	%xmm2, %xmm0
	jmp	.L489
.L504:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L493
	.cfi_endproc
.LFE139:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	sorted_copy, @function
sorted_copy:
.LFB185:
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
	je	.L507
	leaq	0(,%rbp,8), %rdx
	movq	%r12, %rsi
	movq	%rax, %rdi
	call	memcpy@PLT
	movl	$8, %edx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
.L507:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE185:
	.size	sorted_copy, .-sorted_copy
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
	jne	.L514
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L519
.L514:
	leaq	.LC46(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L520
	xorl	%eax, %eax
.L513:
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
.L519:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC45(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L515:
	orl	$-1, %eax
	jmp	.L513
.L520:
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
	jmp	.L515
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
	js	.L541
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L526
	jmp	.L528
	.p2align 4,,10
	.p2align 3
.L529:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L528
.L526:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L529
	cmpb	$13, %sil
	je	.L529
	cmpq	$64, %rcx
	jg	.L542
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L543
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L544
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L535
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L545
.L535:
	movq	%rcx, 56(%r13)
	jmp	.L533
	.p2align 4,,10
	.p2align 3
.L542:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC50(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L527:
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
.L524:
	movl	$-1, %eax
.L521:
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
.L541:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L546
	cmpq	$0, 48(%r13)
	jne	.L521
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC49(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L524
	.p2align 4,,10
	.p2align 3
.L543:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L547
.L533:
	movl	$1, %eax
	jmp	.L521
	.p2align 4,,10
	.p2align 3
.L528:
	movdqa	.LC56(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC57(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC58(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L527
	.p2align 4,,10
	.p2align 3
.L547:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC51(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L527
.L544:
	movq	8(%r13), %rcx
	leaq	.LC52(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L527
.L546:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC48(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L524
.L545:
	leaq	160(%rsp), %r12
	leaq	.LC53(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L527
	.cfi_endproc
.LFE39:
	.size	numbers_next, .-numbers_next
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB221:
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
	jbe	.L549
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
.L549:
	movq	.LC62(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC63(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L548
	movsd	.LC64(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L557
	addsd	%xmm0, %xmm0
.L548:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L557:
	.cfi_restore_state
	movsd	.LC65(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L558
	mulsd	.LC59(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L558:
	.cfi_restore_state
	mulsd	.LC62(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE221:
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
.LFB223:
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
	jb	.L561
	movapd	%xmm3, %xmm0
	leaq	.LC69(%rip), %rbp
	jmp	.L564
	.p2align 4,,10
	.p2align 3
.L568:
	movsd	16(%r14), %xmm0
.L564:
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
	jnb	.L568
.L561:
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
.LFE223:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB215:
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
	je	.L570
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L571:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L571
	testq	%rcx, %rcx
	je	.L585
	testq	%rbx, %rbx
	je	.L585
	testq	%rcx, %rcx
	js	.L572
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L573:
	movsd	.LC73(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L583
	.p2align 4,,10
	.p2align 3
.L606:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L579
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
	je	.L604
	movq	%r9, %rsi
	movq	%rax, %rbx
.L579:
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
	jnb	.L605
.L583:
	testl	%eax, %eax
	je	.L574
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L574:
	testq	%r14, %r14
	js	.L576
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L577:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L606
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L583
.L605:
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
.L570:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L569:
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
.L576:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L577
	.p2align 4,,10
	.p2align 3
.L572:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L573
.L585:
	xorl	%esi, %esi
	jmp	.L570
.L604:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L569
	.cfi_endproc
.LFE215:
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
	je	.L641
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
	je	.L657
	movsd	.LC67(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC82(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L617
	.p2align 4,,10
	.p2align 3
.L658:
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
	je	.L618
.L617:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC73(%rip), %xmm1
	testq	%rax, %rax
	js	.L612
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L613:
	movsd	.LC73(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L658
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L617
.L618:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L659
.L610:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L623
	.p2align 4,,10
	.p2align 3
.L661:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L621
.L662:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L622:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L660
.L623:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L661
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
	jns	.L662
.L621:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L622
	.p2align 4,,10
	.p2align 3
.L612:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L613
	.p2align 4,,10
	.p2align 3
.L660:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L630
	.p2align 4,,10
	.p2align 3
.L664:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L628
.L665:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L629:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L663
.L630:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L664
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
	jns	.L665
.L628:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L629
	.p2align 4,,10
	.p2align 3
.L663:
	movsd	.LC83(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L631
	cvttsd2siq	%xmm4, %r14
.L625:
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
	jbe	.L642
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L634:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L633
	cmpl	$63, %ebp
	jle	.L634
.L633:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L655
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L638:
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
	js	.L639
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L640:
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
.L607:
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
.L631:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L625
	.p2align 4,,10
	.p2align 3
.L639:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L640
	.p2align 4,,10
	.p2align 3
.L642:
	movl	$1, %ebp
	jmp	.L633
	.p2align 4,,10
	.p2align 3
.L657:
	movsd	.LC67(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L610
	.p2align 4,,10
	.p2align 3
.L659:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L625
.L641:
	movl	$-1, %eax
	jmp	.L607
.L655:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L638
	.cfi_endproc
.LFE235:
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
.LFB282:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	subq	$40, %rsp
	.cfi_def_cfa_offset 64
	movl	224(%rdi), %eax
	movq	232(%rdi), %rbx
	testl	%eax, %eax
	je	.L666
	cmpq	$0, 216(%rdi)
	jne	.L666
	cmpq	$0, 248(%rdi)
	jne	.L666
	cmpl	$0, 272(%rdi)
	jne	.L666
	cmpq	$0, 280(%rdi)
	jne	.L666
	cmpl	$1, 72(%rdi)
	jne	.L666
	cmpl	$1, 8(%rdi)
	jne	.L666
	cmpq	$0, 48(%rdi)
	jne	.L666
	movl	%edx, %ebp
	testq	%rbx, %rbx
	js	.L670
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L671:
	movsd	.LC2(%rip), %xmm2
	movq	(%rdi), %rax
	movsd	88(%rdi), %xmm3
	divsd	.LC28(%rip), %xmm3
	addsd	%xmm2, %xmm1
	testq	%rax, %rax
	js	.L672
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L673:
	mulsd	%xmm0, %xmm3
	movsd	%xmm3, (%rsp)
	subsd	%xmm2, %xmm3
	movapd	%xmm3, %xmm0
	movsd	.LC88(%rip), %xmm3
	andpd	.LC61(%rip), %xmm0
	comisd	%xmm0, %xmm3
	jbe	.L703
	addsd	%xmm2, %xmm1
	movapd	%xmm1, %xmm0
	movapd	%xmm2, %xmm1
	divsd	%xmm0, %xmm1
.L676:
	movq	1192(%rsi), %rax
	testq	%rax, %rax
	je	.L666
	movq	1224(%rsi), %rdx
	testq	%rdx, %rdx
	js	.L677
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L678:
	testq	%rax, %rax
	js	.L679
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L680:
	leaq	1248(%rsi), %rax
	movsd	.LC89(%rip), %xmm6
	pxor	%xmm3, %xmm3
	movsd	.LC90(%rip), %xmm5
	addq	$1504, %rsi
	divsd	%xmm0, %xmm2
	jmp	.L686
	.p2align 4,,10
	.p2align 3
.L708:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
	testq	%rdx, %rdx
	js	.L684
.L709:
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rdx, %xmm4
.L685:
	divsd	%xmm4, %xmm0
	subsd	%xmm2, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm6, %xmm0
	mulsd	%xmm5, %xmm0
.L681:
	addq	$8, %rax
	addsd	%xmm0, %xmm3
	cmpq	%rax, %rsi
	je	.L707
.L686:
	movq	(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L681
	movq	256(%rax), %rcx
	testq	%rcx, %rcx
	jns	.L708
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L709
.L684:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm4, %xmm4
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L685
	.p2align 4,,10
	.p2align 3
.L666:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L707:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	ja	.L710
	testl	%ebp, %ebp
	je	.L711
	movsd	.LC87(%rip), %xmm3
	movsd	.LC73(%rip), %xmm0
	pxor	%xmm4, %xmm4
.L692:
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
.L710:
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
	jne	.L692
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
	jbe	.L666
.L691:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	leaq	.LC94(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	jmp	puts@PLT
.L679:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L680
.L677:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L678
.L711:
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
	jmp	.L691
.L672:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L673
.L670:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L671
.L703:
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
	jmp	.L676
	.cfi_endproc
.LFE282:
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
.LFB234:
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
	je	.L719
	movq	%rax, %rbx
	movq	%r14, %rsi
	movq	%rax, %rdi
	call	*%r13
	testl	%eax, %eax
	jne	.L715
	movq	%rbx, %rdi
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L716
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L716
	movq	%rbp, %rsi
	leaq	.LC96(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L712:
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
.L716:
	.cfi_restore_state
	movq	%r12, %rdi
	call	remove@PLT
.L715:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC97(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
.L714:
	movl	$-1, %ebx
	jmp	.L712
.L719:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC95(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L714
	.cfi_endproc
.LFE234:
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
.LFB313:
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
	je	.L726
	leaq	.LC100(%rip), %rbp
	leaq	.LC99(%rip), %r12
	jmp	.L721
	.p2align 4,,10
	.p2align 3
.L722:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L727
	cmpb	$127, %al
	je	.L727
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L723:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L726
.L721:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L722
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L721
.L726:
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
.L727:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L723
	.cfi_endproc
.LFE313:
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
	je	.L733
	movq	(%rdx,%rax,8), %rax
.L732:
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
.L733:
	.cfi_restore_state
	movl	72(%rbx), %edx
	testl	%edx, %edx
	je	.L743
	cmpl	$1, %edx
	je	.L744
	leaq	16(%rsp), %rbp
	addq	$40, %rdi
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	movq	%rbp, %rdx
	call	numbers_next
	cmpl	$1, %eax
	jne	.L739
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
.L743:
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
.L744:
	.cfi_restore_state
	addq	$16, %rdi
	call	poisson_next
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L745
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L732
	.p2align 4,,10
	.p2align 3
.L745:
	cvttsd2siq	%xmm0, %rax
	jmp	.L732
.L739:
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
.LFB322:
	.cfi_startproc
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L747
	movl	40(%rdi), %esi
	leaq	.LC103(%rip), %rax
	testl	%esi, %esi
	jne	.L746
	movl	44(%rdi), %edx
	leaq	.LC104(%rip), %rax
	testl	%edx, %edx
	jne	.L746
.L747:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC105(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L746
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L766
	cmpl	$1, %eax
	je	.L767
.L750:
	testq	%rcx, %rcx
	je	.L756
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC108(%rip), %rax
	testq	%rdx, %rdx
	jne	.L746
	movq	56(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L746
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC110(%rip), %rax
	testq	%rdx, %rdx
	jne	.L746
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
.L756:
	xorl	%eax, %eax
.L746:
	ret
	.p2align 4,,10
	.p2align 3
.L767:
	cmpq	$1, 160(%rdi)
	leaq	.LC107(%rip), %rax
	jbe	.L750
	ret
	.p2align 4,,10
	.p2align 3
.L766:
	cmpq	$1, 160(%rdi)
	leaq	.LC106(%rip), %rax
	jbe	.L750
	ret
	.cfi_endproc
.LFE322:
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
	jne	.L770
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L771
	jmp	closed_form_gap.part.0
	.p2align 4,,10
	.p2align 3
.L771:
	leaq	.LC112(%rip), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L770:
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
	movq	%rdi, %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movl	68(%rdi), %eax
	leal	1(%rax), %edx
	movl	%edx, 68(%rdi)
	testl	%eax, %eax
	jne	.L773
	movq	8(%rdi), %rax
	movq	(%rdi), %r14
	movq	%rax, 24(%rsp)
	subq	$0, %rax
	jne	.L798
	movl	64(%rdi), %esi
	movl	$0, 72(%rdi)
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%esi, %esi
	jne	.L776
	movl	$50000, %r12d
	xorl	%r13d, %r13d
.L776:
	leaq	128(%rbx), %rax
	movq	384(%rbx), %r15
	leaq	80(%rbx), %rbp
	movq	%rax, 32(%rsp)
	movq	24(%rsp), %rax
	leaq	PCT_MILLI(%rip), %r11
	leaq	272(%rbx), %r8
	orq	%r14, %rax
	movq	%rax, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L787:
	movq	(%r11), %rax
	movq	24(%rsp), %rcx
	movq	%r8, 16(%rsp)
	movq	%r11, 8(%rsp)
	imulq	%rax, %rcx
	mulq	%r14
	addq	%rcx, %rdx
	addq	%r12, %rax
	adcq	%r13, %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	movq	8(%rsp), %r11
	movq	16(%rsp), %r8
	testq	%rax, %rax
	cmovne	%rax, %rdx
	cmpq	%r14, %rdx
	movq	%rdx, %rcx
	cmova	%r14, %rcx
	cmpq	$0, 40(%rsp)
	movq	%rcx, 0(%rbp)
	je	.L777
	movq	%r14, %rax
	xorq	%rcx, %rax
	orq	24(%rsp), %rax
	je	.L810
	cmpq	$1, %rcx
	je	.L781
	movq	48(%rbx), %rax
	movl	$0, 24(%r8)
	xorl	%edx, %edx
	movq	%rax, 48(%rbp)
	movq	(%r15), %rax
	cmpq	%rcx, %rax
	jnb	.L811
	.p2align 4,,10
	.p2align 3
.L782:
	addq	$1, %rdx
	movq	%rax, %rsi
	addq	(%r15,%rdx,8), %rax
	cmpq	%rcx, %rax
	jb	.L782
	cmpq	$16383, %rdx
	jbe	.L812
	movq	%rdx, %rcx
	movq	%rsi, 96(%rbp)
	shrq	$13, %rcx
	leal	-1(%rcx), %eax
	movq	%rax, %rcx
	salq	$13, %rax
	subq	%rax, %rdx
	movl	%ecx, (%r8)
	salq	%cl, %rdx
	movq	%rdx, 144(%rbp)
	testl	%ecx, %ecx
	je	.L783
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	addl	$1, 72(%rbx)
.L784:
	addq	$8, %r11
	addq	$8, %rbp
	addq	$4, %r8
	cmpq	%rbp, 32(%rsp)
	jne	.L787
	movq	%r15, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	movq	$0, 384(%rbx)
	call	select_windows
.L788:
	xorl	%eax, %eax
.L772:
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
.L773:
	.cfi_restore_state
	movq	376(%rdi), %r10
	leaq	272(%rdi), %r8
	leaq	80(%rdi), %r9
	leaq	296(%rdi), %r11
	jmp	.L795
	.p2align 4,,10
	.p2align 3
.L789:
	addq	$4, %r8
	addq	$8, %r9
	cmpq	%r11, %r8
	je	.L813
.L795:
	movl	24(%r8), %ecx
	movl	76(%r8), %eax
	movq	96(%r9), %rdx
	testl	%ecx, %ecx
	jne	.L789
	movslq	%eax, %rsi
	movq	(%r9), %rcx
	xorl	%eax, %eax
	salq	$19, %rsi
	leaq	(%r10,%rsi), %rdi
	jmp	.L790
	.p2align 4,,10
	.p2align 3
.L792:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L791
.L790:
	movq	%rdx, %rsi
	addq	(%rdi,%rax,8), %rdx
	cmpq	%rcx, %rdx
	jb	.L792
	movl	(%r8), %ecx
	movq	%rsi, 96(%r9)
	salq	%cl, %rax
	addq	144(%r9), %rax
	movq	%rax, 144(%r9)
	testl	%ecx, %ecx
	jne	.L794
	movq	%rax, 48(%r9)
	addq	$4, %r8
	addq	$8, %r9
	movl	$1, 20(%r8)
	subl	$1, 72(%rbx)
	cmpq	%r11, %r8
	jne	.L795
.L813:
	movl	320(%rbx), %eax
	testl	%eax, %eax
	jle	.L796
	xorl	%ebp, %ebp
	jmp	.L797
	.p2align 4,,10
	.p2align 3
.L814:
	movq	376(%rbx), %r10
.L797:
	movslq	324(%rbx,%rbp,4), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %rbp
	salq	$19, %rdi
	addq	%r10, %rdi
	call	memset@PLT
	cmpl	%ebp, 320(%rbx)
	jg	.L814
.L796:
	movq	%rbx, %rdi
	call	select_windows
	jmp	.L788
	.p2align 4,,10
	.p2align 3
.L794:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, (%r8)
	jmp	.L789
	.p2align 4,,10
	.p2align 3
.L777:
	movl	$1, 24(%r8)
	movq	$0, 48(%rbp)
	jmp	.L784
	.p2align 4,,10
	.p2align 3
.L810:
	movl	$1, 24(%r8)
	cmpq	$1, %rcx
	je	.L779
	movq	48(%rbx), %rax
	movq	%rax, 48(%rbp)
	jmp	.L784
	.p2align 4,,10
	.p2align 3
.L781:
	movl	$1, 24(%r8)
.L779:
	movq	40(%rbx), %rax
	movq	%rax, 48(%rbp)
	jmp	.L784
	.p2align 4,,10
	.p2align 3
.L812:
	movq	%rsi, 96(%rbp)
	movl	$0, (%r8)
	movq	%rdx, 144(%rbp)
.L783:
	movq	%rdx, 48(%rbp)
	movl	$1, 24(%r8)
	jmp	.L784
.L811:
	movq	$0, 96(%rbp)
	movl	$0, (%r8)
	movq	$0, 144(%rbp)
	movq	%rdx, 48(%rbp)
	movl	$1, 24(%r8)
	jmp	.L784
.L798:
	movl	$-2, %eax
	jmp	.L772
.L791:
	movq	stderr(%rip), %rdi
	movq	%rcx, %rdx
	leaq	.LC113(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE110:
	.size	select_end_pass, .-select_end_pass
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB331:
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
	je	.L822
.L816:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L815:
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
.L822:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L823
	movl	$512, %esi
	movl	$16, %ebp
.L817:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L824
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L816
	.p2align 4,,10
	.p2align 3
.L823:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L817
.L824:
	movl	$1, 24(%rbx)
	jmp	.L815
	.cfi_endproc
.LFE331:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.8
	.align 8
.LC114:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB333:
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
.L827:
	movl	192(%rbx,%rax), %esi
	xorl	%edx, %edx
	testl	%esi, %esi
	jne	.L826
	movl	216(%rbx,%rax), %edi
	negl	%edi
	sbbl	%edx, %edx
	addl	$2, %edx
.L826:
	movl	%edx, 0(%rbp,%rax)
	addq	$4, %rax
	cmpq	$24, %rax
	jne	.L827
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
.L838:
	movl	(%r11), %ecx
	movq	312(%r10), %r12
	testl	%ecx, %ecx
	jne	.L828
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L829
	movq	192(%r10), %rcx
	movq	8(%rsp), %rdi
	xorl	%eax, %eax
	jmp	.L830
	.p2align 4,,10
	.p2align 3
.L834:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L864
.L830:
	movq	%r12, %rsi
	addq	(%rdi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L834
	movl	192(%r11), %ecx
	movq	%rsi, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L865
	movq	88(%rsp), %rdi
	movq	144(%r10), %rcx
	imulq	(%rdi), %rcx
	addq	%rcx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L828:
	addq	$1, %rdx
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	addq	$524288, 16(%rsp)
	cmpq	$6, %rdx
	jne	.L838
	movq	88(%rsp), %rbx
	movq	104(%rsp), %rbp
	xorl	%r12d, %r12d
	jmp	.L842
	.p2align 4,,10
	.p2align 3
.L840:
	addq	$1, %r12
	cmpq	$6, %r12
	je	.L866
.L842:
	movl	0(%rbp,%r12,4), %r13d
	testl	%r13d, %r13d
	je	.L840
	movq	504(%rbx), %rdi
	movq	%r12, %r14
	xorl	%esi, %esi
	movl	$524288, %edx
	salq	$19, %r14
	addq	%r14, %rdi
	call	memset@PLT
	cmpl	$2, %r13d
	jne	.L840
	movq	512(%rbx), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %r12
	addq	%r14, %rdi
	call	memset@PLT
	cmpq	$6, %r12
	jne	.L842
.L866:
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
.L829:
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
	jmp	.L832
	.p2align 4,,10
	.p2align 3
.L868:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L867
.L832:
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
	jc	.L868
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
	je	.L869
	movl	24(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L828
	.p2align 4,,10
	.p2align 3
.L865:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L828
	.p2align 4,,10
	.p2align 3
.L869:
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
	je	.L836
	.p2align 4,,10
	.p2align 3
.L837:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L849
	movq	%rsi, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L837
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L836:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rdi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L828
.L867:
	movq	96(%rsp), %rdx
.L833:
	movq	stderr(%rip), %rdi
	leaq	.LC114(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L864:
	movq	88(%rsp), %rbx
	movslq	%edx, %rax
	movq	96(%rbx,%rax,8), %rdx
	jmp	.L833
.L849:
	movl	$48, %ecx
	jmp	.L836
	.cfi_endproc
.LFE333:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.p2align 4
	.type	cqr_add_n, @function
cqr_add_n:
.LFB115:
	.cfi_startproc
	movq	(%rdi), %r9
	movq	%rdx, %r8
	movq	%rsi, %rax
	xorl	%edx, %edx
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	divq	%r9
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movl	20(%rdi), %r13d
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdx, %r11
	movq	%rax, %r10
	testl	%r13d, %r13d
	jne	.L871
	movdqa	48(%rdi), %xmm0
	movq	8(%rdi), %rbp
	movq	%r8, -72(%rsp)
	movq	$0, -64(%rsp)
	movq	32(%rdi), %rcx
	movq	40(%rdi), %rbx
	movq	64(%rdi), %r14
	movaps	%xmm0, -56(%rsp)
	movq	72(%rdi), %r15
	cmpq	%r9, %rsi
	jb	.L886
	movq	%r8, %rax
	mulq	%r10
	addq	%rax, %rcx
	movq	%rax, -40(%rsp)
	movq	%r9, %rax
	adcq	%rdx, %rbx
	imulq	%r10, %rax
	movq	%rdx, -32(%rsp)
	leaq	1(%r10), %rdx
	movq	%rcx, -24(%rsp)
	movq	%rbx, -16(%rsp)
	mulq	%rdx
	movq	%rax, %rcx
	movq	%r11, %rax
	movq	%rdx, %rbx
	shrdq	$1, %rdx, %rcx
	mulq	%r10
	shrq	%rbx
	addq	%rax, %rcx
	adcq	%rdx, %rbx
	movq	-72(%rsp), %rdx
	movq	%rcx, %rax
	movq	%rbx, %r13
	imulq	%rdx, %r13
	mulq	%rdx
	movq	%rdx, %rbx
	movq	%rax, %rcx
	addq	%r13, %rbx
	addq	-56(%rsp), %rcx
	adcq	-48(%rsp), %rbx
	cmpq	%rsi, %rbp
	jb	.L874
	addq	-40(%rsp), %r14
	adcq	-32(%rsp), %r15
.L875:
	movdqa	-24(%rsp), %xmm1
	addq	%r8, 88(%rdi)
	movq	%r10, %rax
	movq	%rcx, 48(%rdi)
	movq	520(%rdi), %rdx
	movq	%rbx, 56(%rdi)
	movq	%r14, 64(%rdi)
	movq	%r15, 72(%rdi)
	movaps	%xmm1, 32(%rdi)
	cmpq	$16383, %r10
	jbe	.L877
	bsrq	%r10, %rax
	movq	%r10, %rbx
	subl	$13, %eax
	movq	%rax, %rcx
	salq	$13, %rax
	shrq	%cl, %rbx
	addq	%rbx, %rax
.L877:
	salq	$3, %rax
	addq	%r8, (%rdx,%rax)
	imulq	%r10, %r8
	addq	528(%rdi), %rax
	addq	%r8, (%rax)
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
	.p2align 4,,10
	.p2align 3
.L871:
	.cfi_restore_state
	leaq	192(%rdi), %rax
	leaq	240(%rdi), %rdx
	xorl	%ebx, %ebx
	leaq	216(%rdi), %r12
	.p2align 4,,10
	.p2align 3
.L882:
	movl	(%rax), %ebp
	testl	%ebp, %ebp
	jne	.L878
	movl	24(%rax), %ecx
	testl	%ecx, %ecx
	jne	.L879
	cmpq	%r9, %rsi
	jb	.L878
	movl	192(%rax), %ecx
	movq	%r10, %rbp
	subq	96(%rdx), %rbp
	shrq	%cl, %rbp
	movq	%rbp, %rcx
	cmpq	$65535, %rbp
	jbe	.L887
	.p2align 4,,10
	.p2align 3
.L878:
	addq	$4, %rax
	addq	$65536, %rbx
	addq	$8, %rdx
	cmpq	%rax, %r12
	jne	.L882
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
	.p2align 4,,10
	.p2align 3
.L879:
	.cfi_restore_state
	movq	(%rdx), %rcx
	testq	%rcx, %rcx
	jne	.L880
	movq	%rsi, %rcx
	cmpq	%r9, %rsi
	jnb	.L878
.L881:
	subq	96(%rdx), %rcx
	movq	%rcx, %rbp
	movl	192(%rax), %ecx
	shrq	%cl, %rbp
	movq	%rbp, %rcx
	cmpq	$65535, %rbp
	ja	.L878
	movq	504(%rdi), %rbp
	addq	%rbx, %rcx
	addq	%r8, 0(%rbp,%rcx,8)
	jmp	.L878
	.p2align 4,,10
	.p2align 3
.L880:
	cmpq	%r9, %rsi
	jb	.L878
	cmpq	%rcx, %r10
	jb	.L878
	movq	%r11, %rcx
	jmp	.L881
	.p2align 4,,10
	.p2align 3
.L887:
	movq	504(%rdi), %rbp
	addq	%rbx, %rcx
	salq	$3, %rcx
	addq	%rcx, %rbp
	addq	512(%rdi), %rcx
	addq	%r8, 0(%rbp)
	movq	%r10, %rbp
	imulq	%r8, %rbp
	addq	%rbp, (%rcx)
	jmp	.L878
	.p2align 4,,10
	.p2align 3
.L886:
	movq	-72(%rsp), %r11
	movq	-64(%rsp), %r12
	movq	%r8, %rax
	addq	%r11, %rcx
	adcq	%r12, %rbx
	mulq	%rsi
	addq	-56(%rsp), %rax
	adcq	-48(%rsp), %rdx
	movq	%rax, 48(%rdi)
	xorl	%eax, %eax
	cmpq	%rsi, %rbp
	setnb	%al
	movq	%rdx, 56(%rdi)
	mulq	%r11
	movq	%rbx, 40(%rdi)
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 48
	movq	%rcx, 32(%rdi)
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	addq	%r14, %rax
	popq	%r14
	.cfi_def_cfa_offset 16
	adcq	%r15, %rdx
	movq	%rax, 64(%rdi)
	popq	%r15
	.cfi_def_cfa_offset 8
	addq	%r8, 80(%rdi)
	movq	%rdx, 72(%rdi)
	ret
	.p2align 4,,10
	.p2align 3
.L874:
	.cfi_restore_state
	leaq	(%r9,%r11), %rax
	cmpq	%rax, %rbp
	jb	.L875
	movq	%rbp, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r9
	mulq	%r8
	addq	%rax, %r14
	adcq	%rdx, %r15
	jmp	.L875
	.cfi_endproc
.LFE115:
	.size	cqr_add_n, .-cqr_add_n
	.section	.rodata.str1.8
	.align 8
.LC115:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC116:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB269:
	.cfi_startproc
	movl	%edi, %eax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	cmpl	$-2, %eax
	je	.L892
	movq	%rsi, %rdx
	xorl	%eax, %eax
	leaq	.LC116(%rip), %rsi
	call	fprintf@PLT
	movl	$1, %eax
.L888:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L892:
	.cfi_restore_state
	movq	%rdi, %rcx
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC115(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L888
	.cfi_endproc
.LFE269:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC117:
	.string	"%.1f"
.LC118:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB343:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L894
	testq	%rsi, %rsi
	js	.L895
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L897
.L905:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L898:
	divsd	%xmm1, %xmm0
	leaq	.LC118(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC117(%rip), %rdx
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
.L895:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L905
.L897:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L898
	.p2align 4,,10
	.p2align 3
.L894:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE343:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC119:
	.string	"a number above 0 and at most 100"
	.align 8
.LC120:
	.string	"--service-cv '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC121:
	.string	"a number above 0 and below 1"
	.section	.rodata.str1.8
	.align 8
.LC122:
	.string	"--slow-fraction '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC123:
	.string	"--service"
.LC124:
	.string	"--service %s"
.LC125:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC126:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC127:
	.string	"--interval"
.LC128:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC129:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC130:
	.string	"--stall"
.LC131:
	.string	"--stall %s"
.LC132:
	.string	"--period"
.LC133:
	.string	"--period %s"
.LC134:
	.string	"--first-stall"
.LC135:
	.string	"--first-stall %s"
.LC136:
	.string	"--slow-above"
.LC137:
	.string	"--slow-above %s"
.LC138:
	.string	"--timeout"
.LC139:
	.string	"--timeout %s"
	.section	.rodata.str1.8
	.align 8
.LC140:
	.string	"--timeout '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC141:
	.string	"--generator-pause"
.LC142:
	.string	"--generator-pause %s"
	.section	.rodata.str1.8
	.align 8
.LC143:
	.string	"--generator-pause '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC144:
	.string	"--think"
.LC145:
	.string	"--think %s"
.LC146:
	.string	"--reject-time"
.LC147:
	.string	"--generator-period"
.LC148:
	.string	"--generator-first"
.LC149:
	.string	"--queue-limit"
.LC150:
	.string	"%s %s"
	.section	.rodata.str1.8
	.align 8
.LC151:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.align 8
.LC152:
	.string	"--queue-limit '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC153:
	.string	"--population"
	.section	.rodata.str1.8
	.align 8
.LC154:
	.string	"a whole number of users from 1 to 1000"
	.align 8
.LC155:
	.string	"--population '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC156:
	.string	"--sessions"
	.section	.rodata.str1.8
	.align 8
.LC157:
	.string	"sessions a second, a number above 0 and at most 1e9"
	.align 8
.LC158:
	.string	"--sessions '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC159:
	.string	"--return-prob"
	.section	.rodata.str1.8
	.align 8
.LC160:
	.string	"a chance from 0 up to, not including, 1"
	.align 8
.LC161:
	.string	"--return-prob '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC162:
	.string	"--max-in-flight"
.LC163:
	.string	"a whole number from 1 to 1000"
	.section	.rodata.str1.8
	.align 8
.LC164:
	.string	"--max-in-flight '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC165:
	.string	"--duration"
.LC166:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC167:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC168:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC169:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.align 8
.LC170:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC171:
	.string	"--expected-interval"
.LC172:
	.string	"mean"
.LC173:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC174:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC175:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC176:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.align 8
.LC177:
	.string	"--slow-service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC178:
	.string	"--service-cv"
.LC179:
	.string	"--slow-fraction"
.LC180:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC181:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC182:
	.string	"--reps '%s' is not valid: %s"
.LC183:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC184:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC185:
	.string	"--rate '%s' is not valid: %s"
.LC186:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC187:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC188:
	.string	"--seed '%s' is not valid: %s"
.LC189:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC190:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC191:
	.string	"--connections '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_amount.constprop.0, @function
apply_amount.constprop.0:
.LFB346:
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
	leaq	.LC123(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1488
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1010
	leaq	.LC127(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1011
	leaq	.LC130(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1012
	leaq	.LC132(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1013
	leaq	.LC134(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1014
	leaq	.LC136(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1015
	leaq	.LC138(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1016
	leaq	.LC141(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1017
	leaq	.LC144(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1018
	leaq	.LC146(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L932
	leaq	240(%r15), %r14
	addq	$476, %r15
.L933:
	leaq	16(%rsp), %r12
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%r12, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1019
	movq	8(%rsp), %rax
	movq	%rax, (%r14)
	movl	$1, (%r15)
	.p2align 4,,10
	.p2align 3
.L974:
	xorl	%eax, %eax
.L906:
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
.L1011:
	.cfi_restore_state
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1020
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1021
	movq	%rax, 80(%r15)
	jmp	.L974
	.p2align 4,,10
	.p2align 3
.L1010:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1022
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1023
	movq	%rax, (%r15)
	jmp	.L974
	.p2align 4,,10
	.p2align 3
.L1023:
	leaq	.LC125(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC126(%rip), %rdx
	call	snprintf@PLT
.L909:
	movl	$-1, %eax
	jmp	.L906
	.p2align 4,,10
	.p2align 3
.L1014:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1024
	movq	8(%rsp), %rax
	movq	%rax, 64(%r15)
	jmp	.L974
	.p2align 4,,10
	.p2align 3
.L1012:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1025
	movq	8(%rsp), %rax
	movq	%rax, 48(%r15)
	jmp	.L974
	.p2align 4,,10
	.p2align 3
.L1013:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1026
	movq	8(%rsp), %rax
	movq	%rax, 56(%r15)
	jmp	.L974
	.p2align 4,,10
	.p2align 3
.L1022:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC124(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
	.p2align 4,,10
	.p2align 3
.L1021:
	leaq	.LC125(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC129(%rip), %rdx
	call	snprintf@PLT
	jmp	.L909
	.p2align 4,,10
	.p2align 3
.L1020:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC128(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
	.p2align 4,,10
	.p2align 3
.L1024:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC135(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
	.p2align 4,,10
	.p2align 3
.L1017:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1027
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1028
	movq	%rax, 248(%r15)
	jmp	.L974
	.p2align 4,,10
	.p2align 3
.L1025:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC131(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
	.p2align 4,,10
	.p2align 3
.L1015:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1029
	movq	8(%rsp), %rax
	movq	%rax, 192(%r15)
	jmp	.L974
	.p2align 4,,10
	.p2align 3
.L1026:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC133(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
	.p2align 4,,10
	.p2align 3
.L1016:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1030
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1031
	movq	%rax, 216(%r15)
	jmp	.L974
	.p2align 4,,10
	.p2align 3
.L1029:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC137(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
	.p2align 4,,10
	.p2align 3
.L932:
	leaq	.LC147(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L934
	leaq	256(%r15), %r14
	addq	$484, %r15
	jmp	.L933
	.p2align 4,,10
	.p2align 3
.L1018:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1032
	movq	8(%rsp), %rax
	movq	%rax, 320(%r15)
	jmp	.L974
.L1031:
	leaq	.LC125(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC140(%rip), %rdx
	call	snprintf@PLT
	jmp	.L909
.L1019:
	movq	%r12, %r8
	movq	%rbx, %rcx
	leaq	.LC150(%rip), %rdx
	movq	%r13, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L909
.L934:
	leaq	.LC148(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L935
	leaq	264(%r15), %r14
	addq	$488, %r15
	jmp	.L933
.L1030:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC139(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L1028:
	leaq	.LC125(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC143(%rip), %rdx
	call	snprintf@PLT
	jmp	.L909
.L1032:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC145(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L1027:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC142(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L935:
	leaq	.LC149(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1033
	leaq	.LC153(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1034
	leaq	.LC156(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1035
	leaq	.LC159(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L946
	xorl	%ecx, %ecx
	movq	%rcx, 16(%rsp)
	call	__errno_location@PLT
	xorl	%esi, %esi
	movl	%esi, (%rax)
	movq	%rax, %rbx
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	jbe	.L947
.L949:
	leaq	.LC160(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC161(%rip), %rdx
.L1009:
	movl	$2048, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L906
.L1033:
	xorl	%esi, %esi
	leaq	232(%r15), %rcx
	movl	$1000000000, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1036
	movl	$1, 224(%r15)
	jmp	.L974
.L1034:
	leaq	296(%r15), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L974
	leaq	.LC154(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC155(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L947:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	strtod@PLT
	movq	16(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L949
	movl	(%rbx), %eax
	testl	%eax, %eax
	jne	.L949
	cmpb	$0, (%rdx)
	jne	.L949
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L949
	movsd	.LC2(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L949
	movl	$1, 496(%r15)
	movsd	%xmm0, 312(%r15)
	jmp	.L906
.L946:
	leaq	.LC162(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1037
	leaq	.LC165(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1038
	leaq	.LC168(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1039
	leaq	.LC171(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L958
	leaq	.LC172(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L959
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L960
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L960
	movq	%rdx, 168(%r15)
.L959:
	movl	%eax, 176(%r15)
	movl	$1, 460(%r15)
	jmp	.L974
.L1035:
	leaq	304(%r15), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L943
	movsd	304(%r15), %xmm0
	comisd	.LC28(%rip), %xmm0
	jbe	.L974
.L943:
	leaq	.LC157(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC158(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L1036:
	leaq	.LC151(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC152(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L1037:
	leaq	280(%r15), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L974
	leaq	.LC163(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC164(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L958:
	leaq	.LC175(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1040
	leaq	.LC178(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1041
	leaq	.LC179(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L968
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1042
	movsd	16(%rsp), %xmm0
	comisd	.LC2(%rip), %xmm0
	leaq	.LC121(%rip), %r8
	leaq	.LC122(%rip), %rdx
	jb	.L1043
.L966:
	movq	%rbp, %rcx
	jmp	.L1009
.L1039:
	movl	$1, %edx
	leaq	8(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	salq	$40, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1044
	movq	8(%rsp), %rax
	movq	%rax, 360(%r15)
	xorl	%eax, %eax
	movq	%rax, 352(%r15)
	jmp	.L974
.L1038:
	leaq	16(%rsp), %rbx
	xorl	%esi, %esi
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1045
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L1046
	xorl	%edx, %edx
	movq	%rax, 352(%r15)
	movq	%rdx, 360(%r15)
	jmp	.L974
.L960:
	leaq	.LC173(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC174(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L1046:
	leaq	.LC125(%rip), %r8
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%r13, %rdi
	leaq	.LC167(%rip), %rdx
	call	snprintf@PLT
	jmp	.L909
.L1045:
	leaq	.LC11(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC166(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L1043:
	movl	$1, 468(%r15)
	movsd	%xmm0, 24(%r15)
	jmp	.L974
.L1044:
	leaq	.LC169(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC170(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L1042:
	leaq	.LC121(%rip), %r8
	leaq	.LC122(%rip), %rdx
	jmp	.L966
.L968:
	leaq	.LC180(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1047
	leaq	.LC183(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1048
	leaq	.LC186(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1049
	leaq	.LC189(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	jne	.L906
	leaq	160(%r15), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L974
	leaq	.LC190(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC191(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L1041:
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L982
	movsd	16(%rsp), %xmm0
	comisd	.LC73(%rip), %xmm0
	ja	.L982
	movl	$1, 464(%r15)
	movsd	%xmm0, 16(%r15)
	jmp	.L974
.L1040:
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L963
	movabsq	$1125899906842623, %rcx
	movq	8(%rsp), %rax
	leaq	-1(%rax), %rdx
	cmpq	%rdx, %rcx
	jnb	.L964
.L963:
	leaq	.LC176(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC177(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L964:
	movq	%rax, 32(%r15)
	movl	$1, 472(%r15)
	jmp	.L974
.L1048:
	leaq	368(%r15), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	je	.L974
	leaq	.LC184(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC185(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L1047:
	leaq	8(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1050
	movq	8(%rsp), %rax
	movl	%eax, 208(%r15)
	jmp	.L974
.L1049:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	376(%r15), %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L974
	leaq	.LC187(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC188(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
.L982:
	leaq	.LC119(%rip), %r8
	leaq	.LC120(%rip), %rdx
	jmp	.L966
.L1050:
	leaq	.LC181(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rdi
	xorl	%eax, %eax
	leaq	.LC182(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L909
	.cfi_endproc
.LFE346:
	.size	apply_amount.constprop.0, .-apply_amount.constprop.0
	.section	.rodata.str1.1
.LC192:
	.string	"%lu.%04lu"
	.text
	.p2align 4
	.type	fmt_share.constprop.0, @function
fmt_share.constprop.0:
.LFB347:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdx, %r8
	movq	%rdi, %rbx
	xorl	%ecx, %ecx
	testq	%rdx, %rdx
	je	.L1052
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
.L1052:
	movq	%rbx, %rdi
	leaq	.LC192(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE347:
	.size	fmt_share.constprop.0, .-fmt_share.constprop.0
	.section	.rodata.str1.1
.LC193:
	.string	"%lu.%lu"
.LC194:
	.string	"%lu.%02lu"
.LC195:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB349:
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
	jnb	.L1062
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L1063
	leaq	.LC195(%rip), %rdx
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
.L1063:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC194(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1062:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC193(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE349:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC196:
	.string	"drop it or add --service-dist lognormal"
	.align 8
.LC197:
	.string	"applies to --service-dist lognormal only: "
	.section	.rodata.str1.1
.LC198:
	.string	"e.g. --service-cv 2"
	.section	.rodata.str1.8
	.align 8
.LC199:
	.string	"is needed with --service-dist lognormal: "
	.align 8
.LC200:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC201:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.section	.rodata.str1.1
.LC202:
	.string	"--service-cv %s%s"
.LC203:
	.string	"give all three, or none"
	.section	.rodata.str1.8
	.align 8
.LC204:
	.string	"go together with --service-dist bimodal: "
	.align 8
.LC205:
	.string	"--slow-fraction and --slow-service %s%s"
	.align 8
.LC206:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC207:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC208:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC209:
	.string	"--period 0 means a single stall"
	.align 8
.LC210:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC211:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC212:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC213:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC214:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC215:
	.string	"takes one connection: "
.LC216:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC217:
	.string	"add --queue-limit K or drop it"
	.align 8
.LC218:
	.string	"applies only with --queue-limit: "
	.section	.rodata.str1.1
.LC219:
	.string	"--reject-time %s%s"
	.section	.rodata.str1.8
	.align 8
.LC220:
	.string	"add --max-in-flight K or drop it"
	.align 8
.LC221:
	.string	"applies only with --max-in-flight: "
	.section	.rodata.str1.1
.LC222:
	.string	"--when-full %s%s"
	.section	.rodata.str1.8
	.align 8
.LC223:
	.string	"add --generator-pause T or drop them"
	.align 8
.LC224:
	.string	"apply only with --generator-pause: "
	.align 8
.LC225:
	.string	"--generator-period and --generator-first %s%s"
	.align 8
.LC226:
	.string	"--generator-pause %s us is not below --generator-period %s us: the sender would never send (use --generator-period 0 for one pause)"
	.section	.rodata.str1.1
.LC227:
	.string	"use catch-up"
	.section	.rodata.str1.8
	.align 8
.LC228:
	.string	"takes no --timeout or --queue-limit (a connection that gives up or is refused would send again at once): "
	.section	.rodata.str1.1
.LC229:
	.string	"add one or drop them"
	.section	.rodata.str1.8
	.align 8
.LC230:
	.string	"apply to --population or --sessions: "
	.align 8
.LC231:
	.string	"--think, --think-dist and --return-prob %s%s"
	.align 8
.LC232:
	.string	"drop --sweep, --cross-check and the faults"
	.align 8
.LC233:
	.string	"scores a benchmark run without faults, or users: "
	.section	.rodata.str1.1
.LC234:
	.string	"--scoreboard %s%s"
.LC235:
	.string	"drop --sweep or --cross-check"
.LC236:
	.string	"apply to a benchmark run: "
	.section	.rodata.str1.8
	.align 8
.LC237:
	.string	"--timeout, --queue-limit and the generator's options %s%s"
	.text
	.p2align 4
	.type	resolve_conflicts.constprop.0, @function
resolve_conflicts.constprop.0:
.LFB350:
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
	movl	464(%rdi), %edx
	cmpl	$3, %eax
	sete	%cl
	cmpl	%ecx, %edx
	jne	.L1130
	movl	468(%rdi), %r8d
	movq	%rdi, %rbx
	testl	%r8d, %r8d
	je	.L1131
	cmpl	$2, %eax
	jne	.L1069
	cmpl	$0, 472(%rdi)
	je	.L1069
.L1071:
	cmpl	$2, 152(%rbx)
	leaq	.LC206(%rip), %r8
	leaq	.LC207(%rip), %rcx
	je	.L1129
.L1073:
	cmpl	$1, 40(%rbx)
	movq	56(%rbx), %rsi
	je	.L1132
.L1074:
	testq	%rsi, %rsi
	jne	.L1075
.L1076:
	pxor	%xmm0, %xmm0
	ucomisd	368(%rbx), %xmm0
	jp	.L1099
	je	.L1078
.L1099:
	cmpl	$1, 72(%rbx)
	jne	.L1133
.L1078:
	movl	152(%rbx), %eax
	cmpl	$1, %eax
	jne	.L1080
	cmpq	$1, 160(%rbx)
	ja	.L1134
.L1080:
	movl	476(%rbx), %edi
	testl	%edi, %edi
	je	.L1081
	cmpl	$0, 224(%rbx)
	je	.L1135
.L1081:
	movl	480(%rbx), %esi
	testl	%esi, %esi
	je	.L1082
	cmpq	$0, 280(%rbx)
	je	.L1136
.L1082:
	movl	484(%rbx), %ecx
	movq	248(%rbx), %rdx
	testl	%ecx, %ecx
	jne	.L1083
	cmpl	$0, 488(%rbx)
	je	.L1084
	testq	%rdx, %rdx
	je	.L1085
	movq	$1000000000, 256(%rbx)
	movl	$1000000000, %esi
.L1086:
	testq	%rsi, %rsi
	je	.L1088
	cmpq	%rsi, %rdx
	jnb	.L1137
	.p2align 4,,10
	.p2align 3
.L1088:
	cmpl	$2, %eax
	je	.L1138
.L1089:
	cmpq	$0, 296(%rbx)
	jne	.L1091
	movsd	304(%rbx), %xmm1
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L1139
.L1091:
	movl	492(%rbx), %eax
	testl	%eax, %eax
	je	.L1093
	cmpl	$0, 344(%rbx)
	jne	.L1094
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1094
.L1064:
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
.L1131:
	.cfi_restore_state
	cmpl	$0, 472(%rdi)
	je	.L1140
.L1069:
	leaq	.LC203(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC204(%rip), %rcx
	leaq	.LC205(%rip), %rdx
	call	snprintf@PLT
.L1067:
	orl	$-1, %eax
	jmp	.L1064
.L1132:
	cmpq	$0, 48(%rbx)
	je	.L1074
	testq	%rsi, %rsi
	je	.L1141
.L1075:
	cmpq	%rsi, 48(%rbx)
	jb	.L1076
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
	leaq	.LC201(%rip), %rdx
	leaq	.LC200(%rip), %rax
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1067
.L1083:
	testq	%rdx, %rdx
	je	.L1085
	cmpl	$0, 488(%rbx)
	movq	256(%rbx), %rsi
	jne	.L1086
	testq	%rsi, %rsi
	jne	.L1142
	movq	$500000000, 264(%rbx)
	jmp	.L1088
.L1093:
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L1064
	xorl	%eax, %eax
	cmpl	$0, 344(%rbx)
	je	.L1064
	leaq	.LC235(%rip), %r8
	leaq	.LC236(%rip), %rcx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC237(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1067
.L1084:
	movq	$1000000000, 256(%rbx)
	movq	$500000000, 264(%rbx)
	testq	%rdx, %rdx
	je	.L1088
	movl	$1000000000, %esi
	jmp	.L1086
.L1138:
	cmpq	$0, 216(%rbx)
	jne	.L1090
	cmpl	$0, 224(%rbx)
	je	.L1089
.L1090:
	leaq	.LC227(%rip), %r8
	leaq	.LC228(%rip), %rcx
.L1129:
	leaq	.LC208(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1067
.L1140:
	cmpl	$2, %eax
	je	.L1069
	testl	%eax, %eax
	je	.L1073
	jmp	.L1071
.L1139:
	cmpq	$0, 320(%rbx)
	jne	.L1092
	cmpl	$0, 328(%rbx)
	jne	.L1092
	cmpl	$0, 496(%rbx)
	je	.L1091
.L1092:
	leaq	.LC229(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC230(%rip), %rcx
	leaq	.LC231(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1067
.L1137:
	leaq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	248(%rbx), %rsi
	movq	%rsp, %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%r12, %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	movq	%rax, %rcx
	leaq	.LC226(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1067
.L1141:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC209(%rip), %rcx
	leaq	.LC210(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1067
.L1130:
	testl	%edx, %edx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC197(%rip), %rax
	leaq	.LC199(%rip), %rcx
	cmovne	%rax, %rcx
	leaq	.LC198(%rip), %r8
	leaq	.LC196(%rip), %rax
	cmovne	%rax, %r8
	leaq	.LC202(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1067
.L1094:
	leaq	.LC232(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC233(%rip), %rcx
	leaq	.LC234(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1067
.L1133:
	leaq	.LC211(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC212(%rip), %rcx
	leaq	.LC213(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1067
.L1085:
	leaq	.LC223(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC224(%rip), %rcx
	leaq	.LC225(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1067
.L1134:
	leaq	.LC214(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC215(%rip), %rcx
	leaq	.LC216(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1067
.L1136:
	leaq	.LC220(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC221(%rip), %rcx
	leaq	.LC222(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1067
.L1135:
	leaq	.LC217(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC218(%rip), %rcx
	leaq	.LC219(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1067
.L1142:
	movq	%rsi, %rcx
	shrq	%rcx
	movq	%rcx, 264(%rbx)
	jmp	.L1086
	.cfi_endproc
.LFE350:
	.size	resolve_conflicts.constprop.0, .-resolve_conflicts.constprop.0
	.section	.rodata.str1.1
.LC238:
	.string	"mean "
.LC239:
	.string	"Poisson"
.LC240:
	.string	"periodic"
.LC241:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC242:
	.string	"server: service %s, mean %.1f us, scv %.3f"
	.align 8
.LC243:
	.string	" (%s us, or %s us for %.4g %%)"
	.section	.rodata.str1.1
.LC244:
	.string	"; "
	.section	.rodata.str1.8
	.align 8
.LC245:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC246:
	.string	"no stalls"
.LC247:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC248:
	.string	"stalls of %s us every %s us from %s us\n"
	.text
	.p2align 4
	.type	print_server, @function
print_server:
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
	jne	.L1144
	movq	(%rbx), %rsi
	leaq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC241(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1145:
	cmpq	$0, 48(%rbx)
	jne	.L1158
	leaq	.LC246(%rip), %rdi
	call	puts@PLT
.L1143:
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
.L1144:
	.cfi_restore_state
	leaq	96(%rsp), %rdx
	leaq	24(%rsp), %rsi
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	96(%rsp), %xmm1
	leaq	.LC242(%rip), %rdi
	movq	(%rax,%r8,8), %rsi
	movl	$2, %eax
	movsd	24(%rsp), %xmm0
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	cmpl	$2, 8(%rbx)
	je	.L1159
.L1146:
	leaq	.LC244(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1145
.L1158:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1160
	cmpq	$0, 56(%rbx)
	jne	.L1153
	leaq	64(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	32(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC247(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1143
.L1153:
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
	leaq	.LC248(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1143
.L1160:
	leaq	96(%rsp), %rdi
	leaq	.LC238(%rip), %r15
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
	leaq	.LC239(%rip), %rax
	leaq	.LC240(%rip), %rsi
	cmove	%rax, %rsi
	pushq	%rax
	.cfi_def_cfa_offset 200
	leaq	.LC245(%rip), %rdi
	xorl	%eax, %eax
	pushq	%r14
	.cfi_def_cfa_offset 208
	call	printf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 200
	popq	%rcx
	.cfi_def_cfa_offset 192
	jmp	.L1143
.L1159:
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
	leaq	.LC243(%rip), %rdi
	movq	%rax, %rsi
	movl	$1, %eax
	call	printf@PLT
	jmp	.L1146
	.cfi_endproc
.LFE264:
	.size	print_server, .-print_server
	.section	.rodata.str1.1
.LC249:
	.string	"s"
.LC250:
	.string	"given"
.LC251:
	.string	":"
.LC252:
	.string	";"
	.section	.rodata.str1.8
	.align 8
.LC253:
	.string	"one schedule gap after its last send (drifting), nothing after the last due time"
	.align 8
.LC254:
	.string	"each request when due, or as soon after as it can"
	.section	.rodata.str1.1
.LC255:
	.string	"drops the request"
.LC256:
	.string	"waits for a slot"
	.section	.rodata.str1.8
	.align 8
.LC257:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.align 8
.LC258:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC259:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC260:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC261:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC262:
	.string	"\ncorrection: expected interval "
	.align 8
.LC263:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC264:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC265:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC266:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC267:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC268:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC269:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC270:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC271:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC272:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC273:
	.string	"; 1 warmup + %u reps\n"
.LC274:
	.string	"faults"
	.section	.rodata.str1.8
	.align 8
.LC275:
	.string	"%s clients give up %s us after a send"
	.align 8
.LC276:
	.string	"%s the server rejects a request that finds %lu waiting (the error reaches the client %s us after the send)"
	.align 8
.LC277:
	.string	"%s the open loop's sender sends %s"
	.align 8
.LC278:
	.string	", pauses %s us every %s us from %s us"
	.section	.rodata.str1.1
.LC279:
	.string	", pauses %s us once, at %s us"
	.section	.rodata.str1.8
	.align 8
.LC280:
	.string	", keeps at most %lu in flight, then %s"
	.align 8
.LC281:
	.string	"\nomissions: the three sets above are the truth, walked without the faults; each client is walked once more with them (every sample kept), and its views are checked against a reference simulation"
	.align 8
.LC282:
	.string	", and open-completed, open-censored and the open loop's timeouts against the closed form"
	.align 8
.LC283:
	.string	", and lag and the open loop's sends against the closed form"
	.align 8
.LC284:
	.string	"a closed loop that gives up sends its next request at once: its timeline is no longer the open loop's"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB274:
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
	leaq	.LC257(%rip), %rdi
	call	printf@PLT
	movq	%rbx, %rdi
	call	print_server
	movl	72(%rbx), %ecx
	testl	%ecx, %ecx
	je	.L1217
	movq	136(%rbx), %rdx
	xorl	%esi, %esi
	cmpq	$1, %rdx
	jbe	.L1164
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	leaq	-1(%rdx), %rcx
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%rcx
	movq	%rax, %rsi
.L1164:
	leaq	48(%rsp), %r12
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC259(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1163:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC11(%rip), %rax
	leaq	.LC249(%rip), %rcx
	leaq	.LC260(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1218
.L1166:
	leaq	.LC262(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L1219
	movq	184(%rbx), %r14
	movq	168(%rbx), %rsi
	leaq	.LC250(%rip), %rax
	movq	%r12, %rdi
	testq	%r14, %r14
	cmove	%rax, %r14
	call	fmt_us.constprop.0
	leaq	.LC264(%rip), %rdi
	movq	%rax, %rsi
	movq	%r14, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1168:
	movq	192(%rbx), %rsi
	leaq	80(%rsp), %r14
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC265(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L1220
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, 8(%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L1171
.L1172:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L1221
	leaq	.LC268(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC269(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1174:
	movl	24(%r13), %eax
	cmpl	$2, %eax
	je	.L1222
	cmpl	$1, %eax
	je	.L1223
	leaq	.LC272(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1176:
	movl	208(%rbx), %esi
	xorl	%eax, %eax
	leaq	.LC273(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 392(%rbp)
	je	.L1161
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1224
.L1161:
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
.L1224:
	.cfi_restore_state
	leaq	.LC274(%rip), %rdi
	xorl	%eax, %eax
	movl	400(%rbp), %r13d
	leaq	.LC251(%rip), %rbp
	call	printf@PLT
	movq	216(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1225
.L1179:
	cmpl	$0, 224(%rbx)
	jne	.L1226
.L1180:
	cmpq	$0, 248(%rbx)
	movl	272(%rbx), %eax
	jne	.L1181
	testl	%eax, %eax
	je	.L1227
	leaq	.LC253(%rip), %rdx
.L1182:
	movq	%rbp, %rsi
	leaq	.LC277(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1184:
	cmpq	$0, 248(%rbx)
	je	.L1185
	cmpq	$0, 256(%rbx)
	movq	264(%rbx), %rsi
	jne	.L1228
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	248(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC279(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1185:
	movq	280(%rbx), %rsi
	testq	%rsi, %rsi
	je	.L1187
	cmpl	$0, 288(%rbx)
	leaq	.LC255(%rip), %rax
	leaq	.LC256(%rip), %rdx
	cmovne	%rax, %rdx
	leaq	.LC280(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1187:
	xorl	%eax, %eax
	leaq	.LC281(%rip), %rdi
	call	printf@PLT
	testb	$1, %r13b
	jne	.L1229
.L1189:
	andb	$2, %r13b
	jne	.L1230
.L1190:
	movl	$10, %edi
	call	putchar@PLT
	cmpq	$0, 216(%rbx)
	je	.L1161
	leaq	.LC284(%rip), %rdi
	call	puts@PLT
	jmp	.L1161
.L1220:
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L1172
.L1171:
	leaq	.LC266(%rip), %rdi
	call	puts@PLT
	jmp	.L1172
.L1219:
	leaq	.LC263(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1168
.L1218:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC261(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1166
.L1217:
	movq	80(%rbx), %rsi
	leaq	48(%rsp), %r12
	movq	136(%rbx), %r14
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	%r14, %rdx
	leaq	.LC258(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1163
.L1223:
	leaq	.LC271(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1176
.L1222:
	movq	40(%r13), %rdx
	movq	32(%r13), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC270(%rip), %rdi
	call	printf@PLT
	jmp	.L1176
.L1181:
	testl	%eax, %eax
	leaq	.LC254(%rip), %rdx
	leaq	.LC253(%rip), %rax
	cmovne	%rax, %rdx
	jmp	.L1182
.L1226:
	movq	240(%rbx), %rsi
	leaq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	232(%rbx), %rdx
	movq	%rbp, %rsi
	leaq	.LC276(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	leaq	.LC252(%rip), %rbp
	call	printf@PLT
	jmp	.L1180
.L1225:
	leaq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%rbp, %rsi
	leaq	.LC275(%rip), %rdi
	leaq	.LC252(%rip), %rbp
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1179
.L1221:
	movl	$29, %esi
	leaq	.LC267(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1174
.L1230:
	leaq	.LC283(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1190
.L1229:
	leaq	.LC282(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1189
.L1227:
	cmpq	$0, 280(%rbx)
	leaq	.LC254(%rip), %rdx
	jne	.L1182
	jmp	.L1184
.L1228:
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movq	256(%rbx), %rsi
	movq	%r12, %rdi
	movq	%rax, %r14
	call	fmt_us.constprop.0
	movq	248(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%r14, %rcx
	movq	%rbp, %rdx
	leaq	.LC278(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1185
	.cfi_endproc
.LFE274:
	.size	print_plan, .-print_plan
	.section	.rodata.str1.1
.LC285:
	.string	"--arrivals"
	.text
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB352:
	.cfi_startproc
	leaq	8(%rdi), %r8
	movq	%rdi, %r9
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%r8, %rdi
	rep stosq
	movq	%rsi, (%r9)
	cmpq	$0, 112(%rsi)
	je	.L1238
.L1234:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1238:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1234
	cmpl	$1, %eax
	je	.L1239
	movq	104(%rsi), %rsi
	leaq	40(%r9), %rdi
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC285(%rip), %rdx
	jmp	numbers_open
	.p2align 4,,10
	.p2align 3
.L1239:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r9)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r9)
	ret
	.cfi_endproc
.LFE352:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.p2align 4
	.type	send_gaps.constprop.0.isra.0, @function
send_gaps.constprop.0.isra.0:
.LFB355:
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
	je	.L1252
	testq	%r14, %r14
	je	.L1252
	testq	%rax, %rax
	je	.L1245
	cmpq	$0, 24(%rbx)
	je	.L1258
	movq	16(%rbx), %r9
	movq	(%rbx), %rdi
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1249:
	movq	(%r9,%rax,8), %rcx
	leaq	(%r12,%rcx), %rdx
	leaq	0(%rbp,%rcx,8), %rcx
	cmpb	$0, (%rdx)
	je	.L1248
	movq	0(%r13), %r8
	movq	(%rdi,%rax,8), %rsi
	subq	(%rcx), %rsi
	leaq	1(%r8), %r10
	movq	%rsi, (%r14,%r8,8)
	movq	%r10, 0(%r13)
.L1248:
	movb	$1, (%rdx)
	movq	(%rdi,%rax,8), %rdx
	addq	$1, %rax
	movq	%rdx, (%rcx)
	cmpq	24(%rbx), %rax
	jb	.L1249
.L1258:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
.L1240:
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
.L1252:
	.cfi_restore_state
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	testq	%rbp, %rbp
	je	.L1243
	testq	%r12, %r12
	jne	.L1240
.L1243:
	movq	%r14, %rdi
	xorl	%r14d, %r14d
	call	free@PLT
	jmp	.L1240
.L1245:
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L1243
	.cfi_endproc
.LFE355:
	.size	send_gaps.constprop.0.isra.0, .-send_gaps.constprop.0.isra.0
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB356:
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
	jne	.L1262
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1262:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1264:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1263
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
.L1263:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1264
	testq	%r15, %r15
	je	.L1268
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1266:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1266
.L1265:
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
.L1268:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1265
	.cfi_endproc
.LFE356:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	score_route, @function
score_route:
.LFB191:
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
	je	.L1277
	cmpq	$0, 32(%rsp)
	je	.L1277
	cmpq	$0, 8(%rsp)
	je	.L1277
	cmpq	$0, 24(%rsp)
	je	.L1277
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
	jne	.L1352
.L1278:
	movq	16(%rsp), %r15
	movl	$2, %r14d
	.p2align 4,,10
	.p2align 3
.L1282:
	movq	792(%rbp,%r14,8), %rdx
	testq	%rdx, %rdx
	je	.L1284
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
	jne	.L1353
.L1284:
	addq	$1, %r14
	cmpq	$8, %r14
	jne	.L1282
	movq	%rbx, %rdi
	leaq	640(%rbp), %r9
	call	trace_runtime_ns
	movq	24(%rbx), %r15
	movq	24(%r13), %rsi
	movq	%rax, %rcx
	testq	%r15, %r15
	jne	.L1354
	testq	%rsi, %rsi
	jne	.L1355
	xorl	%r8d, %r8d
.L1305:
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
.L1286:
	xorl	%eax, %eax
	movl	$20, %ecx
	movq	%r9, %rdi
	rep stosl
	imulq	$1000, %r14, %rax
	movq	%rax, 856(%rbp)
	movl	$1, %eax
	cmpq	$67108863, %r8
	jbe	.L1356
.L1287:
	movl	48(%r13), %r15d
	xorl	$1, %eax
	movl	%eax, 900(%rbp)
	testl	%r15d, %r15d
	je	.L1276
	movq	40(%r13), %rdx
	xorl	%r15d, %r15d
	testq	%rdx, %rdx
	jne	.L1357
.L1276:
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
.L1352:
	.cfi_restore_state
	movq	24(%rsp), %rdi
	leaq	0(,%r8,8), %r9
	xorl	%esi, %esi
	movq	%rdi, %rax
	leaq	(%r9,%rdi), %rdx
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L1279:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L1279
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
	jne	.L1280
	movl	$50000, %esi
	xorl	%edi, %edi
.L1280:
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
	jmp	.L1278
.L1354:
	movq	16(%rsp), %rax
	movl	$1000, %edi
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	movq	-8(%rax,%r15,8), %rax
	divq	%rdi
	movq	%rax, %r8
	cmpq	%rsi, %r15
	jb	.L1286
	jmp	.L1305
.L1355:
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
	jne	.L1358
.L1277:
	orl	$-1, %r15d
	jmp	.L1276
.L1356:
	leaq	1(%r8), %rax
	movl	$8, %esi
	movq	%r8, 40(%rsp)
	movq	%rax, %rdi
	movq	%rax, 56(%rsp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L1277
	testq	%r15, %r15
	movq	40(%rsp), %r8
	je	.L1293
	movabsq	$2361183241434822607, %rsi
	movq	16(%rsp), %rax
	movq	%rax, %rcx
	leaq	(%rax,%r15,8), %rdi
	.p2align 4,,10
	.p2align 3
.L1292:
	movq	(%rcx), %rdx
	addq	$8, %rcx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%rsi
	shrq	$4, %rdx
	addq	$1, (%rbx,%rdx,8)
	cmpq	%rcx, %rdi
	jne	.L1292
.L1293:
	leaq	(%r14,%r14), %rdi
	cmpq	%rdi, %r8
	jb	.L1291
	testq	%r14, %r14
	je	.L1291
	imulq	$-8, %r14, %rsi
	subq	%r14, %rdi
	leaq	(%rbx,%rdi,8), %r9
	.p2align 4,,10
	.p2align 3
.L1296:
	movq	(%r9,%r14,8), %rcx
	testq	%rcx, %rcx
	je	.L1294
	cmpq	%rdi, %r14
	jnb	.L1294
	movq	%r9, %rax
	movq	%rdi, %rdx
	.p2align 4,,10
	.p2align 3
.L1295:
	subq	%r14, %rdx
	addq	%rcx, (%rax)
	addq	%rcx, %r15
	addq	%rsi, %rax
	cmpq	%rdx, %r14
	jb	.L1295
.L1294:
	addq	$1, %rdi
	addq	$8, %r9
	leaq	(%r14,%rdi), %rax
	cmpq	%rax, %r8
	jnb	.L1296
.L1291:
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
.L1302:
	leaq	PCT_MILLI(%rip), %rax
	movq	%r12, %rsi
	movq	(%rax,%r15), %rax
	cmpq	$100000, %rax
	je	.L1297
	mulq	%r12
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r12, %rsi
	cmova	%r12, %rsi
.L1297:
	testq	%r12, %r12
	je	.L1298
	cmpq	%rsi, %r13
	jnb	.L1311
	movq	%r13, %rdx
	xorl	%eax, %eax
	jmp	.L1300
	.p2align 4,,10
	.p2align 3
.L1301:
	addq	(%rbx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L1299
.L1300:
	movq	%rax, %rcx
	addq	$1, %rax
	cmpq	%rcx, %r14
	jne	.L1301
.L1298:
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L1302
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
.L1304:
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
	jnb	.L1303
	addq	%rcx, 696(%rbp)
.L1303:
	addq	$1, %rsi
	movq	%r12, %rdx
	adcq	$0, %rdi
	xorq	%rsi, %rdx
	addq	$1000, %r10
	movq	%rdi, %rax
	orq	%rdx, %rax
	jne	.L1304
	movq	%r8, 704(%rbp)
	movq	%rbx, %rdi
	movq	%r13, %r12
	movq	40(%rsp), %r13
	movq	%r9, 712(%rbp)
	call	free@PLT
	xorl	%eax, %eax
	jmp	.L1287
.L1311:
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1299:
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%rbp,%r15)
	jmp	.L1298
.L1353:
	movl	%eax, %r15d
	jmp	.L1276
.L1357:
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
	jmp	.L1276
.L1358:
	movq	$1, 56(%rsp)
	xorl	%r8d, %r8d
	jmp	.L1291
	.cfi_endproc
.LFE191:
	.size	score_route, .-score_route
	.p2align 4
	.type	service_max, @function
service_max:
.LFB32:
	.cfi_startproc
	movl	8(%rdi), %edx
	movq	(%rdi), %rax
	cmpl	$2, %edx
	je	.L1360
	cmpl	$3, %edx
	je	.L1361
	cmpl	$1, %edx
	je	.L1371
	ret
.L1360:
	movq	32(%rdi), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	ret
.L1371:
	imulq	$37, %rax, %rax
	addq	$1, %rax
	ret
.L1361:
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
	js	.L1363
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1364:
	movsd	%xmm1, 8(%rsp)
	call	log@PLT
	movsd	8(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm1, %xmm2
	mulsd	.LC44(%rip), %xmm2
	mulsd	.LC286(%rip), %xmm1
	subsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	call	exp@PLT
	movl	$1, %eax
	addsd	.LC2(%rip), %xmm0
	salq	$50, %rax
	comisd	.LC287(%rip), %xmm0
	jnb	.L1359
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1365
	cvttsd2siq	%xmm0, %rax
.L1359:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L1363:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1364
.L1365:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1359
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
	je	.L1382
	movq	(%rdi), %rax
	movq	%rbp, %rcx
	xorl	%r10d, %r10d
	salq	$5, %rcx
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L1374:
	movq	(%rax), %rdx
	cmpq	%rdx, %r10
	cmovb	%rdx, %r10
	addq	$32, %rax
	cmpq	%rcx, %rax
	jne	.L1374
.L1373:
	movq	%rbp, %r13
	xorl	%r11d, %r11d
	salq	$5, %r13
.L1380:
	cmpq	%r10, %r11
	jnb	.L1391
	.p2align 4,,10
	.p2align 3
.L1381:
	movq	%r10, %rdi
	movq	(%rbx), %rcx
	subq	%r11, %rdi
	shrq	%rdi
	addq	%r11, %rdi
	testq	%rbp, %rbp
	je	.L1383
	leaq	(%rcx,%r13), %r9
	xorl	%r8d, %r8d
	jmp	.L1379
	.p2align 4,,10
	.p2align 3
.L1377:
	movq	8(%rcx), %r14
	testq	%r14, %r14
	je	.L1378
	subq	%rdi, %rax
	xorl	%edx, %edx
	divq	%r14
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1378
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r8
.L1378:
	addq	$32, %rcx
	cmpq	%rcx, %r9
	je	.L1376
.L1379:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rdi
	jb	.L1377
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r8
	cmpq	%rcx, %r9
	jne	.L1379
.L1376:
	cmpq	%r12, %r8
	jb	.L1392
.L1384:
	movq	%rdi, %r10
	cmpq	%r10, %r11
	jb	.L1381
.L1391:
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
.L1383:
	.cfi_restore_state
	xorl	%r8d, %r8d
	cmpq	%r12, %r8
	jnb	.L1384
.L1392:
	leaq	1(%rdi), %r11
	jmp	.L1380
.L1382:
	xorl	%r10d, %r10d
	jmp	.L1373
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
	je	.L1407
	movq	(%rdi), %rcx
	movq	16(%rcx), %rax
	movq	%rax, (%rsp)
	mulq	24(%rcx)
	movq	%rax, %r12
	movq	%rdx, %rax
	movq	%rdx, %r13
	subq	$0, %rax
	jne	.L1409
	leaq	48(%rcx), %rsi
	xorl	%edi, %edi
	movq	$-1, %r14
	xorl	%r11d, %r11d
	jmp	.L1396
	.p2align 4,,10
	.p2align 3
.L1397:
	movq	(%rsi), %rax
	mulq	8(%rsi)
	addq	%rax, %r12
	movq	%r11, %rax
	adcq	%rdx, %r13
	addq	$32, %rsi
	cmpq	%r12, %r14
	sbbq	%r13, %rax
	jc	.L1409
.L1396:
	addq	$1, %rdi
	cmpq	%r15, %rdi
	jne	.L1397
	movq	%r12, (%rsp)
	salq	$5, %rdi
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	movq	%r13, 8(%rsp)
	leaq	(%rcx,%rdi), %r15
	.p2align 4,,10
	.p2align 3
.L1398:
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
	jne	.L1398
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	movq	%r12, %r15
.L1394:
	movq	$99999, 16(%rsp)
	movq	32(%rsp), %rax
	movq	$0, 24(%rsp)
	movq	%r15, (%rax)
	movq	%r10, 64(%rax)
	movq	%r11, 72(%rax)
	movl	40(%rsp), %eax
	testl	%eax, %eax
	jne	.L1400
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1400:
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
.L1402:
	xorl	%eax, %eax
	testq	%rbx, %rbx
	je	.L1401
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
.L1401:
	addq	$8, %r15
	movq	%rax, 0(%rbp)
	addq	$8, %rbp
	cmpq	%r15, %r14
	jne	.L1402
	movq	%rbx, %r15
	movq	(%rsp), %rbx
	movq	40(%rsp), %rbp
	movq	8(%rbx), %r8
	movq	(%rbx), %rcx
	testq	%r8, %r8
	je	.L1403
	salq	$5, %r8
	xorl	%r9d, %r9d
	addq	%rcx, %r8
	jmp	.L1406
	.p2align 4,,10
	.p2align 3
.L1404:
	movq	8(%rcx), %rdi
	testq	%rdi, %rdi
	je	.L1405
	subq	%rbp, %rax
	xorl	%edx, %edx
	divq	%rdi
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1405
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r9
.L1405:
	addq	$32, %rcx
	cmpq	%r8, %rcx
	je	.L1422
.L1406:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rbp
	jb	.L1404
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r9
	cmpq	%r8, %rcx
	jne	.L1406
.L1422:
	subq	%r9, %r15
.L1403:
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
.L1409:
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
.L1407:
	.cfi_restore_state
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	jmp	.L1394
	.cfi_endproc
.LFE77:
	.size	dist_summarise, .-dist_summarise
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
	jnb	.L1423
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
	jmp	.L1434
	.p2align 4,,10
	.p2align 3
.L1443:
	movq	$-1, (%rdi)
.L1428:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1427:
	cmpq	%r15, %rbx
	jnb	.L1423
.L1434:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1425
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1425
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1442
.L1425:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1428
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1429
	addq	%rcx, %rdx
.L1430:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1443
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1428
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
	jmp	.L1428
	.p2align 4,,10
	.p2align 3
.L1429:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1430
	.p2align 4,,10
	.p2align 3
.L1423:
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
.L1442:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1426:
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
	jne	.L1426
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1427
	.cfi_endproc
.LFE53:
	.size	run_open, .-run_open
	.p2align 4
	.type	ref_walker_start, @function
ref_walker_start:
.LFB127:
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
	je	.L1445
	movq	64(%rsi), %rax
.L1445:
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
.LFE127:
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
	je	.L1450
	cmpl	$3, %eax
	je	.L1451
	cmpl	$1, %eax
	movq	(%rdi), %rax
	je	.L1452
.L1449:
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
.L1450:
	.cfi_restore_state
	movq	96(%rdi), %rdi
	movq	%rsi, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	movsd	24(%rbx), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1479
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
.L1452:
	.cfi_restore_state
	testq	%rax, %rax
	js	.L1454
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
	movsd	%xmm7, 8(%rsp)
.L1455:
	movq	96(%rbx), %rdi
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC44(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1470
	comisd	.LC288(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1449
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1483
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1449
	.p2align 4,,10
	.p2align 3
.L1451:
	movsd	16(%rdi), %xmm0
	movq	(%rdi), %r12
	mulsd	%xmm0, %xmm0
	call	log1p@PLT
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1480
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1464:
	testq	%r12, %r12
	js	.L1465
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1466:
	call	log@PLT
	movsd	8(%rsp), %xmm2
	movq	96(%rbx), %rbx
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	movapd	%xmm0, %xmm1
	movapd	%xmm2, %xmm0
	movq	%rbx, %rdi
	mulsd	%xmm2, %xmm0
	mulsd	.LC44(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movsd	%xmm1, 24(%rsp)
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC289(%rip), %xmm0
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1481
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1469:
	movabsq	$6000292609090864434, %rsi
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	draw_u01
	mulsd	.LC290(%rip), %xmm0
	call	cos@PLT
	mulsd	16(%rsp), %xmm0
	mulsd	8(%rsp), %xmm0
	addsd	24(%rsp), %xmm0
	call	exp@PLT
	addsd	.LC44(%rip), %xmm0
	movsd	.LC2(%rip), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1470
	comisd	.LC287(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1449
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1484
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1449
	.p2align 4,,10
	.p2align 3
.L1479:
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
.L1454:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1455
	.p2align 4,,10
	.p2align 3
.L1470:
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
.L1465:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1466
	.p2align 4,,10
	.p2align 3
.L1483:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1449
	.p2align 4,,10
	.p2align 3
.L1484:
	cvttsd2siq	%xmm0, %rax
	jmp	.L1449
.L1480:
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1464
.L1481:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1469
	.cfi_endproc
.LFE30:
	.size	service_of, .-service_of
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB78:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1500
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
.L1486:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1491
	.p2align 4,,10
	.p2align 3
.L1487:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1489
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1489:
	testq	%r8, %r8
	je	.L1490
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1490
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1490:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1487
.L1491:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1486
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
.L1500:
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
	jnb	.L1503
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
	jmp	.L1513
	.p2align 4,,10
	.p2align 3
.L1523:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1508:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1507:
	cmpq	%r15, %rbp
	jnb	.L1503
.L1513:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1505
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1505
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1522
.L1505:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1508
	cmpq	%rax, %rbx
	jnb	.L1509
	addq	%r8, %rdx
.L1510:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1523
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1508
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
	jmp	.L1508
	.p2align 4,,10
	.p2align 3
.L1509:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1510
	.p2align 4,,10
	.p2align 3
.L1503:
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
.L1522:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1506:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1506
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1507
	.cfi_endproc
.LFE52:
	.size	run_closed, .-run_closed
	.section	.rodata.str1.8
	.align 8
.LC291:
	.string	"RESULT score method=%s interval_ns=%lu pct=%s value_ns=%lu truth_ns=%lu err_pct=%.3f ratio=%s\n"
	.align 8
.LC292:
	.string	"\nscoreboard: each way to read a number off the measurement, against the truth (%s), closest at p99 first\n"
	.section	.rodata.str1.1
.LC293:
	.string	"interval"
.LC294:
	.string	"method"
.LC295:
	.string	"%-15s %10s"
.LC296:
	.string	"truth"
.LC297:
	.string	"\n%-15s %10s"
.LC298:
	.string	"error against the truth, %%:\n"
.LC299:
	.string	" %+11.1f"
	.section	.rodata.str1.8
	.align 8
.LC300:
	.string	"(us; intervals per connection but hdr-schedule's, for all; wrk's in whole us)"
	.text
	.p2align 4
	.type	print_score, @function
print_score:
.LFB285:
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
.L1526:
	movl	872(%r10,%rax,4), %ecx
	testl	%ecx, %ecx
	je	.L1525
	movslq	%r13d, %rdx
	addl	$1, %r13d
	movl	%eax, 80(%rsp,%rdx,4)
.L1525:
	addq	$1, %rax
	cmpq	$9, %rax
	jne	.L1526
	cmpl	$1, %r13d
	jle	.L1527
	movq	24(%r10), %rax
	testq	%rax, %rax
	js	.L1528
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1529:
	leaq	80(%rsp), %rsi
	leaq	84(%rsp), %rcx
	movl	$1, %edx
	movsd	.LC73(%rip), %xmm4
	movq	.LC61(%rip), %xmm3
	pxor	%xmm5, %xmm5
	.p2align 4,,10
	.p2align 3
.L1530:
	movq	%rcx, %rax
	jmp	.L1531
	.p2align 4,,10
	.p2align 3
.L1609:
	movslq	%r11d, %r11
	leaq	(%r11,%r11,4), %r11
	salq	$4, %r11
	movq	104(%r10,%r11), %r11
	testq	%r11, %r11
	js	.L1536
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r11, %xmm1
.L1537:
	subsd	%xmm2, %xmm1
	movslq	%r9d, %r9
	leaq	(%r9,%r9,4), %r9
	salq	$4, %r9
	mulsd	%xmm4, %xmm1
	movq	104(%r10,%r9), %r9
	divsd	%xmm2, %xmm1
	andpd	%xmm3, %xmm1
	testq	%r9, %r9
	js	.L1538
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L1539:
	subsd	%xmm2, %xmm0
	mulsd	%xmm4, %xmm0
	divsd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L1533
	movq	%xmm6, -4(%rax)
	subq	$4, %rax
	cmpq	%rsi, %rax
	je	.L1533
.L1531:
	comisd	%xmm5, %xmm2
	movq	-4(%rax), %xmm0
	pshufd	$0xe5, %xmm0, %xmm7
	pshufd	$225, %xmm0, %xmm6
	movd	%xmm0, %r11d
	movd	%xmm7, %r9d
	ja	.L1609
.L1533:
	addl	$1, %edx
	addq	$4, %rcx
	cmpl	%edx, %r13d
	jne	.L1530
	testl	%r8d, %r8d
	je	.L1541
.L1540:
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
.L1558:
	movslq	(%rsi), %r15
	movq	%rsi, 24(%rsp)
	leaq	PCT_NAME(%rip), %r14
	movq	40(%rsp), %r12
	leaq	(%r15,%r15,4), %rbp
	salq	$4, %rbp
	jmp	.L1557
	.p2align 4,,10
	.p2align 3
.L1612:
	testq	%r8, %r8
	js	.L1555
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1556:
	subsd	%xmm1, %xmm0
	mulsd	.LC73(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1553:
	movq	16(%rsp), %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 200
	movq	(%r14), %rcx
	addq	$8, %r12
	movq	0(%r13,%r15,8), %rsi
	leaq	.LC291(%rip), %rdi
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
	je	.L1610
.L1557:
	movq	(%r12), %r9
	movq	80(%r12,%rbp), %r8
	testq	%r9, %r9
	je	.L1543
	testq	%r8, %r8
	js	.L1544
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1545:
	testq	%r9, %r9
	js	.L1546
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L1547:
	leaq	.LC117(%rip), %rax
	leaq	.LC118(%rip), %rdx
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
	js	.L1611
.L1603:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L1552:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1612
	pxor	%xmm0, %xmm0
	jmp	.L1553
	.p2align 4,,10
	.p2align 3
.L1538:
	movq	%r9, %r11
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%r11
	orq	%r9, %r11
	cvtsi2sdq	%r11, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1539
	.p2align 4,,10
	.p2align 3
.L1536:
	movq	%r11, %rbx
	andl	$1, %r11d
	pxor	%xmm1, %xmm1
	shrq	%rbx
	orq	%r11, %rbx
	cvtsi2sdq	%rbx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1537
	.p2align 4,,10
	.p2align 3
.L1611:
	movq	%r9, %rax
	movq	%r9, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1552
	.p2align 4,,10
	.p2align 3
.L1543:
	movl	$6369134, (%rbx)
	jmp	.L1603
	.p2align 4,,10
	.p2align 3
.L1546:
	movq	%r9, %rax
	andl	$1, %r9d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r9, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1547
	.p2align 4,,10
	.p2align 3
.L1544:
	movq	%r8, %rax
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r8, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1545
	.p2align 4,,10
	.p2align 3
.L1555:
	movq	%r8, %rax
	movq	%r8, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1556
	.p2align 4,,10
	.p2align 3
.L1610:
	movq	24(%rsp), %rsi
	addq	$4, %rsi
	cmpq	%rsi, 32(%rsp)
	jne	.L1558
.L1524:
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
.L1541:
	.cfi_restore_state
	movq	%rdi, %rsi
	xorl	%eax, %eax
	leaq	.LC292(%rip), %rdi
	movq	%r10, 8(%rsp)
	call	printf@PLT
	leaq	.LC293(%rip), %rdx
	leaq	.LC294(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC295(%rip), %rdi
	leaq	PCT_LABEL(%rip), %rbp
	call	printf@PLT
	movq	8(%rsp), %rbx
	leaq	48(%rbp), %r12
	leaq	.LC6(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L1560:
	movq	0(%rbp), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r12, %rbp
	jne	.L1560
	leaq	.LC11(%rip), %rdx
	leaq	.LC296(%rip), %rsi
	xorl	%eax, %eax
	movq	%rbx, 8(%rsp)
	leaq	.LC297(%rip), %rdi
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
.L1561:
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	addq	$8, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%rbp, %r12
	jne	.L1561
	movl	$10, %edi
	movq	%r14, 16(%rsp)
	call	putchar@PLT
	testl	%r13d, %r13d
	je	.L1562
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
.L1565:
	movl	(%r14), %eax
	leaq	.LC11(%rip), %rdx
	xorl	%ebp, %ebp
	testl	%eax, %eax
	jne	.L1613
.L1563:
	movq	0(%r13,%rbp,8), %rsi
	leaq	.LC295(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	call	printf@PLT
	leaq	0(%rbp,%rbp,4), %rcx
	movq	16(%rsp), %rax
	salq	$4, %rcx
	leaq	(%rax,%rcx), %rbp
	.p2align 4,,10
	.p2align 3
.L1564:
	movq	88(%rbp,%r12,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r12
	jne	.L1564
	movl	$10, %edi
	addq	$4, %r14
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r14
	jne	.L1565
	leaq	.LC298(%rip), %rdi
	xorl	%eax, %eax
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	call	printf@PLT
	leaq	.LC299(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L1575:
	movslq	(%r12), %rbx
	leaq	.LC11(%rip), %rdx
	leaq	.LC295(%rip), %rdi
	xorl	%eax, %eax
	movq	0(%r13,%rbx,8), %rsi
	leaq	(%rbx,%rbx,4), %rbx
	salq	$4, %rbx
	call	printf@PLT
	movq	24(%rsp), %r14
	jmp	.L1574
	.p2align 4,,10
	.p2align 3
.L1615:
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1606
.L1616:
	movq	80(%r14,%rbx), %rax
	testq	%rax, %rax
	js	.L1572
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1573:
	subsd	%xmm1, %xmm0
	mulsd	.LC73(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1570:
	movq	%r15, %rdi
	movl	$1, %eax
	addq	$8, %r14
	call	printf@PLT
	cmpq	%rbp, %r14
	je	.L1614
.L1574:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L1615
	movq	%rax, %rcx
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	andl	$1, %eax
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1616
.L1606:
	pxor	%xmm0, %xmm0
	jmp	.L1570
	.p2align 4,,10
	.p2align 3
.L1572:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1573
	.p2align 4,,10
	.p2align 3
.L1614:
	movl	$10, %edi
	addq	$4, %r12
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r12
	jne	.L1575
.L1567:
	leaq	.LC300(%rip), %rdi
	call	puts@PLT
	jmp	.L1524
	.p2align 4,,10
	.p2align 3
.L1613:
	movslq	%eax, %rbp
	movq	16(%rsp), %rax
	movq	%rbx, %rdi
	movq	800(%rax,%rbp,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	jmp	.L1563
.L1528:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1529
.L1562:
	leaq	.LC298(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1567
.L1527:
	testl	%r8d, %r8d
	je	.L1541
	leaq	80(%rsp), %rsi
	cmpl	$1, %r13d
	je	.L1540
	jmp	.L1524
	.cfi_endproc
.LFE285:
	.size	print_score, .-print_score
	.section	.rodata.str1.1
.LC301:
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
	je	.L1630
.L1628:
	ret
	.p2align 4,,10
	.p2align 3
.L1630:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1628
	cmpl	$1, %eax
	je	.L1631
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	leaq	40(%rdx), %rdi
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC285(%rip), %rdx
	subq	$256, %rsp
	.cfi_def_cfa_offset 272
	movq	104(%rsi), %rsi
	movq	%rsp, %rbx
	movq	%rbx, %r8
	call	numbers_open
	testl	%eax, %eax
	jne	.L1632
	addq	$256, %rsp
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1631:
	.cfi_restore 3
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%rdx)
	movsd	%xmm0, 16(%rdx)
	ret
.L1632:
	.cfi_def_cfa_offset 272
	.cfi_offset 3, -16
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC301(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
	.cfi_endproc
.LFE43:
	.size	due_restart, .-due_restart
	.section	.rodata.str1.1
.LC302:
	.string	"%-*s %9lu"
.LC303:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row_w, @function
print_row_w:
.LFB204:
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
	leaq	.LC302(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1634:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L1634
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L1635
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
.L1635:
	movq	%rbp, %rdi
	leaq	.LC192(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC303(%rip), %rdi
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
.LFE204:
	.size	print_row_w, .-print_row_w
	.p2align 4
	.type	think_of.part.0.isra.0, @function
think_of.part.0.isra.0:
.LFB359:
	.cfi_startproc
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	testq	%rsi, %rsi
	js	.L1641
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rsi, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1642:
	movabsq	$6073184698129205581, %rsi
	movl	%ecx, %ecx
	salq	$32, %rdx
	orq	%rcx, %rdx
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC44(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1640
	comisd	.LC288(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1640
	movsd	.LC83(%rip), %xmm0
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
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
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
.LFE359:
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
	je	.L1650
.L1651:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L1659
	.p2align 4,,10
	.p2align 3
.L1654:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L1653
.L1659:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L1654
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L1655
.L1660:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L1655
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L1655:
	cmpq	%rbp, %rbx
	jnb	.L1650
	movq	%rbx, %rax
	jmp	.L1651
	.p2align 4,,10
	.p2align 3
.L1653:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L1660
.L1650:
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
	jne	.L1669
	movl	152(%rdi), %ecx
	movq	%rdi, %r11
	testl	%ecx, %ecx
	jne	.L1669
	cmpq	$1, 160(%rdi)
	je	.L1686
.L1669:
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
.L1686:
	.cfi_restore_state
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L1669
	movq	40(%rdi), %r10
	testq	%r10, %r10
	jne	.L1669
	movq	%rsi, %r12
	movq	%rdx, %rbx
	call	closed_form_gap.part.0
	testq	%rax, %rax
	jne	.L1669
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
.L1673:
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L1672
	jmp	.L1671
	.p2align 4,,10
	.p2align 3
.L1680:
	movq	%rdx, %rcx
.L1672:
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%rcx, %r10
	divq	%rcx
	testq	%rdx, %rdx
	jne	.L1680
.L1671:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L1673
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
.LFB141:
	.cfi_startproc
	movl	204(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L1697
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1697:
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
	jne	.L1687
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L1687
	movl	152(%rbx), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L1692
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L1692
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L1687:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1692:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE141:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB143:
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
	je	.L1698
	cmpl	$2, %edx
	je	.L1718
	movl	152(%rbp), %edx
	movq	136(%rbp), %r12
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L1719
.L1704:
	leaq	0(,%rdi,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rbx)
	testq	%rax, %rax
	je	.L1702
	salq	$3, %r12
.L1703:
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
.L1698:
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
.L1719:
	.cfi_restore_state
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L1704
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L1704
	.p2align 4,,10
	.p2align 3
.L1718:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L1702
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
	je	.L1702
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 56(%rbx)
	call	calloc@PLT
	movq	%rax, 72(%rbx)
	testq	%rax, %rax
	je	.L1702
	movl	$524288, %r12d
	movl	$524288, %ebp
	jmp	.L1703
.L1702:
	movl	$-1, %eax
	jmp	.L1698
	.cfi_endproc
.LFE143:
	.size	buffers_init, .-buffers_init
	.section	.rodata.str1.1
.LC304:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC305:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC306:
	.string	"unexpected argument '%s': %s"
.LC307:
	.string	"see bench --help"
.LC308:
	.string	"unknown option '%s': %s"
.LC309:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC310:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC311:
	.string	"--quick"
.LC312:
	.string	"--export-values"
.LC313:
	.string	"--verbose"
.LC314:
	.string	"--cross-check"
.LC315:
	.string	"--scoreboard"
.LC316:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC317:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC318:
	.string	"at most 1000 characters"
.LC319:
	.string	"%s: the value is too long: %s"
.LC320:
	.string	"--rank"
.LC321:
	.string	"round"
.LC322:
	.string	"ceil"
.LC323:
	.string	"use round or ceil"
.LC324:
	.string	"--rank '%s' is not valid: %s"
.LC325:
	.string	"--exact-by"
.LC326:
	.string	"auto"
.LC327:
	.string	"sorted"
.LC328:
	.string	"sort"
.LC329:
	.string	"lattice"
.LC330:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC331:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC332:
	.string	"--exact-by '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC333:
	.string	"--service-dist"
	.section	.rodata.str1.8
	.align 8
.LC334:
	.string	"%s '%s' is not valid: use one of the names --help lists"
	.section	.rodata.str1.1
.LC335:
	.string	"--stalls"
.LC336:
	.string	"poisson"
.LC337:
	.string	"--stall-dist"
.LC338:
	.string	"fixed"
.LC339:
	.string	"exp"
.LC340:
	.string	"--schedule"
	.section	.rodata.str1.8
	.align 8
.LC341:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC342:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC343:
	.string	"--closed"
.LC344:
	.string	"catch-up"
.LC345:
	.string	"skip"
.LC346:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC347:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC348:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC349:
	.string	"--schedule-from"
.LC350:
	.string	"base"
.LC351:
	.string	"last-send"
.LC352:
	.string	"use base or last-send"
	.section	.rodata.str1.8
	.align 8
.LC353:
	.string	"--schedule-from '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC354:
	.string	"--think-dist"
.LC355:
	.string	"use fixed or exp"
	.section	.rodata.str1.8
	.align 8
.LC356:
	.string	"--think-dist '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC357:
	.string	"--when-full"
.LC358:
	.string	"block"
.LC359:
	.string	"drop"
.LC360:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC361:
	.string	"--when-full '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC362:
	.string	"--correct"
.LC363:
	.string	"--trace-values"
.LC364:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC365:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC366:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC367:
	.string	"--sweep"
.LC368:
	.string	"load"
.LC369:
	.string	"stall"
.LC370:
	.string	"use load or stall"
.LC371:
	.string	"--sweep '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB361:
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
	jle	.L1787
	movl	%esi, 28(%rsp)
	xorl	%ebx, %ebx
	leaq	1632+OPTIONS(%rip), %rbp
	movq	%rcx, 8(%rsp)
	movl	%ebx, %r14d
	.p2align 4,,10
	.p2align 3
.L1721:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 32(%rsp)
	movq	16(%rsp), %rcx
	movq	(%rcx,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L1794
	cmpb	$104, 1(%r15)
	jne	.L1794
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC304(%rip), %r13
	jne	.L1794
.L1724:
	leaq	OPTIONS(%rip), %rbx
	xorl	%r12d, %r12d
	jmp	.L1729
	.p2align 4,,10
	.p2align 3
.L1725:
	addl	$1, %r12d
	addq	$32, %rbx
	cmpl	$51, %r12d
	je	.L1728
	movq	(%rbx), %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
.L1729:
	movq	(%rbx), %rdi
	testl	%eax, %eax
	jne	.L1725
	movslq	%r12d, %rdx
	leaq	OPTIONS(%rip), %rax
	salq	$5, %rdx
	movl	8(%rax,%rdx), %eax
	cmpl	$2, %eax
	je	.L1848
	leal	1(%r14), %r13d
	cmpl	$1, %eax
	je	.L1849
	cmpl	%r13d, 28(%rsp)
	je	.L1850
	movq	16(%rsp), %rax
	movq	32(%rsp), %rcx
	movq	8(%rax,%rcx), %r12
	cmpb	$45, (%r12)
	jne	.L1796
	cmpb	$104, 1(%r12)
	jne	.L1796
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC304(%rip), %rbx
	jne	.L1796
.L1743:
	leaq	32+OPTIONS(%rip), %r14
	jmp	.L1746
	.p2align 4,,10
	.p2align 3
.L1744:
	cmpq	%rbp, %r14
	je	.L1745
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$32, %r14
	call	strcmp@PLT
.L1746:
	testl	%eax, %eax
	jne	.L1744
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC317(%rip), %rdx
	call	snprintf@PLT
.L1732:
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
.L1745:
	.cfi_restore_state
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L1851
	movq	8(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	apply_amount.constprop.0
	testl	%eax, %eax
	jle	.L1748
	leaq	.LC320(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1749
	leaq	.LC321(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC322(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1750
	testl	%eax, %eax
	jne	.L1852
.L1750:
	testl	%eax, %eax
	movq	40(%rsp), %rdx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 200(%rdx)
.L1740:
	leal	1(%r13), %r14d
	cmpl	%r14d, 28(%rsp)
	jg	.L1721
.L1787:
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
.L1794:
	.cfi_restore_state
	leaq	.LC123(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r13
	call	strcmp@PLT
	jmp	.L1724
	.p2align 4,,10
	.p2align 3
.L1796:
	leaq	.LC123(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L1743
	.p2align 4,,10
	.p2align 3
.L1749:
	leaq	.LC325(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1752
	leaq	.LC326(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1853
	leaq	.LC327(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1754
	leaq	.LC328(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1754
	leaq	.LC329(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1854
	leaq	.LC330(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1757
	movq	40(%rsp), %rax
	movl	$3, 204(%rax)
	jmp	.L1740
	.p2align 4,,10
	.p2align 3
.L1728:
	cmpb	$45, (%r15)
	movq	8(%rsp), %rdi
	je	.L1855
.L1795:
	leaq	.LC305(%rip), %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC306(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
	.p2align 4,,10
	.p2align 3
.L1748:
	je	.L1740
	jmp	.L1732
	.p2align 4,,10
	.p2align 3
.L1752:
	leaq	.LC333(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1856
	leaq	.LC335(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1857
	leaq	.LC337(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1858
	leaq	.LC340(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1768
	leaq	.LC338(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC336(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1769
	testl	%eax, %eax
	jne	.L1859
.L1769:
	testl	%eax, %eax
	movq	40(%rsp), %rcx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 72(%rcx)
	jmp	.L1740
.L1855:
	cmpb	$45, 1(%r15)
	jne	.L1795
.L1731:
	leaq	.LC307(%rip), %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC308(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
	.p2align 4,,10
	.p2align 3
.L1849:
	leaq	.LC311(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	je	.L1860
	leaq	.LC312(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1736
	movq	40(%rsp), %rax
	movl	$1, 424(%rax)
.L1735:
	movl	%r14d, %r13d
	jmp	.L1740
	.p2align 4,,10
	.p2align 3
.L1860:
	movq	40(%rsp), %rax
	movl	$1, 456(%rax)
	jmp	.L1735
.L1768:
	leaq	.LC285(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1861
	leaq	.LC343(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1771
	leaq	.LC344(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1772
	leaq	.LC345(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1793
	leaq	.LC346(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1862
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC347(%rip), %r8
	leaq	.LC348(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
.L1754:
	movq	40(%rsp), %rax
	movl	$1, 204(%rax)
	jmp	.L1740
.L1853:
	movq	40(%rsp), %rax
	movl	$0, 204(%rax)
	jmp	.L1740
.L1856:
	xorl	%ebx, %ebx
	leaq	SERVICE_DIST_NAME(%rip), %r14
.L1760:
	movq	(%r14,%rbx,8), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1863
	movq	40(%rsp), %rax
	movl	%ebx, 8(%rax)
	jmp	.L1740
.L1736:
	leaq	.LC313(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	je	.L1864
	leaq	.LC314(%rip), %rsi
	movq	%rdi, 32(%rsp)
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	testl	%eax, %eax
	jne	.L1738
	movq	40(%rsp), %rax
	movl	$3, 344(%rax)
	jmp	.L1735
.L1864:
	movq	40(%rsp), %rax
	movl	$1, 428(%rax)
	jmp	.L1735
.L1861:
	movq	40(%rsp), %rax
	movq	%r12, 384(%rax)
	movl	$2, 72(%rax)
	jmp	.L1740
.L1857:
	leaq	.LC240(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1865
.L1763:
	movq	40(%rsp), %rcx
	movl	%eax, 40(%rcx)
	jmp	.L1740
.L1858:
	leaq	.LC338(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1866
.L1766:
	movq	40(%rsp), %rcx
	movl	%eax, 44(%rcx)
	jmp	.L1740
.L1848:
	movq	%rdi, %r9
	movq	8(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC309(%rip), %r8
	movq	%r9, %rcx
	leaq	.LC310(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
.L1850:
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC307(%rip), %r8
	leaq	.LC316(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
.L1851:
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC318(%rip), %r8
	leaq	.LC319(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
.L1854:
	movq	40(%rsp), %rax
	movl	$2, 204(%rax)
	jmp	.L1740
.L1863:
	addq	$1, %rbx
	cmpq	$4, %rbx
	jne	.L1760
.L1767:
	movq	8(%rsp), %rdi
	movq	%r12, %r8
	movq	%r15, %rcx
	movl	$2048, %esi
	leaq	.LC334(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1732
.L1771:
	leaq	.LC349(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1867
	leaq	.LC354(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1776
	leaq	.LC338(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC339(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1777
	testl	%eax, %eax
	jne	.L1868
.L1777:
	testl	%eax, %eax
	movq	40(%rsp), %rcx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 328(%rcx)
	jmp	.L1740
.L1865:
	leaq	.LC336(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1767
	movl	$1, %eax
	jmp	.L1763
.L1738:
	leaq	.LC315(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1735
	movq	40(%rsp), %rax
	movl	$1, 492(%rax)
	jmp	.L1735
.L1866:
	leaq	.LC339(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1767
	movl	$1, %eax
	jmp	.L1766
.L1867:
	leaq	.LC350(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC351(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1775
	testl	%eax, %eax
	jne	.L1869
.L1775:
	testl	%eax, %eax
	movq	40(%rsp), %rcx
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 272(%rcx)
	jmp	.L1740
.L1776:
	leaq	.LC357(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1778
	leaq	.LC358(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	leaq	.LC359(%rip), %rsi
	movq	%r12, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1779
	testl	%eax, %eax
	jne	.L1870
.L1779:
	testl	%eax, %eax
	movq	40(%rsp), %rcx
	sete	%al
	movl	$1, 480(%rcx)
	movzbl	%al, %eax
	movl	%eax, 288(%rcx)
	jmp	.L1740
.L1778:
	leaq	.LC362(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1871
	leaq	.LC363(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1872
	leaq	.LC364(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1782
	cmpb	$0, (%r12)
	je	.L1783
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1783
	movq	40(%rsp), %rax
	movq	%r12, 416(%rax)
	jmp	.L1740
.L1852:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC323(%rip), %r8
	leaq	.LC324(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
.L1793:
	movl	$1, %eax
.L1772:
	movq	40(%rsp), %rcx
	movl	%eax, 152(%rcx)
	jmp	.L1740
.L1859:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC341(%rip), %r8
	leaq	.LC342(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
.L1862:
	movl	$2, %eax
	jmp	.L1772
.L1870:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC360(%rip), %r8
	leaq	.LC361(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
	.p2align 4,,10
	.p2align 3
.L1757:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC331(%rip), %r8
	leaq	.LC332(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
.L1869:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC352(%rip), %r8
	leaq	.LC353(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
.L1868:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC355(%rip), %r8
	leaq	.LC356(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
.L1783:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC365(%rip), %r8
	leaq	.LC366(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
	.p2align 4,,10
	.p2align 3
.L1782:
	leaq	.LC367(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1785
	leaq	.LC368(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1786
	leaq	.LC369(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1873
.L1786:
	movq	40(%rsp), %rax
	movq	%r12, 408(%rax)
	movl	$2, 344(%rax)
	jmp	.L1740
.L1785:
	movq	8(%rsp), %rdi
	jmp	.L1731
.L1873:
	movq	8(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC370(%rip), %r8
	leaq	.LC371(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1732
	.p2align 4,,10
	.p2align 3
.L1872:
	movq	40(%rsp), %rax
	movq	%r12, 400(%rax)
	movl	$1, 344(%rax)
	jmp	.L1740
.L1871:
	movq	40(%rsp), %rax
	movq	%r12, 392(%rax)
	movl	$1, 344(%rax)
	jmp	.L1740
	.cfi_endproc
.LFE361:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC372:
	.string	"out of memory"
.LC373:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC374:
	.string	"use default, feed-10ms-stall, one-2s-stall, hundred-requests, hundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses, timeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population, population-stalls, sessions-2 or sessions-20"
	.align 8
.LC375:
	.string	"--scenario '%s' is not valid: %s"
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB365:
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
.L1876:
	movq	(%r12), %rax
	movq	%rbp, %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1875
	addl	$1, %ebx
	addq	$24, %r12
	cmpl	$20, %ebx
	jne	.L1876
	leaq	.LC374(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC375(%rip), %rdx
.L1890:
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1874
	.p2align 4,,10
	.p2align 3
.L1875:
	movq	448(%r14), %rdi
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
	movq	%rax, 448(%r14)
	movq	%rax, %rdi
	je	.L1891
	leaq	40(%rsp), %r12
	movl	%r8d, 28(%rsp)
	leaq	48(%rsp), %r13
	leaq	.LC36(%rip), %rbp
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	movl	28(%rsp), %r8d
	testq	%rax, %rax
	je	.L1880
	movl	$1, %r15d
	leaq	48(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L1881:
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
	jne	.L1881
	movl	%edi, %r8d
.L1880:
	movq	8(%rsp), %xmm0
	movq	%r13, %rdx
	movl	%r8d, %esi
	movq	%r14, %rdi
	leaq	SCENARIOS(%rip), %rcx
	leaq	(%rbx,%rbx,2), %rax
	movhps	8(%rcx,%rax,8), %xmm0
	movq	16(%rsp), %rcx
	movups	%xmm0, 432(%r14)
	call	apply_args.constprop.0
.L1874:
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
.L1891:
	.cfi_restore_state
	leaq	.LC372(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC373(%rip), %rdx
	jmp	.L1890
	.cfi_endproc
.LFE365:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC379:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC380:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC381:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC382:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC383:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC385:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC386:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC387:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB238:
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
	movapd	.LC376(%rip), %xmm0
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
	jle	.L1898
	movslq	%r12d, %rax
	movsd	.LC377(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1897
	.p2align 4,,10
	.p2align 3
.L1931:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1896:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1930
.L1897:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1931
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1896
.L1930:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1932
.L1898:
	movsd	.LC2(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1894:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC379(%rip), %rsi
	pushq	%r14
	leaq	XTICK.7(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC381(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC380(%rip), %rcx
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
.L1901:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC59(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC382(%rip), %rsi
	mulsd	.LC40(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC41(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1901
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1917
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
.L1916:
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
	je	.L1904
	testq	%rbx, %rbx
	je	.L1904
	testq	%rax, %rax
	je	.L1904
	testq	%r14, %r14
	je	.L1933
	movq	.LC377(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1911
	.p2align 4,,10
	.p2align 3
.L1934:
	divsd	%xmm6, %xmm0
	movsd	.LC2(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1907:
	call	log10@PLT
	movq	.LC59(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1909
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1910:
	movq	-264(%rbp), %rax
	divsd	.LC377(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1906
.L1911:
	movsd	(%r12), %xmm0
	movsd	.LC73(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1934
	movq	.LC31(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1907
	.p2align 4,,10
	.p2align 3
.L1909:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1910
	.p2align 4,,10
	.p2align 3
.L1933:
	movsd	.LC377(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1906:
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
	js	.L1912
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1913:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC38(%rip), %xmm0
	movsd	.LC39(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC385(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC384(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1914
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1915:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC386(%rip), %rdx
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
	leaq	.LC387(%rip), %rsi
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
	jne	.L1916
.L1917:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC383(%rip), %rdi
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
.L1914:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1915
	.p2align 4,,10
	.p2align 3
.L1912:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1913
.L1932:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC378(%rip), %xmm2
	movsd	.LC66(%rip), %xmm3
	movsd	.LC60(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1900
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
.L1900:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1894
.L1904:
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
.LFE238:
	.size	spectrum_writer, .-spectrum_writer
	.p2align 4
	.type	cqr_first_end, @function
cqr_first_end:
.LFB119:
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
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	movq	32(%rdi), %rax
	movq	%rax, 80(%rsp)
	movq	40(%rdi), %rax
	movq	%rax, 88(%rsp)
	subq	$0, %rax
	jne	.L1952
	movl	16(%rdi), %eax
	movl	$0, 24(%rdi)
	movq	%rdi, %r10
	movq	$99999, 96(%rsp)
	movq	$0, 104(%rsp)
	testl	%eax, %eax
	je	.L1965
.L1938:
	movq	80(%r10), %rax
	movq	80(%rsp), %rdi
	leaq	96(%r10), %rbp
	leaq	192(%r10), %r11
	movq	%r11, 64(%rsp)
	leaq	PCT_MILLI(%rip), %rbx
	movq	%rax, 128(%rsp)
	movq	520(%r10), %rax
	movq	%r10, 72(%rsp)
	movq	%rax, 48(%rsp)
	leaq	144(%r10), %rax
	movq	%rax, 112(%rsp)
	movq	88(%rsp), %rax
	movq	%rbx, 56(%rsp)
	movq	%rbp, %rbx
	orq	%rdi, %rax
	movq	%rax, 120(%rsp)
	.p2align 4,,10
	.p2align 3
.L1951:
	movq	56(%rsp), %rax
	movq	80(%rsp), %rbp
	movq	88(%rsp), %rcx
	movq	(%rax), %rax
	imulq	%rax, %rcx
	mulq	%rbp
	addq	%rcx, %rdx
	addq	96(%rsp), %rax
	adcq	104(%rsp), %rdx
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	cmpq	%rbp, %rax
	cmova	%rbp, %rax
	cmpq	$0, 120(%rsp)
	movq	%rax, 24(%rsp)
	movq	%rax, (%rbx)
	je	.L1966
	movq	72(%rsp), %rax
	movq	128(%rsp), %rdi
	movq	24(%rsp), %rsi
	addl	$1, 24(%rax)
	cmpq	%rsi, %rdi
	jnb	.L1941
	movq	528(%rax), %rsi
	movq	88(%rax), %rax
	xorl	%r10d, %r10d
	xorl	%ecx, %ecx
	movq	%rbx, 136(%rsp)
	xorl	%r13d, %r13d
	movq	%r10, %rbx
	movq	%rsi, 32(%rsp)
	xorl	%esi, %esi
	movq	%rax, 40(%rsp)
	movl	$1, %eax
	.p2align 4,,10
	.p2align 3
.L1942:
	movq	32(%rsp), %rdx
	leaq	-1(%r13), %rbp
	xorl	%r15d, %r15d
	movq	40(%rsp), %r12
	movq	$0, 8(%rsp)
	addq	%rbp, %rax
	movq	8(%rsp), %r10
	movq	(%rdx,%rsi,8), %r8
	movq	48(%rsp), %rdx
	subq	%rbx, %r12
	movq	(%rdx,%rsi,8), %r11
	movq	%r12, %rdx
	movq	%r8, (%rsp)
	movq	(%rsp), %r9
	subq	%r11, %rdx
	mulq	%rdx
	addq	%rdi, %r9
	adcq	%r15, %r10
	addq	%r9, %rax
	adcq	%r10, %rdx
	movq	24(%rsp), %r10
	cmpq	%r10, %rax
	movq	%rdx, %rax
	movl	$0, %edx
	sbbq	%rdx, %rax
	jnc	.L1945
	addq	$1, %rsi
	addq	%r11, %rbx
	addq	%r8, %rdi
	cmpq	$16383, %rsi
	jbe	.L1967
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
	jmp	.L1942
	.p2align 4,,10
	.p2align 3
.L1967:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L1942
	.p2align 4,,10
	.p2align 3
.L1945:
	movq	136(%rsp), %rbx
	movq	%r13, 240(%rbx)
	movq	%rdi, 312(%rbx)
	movq	%r12, 360(%rbx)
	testl	%ecx, %ecx
	je	.L1968
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	64(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
.L1940:
	addq	$8, 56(%rsp)
	addq	$8, %rbx
	addq	$4, 64(%rsp)
	cmpq	%rbx, 112(%rsp)
	jne	.L1951
	movq	72(%rsp), %r10
	movq	48(%rsp), %rdi
	movq	%r10, (%rsp)
	call	free@PLT
	movq	(%rsp), %r10
	movq	528(%r10), %rdi
	call	free@PLT
	movq	(%rsp), %r10
	pxor	%xmm0, %xmm0
	movl	$8, %esi
	movl	$393216, %edi
	movups	%xmm0, 520(%r10)
	call	calloc@PLT
	movq	(%rsp), %r10
	movl	$8, %esi
	movl	$393216, %edi
	movq	%rax, %rbx
	movq	%rax, 504(%r10)
	call	calloc@PLT
	testq	%rbx, %rbx
	movq	(%rsp), %r10
	setne	%dl
	testq	%rax, %rax
	movq	%rax, 512(%r10)
	setne	%al
	movzbl	%al, %eax
	andl	%edx, %eax
	subl	$1, %eax
.L1935:
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
.L1966:
	.cfi_restore_state
	movq	64(%rsp), %rax
	movl	$1, (%rax)
	jmp	.L1940
	.p2align 4,,10
	.p2align 3
.L1941:
	movq	72(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %rax
	movq	%rax, 32(%rsp)
	subq	$1, %rax
	je	.L1943
	.p2align 4,,10
	.p2align 3
.L1944:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1954
	movq	%rax, %rdx
	shrq	%cl, %rdx
	testq	%rdx, %rdx
	jne	.L1944
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L1943:
	movq	64(%rsp), %rax
	movq	24(%rsp), %rdi
	movl	$1, 24(%rax)
	movq	$0, 144(%rbx)
	movq	%rdi, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rax)
	jmp	.L1940
	.p2align 4,,10
	.p2align 3
.L1968:
	movq	24(%rsp), %rax
	imulq	%rbp, %r12
	subq	%rdi, %rax
	movq	72(%rsp), %rdi
	subq	%r12, %rax
	movq	(%rdi), %rdi
	movq	%rdi, %rdx
	movq	%rdi, 24(%rsp)
	subq	$1, %rdx
	je	.L1949
	.p2align 4,,10
	.p2align 3
.L1950:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L1956
	movq	%rdx, %rsi
	shrq	%cl, %rsi
	testq	%rsi, %rsi
	jne	.L1950
	movl	$16, %edx
	cmpl	%edx, %ecx
	cmovnb	%ecx, %edx
	leal	-16(%rdx), %ecx
.L1949:
	movq	64(%rsp), %rdi
	movl	$1, 24(%rdi)
	movq	%r13, 144(%rbx)
	movq	%rax, 192(%rbx)
	movq	$0, 240(%rbx)
	movq	$0, 312(%rbx)
	movl	%ecx, 192(%rdi)
	jmp	.L1940
	.p2align 4,,10
	.p2align 3
.L1965:
	movq	$50000, 96(%rsp)
	movq	$0, 104(%rsp)
	jmp	.L1938
	.p2align 4,,10
	.p2align 3
.L1954:
	movl	$48, %ecx
	jmp	.L1943
.L1956:
	movl	$48, %ecx
	jmp	.L1949
.L1952:
	movl	$-2, %eax
	jmp	.L1935
	.cfi_endproc
.LFE119:
	.size	cqr_first_end, .-cqr_first_end
	.section	.rodata.str1.8
	.align 8
.LC392:
	.string	"Each correction of the closed loop against the truth, by percentile"
	.align 8
.LC393:
	.string	"log10(value / truth): 0 is exact"
	.section	.rodata.str1.1
.LC394:
	.string	"percentile"
	.text
	.p2align 4
	.type	score_writer, @function
score_writer:
.LFB237:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC392(%rip), %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	$500, %r9d
	movl	$820, %r8d
	movq	%rsi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leaq	.LC379(%rip), %rsi
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
	leaq	.LC382(%rip), %rbx
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movapd	.LC376(%rip), %xmm0
	movaps	%xmm0, 32(%rsp)
	movapd	.LC391(%rip), %xmm0
	movaps	%xmm0, 48(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 232
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	call	fprintf@PLT
	leaq	48(%rsp), %rsi
	leaq	.LC393(%rip), %rcx
	movq	%rbp, %rdi
	leaq	.LC394(%rip), %rdx
	movq	%rsi, 40(%rsp)
	call	svg_axes
	popq	%rcx
	.cfi_def_cfa_offset 232
	popq	%rsi
	.cfi_def_cfa_offset 224
	.p2align 4,,10
	.p2align 3
.L1970:
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
	mulsd	.LC40(%rip), %xmm1
	addsd	.LC41(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r13
	jne	.L1970
	movq	%r14, %r15
	xorl	%ebx, %ebx
	xorl	%r12d, %r12d
	jmp	.L1982
	.p2align 4,,10
	.p2align 3
.L1971:
	addq	$1, %rbx
	addq	$80, %r15
	cmpq	$9, %rbx
	je	.L1992
.L1982:
	movl	872(%r14,%rbx,4), %edx
	testl	%edx, %edx
	je	.L1971
	xorl	%r13d, %r13d
	leaq	64(%rsp), %rdx
	leaq	112(%rsp), %rcx
	jmp	.L1980
	.p2align 4,,10
	.p2align 3
.L1995:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
	movq	88(%r15,%r13,8), %rax
	testq	%rax, %rax
	js	.L1974
.L1996:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1975:
	pxor	%xmm0, %xmm0
	cvtsi2sdl	%r13d, %xmm0
	movsd	%xmm0, (%rdx,%r13,8)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	jbe	.L1976
	comisd	%xmm0, %xmm1
	ja	.L1993
.L1976:
	pxor	%xmm3, %xmm3
	movq	.LC389(%rip), %rax
	comisd	%xmm3, %xmm1
	movq	%rax, %xmm0
	ja	.L1979
	cmpltsd	%xmm2, %xmm3
	movsd	.LC390(%rip), %xmm0
	pxor	%xmm4, %xmm4
	andpd	%xmm3, %xmm0
	andnpd	%xmm4, %xmm3
	orpd	%xmm3, %xmm0
.L1979:
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	je	.L1994
.L1980:
	movq	8(%r14,%r13,8), %rax
	testq	%rax, %rax
	jns	.L1995
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	movq	88(%r15,%r13,8), %rax
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	testq	%rax, %rax
	jns	.L1996
.L1974:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1975
	.p2align 4,,10
	.p2align 3
.L1993:
	divsd	%xmm2, %xmm1
	movq	%rdx, 16(%rsp)
	movq	%rcx, 8(%rsp)
	movapd	%xmm1, %xmm0
	call	log10@PLT
	movq	.LC389(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movsd	.LC390(%rip), %xmm1
	call	fmax@PLT
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rdx
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	jne	.L1980
.L1994:
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
	leaq	.LC387(%rip), %rsi
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
	jne	.L1982
.L1992:
	movq	%rbp, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC383(%rip), %rdi
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
.LFE237:
	.size	score_writer, .-score_writer
	.section	.rodata.str1.1
.LC395:
	.string	"ok %s\n"
.LC396:
	.string	"%s"
.LC397:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB308:
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
	je	.L2009
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2002:
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
	jc	.L2002
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC396(%rip), %rdx
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
.L2005:
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
	jc	.L2005
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC396(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC397(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L1997:
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
.L2009:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC395(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L1997
	.cfi_endproc
.LFE308:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC398:
	.string	"parse_time '%s'%s"
.LC399:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB309:
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
	jne	.L2016
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC399(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC398(%rip), %rdx
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
.L2016:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC11(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC398(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L2017
.L2013:
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
.L2017:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L2013
	.cfi_endproc
.LFE309:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.1
.LC400:
	.string	"RESULT set=%s"
.LC401:
	.string	" n=%lu"
.LC402:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC403:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB203:
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
	leaq	.LC402(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC400(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC401(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L2019:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2019
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
.L2022:
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
	jc	.L2022
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC396(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L2023
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
.L2023:
	movq	%rbx, %rdi
	leaq	.LC192(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC403(%rip), %rdi
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
.LFE203:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.1
.LC404:
	.string	"open"
.LC405:
	.string	"closed"
.LC406:
	.string	",closed-form"
.LC407:
	.string	"%s-%s"
.LC408:
	.string	"%s loop: sent %lu of %lu"
.LC409:
	.string	", %lu never sent"
.LC410:
	.string	", %lu dropped"
.LC411:
	.string	", %lu timed out (%s %%)"
.LC412:
	.string	", %lu rejected (%s %%)"
.LC413:
	.string	"; %.1f a second, of %.1f\n"
	.section	.rodata.str1.8
	.align 8
.LC414:
	.string	"RESULT timeouts client=%s count=%lu share_pct=%s\n"
	.align 8
.LC415:
	.string	"RESULT errors client=%s count=%lu share_pct=%s\n"
	.align 8
.LC416:
	.string	"RESULT rate client=%s intended=%lu sent=%lu never_sent=%lu dropped=%lu intended_per_s=%.1f achieved_per_s=%.1f\n"
	.align 8
.LC417:
	.string	"RESULT omissions checked_against=reference%s checks=%lu\n"
	.align 8
.LC418:
	.string	"(us; the faults' walks, once each; p99 beside the truth's %s us:"
	.section	.rodata.str1.1
.LC419:
	.string	" %s %s"
.LC420:
	.string	" times)"
	.text
	.p2align 4
	.type	print_omissions, @function
print_omissions:
.LFB284:
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
	jbe	.L2092
	cmpq	%rdx, %rsi
	jnb	.L2092
	subq	$1, %rax
	js	.L2031
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2032:
	mulsd	.LC28(%rip), %xmm0
	subq	%rsi, %rdx
	js	.L2033
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L2034:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L2030
.L2092:
	movq	$0x000000000, 32(%rsp)
.L2030:
	cmpq	$0, 16(%rsp)
	je	.L2029
	xorl	%eax, %eax
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L2041:
	cmpl	$1, %eax
	jle	.L2138
	cmpl	$3, %eax
	jle	.L2139
	cmpq	$0, 248(%r14)
	movl	$1, %edx
	jne	.L2039
	movl	272(%r14), %r8d
	testl	%r8d, %r8d
	jne	.L2039
	xorl	%edx, %edx
	cmpq	$0, 280(%r14)
	setne	%dl
.L2039:
	addl	$1, %eax
	addl	%edx, %esi
	cmpl	$7, %eax
	jne	.L2041
	testl	%ebp, %ebp
	je	.L2140
.L2043:
	movl	%esi, 40(%rsp)
	xorl	%r13d, %r13d
	xorl	%ebx, %ebx
	movl	%ebp, 8(%rsp)
.L2055:
	movq	16(%rsp), %rax
	xorl	%r15d, %r15d
	leaq	(%rax,%r13), %r12
	.p2align 4,,10
	.p2align 3
.L2057:
	cmpq	$1, %r15
	jbe	.L2141
	cmpq	$3, %r15
	jbe	.L2142
	testl	%ebx, %ebx
	je	.L2048
	cmpq	$0, 248(%r14)
	je	.L2049
.L2052:
	cmpq	$6, %r15
	je	.L2050
	leaq	OSET_NAME(%rip), %rax
	leaq	.LC404(%rip), %rcx
	movq	(%rax,%r15,8), %r8
.L2051:
	leaq	112(%rsp), %rbp
	leaq	.LC407(%rip), %rdx
	movl	$40, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
.L2053:
	movl	8(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L2143
	movl	$16, %edi
	movq	%r12, %rdx
	movq	%rbp, %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
.L2048:
	addq	$1, %r15
	addq	$80, %r12
	cmpq	$7, %r15
	jne	.L2057
	addq	$560, %r13
	testl	%ebx, %ebx
	jne	.L2144
	movl	$1, %ebx
	jmp	.L2055
	.p2align 4,,10
	.p2align 3
.L2141:
	cmpq	$0, 216(%r14)
	je	.L2136
.L2045:
	leaq	OSET_NAME(%rip), %rax
	testl	%ebx, %ebx
	leaq	.LC404(%rip), %rcx
	movq	(%rax,%r15,8), %r8
	leaq	.LC405(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L2051
	.p2align 4,,10
	.p2align 3
.L2142:
	movl	224(%r14), %edi
	testl	%edi, %edi
	jne	.L2045
.L2136:
	addq	$1, %r15
	addq	$80, %r12
	jmp	.L2057
	.p2align 4,,10
	.p2align 3
.L2143:
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	print_result_set
	jmp	.L2048
	.p2align 4,,10
	.p2align 3
.L2138:
	xorl	%edx, %edx
	cmpq	$0, 216(%r14)
	setne	%dl
	addl	$1, %eax
	leal	(%rsi,%rdx,2), %esi
	jmp	.L2041
	.p2align 4,,10
	.p2align 3
.L2139:
	movl	224(%r14), %edx
	addl	$1, %eax
	leal	(%rsi,%rdx,2), %esi
	jmp	.L2041
	.p2align 4,,10
	.p2align 3
.L2049:
	movl	272(%r14), %esi
	testl	%esi, %esi
	jne	.L2052
	cmpq	$0, 280(%r14)
	jne	.L2052
	jmp	.L2048
	.p2align 4,,10
	.p2align 3
.L2050:
	movl	$6775148, 112(%rsp)
	leaq	112(%rsp), %rbp
	jmp	.L2053
	.p2align 4,,10
	.p2align 3
.L2154:
	movl	44(%rsp), %esi
	testl	%ebp, %ebp
	jne	.L2145
	testl	%esi, %esi
	jne	.L2146
.L2029:
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
.L2144:
	.cfi_restore_state
	movl	40(%rsp), %esi
	movq	16(%rsp), %rax
	movl	%ebx, 40(%rsp)
	xorl	%r13d, %r13d
	leaq	.LC405(%rip), %r10
	movl	8(%rsp), %ebp
	leaq	.LC416(%rip), %r12
	movl	%esi, 44(%rsp)
	leaq	1120(%rax), %r15
	movq	%r10, %rbx
.L2071:
	movq	8(%r15), %rax
	movq	56(%r15), %rdx
	movq	48(%r15), %rcx
	cmpq	$1, %rax
	jbe	.L2097
	cmpq	%rdx, %rcx
	jnb	.L2097
	movq	%rax, %rsi
	subq	$1, %rsi
	js	.L2059
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2060:
	movsd	.LC28(%rip), %xmm1
	mulsd	%xmm0, %xmm1
	subq	%rcx, %rdx
	js	.L2061
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2062:
	divsd	%xmm0, %xmm1
	movsd	%xmm1, 8(%rsp)
	testl	%ebp, %ebp
	jne	.L2063
.L2151:
	movq	(%r15), %rcx
	movq	%rax, %rdx
	movq	%rbx, %rsi
	leaq	.LC408(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L2147
.L2064:
	movq	24(%r15), %rsi
	testq	%rsi, %rsi
	jne	.L2148
.L2065:
	cmpq	$0, 216(%r14)
	jne	.L2149
.L2066:
	cmpl	$0, 224(%r14)
	jne	.L2150
.L2067:
	movsd	32(%rsp), %xmm1
	movsd	8(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC413(%rip), %rdi
	call	printf@PLT
	jmp	.L2068
	.p2align 4,,10
	.p2align 3
.L2097:
	movq	$0x000000000, 8(%rsp)
	testl	%ebp, %ebp
	je	.L2151
.L2063:
	cmpq	$0, 216(%r14)
	jne	.L2152
.L2069:
	movl	224(%r14), %edx
	testl	%edx, %edx
	jne	.L2153
.L2070:
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
.L2068:
	addq	$64, %r15
	leaq	.LC404(%rip), %rbx
	cmpl	$1, %r13d
	je	.L2154
	movl	40(%rsp), %r13d
	jmp	.L2071
.L2059:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2060
.L2146:
	movq	24(%rsp), %rax
	leaq	48(%rsp), %rdi
	movq	136(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC418(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rax
	leaq	584(%rax), %rbp
.L2075:
	movq	%rbp, %rbx
	xorl	%r12d, %r12d
	movl	%r13d, %r15d
	.p2align 4,,10
	.p2align 3
.L2090:
	cmpq	$1, %r12
	jbe	.L2155
	cmpq	$3, %r12
	jbe	.L2156
	testl	%r15d, %r15d
	je	.L2080
	cmpq	$0, 248(%r14)
	jne	.L2086
	cmpl	$0, 272(%r14)
	jne	.L2086
	cmpq	$0, 280(%r14)
	je	.L2087
	.p2align 4,,10
	.p2align 3
.L2086:
	cmpq	$6, %r12
	jne	.L2082
.L2084:
	subq	$560, %rbp
	xorl	%r13d, %r13d
	jmp	.L2075
.L2031:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2032
	.p2align 4,,10
	.p2align 3
.L2155:
	cmpq	$0, 216(%r14)
	je	.L2137
.L2077:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	80(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	testl	%r15d, %r15d
	leaq	.LC404(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r12,8), %r8
	leaq	.LC405(%rip), %rax
	cmove	%rax, %rcx
.L2088:
	leaq	112(%rsp), %r13
	leaq	.LC407(%rip), %rdx
	movl	$40, %esi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	8(%rsp), %rdx
	movq	%r13, %rsi
	xorl	%eax, %eax
	leaq	.LC419(%rip), %rdi
	call	printf@PLT
.L2087:
	addq	$1, %r12
	addq	$80, %rbx
	cmpq	$7, %r12
	jne	.L2090
	testl	%r15d, %r15d
	jne	.L2084
.L2085:
	leaq	.LC420(%rip), %rdi
	call	puts@PLT
	movq	16(%rsp), %rsi
	xorl	%edx, %edx
	movq	%r14, %rdi
	call	print_mm1k
	jmp	.L2029
	.p2align 4,,10
	.p2align 3
.L2156:
	movl	224(%r14), %eax
	testl	%eax, %eax
	jne	.L2077
.L2137:
	addq	$1, %r12
	addq	$80, %rbx
	jmp	.L2090
	.p2align 4,,10
	.p2align 3
.L2080:
	addq	$1, %r12
	addq	$80, %rbx
	cmpq	$7, %r12
	jne	.L2090
	jmp	.L2085
.L2153:
	movq	40(%r15), %rsi
	leaq	48(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	40(%r15), %rdx
	movq	%rbx, %rsi
	leaq	.LC415(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r15), %rax
	jmp	.L2070
.L2152:
	movq	32(%r15), %rsi
	leaq	48(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	32(%r15), %rdx
	movq	%rbx, %rsi
	leaq	.LC414(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r15), %rax
	jmp	.L2069
.L2061:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2062
.L2140:
	movl	$10, %edi
	movl	%esi, 8(%rsp)
	call	putchar@PLT
	movl	8(%rsp), %esi
	testl	%esi, %esi
	je	.L2043
	movl	$16, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movl	8(%rsp), %esi
	jmp	.L2043
.L2033:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2034
.L2082:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	80(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	leaq	.LC404(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r12,8), %r8
	jmp	.L2088
.L2145:
	movq	16(%rsp), %rsi
	movq	%r14, %rdi
	movl	$1, %edx
	call	print_mm1k
	movq	24(%rsp), %rax
	leaq	.LC11(%rip), %rsi
	leaq	.LC417(%rip), %rdi
	cmpl	$0, 400(%rax)
	movq	408(%rax), %rdx
	leaq	.LC406(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2029
.L2147:
	leaq	.LC409(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2064
.L2150:
	movq	8(%r15), %rdx
	movq	40(%r15), %rsi
	leaq	48(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	40(%r15), %rsi
	leaq	.LC412(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2067
.L2149:
	movq	8(%r15), %rdx
	movq	32(%r15), %rsi
	leaq	48(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	32(%r15), %rsi
	leaq	.LC411(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2066
.L2148:
	leaq	.LC410(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2065
	.cfi_endproc
.LFE284:
	.size	print_omissions, .-print_omissions
	.section	.rodata.str1.1
.LC421:
	.string	"open: from the intended send"
.LC422:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC424:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC425:
	.string	"due time (ms)"
.LC426:
	.string	"%d"
	.text
	.p2align 4
	.type	first_second_writer, @function
first_second_writer:
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
	movapd	.LC423(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L2158
	testq	%rax, %rax
	je	.L2158
	testq	%rbx, %rbx
	je	.L2187
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L2164
	.p2align 4,,10
	.p2align 3
.L2189:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2163:
	divsd	.LC377(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L2188
.L2164:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L2189
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2163
	.p2align 4,,10
	.p2align 3
.L2188:
	movsd	.LC378(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L2160:
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
	ja	.L2190
.L2165:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC382(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC424(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC379(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rsi
	leaq	.LC425(%rip), %rdx
	movq	%r13, %rdi
	leaq	.LC380(%rip), %rcx
	movq	%rsi, 24(%rsp)
	call	svg_axes
	popq	%rax
	.cfi_def_cfa_offset 152
	popq	%rdx
	.cfi_def_cfa_offset 144
	leaq	48(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L2166:
	movl	%ebx, %ecx
	leaq	.LC426(%rip), %rdx
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
	mulsd	.LC40(%rip), %xmm1
	addsd	.LC41(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L2166
	movq	(%rsp), %r11
	movsd	.LC377(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L2167:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L2180
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L2176
	.p2align 4,,10
	.p2align 3
.L2192:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L2191
.L2170:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L2174
.L2186:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2173:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L2180
.L2176:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L2192
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
	jne	.L2170
.L2191:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L2186
.L2174:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2173
	.p2align 4,,10
	.p2align 3
.L2180:
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
	leaq	.LC421(%rip), %rcx
	leaq	.LC422(%rip), %rax
	movl	$120, %r8d
	leaq	.LC387(%rip), %rsi
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
	je	.L2178
	movq	.LC377(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L2167
	.p2align 4,,10
	.p2align 3
.L2178:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC383(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L2157:
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
.L2190:
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
	jmp	.L2165
.L2187:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L2160
.L2158:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L2157
	.cfi_endproc
.LFE240:
	.size	first_second_writer, .-first_second_writer
	.section	.rodata.str1.8
	.align 8
.LC427:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC428:
	.string	"stall (us, log scale)"
.LC429:
	.string	"p99 latency (ms)"
.LC430:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC431:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC432:
	.string	"#555555"
.LC433:
	.string	"theory, M/M/1 open p99"
	.section	.rodata.str1.8
	.align 8
.LC434:
	.string	"p99 against stall length (the load held fixed)"
	.section	.rodata.str1.1
.LC435:
	.string	"p99 against load"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB241:
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
	jne	.L2229
	testq	%r14, %r14
	je	.L2229
	movq	72(%rsp), %rax
	movq	%r15, 24(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%r12d, %r12d
	movq	%r13, 16(%rsp)
	movq	8(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L2203:
	movq	0(%r13,%r12,8), %rax
	testq	%rax, %rax
	js	.L2197
	movl	48(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L2241
.L2199:
	movsd	%xmm0, 0(%rbp,%r12,8)
	leaq	-240(%rbx), %r15
.L2202:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L2200
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2201:
	divsd	.LC377(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L2202
	addq	$1, %r12
	addq	$288, %rbx
	movsd	%xmm0, 136(%rsp)
	cmpq	%r14, %r12
	jb	.L2203
	movl	48(%rsp), %r10d
	movq	16(%rsp), %r13
	movq	24(%rsp), %r15
	testl	%r10d, %r10d
	je	.L2204
	pxor	%xmm0, %xmm0
	movq	.LC73(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 120(%rsp)
	ja	.L2205
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L2206:
	movl	$820, %edx
	leaq	.LC435(%rip), %rax
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
	leaq	.LC379(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 248
	popq	%rdx
	.cfi_def_cfa_offset 240
	leaq	.LC427(%rip), %rdx
	movq	$0x000000000, 8(%rsp)
.L2226:
	movq	80(%rsp), %rdi
	leaq	112(%rsp), %rsi
	leaq	.LC429(%rip), %rcx
	movq	%rsi, 88(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	8(%rsp), %xmm2
	jb	.L2242
	movl	48(%rsp), %r9d
	movsd	.LC62(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L2214
	movsd	.LC2(%rip), %xmm2
.L2214:
	movsd	8(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%rbp, 104(%rsp)
	leaq	144(%rsp), %rbx
	movsd	.LC40(%rip), %xmm7
	movq	80(%rsp), %rbp
	movq	%r13, 56(%rsp)
	leaq	.LC382(%rip), %r12
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
.L2216:
	testl	%r13d, %r13d
	je	.L2243
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 64(%rsp)
.L2240:
	leaq	.LC430(%rip), %rdx
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
	jnb	.L2216
	movq	104(%rsp), %rbp
.L2217:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	80(%rsp), %r12
	movl	$60, 64(%rsp)
	movq	%rax, 48(%rsp)
	movq	72(%rsp), %rax
	movq	%r13, 72(%rsp)
	addq	$24, %rax
	movq	%rax, 56(%rsp)
.L2212:
	movq	56(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L2220
	.p2align 4,,10
	.p2align 3
.L2245:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2219:
	divsd	.LC377(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L2244
.L2220:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L2245
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2219
	.p2align 4,,10
	.p2align 3
.L2200:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2201
	.p2align 4,,10
	.p2align 3
.L2197:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	48(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L2199
.L2241:
	movsd	%xmm1, 8(%rsp)
	divsd	.LC67(%rip), %xmm0
	call	log10@PLT
	movsd	8(%rsp), %xmm1
	jmp	.L2199
	.p2align 4,,10
	.p2align 3
.L2204:
	movsd	0(%rbp), %xmm0
	movq	.LC61(%rip), %xmm4
	movsd	.LC60(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L2207
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
.L2207:
	movsd	-8(%rbp,%r13), %xmm2
	movsd	%xmm0, 8(%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L2208
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
.L2208:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 112(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2209
	movsd	.LC2(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L2210:
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC434(%rip), %rax
	movsd	%xmm0, 136(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 248
	leaq	.LC379(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 248
	leaq	.LC428(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 240
	jmp	.L2226
	.p2align 4,,10
	.p2align 3
.L2244:
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
.L2221:
	movsd	(%r15,%r13,8), %xmm1
	divsd	40(%rsp), %xmm1
	movsd	0(%rbp,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC38(%rip), %xmm1
	subsd	8(%rsp), %xmm0
	divsd	16(%rsp), %xmm0
	leaq	.LC431(%rip), %rsi
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
	jb	.L2221
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movl	$120, %r8d
	movl	$92, %edx
	movq	56(%rsp), %r13
	leaq	.LC387(%rip), %rsi
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
	jne	.L2212
	movq	96(%rsp), %r12
	testq	%r12, %r12
	je	.L2223
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L2224:
	movsd	40(%rsp), %xmm1
	movsd	(%r12,%rbx,8), %xmm0
	divsd	.LC377(%rip), %xmm0
	call	fmin@PLT
	movsd	%xmm0, (%r15,%rbx,8)
	addq	$1, %rbx
	cmpq	%r14, %rbx
	jb	.L2224
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movq	%r14, %r8
	movq	%r15, %rcx
	movq	%rbp, %rdx
	pushq	$1
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rbx
	leaq	.LC432(%rip), %r9
	movq	104(%rsp), %rsi
	movq	%rbx, %rdi
	call	svg_line
	leaq	.LC433(%rip), %rax
	movl	$114, %r9d
	movl	$120, %r8d
	movq	%rax, (%rsp)
	movl	$114, %ecx
	leaq	.LC35(%rip), %rax
	movl	$92, %edx
	pushq	$118
	.cfi_def_cfa_offset 264
	leaq	.LC387(%rip), %rsi
	movq	%rbx, %rdi
	pushq	$126
	.cfi_def_cfa_offset 272
	pushq	%rax
	.cfi_def_cfa_offset 280
	leaq	.LC432(%rip), %rax
	pushq	%rax
	.cfi_def_cfa_offset 288
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	.cfi_def_cfa_offset 240
.L2223:
	movq	80(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC383(%rip), %rdi
	call	fwrite@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L2193:
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
.L2243:
	.cfi_restore_state
	movq	.LC62(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 64(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L2240
.L2205:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC378(%rip), %xmm2
	movsd	.LC66(%rip), %xmm3
	movsd	.LC60(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L2246
.L2228:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 40(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L2206
.L2246:
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
	jmp	.L2228
.L2209:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm1
	movsd	.LC378(%rip), %xmm2
	movq	.LC61(%rip), %xmm4
	movq	.LC60(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L2227
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
.L2227:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 40(%rsp)
	jmp	.L2210
.L2242:
	movq	%r13, %xmm5
	subsd	8(%rsp), %xmm5
	movsd	.LC40(%rip), %xmm7
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	.LC41(%rip), %xmm5
	movsd	%xmm5, 32(%rsp)
	jmp	.L2217
.L2229:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L2193
	.cfi_endproc
.LFE241:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.8
	.align 8
.LC436:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB136:
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
	je	.L2259
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2252:
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
	jc	.L2252
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC396(%rip), %rdx
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
.L2255:
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
	jc	.L2255
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC396(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC436(%rip), %rdi
	call	printf@PLT
.L2247:
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
.L2259:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L2247
	.cfi_endproc
.LFE136:
	.size	check, .-check
	.section	.rodata.str1.1
.LC437:
	.string	"sum_ns"
	.text
	.p2align 4
	.type	check_summary, @function
check_summary:
.LFB196:
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
.L2261:
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
	jne	.L2261
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
	leaq	.LC437(%rip), %rcx
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
.LFE196:
	.size	check_summary, .-check_summary
	.section	.rodata.str1.1
.LC438:
	.string	"scored"
.LC439:
	.string	"interval_ns"
	.text
	.p2align 4
	.type	check_score, @function
check_score:
.LFB197:
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
	leaq	.LC296(%rip), %rsi
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	call	check_summary
	jmp	.L2266
	.p2align 4,,10
	.p2align 3
.L2265:
	addq	$4, %r15
	addq	$80, %r14
	cmpq	$908, %r15
	je	.L2269
.L2266:
	leaq	-1744+METHOD_NAME(%rip), %rax
	movslq	(%rbx,%r15), %r8
	xorl	%esi, %esi
	movq	%r13, %rdi
	movq	(%rax,%r15,2), %rbp
	movslq	(%r12,%r15), %rax
	leaq	.LC438(%rip), %rcx
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
	leaq	.LC439(%rip), %rcx
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
	je	.L2265
	movl	(%r12,%r15), %eax
	testl	%eax, %eax
	je	.L2265
	leaq	(%r12,%r14), %rcx
	leaq	(%rbx,%r14), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	call	check_summary
	jmp	.L2265
	.p2align 4,,10
	.p2align 3
.L2269:
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
.LFE197:
	.size	check_score, .-check_score
	.section	.rodata.str1.1
.LC440:
	.string	"corrected"
.LC441:
	.string	"stalls"
.LC442:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB137:
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
.L2271:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L2272:
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
	jne	.L2272
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
	leaq	.LC437(%rip), %rcx
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
	jne	.L2271
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC3(%rip), %rcx
	leaq	.LC441(%rip), %r13
	leaq	.LC405(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC440(%rip), %rdx
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
	leaq	.LC404(%rip), %r13
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
.LFE137:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.1
.LC443:
	.string	"sent"
.LC444:
	.string	"never_sent"
.LC445:
	.string	"dropped"
.LC446:
	.string	"timeouts"
.LC447:
	.string	"intended"
.LC448:
	.string	"errors"
.LC449:
	.string	"first_send_ns"
.LC450:
	.string	"last_send_ns"
.LC451:
	.string	"batch_sent"
.LC452:
	.string	"batch_errors"
	.text
	.p2align 4
	.type	check_omitted, @function
check_omitted:
.LFB175:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC405(%rip), %rax
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
.L2303:
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
.L2296:
	cmpl	$1, %r12d
	jle	.L2323
	cmpl	$3, %r12d
	jle	.L2324
	movl	40(%rsp), %esi
	testl	%esi, %esi
	je	.L2285
	movq	96(%rsp), %rax
	cmpq	$0, 248(%rax)
	jne	.L2289
	movq	96(%rsp), %rax
	movl	272(%rax), %edx
	testl	%edx, %edx
	jne	.L2289
	cmpq	$0, 280(%rax)
	je	.L2285
	.p2align 4,,10
	.p2align 3
.L2289:
	movl	104(%rsp), %ecx
	testl	%ecx, %ecx
	je	.L2325
	testb	$2, 104(%rsp)
	je	.L2285
	cmpl	$6, %r12d
	jne	.L2285
.L2291:
	leaq	288(%rsp), %rax
	movl	$6775148, 288(%rsp)
	movq	%rax, 8(%rsp)
.L2293:
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
.L2294:
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
	jne	.L2294
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
	leaq	.LC437(%rip), %rcx
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	40(%rsp), %rdx
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
.L2285:
	addl	$1, %r12d
	addq	$8, 32(%rsp)
	addq	$80, %rbp
	addq	$80, %rbx
	cmpl	$7, %r12d
	jne	.L2296
	movl	104(%rsp), %r9d
	movq	136(%rsp), %r12
	testl	%r9d, %r9d
	je	.L2297
	movl	40(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L2326
	movl	104(%rsp), %r11d
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	movl	%r11d, %ebx
	andl	$2, %ebx
	testb	$1, %r11b
	jne	.L2300
	testl	%ebx, %ebx
	jne	.L2301
.L2276:
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
.L2323:
	.cfi_restore_state
	movq	96(%rsp), %rax
	cmpq	$0, 216(%rax)
	je	.L2290
	movl	104(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L2281
	movl	40(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L2327
.L2290:
	addq	$8, 32(%rsp)
	addl	$1, %r12d
	addq	$80, %rbp
	addq	$80, %rbx
	jmp	.L2296
	.p2align 4,,10
	.p2align 3
.L2325:
	cmpl	$6, %r12d
	je	.L2291
.L2281:
	movq	32(%rsp), %rax
	movq	56(%rsp), %rcx
	leaq	288(%rsp), %rdi
	leaq	.LC407(%rip), %rdx
	movl	$40, %esi
	movq	%rdi, 8(%rsp)
	movq	(%rax), %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2293
	.p2align 4,,10
	.p2align 3
.L2324:
	movq	96(%rsp), %rax
	movl	224(%rax), %r8d
	testl	%r8d, %r8d
	je	.L2290
	movl	104(%rsp), %edi
	testl	%edi, %edi
	je	.L2281
	movl	40(%rsp), %eax
	testl	%eax, %eax
	je	.L2290
	jmp	.L2285
	.p2align 4,,10
	.p2align 3
.L2327:
	testb	$1, 104(%rsp)
	jne	.L2281
	jmp	.L2285
	.p2align 4,,10
	.p2align 3
.L2297:
	movq	120(%rsp), %rbx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	leaq	.LC447(%rip), %rcx
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
	leaq	.LC443(%rip), %rcx
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
	leaq	.LC444(%rip), %rcx
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
	leaq	.LC445(%rip), %rcx
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
	leaq	.LC446(%rip), %rcx
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
	leaq	.LC448(%rip), %rcx
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
	leaq	.LC449(%rip), %rcx
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
	leaq	.LC450(%rip), %rcx
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
	je	.L2321
.L2299:
	leaq	.LC404(%rip), %rax
	movl	$1, 40(%rsp)
	movq	%rax, 56(%rsp)
	jmp	.L2303
.L2300:
	movq	1216(%r12), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movl	%r11d, 8(%rsp)
	leaq	.LC446(%rip), %rcx
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
	jne	.L2301
.L2302:
	testl	%r11d, %r11d
	jne	.L2276
.L2313:
	leaq	.LC451(%rip), %r13
	movq	%r12, 32(%rsp)
	movl	$1248, %r14d
	leaq	.LC404(%rip), %rbx
	movq	%r13, 40(%rsp)
	leaq	.LC452(%rip), %rbp
	movq	%r15, 8(%rsp)
	movq	112(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L2305:
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
	jne	.L2305
	jmp	.L2276
.L2301:
	movq	1192(%r12), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movl	%r11d, 8(%rsp)
	leaq	.LC443(%rip), %rcx
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
	leaq	.LC444(%rip), %rcx
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
	leaq	.LC445(%rip), %rcx
	movq	%r14, %rdx
	pushq	%rax
	.cfi_def_cfa_offset 416
	call	check
	popq	%rsi
	.cfi_def_cfa_offset 408
	popq	%rdi
	.cfi_def_cfa_offset 400
	movl	8(%rsp), %r11d
	jmp	.L2302
.L2326:
	addq	$560, 128(%rsp)
	addq	$64, %r12
	jmp	.L2299
.L2321:
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	jmp	.L2313
	.cfi_endproc
.LFE175:
	.size	check_omitted, .-check_omitted
	.section	.rodata.str1.1
.LC453:
	.string	" (the trace's mean)"
.LC454:
	.string	"for the trace"
.LC455:
	.string	"for the corrected trace"
.LC456:
	.string	"checking the trace"
.LC457:
	.string	"trace"
	.section	.rodata.str1.8
	.align 8
.LC458:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC459:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC460:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC461:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC462:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC463:
	.string	"recorded"
.LC464:
	.string	"ratio"
.LC465:
	.string	"\n%-10s %9s"
.LC466:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC467:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC468:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC469:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC470:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC471:
	.string	"recorded.hgrm"
.LC472:
	.string	"corrected.hgrm"
.LC473:
	.string	"percentiles.svg"
	.section	.text.unlikely,"ax",@progbits
.LCOLDB475:
	.text
.LHOTB475:
	.p2align 4
	.type	run_correct, @function
run_correct:
.LFB300:
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
	je	.L2371
	movl	176(%r12), %r11d
	movq	%rax, %r13
	testl	%r11d, %r11d
	je	.L2331
	testq	%rbx, %rbx
	je	.L2332
	movq	%rbp, %rax
	addq	%rbp, %rdx
	xorl	%esi, %esi
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L2333:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L2333
	movq	$1, 8(%rsp)
	xorl	%eax, %eax
	movq	%rdi, %rcx
	cmpq	%rbx, %rsi
	sbbq	%rax, %rcx
	jnc	.L2372
.L2331:
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
	jne	.L2373
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
	je	.L2374
.L2336:
	leaq	.LC456(%rip), %rsi
	call	cannot
	movl	%eax, %r12d
.L2335:
	movq	%r14, %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	movq	%r13, %rdi
	call	free@PLT
.L2328:
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
.L2374:
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
	jne	.L2336
	movq	16(%rsp), %rdi
	movl	32(%rsp), %edx
	leaq	640(%rsp), %rcx
	movq	%r15, %rsi
	movq	%rcx, 80(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2336
	cmpq	$0, 48(%rsp)
	je	.L2339
	movq	480(%rsp), %rcx
	cmpq	$16777216, %rcx
	jbe	.L2339
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	leaq	.LC457(%rip), %rdx
	leaq	.LC458(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r12d
	call	fprintf@PLT
	jmp	.L2335
.L2373:
	leaq	.LC455(%rip), %rsi
	movl	%eax, %edi
	leaq	240(%rsp), %r14
	call	cannot
	movl	%eax, %r12d
	leaq	272(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L2335
.L2372:
	movq	%rsi, %rax
	movq	%rbx, %rdx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	%rax, 8(%rsp)
	jmp	.L2331
.L2339:
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
.L2340:
	leaq	names.9(%rip), %rax
	xorl	%r14d, %r14d
	movq	%r15, %rbx
	movq	(%rax,%r15), %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L2341:
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
	jne	.L2341
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
	leaq	.LC437(%rip), %rcx
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
	je	.L2342
	movl	$8, %r15d
	jmp	.L2340
.L2342:
	movq	152(%rsp), %rbx
	leaq	.LC459(%rip), %rdi
	movq	136(%rsp), %r12
	movq	128(%rsp), %r13
	movq	144(%rsp), %rbp
	movq	160(%rsp), %r14
	call	puts@PLT
	movq	64(%rsp), %rdx
	movq	%rbx, %rcx
	xorl	%eax, %eax
	movq	56(%rsp), %rsi
	leaq	.LC460(%rip), %rdi
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
	jne	.L2375
	leaq	.LC11(%rip), %r12
	movq	%r12, %rdx
.L2343:
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
	leaq	.LC461(%rip), %rdi
	movq	64(%rsp), %rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC462(%rip), %rdi
	call	puts@PLT
	movl	$10, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movq	40(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC463(%rip), %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movq	24(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC440(%rip), %rsi
	call	print_row_w
	movq	%r12, %rdx
	leaq	.LC464(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC465(%rip), %rdi
	leaq	.LC466(%rip), %r12
	call	printf@PLT
	movq	%rbx, 32(%rsp)
	movq	%r15, %rbx
	movq	40(%rsp), %r15
	jmp	.L2350
.L2377:
	movq	24(%rsp), %rcx
	movq	(%rcx,%rbx), %rcx
	testq	%rcx, %rcx
	js	.L2345
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2346:
	testq	%rax, %rax
	js	.L2347
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2348:
	divsd	%xmm1, %xmm0
	comisd	.LC73(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L2344:
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$56, %rbx
	je	.L2376
.L2350:
	movq	(%r15,%rbx), %rax
	testq	%rax, %rax
	jne	.L2377
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L2344
.L2375:
	leaq	.LC453(%rip), %rdx
	leaq	.LC11(%rip), %r12
	jmp	.L2343
.L2347:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2348
.L2345:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2346
.L2376:
	leaq	.LC467(%rip), %rdi
	movq	32(%rsp), %rbx
	call	puts@PLT
	movq	40(%rsp), %rsi
	leaq	.LC463(%rip), %rdi
	call	print_result_set
	movq	24(%rsp), %rsi
	leaq	.LC440(%rip), %rdi
	call	print_result_set
	movq	8(%rsp), %rsi
	leaq	.LC468(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	184(%rsp), %r12
	xorl	%eax, %eax
	movq	176(%rsp), %rsi
	leaq	.LC469(%rip), %rdi
	movq	%r12, %rdx
	call	printf@PLT
	testq	%r12, %r12
	setne	%r12b
	cmpq	$0, 48(%rsp)
	movzbl	%r12b, %r12d
	je	.L2335
	movq	72(%rsp), %rdi
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%rbx, %rsi
	movq	424(%rsp), %xmm0
	leaq	352(%rsp), %r15
	movl	$2, 320(%rsp)
	rep stosl
	leaq	.LC470(%rip), %rax
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
	je	.L2378
.L2351:
	movl	$1, %r12d
.L2353:
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	376(%rsp), %rdi
	call	free@PLT
	jmp	.L2335
.L2378:
	leaq	376(%rsp), %rbx
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2351
	leaq	hgrm_writer(%rip), %rbp
	movq	48(%rsp), %rdi
	movq	%r15, %rcx
	leaq	.LC471(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L2351
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC472(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2351
	movq	80(%rsp), %rcx
	movq	48(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC473(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2351
	jmp	.L2353
.L2371:
	movq	stderr(%rip), %rdi
	leaq	.LC454(%rip), %rdx
	xorl	%eax, %eax
	movl	$1, %r12d
	leaq	.LC116(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2328
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	run_correct.cold, @function
run_correct.cold:
.LFSB300:
.L2332:
	.cfi_def_cfa_offset 784
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	ud2
	.cfi_endproc
.LFE300:
	.text
	.size	run_correct, .-run_correct
	.section	.text.unlikely
	.size	run_correct.cold, .-run_correct.cold
.LCOLDE475:
	.text
.LHOTE475:
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB72:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L2386
	testq	%r8, %r8
	je	.L2386
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
	jne	.L2379
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L2389
.L2381:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L2379:
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
.L2386:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L2389:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L2384
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L2382:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L2390
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L2381
	.p2align 4,,10
	.p2align 3
.L2384:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L2382
.L2390:
	movl	$1, 24(%rbx)
	jmp	.L2379
	.cfi_endproc
.LFE72:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	dist_score, @function
dist_score:
.LFB192:
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
	jne	.L2400
	movl	24(%rsp), %eax
	testl	%eax, %eax
	jne	.L2401
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	xorl	%r12d, %r12d
	movq	%rbp, %rdi
.L2395:
	movq	%r13, %rcx
	call	dist_summarise
	movl	%eax, %ebx
.L2394:
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
.L2400:
	.cfi_restore_state
	leaq	32(%rsp), %r14
	movq	%r12, %rsi
	movq	%rbp, %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	56(%rsp), %eax
	orl	24(%rsp), %eax
	movq	32(%rsp), %r12
	jne	.L2399
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	jmp	.L2395
	.p2align 4,,10
	.p2align 3
.L2401:
	xorl	%r12d, %r12d
.L2399:
	movl	$-1, %ebx
	jmp	.L2394
	.cfi_endproc
.LFE192:
	.size	dist_score, .-dist_score
	.section	.rodata.str1.8
	.align 8
.LC476:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC477:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC478:
	.string	"#2e8b57"
.LC479:
	.string	"#1f5fbf"
.LC480:
	.string	"closed: one sample of %s us"
.LC481:
	.string	"open: %lu requests delayed"
.LC482:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC483:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB239:
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
	jb	.L2403
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L2403:
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
	js	.L2404
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2405:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L2406
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L2407:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L2457
	cmpq	$0, -368(%rbp)
	je	.L2457
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L2411
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2412:
	subsd	%xmm2, %xmm0
	movsd	.LC377(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L2413
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2414:
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
	js	.L2415
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L2416:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC377(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L2455
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L2420
	.p2align 4,,10
	.p2align 3
.L2473:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2419:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC377(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L2472
.L2420:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L2473
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2419
	.p2align 4,,10
	.p2align 3
.L2472:
	movsd	.LC378(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L2417:
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
	ja	.L2474
.L2421:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC377(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L2422
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2423:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC476(%rip), %rdx
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
	leaq	.LC379(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC380(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC477(%rip), %rdx
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
	movq	.LC377(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L2475
.L2424:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L2476
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC382(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L2430:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC61(%rip), %xmm0
	leaq	.LC430(%rip), %rdx
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
	movq	.LC377(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L2430
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L2431:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L2477
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
	jmp	.L2436
	.p2align 4,,10
	.p2align 3
.L2479:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2433:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L2434
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2435:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L2478
.L2436:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L2479
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2433
	.p2align 4,,10
	.p2align 3
.L2434:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2435
	.p2align 4,,10
	.p2align 3
.L2478:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC482(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC377(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L2480
.L2451:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L2444
	.p2align 4,,10
	.p2align 3
.L2482:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2441:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L2442
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2443:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L2481
.L2444:
	testq	%rdx, %rdx
	jns	.L2482
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2441
	.p2align 4,,10
	.p2align 3
.L2442:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2443
	.p2align 4,,10
	.p2align 3
.L2481:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC478(%rip), %r9
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
	movq	.LC377(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L2439
.L2438:
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
	jmp	.L2450
	.p2align 4,,10
	.p2align 3
.L2483:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L2447:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L2448
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L2449:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L2439
.L2450:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L2483
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2447
	.p2align 4,,10
	.p2align 3
.L2448:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2449
	.p2align 4,,10
	.p2align 3
.L2477:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC482(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC377(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L2451
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC478(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L2439:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC479(%rip), %r9
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
	leaq	.LC480(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC479(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC387(%rip), %rbx
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
	leaq	.LC481(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC482(%rip), %rax
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
	leaq	.LC483(%rip), %rdx
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
	leaq	.LC478(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC383(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L2402:
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
.L2475:
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
	jmp	.L2424
	.p2align 4,,10
	.p2align 3
.L2474:
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
	jmp	.L2421
	.p2align 4,,10
	.p2align 3
.L2422:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2423
	.p2align 4,,10
	.p2align 3
.L2415:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L2416
	.p2align 4,,10
	.p2align 3
.L2413:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2414
	.p2align 4,,10
	.p2align 3
.L2411:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2412
	.p2align 4,,10
	.p2align 3
.L2406:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L2407
	.p2align 4,,10
	.p2align 3
.L2404:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2405
	.p2align 4,,10
	.p2align 3
.L2455:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L2417
	.p2align 4,,10
	.p2align 3
.L2476:
	leaq	-240(%rbp), %r12
	jmp	.L2431
	.p2align 4,,10
	.p2align 3
.L2480:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC478(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC377(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L2438
.L2457:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L2402
	.cfi_endproc
.LFE239:
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
	je	.L2484
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L2514
.L2489:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L2515
	movq	56(%rbp), %rdx
.L2501:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L2495
.L2502:
	movq	$-1, %rax
.L2498:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L2484:
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
.L2506:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L2495:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L2502
	addq	%rdx, %rax
	jmp	.L2498
	.p2align 4,,10
	.p2align 3
.L2514:
	testq	%rax, %rax
	js	.L2487
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L2488:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999145100622, %rsi
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC44(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L2489
	comisd	.LC288(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L2489
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2516
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L2489
	.p2align 4,,10
	.p2align 3
.L2515:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L2493
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L2494:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999144771920, %rsi
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC44(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC2(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L2506
	comisd	.LC288(%rip), %xmm1
	jnb	.L2502
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2517
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L2501
	.p2align 4,,10
	.p2align 3
.L2487:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L2488
	.p2align 4,,10
	.p2align 3
.L2493:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L2494
	.p2align 4,,10
	.p2align 3
.L2517:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L2501
	.p2align 4,,10
	.p2align 3
.L2516:
	cvttsd2siq	%xmm1, %rax
	jmp	.L2489
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
	je	.L2519
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L2520
.L2531:
	leaq	24(%rbx), %rbp
.L2521:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2523
	movq	$-1, (%rbx)
.L2524:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L2526:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L2527:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2518
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L2528
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L2539
.L2528:
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
.L2519:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L2534
	cmpq	$0, 40(%rsi)
	je	.L2518
	.p2align 4,,10
	.p2align 3
.L2534:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L2521
	.p2align 4,,10
	.p2align 3
.L2520:
	cmpq	$0, 40(%rsi)
	jne	.L2531
.L2518:
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
.L2523:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L2524
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L2526
	.p2align 4,,10
	.p2align 3
.L2539:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L2527
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
	je	.L2541
	movq	160(%rsi), %rbp
.L2541:
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
.LFB122:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_start
	.cfi_endproc
.LFE122:
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
	je	.L2560
	movq	%rdi, %rbp
	movq	%r12, %rdi
	leaq	8(%rsp), %r15
	movq	%rsp, %r14
	call	service_of
	leaq	16(%rsp), %r13
	movq	%rax, %r12
	jmp	.L2550
	.p2align 4,,10
	.p2align 3
.L2561:
	movq	8(%rsp), %rax
	addq	(%rsp), %rax
	cmpq	%rax, %rbx
	jb	.L2549
	movq	32(%rsp), %rax
	movdqa	16(%rsp), %xmm1
	movq	%rax, 88(%rbp)
	movups	%xmm1, 72(%rbp)
.L2550:
	movdqu	72(%rbp), %xmm0
	movq	88(%rbp), %rax
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	movq	%rax, 32(%rsp)
	movaps	%xmm0, 16(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2561
.L2549:
	movq	88(%rbp), %rax
	movdqu	72(%rbp), %xmm2
	movq	%rax, 32(%rsp)
	movaps	%xmm2, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L2551:
	movq	%r15, %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2562
	movq	(%rsp), %rdx
	movq	8(%rsp), %rcx
	addq	%rdx, %rcx
	cmpq	%rcx, %rbx
	jnb	.L2551
	cmpq	%rdx, %rbx
	jnb	.L2555
	addq	%rbx, %r12
	cmpq	%r12, %rdx
	jnb	.L2547
	subq	%rdx, %r12
	movq	%rcx, %rbx
	jmp	.L2551
	.p2align 4,,10
	.p2align 3
.L2555:
	movq	%rcx, %rbx
	jmp	.L2551
	.p2align 4,,10
	.p2align 3
.L2562:
	addq	%rbx, %r12
.L2547:
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
.L2560:
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
.LFB128:
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
	je	.L2575
	movl	168(%rdi), %ebp
	xorl	%r15d, %r15d
	jmp	.L2573
	.p2align 4,,10
	.p2align 3
.L2565:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jnb	.L2564
	movq	192(%r14), %rax
	cmpq	184(%r14), %rax
	je	.L2564
	movq	176(%r14), %rdx
	leaq	1(%rax), %rsi
	movq	%rsi, 192(%r14)
	movq	216(%r14), %rsi
	movq	(%rdx,%rax,8), %r12
	cmpl	$2, %ebp
	je	.L2589
	cmpq	%r13, %rbx
	jb	.L2572
	cmpl	$1, %ebp
	jne	.L2572
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%r13
	movq	200(%r14), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
.L2572:
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
.L2571:
	movq	8(%rsp), %rax
	movq	%rbx, 208(%r14)
	cmpq	%rax, %r15
	jnb	.L2564
.L2573:
	movq	208(%r14), %rbx
	cmpl	$3, %ebp
	jne	.L2565
	cmpq	%r13, %rbx
	jnb	.L2566
	movq	(%rsp), %rax
	movq	144(%rax), %r12
	testq	%r12, %r12
	je	.L2568
	xorl	%r12d, %r12d
.L2567:
	movq	216(%r14), %rsi
	jmp	.L2572
	.p2align 4,,10
	.p2align 3
.L2589:
	cmpq	%rsi, %r12
	jnb	.L2572
	addq	$1, %rbx
	jmp	.L2571
	.p2align 4,,10
	.p2align 3
.L2568:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbx
	jb	.L2567
.L2564:
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
.L2566:
	.cfi_restore_state
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	200(%r14), %rax
	movq	(%rax,%rdx,8), %r12
	movq	(%rsp), %rax
	movq	144(%rax), %rax
	testq	%rax, %rax
	je	.L2568
	cmpq	%rax, %r12
	jb	.L2567
	jmp	.L2564
.L2575:
	xorl	%r15d, %r15d
	jmp	.L2564
	.cfi_endproc
.LFE128:
	.size	ref_walker_run, .-ref_walker_run
	.p2align 4
	.type	ref_walker_totals, @function
ref_walker_totals:
.LFB130:
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
	jne	.L2606
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L2595
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L2595
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L2595
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L2595:
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
.L2606:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L2607
.L2592:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L2593
	.p2align 4,,10
	.p2align 3
.L2608:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L2595
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
.L2593:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2608
	jmp	.L2595
	.p2align 4,,10
	.p2align 3
.L2607:
	movq	64(%rsi), %rax
	jmp	.L2592
	.cfi_endproc
.LFE130:
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
	jnb	.L2609
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
	jmp	.L2620
	.p2align 4,,10
	.p2align 3
.L2626:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L2612:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L2613
	movq	56(%r12), %rax
	addq	%r13, %rax
.L2613:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L2614:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2618
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L2615
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L2625
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L2618:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L2609
.L2620:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L2626
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L2612
	.p2align 4,,10
	.p2align 3
.L2625:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L2614
	.p2align 4,,10
	.p2align 3
.L2615:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L2609:
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
	je	.L2646
	leaq	16(%rdi), %rax
	movq	%rsi, 8(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 16(%rsp)
	jmp	.L2645
	.p2align 4,,10
	.p2align 3
.L2629:
	movq	120(%rbx), %rsi
	cmpq	136(%r12), %rsi
	jnb	.L2628
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L2628
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %r14
	cmpl	$2, %r15d
	jne	.L2649
	cmpq	%rdx, %r14
	jb	.L2632
.L2649:
	movq	%r14, %rbp
	cmpl	$1, %r15d
	jne	.L2631
	movq	128(%rbx), %rcx
	movq	104(%rbx), %rax
	movq	(%rax,%rcx,8), %rbp
	cmpq	%rbp, %r14
	cmovnb	%r14, %rbp
	.p2align 4,,10
	.p2align 3
.L2631:
	cmpq	%rdx, %rbp
	movl	8(%r12), %eax
	cmovnb	%rbp, %rdx
	movq	%rdx, %r11
	testl	%eax, %eax
	jne	.L2634
	movq	(%r12), %rcx
.L2635:
	cmpq	$0, 40(%r12)
	je	.L2659
	movq	16(%rsp), %rdi
	movq	%rcx, %rdx
	movq	%r11, %rsi
	call	serve_random
	movq	%rax, %rdx
.L2637:
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
.L2632:
	movq	128(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 120(%rbx)
	addq	$1, %rax
	cmpq	112(%rbx), %rax
	jne	.L2644
	xorl	%eax, %eax
.L2644:
	movq	%rax, 128(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L2628
.L2645:
	cmpl	$3, %r15d
	jne	.L2629
	movq	104(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	(%rax,%rcx,8), %r14
	movq	144(%r12), %rax
	testq	%rax, %rax
	je	.L2630
	cmpq	%rax, %r14
	jnb	.L2628
	movq	120(%rbx), %rsi
	movq	%r14, %rbp
	jmp	.L2631
	.p2align 4,,10
	.p2align 3
.L2659:
	movq	16(%rbx), %rax
	leaq	(%r11,%rcx), %rdx
	cmpq	%rdx, %rax
	jnb	.L2637
	movq	48(%r12), %r8
	cmpq	%rax, %r11
	jnb	.L2638
	addq	%r8, %rdx
.L2639:
	movq	56(%r12), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L2640
	movq	$-1, 16(%rbx)
	jmp	.L2637
	.p2align 4,,10
	.p2align 3
.L2634:
	movq	%r12, %rdi
	movq	%rdx, 24(%rsp)
	call	service_of
	movq	24(%rsp), %r11
	movq	%rax, %rcx
	jmp	.L2635
	.p2align 4,,10
	.p2align 3
.L2630:
	movq	120(%rbx), %rsi
	cmpq	136(%r12), %rsi
	jnb	.L2628
	movq	%r14, %rbp
	jmp	.L2631
.L2646:
	xorl	%r13d, %r13d
.L2628:
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
.L2640:
	.cfi_restore_state
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L2637
	movq	16(%rsp), %rdi
	movq	%r11, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L2637
	.p2align 4,,10
	.p2align 3
.L2638:
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %rdi
	cmpq	%rsi, %r11
	cmovb	%rdi, %rdx
	jmp	.L2639
	.cfi_endproc
.LFE59:
	.size	walk_run, .-walk_run
	.p2align 4
	.type	general_run, @function
general_run:
.LFB124:
	.cfi_startproc
	addq	$8, %rdi
	jmp	walk_run
	.cfi_endproc
.LFE124:
	.size	general_run, .-general_run
	.section	.rodata.str1.8
	.align 8
.LC484:
	.string	"bench: out of memory for %lu connections\n"
	.align 8
.LC485:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB145:
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
	movq	%r8, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$33144, %rsp
	.cfi_def_cfa_offset 33200
	leaq	208(%rsp), %rax
	movl	%esi, 28(%rsp)
	movq	%rdx, 40(%rsp)
	movl	%esi, %edx
	movq	%rdi, %rsi
	movq	%rax, %rdi
	movq	%r9, 56(%rsp)
	movq	%rax, 32(%rsp)
	call	walk_start
	testl	%eax, %eax
	jne	.L2690
	movq	33200(%rsp), %rax
	leaq	96(%rsp), %rbp
	movq	%rbx, %rsi
	leaq	368(%rsp), %rbx
	movq	%rbp, %rdi
	movq	$0, (%rax)
	movq	$0, (%r12)
	call	due_restart
	leaq	80(%rsp), %rax
	movq	%rax, (%rsp)
	leaq	72(%rsp), %rax
	movq	%rax, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L2671:
	xorl	%r14d, %r14d
	cmpl	$3, 28(%rsp)
	je	.L2688
	movq	96(%rsp), %rax
	movl	$4096, %esi
	movq	136(%rax), %rdx
	movq	104(%rsp), %rax
	movq	%rdx, %r14
	subq	%rax, %r14
	cmpq	%rsi, %r14
	cmova	%rsi, %r14
	cmpq	%rax, %rdx
	je	.L2688
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L2665:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%rbx,%r15,8)
	addq	$1, %r15
	cmpq	%r14, %r15
	jb	.L2665
.L2688:
	movq	%rbp, 16(%rsp)
	movq	%rbx, %r15
.L2669:
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%r15, 288(%rsp)
	movq	%r14, 296(%rsp)
	movq	$0, 304(%rsp)
	call	clock_gettime@PLT
	movq	40(%rsp), %rcx
	movq	(%r12), %rax
	movq	%r13, %rdx
	movq	88(%rsp), %r9
	movq	32(%rsp), %rdi
	imulq	$1000000000, 80(%rsp), %rbp
	leaq	(%rcx,%rax,8), %rsi
	subq	%rax, %rdx
	movq	%r9, 8(%rsp)
	call	walk_run
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %rbx
	call	clock_gettime@PLT
	movq	8(%rsp), %r9
	imulq	$1000000000, 80(%rsp), %rax
	movq	33200(%rsp), %rcx
	subq	%r9, %rax
	addq	88(%rsp), %rax
	subq	%rbp, %rax
	addq	%rax, (%rcx)
	movq	(%r12), %rax
	addq	%rbx, %rax
	movq	%rax, (%r12)
	cmpq	%r14, 304(%rsp)
	jb	.L2668
	cmpq	%r13, %rax
	jne	.L2667
	cmpl	$3, 28(%rsp)
	je	.L2691
.L2667:
	movq	%rbx, %r8
	movq	16(%rsp), %rbp
	movq	%r15, %rbx
	orq	%r14, %r8
	jne	.L2671
.L2670:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2672
	call	fclose@PLT
.L2672:
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
	.p2align 4,,10
	.p2align 3
.L2691:
	.cfi_restore_state
	movq	48(%rsp), %rsi
	movq	32(%rsp), %rdi
	movl	$1, %edx
	call	walk_run
	testq	%rax, %rax
	jne	.L2668
	orq	%rbx, %r14
	je	.L2670
	xorl	%r14d, %r14d
	jmp	.L2669
.L2668:
	movq	stderr(%rip), %rdi
	movq	%r13, %rdx
	leaq	.LC485(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L2690:
	movq	stderr(%rip), %rdi
	movq	160(%rbx), %rdx
	leaq	.LC484(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %edi
	call	exit@PLT
	.cfi_endproc
.LFE145:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB228:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r10
	pxor	%xmm0, %xmm0
	movl	$43, %ecx
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
	je	.L2709
	cmpl	$0, 152(%r10)
	jne	.L2709
	cmpl	$0, 72(%r10)
	movq	%rdx, %r12
	jne	.L2694
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2719
.L2694:
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
	jne	.L2710
	testq	%rax, %rax
	je	.L2710
	leaq	160(%rsp), %rbx
	leaq	48(%rsp), %r14
	movq	8(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L2695
	xorl	%ebx, %ebx
	cmpq	$0, 552(%rsp)
	je	.L2699
	.p2align 4,,10
	.p2align 3
.L2696:
	movq	16(%r12), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbx,8), %rbp
	addq	$1, %rbx
	call	due_next
	movq	%rax, 0(%rbp)
	cmpq	552(%rsp), %rbx
	jb	.L2696
.L2699:
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
	jnb	.L2720
	movq	16(%r12), %rcx
	movq	8(%r12), %r15
	movq	480(%rsp), %rdx
	jmp	.L2700
	.p2align 4,,10
	.p2align 3
.L2702:
	addq	$1, %rbx
	movq	%rbx, 32(%r12)
	cmpq	%rbx, %r14
	je	.L2701
.L2700:
	movq	(%r15,%rbx,8), %rax
	addq	(%rcx,%rbx,8), %rax
	cmpq	%rax, %rdx
	jnb	.L2702
	movq	%rbx, 40(%r12)
	movq	%rbx, %rbp
	cmpq	%r14, %rbx
	jb	.L2703
	jmp	.L2705
	.p2align 4,,10
	.p2align 3
.L2706:
	addq	$1, %rbp
	movq	%rbp, 40(%r12)
	cmpq	%rbp, %r14
	je	.L2705
.L2703:
	movq	8(%rsp), %rdi
	movq	(%r15,%rbp,8), %r13
	movq	%rbp, %rsi
	call	service_of
	cmpq	%r13, %rax
	jb	.L2706
.L2705:
	xorl	%eax, %eax
	cmpq	%r14, %rbx
	setnb	%al
	jmp	.L2692
.L2709:
	movl	$1, %eax
.L2692:
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
.L2719:
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
	jmp	.L2694
.L2720:
	movq	%rbx, 40(%r12)
	jmp	.L2705
.L2710:
	orl	$-1, %eax
	jmp	.L2692
.L2695:
	movq	stderr(%rip), %rdi
	movq	%rbx, %rdx
	leaq	.LC301(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L2701:
	movq	%r14, 40(%r12)
	jmp	.L2705
	.cfi_endproc
.LFE228:
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
.L2726:
	movq	(%rbx), %r13
	movq	16(%rbx), %r15
	testq	%r13, %r13
	je	.L2722
	testq	%r15, %r15
	je	.L2722
	movl	24(%rbp), %eax
	testl	%eax, %eax
	jne	.L2722
	movq	8(%rbp), %rsi
	movq	0(%rbp), %rdi
	cmpq	16(%rbp), %rsi
	je	.L2730
.L2723:
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
.L2722:
	addq	$8, %rbx
	cmpq	%rbx, %r12
	jne	.L2726
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
.L2730:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L2731
	movl	$512, %esi
	movl	$16, %ecx
.L2724:
	movq	%rdx, 8(%rsp)
	movq	%rcx, (%rsp)
	call	realloc@PLT
	movq	(%rsp), %rcx
	movq	8(%rsp), %rdx
	testq	%rax, %rax
	movq	%rax, %rdi
	je	.L2732
	movq	%rax, 0(%rbp)
	movq	8(%rbp), %rsi
	movq	%rcx, 16(%rbp)
	jmp	.L2723
	.p2align 4,,10
	.p2align 3
.L2731:
	leaq	(%rsi,%rsi), %rcx
	salq	$6, %rsi
	jmp	.L2724
.L2732:
	movl	$1, 24(%rbp)
	jmp	.L2722
	.cfi_endproc
.LFE84:
	.size	closed_form_open, .-closed_form_open
	.p2align 4
	.type	score_reference, @function
score_reference:
.LFB195:
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
	je	.L2734
	cmpq	$0, 48(%rsp)
	je	.L2734
	movq	%r13, %rcx
	testq	%r13, %r13
	je	.L2734
	testq	%rsi, %rsi
	je	.L2734
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
	jne	.L2821
.L2735:
	movq	16(%rsp), %rax
	movq	%r12, %r9
	xorl	%ebp, %ebp
	leaq	80(%rax), %r15
	movq	%r15, %r12
	jmp	.L2741
	.p2align 4,,10
	.p2align 3
.L2824:
	testq	%rdx, %rdx
	je	.L2759
	movq	16(%rsp), %rax
	movl	$1, 872(%rax,%rbp,4)
	cmpq	$1, %rbp
	je	.L2822
.L2742:
	movq	24(%r9), %rsi
	movq	24(%rsp), %rcx
	movq	%r12, %r8
	movq	%rbx, %rdi
	movq	%r9, (%rsp)
	call	dist_score
	movq	(%rsp), %r9
	testl	%eax, %eax
	jne	.L2820
.L2759:
	addq	$1, %rbp
	addq	$80, %r12
	cmpq	$7, %rbp
	je	.L2823
.L2741:
	movq	16(%rsp), %rax
	movq	800(%rax,%rbp,8), %rdx
	testq	%rbp, %rbp
	jne	.L2824
	movq	16(%rsp), %rax
	movl	$1, 872(%rax)
	jmp	.L2742
.L2823:
	movq	64(%rsp), %rax
	movq	%r9, %r12
	xorl	%r14d, %r14d
	movq	24(%r12), %r13
	movq	%r12, %rdi
	movq	24(%rax), %r9
	call	trace_runtime_ns
	cmpq	%r9, %r13
	jb	.L2760
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
.L2760:
	imulq	$1000, %r14, %rax
	movq	16(%rsp), %rdi
	movq	%rax, 856(%rdi)
	testq	%r13, %r13
	jne	.L2761
	leaq	160(%rsp), %r15
	leaq	640(%rdi), %rbp
	movl	$8, %ecx
	xorl	%eax, %eax
	movl	$1, 900(%rdi)
	movq	%r15, %rdi
	rep stosl
.L2762:
	cmpl	$0, 184(%rsp)
	jne	.L2788
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
	jne	.L2775
	movq	16(%rsp), %rax
	xorl	%r12d, %r12d
	movq	640(%rax), %r13
	testq	%r13, %r13
	jne	.L2825
	movq	16(%rsp), %rax
.L2777:
	xorl	%edx, %edx
	movq	%rdx, 648(%rax,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	jne	.L2777
.L2780:
	movq	16(%rsp), %rdi
	movl	$1000, %eax
	imulq	$1000, 712(%rdi), %rcx
	mulq	704(%rdi)
	addq	%rcx, %rdx
	movq	%rax, 704(%rdi)
	movq	%rdx, 712(%rdi)
	movq	%r15, %rdi
	call	dist_free
	jmp	.L2765
.L2821:
	movq	40(%rsp), %rsi
	xorl	%ebp, %ebp
	orq	$-1, %r13
	xorl	%edi, %edi
	movq	%rsi, %rdx
	leaq	(%rsi,%r8,8), %rcx
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L2736:
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
	jne	.L2736
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
	jne	.L2737
	movl	$50000, %esi
	xorl	%edi, %edi
.L2737:
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
	jmp	.L2735
.L2761:
	movabsq	$67108863999, %rax
	cmpq	-8(%rbx,%r13,8), %rax
	movq	16(%rsp), %rax
	jb	.L2763
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
.L2764:
	movq	0(%rbp,%rcx,8), %rdx
	movq	%rcx, %r13
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	movq	%rdx, %r15
	cmpq	%rbx, %rcx
	jb	.L2766
	jmp	.L2826
	.p2align 4,,10
	.p2align 3
.L2769:
	addq	$1, %r13
	cmpq	%r13, %rbx
	je	.L2768
.L2766:
	movq	0(%rbp,%r13,8), %rdx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	cmpq	%rdx, %r15
	je	.L2769
.L2768:
	movq	%r13, %r8
	subq	%rcx, %r8
	je	.L2773
	movl	184(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L2773
	movq	56(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r8, (%rsp)
	call	dist_add.part.0
	movq	(%rsp), %r8
.L2773:
	testq	%r14, %r14
	je	.L2774
.L2771:
	movq	72(%rsp), %rax
	cmpq	%rax, %r15
	jnb	.L2827
.L2774:
	movq	%r13, %rcx
	cmpq	%rbx, %r13
	jb	.L2764
.L2817:
	movq	%rbp, %rbx
	movq	56(%rsp), %r15
	movq	80(%rsp), %rbp
	jmp	.L2762
.L2822:
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
	je	.L2792
	testq	%r11, %r11
	movq	(%rsp), %r9
	movq	56(%rsp), %r8
	movq	72(%rsp), %rdx
	je	.L2792
	testq	%rbp, %rbp
	je	.L2745
	movq	16(%r9), %r13
	movq	%r13, %rax
	leaq	0(%r13,%rbp,8), %rsi
	.p2align 4,,10
	.p2align 3
.L2746:
	movq	(%rax), %rcx
	addq	$8, %rax
	addq	$1, 8(%r14,%rcx,8)
	cmpq	%rax, %rsi
	jne	.L2746
	testq	%r8, %r8
	je	.L2750
.L2747:
	movq	(%r14), %rcx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L2749:
	addq	$1, %rax
	addq	(%r14,%rax,8), %rcx
	movq	%rcx, (%r14,%rax,8)
	cmpq	%r8, %rax
	jb	.L2749
	testq	%rbp, %rbp
	je	.L2753
	movq	16(%r9), %r13
.L2750:
	movq	8(%r9), %r15
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L2748:
	movq	0(%r13,%rax,8), %rcx
	leaq	(%r14,%rcx,8), %rsi
	movq	(%rsi), %rcx
	leaq	1(%rcx), %rdi
	movq	%rdi, (%rsi)
	movq	(%r15,%rax,8), %rsi
	addq	$1, %rax
	movq	%rsi, (%r11,%rcx,8)
	cmpq	%rbp, %rax
	jb	.L2748
.L2753:
	testq	%r8, %r8
	je	.L2752
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
	jmp	.L2751
	.p2align 4,,10
	.p2align 3
.L2756:
	movq	160(%rsp), %rdi
	addq	$1, %rbp
	call	free@PLT
	cmpq	%rbp, 80(%rsp)
	je	.L2828
.L2751:
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
	je	.L2756
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
.L2734:
	orl	$-1, %r13d
	jmp	.L2757
.L2763:
	xorl	%esi, %esi
	movl	%esi, 900(%rax)
.L2765:
	movq	64(%rsp), %rax
	movl	48(%rax), %r13d
	testl	%r13d, %r13d
	je	.L2757
	movq	40(%rax), %rdx
	xorl	%r13d, %r13d
	testq	%rdx, %rdx
	jne	.L2829
.L2757:
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
.L2788:
	.cfi_restore_state
	orl	$-1, %r13d
.L2775:
	movq	%r15, %rdi
	call	dist_free
	jmp	.L2757
.L2827:
	movq	%r15, %rsi
	xorl	%edx, %edx
	movq	56(%rsp), %rdi
	subq	%r14, %rsi
	leaq	-1(%rsi), %rax
	divq	%r14
	movq	%r14, %rdx
	movq	%rax, %rcx
	call	dist_add
	jmp	.L2774
.L2829:
	movq	16(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	24(%rsp), %rcx
	movl	$1, 904(%rax)
	movq	8(%rdi), %rsi
	leaq	720(%rax), %r8
	movq	%rdx, 864(%rax)
	movq	48(%rsp), %rdi
	call	dist_score
.L2820:
	movl	%eax, %r13d
	jmp	.L2757
.L2828:
	movq	96(%rsp), %r9
	movq	88(%rsp), %rbx
	movq	(%rsp), %r11
	movq	104(%rsp), %r12
	movq	56(%rsp), %r10
.L2752:
	cmpl	$0, 152(%rsp)
	movq	128(%rsp), %rbp
	jne	.L2830
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
	jne	.L2820
	movq	56(%rsp), %r9
	addq	$80, %r12
	movl	$2, %ebp
	jmp	.L2741
.L2826:
	testq	%r14, %r14
	je	.L2817
	xorl	%r8d, %r8d
	jmp	.L2771
.L2825:
	leaq	PCT_MILLI(%rip), %rbp
	movq	%rax, %r14
	jmp	.L2779
.L2831:
	mulq	%r13
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r13, %rsi
	cmova	%r13, %rsi
.L2778:
	movq	%r15, %rdi
	call	dist_at_rank
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%r14,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	je	.L2780
.L2779:
	movq	0(%rbp,%r12), %rax
	cmpq	$100000, %rax
	jne	.L2831
	movq	%r13, %rsi
	jmp	.L2778
.L2745:
	testq	%r8, %r8
	jne	.L2747
	jmp	.L2752
.L2830:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L2734
.L2792:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L2734
	.cfi_endproc
.LFE195:
	.size	score_reference, .-score_reference
	.section	.rodata.str1.1
.LC486:
	.string	"an exponential of mean "
.LC487:
	.string	"population"
.LC488:
	.string	"sessions"
	.section	.rodata.str1.8
	.align 8
.LC489:
	.string	"bench: more than 65536 sessions were active at once (the server falls behind them): lower --sessions or --return-prob\n"
	.section	.rodata.str1.1
.LC490:
	.string	"for the users' walk"
	.section	.rodata.str1.8
	.align 8
.LC491:
	.string	"bench: the users sent 8388608 requests before the end of the run, and every one is kept: shorten --duration\n"
	.section	.rodata.str1.1
.LC492:
	.string	"for the scoreboard"
.LC493:
	.string	"requests"
.LC494:
	.string	"users"
.LC495:
	.string	"requests_that_differ"
.LC496:
	.string	"users=none"
	.section	.rodata.str1.8
	.align 8
.LC497:
	.string	"coordinated omission on a virtual clock (%s): users, their own recording, and what correcting it does\n"
	.align 8
.LC498:
	.string	"users: a closed population of %lu; each thinks %s%s us, sends one request and waits for its reply, again and again"
	.align 8
.LC499:
	.string	"users: sessions arriving %.1f a second (Poisson); each sends a request, waits for the reply, and with probability %.4g thinks %s%s us and sends another (%.2f requests a session on average)"
	.section	.rodata.str1.1
.LC500:
	.string	"; requests sent before %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC501:
	.string	"checks: the users' walk against a reference walk (a heap against a scan, the fast server against the reference's), request by request, and every number below computed both ways"
	.section	.rodata.str1.1
.LC502:
	.string	"corrected-cycle"
.LC503:
	.string	"corrected-think"
	.section	.rodata.str1.8
	.align 8
.LC504:
	.string	"(us; the users' recording is the truth: each waited once for each request; corrected at think + mean response, %s us, and at the think time, %s us)\n"
	.align 8
.LC505:
	.string	"\nThe users waited %s us at p99; corrected at the cycle the same data read %s us, %s times what anyone waited"
	.section	.rodata.str1.1
.LC506:
	.string	", and at the think time %s us"
.LC507:
	.string	"."
	.section	.rodata.str1.8
	.align 8
.LC508:
	.string	"%lu requests, %.1f a second; mean response %.2f us"
	.align 8
.LC509:
	.string	"; the response-time law N/X - Z gives %.2f us (%+.3f %%, tolerance 0.1 %%)"
	.align 8
.LC510:
	.string	"; %lu sessions, %.2f requests each"
	.align 8
.LC511:
	.string	"theory: mean value analysis (exponential service, no stall): R = %.2f us at %.1f a second; measured %.2f us (%+.2f %%, tolerance %.2f %%: four standard errors of %d batch means)\n"
	.align 8
.LC512:
	.string	"warning: the mean response time is outside its tolerance"
	.section	.rodata.str1.1
.LC513:
	.string	"the users' own recording"
	.section	.rodata.str1.8
	.align 8
.LC514:
	.string	"RESULT users kind=%s users=%lu requests=%lu throughput_per_s=%.1f mean_response_ns=%.0f"
	.align 8
.LC516:
	.string	" law_response_ns=%.0f law_err_pct=%.4f ok=%d"
	.align 8
.LC517:
	.string	"RESULT ratio name=corrected_users_p99 value=%s\n"
	.align 8
.LC518:
	.string	"RESULT theory queue=MVA users=%lu think_ns=%lu mean_ns=%.0f throughput_per_s=%.1f measured_mean_ns=%.0f err_pct=%.3f tolerance_pct=%.3f ok=%d\n"
	.align 8
.LC519:
	.string	"RESULT checked_against=reference"
	.text
	.p2align 4
	.type	run_users, @function
run_users:
.LFB298:
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
	cmpq	$0, 296(%r14)
	movq	$0, 272(%rsp)
	movaps	%xmm0, 240(%rsp)
	movaps	%xmm0, 256(%rsp)
	je	.L2833
	leaq	208(%rsp), %rbp
	xorl	%ebx, %ebx
	movq	%rbp, 72(%rsp)
	jmp	.L2839
	.p2align 4,,10
	.p2align 3
.L2834:
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
	cmpq	296(%r14), %rbx
	jnb	.L3024
	testl	%eax, %eax
	jne	.L3024
.L2839:
	movl	328(%r14), %esi
	movq	320(%r14), %rax
	testl	%esi, %esi
	je	.L2834
	testq	%rax, %rax
	js	.L2835
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, (%rsp)
.L2836:
	movq	96(%r14), %rdi
	movq	%rbx, %rdx
	movabsq	$6073184698129205581, %rsi
	salq	$32, %rdx
	call	draw_u01
	xorpd	.LC30(%rip), %xmm0
	call	log1p@PLT
	mulsd	(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC44(%rip), %xmm1
	movsd	.LC2(%rip), %xmm4
	subsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm4
	ja	.L2834
	comisd	.LC288(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L2834
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L3100
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L2834
	.p2align 4,,10
	.p2align 3
.L2835:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, (%rsp)
	jmp	.L2836
.L3024:
	xorl	%ecx, %ecx
	movl	%eax, 96(%rsp)
	movq	%rcx, 32(%rsp)
.L2841:
	leaq	240(%rsp), %rax
	movl	96(%rsp), %r11d
	movq	208(%rsp), %r15
	xorl	%ebx, %ebx
	movq	%rax, 56(%rsp)
	leaq	336(%rsp), %rax
	movq	%rax, 40(%rsp)
	testl	%r11d, %r11d
	jne	.L3101
	movq	216(%rsp), %r8
	testq	%r8, %r8
	je	.L2876
.L3110:
	movq	(%r15), %rbp
	cmpq	336(%r14), %rbp
	jnb	.L2876
	movq	264(%rsp), %rsi
	cmpq	$8388607, %rsi
	ja	.L2876
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
	jbe	.L2844
	movq	%rcx, (%rsp)
	movl	$1, %eax
	xorl	%edi, %edi
	movq	%r11, %r13
	jmp	.L2851
	.p2align 4,,10
	.p2align 3
.L3103:
	xorl	%edx, %edx
	cmpq	%r13, %r9
	setb	%dl
.L2849:
	testl	%edx, %edx
	je	.L3102
	movdqu	(%rsi), %xmm7
	leaq	(%rdi,%rdi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movups	%xmm7, (%rdx)
	movq	16(%rsi), %rsi
	movq	%rsi, 16(%rdx)
	leaq	1(%rax,%rax), %rdx
	cmpq	%r8, %rdx
	jnb	.L2993
	movq	%rax, %rdi
	movq	%rdx, %rax
.L2851:
	leaq	1(%rdi), %rdx
	leaq	(%rax,%rax,2), %rsi
	leaq	(%r15,%rsi,8), %rsi
	leaq	(%rdx,%rdx), %r10
	movq	(%rsi), %r9
	cmpq	%r8, %r10
	jnb	.L2845
	addq	%r10, %rdx
	salq	$4, %rdx
	addq	%r15, %rdx
	movq	(%rdx), %r11
	cmpq	%r9, %r11
	jne	.L3099
	movq	8(%rsi), %rcx
	cmpq	%rcx, 8(%rdx)
.L3099:
	setb	%cl
	movzbl	%cl, %ecx
	testl	%ecx, %ecx
	cmovne	%r11, %r9
	cmovne	%rdx, %rsi
	cmovne	%r10, %rax
.L2845:
	cmpq	%r9, %r13
	jne	.L3103
	movq	8(%rsp), %rdx
	cmpq	%rdx, 8(%rsi)
	setb	%dl
	movzbl	%dl, %edx
	jmp	.L2849
.L2844:
	movq	296(%r14), %rax
	orq	%r12, %rax
	cmpq	%rbx, %rbp
	cmovnb	%rbp, %rbx
	movq	%rbx, %r13
	testq	%r8, %r8
	jne	.L3104
	testq	%rax, %rax
	je	.L2983
	movl	8(%r14), %r15d
	testl	%r15d, %r15d
	jne	.L2857
.L3108:
	cmpq	$0, 40(%r14)
	movq	(%r14), %rdx
	je	.L3105
.L2859:
	movq	24(%rsp), %rdi
	movq	%r13, %rsi
	call	serve_random
	movq	%rax, %rbx
.L2860:
	movq	16(%rsp), %rcx
	movq	56(%rsp), %rdi
	movq	%rbx, %rdx
	movq	%rbp, %rsi
	subq	%rbp, %rdx
	call	trace_add
	cmpq	$0, 296(%r14)
	movl	%eax, %r15d
	je	.L2866
	testl	%eax, %eax
	je	.L3106
.L2856:
	movq	208(%rsp), %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movq	%rax, 64(%rsp)
.L2875:
	movq	56(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	cmpl	$-3, %r15d
	je	.L3107
.L2916:
	leaq	.LC490(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
.L2832:
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
.L3104:
	.cfi_restore_state
	xorl	%edi, %edi
.L2990:
	leaq	(%rdi,%rdi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movq	%rcx, 16(%rdx)
	movups	%xmm0, (%rdx)
	testq	%rax, %rax
	je	.L2983
	cmpq	$65537, %r8
	ja	.L2994
.L3113:
	movl	8(%r14), %r15d
	movq	264(%rsp), %rsi
	testl	%r15d, %r15d
	je	.L3108
.L2857:
	movq	%r14, %rdi
	call	service_of
	cmpq	$0, 40(%r14)
	movq	%rax, %rdx
	jne	.L2859
.L3105:
	movq	1312(%rsp), %rax
	leaq	(%rdx,%r13), %rbx
	cmpq	%rbx, %rax
	jnb	.L2860
	movq	48(%r14), %r8
	cmpq	%rax, %r13
	jnb	.L2861
	addq	%r8, %rbx
.L2862:
	addq	$1, 1320(%rsp)
	movq	56(%r14), %r9
	testq	%r9, %r9
	jne	.L2863
	movq	$-1, 1312(%rsp)
	jmp	.L2860
.L3102:
	movq	(%rsp), %rcx
.L2850:
	movq	296(%r14), %rax
	orq	%r12, %rax
	cmpq	%rbx, %rbp
	cmovnb	%rbp, %rbx
	movq	%rbx, %r13
	jmp	.L2990
	.p2align 4,,10
	.p2align 3
.L2866:
	movq	16(%rsp), %rdx
	movq	96(%r14), %r9
	movl	%r12d, %eax
	movabsq	$5928237209932943442, %rsi
	movsd	312(%r14), %xmm1
	salq	$32, %rdx
	movq	%r9, %rdi
	orq	%rax, %rdx
	call	draw_u01
	comisd	%xmm0, %xmm1
	jbe	.L2870
	testl	%r15d, %r15d
	jne	.L2856
	movl	328(%r14), %ebp
	movq	320(%r14), %rsi
	testl	%ebp, %ebp
	jne	.L3109
.L2873:
	leaq	(%rsi,%rbx), %rax
	addq	$1, %r12
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
.L3098:
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
.L2870:
	testl	%r15d, %r15d
	jne	.L2856
	movq	216(%rsp), %r8
	movq	208(%rsp), %r15
	testq	%r8, %r8
	jne	.L3110
.L2876:
	movq	%r15, %rdi
	call	free@PLT
	movq	296(%r14), %r13
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
	je	.L2878
	testq	%rbp, %rbp
	je	.L2878
	cmpq	$0, 32(%rsp)
	je	.L2878
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
	je	.L2879
	movq	64(%r14), %rax
.L2879:
	movq	160(%r14), %rdi
	movl	$8, %esi
	movq	%rax, 1400(%rsp)
	call	calloc@PLT
	movq	%rax, 112(%rsp)
	movq	%rax, 1352(%rsp)
	testq	%rax, %rax
	je	.L2878
	testq	%r13, %r13
	je	.L2881
	movl	328(%r14), %r15d
	xorl	%ebx, %ebx
	movl	%r15d, %ecx
	movq	32(%rsp), %r15
	jmp	.L2887
	.p2align 4,,10
	.p2align 3
.L2882:
	movq	%rax, (%r12,%rbx,8)
	movq	%rbx, 0(%rbp,%rbx,8)
	movq	$0, (%r15,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r13
	je	.L3111
.L2887:
	movq	320(%r14), %rax
	testl	%ecx, %ecx
	je	.L2882
	testq	%rax, %rax
	js	.L2883
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, (%rsp)
.L2884:
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
	movsd	.LC44(%rip), %xmm1
	movsd	.LC2(%rip), %xmm3
	subsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm3
	ja	.L2882
	comisd	.LC288(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L2882
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L2885
	cvttsd2siq	%xmm1, %rax
	jmp	.L2882
	.p2align 4,,10
	.p2align 3
.L2993:
	movq	(%rsp), %rcx
	movq	%rax, %rdi
	jmp	.L2850
	.p2align 4,,10
	.p2align 3
.L3106:
	movl	328(%r14), %r13d
	movq	320(%r14), %rsi
	addq	$1, %r12
	testl	%r13d, %r13d
	jne	.L3112
.L2869:
	leaq	(%rsi,%rbx), %rax
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movaps	%xmm0, 400(%rsp)
	jmp	.L3098
	.p2align 4,,10
	.p2align 3
.L2983:
	movq	40(%rsp), %rdi
	call	poisson_next
	comisd	.LC83(%rip), %xmm0
	jnb	.L2854
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L2855:
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
	jne	.L2856
	movq	216(%rsp), %r8
	movq	%rbx, 32(%rsp)
	cmpq	$65537, %r8
	jbe	.L3113
.L2994:
	movl	$-3, %r15d
	jmp	.L2856
.L2854:
	subsd	.LC83(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L2855
.L2863:
	addq	%r9, %rax
	movq	%rax, 1312(%rsp)
	cmpq	%rbx, %rax
	jnb	.L2860
	movq	24(%rsp), %rdi
	movq	%rdx, %rcx
	movq	%r13, %rsi
	movq	%rbx, %rdx
	call	serve_stalls
	movq	%rax, %rbx
	jmp	.L2860
.L2861:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, %r13
	jnb	.L2862
	leaq	(%rdx,%rcx), %rbx
	jmp	.L2862
.L3112:
	movq	96(%r14), %rdi
	movq	16(%rsp), %rdx
	movq	%r12, %rcx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L2869
.L3100:
	cvttsd2siq	%xmm1, %rax
	jmp	.L2834
.L2883:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, (%rsp)
	jmp	.L2884
.L3111:
	orq	$-1, %r9
.L2888:
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
.L2913:
	xorl	%r8d, %r8d
	xorl	%ebx, %ebx
	testq	%r13, %r13
	je	.L3114
.L2914:
	addq	$1, %r8
	cmpq	%r8, %r13
	je	.L3115
.L2892:
	movq	0(%rbp,%rbx), %rax
	cmpq	%rax, 0(%rbp,%r8,8)
	jb	.L2999
	jne	.L2914
	movq	(%rsp), %rax
	movq	(%rax,%rbx), %rcx
	cmpq	%rcx, (%rax,%r8,8)
	jnb	.L2914
	.p2align 4,,10
	.p2align 3
.L2999:
	leaq	0(,%r8,8), %rbx
	addq	$1, %r8
	cmpq	%r8, %r13
	jne	.L2892
.L3115:
	leaq	0(%rbp,%rbx), %rax
	movq	%rax, 16(%rsp)
	movq	(%rax), %r10
	movq	8(%rsp), %rax
	cmpq	$-1, %rax
	je	.L2896
	cmpq	%r10, %rax
	jnb	.L2896
	cmpq	$65536, %r13
	je	.L3000
.L2894:
	movq	88(%rsp), %rax
	cmpq	%rax, %r13
	je	.L3116
.L2898:
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
	jnb	.L2899
	cvttsd2siq	%xmm0, %rax
.L2900:
	cmpq	$-1, %r13
	je	.L3095
	movq	8(%rsp), %r10
	movq	%rax, 8(%rsp)
	movq	40(%rsp), %rax
	movq	%rax, 80(%rsp)
.L2896:
	movq	%r8, 40(%rsp)
	cmpq	336(%r14), %r10
	jnb	.L3095
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
	jne	.L3004
	movq	32(%rsp), %rax
	movq	40(%rsp), %r8
	addq	%rax, %rbx
	cmpq	$0, 296(%r14)
	movq	(%rbx), %rcx
	je	.L2902
	movl	328(%r14), %r9d
	addq	$1, %rcx
	movq	320(%r14), %rax
	movq	%rcx, (%rbx)
	testl	%r9d, %r9d
	jne	.L3117
.L2903:
	movq	16(%rsp), %rcx
	addq	%r15, %rax
	movq	%rax, (%rcx)
.L2908:
	movq	%r8, %r13
.L2912:
	movq	312(%rsp), %r12
	cmpq	$8388607, %r12
	jbe	.L2913
.L3095:
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
	ja	.L3118
	movq	312(%rsp), %rdi
	movq	16(%rsp), %rax
	movq	248(%rsp), %rdx
	cmpq	%rdi, %rax
	cmovbe	%rax, %rdi
	xorl	%ebp, %ebp
	xorl	%r11d, %r11d
	testq	%rdi, %rdi
	je	.L2920
	movq	240(%rsp), %r10
	movq	288(%rsp), %r9
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	movq	296(%rsp), %r12
	movq	256(%rsp), %r8
	xorl	%r11d, %r11d
	movq	304(%rsp), %rbx
	jmp	.L2922
	.p2align 4,,10
	.p2align 3
.L2921:
	addq	$1, %rcx
	addq	%rsi, %r11
	cmpq	%rcx, %rbp
	cmovb	%rcx, %rbp
	addq	$1, %rax
	cmpq	%rdi, %rax
	je	.L2920
.L2922:
	movq	(%r8,%rax,8), %rcx
	movq	(%r9,%rax,8), %r15
	movl	$1, %esi
	cmpq	%r15, (%r10,%rax,8)
	jne	.L2921
	movq	(%r12,%rax,8), %r15
	cmpq	%r15, (%rdx,%rax,8)
	jne	.L2921
	xorl	%esi, %esi
	cmpq	%rcx, (%rbx,%rax,8)
	setne	%sil
	jmp	.L2921
.L2920:
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
	je	.L3010
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
	jmp	.L2926
	.p2align 4,,10
	.p2align 3
.L3120:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2925:
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
	je	.L3119
.L2926:
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movq	%r13, %rsi
	movq	%rbx, %rdx
	movsd	%xmm5, (%rsp)
	call	__udivti3@PLT
	movq	0(%rbp), %rdx
	movsd	(%rsp), %xmm5
	testq	%rdx, %rdx
	jns	.L3120
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2925
	.p2align 4,,10
	.p2align 3
.L2902:
	movq	96(%r14), %r10
	movq	%r13, %rdx
	movl	%ecx, %eax
	movq	%r8, 40(%rsp)
	salq	$32, %rdx
	movq	%rcx, 48(%rsp)
	movsd	312(%r14), %xmm1
	movabsq	$5928237209932943442, %rsi
	orq	%rax, %rdx
	movq	%r10, %rdi
	call	draw_u01
	movq	40(%rsp), %r8
	comisd	%xmm0, %xmm1
	jbe	.L3080
	movl	328(%r14), %edi
	movq	320(%r14), %rsi
	movq	48(%rsp), %rcx
	testl	%edi, %edi
	jne	.L3121
.L2911:
	movq	16(%rsp), %rax
	addq	%r15, %rsi
	addq	$1, %rcx
	movq	%rcx, (%rbx)
	movq	%rsi, (%rax)
	jmp	.L2908
	.p2align 4,,10
	.p2align 3
.L3080:
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
	jmp	.L2912
	.p2align 4,,10
	.p2align 3
.L2899:
	subsd	.LC83(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L2900
	.p2align 4,,10
	.p2align 3
.L3117:
	testq	%rax, %rax
	js	.L2904
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
	movsd	%xmm3, 48(%rsp)
.L2905:
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
	movsd	.LC44(%rip), %xmm1
	movsd	.LC2(%rip), %xmm4
	subsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm4
	ja	.L2903
	movl	$1, %eax
	salq	$62, %rax
	comisd	.LC288(%rip), %xmm1
	jnb	.L2903
	movsd	.LC83(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L3122
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L2903
	.p2align 4,,10
	.p2align 3
.L3116:
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
	je	.L3004
	movq	16(%rsp), %rsi
	movq	(%rsp), %rdi
	call	realloc@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L3002
	movq	16(%rsp), %rsi
	movq	32(%rsp), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L3003
	movq	%rax, 32(%rsp)
	movq	40(%rsp), %rax
	movq	%rbp, (%rsp)
	movq	%rbx, %rbp
	movq	%rax, 88(%rsp)
	jmp	.L2898
.L3114:
	cmpq	$-1, 8(%rsp)
	jne	.L2894
	jmp	.L3095
.L3121:
	movq	%r13, %rdx
	movq	%r10, %rdi
	movq	%r8, 48(%rsp)
	movq	%rcx, 40(%rsp)
	call	think_of.part.0.isra.0
	movq	48(%rsp), %r8
	movq	40(%rsp), %rcx
	movq	%rax, %rsi
	jmp	.L2911
.L2904:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 48(%rsp)
	jmp	.L2905
.L2833:
	movsd	304(%r14), %xmm0
	movabsq	$6000293695718379091, %rax
	xorq	96(%r14), %rax
	leaq	336(%rsp), %rdi
	movq	$0x000000000, 344(%rsp)
	movq	%rax, 352(%rsp)
	movsd	%xmm0, 336(%rsp)
	call	poisson_next
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L2842
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
.L2843:
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
	jmp	.L2841
.L3109:
	movq	16(%rsp), %rdx
	movq	%r12, %rcx
	movq	%r9, %rdi
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L2873
.L2885:
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L2882
.L2842:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 400(%rsp)
	btcq	$63, 400(%rsp)
	jmp	.L2843
.L3122:
	cvttsd2siq	%xmm1, %rax
	jmp	.L2903
.L3119:
	pxor	%xmm0, %xmm0
	movq	8(%rsp), %rdx
	movq	32(%rsp), %r11
	cvtsi2sdq	16(%rsp), %xmm0
	movq	40(%rsp), %rbp
	movq	48(%rsp), %rbx
	divsd	%xmm0, %xmm5
.L2923:
	movsd	.LC89(%rip), %xmm4
	movsd	.LC90(%rip), %xmm3
	xorl	%eax, %eax
	pxor	%xmm1, %xmm1
	movq	24(%rsp), %rsi
	jmp	.L2930
	.p2align 4,,10
	.p2align 3
.L3124:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
.L2929:
	movsd	(%rbx,%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm5, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm4, %xmm0
	mulsd	%xmm3, %xmm0
.L2927:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	$256, %rax
	je	.L3123
.L2930:
	movq	(%rsi,%rax), %rcx
	pxor	%xmm0, %xmm0
	testq	%rcx, %rcx
	je	.L2927
	jns	.L3124
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm2, %xmm2
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2929
.L3123:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm5
	ja	.L3125
	pxor	%xmm0, %xmm0
.L2931:
	movq	296(%r14), %rcx
	movq	320(%r14), %rsi
	testq	%rcx, %rcx
	je	.L3015
	cmpl	$1, 8(%r14)
	je	.L3126
.L3015:
	movq	$0x000000000, 32(%rsp)
	movq	$0x000000000, 40(%rsp)
	movq	$0x000000000, 8(%rsp)
	movq	$0x000000000, (%rsp)
.L2933:
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
	jnb	.L2941
	cvttsd2siq	%xmm5, %rax
.L2942:
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
	jne	.L2944
	movq	24(%rsp), %rdx
	movq	%r15, %rsi
	movq	%r14, %rdi
	call	score_reference
	movq	16(%rsp), %r11
	movsd	48(%rsp), %xmm5
	testl	%eax, %eax
	movl	%eax, %r12d
	jne	.L2944
	movq	312(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%r11, 16(%rsp)
	leaq	128(%rsp), %r12
	leaq	.LC494(%rip), %r13
	movsd	%xmm5, 48(%rsp)
	leaq	.LC493(%rip), %rcx
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
	leaq	.LC495(%rip), %rcx
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
	leaq	.LC496(%rip), %rsi
	call	check_summary
	movq	104(%rsp), %rsi
	leaq	.LC497(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rdi
	call	print_server
	cmpq	$0, 296(%r14)
	movsd	48(%rsp), %xmm5
	jne	.L3127
	movsd	.LC2(%rip), %xmm2
	movq	320(%r14), %rsi
	movsd	%xmm5, 24(%rsp)
	movq	72(%rsp), %rdi
	movapd	%xmm2, %xmm0
	subsd	312(%r14), %xmm0
	divsd	%xmm0, %xmm2
	movsd	%xmm2, 16(%rsp)
	call	fmt_us.constprop.0
	cmpl	$0, 328(%r14)
	leaq	.LC11(%rip), %rsi
	movsd	304(%r14), %xmm0
	movq	%rax, %rdx
	leaq	.LC486(%rip), %rax
	movsd	16(%rsp), %xmm2
	movsd	312(%r14), %xmm1
	cmovne	%rax, %rsi
	leaq	.LC499(%rip), %rdi
	movl	$3, %eax
	call	printf@PLT
	movsd	24(%rsp), %xmm5
.L2948:
	movq	336(%r14), %rsi
	movq	%r15, %rdi
	movsd	%xmm5, 80(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC500(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC501(%rip), %rdi
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
	leaq	.LC502(%rip), %rsi
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
	jne	.L3128
	leaq	176(%rsp), %r8
	movq	320(%r14), %rsi
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
	leaq	.LC504(%rip), %rdi
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
	leaq	.LC505(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movsd	112(%rsp), %xmm5
.L2982:
	leaq	.LC507(%rip), %rdi
	movsd	%xmm5, 16(%rsp)
	call	puts@PLT
	movq	264(%rsp), %rsi
	movsd	16(%rsp), %xmm5
	testq	%rsi, %rsi
	je	.L2951
	js	.L2952
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2953:
	movq	336(%r14), %rax
	testq	%rax, %rax
	js	.L2954
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2955:
	movq	296(%r14), %rax
	divsd	%xmm1, %xmm0
	testq	%rax, %rax
	je	.L3018
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L3083
	testq	%rax, %rax
	js	.L2959
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2960:
	movq	320(%r14), %rax
	divsd	%xmm0, %xmm1
	testq	%rax, %rax
	js	.L2961
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2962:
	subsd	%xmm2, %xmm1
	movsd	%xmm1, 16(%rsp)
.L2957:
	pxor	%xmm1, %xmm1
	xorl	%r15d, %r15d
	comisd	%xmm1, %xmm5
	jbe	.L2956
	movsd	16(%rsp), %xmm1
	subsd	%xmm5, %xmm1
	mulsd	.LC73(%rip), %xmm1
	divsd	%xmm5, %xmm1
	movq	%xmm1, %r15
.L2956:
	leaq	.LC508(%rip), %rdi
	mulsd	.LC28(%rip), %xmm0
	movl	$2, %eax
	movsd	%xmm5, 112(%rsp)
	movapd	%xmm5, %xmm1
	divsd	.LC67(%rip), %xmm1
	movsd	%xmm1, 80(%rsp)
	movsd	%xmm0, 88(%rsp)
	call	printf@PLT
	cmpq	$0, 296(%r14)
	movsd	112(%rsp), %xmm5
	je	.L2964
.L2971:
	movq	%r15, %xmm1
	leaq	.LC509(%rip), %rdi
	movl	$2, %eax
	movsd	16(%rsp), %xmm0
	movsd	%xmm5, 112(%rsp)
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	movsd	112(%rsp), %xmm5
.L2965:
	movl	$10, %edi
	movsd	%xmm5, 112(%rsp)
	call	putchar@PLT
	cmpl	$0, 96(%rsp)
	movsd	112(%rsp), %xmm5
	jne	.L3129
.L2973:
	cmpl	$0, 100(%rsp)
	jne	.L3130
.L2976:
	movl	$10, %edi
	movsd	%xmm5, 80(%rsp)
	call	putchar@PLT
	movq	%rbx, %rsi
	movq	%r13, %rdi
	call	print_result_set
	movq	104(%rsp), %rsi
	leaq	.LC502(%rip), %rdi
	call	print_result_set
	cmpl	$0, 48(%rsp)
	movsd	80(%rsp), %xmm5
	jne	.L3131
.L2977:
	movq	296(%r14), %rdx
	movq	264(%rsp), %rcx
	leaq	.LC487(%rip), %rsi
	testq	%rdx, %rdx
	jne	.L2978
	movq	%rbp, %rdx
	leaq	.LC488(%rip), %rsi
.L2978:
	movsd	88(%rsp), %xmm0
	movapd	%xmm5, %xmm1
	movl	$2, %eax
	leaq	.LC514(%rip), %rdi
	movsd	%xmm5, 48(%rsp)
	call	printf@PLT
	cmpq	$0, 296(%r14)
	movsd	48(%rsp), %xmm5
	jne	.L3132
.L2979:
	movl	$10, %edi
	movsd	%xmm5, 16(%rsp)
	call	putchar@PLT
	movq	24(%rsp), %rsi
	movq	72(%rsp), %rdi
	movq	%r12, %rdx
	call	fmt_ratio.constprop.0
	leaq	.LC517(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 96(%rsp)
	movsd	16(%rsp), %xmm5
	jne	.L3133
.L2980:
	cmpl	$0, 100(%rsp)
	jne	.L3134
.L2981:
	leaq	.LC519(%rip), %rdi
	call	puts@PLT
	movq	136(%rsp), %rbx
	leaq	.LC469(%rip), %rdi
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
	jmp	.L2832
.L3107:
	movq	stderr(%rip), %rcx
	movl	$118, %edx
	movl	$1, %esi
	leaq	.LC489(%rip), %rdi
	call	fwrite@PLT
.L2917:
	movl	$2, %eax
	jmp	.L2832
.L2944:
	movq	56(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	leaq	.LC492(%rip), %rsi
	movl	%r12d, %edi
	call	cannot
	jmp	.L2832
.L2881:
	movsd	304(%r14), %xmm0
	movabsq	$6000293695718379091, %rax
	xorq	96(%r14), %rax
	leaq	400(%rsp), %rdi
	movq	$0x000000000, 408(%rsp)
	movq	%rax, 416(%rsp)
	movsd	%xmm0, 400(%rsp)
	call	poisson_next
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L2889
	cvttsd2siq	%xmm0, %r9
	jmp	.L2888
.L2941:
	movapd	%xmm5, %xmm1
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L2942
.L3004:
	movq	%rbp, %r12
	movq	(%rsp), %rbp
	orl	$-1, %r15d
	movq	%r12, %rbx
.L2897:
	movq	112(%rsp), %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	jmp	.L2875
.L3125:
	movapd	%xmm1, %xmm0
	movq	%r11, 8(%rsp)
	movq	%rdx, (%rsp)
	movsd	%xmm5, 32(%rsp)
	call	sqrt@PLT
	movsd	32(%rsp), %xmm5
	movq	(%rsp), %rdx
	movq	8(%rsp), %r11
	divsd	%xmm5, %xmm0
	jmp	.L2931
.L2889:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %r9
	btcq	$63, %r9
	jmp	.L2888
.L3127:
	movq	320(%r14), %rsi
	movq	72(%rsp), %rdi
	movsd	%xmm5, 16(%rsp)
	call	fmt_us.constprop.0
	cmpl	$0, 328(%r14)
	leaq	.LC11(%rip), %rdx
	movq	296(%r14), %rsi
	movq	%rax, %rcx
	leaq	.LC486(%rip), %rax
	leaq	.LC498(%rip), %rdi
	cmovne	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movsd	16(%rsp), %xmm5
	jmp	.L2948
.L3010:
	pxor	%xmm5, %xmm5
	jmp	.L2923
.L3000:
	movq	%rbp, %r12
	movl	$-3, %r15d
	movq	(%rsp), %rbp
	movq	%r12, %rbx
	jmp	.L2897
.L3126:
	cmpq	$0, 48(%r14)
	jne	.L3015
	testq	%rsi, %rsi
	js	.L2934
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rsi, %xmm3
.L2935:
	movq	(%r14), %rax
	testq	%rax, %rax
	js	.L2936
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L2937:
	movsd	.LC2(%rip), %xmm6
	movl	$1, %eax
	pxor	%xmm1, %xmm1
	jmp	.L2940
.L3136:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2939:
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
	jb	.L3135
.L2940:
	addsd	%xmm6, %xmm1
	mulsd	%xmm4, %xmm1
	movsd	%xmm1, (%rsp)
	testq	%rax, %rax
	jns	.L3136
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm1, %xmm1
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2939
.L3135:
	movapd	%xmm5, %xmm1
	movl	$1, 96(%rsp)
	subsd	%xmm7, %xmm1
	mulsd	.LC73(%rip), %xmm1
	mulsd	.LC91(%rip), %xmm0
	divsd	%xmm7, %xmm1
	movsd	%xmm0, 32(%rsp)
	movsd	%xmm1, 40(%rsp)
	jmp	.L2933
.L2936:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L2937
.L2934:
	movq	%rsi, %rax
	movq	%rsi, %rdi
	pxor	%xmm3, %xmm3
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L2935
.L3118:
	movq	stderr(%rip), %rcx
	movl	$108, %edx
	movl	$1, %esi
	leaq	.LC491(%rip), %rdi
	call	fwrite@PLT
	movq	56(%rsp), %rdi
	call	trace_free
	movq	64(%rsp), %rdi
	call	trace_free
	jmp	.L2917
.L2964:
	pxor	%xmm0, %xmm0
	testq	%rbp, %rbp
	je	.L2966
	movq	264(%rsp), %rax
	testq	%rax, %rax
	js	.L2967
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2968:
	testq	%rbp, %rbp
	js	.L2969
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L2970:
	divsd	%xmm1, %xmm0
.L2966:
	movq	%rbp, %rsi
	leaq	.LC510(%rip), %rdi
	movl	$1, %eax
	movsd	%xmm5, 112(%rsp)
	call	printf@PLT
	cmpq	$0, 296(%r14)
	movsd	112(%rsp), %xmm5
	je	.L2965
	jmp	.L2971
.L2951:
	pxor	%xmm0, %xmm0
	cmpq	$0, 296(%r14)
	movq	%xmm0, %r15
	movsd	%xmm0, 16(%rsp)
	je	.L2956
	jmp	.L2957
.L3101:
	movq	%r15, %rdi
	call	free@PLT
	leaq	288(%rsp), %rax
	movl	96(%rsp), %r15d
	movq	%rax, 64(%rsp)
	jmp	.L2875
.L3003:
	orl	$-1, %r15d
	jmp	.L2897
.L3131:
	leaq	640(%rsp), %rsi
	leaq	.LC503(%rip), %rdi
	movsd	%xmm5, 48(%rsp)
	call	print_result_set
	movsd	48(%rsp), %xmm5
	jmp	.L2977
.L3130:
	xorl	%edx, %edx
	leaq	.LC513(%rip), %rsi
	movq	%rbx, %rdi
	movsd	%xmm5, 80(%rsp)
	call	print_score
	movsd	80(%rsp), %xmm5
	jmp	.L2976
.L3129:
	movsd	32(%rsp), %xmm4
	movl	$32, %esi
	movl	$5, %eax
	movsd	.LC28(%rip), %xmm1
	mulsd	8(%rsp), %xmm1
	movsd	40(%rsp), %xmm3
	leaq	.LC511(%rip), %rdi
	movsd	80(%rsp), %xmm2
	movsd	(%rsp), %xmm0
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	movsd	40(%rsp), %xmm0
	andpd	.LC61(%rip), %xmm0
	comisd	32(%rsp), %xmm0
	movsd	112(%rsp), %xmm5
	jbe	.L2973
	leaq	.LC512(%rip), %rdi
	movsd	%xmm5, 80(%rsp)
	call	puts@PLT
	movsd	80(%rsp), %xmm5
	jmp	.L2973
.L3128:
	leaq	640(%rsp), %rdx
	leaq	.LC503(%rip), %rsi
	movl	$16, %edi
	movsd	%xmm5, 120(%rsp)
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	leaq	176(%rsp), %r8
	movq	320(%r14), %rsi
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
	leaq	.LC504(%rip), %rdi
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
	leaq	.LC505(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	664(%rsp), %rsi
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	leaq	.LC506(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movsd	120(%rsp), %xmm5
	jmp	.L2982
.L3134:
	movl	$1, %edx
	leaq	.LC11(%rip), %rsi
	movq	%rbx, %rdi
	call	print_score
	jmp	.L2981
.L3133:
	movsd	40(%rsp), %xmm3
	movsd	32(%rsp), %xmm4
	xorl	%ecx, %ecx
	movapd	%xmm5, %xmm2
	movsd	.LC28(%rip), %xmm1
	mulsd	8(%rsp), %xmm1
	leaq	.LC518(%rip), %rdi
	movl	$5, %eax
	movapd	%xmm3, %xmm0
	andpd	.LC61(%rip), %xmm0
	movq	320(%r14), %rdx
	movq	296(%r14), %rsi
	comisd	%xmm0, %xmm4
	movsd	(%rsp), %xmm0
	setnb	%cl
	call	printf@PLT
	jmp	.L2980
.L3132:
	movsd	.LC515(%rip), %xmm1
	movq	%r15, %xmm0
	xorl	%esi, %esi
	andpd	.LC61(%rip), %xmm0
	leaq	.LC516(%rip), %rdi
	movl	$2, %eax
	comisd	%xmm0, %xmm1
	movsd	16(%rsp), %xmm0
	movq	%r15, %xmm1
	setnb	%sil
	call	printf@PLT
	movsd	48(%rsp), %xmm5
	jmp	.L2979
.L2952:
	movq	%rsi, %rax
	movq	%rsi, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2953
.L2961:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2962
.L2969:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2970
.L2967:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2968
.L2959:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2960
.L3018:
	movq	$0x000000000, 16(%rsp)
	xorl	%r15d, %r15d
	jmp	.L2956
.L2954:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2955
.L3083:
	movq	$0x000000000, 16(%rsp)
	jmp	.L2957
.L3002:
	movq	(%rsp), %rbp
	orl	$-1, %r15d
	jmp	.L2897
.L2878:
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
	jmp	.L2916
	.cfi_endproc
.LFE298:
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
	je	.L3138
	movq	24(%rsp), %rcx
	movq	%r12, %r9
	subq	%rcx, %r9
	cmpq	%r9, 40(%rsp)
	jnb	.L3190
.L3138:
	movq	8(%rsp), %rax
	imulq	%r12, %rax
	addq	%r14, %rax
.L3139:
	movq	%rax, 264(%r10)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L3191
	cmpl	$1, %eax
	jne	.L3148
	movq	32(%rsp), %rbp
	subq	%r13, %r8
	addq	%r14, %rbp
	testq	%r13, %r13
	je	.L3149
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
	jb	.L3150
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %rbp
	jmp	.L3147
	.p2align 4,,10
	.p2align 3
.L3148:
	movq	48(%rbx), %r13
	movq	(%rbx), %r14
	movq	144(%rbx), %rsi
	testq	%r13, %r13
	je	.L3152
	movq	56(%rbx), %rdi
	movq	64(%rbx), %r8
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L3153:
	movq	%r12, %rdx
	xorl	%eax, %eax
	imulq	%rdi, %rdx
	addq	%r8, %rdx
	cmpq	%rbp, %rdx
	jb	.L3156
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbp, %rax
	divq	%r14
.L3156:
	testq	%rsi, %rsi
	je	.L3157
	movq	%r14, %rdx
	imulq	%rax, %rdx
	addq	%rbp, %rdx
	cmpq	%rsi, %rdx
	setnb	%dl
.L3158:
	testb	%dl, %dl
	jne	.L3159
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%r14, %rax
	addq	%r13, %rax
	addq	%rax, %rbp
	addq	$1, %r12
	je	.L3153
	testq	%rdi, %rdi
	jne	.L3153
.L3159:
	testq	%rsi, %rsi
	jne	.L3192
.L3155:
	movq	136(%rbx), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L3162:
	testq	%rax, %rax
	je	.L3161
	imulq	%r14, %rax
	addq	%rax, %rbp
.L3161:
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
	jmp	.L3147
	.p2align 4,,10
	.p2align 3
.L3190:
	movq	8(%rsp), %rdx
	movq	%r8, %rsi
	movq	32(%rsp), %rdi
	subq	%rcx, %rsi
	imulq	%rcx, %rdx
	movq	%rsi, %rax
	imulq	%r14, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L3139
	.p2align 4,,10
	.p2align 3
.L3157:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L3158
	.p2align 4,,10
	.p2align 3
.L3191:
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
.L3146:
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
	jb	.L3141
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3143
	movq	24(%rsp), %r11
	movq	%r15, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r14
	leaq	-1(%r13), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L3193
.L3144:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r13, %r12
	jb	.L3167
.L3143:
	movq	16(%rsp), %rax
	addq	$8, %rbp
	cmpq	%rax, %rbp
	jne	.L3146
	movq	32(%rsp), %r10
	movq	248(%r10), %rax
	movq	264(%r10), %rbp
	movq	%rax, 240(%r10)
.L3147:
	movl	88(%rsp), %eax
	orl	120(%rsp), %eax
	movq	%rbp, 256(%r10)
	jne	.L3171
	movl	200(%rbx), %edx
	movq	(%rsp), %rdi
	movq	%r10, %rcx
	xorl	%ebp, %ebp
	movq	192(%rbx), %rsi
	movq	%r10, 8(%rsp)
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3163
	movq	8(%rsp), %r10
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	48(%rsp), %rdi
	leaq	80(%r10), %rcx
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3163
	movq	168(%rbx), %rsi
	movq	8(%rsp), %r10
	movl	176(%rbx), %edx
	movq	%rsi, 272(%r10)
	testl	%edx, %edx
	je	.L3164
	movq	(%r10), %rcx
	movq	56(%rsp), %rdi
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rdi
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L3165
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
.L3165:
	movq	%rsi, 272(%r10)
.L3164:
	movq	(%rsp), %rdi
	leaq	128(%rsp), %rbp
	movq	%r10, 8(%rsp)
	movq	%rbp, %rdx
	call	dist_correct
	movl	152(%rsp), %eax
	movq	8(%rsp), %r10
	testl	%eax, %eax
	jne	.L3194
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%rbp, %rdi
	leaq	160(%r10), %rcx
	call	dist_summarise
	movq	128(%rsp), %rbp
	movl	%eax, %r12d
.L3163:
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
.L3141:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3143
.L3167:
	movq	%r13, %rcx
	movq	%r15, %rsi
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	subq	%r12, %rcx
	imulq	%r14, %r12
	movq	%r14, %rdx
	subq	%r12, %rsi
	call	dist_add
	jmp	.L3143
	.p2align 4,,10
	.p2align 3
.L3149:
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
.L3150:
	movq	8(%rsp), %rbp
	imulq	%r12, %rbp
	addq	%r14, %rbp
	jmp	.L3147
	.p2align 4,,10
	.p2align 3
.L3192:
	movq	%rcx, %r8
	cmpq	%rsi, %rbp
	jnb	.L3161
	subq	%rbp, %rsi
.L3154:
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r14
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rcx,%rax), %r8
	jmp	.L3162
	.p2align 4,,10
	.p2align 3
.L3193:
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
	jmp	.L3144
.L3171:
	xorl	%ebp, %ebp
	movl	$-1, %r12d
	jmp	.L3163
.L3194:
	movq	128(%rsp), %rbp
	movl	$-1, %r12d
	jmp	.L3163
.L3152:
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rsi, %rsi
	jne	.L3154
	jmp	.L3155
	.cfi_endproc
.LFE85:
	.size	closed_form, .-closed_form
	.p2align 4
	.type	omit_walk, @function
omit_walk:
.LFB166:
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
	movl	224(%rdi), %edi
	movl	%esi, 68(%rsp)
	movq	%r8, 104(%rsp)
	movl	%edi, 112(%rsp)
	testl	%esi, %esi
	jne	.L3196
	movl	152(%rbp), %edx
	leaq	by_kind.6(%rip), %rax
	movl	(%rax,%rdx,4), %eax
	movl	%eax, 64(%rsp)
	movq	160(%rbp), %rax
	movq	%rax, 96(%rsp)
	testl	%edi, %edi
	je	.L3354
	movq	232(%rbp), %rax
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
	movq	280(%rbp), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	movl	$0, 112(%rsp)
	movq	8(%rsp), %r11
	movq	%rax, 160(%rsp)
	movq	%rax, 208(%rsp)
	movq	$0, 216(%rsp)
	jmp	.L3200
.L3196:
	movl	112(%rsp), %esi
	testl	%esi, %esi
	jne	.L3355
	movq	$1, 176(%rsp)
	movl	$8, %edi
.L3199:
	xorl	%eax, %eax
	cmpq	$0, 280(%rbp)
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
	movq	280(%rbp), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	cmpq	$0, 248(%rbp)
	movq	8(%rsp), %r11
	movq	$0, 216(%rsp)
	movq	%rax, 160(%rsp)
	movq	%rax, 208(%rsp)
	je	.L3281
	movl	$0, 64(%rsp)
	movq	264(%rbp), %r13
	movq	$1, 96(%rsp)
.L3200:
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
	jne	.L3292
	cmpq	$0, 160(%rsp)
	je	.L3292
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
	je	.L3204
	movq	136(%rbp), %rax
.L3204:
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
	jmp	.L3205
	.p2align 4,,10
	.p2align 3
.L3246:
	movq	8(%rsp), %rcx
	movq	%r8, %r9
	subq	%rcx, %r9
	testq	%rax, %rax
	je	.L3291
	movq	%r8, %rdx
	subq	%rbx, %rdx
	cmpq	%rdx, %rax
	jb	.L3277
	movq	%r9, 32(%rsp)
	movq	%r8, %rsi
	xorl	%eax, %eax
	movl	$0, 40(%rsp)
.L3249:
	movl	112(%rsp), %edi
	movq	%rax, %xmm0
	movhps	24(%rsp), %xmm0
	testl	%edi, %edi
	jne	.L3356
.L3251:
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
	je	.L3250
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
.L3250:
	movq	112(%r14), %rdi
	testq	%rdi, %rdi
	je	.L3262
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
	jne	.L3357
.L3262:
	movl	40(%rsp), %edx
	movq	8(%r14), %rax
	testl	%edx, %edx
	jne	.L3358
	movq	(%r14), %rdx
	testq	%rdx, %rdx
	je	.L3267
	movq	56(%r14), %rcx
	leaq	1(%rcx), %rsi
	movq	%rsi, 56(%r14)
	movq	%r9, (%rdx,%rcx,8)
.L3267:
	testq	%rax, %rax
	je	.L3266
	movq	64(%r14), %rdx
	movq	32(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r14)
	movq	%rdi, (%rax,%rdx,8)
.L3266:
	testl	%r11d, %r11d
	jne	.L3264
	movq	16(%r14), %rax
	testq	%rax, %rax
	je	.L3264
	movq	72(%r14), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 72(%r14)
	movq	%r9, (%rax,%rdx,8)
.L3264:
	movq	24(%r14), %rax
	testq	%rax, %rax
	je	.L3269
	movq	80(%r14), %rdx
	movq	32(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 80(%r14)
	movq	%rsi, (%rax,%rdx,8)
.L3269:
	movq	32(%r14), %rax
	testq	%rax, %rax
	je	.L3270
	movq	88(%r14), %rdx
	movq	8(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 88(%r14)
	movq	%r8, %rcx
	subq	%rdi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L3270:
	movq	40(%r14), %rax
	testq	%rax, %rax
	je	.L3271
	movq	96(%r14), %rdx
	subq	%rbx, %r8
	leaq	1(%rdx), %rcx
	movq	%rcx, 96(%r14)
	movq	%r8, (%rax,%rdx,8)
.L3271:
	movq	48(%r14), %rax
	testq	%rax, %rax
	je	.L3228
	movq	104(%r14), %rdx
	movq	8(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 104(%r14)
	movq	%rbx, %rcx
	subq	%rsi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L3228:
	movq	96(%rsp), %rax
	addq	$1, %r15
	addq	$1, 16(%rsp)
	cmpq	%rax, %r15
	movl	$0, %eax
	cmove	%rax, %r15
.L3205:
	cmpl	$3, 64(%rsp)
	je	.L3359
	movq	16(%rsp), %rax
	cmpq	136(%rbp), %rax
	jnb	.L3345
	movl	68(%rsp), %ecx
	movq	%r10, 24(%rsp)
	movq	152(%rsp), %rdi
	testl	%ecx, %ecx
	jne	.L3360
	call	due_next
	cmpl	$2, 64(%rsp)
	movq	24(%rsp), %r10
	movq	%rax, 8(%rsp)
	je	.L3361
	movq	8(%rsp), %rdi
	cmpl	$1, 64(%rsp)
	movq	%rdi, %rax
	jne	.L3230
	movq	80(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rdi
	cmovnb	%rdi, %rax
.L3230:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3209:
	movl	224(%rbp), %r11d
	testl	%r11d, %r11d
	jne	.L3362
.L3231:
	movq	88(%rsp), %rax
	cmpq	%rbx, %rax
	cmovb	%rbx, %rax
	movq	%rax, 24(%rsp)
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L3237
	movq	0(%rbp), %rdx
.L3238:
	cmpq	$0, 40(%rbp)
	je	.L3363
	movq	24(%rsp), %rsi
	movq	192(%rsp), %rdi
	movq	%r10, 40(%rsp)
	movl	%r11d, 32(%rsp)
	call	serve_random
	movq	40(%rsp), %r10
	movl	32(%rsp), %r11d
	movq	%rax, 88(%rsp)
.L3240:
	testl	%r11d, %r11d
	je	.L3288
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
.L3236:
	movl	68(%rsp), %r9d
	movq	216(%rbp), %rax
	testl	%r9d, %r9d
	jne	.L3246
	movq	%r8, %r9
	subq	%rbx, %r9
	testq	%rax, %rax
	jne	.L3276
	movq	%r9, 32(%rsp)
	movq	%r8, %rdx
	movl	$0, 40(%rsp)
.L3248:
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
	jmp	.L3250
.L3355:
	movq	232(%rbp), %rax
	addq	$1, %rax
	movq	%rax, 176(%rsp)
	leaq	0(,%rax,8), %rdi
	jmp	.L3199
.L3354:
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
	movq	280(%rbp), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	leaq	0(,%rax,8), %rdi
	call	malloc@PLT
	movq	8(%rsp), %r11
	movq	$0, 216(%rsp)
	movq	%rax, 160(%rsp)
	movq	%rax, 208(%rsp)
	movq	$1, 176(%rsp)
	jmp	.L3200
.L3345:
	movq	%r10, %r15
.L3210:
	xorl	%ebx, %ebx
.L3261:
	cmpq	$0, 8(%r15)
	jne	.L3274
	movq	$0, 48(%r15)
.L3274:
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	328(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3275
	call	fclose@PLT
.L3275:
	movq	168(%rsp), %rdi
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	call	free@PLT
.L3195:
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
.L3358:
	.cfi_restore_state
	testq	%rax, %rax
	je	.L3264
	movq	64(%r14), %rdx
	movq	32(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r14)
	movq	%rdi, (%rax,%rdx,8)
	jmp	.L3264
	.p2align 4,,10
	.p2align 3
.L3359:
	movq	80(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L3207
	cmpq	%rax, %rbx
	setnb	%al
.L3208:
	testb	%al, %al
	jne	.L3345
	movl	224(%rbp), %r11d
	addq	$1, (%r10)
	movq	%rbx, 8(%rsp)
	testl	%r11d, %r11d
	je	.L3231
.L3362:
	cmpq	$0, 72(%rsp)
	je	.L3233
	movq	168(%rsp), %rdx
	movq	72(%rsp), %rax
	movq	176(%rsp), %rcx
	jmp	.L3232
	.p2align 4,,10
	.p2align 3
.L3235:
	addq	$1, %r12
	xorl	%esi, %esi
	cmpq	%rcx, %r12
	cmove	%rsi, %r12
	subq	$1, %rax
	je	.L3348
.L3232:
	cmpq	(%rdx,%r12,8), %rbx
	jnb	.L3235
.L3348:
	movq	%rax, 72(%rsp)
.L3233:
	movq	72(%rsp), %rax
	cmpq	232(%rbp), %rax
	jb	.L3231
	movq	88(%rsp), %rax
	cmpq	%rax, %rbx
	jnb	.L3231
	movq	240(%rbp), %r8
	movl	$1, %r11d
	movq	$1, 24(%rsp)
	addq	%rbx, %r8
	jmp	.L3236
	.p2align 4,,10
	.p2align 3
.L3291:
	movq	%r9, 32(%rsp)
	movq	%r8, %rsi
	movl	$0, 40(%rsp)
	jmp	.L3249
	.p2align 4,,10
	.p2align 3
.L3276:
	cmpq	%r9, %rax
	jb	.L3278
	movq	%r9, 32(%rsp)
	movq	%r8, %rdx
	xorl	%eax, %eax
	movl	$0, 40(%rsp)
	jmp	.L3248
	.p2align 4,,10
	.p2align 3
.L3360:
	call	due_next
	cmpq	$0, 16(%rsp)
	movq	24(%rsp), %r10
	movq	%rax, 8(%rsp)
	je	.L3212
	movl	272(%rbp), %edx
	testl	%edx, %edx
	je	.L3212
	movq	200(%rsp), %rsi
	subq	%rsi, %rbx
	movq	%r14, %rsi
	movq	%r12, %r14
	movq	%rbp, %r12
	addq	%rax, %rbx
	jmp	.L3214
	.p2align 4,,10
	.p2align 3
.L3364:
	addq	%rax, %r13
.L3214:
	cmpq	$-1, %r13
	je	.L3215
	movq	248(%r12), %rax
	addq	%r13, %rax
	cmpq	%rax, %rbx
	jb	.L3215
	movq	256(%r12), %rax
	testq	%rax, %rax
	jne	.L3364
	movq	$-1, %r13
.L3215:
	cmpq	%r13, %rbx
	jb	.L3217
	movq	248(%r12), %rbx
	addq	%r13, %rbx
.L3217:
	movl	112(%rsp), %eax
	testl	%eax, %eax
	je	.L3365
	movq	%rsi, 24(%rsp)
	movq	160(%rsp), %rbp
	movq	%r10, 32(%rsp)
	movq	144(%rsp), %rdi
	jmp	.L3218
	.p2align 4,,10
	.p2align 3
.L3367:
	cmpq	0(%rbp), %rbx
	jb	.L3366
	call	heap_pop
.L3218:
	movq	216(%rsp), %rax
	testq	%rax, %rax
	jne	.L3367
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	xorl	%ecx, %ecx
.L3220:
	movq	280(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L3222
	movl	288(%r12), %eax
	testl	%eax, %eax
	jne	.L3222
	movq	144(%rsp), %rdi
	movq	%r10, 32(%rsp)
	movq	%rsi, 24(%rsp)
	call	heap_pop
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	movq	%rax, %rbx
	jmp	.L3214
	.p2align 4,,10
	.p2align 3
.L3207:
	movq	16(%rsp), %rax
	cmpq	136(%rbp), %rax
	setnb	%al
	jmp	.L3208
	.p2align 4,,10
	.p2align 3
.L3361:
	movq	80(%rsp), %rdi
	cmpq	(%rdi,%r15,8), %rax
	jnb	.L3230
	addq	$1, 16(%r10)
	jmp	.L3228
.L3222:
	movq	%r12, %rbp
	movq	%r14, %r12
	movq	%rsi, %r14
	movl	272(%rbp), %eax
	testl	%eax, %eax
	je	.L3226
	cmpq	%rbx, 128(%rbp)
	jb	.L3353
.L3226:
	cmpq	%rdx, %rcx
	jnb	.L3227
.L3224:
	movq	8(%rsp), %rax
	movq	%rax, 200(%rsp)
	jmp	.L3209
	.p2align 4,,10
	.p2align 3
.L3288:
	movq	$0, 24(%rsp)
	movq	88(%rsp), %r8
	jmp	.L3236
	.p2align 4,,10
	.p2align 3
.L3356:
	movq	216(%rsp), %rax
	movq	184(%rsp), %rdi
	leaq	1(%rax), %rdx
	movq	%rdx, 216(%rsp)
	testq	%rax, %rax
	jne	.L3252
	jmp	.L3253
	.p2align 4,,10
	.p2align 3
.L3255:
	movq	%rcx, (%rdx)
	testq	%rax, %rax
	je	.L3253
.L3252:
	movq	%rax, %rdx
	leaq	-1(%rax), %rax
	shrq	%rax
	leaq	(%rdi,%rdx,8), %rdx
	movq	(%rdi,%rax,8), %rcx
	cmpq	%rcx, %rsi
	jb	.L3255
	movq	%rsi, (%rdx)
	jmp	.L3251
	.p2align 4,,10
	.p2align 3
.L3366:
	movq	24(%rsp), %rsi
	movq	32(%rsp), %r10
	movq	%rax, %rcx
	jmp	.L3220
	.p2align 4,,10
	.p2align 3
.L3212:
	movq	8(%rsp), %rax
	movq	%r14, %rsi
	movq	%r12, %r14
	movq	%rbp, %r12
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L3214
	.p2align 4,,10
	.p2align 3
.L3278:
	movq	%rax, 32(%rsp)
	leaq	(%rbx,%rax), %rdx
	movl	$1, %eax
	movl	$1, 40(%rsp)
	jmp	.L3248
	.p2align 4,,10
	.p2align 3
.L3277:
	movq	8(%rsp), %rdi
	leaq	(%rbx,%rax), %rsi
	movl	$1, 40(%rsp)
	movq	%rsi, %rax
	subq	%rdi, %rax
	movq	%rax, 32(%rsp)
	movl	$1, %eax
	jmp	.L3249
	.p2align 4,,10
	.p2align 3
.L3363:
	movq	24(%rsp), %rcx
	movq	224(%rsp), %rax
	leaq	(%rcx,%rdx), %rsi
	movq	%rsi, 88(%rsp)
	cmpq	%rsi, %rax
	jnb	.L3240
	movq	48(%rbp), %r8
	cmpq	%rax, %rcx
	jnb	.L3241
	addq	%r8, %rsi
	movq	%rsi, 88(%rsp)
.L3242:
	addq	$1, 232(%rsp)
	movq	56(%rbp), %r9
	testq	%r9, %r9
	jne	.L3243
	movq	$-1, 224(%rsp)
	jmp	.L3240
	.p2align 4,,10
	.p2align 3
.L3237:
	movq	16(%rsp), %rsi
	movq	%rbp, %rdi
	movq	%r10, 40(%rsp)
	movl	%r11d, 32(%rsp)
	call	service_of
	movq	40(%rsp), %r10
	movl	32(%rsp), %r11d
	movq	%rax, %rdx
	jmp	.L3238
	.p2align 4,,10
	.p2align 3
.L3253:
	movq	184(%rsp), %rdx
	movq	%rsi, (%rdx)
	jmp	.L3251
.L3227:
	movq	8(%rsp), %rax
	addq	$1, 24(%r10)
	movq	%rax, 200(%rsp)
	jmp	.L3228
.L3243:
	movq	88(%rsp), %rdi
	addq	%r9, %rax
	movq	%rax, 224(%rsp)
	cmpq	%rdi, %rax
	jnb	.L3240
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
	jmp	.L3240
.L3241:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, 24(%rsp)
	leaq	(%rdx,%rcx), %rsi
	cmovnb	88(%rsp), %rsi
	movq	%rsi, 88(%rsp)
	jmp	.L3242
.L3365:
	movq	%r12, %rbp
	movq	%r14, %r12
	movq	%rsi, %r14
	movl	272(%rbp), %eax
	testl	%eax, %eax
	je	.L3224
	cmpq	%rbx, 128(%rbp)
	jnb	.L3224
.L3353:
	movq	136(%rbp), %rax
	movq	16(%rsp), %rcx
	movq	%r10, %r15
	subq	%rcx, %rax
	movq	%rax, 16(%r10)
	jmp	.L3210
.L3281:
	movl	$0, 64(%rsp)
	movq	$-1, %r13
	movq	$1, 96(%rsp)
	jmp	.L3200
.L3357:
	movq	%r10, %r15
	movl	$-1, %ebx
	jmp	.L3261
.L3292:
	movq	168(%rsp), %rdi
	orl	$-1, %ebx
	call	free@PLT
	movq	80(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	jmp	.L3195
	.cfi_endproc
.LFE166:
	.size	omit_walk, .-omit_walk
	.p2align 4
	.type	ref_omit_client, @function
ref_omit_client:
.LFB171:
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
	movq	216(%rdi), %rax
	movl	%esi, 20(%rsp)
	movq	%rdx, 168(%rsp)
	movq	%rcx, 136(%rsp)
	movq	%rax, 56(%rsp)
	testl	%esi, %esi
	jne	.L3369
	movl	152(%rdi), %edx
	leaq	by_kind.6(%rip), %rax
	movq	160(%rdi), %rdi
	movl	(%rax,%rdx,4), %eax
	movq	%rdi, 120(%rsp)
	movl	%eax, 8(%rsp)
	cmpl	$3, %eax
	jne	.L3370
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L3370
	xorl	%edx, %edx
	movq	120(%rsp), %rdi
	divq	(%r14)
	leaq	1(%rdi,%rax), %rbp
	jmp	.L3372
.L3369:
	movl	$0, 8(%rsp)
	movq	136(%rdi), %rbp
	movq	$1, 120(%rsp)
.L3372:
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
	movq	280(%r14), %rax
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
	je	.L3377
	cmpq	$0, 48(%rsp)
	je	.L3377
	cmpq	$0, 80(%rsp)
	je	.L3377
	testq	%r15, %r15
	je	.L3377
	cmpq	$0, 104(%rsp)
	je	.L3377
	testq	%r13, %r13
	je	.L3377
	cmpq	$0, 96(%rsp)
	je	.L3377
	cmpq	$0, 144(%rsp)
	je	.L3377
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
	jne	.L3535
.L3378:
	movq	160(%r14), %rdi
	movl	$8, %esi
	movq	%rax, 280(%rsp)
	call	calloc@PLT
	movq	%rax, 184(%rsp)
	movq	%rax, 232(%rsp)
	testq	%rax, %rax
	je	.L3377
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
	jmp	.L3411
	.p2align 4,,10
	.p2align 3
.L3379:
	movq	%rcx, 88(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r11, 32(%rsp)
	cmpq	136(%r14), %r12
	jnb	.L3385
	movq	128(%rsp), %rdi
	call	due_next
	movl	20(%rsp), %edx
	movq	24(%rsp), %rdi
	movq	32(%rsp), %r11
	movq	64(%rsp), %r8
	testl	%edx, %edx
	movq	%rax, (%rdi,%r12,8)
	movq	88(%rsp), %rcx
	jne	.L3536
	cmpl	$2, 8(%rsp)
	je	.L3537
	cmpl	$1, 8(%rsp)
	jne	.L3403
	movq	120(%rsp), %rdi
	cmpq	%rdi, %r12
	jb	.L3403
	movq	152(%rsp), %rdi
	movq	(%rdi,%r12,8), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
.L3403:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3384:
	movq	48(%rsp), %rax
	movl	224(%r14), %r10d
	movq	%rbx, (%rax,%r12,8)
	testl	%r10d, %r10d
	je	.L3406
	cmpq	%r8, %rbx
	jb	.L3538
.L3406:
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
.L3409:
	movq	56(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3410
	movq	%rcx, %rdx
	leaq	(%rbx,%rdi), %rax
	subq	%rbx, %rdx
	cmpq	%rdx, %rdi
	cmovb	%rax, %rcx
.L3410:
	movq	104(%rsp), %rax
	movl	20(%rsp), %r9d
	movq	%rcx, (%rax,%r12,8)
	testl	%r9d, %r9d
	je	.L3401
	cmpq	$0, 280(%r14)
	je	.L3401
	movq	%rcx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L3401:
	addq	$1, %r12
.L3411:
	cmpl	$3, 8(%rsp)
	jne	.L3379
	movq	120(%rsp), %rax
	xorl	%ebx, %ebx
	cmpq	%rax, %r12
	jb	.L3380
	movq	152(%rsp), %rax
	movq	(%rax,%r12,8), %rbx
.L3380:
	testq	%r12, %r12
	je	.L3381
	movq	48(%rsp), %rax
	movq	-8(%rax,%r12,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L3381:
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L3382
	cmpq	%rax, %rbx
	setnb	%al
.L3383:
	testb	%al, %al
	jne	.L3539
	movq	24(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L3384
.L3539:
	movq	%r12, %rax
	xorl	%edx, %edx
.L3449:
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
	je	.L3427
	movq	%r15, 112(%rsp)
	movq	96(%rsp), %rbp
	movq	%r10, %r15
	movq	%r13, 128(%rsp)
	movl	20(%rsp), %r13d
	movq	%r14, 88(%rsp)
	movq	168(%rsp), %r14
	jmp	.L3412
	.p2align 4,,10
	.p2align 3
.L3414:
	cmpb	$3, %r11b
	je	.L3540
	cmpb	$1, %r11b
	ja	.L3415
	addq	$1, 1128(%r14,%r15)
	movq	48(%rsp), %rax
	cmpq	$0, 136(%rsp)
	movq	(%rax,%rbx,8), %rsi
	je	.L3424
	movq	80(%rsp), %rax
	movq	(%rax,%rbx,8), %rdi
	testl	%r13d, %r13d
	je	.L3421
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax,%rbx,8), %rax
.L3422:
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
	jne	.L3541
.L3424:
	movq	160(%rsp), %rax
	addq	%r14, %rax
	addq	%r11, 1160(%rax)
	cmpq	$0, 56(%rsp)
	movq	1152(%rax), %rdx
	je	.L3420
	movq	80(%rsp), %rdi
	movq	(%rdi,%rbx,8), %rdi
	movq	%rdi, %rcx
	movq	%rdi, 8(%rsp)
	subq	%rsi, %rcx
	cmpq	%rcx, 56(%rsp)
	adcq	$0, %rdx
.L3420:
	movq	%rdx, 1152(%rax)
	leaq	(%r14,%r15), %rax
	cmpq	$1, 1128(%rax)
	movq	%rsi, 1176(%rax)
	jne	.L3425
	movq	%rsi, 1168(%rax)
.L3425:
	movq	%r11, 8(%rsp)
	testl	%r13d, %r13d
	je	.L3415
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
.L3415:
	addq	$1, %rbx
	addq	$32, %r8
	adcq	$0, %r9
	cmpq	%rbx, %r12
	je	.L3542
.L3412:
	movzbl	0(%rbp,%rbx), %r11d
	cmpb	$2, %r11b
	jne	.L3414
	addq	$1, 1136(%r14,%r15)
	jmp	.L3415
	.p2align 4,,10
	.p2align 3
.L3538:
	movq	%r11, %rcx
	xorl	%edx, %edx
	jmp	.L3407
	.p2align 4,,10
	.p2align 3
.L3408:
	movq	%rcx, %rax
	subq	%rdx, %rax
	shrq	%rax
	addq	%rdx, %rax
	cmpq	(%r15,%rax,8), %rbx
	jnb	.L3543
	movq	%rax, %rcx
.L3407:
	cmpq	%rcx, %rdx
	jb	.L3408
	movq	%r11, %rax
	subq	%rdx, %rax
	cmpq	232(%r14), %rax
	jb	.L3406
	movq	96(%rsp), %rax
	movq	240(%r14), %rcx
	movb	$1, (%rax,%r12)
	movq	80(%rsp), %rax
	addq	%rbx, %rcx
	movq	%rcx, (%rax,%r12,8)
	jmp	.L3409
	.p2align 4,,10
	.p2align 3
.L3543:
	leaq	1(%rax), %rdx
	jmp	.L3407
	.p2align 4,,10
	.p2align 3
.L3536:
	movl	272(%r14), %edi
	movl	%edi, 64(%rsp)
	testq	%r12, %r12
	je	.L3453
	testl	%edi, %edi
	je	.L3388
	movq	24(%rsp), %rdi
	subq	-8(%rdi,%r12,8), %rbx
	addq	%rax, %rbx
.L3387:
	movq	248(%r14), %r10
	movq	280(%r14), %r9
	testq	%r10, %r10
	je	.L3389
	.p2align 4,,10
	.p2align 3
.L3399:
	movq	264(%r14), %rsi
	cmpq	%rsi, %rbx
	jb	.L3389
	movq	256(%r14), %rdi
	testq	%rdi, %rdi
	je	.L3390
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%rsi, %rax
	movq	%rax, 32(%rsp)
	divq	%rdi
	movq	32(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, %rdi
.L3390:
	addq	%r10, %rsi
	addq	%rdi, %rsi
	cmpq	%rsi, %rbx
	cmovb	%rsi, %rbx
.L3389:
	testq	%r9, %r9
	je	.L3391
	testq	%rbp, %rbp
	je	.L3391
.L3392:
	leaq	0(%r13,%rbp,8), %rsi
	movq	%r13, %rax
	xorl	%ebp, %ebp
	.p2align 4,,10
	.p2align 3
.L3395:
	movq	(%rax), %rdx
	cmpq	%rdx, %rbx
	jnb	.L3394
	movq	%rdx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L3394:
	addq	$8, %rax
	cmpq	%rax, %rsi
	jne	.L3395
	cmpq	%r9, %rbp
	jb	.L3391
	movl	288(%r14), %eax
	testl	%eax, %eax
	jne	.L3396
	xorl	%eax, %eax
	movq	$-1, %rbx
	.p2align 4,,10
	.p2align 3
.L3397:
	movq	0(%r13,%rax,8), %rdx
	cmpq	%rdx, %rbx
	cmova	%rdx, %rbx
	addq	$1, %rax
	cmpq	%rbp, %rax
	jb	.L3397
	testq	%r10, %r10
	jne	.L3399
	testq	%rbp, %rbp
	jne	.L3392
	.p2align 4,,10
	.p2align 3
.L3391:
	movl	64(%rsp), %eax
	testl	%eax, %eax
	je	.L3384
.L3393:
	cmpq	%rbx, 128(%r14)
	jb	.L3385
.L3400:
	cmpq	%rbp, %r9
	jne	.L3384
	testq	%r9, %r9
	je	.L3384
	movq	96(%rsp), %rax
	movb	$3, (%rax,%r12)
	movq	48(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L3401
	.p2align 4,,10
	.p2align 3
.L3382:
	cmpq	136(%r14), %r12
	setnb	%al
	jmp	.L3383
.L3540:
	addq	$1, 1144(%r14,%r15)
	jmp	.L3415
	.p2align 4,,10
	.p2align 3
.L3537:
	cmpq	%rcx, %rax
	jnb	.L3403
	movq	96(%rsp), %rax
	movb	$2, (%rax,%r12)
	jmp	.L3401
.L3421:
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	120(%rsp)
	movq	%rsi, %rax
	movq	%rdx, %rcx
	jmp	.L3422
.L3453:
	movq	%rax, %rbx
	jmp	.L3387
.L3388:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L3387
.L3542:
	movq	112(%rsp), %r15
	movq	128(%rsp), %r13
	movq	88(%rsp), %r14
.L3427:
	movq	168(%rsp), %rcx
	movq	%r15, 64(%rsp)
	xorl	%ebx, %ebx
	movq	%r14, %rdx
	movq	%r13, 88(%rsp)
	leaq	.L3439(%rip), %rbp
	imulq	$560, 176(%rsp), %rax
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L3413:
	cmpl	$1, %ebx
	jle	.L3544
	cmpl	$3, %ebx
	jle	.L3545
	movl	20(%rsp), %edi
	testl	%edi, %edi
	je	.L3432
	cmpq	$0, 248(%rdx)
	jne	.L3429
	movl	272(%rdx), %esi
	testl	%esi, %esi
	je	.L3546
.L3429:
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	movl	%ebx, %r11d
	testq	%r12, %r12
	je	.L3447
	movq	48(%rsp), %r15
	movq	80(%rsp), %r14
	movq	%rcx, 8(%rsp)
	movq	96(%rsp), %r10
	movq	56(%rsp), %r13
	movq	%rdx, 32(%rsp)
	movl	20(%rsp), %r8d
	.p2align 4,,10
	.p2align 3
.L3446:
	testl	%r8d, %r8d
	je	.L3433
	movq	24(%rsp), %rdi
	movq	(%rdi,%rax,8), %rdi
.L3434:
	xorl	%esi, %esi
	testq	%r13, %r13
	je	.L3435
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	xorl	%esi, %esi
	cmpq	%rdx, %r13
	setb	%sil
.L3435:
	movzbl	(%r10,%rax), %ecx
	cmpb	$1, %cl
	ja	.L3436
	cmpl	$6, %ebx
	ja	.L3437
	movslq	0(%rbp,%r11,4), %rdx
	addq	%rbp, %rdx
	jmp	*%rdx
	.section	.rodata
	.align 4
	.align 4
.L3439:
	.long	.L3437-.L3439
	.long	.L3442-.L3439
	.long	.L3437-.L3439
	.long	.L3442-.L3439
	.long	.L3441-.L3439
	.long	.L3440-.L3439
	.long	.L3438-.L3439
	.text
.L3442:
	testl	%esi, %esi
	je	.L3461
	movq	(%r15,%rax,8), %rdx
	addq	%r13, %rdx
	subq	%rdi, %rdx
.L3534:
	movq	144(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	.p2align 4,,10
	.p2align 3
.L3436:
	addq	$1, %rax
	cmpq	%rax, %r12
	jne	.L3446
	movq	8(%rsp), %rcx
	movq	32(%rsp), %rdx
.L3447:
	movq	144(%rsp), %rdi
	movq	%r9, %rsi
	movq	%rcx, 32(%rsp)
	movq	%rdx, 8(%rsp)
	call	ref_osummary
	movq	32(%rsp), %rcx
	movq	8(%rsp), %rdx
.L3432:
	addl	$1, %ebx
	addq	$80, %rcx
	cmpl	$7, %ebx
	jne	.L3413
	movq	64(%rsp), %r15
	movq	88(%rsp), %r13
	xorl	%ebx, %ebx
.L3423:
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	328(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3448
	call	fclose@PLT
.L3448:
	movq	184(%rsp), %rdi
	call	free@PLT
.L3376:
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
.L3438:
	.cfi_restore_state
	movq	(%r15,%rax,8), %rdx
.L3533:
	movq	24(%rsp), %rdi
	subq	(%rdi,%rax,8), %rdx
	movq	144(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L3436
.L3440:
	movq	144(%rsp), %rdi
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L3436
.L3441:
	movq	(%r14,%rax,8), %rdx
	jmp	.L3533
.L3437:
	testl	%esi, %esi
	jne	.L3436
	andl	$1, %ecx
	je	.L3461
	testl	%ebx, %ebx
	jne	.L3436
.L3461:
	movq	(%r14,%rax,8), %rdx
	subq	%rdi, %rdx
	jmp	.L3534
	.p2align 4,,10
	.p2align 3
.L3433:
	movq	(%r15,%rax,8), %rdi
	jmp	.L3434
.L3544:
	cmpq	$0, 216(%rdx)
	jne	.L3429
.L3532:
	addl	$1, %ebx
	addq	$80, %rcx
	jmp	.L3413
.L3545:
	movl	224(%rdx), %r8d
	testl	%r8d, %r8d
	je	.L3532
	jmp	.L3429
.L3385:
	movq	136(%r14), %rax
	movq	%rax, %rdx
	subq	%r12, %rdx
	jmp	.L3449
.L3535:
	movq	64(%r14), %rax
	jmp	.L3378
.L3546:
	cmpq	$0, 280(%rdx)
	jne	.L3429
	jmp	.L3432
.L3370:
	movq	136(%r14), %rbp
	jmp	.L3372
.L3541:
	movq	112(%rsp), %r15
	movq	128(%rsp), %r13
	movl	$-1, %ebx
	jmp	.L3423
.L3396:
	cmpl	$0, 64(%rsp)
	je	.L3400
	jmp	.L3393
	.p2align 4,,10
	.p2align 3
.L3377:
	movl	$-1, %ebx
	jmp	.L3376
	.cfi_endproc
.LFE171:
	.size	ref_omit_client, .-ref_omit_client
	.p2align 4
	.type	omit_job_run, @function
omit_job_run:
.LFB290:
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
	jne	.L3548
	xorl	%ecx, %ecx
	movq	%rbp, %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	ref_omit_client
.L3548:
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
.LFE290:
	.size	omit_job_run, .-omit_job_run
	.p2align 4
	.type	walk_outcome, @function
walk_outcome:
.LFB134:
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
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	8(%rdx), %rbx
	subq	$2232, %rsp
	.cfi_def_cfa_offset 2288
	movq	%rdi, 8(%rsp)
	leaq	848(%rsp), %rdi
	movq	%rcx, 120(%rsp)
	movl	$172, %ecx
	movq	%rdi, %r14
	movq	%rdi, 96(%rsp)
	rep stosq
	movq	%rbx, %rcx
	movq	%rsi, 24(%rsp)
	andq	$-8, %rcx
	movq	$0, (%rdx)
	movq	$0, 280(%rdx)
	movq	%rcx, %rdi
	movq	%rdx, %rcx
	subq	%rdi, %rcx
	movq	%rdx, 16(%rsp)
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movl	$524288, %edi
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %rbp
	movq	%rax, 2200(%rsp)
	call	malloc@PLT
	testq	%rbp, %rbp
	movq	%r14, %rbp
	movl	200(%r15), %r13d
	sete	%r12b
	testq	%rax, %rax
	movq	%rax, 2208(%rsp)
	movq	192(%r15), %rdx
	sete	%al
	movq	16(%rsp), %r15
	xorl	%r14d, %r14d
	orl	%eax, %r12d
	leaq	1648(%rsp), %rax
	movq	%rax, 112(%rsp)
	movzbl	%r12b, %r12d
.L3551:
	movq	%rbp, %rdi
	movq	%r14, %rax
	movl	$50, %ecx
	movl	$8, %esi
	rep stosq
	movq	%rdx, 56(%rbp)
	movl	$425984, %edi
	movl	%r13d, 64(%rbp)
	movq	$-1, 40(%rbp)
	movl	$1, 72(%rbp)
	movq	%rdx, 48(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$393216, %edi
	movq	%rax, 384(%rbp)
	movq	%rax, 16(%rsp)
	call	calloc@PLT
	movq	16(%rsp), %rcx
	movq	48(%rsp), %rdx
	movq	%rax, 376(%rbp)
	testq	%rcx, %rcx
	setne	%cl
	testq	%rax, %rax
	setne	%al
	addq	$400, %rbp
	movzbl	%al, %eax
	andl	%ecx, %eax
	subl	$1, %eax
	orl	%eax, %r12d
	movq	112(%rsp), %rax
	cmpq	%rax, %rbp
	jne	.L3551
	movq	8(%rsp), %rax
	movq	%r15, %r8
	movl	176(%rax), %esi
	testl	%esi, %esi
	je	.L3716
.L3552:
	testl	%r12d, %r12d
	jne	.L3553
	movl	2192(%rsp), %eax
	movq	%r8, 128(%rsp)
	movl	$0, 152(%rsp)
	movq	8(%rsp), %rbp
	movl	%eax, 48(%rsp)
	movq	%rbx, 144(%rsp)
.L3554:
	movl	920(%rsp), %r9d
	movl	1320(%rsp), %edx
	testl	%r9d, %r9d
	jle	.L3717
	movl	152(%rbp), %eax
	testl	%edx, %edx
	leaq	by_kind.6(%rip), %rdi
	movl	48(%rsp), %esi
	setg	%r15b
	setg	166(%rsp)
	movl	(%rdi,%rax,4), %r8d
	movzbl	%r15b, %r15d
	movl	$1, 176(%rsp)
	movl	%r15d, 180(%rsp)
	movq	%r8, %rax
	testl	%esi, %esi
	je	.L3718
	movl	$1, 48(%rsp)
	movl	$1, %r14d
.L3635:
	movl	1672(%rsp), %edx
	testl	%edx, %edx
	jle	.L3555
.L3633:
	movl	$1, 184(%rsp)
	movl	%r15d, 188(%rsp)
	movl	$1, 48(%rsp)
.L3556:
	cmpl	$3, %eax
	movl	$1, %eax
	cmovne	%eax, %r15d
.L3558:
	leaq	336(%rsp), %rdi
	xorl	%eax, %eax
	movl	$64, %ecx
	movl	184(%rsp), %ebx
	movq	%rdi, 88(%rsp)
	pxor	%xmm0, %xmm0
	rep stosq
	movq	24(%rsp), %rax
	movaps	%xmm0, 192(%rsp)
	movq	%rax, 336(%rsp)
	testl	%ebx, %ebx
	jne	.L3559
	movl	188(%rsp), %r12d
	movq	%rax, 592(%rsp)
	testl	%r12d, %r12d
	je	.L3561
	xorl	%r13d, %r13d
.L3560:
	movq	24(%rsp), %rax
	shrq	$32, %r8
	leaq	592(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%rdi, 8(%rsp)
	movq	%r8, %rdx
	call	*(%rax)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %r13d
	je	.L3563
	testl	%ebx, %ebx
	je	.L3564
	movq	24(%rsp), %rax
	movq	88(%rsp), %rdi
	call	*24(%rax)
.L3565:
	movl	152(%rsp), %eax
	orl	%r13d, %eax
	jne	.L3719
	movq	128(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	208(%rsp), %rdx
	movq	%rbp, %rsi
	leaq	264(%rax), %rcx
	leaq	248(%rax), %r8
	movq	24(%rsp), %rax
	call	*32(%rax)
	cmpq	$0, 120(%rsp)
	je	.L3714
	movq	200(%rsp), %rax
	testq	%rax, %rax
	js	.L3610
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3611:
	movq	208(%rsp), %rax
	testq	%rax, %rax
	je	.L3612
	js	.L3613
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3614:
	divsd	%xmm1, %xmm0
.L3612:
	movq	120(%rsp), %rax
	movsd	%xmm0, 8(%rax)
.L3714:
	movq	24(%rsp), %rax
	movq	8(%rsp), %rdi
	call	*24(%rax)
.L3609:
	testb	%r14b, %r14b
	jne	.L3720
.L3616:
	cmpb	$0, 166(%rsp)
	jne	.L3617
	movl	48(%rsp), %r10d
	testl	%r10d, %r10d
	jne	.L3721
.L3619:
	movl	2192(%rsp), %eax
	movl	%eax, 48(%rsp)
	testl	%eax, %eax
	jne	.L3624
	movq	128(%rsp), %rax
	movq	192(%rbp), %rbx
	movl	200(%rbp), %r12d
	movq	160(%rbp), %rdx
	movq	256(%rax), %rdi
	movq	24(%rsp), %rax
	movq	2216(%rsp), %rsi
	call	*40(%rax)
	movq	112(%rsp), %rdi
	movq	%rbx, %xmm3
	movl	$68, %ecx
	movq	%rax, %rdx
	xorl	%eax, %eax
	movl	$8, %esi
	rep stosq
	movq	%rdx, %xmm0
	movl	$425984, %edi
	movl	%r12d, 1664(%rsp)
	movl	$1, 1672(%rsp)
	punpcklqdq	%xmm3, %xmm0
	movaps	%xmm0, 1648(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, 2168(%rsp)
	movq	%rax, %rbx
	movq	%rax, %r14
	call	calloc@PLT
	movq	%rax, 2176(%rsp)
	testq	%rax, %rax
	je	.L3648
	testq	%rbx, %rbx
	je	.L3648
	movl	$1, 2192(%rsp)
	movl	$1, 48(%rsp)
.L3624:
	addl	$1, 152(%rsp)
	jmp	.L3554
.L3559:
	movq	24(%rsp), %r12
	movq	%r8, 8(%rsp)
	movl	%r8d, %edx
	movq	%rbp, %rsi
	movq	88(%rsp), %rdi
	call	*(%r12)
	movq	%r12, 592(%rsp)
	movl	188(%rsp), %r12d
	testl	%r12d, %r12d
	je	.L3562
	xorl	%r13d, %r13d
	testl	%eax, %eax
	movq	8(%rsp), %r8
	setne	%r13b
	jmp	.L3560
.L3717:
	testl	%edx, %edx
	jle	.L3722
	movl	152(%rbp), %eax
	movl	48(%rsp), %ecx
	leaq	by_kind.6(%rip), %rdi
	movabsq	$4294967296, %rdx
	movq	%rdx, 176(%rsp)
	movl	(%rdi,%rax,4), %r8d
	movq	%r8, %rax
	testl	%ecx, %ecx
	jne	.L3723
	movq	%rdx, 184(%rsp)
	movl	$1, %r15d
	xorl	%r14d, %r14d
	movb	$1, 166(%rsp)
	jmp	.L3558
.L3561:
	xorl	%r12d, %r12d
.L3563:
	leaq	224(%rsp), %r13
	movq	%rbp, %rsi
	movq	%r13, %rdi
	call	due_restart
	leaq	184(%rsp), %rax
	movl	%r12d, 156(%rsp)
	movq	%rax, 56(%rsp)
	movl	%ebx, 160(%rsp)
	movb	%r14b, 167(%rsp)
	movq	%rbp, 168(%rsp)
	movq	%r13, 136(%rsp)
	movl	%r15d, 108(%rsp)
	movq	112(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L3593:
	movq	$0, 16(%rsp)
	movl	108(%rsp), %r12d
	testl	%r12d, %r12d
	jne	.L3724
.L3567:
	xorl	%r14d, %r14d
	movq	96(%rsp), %rbx
	xorl	%ecx, %ecx
	movq	%r14, 8(%rsp)
.L3592:
	movq	56(%rsp), %rax
	movq	8(%rsp), %rdi
	movl	(%rax,%rdi,4), %ebp
	testl	%ebp, %ebp
	jne	.L3725
.L3571:
	addq	$400, %rbx
	cmpq	$0, 8(%rsp)
	jne	.L3726
	movq	$1, 8(%rsp)
	jmp	.L3592
.L3726:
	orq	16(%rsp), %rcx
	jne	.L3593
	movq	272(%rsp), %rdi
	movl	160(%rsp), %ebx
	movl	156(%rsp), %r12d
	movq	168(%rsp), %rbp
	movzbl	167(%rsp), %r14d
	call	free@PLT
	movq	264(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3594
	call	fclose@PLT
.L3594:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 264(%rsp)
	movups	%xmm0, 280(%rsp)
	movups	%xmm0, 296(%rsp)
	movups	%xmm0, 312(%rsp)
	testl	%ebx, %ebx
	je	.L3595
	cmpl	$0, 152(%rsp)
	jne	.L3603
	movq	128(%rsp), %rax
	movq	88(%rsp), %rdi
	leaq	208(%rsp), %rdx
	movq	%rbp, %rsi
	leaq	256(%rax), %rcx
	leaq	240(%rax), %r8
	movq	24(%rsp), %rax
	call	*32(%rax)
	movq	208(%rsp), %rax
	cmpq	$0, 120(%rsp)
	movq	%rax, 2216(%rsp)
	je	.L3603
	movq	192(%rsp), %rdx
	testq	%rdx, %rdx
	js	.L3600
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3601:
	testq	%rax, %rax
	je	.L3606
	js	.L3604
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3605:
	divsd	%xmm1, %xmm0
.L3606:
	movq	120(%rsp), %rax
	movsd	%xmm0, (%rax)
.L3603:
	movq	24(%rsp), %rax
	movq	88(%rsp), %rdi
	call	*24(%rax)
	testl	%r12d, %r12d
	je	.L3609
.L3599:
	leaq	592(%rsp), %rax
	xorl	%r13d, %r13d
	movq	%rax, 8(%rsp)
	jmp	.L3565
	.p2align 4,,10
	.p2align 3
.L3725:
	movq	88(%rsp), %rax
	movq	%rdi, %rbp
	movq	%rcx, 80(%rsp)
	movl	%edi, %r14d
	salq	$8, %rbp
	movq	16(%rsp), %rdx
	movq	2208(%rsp), %rsi
	addq	%rax, %rbp
	movq	24(%rsp), %rax
	movq	%rbp, %rdi
	call	*8(%rax)
	leaq	208(%rsp), %r8
	movl	$1, %edi
	movq	%r8, %rsi
	movq	%r8, 72(%rsp)
	call	clock_gettime@PLT
	movq	216(%rsp), %r10
	movq	24(%rsp), %rax
	movq	%rbp, %rdi
	movq	2200(%rsp), %r12
	movl	$65536, %edx
	imulq	$1000000000, 208(%rsp), %r13
	movq	%r10, 64(%rsp)
	movq	%r12, %rsi
	call	*16(%rax)
	movq	72(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %rbp
	call	clock_gettime@PLT
	movq	64(%rsp), %r10
	movq	8(%rsp), %rdi
	imulq	$1000000000, 208(%rsp), %rax
	movq	80(%rsp), %rcx
	movl	176(%rsp,%rdi,4), %r11d
	subq	%r10, %rax
	addq	216(%rsp), %rax
	subq	%r13, %rax
	addq	%rax, 192(%rsp,%rdi,8)
	leaq	0(%rbp,%rcx), %rax
	movq	%rax, 64(%rsp)
	testl	%r11d, %r11d
	jne	.L3727
.L3572:
	movl	%r14d, %r11d
	xorl	$1, %r11d
	testb	%r11b, 48(%rsp)
	je	.L3591
	xorl	%r13d, %r13d
	testq	%rbp, %rbp
	je	.L3591
	.p2align 4,,10
	.p2align 3
.L3589:
	movq	%rbp, %r14
	leaq	(%r12,%r13,8), %rdx
	movl	$1, %eax
	subq	%r13, %r14
	movq	(%rdx), %rsi
	cmpq	$1, %r14
	jne	.L3586
	jmp	.L3587
	.p2align 4,,10
	.p2align 3
.L3588:
	addq	$1, %rax
	cmpq	%rax, %r14
	je	.L3587
.L3586:
	cmpq	%rsi, (%rdx,%rax,8)
	je	.L3588
	movq	%rax, %r14
.L3587:
	movq	%r14, %rdx
	movq	%r15, %rdi
	addq	%r14, %r13
	call	cqr_add_n
	cmpq	%rbp, %r13
	jb	.L3589
.L3591:
	movq	64(%rsp), %rcx
	jmp	.L3571
.L3724:
	movq	224(%rsp), %rax
	movl	$65536, %ecx
	movq	2208(%rsp), %rbx
	movq	136(%rax), %rdx
	movq	232(%rsp), %rax
	movq	%rdx, %rdi
	subq	%rax, %rdi
	cmpq	%rcx, %rdi
	cmovbe	%rdi, %rcx
	movq	%rcx, 16(%rsp)
	movq	%rcx, %r14
	cmpq	%rax, %rdx
	je	.L3567
	movq	136(%rsp), %rbp
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L3569:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%rbx,%r12,8)
	addq	$1, %r12
	cmpq	%r14, %r12
	jb	.L3569
	jmp	.L3567
.L3727:
	testq	%rbp, %rbp
	je	.L3571
	movslq	%r14d, %rax
	movl	%r14d, 72(%rsp)
	movl	68(%rbx), %r13d
	xorl	%r8d, %r8d
	leaq	(%rax,%rax,4), %rax
	leaq	(%rax,%rax,4), %r9
	leaq	(%r9,%r9), %r10
	salq	$2, %r9
	.p2align 4,,10
	.p2align 3
.L3585:
	movq	%rbp, %r11
	leaq	(%r12,%r8,8), %rdx
	movl	$1, %eax
	subq	%r8, %r11
	movq	(%rdx), %rsi
	cmpq	$1, %r11
	jne	.L3574
	jmp	.L3575
	.p2align 4,,10
	.p2align 3
.L3576:
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L3575
.L3574:
	cmpq	%rsi, (%rdx,%rax,8)
	je	.L3576
	movq	%rax, %r11
.L3575:
	testl	%r13d, %r13d
	je	.L3577
	movslq	320(%rbx), %r14
	xorl	%edi, %edi
	testl	%r14d, %r14d
	jle	.L3579
	.p2align 4,,10
	.p2align 3
.L3583:
	movslq	324(%rbx,%rdi,4), %rax
	movq	%rsi, %rcx
	leaq	28(%rax,%r10), %rdx
	subq	848(%rsp,%rdx,8), %rcx
	movq	%rcx, %rdx
	leaq	68(%rax,%r9), %rcx
	movl	848(%rsp,%rcx,4), %ecx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L3582
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%rbx), %rdx
	addq	%r11, (%rdx,%rax,8)
.L3582:
	addq	$1, %rdi
	cmpq	%r14, %rdi
	jne	.L3583
.L3579:
	addq	%r11, %r8
	cmpq	%rbp, %r8
	jb	.L3585
.L3728:
	movl	72(%rsp), %r14d
	jmp	.L3572
	.p2align 4,,10
	.p2align 3
.L3577:
	movq	%r11, 32(%rsp)
	movq	32(%rsp), %rax
	addq	%rax, (%rbx)
	movq	%r11, %rax
	movq	$0, 40(%rsp)
	movq	40(%rsp), %rdx
	adcq	%rdx, 8(%rbx)
	mulq	%rsi
	addq	%rax, 16(%rbx)
	movq	32(%rbx), %rax
	adcq	%rdx, 24(%rbx)
	cmpq	%rsi, 56(%rbx)
	jnb	.L3580
	addq	%r11, %rax
.L3580:
	movq	%rax, 32(%rbx)
	movq	40(%rbx), %rax
	cmpq	%rsi, %rax
	cmova	%rsi, %rax
	movq	%rax, 40(%rbx)
	movq	48(%rbx), %rax
	cmpq	%rsi, %rax
	cmovb	%rsi, %rax
	movq	%rax, 48(%rbx)
	movq	384(%rbx), %rax
	cmpq	$16383, %rsi
	jbe	.L3581
	bsrq	%rsi, %rdx
	movl	$50, %ecx
	xorq	$63, %rdx
	subl	%edx, %ecx
	movl	%ecx, %edx
	shrq	%cl, %rsi
	salq	$13, %rdx
	addq	%rdx, %rsi
.L3581:
	addq	%r11, %r8
	addq	%r11, (%rax,%rsi,8)
	cmpq	%rbp, %r8
	jb	.L3585
	jmp	.L3728
.L3555:
	movl	48(%rsp), %edi
	movl	%r15d, 188(%rsp)
	movl	%edi, 184(%rsp)
	testl	%edi, %edi
	je	.L3558
	xorl	%r13d, %r13d
	movl	%r13d, 48(%rsp)
	jmp	.L3556
	.p2align 4,,10
	.p2align 3
.L3562:
	testl	%eax, %eax
	je	.L3561
	movq	24(%rsp), %rax
	movq	88(%rsp), %rdi
	call	*24(%rax)
.L3553:
	movq	2168(%rsp), %r14
	movq	2176(%rsp), %rbp
	movl	$-1, %r12d
	movq	2152(%rsp), %r13
	movq	2160(%rsp), %rbx
.L3615:
	movq	1224(%rsp), %rdi
	call	free@PLT
	movq	1232(%rsp), %rdi
	call	free@PLT
	movq	1624(%rsp), %rdi
	call	free@PLT
	movq	1632(%rsp), %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r13, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	2200(%rsp), %rdi
	call	free@PLT
	movq	2208(%rsp), %rdi
	call	free@PLT
	addq	$2232, %rsp
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
.L3720:
	.cfi_restore_state
	movq	96(%rsp), %rdi
	call	select_end_pass
	movl	%eax, %r12d
	testl	%eax, %eax
	je	.L3616
.L3620:
	movq	2168(%rsp), %r14
	movq	2176(%rsp), %rbp
	movq	2152(%rsp), %r13
	movq	2160(%rsp), %rbx
	jmp	.L3615
.L3617:
	leaq	1248(%rsp), %rdi
	call	select_end_pass
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3620
	movl	48(%rsp), %r10d
	testl	%r10d, %r10d
	je	.L3619
.L3721:
	movl	1668(%rsp), %eax
	movq	112(%rsp), %rdi
	leal	1(%rax), %edx
	movl	%edx, 1668(%rsp)
	testl	%eax, %eax
	je	.L3729
	call	cqr_end_pass.part.0
	movl	%eax, %r12d
.L3623:
	testl	%r12d, %r12d
	je	.L3619
	jmp	.L3620
.L3564:
	movq	24(%rsp), %rax
	movq	8(%rsp), %rdi
	call	*24(%rax)
	jmp	.L3553
.L3722:
	movl	48(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L3629
	movl	1672(%rsp), %edi
	testl	%edi, %edi
	jle	.L3730
	movl	152(%rbp), %edx
	xorl	%r15d, %r15d
	xorl	%r14d, %r14d
	leaq	by_kind.6(%rip), %rax
	movq	$0, 176(%rsp)
	movl	(%rax,%rdx,4), %r8d
	movb	$0, 166(%rsp)
	movq	%r8, %rax
	jmp	.L3633
.L3730:
	movq	128(%rsp), %r8
	movq	1648(%rsp), %rax
	pxor	%xmm0, %xmm0
	leaq	976(%rsp), %rdx
	movq	144(%rsp), %rbx
	movdqa	864(%rsp), %xmm4
	movq	%rax, 272(%r8)
	movq	848(%rsp), %rax
	movups	%xmm0, 8(%r8)
	movq	$0, 64(%rbx)
	movups	%xmm0, 16(%rbx)
	movups	%xmm0, 32(%rbx)
	movups	%xmm0, 48(%rbx)
	movq	%rax, (%r8)
	movq	880(%rsp), %rax
	movaps	%xmm4, 64(%r8)
	movq	%rax, 56(%r8)
	xorl	%eax, %eax
.L3631:
	movdqa	(%rdx,%rax), %xmm5
	movups	%xmm5, 8(%r8,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L3631
	pxor	%xmm0, %xmm0
	leaq	1376(%rsp), %rdx
	movups	%xmm0, 88(%r8)
	movups	%xmm0, 104(%r8)
	movups	%xmm0, 120(%r8)
	movq	1248(%rsp), %rax
	movdqa	1264(%rsp), %xmm6
	movq	%rax, 80(%r8)
	movq	1280(%rsp), %rax
	movaps	%xmm6, 144(%r8)
	movq	%rax, 136(%r8)
	xorl	%eax, %eax
.L3632:
	movdqa	(%rdx,%rax), %xmm7
	movups	%xmm7, 88(%r8,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L3632
	movq	1680(%rsp), %rax
	xorl	%r12d, %r12d
	movdqa	1792(%rsp), %xmm3
	movdqa	1696(%rsp), %xmm2
	movq	%rax, 160(%r8)
	subq	1712(%rsp), %rax
	movups	%xmm3, 168(%r8)
	movdqa	1808(%rsp), %xmm4
	movq	%rax, 216(%r8)
	movups	%xmm4, 184(%r8)
	movdqa	1824(%rsp), %xmm5
	movaps	%xmm2, 224(%r8)
	movups	%xmm5, 200(%r8)
	movq	2168(%rsp), %r14
	movq	2176(%rsp), %rbp
	movq	2152(%rsp), %r13
	movq	2160(%rsp), %rbx
	jmp	.L3615
.L3718:
	movl	%r15d, 188(%rsp)
	movl	$1, %r14d
	movl	$1, 184(%rsp)
	jmp	.L3556
.L3595:
	testl	%r12d, %r12d
	jne	.L3599
	jmp	.L3609
.L3629:
	movl	152(%rbp), %edx
	xorl	%r15d, %r15d
	leaq	by_kind.6(%rip), %rax
	movq	$0, 176(%rsp)
	movq	$0, 184(%rsp)
	xorl	%r14d, %r14d
	movb	$0, 166(%rsp)
	movl	(%rax,%rdx,4), %r8d
	jmp	.L3558
.L3719:
	movq	24(%rsp), %rax
	movq	8(%rsp), %rdi
	call	*24(%rax)
	testl	%r13d, %r13d
	je	.L3609
	jmp	.L3553
	.p2align 4,,10
	.p2align 3
.L3600:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3601
.L3610:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3611
.L3604:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3605
.L3613:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3614
.L3729:
	call	cqr_first_end
	movl	%eax, %r12d
	jmp	.L3623
.L3716:
	movq	112(%rsp), %rdi
	movq	%rdx, %xmm2
	movl	$68, %ecx
	movq	168(%rax), %rax
	movl	$8, %esi
	movq	%r15, 48(%rsp)
	movq	%rax, 16(%rsp)
	movq	%rax, %xmm0
	movq	%r14, %rax
	rep stosq
	punpcklqdq	%xmm2, %xmm0
	movl	$425984, %edi
	movl	%r13d, 1664(%rsp)
	movaps	%xmm0, 1648(%rsp)
	movl	$1, 1672(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rax, %rbp
	movq	%rax, 2168(%rsp)
	call	calloc@PLT
	testq	%rbp, %rbp
	movq	48(%rsp), %r8
	movl	$1, 2192(%rsp)
	movq	%rax, %rdx
	movq	%rax, 2176(%rsp)
	setne	%al
	testq	%rdx, %rdx
	setne	%dl
	andl	%edx, %eax
	xorl	$1, %eax
	movzbl	%al, %eax
	orl	%eax, %r12d
	jmp	.L3552
.L3648:
	movq	%rax, %rbp
	xorl	%ebx, %ebx
	xorl	%r13d, %r13d
	movl	$-1, %r12d
	jmp	.L3615
.L3723:
	xorl	%ecx, %ecx
	movb	$1, 166(%rsp)
	movl	$1, %r15d
	xorl	%r14d, %r14d
	movl	%ecx, 48(%rsp)
	jmp	.L3635
	.cfi_endproc
.LFE134:
	.size	walk_outcome, .-walk_outcome
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB289:
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
.LFE289:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.8
	.align 8
.LC520:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
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
	je	.L3799
	cmpl	$3, %eax
	je	.L3800
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
	jne	.L3758
	testl	%eax, %eax
	jne	.L3758
	cmpq	$1, 160(%rbp)
	je	.L3801
.L3759:
	leaq	240(%r12), %r9
	movl	$1, %esi
.L3761:
	movq	136(%rbp), %rcx
.L3763:
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
.L3760:
	testq	%rax, %rax
	js	.L3764
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3765:
	testq	%rbx, %rbx
	je	.L3766
	js	.L3767
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L3768:
	divsd	%xmm1, %xmm0
.L3766:
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
	jne	.L3769
	movl	8(%rbp), %r9d
	testl	%r9d, %r9d
	jne	.L3769
	cmpq	$0, 40(%rbp)
	je	.L3802
.L3769:
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
.L3770:
	testq	%rax, %rax
	js	.L3771
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3772:
	testq	%r14, %r14
	js	.L3773
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L3774:
	divsd	%xmm1, %xmm0
	movq	24(%rsp), %rax
	movl	176(%rbp), %esi
	movq	256(%r12), %rcx
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L3775
	movq	160(%rbp), %rsi
	movq	$-1, %rdx
	cmpq	%rsi, %rbx
	jb	.L3776
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
.L3776:
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
.L3733:
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
.L3758:
	.cfi_restore_state
	leaq	by_kind.6(%rip), %rdx
	leaq	240(%r12), %r9
	movl	(%rdx,%rax,4), %esi
	cmpl	$3, %esi
	jne	.L3761
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L3761
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rcx
	jmp	.L3763
	.p2align 4,,10
	.p2align 3
.L3775:
	movq	168(%rbp), %rdx
	jmp	.L3776
.L3773:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3774
.L3771:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3772
.L3764:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3765
.L3802:
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
	jmp	.L3770
.L3800:
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
.L3767:
	.cfi_restore_state
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3768
.L3799:
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
.L3748:
	movq	48(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	server_init
	testq	%r14, %r14
	je	.L3777
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%rbp, 88(%rsp)
	xorl	%r12d, %r12d
	movq	%r9, 16(%rsp)
	movq	%rsi, 64(%rsp)
	.p2align 4,,10
	.p2align 3
.L3739:
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
	je	.L3803
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
.L3737:
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	je	.L3743
	.p2align 4,,10
	.p2align 3
.L3738:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L3741
	testq	%rdx, %rdx
	jne	.L3741
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbx, %rcx
	jne	.L3738
.L3743:
	cmpq	%r14, %r12
	jb	.L3739
	movq	64(%rsp), %rsi
	movq	16(%rsp), %r9
	movq	88(%rsp), %rbp
	testq	%rsi, %rsi
	js	.L3744
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L3735:
	testq	%r14, %r14
	js	.L3746
.L3795:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L3747:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rsi
	movq	24(%rsp), %rax
	movsd	%xmm0, (%rax,%rsi,8)
	movq	200(%rsp), %rax
	movq	%r9, 256(%rbp,%rsi,8)
	movq	%rax, 240(%rbp,%rsi,8)
	testq	%rsi, %rsi
	jne	.L3804
	movq	$1, 40(%rsp)
	jmp	.L3748
	.p2align 4,,10
	.p2align 3
.L3803:
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
	jmp	.L3737
.L3804:
	movq	%rbp, %r12
	movq	48(%rsp), %rbp
	movq	256(%r12), %rcx
	movl	176(%rbp), %eax
	testl	%eax, %eax
	jne	.L3805
	movq	168(%rbp), %rsi
.L3750:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%r12)
	je	.L3781
	xorl	%ebx, %ebx
	leaq	128(%rsp), %r14
	jmp	.L3753
	.p2align 4,,10
	.p2align 3
.L3752:
	addq	$1, %rbx
	cmpq	40(%r13), %rbx
	jnb	.L3806
.L3753:
	movq	48(%r13), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L3752
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%rbx, %rsi
	call	dist_add
	jmp	.L3752
.L3746:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3747
.L3801:
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L3759
	cmpq	$0, 40(%rbp)
	jne	.L3759
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
	jmp	.L3760
.L3744:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3735
.L3805:
	movq	160(%rbp), %rdi
	movq	$-1, %rsi
	cmpq	%rdi, %r14
	jb	.L3750
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
	jmp	.L3750
.L3806:
	movq	272(%r12), %rsi
	movl	152(%rsp), %r13d
.L3751:
	leaq	160(%rsp), %rbx
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	orl	184(%rsp), %r13d
	jne	.L3782
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	movq	%r12, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L3807
.L3754:
	movl	%eax, 8(%rsp)
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L3733
.L3741:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC520(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L3807:
	movl	200(%rbp), %edx
	movq	72(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	192(%rbp), %rsi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L3754
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	leaq	160(%r12), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	jmp	.L3754
.L3777:
	xorl	%r9d, %r9d
	pxor	%xmm0, %xmm0
	jmp	.L3795
.L3781:
	xorl	%r13d, %r13d
	leaq	128(%rsp), %r14
	jmp	.L3751
.L3782:
	movl	$-1, %eax
	jmp	.L3754
	.cfi_endproc
.LFE148:
	.size	run_once, .-run_once
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC525:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC526:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC527:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC528:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.section	.rodata.str1.1
.LC529:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC530:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.align 8
.LC531:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC532:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC533:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
.LFB280:
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
	jne	.L3809
	xorl	%eax, %eax
	cmpq	$1, 160(%rbx)
	sete	%al
	movl	%eax, (%rsp)
.L3809:
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
	jne	.L3875
.L3808:
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
.L3875:
	.cfi_restore_state
	movq	%r10, %rdi
	movq	%r9, %rsi
	call	__floatuntidf@PLT
	testq	%r13, %r13
	js	.L3811
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L3812:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, 56(%rsp)
	testq	%r12, %r12
	js	.L3813
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%r12, %xmm5
	movsd	%xmm5, 32(%rsp)
.L3814:
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
	jne	.L3876
	cmpl	$0, (%rsp)
	jne	.L3877
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L3820:
	movq	.LC61(%rip), %xmm7
	movsd	8(%rsp), %xmm6
	movaps	%xmm7, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jnb	.L3849
	movq	$0x000000000, 16(%rsp)
	xorl	%ebx, %ebx
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L3821:
	movsd	120(%rsp), %xmm0
	movq	112(%rsp), %rsi
	testl	%ebp, %ebp
	je	.L3878
	leaq	.LC528(%rip), %rdi
	movl	$2, %eax
	movsd	%xmm3, 56(%rsp)
	call	printf@PLT
	testl	%r12d, %r12d
	movsd	56(%rsp), %xmm3
	je	.L3829
	leaq	PCT_MILLI(%rip), %r15
	movl	%r12d, 56(%rsp)
	leaq	PCT_NAME(%rip), %rbx
	leaq	40(%r15), %r13
	movq	%r15, %r12
	leaq	.LC529(%rip), %rbp
	movq	%xmm3, %r15
.L3830:
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
	jne	.L3830
	movsd	8(%rsp), %xmm1
	movq	%r15, %xmm3
	movl	$2, %eax
	leaq	.LC530(%rip), %rdi
	movapd	%xmm3, %xmm0
	movl	56(%rsp), %r12d
	call	printf@PLT
	movsd	24(%rsp), %xmm1
	movsd	16(%rsp), %xmm0
	leaq	.LC531(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
.L3832:
	movsd	8(%rsp), %xmm7
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm7
	jb	.L3833
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	xorl	%esi, %esi
	andpd	32(%rsp), %xmm0
	comisd	%xmm0, %xmm6
	setnb	%sil
.L3833:
	leaq	.LC532(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	cmpl	$0, (%rsp)
	je	.L3808
	movsd	48(%rsp), %xmm1
	movsd	64(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC533(%rip), %rdi
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L3879
.L3835:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm7
	xorl	%esi, %esi
	movsd	48(%rsp), %xmm1
	addsd	.LC524(%rip), %xmm1
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L3836
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm4
	xorl	%esi, %esi
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm4
	setnb	%sil
.L3836:
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
.L3813:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 32(%rsp)
	jmp	.L3814
.L3811:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3812
.L3878:
	movsd	8(%rsp), %xmm4
	leaq	.LC525(%rip), %rdi
	movl	$5, %eax
	movsd	56(%rsp), %xmm2
	divsd	.LC67(%rip), %xmm1
	divsd	.LC67(%rip), %xmm2
	call	printf@PLT
	testl	%r12d, %r12d
	jne	.L3880
.L3826:
	leaq	.LC507(%rip), %rdi
	call	puts@PLT
	testl	%ebx, %ebx
	jne	.L3808
	addq	$184, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC527(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L3876:
	.cfi_restore_state
	movsd	.LC521(%rip), %xmm0
	mulsd	48(%rsp), %xmm0
	movsd	%xmm3, 24(%rsp)
	movsd	.LC522(%rip), %xmm2
	movsd	%xmm1, 16(%rsp)
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movl	$99000, %esi
	movq	%r14, %rdi
	xorpd	.LC30(%rip), %xmm0
	divsd	.LC523(%rip), %xmm0
	movq	%xmm0, %rbx
	call	theory_open_pct
	movq	136(%r15), %rax
	movsd	16(%rsp), %xmm1
	movsd	24(%rsp), %xmm3
	testq	%rax, %rax
	js	.L3816
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3817:
	subsd	%xmm0, %xmm2
	mulsd	.LC73(%rip), %xmm2
	movq	%rbx, %xmm4
	cmpl	$0, (%rsp)
	mulsd	.LC91(%rip), %xmm4
	divsd	%xmm0, %xmm2
	movsd	%xmm4, 24(%rsp)
	movsd	%xmm2, 16(%rsp)
	jne	.L3818
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 48(%rsp)
	movq	$0x000000000, 64(%rsp)
.L3819:
	movq	.LC61(%rip), %xmm4
	movsd	8(%rsp), %xmm6
	movapd	%xmm4, %xmm7
	movaps	%xmm4, 32(%rsp)
	andpd	%xmm3, %xmm7
	comisd	%xmm7, %xmm6
	movsd	%xmm7, 72(%rsp)
	jb	.L3869
	movsd	16(%rsp), %xmm0
	movsd	24(%rsp), %xmm6
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm6
	jnb	.L3841
.L3869:
	xorl	%ebx, %ebx
	jmp	.L3821
.L3849:
	movq	$0x000000000, 16(%rsp)
	movq	$0x000000000, 24(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 80(%rsp)
.L3841:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	movsd	48(%rsp), %xmm2
	addsd	.LC524(%rip), %xmm2
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L3869
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm5
	xorl	%ebx, %ebx
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm5
	setnb	%bl
	jmp	.L3821
.L3877:
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
	jmp	.L3820
.L3829:
	movsd	8(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC530(%rip), %rdi
	call	printf@PLT
	jmp	.L3832
.L3816:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3817
.L3880:
	movq	136(%r15), %rax
	testq	%rax, %rax
	js	.L3827
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3828:
	movq	%r14, %rdi
	movl	$99000, %esi
	divsd	.LC67(%rip), %xmm1
	movsd	%xmm1, (%rsp)
	call	theory_open_pct
	movsd	24(%rsp), %xmm3
	movsd	16(%rsp), %xmm2
	leaq	.LC526(%rip), %rdi
	movsd	(%rsp), %xmm1
	movl	$4, %eax
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	jmp	.L3826
.L3818:
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
	movsd	.LC522(%rip), %xmm2
	movsd	%xmm0, 64(%rsp)
	movsd	.LC521(%rip), %xmm0
	mulsd	32(%rsp), %xmm0
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movq	56(%r15), %rax
	movsd	72(%rsp), %xmm4
	movsd	80(%rsp), %xmm1
	mulsd	.LC534(%rip), %xmm4
	testq	%rax, %rax
	movsd	88(%rsp), %xmm3
	js	.L3839
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3840:
	subsd	%xmm4, %xmm2
	mulsd	.LC73(%rip), %xmm2
	xorpd	.LC30(%rip), %xmm0
	divsd	.LC523(%rip), %xmm0
	mulsd	.LC91(%rip), %xmm0
	divsd	%xmm4, %xmm2
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm2, 88(%rsp)
	jmp	.L3819
.L3827:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3828
.L3839:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3840
.L3879:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC531(%rip), %rdi
	call	printf@PLT
	jmp	.L3835
	.cfi_endproc
.LFE280:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.1
.LC535:
	.string	"reference"
.LC536:
	.string	"closed-form"
	.section	.rodata.str1.8
	.align 8
.LC537:
	.string	"bench: out of memory for %lu requests\n"
	.section	.rodata.str1.1
.LC538:
	.string	"for the omissions' walks"
	.section	.rodata.str1.8
	.align 8
.LC539:
	.string	"computing the expected outcome"
	.section	.rodata.str1.1
.LC540:
	.string	"for a rep"
.LC541:
	.string	" warmup"
.LC542:
	.string	"rep=%u%s set=%s"
.LC543:
	.string	" slow=%lu sum_ns=%s\n"
.LC544:
	.string	"sent=truth"
.LC545:
	.string	"scoreboard truth=open"
.LC546:
	.string	"scoreboard none=closed"
	.section	.rodata.str1.8
	.align 8
.LC547:
	.string	"scoreboard hdr-schedule=corrected"
	.align 8
.LC548:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC549:
	.string	"bench: out of memory for the theory check\n"
	.section	.rodata.str1.1
.LC550:
	.string	"cv"
.LC551:
	.string	" %6s\n"
.LC552:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC553:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC554:
	.string	"ratios: open/closed p99 %s"
.LC555:
	.string	", p99.9 %s"
.LC556:
	.string	"; corrected/closed p99 %s"
.LC557:
	.string	"; open/corrected p99 %s"
.LC558:
	.string	", p90 %s\n"
.LC559:
	.string	"the open loop's recording"
	.section	.rodata.str1.8
	.align 8
.LC560:
	.string	"The recordings part at %s: the open loop reads %s us there, %s times the closed loop's %s us.\n"
	.align 8
.LC561:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC562:
	.string	"At p99 the open loop reads %s us, %s times the closed loop"
	.align 8
.LC563:
	.string	"; corrected at %s us, the closed loop reads %s us.\n"
	.align 8
.LC564:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC565:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s us.\n"
	.align 8
.LC566:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC567:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC568:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC569:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC570:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC571:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC572:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC573:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC574:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC575:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC576:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC577:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC578:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC579:
	.string	"bench: the export to %s failed (out of memory, or too many distinct values)\n"
	.section	.rodata.str1.1
.LC580:
	.string	"scoreboard.svg"
	.section	.rodata.str1.8
	.align 8
.LC581:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.section	.rodata.str1.1
.LC582:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC583:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	run_bench, @function
run_bench:
.LFB294:
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
	subq	$10760, %rsp
	.cfi_def_cfa_offset 10816
	movl	208(%rdi), %ebx
	movq	%rdi, 56(%rsp)
	leal	1(%rbx), %edi
	movq	%rdx, 160(%rsp)
	movl	%ecx, 212(%rsp)
	movl	%r8d, 112(%rsp)
	movl	%r9d, 208(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	movq	%rax, 64(%rsp)
	call	calloc@PLT
	movq	%rbx, %rdi
	movl	$8, %esi
	leaq	576(%rsp), %rbx
	movq	%rax, %r15
	movq	%rax, 144(%rsp)
	call	calloc@PLT
	movl	$52, %ecx
	pxor	%xmm0, %xmm0
	leaq	1472(%rsp), %rdi
	movq	%rax, 152(%rsp)
	movq	%rax, %rsi
	xorl	%eax, %eax
	testq	%r15, %r15
	movq	%rdi, 184(%rsp)
	rep stosq
	sete	%al
	cmpq	$0, 64(%rsp)
	movq	%r14, 1472(%rsp)
	sete	%dl
	movq	%rbp, 1480(%rsp)
	orb	%dl, %al
	movq	%rbx, 72(%rsp)
	movq	%rbx, 1496(%rsp)
	movaps	%xmm0, 576(%rsp)
	movaps	%xmm0, 592(%rsp)
	movaps	%xmm0, 608(%rsp)
	movaps	%xmm0, 624(%rsp)
	movaps	%xmm0, 640(%rsp)
	movaps	%xmm0, 464(%rsp)
	movaps	%xmm0, 480(%rsp)
	movaps	%xmm0, 496(%rsp)
	jne	.L3885
	testq	%rsi, %rsi
	je	.L3885
	movq	56(%rsp), %rbx
	movq	72(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	movl	%eax, 16(%rsp)
	testl	%eax, %eax
	jne	.L3885
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L3886
	cmpl	$1, 152(%rbx)
	je	.L4226
	cmpl	$0, 208(%rsp)
	jne	.L4125
.L4223:
	leaq	1184(%rsp), %rax
	movq	%rax, 168(%rsp)
.L3926:
	xorl	%eax, %eax
	movq	56(%rsp), %rdi
	cmpq	$0, 160(%rsp)
	setne	%al
	xorl	%r15d, %r15d
	movl	%eax, 604(%rsp)
	movq	168(%rsp), %rax
	movq	%rdi, 288(%rsp)
	movq	%rax, 296(%rsp)
	movl	%r15d, 304(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L3936
	cmpl	$0, 112(%rsp)
	jne	.L3936
	cmpq	$0, 160(%rsp)
	jne	.L3936
	xorl	%esi, %esi
	leaq	288(%rsp), %rcx
	leaq	256(%rsp), %rdi
	leaq	ref_job_run(%rip), %rdx
	call	pthread_create@PLT
	testl	%eax, %eax
	jne	.L3936
	movl	$1, %ebp
.L3937:
	leaq	768(%rsp), %rax
	movl	%ebp, 216(%rsp)
	movq	56(%rsp), %rbx
	xorl	%r11d, %r11d
	movq	%rax, 96(%rsp)
	jmp	.L3954
	.p2align 4,,10
	.p2align 3
.L3947:
	testl	%r11d, %r11d
	je	.L3953
	movsd	768(%rsp), %xmm0
	movq	144(%rsp), %rdi
	leal	-1(%r11), %eax
	movsd	%xmm0, (%rdi,%rax,8)
	movq	152(%rsp), %rdi
	movsd	776(%rsp), %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
.L3953:
	addl	$1, %r11d
	cmpl	%r11d, 208(%rbx)
	jb	.L4227
.L3954:
	movl	%r11d, %eax
	movq	96(%rsp), %rcx
	movq	72(%rsp), %rsi
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rbp
	movq	64(%rsp), %rax
	movl	%r11d, (%rsp)
	salq	$5, %rbp
	addq	%rax, %rbp
	movq	%rbp, %rdx
	call	run_once
	movl	(%rsp), %r11d
	testl	%eax, %eax
	jne	.L4228
	movl	112(%rsp), %r14d
	testl	%r14d, %r14d
	je	.L3947
	testl	%r11d, %r11d
	leaq	.LC11(%rip), %rax
	leaq	.LC541(%rip), %rdi
	movq	%rbx, 176(%rsp)
	cmove	%rdi, %rax
	movl	%r11d, 88(%rsp)
	xorl	%r14d, %r14d
	leaq	8992(%rsp), %r8
	movabsq	$-3689348814741910323, %r15
	movq	%r8, %r11
	movq	%rax, 120(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 16(%rsp)
	leaq	8(%rbp), %rax
	movq	%rax, 32(%rsp)
	leaq	928(%rsp), %rax
	movq	%rax, 128(%rsp)
.L3952:
	movq	16(%rsp), %rax
	movl	88(%rsp), %esi
	leaq	.LC542(%rip), %rdi
	movq	%r11, 80(%rsp)
	movq	120(%rsp), %rdx
	leaq	PCT_NAME(%rip), %rbp
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rbx
	leaq	.LC401(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbx), %rsi
	call	printf@PLT
	movq	%r12, (%rsp)
	movq	%r13, 8(%rsp)
	movq	80(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L3948:
	movq	(%rbx), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC402(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %rbx
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L3948
	movq	32(%rsp), %rax
	movb	$0, 9039(%rsp)
	movq	%r13, %r11
	movl	$47, %ecx
	movl	$9, %r8d
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	.p2align 4,,10
	.p2align 3
.L3951:
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
	jc	.L3951
	addq	%r11, %rcx
	leaq	.LC396(%rip), %rdx
	xorl	%eax, %eax
	movq	%r11, (%rsp)
	movq	128(%rsp), %rbp
	movl	$48, %esi
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rbx
	xorl	%eax, %eax
	movq	%rbp, %rdx
	leaq	.LC543(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	movq	%rbx, 32(%rsp)
	movq	(%rsp), %r11
	cmpq	%rax, %rdi
	jne	.L3952
	movl	88(%rsp), %r11d
	movq	176(%rsp), %rbx
	jmp	.L3947
.L3886:
	movq	56(%rsp), %r14
	leaq	5472(%rsp), %rax
	leaq	1184(%rsp), %rcx
	xorl	%esi, %esi
	leaq	928(%rsp), %rdi
	movq	%rax, 1192(%rsp)
	xorl	%eax, %eax
	xorl	%r15d, %r15d
	leaq	omit_job_run(%rip), %rdx
	movq	%rcx, 168(%rsp)
	leaq	9048(%rsp), %rbx
	movq	%rdi, 120(%rsp)
	movq	%r14, 1184(%rsp)
	movl	%eax, 1200(%rsp)
	call	pthread_create@PLT
	leaq	3712(%rsp), %rdi
	movl	$220, %ecx
	movl	152(%r14), %edx
	movl	%eax, 96(%rsp)
	xorl	%eax, %eax
	movq	%rdi, 88(%rsp)
	rep stosq
	leaq	4832(%rsp), %rax
	movq	%rax, 32(%rsp)
	leaq	8992(%rsp), %rax
	movq	%rax, 80(%rsp)
	leaq	by_kind.6(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	je	.L4229
.L3891:
	movq	56(%rsp), %rax
	movq	136(%rax), %rdx
.L3890:
	movq	80(%rsp), %rdi
	xorl	%eax, %eax
	movl	$30, %ecx
	testq	%rdx, %rdx
	rep stosl
	movl	$1, %eax
	cmove	%rax, %rdx
	xorl	%ebp, %ebp
	leaq	0(,%rdx,8), %r14
	.p2align 4,,10
	.p2align 3
.L3897:
	cmpq	$1, %rbp
	jbe	.L4230
	cmpq	$3, %rbp
	jbe	.L4231
	testq	%r15, %r15
	je	.L3900
	movq	56(%rsp), %rax
	cmpq	$0, 248(%rax)
	jne	.L3901
	cmpl	$0, 272(%rax)
	je	.L4232
.L3901:
	movq	%r14, %rdi
	call	malloc@PLT
	movq	80(%rsp), %rdi
	movq	%rax, (%rdi,%rbp,8)
	testq	%rax, %rax
	je	.L3894
.L3900:
	addq	$1, %rbp
	cmpq	$7, %rbp
	jne	.L3897
	movq	88(%rsp), %r8
	movq	32(%rsp), %rcx
	movl	%r15d, %esi
	movq	80(%rsp), %rdx
	movq	56(%rsp), %rdi
	call	omit_walk
	movl	%eax, (%rsp)
	testl	%eax, %eax
	jne	.L4079
	imulq	$560, %r15, %r8
	movq	88(%rsp), %rax
	movq	%r12, 128(%rsp)
	leaq	9104(%rsp), %r14
	movq	%r13, 136(%rsp)
	movq	56(%rsp), %r13
	movq	%rbx, %rbp
	movq	%rbx, 176(%rsp)
	movq	%r14, %rbx
	addq	%rax, %r8
	movq	%r8, %r14
	.p2align 4,,10
	.p2align 3
.L3903:
	movq	-56(%rbp), %rdi
	testq	%rdi, %rdi
	je	.L3902
	movl	200(%r13), %ecx
	movq	192(%r13), %rdx
	movq	%r14, %r8
	movq	0(%rbp), %rsi
	call	summarise.isra.0
.L3902:
	addq	$8, %rbp
	addq	$80, %r14
	cmpq	%rbx, %rbp
	jne	.L3903
	movq	128(%rsp), %r12
	movq	136(%rsp), %r13
	movq	176(%rsp), %rbx
.L4079:
	movq	80(%rsp), %rbp
	.p2align 4,,10
	.p2align 3
.L3904:
	movq	0(%rbp), %rdi
	addq	$8, %rbp
	call	free@PLT
	cmpq	%rbx, %rbp
	jne	.L3904
	cmpl	$0, (%rsp)
	jne	.L4233
	addq	$64, 32(%rsp)
	testq	%r15, %r15
	jne	.L4234
	movl	$1, %r15d
	jmp	.L3891
	.p2align 4,,10
	.p2align 3
.L4230:
	movq	56(%rsp), %rax
	cmpq	$0, 216(%rax)
	jne	.L4222
.L3899:
	addq	$1, %rbp
	jmp	.L3897
	.p2align 4,,10
	.p2align 3
.L4231:
	movq	56(%rsp), %rax
	movl	224(%rax), %eax
	testl	%eax, %eax
	je	.L3899
.L4222:
	movq	%r14, %rdi
	call	malloc@PLT
	movq	80(%rsp), %rdi
	movq	%rax, (%rdi,%rbp,8)
	testq	%rax, %rax
	jne	.L3899
.L3894:
	movl	$-1, (%rsp)
	jmp	.L4079
.L3885:
	movq	56(%rsp), %rax
	movq	stderr(%rip), %rdi
	leaq	.LC537(%rip), %rsi
	movq	136(%rax), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
	leaq	464(%rsp), %rax
	movq	%rax, 88(%rsp)
.L3884:
	movl	$1, %ebx
.L3913:
	movq	88(%rsp), %rdi
	call	stall_window_free
	movq	72(%rsp), %rdi
	call	buffers_free
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	152(%rsp), %rdi
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	addq	$10760, %rsp
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
.L4229:
	.cfi_restore_state
	movq	56(%rsp), %rdi
	movq	144(%rdi), %rax
	testq	%rax, %rax
	je	.L3891
	xorl	%edx, %edx
	divq	(%rdi)
	movq	160(%rdi), %rdx
	leaq	1(%rax,%rdx), %rdx
	jmp	.L3890
.L4232:
	cmpq	$0, 280(%rax)
	je	.L3900
	jmp	.L3901
.L4125:
	leaq	1184(%rsp), %rax
	movq	%rax, 168(%rsp)
	leaq	928(%rsp), %rax
	movq	%rax, 120(%rsp)
.L3927:
	movq	56(%rsp), %rax
	movq	160(%rax), %rsi
.L3928:
	movq	56(%rsp), %rax
	movl	$40, %ecx
	movq	168(%rsp), %rdi
	leaq	2800(%rsp), %rbp
	movq	168(%rsp), %rbx
	movq	%rsi, (%rsp)
	xorl	%r14d, %r14d
	movq	168(%rax), %rdx
	xorl	%eax, %eax
	movq	%r12, 32(%rsp)
	rep stosl
	movq	%r13, 40(%rsp)
	movq	%rbp, %r13
	movq	%rbx, %rbp
	movl	16(%rsp), %ebx
	movq	%rdx, %r15
.L3931:
	movq	%r13, %rdi
	movl	$28, %ecx
	movl	%r14d, %eax
	xorl	%r8d, %r8d
	rep stosl
	movq	120(%rsp), %rcx
	movq	56(%rsp), %rdi
	movl	%ebx, %esi
	leaq	2800(%rsp), %r13
	movq	%rbp, 2912(%rsp)
	movq	%r13, %rdx
	call	omit_walk
	testl	%eax, %eax
	je	.L4235
	movl	%eax, %r15d
.L3930:
	movq	168(%rsp), %rdi
	call	trace_free
	leaq	1224(%rsp), %rdi
	call	trace_free
	leaq	1264(%rsp), %rdi
	call	trace_free
	leaq	1304(%rsp), %rdi
	call	trace_free
.L4075:
	leaq	.LC492(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
	movl	%eax, %ebx
	leaq	464(%rsp), %rax
	movq	%rax, 88(%rsp)
	jmp	.L3913
.L3936:
	movq	56(%rsp), %rax
	cmpl	$0, 72(%rax)
	jne	.L4236
	movq	56(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L4237
	movq	56(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 1488(%rsp)
	testq	%rax, %rax
	jne	.L3938
	movq	168(%rsp), %rsi
	movq	56(%rsp), %rdi
	call	closed_form
	movl	%eax, %ebp
.L3941:
	testl	%ebp, %ebp
	jne	.L4238
	cmpq	$0, 160(%rsp)
	je	.L3943
	movq	1344(%rsp), %rcx
	cmpq	$16777216, %rcx
	ja	.L4239
.L3943:
	movq	184(%rsp), %rdi
	call	print_plan
	jmp	.L3937
.L4236:
	leaq	.LC111(%rip), %rax
	movq	%rax, 1488(%rsp)
.L3938:
	movq	168(%rsp), %rdx
	movq	56(%rsp), %rdi
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcome
	movl	%eax, %ebp
	jmp	.L3941
.L4228:
	movl	216(%rsp), %ebp
	leaq	.LC540(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %ebx
	testl	%ebp, %ebp
	jne	.L4240
	leaq	464(%rsp), %rax
	movq	%rax, 88(%rsp)
	testl	%ebx, %ebx
	jne	.L3913
.L3958:
	movq	64(%rsp), %r12
	movq	168(%rsp), %r13
	xorl	%ebp, %ebp
	leaq	1824(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L3961:
	movl	%ebp, %eax
	movl	%ebp, %esi
	movq	%r13, %rdx
	movq	%rbx, %rdi
	leaq	(%rax,%rax,8), %rcx
	addl	$1, %ebp
	salq	$5, %rcx
	addq	%r12, %rcx
	call	check_outcome
	movq	1472(%rsp), %rax
	cmpl	%ebp, 208(%rax)
	jnb	.L3961
	cmpq	$0, 1864(%rsp)
	je	.L3962
	movq	56(%rsp), %rsi
	xorl	%r8d, %r8d
	movq	%rbx, %rdi
	leaq	3712(%rsp), %r13
	leaq	5472(%rsp), %rdx
	movq	%r13, %rcx
	movq	1824(%rsp), %rbp
	movq	1832(%rsp), %r12
	call	check_omitted
	movl	1872(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L4241
.L3963:
	movq	56(%rsp), %rax
	cmpq	$0, 216(%rax)
	je	.L4242
.L3965:
	movq	1832(%rsp), %rax
	addq	1824(%rsp), %rax
	subq	%rbp, %rax
	subq	%r12, %rax
	movq	%rax, 1880(%rsp)
.L3962:
	cmpl	$0, 208(%rsp)
	jne	.L4243
.L3971:
	movq	56(%rsp), %rax
	movl	208(%rax), %r14d
	leaq	0(,%r14,8), %rbx
	movq	%r14, 112(%rsp)
	movq	%r14, %r12
	salq	$4, %r14
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%r14, %rdi
	movq	%rax, %r15
	movq	%rax, 88(%rsp)
	call	malloc@PLT
	testq	%rbp, %rbp
	movq	64(%rsp), %rsi
	movq	%rbp, 216(%rsp)
	setne	%cl
	testq	%r15, %r15
	movq	%rax, %rdx
	setne	%al
	leaq	(%r14,%rdx), %r8
	movq	%rdx, 120(%rsp)
	movq	184(%rsp), %r14
	andl	%eax, %ecx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	movq	%r8, 232(%rsp)
	setne	%al
	addq	$352, %rsi
	andl	%ecx, %eax
	movl	%r12d, %ecx
	movq	%rsi, 80(%rsp)
	shrl	%ecx
	subl	$1, %eax
	leaq	(%r15,%rcx,8), %rdi
	movl	%eax, 168(%rsp)
	salq	$4, %rcx
	movq	%r15, %rax
	movq	%rdi, 128(%rsp)
	leaq	(%rbx,%rbp), %r15
	addq	%rbx, %rax
	leaq	1504(%rsp), %rdi
	movq	%rdi, %r13
	movq	%rdi, 240(%rsp)
	leaq	(%rdx,%rcx), %rbx
	movq	%r15, %rbp
	movq	%rdi, 248(%rsp)
	leaq	8992(%rsp), %rdi
	movq	%rax, %r15
	movq	%rdi, 32(%rsp)
	movq	%r13, (%rsp)
	movq	%rbx, 224(%rsp)
	xorl	%ebx, %ebx
.L3973:
	cmpl	$2, %ebx
	jg	.L4094
	cmpl	$0, 168(%rsp)
	jne	.L4094
	movq	80(%rsp), %rax
	xorl	%r13d, %r13d
	movq	$0x000000000, 272(%r14,%rbx,8)
	movq	%r15, 176(%rsp)
	movq	%rbx, %r15
	movq	%r14, %rbx
	movq	%rbp, %r14
	subq	$56, %rax
	movq	%r13, %rbp
	movq	216(%rsp), %r13
	movq	%rax, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L3974:
	movq	16(%rsp), %rax
	movq	%r13, %rdx
	movq	$-1, %rcx
	leaq	(%rax,%rbp), %rsi
	testl	%r12d, %r12d
	jne	.L3977
	jmp	.L3982
	.p2align 4,,10
	.p2align 3
.L4244:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3976:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L3982
.L3977:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L4244
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3976
	.p2align 4,,10
	.p2align 3
.L3982:
	movq	(%rsp), %rax
	movq	32(%rsp), %rdi
	movl	%r12d, %edx
	movq	%r13, %rsi
	movq	%rcx, 8(%rax,%rbp)
	addq	$8, %rbp
	call	stats_of
	movsd	9008(%rsp), %xmm0
	maxsd	272(%rbx,%r15,8), %xmm0
	movsd	%xmm0, 272(%rbx,%r15,8)
	cmpq	$48, %rbp
	jne	.L3974
	movq	%r14, %rbp
	movq	%rbx, %r14
	movq	%r15, %rbx
	movq	176(%rsp), %r15
	testl	%r12d, %r12d
	je	.L3983
	movq	80(%rsp), %rax
	movq	88(%rsp), %rdx
	leaq	-64(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L3984:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%rdx, %r15
	jne	.L3984
	movq	88(%rsp), %r13
	movq	112(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r13, %rdi
	call	qsort@PLT
	movq	128(%rsp), %rax
	movq	(%rax), %rdx
	movq	(%rsp), %rax
	movq	%rdx, (%rax)
	movq	80(%rsp), %rax
	movq	%r13, %rdx
	leaq	-8(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L3985:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%rdx, %r15
	jne	.L3985
	movq	112(%rsp), %rsi
	movq	88(%rsp), %rdi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
	movq	128(%rsp), %rax
	movq	80(%rsp), %rcx
	movq	232(%rsp), %r10
	movq	(%rax), %rdx
	movq	(%rsp), %rax
	movq	%rdx, 56(%rax)
	movq	120(%rsp), %rdx
	.p2align 4,,10
	.p2align 3
.L3986:
	movdqa	(%rcx), %xmm4
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm4, -16(%rdx)
	cmpq	%r10, %rdx
	jne	.L3986
.L4073:
	movq	112(%rsp), %rsi
	movq	120(%rsp), %rdi
	leaq	cmp_u128(%rip), %rcx
	movl	$16, %edx
	addq	$1, %rbx
	call	qsort@PLT
	movq	224(%rsp), %rax
	addq	$80, 80(%rsp)
	movdqa	(%rax), %xmm3
	movq	(%rsp), %rax
	movaps	%xmm3, 64(%rax)
	addq	$80, %rax
	movq	%rax, (%rsp)
	movaps	%xmm3, 16(%rsp)
	jmp	.L3973
.L4234:
	cmpl	$0, 96(%rsp)
	jne	.L3910
	movq	928(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L3911:
	movl	1200(%rsp), %eax
	movl	%eax, (%rsp)
	testl	%eax, %eax
	jne	.L3907
	leaq	7232(%rsp), %rdx
	xorl	%eax, %eax
	movl	$220, %ecx
	movq	%rdx, %rdi
	rep stosq
	movq	56(%rsp), %rax
	cmpq	$0, 216(%rax)
	je	.L3914
	cmpl	$0, 224(%rax)
	jne	.L3914
	cmpq	$0, 248(%rax)
	jne	.L3914
	movl	272(%rax), %ebx
	movl	%ebx, (%rsp)
	testl	%ebx, %ebx
	jne	.L4082
	cmpq	$0, 280(%rax)
	jne	.L3914
	movq	%rax, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	jne	.L3914
	movl	%ebx, %eax
	movl	$8, %ecx
	movq	56(%rsp), %rbx
	leaq	2800(%rsp), %rbp
	leaq	1888(%rsp), %rdi
	movq	80(%rsp), %r15
	leaq	1888(%rsp), %r14
	rep stosl
	movq	%rbp, %rdi
	movl	$8, %ecx
	rep stosl
	movq	%r15, %rsi
	movq	%rbx, %rdi
	call	stall_geom
	movq	%rbx, %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	closed_form_open
	xorl	%ebx, %ebx
	xorl	%r10d, %r10d
	movq	%r13, 40(%rsp)
	movq	%rbp, %rdi
	movq	%r14, %r13
	movq	%r12, 32(%rsp)
	movq	%rbx, %r14
	movq	%r10, %rbp
	jmp	.L3915
.L4246:
	testq	%rsi, %rsi
	je	.L4084
	movq	%rcx, %rax
	subq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	xorl	%edx, %edx
	cmpq	%r15, %rax
	jnb	.L3916
	movq	%r15, %rdx
	subq	%rax, %rdx
.L3916:
	subq	%rdx, %r15
	movq	%rcx, %rax
	movq	%rdx, %rcx
	movq	%rsi, %rdx
	movq	%r15, %r8
	movq	%rdi, 96(%rsp)
	addq	$1, %rbp
	imulq	%rsi, %r8
	subq	%r8, %rax
	movq	24(%rbx), %r8
	movq	%rax, %rsi
	call	dist_add
	imulq	24(%rbx), %r15
	movq	96(%rsp), %rdi
	addq	%r15, %r14
.L3915:
	cmpq	1896(%rsp), %rbp
	jnb	.L4245
	movq	56(%rsp), %rax
	movq	%rbp, %rbx
	salq	$5, %rbx
	addq	1888(%rsp), %rbx
	movq	216(%rax), %rdx
	movq	(%rbx), %rcx
	movq	8(%rbx), %rsi
	movq	16(%rbx), %r15
	cmpq	%rcx, %rdx
	jb	.L4246
	movq	%r15, %rdx
	jmp	.L3916
.L4082:
	xorl	%eax, %eax
	movl	%eax, (%rsp)
.L3914:
	movq	56(%rsp), %rax
	movq	248(%rax), %r10
	testq	%r10, %r10
	je	.L3920
	cmpl	$0, 272(%rax)
	jne	.L3920
	movq	280(%rax), %r9
	testq	%r9, %r9
	jne	.L3920
	cmpl	$0, 72(%rax)
	jne	.L3920
	cmpq	$0, 112(%rax)
	jne	.L3920
	movq	136(%rax), %r15
	movq	80(%rsp), %rdi
	movq	%rax, %rsi
	movl	$8, %ecx
	movq	80(%rax), %rbx
	xorl	%eax, %eax
	movq	%r13, 104(%rsp)
	movq	%r10, %r13
	rep stosl
	leaq	-1(%r15), %rax
	movq	%r12, 96(%rsp)
	movq	264(%rsi), %rbp
	imulq	%rbx, %rax
	movq	%rax, 32(%rsp)
	jmp	.L3921
.L3922:
	movq	56(%rsp), %rax
	movq	256(%rax), %rax
	testq	%rax, %rax
	je	.L3923
	addq	%rax, %rbp
.L3921:
	cmpq	%rbp, 32(%rsp)
	jb	.L3923
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
	jnb	.L3922
	subq	%rcx, %r14
	imulq	%rbx, %rcx
	movq	80(%rsp), %rdi
	movq	%rbx, %rdx
	movl	$1, %r8d
	movq	%r9, 128(%rsp)
	subq	%rcx, %rsi
	movq	%r14, %rcx
	call	dist_add
	movq	128(%rsp), %r9
	addq	%r14, %r9
	jmp	.L3922
.L3923:
	movq	80(%rsp), %rdi
	movq	%r15, %r8
	xorl	%edx, %edx
	xorl	%esi, %esi
	subq	%r9, %r8
	movl	$1, %ecx
	movq	96(%rsp), %r12
	movq	104(%rsp), %r13
	call	dist_add
	cmpl	$0, 9016(%rsp)
	movq	%r15, 8424(%rsp)
	je	.L4247
.L3925:
	movq	80(%rsp), %rdi
	call	dist_free
.L3920:
	movl	(%rsp), %eax
	cmpl	$0, 208(%rsp)
	movl	%eax, 1872(%rsp)
	movq	88(%rsp), %rax
	movq	%rax, 1864(%rsp)
	je	.L3926
	movq	56(%rsp), %rax
	cmpl	$1, 152(%rax)
	jne	.L3927
.L4076:
	movl	$1, %esi
	jmp	.L3928
.L4227:
	movl	216(%rsp), %ebp
	testl	%ebp, %ebp
	je	.L3958
	movq	256(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	56(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, 1488(%rsp)
.L3956:
	movl	304(%rsp), %edi
	testl	%edi, %edi
	jne	.L3957
.L3959:
	movq	184(%rsp), %rdi
	call	print_plan
	jmp	.L3958
.L4094:
	movq	216(%rsp), %rbp
	movq	120(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%rdx, (%rsp)
	call	free@PLT
	movq	88(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movl	168(%rsp), %r14d
	testl	%r14d, %r14d
	jne	.L3989
	movq	56(%rsp), %rbx
	movq	144(%rsp), %rsi
	leaq	1768(%rsp), %rdi
	movl	208(%rbx), %edx
	call	stats_of
	movl	208(%rbx), %edx
	movq	152(%rsp), %rsi
	leaq	1792(%rsp), %rdi
	call	stats_of
	movl	208(%rbx), %eax
	movq	64(%rsp), %rdi
	xorl	%esi, %esi
	imulq	$288, %rax, %rax
	addq	%rdi, %rax
	movq	%rbx, %rdi
	movq	%rax, 216(%rsp)
	movq	%rax, 1816(%rsp)
	leaq	464(%rsp), %rax
	movq	%rax, %rdx
	movq	%rax, 88(%rsp)
	call	first_stall_window
	leaq	512(%rsp), %rdi
	movl	$14, %ecx
	movl	%eax, 232(%rsp)
	movl	%r14d, %eax
	rep stosl
	leaq	512(%rsp), %rax
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movq	%rax, 224(%rsp)
	movq	%rcx, %r9
	call	theory_of
	testl	%eax, %eax
	jne	.L3990
	leaq	928(%rsp), %rax
	movq	%rax, 120(%rsp)
	leaq	8992(%rsp), %rax
	movq	%rax, 80(%rsp)
.L3991:
	movl	$10, %edi
	xorl	%r12d, %r12d
	leaq	SET_NAME(%rip), %r13
	call	putchar@PLT
	movl	$10, %edi
	leaq	1744(%rsp), %rbp
	leaq	.LC552(%rip), %rbx
	call	print_header_w
	leaq	.LC550(%rip), %rsi
	leaq	.LC551(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	248(%rsp), %r14
.L4013:
	movq	0(%r13,%r12), %rsi
	movq	%r14, %rdx
	movl	$10, %edi
	addq	$80, %r14
	call	print_row_w
	movsd	0(%rbp,%r12), %xmm0
	movq	%rbx, %rdi
	movl	$1, %eax
	addq	$8, %r12
	call	printf@PLT
	cmpq	$24, %r12
	jne	.L4013
	movq	1472(%rsp), %rbp
	movq	80(%rsp), %rbx
	movq	192(%rbp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	movl	208(%rbp), %esi
	leaq	.LC553(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	1608(%rsp), %r13
	movq	1528(%rsp), %r15
	movq	%rbx, %rdi
	movq	%r15, %rdx
	movq	%r13, %rsi
	movq	%r13, 16(%rsp)
	call	fmt_ratio.constprop.0
	leaq	.LC554(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1536(%rsp), %rdx
	movq	1616(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC555(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1688(%rsp), %r14
	movq	%r15, %rdx
	movq	%rbx, %rdi
	movq	%r14, %rsi
	call	fmt_ratio.constprop.0
	leaq	.LC556(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC557(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1680(%rsp), %rdx
	movq	1600(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC558(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	184(%rsp), %rdi
	xorl	%esi, %esi
	call	print_omissions
	cmpl	$0, 208(%rsp)
	jne	.L4248
.L4014:
	movq	184(%rsp), %rax
	xorl	%ebx, %ebx
.L4017:
	movq	40(%rax,%rbx,8), %r13
	movq	120(%rax,%rbx,8), %r12
	leaq	0(%r13,%r13), %rdx
	cmpq	%rdx, %r12
	jb	.L4015
	movl	$10, %edi
	call	putchar@PLT
	movq	80(%rsp), %rdi
	movq	%r13, %rsi
	call	fmt_us.constprop.0
	movq	120(%rsp), %rdi
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rax, (%rsp)
	call	fmt_ratio.constprop.0
	movq	96(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, %r13
	call	fmt_us.constprop.0
	movslq	%ebx, %r9
	movq	(%rsp), %r8
	movq	%r13, %rcx
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	leaq	.LC560(%rip), %rdi
	movq	(%rax,%r9,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L4016:
	movq	16(%rsp), %rbx
	movq	120(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	fmt_ratio.constprop.0
	movq	96(%rsp), %r15
	movq	%rbx, %rsi
	movq	%rax, %r12
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC562(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	80(%rsp), %rdi
	movq	%r14, %rsi
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rbx
	movq	216(%rsp), %rax
	movq	272(%rax), %rsi
	call	fmt_us.constprop.0
	movq	%rbx, %rdx
	leaq	.LC563(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 232(%rsp)
	je	.L4018
	leaq	.LC564(%rip), %rdi
	call	puts@PLT
.L4019:
	xorl	%esi, %esi
	movq	184(%rsp), %rdi
	leaq	.LC405(%rip), %r15
	leaq	.LC404(%rip), %r14
	leaq	RATIOS(%rip), %r13
	leaq	.LC567(%rip), %r12
	call	print_theory
	leaq	.LC566(%rip), %rdi
	movsd	1800(%rsp), %xmm3
	movsd	1792(%rsp), %xmm2
	movsd	1776(%rsp), %xmm1
	movl	$4, %eax
	movsd	1768(%rsp), %xmm0
	leaq	168(%r13), %rbx
	movsd	%xmm3, (%rsp)
	movsd	%xmm2, 16(%rsp)
	movsd	%xmm0, 32(%rsp)
	movsd	%xmm1, 112(%rsp)
	call	printf@PLT
	movq	240(%rsp), %rsi
	movq	%r15, %rdi
	call	print_result_set
	leaq	1584(%rsp), %rsi
	movq	%r14, %rdi
	call	print_result_set
	leaq	1664(%rsp), %rsi
	leaq	.LC440(%rip), %rdi
	call	print_result_set
	movq	%rbp, 128(%rsp)
	movq	240(%rsp), %rbp
	jmp	.L4032
.L4020:
	movq	8(%rax,%rdx,8), %rdx
.L4021:
	movslq	8(%r13), %rax
	movslq	12(%r13), %rsi
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%rbp, %rax
	cmpl	$-1, %esi
	je	.L4249
	movq	8(%rax,%rsi,8), %rax
.L4023:
	testq	%rdx, %rdx
	je	.L4024
	testq	%rax, %rax
	js	.L4025
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4026:
	testq	%rdx, %rdx
	js	.L4027
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L4028:
	divsd	%xmm2, %xmm0
	movq	80(%rsp), %rdi
	movl	$32, %esi
	leaq	.LC117(%rip), %rax
	leaq	.LC118(%rip), %rdx
	comisd	.LC73(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L4031:
	movq	0(%r13), %rsi
	movq	80(%rsp), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	addq	$24, %r13
	call	printf@PLT
	cmpq	%rbx, %r13
	je	.L4250
.L4032:
	movslq	16(%r13), %rax
	movslq	20(%r13), %rdx
	leaq	(%rax,%rax,4), %rax
	salq	$4, %rax
	addq	%rbp, %rax
	cmpl	$-1, %edx
	jne	.L4020
	movq	56(%rax), %rdx
	jmp	.L4021
.L4015:
	addq	$1, %rbx
	cmpq	$6, %rbx
	jne	.L4017
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC561(%rip), %rdi
	call	puts@PLT
	jmp	.L4016
.L4249:
	movq	56(%rax), %rax
	jmp	.L4023
.L4024:
	movq	80(%rsp), %rax
	movl	$6369134, (%rax)
	jmp	.L4031
.L4027:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4028
.L4025:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4026
.L4233:
	cmpl	$0, 96(%rsp)
	jne	.L3906
	movq	928(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L3907:
	movl	(%rsp), %edi
	leaq	.LC538(%rip), %rsi
	call	cannot
	movl	%eax, %ebx
	leaq	464(%rsp), %rax
	movq	%rax, 88(%rsp)
	jmp	.L3913
.L4235:
	movq	56(%rsp), %rdi
	leaq	80(%rbp), %rcx
	leaq	8992(%rsp), %rdx
	movl	%ebx, %esi
	call	ref_omit_client
	testl	%ebx, %ebx
	movl	$1, %ebx
	setle	%cl
	testl	%eax, %eax
	sete	%dl
	addq	$40, %rbp
	testb	%dl, %cl
	jne	.L3931
	movq	%r15, %rdx
	movq	%r13, %rbp
	movq	(%rsp), %rsi
	movq	32(%rsp), %r12
	movq	40(%rsp), %r13
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L3930
	movq	1232(%rsp), %rax
	movq	56(%rsp), %rbx
	imulq	%rsi, %rdx
	movq	%rsi, 792(%rsp)
	movl	$1, 816(%rsp)
	movq	%rax, 768(%rsp)
	movq	1248(%rsp), %rax
	movq	%rbx, %rdi
	movq	%rdx, 800(%rsp)
	leaq	1888(%rsp), %rdx
	movq	%rax, 776(%rsp)
	movq	168(%rsp), %rax
	movq	%rax, 784(%rsp)
	movq	168(%rbx), %rax
	movq	%rax, 808(%rsp)
	leaq	768(%rsp), %rax
	movq	%rax, %rsi
	movq	%rax, 96(%rsp)
	call	score_route
	movq	1312(%rsp), %rdx
	movl	%eax, %r15d
	movq	168(%rbx), %rax
	leaq	1264(%rsp), %rbx
	movq	%rdx, 768(%rsp)
	movq	1328(%rsp), %rdx
	movq	%rbx, 784(%rsp)
	movq	%rdx, 776(%rsp)
	movq	%rax, 808(%rsp)
	testl	%r15d, %r15d
	je	.L4251
	movq	168(%rsp), %rdi
	call	trace_free
	leaq	1224(%rsp), %rdi
	call	trace_free
	movq	%rbx, %rdi
	call	trace_free
	leaq	1304(%rsp), %rdi
	call	trace_free
	jmp	.L4075
.L4251:
	movq	96(%rsp), %rsi
	movq	56(%rsp), %rdi
	movq	%rbp, %rdx
	call	score_reference
	movq	168(%rsp), %rdi
	movl	%eax, %r15d
	call	trace_free
	leaq	1224(%rsp), %rdi
	call	trace_free
	movq	%rbx, %rdi
	call	trace_free
	leaq	1304(%rsp), %rdi
	call	trace_free
	testl	%r15d, %r15d
	je	.L3926
	jmp	.L4075
.L4226:
	movq	56(%rsp), %rax
	cmpq	$8388608, 136(%rax)
	jbe	.L3886
	cmpl	$0, 208(%rsp)
	je	.L4223
	leaq	1184(%rsp), %rax
	movq	%rax, 168(%rsp)
	leaq	928(%rsp), %rax
	movq	%rax, 120(%rsp)
	jmp	.L4076
.L4250:
	movq	216(%rsp), %r13
	leaq	.LC568(%rip), %rbx
	movq	%r15, %rsi
	xorl	%eax, %eax
	movq	%rbx, %rdi
	movq	128(%rsp), %rbp
	movq	256(%r13), %rcx
	movq	240(%r13), %rdx
	call	printf@PLT
	movq	%r14, %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movq	264(%r13), %rcx
	movq	248(%r13), %rdx
	call	printf@PLT
	movq	272(%r13), %rsi
	xorl	%eax, %eax
	leaq	.LC468(%rip), %rdi
	call	printf@PLT
	movl	72(%rbp), %esi
	movsd	112(%rsp), %xmm1
	testl	%esi, %esi
	je	.L4033
	movq	136(%rbp), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L4034
	leaq	-1(%rdi), %rcx
	movq	128(%rbp), %rax
	xorl	%edx, %edx
	subq	120(%rbp), %rax
	divq	%rcx
	movq	%rax, %rcx
.L4034:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	movsd	%xmm1, 112(%rsp)
	leaq	.LC569(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movsd	112(%rsp), %xmm1
.L4033:
	cmpl	$0, 232(%rsp)
	je	.L4252
.L4035:
	movsd	32(%rsp), %xmm0
	leaq	.LC573(%rip), %rbx
	movq	%r15, %rsi
	movl	$3, %eax
	movsd	1784(%rsp), %xmm2
	movq	%rbx, %rdi
	call	printf@PLT
	movsd	(%rsp), %xmm1
	movq	%r14, %rsi
	movq	%rbx, %rdi
	movsd	1808(%rsp), %xmm2
	movsd	16(%rsp), %xmm0
	movl	$3, %eax
	call	printf@PLT
	movq	56(%rsp), %rax
	movl	8(%rax), %r8d
	testl	%r8d, %r8d
	jne	.L4253
.L4037:
	movq	184(%rsp), %rbx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_theory
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_omissions
	cmpl	$0, 208(%rsp)
	jne	.L4254
.L4224:
	cmpq	$0, 160(%rsp)
	je	.L4040
	xorl	%eax, %eax
	leaq	656(%rsp), %rdi
	movl	$18, %ecx
	leaq	352(%rsp), %r12
	movq	%rdi, 176(%rsp)
	rep stosl
	movl	$8, %ecx
	movq	%r12, %rdi
	rep stosl
	leaq	384(%rsp), %rdi
	movl	$8, %ecx
	movq	%rdi, (%rsp)
	rep stosl
	movl	600(%rsp), %eax
	cmpl	$3, %eax
	je	.L4255
	cmpl	$2, %eax
	je	.L4256
	movq	216(%rsp), %rbx
	movq	576(%rsp), %rdi
	movq	%r12, %rdx
	movq	(%rbx), %rsi
	call	dist_of_sorted
	movq	(%rsp), %r14
	movq	272(%rbx), %rsi
	movq	%r12, %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	376(%rsp), %eax
	orl	408(%rsp), %eax
	jne	.L4049
	movq	176(%rsp), %rdx
	movq	(%rbx), %rsi
	movq	576(%rsp), %rdi
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L4049
	movq	80(%rbx), %rsi
	movq	584(%rsp), %rdi
	leaq	680(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L4049
	leaq	704(%rsp), %rsi
	movq	%r14, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L4049
.L4052:
	leaq	320(%rsp), %rax
	xorl	%ebx, %ebx
	movq	216(%rsp), %r15
	leaq	HGRM.2(%rip), %r14
	movq	%rax, 16(%rsp)
.L4051:
	imulq	$10, %rbx, %rax
	movq	16(%rsp), %rdi
	leaq	(%rbx,%rbx,2), %r13
	movq	(%r14,%rbx), %rsi
	leaq	hgrm_writer(%rip), %rdx
	movq	24(%r15,%rax), %rax
	movq	%rax, (%rdi,%rbx)
	movq	176(%rsp), %rax
	movq	160(%rsp), %rdi
	addq	%rax, %r13
	movq	%r13, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L4049
	cmpl	$0, 212(%rsp)
	jne	.L4053
.L4055:
	addq	$8, %rbx
	cmpq	$24, %rbx
	jne	.L4051
	leaq	.LC576(%rip), %rax
	movq	160(%rsp), %rdi
	leaq	416(%rsp), %rcx
	movl	$3, 432(%rsp)
	movq	%rax, %xmm0
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movhps	176(%rsp), %xmm0
	leaq	.LC473(%rip), %rsi
	movaps	%xmm0, 416(%rsp)
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movups	%xmm0, 440(%rsp)
	call	export_file
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L4049
	movq	224(%rsp), %rdx
	movq	56(%rsp), %rdi
	movl	$20, %esi
	call	first_stall_window
	testl	%eax, %eax
	je	.L4257
	jle	.L4058
	movq	56(%rsp), %rax
	movq	48(%rax), %rbx
	testq	%rbx, %rbx
	je	.L4258
.L4059:
	leaq	.LC578(%rip), %rdi
	call	puts@PLT
	movq	224(%rsp), %rdi
	call	stall_window_free
.L4069:
	movq	656(%rsp), %rdi
	call	free@PLT
	movq	680(%rsp), %rdi
	call	free@PLT
	movq	704(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	dist_free
	movq	(%rsp), %rdi
	call	dist_free
	cmpl	$0, 208(%rsp)
	je	.L4040
	movq	160(%rsp), %rdi
	leaq	1888(%rsp), %rcx
	leaq	score_writer(%rip), %rdx
	leaq	.LC580(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 168(%rsp)
.L4040:
	movq	80(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L4259
.L4071:
	cmpq	$0, 1488(%rsp)
	leaq	.LC535(%rip), %rax
	leaq	.LC536(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC582(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1832(%rsp), %rbx
	movl	208(%rbp), %ecx
	xorl	%eax, %eax
	movq	1824(%rsp), %rsi
	leaq	.LC583(%rip), %rdi
	addl	$1, %ecx
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	movl	168(%rsp), %eax
	setne	%bl
	movzbl	%bl, %ebx
	orl	%eax, %ebx
	jmp	.L3913
.L3910:
	movq	168(%rsp), %rdi
	call	omit_job_run
	jmp	.L3911
.L4239:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movl	$2, %ebx
	leaq	.LC4(%rip), %rdx
	leaq	.LC458(%rip), %rsi
	call	fprintf@PLT
	leaq	464(%rsp), %rax
	movq	%rax, 88(%rsp)
	jmp	.L3913
.L4237:
	leaq	.LC112(%rip), %rax
	movq	%rax, 1488(%rsp)
	jmp	.L3938
.L4238:
	leaq	.LC539(%rip), %rsi
	movl	%ebp, %edi
	call	cannot
	movl	%eax, %ebx
	leaq	464(%rsp), %rax
	movq	%rax, 88(%rsp)
	jmp	.L3913
.L4240:
	movq	256(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	56(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, 1488(%rsp)
	testl	%ebx, %ebx
	je	.L3956
.L4225:
	leaq	464(%rsp), %rax
	movq	%rax, 88(%rsp)
	jmp	.L3913
.L3990:
	movq	%r9, %rax
	leaq	928(%rsp), %rdi
	movl	$32, %ecx
	movq	%rdi, 120(%rsp)
	rep stosq
	leaq	8992(%rsp), %rdi
	movl	$32, %ecx
	movq	%rdi, 80(%rsp)
	rep stosq
	movl	$524288, %edi
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, 112(%rsp)
	movq	%rax, %rbx
	call	malloc@PLT
	movq	%rax, %r12
	testq	%rbx, %rbx
	je	.L3994
	testq	%rax, %rax
	je	.L3994
	movq	56(%rsp), %rbx
	movq	96(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rbx, %rsi
	call	walk_start
	testl	%eax, %eax
	jne	.L3994
	leaq	656(%rsp), %rax
	movq	%rbx, %rsi
	xorl	%r13d, %r13d
	movq	%rax, %rdi
	movq	%rax, 176(%rsp)
	call	due_restart
	movq	$0x000000000, (%rsp)
	movq	$0x000000000, 16(%rsp)
.L4004:
	movq	656(%rsp), %rax
	movq	664(%rsp), %rcx
	movq	136(%rax), %rdi
	movl	$65536, %eax
	movq	%rcx, 32(%rsp)
	movq	%rdi, %rbp
	movq	%rdi, %r14
	subq	%rcx, %rbp
	cmpq	%rax, %rbp
	cmova	%rax, %rbp
	xorl	%ebx, %ebx
	cmpq	%rcx, %rdi
	je	.L3998
	movq	%r13, %r15
	movq	176(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L3995:
	movq	%r13, %rdi
	call	due_next
	movq	%rax, (%r12,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbp, %rbx
	jb	.L3995
	movq	%r15, %r13
.L3998:
	xorl	%edi, %edi
	movq	112(%rsp), %rsi
	movl	$65536, %edx
	movq	%r12, 848(%rsp)
	movq	%rdi, 864(%rsp)
	movq	96(%rsp), %rdi
	movq	%rbp, 856(%rsp)
	call	walk_run
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L4260
	movq	56(%rsp), %rax
	imulq	$-8, %r13, %rbp
	movq	112(%rsp), %rdi
	movq	%r12, 128(%rsp)
	addq	%r13, %rbx
	movq	136(%rax), %rax
	addq	%rdi, %rbp
	movq	%rax, %r12
	jmp	.L4001
	.p2align 4,,10
	.p2align 3
.L4262:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4000:
	xorl	%r15d, %r15d
	movq	%r13, %rax
	xorl	%ecx, %ecx
	movsd	%xmm0, 32(%rsp)
	movq	%r15, %rdx
	salq	$5, %rax
	movq	%r13, %r14
	shldq	$5, %r13, %rdx
	movq	%rax, %rdi
	addq	$1, %r13
	movq	%rdx, %rsi
	movq	%r12, %rdx
	call	__udivti3@PLT
	movsd	32(%rsp), %xmm0
	movsd	(%rsp), %xmm6
	cltq
	movsd	928(%rsp,%rax,8), %xmm1
	addsd	%xmm0, %xmm6
	addq	$1, 8992(%rsp,%rax,8)
	addsd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm0
	addsd	16(%rsp), %xmm0
	movsd	%xmm6, (%rsp)
	movsd	%xmm1, 928(%rsp,%rax,8)
	movsd	%xmm0, 16(%rsp)
	cmpq	%rbx, %r13
	je	.L4261
.L4001:
	movq	0(%rbp,%r13,8), %rax
	testq	%rax, %rax
	jns	.L4262
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4000
.L4261:
	movq	%r14, 192(%rsp)
	movq	128(%rsp), %r12
	movq	%r15, 200(%rsp)
	jmp	.L4004
.L4260:
	movq	32(%rsp), %rdi
	cmpq	%rdi, %r14
	jne	.L4004
	leaq	696(%rsp), %rdi
	call	numbers_close
	movq	872(%rsp), %rdi
	call	free@PLT
	movq	112(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	testq	%r13, %r13
	js	.L4005
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%r13, %xmm2
.L4006:
	movsd	(%rsp), %xmm5
	movq	120(%rsp), %rsi
	pxor	%xmm1, %xmm1
	movsd	.LC89(%rip), %xmm4
	movsd	.LC90(%rip), %xmm3
	divsd	%xmm2, %xmm5
	movq	80(%rsp), %rdx
	movsd	%xmm5, 1840(%rsp)
	jmp	.L4010
.L4264:
	pxor	%xmm7, %xmm7
	cvtsi2sdq	%rax, %xmm7
.L4009:
	movsd	(%rsi,%rbx), %xmm0
	divsd	%xmm7, %xmm0
	subsd	%xmm5, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm4, %xmm0
	mulsd	%xmm3, %xmm0
.L4007:
	addq	$8, %rbx
	addsd	%xmm0, %xmm1
	cmpq	$256, %rbx
	je	.L4263
.L4010:
	movq	(%rdx,%rbx), %rax
	pxor	%xmm0, %xmm0
	testq	%rax, %rax
	je	.L4007
	jns	.L4264
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm7, %xmm7
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm7
	addsd	%xmm7, %xmm7
	jmp	.L4009
.L4018:
	movq	496(%rsp), %rbx
	movq	464(%rsp), %rax
	movq	96(%rsp), %rdi
	movq	(%rax,%rbx,8), %rsi
	call	fmt_us.constprop.0
	movq	504(%rsp), %rsi
	movq	%rbx, %rdx
	leaq	.LC565(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rbx, %rsi
	call	printf@PLT
	jmp	.L4019
.L4242:
	cmpl	$0, 224(%rax)
	jne	.L3965
	movq	56(%rsp), %r14
	cmpl	$2, 152(%r14)
	je	.L3968
	movq	4840(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 10824
	leaq	.LC544(%rip), %rcx
	leaq	.LC405(%rip), %rdx
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 10832
	movq	1200(%rsp), %r8
	call	check
	cmpq	$0, 216(%r14)
	popq	%r10
	.cfi_def_cfa_offset 10824
	popq	%r11
	.cfi_def_cfa_offset 10816
	jne	.L3965
	movq	56(%rsp), %rax
	cmpl	$0, 224(%rax)
	jne	.L3965
.L3968:
	movq	56(%rsp), %rax
	cmpq	$0, 248(%rax)
	jne	.L3965
	cmpl	$0, 272(%rax)
	jne	.L3965
	cmpq	$0, 280(%rax)
	jne	.L3965
	movq	4904(%rsp), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 10824
	leaq	.LC544(%rip), %rcx
	leaq	.LC404(%rip), %rdx
	movq	%rbx, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 10832
	movq	1280(%rsp), %r8
	call	check
	popq	%r8
	.cfi_def_cfa_offset 10824
	popq	%r9
	.cfi_def_cfa_offset 10816
	jmp	.L3965
.L4005:
	movq	%r13, %rax
	movq	%r13, %r8
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %r8d
	orq	%r8, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4006
.L4256:
	movl	376(%rsp), %ecx
	xorl	%ebx, %ebx
	jmp	.L4044
.L4046:
	addq	$1, %rbx
.L4044:
	cmpq	616(%rsp), %rbx
	jnb	.L4265
	movq	624(%rsp), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L4046
	testl	%ecx, %ecx
	jne	.L4046
	movq	608(%rsp), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	dist_add.part.0
	movl	376(%rsp), %ecx
	jmp	.L4046
.L4263:
	movapd	%xmm1, %xmm0
	movsd	%xmm5, 112(%rsp)
	movsd	%xmm2, 32(%rsp)
	movsd	%xmm1, (%rsp)
	call	sqrt@PLT
	movsd	112(%rsp), %xmm5
	movsd	(%rsp), %xmm1
	movsd	32(%rsp), %xmm2
	divsd	%xmm5, %xmm0
	movsd	%xmm0, 1848(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L4011
	movsd	16(%rsp), %xmm0
	mulsd	%xmm5, %xmm5
	divsd	%xmm2, %xmm0
	subsd	%xmm5, %xmm0
	movapd	%xmm0, %xmm2
	divsd	%xmm1, %xmm2
.L4011:
	movsd	%xmm2, 1856(%rsp)
	jmp	.L3991
.L4265:
	movq	216(%rsp), %rax
	movq	(%rsp), %rbx
	movq	%r12, %rdi
	movl	%ecx, 16(%rsp)
	movq	272(%rax), %rsi
	movq	%rbx, %rdx
	call	dist_correct
	movl	16(%rsp), %ecx
	orl	408(%rsp), %ecx
	jne	.L4049
	movq	176(%rsp), %rsi
	leaq	608(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L4049
	leaq	680(%rsp), %rsi
	leaq	632(%rsp), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L4049
	leaq	704(%rsp), %rsi
	movq	%rbx, %rdi
	call	table_from_dist
	testl	%eax, %eax
	je	.L4052
.L4049:
	movq	stderr(%rip), %rdi
	movq	160(%rsp), %rdx
	leaq	.LC579(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	656(%rsp), %rdi
	call	free@PLT
	movq	680(%rsp), %rdi
	call	free@PLT
	movq	704(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	dist_free
	movq	(%rsp), %rdi
	call	dist_free
.L4070:
	movl	$1, 168(%rsp)
	jmp	.L4040
.L4243:
	leaq	1888(%rsp), %rbp
	leaq	2800(%rsp), %rsi
	movq	%rbx, %rdi
	movq	%rbp, %rdx
	call	check_score
	leaq	1264(%rsp), %rdx
	movq	%rbp, %rcx
	movq	%rbx, %rdi
	leaq	.LC545(%rip), %rsi
	call	check_summary
	movq	168(%rsp), %rdx
	leaq	1968(%rsp), %rcx
	movq	%rbx, %rdi
	leaq	.LC546(%rip), %rsi
	call	check_summary
	movq	56(%rsp), %rax
	cmpl	$0, 176(%rax)
	jne	.L3971
	leaq	2128(%rsp), %rcx
	leaq	1344(%rsp), %rdx
	movq	%rbx, %rdi
	leaq	.LC547(%rip), %rsi
	call	check_summary
	jmp	.L3971
.L3983:
	movq	88(%rsp), %rdi
	leaq	cmp_u64(%rip), %r13
	movl	$8, %edx
	xorl	%esi, %esi
	movq	%r13, %rcx
	call	qsort@PLT
	movq	(%rsp), %rcx
	movq	88(%rsp), %rdi
	xorl	%esi, %esi
	movq	128(%rsp), %rax
	movq	(%rax), %rdx
	movq	%rdx, (%rcx)
	movq	%r13, %rcx
	movl	$8, %edx
	call	qsort@PLT
	movq	128(%rsp), %rax
	movq	(%rsp), %rcx
	movq	(%rax), %rdx
	movq	%rdx, 56(%rcx)
	jmp	.L4073
.L4248:
	leaq	1888(%rsp), %rdi
	xorl	%edx, %edx
	leaq	.LC559(%rip), %rsi
	call	print_score
	jmp	.L4014
.L4259:
	movq	1496(%rsp), %rax
	movq	9024(%rsp), %rsi
	leaq	.LC581(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4071
.L4254:
	leaq	1888(%rsp), %rdi
	movl	$1, %edx
	leaq	.LC11(%rip), %rsi
	call	print_score
	jmp	.L4224
.L4253:
	movq	120(%rsp), %rsi
	movq	80(%rsp), %rdx
	movq	%rax, %rdi
	call	service_moments
	leaq	SERVICE_DIST_NAME(%rip), %rax
	movsd	8992(%rsp), %xmm1
	movsd	928(%rsp), %xmm0
	movq	(%rax,%r8,8), %rsi
	leaq	.LC574(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L4037
.L4252:
	movq	496(%rsp), %rbx
	movq	472(%rsp), %r9
	xorl	%eax, %eax
	leaq	.LC570(%rip), %rdi
	movq	464(%rsp), %r8
	movsd	%xmm1, 176(%rsp)
	movq	(%r9,%rbx,8), %rcx
	movq	%rbx, %rsi
	movq	%r9, 128(%rsp)
	leaq	0(,%rbx,8), %r12
	movq	(%r8,%rbx,8), %rdx
	movq	%r8, 112(%rsp)
	call	printf@PLT
	leaq	1(%rbx), %rax
	cmpq	488(%rsp), %rax
	movq	112(%rsp), %r8
	movq	128(%rsp), %r9
	movsd	176(%rsp), %xmm1
	jb	.L4266
.L4036:
	movq	504(%rsp), %rdx
	leaq	.LC572(%rip), %rdi
	xorl	%eax, %eax
	movsd	%xmm1, 112(%rsp)
	movq	%rdx, %rsi
	subq	%rbx, %rsi
	call	printf@PLT
	movsd	112(%rsp), %xmm1
	jmp	.L4035
.L3989:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC548(%rip), %rdi
	call	fwrite@PLT
	leaq	464(%rsp), %rax
	movq	%rax, 88(%rsp)
	jmp	.L3884
.L3957:
	leaq	.LC539(%rip), %rsi
	call	cannot
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L4225
	jmp	.L3959
.L4241:
	movq	56(%rsp), %rsi
	leaq	7232(%rsp), %rdx
	movq	%r13, %rcx
	movq	%rbx, %rdi
	call	check_omitted
	jmp	.L3963
.L3994:
	movq	112(%rsp), %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movl	$42, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC549(%rip), %rdi
	call	fwrite@PLT
	jmp	.L3884
.L4266:
	movq	8(%r9,%r12), %rdx
	movq	8(%r8,%r12), %rsi
	leaq	.LC571(%rip), %rdi
	xorl	%eax, %eax
	movsd	%xmm1, 112(%rsp)
	call	printf@PLT
	movsd	112(%rsp), %xmm1
	jmp	.L4036
.L3906:
	movq	168(%rsp), %rdi
	call	omit_job_run
	jmp	.L3907
.L4053:
	leaq	VALUES.1(%rip), %rax
	movq	160(%rsp), %rdi
	movq	%r13, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%rbx), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L4055
	jmp	.L4049
.L4258:
	movq	224(%rsp), %r14
	movq	%r14, %rdi
	call	stall_window_free
	movq	80(%rsp), %rdi
	movq	56(%rsp), %rsi
	movl	%r13d, %eax
	movl	$43, %ecx
	rep movsq
	movq	56(%rsp), %rsi
	movl	$12, %ecx
	movq	%r14, %rdi
	rep stosl
	cmpl	$0, 152(%rsi)
	jne	.L4059
	movq	136(%rsi), %rax
	movl	$262144, %edx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	leaq	0(,%rax,8), %r14
	movq	%rax, 9128(%rsp)
	movq	%r14, %rdi
	call	malloc@PLT
	movq	%r14, %rdi
	movq	%rax, 512(%rsp)
	movq	%rax, 32(%rsp)
	call	malloc@PLT
	movq	%r14, %rdi
	movq	%rax, 520(%rsp)
	movq	%rax, 16(%rsp)
	call	malloc@PLT
	movq	32(%rsp), %rcx
	movq	%rax, 528(%rsp)
	testq	%rcx, %rcx
	je	.L4058
	movq	16(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L4058
	testq	%rax, %rax
	je	.L4058
	movq	120(%rsp), %rdx
	movq	80(%rsp), %rsi
	movq	96(%rsp), %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	je	.L4063
	jmp	.L4267
.L4067:
	movq	528(%rsp), %rax
	movq	96(%rsp), %rdi
	leaq	(%rax,%rbx,8), %r13
	call	due_next
	movq	%rax, 0(%r13)
	movq	528(%rsp), %rax
	cmpq	$999999999, (%rax,%rbx,8)
	ja	.L4068
	addq	$1, %rbx
.L4063:
	cmpq	9128(%rsp), %rbx
	jb	.L4067
.L4068:
	leaq	808(%rsp), %rdi
	call	numbers_close
	movq	%rbx, 9128(%rsp)
	testq	%rbx, %rbx
	je	.L4059
	movq	528(%rsp), %rax
	leaq	264(%rsp), %r9
	movq	%rbx, %rcx
	movl	$1, %esi
	leaq	280(%rsp), %r14
	movq	%rax, 9104(%rsp)
	movq	%r14, %r8
	pushq	%rax
	.cfi_def_cfa_offset 10824
	leaq	280(%rsp), %r13
	pushq	%r13
	.cfi_def_cfa_offset 10832
	movq	96(%rsp), %rbx
	movq	528(%rsp), %rdx
	movq	%rbx, %rdi
	movq	%r9, 32(%rsp)
	call	walk_all
	movq	32(%rsp), %r9
	movq	%rbx, %rdi
	movq	%r14, %r8
	movq	9144(%rsp), %rcx
	movq	536(%rsp), %rdx
	xorl	%esi, %esi
	movq	%r13, (%rsp)
	call	walk_all
	movq	9144(%rsp), %rax
	movq	240(%rsp), %rcx
	leaq	first_second_writer(%rip), %rdx
	movq	176(%rsp), %rdi
	leaq	.LC577(%rip), %rsi
	movq	%rax, 552(%rsp)
	call	export_file
	popq	%rdx
	.cfi_def_cfa_offset 10824
	popq	%rcx
	.cfi_def_cfa_offset 10816
	movl	%eax, %ebx
	jmp	.L4057
.L4255:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC575(%rip), %rdi
	call	fwrite@PLT
	jmp	.L4070
.L4084:
	xorl	%edx, %edx
	jmp	.L3916
.L4058:
	movq	224(%rsp), %rdi
	call	stall_window_free
	jmp	.L4049
.L4257:
	movq	56(%rsp), %rax
	movq	80(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC577(%rip), %rsi
	movq	160(%rsp), %rdi
	movq	%rax, 8992(%rsp)
	movq	224(%rsp), %rax
	movq	%rax, 9000(%rsp)
	movq	216(%rsp), %rax
	movq	272(%rax), %rax
	movq	%rax, 9008(%rsp)
	call	export_file
	movl	%eax, %ebx
.L4057:
	movq	224(%rsp), %rdi
	call	stall_window_free
	testl	%ebx, %ebx
	je	.L4069
	jmp	.L4049
.L4247:
	movq	56(%rsp), %rax
	movq	80(%rsp), %rdi
	leaq	8272(%rsp), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	orl	$2, (%rsp)
	jmp	.L3925
.L4245:
	movq	%r14, %rbx
	movq	32(%rsp), %r12
	movq	%r13, %r14
	movq	%rdi, %rbp
	cmpl	$0, 2824(%rsp)
	movq	%rbx, 8448(%rsp)
	movq	40(%rsp), %r13
	je	.L4268
.L3918:
	movq	56(%rsp), %rax
	xorl	%edx, %edx
	movq	%rbx, %r8
	movl	$1, %ecx
	movq	%rbp, %rdi
	movq	216(%rax), %rsi
	call	dist_add
	movl	2824(%rsp), %eax
	orl	1912(%rsp), %eax
	je	.L4269
.L3919:
	movq	%r14, %rdi
	call	dist_free
	movq	%rbp, %rdi
	call	dist_free
	jmp	.L3914
.L4267:
	movq	stderr(%rip), %rdi
	movq	120(%rsp), %rdx
	leaq	.LC301(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$2, %edi
	call	exit@PLT
.L4269:
	movq	56(%rsp), %rax
	leaq	7872(%rsp), %rcx
	movq	%rbp, %rdi
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movl	$1, (%rsp)
	jmp	.L3919
.L4268:
	movq	56(%rsp), %rax
	leaq	7792(%rsp), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	jmp	.L3918
	.cfi_endproc
.LFE294:
	.size	run_bench, .-run_bench
	.section	.rodata.str1.1
.LC584:
	.string	"the scenario's trace"
.LC585:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC586:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC587:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC588:
	.string	"the latencies have too many possible values"
	.align 8
.LC589:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC590:
	.string	"stall length"
.LC591:
	.string	"load %"
.LC592:
	.string	"stall us"
.LC593:
	.string	"sim"
.LC594:
	.string	"formula"
.LC595:
	.string	"sweep-load.svg"
.LC596:
	.string	"sweep-stall.svg"
.LC599:
	.string	"default"
.LC600:
	.string	"seed 000"
.LC601:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC604:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC605:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC606:
	.string	"--self-test"
.LC607:
	.string	"rank n=1 p=0"
.LC608:
	.string	"rank n=1 p=100"
.LC609:
	.string	"rank n=1 p=0 ceil"
.LC610:
	.string	"rank n=1 p=100 ceil"
.LC611:
	.string	"rank n=10 p=0"
.LC612:
	.string	"rank n=10 p=100"
.LC613:
	.string	"rank n=10 p=50"
.LC614:
	.string	"rank n=10 p=95 rounds half up"
.LC615:
	.string	"rank n=10 p=94.9 rounds down"
.LC616:
	.string	"rank n=10 p=90.1 ceil"
.LC617:
	.string	"rank n=119980 p=99"
.LC618:
	.string	"rank n=119980 p=99.9"
.LC619:
	.string	"rank n=119980 p=99 ceil"
.LC620:
	.string	"rank n=2^62 p=99.99 exact"
.LC622:
	.string	"hdr fixture corrected count"
.LC623:
	.string	"hdr fixture correct_co"
.LC624:
	.string	"hdr fixture corrected p50"
.LC625:
	.string	"hdr fixture corrected p90"
.LC626:
	.string	"hdr fixture corrected p99"
.LC627:
	.string	"hdr fixture corrected max"
.LC628:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC629:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC630:
	.string	"correction of one interval"
.LC631:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC632:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC633:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC634:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC635:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC636:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC638:
	.string	"reference server agrees, start %lu"
	.align 8
.LC639:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC640:
	.string	"in service at a stall: extended by it"
	.align 8
.LC641:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC642:
	.string	"corrected set without its terms, in memory and in passes, e %lu, values below %lu: fields that differ"
	.align 8
.LC643:
	.string	"the brute-force buffer was allocated"
	.align 8
.LC644:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC645:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC647:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.section	.rodata.str1.1
.LC648:
	.string	"200us"
.LC649:
	.string	"0.3us"
.LC650:
	.string	"0.5s"
.LC651:
	.string	"1.000000001s"
.LC652:
	.string	"0"
.LC653:
	.string	"250"
.LC654:
	.string	"0.5ns"
.LC655:
	.string	"ms"
.LC656:
	.string	"-1ms"
.LC657:
	.string	"5parsecs"
.LC658:
	.string	"1.ms"
.LC659:
	.string	"99999999999999999999s"
.LC660:
	.string	"4611686018427387904ns"
	.section	.rodata.str1.8
	.align 8
.LC661:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC662:
	.string	"%s%s%s"
.LC663:
	.string	"  %s\n"
.LC664:
	.string	"  %-24s %.*s\n"
.LC665:
	.string	"QUICK"
.LC666:
	.string	"REPS"
.LC667:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC668:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC669:
	.string	"QUICK '%s' is not valid: %s"
.LC670:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC671:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC672:
	.string	"--scenario"
.LC673:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC674:
	.string	"both set the length of the run: "
	.align 8
.LC675:
	.string	"--duration and --requests %s%s"
	.section	.rodata.str1.1
.LC676:
	.string	"give --export PREFIX too"
	.section	.rodata.str1.8
	.align 8
.LC677:
	.string	"--export-values adds files to an export: %s%s"
	.align 8
.LC678:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC679:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC680:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC681:
	.string	"--export does not apply to --cross-check, %s%s"
	.section	.rodata.str1.1
.LC682:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC683:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC684:
	.string	"%s, from %s"
.LC685:
	.string	"choose one"
.LC686:
	.string	"are two kinds of users: "
	.section	.rodata.str1.8
	.align 8
.LC687:
	.string	"--population and --sessions %s%s"
	.section	.rodata.str1.1
.LC688:
	.string	"add --sessions R or drop it"
	.section	.rodata.str1.8
	.align 8
.LC689:
	.string	"applies only with --sessions: "
	.section	.rodata.str1.1
.LC690:
	.string	"--return-prob %s%s"
	.section	.rodata.str1.8
	.align 8
.LC691:
	.string	"drop --sweep, --cross-check, --correct and --export"
	.section	.rodata.str1.1
.LC692:
	.string	"run alone: "
.LC693:
	.string	"drop them"
	.section	.rodata.str1.8
	.align 8
.LC694:
	.string	"take no --timeout, --queue-limit or generator option: "
	.align 8
.LC695:
	.string	"drop --schedule, --rate and --arrivals"
	.section	.rodata.str1.1
.LC696:
	.string	"replace the schedule: "
	.section	.rodata.str1.8
	.align 8
.LC697:
	.string	"drop --connections and --closed"
	.section	.rodata.str1.1
.LC698:
	.string	"replace the clients: "
	.section	.rodata.str1.8
	.align 8
.LC699:
	.string	"use --duration, not --requests"
	.section	.rodata.str1.1
.LC700:
	.string	"run for a time: "
.LC701:
	.string	"lower either"
	.section	.rodata.str1.8
	.align 8
.LC702:
	.string	"--sessions and --return-prob offer more work than the server can do (a load of 1 or more): %s%s"
	.section	.rodata.str1.1
.LC703:
	.string	"at most 2^60 ns (36 years)"
.LC704:
	.string	"is too long for users: "
.LC705:
	.string	"--duration %s%s"
	.section	.rodata.str1.8
	.align 8
.LC706:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC707:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.section	.rodata.str1.1
.LC708:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC709:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC710:
	.string	"use --correct FILE"
.LC711:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC712:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC713:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC714:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC715:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC716:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC717:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC718:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC719:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC721:
	.string	"lower --rate or shorten the run"
	.align 8
.LC722:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC723:
	.string	"--schedule poisson: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC724:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC725:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC726:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC727:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC728:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC729:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC730:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC731:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC732:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC733:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC734:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC735:
	.string	"shorten --duration or --interval"
	.align 8
.LC736:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC737:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC738:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC739:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC740:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC741:
	.string	"--timeout, --queue-limit, the generator's options and --scoreboard keep every sample"
	.align 8
.LC742:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC743:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC744:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC745:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC746:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC747:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC748:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC749:
	.string	"drop one of the two"
.LC750:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC751:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC752:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC753:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC754:
	.string	"--sweep runs on a fixed schedule, or a Poisson one across load, with a fixed expected interval: %s%s"
	.section	.rodata.str1.1
.LC755:
	.string	"in the sweep"
	.section	.rodata.str1.8
	.align 8
.LC756:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC757:
	.string	"base: service %s us"
.LC758:
	.string	", stall %s us"
.LC759:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC760:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC761:
	.string	"checked"
.LC762:
	.string	"%-10s %-8s"
.LC763:
	.string	" | %-10s %10s %10s"
.LC764:
	.string	"\n%-10s %-8s"
.LC765:
	.string	"p50"
.LC766:
	.string	" | "
.LC767:
	.string	"%s%10s"
.LC768:
	.string	"p99"
.LC769:
	.string	"p99.9"
.LC770:
	.string	"%-10lu"
.LC771:
	.string	"%-10s"
.LC772:
	.string	" %-8s"
	.section	.rodata.str1.8
	.align 8
.LC773:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.align 8
.LC774:
	.string	"theory (%s, Poisson arrivals, no stalls): the open loop's mean against theory's\n"
	.section	.rodata.str1.1
.LC775:
	.string	"theory"
.LC776:
	.string	"open mean"
.LC777:
	.string	"%-10s %12s %12s"
.LC778:
	.string	"theory p99"
.LC779:
	.string	"open p99"
.LC780:
	.string	" %12s %12s"
.LC781:
	.string	"%-10lu %12.1f %12.1f"
.LC782:
	.string	" %12.1f %12.1f"
	.section	.rodata.str1.8
	.align 8
.LC783:
	.string	"(us; theory is a limit, a finite run a sample: at high load the run is short of it)\n"
	.align 8
.LC784:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC785:
	.string	" %s_%s_ns=%lu"
.LC786:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC787:
	.string	"RESULT sweep_theory axis=%s value=%lu queue=%s rho=%.4f open_mean_ns=%.0f theory_mean_ns=%.0f"
	.align 8
.LC788:
	.string	" open_p99_ns=%lu theory_p99_ns=%.0f"
	.align 8
.LC789:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC790:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC791:
	.string	"in the cross-check"
.LC792:
	.string	"expected_ns"
.LC793:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC794:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC795:
	.string	"--correct '%s': out of memory at line %lu"
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB321:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	$64, %ecx
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
	subq	$11384, %rsp
	.cfi_def_cfa_offset 11440
	movdqa	.LC597(%rip), %xmm0
	leaq	1248(%rsp), %rdi
	movq	%rdi, 8(%rsp)
	rep stosq
	movaps	%xmm0, 1296(%rsp)
	movdqa	.LC598(%rip), %xmm0
	leaq	.LC600(%rip), %rax
	leaq	.LC599(%rip), %rcx
	movq	%rax, %xmm7
	movq	$100000, 1248(%rsp)
	movaps	%xmm0, 1408(%rsp)
	movq	%rcx, %xmm0
	movq	$500000000, 1312(%rsp)
	punpcklqdq	%xmm7, %xmm0
	movq	$200000, 1328(%rsp)
	movq	$1000000, 1440(%rsp)
	movl	$31, 1456(%rsp)
	movaps	%xmm0, 1680(%rsp)
	cmpl	$2, %r14d
	je	.L4780
	movl	$1, %r15d
	cmpl	$1, %r14d
	jle	.L4355
	.p2align 4,,10
	.p2align 3
.L4354:
	movslq	%r15d, %rax
	movq	0(%rbp,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L4643
	cmpb	$104, 1(%rbx)
	jne	.L4643
	cmpb	$0, 2(%rbx)
	jne	.L4643
	movl	$-1, %eax
	leaq	.LC304(%rip), %rbx
.L4341:
	leaq	32+OPTIONS(%rip), %r13
	xorl	%r12d, %r12d
	jmp	.L4346
	.p2align 4,,10
	.p2align 3
.L4342:
	addl	$1, %r12d
	cmpl	$51, %r12d
	je	.L4345
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$32, %r13
	call	strcmp@PLT
.L4346:
	testl	%eax, %eax
	jne	.L4342
	movslq	%r12d, %r12
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r12
	addq	%r12, %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L4781
	addl	$1, %r15d
.L4345:
	addl	$1, %r15d
	cmpl	%r15d, %r14d
	jg	.L4354
.L4355:
	leaq	.LC665(%rip), %rdi
	call	getenv@PLT
	leaq	.LC666(%rip), %rdi
	movq	%rax, %r12
	call	getenv@PLT
	movq	%rax, %rbx
	testq	%r12, %r12
	je	.L4607
	leaq	.LC667(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r12)
	movl	%eax, %r13d
	je	.L4357
	leaq	.LC652(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4782
.L4357:
	xorl	%eax, %eax
	testl	%r13d, %r13d
	sete	%al
.L4356:
	movl	%eax, 1704(%rsp)
	testq	%rbx, %rbx
	je	.L4359
	cmpb	$0, (%rbx)
	jne	.L4783
.L4359:
	movslq	%r14d, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L4361
	xorl	%eax, %eax
	leaq	3376(%rsp), %r15
	movl	%eax, (%rsp)
	cmpl	$1, %r14d
	jle	.L4363
	xorl	%r15d, %r15d
	movl	%r14d, 24(%rsp)
	movl	$1, %r9d
	movl	%r15d, 32(%rsp)
	movl	%r15d, 40(%rsp)
	leaq	3376(%rsp), %r15
	movq	%r15, 56(%rsp)
	movl	%r9d, %r15d
.L4362:
	movslq	%r15d, %rax
	movq	0(%rbp,%rax,8), %r12
	leaq	0(,%rax,8), %rcx
	movq	%rcx, 48(%rsp)
	cmpb	$45, (%r12)
	jne	.L4644
	cmpb	$104, 1(%r12)
	jne	.L4644
	cmpb	$0, 2(%r12)
	movl	$-1, %edx
	leaq	.LC304(%rip), %rbx
	jne	.L4644
.L4365:
	leaq	OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	movl	%edx, %eax
	jmp	.L4369
	.p2align 4,,10
	.p2align 3
.L4366:
	addl	$1, %r13d
	addq	$32, %r14
	cmpl	$51, %r13d
	je	.L4368
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L4369:
	movq	(%r14), %rdi
	testl	%eax, %eax
	jne	.L4366
	movslq	%r13d, %r8
	movl	%eax, %edx
	leaq	OPTIONS(%rip), %rax
	salq	$5, %r8
	movl	8(%rax,%r8), %r13d
	testl	%r13d, %r13d
	jne	.L4368
	movl	%edx, 72(%rsp)
	leal	1(%r15), %ebx
	cmpl	%ebx, 24(%rsp)
	jle	.L4368
	leaq	.LC165(%rip), %rsi
	movq	%rdi, 64(%rsp)
	movl	$1, %r15d
	call	strcmp@PLT
	movq	64(%rsp), %rdi
	leaq	.LC168(%rip), %rsi
	testl	%eax, %eax
	movl	40(%rsp), %eax
	cmove	%r15d, %eax
	movl	%eax, 40(%rsp)
	call	strcmp@PLT
	movq	64(%rsp), %rdi
	leaq	.LC672(%rip), %rsi
	testl	%eax, %eax
	cmovne	32(%rsp), %r15d
	movl	%r15d, 32(%rsp)
	call	strcmp@PLT
	movq	48(%rsp), %rcx
	movq	%r12, %xmm0
	movl	72(%rsp), %edx
	testl	%eax, %eax
	movq	8(%rbp,%rcx), %rsi
	movq	%rsi, %xmm5
	punpcklqdq	%xmm5, %xmm0
	je	.L4784
	movslq	(%rsp), %rax
	movq	%rax, %rcx
	addl	$2, %ecx
	movl	%ecx, (%rsp)
	movq	16(%rsp), %rcx
	movups	%xmm0, (%rcx,%rax,8)
	movl	$1, %eax
.L4373:
	leal	1(%rbx), %r15d
	cmpl	%r15d, 24(%rsp)
	jle	.L4637
	testb	%al, %al
	jne	.L4362
.L4637:
	movq	56(%rsp), %r15
	testl	%edx, %edx
	je	.L4376
.L4772:
	movq	16(%rsp), %rdi
	call	free@PLT
.L4437:
	movq	%r15, %rdi
	call	usage_error
.L4382:
	movq	1696(%rsp), %rdi
	movl	%eax, (%rsp)
	call	free@PLT
	movq	1752(%rsp), %rdi
	call	free@PLT
	movl	(%rsp), %eax
	jmp	.L4270
.L4643:
	leaq	.LC123(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L4341
.L4781:
	movq	(%rax), %rdi
	leaq	.LC304(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4345
	leaq	.LC661(%rip), %rdi
	leaq	OPTIONS(%rip), %r12
	call	puts@PLT
	leaq	5424(%rsp), %rax
	leaq	.LC664(%rip), %rbx
	movq	%rax, (%rsp)
	leaq	.LC11(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L4353:
	movq	24(%r12), %r13
	movl	$10, %esi
	movq	%r13, %rdi
	call	strchr@PLT
	movq	16(%r12), %r9
	leaq	.LC36(%rip), %r8
	movq	%rax, %r15
	testq	%r9, %r9
	je	.L4785
.L4347:
	movq	(%rsp), %r14
	movq	(%r12), %rcx
	xorl	%eax, %eax
	movl	$64, %esi
	leaq	.LC662(%rip), %rdx
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	%r14, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L4786
	testq	%r15, %r15
	je	.L4349
.L4788:
	movl	%r15d, %edx
	movq	(%rsp), %rsi
	movq	%r13, %rcx
	movq	%rbx, %rdi
	subl	%r13d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4350
	.p2align 4,,10
	.p2align 3
.L4787:
	movq	%rax, %rdx
	movq	%r14, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	subq	%r15, %rdx
	xorl	%eax, %eax
	movq	%r13, %r15
	subl	$1, %edx
	call	printf@PLT
.L4350:
	leaq	1(%r15), %r14
	movl	$10, %esi
	movq	%r14, %rdi
	call	strchr@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	jne	.L4787
	movq	%r14, %rdi
	call	strlen@PLT
	movq	%r14, %rcx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L4351:
	addq	$32, %r12
	leaq	1632+OPTIONS(%rip), %rax
	cmpq	%r12, %rax
	jne	.L4353
.L4287:
	xorl	%eax, %eax
.L4270:
	addq	$11384, %rsp
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
.L4786:
	.cfi_restore_state
	movq	(%rsp), %rsi
	leaq	.LC663(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 5424(%rsp)
	testq	%r15, %r15
	jne	.L4788
.L4349:
	movq	%r13, %rdi
	call	strlen@PLT
	movq	(%rsp), %rsi
	movq	%r13, %rcx
	movq	%rbx, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4351
.L4785:
	movq	%rbp, %r9
	movq	%rbp, %r8
	jmp	.L4347
.L4644:
	leaq	.LC123(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L4365
.L4368:
	movslq	(%rsp), %rax
	movq	16(%rsp), %rdi
	movl	%r15d, %ebx
	xorl	%edx, %edx
	movq	%r12, (%rdi,%rax,8)
	leal	1(%rax), %eax
	movl	%eax, (%rsp)
	movl	$1, %eax
	jmp	.L4373
.L4784:
	movq	56(%rsp), %rdx
	movq	8(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	sete	%al
	jmp	.L4373
.L4780:
	movq	8(%rsi), %rbx
	leaq	.LC601(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L4789
	leaq	.LC606(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r15d
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4354
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC607(%rip), %rdi
	leaq	raw.16(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC608(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC609(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC610(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC611(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC612(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC613(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC614(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC615(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC616(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC617(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC618(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC619(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC620(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC621(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L4289:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L4289
	movq	$100000000, 80000+raw.16(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L4294
.L4790:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L4293
.L4294:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L4290
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L4290:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L4790
	xorl	%ecx, %ecx
.L4293:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	fixed.15(%rip), %r12
	movl	$20000, %esi
	leaq	.LC622(%rip), %rdi
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
	leaq	.LC623(%rip), %rdi
	leaq	192(%rsp), %rbp
	call	expect
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movl	$1000, %edx
	leaq	224(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	232(%rsp), %rcx
	leaq	.LC624(%rip), %rdi
	leaq	1760(%rsp), %r12
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	240(%rsp), %rcx
	leaq	.LC625(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	248(%rsp), %rcx
	leaq	.LC626(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	272(%rsp), %rcx
	leaq	.LC627(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	288(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	296(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC628(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC629(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC630(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC631(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC632(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	192(%rsp), %rdi
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
	cmpl	$0, 216(%rsp)
	jne	.L4296
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbp, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L4296
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbp, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L4296:
	movq	200(%rsp), %r11
	movq	192(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L4301:
	cmpq	%r11, %r10
	je	.L4596
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L4298
.L4303:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r12,%rdi,8), %r8
	je	.L4300
	.p2align 4,,10
	.p2align 3
.L4297:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L4297
	leaq	1(%rdi,%rdx), %rdi
.L4300:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L4303
.L4298:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L4301
.L4376:
	movl	32(%rsp), %ecx
	testl	%ecx, 40(%rsp)
	je	.L4363
	leaq	.LC673(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC674(%rip), %rcx
	leaq	.LC675(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4772
.L4607:
	xorl	%eax, %eax
	jmp	.L4356
.L4782:
	testl	%r13d, %r13d
	je	.L4357
	leaq	3376(%rsp), %r15
	leaq	.LC668(%rip), %r8
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC669(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4437
.L4363:
	movq	16(%rsp), %r14
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	movl	(%rsp), %esi
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L4437
	cmpl	$0, 1672(%rsp)
	movl	1592(%rsp), %eax
	movq	1664(%rsp), %rbx
	jne	.L4791
	testq	%rbx, %rbx
	jne	.L4792
.L4380:
	leaq	896(%rsp), %rax
	movq	1688(%rsp), %r8
	movq	1680(%rsp), %rcx
	leaq	.LC684(%rip), %rdx
	movq	%rax, 24(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	1544(%rsp), %rax
	pxor	%xmm0, %xmm0
	movsd	1552(%rsp), %xmm1
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L4793
	comisd	%xmm0, %xmm1
	leaq	.LC685(%rip), %r8
	leaq	.LC686(%rip), %rcx
	ja	.L4773
	cmpl	$0, 1744(%rsp)
	jne	.L4794
.L4384:
	cmpl	$0, 1592(%rsp)
	jne	.L4390
	cmpq	$0, 1664(%rsp)
	jne	.L4390
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L4795
	cmpl	$0, 1320(%rsp)
	jne	.L4393
	movsd	1616(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L4393
	cmpq	$1, 1408(%rsp)
	ja	.L4396
	cmpl	$0, 1400(%rsp)
	jne	.L4396
	cmpq	$0, 1608(%rsp)
	leaq	.LC699(%rip), %r8
	leaq	.LC700(%rip), %rcx
	jne	.L4773
	movsd	1552(%rsp), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L4796
.L4399:
	movq	1600(%rsp), %rax
	testq	%rax, %rax
	jne	.L4403
	cmpl	$0, 1704(%rsp)
	jne	.L4404
	movl	$9765625, %eax
	salq	$11, %rax
	movq	%rax, 1584(%rsp)
.L4405:
	movq	1624(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 1344(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L4437
	movl	1740(%rsp), %edx
	movq	24(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	run_users
	jmp	.L4382
.L4783:
	leaq	5424(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L4797
	movq	5424(%rsp), %rax
	movl	%eax, 1456(%rsp)
	jmp	.L4359
.L4789:
	pcmpeqd	%xmm0, %xmm0
	movl	$1, %r12d
	movaps	%xmm0, 3376(%rsp)
	leaq	5424(%rsp), %rax
	movl	$7, %ebp
	leaq	3376(%rsp), %r15
	movq	%rax, (%rsp)
.L4273:
	xorl	%r13d, %r13d
.L4277:
	movq	(%rsp), %rsi
	movl	$1, %edi
	movl	$3, %ebx
	call	clock_gettime@PLT
	movq	5432(%rsp), %rdx
	movl	$20000000, %eax
	imulq	$1000000000, 5424(%rsp), %r14
	jmp	.L4276
	.p2align 4,,10
	.p2align 3
.L4799:
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	imulq	%r12, %rbx
	subl	$1, %eax
	je	.L4798
.L4276:
	testq	%r13, %r13
	jne	.L4799
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	addq	%r12, %rbx
	subl	$1, %eax
	jne	.L4276
.L4798:
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%rdx, 8(%rsp)
	call	clock_gettime@PLT
	movq	8(%rsp), %rdx
	imulq	$1000000000, 5424(%rsp), %rcx
	movq	5432(%rsp), %rax
	subq	%rdx, %rcx
	movq	(%r15,%r13,8), %rdx
	addq	%rcx, %rax
	subq	%r14, %rax
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, (%r15,%r13,8)
	testq	%r13, %r13
	jne	.L4800
	movl	$1, %r13d
	jmp	.L4277
.L4800:
	subl	$1, %ebp
	jne	.L4273
	movq	3376(%rsp), %rax
	testq	%rax, %rax
	js	.L4279
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4280:
	movsd	.LC602(%rip), %xmm4
	movq	3384(%rsp), %rax
	divsd	%xmm0, %xmm4
	testq	%rax, %rax
	js	.L4281
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4282:
	movsd	.LC603(%rip), %xmm1
	movsd	%xmm4, (%rsp)
	divsd	%xmm0, %xmm1
	movapd	%xmm4, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	fmax@PLT
	movsd	(%rsp), %xmm4
	movsd	8(%rsp), %xmm1
	movapd	%xmm4, %xmm2
	subsd	%xmm1, %xmm2
	andpd	.LC61(%rip), %xmm2
	mulsd	.LC73(%rip), %xmm2
	divsd	%xmm0, %xmm2
	movsd	.LC59(%rip), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L4801
.L4285:
	movl	$5, %edx
	movl	$7, %esi
	movapd	%xmm4, %xmm0
	movl	$3, %eax
	leaq	.LC605(%rip), %rdi
	call	printf@PLT
	jmp	.L4287
.L4792:
	cmpl	$3, %eax
	jne	.L4379
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC680(%rip), %rcx
	leaq	.LC681(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4437
.L4791:
	testq	%rbx, %rbx
	je	.L4802
	testl	%eax, %eax
	jne	.L4803
.L4379:
	leaq	2272(%rsp), %r14
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC682(%rip), %rdx
	movq	%r14, %rdi
	call	snprintf@PLT
	leaq	5424(%rsp), %rax
	movq	%r14, %rdi
	movl	$1200, %edx
	movq	%rax, %rsi
	movq	%rax, (%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L4804
	call	fclose@PLT
	movq	(%rsp), %rdi
	call	remove@PLT
	jmp	.L4380
.L4596:
	leaq	5424(%rsp), %rax
	xorl	%r11d, %r11d
	leaq	384(%rsp), %r13
	movq	%rdi, %r15
	movq	%rax, (%rsp)
	leaq	304(%rsp), %rax
	movq	%r11, 8(%rsp)
	movq	%rax, 16(%rsp)
.L4302:
	movl	8(%rsp), %eax
	movq	16(%rsp), %rcx
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
	movq	304(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	384(%rsp), %rsi
	leaq	.LC633(%rip), %rdi
	call	expect
	leaq	RANK_NAME(%rip), %rcx
	addl	%eax, %ebx
	movq	8(%rsp), %rax
	movq	(%rcx,%rax,8), %r9
.L4304:
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rsp), %rdi
	movl	$64, %esi
	leaq	.LC634(%rip), %rdx
	movq	(%rax,%r14), %rcx
	xorl	%eax, %eax
	movq	%r9, 24(%rsp)
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	16(%rsp), %rax
	movq	(%rsp), %rdi
	xorl	%edx, %edx
	movq	0(%r13,%r14), %rsi
	xorl	%r8d, %r8d
	movq	(%rax,%r14), %rcx
	addq	$8, %r14
	call	expect
	movq	24(%rsp), %r9
	addl	%eax, %ebx
	cmpq	$56, %r14
	jne	.L4304
	movq	360(%rsp), %rcx
	movq	440(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC635(%rip), %rdi
	call	expect
	movq	368(%rsp), %rcx
	movq	376(%rsp), %r8
	leaq	.LC636(%rip), %rdi
	movq	448(%rsp), %rsi
	movq	456(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	addl	%eax, %ebx
	cmpq	$0, 8(%rsp)
	jne	.L4805
	movq	$1, 8(%rsp)
	jmp	.L4302
.L4805:
	movq	%rbp, %rdi
	leaq	starts.14(%rip), %rbp
	leaq	3376(%rsp), %r15
	call	dist_free
	movl	$43, %ecx
	xorl	%eax, %eax
	leaq	80(%rbp), %r14
	movdqa	.LC637(%rip), %xmm0
	leaq	896(%rsp), %rdi
	leaq	.LC638(%rip), %r13
	movq	%rdi, 24(%rsp)
	rep stosq
	movaps	%xmm0, 944(%rsp)
	movq	$100, 896(%rsp)
	movq	$2000, 960(%rsp)
	jmp	.L4308
.L4808:
	leaq	1100(%r12), %rdx
.L4307:
	addq	$1, 3384(%rsp)
	addq	$5000, %rax
	movq	%rax, 3376(%rsp)
	cmpq	%rdx, %rax
	jb	.L4806
.L4305:
	movq	16(%rsp), %rcx
	movq	(%rsp), %rdi
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %rbp
	call	expect
	addl	%eax, %ebx
	cmpq	%rbp, %r14
	je	.L4807
.L4308:
	movq	24(%rsp), %rsi
	movq	%r15, %rdi
	call	server_init
	movq	0(%rbp), %r12
	movq	(%rsp), %rdi
	movq	%r13, %rdx
	movl	$64, %esi
	xorl	%eax, %eax
	movq	%r12, %rcx
	call	snprintf@PLT
	movq	24(%rsp), %rdi
	movl	$100, %edx
	movq	%r12, %rsi
	call	ref_serve
	leaq	100(%r12), %rdx
	movq	%rax, 16(%rsp)
	movq	3376(%rsp), %rax
	cmpq	%rdx, %rax
	jnb	.L4305
	cmpq	%rax, %r12
	jb	.L4808
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r12
	jnb	.L4307
	leaq	1100(%rax), %rdx
	jmp	.L4307
.L4806:
	movl	$5000, %r9d
	movl	$1000, %r8d
	movq	%r12, %rsi
	movq	%r15, %rdi
	movl	$100, %ecx
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L4305
.L4807:
	movq	24(%rsp), %r14
	movl	$100, %edx
	movl	$1900, %esi
	movq	%r14, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC639(%rip), %rdi
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
	leaq	.LC640(%rip), %rdi
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
	leaq	.LC641(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	leal	(%rbx,%rax), %r12d
	xorl	%ebx, %ebx
	call	malloc@PLT
	xorl	%r10d, %r10d
	movl	%r12d, 132(%rsp)
	movq	%rax, 32(%rsp)
	movl	%r10d, 56(%rsp)
.L4309:
	movabsq	$7880283046040289696, %rax
	imulq	%rbx, %rax
	addq	$42, %rax
	cmpq	$0, 32(%rsp)
	movq	%rax, 64(%rsp)
	setne	%bpl
	cmpq	$5, %rbx
	ja	.L4636
	testb	%bpl, %bpl
	je	.L4636
	leaq	E.13(%rip), %rax
	movq	%rbx, 136(%rsp)
	movabsq	$-7046029254386353131, %r14
	movabsq	$-4658895280553007687, %r12
	movabsq	$-7723592293110705685, %r13
	movq	(%rax,%rbx,8), %r10
	leaq	TOP.12(%rip), %rax
	movq	%rax, 40(%rsp)
	leaq	(%r10,%r10,2), %r11
	movq	%r11, %rbp
	movq	%r10, %r11
.L4325:
	movq	40(%rsp), %rax
	movq	64(%rsp), %rsi
	movq	%r15, %rdi
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	.p2align 4,,10
	.p2align 3
.L4311:
	addq	%r14, %rsi
	imull	$954437177, %ecx, %r10d
	movq	%rsi, %rax
	shrq	$30, %rax
	xorq	%rsi, %rax
	imulq	%r12, %rax
	movq	%rax, %rdx
	shrq	$27, %rdx
	xorq	%rax, %rdx
	imulq	%r13, %rdx
	movq	%rdx, %rax
	shrq	$31, %rax
	xorq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r8
	cmpl	$477218589, %r10d
	leaq	(%rdx,%rbp), %rax
	cmovnb	%rdx, %rax
	addl	$1, %ecx
	addq	$8, %rdi
	movq	%rax, -8(%rdi)
	cmpl	$200, %ecx
	jne	.L4311
	movabsq	$-7253301275344703384, %rax
	movq	8(%rsp), %r9
	addq	%rax, 64(%rsp)
	movq	%r15, %rsi
	leaq	1600(%r15), %rdi
	xorl	%ecx, %ecx
	jmp	.L4316
	.p2align 4,,10
	.p2align 3
.L4810:
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	je	.L4809
.L4316:
	movq	(%rsi), %rax
	movq	%r9, %r10
	cmpq	%r11, %rax
	jb	.L4312
	xorl	%edx, %edx
	divq	%r11
	movq	%rax, %r10
.L4312:
	addq	%rcx, %r10
	movq	%r10, %rcx
	setc	%r10b
	movzbl	%r10b, %r10d
	jnc	.L4810
	movl	$0, 24(%rsp)
	xorl	%r10d, %r10d
.L4315:
	leaq	464(%rsp), %rax
	movq	%r8, 144(%rsp)
	leaq	2272(%rsp), %rbx
	movq	%rax, 72(%rsp)
	leaq	544(%rsp), %rax
	movq	%rax, 96(%rsp)
	leaq	4968(%rsp), %rax
	movq	%rax, 16(%rsp)
	leaq	632(%rsp), %rax
	movq	%rax, 112(%rsp)
	leaq	2416(%rsp), %rax
	movq	%rax, 120(%rsp)
	leaq	624(%rsp), %rax
	movq	%rax, 104(%rsp)
	movq	%r10, 48(%rsp)
	movq	%rbp, 152(%rsp)
	movq	%r11, %rbp
.L4324:
	movq	32(%rsp), %rcx
	movq	%rbp, %rdx
	movl	$200, %esi
	movq	%r15, %rdi
	movl	$400000, %r8d
	call	correct_co
	movq	72(%rsp), %r8
	movl	24(%rsp), %ecx
	movl	$1000, %edx
	movq	32(%rsp), %rdi
	movq	%rax, %rsi
	call	summarise.isra.0
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%r15, %rdi
	movl	$200, %esi
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 11448
	movq	%rbp, %rdx
	movq	%r15, %rdi
	pushq	104(%rsp)
	.cfi_def_cfa_offset 11456
	movq	16(%rsp), %r9
	movl	$1000, %ecx
	movl	$200, %esi
	movl	40(%rsp), %r8d
	call	corrected_summarise
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	%rbx, %rdi
	rep stosq
	movl	40(%rsp), %eax
	movl	$8, %esi
	movl	$425984, %edi
	movq	%rbp, 2288(%rsp)
	movq	$1000, 2296(%rsp)
	movl	%eax, 2304(%rsp)
	movl	$1, 2312(%rsp)
	call	calloc@PLT
	movl	$425984, %edi
	movl	$8, %esi
	movq	%rax, 2808(%rsp)
	call	calloc@PLT
	xorl	%edx, %edx
	movq	%rax, 2816(%rsp)
	popq	%rdi
	.cfi_def_cfa_offset 11448
	popq	%r8
	.cfi_def_cfa_offset 11440
	movq	%rbp, 80(%rsp)
	.p2align 4,,10
	.p2align 3
.L4318:
	movq	16(%rsp), %rbp
	movq	%rbx, %rdi
	movl	%edx, %ebx
	.p2align 4,,10
	.p2align 3
.L4319:
	movq	0(%rbp), %rsi
	movl	$1, %edx
	call	cqr_add_n
	movq	%rbp, %rax
	subq	$8, %rbp
	cmpq	%rax, %r15
	jne	.L4319
	movl	%ebx, %edx
	movq	%rdi, %rbx
	leal	1(%rdx), %eax
	movl	%eax, 2292(%rsp)
	testl	%edx, %edx
	je	.L4811
	call	cqr_end_pass.part.0
	movl	2296(%rsp), %esi
	testl	%esi, %esi
	jle	.L4322
.L4812:
	movl	2292(%rsp), %edx
	jmp	.L4318
.L4811:
	call	cqr_first_end
	movl	2296(%rsp), %esi
	testl	%esi, %esi
	jg	.L4812
.L4322:
	movq	2304(%rsp), %rax
	movq	2320(%rsp), %rcx
	movq	2328(%rsp), %rdx
	movq	2792(%rsp), %rdi
	movq	%rax, 624(%rsp)
	movq	%rax, %rsi
	movq	80(%rsp), %rbp
	movq	%rax, 168(%rsp)
	movq	120(%rsp), %rax
	movq	%rcx, 688(%rsp)
	subq	2336(%rsp), %rsi
	movdqa	16(%rax), %xmm6
	movq	%rcx, 184(%rsp)
	movq	112(%rsp), %rcx
	movdqa	(%rax), %xmm7
	movq	%rdx, 696(%rsp)
	movq	%rsi, 680(%rsp)
	movups	%xmm6, 16(%rcx)
	movdqa	32(%rax), %xmm6
	movups	%xmm7, (%rcx)
	movups	%xmm6, 32(%rcx)
	movq	%rdx, 176(%rsp)
	movq	%rsi, 160(%rsp)
	movaps	%xmm6, 80(%rsp)
	call	free@PLT
	movq	2800(%rsp), %rdi
	call	free@PLT
	movq	2776(%rsp), %rdi
	call	free@PLT
	movq	2784(%rsp), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movq	48(%rsp), %r10
	movq	168(%rsp), %rax
	movq	176(%rsp), %rdx
	movq	72(%rsp), %r11
	movups	%xmm0, 2776(%rsp)
	movl	$8, %edi
	movq	%rax, 48(%rsp)
	movq	160(%rsp), %rsi
	movq	%rdx, 80(%rsp)
	movq	184(%rsp), %rcx
	movq	96(%rsp), %rax
	movq	104(%rsp), %rdx
	movups	%xmm0, 2792(%rsp)
.L4323:
	movq	(%r11,%rdi), %r9
	xorl	%r8d, %r8d
	cmpq	%r9, (%rax,%rdi)
	setne	%r8b
	cmpq	%r9, (%rdx,%rdi)
	setne	%r9b
	addq	$8, %rdi
	movzbl	%r9b, %r9d
	addl	%r9d, %r8d
	movslq	%r8d, %r8
	addq	%r8, %r10
	cmpq	$56, %rdi
	jne	.L4323
	movq	48(%rsp), %rax
	xorl	%r9d, %r9d
	movq	464(%rsp), %r8
	cmpq	%r8, 544(%rsp)
	movq	520(%rsp), %rdi
	setne	%r9b
	cmpq	%rax, %r8
	movq	80(%rsp), %rdx
	movq	536(%rsp), %r11
	setne	%r8b
	xorl	%eax, %eax
	movzbl	%r8b, %r8d
	addl	%r9d, %r8d
	cmpq	%rdi, 600(%rsp)
	setne	%al
	addl	%r8d, %eax
	cmpq	%rsi, %rdi
	movq	616(%rsp), %rdi
	setne	%sil
	movzbl	%sil, %esi
	xorq	%r11, %rdi
	addl	%esi, %eax
	movq	528(%rsp), %rsi
	xorq	608(%rsp), %rsi
	orq	%rdi, %rsi
	cmpq	$1, %rsi
	sbbl	$-1, %eax
	xorq	%r11, %rdx
	movl	%eax, %esi
	movq	528(%rsp), %rax
	xorq	%rcx, %rax
	movl	24(%rsp), %ecx
	orq	%rdx, %rax
	cmpq	$1, %rax
	movl	%esi, %eax
	sbbl	$-1, %eax
	cltq
	addq	%rax, %r10
	movq	%r10, 48(%rsp)
	testl	%ecx, %ecx
	jne	.L4813
	movl	$1, 24(%rsp)
	jmp	.L4324
.L4809:
	cmpq	$400000, %rcx
	jbe	.L4814
.L4317:
	addq	$8, 40(%rsp)
	movq	40(%rsp), %rax
	leaq	32+TOP.12(%rip), %rcx
	cmpq	%rax, %rcx
	jne	.L4325
	movq	136(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L4309
.L4813:
	movq	%rbp, %r11
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r10, 24(%rsp)
	movq	144(%rsp), %r8
	movq	%r11, %rcx
	leaq	704(%rsp), %rbx
	leaq	.LC642(%rip), %rdx
	movq	%rbx, %rdi
	movq	%r11, 16(%rsp)
	movq	152(%rsp), %rbp
	call	snprintf@PLT
	movq	24(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%rbx, %rdi
	call	expect
	movq	16(%rsp), %r11
	addl	%eax, 56(%rsp)
	jmp	.L4317
.L4636:
	movq	32(%rsp), %rdi
	movl	132(%rsp), %r12d
	leaq	-8+STREAMS.11(%rip), %r13
	leaq	8(%r13), %r15
	call	free@PLT
	movzbl	%bpl, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC643(%rip), %rdi
	movl	$1, %esi
	xorl	%ebp, %ebp
	call	expect
	movl	56(%rsp), %ecx
	xorl	%r9d, %r9d
	xorl	%r8d, %r8d
	movsd	.LC0(%rip), %xmm2
	movl	$42, %edi
	movabsq	$-4658895280553007687, %r11
	movabsq	$-7723592293110705685, %r10
	addl	%ecx, %eax
	addl	%r12d, %eax
	xorl	%r12d, %r12d
	movl	%eax, 32(%rsp)
.L4332:
	movq	%rdi, %rcx
	pxor	%xmm3, %xmm3
	movq	%r8, (%rsp)
	addq	$1, %r8
	movabsq	$-7046029254386353131, %rax
	movq	%r8, 16(%rsp)
	movq	8(%rsp), %r14
	addq	%rax, %rdi
	movq	%rdi, %rdx
	movq	%rdi, 24(%rsp)
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
.L4331:
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
	je	.L4329
	movq	%r14, %rsi
.L4330:
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
	jne	.L4330
	addq	$1, %r14
	jmp	.L4331
.L4329:
	movq	24(%rsp), %rdi
	movq	16(%rsp), %r8
	movq	%rbx, %r12
	movabsq	$626981770695586354, %rax
	cmpq	%rax, %rdi
	jne	.L4332
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC644(%rip), %rdi
	movabsq	$7809158642386836312, %r14
	movabsq	$-7723592293110705685, %rbp
	call	expect
	movq	%r12, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %ebx
	leaq	.LC645(%rip), %rdi
	movabsq	$-4658895280553007687, %r12
	call	expect
	pxor	%xmm3, %xmm3
	addl	%eax, %ebx
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	jmp	.L4338
	.p2align 4,,10
	.p2align 3
.L4816:
	cvttsd2siq	%xmm1, %rax
	testq	%rax, %rax
	js	.L4336
.L4817:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4333:
	movabsq	$-7046029254386353131, %rax
	addsd	%xmm0, %xmm3
	addq	%rax, %r14
	movabsq	$4078304265537237400, %rax
	cmpq	%rax, %r14
	je	.L4815
.L4338:
	movq	%r14, %rdx
	pxor	%xmm0, %xmm0
	movsd	%xmm3, (%rsp)
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
	movsd	(%rsp), %xmm3
	movsd	.LC44(%rip), %xmm1
	movq	.LC2(%rip), %rax
	subsd	%xmm0, %xmm1
	movq	%rax, %xmm0
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	comisd	%xmm1, %xmm0
	ja	.L4333
	movq	.LC288(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L4333
	comisd	.LC83(%rip), %xmm1
	jb	.L4816
	subsd	.LC83(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L4817
.L4336:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4333
.L4815:
	movsd	.LC67(%rip), %xmm1
	divsd	.LC646(%rip), %xmm3
	movapd	%xmm3, %xmm0
	xorl	%ecx, %ecx
	subsd	.LC31(%rip), %xmm0
	andpd	.LC61(%rip), %xmm0
	movl	$1, %esi
	leaq	.LC647(%rip), %rdi
	leaq	.LC653(%rip), %rbp
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
	leaq	.LC648(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC649(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC650(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC651(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC652(%rip), %rdi
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
	leaq	.LC654(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC655(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC656(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC657(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC658(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC659(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC660(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%al
	movzbl	%al, %eax
	jmp	.L4270
.L4793:
	comisd	%xmm0, %xmm1
	ja	.L4384
	cmpl	$1, 1592(%rsp)
	je	.L4818
	movq	1600(%rsp), %rbp
	movq	%rbp, %rax
	orq	1608(%rsp), %rax
	jne	.L4436
	cmpl	$0, 1704(%rsp)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, %rbp
.L4436:
	movq	1624(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 1344(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L4437
	movl	1320(%rsp), %eax
	cmpl	$1, %eax
	je	.L4819
	movq	1608(%rsp), %rbx
	cmpl	$2, %eax
	je	.L4820
	movq	1328(%rsp), %rcx
	testq	%rbx, %rbx
	jne	.L4484
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbx
.L4484:
	movabsq	$4611686018427387903, %rsi
	movq	%rbx, %rax
	mulq	%rcx
	movq	%rax, %r11
	xorl	%eax, %eax
	cmpq	%r11, %rsi
	sbbq	%rdx, %rax
	jc	.L4821
	leaq	-1(%rbx), %rax
	movq	%rbx, 1384(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 1708(%rsp)
	movq	%rax, 1376(%rsp)
	jne	.L4481
	leaq	.LC737(%rip), %rax
	movq	%rcx, 1416(%rsp)
	movq	%rax, 1432(%rsp)
.L4481:
	movl	1452(%rsp), %r12d
	cmpl	$1, %r12d
	je	.L4822
.L4487:
	movl	$1, %eax
	movq	1384(%rsp), %rbx
	salq	$40, %rax
	cmpq	%rbx, %rax
	jb	.L4823
.L4488:
	movq	8(%rsp), %rdi
	call	omissions_on
	movl	1740(%rsp), %ecx
	orl	%ecx, %eax
	movl	%ecx, (%rsp)
	je	.L4489
	movl	1400(%rsp), %ecx
	leaq	by_kind.6(%rip), %rax
	movq	%rbx, %rdx
	cmpl	$3, (%rax,%rcx,4)
	jne	.L4490
	movq	1392(%rsp), %rax
	testq	%rax, %rax
	je	.L4490
	xorl	%edx, %edx
	divq	1248(%rsp)
	movq	1408(%rsp), %rdx
	leaq	1(%rax,%rdx), %rdx
.L4490:
	cmpq	%rdx, %rbx
	cmovnb	%rbx, %rdx
	cmpq	$8388608, %rdx
	ja	.L4824
.L4489:
	cmpl	$2, %r12d
	je	.L4825
.L4491:
	cmpl	$2, 1400(%rsp)
	jne	.L4495
	cmpq	$0, 1608(%rsp)
	je	.L4494
	xorl	%r8d, %r8d
	movq	%r8, 1392(%rsp)
.L4495:
	movq	8(%rsp), %rdi
	call	service_max
	movq	1296(%rsp), %r13
	xorl	%edx, %edx
	xorl	%edi, %edi
	addq	%r13, %rax
	adcq	%rdi, %rdx
	testq	%r13, %r13
	je	.L4498
	movq	1304(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L4498
	cmpq	$0, 1288(%rsp)
	movq	8(%rsp), %rdi
	je	.L4826
	call	service_max
	movq	8(%rsp), %rdi
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
.L4498:
	movq	1376(%rsp), %rbp
	movq	1312(%rsp), %rsi
	xorl	%r9d, %r9d
	xorl	%edi, %edi
	movq	1392(%rsp), %r8
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
	jc	.L4827
	movq	1664(%rsp), %rcx
	movl	1592(%rsp), %eax
	movq	%rcx, 40(%rsp)
	testq	%rcx, %rcx
	je	.L4501
	testl	%eax, %eax
	jne	.L4501
	cmpl	$3, %r12d
	je	.L4502
	movq	8(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L4828
.L4504:
	movl	(%rsp), %r9d
	movl	1676(%rsp), %r8d
	movl	1672(%rsp), %ecx
	movq	40(%rsp), %rdx
	movq	24(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	run_bench
	jmp	.L4382
.L4825:
	leaq	5424(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L4491
	movq	8(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L4829
.L4492:
	leaq	.LC11(%rip), %r8
	leaq	.LC743(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4437
.L4826:
	call	service_max
	movq	8(%rsp), %rdi
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
	jmp	.L4498
.L4829:
	cmpq	$1, 1408(%rsp)
	leaq	.LC587(%rip), %rcx
	jne	.L4492
	movl	1320(%rsp), %eax
	orl	1400(%rsp), %eax
	orl	1256(%rsp), %eax
	jne	.L4492
	cmpq	$0, 1288(%rsp)
	leaq	.LC588(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L4492
.L4828:
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC752(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4437
.L4502:
	leaq	.LC749(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC750(%rip), %rcx
	leaq	.LC751(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4437
.L4501:
	cmpl	$2, %eax
	je	.L4830
	cmpl	$3, %eax
	jne	.L4504
	movq	8(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 1760(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L4831
	movq	8(%rsp), %rbx
	leaq	2272(%rsp), %rbp
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	closed_form
	testl	%eax, %eax
	jne	.L4579
	leaq	5424(%rsp), %r12
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rbx, %rdi
	movq	%r12, %rdx
	call	walk_outcome
	testl	%eax, %eax
	jne	.L4579
	leaq	1760(%rsp), %rbx
	xorl	%esi, %esi
	movq	%rbp, %rcx
	movq	%r12, %rdx
	movq	%rbx, %rdi
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	2544(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 11448
	movq	%rbx, %rdi
	leaq	.LC792(%rip), %rcx
	leaq	.LC793(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 11456
	movq	5712(%rsp), %r8
	call	check
	movq	1784(%rsp), %rbx
	leaq	.LC794(%rip), %rdi
	xorl	%eax, %eax
	movq	1776(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	xorl	%eax, %eax
	testq	%rbx, %rbx
	popq	%rsi
	.cfi_def_cfa_offset 11448
	setne	%al
	popq	%rdi
	.cfi_def_cfa_offset 11440
	jmp	.L4382
.L4827:
	leaq	.LC746(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC747(%rip), %rcx
	leaq	.LC748(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4437
.L4579:
	leaq	.LC791(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	jmp	.L4382
.L4831:
	leaq	.LC790(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$3, %eax
	jmp	.L4382
.L4830:
	movl	1320(%rsp), %eax
	cmpl	$2, %eax
	je	.L4506
	cmpl	$0, 1424(%rsp)
	jne	.L4506
	subl	$1, %eax
	movq	1656(%rsp), %r13
	je	.L4832
	xorl	%eax, %eax
	leaq	5424(%rsp), %rdi
	movl	$744, %ecx
	movq	%rdi, (%rsp)
	leaq	.LC368(%rip), %r12
	rep stosq
	movq	%r12, %rsi
	movq	%r13, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%dl
	sete	%al
	imulq	1328(%rsp), %rbx
	movzbl	%dl, %edx
	movl	%edx, 5424(%rsp)
	movq	%rbx, %rbp
.L4587:
	cmpb	$1, %al
	leaq	2272(%rsp), %rax
	movq	%r13, 24(%rsp)
	leaq	LOAD_PCT.5(%rip), %r14
	sbbq	%r8, %r8
	movq	%rbp, 5432(%rsp)
	xorl	%ebx, %ebx
	andq	$-3, %r8
	movq	%rax, 16(%rsp)
	addq	$11, %r8
	movq	%r8, %r13
	jmp	.L4538
.L4510:
	leaq	STALL_US.4(%rip), %rax
	imulq	$1000, (%rax,%rbx,8), %rdx
	movq	2328(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 2320(%rsp)
	cmpq	%rdx, %rax
	jb	.L4524
	leaq	704(%rsp), %r12
.L4523:
	movq	16(%rsp), %rsi
	movq	%r12, %rdi
	call	buffers_init
	testl	%eax, %eax
	jne	.L4625
	cmpl	$0, 2344(%rsp)
	movq	5440(%rsp), %r10
	jne	.L4833
	cmpl	$0, 2280(%rsp)
	jne	.L4834
	movq	16(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 10192(%rsp,%r10,8)
	testq	%rax, %rax
	jne	.L4527
	leaq	1760(%rsp), %rbp
	movq	16(%rsp), %rdi
	movq	%rbp, %rsi
	call	closed_form
.L4530:
	testl	%eax, %eax
	jne	.L4769
	movq	(%rsp), %rdi
	leaq	624(%rsp), %rcx
	movq	%r12, %rsi
	imulq	$288, 5440(%rsp), %rax
	leaq	160(%rdi,%rax), %rdx
	movq	16(%rsp), %rdi
	call	run_once
	testl	%eax, %eax
	jne	.L4769
	movq	704(%rsp), %rdi
	call	free@PLT
	movq	712(%rsp), %rdi
	call	free@PLT
	movq	720(%rsp), %rdi
	call	free@PLT
	movq	752(%rsp), %rdi
	call	free@PLT
	movq	776(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %r15
	movl	%ebx, %esi
	movq	%rbp, %rdx
	imulq	$288, 5440(%rsp), %rax
	leaq	10320(%rsp), %rdi
	leaq	160(%r15,%rax), %rcx
	call	check_outcome
	movq	16(%rsp), %rdi
	imulq	$56, 5440(%rsp), %rax
	leaq	4912(%r15,%rax), %rsi
	call	theory_of
	testl	%eax, %eax
	jne	.L4762
	movq	5440(%rsp), %rax
.L4534:
	cmpl	$0, 5424(%rsp)
	je	.L4536
	movl	(%r14,%rbx,4), %edx
.L4537:
	leaq	1(%rax), %rcx
	movq	%rcx, 5440(%rsp)
	movq	%rdx, 5448(%rsp,%rax,8)
.L4524:
	addq	$1, %rbx
	cmpq	%r13, %rbx
	je	.L4835
.L4538:
	movq	16(%rsp), %rdi
	movq	8(%rsp), %rsi
	movl	$43, %ecx
	rep movsq
	cmpl	$0, 5424(%rsp)
	je	.L4510
	cmpl	$1, 1320(%rsp)
	movl	(%r14,%rbx,4), %r8d
	movq	5432(%rsp), %r15
	je	.L4836
	imulq	$100, 2272(%rsp), %rax
	movl	%r8d, %edx
	leaq	704(%rsp), %r12
	shrl	%edx
	addq	%rdx, %rax
	xorl	%edx, %edx
	divq	%r8
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rax, 2352(%rsp)
	movq	%r15, %rax
	divq	%rsi
	movq	%rsi, 2440(%rsp)
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, 2408(%rsp)
	jmp	.L4523
.L4832:
	leaq	.LC368(%rip), %r12
	movq	%r13, %rdi
	movq	%r12, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L4506
	xorl	%eax, %eax
	leaq	5424(%rsp), %rdi
	movl	$744, %ecx
	movq	%r12, %rsi
	movq	%rdi, (%rsp)
	rep stosq
	movq	%r13, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%dl
	sete	%al
	addq	$1, %rbp
	movzbl	%dl, %edx
	movl	%edx, 5424(%rsp)
	jmp	.L4587
.L4835:
	movq	24(%rsp), %r13
.L4533:
	cmpl	$0, 5424(%rsp)
	leaq	.LC368(%rip), %rax
	leaq	.LC590(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC756(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC11(%rip), %rbp
	leaq	.LC36(%rip), %r15
	call	printf@PLT
	movq	16(%rsp), %rbx
	movq	1248(%rsp), %rsi
	leaq	.LC765(%rip), %r12
	leaq	.LC767(%rip), %r14
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC757(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1296(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC758(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	1304(%rsp), %rsi
	movq	%rbx, %rdi
	call	fmt_us.constprop.0
	leaq	.LC759(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	5432(%rsp), %rsi
	movq	%rbx, %rdi
	leaq	.LC763(%rip), %rbx
	call	fmt_us.constprop.0
	leaq	.LC760(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpl	$0, 5424(%rsp)
	leaq	.LC591(%rip), %rax
	leaq	.LC592(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC761(%rip), %rdx
	leaq	.LC762(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC405(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC404(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	leaq	.LC440(%rip), %rsi
	xorl	%eax, %eax
	movl	$3, %ebx
	call	printf@PLT
	movq	%rbp, %rdx
	movq	%rbp, %rsi
	xorl	%eax, %eax
	leaq	.LC764(%rip), %rdi
	leaq	.LC768(%rip), %rbp
	call	printf@PLT
.L4541:
	movq	%r12, %rdx
	leaq	.LC766(%rip), %rsi
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
	leaq	.LC769(%rip), %rdx
	call	printf@PLT
	subl	$1, %ebx
	jne	.L4541
	movl	$10, %edi
	xorl	%ebx, %ebx
	call	putchar@PLT
.L4542:
	cmpq	5440(%rsp), %rbx
	jnb	.L4837
	movq	(%rsp), %rax
	cmpl	$0, 5424(%rsp)
	movq	24(%rax,%rbx,8), %rsi
	je	.L4543
	leaq	.LC770(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L4544:
	movq	(%rsp), %rax
	leaq	.LC593(%rip), %rsi
	leaq	.LC772(%rip), %rdi
	leaq	SWEEP_COL(%rip), %r12
	cmpq	$0, 4768(%rax,%rbx,8)
	leaq	.LC594(%rip), %rax
	cmove	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	imulq	$36, %rbx, %rcx
	movq	%rbx, 8(%rsp)
	xorl	%eax, %eax
	movq	%r13, 24(%rsp)
	movl	%eax, %r13d
.L4546:
	movslq	%r13d, %rbp
	movq	%rcx, 48(%rsp)
	xorl	%ebx, %ebx
	imulq	$10, %rbp, %rbp
	addq	%rcx, %rbp
.L4550:
	movslq	(%r12,%rbx,4), %rax
	movq	16(%rsp), %rdi
	leaq	20(%rax,%rbp), %rax
	movq	5432(%rsp,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%rbx, %rbx
	je	.L4838
	xorl	%eax, %eax
	movq	%r15, %rsi
	movq	%r14, %rdi
	call	printf@PLT
	cmpq	$2, %rbx
	jne	.L4630
	addl	$1, %r13d
	movq	48(%rsp), %rcx
	cmpl	$3, %r13d
	jne	.L4546
	movq	8(%rsp), %rbx
	movl	$10, %edi
	movq	24(%rsp), %r13
	call	putchar@PLT
	addq	$1, %rbx
	jmp	.L4542
.L4836:
	movq	8(%rsp), %rdi
	leaq	704(%rsp), %r12
	leaq	624(%rsp), %rsi
	movq	%r12, %rdx
	call	service_moments
	movsd	.LC28(%rip), %xmm1
	pxor	%xmm0, %xmm0
	movsd	.LC83(%rip), %xmm2
	cvtsi2sdq	%r8, %xmm0
	divsd	.LC73(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	divsd	624(%rsp), %xmm0
	divsd	%xmm0, %xmm1
	movsd	%xmm0, 2360(%rsp)
	comisd	%xmm2, %xmm1
	jnb	.L4514
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2440(%rsp)
.L4515:
	movq	2440(%rsp), %rax
	movl	$1, %edx
	movq	%r12, 48(%rsp)
	movq	%rbx, %r12
	movq	$0x000000000, 1768(%rsp)
	leaq	1760(%rsp), %rbp
	movsd	%xmm0, 1760(%rsp)
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 2440(%rsp)
	movq	2368(%rsp), %rax
	movq	%rax, 1776(%rsp)
	xorl	%eax, %eax
	movq	%rax, %rbx
	jmp	.L4522
.L4839:
	cvttsd2siq	%xmm0, %rdx
.L4520:
	testq	%rbx, %rbx
	jne	.L4521
	movq	%rdx, 2392(%rsp)
.L4521:
	movq	%rdx, 2400(%rsp)
	addq	$1, %rbx
.L4522:
	movq	%rbp, %rdi
	call	poisson_next
	movq	.LC83(%rip), %rax
	testq	%r15, %r15
	movabsq	$-9223372036854775808, %rsi
	movq	%rax, %xmm2
	js	.L4517
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r15, %xmm1
.L4518:
	comisd	%xmm1, %xmm0
	jnb	.L4516
	cmpq	$200000000, %rbx
	je	.L4516
	comisd	%xmm2, %xmm0
	jb	.L4839
	subsd	%xmm2, %xmm0
	cvttsd2siq	%xmm0, %rdx
	xorq	%rsi, %rdx
	jmp	.L4520
.L4516:
	movq	%rbx, %rax
	movl	$1, %edx
	movq	%r12, %rbx
	movq	48(%rsp), %r12
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 2408(%rsp)
	jmp	.L4523
.L4517:
	movq	%r15, %rax
	movq	%r15, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4518
.L4514:
	subsd	%xmm2, %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 2440(%rsp)
	btcq	$63, 2440(%rsp)
	jmp	.L4515
.L4506:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC753(%rip), %rcx
	leaq	.LC754(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4437
.L4762:
	movq	5440(%rsp), %rax
	pxor	%xmm0, %xmm0
	movl	$1, 11360(%rsp)
	imulq	$56, %rax, %rdx
	movq	%rax, %rbp
	movl	10384(%rsp,%rdx), %ecx
	movl	%ecx, 11364(%rsp)
	testl	%ecx, %ecx
	jne	.L4840
.L4535:
	movsd	%xmm0, 11232(%rsp,%rbp,8)
	jmp	.L4534
.L4769:
	movq	24(%rsp), %r13
	movl	%eax, %r15d
.L4525:
	movq	%r12, %rdi
	call	buffers_free
	leaq	.LC755(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
	testl	%eax, %eax
	jne	.L4382
	jmp	.L4533
.L4840:
	movq	(%rsp), %rax
	movl	$99000, %esi
	leaq	4912(%rax,%rdx), %rdi
	call	theory_open_pct
	movq	5440(%rsp), %rax
	jmp	.L4535
.L4536:
	movq	2320(%rsp), %rdx
	jmp	.L4537
.L4630:
	movl	$2, %ebx
	jmp	.L4550
.L4838:
	leaq	.LC766(%rip), %rsi
	movq	%r14, %rdi
	xorl	%eax, %eax
	movl	$1, %ebx
	call	printf@PLT
	jmp	.L4550
.L4543:
	movq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	leaq	.LC771(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L4544
.L4837:
	leaq	.LC773(%rip), %rdi
	call	puts@PLT
	cmpl	$0, 11360(%rsp)
	je	.L4552
	movq	10336(%rsp), %rsi
	leaq	.LC774(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	leaq	.LC775(%rip), %rcx
	leaq	.LC776(%rip), %rdx
	leaq	.LC591(%rip), %rsi
	leaq	.LC777(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 11364(%rsp)
	jne	.L4841
.L4553:
	leaq	10376(%rsp), %r12
	movl	$10, %edi
	xorl	%r14d, %r14d
	call	putchar@PLT
	movq	%r12, %rax
	movq	(%rsp), %r15
	movq	%r14, %r12
	leaq	.LC781(%rip), %rbp
	movq	%r13, %r14
	leaq	.LC782(%rip), %rbx
	movq	%rax, %r13
	jmp	.L4554
.L4844:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L4556:
	divsd	%xmm2, %xmm0
	movq	(%rsp), %rax
	movq	%rbp, %rdi
	movq	24(%rax,%r12,8), %rsi
	movl	$2, %eax
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	cmpl	$0, 11364(%rsp)
	jne	.L4842
.L4557:
	movl	$10, %edi
	addq	$1, %r12
	addq	$288, %r15
	call	putchar@PLT
.L4554:
	cmpq	5440(%rsp), %r12
	jnb	.L4843
	imulq	$56, %r12, %rax
	movq	304(%r15), %rdi
	movq	312(%r15), %rsi
	movsd	0(%r13,%rax), %xmm1
	divsd	.LC67(%rip), %xmm1
	movsd	%xmm1, 8(%rsp)
	call	__floatuntidf@PLT
	movq	240(%r15), %rax
	movsd	8(%rsp), %xmm1
	testq	%rax, %rax
	jns	.L4844
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4556
.L4393:
	leaq	.LC695(%rip), %r8
	leaq	.LC696(%rip), %rcx
.L4773:
	leaq	.LC687(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4437
.L4361:
	leaq	3376(%rsp), %r15
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	%r8, %rcx
	leaq	.LC671(%rip), %rdx
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4437
.L4814:
	xorl	%r9d, %r9d
	movl	%r9d, 24(%rsp)
	jmp	.L4315
.L4804:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbx, %rcx
	movl	$2048, %esi
	movq	%r15, %rdi
	movq	%rax, %r8
	leaq	.LC683(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4437
.L4803:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC678(%rip), %rcx
	leaq	.LC679(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4437
.L4821:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC735(%rip), %rcx
	leaq	.LC736(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4437
.L4820:
	leaq	2272(%rsp), %rax
	xorl	%r11d, %r11d
	movq	%r15, %r8
	xorl	%ecx, %ecx
	movq	1632(%rsp), %rsi
	movl	$2048, %r9d
	movq	%rax, %rdi
	leaq	.LC285(%rip), %rdx
	movq	%r11, 1752(%rsp)
	movq	1600(%rsp), %r13
	movq	%rsi, 40(%rsp)
	movq	%rax, 16(%rsp)
	call	numbers_open
	movl	%eax, 48(%rsp)
	testl	%eax, %eax
	jne	.L4437
	movq	2272(%rsp), %rdi
	call	fileno@PLT
	leaq	5424(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L4461
	movl	5448(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 48(%rsp)
.L4461:
	xorl	%r10d, %r10d
	xorl	%r9d, %r9d
	movq	%rbp, 56(%rsp)
	xorl	%r14d, %r14d
	movq	%r10, (%rsp)
	movq	%rbx, %rbp
	leaq	1760(%rsp), %r12
	movq	%r9, %rbx
.L4462:
	movq	16(%rsp), %rdi
	movl	$2048, %ecx
	movq	%r15, %rdx
	movq	%r12, %rsi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L4845
	cmpl	$0, 48(%rsp)
	movq	2320(%rsp), %rax
	jne	.L4463
	movl	$1, %ecx
	salq	$40, %rcx
	cmpq	%rax, %rcx
	jb	.L4613
	testq	%rbp, %rbp
	jne	.L4465
	movq	1760(%rsp), %rax
	testq	%r13, %r13
	je	.L4467
	cmpq	%r13, %rax
	jnb	.L4462
.L4467:
	movq	(%rsp), %rcx
	testq	%r14, %r14
	movq	%rax, 1376(%rsp)
	cmove	%rax, %rcx
	addq	$1, %r14
	movq	%rcx, (%rsp)
	jmp	.L4462
.L4465:
	cmpq	%rbp, %r14
	je	.L4462
	testq	%r13, %r13
	je	.L4775
	cmpq	%r13, 1760(%rsp)
	jnb	.L4462
.L4775:
	movq	1760(%rsp), %rax
	jmp	.L4467
.L4613:
	leaq	.LC585(%rip), %r8
.L4464:
	movq	40(%rsp), %rcx
	leaq	.LC728(%rip), %rdx
.L4776:
	movq	%r15, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	16(%rsp), %rdi
	call	numbers_close
.L4471:
	movq	1752(%rsp), %rdi
	call	free@PLT
	xorl	%r9d, %r9d
	movq	%r9, 1752(%rsp)
	jmp	.L4437
.L4463:
	cmpq	$200000000, %rax
	ja	.L4614
	testq	%rbp, %rbp
	je	.L4779
	cmpq	%rbp, %r14
	je	.L4462
.L4779:
	testq	%r13, %r13
	je	.L4470
	cmpq	%r13, 1760(%rsp)
	jnb	.L4462
.L4470:
	movq	1752(%rsp), %rdi
	cmpq	%r14, %rbx
	je	.L4846
.L4473:
	movq	1760(%rsp), %rax
	movq	%rax, (%rdi,%r14,8)
	jmp	.L4775
.L4614:
	leaq	.LC586(%rip), %r8
	jmp	.L4464
.L4403:
	movl	$1, %edx
	movq	%rax, 1584(%rsp)
	salq	$60, %rdx
	cmpq	%rax, %rdx
	jnb	.L4405
	leaq	.LC703(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC704(%rip), %rcx
	leaq	.LC705(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4437
.L4404:
	movl	$9765625, %eax
	salq	$9, %rax
	movq	%rax, 1584(%rsp)
	jmp	.L4405
.L4796:
	movq	8(%rsp), %rdi
	leaq	5424(%rsp), %rdx
	leaq	2272(%rsp), %rsi
	call	service_moments
	movsd	.LC2(%rip), %xmm1
	movsd	2272(%rsp), %xmm0
	movapd	%xmm1, %xmm2
	subsd	1560(%rsp), %xmm2
	divsd	%xmm2, %xmm6
	mulsd	%xmm6, %xmm0
	divsd	.LC28(%rip), %xmm0
	comisd	%xmm1, %xmm0
	jb	.L4399
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC701(%rip), %rcx
	leaq	.LC702(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4437
.L4396:
	leaq	.LC697(%rip), %r8
	leaq	.LC698(%rip), %rcx
	jmp	.L4773
.L4819:
	movsd	1616(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L4439
	je	.L4847
.L4439:
	movq	1608(%rsp), %r12
	testq	%r12, %r12
	jne	.L4441
	testq	%rbp, %rbp
	js	.L4442
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbp, %xmm0
.L4443:
	divsd	.LC28(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC721(%rip), %r8
	leaq	.LC722(%rip), %rcx
	comisd	.LC720(%rip), %xmm0
	ja	.L4778
.L4441:
	movq	1624(%rsp), %r13
	xorl	%ebx, %ebx
	leaq	5424(%rsp), %rax
	movq	$0x000000000, 5432(%rsp)
	movabsq	$-9223372036854775808, %r14
	movq	%rax, (%rsp)
	movq	%r13, 5440(%rsp)
	movsd	%xmm1, 5424(%rsp)
	jmp	.L4454
.L4849:
	cmpq	%rbx, %r12
	sete	%al
.L4446:
	testb	%al, %al
	jne	.L4848
	comisd	.LC288(%rip), %xmm0
	jnb	.L4449
	cmpq	%rdx, %rbx
	je	.L4449
	comisd	.LC83(%rip), %xmm0
	jnb	.L4451
	cvttsd2siq	%xmm0, %rax
.L4452:
	testq	%rbx, %rbx
	jne	.L4453
	movq	%rax, 1368(%rsp)
.L4453:
	movq	%rax, 1376(%rsp)
	addq	$1, %rbx
.L4454:
	movq	(%rsp), %rdi
	movsd	%xmm1, 16(%rsp)
	call	poisson_next
	testq	%r12, %r12
	movsd	16(%rsp), %xmm1
	movabsq	$1099511627776, %rdx
	jne	.L4849
	testq	%rbp, %rbp
	js	.L4447
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rbp, %xmm2
.L4448:
	comisd	%xmm2, %xmm0
	setnb	%al
	jmp	.L4446
.L4451:
	subsd	.LC83(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r14, %rax
	jmp	.L4452
.L4449:
	leaq	.LC721(%rip), %r8
	leaq	.LC724(%rip), %rcx
.L4778:
	leaq	.LC723(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4437
.L4442:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4443
.L4848:
	testq	%rbx, %rbx
	je	.L4850
	cmpl	$0, 1708(%rsp)
	movq	%r13, 1344(%rsp)
	movq	%rbx, 1384(%rsp)
	movsd	%xmm1, 1336(%rsp)
	jne	.L4456
	movsd	.LC28(%rip), %xmm0
	divsd	%xmm1, %xmm0
	movsd	.LC83(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L4457
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1416(%rsp)
.L4458:
	movq	1416(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1416(%rsp)
	leaq	.LC727(%rip), %rax
	movq	%rax, 1432(%rsp)
.L4456:
	movl	1452(%rsp), %r12d
	cmpl	$1, %r12d
	jne	.L4488
	cmpq	$200000000, 1384(%rsp)
	movq	1384(%rsp), %rbx
	jbe	.L4488
.L4588:
	leaq	.LC738(%rip), %r8
	leaq	.LC589(%rip), %rcx
.L4777:
	leaq	.LC739(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4437
.L4850:
	leaq	.LC725(%rip), %r8
	leaq	.LC726(%rip), %rcx
	jmp	.L4778
.L4457:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1416(%rsp)
	btcq	$63, 1416(%rsp)
	jmp	.L4458
.L4447:
	movq	%rbp, %rax
	movq	%rbp, %rcx
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %ecx
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L4448
.L4845:
	movq	16(%rsp), %rdi
	movq	56(%rsp), %rbp
	movl	%eax, 40(%rsp)
	call	numbers_close
	movl	40(%rsp), %eax
	testl	%eax, %eax
	js	.L4471
	movq	1752(%rsp), %rax
	movq	1632(%rsp), %rsi
	movq	%rax, 1360(%rsp)
	testq	%r14, %r14
	je	.L4851
	movq	(%rsp), %rax
	cmpl	$0, 1708(%rsp)
	movq	%rsi, 1352(%rsp)
	movq	%r14, 1384(%rsp)
	movq	%rax, 1368(%rsp)
	jne	.L4481
	cmpq	$1, %r14
	je	.L4482
	movq	1376(%rsp), %rcx
	leaq	-1(%r14), %r8
	xorl	%edx, %edx
	subq	%rax, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L4482
	movq	%rax, 1416(%rsp)
	leaq	.LC734(%rip), %rax
	movq	%rax, 1432(%rsp)
	jmp	.L4481
.L4846:
	testq	%rbx, %rbx
	je	.L4474
	movq	%rbx, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L4583
	movq	%rax, 1752(%rsp)
	addq	%rbx, %rbx
	jmp	.L4473
.L4482:
	movq	%rsi, %rcx
	leaq	.LC732(%rip), %r8
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC733(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4437
.L4851:
	movq	%rsi, %rcx
	leaq	.LC730(%rip), %r8
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC731(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4437
.L4818:
	cmpl	$0, 1740(%rsp)
	jne	.L4852
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L4853
	movq	1640(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L4409
	leaq	5424(%rsp), %r8
	leaq	2272(%rsp), %rdi
	movq	%rbp, %rsi
	movl	$2048, %r9d
	movl	$1, %ecx
	leaq	.LC362(%rip), %rdx
	movq	%r8, (%rsp)
	movq	%rdi, 16(%rsp)
	call	numbers_open
	testl	%eax, %eax
	jne	.L4414
	movl	$8192, %edi
	movl	$1024, %r13d
	leaq	1760(%rsp), %r12
	call	malloc@PLT
	movq	32(%rsp), %r14
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L4415
	jmp	.L4854
.L4418:
	movq	1760(%rsp), %rax
	movq	%rax, (%rbx,%r14,8)
	addq	$1, %r14
.L4415:
	movq	(%rsp), %rdx
	movq	16(%rsp), %rdi
	movl	$2048, %ecx
	movq	%r12, %rsi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L4855
	cmpq	$200000000, %r14
	je	.L4856
	cmpq	%r14, %r13
	jne	.L4418
	movq	%r13, %rsi
	movq	%rbx, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L4419
	addq	%r13, %r13
	movq	%rax, %rbx
	jmp	.L4418
.L4847:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC718(%rip), %rcx
	leaq	.LC719(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4437
.L4856:
	movq	(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC709(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
.L4416:
	movq	16(%rsp), %rdi
	call	numbers_close
	movq	%rbx, %rdi
	call	free@PLT
.L4414:
	movq	(%rsp), %rdi
	call	usage_error
	jmp	.L4382
.L4419:
	movq	(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC795(%rip), %rdx
	xorl	%eax, %eax
	movq	2320(%rsp), %r8
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4416
.L4409:
	movq	1648(%rsp), %rbp
	xorl	%ebx, %ebx
	movq	%rbx, 544(%rsp)
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L4857
	movq	%rbp, %rcx
	movl	$256, %esi
	xorl	%ebx, %ebx
	movl	$2, %r14d
	leaq	2272(%rsp), %rax
	leaq	.LC396(%rip), %rdx
	movq	%rax, 16(%rsp)
	movq	%rax, %rdi
	xorl	%eax, %eax
	leaq	544(%rsp), %r13
	call	snprintf@PLT
	leaq	704(%rsp), %rax
	movq	%rbp, (%rsp)
	movq	%rbx, %rbp
	movq	%rax, 32(%rsp)
.L4434:
	movq	16(%rsp), %rbx
	movq	(%rsp), %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	leaq	.LC396(%rip), %rdx
	xorl	%r12d, %r12d
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	%rbx, %rdi
	movq	%r13, %rdx
	leaq	.LC713(%rip), %rsi
	call	strtok_r@PLT
	movq	%rax, %rbx
.L4423:
	testq	%rbx, %rbx
	je	.L4858
	movl	$42, %esi
	movq	%rbx, %rdi
	call	strchr@PLT
	movq	$1, 704(%rsp)
	testq	%rax, %rax
	je	.L4424
	movb	$0, (%rax)
	leaq	1(%rax), %r15
	movq	32(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r15, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L4859
.L4424:
	leaq	1760(%rsp), %r15
	leaq	624(%rsp), %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	movl	$160, %r8d
	movq	%r15, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L4426
	movq	704(%rsp), %rax
	movq	624(%rsp), %rdx
	addq	%r12, %rax
	jmp	.L4427
.L4429:
	testq	%rbp, %rbp
	je	.L4428
	movq	%rdx, 0(%rbp,%r12,8)
.L4428:
	addq	$1, %r12
.L4427:
	cmpq	%r12, %rax
	jne	.L4429
	movq	%r13, %rdx
	leaq	.LC713(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbx
	jmp	.L4423
.L4426:
	leaq	5424(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC11(%rip), %r8
	leaq	.LC715(%rip), %rdx
	movq	%rdi, (%rsp)
	call	snprintf@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L4414
.L4858:
	subl	$1, %r14d
	jne	.L4860
	movq	%rbp, %rbx
	leaq	.LC584(%rip), %rbp
	testq	%rbx, %rbx
	je	.L4861
.L4422:
	movq	24(%rsp), %rcx
	movq	8(%rsp), %rdi
	movq	%rbp, %r8
	movq	%r12, %rdx
	movq	1664(%rsp), %r9
	movq	%rbx, %rsi
	call	run_correct
	movq	%rbx, %rdi
	movl	%eax, (%rsp)
	call	free@PLT
	movl	(%rsp), %eax
	jmp	.L4382
.L4857:
	leaq	5424(%rsp), %rdi
	leaq	.LC710(%rip), %r8
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC711(%rip), %rcx
	leaq	.LC712(%rip), %rdx
	movq	%rdi, (%rsp)
	call	snprintf@PLT
	jmp	.L4414
.L4859:
	leaq	5424(%rsp), %rax
	movq	%r15, %rcx
	leaq	.LC190(%rip), %r8
	movl	$2048, %esi
	movq	%rax, (%rsp)
	movq	%rax, %rdi
	leaq	.LC714(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L4414
.L4861:
	leaq	5424(%rsp), %rax
	movq	%rax, (%rsp)
	jmp	.L4414
.L4860:
	testq	%r12, %r12
	je	.L4433
	leaq	0(,%r12,8), %rdi
	call	malloc@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	je	.L4433
	movl	$1, %r14d
	jmp	.L4434
.L4855:
	movq	%r14, 32(%rsp)
	testl	%eax, %eax
	js	.L4416
	movq	16(%rsp), %rdi
	call	numbers_close
	movq	32(%rsp), %r12
	jmp	.L4422
.L4854:
	movq	(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	.LC708(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4416
.L4433:
	movq	(%rsp), %rbp
	leaq	.LC716(%rip), %r8
	xorl	%eax, %eax
	leaq	5424(%rsp), %rdi
	leaq	.LC717(%rip), %rdx
	movl	$2048, %esi
	movq	%rdi, (%rsp)
	movq	%rbp, %rcx
	call	snprintf@PLT
	jmp	.L4414
.L4853:
	leaq	.LC707(%rip), %rdi
	call	usage_error
	jmp	.L4382
.L4852:
	leaq	.LC706(%rip), %rdi
	call	usage_error
	jmp	.L4382
.L4583:
	movq	2320(%rsp), %r8
	movq	40(%rsp), %rcx
	leaq	.LC729(%rip), %rdx
	jmp	.L4776
.L4474:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L4583
	movq	%rdi, 1752(%rsp)
	movl	$1024, %ebx
	jmp	.L4473
.L4802:
	leaq	.LC11(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC676(%rip), %rcx
	leaq	.LC677(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4437
.L4279:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4280
.L4801:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm4
	jbe	.L4285
	movapd	%xmm2, %xmm3
	movl	$7, %esi
	movapd	%xmm1, %xmm2
	movl	$4, %eax
	movapd	%xmm4, %xmm1
	movapd	%xmm4, %xmm0
	leaq	.LC604(%rip), %rdi
	call	printf@PLT
	jmp	.L4287
.L4281:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4282
.L4797:
	leaq	3376(%rsp), %r15
	leaq	.LC181(%rip), %r8
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC670(%rip), %rdx
	movl	$2048, %esi
	movq	%r15, %rdi
	call	snprintf@PLT
	jmp	.L4437
.L4823:
	leaq	.LC740(%rip), %r8
	leaq	.LC585(%rip), %rcx
	jmp	.L4777
.L4822:
	cmpq	$200000000, 1384(%rsp)
	jbe	.L4487
	jmp	.L4588
.L4824:
	leaq	.LC740(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC741(%rip), %rcx
	leaq	.LC742(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4437
.L4494:
	movq	%rbp, 1392(%rsp)
	testq	%rbp, %rbp
	je	.L4495
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	1248(%rsp)
	movq	1408(%rsp), %rdx
	leaq	1(%rdx,%rax), %rax
	cmpl	$1, %r12d
	je	.L4496
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L4495
	leaq	.LC585(%rip), %rcx
.L4497:
	leaq	.LC744(%rip), %r8
	leaq	.LC745(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L4437
.L4833:
	leaq	.LC111(%rip), %rax
	movq	%rax, 10192(%rsp,%r10,8)
.L4527:
	leaq	1760(%rsp), %rbp
	movq	16(%rsp), %rdi
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%rbp, %rdx
	call	walk_outcome
	jmp	.L4530
.L4625:
	movq	24(%rsp), %r13
	orl	$-1, %r15d
	jmp	.L4525
.L4834:
	leaq	.LC112(%rip), %rax
	movq	%rax, 10192(%rsp,%r10,8)
	jmp	.L4527
.L4496:
	leaq	.LC589(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L4495
	jmp	.L4497
.L4390:
	leaq	.LC691(%rip), %r8
	leaq	.LC692(%rip), %rcx
	jmp	.L4773
.L4794:
	leaq	.LC688(%rip), %r8
	movl	$2048, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC689(%rip), %rcx
	leaq	.LC690(%rip), %rdx
	call	snprintf@PLT
	jmp	.L4437
.L4795:
	leaq	.LC693(%rip), %r8
	leaq	.LC694(%rip), %rcx
	jmp	.L4773
.L4842:
	movq	(%rsp), %rax
	movsd	5808(%rax,%r12,8), %xmm1
	movq	264(%r15), %rax
	divsd	.LC67(%rip), %xmm1
	testq	%rax, %rax
	js	.L4558
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4559:
	movq	%rbx, %rdi
	movl	$2, %eax
	divsd	.LC67(%rip), %xmm0
	call	printf@PLT
	jmp	.L4557
.L4841:
	leaq	.LC778(%rip), %rdx
	leaq	.LC779(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC780(%rip), %rdi
	call	printf@PLT
	jmp	.L4553
.L4843:
	leaq	.LC783(%rip), %rdi
	movq	%r14, %r13
	call	puts@PLT
.L4552:
	xorl	%ebx, %ebx
	leaq	PCT_NAME(%rip), %r12
	leaq	SET_NAME(%rip), %r14
	movq	%rbx, %rbp
.L4565:
	cmpq	5440(%rsp), %rbp
	jnb	.L4862
	movq	(%rsp), %rax
	imulq	$36, %rbp, %r15
	movq	%r13, %rsi
	xorl	%ebx, %ebx
	leaq	.LC784(%rip), %rdi
	movq	24(%rax,%rbp,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r13, 8(%rsp)
	movq	%rbp, %rcx
	movq	%r15, %rax
	movq	%rbx, %rbp
.L4561:
	movslq	%ebp, %rbx
	movq	(%r14,%rbp,8), %r15
	movq	%rax, 24(%rsp)
	leaq	SWEEP_COL(%rip), %r13
	imulq	$10, %rbx, %rbx
	movq	%r15, %rsi
	movq	%rcx, %r15
	addq	%rax, %rbx
.L4562:
	movslq	0(%r13), %rax
	leaq	.LC785(%rip), %rdi
	movq	%rsi, 48(%rsp)
	addq	$4, %r13
	leaq	20(%rax,%rbx), %rdx
	movq	5432(%rsp,%rdx,8), %rcx
	movq	(%r12,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	12+SWEEP_COL(%rip), %rax
	movq	48(%rsp), %rsi
	cmpq	%r13, %rax
	jne	.L4562
	addq	$1, %rbp
	movq	24(%rsp), %rax
	movq	%r15, %rcx
	cmpq	$3, %rbp
	jne	.L4561
	movq	(%rsp), %rax
	movq	%r15, %rbp
	leaq	.LC536(%rip), %rsi
	leaq	.LC786(%rip), %rdi
	movq	8(%rsp), %r13
	cmpq	$0, 4768(%rax,%r15,8)
	leaq	.LC535(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %rbp
	call	printf@PLT
	jmp	.L4565
.L4558:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4559
.L4862:
	movq	(%rsp), %r14
	movq	32(%rsp), %r15
	leaq	.LC787(%rip), %r12
	leaq	.LC788(%rip), %rbp
	movq	%r14, %rbx
	jmp	.L4567
.L4864:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
.L4569:
	divsd	%xmm3, %xmm1
	movq	(%rsp), %rax
	movq	%r13, %rsi
	movq	%r12, %rdi
	movsd	4920(%rbx), %xmm0
	movq	4912(%rbx), %rcx
	movq	24(%rax,%r15,8), %rdx
	movl	$3, %eax
	call	printf@PLT
	cmpl	$0, 11364(%rsp)
	jne	.L4863
.L4570:
	movl	$10, %edi
	addq	$1, %r15
	addq	$56, %rbx
	addq	$288, %r14
	call	putchar@PLT
.L4567:
	cmpl	$0, 11360(%rsp)
	movq	5440(%rsp), %rcx
	je	.L4571
	cmpq	%rcx, %r15
	jnb	.L4571
	movsd	4952(%rbx), %xmm2
	movq	304(%r14), %rdi
	movq	312(%r14), %rsi
	movsd	%xmm2, 8(%rsp)
	call	__floatuntidf@PLT
	movq	240(%r14), %rax
	movsd	8(%rsp), %xmm2
	movapd	%xmm0, %xmm1
	testq	%rax, %rax
	jns	.L4864
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm3, %xmm3
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L4569
.L4571:
	movq	10328(%rsp), %rdx
	xorl	%eax, %eax
	movq	10320(%rsp), %rsi
	leaq	.LC789(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 40(%rsp)
	je	.L4573
	leaq	5584(%rsp), %rdx
	leaq	5448(%rsp), %rcx
	movl	5424(%rsp), %eax
	movq	%rdx, %xmm6
	movq	5440(%rsp), %rdx
	movq	%rcx, %xmm0
	punpcklqdq	%xmm6, %xmm0
	movl	%eax, 2272(%rsp)
	movq	%rdx, 2296(%rsp)
	xorl	%edx, %edx
	cmpl	$0, 11364(%rsp)
	movups	%xmm0, 2280(%rsp)
	je	.L4574
	leaq	11232(%rsp), %rdx
.L4574:
	testl	%eax, %eax
	movq	16(%rsp), %rcx
	movq	40(%rsp), %rdi
	leaq	.LC596(%rip), %rsi
	leaq	.LC595(%rip), %rax
	movq	%rdx, 2304(%rsp)
	leaq	sweep_writer(%rip), %rdx
	cmovne	%rax, %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L4865
.L4573:
	xorl	%eax, %eax
	cmpq	$0, 10328(%rsp)
	setne	%al
	jmp	.L4382
.L4865:
	movl	$1, %eax
	jmp	.L4382
.L4863:
	movq	(%rsp), %rax
	movq	264(%r14), %rsi
	movq	%rbp, %rdi
	movsd	5808(%rax,%r15,8), %xmm0
	movl	$1, %eax
	call	printf@PLT
	jmp	.L4570
	.cfi_endproc
.LFE321:
	.size	main, .-main
	.section	.rodata.str1.1
.LC797:
	.string	"closed (from actual send)"
.LC798:
	.string	"open (from intended send)"
.LC799:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC797
	.quad	.LC798
	.quad	.LC799
	.section	.rodata.str1.1
.LC800:
	.string	"closed.values"
.LC801:
	.string	"open.values"
.LC802:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC800
	.quad	.LC801
	.quad	.LC802
	.section	.rodata.str1.1
.LC803:
	.string	"closed.hgrm"
.LC804:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC803
	.quad	.LC804
	.quad	.LC472
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
.LC805:
	.string	"0%"
.LC806:
	.string	"90%"
.LC807:
	.string	"99%"
.LC808:
	.string	"99.9%"
.LC809:
	.string	"99.99%"
.LC810:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.7, @object
	.size	XTICK.7, 48
XTICK.7:
	.quad	.LC805
	.quad	.LC806
	.quad	.LC807
	.quad	.LC808
	.quad	.LC809
	.quad	.LC810
	.align 16
	.type	NAMES.8, @object
	.size	NAMES.8, 16
NAMES.8:
	.quad	.LC463
	.quad	.LC440
	.align 16
	.type	names.9, @object
	.size	names.9, 16
names.9:
	.quad	.LC463
	.quad	.LC440
	.section	.rodata.str1.1
.LC811:
	.string	"ns"
.LC812:
	.string	"us"
	.section	.data.rel.ro.local
	.align 32
	.type	units.10, @object
	.size	units.10, 64
units.10:
	.quad	.LC811
	.quad	1
	.quad	.LC812
	.quad	1000
	.quad	.LC655
	.quad	1000000
	.quad	.LC249
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
.LC813:
	.string	"open_closed_p99"
.LC814:
	.string	"open_closed_p999"
.LC815:
	.string	"open_closed_slow"
.LC816:
	.string	"closed_max_p99"
.LC817:
	.string	"corrected_closed_p99"
.LC818:
	.string	"open_corrected_p99"
.LC819:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC813
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC814
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC815
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC816
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC817
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC818
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC819
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC820:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC821:
	.string	"service time of one request (100us)"
	.align 8
.LC822:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC823:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC824:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC825:
	.string	"start of the first stall (500ms)"
	.align 8
.LC826:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC827:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC828:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC829:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC830:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC831:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC832:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC833:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC834:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.section	.rodata.str1.1
.LC835:
	.string	"fixed|exp|bimodal|lognormal"
	.section	.rodata.str1.8
	.align 8
.LC836:
	.string	"service times: each\n--service, or drawn with --service as the mean (bimodal: see below)"
	.align 8
.LC837:
	.string	"lognormal: the coefficient of variation"
	.section	.rodata.str1.1
.LC838:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC839:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.align 8
.LC840:
	.string	"bimodal: the slow requests' service time"
	.section	.rodata.str1.1
.LC841:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC842:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC843:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC844:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC845:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC846:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC847:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC848:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC849:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC850:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC851:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC852:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.align 8
.LC853:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC854:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC855:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC856:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.align 8
.LC857:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.align 8
.LC858:
	.string	"time between its pauses, 0 for one pause (1s)"
	.align 8
.LC859:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC860:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC861:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.align 8
.LC862:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC863:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC864:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.align 8
.LC865:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC866:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.section	.rodata.str1.1
.LC867:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC868:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC869:
	.string	"users: the time between a reply and the next request (0)"
	.align 8
.LC870:
	.string	"users: each think --think, or exponential (fixed)"
	.align 8
.LC871:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC872:
	.string	"the slow line (1ms)"
.LC873:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC874:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC875:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC876:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC877:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.section	.rodata.str1.1
.LC878:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC879:
	.string	"also every rep's checked numbers, a line a set"
	.section	.rodata.str1.1
.LC880:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC881:
	.string	"default, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20"
	.align 8
.LC882:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC883:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC884:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC885:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC886:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC887:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC888:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC889:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC890:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC891:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC892:
	.string	"run the unit checks and exit"
.LC893:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 1632
OPTIONS:
	.quad	.LC123
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC821
	.quad	.LC127
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC822
	.quad	.LC130
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC823
	.quad	.LC132
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC824
	.quad	.LC134
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC825
	.quad	.LC165
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC826
	.quad	.LC168
	.long	0
	.zero	4
	.quad	.LC827
	.quad	.LC828
	.quad	.LC340
	.long	0
	.zero	4
	.quad	.LC829
	.quad	.LC830
	.quad	.LC183
	.long	0
	.zero	4
	.quad	.LC831
	.quad	.LC832
	.quad	.LC186
	.long	0
	.zero	4
	.quad	.LC833
	.quad	.LC834
	.quad	.LC333
	.long	0
	.zero	4
	.quad	.LC835
	.quad	.LC836
	.quad	.LC178
	.long	0
	.zero	4
	.quad	.LC833
	.quad	.LC837
	.quad	.LC179
	.long	0
	.zero	4
	.quad	.LC838
	.quad	.LC839
	.quad	.LC175
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC840
	.quad	.LC335
	.long	0
	.zero	4
	.quad	.LC841
	.quad	.LC842
	.quad	.LC337
	.long	0
	.zero	4
	.quad	.LC843
	.quad	.LC844
	.quad	.LC285
	.long	0
	.zero	4
	.quad	.LC845
	.quad	.LC846
	.quad	.LC343
	.long	0
	.zero	4
	.quad	.LC847
	.quad	.LC848
	.quad	.LC189
	.long	0
	.zero	4
	.quad	.LC849
	.quad	.LC850
	.quad	.LC171
	.long	0
	.zero	4
	.quad	.LC851
	.quad	.LC852
	.quad	.LC138
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC853
	.quad	.LC149
	.long	0
	.zero	4
	.quad	.LC854
	.quad	.LC855
	.quad	.LC146
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC856
	.quad	.LC141
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC857
	.quad	.LC147
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC858
	.quad	.LC148
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC859
	.quad	.LC349
	.long	0
	.zero	4
	.quad	.LC860
	.quad	.LC861
	.quad	.LC162
	.long	0
	.zero	4
	.quad	.LC854
	.quad	.LC862
	.quad	.LC357
	.long	0
	.zero	4
	.quad	.LC863
	.quad	.LC864
	.quad	.LC153
	.long	0
	.zero	4
	.quad	.LC827
	.quad	.LC865
	.quad	.LC156
	.long	0
	.zero	4
	.quad	.LC831
	.quad	.LC866
	.quad	.LC159
	.long	0
	.zero	4
	.quad	.LC867
	.quad	.LC868
	.quad	.LC144
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC869
	.quad	.LC354
	.long	0
	.zero	4
	.quad	.LC843
	.quad	.LC870
	.quad	.LC315
	.long	1
	.zero	4
	.quad	0
	.quad	.LC871
	.quad	.LC136
	.long	0
	.zero	4
	.quad	.LC820
	.quad	.LC872
	.quad	.LC320
	.long	0
	.zero	4
	.quad	.LC873
	.quad	.LC874
	.quad	.LC180
	.long	0
	.zero	4
	.quad	.LC827
	.quad	.LC875
	.quad	.LC325
	.long	0
	.zero	4
	.quad	.LC876
	.quad	.LC877
	.quad	.LC311
	.long	1
	.zero	4
	.quad	0
	.quad	.LC878
	.quad	.LC313
	.long	1
	.zero	4
	.quad	0
	.quad	.LC879
	.quad	.LC672
	.long	0
	.zero	4
	.quad	.LC880
	.quad	.LC881
	.quad	.LC362
	.long	0
	.zero	4
	.quad	.LC845
	.quad	.LC882
	.quad	.LC363
	.long	0
	.zero	4
	.quad	.LC883
	.quad	.LC884
	.quad	.LC367
	.long	0
	.zero	4
	.quad	.LC885
	.quad	.LC886
	.quad	.LC364
	.long	0
	.zero	4
	.quad	.LC887
	.quad	.LC888
	.quad	.LC312
	.long	1
	.zero	4
	.quad	0
	.quad	.LC889
	.quad	.LC314
	.long	1
	.zero	4
	.quad	0
	.quad	.LC890
	.quad	.LC601
	.long	2
	.zero	4
	.quad	0
	.quad	.LC891
	.quad	.LC606
	.long	2
	.zero	4
	.quad	0
	.quad	.LC892
	.quad	.LC304
	.long	2
	.zero	4
	.quad	0
	.quad	.LC893
	.section	.rodata.str1.1
.LC894:
	.string	"feed-10ms-stall"
.LC895:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC896:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC897:
	.string	"one-2s-stall"
.LC898:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC899:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC900:
	.string	"hundred-requests"
.LC901:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC902:
	.string	"--trace-values 2ms*99,1000ms --expected-interval 10ms --rank ceil"
	.section	.rodata.str1.1
.LC903:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC904:
	.string	"--trace-values 2ms*99,200ms --expected-interval 50ms --rank ceil"
	.section	.rodata.str1.1
.LC905:
	.string	"mm1-half"
.LC906:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC907:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC908:
	.string	"mm1-90"
.LC909:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC910:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC911:
	.string	"mm1-99"
.LC912:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC913:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.section	.rodata.str1.1
.LC914:
	.string	"bimodal"
	.section	.rodata.str1.8
	.align 8
.LC915:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC916:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC917:
	.string	"gc-pauses"
.LC918:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC919:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.align 8
.LC920:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC921:
	.string	"--timeout 50ms"
.LC922:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC923:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC924:
	.string	"--queue-limit 10"
.LC925:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC926:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC927:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC928:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC929:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC930:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC931:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC932:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC933:
	.string	"--max-in-flight 10"
.LC934:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC935:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC936:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.align 8
.LC937:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC938:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC939:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC940:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC941:
	.string	"--population 10 --think 900us"
.LC942:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC943:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC944:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC945:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC946:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC947:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 480
SCENARIOS:
	.quad	.LC599
	.quad	.LC600
	.quad	.LC11
	.quad	.LC894
	.quad	.LC895
	.quad	.LC896
	.quad	.LC897
	.quad	.LC898
	.quad	.LC899
	.quad	.LC900
	.quad	.LC901
	.quad	.LC902
	.quad	.LC903
	.quad	.LC901
	.quad	.LC904
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
	.quad	.LC915
	.quad	.LC916
	.quad	.LC917
	.quad	.LC918
	.quad	.LC919
	.quad	.LC446
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
	.quad	.LC931
	.quad	.LC932
	.quad	.LC933
	.quad	.LC934
	.quad	.LC935
	.quad	.LC936
	.quad	.LC487
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
	.section	.rodata.str1.1
.LC948:
	.string	"#6fa8dc"
.LC949:
	.string	"#93c47d"
.LC950:
	.string	"#e69138"
.LC951:
	.string	"#b45f06"
.LC952:
	.string	"#8e44ad"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_COLOUR, @object
	.size	METHOD_COLOUR, 72
METHOD_COLOUR:
	.quad	.LC432
	.quad	.LC479
	.quad	.LC948
	.quad	.LC478
	.quad	.LC949
	.quad	.LC950
	.quad	.LC951
	.quad	.LC482
	.quad	.LC952
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC479
	.quad	.LC482
	.quad	.LC478
	.section	.rodata.str1.1
.LC953:
	.string	"none"
.LC954:
	.string	"hdr-configured"
.LC955:
	.string	"hdr-schedule"
.LC956:
	.string	"hdr-mean"
.LC957:
	.string	"hdr-median"
.LC958:
	.string	"hdr-min"
.LC959:
	.string	"hdr-max"
.LC960:
	.string	"wrk"
.LC961:
	.string	"double"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_NAME, @object
	.size	METHOD_NAME, 72
METHOD_NAME:
	.quad	.LC953
	.quad	.LC954
	.quad	.LC955
	.quad	.LC956
	.quad	.LC957
	.quad	.LC958
	.quad	.LC959
	.quad	.LC960
	.quad	.LC961
	.section	.rodata.str1.1
.LC962:
	.string	"completed"
.LC963:
	.string	"censored"
.LC964:
	.string	"ok"
.LC965:
	.string	"all"
.LC966:
	.string	"actual"
.LC967:
	.string	"lag"
	.section	.data.rel.ro.local
	.align 32
	.type	OSET_NAME, @object
	.size	OSET_NAME, 56
OSET_NAME:
	.quad	.LC962
	.quad	.LC963
	.quad	.LC964
	.quad	.LC965
	.quad	.LC447
	.quad	.LC966
	.quad	.LC967
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
	.quad	.LC405
	.quad	.LC404
	.quad	.LC440
	.section	.rodata.str1.1
.LC968:
	.string	"p90"
.LC969:
	.string	"p99.99"
.LC970:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC765
	.quad	.LC968
	.quad	.LC768
	.quad	.LC769
	.quad	.LC969
	.quad	.LC970
	.set	XTICK.3,PCT_LABEL
	.section	.rodata.str1.1
.LC971:
	.string	"p999"
.LC972:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC765
	.quad	.LC968
	.quad	.LC768
	.quad	.LC971
	.quad	.LC972
	.quad	.LC970
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
	.quad	.LC326
	.quad	.LC327
	.quad	.LC329
	.quad	.LC330
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC321
	.quad	.LC322
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC344
	.quad	.LC345
	.quad	.LC346
	.section	.rodata.str1.1
.LC973:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	SERVICE_DIST_NAME, @object
	.size	SERVICE_DIST_NAME, 32
SERVICE_DIST_NAME:
	.quad	.LC338
	.quad	.LC339
	.quad	.LC914
	.quad	.LC973
	.section	.rodata.str1.1
.LC974:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC338
	.quad	.LC336
	.quad	.LC974
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
	.align 8
.LC44:
	.long	0
	.long	1071644672
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
	.set	.LC59,.LC376+8
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
	.set	.LC67,.LC423+8
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
.LC286:
	.long	858993459
	.long	1075917619
	.align 8
.LC287:
	.long	0
	.long	1125122048
	.align 8
.LC288:
	.long	0
	.long	1137704960
	.align 8
.LC289:
	.long	0
	.long	-1073741824
	.align 8
.LC290:
	.long	1413754136
	.long	1075388923
	.section	.rodata.cst16
	.align 16
.LC376:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC377:
	.long	0
	.long	1093567616
	.align 8
.LC378:
	.long	-858993459
	.long	1072745676
	.align 8
.LC384:
	.long	0
	.long	1081524224
	.set	.LC389,.LC391+8
	.set	.LC390,.LC391
	.section	.rodata.cst16
	.align 16
.LC391:
	.long	0
	.long	-1073217536
	.long	0
	.long	1074266112
	.align 16
.LC423:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.section	.rodata.cst8
	.align 8
.LC515:
	.long	-1717986918
	.long	1069128089
	.align 8
.LC521:
	.long	1202590848
	.long	1065646817
	.align 8
.LC522:
	.long	2061584302
	.long	1072672276
	.align 8
.LC523:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC524:
	.long	-400107883
	.long	1041313291
	.align 8
.LC534:
	.long	-1145744107
	.long	1074949041
	.section	.rodata.cst16
	.align 16
.LC597:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC598:
	.quad	1
	.quad	200000
	.section	.rodata.cst8
	.align 8
.LC602:
	.long	0
	.long	1101206224
	.align 8
.LC603:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC621:
	.quad	1000
	.quad	1000
	.align 16
.LC637:
	.quad	1000
	.quad	5000
	.section	.rodata.cst8
	.align 8
.LC646:
	.long	0
	.long	1091070464
	.align 8
.LC720:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
