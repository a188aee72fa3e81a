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
	.type	ref_serve, @function
ref_serve:
.LFB115:
	.cfi_startproc
	movq	48(%rdi), %r9
	movq	64(%rdi), %r10
	movq	%rdx, %r11
	movq	56(%rdi), %r8
	testq	%r9, %r9
	je	.L48
	leaq	(%r10,%r9), %rdi
	jmp	.L41
	.p2align 4,,10
	.p2align 3
.L49:
	testq	%r8, %r8
	je	.L48
	movq	%rsi, %rax
	xorl	%edx, %edx
	subq	%rdi, %rax
	divq	%r8
	addq	$1, %rax
	imulq	%r8, %rax
	leaq	(%rax,%r10), %rcx
	cmpq	%rcx, %rsi
	jb	.L45
.L50:
	leaq	(%rcx,%r9), %rsi
.L41:
	cmpq	%rdi, %rsi
	jnb	.L49
	movq	%r10, %rcx
	cmpq	%rcx, %rsi
	jnb	.L50
.L45:
	leaq	(%r11,%rsi), %rax
	cmpq	%rax, %rcx
	jnb	.L39
	leaq	(%rax,%r9), %rdi
	testq	%r8, %r8
	je	.L47
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
.L48:
	leaq	(%r11,%rsi), %rax
	ret
.L47:
	movq	%rdi, %rax
.L39:
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
	je	.L57
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	.p2align 4,,10
	.p2align 3
.L56:
	movq	%rdx, %rcx
	leaq	(%rdi,%r10,8), %r9
	movl	$1, %eax
	subq	%r10, %rcx
	movq	(%r9), %r8
	cmpq	$1, %rcx
	jne	.L53
	jmp	.L54
	.p2align 4,,10
	.p2align 3
.L55:
	addq	$1, %rax
	cmpq	%rax, %rcx
	je	.L54
.L53:
	cmpq	%r8, (%r9,%rax,8)
	je	.L55
	movq	%rax, %rcx
.L54:
	movq	%r8, (%rdi,%r11,8)
	addq	%rcx, %r10
	addq	$1, %r11
	movq	%rcx, -8(%rsi,%r11,8)
	cmpq	%rdx, %r10
	jb	.L56
	movq	%r11, %rax
	ret
.L57:
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
	jmp	.L73
	.p2align 4,,10
	.p2align 3
.L79:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L78
.L73:
	movl	296(%rdi,%rdx,4), %eax
	testl	%eax, %eax
	jne	.L79
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
.L75:
	movl	%edx, 348(%rdi,%rdx,4)
	movl	320(%rdi), %r10d
	movl	%edx, %ebx
	testl	%r10d, %r10d
	jle	.L80
	leaq	324(%rdi), %rax
	movslq	%r10d, %r11
	movq	224(%rdi,%rdx,8), %r9
	leaq	(%rax,%r11,4), %r8
	jmp	.L66
	.p2align 4,,10
	.p2align 3
.L65:
	addq	$4, %rax
	cmpq	%r8, %rax
	je	.L81
.L66:
	movslq	(%rax), %rcx
	cmpq	%r9, 224(%rdi,%rcx,8)
	jne	.L65
	movl	272(%rdi,%rdx,4), %r14d
	cmpl	%r14d, 272(%rdi,%rcx,4)
	jne	.L65
	addq	$4, %rax
	movl	%ecx, 348(%rdi,%rdx,4)
	cmpq	%r8, %rax
	jne	.L66
	.p2align 4,,10
	.p2align 3
.L81:
	cmpl	%edx, 348(%rdi,%rdx,4)
	je	.L67
.L63:
	addq	$1, %rdx
	cmpq	$6, %rdx
	je	.L82
.L69:
	movl	296(%rdi,%rdx,4), %ecx
	testl	%ecx, %ecx
	je	.L75
	addq	$1, %rdx
	cmpq	$6, %rdx
	jne	.L69
.L82:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L80:
	.cfi_restore_state
	movslq	%r10d, %r11
.L67:
	addl	$1, %r10d
	movl	%r10d, 320(%rdi)
	movl	%ebx, 324(%rdi,%r11,4)
	jmp	.L63
	.p2align 4,,10
	.p2align 3
.L78:
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
	je	.L89
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
.L89:
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
	je	.L104
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
	jmp	.L98
	.p2align 4,,10
	.p2align 3
.L108:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L97:
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
	je	.L107
.L98:
	movq	(%r14,%rbx,8), %rax
	testq	%rax, %rax
	jns	.L108
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L97
	.p2align 4,,10
	.p2align 3
.L107:
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
.L104:
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
	jne	.L110
	cmpl	$0, 232(%rdi)
	je	.L116
.L110:
	ret
.L116:
	cmpq	$0, 256(%rdi)
	jne	.L110
	cmpl	$0, 280(%rdi)
	jne	.L110
	xorl	%eax, %eax
	cmpq	$0, 288(%rdi)
	setne	%al
	ret
	.cfi_endproc
.LFE210:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB226:
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
.LFE226:
	.size	cmp_vc, .-cmp_vc
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
.L119:
	movq	(%rbx), %rdi
	addq	$112, %rbx
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, -112(%rbx)
	movups	%xmm0, -152(%rbx)
	cmpq	%rbp, %rbx
	jne	.L119
	movl	(%r12), %eax
	testl	%eax, %eax
	jne	.L123
.L120:
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
.L123:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	free@PLT
	movq	(%r14), %rdi
	call	free@PLT
	jmp	.L120
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
.L128:
	movq	(%rbx), %rdi
	addq	$8, %rbx
	call	free@PLT
	movq	40(%rbx), %rdi
	call	free@PLT
	cmpq	%rbp, %rbx
	jne	.L128
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
	.type	stall_window_free, @function
stall_window_free:
.LFB243:
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
.LFE243:
	.size	stall_window_free, .-stall_window_free
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC2:
	.string	" (negative)"
.LC3:
	.string	""
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC4:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC5:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC6:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC7:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC8:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC9:
	.string	"a digit must follow the point"
.LC10:
	.string	"'%s' is not a time: %s"
.LC11:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC12:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC13:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC14:
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
	ja	.L135
	movq	%rdi, %rcx
	movsbq	%bl, %rbx
	movl	$10, %edi
	jmp	.L136
	.p2align 4,,10
	.p2align 3
.L145:
	movq	%rbx, %rax
	mulq	%rdi
	movq	%rax, %rbx
	jo	.L141
	movsbq	%sil, %rsi
	addq	%rsi, %rbx
	jc	.L141
.L136:
	movq	%rcx, %rax
	movzbl	1(%rcx), %ebp
	addq	$1, %rcx
	leal	-48(%rbp), %esi
	cmpb	$9, %sil
	jbe	.L145
	movl	$1, %r13d
	xorl	%r14d, %r14d
	cmpb	$46, %bpl
	je	.L173
.L146:
	movq	$0, 24(%rsp)
	leaq	units.9(%rip), %r12
.L151:
	movq	(%r12), %rsi
	movq	%rcx, %rdi
	movq	%rcx, (%rsp)
	call	strcmp@PLT
	movq	(%rsp), %rcx
	testl	%eax, %eax
	jne	.L150
	movq	8(%r12), %rax
	movq	%rax, 24(%rsp)
.L150:
	addq	$16, %r12
	leaq	64+units.9(%rip), %rax
	cmpq	%r12, %rax
	jne	.L151
	testb	%bpl, %bpl
	je	.L152
	cmpq	$0, 24(%rsp)
	je	.L174
	movq	24(%rsp), %rax
.L172:
	imulq	%rax, %r14
.L155:
	movq	%r14, %rax
	xorl	%edx, %edx
	divq	%r13
	movq	%rdx, %rsi
	movq	%rax, %r11
	testq	%rdx, %rdx
	jne	.L175
	movq	24(%rsp), %rax
	movq	%r11, %rcx
	mulq	%rbx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	sbbq	%rbx, %rsi
	jc	.L141
.L156:
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
.L141:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC7(%rip), %r8
	leaq	.LC8(%rip), %rdx
	call	snprintf@PLT
.L138:
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
.L152:
	.cfi_restore_state
	movl	44(%rsp), %eax
	testl	%eax, %eax
	jne	.L161
	movq	%r14, %rcx
	orq	%rbx, %rcx
	je	.L156
	movq	24(%rsp), %rax
	testq	%rax, %rax
	jne	.L172
	leaq	.LC5(%rip), %r8
.L153:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC10(%rip), %rdx
	call	snprintf@PLT
	jmp	.L138
	.p2align 4,,10
	.p2align 3
.L173:
	movzbl	1(%rcx), %ebp
	leaq	2(%rax), %rsi
	leal	-48(%rbp), %ecx
	cmpb	$9, %cl
	ja	.L176
	addq	$11, %rax
	.p2align 4,,10
	.p2align 3
.L148:
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
	ja	.L177
	cmpq	%rsi, %rax
	jne	.L148
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC11(%rip), %r8
	leaq	.LC12(%rip), %rdx
	call	snprintf@PLT
	jmp	.L138
.L161:
	movq	$1, 24(%rsp)
	jmp	.L155
.L177:
	movq	%rsi, %rcx
	jmp	.L146
.L135:
	cmpb	$45, %al
	leaq	.LC3(%rip), %r8
	movq	%rdi, %rcx
	movq	16(%rsp), %rsi
	leaq	.LC2(%rip), %rax
	movq	8(%rsp), %rdi
	leaq	.LC6(%rip), %rdx
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L138
.L174:
	leaq	.LC4(%rip), %r8
	jmp	.L153
.L175:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC13(%rip), %r8
	leaq	.LC14(%rip), %rdx
	call	snprintf@PLT
	jmp	.L138
.L176:
	leaq	.LC9(%rip), %r8
	jmp	.L153
	.cfi_endproc
.LFE23:
	.size	parse_time, .-parse_time
	.section	.rodata.str1.1
.LC15:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB248:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L183
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	leaq	.LC15(%rip), %r13
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
.L180:
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
	jb	.L180
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
.L183:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE248:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC16:
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
	jmp	.L187
	.p2align 4,,10
	.p2align 3
.L189:
	cmpq	%r9, %r10
	je	.L198
.L192:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L188
.L187:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L189
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L189
	cmpq	%rsi, %r8
	jne	.L190
	jmp	.L188
	.p2align 4,,10
	.p2align 3
.L191:
	cmpq	%rsi, %r8
	je	.L188
.L190:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L191
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L192
.L198:
	movq	%rsi, %rax
	ret
.L188:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC16(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE84:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB223:
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
	je	.L200
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L216
.L200:
	cmpq	16(%rbx), %rsi
	je	.L202
	movq	(%rbx), %rax
.L203:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L201:
	xorl	%eax, %eax
.L199:
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
.L202:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L208
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L207
	salq	$5, %rsi
.L204:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L207
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L203
	.p2align 4,,10
	.p2align 3
.L216:
	addq	%rbp, 8(%rax)
	jmp	.L201
	.p2align 4,,10
	.p2align 3
.L208:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L204
.L207:
	movl	$-1, %eax
	jmp	.L199
	.cfi_endproc
.LFE223:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_sorted, @function
table_from_sorted:
.LFB224:
	.cfi_startproc
	testq	%rsi, %rsi
	je	.L227
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
	jmp	.L220
	.p2align 4,,10
	.p2align 3
.L231:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L230
.L220:
	movq	(%r12,%rbx,8), %rsi
	movl	$1, %edx
	movq	%r13, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L231
	orl	$-1, %eax
.L217:
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
.L230:
	.cfi_restore_state
	xorl	%eax, %eax
	jmp	.L217
.L227:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE224:
	.size	table_from_sorted, .-table_from_sorted
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB225:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L241
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
	jmp	.L235
	.p2align 4,,10
	.p2align 3
.L237:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L244
.L235:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L237
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L237
	orl	$-1, %eax
	jmp	.L232
	.p2align 4,,10
	.p2align 3
.L244:
	xorl	%eax, %eax
.L232:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L241:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE225:
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
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	movq	208(%rsp), %rax
	movups	%xmm0, (%rax)
	movups	%xmm0, 16(%rax)
	movups	%xmm0, 32(%rax)
	movups	%xmm0, 48(%rax)
	movups	%xmm0, 64(%rax)
	testq	%rsi, %rsi
	je	.L248
	leaq	(%rdi,%rsi,8), %rax
	movq	%rcx, %rbp
	movl	%r8d, %ecx
	movq	%rdi, %r12
	movq	%rsi, %r13
	movq	%rdi, %r8
	movq	%rax, 96(%rsp)
	movq	%rdx, %r10
	movq	$0, 40(%rsp)
	xorl	%esi, %esi
	xorl	%edi, %edi
	xorl	%r14d, %r14d
	movq	$0, (%rsp)
	xorl	%r15d, %r15d
	movq	$0, 8(%rsp)
	movq	%r9, 136(%rsp)
	movl	%ecx, 128(%rsp)
	jmp	.L252
.L317:
	addq	$1, %r14
	movq	%r9, 48(%rsp)
	movq	48(%rsp), %rcx
	movq	$0, 56(%rsp)
	adcq	$0, %r15
	movq	56(%rsp), %rbx
	addq	%rcx, (%rsp)
	adcq	%rbx, 8(%rsp)
	xorl	%eax, %eax
	cmpq	%r9, %rbp
	movq	$0, 72(%rsp)
	setnb	%al
	movq	%rax, 64(%rsp)
	addq	64(%rsp), %rsi
	adcq	72(%rsp), %rdi
.L250:
	cmpq	%r10, %r9
	adcq	$0, 40(%rsp)
	addq	$8, %r8
	cmpq	%r8, 96(%rsp)
	je	.L316
.L252:
	movq	(%r8), %r9
	cmpq	%r10, %r9
	jb	.L317
	movq	$0, 24(%rsp)
	xorl	%edx, %edx
	movq	%r9, %rax
	divq	%r10
	movq	%rax, 16(%rsp)
	movq	%rdx, %rcx
	addq	16(%rsp), %r14
	movq	%rax, %r11
	adcq	24(%rsp), %r15
	mulq	%rdx
	addq	(%rsp), %rax
	movq	%rax, (%rsp)
	movq	%r9, %rax
	adcq	8(%rsp), %rdx
	addq	$1, %r11
	subq	%rcx, %rax
	movq	%rdx, 8(%rsp)
	mulq	%r11
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	addq	(%rsp), %rax
	adcq	8(%rsp), %rdx
	movq	%rax, (%rsp)
	movq	%rdx, 8(%rsp)
	cmpq	%r9, %rbp
	jnb	.L318
	leaq	(%r10,%rcx), %rax
	cmpq	%rax, %rbp
	jb	.L250
	movq	$0, 88(%rsp)
	movq	%rbp, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r10
	movq	%rax, 80(%rsp)
	addq	80(%rsp), %rsi
	adcq	88(%rsp), %rdi
	jmp	.L250
.L318:
	addq	16(%rsp), %rsi
	adcq	24(%rsp), %rdi
	jmp	.L250
.L248:
	xorl	%eax, %eax
.L247:
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
.L316:
	.cfi_restore_state
	movq	%r15, %rax
	movl	128(%rsp), %ecx
	movq	136(%rsp), %rbx
	subq	$0, %rax
	jne	.L284
	movq	208(%rsp), %rax
	movdqa	(%rsp), %xmm1
	movq	%r14, %r8
	xorl	%r15d, %r15d
	movq	208(%rsp), %rdx
	movq	$99999, 64(%rsp)
	movq	%r14, (%rax)
	movaps	%xmm1, 64(%rax)
	movq	%r14, %rax
	movq	40(%rsp), %r14
	movq	$0, 72(%rsp)
	subq	%rsi, %rax
	movq	%rax, 56(%rdx)
	testl	%ecx, %ecx
	je	.L319
.L255:
	movq	$0, (%rsp)
	movq	40(%rsp), %rbp
	movq	%r8, %r11
	movq	$0, 48(%rsp)
	jmp	.L281
.L256:
	movq	-8(%r12,%r11,8), %rdx
.L259:
	movq	48(%rsp), %rax
	movq	208(%rsp), %rdi
	movq	%rdx, 8(%rdi,%rax)
	addq	$8, %rax
	movq	%rax, 48(%rsp)
	cmpq	$48, %rax
	je	.L248
	movq	(%rdi), %r11
.L281:
	movq	48(%rsp), %rcx
	leaq	PCT_MILLI(%rip), %rdi
	movq	%r11, %rax
	movq	%r10, 80(%rsp)
	movq	%r11, 16(%rsp)
	mulq	(%rdi,%rcx)
	addq	64(%rsp), %rax
	adcq	72(%rsp), %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	movq	16(%rsp), %r11
	movq	80(%rsp), %r10
	testq	%rax, %rax
	cmove	%rdx, %rax
	cmpq	%r11, %rax
	cmovbe	%rax, %r11
	cmpq	%r11, 40(%rsp)
	jnb	.L256
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	movq	%r11, %r8
	movq	%r13, %r9
	subq	%r14, %r8
	subq	%rbp, %r9
	divq	%r10
	xorl	%edx, %edx
	movq	%rax, %rdi
	movq	%r8, %rax
	divq	%r9
	movq	%rax, %rcx
	movq	(%rsp), %rax
	cmpq	$1, %rdx
	sbbq	$-1, %rcx
	addq	$1, %rax
	cmpq	%rax, %rcx
	cmovb	%rax, %rcx
	cmpq	%rcx, %rdi
	jnb	.L320
	movq	%rbx, (%rsp)
.L258:
	xorl	%ebx, %ebx
	addq	%rdi, %r14
	movq	%rdi, %rcx
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%r13, %rbp
	jb	.L260
	jmp	.L321
	.p2align 4,,10
	.p2align 3
.L263:
	addq	%rcx, %r14
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%rbp, %r13
	je	.L322
.L260:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	cmpq	%rdi, %rax
	je	.L263
.L313:
	movq	%rax, %rsi
.L262:
	movq	%r11, %r8
	movq	%r13, %r9
	xorl	%edx, %edx
	subq	%r14, %r8
	subq	%rbp, %r9
	movq	%r8, %rax
	divq	%r9
	cmpq	$1, %rdx
	leaq	1(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	cmpq	%rax, %rsi
	jnb	.L308
	movq	%rsi, %rdi
	jmp	.L258
.L322:
	movq	(%r12,%r13,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rax, %rsi
	jmp	.L262
.L308:
	movq	%rbx, 120(%rsp)
	movq	(%rsp), %rbx
	movq	%rcx, 112(%rsp)
	movq	%rax, %rcx
.L257:
	leaq	-1(%rcx), %rax
	imulq	%r9, %rax
	subq	%rax, %r8
	movq	%r8, %r11
	cmpq	%r13, %rbp
	jnb	.L268
	movq	%rbp, %rax
	movq	%rbp, %rsi
	negq	%rax
	leaq	(%rbx,%rax,8), %r8
.L267:
	movq	(%r12,%rsi,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rdx, (%r8,%rsi,8)
	addq	$1, %rsi
	cmpq	%rsi, %r13
	jne	.L267
.L268:
	movq	%rcx, %rdx
	leaq	-1(%r9), %r8
	subq	$1, %r11
	xorl	%eax, %eax
	imulq	%r10, %rdx
	testq	%r8, %r8
	jle	.L314
	movq	%r11, 16(%rsp)
	movq	%r12, %r9
	movq	%r14, 96(%rsp)
	movq	%r15, 104(%rsp)
	movq	%rax, (%rsp)
	movq	%rdx, 80(%rsp)
	movq	%r13, %rdx
	movq	%rbp, 128(%rsp)
	movq	%rdi, %rbp
.L265:
	movq	(%rsp), %rax
	movq	%r8, %rcx
	subq	%rax, %rcx
	movq	(%rbx,%rax,8), %rdi
	sarq	%rcx
	addq	%rax, %rcx
	movq	(%rbx,%rcx,8), %rsi
	movq	(%rbx,%r8,8), %rcx
	cmpq	%rsi, %rdi
	jnb	.L270
	cmpq	%rcx, %rdi
	cmovb	%rcx, %rdi
	cmpq	%rcx, %rsi
	cmovnb	%rdi, %rsi
.L271:
	movq	(%rsp), %rdi
	movq	%r8, %rcx
.L272:
	cmpq	%rcx, %rdi
	jg	.L277
	leaq	0(,%rdi,8), %rax
	leaq	0(,%rcx,8), %r15
	leaq	(%rbx,%rax), %r13
	leaq	(%rbx,%r15), %r14
	movq	0(%r13), %r11
	movq	(%r14), %r12
	leaq	8(%rbx,%rax), %rax
	cmpq	%rsi, %r11
	jnb	.L323
	.p2align 4,,10
	.p2align 3
.L273:
	movq	%rax, %r13
	movq	(%rax), %r11
	addq	$8, %rax
	addq	$1, %rdi
	cmpq	%rsi, %r11
	jb	.L273
	cmpq	%r12, %rsi
	jnb	.L274
.L282:
	leaq	-8(%rbx,%r15), %rax
	.p2align 4,,10
	.p2align 3
.L275:
	movq	%rax, %r14
	movq	(%rax), %r12
	subq	$8, %rax
	subq	$1, %rcx
	cmpq	%r12, %rsi
	jb	.L275
.L274:
	cmpq	%rcx, %rdi
	jle	.L283
.L277:
	movq	16(%rsp), %rax
	cmpq	%rcx, %rax
	jle	.L288
	cmpq	%rdi, %rax
	jl	.L324
	movq	%rdi, (%rsp)
.L280:
	cmpq	%r8, (%rsp)
	jl	.L265
	movq	16(%rsp), %r11
.L315:
	movq	%rbp, %rdi
	movq	%rdx, %r13
	movq	96(%rsp), %r14
	movq	104(%rsp), %r15
	movq	128(%rsp), %rbp
	movq	80(%rsp), %rdx
	movq	%r9, %r12
.L314:
	movq	(%rbx,%r11,8), %rax
	movq	%rdi, (%rsp)
	addq	%rax, %rdx
	jmp	.L259
	.p2align 4,,10
	.p2align 3
.L323:
	cmpq	%r12, %rsi
	jb	.L282
.L283:
	movq	%r12, 0(%r13)
	addq	$1, %rdi
	subq	$1, %rcx
	movq	%r11, (%r14)
	jmp	.L272
.L288:
	movq	%rcx, %r8
	jmp	.L280
.L270:
	cmpq	%rcx, %rsi
	cmovb	%rcx, %rsi
	cmpq	%rcx, %rdi
	cmovb	%rdi, %rsi
	jmp	.L271
.L324:
	movq	%rax, %r11
	jmp	.L315
.L321:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	jmp	.L313
.L319:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L255
.L320:
	movq	(%rsp), %rdi
	jmp	.L257
.L284:
	movl	$-2, %eax
	jmp	.L247
	.cfi_endproc
.LFE93:
	.size	corrected_summarise, .-corrected_summarise
	.section	.rodata.str1.1
.LC17:
	.string	"M/G/1"
.LC18:
	.string	"M/M/1"
.LC19:
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
	je	.L326
	xorl	%eax, %eax
	ret
.L326:
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 24
	.cfi_offset 3, -24
	subq	$24, %rsp
	.cfi_def_cfa_offset 48
	cmpq	$0, 48(%rdi)
	jne	.L328
	movq	%rsi, %rbx
	leaq	8(%rsp), %rdx
	leaq	24(%rsi), %rsi
	call	service_moments
	movsd	24(%rbx), %xmm3
	movsd	.LC1(%rip), %xmm1
	movsd	8(%rsp), %xmm0
	movapd	%xmm3, %xmm2
	movapd	%xmm3, %xmm4
	mulsd	%xmm3, %xmm2
	addsd	%xmm1, %xmm0
	mulsd	%xmm2, %xmm0
	movsd	88(%rbp), %xmm2
	divsd	.LC20(%rip), %xmm2
	mulsd	%xmm2, %xmm4
	movsd	%xmm0, 32(%rbx)
	comisd	%xmm1, %xmm4
	movapd	%xmm4, %xmm5
	unpcklpd	%xmm2, %xmm5
	movups	%xmm5, 8(%rbx)
	jnb	.L328
	movl	8(%rbp), %edx
	leaq	.LC18(%rip), %rax
	cmpl	$1, %edx
	je	.L329
	testl	%edx, %edx
	leaq	.LC19(%rip), %rax
	leaq	.LC17(%rip), %rcx
	cmovne	%rcx, %rax
.L329:
	subsd	%xmm4, %xmm1
	movq	%rax, (%rbx)
	xorl	%eax, %eax
	subl	$1, %edx
	mulsd	%xmm2, %xmm0
	sete	%al
	movl	%eax, 48(%rbx)
	movl	$1, %eax
	addsd	%xmm1, %xmm1
	divsd	%xmm1, %xmm0
	addsd	%xmm3, %xmm0
	movsd	%xmm0, 40(%rbx)
	jmp	.L325
.L328:
	xorl	%eax, %eax
.L325:
	addq	$24, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE205:
	.size	theory_of, .-theory_of
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
	je	.L358
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
.L339:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L338
	addq	%rbp, 56(%rbx)
.L338:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L339
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L346
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L337
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L361
.L342:
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
.L345:
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
	jnb	.L343
	.p2align 4,,10
	.p2align 3
.L344:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L344
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L343:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L345
.L337:
	xorl	%eax, %eax
.L336:
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
.L361:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L342
.L358:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L346:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L336
	.cfi_endproc
.LFE113:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB227:
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
	je	.L370
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L363:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L366
	jmp	.L369
	.p2align 4,,10
	.p2align 3
.L395:
	testb	%sil, %sil
	je	.L369
.L366:
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
	jb	.L395
.L369:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L368
	testb	%sil, %sil
	jne	.L363
.L368:
	testl	%eax, %eax
	je	.L370
.L365:
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
.L370:
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
	jne	.L371
	jmp	.L365
	.p2align 4,,10
	.p2align 3
.L396:
	cmpq	%rbp, %r12
	jnb	.L365
.L371:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L396
	jmp	.L365
	.cfi_endproc
.LFE227:
	.size	table_from_dist, .-table_from_dist
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
.L401:
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
	je	.L398
	xorl	%edx, %edx
	divq	%rbx
	movq	%rax, 32(%r15)
	movq	%rdx, 40(%r15)
.L398:
	testq	%r13, %r13
	je	.L400
	movq	8(%rsp), %rdi
	call	malloc@PLT
	movq	%rax, 96(%r15)
	testq	%rax, %rax
	je	.L407
	movq	(%rsp), %rsi
	addq	%rsi, %rax
	movq	%rax, 104(%r15)
.L400:
	addq	$8, %r14
	addq	$112, %r15
	cmpq	%r14, %r12
	jne	.L401
	testq	%r13, %r13
	movq	40(%rsp), %rsi
	setne	%dl
	xorl	%eax, %eax
	cmpq	$0, 112(%rsp)
	sete	%al
	andl	%edx, %eax
	movl	%eax, (%rsi)
	testq	%r13, %r13
	je	.L402
	cmpq	$0, 112(%rsp)
	je	.L403
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
	jne	.L406
.L404:
	movq	24(%rsp), %rsi
	cmpq	$0, (%rsi)
	sete	%r12b
	testq	%rax, %rax
	sete	%al
	orl	%eax, %r12d
	movzbl	%r12b, %r12d
	negl	%r12d
	movl	%r12d, 20(%rsp)
	jmp	.L397
	.p2align 4,,10
	.p2align 3
.L402:
	movq	24(%rsp), %rax
	movq	$0, (%rax)
	movq	32(%rsp), %rax
	movq	$0, (%rax)
.L397:
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
.L403:
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
	je	.L404
.L406:
	movl	$-1, 20(%rsp)
	jmp	.L397
.L407:
	movl	$-1, 20(%rsp)
	jmp	.L400
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
	jne	.L422
	cmpq	$0, 520(%rbx)
	je	.L422
	cmpq	$1, 528(%rbx)
	sbbl	%eax, %eax
.L419:
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
.L422:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L419
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
	jne	.L427
	cmpq	$0, 384(%rbx)
	je	.L427
	cmpq	$1, 376(%rbx)
	sbbl	%eax, %eax
.L424:
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
.L427:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L424
	.cfi_endproc
.LFE140:
	.size	select_init, .-select_init
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
	je	.L430
	movq	64(%rsi), %rax
.L430:
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
	je	.L435
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L436:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L436
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L441:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L441
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L438
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L460
.L457:
	pxor	%xmm0, %xmm0
.L443:
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
.L435:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L438:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC23(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L457
.L460:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L458
	sqrtsd	%xmm0, %xmm0
.L447:
	divsd	%xmm2, %xmm0
	jmp	.L443
.L458:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L447
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
	js	.L462
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rax, %xmm6
.L463:
	movsd	256(%rdi), %xmm3
	movsd	.LC24(%rip), %xmm5
	movq	%rdi, %rax
	leaq	256(%rdi), %rcx
	movsd	.LC25(%rip), %xmm4
	pxor	%xmm1, %xmm1
	divsd	%xmm6, %xmm3
	movsd	%xmm3, 0(%rbp)
	jmp	.L467
	.p2align 4,,10
	.p2align 3
.L481:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L466:
	movsd	(%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm3, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm5, %xmm0
	mulsd	%xmm4, %xmm0
.L464:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	%rax, %rcx
	je	.L480
.L467:
	movq	272(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L464
	jns	.L481
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L466
	.p2align 4,,10
	.p2align 3
.L480:
	pxor	%xmm0, %xmm0
	ucomisd	%xmm1, %xmm0
	ja	.L478
	movapd	%xmm1, %xmm0
	sqrtsd	%xmm0, %xmm0
.L470:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 8(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L471
	movsd	264(%rdi), %xmm0
	mulsd	%xmm3, %xmm3
	divsd	%xmm6, %xmm0
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm6
	divsd	%xmm1, %xmm6
.L471:
	movsd	%xmm6, 16(%rbp)
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L462:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm6, %xmm6
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm6
	addsd	%xmm6, %xmm6
	jmp	.L463
.L478:
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
	jmp	.L470
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
	je	.L516
	movq	%rsi, %r13
	leaq	0(,%rbp,8), %r15
	movq	%rdx, %rbx
	xorl	%esi, %esi
	movq	%r14, %r12
	movq	%r10, %rdx
	leaq	(%r10,%r15), %rdi
	movq	$-1, %r9
.L486:
	movq	(%rdx), %rax
	cmpq	%rax, %r9
	cmova	%rax, %r9
	cmpq	%rax, %rsi
	cmovb	%rax, %rsi
	addq	$8, %rdx
	cmpq	%rdx, %rdi
	jne	.L486
	cmpq	$1, %rbp
	je	.L488
	movq	%rsi, %rax
	subq	%r9, %rax
	je	.L488
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
.L493:
	movl	$257, %ecx
	movq	%r10, %rdi
	xorl	%eax, %eax
	movq	%r11, %rsi
	rep stosq
	leaq	(%r15,%r11), %rdi
	movl	%r8d, %ecx
	.p2align 4,,10
	.p2align 3
.L489:
	movq	(%rsi), %rax
	addq	$8, %rsi
	subq	%r9, %rax
	shrq	%cl, %rax
	movzbl	%al, %eax
	addq	$1, 56(%rsp,%rax,8)
	cmpq	%rsi, %rdi
	jne	.L489
	movq	16(%rsp), %rax
	movq	24(%rsp), %rsi
	movl	%ecx, %r8d
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L490:
	addq	(%rax), %rcx
	addq	$8, %rax
	movq	%rcx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L490
	movq	%r15, 8(%rsp)
	movl	%r8d, %ecx
	xorl	%esi, %esi
	movq	%rdx, %r8
	.p2align 4,,10
	.p2align 3
.L491:
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
	jne	.L491
	movq	%r8, %rdx
	movl	%ecx, %r8d
	movq	8(%rsp), %r15
	addl	$8, %r8d
	cmpl	$64, %r8d
	je	.L492
	movq	%r14, %rdi
	movl	%r8d, %ecx
	movq	%r11, %rsi
	movq	%r12, %rax
	shrq	%cl, %rdi
	movq	%r13, %r11
	movq	%rbx, %r12
	testq	%rdi, %rdi
	je	.L492
	movq	%rax, %rbx
	movq	%rsi, %r13
	jmp	.L493
.L492:
	movq	40(%rsp), %r10
	movq	32(%rsp), %rcx
	movq	%rdx, %r14
	cmpq	%r13, %r10
	je	.L488
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
.L488:
	xorl	%eax, %eax
	xorl	%edx, %edx
	jmp	.L496
.L494:
	movq	(%r10,%rsi), %r8
	addq	$1, %rax
	addq	$1, %rdx
	movq	%r8, (%r10,%rdi)
	movq	(%r14,%rsi), %rsi
	movq	%rsi, (%r14,%rdi)
	cmpq	%rax, %rbp
	je	.L484
.L496:
	leaq	0(,%rax,8), %rsi
	xorl	%edi, %edi
	testq	%rdx, %rdx
	je	.L494
	leaq	0(,%rdx,8), %r8
	movq	%r8, %rdi
.L495:
	movq	(%r10,%rsi), %rbx
	leaq	-8(%r8), %r9
	cmpq	%rbx, -8(%r10,%r8)
	jne	.L494
	addq	$1, %rax
	movq	(%r14,%rsi), %rsi
	addq	%rsi, (%r14,%r9)
	cmpq	%rbp, %rax
	je	.L484
	movq	%r8, %rdi
	leaq	0(,%rax,8), %rsi
	jmp	.L495
.L516:
	xorl	%edx, %edx
.L484:
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
	je	.L520
	movq	%rdi, %rbx
	movl	76(%rdi), %edi
	testl	%edi, %edi
	jne	.L520
	movq	%rsi, %r12
	cmpq	%rsi, %rbp
	jnb	.L520
	movl	72(%rbx), %edi
	movq	%rdx, %r13
	testl	%edi, %edi
	je	.L535
.L521:
	leaq	(%rax,%rax), %rcx
.L523:
	testq	%rcx, %rcx
	je	.L520
	xorl	%eax, %eax
	jmp	.L529
	.p2align 4,,10
	.p2align 3
.L537:
	movq	96(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L536
.L526:
	addq	$1, %rax
	addq	%rdx, %rbp
	cmpq	%rax, %rcx
	je	.L520
.L529:
	leaq	0(,%rax,8), %r8
	testl	%edi, %edi
	jne	.L537
	movq	104(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jb	.L526
.L536:
	testl	%edi, %edi
	je	.L527
	addq	(%rbx), %rax
.L528:
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
.L520:
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
.L535:
	.cfi_restore_state
	movq	%rbx, %rdi
	movq	%r8, %rdx
	movq	%rcx, %rsi
	call	guess_sort
	movl	72(%rbx), %edi
	testl	%edi, %edi
	jne	.L538
	movq	56(%rbx), %rcx
	jmp	.L523
	.p2align 4,,10
	.p2align 3
.L527:
	movq	96(%rbx), %rax
	movq	(%rax,%r8), %rax
	jmp	.L528
.L538:
	movq	64(%rbx), %rax
	jmp	.L521
	.cfi_endproc
.LFE137:
	.size	guess_found, .-guess_found
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
	jne	.L541
	testl	%ebp, %ebp
	jne	.L546
.L539:
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
.L541:
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
.L546:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L539
	.cfi_endproc
.LFE14:
	.size	fault_rc, .-fault_rc
	.section	.rodata.str1.1
.LC26:
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
	je	.L550
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
.L550:
	.cfi_restore_state
	movq	%rbp, %rcx
	leaq	4+run_fault(%rip), %rdi
	leaq	.LC26(%rip), %rdx
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
	.type	parse_rate, @function
parse_rate:
.LFB253:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L560
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
	jne	.L554
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L554
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L554
	comisd	.LC27(%rip), %xmm0
	ja	.L554
	movsd	%xmm0, (%r12)
.L551:
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
.L554:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L551
	.p2align 4,,10
	.p2align 3
.L560:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE253:
	.size	parse_rate, .-parse_rate
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB24:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L568
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
	jne	.L564
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L564
	cmpq	%r14, %rax
	jb	.L564
	cmpq	%rax, %r12
	jb	.L564
	movq	%rax, 0(%r13)
.L561:
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
.L564:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L561
	.p2align 4,,10
	.p2align 3
.L568:
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
	je	.L570
	call	fclose@PLT
.L570:
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
.LC28:
	.string	"%.*s.%s.tmp.%ld"
.LC29:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB230:
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
	je	.L577
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L576:
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
	leaq	.LC28(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 56
	movq	%rbp, %rdi
	popq	%rdx
	.cfi_def_cfa_offset 48
	leaq	.LC29(%rip), %rsi
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
.L577:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L576
	.cfi_endproc
.LFE230:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.8
	.align 8
.LC30:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC31:
	.string	"r"
.LC32:
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
	jne	.L580
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L585
.L580:
	leaq	.LC31(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L586
	xorl	%eax, %eax
.L579:
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
.L585:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r12, %rcx
	leaq	.LC30(%rip), %rdx
	movq	%r14, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L581:
	orl	$-1, %eax
	jmp	.L579
.L586:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r12, %rcx
	movq	%r14, %rsi
	movq	%rax, %r9
	leaq	.LC32(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L581
	.cfi_endproc
.LFE58:
	.size	numbers_open, .-numbers_open
	.section	.rodata.str1.8
	.align 8
.LC33:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC34:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC35:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC36:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC37:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC38:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC39:
	.string	"%s %.40s: line %lu"
.LC40:
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
	js	.L607
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L592
	jmp	.L594
	.p2align 4,,10
	.p2align 3
.L595:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L594
.L592:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L595
	cmpb	$13, %sil
	je	.L595
	cmpq	$64, %rcx
	jg	.L608
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L609
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L610
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L601
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L611
.L601:
	movq	%rcx, 56(%r13)
	jmp	.L599
	.p2align 4,,10
	.p2align 3
.L608:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC35(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L593:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC39(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC40(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L590:
	movl	$-1, %eax
.L587:
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
.L607:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L612
	cmpq	$0, 48(%r13)
	jne	.L587
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC34(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L590
	.p2align 4,,10
	.p2align 3
.L609:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L613
.L599:
	movl	$1, %eax
	jmp	.L587
	.p2align 4,,10
	.p2align 3
.L594:
	movdqa	.LC41(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC42(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC43(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L593
	.p2align 4,,10
	.p2align 3
.L613:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC36(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L593
.L610:
	movq	8(%r13), %rcx
	leaq	.LC37(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L593
.L612:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC33(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L590
.L611:
	leaq	160(%rsp), %r12
	leaq	.LC38(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L593
	.cfi_endproc
.LFE60:
	.size	numbers_next, .-numbers_next
	.section	.rodata.str1.1
.LC44:
	.string	" stroke-dasharray=\"5 4\""
.LC45:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC46:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC51:
	.string	"%s%.1f,%.1f"
.LC52:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB238:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC46(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC44(%rip), %rcx
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
	leaq	.LC3(%rip), %rax
	cmove	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	testq	%rbp, %rbp
	je	.L616
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L618:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC45(%rip), %rax
	leaq	.LC3(%rip), %rdx
	movsd	.LC48(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC51(%rip), %rsi
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
	mulsd	.LC47(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC49(%rip), %xmm0
	addsd	.LC50(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L618
.L616:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC52(%rip), %rdi
	popq	%rbp
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
.LFE238:
	.size	svg_line, .-svg_line
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB234:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	divsd	.LC53(%rip), %xmm0
	movq	%xmm0, %rbx
	call	log10@PLT
	movsd	.LC60(%rip), %xmm2
	movsd	.LC54(%rip), %xmm3
	movapd	%xmm0, %xmm1
	andpd	%xmm2, %xmm0
	ucomisd	%xmm0, %xmm3
	jbe	.L627
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
.L627:
	movq	.LC56(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC57(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L626
	movsd	.LC58(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L635
	addsd	%xmm0, %xmm0
.L626:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L635:
	.cfi_restore_state
	movsd	.LC59(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L636
	mulsd	.LC53(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L636:
	.cfi_restore_state
	mulsd	.LC56(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE234:
	.size	nice_step, .-nice_step
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
.LFB228:
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
	je	.L639
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L640:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L640
	testq	%rcx, %rcx
	je	.L654
	testq	%rbx, %rbx
	je	.L654
	testq	%rcx, %rcx
	js	.L641
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L642:
	movsd	.LC61(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L652
	.p2align 4,,10
	.p2align 3
.L675:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L648
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC61(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L673
	movq	%r9, %rsi
	movq	%rax, %rbx
.L648:
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
	divsd	.LC62(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC63(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC61(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L674
.L652:
	testl	%eax, %eax
	je	.L643
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L643:
	testq	%r14, %r14
	js	.L645
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L646:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L675
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L652
.L674:
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
.L639:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L638:
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
.L645:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L646
	.p2align 4,,10
	.p2align 3
.L641:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L642
.L654:
	xorl	%esi, %esi
	jmp	.L639
.L673:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L638
	.cfi_endproc
.LFE228:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC64:
	.string	"1/(1-Percentile)"
.LC65:
	.string	"TotalCount"
.LC66:
	.string	"Percentile"
.LC67:
	.string	"Value"
.LC68:
	.string	"%12s %14s %10s %14s\n\n"
.LC70:
	.string	"%12.5f %2.12f %10lu %14.2f\n"
.LC71:
	.string	"%12.5f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC73:
	.string	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
	.align 8
.LC74:
	.string	"#[Max     = %12.5f, Total count    = %12lu]\n"
	.align 8
.LC75:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
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
	je	.L710
	leaq	.LC64(%rip), %r9
	leaq	.LC65(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC66(%rip), %rcx
	leaq	.LC67(%rip), %rdx
	leaq	.LC68(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L726
	movsd	.LC69(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC71(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L686
	.p2align 4,,10
	.p2align 3
.L727:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC1(%rip), %xmm2
	movsd	.LC1(%rip), %xmm5
	leaq	.LC70(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L687
.L686:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC61(%rip), %xmm1
	testq	%rax, %rax
	js	.L681
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L682:
	movsd	.LC61(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L727
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L686
.L687:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L728
.L679:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L692
	.p2align 4,,10
	.p2align 3
.L730:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L690
.L731:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L691:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L729
.L692:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L730
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
	jns	.L731
.L690:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L691
	.p2align 4,,10
	.p2align 3
.L681:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L682
	.p2align 4,,10
	.p2align 3
.L729:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L699
	.p2align 4,,10
	.p2align 3
.L733:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L697
.L734:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L698:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L732
.L699:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L733
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
	jns	.L734
.L697:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L698
	.p2align 4,,10
	.p2align 3
.L732:
	movsd	.LC72(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L700
	cvttsd2siq	%xmm4, %r14
.L694:
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
	jbe	.L711
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L703:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L702
	cmpl	$63, %ebp
	jle	.L703
.L702:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L724
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L707:
	movsd	8(%rsp), %xmm4
	leaq	.LC73(%rip), %rsi
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
	js	.L708
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L709:
	movq	%r14, %rdx
	leaq	.LC74(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC75(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L676:
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
.L700:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L694
	.p2align 4,,10
	.p2align 3
.L708:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L709
	.p2align 4,,10
	.p2align 3
.L711:
	movl	$1, %ebp
	jmp	.L702
	.p2align 4,,10
	.p2align 3
.L726:
	movsd	.LC69(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L679
	.p2align 4,,10
	.p2align 3
.L728:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L694
.L710:
	movl	$-1, %eax
	jmp	.L676
.L724:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L707
	.cfi_endproc
.LFE247:
	.size	hgrm_writer, .-hgrm_writer
	.section	.rodata.str1.1
.LC76:
	.string	"bench: cannot write %s: %s\n"
.LC77:
	.string	"bench: writing %s failed\n"
.LC78:
	.string	"RESULT export file=%s\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB246:
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
	leaq	.LC40(%rip), %rdx
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
	je	.L743
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L744
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L742
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L742
	movq	%rbp, %rsi
	leaq	.LC78(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L735:
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
.L744:
	.cfi_restore_state
	call	fclose@PLT
.L742:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC77(%rip), %rsi
	call	fprintf@PLT
.L737:
	movl	$-1, %ebx
	jmp	.L735
.L743:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC76(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L737
	.cfi_endproc
.LFE246:
	.size	export_file, .-export_file
	.section	.rodata.str1.1
.LC79:
	.string	"bench: "
.LC80:
	.string	"\\n"
.LC81:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB320:
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
	leaq	.LC79(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L751
	leaq	.LC81(%rip), %rbp
	leaq	.LC80(%rip), %r12
	jmp	.L746
	.p2align 4,,10
	.p2align 3
.L747:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L752
	cmpb	$127, %al
	je	.L752
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L748:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L751
.L746:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L747
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L746
.L751:
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
.L752:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L748
	.cfi_endproc
.LFE320:
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
	.section	.rodata.str1.8
	.align 8
.LC82:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC83:
	.string	"service times are drawn from a distribution"
	.align 8
.LC84:
	.string	"stall lengths are drawn from a distribution"
	.section	.rodata.str1.1
.LC85:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC86:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC87:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC88:
	.string	"the stall period is not a whole number of intervals"
	.align 8
.LC89:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC90:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC91:
	.string	"it covers skipping closed loops with one connection only"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB102:
	.cfi_startproc
	movl	72(%rdi), %edx
	leaq	.LC82(%rip), %rax
	testl	%edx, %edx
	jne	.L759
	cmpl	$0, 8(%rdi)
	leaq	.LC83(%rip), %rax
	jne	.L759
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L761
	cmpl	$0, 40(%rdi)
	leaq	.LC85(%rip), %rax
	jne	.L759
	cmpl	$0, 44(%rdi)
	leaq	.LC84(%rip), %rax
	jne	.L759
.L761:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC89(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L759
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L779
	subl	$1, %eax
	jne	.L763
	cmpq	$1, 160(%rdi)
	leaq	.LC91(%rip), %rax
	ja	.L759
.L763:
	testq	%rcx, %rcx
	je	.L773
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC90(%rip), %rax
	testq	%rdx, %rdx
	jne	.L759
	movq	56(%rdi), %rax
	testq	%rax, %rax
	je	.L773
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC88(%rip), %rax
	testq	%rdx, %rdx
	jne	.L759
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC86(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
.L773:
	xorl	%eax, %eax
.L759:
	ret
.L779:
	cmpq	$1, 160(%rdi)
	leaq	.LC87(%rip), %rax
	jbe	.L763
	ret
	.cfi_endproc
.LFE102:
	.size	closed_form_gap, .-closed_form_gap
	.p2align 4
	.type	lattice_plan, @function
lattice_plan:
.LFB109:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdx, %r11
	movq	%rsi, %rbx
	subq	$48, %rsp
	.cfi_def_cfa_offset 64
	movq	48(%rdi), %xmm0
	movq	80(%rdi), %xmm1
	movq	64(%rdi), %rax
	movhps	56(%rdi), %xmm0
	movhps	(%rdi), %xmm1
	movq	%rax, 32(%rsp)
	movaps	%xmm1, (%rsp)
	movaps	%xmm0, 16(%rsp)
	call	default_shape
	testl	%eax, %eax
	je	.L780
	movq	%rdi, %r10
	call	closed_form_gap
	movq	%rax, %rdx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L793
.L780:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L793:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%eax, %eax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L783
	jmp	.L794
	.p2align 4,,10
	.p2align 3
.L787:
	movq	%rdx, %rcx
.L783:
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L787
.L782:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L795
	movq	%rcx, %rax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L783
.L794:
	movq	%rax, %rcx
	jmp	.L782
.L795:
	movq	%rcx, (%rbx)
	xorl	%edx, %edx
	movq	(%r10), %rax
	addq	48(%r10), %rax
	divq	%rcx
	addq	$1, %rax
	cmpq	$1048576, %rax
	movq	%rax, (%r11)
	setbe	%al
	movzbl	%al, %eax
	jmp	.L780
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
	je	.L806
	movl	%ecx, %eax
	ret
.L806:
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 32
	leaq	8(%rsp), %rdx
	movq	%rsp, %rsi
	call	lattice_plan
	testl	%eax, %eax
	jne	.L798
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L796
	movl	152(%rbx), %edx
	leaq	by_kind.4(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L801
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L801
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L796:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L801:
	.cfi_restore_state
	movl	$1, %ecx
	jmp	.L796
.L798:
	movl	$2, %ecx
	jmp	.L796
	.cfi_endproc
.LFE197:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB338:
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
	je	.L814
.L808:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L807:
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
.L814:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L815
	movl	$512, %esi
	movl	$16, %ebp
.L809:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L816
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L808
	.p2align 4,,10
	.p2align 3
.L815:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L809
.L816:
	movl	$1, 24(%rbx)
	jmp	.L807
	.cfi_endproc
.LFE338:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC92:
	.string	"bench: %s\n"
	.section	.rodata.str1.8
	.align 8
.LC93:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC94:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB287:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L822
	cmpl	$-2, %edi
	je	.L823
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC94(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L817:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L822:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC92(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L817
.L823:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC93(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L817
	.cfi_endproc
.LFE287:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC95:
	.string	"%.1f"
.LC96:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB354:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L825
	testq	%rsi, %rsi
	js	.L826
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L828
.L836:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L829:
	divsd	%xmm1, %xmm0
	leaq	.LC96(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC95(%rip), %rdx
	comisd	.LC61(%rip), %xmm0
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
.L826:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L836
.L828:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L829
	.p2align 4,,10
	.p2align 3
.L825:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE354:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.section	.rodata.str1.1
.LC97:
	.string	"of them"
	.section	.rodata.str1.8
	.align 8
.LC98:
	.string	"%s is needed with --service-dist %s: e.g. %s"
	.align 8
.LC99:
	.string	"%s applies to --service-dist %s only: drop it or add --service-dist %s"
	.align 8
.LC100:
	.string	"%s go together with --service-dist %s: give all %s, or none"
	.text
	.p2align 4
	.type	service_refusal.constprop.0, @function
service_refusal.constprop.0:
.LFB357:
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
	je	.L838
	movzbl	(%rbx), %edx
	movl	$1, %esi
	xorl	%eax, %eax
	movq	%rsp, %rdi
	testb	%dl, %dl
	jne	.L839
	jmp	.L857
	.p2align 4,,10
	.p2align 3
.L843:
	addq	$1, %rbx
	movb	%dl, (%rsp,%rax)
	addq	$1, %rax
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	je	.L845
.L858:
	leaq	6(%rax), %rcx
	cmpq	$255, %rcx
	ja	.L845
.L839:
	cmpb	$32, %dl
	jne	.L843
	leaq	(%rdi,%rax), %rdx
	addq	$1, %rbx
	addq	$5, %rax
	addq	$1, %rsi
	movl	$32, %ecx
	movl	$1684955424, (%rdx)
	movw	%cx, 4(%rdx)
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	jne	.L858
	.p2align 4,,10
	.p2align 3
.L845:
	movb	$0, (%rsp,%rax)
	leaq	.LC97(%rip), %r9
	cmpq	$5, %rsi
	jbe	.L846
.L847:
	movq	0(%rbp), %r8
	movq	%rdi, %rcx
	leaq	.LC100(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
.L842:
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
.L857:
	.cfi_restore_state
	movb	$0, (%rsp)
.L846:
	leaq	HOW_MANY.5(%rip), %rax
	movq	-8(%rax,%rsi,8), %r9
	jmp	.L847
.L838:
	movq	0(%rbp), %r8
	testl	%r13d, %r13d
	je	.L841
	movq	56(%rbp), %r9
	movq	%rbx, %rcx
	leaq	.LC98(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L842
.L841:
	movq	%r8, %r9
	movq	%rbx, %rcx
	leaq	.LC99(%rip), %rdx
	movq	%r12, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L842
	.cfi_endproc
.LFE357:
	.size	service_refusal.constprop.0, .-service_refusal.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB358:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L865
	xorl	%edx, %edx
	jmp	.L864
	.p2align 4,,10
	.p2align 3
.L861:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L867
.L863:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L868
.L864:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L861
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L863
	.p2align 4,,10
	.p2align 3
.L867:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L860:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L868:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L865:
	movq	%rsi, %rdx
	jmp	.L860
	.cfi_endproc
.LFE358:
	.size	alternatives.constprop.0, .-alternatives.constprop.0
	.section	.rodata.str1.1
.LC101:
	.string	"|"
.LC102:
	.string	"fixed"
	.section	.rodata.str1.8
	.align 8
.LC103:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC104:
	.string	"%s%s%s"
.LC105:
	.string	"--service-dist"
.LC106:
	.string	"  %s\n"
.LC107:
	.string	"  %-24s %.*s\n"
.LC108:
	.string	"  %-24s   %-10s %s\n"
	.section	.rodata.str1.8
	.align 8
.LC109:
	.string	"Each of these applies only with another:"
	.section	.rodata.str1.1
.LC110:
	.string	"    %-22s with %s\n"
	.section	.rodata.str1.8
	.align 8
.LC111:
	.string	"On a recorded trace (--correct, --trace-values) only these apply:\n   "
	.section	.rodata.str1.1
.LC112:
	.string	" %s"
	.section	.rodata.str1.8
	.align 8
.LC113:
	.string	"\nThe lab (./lab --help) adds faults, users, the scoreboard and sweeps to these."
	.text
	.p2align 4
	.type	print_usage, @function
print_usage:
.LFB261:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC103(%rip), %rdi
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
	leaq	OPTIONS(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r12, %rbx
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
	call	puts@PLT
	movq	%r12, 40(%rsp)
	jmp	.L884
	.p2align 4,,10
	.p2align 3
.L883:
	addq	$48, %rbx
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L913
.L871:
	movq	24(%rbx), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %r14
.L884:
	movl	44(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L883
	movq	16(%rbx), %r9
	leaq	.LC45(%rip), %r8
	testq	%r9, %r9
	je	.L914
.L873:
	movq	(%rbx), %rbp
	leaq	48(%rsp), %r12
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC104(%rip), %rdx
	movq	%r12, %rdi
	movq	24(%rbx), %r15
	movq	%rbp, %rcx
	movq	%rbp, 8(%rsp)
	call	snprintf@PLT
	movq	%rbp, %rdi
	leaq	.LC105(%rip), %rsi
	call	strcmp@PLT
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L915
.L874:
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L916
	testq	%r14, %r14
	je	.L877
.L920:
	movq	%r12, %rsi
	movl	%r14d, %edx
	leaq	.LC107(%rip), %r12
	movq	%r15, %rcx
	subl	%r15d, %edx
	movq	%r12, %rdi
	leaq	.LC3(%rip), %rbp
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L878
	.p2align 4,,10
	.p2align 3
.L917:
	movq	%rax, %rdx
	movq	%r13, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	subq	%r14, %rdx
	xorl	%eax, %eax
	movq	%r15, %r14
	subl	$1, %edx
	call	printf@PLT
.L878:
	leaq	1(%r14), %r13
	movl	$10, %esi
	movq	%r13, %rdi
	call	strchr@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	jne	.L917
	movq	%r13, %rdi
	call	strlen@PLT
	movq	%r13, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L879:
	movq	8(%rsp), %rdi
	leaq	.LC105(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L883
	leaq	SERVICE_DISTS(%rip), %r12
	leaq	.LC3(%rip), %rbp
	leaq	384(%r12), %r14
	leaq	.LC108(%rip), %r13
.L882:
	movq	80(%r12), %rcx
	movq	(%r12), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$96, %r12
	call	printf@PLT
	cmpq	%r14, %r12
	jne	.L882
	addq	$48, %rbx
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L871
.L913:
	leaq	.LC109(%rip), %rdi
	movq	40(%rsp), %r12
	leaq	OPTIONS(%rip), %rbx
	call	puts@PLT
	leaq	.LC110(%rip), %rbp
	jmp	.L886
	.p2align 4,,10
	.p2align 3
.L885:
	addq	$48, %rbx
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L918
.L886:
	movq	32(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L885
	movl	44(%rbx), %edx
	testl	%edx, %edx
	jne	.L885
	leaq	48(%rsp), %rsi
	addq	$48, %rbx
	call	alternatives.constprop.0
	movq	-48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L886
.L918:
	leaq	.LC111(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC112(%rip), %rbx
	call	printf@PLT
	jmp	.L888
	.p2align 4,,10
	.p2align 3
.L887:
	addq	$48, %r12
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %r12
	je	.L919
.L888:
	testb	$2, 40(%r12)
	je	.L887
	cmpl	$2, 8(%r12)
	je	.L887
	movl	44(%r12), %eax
	testl	%eax, %eax
	jne	.L887
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$48, %r12
	call	printf@PLT
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %r12
	jne	.L888
.L919:
	addq	$184, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC113(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
	.p2align 4,,10
	.p2align 3
.L916:
	.cfi_restore_state
	movq	%r12, %rsi
	leaq	.LC106(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 48(%rsp)
	testq	%r14, %r14
	jne	.L920
.L877:
	movq	%r15, %rdi
	call	strlen@PLT
	movq	%r15, %rcx
	movq	%r12, %rsi
	leaq	.LC107(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L879
	.p2align 4,,10
	.p2align 3
.L915:
	movq	8(%rsp), %rdi
	call	strlen@PLT
	movl	$63, %r11d
	leaq	1(%r12,%rax), %rdx
	movb	$0, (%rdx)
	subq	%rax, %r11
	je	.L874
	leaq	SERVICE_DISTS(%rip), %r10
	movq	%r14, 16(%rsp)
	xorl	%r13d, %r13d
	movl	%ebp, %r14d
	movq	%rbx, 24(%rsp)
	movq	%rdx, %rbp
	movq	%r11, %rbx
	leaq	.LC102(%rip), %r8
	movq	%r12, 32(%rsp)
	leaq	.LC3(%rip), %rcx
	movq	%r10, %r12
.L875:
	movq	%rbx, %rsi
	leaq	0(%rbp,%r13), %rdi
	xorl	%eax, %eax
	addl	$1, %r14d
	subq	%r13, %rsi
	leaq	.LC40(%rip), %rdx
	addq	$96, %r12
	call	snprintf@PLT
	cltq
	addq	%rax, %r13
	cmpl	$3, %r14d
	jg	.L910
	cmpq	%rbx, %r13
	jnb	.L910
	movq	(%r12), %r8
	leaq	.LC101(%rip), %rcx
	jmp	.L875
	.p2align 4,,10
	.p2align 3
.L914:
	leaq	.LC3(%rip), %r9
	movq	%r9, %r8
	jmp	.L873
	.p2align 4,,10
	.p2align 3
.L910:
	movq	16(%rsp), %r14
	movq	24(%rsp), %rbx
	movq	32(%rsp), %r12
	jmp	.L874
	.cfi_endproc
.LFE261:
	.size	print_usage, .-print_usage
	.section	.rodata.str1.8
	.align 8
.LC115:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC116:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC117:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC118:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC119:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes.constprop.0, @function
svg_axes.constprop.0:
.LFB359:
	.cfi_startproc
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movq	%rdx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	movq	%rsi, %rbx
	subq	$40, %rsp
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
	jb	.L922
	movapd	%xmm3, %xmm0
	leaq	.LC115(%rip), %r12
	jmp	.L925
	.p2align 4,,10
	.p2align 3
.L929:
	movsd	16(%rbx), %xmm0
.L925:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%r12, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbp, %rdi
	movl	$4, %eax
	movsd	.LC48(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC47(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC114(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%rbx), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L929
.L922:
	pushq	$430
	.cfi_def_cfa_offset 88
	movq	%rbp, %rdi
	movl	$430, %r9d
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 96
	movl	$790, %r8d
	movl	$430, %ecx
	movl	$80, %edx
	pushq	$50
	.cfi_def_cfa_offset 104
	leaq	.LC116(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbp, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC117(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$40, %rsp
	.cfi_def_cfa_offset 40
	movq	%rbp, %rdi
	xorl	%eax, %eax
	popq	%rbx
	.cfi_def_cfa_offset 32
	movl	$240, %ecx
	popq	%rbp
	.cfi_def_cfa_offset 24
	movl	$240, %edx
	popq	%r12
	.cfi_def_cfa_offset 16
	leaq	.LC118(%rip), %r8
	leaq	.LC119(%rip), %rsi
	popq	%r13
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE359:
	.size	svg_axes.constprop.0, .-svg_axes.constprop.0
	.section	.rodata.str1.1
.LC120:
	.string	"n"
.LC121:
	.string	"set"
.LC122:
	.string	"%-*s %9s"
.LC123:
	.string	" %11s"
.LC124:
	.string	"slow %"
.LC125:
	.string	"slow"
.LC126:
	.string	" %8s %8s"
	.text
	.p2align 4
	.type	print_header_w.constprop.0, @function
print_header_w.constprop.0:
.LFB360:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	leaq	.LC120(%rip), %rcx
	movl	$10, %esi
	xorl	%eax, %eax
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	leaq	.LC121(%rip), %rdx
	leaq	.LC122(%rip), %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	leaq	PCT_LABEL(%rip), %rbx
	leaq	.LC123(%rip), %rbp
	leaq	48(%rbx), %r12
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L931:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L931
	popq	%rbx
	.cfi_def_cfa_offset 24
	leaq	.LC124(%rip), %rdx
	popq	%rbp
	.cfi_def_cfa_offset 16
	xorl	%eax, %eax
	leaq	.LC125(%rip), %rsi
	leaq	.LC126(%rip), %rdi
	popq	%r12
	.cfi_def_cfa_offset 8
	jmp	printf@PLT
	.cfi_endproc
.LFE360:
	.size	print_header_w.constprop.0, .-print_header_w.constprop.0
	.section	.rodata.str1.1
.LC127:
	.string	"%lu.%0*lu %s"
.LC128:
	.string	"%lu %s"
	.text
	.p2align 4
	.type	fmt_read.constprop.0, @function
fmt_read.constprop.0:
.LFB361:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L941
	cmpq	$999999, %rsi
	ja	.L942
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L935:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.3(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L937
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L939
	jmp	.L938
	.p2align 4,,10
	.p2align 3
.L952:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L938
.L939:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L952
.L937:
	imulq	$24, %rsi, %rdi
	leaq	.LC128(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L940:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L938:
	.cfi_restore_state
	imulq	$24, %rsi, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 24
	movq	%rdx, %r9
	movl	$32, %esi
	leaq	.LC127(%rip), %rdx
	xorl	%eax, %eax
	pushq	(%r11,%rdi)
	.cfi_def_cfa_offset 32
	movq	%rbx, %rdi
	call	snprintf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 24
	popq	%rcx
	.cfi_def_cfa_offset 16
	jmp	.L940
.L941:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L935
.L942:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L935
	.cfi_endproc
.LFE361:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC129:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC130:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC131:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC132:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC133:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC134:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC135:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC136:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC137:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.text
	.p2align 4
	.type	print_findings, @function
print_findings:
.LFB294:
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
	movl	%edx, %r13d
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	xorl	%ebx, %ebx
	subq	$184, %rsp
	.cfi_def_cfa_offset 240
.L957:
	movq	40(%rbp,%rbx,8), %rax
	addq	%rax, %rax
	cmpq	%rax, 120(%rbp,%rbx,8)
	jb	.L954
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %ebx
	je	.L967
	movslq	%ebx, %rbx
	leaq	80(%rsp), %rdi
	leaq	0(%rbp,%rbx,8), %r14
	movq	40(%r14), %rsi
	call	fmt_read.constprop.0
	movq	40(%r14), %rdx
	movq	120(%r14), %rsi
	leaq	48(%rsp), %rdi
	movq	%rax, (%rsp)
	call	fmt_ratio.constprop.0
	movq	120(%r14), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %r15
	call	fmt_read.constprop.0
	movq	(%rsp), %r8
	movq	%r15, %rcx
	leaq	.LC130(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	(%rax,%rbx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	136(%rbp), %r15
	movq	56(%rbp), %rbx
	movq	216(%rbp), %r14
.L958:
	cmpq	%rbx, %r15
	je	.L969
	movq	%rbx, %rdx
	leaq	48(%rsp), %rdi
	movq	%r15, %rsi
	call	fmt_ratio.constprop.0
	leaq	16(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, (%rsp)
	call	fmt_read.constprop.0
	movq	(%rsp), %rdx
	leaq	.LC133(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L959:
	cmpq	%r14, %rbx
	je	.L970
	leaq	144(%rsp), %rdi
	movq	%r14, %rsi
	call	fmt_read.constprop.0
	leaq	112(%rsp), %rdi
	movq	%rax, %rbx
	movq	344(%rbp), %rax
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	movq	%rbx, %rdx
	leaq	.LC135(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L963:
	testl	%r13d, %r13d
	jne	.L964
	leaq	.LC136(%rip), %rdi
	call	puts@PLT
.L953:
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
.L954:
	.cfi_restore_state
	addq	$1, %rbx
	cmpq	$6, %rbx
	jne	.L957
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC129(%rip), %rdi
	call	puts@PLT
	movq	136(%rbp), %r15
	movq	56(%rbp), %rbx
	movq	216(%rbp), %r14
	jmp	.L958
.L964:
	movq	32(%r12), %rdx
	movq	(%r12), %rax
	leaq	16(%rsp), %rdi
	movq	(%rax,%rdx,8), %rsi
	call	fmt_read.constprop.0
	movq	32(%r12), %rdx
	movq	40(%r12), %rsi
	leaq	.LC137(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rdx, %rsi
	call	printf@PLT
	jmp	.L953
.L967:
	movq	56(%rbp), %rbx
	movq	136(%rbp), %r15
	leaq	80(%rsp), %rdi
	movq	216(%rbp), %r14
	movq	%rbx, %rsi
	call	fmt_read.constprop.0
	movq	%rbx, %rdx
	leaq	48(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, 8(%rsp)
	call	fmt_ratio.constprop.0
	leaq	16(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, (%rsp)
	call	fmt_read.constprop.0
	movq	8(%rsp), %rcx
	movq	(%rsp), %rdx
	leaq	.LC131(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L959
.L970:
	movq	344(%rbp), %rax
	leaq	112(%rsp), %rdi
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	leaq	.LC134(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L963
.L969:
	leaq	.LC132(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L959
	.cfi_endproc
.LFE294:
	.size	print_findings, .-print_findings
	.section	.rodata.str1.1
.LC138:
	.string	"--arrivals"
	.text
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB362:
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
	je	.L978
.L974:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L978:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L974
	cmpl	$1, %eax
	je	.L979
	movq	104(%rsi), %rsi
	leaq	40(%r9), %rdi
	movq	%rdx, %r8
	xorl	%ecx, %ecx
	movl	$256, %r9d
	leaq	.LC138(%rip), %rdx
	jmp	numbers_open
	.p2align 4,,10
	.p2align 3
.L979:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r9)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r9)
	ret
	.cfi_endproc
.LFE362:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.section	.rodata.str1.1
.LC139:
	.string	"%lu.%lu"
.LC140:
	.string	"%lu.%02lu"
.LC141:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB364:
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
	jnb	.L985
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L986
	leaq	.LC141(%rip), %rdx
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
.L986:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC140(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L985:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC139(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE364:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC142:
	.string	"%-*s %9lu"
.LC143:
	.string	"%lu.%04lu"
.LC144:
	.string	" %8lu %8s"
	.text
	.p2align 4
	.type	print_row_w.constprop.0, @function
print_row_w.constprop.0:
.LFB365:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rdi, %rdx
	xorl	%eax, %eax
	leaq	.LC142(%rip), %rdi
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	leaq	.LC123(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
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
	movq	(%rsi), %rcx
	movl	$10, %esi
	movq	%rsp, %rbp
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L988:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	addq	$8, %rbx
	call	fmt_us.constprop.0
	movq	%r13, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L988
	movq	(%r12), %r8
	movq	56(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L989
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
.L989:
	movq	%rbp, %rdi
	leaq	.LC143(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	56(%r12), %rsi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC144(%rip), %rdi
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
.LFE365:
	.size	print_row_w.constprop.0, .-print_row_w.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC145:
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
	movsd	.LC61(%rip), %xmm0
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
	leaq	.LC145(%rip), %rdi
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
	.section	.rodata.str1.1
.LC146:
	.string	"mean "
.LC147:
	.string	"Poisson"
.LC148:
	.string	"periodic"
.LC149:
	.string	"s"
.LC150:
	.string	"given"
	.section	.rodata.str1.8
	.align 8
.LC151:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC152:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC153:
	.string	"server: service %s, mean %.1f us, scv %.3f"
	.section	.rodata.str1.1
.LC154:
	.string	"; "
	.section	.rodata.str1.8
	.align 8
.LC155:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC156:
	.string	"no stalls"
.LC157:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC158:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC159:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC160:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC161:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC162:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC163:
	.string	"\ncorrection: expected interval "
	.align 8
.LC164:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC165:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC166:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC167:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC168:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC169:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC170:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC171:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC172:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC173:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC174:
	.string	"; 1 warmup + %u reps\n"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB292:
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
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$120, %rsp
	.cfi_def_cfa_offset 176
	movq	(%rdi), %rbx
	movq	8(%rdi), %rsi
	movq	24(%rdi), %r15
	leaq	.LC151(%rip), %rdi
	call	printf@PLT
	movl	8(%rbx), %r12d
	testl	%r12d, %r12d
	jne	.L997
	movq	(%rbx), %rsi
	leaq	16(%rsp), %rdi
	leaq	80(%rsp), %r14
	leaq	48(%rsp), %r13
	call	fmt_us.constprop.0
	leaq	.LC152(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L998:
	cmpq	$0, 48(%rbx)
	jne	.L1036
	leaq	.LC156(%rip), %rdi
	call	puts@PLT
.L1005:
	movl	72(%rbx), %ecx
	movq	136(%rbx), %r12
	testl	%ecx, %ecx
	je	.L1037
	xorl	%esi, %esi
	cmpq	$1, %r12
	jbe	.L1009
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	subq	$1, %r12
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r12
	movq	%rax, %rsi
.L1009:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC160(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1008:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC3(%rip), %rax
	leaq	.LC149(%rip), %rcx
	leaq	.LC161(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1038
.L1011:
	leaq	.LC163(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L1039
	movq	184(%rbx), %r12
	movq	168(%rbx), %rsi
	leaq	.LC150(%rip), %rax
	movq	%r13, %rdi
	testq	%r12, %r12
	cmove	%rax, %r12
	call	fmt_us.constprop.0
	leaq	.LC165(%rip), %rdi
	movq	%rax, %rsi
	movq	%r12, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1013:
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC166(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L1040
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, (%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L1016
.L1017:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L1041
	leaq	.LC169(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC170(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1019:
	movl	24(%r15), %eax
	cmpl	$2, %eax
	je	.L1042
	cmpl	$1, %eax
	je	.L1043
	leaq	.LC173(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1021:
	movl	216(%rbx), %esi
	addq	$120, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC174(%rip), %rdi
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
.L1040:
	.cfi_restore_state
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L1017
.L1016:
	leaq	.LC167(%rip), %rdi
	call	puts@PLT
	jmp	.L1017
.L997:
	imulq	$96, %r12, %r12
	leaq	80(%rsp), %r14
	movq	%rbx, %rdi
	leaq	48(%rsp), %r13
	movq	%r14, %rdx
	movq	%r13, %rsi
	call	service_moments
	leaq	SERVICE_DISTS(%rip), %rax
	movsd	80(%rsp), %xmm1
	leaq	.LC153(%rip), %rdi
	addq	%rax, %r12
	movl	$2, %eax
	movsd	48(%rsp), %xmm0
	divsd	.LC69(%rip), %xmm0
	movq	(%r12), %rsi
	call	printf@PLT
	movq	88(%r12), %rax
	testq	%rax, %rax
	je	.L999
	movq	%rbx, %rdi
	call	*%rax
.L999:
	leaq	.LC154(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L998
.L1036:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1044
	cmpq	$0, 56(%rbx)
	jne	.L1006
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC157(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1005
.L1039:
	leaq	.LC164(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1013
.L1038:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC162(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1011
.L1037:
	movq	80(%rbx), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC159(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1008
.L1006:
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r13, %rdi
	movq	%rax, (%rsp)
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	(%rsp), %rcx
	movq	%r12, %rdx
	leaq	.LC158(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1005
.L1043:
	leaq	.LC172(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1021
.L1042:
	movq	40(%r15), %rdx
	movq	32(%r15), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC171(%rip), %rdi
	call	printf@PLT
	jmp	.L1021
.L1041:
	movl	$29, %esi
	leaq	.LC168(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1019
.L1044:
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r13, %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	leaq	.LC146(%rip), %rdx
	leaq	.LC3(%rip), %rcx
	cmpl	$1, 40(%rbx)
	movq	%rdx, %r8
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, 8(%rsp)
	cmovne	%rcx, %r8
	movq	%r8, (%rsp)
	call	fmt_us.constprop.0
	cmpl	$1, 44(%rbx)
	leaq	.LC3(%rip), %rcx
	leaq	.LC146(%rip), %rdx
	cmovne	%rcx, %rdx
	cmpl	$1, 40(%rbx)
	pushq	%rdi
	.cfi_def_cfa_offset 184
	leaq	.LC147(%rip), %rcx
	pushq	%r12
	.cfi_def_cfa_offset 192
	leaq	.LC148(%rip), %rsi
	movq	24(%rsp), %r9
	leaq	.LC155(%rip), %rdi
	cmove	%rcx, %rsi
	movq	16(%rsp), %r8
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	popq	%r8
	.cfi_def_cfa_offset 184
	popq	%r9
	.cfi_def_cfa_offset 176
	jmp	.L1005
	.cfi_endproc
.LFE292:
	.size	print_plan, .-print_plan
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB367:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L1050
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L1049
	.p2align 4,,10
	.p2align 3
.L1047:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L1048
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1048
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L1048:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L1045
.L1049:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L1047
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L1049
.L1045:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L1050:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE367:
	.size	dist_count_le.isra.0, .-dist_count_le.isra.0
	.p2align 4
	.type	dist_summarise, @function
dist_summarise:
.LFB99:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pxor	%xmm0, %xmm0
	movl	%edx, %r11d
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
	movq	%rcx, %rbx
	subq	$120, %rsp
	.cfi_def_cfa_offset 176
	movups	%xmm0, (%rcx)
	movups	%xmm0, 16(%rcx)
	movups	%xmm0, 32(%rcx)
	movups	%xmm0, 48(%rcx)
	movups	%xmm0, 64(%rcx)
	movq	8(%rdi), %r12
	movq	%rsi, 96(%rsp)
	movq	%r12, 48(%rsp)
	testq	%r12, %r12
	je	.L1056
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L1072
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L1058
	.p2align 4,,10
	.p2align 3
.L1059:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L1072
.L1058:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L1059
	movq	48(%rsp), %r10
	movq	56(%rsp), %rax
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	movq	%r14, 16(%rsp)
	movl	%r11d, 40(%rsp)
	salq	$5, %r10
	movq	%rax, %rcx
	movq	%r15, 24(%rsp)
	addq	%rax, %r10
	movq	%rbp, %r15
	.p2align 4,,10
	.p2align 3
.L1060:
	movq	16(%rcx), %rdi
	xorl	%r9d, %r9d
	movq	8(%rcx), %r11
	movq	%rdi, %rax
	mulq	(%rcx)
	movq	%rdi, %r8
	movq	%rax, %rsi
	movq	%r8, %rax
	movq	%rdx, %rdi
	movq	%r9, %rdx
	addq	$-1, %rax
	adcq	$-1, %rdx
	movq	%rdx, %rbp
	mulq	%r8
	imulq	%r8, %rbp
	addq	%rbp, %rdx
	shrdq	$1, %rdx, %rax
	shrq	%rdx
	movq	%rdx, %rbp
	mulq	%r11
	imulq	%r11, %rbp
	addq	%rbp, %rdx
	subq	%rax, %rsi
	movq	24(%rcx), %rax
	sbbq	%rdx, %rdi
	movq	%rsi, (%rsp)
	movq	%rdi, 8(%rsp)
	imulq	%rax, %rdi
	mulq	(%rsp)
	addq	%rdi, %rdx
	addq	%rax, %r12
	adcq	%rdx, %r13
	addq	$32, %rcx
	cmpq	%r10, %rcx
	jne	.L1060
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L1061:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L1063
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L1063:
	leaq	8(%rbx), %rax
	movq	48(%rsp), %r12
	movq	%r14, 80(%rsp)
	movq	%rax, 16(%rsp)
	leaq	PCT_MILLI(%rip), %rax
	movq	%rax, (%rsp)
	movq	56(%rsp), %rax
	salq	$5, %r12
	movq	%r15, 88(%rsp)
	movq	%rbx, 104(%rsp)
	addq	%rax, %r12
	movq	%rax, %rbx
	.p2align 4,,10
	.p2align 3
.L1070:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L1064
	movq	(%rsp), %rax
	movq	80(%rsp), %rsi
	movq	88(%rsp), %rcx
	movq	(%rax), %rax
	imulq	%rax, %rcx
	mulq	%rsi
	addq	%rcx, %rdx
	addq	64(%rsp), %rax
	adcq	72(%rsp), %rdx
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%rax, %rdi
	movl	$100000, %edx
	call	__udivti3@PLT
	movl	$1, %edx
	testq	%rax, %rax
	cmovne	%rax, %rdx
	cmpq	%r14, %rdx
	movq	%rdx, %r11
	cmova	%r14, %r11
	cmpq	$0, 48(%rsp)
	je	.L1074
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L1066:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L1066
.L1065:
	xorl	%r15d, %r15d
	jmp	.L1068
	.p2align 4,,10
	.p2align 3
.L1069:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L1081
	movq	%r14, %r13
.L1068:
	cmpq	%r13, %r15
	jb	.L1069
.L1064:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L1070
	movq	8(%rbp), %rsi
	movq	96(%rsp), %rdx
	movq	56(%rsp), %rdi
	movq	104(%rsp), %rbx
	call	dist_count_le.isra.0
	movq	%rax, %rdx
	movq	40(%rsp), %rax
	subq	%rdx, %rax
	movq	%rax, 56(%rbx)
	addq	$120, %rsp
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
.L1081:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L1068
	.p2align 4,,10
	.p2align 3
.L1072:
	addq	$120, %rsp
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
.L1074:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L1065
.L1056:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L1061
	.cfi_endproc
.LFE99:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB368:
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
	jne	.L1084
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1084:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1086:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1085
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
.L1085:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1086
	testq	%r15, %r15
	je	.L1090
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1088:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1088
.L1087:
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
.L1090:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1087
	.cfi_endproc
.LFE368:
	.size	summarise.isra.0, .-summarise.isra.0
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
	ja	.L1111
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1098:
	testq	%r12, %r12
	js	.L1099
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1100:
	call	log@PLT
	movsd	8(%rsp), %xmm2
	movq	96(%rbx), %rbx
	movq	%rbp, %rdx
	movabsq	$6000292609090864433, %rsi
	movapd	%xmm0, %xmm1
	movapd	%xmm2, %xmm0
	movq	%rbx, %rdi
	mulsd	%xmm2, %xmm0
	mulsd	.LC23(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movsd	%xmm1, 24(%rsp)
	call	draw_u01
	xorpd	.LC175(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC176(%rip), %xmm0
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1112
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1103:
	movabsq	$6000292609090864434, %rsi
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	draw_u01
	mulsd	.LC177(%rip), %xmm0
	call	cos@PLT
	mulsd	16(%rsp), %xmm0
	mulsd	8(%rsp), %xmm0
	addsd	24(%rsp), %xmm0
	call	exp@PLT
	addsd	.LC23(%rip), %xmm0
	movl	$1, %eax
	movsd	.LC1(%rip), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1095
	comisd	.LC178(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1095
	movsd	.LC72(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1114
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1095:
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
.L1099:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1100
	.p2align 4,,10
	.p2align 3
.L1114:
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
.L1111:
	.cfi_restore_state
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1098
.L1112:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1103
	.cfi_endproc
.LFE47:
	.size	draw_lognormal, .-draw_lognormal
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
	js	.L1116
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1117:
	movabsq	$6000292609090864433, %rsi
	movq	96(%rdi), %rdi
	call	draw_u01
	xorpd	.LC175(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC23(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1115
	comisd	.LC179(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1115
	movsd	.LC72(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1124
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1115:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1116:
	.cfi_restore_state
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1117
	.p2align 4,,10
	.p2align 3
.L1124:
	cvttsd2siq	%xmm1, %rax
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE42:
	.size	draw_exp_service, .-draw_exp_service
	.p2align 4
	.type	aggregate, @function
aggregate:
.LFB222:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	%esi, %eax
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	0(,%rax,8), %r15
	movq	%rdx, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdi, %r12
	movq	%r15, %rdi
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rax, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rcx, %rbx
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	movq	%rax, 32(%rsp)
	call	malloc@PLT
	movq	%r15, %rdi
	movq	%rax, %r13
	call	malloc@PLT
	movq	32(%rsp), %rsi
	movq	%rax, 24(%rsp)
	salq	$4, %rsi
	movq	%rsi, %rdi
	movq	%rsi, (%rsp)
	call	malloc@PLT
	testq	%r13, %r13
	movq	(%rsp), %rsi
	setne	%cl
	cmpq	$0, 24(%rsp)
	movq	%rax, %rdx
	setne	%al
	andl	%eax, %ecx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	setne	%al
	andl	%ecx, %eax
	subl	$1, %eax
	movl	%eax, 108(%rsp)
	jne	.L1140
	movq	24(%rsp), %rdi
	movl	%ebp, %eax
	addq	%rdx, %rsi
	movq	%r13, 80(%rsp)
	shrl	%eax
	movq	%rsi, 96(%rsp)
	leaq	112(%rsp), %rsi
	leaq	(%rdi,%rax,8), %rcx
	salq	$4, %rax
	movq	%rsi, 8(%rsp)
	addq	%rdx, %rax
	movq	%rcx, 56(%rsp)
	movq	%rax, 88(%rsp)
	leaq	56(%r12), %rax
	movq	%rax, (%rsp)
	leaq	8(%r14), %rax
	leaq	(%r15,%r13), %r14
	movq	$0, 40(%rsp)
	movq	%rdx, 48(%rsp)
	movq	%rax, 16(%rsp)
	leaq	(%r15,%rdi), %rax
	movq	%rax, %r15
.L1139:
	movq	(%rsp), %rax
	movq	16(%rsp), %r13
	movq	%r15, 64(%rsp)
	movq	$0x000000000, (%rbx)
	leaq	-48(%rax), %r12
	movq	%r13, %r15
	movq	%rbx, %r13
	movq	%r12, %rbx
	movq	80(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L1127:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L1130
	jmp	.L1134
	.p2align 4,,10
	.p2align 3
.L1153:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1129:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L1134
.L1130:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1153
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1129
	.p2align 4,,10
	.p2align 3
.L1134:
	movq	%rcx, (%r15)
	movq	8(%rsp), %rdi
	movl	%ebp, %edx
	movq	%r12, %rsi
	addq	$8, %rbx
	addq	$8, %r15
	call	stats_of
	movq	(%rsp), %rax
	movsd	128(%rsp), %xmm0
	maxsd	0(%r13), %xmm0
	movsd	%xmm0, 0(%r13)
	cmpq	%rax, %rbx
	jne	.L1127
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L1135
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L1136:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1136
	movq	24(%rsp), %r12
	movq	32(%rsp), %rsi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	movq	%r12, %rdi
	call	qsort@PLT
	movq	56(%rsp), %rax
	movq	(%rsp), %rcx
	movq	(%rax), %rdx
	movq	16(%rsp), %rax
	movq	%rdx, -8(%rax)
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L1137:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1137
	movq	32(%rsp), %rsi
	movq	24(%rsp), %rdi
	movl	$8, %edx
	leaq	cmp_u64(%rip), %rcx
	call	qsort@PLT
	movq	56(%rsp), %rax
	movq	(%rax), %rdx
	movq	16(%rsp), %rax
	movq	%rdx, 48(%rax)
	movq	(%rsp), %rax
	movq	48(%rsp), %rdx
	leaq	8(%rax), %rcx
	movq	96(%rsp), %rax
	.p2align 4,,10
	.p2align 3
.L1138:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L1138
.L1141:
	movq	32(%rsp), %rsi
	movq	48(%rsp), %rdi
	leaq	cmp_u128(%rip), %rcx
	movl	$16, %edx
	addq	$8, %rbx
	call	qsort@PLT
	movq	88(%rsp), %rax
	addq	$10, 40(%rsp)
	addq	$80, (%rsp)
	movdqa	(%rax), %xmm2
	movq	16(%rsp), %rax
	movaps	%xmm2, 56(%rax)
	addq	$80, %rax
	movq	%rax, 16(%rsp)
	movq	40(%rsp), %rax
	movaps	%xmm2, 64(%rsp)
	cmpq	$30, %rax
	jne	.L1139
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L1140:
	movq	%r13, %rdi
	movq	%rdx, (%rsp)
	call	free@PLT
	movq	24(%rsp), %rdi
	call	free@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movl	108(%rsp), %eax
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
.L1135:
	.cfi_restore_state
	movq	24(%rsp), %rdi
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	xorl	%esi, %esi
	call	qsort@PLT
	movq	56(%rsp), %r13
	xorl	%esi, %esi
	movq	16(%rsp), %r12
	movq	24(%rsp), %rdi
	leaq	cmp_u64(%rip), %rcx
	movq	0(%r13), %rdx
	movq	%rdx, -8(%r12)
	movl	$8, %edx
	call	qsort@PLT
	movq	0(%r13), %rdx
	movq	%rdx, 48(%r12)
	jmp	.L1141
	.cfi_endproc
.LFE222:
	.size	aggregate, .-aggregate
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
	je	.L1155
	testq	%rcx, %rcx
	je	.L1154
	movq	%rsi, %rcx
	addq	%rsi, %r12
	leaq	SERVICE_DISTS(%rip), %r13
	negq	%rcx
	leaq	(%rdx,%rcx,8), %r14
	jmp	.L1157
	.p2align 4,,10
	.p2align 3
.L1174:
	movl	8(%rbp), %eax
.L1157:
	leaq	(%rax,%rax,2), %rax
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	salq	$5, %rax
	call	*8(%r13,%rax)
	movq	%rax, (%r14,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r12
	jne	.L1174
.L1154:
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
.L1155:
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
	js	.L1158
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1159:
	testq	%r12, %r12
	je	.L1154
	addq	$1, %rbx
	leaq	(%rdx,%r12,8), %r13
	movq	%rdx, %r14
	movabsq	$-7046029254386353131, %rax
	movabsq	$-4658895280553007687, %r12
	imulq	%rax, %rbx
	movabsq	$-7723592293110705685, %rbp
	addq	%rcx, %rbx
	jmp	.L1163
	.p2align 4,,10
	.p2align 3
.L1175:
	cvttsd2siq	%xmm1, %rax
	.p2align 4,,10
	.p2align 3
.L1160:
	movq	%rax, (%r14)
	addq	$8, %r14
	movabsq	$-7046029254386353131, %rax
	addq	%rax, %rbx
	cmpq	%r14, %r13
	je	.L1154
.L1163:
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
	xorpd	.LC175(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC23(%rip), %xmm1
	movsd	.LC1(%rip), %xmm3
	subsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm3
	ja	.L1160
	comisd	.LC179(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1160
	comisd	.LC72(%rip), %xmm1
	jb	.L1175
	subsd	.LC72(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1160
	.p2align 4,,10
	.p2align 3
.L1158:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1159
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
	js	.L1177
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1178:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1260
	sqrtsd	%xmm0, %xmm0
.L1181:
	mulsd	.LC180(%rip), %xmm0
	movsd	.LC72(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1182
	cvttsd2siq	%xmm0, %rax
.L1183:
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
	jmp	.L1185
	.p2align 4,,10
	.p2align 3
.L1270:
	leaq	8(%r10), %r9
	cmpq	%rbp, %r8
	jnb	.L1184
	movq	%r9, %r10
.L1185:
	movq	(%rsi,%r10), %r8
	movq	%rax, %rcx
	addq	$1, %rax
	movq	%rbx, %rdx
	addq	%rbx, %r8
	movq	%r8, %rbx
	cmpq	%rdi, %rax
	jb	.L1270
.L1184:
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
	jc	.L1188
	movq	8(%r14), %r11
	cmpq	%r11, %r10
	cmovbe	%r10, %r11
	movq	%r11, 48(%rsp)
.L1189:
	movq	8(%rsp), %r11
	movq	%rcx, %r12
	testq	%rcx, %rcx
	jne	.L1190
	jmp	.L1271
	.p2align 4,,10
	.p2align 3
.L1193:
	subq	-8(%rsi,%r12,8), %r11
	subq	$1, %r12
	je	.L1192
.L1190:
	cmpq	%r15, -8(%r9,%r12,8)
	jnb	.L1193
.L1192:
	cmpq	%rdi, %rcx
	jnb	.L1222
.L1196:
	movq	48(%rsp), %rdx
	movq	%rcx, %r13
	jmp	.L1194
	.p2align 4,,10
	.p2align 3
.L1199:
	addq	$1, %r13
	cmpq	%rdi, %r13
	jnb	.L1195
.L1194:
	cmpq	(%r9,%r13,8), %rdx
	jnb	.L1199
.L1195:
	testq	%rcx, %rcx
	je	.L1272
.L1198:
	cmpq	$0, 24(%rsp)
	je	.L1201
	movq	8(%rsp), %rdx
	cmpq	%rbp, %rdx
	movq	%rdx, %r10
	movq	%rbp, %rdx
	cmova	%rbp, %r10
	subq	%r10, %rdx
	movq	16(%rsp), %r10
	cmpq	%r10, %rdx
	jnb	.L1203
	movq	24(%rsp), %r10
	movq	%rcx, %rdx
	movq	%rdi, 56(%rsp)
	movq	%r12, 72(%rsp)
	movq	8(%rsp), %rdi
	movq	%r9, 64(%rsp)
	movq	16(%rsp), %r12
	subq	%r10, %rdx
	jmp	.L1204
	.p2align 4,,10
	.p2align 3
.L1273:
	cmpq	%rcx, %rdx
	je	.L1266
	cmpq	%rbp, %rdi
	movq	%rbp, %r10
	movq	%rbp, %r9
	cmovbe	%rdi, %r10
	subq	%r10, %r9
	cmpq	%r12, %r9
	jnb	.L1266
.L1204:
	subq	$1, %rcx
	subq	(%rsi,%rcx,8), %rdi
	testq	%rcx, %rcx
	jne	.L1273
.L1266:
	movq	64(%rsp), %r9
	movq	72(%rsp), %r12
	movq	%rdi, 8(%rsp)
	movq	56(%rsp), %rdi
.L1203:
	cmpq	%rdi, %rax
	jnb	.L1201
.L1216:
	cmpq	%r8, %rbp
	movq	%r8, %r10
	movq	16(%rsp), %rdx
	cmovbe	%rbp, %r10
	subq	%r10, %r8
	cmpq	%rdx, %r8
	jnb	.L1201
	movq	%r12, 64(%rsp)
	movq	24(%rsp), %r10
	movl	$2, %r8d
	movq	%rdx, %r12
	movq	%r9, 56(%rsp)
	jmp	.L1205
	.p2align 4,,10
	.p2align 3
.L1274:
	cmpq	%r8, %r10
	jb	.L1268
	addq	$1, %r8
	movq	%rbp, %r9
	cmpq	%rbp, %rbx
	movq	%rbx, %rdx
	cmovbe	%rbx, %r9
	subq	%r9, %rdx
	cmpq	%r12, %rdx
	jnb	.L1268
.L1205:
	addq	$1, %rax
	addq	-8(%rsi,%rax,8), %rbx
	cmpq	%rdi, %rax
	jb	.L1274
.L1268:
	movq	56(%rsp), %r9
	movq	64(%rsp), %r12
.L1201:
	cmpq	%r13, %r12
	jnb	.L1225
	leaq	(%rsi,%r12,8), %r8
	leaq	(%rsi,%r13,8), %r10
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L1206:
	addq	(%r8), %rsi
	addq	$8, %r8
	cmpq	%r8, %r10
	jne	.L1206
	leaq	(%rsi,%r11), %r10
.L1197:
	cmpq	%rbp, %r11
	jnb	.L1207
	cmpq	%rbp, %r10
	jb	.L1207
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
	jb	.L1207
	movq	%r10, %rsi
	subq	%rbp, %rsi
	cmpq	%rbp, %rbx
	cmovbe	%rbx, %rbp
	subq	%rbp, %rbx
	cmpq	%r8, %rbx
	cmova	%r8, %rbx
	shrq	$2, %rbx
	cmpq	%rbx, %rsi
	jnb	.L1275
.L1207:
	movq	8(%rsp), %rbx
	movq	%rbx, 48(%r14)
	leaq	0(,%rcx,8), %rbx
	leaq	(%r9,%rbx), %rsi
	testq	%rcx, %rcx
	je	.L1214
	movq	(%rsi), %rdx
	movq	%rdx, (%r14)
.L1214:
	cmpq	%rdi, %rax
	jb	.L1276
.L1215:
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
	je	.L1176
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
.L1176:
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
.L1182:
	.cfi_restore_state
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1183
	.p2align 4,,10
	.p2align 3
.L1276:
	movq	-8(%r9,%rax,8), %rdx
	movq	%rdx, 8(%r14)
	jmp	.L1215
	.p2align 4,,10
	.p2align 3
.L1177:
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1178
.L1275:
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
	jnb	.L1212
	movq	96(%r14), %rcx
	movq	32(%rsp), %rsi
	movq	40(%rsp), %rdi
	.p2align 4,,10
	.p2align 3
.L1211:
	movq	(%rsi,%r12,8), %rax
	movq	(%rdi,%r12,8), %rdx
	addq	$1, %r12
	subq	%r15, %rax
	movq	%rdx, (%rcx,%rax,8)
	cmpq	%r13, %r12
	jne	.L1211
.L1212:
	movq	48(%rsp), %rax
	movq	88(%r14), %rcx
	movq	%r11, 48(%r14)
	movq	%r15, (%r14)
	movq	%rax, 8(%r14)
	movl	$1, 72(%r14)
	testq	%rcx, %rcx
	je	.L1176
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
	jmp	.L1176
	.p2align 4,,10
	.p2align 3
.L1225:
	movq	%r11, %r10
	jmp	.L1197
.L1271:
	testq	%rdi, %rdi
	jne	.L1196
	movq	8(%rsp), %r10
	xorl	%r13d, %r13d
	movl	$1, %eax
	jmp	.L1197
	.p2align 4,,10
	.p2align 3
.L1222:
	movq	%rcx, %r13
	jmp	.L1198
.L1272:
	cmpq	%rdi, %rax
	jnb	.L1201
	cmpq	$0, 24(%rsp)
	jne	.L1216
	jmp	.L1201
.L1260:
	call	sqrt@PLT
	jmp	.L1181
.L1188:
	movq	$-1, 48(%rsp)
	jmp	.L1189
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
	jne	.L1286
	movq	56(%rdi), %rax
	cmpq	64(%rdi), %rax
	je	.L1284
	movq	96(%rdi), %rdx
.L1280:
	movq	%rbp, (%rdx,%rax,8)
	movq	56(%rdi), %rax
	movq	104(%rdi), %rdx
	leaq	1(%rax), %rcx
	movq	%rcx, 56(%rdi)
	movq	%r12, (%rdx,%rax,8)
.L1277:
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
.L1286:
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
.L1284:
	.cfi_restore_state
	movq	%rcx, %rsi
	movq	%r8, %rdx
	movq	%r9, %rcx
	movq	%rdi, 8(%rsp)
	call	guess_narrow
	movq	8(%rsp), %rdi
	movq	(%rdi), %rax
	cmpq	%rax, %rbp
	jb	.L1287
	cmpq	%rbp, 8(%rdi)
	jb	.L1277
	movl	72(%rdi), %ecx
	movq	96(%rdi), %rdx
	testl	%ecx, %ecx
	jne	.L1282
	movq	56(%rdi), %rax
	jmp	.L1280
	.p2align 4,,10
	.p2align 3
.L1282:
	subq	%rax, %rbp
	addq	%r12, (%rdx,%rbp,8)
	jmp	.L1277
	.p2align 4,,10
	.p2align 3
.L1287:
	addq	%r12, 48(%rdi)
	jmp	.L1277
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
	jne	.L1328
	movdqa	32(%rdi), %xmm0
	movq	16(%rdi), %r8
	movq	24(%rdi), %r9
	movq	48(%rdi), %r15
	movhlps	%xmm0, %xmm1
	movq	384(%rdi), %rdi
	movq	%xmm0, 24(%rsp)
	movq	%xmm1, %r11
	testq	%rcx, %rcx
	je	.L1309
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
.L1298:
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
	jnb	.L1299
	addq	%rdi, 24(%rsp)
.L1299:
	cmpq	%rsi, %r11
	cmova	%rsi, %r11
	cmpq	%rsi, %rbp
	cmovb	%rsi, %rbp
	cmpq	$16383, %rsi
	jbe	.L1300
	bsrq	%rsi, %rax
	movl	$50, %ecx
	xorq	$63, %rax
	subl	%eax, %ecx
	shrq	%cl, %rsi
	salq	$13, %rcx
	addq	%rcx, %rsi
.L1300:
	addq	%rdi, (%r12,%rsi,8)
	addq	$8, %r10
	addq	$8, %r13
	cmpq	%r10, 16(%rsp)
	jne	.L1298
	movq	24(%rsp), %xmm0
	movq	%rbp, %r15
	movq	%r11, %xmm3
	movq	40(%rsp), %rbp
	movq	48(%rsp), %r12
	movq	56(%rsp), %r14
	punpcklqdq	%xmm3, %xmm0
.L1297:
	movq	%r8, 16(%rbx)
	movdqa	(%rsp), %xmm2
	movq	1064(%rbx), %r8
	movq	%r9, 24(%rbx)
	movq	%r15, 48(%rbx)
	movaps	%xmm2, (%rbx)
	movaps	%xmm0, 32(%rbx)
	testq	%r8, %r8
	je	.L1288
	movq	%r14, (%rsp)
	leaq	392(%rbx), %r15
	xorl	%esi, %esi
.L1307:
	movq	(%r15), %r9
	movq	8(%r15), %rax
	movq	48(%r15), %rdi
	subq	%r9, %rax
	cmpq	$0, (%rsp)
	je	.L1302
	movq	32(%rsp), %r14
	movq	%r12, %rcx
	movl	%esi, 16(%rsp)
	movq	%rbp, %r12
	xorl	%r13d, %r13d
	movq	%rbx, %rbp
	movq	%r14, %rbx
	movq	%rcx, %r14
	jmp	.L1306
	.p2align 4,,10
	.p2align 3
.L1330:
	addq	%rdi, %rdx
	cmpq	%r9, %rsi
	cmovb	%rdx, %rdi
	addq	$1, %r13
	cmpq	%r13, (%rsp)
	je	.L1329
.L1306:
	movq	(%r12,%r13,8), %rsi
	movq	(%r14,%r13,8), %rdx
	movq	%rsi, %r11
	addq	%rdx, %rbx
	subq	%r9, %r11
	cmpq	%r11, %rax
	jb	.L1330
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
	jne	.L1306
.L1329:
	movl	16(%rsp), %esi
	movq	%rbp, %rbx
	movq	%r12, %rbp
	movq	%r14, %r12
.L1302:
	movq	%rdi, 48(%r15)
	addl	$1, %esi
	addq	$112, %r15
	testq	%r8, %r8
	je	.L1288
	cmpl	$5, %esi
	jne	.L1307
.L1288:
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
.L1328:
	.cfi_restore_state
	testq	%rcx, %rcx
	je	.L1288
	movslq	320(%rdi), %rdx
	leaq	324(%rdi), %r11
	xorl	%r9d, %r9d
	movq	%rdx, %rax
	leaq	(%r11,%rdx,4), %r8
.L1293:
	testl	%eax, %eax
	jle	.L1291
	.p2align 4,,10
	.p2align 3
.L1326:
	movq	(%r12,%r9,8), %r10
	movq	0(%rbp,%r9,8), %rdi
	movq	%r11, %rsi
	.p2align 4,,10
	.p2align 3
.L1296:
	movslq	(%rsi), %rax
	movq	%rdi, %rdx
	movl	272(%rbx,%rax,4), %ecx
	subq	224(%rbx,%rax,8), %rdx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1295
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%rbx), %rdx
	addq	%r10, (%rdx,%rax,8)
.L1295:
	addq	$4, %rsi
	cmpq	%rsi, %r8
	jne	.L1296
	addq	$1, %r9
	cmpq	%r14, %r9
	jne	.L1326
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
.L1291:
	.cfi_restore_state
	addq	$1, %r9
	cmpq	%r9, %r14
	jne	.L1293
	jmp	.L1288
.L1309:
	movq	32(%rsp), %rdi
	movq	%rax, 8(%rsp)
	movq	%rdi, (%rsp)
	jmp	.L1297
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
	jnb	.L1331
	movq	%rdi, %r12
	movq	%rsi, %r13
	movq	%r8, %rbp
	movq	%r9, %rbx
	.p2align 4,,10
	.p2align 3
.L1351:
	movl	72(%r12), %edx
.L1332:
	testl	%edx, %edx
	jne	.L1334
	movq	64(%r12), %rsi
	subq	%r15, %rax
	movq	56(%r12), %r8
	movq	%rsi, %r9
	shrq	%r9
	cmpq	%rax, %r9
	jnb	.L1335
	addq	%r8, %rax
	cmpq	%rax, %rsi
	jnb	.L1335
	cmpq	%r8, %r9
	jb	.L1354
.L1336:
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
	jnb	.L1337
	movq	%rax, %rsi
	subq	%r15, %rsi
	movq	%rax, %r15
	imulq	%rbp, %rsi
	addq	%rsi, 48(%r12)
.L1337:
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
	jnb	.L1331
	testl	%edx, %edx
	jne	.L1338
	movq	%rax, %r8
	movq	64(%r12), %rsi
	subq	56(%r12), %rsi
	subq	%r15, %r8
	cmpq	%r8, %rsi
	jnb	.L1332
	movl	$1, 76(%r12)
.L1331:
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
.L1334:
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
.L1352:
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
.L1338:
	cmpq	%rax, %r15
	jb	.L1351
.L1353:
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
.L1335:
	.cfi_restore_state
	cmpq	%rsi, %r8
	jb	.L1334
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
	jnb	.L1352
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
	jb	.L1351
	jmp	.L1353
	.p2align 4,,10
	.p2align 3
.L1354:
	movq	88(%rsp), %rcx
	movq	80(%rsp), %rdx
	movq	%rbx, %rsi
	movq	%r12, %rdi
	call	guess_narrow
	movl	72(%r12), %edx
	movq	32(%r12), %rcx
	jmp	.L1336
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
	je	.L1356
	xorl	%r15d, %r15d
	movq	%rcx, 104(%rsp)
	movq	1208(%rdi), %r8
	movq	%r15, %rax
	movq	%r10, %r15
	movq	%rax, %r10
	.p2align 4,,10
	.p2align 3
.L1373:
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
	jnb	.L1357
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
	je	.L1359
.L1358:
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
	jmp	.L1368
	.p2align 4,,10
	.p2align 3
.L1389:
	testl	%edx, %edx
	jne	.L1364
	movq	(%rbx), %rcx
	movq	8(%rbx), %rdx
	movq	%rbp, %rsi
	subq	%rcx, %rsi
	subq	%rcx, %rdx
	cmpq	%rsi, %rdx
	jnb	.L1388
	movq	48(%rbx), %rdx
	cmpq	%rcx, %rbp
	leaq	(%rdx,%r10), %rsi
	cmovb	%rsi, %rdx
	movq	%rdx, 48(%rbx)
	movq	1208(%r13), %r8
.L1364:
	addl	$1, %r14d
	addq	$112, %rbx
	cmpl	$6, %r14d
	je	.L1375
.L1390:
	testq	%r8, %r8
	je	.L1375
.L1368:
	movq	1216(%r13), %r9
	movl	76(%rbx), %edx
	cmpq	%r15, %rbp
	jb	.L1389
	testl	%edx, %edx
	jne	.L1364
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
	jb	.L1385
	addl	$1, %r14d
	movq	1208(%r13), %r8
	addq	$112, %rbx
	cmpl	$6, %r14d
	jne	.L1390
	.p2align 4,,10
	.p2align 3
.L1375:
	movq	%rbp, %r11
	movq	%r12, %rbp
	movq	%r10, %r12
	movq	48(%rsp), %r10
	cmpq	%r15, %r11
	jb	.L1359
.L1370:
	addq	%r12, 128(%rsp)
	movq	%rbp, %rax
	cmpq	$16383, %rbp
	jbe	.L1372
	bsrq	%rbp, %rax
	movl	$50, %ecx
	movq	%rbp, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1372:
	movq	136(%rsp), %rdi
	salq	$3, %rax
	addq	%r12, (%rdi,%rax)
	movq	144(%rsp), %rdi
	imulq	%rbp, %r12
	addq	%r12, (%rdi,%rax)
.L1371:
	addq	$1, %r10
	cmpq	%r10, 104(%rsp)
	jne	.L1373
	movq	152(%rsp), %xmm0
	movhps	128(%rsp), %xmm0
.L1356:
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
.L1357:
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
	jnb	.L1360
	leaq	(%r15,%r14), %rax
	cmpq	%rax, %rbx
	jb	.L1361
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r14, %rax
	divq	%r15
	mulq	%r12
	addq	%rax, 64(%rsp)
	adcq	%rdx, 72(%rsp)
.L1361:
	testq	%r8, %r8
	jne	.L1358
	jmp	.L1370
	.p2align 4,,10
	.p2align 3
.L1385:
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
	jmp	.L1364
	.p2align 4,,10
	.p2align 3
.L1388:
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
	jmp	.L1364
	.p2align 4,,10
	.p2align 3
.L1359:
	addq	%r12, 152(%rsp)
	jmp	.L1371
	.p2align 4,,10
	.p2align 3
.L1360:
	addq	%rsi, 64(%rsp)
	adcq	%rdi, 72(%rsp)
	jmp	.L1361
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
	je	.L1401
	movq	8(%rsp), %r11
	movq	(%rdi), %rbx
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	leaq	192(%rdi), %rsi
	leaq	216(%r10), %rbp
	movq	%r11, %rax
	leaq	240(%rdi), %rdi
	divq	%rbx
	jmp	.L1398
	.p2align 4,,10
	.p2align 3
.L1402:
	cmpq	%rbx, %r11
	jb	.L1394
	movl	192(%rsi), %ecx
	movq	%rax, %r9
	subq	96(%rdi), %r9
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1394
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
.L1394:
	addq	$4, %rsi
	addq	$65536, %r8
	addq	$8, %rdi
	cmpq	%rsi, %rbp
	je	.L1391
.L1398:
	movl	(%rsi), %r9d
	testl	%r9d, %r9d
	jne	.L1394
	movl	24(%rsi), %ecx
	testl	%ecx, %ecx
	je	.L1402
	movq	(%rdi), %rcx
	testq	%rcx, %rcx
	jne	.L1396
	movq	%r11, %rcx
	cmpq	%rbx, %r11
	jnb	.L1394
.L1397:
	subq	96(%rdi), %rcx
	movq	%rcx, %r9
	movl	192(%rsi), %ecx
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1394
	movq	504(%r10), %r9
	addq	%r8, %rcx
	movq	(%rsp), %r12
	addq	%r12, (%r9,%rcx,8)
	jmp	.L1394
	.p2align 4,,10
	.p2align 3
.L1401:
	movq	%rsp, %rdx
	leaq	8(%rsp), %rsi
	movl	$1, %ecx
	call	cqr_first_runs
.L1391:
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
.L1396:
	.cfi_restore_state
	cmpq	%rcx, %rax
	jb	.L1394
	cmpq	%rbx, %r11
	jb	.L1394
	movq	%rdx, %rcx
	jmp	.L1397
	.cfi_endproc
.LFE154:
	.size	cqr_add_n, .-cqr_add_n
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
	je	.L1403
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L1433
.L1408:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L1434
	movq	56(%rbp), %rdx
.L1420:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L1414
.L1421:
	movq	$-1, %rax
.L1417:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L1403:
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
.L1425:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L1414:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L1421
	addq	%rdx, %rax
	jmp	.L1417
	.p2align 4,,10
	.p2align 3
.L1433:
	testq	%rax, %rax
	js	.L1406
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1407:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999145100622, %rsi
	call	draw_u01
	xorpd	.LC175(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC23(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1408
	comisd	.LC179(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1408
	movsd	.LC72(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1435
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1408
	.p2align 4,,10
	.p2align 3
.L1434:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L1412
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L1413:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999144771920, %rsi
	call	draw_u01
	xorpd	.LC175(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC23(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1425
	comisd	.LC179(%rip), %xmm1
	jnb	.L1421
	movsd	.LC72(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1436
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L1420
	.p2align 4,,10
	.p2align 3
.L1406:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1407
	.p2align 4,,10
	.p2align 3
.L1412:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1413
	.p2align 4,,10
	.p2align 3
.L1436:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L1420
	.p2align 4,,10
	.p2align 3
.L1435:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1408
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
	je	.L1438
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L1439
.L1450:
	leaq	24(%rbx), %rbp
.L1440:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1442
	movq	$-1, (%rbx)
.L1443:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L1445:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L1446:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1437
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L1447
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L1458
.L1447:
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
.L1438:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L1453
	cmpq	$0, 40(%rsi)
	je	.L1437
	.p2align 4,,10
	.p2align 3
.L1453:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L1440
	.p2align 4,,10
	.p2align 3
.L1439:
	cmpq	$0, 40(%rsi)
	jne	.L1450
.L1437:
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
.L1442:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L1443
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L1445
	.p2align 4,,10
	.p2align 3
.L1458:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L1446
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
	je	.L1460
	movq	160(%rsi), %rbp
.L1460:
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
	jne	.L1482
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L1471
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L1471
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L1471
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L1471:
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
.L1482:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L1483
.L1468:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L1469
	.p2align 4,,10
	.p2align 3
.L1484:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L1471
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
.L1469:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1484
	jmp	.L1471
	.p2align 4,,10
	.p2align 3
.L1483:
	movq	64(%rsi), %rax
	jmp	.L1468
	.cfi_endproc
.LFE169:
	.size	ref_walker_totals, .-ref_walker_totals
	.p2align 4
	.type	ref_walker_run, @function
ref_walker_run:
.LFB167:
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
	subq	$120, %rsp
	.cfi_def_cfa_offset 176
	movq	%rsi, 56(%rsp)
	movq	168(%rdi), %rsi
	movq	160(%rsi), %rax
	movq	%rax, 32(%rsp)
	testq	%rdx, %rdx
	je	.L1504
	movq	$0, 8(%rsp)
	movq	%rsi, 40(%rsp)
	movq	%rdx, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L1503:
	movq	224(%r15), %rax
	movq	%rax, (%rsp)
	movl	176(%r15), %eax
	cmpl	$3, %eax
	je	.L1528
	movq	40(%rsp), %rcx
	movq	(%rsp), %rsi
	cmpq	136(%rcx), %rsi
	jnb	.L1486
	movq	200(%r15), %rdx
	cmpq	192(%r15), %rdx
	je	.L1486
	movq	184(%r15), %rsi
	leaq	1(%rdx), %rdi
	movq	232(%r15), %r8
	movq	%rdi, 200(%r15)
	movq	(%rsi,%rdx,8), %rcx
	movq	%rcx, 24(%rsp)
	cmpl	$2, %eax
	je	.L1529
	movq	(%rsp), %rcx
	movq	32(%rsp), %rdi
	cmpq	%rdi, %rcx
	jb	.L1507
	cmpl	$1, %eax
	je	.L1530
.L1507:
	movq	24(%rsp), %rax
	movq	%rax, 16(%rsp)
.L1491:
	movq	16(%rsp), %rax
	leaq	SERVICE_DISTS(%rip), %rcx
	movq	168(%r15), %rbx
	movq	(%rsp), %rsi
	cmpq	%r8, %rax
	movq	%rbx, %rdi
	cmovnb	%rax, %r8
	movl	8(%rbx), %eax
	leaq	(%rax,%rax,2), %rax
	movq	%r8, %r14
	salq	$5, %rax
	cmpq	$0, 40(%rbx)
	movq	8(%rcx,%rax), %rax
	je	.L1531
	call	*%rax
	leaq	72(%rsp), %rbp
	leaq	64(%rsp), %r13
	movq	%rax, %rbx
	leaq	80(%rsp), %r12
	jmp	.L1497
	.p2align 4,,10
	.p2align 3
.L1532:
	movq	72(%rsp), %rax
	addq	64(%rsp), %rax
	cmpq	%rax, %r14
	jb	.L1496
	movq	96(%rsp), %rax
	movdqa	80(%rsp), %xmm1
	movq	%rax, 264(%r15)
	movups	%xmm1, 248(%r15)
.L1497:
	movq	264(%r15), %rax
	movq	%rbp, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	movdqu	248(%r15), %xmm0
	movq	%rax, 96(%rsp)
	movaps	%xmm0, 80(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1532
.L1496:
	movdqu	248(%r15), %xmm2
	movq	264(%r15), %rax
	movq	%rax, 96(%rsp)
	movaps	%xmm2, 80(%rsp)
	.p2align 4,,10
	.p2align 3
.L1498:
	movq	%rbp, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1533
	movq	64(%rsp), %rax
	movq	72(%rsp), %rdx
	addq	%rax, %rdx
	cmpq	%rdx, %r14
	jnb	.L1498
	cmpq	%rax, %r14
	jnb	.L1508
	addq	%r14, %rbx
	cmpq	%rbx, %rax
	jnb	.L1495
	subq	%rax, %rbx
	movq	%rdx, %r14
	jmp	.L1498
	.p2align 4,,10
	.p2align 3
.L1508:
	movq	%rdx, %r14
	jmp	.L1498
	.p2align 4,,10
	.p2align 3
.L1533:
	addq	%r14, %rbx
.L1495:
	movq	(%rsp), %rax
	xorl	%edx, %edx
	movq	56(%rsp), %rcx
	movq	%rbx, 232(%r15)
	divq	32(%rsp)
	movq	216(%r15), %rax
	movq	%rbx, (%rax,%rdx,8)
	movl	176(%r15), %eax
	testl	%eax, %eax
	movq	24(%rsp), %rax
	cmovne	16(%rsp), %rax
	subq	%rax, %rbx
	movq	8(%rsp), %rax
	movq	%rbx, (%rcx,%rax,8)
	addq	$1, %rax
	movq	224(%r15), %rcx
	movq	%rax, 8(%rsp)
	leaq	1(%rcx), %r14
.L1493:
	movq	%r14, 224(%r15)
	movq	48(%rsp), %rcx
	cmpq	%rcx, 8(%rsp)
	jb	.L1503
.L1486:
	movq	8(%rsp), %rax
	addq	%rax, 240(%r15)
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
.L1528:
	.cfi_restore_state
	movq	32(%rsp), %rcx
	cmpq	%rcx, (%rsp)
	jnb	.L1488
	movq	40(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L1490
	movq	$0, 16(%rsp)
.L1527:
	movq	$0, 24(%rsp)
	movq	232(%r15), %r8
	jmp	.L1491
	.p2align 4,,10
	.p2align 3
.L1531:
	call	*%rax
	movq	%rbx, %rdi
	movq	%r14, %rsi
	movq	%rax, %rdx
	call	ref_serve
	movq	%rax, %rbx
	jmp	.L1495
	.p2align 4,,10
	.p2align 3
.L1529:
	movq	(%rsp), %r14
	movq	%rcx, 16(%rsp)
	addq	$1, %r14
	cmpq	%r8, %rcx
	jnb	.L1491
	jmp	.L1493
	.p2align 4,,10
	.p2align 3
.L1490:
	movq	40(%rsp), %rax
	movq	(%rsp), %rcx
	cmpq	136(%rax), %rcx
	jb	.L1527
	jmp	.L1486
	.p2align 4,,10
	.p2align 3
.L1488:
	movq	(%rsp), %rax
	xorl	%edx, %edx
	divq	32(%rsp)
	movq	216(%r15), %rax
	movq	(%rax,%rdx,8), %rcx
	movq	40(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rcx, 16(%rsp)
	testq	%rax, %rax
	je	.L1490
	cmpq	%rax, %rcx
	jb	.L1527
	jmp	.L1486
	.p2align 4,,10
	.p2align 3
.L1530:
	xorl	%edx, %edx
	movq	%rcx, %rax
	movq	24(%rsp), %rsi
	divq	%rdi
	movq	216(%r15), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %rsi
	cmovnb	%rsi, %rax
	movq	%rax, 16(%rsp)
	jmp	.L1491
.L1504:
	movq	$0, 8(%rsp)
	jmp	.L1486
	.cfi_endproc
.LFE167:
	.size	ref_walker_run, .-ref_walker_run
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
	ja	.L1545
	sqrtsd	%xmm1, %xmm1
.L1537:
	testq	%rbx, %rbx
	js	.L1538
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbx, %xmm0
.L1539:
	movsd	%xmm1, 8(%rsp)
	call	log@PLT
	movsd	8(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm1, %xmm2
	mulsd	.LC23(%rip), %xmm2
	mulsd	.LC181(%rip), %xmm1
	subsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	call	exp@PLT
	addsd	.LC1(%rip), %xmm0
	comisd	.LC178(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1534
	movsd	.LC72(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1547
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1534:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1547:
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
.L1538:
	.cfi_restore_state
	movq	%rbx, %rax
	andl	$1, %ebx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rbx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1539
.L1545:
	movapd	%xmm1, %xmm0
	call	sqrt@PLT
	movapd	%xmm0, %xmm1
	jmp	.L1537
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
	je	.L1548
	movq	%rcx, %r14
	leaq	(%rcx,%rdx,8), %r13
	movabsq	$-4658895280553007687, %r12
	movabsq	$-7723592293110705685, %rbp
	.p2align 4,,10
	.p2align 3
.L1550:
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
	xorpd	.LC175(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC20(%rip), %xmm0
	movsd	%xmm0, -8(%r14)
	cmpq	%r14, %r13
	jne	.L1550
.L1548:
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
	jnb	.L1558
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
	jmp	.L1569
	.p2align 4,,10
	.p2align 3
.L1578:
	movq	$-1, (%rdi)
.L1563:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1562:
	cmpq	%r15, %rbx
	jnb	.L1558
.L1569:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1560
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1560
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1577
.L1560:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1563
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1564
	addq	%rcx, %rdx
.L1565:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1578
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1563
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
	jmp	.L1563
	.p2align 4,,10
	.p2align 3
.L1564:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1565
	.p2align 4,,10
	.p2align 3
.L1558:
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
.L1577:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1561:
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
	jne	.L1561
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1562
	.cfi_endproc
.LFE75:
	.size	run_open, .-run_open
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
	jnb	.L1579
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
	jmp	.L1590
	.p2align 4,,10
	.p2align 3
.L1596:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L1582:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L1583
	movq	56(%r12), %rax
	addq	%r13, %rax
.L1583:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L1584:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1588
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L1585
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L1595
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1588:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L1579
.L1590:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L1596
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L1582
	.p2align 4,,10
	.p2align 3
.L1595:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L1584
	.p2align 4,,10
	.p2align 3
.L1585:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1579:
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
	.p2align 4
	.type	dist_correct, @function
dist_correct:
.LFB100:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L1612
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
.L1598:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1603
	.p2align 4,,10
	.p2align 3
.L1599:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1601
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1601:
	testq	%r8, %r8
	je	.L1602
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1602
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1602:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1599
.L1603:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1598
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
.L1612:
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
	.section	.rodata.str1.8
	.align 8
.LC182:
	.string	"a number above 0 and at most 100"
	.align 8
.LC183:
	.string	"--service-cv '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC184:
	.string	"a number above 0 and below 1"
	.section	.rodata.str1.8
	.align 8
.LC185:
	.string	"--slow-fraction '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC186:
	.string	"--service"
.LC187:
	.string	"--service %s"
.LC188:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC189:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC190:
	.string	"--interval"
.LC191:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC192:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC193:
	.string	"--stall"
.LC194:
	.string	"--stall %s"
.LC195:
	.string	"--period"
.LC196:
	.string	"--period %s"
.LC197:
	.string	"--first-stall"
.LC198:
	.string	"--first-stall %s"
.LC199:
	.string	"--slow-above"
.LC200:
	.string	"--slow-above %s"
.LC201:
	.string	"--timeout"
.LC202:
	.string	"--timeout %s"
	.section	.rodata.str1.8
	.align 8
.LC203:
	.string	"--timeout '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC204:
	.string	"--generator-pause"
.LC205:
	.string	"--generator-pause %s"
	.section	.rodata.str1.8
	.align 8
.LC206:
	.string	"--generator-pause '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC207:
	.string	"--think"
.LC208:
	.string	"--think %s"
.LC209:
	.string	"--reject-time"
.LC210:
	.string	"--generator-period"
.LC211:
	.string	"--generator-first"
.LC212:
	.string	"--queue-limit"
.LC213:
	.string	"%s %s"
	.section	.rodata.str1.8
	.align 8
.LC214:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.align 8
.LC215:
	.string	"--queue-limit '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC216:
	.string	"--population"
	.section	.rodata.str1.8
	.align 8
.LC217:
	.string	"a whole number of users from 1 to 1000"
	.align 8
.LC218:
	.string	"--population '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC219:
	.string	"--sessions"
	.section	.rodata.str1.8
	.align 8
.LC220:
	.string	"sessions a second, a number above 0 and at most 1e9"
	.align 8
.LC221:
	.string	"--sessions '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC222:
	.string	"--return-prob"
	.section	.rodata.str1.8
	.align 8
.LC223:
	.string	"a chance from 0 up to, not including, 1"
	.align 8
.LC224:
	.string	"--return-prob '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC225:
	.string	"--max-in-flight"
.LC226:
	.string	"a whole number from 1 to 1000"
	.section	.rodata.str1.8
	.align 8
.LC227:
	.string	"--max-in-flight '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC228:
	.string	"--duration"
.LC229:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC230:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC231:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC232:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.align 8
.LC233:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC234:
	.string	"--expected-interval"
.LC235:
	.string	"mean"
.LC236:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC237:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC238:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC239:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.align 8
.LC240:
	.string	"--slow-service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC241:
	.string	"--service-cv"
.LC242:
	.string	"--slow-fraction"
.LC243:
	.string	"--guess-entries"
	.section	.rodata.str1.8
	.align 8
.LC244:
	.string	"0 (no guessing) or a whole number from 2 to 1048576"
	.align 8
.LC245:
	.string	"--guess-entries '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC246:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC247:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC248:
	.string	"--reps '%s' is not valid: %s"
.LC249:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC250:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC251:
	.string	"--rate '%s' is not valid: %s"
.LC252:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC253:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC254:
	.string	"--seed '%s' is not valid: %s"
.LC255:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC256:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC257:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC258:
	.string	"--rank"
.LC259:
	.string	"round"
.LC260:
	.string	"ceil"
.LC261:
	.string	"use round or ceil"
.LC262:
	.string	"--rank '%s' is not valid: %s"
.LC263:
	.string	"--exact-by"
.LC264:
	.string	"auto"
.LC265:
	.string	"sorted"
.LC266:
	.string	"sort"
.LC267:
	.string	"lattice"
.LC268:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC269:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC270:
	.string	"--exact-by '%s' is not valid: %s"
	.align 8
.LC271:
	.string	"%s '%s' is not valid: use one of the names --help lists"
	.section	.rodata.str1.1
.LC272:
	.string	"--stalls"
.LC273:
	.string	"poisson"
.LC274:
	.string	"--stall-dist"
.LC275:
	.string	"exp"
.LC276:
	.string	"--schedule"
	.section	.rodata.str1.8
	.align 8
.LC277:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC278:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC279:
	.string	"--closed"
.LC280:
	.string	"catch-up"
.LC281:
	.string	"skip"
.LC282:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC283:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC284:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC285:
	.string	"--schedule-from"
.LC286:
	.string	"base"
.LC287:
	.string	"last-send"
.LC288:
	.string	"use base or last-send"
	.section	.rodata.str1.8
	.align 8
.LC289:
	.string	"--schedule-from '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC290:
	.string	"--think-dist"
.LC291:
	.string	"use fixed or exp"
	.section	.rodata.str1.8
	.align 8
.LC292:
	.string	"--think-dist '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC293:
	.string	"--when-full"
.LC294:
	.string	"block"
.LC295:
	.string	"drop"
.LC296:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC297:
	.string	"--when-full '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC298:
	.string	"--correct"
.LC299:
	.string	"--trace-values"
.LC300:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC301:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC302:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC303:
	.string	"--hlog-interval"
.LC304:
	.string	"--hlog-interval %s"
	.section	.rodata.str1.8
	.align 8
.LC305:
	.string	"a whole number of milliseconds from 1ms to 1h (a log's times have 3 decimals)"
	.align 8
.LC306:
	.string	"--hlog-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC307:
	.string	"--sweep"
.LC308:
	.string	"load"
.LC309:
	.string	"stall"
.LC310:
	.string	"use load or stall"
.LC311:
	.string	"--sweep '%s' is not valid: %s"
.LC312:
	.string	"see bench --help"
.LC313:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_option, @function
apply_option:
.LFB264:
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
	leaq	.LC186(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1448, %rsp
	.cfi_def_cfa_offset 1504
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1811
	leaq	.LC190(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1812
	leaq	.LC193(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1813
	leaq	.LC195(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1814
	leaq	.LC197(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1815
	leaq	.LC199(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1816
	leaq	.LC201(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1817
	leaq	.LC204(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1818
	leaq	.LC207(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1819
	leaq	.LC209(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1641
	leaq	488(%r14), %rax
	leaq	248(%r14), %r15
	movq	%rax, 8(%rsp)
.L1642:
	leaq	32(%rsp), %r14
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1820
	movq	24(%rsp), %rax
	movq	%rax, (%r15)
	movq	8(%rsp), %rax
	movl	$1, (%rax)
	.p2align 4,,10
	.p2align 3
.L1683:
	xorl	%ecx, %ecx
.L1615:
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
.L1812:
	.cfi_restore_state
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1821
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1822
	movq	%rax, 80(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1811:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1823
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1824
	movq	%rax, (%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1824:
	leaq	.LC188(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC189(%rip), %rdx
	call	snprintf@PLT
	.p2align 4,,10
	.p2align 3
.L1727:
	movl	$-1, %ecx
	jmp	.L1615
	.p2align 4,,10
	.p2align 3
.L1815:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1825
	movq	24(%rsp), %rax
	movq	%rax, 64(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1813:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1826
	movq	24(%rsp), %rax
	movq	%rax, 48(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1814:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1827
	movq	24(%rsp), %rax
	movq	%rax, 56(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1823:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC187(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
	.p2align 4,,10
	.p2align 3
.L1822:
	leaq	.LC188(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC192(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1727
	.p2align 4,,10
	.p2align 3
.L1821:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC191(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
	.p2align 4,,10
	.p2align 3
.L1825:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC198(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
	.p2align 4,,10
	.p2align 3
.L1818:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1828
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1829
	movq	%rax, 256(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1826:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC194(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
	.p2align 4,,10
	.p2align 3
.L1816:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1830
	movq	24(%rsp), %rax
	movq	%rax, 192(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1827:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC196(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
	.p2align 4,,10
	.p2align 3
.L1817:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1831
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1832
	movq	%rax, 224(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1830:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC200(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
	.p2align 4,,10
	.p2align 3
.L1641:
	leaq	.LC210(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1643
	leaq	496(%r14), %rax
	leaq	264(%r14), %r15
	movq	%rax, 8(%rsp)
	jmp	.L1642
	.p2align 4,,10
	.p2align 3
.L1819:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1833
	movq	24(%rsp), %rax
	movq	%rax, 328(%r14)
	jmp	.L1683
.L1832:
	leaq	.LC188(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC203(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1727
.L1820:
	movq	%r14, %r8
	movq	%rbx, %rcx
	leaq	.LC213(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1643:
	leaq	.LC211(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1644
	leaq	500(%r14), %rax
	leaq	272(%r14), %r15
	movq	%rax, 8(%rsp)
	jmp	.L1642
.L1831:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC202(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1829:
	leaq	.LC188(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC206(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1727
.L1833:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC208(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1828:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC205(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1644:
	leaq	.LC212(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1834
	leaq	.LC216(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1835
	leaq	.LC219(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1836
	leaq	.LC222(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1655
	xorl	%ecx, %ecx
	movq	%rcx, 32(%rsp)
	call	__errno_location@PLT
	xorl	%esi, %esi
	movl	%esi, (%rax)
	movq	%rax, %rbx
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	jbe	.L1656
.L1658:
	leaq	.LC223(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC224(%rip), %rdx
.L1810:
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1834:
	xorl	%esi, %esi
	leaq	240(%r14), %rcx
	movl	$1000000000, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1837
	movl	$1, 232(%r14)
	jmp	.L1683
.L1835:
	leaq	304(%r14), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1683
	leaq	.LC217(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC218(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1656:
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	call	strtod@PLT
	movq	32(%rsp), %rax
	testq	%rax, %rax
	je	.L1658
	movl	(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L1658
	cmpb	$0, (%rax)
	jne	.L1658
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1658
	movsd	.LC1(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1658
	movl	$1, 508(%r14)
	movsd	%xmm0, 320(%r14)
	jmp	.L1615
.L1655:
	leaq	.LC225(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1838
	leaq	.LC228(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1839
	leaq	.LC231(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1840
	leaq	.LC234(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1667
	leaq	.LC235(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L1668
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1669
	movq	24(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1669
	movq	%rdx, 168(%r14)
.L1668:
	movl	%eax, 176(%r14)
	movl	$1, 484(%r14)
	jmp	.L1683
.L1836:
	leaq	312(%r14), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1652
	movsd	312(%r14), %xmm0
	comisd	.LC20(%rip), %xmm0
	jbe	.L1683
.L1652:
	leaq	.LC220(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC221(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1837:
	leaq	.LC214(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC215(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1838:
	leaq	288(%r14), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1683
	leaq	.LC226(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC227(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1667:
	leaq	.LC238(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1841
	leaq	.LC241(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1842
	leaq	.LC242(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1677
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1843
	movsd	32(%rsp), %xmm0
	comisd	.LC1(%rip), %xmm0
	leaq	.LC184(%rip), %r8
	leaq	.LC185(%rip), %rdx
	jb	.L1844
.L1675:
	movq	%rbp, %rcx
	jmp	.L1810
.L1840:
	movl	$1, %edx
	leaq	24(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	salq	$40, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1845
	movq	24(%rsp), %rax
	movq	%rax, 384(%r14)
	xorl	%eax, %eax
	movq	%rax, 376(%r14)
	jmp	.L1683
.L1839:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1846
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1847
	xorl	%edx, %edx
	movq	%rax, 376(%r14)
	movq	%rdx, 384(%r14)
	jmp	.L1683
.L1669:
	leaq	.LC236(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC237(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1847:
	leaq	.LC188(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC230(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1727
.L1846:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC229(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1844:
	movsd	%xmm0, 24(%r14)
	jmp	.L1683
.L1845:
	leaq	.LC232(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC233(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1843:
	leaq	.LC184(%rip), %r8
	leaq	.LC185(%rip), %rdx
	jmp	.L1675
.L1677:
	leaq	.LC243(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1848
	leaq	.LC246(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1849
	leaq	.LC249(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1850
	leaq	.LC252(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1851
	leaq	.LC255(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1852
	leaq	.LC258(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1692
	leaq	.LC259(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC260(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1693
	testl	%eax, %eax
	jne	.L1853
.L1693:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 200(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1692:
	leaq	.LC263(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1694
	leaq	.LC264(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1854
	leaq	.LC265(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1696
	leaq	.LC266(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1696
	leaq	.LC267(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1855
	leaq	.LC268(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1699
	movl	$3, 204(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1694:
	leaq	.LC105(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	je	.L1856
	leaq	.LC272(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1857
	leaq	.LC274(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1858
	leaq	.LC276(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1708
	leaq	.LC102(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC273(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1709
	testl	%eax, %eax
	jne	.L1859
.L1709:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 72(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1696:
	movl	$1, 204(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1854:
	movl	$0, 204(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1708:
	leaq	.LC138(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1860
	leaq	.LC279(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1711
	leaq	.LC280(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1712
	leaq	.LC281(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1739
	leaq	.LC282(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1861
	leaq	.LC283(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC284(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
	.p2align 4,,10
	.p2align 3
.L1856:
	leaq	SERVICE_DISTS(%rip), %rdx
.L1702:
	movq	(%rdx), %rsi
	movq	%rbp, %rdi
	movq	%rdx, 8(%rsp)
	call	strcmp@PLT
	movq	8(%rsp), %rdx
	testl	%eax, %eax
	jne	.L1862
	movl	%r15d, 8(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1857:
	leaq	.LC148(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1863
.L1705:
	movl	%eax, 40(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1858:
	leaq	.LC102(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1864
.L1707:
	movl	%eax, 44(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1855:
	movl	$2, 204(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1862:
	addl	$1, %r15d
	addq	$96, %rdx
	cmpl	$4, %r15d
	jne	.L1702
.L1703:
	movq	%rbp, %r8
	movq	%rbx, %rcx
	leaq	.LC271(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
	.p2align 4,,10
	.p2align 3
.L1860:
	movq	%rbp, 408(%r14)
	movl	$2, 72(%r14)
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1711:
	leaq	.LC285(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1714
	leaq	.LC286(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC287(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1715
	testl	%eax, %eax
	jne	.L1865
.L1715:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 280(%r14)
	jmp	.L1683
.L1863:
	leaq	.LC273(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1703
	movl	$1, %eax
	jmp	.L1705
.L1864:
	leaq	.LC275(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1703
	movl	$1, %eax
	jmp	.L1707
.L1714:
	leaq	.LC290(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1716
	leaq	.LC102(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC275(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1717
	testl	%eax, %eax
	jne	.L1866
.L1717:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 336(%r14)
	jmp	.L1683
.L1716:
	leaq	.LC293(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1718
	leaq	.LC294(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC295(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1719
	testl	%eax, %eax
	jne	.L1867
.L1719:
	movl	$1, 492(%r14)
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 296(%r14)
	jmp	.L1683
.L1853:
	leaq	.LC261(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC262(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1739:
	movl	$1, %eax
.L1712:
	movl	%eax, 152(%r14)
	jmp	.L1683
.L1718:
	leaq	.LC298(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1868
	leaq	.LC299(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1869
	leaq	.LC300(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1722
	cmpb	$0, 0(%rbp)
	je	.L1723
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1723
	movq	%rbp, 440(%r14)
	jmp	.L1683
.L1861:
	movl	$2, %eax
	jmp	.L1712
.L1868:
	movq	%rbp, 416(%r14)
	movl	$1, 368(%r14)
	jmp	.L1683
.L1869:
	movq	%rbp, 424(%r14)
	movl	$1, 368(%r14)
	jmp	.L1683
.L1722:
	leaq	.LC303(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1870
	leaq	.LC307(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1731
	leaq	.LC308(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1732
	leaq	.LC309(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1871
.L1732:
	movq	%rbp, 432(%r14)
	movl	$2, 368(%r14)
	jmp	.L1683
.L1699:
	leaq	.LC269(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC270(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1859:
	leaq	.LC277(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC278(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1870:
	leaq	32(%rsp), %rbx
	leaq	24(%rsp), %rdx
	xorl	%esi, %esi
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	movl	$1400, %r8d
	call	parse_time
	movl	%eax, %ecx
	testl	%eax, %eax
	jne	.L1872
	movabsq	$3599999000000, %rdx
	movq	24(%rsp), %rsi
	leaq	-1000000(%rsi), %rax
	cmpq	%rax, %rdx
	jb	.L1728
	movl	$1000000, %edi
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rdi
	testq	%rdx, %rdx
	jne	.L1728
	movq	%rsi, 352(%r14)
	jmp	.L1615
.L1865:
	leaq	.LC288(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC289(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1728:
	leaq	.LC305(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC306(%rip), %rdx
	jmp	.L1810
.L1872:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC304(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1866:
	leaq	.LC291(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC292(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1867:
	leaq	.LC296(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC297(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1723:
	leaq	.LC301(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC302(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1871:
	leaq	.LC310(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC311(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1731:
	leaq	.LC312(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC313(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1848:
	xorl	%esi, %esi
	leaq	24(%rsp), %rcx
	movl	$1048576, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1685
	movq	24(%rsp), %rax
	cmpq	$1, %rax
	je	.L1685
	movq	%rax, 208(%r14)
	jmp	.L1683
.L1842:
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1736
	movsd	32(%rsp), %xmm0
	comisd	.LC61(%rip), %xmm0
	ja	.L1736
	movsd	%xmm0, 16(%r14)
	jmp	.L1683
.L1841:
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1672
	movabsq	$1125899906842623, %rcx
	movq	24(%rsp), %rax
	leaq	-1(%rax), %rdx
	cmpq	%rdx, %rcx
	jnb	.L1673
.L1672:
	leaq	.LC239(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC240(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1673:
	movq	%rax, 32(%r14)
	jmp	.L1683
.L1685:
	leaq	.LC244(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC245(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1736:
	leaq	.LC182(%rip), %r8
	leaq	.LC183(%rip), %rdx
	jmp	.L1675
.L1852:
	leaq	160(%r14), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1683
	leaq	.LC256(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC257(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1851:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	400(%r14), %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1683
	leaq	.LC253(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC254(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1850:
	leaq	392(%r14), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	je	.L1683
	leaq	.LC250(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC251(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
.L1849:
	leaq	24(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1873
	movq	24(%rsp), %rax
	movl	%eax, 216(%r14)
	jmp	.L1683
.L1873:
	leaq	.LC247(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC248(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1727
	.cfi_endproc
.LFE264:
	.size	apply_option, .-apply_option
	.section	.rodata.str1.8
	.align 8
.LC318:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.align 8
.LC319:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC320:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC321:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC323:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC324:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC325:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"%d\" y=\"%d\">%s</text>\n"
	.text
	.p2align 4
	.type	spectrum_writer, @function
spectrum_writer:
.LFB249:
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
	movapd	.LC315(%rip), %xmm0
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
	jle	.L1880
	movslq	%r12d, %rax
	movsd	.LC316(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1879
	.p2align 4,,10
	.p2align 3
.L1913:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1878:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1912
.L1879:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1913
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1878
.L1912:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1914
.L1880:
	movsd	.LC1(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1876:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC318(%rip), %rsi
	pushq	%r14
	leaq	XTICK.6(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	leaq	-240(%rbp), %rax
	movq	%rbx, -272(%rbp)
	movq	%rbx, %rdi
	leaq	.LC319(%rip), %rdx
	movq	%rax, %rsi
	xorl	%ebx, %ebx
	movq	%rax, -352(%rbp)
	call	svg_axes.constprop.0
	popq	%rax
	popq	%rdx
	movl	%r12d, -264(%rbp)
	movq	%rbx, %r12
	movq	-272(%rbp), %rbx
	.p2align 4,,10
	.p2align 3
.L1883:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC53(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC320(%rip), %rsi
	mulsd	.LC49(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC50(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1883
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1899
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
.L1898:
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
	je	.L1886
	testq	%rbx, %rbx
	je	.L1886
	testq	%rax, %rax
	je	.L1886
	testq	%r14, %r14
	je	.L1915
	movq	.LC316(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1893
	.p2align 4,,10
	.p2align 3
.L1916:
	divsd	%xmm6, %xmm0
	movsd	.LC1(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1889:
	call	log10@PLT
	movq	.LC53(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1891
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1892:
	movq	-264(%rbp), %rax
	divsd	.LC316(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1888
.L1893:
	movsd	(%r12), %xmm0
	movsd	.LC61(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1916
	movq	.LC314(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1889
	.p2align 4,,10
	.p2align 3
.L1891:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1892
	.p2align 4,,10
	.p2align 3
.L1915:
	movsd	.LC316(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1888:
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
	js	.L1894
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1895:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC47(%rip), %xmm0
	movsd	.LC48(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC323(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC322(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1896
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1897:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC324(%rip), %rdx
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
	leaq	.LC325(%rip), %rsi
	leal	4(%r14), %eax
	movl	%r14d, %r9d
	movl	%r14d, %ecx
	addl	$18, %r14d
	movq	%rdi, (%rsp)
	movq	-272(%rbp), %rdi
	pushq	%rax
	leaq	.LC3(%rip), %rax
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
	jne	.L1898
.L1899:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC321(%rip), %rdi
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
.L1896:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1897
	.p2align 4,,10
	.p2align 3
.L1894:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1895
.L1914:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC317(%rip), %xmm2
	movsd	.LC60(%rip), %xmm3
	movsd	.LC54(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1882
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
.L1882:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1876
.L1886:
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
.LFE249:
	.size	spectrum_writer, .-spectrum_writer
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
	je	.L1918
	movq	%rax, (%rsp)
	jmp	.L1944
	.p2align 4,,10
	.p2align 3
.L1919:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jnb	.L1918
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L1918
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %rbp
	cmpl	$2, %r15d
	jne	.L1947
	cmpq	%rdx, %rbp
	jb	.L1923
.L1947:
	cmpq	%rdx, %rbp
	movq	%rdx, %r10
	movq	%rbp, %r12
	cmovnb	%rbp, %r10
	cmpl	$1, %r15d
	jne	.L1926
	movq	136(%rbx), %rdi
	movq	112(%rbx), %rcx
	movq	(%rcx,%rdi,8), %r12
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rdx
	movq	%rdx, %r10
.L1926:
	movq	104(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1922
	cmpq	$0, 40(%r14)
	movq	(%rdx,%rax,8), %rcx
	leaq	16(%rbx), %rdi
	je	.L1961
	movq	%rcx, %rdx
	movq	%r10, %rsi
	call	serve_random
	movq	%rax, %rdx
.L1928:
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
.L1923:
	movq	136(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 128(%rbx)
	addq	$1, %rax
	cmpq	120(%rbx), %rax
	jne	.L1943
	xorl	%eax, %eax
.L1943:
	movq	%rax, 136(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L1918
.L1944:
	cmpl	$3, %r15d
	jne	.L1919
	movq	112(%rbx), %rax
	movq	136(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L1920
	cmpq	%rax, %rbp
	jnb	.L1918
	movq	128(%rbx), %rsi
.L1921:
	cmpq	%rdx, %rbp
	movq	%rbp, %r12
	cmovnb	%rbp, %rdx
	movq	%rdx, %r10
.L1922:
	movl	8(%r14), %eax
	leaq	16(%rbx), %r11
	testl	%eax, %eax
	jne	.L1934
	cmpq	$0, 40(%r14)
	movq	(%r14), %rcx
	je	.L1962
.L1936:
	movq	%rcx, %rdx
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_random
	movq	%rax, %rdx
	jmp	.L1928
	.p2align 4,,10
	.p2align 3
.L1934:
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
	jne	.L1936
.L1962:
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L1928
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L1963
	leaq	(%r8,%rax), %rsi
	movq	56(%r14), %r9
	cmpq	%rsi, %r10
	leaq	(%rcx,%rsi), %rdi
	cmovb	%rdi, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1960
.L1939:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1928
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L1928
	.p2align 4,,10
	.p2align 3
.L1920:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jb	.L1921
.L1918:
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
.L1961:
	.cfi_restore_state
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L1928
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L1964
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %r9
	cmpq	%rsi, %r10
	cmovb	%r9, %rdx
.L1930:
	movq	56(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1960
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1928
	movq	%r10, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L1928
	.p2align 4,,10
	.p2align 3
.L1963:
	movq	56(%r14), %r9
	addq	%r8, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L1939
.L1960:
	movq	$-1, 16(%rbx)
	jmp	.L1928
	.p2align 4,,10
	.p2align 3
.L1964:
	addq	%r8, %rdx
	jmp	.L1930
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
	jnb	.L1966
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
	jmp	.L1976
	.p2align 4,,10
	.p2align 3
.L1986:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1971:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1970:
	cmpq	%r15, %rbp
	jnb	.L1966
.L1976:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1968
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1968
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1985
.L1968:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1971
	cmpq	%rax, %rbx
	jnb	.L1972
	addq	%r8, %rdx
.L1973:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1986
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1971
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
	jmp	.L1971
	.p2align 4,,10
	.p2align 3
.L1972:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1973
	.p2align 4,,10
	.p2align 3
.L1966:
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
.L1985:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1969:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1969
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1970
	.cfi_endproc
.LFE74:
	.size	run_closed, .-run_closed
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
	je	.L1987
.L1988:
	movq	(%r12,%rax,8), %rsi
	movq	%rax, %rbx
	jmp	.L1996
	.p2align 4,,10
	.p2align 3
.L1991:
	addq	$1, %rbx
	cmpq	%rbx, %rbp
	je	.L1990
.L1996:
	cmpq	%rsi, (%r12,%rbx,8)
	je	.L1991
	movq	%rbx, %r8
	subq	%rax, %r8
	je	.L1992
.L1997:
	movl	24(%r13), %eax
	testl	%eax, %eax
	jne	.L1992
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	dist_add.part.0
.L1992:
	cmpq	%rbp, %rbx
	jnb	.L1987
	movq	%rbx, %rax
	jmp	.L1988
	.p2align 4,,10
	.p2align 3
.L1990:
	movq	%rbp, %r8
	subq	%rax, %r8
	jne	.L1997
.L1987:
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
	.section	.rodata.str1.1
.LC327:
	.string	"open: from the intended send"
.LC328:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC330:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC331:
	.string	"due time (ms)"
.LC332:
	.string	"%d"
	.text
	.p2align 4
	.type	first_second_writer, @function
first_second_writer:
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
	movapd	.LC329(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L2007
	testq	%rax, %rax
	je	.L2007
	testq	%rbx, %rbx
	je	.L2036
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L2013
	.p2align 4,,10
	.p2align 3
.L2038:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2012:
	divsd	.LC316(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L2037
.L2013:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L2038
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2012
	.p2align 4,,10
	.p2align 3
.L2037:
	movsd	.LC317(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L2009:
	movapd	%xmm1, %xmm0
	movq	%r11, 8(%rsp)
	movsd	%xmm1, (%rsp)
	call	nice_step
	movq	%rbx, %xmm2
	movsd	(%rsp), %xmm1
	movsd	.LC60(%rip), %xmm3
	divsd	%xmm0, %xmm2
	movsd	.LC54(%rip), %xmm4
	movq	8(%rsp), %r11
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	ja	.L2039
.L2014:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC320(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC330(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC318(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rax
	leaq	.LC331(%rip), %rdx
	movq	%r13, %rdi
	movq	%rax, %rsi
	movq	%rax, 24(%rsp)
	call	svg_axes.constprop.0
	popq	%rax
	.cfi_def_cfa_offset 152
	popq	%rdx
	.cfi_def_cfa_offset 144
	leaq	48(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L2015:
	movl	%ebx, %ecx
	leaq	.LC332(%rip), %rdx
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
	mulsd	.LC49(%rip), %xmm1
	addsd	.LC50(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L2015
	movq	(%rsp), %r11
	movsd	.LC316(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L2016:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L2029
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L2025
	.p2align 4,,10
	.p2align 3
.L2041:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L2040
.L2019:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L2023
.L2035:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2022:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L2029
.L2025:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L2041
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
	jne	.L2019
.L2040:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L2035
.L2023:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2022
	.p2align 4,,10
	.p2align 3
.L2029:
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
	leaq	.LC327(%rip), %rcx
	leaq	.LC328(%rip), %rax
	movl	$120, %r8d
	leaq	.LC325(%rip), %rsi
	movq	%r13, %rdi
	cmove	%rcx, %rax
	movl	%r14d, %ecx
	subq	$1, %r12
	movq	%rax, (%rsp)
	leal	4(%r14), %eax
	pushq	%rax
	.cfi_def_cfa_offset 168
	leaq	.LC3(%rip), %rax
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
	je	.L2027
	movq	.LC316(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L2016
	.p2align 4,,10
	.p2align 3
.L2027:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC321(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L2006:
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
.L2039:
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
	jmp	.L2014
.L2036:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L2009
.L2007:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L2006
	.cfi_endproc
.LFE251:
	.size	first_second_writer, .-first_second_writer
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
.L2043:
	xorl	%r15d, %r15d
.L2047:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L2046
	.p2align 4,,10
	.p2align 3
.L2062:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L2061
.L2046:
	testq	%r15, %r15
	jne	.L2062
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L2046
.L2061:
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
	jne	.L2063
	movl	$1, %r15d
	jmp	.L2047
.L2063:
	subl	$1, 16(%rsp)
	jne	.L2043
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L2049
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2050:
	movsd	.LC333(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L2051
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2052:
	movsd	.LC334(%rip), %xmm2
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
	andpd	.LC55(%rip), %xmm0
	movsd	.LC53(%rip), %xmm1
	mulsd	.LC61(%rip), %xmm0
	divsd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	movsd	%xmm0, (%rax)
	jb	.L2059
	movsd	(%rbx), %xmm0
.L2042:
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
.L2059:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L2042
.L2049:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2050
.L2051:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2052
	.cfi_endproc
.LFE21:
	.size	estimate_ghz, .-estimate_ghz
	.section	.rodata.str1.8
	.align 8
.LC336:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC337:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC338:
	.string	"%g"
.LC339:
	.string	"#2e8b57"
.LC340:
	.string	"#1f5fbf"
.LC341:
	.string	"closed: one sample of %s us"
.LC342:
	.string	"open: %lu requests delayed"
.LC343:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC344:
	.string	"corrected: %lu samples imputed every %s us"
	.text
	.p2align 4
	.type	timeline_writer, @function
timeline_writer:
.LFB250:
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
	jb	.L2065
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L2065:
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
	js	.L2066
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2067:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L2068
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L2069:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L2119
	cmpq	$0, -368(%rbp)
	je	.L2119
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L2073
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2074:
	subsd	%xmm2, %xmm0
	movsd	.LC316(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L2075
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2076:
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
	js	.L2077
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L2078:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC316(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L2117
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L2082
	.p2align 4,,10
	.p2align 3
.L2135:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2081:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC316(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L2134
.L2082:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L2135
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2081
	.p2align 4,,10
	.p2align 3
.L2134:
	movsd	.LC317(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L2079:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -352(%rbp)
	movsd	%xmm1, -344(%rbp)
	call	nice_step
	movq	%r12, %xmm4
	movsd	.LC55(%rip), %xmm5
	movsd	.LC54(%rip), %xmm7
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm1
	movsd	-352(%rbp), %xmm2
	movapd	%xmm4, %xmm0
	andpd	%xmm5, %xmm0
	ucomisd	%xmm0, %xmm7
	ja	.L2136
.L2083:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC316(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L2084
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2085:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC336(%rip), %rdx
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
	leaq	.LC318(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rax
	leaq	.LC337(%rip), %rdx
	movq	%r14, %rdi
	movq	%rax, %rsi
	movq	%rax, -400(%rbp)
	call	svg_axes.constprop.0
	movsd	-328(%rbp), %xmm5
	subsd	-320(%rbp), %xmm5
	movapd	%xmm5, %xmm0
	movsd	%xmm5, -336(%rbp)
	call	nice_step
	movsd	-320(%rbp), %xmm4
	movsd	.LC55(%rip), %xmm1
	movsd	.LC54(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC316(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L2137
.L2086:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L2138
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC320(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L2092:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC55(%rip), %xmm0
	leaq	.LC338(%rip), %rdx
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
	mulsd	.LC49(%rip), %xmm1
	addsd	.LC50(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC316(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L2092
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L2093:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L2139
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
	jmp	.L2098
	.p2align 4,,10
	.p2align 3
.L2141:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2095:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L2096
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2097:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L2140
.L2098:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L2141
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2095
	.p2align 4,,10
	.p2align 3
.L2096:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2097
	.p2align 4,,10
	.p2align 3
.L2140:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC343(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC316(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L2142
.L2113:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L2106
	.p2align 4,,10
	.p2align 3
.L2144:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2103:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L2104
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2105:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L2143
.L2106:
	testq	%rdx, %rdx
	jns	.L2144
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2103
	.p2align 4,,10
	.p2align 3
.L2104:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2105
	.p2align 4,,10
	.p2align 3
.L2143:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC339(%rip), %r9
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
	movq	.LC316(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L2101
.L2100:
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
	jmp	.L2112
	.p2align 4,,10
	.p2align 3
.L2145:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L2109:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L2110
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L2111:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L2101
.L2112:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L2145
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2109
	.p2align 4,,10
	.p2align 3
.L2110:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2111
	.p2align 4,,10
	.p2align 3
.L2139:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC343(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC316(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L2113
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC339(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L2101:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC340(%rip), %r9
	pushq	$0
	movq	-360(%rbp), %rdx
	leaq	.LC3(%rip), %r14
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	-416(%rbp), %rsi
	leaq	-272(%rbp), %rdi
	call	fmt_us.constprop.0
	movq	-392(%rbp), %rbx
	movl	$160, %esi
	leaq	.LC341(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC340(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC325(%rip), %rbx
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
	leaq	.LC342(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC343(%rip), %rax
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
	leaq	.LC344(%rip), %rdx
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
	leaq	.LC44(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC339(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC321(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L2064:
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
.L2137:
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
	jmp	.L2086
	.p2align 4,,10
	.p2align 3
.L2136:
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
	jmp	.L2083
	.p2align 4,,10
	.p2align 3
.L2084:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2085
	.p2align 4,,10
	.p2align 3
.L2077:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L2078
	.p2align 4,,10
	.p2align 3
.L2075:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2076
	.p2align 4,,10
	.p2align 3
.L2073:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2074
	.p2align 4,,10
	.p2align 3
.L2068:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L2069
	.p2align 4,,10
	.p2align 3
.L2066:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2067
	.p2align 4,,10
	.p2align 3
.L2117:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L2079
	.p2align 4,,10
	.p2align 3
.L2138:
	leaq	-240(%rbp), %r12
	jmp	.L2093
	.p2align 4,,10
	.p2align 3
.L2142:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC339(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC316(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L2100
.L2119:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L2064
	.cfi_endproc
.LFE250:
	.size	timeline_writer, .-timeline_writer
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
	jne	.L2164
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
	jmp	.L2163
	.p2align 4,,10
	.p2align 3
.L2177:
	movq	40(%rsp), %rax
	movl	$1, (%rax)
.L2150:
	addq	$4, 40(%rsp)
	movq	40(%rsp), %rax
	addq	$8, 56(%rsp)
	addq	$112, 88(%rsp)
	addq	$8, 48(%rsp)
	cmpq	%rax, 96(%rsp)
	je	.L2162
	movq	32(%r15), %r12
	movq	40(%r15), %r13
.L2163:
	movq	56(%rsp), %rdi
	movl	16(%r15), %esi
	movq	%r12, %rax
	xorl	%ebx, %ebx
	movl	$99999, %ecx
	mulq	(%rdi)
	testl	%esi, %esi
	jne	.L2148
	movl	$50000, %ecx
	xorl	%ebx, %ebx
.L2148:
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
	je	.L2177
	movq	1208(%r15), %rcx
	movq	1216(%r15), %r8
	movq	%r14, %rsi
	movq	48(%rsp), %rdx
	movq	88(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L2178
	addl	$1, 24(%r15)
	cmpq	%r14, 80(%r15)
	jnb	.L2152
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
.L2153:
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
	jnc	.L2156
	addq	$1, %rsi
	addq	%r9, %rdi
	addq	%r8, %rbx
	cmpq	$16383, %rsi
	jbe	.L2179
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
	jmp	.L2153
	.p2align 4,,10
	.p2align 3
.L2179:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L2153
	.p2align 4,,10
	.p2align 3
.L2156:
	movq	48(%rsp), %rax
	movq	%r13, 192(%rax)
	movq	%rbx, 264(%rax)
	movq	%r12, 312(%rax)
	testl	%ecx, %ecx
	je	.L2180
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	40(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
	jmp	.L2150
	.p2align 4,,10
	.p2align 3
.L2162:
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
.L2146:
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
.L2178:
	.cfi_restore_state
	movq	40(%rsp), %rax
	movl	$1, (%rax)
	addl	$1, 1228(%r15)
	jmp	.L2150
	.p2align 4,,10
	.p2align 3
.L2152:
	movq	(%r15), %rdx
	xorl	%ecx, %ecx
	subq	$1, %rdx
	je	.L2154
	.p2align 4,,10
	.p2align 3
.L2155:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2167
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2155
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L2154:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	$0, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2150
	.p2align 4,,10
	.p2align 3
.L2180:
	imulq	%rbp, %r12
	movq	(%r15), %rdx
	subq	%rbx, %r14
	subq	%r12, %r14
	subq	$1, %rdx
	je	.L2160
	.p2align 4,,10
	.p2align 3
.L2161:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2169
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2161
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2160:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	%r13, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2150
	.p2align 4,,10
	.p2align 3
.L2167:
	movl	$48, %ecx
	jmp	.L2154
.L2169:
	movl	$48, %ecx
	jmp	.L2160
.L2164:
	movl	$-2, %eax
	jmp	.L2146
	.cfi_endproc
.LFE158:
	.size	cqr_first_end, .-cqr_first_end
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
	jbe	.L2186
	movq	32(%rcx), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L2186:
	movq	(%rcx), %rax
	ret
	.cfi_endproc
.LFE43:
	.size	draw_bimodal, .-draw_bimodal
	.section	.rodata.str1.1
.LC345:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC346:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC347:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.align 8
.LC348:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC349:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC350:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC351:
	.string	"--period 0 means a single stall"
	.align 8
.LC352:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC353:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC354:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC355:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC356:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC357:
	.string	"takes one connection: "
.LC358:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC359:
	.string	"--generator-pause %s us is not below --generator-period %s us: the sender would never send (use --generator-period 0 for one pause)"
	.section	.rodata.str1.1
.LC360:
	.string	"use catch-up"
	.section	.rodata.str1.8
	.align 8
.LC361:
	.string	"takes no --timeout or --queue-limit (a connection that gives up or is refused would send again at once): "
	.align 8
.LC362:
	.string	"drop --sweep, --cross-check and the faults"
	.align 8
.LC363:
	.string	"scores a benchmark run without faults, or users: "
	.section	.rodata.str1.1
.LC364:
	.string	"--scoreboard %s%s"
.LC365:
	.string	"drop --sweep or --cross-check"
.LC366:
	.string	"apply to a benchmark run: "
	.section	.rodata.str1.8
	.align 8
.LC367:
	.string	"--timeout, --queue-limit and the generator's options %s%s"
	.text
	.p2align 4
	.type	resolve_conflicts.constprop.0, @function
resolve_conflicts.constprop.0:
.LFB374:
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
	leaq	.LC45(%rip), %rbx
	movq	%rax, 24(%rsp)
.L2189:
	movq	$0, 64(%rsp)
	movq	48(%r8), %rcx
	testq	%rcx, %rcx
	jne	.L2188
.L2192:
	addq	$96, %r8
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rax, %r8
	jne	.L2189
	movq	48(%rsp), %rbp
	jmp	.L2190
.L2188:
	leaq	96(%rsp), %r15
	leaq	.LC26(%rip), %rdx
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
	je	.L2192
	movq	56(%rsp), %rax
	leaq	(%rax,%rax,2), %r15
	leaq	SERVICE_DISTS(%rip), %rax
	salq	$5, %r15
	addq	%r15, %rax
	movq	%rax, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L2191:
	movzbl	(%r12), %ecx
	subl	$45, %ecx
	movl	%ecx, %ebp
	jne	.L2193
	movzbl	1(%r12), %ecx
	subl	$104, %ecx
	movl	%ecx, %ebp
	jne	.L2193
	movzbl	2(%r12), %ebp
.L2193:
	movq	16(%rsp), %rdx
	cmpq	%rdx, 24(%rsp)
	je	.L2271
.L2194:
	movl	$-1, %eax
	leaq	.LC345(%rip), %r13
	testl	%ebp, %ebp
	je	.L2200
	leaq	.LC186(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r13
	call	strcmp@PLT
.L2200:
	leaq	48+OPTIONS(%rip), %r15
	xorl	%ebp, %ebp
	jmp	.L2204
	.p2align 4,,10
	.p2align 3
.L2201:
	addl	$1, %ebp
	cmpl	$54, %ebp
	je	.L2203
	movq	(%r15), %rsi
	movq	%r13, %rdi
	addq	$48, %r15
	call	strcmp@PLT
.L2204:
	testl	%eax, %eax
	jne	.L2201
	movabsq	$-6148914691236517205, %rdx
	movslq	%ebp, %rcx
	leaq	(%rcx,%rcx,2), %rax
	movq	8(%rsp), %rcx
	imulq	%rdx, %rax
	cmpb	$0, 512(%rcx,%rax)
	je	.L2203
	movq	40(%rsp), %rax
	movq	%r12, %rdi
	movq	48(%rax), %rbp
	call	strlen@PLT
	movq	%rax, %r15
	testq	%rbp, %rbp
	jne	.L2205
	jmp	.L2269
	.p2align 4,,10
	.p2align 3
.L2208:
	movq	%r15, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	strncmp@PLT
	testl	%eax, %eax
	jne	.L2207
	testb	$-33, 0(%rbp,%r15)
	je	.L2203
.L2207:
	movq	%rbp, %rdi
	movq	%rbx, %rsi
	call	strcspn@PLT
	addq	%rax, %rbp
	xorl	%eax, %eax
	cmpb	$32, 0(%rbp)
	sete	%al
	addq	%rax, %rbp
.L2205:
	cmpb	$0, 0(%rbp)
	jne	.L2208
.L2269:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	xorl	%esi, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
.L2199:
	testl	%eax, %eax
	jne	.L2210
.L2190:
	movq	8(%rsp), %rax
	movl	8(%rax), %esi
	testl	%esi, %esi
	jne	.L2272
.L2211:
	movq	8(%rsp), %rax
	cmpl	$1, 40(%rax)
	movq	56(%rax), %rsi
	je	.L2273
.L2213:
	testq	%rsi, %rsi
	jne	.L2214
.L2215:
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	ucomisd	392(%rax), %xmm0
	jp	.L2236
	jne	.L2236
.L2217:
	movq	8(%rsp), %rbx
	movl	152(%rbx), %eax
	cmpl	$1, %eax
	jne	.L2219
	cmpq	$1, 160(%rbx)
	ja	.L2274
.L2219:
	movq	8(%rsp), %rbx
	movl	496(%rbx), %ecx
	movl	500(%rbx), %edx
	testl	%ecx, %ecx
	je	.L2275
	testl	%edx, %edx
	jne	.L2222
	movq	8(%rsp), %rbx
	movl	$500000000, %edx
	movq	264(%rbx), %rcx
	testq	%rcx, %rcx
	jne	.L2221
.L2224:
	movq	8(%rsp), %rbx
	movq	%rdx, 272(%rbx)
.L2222:
	movq	8(%rsp), %rbx
	movq	256(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L2225
	movq	264(%rbx), %rsi
	leaq	-1(%rsi), %rcx
	cmpq	%rdx, %rcx
	jb	.L2276
.L2225:
	cmpl	$2, %eax
	je	.L2277
.L2226:
	movq	8(%rsp), %rax
	movl	504(%rax), %edx
	testl	%edx, %edx
	je	.L2228
	cmpl	$0, 368(%rax)
	jne	.L2229
	movq	%rax, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L2229
.L2187:
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
.L2203:
	.cfi_restore_state
	movq	32(%rsp), %rdx
	movq	%rbx, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	jne	.L2191
	movq	16(%rsp), %r8
	jmp	.L2192
	.p2align 4,,10
	.p2align 3
.L2271:
	movl	$-1, %eax
	leaq	.LC345(%rip), %r14
	testl	%ebp, %ebp
	je	.L2195
	leaq	.LC186(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r14
	call	strcmp@PLT
.L2195:
	leaq	48+OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L2198
	.p2align 4,,10
	.p2align 3
.L2196:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L2266
	movq	(%r15), %rsi
	movq	%r14, %rdi
	addq	$48, %r15
	call	strcmp@PLT
.L2198:
	testl	%eax, %eax
	jne	.L2196
	movabsq	$-6148914691236517205, %rdx
	movslq	%r13d, %r8
	leaq	(%r8,%r8,2), %rax
	imulq	%rdx, %rax
	movq	8(%rsp), %rdx
	cmpb	$0, 512(%rdx,%rax)
	jne	.L2194
.L2266:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	movl	$1, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
	jmp	.L2199
.L2272:
	cmpl	$2, 152(%rax)
	jne	.L2211
	leaq	.LC348(%rip), %r8
	leaq	.LC349(%rip), %rcx
	jmp	.L2270
.L2236:
	movq	8(%rsp), %rax
	cmpl	$1, 72(%rax)
	je	.L2217
	leaq	.LC353(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC354(%rip), %rcx
	leaq	.LC355(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2210
.L2275:
	movq	$1000000000, 264(%rbx)
	testl	%edx, %edx
	jne	.L2222
	movl	$1000000000, %ecx
.L2221:
	shrq	%rcx
	movq	%rcx, %rdx
	jmp	.L2224
.L2273:
	cmpq	$0, 48(%rax)
	je	.L2213
	testq	%rsi, %rsi
	je	.L2278
.L2214:
	movq	8(%rsp), %rax
	cmpq	%rsi, 48(%rax)
	jb	.L2215
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
	leaq	.LC347(%rip), %rdx
	leaq	.LC346(%rip), %rax
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2210
.L2228:
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L2187
	xorl	%eax, %eax
	cmpl	$0, 368(%rdi)
	je	.L2187
	leaq	.LC365(%rip), %r8
	leaq	.LC366(%rip), %rcx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC367(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2210
.L2277:
	movq	8(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L2227
	cmpl	$0, 232(%rax)
	je	.L2226
.L2227:
	leaq	.LC360(%rip), %r8
	leaq	.LC361(%rip), %rcx
.L2270:
	leaq	.LC350(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2210
.L2278:
	leaq	.LC3(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC351(%rip), %rcx
	leaq	.LC352(%rip), %rdx
	call	snprintf@PLT
.L2210:
	orl	$-1, %eax
	jmp	.L2187
.L2274:
	leaq	.LC356(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC357(%rip), %rcx
	leaq	.LC358(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2210
.L2276:
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
	leaq	.LC359(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2210
.L2229:
	leaq	.LC362(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC363(%rip), %rcx
	leaq	.LC364(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2210
	.cfi_endproc
.LFE374:
	.size	resolve_conflicts.constprop.0, .-resolve_conflicts.constprop.0
	.section	.rodata.str1.1
.LC368:
	.string	"ok %s\n"
.LC369:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB314:
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
	je	.L2291
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2284:
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
	jc	.L2284
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC26(%rip), %rdx
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
.L2287:
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
	jc	.L2287
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC26(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC369(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L2279:
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
.L2291:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC368(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L2279
	.cfi_endproc
.LFE314:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC370:
	.string	"parse_time '%s'%s"
.LC371:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB315:
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
	jne	.L2298
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC371(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC370(%rip), %rdx
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
.L2298:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC3(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC370(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L2299
.L2295:
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
.L2299:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L2295
	.cfi_endproc
.LFE315:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC372:
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
	je	.L2312
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2305:
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
	jc	.L2305
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC26(%rip), %rdx
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
.L2308:
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
	jc	.L2308
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC26(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC372(%rip), %rdi
	call	printf@PLT
.L2300:
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
.L2312:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L2300
	.cfi_endproc
.LFE192:
	.size	check, .-check
	.section	.rodata.str1.1
.LC373:
	.string	"sum_ns"
.LC374:
	.string	"corrected"
.LC375:
	.string	"stalls"
.LC376:
	.string	"closed"
.LC377:
	.string	"open"
.LC378:
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
.L2314:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L2315:
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
	jne	.L2315
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC125(%rip), %rcx
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
	leaq	.LC373(%rip), %rcx
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
	jne	.L2314
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC120(%rip), %rcx
	leaq	.LC375(%rip), %r13
	leaq	.LC376(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC374(%rip), %rdx
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
	leaq	.LC377(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC378(%rip), %r15
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
.LC379:
	.string	"RESULT set=%s"
.LC380:
	.string	" n=%lu"
.LC381:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC382:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.text
	.p2align 4
	.type	print_result_set, @function
print_result_set:
.LFB216:
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
	leaq	.LC381(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	leaq	8(%rbx), %r15
	subq	$136, %rsp
	.cfi_def_cfa_offset 192
	movq	%rsi, 24(%rsp)
	movq	%rdi, %rsi
	leaq	.LC379(%rip), %rdi
	call	printf@PLT
	movq	(%rbx), %rsi
	leaq	.LC380(%rip), %rdi
	xorl	%eax, %eax
	leaq	PCT_NAME(%rip), %rbx
	call	printf@PLT
	leaq	48(%rbx), %r14
	.p2align 4,,10
	.p2align 3
.L2320:
	movq	(%r15), %rdx
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %r15
	call	printf@PLT
	cmpq	%r14, %rbx
	jne	.L2320
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
.L2323:
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
	jc	.L2323
	leaq	32(%rsp), %rbp
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC26(%rip), %rdx
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	24(%rsp), %rax
	xorl	%ecx, %ecx
	movq	(%rax), %r8
	movq	56(%rax), %rax
	testq	%r8, %r8
	je	.L2324
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
.L2324:
	movq	%rbx, %rdi
	leaq	.LC143(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rax
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC382(%rip), %rdi
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
.LFE216:
	.size	print_result_set, .-print_result_set
	.section	.rodata.str1.8
	.align 8
.LC383:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC384:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC385:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC386:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC387:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC388:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC389:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC390:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.text
	.p2align 4
	.type	print_results, @function
print_results:
.LFB295:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	RATIOS(%rip), %r15
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	168(%r15), %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	leaq	.LC383(%rip), %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	leaq	32(%rdi), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdi, %rbx
	subq	$72, %rsp
	.cfi_def_cfa_offset 128
	movq	(%rdi), %rax
	leaq	.LC376(%rip), %rdi
	movq	%rsi, 24(%rsp)
	movq	%rbp, %rsi
	leaq	32(%rsp), %r12
	movl	%edx, 20(%rsp)
	movq	%rax, 8(%rsp)
	call	print_result_set
	leaq	112(%rbx), %rsi
	leaq	.LC377(%rip), %rdi
	call	print_result_set
	leaq	192(%rbx), %rsi
	leaq	.LC374(%rip), %rdi
	call	print_result_set
	movl	$1, %edx
	xorl	%eax, %eax
	jmp	.L2344
	.p2align 4,,10
	.p2align 3
.L2331:
	movq	8(%rax,%rcx,8), %rcx
.L2332:
	leaq	(%rdx,%rdx,4), %rax
	movslq	12(%r15), %rsi
	salq	$4, %rax
	addq	%rbp, %rax
	cmpl	$-1, %esi
	je	.L2359
	movq	8(%rax,%rsi,8), %rax
	testq	%rcx, %rcx
	je	.L2335
.L2360:
	testq	%rax, %rax
	js	.L2336
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2337:
	testq	%rcx, %rcx
	js	.L2338
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L2339:
	divsd	%xmm1, %xmm0
	leaq	.LC95(%rip), %rax
	movl	$32, %esi
	movq	%r12, %rdi
	leaq	.LC96(%rip), %rdx
	comisd	.LC61(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L2342:
	movq	(%r15), %rsi
	movq	%r12, %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$24, %r15
	call	printf@PLT
	cmpq	%r15, %r14
	je	.L2343
	movslq	16(%r15), %rax
	movslq	8(%r15), %rdx
.L2344:
	leaq	(%rax,%rax,4), %rax
	movslq	20(%r15), %rcx
	salq	$4, %rax
	addq	%rbp, %rax
	cmpl	$-1, %ecx
	jne	.L2331
	movq	56(%rax), %rcx
	jmp	.L2332
	.p2align 4,,10
	.p2align 3
.L2359:
	movq	56(%rax), %rax
	testq	%rcx, %rcx
	jne	.L2360
.L2335:
	movl	$6369134, (%r12)
	jmp	.L2342
	.p2align 4,,10
	.p2align 3
.L2338:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2339
	.p2align 4,,10
	.p2align 3
.L2336:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2337
	.p2align 4,,10
	.p2align 3
.L2343:
	movq	344(%rbx), %rax
	leaq	.LC384(%rip), %rbp
	leaq	.LC376(%rip), %rsi
	movq	%rbp, %rdi
	movq	256(%rax), %rcx
	movq	240(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	344(%rbx), %rax
	leaq	.LC377(%rip), %rsi
	movq	%rbp, %rdi
	movq	264(%rax), %rcx
	movq	248(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	344(%rbx), %rax
	leaq	.LC385(%rip), %rdi
	movq	272(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	8(%rsp), %rax
	movl	72(%rax), %esi
	testl	%esi, %esi
	je	.L2345
	movq	136(%rax), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L2346
	movq	128(%rax), %rcx
	movq	%rax, %rdx
	movq	%rcx, %rax
	leaq	-1(%rdi), %rcx
	subq	120(%rdx), %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rcx
.L2346:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC386(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L2345:
	movl	20(%rsp), %eax
	testl	%eax, %eax
	jne	.L2361
.L2347:
	movsd	296(%rbx), %xmm0
	movsd	312(%rbx), %xmm2
	leaq	.LC390(%rip), %rbp
	leaq	.LC376(%rip), %rsi
	movsd	304(%rbx), %xmm1
	movq	%rbp, %rdi
	movl	$3, %eax
	call	printf@PLT
	movsd	320(%rbx), %xmm0
	movq	%rbp, %rdi
	movl	$3, %eax
	movsd	336(%rbx), %xmm2
	movsd	328(%rbx), %xmm1
	leaq	.LC377(%rip), %rsi
	call	printf@PLT
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
.L2361:
	.cfi_restore_state
	movq	24(%rsp), %r14
	leaq	.LC387(%rip), %rdi
	movq	32(%r14), %rbp
	movq	8(%r14), %rax
	movq	(%rax,%rbp,8), %rcx
	movq	(%r14), %rax
	movq	%rbp, %rsi
	leaq	0(,%rbp,8), %r12
	movq	(%rax,%rbp,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1(%rbp), %rax
	cmpq	24(%r14), %rax
	jb	.L2362
.L2348:
	movq	24(%rsp), %rax
	leaq	.LC389(%rip), %rdi
	movq	40(%rax), %rdx
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%rbp, %rsi
	call	printf@PLT
	jmp	.L2347
.L2362:
	movq	24(%rsp), %rdi
	movq	8(%rdi), %rax
	movq	8(%rax,%r12), %rdx
	movq	(%rdi), %rax
	leaq	.LC388(%rip), %rdi
	movq	8(%rax,%r12), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L2348
	.cfi_endproc
.LFE295:
	.size	print_results, .-print_results
	.section	.rodata.str1.1
.LC391:
	.string	" (the trace's mean)"
.LC392:
	.string	"for the trace"
.LC393:
	.string	"for the corrected trace"
.LC394:
	.string	"checking the trace"
.LC395:
	.string	"trace"
	.section	.rodata.str1.8
	.align 8
.LC396:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.align 8
.LC397:
	.string	"coordinated omission: correcting a recorded trace"
	.align 8
.LC398:
	.string	"scenario: %s\ntrace: %s, %lu latencies\n"
	.align 8
.LC399:
	.string	"correction: expected interval %s us%s; rank rule %s; slow above %s us\n"
	.align 8
.LC400:
	.string	"checks: percentiles, counts, slow counts and sums of both sets against counting over the distinct values\n"
	.section	.rodata.str1.1
.LC401:
	.string	"recorded"
.LC402:
	.string	"ratio"
.LC403:
	.string	"\n%-10s %9s"
.LC404:
	.string	" %11.*f"
	.section	.rodata.str1.8
	.align 8
.LC405:
	.string	"\n(percentiles in us; ratio = corrected / recorded)\n"
	.align 8
.LC406:
	.string	"RESULT checks passed=%lu failed=%lu runs=1\n"
	.align 8
.LC407:
	.string	"Latency by percentile: a recorded trace and its correction"
	.section	.rodata.str1.1
.LC408:
	.string	"recorded.hgrm"
.LC409:
	.string	"corrected.hgrm"
.LC410:
	.string	"percentiles.svg"
	.section	.text.unlikely,"ax",@progbits
.LCOLDB412:
	.text
.LHOTB412:
	.p2align 4
	.type	run_correct, @function
run_correct:
.LFB312:
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
	je	.L2406
	movl	176(%r12), %r11d
	movq	%rax, %r13
	testl	%r11d, %r11d
	je	.L2366
	testq	%rbx, %rbx
	je	.L2367
	movq	%rbp, %rax
	addq	%rbp, %rdx
	xorl	%esi, %esi
	xorl	%edi, %edi
	.p2align 4,,10
	.p2align 3
.L2368:
	movq	(%rax), %r14
	xorl	%r15d, %r15d
	addq	%r14, %rsi
	adcq	%r15, %rdi
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L2368
	movq	$1, 8(%rsp)
	xorl	%eax, %eax
	movq	%rdi, %rcx
	cmpq	%rbx, %rsi
	sbbq	%rax, %rcx
	jnc	.L2407
.L2366:
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
	jne	.L2408
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
	je	.L2409
.L2371:
	leaq	.LC394(%rip), %rsi
	call	cannot
	movl	%eax, %r12d
.L2370:
	movq	%r14, %rdi
	call	dist_free
	movq	16(%rsp), %rdi
	call	dist_free
	movq	%r13, %rdi
	call	free@PLT
.L2363:
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
.L2409:
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
	jne	.L2371
	movq	16(%rsp), %rdi
	movl	32(%rsp), %edx
	leaq	640(%rsp), %rcx
	movq	%r15, %rsi
	movq	%rcx, 80(%rsp)
	call	dist_summarise
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L2371
	cmpq	$0, 48(%rsp)
	je	.L2374
	movq	480(%rsp), %rcx
	cmpq	$16777216, %rcx
	jbe	.L2374
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	leaq	.LC395(%rip), %rdx
	leaq	.LC396(%rip), %rsi
	xorl	%eax, %eax
	movl	$2, %r12d
	call	fprintf@PLT
	jmp	.L2370
.L2408:
	leaq	.LC393(%rip), %rsi
	movl	%eax, %edi
	leaq	240(%rsp), %r14
	call	cannot
	movl	%eax, %r12d
	leaq	272(%rsp), %rax
	movq	%rax, 16(%rsp)
	jmp	.L2370
.L2407:
	movq	%rsi, %rax
	movq	%rbx, %rdx
	movq	%rdi, %rsi
	xorl	%ecx, %ecx
	movq	%rax, %rdi
	call	__udivti3@PLT
	movq	%rax, 8(%rsp)
	jmp	.L2366
.L2374:
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
.L2375:
	leaq	names.8(%rip), %rax
	xorl	%r14d, %r14d
	movq	%r15, %rbx
	movq	(%rax,%r15), %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L2376:
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
	jne	.L2376
	movq	%rbx, %rax
	movq	%rbp, %rbx
	movq	%r15, %rbp
	xorl	%r9d, %r9d
	movq	%rax, %r15
	movq	(%rbx), %rax
	movq	0(%rbp), %r8
	xorl	%esi, %esi
	leaq	.LC120(%rip), %rcx
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
	leaq	.LC125(%rip), %rcx
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
	leaq	.LC373(%rip), %rcx
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
	je	.L2377
	movl	$8, %r15d
	jmp	.L2375
.L2377:
	movq	152(%rsp), %rbx
	leaq	.LC397(%rip), %rdi
	movq	136(%rsp), %r12
	movq	128(%rsp), %r13
	movq	144(%rsp), %rbp
	movq	160(%rsp), %r14
	call	puts@PLT
	movq	64(%rsp), %rdx
	movq	%rbx, %rcx
	xorl	%eax, %eax
	movq	56(%rsp), %rsi
	leaq	.LC398(%rip), %rdi
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
	jne	.L2410
	leaq	.LC3(%rip), %r12
	movq	%r12, %rdx
.L2378:
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
	leaq	.LC399(%rip), %rdi
	movq	64(%rsp), %rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	.LC400(%rip), %rdi
	call	puts@PLT
	call	print_header_w.constprop.0
	movl	$10, %edi
	call	putchar@PLT
	movq	40(%rsp), %rsi
	leaq	.LC401(%rip), %rdi
	call	print_row_w.constprop.0
	movl	$10, %edi
	call	putchar@PLT
	movq	24(%rsp), %rsi
	leaq	.LC374(%rip), %rdi
	call	print_row_w.constprop.0
	movq	%r12, %rdx
	leaq	.LC402(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC403(%rip), %rdi
	leaq	.LC404(%rip), %r12
	call	printf@PLT
	movq	%rbx, 32(%rsp)
	movq	%r15, %rbx
	movq	40(%rsp), %r15
	jmp	.L2385
.L2412:
	movq	24(%rsp), %rcx
	movq	(%rcx,%rbx), %rcx
	testq	%rcx, %rcx
	js	.L2380
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2381:
	testq	%rax, %rax
	js	.L2382
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2383:
	divsd	%xmm1, %xmm0
	comisd	.LC61(%rip), %xmm0
	sbbl	%esi, %esi
	andl	$2, %esi
	addl	$1, %esi
.L2379:
	movq	%r12, %rdi
	movl	$1, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	$56, %rbx
	je	.L2411
.L2385:
	movq	(%r15,%rbx), %rax
	testq	%rax, %rax
	jne	.L2412
	pxor	%xmm0, %xmm0
	movl	$3, %esi
	jmp	.L2379
.L2410:
	leaq	.LC391(%rip), %rdx
	leaq	.LC3(%rip), %r12
	jmp	.L2378
.L2382:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2383
.L2380:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2381
.L2411:
	leaq	.LC405(%rip), %rdi
	movq	32(%rsp), %rbx
	call	puts@PLT
	movq	40(%rsp), %rsi
	leaq	.LC401(%rip), %rdi
	call	print_result_set
	movq	24(%rsp), %rsi
	leaq	.LC374(%rip), %rdi
	call	print_result_set
	movq	8(%rsp), %rsi
	leaq	.LC385(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	184(%rsp), %r12
	xorl	%eax, %eax
	movq	176(%rsp), %rsi
	leaq	.LC406(%rip), %rdi
	movq	%r12, %rdx
	call	printf@PLT
	testq	%r12, %r12
	setne	%r12b
	cmpq	$0, 48(%rsp)
	movzbl	%r12b, %r12d
	je	.L2370
	movq	72(%rsp), %rdi
	xorl	%eax, %eax
	movl	$12, %ecx
	movq	%rbx, %rsi
	movq	424(%rsp), %xmm0
	leaq	352(%rsp), %r15
	movl	$2, 320(%rsp)
	rep stosl
	leaq	.LC407(%rip), %rax
	movq	%r15, %rdx
	movq	%rbp, %rdi
	movhps	504(%rsp), %xmm0
	movq	%r15, %xmm2
	leaq	NAMES.7(%rip), %rcx
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
	je	.L2413
.L2386:
	movl	$1, %r12d
.L2388:
	movq	352(%rsp), %rdi
	call	free@PLT
	movq	376(%rsp), %rdi
	call	free@PLT
	jmp	.L2370
.L2413:
	leaq	376(%rsp), %rbx
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2386
	leaq	hgrm_writer(%rip), %rbp
	movq	48(%rsp), %rdi
	movq	%r15, %rcx
	leaq	.LC408(%rip), %rsi
	movq	%rbp, %rdx
	call	export_file
	testl	%eax, %eax
	jne	.L2386
	movq	48(%rsp), %rdi
	movq	%rbx, %rcx
	movq	%rbp, %rdx
	leaq	.LC409(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2386
	movq	80(%rsp), %rcx
	movq	48(%rsp), %rdi
	leaq	spectrum_writer(%rip), %rdx
	leaq	.LC410(%rip), %rsi
	call	export_file
	testl	%eax, %eax
	jne	.L2386
	jmp	.L2388
.L2406:
	movq	stderr(%rip), %rdi
	leaq	.LC392(%rip), %rdx
	xorl	%eax, %eax
	movl	$1, %r12d
	leaq	.LC94(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2363
	.cfi_endproc
	.section	.text.unlikely
	.cfi_startproc
	.type	run_correct.cold, @function
run_correct.cold:
.LFSB312:
.L2367:
	.cfi_def_cfa_offset 784
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	ud2
	.cfi_endproc
.LFE312:
	.text
	.size	run_correct, .-run_correct
	.section	.text.unlikely
	.size	run_correct.cold, .-run_correct.cold
.LCOLDE412:
	.text
.LHOTE412:
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
	je	.L2427
.L2414:
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
.L2427:
	.cfi_restore_state
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L2414
	cmpl	$1, %eax
	je	.L2428
	movq	%rsp, %r12
	movq	104(%rsi), %rsi
	xorl	%ecx, %ecx
	leaq	40(%rbx), %rdi
	movl	$256, %r9d
	movq	%r12, %r8
	leaq	.LC138(%rip), %rdx
	call	numbers_open
	testl	%eax, %eax
	je	.L2414
	leaq	run_fault_lock(%rip), %rbp
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L2429
.L2419:
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
.L2428:
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
.L2429:
	.cfi_restore_state
	movq	%r12, %rcx
	leaq	.LC26(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L2419
	.cfi_endproc
.LFE64:
	.size	due_restart, .-due_restart
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB94:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L2437
	testq	%r8, %r8
	je	.L2437
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
	jne	.L2430
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L2440
.L2432:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L2430:
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
.L2437:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L2440:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L2435
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L2433:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L2441
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L2432
	.p2align 4,,10
	.p2align 3
.L2435:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L2433
.L2441:
	movl	$1, 24(%rbx)
	jmp	.L2430
	.cfi_endproc
.LFE94:
	.size	dist_add, .-dist_add
	.p2align 4
	.type	closed_form, @function
closed_form:
.LFB107:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movl	$36, %ecx
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
	movq	%rdi, %rbx
	subq	$280, %rsp
	.cfi_def_cfa_offset 336
	movq	(%rdi), %rax
	movq	136(%rdi), %r11
	movq	$0, 24(%rsp)
	movq	%rax, (%rsp)
	movq	80(%rdi), %rax
	movaps	%xmm0, 112(%rsp)
	movq	%rax, 16(%rsp)
	movq	48(%rdi), %rax
	movaps	%xmm0, 128(%rsp)
	movq	%rax, 96(%rsp)
	movq	160(%rdi), %rax
	movq	%rsi, %rdi
	movaps	%xmm0, 144(%rsp)
	movq	%rax, 104(%rsp)
	leaq	-1(%r11), %rax
	movq	%rax, 8(%rsp)
	xorl	%eax, %eax
	rep stosq
	movaps	%xmm0, 160(%rsp)
	movaps	%xmm0, 176(%rsp)
	movq	48(%rbx), %r9
	movq	80(%rbx), %rbp
	movaps	%xmm0, 192(%rsp)
	movq	136(%rbx), %r8
	movaps	%xmm0, 208(%rsp)
	movaps	%xmm0, 224(%rsp)
	movaps	%xmm0, 240(%rsp)
	movaps	%xmm0, 256(%rsp)
	testq	%r9, %r9
	je	.L2443
	xorl	%edx, %edx
	movq	%rbp, %rcx
	movq	%r9, %rax
	subq	(%rbx), %rcx
	divq	%rcx
	leaq	-1(%r8), %rdi
	cmpq	$1, %rdx
	sbbq	$0, %rax
	xorl	%edx, %edx
	movq	%rax, 24(%rsp)
	movq	%rax, 208(%rsp)
	movq	64(%rbx), %rax
	divq	%rbp
	movq	%rax, %rcx
	cmpq	%rax, %rdi
	jnb	.L2502
.L2443:
	movq	240(%rsp), %rcx
	movq	232(%rsp), %r10
	leaq	144(%rsp), %r15
	movq	%r11, 72(%rsp)
	movq	256(%rsp), %rax
	movq	248(%rsp), %r12
	movq	%r9, 80(%rsp)
	movq	%rcx, %rdx
	movq	224(%rsp), %rdi
	movq	(%rbx), %rsi
	movq	%rcx, 40(%rsp)
	imulq	%rax, %rdx
	movq	%r12, 32(%rsp)
	movl	$1, %ecx
	movq	216(%rsp), %r13
	imulq	%r10, %r12
	movq	%rdi, 88(%rsp)
	movq	%r15, %rdi
	movq	%r10, 64(%rsp)
	movq	%rax, 56(%rsp)
	addq	%rdx, %r12
	xorl	%edx, %edx
	movq	%rsi, 48(%rsp)
	subq	%r12, %r8
	movq	%r12, 264(%rsp)
	call	dist_add
	movq	48(%rsp), %rsi
	movq	80(%rsp), %r9
	movq	%r15, %rdi
	movq	32(%rsp), %r8
	movq	64(%rsp), %rcx
	subq	%rsi, %rbp
	movq	%rbp, %rdx
	leaq	(%rsi,%r9), %rbp
	movq	%rbp, %rsi
	movq	%rdx, 32(%rsp)
	call	dist_add
	movq	56(%rsp), %r8
	movq	%rbp, %rsi
	movq	%r15, %rdi
	movq	40(%rsp), %rcx
	movq	32(%rsp), %rdx
	call	dist_add
	testq	%r13, %r13
	movq	72(%rsp), %r11
	movq	%r13, 248(%r14)
	je	.L2447
	movq	8(%rsp), %rax
	movq	88(%rsp), %rdi
	subq	%rdi, %rax
	cmpq	%rax, 24(%rsp)
	jnb	.L2503
.L2447:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rax
.L2448:
	movq	%rax, 264(%r14)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L2504
	cmpl	$1, %eax
	jne	.L2457
	movq	96(%rsp), %r12
	movq	(%rsp), %rsi
	addq	%rsi, %r12
	testq	%r13, %r13
	je	.L2458
	xorl	%edx, %edx
	movq	%r12, %rax
	movq	88(%rsp), %rcx
	movq	8(%rsp), %r9
	divq	16(%rsp)
	leaq	112(%rsp), %rbp
	movq	%rbp, %rdi
	cmpq	$1, %rdx
	leaq	-1(%r13), %rdx
	sbbq	$0, %rax
	subq	%rcx, %r9
	subq	%r13, %r11
	imulq	%rax, %rdx
	movq	%r9, %rcx
	cmpq	%r9, %rax
	movq	%r11, %r8
	cmovbe	%rax, %rcx
	movq	%r9, 32(%rsp)
	movq	%rax, 24(%rsp)
	addq	%rcx, %rdx
	movl	$1, %ecx
	subq	%rdx, %r8
	xorl	%edx, %edx
	call	dist_add
	movq	%r13, %r8
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	dist_add
	movq	24(%rsp), %rax
	movq	32(%rsp), %r9
	movq	%r13, 240(%r14)
	cmpq	%r9, %rax
	jb	.L2459
	movq	16(%rsp), %rax
	movq	88(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %r12
	jmp	.L2456
.L2457:
	movq	48(%rbx), %r9
	movq	(%rbx), %rsi
	movq	144(%rbx), %rdi
	testq	%r9, %r9
	je	.L2461
	movq	56(%rbx), %r8
	movq	64(%rbx), %r10
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L2462:
	movq	%r8, %rdx
	xorl	%eax, %eax
	imulq	%r13, %rdx
	addq	%r10, %rdx
	cmpq	%r12, %rdx
	jb	.L2465
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
.L2465:
	testq	%rdi, %rdi
	je	.L2466
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%r12, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L2467:
	testb	%dl, %dl
	jne	.L2468
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %r12
	addq	$1, %r13
	je	.L2462
	testq	%r8, %r8
	jne	.L2462
.L2468:
	testq	%rdi, %rdi
	jne	.L2505
.L2464:
	movq	136(%rbx), %r8
	subq	%rcx, %r8
.L2471:
	testq	%r8, %r8
	je	.L2470
	movq	%rsi, %rax
	imulq	%r8, %rax
	addq	%rax, %r12
.L2470:
	addq	%rcx, %r8
	leaq	112(%rsp), %rbp
	movl	$1, %ecx
	xorl	%edx, %edx
	subq	%r13, %r8
	movq	%rbp, %rdi
	movq	%r9, 8(%rsp)
	movq	%rsi, (%rsp)
	call	dist_add
	movq	(%rsp), %rsi
	movq	8(%rsp), %r9
	xorl	%edx, %edx
	movq	%r13, %r8
	movl	$1, %ecx
	movq	%rbp, %rdi
	addq	%r9, %rsi
	call	dist_add
	movq	%r13, 240(%r14)
	jmp	.L2456
.L2502:
	movq	56(%rbx), %r10
	xorl	%edx, %edx
	movq	%r10, %rax
	divq	%rbp
	movq	%rax, %rsi
	movl	$1, %eax
	cmpq	%rbp, %r10
	jb	.L2445
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rsi
	addq	$1, %rax
.L2445:
	movq	%rax, 216(%rsp)
	subq	$1, %rax
	movq	24(%rsp), %rdi
	imulq	%rax, %rsi
	movq	%rax, 248(%rsp)
	movq	%r8, %rax
	movq	$1, 256(%rsp)
	leaq	1(%rdi), %rdx
	movq	%rdx, 232(%rsp)
	addq	%rcx, %rsi
	subq	%rsi, %rax
	movq	%rsi, 224(%rsp)
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	movq	%rax, 240(%rsp)
	jmp	.L2443
.L2503:
	movq	16(%rsp), %rdx
	movq	(%rsp), %rcx
	movq	%r11, %rax
	subq	%rdi, %rax
	imulq	%rdi, %rdx
	movq	96(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L2448
	.p2align 4,,10
	.p2align 3
.L2466:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L2467
.L2504:
	leaq	112(%rsp), %rbp
	subq	%r12, %r11
	movq	(%rsp), %rsi
	xorl	%edx, %edx
	movq	%rbp, %rdi
	movq	%r11, %r8
	movl	$1, %ecx
	call	dist_add
	leaq	224(%rsp), %rax
	movq	%r14, 32(%rsp)
	leaq	208(%rsp), %r13
	movq	%rax, 16(%rsp)
	movq	%r15, 40(%rsp)
	movq	%rbp, (%rsp)
	movq	%rbx, %rbp
.L2455:
	movq	0(%rbp), %rax
	movq	160(%rbp), %r12
	movq	24(%r13), %r14
	movq	48(%rbp), %rbx
	movq	%rax, %r11
	movq	80(%rbp), %r15
	movq	40(%r13), %r8
	movq	%r12, %rcx
	imulq	%r12, %r11
	addq	%rax, %rbx
	subq	%rax, %r15
	cmpq	%r12, %r14
	movq	%r8, 8(%rsp)
	cmovbe	%r14, %rcx
	cmpq	%r11, %rbx
	movq	%r11, 24(%rsp)
	jb	.L2450
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L2452
	movq	24(%rsp), %r11
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r15
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L2506
.L2453:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r14, %r12
	jb	.L2477
.L2452:
	addq	$8, %r13
	cmpq	%r13, 16(%rsp)
	jne	.L2455
	movq	32(%rsp), %r14
	movq	%rbp, %rbx
	movq	40(%rsp), %r15
	movq	(%rsp), %rbp
	movq	248(%r14), %rax
	movq	264(%r14), %r12
	movq	%rax, 240(%r14)
.L2456:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%r12, 256(%r14)
	jne	.L2507
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rcx
	movq	%rbp, %rdi
	leaq	176(%rsp), %r12
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2473
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%r14), %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2473
	movq	168(%rbx), %rax
	cmpl	$0, 176(%rbx)
	movq	%rax, 272(%r14)
	je	.L2474
	movq	(%r14), %rcx
	movq	104(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	orq	$-1, %rax
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L2475
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rdi
	xorl	%edx, %edx
	movq	%rax, %rcx
	movq	256(%r14), %rax
	divq	%rcx
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L2475:
	movq	%rax, 272(%r14)
.L2474:
	movq	272(%r14), %rsi
	leaq	176(%rsp), %r12
	movq	%rbp, %rdi
	movq	%r12, %rdx
	call	dist_correct
	cmpl	$0, 200(%rsp)
	jne	.L2476
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	160(%r14), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	movl	%eax, %r13d
.L2473:
	movq	%rbp, %rdi
	call	dist_free
	movq	%r15, %rdi
	call	dist_free
	movq	%r12, %rdi
	call	dist_free
	addq	$280, %rsp
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
.L2450:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L2452
.L2477:
	movq	%r14, %rcx
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	subq	%r12, %rcx
	imulq	%r15, %r12
	subq	%r12, %rbx
	movq	%rbx, %rsi
	call	dist_add
	jmp	.L2452
.L2458:
	movq	(%rsp), %rsi
	leaq	112(%rsp), %rbp
	movq	%r11, %r8
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%rbp, %rdi
	call	dist_add
	xorl	%r8d, %r8d
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	dist_add
	xorl	%eax, %eax
	movq	%rax, 240(%r14)
.L2459:
	movq	8(%rsp), %rax
	movq	16(%rsp), %r12
	imulq	%rax, %r12
	movq	(%rsp), %rax
	addq	%rax, %r12
	jmp	.L2456
.L2505:
	xorl	%r8d, %r8d
	cmpq	%rdi, %r12
	jnb	.L2470
.L2463:
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r8
	jmp	.L2471
.L2506:
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
	jmp	.L2453
.L2507:
	leaq	176(%rsp), %r12
.L2476:
	orl	$-1, %r13d
	jmp	.L2473
.L2461:
	xorl	%r13d, %r13d
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rdi, %rdi
	jne	.L2463
	jmp	.L2464
	.cfi_endproc
.LFE107:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC413:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC414:
	.string	"unexpected argument '%s': %s"
.LC415:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC416:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC417:
	.string	"--quick"
.LC418:
	.string	"--export-values"
.LC419:
	.string	"--hlog-counts"
.LC420:
	.string	"--verbose"
.LC421:
	.string	"--cross-check"
.LC422:
	.string	"--scoreboard"
.LC423:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC424:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC425:
	.string	"at most 1000 characters"
.LC426:
	.string	"%s: the value is too long: %s"
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
	movq	%rcx, 32(%rsp)
	testl	%esi, %esi
	jle	.L2537
	movq	%rdi, 40(%rsp)
	xorl	%r9d, %r9d
	leaq	2592+OPTIONS(%rip), %rbp
	movl	%esi, 20(%rsp)
	movl	%r9d, %r15d
	movq	%rdx, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L2509:
	movq	8(%rsp), %rcx
	movslq	%r15d, %rax
	leaq	0(,%rax,8), %rdx
	movq	(%rcx,%rax,8), %r12
	movq	%rdx, 24(%rsp)
	cmpb	$45, (%r12)
	jne	.L2541
	cmpb	$104, 1(%r12)
	jne	.L2541
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC345(%rip), %rbx
	jne	.L2541
.L2512:
	leaq	OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	jmp	.L2517
	.p2align 4,,10
	.p2align 3
.L2513:
	addl	$1, %r13d
	addq	$48, %r14
	cmpl	$54, %r13d
	je	.L2516
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L2517:
	movq	(%r14), %rdi
	testl	%eax, %eax
	jne	.L2513
	movslq	%r13d, %rcx
	leaq	OPTIONS(%rip), %rdx
	leaq	(%rcx,%rcx,2), %rax
	salq	$4, %rax
	movl	8(%rdx,%rax), %eax
	cmpl	$2, %eax
	je	.L2549
	leal	1(%r15), %ebx
	cmpl	$1, %eax
	je	.L2550
	cmpl	%ebx, 20(%rsp)
	je	.L2551
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r15
	cmpb	$45, (%r15)
	jne	.L2543
	cmpb	$104, 1(%r15)
	jne	.L2543
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC345(%rip), %r14
	jne	.L2543
.L2532:
	leaq	48+OPTIONS(%rip), %r13
	jmp	.L2535
	.p2align 4,,10
	.p2align 3
.L2533:
	cmpq	%rbp, %r13
	je	.L2534
	movq	0(%r13), %rsi
	movq	%r14, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L2535:
	testl	%eax, %eax
	jne	.L2533
	movq	32(%rsp), %rdi
	movq	%r15, %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC424(%rip), %rdx
	call	snprintf@PLT
.L2520:
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
.L2534:
	.cfi_restore_state
	movq	%r15, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L2552
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r15, %rdx
	movq	%r12, %rsi
	movl	$2048, %r8d
	call	apply_option
	testl	%eax, %eax
	jne	.L2520
.L2529:
	leal	1(%rbx), %r15d
	cmpl	%r15d, 20(%rsp)
	jg	.L2509
.L2537:
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
.L2541:
	.cfi_restore_state
	leaq	.LC186(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L2512
	.p2align 4,,10
	.p2align 3
.L2543:
	leaq	.LC186(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r14
	call	strcmp@PLT
	jmp	.L2532
	.p2align 4,,10
	.p2align 3
.L2516:
	cmpb	$45, (%r12)
	je	.L2553
.L2542:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC413(%rip), %r8
	leaq	.LC414(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2520
	.p2align 4,,10
	.p2align 3
.L2553:
	cmpb	$45, 1(%r12)
	jne	.L2542
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC312(%rip), %r8
	leaq	.LC313(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2520
	.p2align 4,,10
	.p2align 3
.L2550:
	leaq	.LC417(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L2554
	leaq	.LC418(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L2524
	movq	40(%rsp), %rax
	movl	$1, 448(%rax)
.L2523:
	movl	%r15d, %ebx
	jmp	.L2529
	.p2align 4,,10
	.p2align 3
.L2554:
	movq	40(%rsp), %rax
	movl	$1, 480(%rax)
	jmp	.L2523
.L2524:
	leaq	.LC419(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L2555
	leaq	.LC420(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L2526
	movq	40(%rsp), %rax
	movl	$1, 452(%rax)
	jmp	.L2523
.L2555:
	movq	40(%rsp), %rax
	movl	$1, 360(%rax)
	jmp	.L2523
.L2549:
	movq	%rdi, %rcx
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC415(%rip), %r8
	leaq	.LC416(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2520
.L2552:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC425(%rip), %r8
	leaq	.LC426(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2520
.L2551:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC312(%rip), %r8
	leaq	.LC423(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2520
.L2526:
	leaq	.LC421(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L2556
	leaq	.LC422(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2523
	movq	40(%rsp), %rax
	movl	$1, 504(%rax)
	jmp	.L2523
.L2556:
	movq	40(%rsp), %rax
	movl	$3, 368(%rax)
	jmp	.L2523
	.cfi_endproc
.LFE379:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC427:
	.string	", "
.LC428:
	.string	" or "
.LC429:
	.string	"out of memory"
.LC430:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC431:
	.string	"--scenario %s is the lab's (it sets %s): run ./lab --scenario %s"
	.align 8
.LC432:
	.string	"--scenario '%s' is not valid: use "
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB381:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
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
	leaq	SCENARIOS(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rbp, %r12
	movq	%rdi, %rbx
	subq	$328, %rsp
	.cfi_def_cfa_offset 384
	movq	%rsi, 16(%rsp)
	movq	%rdx, 24(%rsp)
.L2559:
	movq	(%r12), %r13
	movq	16(%rsp), %rdi
	movq	%r13, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2558
	addl	$1, %r14d
	addq	$24, %r12
	cmpl	$21, %r14d
	jne	.L2559
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC432(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	jle	.L2583
	leaq	.LC427(%rip), %r8
	cltq
	xorl	%r14d, %r14d
	movl	$2048, %ebx
	leaq	.LC40(%rip), %r12
	movq	%r8, %r13
	cmpl	$2047, %r15d
	jg	.L2583
.L2584:
	movq	24(%rsp), %rdx
	movq	0(%rbp), %rcx
	movq	%rbx, %rsi
	addl	$1, %r14d
	subq	%rax, %rsi
	leaq	(%rdx,%rax), %rdi
	movq	%r12, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	addl	%eax, %r15d
	cmpl	$20, %r14d
	jg	.L2583
	testl	%r15d, %r15d
	jle	.L2583
	movslq	%r15d, %rax
	addq	$24, %rbp
	cmpl	$2047, %r15d
	jg	.L2583
	cmpl	$18, %r14d
	jle	.L2592
	cmpl	$19, %r14d
	je	.L2616
	movq	24(%rsp), %rdi
	subq	%rax, %rbx
	movq	0(%rbp), %rcx
	movq	%r12, %rdx
	movq	%rbx, %rsi
	leaq	.LC3(%rip), %r8
	addq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2583
	.p2align 4,,10
	.p2align 3
.L2558:
	movq	472(%rbx), %rdi
	movslq	%r14d, %r14
	movq	%r13, 40(%rsp)
	movq	$0, 56(%rsp)
	call	free@PLT
	leaq	(%r14,%r14,2), %rax
	leaq	SCENARIOS(%rip), %rcx
	leaq	(%rcx,%rax,8), %r12
	movq	16(%r12), %rdi
	call	strdup@PLT
	movq	%rax, 472(%rbx)
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L2617
	leaq	56(%rsp), %r13
	leaq	.LC45(%rip), %rbp
	movq	%r13, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L2563
	leaq	64(%rsp), %rcx
	movl	$1, %r15d
	movq	%rbx, 8(%rsp)
	movq	%rcx, 32(%rsp)
	movq	%r15, %rbx
	movq	%rcx, %r15
	.p2align 4,,10
	.p2align 3
.L2564:
	movq	%r13, %rdx
	movq	%rbp, %rsi
	xorl	%edi, %edi
	movq	%rax, -8(%r15,%rbx,8)
	call	strtok_r@PLT
	movl	%ebx, %r12d
	movq	%rbx, %rdx
	addq	$1, %rbx
	testq	%rax, %rax
	je	.L2613
	cmpl	$31, %r12d
	jle	.L2564
.L2613:
	movq	40(%rsp), %xmm0
	leal	-1(%rdx), %eax
	xorl	%ebp, %ebp
	movq	8(%rsp), %rbx
	leaq	SCENARIOS(%rip), %rcx
	movl	%eax, 8(%rsp)
	leaq	(%r14,%r14,2), %rax
	movl	%r12d, 40(%rsp)
	movhps	8(%rcx,%rax,8), %xmm0
	leaq	OPTIONS(%rip), %r13
	movups	%xmm0, 456(%rbx)
	.p2align 4,,10
	.p2align 3
.L2573:
	movslq	%ebp, %rax
	movq	64(%rsp,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L2593
	cmpb	$104, 1(%r14)
	jne	.L2593
	cmpb	$0, 2(%r14)
	jne	.L2593
	movl	$-1, %eax
	leaq	.LC345(%rip), %r14
.L2569:
	leaq	48+OPTIONS(%rip), %r12
	xorl	%r15d, %r15d
	jmp	.L2572
	.p2align 4,,10
	.p2align 3
.L2570:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L2589
	movq	(%r12), %rsi
	movq	%r14, %rdi
	addq	$48, %r12
	call	strcmp@PLT
.L2572:
	testl	%eax, %eax
	jne	.L2570
	movabsq	$-6148914691236517205, %rcx
	movslq	%r15d, %r15
	leaq	(%r15,%r15,2), %rax
	movq	%rax, %rdx
	imulq	%rcx, %rax
	salq	$4, %rdx
	cmpl	$1, 8(%r13,%rdx)
	movb	$1, 512(%rbx,%rax)
	movl	%ebp, %eax
	adcl	$0, %eax
.L2571:
	movl	8(%rsp), %ecx
	leal	1(%rax), %ebp
	cmpl	%ecx, %eax
	jl	.L2573
	movl	40(%rsp), %r12d
	movq	%rbx, 40(%rsp)
	movl	%ecx, %eax
	movq	32(%rsp), %rbp
	leaq	72(%rsp,%rax,8), %r14
	movl	%r12d, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L2581:
	movq	0(%rbp), %r15
	cmpb	$45, (%r15)
	jne	.L2594
	cmpb	$104, 1(%r15)
	jne	.L2594
	cmpb	$0, 2(%r15)
	jne	.L2594
	movl	$-1, %eax
	leaq	.LC345(%rip), %r15
.L2575:
	leaq	OPTIONS(%rip), %r12
	xorl	%ebx, %ebx
	jmp	.L2579
	.p2align 4,,10
	.p2align 3
.L2576:
	addl	$1, %ebx
	addq	$48, %r12
	cmpl	$54, %ebx
	je	.L2578
	movq	(%r12), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
.L2579:
	movq	(%r12), %r8
	testl	%eax, %eax
	jne	.L2576
	movslq	%ebx, %rcx
	leaq	(%rcx,%rcx,2), %rax
	salq	$4, %rax
	movl	44(%r13,%rax), %eax
	testl	%eax, %eax
	jne	.L2618
.L2578:
	addq	$8, %rbp
	cmpq	%r14, %rbp
	jne	.L2581
	movl	8(%rsp), %r12d
	movq	40(%rsp), %rbx
.L2567:
	movq	24(%rsp), %rcx
	movq	32(%rsp), %rdx
	movl	%r12d, %esi
	movq	%rbx, %rdi
	call	apply_args.constprop.0
.L2557:
	addq	$328, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L2594:
	.cfi_restore_state
	leaq	.LC186(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L2575
	.p2align 4,,10
	.p2align 3
.L2593:
	leaq	.LC186(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	jmp	.L2569
	.p2align 4,,10
	.p2align 3
.L2589:
	movl	%ebp, %eax
	jmp	.L2571
.L2618:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC431(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%rcx, %r9
	call	snprintf@PLT
.L2583:
	movl	$-1, %eax
	jmp	.L2557
.L2592:
	movq	%r13, %r8
	jmp	.L2584
.L2616:
	leaq	.LC428(%rip), %r8
	jmp	.L2584
.L2563:
	movq	40(%rsp), %xmm0
	leaq	64(%rsp), %rax
	movq	%rax, 32(%rsp)
	movhps	8(%r12), %xmm0
	xorl	%r12d, %r12d
	movups	%xmm0, 456(%rbx)
	jmp	.L2567
.L2617:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC429(%rip), %r8
	leaq	.LC430(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2583
	.cfi_endproc
.LFE381:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.p2align 4
	.type	was_given, @function
was_given:
.LFB258:
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
	jne	.L2627
	cmpb	$104, 1(%rsi)
	je	.L2629
.L2627:
	leaq	.LC186(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
.L2621:
	leaq	48+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L2624
	.p2align 4,,10
	.p2align 3
.L2622:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L2626
	movq	0(%r13), %rsi
	movq	%r12, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L2624:
	testl	%eax, %eax
	jne	.L2622
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
.L2629:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	jne	.L2627
	movl	$-1, %eax
	leaq	.LC345(%rip), %r12
	jmp	.L2621
	.p2align 4,,10
	.p2align 3
.L2626:
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
.LFE258:
	.size	was_given, .-was_given
	.section	.rodata.str1.8
	.align 8
.LC433:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB343:
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
.L2632:
	movl	192(%rbx,%rax), %esi
	xorl	%edx, %edx
	testl	%esi, %esi
	jne	.L2631
	movl	216(%rbx,%rax), %edi
	negl	%edi
	sbbl	%edx, %edx
	addl	$2, %edx
.L2631:
	movl	%edx, 0(%rbp,%rax)
	addq	$4, %rax
	cmpq	$24, %rax
	jne	.L2632
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
.L2644:
	movl	(%r11), %ecx
	movq	312(%r10), %r12
	testl	%ecx, %ecx
	jne	.L2633
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L2634
	movq	192(%r10), %rcx
	movq	(%rsp), %rdi
	xorl	%eax, %eax
	jmp	.L2635
	.p2align 4,,10
	.p2align 3
.L2639:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L2671
.L2635:
	movq	%r12, %rsi
	addq	(%rdi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L2639
	movl	192(%r11), %ecx
	movq	%rsi, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L2673
	movq	56(%rsp), %rdi
	movq	144(%r10), %rcx
	imulq	(%rdi), %rcx
	addq	%rcx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L2633:
	addq	$1, %rdx
	addq	$524288, (%rsp)
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	cmpq	$6, %rdx
	jne	.L2644
	movq	56(%rsp), %rbx
	movq	88(%rsp), %rbp
	xorl	%r12d, %r12d
	jmp	.L2648
	.p2align 4,,10
	.p2align 3
.L2646:
	addq	$1, %r12
	cmpq	$6, %r12
	je	.L2674
.L2648:
	movl	0(%rbp,%r12,4), %r13d
	testl	%r13d, %r13d
	je	.L2646
	movq	504(%rbx), %rdi
	movq	%r12, %r14
	xorl	%esi, %esi
	movl	$524288, %edx
	salq	$19, %r14
	addq	%r14, %rdi
	call	memset@PLT
	cmpl	$2, %r13d
	jne	.L2646
	movq	512(%rbx), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %r12
	addq	%r14, %rdi
	call	memset@PLT
	cmpq	$6, %r12
	jne	.L2648
.L2674:
	xorl	%eax, %eax
.L2630:
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
.L2634:
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
	jmp	.L2637
	.p2align 4,,10
	.p2align 3
.L2676:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L2675
.L2637:
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
	jc	.L2676
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
	je	.L2677
	movl	16(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L2633
	.p2align 4,,10
	.p2align 3
.L2673:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L2633
	.p2align 4,,10
	.p2align 3
.L2677:
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
	je	.L2642
	.p2align 4,,10
	.p2align 3
.L2643:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2656
	movq	%rsi, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2643
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2642:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rdi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L2633
.L2675:
	movq	48(%rsp), %r15
	movq	56(%rsp), %rbx
.L2638:
	leaq	run_fault_lock(%rip), %rbp
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %r12d
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	testl	%r12d, %r12d
	jne	.L2655
	movslq	%r15d, %rax
	movq	stderr(%rip), %rdi
	leaq	.LC433(%rip), %rsi
	movq	96(%rbx,%rax,8), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L2671:
	movq	56(%rsp), %rbx
	movq	%rdx, %r15
	jmp	.L2638
.L2656:
	movl	$48, %ecx
	jmp	.L2642
.L2655:
	movl	$-4, %eax
	jmp	.L2630
	.cfi_endproc
.LFE343:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.section	.rodata.str1.1
.LC434:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC435:
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
	subq	$688, %rsp
	.cfi_def_cfa_offset 720
	movq	8(%rdi), %rax
	movq	(%rdi), %rbp
	leaq	1(%rax), %rdx
	movq	%rdx, 8(%rdi)
	movl	112(%rdi), %edx
	testl	%edx, %edx
	jne	.L2691
	movq	112(%rbp), %rdx
	testq	%rdx, %rdx
	je	.L2681
	movq	(%rdx,%rax,8), %rax
.L2678:
	addq	$688, %rsp
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
.L2681:
	.cfi_restore_state
	movl	72(%rbp), %edx
	testl	%edx, %edx
	je	.L2692
	cmpl	$1, %edx
	je	.L2693
	leaq	32(%rsp), %r12
	leaq	24(%rsp), %rsi
	movl	$256, %ecx
	leaq	40(%rdi), %rdi
	movq	%r12, %rdx
	call	numbers_next
	cmpl	$1, %eax
	je	.L2694
	testl	%eax, %eax
	leaq	.LC434(%rip), %rax
	movq	104(%rbp), %rcx
	leaq	.LC435(%rip), %rdx
	cmovne	%r12, %rax
	movl	$400, %esi
	leaq	288(%rsp), %r12
	movq	%r12, %rdi
	leaq	run_fault_lock(%rip), %rbp
	movq	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L2695
.L2688:
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 112(%rbx)
.L2691:
	movq	104(%rbx), %rax
	addq	$688, %rsp
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
.L2692:
	.cfi_restore_state
	imulq	80(%rbp), %rax
	addq	$688, %rsp
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
.L2693:
	.cfi_restore_state
	movabsq	$-7046029254386353131, %rax
	addq	32(%rdi), %rax
	pxor	%xmm1, %xmm1
	movsd	.LC1(%rip), %xmm0
	movq	%rax, %rdx
	movq	%rax, 32(%rdi)
	movsd	16(%rdi), %xmm2
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
	xorpd	.LC175(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	movsd	.LC72(%rip), %xmm1
	mulsd	.LC20(%rip), %xmm0
	addsd	24(%rbx), %xmm0
	comisd	%xmm1, %xmm0
	movsd	%xmm0, 24(%rbx)
	jnb	.L2684
	cvttsd2siq	%xmm0, %rax
	jmp	.L2678
	.p2align 4,,10
	.p2align 3
.L2695:
	movq	%r12, %rcx
	leaq	.LC26(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L2688
	.p2align 4,,10
	.p2align 3
.L2694:
	movq	24(%rsp), %rax
	movq	%rax, 104(%rbx)
	jmp	.L2678
	.p2align 4,,10
	.p2align 3
.L2684:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L2678
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
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	(%rdi), %rax
	movq	8(%rdi), %rcx
	movq	136(%rax), %rbx
	subq	%rcx, %rbx
	cmpq	%rdx, %rbx
	cmova	%rdx, %rbx
	cmpq	$0, 112(%rax)
	je	.L2697
.L2700:
	xorl	%r12d, %r12d
	testq	%rbx, %rbx
	je	.L2696
	.p2align 4,,10
	.p2align 3
.L2698:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%r15,%r12,8)
	addq	$1, %r12
	cmpq	%r12, %rbx
	jne	.L2698
.L2696:
	addq	$24, %rsp
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
.L2697:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L2700
	testq	%rbx, %rbx
	je	.L2701
	movsd	16(%rdi), %xmm3
	leaq	(%rsi,%rbx,8), %rax
	movabsq	$-7046029254386353131, %r14
	movabsq	$-4658895280553007687, %r13
	movabsq	$-7723592293110705685, %r12
	movq	%rax, (%rsp)
	movsd	%xmm3, 8(%rsp)
	jmp	.L2704
	.p2align 4,,10
	.p2align 3
.L2715:
	cvttsd2siq	%xmm0, %rdx
	movq	%rdx, (%r15)
.L2703:
	addq	$8, %r15
	cmpq	%r15, (%rsp)
	je	.L2714
.L2704:
	movq	32(%rbp), %rdx
	pxor	%xmm0, %xmm0
	movsd	.LC1(%rip), %xmm1
	addq	%r14, %rdx
	movq	%rdx, %rcx
	movq	%rdx, 32(%rbp)
	shrq	$30, %rcx
	xorq	%rdx, %rcx
	imulq	%r13, %rcx
	movq	%rcx, %rdx
	shrq	$27, %rdx
	xorq	%rcx, %rdx
	imulq	%r12, %rdx
	movq	%rdx, %rcx
	shrq	$31, %rcx
	xorq	%rcx, %rdx
	shrq	$11, %rdx
	cvtsi2sdq	%rdx, %xmm0
	mulsd	.LC0(%rip), %xmm0
	subsd	%xmm0, %xmm1
	movapd	%xmm1, %xmm0
	call	log@PLT
	xorpd	.LC175(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC20(%rip), %xmm0
	addsd	24(%rbp), %xmm0
	comisd	.LC72(%rip), %xmm0
	movsd	%xmm0, 24(%rbp)
	jb	.L2715
	subsd	.LC72(%rip), %xmm0
	movabsq	$-9223372036854775808, %rax
	cvttsd2siq	%xmm0, %rdx
	movq	%rdx, (%r15)
	xorq	%rax, (%r15)
	jmp	.L2703
.L2714:
	movq	8(%rbp), %rcx
.L2701:
	addq	%rbx, %rcx
	movq	%rcx, 8(%rbp)
	jmp	.L2696
	.cfi_endproc
.LFE65:
	.size	due_fill, .-due_fill
	.p2align 4
	.type	batch_stats.constprop.0, @function
batch_stats.constprop.0:
.LFB384:
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
	je	.L2720
	testq	%rax, %rax
	je	.L2720
	leaq	160(%rsp), %r13
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r13, %rdi
	call	walk_start
	movl	%eax, 20(%rsp)
	testl	%eax, %eax
	jne	.L2720
	leaq	32(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rdi, 8(%rsp)
	call	due_restart
	.p2align 4,,10
	.p2align 3
.L2721:
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
	jne	.L2721
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
.L2716:
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
.L2720:
	.cfi_restore_state
	movq	%rbp, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movl	$-1, 20(%rsp)
	jmp	.L2716
	.cfi_endproc
.LFE384:
	.size	batch_stats.constprop.0, .-batch_stats.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC436:
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
	jne	.L2725
	movq	8(%rdi), %rbp
	movq	(%rdi), %r10
	movq	%rbp, %rax
	subq	$0, %rax
	jne	.L2752
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
.L2741:
	movl	64(%rbx), %r8d
	movq	%r10, %rax
	movl	$99999, %esi
	xorl	%edi, %edi
	mulq	(%r12)
	testl	%r8d, %r8d
	jne	.L2727
	movl	$50000, %esi
	xorl	%edi, %edi
.L2727:
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
	je	.L2728
	xorq	%rsi, %r10
	orq	%rbp, %r10
	je	.L2765
	cmpq	$1, %rsi
	je	.L2732
	movq	48(%rbx), %rax
	movl	$0, 24(%r15)
	xorl	%edx, %edx
	movq	%rax, (%r14)
	movq	0(%r13), %rax
	cmpq	%rsi, %rax
	jnb	.L2766
	.p2align 4,,10
	.p2align 3
.L2733:
	addq	$1, %rdx
	movq	%rax, %rdi
	addq	0(%r13,%rdx,8), %rax
	cmpq	%rsi, %rax
	jb	.L2733
	cmpq	$16383, %rdx
	jbe	.L2767
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
	je	.L2734
	movq	1064(%rbx), %rcx
	movq	1072(%rbx), %r8
	movq	%r14, %rdx
	movq	8(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L2768
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
.L2736:
	addq	$112, 8(%rsp)
	addq	$8, %r12
	addq	$4, %r15
	addq	$8, %r14
	cmpq	%r15, 16(%rsp)
	je	.L2740
	movq	(%rbx), %r10
	movq	8(%rbx), %rbp
	jmp	.L2741
	.p2align 4,,10
	.p2align 3
.L2725:
	movq	376(%rdi), %r8
	xorl	%ebp, %ebp
	jmp	.L2749
	.p2align 4,,10
	.p2align 3
.L2743:
	addq	$1, %rbp
	cmpq	$6, %rbp
	je	.L2769
.L2749:
	movl	296(%rbx,%rbp,4), %ecx
	movl	348(%rbx,%rbp,4), %eax
	movq	176(%rbx,%rbp,8), %rdx
	testl	%ecx, %ecx
	jne	.L2743
	movslq	%eax, %rcx
	movq	80(%rbx,%rbp,8), %rsi
	xorl	%eax, %eax
	salq	$19, %rcx
	addq	%r8, %rcx
	jmp	.L2744
	.p2align 4,,10
	.p2align 3
.L2746:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L2745
.L2744:
	movq	%rdx, %rdi
	addq	(%rcx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jb	.L2746
	movl	272(%rbx,%rbp,4), %ecx
	movq	%rdi, 176(%rbx,%rbp,8)
	salq	%cl, %rax
	addq	224(%rbx,%rbp,8), %rax
	movq	%rax, 224(%rbx,%rbp,8)
	testl	%ecx, %ecx
	jne	.L2748
	movq	%rax, 128(%rbx,%rbp,8)
	movl	$1, 296(%rbx,%rbp,4)
	addq	$1, %rbp
	subl	$1, 72(%rbx)
	cmpq	$6, %rbp
	jne	.L2749
.L2769:
	movl	320(%rbx), %eax
	testl	%eax, %eax
	jle	.L2750
	xorl	%ebp, %ebp
	jmp	.L2751
	.p2align 4,,10
	.p2align 3
.L2770:
	movq	376(%rbx), %r8
.L2751:
	movslq	324(%rbx,%rbp,4), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %rbp
	salq	$19, %rdi
	addq	%r8, %rdi
	call	memset@PLT
	cmpl	%ebp, 320(%rbx)
	jg	.L2770
.L2750:
	movq	%rbx, %rdi
	call	select_windows
.L2742:
	xorl	%eax, %eax
.L2724:
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
.L2748:
	.cfi_restore_state
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 272(%rbx,%rbp,4)
	jmp	.L2743
	.p2align 4,,10
	.p2align 3
.L2728:
	movl	$1, 24(%r15)
	movq	$0, (%r14)
	jmp	.L2736
	.p2align 4,,10
	.p2align 3
.L2765:
	movl	$1, 24(%r15)
	cmpq	$1, %rsi
	je	.L2730
	movq	48(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L2736
	.p2align 4,,10
	.p2align 3
.L2767:
	movq	%rdi, 48(%r14)
	movl	$0, (%r15)
	movq	%rdx, 96(%r14)
.L2734:
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L2736
	.p2align 4,,10
	.p2align 3
.L2732:
	movl	$1, 24(%r15)
.L2730:
	movq	40(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L2736
	.p2align 4,,10
	.p2align 3
.L2740:
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
	jmp	.L2742
	.p2align 4,,10
	.p2align 3
.L2768:
	movl	$1, 24(%r15)
	movq	384(%rbx), %r13
	addl	$1, 1084(%rbx)
	jmp	.L2736
.L2766:
	movq	$0, 48(%r14)
	movl	$0, (%r15)
	movq	$0, 96(%r14)
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L2736
.L2745:
	leaq	run_fault_lock(%rip), %r12
	movq	%r12, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %r13d
	movq	%r12, %rdi
	call	pthread_mutex_unlock@PLT
	testl	%r13d, %r13d
	jne	.L2755
	movslq	%ebp, %rbp
	movq	stderr(%rip), %rdi
	leaq	.LC436(%rip), %rsi
	xorl	%eax, %eax
	movq	80(%rbx,%rbp,8), %rdx
	call	fprintf@PLT
	call	abort@PLT
.L2752:
	movl	$-2, %eax
	jmp	.L2724
.L2755:
	movl	$-4, %eax
	jmp	.L2724
	.cfi_endproc
.LFE148:
	.size	select_end_pass, .-select_end_pass
	.section	.rodata.str1.8
	.align 8
.LC437:
	.string	"corrected set without its terms, in memory and in passes (guessing too, and select), e %lu, values below %lu: fields that differ"
	.align 8
.LC438:
	.string	"some corrected percentiles were found by a guess"
	.align 8
.LC439:
	.string	"the brute-force buffer was allocated"
	.text
	.p2align 4
	.type	self_test_corrected, @function
self_test_corrected:
.LFB316:
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
	je	.L2809
	leaq	2928(%rsp), %rax
	movl	$42, %r11d
	movq	$1, 24(%rsp)
	leaq	E.12(%rip), %rbx
	movq	%rax, 88(%rsp)
	leaq	4528(%rsp), %r14
	movq	%r11, %rbp
	movabsq	$-7046029254386353131, %r15
	movl	$0, 208(%rsp)
	movq	$0, 40(%rsp)
.L2773:
	movq	24(%rsp), %rax
	leaq	TOP.11(%rip), %r9
	movq	%rbx, %r13
	movq	%r9, 32(%rsp)
	leaq	(%rax,%rax,2), %r11
	leaq	7728(%rsp), %rax
	movq	%rax, 256(%rsp)
	movq	%r11, %rbx
.L2808:
	movq	32(%rsp), %r10
	movq	88(%rsp), %r8
	xorl	%ecx, %ecx
	movabsq	$-4658895280553007687, %rdi
	movabsq	$-7723592293110705685, %rsi
	jmp	.L2777
	.p2align 4,,10
	.p2align 3
.L2837:
	movq	-8(%r8,%rcx,8), %rdx
.L2775:
	movq	%rdx, (%r8,%rcx,8)
	movq	%rdx, (%r14,%rcx,8)
	addq	$1, %rcx
	cmpq	$200, %rcx
	je	.L2836
.L2777:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L2837
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
	jmp	.L2775
.L2836:
	movq	88(%rsp), %rdi
	movq	24(%rsp), %r9
	xorl	%esi, %esi
	jmp	.L2782
.L2839:
	addq	$8, %rdi
	cmpq	%rdi, %r14
	je	.L2838
.L2782:
	movq	(%rdi), %rax
	movl	$1, %ecx
	cmpq	%r9, %rax
	jb	.L2778
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L2778:
	addq	%rsi, %rcx
	setc	%r11b
	movq	%rcx, %rsi
	movzbl	%r11b, %r11d
	jnc	.L2839
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
.L2781:
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
.L2807:
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
	jle	.L2785
.L2784:
	movq	48(%rsp), %rbp
	.p2align 4,,10
	.p2align 3
.L2786:
	movq	0(%rbp), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	cqr_add_n
	movq	%rbp, %rax
	subq	$8, %rbp
	cmpq	%rbx, %rax
	jne	.L2786
	movl	1716(%rsp), %eax
	movq	%r12, %rdi
	leal	1(%rax), %edx
	movl	%edx, 1716(%rsp)
	testl	%eax, %eax
	je	.L2840
	call	cqr_end_pass.part.0
.L2788:
	movl	1720(%rsp), %r10d
	testl	%r10d, %r10d
	jg	.L2784
.L2785:
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
.L2789:
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
	jne	.L2789
	movq	%r11, 8(%rsp)
	movl	$200, %ebp
	movl	$3, 212(%rsp)
	movq	$2, 64(%rsp)
	movq	%rbx, 168(%rsp)
	movq	232(%rsp), %rbx
.L2806:
	movq	64(%rsp), %r8
	movl	20(%rsp), %ecx
	xorl	%r9d, %r9d
	movq	%r12, %rdi
	movq	24(%rsp), %rsi
	movl	$1000, %edx
	call	cqr_init
	movl	1720(%rsp), %r9d
	testl	%r9d, %r9d
	jle	.L2791
	movq	%rbx, 176(%rsp)
	movq	%r13, 184(%rsp)
	.p2align 4,,10
	.p2align 3
.L2790:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L2797:
	movq	%rbp, %rdx
	leaq	(%r14,%rbx,8), %rax
	subq	%rbx, %rdx
	cmpq	$1, %rdx
	je	.L2792
	movq	(%rax), %rcx
	movl	$1, %r13d
	jmp	.L2793
	.p2align 4,,10
	.p2align 3
.L2796:
	addq	$1, %r13
	cmpq	%r13, %rdx
	je	.L2795
.L2793:
	cmpq	%rcx, (%rax,%r13,8)
	je	.L2796
.L2795:
	movq	4528(%rsp,%rbx,8), %rsi
	movq	%r13, %rdx
	movq	%r12, %rdi
	addq	%r13, %rbx
	call	cqr_add_n
	cmpq	$199, %rbx
	jbe	.L2797
.L2794:
	movl	1716(%rsp), %eax
	movq	%r12, %rdi
	leal	1(%rax), %edx
	movl	%edx, 1716(%rsp)
	testl	%eax, %eax
	je	.L2841
	call	cqr_end_pass.part.0
.L2799:
	movl	1720(%rsp), %r8d
	testl	%r8d, %r8d
	jg	.L2790
	movq	176(%rsp), %rbx
	movq	184(%rsp), %r13
.L2791:
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
.L2800:
	movq	(%rcx,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rsi,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L2800
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
	jne	.L2801
	movl	680(%rsp), %edi
	testl	%edi, %edi
	jle	.L2805
	movq	%r12, 192(%rsp)
	movq	256(%rsp), %r12
.L2802:
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
	jg	.L2802
	movq	192(%rsp), %r12
.L2805:
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
.L2803:
	movq	0(%r13,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rcx,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L2803
	movq	%r11, 8(%rsp)
.L2804:
	salq	$2, 64(%rsp)
	subl	$1, 212(%rsp)
	jne	.L2806
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
	jne	.L2842
	movl	$1, 20(%rsp)
	jmp	.L2807
.L2792:
	movq	6120(%rsp), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	cqr_add_n
	jmp	.L2794
.L2841:
	call	cqr_first_end
	jmp	.L2799
.L2840:
	call	cqr_first_end
	jmp	.L2788
.L2801:
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
	jmp	.L2804
.L2838:
	cmpq	$400000, %rcx
	jbe	.L2843
.L2783:
	addq	$8, 32(%rsp)
	movq	32(%rsp), %rax
	leaq	32+TOP.11(%rip), %rdi
	cmpq	%rdi, %rax
	jne	.L2808
	movq	%r13, %rbx
	leaq	48+E.12(%rip), %rax
	addq	$8, %rbx
	cmpq	%rax, %rbx
	je	.L2814
	movq	(%rbx), %rax
	movq	%rax, 24(%rsp)
	jmp	.L2773
.L2842:
	movq	32(%rsp), %rax
	movq	240(%rsp), %r12
	leaq	.LC437(%rip), %rdx
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
	jmp	.L2783
.L2814:
	movl	$1, %ebp
	xorl	%ebx, %ebx
.L2772:
	movq	56(%rsp), %rdi
	call	free@PLT
	xorl	%ecx, %ecx
	cmpq	$0, 40(%rsp)
	movl	$1, %esi
	setne	%cl
	leaq	.LC438(%rip), %rdi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%rbp, %rcx
	movq	%rbx, %r8
	movl	$1, %esi
	movl	208(%rsp), %r12d
	xorl	%edx, %edx
	leaq	.LC439(%rip), %rdi
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
.L2809:
	.cfi_restore_state
	xorl	%eax, %eax
	xorl	%edx, %edx
	xorl	%ebp, %ebp
	xorl	%ebx, %ebx
	movl	%eax, 208(%rsp)
	movq	%rdx, 40(%rsp)
	jmp	.L2772
.L2843:
	xorl	%r10d, %r10d
	jmp	.L2781
	.cfi_endproc
.LFE316:
	.size	self_test_corrected, .-self_test_corrected
	.section	.rodata.str1.8
	.align 8
.LC440:
	.string	"out of memory for %lu connections"
	.align 8
.LC441:
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
	jne	.L2871
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
	jmp	.L2854
	.p2align 4,,10
	.p2align 3
.L2873:
	movq	16(%rsp), %rsi
	movq	40(%rsp), %rdi
	movl	$4096, %edx
	call	due_fill
	movq	%r12, 33216(%rsp)
	movq	33216(%rsp), %rcx
	movq	%rax, %r12
.L2852:
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
	jb	.L2851
	cmpq	%rbp, %rax
	jne	.L2850
	cmpl	$3, 48(%rsp)
	je	.L2872
.L2850:
	movq	%rcx, 33216(%rsp)
	movq	%r12, %rcx
	movq	33216(%rsp), %r12
	orq	%r15, %rcx
	je	.L2853
.L2854:
	xorl	%ecx, %ecx
	cmpl	$3, 48(%rsp)
	jne	.L2873
	movq	%r12, 33216(%rsp)
	movq	%rcx, %r12
	movq	33216(%rsp), %rcx
	jmp	.L2852
	.p2align 4,,10
	.p2align 3
.L2872:
	movq	24(%rsp), %rdi
	leaq	72(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 33216(%rsp)
	call	walk_run
	testq	%rax, %rax
	jne	.L2851
	orq	%r15, %r12
	movq	33216(%rsp), %rcx
	je	.L2853
	xorl	%r12d, %r12d
	jmp	.L2852
	.p2align 4,,10
	.p2align 3
.L2853:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2855
	call	fclose@PLT
.L2855:
	movq	248(%rsp), %rax
	movq	56(%rsp), %rdi
	movq	368(%rsp), %rdx
	movq	%rax, (%rdi)
	movq	33224(%rsp), %rax
	movq	336(%rsp), %rdi
	movq	%rdx, (%rax)
	call	free@PLT
.L2844:
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
.L2871:
	.cfi_restore_state
	movq	160(%r13), %rcx
	leaq	384(%rsp), %rbp
	leaq	.LC440(%rip), %rdx
	xorl	%eax, %eax
	movl	$96, %esi
	movq	%rbp, %rdi
	leaq	run_fault_lock(%rip), %rbx
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L2874
.L2846:
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$-4, 52(%rsp)
	jmp	.L2844
.L2851:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC441(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L2874:
	movq	%rbp, %rcx
	leaq	.LC26(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$1, run_fault(%rip)
	jmp	.L2846
	.cfi_endproc
.LFE201:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB241:
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
	je	.L2875
	cmpl	$0, 152(%r10)
	jne	.L2875
	cmpl	$0, 72(%r10)
	movq	%rdx, %rbx
	jne	.L2877
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2902
.L2877:
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
	jne	.L2891
	testq	%rax, %rax
	je	.L2891
	leaq	160(%rsp), %rbp
	leaq	32(%rsp), %r14
	movq	%r13, %rsi
	movq	%rbp, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L2878
	xorl	%ebp, %ebp
	cmpq	$0, 552(%rsp)
	je	.L2880
	.p2align 4,,10
	.p2align 3
.L2879:
	movq	16(%rbx), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	552(%rsp), %rbp
	jb	.L2879
.L2880:
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
	jne	.L2875
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
	jne	.L2875
	movq	552(%rsp), %rcx
	movq	32(%rbx), %rsi
	movq	%rcx, 24(%rbx)
	movq	%rsi, %rax
	cmpq	%rcx, %rsi
	jnb	.L2881
	movq	16(%rbx), %r8
	movq	8(%rbx), %rdx
	movq	480(%rsp), %rdi
	jmp	.L2882
	.p2align 4,,10
	.p2align 3
.L2884:
	addq	$1, %rsi
	movq	%rsi, 32(%rbx)
	cmpq	%rsi, %rcx
	je	.L2883
.L2882:
	movq	(%rdx,%rsi,8), %rax
	addq	(%r8,%rsi,8), %rax
	cmpq	%rax, %rdi
	jnb	.L2884
	movq	%rsi, 40(%rbx)
	leaq	SERVICE_DISTS(%rip), %rbp
	cmpq	%rcx, %rsi
	jb	.L2885
	jmp	.L2901
	.p2align 4,,10
	.p2align 3
.L2888:
	movq	40(%rbx), %rax
	leaq	1(%rax), %rsi
	movq	%rsi, 40(%rbx)
	cmpq	24(%rbx), %rsi
	jnb	.L2901
	movq	8(%rbx), %rdx
.L2885:
	movl	424(%rsp), %eax
	movq	(%rdx,%rsi,8), %r12
	movq	%r13, %rdi
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rbp,%rax)
	cmpq	%r12, %rax
	jb	.L2888
.L2901:
	movq	32(%rbx), %rax
.L2886:
	cmpq	24(%rbx), %rax
	setnb	%al
	movzbl	%al, %eax
.L2875:
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
.L2902:
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
	jmp	.L2877
.L2881:
	movq	%rsi, 40(%rbx)
	jmp	.L2886
.L2878:
	movq	%rbp, %rsi
	movl	$2, %edi
	call	run_fault_set
	movl	$-4, %eax
	jmp	.L2875
.L2891:
	orl	$-1, %eax
	jmp	.L2875
.L2883:
	movq	%rcx, 40(%rbx)
	movq	%rcx, %rax
	jmp	.L2886
	.cfi_endproc
.LFE241:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.8
	.align 8
.LC442:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC443:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC444:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC445:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC446:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
.LFB252:
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
	subq	$1112, %rsp
	.cfi_def_cfa_offset 1168
	movl	24(%rdx), %eax
	movq	$0, 336(%rsp)
	movaps	%xmm0, 272(%rsp)
	movaps	%xmm0, 288(%rsp)
	movaps	%xmm0, 304(%rsp)
	movaps	%xmm0, 320(%rsp)
	movaps	%xmm0, 112(%rsp)
	movaps	%xmm0, 128(%rsp)
	movaps	%xmm0, 144(%rsp)
	movaps	%xmm0, 160(%rsp)
	cmpl	$3, %eax
	je	.L2968
	movq	%rdi, %r12
	movq	%rsi, %rbp
	movq	%rdx, %r15
	movq	%rcx, %rbx
	movl	%r8d, %r13d
	cmpl	$2, %eax
	je	.L2969
	leaq	112(%rsp), %rax
	movq	(%rcx), %rsi
	movq	(%r15), %rdi
	leaq	144(%rsp), %r14
	movq	%rax, %rdx
	movq	%rax, 8(%rsp)
	call	dist_of_sorted
	movq	272(%rbx), %rsi
	movq	8(%rsp), %rdi
	movq	%r14, %rdx
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L2912
	leaq	272(%rsp), %rax
	movq	(%rbx), %rsi
	movq	(%r15), %rdi
	movq	%rax, %rdx
	movq	%rax, 16(%rsp)
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L2912
	movq	80(%rbx), %rsi
	movq	8(%r15), %rdi
	leaq	296(%rsp), %rdx
	call	table_from_sorted
	testl	%eax, %eax
	jne	.L2912
.L2966:
	leaq	320(%rsp), %rsi
	movq	%r14, %rdi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2912
	leaq	80(%rsp), %rax
	xorl	%r15d, %r15d
	movq	%rbp, 32(%rsp)
	movq	%rax, 24(%rsp)
	movq	%r15, %rbp
	movl	%r13d, %r15d
.L2913:
	imulq	$10, %rbp, %rax
	movq	24(%rsp), %rcx
	leaq	0(%rbp,%rbp,2), %r13
	movq	%r12, %rdi
	leaq	hgrm_writer(%rip), %rdx
	movq	24(%rbx,%rax), %rax
	movq	%rax, (%rcx,%rbp)
	movq	16(%rsp), %rax
	addq	%rax, %r13
	leaq	HGRM.2(%rip), %rax
	movq	(%rax,%rbp), %rsi
	movq	%r13, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L2912
	testl	%r15d, %r15d
	jne	.L2915
.L2917:
	addq	$8, %rbp
	cmpq	$24, %rbp
	jne	.L2913
	leaq	.LC443(%rip), %rax
	movq	%r12, %rdi
	movq	32(%rsp), %rbp
	leaq	176(%rsp), %rcx
	movq	%rax, %xmm0
	leaq	NAMES.0(%rip), %rax
	leaq	spectrum_writer(%rip), %rdx
	movl	$3, 192(%rsp)
	movhps	16(%rsp), %xmm0
	leaq	.LC410(%rip), %rsi
	movaps	%xmm0, 176(%rsp)
	movq	%rax, %xmm0
	movhps	24(%rsp), %xmm0
	movups	%xmm0, 200(%rsp)
	call	export_file
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2912
	leaq	224(%rsp), %rax
	movl	$20, %esi
	movq	%rbp, %rdi
	movq	%rax, %rdx
	movq	%rax, 16(%rsp)
	call	first_stall_window
	testl	%eax, %eax
	je	.L2970
	jle	.L2921
	movq	48(%rbp), %r10
	testq	%r10, %r10
	je	.L2971
.L2924:
	leaq	.LC445(%rip), %rdi
	call	puts@PLT
	movq	16(%rsp), %rdi
	call	stall_window_free
	jmp	.L2937
.L2969:
	xorl	%r14d, %r14d
	leaq	112(%rsp), %rax
	cmpq	$0, 40(%rdx)
	movq	%rax, 8(%rsp)
	jne	.L2907
	jmp	.L2911
	.p2align 4,,10
	.p2align 3
.L2910:
	addq	$1, %r14
	cmpq	40(%r15), %r14
	jnb	.L2911
.L2907:
	movq	48(%r15), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L2910
	movl	136(%rsp), %r9d
	testl	%r9d, %r9d
	jne	.L2910
	movq	32(%r15), %rsi
	movq	8(%rsp), %rdi
	movl	$1, %ecx
	xorl	%edx, %edx
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L2910
.L2911:
	movq	272(%rbx), %rsi
	movq	8(%rsp), %rdi
	leaq	144(%rsp), %r14
	movq	%r14, %rdx
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L2912
	leaq	272(%rsp), %rax
	leaq	32(%r15), %rdi
	movq	%rax, %rsi
	movq	%rax, 16(%rsp)
	call	table_from_lattice
	testl	%eax, %eax
	je	.L2972
.L2912:
	orl	$-1, %ebx
.L2935:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L2973
.L2938:
	movl	%ebx, %r13d
.L2937:
	movq	272(%rsp), %rdi
	call	free@PLT
	movq	296(%rsp), %rdi
	call	free@PLT
	movq	320(%rsp), %rdi
	call	free@PLT
	movq	8(%rsp), %rdi
	call	dist_free
	movq	%r14, %rdi
	call	dist_free
.L2903:
	addq	$1112, %rsp
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
.L2973:
	.cfi_restore_state
	movq	stderr(%rip), %rdi
	movq	%r12, %rdx
	leaq	.LC446(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2938
.L2972:
	leaq	296(%rsp), %rsi
	leaq	56(%r15), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L2912
	jmp	.L2966
.L2915:
	leaq	VALUES.1(%rip), %rax
	movq	%r13, %rcx
	leaq	values_writer(%rip), %rdx
	movq	%r12, %rdi
	movq	(%rax,%rbp), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L2917
	jmp	.L2912
.L2933:
	testl	%eax, %eax
	jns	.L2924
.L2921:
	movq	16(%rsp), %rdi
	call	stall_window_free
	jmp	.L2912
.L2970:
	movq	16(%rsp), %rax
	leaq	736(%rsp), %rcx
	movq	%r12, %rdi
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC444(%rip), %rsi
	movq	%rbp, 736(%rsp)
	movq	%rax, 744(%rsp)
	movq	272(%rbx), %rax
	movq	%rax, 752(%rsp)
	call	export_file
	movl	%eax, %ebx
.L2919:
	movq	16(%rsp), %rdi
	call	stall_window_free
	testl	%ebx, %ebx
	jne	.L2935
	jmp	.L2937
.L2968:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC442(%rip), %rdi
	orl	$-1, %r13d
	call	fwrite@PLT
	jmp	.L2903
.L2971:
	movq	16(%rsp), %rbx
	movq	%r10, 40(%rsp)
	movq	%rbx, %rdi
	call	stall_window_free
	leaq	736(%rsp), %rax
	movq	%rbp, %rsi
	movl	$46, %ecx
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	cmpl	$0, 152(%rbp)
	movl	%r13d, %eax
	rep movsq
	movl	$12, %ecx
	movq	%rbx, %rdi
	rep stosl
	jne	.L2924
	movq	136(%rbp), %rbx
	movl	$262144, %eax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	movq	%rbx, 872(%rsp)
	salq	$3, %rbx
	movq	%rbx, %rdi
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 224(%rsp)
	movq	%rax, 32(%rsp)
	call	malloc@PLT
	movq	%rbx, %rdi
	movq	%rax, 232(%rsp)
	movq	%rax, %r15
	call	malloc@PLT
	movq	32(%rsp), %rdx
	movq	%rax, 240(%rsp)
	testq	%rdx, %rdx
	je	.L2921
	testq	%r15, %r15
	je	.L2921
	testq	%rax, %rax
	je	.L2921
	movq	24(%rsp), %rsi
	leaq	480(%rsp), %r15
	leaq	352(%rsp), %rbx
	movq	%r15, %rdx
	movq	%rbx, %rdi
	call	due_open.constprop.0
	movq	40(%rsp), %r10
	testl	%eax, %eax
	jne	.L2974
	movq	%r10, %rbp
	jmp	.L2927
.L2931:
	movq	240(%rsp), %rax
	movq	%rbx, %rdi
	leaq	(%rax,%rbp,8), %r15
	call	due_next
	movq	%rax, (%r15)
	movq	240(%rsp), %rax
	cmpq	$999999999, (%rax,%rbp,8)
	ja	.L2967
	addq	$1, %rbp
.L2927:
	cmpq	872(%rsp), %rbp
	jb	.L2931
.L2967:
	leaq	392(%rsp), %rdi
	movq	%rbp, 32(%rsp)
	call	numbers_close
	movq	32(%rsp), %r10
	movq	%r10, 872(%rsp)
	testq	%r10, %r10
	je	.L2924
	movq	240(%rsp), %rax
	leaq	72(%rsp), %rbx
	leaq	48(%rsp), %r9
	movq	%r10, %rcx
	leaq	64(%rsp), %r8
	movl	$1, %esi
	movq	%rax, 848(%rsp)
	pushq	%rbx
	.cfi_def_cfa_offset 1176
	leaq	64(%rsp), %r15
	pushq	%r15
	.cfi_def_cfa_offset 1184
	movq	40(%rsp), %rbp
	movq	240(%rsp), %rdx
	movq	%rbp, %rdi
	movq	%r9, 56(%rsp)
	movq	%r8, 48(%rsp)
	call	walk_all
	popq	%rsi
	.cfi_def_cfa_offset 1176
	popq	%rdi
	.cfi_def_cfa_offset 1168
	testl	%eax, %eax
	jne	.L2933
	pushq	%rbx
	.cfi_def_cfa_offset 1176
	xorl	%esi, %esi
	movq	%rbp, %rdi
	pushq	%r15
	.cfi_def_cfa_offset 1184
	movq	56(%rsp), %r9
	movq	48(%rsp), %r8
	movq	888(%rsp), %rcx
	movq	248(%rsp), %rdx
	call	walk_all
	popq	%rdx
	.cfi_def_cfa_offset 1176
	popq	%rcx
	.cfi_def_cfa_offset 1168
	testl	%eax, %eax
	jne	.L2933
	movq	872(%rsp), %rax
	movq	16(%rsp), %rcx
	movq	%r12, %rdi
	leaq	first_second_writer(%rip), %rdx
	leaq	.LC444(%rip), %rsi
	movq	%rax, 248(%rsp)
	call	export_file
	movl	%eax, %ebx
	jmp	.L2919
.L2974:
	movq	%r15, %rsi
	movl	$2, %edi
	call	run_fault_set
	jmp	.L2921
	.cfi_endproc
.LFE252:
	.size	export_bench, .-export_bench
	.section	.rodata.str1.8
	.align 8
.LC447:
	.string	"bench: internal error: the schedule ran out before its count\n"
	.align 8
.LC448:
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
	je	.L3181
.L2976:
	movq	80(%rsp), %rax
	movq	208(%rax), %rbp
	testq	%rbp, %rbp
	jne	.L3182
.L2977:
	leaq	384(%rsp), %rdi
	movl	$1020, %ecx
	xorl	%eax, %eax
	movq	%rdi, 152(%rsp)
	rep stosq
	testl	%ebx, %ebx
	jne	.L3177
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
.L2983:
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
	je	.L3183
.L2982:
	leal	1(%r15), %r10d
	cmpl	%r10d, 144(%rsp)
	movl	$1, %r15d
	setg	%dl
	testl	%r12d, %r12d
	sete	%al
	addq	$288, %r13
	addq	$4080, %rbp
	testb	%al, %dl
	jne	.L2983
	movq	32(%rsp), %r15
	testl	%r12d, %r12d
	jne	.L3177
	movq	152(%rsp), %rax
	cmpl	$2, 144(%rsp)
	movq	%rax, 208(%rsp)
	jne	.L2985
	leaq	4464(%rsp), %rax
	movq	%rax, 216(%rsp)
.L2985:
	movq	80(%rsp), %rax
	leaq	by_kind.4(%rip), %rdi
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
.L3091:
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
	jmp	.L2994
.L3185:
	movl	2200(%r14), %r8d
	testl	%r8d, %r8d
	jle	.L2986
	movl	$1, 4040(%r14)
.L2988:
	cmpl	$3, %r12d
	movl	$1, %edx
	pxor	%xmm2, %xmm2
	movl	$1, 4044(%r14)
	movl	%eax, 4048(%r14)
	cmovne	%edx, %eax
	movups	%xmm2, 4056(%r14)
.L2990:
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
	je	.L2992
	movq	80(%rsp), %rsi
	movl	%r12d, %edx
	movq	%r10, %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L2992:
	movl	4048(%r14), %esi
	movq	%r13, 3760(%r14)
	testl	%esi, %esi
	je	.L2993
	xorl	%edx, %edx
	movq	80(%rsp), %rsi
	leaq	3760(%r14), %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L2993:
	movq	8(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	je	.L3184
.L2994:
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
	jne	.L3185
.L2986:
	movl	$0, 4040(%r14)
	testl	%edx, %edx
	jg	.L2988
	pxor	%xmm4, %xmm4
	movl	%eax, 4048(%r14)
	movl	$0, 4044(%r14)
	movups	%xmm4, 4056(%r14)
	jmp	.L2990
.L3184:
	movl	%ebx, 148(%rsp)
	movq	%r13, %r12
	movl	%ebp, 116(%rsp)
	testl	%ebp, %ebp
	je	.L3186
	cmpq	$0, 88(%rsp)
	je	.L3049
	movq	$0, 96(%rsp)
.L3046:
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
.L3049:
	movq	104(%rsp), %rax
	movq	176(%rsp), %rdi
	movl	116(%rsp), %ebx
	leaq	(%rax,%rdi,8), %rcx
	movq	%rax, 16(%rsp)
	movq	%rax, %r14
	movq	%rcx, 32(%rsp)
	movq	%rcx, %rbp
	jmp	.L3070
	.p2align 4,,10
	.p2align 3
.L3057:
	call	*24(%r12)
.L3051:
	movl	4048(%r13), %eax
	testl	%eax, %eax
	je	.L3061
	movl	%ebx, %eax
	orl	3472(%r13), %eax
	leaq	3760(%r13), %rdi
	je	.L3187
.L3063:
	call	*24(%r12)
.L3061:
	addq	$8, %r14
	cmpq	%r14, %rbp
	je	.L3188
.L3070:
	movq	(%r14), %r13
	movl	4044(%r13), %eax
	movq	3456(%r13), %r15
	testl	%eax, %eax
	je	.L3051
	movl	%ebx, %eax
	orl	3472(%r13), %eax
	leaq	3488(%r13), %rdi
	jne	.L3057
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
	je	.L3057
	movq	4056(%r13), %rcx
	testq	%rcx, %rcx
	js	.L3054
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L3055:
	testq	%rdx, %rdx
	je	.L3060
	js	.L3058
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L3059:
	divsd	%xmm1, %xmm0
.L3060:
	movsd	%xmm0, (%rsi)
	jmp	.L3057
.L3187:
	movq	%rdi, 8(%rsp)
	movq	(%rsp), %rdx
	leaq	264(%r15), %rcx
	leaq	248(%r15), %r8
	movq	80(%rsp), %rsi
	call	*32(%r12)
	movq	3464(%r13), %rdx
	movq	8(%rsp), %rdi
	testq	%rdx, %rdx
	je	.L3063
	movq	4064(%r13), %rax
	testq	%rax, %rax
	js	.L3065
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3066:
	movq	240(%rsp), %rax
	testq	%rax, %rax
	je	.L3067
	js	.L3068
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3069:
	divsd	%xmm1, %xmm0
.L3067:
	movsd	%xmm0, 8(%rdx)
	jmp	.L3063
.L3188:
	movl	116(%rsp), %eax
	movq	16(%rsp), %r14
	testl	%eax, %eax
	jne	.L3109
	movq	32(%rsp), %rbp
	movq	80(%rsp), %r13
	movq	%r12, 32(%rsp)
	jmp	.L3083
	.p2align 4,,10
	.p2align 3
.L3076:
	movl	4036(%rbx), %r15d
	testl	%r15d, %r15d
	jne	.L3189
	movl	4040(%rbx), %r12d
	testl	%r12d, %r12d
	jne	.L3190
.L3078:
	movl	3408(%rbx), %r11d
	testl	%r11d, %r11d
	jne	.L3080
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
	jne	.L3110
	movl	$1, 3408(%rbx)
.L3080:
	addq	$8, %r14
	addl	$1, 3472(%rbx)
	cmpq	%r14, %rbp
	je	.L3191
.L3083:
	movq	(%r14), %rbx
	movl	4032(%rbx), %eax
	testl	%eax, %eax
	je	.L3076
	movq	%rbx, %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L3076
.L3178:
	movq	136(%rsp), %r15
.L3075:
	movl	%eax, 116(%rsp)
	movslq	144(%rsp), %r8
.L2979:
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L3092
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
.L3092:
	leaq	2952(%rsp), %r13
	xorl	%ebx, %ebx
	movq	%r8, %r14
.L3094:
	leaq	-2568(%r13), %r12
	leaq	-2176(%r13), %rbp
.L3093:
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
	jne	.L3093
	leaq	-392(%rbp), %rdi
	addq	$1, %rbx
	leaq	4080(%rbp), %r13
	call	cqr_free
	cmpq	%r14, %rbx
	jne	.L3094
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
.L3189:
	.cfi_restore_state
	leaq	1088(%rbx), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L3178
	movl	4040(%rbx), %r12d
	testl	%r12d, %r12d
	je	.L3078
.L3190:
	movl	2196(%rbx), %eax
	leaq	2176(%rbx), %rdi
	leal	1(%rax), %edx
	movl	%edx, 2196(%rbx)
	testl	%eax, %eax
	je	.L3192
	call	cqr_end_pass.part.0
.L3082:
	testl	%eax, %eax
	je	.L3078
	jmp	.L3178
.L3192:
	call	cqr_first_end
	jmp	.L3082
.L3191:
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
.L3084:
	movl	(%rsi,%r12,4), %r10d
	testl	%r10d, %r10d
	jne	.L3088
	movl	72(%rbp), %r9d
	testl	%r9d, %r9d
	jle	.L3193
.L3086:
	movslq	%r13d, %rax
	addl	$1, %r13d
	movq	%rbp, 208(%rsp,%rax,8)
.L3088:
	addq	$1, %r12
	addq	$4080, %rbp
	addq	$288, %r15
	cmpq	%r12, %r8
	jne	.L3084
	movl	%r13d, 116(%rsp)
	movq	8(%rsp), %r12
	testl	%r13d, %r13d
	je	.L3175
	movq	80(%rsp), %rax
	leaq	by_kind.4(%rip), %rdi
	movl	152(%rax), %eax
	movl	(%rdi,%rax,4), %ebp
	movslq	%r13d, %rax
	jmp	.L3091
.L3186:
	cmpq	$0, 88(%rsp)
	je	.L3194
	movq	208(%rsp), %rax
	movl	3472(%rax), %ebp
	testl	%ebp, %ebp
	jne	.L3195
.L2998:
	movq	104(%rsp), %rax
	movq	176(%rsp), %rsi
	movq	$0, 8(%rsp)
	leaq	(%rax,%rsi,8), %rax
	movq	%rax, 72(%rsp)
.L3047:
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
	jb	.L3025
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
.L3004:
	movq	224(%rbp), %rcx
	cmpq	%rcx, %rbx
	jnb	.L3196
	cmpl	$1, 32(%rsp)
	movl	$96, %eax
	adcq	$0, %rax
	movl	12(%rbp,%rax,4), %edx
	testl	%edx, %edx
	je	.L3006
	movq	40(%rsp), %rax
	movq	8(%rbp,%rax,8), %rax
.L3007:
	addq	$3, %rax
	cmpq	%rcx, %rax
	cmovbe	%rax, %rcx
	movl	392(%rbp), %eax
	testl	%eax, %eax
	jne	.L3008
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
	jne	.L3008
	cltq
	movl	352(%rbp,%rax,4), %eax
	testl	%eax, %eax
	je	.L3197
.L3008:
	cmpq	%rcx, %rbx
	jb	.L3018
	jmp	.L3019
	.p2align 4,,10
	.p2align 3
.L3020:
	addq	$1, %rbx
	cmpq	%rcx, %rbx
	jnb	.L3019
.L3018:
	movq	%rbx, %rax
	movq	%rbx, %r12
	mulq	%r14
	movq	%rdx, %rax
	andq	$-2, %rdx
	shrq	%rax
	addq	%rax, %rdx
	subq	%rdx, %r12
	cmpq	%rbx, 328(%rbp,%r12,8)
	je	.L3020
	cmpq	%rcx, %rbx
	jnb	.L3019
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
	jne	.L3198
.L3021:
	cmpq	$0, 280(%r15)
	movq	%r9, 48(%rsp)
	je	.L3022
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
.L3022:
	movq	%r13, 256(%r15)
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movq	16(%rsp), %rdi
	movl	$0, 352(%rbp,%r12,4)
	call	pthread_cond_broadcast@PLT
.L3017:
	movq	368(%rbp), %rbx
	cmpq	%rbx, 8(%rsp)
	jnb	.L3004
	movq	128(%rsp), %r12
.L3025:
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
.L3005:
	movq	%rbp, %rdi
	movq	%rcx, 32(%rsp)
	call	pthread_mutex_unlock@PLT
	movq	8(%rsp), %rax
	movq	32(%rsp), %rcx
	movq	%rax, 96(%rsp)
.L3026:
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
.L3044:
	movq	0(%r13), %r15
	xorl	%r14d, %r14d
	movq	%r13, 16(%rsp)
	movq	%r14, %r13
	leaq	3488(%r15), %rbp
.L3043:
	movl	4044(%r15,%r13,4), %r9d
	testl	%r9d, %r9d
	je	.L3028
.L3203:
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
	je	.L3029
	cmpl	$3, 200(%rsp,%r13,4)
	cmovne	64(%rsp), %rdx
.L3029:
	addq	%rdx, %rax
	addq	%rbx, 48(%rsp)
	movq	3416(%r15), %r14
	addq	%rax, 4056(%r15,%r13,8)
	cmpq	$1, %r13
	je	.L3199
	movq	3424(%r15), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	runs_of
	movl	4032(%r15), %edi
	movq	%rax, %rbx
	testl	%edi, %edi
	jne	.L3032
	testq	%r13, %r13
	jne	.L3200
.L3033:
	movl	4040(%r15), %edx
	testl	%edx, %edx
	je	.L3036
	movl	2196(%r15), %ecx
	testl	%ecx, %ecx
	je	.L3201
.L3037:
	xorl	%r13d, %r13d
	leaq	2176(%r15), %r14
	jmp	.L3038
	.p2align 4,,10
	.p2align 3
.L3202:
	cmpq	%rbx, %r13
	jnb	.L3036
	movq	3424(%r15), %rax
	movq	%r14, %rdi
	movq	(%rax,%r13,8), %rdx
	movq	3416(%r15), %rax
	movq	(%rax,%r13,8), %rsi
	addq	$1, %r13
	call	cqr_add_n
	movl	4040(%r15), %edx
.L3038:
	testl	%edx, %edx
	je	.L3036
	movl	2196(%r15), %eax
	testl	%eax, %eax
	jne	.L3202
.L3036:
	movl	$1, %r13d
	addq	$272, %rbp
	movl	4044(%r15,%r13,4), %r9d
	testl	%r9d, %r9d
	jne	.L3203
.L3028:
	cmpq	$1, %r13
	jne	.L3204
.L3042:
	movq	16(%rsp), %r13
	movq	72(%rsp), %rax
	addq	$8, %r13
	cmpq	%rax, %r13
	jne	.L3044
	movq	40(%rsp), %rax
	movq	48(%rsp), %r14
	orq	%rax, %r14
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L3045
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
	jne	.L3047
	jmp	.L3046
	.p2align 4,,10
	.p2align 3
.L3199:
	movq	3480(%r15), %rdi
	testq	%rdi, %rdi
	je	.L3031
	movl	3472(%r15), %r8d
	testl	%r8d, %r8d
	je	.L3205
.L3031:
	movq	3424(%r15), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	runs_of
	movq	%rax, %rbx
	movl	4036(%r15), %eax
	testl	%eax, %eax
	je	.L3042
.L3032:
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
	je	.L3033
	cmpq	$1, %r13
	je	.L3042
.L3204:
	addq	$272, %rbp
	movl	$1, %r13d
	jmp	.L3043
	.p2align 4,,10
	.p2align 3
.L3019:
	movq	16(%rsp), %rdi
	movq	%rbp, %rsi
	call	pthread_cond_wait@PLT
	jmp	.L3017
	.p2align 4,,10
	.p2align 3
.L3006:
	movq	384(%rbp), %rax
	movq	376(%rbp), %rdx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	jmp	.L3007
	.p2align 4,,10
	.p2align 3
.L3200:
	addq	$272, %rbp
	movl	$2, %r13d
	jmp	.L3043
.L3201:
	movq	3424(%r15), %rdx
	movq	3416(%r15), %rsi
	leaq	2176(%r15), %rdi
	movq	%rbx, %rcx
	call	cqr_first_runs
	movl	4040(%r15), %edx
	jmp	.L3037
.L3205:
	movq	%rbx, %rdx
	movq	%r14, %rsi
	call	batch_add
	jmp	.L3031
.L3197:
	movl	$1, 392(%rbp)
	movq	%rbp, %rdi
	addq	$1, %rbx
	call	pthread_mutex_unlock@PLT
	movl	216(%rbp), %eax
	movq	232(%r12), %r15
	movq	224(%rbp), %r13
	movq	256(%r12), %r12
	testl	%eax, %eax
	je	.L3009
	testq	%r12, %r12
	je	.L3011
	movsd	112(%rbp), %xmm0
	movq	%r15, %rax
	leaq	(%r15,%r12,8), %rsi
	movabsq	$-9223372036854775808, %rdi
	jmp	.L3015
	.p2align 4,,10
	.p2align 3
.L3207:
	cvttsd2siq	%xmm0, %rdx
	addq	$8, %rax
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	je	.L3206
.L3015:
	addsd	(%rax), %xmm0
	comisd	.LC72(%rip), %xmm0
	jb	.L3207
	movapd	%xmm0, %xmm1
	subsd	.LC72(%rip), %xmm1
	addq	$8, %rax
	cvttsd2siq	%xmm1, %rdx
	xorq	%rdi, %rdx
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L3015
.L3206:
	movsd	%xmm0, 112(%rbp)
	movq	%rdx, -8(%r15,%r12,8)
.L3011:
	addq	%r12, 96(%rbp)
.L3012:
	cmpq	%r13, %rbx
	jne	.L3016
	movl	200(%rbp), %eax
	testl	%eax, %eax
	jne	.L3016
	movq	208(%rbp), %rax
	movq	-8(%r15,%r12,8), %rdx
	movq	128(%rax), %rcx
	cmpq	%rcx, %rdx
	jne	.L3208
.L3016:
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	addq	$1, 368(%rbp)
	movq	16(%rsp), %rdi
	movl	$0, 392(%rbp)
	call	pthread_cond_broadcast@PLT
	jmp	.L3017
.L3045:
	testq	%r14, %r14
	je	.L3048
	addq	$1, 96(%rsp)
.L2997:
	movq	120(%rsp), %rax
	xorl	%ecx, %ecx
	movl	148(%rsp), %r11d
	movq	$0, 40(%rsp)
	movq	$0, 64(%rsp)
	movq	%rax, 56(%rsp)
	testl	%r11d, %r11d
	je	.L3026
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
	je	.L3026
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
	jmp	.L3026
.L3198:
	movsd	88(%r9), %xmm0
	movq	96(%r9), %rdi
	movq	%r13, %rdx
	movq	%rbx, %rsi
	movq	232(%r15), %rcx
	movq	%r9, 48(%rsp)
	call	poisson_gap_bits
	movq	48(%rsp), %r9
	jmp	.L3021
.L3196:
	movq	128(%rsp), %r12
	cmpq	%rbx, 8(%rsp)
	jb	.L3025
	movq	$0, 64(%rsp)
	xorl	%ecx, %ecx
	movq	$0, 40(%rsp)
	jmp	.L3005
.L3009:
	leaq	88(%rbp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	due_fill
	cmpq	%rax, %r12
	je	.L3012
	movq	stderr(%rip), %rcx
	movl	$61, %edx
	movl	$1, %esi
	leaq	.LC447(%rip), %rdi
	call	fwrite@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L3193:
	movl	1160(%rbp), %edi
	testl	%edi, %edi
	jg	.L3086
	movl	3408(%rbp), %ecx
	testl	%ecx, %ecx
	je	.L3086
	movl	2200(%rbp), %edx
	testl	%edx, %edx
	jg	.L3086
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
.L3087:
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
.L3089:
	movdqa	(%r15,%rax), %xmm3
	movups	%xmm3, (%r12,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L3089
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
	jne	.L3087
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
	jmp	.L3088
.L3065:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3066
.L3054:
	movq	%rcx, %r8
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rcx, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3055
.L3058:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3059
.L3110:
	movq	136(%rsp), %r15
	movl	$-1, %eax
	jmp	.L3075
.L3068:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3069
.L3195:
	movq	88(%rsp), %rax
	movq	(%rax), %r14
	movl	8(%rax), %ebx
	movq	%r14, %rdi
	call	pthread_mutex_lock@PLT
	movl	412(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L3002
	cmpl	$1, %ebx
	movl	$96, %ecx
	adcq	$0, %rcx
	movq	%rcx, %r15
	jmp	.L3000
.L3001:
	leaq	40(%r14), %rdi
	movq	%r14, %rsi
	call	pthread_cond_wait@PLT
	movl	412(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L3002
.L3000:
	movl	12(%r14,%r15,4), %ecx
	testl	%ecx, %ecx
	je	.L3001
	cmpl	%ebp, %eax
	jnb	.L3002
	movq	136(%r14), %rdi
	leaq	128(%r14), %r15
	call	free@PLT
	movq	128(%r14), %rdi
	testq	%rdi, %rdi
	je	.L3003
	call	fclose@PLT
.L3003:
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
.L3002:
	movq	%r14, %rdi
	call	pthread_mutex_unlock@PLT
	jmp	.L2998
.L3194:
	movq	80(%rsp), %rsi
	leaq	256(%rsp), %rdi
	call	due_restart
	movq	104(%rsp), %rax
	movq	176(%rsp), %rsi
	movq	$0, 96(%rsp)
	leaq	(%rax,%rsi,8), %rax
	movq	%rax, 72(%rsp)
	jmp	.L2997
.L3183:
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
	jmp	.L2982
.L3048:
	movq	304(%rsp), %rdi
	call	free@PLT
	movq	296(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3172
	call	fclose@PLT
.L3172:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 296(%rsp)
	movups	%xmm0, 312(%rsp)
	movups	%xmm0, 328(%rsp)
	movups	%xmm0, 344(%rsp)
	jmp	.L3049
.L3109:
	movq	136(%rsp), %r15
.L3177:
	movl	$-1, 116(%rsp)
	movslq	144(%rsp), %r8
	jmp	.L2979
.L3182:
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
	jmp	.L2977
.L3181:
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
	je	.L2976
	movq	8(%rsp), %rax
	movl	48(%rax), %r12d
	testl	%r12d, %r12d
	je	.L2976
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 160(%rsp)
	sete	%bl
	orl	%ebp, %ebx
	movzbl	%bl, %ebx
	jmp	.L2976
.L3175:
	movq	136(%rsp), %r15
	jmp	.L2979
.L3208:
	movq	stderr(%rip), %rdi
	leaq	.LC448(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE189:
	.size	walk_outcomes, .-walk_outcomes
	.p2align 4
	.type	rep_job_run, @function
rep_job_run:
.LFB300:
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
.LFE300:
	.size	rep_job_run, .-rep_job_run
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB304:
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
.LFE304:
	.size	ref_job_run, .-ref_job_run
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC455:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC456:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.section	.rodata.str1.1
.LC457:
	.string	"."
	.section	.rodata.str1.8
	.align 8
.LC458:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC459:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.align 8
.LC460:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC461:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC462:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC463:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC464:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
.LFB298:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%r15d, %r15d
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
	movl	%esi, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$200, %rsp
	.cfi_def_cfa_offset 256
	movq	(%rdi), %rbx
	movsd	376(%rdi), %xmm6
	movsd	384(%rdi), %xmm7
	movl	152(%rbx), %edx
	movsd	%xmm6, (%rsp)
	movsd	%xmm7, 56(%rsp)
	testl	%edx, %edx
	jne	.L3214
	xorl	%r15d, %r15d
	cmpq	$1, 160(%rbx)
	sete	%r15b
.L3214:
	movq	176(%r14), %rax
	movq	184(%r14), %rdx
	leaq	128(%rsp), %rsi
	movq	%rbx, %rdi
	movq	112(%r14), %r13
	movq	32(%r14), %r12
	movq	%rax, 16(%rsp)
	movq	96(%r14), %rax
	movq	%rdx, 24(%rsp)
	movq	%rax, 48(%rsp)
	movq	104(%r14), %rax
	movq	%rax, 32(%rsp)
	call	theory_of
	testl	%eax, %eax
	jne	.L3280
.L3213:
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
.L3280:
	.cfi_restore_state
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	call	__floatuntidf@PLT
	testq	%r13, %r13
	js	.L3216
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L3217:
	divsd	%xmm1, %xmm0
	movq	48(%rsp), %rdi
	movq	32(%rsp), %rsi
	movsd	%xmm0, 24(%rsp)
	call	__floatuntidf@PLT
	testq	%r12, %r12
	js	.L3218
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L3219:
	divsd	%xmm1, %xmm0
	leaq	120(%rsp), %rdx
	leaq	152(%rsp), %rsi
	movq	%rbx, %rdi
	movsd	%xmm0, 32(%rsp)
	call	service_moments
	movsd	24(%rsp), %xmm3
	movsd	168(%rsp), %xmm1
	movsd	.LC449(%rip), %xmm6
	mulsd	(%rsp), %xmm6
	subsd	%xmm1, %xmm3
	mulsd	.LC61(%rip), %xmm3
	movl	176(%rsp), %r12d
	movsd	%xmm6, 16(%rsp)
	divsd	%xmm1, %xmm3
	testl	%r12d, %r12d
	jne	.L3281
	testl	%r15d, %r15d
	jne	.L3282
	movq	$0x000000000, 64(%rsp)
	movq	$0x000000000, 56(%rsp)
.L3225:
	movq	.LC55(%rip), %xmm4
	movsd	16(%rsp), %xmm2
	xorl	%r13d, %r13d
	movq	%r13, 48(%rsp)
	movaps	%xmm4, 32(%rsp)
	andpd	%xmm3, %xmm4
	comisd	%xmm4, %xmm2
	movq	%r13, 88(%rsp)
	movq	%r13, 80(%rsp)
	movsd	%xmm4, 72(%rsp)
	jnb	.L3252
.L3228:
	movq	128(%rsp), %rsi
	movsd	136(%rsp), %xmm0
	testl	%ebp, %ebp
	je	.L3283
	leaq	.LC459(%rip), %rdi
	movl	$2, %eax
	movsd	%xmm3, (%rsp)
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	movsd	(%rsp), %xmm3
	je	.L3242
	movsd	.LC1(%rip), %xmm4
	movq	.LC175(%rip), %xmm2
	movl	$1, %ebx
	leaq	-8+PCT_MILLI(%rip), %r14
	leaq	-8+PCT_NAME(%rip), %r12
	leaq	.LC461(%rip), %rbp
	movsd	%xmm3, 96(%rsp)
	movsd	%xmm4, 24(%rsp)
	movaps	%xmm2, (%rsp)
.L3237:
	movq	(%r14,%rbx,8), %rax
	testq	%rax, %rax
	js	.L3240
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3241:
	xorpd	(%rsp), %xmm0
	divsd	.LC314(%rip), %xmm0
	call	log1p@PLT
	xorpd	(%rsp), %xmm0
	movq	(%r12,%rbx,8), %rsi
	movq	%rbp, %rdi
	mulsd	152(%rsp), %xmm0
	movsd	24(%rsp), %xmm1
	movl	$1, %eax
	subsd	136(%rsp), %xmm1
	divsd	%xmm1, %xmm0
	call	printf@PLT
	movl	176(%rsp), %eax
	testl	%eax, %eax
	setne	%cl
	cmpl	$5, %ebx
	setne	%al
	addq	$1, %rbx
	testb	%al, %cl
	jne	.L3237
	movsd	96(%rsp), %xmm3
.L3242:
	movsd	16(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC460(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	jne	.L3284
.L3239:
	movsd	16(%rsp), %xmm7
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm7
	jb	.L3243
	movsd	48(%rsp), %xmm0
	andpd	32(%rsp), %xmm0
	movq	%r13, %xmm6
	xorl	%esi, %esi
	comisd	%xmm0, %xmm6
	setnb	%sil
.L3243:
	leaq	.LC463(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	testl	%r15d, %r15d
	je	.L3213
	movsd	64(%rsp), %xmm1
	movsd	56(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC464(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	jne	.L3285
.L3245:
	movsd	56(%rsp), %xmm0
	movapd	32(%rsp), %xmm7
	xorl	%esi, %esi
	movsd	64(%rsp), %xmm1
	addsd	.LC454(%rip), %xmm1
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L3246
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm6
	xorl	%esi, %esi
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm6
	setnb	%sil
.L3246:
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3213
.L3240:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3241
.L3218:
	movq	%r12, %rdx
	movq	%r12, %rax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3219
.L3216:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3217
.L3283:
	movsd	16(%rsp), %xmm4
	leaq	.LC455(%rip), %rdi
	movl	$5, %eax
	movsd	24(%rsp), %xmm2
	divsd	.LC69(%rip), %xmm1
	divsd	.LC69(%rip), %xmm2
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	jne	.L3286
.L3233:
	leaq	.LC457(%rip), %rdi
	call	puts@PLT
	testl	%r12d, %r12d
	jne	.L3213
	leaq	.LC458(%rip), %rdi
	call	puts@PLT
	jmp	.L3213
.L3281:
	movsd	.LC450(%rip), %xmm0
	mulsd	56(%rsp), %xmm0
	movsd	%xmm3, 48(%rsp)
	movsd	.LC451(%rip), %xmm2
	movsd	%xmm1, (%rsp)
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movsd	(%rsp), %xmm1
	movsd	48(%rsp), %xmm3
	movsd	152(%rsp), %xmm6
	movsd	.LC452(%rip), %xmm5
	movsd	.LC1(%rip), %xmm4
	movq	136(%r14), %rax
	subsd	136(%rsp), %xmm4
	mulsd	%xmm6, %xmm5
	testq	%rax, %rax
	movapd	%xmm5, %xmm7
	divsd	%xmm4, %xmm7
	js	.L3221
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3222:
	subsd	%xmm7, %xmm2
	mulsd	.LC61(%rip), %xmm2
	divsd	%xmm7, %xmm2
	movsd	%xmm2, 48(%rsp)
	movq	.LC175(%rip), %xmm2
	xorpd	%xmm2, %xmm0
	divsd	.LC453(%rip), %xmm0
	mulsd	.LC449(%rip), %xmm0
	movq	%xmm0, %r13
	testl	%r15d, %r15d
	jne	.L3223
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 64(%rsp)
	movq	$0x000000000, 56(%rsp)
.L3224:
	movq	.LC55(%rip), %xmm6
	movapd	%xmm6, %xmm7
	movaps	%xmm6, 32(%rsp)
	andpd	%xmm3, %xmm7
	movapd	%xmm7, %xmm5
	movsd	%xmm7, 72(%rsp)
	movsd	16(%rsp), %xmm7
	comisd	%xmm5, %xmm7
	jb	.L3275
	movsd	48(%rsp), %xmm0
	andpd	%xmm6, %xmm0
	movq	%r13, %xmm6
	comisd	%xmm0, %xmm6
	jnb	.L3252
.L3275:
	xorl	%r12d, %r12d
	jmp	.L3228
.L3252:
	movsd	56(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	movsd	64(%rsp), %xmm2
	addsd	.LC454(%rip), %xmm2
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L3275
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm5
	xorl	%r12d, %r12d
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm5
	setnb	%r12b
	jmp	.L3228
.L3282:
	movq	32(%r14), %rax
	testq	%rax, %rax
	js	.L3226
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3227:
	movsd	120(%rsp), %xmm0
	movsd	%xmm3, 48(%rsp)
	movsd	%xmm1, (%rsp)
	divsd	%xmm2, %xmm0
	call	sqrt@PLT
	movsd	(%rsp), %xmm1
	movsd	48(%rsp), %xmm3
	movsd	152(%rsp), %xmm2
	movapd	%xmm0, %xmm4
	movsd	32(%rsp), %xmm0
	mulsd	.LC449(%rip), %xmm4
	subsd	%xmm2, %xmm0
	mulsd	.LC61(%rip), %xmm0
	movsd	%xmm4, 64(%rsp)
	divsd	%xmm2, %xmm0
	movsd	%xmm0, 56(%rsp)
	jmp	.L3225
.L3284:
	movsd	48(%rsp), %xmm0
	movq	%r13, %xmm1
	movl	$2, %eax
	leaq	.LC462(%rip), %rdi
	call	printf@PLT
	jmp	.L3239
.L3221:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3222
.L3286:
	movq	136(%r14), %rax
	testq	%rax, %rax
	js	.L3234
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3235:
	movsd	.LC452(%rip), %xmm0
	movsd	.LC1(%rip), %xmm2
	movq	%r13, %xmm3
	leaq	.LC456(%rip), %rdi
	mulsd	152(%rsp), %xmm0
	movl	$4, %eax
	subsd	136(%rsp), %xmm2
	divsd	.LC69(%rip), %xmm1
	divsd	%xmm2, %xmm0
	movsd	48(%rsp), %xmm2
	divsd	.LC69(%rip), %xmm0
	call	printf@PLT
	jmp	.L3233
.L3223:
	movq	32(%r14), %rax
	testq	%rax, %rax
	js	.L3248
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3249:
	movsd	120(%rsp), %xmm0
	movaps	%xmm2, 96(%rsp)
	movsd	%xmm5, 88(%rsp)
	divsd	%xmm4, %xmm0
	movsd	%xmm3, 80(%rsp)
	movsd	%xmm1, 72(%rsp)
	movsd	%xmm6, 56(%rsp)
	movsd	%xmm4, (%rsp)
	call	sqrt@PLT
	movsd	56(%rsp), %xmm6
	movsd	(%rsp), %xmm4
	mulsd	.LC450(%rip), %xmm4
	movapd	%xmm0, %xmm7
	movsd	32(%rsp), %xmm0
	mulsd	.LC449(%rip), %xmm7
	subsd	%xmm6, %xmm0
	mulsd	.LC61(%rip), %xmm0
	movsd	%xmm7, 64(%rsp)
	divsd	%xmm6, %xmm0
	movsd	%xmm0, 56(%rsp)
	movsd	.LC451(%rip), %xmm0
	divsd	%xmm4, %xmm0
	call	sqrt@PLT
	movq	56(%r14), %rax
	movsd	72(%rsp), %xmm1
	movsd	80(%rsp), %xmm3
	movsd	88(%rsp), %xmm5
	testq	%rax, %rax
	movapd	96(%rsp), %xmm2
	js	.L3250
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3251:
	subsd	%xmm5, %xmm4
	mulsd	.LC61(%rip), %xmm4
	xorpd	%xmm2, %xmm0
	divsd	.LC453(%rip), %xmm0
	mulsd	.LC449(%rip), %xmm0
	divsd	%xmm5, %xmm4
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm4, 88(%rsp)
	jmp	.L3224
.L3234:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3235
.L3248:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3249
.L3226:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3227
.L3285:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC462(%rip), %rdi
	call	printf@PLT
	jmp	.L3245
.L3250:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3251
	.cfi_endproc
.LFE298:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.8
	.align 8
.LC465:
	.string	"computing the expected outcome"
	.section	.rodata.str1.1
.LC466:
	.string	"for a rep"
	.section	.rodata.str1.8
	.align 8
.LC467:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.section	.rodata.str1.1
.LC468:
	.string	" warmup"
.LC469:
	.string	"rep=%u%s set=%s"
.LC470:
	.string	" slow=%lu sum_ns=%s\n"
	.text
	.p2align 4
	.type	bench_reps, @function
bench_reps:
.LFB305:
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
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	subq	$984, %rsp
	.cfi_def_cfa_offset 1040
	movq	(%rdi), %r14
	leaq	560(%rsp), %rax
	movq	%rdi, 48(%rsp)
	movq	%r14, %rdi
	movl	%edx, 92(%rsp)
	movq	%r14, %xmm2
	movq	%r14, 136(%rsp)
	movq	%rax, 152(%rsp)
	movq	%rax, 240(%rsp)
	movl	$1, 248(%rsp)
	movq	%rax, 256(%rsp)
	movl	$0, 264(%rsp)
	call	closed_form_gap
	leaq	16(%r10), %rdi
	movq	%rdi, (%rsp)
	movhps	(%rsp), %xmm2
	movaps	%xmm2, 16(%rsp)
	testq	%rax, %rax
	je	.L3452
	movl	92(%rsp), %eax
	testl	%eax, %eax
	jne	.L3290
	testq	%rbx, %rbx
	jne	.L3290
	movq	48(%rsp), %rax
	cmpl	$3, 352(%rax)
	je	.L3453
.L3291:
	movdqa	16(%rsp), %xmm7
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movq	%rdx, 304(%rsp)
	leaq	216(%rsp), %rdi
	leaq	ref_job_run(%rip), %rdx
	movl	%ecx, 312(%rsp)
	leaq	288(%rsp), %rcx
	movaps	%xmm7, 288(%rsp)
	call	pthread_create@PLT
	movl	%eax, %edx
	testl	%eax, %eax
	jne	.L3289
	movq	48(%rsp), %r14
	movq	136(%rsp), %r10
	xorl	%ebp, %ebp
	movl	$68, %ecx
	movq	%rbp, %rax
	leaq	872(%r14), %rbx
	movq	136(%r10), %rsi
	movq	%rbx, %rdi
	rep stosq
	movl	%edx, %eax
	movl	$14, %ecx
	leaq	432(%rsp), %rdi
	rep stosl
	movq	%rsi, 1408(%r14)
	movq	%r10, %rdi
	leaq	432(%rsp), %rsi
	call	theory_of
	movl	$1, 148(%rsp)
	testl	%eax, %eax
	movl	%eax, 1416(%r14)
	cmovne	%rbx, %rbp
	movq	%rbp, 160(%rsp)
.L3311:
	xorl	%r8d, %r8d
	xorl	%r14d, %r14d
	movq	%r8, 168(%rsp)
.L3310:
	movq	48(%rsp), %rax
	movl	$0, (%rsp)
	movl	%r14d, 144(%rsp)
	movq	304(%rax), %rbx
	movq	416(%rax), %rax
	movq	%rbx, 96(%rsp)
	movq	%rax, 40(%rsp)
	movl	216(%rax), %eax
	.p2align 4,,10
	.p2align 3
.L3376:
	movq	48(%rsp), %rdi
	movl	(%rsp), %edx
	movq	96(%rsp), %rbx
	movl	352(%rdi), %ecx
	movq	%rdx, %rdi
	leaq	(%rdx,%rdx,8), %rdx
	salq	$5, %rdx
	addq	%rdx, %rbx
	cmpl	$3, %ecx
	jne	.L3312
	leal	1(%rax), %ebp
	subl	%edi, %ebp
	cmpl	$1, %ebp
	ja	.L3454
	leaq	320(%rsp), %rcx
	subq	$8, %rsp
	.cfi_def_cfa_offset 1048
	movq	%rbx, %rdx
	xorl	%r9d, %r9d
	pushq	$0
	.cfi_def_cfa_offset 1056
	movq	56(%rsp), %rdi
	movl	$1, %r8d
	leaq	GENERAL_WALK(%rip), %rsi
	call	walk_outcomes
	popq	%r10
	.cfi_def_cfa_offset 1048
	popq	%r11
	.cfi_def_cfa_offset 1040
	movl	%eax, %edx
.L3321:
	leaq	run_fault_lock(%rip), %rbx
	movl	%edx, 16(%rsp)
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	movl	run_fault(%rip), %r14d
	call	pthread_mutex_unlock@PLT
	movl	16(%rsp), %edx
	testl	%edx, %edx
	jne	.L3448
	testl	%r14d, %r14d
	jne	.L3395
	movl	(%rsp), %eax
	leaq	320(%rsp), %rbx
	addl	%ebp, %eax
	testl	%ebp, %ebp
	je	.L3366
	movl	(%rsp), %r11d
	movq	48(%rsp), %rdx
	movl	%r14d, 104(%rsp)
	.p2align 4,,10
	.p2align 3
.L3375:
	movl	92(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L3455
.L3368:
	testl	%r11d, %r11d
	je	.L3374
	movsd	(%rbx), %xmm0
	movq	312(%rdx), %rdi
	leal	-1(%r11), %esi
	movsd	%xmm0, (%rdi,%rsi,8)
	movq	320(%rdx), %rdi
	movsd	8(%rbx), %xmm0
	movsd	%xmm0, (%rdi,%rsi,8)
.L3374:
	addl	$1, %r11d
	addq	$16, %rbx
	cmpl	%eax, %r11d
	jne	.L3375
	movl	%r11d, (%rsp)
	movl	104(%rsp), %r14d
.L3366:
	movq	40(%rsp), %rax
	movl	(%rsp), %edi
	movl	216(%rax), %eax
	cmpl	%edi, %eax
	jnb	.L3376
	movl	%r14d, %ebp
	movl	144(%rsp), %r14d
.L3367:
	testl	%r14d, %r14d
	jne	.L3319
	cmpl	$0, 148(%rsp)
	jne	.L3456
.L3320:
	movl	%ebp, %eax
.L3287:
	addq	$984, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L3290:
	.cfi_restore_state
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movdqa	16(%rsp), %xmm6
	movq	%rbp, 304(%rsp)
	movl	%r14d, 312(%rsp)
	movaps	%xmm6, 288(%rsp)
.L3289:
	movq	136(%rsp), %r10
	movq	%r10, %rdi
	call	closed_form_gap
	movq	48(%rsp), %rdi
	movq	%rax, 432(%rdi)
	testq	%rax, %rax
	je	.L3301
	pushq	%r9
	.cfi_def_cfa_offset 1048
	movq	%r10, %rdi
	xorl	%r9d, %r9d
	movl	$1, %r8d
	pushq	$0
	.cfi_def_cfa_offset 1056
	movq	16(%rsp), %rdx
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	popq	%r10
	.cfi_def_cfa_offset 1048
	popq	%r11
	.cfi_def_cfa_offset 1040
.L3302:
	movl	%eax, %edi
	call	fault_rc
	movl	%eax, 148(%rsp)
	testl	%eax, %eax
	jne	.L3457
	testq	%rbx, %rbx
	je	.L3305
	movq	48(%rsp), %rax
	movq	136(%rsp), %rdi
	movq	176(%rax), %rbx
	call	plan_route
	cmpl	$2, %eax
	je	.L3458
.L3308:
	cmpq	$16777216, %rbx
	ja	.L3459
.L3305:
	movq	48(%rsp), %r15
	leaq	416(%r15), %rdi
	leaq	872(%r15), %rbx
	call	print_plan
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	%rbx, %rdi
	movq	136(%rsp), %r10
	leaq	432(%rsp), %rsi
	movq	136(%r10), %rdx
	rep stosq
	leaq	432(%rsp), %rdi
	movl	$14, %ecx
	rep stosl
	movq	%rdx, 1408(%r15)
	movq	%r10, %rdi
	call	theory_of
	movl	%eax, 1416(%r15)
	movl	%eax, %r14d
	testl	%eax, %eax
	je	.L3387
	movq	%rbx, 160(%rsp)
	jmp	.L3311
	.p2align 4,,10
	.p2align 3
.L3455:
	testl	%r11d, %r11d
	leaq	.LC3(%rip), %rdi
	movl	%r11d, %esi
	movq	%rbx, 112(%rsp)
	leaq	.LC468(%rip), %rcx
	leaq	(%rsi,%rsi,8), %rsi
	movl	%eax, 120(%rsp)
	movabsq	$-3689348814741910323, %r15
	cmove	%rcx, %rdi
	salq	$5, %rsi
	movl	%r11d, 64(%rsp)
	leaq	496(%rsp), %r8
	movq	%rdx, 128(%rsp)
	movq	%r8, %r11
	movabsq	$-3689348814741910324, %r14
	movq	%rdi, 72(%rsp)
	leaq	SET_NAME(%rip), %rdi
	movq	%rdi, 16(%rsp)
	movq	96(%rsp), %rdi
	leaq	8(%rdi,%rsi), %rdi
	movq	%rdi, 32(%rsp)
	leaq	384(%rsp), %rdi
	movq	%rdi, 80(%rsp)
.L3373:
	movq	16(%rsp), %rax
	movl	64(%rsp), %esi
	leaq	.LC469(%rip), %rdi
	movq	%r11, 56(%rsp)
	movq	72(%rsp), %rdx
	leaq	PCT_NAME(%rip), %rbp
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rbx
	leaq	.LC380(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbx), %rsi
	call	printf@PLT
	movq	%r12, (%rsp)
	movq	%r13, 8(%rsp)
	movq	56(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L3369:
	movq	(%rbx), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC381(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %rbx
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L3369
	movq	32(%rsp), %rax
	movq	%r13, %r11
	movl	$47, %ecx
	movl	$9, %r8d
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	movb	$0, 543(%rsp)
	.p2align 4,,10
	.p2align 3
.L3372:
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
	subq	$1, %rcx
	movq	%rdx, %r9
	movq	%rdx, 8(%rsp)
	movq	%rax, %rdx
	movq	(%rsp), %rax
	imulq	%r14, %rdx
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
	xorl	%eax, %eax
	leal	48(%r9,%r12), %r9d
	cmpq	%r10, %r8
	movb	%r9b, (%r11,%rcx)
	movq	%rdi, %r9
	movq	%rdx, %rdi
	sbbq	%r9, %rax
	jc	.L3372
	movq	80(%rsp), %rbp
	addq	%r11, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC26(%rip), %rdx
	movq	%r11, (%rsp)
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rbx
	xorl	%eax, %eax
	movq	%rbp, %rdx
	leaq	.LC470(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	movq	%rbx, 32(%rsp)
	movq	(%rsp), %r11
	cmpq	%rax, %rdi
	jne	.L3373
	movq	112(%rsp), %rbx
	movl	64(%rsp), %r11d
	movl	120(%rsp), %eax
	movq	128(%rsp), %rdx
	jmp	.L3368
	.p2align 4,,10
	.p2align 3
.L3312:
	movq	40(%rsp), %rax
	movq	136(%rax), %rax
	movq	%rax, 112(%rsp)
	movq	%rax, 224(%rsp)
	movq	%rax, 232(%rsp)
	cmpl	$2, %ecx
	je	.L3460
	leaq	8(%rbx), %rdi
	movq	%rbx, %rcx
	xorl	%eax, %eax
	movq	$0, (%rbx)
	movq	$0, 280(%rbx)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	leaq	496(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	movq	40(%rsp), %r15
	movq	%r15, %rsi
	call	server_init
	leaq	384(%rsp), %rax
	movl	$1, %edi
	movq	%rax, %rsi
	movq	%rax, 64(%rsp)
	call	clock_gettime@PLT
	movl	72(%r15), %esi
	movq	384(%rsp), %rbp
	movq	392(%rsp), %r14
	testl	%esi, %esi
	je	.L3382
	movl	152(%r15), %eax
.L3344:
	leaq	by_kind.4(%rip), %rdi
	leaq	256(%rbx), %rcx
	movl	(%rdi,%rax,4), %esi
	leaq	240(%rbx), %r9
	cmpl	$3, %esi
	jne	.L3347
	movq	40(%rsp), %rax
	movq	144(%rax), %rax
	testq	%rax, %rax
	je	.L3347
	movq	40(%rsp), %rdi
	xorl	%edx, %edx
	divq	(%rdi)
	movq	160(%rdi), %rdx
	leaq	1(%rax,%rdx), %rax
.L3349:
	movq	48(%rsp), %rdi
	movq	328(%rdi), %rdi
	movq	%rdi, 32(%rsp)
	pushq	%rcx
	.cfi_def_cfa_offset 1048
	movq	%rax, %rcx
	leaq	360(%rsp), %rdx
	pushq	%rdx
	.cfi_def_cfa_offset 1056
	movq	48(%rsp), %rdx
	movq	56(%rsp), %rdi
	leaq	240(%rsp), %r8
	call	walk_all
	popq	%rsi
	.cfi_def_cfa_offset 1048
	popq	%rdi
	.cfi_def_cfa_offset 1040
	movl	%eax, %edx
	testl	%eax, %eax
	jne	.L3451
	movq	352(%rsp), %rax
	movq	224(%rsp), %r15
.L3346:
	testq	%rax, %rax
	js	.L3352
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3353:
	testq	%r15, %r15
	je	.L3354
	js	.L3355
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r15, %xmm1
.L3356:
	divsd	%xmm1, %xmm0
.L3354:
	movq	40(%rsp), %rsi
	movq	16(%rsp), %rdi
	movsd	%xmm0, 320(%rsp)
	call	server_init
	movq	64(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	40(%rsp), %rax
	movq	384(%rsp), %rbp
	movq	392(%rsp), %r14
	movl	72(%rax), %ecx
	testl	%ecx, %ecx
	jne	.L3357
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L3357
	cmpq	$0, 40(%rax)
	jne	.L3357
	movq	48(%rsp), %rcx
	movq	112(%rsp), %r8
	xorl	%r9d, %r9d
	movq	%rax, %rdi
	movq	16(%rsp), %rsi
	imulq	$1000000000, %rbp, %rbp
	movq	336(%rcx), %rdx
	xorl	%ecx, %ecx
	call	run_open
	movq	64(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 264(%rbx)
	call	clock_gettime@PLT
	imulq	$1000000000, 384(%rsp), %rax
	subq	%r14, %rax
	addq	392(%rsp), %rax
	subq	%rbp, %rax
	movq	%rax, 352(%rsp)
	movq	504(%rsp), %rax
	movq	%rax, 248(%rbx)
.L3358:
	movq	352(%rsp), %rax
	movq	232(%rsp), %rbp
	testq	%rax, %rax
	js	.L3359
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3360:
	testq	%rbp, %rbp
	js	.L3361
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbp, %xmm1
.L3362:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rax
	movq	256(%rbx), %rcx
	movl	176(%rax), %r11d
	movsd	%xmm0, 328(%rsp)
	testl	%r11d, %r11d
	je	.L3363
	movq	160(%rax), %rsi
	movq	$-1, %rax
	cmpq	%rsi, %r15
	jb	.L3364
	xorl	%edx, %edx
	movq	%r15, %rax
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L3364:
	movq	40(%rsp), %r14
	movq	48(%rsp), %rsi
	movq	%rax, 272(%rbx)
	movq	%rbx, %r8
	movl	200(%r14), %ecx
	movq	192(%r14), %rdx
	movq	328(%rsi), %rdi
	movq	%r15, %rsi
	call	summarise.isra.0
	movq	48(%rsp), %rsi
	movl	200(%r14), %ecx
	leaq	80(%rbx), %r8
	movq	192(%r14), %rdx
	movq	336(%rsi), %rdi
	movq	%rbp, %rsi
	call	summarise.isra.0
	movq	48(%rsp), %rsi
	subq	$8, %rsp
	.cfi_def_cfa_offset 1048
	leaq	160(%rbx), %rax
	movq	272(%rbx), %rdx
	movl	200(%r14), %r8d
	movq	328(%rsi), %rdi
	movq	192(%r14), %rcx
	pushq	%rax
	.cfi_def_cfa_offset 1056
	movq	344(%rsi), %r9
	movq	%r15, %rsi
	call	corrected_summarise
	movl	%eax, %edx
	movl	$1, %ebp
	popq	%r9
	.cfi_def_cfa_offset 1048
	popq	%r10
	.cfi_def_cfa_offset 1040
	jmp	.L3321
	.p2align 4,,10
	.p2align 3
.L3357:
	movq	48(%rsp), %rax
	leaq	248(%rbx), %r9
	xorl	%esi, %esi
	movq	336(%rax), %rdx
	leaq	264(%rbx), %rax
	pushq	%rax
	.cfi_def_cfa_offset 1048
	leaq	360(%rsp), %rax
	pushq	%rax
	.cfi_def_cfa_offset 1056
	movq	128(%rsp), %rcx
	movq	56(%rsp), %rdi
	leaq	248(%rsp), %r8
	call	walk_all
	popq	%rbp
	.cfi_def_cfa_offset 1048
	popq	%r14
	.cfi_def_cfa_offset 1040
	movl	%eax, %edx
	testl	%eax, %eax
	je	.L3358
.L3451:
	leaq	run_fault_lock(%rip), %rbx
	movl	144(%rsp), %r14d
	movl	%edx, %r15d
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
.L3351:
	leaq	.LC466(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
	movl	%eax, %ebp
	jmp	.L3367
	.p2align 4,,10
	.p2align 3
.L3382:
	movq	40(%rsp), %rdi
	movl	152(%rdi), %eax
	testl	%eax, %eax
	jne	.L3344
	cmpq	$1, 160(%rdi)
	je	.L3461
.L3345:
	leaq	256(%rbx), %rcx
	leaq	240(%rbx), %r9
	movl	$1, %esi
.L3347:
	movq	40(%rsp), %rax
	movq	136(%rax), %rax
	jmp	.L3349
.L3352:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3353
.L3448:
	movl	144(%rsp), %r14d
	movl	%edx, %r15d
	jmp	.L3351
.L3454:
	movq	160(%rsp), %r15
	xorl	%eax, %eax
	testl	%edi, %edi
	movq	40(%rsp), %xmm0
	movl	$0, 520(%rsp)
	leaq	320(%rsp), %rbp
	cmovne	%rax, %r15
	cmove	168(%rsp), %rax
	cmpl	$1, 148(%rsp)
	movq	%rax, %r14
	leaq	288(%rbx), %rax
	movq	%rax, %xmm3
	leaq	336(%rsp), %rax
	punpcklqdq	%xmm3, %xmm0
	movq	%rax, 512(%rsp)
	movaps	%xmm0, 496(%rsp)
	je	.L3317
	xorl	%esi, %esi
	leaq	496(%rsp), %rcx
	leaq	384(%rsp), %rdi
	leaq	rep_job_run(%rip), %rdx
	call	pthread_create@PLT
	testl	%eax, %eax
	jne	.L3317
	pushq	%r14
	.cfi_def_cfa_offset 1048
	movq	%rbx, %rdx
	xorl	%r9d, %r9d
	movl	$1, %r8d
	pushq	%r15
	.cfi_def_cfa_offset 1056
	movq	56(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	GENERAL_WALK(%rip), %rsi
	call	walk_outcomes
	movq	400(%rsp), %rdi
	xorl	%esi, %esi
	movl	%eax, %ebx
	call	pthread_join@PLT
	popq	%r15
	.cfi_def_cfa_offset 1048
	popq	%rax
	.cfi_def_cfa_offset 1040
	testl	%ebx, %ebx
	jne	.L3462
	movl	520(%rsp), %edx
	jmp	.L3316
.L3363:
	movq	40(%rsp), %rax
	movq	168(%rax), %rax
	jmp	.L3364
.L3361:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3362
.L3359:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3360
.L3317:
	subq	$8, %rsp
	.cfi_def_cfa_offset 1048
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	movq	%r14, %r9
	pushq	%r15
	.cfi_def_cfa_offset 1056
	movq	56(%rsp), %rdi
	movl	$2, %r8d
	leaq	GENERAL_WALK(%rip), %rsi
	call	walk_outcomes
	movl	%eax, %edx
	popq	%rax
	.cfi_def_cfa_offset 1048
	popq	%rcx
	.cfi_def_cfa_offset 1040
.L3316:
	movl	$2, %ebp
	jmp	.L3321
.L3460:
	leaq	352(%rsp), %r15
	xorl	%eax, %eax
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	movl	$8, %edx
	movq	%r15, %rdi
	movq	%rdx, %rcx
	rep stosl
	leaq	384(%rsp), %rdi
	movq	%rdi, 64(%rsp)
	movq	%rcx, %rdx
	movl	$8, %ecx
	rep stosl
	leaq	8(%rbx), %rdi
	movq	%rbx, %rcx
	movq	%rdx, %rax
	andq	$-8, %rdi
	movq	%r8, (%rbx)
	subq	%rdi, %rcx
	movq	%r8, 280(%rbx)
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	48(%rsp), %r14
	leaq	360(%r14), %rax
	movq	376(%r14), %rdi
	movq	%rax, 128(%rsp)
	movq	368(%r14), %rax
	leaq	0(,%rax,8), %rdx
	movq	%rax, 16(%rsp)
	call	memset@PLT
	leaq	384(%r14), %rax
	movq	400(%r14), %rdi
	xorl	%esi, %esi
	movq	%rax, 120(%rsp)
	movq	392(%r14), %rax
	leaq	0(,%rax,8), %rdx
	movq	%rax, 16(%rsp)
	call	memset@PLT
	leaq	496(%rsp), %rax
	xorl	%r9d, %r9d
	movq	%r12, 176(%rsp)
	movq	%rax, 16(%rsp)
	leaq	272(%rsp), %rax
	movq	%r9, 72(%rsp)
	movq	%rax, 56(%rsp)
	movq	%r13, 184(%rsp)
	movq	%r15, 200(%rsp)
	movq	%rbx, %r15
	movq	112(%rsp), %rbx
.L3336:
	movq	40(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	server_init
	xorl	%r9d, %r9d
	movq	$0, 80(%rsp)
	testq	%rbx, %rbx
	je	.L3324
	movq	%r15, 192(%rsp)
	xorl	%ebp, %ebp
	movq	%r9, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L3328:
	movq	56(%rsp), %rsi
	movq	%rbp, %r15
	addq	$65536, %rbp
	movl	$1, %edi
	cmpq	%rbp, %rbx
	movq	%rbp, %r13
	cmovbe	%rbx, %r13
	call	clock_gettime@PLT
	imulq	$1000000000, 272(%rsp), %r10
	addq	280(%rsp), %r10
	cmpq	$0, 72(%rsp)
	movq	%r10, 104(%rsp)
	je	.L3463
	movq	32(%rsp), %r9
	movq	16(%rsp), %rsi
	movq	%r13, %r8
	movq	%r15, %rcx
	movq	336(%r14), %rdx
	movq	40(%rsp), %rdi
	movq	%r13, %r12
	subq	%r15, %r12
	call	run_open
	movq	56(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 32(%rsp)
	call	clock_gettime@PLT
	movq	104(%rsp), %r10
	movq	120(%rsp), %r8
	imulq	$1000000000, 272(%rsp), %rax
	addq	280(%rsp), %rax
	subq	%r10, %rax
	addq	%rax, 80(%rsp)
	movq	336(%r14), %r9
.L3326:
	xorl	%ecx, %ecx
	testq	%r12, %r12
	je	.L3331
	.p2align 4,,10
	.p2align 3
.L3327:
	movq	(%r9,%rcx,8), %r11
	movq	(%r8), %rsi
	xorl	%edx, %edx
	movq	8(%r8), %rdi
	movq	%r11, %rax
	divq	%rsi
	cmpq	%rdi, %rax
	jnb	.L3329
	testq	%rdx, %rdx
	jne	.L3329
	movq	16(%r8), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%r12, %rcx
	jne	.L3327
.L3331:
	cmpq	%rbx, %rbp
	jb	.L3328
	movq	192(%rsp), %r15
	movq	32(%rsp), %r9
.L3324:
	movq	80(%rsp), %rax
	leaq	320(%rsp), %rdx
	testq	%rax, %rax
	js	.L3332
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3333:
	testq	%rbx, %rbx
	js	.L3334
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L3335:
	divsd	%xmm1, %xmm0
	movq	72(%rsp), %rdi
	movq	504(%rsp), %rax
	movsd	%xmm0, (%rdx,%rdi,8)
	movq	%rax, 240(%r15,%rdi,8)
	movq	%r9, 256(%r15,%rdi,8)
	testq	%rdi, %rdi
	jne	.L3464
	movq	$1, 72(%rsp)
	jmp	.L3336
	.p2align 4,,10
	.p2align 3
.L3463:
	movq	32(%rsp), %r9
	movq	16(%rsp), %rsi
	movq	%r13, %r8
	movq	%r15, %rcx
	movq	328(%r14), %rdx
	movq	40(%rsp), %rdi
	subq	%r15, %r13
	movq	%r13, %r12
	call	run_closed
	movq	56(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 32(%rsp)
	call	clock_gettime@PLT
	movq	104(%rsp), %r10
	imulq	$1000000000, 272(%rsp), %rax
	addq	280(%rsp), %rax
	movq	328(%r14), %r9
	subq	%r10, %rax
	movq	128(%rsp), %r8
	addq	%rax, 80(%rsp)
	jmp	.L3326
.L3355:
	movq	%r15, %rax
	movq	%r15, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3356
.L3464:
	movq	40(%rsp), %rax
	movq	%r15, %rbx
	movq	176(%rsp), %r12
	movq	184(%rsp), %r13
	movq	200(%rsp), %r15
	cmpl	$0, 176(%rax)
	movq	256(%rbx), %rcx
	je	.L3337
	movq	160(%rax), %rsi
	movq	112(%rsp), %rax
	cmpq	%rsi, %rax
	jb	.L3392
	xorl	%edx, %edx
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	jmp	.L3338
.L3334:
	movq	%rbx, %rax
	movq	%rbx, %rcx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %ecx
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3335
.L3332:
	movq	80(%rsp), %rax
	pxor	%xmm0, %xmm0
	movq	%rax, %rcx
	andl	$1, %eax
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3333
.L3461:
	cmpl	$0, 8(%rdi)
	jne	.L3345
	cmpq	$0, 40(%rdi)
	jne	.L3345
	movq	48(%rsp), %rax
	movq	112(%rsp), %r15
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	16(%rsp), %rsi
	imulq	$1000000000, %rbp, %rbp
	movq	328(%rax), %rdx
	movq	%r15, %r8
	call	run_closed
	movq	64(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 256(%rbx)
	call	clock_gettime@PLT
	movq	504(%rsp), %rdx
	imulq	$1000000000, 384(%rsp), %rax
	subq	%r14, %rax
	addq	392(%rsp), %rax
	movq	%rdx, 240(%rbx)
	subq	%rbp, %rax
	movq	%rax, 352(%rsp)
	jmp	.L3346
.L3452:
	xorl	%eax, %eax
	movaps	%xmm2, 288(%rsp)
	movq	%rax, 304(%rsp)
	xorl	%eax, %eax
	movl	%eax, 312(%rsp)
	jmp	.L3289
.L3462:
	leaq	run_fault_lock(%rip), %rbp
	movl	144(%rsp), %r14d
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	leaq	.LC466(%rip), %rsi
	movl	%ebx, %edi
	call	cannot
	movl	%eax, %ebp
	testl	%r14d, %r14d
	je	.L3320
.L3319:
	movq	152(%rsp), %rbx
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	leaq	600(%rsp), %rdi
	movl	$1, 956(%rsp)
	movl	$1, 964(%rsp)
	call	pthread_cond_broadcast@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	cmpl	$0, 148(%rsp)
	je	.L3320
	movq	216(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	152(%rsp), %rdi
	call	shared_due_free
	jmp	.L3378
.L3337:
	movq	40(%rsp), %rax
	movq	168(%rax), %rax
.L3338:
	movq	%rax, 272(%rbx)
	movq	48(%rsp), %rax
	xorl	%ebp, %ebp
	movq	48(%rsp), %r14
	cmpq	$0, 368(%rax)
	jne	.L3339
	jmp	.L3343
	.p2align 4,,10
	.p2align 3
.L3342:
	addq	$1, %rbp
	cmpq	368(%r14), %rbp
	jnb	.L3343
.L3339:
	movq	376(%r14), %rax
	movq	(%rax,%rbp,8), %r8
	testq	%r8, %r8
	je	.L3342
	movq	360(%r14), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%r15, %rdi
	imulq	%rbp, %rsi
	addq	$1, %rbp
	call	dist_add
	cmpq	368(%r14), %rbp
	jb	.L3339
.L3343:
	movq	272(%rbx), %rsi
	movq	64(%rsp), %rdx
	movq	%r15, %rdi
	call	dist_correct
	movl	376(%rsp), %eax
	orl	408(%rsp), %eax
	jne	.L3465
	movq	40(%rsp), %rax
	movq	128(%rsp), %rdi
	movq	%rbx, %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	lattice_summarise
	movl	%eax, %edx
	testl	%eax, %eax
	je	.L3466
.L3341:
	movl	%edx, 16(%rsp)
	movq	352(%rsp), %rdi
	movl	$1, %ebp
	call	free@PLT
	movq	384(%rsp), %rdi
	call	free@PLT
	movl	16(%rsp), %edx
	jmp	.L3321
.L3387:
	xorl	%edi, %edi
	xorl	%esi, %esi
	movl	%esi, 148(%rsp)
	movq	%rdi, 160(%rsp)
	movq	%rdi, 168(%rsp)
	jmp	.L3310
.L3456:
	movq	216(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L3378:
	movq	136(%rsp), %rdi
	call	closed_form_gap
	movq	48(%rsp), %rbx
	movq	%rax, 432(%rbx)
	testl	%ebp, %ebp
	jne	.L3320
	movl	312(%rsp), %edi
	call	fault_rc
	movl	%eax, 312(%rsp)
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L3380
.L3381:
	movq	48(%rsp), %rdi
	addq	$416, %rdi
	call	print_plan
	xorl	%eax, %eax
	jmp	.L3287
.L3392:
	orq	$-1, %rax
	jmp	.L3338
.L3459:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movq	%rbx, %rcx
	leaq	.LC121(%rip), %rdx
	leaq	.LC396(%rip), %rsi
	call	fprintf@PLT
	movl	$2, %eax
	jmp	.L3287
.L3329:
	movq	%rdi, %r8
	movq	stderr(%rip), %rdi
	movq	%rsi, %rcx
	movq	%r11, %rdx
	leaq	.LC467(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L3466:
	movq	40(%rsp), %rax
	movq	120(%rsp), %rdi
	leaq	80(%rbx), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	lattice_summarise
	movl	%eax, %edx
	testl	%eax, %eax
	jne	.L3341
	movq	40(%rsp), %rax
	movq	64(%rsp), %rdi
	leaq	160(%rbx), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movl	%eax, %edx
	jmp	.L3341
.L3458:
	movq	136(%rsp), %rdi
	leaq	496(%rsp), %rdx
	leaq	432(%rsp), %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L3308
	movq	48(%rsp), %rax
	movq	288(%rax), %rdx
	testq	%rdx, %rdx
	je	.L3308
	movq	224(%rax), %rcx
	movq	432(%rsp), %rax
.L3309:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L3309
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	jmp	.L3308
.L3301:
	movq	(%rsp), %rsi
	movq	136(%rsp), %rdi
	call	closed_form
	jmp	.L3302
.L3457:
	leaq	.LC465(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	jmp	.L3287
.L3395:
	movl	144(%rsp), %r14d
	movl	$-4, %r15d
	jmp	.L3351
.L3453:
	movq	152(%rsp), %rdi
	xorl	%eax, %eax
	movl	$52, %ecx
	rep stosq
	movq	136(%rsp), %rdi
	movq	%rdi, 768(%rsp)
	cmpq	$0, 112(%rdi)
	je	.L3467
.L3292:
	movl	%eax, 776(%rsp)
	movq	136(%rsp), %rax
	xorl	%edx, %edx
	leaq	584(%rsp), %r14
	movq	152(%rsp), %r15
	movq	136(%rax), %rax
	testl	$16383, %eax
	setne	%dl
	shrq	$14, %rax
	xorl	%ebp, %ebp
	addq	%rdx, %rax
	movq	%rax, 784(%rsp)
.L3294:
	movq	$-1, 328(%r15)
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 232(%r15)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
	movq	136(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L3468
.L3293:
	addq	$8, %r15
	cmpq	%r15, %r14
	jne	.L3294
	testl	%ebp, %ebp
	jne	.L3297
	movq	152(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_mutex_init@PLT
	testl	%eax, %eax
	jne	.L3297
	xorl	%esi, %esi
	leaq	600(%rsp), %rdi
	call	pthread_cond_init@PLT
	testl	%eax, %eax
	jne	.L3469
	movq	136(%rsp), %rsi
	leaq	648(%rsp), %rdi
	xorl	%r15d, %r15d
	call	due_restart
	movdqa	16(%rsp), %xmm5
	xorl	%esi, %esi
	leaq	240(%rsp), %rax
	leaq	288(%rsp), %rcx
	leaq	216(%rsp), %rdi
	movq	%rax, 304(%rsp)
	leaq	ref_job_run(%rip), %rdx
	movl	%r15d, 312(%rsp)
	movaps	%xmm5, 288(%rsp)
	call	pthread_create@PLT
	testl	%eax, %eax
	je	.L3470
	movq	152(%rsp), %rdi
	call	shared_due_free
	jmp	.L3289
.L3468:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 280(%r15)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
	jmp	.L3293
.L3467:
	cmpl	$1, 72(%rdi)
	sete	%al
	movzbl	%al, %eax
	jmp	.L3292
.L3380:
	leaq	.LC465(%rip), %rsi
	call	cannot
	testl	%eax, %eax
	jne	.L3287
	jmp	.L3381
.L3465:
	orl	$-1, %edx
	jmp	.L3341
.L3470:
	movq	48(%rsp), %r14
	movq	136(%rsp), %r10
	xorl	%eax, %eax
	movl	$68, %ecx
	leaq	432(%rsp), %rsi
	leaq	872(%r14), %rbx
	movq	136(%r10), %rdx
	movq	%rbx, %rdi
	rep stosq
	movl	%ebp, %eax
	movl	$14, %ecx
	leaq	432(%rsp), %rdi
	rep stosl
	movq	%rdx, 1408(%r14)
	movq	%r10, %rdi
	call	theory_of
	movl	%eax, 1416(%r14)
	testl	%eax, %eax
	jne	.L3384
	xorl	%eax, %eax
	movl	$1, %r14d
	movl	$1, 148(%rsp)
	movq	%rax, 160(%rsp)
	leaq	256(%rsp), %rax
	movq	%rax, 168(%rsp)
	jmp	.L3310
.L3469:
	movq	152(%rsp), %r14
	movq	%r14, %rdi
	call	pthread_mutex_destroy@PLT
	movq	%r14, %rdi
	call	shared_due_slots_free
	jmp	.L3291
.L3297:
	movq	152(%rsp), %rdi
	call	shared_due_slots_free
	jmp	.L3291
.L3384:
	leaq	256(%rsp), %rax
	movq	%rbx, 160(%rsp)
	movl	$1, %r14d
	movl	$1, 148(%rsp)
	movq	%rax, 168(%rsp)
	jmp	.L3310
	.cfi_endproc
.LFE305:
	.size	bench_reps, .-bench_reps
	.section	.rodata.str1.8
	.align 8
.LC471:
	.string	"a run of users (--population, --sessions)"
	.section	.rodata.str1.1
.LC472:
	.string	"a sweep (--sweep)"
.LC473:
	.string	"a benchmark run"
.LC474:
	.string	"one"
.LC475:
	.string	"it"
.LC476:
	.string	"the scenario's trace"
	.section	.rodata.str1.8
	.align 8
.LC477:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.section	.rodata.str1.1
.LC478:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC479:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC480:
	.string	"the latencies have too many possible values"
	.align 8
.LC481:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC482:
	.string	"reference"
.LC483:
	.string	"closed-form"
.LC484:
	.string	"(none)"
.LC487:
	.string	"default"
.LC488:
	.string	"seed 000"
.LC489:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC490:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC491:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC492:
	.string	"--self-test"
.LC493:
	.string	"rank n=1 p=0"
.LC494:
	.string	"rank n=1 p=100"
.LC495:
	.string	"rank n=1 p=0 ceil"
.LC496:
	.string	"rank n=1 p=100 ceil"
.LC497:
	.string	"rank n=10 p=0"
.LC498:
	.string	"rank n=10 p=100"
.LC499:
	.string	"rank n=10 p=50"
.LC500:
	.string	"rank n=10 p=95 rounds half up"
.LC501:
	.string	"rank n=10 p=94.9 rounds down"
.LC502:
	.string	"rank n=10 p=90.1 ceil"
.LC503:
	.string	"rank n=119980 p=99"
.LC504:
	.string	"rank n=119980 p=99.9"
.LC505:
	.string	"rank n=119980 p=99 ceil"
.LC506:
	.string	"rank n=2^62 p=99.99 exact"
.LC508:
	.string	"hdr fixture corrected count"
.LC509:
	.string	"hdr fixture correct_co"
.LC510:
	.string	"hdr fixture corrected p50"
.LC511:
	.string	"hdr fixture corrected p90"
.LC512:
	.string	"hdr fixture corrected p99"
.LC513:
	.string	"hdr fixture corrected max"
.LC514:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC515:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC516:
	.string	"correction of one interval"
.LC517:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC518:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC519:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC520:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC521:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC522:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC524:
	.string	"reference server agrees, start %lu"
	.align 8
.LC525:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC526:
	.string	"in service at a stall: extended by it"
	.align 8
.LC527:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC529:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC530:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC532:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.align 8
.LC533:
	.string	"the row of SERVICE_DISTS that code names %s is %s's"
	.align 8
.LC534:
	.string	"service %s: a name, a draw, a help line, and examples for the options it takes"
	.align 8
.LC535:
	.string	"a service distribution's example options apply"
	.align 8
.LC536:
	.string	"service %s: the draws average its mean (%.1f us) within five standard errors"
	.align 8
.LC537:
	.string	"service %s: their variance is its scv's (%.4f) within five standard errors"
	.align 8
.LC538:
	.string	"service %s: no draw above its largest value (%lu ns) or below 1 ns"
	.section	.rodata.str1.1
.LC539:
	.string	"200us"
.LC540:
	.string	"0.3us"
.LC541:
	.string	"0.5s"
.LC542:
	.string	"1.000000001s"
.LC543:
	.string	"0"
.LC544:
	.string	"250"
.LC545:
	.string	"0.5ns"
.LC546:
	.string	"ms"
.LC547:
	.string	"-1ms"
.LC548:
	.string	"5parsecs"
.LC549:
	.string	"1.ms"
.LC550:
	.string	"99999999999999999999s"
.LC551:
	.string	"4611686018427387904ns"
.LC552:
	.string	"QUICK"
.LC553:
	.string	"REPS"
.LC554:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC555:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC556:
	.string	"QUICK '%s' is not valid: %s"
.LC557:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC558:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC559:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC560:
	.string	"%s is the lab's, not the benchmark's: run ./lab %s ... (./build.sh builds it beside bench)"
	.align 8
.LC561:
	.string	"%s applies to a simulated run, not to a recorded trace, whose latencies are already measured (the correction's interval is --expected-interval): drop %s"
	.align 8
.LC562:
	.string	"%s does not apply to %s: drop it"
	.align 8
.LC563:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC564:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC565:
	.string	"both set the length of the run: "
	.align 8
.LC566:
	.string	"--duration and --requests %s%s"
	.align 8
.LC567:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC568:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC569:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC570:
	.string	"--export does not apply to --cross-check, %s%s"
	.align 8
.LC571:
	.string	"drop them, or --correct, --sweep and --cross-check"
	.align 8
.LC572:
	.string	"--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s"
	.section	.rodata.str1.1
.LC573:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC574:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC575:
	.string	"%s, from %s"
	.section	.rodata.str1.8
	.align 8
.LC576:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC577:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.section	.rodata.str1.1
.LC578:
	.string	"--correct '%s': out of memory"
	.section	.rodata.str1.8
	.align 8
.LC579:
	.string	"--correct %.40s: more than 200000000 lines"
	.section	.rodata.str1.1
.LC580:
	.string	"use --correct FILE"
.LC581:
	.string	"at most 255 characters; "
	.section	.rodata.str1.8
	.align 8
.LC582:
	.string	"--trace-values is too long: %s%s"
	.section	.rodata.str1.1
.LC583:
	.string	","
	.section	.rodata.str1.8
	.align 8
.LC584:
	.string	"--trace-values: '%s' is not a repeat count: %s"
	.section	.rodata.str1.1
.LC585:
	.string	"--trace-values: %s%s"
	.section	.rodata.str1.8
	.align 8
.LC586:
	.string	"give latencies separated by commas, e.g. 2ms*99,1000ms"
	.align 8
.LC587:
	.string	"--trace-values '%s' is not valid: %s"
	.align 8
.LC588:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC589:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC591:
	.string	"lower --rate or shorten the run"
	.align 8
.LC592:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC593:
	.string	"--schedule poisson: %s%s"
.LC594:
	.string	"counting the schedule"
.LC595:
	.string	"out of memory "
	.section	.rodata.str1.8
	.align 8
.LC596:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC597:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC598:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC599:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC600:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC601:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC602:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC603:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC604:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC605:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC606:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC607:
	.string	"shorten --duration or --interval"
	.align 8
.LC608:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC609:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC610:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC611:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC612:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC613:
	.string	"--timeout, --queue-limit, the generator's options and --scoreboard keep every sample"
	.align 8
.LC614:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC615:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC616:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC617:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC618:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC619:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC620:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC621:
	.string	"drop one of the two"
.LC622:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC623:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC624:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC625:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC626:
	.string	"--sweep runs on a fixed schedule (--schedule poisson and --rate go with --sweep load), with a fixed --expected-interval: %s%s"
	.align 8
.LC627:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC628:
	.string	"in the cross-check"
.LC629:
	.string	"expected_ns"
.LC630:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC631:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC632:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC633:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC634:
	.string	"bench: out of memory for the theory check\n"
	.section	.rodata.str1.1
.LC635:
	.string	"cv"
.LC636:
	.string	" %6s\n"
.LC637:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC638:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC639:
	.string	"ratios: open/closed p99 %s"
.LC640:
	.string	", p99.9 %s"
.LC641:
	.string	"; corrected/closed p99 %s"
.LC642:
	.string	"; open/corrected p99 %s"
.LC643:
	.string	", p90 %s\n"
	.section	.rodata.str1.8
	.align 8
.LC644:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.align 8
.LC645:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC646:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC647:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC648:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC649:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.align 8
.LC650:
	.string	"--correct '%s': out of memory at line %lu"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB329:
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
	subq	$7000, %rsp
	.cfi_def_cfa_offset 7056
	movdqa	.LC485(%rip), %xmm0
	movl	%edi, 8(%rsp)
	leaq	4944(%rsp), %rdi
	leaq	4944(%rsp), %rsi
	rep stosq
	movaps	%xmm0, 4992(%rsp)
	movdqa	.LC486(%rip), %xmm0
	leaq	.LC488(%rip), %rax
	movq	%rax, %xmm5
	leaq	.LC487(%rip), %rdi
	leaq	1136(%rsp), %rax
	movq	$100000, 4944(%rsp)
	movaps	%xmm0, 5104(%rsp)
	movq	%rdi, %xmm0
	movq	%rax, %rdi
	movl	$81, %ecx
	punpcklqdq	%xmm5, %xmm0
	movq	$500000000, 5008(%rsp)
	movq	$200000, 5024(%rsp)
	movq	$1000000, 5136(%rsp)
	movq	$16384, 5152(%rsp)
	movl	$31, 5160(%rsp)
	movq	%rsi, 40(%rsp)
	movups	%xmm0, 5400(%rsp)
	rep movsq
	movq	%rax, 16(%rsp)
	cmpl	$2, %ebx
	je	.L3991
	cmpl	$1, 8(%rsp)
	movl	$1, %r14d
	jle	.L3547
.L3478:
	leaq	OPTIONS(%rip), %r13
	.p2align 4,,10
	.p2align 3
.L3546:
	movslq	%r14d, %rax
	movq	0(%rbp,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L3812
	cmpb	$104, 1(%rbx)
	jne	.L3812
	cmpb	$0, 2(%rbx)
	jne	.L3812
	movl	$-1, %eax
	leaq	.LC345(%rip), %rbx
.L3540:
	leaq	48+OPTIONS(%rip), %r12
	xorl	%r15d, %r15d
	jmp	.L3545
	.p2align 4,,10
	.p2align 3
.L3541:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L3544
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	addq	$48, %r12
	call	strcmp@PLT
.L3545:
	testl	%eax, %eax
	jne	.L3541
	movslq	%r15d, %r15
	leaq	(%r15,%r15,2), %rax
	salq	$4, %rax
	addq	%r13, %rax
	movl	8(%rax), %r10d
	testl	%r10d, %r10d
	jne	.L3992
	addl	$1, %r14d
.L3544:
	addl	$1, %r14d
	cmpl	%r14d, 8(%rsp)
	jg	.L3546
.L3547:
	leaq	.LC552(%rip), %rdi
	call	getenv@PLT
	leaq	.LC553(%rip), %rdi
	movq	%rax, %r12
	call	getenv@PLT
	movq	%rax, %r13
	testq	%r12, %r12
	je	.L3772
	leaq	.LC554(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r12)
	movl	%eax, %ebx
	je	.L3549
	leaq	.LC543(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3993
.L3549:
	xorl	%eax, %eax
	testl	%ebx, %ebx
	sete	%al
.L3548:
	movl	%eax, 1616(%rsp)
	testq	%r13, %r13
	je	.L3551
	cmpb	$0, 0(%r13)
	jne	.L3994
.L3551:
	movslq	8(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L3995
	movl	8(%rsp), %eax
	subl	$1, %eax
	movl	%eax, 48(%rsp)
	testl	%eax, %eax
	jle	.L3773
	xorl	%r13d, %r13d
.L3560:
	leal	1(%r13), %r12d
	movslq	%r12d, %rax
	movq	0(%rbp,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L3813
	cmpb	$104, 1(%r15)
	jne	.L3813
	cmpb	$0, 2(%r15)
	jne	.L3813
	movl	$-1, %eax
	leaq	.LC345(%rip), %r15
.L3556:
	leaq	48+OPTIONS(%rip), %r14
	xorl	%ebx, %ebx
	jmp	.L3559
	.p2align 4,,10
	.p2align 3
.L3557:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L3558
	movq	(%r14), %rsi
	movq	%r15, %rdi
	addq	$48, %r14
	call	strcmp@PLT
.L3559:
	testl	%eax, %eax
	jne	.L3557
	movabsq	$-6148914691236517205, %rdi
	movslq	%ebx, %rbx
	movl	%r13d, %r12d
	leaq	(%rbx,%rbx,2), %rax
	movq	%rax, %rdx
	imulq	%rdi, %rax
	salq	$4, %rdx
	movb	$1, 1648(%rsp,%rax)
	leaq	OPTIONS(%rip), %rax
	cmpl	$1, 8(%rax,%rdx)
	adcl	$1, %r12d
.L3558:
	movl	%r12d, %r13d
	cmpl	%r12d, 48(%rsp)
	jg	.L3560
	xorl	%r9d, %r9d
	leaq	2896(%rsp), %rbx
	movq	%rbp, 48(%rsp)
	xorl	%r14d, %r14d
	movl	%r9d, 80(%rsp)
	movl	$1, %r13d
	movl	%r9d, 72(%rsp)
	movq	%rbx, 96(%rsp)
.L3572:
	movslq	%r13d, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rdi, 56(%rsp)
	movq	48(%rsp), %rdi
	movq	(%rdi,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L3814
	cmpb	$104, 1(%r15)
	jne	.L3814
	cmpb	$0, 2(%r15)
	movl	$-1, %edx
	leaq	.LC345(%rip), %r12
	jne	.L3814
.L3562:
	leaq	OPTIONS(%rip), %rbp
	xorl	%ebx, %ebx
	movl	%edx, %eax
	jmp	.L3566
	.p2align 4,,10
	.p2align 3
.L3563:
	addl	$1, %ebx
	addq	$48, %rbp
	cmpl	$54, %ebx
	je	.L3978
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
.L3566:
	movq	0(%rbp), %rdi
	testl	%eax, %eax
	jne	.L3563
	movl	%eax, %edx
	movslq	%ebx, %rax
	leaq	OPTIONS(%rip), %rbx
	leaq	(%rax,%rax,2), %rax
	salq	$4, %rax
	movl	8(%rbx,%rax), %r8d
	testl	%r8d, %r8d
	jne	.L3978
	movl	%edx, 88(%rsp)
	leal	1(%r13), %eax
	cmpl	%eax, 8(%rsp)
	jle	.L3565
	leaq	.LC228(%rip), %rsi
	movq	%rdi, 104(%rsp)
	movl	$1, %r12d
	call	strcmp@PLT
	movq	104(%rsp), %rdi
	leaq	.LC231(%rip), %rsi
	testl	%eax, %eax
	movl	72(%rsp), %eax
	cmove	%r12d, %eax
	movl	%eax, 72(%rsp)
	call	strcmp@PLT
	movq	104(%rsp), %rdi
	leaq	.LC559(%rip), %rsi
	testl	%eax, %eax
	cmovne	80(%rsp), %r12d
	movl	%r12d, 80(%rsp)
	call	strcmp@PLT
	movq	48(%rsp), %rdi
	movq	56(%rsp), %rbx
	movq	%r15, %xmm0
	testl	%eax, %eax
	movl	88(%rsp), %edx
	movq	8(%rdi,%rbx), %rsi
	movq	%rsi, %xmm7
	punpcklqdq	%xmm7, %xmm0
	je	.L3996
	movq	32(%rsp), %rdi
	movslq	%r14d, %rax
	movl	$1, %ecx
	addl	$2, %r14d
	movups	%xmm0, (%rdi,%rax,8)
	leal	2(%r13), %eax
.L3570:
	movl	%eax, %r13d
	cmpl	%eax, 8(%rsp)
	jle	.L3808
	testb	%cl, %cl
	jne	.L3572
.L3808:
	movl	%r14d, 88(%rsp)
	movq	96(%rsp), %rbx
	testl	%edx, %edx
	je	.L3554
.L3980:
	movq	32(%rsp), %rdi
	call	free@PLT
.L3638:
	movq	%rbx, %rdi
	call	usage_error
	movl	%eax, %r14d
.L3606:
	movq	1608(%rsp), %rdi
	call	free@PLT
	movq	1776(%rsp), %rdi
	call	free@PLT
	jmp	.L3471
	.p2align 4,,10
	.p2align 3
.L3812:
	leaq	.LC186(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L3540
.L3992:
	movq	(%rax), %rdi
	leaq	.LC345(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3544
	call	print_usage
.L3477:
	xorl	%r14d, %r14d
.L3471:
	addq	$7000, %rsp
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
.L3978:
	.cfi_restore_state
	leal	1(%r13), %eax
.L3565:
	movq	32(%rsp), %rdi
	movslq	%r14d, %rdx
	movl	$1, %ecx
	addl	$1, %r14d
	movq	%r15, (%rdi,%rdx,8)
	xorl	%edx, %edx
	jmp	.L3570
.L3814:
	leaq	.LC186(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r12
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L3562
.L3813:
	leaq	.LC186(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L3556
.L3996:
	movq	96(%rsp), %rdx
	movq	16(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	leal	2(%r13), %eax
	sete	%cl
	jmp	.L3570
.L3991:
	movq	8(%rbp), %rbx
	leaq	.LC489(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L3997
	leaq	.LC492(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r14d
	call	strcmp@PLT
	movl	%eax, 80(%rsp)
	testl	%eax, %eax
	jne	.L3478
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC493(%rip), %rdi
	leaq	raw.15(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC494(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC495(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC496(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC497(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC498(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC499(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC500(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC501(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC502(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC503(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC504(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC505(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC506(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC507(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L3479:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L3479
	movq	$100000000, 80000+raw.15(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L3484
.L3998:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L3483
.L3484:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L3480
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L3480:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L3998
	xorl	%ecx, %ecx
.L3483:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC508(%rip), %rdi
	leaq	fixed.14(%rip), %r13
	call	expect
	movq	%r13, %rcx
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
	leaq	.LC509(%rip), %rdi
	leaq	192(%rsp), %r14
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r13, %rdi
	leaq	224(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	232(%rsp), %rcx
	leaq	.LC510(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	240(%rsp), %rcx
	leaq	.LC511(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	248(%rsp), %rcx
	leaq	.LC512(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	272(%rsp), %rcx
	leaq	.LC513(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	288(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	296(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC514(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC515(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC516(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC517(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC518(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	192(%rsp), %rdi
	movl	$8, %ecx
	xorl	%edx, %edx
	leal	(%rbx,%rax), %r15d
	xorl	%eax, %eax
	movl	$9, %r8d
	movl	$700, %esi
	rep stosl
	leaq	2896(%rsp), %rbx
	xorl	%eax, %eax
	movl	$64, %ecx
	movq	%rbx, %rdi
	rep stosq
	movl	$1, %ecx
	movq	%r14, %rdi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L3486
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%r14, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 216(%rsp)
	jne	.L3486
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%r14, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L3486:
	movq	200(%rsp), %r11
	movq	192(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L3491:
	cmpq	%r11, %r10
	je	.L3762
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L3488
.L3493:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%rbx,%rdi,8), %r8
	je	.L3490
	.p2align 4,,10
	.p2align 3
.L3487:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L3487
	leaq	1(%rdx,%rdi), %rdi
.L3490:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L3493
.L3488:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L3491
.L3772:
	xorl	%eax, %eax
	jmp	.L3548
.L3993:
	testl	%ebx, %ebx
	je	.L3549
	leaq	2896(%rsp), %rbx
	leaq	.LC555(%rip), %r8
	movq	%r12, %rcx
	xorl	%eax, %eax
	leaq	.LC556(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L3638
.L3773:
	xorl	%esi, %esi
	leaq	2896(%rsp), %rbx
	movl	%esi, 72(%rsp)
	movl	%esi, 88(%rsp)
	movl	%esi, 80(%rsp)
.L3554:
	movq	16(%rsp), %r14
	leaq	.LC298(%rip), %rsi
	movq	%r14, %rdi
	call	was_given
	testl	%eax, %eax
	jne	.L3777
	leaq	.LC299(%rip), %rsi
	movq	%r14, %rdi
	call	was_given
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L3999
.L3777:
	movl	$1, %ebp
	movl	$2, %r13d
.L3574:
	leaq	44+OPTIONS(%rip), %rdx
	xorl	%eax, %eax
	leaq	1648(%rsp), %r10
	jmp	.L3577
	.p2align 4,,10
	.p2align 3
.L3575:
	addq	$1, %rax
	addq	$48, %rdx
	cmpq	$54, %rax
	je	.L4000
.L3577:
	cmpb	$0, (%r10,%rax)
	je	.L3575
	movl	(%rdx), %ecx
	testl	%ecx, %ecx
	je	.L3575
	cltq
	leaq	OPTIONS(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	imulq	$48, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC560(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L3980
.L3994:
	movq	40(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r13, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L4001
	movq	4944(%rsp), %rax
	movl	%eax, 1352(%rsp)
	jmp	.L3551
.L3997:
	movq	40(%rsp), %rdx
	leaq	2896(%rsp), %rsi
	leaq	1792(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L3960
	movsd	4944(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	2896(%rsp), %xmm2
	movsd	1792(%rsp), %xmm1
	leaq	.LC490(%rip), %rdi
	call	printf@PLT
	jmp	.L3477
.L4000:
	xorl	%r15d, %r15d
	leaq	32+OPTIONS(%rip), %r11
	movq	%rbx, 48(%rsp)
	movq	%r10, 96(%rsp)
	movq	%r15, %rbx
	movq	%r11, %r15
	jmp	.L3591
.L4005:
	testl	%eax, %eax
	je	.L4002
.L3580:
	movq	(%r15), %rax
	movq	%rax, 104(%rsp)
	testq	%rax, %rax
	jne	.L4003
.L3578:
	addq	$1, %rbx
	addq	$48, %r15
	cmpq	$54, %rbx
	je	.L4004
.L3591:
	movq	96(%rsp), %rax
	movq	$0, 1792(%rsp)
	cmpb	$0, (%rax,%rbx)
	je	.L3578
	movl	8(%r15), %eax
	movl	%ebx, 56(%rsp)
	andl	%r13d, %eax
	testl	%ebp, %ebp
	jne	.L4005
	testl	%eax, %eax
	jne	.L3580
	movq	48(%rsp), %rbx
	leaq	.LC471(%rip), %r8
	cmpl	$8, %r13d
	je	.L3582
	leaq	.LC472(%rip), %r8
	cmpl	$4, %r13d
	je	.L3582
	cmpl	$16, %r13d
	leaq	.LC473(%rip), %r8
	leaq	.LC421(%rip), %rax
	cmove	%rax, %r8
.L3582:
	movslq	56(%rsp), %rax
	leaq	OPTIONS(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	imulq	$48, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC562(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3980
.L4003:
	movq	40(%rsp), %r14
	movq	%rax, %rcx
	movl	$128, %esi
	xorl	%eax, %eax
	leaq	.LC26(%rip), %rdx
	movq	%r14, %rdi
	call	snprintf@PLT
	leaq	1792(%rsp), %rax
	leaq	.LC45(%rip), %rsi
	movq	%r14, %rdi
	movq	%rax, %rdx
	movq	%rax, 8(%rsp)
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L3590
	movl	%ebp, 124(%rsp)
	xorl	%r14d, %r14d
	movq	%rbx, 112(%rsp)
	movq	%rax, %rbx
.L3583:
	cmpb	$45, (%rbx)
	jne	.L3815
	cmpb	$104, 1(%rbx)
	jne	.L3815
	cmpb	$0, 2(%rbx)
	jne	.L3815
	movl	$-1, %eax
	leaq	.LC345(%rip), %rbx
.L3586:
	leaq	48+OPTIONS(%rip), %r12
	xorl	%ebp, %ebp
	jmp	.L3589
	.p2align 4,,10
	.p2align 3
.L3587:
	addl	$1, %ebp
	cmpl	$54, %ebp
	je	.L3788
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	addq	$48, %r12
	call	strcmp@PLT
.L3589:
	testl	%eax, %eax
	jne	.L3587
	movabsq	$-6148914691236517205, %rdi
	movslq	%ebp, %rdx
	leaq	(%rdx,%rdx,2), %rax
	imulq	%rdi, %rax
	cmpb	$0, 1648(%rsp,%rax)
	setne	%al
	movzbl	%al, %eax
.L3588:
	movq	8(%rsp), %rdx
	leaq	.LC45(%rip), %rsi
	xorl	%edi, %edi
	orl	%eax, %r14d
	call	strtok_r@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L3583
	movq	112(%rsp), %rbx
	movl	124(%rsp), %ebp
	testl	%r14d, %r14d
	jne	.L3578
.L3590:
	movq	104(%rsp), %r14
	movl	$32, %esi
	movq	48(%rsp), %rbx
	movq	%r14, %rdi
	call	strchr@PLT
	leaq	.LC475(%rip), %r9
	movq	40(%rsp), %rsi
	movq	%r14, %rdi
	testq	%rax, %rax
	leaq	.LC474(%rip), %rax
	leaq	OPTIONS(%rip), %rdx
	cmovne	%rax, %r9
	movslq	56(%rsp), %rax
	imulq	$48, %rax, %rax
	movq	(%rdx,%rax), %r10
	call	alternatives.constprop.0
	leaq	.LC563(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	movq	%rax, %r8
	pushq	%rax
	.cfi_def_cfa_offset 7064
	movq	%r10, %rcx
	xorl	%eax, %eax
	pushq	%r10
	.cfi_def_cfa_offset 7072
	call	snprintf@PLT
	popq	%rax
	.cfi_def_cfa_offset 7064
	popq	%rdx
	.cfi_def_cfa_offset 7056
	jmp	.L3980
	.p2align 4,,10
	.p2align 3
.L3815:
	leaq	.LC186(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L3586
.L3788:
	xorl	%eax, %eax
	jmp	.L3588
.L3762:
	leaq	384(%rsp), %rax
	movq	%rdi, 32(%rsp)
	movl	%r15d, %r9d
	xorl	%r13d, %r13d
	movq	%rax, 16(%rsp)
	leaq	304(%rsp), %rbp
	movq	%rbx, %r15
.L3492:
	movq	%rbp, %rcx
	movl	%r13d, %edx
	movl	$2000, %esi
	movq	%r14, %rdi
	movl	%r9d, 48(%rsp)
	movl	$8, %ebx
	call	dist_summarise
	movq	16(%rsp), %r8
	movl	%r13d, %ecx
	movq	%r15, %rdi
	movq	32(%rsp), %rsi
	movl	$2000, %edx
	call	summarise.isra.0
	movq	304(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	384(%rsp), %rsi
	leaq	.LC519(%rip), %rdi
	call	expect
	movl	48(%rsp), %r9d
	leal	(%rax,%r9), %r12d
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%r13,8), %r9
.L3494:
	movq	40(%rsp), %rdi
	movl	$64, %esi
	movq	%r9, 48(%rsp)
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rax,%rbx), %rcx
	leaq	.LC520(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	16(%rsp), %rax
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	0(%rbp,%rbx), %rcx
	movq	40(%rsp), %rdi
	movq	(%rax,%rbx), %rsi
	addq	$8, %rbx
	call	expect
	movq	48(%rsp), %r9
	addl	%eax, %r12d
	cmpq	$56, %rbx
	jne	.L3494
	movq	360(%rsp), %rcx
	movq	440(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC521(%rip), %rdi
	call	expect
	movq	368(%rsp), %rcx
	movq	376(%rsp), %r8
	leaq	.LC522(%rip), %rdi
	movq	448(%rsp), %rsi
	movq	456(%rsp), %rdx
	addl	%eax, %r12d
	call	expect
	leal	(%r12,%rax), %r9d
	testq	%r13, %r13
	jne	.L4006
	movl	$1, %r13d
	jmp	.L3492
.L4006:
	movq	%r14, %rdi
	leaq	1792(%rsp), %r14
	movl	%r9d, %r15d
	call	dist_free
	xorl	%eax, %eax
	movl	$46, %ecx
	movq	%r14, %rdi
	movdqa	.LC523(%rip), %xmm0
	leaq	starts.13(%rip), %rbx
	rep stosq
	leaq	880(%rsp), %rax
	leaq	80(%rbx), %r13
	movq	$100, 1792(%rsp)
	movq	$2000, 1856(%rsp)
	movq	%rax, 72(%rsp)
	movaps	%xmm0, 1840(%rsp)
	jmp	.L3498
.L4009:
	leaq	1100(%r12), %rdx
.L3497:
	addq	$1, 888(%rsp)
	addq	$5000, %rax
	movq	%rax, 880(%rsp)
	cmpq	%rdx, %rax
	jb	.L4007
.L3495:
	movq	40(%rsp), %rdi
	movq	%rdx, %rsi
	movq	%rbp, %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %rbx
	call	expect
	addl	%eax, %r15d
	cmpq	%rbx, %r13
	je	.L4008
.L3498:
	movq	72(%rsp), %rdi
	movq	%r14, %rsi
	call	server_init
	movq	(%rbx), %r12
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC524(%rip), %rdx
	movl	$64, %esi
	movq	%r12, %rcx
	call	snprintf@PLT
	movl	$100, %edx
	movq	%r12, %rsi
	movq	%r14, %rdi
	call	ref_serve
	leaq	100(%r12), %rdx
	movq	%rax, %rbp
	movq	880(%rsp), %rax
	cmpq	%rdx, %rax
	jnb	.L3495
	cmpq	%rax, %r12
	jb	.L4009
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r12
	jnb	.L3497
	leaq	1100(%rax), %rdx
	jmp	.L3497
.L4007:
	movq	72(%rsp), %rdi
	movl	$5000, %r9d
	movl	$100, %ecx
	movq	%r12, %rsi
	movl	$1000, %r8d
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L3495
.L4008:
	movl	$100, %edx
	movl	$1900, %esi
	movq	%r14, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC525(%rip), %rdi
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
	leaq	.LC526(%rip), %rdi
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
	leaq	.LC527(%rip), %rdi
	call	expect
	addl	%eax, %ebx
	call	self_test_corrected
	movl	$16, %ecx
	movl	8(%rsp), %r8d
	leaq	4960(%rsp), %rdi
	addl	%ebx, %eax
	movdqa	.LC528(%rip), %xmm0
	movq	40(%rsp), %r11
	movl	%eax, 96(%rsp)
	xorl	%eax, %eax
	rep stosl
	leaq	SERVICE_DISTS(%rip), %rax
	movaps	%xmm0, 4944(%rsp)
	movq	%rax, 88(%rsp)
	movq	%rax, %rdi
.L3499:
	movslq	%r8d, %r9
	movq	64(%rdi), %rsi
	movq	%r11, %rax
	xorl	%edx, %edx
	leaq	(%r11,%r9,8), %r10
.L3503:
	xorl	%ecx, %ecx
	cmpq	%rsi, (%rax)
	sete	%cl
	addq	$8, %rax
	orl	%ecx, %edx
	cmpq	%rax, %r10
	jne	.L3503
	testq	%rsi, %rsi
	je	.L3504
	andb	$1, %dl
	jne	.L3504
	addl	$1, %r8d
	movq	%rsi, 4944(%rsp,%r9,8)
	movslq	%r8d, %r9
.L3504:
	movq	72(%rdi), %rsi
	leaq	(%r11,%r9,8), %r10
	movq	%r11, %rax
	xorl	%edx, %edx
.L3500:
	xorl	%ecx, %ecx
	cmpq	%rsi, (%rax)
	sete	%cl
	addq	$8, %rax
	orl	%ecx, %edx
	cmpq	%rax, %r10
	jne	.L3500
	testq	%rsi, %rsi
	je	.L3501
	andb	$1, %dl
	jne	.L3501
	movq	%rsi, 4944(%rsp,%r9,8)
	addl	$1, %r8d
.L3501:
	addq	$96, %rdi
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rdi, %rax
	jne	.L3499
	movq	40(%rsp), %rbp
	leal	-1(%r8), %esi
	movl	$42, %edx
	xorl	%ebx, %ebx
	movl	%esi, 64(%rsp)
	xorl	%r9d, %r9d
	xorl	%eax, %eax
	xorl	%r15d, %r15d
	leaq	8(%rbp), %rdi
	leal	-2(%r8), %r14d
	movsd	.LC0(%rip), %xmm2
	movabsq	$-4658895280553007687, %r11
	movabsq	$-7723592293110705685, %r10
	movq	%rdi, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L3502:
	movq	%rdx, %r13
	pxor	%xmm3, %xmm3
	movl	64(%rsp), %edi
	movq	%rax, 16(%rsp)
	movabsq	$-7046029254386353131, %rcx
	addq	$1, %rax
	xorl	%r12d, %r12d
	addq	%rcx, %rdx
	movq	%rdi, 8(%rsp)
	movq	%rdx, %rsi
	movq	%rdx, 48(%rsp)
	shrq	$30, %rsi
	movq	%rax, 56(%rsp)
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
.L3508:
	movq	(%r12,%r13,8), %rsi
	movq	16(%rsp), %rdx
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
	cmpq	%r13, 8(%rsp)
	je	.L3506
	movl	%r14d, %eax
	movq	32(%rsp), %rdi
	leaq	(%r12,%r13,8), %rdx
	subl	%r13d, %eax
	addq	%r13, %rax
	leaq	(%rdi,%rax,8), %rsi
	.p2align 4,,10
	.p2align 3
.L3507:
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
	jne	.L3507
	addq	$1, %r13
	jmp	.L3508
	.p2align 4,,10
	.p2align 3
.L3506:
	movq	48(%rsp), %rdx
	movq	56(%rsp), %rax
	movq	%r12, %rbp
	movabsq	$626981770695586354, %rcx
	cmpq	%rcx, %rdx
	jne	.L3502
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC529(%rip), %rdi
	movabsq	$7809158642386836312, %r13
	call	expect
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %ebp
	leaq	.LC530(%rip), %rdi
	movabsq	$-7723592293110705685, %rbx
	call	expect
	pxor	%xmm3, %xmm3
	leal	0(%rbp,%rax), %r12d
	movq	.LC0(%rip), %rax
	movabsq	$-4658895280553007687, %rbp
	movsd	%xmm3, 8(%rsp)
	movq	%rax, %xmm2
	jmp	.L3514
	.p2align 4,,10
	.p2align 3
.L4011:
	cvttsd2siq	%xmm1, %rax
	testq	%rax, %rax
	js	.L3512
.L4012:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3509:
	movabsq	$-7046029254386353131, %rax
	addsd	8(%rsp), %xmm0
	addq	%rax, %r13
	movabsq	$4078304265537237400, %rax
	movsd	%xmm0, 8(%rsp)
	cmpq	%rax, %r13
	je	.L4010
.L3514:
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
	xorpd	.LC175(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC314(%rip), %xmm0
	movsd	.LC23(%rip), %xmm1
	movq	.LC1(%rip), %rax
	subsd	%xmm0, %xmm1
	movq	%rax, %xmm0
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	comisd	%xmm1, %xmm0
	ja	.L3509
	movq	.LC179(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L3509
	comisd	.LC72(%rip), %xmm1
	jb	.L4011
	subsd	.LC72(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L4012
.L3512:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3509
.L4010:
	movsd	.LC69(%rip), %xmm6
	movapd	%xmm0, %xmm3
	xorl	%ecx, %ecx
	movl	$1, %esi
	divsd	.LC531(%rip), %xmm3
	movapd	%xmm3, %xmm0
	subsd	.LC314(%rip), %xmm0
	andpd	.LC55(%rip), %xmm0
	leaq	.LC532(%rip), %rdi
	leaq	NAMED.10(%rip), %r14
	comisd	%xmm0, %xmm6
	leaq	SERVICE_DISTS(%rip), %rbp
	leaq	.LC533(%rip), %rbx
	seta	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	xorl	%r13d, %r13d
	call	expect
	addl	%r12d, %eax
	movl	96(%rsp), %r12d
	addl	%eax, %r12d
.L3515:
	movq	(%r14), %r15
	movq	40(%rsp), %rdi
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
	movq	40(%rsp), %rdi
	xorl	%esi, %esi
	xorl	%edx, %edx
	movslq	%eax, %r8
	movq	%r8, %rcx
	sarq	$63, %r8
	call	expect
	addl	%eax, %r13d
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L3515
	movl	%r12d, 48(%rsp)
	movq	40(%rsp), %rbx
	leaq	464(%rsp), %r15
.L3537:
	xorl	%eax, %eax
	movl	$81, %ecx
	movq	%rbx, %rdi
	xorl	%r11d, %r11d
	rep stosq
	movq	88(%rsp), %rax
	movq	%r11, 168(%rsp)
	movq	$100000, 4944(%rsp)
	movq	$7, 5040(%rsp)
	movq	(%rax), %rcx
	movq	%rcx, 40(%rsp)
	testq	%rcx, %rcx
	je	.L3768
	cmpq	$0, 8(%rax)
	je	.L3516
	cmpq	$0, 80(%rax)
	je	.L3516
	movq	56(%rax), %r9
	cmpq	$0, 48(%rax)
	movl	$160, %esi
	movq	%r15, %rdi
	setne	%bpl
	leaq	.LC534(%rip), %rdx
	testq	%r9, %r9
	movq	%r9, 8(%rsp)
	sete	%r12b
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	%ebp, %ecx
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%r12d, %ecx
	xorl	%edx, %edx
	movq	%r15, %rdi
	movzbl	%cl, %ecx
	call	expect
	addl	%eax, %r13d
	cmpb	%r12b, %bpl
	je	.L3518
	movl	80(%rsp), %eax
	movq	8(%rsp), %r9
	movl	%eax, 4952(%rsp)
	testq	%r9, %r9
	je	.L4013
.L3519:
	leaq	624(%rsp), %r14
	movq	%r9, %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	movq	%r14, %rdi
	leaq	.LC26(%rip), %rdx
	leaq	168(%rsp), %rbp
	call	snprintf@PLT
	leaq	.LC45(%rip), %r12
	movq	%r14, %rdi
	movq	%rbp, %rdx
	movq	%r12, %rsi
	call	strtok_r@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L3520
.L3524:
	movq	%rbp, %rdx
	movq	%r12, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rdx
	testq	%rax, %rax
	je	.L3523
	movq	72(%rsp), %rcx
	movl	$256, %r8d
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	apply_option
	testl	%eax, %eax
	je	.L3522
.L3523:
	movl	$1, %ecx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC535(%rip), %rdi
	call	expect
	addl	%eax, %r13d
.L3522:
	movq	%rbp, %rdx
	movq	%r12, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L3524
.L3520:
	movl	4952(%rsp), %ecx
	leaq	SERVICE_DISTS(%rip), %rdi
	imulq	$96, %rcx, %rdx
	movq	%rcx, %rax
	movq	32(%rdi,%rdx), %r8
	testq	%r8, %r8
	je	.L3525
	leaq	184(%rsp), %rdx
	leaq	176(%rsp), %rsi
	movq	%rbx, %rdi
	call	*%r8
	movl	4952(%rsp), %eax
.L3526:
	imulq	$96, %rax, %rax
	leaq	SERVICE_DISTS(%rip), %rdi
	addq	%rdi, %rax
	movq	40(%rax), %rdx
	testq	%rdx, %rdx
	je	.L3529
	movq	%rbx, %rdi
	call	*%rdx
	movq	%rax, %r12
.L3530:
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movsd	%xmm1, 8(%rsp)
	jmp	.L3533
	.p2align 4,,10
	.p2align 3
.L4015:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3532:
	addsd	8(%rsp), %xmm0
	addq	$1, %r14
	movsd	%xmm0, 8(%rsp)
	cmpq	$200000, %r14
	je	.L4014
.L3533:
	movl	4952(%rsp), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rdx,%rax)
	leaq	-1(%rax), %rdx
	cmpq	%r12, %rdx
	sbbq	$-1, %rbp
	testq	%rax, %rax
	jns	.L4015
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3532
.L3768:
	leaq	.LC484(%rip), %rax
	movq	%rax, 40(%rsp)
.L3516:
	movq	40(%rsp), %rcx
	movl	$160, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC534(%rip), %rdx
	call	snprintf@PLT
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%r15, %rdi
	call	expect
	addl	%eax, %r13d
.L3518:
	addl	$1, 80(%rsp)
	movl	80(%rsp), %eax
	addq	$96, 88(%rsp)
	cmpl	$4, %eax
	jne	.L3537
	movl	48(%rsp), %r12d
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC539(%rip), %rdi
	leaq	.LC544(%rip), %rbp
	call	expect_time
	leal	(%r12,%r13), %ebx
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC540(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC541(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC542(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC543(%rip), %rdi
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
	leaq	.LC545(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC546(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC547(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC548(%rip), %rdi
	addl	%eax, %ebx
	xorl	%r14d, %r14d
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC549(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC550(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC551(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%r14b
	jmp	.L3471
.L4014:
	pxor	%xmm2, %xmm2
	movapd	%xmm0, %xmm1
	xorl	%r14d, %r14d
	divsd	.LC531(%rip), %xmm1
	movapd	%xmm2, %xmm3
	movsd	%xmm1, 32(%rsp)
	movsd	%xmm2, 8(%rsp)
	jmp	.L3536
	.p2align 4,,10
	.p2align 3
.L4017:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3535:
	subsd	32(%rsp), %xmm0
	addq	$1, %r14
	movapd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm1
	addsd	%xmm1, %xmm3
	mulsd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm1
	addsd	8(%rsp), %xmm1
	movsd	%xmm1, 8(%rsp)
	cmpq	$200000, %r14
	je	.L4016
.L3536:
	movl	4952(%rsp), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	movsd	%xmm3, 16(%rsp)
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rdx,%rax)
	movsd	16(%rsp), %xmm3
	testq	%rax, %rax
	jns	.L4017
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3535
.L4016:
	movq	40(%rsp), %r14
	movl	$160, %esi
	movq	%r15, %rdi
	movl	$1, %eax
	leaq	.LC536(%rip), %rdx
	movapd	%xmm1, %xmm2
	divsd	.LC531(%rip), %xmm3
	divsd	.LC531(%rip), %xmm2
	movq	%r14, %rcx
	movsd	%xmm2, 56(%rsp)
	movsd	176(%rsp), %xmm0
	divsd	.LC69(%rip), %xmm0
	movsd	%xmm3, 8(%rsp)
	call	snprintf@PLT
	movsd	8(%rsp), %xmm3
	movsd	176(%rsp), %xmm4
	movapd	%xmm3, %xmm0
	movsd	%xmm4, 16(%rsp)
	divsd	.LC531(%rip), %xmm0
	call	sqrt@PLT
	movsd	16(%rsp), %xmm4
	xorl	%ecx, %ecx
	movq	%r15, %rdi
	movapd	%xmm0, %xmm1
	movsd	32(%rsp), %xmm0
	movl	$1, %esi
	mulsd	.LC53(%rip), %xmm1
	subsd	%xmm4, %xmm0
	mulsd	.LC454(%rip), %xmm4
	andpd	.LC55(%rip), %xmm0
	addsd	%xmm4, %xmm1
	comisd	%xmm0, %xmm1
	setnb	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r14, %rcx
	movl	$160, %esi
	movq	%r15, %rdi
	movsd	184(%rsp), %xmm0
	addl	%eax, %r13d
	leaq	.LC537(%rip), %rdx
	movl	$1, %eax
	call	snprintf@PLT
	movsd	8(%rsp), %xmm3
	movsd	176(%rsp), %xmm1
	movsd	184(%rsp), %xmm0
	movsd	56(%rsp), %xmm2
	movapd	%xmm3, %xmm4
	movsd	%xmm1, 16(%rsp)
	mulsd	%xmm1, %xmm0
	mulsd	%xmm3, %xmm3
	mulsd	%xmm1, %xmm0
	subsd	%xmm3, %xmm2
	divsd	.LC531(%rip), %xmm2
	subsd	%xmm0, %xmm4
	andpd	.LC55(%rip), %xmm4
	movapd	%xmm2, %xmm0
	movsd	%xmm4, 8(%rsp)
	call	sqrt@PLT
	movsd	16(%rsp), %xmm1
	xorl	%ecx, %ecx
	movq	%r15, %rdi
	movapd	%xmm0, %xmm2
	movsd	.LC454(%rip), %xmm0
	movl	$1, %esi
	mulsd	%xmm1, %xmm0
	mulsd	%xmm1, %xmm0
	movsd	.LC53(%rip), %xmm1
	mulsd	%xmm2, %xmm1
	addsd	%xmm1, %xmm0
	comisd	8(%rsp), %xmm0
	setnb	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r12, %r8
	movq	%r14, %rcx
	movl	$160, %esi
	addl	%eax, %r13d
	leaq	.LC538(%rip), %rdx
	movq	%r15, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbp, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r15, %rdi
	call	expect
	addl	%eax, %r13d
	jmp	.L3518
.L3960:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	4944(%rsp), %xmm2
	movsd	2896(%rsp), %xmm1
	leaq	.LC491(%rip), %rdi
	movsd	1792(%rsp), %xmm0
	call	printf@PLT
	jmp	.L3477
.L3999:
	leaq	.LC216(%rip), %rsi
	movq	%r14, %rdi
	movl	$8, %r13d
	call	was_given
	testl	%eax, %eax
	jne	.L3574
	leaq	.LC219(%rip), %rsi
	movq	%r14, %rdi
	call	was_given
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L3779
	leaq	.LC307(%rip), %rsi
	movq	%r14, %rdi
	movl	$4, %r13d
	call	was_given
	testl	%eax, %eax
	jne	.L3574
	leaq	.LC421(%rip), %rsi
	movq	%r14, %rdi
	movl	$1, %r13d
	call	was_given
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L3574
	xorl	%ebp, %ebp
	movl	$16, %r13d
	jmp	.L3574
.L3529:
	movq	24(%rax), %rax
	movq	4944(%rsp), %r12
	imulq	%rax, %r12
	cmpq	$1, %rax
	seta	%al
	movzbl	%al, %eax
	addq	%rax, %r12
	jmp	.L3530
.L3525:
	movq	4944(%rsp), %rdx
	testq	%rdx, %rdx
	js	.L3527
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3528:
	imulq	$96, %rcx, %rcx
	leaq	SERVICE_DISTS(%rip), %rdi
	movsd	%xmm0, 176(%rsp)
	movsd	16(%rdi,%rcx), %xmm0
	movsd	%xmm0, 184(%rsp)
	jmp	.L3526
.L4013:
	leaq	.LC3(%rip), %r9
	jmp	.L3519
.L3527:
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3528
.L4001:
	leaq	2896(%rsp), %rbx
	leaq	.LC247(%rip), %r8
	movq	%r13, %rcx
	xorl	%eax, %eax
	leaq	.LC557(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L3638
.L3779:
	xorl	%ebp, %ebp
	jmp	.L3574
.L4004:
	movq	48(%rsp), %rbx
	movl	72(%rsp), %edi
	testl	%edi, 80(%rsp)
	je	.L4018
	leaq	.LC564(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC565(%rip), %rcx
	leaq	.LC566(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3980
.L4018:
	movq	32(%rsp), %r14
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	movl	88(%rsp), %esi
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebp
	call	free@PLT
	testl	%ebp, %ebp
	jne	.L3638
	cmpl	$0, 1584(%rsp)
	je	.L3595
	cmpl	$0, 1504(%rsp)
	jne	.L4019
	movq	1576(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L4020
.L3601:
	leaq	1792(%rsp), %r14
	movq	%rbp, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC573(%rip), %rdx
	movq	%r14, %rdi
	call	snprintf@PLT
	movq	40(%rsp), %rsi
	movq	%r14, %rdi
	movl	$1200, %edx
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L4021
	call	fclose@PLT
	movq	40(%rsp), %rdi
	call	remove@PLT
.L3604:
	leaq	624(%rsp), %rax
	movq	1600(%rsp), %r8
	movq	1592(%rsp), %rcx
	leaq	.LC575(%rip), %rdx
	movq	%rax, 56(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	cmpl	$1, 1504(%rsp)
	je	.L4022
	movq	1512(%rsp), %rbp
	movq	%rbp, %rax
	orq	1520(%rsp), %rax
	jne	.L3637
	cmpl	$0, 1616(%rsp)
	movabsq	$20000000000, %rbp
	movabsq	$5000000000, %rax
	cmovne	%rax, %rbp
.L3637:
	movq	1536(%rsp), %rax
	movq	16(%rsp), %rdi
	movq	%rbx, %rsi
	movq	%rax, 1232(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L3638
	movl	1208(%rsp), %eax
	cmpl	$1, %eax
	je	.L4023
	movq	1520(%rsp), %r15
	cmpl	$2, %eax
	je	.L4024
	movq	1216(%rsp), %rcx
	testq	%r15, %r15
	jne	.L3690
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r15
.L3690:
	movabsq	$4611686018427387903, %rsi
	movq	%r15, %rax
	mulq	%rcx
	movq	%rax, %r8
	xorl	%eax, %eax
	cmpq	%r8, %rsi
	sbbq	%rdx, %rax
	jc	.L4025
	leaq	-1(%r15), %rax
	movq	%r15, 1272(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 1620(%rsp)
	movq	%rax, 1264(%rsp)
	jne	.L3663
	leaq	.LC609(%rip), %rax
	movq	%rcx, 1304(%rsp)
	movq	%rax, 1320(%rsp)
.L3663:
	movl	1340(%rsp), %r12d
	movq	1272(%rsp), %rcx
	cmpl	$1, %r12d
	je	.L4026
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rcx, %rax
	jb	.L4027
	movq	16(%rsp), %rdi
	call	omissions_on
	orl	1640(%rsp), %eax
	je	.L3695
.L3755:
	movl	1288(%rsp), %esi
	leaq	by_kind.4(%rip), %rax
	movq	%rcx, %rdx
	cmpl	$3, (%rax,%rsi,4)
	jne	.L3696
	movq	1280(%rsp), %rax
	testq	%rax, %rax
	je	.L3696
	xorl	%edx, %edx
	divq	1136(%rsp)
	movq	1296(%rsp), %rdx
	leaq	1(%rdx,%rax), %rdx
.L3696:
	cmpq	%rcx, %rdx
	cmovb	%rcx, %rdx
	cmpq	$8388608, %rdx
	ja	.L4028
.L3695:
	cmpl	$2, %r12d
	je	.L4029
.L3697:
	cmpl	$2, 1288(%rsp)
	jne	.L3701
	cmpq	$0, 1520(%rsp)
	je	.L3700
	xorl	%r11d, %r11d
	movq	%r11, 1280(%rsp)
.L3701:
	movq	16(%rsp), %rdi
	call	service_max
	movq	1184(%rsp), %rcx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	movq	%rcx, %r8
	addq	%rax, %r8
	adcq	%rdx, %r9
	testq	%rcx, %rcx
	je	.L3704
	cmpq	$0, 1192(%rsp)
	je	.L3704
	cmpq	$0, 1176(%rsp)
	movq	16(%rsp), %r14
	movq	%r14, %rdi
	je	.L4030
	call	service_max
	movq	%r14, %rdi
	movq	1184(%rsp), %r12
	movq	%rax, %rbp
	call	service_max
	xorl	%edx, %edx
	movl	$37, %r8d
	movq	%rbp, %rsi
	divq	1192(%rsp)
	salq	$6, %rsi
	leaq	2(%rax), %rdi
	movq	%rdi, %rax
	xorl	%edi, %edi
	mulq	%r12
	shldq	$6, %rbp, %rdi
	imulq	$37, %rdx, %rcx
	mulq	%r8
	addq	%rcx, %rdx
	addq	%rsi, %rax
	adcq	%rdi, %rdx
	movq	%rax, %r8
	movq	%rdx, %r9
.L3704:
	movq	1200(%rsp), %rsi
	xorl	%edi, %edi
	xorl	%edx, %edx
	movq	%r9, %rcx
	movq	1280(%rsp), %r13
	movq	1264(%rsp), %rax
	movq	1272(%rsp), %rbp
	addq	%rsi, %rax
	movq	%r13, %rsi
	adcq	%rdi, %rdx
	xorl	%edi, %edi
	addq	%rax, %rsi
	leaq	1(%rbp), %rax
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
	jc	.L4031
	movq	1576(%rsp), %rdi
	movl	1504(%rsp), %eax
	movq	%rdi, 8(%rsp)
	testq	%rdi, %rdi
	je	.L3707
	testl	%eax, %eax
	jne	.L3707
	cmpl	$3, 1340(%rsp)
	je	.L4032
	movq	16(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L4033
.L3711:
	movl	1584(%rsp), %eax
	movl	$1424, %esi
	movl	$1, %edi
	movl	1588(%rsp), %r12d
	movl	%eax, 48(%rsp)
	call	calloc@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	je	.L4034
	movq	16(%rsp), %rsi
	leaq	328(%rax), %rdi
	leaq	416(%rax), %rbx
	movl	$50, %ecx
	movq	%rdi, %rdx
	movq	%rbx, %rdi
	movl	1352(%rsp), %r14d
	movq	%rsi, (%rax)
	xorl	%eax, %eax
	movq	%rsi, %xmm0
	movl	$288, %esi
	rep stosq
	movq	%rdx, 440(%r15)
	movhps	56(%rsp), %xmm0
	leal	1(%r14), %edi
	movaps	%xmm0, 416(%r15)
	movq	%rdx, 32(%rsp)
	call	calloc@PLT
	movl	%r14d, %edi
	movl	$8, %esi
	movq	%rax, 304(%r15)
	movq	%rdi, 56(%rsp)
	movq	%rax, 64(%rsp)
	call	calloc@PLT
	movq	56(%rsp), %rdi
	movl	$8, %esi
	movq	%rax, 312(%r15)
	movq	%rax, %r14
	call	calloc@PLT
	movq	64(%rsp), %rcx
	movq	%rax, 320(%r15)
	testq	%rcx, %rcx
	sete	%cl
	testq	%r14, %r14
	sete	%dl
	orb	%dl, %cl
	jne	.L3717
	testq	%rax, %rax
	je	.L3717
	movq	32(%rsp), %rdi
	xorl	%eax, %eax
	movl	$20, %ecx
	rep stosl
	movq	16(%rsp), %rdi
	call	plan_route
	movl	%eax, 352(%r15)
	cmpl	$3, %eax
	je	.L3726
	cmpl	$2, %eax
	je	.L4035
	movl	1288(%rsp), %ecx
	leaq	by_kind.4(%rip), %rdx
	movq	%rbp, %rax
	cmpl	$3, (%rdx,%rcx,4)
	jne	.L3725
	testq	%r13, %r13
	je	.L3725
	movq	%r13, %rax
	xorl	%edx, %edx
	divq	1136(%rsp)
	movq	1296(%rsp), %rdx
	leaq	1(%rax,%rdx), %rax
.L3725:
	leaq	0(,%rax,8), %r13
	movq	%r13, %rdi
	call	malloc@PLT
	movq	%rax, 344(%r15)
	testq	%rax, %rax
	je	.L3717
	movq	%rbp, %r14
.L3724:
	movq	%r13, %rdi
	call	malloc@PLT
	leaq	0(,%r14,8), %rdi
	movq	%rax, 328(%r15)
	movq	%rax, %r13
	call	malloc@PLT
	movq	%rax, 336(%r15)
	testq	%r13, %r13
	je	.L3717
	testq	%rax, %rax
	je	.L3717
.L3726:
	movq	8(%rsp), %rsi
	xorl	%eax, %eax
	movl	%r12d, %edx
	movq	%r15, %rdi
	testq	%rsi, %rsi
	setne	%al
	movl	%eax, 356(%r15)
	call	bench_reps
	movl	%eax, %r14d
	testl	%eax, %eax
	je	.L3719
	leaq	816(%r15), %rbp
.L3720:
	movq	%rbp, %rdi
	call	stall_window_free
	movq	328(%r15), %rdi
	call	free@PLT
	movq	336(%r15), %rdi
	call	free@PLT
	movq	344(%r15), %rdi
	call	free@PLT
	movq	376(%r15), %rdi
	call	free@PLT
	movq	400(%r15), %rdi
	call	free@PLT
	movq	312(%r15), %rdi
	call	free@PLT
	movq	320(%r15), %rdi
	call	free@PLT
	movq	304(%r15), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	jmp	.L3606
.L3595:
	movq	1576(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L3597
	movl	1504(%rsp), %eax
	cmpl	$3, %eax
	je	.L4036
	cmpq	$0, 1488(%rsp)
	jne	.L3600
	cmpl	$0, 1496(%rsp)
	je	.L3601
.L3600:
	testl	%eax, %eax
	je	.L3601
.L3602:
	leaq	.LC3(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC571(%rip), %rcx
	leaq	.LC572(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3638
.L3597:
	cmpq	$0, 1488(%rsp)
	jne	.L3603
.L3758:
	cmpl	$0, 1496(%rsp)
	je	.L3604
.L3603:
	cmpl	$0, 1504(%rsp)
	je	.L3604
	jmp	.L3602
.L3707:
	cmpl	$2, %eax
	je	.L4037
	cmpl	$3, %eax
	jne	.L3711
	movq	16(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 880(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L4038
	movq	16(%rsp), %r14
	leaq	1792(%rsp), %rbx
	movq	%rbx, %rsi
	movq	%r14, %rdi
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L3714
	pushq	%r8
	.cfi_def_cfa_offset 7064
	xorl	%r9d, %r9d
	movl	$1, %r8d
	xorl	%ecx, %ecx
	pushq	$0
	.cfi_def_cfa_offset 7072
	movq	56(%rsp), %rdx
	leaq	REFERENCE_WALK(%rip), %rsi
	movq	%r14, %rdi
	call	walk_outcomes
	movl	%eax, %edi
	call	fault_rc
	popq	%r9
	.cfi_def_cfa_offset 7064
	popq	%r10
	.cfi_def_cfa_offset 7056
	testl	%eax, %eax
	jne	.L3714
	movq	40(%rsp), %rdx
	movq	%rbx, %rcx
	xorl	%esi, %esi
	xorl	%r14d, %r14d
	leaq	880(%rsp), %rbp
	movq	%rbp, %rdi
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	2064(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 7064
	leaq	.LC629(%rip), %rcx
	movq	%rbp, %rdi
	leaq	.LC630(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 7072
	movq	5232(%rsp), %r8
	call	check
	movq	904(%rsp), %rbx
	leaq	.LC631(%rip), %rdi
	xorl	%eax, %eax
	movq	896(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%rsi
	.cfi_def_cfa_offset 7064
	popq	%rdi
	.cfi_def_cfa_offset 7056
	setne	%r14b
	jmp	.L3606
.L4022:
	cmpl	$0, 1640(%rsp)
	jne	.L4039
	movq	16(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L4040
	movq	1552(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L3610
	leaq	1792(%rsp), %r14
	movq	40(%rsp), %r8
	movq	%rbp, %rsi
	movl	$2048, %r9d
	movl	$1, %ecx
	leaq	.LC298(%rip), %rdx
	movq	%r14, %rdi
	call	numbers_open
	testl	%eax, %eax
	jne	.L3615
	movl	$8192, %edi
	call	malloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L4041
	leaq	880(%rsp), %rax
	xorl	%r15d, %r15d
	movl	$1024, %r12d
	movq	%rax, 72(%rsp)
	jmp	.L3616
.L3619:
	movq	880(%rsp), %rax
	movq	%rax, (%rbx,%r15,8)
	addq	$1, %r15
.L3616:
	movq	40(%rsp), %rdx
	movq	72(%rsp), %rsi
	movl	$2048, %ecx
	movq	%r14, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L4042
	cmpq	$200000000, %r15
	je	.L4043
	cmpq	%r12, %r15
	jne	.L3619
	movq	%r15, %rsi
	movq	%rbx, %rdi
	salq	$4, %rsi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L3620
	leaq	(%r15,%r15), %r12
	movq	%rax, %rbx
	jmp	.L3619
.L4020:
	cmpq	$0, 1488(%rsp)
	jne	.L3604
	jmp	.L3758
.L4043:
	movq	40(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC579(%rip), %rdx
	call	snprintf@PLT
.L3617:
	movq	%r14, %rdi
	call	numbers_close
	movq	%rbx, %rdi
	call	free@PLT
.L3615:
	movq	40(%rsp), %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L3606
.L3610:
	movq	1560(%rsp), %r13
	xorl	%r15d, %r15d
	movq	%r15, 304(%rsp)
	movq	%r13, %rdi
	call	strlen@PLT
	cmpq	$255, %rax
	ja	.L4044
	leaq	1792(%rsp), %r14
	movq	%r13, %rcx
	xorl	%eax, %eax
	xorl	%ebx, %ebx
	leaq	.LC26(%rip), %rdx
	movl	$256, %esi
	movq	%r14, %rdi
	call	snprintf@PLT
	leaq	464(%rsp), %rax
	movq	%r13, 32(%rsp)
	leaq	304(%rsp), %rbp
	movl	$2, 8(%rsp)
	movq	%rbx, %r13
	movq	%rax, 48(%rsp)
.L3635:
	movq	32(%rsp), %rcx
	movl	$256, %esi
	movq	%r14, %rdi
	xorl	%eax, %eax
	leaq	.LC26(%rip), %rdx
	xorl	%r15d, %r15d
	call	snprintf@PLT
	movq	%rbp, %rdx
	leaq	.LC583(%rip), %rsi
	movq	%r14, %rdi
	call	strtok_r@PLT
	movq	%rax, %rbx
.L3624:
	testq	%rbx, %rbx
	je	.L4045
	movl	$42, %esi
	movq	%rbx, %rdi
	call	strchr@PLT
	movq	$1, 464(%rsp)
	testq	%rax, %rax
	je	.L3625
	movb	$0, (%rax)
	leaq	1(%rax), %r12
	movq	48(%rsp), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L4046
.L3625:
	leaq	880(%rsp), %r12
	leaq	384(%rsp), %rdx
	movl	$1, %esi
	movq	%rbx, %rdi
	movl	$160, %r8d
	movq	%r12, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L3627
	movq	464(%rsp), %rax
	movq	384(%rsp), %rdx
	addq	%r15, %rax
	jmp	.L3628
.L3630:
	testq	%r13, %r13
	je	.L3629
	movq	%rdx, 0(%r13,%r15,8)
.L3629:
	addq	$1, %r15
.L3628:
	cmpq	%r15, %rax
	jne	.L3630
	movq	%rbp, %rdx
	leaq	.LC583(%rip), %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rbx
	jmp	.L3624
.L3627:
	movq	%r13, %rbx
	movq	%r12, %rcx
	leaq	.LC3(%rip), %r8
	leaq	.LC585(%rip), %rdx
.L3981:
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	free@PLT
	jmp	.L3615
.L4045:
	cmpl	$1, 8(%rsp)
	jne	.L4047
	movq	%r13, %rbx
	leaq	.LC476(%rip), %rbp
	testq	%r13, %r13
	je	.L3615
.L3623:
	movq	16(%rsp), %rdi
	movq	56(%rsp), %rcx
	movq	%rbp, %r8
	movq	%r15, %rdx
	movq	1576(%rsp), %r9
	movq	%rbx, %rsi
	call	run_correct
	movq	%rbx, %rdi
	movl	%eax, %r14d
	call	free@PLT
	jmp	.L3606
.L4044:
	movq	40(%rsp), %rdi
	leaq	.LC580(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC581(%rip), %rcx
	leaq	.LC582(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3615
.L4046:
	movq	%r13, %rbx
	leaq	.LC256(%rip), %r8
	movq	%r12, %rcx
	leaq	.LC584(%rip), %rdx
	jmp	.L3981
.L4047:
	testq	%r15, %r15
	je	.L3634
	leaq	0(,%r15,8), %rdi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rax, %rax
	je	.L3634
	movl	$1, 8(%rsp)
	jmp	.L3635
.L4029:
	movq	40(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L3697
	movq	16(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L4048
.L3698:
	leaq	.LC3(%rip), %r8
	leaq	.LC615(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3638
.L4036:
	leaq	.LC3(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC569(%rip), %rcx
	leaq	.LC570(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3638
.L4042:
	testl	%eax, %eax
	js	.L3617
	movq	%r14, %rdi
	call	numbers_close
	jmp	.L3623
.L4041:
	movq	40(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC578(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3617
.L4040:
	leaq	.LC577(%rip), %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L3606
.L4039:
	leaq	.LC576(%rip), %rdi
	call	usage_error
	movl	%eax, %r14d
	jmp	.L3606
.L4019:
	leaq	.LC3(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC567(%rip), %rcx
	leaq	.LC568(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3638
.L3620:
	movq	40(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	movq	1840(%rsp), %r8
	leaq	.LC650(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3617
.L4035:
	movq	40(%rsp), %rdx
	movq	16(%rsp), %rdi
	leaq	1792(%rsp), %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L3717
	movq	4944(%rsp), %r13
	movl	$8, %esi
	movq	1792(%rsp), %xmm0
	movq	%r13, %xmm5
	movq	%r13, %rdi
	punpcklqdq	%xmm5, %xmm0
	movups	%xmm0, 360(%r15)
	movaps	%xmm0, 16(%rsp)
	call	calloc@PLT
	movq	%rax, 376(%r15)
	testq	%rax, %rax
	je	.L3717
	movdqa	16(%rsp), %xmm0
	movq	%r13, %rdi
	movl	$8, %esi
	movl	$65536, %r14d
	movl	$524288, %r13d
	movaps	%xmm0, 384(%r15)
	call	calloc@PLT
	movq	%rax, 400(%r15)
	testq	%rax, %rax
	jne	.L3724
.L3717:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC632(%rip), %rsi
	xorl	%eax, %eax
	leaq	816(%r15), %rbp
	call	fprintf@PLT
.L3731:
	movl	$1, %r14d
	jmp	.L3720
.L4034:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC632(%rip), %rsi
	xorl	%eax, %eax
	movl	$1, %r14d
	call	fprintf@PLT
	jmp	.L3606
.L4033:
	movl	$1048576, %r8d
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC624(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L3638
.L4031:
	leaq	.LC618(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC619(%rip), %rcx
	leaq	.LC620(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3638
.L4030:
	call	service_max
	movq	%r14, %rdi
	movq	%rax, %rbp
	call	service_max
	xorl	%edx, %edx
	movq	%rbp, %r8
	xorl	%r9d, %r9d
	movq	1184(%rsp), %rsi
	movq	1192(%rsp), %rcx
	subq	%rsi, %rcx
	divq	%rcx
	addq	$2, %rax
	mulq	%rsi
	addq	%rax, %r8
	adcq	%rdx, %r9
	jmp	.L3704
.L4032:
	leaq	.LC621(%rip), %r8
	leaq	.LC622(%rip), %rcx
	movl	$2048, %esi
	movq	%rbx, %rdi
	leaq	.LC623(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3638
.L4048:
	movq	16(%rsp), %rdi
	call	default_shape
	leaq	.LC480(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC479(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L3698
.L3995:
	leaq	2896(%rsp), %rbx
	leaq	.LC3(%rip), %r8
	movl	$2048, %esi
	movq	%r8, %rcx
	leaq	.LC558(%rip), %rdx
	movq	%rbx, %rdi
	call	snprintf@PLT
	jmp	.L3638
.L4002:
	movslq	56(%rsp), %rax
	movq	48(%rsp), %rbx
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$48, %rax, %rax
	movq	%rbx, %rdi
	movq	(%rdx,%rax), %rcx
	leaq	.LC561(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L3980
.L3719:
	leaq	16(%r15), %rax
	movq	304(%r15), %r14
	xorl	%ebp, %ebp
	leaq	768(%r15), %r13
	movq	%rax, %r12
.L3727:
	movl	%ebp, %ecx
	movq	%r12, %rdx
	movl	%ebp, %esi
	movq	%r13, %rdi
	imulq	$288, %rcx, %rcx
	addl	$1, %ebp
	addq	%r14, %rcx
	call	check_outcome
	movq	416(%r15), %rdx
	cmpl	%ebp, 216(%rdx)
	jnb	.L3727
	movq	(%r15), %r14
	movq	304(%r15), %rax
	leaq	448(%r15), %rdx
	leaq	688(%r15), %rcx
	movq	%rdx, 16(%rsp)
	leaq	816(%r15), %rbp
	movl	216(%r14), %esi
	leaq	288(%rax), %rdi
	call	aggregate
	movl	%eax, %r12d
	testl	%eax, %eax
	jne	.L3728
	movl	216(%r14), %edx
	movq	312(%r15), %rsi
	leaq	128(%rsp), %r13
	movq	%r13, %rdi
	call	stats_of
	movl	216(%r14), %edx
	movq	320(%r15), %rsi
	movq	%r13, %rdi
	movdqu	128(%rsp), %xmm6
	movups	%xmm6, 296(%rbx)
	movq	144(%rsp), %rax
	movq	%rax, 312(%rbx)
	call	stats_of
	xorl	%esi, %esi
	movq	%rbp, %rdx
	movq	%r14, %rdi
	movdqu	128(%rsp), %xmm7
	movaps	%xmm7, 320(%rbx)
	movq	144(%rsp), %rax
	movq	%rax, 336(%rbx)
	movl	216(%r14), %eax
	imulq	$288, %rax, %rax
	addq	304(%r15), %rax
	movq	%rax, 760(%r15)
	call	first_stall_window
	testl	%eax, %eax
	sete	%al
	cmpl	$0, 1416(%r15)
	movzbl	%al, %eax
	movl	%eax, 864(%r15)
	je	.L3733
	movq	136(%r14), %rax
	leaq	784(%r15), %rsi
	cmpq	%rax, 1400(%r15)
	je	.L4049
	movq	%r14, %rdi
	call	batch_stats.constprop.0
	testl	%eax, %eax
	jne	.L4050
.L3733:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L3734
.L3736:
	movl	$10, %edi
	movq	(%r15), %r14
	xorl	%r13d, %r13d
	call	putchar@PLT
	call	print_header_w.constprop.0
	leaq	.LC635(%rip), %rsi
	leaq	.LC636(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	16(%rsp), %rcx
	leaq	SET_NAME(%rip), %r8
	movq	%rbp, 16(%rsp)
	movq	%rbx, %rbp
	movq	%rcx, %rbx
.L3735:
	movq	(%r8,%r13), %rdi
	movq	%rbx, %rsi
	addq	$80, %rbx
	call	print_row_w.constprop.0
	leaq	.LC637(%rip), %rdi
	movl	$1, %eax
	movsd	688(%r15,%r13), %xmm0
	addq	$8, %r13
	call	printf@PLT
	cmpq	$24, %r13
	leaq	SET_NAME(%rip), %r8
	jne	.L3735
	movq	416(%r15), %rax
	movq	40(%rsp), %r13
	movq	%rbp, %rbx
	movq	16(%rsp), %rbp
	movq	192(%rax), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC638(%rip), %rdi
	movq	%rax, %rdx
	movq	416(%r15), %rax
	movl	216(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	472(%r15), %rdx
	movq	552(%r15), %rsi
	movq	%r13, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC639(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	480(%r15), %rdx
	movq	560(%r15), %rsi
	movq	%r13, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC640(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	472(%r15), %rdx
	movq	632(%r15), %rsi
	movq	%r13, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC641(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	632(%r15), %rdx
	movq	552(%r15), %rsi
	movq	%r13, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC642(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	624(%r15), %rdx
	movq	544(%r15), %rsi
	movq	%r13, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC643(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	864(%r15), %edx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	print_findings
	xorl	%esi, %esi
	movq	%rbx, %rdi
	call	print_theory
	leaq	.LC644(%rip), %rdi
	movl	$4, %eax
	movsd	712(%r15), %xmm0
	movsd	744(%r15), %xmm3
	movsd	736(%r15), %xmm2
	movsd	720(%r15), %xmm1
	call	printf@PLT
	movl	864(%r15), %edx
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	call	print_results
	cmpl	$0, 8(%r14)
	jne	.L4051
.L3737:
	movq	%rbx, %rdi
	movl	$1, %esi
	call	print_theory
	movq	8(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3738
	movl	48(%rsp), %r8d
	movq	32(%rsp), %rdx
	movq	%r14, %rsi
	xorl	%r12d, %r12d
	movq	760(%r15), %rcx
	call	export_bench
	testl	%eax, %eax
	setne	%r12b
.L3738:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L4052
	movq	40(%rsp), %rsi
	xorl	%edi, %edi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L4053
.L3740:
	movq	440(%r15), %rax
	cmpl	$3, 24(%rax)
	je	.L4054
.L3741:
	cmpq	$0, 432(%r15)
	leaq	.LC482(%rip), %rax
	leaq	.LC483(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC648(%rip), %rdi
	xorl	%eax, %eax
	xorl	%r14d, %r14d
	call	printf@PLT
	movq	416(%r15), %rax
	movq	776(%r15), %rdx
	leaq	.LC649(%rip), %rdi
	movq	768(%r15), %rsi
	movl	216(%rax), %ecx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	cmpq	$0, 776(%r15)
	setne	%r14b
	orl	%r12d, %r14d
	jmp	.L3720
.L4021:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %rcx
	movl	$2048, %esi
	movq	%rbx, %rdi
	movq	%rax, %r8
	leaq	.LC574(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3638
.L4038:
	leaq	.LC627(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %r14d
	call	printf@PLT
	jmp	.L3606
.L4037:
	movl	1208(%rsp), %eax
	cmpl	$2, %eax
	je	.L3710
	cmpl	$0, 1312(%rsp)
	jne	.L3710
	subl	$1, %eax
	jne	.L3711
	movq	1568(%rsp), %rdi
	leaq	.LC308(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L3711
.L3710:
	leaq	.LC3(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC625(%rip), %rcx
	leaq	.LC626(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3638
.L3714:
	leaq	.LC628(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L3606
.L3728:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC633(%rip), %rdi
	call	fwrite@PLT
	jmp	.L3731
.L4051:
	movq	40(%rsp), %rdx
	leaq	1792(%rsp), %rsi
	movq	%r14, %rdi
	call	service_moments
	movl	8(%r14), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movsd	4944(%rsp), %xmm1
	movsd	1792(%rsp), %xmm0
	leaq	.LC645(%rip), %rdi
	imulq	$96, %rax, %rax
	movq	(%rdx,%rax), %rsi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L3737
.L4050:
	movq	stderr(%rip), %rcx
	movl	$42, %edx
	movl	$1, %esi
	leaq	.LC634(%rip), %rdi
	call	fwrite@PLT
	jmp	.L3731
.L4049:
	leaq	872(%r15), %rdi
	call	batch_end
	jmp	.L3733
.L3734:
	leaq	.LC3(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r14d
	testl	%eax, %eax
	jne	.L3720
	jmp	.L3736
.L4054:
	movq	760(%r15), %rax
	movl	$18, %ecx
	leaq	.LC647(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3741
.L4053:
	movq	440(%r15), %rax
	movq	4976(%rsp), %rsi
	leaq	.LC646(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3740
.L4052:
	leaq	.LC3(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %r14d
	jmp	.L3720
.L4026:
	cmpq	$200000000, %rcx
	ja	.L4055
	movq	16(%rsp), %rdi
	call	omissions_on
	orl	1640(%rsp), %eax
	je	.L3697
	jmp	.L3755
.L4025:
	leaq	.LC3(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC607(%rip), %rcx
	leaq	.LC608(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3638
.L4055:
	leaq	.LC610(%rip), %r8
	leaq	.LC481(%rip), %rcx
.L3988:
	leaq	.LC611(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3638
.L4024:
	movq	1544(%rsp), %rax
	xorl	%r12d, %r12d
	movq	%rbx, %r8
	xorl	%ecx, %ecx
	leaq	1792(%rsp), %r14
	movl	$2048, %r9d
	leaq	.LC138(%rip), %rdx
	movq	%r12, 1776(%rsp)
	movq	%rax, %rsi
	movq	%r14, %rdi
	movq	%rax, 32(%rsp)
	movq	1512(%rsp), %r13
	call	numbers_open
	movl	%eax, 48(%rsp)
	testl	%eax, %eax
	jne	.L3638
	movq	1792(%rsp), %rdi
	call	fileno@PLT
	movq	40(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L3668
	movl	4968(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 48(%rsp)
.L3668:
	xorl	%r8d, %r8d
	xorl	%r9d, %r9d
	movq	%rbp, 64(%rsp)
	xorl	%r12d, %r12d
	leaq	880(%rsp), %rax
	movq	%rbx, 8(%rsp)
	movq	%r9, %rbp
	movq	%r15, %rbx
	movq	%rax, 72(%rsp)
	movq	%r8, %r15
.L3669:
	movq	8(%rsp), %rdx
	movq	72(%rsp), %rsi
	movl	$2048, %ecx
	movq	%r14, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L4056
	cmpl	$0, 48(%rsp)
	movq	1840(%rsp), %rax
	jne	.L3670
	movl	$1, %edi
	salq	$40, %rdi
	cmpq	%rax, %rdi
	jb	.L3794
	testq	%rbx, %rbx
	jne	.L3672
	movq	880(%rsp), %rax
	testq	%r13, %r13
	je	.L3674
	cmpq	%r13, %rax
	jnb	.L3669
.L3674:
	testq	%r15, %r15
	movq	%rax, 1264(%rsp)
	cmove	%rax, %r12
	addq	$1, %r15
	jmp	.L3669
.L3670:
	cmpq	$200000000, %rax
	ja	.L3795
	testq	%rbx, %rbx
	je	.L3990
	cmpq	%rbx, %r15
	je	.L3669
.L3990:
	testq	%r13, %r13
	je	.L3677
	cmpq	%r13, 880(%rsp)
	jnb	.L3669
.L3677:
	movq	1776(%rsp), %rdi
	cmpq	%r15, %rbp
	je	.L4057
.L3680:
	movq	880(%rsp), %rax
	movq	%rax, (%rdi,%r15,8)
.L3986:
	movq	880(%rsp), %rax
	jmp	.L3674
.L3672:
	cmpq	%rbx, %r15
	je	.L3669
	testq	%r13, %r13
	je	.L3986
	cmpq	%r13, 880(%rsp)
	jb	.L3986
	jmp	.L3669
.L4057:
	testq	%rbp, %rbp
	je	.L3681
	movq	%rbp, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3985
	movq	%rax, 1776(%rsp)
	addq	%rbp, %rbp
	jmp	.L3680
.L3795:
	movq	8(%rsp), %rbx
	leaq	.LC477(%rip), %r8
.L3671:
	movq	32(%rsp), %rcx
	leaq	.LC600(%rip), %rdx
.L3987:
	movq	%rbx, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r14, %rdi
	call	numbers_close
.L3678:
	movq	1776(%rsp), %rdi
	xorl	%ebp, %ebp
	call	free@PLT
	movq	%rbp, 1776(%rsp)
	jmp	.L3638
.L3794:
	movq	8(%rsp), %rbx
	leaq	.LC478(%rip), %r8
	jmp	.L3671
.L4027:
	leaq	.LC612(%rip), %r8
	leaq	.LC478(%rip), %rcx
	jmp	.L3988
.L4028:
	leaq	.LC612(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC613(%rip), %rcx
	leaq	.LC614(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3638
.L3700:
	movq	%rbp, 1280(%rsp)
	testq	%rbp, %rbp
	je	.L3701
	xorl	%edx, %edx
	movq	%rbp, %rax
	divq	1136(%rsp)
	movq	1296(%rsp), %rdx
	subl	$1, %r12d
	leaq	1(%rdx,%rax), %rax
	je	.L3702
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L3701
	leaq	.LC478(%rip), %rcx
.L3703:
	leaq	.LC616(%rip), %r8
	leaq	.LC617(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3638
.L3634:
	movq	32(%rsp), %r13
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC586(%rip), %r8
	leaq	.LC587(%rip), %rdx
	movl	$2048, %esi
	movq	%r13, %rcx
	call	snprintf@PLT
	jmp	.L3615
.L3702:
	leaq	.LC481(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L3701
	jmp	.L3703
.L4056:
	movq	%r14, %rdi
	movl	%eax, 32(%rsp)
	movq	64(%rsp), %rbp
	movq	%r15, 48(%rsp)
	movq	8(%rsp), %rbx
	call	numbers_close
	movl	32(%rsp), %eax
	testl	%eax, %eax
	js	.L3678
	movq	1776(%rsp), %rax
	movq	48(%rsp), %r8
	movq	1544(%rsp), %rsi
	movq	%rax, 1248(%rsp)
	testq	%r8, %r8
	je	.L4058
	cmpl	$0, 1620(%rsp)
	movq	%rsi, 1240(%rsp)
	movq	%r8, 1272(%rsp)
	movq	%r12, 1256(%rsp)
	jne	.L3663
	cmpq	$1, %r8
	je	.L3688
	movq	1264(%rsp), %rcx
	subq	$1, %r8
	xorl	%edx, %edx
	subq	%r12, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L3688
	movq	%rax, 1304(%rsp)
	leaq	.LC606(%rip), %rax
	movq	%rax, 1320(%rsp)
	jmp	.L3663
.L4023:
	movsd	1528(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L3640
	je	.L4059
.L3640:
	cmpq	$0, 1520(%rsp)
	jne	.L3642
	testq	%rbp, %rbp
	js	.L3643
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbp, %xmm0
.L3644:
	divsd	.LC20(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC591(%rip), %r8
	leaq	.LC592(%rip), %rcx
	comisd	.LC590(%rip), %xmm0
	ja	.L3989
.L3642:
	movl	$1048576, %edi
	call	malloc@PLT
	movq	%rax, %r13
	testq	%rbp, %rbp
	js	.L3646
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rbp, %xmm2
.L3647:
	leaq	.LC594(%rip), %r8
	leaq	.LC595(%rip), %rcx
	testq	%r13, %r13
	je	.L3989
	xorl	%r14d, %r14d
	pxor	%xmm1, %xmm1
	xorl	%r15d, %r15d
	movsd	%xmm2, 80(%rsp)
	leaq	524288(%r13), %rax
	movq	%r14, 8(%rsp)
	leaq	1792(%rsp), %r14
	movq	%rax, 72(%rsp)
	movsd	%xmm1, 32(%rsp)
.L3648:
	movq	72(%rsp), %rax
	movq	1536(%rsp), %rdi
	xorl	%esi, %esi
	leaq	poisson_gaps(%rip), %rdx
	movsd	1528(%rsp), %xmm0
	movq	40(%rsp), %rcx
	movq	$65536, 4976(%rsp)
	movq	%rax, 4952(%rsp)
	movq	8(%rsp), %rax
	movq	%rdi, %xmm3
	movq	%rdi, 48(%rsp)
	movq	%r14, %rdi
	addq	$65536, %rax
	movsd	%xmm0, 88(%rsp)
	movsd	%xmm0, 4944(%rsp)
	movq	%rax, %xmm6
	punpcklqdq	%xmm6, %xmm3
	movaps	%xmm3, 4960(%rsp)
	call	pthread_create@PLT
	movq	8(%rsp), %rsi
	movq	48(%rsp), %rdi
	movq	%r13, %rcx
	movsd	88(%rsp), %xmm0
	movl	%eax, %r12d
	movl	$65536, %edx
	call	poisson_gap_bits
	testl	%r12d, %r12d
	jne	.L3649
	movq	1792(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L3650:
	movq	1520(%rsp), %rdi
	movq	%r15, %rsi
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	movsd	.LC72(%rip), %xmm3
	movsd	32(%rsp), %xmm1
	movabsq	$-9223372036854775808, %r8
	jmp	.L3660
.L4063:
	xorl	%eax, %eax
	cmpq	%r15, %rdi
	sete	%al
.L3652:
	testl	%eax, %eax
	jne	.L4060
	comisd	.LC179(%rip), %xmm1
	jnb	.L3983
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %r15
	je	.L3983
	addq	$1, %r15
	testq	%rsi, %rsi
	je	.L4061
.L3657:
	addq	$1, %rcx
	cmpq	$131072, %rcx
	je	.L4062
	movq	%r15, %rsi
.L3660:
	movapd	%xmm1, %xmm0
	addsd	0(%r13,%rcx,8), %xmm1
	testq	%rdi, %rdi
	jne	.L4063
	xorl	%eax, %eax
	comisd	80(%rsp), %xmm1
	setnb	%al
	jmp	.L3652
.L4061:
	comisd	%xmm3, %xmm1
	jnb	.L3658
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 64(%rsp)
.L3659:
	movl	$1, %edx
	jmp	.L3657
.L3658:
	movapd	%xmm1, %xmm0
	subsd	%xmm3, %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r8, %rax
	movq	%rax, 64(%rsp)
	jmp	.L3659
.L3646:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3647
.L4059:
	leaq	.LC3(%rip), %r8
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC588(%rip), %rcx
	leaq	.LC589(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3638
.L3983:
	testb	%dl, %dl
	je	.L3655
	movq	64(%rsp), %rax
	movq	%rax, 1256(%rsp)
.L3655:
	movq	%r13, %rdi
	call	free@PLT
	leaq	.LC591(%rip), %r8
	leaq	.LC596(%rip), %rcx
.L3989:
	leaq	.LC593(%rip), %rdx
	movl	$2048, %esi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3638
.L3643:
	movq	%rbp, %rax
	movq	%rbp, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3644
.L3649:
	movq	40(%rsp), %rdi
	call	poisson_gaps
	jmp	.L3650
.L4062:
	movsd	%xmm1, 32(%rsp)
	testb	%dl, %dl
	je	.L3661
	movq	64(%rsp), %rax
	movq	%rax, 1256(%rsp)
.L3661:
	addq	$131072, 8(%rsp)
	jmp	.L3648
.L4060:
	testb	%dl, %dl
	je	.L3745
	movq	64(%rsp), %rax
	movq	%rax, 1256(%rsp)
.L3745:
	movsd	.LC72(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L3746
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1264(%rsp)
.L3747:
	movq	%r13, %rdi
	call	free@PLT
	movq	.LC72(%rip), %rax
	testq	%r15, %r15
	movq	%rax, %xmm1
	je	.L4064
	movq	1536(%rsp), %rax
	cmpl	$0, 1620(%rsp)
	movq	%r15, 1272(%rsp)
	movsd	1528(%rsp), %xmm2
	movq	%rax, 1232(%rsp)
	movsd	%xmm2, 1224(%rsp)
	jne	.L3663
	movsd	.LC20(%rip), %xmm0
	divsd	%xmm2, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L3664
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1304(%rsp)
.L3665:
	movq	1304(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1304(%rsp)
	leaq	.LC599(%rip), %rax
	movq	%rax, 1320(%rsp)
	jmp	.L3663
.L3688:
	movq	%rsi, %rcx
	leaq	.LC604(%rip), %r8
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC605(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3638
.L3985:
	movq	8(%rsp), %rbx
	movq	1840(%rsp), %r8
	leaq	.LC601(%rip), %rdx
	movq	32(%rsp), %rcx
	jmp	.L3987
.L3681:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3985
	movq	%rdi, 1776(%rsp)
	movl	$1024, %ebp
	jmp	.L3680
.L4058:
	movq	%rsi, %rcx
	leaq	.LC602(%rip), %r8
	movq	%rbx, %rdi
	xorl	%eax, %eax
	leaq	.LC603(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3638
.L3664:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1304(%rsp)
	btcq	$63, 1304(%rsp)
	jmp	.L3665
.L4064:
	leaq	.LC597(%rip), %r8
	leaq	.LC598(%rip), %rcx
	jmp	.L3989
.L3746:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1264(%rsp)
	btcq	$63, 1264(%rsp)
	jmp	.L3747
	.cfi_endproc
.LFE329:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB330:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE330:
	.size	main, .-main
	.section	.rodata.str1.1
.LC651:
	.string	"closed (from actual send)"
.LC652:
	.string	"open (from intended send)"
.LC653:
	.string	"corrected closed"
	.section	.data.rel.ro.local,"aw"
	.align 16
	.type	NAMES.0, @object
	.size	NAMES.0, 24
NAMES.0:
	.quad	.LC651
	.quad	.LC652
	.quad	.LC653
	.section	.rodata.str1.1
.LC654:
	.string	"closed.values"
.LC655:
	.string	"open.values"
.LC656:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.1, @object
	.size	VALUES.1, 24
VALUES.1:
	.quad	.LC654
	.quad	.LC655
	.quad	.LC656
	.section	.rodata.str1.1
.LC657:
	.string	"closed.hgrm"
.LC658:
	.string	"open.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.2, @object
	.size	HGRM.2, 24
HGRM.2:
	.quad	.LC657
	.quad	.LC658
	.quad	.LC409
	.section	.rodata.str1.1
.LC659:
	.string	"us"
.LC660:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.3, @object
	.size	U.3, 96
U.3:
	.quad	.LC149
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC546
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC659
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC660
	.quad	1
	.long	0
	.zero	4
	.section	.rodata
	.align 8
	.type	by_kind.4, @object
	.size	by_kind.4, 12
by_kind.4:
	.long	1
	.long	2
	.long	3
	.section	.rodata.str1.1
.LC661:
	.string	"two"
.LC662:
	.string	"three"
.LC663:
	.string	"four"
.LC664:
	.string	"five"
.LC665:
	.string	"six"
	.section	.data.rel.ro.local
	.align 32
	.type	HOW_MANY.5, @object
	.size	HOW_MANY.5, 40
HOW_MANY.5:
	.quad	.LC661
	.quad	.LC662
	.quad	.LC663
	.quad	.LC664
	.quad	.LC665
	.section	.rodata.str1.1
.LC666:
	.string	"0%"
.LC667:
	.string	"90%"
.LC668:
	.string	"99%"
.LC669:
	.string	"99.9%"
.LC670:
	.string	"99.99%"
.LC671:
	.string	"99.999%"
	.section	.data.rel.ro.local
	.align 32
	.type	XTICK.6, @object
	.size	XTICK.6, 48
XTICK.6:
	.quad	.LC666
	.quad	.LC667
	.quad	.LC668
	.quad	.LC669
	.quad	.LC670
	.quad	.LC671
	.align 16
	.type	NAMES.7, @object
	.size	NAMES.7, 16
NAMES.7:
	.quad	.LC401
	.quad	.LC374
	.align 16
	.type	names.8, @object
	.size	names.8, 16
names.8:
	.quad	.LC401
	.quad	.LC374
	.align 32
	.type	units.9, @object
	.size	units.9, 64
units.9:
	.quad	.LC660
	.quad	1
	.quad	.LC659
	.quad	1000
	.quad	.LC546
	.quad	1000000
	.quad	.LC149
	.quad	1000000000
	.section	.rodata.str1.1
.LC672:
	.string	"bimodal"
.LC673:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	NAMED.10, @object
	.size	NAMED.10, 32
NAMED.10:
	.quad	.LC102
	.quad	.LC275
	.quad	.LC672
	.quad	.LC673
	.section	.rodata
	.align 32
	.type	TOP.11, @object
	.size	TOP.11, 32
TOP.11:
	.quad	2000
	.quad	50
	.quad	300000
	.quad	70000
	.align 32
	.type	E.12, @object
	.size	E.12, 48
E.12:
	.quad	1
	.quad	7
	.quad	100
	.quad	1000
	.quad	4096
	.quad	65537
	.align 32
	.type	starts.13, @object
	.size	starts.13, 80
starts.13:
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
	.local	fixed.14
	.comm	fixed.14,160000,32
	.local	raw.15
	.comm	raw.15,80008,32
	.section	.rodata.str1.1
.LC674:
	.string	"open_closed_p99"
.LC675:
	.string	"open_closed_p999"
.LC676:
	.string	"open_closed_slow"
.LC677:
	.string	"closed_max_p99"
.LC678:
	.string	"corrected_closed_p99"
.LC679:
	.string	"open_corrected_p99"
.LC680:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC674
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC675
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC676
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC677
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC678
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC679
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC680
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC681:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC682:
	.string	"service time of one request (100us)"
	.align 8
.LC683:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC684:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC685:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC686:
	.string	"start of the first stall (500ms)"
	.align 8
.LC687:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC688:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC689:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC690:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC691:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC692:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC693:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC694:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC695:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.section	.rodata.str1.1
.LC696:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC697:
	.string	"service times, each drawn from one of these:"
	.align 8
.LC698:
	.string	"lognormal: the coefficient of variation"
	.section	.rodata.str1.1
.LC699:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC700:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.align 8
.LC701:
	.string	"bimodal: the slow requests' service time"
	.section	.rodata.str1.1
.LC702:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC703:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC704:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC705:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC706:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC707:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC708:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC709:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC710:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC711:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC712:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC713:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.align 8
.LC714:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC715:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC716:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC717:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.align 8
.LC718:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.align 8
.LC719:
	.string	"time between its pauses, 0 for one pause (1s)"
	.align 8
.LC720:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC721:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC722:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.align 8
.LC723:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC724:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC725:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.align 8
.LC726:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC727:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.section	.rodata.str1.1
.LC728:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC729:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC730:
	.string	"users: the time between a reply and the next request (0)"
	.section	.rodata.str1.1
.LC731:
	.string	"--population --sessions"
	.section	.rodata.str1.8
	.align 8
.LC732:
	.string	"users: each think --think, or exponential (fixed)"
	.align 8
.LC733:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC734:
	.string	"the slow line (1ms)"
.LC735:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC736:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC737:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC738:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC739:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC740:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.section	.rodata.str1.1
.LC741:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC742:
	.string	"also every rep's checked numbers, a line a set"
	.align 8
.LC743:
	.ascii	"defaul"
	.string	"t, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20, light-load"
	.align 8
.LC744:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC745:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC746:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC747:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC748:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC749:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC750:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC751:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC752:
	.string	"with --export: PREFIX.hlog's interval, whole ms from 1ms\nto 1h (1s)"
	.align 8
.LC753:
	.string	"with --export: each .hlog interval's counts as RESULT\nhlog and hlog-count lines"
	.align 8
.LC754:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC755:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC756:
	.string	"run the unit checks and exit"
.LC757:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 2592
OPTIONS:
	.quad	.LC186
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC682
	.quad	0
	.long	29
	.long	0
	.quad	.LC190
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC683
	.quad	0
	.long	21
	.long	0
	.quad	.LC193
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC684
	.quad	0
	.long	29
	.long	0
	.quad	.LC195
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC685
	.quad	0
	.long	29
	.long	0
	.quad	.LC197
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC686
	.quad	0
	.long	29
	.long	0
	.quad	.LC228
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC687
	.quad	0
	.long	29
	.long	0
	.quad	.LC231
	.long	0
	.zero	4
	.quad	.LC688
	.quad	.LC689
	.quad	0
	.long	29
	.long	0
	.quad	.LC276
	.long	0
	.zero	4
	.quad	.LC690
	.quad	.LC691
	.quad	0
	.long	29
	.long	0
	.quad	.LC249
	.long	0
	.zero	4
	.quad	.LC692
	.quad	.LC693
	.quad	0
	.long	29
	.long	0
	.quad	.LC252
	.long	0
	.zero	4
	.quad	.LC694
	.quad	.LC695
	.quad	0
	.long	29
	.long	0
	.quad	.LC105
	.long	0
	.zero	4
	.quad	.LC696
	.quad	.LC697
	.quad	0
	.long	29
	.long	0
	.quad	.LC241
	.long	0
	.zero	4
	.quad	.LC694
	.quad	.LC698
	.quad	0
	.long	29
	.long	0
	.quad	.LC242
	.long	0
	.zero	4
	.quad	.LC699
	.quad	.LC700
	.quad	0
	.long	29
	.long	0
	.quad	.LC238
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC701
	.quad	0
	.long	29
	.long	0
	.quad	.LC272
	.long	0
	.zero	4
	.quad	.LC702
	.quad	.LC703
	.quad	0
	.long	29
	.long	0
	.quad	.LC274
	.long	0
	.zero	4
	.quad	.LC704
	.quad	.LC705
	.quad	0
	.long	29
	.long	0
	.quad	.LC138
	.long	0
	.zero	4
	.quad	.LC706
	.quad	.LC707
	.quad	0
	.long	29
	.long	0
	.quad	.LC279
	.long	0
	.zero	4
	.quad	.LC708
	.quad	.LC709
	.quad	0
	.long	29
	.long	0
	.quad	.LC255
	.long	0
	.zero	4
	.quad	.LC710
	.quad	.LC711
	.quad	0
	.long	29
	.long	0
	.quad	.LC234
	.long	0
	.zero	4
	.quad	.LC712
	.quad	.LC713
	.quad	0
	.long	23
	.long	0
	.quad	.LC201
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC714
	.quad	0
	.long	1
	.long	1
	.quad	.LC212
	.long	0
	.zero	4
	.quad	.LC715
	.quad	.LC716
	.quad	0
	.long	1
	.long	1
	.quad	.LC209
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC717
	.quad	.LC212
	.long	1
	.long	1
	.quad	.LC204
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC718
	.quad	0
	.long	1
	.long	1
	.quad	.LC210
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC719
	.quad	.LC204
	.long	1
	.long	1
	.quad	.LC211
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC720
	.quad	.LC204
	.long	1
	.long	1
	.quad	.LC285
	.long	0
	.zero	4
	.quad	.LC721
	.quad	.LC722
	.quad	0
	.long	1
	.long	1
	.quad	.LC225
	.long	0
	.zero	4
	.quad	.LC715
	.quad	.LC723
	.quad	0
	.long	1
	.long	1
	.quad	.LC293
	.long	0
	.zero	4
	.quad	.LC724
	.quad	.LC725
	.quad	.LC225
	.long	1
	.long	1
	.quad	.LC216
	.long	0
	.zero	4
	.quad	.LC688
	.quad	.LC726
	.quad	0
	.long	29
	.long	1
	.quad	.LC219
	.long	0
	.zero	4
	.quad	.LC692
	.quad	.LC727
	.quad	0
	.long	29
	.long	1
	.quad	.LC222
	.long	0
	.zero	4
	.quad	.LC728
	.quad	.LC729
	.quad	.LC219
	.long	29
	.long	1
	.quad	.LC207
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC730
	.quad	.LC731
	.long	29
	.long	1
	.quad	.LC290
	.long	0
	.zero	4
	.quad	.LC704
	.quad	.LC732
	.quad	.LC731
	.long	29
	.long	1
	.quad	.LC422
	.long	1
	.zero	4
	.quad	0
	.quad	.LC733
	.quad	0
	.long	29
	.long	1
	.quad	.LC199
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC734
	.quad	0
	.long	27
	.long	0
	.quad	.LC258
	.long	0
	.zero	4
	.quad	.LC735
	.quad	.LC736
	.quad	0
	.long	31
	.long	0
	.quad	.LC246
	.long	0
	.zero	4
	.quad	.LC688
	.quad	.LC737
	.quad	0
	.long	17
	.long	0
	.quad	.LC263
	.long	0
	.zero	4
	.quad	.LC738
	.quad	.LC739
	.quad	0
	.long	17
	.long	0
	.quad	.LC243
	.long	0
	.zero	4
	.quad	.LC688
	.quad	.LC740
	.quad	0
	.long	17
	.long	0
	.quad	.LC417
	.long	1
	.zero	4
	.quad	0
	.quad	.LC741
	.quad	0
	.long	29
	.long	0
	.quad	.LC420
	.long	1
	.zero	4
	.quad	0
	.quad	.LC742
	.quad	0
	.long	17
	.long	0
	.quad	.LC559
	.long	0
	.zero	4
	.quad	.LC696
	.quad	.LC743
	.quad	0
	.long	31
	.long	0
	.quad	.LC298
	.long	0
	.zero	4
	.quad	.LC706
	.quad	.LC744
	.quad	0
	.long	2
	.long	0
	.quad	.LC299
	.long	0
	.zero	4
	.quad	.LC745
	.quad	.LC746
	.quad	0
	.long	2
	.long	0
	.quad	.LC307
	.long	0
	.zero	4
	.quad	.LC747
	.quad	.LC748
	.quad	0
	.long	29
	.long	1
	.quad	.LC300
	.long	0
	.zero	4
	.quad	.LC749
	.quad	.LC750
	.quad	0
	.long	31
	.long	0
	.quad	.LC418
	.long	1
	.zero	4
	.quad	0
	.quad	.LC751
	.quad	.LC300
	.long	29
	.long	0
	.quad	.LC303
	.long	0
	.zero	4
	.quad	.LC681
	.quad	.LC752
	.quad	.LC300
	.long	29
	.long	1
	.quad	.LC419
	.long	1
	.zero	4
	.quad	0
	.quad	.LC753
	.quad	.LC300
	.long	29
	.long	1
	.quad	.LC421
	.long	1
	.zero	4
	.quad	0
	.quad	.LC754
	.quad	0
	.long	29
	.long	0
	.quad	.LC489
	.long	2
	.zero	4
	.quad	0
	.quad	.LC755
	.quad	0
	.long	31
	.long	0
	.quad	.LC492
	.long	2
	.zero	4
	.quad	0
	.quad	.LC756
	.quad	0
	.long	31
	.long	0
	.quad	.LC345
	.long	2
	.zero	4
	.quad	0
	.quad	.LC757
	.quad	0
	.long	31
	.long	0
	.section	.rodata.str1.1
.LC758:
	.string	"feed-10ms-stall"
.LC759:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC760:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC761:
	.string	"one-2s-stall"
.LC762:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC763:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC764:
	.string	"hundred-requests"
.LC765:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC766:
	.string	"--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC767:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC768:
	.string	"--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC769:
	.string	"mm1-half"
.LC770:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC771:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC772:
	.string	"mm1-90"
.LC773:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC774:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC775:
	.string	"mm1-99"
.LC776:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC777:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.align 8
.LC778:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC779:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC780:
	.string	"gc-pauses"
.LC781:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC782:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.section	.rodata.str1.1
.LC783:
	.string	"timeouts"
	.section	.rodata.str1.8
	.align 8
.LC784:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC785:
	.string	"--timeout 50ms"
.LC786:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC787:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC788:
	.string	"--queue-limit 10"
.LC789:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC790:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC791:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC792:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC793:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC794:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC795:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC796:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC797:
	.string	"--max-in-flight 10"
.LC798:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC799:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC800:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.section	.rodata.str1.1
.LC801:
	.string	"population"
	.section	.rodata.str1.8
	.align 8
.LC802:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC803:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC804:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC805:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC806:
	.string	"--population 10 --think 900us"
.LC807:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC808:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC809:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC810:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC811:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC812:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.rodata.str1.1
.LC813:
	.string	"light-load"
	.section	.rodata.str1.8
	.align 8
.LC814:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC815:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 504
SCENARIOS:
	.quad	.LC487
	.quad	.LC488
	.quad	.LC3
	.quad	.LC758
	.quad	.LC759
	.quad	.LC760
	.quad	.LC761
	.quad	.LC762
	.quad	.LC763
	.quad	.LC764
	.quad	.LC765
	.quad	.LC766
	.quad	.LC767
	.quad	.LC765
	.quad	.LC768
	.quad	.LC769
	.quad	.LC770
	.quad	.LC771
	.quad	.LC772
	.quad	.LC773
	.quad	.LC774
	.quad	.LC775
	.quad	.LC776
	.quad	.LC777
	.quad	.LC672
	.quad	.LC778
	.quad	.LC779
	.quad	.LC780
	.quad	.LC781
	.quad	.LC782
	.quad	.LC783
	.quad	.LC784
	.quad	.LC785
	.quad	.LC786
	.quad	.LC787
	.quad	.LC788
	.quad	.LC789
	.quad	.LC790
	.quad	.LC791
	.quad	.LC792
	.quad	.LC793
	.quad	.LC794
	.quad	.LC795
	.quad	.LC796
	.quad	.LC797
	.quad	.LC798
	.quad	.LC799
	.quad	.LC800
	.quad	.LC801
	.quad	.LC802
	.quad	.LC803
	.quad	.LC804
	.quad	.LC805
	.quad	.LC806
	.quad	.LC807
	.quad	.LC808
	.quad	.LC809
	.quad	.LC810
	.quad	.LC811
	.quad	.LC812
	.quad	.LC813
	.quad	.LC814
	.quad	.LC815
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC340
	.quad	.LC343
	.quad	.LC339
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
.LC816:
	.string	"each --service (the default)"
.LC817:
	.string	"exponential of mean --service"
	.section	.rodata.str1.8
	.align 8
.LC818:
	.string	"--slow-fraction --slow-service"
	.align 8
.LC819:
	.string	"--slow-fraction 0.1 --slow-service 1ms"
	.align 8
.LC820:
	.string	"--slow-service for a --slow-fraction, else --service"
	.section	.rodata.str1.1
.LC821:
	.string	"--service-cv 2"
	.section	.rodata.str1.8
	.align 8
.LC822:
	.string	"lognormal of mean --service, coefficient of variation --service-cv"
	.section	.data.rel.ro.local
	.align 32
	.type	SERVICE_DISTS, @object
	.size	SERVICE_DISTS, 384
SERVICE_DISTS:
	.quad	.LC102
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
	.quad	.LC816
	.quad	0
	.quad	.LC275
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
	.quad	.LC817
	.quad	0
	.quad	.LC672
	.quad	draw_bimodal
	.long	0
	.long	0
	.quad	0
	.quad	bimodal_moments
	.quad	bimodal_largest
	.quad	.LC818
	.quad	.LC819
	.quad	6000292609090864433
	.quad	0
	.quad	.LC820
	.quad	bimodal_detail
	.quad	.LC673
	.quad	draw_lognormal
	.long	0
	.long	0
	.quad	0
	.quad	lognormal_moments
	.quad	lognormal_largest
	.quad	.LC241
	.quad	.LC821
	.quad	6000292609090864433
	.quad	6000292609090864434
	.quad	.LC822
	.quad	0
	.local	run_fault_lock
	.comm	run_fault_lock,40,32
	.local	run_fault
	.comm	run_fault,404,32
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC376
	.quad	.LC377
	.quad	.LC374
	.section	.rodata.str1.1
.LC823:
	.string	"p50"
.LC824:
	.string	"p90"
.LC825:
	.string	"p99"
.LC826:
	.string	"p99.9"
.LC827:
	.string	"p99.99"
.LC828:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC823
	.quad	.LC824
	.quad	.LC825
	.quad	.LC826
	.quad	.LC827
	.quad	.LC828
	.section	.rodata.str1.1
.LC829:
	.string	"p999"
.LC830:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC823
	.quad	.LC824
	.quad	.LC825
	.quad	.LC829
	.quad	.LC830
	.quad	.LC828
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
	.quad	.LC264
	.quad	.LC265
	.quad	.LC267
	.quad	.LC268
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC259
	.quad	.LC260
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC280
	.quad	.LC281
	.quad	.LC282
	.section	.rodata.str1.1
.LC831:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC102
	.quad	.LC273
	.quad	.LC831
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC0:
	.long	0
	.long	1017118720
	.align 8
.LC1:
	.long	0
	.long	1072693248
	.align 8
.LC20:
	.long	0
	.long	1104006501
	.align 8
.LC23:
	.long	0
	.long	1071644672
	.align 8
.LC24:
	.long	0
	.long	1077870592
	.align 8
.LC25:
	.long	0
	.long	1067450368
	.align 8
.LC27:
	.long	-1577058304
	.long	1114446484
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC41:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC42:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC43:
	.quad	7308901430183358312
	.quad	32199620762627616
	.section	.rodata.cst8
	.align 8
.LC47:
	.long	0
	.long	1081589760
	.align 8
.LC48:
	.long	0
	.long	1081794560
	.align 8
.LC49:
	.long	0
	.long	1082535936
	.align 8
.LC50:
	.long	0
	.long	1079246848
	.set	.LC53,.LC315+8
	.align 8
.LC54:
	.long	0
	.long	1127219200
	.section	.rodata.cst16
	.align 16
.LC55:
	.long	-1
	.long	2147483647
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC56:
	.long	0
	.long	1076101120
	.align 8
.LC57:
	.long	0
	.long	1073217536
	.align 8
.LC58:
	.long	0
	.long	1074528256
	.align 8
.LC59:
	.long	0
	.long	1075707904
	.set	.LC60,.LC55
	.align 8
.LC61:
	.long	0
	.long	1079574528
	.align 8
.LC62:
	.long	-17155601
	.long	1072049730
	.align 8
.LC63:
	.long	0
	.long	1073741824
	.set	.LC69,.LC329+8
	.align 8
.LC72:
	.long	0
	.long	1138753536
	.align 8
.LC114:
	.long	0
	.long	1074790400
	.section	.rodata.cst16
	.align 16
.LC175:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC176:
	.long	0
	.long	-1073741824
	.align 8
.LC177:
	.long	1413754136
	.long	1075388923
	.align 8
.LC178:
	.long	0
	.long	1125122048
	.align 8
.LC179:
	.long	0
	.long	1137704960
	.align 8
.LC180:
	.long	0
	.long	1075838976
	.align 8
.LC181:
	.long	858993459
	.long	1075917619
	.align 8
.LC314:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC315:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC316:
	.long	0
	.long	1093567616
	.align 8
.LC317:
	.long	-858993459
	.long	1072745676
	.align 8
.LC322:
	.long	0
	.long	1081524224
	.section	.rodata.cst16
	.align 16
.LC329:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.section	.rodata.cst8
	.align 8
.LC333:
	.long	0
	.long	1101206224
	.align 8
.LC334:
	.long	0
	.long	1102879800
	.align 8
.LC449:
	.long	0
	.long	1081671680
	.align 8
.LC450:
	.long	1202590848
	.long	1065646817
	.align 8
.LC451:
	.long	2061584302
	.long	1072672276
	.align 8
.LC452:
	.long	-1145744107
	.long	1074949041
	.align 8
.LC453:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC454:
	.long	-400107883
	.long	1041313291
	.section	.rodata.cst16
	.align 16
.LC485:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC486:
	.quad	1
	.quad	200000
	.align 16
.LC507:
	.quad	1000
	.quad	1000
	.align 16
.LC523:
	.quad	1000
	.quad	5000
	.align 16
.LC528:
	.quad	6004495999144771920
	.quad	6004495999145100622
	.section	.rodata.cst8
	.align 8
.LC531:
	.long	0
	.long	1091070464
	.align 8
.LC590:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
