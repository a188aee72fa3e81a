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
	.type	mean_interval, @function
mean_interval:
.LFB85:
	.cfi_startproc
	movq	%rdx, %rcx
	movq	$-1, %rdx
	cmpq	%rcx, %rsi
	jb	.L25
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
.L25:
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
	jle	.L61
.L33:
	movq	%rbp, %rax
	movq	(%r11,%rbx,8), %rdx
	subq	%rbx, %rax
	sarq	%rax
	addq	%rbx, %rax
	movq	(%r11,%rax,8), %rcx
	movq	(%r11,%rbp,8), %rax
	cmpq	%rcx, %rdx
	jnb	.L35
	cmpq	%rax, %rdx
	cmovb	%rax, %rdx
	cmpq	%rax, %rcx
	cmovnb	%rdx, %rcx
.L36:
	movq	%rbp, %rdx
	movq	%rbx, %rsi
.L37:
	cmpq	%rdx, %rsi
	jg	.L42
	leaq	0(,%rsi,8), %rax
	leaq	0(,%rdx,8), %r13
	leaq	(%r11,%rax), %r10
	leaq	(%r11,%r13), %r9
	movq	(%r10), %rdi
	movq	(%r9), %r8
	leaq	8(%r11,%rax), %rax
	cmpq	%rcx, %rdi
	jnb	.L62
	.p2align 4,,10
	.p2align 3
.L38:
	movq	%rax, %r10
	movq	(%rax), %rdi
	addq	$8, %rax
	addq	$1, %rsi
	cmpq	%rcx, %rdi
	jb	.L38
	cmpq	%r8, %rcx
	jnb	.L39
.L47:
	leaq	-8(%r11,%r13), %rax
	.p2align 4,,10
	.p2align 3
.L40:
	movq	%rax, %r9
	movq	(%rax), %r8
	subq	$8, %rax
	subq	$1, %rdx
	cmpq	%r8, %rcx
	jb	.L40
.L39:
	cmpq	%rdx, %rsi
	jle	.L48
.L42:
	cmpq	%r12, %rdx
	jge	.L51
	cmpq	%r12, %rsi
	jg	.L61
	movq	%rsi, %rbx
.L45:
	cmpq	%rbp, %rbx
	jl	.L33
.L61:
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
.L62:
	.cfi_restore_state
	cmpq	%r8, %rcx
	jb	.L47
.L48:
	movq	%r8, (%r10)
	addq	$1, %rsi
	subq	$1, %rdx
	movq	%rdi, (%r9)
	jmp	.L37
.L35:
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
	cmpq	%rax, %rdx
	cmovb	%rdx, %rcx
	jmp	.L36
.L51:
	movq	%rdx, %rbp
	jmp	.L45
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
	je	.L72
	leaq	(%r10,%r9), %rdi
	jmp	.L65
	.p2align 4,,10
	.p2align 3
.L73:
	testq	%r8, %r8
	je	.L72
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%r8
	addq	$1, %rax
	imulq	%r8, %rax
	leaq	(%rax,%r10), %rcx
	cmpq	%rcx, %rsi
	jb	.L69
.L74:
	leaq	(%rcx,%r9), %rsi
.L65:
	cmpq	%rdi, %rsi
	jnb	.L73
	movq	%r10, %rcx
	cmpq	%rcx, %rsi
	jnb	.L74
.L69:
	leaq	(%r11,%rsi), %rax
	cmpq	%rax, %rcx
	jnb	.L63
	leaq	(%rax,%r9), %rdi
	testq	%r8, %r8
	je	.L71
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
.L72:
	leaq	(%r11,%rsi), %rax
	ret
.L71:
	movq	%rdi, %rax
.L63:
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
	je	.L81
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	.p2align 4,,10
	.p2align 3
.L80:
	movq	%rdx, %rcx
	leaq	(%rdi,%r10,8), %r9
	movl	$1, %eax
	subq	%r10, %rcx
	movq	(%r9), %r8
	cmpq	$1, %rcx
	jne	.L77
	jmp	.L78
	.p2align 4,,10
	.p2align 3
.L79:
	addq	$1, %rax
	cmpq	%rax, %rcx
	je	.L78
.L77:
	cmpq	%r8, (%r9,%rax,8)
	je	.L79
	movq	%rax, %rcx
.L78:
	movq	%r8, (%rdi,%r11,8)
	addq	%rcx, %r10
	addq	$1, %r11
	movq	%rcx, -8(%rsi,%r11,8)
	cmpq	%rdx, %r10
	jb	.L80
	movq	%r11, %rax
	ret
.L81:
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
	jmp	.L97
	.p2align 4,,10
	.p2align 3
.L103:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L102
.L97:
	movl	296(%rdi,%rdx,4), %eax
	testl	%eax, %eax
	jne	.L103
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
.L99:
	movl	%edx, 348(%rdi,%rdx,4)
	movl	320(%rdi), %r10d
	movl	%edx, %ebx
	testl	%r10d, %r10d
	jle	.L104
	leaq	324(%rdi), %rax
	movslq	%r10d, %r11
	movq	224(%rdi,%rdx,8), %r9
	leaq	(%rax,%r11,4), %r8
	jmp	.L90
	.p2align 4,,10
	.p2align 3
.L89:
	addq	$4, %rax
	cmpq	%r8, %rax
	je	.L105
.L90:
	movslq	(%rax), %rcx
	cmpq	%r9, 224(%rdi,%rcx,8)
	jne	.L89
	movl	272(%rdi,%rdx,4), %r14d
	cmpl	%r14d, 272(%rdi,%rcx,4)
	jne	.L89
	addq	$4, %rax
	movl	%ecx, 348(%rdi,%rdx,4)
	cmpq	%r8, %rax
	jne	.L90
	.p2align 4,,10
	.p2align 3
.L105:
	cmpl	%edx, 348(%rdi,%rdx,4)
	je	.L91
.L87:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L106
.L93:
	movl	296(%rdi,%rdx,4), %ecx
	testl	%ecx, %ecx
	je	.L99
	addq	$1, %rdx
	cmpq	$6, %rdx
	jne	.L93
.L106:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L104:
	.cfi_restore_state
	movslq	%r10d, %r11
.L91:
	addl	$1, %r10d
	movl	%r10d, 320(%rdi)
	movl	%ebx, 324(%rdi,%r11,4)
	jmp	.L87
	.p2align 4,,10
	.p2align 3
.L102:
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
	je	.L113
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
.L113:
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
	je	.L128
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
	jmp	.L122
	.p2align 4,,10
	.p2align 3
.L132:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L121:
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
	je	.L131
.L122:
	movq	(%r14,%rbx,8), %rax
	testq	%rax, %rax
	jns	.L132
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L121
	.p2align 4,,10
	.p2align 3
.L131:
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
.L128:
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
.LFB194:
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
.LFE194:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	omissions_on, @function
omissions_on:
.LFB210:
	.cfi_startproc
	cmpq	$0, 224(%rdi)
	movl	$1, %eax
	jne	.L134
	cmpl	$0, 232(%rdi)
	je	.L140
.L134:
	ret
.L140:
	cmpq	$0, 256(%rdi)
	jne	.L134
	cmpl	$0, 280(%rdi)
	jne	.L134
	xorl	%eax, %eax
	cmpq	$0, 288(%rdi)
	setne	%al
	ret
	.cfi_endproc
.LFE210:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	heap_pop, @function
heap_pop:
.LFB222:
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
	jbe	.L146
	movl	$1, %edx
	xorl	%r9d, %r9d
	jmp	.L144
	.p2align 4,,10
	.p2align 3
.L154:
	salq	$4, %r8
	movq	(%r10,%r8), %r8
	cmpq	%rcx, %r8
	jnb	.L148
	movq	%r8, %rcx
	cmpq	%r11, %rcx
	jnb	.L142
.L155:
	movq	%rcx, (%r10,%r9,8)
	movq	8(%rdi), %rsi
	leaq	1(%rax,%rax), %rdx
	movq	%rax, %r9
	cmpq	%rsi, %rdx
	jnb	.L142
.L144:
	leaq	1(%r9), %r8
	movq	(%r10,%rdx,8), %rcx
	leaq	(%r8,%r8), %rax
	cmpq	%rsi, %rax
	jb	.L154
.L148:
	movq	%rdx, %rax
	cmpq	%r11, %rcx
	jb	.L155
.L142:
	testq	%rsi, %rsi
	je	.L141
	movq	%r11, (%r10,%r9,8)
.L141:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L146:
	.cfi_restore_state
	xorl	%r9d, %r9d
	jmp	.L142
	.cfi_endproc
.LFE222:
	.size	heap_pop, .-heap_pop
	.p2align 4
	.type	trace_runtime_ns, @function
trace_runtime_ns:
.LFB244:
	.cfi_startproc
	movq	24(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L159
	movq	(%rdi), %r8
	movq	8(%rdi), %rdi
	xorl	%eax, %eax
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L158:
	movq	(%rdi,%rax,8), %rdx
	addq	(%r8,%rax,8), %rdx
	cmpq	%rdx, %rcx
	cmovb	%rdx, %rcx
	addq	$1, %rax
	cmpq	%rsi, %rax
	jne	.L158
.L156:
	movq	%rcx, %rax
	ret
.L159:
	xorl	%ecx, %ecx
	jmp	.L156
	.cfi_endproc
.LFE244:
	.size	trace_runtime_ns, .-trace_runtime_ns
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB271:
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
.LFE271:
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
.LFB264:
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
.L163:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L163
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
.LFE264:
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
.L167:
	movq	(%rbx), %rdi
	addq	$112, %rbx
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, -112(%rbx)
	movups	%xmm0, -152(%rbx)
	cmpq	%rbp, %rbx
	jne	.L167
	movl	(%r12), %eax
	testl	%eax, %eax
	jne	.L171
.L168:
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
.L171:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	free@PLT
	movq	(%r14), %rdi
	call	free@PLT
	jmp	.L168
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
.LFB200:
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
.LFE200:
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
.L179:
	movq	(%rbx), %rdi
	addq	$8, %rbx
	call	free@PLT
	movq	40(%rbx), %rdi
	call	free@PLT
	cmpq	%rbp, %rbx
	jne	.L179
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
.LFB288:
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
.LFE288:
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
	ja	.L185
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L186
	.p2align 4,,10
	.p2align 3
.L195:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L191
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L191
.L186:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L195
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L223
.L196:
	movq	$0, 24(%rsp)
	leaq	units.13(%rip), %r12
.L201:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L200
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L200:
	addq	$16, %r12
	leaq	64+units.13(%rip), %rax
	cmpq	%r12, %rax
	jne	.L201
	testb	%bpl, %bpl
	je	.L202
	cmpq	$0, 24(%rsp)
	je	.L224
	movq	24(%rsp), %rax
.L222:
	imulq	%rax, %r14
.L205:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L225
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L191
.L206:
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
.L191:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC14(%rip), %r8
	leaq	.LC15(%rip), %rdx
	call	snprintf@PLT
.L188:
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
.L202:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L211
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L206
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L222
	leaq	.LC12(%rip), %r8
.L203:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC17(%rip), %rdx
	call	snprintf@PLT
	jmp	.L188
	.p2align 4,,10
	.p2align 3
.L223:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L226
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L198:
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
	ja	.L227
	cmpq	%rsi, %rax
	jne	.L198
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %r8
	leaq	.LC19(%rip), %rdx
	call	snprintf@PLT
	jmp	.L188
.L211:
	movq	$1, 24(%rsp)
	jmp	.L205
.L227:
	movq	%rsi, %rcx
	jmp	.L196
.L185:
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
	jmp	.L188
.L224:
	leaq	.LC11(%rip), %r8
	jmp	.L203
.L225:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC20(%rip), %r8
	leaq	.LC21(%rip), %rdx
	call	snprintf@PLT
	jmp	.L188
.L226:
	leaq	.LC16(%rip), %r8
	jmp	.L203
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
.LFB294:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L233
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
.L230:
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
	jb	.L230
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
.L233:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE294:
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
	jmp	.L237
	.p2align 4,,10
	.p2align 3
.L239:
	cmpq	%r9, %r10
	je	.L248
.L242:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L238
.L237:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L239
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L239
	cmpq	%rsi, %r8
	jne	.L240
	jmp	.L238
	.p2align 4,,10
	.p2align 3
.L241:
	cmpq	%rsi, %r8
	je	.L238
.L240:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L241
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L242
.L248:
	movq	%rsi, %rax
	ret
.L238:
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
.LFB216:
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
	je	.L250
	movq	16(%rbx), %rax
.L251:
	movq	%r13, (%rdi,%rdx,8)
	movq	8(%rbx), %rdx
	movq	24(%rbx), %rcx
	movq	%r15, (%rdx,%rcx,8)
	movq	24(%rbx), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 24(%rbx)
	movq	%r12, (%rax,%rdx,8)
	xorl	%eax, %eax
.L249:
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
.L250:
	.cfi_restore_state
	leaq	(%rdx,%rdx), %rbp
	movl	$64, %eax
	cmpq	%rax, %rbp
	cmovb	%rax, %rbp
	leaq	0(,%rbp,8), %r14
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L254
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L254
	movq	%rax, 8(%rbx)
	movq	16(%rbx), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L254
	movq	24(%rbx), %rdx
	movq	(%rbx), %rdi
	movq	%rax, 16(%rbx)
	movq	%rbp, 32(%rbx)
	jmp	.L251
.L254:
	movl	$-1, %eax
	jmp	.L249
	.cfi_endproc
.LFE216:
	.size	trace_add, .-trace_add
	.p2align 4
	.type	uheap_push, @function
uheap_push:
.LFB238:
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
	je	.L281
.L263:
	leaq	1(%rdx), %rax
	movq	%rax, 8(%rbx)
	testq	%rdx, %rdx
	je	.L268
	movq	32(%rsp), %rsi
	movq	40(%rsp), %r8
	.p2align 4,,10
	.p2align 3
.L267:
	leaq	-1(%rdx), %rax
	movq	%rdx, %rcx
	movq	%rax, %rdx
	andq	$-2, %rax
	shrq	%rdx
	addq	%rdx, %rax
	leaq	(%rdi,%rax,8), %rax
	cmpq	(%rax), %rsi
	je	.L269
	jnb	.L282
.L270:
	movdqu	(%rax), %xmm0
	leaq	(%rcx,%rcx,2), %rcx
	leaq	(%rdi,%rcx,8), %rcx
	movups	%xmm0, (%rcx)
	movq	16(%rax), %rax
	movq	%rax, 16(%rcx)
	testq	%rdx, %rdx
	jne	.L267
.L268:
	movq	48(%rsp), %rax
	movdqu	32(%rsp), %xmm1
	movq	%rax, 16(%rdi)
	xorl	%eax, %eax
	movups	%xmm1, (%rdi)
.L262:
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
.L269:
	.cfi_restore_state
	cmpq	8(%rax), %r8
	jb	.L270
.L282:
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rdi,%rax,8), %rdi
	jmp	.L268
	.p2align 4,,10
	.p2align 3
.L281:
	testq	%rdx, %rdx
	jne	.L283
	movl	$1536, %esi
	movl	$64, %ebp
.L264:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L272
	movq	%rax, (%rbx)
	movq	8(%rbx), %rdx
	movq	%rbp, 16(%rbx)
	jmp	.L263
	.p2align 4,,10
	.p2align 3
.L283:
	leaq	(%rdx,%rdx), %rbp
	leaq	0(%rbp,%rdx), %rsi
	salq	$4, %rsi
	jmp	.L264
.L272:
	orl	$-1, %eax
	jmp	.L262
	.cfi_endproc
.LFE238:
	.size	uheap_push, .-uheap_push
	.p2align 4
	.type	table_push, @function
table_push:
.LFB268:
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
	je	.L285
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L301
.L285:
	cmpq	16(%rbx), %rsi
	je	.L287
	movq	(%rbx), %rax
.L288:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L286:
	xorl	%eax, %eax
.L284:
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
.L287:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L293
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L292
	salq	$5, %rsi
.L289:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L292
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L288
	.p2align 4,,10
	.p2align 3
.L301:
	addq	%rbp, 8(%rax)
	jmp	.L286
	.p2align 4,,10
	.p2align 3
.L293:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L289
.L292:
	movl	$-1, %eax
	jmp	.L284
	.cfi_endproc
.LFE268:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB269:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L312
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
	jmp	.L305
	.p2align 4,,10
	.p2align 3
.L316:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L315
.L305:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L316
	orl	$-1, %eax
.L302:
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
.L315:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L302
.L312:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE269:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB270:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L326
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
	jmp	.L320
	.p2align 4,,10
	.p2align 3
.L322:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L329
.L320:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L322
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L322
	orl	$-1, %eax
	jmp	.L317
	.p2align 4,,10
	.p2align 3
.L329:
	xorl	%eax, %eax
.L317:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L326:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE270:
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
	je	.L333
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
	jmp	.L337
	.p2align 4,,10
	.p2align 3
.L372:
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
.L335:
	cmpq	%rbp, %rsi
	movq	80(%rsp), %rax
	adcq	$0, %r9
	addq	$8, %rdi
	cmpq	%rax, %rdi
	je	.L371
.L337:
	movq	(%rdi), %rsi
	cmpq	%rbp, %rsi
	jb	.L372
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
	jnb	.L373
	leaq	0(%rbp,%r8), %rax
	cmpq	%rax, %r11
	jb	.L335
	movq	$0, 56(%rsp)
	movq	%r11, %rax
	xorl	%edx, %edx
	subq	%r8, %rax
	divq	%rbp
	movq	%rax, 48(%rsp)
	addq	48(%rsp), %r14
	adcq	56(%rsp), %r15
	jmp	.L335
.L373:
	addq	(%rsp), %r14
	adcq	8(%rsp), %r15
	jmp	.L335
.L333:
	xorl	%eax, %eax
.L332:
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
.L371:
	.cfi_restore_state
	movq	%r13, %rax
	movq	%r14, %rsi
	movq	%r9, 48(%rsp)
	movq	64(%rsp), %r10
	subq	$0, %rax
	movq	88(%rsp), %r14
	movl	104(%rsp), %r8d
	jne	.L353
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
	je	.L374
.L340:
	xorl	%r11d, %r11d
	movq	%r14, 80(%rsp)
	movq	48(%rsp), %rbx
	movq	%r15, %r8
	movq	$0, 88(%rsp)
	movq	%r11, (%rsp)
	jmp	.L352
	.p2align 4,,10
	.p2align 3
.L341:
	movq	-8(%r10,%r8,8), %rax
.L344:
	movq	(%rsp), %rdi
	movq	192(%rsp), %rsi
	movq	%rax, 8(%rsi,%rdi)
	addq	$8, %rdi
	movq	%rdi, (%rsp)
	cmpq	$48, %rdi
	je	.L333
	movq	(%rsi), %r8
.L352:
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
	jnb	.L341
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
	jnb	.L375
	movq	%r9, %rsi
	movq	80(%rsp), %r9
	.p2align 4,,10
	.p2align 3
.L343:
	xorl	%r15d, %r15d
	addq	%r8, %r12
	movq	%r8, %r14
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%r9, %rbx
	jb	.L345
	jmp	.L376
	.p2align 4,,10
	.p2align 3
.L348:
	addq	%r14, %r12
	adcq	%r15, %r13
	addq	$1, %rbx
	cmpq	%rbx, %r9
	je	.L377
.L345:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	cmpq	%r8, %rax
	je	.L348
.L370:
	movq	%rax, %rcx
.L347:
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
	jnb	.L367
	movq	%rcx, %r8
	jmp	.L343
	.p2align 4,,10
	.p2align 3
.L377:
	movq	(%r10,%r9,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rax, %rcx
	jmp	.L347
	.p2align 4,,10
	.p2align 3
.L367:
	movq	%rax, %rsi
.L342:
	leaq	-1(%rsi), %rax
	imulq	%rdi, %rax
	subq	%rax, %r11
	movq	80(%rsp), %rax
	movq	%r11, 32(%rsp)
	cmpq	%rax, %rbx
	jnb	.L351
	movq	96(%rsp), %rcx
	movq	%rbx, %rax
	movq	80(%rsp), %r9
	negq	%rax
	leaq	(%rcx,%rax,8), %r11
	movq	%rbx, %rcx
	.p2align 4,,10
	.p2align 3
.L350:
	movq	(%r10,%rcx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	movq	%rdx, (%r11,%rcx,8)
	addq	$1, %rcx
	cmpq	%rcx, %r9
	jne	.L350
.L351:
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
	jmp	.L344
.L376:
	movq	(%r10,%rbx,8), %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.L370
.L374:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L340
.L375:
	movq	88(%rsp), %r8
	jmp	.L342
.L353:
	movl	$-2, %eax
	jmp	.L332
	.cfi_endproc
.LFE93:
	.size	corrected_summarise, .-corrected_summarise
	.p2align 4
	.type	ref_osummary, @function
ref_osummary:
.LFB227:
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
	je	.L390
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
.L380:
	movq	(%rax), %r12
	xorl	%r11d, %r11d
	addq	%r12, %rsi
	adcq	%r11, %rdi
	cmpq	%r12, %r14
	adcq	$0, %rdx
	addq	$8, %rax
	movq	%rdx, 56(%rcx)
	cmpq	%rax, %r13
	jne	.L380
	movq	%rsi, 64(%rcx)
	movq	%r8, %r14
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	movl	200(%r9), %eax
	movq	%rdi, 72(%rcx)
	leaq	PCT_MILLI(%rip), %r15
	testl	%eax, %eax
	je	.L393
	.p2align 4,,10
	.p2align 3
.L383:
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
	jne	.L383
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
.L393:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L383
	.p2align 4,,10
	.p2align 3
.L390:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	ret
	.cfi_endproc
.LFE227:
	.size	ref_osummary, .-ref_osummary
	.p2align 4
	.type	trace_free, @function
trace_free:
.LFB214:
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
.LFE214:
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
	je	.L399
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
	jnb	.L402
.L399:
	xorl	%eax, %eax
	movq	%rax, 56(%rcx)
	ret
	.p2align 4,,10
	.p2align 3
.L402:
	movq	56(%rdi), %rax
	addq	$1, %rsi
	cmpq	%r8, %rax
	jnb	.L403
	xorl	%edi, %edi
	xorl	%eax, %eax
	movl	$1, %edx
.L400:
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
.L403:
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
	jmp	.L400
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
	je	.L426
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
.L407:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L406
	addq	%rbp, 56(%rbx)
.L406:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L407
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L414
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L405
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L429
.L410:
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
.L413:
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
	jnb	.L411
	.p2align 4,,10
	.p2align 3
.L412:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L412
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L411:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L413
.L405:
	xorl	%eax, %eax
.L404:
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
.L429:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L410
.L426:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L414:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L404
	.cfi_endproc
.LFE113:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB272:
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
	je	.L438
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L431:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L434
	jmp	.L437
	.p2align 4,,10
	.p2align 3
.L463:
	testb	%sil, %sil
	je	.L437
.L434:
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
	jb	.L463
.L437:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L436
	testb	%sil, %sil
	jne	.L431
.L436:
	testl	%eax, %eax
	je	.L438
.L433:
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
.L438:
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
	jne	.L439
	jmp	.L433
	.p2align 4,,10
	.p2align 3
.L464:
	cmpq	%rbp, %r12
	jnb	.L433
.L439:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L464
	jmp	.L433
	.cfi_endproc
.LFE272:
	.size	table_from_dist, .-table_from_dist
	.p2align 4
	.type	theory_open_pct, @function
theory_open_pct:
.LFB206:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rsi, %rsi
	js	.L466
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L467:
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
.L466:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L467
	.cfi_endproc
.LFE206:
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
.L473:
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
	je	.L470
	xorl	%edx, %edx
	divq	%rbx
	movq	%rax, 32(%r15)
	movq	%rdx, 40(%r15)
.L470:
	testq	%r13, %r13
	je	.L472
	movq	8(%rsp), %rdi
	call	malloc@PLT
	movq	%rax, 96(%r15)
	testq	%rax, %rax
	je	.L479
	movq	(%rsp), %rsi
	addq	%rsi, %rax
	movq	%rax, 104(%r15)
.L472:
	addq	$8, %r14
	addq	$112, %r15
	cmpq	%r14, %r12
	jne	.L473
	testq	%r13, %r13
	movq	40(%rsp), %rsi
	setne	%dl
	xorl	%eax, %eax
	cmpq	$0, 112(%rsp)
	sete	%al
	andl	%edx, %eax
	movl	%eax, (%rsi)
	testq	%r13, %r13
	je	.L474
	cmpq	$0, 112(%rsp)
	je	.L475
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
	jne	.L478
.L476:
	movq	24(%rsp), %rsi
	cmpq	$0, (%rsi)
	sete	%r12b
	testq	%rax, %rax
	sete	%al
	orl	%eax, %r12d
	movzbl	%r12b, %r12d
	negl	%r12d
	movl	%r12d, 20(%rsp)
	jmp	.L469
	.p2align 4,,10
	.p2align 3
.L474:
	movq	24(%rsp), %rax
	movq	$0, (%rax)
	movq	32(%rsp), %rax
	movq	$0, (%rax)
.L469:
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
.L475:
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
	je	.L476
.L478:
	movl	$-1, 20(%rsp)
	jmp	.L469
.L479:
	movl	$-1, 20(%rsp)
	jmp	.L472
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
	jne	.L494
	cmpq	$0, 520(%rbx)
	je	.L494
	cmpq	$1, 528(%rbx)
	sbbl	%eax, %eax
.L491:
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
.L494:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L491
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
	jne	.L499
	cmpq	$0, 384(%rbx)
	je	.L499
	cmpq	$1, 376(%rbx)
	sbbl	%eax, %eax
.L496:
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
.L499:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L496
	.cfi_endproc
.LFE140:
	.size	select_init, .-select_init
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB195:
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
	je	.L502
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L503:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L503
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L508:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L508
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L505
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L527
.L524:
	pxor	%xmm0, %xmm0
.L510:
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
.L502:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L505:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC27(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L524
.L527:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L525
	sqrtsd	%xmm0, %xmm0
.L514:
	divsd	%xmm2, %xmm0
	jmp	.L510
.L525:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L514
	.cfi_endproc
.LFE195:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	batch_end, @function
batch_end:
.LFB207:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsi, %rbp
	subq	$32, %rsp
	.cfi_def_cfa_offset 48
	movq	528(%rdi), %rax
	testq	%rax, %rax
	js	.L529
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rax, %xmm6
.L530:
	movsd	256(%rdi), %xmm3
	movsd	.LC28(%rip), %xmm5
	movq	%rdi, %rax
	leaq	256(%rdi), %rcx
	movsd	.LC29(%rip), %xmm4
	pxor	%xmm1, %xmm1
	divsd	%xmm6, %xmm3
	movsd	%xmm3, 0(%rbp)
	jmp	.L534
	.p2align 4,,10
	.p2align 3
.L548:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L533:
	movsd	(%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm3, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm5, %xmm0
	mulsd	%xmm4, %xmm0
.L531:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	%rax, %rcx
	je	.L547
.L534:
	movq	272(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L531
	jns	.L548
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L533
	.p2align 4,,10
	.p2align 3
.L547:
	pxor	%xmm0, %xmm0
	ucomisd	%xmm1, %xmm0
	ja	.L545
	movapd	%xmm1, %xmm0
	sqrtsd	%xmm0, %xmm0
.L537:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 8(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L538
	movsd	264(%rdi), %xmm0
	mulsd	%xmm3, %xmm3
	divsd	%xmm6, %xmm0
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm6
	divsd	%xmm1, %xmm6
.L538:
	movsd	%xmm6, 16(%rbp)
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L529:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm6, %xmm6
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm6
	addsd	%xmm6, %xmm6
	jmp	.L530
.L545:
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
	jmp	.L537
	.cfi_endproc
.LFE207:
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
	je	.L583
	movq	%rsi, %r13
	leaq	0(,%rbp,8), %r15
	movq	%rdx, %rbx
	xorl	%esi, %esi
	movq	%r14, %r12
	movq	%r10, %rdx
	leaq	(%r10,%r15), %rdi
	movq	$-1, %r9
.L553:
	movq	(%rdx), %rax
	cmpq	%rax, %r9
	cmova	%rax, %r9
	cmpq	%rax, %rsi
	cmovb	%rax, %rsi
	addq	$8, %rdx
	cmpq	%rdx, %rdi
	jne	.L553
	cmpq	$1, %rbp
	je	.L555
	movq	%rsi, %rax
	subq	%r9, %rax
	je	.L555
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
.L560:
	movl	$257, %ecx
	movq	%r10, %rdi
	xorl	%eax, %eax
	movq	%r11, %rsi
	rep stosq
	leaq	(%r15,%r11), %rdi
	movl	%r8d, %ecx
	.p2align 4,,10
	.p2align 3
.L556:
	movq	(%rsi), %rax
	addq	$8, %rsi
	subq	%r9, %rax
	shrq	%cl, %rax
	movzbl	%al, %eax
	addq	$1, 56(%rsp,%rax,8)
	cmpq	%rsi, %rdi
	jne	.L556
	movq	16(%rsp), %rax
	movq	24(%rsp), %rsi
	movl	%ecx, %r8d
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L557:
	addq	(%rax), %rcx
	addq	$8, %rax
	movq	%rcx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L557
	movq	%r15, 8(%rsp)
	movl	%r8d, %ecx
	xorl	%esi, %esi
	movq	%rdx, %r8
	.p2align 4,,10
	.p2align 3
.L558:
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
	jne	.L558
	movq	%r8, %rdx
	movl	%ecx, %r8d
	movq	8(%rsp), %r15
	addl	$8, %r8d
	cmpl	$64, %r8d
	je	.L559
	movq	%r14, %rdi
	movl	%r8d, %ecx
	movq	%r11, %rsi
	movq	%r12, %rax
	shrq	%cl, %rdi
	movq	%r13, %r11
	movq	%rbx, %r12
	testq	%rdi, %rdi
	je	.L559
	movq	%rax, %rbx
	movq	%rsi, %r13
	jmp	.L560
.L559:
	movq	40(%rsp), %r10
	movq	32(%rsp), %rcx
	movq	%rdx, %r14
	cmpq	%r13, %r10
	je	.L555
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
.L555:
	xorl	%eax, %eax
	xorl	%edx, %edx
	jmp	.L563
.L561:
	movq	(%r10,%rsi), %r8
	addq	$1, %rax
	addq	$1, %rdx
	movq	%r8, (%r10,%rdi)
	movq	(%r14,%rsi), %rsi
	movq	%rsi, (%r14,%rdi)
	cmpq	%rax, %rbp
	je	.L551
.L563:
	leaq	0(,%rax,8), %rsi
	xorl	%edi, %edi
	testq	%rdx, %rdx
	je	.L561
	leaq	0(,%rdx,8), %r8
	movq	%r8, %rdi
.L562:
	movq	(%r10,%rsi), %rbx
	leaq	-8(%r8), %r9
	cmpq	%rbx, -8(%r10,%r8)
	jne	.L561
	addq	$1, %rax
	movq	(%r14,%rsi), %rsi
	addq	%rsi, (%r14,%r9)
	cmpq	%rbp, %rax
	je	.L551
	movq	%r8, %rdi
	leaq	0(,%rax,8), %rsi
	jmp	.L562
.L583:
	xorl	%edx, %edx
.L551:
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
	je	.L587
	movq	%rdi, %rbx
	movl	76(%rdi), %edi
	testl	%edi, %edi
	jne	.L587
	movq	%rsi, %r12
	cmpq	%rsi, %rbp
	jnb	.L587
	movl	72(%rbx), %edi
	movq	%rdx, %r13
	testl	%edi, %edi
	je	.L602
.L588:
	leaq	(%rax,%rax), %rcx
.L590:
	testq	%rcx, %rcx
	je	.L587
	xorl	%eax, %eax
	jmp	.L596
	.p2align 4,,10
	.p2align 3
.L604:
	movq	96(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L603
.L593:
	addq	$1, %rax
	addq	%rdx, %rbp
	cmpq	%rax, %rcx
	je	.L587
.L596:
	leaq	0(,%rax,8), %r8
	testl	%edi, %edi
	jne	.L604
	movq	104(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jb	.L593
.L603:
	testl	%edi, %edi
	je	.L594
	addq	(%rbx), %rax
.L595:
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
.L587:
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
.L602:
	.cfi_restore_state
	movq	%rbx, %rdi
	movq	%r8, %rdx
	movq	%rcx, %rsi
	call	guess_sort
	movl	72(%rbx), %edi
	testl	%edi, %edi
	jne	.L605
	movq	56(%rbx), %rcx
	jmp	.L590
	.p2align 4,,10
	.p2align 3
.L594:
	movq	96(%rbx), %rax
	movq	(%rax,%r8), %rax
	jmp	.L595
.L605:
	movq	64(%rbx), %rax
	jmp	.L588
	.cfi_endproc
.LFE137:
	.size	guess_found, .-guess_found
	.p2align 4
	.type	sorted_copy, @function
sorted_copy:
.LFB242:
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
	je	.L606
	leaq	0(,%rbp,8), %rdx
	movq	%r12, %rsi
	movq	%rax, %rdi
	call	memcpy@PLT
	movl	$8, %edx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
.L606:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE242:
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
	jne	.L614
	testl	%ebp, %ebp
	jne	.L619
.L612:
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
.L614:
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
.L619:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L612
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
	je	.L623
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
.L623:
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
.LFB324:
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
	comisd	.LC32(%rip), %xmm0
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
.LFE324:
	.size	parse_rate, .-parse_rate
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB24:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L643
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
	jne	.L639
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L639
	cmpq	%r14, %rax
	jb	.L639
	cmpq	%rax, %r12
	jb	.L639
	movq	%rax, 0(%r13)
.L636:
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
.L639:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L636
	.p2align 4,,10
	.p2align 3
.L643:
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
	je	.L645
	call	fclose@PLT
.L645:
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
.LFB275:
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
	je	.L652
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L651:
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
.L652:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L651
	.cfi_endproc
.LFE275:
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
.LFB283:
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
	je	.L656
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L658:
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
	jne	.L658
.L656:
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
.LFE283:
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
	jne	.L667
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L672
.L667:
	leaq	.LC45(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L673
	xorl	%eax, %eax
.L666:
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
.L672:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC44(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L668:
	orl	$-1, %eax
	jmp	.L666
.L673:
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
	jmp	.L668
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
	js	.L694
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L679
	jmp	.L681
	.p2align 4,,10
	.p2align 3
.L682:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L681
.L679:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L682
	cmpb	$13, %sil
	je	.L682
	cmpq	$64, %rcx
	jg	.L695
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L696
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L697
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L688
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L698
.L688:
	movq	%rcx, 56(%r13)
	jmp	.L686
	.p2align 4,,10
	.p2align 3
.L695:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC49(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L680:
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
.L677:
	movl	$-1, %eax
.L674:
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
.L694:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L699
	cmpq	$0, 48(%r13)
	jne	.L674
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC48(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L677
	.p2align 4,,10
	.p2align 3
.L696:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L700
.L686:
	movl	$1, %eax
	jmp	.L674
	.p2align 4,,10
	.p2align 3
.L681:
	movdqa	.LC55(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC56(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC57(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L680
	.p2align 4,,10
	.p2align 3
.L700:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC50(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L680
.L697:
	movq	8(%r13), %rcx
	leaq	.LC51(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L680
.L699:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC47(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L677
.L698:
	leaq	160(%rsp), %r12
	leaq	.LC52(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L680
	.cfi_endproc
.LFE60:
	.size	numbers_next, .-numbers_next
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB279:
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
	jbe	.L702
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
.L702:
	movq	.LC61(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC62(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L701
	movsd	.LC63(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L710
	addsd	%xmm0, %xmm0
.L701:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L710:
	.cfi_restore_state
	movsd	.LC64(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L711
	mulsd	.LC58(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L711:
	.cfi_restore_state
	mulsd	.LC61(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE279:
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
.LFB281:
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
	jb	.L714
	movapd	%xmm3, %xmm0
	leaq	.LC68(%rip), %rbp
	jmp	.L717
	.p2align 4,,10
	.p2align 3
.L721:
	movsd	16(%r14), %xmm0
.L717:
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
	jnb	.L721
.L714:
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
.LFE281:
	.size	svg_axes, .-svg_axes
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB273:
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
	je	.L723
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L724:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L724
	testq	%rcx, %rcx
	je	.L738
	testq	%rbx, %rbx
	je	.L738
	testq	%rcx, %rcx
	js	.L725
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L726:
	movsd	.LC72(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L736
	.p2align 4,,10
	.p2align 3
.L759:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L732
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
	je	.L757
	movq	%r9, %rsi
	movq	%rax, %rbx
.L732:
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
	jnb	.L758
.L736:
	testl	%eax, %eax
	je	.L727
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L727:
	testq	%r14, %r14
	js	.L729
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L730:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L759
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L736
.L758:
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
.L723:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L722:
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
.L729:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L730
	.p2align 4,,10
	.p2align 3
.L725:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L726
.L738:
	xorl	%esi, %esi
	jmp	.L723
.L757:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L722
	.cfi_endproc
.LFE273:
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
	je	.L794
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
	je	.L810
	movsd	.LC66(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC81(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L770
	.p2align 4,,10
	.p2align 3
.L811:
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
	je	.L771
.L770:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC72(%rip), %xmm1
	testq	%rax, %rax
	js	.L765
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L766:
	movsd	.LC72(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L811
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L770
.L771:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L812
.L763:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L776
	.p2align 4,,10
	.p2align 3
.L814:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L774
.L815:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L775:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L813
.L776:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L814
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
	jns	.L815
.L774:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L775
	.p2align 4,,10
	.p2align 3
.L765:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L766
	.p2align 4,,10
	.p2align 3
.L813:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L783
	.p2align 4,,10
	.p2align 3
.L817:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L781
.L818:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L782:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L816
.L783:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L817
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
	jns	.L818
.L781:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L782
	.p2align 4,,10
	.p2align 3
.L816:
	movsd	.LC82(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L784
	cvttsd2siq	%xmm4, %r14
.L778:
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
	jbe	.L795
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L787:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L786
	cmpl	$63, %ebp
	jle	.L787
.L786:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L808
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L791:
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
	js	.L792
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L793:
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
.L760:
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
.L784:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L778
	.p2align 4,,10
	.p2align 3
.L792:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L793
	.p2align 4,,10
	.p2align 3
.L795:
	movl	$1, %ebp
	jmp	.L786
	.p2align 4,,10
	.p2align 3
.L810:
	movsd	.LC66(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L763
	.p2align 4,,10
	.p2align 3
.L812:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L778
.L794:
	movl	$-1, %eax
	jmp	.L760
.L808:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L791
	.cfi_endproc
.LFE293:
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
.LFB373:
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
	je	.L819
	cmpq	$0, 224(%rdi)
	jne	.L819
	cmpq	$0, 256(%rdi)
	jne	.L819
	cmpl	$0, 280(%rdi)
	jne	.L819
	cmpq	$0, 288(%rdi)
	jne	.L819
	cmpl	$1, 72(%rdi)
	jne	.L819
	cmpl	$1, 8(%rdi)
	jne	.L819
	cmpq	$0, 48(%rdi)
	jne	.L819
	movl	%edx, %ebp
	testq	%rbx, %rbx
	js	.L823
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L824:
	movsd	.LC1(%rip), %xmm2
	movq	(%rdi), %rax
	movsd	88(%rdi), %xmm3
	divsd	.LC31(%rip), %xmm3
	addsd	%xmm2, %xmm1
	testq	%rax, %rax
	js	.L825
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L826:
	mulsd	%xmm0, %xmm3
	movsd	%xmm3, (%rsp)
	subsd	%xmm2, %xmm3
	movapd	%xmm3, %xmm0
	movsd	.LC87(%rip), %xmm3
	andpd	.LC60(%rip), %xmm0
	comisd	%xmm0, %xmm3
	jbe	.L856
	addsd	%xmm2, %xmm1
	movapd	%xmm1, %xmm0
	movapd	%xmm2, %xmm1
	divsd	%xmm0, %xmm1
.L829:
	movq	1192(%rsi), %rax
	testq	%rax, %rax
	je	.L819
	movq	1224(%rsi), %rdx
	testq	%rdx, %rdx
	js	.L830
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L831:
	testq	%rax, %rax
	js	.L832
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L833:
	leaq	1248(%rsi), %rax
	movsd	.LC28(%rip), %xmm6
	pxor	%xmm3, %xmm3
	movsd	.LC29(%rip), %xmm5
	addq	$1504, %rsi
	divsd	%xmm0, %xmm2
	jmp	.L839
	.p2align 4,,10
	.p2align 3
.L861:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
	testq	%rdx, %rdx
	js	.L837
.L862:
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rdx, %xmm4
.L838:
	divsd	%xmm4, %xmm0
	subsd	%xmm2, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm6, %xmm0
	mulsd	%xmm5, %xmm0
.L834:
	addq	$8, %rax
	addsd	%xmm0, %xmm3
	cmpq	%rax, %rsi
	je	.L860
.L839:
	movq	(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L834
	movq	256(%rax), %rcx
	testq	%rcx, %rcx
	jns	.L861
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L862
.L837:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm4, %xmm4
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L838
	.p2align 4,,10
	.p2align 3
.L819:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L860:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	ja	.L863
	testl	%ebp, %ebp
	je	.L864
	movsd	.LC86(%rip), %xmm3
	movsd	.LC72(%rip), %xmm0
	pxor	%xmm4, %xmm4
.L845:
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
.L863:
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
	jne	.L845
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
	jbe	.L819
.L844:
	addq	$40, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	leaq	.LC91(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	jmp	puts@PLT
.L832:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L833
.L830:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L831
.L864:
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
	jmp	.L844
.L825:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L826
.L823:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L824
.L856:
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
	jmp	.L829
	.cfi_endproc
.LFE373:
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
.LFB292:
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
	je	.L873
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L874
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L872
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L872
	movq	%rbp, %rsi
	leaq	.LC94(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L865:
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
.L874:
	.cfi_restore_state
	call	fclose@PLT
.L872:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC93(%rip), %rsi
	call	fprintf@PLT
.L867:
	movl	$-1, %ebx
	jmp	.L865
.L873:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC92(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L867
	.cfi_endproc
.LFE292:
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
.LFB416:
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
	je	.L881
	leaq	.LC97(%rip), %rbp
	leaq	.LC96(%rip), %r12
	jmp	.L876
	.p2align 4,,10
	.p2align 3
.L877:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L882
	cmpb	$127, %al
	je	.L882
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L878:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L881
.L876:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L877
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L876
.L881:
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
.L882:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L878
	.cfi_endproc
.LFE416:
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
.LFB427:
	.cfi_startproc
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L890
	movl	40(%rdi), %esi
	leaq	.LC98(%rip), %rax
	testl	%esi, %esi
	jne	.L889
	movl	44(%rdi), %edx
	leaq	.LC99(%rip), %rax
	testl	%edx, %edx
	jne	.L889
.L890:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC100(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L889
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L909
	cmpl	$1, %eax
	je	.L910
.L893:
	testq	%rcx, %rcx
	je	.L899
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC103(%rip), %rax
	testq	%rdx, %rdx
	jne	.L889
	movq	56(%rdi), %rdi
	xorl	%eax, %eax
	testq	%rdi, %rdi
	je	.L889
	movq	%rdi, %rax
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC105(%rip), %rax
	testq	%rdx, %rdx
	jne	.L889
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
.L899:
	xorl	%eax, %eax
.L889:
	ret
	.p2align 4,,10
	.p2align 3
.L910:
	cmpq	$1, 160(%rdi)
	leaq	.LC102(%rip), %rax
	jbe	.L893
	ret
	.p2align 4,,10
	.p2align 3
.L909:
	cmpq	$1, 160(%rdi)
	leaq	.LC101(%rip), %rax
	jbe	.L893
	ret
	.cfi_endproc
.LFE427:
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
	jne	.L913
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L914
	jmp	closed_form_gap.part.0
	.p2align 4,,10
	.p2align 3
.L914:
	leaq	.LC107(%rip), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L913:
	leaq	.LC106(%rip), %rax
	ret
	.cfi_endproc
.LFE102:
	.size	closed_form_gap, .-closed_form_gap
	.p2align 4
	.type	send_rate, @function
send_rate:
.LFB374:
	.cfi_startproc
	cmpq	$1, %rdi
	jbe	.L921
	cmpq	%rdx, %rsi
	jnb	.L921
	subq	$1, %rdi
	js	.L917
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
	mulsd	.LC31(%rip), %xmm0
	subq	%rsi, %rdx
	js	.L919
.L928:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
	divsd	%xmm1, %xmm0
	ret
	.p2align 4,,10
	.p2align 3
.L921:
	pxor	%xmm0, %xmm0
	ret
	.p2align 4,,10
	.p2align 3
.L917:
	movq	%rdi, %rax
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	mulsd	.LC31(%rip), %xmm0
	subq	%rsi, %rdx
	jns	.L928
.L919:
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
.LFE374:
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
.LFB386:
	.cfi_startproc
	movl	544(%rdi), %eax
	testl	%eax, %eax
	je	.L929
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
	je	.L931
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
.L929:
	ret
.L931:
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
.LFE386:
	.size	print_rates, .-print_rates
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB436:
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
	je	.L942
.L936:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L935:
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
.L942:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L943
	movl	$512, %esi
	movl	$16, %ebp
.L937:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L944
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L936
	.p2align 4,,10
	.p2align 3
.L943:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L937
.L944:
	movl	$1, 24(%rbx)
	jmp	.L935
	.cfi_endproc
.LFE436:
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
.LFB359:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L950
	cmpl	$-2, %edi
	je	.L951
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC115(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L945:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L950:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC113(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L945
.L951:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC114(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L945
	.cfi_endproc
.LFE359:
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
.LFB456:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L953
	testq	%rsi, %rsi
	js	.L954
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L956
.L964:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L957:
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
.L954:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L964
.L956:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L957
	.p2align 4,,10
	.p2align 3
.L953:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE456:
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
.LFB459:
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
	je	.L966
	movzbl	(%rbx), %edx
	movl	$1, %esi
	xorl	%eax, %eax
	movq	%rsp, %rdi
	testb	%dl, %dl
	jne	.L967
	jmp	.L985
	.p2align 4,,10
	.p2align 3
.L971:
	addq	$1, %rbx
	movb	%dl, (%rsp,%rax)
	addq	$1, %rax
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	je	.L973
.L986:
	leaq	6(%rax), %rcx
	cmpq	$255, %rcx
	ja	.L973
.L967:
	cmpb	$32, %dl
	jne	.L971
	leaq	(%rdi,%rax), %rdx
	addq	$1, %rbx
	addq	$5, %rax
	addq	$1, %rsi
	movl	$32, %ecx
	movl	$1684955424, (%rdx)
	movw	%cx, 4(%rdx)
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	jne	.L986
	.p2align 4,,10
	.p2align 3
.L973:
	movb	$0, (%rsp,%rax)
	leaq	.LC118(%rip), %r9
	cmpq	$5, %rsi
	jbe	.L974
.L975:
	movq	0(%rbp), %r8
	movq	%rdi, %rcx
	leaq	.LC121(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
.L970:
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
.L985:
	.cfi_restore_state
	movb	$0, (%rsp)
.L974:
	leaq	HOW_MANY.12(%rip), %rax
	movq	-8(%rax,%rsi,8), %r9
	jmp	.L975
.L966:
	movq	0(%rbp), %r8
	testl	%r13d, %r13d
	je	.L969
	movq	56(%rbp), %r9
	movq	%rbx, %rcx
	leaq	.LC119(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L970
.L969:
	movq	%r8, %r9
	movq	%rbx, %rcx
	leaq	.LC120(%rip), %rdx
	movq	%r12, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L970
	.cfi_endproc
.LFE459:
	.size	service_refusal.constprop.0, .-service_refusal.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB460:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L993
	xorl	%edx, %edx
	jmp	.L992
	.p2align 4,,10
	.p2align 3
.L989:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L995
.L991:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L996
.L992:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L989
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L991
	.p2align 4,,10
	.p2align 3
.L995:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L988:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L996:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L993:
	movq	%rsi, %rdx
	jmp	.L988
	.cfi_endproc
.LFE460:
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
.LFB332:
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
.L1009:
	movq	16(%r14), %r9
	movq	24(%r14), %r13
	leaq	.LC36(%rip), %r8
	testq	%r9, %r9
	je	.L1054
.L998:
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
	je	.L1055
.L999:
	movq	(%rsp), %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L1056
	testq	%rbx, %rbx
	je	.L1002
.L1059:
	movl	%ebx, %edx
	movq	(%rsp), %rsi
	movq	%r13, %rcx
	leaq	.LC128(%rip), %rdi
	subl	%r13d, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1003
	.p2align 4,,10
	.p2align 3
.L1057:
	movq	%rax, %rdx
	movq	%r13, %rcx
	movq	%r15, %rsi
	xorl	%eax, %eax
	subq	%rbx, %rdx
	leaq	.LC128(%rip), %rdi
	movq	%rbp, %rbx
	subl	$1, %edx
	call	printf@PLT
.L1003:
	leaq	1(%rbx), %r13
	movl	$10, %esi
	movq	%r13, %rdi
	call	strchr@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	jne	.L1057
	movq	%r13, %rdi
	call	strlen@PLT
	movq	%r13, %rcx
	movq	%r15, %rsi
	leaq	.LC128(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L1004:
	leaq	.LC126(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1058
	addq	$48, %r14
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %r14
	je	.L1008
.L1060:
	movq	24(%r14), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %rbx
	jmp	.L1009
	.p2align 4,,10
	.p2align 3
.L1056:
	movq	(%rsp), %rsi
	leaq	.LC127(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 48(%rsp)
	testq	%rbx, %rbx
	jne	.L1059
.L1002:
	movq	%r13, %rdi
	call	strlen@PLT
	movq	(%rsp), %rsi
	movq	%r13, %rcx
	leaq	.LC128(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1004
	.p2align 4,,10
	.p2align 3
.L1055:
	movq	%r12, %rdi
	call	strlen@PLT
	movq	(%rsp), %rcx
	movl	$63, %r11d
	leaq	1(%rcx,%rax), %rdx
	movb	$0, (%rdx)
	subq	%rax, %r11
	je	.L999
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
.L1000:
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
	jg	.L1052
	cmpq	%rbx, %r13
	jnb	.L1052
	movq	(%r14), %r8
	leaq	.LC122(%rip), %rcx
	jmp	.L1000
	.p2align 4,,10
	.p2align 3
.L1054:
	movq	%r15, %r9
	movq	%r15, %r8
	jmp	.L998
	.p2align 4,,10
	.p2align 3
.L1058:
	leaq	SERVICE_DISTS(%rip), %r12
	leaq	.LC129(%rip), %rbx
	leaq	384(%r12), %rbp
.L1007:
	movq	80(%r12), %rcx
	movq	(%r12), %rdx
	movq	%r15, %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$96, %r12
	call	printf@PLT
	cmpq	%rbp, %r12
	jne	.L1007
	addq	$48, %r14
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %r14
	jne	.L1060
.L1008:
	leaq	.LC130(%rip), %rdi
	movq	40(%rsp), %r12
	leaq	OPTIONS(%rip), %rbx
	call	puts@PLT
	movq	(%rsp), %r13
	leaq	.LC131(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L1011:
	movq	32(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L1010
	movq	%r13, %rsi
	call	alternatives.constprop.0
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1010:
	addq	$48, %rbx
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L1011
	leaq	.LC132(%rip), %rdi
	xorl	%eax, %eax
	leaq	OPTIONS(%rip), %rbx
	call	printf@PLT
	leaq	.LC133(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L1013:
	testb	$2, 40(%rbx)
	je	.L1012
	cmpl	$2, 8(%rbx)
	je	.L1012
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1012:
	addq	$48, %rbx
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L1013
	leaq	.LC134(%rip), %rdi
	xorl	%eax, %eax
	leaq	OPTIONS(%rip), %rbx
	call	printf@PLT
	leaq	.LC133(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L1015:
	movl	40(%rbx), %eax
	testb	$8, %al
	jne	.L1014
	cmpl	$2, %eax
	je	.L1014
	cmpl	$2, 8(%rbx)
	je	.L1014
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1014:
	addq	$48, %rbx
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L1015
	leaq	.LC135(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC133(%rip), %rbx
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1017:
	movl	40(%r12), %eax
	testb	$4, %al
	jne	.L1016
	cmpl	$2, %eax
	je	.L1016
	cmpl	$2, 8(%r12)
	je	.L1016
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1016:
	addq	$48, %r12
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %r12
	jne	.L1017
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
.L1052:
	.cfi_restore_state
	movq	8(%rsp), %r13
	movq	16(%rsp), %r12
	movq	24(%rsp), %rbx
	movq	32(%rsp), %r14
	jmp	.L999
	.cfi_endproc
.LFE332:
	.size	print_usage, .-print_usage
	.section	.rodata.str1.1
.LC136:
	.string	"%lu.%04lu"
	.text
	.p2align 4
	.type	fmt_share.constprop.0, @function
fmt_share.constprop.0:
.LFB461:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdx, %r8
	movq	%rdi, %rbx
	xorl	%ecx, %ecx
	testq	%rdx, %rdx
	je	.L1062
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
.L1062:
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
.LFE461:
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
.LFB463:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L1074
	cmpq	$999999, %rsi
	ja	.L1075
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L1068:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.11(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L1070
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L1072
	jmp	.L1071
	.p2align 4,,10
	.p2align 3
.L1085:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L1071
.L1072:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L1085
.L1070:
	imulq	$24, %rsi, %rdi
	leaq	.LC138(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L1073:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L1071:
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
	jmp	.L1073
.L1074:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L1068
.L1075:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L1068
	.cfi_endproc
.LFE463:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.section	.rodata.str1.1
.LC139:
	.string	"--arrivals"
	.text
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB464:
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
	je	.L1093
.L1089:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1093:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1089
	cmpl	$1, %eax
	je	.L1094
	movq	104(%rsi), %rsi
	leaq	40(%r9), %rdi
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC139(%rip), %rdx
	jmp	numbers_open
	.p2align 4,,10
	.p2align 3
.L1094:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r9)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r9)
	ret
	.cfi_endproc
.LFE464:
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
.LFB466:
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
	jnb	.L1100
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L1101
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
.L1101:
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
.L1100:
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
.LFE466:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC143:
	.string	"load"
.LC144:
	.string	"stall length"
.LC145:
	.string	"load %"
.LC146:
	.string	"stall us"
.LC147:
	.string	"sim"
.LC148:
	.string	"formula"
	.section	.rodata.str1.8
	.align 8
.LC149:
	.string	"coordinated omission: sweep over %s\n"
	.section	.rodata.str1.1
.LC150:
	.string	"base: service %s us"
.LC151:
	.string	", stall %s us"
.LC152:
	.string	", period %s us"
	.section	.rodata.str1.8
	.align 8
.LC153:
	.string	", %s us of schedule per point\n\n"
	.section	.rodata.str1.1
.LC154:
	.string	"checked"
.LC155:
	.string	"%-10s %-8s"
.LC156:
	.string	" | %-10s %10s %10s"
.LC157:
	.string	"corrected"
.LC158:
	.string	"\n%-10s %-8s"
.LC159:
	.string	"p50"
.LC160:
	.string	" | "
.LC161:
	.string	"%s%10s"
.LC162:
	.string	"p99"
.LC163:
	.string	"p99.9"
	.section	.rodata.str1.8
	.align 8
.LC164:
	.string	"(percentiles in us; checked against: formula = the closed form, sim = the reference simulation)\n"
	.section	.rodata.str1.1
.LC165:
	.string	"%-10lu"
.LC166:
	.string	"%-10s"
.LC167:
	.string	" %-8s"
	.text
	.p2align 4
	.type	print_sweep, @function
print_sweep:
.LFB405:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC143(%rip), %rax
	leaq	.LC163(%rip), %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	.LC159(%rip), %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	leaq	.LC156(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	leaq	.LC149(%rip), %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	movl	(%rsi), %edx
	leaq	.LC144(%rip), %rsi
	leaq	16(%rsp), %r13
	testl	%edx, %edx
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	0(%rbp), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC150(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	48(%rbp), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC151(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%rbp), %rsi
	movq	%r13, %rdi
	leaq	.LC10(%rip), %rbp
	call	fmt_us.constprop.0
	leaq	.LC152(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rbx), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC153(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	(%rbx), %ecx
	leaq	.LC145(%rip), %rax
	leaq	.LC146(%rip), %rsi
	leaq	.LC154(%rip), %rdx
	leaq	.LC155(%rip), %rdi
	testl	%ecx, %ecx
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%r12, %rdi
	leaq	.LC108(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%r12, %rdi
	leaq	.LC110(%rip), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%r12, %rdi
	leaq	.LC157(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC162(%rip), %r12
	call	printf@PLT
	movq	%rbp, %rdx
	movq	%rbp, %rsi
	xorl	%eax, %eax
	leaq	.LC158(%rip), %rdi
	movl	$3, %ebp
	call	printf@PLT
.L1105:
	movq	%r14, %rdx
	leaq	.LC160(%rip), %rsi
	leaq	.LC161(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rdx
	leaq	.LC36(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC161(%rip), %rdi
	call	printf@PLT
	xorl	%eax, %eax
	movq	%r15, %rdx
	leaq	.LC36(%rip), %rsi
	leaq	.LC161(%rip), %rdi
	call	printf@PLT
	subl	$1, %ebp
	jne	.L1105
	movl	$10, %edi
	xorl	%r12d, %r12d
	leaq	SWEEP_COL(%rip), %r14
	call	putchar@PLT
	cmpq	$0, 16(%rbx)
	je	.L1115
	.p2align 4,,10
	.p2align 3
.L1106:
	movl	(%rbx), %eax
	movq	24(%rbx,%r12,8), %rsi
	testl	%eax, %eax
	je	.L1107
	leaq	.LC165(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1108:
	cmpq	$0, 4768(%rbx,%r12,8)
	leaq	.LC148(%rip), %rax
	leaq	.LC147(%rip), %rsi
	cmove	%rax, %rsi
	leaq	.LC167(%rip), %rdi
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	call	printf@PLT
	leaq	(%r12,%r12,8), %rax
	movq	%r12, 8(%rsp)
	salq	$2, %rax
	movq	%rax, (%rsp)
.L1110:
	movq	(%rsp), %rcx
	movslq	%ebp, %rax
	xorl	%r12d, %r12d
	leaq	(%rax,%rax,4), %rax
	leaq	(%rcx,%rax,2), %r15
.L1114:
	movslq	(%r14,%r12,4), %rax
	movq	%r13, %rdi
	leaq	20(%rax,%r15), %rax
	movq	8(%rbx,%rax,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	testq	%r12, %r12
	je	.L1127
	xorl	%eax, %eax
	leaq	.LC36(%rip), %rsi
	leaq	.LC161(%rip), %rdi
	call	printf@PLT
	cmpq	$2, %r12
	jne	.L1120
	addl	$1, %ebp
	cmpl	$3, %ebp
	jne	.L1110
	movq	8(%rsp), %r12
	movl	$10, %edi
	call	putchar@PLT
	addq	$1, %r12
	cmpq	16(%rbx), %r12
	jb	.L1106
.L1115:
	leaq	.LC164(%rip), %rdi
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
.L1127:
	.cfi_restore_state
	leaq	.LC160(%rip), %rsi
	leaq	.LC161(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %r12d
	call	printf@PLT
	jmp	.L1114
	.p2align 4,,10
	.p2align 3
.L1120:
	movl	$2, %r12d
	jmp	.L1114
	.p2align 4,,10
	.p2align 3
.L1107:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC166(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1108
	.cfi_endproc
.LFE405:
	.size	print_sweep, .-print_sweep
	.section	.rodata.str1.1
.LC168:
	.string	"mean "
.LC169:
	.string	"Poisson"
.LC170:
	.string	"periodic"
.LC171:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC172:
	.string	"server: service %s, mean %.1f us, scv %.3f"
	.section	.rodata.str1.1
.LC173:
	.string	"; "
	.section	.rodata.str1.8
	.align 8
.LC174:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC175:
	.string	"no stalls"
.LC176:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC177:
	.string	"stalls of %s us every %s us from %s us\n"
	.text
	.p2align 4
	.type	print_server, @function
print_server:
.LFB354:
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
	jne	.L1129
	movq	(%rbx), %rsi
	movq	%rsp, %rdi
	call	fmt_us.constprop.0
	leaq	.LC171(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1130:
	cmpq	$0, 48(%rbx)
	jne	.L1146
	leaq	.LC175(%rip), %rdi
	call	puts@PLT
.L1128:
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
.L1129:
	.cfi_restore_state
	imulq	$96, %rbp, %rbp
	leaq	64(%rsp), %rdx
	leaq	32(%rsp), %rsi
	call	service_moments
	leaq	SERVICE_DISTS(%rip), %rax
	movsd	64(%rsp), %xmm1
	leaq	.LC172(%rip), %rdi
	addq	%rax, %rbp
	movl	$2, %eax
	movsd	32(%rsp), %xmm0
	divsd	.LC66(%rip), %xmm0
	movq	0(%rbp), %rsi
	call	printf@PLT
	movq	88(%rbp), %rax
	testq	%rax, %rax
	je	.L1131
	movq	%rbx, %rdi
	call	*%rax
.L1131:
	leaq	.LC173(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1130
.L1146:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1147
	cmpq	$0, 56(%rbx)
	jne	.L1138
	leaq	32(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	movq	%rsp, %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC176(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1128
.L1138:
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
	leaq	.LC177(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1128
.L1147:
	leaq	64(%rsp), %rdi
	leaq	.LC168(%rip), %r15
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
	leaq	.LC169(%rip), %rax
	leaq	.LC170(%rip), %rsi
	cmove	%rax, %rsi
	pushq	%rax
	.cfi_def_cfa_offset 168
	leaq	.LC174(%rip), %rdi
	xorl	%eax, %eax
	pushq	%r14
	.cfi_def_cfa_offset 176
	call	printf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 168
	popq	%rcx
	.cfi_def_cfa_offset 160
	jmp	.L1128
	.cfi_endproc
.LFE354:
	.size	print_server, .-print_server
	.section	.rodata.str1.1
.LC178:
	.string	"s"
.LC179:
	.string	"given"
.LC180:
	.string	":"
.LC181:
	.string	";"
	.section	.rodata.str1.8
	.align 8
.LC182:
	.string	"one schedule gap after its last send (drifting), nothing after the last due time"
	.align 8
.LC183:
	.string	"each request when due, or as soon after as it can"
	.section	.rodata.str1.1
.LC184:
	.string	"drops the request"
.LC185:
	.string	"waits for a slot"
	.section	.rodata.str1.8
	.align 8
.LC186:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.align 8
.LC187:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC188:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC189:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC190:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC191:
	.string	"\ncorrection: expected interval "
	.align 8
.LC192:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC193:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC194:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC195:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC196:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC197:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC198:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC199:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC200:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC201:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC202:
	.string	"; 1 warmup + %u reps\n"
.LC203:
	.string	"faults"
	.section	.rodata.str1.8
	.align 8
.LC204:
	.string	"%s clients give up %s us after a send"
	.align 8
.LC205:
	.string	"%s the server rejects a request that finds %lu waiting (the error reaches the client %s us after the send)"
	.align 8
.LC206:
	.string	"%s the open loop's sender sends %s"
	.align 8
.LC207:
	.string	", pauses %s us every %s us from %s us"
	.section	.rodata.str1.1
.LC208:
	.string	", pauses %s us once, at %s us"
	.section	.rodata.str1.8
	.align 8
.LC209:
	.string	", keeps at most %lu in flight, then %s"
	.align 8
.LC210:
	.string	"\nomissions: the three sets above are the truth, walked without the faults; each client is walked once more with them (every sample kept), and its views are checked against a reference simulation"
	.align 8
.LC211:
	.string	", and open-completed, open-censored and the open loop's timeouts against the closed form"
	.align 8
.LC212:
	.string	", and lag and the open loop's sends against the closed form"
	.align 8
.LC213:
	.string	"a closed loop that gives up sends its next request at once: its timeline is no longer the open loop's"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB365:
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
	leaq	.LC186(%rip), %rdi
	call	printf@PLT
	movq	%rbx, %rdi
	call	print_server
	movl	72(%rbx), %ecx
	testl	%ecx, %ecx
	je	.L1204
	movq	136(%rbx), %rdx
	xorl	%esi, %esi
	cmpq	$1, %rdx
	jbe	.L1151
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	leaq	-1(%rdx), %rcx
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%rcx
	movq	%rax, %rsi
.L1151:
	leaq	48(%rsp), %r12
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC188(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1150:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC10(%rip), %rax
	leaq	.LC178(%rip), %rcx
	leaq	.LC189(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1205
.L1153:
	leaq	.LC191(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L1206
	movq	184(%rbx), %r14
	movq	168(%rbx), %rsi
	leaq	.LC179(%rip), %rax
	movq	%r12, %rdi
	testq	%r14, %r14
	cmove	%rax, %r14
	call	fmt_us.constprop.0
	leaq	.LC193(%rip), %rdi
	movq	%rax, %rsi
	movq	%r14, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1155:
	movq	192(%rbx), %rsi
	leaq	80(%rsp), %r14
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC194(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L1207
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, 8(%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L1158
.L1159:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L1208
	leaq	.LC197(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC198(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1161:
	movl	24(%r13), %eax
	cmpl	$2, %eax
	je	.L1209
	cmpl	$1, %eax
	je	.L1210
	leaq	.LC201(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1163:
	movl	216(%rbx), %esi
	xorl	%eax, %eax
	leaq	.LC202(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 392(%rbp)
	je	.L1148
	movq	%rbx, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L1211
.L1148:
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
.L1211:
	.cfi_restore_state
	leaq	.LC203(%rip), %rdi
	xorl	%eax, %eax
	movl	400(%rbp), %r13d
	leaq	.LC180(%rip), %rbp
	call	printf@PLT
	movq	224(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1212
.L1166:
	cmpl	$0, 232(%rbx)
	jne	.L1213
.L1167:
	cmpq	$0, 256(%rbx)
	movl	280(%rbx), %eax
	jne	.L1168
	testl	%eax, %eax
	je	.L1214
	leaq	.LC182(%rip), %rdx
.L1169:
	movq	%rbp, %rsi
	leaq	.LC206(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1171:
	cmpq	$0, 256(%rbx)
	je	.L1172
	cmpq	$0, 264(%rbx)
	movq	272(%rbx), %rsi
	jne	.L1215
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	256(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %rbp
	call	fmt_us.constprop.0
	movq	%rbp, %rdx
	leaq	.LC208(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1172:
	movq	288(%rbx), %rsi
	testq	%rsi, %rsi
	je	.L1174
	cmpl	$0, 296(%rbx)
	leaq	.LC184(%rip), %rax
	leaq	.LC185(%rip), %rdx
	cmovne	%rax, %rdx
	leaq	.LC209(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1174:
	xorl	%eax, %eax
	leaq	.LC210(%rip), %rdi
	call	printf@PLT
	testb	$1, %r13b
	jne	.L1216
.L1176:
	andb	$2, %r13b
	jne	.L1217
.L1177:
	movl	$10, %edi
	call	putchar@PLT
	cmpq	$0, 224(%rbx)
	je	.L1148
	leaq	.LC213(%rip), %rdi
	call	puts@PLT
	jmp	.L1148
.L1207:
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L1159
.L1158:
	leaq	.LC195(%rip), %rdi
	call	puts@PLT
	jmp	.L1159
.L1206:
	leaq	.LC192(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1155
.L1205:
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	leaq	.LC190(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1153
.L1204:
	movq	80(%rbx), %rsi
	leaq	48(%rsp), %r12
	movq	136(%rbx), %r14
	movq	%r12, %rdi
	call	fmt_us.constprop.0
	movq	%r14, %rdx
	leaq	.LC187(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1150
.L1210:
	leaq	.LC200(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1163
.L1209:
	movq	40(%r13), %rdx
	movq	32(%r13), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC199(%rip), %rdi
	call	printf@PLT
	jmp	.L1163
.L1168:
	testl	%eax, %eax
	leaq	.LC183(%rip), %rdx
	leaq	.LC182(%rip), %rax
	cmovne	%rax, %rdx
	jmp	.L1169
.L1213:
	movq	248(%rbx), %rsi
	leaq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	240(%rbx), %rdx
	movq	%rbp, %rsi
	leaq	.LC205(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	leaq	.LC181(%rip), %rbp
	call	printf@PLT
	jmp	.L1167
.L1212:
	leaq	16(%rsp), %rdi
	call	fmt_us.constprop.0
	movq	%rbp, %rsi
	leaq	.LC204(%rip), %rdi
	leaq	.LC181(%rip), %rbp
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1166
.L1208:
	movl	$29, %esi
	leaq	.LC196(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1161
.L1217:
	leaq	.LC212(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1177
.L1216:
	leaq	.LC211(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1176
.L1214:
	cmpq	$0, 288(%rbx)
	leaq	.LC183(%rip), %rdx
	jne	.L1169
	jmp	.L1171
.L1215:
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
	leaq	.LC207(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1172
	.cfi_endproc
.LFE365:
	.size	print_plan, .-print_plan
	.section	.rodata.str1.8
	.align 8
.LC214:
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
	leaq	.LC214(%rip), %rdi
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
.LFB468:
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
	je	.L1232
	testq	%r14, %r14
	je	.L1232
	testq	%rax, %rax
	je	.L1225
	cmpq	$0, 24(%rbx)
	je	.L1238
	movq	16(%rbx), %r9
	movq	(%rbx), %rdi
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1229:
	movq	(%r9,%rax,8), %rcx
	leaq	(%r12,%rcx), %rdx
	leaq	0(%rbp,%rcx,8), %rcx
	cmpb	$0, (%rdx)
	je	.L1228
	movq	0(%r13), %r8
	movq	(%rdi,%rax,8), %rsi
	subq	(%rcx), %rsi
	leaq	1(%r8), %r10
	movq	%rsi, (%r14,%r8,8)
	movq	%r10, 0(%r13)
.L1228:
	movb	$1, (%rdx)
	movq	(%rdi,%rax,8), %rdx
	addq	$1, %rax
	movq	%rdx, (%rcx)
	cmpq	24(%rbx), %rax
	jb	.L1229
.L1238:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
.L1220:
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
.L1232:
	.cfi_restore_state
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	testq	%rbp, %rbp
	je	.L1223
	testq	%r12, %r12
	jne	.L1220
.L1223:
	movq	%r14, %rdi
	xorl	%r14d, %r14d
	call	free@PLT
	jmp	.L1220
.L1225:
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L1223
	.cfi_endproc
.LFE468:
	.size	send_gaps.constprop.0.isra.0, .-send_gaps.constprop.0.isra.0
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB469:
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
	jne	.L1242
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1242:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1244:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1243
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
.L1243:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1244
	testq	%r15, %r15
	je	.L1248
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1246:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1246
.L1245:
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
.L1248:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1245
	.cfi_endproc
.LFE469:
	.size	summarise.isra.0, .-summarise.isra.0
	.p2align 4
	.type	score_route, @function
score_route:
.LFB248:
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
	je	.L1257
	cmpq	$0, 32(%rsp)
	je	.L1257
	cmpq	$0, 8(%rsp)
	je	.L1257
	cmpq	$0, 24(%rsp)
	je	.L1257
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
	jne	.L1332
.L1258:
	movq	16(%rsp), %r15
	movl	$2, %r14d
	.p2align 4,,10
	.p2align 3
.L1262:
	movq	792(%rbp,%r14,8), %rdx
	testq	%rdx, %rdx
	je	.L1264
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
	jne	.L1333
.L1264:
	addq	$1, %r14
	cmpq	$8, %r14
	jne	.L1262
	movq	%rbx, %rdi
	leaq	640(%rbp), %r9
	call	trace_runtime_ns
	movq	24(%rbx), %r15
	movq	24(%r13), %rsi
	movq	%rax, %rcx
	testq	%r15, %r15
	jne	.L1334
	testq	%rsi, %rsi
	jne	.L1335
	xorl	%r8d, %r8d
.L1285:
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
.L1266:
	xorl	%eax, %eax
	movl	$20, %ecx
	movq	%r9, %rdi
	rep stosl
	imulq	$1000, %r14, %rax
	movq	%rax, 856(%rbp)
	movl	$1, %eax
	cmpq	$67108863, %r8
	jbe	.L1336
.L1267:
	movl	48(%r13), %r15d
	xorl	$1, %eax
	movl	%eax, 900(%rbp)
	testl	%r15d, %r15d
	je	.L1256
	movq	40(%r13), %rdx
	xorl	%r15d, %r15d
	testq	%rdx, %rdx
	jne	.L1337
.L1256:
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
.L1332:
	.cfi_restore_state
	movq	24(%rsp), %rdi
	leaq	0(,%r8,8), %r9
	xorl	%esi, %esi
	movq	%rdi, %rax
	leaq	(%r9,%rdi), %rdx
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L1259:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L1259
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
	jne	.L1260
	movl	$50000, %esi
	xorl	%edi, %edi
.L1260:
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
	jmp	.L1258
.L1334:
	movq	16(%rsp), %rax
	movl	$1000, %edi
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	movq	-8(%rax,%r15,8), %rax
	divq	%rdi
	movq	%rax, %r8
	cmpq	%rsi, %r15
	jb	.L1266
	jmp	.L1285
.L1335:
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
	jne	.L1338
.L1257:
	orl	$-1, %r15d
	jmp	.L1256
.L1336:
	leaq	1(%r8), %rax
	movl	$8, %esi
	movq	%r8, 40(%rsp)
	movq	%rax, %rdi
	movq	%rax, 56(%rsp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L1257
	testq	%r15, %r15
	movq	40(%rsp), %r8
	je	.L1273
	movabsq	$2361183241434822607, %rsi
	movq	16(%rsp), %rax
	movq	%rax, %rcx
	leaq	(%rax,%r15,8), %rdi
	.p2align 4,,10
	.p2align 3
.L1272:
	movq	(%rcx), %rdx
	addq	$8, %rcx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%rsi
	shrq	$4, %rdx
	addq	$1, (%rbx,%rdx,8)
	cmpq	%rcx, %rdi
	jne	.L1272
.L1273:
	leaq	(%r14,%r14), %rdi
	cmpq	%rdi, %r8
	jb	.L1271
	testq	%r14, %r14
	je	.L1271
	imulq	$-8, %r14, %rsi
	subq	%r14, %rdi
	leaq	(%rbx,%rdi,8), %r9
	.p2align 4,,10
	.p2align 3
.L1276:
	movq	(%r9,%r14,8), %rcx
	testq	%rcx, %rcx
	je	.L1274
	cmpq	%rdi, %r14
	jnb	.L1274
	movq	%r9, %rax
	movq	%rdi, %rdx
	.p2align 4,,10
	.p2align 3
.L1275:
	subq	%r14, %rdx
	addq	%rcx, (%rax)
	addq	%rcx, %r15
	addq	%rsi, %rax
	cmpq	%rdx, %r14
	jb	.L1275
.L1274:
	addq	$1, %rdi
	addq	$8, %r9
	leaq	(%r14,%rdi), %rax
	cmpq	%rax, %r8
	jnb	.L1276
.L1271:
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
.L1282:
	leaq	PCT_MILLI(%rip), %rax
	movq	%r12, %rsi
	movq	(%rax,%r15), %rax
	cmpq	$100000, %rax
	je	.L1277
	mulq	%r12
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r12, %rsi
	cmova	%r12, %rsi
.L1277:
	testq	%r12, %r12
	je	.L1278
	cmpq	%rsi, %r13
	jnb	.L1291
	movq	%r13, %rdx
	xorl	%eax, %eax
	jmp	.L1280
	.p2align 4,,10
	.p2align 3
.L1281:
	addq	(%rbx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L1279
.L1280:
	movq	%rax, %rcx
	addq	$1, %rax
	cmpq	%rcx, %r14
	jne	.L1281
.L1278:
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L1282
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
.L1284:
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
	jnb	.L1283
	addq	%rcx, 696(%rbp)
.L1283:
	addq	$1, %rsi
	movq	%r12, %rdx
	adcq	$0, %rdi
	xorq	%rsi, %rdx
	addq	$1000, %r10
	movq	%rdi, %rax
	orq	%rdx, %rax
	jne	.L1284
	movq	%r8, 704(%rbp)
	movq	%rbx, %rdi
	movq	%r13, %r12
	movq	40(%rsp), %r13
	movq	%r9, 712(%rbp)
	call	free@PLT
	xorl	%eax, %eax
	jmp	.L1267
.L1291:
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L1279:
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%rbp,%r15)
	jmp	.L1278
.L1333:
	movl	%eax, %r15d
	jmp	.L1256
.L1337:
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
	jmp	.L1256
.L1338:
	movq	$1, 56(%rsp)
	xorl	%r8d, %r8d
	jmp	.L1271
	.cfi_endproc
.LFE248:
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
	ja	.L1355
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1342:
	testq	%r12, %r12
	js	.L1343
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1344:
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
	mulsd	.LC215(%rip), %xmm0
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1356
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1347:
	movabsq	$6000292609090864434, %rsi
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	draw_u01
	mulsd	.LC216(%rip), %xmm0
	call	cos@PLT
	mulsd	16(%rsp), %xmm0
	mulsd	8(%rsp), %xmm0
	addsd	24(%rsp), %xmm0
	call	exp@PLT
	addsd	.LC27(%rip), %xmm0
	movl	$1, %eax
	movsd	.LC1(%rip), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1339
	comisd	.LC217(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1339
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1358
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1339:
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
.L1343:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1344
	.p2align 4,,10
	.p2align 3
.L1358:
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
.L1355:
	.cfi_restore_state
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1342
.L1356:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1347
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
	je	.L1369
	movq	(%rdi), %rax
	movq	%rbp, %rcx
	xorl	%r10d, %r10d
	salq	$5, %rcx
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L1361:
	movq	(%rax), %rdx
	cmpq	%rdx, %r10
	cmovb	%rdx, %r10
	addq	$32, %rax
	cmpq	%rcx, %rax
	jne	.L1361
.L1360:
	movq	%rbp, %r13
	xorl	%r11d, %r11d
	salq	$5, %r13
.L1367:
	cmpq	%r10, %r11
	jnb	.L1378
	.p2align 4,,10
	.p2align 3
.L1368:
	movq	%r10, %rdi
	movq	(%rbx), %rcx
	subq	%r11, %rdi
	shrq	%rdi
	addq	%r11, %rdi
	testq	%rbp, %rbp
	je	.L1370
	leaq	(%rcx,%r13), %r9
	xorl	%r8d, %r8d
	jmp	.L1366
	.p2align 4,,10
	.p2align 3
.L1364:
	movq	8(%rcx), %r14
	testq	%r14, %r14
	je	.L1365
	subq	%rdi, %rax
	xorl	%edx, %edx
	divq	%r14
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1365
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r8
.L1365:
	addq	$32, %rcx
	cmpq	%rcx, %r9
	je	.L1363
.L1366:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rdi
	jb	.L1364
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r8
	cmpq	%rcx, %r9
	jne	.L1366
.L1363:
	cmpq	%r12, %r8
	jb	.L1379
.L1371:
	movq	%rdi, %r10
	cmpq	%r10, %r11
	jb	.L1368
.L1378:
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
.L1370:
	.cfi_restore_state
	xorl	%r8d, %r8d
	cmpq	%r12, %r8
	jnb	.L1371
.L1379:
	leaq	1(%rdi), %r11
	jmp	.L1367
.L1369:
	xorl	%r10d, %r10d
	jmp	.L1360
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
	je	.L1394
	movq	(%rdi), %rcx
	movq	16(%rcx), %rax
	movq	%rax, (%rsp)
	mulq	24(%rcx)
	movq	%rax, %r12
	movq	%rdx, %rax
	movq	%rdx, %r13
	subq	$0, %rax
	jne	.L1396
	leaq	48(%rcx), %rsi
	xorl	%edi, %edi
	movq	$-1, %r14
	xorl	%r11d, %r11d
	jmp	.L1383
	.p2align 4,,10
	.p2align 3
.L1384:
	movq	(%rsi), %rax
	mulq	8(%rsi)
	addq	%rax, %r12
	movq	%r11, %rax
	adcq	%rdx, %r13
	addq	$32, %rsi
	cmpq	%r12, %r14
	sbbq	%r13, %rax
	jc	.L1396
.L1383:
	addq	$1, %rdi
	cmpq	%r15, %rdi
	jne	.L1384
	movq	%r12, (%rsp)
	salq	$5, %rdi
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	movq	%r13, 8(%rsp)
	leaq	(%rcx,%rdi), %r15
	.p2align 4,,10
	.p2align 3
.L1385:
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
	jne	.L1385
	movq	(%rsp), %r12
	movq	8(%rsp), %r13
	movq	%r12, %r15
.L1381:
	movq	$99999, 16(%rsp)
	movq	32(%rsp), %rax
	movq	$0, 24(%rsp)
	movq	%r15, (%rax)
	movq	%r10, 64(%rax)
	movq	%r11, 72(%rax)
	movl	40(%rsp), %eax
	testl	%eax, %eax
	jne	.L1387
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1387:
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
.L1389:
	xorl	%eax, %eax
	testq	%rbx, %rbx
	je	.L1388
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
.L1388:
	addq	$8, %r15
	movq	%rax, 0(%rbp)
	addq	$8, %rbp
	cmpq	%r15, %r14
	jne	.L1389
	movq	%rbx, %r15
	movq	(%rsp), %rbx
	movq	40(%rsp), %rbp
	movq	8(%rbx), %r8
	movq	(%rbx), %rcx
	testq	%r8, %r8
	je	.L1390
	salq	$5, %r8
	xorl	%r9d, %r9d
	addq	%rcx, %r8
	jmp	.L1393
	.p2align 4,,10
	.p2align 3
.L1391:
	movq	8(%rcx), %rdi
	testq	%rdi, %rdi
	je	.L1392
	subq	%rbp, %rax
	xorl	%edx, %edx
	divq	%rdi
	cmpq	$1, %rdx
	movq	16(%rcx), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1392
	subq	%rax, %rdx
	imulq	%rsi, %rdx
	addq	%rdx, %r9
.L1392:
	addq	$32, %rcx
	cmpq	%r8, %rcx
	je	.L1409
.L1393:
	movq	(%rcx), %rax
	movq	24(%rcx), %rsi
	cmpq	%rax, %rbp
	jb	.L1391
	imulq	16(%rcx), %rsi
	addq	$32, %rcx
	addq	%rsi, %r9
	cmpq	%r8, %rcx
	jne	.L1393
.L1409:
	subq	%r9, %r15
.L1390:
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
.L1396:
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
.L1394:
	.cfi_restore_state
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	jmp	.L1381
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
	je	.L1411
	testq	%rcx, %rcx
	je	.L1410
	movq	%rsi, %rcx
	addq	%rsi, %r12
	leaq	SERVICE_DISTS(%rip), %r13
	negq	%rcx
	leaq	(%rdx,%rcx,8), %r14
	jmp	.L1413
	.p2align 4,,10
	.p2align 3
.L1430:
	movl	8(%rbp), %eax
.L1413:
	leaq	(%rax,%rax,2), %rax
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	salq	$5, %rax
	call	*8(%r13,%rax)
	movq	%rax, (%r14,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r12
	jne	.L1430
.L1410:
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
.L1411:
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
	js	.L1414
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1415:
	testq	%r12, %r12
	je	.L1410
	addq	$1, %rbx
	leaq	(%rdx,%r12,8), %r13
	movq	%rdx, %r14
	movabsq	$-7046029254386353131, %rax
	movabsq	$-4658895280553007687, %r12
	imulq	%rax, %rbx
	movabsq	$-7723592293110705685, %rbp
	addq	%rcx, %rbx
	jmp	.L1419
	.p2align 4,,10
	.p2align 3
.L1431:
	cvttsd2siq	%xmm1, %rax
	.p2align 4,,10
	.p2align 3
.L1416:
	movq	%rax, (%r14)
	addq	$8, %r14
	movabsq	$-7046029254386353131, %rax
	addq	%rax, %rbx
	cmpq	%r14, %r13
	je	.L1410
.L1419:
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
	ja	.L1416
	comisd	.LC218(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1416
	comisd	.LC82(%rip), %xmm1
	jb	.L1431
	subsd	.LC82(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1416
	.p2align 4,,10
	.p2align 3
.L1414:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1415
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
	js	.L1433
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1434:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1516
	sqrtsd	%xmm0, %xmm0
.L1437:
	mulsd	.LC219(%rip), %xmm0
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1438
	cvttsd2siq	%xmm0, %rax
.L1439:
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
	jmp	.L1441
	.p2align 4,,10
	.p2align 3
.L1526:
	leaq	8(%r10), %r9
	cmpq	%rbp, %r8
	jnb	.L1440
	movq	%r9, %r10
.L1441:
	movq	(%rsi,%r10), %r8
	movq	%rax, %rcx
	addq	$1, %rax
	movq	%rbx, %rdx
	addq	%rbx, %r8
	movq	%r8, %rbx
	cmpq	%rdi, %rax
	jb	.L1526
.L1440:
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
	jc	.L1444
	movq	8(%r14), %r11
	cmpq	%r11, %r10
	cmovbe	%r10, %r11
	movq	%r11, 48(%rsp)
.L1445:
	movq	8(%rsp), %r11
	movq	%rcx, %r12
	testq	%rcx, %rcx
	jne	.L1446
	jmp	.L1527
	.p2align 4,,10
	.p2align 3
.L1449:
	subq	-8(%rsi,%r12,8), %r11
	subq	$1, %r12
	je	.L1448
.L1446:
	cmpq	%r15, -8(%r9,%r12,8)
	jnb	.L1449
.L1448:
	cmpq	%rdi, %rcx
	jnb	.L1478
.L1452:
	movq	48(%rsp), %rdx
	movq	%rcx, %r13
	jmp	.L1450
	.p2align 4,,10
	.p2align 3
.L1455:
	addq	$1, %r13
	cmpq	%rdi, %r13
	jnb	.L1451
.L1450:
	cmpq	(%r9,%r13,8), %rdx
	jnb	.L1455
.L1451:
	testq	%rcx, %rcx
	je	.L1528
.L1454:
	cmpq	$0, 24(%rsp)
	je	.L1457
	movq	8(%rsp), %rdx
	cmpq	%rbp, %rdx
	movq	%rdx, %r10
	movq	%rbp, %rdx
	cmova	%rbp, %r10
	subq	%r10, %rdx
	movq	16(%rsp), %r10
	cmpq	%r10, %rdx
	jnb	.L1459
	movq	24(%rsp), %r10
	movq	%rcx, %rdx
	movq	%rdi, 56(%rsp)
	movq	%r12, 72(%rsp)
	movq	8(%rsp), %rdi
	movq	%r9, 64(%rsp)
	movq	16(%rsp), %r12
	subq	%r10, %rdx
	jmp	.L1460
	.p2align 4,,10
	.p2align 3
.L1529:
	cmpq	%rcx, %rdx
	je	.L1522
	cmpq	%rbp, %rdi
	movq	%rbp, %r10
	movq	%rbp, %r9
	cmovbe	%rdi, %r10
	subq	%r10, %r9
	cmpq	%r12, %r9
	jnb	.L1522
.L1460:
	subq	$1, %rcx
	subq	(%rsi,%rcx,8), %rdi
	testq	%rcx, %rcx
	jne	.L1529
.L1522:
	movq	64(%rsp), %r9
	movq	72(%rsp), %r12
	movq	%rdi, 8(%rsp)
	movq	56(%rsp), %rdi
.L1459:
	cmpq	%rdi, %rax
	jnb	.L1457
.L1472:
	cmpq	%r8, %rbp
	movq	%r8, %r10
	movq	16(%rsp), %rdx
	cmovbe	%rbp, %r10
	subq	%r10, %r8
	cmpq	%rdx, %r8
	jnb	.L1457
	movq	%r12, 64(%rsp)
	movq	24(%rsp), %r10
	movl	$2, %r8d
	movq	%rdx, %r12
	movq	%r9, 56(%rsp)
	jmp	.L1461
	.p2align 4,,10
	.p2align 3
.L1530:
	cmpq	%r8, %r10
	jb	.L1524
	addq	$1, %r8
	movq	%rbp, %r9
	cmpq	%rbp, %rbx
	movq	%rbx, %rdx
	cmovbe	%rbx, %r9
	subq	%r9, %rdx
	cmpq	%r12, %rdx
	jnb	.L1524
.L1461:
	addq	$1, %rax
	addq	-8(%rsi,%rax,8), %rbx
	cmpq	%rdi, %rax
	jb	.L1530
.L1524:
	movq	56(%rsp), %r9
	movq	64(%rsp), %r12
.L1457:
	cmpq	%r13, %r12
	jnb	.L1481
	leaq	(%rsi,%r12,8), %r8
	leaq	(%rsi,%r13,8), %r10
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L1462:
	addq	(%r8), %rsi
	addq	$8, %r8
	cmpq	%r8, %r10
	jne	.L1462
	leaq	(%rsi,%r11), %r10
.L1453:
	cmpq	%rbp, %r11
	jnb	.L1463
	cmpq	%rbp, %r10
	jb	.L1463
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
	jb	.L1463
	movq	%r10, %rsi
	subq	%rbp, %rsi
	cmpq	%rbp, %rbx
	cmovbe	%rbx, %rbp
	subq	%rbp, %rbx
	cmpq	%r8, %rbx
	cmova	%r8, %rbx
	shrq	$2, %rbx
	cmpq	%rbx, %rsi
	jnb	.L1531
.L1463:
	movq	8(%rsp), %rbx
	movq	%rbx, 48(%r14)
	leaq	0(,%rcx,8), %rbx
	leaq	(%r9,%rbx), %rsi
	testq	%rcx, %rcx
	je	.L1470
	movq	(%rsi), %rdx
	movq	%rdx, (%r14)
.L1470:
	cmpq	%rdi, %rax
	jb	.L1532
.L1471:
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
	je	.L1432
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
.L1432:
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
.L1438:
	.cfi_restore_state
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1439
	.p2align 4,,10
	.p2align 3
.L1532:
	movq	-8(%r9,%rax,8), %rdx
	movq	%rdx, 8(%r14)
	jmp	.L1471
	.p2align 4,,10
	.p2align 3
.L1433:
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1434
.L1531:
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
	jnb	.L1468
	movq	96(%r14), %rcx
	movq	32(%rsp), %rsi
	movq	40(%rsp), %rdi
	.p2align 4,,10
	.p2align 3
.L1467:
	movq	(%rsi,%r12,8), %rax
	movq	(%rdi,%r12,8), %rdx
	addq	$1, %r12
	subq	%r15, %rax
	movq	%rdx, (%rcx,%rax,8)
	cmpq	%r13, %r12
	jne	.L1467
.L1468:
	movq	48(%rsp), %rax
	movq	88(%r14), %rcx
	movq	%r11, 48(%r14)
	movq	%r15, (%r14)
	movq	%rax, 8(%r14)
	movl	$1, 72(%r14)
	testq	%rcx, %rcx
	je	.L1432
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
	jmp	.L1432
	.p2align 4,,10
	.p2align 3
.L1481:
	movq	%r11, %r10
	jmp	.L1453
.L1527:
	testq	%rdi, %rdi
	jne	.L1452
	movq	8(%rsp), %r10
	xorl	%r13d, %r13d
	movl	$1, %eax
	jmp	.L1453
	.p2align 4,,10
	.p2align 3
.L1478:
	movq	%rcx, %r13
	jmp	.L1454
.L1528:
	cmpq	%rdi, %rax
	jnb	.L1457
	cmpq	$0, 24(%rsp)
	jne	.L1472
	jmp	.L1457
.L1516:
	call	sqrt@PLT
	jmp	.L1437
.L1444:
	movq	$-1, 48(%rsp)
	jmp	.L1445
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
	jne	.L1542
	movq	56(%rdi), %rax
	cmpq	64(%rdi), %rax
	je	.L1540
	movq	96(%rdi), %rdx
.L1536:
	movq	%rbp, (%rdx,%rax,8)
	movq	56(%rdi), %rax
	movq	104(%rdi), %rdx
	leaq	1(%rax), %rcx
	movq	%rcx, 56(%rdi)
	movq	%r12, (%rdx,%rax,8)
.L1533:
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
.L1542:
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
.L1540:
	.cfi_restore_state
	movq	%rcx, %rsi
	movq	%r8, %rdx
	movq	%r9, %rcx
	movq	%rdi, 8(%rsp)
	call	guess_narrow
	movq	8(%rsp), %rdi
	movq	(%rdi), %rax
	cmpq	%rax, %rbp
	jb	.L1543
	cmpq	%rbp, 8(%rdi)
	jb	.L1533
	movl	72(%rdi), %ecx
	movq	96(%rdi), %rdx
	testl	%ecx, %ecx
	jne	.L1538
	movq	56(%rdi), %rax
	jmp	.L1536
	.p2align 4,,10
	.p2align 3
.L1538:
	subq	%rax, %rbp
	addq	%r12, (%rdx,%rbp,8)
	jmp	.L1533
	.p2align 4,,10
	.p2align 3
.L1543:
	addq	%r12, 48(%rdi)
	jmp	.L1533
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
	jne	.L1584
	movdqa	32(%rdi), %xmm0
	movq	16(%rdi), %r8
	movq	24(%rdi), %r9
	movq	48(%rdi), %r15
	movhlps	%xmm0, %xmm1
	movq	384(%rdi), %rdi
	movq	%xmm0, 24(%rsp)
	movq	%xmm1, %r11
	testq	%rcx, %rcx
	je	.L1565
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
.L1554:
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
	jnb	.L1555
	addq	%rdi, 24(%rsp)
.L1555:
	cmpq	%rsi, %r11
	cmova	%rsi, %r11
	cmpq	%rsi, %rbp
	cmovb	%rsi, %rbp
	cmpq	$16383, %rsi
	jbe	.L1556
	bsrq	%rsi, %rax
	movl	$50, %ecx
	xorq	$63, %rax
	subl	%eax, %ecx
	shrq	%cl, %rsi
	salq	$13, %rcx
	addq	%rcx, %rsi
.L1556:
	addq	%rdi, (%r12,%rsi,8)
	addq	$8, %r10
	addq	$8, %r13
	cmpq	%r10, 16(%rsp)
	jne	.L1554
	movq	24(%rsp), %xmm0
	movq	%rbp, %r15
	movq	%r11, %xmm3
	movq	40(%rsp), %rbp
	movq	48(%rsp), %r12
	movq	56(%rsp), %r14
	punpcklqdq	%xmm3, %xmm0
.L1553:
	movq	%r8, 16(%rbx)
	movdqa	(%rsp), %xmm2
	movq	1064(%rbx), %r8
	movq	%r9, 24(%rbx)
	movq	%r15, 48(%rbx)
	movaps	%xmm2, (%rbx)
	movaps	%xmm0, 32(%rbx)
	testq	%r8, %r8
	je	.L1544
	movq	%r14, (%rsp)
	leaq	392(%rbx), %r15
	xorl	%esi, %esi
.L1563:
	movq	(%r15), %r9
	movq	8(%r15), %rax
	movq	48(%r15), %rdi
	subq	%r9, %rax
	cmpq	$0, (%rsp)
	je	.L1558
	movq	32(%rsp), %r14
	movq	%r12, %rcx
	movl	%esi, 16(%rsp)
	movq	%rbp, %r12
	xorl	%r13d, %r13d
	movq	%rbx, %rbp
	movq	%r14, %rbx
	movq	%rcx, %r14
	jmp	.L1562
	.p2align 4,,10
	.p2align 3
.L1586:
	addq	%rdi, %rdx
	cmpq	%r9, %rsi
	cmovb	%rdx, %rdi
	addq	$1, %r13
	cmpq	%r13, (%rsp)
	je	.L1585
.L1562:
	movq	(%r12,%r13,8), %rsi
	movq	(%r14,%r13,8), %rdx
	movq	%rsi, %r11
	addq	%rdx, %rbx
	subq	%r9, %r11
	cmpq	%r11, %rax
	jb	.L1586
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
	jne	.L1562
.L1585:
	movl	16(%rsp), %esi
	movq	%rbp, %rbx
	movq	%r12, %rbp
	movq	%r14, %r12
.L1558:
	movq	%rdi, 48(%r15)
	addl	$1, %esi
	addq	$112, %r15
	testq	%r8, %r8
	je	.L1544
	cmpl	$5, %esi
	jne	.L1563
.L1544:
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
.L1584:
	.cfi_restore_state
	testq	%rcx, %rcx
	je	.L1544
	movslq	320(%rdi), %rdx
	leaq	324(%rdi), %r11
	xorl	%r9d, %r9d
	movq	%rdx, %rax
	leaq	(%r11,%rdx,4), %r8
.L1549:
	testl	%eax, %eax
	jle	.L1547
	.p2align 4,,10
	.p2align 3
.L1582:
	movq	(%r12,%r9,8), %r10
	movq	0(%rbp,%r9,8), %rdi
	movq	%r11, %rsi
	.p2align 4,,10
	.p2align 3
.L1552:
	movslq	(%rsi), %rax
	movq	%rdi, %rdx
	movl	272(%rbx,%rax,4), %ecx
	subq	224(%rbx,%rax,8), %rdx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1551
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%rbx), %rdx
	addq	%r10, (%rdx,%rax,8)
.L1551:
	addq	$4, %rsi
	cmpq	%rsi, %r8
	jne	.L1552
	addq	$1, %r9
	cmpq	%r14, %r9
	jne	.L1582
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
.L1547:
	.cfi_restore_state
	addq	$1, %r9
	cmpq	%r9, %r14
	jne	.L1549
	jmp	.L1544
.L1565:
	movq	32(%rsp), %rdi
	movq	%rax, 8(%rsp)
	movq	%rdi, (%rsp)
	jmp	.L1553
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
	jnb	.L1587
	movq	%rdi, %r12
	movq	%rsi, %r13
	movq	%r8, %rbp
	movq	%r9, %rbx
	.p2align 4,,10
	.p2align 3
.L1607:
	movl	72(%r12), %edx
.L1588:
	testl	%edx, %edx
	jne	.L1590
	movq	64(%r12), %rsi
	subq	%r15, %rax
	movq	56(%r12), %r8
	movq	%rsi, %r9
	shrq	%r9
	cmpq	%rax, %r9
	jnb	.L1591
	addq	%r8, %rax
	cmpq	%rax, %rsi
	jnb	.L1591
	cmpq	%r8, %r9
	jb	.L1610
.L1592:
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
	jnb	.L1593
	movq	%rax, %rsi
	subq	%r15, %rsi
	movq	%rax, %r15
	imulq	%rbp, %rsi
	addq	%rsi, 48(%r12)
.L1593:
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
	jnb	.L1587
	testl	%edx, %edx
	jne	.L1594
	movq	%rax, %r8
	movq	64(%r12), %rsi
	subq	56(%r12), %rsi
	subq	%r15, %r8
	cmpq	%r8, %rsi
	jnb	.L1588
	movl	$1, 76(%r12)
.L1587:
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
.L1590:
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
.L1608:
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
.L1594:
	cmpq	%rax, %r15
	jb	.L1607
.L1609:
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
.L1591:
	.cfi_restore_state
	cmpq	%rsi, %r8
	jb	.L1590
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
	jnb	.L1608
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
	jb	.L1607
	jmp	.L1609
	.p2align 4,,10
	.p2align 3
.L1610:
	movq	88(%rsp), %rcx
	movq	80(%rsp), %rdx
	movq	%rbx, %rsi
	movq	%r12, %rdi
	call	guess_narrow
	movl	72(%r12), %edx
	movq	32(%r12), %rcx
	jmp	.L1592
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
	je	.L1612
	xorl	%r15d, %r15d
	movq	%rcx, 104(%rsp)
	movq	1208(%rdi), %r8
	movq	%r15, %rax
	movq	%r10, %r15
	movq	%rax, %r10
	.p2align 4,,10
	.p2align 3
.L1629:
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
	jnb	.L1613
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
	je	.L1615
.L1614:
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
	jmp	.L1624
	.p2align 4,,10
	.p2align 3
.L1645:
	testl	%edx, %edx
	jne	.L1620
	movq	(%rbx), %rcx
	movq	8(%rbx), %rdx
	movq	%rbp, %rsi
	subq	%rcx, %rsi
	subq	%rcx, %rdx
	cmpq	%rsi, %rdx
	jnb	.L1644
	movq	48(%rbx), %rdx
	cmpq	%rcx, %rbp
	leaq	(%rdx,%r10), %rsi
	cmovb	%rsi, %rdx
	movq	%rdx, 48(%rbx)
	movq	1208(%r13), %r8
.L1620:
	addl	$1, %r14d
	addq	$112, %rbx
	cmpl	$6, %r14d
	je	.L1631
.L1646:
	testq	%r8, %r8
	je	.L1631
.L1624:
	movq	1216(%r13), %r9
	movl	76(%rbx), %edx
	cmpq	%r15, %rbp
	jb	.L1645
	testl	%edx, %edx
	jne	.L1620
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
	jb	.L1641
	addl	$1, %r14d
	movq	1208(%r13), %r8
	addq	$112, %rbx
	cmpl	$6, %r14d
	jne	.L1646
	.p2align 4,,10
	.p2align 3
.L1631:
	movq	%rbp, %r11
	movq	%r12, %rbp
	movq	%r10, %r12
	movq	48(%rsp), %r10
	cmpq	%r15, %r11
	jb	.L1615
.L1626:
	addq	%r12, 128(%rsp)
	movq	%rbp, %rax
	cmpq	$16383, %rbp
	jbe	.L1628
	bsrq	%rbp, %rax
	movl	$50, %ecx
	movq	%rbp, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1628:
	movq	136(%rsp), %rdi
	salq	$3, %rax
	addq	%r12, (%rdi,%rax)
	movq	144(%rsp), %rdi
	imulq	%rbp, %r12
	addq	%r12, (%rdi,%rax)
.L1627:
	addq	$1, %r10
	cmpq	%r10, 104(%rsp)
	jne	.L1629
	movq	152(%rsp), %xmm0
	movhps	128(%rsp), %xmm0
.L1612:
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
.L1613:
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
	jnb	.L1616
	leaq	(%r15,%r14), %rax
	cmpq	%rax, %rbx
	jb	.L1617
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r14, %rax
	divq	%r15
	mulq	%r12
	addq	%rax, 64(%rsp)
	adcq	%rdx, 72(%rsp)
.L1617:
	testq	%r8, %r8
	jne	.L1614
	jmp	.L1626
	.p2align 4,,10
	.p2align 3
.L1641:
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
	jmp	.L1620
	.p2align 4,,10
	.p2align 3
.L1644:
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
	jmp	.L1620
	.p2align 4,,10
	.p2align 3
.L1615:
	addq	%r12, 152(%rsp)
	jmp	.L1627
	.p2align 4,,10
	.p2align 3
.L1616:
	addq	%rsi, 64(%rsp)
	adcq	%rdi, 72(%rsp)
	jmp	.L1617
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
	je	.L1657
	movq	8(%rsp), %r11
	movq	(%rdi), %rbx
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	leaq	192(%rdi), %rsi
	leaq	216(%r10), %rbp
	movq	%r11, %rax
	leaq	240(%rdi), %rdi
	divq	%rbx
	jmp	.L1654
	.p2align 4,,10
	.p2align 3
.L1658:
	cmpq	%rbx, %r11
	jb	.L1650
	movl	192(%rsi), %ecx
	movq	%rax, %r9
	subq	96(%rdi), %r9
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1650
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
.L1650:
	addq	$4, %rsi
	addq	$65536, %r8
	addq	$8, %rdi
	cmpq	%rsi, %rbp
	je	.L1647
.L1654:
	movl	(%rsi), %r9d
	testl	%r9d, %r9d
	jne	.L1650
	movl	24(%rsi), %ecx
	testl	%ecx, %ecx
	je	.L1658
	movq	(%rdi), %rcx
	testq	%rcx, %rcx
	jne	.L1652
	movq	%r11, %rcx
	cmpq	%rbx, %r11
	jnb	.L1650
.L1653:
	subq	96(%rdi), %rcx
	movq	%rcx, %r9
	movl	192(%rsi), %ecx
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1650
	movq	504(%r10), %r9
	addq	%r8, %rcx
	movq	(%rsp), %r12
	addq	%r12, (%r9,%rcx,8)
	jmp	.L1650
	.p2align 4,,10
	.p2align 3
.L1657:
	movq	%rsp, %rdx
	leaq	8(%rsp), %rsi
	movl	$1, %ecx
	call	cqr_first_runs
.L1647:
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
.L1652:
	.cfi_restore_state
	cmpq	%rcx, %rax
	jb	.L1650
	cmpq	%rbx, %r11
	jb	.L1650
	movq	%rdx, %rcx
	jmp	.L1653
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
	js	.L1660
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1661:
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
	ja	.L1659
	comisd	.LC218(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1659
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1668
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1659:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1660:
	.cfi_restore_state
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1661
	.p2align 4,,10
	.p2align 3
.L1668:
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
.LFB473:
	.cfi_startproc
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	testq	%rsi, %rsi
	js	.L1670
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rsi, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1671:
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
	ja	.L1669
	comisd	.LC218(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1669
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1678
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1669:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1670:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1671
	.p2align 4,,10
	.p2align 3
.L1678:
	cvttsd2siq	%xmm1, %rax
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE473:
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
	ja	.L1690
	sqrtsd	%xmm1, %xmm1
.L1682:
	testq	%rbx, %rbx
	js	.L1683
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbx, %xmm0
.L1684:
	movsd	%xmm1, 8(%rsp)
	call	log@PLT
	movsd	8(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm1, %xmm2
	mulsd	.LC27(%rip), %xmm2
	mulsd	.LC220(%rip), %xmm1
	subsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	call	exp@PLT
	addsd	.LC1(%rip), %xmm0
	comisd	.LC217(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1679
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1692
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1679:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1692:
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
.L1683:
	.cfi_restore_state
	movq	%rbx, %rax
	andl	$1, %ebx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rbx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1684
.L1690:
	movapd	%xmm1, %xmm0
	call	sqrt@PLT
	movapd	%xmm0, %xmm1
	jmp	.L1682
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
	je	.L1693
	movq	%rcx, %r14
	leaq	(%rcx,%rdx,8), %r13
	movabsq	$-4658895280553007687, %r12
	movabsq	$-7723592293110705685, %rbp
	.p2align 4,,10
	.p2align 3
.L1695:
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
	jne	.L1695
.L1693:
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
	jnb	.L1703
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
	jmp	.L1714
	.p2align 4,,10
	.p2align 3
.L1723:
	movq	$-1, (%rdi)
.L1708:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1707:
	cmpq	%r15, %rbx
	jnb	.L1703
.L1714:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1705
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1705
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1722
.L1705:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1708
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1709
	addq	%rcx, %rdx
.L1710:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1723
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1708
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
	jmp	.L1708
	.p2align 4,,10
	.p2align 3
.L1709:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1710
	.p2align 4,,10
	.p2align 3
.L1703:
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
.L1722:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1706:
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
	jne	.L1706
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1707
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
	je	.L1725
	movq	64(%rsi), %rax
.L1725:
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
.LC221:
	.string	"a number above 0 and at most 100"
	.align 8
.LC222:
	.string	"--service-cv '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC223:
	.string	"a number above 0 and below 1"
	.section	.rodata.str1.8
	.align 8
.LC224:
	.string	"--slow-fraction '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC225:
	.string	"--service"
.LC226:
	.string	"--service %s"
.LC227:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC228:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC229:
	.string	"--interval"
.LC230:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC231:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC232:
	.string	"--stall"
.LC233:
	.string	"--stall %s"
.LC234:
	.string	"--period"
.LC235:
	.string	"--period %s"
.LC236:
	.string	"--first-stall"
.LC237:
	.string	"--first-stall %s"
.LC238:
	.string	"--slow-above"
.LC239:
	.string	"--slow-above %s"
.LC240:
	.string	"--timeout"
.LC241:
	.string	"--timeout %s"
	.section	.rodata.str1.8
	.align 8
.LC242:
	.string	"--timeout '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC243:
	.string	"--generator-pause"
.LC244:
	.string	"--generator-pause %s"
	.section	.rodata.str1.8
	.align 8
.LC245:
	.string	"--generator-pause '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC246:
	.string	"--think"
.LC247:
	.string	"--think %s"
.LC248:
	.string	"--reject-time"
.LC249:
	.string	"--generator-period"
.LC250:
	.string	"--generator-first"
.LC251:
	.string	"--queue-limit"
.LC252:
	.string	"%s %s"
	.section	.rodata.str1.8
	.align 8
.LC253:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.align 8
.LC254:
	.string	"--queue-limit '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC255:
	.string	"--population"
	.section	.rodata.str1.8
	.align 8
.LC256:
	.string	"a whole number of users from 1 to 1000"
	.align 8
.LC257:
	.string	"--population '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC258:
	.string	"--sessions"
	.section	.rodata.str1.8
	.align 8
.LC259:
	.string	"sessions a second, a number above 0 and at most 1e9"
	.align 8
.LC260:
	.string	"--sessions '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC261:
	.string	"--return-prob"
	.section	.rodata.str1.8
	.align 8
.LC262:
	.string	"a chance from 0 up to, not including, 1"
	.align 8
.LC263:
	.string	"--return-prob '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC264:
	.string	"--max-in-flight"
.LC265:
	.string	"a whole number from 1 to 1000"
	.section	.rodata.str1.8
	.align 8
.LC266:
	.string	"--max-in-flight '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC267:
	.string	"--duration"
.LC268:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC269:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC270:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC271:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.align 8
.LC272:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC273:
	.string	"--expected-interval"
.LC274:
	.string	"mean"
.LC275:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC276:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC277:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC278:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.align 8
.LC279:
	.string	"--slow-service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC280:
	.string	"--service-cv"
.LC281:
	.string	"--slow-fraction"
.LC282:
	.string	"--guess-entries"
	.section	.rodata.str1.8
	.align 8
.LC283:
	.string	"0 (no guessing) or a whole number from 2 to 1048576"
	.align 8
.LC284:
	.string	"--guess-entries '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC285:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC286:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC287:
	.string	"--reps '%s' is not valid: %s"
.LC288:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC289:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC290:
	.string	"--rate '%s' is not valid: %s"
.LC291:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC292:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC293:
	.string	"--seed '%s' is not valid: %s"
.LC294:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC295:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC296:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC297:
	.string	"--rank"
.LC298:
	.string	"round"
.LC299:
	.string	"ceil"
.LC300:
	.string	"use round or ceil"
.LC301:
	.string	"--rank '%s' is not valid: %s"
.LC302:
	.string	"--exact-by"
.LC303:
	.string	"auto"
.LC304:
	.string	"sorted"
.LC305:
	.string	"sort"
.LC306:
	.string	"lattice"
.LC307:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC308:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC309:
	.string	"--exact-by '%s' is not valid: %s"
	.align 8
.LC310:
	.string	"%s '%s' is not valid: use one of the names --help lists"
	.section	.rodata.str1.1
.LC311:
	.string	"--stalls"
.LC312:
	.string	"poisson"
.LC313:
	.string	"--stall-dist"
.LC314:
	.string	"exp"
.LC315:
	.string	"--schedule"
	.section	.rodata.str1.8
	.align 8
.LC316:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC317:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC318:
	.string	"--closed"
.LC319:
	.string	"catch-up"
.LC320:
	.string	"skip"
.LC321:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC322:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC323:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC324:
	.string	"--schedule-from"
.LC325:
	.string	"base"
.LC326:
	.string	"last-send"
.LC327:
	.string	"use base or last-send"
	.section	.rodata.str1.8
	.align 8
.LC328:
	.string	"--schedule-from '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC329:
	.string	"--think-dist"
.LC330:
	.string	"use fixed or exp"
	.section	.rodata.str1.8
	.align 8
.LC331:
	.string	"--think-dist '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC332:
	.string	"--when-full"
.LC333:
	.string	"block"
.LC334:
	.string	"drop"
.LC335:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC336:
	.string	"--when-full '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC337:
	.string	"--correct"
.LC338:
	.string	"--trace-values"
.LC339:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC340:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC341:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC342:
	.string	"--hlog-interval"
.LC343:
	.string	"--hlog-interval %s"
	.section	.rodata.str1.8
	.align 8
.LC344:
	.string	"a whole number of milliseconds from 1ms to 1h (a log's times have 3 decimals)"
	.align 8
.LC345:
	.string	"--hlog-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC346:
	.string	"--sweep"
.LC347:
	.string	"stall"
.LC348:
	.string	"use load or stall"
.LC349:
	.string	"--sweep '%s' is not valid: %s"
.LC350:
	.string	"see bench --help"
.LC351:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_option, @function
apply_option:
.LFB335:
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
	leaq	.LC225(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1448, %rsp
	.cfi_def_cfa_offset 1504
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1925
	leaq	.LC229(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1926
	leaq	.LC232(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1927
	leaq	.LC234(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1928
	leaq	.LC236(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1929
	leaq	.LC238(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1930
	leaq	.LC240(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1931
	leaq	.LC243(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1932
	leaq	.LC246(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1933
	leaq	.LC248(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1755
	leaq	488(%r14), %rax
	leaq	248(%r14), %r15
	movq	%rax, 8(%rsp)
.L1756:
	leaq	32(%rsp), %r14
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1934
	movq	24(%rsp), %rax
	movq	%rax, (%r15)
	movq	8(%rsp), %rax
	movl	$1, (%rax)
	.p2align 4,,10
	.p2align 3
.L1797:
	xorl	%ecx, %ecx
.L1729:
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
.L1926:
	.cfi_restore_state
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1935
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1936
	movq	%rax, 80(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1925:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1937
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1938
	movq	%rax, (%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1938:
	leaq	.LC227(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC228(%rip), %rdx
	call	snprintf@PLT
	.p2align 4,,10
	.p2align 3
.L1841:
	movl	$-1, %ecx
	jmp	.L1729
	.p2align 4,,10
	.p2align 3
.L1929:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1939
	movq	24(%rsp), %rax
	movq	%rax, 64(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1927:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1940
	movq	24(%rsp), %rax
	movq	%rax, 48(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1928:
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
	movq	%rax, 56(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1937:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC226(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
	.p2align 4,,10
	.p2align 3
.L1936:
	leaq	.LC227(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC231(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1841
	.p2align 4,,10
	.p2align 3
.L1935:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC230(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
	.p2align 4,,10
	.p2align 3
.L1939:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC237(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
	.p2align 4,,10
	.p2align 3
.L1932:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1942
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1943
	movq	%rax, 256(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1940:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC233(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
	.p2align 4,,10
	.p2align 3
.L1930:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1944
	movq	24(%rsp), %rax
	movq	%rax, 192(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1941:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC235(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
	.p2align 4,,10
	.p2align 3
.L1931:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1945
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1946
	movq	%rax, 224(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1944:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC239(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
	.p2align 4,,10
	.p2align 3
.L1755:
	leaq	.LC249(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1757
	leaq	496(%r14), %rax
	leaq	264(%r14), %r15
	movq	%rax, 8(%rsp)
	jmp	.L1756
	.p2align 4,,10
	.p2align 3
.L1933:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1947
	movq	24(%rsp), %rax
	movq	%rax, 328(%r14)
	jmp	.L1797
.L1946:
	leaq	.LC227(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC242(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1841
.L1934:
	movq	%r14, %r8
	movq	%rbx, %rcx
	leaq	.LC252(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1757:
	leaq	.LC250(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1758
	leaq	500(%r14), %rax
	leaq	272(%r14), %r15
	movq	%rax, 8(%rsp)
	jmp	.L1756
.L1945:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC241(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1943:
	leaq	.LC227(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC245(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1841
.L1947:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC247(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1942:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC244(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1758:
	leaq	.LC251(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1948
	leaq	.LC255(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1949
	leaq	.LC258(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1950
	leaq	.LC261(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1769
	xorl	%ecx, %ecx
	movq	%rcx, 32(%rsp)
	call	__errno_location@PLT
	xorl	%esi, %esi
	movl	%esi, (%rax)
	movq	%rax, %rbx
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	jbe	.L1770
.L1772:
	leaq	.LC262(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC263(%rip), %rdx
.L1924:
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1948:
	xorl	%esi, %esi
	leaq	240(%r14), %rcx
	movl	$1000000000, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1951
	movl	$1, 232(%r14)
	jmp	.L1797
.L1949:
	leaq	304(%r14), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1797
	leaq	.LC256(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC257(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1770:
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	call	strtod@PLT
	movq	32(%rsp), %rax
	testq	%rax, %rax
	je	.L1772
	movl	(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L1772
	cmpb	$0, (%rax)
	jne	.L1772
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1772
	movsd	.LC1(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1772
	movl	$1, 508(%r14)
	movsd	%xmm0, 320(%r14)
	jmp	.L1729
.L1769:
	leaq	.LC264(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1952
	leaq	.LC267(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1953
	leaq	.LC270(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1954
	leaq	.LC273(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1781
	leaq	.LC274(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L1782
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1783
	movq	24(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1783
	movq	%rdx, 168(%r14)
.L1782:
	movl	%eax, 176(%r14)
	movl	$1, 484(%r14)
	jmp	.L1797
.L1950:
	leaq	312(%r14), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1766
	movsd	312(%r14), %xmm0
	comisd	.LC31(%rip), %xmm0
	jbe	.L1797
.L1766:
	leaq	.LC259(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC260(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1951:
	leaq	.LC253(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC254(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1952:
	leaq	288(%r14), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1797
	leaq	.LC265(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC266(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1781:
	leaq	.LC277(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1955
	leaq	.LC280(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1956
	leaq	.LC281(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1791
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1957
	movsd	32(%rsp), %xmm0
	comisd	.LC1(%rip), %xmm0
	leaq	.LC223(%rip), %r8
	leaq	.LC224(%rip), %rdx
	jb	.L1958
.L1789:
	movq	%rbp, %rcx
	jmp	.L1924
.L1954:
	movl	$1, %edx
	leaq	24(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	salq	$40, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1959
	movq	24(%rsp), %rax
	movq	%rax, 384(%r14)
	xorl	%eax, %eax
	movq	%rax, 376(%r14)
	jmp	.L1797
.L1953:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1960
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1961
	xorl	%edx, %edx
	movq	%rax, 376(%r14)
	movq	%rdx, 384(%r14)
	jmp	.L1797
.L1783:
	leaq	.LC275(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC276(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1961:
	leaq	.LC227(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC269(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1841
.L1960:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC268(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1958:
	movsd	%xmm0, 24(%r14)
	jmp	.L1797
.L1959:
	leaq	.LC271(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC272(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1957:
	leaq	.LC223(%rip), %r8
	leaq	.LC224(%rip), %rdx
	jmp	.L1789
.L1791:
	leaq	.LC282(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1962
	leaq	.LC285(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1963
	leaq	.LC288(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1964
	leaq	.LC291(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1965
	leaq	.LC294(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1966
	leaq	.LC297(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1806
	leaq	.LC298(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC299(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1807
	testl	%eax, %eax
	jne	.L1967
.L1807:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 200(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1806:
	leaq	.LC302(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1808
	leaq	.LC303(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1968
	leaq	.LC304(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1810
	leaq	.LC305(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1810
	leaq	.LC306(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1969
	leaq	.LC307(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1813
	movl	$3, 204(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1808:
	leaq	.LC126(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	je	.L1970
	leaq	.LC311(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1971
	leaq	.LC313(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1972
	leaq	.LC315(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1822
	leaq	.LC123(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC312(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1823
	testl	%eax, %eax
	jne	.L1973
.L1823:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 72(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1810:
	movl	$1, 204(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1968:
	movl	$0, 204(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1822:
	leaq	.LC139(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1974
	leaq	.LC318(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1825
	leaq	.LC319(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1826
	leaq	.LC320(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1853
	leaq	.LC321(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1975
	leaq	.LC322(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC323(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
	.p2align 4,,10
	.p2align 3
.L1970:
	leaq	SERVICE_DISTS(%rip), %rdx
.L1816:
	movq	(%rdx), %rsi
	movq	%rbp, %rdi
	movq	%rdx, 8(%rsp)
	call	strcmp@PLT
	movq	8(%rsp), %rdx
	testl	%eax, %eax
	jne	.L1976
	movl	%r15d, 8(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1971:
	leaq	.LC170(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1977
.L1819:
	movl	%eax, 40(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1972:
	leaq	.LC123(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1978
.L1821:
	movl	%eax, 44(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1969:
	movl	$2, 204(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1976:
	addl	$1, %r15d
	addq	$96, %rdx
	cmpl	$4, %r15d
	jne	.L1816
.L1817:
	movq	%rbp, %r8
	movq	%rbx, %rcx
	leaq	.LC310(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
	.p2align 4,,10
	.p2align 3
.L1974:
	movq	%rbp, 408(%r14)
	movl	$2, 72(%r14)
	jmp	.L1797
	.p2align 4,,10
	.p2align 3
.L1825:
	leaq	.LC324(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1828
	leaq	.LC325(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC326(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1829
	testl	%eax, %eax
	jne	.L1979
.L1829:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 280(%r14)
	jmp	.L1797
.L1977:
	leaq	.LC312(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1817
	movl	$1, %eax
	jmp	.L1819
.L1978:
	leaq	.LC314(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1817
	movl	$1, %eax
	jmp	.L1821
.L1828:
	leaq	.LC329(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1830
	leaq	.LC123(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC314(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1831
	testl	%eax, %eax
	jne	.L1980
.L1831:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 336(%r14)
	jmp	.L1797
.L1830:
	leaq	.LC332(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1832
	leaq	.LC333(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC334(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1833
	testl	%eax, %eax
	jne	.L1981
.L1833:
	movl	$1, 492(%r14)
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 296(%r14)
	jmp	.L1797
.L1967:
	leaq	.LC300(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC301(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1853:
	movl	$1, %eax
.L1826:
	movl	%eax, 152(%r14)
	jmp	.L1797
.L1832:
	leaq	.LC337(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1982
	leaq	.LC338(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1983
	leaq	.LC339(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1836
	cmpb	$0, 0(%rbp)
	je	.L1837
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1837
	movq	%rbp, 440(%r14)
	jmp	.L1797
.L1975:
	movl	$2, %eax
	jmp	.L1826
.L1982:
	movq	%rbp, 416(%r14)
	movl	$1, 368(%r14)
	jmp	.L1797
.L1983:
	movq	%rbp, 424(%r14)
	movl	$1, 368(%r14)
	jmp	.L1797
.L1836:
	leaq	.LC342(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1984
	leaq	.LC346(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1845
	leaq	.LC143(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1846
	leaq	.LC347(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1985
.L1846:
	movq	%rbp, 432(%r14)
	movl	$2, 368(%r14)
	jmp	.L1797
.L1813:
	leaq	.LC308(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC309(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1973:
	leaq	.LC316(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC317(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1984:
	leaq	32(%rsp), %rbx
	leaq	24(%rsp), %rdx
	xorl	%esi, %esi
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	movl	$1400, %r8d
	call	parse_time
	movl	%eax, %ecx
	testl	%eax, %eax
	jne	.L1986
	movabsq	$3599999000000, %rdx
	movq	24(%rsp), %rsi
	leaq	-1000000(%rsi), %rax
	cmpq	%rax, %rdx
	jb	.L1842
	movl	$1000000, %edi
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rdi
	testq	%rdx, %rdx
	jne	.L1842
	movq	%rsi, 352(%r14)
	jmp	.L1729
.L1979:
	leaq	.LC327(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC328(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1842:
	leaq	.LC344(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC345(%rip), %rdx
	jmp	.L1924
.L1986:
	leaq	.LC10(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC343(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1980:
	leaq	.LC330(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC331(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1981:
	leaq	.LC335(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC336(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1837:
	leaq	.LC340(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC341(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1985:
	leaq	.LC348(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC349(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1845:
	leaq	.LC350(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC351(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1962:
	xorl	%esi, %esi
	leaq	24(%rsp), %rcx
	movl	$1048576, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1799
	movq	24(%rsp), %rax
	cmpq	$1, %rax
	je	.L1799
	movq	%rax, 208(%r14)
	jmp	.L1797
.L1956:
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1850
	movsd	32(%rsp), %xmm0
	comisd	.LC72(%rip), %xmm0
	ja	.L1850
	movsd	%xmm0, 16(%r14)
	jmp	.L1797
.L1955:
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1786
	movabsq	$1125899906842623, %rcx
	movq	24(%rsp), %rax
	leaq	-1(%rax), %rdx
	cmpq	%rdx, %rcx
	jnb	.L1787
.L1786:
	leaq	.LC278(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC279(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1787:
	movq	%rax, 32(%r14)
	jmp	.L1797
.L1799:
	leaq	.LC283(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC284(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1850:
	leaq	.LC221(%rip), %r8
	leaq	.LC222(%rip), %rdx
	jmp	.L1789
.L1966:
	leaq	160(%r14), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1797
	leaq	.LC295(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC296(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1965:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	400(%r14), %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1797
	leaq	.LC292(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC293(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1964:
	leaq	392(%r14), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	je	.L1797
	leaq	.LC289(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC290(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
.L1963:
	leaq	24(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1987
	movq	24(%rsp), %rax
	movl	%eax, 216(%r14)
	jmp	.L1797
.L1987:
	leaq	.LC286(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC287(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1841
	.cfi_endproc
.LFE335:
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
	je	.L1988
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L2018
.L1993:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L2019
	movq	56(%rbp), %rdx
.L2005:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L1999
.L2006:
	movq	$-1, %rax
.L2002:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L1988:
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
.L2010:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L1999:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L2006
	addq	%rdx, %rax
	jmp	.L2002
	.p2align 4,,10
	.p2align 3
.L2018:
	testq	%rax, %rax
	js	.L1991
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1992:
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
	ja	.L1993
	comisd	.LC218(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1993
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2020
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1993
	.p2align 4,,10
	.p2align 3
.L2019:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L1997
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L1998:
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
	ja	.L2010
	comisd	.LC218(%rip), %xmm1
	jnb	.L2006
	movsd	.LC82(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L2021
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L2005
	.p2align 4,,10
	.p2align 3
.L1991:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1992
	.p2align 4,,10
	.p2align 3
.L1997:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1998
	.p2align 4,,10
	.p2align 3
.L2021:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L2005
	.p2align 4,,10
	.p2align 3
.L2020:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1993
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
	je	.L2023
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L2024
.L2035:
	leaq	24(%rbx), %rbp
.L2025:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2027
	movq	$-1, (%rbx)
.L2028:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L2030:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L2031:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2022
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L2032
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L2043
.L2032:
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
.L2023:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L2038
	cmpq	$0, 40(%rsi)
	je	.L2022
	.p2align 4,,10
	.p2align 3
.L2038:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L2025
	.p2align 4,,10
	.p2align 3
.L2024:
	cmpq	$0, 40(%rsi)
	jne	.L2035
.L2022:
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
.L2027:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L2028
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L2030
	.p2align 4,,10
	.p2align 3
.L2043:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L2031
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
	je	.L2045
	movq	160(%rsi), %rbp
.L2045:
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
	je	.L2064
	movq	%rdi, %rbp
	movq	%r12, %rdi
	leaq	8(%rsp), %r14
	movq	%rsp, %r13
	call	*%rax
	leaq	16(%rsp), %r15
	movq	%rax, %r12
	jmp	.L2054
	.p2align 4,,10
	.p2align 3
.L2065:
	movq	8(%rsp), %rax
	addq	(%rsp), %rax
	cmpq	%rax, %rbx
	jb	.L2053
	movq	32(%rsp), %rax
	movdqa	16(%rsp), %xmm1
	movq	%rax, 96(%rbp)
	movups	%xmm1, 80(%rbp)
.L2054:
	movdqu	80(%rbp), %xmm0
	movq	96(%rbp), %rax
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r15, %rdi
	movq	%rax, 32(%rsp)
	movaps	%xmm0, 16(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2065
.L2053:
	movq	96(%rbp), %rax
	movdqu	80(%rbp), %xmm2
	movq	%rax, 32(%rsp)
	movaps	%xmm2, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L2055:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r15, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2066
	movq	(%rsp), %rdx
	movq	8(%rsp), %rcx
	addq	%rdx, %rcx
	cmpq	%rcx, %rbx
	jnb	.L2055
	cmpq	%rdx, %rbx
	jnb	.L2059
	addq	%rbx, %r12
	cmpq	%r12, %rdx
	jnb	.L2051
	subq	%rdx, %r12
	movq	%rcx, %rbx
	jmp	.L2055
	.p2align 4,,10
	.p2align 3
.L2059:
	movq	%rcx, %rbx
	jmp	.L2055
	.p2align 4,,10
	.p2align 3
.L2066:
	addq	%rbx, %r12
.L2051:
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
.L2064:
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
	jne	.L2077
	jmp	.L2068
	.p2align 4,,10
	.p2align 3
.L2069:
	movq	(%rsp), %rdi
	cmpq	136(%rdi), %rbp
	jnb	.L2068
	movq	200(%rbx), %rdx
	cmpq	192(%rbx), %rdx
	je	.L2068
	movq	184(%rbx), %rcx
	leaq	1(%rdx), %rsi
	movq	%rsi, 200(%rbx)
	movq	232(%rbx), %rsi
	movq	(%rcx,%rdx,8), %r12
	cmpl	$2, %eax
	je	.L2094
	cmpq	%r14, %rbp
	jb	.L2081
	cmpl	$1, %eax
	je	.L2095
.L2081:
	movq	%r12, %r13
.L2073:
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
.L2075:
	movq	8(%rsp), %rax
	movq	%rbp, 224(%rbx)
	cmpq	%rax, %r15
	jnb	.L2068
.L2077:
	movl	176(%rbx), %eax
	movq	224(%rbx), %rbp
	cmpl	$3, %eax
	jne	.L2069
	cmpq	%r14, %rbp
	jnb	.L2070
	movq	(%rsp), %rax
	movq	144(%rax), %r13
	testq	%r13, %r13
	je	.L2072
	xorl	%r13d, %r13d
.L2093:
	movq	232(%rbx), %rsi
	xorl	%r12d, %r12d
	jmp	.L2073
	.p2align 4,,10
	.p2align 3
.L2094:
	movq	%r12, %r13
	cmpq	%rsi, %r12
	jnb	.L2073
	addq	$1, %rbp
	jmp	.L2075
	.p2align 4,,10
	.p2align 3
.L2072:
	movq	(%rsp), %rax
	cmpq	136(%rax), %rbp
	jb	.L2093
.L2068:
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
.L2070:
	.cfi_restore_state
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	%r14
	movq	216(%rbx), %rax
	movq	(%rax,%rdx,8), %r13
	movq	(%rsp), %rax
	movq	144(%rax), %rax
	testq	%rax, %rax
	je	.L2072
	cmpq	%rax, %r13
	jb	.L2093
	jmp	.L2068
	.p2align 4,,10
	.p2align 3
.L2095:
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%r14
	movq	216(%rbx), %rax
	movq	(%rax,%rdx,8), %rcx
	cmpq	%rcx, %r12
	cmovnb	%r12, %rcx
	movq	%rcx, %r13
	jmp	.L2073
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
	jne	.L2112
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L2101
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L2101
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L2101
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L2101:
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
.L2112:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L2113
.L2098:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L2099
	.p2align 4,,10
	.p2align 3
.L2114:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L2101
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
.L2099:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L2114
	jmp	.L2101
	.p2align 4,,10
	.p2align 3
.L2113:
	movq	64(%rsi), %rax
	jmp	.L2098
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
	jnb	.L2115
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
	jmp	.L2126
	.p2align 4,,10
	.p2align 3
.L2132:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L2118:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L2119
	movq	56(%r12), %rax
	addq	%r13, %rax
.L2119:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L2120:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L2124
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L2121
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L2131
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L2124:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L2115
.L2126:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L2132
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L2118
	.p2align 4,,10
	.p2align 3
.L2131:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L2120
	.p2align 4,,10
	.p2align 3
.L2121:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L2115:
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
.LC352:
	.string	"the Base64"
	.section	.rodata.str1.8
	.align 8
.LC353:
	.string	"the payload's cookie or length"
	.section	.rodata.str1.1
.LC354:
	.string	"a block that is not stored"
.LC355:
	.string	"a stored block's length"
.LC356:
	.string	"the Adler-32"
.LC357:
	.string	"the V2 header"
.LC358:
	.string	"not a zlib stream"
	.section	.rodata.str1.8
	.align 8
.LC359:
	.string	"a count past the histogram's end"
	.section	.rodata.str1.1
.LC360:
	.string	"a count cut short"
	.section	.rodata.str1.8
	.align 8
.LC363:
	.string	"Tag=%s,%lu.%03lu,%lu.%03lu,%lu.%03lu,%s\n"
	.align 8
.LC364:
	.string	"RESULT hlog start_ms=%lu tag=%s n=%lu\n"
	.align 8
.LC365:
	.string	"RESULT hlog-count start_ms=%lu tag=%s value_ns=%lu count=%lu\n"
	.text
	.p2align 4
	.type	hlog_flush, @function
hlog_flush:
.LFB318:
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
.L2219:
	movq	40(%rbx), %rdx
	movq	32(%rbx), %rsi
	movq	24(%rbp), %r9
	movq	0(%rbp), %r12
	shrq	$6, %rdx
	movq	152(%rbx), %r10
	je	.L2220
	movq	%r9, 8(%rsp)
	movl	$40, %r13d
	xorl	%r14d, %r14d
	xorl	%ecx, %ecx
	movq	%rsi, 16(%rsp)
	movq	%r13, %rax
	movq	%rbp, %rdi
	.p2align 4,,10
	.p2align 3
.L2145:
	movq	8(%rsp), %rsi
	movq	(%rsi,%rcx,8), %rbp
	testq	%rbp, %rbp
	je	.L2135
	movq	%rcx, %r15
	salq	$6, %r15
	.p2align 4,,10
	.p2align 3
.L2144:
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
	ja	.L2329
	je	.L2330
.L2140:
	movq	(%r12,%r11,8), %rax
	movq	%r9, %r14
	movq	%rax, %rsi
	addq	%rax, %rax
	sarq	$63, %rsi
	xorq	%rax, %rsi
	xorl	%eax, %eax
	movq	%rsi, %r8
	shrq	$7, %r8
	jne	.L2143
	jmp	.L2223
	.p2align 4,,10
	.p2align 3
.L2142:
	movq	%r8, %r14
	movq	%r8, %rsi
	shrq	$7, %r14
	je	.L2331
	movq	%r14, %r8
.L2143:
	addq	$1, %rax
	orl	$-128, %esi
	movb	%sil, -1(%r9,%rax)
	cmpq	$8, %rax
	jne	.L2142
	leaq	8(%r9), %r14
.L2141:
	leaq	-1(%rbp), %rsi
	movb	%r8b, (%r14)
	addq	%r13, %rax
	leaq	1(%r11), %r14
	andq	%rsi, %rbp
	jne	.L2144
.L2135:
	addq	$1, %rcx
	cmpq	%rdx, %rcx
	jne	.L2145
	movq	%rdi, %rbp
	movq	16(%rsp), %rsi
	movq	%rax, %r13
	leaq	-40(%rax), %rdi
	testq	%r14, %r14
	je	.L2332
.L2147:
	leaq	3(%r10), %rax
	movl	$478450451, %edx
	.p2align 4,,10
	.p2align 3
.L2148:
	movq	%rax, %rcx
	movb	%dl, (%rax)
	shrq	$8, %rdx
	subq	$1, %rax
	cmpq	%rcx, %r10
	jne	.L2148
	movq	.LC361(%rip), %rax
	leaq	23(%r10), %rcx
	bswap	%edi
	movl	$1, %edx
	movl	%edi, 4(%r10)
	leaq	15(%r10), %rdi
	movq	%rax, 8(%r10)
	movq	%rcx, %rax
	.p2align 4,,10
	.p2align 3
.L2149:
	movb	%dl, (%rax)
	subq	$1, %rax
	xorl	%edx, %edx
	cmpq	%rax, %rdi
	jne	.L2149
	leaq	31(%r10), %rdx
	movq	%rdx, %rax
	.p2align 4,,10
	.p2align 3
.L2150:
	movb	%sil, (%rax)
	subq	$1, %rax
	shrq	$8, %rsi
	cmpq	%rax, %rcx
	jne	.L2150
	movabsq	$4607182418800017408, %rax
	addq	$39, %r10
	.p2align 4,,10
	.p2align 3
.L2151:
	movb	%al, (%r10)
	subq	$1, %r10
	shrq	$8, %rax
	cmpq	%r10, %rdx
	jne	.L2151
	movq	160(%rbx), %r12
	movzwl	.LC362(%rip), %eax
	movq	%rbp, 8(%rsp)
	xorl	%r14d, %r14d
	movq	152(%rbx), %rdi
	movq	%rbx, 16(%rsp)
	movl	$10, %esi
	movw	%ax, 8(%r12)
	movq	%rdi, %r15
	.p2align 4,,10
	.p2align 3
.L2152:
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
	jb	.L2152
	movq	8(%rsp), %rbp
	movq	16(%rsp), %rbx
	movq	%r15, %rdi
	testq	%r13, %r13
	je	.L2225
	xorl	%ecx, %ecx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L2155:
	movl	$5552, %r8d
	movq	%rdi, %rax
	cmpq	%r8, %r13
	cmovbe	%r13, %r8
	subq	%r8, %r13
	addq	%r8, %rdi
	.p2align 4,,10
	.p2align 3
.L2154:
	movzbl	(%rax), %r8d
	addq	$1, %rax
	addl	%r8d, %edx
	addl	%edx, %ecx
	cmpq	%rdi, %rax
	jne	.L2154
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
	jne	.L2155
	sall	$16, %ecx
	orl	%edx, %ecx
.L2153:
	movl	$3, %eax
	leaq	(%r12,%rsi), %rdx
	.p2align 4,,10
	.p2align 3
.L2156:
	movb	%cl, (%rdx,%rax)
	shrq	$8, %rcx
	subq	$1, %rax
	jnb	.L2156
	leaq	4(%rsi), %rdi
	leaq	3(%r12), %rax
	movl	$478450452, %edx
	.p2align 4,,10
	.p2align 3
.L2157:
	movq	%rax, %rcx
	movb	%dl, (%rax)
	shrq	$8, %rdx
	subq	$1, %rax
	cmpq	%rcx, %r12
	jne	.L2157
	subq	$4, %rsi
	bswap	%esi
	movl	%esi, 4(%r12)
	movq	160(%rbx), %r10
	movq	176(%rbx), %r9
	testq	%rdi, %rdi
	je	.L2158
	movl	$2, %esi
	movl	$1, %edx
	xorl	%r14d, %r14d
	movq	%rbx, %r11
	jmp	.L2163
	.p2align 4,,10
	.p2align 3
.L2228:
	movq	%rax, %rdx
.L2163:
	movzbl	-1(%r10,%rdx), %eax
	sall	$16, %eax
	cmpq	%rdi, %rdx
	jnb	.L2159
	movzbl	(%r10,%rdx), %r8d
	sall	$8, %r8d
	orl	%r8d, %eax
.L2159:
	cmpq	%rdi, %rsi
	jnb	.L2160
	movzbl	1(%r10,%rdx), %r8d
	orl	%r8d, %eax
.L2160:
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
	jnb	.L2161
	movl	%eax, %r8d
	shrl	$6, %r8d
	andl	$63, %r8d
	movzbl	(%r15,%r8), %r8d
.L2161:
	movb	%r8b, 2(%r9,%r14)
	movl	$61, %r8d
	cmpq	%rdi, %rsi
	jnb	.L2162
	andl	$63, %eax
	leaq	A.0(%rip), %rbx
	movzbl	(%rbx,%rax), %r8d
.L2162:
	addq	$4, %r14
	leaq	3(%rdx), %rax
	addq	$2, %rdx
	addq	$3, %rsi
	movb	%r8b, -1(%r9,%r14)
	cmpq	%rdi, %rdx
	jb	.L2228
	movq	%r11, %rbx
	addq	%r14, %r9
.L2158:
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
	leaq	.LC363(%rip), %rsi
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
	je	.L2164
	leaq	4(%r10), %rdi
	xorl	%r8d, %r8d
	.p2align 4,,10
	.p2align 3
.L2165:
	xorl	%edx, %edx
	xorl	%eax, %eax
.L2173:
	movzbl	(%r10,%rdx), %ecx
	cmpb	$61, %cl
	je	.L2333
	leal	-65(%rcx), %r11d
	movsbl	%cl, %esi
	cmpb	$25, %r11b
	jbe	.L2334
	leal	-97(%rcx), %r11d
	cmpb	$25, %r11b
	jbe	.L2335
	leal	-48(%rcx), %r11d
	cmpb	$9, %r11b
	ja	.L2172
	leal	4(%rsi), %ecx
.L2171:
	testl	%ecx, %ecx
	jns	.L2168
.L2327:
	movq	40(%rbx), %r12
.L2164:
	leaq	.LC352(%rip), %rax
.L2166:
	cmpq	$0, 192(%rbx)
	je	.L2336
.L2198:
	movl	184(%rbx), %eax
	movq	%r12, %rcx
	testl	%eax, %eax
	jne	.L2337
.L2206:
	movq	%r12, %rdx
	movq	24(%rbp), %rdi
	shrq	$6, %rdx
	je	.L2213
	xorl	%r8d, %r8d
	.p2align 4,,10
	.p2align 3
.L2215:
	movq	(%rdi,%r8,8), %rdx
	testq	%rdx, %rdx
	je	.L2218
	movq	%r8, %rcx
	movq	0(%rbp), %rsi
	salq	$6, %rcx
	.p2align 4,,10
	.p2align 3
.L2217:
	xorl	%eax, %eax
	rep bsfq	%rdx, %rax
	cltq
	addq	%rcx, %rax
	movq	$0, (%rsi,%rax,8)
	leaq	-1(%rdx), %rax
	andq	%rax, %rdx
	jne	.L2217
	movq	40(%rbx), %r12
.L2218:
	movq	%r12, %rax
	addq	$1, %r8
	shrq	$6, %rax
	cmpq	%rax, %r8
	jb	.L2215
	leaq	0(,%rax,8), %rdx
.L2213:
	xorl	%esi, %esi
	addq	$8, %rbp
	call	memset@PLT
	movq	$0, 40(%rbp)
	addq	$8, 32(%rsp)
	cmpq	%rbp, 88(%rsp)
	jne	.L2219
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
.L2329:
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
	jne	.L2139
	jmp	.L2221
	.p2align 4,,10
	.p2align 3
.L2138:
	movq	%r8, %r14
	movq	%r8, %rsi
	shrq	$7, %r14
	je	.L2338
	movq	%r14, %r8
.L2139:
	addq	$1, %rax
	orl	$-128, %esi
	movb	%sil, -1(%r9,%rax)
	cmpq	$8, %rax
	jne	.L2138
	leaq	8(%r9), %r14
.L2137:
	addq	%r13, %rax
	movb	%r8b, (%r14)
	leaq	(%r10,%rax), %r9
	leaq	1(%rax), %r13
	jmp	.L2140
	.p2align 4,,10
	.p2align 3
.L2331:
	leaq	(%r9,%rax), %r14
	jmp	.L2141
	.p2align 4,,10
	.p2align 3
.L2334:
	leal	-65(%rsi), %ecx
.L2168:
	sall	$6, %eax
	addq	$1, %rdx
	orl	%ecx, %eax
	cmpq	$4, %rdx
	jne	.L2173
.L2341:
	cmpb	$61, -2(%rdi)
	movzbl	-1(%rdi), %ecx
	movq	%rdi, %rdx
	je	.L2339
	cmpb	$61, %cl
	je	.L2175
.L2176:
	movl	%eax, %ecx
	leaq	1(%r8), %rsi
	shrl	$16, %ecx
	movb	%cl, 0(%r13,%r8)
	cmpb	$61, -2(%rdi)
	je	.L2231
	movzbl	%ah, %ecx
	addq	$2, %r8
	movb	%cl, 0(%r13,%rsi)
.L2177:
	cmpb	$61, -1(%rdi)
	je	.L2178
	movb	%al, 0(%r13,%r8)
	addq	$1, %r8
.L2178:
	addq	$4, %r10
	addq	$4, %rdi
	cmpb	$0, (%rdx)
	jne	.L2165
	cmpq	$7, %r8
	jle	.L2327
	leaq	4(%r13), %rcx
	movq	%r13, %rdx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L2180:
	movzbl	(%rdx), %esi
	salq	$8, %rax
	addq	$1, %rdx
	orq	%rsi, %rax
	cmpq	%rcx, %rdx
	jne	.L2180
	cmpq	$478450452, %rax
	jne	.L2233
	movq	%rcx, %rdx
	leaq	8(%r13), %r11
	xorl	%eax, %eax
.L2181:
	movzbl	(%rdx), %esi
	salq	$8, %rax
	addq	$1, %rdx
	orq	%rsi, %rax
	cmpq	%r11, %rdx
	jne	.L2181
	leaq	-8(%r8), %r15
	cmpq	%r15, %rax
	je	.L2340
.L2233:
	cmpq	$0, 192(%rbx)
	movq	40(%rbx), %r12
	leaq	.LC353(%rip), %rax
	jne	.L2198
.L2336:
	movq	%rax, 192(%rbx)
	movl	184(%rbx), %eax
	movq	%r12, %rcx
	testl	%eax, %eax
	je	.L2206
.L2337:
	testq	%r12, %r12
	je	.L2207
	movq	0(%rbp), %rax
	xorl	%ecx, %ecx
	leaq	(%rax,%r12,8), %rdx
.L2208:
	addq	(%rax), %rcx
	addq	$8, %rax
	cmpq	%rdx, %rax
	jne	.L2208
.L2207:
	movq	24(%rsp), %rsi
	movq	%r14, %rdx
	leaq	.LC364(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rbx), %r12
	movq	%r12, %rdx
	testq	%r12, %r12
	je	.L2209
	xorl	%r15d, %r15d
	leaq	.LC365(%rip), %r13
.L2212:
	movq	0(%rbp), %rax
	movq	(%rax,%r15,8), %r8
	testq	%r8, %r8
	je	.L2210
	movq	%r15, %rcx
	movq	%r15, %rdx
	andl	$1023, %ecx
	shrq	$10, %rdx
	je	.L2211
	subl	$1, %edx
	leaq	1024(%rcx), %rax
	movl	%edx, %ecx
	salq	%cl, %rax
	movq	%rax, %rcx
.L2211:
	movq	24(%rsp), %rsi
	movq	%r14, %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	40(%rbx), %r12
.L2210:
	addq	$1, %r15
	cmpq	%r12, %r15
	jb	.L2212
	jmp	.L2206
	.p2align 4,,10
	.p2align 3
.L2330:
	movb	$0, (%r9)
	leaq	(%r10,%r13), %r9
	leaq	2(%rax), %r13
	jmp	.L2140
	.p2align 4,,10
	.p2align 3
.L2338:
	leaq	(%r9,%rax), %r14
	jmp	.L2137
	.p2align 4,,10
	.p2align 3
.L2333:
	cmpq	$1, %rdx
	jbe	.L2327
	xorl	%ecx, %ecx
	sall	$6, %eax
	addq	$1, %rdx
	orl	%ecx, %eax
	cmpq	$4, %rdx
	jne	.L2173
	jmp	.L2341
.L2172:
	cmpb	$43, %cl
	je	.L2229
	cmpb	$47, %cl
	jne	.L2327
	movl	$63, %ecx
	sall	$6, %eax
	addq	$1, %rdx
	orl	%ecx, %eax
	cmpq	$4, %rdx
	jne	.L2173
	jmp	.L2341
.L2223:
	movq	%rsi, %r8
	jmp	.L2141
.L2335:
	leal	-71(%rsi), %ecx
	jmp	.L2171
.L2221:
	movq	%rsi, %r8
	jmp	.L2137
.L2231:
	movq	%rsi, %r8
	jmp	.L2177
.L2339:
	cmpb	$61, %cl
	jne	.L2327
.L2175:
	cmpb	$0, (%rdi)
	je	.L2176
	jmp	.L2327
	.p2align 4,,10
	.p2align 3
.L2229:
	movl	$62, %ecx
	sall	$6, %eax
	addq	$1, %rdx
	orl	%ecx, %eax
	cmpq	$4, %rdx
	jne	.L2173
	jmp	.L2341
.L2332:
	leaq	-39(%rax), %rdi
	addq	$1, %r13
.L2134:
	movb	$0, (%r10,%rax)
	jmp	.L2147
.L2220:
	movl	$1, %edi
	movl	$41, %r13d
	movl	$40, %eax
	jmp	.L2134
.L2340:
	cmpq	$5, %r15
	jbe	.L2236
	cmpb	$120, 8(%r13)
	jne	.L2236
	movzbl	9(%r13), %eax
	orb	$120, %ah
	imull	$-1108378657, %eax, %eax
	cmpl	$138547332, %eax
	ja	.L2236
	cmpq	$6, %r15
	je	.L2182
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
	jmp	.L2183
.L2343:
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
	jne	.L2238
	leaq	5(%rdx,%rbx), %rbx
	cmpq	%rbx, %r15
	jb	.L2238
	leaq	0(%r13,%r12), %rdi
	addq	%rbp, %rsi
	movq	%rdx, 128(%rsp)
	call	memcpy@PLT
	movq	128(%rsp), %rdx
	movq	136(%rsp), %rcx
	addq	%rdx, %r12
	cmpb	$0, 103(%rsp)
	jne	.L2342
	leaq	5(%rbx), %rsi
	cmpq	%rsi, %r15
	jb	.L2323
.L2183:
	movzbl	0(%rbp,%rbx), %eax
	movq	%rcx, 136(%rsp)
	testb	$6, %al
	je	.L2343
.L2323:
	movq	8(%rsp), %rbp
	movq	16(%rsp), %rbx
.L2182:
	movq	40(%rbx), %r12
	leaq	.LC354(%rip), %rax
	jmp	.L2166
.L2236:
	movq	40(%rbx), %r12
	leaq	.LC358(%rip), %rax
	jmp	.L2166
.L2225:
	movl	$1, %ecx
	jmp	.L2153
.L2209:
	movq	24(%rbp), %rdi
	jmp	.L2213
.L2342:
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
	je	.L2185
	xorl	%r11d, %r11d
.L2188:
	movzbl	(%r9,%r11), %eax
	addq	%rax, %rdi
	movq	%r11, %rax
	addq	$1, %r11
	andl	$4095, %eax
	addq	%rdi, %rsi
	cmpq	$4095, %rax
	je	.L2186
	cmpq	%r11, %r10
	jne	.L2188
.L2186:
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
	jne	.L2188
.L2185:
	leaq	4(%r8), %rax
	cmpq	%rax, %r15
	jne	.L2241
	addq	%r8, %r13
	xorl	%eax, %eax
	addq	%rcx, %r8
.L2189:
	movzbl	8(%r13), %edx
	salq	$8, %rax
	addq	$1, %r13
	orq	%rdx, %rax
	cmpq	%r13, %r8
	jne	.L2189
	movq	%rsi, %rdx
	salq	$16, %rdx
	orq	%rdi, %rdx
	cmpq	%rdx, %rax
	je	.L2344
.L2241:
	movq	40(%rbx), %r12
	leaq	.LC356(%rip), %rax
	jmp	.L2166
.L2238:
	movq	16(%rsp), %rbx
	movq	8(%rsp), %rbp
	leaq	.LC355(%rip), %rax
	movq	40(%rbx), %r12
	jmp	.L2166
.L2344:
	cmpq	$39, %r10
	jbe	.L2249
	leaq	4(%r9), %rax
	movq	%r9, %rcx
	xorl	%edx, %edx
.L2190:
	movzbl	(%rcx), %esi
	salq	$8, %rdx
	addq	$1, %rcx
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L2190
	cmpq	$478450451, %rdx
	jne	.L2249
	leaq	8(%r9), %rcx
	xorl	%edx, %edx
.L2191:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rax, %rcx
	jne	.L2191
	leaq	-40(%r10), %rax
	cmpq	%rax, %rdx
	jne	.L2249
	movq	%rcx, %rax
	xorl	%edx, %edx
	leaq	12(%r9), %rcx
.L2192:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L2192
	testq	%rdx, %rdx
	jne	.L2249
	leaq	16(%r9), %rcx
.L2193:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L2193
	cmpq	$3, %rdx
	jne	.L2249
	leaq	24(%r9), %rcx
	xorl	%edx, %edx
.L2194:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L2194
	cmpq	$1, %rdx
	jne	.L2249
	leaq	32(%r9), %rcx
	xorl	%edx, %edx
.L2195:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L2195
	cmpq	%rdx, 80(%rsp)
	jne	.L2249
	leaq	40(%r9), %rcx
	xorl	%edx, %edx
.L2196:
	movzbl	(%rax), %esi
	salq	$8, %rdx
	addq	$1, %rax
	orq	%rsi, %rdx
	cmpq	%rcx, %rax
	jne	.L2196
	movabsq	$4607182418800017408, %rax
	cmpq	%rax, %rdx
	jne	.L2249
	movq	72(%rsp), %rdi
	xorl	%edx, %edx
	movl	$40, %eax
	movabsq	$9223372036854775807, %r13
	movabsq	$9223372036854775806, %r11
	cmpq	$40, %r10
	je	.L2328
.L2197:
	movzbl	(%r9,%rax), %r8d
	xorl	%esi, %esi
	addq	$1, %rax
	xorl	%ecx, %ecx
.L2199:
	movq	%r8, %r15
	andl	$127, %r15d
	salq	%cl, %r15
	orq	%r15, %rsi
	testb	%r8b, %r8b
	jns	.L2200
	cmpq	%rax, %r10
	je	.L2345
	addq	$1, %rax
	addl	$7, %ecx
	movzbl	-1(%r9,%rax), %r8d
	cmpl	$56, %ecx
	jne	.L2199
	salq	$56, %r8
	orq	%r8, %rsi
.L2200:
	movq	%rsi, %rcx
	shrq	%rsi
	andl	$1, %ecx
	negq	%rcx
	xorq	%rsi, %rcx
	leaq	(%rcx,%r13), %rsi
	cmpq	%rsi, %r11
	jb	.L2203
	movq	%rcx, %rsi
	movq	%r12, %r8
	negq	%rsi
	subq	%rdx, %r8
	cmpq	%rsi, %r8
	jb	.L2253
	subq	%rcx, %rdx
.L2204:
	cmpq	%r10, %rax
	jb	.L2197
.L2328:
	movq	40(%rbx), %r12
	jmp	.L2198
	.p2align 4,,10
	.p2align 3
.L2249:
	movq	40(%rbx), %r12
	leaq	.LC357(%rip), %rax
	jmp	.L2166
.L2345:
	movq	40(%rbx), %r12
	leaq	.LC360(%rip), %rax
	jmp	.L2166
.L2253:
	movq	40(%rbx), %r12
	leaq	.LC359(%rip), %rax
	jmp	.L2166
.L2203:
	testq	%rcx, %rcx
	js	.L2253
	cmpq	%r12, %rdx
	jnb	.L2253
	addq	%rcx, (%rdi,%rdx,8)
	addq	$1, %rdx
	jmp	.L2204
	.cfi_endproc
.LFE318:
	.size	hlog_flush, .-hlog_flush
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB100:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L2361
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
.L2347:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L2352
	.p2align 4,,10
	.p2align 3
.L2348:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L2350
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L2350:
	testq	%r8, %r8
	je	.L2351
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L2351
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L2351:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L2348
.L2352:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L2347
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
.L2361:
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
	jnb	.L2364
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
	jmp	.L2374
	.p2align 4,,10
	.p2align 3
.L2384:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L2369:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L2368:
	cmpq	%r15, %rbp
	jnb	.L2364
.L2374:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L2366
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L2366
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L2383
.L2366:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L2369
	cmpq	%rax, %rbx
	jnb	.L2370
	addq	%r8, %rdx
.L2371:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L2384
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L2369
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
	jmp	.L2369
	.p2align 4,,10
	.p2align 3
.L2370:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L2371
	.p2align 4,,10
	.p2align 3
.L2364:
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
.L2383:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L2367:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L2367
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L2368
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
	je	.L2386
	movq	%rax, (%rsp)
	jmp	.L2412
	.p2align 4,,10
	.p2align 3
.L2387:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jnb	.L2386
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L2386
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %rbp
	cmpl	$2, %r15d
	jne	.L2415
	cmpq	%rdx, %rbp
	jb	.L2391
.L2415:
	cmpq	%rdx, %rbp
	movq	%rdx, %r10
	movq	%rbp, %r12
	cmovnb	%rbp, %r10
	cmpl	$1, %r15d
	jne	.L2394
	movq	136(%rbx), %rdi
	movq	112(%rbx), %rcx
	movq	(%rcx,%rdi,8), %r12
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rdx
	movq	%rdx, %r10
.L2394:
	movq	104(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L2390
	cmpq	$0, 40(%r14)
	movq	(%rdx,%rax,8), %rcx
	leaq	16(%rbx), %rdi
	je	.L2429
	movq	%rcx, %rdx
	movq	%r10, %rsi
	call	serve_random
	movq	%rax, %rdx
.L2396:
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
.L2391:
	movq	136(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 128(%rbx)
	addq	$1, %rax
	cmpq	120(%rbx), %rax
	jne	.L2411
	xorl	%eax, %eax
.L2411:
	movq	%rax, 136(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L2386
.L2412:
	cmpl	$3, %r15d
	jne	.L2387
	movq	112(%rbx), %rax
	movq	136(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L2388
	cmpq	%rax, %rbp
	jnb	.L2386
	movq	128(%rbx), %rsi
.L2389:
	cmpq	%rdx, %rbp
	movq	%rbp, %r12
	cmovnb	%rbp, %rdx
	movq	%rdx, %r10
.L2390:
	movl	8(%r14), %eax
	leaq	16(%rbx), %r11
	testl	%eax, %eax
	jne	.L2402
	cmpq	$0, 40(%r14)
	movq	(%r14), %rcx
	je	.L2430
.L2404:
	movq	%rcx, %rdx
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_random
	movq	%rax, %rdx
	jmp	.L2396
	.p2align 4,,10
	.p2align 3
.L2402:
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
	jne	.L2404
.L2430:
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L2396
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L2431
	leaq	(%r8,%rax), %rsi
	movq	56(%r14), %r9
	cmpq	%rsi, %r10
	leaq	(%rcx,%rsi), %rdi
	cmovb	%rdi, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L2428
.L2407:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L2396
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L2396
	.p2align 4,,10
	.p2align 3
.L2388:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jb	.L2389
.L2386:
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
.L2429:
	.cfi_restore_state
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L2396
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L2432
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %r9
	cmpq	%rsi, %r10
	cmovb	%r9, %rdx
.L2398:
	movq	56(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L2428
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L2396
	movq	%r10, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L2396
	.p2align 4,,10
	.p2align 3
.L2431:
	movq	56(%r14), %r9
	addq	%r8, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L2407
.L2428:
	movq	$-1, 16(%rbx)
	jmp	.L2396
	.p2align 4,,10
	.p2align 3
.L2432:
	addq	%r8, %rdx
	jmp	.L2398
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
.L2435:
	xorl	%r15d, %r15d
.L2439:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L2438
	.p2align 4,,10
	.p2align 3
.L2454:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L2453
.L2438:
	testq	%r15, %r15
	jne	.L2454
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L2438
.L2453:
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
	jne	.L2455
	movl	$1, %r15d
	jmp	.L2439
.L2455:
	subl	$1, 16(%rsp)
	jne	.L2435
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L2441
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2442:
	movsd	.LC366(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L2443
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2444:
	movsd	.LC367(%rip), %xmm2
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
	jb	.L2451
	movsd	(%rbx), %xmm0
.L2434:
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
.L2451:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L2434
.L2441:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2442
.L2443:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2444
	.cfi_endproc
.LFE21:
	.size	estimate_ghz, .-estimate_ghz
	.section	.rodata.str1.8
	.align 8
.LC369:
	.string	"RESULT score method=%s interval_ns=%lu pct=%s value_ns=%lu truth_ns=%lu err_pct=%.3f ratio=%s\n"
	.align 8
.LC370:
	.string	"\nscoreboard: each way to read a number off the measurement, against the truth (%s), closest at p99 first\n"
	.section	.rodata.str1.1
.LC371:
	.string	"interval"
.LC372:
	.string	"method"
.LC373:
	.string	"%-15s %10s"
.LC374:
	.string	"truth"
.LC375:
	.string	"\n%-15s %10s"
.LC376:
	.string	"error against the truth, %%:\n"
.LC377:
	.string	" %+11.1f"
	.section	.rodata.str1.8
	.align 8
.LC378:
	.string	"(us; intervals per connection but hdr-schedule's, for all; wrk's in whole us)"
	.text
	.p2align 4
	.type	print_score, @function
print_score:
.LFB376:
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
.L2458:
	movl	872(%r10,%rax,4), %ecx
	testl	%ecx, %ecx
	je	.L2457
	movslq	%r13d, %rdx
	addl	$1, %r13d
	movl	%eax, 80(%rsp,%rdx,4)
.L2457:
	addq	$1, %rax
	cmpq	$9, %rax
	jne	.L2458
	cmpl	$1, %r13d
	jle	.L2459
	movq	24(%r10), %rax
	testq	%rax, %rax
	js	.L2460
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2461:
	leaq	80(%rsp), %rsi
	leaq	84(%rsp), %rcx
	movl	$1, %edx
	movsd	.LC72(%rip), %xmm4
	movq	.LC60(%rip), %xmm3
	pxor	%xmm5, %xmm5
	.p2align 4,,10
	.p2align 3
.L2462:
	movq	%rcx, %rax
	jmp	.L2463
	.p2align 4,,10
	.p2align 3
.L2541:
	movslq	%r11d, %r11
	leaq	(%r11,%r11,4), %r11
	salq	$4, %r11
	movq	104(%r10,%r11), %r11
	testq	%r11, %r11
	js	.L2468
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r11, %xmm1
.L2469:
	subsd	%xmm2, %xmm1
	movslq	%r9d, %r9
	leaq	(%r9,%r9,4), %r9
	salq	$4, %r9
	mulsd	%xmm4, %xmm1
	movq	104(%r10,%r9), %r9
	divsd	%xmm2, %xmm1
	andpd	%xmm3, %xmm1
	testq	%r9, %r9
	js	.L2470
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r9, %xmm0
.L2471:
	subsd	%xmm2, %xmm0
	mulsd	%xmm4, %xmm0
	divsd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L2465
	movq	%xmm6, -4(%rax)
	subq	$4, %rax
	cmpq	%rsi, %rax
	je	.L2465
.L2463:
	comisd	%xmm5, %xmm2
	movq	-4(%rax), %xmm0
	pshufd	$0xe5, %xmm0, %xmm7
	pshufd	$225, %xmm0, %xmm6
	movd	%xmm0, %r11d
	movd	%xmm7, %r9d
	ja	.L2541
.L2465:
	addl	$1, %edx
	addq	$4, %rcx
	cmpl	%edx, %r13d
	jne	.L2462
	testl	%r8d, %r8d
	je	.L2473
.L2472:
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
.L2490:
	movslq	(%rsi), %r15
	movq	%rsi, 24(%rsp)
	leaq	PCT_NAME(%rip), %r14
	movq	40(%rsp), %r12
	leaq	(%r15,%r15,4), %rbp
	salq	$4, %rbp
	jmp	.L2489
	.p2align 4,,10
	.p2align 3
.L2544:
	testq	%r8, %r8
	js	.L2487
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2488:
	subsd	%xmm1, %xmm0
	mulsd	.LC72(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2485:
	movq	16(%rsp), %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 200
	movq	(%r14), %rcx
	addq	$8, %r12
	movq	0(%r13,%r15,8), %rsi
	leaq	.LC369(%rip), %rdi
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
	je	.L2542
.L2489:
	movq	(%r12), %r9
	movq	80(%r12,%rbp), %r8
	testq	%r9, %r9
	je	.L2475
	testq	%r8, %r8
	js	.L2476
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2477:
	testq	%r9, %r9
	js	.L2478
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L2479:
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
	js	.L2543
.L2535:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r9, %xmm1
.L2484:
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2544
	pxor	%xmm0, %xmm0
	jmp	.L2485
	.p2align 4,,10
	.p2align 3
.L2470:
	movq	%r9, %r11
	andl	$1, %r9d
	pxor	%xmm0, %xmm0
	shrq	%r11
	orq	%r9, %r11
	cvtsi2sdq	%r11, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2471
	.p2align 4,,10
	.p2align 3
.L2468:
	movq	%r11, %rbx
	andl	$1, %r11d
	pxor	%xmm1, %xmm1
	shrq	%rbx
	orq	%r11, %rbx
	cvtsi2sdq	%rbx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2469
	.p2align 4,,10
	.p2align 3
.L2543:
	movq	%r9, %rax
	movq	%r9, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2484
	.p2align 4,,10
	.p2align 3
.L2475:
	movl	$6369134, (%rbx)
	jmp	.L2535
	.p2align 4,,10
	.p2align 3
.L2478:
	movq	%r9, %rax
	andl	$1, %r9d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r9, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2479
	.p2align 4,,10
	.p2align 3
.L2476:
	movq	%r8, %rax
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r8, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2477
	.p2align 4,,10
	.p2align 3
.L2487:
	movq	%r8, %rax
	movq	%r8, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2488
	.p2align 4,,10
	.p2align 3
.L2542:
	movq	24(%rsp), %rsi
	addq	$4, %rsi
	cmpq	%rsi, 32(%rsp)
	jne	.L2490
.L2456:
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
.L2473:
	.cfi_restore_state
	movq	%rdi, %rsi
	xorl	%eax, %eax
	leaq	.LC370(%rip), %rdi
	movq	%r10, 8(%rsp)
	call	printf@PLT
	leaq	.LC371(%rip), %rdx
	leaq	.LC372(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC373(%rip), %rdi
	leaq	PCT_LABEL(%rip), %rbp
	call	printf@PLT
	movq	8(%rsp), %rbx
	leaq	48(%rbp), %r12
	leaq	.LC5(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L2492:
	movq	0(%rbp), %rsi
	movq	%r15, %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	call	printf@PLT
	cmpq	%r12, %rbp
	jne	.L2492
	leaq	.LC10(%rip), %rdx
	leaq	.LC374(%rip), %rsi
	xorl	%eax, %eax
	movq	%rbx, 8(%rsp)
	leaq	.LC375(%rip), %rdi
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
.L2493:
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	addq	$8, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%rbp, %r12
	jne	.L2493
	movl	$10, %edi
	movq	%r14, 16(%rsp)
	call	putchar@PLT
	testl	%r13d, %r13d
	je	.L2494
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
.L2497:
	movl	(%r14), %eax
	leaq	.LC10(%rip), %rdx
	xorl	%ebp, %ebp
	testl	%eax, %eax
	jne	.L2545
.L2495:
	movq	0(%r13,%rbp,8), %rsi
	leaq	.LC373(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	call	printf@PLT
	leaq	0(%rbp,%rbp,4), %rcx
	movq	16(%rsp), %rax
	salq	$4, %rcx
	leaq	(%rax,%rcx), %rbp
	.p2align 4,,10
	.p2align 3
.L2496:
	movq	88(%rbp,%r12,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r12
	call	fmt_us.constprop.0
	movq	%r15, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r12
	jne	.L2496
	movl	$10, %edi
	addq	$4, %r14
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r14
	jne	.L2497
	leaq	.LC376(%rip), %rdi
	xorl	%eax, %eax
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	call	printf@PLT
	leaq	.LC377(%rip), %r15
	.p2align 4,,10
	.p2align 3
.L2507:
	movslq	(%r12), %rbx
	leaq	.LC10(%rip), %rdx
	leaq	.LC373(%rip), %rdi
	xorl	%eax, %eax
	movq	0(%r13,%rbx,8), %rsi
	leaq	(%rbx,%rbx,4), %rbx
	salq	$4, %rbx
	call	printf@PLT
	movq	24(%rsp), %r14
	jmp	.L2506
	.p2align 4,,10
	.p2align 3
.L2547:
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L2538
.L2548:
	movq	80(%r14,%rbx), %rax
	testq	%rax, %rax
	js	.L2504
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2505:
	subsd	%xmm1, %xmm0
	mulsd	.LC72(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2502:
	movq	%r15, %rdi
	movl	$1, %eax
	addq	$8, %r14
	call	printf@PLT
	cmpq	%rbp, %r14
	je	.L2546
.L2506:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L2547
	movq	%rax, %rcx
	pxor	%xmm1, %xmm1
	pxor	%xmm0, %xmm0
	andl	$1, %eax
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm0, %xmm1
	ja	.L2548
.L2538:
	pxor	%xmm0, %xmm0
	jmp	.L2502
	.p2align 4,,10
	.p2align 3
.L2504:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2505
	.p2align 4,,10
	.p2align 3
.L2546:
	movl	$10, %edi
	addq	$4, %r12
	call	putchar@PLT
	movq	8(%rsp), %rax
	cmpq	%rax, %r12
	jne	.L2507
.L2499:
	leaq	.LC378(%rip), %rdi
	call	puts@PLT
	jmp	.L2456
	.p2align 4,,10
	.p2align 3
.L2545:
	movslq	%eax, %rbp
	movq	16(%rsp), %rax
	movq	%rbx, %rdi
	movq	800(%rax,%rbp,8), %rsi
	call	fmt_us.constprop.0
	movq	%rax, %rdx
	jmp	.L2495
.L2460:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2461
.L2494:
	leaq	.LC376(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2499
.L2459:
	testl	%r8d, %r8d
	je	.L2473
	leaq	80(%rsp), %rsi
	cmpl	$1, %r13d
	je	.L2472
	jmp	.L2456
	.cfi_endproc
.LFE376:
	.size	print_score, .-print_score
	.section	.rodata.str1.1
.LC379:
	.string	"%-*s %9lu"
.LC380:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row_w, @function
print_row_w:
.LFB262:
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
	leaq	.LC379(%rip), %rdi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L2550:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2550
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L2551
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
.L2551:
	movq	%rbp, %rdi
	leaq	.LC136(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC380(%rip), %rdi
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
.LFE262:
	.size	print_row_w, .-print_row_w
	.section	.rodata.str1.1
.LC381:
	.string	"an exponential of mean "
	.section	.rodata.str1.8
	.align 8
.LC382:
	.string	"coordinated omission on a virtual clock (%s): users, their own recording, and what correcting it does\n"
	.align 8
.LC383:
	.string	"users: a closed population of %lu; each thinks %s%s us, sends one request and waits for its reply, again and again"
	.align 8
.LC384:
	.string	"users: sessions arriving %.1f a second (Poisson); each sends a request, waits for the reply, and with probability %.4g thinks %s%s us and sends another (%.2f requests a session on average)"
	.section	.rodata.str1.1
.LC385:
	.string	"; requests sent before %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC386:
	.string	"checks: the users' walk against a reference walk (a heap against a scan, the fast server against the reference's), request by request, and every number below computed both ways"
	.section	.rodata.str1.1
.LC387:
	.string	"users"
.LC388:
	.string	"corrected-cycle"
.LC389:
	.string	"corrected-think"
	.section	.rodata.str1.8
	.align 8
.LC390:
	.string	"(us; the users' recording is the truth: each waited once for each request; corrected at think + mean response, %s us, and at the think time, %s us)\n"
	.align 8
.LC391:
	.string	"\nThe users waited %s at p99; corrected at the cycle the same data read %s, %s times what anyone waited"
	.section	.rodata.str1.1
.LC392:
	.string	", and at the think time %s"
.LC393:
	.string	"."
	.section	.rodata.str1.8
	.align 8
.LC394:
	.string	"%lu requests, %.1f a second; mean response %.2f us"
	.align 8
.LC395:
	.string	"; the response-time law N/X - Z gives %.2f us (%+.3f %%, tolerance 0.1 %%)"
	.align 8
.LC396:
	.string	"; %lu sessions, %.2f requests each"
	.align 8
.LC397:
	.string	"theory: mean value analysis (exponential service, no stall): R = %.2f us at %.1f a second; measured %.2f us (%+.2f %%, tolerance %.2f %%: four standard errors of %d batch means)\n"
	.align 8
.LC398:
	.string	"warning: the mean response time is outside its tolerance"
	.section	.rodata.str1.1
.LC399:
	.string	"the users' own recording"
	.text
	.p2align 4
	.type	users_print, @function
users_print:
.LFB398:
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
	movl	%ecx, %r12d
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	leaq	.LC382(%rip), %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	movq	%rdx, %rsi
	leaq	80(%rbx), %rax
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movq	%rax, 8(%rsp)
	xorl	%eax, %eax
	call	printf@PLT
	movq	%rbp, %rdi
	call	print_server
	cmpq	$0, 304(%rbp)
	je	.L2557
	movq	328(%rbp), %rsi
	leaq	96(%rsp), %r13
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	cmpl	$0, 336(%rbp)
	leaq	.LC10(%rip), %rdx
	movq	304(%rbp), %rsi
	movq	%rax, %rcx
	leaq	.LC381(%rip), %rax
	leaq	.LC383(%rip), %rdi
	cmovne	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L2559:
	leaq	128(%rsp), %rax
	movq	344(%rbp), %rsi
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	fmt_us.constprop.0
	leaq	.LC385(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC386(%rip), %rdi
	call	puts@PLT
	movl	$10, %edi
	call	putchar@PLT
	movl	$16, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movq	8(%rsp), %rdx
	movl	$16, %edi
	leaq	.LC387(%rip), %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	leaq	240(%rbx), %rdx
	movl	$16, %edi
	leaq	.LC388(%rip), %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movl	960(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L2585
.L2561:
	movq	328(%rbp), %rsi
	leaq	64(%rsp), %r15
	leaq	32(%rsp), %r14
	movq	%r15, %rdi
	call	fmt_us.constprop.0
	movq	888(%rbx), %rsi
	movq	%r14, %rdi
	movq	%rax, 16(%rsp)
	call	fmt_us.constprop.0
	movq	16(%rsp), %rdx
	leaq	.LC390(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	104(%rbx), %rdx
	movq	264(%rbx), %rsi
	movq	%r13, %rdi
	call	fmt_ratio.constprop.0
	movq	264(%rbx), %rsi
	movq	%r15, %rdi
	movq	%rax, 16(%rsp)
	call	fmt_read.constprop.0
	movq	104(%rbx), %rsi
	movq	%r14, %rdi
	movq	%rax, %r13
	call	fmt_read.constprop.0
	movq	16(%rsp), %rcx
	movq	%r13, %rdx
	leaq	.LC391(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	960(%rbx), %edx
	testl	%edx, %edx
	jne	.L2586
.L2562:
	leaq	.LC393(%rip), %rdi
	call	puts@PLT
	movq	24(%rbx), %rsi
	movl	$2, %eax
	movsd	.LC31(%rip), %xmm0
	mulsd	1936(%rbx), %xmm0
	leaq	.LC394(%rip), %rdi
	movsd	1920(%rbx), %xmm1
	divsd	.LC66(%rip), %xmm1
	call	printf@PLT
	cmpq	$0, 304(%rbp)
	je	.L2563
.L2570:
	movsd	1952(%rbx), %xmm1
	leaq	.LC395(%rip), %rdi
	movl	$2, %eax
	movsd	1944(%rbx), %xmm0
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
.L2564:
	movl	$10, %edi
	call	putchar@PLT
	movl	1976(%rbx), %eax
	testl	%eax, %eax
	jne	.L2587
.L2572:
	testl	%r12d, %r12d
	jne	.L2588
.L2575:
	movl	$10, %edi
	call	putchar@PLT
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
.L2557:
	.cfi_restore_state
	movsd	.LC1(%rip), %xmm2
	movq	328(%rbp), %rsi
	leaq	96(%rsp), %r13
	movq	%r13, %rdi
	movapd	%xmm2, %xmm0
	subsd	320(%rbp), %xmm0
	divsd	%xmm0, %xmm2
	movsd	%xmm2, 16(%rsp)
	call	fmt_us.constprop.0
	cmpl	$0, 336(%rbp)
	leaq	.LC10(%rip), %rsi
	movsd	312(%rbp), %xmm0
	movq	%rax, %rdx
	leaq	.LC381(%rip), %rax
	movsd	16(%rsp), %xmm2
	movsd	320(%rbp), %xmm1
	cmovne	%rax, %rsi
	leaq	.LC384(%rip), %rdi
	movl	$3, %eax
	call	printf@PLT
	jmp	.L2559
.L2563:
	movq	1904(%rbx), %rsi
	pxor	%xmm0, %xmm0
	testq	%rsi, %rsi
	je	.L2565
	movq	24(%rbx), %rax
	testq	%rax, %rax
	js	.L2566
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2567:
	testq	%rsi, %rsi
	js	.L2568
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rsi, %xmm1
.L2569:
	divsd	%xmm1, %xmm0
.L2565:
	leaq	.LC396(%rip), %rdi
	movl	$1, %eax
	call	printf@PLT
	cmpq	$0, 304(%rbp)
	je	.L2564
	jmp	.L2570
.L2588:
	movq	8(%rsp), %rdi
	xorl	%edx, %edx
	leaq	.LC399(%rip), %rsi
	call	print_score
	jmp	.L2575
.L2587:
	movsd	.LC31(%rip), %xmm1
	movl	$32, %esi
	movl	$5, %eax
	movsd	1992(%rbx), %xmm4
	mulsd	1968(%rbx), %xmm1
	movsd	1984(%rbx), %xmm3
	leaq	.LC397(%rip), %rdi
	movsd	1920(%rbx), %xmm2
	movsd	1960(%rbx), %xmm0
	divsd	.LC66(%rip), %xmm2
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	movsd	1984(%rbx), %xmm0
	andpd	.LC60(%rip), %xmm0
	comisd	1992(%rbx), %xmm0
	jbe	.L2572
	leaq	.LC398(%rip), %rdi
	call	puts@PLT
	jmp	.L2572
.L2586:
	movq	344(%rbx), %rsi
	movq	24(%rsp), %rdi
	call	fmt_read.constprop.0
	leaq	.LC392(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2562
.L2585:
	leaq	320(%rbx), %rdx
	leaq	.LC389(%rip), %rsi
	movl	$16, %edi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	jmp	.L2561
.L2566:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2567
.L2568:
	movq	%rsi, %rax
	movq	%rsi, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2569
	.cfi_endproc
.LFE398:
	.size	users_print, .-users_print
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
	je	.L2589
.L2590:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L2598
	.p2align 4,,10
	.p2align 3
.L2593:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L2592
.L2598:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L2593
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L2594
.L2599:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L2594
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L2594:
	cmpq	%rbp, %rbx
	jnb	.L2589
	movq	%rbx, %rax
	jmp	.L2590
	.p2align 4,,10
	.p2align 3
.L2592:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L2599
.L2589:
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
	jne	.L2608
	movl	152(%rdi), %ecx
	movq	%rdi, %r11
	testl	%ecx, %ecx
	jne	.L2608
	cmpq	$1, 160(%rdi)
	je	.L2625
.L2608:
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
.L2625:
	.cfi_restore_state
	movl	8(%rdi), %eax
	testl	%eax, %eax
	jne	.L2608
	movq	40(%rdi), %r10
	testq	%r10, %r10
	jne	.L2608
	movq	%rsi, %r12
	movq	%rdx, %rbx
	call	closed_form_gap.part.0
	testq	%rax, %rax
	jne	.L2608
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
.L2612:
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L2611
	jmp	.L2610
	.p2align 4,,10
	.p2align 3
.L2619:
	movq	%rdx, %rcx
.L2611:
	movq	%r10, %rax
	xorl	%edx, %edx
	movq	%rcx, %r10
	divq	%rcx
	testq	%rdx, %rdx
	jne	.L2619
.L2610:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	jne	.L2612
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
.LFB197:
	.cfi_startproc
	movl	204(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L2636
	movl	%ecx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L2636:
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
	jne	.L2626
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L2626
	movl	152(%rbx), %edx
	leaq	by_kind.7(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L2631
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L2631
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L2626:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L2631:
	.cfi_restore_state
	movl	$1, %ecx
	addq	$16, %rsp
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE197:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	buffers_init, @function
buffers_init:
.LFB199:
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
	je	.L2637
	cmpl	$2, %edx
	je	.L2657
	movl	152(%rbp), %edx
	movq	136(%rbp), %r12
	leaq	by_kind.7(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	movq	%r12, %rdi
	je	.L2658
.L2643:
	leaq	0(,%rdi,8), %rbp
	movq	%rbp, %rdi
	call	malloc@PLT
	movq	%rax, 16(%rbx)
	testq	%rax, %rax
	je	.L2641
	salq	$3, %r12
.L2642:
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
.L2637:
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
.L2658:
	.cfi_restore_state
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L2643
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L2643
	.p2align 4,,10
	.p2align 3
.L2657:
	leaq	24(%rsp), %rdx
	leaq	16(%rsp), %rsi
	movq	%rbp, %rdi
	call	lattice_plan
	testl	%eax, %eax
	je	.L2641
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
	je	.L2641
	movdqa	(%rsp), %xmm0
	movl	$8, %esi
	movq	%rbp, %rdi
	movups	%xmm0, 56(%rbx)
	call	calloc@PLT
	movq	%rax, 72(%rbx)
	testq	%rax, %rax
	je	.L2641
	movl	$524288, %r12d
	movl	$524288, %ebp
	jmp	.L2642
.L2641:
	movl	$-1, %eax
	jmp	.L2637
	.cfi_endproc
.LFE199:
	.size	buffers_init, .-buffers_init
	.section	.rodata.str1.8
	.align 8
.LC403:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.section	.rodata.str1.1
.LC404:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC405:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC406:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC407:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC409:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC410:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC411:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
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
	subq	$312, %rsp
	.cfi_offset 15, -24
	.cfi_offset 14, -32
	.cfi_offset 13, -40
	.cfi_offset 12, -48
	.cfi_offset 3, -56
	movq	24(%rsi), %rax
	movapd	.LC400(%rip), %xmm0
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
	jle	.L2665
	movslq	%r12d, %rax
	movsd	.LC401(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L2664
	.p2align 4,,10
	.p2align 3
.L2698:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2663:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L2697
.L2664:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L2698
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2663
.L2697:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L2699
.L2665:
	movsd	.LC1(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L2661:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC403(%rip), %rsi
	pushq	%r14
	leaq	XTICK.8(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	movq	%rbx, -272(%rbp)
	leaq	-240(%rbp), %rsi
	leaq	.LC405(%rip), %rdx
	movq	%rbx, %rdi
	leaq	.LC404(%rip), %rcx
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
.L2668:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC58(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC406(%rip), %rsi
	mulsd	.LC40(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC41(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L2668
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L2684
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
.L2683:
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
	je	.L2671
	testq	%rbx, %rbx
	je	.L2671
	testq	%rax, %rax
	je	.L2671
	testq	%r14, %r14
	je	.L2700
	movq	.LC401(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L2678
	.p2align 4,,10
	.p2align 3
.L2701:
	divsd	%xmm6, %xmm0
	movsd	.LC1(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L2674:
	call	log10@PLT
	movq	.LC58(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L2676
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2677:
	movq	-264(%rbp), %rax
	divsd	.LC401(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L2673
.L2678:
	movsd	(%r12), %xmm0
	movsd	.LC72(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L2701
	movq	.LC25(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L2674
	.p2align 4,,10
	.p2align 3
.L2676:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2677
	.p2align 4,,10
	.p2align 3
.L2700:
	movsd	.LC401(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L2673:
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
	js	.L2679
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2680:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC38(%rip), %xmm0
	movsd	.LC39(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC409(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC408(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L2681
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2682:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC410(%rip), %rdx
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
	leaq	.LC411(%rip), %rsi
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
	jne	.L2683
.L2684:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC407(%rip), %rdi
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
.L2681:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2682
	.p2align 4,,10
	.p2align 3
.L2679:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2680
.L2699:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC402(%rip), %xmm2
	movsd	.LC65(%rip), %xmm3
	movsd	.LC59(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L2667
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
.L2667:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L2661
.L2671:
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
.LFE296:
	.size	spectrum_writer, .-spectrum_writer
	.section	.rodata.str1.1
.LC413:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC414:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC415:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.align 8
.LC416:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC417:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC418:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC419:
	.string	"--period 0 means a single stall"
	.align 8
.LC420:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC421:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC422:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC423:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC424:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC425:
	.string	"takes one connection: "
.LC426:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC427:
	.string	"--generator-pause %s us is not below --generator-period %s us: the sender would never send (use --generator-period 0 for one pause)"
	.section	.rodata.str1.1
.LC428:
	.string	"use catch-up"
	.section	.rodata.str1.8
	.align 8
.LC429:
	.string	"takes no --timeout or --queue-limit (a connection that gives up or is refused would send again at once): "
	.align 8
.LC430:
	.string	"drop --sweep, --cross-check and the faults"
	.align 8
.LC431:
	.string	"scores a benchmark run without faults, or users: "
	.section	.rodata.str1.1
.LC432:
	.string	"--scoreboard %s%s"
.LC433:
	.string	"drop --sweep or --cross-check"
.LC434:
	.string	"apply to a benchmark run: "
	.section	.rodata.str1.8
	.align 8
.LC435:
	.string	"--timeout, --queue-limit and the generator's options %s%s"
	.text
	.p2align 4
	.type	resolve_conflicts.constprop.0, @function
resolve_conflicts.constprop.0:
.LFB479:
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
.L2704:
	movq	$0, 64(%rsp)
	movq	48(%r8), %rcx
	testq	%rcx, %rcx
	jne	.L2703
.L2707:
	addq	$96, %r8
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rax, %r8
	jne	.L2704
	movq	48(%rsp), %rbp
	jmp	.L2705
.L2703:
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
	je	.L2707
	movq	56(%rsp), %rax
	leaq	(%rax,%rax,2), %r15
	leaq	SERVICE_DISTS(%rip), %rax
	salq	$5, %r15
	addq	%r15, %rax
	movq	%rax, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L2706:
	movzbl	(%r12), %ecx
	subl	$45, %ecx
	movl	%ecx, %ebp
	jne	.L2708
	movzbl	1(%r12), %ecx
	subl	$104, %ecx
	movl	%ecx, %ebp
	jne	.L2708
	movzbl	2(%r12), %ebp
.L2708:
	movq	16(%rsp), %rdx
	cmpq	%rdx, 24(%rsp)
	je	.L2786
.L2709:
	movl	$-1, %eax
	leaq	.LC413(%rip), %r13
	testl	%ebp, %ebp
	je	.L2715
	leaq	.LC225(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r13
	call	strcmp@PLT
.L2715:
	leaq	48+OPTIONS(%rip), %r15
	xorl	%ebp, %ebp
	jmp	.L2719
	.p2align 4,,10
	.p2align 3
.L2716:
	addl	$1, %ebp
	cmpl	$54, %ebp
	je	.L2718
	movq	(%r15), %rsi
	movq	%r13, %rdi
	addq	$48, %r15
	call	strcmp@PLT
.L2719:
	testl	%eax, %eax
	jne	.L2716
	movabsq	$-6148914691236517205, %rdx
	movslq	%ebp, %rcx
	leaq	(%rcx,%rcx,2), %rax
	movq	8(%rsp), %rcx
	imulq	%rdx, %rax
	cmpb	$0, 512(%rcx,%rax)
	je	.L2718
	movq	40(%rsp), %rax
	movq	%r12, %rdi
	movq	48(%rax), %rbp
	call	strlen@PLT
	movq	%rax, %r15
	testq	%rbp, %rbp
	jne	.L2720
	jmp	.L2784
	.p2align 4,,10
	.p2align 3
.L2723:
	movq	%r15, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	strncmp@PLT
	testl	%eax, %eax
	jne	.L2722
	testb	$-33, 0(%rbp,%r15)
	je	.L2718
.L2722:
	movq	%rbp, %rdi
	movq	%rbx, %rsi
	call	strcspn@PLT
	addq	%rax, %rbp
	xorl	%eax, %eax
	cmpb	$32, 0(%rbp)
	sete	%al
	addq	%rax, %rbp
.L2720:
	cmpb	$0, 0(%rbp)
	jne	.L2723
.L2784:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	xorl	%esi, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
.L2714:
	testl	%eax, %eax
	jne	.L2725
.L2705:
	movq	8(%rsp), %rax
	movl	8(%rax), %esi
	testl	%esi, %esi
	jne	.L2787
.L2726:
	movq	8(%rsp), %rax
	cmpl	$1, 40(%rax)
	movq	56(%rax), %rsi
	je	.L2788
.L2728:
	testq	%rsi, %rsi
	jne	.L2729
.L2730:
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	ucomisd	392(%rax), %xmm0
	jp	.L2751
	jne	.L2751
.L2732:
	movq	8(%rsp), %rbx
	movl	152(%rbx), %eax
	cmpl	$1, %eax
	jne	.L2734
	cmpq	$1, 160(%rbx)
	ja	.L2789
.L2734:
	movq	8(%rsp), %rbx
	movl	496(%rbx), %ecx
	movl	500(%rbx), %edx
	testl	%ecx, %ecx
	je	.L2790
	testl	%edx, %edx
	jne	.L2737
	movq	8(%rsp), %rbx
	movl	$500000000, %edx
	movq	264(%rbx), %rcx
	testq	%rcx, %rcx
	jne	.L2736
.L2739:
	movq	8(%rsp), %rbx
	movq	%rdx, 272(%rbx)
.L2737:
	movq	8(%rsp), %rbx
	movq	256(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L2740
	movq	264(%rbx), %rsi
	leaq	-1(%rsi), %rcx
	cmpq	%rdx, %rcx
	jb	.L2791
.L2740:
	cmpl	$2, %eax
	je	.L2792
.L2741:
	movq	8(%rsp), %rax
	movl	504(%rax), %edx
	testl	%edx, %edx
	je	.L2743
	cmpl	$0, 368(%rax)
	jne	.L2744
	movq	%rax, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L2744
.L2702:
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
.L2718:
	.cfi_restore_state
	movq	32(%rsp), %rdx
	movq	%rbx, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	jne	.L2706
	movq	16(%rsp), %r8
	jmp	.L2707
	.p2align 4,,10
	.p2align 3
.L2786:
	movl	$-1, %eax
	leaq	.LC413(%rip), %r14
	testl	%ebp, %ebp
	je	.L2710
	leaq	.LC225(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r14
	call	strcmp@PLT
.L2710:
	leaq	48+OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L2713
	.p2align 4,,10
	.p2align 3
.L2711:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L2781
	movq	(%r15), %rsi
	movq	%r14, %rdi
	addq	$48, %r15
	call	strcmp@PLT
.L2713:
	testl	%eax, %eax
	jne	.L2711
	movabsq	$-6148914691236517205, %rdx
	movslq	%r13d, %r8
	leaq	(%r8,%r8,2), %rax
	imulq	%rdx, %rax
	movq	8(%rsp), %rdx
	cmpb	$0, 512(%rdx,%rax)
	jne	.L2709
.L2781:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	movl	$1, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
	jmp	.L2714
.L2787:
	cmpl	$2, 152(%rax)
	jne	.L2726
	leaq	.LC416(%rip), %r8
	leaq	.LC417(%rip), %rcx
	jmp	.L2785
.L2751:
	movq	8(%rsp), %rax
	cmpl	$1, 72(%rax)
	je	.L2732
	leaq	.LC421(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC422(%rip), %rcx
	leaq	.LC423(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2725
.L2790:
	movq	$1000000000, 264(%rbx)
	testl	%edx, %edx
	jne	.L2737
	movl	$1000000000, %ecx
.L2736:
	shrq	%rcx
	movq	%rcx, %rdx
	jmp	.L2739
.L2788:
	cmpq	$0, 48(%rax)
	je	.L2728
	testq	%rsi, %rsi
	je	.L2793
.L2729:
	movq	8(%rsp), %rax
	cmpq	%rsi, 48(%rax)
	jb	.L2730
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
	leaq	.LC415(%rip), %rdx
	leaq	.LC414(%rip), %rax
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2725
.L2743:
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L2702
	xorl	%eax, %eax
	cmpl	$0, 368(%rdi)
	je	.L2702
	leaq	.LC433(%rip), %r8
	leaq	.LC434(%rip), %rcx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC435(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2725
.L2792:
	movq	8(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L2742
	cmpl	$0, 232(%rax)
	je	.L2741
.L2742:
	leaq	.LC428(%rip), %r8
	leaq	.LC429(%rip), %rcx
.L2785:
	leaq	.LC418(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2725
.L2793:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC419(%rip), %rcx
	leaq	.LC420(%rip), %rdx
	call	snprintf@PLT
.L2725:
	orl	$-1, %eax
	jmp	.L2702
.L2789:
	leaq	.LC424(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC425(%rip), %rcx
	leaq	.LC426(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2725
.L2791:
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
	leaq	.LC427(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2725
.L2744:
	leaq	.LC430(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC431(%rip), %rcx
	leaq	.LC432(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2725
	.cfi_endproc
.LFE479:
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
	jne	.L2812
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
	jmp	.L2811
	.p2align 4,,10
	.p2align 3
.L2825:
	movq	40(%rsp), %rax
	movl	$1, (%rax)
.L2798:
	addq	$4, 40(%rsp)
	movq	40(%rsp), %rax
	addq	$8, 56(%rsp)
	addq	$112, 88(%rsp)
	addq	$8, 48(%rsp)
	cmpq	%rax, 96(%rsp)
	je	.L2810
	movq	32(%r15), %r12
	movq	40(%r15), %r13
.L2811:
	movq	56(%rsp), %rdi
	movl	16(%r15), %esi
	movq	%r12, %rax
	xorl	%ebx, %ebx
	movl	$99999, %ecx
	mulq	(%rdi)
	testl	%esi, %esi
	jne	.L2796
	movl	$50000, %ecx
	xorl	%ebx, %ebx
.L2796:
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
	je	.L2825
	movq	1208(%r15), %rcx
	movq	1216(%r15), %r8
	movq	%r14, %rsi
	movq	48(%rsp), %rdx
	movq	88(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L2826
	addl	$1, 24(%r15)
	cmpq	%r14, 80(%r15)
	jnb	.L2800
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
.L2801:
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
	jnc	.L2804
	addq	$1, %rsi
	addq	%r9, %rdi
	addq	%r8, %rbx
	cmpq	$16383, %rsi
	jbe	.L2827
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
	jmp	.L2801
	.p2align 4,,10
	.p2align 3
.L2827:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L2801
	.p2align 4,,10
	.p2align 3
.L2804:
	movq	48(%rsp), %rax
	movq	%r13, 192(%rax)
	movq	%rbx, 264(%rax)
	movq	%r12, 312(%rax)
	testl	%ecx, %ecx
	je	.L2828
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	40(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
	jmp	.L2798
	.p2align 4,,10
	.p2align 3
.L2810:
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
.L2794:
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
.L2826:
	.cfi_restore_state
	movq	40(%rsp), %rax
	movl	$1, (%rax)
	addl	$1, 1228(%r15)
	jmp	.L2798
	.p2align 4,,10
	.p2align 3
.L2800:
	movq	(%r15), %rdx
	xorl	%ecx, %ecx
	subq	$1, %rdx
	je	.L2802
	.p2align 4,,10
	.p2align 3
.L2803:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2815
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2803
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L2802:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	$0, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2798
	.p2align 4,,10
	.p2align 3
.L2828:
	imulq	%rbp, %r12
	movq	(%r15), %rdx
	subq	%rbx, %r14
	subq	%r12, %r14
	subq	$1, %rdx
	je	.L2808
	.p2align 4,,10
	.p2align 3
.L2809:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2817
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2809
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2808:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	%r13, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2798
	.p2align 4,,10
	.p2align 3
.L2815:
	movl	$48, %ecx
	jmp	.L2802
.L2817:
	movl	$48, %ecx
	jmp	.L2808
.L2812:
	movl	$-2, %eax
	jmp	.L2794
	.cfi_endproc
.LFE158:
	.size	cqr_first_end, .-cqr_first_end
	.section	.rodata.str1.8
	.align 8
.LC439:
	.string	"Each correction of the closed loop against the truth, by percentile"
	.align 8
.LC440:
	.string	"log10(value / truth): 0 is exact"
	.section	.rodata.str1.1
.LC441:
	.string	"percentile"
	.text
	.p2align 4
	.type	score_writer, @function
score_writer:
.LFB295:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC439(%rip), %rax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movl	$500, %r9d
	movl	$820, %r8d
	movq	%rsi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leaq	.LC403(%rip), %rsi
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
	leaq	.LC406(%rip), %rbx
	subq	$168, %rsp
	.cfi_def_cfa_offset 224
	movapd	.LC400(%rip), %xmm0
	movaps	%xmm0, 32(%rsp)
	movapd	.LC438(%rip), %xmm0
	movaps	%xmm0, 48(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 232
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 240
	call	fprintf@PLT
	leaq	48(%rsp), %rsi
	leaq	.LC440(%rip), %rcx
	movq	%rbp, %rdi
	leaq	.LC441(%rip), %rdx
	movq	%rsi, 40(%rsp)
	call	svg_axes
	popq	%rcx
	.cfi_def_cfa_offset 232
	popq	%rsi
	.cfi_def_cfa_offset 224
	.p2align 4,,10
	.p2align 3
.L2830:
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
	jne	.L2830
	movq	%r14, %r15
	xorl	%ebx, %ebx
	xorl	%r12d, %r12d
	jmp	.L2842
	.p2align 4,,10
	.p2align 3
.L2831:
	addq	$1, %rbx
	addq	$80, %r15
	cmpq	$9, %rbx
	je	.L2852
.L2842:
	movl	872(%r14,%rbx,4), %edx
	testl	%edx, %edx
	je	.L2831
	xorl	%r13d, %r13d
	leaq	64(%rsp), %rdx
	leaq	112(%rsp), %rcx
	jmp	.L2840
	.p2align 4,,10
	.p2align 3
.L2855:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
	movq	88(%r15,%r13,8), %rax
	testq	%rax, %rax
	js	.L2834
.L2856:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2835:
	pxor	%xmm0, %xmm0
	cvtsi2sdl	%r13d, %xmm0
	movsd	%xmm0, (%rdx,%r13,8)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm2
	jbe	.L2836
	comisd	%xmm0, %xmm1
	ja	.L2853
.L2836:
	pxor	%xmm3, %xmm3
	movq	.LC436(%rip), %rax
	comisd	%xmm3, %xmm1
	movq	%rax, %xmm0
	ja	.L2839
	cmpltsd	%xmm2, %xmm3
	movsd	.LC437(%rip), %xmm0
	pxor	%xmm4, %xmm4
	andpd	%xmm3, %xmm0
	andnpd	%xmm4, %xmm3
	orpd	%xmm3, %xmm0
.L2839:
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	je	.L2854
.L2840:
	movq	8(%r14,%r13,8), %rax
	testq	%rax, %rax
	jns	.L2855
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	movq	88(%r15,%r13,8), %rax
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	testq	%rax, %rax
	jns	.L2856
.L2834:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2835
	.p2align 4,,10
	.p2align 3
.L2853:
	divsd	%xmm2, %xmm1
	movq	%rdx, 16(%rsp)
	movq	%rcx, 8(%rsp)
	movapd	%xmm1, %xmm0
	call	log10@PLT
	movq	.LC436(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movsd	.LC437(%rip), %xmm1
	call	fmax@PLT
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rdx
	movsd	%xmm0, (%rcx,%r13,8)
	addq	$1, %r13
	cmpq	$6, %r13
	jne	.L2840
.L2854:
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
	leaq	.LC411(%rip), %rsi
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
	jne	.L2842
.L2852:
	movq	%rbp, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC407(%rip), %rdi
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
.LFE295:
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
	jbe	.L2862
	movq	32(%rcx), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L2862:
	movq	(%rcx), %rax
	ret
	.cfi_endproc
.LFE43:
	.size	draw_bimodal, .-draw_bimodal
	.section	.rodata.str1.1
.LC442:
	.string	"ok %s\n"
.LC443:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB410:
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
	je	.L2875
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2868:
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
	jc	.L2868
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
.L2871:
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
	jc	.L2871
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
	leaq	.LC443(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L2863:
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
.L2875:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC442(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L2863
	.cfi_endproc
.LFE410:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC444:
	.string	"parse_time '%s'%s"
.LC445:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB411:
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
	jne	.L2882
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC445(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC444(%rip), %rdx
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
.L2882:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC10(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC444(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L2883
.L2879:
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
.L2883:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L2879
	.cfi_endproc
.LFE411:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC446:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB192:
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
	je	.L2896
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2889:
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
	jc	.L2889
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
.L2892:
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
	jc	.L2892
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
	leaq	.LC446(%rip), %rdi
	call	printf@PLT
.L2884:
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
.L2896:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L2884
	.cfi_endproc
.LFE192:
	.size	check, .-check
	.section	.rodata.str1.1
.LC447:
	.string	"sum_ns"
	.text
	.p2align 4
	.type	check_summary, @function
check_summary:
.LFB253:
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
.L2898:
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
	jne	.L2898
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
	leaq	.LC447(%rip), %rcx
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
.LFE253:
	.size	check_summary, .-check_summary
	.section	.rodata.str1.1
.LC448:
	.string	"scored"
.LC449:
	.string	"interval_ns"
	.text
	.p2align 4
	.type	check_score, @function
check_score:
.LFB254:
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
	leaq	.LC374(%rip), %rsi
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	call	check_summary
	jmp	.L2903
	.p2align 4,,10
	.p2align 3
.L2902:
	addq	$4, %r15
	addq	$80, %r14
	cmpq	$908, %r15
	je	.L2906
.L2903:
	leaq	-1744+METHOD_NAME(%rip), %rax
	movslq	(%rbx,%r15), %r8
	xorl	%esi, %esi
	movq	%r13, %rdi
	movq	(%rax,%r15,2), %rbp
	movslq	(%r12,%r15), %rax
	leaq	.LC448(%rip), %rcx
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
	leaq	.LC449(%rip), %rcx
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
	je	.L2902
	movl	(%r12,%r15), %eax
	testl	%eax, %eax
	je	.L2902
	leaq	(%r12,%r14), %rcx
	leaq	(%rbx,%r14), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	call	check_summary
	jmp	.L2902
	.p2align 4,,10
	.p2align 3
.L2906:
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
.LFE254:
	.size	check_score, .-check_score
	.section	.rodata.str1.1
.LC450:
	.string	"stalls"
.LC451:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB193:
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
.L2908:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L2909:
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
	jne	.L2909
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
	leaq	.LC447(%rip), %rcx
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
	jne	.L2908
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC2(%rip), %rcx
	leaq	.LC450(%rip), %r13
	leaq	.LC108(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC157(%rip), %rdx
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
	leaq	.LC451(%rip), %r15
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
.LFE193:
	.size	check_outcome, .-check_outcome
	.section	.rodata.str1.1
.LC452:
	.string	"%s-%s"
.LC453:
	.string	"sent"
.LC454:
	.string	"never_sent"
.LC455:
	.string	"dropped"
.LC456:
	.string	"timeouts"
.LC457:
	.string	"intended"
.LC458:
	.string	"errors"
.LC459:
	.string	"first_send_ns"
.LC460:
	.string	"last_send_ns"
.LC461:
	.string	"batch_sent"
.LC462:
	.string	"batch_errors"
	.text
	.p2align 4
	.type	check_omitted, @function
check_omitted:
.LFB232:
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
.L2940:
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
.L2933:
	cmpl	$1, %r12d
	jle	.L2960
	cmpl	$3, %r12d
	jle	.L2961
	movl	40(%rsp), %esi
	testl	%esi, %esi
	je	.L2922
	movq	96(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L2926
	movq	96(%rsp), %rax
	movl	280(%rax), %edx
	testl	%edx, %edx
	jne	.L2926
	cmpq	$0, 288(%rax)
	je	.L2922
	.p2align 4,,10
	.p2align 3
.L2926:
	movl	104(%rsp), %ecx
	testl	%ecx, %ecx
	je	.L2962
	testb	$2, 104(%rsp)
	je	.L2922
	cmpl	$6, %r12d
	jne	.L2922
.L2928:
	leaq	288(%rsp), %rax
	movl	$6775148, 288(%rsp)
	movq	%rax, 8(%rsp)
.L2930:
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
.L2931:
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
	jne	.L2931
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
	leaq	.LC447(%rip), %rcx
	xorl	%esi, %esi
	movq	%r15, %rdi
	movq	40(%rsp), %rdx
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 400
.L2922:
	addl	$1, %r12d
	addq	$8, 32(%rsp)
	addq	$80, %rbp
	addq	$80, %rbx
	cmpl	$7, %r12d
	jne	.L2933
	movl	104(%rsp), %r9d
	movq	136(%rsp), %r12
	testl	%r9d, %r9d
	je	.L2934
	movl	40(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L2963
	movl	104(%rsp), %r11d
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	movl	%r11d, %ebx
	andl	$2, %ebx
	testb	$1, %r11b
	jne	.L2937
	testl	%ebx, %ebx
	jne	.L2938
.L2913:
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
.L2960:
	.cfi_restore_state
	movq	96(%rsp), %rax
	cmpq	$0, 224(%rax)
	je	.L2927
	movl	104(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L2918
	movl	40(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L2964
.L2927:
	addq	$8, 32(%rsp)
	addl	$1, %r12d
	addq	$80, %rbp
	addq	$80, %rbx
	jmp	.L2933
	.p2align 4,,10
	.p2align 3
.L2962:
	cmpl	$6, %r12d
	je	.L2928
.L2918:
	movq	32(%rsp), %rax
	movq	56(%rsp), %rcx
	leaq	288(%rsp), %rdi
	leaq	.LC452(%rip), %rdx
	movl	$40, %esi
	movq	%rdi, 8(%rsp)
	movq	(%rax), %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2930
	.p2align 4,,10
	.p2align 3
.L2961:
	movq	96(%rsp), %rax
	movl	232(%rax), %r8d
	testl	%r8d, %r8d
	je	.L2927
	movl	104(%rsp), %edi
	testl	%edi, %edi
	je	.L2918
	movl	40(%rsp), %eax
	testl	%eax, %eax
	je	.L2927
	jmp	.L2922
	.p2align 4,,10
	.p2align 3
.L2964:
	testb	$1, 104(%rsp)
	jne	.L2918
	jmp	.L2922
	.p2align 4,,10
	.p2align 3
.L2934:
	movq	120(%rsp), %rbx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	leaq	.LC457(%rip), %rcx
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
	leaq	.LC453(%rip), %rcx
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
	leaq	.LC454(%rip), %rcx
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
	leaq	.LC455(%rip), %rcx
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
	leaq	.LC456(%rip), %rcx
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
	leaq	.LC458(%rip), %rcx
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
	leaq	.LC459(%rip), %rcx
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
	leaq	.LC460(%rip), %rcx
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
	je	.L2958
.L2936:
	leaq	.LC110(%rip), %rax
	movl	$1, 40(%rsp)
	movq	%rax, 56(%rsp)
	jmp	.L2940
.L2937:
	movq	1216(%r12), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movl	%r11d, 8(%rsp)
	leaq	.LC456(%rip), %rcx
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
	jne	.L2938
.L2939:
	testl	%r11d, %r11d
	jne	.L2913
.L2950:
	leaq	.LC461(%rip), %r13
	movq	%r12, 32(%rsp)
	movl	$1248, %r14d
	leaq	.LC110(%rip), %rbx
	movq	%r13, 40(%rsp)
	leaq	.LC462(%rip), %rbp
	movq	%r15, 8(%rsp)
	movq	112(%rsp), %r15
	.p2align 4,,10
	.p2align 3
.L2942:
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
	jne	.L2942
	jmp	.L2913
.L2938:
	movq	1192(%r12), %rax
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movl	%r11d, 8(%rsp)
	leaq	.LC453(%rip), %rcx
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
	leaq	.LC454(%rip), %rcx
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
	leaq	.LC455(%rip), %rcx
	movq	%r14, %rdx
	pushq	%rax
	.cfi_def_cfa_offset 416
	call	check
	popq	%rsi
	.cfi_def_cfa_offset 408
	popq	%rdi
	.cfi_def_cfa_offset 400
	movl	8(%rsp), %r11d
	jmp	.L2939
.L2963:
	addq	$560, 128(%rsp)
	addq	$64, %r12
	jmp	.L2936
.L2958:
	movq	48(%rsp), %r15
	movq	120(%rsp), %r12
	jmp	.L2950
	.cfi_endproc
.LFE232:
	.size	check_omitted, .-check_omitted
	.section	.rodata.str1.1
.LC463:
	.string	"RESULT set=%s"
.LC464:
	.string	" n=%lu"
.LC465:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC466:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB261:
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
	leaq	.LC465(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC463(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC464(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L2966:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2966
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
.L2969:
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
	jc	.L2969
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
	je	.L2970
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
.L2970:
	movq	%rbx, %rdi
	leaq	.LC136(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC466(%rip), %rdi
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
.LFE261:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.1
.LC467:
	.string	"population"
.LC468:
	.string	"sessions"
	.section	.rodata.str1.8
	.align 8
.LC469:
	.string	"RESULT users kind=%s users=%lu requests=%lu throughput_per_s=%.1f mean_response_ns=%.0f"
	.align 8
.LC471:
	.string	" law_response_ns=%.0f law_err_pct=%.4f ok=%d"
	.align 8
.LC472:
	.string	"RESULT ratio name=corrected_users_p99 value=%s\n"
	.align 8
.LC473:
	.string	"RESULT theory queue=MVA users=%lu think_ns=%lu mean_ns=%.0f throughput_per_s=%.1f measured_mean_ns=%.0f err_pct=%.3f tolerance_pct=%.3f ok=%d\n"
	.align 8
.LC474:
	.string	"RESULT checked_against=reference"
	.align 8
.LC475:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.text
	.p2align 4
	.type	users_results, @function
users_results:
.LFB399:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	leaq	80(%rsi), %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movl	%edx, %r13d
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rcx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdi, %rbp
	leaq	.LC387(%rip), %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rsi, %rbx
	movq	%r14, %rsi
	subq	$32, %rsp
	.cfi_def_cfa_offset 80
	call	print_result_set
	leaq	240(%rbx), %rsi
	leaq	.LC388(%rip), %rdi
	call	print_result_set
	movl	960(%rbx), %edx
	testl	%edx, %edx
	jne	.L2987
.L2977:
	movq	304(%rbp), %rdx
	movq	24(%rbx), %rcx
	leaq	.LC467(%rip), %rsi
	movsd	.LC31(%rip), %xmm0
	movsd	1920(%rbx), %xmm1
	mulsd	1936(%rbx), %xmm0
	testq	%rdx, %rdx
	jne	.L2978
	movq	1904(%rbx), %rdx
	leaq	.LC468(%rip), %rsi
.L2978:
	leaq	.LC469(%rip), %rdi
	movl	$2, %eax
	call	printf@PLT
	cmpq	$0, 304(%rbp)
	jne	.L2988
.L2979:
	movl	$10, %edi
	call	putchar@PLT
	movq	104(%rbx), %rdx
	movq	264(%rbx), %rsi
	movq	%rsp, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC472(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	1976(%rbx), %eax
	testl	%eax, %eax
	jne	.L2989
.L2980:
	testl	%r13d, %r13d
	jne	.L2990
.L2981:
	leaq	.LC474(%rip), %rdi
	call	puts@PLT
	movq	8(%r12), %rdx
	movq	(%r12), %rsi
	xorl	%eax, %eax
	leaq	.LC475(%rip), %rdi
	call	printf@PLT
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
.L2987:
	.cfi_restore_state
	leaq	320(%rbx), %rsi
	leaq	.LC389(%rip), %rdi
	call	print_result_set
	jmp	.L2977
.L2990:
	movl	$1, %edx
	leaq	.LC10(%rip), %rsi
	movq	%r14, %rdi
	call	print_score
	jmp	.L2981
.L2989:
	movsd	1984(%rbx), %xmm3
	xorl	%ecx, %ecx
	movq	328(%rbp), %rdx
	movl	$5, %eax
	movsd	1992(%rbx), %xmm4
	movsd	.LC31(%rip), %xmm1
	leaq	.LC473(%rip), %rdi
	movapd	%xmm3, %xmm0
	andpd	.LC60(%rip), %xmm0
	movq	304(%rbp), %rsi
	mulsd	1968(%rbx), %xmm1
	movsd	1920(%rbx), %xmm2
	comisd	%xmm0, %xmm4
	movsd	1960(%rbx), %xmm0
	setnb	%cl
	call	printf@PLT
	jmp	.L2980
.L2988:
	movsd	1952(%rbx), %xmm1
	xorl	%esi, %esi
	movsd	.LC470(%rip), %xmm2
	leaq	.LC471(%rip), %rdi
	movl	$2, %eax
	movapd	%xmm1, %xmm0
	andpd	.LC60(%rip), %xmm0
	comisd	%xmm0, %xmm2
	movsd	1944(%rbx), %xmm0
	setnb	%sil
	call	printf@PLT
	jmp	.L2979
	.cfi_endproc
.LFE399:
	.size	users_results, .-users_results
	.section	.rodata.str1.1
.LC476:
	.string	",closed-form"
.LC477:
	.string	"%s loop: sent %lu of %lu"
.LC478:
	.string	", %lu never sent"
.LC479:
	.string	", %lu dropped"
.LC480:
	.string	", %lu timed out (%s %%)"
.LC481:
	.string	", %lu rejected (%s %%)"
.LC482:
	.string	"; %.1f a second, of %.1f\n"
	.section	.rodata.str1.8
	.align 8
.LC483:
	.string	"RESULT timeouts client=%s count=%lu share_pct=%s\n"
	.align 8
.LC484:
	.string	"RESULT errors client=%s count=%lu share_pct=%s\n"
	.align 8
.LC485:
	.string	"RESULT omissions checked_against=reference%s checks=%lu\n"
	.align 8
.LC486:
	.string	"(us; the faults' walks, once each; p99 beside the truth's %s us:"
	.section	.rodata.str1.1
.LC487:
	.string	" %s %s"
.LC488:
	.string	" times)"
	.text
	.p2align 4
	.type	print_omissions, @function
print_omissions:
.LFB375:
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
	je	.L2991
	movl	%esi, %ebp
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	.p2align 4,,10
	.p2align 3
.L2998:
	cmpl	$1, %eax
	jle	.L3088
	cmpl	$3, %eax
	jle	.L3089
	cmpq	$0, 256(%r15)
	movl	$1, %edx
	jne	.L2996
	movl	280(%r15), %r8d
	testl	%r8d, %r8d
	jne	.L2996
	xorl	%edx, %edx
	cmpq	$0, 288(%r15)
	setne	%dl
.L2996:
	addl	$1, %eax
	addl	%edx, %r9d
	cmpl	$7, %eax
	jne	.L2998
	testl	%ebp, %ebp
	je	.L3090
.L3000:
	movq	%r14, 48(%rsp)
	xorl	%r12d, %r12d
	xorl	%ebx, %ebx
	movl	%r9d, 60(%rsp)
	movl	%ebp, 8(%rsp)
.L3012:
	movq	16(%rsp), %rax
	xorl	%r14d, %r14d
	leaq	(%rax,%r12), %r13
	.p2align 4,,10
	.p2align 3
.L3014:
	cmpq	$1, %r14
	jbe	.L3091
	cmpq	$3, %r14
	jbe	.L3092
	testl	%ebx, %ebx
	je	.L3005
	cmpq	$0, 256(%r15)
	je	.L3006
.L3009:
	cmpq	$6, %r14
	je	.L3007
	leaq	OSET_NAME(%rip), %rax
	leaq	.LC110(%rip), %rcx
	movq	(%rax,%r14,8), %r8
.L3008:
	leaq	128(%rsp), %rbp
	leaq	.LC452(%rip), %rdx
	movl	$40, %esi
	xorl	%eax, %eax
	movq	%rbp, %rdi
	call	snprintf@PLT
.L3010:
	movl	8(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L3093
	movl	$16, %edi
	movq	%r13, %rdx
	movq	%rbp, %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
.L3005:
	addq	$1, %r14
	addq	$80, %r13
	cmpq	$7, %r14
	jne	.L3014
	addq	$560, %r12
	testl	%ebx, %ebx
	jne	.L3094
	movl	$1, %ebx
	jmp	.L3012
	.p2align 4,,10
	.p2align 3
.L3091:
	cmpq	$0, 224(%r15)
	je	.L3086
.L3002:
	leaq	OSET_NAME(%rip), %rax
	testl	%ebx, %ebx
	leaq	.LC110(%rip), %rcx
	movq	(%rax,%r14,8), %r8
	leaq	.LC108(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L3008
	.p2align 4,,10
	.p2align 3
.L3092:
	movl	232(%r15), %edi
	testl	%edi, %edi
	jne	.L3002
.L3086:
	addq	$1, %r14
	addq	$80, %r13
	jmp	.L3014
	.p2align 4,,10
	.p2align 3
.L3093:
	movq	%r13, %rsi
	movq	%rbp, %rdi
	call	print_result_set
	jmp	.L3005
	.p2align 4,,10
	.p2align 3
.L3088:
	xorl	%edx, %edx
	cmpq	$0, 224(%r15)
	setne	%dl
	addl	$1, %eax
	leal	(%r9,%rdx,2), %r9d
	jmp	.L2998
	.p2align 4,,10
	.p2align 3
.L3089:
	movl	232(%r15), %edx
	addl	$1, %eax
	leal	(%r9,%rdx,2), %r9d
	jmp	.L2998
	.p2align 4,,10
	.p2align 3
.L3006:
	movl	280(%r15), %esi
	testl	%esi, %esi
	jne	.L3009
	cmpq	$0, 288(%r15)
	jne	.L3009
	jmp	.L3005
	.p2align 4,,10
	.p2align 3
.L3007:
	movl	$6775148, 128(%rsp)
	leaq	128(%rsp), %rbp
	jmp	.L3010
	.p2align 4,,10
	.p2align 3
.L3104:
	movl	48(%rsp), %r9d
	testl	%ebp, %ebp
	jne	.L3095
	testl	%r9d, %r9d
	jne	.L3096
.L2991:
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
.L3094:
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
.L3028:
	movq	8(%r14), %rax
	movq	56(%r14), %rdx
	movq	48(%r14), %rcx
	cmpq	$1, %rax
	jbe	.L3053
	cmpq	%rdx, %rcx
	jnb	.L3053
	movq	%rax, %rsi
	subq	$1, %rsi
	js	.L3016
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L3017:
	movsd	.LC31(%rip), %xmm1
	mulsd	%xmm0, %xmm1
	subq	%rcx, %rdx
	js	.L3018
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3019:
	divsd	%xmm0, %xmm1
	movsd	%xmm1, 8(%rsp)
	testl	%ebp, %ebp
	jne	.L3020
.L3101:
	movq	(%r14), %rcx
	movq	%rax, %rdx
	movq	%rbx, %rsi
	leaq	.LC477(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%r14), %rsi
	testq	%rsi, %rsi
	jne	.L3097
.L3021:
	movq	24(%r14), %rsi
	testq	%rsi, %rsi
	jne	.L3098
.L3022:
	cmpq	$0, 224(%r15)
	jne	.L3099
.L3023:
	cmpl	$0, 232(%r15)
	jne	.L3100
.L3024:
	movsd	32(%rsp), %xmm1
	movsd	8(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC482(%rip), %rdi
	call	printf@PLT
	jmp	.L3025
	.p2align 4,,10
	.p2align 3
.L3053:
	movq	$0x000000000, 8(%rsp)
	testl	%ebp, %ebp
	je	.L3101
.L3020:
	cmpq	$0, 224(%r15)
	jne	.L3102
.L3026:
	movl	232(%r15), %edx
	testl	%edx, %edx
	jne	.L3103
.L3027:
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
.L3025:
	addq	$64, %r14
	leaq	.LC110(%rip), %rbx
	cmpl	$1, %r12d
	je	.L3104
	movl	40(%rsp), %r12d
	jmp	.L3028
.L3016:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3017
.L3096:
	movq	24(%rsp), %rax
	leaq	64(%rsp), %rdi
	movq	136(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC486(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rax
	leaq	584(%rax), %rbp
.L3032:
	movq	%rbp, %rbx
	xorl	%r13d, %r13d
	movl	%r12d, %r14d
	.p2align 4,,10
	.p2align 3
.L3047:
	cmpq	$1, %r13
	jbe	.L3105
	cmpq	$3, %r13
	jbe	.L3106
	testl	%r14d, %r14d
	je	.L3037
	cmpq	$0, 256(%r15)
	jne	.L3043
	cmpl	$0, 280(%r15)
	jne	.L3043
	cmpq	$0, 288(%r15)
	je	.L3044
	.p2align 4,,10
	.p2align 3
.L3043:
	cmpq	$6, %r13
	jne	.L3039
.L3041:
	subq	$560, %rbp
	xorl	%r12d, %r12d
	jmp	.L3032
	.p2align 4,,10
	.p2align 3
.L3105:
	cmpq	$0, 224(%r15)
	je	.L3087
.L3034:
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
.L3045:
	leaq	128(%rsp), %r12
	leaq	.LC452(%rip), %rdx
	movl	$40, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	8(%rsp), %rdx
	movq	%r12, %rsi
	xorl	%eax, %eax
	leaq	.LC487(%rip), %rdi
	call	printf@PLT
.L3044:
	addq	$1, %r13
	addq	$80, %rbx
	cmpq	$7, %r13
	jne	.L3047
	testl	%r14d, %r14d
	jne	.L3041
.L3042:
	leaq	.LC488(%rip), %rdi
	call	puts@PLT
	movq	16(%rsp), %rsi
	xorl	%edx, %edx
	movq	%r15, %rdi
	call	print_mm1k
	jmp	.L2991
	.p2align 4,,10
	.p2align 3
.L3106:
	movl	232(%r15), %eax
	testl	%eax, %eax
	jne	.L3034
.L3087:
	addq	$1, %r13
	addq	$80, %rbx
	jmp	.L3047
	.p2align 4,,10
	.p2align 3
.L3037:
	addq	$1, %r13
	addq	$80, %rbx
	cmpq	$7, %r13
	jne	.L3047
	jmp	.L3042
.L3103:
	movq	40(%r14), %rsi
	leaq	64(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	40(%r14), %rdx
	movq	%rbx, %rsi
	leaq	.LC484(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r14), %rax
	jmp	.L3027
.L3102:
	movq	32(%r14), %rsi
	leaq	64(%rsp), %rdi
	movq	%rax, %rdx
	call	fmt_share.constprop.0
	movq	32(%r14), %rdx
	movq	%rbx, %rsi
	leaq	.LC483(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%r14), %rax
	jmp	.L3026
.L3018:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3019
.L3090:
	movl	$10, %edi
	movl	%r9d, 8(%rsp)
	call	putchar@PLT
	movl	8(%rsp), %r9d
	testl	%r9d, %r9d
	je	.L3000
	movl	$16, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movl	8(%rsp), %r9d
	jmp	.L3000
.L3039:
	movq	24(%rsp), %rax
	movq	(%rbx), %rsi
	leaq	96(%rsp), %rdi
	movq	136(%rax), %rdx
	call	fmt_ratio.constprop.0
	leaq	.LC110(%rip), %rcx
	movq	%rax, 8(%rsp)
	leaq	OSET_NAME(%rip), %rax
	movq	(%rax,%r13,8), %r8
	jmp	.L3045
.L3095:
	movq	16(%rsp), %rsi
	movq	%r15, %rdi
	movl	$1, %edx
	call	print_mm1k
	movq	24(%rsp), %rax
	leaq	.LC10(%rip), %rsi
	leaq	.LC485(%rip), %rdi
	cmpl	$0, 400(%rax)
	movq	408(%rax), %rdx
	leaq	.LC476(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2991
.L3097:
	leaq	.LC478(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3021
.L3100:
	movq	8(%r14), %rdx
	movq	40(%r14), %rsi
	leaq	64(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	40(%r14), %rsi
	leaq	.LC481(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3024
.L3099:
	movq	8(%r14), %rdx
	movq	32(%r14), %rsi
	leaq	64(%rsp), %rdi
	call	fmt_share.constprop.0
	movq	32(%r14), %rsi
	leaq	.LC480(%rip), %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3023
.L3098:
	leaq	.LC479(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3022
	.cfi_endproc
.LFE375:
	.size	print_omissions, .-print_omissions
	.section	.rodata.str1.1
.LC489:
	.string	" (the trace's mean)"
.LC490:
	.string	"for the trace"
.LC491:
	.string	"for the corrected trace"
.LC492:
	.string	"checking the trace"
.LC493:
	.string	"trace"
	.section	.rodata.str1.8
	.align 8
.LC494:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC495:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC496:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC497:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC498:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC499:
	.string	"recorded"
.LC500:
	.string	"ratio"
.LC501:
	.string	"\n%-10s %9s"
.LC502:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC503:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC504:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC505:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC506:
	.string	"recorded.hgrm"
.LC507:
	.string	"corrected.hgrm"
.LC508:
	.string	"percentiles.svg"
	.section	.text.unlikely,"ax",@progbits
.LCOLDB511:
	.text
.LHOTB511:
	.p2align 4
	.type	run_correct, @function
run_correct:
.LFB402:
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
	je	.L3150
	movl	176(%r12), %r11d
	movq	%rax, %r13
	testl	%r11d, %r11d
	je	.L3110
	testq	%rbx, %rbx
	je	.L3111
	movq	%rbp, %rax
	addq	%rbp, %rdx
	xorl	%esi, %esi
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L3112:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L3112
	movq	$1, 8(%rsp)
	xorl	%eax, %eax
	movq	%rdi, %rcx
	cmpq	%rbx, %rsi
	sbbq	%rax, %rcx
	jnc	.L3151
.L3110:
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
	jne	.L3152
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
	je	.L3153
.L3115:
	leaq	.LC492(%rip), %rsi
	call	cannot
	movl	%eax, %r12d
.L3114:
	movq	%r14, %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	movq	%r13, %rdi
	call	free@PLT
.L3107:
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
.L3153:
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
	jne	.L3115
	movq	16(%rsp), %rdi
	movl	32(%rsp), %edx
	leaq	640(%rsp), %rcx
	movq	%r15, %rsi
	movq	%rcx, 80(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L3115
	cmpq	$0, 48(%rsp)
	je	.L3118
	movq	480(%rsp), %rcx
	cmpq	$16777216, %rcx
	jbe	.L3118
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	leaq	.LC493(%rip), %rdx
	leaq	.LC494(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r12d
	call	fprintf@PLT
	jmp	.L3114
.L3152:
	leaq	.LC491(%rip), %rsi
	movl	%eax, %edi
	leaq	240(%rsp), %r14
	call	cannot
	movl	%eax, %r12d
	leaq	272(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L3114
.L3151:
	movq	%rsi, %rax
	movq	%rbx, %rdx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	%rax, 8(%rsp)
	jmp	.L3110
.L3118:
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
.L3119:
	leaq	names.10(%rip), %rax
	xorl	%r14d, %r14d
	movq	%r15, %rbx
	movq	(%rax,%r15), %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L3120:
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
	jne	.L3120
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
	leaq	.LC447(%rip), %rcx
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
	je	.L3121
	movl	$8, %r15d
	jmp	.L3119
.L3121:
	movq	152(%rsp), %rbx
	leaq	.LC495(%rip), %rdi
	movq	136(%rsp), %r12
	movq	128(%rsp), %r13
	movq	144(%rsp), %rbp
	movq	160(%rsp), %r14
	call	puts@PLT
	movq	64(%rsp), %rdx
	movq	%rbx, %rcx
	xorl	%eax, %eax
	movq	56(%rsp), %rsi
	leaq	.LC496(%rip), %rdi
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
	jne	.L3154
	leaq	.LC10(%rip), %r12
	movq	%r12, %rdx
.L3122:
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
	leaq	.LC497(%rip), %rdi
	movq	64(%rsp), %rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC498(%rip), %rdi
	call	puts@PLT
	movl	$10, %edi
	call	print_header_w
	movl	$10, %edi
	call	putchar@PLT
	movq	40(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC499(%rip), %rsi
	call	print_row_w
	movl	$10, %edi
	call	putchar@PLT
	movq	24(%rsp), %rdx
	movl	$10, %edi
	leaq	.LC157(%rip), %rsi
	call	print_row_w
	movq	%r12, %rdx
	leaq	.LC500(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC501(%rip), %rdi
	leaq	.LC502(%rip), %r12
	call	printf@PLT
	movq	%rbx, 32(%rsp)
	movq	%r15, %rbx
	movq	40(%rsp), %r15
	jmp	.L3129
.L3156:
	movq	24(%rsp), %rcx
	movq	(%rcx,%rbx), %rcx
	testq	%rcx, %rcx
	js	.L3124
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L3125:
	testq	%rax, %rax
	js	.L3126
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3127:
	divsd	%xmm1, %xmm0
	comisd	.LC72(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L3123:
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$56, %rbx
	je	.L3155
.L3129:
	movq	(%r15,%rbx), %rax
	testq	%rax, %rax
	jne	.L3156
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L3123
.L3154:
	leaq	.LC489(%rip), %rdx
	leaq	.LC10(%rip), %r12
	jmp	.L3122
.L3126:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3127
.L3124:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3125
.L3155:
	leaq	.LC503(%rip), %rdi
	movq	32(%rsp), %rbx
	call	puts@PLT
	movq	40(%rsp), %rsi
	leaq	.LC499(%rip), %rdi
	call	print_result_set
	movq	24(%rsp), %rsi
	leaq	.LC157(%rip), %rdi
	call	print_result_set
	movq	8(%rsp), %rsi
	leaq	.LC504(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	184(%rsp), %r12
	xorl	%eax, %eax
	movq	176(%rsp), %rsi
	leaq	.LC475(%rip), %rdi
	movq	%r12, %rdx
	call	printf@PLT
	testq	%r12, %r12
	setne	%r12b
	cmpq	$0, 48(%rsp)
	movzbl	%r12b, %r12d
	je	.L3114
	movq	72(%rsp), %rdi
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%rbx, %rsi
	movq	424(%rsp), %xmm0
	leaq	352(%rsp), %r15
	movl	$2, 320(%rsp)
	rep stosl
	leaq	.LC505(%rip), %rax
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
	je	.L3157
.L3130:
	movl	$1, %r12d
.L3132:
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	376(%rsp), %rdi
	call	free@PLT
	jmp	.L3114
.L3157:
	leaq	376(%rsp), %rbx
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L3130
	leaq	hgrm_writer(%rip), %rbp
	movq	48(%rsp), %rdi
	movq	%r15, %rcx
	leaq	.LC506(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L3130
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC507(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L3130
	movq	80(%rsp), %rcx
	movq	48(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC508(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L3130
	jmp	.L3132
.L3150:
	movq	stderr(%rip), %rdi
	leaq	.LC490(%rip), %rdx
	xorl	%eax, %eax
	movl	$1, %r12d
	leaq	.LC115(%rip), %rsi
	call	fprintf@PLT
	jmp	.L3107
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	run_correct.cold, @function
run_correct.cold:
.LFSB402:
.L3111:
	.cfi_def_cfa_offset 784
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	ud2
	.cfi_endproc
.LFE402:
	.text
	.size	run_correct, .-run_correct
	.section	.text.unlikely
	.size	run_correct.cold, .-run_correct.cold
.LCOLDE511:
	.text
.LHOTE511:
	.section	.rodata.str1.1
.LC512:
	.string	"open: from the intended send"
.LC513:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC515:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC516:
	.string	"due time (ms)"
.LC517:
	.string	"%d"
	.text
	.p2align 4
	.type	first_second_writer, @function
first_second_writer:
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
	movapd	.LC514(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L3159
	testq	%rax, %rax
	je	.L3159
	testq	%rbx, %rbx
	je	.L3188
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L3165
	.p2align 4,,10
	.p2align 3
.L3190:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3164:
	divsd	.LC401(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L3189
.L3165:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L3190
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3164
	.p2align 4,,10
	.p2align 3
.L3189:
	movsd	.LC402(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L3161:
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
	ja	.L3191
.L3166:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC406(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC515(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC403(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rsi
	leaq	.LC516(%rip), %rdx
	movq	%r13, %rdi
	leaq	.LC404(%rip), %rcx
	movq	%rsi, 24(%rsp)
	call	svg_axes
	popq	%rax
	.cfi_def_cfa_offset 152
	popq	%rdx
	.cfi_def_cfa_offset 144
	leaq	48(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L3167:
	movl	%ebx, %ecx
	leaq	.LC517(%rip), %rdx
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
	jne	.L3167
	movq	(%rsp), %r11
	movsd	.LC401(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L3168:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L3181
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L3177
	.p2align 4,,10
	.p2align 3
.L3193:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L3192
.L3171:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L3175
.L3187:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L3174:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L3181
.L3177:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L3193
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
	jne	.L3171
.L3192:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L3187
.L3175:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3174
	.p2align 4,,10
	.p2align 3
.L3181:
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
	leaq	.LC512(%rip), %rcx
	leaq	.LC513(%rip), %rax
	movl	$120, %r8d
	leaq	.LC411(%rip), %rsi
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
	je	.L3179
	movq	.LC401(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L3168
	.p2align 4,,10
	.p2align 3
.L3179:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC407(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L3158:
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
.L3191:
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
	jmp	.L3166
.L3188:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L3161
.L3159:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L3158
	.cfi_endproc
.LFE298:
	.size	first_second_writer, .-first_second_writer
	.section	.rodata.str1.8
	.align 8
.LC518:
	.string	"load, % of the server's capacity"
	.section	.rodata.str1.1
.LC519:
	.string	"stall (us, log scale)"
.LC520:
	.string	"p99 latency (ms)"
.LC521:
	.string	"%g"
	.section	.rodata.str1.8
	.align 8
.LC522:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC523:
	.string	"#555555"
.LC524:
	.string	"theory, M/M/1 open p99"
	.section	.rodata.str1.8
	.align 8
.LC525:
	.string	"p99 against stall length (the load held fixed)"
	.section	.rodata.str1.1
.LC526:
	.string	"p99 against load"
	.text
	.p2align 4
	.type	sweep_writer, @function
sweep_writer:
.LFB299:
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
	jne	.L3230
	testq	%r14, %r14
	je	.L3230
	movq	72(%rsp), %rax
	movq	%r15, 24(%rsp)
	pxor	%xmm1, %xmm1
	xorl	%r12d, %r12d
	movq	%r13, 16(%rsp)
	movq	8(%rsp), %r13
	leaq	264(%rax), %rbx
	.p2align 4,,10
	.p2align 3
.L3204:
	movq	0(%r13,%r12,8), %rax
	testq	%rax, %rax
	js	.L3198
	movl	48(%rsp), %r11d
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testl	%r11d, %r11d
	je	.L3242
.L3200:
	movsd	%xmm0, 0(%rbp,%r12,8)
	leaq	-240(%rbx), %r15
.L3203:
	movq	(%r15), %rdx
	testq	%rdx, %rdx
	js	.L3201
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3202:
	divsd	.LC401(%rip), %xmm0
	addq	$80, %r15
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%r15, %rbx
	jne	.L3203
	addq	$1, %r12
	addq	$288, %rbx
	movsd	%xmm0, 136(%rsp)
	cmpq	%r14, %r12
	jb	.L3204
	movl	48(%rsp), %r10d
	movq	16(%rsp), %r13
	movq	24(%rsp), %r15
	testl	%r10d, %r10d
	je	.L3205
	pxor	%xmm0, %xmm0
	movq	.LC72(%rip), %rax
	comisd	%xmm0, %xmm1
	movq	%rax, 120(%rsp)
	ja	.L3206
	movsd	.LC1(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L3207:
	movl	$820, %edx
	leaq	.LC526(%rip), %rax
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
	leaq	.LC403(%rip), %rsi
	movabsq	$0x4059000000000000, %r13
	call	fprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 248
	popq	%rdx
	.cfi_def_cfa_offset 240
	leaq	.LC518(%rip), %rdx
	movq	$0x000000000, 8(%rsp)
.L3227:
	movq	80(%rsp), %rdi
	leaq	112(%rsp), %rsi
	leaq	.LC520(%rip), %rcx
	movq	%rsi, 88(%rsp)
	call	svg_axes
	movq	%r13, %xmm2
	comisd	8(%rsp), %xmm2
	jb	.L3243
	movl	48(%rsp), %r9d
	movsd	.LC61(%rip), %xmm2
	testl	%r9d, %r9d
	jne	.L3215
	movsd	.LC1(%rip), %xmm2
.L3215:
	movsd	8(%rsp), %xmm4
	movq	%r13, %xmm5
	movq	%rbp, 104(%rsp)
	leaq	144(%rsp), %rbx
	movsd	.LC40(%rip), %xmm7
	movq	80(%rsp), %rbp
	movq	%r13, 56(%rsp)
	leaq	.LC406(%rip), %r12
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
.L3217:
	testl	%r13d, %r13d
	je	.L3244
	movapd	%xmm3, %xmm0
	movsd	%xmm3, 64(%rsp)
.L3241:
	leaq	.LC521(%rip), %rdx
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
	jnb	.L3217
	movq	104(%rsp), %rbp
.L3218:
	leaq	SET_NAME(%rip), %rax
	leaq	SET_COLOUR(%rip), %r13
	movq	80(%rsp), %r12
	movl	$60, 64(%rsp)
	movq	%rax, 48(%rsp)
	movq	72(%rsp), %rax
	movq	%r13, 72(%rsp)
	addq	$24, %rax
	movq	%rax, 56(%rsp)
.L3213:
	movq	56(%rsp), %rcx
	xorl	%edx, %edx
	jmp	.L3221
	.p2align 4,,10
	.p2align 3
.L3246:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3220:
	divsd	.LC401(%rip), %xmm0
	movsd	%xmm0, (%r15,%rdx,8)
	addq	$1, %rdx
	addq	$288, %rcx
	cmpq	%r14, %rdx
	jnb	.L3245
.L3221:
	movq	(%rcx), %rax
	testq	%rax, %rax
	jns	.L3246
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3220
	.p2align 4,,10
	.p2align 3
.L3201:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3202
	.p2align 4,,10
	.p2align 3
.L3198:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	movl	48(%rsp), %r11d
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testl	%r11d, %r11d
	jne	.L3200
.L3242:
	movsd	%xmm1, 8(%rsp)
	divsd	.LC66(%rip), %xmm0
	call	log10@PLT
	movsd	8(%rsp), %xmm1
	jmp	.L3200
	.p2align 4,,10
	.p2align 3
.L3205:
	movsd	0(%rbp), %xmm0
	movq	.LC60(%rip), %xmm4
	movsd	.LC59(%rip), %xmm6
	movapd	%xmm0, %xmm2
	movapd	%xmm4, %xmm3
	andpd	%xmm4, %xmm2
	ucomisd	%xmm2, %xmm6
	jbe	.L3208
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
.L3208:
	movsd	-8(%rbp,%r13), %xmm2
	movsd	%xmm0, 8(%rsp)
	movapd	%xmm4, %xmm5
	movapd	%xmm2, %xmm3
	andpd	%xmm4, %xmm3
	ucomisd	%xmm3, %xmm6
	jbe	.L3209
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
.L3209:
	unpcklpd	%xmm2, %xmm0
	movq	%xmm2, %r13
	movaps	%xmm0, 112(%rsp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L3210
	movsd	.LC1(%rip), %xmm0
	movsd	%xmm0, 40(%rsp)
.L3211:
	movl	$500, %ecx
	movl	$820, %edx
	leaq	.LC525(%rip), %rax
	movsd	%xmm0, 136(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 248
	leaq	.LC403(%rip), %rsi
	movl	$500, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rdi
	movl	$820, %r8d
	call	fprintf@PLT
	popq	%rcx
	.cfi_def_cfa_offset 248
	leaq	.LC519(%rip), %rdx
	popq	%rsi
	.cfi_def_cfa_offset 240
	jmp	.L3227
	.p2align 4,,10
	.p2align 3
.L3245:
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
.L3222:
	movsd	(%r15,%r13,8), %xmm1
	divsd	40(%rsp), %xmm1
	movsd	0(%rbp,%r13,8), %xmm0
	movq	%rbx, %rdx
	mulsd	.LC38(%rip), %xmm1
	subsd	8(%rsp), %xmm0
	divsd	16(%rsp), %xmm0
	leaq	.LC522(%rip), %rsi
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
	jb	.L3222
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movl	$120, %r8d
	movl	$92, %edx
	movq	56(%rsp), %r13
	leaq	.LC411(%rip), %rsi
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
	jne	.L3213
	movq	96(%rsp), %r12
	testq	%r12, %r12
	je	.L3224
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L3225:
	movsd	40(%rsp), %xmm1
	movsd	(%r12,%rbx,8), %xmm0
	divsd	.LC401(%rip), %xmm0
	call	fmin@PLT
	movsd	%xmm0, (%r15,%rbx,8)
	addq	$1, %rbx
	cmpq	%r14, %rbx
	jb	.L3225
	subq	$8, %rsp
	.cfi_def_cfa_offset 248
	movq	%r14, %r8
	movq	%r15, %rcx
	movq	%rbp, %rdx
	pushq	$1
	.cfi_def_cfa_offset 256
	movq	96(%rsp), %rbx
	leaq	.LC523(%rip), %r9
	movq	104(%rsp), %rsi
	movq	%rbx, %rdi
	call	svg_line
	leaq	.LC524(%rip), %rax
	movl	$114, %r9d
	movl	$120, %r8d
	movq	%rax, (%rsp)
	movl	$114, %ecx
	leaq	.LC35(%rip), %rax
	movl	$92, %edx
	pushq	$118
	.cfi_def_cfa_offset 264
	leaq	.LC411(%rip), %rsi
	movq	%rbx, %rdi
	pushq	$126
	.cfi_def_cfa_offset 272
	pushq	%rax
	.cfi_def_cfa_offset 280
	leaq	.LC523(%rip), %rax
	pushq	%rax
	.cfi_def_cfa_offset 288
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	.cfi_def_cfa_offset 240
.L3224:
	movq	80(%rsp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC407(%rip), %rdi
	call	fwrite@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L3194:
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
.L3244:
	.cfi_restore_state
	movq	.LC61(%rip), %rax
	movapd	%xmm3, %xmm1
	movsd	%xmm3, 64(%rsp)
	movq	%rax, %xmm0
	call	pow@PLT
	jmp	.L3241
.L3206:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm1
	movsd	.LC402(%rip), %xmm2
	movsd	.LC65(%rip), %xmm3
	movsd	.LC59(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L3247
.L3229:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, 40(%rsp)
	movapd	%xmm2, %xmm0
	jmp	.L3207
.L3247:
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
	jmp	.L3229
.L3210:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm1
	movsd	.LC402(%rip), %xmm2
	movq	.LC60(%rip), %xmm4
	movq	.LC59(%rip), %rax
	mulsd	%xmm1, %xmm2
	movq	%rax, %xmm6
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm6
	jbe	.L3228
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
.L3228:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, 16(%rsp)
	call	nice_step
	movsd	16(%rsp), %xmm2
	mulsd	%xmm2, %xmm0
	movsd	%xmm0, 40(%rsp)
	jmp	.L3211
.L3243:
	movq	%r13, %xmm5
	subsd	8(%rsp), %xmm5
	movsd	.LC40(%rip), %xmm7
	movsd	%xmm7, 24(%rsp)
	movsd	%xmm5, 16(%rsp)
	movsd	.LC41(%rip), %xmm5
	movsd	%xmm5, 32(%rsp)
	jmp	.L3218
.L3230:
	movq	%rbp, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movl	$-1, %eax
	jmp	.L3194
	.cfi_endproc
.LFE299:
	.size	sweep_writer, .-sweep_writer
	.section	.rodata.str1.8
	.align 8
.LC527:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC528:
	.string	"unexpected argument '%s': %s"
.LC529:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC530:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC531:
	.string	"--quick"
.LC532:
	.string	"--export-values"
.LC533:
	.string	"--hlog-counts"
.LC534:
	.string	"--verbose"
.LC535:
	.string	"--cross-check"
.LC536:
	.string	"--scoreboard"
.LC537:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC538:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC539:
	.string	"at most 1000 characters"
.LC540:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB484:
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
	jle	.L3277
	movq	%rdi, 40(%rsp)
	xorl	%r9d, %r9d
	leaq	2592+OPTIONS(%rip), %rbp
	movl	%esi, 20(%rsp)
	movl	%r9d, %r15d
	movq	%rdx, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L3249:
	movq	8(%rsp), %rcx
	movslq	%r15d, %rax
	leaq	0(,%rax,8), %rdx
	movq	(%rcx,%rax,8), %r12
	movq	%rdx, 24(%rsp)
	cmpb	$45, (%r12)
	jne	.L3281
	cmpb	$104, 1(%r12)
	jne	.L3281
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC413(%rip), %rbx
	jne	.L3281
.L3252:
	leaq	OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	jmp	.L3257
	.p2align 4,,10
	.p2align 3
.L3253:
	addl	$1, %r13d
	addq	$48, %r14
	cmpl	$54, %r13d
	je	.L3256
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L3257:
	movq	(%r14), %rdi
	testl	%eax, %eax
	jne	.L3253
	movslq	%r13d, %rcx
	leaq	OPTIONS(%rip), %rdx
	leaq	(%rcx,%rcx,2), %rax
	salq	$4, %rax
	movl	8(%rdx,%rax), %eax
	cmpl	$2, %eax
	je	.L3289
	leal	1(%r15), %ebx
	cmpl	$1, %eax
	je	.L3290
	cmpl	%ebx, 20(%rsp)
	je	.L3291
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r15
	cmpb	$45, (%r15)
	jne	.L3283
	cmpb	$104, 1(%r15)
	jne	.L3283
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC413(%rip), %r14
	jne	.L3283
.L3272:
	leaq	48+OPTIONS(%rip), %r13
	jmp	.L3275
	.p2align 4,,10
	.p2align 3
.L3273:
	cmpq	%rbp, %r13
	je	.L3274
	movq	0(%r13), %rsi
	movq	%r14, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L3275:
	testl	%eax, %eax
	jne	.L3273
	movq	32(%rsp), %rdi
	movq	%r15, %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC538(%rip), %rdx
	call	snprintf@PLT
.L3260:
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
.L3274:
	.cfi_restore_state
	movq	%r15, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L3292
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r15, %rdx
	movq	%r12, %rsi
	movl	$2048, %r8d
	call	apply_option
	testl	%eax, %eax
	jne	.L3260
.L3269:
	leal	1(%rbx), %r15d
	cmpl	%r15d, 20(%rsp)
	jg	.L3249
.L3277:
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
.L3281:
	.cfi_restore_state
	leaq	.LC225(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L3252
	.p2align 4,,10
	.p2align 3
.L3283:
	leaq	.LC225(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r14
	call	strcmp@PLT
	jmp	.L3272
	.p2align 4,,10
	.p2align 3
.L3256:
	cmpb	$45, (%r12)
	je	.L3293
.L3282:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC527(%rip), %r8
	leaq	.LC528(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3260
	.p2align 4,,10
	.p2align 3
.L3293:
	cmpb	$45, 1(%r12)
	jne	.L3282
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC350(%rip), %r8
	leaq	.LC351(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3260
	.p2align 4,,10
	.p2align 3
.L3290:
	leaq	.LC531(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L3294
	leaq	.LC532(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L3264
	movq	40(%rsp), %rax
	movl	$1, 448(%rax)
.L3263:
	movl	%r15d, %ebx
	jmp	.L3269
	.p2align 4,,10
	.p2align 3
.L3294:
	movq	40(%rsp), %rax
	movl	$1, 480(%rax)
	jmp	.L3263
.L3264:
	leaq	.LC533(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L3295
	leaq	.LC534(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L3266
	movq	40(%rsp), %rax
	movl	$1, 452(%rax)
	jmp	.L3263
.L3295:
	movq	40(%rsp), %rax
	movl	$1, 360(%rax)
	jmp	.L3263
.L3289:
	movq	%rdi, %rcx
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC529(%rip), %r8
	leaq	.LC530(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3260
.L3292:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC539(%rip), %r8
	leaq	.LC540(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3260
.L3291:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC350(%rip), %r8
	leaq	.LC537(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3260
.L3266:
	leaq	.LC535(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L3296
	leaq	.LC536(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3263
	movq	40(%rsp), %rax
	movl	$1, 504(%rax)
	jmp	.L3263
.L3296:
	movq	40(%rsp), %rax
	movl	$3, 368(%rax)
	jmp	.L3263
	.cfi_endproc
.LFE484:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC541:
	.string	", "
.LC542:
	.string	" or "
.LC543:
	.string	"out of memory"
.LC544:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC545:
	.string	"--scenario '%s' is not valid: use "
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB486:
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
.L3299:
	movq	0(%r13), %rax
	movq	%rbx, %rdi
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L3298
	addl	$1, %ebp
	addq	$24, %r13
	cmpl	$21, %ebp
	jne	.L3299
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC545(%rip), %rdx
	call	snprintf@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	jle	.L3315
	leaq	.LC541(%rip), %r8
	cltq
	xorl	%r14d, %r14d
	movl	$2048, %ebx
	leaq	.LC54(%rip), %rbp
	movq	%r8, %r13
	cmpl	$2047, %r15d
	jg	.L3315
.L3316:
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
	jg	.L3315
	testl	%r15d, %r15d
	jle	.L3315
	movslq	%r15d, %rax
	addq	$24, %r12
	cmpl	$2047, %r15d
	jg	.L3315
	cmpl	$18, %r14d
	jle	.L3323
	cmpl	$19, %r14d
	je	.L3340
	movq	16(%rsp), %rdi
	subq	%rax, %rbx
	movq	(%r12), %rcx
	movq	%rbp, %rdx
	movq	%rbx, %rsi
	leaq	.LC10(%rip), %r8
	addq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L3315:
	movl	$-1, %eax
	jmp	.L3297
	.p2align 4,,10
	.p2align 3
.L3298:
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
	je	.L3341
	leaq	40(%rsp), %rbx
	leaq	.LC36(%rip), %r12
	movq	%rbx, %rdx
	movq	%r12, %rsi
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L3303
	leaq	48(%rsp), %rcx
	movl	$1, %ebp
	movq	%rcx, (%rsp)
	.p2align 4,,10
	.p2align 3
.L3304:
	movq	(%rsp), %rcx
	movq	%rbx, %rdx
	movq	%r12, %rsi
	xorl	%edi, %edi
	movl	%ebp, %r13d
	movq	%rax, -8(%rcx,%rbp,8)
	call	strtok_r@PLT
	movq	%rbp, %rdx
	addq	$1, %rbp
	testq	%rax, %rax
	je	.L3306
	cmpl	$31, %r13d
	jle	.L3304
.L3306:
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
.L3313:
	movslq	%ebp, %rax
	movq	48(%rsp,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L3324
	cmpb	$104, 1(%rbx)
	jne	.L3324
	cmpb	$0, 2(%rbx)
	jne	.L3324
	movl	$-1, %eax
	leaq	.LC413(%rip), %rbx
.L3309:
	leaq	48+OPTIONS(%rip), %r15
	xorl	%r12d, %r12d
	jmp	.L3312
	.p2align 4,,10
	.p2align 3
.L3310:
	addl	$1, %r12d
	cmpl	$54, %r12d
	je	.L3321
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	addq	$48, %r15
	call	strcmp@PLT
.L3312:
	testl	%eax, %eax
	jne	.L3310
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
.L3311:
	movl	12(%rsp), %ecx
	leal	1(%rax), %ebp
	cmpl	%ecx, %eax
	jl	.L3313
.L3307:
	movq	16(%rsp), %rcx
	movq	(%rsp), %rdx
	movl	%r13d, %esi
	movq	%r14, %rdi
	call	apply_args.constprop.0
.L3297:
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
.L3324:
	.cfi_restore_state
	leaq	.LC225(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L3309
	.p2align 4,,10
	.p2align 3
.L3321:
	movl	%ebp, %eax
	jmp	.L3311
.L3323:
	movq	%r13, %r8
	jmp	.L3316
.L3340:
	leaq	.LC542(%rip), %r8
	jmp	.L3316
.L3303:
	movq	24(%rsp), %xmm0
	leaq	48(%rsp), %rax
	movq	%rax, (%rsp)
	movhps	8(%r13), %xmm0
	xorl	%r13d, %r13d
	movups	%xmm0, 456(%r14)
	jmp	.L3307
.L3341:
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC543(%rip), %r8
	leaq	.LC544(%rip), %rdx
	call	snprintf@PLT
	orl	$-1, %eax
	jmp	.L3297
	.cfi_endproc
.LFE486:
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
	je	.L3355
.L3342:
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
.L3355:
	.cfi_restore_state
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L3342
	cmpl	$1, %eax
	je	.L3356
	movq	%rsp, %r12
	movq	104(%rsi), %rsi
	xorl	%ecx, %ecx
	leaq	40(%rbx), %rdi
	movl	$256, %r9d
	movq	%r12, %r8
	leaq	.LC139(%rip), %rdx
	call	numbers_open
	testl	%eax, %eax
	je	.L3342
	leaq	run_fault_lock(%rip), %rbp
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L3357
.L3347:
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
.L3356:
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
.L3357:
	.cfi_restore_state
	movq	%r12, %rcx
	leaq	.LC30(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L3347
	.cfi_endproc
.LFE64:
	.size	due_restart, .-due_restart
	.p2align 4
	.type	was_given, @function
was_given:
.LFB329:
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
	jne	.L3366
	cmpb	$104, 1(%rsi)
	je	.L3368
.L3366:
	leaq	.LC225(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
.L3360:
	leaq	48+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L3363
	.p2align 4,,10
	.p2align 3
.L3361:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L3365
	movq	0(%r13), %rsi
	movq	%r12, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L3363:
	testl	%eax, %eax
	jne	.L3361
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
.L3368:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	jne	.L3366
	movl	$-1, %eax
	leaq	.LC413(%rip), %r12
	jmp	.L3360
	.p2align 4,,10
	.p2align 3
.L3365:
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
.LFE329:
	.size	was_given, .-was_given
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB94:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L3376
	testq	%r8, %r8
	je	.L3376
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
	jne	.L3369
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L3379
.L3371:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L3369:
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
.L3376:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L3379:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L3374
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L3372:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L3380
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L3371
	.p2align 4,,10
	.p2align 3
.L3374:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L3372
.L3380:
	movl	$1, 24(%rbx)
	jmp	.L3369
	.cfi_endproc
.LFE94:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	dist_score, @function
dist_score:
.LFB249:
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
	jne	.L3390
	movl	24(%rsp), %eax
	testl	%eax, %eax
	jne	.L3391
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	xorl	%r12d, %r12d
	movq	%rbp, %rdi
.L3385:
	movq	%r13, %rcx
	call	dist_summarise
	movl	%eax, %ebx
.L3384:
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
.L3390:
	.cfi_restore_state
	leaq	32(%rsp), %r14
	movq	%r12, %rsi
	movq	%rbp, %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	56(%rsp), %eax
	orl	24(%rsp), %eax
	movq	32(%rsp), %r12
	jne	.L3389
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	jmp	.L3385
	.p2align 4,,10
	.p2align 3
.L3391:
	xorl	%r12d, %r12d
.L3389:
	movl	$-1, %ebx
	jmp	.L3384
	.cfi_endproc
.LFE249:
	.size	dist_score, .-dist_score
	.section	.rodata.str1.8
	.align 8
.LC546:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC547:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC548:
	.string	"#2e8b57"
.LC549:
	.string	"#1f5fbf"
.LC550:
	.string	"closed: one sample of %s us"
.LC551:
	.string	"open: %lu requests delayed"
.LC552:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC553:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB297:
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
	jb	.L3393
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L3393:
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
	js	.L3394
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3395:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L3396
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L3397:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L3447
	cmpq	$0, -368(%rbp)
	je	.L3447
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L3401
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3402:
	subsd	%xmm2, %xmm0
	movsd	.LC401(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L3403
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3404:
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
	js	.L3405
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3406:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC401(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L3445
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L3410
	.p2align 4,,10
	.p2align 3
.L3463:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3409:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC401(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L3462
.L3410:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L3463
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
.L3462:
	movsd	.LC402(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L3407:
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
	ja	.L3464
.L3411:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC401(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L3412
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3413:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC546(%rip), %rdx
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
	leaq	.LC403(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rsi
	leaq	.LC404(%rip), %rcx
	movq	%r14, %rdi
	leaq	.LC547(%rip), %rdx
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
	movq	.LC401(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L3465
.L3414:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L3466
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC406(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L3420:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC60(%rip), %xmm0
	leaq	.LC521(%rip), %rdx
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
	movq	.LC401(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L3420
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L3421:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L3467
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
	jmp	.L3426
	.p2align 4,,10
	.p2align 3
.L3469:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L3423:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L3424
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L3425:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L3468
.L3426:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L3469
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3423
	.p2align 4,,10
	.p2align 3
.L3424:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3425
	.p2align 4,,10
	.p2align 3
.L3468:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC552(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC401(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L3470
.L3441:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L3434
	.p2align 4,,10
	.p2align 3
.L3472:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3431:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L3432
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L3433:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L3471
.L3434:
	testq	%rdx, %rdx
	jns	.L3472
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3431
	.p2align 4,,10
	.p2align 3
.L3432:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3433
	.p2align 4,,10
	.p2align 3
.L3471:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC548(%rip), %r9
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
	movq	.LC401(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L3429
.L3428:
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
	jmp	.L3440
	.p2align 4,,10
	.p2align 3
.L3473:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L3437:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L3438
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L3439:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L3429
.L3440:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L3473
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3437
	.p2align 4,,10
	.p2align 3
.L3438:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3439
	.p2align 4,,10
	.p2align 3
.L3467:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC552(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC401(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L3441
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC548(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L3429:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC549(%rip), %r9
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
	leaq	.LC550(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC549(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC411(%rip), %rbx
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
	leaq	.LC551(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC552(%rip), %rax
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
	leaq	.LC553(%rip), %rdx
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
	leaq	.LC548(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC407(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L3392:
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
.L3465:
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
	jmp	.L3414
	.p2align 4,,10
	.p2align 3
.L3464:
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
	jmp	.L3411
	.p2align 4,,10
	.p2align 3
.L3412:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3413
	.p2align 4,,10
	.p2align 3
.L3405:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3406
	.p2align 4,,10
	.p2align 3
.L3403:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3404
	.p2align 4,,10
	.p2align 3
.L3401:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3402
	.p2align 4,,10
	.p2align 3
.L3396:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L3397
	.p2align 4,,10
	.p2align 3
.L3394:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3395
	.p2align 4,,10
	.p2align 3
.L3445:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L3407
	.p2align 4,,10
	.p2align 3
.L3466:
	leaq	-240(%rbp), %r12
	jmp	.L3421
	.p2align 4,,10
	.p2align 3
.L3470:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC548(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC401(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L3428
.L3447:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L3392
	.cfi_endproc
.LFE297:
	.size	timeline_writer, .-timeline_writer
	.section	.rodata.str1.1
.LC554:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC555:
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
	jne	.L3487
	movq	112(%rbp), %rdx
	testq	%rdx, %rdx
	je	.L3477
	movq	(%rdx,%rax,8), %rax
.L3474:
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
.L3477:
	.cfi_restore_state
	movl	72(%rbp), %edx
	testl	%edx, %edx
	je	.L3488
	cmpl	$1, %edx
	je	.L3489
	leaq	16(%rsp), %r12
	leaq	8(%rsp), %rsi
	movl	$256, %ecx
	leaq	40(%rdi), %rdi
	movq	%r12, %rdx
	call	numbers_next
	cmpl	$1, %eax
	je	.L3490
	testl	%eax, %eax
	leaq	.LC554(%rip), %rax
	movq	104(%rbp), %rcx
	leaq	.LC555(%rip), %rdx
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
	je	.L3491
.L3484:
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 112(%rbx)
.L3487:
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
.L3488:
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
.L3489:
	.cfi_restore_state
	leaq	16(%rdi), %rdi
	call	poisson_next
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L3480
	cvttsd2siq	%xmm0, %rax
	jmp	.L3474
	.p2align 4,,10
	.p2align 3
.L3491:
	movq	%r12, %rcx
	leaq	.LC30(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L3484
	.p2align 4,,10
	.p2align 3
.L3490:
	movq	8(%rsp), %rax
	movq	%rax, 104(%rbx)
	jmp	.L3474
	.p2align 4,,10
	.p2align 3
.L3480:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L3474
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
	je	.L3493
.L3496:
	xorl	%ebx, %ebx
	testq	%rbp, %rbp
	je	.L3492
	.p2align 4,,10
	.p2align 3
.L3494:
	movq	%r12, %rdi
	call	due_next
	movq	%rax, 0(%r13,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	jne	.L3494
.L3492:
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
.L3493:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L3496
	testq	%rbp, %rbp
	je	.L3497
	leaq	16(%rdi), %rbx
	xorl	%r15d, %r15d
	movabsq	$-9223372036854775808, %r14
	jmp	.L3500
	.p2align 4,,10
	.p2align 3
.L3511:
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 0(%r13,%r15,8)
.L3499:
	addq	$1, %r15
	cmpq	%r15, %rbp
	je	.L3510
.L3500:
	movq	%rbx, %rdi
	call	poisson_next
	comisd	.LC82(%rip), %xmm0
	jb	.L3511
	subsd	.LC82(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 0(%r13,%r15,8)
	xorq	%r14, 0(%r13,%r15,8)
	jmp	.L3499
.L3510:
	movq	8(%r12), %rcx
.L3497:
	addq	%rbp, %rcx
	movq	%rcx, 8(%r12)
	jmp	.L3492
	.cfi_endproc
.LFE65:
	.size	due_fill, .-due_fill
	.p2align 4
	.type	batch_stats.constprop.0, @function
batch_stats.constprop.0:
.LFB490:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movq	%rdi, %r15
	movl	$68, %ecx
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
	subq	$872, %rsp
	.cfi_def_cfa_offset 928
	leaq	320(%rsp), %r12
	movq	%rsi, 24(%rsp)
	movq	%r12, %rdi
	rep stosq
	movq	136(%r15), %rax
	movl	$524288, %edi
	movq	%rax, 856(%rsp)
	call	malloc@PLT
	movl	$524288, %edi
	movq	%rax, %rbp
	call	malloc@PLT
	movq	%rax, %rbx
	testq	%rbp, %rbp
	je	.L3516
	testq	%rax, %rax
	je	.L3516
	leaq	160(%rsp), %r13
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r13, %rdi
	call	walk_start
	movl	%eax, 20(%rsp)
	testl	%eax, %eax
	jne	.L3516
	leaq	32(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rdi, 8(%rsp)
	call	due_restart
	.p2align 4,,10
	.p2align 3
.L3517:
	movq	8(%rsp), %rdi
	movl	$65536, %edx
	movq	%rbx, %rsi
	call	due_fill
	movl	$65536, %edx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	movq	%rax, %r14
	movq	%rbx, 240(%rsp)
	movq	%rax, 248(%rsp)
	movq	$0, 256(%rsp)
	movq	$0, 264(%rsp)
	call	walk_run
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movq	%rax, %r15
	movq	%rax, %rdx
	call	batch_add
	orq	%r15, %r14
	jne	.L3517
	leaq	72(%rsp), %rdi
	call	numbers_close
	movq	272(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	24(%rsp), %rsi
	movq	%r12, %rdi
	call	batch_end
.L3512:
	movl	20(%rsp), %eax
	addq	$872, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L3516:
	.cfi_restore_state
	movq	%rbp, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movl	$-1, 20(%rsp)
	jmp	.L3512
	.cfi_endproc
.LFE490:
	.size	batch_stats.constprop.0, .-batch_stats.constprop.0
	.section	.rodata.str1.1
.LC556:
	.string	"M/G/1"
.LC557:
	.string	"M/M/1"
.LC558:
	.string	"M/D/1"
	.text
	.p2align 4
	.type	theory_of, @function
theory_of:
.LFB205:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movq	$0, 48(%rsi)
	movups	%xmm0, (%rsi)
	movups	%xmm0, 16(%rsi)
	movups	%xmm0, 32(%rsi)
	cmpl	$1, 72(%rdi)
	je	.L3521
.L3533:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L3521:
	cmpq	$0, 48(%rdi)
	jne	.L3533
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
	je	.L3524
	movq	%rdi, 8(%rsp)
	leaq	24(%rsp), %rdx
	leaq	24(%rsi), %rsi
	call	*%rax
	movsd	24(%rbx), %xmm2
	movsd	24(%rsp), %xmm3
	movq	8(%rsp), %rdi
.L3525:
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
	jnb	.L3520
	movl	8(%rdi), %edx
	leaq	.LC557(%rip), %rax
	cmpl	$1, %edx
	je	.L3528
	testl	%edx, %edx
	leaq	.LC558(%rip), %rax
	leaq	.LC556(%rip), %rcx
	cmovne	%rcx, %rax
.L3528:
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
.L3520:
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L3524:
	.cfi_restore_state
	movq	(%rdi), %rax
	testq	%rax, %rax
	js	.L3526
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3527:
	leaq	(%rdx,%rdx,2), %rax
	movsd	%xmm2, 24(%rbx)
	salq	$5, %rax
	movsd	16(%rcx,%rax), %xmm3
	jmp	.L3525
	.p2align 4,,10
	.p2align 3
.L3526:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3527
	.cfi_endproc
.LFE205:
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
.L3541:
	movq	(%rbx), %r13
	movq	16(%rbx), %r15
	testq	%r13, %r13
	je	.L3537
	testq	%r15, %r15
	je	.L3537
	movl	24(%rbp), %eax
	testl	%eax, %eax
	jne	.L3537
	movq	8(%rbp), %rsi
	movq	0(%rbp), %rdi
	cmpq	16(%rbp), %rsi
	je	.L3545
.L3538:
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
.L3537:
	addq	$8, %rbx
	cmpq	%rbx, %r12
	jne	.L3541
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
.L3545:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L3546
	movl	$512, %esi
	movl	$16, %ecx
.L3539:
	movq	%rdx, 8(%rsp)
	movq	%rcx, (%rsp)
	call	realloc@PLT
	movq	(%rsp), %rcx
	movq	8(%rsp), %rdx
	testq	%rax, %rax
	movq	%rax, %rdi
	je	.L3547
	movq	%rax, 0(%rbp)
	movq	8(%rbp), %rsi
	movq	%rcx, 16(%rbp)
	jmp	.L3538
	.p2align 4,,10
	.p2align 3
.L3546:
	leaq	(%rsi,%rsi), %rcx
	salq	$6, %rsi
	jmp	.L3539
.L3547:
	movl	$1, 24(%rbp)
	jmp	.L3537
	.cfi_endproc
.LFE106:
	.size	closed_form_open, .-closed_form_open
	.p2align 4
	.type	score_reference, @function
score_reference:
.LFB252:
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
	je	.L3549
	cmpq	$0, 48(%rsp)
	je	.L3549
	movq	%r13, %rcx
	testq	%r13, %r13
	je	.L3549
	testq	%rsi, %rsi
	je	.L3549
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
	jne	.L3636
.L3550:
	movq	16(%rsp), %rax
	movq	%r12, %r9
	xorl	%ebp, %ebp
	leaq	80(%rax), %r15
	movq	%r15, %r12
	jmp	.L3556
	.p2align 4,,10
	.p2align 3
.L3639:
	testq	%rdx, %rdx
	je	.L3574
	movq	16(%rsp), %rax
	movl	$1, 872(%rax,%rbp,4)
	cmpq	$1, %rbp
	je	.L3637
.L3557:
	movq	24(%r9), %rsi
	movq	24(%rsp), %rcx
	movq	%r12, %r8
	movq	%rbx, %rdi
	movq	%r9, (%rsp)
	call	dist_score
	movq	(%rsp), %r9
	testl	%eax, %eax
	jne	.L3635
.L3574:
	addq	$1, %rbp
	addq	$80, %r12
	cmpq	$7, %rbp
	je	.L3638
.L3556:
	movq	16(%rsp), %rax
	movq	800(%rax,%rbp,8), %rdx
	testq	%rbp, %rbp
	jne	.L3639
	movq	16(%rsp), %rax
	movl	$1, 872(%rax)
	jmp	.L3557
.L3638:
	movq	64(%rsp), %rax
	movq	%r9, %r12
	xorl	%r14d, %r14d
	movq	24(%r12), %r13
	movq	%r12, %rdi
	movq	24(%rax), %r9
	call	trace_runtime_ns
	cmpq	%r9, %r13
	jb	.L3575
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
.L3575:
	imulq	$1000, %r14, %rax
	movq	16(%rsp), %rdi
	movq	%rax, 856(%rdi)
	testq	%r13, %r13
	jne	.L3576
	leaq	160(%rsp), %r15
	leaq	640(%rdi), %rbp
	movl	$8, %ecx
	xorl	%eax, %eax
	movl	$1, 900(%rdi)
	movq	%r15, %rdi
	rep stosl
.L3577:
	cmpl	$0, 184(%rsp)
	jne	.L3603
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
	jne	.L3590
	movq	16(%rsp), %rax
	xorl	%r12d, %r12d
	movq	640(%rax), %r13
	testq	%r13, %r13
	jne	.L3640
	movq	16(%rsp), %rax
.L3592:
	xorl	%edx, %edx
	movq	%rdx, 648(%rax,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	jne	.L3592
.L3595:
	movq	16(%rsp), %rdi
	movl	$1000, %eax
	imulq	$1000, 712(%rdi), %rcx
	mulq	704(%rdi)
	addq	%rcx, %rdx
	movq	%rax, 704(%rdi)
	movq	%rdx, 712(%rdi)
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3580
.L3636:
	movq	40(%rsp), %rsi
	xorl	%ebp, %ebp
	orq	$-1, %r13
	xorl	%edi, %edi
	movq	%rsi, %rdx
	leaq	(%rsi,%r8,8), %rcx
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L3551:
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
	jne	.L3551
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
	jne	.L3552
	movl	$50000, %esi
	xorl	%edi, %edi
.L3552:
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
	jmp	.L3550
.L3576:
	movabsq	$67108863999, %rax
	cmpq	-8(%rbx,%r13,8), %rax
	movq	16(%rsp), %rax
	jb	.L3578
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
.L3579:
	movq	0(%rbp,%rcx,8), %rdx
	movq	%rcx, %r13
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	movq	%rdx, %r15
	cmpq	%rbx, %rcx
	jb	.L3581
	jmp	.L3641
	.p2align 4,,10
	.p2align 3
.L3584:
	addq	$1, %r13
	cmpq	%r13, %rbx
	je	.L3583
.L3581:
	movq	0(%rbp,%r13,8), %rdx
	shrq	$3, %rdx
	movq	%rdx, %rax
	mulq	%r12
	shrq	$4, %rdx
	cmpq	%rdx, %r15
	je	.L3584
.L3583:
	movq	%r13, %r8
	subq	%rcx, %r8
	je	.L3588
	movl	184(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L3588
	movq	56(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r8, (%rsp)
	call	dist_add.part.0
	movq	(%rsp), %r8
.L3588:
	testq	%r14, %r14
	je	.L3589
.L3586:
	movq	72(%rsp), %rax
	cmpq	%rax, %r15
	jnb	.L3642
.L3589:
	movq	%r13, %rcx
	cmpq	%rbx, %r13
	jb	.L3579
.L3632:
	movq	%rbp, %rbx
	movq	56(%rsp), %r15
	movq	80(%rsp), %rbp
	jmp	.L3577
.L3637:
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
	je	.L3607
	testq	%r11, %r11
	movq	(%rsp), %r9
	movq	56(%rsp), %r8
	movq	72(%rsp), %rdx
	je	.L3607
	testq	%rbp, %rbp
	je	.L3560
	movq	16(%r9), %r13
	movq	%r13, %rax
	leaq	0(%r13,%rbp,8), %rsi
	.p2align 4,,10
	.p2align 3
.L3561:
	movq	(%rax), %rcx
	addq	$8, %rax
	addq	$1, 8(%r14,%rcx,8)
	cmpq	%rax, %rsi
	jne	.L3561
	testq	%r8, %r8
	je	.L3565
.L3562:
	movq	(%r14), %rcx
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3564:
	addq	$1, %rax
	addq	(%r14,%rax,8), %rcx
	movq	%rcx, (%r14,%rax,8)
	cmpq	%r8, %rax
	jb	.L3564
	testq	%rbp, %rbp
	je	.L3568
	movq	16(%r9), %r13
.L3565:
	movq	8(%r9), %r15
	xorl	%eax, %eax
	.p2align 4,,10
	.p2align 3
.L3563:
	movq	0(%r13,%rax,8), %rcx
	leaq	(%r14,%rcx,8), %rsi
	movq	(%rsi), %rcx
	leaq	1(%rcx), %rdi
	movq	%rdi, (%rsi)
	movq	(%r15,%rax,8), %rsi
	addq	$1, %rax
	movq	%rsi, (%r11,%rcx,8)
	cmpq	%rbp, %rax
	jb	.L3563
.L3568:
	testq	%r8, %r8
	je	.L3567
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
	jmp	.L3566
	.p2align 4,,10
	.p2align 3
.L3571:
	movq	160(%rsp), %rdi
	addq	$1, %rbp
	call	free@PLT
	cmpq	%rbp, 80(%rsp)
	je	.L3643
.L3566:
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
	je	.L3571
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
.L3549:
	orl	$-1, %r13d
	jmp	.L3572
.L3578:
	xorl	%esi, %esi
	movl	%esi, 900(%rax)
.L3580:
	movq	64(%rsp), %rax
	movl	48(%rax), %r13d
	testl	%r13d, %r13d
	je	.L3572
	movq	40(%rax), %rdx
	xorl	%r13d, %r13d
	testq	%rdx, %rdx
	jne	.L3644
.L3572:
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
.L3603:
	.cfi_restore_state
	orl	$-1, %r13d
.L3590:
	movq	%r15, %rdi
	call	dist_free
	jmp	.L3572
.L3642:
	movq	%r15, %rsi
	xorl	%edx, %edx
	movq	56(%rsp), %rdi
	subq	%r14, %rsi
	leaq	-1(%rsi), %rax
	divq	%r14
	movq	%r14, %rdx
	movq	%rax, %rcx
	call	dist_add
	jmp	.L3589
.L3644:
	movq	16(%rsp), %rax
	movq	64(%rsp), %rdi
	movq	24(%rsp), %rcx
	movl	$1, 904(%rax)
	movq	8(%rdi), %rsi
	leaq	720(%rax), %r8
	movq	%rdx, 864(%rax)
	movq	48(%rsp), %rdi
	call	dist_score
.L3635:
	movl	%eax, %r13d
	jmp	.L3572
.L3643:
	movq	96(%rsp), %r9
	movq	88(%rsp), %rbx
	movq	(%rsp), %r11
	movq	104(%rsp), %r12
	movq	56(%rsp), %r10
.L3567:
	cmpl	$0, 152(%rsp)
	movq	128(%rsp), %rbp
	jne	.L3645
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
	jne	.L3635
	movq	56(%rsp), %r9
	addq	$80, %r12
	movl	$2, %ebp
	jmp	.L3556
.L3641:
	testq	%r14, %r14
	je	.L3632
	xorl	%r8d, %r8d
	jmp	.L3586
.L3640:
	leaq	PCT_MILLI(%rip), %rbp
	movq	%rax, %r14
	jmp	.L3594
.L3646:
	mulq	%r13
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	leaq	1(%rax), %rsi
	cmpq	%r13, %rsi
	cmova	%r13, %rsi
.L3593:
	movq	%r15, %rdi
	call	dist_at_rank
	imulq	$1000, %rax, %rax
	movq	%rax, 648(%r14,%r12)
	addq	$8, %r12
	cmpq	$48, %r12
	je	.L3595
.L3594:
	movq	0(%rbp,%r12), %rax
	cmpq	$100000, %rax
	jne	.L3646
	movq	%r13, %rsi
	jmp	.L3593
.L3560:
	testq	%r8, %r8
	jne	.L3562
	jmp	.L3567
.L3645:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	free@PLT
	jmp	.L3549
.L3607:
	movq	%r14, %rdi
	movq	%r11, 16(%rsp)
	call	free@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	jmp	.L3549
	.cfi_endproc
.LFE252:
	.size	score_reference, .-score_reference
	.section	.rodata.str1.8
	.align 8
.LC559:
	.string	"bench: more than 65536 sessions were active at once (the server falls behind them): lower --sessions or --return-prob\n"
	.section	.rodata.str1.1
.LC560:
	.string	"for the users' walk"
	.section	.rodata.str1.8
	.align 8
.LC561:
	.string	"bench: the users sent 8388608 requests before the end of the run, and every one is kept: shorten --duration\n"
	.section	.rodata.str1.1
.LC562:
	.string	"for the scoreboard"
	.text
	.p2align 4
	.type	users_compute, @function
users_compute:
.LFB396:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r10
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
	movq	%rsi, %rbx
	subq	$680, %rsp
	.cfi_def_cfa_offset 736
	movq	%rsi, 24(%rsp)
	movq	%r10, %rsi
	leaq	416(%rsp), %rdi
	movq	%r10, 8(%rsp)
	movq	$0, 112(%rsp)
	movq	%rdi, 40(%rsp)
	movaps	%xmm0, 96(%rsp)
	call	server_init
	movq	8(%rsp), %r10
	movq	$0, 24(%rbx)
	cmpq	$0, 304(%r10)
	je	.L3648
	leaq	96(%rsp), %r12
	xorl	%ebx, %ebx
	movq	%r10, %rbp
	movq	%r12, 48(%rsp)
	jmp	.L3650
	.p2align 4,,10
	.p2align 3
.L3649:
	movq	%rbx, 168(%rsp)
	subq	$32, %rsp
	.cfi_def_cfa_offset 768
	movq	%r12, %rdi
	addq	$1, %rbx
	movq	%rsi, 192(%rsp)
	movq	$0, 208(%rsp)
	movdqa	192(%rsp), %xmm6
	movq	$0, 16(%rsp)
	movups	%xmm6, (%rsp)
	call	uheap_push
	addq	$32, %rsp
	.cfi_def_cfa_offset 736
	cmpq	304(%rbp), %rbx
	jnb	.L3794
	testl	%eax, %eax
	jne	.L3794
.L3650:
	movl	336(%rbp), %ecx
	movq	328(%rbp), %rsi
	testl	%ecx, %ecx
	je	.L3649
	movq	96(%rbp), %rdi
	xorl	%ecx, %ecx
	movq	%rbx, %rdx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3649
.L3794:
	xorl	%edx, %edx
	movq	%rbp, %r10
	movq	%rdx, 56(%rsp)
.L3652:
	leaq	128(%rsp), %rcx
	movq	96(%rsp), %r15
	xorl	%r13d, %r13d
	movq	%r10, %rbp
	movq	%rcx, 64(%rsp)
	testl	%eax, %eax
	jne	.L3870
	movq	104(%rsp), %r8
	testq	%r8, %r8
	je	.L3860
.L3879:
	movq	(%r15), %rbx
	cmpq	344(%rbp), %rbx
	jnb	.L3860
	movq	24(%rsp), %rax
	movq	24(%rax), %rsi
	cmpq	$8388607, %rsi
	ja	.L3860
	movq	8(%r15), %rax
	subq	$1, %r8
	movq	16(%r15), %r12
	movq	%r8, 104(%rsp)
	movq	%rax, 32(%rsp)
	leaq	(%r8,%r8,2), %rax
	leaq	(%r15,%rax,8), %rax
	movdqu	(%rax), %xmm0
	movq	16(%rax), %rcx
	movhps	%xmm0, 16(%rsp)
	movq	%xmm0, %r11
	cmpq	$1, %r8
	jbe	.L3657
	movq	%rcx, 8(%rsp)
	movl	$1, %eax
	xorl	%edi, %edi
	movq	%r11, %r14
	jmp	.L3664
	.p2align 4,,10
	.p2align 3
.L3872:
	xorl	%edx, %edx
	cmpq	%r14, %r9
	setb	%dl
.L3662:
	testl	%edx, %edx
	je	.L3871
	movdqu	(%rsi), %xmm7
	leaq	(%rdi,%rdi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movups	%xmm7, (%rdx)
	movq	16(%rsi), %rsi
	movq	%rsi, 16(%rdx)
	leaq	1(%rax,%rax), %rdx
	cmpq	%r8, %rdx
	jnb	.L3781
	movq	%rax, %rdi
	movq	%rdx, %rax
.L3664:
	leaq	1(%rdi), %rdx
	leaq	(%rax,%rax,2), %rsi
	leaq	(%r15,%rsi,8), %rsi
	leaq	(%rdx,%rdx), %r10
	movq	(%rsi), %r9
	cmpq	%r8, %r10
	jnb	.L3658
	addq	%r10, %rdx
	salq	$4, %rdx
	addq	%r15, %rdx
	movq	(%rdx), %r11
	cmpq	%r9, %r11
	jne	.L3868
	movq	8(%rsi), %rcx
	cmpq	%rcx, 8(%rdx)
.L3868:
	setb	%cl
	movzbl	%cl, %ecx
	testl	%ecx, %ecx
	cmovne	%r11, %r9
	cmovne	%rdx, %rsi
	cmovne	%r10, %rax
.L3658:
	cmpq	%r9, %r14
	jne	.L3872
	movq	16(%rsp), %rdx
	cmpq	%rdx, 8(%rsi)
	setb	%dl
	movzbl	%dl, %edx
	jmp	.L3662
.L3657:
	movq	304(%rbp), %rax
	movq	%r13, %r14
	orq	%r12, %rax
	cmpq	%rbx, %r13
	cmovb	%rbx, %r14
	testq	%r8, %r8
	jne	.L3873
	testq	%rax, %rax
	je	.L3765
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L3670
.L3877:
	cmpq	$0, 40(%rbp)
	movq	0(%rbp), %rdx
	je	.L3874
.L3672:
	movq	40(%rsp), %rdi
	movq	%r14, %rsi
	call	serve_random
	movq	%rax, %r13
.L3673:
	movq	32(%rsp), %rcx
	movq	24(%rsp), %rdi
	movq	%r13, %rdx
	movq	%rbx, %rsi
	subq	%rbx, %rdx
	call	trace_add
	cmpq	$0, 304(%rbp)
	movl	%eax, %r10d
	je	.L3679
	testl	%eax, %eax
	je	.L3875
.L3858:
	movl	%r10d, %eax
.L3669:
	movq	96(%rsp), %rdi
	movl	%eax, 8(%rsp)
	call	free@PLT
	movl	8(%rsp), %eax
.L3656:
	cmpl	$-3, %eax
	je	.L3876
.L3719:
	leaq	.LC560(%rip), %rsi
.L3869:
	addq	$680, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%eax, %edi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	jmp	cannot
.L3871:
	.cfi_restore_state
	movq	8(%rsp), %rcx
.L3663:
	movq	304(%rbp), %rax
	movq	%r13, %r14
	orq	%r12, %rax
	cmpq	%rbx, %r13
	cmovb	%rbx, %r14
.L3779:
	leaq	(%rdi,%rdi,2), %rdx
	leaq	(%r15,%rdx,8), %rdx
	movq	%rcx, 16(%rdx)
	movups	%xmm0, (%rdx)
	testq	%rax, %rax
	je	.L3765
	cmpq	$65537, %r8
	ja	.L3782
.L3883:
	movq	24(%rsp), %rax
	movq	24(%rax), %rsi
	movl	8(%rbp), %eax
	testl	%eax, %eax
	je	.L3877
.L3670:
	leaq	(%rax,%rax,2), %rax
	leaq	SERVICE_DISTS(%rip), %rcx
	movq	%rbp, %rdi
	salq	$5, %rax
	call	*8(%rcx,%rax)
	cmpq	$0, 40(%rbp)
	movq	%rax, %rdx
	jne	.L3672
.L3874:
	movq	416(%rsp), %rax
	leaq	(%r14,%rdx), %r13
	cmpq	%r13, %rax
	jnb	.L3673
	movq	48(%rbp), %r8
	cmpq	%rax, %r14
	jnb	.L3674
	addq	%r8, %r13
.L3675:
	addq	$1, 424(%rsp)
	movq	56(%rbp), %r9
	testq	%r9, %r9
	jne	.L3676
	movq	$-1, 416(%rsp)
	jmp	.L3673
.L3873:
	xorl	%edi, %edi
	jmp	.L3779
	.p2align 4,,10
	.p2align 3
.L3679:
	movq	32(%rsp), %rdx
	movq	96(%rbp), %r9
	movl	%r12d, %eax
	movabsq	$5928237209932943442, %rsi
	movsd	320(%rbp), %xmm1
	salq	$32, %rdx
	movq	%r9, %rdi
	orq	%rax, %rdx
	call	draw_u01
	comisd	%xmm0, %xmm1
	jbe	.L3683
	testl	%r10d, %r10d
	jne	.L3858
	movl	336(%rbp), %r14d
	movq	328(%rbp), %rsi
	testl	%r14d, %r14d
	jne	.L3878
.L3686:
	leaq	(%rsi,%r13), %rax
	addq	$1, %r12
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movaps	%xmm0, 160(%rsp)
.L3866:
	movq	%r12, 176(%rsp)
	subq	$32, %rsp
	.cfi_def_cfa_offset 768
	movq	80(%rsp), %rdi
	movq	%r12, 16(%rsp)
	movups	%xmm0, (%rsp)
	call	uheap_push
	addq	$32, %rsp
	.cfi_def_cfa_offset 736
	movl	%eax, %r10d
.L3683:
	testl	%r10d, %r10d
	jne	.L3858
	movq	104(%rsp), %r8
	movq	96(%rsp), %r15
	testq	%r8, %r8
	jne	.L3879
.L3860:
	movq	%r15, %rdi
	movq	%rbp, 8(%rsp)
	call	free@PLT
	movq	8(%rsp), %r10
	movq	24(%rsp), %r15
	movq	304(%r10), %r11
	leaq	40(%r15), %rax
	movq	%r10, 16(%rsp)
	movq	%rax, 72(%rsp)
	movl	$64, %eax
	cmpq	%rax, %r11
	movq	%r11, 8(%rsp)
	cmovnb	%r11, %rax
	leaq	0(,%rax,8), %rbx
	movq	%rax, 88(%rsp)
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %r12
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, %r14
	call	malloc@PLT
	movq	%rax, 48(%rsp)
	xorl	%eax, %eax
	movq	%rax, 64(%r15)
	testq	%r12, %r12
	je	.L3689
	testq	%r14, %r14
	movq	8(%rsp), %r11
	movq	16(%rsp), %r10
	je	.L3689
	cmpq	$0, 48(%rsp)
	je	.L3689
	leaq	428(%rsp), %rdx
	xorl	%eax, %eax
	movl	$21, %ecx
	xorl	%ebp, %ebp
	movq	%rdx, %rdi
	rep stosl
	orq	$-1, %rax
	cmpq	$0, 48(%r10)
	movq	%r10, 416(%rsp)
	movl	%ebp, 424(%rsp)
	movq	%r10, 496(%rsp)
	jne	.L3880
.L3690:
	movq	160(%r10), %rdi
	movl	$8, %esi
	movq	%r11, 16(%rsp)
	movq	%rax, 512(%rsp)
	movq	%r10, 8(%rsp)
	call	calloc@PLT
	movq	%rax, 464(%rsp)
	testq	%rax, %rax
	je	.L3689
	movq	16(%rsp), %r11
	movq	8(%rsp), %r10
	testq	%r11, %r11
	je	.L3692
	movl	336(%r10), %ebx
	xorl	%ebp, %ebp
	movq	%r11, %r15
	movq	%r10, %r13
	movl	%ebx, %r8d
	movq	48(%rsp), %rbx
	jmp	.L3694
	.p2align 4,,10
	.p2align 3
.L3693:
	movq	%rsi, (%r12,%rbp,8)
	movq	%rbp, (%r14,%rbp,8)
	movq	$0, (%rbx,%rbp,8)
	addq	$1, %rbp
	cmpq	%rbp, %r15
	je	.L3881
.L3694:
	movq	328(%r13), %rsi
	testl	%r8d, %r8d
	je	.L3693
	movq	96(%r13), %rdi
	xorl	%ecx, %ecx
	movq	%rbp, %rdx
	movl	%r8d, 8(%rsp)
	call	think_of.part.0.isra.0
	movl	8(%rsp), %r8d
	movq	%rax, %rsi
	jmp	.L3693
	.p2align 4,,10
	.p2align 3
.L3781:
	movq	8(%rsp), %rcx
	movq	%rax, %rdi
	jmp	.L3663
	.p2align 4,,10
	.p2align 3
.L3875:
	movl	336(%rbp), %r15d
	movq	328(%rbp), %rsi
	addq	$1, %r12
	testl	%r15d, %r15d
	jne	.L3882
.L3682:
	leaq	(%rsi,%r13), %rax
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movaps	%xmm0, 160(%rsp)
	jmp	.L3866
	.p2align 4,,10
	.p2align 3
.L3765:
	movq	64(%rsp), %rdi
	call	poisson_next
	comisd	.LC82(%rip), %xmm0
	jnb	.L3667
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 160(%rsp)
.L3668:
	movq	56(%rsp), %rax
	subq	$32, %rsp
	.cfi_def_cfa_offset 768
	movq	$0, 208(%rsp)
	movq	%rax, 200(%rsp)
	movq	80(%rsp), %rdi
	leaq	1(%rax), %r13
	movdqa	192(%rsp), %xmm4
	movq	$0, 16(%rsp)
	movups	%xmm4, (%rsp)
	call	uheap_push
	addq	$32, %rsp
	.cfi_def_cfa_offset 736
	movl	%eax, %r10d
	testl	%eax, %eax
	jne	.L3858
	movq	104(%rsp), %r8
	movq	%r13, 56(%rsp)
	cmpq	$65537, %r8
	jbe	.L3883
.L3782:
	movl	$-3, %eax
	jmp	.L3669
.L3667:
	subsd	.LC82(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 160(%rsp)
	btcq	$63, 160(%rsp)
	jmp	.L3668
.L3676:
	addq	%r9, %rax
	movq	%rax, 416(%rsp)
	cmpq	%r13, %rax
	jnb	.L3673
	movq	40(%rsp), %rdi
	movq	%rdx, %rcx
	movq	%r14, %rsi
	movq	%r13, %rdx
	call	serve_stalls
	movq	%rax, %r13
	jmp	.L3673
.L3674:
	leaq	(%r8,%rax), %rcx
	cmpq	%rcx, %r14
	jnb	.L3675
	leaq	(%rdx,%rcx), %r13
	jmp	.L3675
.L3882:
	movq	96(%rbp), %rdi
	movq	32(%rsp), %rdx
	movq	%r12, %rcx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3682
.L3648:
	movsd	312(%r10), %xmm0
	leaq	128(%rsp), %rdi
	movq	%r10, 8(%rsp)
	movabsq	$6000293695718379091, %rax
	movq	$0x000000000, 136(%rsp)
	xorq	96(%r10), %rax
	movq	%rax, 144(%rsp)
	movsd	%xmm0, 128(%rsp)
	call	poisson_next
	movsd	.LC82(%rip), %xmm1
	movq	8(%rsp), %r10
	comisd	%xmm1, %xmm0
	jnb	.L3653
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 160(%rsp)
.L3654:
	xorl	%eax, %eax
	leaq	96(%rsp), %rdi
	movq	%r10, 8(%rsp)
	subq	$32, %rsp
	.cfi_def_cfa_offset 768
	movq	%rax, 200(%rsp)
	movq	%rax, 208(%rsp)
	xorl	%eax, %eax
	movq	%rdi, 80(%rsp)
	movdqa	192(%rsp), %xmm3
	movq	%rax, 16(%rsp)
	movups	%xmm3, (%rsp)
	call	uheap_push
	addq	$32, %rsp
	.cfi_def_cfa_offset 736
	movq	8(%rsp), %r10
	movq	$1, 56(%rsp)
	jmp	.L3652
.L3878:
	movq	32(%rsp), %rdx
	movq	%r12, %rcx
	movq	%r9, %rdi
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3686
.L3881:
	movq	%r15, %r11
	movq	%r13, %r10
	orq	$-1, %r8
.L3695:
	xorl	%ebx, %ebx
	movq	%r14, 8(%rsp)
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	movq	%rbx, 80(%rsp)
	movq	%r13, %rcx
	movq	%r10, %r15
	movq	%r11, %r13
	movq	%r8, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L3698:
	xorl	%r14d, %r14d
	xorl	%ebx, %ebx
	testq	%r13, %r13
	je	.L3884
.L3717:
	addq	$1, %r14
	cmpq	%r14, %r13
	je	.L3885
.L3700:
	movq	(%r12,%rbx), %rax
	cmpq	%rax, (%r12,%r14,8)
	jb	.L3784
	jne	.L3717
	movq	8(%rsp), %rax
	movq	(%rax,%rbx), %rdi
	cmpq	%rdi, (%rax,%r14,8)
	jnb	.L3717
	.p2align 4,,10
	.p2align 3
.L3784:
	leaq	0(,%r14,8), %rbx
	addq	$1, %r14
	cmpq	%r14, %r13
	jne	.L3700
.L3885:
	leaq	(%r12,%rbx), %rax
	movq	%rax, 32(%rsp)
	movq	(%rax), %r10
	movq	16(%rsp), %rax
	cmpq	$-1, %rax
	je	.L3704
	cmpq	%r10, %rax
	jnb	.L3704
	cmpq	$65536, %r13
	je	.L3785
.L3702:
	movq	88(%rsp), %rax
	cmpq	%rax, %r13
	je	.L3886
.L3706:
	movq	%rcx, 64(%rsp)
	leaq	0(,%r13,8), %rbx
	movq	16(%rsp), %rcx
	leaq	1(%r13), %r14
	leaq	(%r12,%rbx), %rax
	leaq	160(%rsp), %rdi
	movq	%rcx, (%rax)
	movq	%rax, 32(%rsp)
	movq	80(%rsp), %rax
	leaq	1(%rax), %rcx
	movq	%rcx, 56(%rsp)
	movq	8(%rsp), %rcx
	movq	%rax, (%rcx,%r13,8)
	movq	48(%rsp), %rax
	movq	$0, (%rax,%r13,8)
	call	poisson_next
	comisd	.LC82(%rip), %xmm0
	movq	64(%rsp), %rcx
	jnb	.L3707
	cvttsd2siq	%xmm0, %rax
.L3708:
	cmpq	$-1, %r13
	je	.L3863
	movq	16(%rsp), %r10
	movq	%rax, 16(%rsp)
	movq	56(%rsp), %rax
	movq	%rax, 80(%rsp)
.L3704:
	cmpq	344(%r15), %r10
	jnb	.L3863
	cmpq	%rbp, %r10
	movq	%rbp, %rdx
	movq	40(%rsp), %rdi
	movq	%rcx, %rsi
	cmovnb	%r10, %rdx
	movq	%r10, 56(%rsp)
	call	ref_request
	movq	56(%rsp), %r10
	movq	72(%rsp), %rdi
	movq	%rax, %rbp
	movq	8(%rsp), %rax
	movq	%rbp, %rdx
	movq	%r10, %rsi
	addq	%rbx, %rax
	subq	%r10, %rdx
	movq	(%rax), %r13
	movq	%rax, 64(%rsp)
	movq	%r13, %rcx
	call	trace_add
	testl	%eax, %eax
	jne	.L3789
	movq	48(%rsp), %rax
	addq	%rax, %rbx
	cmpq	$0, 304(%r15)
	movq	(%rbx), %rcx
	je	.L3710
	movl	336(%r15), %r10d
	addq	$1, %rcx
	movq	328(%r15), %rsi
	movq	%rcx, (%rbx)
	testl	%r10d, %r10d
	jne	.L3887
.L3711:
	movq	32(%rsp), %rax
	addq	%rbp, %rsi
	movq	%rsi, (%rax)
.L3712:
	movq	%r14, %r13
.L3716:
	movq	24(%rsp), %rax
	movq	64(%rax), %rcx
	cmpq	$8388607, %rcx
	jbe	.L3698
.L3863:
	movq	464(%rsp), %rdi
	movq	8(%rsp), %r14
	movq	%r15, 8(%rsp)
	call	free@PLT
	movq	%r12, %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	48(%rsp), %rdi
	call	free@PLT
	movq	24(%rsp), %rax
	movq	8(%rsp), %r10
	movq	24(%rax), %r15
	cmpq	$8388607, %r15
	ja	.L3888
	testq	%r15, %r15
	je	.L3889
	movq	24(%rsp), %rdi
	leaq	0(,%r15,8), %rbx
	movq	16(%rdi), %rdx
	movq	1904(%rdi), %rcx
	leaq	(%rbx,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L3724:
	movq	(%rdx), %rax
	addq	$1, %rax
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
	addq	$8, %rdx
	movq	%rcx, 1904(%rdi)
	cmpq	%rdx, %rsi
	jne	.L3724
	movq	24(%rsp), %rax
	movq	64(%rax), %rax
	testq	%rax, %rax
	je	.L3890
.L3773:
	movq	24(%rsp), %rdi
	movq	56(%rdi), %rdx
	movq	1912(%rdi), %rcx
	leaq	(%rdx,%rax,8), %rsi
	.p2align 4,,10
	.p2align 3
.L3728:
	movq	(%rdx), %rax
	addq	$1, %rax
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
	addq	$8, %rdx
	movq	%rcx, 1912(%rdi)
	cmpq	%rdx, %rsi
	jne	.L3728
	movq	24(%rsp), %rax
	leaq	160(%rsp), %r14
	movl	$32, %ecx
	leaq	0(,%r15,8), %rbx
	movq	%r14, %rdi
	movq	8(%rax), %rdx
	xorl	%eax, %eax
	rep stosq
	movq	40(%rsp), %rdi
	movl	$32, %ecx
	rep stosq
	testq	%r15, %r15
	je	.L3867
.L3726:
	pxor	%xmm3, %xmm3
	movq	%r14, 32(%rsp)
	movq	%rdx, %rbp
	addq	%rdx, %rbx
	movq	%rdx, 16(%rsp)
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	movq	%r10, %r14
	movsd	%xmm3, 8(%rsp)
	jmp	.L3732
.L3892:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3731:
	cltq
	movsd	160(%rsp,%rax,8), %xmm1
	addq	$1, 416(%rsp,%rax,8)
	addq	$32, %r12
	adcq	$0, %r13
	addq	$8, %rbp
	addsd	%xmm0, %xmm1
	addsd	8(%rsp), %xmm0
	movsd	%xmm1, 160(%rsp,%rax,8)
	movsd	%xmm0, 8(%rsp)
	cmpq	%rbx, %rbp
	je	.L3891
.L3732:
	movq	%r12, %rdi
	movq	%r13, %rsi
	movq	%r15, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	0(%rbp), %rdx
	testq	%rdx, %rdx
	jns	.L3892
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3731
	.p2align 4,,10
	.p2align 3
.L3710:
	movq	96(%r15), %r10
	movq	%r13, %rdx
	movl	%ecx, %eax
	movq	%rcx, 56(%rsp)
	movsd	320(%r15), %xmm1
	salq	$32, %rdx
	movabsq	$5928237209932943442, %rsi
	orq	%rax, %rdx
	movq	%r10, %rdi
	call	draw_u01
	comisd	%xmm0, %xmm1
	jbe	.L3843
	movl	336(%r15), %r9d
	movq	328(%r15), %rsi
	movq	56(%rsp), %rcx
	testl	%r9d, %r9d
	jne	.L3893
.L3715:
	movq	32(%rsp), %rax
	addq	%rbp, %rsi
	addq	$1, %rcx
	movq	%rcx, (%rbx)
	movq	%rsi, (%rax)
	jmp	.L3712
	.p2align 4,,10
	.p2align 3
.L3843:
	leaq	-1(%r14), %r13
	movq	32(%rsp), %rcx
	movq	(%r12,%r13,8), %rax
	movq	%rax, (%rcx)
	movq	8(%rsp), %rax
	movq	64(%rsp), %rcx
	movq	(%rax,%r13,8), %rax
	movq	%rax, (%rcx)
	movq	48(%rsp), %rax
	movq	(%rax,%r13,8), %rax
	movq	%rax, (%rbx)
	jmp	.L3716
	.p2align 4,,10
	.p2align 3
.L3707:
	subsd	.LC82(%rip), %xmm0
	movabsq	$-9223372036854775808, %rdi
	cvttsd2siq	%xmm0, %rax
	xorq	%rdi, %rax
	jmp	.L3708
.L3887:
	movq	96(%r15), %rdi
	movq	%r13, %rdx
	call	think_of.part.0.isra.0
	movq	%rax, %rsi
	jmp	.L3711
.L3886:
	movq	%r13, %r14
	leaq	0(%r13,%r13), %rax
	movq	%r12, %rdi
	movq	%rcx, 56(%rsp)
	salq	$4, %r14
	movq	%rax, 32(%rsp)
	movq	%r14, %rsi
	call	realloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L3789
	movq	8(%rsp), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	je	.L3787
	movq	48(%rsp), %rdi
	movq	%r14, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L3788
	movq	%rax, 48(%rsp)
	movq	32(%rsp), %rax
	movq	%r12, 8(%rsp)
	movq	56(%rsp), %rcx
	movq	%rbx, %r12
	movq	%rax, 88(%rsp)
	jmp	.L3706
.L3884:
	cmpq	$-1, 16(%rsp)
	jne	.L3702
	jmp	.L3863
.L3893:
	movq	%r13, %rdx
	movq	%r10, %rdi
	call	think_of.part.0.isra.0
	movq	56(%rsp), %rcx
	movq	%rax, %rsi
	jmp	.L3715
.L3653:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 160(%rsp)
	btcq	$63, 160(%rsp)
	jmp	.L3654
.L3880:
	movq	64(%r10), %rax
	jmp	.L3690
.L3876:
	movq	stderr(%rip), %rcx
	movl	$118, %edx
	movl	$1, %esi
	leaq	.LC559(%rip), %rdi
	call	fwrite@PLT
.L3720:
	movl	$2, %eax
.L3647:
	addq	$680, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L3891:
	.cfi_restore_state
	movapd	%xmm0, %xmm3
	pxor	%xmm0, %xmm0
	movq	%r14, %r10
	movq	16(%rsp), %rdx
	cvtsi2sdq	%r15, %xmm0
	movq	32(%rsp), %r14
	divsd	%xmm0, %xmm3
.L3727:
	movq	24(%rsp), %rax
	movq	40(%rsp), %rsi
	pxor	%xmm1, %xmm1
	movsd	.LC28(%rip), %xmm5
	movsd	.LC29(%rip), %xmm4
	movsd	%xmm3, 1920(%rax)
	xorl	%eax, %eax
	jmp	.L3736
	.p2align 4,,10
	.p2align 3
.L3895:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
.L3735:
	movsd	(%r14,%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm3, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm5, %xmm0
	mulsd	%xmm4, %xmm0
.L3733:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	$256, %rax
	je	.L3894
.L3736:
	movq	(%rsi,%rax), %rcx
	pxor	%xmm0, %xmm0
	testq	%rcx, %rcx
	je	.L3733
	jns	.L3895
	movq	%rcx, %rdi
	andl	$1, %ecx
	pxor	%xmm2, %xmm2
	shrq	%rdi
	orq	%rcx, %rdi
	cvtsi2sdq	%rdi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3735
.L3894:
	pxor	%xmm0, %xmm0
	pxor	%xmm6, %xmm6
	comisd	%xmm0, %xmm3
	jbe	.L3737
	movapd	%xmm1, %xmm0
	movq	%r10, 32(%rsp)
	movq	%rdx, 8(%rsp)
	movsd	%xmm3, 16(%rsp)
	call	sqrt@PLT
	movsd	16(%rsp), %xmm3
	movq	8(%rsp), %rdx
	movapd	%xmm0, %xmm6
	movq	32(%rsp), %r10
	divsd	%xmm3, %xmm6
.L3737:
	movq	24(%rsp), %rax
	movq	304(%r10), %rcx
	movq	328(%r10), %rsi
	movsd	%xmm6, 1928(%rax)
	testq	%rcx, %rcx
	jne	.L3739
	xorl	%r8d, %r8d
	pxor	%xmm1, %xmm1
	movl	%r8d, 1976(%rax)
	testq	%r15, %r15
	jne	.L3896
.L3741:
	movq	24(%rsp), %rax
	pxor	%xmm0, %xmm0
	movsd	%xmm1, 1936(%rax)
	movapd	%xmm0, %xmm1
.L3754:
	movq	24(%rsp), %rax
	unpcklpd	%xmm1, %xmm0
	movq	%rdx, 416(%rsp)
	movl	$1, %edx
	movq	%r15, 424(%rsp)
	movups	%xmm0, 1944(%rax)
	movsd	.LC82(%rip), %xmm0
	movq	%rax, 432(%rsp)
	movq	1904(%rax), %rax
	testq	%rax, %rax
	cmove	%rdx, %rax
	comisd	%xmm0, %xmm3
	movq	%rax, 440(%rsp)
	jnb	.L3761
	cvttsd2siq	%xmm3, %rax
.L3762:
	movq	24(%rsp), %rbx
	movq	40(%rsp), %r15
	xorl	%edx, %edx
	addq	%rsi, %rax
	movq	%rsi, 456(%rsp)
	movq	%r10, %rdi
	movl	%edx, 464(%rsp)
	movq	%r15, %rsi
	leaq	80(%rbx), %rdx
	movq	%rax, 448(%rsp)
	movq	%r10, 8(%rsp)
	call	score_route
	movq	48(%rbx), %rdx
	movq	72(%rsp), %rcx
	movq	%rdx, 416(%rsp)
	movq	64(%rbx), %rdx
	movq	%rcx, 432(%rsp)
	movl	$1, %ecx
	movq	%rdx, 424(%rsp)
	movq	1912(%rbx), %rdx
	testq	%rdx, %rdx
	cmove	%rcx, %rdx
	movq	%rdx, 440(%rsp)
	testl	%eax, %eax
	jne	.L3763
	addq	$992, %rbx
	movq	8(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rbx, %rdx
	call	score_reference
	testl	%eax, %eax
	je	.L3647
.L3763:
	leaq	.LC562(%rip), %rsi
	jmp	.L3869
.L3692:
	movsd	312(%r10), %xmm0
	leaq	160(%rsp), %rdi
	movq	%r11, 16(%rsp)
	movabsq	$6000293695718379091, %rax
	xorq	96(%r10), %rax
	movq	%r10, 8(%rsp)
	movq	$0x000000000, 168(%rsp)
	movq	%rax, 176(%rsp)
	movsd	%xmm0, 160(%rsp)
	call	poisson_next
	movq	8(%rsp), %r10
	movq	16(%rsp), %r11
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L3696
	cvttsd2siq	%xmm0, %r8
	jmp	.L3695
.L3761:
	subsd	%xmm0, %xmm3
	cvttsd2siq	%xmm3, %rax
	btcq	$63, %rax
	jmp	.L3762
.L3739:
	cmpl	$1, 8(%r10)
	movq	24(%rsp), %rax
	je	.L3897
.L3742:
	xorl	%edi, %edi
	movl	%edi, 1976(%rax)
.L3744:
	testq	%r15, %r15
	je	.L3898
	movq	344(%r10), %rax
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r15, %xmm1
	testq	%rax, %rax
	js	.L3768
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3769:
	divsd	%xmm0, %xmm1
	pxor	%xmm0, %xmm0
	movq	24(%rsp), %rax
	comisd	%xmm0, %xmm1
	movsd	%xmm1, 1936(%rax)
	jbe	.L3764
	testq	%rcx, %rcx
	js	.L3756
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L3757:
	divsd	%xmm1, %xmm0
	testq	%rsi, %rsi
	js	.L3758
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rsi, %xmm1
.L3759:
	subsd	%xmm1, %xmm0
.L3755:
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm3
	jbe	.L3850
	movapd	%xmm0, %xmm1
	subsd	%xmm3, %xmm1
	mulsd	.LC72(%rip), %xmm1
	divsd	%xmm3, %xmm1
	jmp	.L3754
.L3789:
	movq	8(%rsp), %r14
	movq	%r12, %rbx
	orl	$-1, %eax
.L3705:
	movq	464(%rsp), %rdi
	movl	%eax, 8(%rsp)
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	48(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L3656
.L3696:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %r8
	btcq	$63, %r8
	jmp	.L3695
.L3896:
	movq	344(%r10), %rax
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r15, %xmm1
	testq	%rax, %rax
	js	.L3771
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3772:
	divsd	%xmm0, %xmm1
	jmp	.L3741
.L3898:
	movq	24(%rsp), %rax
	movq	$0x000000000, 1936(%rax)
.L3764:
	pxor	%xmm0, %xmm0
	jmp	.L3755
.L3897:
	cmpq	$0, 48(%r10)
	jne	.L3742
	movl	$1, 1976(%rax)
	testq	%rsi, %rsi
	js	.L3745
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rsi, %xmm4
.L3746:
	movq	(%r10), %rax
	testq	%rax, %rax
	js	.L3747
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
.L3748:
	movsd	.LC1(%rip), %xmm7
	movl	$1, %eax
	pxor	%xmm1, %xmm1
	jmp	.L3751
.L3900:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3750:
	movapd	%xmm4, %xmm1
	addq	$1, %rax
	addsd	%xmm0, %xmm1
	divsd	%xmm1, %xmm2
	movapd	%xmm0, %xmm1
	mulsd	%xmm2, %xmm1
	cmpq	%rax, %rcx
	jb	.L3899
.L3751:
	addsd	%xmm7, %xmm1
	movapd	%xmm1, %xmm0
	mulsd	%xmm5, %xmm0
	testq	%rax, %rax
	jns	.L3900
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm2, %xmm2
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3750
.L3889:
	movq	24(%rsp), %rax
	movq	64(%rax), %rax
	testq	%rax, %rax
	jne	.L3773
	movq	24(%rsp), %rax
	leaq	160(%rsp), %r14
	movl	$32, %ecx
	movq	%r14, %rdi
	movq	8(%rax), %rdx
	movq	%r15, %rax
	rep stosq
	movq	40(%rsp), %rdi
	movl	$32, %ecx
	rep stosq
.L3867:
	pxor	%xmm3, %xmm3
	jmp	.L3727
.L3899:
	movq	24(%rsp), %rax
	movapd	%xmm0, %xmm1
	mulsd	.LC88(%rip), %xmm6
	unpcklpd	%xmm2, %xmm1
	movups	%xmm1, 1960(%rax)
	movapd	%xmm3, %xmm1
	subsd	%xmm0, %xmm1
	mulsd	.LC72(%rip), %xmm1
	divsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	unpcklpd	%xmm6, %xmm0
	movaps	%xmm0, 1984(%rax)
	jmp	.L3744
.L3850:
	pxor	%xmm1, %xmm1
	jmp	.L3754
.L3747:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm5, %xmm5
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm5
	addsd	%xmm5, %xmm5
	jmp	.L3748
.L3745:
	movq	%rsi, %rax
	movq	%rsi, %rdi
	pxor	%xmm4, %xmm4
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3746
.L3785:
	movq	8(%rsp), %r14
	movq	%r12, %rbx
	movl	$-3, %eax
	jmp	.L3705
.L3888:
	movq	stderr(%rip), %rcx
	movl	$108, %edx
	movl	$1, %esi
	leaq	.LC561(%rip), %rdi
	call	fwrite@PLT
	jmp	.L3720
.L3870:
	movq	%r15, %rdi
	movl	%eax, 8(%rsp)
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L3656
.L3758:
	movq	%rsi, %rax
	movq	%rsi, %rcx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %ecx
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3759
.L3768:
	movq	%rax, %rdi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rax, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3769
.L3756:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3757
.L3890:
	movq	24(%rsp), %rcx
	leaq	160(%rsp), %r14
	movq	%r14, %rdi
	movq	8(%rcx), %rdx
	movl	$32, %ecx
	rep stosq
	movq	40(%rsp), %rdi
	movl	$32, %ecx
	rep stosq
	jmp	.L3726
.L3771:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3772
.L3788:
	movq	%r12, %r14
	orl	$-1, %eax
	jmp	.L3705
.L3787:
	movq	8(%rsp), %r14
	orl	$-1, %eax
	jmp	.L3705
.L3689:
	movq	%r12, %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	movq	48(%rsp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L3719
	.cfi_endproc
.LFE396:
	.size	users_compute, .-users_compute
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
	je	.L3902
	movq	24(%rsp), %rcx
	movq	%r12, %r9
	subq	%rcx, %r9
	cmpq	%r9, 40(%rsp)
	jnb	.L3954
.L3902:
	movq	8(%rsp), %rax
	imulq	%r12, %rax
	addq	%r14, %rax
.L3903:
	movq	%rax, 264(%r10)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L3955
	cmpl	$1, %eax
	jne	.L3912
	movq	32(%rsp), %rbp
	subq	%r13, %r8
	addq	%r14, %rbp
	testq	%r13, %r13
	je	.L3913
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
	jb	.L3914
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %rbp
	jmp	.L3911
	.p2align 4,,10
	.p2align 3
.L3912:
	movq	48(%rbx), %r13
	movq	(%rbx), %r14
	movq	144(%rbx), %rsi
	testq	%r13, %r13
	je	.L3916
	movq	56(%rbx), %rdi
	movq	64(%rbx), %r8
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L3917:
	movq	%r12, %rdx
	xorl	%eax, %eax
	imulq	%rdi, %rdx
	addq	%r8, %rdx
	cmpq	%rbp, %rdx
	jb	.L3920
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%rbp, %rax
	divq	%r14
.L3920:
	testq	%rsi, %rsi
	je	.L3921
	movq	%r14, %rdx
	imulq	%rax, %rdx
	addq	%rbp, %rdx
	cmpq	%rsi, %rdx
	setnb	%dl
.L3922:
	testb	%dl, %dl
	jne	.L3923
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%r14, %rax
	addq	%r13, %rax
	addq	%rax, %rbp
	addq	$1, %r12
	je	.L3917
	testq	%rdi, %rdi
	jne	.L3917
.L3923:
	testq	%rsi, %rsi
	jne	.L3956
.L3919:
	movq	136(%rbx), %r8
	movq	%r8, %rax
	subq	%rcx, %rax
.L3926:
	testq	%rax, %rax
	je	.L3925
	imulq	%r14, %rax
	addq	%rax, %rbp
.L3925:
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
	jmp	.L3911
	.p2align 4,,10
	.p2align 3
.L3954:
	movq	8(%rsp), %rdx
	movq	%r8, %rsi
	movq	32(%rsp), %rdi
	subq	%rcx, %rsi
	imulq	%rcx, %rdx
	movq	%rsi, %rax
	imulq	%r14, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L3903
	.p2align 4,,10
	.p2align 3
.L3921:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L3922
	.p2align 4,,10
	.p2align 3
.L3955:
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
.L3910:
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
	jb	.L3905
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3907
	movq	24(%rsp), %r11
	movq	%r15, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r14
	leaq	-1(%r13), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L3957
.L3908:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r13, %r12
	jb	.L3931
.L3907:
	movq	16(%rsp), %rax
	addq	$8, %rbp
	cmpq	%rax, %rbp
	jne	.L3910
	movq	32(%rsp), %r10
	movq	248(%r10), %rax
	movq	264(%r10), %rbp
	movq	%rax, 240(%r10)
.L3911:
	movl	88(%rsp), %eax
	orl	120(%rsp), %eax
	movq	%rbp, 256(%r10)
	jne	.L3935
	movl	200(%rbx), %edx
	movq	(%rsp), %rdi
	movq	%r10, %rcx
	xorl	%ebp, %ebp
	movq	192(%rbx), %rsi
	movq	%r10, 8(%rsp)
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3927
	movq	8(%rsp), %r10
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	48(%rsp), %rdi
	leaq	80(%r10), %rcx
	call	dist_summarise
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3927
	movq	168(%rbx), %rsi
	movq	8(%rsp), %r10
	movl	176(%rbx), %edx
	movq	%rsi, 272(%r10)
	testl	%edx, %edx
	je	.L3928
	movq	(%r10), %rcx
	movq	56(%rsp), %rdi
	xorl	%edx, %edx
	movq	$-1, %rsi
	movq	%rcx, %rax
	divq	%rdi
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L3929
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
.L3929:
	movq	%rsi, 272(%r10)
.L3928:
	movq	(%rsp), %rdi
	leaq	128(%rsp), %rbp
	movq	%r10, 8(%rsp)
	movq	%rbp, %rdx
	call	dist_correct
	movl	152(%rsp), %eax
	movq	8(%rsp), %r10
	testl	%eax, %eax
	jne	.L3958
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%rbp, %rdi
	leaq	160(%r10), %rcx
	call	dist_summarise
	movq	128(%rsp), %rbp
	movl	%eax, %r12d
.L3927:
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
.L3905:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r15, %rsi
	call	dist_add
	cmpq	%r13, %r12
	jnb	.L3907
.L3931:
	movq	%r13, %rcx
	movq	%r15, %rsi
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	subq	%r12, %rcx
	imulq	%r14, %r12
	movq	%r14, %rdx
	subq	%r12, %rsi
	call	dist_add
	jmp	.L3907
	.p2align 4,,10
	.p2align 3
.L3913:
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
.L3914:
	movq	8(%rsp), %rbp
	imulq	%r12, %rbp
	addq	%r14, %rbp
	jmp	.L3911
	.p2align 4,,10
	.p2align 3
.L3956:
	movq	%rcx, %r8
	cmpq	%rsi, %rbp
	jnb	.L3925
	subq	%rbp, %rsi
.L3918:
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r14
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	leaq	(%rcx,%rax), %r8
	jmp	.L3926
	.p2align 4,,10
	.p2align 3
.L3957:
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
	jmp	.L3908
.L3935:
	xorl	%ebp, %ebp
	movl	$-1, %r12d
	jmp	.L3927
.L3958:
	movq	128(%rsp), %rbp
	movl	$-1, %r12d
	jmp	.L3927
.L3916:
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rsi, %rsi
	jne	.L3918
	jmp	.L3919
	.cfi_endproc
.LFE107:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC563:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB442:
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
.L3961:
	movl	192(%rbx,%rax), %esi
	xorl	%edx, %edx
	testl	%esi, %esi
	jne	.L3960
	movl	216(%rbx,%rax), %edi
	negl	%edi
	sbbl	%edx, %edx
	addl	$2, %edx
.L3960:
	movl	%edx, 0(%rbp,%rax)
	addq	$4, %rax
	cmpq	$24, %rax
	jne	.L3961
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
.L3973:
	movl	(%r11), %ecx
	movq	312(%r10), %r12
	testl	%ecx, %ecx
	jne	.L3962
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L3963
	movq	192(%r10), %rcx
	movq	(%rsp), %rdi
	xorl	%eax, %eax
	jmp	.L3964
	.p2align 4,,10
	.p2align 3
.L3968:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L4000
.L3964:
	movq	%r12, %rsi
	addq	(%rdi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L3968
	movl	192(%r11), %ecx
	movq	%rsi, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L4002
	movq	56(%rsp), %rdi
	movq	144(%r10), %rcx
	imulq	(%rdi), %rcx
	addq	%rcx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L3962:
	addq	$1, %rdx
	addq	$524288, (%rsp)
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	cmpq	$6, %rdx
	jne	.L3973
	movq	56(%rsp), %rbx
	movq	88(%rsp), %rbp
	xorl	%r12d, %r12d
	jmp	.L3977
	.p2align 4,,10
	.p2align 3
.L3975:
	addq	$1, %r12
	cmpq	$6, %r12
	je	.L4003
.L3977:
	movl	0(%rbp,%r12,4), %r13d
	testl	%r13d, %r13d
	je	.L3975
	movq	504(%rbx), %rdi
	movq	%r12, %r14
	xorl	%esi, %esi
	movl	$524288, %edx
	salq	$19, %r14
	addq	%r14, %rdi
	call	memset@PLT
	cmpl	$2, %r13d
	jne	.L3975
	movq	512(%rbx), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %r12
	addq	%r14, %rdi
	call	memset@PLT
	cmpq	$6, %r12
	jne	.L3977
.L4003:
	xorl	%eax, %eax
.L3959:
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
.L3963:
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
	jmp	.L3966
	.p2align 4,,10
	.p2align 3
.L4005:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L4004
.L3966:
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
	jc	.L4005
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
	je	.L4006
	movl	16(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L3962
	.p2align 4,,10
	.p2align 3
.L4002:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L3962
	.p2align 4,,10
	.p2align 3
.L4006:
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
	je	.L3971
	.p2align 4,,10
	.p2align 3
.L3972:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L3985
	movq	%rsi, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L3972
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L3971:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rdi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L3962
.L4004:
	movq	48(%rsp), %r15
	movq	56(%rsp), %rbx
.L3967:
	leaq	run_fault_lock(%rip), %rbp
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %r12d
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	testl	%r12d, %r12d
	jne	.L3984
	movslq	%r15d, %rax
	movq	stderr(%rip), %rdi
	leaq	.LC563(%rip), %rsi
	movq	96(%rbx,%rax,8), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L4000:
	movq	56(%rsp), %rbx
	movq	%rdx, %r15
	jmp	.L3967
.L3985:
	movl	$48, %ecx
	jmp	.L3971
.L3984:
	movl	$-4, %eax
	jmp	.L3959
	.cfi_endproc
.LFE442:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.section	.rodata.str1.8
	.align 8
.LC564:
	.ascii	"#[bench --export: the closed, open and corrected recordings "
	.ascii	"of a simulated run]\n#[Values in nanoseconds, 3 significant "
	.ascii	"digits; Interval_Max in milliseconds]\n#[Simulated clock: St"
	.ascii	"artTime 0 is the run"
	.string	"'s simulated zero, not a wall-clock instant; intervals of %lu ms]\n#[Histogram log format version 1.3]\n#[StartTime: 0.000 (seconds since epoch), Thu Jan 01 00:00:00 UTC 1970]\n\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"\n"
	.align 8
.LC565:
	.string	"bench: out of memory for the .hlog\n"
	.align 8
.LC566:
	.string	"a value above the highest trackable"
	.align 8
.LC567:
	.string	"bench: the .hlog failed its check: %s\n"
	.align 8
.LC568:
	.string	"its %s lines hold %lu values from %lu to %lu ns, the run's table %lu"
	.align 8
.LC569:
	.string	"the run's %s table holds %lu ns, above the log's range"
	.align 8
.LC570:
	.string	"bench: the .hlog's intervals summed differ from the run: %s\n"
	.align 8
.LC571:
	.string	"RESULT hlog-file intervals=%lu interval_ms=%lu tags=closed,open,corrected n=%lu,%lu,%lu sums=equal\n"
	.text
	.p2align 4
	.type	hlog_writer, @function
hlog_writer:
.LFB321:
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
	jbe	.L4054
	movl	$2048, %edx
	movl	$1, %eax
	.p2align 4,,10
	.p2align 3
.L4010:
	addq	%rdx, %rdx
	movq	%rax, %rsi
	addq	$1, %rax
	cmpq	%rdx, %rcx
	jb	.L4060
	cmpq	$59, %rax
	jbe	.L4010
.L4060:
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
.L4009:
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
	jne	.L4012
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
	leaq	.LC564(%rip), %rsi
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
	je	.L4014
	movq	%r12, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L4013:
	movq	24(%rsp), %rdi
	call	due_next
	cmpq	%r15, %rax
	movq	%rax, %r13
	cmovnb	%rax, %r15
	movl	8(%r14), %eax
	movq	%r15, %r12
	testl	%eax, %eax
	jne	.L4016
	cmpq	$0, 40(%r14)
	movq	(%r14), %r11
	je	.L4095
.L4018:
	movq	32(%rsp), %rdi
	movq	%r11, %rdx
	movq	%r12, %rsi
	call	serve_random
	movq	%rax, %r15
.L4092:
	movq	%r15, %r11
	subq	%r12, %r11
.L4019:
	movq	%r15, %rax
	xorl	%edx, %edx
	movq	%r11, %r12
	divq	16(%rsp)
	cmpq	%rax, 8(%rsp)
	jnb	.L4027
	.p2align 4,,10
	.p2align 3
.L4024:
	movq	%rbx, %rdi
	call	hlog_flush
	movq	%r15, %rax
	xorl	%edx, %edx
	divq	144(%rsp)
	cmpq	%rax, 272(%rsp)
	jb	.L4024
	movq	%r12, %r11
.L4027:
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
	jnb	.L4096
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
	jnb	.L4028
	movq	%r11, 224(%rsp)
.L4028:
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
	jnb	.L4097
	movq	184(%rsp), %rdx
	movq	208(%rsp), %r9
	movq	%rcx, %r10
	shrq	$6, %r10
	addq	$1, (%rdx,%rcx,8)
	movl	$1, %edx
	salq	%cl, %rdx
	orq	%rdx, (%r9,%r10,8)
	cmpq	%r8, 232(%rsp)
	jnb	.L4030
	movq	%r8, 232(%rsp)
.L4030:
	cmpq	%rdi, %rax
	jnb	.L4098
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
	jnb	.L4032
	movq	%r11, 240(%rsp)
.L4032:
	cmpq	%rbp, %r11
	jnb	.L4099
.L4034:
	addq	$1, (%rsp)
	movq	(%rsp), %rax
	cmpq	136(%r14), %rax
	jnb	.L4014
	movq	144(%rsp), %rax
	movq	%rax, 16(%rsp)
	movq	272(%rsp), %rax
	movq	%rax, 8(%rsp)
	jmp	.L4013
	.p2align 4,,10
	.p2align 3
.L4016:
	leaq	(%rax,%rax,2), %rax
	leaq	SERVICE_DISTS(%rip), %rdx
	movq	(%rsp), %rsi
	movq	%r14, %rdi
	salq	$5, %rax
	call	*8(%rdx,%rax)
	cmpq	$0, 40(%r14)
	movq	%rax, %r11
	jne	.L4018
.L4095:
	movq	64(%rsp), %rax
	leaq	(%r12,%r11), %r15
	cmpq	%r15, %rax
	jnb	.L4019
	movq	48(%r14), %r8
	cmpq	%rax, %r12
	jnb	.L4020
	addq	%r8, %r15
.L4021:
	movq	56(%r14), %r9
	addq	$1, 72(%rsp)
	testq	%r9, %r9
	jne	.L4022
	movq	$-1, 64(%rsp)
	movq	%r15, %r11
	subq	%r12, %r11
	jmp	.L4019
	.p2align 4,,10
	.p2align 3
.L4098:
	leaq	.LC566(%rip), %rax
	movq	%rax, 320(%rsp)
	cmpq	%rbp, %r11
	jb	.L4034
.L4099:
	movq	%r11, %rax
	subq	%rbp, %rax
	cmpq	%rbp, %rax
	jb	.L4034
	movq	192(%rsp), %r10
	movq	216(%rsp), %r9
	xorl	%r13d, %r13d
	xorl	%esi, %esi
	movq	240(%rsp), %r11
	movl	$1, %r12d
	jmp	.L4037
	.p2align 4,,10
	.p2align 3
.L4101:
	movq	%rcx, %rdx
	movq	%r12, %r8
	addq	$1, (%r10,%rcx,8)
	shrq	$6, %rdx
	salq	%cl, %r8
	orq	%r8, (%r9,%rdx,8)
	cmpq	%rax, %r11
	jnb	.L4036
	movq	%rax, %r11
	movl	$1, %r13d
.L4036:
	subq	%rbp, %rax
	cmpq	%rbp, %rax
	jb	.L4100
.L4037:
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
	jb	.L4101
	subq	%rbp, %rax
	movl	$1, %esi
	cmpq	%rbp, %rax
	jnb	.L4037
.L4100:
	testb	%r13b, %r13b
	je	.L4038
	movq	%r11, 240(%rsp)
.L4038:
	testb	%sil, %sil
	je	.L4034
	leaq	.LC566(%rip), %rax
	movq	%rax, 320(%rsp)
	jmp	.L4034
	.p2align 4,,10
	.p2align 3
.L4097:
	leaq	.LC566(%rip), %rsi
	movq	%rsi, 320(%rsp)
	jmp	.L4030
	.p2align 4,,10
	.p2align 3
.L4096:
	leaq	.LC566(%rip), %rsi
	movq	%rsi, 320(%rsp)
	jmp	.L4028
.L4014:
	movq	%rbx, %rdi
	call	hlog_flush
	movq	384(%rsp), %rdi
	call	free@PLT
	movq	376(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4039
	call	fclose@PLT
.L4039:
	leaq	run_fault_lock(%rip), %rbp
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %r14d
	movq	%rbp, %rdi
	movl	%r14d, 8(%rsp)
	call	pthread_mutex_unlock@PLT
	testl	%r14d, %r14d
	jne	.L4093
	movq	320(%rsp), %rdx
	testq	%rdx, %rdx
	jne	.L4102
	movq	40(%rsp), %rax
	movq	168(%rsp), %r12
	xorl	%ebp, %ebp
	movq	16(%rax), %r15
.L4051:
	xorl	%r10d, %r10d
	movq	(%r15), %r13
	movq	8(%r15), %rdi
	movslq	%ebp, %r14
	xorl	%r11d, %r11d
	xorl	%eax, %eax
	cmpq	%r12, %r10
	je	.L4103
	.p2align 4,,10
	.p2align 3
.L4049:
	leaq	1(%r10), %r9
	movq	%r9, %rsi
	movq	%r9, %rcx
	andl	$1023, %esi
	shrq	$10, %rcx
	je	.L4043
	addq	$1024, %rsi
	subl	$1, %ecx
	salq	%cl, %rsi
.L4043:
	cmpq	%rdi, %rax
	jnb	.L4057
	movq	%rax, %rcx
	xorl	%edx, %edx
	salq	$4, %rcx
	addq	%r13, %rcx
	jmp	.L4045
	.p2align 4,,10
	.p2align 3
.L4046:
	addq	$1, %rax
	addq	8(%rcx), %rdx
	addq	$16, %rcx
	cmpq	%rax, %rdi
	je	.L4044
.L4045:
	cmpq	%rsi, (%rcx)
	jb	.L4046
.L4044:
	movq	120(%rbx,%rbp,8), %rcx
	movq	(%rcx,%r11), %r8
	addq	$8, %r11
	cmpq	%r8, %rdx
	jne	.L4104
	movq	%r9, %r10
	cmpq	%r12, %r10
	jne	.L4049
.L4103:
	cmpq	%rdi, %rax
	jb	.L4050
	addq	$1, %rbp
	addq	$24, %r15
	cmpq	$3, %rbp
	jne	.L4051
	movq	40(%rsp), %rax
	leaq	.LC571(%rip), %rdi
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
.L4015:
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
.L4057:
	.cfi_restore_state
	xorl	%edx, %edx
	jmp	.L4044
.L4104:
	movq	%r10, %r9
	subq	$1, %rsi
	andl	$1023, %r9d
	shrq	$10, %r10
	je	.L4047
	addq	$1024, %r9
	leal	-1(%r10), %ecx
	salq	%cl, %r9
.L4047:
	pushq	%rdx
	.cfi_def_cfa_offset 664
	leaq	SET_NAME(%rip), %rax
	leaq	.LC568(%rip), %rdx
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
.L4048:
	movq	24(%rsp), %rdx
	leaq	.LC570(%rip), %rsi
.L4094:
	movq	stderr(%rip), %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
.L4093:
	movq	296(%rsp), %rax
	movl	$-1, 8(%rsp)
	movq	176(%rsp), %r8
	movq	200(%rsp), %r13
	movq	%rax, (%rsp)
	movq	280(%rsp), %r11
	movq	288(%rsp), %r9
	movq	304(%rsp), %r15
	jmp	.L4015
.L4022:
	addq	%r9, %rax
	movq	%rax, 64(%rsp)
	cmpq	%r15, %rax
	jnb	.L4092
	movq	32(%rsp), %rdi
	movq	%r11, %rcx
	movq	%r15, %rdx
	movq	%r12, %rsi
	call	serve_stalls
	movq	%rax, %r11
	movq	%rax, %r15
	subq	%r12, %r11
	jmp	.L4019
.L4020:
	leaq	(%r8,%rax), %rdx
	leaq	(%r11,%rdx), %rcx
	cmpq	%rdx, %r12
	cmovb	%rcx, %r15
	jmp	.L4021
.L4054:
	movl	$96, %r13d
	movl	$12288, %edi
	movl	$2048, %ecx
	movq	$49233, 8(%rsp)
	movl	$36923, %r15d
	jmp	.L4009
.L4102:
	leaq	.LC567(%rip), %rsi
	jmp	.L4094
.L4012:
	movl	$35, %edx
	movq	stderr(%rip), %rcx
	movl	$1, %esi
	leaq	.LC565(%rip), %rdi
	movq	%r9, 32(%rsp)
	movq	%r11, 24(%rsp)
	movq	%r8, 16(%rsp)
	call	fwrite@PLT
	movq	16(%rsp), %r8
	movq	24(%rsp), %r11
	movl	$-1, 8(%rsp)
	movq	32(%rsp), %r9
	jmp	.L4015
.L4050:
	salq	$4, %rax
	movq	24(%rsp), %rdi
	movl	$256, %esi
	leaq	SET_NAME(%rip), %rdx
	movq	(%rdx,%r14,8), %rcx
	movq	0(%r13,%rax), %r8
	leaq	.LC569(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L4048
	.cfi_endproc
.LFE321:
	.size	hlog_writer, .-hlog_writer
	.p2align 4
	.type	omit_walk, @function
omit_walk:
.LFB223:
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
	jne	.L4106
	movl	152(%rbp), %edx
	leaq	by_kind.7(%rip), %rax
	movl	(%rax,%rdx,4), %eax
	movl	%eax, 88(%rsp)
	movq	160(%rbp), %rax
	movq	%rax, 80(%rsp)
	testl	%edi, %edi
	je	.L4264
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
	jmp	.L4110
.L4106:
	movl	92(%rsp), %esi
	testl	%esi, %esi
	jne	.L4265
	movq	$1, 160(%rsp)
	movl	$8, %edi
.L4109:
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
	je	.L4191
	movl	$0, 88(%rsp)
	movq	272(%rbp), %r12
	movq	$1, 80(%rsp)
.L4110:
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
	jne	.L4202
	cmpq	$0, 144(%rsp)
	je	.L4202
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
	je	.L4114
	movq	136(%rbp), %rax
.L4114:
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
	jmp	.L4115
	.p2align 4,,10
	.p2align 3
.L4156:
	movq	(%rsp), %rdi
	movq	%r8, %r9
	subq	%rdi, %r9
	testq	%rax, %rax
	je	.L4201
	movq	%r8, %rdx
	subq	%rbx, %rdx
	cmpq	%rdx, %rax
	jb	.L4187
	movl	$0, 24(%rsp)
	movq	%r9, %r11
	movq	%r8, %rsi
	xorl	%eax, %eax
.L4159:
	movl	92(%rsp), %edi
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	testl	%edi, %edi
	jne	.L4266
.L4161:
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
	je	.L4160
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
.L4160:
	testq	%r13, %r13
	je	.L4138
	movq	112(%r13), %rdi
	testq	%rdi, %rdi
	je	.L4173
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
	jne	.L4267
.L4173:
	movl	24(%rsp), %edx
	movq	8(%r13), %rax
	testl	%edx, %edx
	jne	.L4268
	movq	0(%r13), %rdx
	testq	%rdx, %rdx
	je	.L4178
	movq	56(%r13), %rcx
	leaq	1(%rcx), %rsi
	movq	%rsi, 56(%r13)
	movq	%r9, (%rdx,%rcx,8)
.L4178:
	testq	%rax, %rax
	je	.L4177
	movq	64(%r13), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r13)
	movq	%r11, (%rax,%rdx,8)
.L4177:
	movl	52(%rsp), %eax
	testl	%eax, %eax
	jne	.L4175
	movq	16(%r13), %rax
	testq	%rax, %rax
	je	.L4175
	movq	72(%r13), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 72(%r13)
	movq	%r9, (%rax,%rdx,8)
.L4175:
	movq	24(%r13), %rax
	testq	%rax, %rax
	je	.L4180
	movq	80(%r13), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 80(%r13)
	movq	%r11, (%rax,%rdx,8)
.L4180:
	movq	32(%r13), %rax
	testq	%rax, %rax
	je	.L4181
	movq	88(%r13), %rdx
	movq	(%rsp), %rsi
	leaq	1(%rdx), %rcx
	movq	%rcx, 88(%r13)
	movq	%r8, %rcx
	subq	%rsi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L4181:
	movq	40(%r13), %rax
	testq	%rax, %rax
	je	.L4182
	movq	96(%r13), %rdx
	subq	%rbx, %r8
	leaq	1(%rdx), %rcx
	movq	%rcx, 96(%r13)
	movq	%r8, (%rax,%rdx,8)
.L4182:
	movq	48(%r13), %rax
	testq	%rax, %rax
	je	.L4138
	movq	104(%r13), %rdx
	movq	(%rsp), %rdi
	leaq	1(%rdx), %rcx
	movq	%rcx, 104(%r13)
	movq	%rbx, %rcx
	subq	%rdi, %rcx
	movq	%rcx, (%rax,%rdx,8)
.L4138:
	movq	80(%rsp), %rax
	addq	$1, %r15
	addq	$1, 8(%rsp)
	cmpq	%rax, %r15
	movl	$0, %eax
	cmove	%rax, %r15
.L4115:
	cmpl	$3, 88(%rsp)
	je	.L4269
	movq	8(%rsp), %rax
	cmpq	136(%rbp), %rax
	jnb	.L4255
	movl	48(%rsp), %ecx
	movq	%r10, 16(%rsp)
	movq	136(%rsp), %rdi
	testl	%ecx, %ecx
	jne	.L4270
	call	due_next
	cmpl	$2, 88(%rsp)
	movq	16(%rsp), %r10
	movq	%rax, (%rsp)
	je	.L4271
	movq	(%rsp), %rsi
	cmpl	$1, 88(%rsp)
	movq	%rsi, %rax
	jne	.L4140
	movq	64(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rsi
	cmovnb	%rsi, %rax
.L4140:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L4119:
	movl	232(%rbp), %r11d
	testl	%r11d, %r11d
	jne	.L4272
.L4141:
	movq	72(%rsp), %rax
	cmpq	%rbx, %rax
	movq	%rax, %r11
	movl	8(%rbp), %eax
	cmovb	%rbx, %r11
	testl	%eax, %eax
	jne	.L4147
	cmpq	$0, 40(%rbp)
	movq	0(%rbp), %rdx
	je	.L4273
.L4149:
	movq	176(%rsp), %rdi
	movq	%r11, %rsi
	movq	%r10, 24(%rsp)
	movq	%r11, 16(%rsp)
	call	serve_random
	movq	24(%rsp), %r10
	movq	16(%rsp), %r11
	movq	%rax, 72(%rsp)
.L4150:
	movl	232(%rbp), %eax
	movl	%eax, 52(%rsp)
	testl	%eax, %eax
	je	.L4198
.L4278:
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
.L4146:
	movl	48(%rsp), %r9d
	movq	224(%rbp), %rax
	testl	%r9d, %r9d
	jne	.L4156
	movq	%r8, %r9
	subq	%rbx, %r9
	testq	%rax, %rax
	jne	.L4186
	movl	$0, 24(%rsp)
	movq	%r9, %r11
	movq	%r8, %rdx
.L4158:
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
	jmp	.L4160
.L4265:
	movq	240(%rbp), %rax
	addq	$1, %rax
	movq	%rax, 160(%rsp)
	leaq	0(,%rax,8), %rdi
	jmp	.L4109
.L4264:
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
	jmp	.L4110
.L4255:
	movq	%r10, %r15
.L4120:
	xorl	%ebx, %ebx
.L4172:
	cmpq	$0, 8(%r15)
	jne	.L4184
	movq	$0, 48(%r15)
.L4184:
	movq	320(%rsp), %rdi
	call	free@PLT
	movq	312(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4185
	call	fclose@PLT
.L4185:
	movq	152(%rsp), %rdi
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	168(%rsp), %rdi
	call	free@PLT
.L4105:
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
.L4268:
	.cfi_restore_state
	testq	%rax, %rax
	je	.L4175
	movq	64(%r13), %rdx
	leaq	1(%rdx), %rcx
	movq	%rcx, 64(%r13)
	movq	%r11, (%rax,%rdx,8)
	jmp	.L4175
	.p2align 4,,10
	.p2align 3
.L4269:
	movq	64(%rsp), %rax
	movq	(%rax,%r15,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L4117
	cmpq	%rax, %rbx
	setnb	%al
.L4118:
	testb	%al, %al
	jne	.L4255
	movl	232(%rbp), %r11d
	addq	$1, (%r10)
	movq	%rbx, (%rsp)
	testl	%r11d, %r11d
	je	.L4141
.L4272:
	cmpq	$0, 56(%rsp)
	je	.L4143
	movq	56(%rsp), %rax
	movq	160(%rsp), %rcx
	movq	152(%rsp), %rdx
	jmp	.L4142
	.p2align 4,,10
	.p2align 3
.L4145:
	addq	$1, %r14
	xorl	%esi, %esi
	cmpq	%rcx, %r14
	cmove	%rsi, %r14
	subq	$1, %rax
	je	.L4258
.L4142:
	cmpq	(%rdx,%r14,8), %rbx
	jnb	.L4145
.L4258:
	movq	%rax, 56(%rsp)
.L4143:
	movq	56(%rsp), %rax
	cmpq	240(%rbp), %rax
	jb	.L4141
	movq	72(%rsp), %rax
	cmpq	%rax, %rbx
	jnb	.L4141
	movq	248(%rbp), %r8
	movl	$1, 52(%rsp)
	movq	$1, 16(%rsp)
	addq	%rbx, %r8
	jmp	.L4146
	.p2align 4,,10
	.p2align 3
.L4201:
	movl	$0, 24(%rsp)
	movq	%r9, %r11
	movq	%r8, %rsi
	jmp	.L4159
	.p2align 4,,10
	.p2align 3
.L4186:
	cmpq	%r9, %rax
	jb	.L4188
	movl	$0, 24(%rsp)
	movq	%r9, %r11
	movq	%r8, %rdx
	xorl	%eax, %eax
	jmp	.L4158
	.p2align 4,,10
	.p2align 3
.L4270:
	call	due_next
	cmpq	$0, 8(%rsp)
	movq	16(%rsp), %r10
	movq	%rax, (%rsp)
	je	.L4122
	movl	280(%rbp), %edx
	testl	%edx, %edx
	je	.L4122
	movq	184(%rsp), %rsi
	subq	%rsi, %rbx
	addq	%rax, %rbx
.L4123:
	movq	%r13, %rsi
	leaq	192(%rsp), %rdi
	movq	%rbp, %r13
	jmp	.L4124
	.p2align 4,,10
	.p2align 3
.L4274:
	addq	%rax, %r12
.L4124:
	cmpq	$-1, %r12
	je	.L4125
	movq	256(%r13), %rax
	addq	%r12, %rax
	cmpq	%rax, %rbx
	jb	.L4125
	movq	264(%r13), %rax
	testq	%rax, %rax
	jne	.L4274
	movq	$-1, %r12
.L4125:
	cmpq	%r12, %rbx
	jb	.L4127
	movq	256(%r13), %rbx
	addq	%r12, %rbx
.L4127:
	movl	92(%rsp), %eax
	testl	%eax, %eax
	je	.L4275
	movq	%rsi, 16(%rsp)
	movq	144(%rsp), %rbp
	movq	%r10, 24(%rsp)
	jmp	.L4128
	.p2align 4,,10
	.p2align 3
.L4277:
	cmpq	0(%rbp), %rbx
	jb	.L4276
	call	heap_pop
.L4128:
	movq	200(%rsp), %rax
	testq	%rax, %rax
	jne	.L4277
	movq	16(%rsp), %rsi
	movq	24(%rsp), %r10
	xorl	%ecx, %ecx
.L4130:
	movq	288(%r13), %rdx
	cmpq	%rdx, %rax
	jb	.L4132
	movl	296(%r13), %eax
	testl	%eax, %eax
	jne	.L4132
	movq	%r10, 24(%rsp)
	movq	%rsi, 16(%rsp)
	call	heap_pop
	movq	16(%rsp), %rsi
	movq	24(%rsp), %r10
	movq	%rax, %rbx
	jmp	.L4124
	.p2align 4,,10
	.p2align 3
.L4117:
	movq	8(%rsp), %rax
	cmpq	136(%rbp), %rax
	setnb	%al
	jmp	.L4118
	.p2align 4,,10
	.p2align 3
.L4271:
	movq	64(%rsp), %rdi
	cmpq	(%rdi,%r15,8), %rax
	jnb	.L4140
	addq	$1, 16(%r10)
	jmp	.L4138
.L4132:
	movq	%r13, %rbp
	movq	%rsi, %r13
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L4136
	cmpq	%rbx, 128(%rbp)
	jb	.L4263
.L4136:
	cmpq	%rdx, %rcx
	jnb	.L4137
.L4134:
	movq	(%rsp), %rax
	movq	%rax, 184(%rsp)
	jmp	.L4119
	.p2align 4,,10
	.p2align 3
.L4147:
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
	jne	.L4149
.L4273:
	movq	208(%rsp), %rax
	leaq	(%r11,%rdx), %rcx
	movq	%rcx, 72(%rsp)
	cmpq	%rcx, %rax
	jnb	.L4150
	movq	48(%rbp), %r8
	cmpq	%rax, %r11
	jnb	.L4151
	addq	%r8, %rcx
	movq	%rcx, 72(%rsp)
.L4152:
	addq	$1, 216(%rsp)
	movq	56(%rbp), %r9
	testq	%r9, %r9
	jne	.L4153
	movl	232(%rbp), %eax
	movq	$-1, 208(%rsp)
	movl	%eax, 52(%rsp)
	testl	%eax, %eax
	jne	.L4278
	.p2align 4,,10
	.p2align 3
.L4198:
	movq	$0, 16(%rsp)
	movq	72(%rsp), %r8
	jmp	.L4146
	.p2align 4,,10
	.p2align 3
.L4266:
	movq	200(%rsp), %rax
	movq	168(%rsp), %rdi
	leaq	1(%rax), %rdx
	movq	%rdx, 200(%rsp)
	testq	%rax, %rax
	jne	.L4162
	jmp	.L4163
	.p2align 4,,10
	.p2align 3
.L4165:
	movq	%rcx, (%rdx)
	testq	%rax, %rax
	je	.L4163
.L4162:
	movq	%rax, %rdx
	leaq	-1(%rax), %rax
	shrq	%rax
	leaq	(%rdi,%rdx,8), %rdx
	movq	(%rdi,%rax,8), %rcx
	cmpq	%rcx, %rsi
	jb	.L4165
	movq	%rsi, (%rdx)
	jmp	.L4161
	.p2align 4,,10
	.p2align 3
.L4276:
	movq	16(%rsp), %rsi
	movq	24(%rsp), %r10
	movq	%rax, %rcx
	jmp	.L4130
	.p2align 4,,10
	.p2align 3
.L4122:
	movq	(%rsp), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L4123
	.p2align 4,,10
	.p2align 3
.L4187:
	leaq	(%rbx,%rax), %rsi
	movq	(%rsp), %rax
	movl	$1, 24(%rsp)
	movq	%rsi, %r11
	subq	%rax, %r11
	movl	$1, %eax
	jmp	.L4159
	.p2align 4,,10
	.p2align 3
.L4188:
	leaq	(%rbx,%rax), %rdx
	movq	%rax, %r11
	movl	$1, 24(%rsp)
	movl	$1, %eax
	jmp	.L4158
	.p2align 4,,10
	.p2align 3
.L4163:
	movq	168(%rsp), %rdx
	movq	%rsi, (%rdx)
	jmp	.L4161
.L4137:
	movq	(%rsp), %rax
	addq	$1, 24(%r10)
	movq	%rax, 184(%rsp)
	jmp	.L4138
.L4153:
	movq	72(%rsp), %rsi
	addq	%r9, %rax
	movq	%rax, 208(%rsp)
	cmpq	%rsi, %rax
	jnb	.L4150
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
	jmp	.L4150
.L4151:
	leaq	(%r8,%rax), %rcx
	leaq	(%rdx,%rcx), %rsi
	cmpq	%rcx, %r11
	cmovnb	72(%rsp), %rsi
	movq	%rsi, 72(%rsp)
	jmp	.L4152
.L4275:
	movq	%r13, %rbp
	movq	%rsi, %r13
	movl	280(%rbp), %eax
	testl	%eax, %eax
	je	.L4134
	cmpq	%rbx, 128(%rbp)
	jnb	.L4134
.L4263:
	movq	136(%rbp), %rax
	movq	8(%rsp), %rcx
	movq	%r10, %r15
	subq	%rcx, %rax
	movq	%rax, 16(%r10)
	jmp	.L4120
.L4191:
	movl	$0, 88(%rsp)
	movq	$-1, %r12
	movq	$1, 80(%rsp)
	jmp	.L4110
.L4267:
	movq	%r10, %r15
	movl	$-1, %ebx
	jmp	.L4172
.L4202:
	movq	152(%rsp), %rdi
	orl	$-1, %ebx
	call	free@PLT
	movq	64(%rsp), %rdi
	call	free@PLT
	movq	144(%rsp), %rdi
	call	free@PLT
	jmp	.L4105
	.cfi_endproc
.LFE223:
	.size	omit_walk, .-omit_walk
	.p2align 4
	.type	ref_omit_client, @function
ref_omit_client:
.LFB228:
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
	jne	.L4280
	movl	152(%rdi), %edx
	leaq	by_kind.7(%rip), %rax
	movq	160(%rdi), %rdi
	movl	(%rax,%rdx,4), %eax
	movq	%rdi, 112(%rsp)
	movl	%eax, (%rsp)
	cmpl	$3, %eax
	jne	.L4281
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L4281
	xorl	%edx, %edx
	movq	112(%rsp), %rdi
	divq	(%r14)
	leaq	1(%rdi,%rax), %rbp
	jmp	.L4283
.L4280:
	movl	$0, (%rsp)
	movq	136(%rdi), %rbp
	movq	$1, 112(%rsp)
.L4283:
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
	je	.L4288
	cmpq	$0, 40(%rsp)
	je	.L4288
	cmpq	$0, 56(%rsp)
	je	.L4288
	testq	%r15, %r15
	je	.L4288
	cmpq	$0, 96(%rsp)
	je	.L4288
	testq	%r13, %r13
	je	.L4288
	cmpq	$0, 88(%rsp)
	je	.L4288
	cmpq	$0, 136(%rsp)
	je	.L4288
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
	jne	.L4446
.L4289:
	movq	160(%r14), %rdi
	movl	$8, %esi
	movq	%rax, 272(%rsp)
	call	calloc@PLT
	movq	%rax, 224(%rsp)
	testq	%rax, %rax
	je	.L4288
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
	jmp	.L4322
	.p2align 4,,10
	.p2align 3
.L4290:
	movq	%rcx, 80(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r11, 16(%rsp)
	cmpq	136(%r14), %r12
	jnb	.L4296
	movq	120(%rsp), %rdi
	call	due_next
	movl	12(%rsp), %edx
	movq	32(%rsp), %rdi
	movq	16(%rsp), %r11
	movq	64(%rsp), %r8
	testl	%edx, %edx
	movq	%rax, (%rdi,%r12,8)
	movq	80(%rsp), %rcx
	jne	.L4447
	cmpl	$2, (%rsp)
	je	.L4448
	cmpl	$1, (%rsp)
	jne	.L4314
	movq	112(%rsp), %rdi
	cmpq	%rdi, %r12
	jb	.L4314
	movq	144(%rsp), %rdi
	movq	(%rdi,%r12,8), %rdx
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
.L4314:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L4295:
	movq	40(%rsp), %rax
	movl	232(%r14), %r10d
	movq	%rbx, (%rax,%r12,8)
	testl	%r10d, %r10d
	je	.L4317
	cmpq	%r8, %rbx
	jb	.L4449
.L4317:
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
.L4320:
	movq	48(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4321
	movq	%rcx, %rdx
	leaq	(%rbx,%rdi), %rax
	subq	%rbx, %rdx
	cmpq	%rdx, %rdi
	cmovb	%rax, %rcx
.L4321:
	movq	96(%rsp), %rax
	movl	12(%rsp), %r9d
	movq	%rcx, (%rax,%r12,8)
	testl	%r9d, %r9d
	je	.L4312
	cmpq	$0, 288(%r14)
	je	.L4312
	movq	%rcx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L4312:
	addq	$1, %r12
.L4322:
	cmpl	$3, (%rsp)
	jne	.L4290
	movq	112(%rsp), %rax
	xorl	%ebx, %ebx
	cmpq	%rax, %r12
	jb	.L4291
	movq	144(%rsp), %rax
	movq	(%rax,%r12,8), %rbx
.L4291:
	testq	%r12, %r12
	je	.L4292
	movq	40(%rsp), %rax
	movq	-8(%rax,%r12,8), %rax
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
.L4292:
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L4293
	cmpq	%rax, %rbx
	setnb	%al
.L4294:
	testb	%al, %al
	jne	.L4450
	movq	32(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L4295
.L4450:
	movq	%r12, %rax
	xorl	%edx, %edx
.L4360:
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
	je	.L4338
	movq	%r15, 104(%rsp)
	movq	88(%rsp), %rbp
	movq	%r10, %r15
	movq	%r13, 120(%rsp)
	movl	12(%rsp), %r13d
	movq	%r14, 80(%rsp)
	movq	160(%rsp), %r14
	jmp	.L4323
	.p2align 4,,10
	.p2align 3
.L4325:
	cmpb	$3, %r11b
	je	.L4451
	cmpb	$1, %r11b
	ja	.L4326
	addq	$1, 1128(%r14,%r15)
	movq	40(%rsp), %rax
	cmpq	$0, 128(%rsp)
	movq	(%rax,%rbx,8), %rsi
	je	.L4335
	movq	56(%rsp), %rax
	movq	(%rax,%rbx,8), %rdi
	testl	%r13d, %r13d
	je	.L4332
	movq	32(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax,%rbx,8), %rax
.L4333:
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
	jne	.L4452
.L4335:
	movq	152(%rsp), %rax
	addq	%r14, %rax
	addq	%r11, 1160(%rax)
	cmpq	$0, 48(%rsp)
	movq	1152(%rax), %rdx
	je	.L4331
	movq	56(%rsp), %rdi
	movq	(%rdi,%rbx,8), %rdi
	movq	%rdi, %rcx
	movq	%rdi, (%rsp)
	subq	%rsi, %rcx
	cmpq	%rcx, 48(%rsp)
	adcq	$0, %rdx
.L4331:
	movq	%rdx, 1152(%rax)
	leaq	(%r14,%r15), %rax
	cmpq	$1, 1128(%rax)
	movq	%rsi, 1176(%rax)
	jne	.L4336
	movq	%rsi, 1168(%rax)
.L4336:
	movq	%r11, (%rsp)
	testl	%r13d, %r13d
	je	.L4326
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
.L4326:
	addq	$1, %rbx
	addq	$32, %r8
	adcq	$0, %r9
	cmpq	%rbx, %r12
	je	.L4453
.L4323:
	movzbl	0(%rbp,%rbx), %r11d
	cmpb	$2, %r11b
	jne	.L4325
	addq	$1, 1136(%r14,%r15)
	jmp	.L4326
	.p2align 4,,10
	.p2align 3
.L4449:
	movq	%r11, %rcx
	xorl	%edx, %edx
	jmp	.L4318
	.p2align 4,,10
	.p2align 3
.L4319:
	movq	%rcx, %rax
	subq	%rdx, %rax
	shrq	%rax
	addq	%rdx, %rax
	cmpq	(%r15,%rax,8), %rbx
	jnb	.L4454
	movq	%rax, %rcx
.L4318:
	cmpq	%rcx, %rdx
	jb	.L4319
	movq	%r11, %rax
	subq	%rdx, %rax
	cmpq	240(%r14), %rax
	jb	.L4317
	movq	88(%rsp), %rax
	movq	248(%r14), %rcx
	movb	$1, (%rax,%r12)
	movq	56(%rsp), %rax
	addq	%rbx, %rcx
	movq	%rcx, (%rax,%r12,8)
	jmp	.L4320
	.p2align 4,,10
	.p2align 3
.L4454:
	leaq	1(%rax), %rdx
	jmp	.L4318
	.p2align 4,,10
	.p2align 3
.L4447:
	movl	280(%r14), %edi
	movl	%edi, 64(%rsp)
	testq	%r12, %r12
	je	.L4364
	testl	%edi, %edi
	je	.L4299
	movq	32(%rsp), %rdi
	subq	-8(%rdi,%r12,8), %rbx
	addq	%rax, %rbx
.L4298:
	movq	256(%r14), %r10
	movq	288(%r14), %r9
	testq	%r10, %r10
	je	.L4300
	.p2align 4,,10
	.p2align 3
.L4310:
	movq	272(%r14), %rsi
	cmpq	%rsi, %rbx
	jb	.L4300
	movq	264(%r14), %rdi
	testq	%rdi, %rdi
	je	.L4301
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%rsi, %rax
	movq	%rax, 16(%rsp)
	divq	%rdi
	movq	16(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, %rdi
.L4301:
	addq	%r10, %rsi
	addq	%rdi, %rsi
	cmpq	%rsi, %rbx
	cmovb	%rsi, %rbx
.L4300:
	testq	%r9, %r9
	je	.L4302
	testq	%rbp, %rbp
	je	.L4302
.L4303:
	leaq	0(%r13,%rbp,8), %rsi
	movq	%r13, %rax
	xorl	%ebp, %ebp
	.p2align 4,,10
	.p2align 3
.L4306:
	movq	(%rax), %rdx
	cmpq	%rdx, %rbx
	jnb	.L4305
	movq	%rdx, 0(%r13,%rbp,8)
	addq	$1, %rbp
.L4305:
	addq	$8, %rax
	cmpq	%rax, %rsi
	jne	.L4306
	cmpq	%r9, %rbp
	jb	.L4302
	movl	296(%r14), %eax
	testl	%eax, %eax
	jne	.L4307
	xorl	%eax, %eax
	movq	$-1, %rbx
	.p2align 4,,10
	.p2align 3
.L4308:
	movq	0(%r13,%rax,8), %rdx
	cmpq	%rdx, %rbx
	cmova	%rdx, %rbx
	addq	$1, %rax
	cmpq	%rbp, %rax
	jb	.L4308
	testq	%r10, %r10
	jne	.L4310
	testq	%rbp, %rbp
	jne	.L4303
	.p2align 4,,10
	.p2align 3
.L4302:
	movl	64(%rsp), %eax
	testl	%eax, %eax
	je	.L4295
.L4304:
	cmpq	%rbx, 128(%r14)
	jb	.L4296
.L4311:
	cmpq	%rbp, %r9
	jne	.L4295
	testq	%r9, %r9
	je	.L4295
	movq	88(%rsp), %rax
	movb	$3, (%rax,%r12)
	movq	40(%rsp), %rax
	movq	%rbx, (%rax,%r12,8)
	jmp	.L4312
	.p2align 4,,10
	.p2align 3
.L4293:
	cmpq	136(%r14), %r12
	setnb	%al
	jmp	.L4294
.L4451:
	addq	$1, 1144(%r14,%r15)
	jmp	.L4326
	.p2align 4,,10
	.p2align 3
.L4448:
	cmpq	%rcx, %rax
	jnb	.L4314
	movq	88(%rsp), %rax
	movb	$2, (%rax,%r12)
	jmp	.L4312
.L4332:
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	112(%rsp)
	movq	%rsi, %rax
	movq	%rdx, %rcx
	jmp	.L4333
.L4364:
	movq	%rax, %rbx
	jmp	.L4298
.L4299:
	cmpq	%rax, %rbx
	cmovb	%rax, %rbx
	jmp	.L4298
.L4453:
	movq	104(%rsp), %r15
	movq	120(%rsp), %r13
	movq	80(%rsp), %r14
.L4338:
	movq	160(%rsp), %rcx
	movq	%r15, 64(%rsp)
	xorl	%ebx, %ebx
	movq	%r14, %rdx
	movq	%r13, 80(%rsp)
	leaq	.L4350(%rip), %rbp
	imulq	$560, 168(%rsp), %rax
	addq	%rax, %rcx
	.p2align 4,,10
	.p2align 3
.L4324:
	cmpl	$1, %ebx
	jle	.L4455
	cmpl	$3, %ebx
	jle	.L4456
	movl	12(%rsp), %edi
	testl	%edi, %edi
	je	.L4343
	cmpq	$0, 256(%rdx)
	jne	.L4340
	movl	280(%rdx), %esi
	testl	%esi, %esi
	je	.L4457
.L4340:
	xorl	%eax, %eax
	xorl	%r9d, %r9d
	movl	%ebx, %r11d
	testq	%r12, %r12
	je	.L4358
	movq	40(%rsp), %r15
	movq	56(%rsp), %r14
	movq	%rcx, (%rsp)
	movq	88(%rsp), %r10
	movq	48(%rsp), %r13
	movq	%rdx, 16(%rsp)
	movl	12(%rsp), %r8d
	.p2align 4,,10
	.p2align 3
.L4357:
	testl	%r8d, %r8d
	je	.L4344
	movq	32(%rsp), %rdi
	movq	(%rdi,%rax,8), %rdi
.L4345:
	xorl	%esi, %esi
	testq	%r13, %r13
	je	.L4346
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	xorl	%esi, %esi
	cmpq	%rdx, %r13
	setb	%sil
.L4346:
	movzbl	(%r10,%rax), %ecx
	cmpb	$1, %cl
	ja	.L4347
	cmpl	$6, %ebx
	ja	.L4348
	movslq	0(%rbp,%r11,4), %rdx
	addq	%rbp, %rdx
	jmp	*%rdx
	.section	.rodata
	.align 4
	.align 4
.L4350:
	.long	.L4348-.L4350
	.long	.L4353-.L4350
	.long	.L4348-.L4350
	.long	.L4353-.L4350
	.long	.L4352-.L4350
	.long	.L4351-.L4350
	.long	.L4349-.L4350
	.text
.L4353:
	testl	%esi, %esi
	je	.L4372
	movq	(%r15,%rax,8), %rdx
	addq	%r13, %rdx
	subq	%rdi, %rdx
.L4445:
	movq	136(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	.p2align 4,,10
	.p2align 3
.L4347:
	addq	$1, %rax
	cmpq	%rax, %r12
	jne	.L4357
	movq	(%rsp), %rcx
	movq	16(%rsp), %rdx
.L4358:
	movq	136(%rsp), %rdi
	movq	%r9, %rsi
	movq	%rcx, 16(%rsp)
	movq	%rdx, (%rsp)
	call	ref_osummary
	movq	16(%rsp), %rcx
	movq	(%rsp), %rdx
.L4343:
	addl	$1, %ebx
	addq	$80, %rcx
	cmpl	$7, %ebx
	jne	.L4324
	movq	64(%rsp), %r15
	movq	80(%rsp), %r13
	xorl	%ebx, %ebx
.L4334:
	movq	336(%rsp), %rdi
	call	free@PLT
	movq	328(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4359
	call	fclose@PLT
.L4359:
	movq	224(%rsp), %rdi
	call	free@PLT
.L4287:
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
.L4349:
	.cfi_restore_state
	movq	(%r15,%rax,8), %rdx
.L4444:
	movq	32(%rsp), %rdi
	subq	(%rdi,%rax,8), %rdx
	movq	136(%rsp), %rdi
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L4347
.L4351:
	movq	136(%rsp), %rdi
	movq	(%r14,%rax,8), %rdx
	subq	(%r15,%rax,8), %rdx
	movq	%rdx, (%rdi,%r9,8)
	addq	$1, %r9
	jmp	.L4347
.L4352:
	movq	(%r14,%rax,8), %rdx
	jmp	.L4444
.L4348:
	testl	%esi, %esi
	jne	.L4347
	andl	$1, %ecx
	je	.L4372
	testl	%ebx, %ebx
	jne	.L4347
.L4372:
	movq	(%r14,%rax,8), %rdx
	subq	%rdi, %rdx
	jmp	.L4445
	.p2align 4,,10
	.p2align 3
.L4344:
	movq	(%r15,%rax,8), %rdi
	jmp	.L4345
.L4455:
	cmpq	$0, 224(%rdx)
	jne	.L4340
.L4443:
	addl	$1, %ebx
	addq	$80, %rcx
	jmp	.L4324
.L4456:
	movl	232(%rdx), %r8d
	testl	%r8d, %r8d
	je	.L4443
	jmp	.L4340
.L4296:
	movq	136(%r14), %rax
	movq	%rax, %rdx
	subq	%r12, %rdx
	jmp	.L4360
.L4446:
	movq	64(%r14), %rax
	jmp	.L4289
.L4457:
	cmpq	$0, 288(%rdx)
	jne	.L4340
	jmp	.L4343
.L4281:
	movq	136(%r14), %rbp
	jmp	.L4283
.L4452:
	movq	104(%rsp), %r15
	movq	120(%rsp), %r13
	movl	$-1, %ebx
	jmp	.L4334
.L4307:
	cmpl	$0, 64(%rsp)
	je	.L4311
	jmp	.L4304
	.p2align 4,,10
	.p2align 3
.L4288:
	movl	$-1, %ebx
	jmp	.L4287
	.cfi_endproc
.LFE228:
	.size	ref_omit_client, .-ref_omit_client
	.p2align 4
	.type	omit_job_run, @function
omit_job_run:
.LFB383:
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
	jne	.L4459
	xorl	%ecx, %ecx
	movq	%rbp, %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	ref_omit_client
.L4459:
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
.LFE383:
	.size	omit_job_run, .-omit_job_run
	.p2align 4
	.type	scoreboard_bench, @function
scoreboard_bench:
.LFB384:
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
	subq	$2168, %rsp
	.cfi_def_cfa_offset 2224
	cmpl	$1, 152(%rdi)
	movq	%rdx, 40(%rsp)
	movl	$1, %edx
	je	.L4462
	movq	160(%rdi), %rdx
.L4462:
	xorl	%eax, %eax
	movq	168(%r15), %r11
	movl	$20, %ecx
	xorl	%ebp, %ebp
	leaq	240(%rsp), %r13
	movq	%rdx, 24(%rsp)
	leaq	112(%rsp), %rbx
	movq	%r13, %rdi
	movq	%r11, 16(%rsp)
	movq	%r13, %r14
	movq	%r13, %r12
	rep stosq
	leaq	48(%rsp), %rax
	movq	%rsi, 32(%rsp)
	movq	%rax, 8(%rsp)
.L4465:
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$14, %ecx
	xorl	%r8d, %r8d
	rep stosq
	leaq	112(%rsp), %rbx
	movq	8(%rsp), %rcx
	movl	%ebp, %esi
	movq	%rbx, %rdx
	movq	%r15, %rdi
	movq	%r12, 224(%rsp)
	call	omit_walk
	testl	%eax, %eax
	je	.L4474
.L4464:
	leaq	160(%r13), %rbx
	movl	%eax, %ebp
.L4467:
	movq	(%r14), %rdi
	addq	$40, %r14
	call	free@PLT
	movq	-32(%r14), %rdi
	call	free@PLT
	movq	-24(%r14), %rdi
	call	free@PLT
	pxor	%xmm0, %xmm0
	movq	$0, -8(%r14)
	movups	%xmm0, -40(%r14)
	movups	%xmm0, -24(%r14)
	cmpq	%rbx, %r14
	jne	.L4467
	addq	$2168, %rsp
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
.L4474:
	.cfi_restore_state
	leaq	80(%r12), %rcx
	leaq	400(%rsp), %rdx
	movl	%ebp, %esi
	movq	%r15, %rdi
	call	ref_omit_client
	testl	%ebp, %ebp
	movl	$1, %ebp
	setle	%cl
	testl	%eax, %eax
	sete	%dl
	addq	$40, %r12
	testb	%dl, %cl
	jne	.L4465
	movq	16(%rsp), %r11
	movq	24(%rsp), %rdx
	movq	32(%rsp), %rsi
	testl	%eax, %eax
	jne	.L4464
	movq	288(%rsp), %rax
	imulq	%rdx, %r11
	movq	%r15, %rdi
	movq	%rdx, 136(%rsp)
	movq	%rsi, %rdx
	movq	%rbx, %rsi
	movq	%r13, 128(%rsp)
	movq	%rax, 112(%rsp)
	movq	304(%rsp), %rax
	movq	%r11, 144(%rsp)
	movq	%rax, 120(%rsp)
	movq	168(%r15), %rax
	movl	$1, 160(%rsp)
	movq	%rax, 152(%rsp)
	call	score_route
	movq	368(%rsp), %rcx
	movq	168(%r15), %rdx
	movq	%rcx, 112(%rsp)
	movq	384(%rsp), %rcx
	movq	%rdx, 152(%rsp)
	movq	%rcx, 120(%rsp)
	leaq	320(%rsp), %rcx
	movq	%rcx, 128(%rsp)
	testl	%eax, %eax
	jne	.L4464
	movq	40(%rsp), %rdx
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	score_reference
	jmp	.L4464
	.cfi_endproc
.LFE384:
	.size	scoreboard_bench, .-scoreboard_bench
	.section	.rodata.str1.8
	.align 8
.LC572:
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
	jne	.L4476
	movq	8(%rdi), %rbp
	movq	(%rdi), %r10
	movq	%rbp, %rax
	subq	$0, %rax
	jne	.L4503
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
.L4492:
	movl	64(%rbx), %r8d
	movq	%r10, %rax
	movl	$99999, %esi
	xorl	%edi, %edi
	mulq	(%r12)
	testl	%r8d, %r8d
	jne	.L4478
	movl	$50000, %esi
	xorl	%edi, %edi
.L4478:
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
	je	.L4479
	xorq	%rsi, %r10
	orq	%rbp, %r10
	je	.L4516
	cmpq	$1, %rsi
	je	.L4483
	movq	48(%rbx), %rax
	movl	$0, 24(%r15)
	xorl	%edx, %edx
	movq	%rax, (%r14)
	movq	0(%r13), %rax
	cmpq	%rsi, %rax
	jnb	.L4517
	.p2align 4,,10
	.p2align 3
.L4484:
	addq	$1, %rdx
	movq	%rax, %rdi
	addq	0(%r13,%rdx,8), %rax
	cmpq	%rsi, %rax
	jb	.L4484
	cmpq	$16383, %rdx
	jbe	.L4518
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
	je	.L4485
	movq	1064(%rbx), %rcx
	movq	1072(%rbx), %r8
	movq	%r14, %rdx
	movq	8(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L4519
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
.L4487:
	addq	$112, 8(%rsp)
	addq	$8, %r12
	addq	$4, %r15
	addq	$8, %r14
	cmpq	%r15, 16(%rsp)
	je	.L4491
	movq	(%rbx), %r10
	movq	8(%rbx), %rbp
	jmp	.L4492
	.p2align 4,,10
	.p2align 3
.L4476:
	movq	376(%rdi), %r8
	xorl	%ebp, %ebp
	jmp	.L4500
	.p2align 4,,10
	.p2align 3
.L4494:
	addq	$1, %rbp
	cmpq	$6, %rbp
	je	.L4520
.L4500:
	movl	296(%rbx,%rbp,4), %ecx
	movl	348(%rbx,%rbp,4), %eax
	movq	176(%rbx,%rbp,8), %rdx
	testl	%ecx, %ecx
	jne	.L4494
	movslq	%eax, %rcx
	movq	80(%rbx,%rbp,8), %rsi
	xorl	%eax, %eax
	salq	$19, %rcx
	addq	%r8, %rcx
	jmp	.L4495
	.p2align 4,,10
	.p2align 3
.L4497:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L4496
.L4495:
	movq	%rdx, %rdi
	addq	(%rcx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jb	.L4497
	movl	272(%rbx,%rbp,4), %ecx
	movq	%rdi, 176(%rbx,%rbp,8)
	salq	%cl, %rax
	addq	224(%rbx,%rbp,8), %rax
	movq	%rax, 224(%rbx,%rbp,8)
	testl	%ecx, %ecx
	jne	.L4499
	movq	%rax, 128(%rbx,%rbp,8)
	movl	$1, 296(%rbx,%rbp,4)
	addq	$1, %rbp
	subl	$1, 72(%rbx)
	cmpq	$6, %rbp
	jne	.L4500
.L4520:
	movl	320(%rbx), %eax
	testl	%eax, %eax
	jle	.L4501
	xorl	%ebp, %ebp
	jmp	.L4502
	.p2align 4,,10
	.p2align 3
.L4521:
	movq	376(%rbx), %r8
.L4502:
	movslq	324(%rbx,%rbp,4), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %rbp
	salq	$19, %rdi
	addq	%r8, %rdi
	call	memset@PLT
	cmpl	%ebp, 320(%rbx)
	jg	.L4521
.L4501:
	movq	%rbx, %rdi
	call	select_windows
.L4493:
	xorl	%eax, %eax
.L4475:
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
.L4499:
	.cfi_restore_state
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 272(%rbx,%rbp,4)
	jmp	.L4494
	.p2align 4,,10
	.p2align 3
.L4479:
	movl	$1, 24(%r15)
	movq	$0, (%r14)
	jmp	.L4487
	.p2align 4,,10
	.p2align 3
.L4516:
	movl	$1, 24(%r15)
	cmpq	$1, %rsi
	je	.L4481
	movq	48(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L4487
	.p2align 4,,10
	.p2align 3
.L4518:
	movq	%rdi, 48(%r14)
	movl	$0, (%r15)
	movq	%rdx, 96(%r14)
.L4485:
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L4487
	.p2align 4,,10
	.p2align 3
.L4483:
	movl	$1, 24(%r15)
.L4481:
	movq	40(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L4487
	.p2align 4,,10
	.p2align 3
.L4491:
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
	jmp	.L4493
	.p2align 4,,10
	.p2align 3
.L4519:
	movl	$1, 24(%r15)
	movq	384(%rbx), %r13
	addl	$1, 1084(%rbx)
	jmp	.L4487
.L4517:
	movq	$0, 48(%r14)
	movl	$0, (%r15)
	movq	$0, 96(%r14)
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L4487
.L4496:
	leaq	run_fault_lock(%rip), %r12
	movq	%r12, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %r13d
	movq	%r12, %rdi
	call	pthread_mutex_unlock@PLT
	testl	%r13d, %r13d
	jne	.L4506
	movslq	%ebp, %rbp
	movq	stderr(%rip), %rdi
	leaq	.LC572(%rip), %rsi
	xorl	%eax, %eax
	movq	80(%rbx,%rbp,8), %rdx
	call	fprintf@PLT
	call	abort@PLT
.L4503:
	movl	$-2, %eax
	jmp	.L4475
.L4506:
	movl	$-4, %eax
	jmp	.L4475
	.cfi_endproc
.LFE148:
	.size	select_end_pass, .-select_end_pass
	.section	.rodata.str1.8
	.align 8
.LC573:
	.string	"corrected set without its terms, in memory and in passes (guessing too, and select), e %lu, values below %lu: fields that differ"
	.align 8
.LC574:
	.string	"some corrected percentiles were found by a guess"
	.align 8
.LC575:
	.string	"the brute-force buffer was allocated"
	.text
	.p2align 4
	.type	self_test_corrected, @function
self_test_corrected:
.LFB412:
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
	je	.L4560
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
.L4524:
	movq	24(%rsp), %rax
	leaq	TOP.15(%rip), %r9
	movq	%rbx, %r13
	movq	%r9, 32(%rsp)
	leaq	(%rax,%rax,2), %r11
	leaq	7728(%rsp), %rax
	movq	%rax, 256(%rsp)
	movq	%r11, %rbx
.L4559:
	movq	32(%rsp), %r10
	movq	88(%rsp), %r8
	xorl	%ecx, %ecx
	movabsq	$-4658895280553007687, %rdi
	movabsq	$-7723592293110705685, %rsi
	jmp	.L4528
	.p2align 4,,10
	.p2align 3
.L4588:
	movq	-8(%r8,%rcx,8), %rdx
.L4526:
	movq	%rdx, (%r8,%rcx,8)
	movq	%rdx, (%r14,%rcx,8)
	addq	$1, %rcx
	cmpq	$200, %rcx
	je	.L4587
.L4528:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L4588
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
	jmp	.L4526
.L4587:
	movq	88(%rsp), %rdi
	movq	24(%rsp), %r9
	xorl	%esi, %esi
	jmp	.L4533
.L4590:
	addq	$8, %rdi
	cmpq	%rdi, %r14
	je	.L4589
.L4533:
	movq	(%rdi), %rax
	movl	$1, %ecx
	cmpq	%r9, %rax
	jb	.L4529
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L4529:
	addq	%rsi, %rcx
	setc	%r11b
	movq	%rcx, %rsi
	movzbl	%r11b, %r11d
	jnc	.L4590
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
.L4532:
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
.L4558:
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
	jle	.L4536
.L4535:
	movq	48(%rsp), %rbp
	.p2align 4,,10
	.p2align 3
.L4537:
	movq	0(%rbp), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	cqr_add_n
	movq	%rbp, %rax
	subq	$8, %rbp
	cmpq	%rbx, %rax
	jne	.L4537
	movl	1716(%rsp), %eax
	movq	%r12, %rdi
	leal	1(%rax), %edx
	movl	%edx, 1716(%rsp)
	testl	%eax, %eax
	je	.L4591
	call	cqr_end_pass.part.0
.L4539:
	movl	1720(%rsp), %r10d
	testl	%r10d, %r10d
	jg	.L4535
.L4536:
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
.L4540:
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
	jne	.L4540
	movq	%r11, 8(%rsp)
	movl	$200, %ebp
	movl	$3, 212(%rsp)
	movq	$2, 64(%rsp)
	movq	%rbx, 168(%rsp)
	movq	232(%rsp), %rbx
.L4557:
	movq	64(%rsp), %r8
	movl	20(%rsp), %ecx
	xorl	%r9d, %r9d
	movq	%r12, %rdi
	movq	24(%rsp), %rsi
	movl	$1000, %edx
	call	cqr_init
	movl	1720(%rsp), %r9d
	testl	%r9d, %r9d
	jle	.L4542
	movq	%rbx, 176(%rsp)
	movq	%r13, 184(%rsp)
	.p2align 4,,10
	.p2align 3
.L4541:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L4548:
	movq	%rbp, %rdx
	leaq	(%r14,%rbx,8), %rax
	subq	%rbx, %rdx
	cmpq	$1, %rdx
	je	.L4543
	movq	(%rax), %rcx
	movl	$1, %r13d
	jmp	.L4544
	.p2align 4,,10
	.p2align 3
.L4547:
	addq	$1, %r13
	cmpq	%r13, %rdx
	je	.L4546
.L4544:
	cmpq	%rcx, (%rax,%r13,8)
	je	.L4547
.L4546:
	movq	4528(%rsp,%rbx,8), %rsi
	movq	%r13, %rdx
	movq	%r12, %rdi
	addq	%r13, %rbx
	call	cqr_add_n
	cmpq	$199, %rbx
	jbe	.L4548
.L4545:
	movl	1716(%rsp), %eax
	movq	%r12, %rdi
	leal	1(%rax), %edx
	movl	%edx, 1716(%rsp)
	testl	%eax, %eax
	je	.L4592
	call	cqr_end_pass.part.0
.L4550:
	movl	1720(%rsp), %r8d
	testl	%r8d, %r8d
	jg	.L4541
	movq	176(%rsp), %rbx
	movq	184(%rsp), %r13
.L4542:
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
.L4551:
	movq	(%rcx,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rsi,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L4551
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
	jne	.L4552
	movl	680(%rsp), %edi
	testl	%edi, %edi
	jle	.L4556
	movq	%r12, 192(%rsp)
	movq	256(%rsp), %r12
.L4553:
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
	jg	.L4553
	movq	192(%rsp), %r12
.L4556:
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
.L4554:
	movq	0(%r13,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rcx,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L4554
	movq	%r11, 8(%rsp)
.L4555:
	salq	$2, 64(%rsp)
	subl	$1, 212(%rsp)
	jne	.L4557
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
	jne	.L4593
	movl	$1, 20(%rsp)
	jmp	.L4558
.L4543:
	movq	6120(%rsp), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	cqr_add_n
	jmp	.L4545
.L4592:
	call	cqr_first_end
	jmp	.L4550
.L4591:
	call	cqr_first_end
	jmp	.L4539
.L4552:
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
	jmp	.L4555
.L4589:
	cmpq	$400000, %rcx
	jbe	.L4594
.L4534:
	addq	$8, 32(%rsp)
	movq	32(%rsp), %rax
	leaq	32+TOP.15(%rip), %rdi
	cmpq	%rdi, %rax
	jne	.L4559
	movq	%r13, %rbx
	leaq	48+E.16(%rip), %rax
	addq	$8, %rbx
	cmpq	%rax, %rbx
	je	.L4565
	movq	(%rbx), %rax
	movq	%rax, 24(%rsp)
	jmp	.L4524
.L4593:
	movq	32(%rsp), %rax
	movq	240(%rsp), %r12
	leaq	.LC573(%rip), %rdx
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
	jmp	.L4534
.L4565:
	movl	$1, %ebp
	xorl	%ebx, %ebx
.L4523:
	movq	56(%rsp), %rdi
	call	free@PLT
	xorl	%ecx, %ecx
	cmpq	$0, 40(%rsp)
	movl	$1, %esi
	setne	%cl
	leaq	.LC574(%rip), %rdi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%rbp, %rcx
	movq	%rbx, %r8
	movl	$1, %esi
	movl	208(%rsp), %r12d
	xorl	%edx, %edx
	leaq	.LC575(%rip), %rdi
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
.L4560:
	.cfi_restore_state
	xorl	%eax, %eax
	xorl	%edx, %edx
	xorl	%ebp, %ebp
	xorl	%ebx, %ebx
	movl	%eax, 208(%rsp)
	movq	%rdx, 40(%rsp)
	jmp	.L4523
.L4594:
	xorl	%r10d, %r10d
	jmp	.L4532
	.cfi_endproc
.LFE412:
	.size	self_test_corrected, .-self_test_corrected
	.section	.rodata.str1.8
	.align 8
.LC576:
	.string	"out of memory for %lu connections"
	.align 8
.LC577:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
.LFB201:
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
	jne	.L4622
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
	jmp	.L4605
	.p2align 4,,10
	.p2align 3
.L4624:
	movq	16(%rsp), %rsi
	movq	40(%rsp), %rdi
	movl	$4096, %edx
	call	due_fill
	movq	%r12, 33216(%rsp)
	movq	33216(%rsp), %rcx
	movq	%rax, %r12
.L4603:
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
	jb	.L4602
	cmpq	%rbp, %rax
	jne	.L4601
	cmpl	$3, 48(%rsp)
	je	.L4623
.L4601:
	movq	%rcx, 33216(%rsp)
	movq	%r12, %rcx
	movq	33216(%rsp), %r12
	orq	%r15, %rcx
	je	.L4604
.L4605:
	xorl	%ecx, %ecx
	cmpl	$3, 48(%rsp)
	jne	.L4624
	movq	%r12, 33216(%rsp)
	movq	%rcx, %r12
	movq	33216(%rsp), %rcx
	jmp	.L4603
	.p2align 4,,10
	.p2align 3
.L4623:
	movq	24(%rsp), %rdi
	leaq	72(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 33216(%rsp)
	call	walk_run
	testq	%rax, %rax
	jne	.L4602
	orq	%r15, %r12
	movq	33216(%rsp), %rcx
	je	.L4604
	xorl	%r12d, %r12d
	jmp	.L4603
	.p2align 4,,10
	.p2align 3
.L4604:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4606
	call	fclose@PLT
.L4606:
	movq	248(%rsp), %rax
	movq	56(%rsp), %rdi
	movq	368(%rsp), %rdx
	movq	%rax, (%rdi)
	movq	33224(%rsp), %rax
	movq	336(%rsp), %rdi
	movq	%rdx, (%rax)
	call	free@PLT
.L4595:
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
.L4622:
	.cfi_restore_state
	movq	160(%r13), %rcx
	leaq	384(%rsp), %rbp
	leaq	.LC576(%rip), %rdx
	xorl	%eax, %eax
	movl	$96, %esi
	movq	%rbp, %rdi
	leaq	run_fault_lock(%rip), %rbx
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L4625
.L4597:
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$-4, 52(%rsp)
	jmp	.L4595
.L4602:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC577(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L4625:
	movq	%rbp, %rcx
	leaq	.LC30(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$1, run_fault(%rip)
	jmp	.L4597
	.cfi_endproc
.LFE201:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB286:
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
	je	.L4626
	cmpl	$0, 152(%r10)
	jne	.L4626
	cmpl	$0, 72(%r10)
	movq	%rdx, %rbx
	jne	.L4628
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L4653
.L4628:
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
	jne	.L4642
	testq	%rax, %rax
	je	.L4642
	leaq	160(%rsp), %rbp
	leaq	32(%rsp), %r14
	movq	%r13, %rsi
	movq	%rbp, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L4629
	xorl	%ebp, %ebp
	cmpq	$0, 552(%rsp)
	je	.L4631
	.p2align 4,,10
	.p2align 3
.L4630:
	movq	16(%rbx), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	552(%rsp), %rbp
	jb	.L4630
.L4631:
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
	jne	.L4626
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
	jne	.L4626
	movq	552(%rsp), %rcx
	movq	32(%rbx), %rsi
	movq	%rcx, 24(%rbx)
	movq	%rsi, %rax
	cmpq	%rcx, %rsi
	jnb	.L4632
	movq	16(%rbx), %r8
	movq	8(%rbx), %rdx
	movq	480(%rsp), %rdi
	jmp	.L4633
	.p2align 4,,10
	.p2align 3
.L4635:
	addq	$1, %rsi
	movq	%rsi, 32(%rbx)
	cmpq	%rsi, %rcx
	je	.L4634
.L4633:
	movq	(%rdx,%rsi,8), %rax
	addq	(%r8,%rsi,8), %rax
	cmpq	%rax, %rdi
	jnb	.L4635
	movq	%rsi, 40(%rbx)
	leaq	SERVICE_DISTS(%rip), %rbp
	cmpq	%rcx, %rsi
	jb	.L4636
	jmp	.L4652
	.p2align 4,,10
	.p2align 3
.L4639:
	movq	40(%rbx), %rax
	leaq	1(%rax), %rsi
	movq	%rsi, 40(%rbx)
	cmpq	24(%rbx), %rsi
	jnb	.L4652
	movq	8(%rbx), %rdx
.L4636:
	movl	424(%rsp), %eax
	movq	(%rdx,%rsi,8), %r12
	movq	%r13, %rdi
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rbp,%rax)
	cmpq	%r12, %rax
	jb	.L4639
.L4652:
	movq	32(%rbx), %rax
.L4637:
	cmpq	24(%rbx), %rax
	setnb	%al
	movzbl	%al, %eax
.L4626:
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
.L4653:
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
	jmp	.L4628
.L4632:
	movq	%rsi, 40(%rbx)
	jmp	.L4637
.L4629:
	movq	%rbp, %rsi
	movl	$2, %edi
	call	run_fault_set
	movl	$-4, %eax
	jmp	.L4626
.L4642:
	orl	$-1, %eax
	jmp	.L4626
.L4634:
	movq	%rcx, 40(%rbx)
	movq	%rcx, %rax
	jmp	.L4637
	.cfi_endproc
.LFE286:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.1
.LC578:
	.string	".hlog"
.LC579:
	.string	"run.hlog"
	.section	.rodata.str1.8
	.align 8
.LC580:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC581:
	.string	"RESULT export hlog=none (the .hlog's walk models one catch-up connection)"
	.align 8
.LC582:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC583:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC584:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC585:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB323:
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
	subq	$1096, %rsp
	.cfi_def_cfa_offset 1152
	movl	24(%rdx), %eax
	movl	%r8d, (%rsp)
	movq	$0, 320(%rsp)
	movaps	%xmm0, 256(%rsp)
	movaps	%xmm0, 272(%rsp)
	movaps	%xmm0, 288(%rsp)
	movaps	%xmm0, 304(%rsp)
	movaps	%xmm0, 96(%rsp)
	movaps	%xmm0, 112(%rsp)
	movaps	%xmm0, 128(%rsp)
	movaps	%xmm0, 144(%rsp)
	cmpl	$3, %eax
	je	.L4728
	movq	%rdi, %r12
	movq	%rsi, %r13
	movq	%rdx, %r15
	movq	%rcx, %rbx
	cmpl	$2, %eax
	je	.L4729
	movq	(%rcx), %rsi
	movq	(%r15), %rdi
	leaq	96(%rsp), %rbp
	leaq	128(%rsp), %r14
	movq	%rbp, %rdx
	call	dist_of_sorted
	movq	272(%rbx), %rsi
	movq	%r14, %rdx
	movq	%rbp, %rdi
	call	dist_correct
	movl	120(%rsp), %eax
	orl	152(%rsp), %eax
	jne	.L4663
	leaq	256(%rsp), %rax
	movq	(%rbx), %rsi
	movq	(%r15), %rdi
	movq	%rax, %rdx
	movq	%rax, 8(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L4663
	movq	80(%rbx), %rsi
	movq	8(%r15), %rdi
	leaq	280(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L4663
.L4726:
	leaq	304(%rsp), %rsi
	movq	%r14, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L4663
	movq	8(%rsp), %rax
	movl	$47, %esi
	movq	%r12, %rdi
	movq	%r13, 720(%rsp)
	movq	%rbx, 728(%rsp)
	movq	%rax, 736(%rsp)
	call	strrchr@PLT
	cmpl	$0, 152(%r13)
	jne	.L4664
	cmpq	$1, 160(%r13)
	jne	.L4664
	testq	%rax, %rax
	je	.L4669
	cmpb	$0, 1(%rax)
	leaq	.LC579(%rip), %rsi
	leaq	.LC578(%rip), %rax
	cmovne	%rax, %rsi
.L4670:
	leaq	720(%rsp), %rcx
	leaq	hlog_writer(%rip), %rdx
	movq	%r12, %rdi
	call	export_file
	testl	%eax, %eax
	jne	.L4663
.L4668:
	leaq	64(%rsp), %rax
	xorl	%r8d, %r8d
	movq	%r13, 24(%rsp)
	movq	%rax, 16(%rsp)
	movq	%r8, %r13
.L4672:
	imulq	$10, %r13, %rax
	movq	16(%rsp), %rcx
	leaq	0(%r13,%r13,2), %r15
	movq	%r12, %rdi
	leaq	hgrm_writer(%rip), %rdx
	movq	24(%rbx,%rax), %rax
	movq	%rax, (%rcx,%r13)
	movq	8(%rsp), %rax
	addq	%rax, %r15
	leaq	HGRM.3(%rip), %rax
	movq	(%rax,%r13), %rsi
	movq	%r15, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L4663
	cmpl	$0, (%rsp)
	jne	.L4671
.L4674:
	addq	$8, %r13
	cmpq	$24, %r13
	jne	.L4672
	leaq	.LC582(%rip), %rax
	movq	%r12, %rdi
	movq	24(%rsp), %r13
	leaq	160(%rsp), %rcx
	movq	%rax, %xmm0
	leaq	NAMES.1(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movl	$3, 176(%rsp)
	movhps	8(%rsp), %xmm0
	leaq	.LC508(%rip), %rsi
	movaps	%xmm0, 160(%rsp)
	movq	%rax, %xmm0
	movhps	16(%rsp), %xmm0
	movups	%xmm0, 184(%rsp)
	call	export_file
	movl	%eax, %r15d
	testl	%eax, %eax
	jne	.L4663
	leaq	208(%rsp), %rax
	movl	$20, %esi
	movq	%r13, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	first_stall_window
	testl	%eax, %eax
	je	.L4730
	jle	.L4682
	movq	48(%r13), %r10
	testq	%r10, %r10
	je	.L4731
.L4679:
	leaq	.LC584(%rip), %rdi
	call	puts@PLT
	movq	(%rsp), %rdi
	call	stall_window_free
	jmp	.L4694
.L4729:
	xorl	%r14d, %r14d
	cmpq	$0, 40(%rdx)
	leaq	96(%rsp), %rbp
	jne	.L4658
	jmp	.L4662
	.p2align 4,,10
	.p2align 3
.L4661:
	addq	$1, %r14
	cmpq	40(%r15), %r14
	jnb	.L4662
.L4658:
	movq	48(%r15), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L4661
	movl	120(%rsp), %r9d
	testl	%r9d, %r9d
	jne	.L4661
	movq	32(%r15), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbp, %rdi
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L4661
.L4662:
	movq	272(%rbx), %rsi
	leaq	128(%rsp), %r14
	movq	%rbp, %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	120(%rsp), %eax
	orl	152(%rsp), %eax
	jne	.L4663
	leaq	256(%rsp), %rax
	leaq	32(%r15), %rdi
	movq	%rax, %rsi
	movq	%rax, 8(%rsp)
	call	table_from_lattice
	testl	%eax, %eax
	je	.L4732
.L4663:
	orl	$-1, %ebx
.L4693:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L4733
.L4695:
	movl	%ebx, %r15d
.L4694:
	movq	256(%rsp), %rdi
	call	free@PLT
	movq	280(%rsp), %rdi
	call	free@PLT
	movq	304(%rsp), %rdi
	call	free@PLT
	movq	%rbp, %rdi
	call	dist_free
	movq	%r14, %rdi
	call	dist_free
.L4654:
	addq	$1096, %rsp
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
.L4733:
	.cfi_restore_state
	movq	stderr(%rip), %rdi
	movq	%r12, %rdx
	leaq	.LC585(%rip), %rsi
	call	fprintf@PLT
	jmp	.L4695
.L4732:
	leaq	280(%rsp), %rsi
	leaq	56(%r15), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L4663
	jmp	.L4726
.L4664:
	leaq	.LC581(%rip), %rdi
	call	puts@PLT
	jmp	.L4668
.L4671:
	leaq	VALUES.2(%rip), %rax
	movq	%r15, %rcx
	leaq	values_writer(%rip), %rdx
	movq	%r12, %rdi
	movq	(%rax,%r13), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L4674
	jmp	.L4663
.L4669:
	cmpb	$0, (%r12)
	leaq	.LC579(%rip), %rsi
	leaq	.LC578(%rip), %rax
	cmovne	%rax, %rsi
	jmp	.L4670
.L4690:
	testl	%eax, %eax
	jns	.L4679
.L4682:
	movq	(%rsp), %rdi
	call	stall_window_free
	jmp	.L4663
.L4730:
	movq	(%rsp), %rax
	leaq	720(%rsp), %rcx
	movq	%r12, %rdi
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC583(%rip), %rsi
	movq	%r13, 720(%rsp)
	movq	%rax, 728(%rsp)
	movq	272(%rbx), %rax
	movq	%rax, 736(%rsp)
	call	export_file
	movl	%eax, %ebx
.L4676:
	movq	(%rsp), %rdi
	call	stall_window_free
	testl	%ebx, %ebx
	je	.L4694
	jmp	.L4693
.L4728:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC580(%rip), %rdi
	orl	$-1, %r15d
	call	fwrite@PLT
	jmp	.L4654
.L4731:
	movq	(%rsp), %rbx
	movq	%r10, 24(%rsp)
	movq	%rbx, %rdi
	call	stall_window_free
	leaq	720(%rsp), %rax
	movq	%r13, %rsi
	movl	$46, %ecx
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	cmpl	$0, 152(%r13)
	movl	%r15d, %eax
	rep movsq
	movl	$12, %ecx
	movq	%rbx, %rdi
	rep stosl
	jne	.L4679
	movq	136(%r13), %rbx
	movl	$262144, %eax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	movq	%rbx, 856(%rsp)
	salq	$3, %rbx
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 208(%rsp)
	movq	%rax, 16(%rsp)
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 216(%rsp)
	movq	%rax, %r13
	call	malloc@PLT
	movq	16(%rsp), %rdx
	movq	%rax, 224(%rsp)
	testq	%rdx, %rdx
	je	.L4682
	testq	%r13, %r13
	je	.L4682
	testq	%rax, %rax
	je	.L4682
	movq	8(%rsp), %rsi
	leaq	464(%rsp), %r13
	leaq	336(%rsp), %rbx
	movq	%r13, %rdx
	movq	%rbx, %rdi
	call	due_open.constprop.0
	movq	24(%rsp), %r10
	testl	%eax, %eax
	jne	.L4734
	movq	%rbp, 16(%rsp)
	movq	%r10, %r13
	jmp	.L4684
.L4688:
	movq	224(%rsp), %rax
	movq	%rbx, %rdi
	leaq	(%rax,%r13,8), %rbp
	call	due_next
	movq	%rax, 0(%rbp)
	movq	224(%rsp), %rax
	cmpq	$999999999, (%rax,%r13,8)
	ja	.L4727
	addq	$1, %r13
.L4684:
	cmpq	856(%rsp), %r13
	jb	.L4688
.L4727:
	leaq	376(%rsp), %rdi
	movq	16(%rsp), %rbp
	movq	%r13, 16(%rsp)
	call	numbers_close
	movq	16(%rsp), %r10
	movq	%r10, 856(%rsp)
	testq	%r10, %r10
	je	.L4679
	movq	224(%rsp), %rax
	leaq	56(%rsp), %rbx
	leaq	32(%rsp), %r9
	movq	%r10, %rcx
	leaq	48(%rsp), %r8
	movl	$1, %esi
	movq	%rax, 832(%rsp)
	pushq	%rbx
	.cfi_def_cfa_offset 1160
	leaq	48(%rsp), %r13
	pushq	%r13
	.cfi_def_cfa_offset 1168
	movq	224(%rsp), %rdx
	movq	24(%rsp), %rdi
	movq	%r9, 40(%rsp)
	movq	%r8, 32(%rsp)
	call	walk_all
	popq	%rsi
	.cfi_def_cfa_offset 1160
	popq	%rdi
	.cfi_def_cfa_offset 1152
	testl	%eax, %eax
	jne	.L4690
	pushq	%rbx
	.cfi_def_cfa_offset 1160
	xorl	%esi, %esi
	pushq	%r13
	.cfi_def_cfa_offset 1168
	movq	40(%rsp), %r9
	movq	32(%rsp), %r8
	movq	872(%rsp), %rcx
	movq	232(%rsp), %rdx
	movq	24(%rsp), %rdi
	call	walk_all
	popq	%rdx
	.cfi_def_cfa_offset 1160
	popq	%rcx
	.cfi_def_cfa_offset 1152
	testl	%eax, %eax
	jne	.L4690
	movq	856(%rsp), %rax
	movq	(%rsp), %rcx
	movq	%r12, %rdi
	leaq	first_second_writer(%rip), %rdx
	leaq	.LC583(%rip), %rsi
	movq	%rax, 232(%rsp)
	call	export_file
	movl	%eax, %ebx
	jmp	.L4676
.L4734:
	movq	%r13, %rsi
	movl	$2, %edi
	call	run_fault_set
	jmp	.L4682
	.cfi_endproc
.LFE323:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.8
	.align 8
.LC586:
	.string	"bench: internal error: the schedule ran out before its count\n"
	.align 8
.LC587:
	.string	"bench: internal error: the shared schedule ends at %lu ns, read before the run as %lu\n"
	.text
	.p2align 4
	.type	walk_outcomes, @function
walk_outcomes:
.LFB189:
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
	je	.L4941
.L4736:
	movq	80(%rsp), %rax
	movq	208(%rax), %rbp
	testq	%rbp, %rbp
	jne	.L4942
.L4737:
	leaq	384(%rsp), %rdi
	movl	$1020, %ecx
	xorl	%eax, %eax
	movq	%rdi, 152(%rsp)
	rep stosq
	testl	%ebx, %ebx
	jne	.L4937
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
.L4743:
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
	je	.L4943
.L4742:
	leal	1(%r15), %r10d
	cmpl	%r10d, 144(%rsp)
	movl	$1, %r15d
	setg	%dl
	testl	%r12d, %r12d
	sete	%al
	addq	$288, %r13
	addq	$4080, %rbp
	testb	%al, %dl
	jne	.L4743
	movq	32(%rsp), %r15
	testl	%r12d, %r12d
	jne	.L4937
	movq	152(%rsp), %rax
	cmpl	$2, 144(%rsp)
	movq	%rax, 208(%rsp)
	jne	.L4745
	leaq	4464(%rsp), %rax
	movq	%rax, 216(%rsp)
.L4745:
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
.L4851:
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
	jmp	.L4754
.L4945:
	movl	2200(%r14), %r8d
	testl	%r8d, %r8d
	jle	.L4746
	movl	$1, 4040(%r14)
.L4748:
	cmpl	$3, %r12d
	movl	$1, %edx
	pxor	%xmm2, %xmm2
	movl	$1, 4044(%r14)
	movl	%eax, 4048(%r14)
	cmovne	%edx, %eax
	movups	%xmm2, 4056(%r14)
.L4750:
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
	je	.L4752
	movq	80(%rsp), %rsi
	movl	%r12d, %edx
	movq	%r10, %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L4752:
	movl	4048(%r14), %esi
	movq	%r13, 3760(%r14)
	testl	%esi, %esi
	je	.L4753
	xorl	%edx, %edx
	movq	80(%rsp), %rsi
	leaq	3760(%r14), %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L4753:
	movq	8(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	je	.L4944
.L4754:
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
	jne	.L4945
.L4746:
	movl	$0, 4040(%r14)
	testl	%edx, %edx
	jg	.L4748
	pxor	%xmm4, %xmm4
	movl	%eax, 4048(%r14)
	movl	$0, 4044(%r14)
	movups	%xmm4, 4056(%r14)
	jmp	.L4750
.L4944:
	movl	%ebx, 148(%rsp)
	movq	%r13, %r12
	movl	%ebp, 116(%rsp)
	testl	%ebp, %ebp
	je	.L4946
	cmpq	$0, 88(%rsp)
	je	.L4809
	movq	$0, 96(%rsp)
.L4806:
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
.L4809:
	movq	104(%rsp), %rax
	movq	176(%rsp), %rdi
	movl	116(%rsp), %ebx
	leaq	(%rax,%rdi,8), %rcx
	movq	%rax, 16(%rsp)
	movq	%rax, %r14
	movq	%rcx, 32(%rsp)
	movq	%rcx, %rbp
	jmp	.L4830
	.p2align 4,,10
	.p2align 3
.L4817:
	call	*24(%r12)
.L4811:
	movl	4048(%r13), %eax
	testl	%eax, %eax
	je	.L4821
	movl	%ebx, %eax
	orl	3472(%r13), %eax
	leaq	3760(%r13), %rdi
	je	.L4947
.L4823:
	call	*24(%r12)
.L4821:
	addq	$8, %r14
	cmpq	%r14, %rbp
	je	.L4948
.L4830:
	movq	(%r14), %r13
	movl	4044(%r13), %eax
	movq	3456(%r13), %r15
	testl	%eax, %eax
	je	.L4811
	movl	%ebx, %eax
	orl	3472(%r13), %eax
	leaq	3488(%r13), %rdi
	jne	.L4817
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
	je	.L4817
	movq	4056(%r13), %rcx
	testq	%rcx, %rcx
	js	.L4814
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L4815:
	testq	%rdx, %rdx
	je	.L4820
	js	.L4818
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L4819:
	divsd	%xmm1, %xmm0
.L4820:
	movsd	%xmm0, (%rsi)
	jmp	.L4817
.L4947:
	movq	%rdi, 8(%rsp)
	movq	(%rsp), %rdx
	leaq	264(%r15), %rcx
	leaq	248(%r15), %r8
	movq	80(%rsp), %rsi
	call	*32(%r12)
	movq	3464(%r13), %rdx
	movq	8(%rsp), %rdi
	testq	%rdx, %rdx
	je	.L4823
	movq	4064(%r13), %rax
	testq	%rax, %rax
	js	.L4825
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L4826:
	movq	240(%rsp), %rax
	testq	%rax, %rax
	je	.L4827
	js	.L4828
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L4829:
	divsd	%xmm1, %xmm0
.L4827:
	movsd	%xmm0, 8(%rdx)
	jmp	.L4823
.L4948:
	movl	116(%rsp), %eax
	movq	16(%rsp), %r14
	testl	%eax, %eax
	jne	.L4869
	movq	32(%rsp), %rbp
	movq	80(%rsp), %r13
	movq	%r12, 32(%rsp)
	jmp	.L4843
	.p2align 4,,10
	.p2align 3
.L4836:
	movl	4036(%rbx), %r15d
	testl	%r15d, %r15d
	jne	.L4949
	movl	4040(%rbx), %r12d
	testl	%r12d, %r12d
	jne	.L4950
.L4838:
	movl	3408(%rbx), %r11d
	testl	%r11d, %r11d
	jne	.L4840
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
	jne	.L4870
	movl	$1, 3408(%rbx)
.L4840:
	addq	$8, %r14
	addl	$1, 3472(%rbx)
	cmpq	%r14, %rbp
	je	.L4951
.L4843:
	movq	(%r14), %rbx
	movl	4032(%rbx), %eax
	testl	%eax, %eax
	je	.L4836
	movq	%rbx, %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L4836
.L4938:
	movq	136(%rsp), %r15
.L4835:
	movl	%eax, 116(%rsp)
	movslq	144(%rsp), %r8
.L4739:
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L4852
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
.L4852:
	leaq	2952(%rsp), %r13
	xorl	%ebx, %ebx
	movq	%r8, %r14
.L4854:
	leaq	-2568(%r13), %r12
	leaq	-2176(%r13), %rbp
.L4853:
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
	jne	.L4853
	leaq	-392(%rbp), %rdi
	addq	$1, %rbx
	leaq	4080(%rbp), %r13
	call	cqr_free
	cmpq	%r14, %rbx
	jne	.L4854
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
.L4949:
	.cfi_restore_state
	leaq	1088(%rbx), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L4938
	movl	4040(%rbx), %r12d
	testl	%r12d, %r12d
	je	.L4838
.L4950:
	movl	2196(%rbx), %eax
	leaq	2176(%rbx), %rdi
	leal	1(%rax), %edx
	movl	%edx, 2196(%rbx)
	testl	%eax, %eax
	je	.L4952
	call	cqr_end_pass.part.0
.L4842:
	testl	%eax, %eax
	je	.L4838
	jmp	.L4938
.L4952:
	call	cqr_first_end
	jmp	.L4842
.L4951:
	movq	32(%rsp), %r12
	xorl	%edx, %edx
	movq	168(%rsp), %rax
	leaq	192(%rsp), %rsi
	movslq	144(%rsp), %r8
	movq	152(%rsp), %rbp
	movl	116(%rsp), %r13d
	movq	%r12, 8(%rsp)
	leaq	160(%rax), %r15
	movq	%rdx, %r12
.L4844:
	movl	(%rsi,%r12,4), %r10d
	testl	%r10d, %r10d
	jne	.L4848
	movl	72(%rbp), %r9d
	testl	%r9d, %r9d
	jle	.L4953
.L4846:
	movslq	%r13d, %rax
	addl	$1, %r13d
	movq	%rbp, 208(%rsp,%rax,8)
.L4848:
	addq	$1, %r12
	addq	$4080, %rbp
	addq	$288, %r15
	cmpq	%r12, %r8
	jne	.L4844
	movl	%r13d, 116(%rsp)
	movq	8(%rsp), %r12
	testl	%r13d, %r13d
	je	.L4935
	movq	80(%rsp), %rax
	leaq	by_kind.7(%rip), %rdi
	movl	152(%rax), %eax
	movl	(%rdi,%rax,4), %ebp
	movslq	%r13d, %rax
	jmp	.L4851
.L4946:
	cmpq	$0, 88(%rsp)
	je	.L4954
	movq	208(%rsp), %rax
	movl	3472(%rax), %ebp
	testl	%ebp, %ebp
	jne	.L4955
.L4758:
	movq	104(%rsp), %rax
	movq	176(%rsp), %rsi
	movq	$0, 8(%rsp)
	leaq	(%rax,%rsi,8), %rax
	movq	%rax, 72(%rsp)
.L4807:
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
	jb	.L4785
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
.L4764:
	movq	224(%rbp), %rcx
	cmpq	%rcx, %rbx
	jnb	.L4956
	cmpl	$1, 32(%rsp)
	movl	$96, %eax
	adcq	$0, %rax
	movl	12(%rbp,%rax,4), %edx
	testl	%edx, %edx
	je	.L4766
	movq	40(%rsp), %rax
	movq	8(%rbp,%rax,8), %rax
.L4767:
	addq	$3, %rax
	cmpq	%rcx, %rax
	cmovbe	%rax, %rcx
	movl	392(%rbp), %eax
	testl	%eax, %eax
	jne	.L4768
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
	jne	.L4768
	cltq
	movl	352(%rbp,%rax,4), %eax
	testl	%eax, %eax
	je	.L4957
.L4768:
	cmpq	%rcx, %rbx
	jb	.L4778
	jmp	.L4779
	.p2align 4,,10
	.p2align 3
.L4780:
	addq	$1, %rbx
	cmpq	%rcx, %rbx
	jnb	.L4779
.L4778:
	movq	%rbx, %rax
	movq	%rbx, %r12
	mulq	%r14
	movq	%rdx, %rax
	andq	$-2, %rdx
	shrq	%rax
	addq	%rax, %rdx
	subq	%rdx, %r12
	cmpq	%rbx, 328(%rbp,%r12,8)
	je	.L4780
	cmpq	%rcx, %rbx
	jnb	.L4779
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
	jne	.L4958
.L4781:
	cmpq	$0, 280(%r15)
	movq	%r9, 48(%rsp)
	je	.L4782
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
.L4782:
	movq	%r13, 256(%r15)
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movq	16(%rsp), %rdi
	movl	$0, 352(%rbp,%r12,4)
	call	pthread_cond_broadcast@PLT
.L4777:
	movq	368(%rbp), %rbx
	cmpq	%rbx, 8(%rsp)
	jnb	.L4764
	movq	128(%rsp), %r12
.L4785:
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
.L4765:
	movq	%rbp, %rdi
	movq	%rcx, 32(%rsp)
	call	pthread_mutex_unlock@PLT
	movq	8(%rsp), %rax
	movq	32(%rsp), %rcx
	movq	%rax, 96(%rsp)
.L4786:
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
.L4804:
	movq	0(%r13), %r15
	xorl	%r14d, %r14d
	movq	%r13, 16(%rsp)
	movq	%r14, %r13
	leaq	3488(%r15), %rbp
.L4803:
	movl	4044(%r15,%r13,4), %r9d
	testl	%r9d, %r9d
	je	.L4788
.L4963:
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
	je	.L4789
	cmpl	$3, 200(%rsp,%r13,4)
	cmovne	64(%rsp), %rdx
.L4789:
	addq	%rdx, %rax
	addq	%rbx, 48(%rsp)
	movq	3416(%r15), %r14
	addq	%rax, 4056(%r15,%r13,8)
	cmpq	$1, %r13
	je	.L4959
	movq	3424(%r15), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	runs_of
	movl	4032(%r15), %edi
	movq	%rax, %rbx
	testl	%edi, %edi
	jne	.L4792
	testq	%r13, %r13
	jne	.L4960
.L4793:
	movl	4040(%r15), %edx
	testl	%edx, %edx
	je	.L4796
	movl	2196(%r15), %ecx
	testl	%ecx, %ecx
	je	.L4961
.L4797:
	xorl	%r13d, %r13d
	leaq	2176(%r15), %r14
	jmp	.L4798
	.p2align 4,,10
	.p2align 3
.L4962:
	cmpq	%rbx, %r13
	jnb	.L4796
	movq	3424(%r15), %rax
	movq	%r14, %rdi
	movq	(%rax,%r13,8), %rdx
	movq	3416(%r15), %rax
	movq	(%rax,%r13,8), %rsi
	addq	$1, %r13
	call	cqr_add_n
	movl	4040(%r15), %edx
.L4798:
	testl	%edx, %edx
	je	.L4796
	movl	2196(%r15), %eax
	testl	%eax, %eax
	jne	.L4962
.L4796:
	movl	$1, %r13d
	addq	$272, %rbp
	movl	4044(%r15,%r13,4), %r9d
	testl	%r9d, %r9d
	jne	.L4963
.L4788:
	cmpq	$1, %r13
	jne	.L4964
.L4802:
	movq	16(%rsp), %r13
	movq	72(%rsp), %rax
	addq	$8, %r13
	cmpq	%rax, %r13
	jne	.L4804
	movq	40(%rsp), %rax
	movq	48(%rsp), %r14
	orq	%rax, %r14
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L4805
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
	jne	.L4807
	jmp	.L4806
	.p2align 4,,10
	.p2align 3
.L4959:
	movq	3480(%r15), %rdi
	testq	%rdi, %rdi
	je	.L4791
	movl	3472(%r15), %r8d
	testl	%r8d, %r8d
	je	.L4965
.L4791:
	movq	3424(%r15), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	runs_of
	movq	%rax, %rbx
	movl	4036(%r15), %eax
	testl	%eax, %eax
	je	.L4802
.L4792:
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
	je	.L4793
	cmpq	$1, %r13
	je	.L4802
.L4964:
	addq	$272, %rbp
	movl	$1, %r13d
	jmp	.L4803
	.p2align 4,,10
	.p2align 3
.L4779:
	movq	16(%rsp), %rdi
	movq	%rbp, %rsi
	call	pthread_cond_wait@PLT
	jmp	.L4777
	.p2align 4,,10
	.p2align 3
.L4766:
	movq	384(%rbp), %rax
	movq	376(%rbp), %rdx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	jmp	.L4767
	.p2align 4,,10
	.p2align 3
.L4960:
	addq	$272, %rbp
	movl	$2, %r13d
	jmp	.L4803
.L4961:
	movq	3424(%r15), %rdx
	movq	3416(%r15), %rsi
	leaq	2176(%r15), %rdi
	movq	%rbx, %rcx
	call	cqr_first_runs
	movl	4040(%r15), %edx
	jmp	.L4797
.L4965:
	movq	%rbx, %rdx
	movq	%r14, %rsi
	call	batch_add
	jmp	.L4791
.L4957:
	movl	$1, 392(%rbp)
	movq	%rbp, %rdi
	addq	$1, %rbx
	call	pthread_mutex_unlock@PLT
	movl	216(%rbp), %eax
	movq	232(%r12), %r15
	movq	224(%rbp), %r13
	movq	256(%r12), %r12
	testl	%eax, %eax
	je	.L4769
	testq	%r12, %r12
	je	.L4771
	movsd	112(%rbp), %xmm0
	movq	%r15, %rax
	leaq	(%r15,%r12,8), %rsi
	movabsq	$-9223372036854775808, %rdi
	jmp	.L4775
	.p2align 4,,10
	.p2align 3
.L4967:
	cvttsd2siq	%xmm0, %rdx
	addq	$8, %rax
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	je	.L4966
.L4775:
	addsd	(%rax), %xmm0
	comisd	.LC82(%rip), %xmm0
	jb	.L4967
	movapd	%xmm0, %xmm1
	subsd	.LC82(%rip), %xmm1
	addq	$8, %rax
	cvttsd2siq	%xmm1, %rdx
	xorq	%rdi, %rdx
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L4775
.L4966:
	movsd	%xmm0, 112(%rbp)
	movq	%rdx, -8(%r15,%r12,8)
.L4771:
	addq	%r12, 96(%rbp)
.L4772:
	cmpq	%r13, %rbx
	jne	.L4776
	movl	200(%rbp), %eax
	testl	%eax, %eax
	jne	.L4776
	movq	208(%rbp), %rax
	movq	-8(%r15,%r12,8), %rdx
	movq	128(%rax), %rcx
	cmpq	%rcx, %rdx
	jne	.L4968
.L4776:
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	addq	$1, 368(%rbp)
	movq	16(%rsp), %rdi
	movl	$0, 392(%rbp)
	call	pthread_cond_broadcast@PLT
	jmp	.L4777
.L4805:
	testq	%r14, %r14
	je	.L4808
	addq	$1, 96(%rsp)
.L4757:
	movq	120(%rsp), %rax
	xorl	%ecx, %ecx
	movl	148(%rsp), %r11d
	movq	$0, 40(%rsp)
	movq	$0, 64(%rsp)
	movq	%rax, 56(%rsp)
	testl	%r11d, %r11d
	je	.L4786
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
	je	.L4786
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
	jmp	.L4786
.L4958:
	movsd	88(%r9), %xmm0
	movq	96(%r9), %rdi
	movq	%r13, %rdx
	movq	%rbx, %rsi
	movq	232(%r15), %rcx
	movq	%r9, 48(%rsp)
	call	poisson_gap_bits
	movq	48(%rsp), %r9
	jmp	.L4781
.L4956:
	movq	128(%rsp), %r12
	cmpq	%rbx, 8(%rsp)
	jb	.L4785
	movq	$0, 64(%rsp)
	xorl	%ecx, %ecx
	movq	$0, 40(%rsp)
	jmp	.L4765
.L4769:
	leaq	88(%rbp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	due_fill
	cmpq	%rax, %r12
	je	.L4772
	movq	stderr(%rip), %rcx
	movl	$61, %edx
	movl	$1, %esi
	leaq	.LC586(%rip), %rdi
	call	fwrite@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L4953:
	movl	1160(%rbp), %edi
	testl	%edi, %edi
	jg	.L4846
	movl	3408(%rbp), %ecx
	testl	%ecx, %ecx
	je	.L4846
	movl	2200(%rbp), %edx
	testl	%edx, %edx
	jg	.L4846
	movl	2172(%rbp), %eax
	movd	3472(%rbp), %xmm0
	movq	%r8, 48(%rsp)
	leaq	128(%rbp), %r14
	addl	1084(%rbp), %eax
	addl	3404(%rbp), %eax
	leaq	-152(%r15), %r9
	movl	$1, (%rsi,%r12,4)
	movd	%eax, %xmm6
	movq	2176(%rbp), %rax
	movq	%rbp, 32(%rsp)
	leaq	392(%rbp), %r10
	punpckldq	%xmm6, %xmm0
	movq	%r12, 16(%rsp)
	movq	%r10, %rbp
	movq	%r9, %r12
	movq	%xmm0, 120(%r15)
	leaq	-160(%r15), %rbx
	pxor	%xmm0, %xmm0
	movq	%rax, 112(%r15)
	movl	%r13d, 40(%rsp)
	movq	%r15, %r13
	movq	%r14, %r15
	movq	%rsi, %r14
.L4847:
	movq	-128(%r15), %rax
	movdqa	-112(%r15), %xmm6
	movups	%xmm0, (%rbx)
	movups	%xmm0, 48(%rbx)
	movq	%rax, (%rbx)
	movq	-96(%r15), %rax
	movups	%xmm0, 16(%rbx)
	movq	%rax, 56(%rbx)
	xorl	%eax, %eax
	movups	%xmm0, 32(%rbx)
	movaps	%xmm6, 64(%rbx)
.L4849:
	movdqa	(%r15,%rax), %xmm3
	movups	%xmm3, (%r12,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L4849
	movq	248(%r15), %rdi
	addq	$80, %rbx
	addq	$80, %r12
	addq	$1088, %r15
	call	free@PLT
	movq	-832(%r15), %rdi
	call	free@PLT
	pxor	%xmm7, %xmm7
	movq	%rbp, %rdi
	leaq	688(%rbp), %rcx
	movups	%xmm7, -840(%r15)
	leaq	680(%rbp), %rdx
	leaq	672(%rbp), %rsi
	addq	$1088, %rbp
	call	guesses_free
	cmpq	%r13, %rbx
	pxor	%xmm0, %xmm0
	jne	.L4847
	movq	32(%rsp), %rbp
	movq	%r13, %r15
	movq	48(%rsp), %r8
	movq	%r14, 32(%rsp)
	movups	%xmm0, 16(%r15)
	movq	16(%rsp), %r12
	movl	40(%rsp), %r13d
	movq	2208(%rbp), %rax
	movdqa	2224(%rbp), %xmm7
	movups	%xmm0, 32(%r15)
	leaq	2176(%rbp), %rdi
	movups	%xmm0, 48(%r15)
	movq	%rax, (%r15)
	subq	2240(%rbp), %rax
	movq	%rax, 56(%r15)
	movaps	%xmm7, 64(%r15)
	movdqa	2320(%rbp), %xmm4
	movq	%r8, 16(%rsp)
	movups	%xmm4, 8(%r15)
	movdqa	2336(%rbp), %xmm5
	movups	%xmm5, 24(%r15)
	movdqa	2352(%rbp), %xmm6
	movups	%xmm6, 40(%r15)
	call	cqr_free
	movq	16(%rsp), %r8
	movq	32(%rsp), %rsi
	jmp	.L4848
.L4825:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4826
.L4814:
	movq	%rcx, %r8
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rcx, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4815
.L4818:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4819
.L4870:
	movq	136(%rsp), %r15
	movl	$-1, %eax
	jmp	.L4835
.L4828:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4829
.L4955:
	movq	88(%rsp), %rax
	movq	(%rax), %r14
	movl	8(%rax), %ebx
	movq	%r14, %rdi
	call	pthread_mutex_lock@PLT
	movl	412(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L4762
	cmpl	$1, %ebx
	movl	$96, %ecx
	adcq	$0, %rcx
	movq	%rcx, %r15
	jmp	.L4760
.L4761:
	leaq	40(%r14), %rdi
	movq	%r14, %rsi
	call	pthread_cond_wait@PLT
	movl	412(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L4762
.L4760:
	movl	12(%r14,%r15,4), %ecx
	testl	%ecx, %ecx
	je	.L4761
	cmpl	%ebp, %eax
	jnb	.L4762
	movq	136(%r14), %rdi
	leaq	128(%r14), %r15
	call	free@PLT
	movq	128(%r14), %rdi
	testq	%rdi, %rdi
	je	.L4763
	call	fclose@PLT
.L4763:
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
.L4762:
	movq	%r14, %rdi
	call	pthread_mutex_unlock@PLT
	jmp	.L4758
.L4954:
	movq	80(%rsp), %rsi
	leaq	256(%rsp), %rdi
	call	due_restart
	movq	104(%rsp), %rax
	movq	176(%rsp), %rsi
	movq	$0, 96(%rsp)
	leaq	(%rax,%rsi,8), %rax
	movq	%rax, 72(%rsp)
	jmp	.L4757
.L4943:
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
	jmp	.L4742
.L4808:
	movq	304(%rsp), %rdi
	call	free@PLT
	movq	296(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L4932
	call	fclose@PLT
.L4932:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 296(%rsp)
	movups	%xmm0, 312(%rsp)
	movups	%xmm0, 328(%rsp)
	movups	%xmm0, 344(%rsp)
	jmp	.L4809
.L4869:
	movq	136(%rsp), %r15
.L4937:
	movl	$-1, 116(%rsp)
	movslq	144(%rsp), %r8
	jmp	.L4739
.L4942:
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
	jmp	.L4737
.L4941:
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
	je	.L4736
	movq	8(%rsp), %rax
	movl	48(%rax), %r12d
	testl	%r12d, %r12d
	je	.L4736
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 160(%rsp)
	sete	%bl
	orl	%ebp, %ebx
	movzbl	%bl, %ebx
	jmp	.L4736
.L4935:
	movq	136(%rsp), %r15
	jmp	.L4739
.L4968:
	movq	stderr(%rip), %rdi
	leaq	.LC587(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE189:
	.size	walk_outcomes, .-walk_outcomes
	.section	.rodata.str1.8
	.align 8
.LC588:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.text
	.p2align 4
	.type	run_once, @function
run_once:
.LFB204:
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
	je	.L5035
	cmpl	$3, %eax
	je	.L5036
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
	jne	.L4994
	testl	%eax, %eax
	jne	.L4994
	cmpq	$1, 160(%rbp)
	je	.L5037
.L4995:
	leaq	256(%r12), %rcx
	leaq	240(%r12), %r9
	movl	$1, %esi
.L4997:
	movq	136(%rbp), %rdi
.L4999:
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
	jne	.L4969
	movq	128(%rsp), %rax
	movq	96(%rsp), %rbx
.L4996:
	testq	%rax, %rax
	js	.L5000
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5001:
	testq	%rbx, %rbx
	je	.L5002
	js	.L5003
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L5004:
	divsd	%xmm1, %xmm0
.L5002:
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
	jne	.L5005
	movl	8(%rbp), %r9d
	testl	%r9d, %r9d
	je	.L5038
.L5005:
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
	jne	.L4969
	movq	128(%rsp), %rax
	movq	104(%rsp), %r14
.L5006:
	testq	%rax, %rax
	js	.L5007
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5008:
	testq	%r14, %r14
	js	.L5009
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L5010:
	divsd	%xmm1, %xmm0
	movq	32(%rsp), %rax
	movl	176(%rbp), %esi
	movq	256(%r12), %rcx
	movsd	%xmm0, 8(%rax)
	testl	%esi, %esi
	je	.L5011
	movq	160(%rbp), %rsi
	movq	$-1, %rdx
	cmpq	%rsi, %rbx
	jb	.L5012
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
	jmp	.L5012
	.p2align 4,,10
	.p2align 3
.L4994:
	leaq	by_kind.7(%rip), %rdx
	leaq	256(%r12), %rcx
	movl	(%rdx,%rax,4), %esi
	leaq	240(%r12), %r9
	cmpl	$3, %esi
	jne	.L4997
	movq	144(%rbp), %rax
	testq	%rax, %rax
	je	.L4997
	xorl	%edx, %edx
	divq	0(%rbp)
	movq	160(%rbp), %rdx
	leaq	1(%rax,%rdx), %rdi
	jmp	.L4999
.L5011:
	movq	168(%rbp), %rdx
.L5012:
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
.L4969:
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
.L5000:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5001
.L5038:
	cmpq	$0, 40(%rbp)
	jne	.L5005
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
	jmp	.L5006
.L5003:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L5004
.L5036:
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
	jmp	.L4969
.L5009:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L5010
.L5007:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5008
.L5035:
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
.L4984:
	movq	48(%rsp), %rsi
	movq	8(%rsp), %rdi
	call	server_init
	testq	%r14, %r14
	je	.L5013
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movq	%rbp, 88(%rsp)
	xorl	%r12d, %r12d
	movq	%rsi, 64(%rsp)
	movq	%r9, 16(%rsp)
	.p2align 4,,10
	.p2align 3
.L4975:
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
	je	.L5039
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
.L4973:
	xorl	%ecx, %ecx
	testq	%rbx, %rbx
	je	.L4979
	.p2align 4,,10
	.p2align 3
.L4974:
	movq	(%r10,%rcx,8), %rdi
	movq	(%r9), %r11
	xorl	%edx, %edx
	movq	8(%r9), %r8
	movq	%rdi, %rax
	divq	%r11
	cmpq	%r8, %rax
	jnb	.L4977
	testq	%rdx, %rdx
	jne	.L4977
	movq	16(%r9), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%rbx, %rcx
	jne	.L4974
.L4979:
	cmpq	%r14, %r12
	jb	.L4975
	movq	64(%rsp), %rsi
	movq	16(%rsp), %r9
	movq	88(%rsp), %rbp
	testq	%rsi, %rsi
	js	.L4980
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L4971:
	testq	%r14, %r14
	js	.L4982
.L5031:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L4983:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rsi
	movq	32(%rsp), %rax
	movsd	%xmm0, (%rax,%rsi,8)
	movq	200(%rsp), %rax
	movq	%r9, 256(%rbp,%rsi,8)
	movq	%rax, 240(%rbp,%rsi,8)
	testq	%rsi, %rsi
	jne	.L5040
	movq	$1, 40(%rsp)
	jmp	.L4984
	.p2align 4,,10
	.p2align 3
.L5039:
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
	jmp	.L4973
.L5040:
	movq	%rbp, %r12
	movq	48(%rsp), %rbp
	movq	256(%r12), %rcx
	movl	176(%rbp), %esi
	testl	%esi, %esi
	jne	.L5041
	movq	168(%rbp), %rsi
.L4986:
	cmpq	$0, 40(%r13)
	movq	%rsi, 272(%r12)
	je	.L5017
	xorl	%ebx, %ebx
	leaq	128(%rsp), %r14
	jmp	.L4989
	.p2align 4,,10
	.p2align 3
.L4988:
	addq	$1, %rbx
	cmpq	40(%r13), %rbx
	jnb	.L5042
.L4989:
	movq	48(%r13), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L4988
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	imulq	%rbx, %rsi
	call	dist_add
	jmp	.L4988
.L4982:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L4983
.L5037:
	movl	8(%rbp), %eax
	testl	%eax, %eax
	jne	.L4995
	cmpq	$0, 40(%rbp)
	jne	.L4995
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
	jmp	.L4996
.L4980:
	movq	%rsi, %rdx
	movq	%rsi, %rax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L4971
.L5041:
	movq	160(%rbp), %rdi
	movq	$-1, %rsi
	cmpq	%rdi, %r14
	jb	.L4986
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
	jmp	.L4986
.L5042:
	movq	272(%r12), %rsi
	movl	152(%rsp), %r13d
.L4987:
	leaq	160(%rsp), %rbx
	movq	%r14, %rdi
	movq	%rbx, %rdx
	call	dist_correct
	orl	184(%rsp), %r13d
	jne	.L5018
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	movq	%r12, %rcx
	movq	80(%rsp), %rdi
	call	lattice_summarise
	testl	%eax, %eax
	je	.L5043
.L4990:
	movl	%eax, 8(%rsp)
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	160(%rsp), %rdi
	call	free@PLT
	movl	8(%rsp), %eax
	jmp	.L4969
.L4977:
	movq	%rdi, %rdx
	movq	stderr(%rip), %rdi
	movq	%r11, %rcx
	xorl	%eax, %eax
	leaq	.LC588(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
.L5043:
	movl	200(%rbp), %edx
	movq	72(%rsp), %rdi
	leaq	80(%r12), %rcx
	movq	192(%rbp), %rsi
	call	lattice_summarise
	testl	%eax, %eax
	jne	.L4990
	movl	200(%rbp), %edx
	movq	192(%rbp), %rsi
	leaq	160(%r12), %rcx
	movq	%rbx, %rdi
	call	dist_summarise
	jmp	.L4990
.L5013:
	xorl	%r9d, %r9d
	pxor	%xmm0, %xmm0
	jmp	.L5031
.L5017:
	xorl	%r13d, %r13d
	leaq	128(%rsp), %r14
	jmp	.L4987
.L5018:
	movl	$-1, %eax
	jmp	.L4990
	.cfi_endproc
.LFE204:
	.size	run_once, .-run_once
	.p2align 4
	.type	rep_job_run, @function
rep_job_run:
.LFB378:
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
.LFE378:
	.size	rep_job_run, .-rep_job_run
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB382:
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
.LFE382:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.8
	.align 8
.LC589:
	.string	"computing the expected outcome"
	.section	.rodata.str1.1
.LC590:
	.string	"for a rep"
.LC591:
	.string	" warmup"
.LC592:
	.string	"rep=%u%s set=%s"
.LC593:
	.string	" slow=%lu sum_ns=%s\n"
	.text
	.p2align 4
	.type	bench_reps, @function
bench_reps:
.LFB388:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%rdi, %r10
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
	leaq	16(%r10), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rbp, %xmm2
	movq	%rsi, %rbx
	subq	$872, %rsp
	.cfi_def_cfa_offset 928
	movq	(%rdi), %rax
	leaq	448(%rsp), %rcx
	movl	%edx, 36(%rsp)
	movq	%rax, %r11
	movq	%rax, %rdi
	movq	%rax, 136(%rsp)
	movq	%rcx, 144(%rsp)
	movq	%r11, %xmm0
	movq	%rcx, 192(%rsp)
	punpcklqdq	%xmm2, %xmm0
	movl	$1, 200(%rsp)
	movq	%rcx, 208(%rsp)
	movl	$0, 216(%rsp)
	call	closed_form_gap
	testq	%rax, %rax
	je	.L5051
	movl	36(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L5051
	testq	%rbx, %rbx
	jne	.L5051
	cmpl	$3, 352(%r10)
	je	.L5150
.L5052:
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movq	%r10, (%rsp)
	movq	%rdx, 240(%rsp)
	leaq	184(%rsp), %rdi
	leaq	ref_job_run(%rip), %rdx
	movl	%ecx, 248(%rsp)
	leaq	224(%rsp), %rcx
	movaps	%xmm0, 224(%rsp)
	call	pthread_create@PLT
	movq	(%rsp), %r10
	testl	%eax, %eax
	movl	%eax, %edx
	jne	.L5050
	leaq	8168(%r10), %rbx
	movq	136(%rsp), %r11
	xorl	%ebp, %ebp
	movl	$68, %ecx
	movq	%rbp, %rax
	movq	%rbx, %rdi
	movq	136(%r11), %rsi
	rep stosq
	movl	%edx, %eax
	leaq	384(%rsp), %rdi
	movl	$14, %ecx
	rep stosl
	movq	%rsi, 8704(%r10)
	movq	%r11, %rdi
	leaq	384(%rsp), %rsi
	call	theory_of
	movq	(%rsp), %r10
	movl	$1, 168(%rsp)
	testl	%eax, %eax
	cmovne	%rbx, %rbp
	movl	%eax, 8712(%r10)
	movq	%rbp, 160(%rsp)
.L5075:
	xorl	%r13d, %r13d
	xorl	%r14d, %r14d
	movl	%r13d, 172(%rsp)
	movq	%r14, 152(%rsp)
.L5074:
	movq	304(%r10), %rax
	movq	416(%r10), %r13
	xorl	%r14d, %r14d
	leaq	256(%rsp), %rbx
	movq	%rbx, 56(%rsp)
	leaq	328(%r10), %r15
	movq	%r10, 40(%rsp)
	movq	%rax, 48(%rsp)
	movl	216(%r13), %eax
	movq	%r15, 128(%rsp)
	movl	%r14d, %r15d
	.p2align 4,,10
	.p2align 3
.L5098:
	movq	40(%rsp), %rdi
	cmpl	$3, 352(%rdi)
	jne	.L5108
	leal	1(%rax), %ebx
	subl	%r15d, %ebx
	cmpl	$1, %ebx
	ja	.L5151
.L5076:
	movl	%r15d, %eax
	movq	56(%rsp), %rcx
	movq	128(%rsp), %rsi
	movq	%r13, %rdi
	leaq	(%rax,%rax,8), %rdx
	movq	48(%rsp), %rax
	salq	$5, %rdx
	addq	%rax, %rdx
	call	run_once
	movl	%eax, %ebp
.L5085:
	leaq	run_fault_lock(%rip), %rdi
	call	pthread_mutex_lock@PLT
	leaq	run_fault_lock(%rip), %rdi
	movl	run_fault(%rip), %r12d
	call	pthread_mutex_unlock@PLT
	testl	%ebp, %ebp
	jne	.L5147
	testl	%r12d, %r12d
	jne	.L5110
	movq	56(%rsp), %rsi
	leal	(%rbx,%r15), %eax
	testl	%ebx, %ebx
	je	.L5088
	movq	%r13, 96(%rsp)
	movq	40(%rsp), %r10
	movq	%rsi, %r14
	movl	%r12d, 104(%rsp)
	.p2align 4,,10
	.p2align 3
.L5097:
	movl	36(%rsp), %edi
	testl	%edi, %edi
	jne	.L5152
.L5090:
	testl	%r15d, %r15d
	je	.L5096
	movsd	(%r14), %xmm0
	movq	312(%r10), %r8
	leal	-1(%r15), %ecx
	movsd	%xmm0, (%r8,%rcx,8)
	movq	320(%r10), %r8
	movsd	8(%r14), %xmm0
	movsd	%xmm0, (%r8,%rcx,8)
.L5096:
	addl	$1, %r15d
	addq	$16, %r14
	cmpl	%r15d, %eax
	jne	.L5097
	movq	96(%rsp), %r13
	movl	104(%rsp), %r12d
.L5088:
	movl	216(%r13), %eax
	cmpl	%r15d, %eax
	jnb	.L5098
	movq	40(%rsp), %r10
.L5089:
	cmpl	$0, 172(%rsp)
	jne	.L5083
	cmpl	$0, 168(%rsp)
	movq	%r10, (%rsp)
	je	.L5084
	movq	184(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	(%rsp), %r10
.L5100:
	movq	136(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, 432(%r10)
	testl	%r12d, %r12d
	je	.L5101
.L5084:
	movl	%r12d, %eax
.L5048:
	addq	$872, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L5051:
	.cfi_restore_state
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movaps	%xmm0, 224(%rsp)
	movq	%rcx, 240(%rsp)
	movl	%esi, 248(%rsp)
.L5050:
	movq	136(%rsp), %rax
	cmpl	$0, 72(%rax)
	jne	.L5153
	movq	136(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L5154
	movq	136(%rsp), %rdi
	call	closed_form_gap.part.0
	movq	%rax, 432(%r10)
	testq	%rax, %rax
	jne	.L5063
	movq	136(%rsp), %rdi
	movq	%rbp, %rsi
	movq	%r10, (%rsp)
	call	closed_form
	movq	(%rsp), %r10
	movl	%eax, %edi
.L5066:
	movq	%r10, (%rsp)
	call	fault_rc
	movq	(%rsp), %r10
	testl	%eax, %eax
	movl	%eax, 168(%rsp)
	jne	.L5155
	testq	%rbx, %rbx
	je	.L5069
	movq	136(%rsp), %rdi
	movq	%r10, (%rsp)
	movq	176(%r10), %rbx
	call	plan_route
	movq	(%rsp), %r10
	cmpl	$2, %eax
	je	.L5156
.L5072:
	cmpq	$16777216, %rbx
	ja	.L5157
.L5069:
	leaq	416(%r10), %rdi
	movq	%r10, (%rsp)
	call	print_plan
	movq	(%rsp), %r10
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	136(%rsp), %r11
	leaq	384(%rsp), %rsi
	leaq	8168(%r10), %rbx
	movq	%rbx, %rdi
	movq	136(%r11), %rdx
	rep stosq
	leaq	384(%rsp), %rdi
	movl	$14, %ecx
	rep stosl
	movq	%rdx, 8704(%r10)
	movq	%r11, %rdi
	call	theory_of
	movq	(%rsp), %r10
	movl	%eax, 172(%rsp)
	movl	%eax, 8712(%r10)
	testl	%eax, %eax
	je	.L5107
	movq	%rbx, 160(%rsp)
	jmp	.L5075
	.p2align 4,,10
	.p2align 3
.L5152:
	testl	%r15d, %r15d
	leaq	.LC591(%rip), %rbx
	movl	%r15d, %ecx
	movl	%eax, 108(%rsp)
	leaq	.LC10(%rip), %rdi
	leaq	(%rcx,%rcx,8), %rcx
	movq	%r14, 112(%rsp)
	cmove	%rbx, %rdi
	salq	$5, %rcx
	movq	%r10, 120(%rsp)
	leaq	SET_NAME(%rip), %r13
	leaq	48+PCT_NAME(%rip), %r12
	movq	%rdi, 16(%rsp)
	movq	48(%rsp), %rdi
	leaq	8(%rdi,%rcx), %rbx
	leaq	336(%rsp), %rdi
	movq	%rdi, (%rsp)
	leaq	288(%rsp), %rdi
	movq	%rdi, 24(%rsp)
.L5095:
	movq	0(%r13), %rcx
	movq	16(%rsp), %rdx
	movl	%r15d, %esi
	xorl	%eax, %eax
	leaq	.LC592(%rip), %rdi
	leaq	PCT_NAME(%rip), %rbp
	movq	%rbx, %r14
	call	printf@PLT
	movq	-8(%rbx), %rsi
	leaq	.LC464(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L5091:
	movq	(%r14), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC465(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %r14
	call	printf@PLT
	cmpq	%rbp, %r12
	jne	.L5091
	movq	56(%rbx), %rsi
	movq	64(%rbx), %rdi
	movb	$0, 383(%rsp)
	movl	$47, %ecx
	movl	$9, %r8d
	.p2align 4,,10
	.p2align 3
.L5094:
	movabsq	$-3689348814741910323, %rax
	movq	%rsi, %r9
	movq	$0, 72(%rsp)
	movq	72(%rsp), %r11
	addq	%rdi, %r9
	adcq	$0, %r9
	mulq	%r9
	movq	%rdx, %rax
	andq	$-4, %rdx
	shrq	$2, %rax
	addq	%rax, %rdx
	movq	%rsi, %rax
	subq	%rdx, %r9
	movq	%rdi, %rdx
	movq	%r9, 64(%rsp)
	movq	64(%rsp), %r10
	movabsq	$-3689348814741910323, %r9
	subq	%r10, %rax
	sbbq	%r11, %rdx
	movq	%rax, 80(%rsp)
	movq	80(%rsp), %r14
	movl	%r10d, %r11d
	imulq	%rdx, %r9
	movq	%rdx, 88(%rsp)
	subq	$1, %rcx
	movq	%rsi, %r10
	movabsq	$-3689348814741910324, %rdx
	movabsq	$-3689348814741910323, %rax
	imulq	%r14, %rdx
	addq	%rdx, %r9
	mulq	%r14
	addq	%r9, %rdx
	movq	%rax, %r9
	andl	$1, %r9d
	shrdq	$1, %rdx, %rax
	leaq	(%r9,%r9,4), %r9
	shrq	%rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	leal	48(%r9,%r11), %r9d
	movq	(%rsp), %r11
	cmpq	%r10, %r8
	movb	%r9b, (%r11,%rcx)
	movq	%rdi, %r9
	movq	%rdx, %rdi
	sbbq	%r9, %rax
	jc	.L5094
	movq	24(%rsp), %r14
	addq	%r11, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC30(%rip), %rdx
	addq	$8, %r13
	addq	$80, %rbx
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	-32(%rbx), %rsi
	movq	%r14, %rdx
	xorl	%eax, %eax
	leaq	.LC593(%rip), %rdi
	call	printf@PLT
	leaq	24+SET_NAME(%rip), %rax
	cmpq	%r13, %rax
	jne	.L5095
	movl	108(%rsp), %eax
	movq	112(%rsp), %r14
	movq	120(%rsp), %r10
	jmp	.L5090
	.p2align 4,,10
	.p2align 3
.L5108:
	movl	$1, %ebx
	jmp	.L5076
	.p2align 4,,10
	.p2align 3
.L5147:
	movq	40(%rsp), %r10
.L5086:
	leaq	.LC590(%rip), %rsi
	movl	%ebp, %edi
	movq	%r10, (%rsp)
	call	cannot
	movq	(%rsp), %r10
	movl	%eax, %r12d
	jmp	.L5089
	.p2align 4,,10
	.p2align 3
.L5151:
	movl	%r15d, %eax
	movq	160(%rsp), %r12
	xorl	%ebp, %ebp
	testl	%r15d, %r15d
	leaq	(%rax,%rax,8), %rbx
	movq	48(%rsp), %rax
	movq	%r13, %xmm0
	movl	$0, 360(%rsp)
	cmovne	%rbp, %r12
	cmove	152(%rsp), %rbp
	salq	$5, %rbx
	addq	%rax, %rbx
	cmpl	$1, 168(%rsp)
	leaq	288(%rbx), %rax
	movq	%rax, %xmm1
	leaq	272(%rsp), %rax
	punpcklqdq	%xmm1, %xmm0
	movq	%rax, 352(%rsp)
	movaps	%xmm0, 336(%rsp)
	je	.L5081
	xorl	%esi, %esi
	leaq	336(%rsp), %rcx
	leaq	288(%rsp), %rdi
	leaq	rep_job_run(%rip), %rdx
	call	pthread_create@PLT
	testl	%eax, %eax
	jne	.L5081
	pushq	%r8
	.cfi_def_cfa_offset 936
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movl	$1, %r8d
	pushq	%r12
	.cfi_def_cfa_offset 944
	movq	72(%rsp), %rcx
	leaq	GENERAL_WALK(%rip), %rsi
	movq	%r13, %rdi
	call	walk_outcomes
	movq	304(%rsp), %rdi
	xorl	%esi, %esi
	movl	%eax, %ebx
	call	pthread_join@PLT
	popq	%r9
	.cfi_def_cfa_offset 936
	popq	%r10
	.cfi_def_cfa_offset 928
	testl	%ebx, %ebx
	je	.L5082
	movq	40(%rsp), %r10
	leaq	run_fault_lock(%rip), %rdi
	movq	%r10, (%rsp)
	call	pthread_mutex_lock@PLT
	leaq	run_fault_lock(%rip), %rdi
	call	pthread_mutex_unlock@PLT
	leaq	.LC590(%rip), %rsi
	movl	%ebx, %edi
	call	cannot
	cmpl	$0, 172(%rsp)
	movq	(%rsp), %r10
	movl	%eax, %r12d
	je	.L5084
.L5083:
	movq	144(%rsp), %rbx
	movq	%r10, (%rsp)
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	leaq	488(%rsp), %rdi
	movl	$1, 844(%rsp)
	movl	$1, 852(%rsp)
	call	pthread_cond_broadcast@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	cmpl	$0, 168(%rsp)
	je	.L5084
	movq	184(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	144(%rsp), %rdi
	call	shared_due_free
	movq	(%rsp), %r10
	jmp	.L5100
.L5081:
	subq	$8, %rsp
	.cfi_def_cfa_offset 936
	movq	%rbp, %r9
	movq	%rbx, %rdx
	movl	$2, %r8d
	pushq	%r12
	.cfi_def_cfa_offset 944
	movq	72(%rsp), %rcx
	leaq	GENERAL_WALK(%rip), %rsi
	movq	%r13, %rdi
	call	walk_outcomes
	popq	%r11
	.cfi_def_cfa_offset 936
	popq	%rbx
	.cfi_def_cfa_offset 928
	movl	%eax, %ebp
.L5080:
	movl	$2, %ebx
	jmp	.L5085
.L5082:
	movl	360(%rsp), %ebp
	jmp	.L5080
.L5153:
	leaq	.LC106(%rip), %rax
	movq	%rax, 432(%r10)
.L5063:
	movq	%r10, (%rsp)
	movq	%rbp, %rdx
	xorl	%r9d, %r9d
	movl	$1, %r8d
	pushq	%r15
	.cfi_def_cfa_offset 936
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	pushq	$0
	.cfi_def_cfa_offset 944
	movq	152(%rsp), %rdi
	call	walk_outcomes
	movl	%eax, %edi
	popq	%rax
	.cfi_def_cfa_offset 936
	popq	%rdx
	.cfi_def_cfa_offset 928
	movq	(%rsp), %r10
	jmp	.L5066
.L5101:
	movl	248(%rsp), %edi
	movq	%r10, (%rsp)
	call	fault_rc
	movq	(%rsp), %r10
	testl	%eax, %eax
	movl	%eax, 248(%rsp)
	movl	%eax, %edi
	jne	.L5102
.L5103:
	leaq	416(%r10), %rdi
	call	print_plan
	xorl	%eax, %eax
	jmp	.L5048
.L5154:
	leaq	.LC107(%rip), %rax
	movq	%rax, 432(%r10)
	jmp	.L5063
.L5107:
	xorl	%r12d, %r12d
	xorl	%ebp, %ebp
	movl	%ebp, 168(%rsp)
	movq	%r12, 160(%rsp)
	movq	%r12, 152(%rsp)
	jmp	.L5074
.L5157:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movq	%rbx, %rcx
	leaq	.LC3(%rip), %rdx
	leaq	.LC494(%rip), %rsi
	call	fprintf@PLT
	movl	$2, %eax
	jmp	.L5048
.L5156:
	movq	136(%rsp), %rdi
	leaq	384(%rsp), %rdx
	leaq	336(%rsp), %rsi
	call	lattice_plan
	movq	(%rsp), %r10
	testl	%eax, %eax
	je	.L5072
	movq	288(%r10), %rdx
	testq	%rdx, %rdx
	je	.L5072
	movq	224(%r10), %rcx
	movq	336(%rsp), %rax
.L5073:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L5073
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	jmp	.L5072
.L5110:
	movq	40(%rsp), %r10
	movl	$-4, %ebp
	jmp	.L5086
.L5155:
	leaq	.LC589(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	jmp	.L5048
.L5150:
	movq	144(%rsp), %rdi
	xorl	%eax, %eax
	movl	$52, %ecx
	rep stosq
	movq	136(%rsp), %rdi
	movq	%rdi, 656(%rsp)
	cmpq	$0, 112(%rdi)
	je	.L5158
.L5053:
	movl	%eax, 664(%rsp)
	xorl	%edx, %edx
	movq	136(%rsp), %rax
	leaq	472(%rsp), %r13
	movq	144(%rsp), %r14
	movaps	%xmm0, (%rsp)
	movq	%r10, %r15
	movq	136(%rax), %rax
	testl	$16383, %eax
	setne	%dl
	shrq	$14, %rax
	xorl	%r12d, %r12d
	addq	%rdx, %rax
	movq	%rax, 672(%rsp)
.L5055:
	movq	$-1, 328(%r14)
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 232(%r14)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %r12d
	movq	136(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L5159
.L5054:
	addq	$8, %r14
	cmpq	%r14, %r13
	jne	.L5055
	movdqa	(%rsp), %xmm0
	movq	%r15, %r10
	testl	%r12d, %r12d
	jne	.L5058
	movq	144(%rsp), %rdi
	xorl	%esi, %esi
	movaps	%xmm0, (%rsp)
	movq	%r15, 16(%rsp)
	call	pthread_mutex_init@PLT
	movdqa	(%rsp), %xmm0
	movq	16(%rsp), %r10
	testl	%eax, %eax
	jne	.L5058
	xorl	%esi, %esi
	leaq	488(%rsp), %rdi
	call	pthread_cond_init@PLT
	movdqa	(%rsp), %xmm0
	movq	16(%rsp), %r10
	testl	%eax, %eax
	jne	.L5160
	movq	136(%rsp), %rsi
	leaq	536(%rsp), %rdi
	movq	%r10, 16(%rsp)
	movaps	%xmm0, (%rsp)
	call	due_restart
	xorl	%edi, %edi
	movdqa	(%rsp), %xmm0
	xorl	%esi, %esi
	movl	%edi, 248(%rsp)
	leaq	192(%rsp), %rax
	leaq	224(%rsp), %rcx
	leaq	184(%rsp), %rdi
	leaq	ref_job_run(%rip), %rdx
	movq	%rax, 240(%rsp)
	movaps	%xmm0, 224(%rsp)
	call	pthread_create@PLT
	movq	16(%rsp), %r10
	testl	%eax, %eax
	je	.L5161
	movq	144(%rsp), %rdi
	movq	%r10, (%rsp)
	call	shared_due_free
	movq	(%rsp), %r10
	jmp	.L5050
.L5159:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 280(%r14)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %r12d
	jmp	.L5054
.L5158:
	cmpl	$1, 72(%rdi)
	sete	%al
	movzbl	%al, %eax
	jmp	.L5053
.L5102:
	leaq	.LC589(%rip), %rsi
	movq	%r10, (%rsp)
	call	cannot
	movq	(%rsp), %r10
	testl	%eax, %eax
	jne	.L5048
	jmp	.L5103
.L5161:
	movq	136(%rsp), %r11
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	%r10, (%rsp)
	leaq	8168(%r10), %rbx
	leaq	384(%rsp), %rsi
	movq	%rbx, %rdi
	movq	136(%r11), %rdx
	rep stosq
	movl	%r12d, %eax
	leaq	384(%rsp), %rdi
	movl	$14, %ecx
	rep stosl
	movq	%rdx, 8704(%r10)
	movq	%r11, %rdi
	call	theory_of
	movq	(%rsp), %r10
	movl	%eax, 8712(%r10)
	testl	%eax, %eax
	jne	.L5105
	movl	$1, 168(%rsp)
	xorl	%eax, %eax
	movq	%rax, 160(%rsp)
	leaq	208(%rsp), %rax
	movl	$1, 172(%rsp)
	movq	%rax, 152(%rsp)
	jmp	.L5074
.L5160:
	movq	144(%rsp), %r15
	movq	%r15, %rdi
	call	pthread_mutex_destroy@PLT
	movq	%r15, %rdi
	call	shared_due_slots_free
	movdqa	(%rsp), %xmm0
	movq	16(%rsp), %r10
	jmp	.L5052
.L5058:
	movq	144(%rsp), %rdi
	movq	%r10, 16(%rsp)
	movaps	%xmm0, (%rsp)
	call	shared_due_slots_free
	movdqa	(%rsp), %xmm0
	movq	16(%rsp), %r10
	jmp	.L5052
.L5105:
	leaq	208(%rsp), %rax
	movq	%rbx, 160(%rsp)
	movl	$1, 168(%rsp)
	movl	$1, 172(%rsp)
	movq	%rax, 152(%rsp)
	jmp	.L5074
	.cfi_endproc
.LFE388:
	.size	bench_reps, .-bench_reps
	.section	.rodata.str1.1
.LC594:
	.string	"in the sweep"
	.text
	.p2align 4
	.type	sweep_points, @function
sweep_points:
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
.L5198:
	movq	16(%rsp), %rsi
	movl	$46, %ecx
	movq	%rbx, %rdi
	rep movsq
	testl	%eax, %eax
	jne	.L5209
	leaq	STALL_US.5(%rip), %rax
	imulq	$1000, (%rax,%rbp,8), %rdx
	movq	472(%rsp), %rax
	subq	$1, %rax
	movq	%rdx, 464(%rsp)
	cmpq	%rdx, %rax
	jb	.L5182
	leaq	48(%rsp), %rax
	movq	%rax, 8(%rsp)
.L5181:
	movq	8(%rsp), %rdi
	movq	%rbx, %rsi
	call	buffers_init
	testl	%eax, %eax
	je	.L5183
	leaq	run_fault_lock(%rip), %rbx
	movl	$-1, %r13d
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
.L5184:
	movq	8(%rsp), %rdi
	call	buffers_free
	leaq	.LC594(%rip), %rsi
	movl	%r13d, %edi
	call	cannot
.L5162:
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
.L5183:
	.cfi_restore_state
	movl	488(%rsp), %edi
	movq	16(%r13), %r11
	testl	%edi, %edi
	jne	.L5210
	movl	424(%rsp), %esi
	testl	%esi, %esi
	jne	.L5211
	movq	%rbx, %rdi
	call	closed_form_gap.part.0
	movq	%rax, 4768(%r13,%r11,8)
	testq	%rax, %rax
	jne	.L5186
	leaq	128(%rsp), %r12
	movq	%rbx, %rdi
	movq	%r12, %rsi
	call	closed_form
	movl	%eax, %r15d
.L5189:
	leaq	run_fault_lock(%rip), %rdi
	call	pthread_mutex_lock@PLT
	leaq	run_fault_lock(%rip), %rdi
	movl	run_fault(%rip), %r14d
	call	pthread_mutex_unlock@PLT
	testl	%r15d, %r15d
	jne	.L5207
	testl	%r14d, %r14d
	jne	.L5191
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
	jne	.L5207
	testl	%r14d, %r14d
	jne	.L5191
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
	jne	.L5192
	movq	16(%r13), %r12
.L5193:
	movl	0(%r13), %eax
	testl	%eax, %eax
	je	.L5196
	leaq	LOAD_PCT.6(%rip), %rax
	movl	(%rax,%rbp,4), %edx
.L5197:
	leaq	1(%r12), %rax
	movq	%rax, 16(%r13)
	movq	%rdx, 24(%r13,%r12,8)
.L5182:
	movq	24(%rsp), %rax
	addq	$1, %rbp
	cmpq	%rax, %rbp
	je	.L5201
	movl	0(%r13), %eax
	jmp	.L5198
	.p2align 4,,10
	.p2align 3
.L5209:
	movq	16(%rsp), %rsi
	leaq	LOAD_PCT.6(%rip), %rax
	movq	8(%r13), %r15
	movl	(%rax,%rbp,4), %r12d
	cmpl	$1, 72(%rsi)
	je	.L5212
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
	jmp	.L5181
	.p2align 4,,10
	.p2align 3
.L5207:
	movl	%r15d, %r13d
	jmp	.L5184
	.p2align 4,,10
	.p2align 3
.L5196:
	movq	464(%rsp), %rdx
	jmp	.L5197
	.p2align 4,,10
	.p2align 3
.L5192:
	movq	16(%r13), %r12
	pxor	%xmm0, %xmm0
	movl	$1, 5936(%r13)
	leaq	0(,%r12,8), %rax
	subq	%r12, %rax
	salq	$3, %rax
	movl	4960(%r13,%rax), %edx
	movl	%edx, 5940(%r13)
	testl	%edx, %edx
	jne	.L5213
.L5195:
	movsd	%xmm0, 5808(%r13,%r12,8)
	jmp	.L5193
	.p2align 4,,10
	.p2align 3
.L5210:
	leaq	.LC106(%rip), %rax
	movq	%rax, 4768(%r13,%r11,8)
.L5186:
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
	jmp	.L5189
	.p2align 4,,10
	.p2align 3
.L5213:
	leaq	4912(%r13,%rax), %rdi
	movl	$99000, %esi
	call	theory_open_pct
	jmp	.L5195
	.p2align 4,,10
	.p2align 3
.L5212:
	movq	16(%rsp), %rdi
	leaq	SERVICE_DISTS(%rip), %rsi
	movl	8(%rdi), %eax
	leaq	(%rax,%rax,2), %rdx
	salq	$5, %rdx
	movq	32(%rsi,%rdx), %r8
	testq	%r8, %r8
	je	.L5166
	leaq	48(%rsp), %rax
	leaq	32(%rsp), %rsi
	movq	%rax, 8(%rsp)
	movq	%rax, %rdx
	call	*%r8
.L5167:
	movsd	.LC31(%rip), %xmm1
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
	divsd	.LC72(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	divsd	32(%rsp), %xmm0
	divsd	%xmm0, %xmm1
	movsd	%xmm0, 504(%rsp)
	comisd	.LC82(%rip), %xmm1
	jnb	.L5172
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 584(%rsp)
.L5173:
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
	jmp	.L5180
	.p2align 4,,10
	.p2align 3
.L5214:
	cvttsd2siq	%xmm0, %rax
.L5178:
	testq	%r14, %r14
	jne	.L5179
	movq	%rax, 536(%rsp)
.L5179:
	movq	%rax, 544(%rsp)
	addq	$1, %r14
.L5180:
	movq	%r12, %rdi
	call	poisson_next
	testq	%r15, %r15
	js	.L5175
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r15, %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L5174
.L5215:
	cmpq	$200000000, %r14
	je	.L5174
	comisd	.LC82(%rip), %xmm0
	jb	.L5214
	subsd	.LC82(%rip), %xmm0
	movabsq	$-9223372036854775808, %rcx
	cvttsd2siq	%xmm0, %rax
	xorq	%rcx, %rax
	jmp	.L5178
.L5211:
	leaq	.LC107(%rip), %rax
	movq	%rax, 4768(%r13,%r11,8)
	jmp	.L5186
.L5172:
	subsd	.LC82(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 584(%rsp)
	btcq	$63, 584(%rsp)
	jmp	.L5173
	.p2align 4,,10
	.p2align 3
.L5175:
	movq	%r15, %rax
	movq	%r15, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L5215
.L5174:
	testq	%r14, %r14
	movl	$1, %eax
	cmovne	%r14, %rax
	movq	%rax, 552(%rsp)
	jmp	.L5181
.L5166:
	movq	16(%rsp), %rcx
	movq	(%rcx), %rdx
	testq	%rdx, %rdx
	js	.L5168
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L5169:
	imulq	$96, %rax, %rax
	movsd	%xmm0, 32(%rsp)
	movsd	16(%rsi,%rax), %xmm0
	leaq	48(%rsp), %rax
	movq	%rax, 8(%rsp)
	movsd	%xmm0, 48(%rsp)
	jmp	.L5167
.L5201:
	xorl	%eax, %eax
	jmp	.L5162
.L5168:
	movq	%rdx, %rdi
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rdx, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5169
.L5191:
	movl	$-4, %r13d
	jmp	.L5184
	.cfi_endproc
.LFE404:
	.size	sweep_points, .-sweep_points
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC599:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC600:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC601:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC602:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.align 8
.LC603:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC604:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC605:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC606:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC607:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
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
	jne	.L5217
	xorl	%eax, %eax
	cmpq	$1, 160(%rbx)
	sete	%al
	movl	%eax, (%rsp)
.L5217:
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
	jne	.L5282
.L5216:
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
.L5282:
	.cfi_restore_state
	movq	24(%rsp), %rdi
	movq	48(%rsp), %rsi
	call	__floatuntidf@PLT
	testq	%r12, %r12
	js	.L5219
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L5220:
	divsd	%xmm1, %xmm0
	movq	32(%rsp), %rsi
	movq	%r13, %rdi
	movsd	%xmm0, 24(%rsp)
	call	__floatuntidf@PLT
	testq	%rbp, %rbp
	js	.L5221
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L5222:
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
	jne	.L5283
	cmpl	$0, (%rsp)
	jne	.L5284
	movq	$0x000000000, 56(%rsp)
	movq	$0x000000000, 64(%rsp)
.L5228:
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
	jnb	.L5253
.L5231:
	cmpl	$0, 16(%rsp)
	movsd	120(%rsp), %xmm0
	movq	112(%rsp), %rsi
	je	.L5285
	movl	$2, %eax
	movsd	%xmm3, 16(%rsp)
	leaq	.LC602(%rip), %rdi
	movl	$1, %ebx
	call	printf@PLT
	cmpl	$0, 160(%rsp)
	movsd	16(%rsp), %xmm3
	leaq	-8+PCT_MILLI(%rip), %r15
	leaq	-8+PCT_NAME(%rip), %r13
	leaq	.LC604(%rip), %rbp
	je	.L5243
	movsd	%xmm3, 16(%rsp)
.L5240:
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
	jne	.L5240
	movsd	16(%rsp), %xmm3
.L5243:
	movsd	8(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC603(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 160(%rsp)
	jne	.L5286
.L5242:
	movsd	8(%rsp), %xmm2
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm2
	jb	.L5244
	movsd	48(%rsp), %xmm0
	andpd	32(%rsp), %xmm0
	movq	%r12, %xmm6
	xorl	%esi, %esi
	comisd	%xmm0, %xmm6
	setnb	%sil
.L5244:
	leaq	.LC606(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	cmpl	$0, (%rsp)
	je	.L5216
	movsd	56(%rsp), %xmm1
	movsd	64(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC607(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 160(%rsp)
	jne	.L5287
.L5246:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	xorl	%esi, %esi
	movsd	56(%rsp), %xmm1
	addsd	.LC598(%rip), %xmm1
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L5247
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm7
	xorl	%esi, %esi
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm7
	setnb	%sil
.L5247:
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5216
.L5221:
	movq	%rbp, %rax
	andl	$1, %ebp
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rbp, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L5222
.L5219:
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L5220
.L5285:
	movsd	8(%rsp), %xmm4
	leaq	.LC599(%rip), %rdi
	movl	$5, %eax
	movsd	24(%rsp), %xmm2
	divsd	.LC66(%rip), %xmm1
	divsd	.LC66(%rip), %xmm2
	call	printf@PLT
	cmpl	$0, 160(%rsp)
	jne	.L5288
.L5236:
	leaq	.LC393(%rip), %rdi
	call	puts@PLT
	testl	%r13d, %r13d
	jne	.L5216
	leaq	.LC601(%rip), %rdi
	call	puts@PLT
	jmp	.L5216
.L5283:
	movsd	.LC595(%rip), %xmm0
	mulsd	56(%rsp), %xmm0
	movsd	%xmm3, 32(%rsp)
	movsd	.LC596(%rip), %xmm2
	movsd	%xmm1, 48(%rsp)
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movl	$99000, %esi
	movq	%r14, %rdi
	xorpd	.LC24(%rip), %xmm0
	divsd	.LC597(%rip), %xmm0
	movq	%xmm0, %r12
	call	theory_open_pct
	movq	136(%r15), %rax
	movsd	48(%rsp), %xmm1
	movsd	32(%rsp), %xmm3
	testq	%rax, %rax
	js	.L5224
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L5225:
	subsd	%xmm0, %xmm2
	mulsd	.LC72(%rip), %xmm2
	movq	%r12, %xmm6
	cmpl	$0, (%rsp)
	mulsd	.LC88(%rip), %xmm6
	divsd	%xmm0, %xmm2
	movq	%xmm6, %r12
	movsd	%xmm2, 48(%rsp)
	jne	.L5226
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 56(%rsp)
	movq	$0x000000000, 64(%rsp)
.L5227:
	movq	.LC60(%rip), %xmm4
	movapd	%xmm4, %xmm7
	movaps	%xmm4, 32(%rsp)
	andpd	%xmm3, %xmm7
	movapd	%xmm7, %xmm5
	movsd	%xmm7, 72(%rsp)
	movsd	8(%rsp), %xmm7
	comisd	%xmm5, %xmm7
	jb	.L5277
	movsd	48(%rsp), %xmm0
	movq	%r12, %xmm7
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm7
	jnb	.L5253
.L5277:
	xorl	%r13d, %r13d
	jmp	.L5231
.L5253:
	movsd	64(%rsp), %xmm0
	movapd	32(%rsp), %xmm5
	movsd	56(%rsp), %xmm2
	addsd	.LC598(%rip), %xmm2
	andpd	%xmm5, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L5277
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm6
	xorl	%r13d, %r13d
	andpd	%xmm5, %xmm0
	comisd	%xmm0, %xmm6
	setnb	%r13b
	jmp	.L5231
.L5284:
	movq	32(%r15), %rax
	testq	%rax, %rax
	js	.L5229
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L5230:
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
	jmp	.L5228
.L5286:
	movsd	48(%rsp), %xmm0
	movq	%r12, %xmm1
	movl	$2, %eax
	leaq	.LC605(%rip), %rdi
	call	printf@PLT
	jmp	.L5242
.L5224:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L5225
.L5288:
	movq	136(%r15), %rax
	testq	%rax, %rax
	js	.L5237
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L5238:
	movq	%r14, %rdi
	movl	$99000, %esi
	divsd	.LC66(%rip), %xmm1
	movsd	%xmm1, (%rsp)
	call	theory_open_pct
	movsd	48(%rsp), %xmm2
	movsd	(%rsp), %xmm1
	movq	%r12, %xmm3
	leaq	.LC600(%rip), %rdi
	movl	$4, %eax
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	jmp	.L5236
.L5226:
	movq	32(%r15), %rax
	testq	%rax, %rax
	js	.L5249
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L5250:
	movsd	104(%rsp), %xmm0
	movsd	%xmm3, 88(%rsp)
	movsd	%xmm1, 80(%rsp)
	divsd	%xmm4, %xmm0
	movsd	%xmm4, 72(%rsp)
	call	sqrt@PLT
	movsd	72(%rsp), %xmm4
	movsd	136(%rsp), %xmm2
	mulsd	.LC595(%rip), %xmm4
	movapd	%xmm0, %xmm5
	movq	%rbp, %xmm0
	subsd	%xmm2, %xmm0
	mulsd	.LC72(%rip), %xmm0
	movsd	%xmm2, 32(%rsp)
	mulsd	.LC88(%rip), %xmm5
	divsd	%xmm2, %xmm0
	movsd	%xmm5, 56(%rsp)
	movsd	%xmm0, 64(%rsp)
	movsd	.LC596(%rip), %xmm0
	divsd	%xmm4, %xmm0
	call	sqrt@PLT
	movq	56(%r15), %rax
	movsd	32(%rsp), %xmm2
	movsd	.LC608(%rip), %xmm4
	movsd	80(%rsp), %xmm1
	testq	%rax, %rax
	movsd	88(%rsp), %xmm3
	mulsd	%xmm2, %xmm4
	js	.L5251
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L5252:
	subsd	%xmm4, %xmm2
	mulsd	.LC72(%rip), %xmm2
	xorpd	.LC24(%rip), %xmm0
	divsd	.LC597(%rip), %xmm0
	mulsd	.LC88(%rip), %xmm0
	divsd	%xmm4, %xmm2
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm2, 88(%rsp)
	jmp	.L5227
.L5237:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L5238
.L5249:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L5250
.L5229:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L5230
.L5287:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC605(%rip), %rdi
	call	printf@PLT
	jmp	.L5246
.L5251:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L5252
	.cfi_endproc
.LFE371:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.1
.LC609:
	.string	"reference"
.LC610:
	.string	"closed-form"
	.section	.rodata.str1.8
	.align 8
.LC611:
	.string	"bench: out of memory for %lu requests\n"
	.section	.rodata.str1.1
.LC612:
	.string	"for the omissions' walks"
.LC613:
	.string	"sent=truth"
.LC614:
	.string	"rate sent=truth"
.LC615:
	.string	"rate intended"
.LC616:
	.string	"rate never_sent"
.LC617:
	.string	"rate dropped"
.LC618:
	.string	"rate first_send=first_due"
.LC619:
	.string	"rate last_send=last_due"
	.section	.rodata.str1.8
	.align 8
.LC620:
	.string	"rate last_send<last_completion"
	.section	.rodata.str1.1
.LC621:
	.string	"for the rate walk"
.LC622:
	.string	"scoreboard truth=open"
.LC623:
	.string	"scoreboard none=closed"
	.section	.rodata.str1.8
	.align 8
.LC624:
	.string	"scoreboard hdr-schedule=corrected"
	.align 8
.LC625:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC626:
	.string	"bench: out of memory for the theory check\n"
	.section	.rodata.str1.1
.LC627:
	.string	"cv"
.LC628:
	.string	" %6s\n"
.LC629:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC630:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC631:
	.string	"ratios: open/closed p99 %s"
.LC632:
	.string	", p99.9 %s"
.LC633:
	.string	"; corrected/closed p99 %s"
.LC634:
	.string	"; open/corrected p99 %s"
.LC635:
	.string	", p90 %s\n"
.LC636:
	.string	"the open loop's recording"
	.section	.rodata.str1.8
	.align 8
.LC637:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC638:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC639:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC640:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC641:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC642:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC643:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC644:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC645:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.align 8
.LC646:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC647:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC648:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC649:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC650:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC651:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC652:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC653:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC654:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.section	.rodata.str1.1
.LC655:
	.string	"scoreboard.svg"
	.section	.rodata.str1.8
	.align 8
.LC656:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC657:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC658:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC659:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	run_bench, @function
run_bench:
.LFB392:
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
	movl	$1, %edi
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	movl	$8720, %esi
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movl	%r9d, %ebx
	subq	$552, %rsp
	.cfi_def_cfa_offset 608
	movq	%rdx, 16(%rsp)
	movl	%ecx, 88(%rsp)
	movl	%r8d, 24(%rsp)
	call	calloc@PLT
	testq	%rax, %rax
	je	.L5508
	movq	%rax, %r15
	movq	%r13, (%rax)
	movl	$72, %ecx
	movl	$288, %esi
	movl	%ebx, 8160(%rax)
	leaq	416(%rax), %rdi
	leaq	328(%rax), %rbx
	xorl	%eax, %eax
	movq	%rdi, 56(%rsp)
	rep stosq
	movq	%rbp, 424(%r15)
	movl	216(%r13), %ebp
	movq	%rbx, 440(%r15)
	movq	%r13, 416(%r15)
	leal	1(%rbp), %edi
	movq	%rbx, 8(%rsp)
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbp, %rdi
	movq	%rax, 304(%r15)
	movq	%rax, %r12
	call	calloc@PLT
	movl	$8, %esi
	movq	%rbp, %rdi
	movq	%rax, 312(%r15)
	movq	%rax, %rbx
	call	calloc@PLT
	testq	%rbx, %rbx
	sete	%dl
	testq	%r12, %r12
	movq	%rax, 320(%r15)
	sete	%cl
	orb	%cl, %dl
	jne	.L5295
	testq	%rax, %rax
	je	.L5295
	movq	8(%rsp), %rdi
	movq	%r13, %rsi
	call	buffers_init
	testl	%eax, %eax
	je	.L5509
.L5295:
	movq	136(%r13), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC611(%rip), %rsi
	xorl	%eax, %eax
	leaq	992(%r15), %rbp
	call	fprintf@PLT
.L5376:
	movl	$1, %r14d
.L5294:
	movq	%rbp, %rdi
	call	stall_window_free
	movq	8(%rsp), %rdi
	call	buffers_free
	movq	312(%r15), %rdi
	call	free@PLT
	movq	320(%r15), %rdi
	call	free@PLT
	movq	304(%r15), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
.L5289:
	addq	$552, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movl	%r14d, %eax
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L5509:
	.cfi_restore_state
	movq	%r13, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L5296
	cmpl	$1, 152(%r13)
	je	.L5510
.L5297:
	cmpl	$0, 8160(%r15)
	jne	.L5335
.L5337:
	movq	16(%rsp), %rsi
	xorl	%eax, %eax
	movl	24(%rsp), %edx
	movq	%r15, %rdi
	testq	%rsi, %rsi
	setne	%al
	movl	%eax, 356(%r15)
	call	bench_reps
	movl	%eax, %r14d
	testl	%eax, %eax
	je	.L5336
.L5507:
	leaq	992(%r15), %rbp
	jmp	.L5294
.L5510:
	cmpq	$8388608, 136(%r13)
	ja	.L5297
.L5296:
	leaq	2816(%r15), %rax
	leaq	272(%rsp), %rdi
	xorl	%esi, %esi
	movq	%r13, 304(%rsp)
	movq	%rax, 312(%rsp)
	xorl	%eax, %eax
	leaq	omit_job_run(%rip), %rdx
	leaq	456(%rsp), %rbp
	movl	%eax, 320(%rsp)
	leaq	304(%rsp), %rax
	movq	%rax, %rcx
	movq	%rax, 96(%rsp)
	call	pthread_create@PLT
	leaq	1056(%r15), %rdi
	movl	$220, %ecx
	movl	152(%r13), %edx
	movl	%eax, 92(%rsp)
	xorl	%eax, %eax
	movq	%rdi, %rbx
	movq	%rdi, 80(%rsp)
	rep stosq
	leaq	2176(%r15), %rax
	movq	%rbx, 72(%rsp)
	movq	%rax, 64(%rsp)
	xorl	%eax, %eax
	movq	%rax, 48(%rsp)
	leaq	400(%rsp), %rax
	movq	%rax, 32(%rsp)
	leaq	by_kind.7(%rip), %rax
	cmpl	$3, (%rax,%rdx,4)
	jne	.L5300
	movq	144(%r13), %rax
	testq	%rax, %rax
	je	.L5300
	xorl	%edx, %edx
	divq	0(%r13)
	movq	160(%r13), %rdx
	leaq	1(%rax,%rdx), %r12
	jmp	.L5299
.L5310:
	movq	%r12, %rdi
	call	malloc@PLT
	movq	32(%rsp), %rbx
	movq	%rax, (%rbx,%r14,8)
	testq	%rax, %rax
	je	.L5303
.L5309:
	addq	$1, %r14
	cmpq	$7, %r14
	jne	.L5306
	movq	80(%rsp), %r8
	movq	64(%rsp), %rcx
	movq	%r13, %rdi
	movq	32(%rsp), %rdx
	movl	48(%rsp), %esi
	call	omit_walk
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L5422
	leaq	512(%rsp), %rax
	movq	72(%rsp), %r14
	movl	%ebx, 104(%rsp)
	movq	%rbp, %r12
	movq	%rax, %rbx
	xchgq	%r13, %rbp
	.p2align 4,,10
	.p2align 3
.L5312:
	movq	-56(%r12), %rdi
	testq	%rdi, %rdi
	je	.L5311
	movl	200(%rbp), %ecx
	movq	192(%rbp), %rdx
	movq	%r14, %r8
	movq	(%r12), %rsi
	call	summarise.isra.0
.L5311:
	addq	$8, %r12
	addq	$80, %r14
	cmpq	%rbx, %r12
	jne	.L5312
	movl	104(%rsp), %ebx
	xchgq	%rbp, %r13
.L5422:
	movq	32(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L5313:
	movq	(%r12), %rdi
	addq	$8, %r12
	call	free@PLT
	cmpq	%rbp, %r12
	jne	.L5313
	testl	%ebx, %ebx
	jne	.L5511
	addq	$64, 64(%rsp)
	addq	$560, 72(%rsp)
	cmpq	$0, 48(%rsp)
	jne	.L5512
	movq	$1, 48(%rsp)
.L5300:
	movq	136(%r13), %r12
.L5299:
	movq	32(%rsp), %rdi
	xorl	%eax, %eax
	movl	$30, %ecx
	testq	%r12, %r12
	rep stosl
	movl	$1, %eax
	cmove	%rax, %r12
	xorl	%r14d, %r14d
	salq	$3, %r12
	.p2align 4,,10
	.p2align 3
.L5306:
	cmpq	$1, %r14
	jbe	.L5513
	cmpq	$3, %r14
	jbe	.L5514
	cmpq	$0, 48(%rsp)
	je	.L5309
	cmpq	$0, 256(%r13)
	jne	.L5310
	cmpl	$0, 280(%r13)
	jne	.L5310
	cmpq	$0, 288(%r13)
	je	.L5309
	jmp	.L5310
.L5513:
	cmpq	$0, 224(%r13)
	jne	.L5506
.L5308:
	addq	$1, %r14
	jmp	.L5306
.L5514:
	cmpl	$0, 232(%r13)
	je	.L5308
.L5506:
	movq	%r12, %rdi
	call	malloc@PLT
	movq	32(%rsp), %rbx
	movq	%rax, (%rbx,%r14,8)
	testq	%rax, %rax
	jne	.L5308
.L5303:
	orl	$-1, %ebx
	jmp	.L5422
.L5512:
	cmpl	$0, 92(%rsp)
	je	.L5515
	movq	96(%rsp), %rdi
	call	omit_job_run
.L5320:
	movl	320(%rsp), %ebx
.L5316:
	movl	%ebx, %edi
	call	fault_rc
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L5516
	leaq	4576(%r15), %rdx
	xorl	%eax, %eax
	movl	$220, %ecx
	cmpq	$0, 224(%r13)
	movq	%rdx, %rdi
	rep stosq
	je	.L5323
	cmpl	$0, 232(%r13)
	jne	.L5323
	cmpq	$0, 256(%r13)
	jne	.L5323
	movl	280(%r13), %r12d
	testl	%r12d, %r12d
	jne	.L5426
	cmpq	$0, 288(%r13)
	jne	.L5323
	movq	%r13, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L5517
.L5323:
	movq	256(%r13), %r11
	testq	%r11, %r11
	je	.L5329
	cmpl	$0, 280(%r13)
	jne	.L5329
	movq	288(%r13), %r10
	testq	%r10, %r10
	jne	.L5329
	cmpl	$0, 72(%r13)
	jne	.L5329
	cmpq	$0, 112(%r13)
	je	.L5518
.L5329:
	movq	80(%rsp), %rax
	movl	%r12d, 816(%r15)
	movq	%rax, 808(%r15)
	jmp	.L5297
.L5335:
	movq	%r13, %rdi
	leaq	7248(%r15), %rdx
	leaq	6336(%r15), %rsi
	call	scoreboard_bench
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L5337
	leaq	.LC562(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
.L5322:
	testl	%r14d, %r14d
	jne	.L5507
	jmp	.L5337
.L5515:
	movq	272(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	jmp	.L5320
.L5516:
	leaq	.LC612(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L5322
.L5336:
	movq	(%r15), %rax
	movq	304(%r15), %r12
	leaq	16(%r15), %rbx
	xorl	%r13d, %r13d
	leaq	768(%r15), %rbp
	movq	%rax, 24(%rsp)
.L5338:
	movl	%r13d, %ecx
	movl	%r13d, %esi
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	imulq	$288, %rcx, %rcx
	addl	$1, %r13d
	addq	%r12, %rcx
	call	check_outcome
	movq	416(%r15), %rax
	cmpl	%r13d, 216(%rax)
	jnb	.L5338
	cmpq	$0, 808(%r15)
	je	.L5339
	movq	24(%rsp), %rsi
	xorl	%r8d, %r8d
	movq	%rbp, %rdi
	leaq	1056(%r15), %r14
	leaq	2816(%r15), %rdx
	movq	%r14, %rcx
	movq	768(%r15), %r13
	movq	776(%r15), %r12
	call	check_omitted
	movl	816(%r15), %r8d
	testl	%r8d, %r8d
	jne	.L5519
.L5340:
	movq	24(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L5342
	cmpl	$0, 232(%rax)
	jne	.L5342
	movq	24(%rsp), %r14
	cmpl	$2, 152(%r14)
	je	.L5345
	movq	2184(%r15), %rax
	xorl	%edx, %edx
	movq	16(%r15), %r8
	xorl	%r9d, %r9d
	pushq	%rdx
	.cfi_def_cfa_offset 616
	xorl	%esi, %esi
	leaq	.LC613(%rip), %rcx
	movq	%rbp, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 624
	leaq	.LC108(%rip), %rdx
	call	check
	cmpq	$0, 224(%r14)
	popq	%r11
	.cfi_def_cfa_offset 616
	popq	%rax
	.cfi_def_cfa_offset 608
	jne	.L5342
	movq	24(%rsp), %rax
	cmpl	$0, 232(%rax)
	jne	.L5342
.L5345:
	movq	24(%rsp), %rax
	cmpq	$0, 256(%rax)
	jne	.L5342
	cmpl	$0, 280(%rax)
	jne	.L5342
	cmpq	$0, 288(%rax)
	jne	.L5342
	movq	2248(%r15), %rax
	xorl	%edx, %edx
	movq	96(%r15), %r8
	xorl	%r9d, %r9d
	pushq	%rdx
	.cfi_def_cfa_offset 616
	leaq	.LC613(%rip), %rcx
	xorl	%esi, %esi
	movq	%rbp, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 624
	leaq	.LC110(%rip), %rdx
	call	check
	popq	%r9
	.cfi_def_cfa_offset 616
	popq	%r10
	.cfi_def_cfa_offset 608
.L5342:
	movq	776(%r15), %rax
	addq	768(%r15), %rax
	subq	%r13, %rax
	subq	%r12, %rax
	movq	%rax, 824(%r15)
.L5347:
	cmpl	$0, 8160(%r15)
	jne	.L5520
.L5354:
	movq	(%r15), %rax
	leaq	448(%r15), %r13
	movq	304(%r15), %rbp
	movq	%r13, 112(%rsp)
	movl	216(%rax), %ebx
	movq	%rax, 144(%rsp)
	leaq	0(,%rbx,8), %r12
	movq	%rbx, 72(%rsp)
	movq	%rbx, %r14
	salq	$4, %rbx
	movq	%r12, %rdi
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, 24(%rsp)
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 48(%rsp)
	call	malloc@PLT
	movq	24(%rsp), %rsi
	movq	48(%rsp), %r8
	movq	%r13, 160(%rsp)
	movq	%rax, 80(%rsp)
	testq	%rsi, %rsi
	movq	%rbp, 64(%rsp)
	setne	%cl
	testq	%r8, %r8
	setne	%dl
	andl	%edx, %ecx
	xorl	%edx, %edx
	testq	%rax, %rax
	setne	%dl
	addq	%rsi, %r12
	xorl	%ebp, %ebp
	andl	%ecx, %edx
	leaq	400(%rsp), %rcx
	leal	-1(%rdx), %ebx
	movl	%r14d, %edx
	movq	%rcx, 48(%rsp)
	shrl	%edx
	movl	%ebx, 92(%rsp)
	leaq	(%r8,%rdx,8), %rbx
	salq	$4, %rdx
	movq	%rbx, 96(%rsp)
	leaq	(%rax,%rdx), %rbx
	movq	%rbx, 128(%rsp)
	movq	%r13, %rbx
.L5356:
	cmpl	$2, %ebp
	jg	.L5438
	cmpl	$0, 92(%rsp)
	jne	.L5438
	movq	64(%rsp), %rax
	movq	%r8, 104(%rsp)
	xorl	%r13d, %r13d
	movq	%rbp, %rcx
	movq	$0x000000000, 688(%r15,%rbp,8)
	movq	%r13, %rbp
	xchgq	%r15, %r12
	movq	%rcx, %r13
	addq	$296, %rax
	movq	%rax, 32(%rsp)
.L5357:
	orq	$-1, %rcx
	testl	%r14d, %r14d
	je	.L5365
	movq	32(%rsp), %rax
	movq	24(%rsp), %rdx
	orq	$-1, %rcx
	leaq	(%rax,%rbp), %rsi
	jmp	.L5360
	.p2align 4,,10
	.p2align 3
.L5521:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5359:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r15, %rdx
	je	.L5365
.L5360:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L5521
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5359
.L5365:
	movq	%rcx, 8(%rbx,%rbp)
	movq	24(%rsp), %rsi
	movl	%r14d, %edx
	addq	$8, %rbp
	movq	48(%rsp), %rdi
	call	stats_of
	movsd	416(%rsp), %xmm0
	maxsd	688(%r12,%r13,8), %xmm0
	movsd	%xmm0, 688(%r12,%r13,8)
	cmpq	$48, %rbp
	jne	.L5357
	movq	104(%rsp), %r8
	movq	64(%rsp), %rcx
	movq	%r13, %rbp
	xchgq	%r12, %r15
	xorl	%edx, %edx
	jmp	.L5363
.L5366:
	movq	(%rcx), %rsi
	movq	%rsi, (%r8,%rdx,8)
	addq	$1, %rdx
.L5363:
	addq	$288, %rcx
	cmpl	%r14d, %edx
	jb	.L5366
	movq	72(%rsp), %rsi
	movl	$8, %edx
	movq	%r8, %rdi
	movq	%r8, 32(%rsp)
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
	movq	96(%rsp), %rax
	movq	64(%rsp), %rcx
	movq	32(%rsp), %r8
	movq	(%rax), %rdx
	movq	%rdx, (%rbx)
	xorl	%edx, %edx
	jmp	.L5367
.L5368:
	movq	56(%rcx), %rsi
	movq	%rsi, (%r8,%rdx,8)
	addq	$1, %rdx
.L5367:
	addq	$288, %rcx
	cmpl	%r14d, %edx
	jb	.L5368
	movq	72(%rsp), %rsi
	movl	$8, %edx
	movq	%r8, %rdi
	movq	%r8, 32(%rsp)
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
	movq	96(%rsp), %rax
	movq	64(%rsp), %rcx
	movq	32(%rsp), %r8
	movq	(%rax), %rdx
	movq	80(%rsp), %rax
	movq	%rdx, 56(%rbx)
	xorl	%edx, %edx
	jmp	.L5369
.L5370:
	movq	%rdx, %rsi
	movdqa	64(%rcx), %xmm4
	addq	$1, %rdx
	salq	$4, %rsi
	movaps	%xmm4, (%rax,%rsi)
.L5369:
	addq	$288, %rcx
	cmpl	%r14d, %edx
	jb	.L5370
	movq	72(%rsp), %rsi
	movq	80(%rsp), %rdi
	movl	$16, %edx
	leaq	cmp_u128(%rip), %rcx
	movq	%r8, 104(%rsp)
	addq	$1, %rbp
	addq	$80, %rbx
	call	qsort@PLT
	addq	$80, 64(%rsp)
	movq	104(%rsp), %r8
	movq	128(%rsp), %rax
	movdqa	(%rax), %xmm5
	movaps	%xmm5, -16(%rbx)
	movaps	%xmm5, 32(%rsp)
	jmp	.L5356
.L5339:
	movq	24(%rsp), %rax
	cmpq	$8388608, 136(%rax)
	ja	.L5347
	cmpl	$2, 152(%rax)
	movq	%rbp, 72(%rsp)
	movq	%rbx, %r12
	leaq	832(%r15), %r13
	sete	%al
	movq	%r13, 48(%rsp)
	leaq	.LC108(%rip), %rdx
	leaq	968(%r15), %rdi
	movzbl	%al, %eax
	movq	%rbx, 80(%rsp)
	movq	%rdi, %rbp
	movq	%rdx, %rbx
	movl	%eax, 64(%rsp)
.L5353:
	movq	24(%rsp), %rdi
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movq	%r13, %rcx
	movl	%r14d, %esi
	call	omit_walk
	leaq	run_fault_lock(%rip), %rdi
	movl	%eax, 32(%rsp)
	call	pthread_mutex_lock@PLT
	leaq	run_fault(%rip), %rax
	leaq	run_fault_lock(%rip), %rdi
	movl	(%rax), %eax
	movl	%eax, 92(%rsp)
	call	pthread_mutex_unlock@PLT
	movl	32(%rsp), %edx
	testl	%edx, %edx
	jne	.L5503
	cmpl	$0, 92(%rsp)
	jne	.L5430
	movq	8(%r13), %rax
	xorl	%ecx, %ecx
	movq	(%r12), %r8
	xorl	%esi, %esi
	movq	%rcx, 136(%rsp)
	xorl	%r9d, %r9d
	movq	%rbp, %rdi
	leaq	.LC614(%rip), %rcx
	movq	%rax, 128(%rsp)
	movq	%rbx, %rdx
	pushq	136(%rsp)
	.cfi_def_cfa_offset 616
	pushq	136(%rsp)
	.cfi_def_cfa_offset 624
	call	check
	movq	0(%r13), %rax
	xorl	%esi, %esi
	movq	%rsi, 136(%rsp)
	movq	%rax, 128(%rsp)
	popq	%rdi
	.cfi_def_cfa_offset 616
	popq	%r8
	.cfi_def_cfa_offset 608
	cmpl	$0, 64(%rsp)
	je	.L5350
	movq	8(%r13), %r8
	pushq	120(%rsp)
	.cfi_def_cfa_offset 616
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	pushq	120(%rsp)
	.cfi_def_cfa_offset 624
	leaq	.LC615(%rip), %rcx
	xorl	%esi, %esi
	movq	%rbp, %rdi
	call	check
	movq	16(%r13), %rax
	movq	0(%r13), %r8
	xorl	%r9d, %r9d
	subq	(%r12), %r8
	leaq	.LC616(%rip), %rcx
	movq	%rbx, %rdx
	xorl	%esi, %esi
	movq	%rax, 176(%rsp)
	xorl	%eax, %eax
	movq	%rbp, %rdi
	movq	%rax, 184(%rsp)
	pushq	184(%rsp)
	.cfi_def_cfa_offset 632
	pushq	184(%rsp)
	.cfi_def_cfa_offset 640
	call	check
	movq	24(%r13), %rax
	addq	$32, %rsp
	.cfi_def_cfa_offset 608
	movq	%rbx, %rdx
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	leaq	.LC617(%rip), %rcx
	xorl	%esi, %esi
	movq	%rax, 176(%rsp)
	xorl	%eax, %eax
	movq	%rbp, %rdi
	movq	%rax, 184(%rsp)
	pushq	184(%rsp)
	.cfi_def_cfa_offset 616
	pushq	184(%rsp)
	.cfi_def_cfa_offset 624
	call	check
	popq	%rax
	.cfi_def_cfa_offset 616
	popq	%rdx
	.cfi_def_cfa_offset 608
.L5351:
	testl	%r14d, %r14d
	je	.L5352
	movq	24(%rsp), %rax
	xorl	%r13d, %r13d
	movq	%rbp, %rdi
	movq	%rbx, %rdx
	movq	72(%rsp), %rbp
	movq	80(%rsp), %rbx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	952(%r15), %r12
	movq	128(%rax), %r8
	pushq	%r13
	.cfi_def_cfa_offset 616
	leaq	.LC619(%rip), %rcx
	pushq	%r12
	.cfi_def_cfa_offset 624
	xorl	%r12d, %r12d
	call	check
	movl	$1, 960(%r15)
	popq	%rdi
	.cfi_def_cfa_offset 616
	popq	%r8
	.cfi_def_cfa_offset 608
.L5349:
	movl	%r12d, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L5347
	leaq	.LC621(%rip), %rsi
	movl	%eax, %edi
	leaq	992(%r15), %rbp
	call	cannot
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L5294
	jmp	.L5354
.L5438:
	movq	80(%rsp), %rax
	movq	24(%rsp), %rdi
	movq	%r8, 32(%rsp)
	leaq	992(%r15), %rbp
	movq	160(%rsp), %r13
	movq	%rax, 48(%rsp)
	call	free@PLT
	movq	32(%rsp), %rdi
	call	free@PLT
	movq	48(%rsp), %rdi
	call	free@PLT
	cmpl	$0, 92(%rsp)
	jne	.L5373
	movq	144(%rsp), %r14
	movq	312(%r15), %rsi
	leaq	240(%rsp), %rbx
	movq	%rbx, %rdi
	movl	216(%r14), %edx
	call	stats_of
	movq	56(%rsp), %r12
	movl	216(%r14), %edx
	movq	%rbx, %rdi
	movdqu	240(%rsp), %xmm7
	movq	320(%r15), %rsi
	movups	%xmm7, 296(%r12)
	movq	256(%rsp), %rax
	movq	%rax, 312(%r12)
	call	stats_of
	xorl	%esi, %esi
	movq	%r14, %rdi
	movq	%rbp, %rdx
	movdqu	240(%rsp), %xmm7
	movaps	%xmm7, 320(%r12)
	movq	256(%rsp), %rax
	movq	%rax, 336(%r12)
	movl	216(%r14), %eax
	imulq	$288, %rax, %rax
	addq	304(%r15), %rax
	movq	%rax, 760(%r15)
	call	first_stall_window
	testl	%eax, %eax
	sete	%al
	cmpl	$0, 8712(%r15)
	movzbl	%al, %eax
	movl	%eax, 1040(%r15)
	je	.L5378
	movq	144(%rsp), %rax
	leaq	784(%r15), %rsi
	movq	136(%rax), %rax
	cmpq	%rax, 8696(%r15)
	je	.L5522
	movq	144(%rsp), %rdi
	call	batch_stats.constprop.0
	testl	%eax, %eax
	jne	.L5523
.L5378:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L5379
.L5381:
	movq	(%r15), %rax
	movl	$10, %edi
	xorl	%r12d, %r12d
	leaq	SET_NAME(%rip), %r14
	leaq	.LC629(%rip), %rbx
	movq	%rax, 24(%rsp)
	call	putchar@PLT
	movl	$10, %edi
	call	print_header_w
	leaq	.LC627(%rip), %rsi
	leaq	.LC628(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L5380:
	movq	(%r14,%r12), %rsi
	movq	%r13, %rdx
	movl	$10, %edi
	addq	$80, %r13
	call	print_row_w
	movq	%rbx, %rdi
	movl	$1, %eax
	movsd	688(%r15,%r12), %xmm0
	addq	$8, %r12
	call	printf@PLT
	cmpq	$24, %r12
	jne	.L5380
	movq	416(%r15), %rax
	leaq	400(%rsp), %rbx
	movq	%rbx, %rdi
	movq	%rbx, 32(%rsp)
	movq	192(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC630(%rip), %rdi
	movq	%rax, %rdx
	movq	416(%r15), %rax
	movl	216(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	472(%r15), %rdx
	movq	552(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC631(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	480(%r15), %rdx
	movq	560(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC632(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	472(%r15), %rdx
	movq	632(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC633(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	632(%r15), %rdx
	movq	552(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC634(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	624(%r15), %rdx
	movq	544(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC635(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%rsp), %rbx
	xorl	%esi, %esi
	movq	%rbx, %rdi
	call	print_rates
	xorl	%esi, %esi
	movq	%rbx, %rdi
	call	print_omissions
	cmpl	$0, 8160(%r15)
	jne	.L5524
.L5382:
	movl	1040(%r15), %eax
	xorl	%r13d, %r13d
	movl	%eax, 48(%rsp)
.L5386:
	movq	456(%r15,%r13,8), %rax
	addq	%rax, %rax
	cmpq	%rax, 536(%r15,%r13,8)
	jb	.L5383
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %r13d
	je	.L5500
	movslq	%r13d, %r13
	leaq	336(%rsp), %rdi
	leaq	(%r15,%r13,8), %r14
	movq	456(%r14), %rsi
	call	fmt_read.constprop.0
	movq	456(%r14), %rdx
	movq	536(%r14), %rsi
	leaq	304(%rsp), %rdi
	movq	%rax, %rbx
	call	fmt_ratio.constprop.0
	movq	536(%r14), %rsi
	leaq	272(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_read.constprop.0
	movq	%r12, %rcx
	movq	%rbx, %r8
	leaq	.LC638(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	(%rax,%r13,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	552(%r15), %r14
	movq	472(%r15), %r12
	movq	632(%r15), %r13
.L5387:
	cmpq	%r12, %r14
	je	.L5525
	movq	%r12, %rdx
	leaq	304(%rsp), %rdi
	movq	%r14, %rsi
	call	fmt_ratio.constprop.0
	leaq	272(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rax, %rbx
	call	fmt_read.constprop.0
	movq	%rbx, %rdx
	leaq	.LC641(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L5388:
	cmpq	%r13, %r12
	je	.L5526
	movq	32(%rsp), %rdi
	movq	%r13, %rsi
	call	fmt_read.constprop.0
	movq	%rax, %rbx
	movq	760(%r15), %rax
	movq	272(%rax), %rsi
	leaq	368(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 96(%rsp)
	call	fmt_read.constprop.0
	movq	%rbx, %rdx
	leaq	.LC643(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L5392:
	cmpl	$0, 48(%rsp)
	jne	.L5393
	leaq	.LC644(%rip), %rdi
	call	puts@PLT
.L5394:
	movq	56(%rsp), %rdi
	xorl	%esi, %esi
	leaq	RATIOS(%rip), %r14
	leaq	.LC647(%rip), %r13
	leaq	168(%r14), %r12
	leaq	.LC117(%rip), %rbx
	call	print_theory
	leaq	.LC646(%rip), %rdi
	movl	$4, %eax
	movsd	712(%r15), %xmm0
	movsd	744(%r15), %xmm3
	movsd	736(%r15), %xmm2
	movsd	720(%r15), %xmm1
	call	printf@PLT
	movl	1040(%r15), %eax
	movq	112(%rsp), %rsi
	leaq	.LC108(%rip), %rdi
	movl	%eax, 48(%rsp)
	movq	416(%r15), %rax
	movq	%rax, 64(%rsp)
	call	print_result_set
	leaq	528(%r15), %rsi
	leaq	.LC110(%rip), %rdi
	call	print_result_set
	leaq	608(%r15), %rsi
	leaq	.LC157(%rip), %rdi
	call	print_result_set
	movq	%r15, 72(%rsp)
	movq	112(%rsp), %r15
	movq	%rbp, 80(%rsp)
	movq	%r14, %rbp
	movq	32(%rsp), %r14
	jmp	.L5407
.L5395:
	movq	8(%rax,%rdx,8), %rdx
.L5396:
	movslq	8(%rbp), %rax
	movslq	12(%rbp), %rsi
	imulq	$80, %rax, %rax
	addq	%r15, %rax
	cmpl	$-1, %esi
	je	.L5527
	movq	8(%rax,%rsi,8), %rax
.L5398:
	testq	%rdx, %rdx
	je	.L5399
	testq	%rax, %rax
	js	.L5400
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5401:
	testq	%rdx, %rdx
	js	.L5402
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L5403:
	divsd	%xmm1, %xmm0
	movl	$32, %esi
	movq	%r14, %rdi
	movl	$1, %eax
	leaq	.LC116(%rip), %rdx
	comisd	.LC72(%rip), %xmm0
	cmovb	%rbx, %rdx
	call	snprintf@PLT
.L5406:
	movq	0(%rbp), %rsi
	movq	%r14, %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$24, %rbp
	call	printf@PLT
	cmpq	%r12, %rbp
	je	.L5528
.L5407:
	movslq	16(%rbp), %rax
	movslq	20(%rbp), %rdx
	imulq	$80, %rax, %rax
	addq	%r15, %rax
	cmpl	$-1, %edx
	jne	.L5395
	movq	56(%rax), %rdx
	jmp	.L5396
.L5383:
	addq	$1, %r13
	cmpq	$6, %r13
	jne	.L5386
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC637(%rip), %rdi
	call	puts@PLT
	movq	552(%r15), %r14
	movq	472(%r15), %r12
	movq	632(%r15), %r13
	jmp	.L5387
.L5527:
	movq	56(%rax), %rax
	jmp	.L5398
.L5399:
	movl	$6369134, (%r14)
	jmp	.L5406
.L5402:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L5403
.L5400:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5401
.L5528:
	movq	72(%rsp), %r15
	leaq	.LC648(%rip), %rbx
	movq	80(%rsp), %rbp
	leaq	.LC108(%rip), %rsi
	movq	%rbx, %rdi
	movq	760(%r15), %rax
	movq	256(%rax), %rcx
	movq	240(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%r15), %rax
	leaq	.LC110(%rip), %rsi
	movq	%rbx, %rdi
	movq	264(%rax), %rcx
	movq	248(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%r15), %rax
	leaq	.LC504(%rip), %rdi
	movq	272(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%rsp), %rax
	movl	72(%rax), %esi
	testl	%esi, %esi
	je	.L5408
	movq	136(%rax), %rdi
	movq	%rax, %rbx
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L5409
	leaq	-1(%rdi), %rcx
	movq	128(%rax), %rax
	xorl	%edx, %edx
	subq	120(%rbx), %rax
	divq	%rcx
	movq	%rax, %rcx
.L5409:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC649(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L5408:
	cmpl	$0, 48(%rsp)
	jne	.L5529
.L5410:
	movsd	712(%r15), %xmm0
	leaq	.LC653(%rip), %rbx
	movsd	728(%r15), %xmm2
	leaq	.LC108(%rip), %rsi
	movsd	720(%r15), %xmm1
	movq	%rbx, %rdi
	movl	$3, %eax
	call	printf@PLT
	leaq	.LC110(%rip), %rsi
	movq	%rbx, %rdi
	movsd	736(%r15), %xmm0
	movsd	752(%r15), %xmm2
	movl	$3, %eax
	movsd	744(%r15), %xmm1
	call	printf@PLT
	movq	24(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L5530
.L5412:
	movq	56(%rsp), %rbx
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_theory
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_omissions
	movl	$1, %esi
	movq	%rbx, %rdi
	call	print_rates
	cmpl	$0, 8160(%r15)
	jne	.L5531
.L5413:
	movq	16(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L5415
	movq	760(%r15), %rcx
	movl	88(%rsp), %r8d
	movq	8(%rsp), %rdx
	movq	24(%rsp), %rsi
	call	export_bench
	testl	%eax, %eax
	je	.L5532
	movl	$1, 92(%rsp)
.L5415:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L5533
	movq	32(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L5534
.L5418:
	movq	440(%r15), %rax
	cmpl	$3, 24(%rax)
	je	.L5535
.L5419:
	cmpq	$0, 432(%r15)
	leaq	.LC609(%rip), %rax
	leaq	.LC610(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC658(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	416(%r15), %rax
	movq	776(%r15), %rdx
	leaq	.LC659(%rip), %rdi
	movq	768(%r15), %rsi
	movl	216(%rax), %ecx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	cmpq	$0, 776(%r15)
	movl	$1, %eax
	jne	.L5421
	xorl	%eax, %eax
	cmpq	$0, 976(%r15)
	setne	%al
.L5421:
	movl	92(%rsp), %r14d
	orl	%eax, %r14d
	jmp	.L5294
.L5532:
	cmpl	$0, 8160(%r15)
	je	.L5415
	movq	16(%rsp), %rdi
	leaq	6336(%r15), %rcx
	leaq	score_writer(%rip), %rdx
	leaq	.LC655(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 92(%rsp)
	jmp	.L5415
.L5393:
	movq	1024(%r15), %rdx
	movq	992(%r15), %rax
	leaq	272(%rsp), %rdi
	movq	(%rax,%rdx,8), %rsi
	call	fmt_read.constprop.0
	movq	1024(%r15), %rdx
	movq	1032(%r15), %rsi
	leaq	.LC645(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rdx, %rsi
	call	printf@PLT
	jmp	.L5394
.L5520:
	leaq	6336(%r15), %r12
	leaq	7248(%r15), %rsi
	movq	%rbp, %rdi
	movq	%r12, %rdx
	call	check_score
	leaq	96(%r15), %rdx
	movq	%r12, %rcx
	movq	%rbp, %rdi
	leaq	.LC622(%rip), %rsi
	call	check_summary
	leaq	6416(%r15), %rcx
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	leaq	.LC623(%rip), %rsi
	call	check_summary
	movq	24(%rsp), %rax
	cmpl	$0, 176(%rax)
	jne	.L5354
	leaq	6576(%r15), %rcx
	leaq	176(%r15), %rdx
	movq	%rbp, %rdi
	leaq	.LC624(%rip), %rsi
	call	check_summary
	jmp	.L5354
.L5511:
	cmpl	$0, 92(%rsp)
	jne	.L5315
	movq	272(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	jmp	.L5316
.L5500:
	movq	472(%r15), %r12
	movq	552(%r15), %r14
	leaq	336(%rsp), %rdi
	movq	632(%r15), %r13
	movq	%r12, %rsi
	call	fmt_read.constprop.0
	movq	%r12, %rdx
	leaq	304(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rax, 64(%rsp)
	call	fmt_ratio.constprop.0
	leaq	272(%rsp), %rdi
	movq	%r14, %rsi
	movq	%rax, %rbx
	call	fmt_read.constprop.0
	movq	64(%rsp), %rcx
	movq	%rbx, %rdx
	leaq	.LC639(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5388
.L5526:
	movq	760(%r15), %rax
	movq	272(%rax), %rsi
	leaq	368(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 96(%rsp)
	call	fmt_read.constprop.0
	leaq	.LC642(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5392
.L5533:
	leaq	.LC10(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L5294
.L5529:
	movq	1024(%r15), %r12
	movq	1000(%r15), %rax
	leaq	.LC650(%rip), %rdi
	movq	(%rax,%r12,8), %rcx
	movq	992(%r15), %rax
	movq	%r12, %rsi
	leaq	0(,%r12,8), %rbx
	movq	(%rax,%r12,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1(%r12), %rax
	cmpq	1016(%r15), %rax
	jb	.L5536
.L5411:
	movq	1032(%r15), %rdx
	leaq	.LC652(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r12, %rsi
	call	printf@PLT
	jmp	.L5410
.L5531:
	leaq	6336(%r15), %rdi
	movl	$1, %edx
	leaq	.LC10(%rip), %rsi
	call	print_score
	jmp	.L5413
.L5524:
	leaq	6336(%r15), %rdi
	xorl	%edx, %edx
	leaq	.LC636(%rip), %rsi
	call	print_score
	jmp	.L5382
.L5530:
	movq	32(%rsp), %rdx
	movq	96(%rsp), %rsi
	movq	%rax, %rbx
	movq	%rax, %rdi
	call	service_moments
	movl	8(%rbx), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movsd	400(%rsp), %xmm1
	movsd	368(%rsp), %xmm0
	leaq	.LC654(%rip), %rdi
	imulq	$96, %rax, %rax
	movq	(%rdx,%rax), %rsi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L5412
.L5525:
	leaq	.LC640(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5388
.L5519:
	movq	24(%rsp), %rsi
	leaq	4576(%r15), %rdx
	movq	%r14, %rcx
	movq	%rbp, %rdi
	call	check_omitted
	jmp	.L5340
.L5352:
	movq	272(%r15), %rax
	cmpq	%rax, 888(%r15)
	movq	%rbx, %rdx
	leaq	.LC620(%rip), %rcx
	setb	%al
	movq	%rbp, %rdi
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	movzbl	%al, %eax
	movl	$1, %r8d
	addq	$80, %r12
	movl	$1, %r14d
	movq	%rax, 144(%rsp)
	xorl	%eax, %eax
	leaq	.LC110(%rip), %rbx
	movq	%rax, 152(%rsp)
	pushq	152(%rsp)
	.cfi_def_cfa_offset 616
	pushq	152(%rsp)
	.cfi_def_cfa_offset 624
	call	check
	addq	$64, 64(%rsp)
	movq	64(%rsp), %rax
	xorl	%esi, %esi
	popq	%rdx
	.cfi_def_cfa_offset 616
	popq	%rcx
	.cfi_def_cfa_offset 608
	movl	%esi, 64(%rsp)
	movq	%rax, %r13
	jmp	.L5353
.L5534:
	movq	440(%r15), %rax
	movq	432(%rsp), %rsi
	leaq	.LC656(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5418
.L5315:
	movq	96(%rsp), %rdi
	call	omit_job_run
	jmp	.L5316
.L5503:
	movq	72(%rsp), %rbp
	movq	80(%rsp), %rbx
	movl	%edx, %r12d
	jmp	.L5349
.L5350:
	movq	24(%rsp), %rax
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	xorl	%esi, %esi
	leaq	.LC615(%rip), %rcx
	movq	%rbp, %rdi
	movq	136(%rax), %r8
	pushq	120(%rsp)
	.cfi_def_cfa_offset 616
	pushq	120(%rsp)
	.cfi_def_cfa_offset 624
	call	check
	movq	16(%r13), %rcx
	xorl	%r9d, %r9d
	movq	0(%r13), %r8
	movq	%r9, 216(%rsp)
	movq	%rbx, %rdx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%rcx, 208(%rsp)
	subq	(%r12), %r8
	leaq	.LC616(%rip), %rcx
	movq	%rbp, %rdi
	pushq	216(%rsp)
	.cfi_def_cfa_offset 632
	pushq	216(%rsp)
	.cfi_def_cfa_offset 640
	call	check
	movq	24(%r13), %rcx
	addq	$32, %rsp
	.cfi_def_cfa_offset 608
	xorl	%r10d, %r10d
	movq	%r10, 216(%rsp)
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	%rcx, 208(%rsp)
	movq	%rbx, %rdx
	leaq	.LC617(%rip), %rcx
	movq	%rbp, %rdi
	pushq	216(%rsp)
	.cfi_def_cfa_offset 616
	pushq	216(%rsp)
	.cfi_def_cfa_offset 624
	call	check
	movq	40(%rsp), %rax
	xorl	%r11d, %r11d
	xorl	%r9d, %r9d
	movq	%r11, 248(%rsp)
	movq	%rbx, %rdx
	xorl	%esi, %esi
	movq	%rbp, %rdi
	movq	120(%rax), %r8
	movq	48(%r13), %rax
	leaq	.LC618(%rip), %rcx
	movq	%rax, 240(%rsp)
	pushq	248(%rsp)
	.cfi_def_cfa_offset 632
	pushq	248(%rsp)
	.cfi_def_cfa_offset 640
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 608
	jmp	.L5351
.L5426:
	xorl	%r12d, %r12d
	jmp	.L5323
.L5535:
	movq	760(%r15), %rax
	movl	$18, %ecx
	leaq	.LC657(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5419
.L5536:
	movq	1000(%r15), %rax
	leaq	.LC651(%rip), %rdi
	movq	8(%rax,%rbx), %rdx
	movq	992(%r15), %rax
	movq	8(%rax,%rbx), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L5411
.L5379:
	leaq	.LC10(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L5294
	jmp	.L5381
.L5373:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC625(%rip), %rdi
	call	fwrite@PLT
	jmp	.L5376
.L5518:
	movq	32(%rsp), %rdi
	movq	80(%r13), %r9
	xorl	%eax, %eax
	movl	$8, %ecx
	movq	136(%r13), %r14
	movq	%r15, 72(%rsp)
	movq	%r10, %r15
	rep stosl
	movl	%r12d, 92(%rsp)
	movq	272(%r13), %rbp
	movq	%r13, %r12
	leaq	-1(%r14), %rax
	movq	%r9, %rbx
	movq	%r11, %r13
	imulq	%r9, %rax
	movq	%rax, 48(%rsp)
	jmp	.L5330
.L5331:
	movq	264(%r12), %rax
	testq	%rax, %rax
	je	.L5332
	addq	%rax, %rbp
.L5330:
	cmpq	%rbp, 48(%rsp)
	jb	.L5332
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
	sbbq	$-1, %rax
	cmpq	%r14, %rax
	cmova	%r14, %rax
	cmpq	%rax, %rcx
	jnb	.L5331
	subq	%rcx, %rax
	imulq	%rbx, %rcx
	movq	32(%rsp), %rdi
	movq	%rbx, %rdx
	movl	$1, %r8d
	movq	%rax, 64(%rsp)
	subq	%rcx, %rsi
	movq	%rax, %rcx
	call	dist_add
	movq	64(%rsp), %rax
	addq	%rax, %r15
	jmp	.L5331
.L5332:
	movq	%r15, %r10
	movq	32(%rsp), %rdi
	movq	%r14, %r8
	movq	72(%rsp), %r15
	subq	%r10, %r8
	xorl	%edx, %edx
	xorl	%esi, %esi
	movl	$1, %ecx
	movq	%r12, %r13
	movl	92(%rsp), %r12d
	call	dist_add
	cmpl	$0, 424(%rsp)
	movq	%r14, 5768(%r15)
	je	.L5537
.L5334:
	movq	32(%rsp), %rdi
	call	dist_free
	jmp	.L5329
.L5522:
	leaq	8168(%r15), %rdi
	call	batch_end
	jmp	.L5378
.L5523:
	movq	stderr(%rip), %rcx
	movl	$42, %edx
	movl	$1, %esi
	leaq	.LC626(%rip), %rdi
	call	fwrite@PLT
	jmp	.L5376
.L5537:
	movl	200(%r13), %edx
	movq	32(%rsp), %rdi
	orl	$2, %r12d
	leaq	5616(%r15), %rcx
	movq	192(%r13), %rsi
	call	dist_summarise
	jmp	.L5334
.L5517:
	movl	%r12d, %eax
	movl	$8, %ecx
	movq	32(%rsp), %r14
	xorl	%ebp, %ebp
	leaq	336(%rsp), %rdi
	leaq	336(%rsp), %rbx
	rep stosl
	leaq	368(%rsp), %rdi
	movl	$8, %ecx
	movq	%r14, %rsi
	movq	%rdi, 96(%rsp)
	rep stosl
	movq	%r13, %rdi
	call	stall_geom
	movq	%r14, %rsi
	movq	%rbx, %rdx
	movq	%r13, %rdi
	call	closed_form_open
	xorl	%r14d, %r14d
	movl	%r12d, 48(%rsp)
	movq	%rbp, %r12
	movq	%rbx, 64(%rsp)
	jmp	.L5324
.L5539:
	testq	%rsi, %rsi
	je	.L5428
	movq	%rcx, %rax
	subq	%rdx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	xorl	%edx, %edx
	cmpq	%rbx, %rax
	jnb	.L5325
	movq	%rbx, %rdx
	subq	%rax, %rdx
.L5325:
	subq	%rdx, %rbx
	movq	%rcx, %rax
	movq	24(%rbp), %r8
	movq	%rdx, %rcx
	movq	%rbx, %rdi
	movq	%rsi, %rdx
	addq	$1, %r12
	imulq	%rsi, %rdi
	subq	%rdi, %rax
	movq	96(%rsp), %rdi
	movq	%rax, %rsi
	call	dist_add
	imulq	24(%rbp), %rbx
	addq	%rbx, %r14
.L5324:
	cmpq	344(%rsp), %r12
	jnb	.L5538
	movq	%r12, %rbp
	movq	224(%r13), %rdx
	salq	$5, %rbp
	addq	336(%rsp), %rbp
	movq	0(%rbp), %rcx
	movq	8(%rbp), %rsi
	movq	16(%rbp), %rbx
	cmpq	%rcx, %rdx
	jb	.L5539
	movq	%rbx, %rdx
	jmp	.L5325
.L5428:
	xorl	%edx, %edx
	jmp	.L5325
.L5538:
	cmpl	$0, 392(%rsp)
	movq	%r14, 5792(%r15)
	movl	48(%rsp), %r12d
	movq	64(%rsp), %rbx
	je	.L5540
.L5327:
	movq	96(%rsp), %rdi
	xorl	%edx, %edx
	movq	%r14, %r8
	movl	$1, %ecx
	movq	224(%r13), %rsi
	call	dist_add
	movl	392(%rsp), %eax
	orl	360(%rsp), %eax
	je	.L5541
.L5328:
	movq	%rbx, %rdi
	call	dist_free
	movq	96(%rsp), %rdi
	call	dist_free
	jmp	.L5323
.L5508:
	movq	136(%r13), %rdx
	movq	stderr(%rip), %rdi
	xorl	%eax, %eax
	movl	$1, %r14d
	leaq	.LC611(%rip), %rsi
	call	fprintf@PLT
	jmp	.L5289
.L5430:
	movq	72(%rsp), %rbp
	movq	80(%rsp), %rbx
	movl	$-4, %r12d
	jmp	.L5349
.L5540:
	movl	200(%r13), %edx
	movq	192(%r13), %rsi
	leaq	5136(%r15), %rcx
	movq	96(%rsp), %rdi
	call	dist_summarise
	jmp	.L5327
.L5541:
	movl	200(%r13), %edx
	movq	192(%r13), %rsi
	leaq	5216(%r15), %rcx
	movl	$1, %r12d
	movq	96(%rsp), %rdi
	call	dist_summarise
	jmp	.L5328
	.cfi_endproc
.LFE392:
	.size	run_bench, .-run_bench
	.section	.rodata.str1.8
	.align 8
.LC660:
	.string	"a run of users (--population, --sessions)"
	.section	.rodata.str1.1
.LC661:
	.string	"a sweep (--sweep)"
.LC662:
	.string	"a benchmark run"
.LC663:
	.string	"one"
.LC664:
	.string	"it"
.LC665:
	.string	"the scenario's trace"
.LC666:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC667:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC668:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC669:
	.string	"the latencies have too many possible values"
	.align 8
.LC670:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC671:
	.string	"sweep-load.svg"
.LC672:
	.string	"sweep-stall.svg"
.LC673:
	.string	"(none)"
.LC676:
	.string	"default"
.LC677:
	.string	"seed 000"
.LC678:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC679:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC680:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC681:
	.string	"--self-test"
.LC682:
	.string	"rank n=1 p=0"
.LC683:
	.string	"rank n=1 p=100"
.LC684:
	.string	"rank n=1 p=0 ceil"
.LC685:
	.string	"rank n=1 p=100 ceil"
.LC686:
	.string	"rank n=10 p=0"
.LC687:
	.string	"rank n=10 p=100"
.LC688:
	.string	"rank n=10 p=50"
.LC689:
	.string	"rank n=10 p=95 rounds half up"
.LC690:
	.string	"rank n=10 p=94.9 rounds down"
.LC691:
	.string	"rank n=10 p=90.1 ceil"
.LC692:
	.string	"rank n=119980 p=99"
.LC693:
	.string	"rank n=119980 p=99.9"
.LC694:
	.string	"rank n=119980 p=99 ceil"
.LC695:
	.string	"rank n=2^62 p=99.99 exact"
.LC697:
	.string	"hdr fixture corrected count"
.LC698:
	.string	"hdr fixture correct_co"
.LC699:
	.string	"hdr fixture corrected p50"
.LC700:
	.string	"hdr fixture corrected p90"
.LC701:
	.string	"hdr fixture corrected p99"
.LC702:
	.string	"hdr fixture corrected max"
.LC703:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC704:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC705:
	.string	"correction of one interval"
.LC706:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC707:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC708:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC709:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC710:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC711:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC713:
	.string	"reference server agrees, start %lu"
	.align 8
.LC714:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC715:
	.string	"in service at a stall: extended by it"
	.align 8
.LC716:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC718:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC719:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC721:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.align 8
.LC722:
	.string	"the row of SERVICE_DISTS that code names %s is %s's"
	.align 8
.LC723:
	.string	"service %s: a name, a draw, a help line, and examples for the options it takes"
	.align 8
.LC724:
	.string	"a service distribution's example options apply"
	.align 8
.LC725:
	.string	"service %s: the draws average its mean (%.1f us) within five standard errors"
	.align 8
.LC726:
	.string	"service %s: their variance is its scv's (%.4f) within five standard errors"
	.align 8
.LC727:
	.string	"service %s: no draw above its largest value (%lu ns) or below 1 ns"
	.section	.rodata.str1.1
.LC728:
	.string	"200us"
.LC729:
	.string	"0.3us"
.LC730:
	.string	"0.5s"
.LC731:
	.string	"1.000000001s"
.LC732:
	.string	"0"
.LC733:
	.string	"250"
.LC734:
	.string	"0.5ns"
.LC735:
	.string	"ms"
.LC736:
	.string	"-1ms"
.LC737:
	.string	"5parsecs"
.LC738:
	.string	"1.ms"
.LC739:
	.string	"99999999999999999999s"
.LC740:
	.string	"4611686018427387904ns"
.LC741:
	.string	"QUICK"
.LC742:
	.string	"REPS"
.LC743:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC744:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC745:
	.string	"QUICK '%s' is not valid: %s"
.LC746:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC747:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC748:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC749:
	.string	"%s applies to a simulated run, not to a recorded trace, whose latencies are already measured (the correction's interval is --expected-interval): drop %s"
	.align 8
.LC750:
	.string	"%s does not apply to %s: drop it"
	.align 8
.LC751:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC752:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC753:
	.string	"both set the length of the run: "
	.align 8
.LC754:
	.string	"--duration and --requests %s%s"
	.align 8
.LC755:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC756:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC757:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC758:
	.string	"--export does not apply to --cross-check, %s%s"
	.align 8
.LC759:
	.string	"drop them, or --correct, --sweep and --cross-check"
	.align 8
.LC760:
	.string	"--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s"
	.section	.rodata.str1.1
.LC761:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC762:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC763:
	.string	"%s, from %s"
.LC764:
	.string	"choose one"
.LC765:
	.string	"are two kinds of users: "
	.section	.rodata.str1.8
	.align 8
.LC766:
	.string	"--population and --sessions %s%s"
	.section	.rodata.str1.1
.LC767:
	.string	"add --sessions R or drop it"
	.section	.rodata.str1.8
	.align 8
.LC768:
	.string	"applies only with --sessions: "
	.section	.rodata.str1.1
.LC769:
	.string	"--return-prob %s%s"
	.section	.rodata.str1.8
	.align 8
.LC770:
	.string	"drop --sweep, --cross-check, --correct and --export"
	.section	.rodata.str1.1
.LC771:
	.string	"run alone: "
.LC772:
	.string	"drop them"
	.section	.rodata.str1.8
	.align 8
.LC773:
	.string	"take no --timeout, --queue-limit or generator option: "
	.align 8
.LC774:
	.string	"drop --schedule, --rate and --arrivals"
	.section	.rodata.str1.1
.LC775:
	.string	"replace the schedule: "
	.section	.rodata.str1.8
	.align 8
.LC776:
	.string	"drop --connections and --closed"
	.section	.rodata.str1.1
.LC777:
	.string	"replace the clients: "
	.section	.rodata.str1.8
	.align 8
.LC778:
	.string	"use --duration, not --requests"
	.section	.rodata.str1.1
.LC779:
	.string	"run for a time: "
.LC780:
	.string	"lower either"
	.section	.rodata.str1.8
	.align 8
.LC781:
	.string	"--sessions and --return-prob offer more work than the server can do (a load of 1 or more): %s%s"
	.section	.rodata.str1.1
.LC782:
	.string	"at most 2^60 ns (36 years)"
.LC783:
	.string	"is too long for users: "
.LC784:
	.string	"--duration %s%s"
.LC785:
	.string	"requests"
.LC786:
	.string	"requests_that_differ"
.LC787:
	.string	"users=none"
	.section	.rodata.str1.8
	.align 8
.LC788:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC789:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.section	.rodata.str1.1
.LC790:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC791:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC792:
	.string	"use --correct FILE"
.LC793:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC794:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC795:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC796:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC797:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC798:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC799:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC800:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC801:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC803:
	.string	"lower --rate or shorten the run"
	.align 8
.LC804:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC805:
	.string	"--schedule poisson: %s%s"
.LC806:
	.string	"counting the schedule"
.LC807:
	.string	"out of memory "
	.section	.rodata.str1.8
	.align 8
.LC808:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC809:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC810:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC811:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC812:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC813:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC814:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC815:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC816:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC817:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC818:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC819:
	.string	"shorten --duration or --interval"
	.align 8
.LC820:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC821:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC822:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC823:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC824:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC825:
	.string	"--timeout, --queue-limit, the generator's options and --scoreboard keep every sample"
	.align 8
.LC826:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC827:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC828:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC829:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC830:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC831:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC832:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC833:
	.string	"drop one of the two"
.LC834:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC835:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC836:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.align 8
.LC837:
	.string	"--export: the .hlog would hold more than %d intervals a tag: raise --hlog-interval or shorten the run"
	.section	.rodata.str1.1
.LC838:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC839:
	.string	"--sweep runs on a fixed schedule (--schedule poisson and --rate go with --sweep load), with a fixed --expected-interval: %s%s"
	.align 8
.LC840:
	.string	"theory (%s, Poisson arrivals, no stalls): the open loop's mean against theory's\n"
	.section	.rodata.str1.1
.LC841:
	.string	"theory"
.LC842:
	.string	"open mean"
.LC843:
	.string	"%-10s %12s %12s"
.LC844:
	.string	"theory p99"
.LC845:
	.string	"open p99"
.LC846:
	.string	" %12s %12s"
.LC847:
	.string	"%-10lu %12.1f %12.1f"
.LC848:
	.string	" %12.1f %12.1f"
	.section	.rodata.str1.8
	.align 8
.LC849:
	.string	"(us; theory is a limit, a finite run a sample: at high load the run is short of it)\n"
	.align 8
.LC850:
	.string	"RESULT sweep axis=%s value=%lu"
	.section	.rodata.str1.1
.LC851:
	.string	" %s_%s_ns=%lu"
.LC852:
	.string	" against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC853:
	.string	"RESULT sweep_theory axis=%s value=%lu queue=%s rho=%.4f open_mean_ns=%.0f theory_mean_ns=%.0f"
	.align 8
.LC854:
	.string	" open_p99_ns=%lu theory_p99_ns=%.0f"
	.align 8
.LC855:
	.string	"RESULT checks passed=%lu failed=%lu runs=%zu\n"
	.align 8
.LC856:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC857:
	.string	"in the cross-check"
.LC858:
	.string	"expected_ns"
.LC859:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC860:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC861:
	.string	"--correct '%s': out of memory at line %lu"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB425:
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
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movl	%edi, %ebx
	subq	$10872, %rsp
	.cfi_def_cfa_offset 10928
	movdqa	.LC674(%rip), %xmm0
	movl	%edi, 8(%rsp)
	leaq	4912(%rsp), %rdi
	leaq	4912(%rsp), %rsi
	rep stosq
	movaps	%xmm0, 4960(%rsp)
	movdqa	.LC675(%rip), %xmm0
	leaq	.LC677(%rip), %rax
	movq	%rax, %xmm5
	leaq	.LC676(%rip), %rdi
	leaq	1104(%rsp), %rax
	movq	$100000, 4912(%rsp)
	movaps	%xmm0, 5072(%rsp)
	movq	%rdi, %xmm0
	movq	%rax, %rdi
	movl	$81, %ecx
	punpcklqdq	%xmm5, %xmm0
	movq	$500000000, 4976(%rsp)
	movq	$200000, 4992(%rsp)
	movq	$1000000, 5104(%rsp)
	movq	$16384, 5120(%rsp)
	movl	$31, 5128(%rsp)
	movq	%rsi, 32(%rsp)
	movups	%xmm0, 5368(%rsp)
	rep movsq
	movq	%rax, 16(%rsp)
	cmpl	$2, %ebx
	je	.L6090
	cmpl	$1, 8(%rsp)
	movl	$1, %r14d
	jle	.L5618
.L5549:
	leaq	OPTIONS(%rip), %r12
	.p2align 4,,10
	.p2align 3
.L5617:
	movslq	%r14d, %rax
	movq	0(%rbp,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L5917
	cmpb	$104, 1(%rbx)
	jne	.L5917
	cmpb	$0, 2(%rbx)
	jne	.L5917
	movl	$-1, %eax
	leaq	.LC413(%rip), %rbx
.L5611:
	leaq	48+OPTIONS(%rip), %r13
	xorl	%r15d, %r15d
	jmp	.L5616
	.p2align 4,,10
	.p2align 3
.L5612:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L5615
	movq	0(%r13), %rsi
	movq	%rbx, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L5616:
	testl	%eax, %eax
	jne	.L5612
	movslq	%r15d, %r15
	leaq	(%r15,%r15,2), %rax
	salq	$4, %rax
	addq	%r12, %rax
	movl	8(%rax), %r13d
	testl	%r13d, %r13d
	jne	.L6091
	addl	$1, %r14d
.L5615:
	addl	$1, %r14d
	cmpl	%r14d, 8(%rsp)
	jg	.L5617
.L5618:
	leaq	.LC741(%rip), %rdi
	call	getenv@PLT
	leaq	.LC742(%rip), %rdi
	movq	%rax, %rbx
	call	getenv@PLT
	movq	%rax, %r13
	testq	%rbx, %rbx
	je	.L5871
	leaq	.LC743(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	cmpb	$0, (%rbx)
	movl	%eax, %r12d
	je	.L5620
	leaq	.LC732(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L6092
.L5620:
	xorl	%eax, %eax
	testl	%r12d, %r12d
	sete	%al
.L5619:
	movl	%eax, 1584(%rsp)
	testq	%r13, %r13
	je	.L5622
	cmpb	$0, 0(%r13)
	jne	.L6093
.L5622:
	movslq	8(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L6094
	movl	8(%rsp), %eax
	subl	$1, %eax
	movl	%eax, 40(%rsp)
	testl	%eax, %eax
	jle	.L5872
	xorl	%r14d, %r14d
.L5631:
	leal	1(%r14), %r12d
	movslq	%r12d, %rax
	movq	0(%rbp,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L5918
	cmpb	$104, 1(%r15)
	jne	.L5918
	cmpb	$0, 2(%r15)
	jne	.L5918
	movl	$-1, %eax
	leaq	.LC413(%rip), %r15
.L5627:
	leaq	48+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L5630
	.p2align 4,,10
	.p2align 3
.L5628:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L5629
	movq	0(%r13), %rsi
	movq	%r15, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L5630:
	testl	%eax, %eax
	jne	.L5628
	movabsq	$-6148914691236517205, %rdi
	movslq	%ebx, %rbx
	leaq	(%rbx,%rbx,2), %rax
	movq	%rax, %rdx
	imulq	%rdi, %rax
	salq	$4, %rdx
	movb	$1, 1616(%rsp,%rax)
	leaq	OPTIONS(%rip), %rax
	cmpl	$1, 8(%rax,%rdx)
	adcl	$1, %r14d
	movl	%r14d, %r12d
.L5629:
	movl	%r12d, %r14d
	cmpl	%r12d, 40(%rsp)
	jg	.L5631
	xorl	%ebx, %ebx
	movq	%rbp, 40(%rsp)
	xorl	%r13d, %r13d
	movl	$1, %r14d
	leaq	2864(%rsp), %r12
	movl	%ebx, 64(%rsp)
	movl	%ebx, 72(%rsp)
	movq	%r12, 80(%rsp)
.L5643:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rdi, 48(%rsp)
	movq	40(%rsp), %rdi
	movq	(%rdi,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L5919
	cmpb	$104, 1(%r15)
	jne	.L5919
	cmpb	$0, 2(%r15)
	movl	$-1, %edx
	leaq	.LC413(%rip), %rbx
	jne	.L5919
.L5633:
	leaq	OPTIONS(%rip), %rbp
	xorl	%r12d, %r12d
	movl	%edx, %eax
	jmp	.L5637
	.p2align 4,,10
	.p2align 3
.L5634:
	addl	$1, %r12d
	addq	$48, %rbp
	cmpl	$54, %r12d
	je	.L6077
	movq	0(%rbp), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L5637:
	movq	0(%rbp), %rdi
	testl	%eax, %eax
	jne	.L5634
	movl	%eax, %edx
	movslq	%r12d, %rax
	leaq	OPTIONS(%rip), %rbx
	leaq	(%rax,%rax,2), %rax
	salq	$4, %rax
	movl	8(%rbx,%rax), %r11d
	testl	%r11d, %r11d
	jne	.L6077
	movl	%edx, 88(%rsp)
	leal	1(%r14), %eax
	cmpl	%eax, 8(%rsp)
	jle	.L5636
	leaq	.LC267(%rip), %rsi
	movq	%rdi, 96(%rsp)
	movl	$1, %ebx
	call	strcmp@PLT
	movq	96(%rsp), %rdi
	leaq	.LC270(%rip), %rsi
	testl	%eax, %eax
	movl	72(%rsp), %eax
	cmove	%ebx, %eax
	movl	%eax, 72(%rsp)
	call	strcmp@PLT
	movq	96(%rsp), %rdi
	leaq	.LC748(%rip), %rsi
	testl	%eax, %eax
	cmovne	64(%rsp), %ebx
	movl	%ebx, 64(%rsp)
	call	strcmp@PLT
	movq	40(%rsp), %rdi
	movq	48(%rsp), %rbx
	movq	%r15, %xmm0
	testl	%eax, %eax
	movl	88(%rsp), %edx
	movq	8(%rdi,%rbx), %rsi
	movq	%rsi, %xmm7
	punpcklqdq	%xmm7, %xmm0
	je	.L6095
	movq	24(%rsp), %rdi
	movslq	%r13d, %rax
	movl	$1, %ecx
	addl	$2, %r13d
	movups	%xmm0, (%rdi,%rax,8)
	leal	2(%r14), %eax
.L5641:
	movl	%eax, %r14d
	cmpl	%eax, 8(%rsp)
	jle	.L5910
	testb	%cl, %cl
	jne	.L5643
.L5910:
	movl	%r13d, 48(%rsp)
	movq	80(%rsp), %r12
	testl	%edx, %edx
	je	.L5625
.L6079:
	movq	24(%rsp), %rdi
	call	free@PLT
.L5732:
	movq	%r12, %rdi
	call	usage_error
	movl	%eax, %ebp
.L5673:
	movq	1576(%rsp), %rdi
	call	free@PLT
	movq	1744(%rsp), %rdi
	call	free@PLT
	jmp	.L5542
	.p2align 4,,10
	.p2align 3
.L5917:
	leaq	.LC225(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L5611
.L6091:
	movq	(%rax), %rdi
	leaq	.LC413(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5615
	call	print_usage
.L5548:
	xorl	%ebp, %ebp
.L5542:
	addq	$10872, %rsp
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
.L6077:
	.cfi_restore_state
	leal	1(%r14), %eax
.L5636:
	movq	24(%rsp), %rdi
	movslq	%r13d, %rdx
	movl	$1, %ecx
	addl	$1, %r13d
	movq	%r15, (%rdi,%rdx,8)
	xorl	%edx, %edx
	jmp	.L5641
.L5919:
	leaq	.LC225(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %rbx
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L5633
.L5918:
	leaq	.LC225(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L5627
.L6095:
	movq	80(%rsp), %rdx
	movq	16(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	leal	2(%r14), %eax
	sete	%cl
	jmp	.L5641
.L6090:
	movq	8(%rbp), %rbx
	leaq	.LC678(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L6096
	leaq	.LC681(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r14d
	call	strcmp@PLT
	movl	%eax, 72(%rsp)
	testl	%eax, %eax
	jne	.L5549
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC682(%rip), %rdi
	leaq	raw.19(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC683(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC684(%rip), %rdi
	addl	%eax, %ebx
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
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC687(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC688(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC689(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC690(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC691(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC692(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC693(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC694(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC695(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC696(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L5550:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L5550
	movq	$100000000, 80000+raw.19(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L5555
.L6097:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L5554
.L5555:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L5551
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L5551:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L6097
	xorl	%ecx, %ecx
.L5554:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	fixed.18(%rip), %r12
	movl	$20000, %esi
	leaq	.LC697(%rip), %rdi
	call	expect
	movq	%r12, %rcx
	movl	$10000, %edx
	movq	%rbp, %rdi
	movl	$20000, %r8d
	movl	$10001, %esi
	addl	%eax, %ebx
	call	correct_co
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	movq	%rax, %rcx
	leaq	.LC698(%rip), %rdi
	call	expect
	xorl	%ecx, %ecx
	movq	%r12, %rdi
	movl	$1000, %edx
	leaq	192(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	200(%rsp), %rcx
	leaq	.LC699(%rip), %rdi
	leaq	2864(%rsp), %r12
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	208(%rsp), %rcx
	leaq	.LC700(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	216(%rsp), %rcx
	leaq	.LC701(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	240(%rsp), %rcx
	leaq	.LC702(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	256(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	264(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC703(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC704(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC705(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC706(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC707(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	160(%rsp), %rdi
	movl	$8, %ecx
	xorl	%edx, %edx
	leal	(%rbx,%rax), %r15d
	xorl	%eax, %eax
	movl	$9, %r8d
	movl	$700, %esi
	rep stosl
	xorl	%eax, %eax
	movl	$64, %ecx
	movq	%r12, %rdi
	rep stosq
	leaq	160(%rsp), %rax
	movl	$1, %ecx
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	movq	%rax, %rbx
	call	dist_add.part.0
	cmpl	$0, 184(%rsp)
	jne	.L5557
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbx, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 184(%rsp)
	jne	.L5557
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbx, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L5557:
	movq	168(%rsp), %r11
	movq	160(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L5562:
	cmpq	%r11, %r10
	je	.L5861
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L5559
.L5564:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r12,%rdi,8), %r8
	je	.L5561
	.p2align 4,,10
	.p2align 3
.L5558:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L5558
	leaq	1(%rdx,%rdi), %rdi
.L5561:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L5564
.L5559:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L5562
.L5871:
	xorl	%eax, %eax
	jmp	.L5619
.L6092:
	testl	%r12d, %r12d
	je	.L5620
	leaq	2864(%rsp), %r12
	leaq	.LC744(%rip), %r8
	movq	%rbx, %rcx
	xorl	%eax, %eax
	leaq	.LC745(%rip), %rdx
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L5732
.L5872:
	xorl	%r10d, %r10d
	leaq	2864(%rsp), %r12
	movl	%r10d, 48(%rsp)
	movl	%r10d, 64(%rsp)
	movl	%r10d, 72(%rsp)
.L5625:
	movq	16(%rsp), %rbx
	leaq	.LC337(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	jne	.L5876
	leaq	.LC338(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	movl	%eax, 8(%rsp)
	je	.L6098
.L5876:
	movl	$1, %r10d
	movl	$2, %r11d
.L5645:
	xorl	%r8d, %r8d
	leaq	32+OPTIONS(%rip), %r9
	leaq	1616(%rsp), %rax
	movabsq	$-6148914691236517205, %rbp
	movq	%r8, %rbx
	movq	%rax, 40(%rsp)
	movq	%r9, %r8
	jmp	.L5659
.L6102:
	testl	%eax, %eax
	je	.L6099
.L5648:
	movq	(%r8), %rcx
	testq	%rcx, %rcx
	jne	.L6100
.L5646:
	addq	$1, %rbx
	addq	$48, %r8
	cmpq	$54, %rbx
	je	.L6101
.L5659:
	movq	40(%rsp), %rax
	movq	$0, 1760(%rsp)
	cmpb	$0, (%rax,%rbx)
	je	.L5646
	movl	8(%r8), %eax
	movl	%ebx, 8(%rsp)
	andl	%r11d, %eax
	testl	%r10d, %r10d
	jne	.L6102
	testl	%eax, %eax
	jne	.L5648
	leaq	.LC660(%rip), %r8
	cmpl	$8, %r11d
	je	.L5650
	leaq	.LC661(%rip), %r8
	cmpl	$4, %r11d
	je	.L5650
	cmpl	$16, %r11d
	leaq	.LC662(%rip), %r8
	leaq	.LC535(%rip), %rax
	cmove	%rax, %r8
.L5650:
	movslq	8(%rsp), %rax
	leaq	OPTIONS(%rip), %rdx
	movl	$2048, %esi
	movq	%r12, %rdi
	imulq	$48, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC750(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L6079
	.p2align 4,,10
	.p2align 3
.L6100:
	movq	32(%rsp), %r14
	leaq	.LC30(%rip), %rdx
	movl	$128, %esi
	xorl	%eax, %eax
	leaq	1760(%rsp), %r13
	movl	%r11d, 108(%rsp)
	movq	%r14, %rdi
	movl	%r10d, 96(%rsp)
	movq	%r8, 88(%rsp)
	movq	%rcx, 80(%rsp)
	call	snprintf@PLT
	movq	%r13, %rdx
	leaq	.LC36(%rip), %rsi
	movq	%r14, %rdi
	call	strtok_r@PLT
	movq	80(%rsp), %rcx
	movq	88(%rsp), %r8
	testq	%rax, %rax
	movl	96(%rsp), %r10d
	movl	108(%rsp), %r11d
	je	.L5658
	movq	%r8, 80(%rsp)
	xorl	%r15d, %r15d
	movl	%r10d, 96(%rsp)
	movl	%r11d, 108(%rsp)
	movq	%rcx, 112(%rsp)
	movq	%r12, 120(%rsp)
	movq	%rbx, 88(%rsp)
	movq	%rax, %rbx
	.p2align 4,,10
	.p2align 3
.L5651:
	cmpb	$45, (%rbx)
	jne	.L5920
	cmpb	$104, 1(%rbx)
	jne	.L5920
	cmpb	$0, 2(%rbx)
	jne	.L5920
	movl	$-1, %eax
	leaq	.LC413(%rip), %rbx
.L5654:
	leaq	48+OPTIONS(%rip), %r14
	xorl	%r12d, %r12d
	jmp	.L5657
	.p2align 4,,10
	.p2align 3
.L5655:
	addl	$1, %r12d
	cmpl	$54, %r12d
	je	.L5656
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$48, %r14
	call	strcmp@PLT
.L5657:
	testl	%eax, %eax
	jne	.L5655
	movslq	%r12d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	imulq	%rbp, %rax
	cmpb	$0, 1616(%rsp,%rax)
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %r15d
.L5656:
	movq	%r13, %rdx
	leaq	.LC36(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L5651
	movq	80(%rsp), %r8
	movq	88(%rsp), %rbx
	movl	96(%rsp), %r10d
	movl	108(%rsp), %r11d
	movq	112(%rsp), %rcx
	movq	120(%rsp), %r12
	testl	%r15d, %r15d
	jne	.L5646
.L5658:
	movq	%rcx, %rdi
	movl	$32, %esi
	movq	%rcx, 16(%rsp)
	call	strchr@PLT
	movq	16(%rsp), %rdi
	leaq	.LC664(%rip), %r9
	movq	32(%rsp), %rsi
	testq	%rax, %rax
	leaq	.LC663(%rip), %rax
	leaq	OPTIONS(%rip), %rdx
	cmovne	%rax, %r9
	movslq	8(%rsp), %rax
	imulq	$48, %rax, %rax
	movq	(%rdx,%rax), %r10
	call	alternatives.constprop.0
	leaq	.LC751(%rip), %rdx
	movl	$2048, %esi
	pushq	%rdi
	.cfi_def_cfa_offset 10936
	movq	%rax, %r8
	movq	%r10, %rcx
	movq	%r12, %rdi
	pushq	%r10
	.cfi_def_cfa_offset 10944
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%r8
	.cfi_def_cfa_offset 10936
	popq	%r9
	.cfi_def_cfa_offset 10928
	jmp	.L6079
	.p2align 4,,10
	.p2align 3
.L5920:
	leaq	.LC225(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L5654
.L6093:
	movq	32(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r13, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L6103
	movq	4912(%rsp), %rax
	movl	%eax, 1320(%rsp)
	jmp	.L5622
.L6101:
	movl	64(%rsp), %edi
	testl	%edi, 72(%rsp)
	jne	.L6104
	movq	24(%rsp), %r14
	movq	16(%rsp), %rdi
	movq	%r12, %rcx
	movl	48(%rsp), %esi
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L5732
	cmpl	$0, 1552(%rsp)
	je	.L5662
	cmpl	$0, 1472(%rsp)
	jne	.L6105
	movq	1544(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L6106
.L5668:
	leaq	1760(%rsp), %r14
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC761(%rip), %rdx
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rsi
	movq	%r14, %rdi
	movl	$1200, %edx
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L6107
	call	fclose@PLT
	movq	32(%rsp), %rdi
	call	remove@PLT
.L5671:
	leaq	592(%rsp), %rax
	movq	1568(%rsp), %r8
	movq	1560(%rsp), %rcx
	leaq	.LC763(%rip), %rdx
	movq	%rax, 40(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	1408(%rsp), %rax
	pxor	%xmm0, %xmm0
	movsd	1416(%rsp), %xmm1
	movq	%rax, 8(%rsp)
	testq	%rax, %rax
	je	.L6108
	comisd	%xmm0, %xmm1
	leaq	.LC764(%rip), %r8
	leaq	.LC765(%rip), %rcx
	ja	.L6080
	cmpl	$0, 1612(%rsp)
	je	.L5675
	leaq	.LC767(%rip), %r8
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC768(%rip), %rcx
	leaq	.LC769(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5732
.L6096:
	movq	32(%rsp), %rdx
	leaq	2864(%rsp), %rsi
	leaq	1760(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L6052
	movsd	4912(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	2864(%rsp), %xmm2
	movsd	1760(%rsp), %xmm1
	leaq	.LC679(%rip), %rdi
	call	printf@PLT
	jmp	.L5548
.L5861:
	leaq	352(%rsp), %rax
	movl	%r15d, %r13d
	xorl	%r14d, %r14d
	movq	%r12, %r15
	movq	%rax, 24(%rsp)
	leaq	272(%rsp), %rbp
	movq	%rdi, %r12
.L5563:
	movq	16(%rsp), %rdi
	movq	%rbp, %rcx
	movl	%r14d, %edx
	movl	$2000, %esi
	call	dist_summarise
	movq	24(%rsp), %r8
	movl	%r14d, %ecx
	movq	%r12, %rsi
	movl	$2000, %edx
	movq	%r15, %rdi
	call	summarise.isra.0
	movq	272(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	352(%rsp), %rsi
	leaq	.LC708(%rip), %rdi
	call	expect
	leal	(%rax,%r13), %ebx
	leaq	RANK_NAME(%rip), %rax
	movl	$8, %r13d
	movq	(%rax,%r14,8), %r9
.L5565:
	movq	32(%rsp), %rdi
	movl	$64, %esi
	movq	%r9, 40(%rsp)
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rax,%r13), %rcx
	leaq	.LC709(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	0(%rbp,%r13), %rcx
	movq	32(%rsp), %rdi
	movq	(%rax,%r13), %rsi
	addq	$8, %r13
	call	expect
	movq	40(%rsp), %r9
	addl	%eax, %ebx
	cmpq	$56, %r13
	jne	.L5565
	movq	328(%rsp), %rcx
	movq	408(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC710(%rip), %rdi
	call	expect
	movq	336(%rsp), %rcx
	movq	344(%rsp), %r8
	leaq	.LC711(%rip), %rdi
	movq	416(%rsp), %rsi
	movq	424(%rsp), %rdx
	addl	%eax, %ebx
	call	expect
	leal	(%rbx,%rax), %r13d
	testq	%r14, %r14
	jne	.L6109
	movl	$1, %r14d
	jmp	.L5563
.L6109:
	movq	16(%rsp), %rdi
	leaq	1760(%rsp), %r14
	leaq	starts.17(%rip), %rbx
	movl	%r13d, %r15d
	leaq	80(%rbx), %rbp
	call	dist_free
	xorl	%eax, %eax
	movl	$46, %ecx
	movq	%r14, %rdi
	rep stosq
	movdqa	.LC712(%rip), %xmm0
	leaq	848(%rsp), %rax
	movq	$100, 1760(%rsp)
	movq	$2000, 1824(%rsp)
	movq	%rax, 64(%rsp)
	movaps	%xmm0, 1808(%rsp)
	jmp	.L5569
.L6112:
	leaq	1100(%r13), %rdx
.L5568:
	addq	$1, 856(%rsp)
	addq	$5000, %rax
	movq	%rax, 848(%rsp)
	cmpq	%rdx, %rax
	jb	.L6110
.L5566:
	movq	32(%rsp), %rdi
	movq	%rdx, %rsi
	movq	%r12, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %rbx
	call	expect
	addl	%eax, %r15d
	cmpq	%rbx, %rbp
	je	.L6111
.L5569:
	movq	64(%rsp), %rdi
	movq	%r14, %rsi
	call	server_init
	movq	(%rbx), %r13
	movq	32(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC713(%rip), %rdx
	movl	$64, %esi
	movq	%r13, %rcx
	call	snprintf@PLT
	movl	$100, %edx
	movq	%r13, %rsi
	movq	%r14, %rdi
	call	ref_serve
	leaq	100(%r13), %rdx
	movq	%rax, %r12
	movq	848(%rsp), %rax
	cmpq	%rdx, %rax
	jnb	.L5566
	cmpq	%rax, %r13
	jb	.L6112
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r13
	jnb	.L5568
	leaq	1100(%rax), %rdx
	jmp	.L5568
.L6110:
	movq	64(%rsp), %rdi
	movl	$5000, %r9d
	movl	$100, %ecx
	movq	%r13, %rsi
	movl	$1000, %r8d
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L5566
.L6111:
	movl	$100, %edx
	movl	$1900, %esi
	movq	%r14, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC714(%rip), %rdi
	call	expect
	movl	$100, %edx
	movl	$1950, %esi
	movq	%r14, %rdi
	leal	(%r15,%rax), %ebx
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3050, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC715(%rip), %rdi
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
	leaq	.LC716(%rip), %rdi
	call	expect
	addl	%eax, %ebx
	call	self_test_corrected
	movl	$16, %ecx
	movl	8(%rsp), %r8d
	leaq	4928(%rsp), %rdi
	addl	%ebx, %eax
	movdqa	.LC717(%rip), %xmm0
	movq	32(%rsp), %r11
	movl	%eax, 88(%rsp)
	xorl	%eax, %eax
	rep stosl
	leaq	SERVICE_DISTS(%rip), %rax
	movaps	%xmm0, 4912(%rsp)
	movq	%rax, 80(%rsp)
	movq	%rax, %rdi
.L5570:
	movslq	%r8d, %r9
	movq	64(%rdi), %rsi
	movq	%r11, %rax
	xorl	%edx, %edx
	leaq	(%r11,%r9,8), %r10
.L5574:
	xorl	%ecx, %ecx
	cmpq	%rsi, (%rax)
	sete	%cl
	addq	$8, %rax
	orl	%ecx, %edx
	cmpq	%rax, %r10
	jne	.L5574
	testq	%rsi, %rsi
	je	.L5575
	andb	$1, %dl
	jne	.L5575
	addl	$1, %r8d
	movq	%rsi, 4912(%rsp,%r9,8)
	movslq	%r8d, %r9
.L5575:
	movq	72(%rdi), %rsi
	leaq	(%r11,%r9,8), %r10
	movq	%r11, %rax
	xorl	%edx, %edx
.L5571:
	xorl	%ecx, %ecx
	cmpq	%rsi, (%rax)
	sete	%cl
	addq	$8, %rax
	orl	%ecx, %edx
	cmpq	%r10, %rax
	jne	.L5571
	andb	$1, %dl
	jne	.L5572
	testq	%rsi, %rsi
	je	.L5572
	movq	%rsi, 4912(%rsp,%r9,8)
	addl	$1, %r8d
.L5572:
	addq	$96, %rdi
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rdi, %rax
	jne	.L5570
	movq	32(%rsp), %rbp
	leal	-1(%r8), %esi
	movl	$42, %edx
	xorl	%ebx, %ebx
	movl	%esi, 56(%rsp)
	xorl	%r9d, %r9d
	xorl	%eax, %eax
	xorl	%r15d, %r15d
	leaq	8(%rbp), %rdi
	leal	-2(%r8), %r14d
	movsd	.LC0(%rip), %xmm2
	movabsq	$-4658895280553007687, %r11
	movabsq	$-7723592293110705685, %r10
	movq	%rdi, 24(%rsp)
	.p2align 4,,10
	.p2align 3
.L5573:
	movq	%rdx, %r13
	pxor	%xmm3, %xmm3
	movl	56(%rsp), %edi
	movq	%rax, 8(%rsp)
	movabsq	$-7046029254386353131, %rcx
	addq	$1, %rax
	xorl	%r12d, %r12d
	addq	%rcx, %rdx
	movq	%rdi, 16(%rsp)
	movq	%rdx, %rsi
	movq	%rdx, 40(%rsp)
	shrq	$30, %rsi
	movq	%rax, 48(%rsp)
	movq	%rbp, %rax
	xorq	%rdx, %rsi
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
.L5579:
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
	je	.L5577
	movl	%r14d, %eax
	movq	24(%rsp), %rdi
	leaq	(%r12,%r13,8), %rdx
	subl	%r13d, %eax
	addq	%r13, %rax
	leaq	(%rdi,%rax,8), %rsi
	.p2align 4,,10
	.p2align 3
.L5578:
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
	cmpq	%rdx, %rsi
	jne	.L5578
	addq	$1, %r13
	jmp	.L5579
	.p2align 4,,10
	.p2align 3
.L5577:
	movq	40(%rsp), %rdx
	movq	48(%rsp), %rax
	movq	%r12, %rbp
	movabsq	$626981770695586354, %rcx
	cmpq	%rcx, %rdx
	jne	.L5573
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC718(%rip), %rdi
	movabsq	$7809158642386836312, %r13
	movabsq	$-4658895280553007687, %rbp
	call	expect
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %r12d
	leaq	.LC719(%rip), %rdi
	movabsq	$-7723592293110705685, %rbx
	call	expect
	pxor	%xmm3, %xmm3
	addl	%eax, %r12d
	movq	.LC0(%rip), %rax
	movsd	%xmm3, 8(%rsp)
	movq	%rax, %xmm2
	jmp	.L5585
	.p2align 4,,10
	.p2align 3
.L6114:
	cvttsd2siq	%xmm1, %rax
	testq	%rax, %rax
	js	.L5583
.L6115:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5580:
	movabsq	$-7046029254386353131, %rax
	addsd	8(%rsp), %xmm0
	addq	%rax, %r13
	movabsq	$4078304265537237400, %rax
	movsd	%xmm0, 8(%rsp)
	cmpq	%rax, %r13
	je	.L6113
.L5585:
	movq	%r13, %rdx
	pxor	%xmm0, %xmm0
	shrq	$30, %rdx
	xorq	%r13, %rdx
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
	ja	.L5580
	movq	.LC218(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L5580
	comisd	.LC82(%rip), %xmm1
	jb	.L6114
	subsd	.LC82(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L6115
.L5583:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5580
.L6113:
	movsd	.LC66(%rip), %xmm6
	movapd	%xmm0, %xmm3
	xorl	%ecx, %ecx
	movl	$1, %esi
	divsd	.LC720(%rip), %xmm3
	movapd	%xmm3, %xmm0
	subsd	.LC25(%rip), %xmm0
	andpd	.LC60(%rip), %xmm0
	leaq	.LC721(%rip), %rdi
	leaq	NAMED.14(%rip), %r14
	comisd	%xmm0, %xmm6
	leaq	SERVICE_DISTS(%rip), %rbp
	leaq	.LC722(%rip), %rbx
	seta	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movl	88(%rsp), %r13d
	addl	%eax, %r12d
	addl	%r12d, %r13d
	xorl	%r12d, %r12d
.L5586:
	movq	(%r14), %r15
	movq	32(%rsp), %rdi
	movq	%rbx, %rdx
	movl	$96, %esi
	xorl	%eax, %eax
	addq	$96, %rbp
	addq	$8, %r14
	movq	%r15, %r8
	movq	%r15, %rcx
	call	snprintf@PLT
	movq	-96(%rbp), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	movq	32(%rsp), %rdi
	xorl	%esi, %esi
	xorl	%edx, %edx
	movslq	%eax, %r8
	movq	%r8, %rcx
	sarq	$63, %r8
	call	expect
	addl	%eax, %r12d
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L5586
	movl	%r13d, 40(%rsp)
	movq	32(%rsp), %rbx
	leaq	432(%rsp), %r15
.L5608:
	xorl	%eax, %eax
	movl	$81, %ecx
	movq	%rbx, %rdi
	xorl	%r14d, %r14d
	rep stosq
	movq	80(%rsp), %rax
	movq	%r14, 136(%rsp)
	movq	$100000, 4912(%rsp)
	movq	$7, 5008(%rsp)
	movq	(%rax), %rcx
	movq	%rcx, 32(%rsp)
	testq	%rcx, %rcx
	je	.L5867
	cmpq	$0, 8(%rax)
	je	.L5587
	cmpq	$0, 80(%rax)
	je	.L5587
	movq	56(%rax), %r9
	cmpq	$0, 48(%rax)
	movl	$160, %esi
	movq	%r15, %rdi
	setne	%bpl
	leaq	.LC723(%rip), %rdx
	testq	%r9, %r9
	movq	%r9, 8(%rsp)
	sete	%r13b
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	%ebp, %ecx
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%r13d, %ecx
	xorl	%edx, %edx
	movq	%r15, %rdi
	movzbl	%cl, %ecx
	call	expect
	addl	%eax, %r12d
	cmpb	%r13b, %bpl
	je	.L5589
	movl	72(%rsp), %eax
	movq	8(%rsp), %r9
	movl	%eax, 4920(%rsp)
	testq	%r9, %r9
	je	.L6116
.L5590:
	leaq	592(%rsp), %r14
	movq	%r9, %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	movq	%r14, %rdi
	leaq	.LC30(%rip), %rdx
	leaq	136(%rsp), %rbp
	call	snprintf@PLT
	leaq	.LC36(%rip), %r13
	movq	%r14, %rdi
	movq	%rbp, %rdx
	movq	%r13, %rsi
	call	strtok_r@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L5591
.L5595:
	movq	%rbp, %rdx
	movq	%r13, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rdx
	testq	%rax, %rax
	je	.L5594
	movq	64(%rsp), %rcx
	movl	$256, %r8d
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	apply_option
	testl	%eax, %eax
	je	.L5593
.L5594:
	movl	$1, %ecx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC724(%rip), %rdi
	call	expect
	addl	%eax, %r12d
.L5593:
	movq	%rbp, %rdx
	movq	%r13, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L5595
.L5591:
	movl	4920(%rsp), %ecx
	leaq	SERVICE_DISTS(%rip), %rdi
	imulq	$96, %rcx, %rdx
	movq	%rcx, %rax
	movq	32(%rdi,%rdx), %r8
	testq	%r8, %r8
	je	.L5596
	leaq	152(%rsp), %rdx
	leaq	144(%rsp), %rsi
	movq	%rbx, %rdi
	call	*%r8
	movl	4920(%rsp), %eax
.L5597:
	imulq	$96, %rax, %rax
	leaq	SERVICE_DISTS(%rip), %rdi
	addq	%rdi, %rax
	movq	40(%rax), %rdx
	testq	%rdx, %rdx
	je	.L5600
	movq	%rbx, %rdi
	call	*%rdx
	movq	%rax, %r13
.L5601:
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movsd	%xmm1, 8(%rsp)
	jmp	.L5604
	.p2align 4,,10
	.p2align 3
.L6118:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5603:
	addsd	8(%rsp), %xmm0
	addq	$1, %r14
	movsd	%xmm0, 8(%rsp)
	cmpq	$200000, %r14
	je	.L6117
.L5604:
	movl	4920(%rsp), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rdx,%rax)
	leaq	-1(%rax), %rdx
	cmpq	%r13, %rdx
	sbbq	$-1, %rbp
	testq	%rax, %rax
	jns	.L6118
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5603
.L5867:
	leaq	.LC673(%rip), %rax
	movq	%rax, 32(%rsp)
.L5587:
	movq	32(%rsp), %rcx
	movl	$160, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC723(%rip), %rdx
	call	snprintf@PLT
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%r15, %rdi
	call	expect
	addl	%eax, %r12d
.L5589:
	addl	$1, 72(%rsp)
	movl	72(%rsp), %eax
	addq	$96, 80(%rsp)
	cmpl	$4, %eax
	jne	.L5608
	movl	40(%rsp), %r13d
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC728(%rip), %rdi
	leaq	.LC733(%rip), %rbp
	call	expect_time
	leal	0(%r13,%r12), %ebx
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC729(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC730(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC731(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC732(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	movq	%rbp, %rdi
	movl	$250, %ecx
	movl	$1, %edx
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
	leaq	.LC734(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC735(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC736(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC737(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ebp, %ebp
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC738(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC739(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC740(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bpl
	jmp	.L5542
.L6117:
	pxor	%xmm2, %xmm2
	movapd	%xmm0, %xmm1
	xorl	%r14d, %r14d
	divsd	.LC720(%rip), %xmm1
	movapd	%xmm2, %xmm3
	movsd	%xmm1, 24(%rsp)
	movsd	%xmm2, 8(%rsp)
	jmp	.L5607
	.p2align 4,,10
	.p2align 3
.L6120:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5606:
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
	je	.L6119
.L5607:
	movl	4920(%rsp), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	movsd	%xmm3, 16(%rsp)
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rdx,%rax)
	movsd	16(%rsp), %xmm3
	testq	%rax, %rax
	jns	.L6120
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5606
.L6119:
	movq	32(%rsp), %r14
	movl	$160, %esi
	movq	%r15, %rdi
	movl	$1, %eax
	leaq	.LC725(%rip), %rdx
	movapd	%xmm1, %xmm2
	divsd	.LC720(%rip), %xmm3
	divsd	.LC720(%rip), %xmm2
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
	divsd	.LC720(%rip), %xmm0
	call	sqrt@PLT
	movsd	16(%rsp), %xmm4
	xorl	%ecx, %ecx
	movq	%r15, %rdi
	movapd	%xmm0, %xmm1
	movsd	24(%rsp), %xmm0
	movl	$1, %esi
	mulsd	.LC58(%rip), %xmm1
	subsd	%xmm4, %xmm0
	mulsd	.LC598(%rip), %xmm4
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
	leaq	.LC726(%rip), %rdx
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
	divsd	.LC720(%rip), %xmm2
	subsd	%xmm0, %xmm4
	andpd	.LC60(%rip), %xmm4
	movapd	%xmm2, %xmm0
	movsd	%xmm4, 8(%rsp)
	call	sqrt@PLT
	movsd	16(%rsp), %xmm1
	xorl	%ecx, %ecx
	movq	%r15, %rdi
	movapd	%xmm0, %xmm2
	movsd	.LC598(%rip), %xmm0
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
	movq	%r13, %r8
	movq	%r14, %rcx
	movl	$160, %esi
	addl	%eax, %r12d
	leaq	.LC727(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbp, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r15, %rdi
	call	expect
	addl	%eax, %r12d
	jmp	.L5589
.L6052:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	4912(%rsp), %xmm2
	movsd	2864(%rsp), %xmm1
	leaq	.LC680(%rip), %rdi
	movsd	1760(%rsp), %xmm0
	call	printf@PLT
	jmp	.L5548
.L6104:
	leaq	.LC752(%rip), %r8
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC753(%rip), %rcx
	leaq	.LC754(%rip), %rdx
	call	snprintf@PLT
	jmp	.L6079
.L6098:
	leaq	.LC255(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	8(%rsp), %r10d
	movl	$8, %r11d
	testl	%eax, %eax
	jne	.L5645
	leaq	.LC258(%rip), %rsi
	movq	%rbx, %rdi
	movl	%r11d, 40(%rsp)
	call	was_given
	movl	$8, %r11d
	testl	%eax, %eax
	movl	%eax, 8(%rsp)
	jne	.L5878
	leaq	.LC346(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	8(%rsp), %r10d
	movl	$4, %r11d
	testl	%eax, %eax
	jne	.L5645
	leaq	.LC535(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	$1, %r11d
	movl	%eax, %r10d
	testl	%eax, %eax
	je	.L5645
	xorl	%r10d, %r10d
	movl	$16, %r11d
	jmp	.L5645
.L5675:
	cmpl	$0, 1472(%rsp)
	jne	.L5681
	cmpq	$0, 1544(%rsp)
	jne	.L5681
	movq	16(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L6121
	cmpl	$0, 1176(%rsp)
	jne	.L5684
	movsd	1496(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L5684
	cmpq	$1, 1264(%rsp)
	ja	.L5687
	cmpl	$0, 1256(%rsp)
	jne	.L5687
	movq	1488(%rsp), %rbx
	leaq	.LC778(%rip), %r8
	leaq	.LC779(%rip), %rcx
	testq	%rbx, %rbx
	jne	.L6080
	movsd	1416(%rsp), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L6122
.L5690:
	movq	1480(%rsp), %rax
	testq	%rax, %rax
	jne	.L5694
	cmpl	$0, 1584(%rsp)
	jne	.L5695
	movl	$9765625, %eax
	salq	$11, %rax
	movq	%rax, 1448(%rsp)
.L5696:
	movq	1504(%rsp), %rax
	movq	16(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 1200(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L5732
	movq	32(%rsp), %rdi
	xorl	%eax, %eax
	movl	$250, %ecx
	pxor	%xmm0, %xmm0
	movq	32(%rsp), %rsi
	movl	1608(%rsp), %r12d
	movaps	%xmm0, 1760(%rsp)
	rep stosq
	movq	16(%rsp), %rdi
	call	users_compute
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L6123
.L5698:
	movq	32(%rsp), %rdi
	call	trace_free
	leaq	4952(%rsp), %rdi
	call	trace_free
	jmp	.L5673
.L5662:
	movq	1544(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L5664
	movl	1472(%rsp), %eax
	cmpl	$3, %eax
	je	.L6124
	cmpq	$0, 1456(%rsp)
	jne	.L5667
	cmpl	$0, 1464(%rsp)
	je	.L5668
.L5667:
	testl	%eax, %eax
	je	.L5668
.L5669:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC759(%rip), %rcx
	leaq	.LC760(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5732
.L5664:
	cmpq	$0, 1456(%rsp)
	jne	.L5670
.L5857:
	cmpl	$0, 1464(%rsp)
	je	.L5671
.L5670:
	cmpl	$0, 1472(%rsp)
	je	.L5671
	jmp	.L5669
.L6108:
	comisd	%xmm0, %xmm1
	ja	.L5675
	cmpl	$1, 1472(%rsp)
	je	.L6125
	movq	1480(%rsp), %rbp
	movq	%rbp, %rax
	orq	1488(%rsp), %rax
	jne	.L5731
	cmpl	$0, 1584(%rsp)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, %rbp
.L5731:
	movq	1504(%rsp), %rax
	movq	16(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 1200(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L5732
	movl	1176(%rsp), %eax
	cmpl	$1, %eax
	je	.L6126
	movq	1488(%rsp), %rbx
	cmpl	$2, %eax
	je	.L6127
	movq	1184(%rsp), %rcx
	testq	%rbx, %rbx
	jne	.L5784
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbx
.L5784:
	movabsq	$4611686018427387903, %rsi
	movq	%rbx, %rax
	mulq	%rcx
	movq	%rax, %r8
	xorl	%eax, %eax
	cmpq	%r8, %rsi
	sbbq	%rdx, %rax
	jc	.L6128
	leaq	-1(%rbx), %rax
	movq	%rbx, 1240(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 1588(%rsp)
	movq	%rax, 1232(%rsp)
	jne	.L5757
	leaq	.LC821(%rip), %rax
	movq	%rcx, 1272(%rsp)
	movq	%rax, 1288(%rsp)
.L5757:
	movl	1308(%rsp), %ebx
	movq	1240(%rsp), %rcx
	cmpl	$1, %ebx
	je	.L6129
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rcx, %rax
	jb	.L6130
	movq	16(%rsp), %rdi
	call	omissions_on
	orl	1608(%rsp), %eax
	je	.L5789
.L5854:
	movl	1256(%rsp), %esi
	leaq	by_kind.7(%rip), %rax
	movq	%rcx, %rdx
	cmpl	$3, (%rax,%rsi,4)
	jne	.L5790
	movq	1248(%rsp), %rax
	testq	%rax, %rax
	je	.L5790
	xorl	%edx, %edx
	divq	1104(%rsp)
	movq	1264(%rsp), %rdx
	leaq	1(%rdx,%rax), %rdx
.L5790:
	cmpq	%rcx, %rdx
	cmovb	%rcx, %rdx
	cmpq	$8388608, %rdx
	ja	.L6131
.L5789:
	cmpl	$2, %ebx
	je	.L6132
.L5791:
	cmpl	$2, 1256(%rsp)
	jne	.L5795
	cmpq	$0, 1488(%rsp)
	je	.L5794
	xorl	%r11d, %r11d
	movq	%r11, 1248(%rsp)
.L5795:
	movq	16(%rsp), %rdi
	call	service_max
	movq	1152(%rsp), %rsi
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	movq	%rsi, %r8
	addq	%rax, %r8
	adcq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L5798
	cmpq	$0, 1160(%rsp)
	je	.L5798
	cmpq	$0, 1144(%rsp)
	movq	16(%rsp), %r14
	movq	%r14, %rdi
	je	.L6133
	call	service_max
	movq	%r14, %rdi
	movq	1152(%rsp), %rbp
	movq	%rax, %rbx
	call	service_max
	xorl	%edx, %edx
	movl	$37, %esi
	divq	1160(%rsp)
	leaq	2(%rax), %rdi
	movq	%rdi, %rax
	xorl	%edi, %edi
	mulq	%rbp
	shldq	$6, %rbx, %rdi
	imulq	$37, %rdx, %rcx
	mulq	%rsi
	movq	%rbx, %rsi
	salq	$6, %rsi
	addq	%rcx, %rdx
	addq	%rsi, %rax
	adcq	%rdi, %rdx
	movq	%rax, %r8
	movq	%rdx, %r9
.L5798:
	movq	1232(%rsp), %rbp
	xorl	%edi, %edi
	xorl	%edx, %edx
	movq	%r9, %rcx
	movq	1168(%rsp), %rax
	movq	1240(%rsp), %rbx
	movq	1248(%rsp), %rsi
	addq	%rbp, %rax
	adcq	%rdi, %rdx
	xorl	%edi, %edi
	addq	%rax, %rsi
	leaq	1(%rbx), %rax
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
	jc	.L6134
	movq	1544(%rsp), %rdi
	movl	1472(%rsp), %eax
	movq	%rdi, 24(%rsp)
	testq	%rdi, %rdi
	je	.L5801
	testl	%eax, %eax
	jne	.L5801
	cmpl	$3, 1308(%rsp)
	je	.L6135
	movq	16(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L6136
	movq	1456(%rsp), %rcx
	testq	%rcx, %rcx
	jne	.L5840
	movl	$1000000000, %ecx
.L5840:
	movq	%rbp, %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$4194303, %rax
	ja	.L6137
.L5803:
	movl	1608(%rsp), %r9d
	movl	1556(%rsp), %r8d
	movl	1552(%rsp), %ecx
	movq	24(%rsp), %rdx
	movq	40(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	run_bench
	movl	%eax, %ebp
	jmp	.L5673
.L5694:
	movl	$1, %edx
	movq	%rax, 1448(%rsp)
	salq	$60, %rdx
	cmpq	%rax, %rdx
	jnb	.L5696
	leaq	.LC782(%rip), %r8
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC783(%rip), %rcx
	leaq	.LC784(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5732
.L6106:
	cmpq	$0, 1456(%rsp)
	jne	.L5671
	jmp	.L5857
.L5600:
	movq	24(%rax), %rax
	movq	4912(%rsp), %r13
	imulq	%rax, %r13
	cmpq	$1, %rax
	seta	%al
	movzbl	%al, %eax
	addq	%rax, %r13
	jmp	.L5601
.L5596:
	movq	4912(%rsp), %rdx
	testq	%rdx, %rdx
	js	.L5598
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L5599:
	imulq	$96, %rcx, %rcx
	leaq	SERVICE_DISTS(%rip), %rdi
	movsd	%xmm0, 144(%rsp)
	movsd	16(%rdi,%rcx), %xmm0
	movsd	%xmm0, 152(%rsp)
	jmp	.L5597
.L6116:
	leaq	.LC10(%rip), %r9
	jmp	.L5590
.L6122:
	movq	32(%rsp), %rdx
	movq	16(%rsp), %rdi
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
	jb	.L5690
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC780(%rip), %rcx
	leaq	.LC781(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5732
.L6099:
	movslq	%ebx, %rax
	leaq	OPTIONS(%rip), %rdx
	movl	$2048, %esi
	movq	%r12, %rdi
	imulq	$48, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC749(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L6079
.L6123:
	movq	4976(%rsp), %rcx
	movq	4936(%rsp), %r8
	movq	4912(%rsp), %r10
	movq	4952(%rsp), %r9
	cmpq	%r8, %rcx
	movq	%r8, %r11
	movq	4920(%rsp), %rdi
	movq	4960(%rsp), %rsi
	cmovbe	%rcx, %r11
	xorl	%edx, %edx
	jmp	.L5699
.L5700:
	addq	%rax, %rbx
	addq	$1, %rdx
.L5699:
	cmpq	%r11, %rdx
	je	.L6138
	movq	(%r9,%rdx,8), %r14
	movl	$1, %eax
	cmpq	%r14, (%r10,%rdx,8)
	jne	.L5700
	movq	(%rsi,%rdx,8), %r14
	cmpq	%r14, (%rdi,%rdx,8)
	jne	.L5700
	movq	4928(%rsp), %rbp
	movq	4968(%rsp), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, 0(%rbp,%rdx,8)
	setne	%al
	movzbl	%al, %eax
	jmp	.L5700
.L6138:
	xorl	%edx, %edx
	leaq	1760(%rsp), %rbp
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	pushq	%rdx
	.cfi_def_cfa_offset 10936
	leaq	.LC387(%rip), %r13
	movq	%rbp, %rdi
	pushq	%rcx
	.cfi_def_cfa_offset 10944
	movq	%r13, %rdx
	leaq	.LC785(%rip), %rcx
	call	check
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	pushq	%rdx
	.cfi_def_cfa_offset 10952
	leaq	.LC786(%rip), %rcx
	xorl	%esi, %esi
	movq	%rbp, %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 10960
	movq	%r13, %rdx
	call	check
	addq	$32, %rsp
	.cfi_def_cfa_offset 10928
	movq	%rbp, %rdi
	leaq	4992(%rsp), %rbx
	leaq	5904(%rsp), %rsi
	movq	%rbx, %rdx
	call	check_score
	movq	%rbx, %rdx
	movq	%rbp, %rdi
	leaq	5072(%rsp), %rcx
	leaq	.LC787(%rip), %rsi
	call	check_summary
	movq	32(%rsp), %r14
	movq	16(%rsp), %rbx
	movl	%r12d, %ecx
	movq	40(%rsp), %rdx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	users_print
	movq	%rbp, %rcx
	movl	%r12d, %edx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	xorl	%ebp, %ebp
	call	users_results
	cmpq	$0, 1768(%rsp)
	setne	%bpl
	jmp	.L5698
.L5695:
	movl	$9765625, %eax
	salq	$9, %rax
	movq	%rax, 1448(%rsp)
	jmp	.L5696
.L5687:
	leaq	.LC776(%rip), %r8
	leaq	.LC777(%rip), %rcx
.L6080:
	leaq	.LC766(%rip), %rdx
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L5732
.L5684:
	leaq	.LC774(%rip), %r8
	leaq	.LC775(%rip), %rcx
	jmp	.L6080
.L6121:
	leaq	.LC772(%rip), %r8
	leaq	.LC773(%rip), %rcx
	jmp	.L6080
.L5681:
	leaq	.LC770(%rip), %r8
	leaq	.LC771(%rip), %rcx
	jmp	.L6080
.L6137:
	movl	$4194304, %ecx
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC837(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5732
.L6103:
	leaq	2864(%rsp), %r12
	leaq	.LC286(%rip), %r8
	movq	%r13, %rcx
	xorl	%eax, %eax
	leaq	.LC746(%rip), %rdx
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L5732
.L5878:
	xorl	%r10d, %r10d
	jmp	.L5645
.L6105:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC755(%rip), %rcx
	leaq	.LC756(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5732
.L6107:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbx, %rcx
	movl	$2048, %esi
	movq	%r12, %rdi
	movq	%rax, %r8
	leaq	.LC762(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L5732
.L6094:
	leaq	2864(%rsp), %r12
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%r8, %rcx
	leaq	.LC747(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L5732
.L5598:
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5599
.L6136:
	movl	$1048576, %r8d
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC836(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L5732
.L6135:
	leaq	.LC833(%rip), %r8
	leaq	.LC834(%rip), %rcx
	movl	$2048, %esi
	movq	%r12, %rdi
	leaq	.LC835(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5732
.L5801:
	cmpl	$2, %eax
	je	.L6139
	cmpl	$3, %eax
	jne	.L5803
	movq	16(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 848(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L6140
	movq	16(%rsp), %r14
	leaq	1760(%rsp), %rbx
	movq	%rbx, %rsi
	movq	%r14, %rdi
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L5836
	pushq	%r8
	.cfi_def_cfa_offset 10936
	xorl	%r9d, %r9d
	movl	$1, %r8d
	xorl	%ecx, %ecx
	pushq	$0
	.cfi_def_cfa_offset 10944
	movq	48(%rsp), %rdx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%r14, %rdi
	call	walk_outcomes
	movl	%eax, %edi
	call	fault_rc
	popq	%r9
	.cfi_def_cfa_offset 10936
	popq	%r10
	.cfi_def_cfa_offset 10928
	testl	%eax, %eax
	jne	.L5836
	leaq	848(%rsp), %rbp
	movq	32(%rsp), %rdx
	movq	%rbx, %rcx
	xorl	%esi, %esi
	movq	%rbp, %rdi
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	2032(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 10936
	movq	%rbp, %rdi
	xorl	%ebp, %ebp
	leaq	.LC858(%rip), %rcx
	leaq	.LC859(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 10944
	movq	5200(%rsp), %r8
	call	check
	movq	872(%rsp), %rbx
	leaq	.LC860(%rip), %rdi
	xorl	%eax, %eax
	movq	864(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%rsi
	.cfi_def_cfa_offset 10936
	popq	%rdi
	.cfi_def_cfa_offset 10928
	setne	%bpl
	jmp	.L5673
.L6134:
	leaq	.LC830(%rip), %r8
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC831(%rip), %rcx
	leaq	.LC832(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5732
.L5836:
	leaq	.LC857(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %ebp
	jmp	.L5673
.L6140:
	leaq	.LC856(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %ebp
	call	printf@PLT
	jmp	.L5673
.L6139:
	movl	1176(%rsp), %eax
	cmpl	$2, %eax
	je	.L5805
	cmpl	$0, 1280(%rsp)
	jne	.L5805
	subl	$1, %eax
	movq	1536(%rsp), %r14
	je	.L6141
	movq	32(%rsp), %rdi
	xorl	%eax, %eax
	movl	$744, %ecx
	leaq	.LC143(%rip), %rsi
	rep stosq
	movq	%r14, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%al
	imulq	1184(%rsp), %rbx
	movzbl	%al, %eax
	movl	%eax, 4912(%rsp)
.L5853:
	movq	%rbx, 4920(%rsp)
	movq	32(%rsp), %r15
	movq	16(%rsp), %rbx
	movq	%r15, %rsi
	movq	%rbx, %rdi
	call	sweep_points
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L5673
	movq	%r15, %rsi
	movq	%rbx, %rdi
	call	print_sweep
	cmpl	$0, 10848(%rsp)
	je	.L5809
	movq	9824(%rsp), %rsi
	leaq	.LC840(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	leaq	.LC841(%rip), %rcx
	leaq	.LC842(%rip), %rdx
	leaq	.LC145(%rip), %rsi
	leaq	.LC843(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 10852(%rsp)
	jne	.L6142
.L5810:
	movl	$10, %edi
	xorl	%r15d, %r15d
	leaq	9864(%rsp), %r12
	call	putchar@PLT
	movq	32(%rsp), %rbx
	leaq	.LC847(%rip), %rbp
	leaq	.LC848(%rip), %r13
	xchgq	%rbx, %r15
	jmp	.L5811
.L6145:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L5813:
	divsd	%xmm2, %xmm0
	movq	32(%rsp), %rax
	movq	%rbp, %rdi
	movq	24(%rax,%rbx,8), %rsi
	movl	$2, %eax
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	cmpl	$0, 10852(%rsp)
	jne	.L6143
.L5814:
	movl	$10, %edi
	addq	$1, %rbx
	addq	$288, %r15
	call	putchar@PLT
.L5811:
	cmpq	4928(%rsp), %rbx
	jnb	.L6144
	imulq	$56, %rbx, %rax
	movq	304(%r15), %rdi
	movq	312(%r15), %rsi
	movsd	(%r12,%rax), %xmm1
	divsd	.LC66(%rip), %xmm1
	movsd	%xmm1, 16(%rsp)
	call	__floatuntidf@PLT
	movq	240(%r15), %rax
	movsd	16(%rsp), %xmm1
	testq	%rax, %rax
	jns	.L6145
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L5813
.L6126:
	movsd	1496(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L5734
	je	.L6146
.L5734:
	cmpq	$0, 1488(%rsp)
	jne	.L5736
	testq	%rbp, %rbp
	js	.L5737
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbp, %xmm0
.L5738:
	divsd	.LC31(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC803(%rip), %r8
	leaq	.LC804(%rip), %rcx
	comisd	.LC802(%rip), %xmm0
	ja	.L6088
.L5736:
	movl	$1048576, %edi
	call	malloc@PLT
	movq	%rax, %r15
	testq	%rbp, %rbp
	js	.L5740
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rbp, %xmm2
.L5741:
	leaq	.LC806(%rip), %r8
	leaq	.LC807(%rip), %rcx
	testq	%r15, %r15
	je	.L6088
	xorl	%ecx, %ecx
	leaq	524288(%r15), %rax
	pxor	%xmm1, %xmm1
	xorl	%ebx, %ebx
	movq	%rcx, 24(%rsp)
	leaq	1760(%rsp), %r14
	movq	%rax, 72(%rsp)
	movsd	%xmm1, 48(%rsp)
	movsd	%xmm2, 80(%rsp)
.L5742:
	movq	72(%rsp), %rax
	movq	1504(%rsp), %rdi
	xorl	%esi, %esi
	leaq	poisson_gaps(%rip), %rdx
	movsd	1496(%rsp), %xmm0
	movq	32(%rsp), %rcx
	movq	$65536, 4944(%rsp)
	movq	%rax, 4920(%rsp)
	movq	24(%rsp), %rax
	movq	%rdi, %xmm3
	movq	%rdi, 64(%rsp)
	movq	%r14, %rdi
	addq	$65536, %rax
	movsd	%xmm0, 88(%rsp)
	movsd	%xmm0, 4912(%rsp)
	movq	%rax, %xmm6
	punpcklqdq	%xmm6, %xmm3
	movaps	%xmm3, 4928(%rsp)
	call	pthread_create@PLT
	movq	24(%rsp), %rsi
	movq	64(%rsp), %rdi
	movq	%r15, %rcx
	movsd	88(%rsp), %xmm0
	movl	%eax, %r13d
	movl	$65536, %edx
	call	poisson_gap_bits
	testl	%r13d, %r13d
	jne	.L5743
	movq	1760(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L5744:
	movq	1488(%rsp), %rdi
	movq	%rbx, %rsi
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	movsd	.LC82(%rip), %xmm3
	movsd	48(%rsp), %xmm1
	movabsq	$-9223372036854775808, %r8
	jmp	.L5754
.L6150:
	xorl	%eax, %eax
	cmpq	%rdi, %rbx
	sete	%al
.L5746:
	testl	%eax, %eax
	jne	.L6147
	comisd	.LC218(%rip), %xmm1
	jnb	.L6083
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %rbx
	je	.L6083
	addq	$1, %rbx
	testq	%rsi, %rsi
	je	.L6148
.L5751:
	addq	$1, %rcx
	cmpq	$131072, %rcx
	je	.L6149
	movq	%rbx, %rsi
.L5754:
	movapd	%xmm1, %xmm0
	addsd	(%r15,%rcx,8), %xmm1
	testq	%rdi, %rdi
	jne	.L6150
	xorl	%eax, %eax
	comisd	80(%rsp), %xmm1
	setnb	%al
	jmp	.L5746
.L5743:
	movq	32(%rsp), %rdi
	call	poisson_gaps
	jmp	.L5744
.L5740:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L5741
.L6124:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC757(%rip), %rcx
	leaq	.LC758(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5732
.L6146:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC800(%rip), %rcx
	leaq	.LC801(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5732
.L6083:
	testb	%dl, %dl
	je	.L5749
	movq	56(%rsp), %rax
	movq	%rax, 1224(%rsp)
.L5749:
	movq	%r15, %rdi
	call	free@PLT
	leaq	.LC803(%rip), %r8
	leaq	.LC808(%rip), %rcx
.L6088:
	leaq	.LC805(%rip), %rdx
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L5732
.L5737:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5738
.L6149:
	movsd	%xmm1, 48(%rsp)
	testb	%dl, %dl
	je	.L5755
	movq	56(%rsp), %rax
	movq	%rax, 1224(%rsp)
.L5755:
	addq	$131072, 24(%rsp)
	jmp	.L5742
.L6148:
	comisd	%xmm3, %xmm1
	jnb	.L5752
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 56(%rsp)
.L5753:
	movl	$1, %edx
	jmp	.L5751
.L6147:
	testb	%dl, %dl
	je	.L5843
	movq	56(%rsp), %rax
	movq	%rax, 1224(%rsp)
.L5843:
	movsd	.LC82(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L5844
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1232(%rsp)
.L5845:
	movq	%r15, %rdi
	call	free@PLT
	movq	.LC82(%rip), %rax
	testq	%rbx, %rbx
	movq	%rax, %xmm1
	je	.L6151
	movq	1504(%rsp), %rax
	cmpl	$0, 1588(%rsp)
	movq	%rbx, 1240(%rsp)
	movsd	1496(%rsp), %xmm2
	movq	%rax, 1200(%rsp)
	movsd	%xmm2, 1192(%rsp)
	jne	.L5757
	movsd	.LC31(%rip), %xmm0
	divsd	%xmm2, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L5758
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1272(%rsp)
.L5759:
	movq	1272(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1272(%rsp)
	leaq	.LC811(%rip), %rax
	movq	%rax, 1288(%rsp)
	jmp	.L5757
.L5752:
	movapd	%xmm1, %xmm0
	subsd	%xmm3, %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r8, %rax
	movq	%rax, 56(%rsp)
	jmp	.L5753
.L5758:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1272(%rsp)
	btcq	$63, 1272(%rsp)
	jmp	.L5759
.L6151:
	leaq	.LC809(%rip), %r8
	leaq	.LC810(%rip), %rcx
	jmp	.L6088
.L5844:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1232(%rsp)
	btcq	$63, 1232(%rsp)
	jmp	.L5845
.L6125:
	cmpl	$0, 1608(%rsp)
	jne	.L6152
	movq	16(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L6153
	movq	1520(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L5704
	leaq	1760(%rsp), %r14
	movq	32(%rsp), %r8
	movq	%rbp, %rsi
	movl	$2048, %r9d
	movl	$1, %ecx
	leaq	.LC337(%rip), %rdx
	movq	%r14, %rdi
	call	numbers_open
	testl	%eax, %eax
	jne	.L5709
	movl	$8192, %edi
	movl	$1024, %r12d
	call	malloc@PLT
	movq	8(%rsp), %r13
	movq	%rax, %rbx
	leaq	848(%rsp), %rax
	movq	%rax, 64(%rsp)
	testq	%rbx, %rbx
	jne	.L5710
	jmp	.L6154
.L5713:
	movq	848(%rsp), %rax
	movq	%rax, (%rbx,%r13,8)
	addq	$1, %r13
.L5710:
	movq	32(%rsp), %rdx
	movq	64(%rsp), %rsi
	movl	$2048, %ecx
	movq	%r14, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L6155
	cmpq	$200000000, %r13
	je	.L6156
	cmpq	%r12, %r13
	jne	.L5713
	movq	%r13, %rsi
	movq	%rbx, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L5714
	leaq	0(%r13,%r13), %r12
	movq	%rax, %rbx
	jmp	.L5713
.L6143:
	movq	32(%rsp), %rax
	movsd	5808(%rax,%rbx,8), %xmm1
	movq	264(%r15), %rax
	divsd	.LC66(%rip), %xmm1
	testq	%rax, %rax
	js	.L5815
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L5816:
	movq	%r13, %rdi
	movl	$2, %eax
	divsd	.LC66(%rip), %xmm0
	call	printf@PLT
	jmp	.L5814
.L6156:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC791(%rip), %rdx
	call	snprintf@PLT
.L5711:
	movq	%r14, %rdi
	call	numbers_close
	movq	%rbx, %rdi
	call	free@PLT
.L5709:
	movq	32(%rsp), %rdi
	call	usage_error
	movl	%eax, %ebp
	jmp	.L5673
.L5704:
	movq	1528(%rsp), %rax
	xorl	%esi, %esi
	movq	%rsi, 272(%rsp)
	movq	%rax, %rdi
	movq	%rax, 8(%rsp)
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L6157
	movq	8(%rsp), %rcx
	leaq	.LC30(%rip), %rdx
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	leaq	1760(%rsp), %r14
	movl	$256, %esi
	movl	$2, %r13d
	movq	%r14, %rdi
	leaq	272(%rsp), %rbp
	call	snprintf@PLT
	leaq	432(%rsp), %rax
	movq	%r14, 48(%rsp)
	movq	%rbx, %r14
	movq	%rax, 24(%rsp)
.L5729:
	movq	48(%rsp), %rbx
	movq	8(%rsp), %rcx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	leaq	.LC30(%rip), %rdx
	movl	$256, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	%rbx, %rdi
	movq	%rbp, %rdx
	leaq	.LC795(%rip), %rsi
	call	strtok_r@PLT
	movq	%rax, %rbx
.L5718:
	testq	%rbx, %rbx
	je	.L6158
	movl	$42, %esi
	movq	%rbx, %rdi
	call	strchr@PLT
	movq	$1, 432(%rsp)
	testq	%rax, %rax
	je	.L5719
	movb	$0, (%rax)
	leaq	1(%rax), %r15
	movq	24(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r15, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L6159
.L5719:
	leaq	848(%rsp), %r15
	leaq	352(%rsp), %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	movl	$160, %r8d
	movq	%r15, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L5721
	movq	432(%rsp), %rax
	movq	352(%rsp), %rdx
	addq	%r12, %rax
	jmp	.L5722
.L5724:
	testq	%r14, %r14
	je	.L5723
	movq	%rdx, (%r14,%r12,8)
.L5723:
	addq	$1, %r12
.L5722:
	cmpq	%r12, %rax
	jne	.L5724
	movq	%rbp, %rdx
	leaq	.LC795(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbx
	jmp	.L5718
.L5721:
	movq	%r14, %rbx
	movq	%r15, %rcx
	leaq	.LC10(%rip), %r8
	leaq	.LC797(%rip), %rdx
.L6081:
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	free@PLT
	jmp	.L5709
.L6158:
	subl	$1, %r13d
	jne	.L6160
	movq	%r14, %rbx
	leaq	.LC665(%rip), %rbp
	testq	%r14, %r14
	je	.L5709
.L5717:
	movq	16(%rsp), %rdi
	movq	40(%rsp), %rcx
	movq	%rbp, %r8
	movq	%r12, %rdx
	movq	1544(%rsp), %r9
	movq	%rbx, %rsi
	call	run_correct
	movq	%rbx, %rdi
	movl	%eax, %ebp
	call	free@PLT
	jmp	.L5673
.L6157:
	movq	32(%rsp), %rdi
	leaq	.LC792(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC793(%rip), %rcx
	leaq	.LC794(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5709
.L6159:
	movq	%r14, %rbx
	leaq	.LC295(%rip), %r8
	movq	%r15, %rcx
	leaq	.LC796(%rip), %rdx
	jmp	.L6081
.L6160:
	testq	%r12, %r12
	je	.L5728
	leaq	0(,%r12,8), %rdi
	call	malloc@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L5728
	movl	$1, %r13d
	jmp	.L5729
.L6155:
	movq	%r13, 8(%rsp)
	testl	%eax, %eax
	js	.L5711
	movq	%r14, %rdi
	call	numbers_close
	movq	8(%rsp), %r12
	jmp	.L5717
.L5815:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L5816
.L5714:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	1808(%rsp), %r8
	leaq	.LC861(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5711
.L6154:
	movq	32(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC790(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5711
.L5728:
	movq	8(%rsp), %rcx
	movq	32(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC798(%rip), %r8
	leaq	.LC799(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5709
.L6153:
	leaq	.LC789(%rip), %rdi
	call	usage_error
	movl	%eax, %ebp
	jmp	.L5673
.L6152:
	leaq	.LC788(%rip), %rdi
	call	usage_error
	movl	%eax, %ebp
	jmp	.L5673
.L6144:
	leaq	.LC849(%rip), %rdi
	call	puts@PLT
.L5809:
	xorl	%ebx, %ebx
	leaq	PCT_NAME(%rip), %r12
	leaq	SET_NAME(%rip), %r15
	movq	%rbx, %rbp
.L5822:
	cmpq	4928(%rsp), %rbp
	jnb	.L6161
	movq	32(%rsp), %rax
	imulq	$36, %rbp, %r13
	movq	%r14, %rsi
	xorl	%ebx, %ebx
	leaq	.LC850(%rip), %rdi
	movq	24(%rax,%rbp,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r14, 16(%rsp)
	movq	%rbp, %rcx
	movq	%r13, %rax
	movq	%rbx, %rbp
.L5818:
	movslq	%ebp, %rbx
	movq	(%r15,%rbp,8), %r14
	movq	%rax, 40(%rsp)
	leaq	SWEEP_COL(%rip), %r13
	imulq	$10, %rbx, %rbx
	movq	%r14, %rsi
	movq	%rcx, %r14
	addq	%rax, %rbx
.L5819:
	movslq	0(%r13), %rax
	leaq	.LC851(%rip), %rdi
	movq	%rsi, 48(%rsp)
	addq	$4, %r13
	leaq	20(%rax,%rbx), %rdx
	movq	4920(%rsp,%rdx,8), %rcx
	movq	(%r12,%rax,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	12+SWEEP_COL(%rip), %rax
	movq	48(%rsp), %rsi
	cmpq	%r13, %rax
	jne	.L5819
	addq	$1, %rbp
	movq	40(%rsp), %rax
	movq	%r14, %rcx
	cmpq	$3, %rbp
	jne	.L5818
	movq	32(%rsp), %rax
	leaq	.LC610(%rip), %rsi
	movq	%r14, %rbp
	leaq	.LC852(%rip), %rdi
	movq	16(%rsp), %r14
	cmpq	$0, 4768(%rax,%rcx,8)
	leaq	.LC609(%rip), %rax
	cmovne	%rax, %rsi
	xorl	%eax, %eax
	addq	$1, %rbp
	call	printf@PLT
	jmp	.L5822
.L6142:
	leaq	.LC844(%rip), %rdx
	leaq	.LC845(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC846(%rip), %rdi
	call	printf@PLT
	jmp	.L5810
.L6141:
	leaq	.LC143(%rip), %rbx
	movq	%r14, %rdi
	movq	%rbx, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L5805
	movq	32(%rsp), %rdi
	xorl	%eax, %eax
	movl	$744, %ecx
	movq	%rbx, %rsi
	leaq	1(%rbp), %rbx
	rep stosq
	movq	%r14, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 4912(%rsp)
	jmp	.L5853
.L5805:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC838(%rip), %rcx
	leaq	.LC839(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5732
.L6161:
	movq	32(%rsp), %r15
	movq	8(%rsp), %r13
	leaq	.LC853(%rip), %r12
	leaq	.LC854(%rip), %rbp
	movq	%r15, %rbx
	jmp	.L5824
.L6163:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
.L5826:
	divsd	%xmm3, %xmm1
	movq	32(%rsp), %rax
	movq	%r14, %rsi
	movq	%r12, %rdi
	movsd	4920(%rbx), %xmm0
	movq	4912(%rbx), %rcx
	movq	24(%rax,%r13,8), %rdx
	movl	$3, %eax
	call	printf@PLT
	cmpl	$0, 10852(%rsp)
	jne	.L6162
.L5827:
	movl	$10, %edi
	addq	$1, %r13
	addq	$56, %rbx
	addq	$288, %r15
	call	putchar@PLT
.L5824:
	cmpl	$0, 10848(%rsp)
	movq	4928(%rsp), %rcx
	je	.L5828
	cmpq	%rcx, %r13
	jnb	.L5828
	movsd	4952(%rbx), %xmm2
	movq	304(%r15), %rdi
	movq	312(%r15), %rsi
	movsd	%xmm2, 8(%rsp)
	call	__floatuntidf@PLT
	movq	240(%r15), %rax
	movsd	8(%rsp), %xmm2
	movapd	%xmm0, %xmm1
	testq	%rax, %rax
	jns	.L6163
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm3, %xmm3
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm3
	addsd	%xmm3, %xmm3
	jmp	.L5826
.L6130:
	leaq	.LC824(%rip), %r8
	leaq	.LC666(%rip), %rcx
.L6087:
	leaq	.LC823(%rip), %rdx
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L5732
.L6128:
	leaq	.LC10(%rip), %r8
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC819(%rip), %rcx
	leaq	.LC820(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5732
.L6127:
	movq	1512(%rsp), %rax
	xorl	%edx, %edx
	movq	%r12, %r8
	xorl	%ecx, %ecx
	leaq	1760(%rsp), %r14
	movq	%rdx, 1744(%rsp)
	movl	$2048, %r9d
	leaq	.LC139(%rip), %rdx
	movq	%rax, %rsi
	movq	%r14, %rdi
	movq	%rax, 48(%rsp)
	movq	1480(%rsp), %r13
	call	numbers_open
	movl	%eax, 56(%rsp)
	testl	%eax, %eax
	jne	.L5732
	movq	1760(%rsp), %rdi
	call	fileno@PLT
	movq	32(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L5762
	movl	4936(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 56(%rsp)
.L5762:
	xorl	%r15d, %r15d
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	movq	%rbp, 72(%rsp)
	leaq	848(%rsp), %rax
	movq	%r15, 24(%rsp)
	movq	%r8, %rbp
	movq	%rbx, %r15
	movq	%rax, 64(%rsp)
	movq	%r9, %rbx
.L5763:
	movq	64(%rsp), %rsi
	movl	$2048, %ecx
	movq	%r12, %rdx
	movq	%r14, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L6164
	cmpl	$0, 56(%rsp)
	movq	1808(%rsp), %rax
	jne	.L5764
	movl	$1, %edi
	salq	$40, %rdi
	cmpq	%rax, %rdi
	jb	.L5894
	testq	%r15, %r15
	jne	.L5766
	movq	848(%rsp), %rax
	testq	%r13, %r13
	je	.L5768
	cmpq	%r13, %rax
	jnb	.L5763
.L5768:
	movq	24(%rsp), %rdi
	testq	%rbp, %rbp
	movq	%rax, 1232(%rsp)
	cmove	%rax, %rdi
	addq	$1, %rbp
	movq	%rdi, 24(%rsp)
	jmp	.L5763
.L5764:
	cmpq	$200000000, %rax
	ja	.L5895
	testq	%r15, %r15
	je	.L6089
	cmpq	%r15, %rbp
	je	.L5763
.L6089:
	testq	%r13, %r13
	je	.L5771
	cmpq	%r13, 848(%rsp)
	jnb	.L5763
.L5771:
	movq	1744(%rsp), %rdi
	cmpq	%rbp, %rbx
	je	.L6165
.L5774:
	movq	848(%rsp), %rax
	movq	%rax, (%rdi,%rbp,8)
.L6085:
	movq	848(%rsp), %rax
	jmp	.L5768
.L5895:
	leaq	.LC667(%rip), %r8
.L5765:
	movq	48(%rsp), %rcx
	leaq	.LC812(%rip), %rdx
.L6086:
	movq	%r12, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r14, %rdi
	call	numbers_close
.L5772:
	movq	1744(%rsp), %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	movq	%rbx, 1744(%rsp)
	jmp	.L5732
.L5766:
	cmpq	%r15, %rbp
	je	.L5763
	testq	%r13, %r13
	je	.L6085
	cmpq	%r13, 848(%rsp)
	jb	.L6085
	jmp	.L5763
.L5894:
	leaq	.LC666(%rip), %r8
	jmp	.L5765
.L6164:
	movq	%r14, %rdi
	movl	%eax, 56(%rsp)
	movq	%rbp, 48(%rsp)
	movq	72(%rsp), %rbp
	call	numbers_close
	movl	56(%rsp), %eax
	testl	%eax, %eax
	js	.L5772
	movq	1744(%rsp), %rax
	movq	48(%rsp), %r8
	movq	1512(%rsp), %rsi
	movq	%rax, 1216(%rsp)
	testq	%r8, %r8
	je	.L6166
	movq	24(%rsp), %rax
	cmpl	$0, 1588(%rsp)
	movq	%rsi, 1208(%rsp)
	movq	%r8, 1240(%rsp)
	movq	%rax, 1224(%rsp)
	jne	.L5757
	cmpq	$1, %r8
	je	.L5782
	movq	1232(%rsp), %rcx
	subq	$1, %r8
	xorl	%edx, %edx
	subq	%rax, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L5782
	movq	%rax, 1272(%rsp)
	leaq	.LC818(%rip), %rax
	movq	%rax, 1288(%rsp)
	jmp	.L5757
.L6165:
	testq	%rbx, %rbx
	je	.L5775
	movq	%rbx, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L5848
	movq	%rax, 1744(%rsp)
	addq	%rbx, %rbx
	jmp	.L5774
.L5782:
	movq	%rsi, %rcx
	leaq	.LC816(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC817(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5732
.L6166:
	movq	%rsi, %rcx
	leaq	.LC814(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC815(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5732
.L5848:
	movq	1808(%rsp), %r8
	movq	48(%rsp), %rcx
	leaq	.LC813(%rip), %rdx
	jmp	.L6086
.L5775:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L5848
	movq	%rdi, 1744(%rsp)
	movl	$1024, %ebx
	jmp	.L5774
.L6131:
	leaq	.LC824(%rip), %r8
	movl	$2048, %esi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC825(%rip), %rcx
	leaq	.LC826(%rip), %rdx
	call	snprintf@PLT
	jmp	.L5732
.L5794:
	movq	%rbp, 1248(%rsp)
	testq	%rbp, %rbp
	je	.L5795
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	1104(%rsp)
	movq	1264(%rsp), %rdx
	subl	$1, %ebx
	leaq	1(%rdx,%rax), %rax
	je	.L5796
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L5795
	leaq	.LC666(%rip), %rcx
.L5797:
	leaq	.LC828(%rip), %r8
	leaq	.LC829(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5732
.L6132:
	movq	32(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L5791
	movq	16(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L6167
.L5792:
	leaq	.LC10(%rip), %r8
	leaq	.LC827(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L5732
.L6133:
	call	service_max
	movq	%r14, %rdi
	movq	%rax, %rbx
	call	service_max
	xorl	%edx, %edx
	movq	%rbx, %r8
	xorl	%r9d, %r9d
	movq	1152(%rsp), %rsi
	movq	1160(%rsp), %rcx
	subq	%rsi, %rcx
	divq	%rcx
	addq	$2, %rax
	mulq	%rsi
	addq	%rax, %r8
	adcq	%rdx, %r9
	jmp	.L5798
.L5796:
	leaq	.LC670(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L5795
	jmp	.L5797
.L6167:
	cmpq	$1, 1264(%rsp)
	leaq	.LC668(%rip), %rcx
	jne	.L5792
	movl	1176(%rsp), %eax
	orl	1256(%rsp), %eax
	orl	1112(%rsp), %eax
	jne	.L5792
	cmpq	$0, 1144(%rsp)
	leaq	.LC669(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L5792
.L6129:
	cmpq	$200000000, %rcx
	ja	.L6168
	movq	16(%rsp), %rdi
	call	omissions_on
	orl	1608(%rsp), %eax
	jne	.L5854
	jmp	.L5791
.L6162:
	movq	32(%rsp), %rax
	movq	264(%r15), %rsi
	movq	%rbp, %rdi
	movsd	5808(%rax,%r13,8), %xmm0
	movl	$1, %eax
	call	printf@PLT
	jmp	.L5827
.L6168:
	leaq	.LC822(%rip), %r8
	leaq	.LC670(%rip), %rcx
	jmp	.L6087
.L5828:
	movq	9816(%rsp), %rdx
	xorl	%eax, %eax
	movq	9808(%rsp), %rsi
	leaq	.LC855(%rip), %rdi
	call	printf@PLT
	cmpq	$0, 24(%rsp)
	je	.L5830
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
	je	.L5831
	leaq	10720(%rsp), %rdx
.L5831:
	testl	%eax, %eax
	leaq	.LC672(%rip), %rsi
	leaq	.LC671(%rip), %rax
	movq	24(%rsp), %rdi
	cmovne	%rax, %rsi
	movq	%rdx, 1792(%rsp)
	movl	$1, %ebp
	leaq	1760(%rsp), %rcx
	leaq	sweep_writer(%rip), %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L5673
.L5830:
	xorl	%ebp, %ebp
	cmpq	$0, 9816(%rsp)
	setne	%bpl
	jmp	.L5673
	.cfi_endproc
.LFE425:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB426:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE426:
	.size	main, .-main
	.section	.rodata
	.align 32
	.type	A.0, @object
	.size	A.0, 65
A.0:
	.string	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	.section	.rodata.str1.1
.LC862:
	.string	"closed (from actual send)"
.LC863:
	.string	"open (from intended send)"
.LC864:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC862
	.quad	.LC863
	.quad	.LC864
	.section	.rodata.str1.1
.LC865:
	.string	"closed.values"
.LC866:
	.string	"open.values"
.LC867:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC865
	.quad	.LC866
	.quad	.LC867
	.section	.rodata.str1.1
.LC868:
	.string	"closed.hgrm"
.LC869:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC868
	.quad	.LC869
	.quad	.LC507
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
.LC870:
	.string	"0%"
.LC871:
	.string	"90%"
.LC872:
	.string	"99%"
.LC873:
	.string	"99.9%"
.LC874:
	.string	"99.99%"
.LC875:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.8, @object
	.size	XTICK.8, 48
XTICK.8:
	.quad	.LC870
	.quad	.LC871
	.quad	.LC872
	.quad	.LC873
	.quad	.LC874
	.quad	.LC875
	.align 16
	.type	NAMES.9, @object
	.size	NAMES.9, 16
NAMES.9:
	.quad	.LC499
	.quad	.LC157
	.align 16
	.type	names.10, @object
	.size	names.10, 16
names.10:
	.quad	.LC499
	.quad	.LC157
	.section	.rodata.str1.1
.LC876:
	.string	"us"
.LC877:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.11, @object
	.size	U.11, 96
U.11:
	.quad	.LC178
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC735
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC876
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC877
	.quad	1
	.long	0
	.zero	4
	.section	.rodata.str1.1
.LC878:
	.string	"two"
.LC879:
	.string	"three"
.LC880:
	.string	"four"
.LC881:
	.string	"five"
.LC882:
	.string	"six"
	.section	.data.rel.ro.local
	.align 32
	.type	HOW_MANY.12, @object
	.size	HOW_MANY.12, 40
HOW_MANY.12:
	.quad	.LC878
	.quad	.LC879
	.quad	.LC880
	.quad	.LC881
	.quad	.LC882
	.align 32
	.type	units.13, @object
	.size	units.13, 64
units.13:
	.quad	.LC877
	.quad	1
	.quad	.LC876
	.quad	1000
	.quad	.LC735
	.quad	1000000
	.quad	.LC178
	.quad	1000000000
	.section	.rodata.str1.1
.LC883:
	.string	"bimodal"
.LC884:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	NAMED.14, @object
	.size	NAMED.14, 32
NAMED.14:
	.quad	.LC123
	.quad	.LC314
	.quad	.LC883
	.quad	.LC884
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
.LC885:
	.string	"open_closed_p99"
.LC886:
	.string	"open_closed_p999"
.LC887:
	.string	"open_closed_slow"
.LC888:
	.string	"closed_max_p99"
.LC889:
	.string	"corrected_closed_p99"
.LC890:
	.string	"open_corrected_p99"
.LC891:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC885
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC886
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC887
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC888
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC889
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC890
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC891
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC892:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC893:
	.string	"service time of one request (100us)"
	.align 8
.LC894:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC895:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC896:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC897:
	.string	"start of the first stall (500ms)"
	.align 8
.LC898:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC899:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC900:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC901:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC902:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC903:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC904:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC905:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC906:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.section	.rodata.str1.1
.LC907:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC908:
	.string	"service times, each drawn from one of these:"
	.align 8
.LC909:
	.string	"lognormal: the coefficient of variation"
	.section	.rodata.str1.1
.LC910:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC911:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.align 8
.LC912:
	.string	"bimodal: the slow requests' service time"
	.section	.rodata.str1.1
.LC913:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC914:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC915:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC916:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC917:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC918:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC919:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC920:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC921:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC922:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC923:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC924:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.align 8
.LC925:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC926:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC927:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC928:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.align 8
.LC929:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.align 8
.LC930:
	.string	"time between its pauses, 0 for one pause (1s)"
	.align 8
.LC931:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC932:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC933:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.align 8
.LC934:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC935:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC936:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.align 8
.LC937:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC938:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.section	.rodata.str1.1
.LC939:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC940:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC941:
	.string	"users: the time between a reply and the next request (0)"
	.section	.rodata.str1.1
.LC942:
	.string	"--population --sessions"
	.section	.rodata.str1.8
	.align 8
.LC943:
	.string	"users: each think --think, or exponential (fixed)"
	.align 8
.LC944:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC945:
	.string	"the slow line (1ms)"
.LC946:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC947:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC948:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC949:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC950:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC951:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.section	.rodata.str1.1
.LC952:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC953:
	.string	"also every rep's checked numbers, a line a set"
	.align 8
.LC954:
	.ascii	"defaul"
	.string	"t, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20, light-load"
	.align 8
.LC955:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC956:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC957:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC958:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC959:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC960:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC961:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC962:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC963:
	.string	"with --export: PREFIX.hlog's interval, whole ms from 1ms\nto 1h (1s)"
	.align 8
.LC964:
	.string	"with --export: each .hlog interval's counts as RESULT\nhlog and hlog-count lines"
	.align 8
.LC965:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC966:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC967:
	.string	"run the unit checks and exit"
.LC968:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 2592
OPTIONS:
	.quad	.LC225
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC893
	.quad	0
	.long	29
	.zero	4
	.quad	.LC229
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC894
	.quad	0
	.long	21
	.zero	4
	.quad	.LC232
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC895
	.quad	0
	.long	29
	.zero	4
	.quad	.LC234
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC896
	.quad	0
	.long	29
	.zero	4
	.quad	.LC236
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC897
	.quad	0
	.long	29
	.zero	4
	.quad	.LC267
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC898
	.quad	0
	.long	29
	.zero	4
	.quad	.LC270
	.long	0
	.zero	4
	.quad	.LC899
	.quad	.LC900
	.quad	0
	.long	29
	.zero	4
	.quad	.LC315
	.long	0
	.zero	4
	.quad	.LC901
	.quad	.LC902
	.quad	0
	.long	29
	.zero	4
	.quad	.LC288
	.long	0
	.zero	4
	.quad	.LC903
	.quad	.LC904
	.quad	0
	.long	29
	.zero	4
	.quad	.LC291
	.long	0
	.zero	4
	.quad	.LC905
	.quad	.LC906
	.quad	0
	.long	29
	.zero	4
	.quad	.LC126
	.long	0
	.zero	4
	.quad	.LC907
	.quad	.LC908
	.quad	0
	.long	29
	.zero	4
	.quad	.LC280
	.long	0
	.zero	4
	.quad	.LC905
	.quad	.LC909
	.quad	0
	.long	29
	.zero	4
	.quad	.LC281
	.long	0
	.zero	4
	.quad	.LC910
	.quad	.LC911
	.quad	0
	.long	29
	.zero	4
	.quad	.LC277
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC912
	.quad	0
	.long	29
	.zero	4
	.quad	.LC311
	.long	0
	.zero	4
	.quad	.LC913
	.quad	.LC914
	.quad	0
	.long	29
	.zero	4
	.quad	.LC313
	.long	0
	.zero	4
	.quad	.LC915
	.quad	.LC916
	.quad	0
	.long	29
	.zero	4
	.quad	.LC139
	.long	0
	.zero	4
	.quad	.LC917
	.quad	.LC918
	.quad	0
	.long	29
	.zero	4
	.quad	.LC318
	.long	0
	.zero	4
	.quad	.LC919
	.quad	.LC920
	.quad	0
	.long	29
	.zero	4
	.quad	.LC294
	.long	0
	.zero	4
	.quad	.LC921
	.quad	.LC922
	.quad	0
	.long	29
	.zero	4
	.quad	.LC273
	.long	0
	.zero	4
	.quad	.LC923
	.quad	.LC924
	.quad	0
	.long	23
	.zero	4
	.quad	.LC240
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC925
	.quad	0
	.long	1
	.zero	4
	.quad	.LC251
	.long	0
	.zero	4
	.quad	.LC926
	.quad	.LC927
	.quad	0
	.long	1
	.zero	4
	.quad	.LC248
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC928
	.quad	.LC251
	.long	1
	.zero	4
	.quad	.LC243
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC929
	.quad	0
	.long	1
	.zero	4
	.quad	.LC249
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC930
	.quad	.LC243
	.long	1
	.zero	4
	.quad	.LC250
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC931
	.quad	.LC243
	.long	1
	.zero	4
	.quad	.LC324
	.long	0
	.zero	4
	.quad	.LC932
	.quad	.LC933
	.quad	0
	.long	1
	.zero	4
	.quad	.LC264
	.long	0
	.zero	4
	.quad	.LC926
	.quad	.LC934
	.quad	0
	.long	1
	.zero	4
	.quad	.LC332
	.long	0
	.zero	4
	.quad	.LC935
	.quad	.LC936
	.quad	.LC264
	.long	1
	.zero	4
	.quad	.LC255
	.long	0
	.zero	4
	.quad	.LC899
	.quad	.LC937
	.quad	0
	.long	29
	.zero	4
	.quad	.LC258
	.long	0
	.zero	4
	.quad	.LC903
	.quad	.LC938
	.quad	0
	.long	29
	.zero	4
	.quad	.LC261
	.long	0
	.zero	4
	.quad	.LC939
	.quad	.LC940
	.quad	.LC258
	.long	29
	.zero	4
	.quad	.LC246
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC941
	.quad	.LC942
	.long	29
	.zero	4
	.quad	.LC329
	.long	0
	.zero	4
	.quad	.LC915
	.quad	.LC943
	.quad	.LC942
	.long	29
	.zero	4
	.quad	.LC536
	.long	1
	.zero	4
	.quad	0
	.quad	.LC944
	.quad	0
	.long	29
	.zero	4
	.quad	.LC238
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC945
	.quad	0
	.long	27
	.zero	4
	.quad	.LC297
	.long	0
	.zero	4
	.quad	.LC946
	.quad	.LC947
	.quad	0
	.long	31
	.zero	4
	.quad	.LC285
	.long	0
	.zero	4
	.quad	.LC899
	.quad	.LC948
	.quad	0
	.long	17
	.zero	4
	.quad	.LC302
	.long	0
	.zero	4
	.quad	.LC949
	.quad	.LC950
	.quad	0
	.long	17
	.zero	4
	.quad	.LC282
	.long	0
	.zero	4
	.quad	.LC899
	.quad	.LC951
	.quad	0
	.long	17
	.zero	4
	.quad	.LC531
	.long	1
	.zero	4
	.quad	0
	.quad	.LC952
	.quad	0
	.long	29
	.zero	4
	.quad	.LC534
	.long	1
	.zero	4
	.quad	0
	.quad	.LC953
	.quad	0
	.long	17
	.zero	4
	.quad	.LC748
	.long	0
	.zero	4
	.quad	.LC907
	.quad	.LC954
	.quad	0
	.long	31
	.zero	4
	.quad	.LC337
	.long	0
	.zero	4
	.quad	.LC917
	.quad	.LC955
	.quad	0
	.long	2
	.zero	4
	.quad	.LC338
	.long	0
	.zero	4
	.quad	.LC956
	.quad	.LC957
	.quad	0
	.long	2
	.zero	4
	.quad	.LC346
	.long	0
	.zero	4
	.quad	.LC958
	.quad	.LC959
	.quad	0
	.long	29
	.zero	4
	.quad	.LC339
	.long	0
	.zero	4
	.quad	.LC960
	.quad	.LC961
	.quad	0
	.long	31
	.zero	4
	.quad	.LC532
	.long	1
	.zero	4
	.quad	0
	.quad	.LC962
	.quad	.LC339
	.long	29
	.zero	4
	.quad	.LC342
	.long	0
	.zero	4
	.quad	.LC892
	.quad	.LC963
	.quad	.LC339
	.long	29
	.zero	4
	.quad	.LC533
	.long	1
	.zero	4
	.quad	0
	.quad	.LC964
	.quad	.LC339
	.long	29
	.zero	4
	.quad	.LC535
	.long	1
	.zero	4
	.quad	0
	.quad	.LC965
	.quad	0
	.long	29
	.zero	4
	.quad	.LC678
	.long	2
	.zero	4
	.quad	0
	.quad	.LC966
	.quad	0
	.long	31
	.zero	4
	.quad	.LC681
	.long	2
	.zero	4
	.quad	0
	.quad	.LC967
	.quad	0
	.long	31
	.zero	4
	.quad	.LC413
	.long	2
	.zero	4
	.quad	0
	.quad	.LC968
	.quad	0
	.long	31
	.zero	4
	.section	.rodata.str1.1
.LC969:
	.string	"feed-10ms-stall"
.LC970:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC971:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC972:
	.string	"one-2s-stall"
.LC973:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC974:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC975:
	.string	"hundred-requests"
.LC976:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC977:
	.string	"--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC978:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC979:
	.string	"--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC980:
	.string	"mm1-half"
.LC981:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC982:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC983:
	.string	"mm1-90"
.LC984:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC985:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC986:
	.string	"mm1-99"
.LC987:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC988:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.align 8
.LC989:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC990:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC991:
	.string	"gc-pauses"
.LC992:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC993:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.align 8
.LC994:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC995:
	.string	"--timeout 50ms"
.LC996:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC997:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC998:
	.string	"--queue-limit 10"
.LC999:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC1000:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC1001:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC1002:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC1003:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC1004:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC1005:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC1006:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC1007:
	.string	"--max-in-flight 10"
.LC1008:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC1009:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC1010:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.align 8
.LC1011:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC1012:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC1013:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC1014:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC1015:
	.string	"--population 10 --think 900us"
.LC1016:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC1017:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC1018:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC1019:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC1020:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC1021:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.rodata.str1.1
.LC1022:
	.string	"light-load"
	.section	.rodata.str1.8
	.align 8
.LC1023:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC1024:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 504
SCENARIOS:
	.quad	.LC676
	.quad	.LC677
	.quad	.LC10
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
	.quad	.LC976
	.quad	.LC979
	.quad	.LC980
	.quad	.LC981
	.quad	.LC982
	.quad	.LC983
	.quad	.LC984
	.quad	.LC985
	.quad	.LC986
	.quad	.LC987
	.quad	.LC988
	.quad	.LC883
	.quad	.LC989
	.quad	.LC990
	.quad	.LC991
	.quad	.LC992
	.quad	.LC993
	.quad	.LC456
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
	.quad	.LC1010
	.quad	.LC467
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
	.quad	.LC1021
	.quad	.LC1022
	.quad	.LC1023
	.quad	.LC1024
	.section	.rodata.str1.1
.LC1025:
	.string	"#6fa8dc"
.LC1026:
	.string	"#93c47d"
.LC1027:
	.string	"#e69138"
.LC1028:
	.string	"#b45f06"
.LC1029:
	.string	"#8e44ad"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_COLOUR, @object
	.size	METHOD_COLOUR, 72
METHOD_COLOUR:
	.quad	.LC523
	.quad	.LC549
	.quad	.LC1025
	.quad	.LC548
	.quad	.LC1026
	.quad	.LC1027
	.quad	.LC1028
	.quad	.LC552
	.quad	.LC1029
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC549
	.quad	.LC552
	.quad	.LC548
	.section	.rodata.str1.1
.LC1030:
	.string	"none"
.LC1031:
	.string	"hdr-configured"
.LC1032:
	.string	"hdr-schedule"
.LC1033:
	.string	"hdr-mean"
.LC1034:
	.string	"hdr-median"
.LC1035:
	.string	"hdr-min"
.LC1036:
	.string	"hdr-max"
.LC1037:
	.string	"wrk"
.LC1038:
	.string	"double"
	.section	.data.rel.ro.local
	.align 32
	.type	METHOD_NAME, @object
	.size	METHOD_NAME, 72
METHOD_NAME:
	.quad	.LC1030
	.quad	.LC1031
	.quad	.LC1032
	.quad	.LC1033
	.quad	.LC1034
	.quad	.LC1035
	.quad	.LC1036
	.quad	.LC1037
	.quad	.LC1038
	.section	.rodata.str1.1
.LC1039:
	.string	"completed"
.LC1040:
	.string	"censored"
.LC1041:
	.string	"ok"
.LC1042:
	.string	"all"
.LC1043:
	.string	"actual"
.LC1044:
	.string	"lag"
	.section	.data.rel.ro.local
	.align 32
	.type	OSET_NAME, @object
	.size	OSET_NAME, 56
OSET_NAME:
	.quad	.LC1039
	.quad	.LC1040
	.quad	.LC1041
	.quad	.LC1042
	.quad	.LC457
	.quad	.LC1043
	.quad	.LC1044
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
.LC1045:
	.string	"each --service (the default)"
.LC1046:
	.string	"exponential of mean --service"
	.section	.rodata.str1.8
	.align 8
.LC1047:
	.string	"--slow-fraction --slow-service"
	.align 8
.LC1048:
	.string	"--slow-fraction 0.1 --slow-service 1ms"
	.align 8
.LC1049:
	.string	"--slow-service for a --slow-fraction, else --service"
	.section	.rodata.str1.1
.LC1050:
	.string	"--service-cv 2"
	.section	.rodata.str1.8
	.align 8
.LC1051:
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
	.quad	.LC1045
	.quad	0
	.quad	.LC314
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
	.quad	.LC1046
	.quad	0
	.quad	.LC883
	.quad	draw_bimodal
	.long	0
	.long	0
	.quad	0
	.quad	bimodal_moments
	.quad	bimodal_largest
	.quad	.LC1047
	.quad	.LC1048
	.quad	6000292609090864433
	.quad	0
	.quad	.LC1049
	.quad	bimodal_detail
	.quad	.LC884
	.quad	draw_lognormal
	.long	0
	.long	0
	.quad	0
	.quad	lognormal_moments
	.quad	lognormal_largest
	.quad	.LC280
	.quad	.LC1050
	.quad	6000292609090864433
	.quad	6000292609090864434
	.quad	.LC1051
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
	.quad	.LC157
	.section	.rodata.str1.1
.LC1052:
	.string	"p90"
.LC1053:
	.string	"p99.99"
.LC1054:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC159
	.quad	.LC1052
	.quad	.LC162
	.quad	.LC163
	.quad	.LC1053
	.quad	.LC1054
	.set	XTICK.4,PCT_LABEL
	.section	.rodata.str1.1
.LC1055:
	.string	"p999"
.LC1056:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC159
	.quad	.LC1052
	.quad	.LC162
	.quad	.LC1055
	.quad	.LC1056
	.quad	.LC1054
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
	.quad	.LC303
	.quad	.LC304
	.quad	.LC306
	.quad	.LC307
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC298
	.quad	.LC299
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC319
	.quad	.LC320
	.quad	.LC321
	.section	.rodata.str1.1
.LC1057:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC123
	.quad	.LC312
	.quad	.LC1057
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
	.set	.LC58,.LC400+8
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
	.set	.LC66,.LC514+8
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
.LC215:
	.long	0
	.long	-1073741824
	.align 8
.LC216:
	.long	1413754136
	.long	1075388923
	.align 8
.LC217:
	.long	0
	.long	1125122048
	.align 8
.LC218:
	.long	0
	.long	1137704960
	.align 8
.LC219:
	.long	0
	.long	1075838976
	.align 8
.LC220:
	.long	858993459
	.long	1075917619
	.align 8
.LC361:
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
.LC362:
	.byte	120
	.byte	1
	.section	.rodata.cst8
	.align 8
.LC366:
	.long	0
	.long	1101206224
	.align 8
.LC367:
	.long	0
	.long	1102879800
	.section	.rodata.cst16
	.align 16
.LC400:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC401:
	.long	0
	.long	1093567616
	.align 8
.LC402:
	.long	-858993459
	.long	1072745676
	.align 8
.LC408:
	.long	0
	.long	1081524224
	.set	.LC436,.LC438+8
	.set	.LC437,.LC438
	.section	.rodata.cst16
	.align 16
.LC438:
	.long	0
	.long	-1073217536
	.long	0
	.long	1074266112
	.section	.rodata.cst8
	.align 8
.LC470:
	.long	-1717986918
	.long	1069128089
	.section	.rodata.cst16
	.align 16
.LC514:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.section	.rodata.cst8
	.align 8
.LC595:
	.long	1202590848
	.long	1065646817
	.align 8
.LC596:
	.long	2061584302
	.long	1072672276
	.align 8
.LC597:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC598:
	.long	-400107883
	.long	1041313291
	.align 8
.LC608:
	.long	-1145744107
	.long	1074949041
	.section	.rodata.cst16
	.align 16
.LC674:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC675:
	.quad	1
	.quad	200000
	.align 16
.LC696:
	.quad	1000
	.quad	1000
	.align 16
.LC712:
	.quad	1000
	.quad	5000
	.align 16
.LC717:
	.quad	6004495999144771920
	.quad	6004495999145100622
	.section	.rodata.cst8
	.align 8
.LC720:
	.long	0
	.long	1091070464
	.align 8
.LC802:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
