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
.LFB197:
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
.LFE197:
	.size	cmp_double, .-cmp_double
	.p2align 4
	.type	omissions_on, @function
omissions_on:
.LFB213:
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
.LFE213:
	.size	omissions_on, .-omissions_on
	.p2align 4
	.type	cmp_vc, @function
cmp_vc:
.LFB229:
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
.LFE229:
	.size	cmp_vc, .-cmp_vc
	.p2align 4
	.type	set_text, @function
set_text:
.LFB265:
	.cfi_startproc
	movq	56(%rsi), %rax
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L119
	movl	$1, (%rdi,%rax)
.L119:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE265:
	.size	set_text, .-set_text
	.p2align 4
	.type	set_flag, @function
set_flag:
.LFB266:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$1, (%rdi,%rax)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE266:
	.size	set_flag, .-set_flag
	.p2align 4
	.type	set_arrivals, @function
set_arrivals:
.LFB277:
	.cfi_startproc
	movq	56(%rsi), %rax
	movl	$2, 72(%rdi)
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L125
	movl	$1, (%rdi,%rax)
.L125:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE277:
	.size	set_arrivals, .-set_arrivals
	.p2align 4
	.type	set_trace, @function
set_trace:
.LFB278:
	.cfi_startproc
	movl	$1, 368(%rdi)
	movq	56(%rsi), %rax
	movq	%rdx, (%rdi,%rax)
	movq	80(%rsi), %rax
	testq	%rax, %rax
	je	.L130
	movl	$1, (%rdi,%rax)
.L130:
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE278:
	.size	set_trace, .-set_trace
	.p2align 4
	.type	set_cross_check, @function
set_cross_check:
.LFB282:
	.cfi_startproc
	movl	$3, 368(%rdi)
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE282:
	.size	set_cross_check, .-set_cross_check
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
.L136:
	movq	(%rbx), %rdi
	addq	$112, %rbx
	call	free@PLT
	pxor	%xmm0, %xmm0
	movups	%xmm0, -112(%rbx)
	movups	%xmm0, -152(%rbx)
	cmpq	%rbp, %rbx
	jne	.L136
	movl	(%r12), %eax
	testl	%eax, %eax
	jne	.L140
.L137:
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
.L140:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	free@PLT
	movq	(%r14), %rdi
	call	free@PLT
	jmp	.L137
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
.L145:
	movq	(%rbx), %rdi
	addq	$8, %rbx
	call	free@PLT
	movq	40(%rbx), %rdi
	call	free@PLT
	cmpq	%rbp, %rbx
	jne	.L145
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
.LFB246:
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
.LFE246:
	.size	stall_window_free, .-stall_window_free
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC2:
	.string	"%s '%s' is not valid: %s"
	.text
	.p2align 4
	.type	set_choice, @function
set_choice:
.LFB264:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	movq	%r8, %r15
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
	movq	%rdx, %rbx
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	96(%rsi), %rbp
	movq	%rcx, 8(%rsp)
	movq	0(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L152
	movq	%rdi, %r13
	xorl	%r14d, %r14d
	jmp	.L156
	.p2align 4,,10
	.p2align 3
.L153:
	addq	$1, %r14
	movq	0(%rbp,%r14,8), %rsi
	testq	%rsi, %rsi
	je	.L152
.L156:
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L153
	movq	56(%r12), %rcx
	movq	80(%r12), %rdx
	movl	%r14d, 0(%r13,%rcx)
	testq	%rdx, %rdx
	je	.L151
	movl	$1, 0(%r13,%rdx)
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
.L152:
	.cfi_restore_state
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r15, %rsi
	movq	8(%rsp), %rdi
	leaq	.LC2(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
.L151:
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
.LFE264:
	.size	set_choice, .-set_choice
	.section	.rodata.str1.1
.LC3:
	.string	"sorted"
.LC4:
	.string	"sort"
	.text
	.p2align 4
	.type	set_exact_by, @function
set_exact_by:
.LFB276:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%r8, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	leaq	.LC4(%rip), %rsi
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdi, %rbp
	movq	%rdx, %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdx, %rbx
	call	strcmp@PLT
	movq	%r14, %r8
	movq	%r13, %rcx
	movq	%r12, %rsi
	testl	%eax, %eax
	leaq	.LC3(%rip), %rax
	movq	%rbp, %rdi
	cmove	%rax, %rbx
	movq	%rbx, %rdx
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
	jmp	set_choice
	.cfi_endproc
.LFE276:
	.size	set_exact_by, .-set_exact_by
	.section	.rodata.str1.1
.LC5:
	.string	"load"
.LC6:
	.string	"stall"
	.text
	.p2align 4
	.type	set_sweep, @function
set_sweep:
.LFB279:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%r8, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	leaq	.LC5(%rip), %rsi
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdi, %rbp
	movq	%rdx, %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdx, %rbx
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L170
	leaq	.LC6(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L181
.L170:
	movl	$2, 368(%rbp)
	movq	56(%r12), %rax
	movq	%rbx, 0(%rbp,%rax)
	movq	80(%r12), %rax
	testq	%rax, %rax
	jne	.L172
.L173:
	xorl	%eax, %eax
.L169:
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
.L172:
	.cfi_restore_state
	movl	$1, 0(%rbp,%rax)
	jmp	.L173
.L181:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L169
	.cfi_endproc
.LFE279:
	.size	set_sweep, .-set_sweep
	.p2align 4
	.type	set_service_dist, @function
set_service_dist:
.LFB275:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%r15d, %r15d
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	leaq	SERVICE_DISTS(%rip), %r14
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
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdx, %rbx
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	%rdi, 8(%rsp)
.L185:
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L188
	addl	$1, %r15d
	addq	$96, %r14
	cmpl	$4, %r15d
	jne	.L185
	movq	0(%rbp), %rcx
	movq	88(%rbp), %r9
	movq	%rbx, %r8
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC2(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	addq	$24, %rsp
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
.L188:
	.cfi_restore_state
	movq	8(%rsp), %rbx
	movl	%r15d, 8(%rbx)
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
.LFE275:
	.size	set_service_dist, .-set_service_dist
	.section	.rodata.str1.1
.LC7:
	.string	" (negative)"
.LC8:
	.string	""
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC9:
	.string	"the unit must be ns, us, ms or s"
	.align 8
.LC10:
	.string	"give a unit (ns, us, ms or s), e.g. 200us"
	.align 8
.LC11:
	.string	"'%s' is not a time%s: use a number and a unit (ns, us, ms, s), e.g. 200us or 0.5s"
	.section	.rodata.str1.1
.LC12:
	.string	"2^62 ns (about 146 years)"
	.section	.rodata.str1.8
	.align 8
.LC13:
	.string	"'%s' is too large: times must stay below %s"
	.section	.rodata.str1.1
.LC14:
	.string	"a digit must follow the point"
.LC15:
	.string	"'%s' is not a time: %s"
.LC16:
	.string	"at most nine after the point"
	.section	.rodata.str1.8
	.align 8
.LC17:
	.string	"'%s' has too many decimals: %s"
	.align 8
.LC18:
	.string	"use a finer unit or fewer decimals"
	.align 8
.LC19:
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
	leaq	units.10(%rip), %r12
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
	leaq	64+units.10(%rip), %rax
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
	leaq	.LC12(%rip), %r8
	leaq	.LC13(%rip), %rdx
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
	leaq	.LC10(%rip), %r8
.L208:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC15(%rip), %rdx
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
	leaq	.LC16(%rip), %r8
	leaq	.LC17(%rip), %rdx
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
	leaq	.LC8(%rip), %r8
	movq	%rdi, %rcx
	movq	16(%rsp), %rsi
	leaq	.LC7(%rip), %rax
	movq	8(%rsp), %rdi
	leaq	.LC11(%rip), %rdx
	cmove	%rax, %r8
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L193
.L229:
	leaq	.LC9(%rip), %r8
	jmp	.L208
.L230:
	movq	16(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	leaq	.LC18(%rip), %r8
	leaq	.LC19(%rip), %rdx
	call	snprintf@PLT
	jmp	.L193
.L231:
	leaq	.LC14(%rip), %r8
	jmp	.L208
	.cfi_endproc
.LFE23:
	.size	parse_time, .-parse_time
	.section	.rodata.str1.1
.LC20:
	.string	"mean"
	.text
	.p2align 4
	.type	set_expected, @function
set_expected:
.LFB271:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%r8, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	leaq	.LC20(%rip), %rsi
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdi, %rbx
	subq	$1424, %rsp
	.cfi_def_cfa_offset 1472
	movl	$1, 484(%rdi)
	movq	%rdx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 176(%rbx)
	jne	.L242
.L234:
	xorl	%eax, %eax
.L233:
	addq	$1424, %rsp
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
.L242:
	.cfi_restore_state
	xorl	%esi, %esi
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L235
	movq	8(%rsp), %rax
	testq	%rax, %rax
	je	.L235
	movq	%rax, 168(%rbx)
	jmp	.L234
.L235:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbp, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L233
	.cfi_endproc
.LFE271:
	.size	set_expected, .-set_expected
	.section	.rodata.str1.1
.LC21:
	.string	"%s %s"
	.section	.rodata.str1.8
	.align 8
.LC22:
	.string	"%s '%s' is not valid: it must be above zero"
	.text
	.p2align 4
	.type	set_time, @function
set_time:
.LFB261:
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
	movq	%r8, %r13
	movl	$1400, %r8d
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
	movq	%rbp, %rdi
	movq	%rsi, %rbx
	xorl	%esi, %esi
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1488
	leaq	16(%rsp), %r14
	leaq	8(%rsp), %rdx
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L251
	cmpq	$0, 64(%rbx)
	movq	8(%rsp), %rdx
	je	.L246
	testq	%rdx, %rdx
	je	.L252
.L246:
	movq	56(%rbx), %rcx
	movq	%rdx, (%r15,%rcx)
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L243
	movl	$1, (%r15,%rdx)
.L243:
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
.L252:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	%rbp, %r8
	leaq	.LC22(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L245:
	movl	$-1, %eax
	jmp	.L243
.L251:
	movq	(%rbx), %rcx
	movq	%r14, %r8
	leaq	.LC21(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L245
	.cfi_endproc
.LFE261:
	.size	set_time, .-set_time
	.p2align 4
	.type	set_duration, @function
set_duration:
.LFB267:
	.cfi_startproc
	movq	$0, 384(%rdi)
	jmp	set_time
	.cfi_endproc
.LFE267:
	.size	set_duration, .-set_duration
	.p2align 4
	.type	set_hlog_interval, @function
set_hlog_interval:
.LFB281:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%r8, %r14
	movl	$1400, %r8d
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rsi, %r12
	xorl	%esi, %esi
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rdx, %rbx
	movq	%rbx, %rdi
	subq	$1432, %rsp
	.cfi_def_cfa_offset 1488
	leaq	16(%rsp), %r15
	leaq	8(%rsp), %rdx
	movq	%r15, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L261
	movabsq	$3599999000000, %rsi
	movq	8(%rsp), %rcx
	leaq	-1000000(%rcx), %rdx
	cmpq	%rdx, %rsi
	jb	.L257
	movabsq	$8723391485480952121, %rdx
	movabsq	$18446744073709, %rsi
	imulq	%rcx, %rdx
	rorq	$6, %rdx
	cmpq	%rdx, %rsi
	jb	.L257
	movq	%rcx, 352(%rbp)
.L254:
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
.L257:
	.cfi_restore_state
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L256:
	movl	$-1, %eax
	jmp	.L254
.L261:
	movq	(%r12), %rcx
	movq	%r15, %r8
	leaq	.LC21(%rip), %rdx
	xorl	%eax, %eax
	movq	%r14, %rsi
	movq	%r13, %rdi
	call	snprintf@PLT
	jmp	.L256
	.cfi_endproc
.LFE281:
	.size	set_hlog_interval, .-set_hlog_interval
	.p2align 4
	.type	parse_uint, @function
parse_uint:
.LFB24:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L269
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
	jne	.L265
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L265
	cmpq	%r14, %rax
	jb	.L265
	cmpq	%rax, %r12
	jb	.L265
	movq	%rax, 0(%r13)
.L262:
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
.L265:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L262
	.p2align 4,,10
	.p2align 3
.L269:
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
	.type	set_return_prob, @function
set_return_prob:
.LFB272:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%r8, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
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
	movq	%rdx, %rbx
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	movq	$0, 8(%rsp)
	call	__errno_location@PLT
	movl	$0, (%rax)
	movq	%rax, %r15
	movzbl	(%rbx), %eax
	subl	$48, %eax
	cmpb	$9, %al
	jbe	.L271
.L273:
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	movq	%r13, %rdi
	leaq	.LC2(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	addq	$24, %rsp
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
.L271:
	.cfi_restore_state
	leaq	8(%rsp), %rsi
	movq	%rbx, %rdi
	call	strtod@PLT
	movq	8(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L273
	movl	(%r15), %eax
	testl	%eax, %eax
	jne	.L273
	cmpb	$0, (%rdx)
	jne	.L273
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L273
	movsd	.LC1(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L273
	movl	$1, 508(%rbp)
	movsd	%xmm0, 320(%rbp)
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
.LFE272:
	.size	set_return_prob, .-set_return_prob
	.p2align 4
	.type	parse_rate, @function
parse_rate:
.LFB256:
	.cfi_startproc
	movzbl	(%rdi), %eax
	subl	$48, %eax
	cmpb	$9, %al
	ja	.L291
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
	jne	.L285
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L285
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L285
	comisd	.LC24(%rip), %xmm0
	ja	.L285
	movsd	%xmm0, (%r12)
.L282:
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
.L285:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L282
	.p2align 4,,10
	.p2align 3
.L291:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE256:
	.size	parse_rate, .-parse_rate
	.p2align 4
	.type	batch_end, @function
batch_end:
.LFB210:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsi, %rbp
	subq	$32, %rsp
	.cfi_def_cfa_offset 48
	movq	528(%rdi), %rax
	testq	%rax, %rax
	js	.L293
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rax, %xmm6
.L294:
	movsd	256(%rdi), %xmm3
	movsd	.LC25(%rip), %xmm5
	movq	%rdi, %rax
	leaq	256(%rdi), %rcx
	movsd	.LC26(%rip), %xmm4
	pxor	%xmm1, %xmm1
	divsd	%xmm6, %xmm3
	movsd	%xmm3, 0(%rbp)
	jmp	.L298
	.p2align 4,,10
	.p2align 3
.L312:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L297:
	movsd	(%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm3, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm5, %xmm0
	mulsd	%xmm4, %xmm0
.L295:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	%rax, %rcx
	je	.L311
.L298:
	movq	272(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L295
	jns	.L312
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L297
	.p2align 4,,10
	.p2align 3
.L311:
	pxor	%xmm0, %xmm0
	ucomisd	%xmm1, %xmm0
	ja	.L309
	movapd	%xmm1, %xmm0
	sqrtsd	%xmm0, %xmm0
.L301:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 8(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L302
	movsd	264(%rdi), %xmm0
	mulsd	%xmm3, %xmm3
	divsd	%xmm6, %xmm0
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm6
	divsd	%xmm1, %xmm6
.L302:
	movsd	%xmm6, 16(%rbp)
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L293:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm6, %xmm6
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm6
	addsd	%xmm6, %xmm6
	jmp	.L294
.L309:
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
	jmp	.L301
	.cfi_endproc
.LFE210:
	.size	batch_end, .-batch_end
	.section	.rodata.str1.1
.LC27:
	.string	"%lu %lu\n"
	.text
	.p2align 4
	.type	values_writer, @function
values_writer:
.LFB251:
	.cfi_startproc
	cmpq	$0, 8(%rsi)
	je	.L318
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	leaq	.LC27(%rip), %r13
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
.L315:
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
	jb	.L315
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
.L318:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE251:
	.size	values_writer, .-values_writer
	.section	.rodata.str1.8
	.align 8
.LC28:
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
	jmp	.L322
	.p2align 4,,10
	.p2align 3
.L324:
	cmpq	%r9, %r10
	je	.L333
.L327:
	addq	$8, %r9
	movq	-8(%r9), %rax
	cmpq	%r8, %rsi
	je	.L323
.L322:
	leaq	1(%rdi), %rsi
	movq	%rax, (%rcx,%rdi,8)
	movq	%rsi, %rdi
	cmpq	%rdx, %rax
	jb	.L324
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jb	.L324
	cmpq	%rsi, %r8
	jne	.L325
	jmp	.L323
	.p2align 4,,10
	.p2align 3
.L326:
	cmpq	%rsi, %r8
	je	.L323
.L325:
	addq	$1, %rsi
	movq	%rax, -8(%rcx,%rsi,8)
	subq	%rdx, %rax
	cmpq	%rdx, %rax
	jnb	.L326
	movq	%rsi, %rdi
	cmpq	%r9, %r10
	jne	.L327
.L333:
	movq	%rsi, %rax
	ret
.L323:
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rdi
	movq	%r8, %rdx
	xorl	%eax, %eax
	leaq	.LC28(%rip), %rsi
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE84:
	.size	correct_co, .-correct_co
	.p2align 4
	.type	table_push, @function
table_push:
.LFB226:
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
	je	.L335
	movq	(%rdi), %rdx
	movq	%rsi, %rax
	salq	$4, %rax
	leaq	-16(%rdx,%rax), %rax
	cmpq	%r12, (%rax)
	je	.L351
.L335:
	cmpq	16(%rbx), %rsi
	je	.L337
	movq	(%rbx), %rax
.L338:
	leaq	1(%rsi), %rdx
	salq	$4, %rsi
	addq	%rsi, %rax
	movq	%rdx, 8(%rbx)
	movq	%r12, (%rax)
	movq	%rbp, 8(%rax)
.L336:
	xorl	%eax, %eax
.L334:
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
.L337:
	.cfi_restore_state
	testq	%rsi, %rsi
	je	.L343
	leaq	(%rsi,%rsi), %r13
	cmpq	$16777216, %r13
	ja	.L342
	salq	$5, %rsi
.L339:
	movq	(%rbx), %rdi
	call	realloc@PLT
	testq	%rax, %rax
	je	.L342
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r13, 16(%rbx)
	jmp	.L338
	.p2align 4,,10
	.p2align 3
.L351:
	addq	%rbp, 8(%rax)
	jmp	.L336
	.p2align 4,,10
	.p2align 3
.L343:
	movl	$4096, %esi
	movl	$256, %r13d
	jmp	.L339
.L342:
	movl	$-1, %eax
	jmp	.L334
	.cfi_endproc
.LFE226:
	.size	table_push, .-table_push
	.p2align 4
	.type	table_from_lattice, @function
table_from_lattice:
.LFB228:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L361
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
	jmp	.L355
	.p2align 4,,10
	.p2align 3
.L357:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L364
.L355:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L357
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L357
	orl	$-1, %eax
	jmp	.L352
	.p2align 4,,10
	.p2align 3
.L364:
	xorl	%eax, %eax
.L352:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L361:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	xorl	%eax, %eax
	ret
	.cfi_endproc
.LFE228:
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
	je	.L368
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
	jmp	.L372
.L437:
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
.L370:
	cmpq	%r10, %r9
	adcq	$0, 40(%rsp)
	addq	$8, %r8
	cmpq	%r8, 96(%rsp)
	je	.L436
.L372:
	movq	(%r8), %r9
	cmpq	%r10, %r9
	jb	.L437
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
	jnb	.L438
	leaq	(%r10,%rcx), %rax
	cmpq	%rax, %rbp
	jb	.L370
	movq	$0, 88(%rsp)
	movq	%rbp, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r10
	movq	%rax, 80(%rsp)
	addq	80(%rsp), %rsi
	adcq	88(%rsp), %rdi
	jmp	.L370
.L438:
	addq	16(%rsp), %rsi
	adcq	24(%rsp), %rdi
	jmp	.L370
.L368:
	xorl	%eax, %eax
.L367:
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
.L436:
	.cfi_restore_state
	movq	%r15, %rax
	movl	128(%rsp), %ecx
	movq	136(%rsp), %rbx
	subq	$0, %rax
	jne	.L404
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
	je	.L439
.L375:
	movq	$0, (%rsp)
	movq	40(%rsp), %rbp
	movq	%r8, %r11
	movq	$0, 48(%rsp)
	jmp	.L401
.L376:
	movq	-8(%r12,%r11,8), %rdx
.L379:
	movq	48(%rsp), %rax
	movq	208(%rsp), %rdi
	movq	%rdx, 8(%rdi,%rax)
	addq	$8, %rax
	movq	%rax, 48(%rsp)
	cmpq	$48, %rax
	je	.L368
	movq	(%rdi), %r11
.L401:
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
	jnb	.L376
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
	jnb	.L440
	movq	%rbx, (%rsp)
.L378:
	xorl	%ebx, %ebx
	addq	%rdi, %r14
	movq	%rdi, %rcx
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%r13, %rbp
	jb	.L380
	jmp	.L441
	.p2align 4,,10
	.p2align 3
.L383:
	addq	%rcx, %r14
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%rbp, %r13
	je	.L442
.L380:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	cmpq	%rdi, %rax
	je	.L383
.L433:
	movq	%rax, %rsi
.L382:
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
	jnb	.L428
	movq	%rsi, %rdi
	jmp	.L378
.L442:
	movq	(%r12,%r13,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rax, %rsi
	jmp	.L382
.L428:
	movq	%rbx, 120(%rsp)
	movq	(%rsp), %rbx
	movq	%rcx, 112(%rsp)
	movq	%rax, %rcx
.L377:
	leaq	-1(%rcx), %rax
	imulq	%r9, %rax
	subq	%rax, %r8
	movq	%r8, %r11
	cmpq	%r13, %rbp
	jnb	.L388
	movq	%rbp, %rax
	movq	%rbp, %rsi
	negq	%rax
	leaq	(%rbx,%rax,8), %r8
.L387:
	movq	(%r12,%rsi,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rdx, (%r8,%rsi,8)
	addq	$1, %rsi
	cmpq	%rsi, %r13
	jne	.L387
.L388:
	movq	%rcx, %rdx
	leaq	-1(%r9), %r8
	subq	$1, %r11
	xorl	%eax, %eax
	imulq	%r10, %rdx
	testq	%r8, %r8
	jle	.L434
	movq	%r11, 16(%rsp)
	movq	%r12, %r9
	movq	%r14, 96(%rsp)
	movq	%r15, 104(%rsp)
	movq	%rax, (%rsp)
	movq	%rdx, 80(%rsp)
	movq	%r13, %rdx
	movq	%rbp, 128(%rsp)
	movq	%rdi, %rbp
.L385:
	movq	(%rsp), %rax
	movq	%r8, %rcx
	subq	%rax, %rcx
	movq	(%rbx,%rax,8), %rdi
	sarq	%rcx
	addq	%rax, %rcx
	movq	(%rbx,%rcx,8), %rsi
	movq	(%rbx,%r8,8), %rcx
	cmpq	%rsi, %rdi
	jnb	.L390
	cmpq	%rcx, %rdi
	cmovb	%rcx, %rdi
	cmpq	%rcx, %rsi
	cmovnb	%rdi, %rsi
.L391:
	movq	(%rsp), %rdi
	movq	%r8, %rcx
.L392:
	cmpq	%rcx, %rdi
	jg	.L397
	leaq	0(,%rdi,8), %rax
	leaq	0(,%rcx,8), %r15
	leaq	(%rbx,%rax), %r13
	leaq	(%rbx,%r15), %r14
	movq	0(%r13), %r11
	movq	(%r14), %r12
	leaq	8(%rbx,%rax), %rax
	cmpq	%rsi, %r11
	jnb	.L443
	.p2align 4,,10
	.p2align 3
.L393:
	movq	%rax, %r13
	movq	(%rax), %r11
	addq	$8, %rax
	addq	$1, %rdi
	cmpq	%rsi, %r11
	jb	.L393
	cmpq	%r12, %rsi
	jnb	.L394
.L402:
	leaq	-8(%rbx,%r15), %rax
	.p2align 4,,10
	.p2align 3
.L395:
	movq	%rax, %r14
	movq	(%rax), %r12
	subq	$8, %rax
	subq	$1, %rcx
	cmpq	%r12, %rsi
	jb	.L395
.L394:
	cmpq	%rcx, %rdi
	jle	.L403
.L397:
	movq	16(%rsp), %rax
	cmpq	%rcx, %rax
	jle	.L408
	cmpq	%rdi, %rax
	jl	.L444
	movq	%rdi, (%rsp)
.L400:
	cmpq	%r8, (%rsp)
	jl	.L385
	movq	16(%rsp), %r11
.L435:
	movq	%rbp, %rdi
	movq	%rdx, %r13
	movq	96(%rsp), %r14
	movq	104(%rsp), %r15
	movq	128(%rsp), %rbp
	movq	80(%rsp), %rdx
	movq	%r9, %r12
.L434:
	movq	(%rbx,%r11,8), %rax
	movq	%rdi, (%rsp)
	addq	%rax, %rdx
	jmp	.L379
	.p2align 4,,10
	.p2align 3
.L443:
	cmpq	%r12, %rsi
	jb	.L402
.L403:
	movq	%r12, 0(%r13)
	addq	$1, %rdi
	subq	$1, %rcx
	movq	%r11, (%r14)
	jmp	.L392
.L408:
	movq	%rcx, %r8
	jmp	.L400
.L390:
	cmpq	%rcx, %rsi
	cmovb	%rcx, %rsi
	cmpq	%rcx, %rdi
	cmovb	%rdi, %rsi
	jmp	.L391
.L444:
	movq	%rax, %r11
	jmp	.L435
.L441:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	jmp	.L433
.L439:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L375
.L440:
	movq	(%rsp), %rdi
	jmp	.L377
.L404:
	movl	$-2, %eax
	jmp	.L367
	.cfi_endproc
.LFE93:
	.size	corrected_summarise, .-corrected_summarise
	.section	.rodata.str1.1
.LC29:
	.string	"M/G/1"
.LC30:
	.string	"M/M/1"
.LC31:
	.string	"M/D/1"
	.text
	.p2align 4
	.type	theory_of, @function
theory_of:
.LFB208:
	.cfi_startproc
	pxor	%xmm0, %xmm0
	movq	$0, 48(%rsi)
	movups	%xmm0, (%rsi)
	movups	%xmm0, 16(%rsi)
	movups	%xmm0, 32(%rsi)
	cmpl	$1, 72(%rdi)
	je	.L446
	xorl	%eax, %eax
	ret
.L446:
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
	jne	.L448
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
	divsd	.LC32(%rip), %xmm2
	mulsd	%xmm2, %xmm4
	movsd	%xmm0, 32(%rbx)
	comisd	%xmm1, %xmm4
	movapd	%xmm4, %xmm5
	unpcklpd	%xmm2, %xmm5
	movups	%xmm5, 8(%rbx)
	jnb	.L448
	movl	8(%rbp), %edx
	leaq	.LC30(%rip), %rax
	cmpl	$1, %edx
	je	.L449
	testl	%edx, %edx
	leaq	.LC31(%rip), %rax
	leaq	.LC29(%rip), %rcx
	cmovne	%rcx, %rax
.L449:
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
	jmp	.L445
.L448:
	xorl	%eax, %eax
.L445:
	addq	$24, %rsp
	.cfi_def_cfa_offset 24
	popq	%rbx
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE208:
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
	je	.L478
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
.L459:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L458
	addq	%rbp, 56(%rbx)
.L458:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L459
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L466
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L457
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L481
.L462:
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
.L465:
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
	jnb	.L463
	.p2align 4,,10
	.p2align 3
.L464:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L464
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L463:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L465
.L457:
	xorl	%eax, %eax
.L456:
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
.L481:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L462
.L478:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L466:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L456
	.cfi_endproc
.LFE113:
	.size	lattice_summarise, .-lattice_summarise
	.p2align 4
	.type	stats_of, @function
stats_of:
.LFB198:
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
	je	.L483
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L484:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L484
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L489:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L489
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L486
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L508
.L505:
	pxor	%xmm0, %xmm0
.L491:
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
.L483:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L486:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC34(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L505
.L508:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L506
	sqrtsd	%xmm0, %xmm0
.L495:
	divsd	%xmm2, %xmm0
	jmp	.L491
.L506:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L495
	.cfi_endproc
.LFE198:
	.size	stats_of, .-stats_of
	.p2align 4
	.type	table_from_dist, @function
table_from_dist:
.LFB230:
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
	je	.L517
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L510:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L513
	jmp	.L516
	.p2align 4,,10
	.p2align 3
.L542:
	testb	%sil, %sil
	je	.L516
.L513:
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
	jb	.L542
.L516:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L515
	testb	%sil, %sil
	jne	.L510
.L515:
	testl	%eax, %eax
	je	.L517
.L512:
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
.L517:
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
	jne	.L518
	jmp	.L512
	.p2align 4,,10
	.p2align 3
.L543:
	cmpq	%rbp, %r12
	jnb	.L512
.L518:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L543
	jmp	.L512
	.cfi_endproc
.LFE230:
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
.L548:
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
	je	.L545
	xorl	%edx, %edx
	divq	%rbx
	movq	%rax, 32(%r15)
	movq	%rdx, 40(%r15)
.L545:
	testq	%r13, %r13
	je	.L547
	movq	8(%rsp), %rdi
	call	malloc@PLT
	movq	%rax, 96(%r15)
	testq	%rax, %rax
	je	.L554
	movq	(%rsp), %rsi
	addq	%rsi, %rax
	movq	%rax, 104(%r15)
.L547:
	addq	$8, %r14
	addq	$112, %r15
	cmpq	%r14, %r12
	jne	.L548
	testq	%r13, %r13
	movq	40(%rsp), %rsi
	setne	%dl
	xorl	%eax, %eax
	cmpq	$0, 112(%rsp)
	sete	%al
	andl	%edx, %eax
	movl	%eax, (%rsi)
	testq	%r13, %r13
	je	.L549
	cmpq	$0, 112(%rsp)
	je	.L550
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
	jne	.L553
.L551:
	movq	24(%rsp), %rsi
	cmpq	$0, (%rsi)
	sete	%r12b
	testq	%rax, %rax
	sete	%al
	orl	%eax, %r12d
	movzbl	%r12b, %r12d
	negl	%r12d
	movl	%r12d, 20(%rsp)
	jmp	.L544
	.p2align 4,,10
	.p2align 3
.L549:
	movq	24(%rsp), %rax
	movq	$0, (%rax)
	movq	32(%rsp), %rax
	movq	$0, (%rax)
.L544:
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
.L550:
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
	je	.L551
.L553:
	movl	$-1, 20(%rsp)
	jmp	.L544
.L554:
	movl	$-1, 20(%rsp)
	jmp	.L547
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
	jne	.L569
	cmpq	$0, 520(%rbx)
	je	.L569
	cmpq	$1, 528(%rbx)
	sbbl	%eax, %eax
.L566:
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
.L569:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L566
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
	jne	.L574
	cmpq	$0, 384(%rbx)
	je	.L574
	cmpq	$1, 376(%rbx)
	sbbl	%eax, %eax
.L571:
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
.L574:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L571
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
	je	.L577
	movq	64(%rsi), %rax
.L577:
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
	je	.L615
	movq	%rsi, %r13
	leaq	0(,%rbp,8), %r15
	movq	%rdx, %rbx
	xorl	%esi, %esi
	movq	%r14, %r12
	movq	%r10, %rdx
	leaq	(%r10,%r15), %rdi
	movq	$-1, %r9
.L585:
	movq	(%rdx), %rax
	cmpq	%rax, %r9
	cmova	%rax, %r9
	cmpq	%rax, %rsi
	cmovb	%rax, %rsi
	addq	$8, %rdx
	cmpq	%rdx, %rdi
	jne	.L585
	cmpq	$1, %rbp
	je	.L587
	movq	%rsi, %rax
	subq	%r9, %rax
	je	.L587
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
.L592:
	movl	$257, %ecx
	movq	%r10, %rdi
	xorl	%eax, %eax
	movq	%r11, %rsi
	rep stosq
	leaq	(%r15,%r11), %rdi
	movl	%r8d, %ecx
	.p2align 4,,10
	.p2align 3
.L588:
	movq	(%rsi), %rax
	addq	$8, %rsi
	subq	%r9, %rax
	shrq	%cl, %rax
	movzbl	%al, %eax
	addq	$1, 56(%rsp,%rax,8)
	cmpq	%rsi, %rdi
	jne	.L588
	movq	16(%rsp), %rax
	movq	24(%rsp), %rsi
	movl	%ecx, %r8d
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L589:
	addq	(%rax), %rcx
	addq	$8, %rax
	movq	%rcx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L589
	movq	%r15, 8(%rsp)
	movl	%r8d, %ecx
	xorl	%esi, %esi
	movq	%rdx, %r8
	.p2align 4,,10
	.p2align 3
.L590:
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
	jne	.L590
	movq	%r8, %rdx
	movl	%ecx, %r8d
	movq	8(%rsp), %r15
	addl	$8, %r8d
	cmpl	$64, %r8d
	je	.L591
	movq	%r14, %rdi
	movl	%r8d, %ecx
	movq	%r11, %rsi
	movq	%r12, %rax
	shrq	%cl, %rdi
	movq	%r13, %r11
	movq	%rbx, %r12
	testq	%rdi, %rdi
	je	.L591
	movq	%rax, %rbx
	movq	%rsi, %r13
	jmp	.L592
.L591:
	movq	40(%rsp), %r10
	movq	32(%rsp), %rcx
	movq	%rdx, %r14
	cmpq	%r13, %r10
	je	.L587
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
.L587:
	xorl	%eax, %eax
	xorl	%edx, %edx
	jmp	.L595
.L593:
	movq	(%r10,%rsi), %r8
	addq	$1, %rax
	addq	$1, %rdx
	movq	%r8, (%r10,%rdi)
	movq	(%r14,%rsi), %rsi
	movq	%rsi, (%r14,%rdi)
	cmpq	%rax, %rbp
	je	.L583
.L595:
	leaq	0(,%rax,8), %rsi
	xorl	%edi, %edi
	testq	%rdx, %rdx
	je	.L593
	leaq	0(,%rdx,8), %r8
	movq	%r8, %rdi
.L594:
	movq	(%r10,%rsi), %rbx
	leaq	-8(%r8), %r9
	cmpq	%rbx, -8(%r10,%r8)
	jne	.L593
	addq	$1, %rax
	movq	(%r14,%rsi), %rsi
	addq	%rsi, (%r14,%r9)
	cmpq	%rbp, %rax
	je	.L583
	movq	%r8, %rdi
	leaq	0(,%rax,8), %rsi
	jmp	.L594
.L615:
	xorl	%edx, %edx
.L583:
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
	je	.L619
	movq	%rdi, %rbx
	movl	76(%rdi), %edi
	testl	%edi, %edi
	jne	.L619
	movq	%rsi, %r12
	cmpq	%rsi, %rbp
	jnb	.L619
	movl	72(%rbx), %edi
	movq	%rdx, %r13
	testl	%edi, %edi
	je	.L634
.L620:
	leaq	(%rax,%rax), %rcx
.L622:
	testq	%rcx, %rcx
	je	.L619
	xorl	%eax, %eax
	jmp	.L628
	.p2align 4,,10
	.p2align 3
.L636:
	movq	96(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L635
.L625:
	addq	$1, %rax
	addq	%rdx, %rbp
	cmpq	%rax, %rcx
	je	.L619
.L628:
	leaq	0(,%rax,8), %r8
	testl	%edi, %edi
	jne	.L636
	movq	104(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jb	.L625
.L635:
	testl	%edi, %edi
	je	.L626
	addq	(%rbx), %rax
.L627:
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
.L619:
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
.L634:
	.cfi_restore_state
	movq	%rbx, %rdi
	movq	%r8, %rdx
	movq	%rcx, %rsi
	call	guess_sort
	movl	72(%rbx), %edi
	testl	%edi, %edi
	jne	.L637
	movq	56(%rbx), %rcx
	jmp	.L622
	.p2align 4,,10
	.p2align 3
.L626:
	movq	96(%rbx), %rax
	movq	(%rax,%r8), %rax
	jmp	.L627
.L637:
	movq	64(%rbx), %rax
	jmp	.L620
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
	jne	.L640
	testl	%ebp, %ebp
	jne	.L645
.L638:
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
.L640:
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
.L645:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L638
	.cfi_endproc
.LFE14:
	.size	fault_rc, .-fault_rc
	.section	.rodata.str1.1
.LC35:
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
	je	.L649
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
.L649:
	.cfi_restore_state
	movq	%rbp, %rcx
	leaq	4+run_fault(%rip), %rdi
	leaq	.LC35(%rip), %rdx
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
	je	.L651
	call	fclose@PLT
.L651:
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
.LC36:
	.string	"%.*s.%s.tmp.%ld"
.LC37:
	.string	"w"
	.text
	.p2align 4
	.type	open_atomic, @function
open_atomic:
.LFB233:
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
	je	.L658
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L657:
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
.L658:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L657
	.cfi_endproc
.LFE233:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.8
	.align 8
.LC38:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC39:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC40:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC41:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC42:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC43:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC44:
	.string	"%s %.40s: line %lu"
.LC45:
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
	js	.L680
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L665
	jmp	.L667
	.p2align 4,,10
	.p2align 3
.L668:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L667
.L665:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L668
	cmpb	$13, %sil
	je	.L668
	cmpq	$64, %rcx
	jg	.L681
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L682
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L683
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L674
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L684
.L674:
	movq	%rcx, 56(%r13)
	jmp	.L672
	.p2align 4,,10
	.p2align 3
.L681:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC40(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L666:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC44(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC45(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L663:
	movl	$-1, %eax
.L660:
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
.L680:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L685
	cmpq	$0, 48(%r13)
	jne	.L660
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC39(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L663
	.p2align 4,,10
	.p2align 3
.L682:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L686
.L672:
	movl	$1, %eax
	jmp	.L660
	.p2align 4,,10
	.p2align 3
.L667:
	movdqa	.LC46(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC47(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC48(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L666
	.p2align 4,,10
	.p2align 3
.L686:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC41(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L666
.L683:
	movq	8(%r13), %rcx
	leaq	.LC42(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L666
.L685:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC38(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L663
.L684:
	leaq	160(%rsp), %r12
	leaq	.LC43(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L666
	.cfi_endproc
.LFE60:
	.size	numbers_next, .-numbers_next
	.section	.rodata.str1.1
.LC49:
	.string	" stroke-dasharray=\"5 4\""
.LC50:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC51:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC56:
	.string	"%s%.1f,%.1f"
.LC57:
	.string	"\"/>\n"
	.text
	.p2align 4
	.type	svg_line, @function
svg_line:
.LFB241:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	leaq	.LC51(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC49(%rip), %rcx
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
	leaq	.LC8(%rip), %rax
	cmove	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	testq	%rbp, %rbp
	je	.L689
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L691:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC50(%rip), %rax
	leaq	.LC8(%rip), %rdx
	movsd	.LC53(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC56(%rip), %rsi
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
	mulsd	.LC52(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC54(%rip), %xmm0
	addsd	.LC55(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L691
.L689:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC57(%rip), %rdi
	popq	%rbp
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
.LFE241:
	.size	svg_line, .-svg_line
	.section	.rodata.str1.1
.LC58:
	.string	"bench: "
.LC59:
	.string	"\\n"
.LC60:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB342:
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
	leaq	.LC58(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L705
	leaq	.LC60(%rip), %rbp
	leaq	.LC59(%rip), %r12
	jmp	.L700
	.p2align 4,,10
	.p2align 3
.L701:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L706
	cmpb	$127, %al
	je	.L706
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L702:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L705
.L700:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L701
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L700
.L705:
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
.L706:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L702
	.cfi_endproc
.LFE342:
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
	.p2align 4
	.type	nice_step, @function
nice_step:
.LFB237:
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
	jbe	.L714
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
.L714:
	movq	.LC64(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC65(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L713
	movsd	.LC66(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L722
	addsd	%xmm0, %xmm0
.L713:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L722:
	.cfi_restore_state
	movsd	.LC67(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L723
	mulsd	.LC61(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L723:
	.cfi_restore_state
	mulsd	.LC64(%rip), %xmm0
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE237:
	.size	nice_step, .-nice_step
	.p2align 4
	.type	percentile_rows, @function
percentile_rows:
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
	je	.L726
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L727:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L727
	testq	%rcx, %rcx
	je	.L741
	testq	%rbx, %rbx
	je	.L741
	testq	%rcx, %rcx
	js	.L728
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L729:
	movsd	.LC69(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L739
	.p2align 4,,10
	.p2align 3
.L762:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L735
	leaq	(%rsi,%rsi), %r9
	movq	%rbx, %rdi
	movsd	%xmm2, 24(%rsp)
	addq	%r9, %rsi
	movq	%r9, 16(%rsp)
	salq	$4, %rsi
	call	realloc@PLT
	movq	16(%rsp), %r9
	movq	.LC69(%rip), %rdx
	testq	%rax, %rax
	movsd	24(%rsp), %xmm2
	movq	%rdx, %xmm3
	je	.L760
	movq	%r9, %rsi
	movq	%rax, %rbx
.L735:
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
	divsd	.LC70(%rip), %xmm0
	cvttsd2siq	%xmm0, %rax
	pxor	%xmm1, %xmm1
	addq	$1, %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC71(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	pxor	%xmm1, %xmm1
	movsd	16(%rsp), %xmm2
	movq	24(%rsp), %rsi
	cvttsd2siq	%xmm0, %rax
	leaq	(%rax,%rax,4), %rax
	cvtsi2sdq	%rax, %xmm1
	movq	.LC69(%rip), %rax
	movq	%rax, %xmm3
	xorl	%eax, %eax
	movapd	%xmm3, %xmm0
	divsd	%xmm1, %xmm0
	addsd	%xmm0, %xmm2
	cmpq	%r12, %r14
	jnb	.L761
.L739:
	testl	%eax, %eax
	je	.L730
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L730:
	testq	%r14, %r14
	js	.L732
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L733:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L762
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L739
.L761:
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
.L726:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L725:
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
.L732:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L733
	.p2align 4,,10
	.p2align 3
.L728:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L729
.L741:
	xorl	%esi, %esi
	jmp	.L726
.L760:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L725
	.cfi_endproc
.LFE231:
	.size	percentile_rows, .-percentile_rows
	.section	.rodata.str1.1
.LC72:
	.string	"1/(1-Percentile)"
.LC73:
	.string	"TotalCount"
.LC74:
	.string	"Percentile"
.LC75:
	.string	"Value"
.LC76:
	.string	"%12s %14s %10s %14s\n\n"
.LC78:
	.string	"%12.5f %2.12f %10lu %14.2f\n"
.LC79:
	.string	"%12.5f %2.12f %10lu\n"
	.section	.rodata.str1.8
	.align 8
.LC81:
	.string	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
	.align 8
.LC82:
	.string	"#[Max     = %12.5f, Total count    = %12lu]\n"
	.align 8
.LC83:
	.string	"#[Buckets = %12d, SubBuckets     = %12d]\n"
	.text
	.p2align 4
	.type	hgrm_writer, @function
hgrm_writer:
.LFB250:
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
	je	.L797
	leaq	.LC72(%rip), %r9
	leaq	.LC73(%rip), %r8
	xorl	%eax, %eax
	movq	%rbx, %rdi
	leaq	.LC74(%rip), %rcx
	leaq	.LC75(%rip), %rdx
	leaq	.LC76(%rip), %rsi
	call	fprintf@PLT
	movq	40(%rsp), %rbp
	testq	%rbp, %rbp
	je	.L813
	movsd	.LC77(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC79(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L773
	.p2align 4,,10
	.p2align 3
.L814:
	movq	%rbx, %rdi
	movl	$3, %eax
	addq	$1, %r13
	addq	$24, %r14
	movsd	.LC1(%rip), %xmm2
	movsd	.LC1(%rip), %xmm5
	leaq	.LC78(%rip), %rsi
	subsd	%xmm1, %xmm2
	divsd	%xmm2, %xmm5
	movapd	%xmm5, %xmm2
	call	fprintf@PLT
	cmpq	%rbp, %r13
	je	.L774
.L773:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC69(%rip), %xmm1
	testq	%rax, %rax
	js	.L768
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L769:
	movsd	.LC69(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L814
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L773
.L774:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L815
.L766:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L779
	.p2align 4,,10
	.p2align 3
.L817:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L777
.L818:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L778:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L816
.L779:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L817
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
	jns	.L818
.L777:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L778
	.p2align 4,,10
	.p2align 3
.L768:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L769
	.p2align 4,,10
	.p2align 3
.L816:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L786
	.p2align 4,,10
	.p2align 3
.L820:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L784
.L821:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L785:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L819
.L786:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L820
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
	jns	.L821
.L784:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L785
	.p2align 4,,10
	.p2align 3
.L819:
	movsd	.LC80(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L787
	cvttsd2siq	%xmm4, %r14
.L781:
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
	jbe	.L798
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L790:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L789
	cmpl	$63, %ebp
	jle	.L790
.L789:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L811
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L794:
	movsd	8(%rsp), %xmm4
	leaq	.LC81(%rip), %rsi
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
	js	.L795
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L796:
	movq	%r14, %rdx
	leaq	.LC82(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %eax
	divsd	8(%rsp), %xmm0
	call	fprintf@PLT
	movl	%ebp, %edx
	movq	%rbx, %rdi
	movl	$262144, %ecx
	leaq	.LC83(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movq	16(%rsp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L763:
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
.L787:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L781
	.p2align 4,,10
	.p2align 3
.L795:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L796
	.p2align 4,,10
	.p2align 3
.L798:
	movl	$1, %ebp
	jmp	.L789
	.p2align 4,,10
	.p2align 3
.L813:
	movsd	.LC77(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L766
	.p2align 4,,10
	.p2align 3
.L815:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L781
.L797:
	movl	$-1, %eax
	jmp	.L763
.L811:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L794
	.cfi_endproc
.LFE250:
	.size	hgrm_writer, .-hgrm_writer
	.section	.rodata.str1.1
.LC84:
	.string	"bench: cannot write %s: %s\n"
.LC85:
	.string	"bench: writing %s failed\n"
.LC86:
	.string	"RESULT export file=%s\n"
	.text
	.p2align 4
	.type	export_file, @function
export_file:
.LFB249:
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
	leaq	.LC45(%rip), %rdx
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
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L831
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L829
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L829
	movq	%rbp, %rsi
	leaq	.LC86(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L822:
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
.L831:
	.cfi_restore_state
	call	fclose@PLT
.L829:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC85(%rip), %rsi
	call	fprintf@PLT
.L824:
	movl	$-1, %ebx
	jmp	.L822
.L830:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC84(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L824
	.cfi_endproc
.LFE249:
	.size	export_file, .-export_file
	.section	.rodata.str1.8
	.align 8
.LC87:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC88:
	.string	"service times are drawn from a distribution"
	.align 8
.LC89:
	.string	"stall lengths are drawn from a distribution"
	.section	.rodata.str1.1
.LC90:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC91:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC92:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC93:
	.string	"the stall period is not a whole number of intervals"
	.align 8
.LC94:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC95:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC96:
	.string	"it covers skipping closed loops with one connection only"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB102:
	.cfi_startproc
	movl	72(%rdi), %edx
	leaq	.LC87(%rip), %rax
	testl	%edx, %edx
	jne	.L832
	cmpl	$0, 8(%rdi)
	leaq	.LC88(%rip), %rax
	jne	.L832
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L834
	cmpl	$0, 40(%rdi)
	leaq	.LC90(%rip), %rax
	jne	.L832
	cmpl	$0, 44(%rdi)
	leaq	.LC89(%rip), %rax
	jne	.L832
.L834:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC94(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L832
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L852
	subl	$1, %eax
	jne	.L836
	cmpq	$1, 160(%rdi)
	leaq	.LC96(%rip), %rax
	ja	.L832
.L836:
	testq	%rcx, %rcx
	je	.L846
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC95(%rip), %rax
	testq	%rdx, %rdx
	jne	.L832
	movq	56(%rdi), %rax
	testq	%rax, %rax
	je	.L846
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC93(%rip), %rax
	testq	%rdx, %rdx
	jne	.L832
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC91(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
.L846:
	xorl	%eax, %eax
.L832:
	ret
.L852:
	cmpq	$1, 160(%rdi)
	leaq	.LC92(%rip), %rax
	jbe	.L836
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
	je	.L853
	movq	%rdi, %r10
	call	closed_form_gap
	movq	%rax, %rdx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L866
.L853:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L866:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%eax, %eax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L856
	jmp	.L867
	.p2align 4,,10
	.p2align 3
.L860:
	movq	%rdx, %rcx
.L856:
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L860
.L855:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L868
	movq	%rcx, %rax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L856
.L867:
	movq	%rax, %rcx
	jmp	.L855
.L868:
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
	jmp	.L853
	.cfi_endproc
.LFE109:
	.size	lattice_plan, .-lattice_plan
	.p2align 4
	.type	plan_route, @function
plan_route:
.LFB200:
	.cfi_startproc
	movl	204(%rdi), %ecx
	testl	%ecx, %ecx
	je	.L879
	movl	%ecx, %eax
	ret
.L879:
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
	jne	.L871
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L869
	movl	152(%rbx), %edx
	leaq	by_kind.5(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L874
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L874
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L869:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L874:
	.cfi_restore_state
	movl	$1, %ecx
	jmp	.L869
.L871:
	movl	$2, %ecx
	jmp	.L869
	.cfi_endproc
.LFE200:
	.size	plan_route, .-plan_route
	.section	.rodata.str1.1
.LC97:
	.string	"--help"
.LC98:
	.string	"--service"
.LC99:
	.string	"see bench --help"
.LC100:
	.string	"unknown option '%s': %s"
	.text
	.p2align 4
	.type	apply_option, @function
apply_option:
.LFB290:
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
	movq	%r8, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rcx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	subq	$24, %rsp
	.cfi_def_cfa_offset 80
	cmpb	$45, (%rsi)
	movq	%rdi, (%rsp)
	movq	%rdx, 8(%rsp)
	jne	.L889
	cmpb	$104, 1(%rsi)
	je	.L900
.L889:
	leaq	.LC98(%rip), %rsi
	movq	%rbp, %rdi
	movq	%rbp, %rbx
	call	strcmp@PLT
.L882:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%r14d, %r14d
	jmp	.L886
	.p2align 4,,10
	.p2align 3
.L883:
	addl	$1, %r14d
	cmpl	$54, %r14d
	je	.L884
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L886:
	testl	%eax, %eax
	jne	.L883
	movslq	%r14d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rdx
	leaq	OPTIONS(%rip), %rax
	leaq	(%rax,%rdx,8), %rsi
	movq	48(%rsi), %rax
	testq	%rax, %rax
	je	.L884
	movq	8(%rsp), %rdx
	movq	(%rsp), %rdi
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	movq	%r13, %r8
	popq	%rbx
	.cfi_def_cfa_offset 48
	movq	%r12, %rcx
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	jmp	*%rax
	.p2align 4,,10
	.p2align 3
.L900:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	movl	$-1, %eax
	leaq	.LC97(%rip), %rbx
	je	.L882
	jmp	.L889
	.p2align 4,,10
	.p2align 3
.L884:
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC99(%rip), %r8
	leaq	.LC100(%rip), %rdx
	call	snprintf@PLT
	addq	$24, %rsp
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
	.cfi_endproc
.LFE290:
	.size	apply_option, .-apply_option
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB368:
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
	je	.L908
.L902:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L901:
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
.L908:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L909
	movl	$512, %esi
	movl	$16, %ebp
.L903:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L910
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L902
	.p2align 4,,10
	.p2align 3
.L909:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L903
.L910:
	movl	$1, 24(%rbx)
	jmp	.L901
	.cfi_endproc
.LFE368:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC101:
	.string	"bench: %s\n"
	.section	.rodata.str1.8
	.align 8
.LC102:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC103:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB310:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L916
	cmpl	$-2, %edi
	je	.L917
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC103(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L911:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L916:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC101(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L911
.L917:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC102(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L911
	.cfi_endproc
.LFE310:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC104:
	.string	"%.1f"
.LC105:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB382:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L919
	testq	%rsi, %rsi
	js	.L920
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L922
.L930:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L923:
	divsd	%xmm1, %xmm0
	leaq	.LC105(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC104(%rip), %rdx
	comisd	.LC69(%rip), %xmm0
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
.L920:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L930
.L922:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L923
	.p2align 4,,10
	.p2align 3
.L919:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE382:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.section	.rodata.str1.1
.LC106:
	.string	"of them"
	.section	.rodata.str1.8
	.align 8
.LC107:
	.string	"%s is needed with --service-dist %s: e.g. %s"
	.align 8
.LC108:
	.string	"%s applies to --service-dist %s only: drop it or add --service-dist %s"
	.align 8
.LC109:
	.string	"%s go together with --service-dist %s: give all %s, or none"
	.text
	.p2align 4
	.type	service_refusal.constprop.0, @function
service_refusal.constprop.0:
.LFB385:
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
	je	.L932
	movzbl	(%rbx), %edx
	movl	$1, %esi
	xorl	%eax, %eax
	movq	%rsp, %rdi
	testb	%dl, %dl
	jne	.L933
	jmp	.L951
	.p2align 4,,10
	.p2align 3
.L937:
	addq	$1, %rbx
	movb	%dl, (%rsp,%rax)
	addq	$1, %rax
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	je	.L939
.L952:
	leaq	6(%rax), %rcx
	cmpq	$255, %rcx
	ja	.L939
.L933:
	cmpb	$32, %dl
	jne	.L937
	leaq	(%rdi,%rax), %rdx
	addq	$1, %rbx
	addq	$5, %rax
	addq	$1, %rsi
	movl	$32, %ecx
	movl	$1684955424, (%rdx)
	movw	%cx, 4(%rdx)
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	jne	.L952
	.p2align 4,,10
	.p2align 3
.L939:
	movb	$0, (%rsp,%rax)
	leaq	.LC106(%rip), %r9
	cmpq	$5, %rsi
	jbe	.L940
.L941:
	movq	0(%rbp), %r8
	movq	%rdi, %rcx
	leaq	.LC109(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
.L936:
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
.L951:
	.cfi_restore_state
	movb	$0, (%rsp)
.L940:
	leaq	HOW_MANY.6(%rip), %rax
	movq	-8(%rax,%rsi,8), %r9
	jmp	.L941
.L932:
	movq	0(%rbp), %r8
	testl	%r13d, %r13d
	je	.L935
	movq	56(%rbp), %r9
	movq	%rbx, %rcx
	leaq	.LC107(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L936
.L935:
	movq	%r8, %r9
	movq	%rbx, %rcx
	leaq	.LC108(%rip), %rdx
	movq	%r12, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L936
	.cfi_endproc
.LFE385:
	.size	service_refusal.constprop.0, .-service_refusal.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB386:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L959
	xorl	%edx, %edx
	jmp	.L958
	.p2align 4,,10
	.p2align 3
.L955:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L961
.L957:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L962
.L958:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L955
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L957
	.p2align 4,,10
	.p2align 3
.L961:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L954:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L962:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L959:
	movq	%rsi, %rdx
	jmp	.L954
	.cfi_endproc
.LFE386:
	.size	alternatives.constprop.0, .-alternatives.constprop.0
	.section	.rodata.str1.1
.LC110:
	.string	"|"
.LC111:
	.string	"fixed"
	.section	.rodata.str1.8
	.align 8
.LC112:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC113:
	.string	"%s%s%s"
.LC114:
	.string	"--service-dist"
.LC115:
	.string	"  %s\n"
.LC116:
	.string	"  %-24s %.*s\n"
.LC117:
	.string	"  %-24s   %-10s %s\n"
	.section	.rodata.str1.8
	.align 8
.LC118:
	.string	"Each of these applies only with another:"
	.section	.rodata.str1.1
.LC119:
	.string	"    %-22s with %s\n"
	.section	.rodata.str1.8
	.align 8
.LC120:
	.string	"On a recorded trace (--correct, --trace-values) only these apply:\n   "
	.section	.rodata.str1.1
.LC121:
	.string	" %s"
	.section	.rodata.str1.8
	.align 8
.LC122:
	.string	"\nThe lab (./lab --help) adds faults, users, the scoreboard and sweeps to these."
	.text
	.p2align 4
	.type	print_usage, @function
print_usage:
.LFB289:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	leaq	.LC112(%rip), %rdi
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
	jmp	.L978
	.p2align 4,,10
	.p2align 3
.L977:
	addq	$104, %rbx
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L1007
.L965:
	movq	24(%rbx), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %r14
.L978:
	movl	44(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L977
	movq	16(%rbx), %r9
	leaq	.LC50(%rip), %r8
	testq	%r9, %r9
	je	.L1008
.L967:
	movq	(%rbx), %rbp
	leaq	48(%rsp), %r12
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC113(%rip), %rdx
	movq	%r12, %rdi
	movq	24(%rbx), %r15
	movq	%rbp, %rcx
	movq	%rbp, 8(%rsp)
	call	snprintf@PLT
	movq	%rbp, %rdi
	leaq	.LC114(%rip), %rsi
	call	strcmp@PLT
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L1009
.L968:
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L1010
	testq	%r14, %r14
	je	.L971
.L1014:
	movq	%r12, %rsi
	movl	%r14d, %edx
	leaq	.LC116(%rip), %r12
	movq	%r15, %rcx
	subl	%r15d, %edx
	movq	%r12, %rdi
	leaq	.LC8(%rip), %rbp
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L972
	.p2align 4,,10
	.p2align 3
.L1011:
	movq	%rax, %rdx
	movq	%r13, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	subq	%r14, %rdx
	xorl	%eax, %eax
	movq	%r15, %r14
	subl	$1, %edx
	call	printf@PLT
.L972:
	leaq	1(%r14), %r13
	movl	$10, %esi
	movq	%r13, %rdi
	call	strchr@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	jne	.L1011
	movq	%r13, %rdi
	call	strlen@PLT
	movq	%r13, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L973:
	movq	8(%rsp), %rdi
	leaq	.LC114(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L977
	leaq	SERVICE_DISTS(%rip), %r12
	leaq	.LC8(%rip), %rbp
	leaq	384(%r12), %r14
	leaq	.LC117(%rip), %r13
.L976:
	movq	80(%r12), %rcx
	movq	(%r12), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$96, %r12
	call	printf@PLT
	cmpq	%r14, %r12
	jne	.L976
	addq	$104, %rbx
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L965
.L1007:
	leaq	.LC118(%rip), %rdi
	movq	40(%rsp), %r12
	leaq	OPTIONS(%rip), %rbx
	call	puts@PLT
	leaq	.LC119(%rip), %rbp
	jmp	.L980
	.p2align 4,,10
	.p2align 3
.L979:
	addq	$104, %rbx
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L1012
.L980:
	movq	32(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L979
	movl	44(%rbx), %edx
	testl	%edx, %edx
	jne	.L979
	leaq	48(%rsp), %rsi
	addq	$104, %rbx
	call	alternatives.constprop.0
	movq	-104(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L980
.L1012:
	leaq	.LC120(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC121(%rip), %rbx
	call	printf@PLT
	jmp	.L982
	.p2align 4,,10
	.p2align 3
.L981:
	addq	$104, %r12
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %r12
	je	.L1013
.L982:
	testb	$2, 40(%r12)
	je	.L981
	cmpl	$2, 8(%r12)
	je	.L981
	movl	44(%r12), %eax
	testl	%eax, %eax
	jne	.L981
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$104, %r12
	call	printf@PLT
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rax, %r12
	jne	.L982
.L1013:
	addq	$184, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC122(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L1010:
	.cfi_restore_state
	movq	%r12, %rsi
	leaq	.LC115(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 48(%rsp)
	testq	%r14, %r14
	jne	.L1014
.L971:
	movq	%r15, %rdi
	call	strlen@PLT
	movq	%r15, %rcx
	movq	%r12, %rsi
	leaq	.LC116(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L973
	.p2align 4,,10
	.p2align 3
.L1009:
	movq	8(%rsp), %rdi
	call	strlen@PLT
	movl	$63, %r11d
	leaq	1(%r12,%rax), %rdx
	movb	$0, (%rdx)
	subq	%rax, %r11
	je	.L968
	leaq	SERVICE_DISTS(%rip), %r10
	movq	%r14, 16(%rsp)
	xorl	%r13d, %r13d
	movl	%ebp, %r14d
	movq	%rbx, 24(%rsp)
	movq	%rdx, %rbp
	movq	%r11, %rbx
	leaq	.LC111(%rip), %r8
	movq	%r12, 32(%rsp)
	leaq	.LC8(%rip), %rcx
	movq	%r10, %r12
.L969:
	movq	%rbx, %rsi
	leaq	0(%rbp,%r13), %rdi
	xorl	%eax, %eax
	addl	$1, %r14d
	subq	%r13, %rsi
	leaq	.LC45(%rip), %rdx
	addq	$96, %r12
	call	snprintf@PLT
	cltq
	addq	%rax, %r13
	cmpl	$3, %r14d
	jg	.L1004
	cmpq	%rbx, %r13
	jnb	.L1004
	movq	(%r12), %r8
	leaq	.LC110(%rip), %rcx
	jmp	.L969
	.p2align 4,,10
	.p2align 3
.L1008:
	leaq	.LC8(%rip), %r9
	movq	%r9, %r8
	jmp	.L967
	.p2align 4,,10
	.p2align 3
.L1004:
	movq	16(%rsp), %r14
	movq	24(%rsp), %rbx
	movq	32(%rsp), %r12
	jmp	.L968
	.cfi_endproc
.LFE289:
	.size	print_usage, .-print_usage
	.section	.rodata.str1.8
	.align 8
.LC124:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC125:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC126:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC127:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC128:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes.constprop.0, @function
svg_axes.constprop.0:
.LFB387:
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
	divsd	.LC77(%rip), %xmm0
	movsd	%xmm0, 16(%rsp)
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jb	.L1016
	movapd	%xmm3, %xmm0
	leaq	.LC124(%rip), %r12
	jmp	.L1019
	.p2align 4,,10
	.p2align 3
.L1023:
	movsd	16(%rbx), %xmm0
.L1019:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%r12, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbp, %rdi
	movl	$4, %eax
	movsd	.LC53(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC52(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC123(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%rbx), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L1023
.L1016:
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
	leaq	.LC125(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbp, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC126(%rip), %rsi
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
	leaq	.LC127(%rip), %r8
	leaq	.LC128(%rip), %rsi
	popq	%r13
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE387:
	.size	svg_axes.constprop.0, .-svg_axes.constprop.0
	.section	.rodata.str1.1
.LC129:
	.string	"%lu.%0*lu %s"
.LC130:
	.string	"%lu %s"
	.text
	.p2align 4
	.type	fmt_read.constprop.0, @function
fmt_read.constprop.0:
.LFB388:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L1031
	cmpq	$999999, %rsi
	ja	.L1032
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L1025:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.4(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L1027
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L1029
	jmp	.L1028
	.p2align 4,,10
	.p2align 3
.L1042:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L1028
.L1029:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L1042
.L1027:
	imulq	$24, %rsi, %rdi
	leaq	.LC130(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L1030:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L1028:
	.cfi_restore_state
	imulq	$24, %rsi, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 24
	movq	%rdx, %r9
	movl	$32, %esi
	leaq	.LC129(%rip), %rdx
	xorl	%eax, %eax
	pushq	(%r11,%rdi)
	.cfi_def_cfa_offset 32
	movq	%rbx, %rdi
	call	snprintf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 24
	popq	%rcx
	.cfi_def_cfa_offset 16
	jmp	.L1030
.L1031:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L1025
.L1032:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L1025
	.cfi_endproc
.LFE388:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC131:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC132:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC133:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC134:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC135:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC136:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC137:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC138:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC139:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.text
	.p2align 4
	.type	print_findings, @function
print_findings:
.LFB317:
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
.L1047:
	movq	40(%rbp,%rbx,8), %rax
	addq	%rax, %rax
	cmpq	%rax, 120(%rbp,%rbx,8)
	jb	.L1044
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %ebx
	je	.L1057
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
	leaq	.LC132(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	(%rax,%rbx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	136(%rbp), %r15
	movq	56(%rbp), %rbx
	movq	216(%rbp), %r14
.L1048:
	cmpq	%rbx, %r15
	je	.L1059
	movq	%rbx, %rdx
	leaq	48(%rsp), %rdi
	movq	%r15, %rsi
	call	fmt_ratio.constprop.0
	leaq	16(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rax, (%rsp)
	call	fmt_read.constprop.0
	movq	(%rsp), %rdx
	leaq	.LC135(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1049:
	cmpq	%r14, %rbx
	je	.L1060
	leaq	144(%rsp), %rdi
	movq	%r14, %rsi
	call	fmt_read.constprop.0
	leaq	112(%rsp), %rdi
	movq	%rax, %rbx
	movq	344(%rbp), %rax
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	movq	%rbx, %rdx
	leaq	.LC137(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1053:
	testl	%r13d, %r13d
	jne	.L1054
	leaq	.LC138(%rip), %rdi
	call	puts@PLT
.L1043:
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
.L1044:
	.cfi_restore_state
	addq	$1, %rbx
	cmpq	$6, %rbx
	jne	.L1047
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC131(%rip), %rdi
	call	puts@PLT
	movq	136(%rbp), %r15
	movq	56(%rbp), %rbx
	movq	216(%rbp), %r14
	jmp	.L1048
.L1054:
	movq	32(%r12), %rdx
	movq	(%r12), %rax
	leaq	16(%rsp), %rdi
	movq	(%rax,%rdx,8), %rsi
	call	fmt_read.constprop.0
	movq	32(%r12), %rdx
	movq	40(%r12), %rsi
	leaq	.LC139(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rdx, %rsi
	call	printf@PLT
	jmp	.L1043
.L1057:
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
	leaq	.LC133(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1049
.L1060:
	movq	344(%rbp), %rax
	leaq	112(%rsp), %rdi
	movq	272(%rax), %rsi
	call	fmt_read.constprop.0
	leaq	.LC136(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1053
.L1059:
	leaq	.LC134(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1049
	.cfi_endproc
.LFE317:
	.size	print_findings, .-print_findings
	.section	.rodata.str1.1
.LC140:
	.string	"--arrivals"
	.section	.rodata.str1.8
	.align 8
.LC141:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC142:
	.string	"r"
.LC143:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open.constprop.0, @function
numbers_open.constprop.0:
.LFB389:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pxor	%xmm0, %xmm0
	leaq	.LC140(%rip), %r14
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
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdi, %rbx
	subq	$144, %rsp
	.cfi_def_cfa_offset 192
	movups	%xmm0, 16(%rdi)
	movups	%xmm0, 32(%rdi)
	movq	%rsi, 24(%rdi)
	movq	%rsp, %rsi
	movq	%r14, 32(%rdi)
	movups	%xmm0, (%rdi)
	movups	%xmm0, 48(%rdi)
	movq	%rbp, %rdi
	call	stat@PLT
	testl	%eax, %eax
	jne	.L1062
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L1067
.L1062:
	leaq	.LC142(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L1068
	xorl	%eax, %eax
.L1061:
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
.L1067:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r14, %rcx
	leaq	.LC141(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L1063:
	orl	$-1, %eax
	jmp	.L1061
.L1068:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r14, %rcx
	movq	%r13, %rsi
	movq	%rax, %r9
	leaq	.LC143(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1063
	.cfi_endproc
.LFE389:
	.size	numbers_open.constprop.0, .-numbers_open.constprop.0
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB390:
	.cfi_startproc
	movq	$0, 8(%rdi)
	movq	%rdi, %r8
	leaq	16(%rdi), %rdi
	movq	$0, 96(%rdi)
	movl	%r8d, %eax
	andq	$-8, %rdi
	subl	%edi, %eax
	leal	120(%rax), %ecx
	xorl	%eax, %eax
	shrl	$3, %ecx
	rep stosq
	movq	%rsi, (%r8)
	cmpq	$0, 112(%rsi)
	je	.L1076
.L1072:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L1076:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L1072
	cmpl	$1, %eax
	je	.L1077
	movq	104(%rsi), %rsi
	leaq	40(%r8), %rdi
	movl	$256, %ecx
	jmp	numbers_open.constprop.0
	.p2align 4,,10
	.p2align 3
.L1077:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r8)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r8)
	ret
	.cfi_endproc
.LFE390:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.section	.rodata.str1.1
.LC144:
	.string	"%lu.%lu"
.LC145:
	.string	"%lu.%02lu"
.LC146:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB392:
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
	jnb	.L1083
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L1084
	leaq	.LC146(%rip), %rdx
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
.L1084:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC145(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1083:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC144(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE392:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.1
.LC147:
	.string	"n"
.LC148:
	.string	"set"
.LC149:
	.string	"%-*s %9s"
.LC150:
	.string	" %11s"
.LC151:
	.string	"slow %"
.LC152:
	.string	"slow"
.LC153:
	.string	" %8s %8s"
.LC154:
	.string	"cv"
.LC155:
	.string	" %6s\n"
.LC156:
	.string	"%-*s %9lu"
.LC157:
	.string	"%lu.%04lu"
.LC158:
	.string	" %8lu %8s"
.LC159:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC160:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC161:
	.string	"ratios: open/closed p99 %s"
.LC162:
	.string	", p99.9 %s"
.LC163:
	.string	"; corrected/closed p99 %s"
.LC164:
	.string	"; open/corrected p99 %s"
.LC165:
	.string	", p90 %s\n"
	.text
	.p2align 4
	.type	print_table, @function
print_table:
.LFB316:
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
	movl	$10, %edi
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	leaq	.LC150(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	PCT_LABEL(%rip), %rbx
	leaq	48(%rbx), %r12
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	call	putchar@PLT
	leaq	.LC147(%rip), %rcx
	xorl	%eax, %eax
	leaq	.LC148(%rip), %rdx
	movl	$10, %esi
	leaq	.LC149(%rip), %rdi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1086:
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	call	printf@PLT
	cmpq	%r12, %rbx
	jne	.L1086
	leaq	.LC151(%rip), %rdx
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	movq	%r13, %r14
	leaq	.LC152(%rip), %rsi
	leaq	.LC153(%rip), %rdi
	movq	%r12, %r15
	movq	%r13, %r12
	call	printf@PLT
	leaq	.LC154(%rip), %rsi
	xorl	%eax, %eax
	leaq	.LC155(%rip), %rdi
	call	printf@PLT
	leaq	16(%rsp), %rbx
.L1089:
	leaq	SET_NAME(%rip), %rax
	movq	32(%r12), %rcx
	movl	$10, %esi
	xorl	%r13d, %r13d
	movq	(%rax,%r15), %rdx
	leaq	.LC156(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L1087:
	movq	40(%r12,%r13,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r13
	call	fmt_us.constprop.0
	movq	%rbp, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r13
	jne	.L1087
	movq	32(%r12), %r8
	movq	88(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L1088
	movq	%r8, %rcx
	movl	$1000000, %edx
	movq	$0, 8(%rsp)
	shrq	%rcx
	mulq	%rdx
	movq	%rcx, (%rsp)
	addq	(%rsp), %rax
	adcq	8(%rsp), %rdx
	movq	%rax, %rdi
	xorl	%ecx, %ecx
	movq	%rdx, %rsi
	movq	%r8, %rdx
	call	__udivti3@PLT
	movq	%rax, %rcx
	movabsq	$3777893186295716171, %rax
	mulq	%rcx
	movq	%rdx, %r8
	shrq	$11, %r8
	imulq	$10000, %r8, %rax
	subq	%rax, %rcx
	movq	%rcx, %r8
	movq	%rdx, %rcx
	shrq	$11, %rcx
.L1088:
	leaq	.LC157(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$80, %r12
	movl	$32, %esi
	call	snprintf@PLT
	movq	8(%r12), %rsi
	movq	%rbx, %rdx
	xorl	%eax, %eax
	leaq	.LC158(%rip), %rdi
	call	printf@PLT
	leaq	.LC159(%rip), %rdi
	movl	$1, %eax
	movsd	272(%r14,%r15), %xmm0
	addq	$8, %r15
	call	printf@PLT
	cmpq	$24, %r15
	jne	.L1089
	movq	(%r14), %rax
	movq	%rbx, %rdi
	movq	192(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC160(%rip), %rdi
	movq	%rax, %rdx
	movq	(%r14), %rax
	movl	216(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%r14), %rdx
	movq	136(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC161(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	64(%r14), %rdx
	movq	144(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC162(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	56(%r14), %rdx
	movq	216(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC163(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	216(%r14), %rdx
	movq	136(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC164(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	208(%r14), %rdx
	movq	128(%r14), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC165(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
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
.LFE316:
	.size	print_table, .-print_table
	.section	.rodata.str1.8
	.align 8
.LC166:
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
	movsd	.LC69(%rip), %xmm0
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
	leaq	.LC166(%rip), %rdi
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
.LC167:
	.string	"mean "
.LC168:
	.string	"Poisson"
.LC169:
	.string	"periodic"
.LC170:
	.string	"s"
.LC171:
	.string	"given"
	.section	.rodata.str1.8
	.align 8
.LC172:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC173:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC174:
	.string	"server: service %s, mean %.1f us, scv %.3f"
	.section	.rodata.str1.1
.LC175:
	.string	"; "
	.section	.rodata.str1.8
	.align 8
.LC176:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC177:
	.string	"no stalls"
.LC178:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC179:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC180:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC181:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC182:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC183:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC184:
	.string	"\ncorrection: expected interval "
	.align 8
.LC185:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC186:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC187:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC188:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC189:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC190:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC191:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC192:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC193:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC194:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC195:
	.string	"; 1 warmup + %u reps\n"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB315:
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
	leaq	.LC172(%rip), %rdi
	call	printf@PLT
	movl	8(%rbx), %r12d
	testl	%r12d, %r12d
	jne	.L1099
	movq	(%rbx), %rsi
	leaq	16(%rsp), %rdi
	leaq	80(%rsp), %r14
	leaq	48(%rsp), %r13
	call	fmt_us.constprop.0
	leaq	.LC173(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1100:
	cmpq	$0, 48(%rbx)
	jne	.L1138
	leaq	.LC177(%rip), %rdi
	call	puts@PLT
.L1107:
	movl	72(%rbx), %ecx
	movq	136(%rbx), %r12
	testl	%ecx, %ecx
	je	.L1139
	xorl	%esi, %esi
	cmpq	$1, %r12
	jbe	.L1111
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	subq	$1, %r12
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r12
	movq	%rax, %rsi
.L1111:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC181(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L1110:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC8(%rip), %rax
	leaq	.LC170(%rip), %rcx
	leaq	.LC182(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L1140
.L1113:
	leaq	.LC184(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L1141
	movq	184(%rbx), %r12
	movq	168(%rbx), %rsi
	leaq	.LC171(%rip), %rax
	movq	%r13, %rdi
	testq	%r12, %r12
	cmove	%rax, %r12
	call	fmt_us.constprop.0
	leaq	.LC186(%rip), %rdi
	movq	%rax, %rsi
	movq	%r12, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L1115:
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC187(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L1142
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, (%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L1118
.L1119:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L1143
	leaq	.LC190(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC191(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1121:
	movl	24(%r15), %eax
	cmpl	$2, %eax
	je	.L1144
	cmpl	$1, %eax
	je	.L1145
	leaq	.LC194(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L1123:
	movl	216(%rbx), %esi
	addq	$120, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC195(%rip), %rdi
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
.L1142:
	.cfi_restore_state
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L1119
.L1118:
	leaq	.LC188(%rip), %rdi
	call	puts@PLT
	jmp	.L1119
.L1099:
	imulq	$96, %r12, %r12
	leaq	80(%rsp), %r14
	movq	%rbx, %rdi
	leaq	48(%rsp), %r13
	movq	%r14, %rdx
	movq	%r13, %rsi
	call	service_moments
	leaq	SERVICE_DISTS(%rip), %rax
	movsd	80(%rsp), %xmm1
	leaq	.LC174(%rip), %rdi
	addq	%rax, %r12
	movl	$2, %eax
	movsd	48(%rsp), %xmm0
	divsd	.LC77(%rip), %xmm0
	movq	(%r12), %rsi
	call	printf@PLT
	movq	88(%r12), %rax
	testq	%rax, %rax
	je	.L1101
	movq	%rbx, %rdi
	call	*%rax
.L1101:
	leaq	.LC175(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1100
.L1138:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1146
	cmpq	$0, 56(%rbx)
	jne	.L1108
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC178(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1107
.L1141:
	leaq	.LC185(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1115
.L1140:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC183(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1113
.L1139:
	movq	80(%rbx), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC180(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1110
.L1108:
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
	leaq	.LC179(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1107
.L1145:
	leaq	.LC193(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1123
.L1144:
	movq	40(%r15), %rdx
	movq	32(%r15), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC192(%rip), %rdi
	call	printf@PLT
	jmp	.L1123
.L1143:
	movl	$29, %esi
	leaq	.LC189(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L1121
.L1146:
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r13, %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	leaq	.LC167(%rip), %rdx
	leaq	.LC8(%rip), %rcx
	cmpl	$1, 40(%rbx)
	movq	%rdx, %r8
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, 8(%rsp)
	cmovne	%rcx, %r8
	movq	%r8, (%rsp)
	call	fmt_us.constprop.0
	cmpl	$1, 44(%rbx)
	leaq	.LC8(%rip), %rcx
	leaq	.LC167(%rip), %rdx
	cmovne	%rcx, %rdx
	cmpl	$1, 40(%rbx)
	pushq	%rdi
	.cfi_def_cfa_offset 184
	leaq	.LC168(%rip), %rcx
	pushq	%r12
	.cfi_def_cfa_offset 192
	leaq	.LC169(%rip), %rsi
	movq	24(%rsp), %r9
	leaq	.LC176(%rip), %rdi
	cmove	%rcx, %rsi
	movq	16(%rsp), %r8
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	popq	%r8
	.cfi_def_cfa_offset 184
	popq	%r9
	.cfi_def_cfa_offset 176
	jmp	.L1107
	.cfi_endproc
.LFE315:
	.size	print_plan, .-print_plan
	.p2align 4
	.type	set_real, @function
set_real:
.LFB263:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rsi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%r8, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rcx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdi, %rbp
	movq	%rdx, %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdx, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 64
	leaq	8(%rsp), %rsi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1148
	movq	72(%r14), %rdx
	movsd	8(%rsp), %xmm1
	testq	%rdx, %rdx
	js	.L1150
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1151:
	comisd	%xmm0, %xmm1
	ja	.L1148
	movq	56(%r14), %rdx
	movsd	%xmm1, 0(%rbp,%rdx)
.L1147:
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
.L1150:
	.cfi_restore_state
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1151
	.p2align 4,,10
	.p2align 3
.L1148:
	movq	(%r14), %rcx
	movq	88(%r14), %r9
	movq	%rbx, %r8
	movq	%r13, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1147
	.cfi_endproc
.LFE263:
	.size	set_real, .-set_real
	.p2align 4
	.type	set_reps, @function
set_reps:
.LFB269:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%r8, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rsi, %rbx
	movq	%rbp, %rdi
	subq	$16, %rsp
	.cfi_def_cfa_offset 64
	movq	72(%rsi), %rdx
	movq	64(%rsi), %rsi
	leaq	8(%rsp), %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1160
	movq	8(%rsp), %rdx
	movl	%edx, 216(%r12)
.L1156:
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
.L1160:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	movq	%rbp, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1156
	.cfi_endproc
.LFE269:
	.size	set_reps, .-set_reps
	.p2align 4
	.type	set_count, @function
set_count:
.LFB262:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rdi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%r8, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rcx, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	56(%rsi), %rcx
	movq	%rsi, %rbx
	movq	72(%rsi), %rdx
	movq	64(%rsi), %rsi
	addq	%rdi, %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1167
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1161
	movl	$1, (%r14,%rdx)
.L1161:
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
.L1167:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	movq	%rbp, %r8
	movq	%r13, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1161
	.cfi_endproc
.LFE262:
	.size	set_count, .-set_count
	.p2align 4
	.type	set_slow_service, @function
set_slow_service:
.LFB273:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%r8, %r14
	movl	$1400, %r8d
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	xorl	%esi, %esi
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdx, %rbx
	movq	%rbx, %rdi
	subq	$1424, %rsp
	.cfi_def_cfa_offset 1472
	leaq	16(%rsp), %rcx
	leaq	8(%rsp), %rdx
	call	parse_time
	testl	%eax, %eax
	jne	.L1169
	movq	8(%rsp), %rcx
	leaq	-1(%rcx), %rdx
	shrq	$50, %rdx
	jne	.L1169
	movq	%rcx, 32(%rbp)
.L1168:
	addq	$1424, %rsp
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
.L1169:
	.cfi_restore_state
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1168
	.cfi_endproc
.LFE273:
	.size	set_slow_service, .-set_slow_service
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB401:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L1178
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L1177
	.p2align 4,,10
	.p2align 3
.L1175:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L1176
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1176
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L1176:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L1173
.L1177:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L1175
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L1177
.L1173:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L1178:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE401:
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
	je	.L1184
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L1200
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L1186
	.p2align 4,,10
	.p2align 3
.L1187:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L1200
.L1186:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L1187
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
.L1188:
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
	jne	.L1188
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L1189:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L1191
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L1191:
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
.L1198:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L1192
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
	je	.L1202
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L1194:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L1194
.L1193:
	xorl	%r15d, %r15d
	jmp	.L1196
	.p2align 4,,10
	.p2align 3
.L1197:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L1209
	movq	%r14, %r13
.L1196:
	cmpq	%r13, %r15
	jb	.L1197
.L1192:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L1198
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
.L1209:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L1196
	.p2align 4,,10
	.p2align 3
.L1200:
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
.L1202:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L1193
.L1184:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L1189
	.cfi_endproc
.LFE99:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB402:
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
	jne	.L1212
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1212:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1214:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1213
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
.L1213:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1214
	testq	%r15, %r15
	je	.L1218
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1216:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1216
.L1215:
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
.L1218:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1215
	.cfi_endproc
.LFE402:
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
	ja	.L1239
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1226:
	testq	%r12, %r12
	js	.L1227
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1228:
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
	xorpd	.LC196(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC197(%rip), %xmm0
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1240
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1231:
	movabsq	$6000292609090864434, %rsi
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	draw_u01
	mulsd	.LC198(%rip), %xmm0
	call	cos@PLT
	mulsd	16(%rsp), %xmm0
	mulsd	8(%rsp), %xmm0
	addsd	24(%rsp), %xmm0
	call	exp@PLT
	addsd	.LC34(%rip), %xmm0
	movl	$1, %eax
	movsd	.LC1(%rip), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1223
	comisd	.LC199(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1223
	movsd	.LC80(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1242
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1223:
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
.L1227:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1228
	.p2align 4,,10
	.p2align 3
.L1242:
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
.L1239:
	.cfi_restore_state
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1226
.L1240:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1231
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
	js	.L1244
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1245:
	movabsq	$6000292609090864433, %rsi
	movq	96(%rdi), %rdi
	call	draw_u01
	xorpd	.LC196(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC34(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1243
	comisd	.LC200(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1243
	movsd	.LC80(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1252
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1243:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1244:
	.cfi_restore_state
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1245
	.p2align 4,,10
	.p2align 3
.L1252:
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
.LFB225:
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
	jne	.L1268
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
.L1267:
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
.L1255:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L1258
	jmp	.L1262
	.p2align 4,,10
	.p2align 3
.L1281:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1257:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L1262
.L1258:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1281
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1257
	.p2align 4,,10
	.p2align 3
.L1262:
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
	jne	.L1255
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L1263
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L1264:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1264
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
.L1265:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1265
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
.L1266:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L1266
.L1269:
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
	jne	.L1267
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L1268:
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
.L1263:
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
	jmp	.L1269
	.cfi_endproc
.LFE225:
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
	je	.L1283
	testq	%rcx, %rcx
	je	.L1282
	movq	%rsi, %rcx
	addq	%rsi, %r12
	leaq	SERVICE_DISTS(%rip), %r13
	negq	%rcx
	leaq	(%rdx,%rcx,8), %r14
	jmp	.L1285
	.p2align 4,,10
	.p2align 3
.L1302:
	movl	8(%rbp), %eax
.L1285:
	leaq	(%rax,%rax,2), %rax
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	salq	$5, %rax
	call	*8(%r13,%rax)
	movq	%rax, (%r14,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r12
	jne	.L1302
.L1282:
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
.L1283:
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
	js	.L1286
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1287:
	testq	%r12, %r12
	je	.L1282
	addq	$1, %rbx
	leaq	(%rdx,%r12,8), %r13
	movq	%rdx, %r14
	movabsq	$-7046029254386353131, %rax
	movabsq	$-4658895280553007687, %r12
	imulq	%rax, %rbx
	movabsq	$-7723592293110705685, %rbp
	addq	%rcx, %rbx
	jmp	.L1291
	.p2align 4,,10
	.p2align 3
.L1303:
	cvttsd2siq	%xmm1, %rax
	.p2align 4,,10
	.p2align 3
.L1288:
	movq	%rax, (%r14)
	addq	$8, %r14
	movabsq	$-7046029254386353131, %rax
	addq	%rax, %rbx
	cmpq	%r14, %r13
	je	.L1282
.L1291:
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
	xorpd	.LC196(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC34(%rip), %xmm1
	movsd	.LC1(%rip), %xmm3
	subsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm3
	ja	.L1288
	comisd	.LC200(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1288
	comisd	.LC80(%rip), %xmm1
	jb	.L1303
	subsd	.LC80(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1288
	.p2align 4,,10
	.p2align 3
.L1286:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1287
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
	js	.L1305
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1306:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1388
	sqrtsd	%xmm0, %xmm0
.L1309:
	mulsd	.LC201(%rip), %xmm0
	movsd	.LC80(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1310
	cvttsd2siq	%xmm0, %rax
.L1311:
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
	jmp	.L1313
	.p2align 4,,10
	.p2align 3
.L1398:
	leaq	8(%r10), %r9
	cmpq	%rbp, %r8
	jnb	.L1312
	movq	%r9, %r10
.L1313:
	movq	(%rsi,%r10), %r8
	movq	%rax, %rcx
	addq	$1, %rax
	movq	%rbx, %rdx
	addq	%rbx, %r8
	movq	%r8, %rbx
	cmpq	%rdi, %rax
	jb	.L1398
.L1312:
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
	jc	.L1316
	movq	8(%r14), %r11
	cmpq	%r11, %r10
	cmovbe	%r10, %r11
	movq	%r11, 48(%rsp)
.L1317:
	movq	8(%rsp), %r11
	movq	%rcx, %r12
	testq	%rcx, %rcx
	jne	.L1318
	jmp	.L1399
	.p2align 4,,10
	.p2align 3
.L1321:
	subq	-8(%rsi,%r12,8), %r11
	subq	$1, %r12
	je	.L1320
.L1318:
	cmpq	%r15, -8(%r9,%r12,8)
	jnb	.L1321
.L1320:
	cmpq	%rdi, %rcx
	jnb	.L1350
.L1324:
	movq	48(%rsp), %rdx
	movq	%rcx, %r13
	jmp	.L1322
	.p2align 4,,10
	.p2align 3
.L1327:
	addq	$1, %r13
	cmpq	%rdi, %r13
	jnb	.L1323
.L1322:
	cmpq	(%r9,%r13,8), %rdx
	jnb	.L1327
.L1323:
	testq	%rcx, %rcx
	je	.L1400
.L1326:
	cmpq	$0, 24(%rsp)
	je	.L1329
	movq	8(%rsp), %rdx
	cmpq	%rbp, %rdx
	movq	%rdx, %r10
	movq	%rbp, %rdx
	cmova	%rbp, %r10
	subq	%r10, %rdx
	movq	16(%rsp), %r10
	cmpq	%r10, %rdx
	jnb	.L1331
	movq	24(%rsp), %r10
	movq	%rcx, %rdx
	movq	%rdi, 56(%rsp)
	movq	%r12, 72(%rsp)
	movq	8(%rsp), %rdi
	movq	%r9, 64(%rsp)
	movq	16(%rsp), %r12
	subq	%r10, %rdx
	jmp	.L1332
	.p2align 4,,10
	.p2align 3
.L1401:
	cmpq	%rcx, %rdx
	je	.L1394
	cmpq	%rbp, %rdi
	movq	%rbp, %r10
	movq	%rbp, %r9
	cmovbe	%rdi, %r10
	subq	%r10, %r9
	cmpq	%r12, %r9
	jnb	.L1394
.L1332:
	subq	$1, %rcx
	subq	(%rsi,%rcx,8), %rdi
	testq	%rcx, %rcx
	jne	.L1401
.L1394:
	movq	64(%rsp), %r9
	movq	72(%rsp), %r12
	movq	%rdi, 8(%rsp)
	movq	56(%rsp), %rdi
.L1331:
	cmpq	%rdi, %rax
	jnb	.L1329
.L1344:
	cmpq	%r8, %rbp
	movq	%r8, %r10
	movq	16(%rsp), %rdx
	cmovbe	%rbp, %r10
	subq	%r10, %r8
	cmpq	%rdx, %r8
	jnb	.L1329
	movq	%r12, 64(%rsp)
	movq	24(%rsp), %r10
	movl	$2, %r8d
	movq	%rdx, %r12
	movq	%r9, 56(%rsp)
	jmp	.L1333
	.p2align 4,,10
	.p2align 3
.L1402:
	cmpq	%r8, %r10
	jb	.L1396
	addq	$1, %r8
	movq	%rbp, %r9
	cmpq	%rbp, %rbx
	movq	%rbx, %rdx
	cmovbe	%rbx, %r9
	subq	%r9, %rdx
	cmpq	%r12, %rdx
	jnb	.L1396
.L1333:
	addq	$1, %rax
	addq	-8(%rsi,%rax,8), %rbx
	cmpq	%rdi, %rax
	jb	.L1402
.L1396:
	movq	56(%rsp), %r9
	movq	64(%rsp), %r12
.L1329:
	cmpq	%r13, %r12
	jnb	.L1353
	leaq	(%rsi,%r12,8), %r8
	leaq	(%rsi,%r13,8), %r10
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L1334:
	addq	(%r8), %rsi
	addq	$8, %r8
	cmpq	%r8, %r10
	jne	.L1334
	leaq	(%rsi,%r11), %r10
.L1325:
	cmpq	%rbp, %r11
	jnb	.L1335
	cmpq	%rbp, %r10
	jb	.L1335
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
	jb	.L1335
	movq	%r10, %rsi
	subq	%rbp, %rsi
	cmpq	%rbp, %rbx
	cmovbe	%rbx, %rbp
	subq	%rbp, %rbx
	cmpq	%r8, %rbx
	cmova	%r8, %rbx
	shrq	$2, %rbx
	cmpq	%rbx, %rsi
	jnb	.L1403
.L1335:
	movq	8(%rsp), %rbx
	movq	%rbx, 48(%r14)
	leaq	0(,%rcx,8), %rbx
	leaq	(%r9,%rbx), %rsi
	testq	%rcx, %rcx
	je	.L1342
	movq	(%rsi), %rdx
	movq	%rdx, (%r14)
.L1342:
	cmpq	%rdi, %rax
	jb	.L1404
.L1343:
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
	je	.L1304
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
.L1304:
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
.L1310:
	.cfi_restore_state
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1311
	.p2align 4,,10
	.p2align 3
.L1404:
	movq	-8(%r9,%rax,8), %rdx
	movq	%rdx, 8(%r14)
	jmp	.L1343
	.p2align 4,,10
	.p2align 3
.L1305:
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1306
.L1403:
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
	jnb	.L1340
	movq	96(%r14), %rcx
	movq	32(%rsp), %rsi
	movq	40(%rsp), %rdi
	.p2align 4,,10
	.p2align 3
.L1339:
	movq	(%rsi,%r12,8), %rax
	movq	(%rdi,%r12,8), %rdx
	addq	$1, %r12
	subq	%r15, %rax
	movq	%rdx, (%rcx,%rax,8)
	cmpq	%r13, %r12
	jne	.L1339
.L1340:
	movq	48(%rsp), %rax
	movq	88(%r14), %rcx
	movq	%r11, 48(%r14)
	movq	%r15, (%r14)
	movq	%rax, 8(%r14)
	movl	$1, 72(%r14)
	testq	%rcx, %rcx
	je	.L1304
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
	jmp	.L1304
	.p2align 4,,10
	.p2align 3
.L1353:
	movq	%r11, %r10
	jmp	.L1325
.L1399:
	testq	%rdi, %rdi
	jne	.L1324
	movq	8(%rsp), %r10
	xorl	%r13d, %r13d
	movl	$1, %eax
	jmp	.L1325
	.p2align 4,,10
	.p2align 3
.L1350:
	movq	%rcx, %r13
	jmp	.L1326
.L1400:
	cmpq	%rdi, %rax
	jnb	.L1329
	cmpq	$0, 24(%rsp)
	jne	.L1344
	jmp	.L1329
.L1388:
	call	sqrt@PLT
	jmp	.L1309
.L1316:
	movq	$-1, 48(%rsp)
	jmp	.L1317
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
	jne	.L1414
	movq	56(%rdi), %rax
	cmpq	64(%rdi), %rax
	je	.L1412
	movq	96(%rdi), %rdx
.L1408:
	movq	%rbp, (%rdx,%rax,8)
	movq	56(%rdi), %rax
	movq	104(%rdi), %rdx
	leaq	1(%rax), %rcx
	movq	%rcx, 56(%rdi)
	movq	%r12, (%rdx,%rax,8)
.L1405:
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
.L1414:
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
.L1412:
	.cfi_restore_state
	movq	%rcx, %rsi
	movq	%r8, %rdx
	movq	%r9, %rcx
	movq	%rdi, 8(%rsp)
	call	guess_narrow
	movq	8(%rsp), %rdi
	movq	(%rdi), %rax
	cmpq	%rax, %rbp
	jb	.L1415
	cmpq	%rbp, 8(%rdi)
	jb	.L1405
	movl	72(%rdi), %ecx
	movq	96(%rdi), %rdx
	testl	%ecx, %ecx
	jne	.L1410
	movq	56(%rdi), %rax
	jmp	.L1408
	.p2align 4,,10
	.p2align 3
.L1410:
	subq	%rax, %rbp
	addq	%r12, (%rdx,%rbp,8)
	jmp	.L1405
	.p2align 4,,10
	.p2align 3
.L1415:
	addq	%r12, 48(%rdi)
	jmp	.L1405
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
	jne	.L1456
	movdqa	32(%rdi), %xmm0
	movq	16(%rdi), %r8
	movq	24(%rdi), %r9
	movq	48(%rdi), %r15
	movhlps	%xmm0, %xmm1
	movq	384(%rdi), %rdi
	movq	%xmm0, 24(%rsp)
	movq	%xmm1, %r11
	testq	%rcx, %rcx
	je	.L1437
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
.L1426:
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
	jnb	.L1427
	addq	%rdi, 24(%rsp)
.L1427:
	cmpq	%rsi, %r11
	cmova	%rsi, %r11
	cmpq	%rsi, %rbp
	cmovb	%rsi, %rbp
	cmpq	$16383, %rsi
	jbe	.L1428
	bsrq	%rsi, %rax
	movl	$50, %ecx
	xorq	$63, %rax
	subl	%eax, %ecx
	shrq	%cl, %rsi
	salq	$13, %rcx
	addq	%rcx, %rsi
.L1428:
	addq	%rdi, (%r12,%rsi,8)
	addq	$8, %r10
	addq	$8, %r13
	cmpq	%r10, 16(%rsp)
	jne	.L1426
	movq	24(%rsp), %xmm0
	movq	%rbp, %r15
	movq	%r11, %xmm3
	movq	40(%rsp), %rbp
	movq	48(%rsp), %r12
	movq	56(%rsp), %r14
	punpcklqdq	%xmm3, %xmm0
.L1425:
	movq	%r8, 16(%rbx)
	movdqa	(%rsp), %xmm2
	movq	1064(%rbx), %r8
	movq	%r9, 24(%rbx)
	movq	%r15, 48(%rbx)
	movaps	%xmm2, (%rbx)
	movaps	%xmm0, 32(%rbx)
	testq	%r8, %r8
	je	.L1416
	movq	%r14, (%rsp)
	leaq	392(%rbx), %r15
	xorl	%esi, %esi
.L1435:
	movq	(%r15), %r9
	movq	8(%r15), %rax
	movq	48(%r15), %rdi
	subq	%r9, %rax
	cmpq	$0, (%rsp)
	je	.L1430
	movq	32(%rsp), %r14
	movq	%r12, %rcx
	movl	%esi, 16(%rsp)
	movq	%rbp, %r12
	xorl	%r13d, %r13d
	movq	%rbx, %rbp
	movq	%r14, %rbx
	movq	%rcx, %r14
	jmp	.L1434
	.p2align 4,,10
	.p2align 3
.L1458:
	addq	%rdi, %rdx
	cmpq	%r9, %rsi
	cmovb	%rdx, %rdi
	addq	$1, %r13
	cmpq	%r13, (%rsp)
	je	.L1457
.L1434:
	movq	(%r12,%r13,8), %rsi
	movq	(%r14,%r13,8), %rdx
	movq	%rsi, %r11
	addq	%rdx, %rbx
	subq	%r9, %r11
	cmpq	%r11, %rax
	jb	.L1458
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
	jne	.L1434
.L1457:
	movl	16(%rsp), %esi
	movq	%rbp, %rbx
	movq	%r12, %rbp
	movq	%r14, %r12
.L1430:
	movq	%rdi, 48(%r15)
	addl	$1, %esi
	addq	$112, %r15
	testq	%r8, %r8
	je	.L1416
	cmpl	$5, %esi
	jne	.L1435
.L1416:
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
.L1456:
	.cfi_restore_state
	testq	%rcx, %rcx
	je	.L1416
	movslq	320(%rdi), %rdx
	leaq	324(%rdi), %r11
	xorl	%r9d, %r9d
	movq	%rdx, %rax
	leaq	(%r11,%rdx,4), %r8
.L1421:
	testl	%eax, %eax
	jle	.L1419
	.p2align 4,,10
	.p2align 3
.L1454:
	movq	(%r12,%r9,8), %r10
	movq	0(%rbp,%r9,8), %rdi
	movq	%r11, %rsi
	.p2align 4,,10
	.p2align 3
.L1424:
	movslq	(%rsi), %rax
	movq	%rdi, %rdx
	movl	272(%rbx,%rax,4), %ecx
	subq	224(%rbx,%rax,8), %rdx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1423
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%rbx), %rdx
	addq	%r10, (%rdx,%rax,8)
.L1423:
	addq	$4, %rsi
	cmpq	%rsi, %r8
	jne	.L1424
	addq	$1, %r9
	cmpq	%r14, %r9
	jne	.L1454
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
	addq	$1, %r9
	cmpq	%r9, %r14
	jne	.L1421
	jmp	.L1416
.L1437:
	movq	32(%rsp), %rdi
	movq	%rax, 8(%rsp)
	movq	%rdi, (%rsp)
	jmp	.L1425
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
	jnb	.L1459
	movq	%rdi, %r12
	movq	%rsi, %r13
	movq	%r8, %rbp
	movq	%r9, %rbx
	.p2align 4,,10
	.p2align 3
.L1479:
	movl	72(%r12), %edx
.L1460:
	testl	%edx, %edx
	jne	.L1462
	movq	64(%r12), %rsi
	subq	%r15, %rax
	movq	56(%r12), %r8
	movq	%rsi, %r9
	shrq	%r9
	cmpq	%rax, %r9
	jnb	.L1463
	addq	%r8, %rax
	cmpq	%rax, %rsi
	jnb	.L1463
	cmpq	%r8, %r9
	jb	.L1482
.L1464:
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
	jnb	.L1465
	movq	%rax, %rsi
	subq	%r15, %rsi
	movq	%rax, %r15
	imulq	%rbp, %rsi
	addq	%rsi, 48(%r12)
.L1465:
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
	jnb	.L1459
	testl	%edx, %edx
	jne	.L1466
	movq	%rax, %r8
	movq	64(%r12), %rsi
	subq	56(%r12), %rsi
	subq	%r15, %r8
	cmpq	%r8, %rsi
	jnb	.L1460
	movl	$1, 76(%r12)
.L1459:
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
.L1462:
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
.L1480:
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
.L1466:
	cmpq	%rax, %r15
	jb	.L1479
.L1481:
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
.L1463:
	.cfi_restore_state
	cmpq	%rsi, %r8
	jb	.L1462
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
	jnb	.L1480
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
	jb	.L1479
	jmp	.L1481
	.p2align 4,,10
	.p2align 3
.L1482:
	movq	88(%rsp), %rcx
	movq	80(%rsp), %rdx
	movq	%rbx, %rsi
	movq	%r12, %rdi
	call	guess_narrow
	movl	72(%r12), %edx
	movq	32(%r12), %rcx
	jmp	.L1464
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
	je	.L1484
	xorl	%r15d, %r15d
	movq	%rcx, 104(%rsp)
	movq	1208(%rdi), %r8
	movq	%r15, %rax
	movq	%r10, %r15
	movq	%rax, %r10
	.p2align 4,,10
	.p2align 3
.L1501:
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
	jnb	.L1485
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
	je	.L1487
.L1486:
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
	jmp	.L1496
	.p2align 4,,10
	.p2align 3
.L1517:
	testl	%edx, %edx
	jne	.L1492
	movq	(%rbx), %rcx
	movq	8(%rbx), %rdx
	movq	%rbp, %rsi
	subq	%rcx, %rsi
	subq	%rcx, %rdx
	cmpq	%rsi, %rdx
	jnb	.L1516
	movq	48(%rbx), %rdx
	cmpq	%rcx, %rbp
	leaq	(%rdx,%r10), %rsi
	cmovb	%rsi, %rdx
	movq	%rdx, 48(%rbx)
	movq	1208(%r13), %r8
.L1492:
	addl	$1, %r14d
	addq	$112, %rbx
	cmpl	$6, %r14d
	je	.L1503
.L1518:
	testq	%r8, %r8
	je	.L1503
.L1496:
	movq	1216(%r13), %r9
	movl	76(%rbx), %edx
	cmpq	%r15, %rbp
	jb	.L1517
	testl	%edx, %edx
	jne	.L1492
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
	jb	.L1513
	addl	$1, %r14d
	movq	1208(%r13), %r8
	addq	$112, %rbx
	cmpl	$6, %r14d
	jne	.L1518
	.p2align 4,,10
	.p2align 3
.L1503:
	movq	%rbp, %r11
	movq	%r12, %rbp
	movq	%r10, %r12
	movq	48(%rsp), %r10
	cmpq	%r15, %r11
	jb	.L1487
.L1498:
	addq	%r12, 128(%rsp)
	movq	%rbp, %rax
	cmpq	$16383, %rbp
	jbe	.L1500
	bsrq	%rbp, %rax
	movl	$50, %ecx
	movq	%rbp, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1500:
	movq	136(%rsp), %rdi
	salq	$3, %rax
	addq	%r12, (%rdi,%rax)
	movq	144(%rsp), %rdi
	imulq	%rbp, %r12
	addq	%r12, (%rdi,%rax)
.L1499:
	addq	$1, %r10
	cmpq	%r10, 104(%rsp)
	jne	.L1501
	movq	152(%rsp), %xmm0
	movhps	128(%rsp), %xmm0
.L1484:
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
.L1485:
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
	jnb	.L1488
	leaq	(%r15,%r14), %rax
	cmpq	%rax, %rbx
	jb	.L1489
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r14, %rax
	divq	%r15
	mulq	%r12
	addq	%rax, 64(%rsp)
	adcq	%rdx, 72(%rsp)
.L1489:
	testq	%r8, %r8
	jne	.L1486
	jmp	.L1498
	.p2align 4,,10
	.p2align 3
.L1513:
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
	jmp	.L1492
	.p2align 4,,10
	.p2align 3
.L1516:
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
	jmp	.L1492
	.p2align 4,,10
	.p2align 3
.L1487:
	addq	%r12, 152(%rsp)
	jmp	.L1499
	.p2align 4,,10
	.p2align 3
.L1488:
	addq	%rsi, 64(%rsp)
	adcq	%rdi, 72(%rsp)
	jmp	.L1489
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
	je	.L1529
	movq	8(%rsp), %r11
	movq	(%rdi), %rbx
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	leaq	192(%rdi), %rsi
	leaq	216(%r10), %rbp
	movq	%r11, %rax
	leaq	240(%rdi), %rdi
	divq	%rbx
	jmp	.L1526
	.p2align 4,,10
	.p2align 3
.L1530:
	cmpq	%rbx, %r11
	jb	.L1522
	movl	192(%rsi), %ecx
	movq	%rax, %r9
	subq	96(%rdi), %r9
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1522
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
.L1522:
	addq	$4, %rsi
	addq	$65536, %r8
	addq	$8, %rdi
	cmpq	%rsi, %rbp
	je	.L1519
.L1526:
	movl	(%rsi), %r9d
	testl	%r9d, %r9d
	jne	.L1522
	movl	24(%rsi), %ecx
	testl	%ecx, %ecx
	je	.L1530
	movq	(%rdi), %rcx
	testq	%rcx, %rcx
	jne	.L1524
	movq	%r11, %rcx
	cmpq	%rbx, %r11
	jnb	.L1522
.L1525:
	subq	96(%rdi), %rcx
	movq	%rcx, %r9
	movl	192(%rsi), %ecx
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1522
	movq	504(%r10), %r9
	addq	%r8, %rcx
	movq	(%rsp), %r12
	addq	%r12, (%r9,%rcx,8)
	jmp	.L1522
	.p2align 4,,10
	.p2align 3
.L1529:
	movq	%rsp, %rdx
	leaq	8(%rsp), %rsi
	movl	$1, %ecx
	call	cqr_first_runs
.L1519:
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
.L1524:
	.cfi_restore_state
	cmpq	%rcx, %rax
	jb	.L1522
	cmpq	%rbx, %r11
	jb	.L1522
	movq	%rdx, %rcx
	jmp	.L1525
	.cfi_endproc
.LFE154:
	.size	cqr_add_n, .-cqr_add_n
	.p2align 4
	.type	set_slow_fraction, @function
set_slow_fraction:
.LFB274:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%r8, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdi, %rbp
	movq	%rdx, %rdi
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdx, %rbx
	subq	$16, %rsp
	.cfi_def_cfa_offset 64
	leaq	8(%rsp), %rsi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1532
	movsd	8(%rsp), %xmm0
	comisd	.LC1(%rip), %xmm0
	jnb	.L1532
	movsd	%xmm0, 24(%rbp)
.L1531:
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
.L1532:
	.cfi_restore_state
	movq	(%r12), %rcx
	movq	88(%r12), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1531
	.cfi_endproc
.LFE274:
	.size	set_slow_fraction, .-set_slow_fraction
	.p2align 4
	.type	set_export, @function
set_export:
.LFB280:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%r8, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rsi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	cmpb	$0, (%rdx)
	movq	%rdx, %rbx
	je	.L1539
	movq	%rdi, %r12
	movq	%rdx, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1539
	movq	56(%rbp), %rax
	movq	%rbx, (%r12,%rax)
	movq	80(%rbp), %rax
	testq	%rax, %rax
	jne	.L1542
.L1543:
	xorl	%eax, %eax
.L1538:
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
.L1542:
	.cfi_restore_state
	movl	$1, (%r12,%rax)
	jmp	.L1543
	.p2align 4,,10
	.p2align 3
.L1539:
	movq	0(%rbp), %rcx
	movq	88(%rbp), %r9
	movq	%rbx, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1538
	.cfi_endproc
.LFE280:
	.size	set_export, .-set_export
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
	je	.L1545
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L1575
.L1550:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L1576
	movq	56(%rbp), %rdx
.L1562:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L1556
.L1563:
	movq	$-1, %rax
.L1559:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L1545:
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
.L1567:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L1556:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L1563
	addq	%rdx, %rax
	jmp	.L1559
	.p2align 4,,10
	.p2align 3
.L1575:
	testq	%rax, %rax
	js	.L1548
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1549:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999145100622, %rsi
	call	draw_u01
	xorpd	.LC196(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC34(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1550
	comisd	.LC200(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1550
	movsd	.LC80(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1577
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1550
	.p2align 4,,10
	.p2align 3
.L1576:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L1554
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L1555:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999144771920, %rsi
	call	draw_u01
	xorpd	.LC196(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC34(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1567
	comisd	.LC200(%rip), %xmm1
	jnb	.L1563
	movsd	.LC80(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1578
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L1562
	.p2align 4,,10
	.p2align 3
.L1548:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1549
	.p2align 4,,10
	.p2align 3
.L1554:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1555
	.p2align 4,,10
	.p2align 3
.L1578:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L1562
	.p2align 4,,10
	.p2align 3
.L1577:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1550
	.cfi_endproc
.LFE55:
	.size	stall_src_next, .-stall_src_next
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
	jne	.L1595
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L1584
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L1584
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L1584
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L1584:
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
.L1595:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L1596
.L1581:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L1582
	.p2align 4,,10
	.p2align 3
.L1597:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L1584
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
.L1582:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1597
	jmp	.L1584
	.p2align 4,,10
	.p2align 3
.L1596:
	movq	64(%rsi), %rax
	jmp	.L1581
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
	je	.L1617
	movq	$0, 8(%rsp)
	movq	%rsi, 40(%rsp)
	movq	%rdx, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L1616:
	movq	224(%r15), %rax
	movq	%rax, (%rsp)
	movl	176(%r15), %eax
	cmpl	$3, %eax
	je	.L1641
	movq	40(%rsp), %rcx
	movq	(%rsp), %rsi
	cmpq	136(%rcx), %rsi
	jnb	.L1599
	movq	200(%r15), %rdx
	cmpq	192(%r15), %rdx
	je	.L1599
	movq	184(%r15), %rsi
	leaq	1(%rdx), %rdi
	movq	232(%r15), %r8
	movq	%rdi, 200(%r15)
	movq	(%rsi,%rdx,8), %rcx
	movq	%rcx, 24(%rsp)
	cmpl	$2, %eax
	je	.L1642
	movq	(%rsp), %rcx
	movq	32(%rsp), %rdi
	cmpq	%rdi, %rcx
	jb	.L1620
	cmpl	$1, %eax
	je	.L1643
.L1620:
	movq	24(%rsp), %rax
	movq	%rax, 16(%rsp)
.L1604:
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
	je	.L1644
	call	*%rax
	leaq	72(%rsp), %rbp
	leaq	64(%rsp), %r13
	movq	%rax, %rbx
	leaq	80(%rsp), %r12
	jmp	.L1610
	.p2align 4,,10
	.p2align 3
.L1645:
	movq	72(%rsp), %rax
	addq	64(%rsp), %rax
	cmpq	%rax, %r14
	jb	.L1609
	movq	96(%rsp), %rax
	movdqa	80(%rsp), %xmm1
	movq	%rax, 264(%r15)
	movups	%xmm1, 248(%r15)
.L1610:
	movq	264(%r15), %rax
	movq	%rbp, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	movdqu	248(%r15), %xmm0
	movq	%rax, 96(%rsp)
	movaps	%xmm0, 80(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1645
.L1609:
	movdqu	248(%r15), %xmm2
	movq	264(%r15), %rax
	movq	%rax, 96(%rsp)
	movaps	%xmm2, 80(%rsp)
	.p2align 4,,10
	.p2align 3
.L1611:
	movq	%rbp, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1646
	movq	64(%rsp), %rax
	movq	72(%rsp), %rdx
	addq	%rax, %rdx
	cmpq	%rdx, %r14
	jnb	.L1611
	cmpq	%rax, %r14
	jnb	.L1621
	addq	%r14, %rbx
	cmpq	%rbx, %rax
	jnb	.L1608
	subq	%rax, %rbx
	movq	%rdx, %r14
	jmp	.L1611
	.p2align 4,,10
	.p2align 3
.L1621:
	movq	%rdx, %r14
	jmp	.L1611
	.p2align 4,,10
	.p2align 3
.L1646:
	addq	%r14, %rbx
.L1608:
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
.L1606:
	movq	%r14, 224(%r15)
	movq	48(%rsp), %rcx
	cmpq	%rcx, 8(%rsp)
	jb	.L1616
.L1599:
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
.L1641:
	.cfi_restore_state
	movq	32(%rsp), %rcx
	cmpq	%rcx, (%rsp)
	jnb	.L1601
	movq	40(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L1603
	movq	$0, 16(%rsp)
.L1640:
	movq	$0, 24(%rsp)
	movq	232(%r15), %r8
	jmp	.L1604
	.p2align 4,,10
	.p2align 3
.L1644:
	call	*%rax
	movq	%rbx, %rdi
	movq	%r14, %rsi
	movq	%rax, %rdx
	call	ref_serve
	movq	%rax, %rbx
	jmp	.L1608
	.p2align 4,,10
	.p2align 3
.L1642:
	movq	(%rsp), %r14
	movq	%rcx, 16(%rsp)
	addq	$1, %r14
	cmpq	%r8, %rcx
	jnb	.L1604
	jmp	.L1606
	.p2align 4,,10
	.p2align 3
.L1603:
	movq	40(%rsp), %rax
	movq	(%rsp), %rcx
	cmpq	136(%rax), %rcx
	jb	.L1640
	jmp	.L1599
	.p2align 4,,10
	.p2align 3
.L1601:
	movq	(%rsp), %rax
	xorl	%edx, %edx
	divq	32(%rsp)
	movq	216(%r15), %rax
	movq	(%rax,%rdx,8), %rcx
	movq	40(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rcx, 16(%rsp)
	testq	%rax, %rax
	je	.L1603
	cmpq	%rax, %rcx
	jb	.L1640
	jmp	.L1599
	.p2align 4,,10
	.p2align 3
.L1643:
	xorl	%edx, %edx
	movq	%rcx, %rax
	movq	24(%rsp), %rsi
	divq	%rdi
	movq	216(%r15), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %rsi
	cmovnb	%rsi, %rax
	movq	%rax, 16(%rsp)
	jmp	.L1604
.L1617:
	movq	$0, 8(%rsp)
	jmp	.L1599
	.cfi_endproc
.LFE167:
	.size	ref_walker_run, .-ref_walker_run
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
	je	.L1648
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L1649
.L1660:
	leaq	24(%rbx), %rbp
.L1650:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1652
	movq	$-1, (%rbx)
.L1653:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L1655:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L1656:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1647
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L1657
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L1668
.L1657:
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
.L1648:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L1663
	cmpq	$0, 40(%rsi)
	je	.L1647
	.p2align 4,,10
	.p2align 3
.L1663:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L1650
	.p2align 4,,10
	.p2align 3
.L1649:
	cmpq	$0, 40(%rsi)
	jne	.L1660
.L1647:
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
.L1652:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L1653
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L1655
	.p2align 4,,10
	.p2align 3
.L1668:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L1656
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
	je	.L1670
	movq	160(%rsi), %rbp
.L1670:
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
	.type	set_guess_entries, @function
set_guess_entries:
.LFB270:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%r8, %r14
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rsi, %rbx
	movq	%rbp, %rdi
	subq	$16, %rsp
	.cfi_def_cfa_offset 64
	movq	72(%rsi), %rdx
	movq	64(%rsi), %rsi
	leaq	8(%rsp), %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1677
	movq	8(%rsp), %rdx
	cmpq	$1, %rdx
	je	.L1677
	movq	%rdx, 208(%r12)
.L1676:
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
.L1677:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	movq	%rbp, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1676
	.cfi_endproc
.LFE270:
	.size	set_guess_entries, .-set_guess_entries
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
	ja	.L1692
	sqrtsd	%xmm1, %xmm1
.L1684:
	testq	%rbx, %rbx
	js	.L1685
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbx, %xmm0
.L1686:
	movsd	%xmm1, 8(%rsp)
	call	log@PLT
	movsd	8(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm1, %xmm2
	mulsd	.LC34(%rip), %xmm2
	mulsd	.LC202(%rip), %xmm1
	subsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	call	exp@PLT
	addsd	.LC1(%rip), %xmm0
	comisd	.LC199(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1681
	movsd	.LC80(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1694
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1681:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1694:
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
.L1685:
	.cfi_restore_state
	movq	%rbx, %rax
	andl	$1, %ebx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rbx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1686
.L1692:
	movapd	%xmm1, %xmm0
	call	sqrt@PLT
	movapd	%xmm0, %xmm1
	jmp	.L1684
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
	je	.L1695
	movq	%rcx, %r14
	leaq	(%rcx,%rdx,8), %r13
	movabsq	$-4658895280553007687, %r12
	movabsq	$-7723592293110705685, %rbp
	.p2align 4,,10
	.p2align 3
.L1697:
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
	xorpd	.LC196(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC32(%rip), %xmm0
	movsd	%xmm0, -8(%r14)
	cmpq	%r14, %r13
	jne	.L1697
.L1695:
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
	jnb	.L1705
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
	jmp	.L1715
	.p2align 4,,10
	.p2align 3
.L1725:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1710:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1709:
	cmpq	%r15, %rbp
	jnb	.L1705
.L1715:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1707
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1707
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1724
.L1707:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1710
	cmpq	%rax, %rbx
	jnb	.L1711
	addq	%r8, %rdx
.L1712:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1725
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1710
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
	jmp	.L1710
	.p2align 4,,10
	.p2align 3
.L1711:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1712
	.p2align 4,,10
	.p2align 3
.L1705:
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
.L1724:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1708:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1708
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1709
	.cfi_endproc
.LFE74:
	.size	run_closed, .-run_closed
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
	jnb	.L1726
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
	jmp	.L1737
	.p2align 4,,10
	.p2align 3
.L1743:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L1729:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L1730
	movq	56(%r12), %rax
	addq	%r13, %rax
.L1730:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L1731:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1735
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L1732
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L1742
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1735:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L1726
.L1737:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L1743
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L1729
	.p2align 4,,10
	.p2align 3
.L1742:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L1731
	.p2align 4,,10
	.p2align 3
.L1732:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1726:
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
	je	.L1759
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
.L1745:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1750
	.p2align 4,,10
	.p2align 3
.L1746:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1748
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1748:
	testq	%r8, %r8
	je	.L1749
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1749
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1749:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1746
.L1750:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1745
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
.L1759:
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
.LC207:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.align 8
.LC208:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC209:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC210:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC212:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC213:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC214:
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
	movapd	.LC204(%rip), %xmm0
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
	jle	.L1768
	movslq	%r12d, %rax
	movsd	.LC205(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1767
	.p2align 4,,10
	.p2align 3
.L1801:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1766:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1800
.L1767:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1801
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1766
.L1800:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1802
.L1768:
	movsd	.LC1(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1764:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC207(%rip), %rsi
	pushq	%r14
	leaq	XTICK.0(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	leaq	-240(%rbp), %rax
	movq	%rbx, -272(%rbp)
	movq	%rbx, %rdi
	leaq	.LC208(%rip), %rdx
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
.L1771:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC61(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC209(%rip), %rsi
	mulsd	.LC54(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC55(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1771
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1787
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
.L1786:
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
	je	.L1774
	testq	%rbx, %rbx
	je	.L1774
	testq	%rax, %rax
	je	.L1774
	testq	%r14, %r14
	je	.L1803
	movq	.LC205(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1781
	.p2align 4,,10
	.p2align 3
.L1804:
	divsd	%xmm6, %xmm0
	movsd	.LC1(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1777:
	call	log10@PLT
	movq	.LC61(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1779
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1780:
	movq	-264(%rbp), %rax
	divsd	.LC205(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1776
.L1781:
	movsd	(%r12), %xmm0
	movsd	.LC69(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1804
	movq	.LC203(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1777
	.p2align 4,,10
	.p2align 3
.L1779:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1780
	.p2align 4,,10
	.p2align 3
.L1803:
	movsd	.LC205(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1776:
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
	js	.L1782
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1783:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC52(%rip), %xmm0
	movsd	.LC53(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC212(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC211(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1784
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1785:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC213(%rip), %rdx
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
	leaq	.LC214(%rip), %rsi
	leal	4(%r14), %eax
	movl	%r14d, %r9d
	movl	%r14d, %ecx
	addl	$18, %r14d
	movq	%rdi, (%rsp)
	movq	-272(%rbp), %rdi
	pushq	%rax
	leaq	.LC8(%rip), %rax
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
	jne	.L1786
.L1787:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC210(%rip), %rdi
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
.L1784:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1785
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
	jmp	.L1783
.L1802:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC206(%rip), %xmm2
	movsd	.LC68(%rip), %xmm3
	movsd	.LC62(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1770
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
.L1770:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1764
.L1774:
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
	.p2align 4
	.type	set_requests, @function
set_requests:
.LFB268:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%r8, %r14
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
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	56(%rsi), %rcx
	movq	%rsi, %rbx
	movq	$0, 376(%rdi)
	movq	72(%rsi), %rdx
	movq	64(%rsi), %rsi
	addq	%rdi, %rcx
	movq	%r12, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1813
	movq	80(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1805
	movl	$1, 0(%rbp,%rdx)
.L1805:
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
.L1813:
	.cfi_restore_state
	movq	(%rbx), %rcx
	movq	88(%rbx), %r9
	movq	%r12, %r8
	movq	%r14, %rsi
	leaq	.LC2(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$-1, %eax
	jmp	.L1805
	.cfi_endproc
.LFE268:
	.size	set_requests, .-set_requests
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
	je	.L1815
	movq	%rax, (%rsp)
	jmp	.L1841
	.p2align 4,,10
	.p2align 3
.L1816:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jnb	.L1815
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L1815
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %rbp
	cmpl	$2, %r15d
	jne	.L1844
	cmpq	%rdx, %rbp
	jb	.L1820
.L1844:
	cmpq	%rdx, %rbp
	movq	%rdx, %r10
	movq	%rbp, %r12
	cmovnb	%rbp, %r10
	cmpl	$1, %r15d
	jne	.L1823
	movq	136(%rbx), %rdi
	movq	112(%rbx), %rcx
	movq	(%rcx,%rdi,8), %r12
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rdx
	movq	%rdx, %r10
.L1823:
	movq	104(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1819
	cmpq	$0, 40(%r14)
	movq	(%rdx,%rax,8), %rcx
	leaq	16(%rbx), %rdi
	je	.L1858
	movq	%rcx, %rdx
	movq	%r10, %rsi
	call	serve_random
	movq	%rax, %rdx
.L1825:
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
.L1820:
	movq	136(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 128(%rbx)
	addq	$1, %rax
	cmpq	120(%rbx), %rax
	jne	.L1840
	xorl	%eax, %eax
.L1840:
	movq	%rax, 136(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L1815
.L1841:
	cmpl	$3, %r15d
	jne	.L1816
	movq	112(%rbx), %rax
	movq	136(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L1817
	cmpq	%rax, %rbp
	jnb	.L1815
	movq	128(%rbx), %rsi
.L1818:
	cmpq	%rdx, %rbp
	movq	%rbp, %r12
	cmovnb	%rbp, %rdx
	movq	%rdx, %r10
.L1819:
	movl	8(%r14), %eax
	leaq	16(%rbx), %r11
	testl	%eax, %eax
	jne	.L1831
	cmpq	$0, 40(%r14)
	movq	(%r14), %rcx
	je	.L1859
.L1833:
	movq	%rcx, %rdx
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_random
	movq	%rax, %rdx
	jmp	.L1825
	.p2align 4,,10
	.p2align 3
.L1831:
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
	jne	.L1833
.L1859:
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L1825
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L1860
	leaq	(%r8,%rax), %rsi
	movq	56(%r14), %r9
	cmpq	%rsi, %r10
	leaq	(%rcx,%rsi), %rdi
	cmovb	%rdi, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1857
.L1836:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1825
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L1825
	.p2align 4,,10
	.p2align 3
.L1817:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jb	.L1818
.L1815:
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
.L1858:
	.cfi_restore_state
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L1825
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L1861
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %r9
	cmpq	%rsi, %r10
	cmovb	%r9, %rdx
.L1827:
	movq	56(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1857
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1825
	movq	%r10, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L1825
	.p2align 4,,10
	.p2align 3
.L1860:
	movq	56(%r14), %r9
	addq	%r8, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L1836
.L1857:
	movq	$-1, 16(%rbx)
	jmp	.L1825
	.p2align 4,,10
	.p2align 3
.L1861:
	addq	%r8, %rdx
	jmp	.L1827
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
	jnb	.L1863
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
	jmp	.L1874
	.p2align 4,,10
	.p2align 3
.L1883:
	movq	$-1, (%rdi)
.L1868:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1867:
	cmpq	%r15, %rbx
	jnb	.L1863
.L1874:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1865
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1865
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1882
.L1865:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1868
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1869
	addq	%rcx, %rdx
.L1870:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1883
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1868
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
	jmp	.L1868
	.p2align 4,,10
	.p2align 3
.L1869:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1870
	.p2align 4,,10
	.p2align 3
.L1863:
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
.L1882:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1866:
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
	jne	.L1866
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1867
	.cfi_endproc
.LFE75:
	.size	run_open, .-run_open
	.section	.rodata.str1.1
.LC216:
	.string	"open: from the intended send"
.LC217:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC219:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC220:
	.string	"due time (ms)"
.LC221:
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
	movapd	.LC218(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L1885
	testq	%rax, %rax
	je	.L1885
	testq	%rbx, %rbx
	je	.L1914
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L1891
	.p2align 4,,10
	.p2align 3
.L1916:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1890:
	divsd	.LC205(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L1915
.L1891:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L1916
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1890
	.p2align 4,,10
	.p2align 3
.L1915:
	movsd	.LC206(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L1887:
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
	ja	.L1917
.L1892:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC209(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC219(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC207(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rax
	leaq	.LC220(%rip), %rdx
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
.L1893:
	movl	%ebx, %ecx
	leaq	.LC221(%rip), %rdx
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
	divsd	.LC77(%rip), %xmm1
	mulsd	.LC54(%rip), %xmm1
	addsd	.LC55(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L1893
	movq	(%rsp), %r11
	movsd	.LC205(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L1894:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L1907
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L1903
	.p2align 4,,10
	.p2align 3
.L1919:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L1918
.L1897:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L1901
.L1913:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1900:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L1907
.L1903:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1919
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
	jne	.L1897
.L1918:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1913
.L1901:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1900
	.p2align 4,,10
	.p2align 3
.L1907:
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
	leaq	.LC216(%rip), %rcx
	leaq	.LC217(%rip), %rax
	movl	$120, %r8d
	leaq	.LC214(%rip), %rsi
	movq	%r13, %rdi
	cmove	%rcx, %rax
	movl	%r14d, %ecx
	subq	$1, %r12
	movq	%rax, (%rsp)
	leal	4(%r14), %eax
	pushq	%rax
	.cfi_def_cfa_offset 168
	leaq	.LC8(%rip), %rax
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
	je	.L1905
	movq	.LC205(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L1894
	.p2align 4,,10
	.p2align 3
.L1905:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC210(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1884:
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
.L1917:
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
	jmp	.L1892
.L1914:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L1887
.L1885:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1884
	.cfi_endproc
.LFE254:
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
.L1921:
	xorl	%r15d, %r15d
.L1925:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L1924
	.p2align 4,,10
	.p2align 3
.L1940:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L1939
.L1924:
	testq	%r15, %r15
	jne	.L1940
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L1924
.L1939:
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
	jne	.L1941
	movl	$1, %r15d
	jmp	.L1925
.L1941:
	subl	$1, 16(%rsp)
	jne	.L1921
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L1927
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1928:
	movsd	.LC222(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L1929
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1930:
	movsd	.LC223(%rip), %xmm2
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
	mulsd	.LC69(%rip), %xmm0
	divsd	%xmm3, %xmm0
	comisd	%xmm0, %xmm1
	movsd	%xmm0, (%rax)
	jb	.L1937
	movsd	(%rbx), %xmm0
.L1920:
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
.L1937:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L1920
.L1927:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1928
.L1929:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1930
	.cfi_endproc
.LFE21:
	.size	estimate_ghz, .-estimate_ghz
	.section	.rodata.str1.8
	.align 8
.LC225:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC226:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC227:
	.string	"%g"
.LC228:
	.string	"#2e8b57"
.LC229:
	.string	"#1f5fbf"
.LC230:
	.string	"closed: one sample of %s us"
.LC231:
	.string	"open: %lu requests delayed"
.LC232:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC233:
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
	jb	.L1943
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L1943:
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
	js	.L1944
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L1945:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L1946
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L1947:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L1997
	cmpq	$0, -368(%rbp)
	je	.L1997
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L1951
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1952:
	subsd	%xmm2, %xmm0
	movsd	.LC205(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L1953
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L1954:
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
	js	.L1955
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L1956:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC205(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L1995
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L1960
	.p2align 4,,10
	.p2align 3
.L2013:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1959:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC205(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L2012
.L1960:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L2013
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1959
	.p2align 4,,10
	.p2align 3
.L2012:
	movsd	.LC206(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L1957:
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
	ja	.L2014
.L1961:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC205(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L1962
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1963:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC225(%rip), %rdx
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
	leaq	.LC207(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rax
	leaq	.LC226(%rip), %rdx
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
	movsd	.LC63(%rip), %xmm1
	movsd	.LC62(%rip), %xmm6
	movapd	%xmm0, %xmm5
	movq	.LC205(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L2015
.L1964:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L2016
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC209(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L1970:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC63(%rip), %xmm0
	leaq	.LC227(%rip), %rdx
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
	mulsd	.LC54(%rip), %xmm1
	addsd	.LC55(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC205(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L1970
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L1971:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L2017
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
	jmp	.L1976
	.p2align 4,,10
	.p2align 3
.L2019:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1973:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L1974
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L1975:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L2018
.L1976:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L2019
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1973
	.p2align 4,,10
	.p2align 3
.L1974:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1975
	.p2align 4,,10
	.p2align 3
.L2018:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC232(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC205(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L2020
.L1991:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L1984
	.p2align 4,,10
	.p2align 3
.L2022:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L1981:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L1982
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L1983:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L2021
.L1984:
	testq	%rdx, %rdx
	jns	.L2022
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1981
	.p2align 4,,10
	.p2align 3
.L1982:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1983
	.p2align 4,,10
	.p2align 3
.L2021:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC228(%rip), %r9
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
	movq	.LC205(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L1979
.L1978:
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
	jmp	.L1990
	.p2align 4,,10
	.p2align 3
.L2023:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1987:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L1988
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L1989:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L1979
.L1990:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L2023
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1987
	.p2align 4,,10
	.p2align 3
.L1988:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1989
	.p2align 4,,10
	.p2align 3
.L2017:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC232(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC205(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L1991
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC228(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L1979:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC229(%rip), %r9
	pushq	$0
	movq	-360(%rbp), %rdx
	leaq	.LC8(%rip), %r14
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	-416(%rbp), %rsi
	leaq	-272(%rbp), %rdi
	call	fmt_us.constprop.0
	movq	-392(%rbp), %rbx
	movl	$160, %esi
	leaq	.LC230(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC229(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC214(%rip), %rbx
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
	leaq	.LC231(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC232(%rip), %rax
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
	leaq	.LC233(%rip), %rdx
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
	leaq	.LC49(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC228(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC210(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1942:
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
.L2015:
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
	jmp	.L1964
	.p2align 4,,10
	.p2align 3
.L2014:
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
	jmp	.L1961
	.p2align 4,,10
	.p2align 3
.L1962:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1963
	.p2align 4,,10
	.p2align 3
.L1955:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L1956
	.p2align 4,,10
	.p2align 3
.L1953:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L1954
	.p2align 4,,10
	.p2align 3
.L1951:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1952
	.p2align 4,,10
	.p2align 3
.L1946:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L1947
	.p2align 4,,10
	.p2align 3
.L1944:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L1945
	.p2align 4,,10
	.p2align 3
.L1995:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L1957
	.p2align 4,,10
	.p2align 3
.L2016:
	leaq	-240(%rbp), %r12
	jmp	.L1971
	.p2align 4,,10
	.p2align 3
.L2020:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC228(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC205(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L1978
.L1997:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1942
	.cfi_endproc
.LFE253:
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
	jne	.L2042
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
	jmp	.L2041
	.p2align 4,,10
	.p2align 3
.L2055:
	movq	40(%rsp), %rax
	movl	$1, (%rax)
.L2028:
	addq	$4, 40(%rsp)
	movq	40(%rsp), %rax
	addq	$8, 56(%rsp)
	addq	$112, 88(%rsp)
	addq	$8, 48(%rsp)
	cmpq	%rax, 96(%rsp)
	je	.L2040
	movq	32(%r15), %r12
	movq	40(%r15), %r13
.L2041:
	movq	56(%rsp), %rdi
	movl	16(%r15), %esi
	movq	%r12, %rax
	xorl	%ebx, %ebx
	movl	$99999, %ecx
	mulq	(%rdi)
	testl	%esi, %esi
	jne	.L2026
	movl	$50000, %ecx
	xorl	%ebx, %ebx
.L2026:
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
	je	.L2055
	movq	1208(%r15), %rcx
	movq	1216(%r15), %r8
	movq	%r14, %rsi
	movq	48(%rsp), %rdx
	movq	88(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L2056
	addl	$1, 24(%r15)
	cmpq	%r14, 80(%r15)
	jnb	.L2030
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
.L2031:
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
	jnc	.L2034
	addq	$1, %rsi
	addq	%r9, %rdi
	addq	%r8, %rbx
	cmpq	$16383, %rsi
	jbe	.L2057
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
	jmp	.L2031
	.p2align 4,,10
	.p2align 3
.L2057:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L2031
	.p2align 4,,10
	.p2align 3
.L2034:
	movq	48(%rsp), %rax
	movq	%r13, 192(%rax)
	movq	%rbx, 264(%rax)
	movq	%r12, 312(%rax)
	testl	%ecx, %ecx
	je	.L2058
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	40(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
	jmp	.L2028
	.p2align 4,,10
	.p2align 3
.L2040:
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
.L2024:
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
.L2056:
	.cfi_restore_state
	movq	40(%rsp), %rax
	movl	$1, (%rax)
	addl	$1, 1228(%r15)
	jmp	.L2028
	.p2align 4,,10
	.p2align 3
.L2030:
	movq	(%r15), %rdx
	xorl	%ecx, %ecx
	subq	$1, %rdx
	je	.L2032
	.p2align 4,,10
	.p2align 3
.L2033:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2045
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2033
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L2032:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	$0, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2028
	.p2align 4,,10
	.p2align 3
.L2058:
	imulq	%rbp, %r12
	movq	(%r15), %rdx
	subq	%rbx, %r14
	subq	%r12, %r14
	subq	$1, %rdx
	je	.L2038
	.p2align 4,,10
	.p2align 3
.L2039:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2047
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2039
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2038:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	%r13, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2028
	.p2align 4,,10
	.p2align 3
.L2045:
	movl	$48, %ecx
	jmp	.L2032
.L2047:
	movl	$48, %ecx
	jmp	.L2038
.L2042:
	movl	$-2, %eax
	jmp	.L2024
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
	jbe	.L2064
	movq	32(%rcx), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L2064:
	movq	(%rcx), %rax
	ret
	.cfi_endproc
.LFE43:
	.size	draw_bimodal, .-draw_bimodal
	.section	.rodata.str1.1
.LC234:
	.string	"ok %s\n"
.LC235:
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
	je	.L2077
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2070:
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
	jc	.L2070
	leaq	80(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC35(%rip), %rdx
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
.L2073:
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
	jc	.L2073
	leaq	(%rbx,%rsi), %rcx
	leaq	32(%rsp), %rbx
	movq	24(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC35(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	16(%rsp), %rsi
	movq	%rbp, %rcx
	movq	%rbx, %rdx
	leaq	.LC235(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L2065:
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
.L2077:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC234(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L2065
	.cfi_endproc
.LFE335:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC236:
	.string	"parse_time '%s'%s"
.LC237:
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
	jne	.L2084
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC237(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC236(%rip), %rdx
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
.L2084:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC8(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC236(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L2085
.L2081:
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
.L2085:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L2081
	.cfi_endproc
.LFE336:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC238:
	.string	"CHECK FAILED rep=%u %s %s expected=%s actual=%s\n"
	.text
	.p2align 4
	.type	check, @function
check:
.LFB195:
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
	je	.L2098
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2091:
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
	jc	.L2091
	leaq	96(%rsp), %rbp
	movl	$48, %esi
	addq	%rbx, %rcx
	xorl	%eax, %eax
	movq	%rbp, %rdi
	leaq	.LC35(%rip), %rdx
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
.L2094:
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
	jc	.L2094
	leaq	(%rbx,%rsi), %rcx
	leaq	48(%rsp), %rbx
	movq	40(%rsp), %rbp
	xorl	%eax, %eax
	leaq	.LC35(%rip), %rdx
	movl	$48, %esi
	movq	%rbx, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rcx
	movl	20(%rsp), %esi
	xorl	%eax, %eax
	movq	24(%rsp), %rdx
	movq	%rbp, %r9
	movq	%rbx, %r8
	leaq	.LC238(%rip), %rdi
	call	printf@PLT
.L2086:
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
.L2098:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L2086
	.cfi_endproc
.LFE195:
	.size	check, .-check
	.section	.rodata.str1.1
.LC239:
	.string	"sum_ns"
.LC240:
	.string	"corrected"
.LC241:
	.string	"stalls"
.LC242:
	.string	"closed"
.LC243:
	.string	"open"
.LC244:
	.string	"last_completion_ns"
	.text
	.p2align 4
	.type	check_outcome, @function
check_outcome:
.LFB196:
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
.L2100:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L2101:
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
	jne	.L2101
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC152(%rip), %rcx
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
	leaq	.LC239(%rip), %rcx
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
	jne	.L2100
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC147(%rip), %rcx
	leaq	.LC241(%rip), %r13
	leaq	.LC242(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC240(%rip), %rdx
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
	leaq	.LC243(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC244(%rip), %r15
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
.LFE196:
	.size	check_outcome, .-check_outcome
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
	je	.L2118
.L2105:
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
.L2118:
	.cfi_restore_state
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L2105
	cmpl	$1, %eax
	je	.L2119
	movq	%rsp, %r12
	movq	104(%rsi), %rsi
	leaq	40(%rbx), %rdi
	movl	$256, %ecx
	movq	%r12, %rdx
	call	numbers_open.constprop.0
	testl	%eax, %eax
	je	.L2105
	leaq	run_fault_lock(%rip), %rbp
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L2120
.L2110:
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
.L2119:
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
.L2120:
	.cfi_restore_state
	movq	%r12, %rcx
	leaq	.LC35(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L2110
	.cfi_endproc
.LFE64:
	.size	due_restart, .-due_restart
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB94:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L2128
	testq	%r8, %r8
	je	.L2128
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
	jne	.L2121
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L2131
.L2123:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L2121:
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
.L2128:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L2131:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L2126
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L2124:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L2132
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L2123
	.p2align 4,,10
	.p2align 3
.L2126:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L2124
.L2132:
	movl	$1, 24(%rbx)
	jmp	.L2121
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
	je	.L2134
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
	jnb	.L2193
.L2134:
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
	je	.L2138
	movq	8(%rsp), %rax
	movq	88(%rsp), %rdi
	subq	%rdi, %rax
	cmpq	%rax, 24(%rsp)
	jnb	.L2194
.L2138:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rax
.L2139:
	movq	%rax, 264(%r14)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L2195
	cmpl	$1, %eax
	jne	.L2148
	movq	96(%rsp), %r12
	movq	(%rsp), %rsi
	addq	%rsi, %r12
	testq	%r13, %r13
	je	.L2149
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
	jb	.L2150
	movq	16(%rsp), %rax
	movq	88(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %r12
	jmp	.L2147
.L2148:
	movq	48(%rbx), %r9
	movq	(%rbx), %rsi
	movq	144(%rbx), %rdi
	testq	%r9, %r9
	je	.L2152
	movq	56(%rbx), %r8
	movq	64(%rbx), %r10
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L2153:
	movq	%r8, %rdx
	xorl	%eax, %eax
	imulq	%r13, %rdx
	addq	%r10, %rdx
	cmpq	%r12, %rdx
	jb	.L2156
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
.L2156:
	testq	%rdi, %rdi
	je	.L2157
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%r12, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L2158:
	testb	%dl, %dl
	jne	.L2159
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %r12
	addq	$1, %r13
	je	.L2153
	testq	%r8, %r8
	jne	.L2153
.L2159:
	testq	%rdi, %rdi
	jne	.L2196
.L2155:
	movq	136(%rbx), %r8
	subq	%rcx, %r8
.L2162:
	testq	%r8, %r8
	je	.L2161
	movq	%rsi, %rax
	imulq	%r8, %rax
	addq	%rax, %r12
.L2161:
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
	jmp	.L2147
.L2193:
	movq	56(%rbx), %r10
	xorl	%edx, %edx
	movq	%r10, %rax
	divq	%rbp
	movq	%rax, %rsi
	movl	$1, %eax
	cmpq	%rbp, %r10
	jb	.L2136
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rsi
	addq	$1, %rax
.L2136:
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
	jmp	.L2134
.L2194:
	movq	16(%rsp), %rdx
	movq	(%rsp), %rcx
	movq	%r11, %rax
	subq	%rdi, %rax
	imulq	%rdi, %rdx
	movq	96(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L2139
	.p2align 4,,10
	.p2align 3
.L2157:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L2158
.L2195:
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
.L2146:
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
	jb	.L2141
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L2143
	movq	24(%rsp), %r11
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r15
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L2197
.L2144:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r14, %r12
	jb	.L2168
.L2143:
	addq	$8, %r13
	cmpq	%r13, 16(%rsp)
	jne	.L2146
	movq	32(%rsp), %r14
	movq	%rbp, %rbx
	movq	40(%rsp), %r15
	movq	(%rsp), %rbp
	movq	248(%r14), %rax
	movq	264(%r14), %r12
	movq	%rax, 240(%r14)
.L2147:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%r12, 256(%r14)
	jne	.L2198
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rcx
	movq	%rbp, %rdi
	leaq	176(%rsp), %r12
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2164
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%r14), %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2164
	movq	168(%rbx), %rax
	cmpl	$0, 176(%rbx)
	movq	%rax, 272(%r14)
	je	.L2165
	movq	(%r14), %rcx
	movq	104(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	orq	$-1, %rax
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L2166
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
.L2166:
	movq	%rax, 272(%r14)
.L2165:
	movq	272(%r14), %rsi
	leaq	176(%rsp), %r12
	movq	%rbp, %rdi
	movq	%r12, %rdx
	call	dist_correct
	cmpl	$0, 200(%rsp)
	jne	.L2167
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	160(%r14), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	movl	%eax, %r13d
.L2164:
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
.L2141:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L2143
.L2168:
	movq	%r14, %rcx
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	subq	%r12, %rcx
	imulq	%r15, %r12
	subq	%r12, %rbx
	movq	%rbx, %rsi
	call	dist_add
	jmp	.L2143
.L2149:
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
.L2150:
	movq	8(%rsp), %rax
	movq	16(%rsp), %r12
	imulq	%rax, %r12
	movq	(%rsp), %rax
	addq	%rax, %r12
	jmp	.L2147
.L2196:
	xorl	%r8d, %r8d
	cmpq	%rdi, %r12
	jnb	.L2161
.L2154:
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r8
	jmp	.L2162
.L2197:
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
	jmp	.L2144
.L2198:
	leaq	176(%rsp), %r12
.L2167:
	orl	$-1, %r13d
	jmp	.L2164
.L2152:
	xorl	%r13d, %r13d
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rdi, %rdi
	jne	.L2154
	jmp	.L2155
	.cfi_endproc
.LFE107:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC245:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC246:
	.string	"unexpected argument '%s': %s"
.LC247:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC248:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC249:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC250:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC251:
	.string	"at most 1000 characters"
.LC252:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB410:
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
	movq	%rdx, 8(%rsp)
	movq	%rcx, 32(%rsp)
	testl	%esi, %esi
	jle	.L2221
	movl	%esi, 20(%rsp)
	xorl	%r14d, %r14d
	leaq	5616+OPTIONS(%rip), %rbp
	.p2align 4,,10
	.p2align 3
.L2200:
	movq	8(%rsp), %rcx
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rdx
	movq	(%rcx,%rax,8), %r12
	movq	%rdx, 24(%rsp)
	cmpb	$45, (%r12)
	jne	.L2225
	cmpb	$104, 1(%r12)
	jne	.L2225
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC97(%rip), %rbx
	jne	.L2225
.L2203:
	leaq	OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L2208
	.p2align 4,,10
	.p2align 3
.L2204:
	addl	$1, %r13d
	addq	$104, %r15
	cmpl	$54, %r13d
	je	.L2207
	movq	(%r15), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L2208:
	movq	(%r15), %rsi
	testl	%eax, %eax
	jne	.L2204
	movslq	%r13d, %rcx
	leaq	OPTIONS(%rip), %rdx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	leaq	(%rdx,%rax,8), %r10
	movl	8(%r10), %eax
	cmpl	$2, %eax
	je	.L2233
	leal	1(%r14), %ebx
	cmpl	$1, %eax
	je	.L2234
	cmpl	%ebx, 20(%rsp)
	je	.L2235
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r14
	cmpb	$45, (%r14)
	jne	.L2227
	cmpb	$104, 1(%r14)
	jne	.L2227
	cmpb	$0, 2(%r14)
	movl	$-1, %eax
	leaq	.LC97(%rip), %r15
	jne	.L2227
.L2216:
	leaq	104+OPTIONS(%rip), %r13
	jmp	.L2219
	.p2align 4,,10
	.p2align 3
.L2217:
	cmpq	%rbp, %r13
	je	.L2218
	movq	0(%r13), %rsi
	movq	%r15, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L2219:
	testl	%eax, %eax
	jne	.L2217
	movq	32(%rsp), %rdi
	movq	%r14, %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC250(%rip), %rdx
	call	snprintf@PLT
.L2211:
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
.L2218:
	.cfi_restore_state
	movq	%r14, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L2236
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r14, %rdx
	movq	%r12, %rsi
	movl	$2048, %r8d
	call	apply_option
	testl	%eax, %eax
	jne	.L2211
.L2213:
	leal	1(%rbx), %r14d
	cmpl	%r14d, 20(%rsp)
	jg	.L2200
.L2221:
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
.L2225:
	.cfi_restore_state
	leaq	.LC98(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L2203
	.p2align 4,,10
	.p2align 3
.L2227:
	leaq	.LC98(%rip), %rsi
	movq	%r14, %rdi
	movq	%r14, %r15
	call	strcmp@PLT
	jmp	.L2216
	.p2align 4,,10
	.p2align 3
.L2207:
	cmpb	$45, (%r12)
	je	.L2237
.L2226:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC245(%rip), %r8
	leaq	.LC246(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2211
	.p2align 4,,10
	.p2align 3
.L2234:
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	xorl	%edx, %edx
	movq	%r10, %rsi
	movl	$2048, %r8d
	movl	%r14d, %ebx
	call	*48(%r10)
	jmp	.L2213
.L2237:
	cmpb	$45, 1(%r12)
	jne	.L2226
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC99(%rip), %r8
	leaq	.LC100(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2211
.L2233:
	movq	32(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC247(%rip), %r8
	leaq	.LC248(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2211
.L2235:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC99(%rip), %r8
	leaq	.LC249(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2211
.L2236:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC251(%rip), %r8
	leaq	.LC252(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2211
	.cfi_endproc
.LFE410:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC253:
	.string	", "
.LC254:
	.string	" or "
.LC255:
	.string	"out of memory"
.LC256:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC257:
	.string	"--scenario %s is the lab's (it sets %s): run ./lab --scenario %s"
	.align 8
.LC258:
	.string	"--scenario '%s' is not valid: use "
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB411:
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
.L2240:
	movq	(%r12), %r13
	movq	16(%rsp), %rdi
	movq	%r13, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2239
	addl	$1, %r14d
	addq	$24, %r12
	cmpl	$21, %r14d
	jne	.L2240
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC258(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	jle	.L2264
	leaq	.LC253(%rip), %r8
	cltq
	xorl	%r14d, %r14d
	movl	$2048, %ebx
	leaq	.LC45(%rip), %r12
	movq	%r8, %r13
	cmpl	$2047, %r15d
	jg	.L2264
.L2265:
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
	jg	.L2264
	testl	%r15d, %r15d
	jle	.L2264
	movslq	%r15d, %rax
	addq	$24, %rbp
	cmpl	$2047, %r15d
	jg	.L2264
	cmpl	$18, %r14d
	jle	.L2273
	cmpl	$19, %r14d
	je	.L2297
	movq	24(%rsp), %rdi
	subq	%rax, %rbx
	movq	0(%rbp), %rcx
	movq	%r12, %rdx
	movq	%rbx, %rsi
	leaq	.LC8(%rip), %r8
	addq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2264
	.p2align 4,,10
	.p2align 3
.L2239:
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
	je	.L2298
	leaq	56(%rsp), %r13
	leaq	.LC50(%rip), %rbp
	movq	%r13, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L2244
	leaq	64(%rsp), %rcx
	movl	$1, %r15d
	movq	%rbx, 8(%rsp)
	movq	%rcx, 32(%rsp)
	movq	%r15, %rbx
	movq	%rcx, %r15
	.p2align 4,,10
	.p2align 3
.L2245:
	movq	%r13, %rdx
	movq	%rbp, %rsi
	xorl	%edi, %edi
	movq	%rax, -8(%r15,%rbx,8)
	call	strtok_r@PLT
	movl	%ebx, %r12d
	movq	%rbx, %rdx
	addq	$1, %rbx
	testq	%rax, %rax
	je	.L2294
	cmpl	$31, %r12d
	jle	.L2245
.L2294:
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
.L2254:
	movslq	%ebp, %rax
	movq	64(%rsp,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L2274
	cmpb	$104, 1(%r14)
	jne	.L2274
	cmpb	$0, 2(%r14)
	jne	.L2274
	movl	$-1, %eax
	leaq	.LC97(%rip), %r14
.L2250:
	leaq	104+OPTIONS(%rip), %r12
	xorl	%r15d, %r15d
	jmp	.L2253
	.p2align 4,,10
	.p2align 3
.L2251:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L2270
	movq	(%r12), %rsi
	movq	%r14, %rdi
	addq	$104, %r12
	call	strcmp@PLT
.L2253:
	testl	%eax, %eax
	jne	.L2251
	movabsq	$5675921253449092805, %rdx
	movslq	%r15d, %r15
	leaq	(%r15,%r15,2), %rax
	leaq	(%r15,%rax,4), %rax
	imulq	%rax, %rdx
	cmpl	$1, 8(%r13,%rax,8)
	movl	%ebp, %eax
	adcl	$0, %eax
	movb	$1, 512(%rbx,%rdx)
.L2252:
	movl	8(%rsp), %ecx
	leal	1(%rax), %ebp
	cmpl	%ecx, %eax
	jl	.L2254
	movl	40(%rsp), %r12d
	movq	%rbx, 40(%rsp)
	movl	%ecx, %eax
	movq	32(%rsp), %rbp
	leaq	72(%rsp,%rax,8), %r14
	movl	%r12d, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L2262:
	movq	0(%rbp), %r15
	cmpb	$45, (%r15)
	jne	.L2275
	cmpb	$104, 1(%r15)
	jne	.L2275
	cmpb	$0, 2(%r15)
	jne	.L2275
	movl	$-1, %eax
	leaq	.LC97(%rip), %r15
.L2256:
	leaq	OPTIONS(%rip), %r12
	xorl	%ebx, %ebx
	jmp	.L2260
	.p2align 4,,10
	.p2align 3
.L2257:
	addl	$1, %ebx
	addq	$104, %r12
	cmpl	$54, %ebx
	je	.L2259
	movq	(%r12), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
.L2260:
	movq	(%r12), %r8
	testl	%eax, %eax
	jne	.L2257
	movslq	%ebx, %rcx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	movl	44(%r13,%rax,8), %eax
	testl	%eax, %eax
	jne	.L2299
.L2259:
	addq	$8, %rbp
	cmpq	%r14, %rbp
	jne	.L2262
	movl	8(%rsp), %r12d
	movq	40(%rsp), %rbx
.L2248:
	movq	24(%rsp), %rcx
	movq	32(%rsp), %rdx
	movl	%r12d, %esi
	movq	%rbx, %rdi
	call	apply_args.constprop.0
.L2238:
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
.L2275:
	.cfi_restore_state
	leaq	.LC98(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L2256
	.p2align 4,,10
	.p2align 3
.L2274:
	leaq	.LC98(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	jmp	.L2250
	.p2align 4,,10
	.p2align 3
.L2270:
	movl	%ebp, %eax
	jmp	.L2252
.L2299:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC257(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%rcx, %r9
	call	snprintf@PLT
.L2264:
	movl	$-1, %eax
	jmp	.L2238
.L2273:
	movq	%r13, %r8
	jmp	.L2265
.L2297:
	leaq	.LC254(%rip), %r8
	jmp	.L2265
.L2244:
	movq	40(%rsp), %xmm0
	leaq	64(%rsp), %rax
	movq	%rax, 32(%rsp)
	movhps	8(%r12), %xmm0
	xorl	%r12d, %r12d
	movups	%xmm0, 456(%rbx)
	jmp	.L2248
.L2298:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC255(%rip), %r8
	leaq	.LC256(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2264
	.cfi_endproc
.LFE411:
	.size	apply_scenario.constprop.0, .-apply_scenario.constprop.0
	.p2align 4
	.type	was_given, @function
was_given:
.LFB286:
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
	jne	.L2308
	cmpb	$104, 1(%rsi)
	je	.L2310
.L2308:
	leaq	.LC98(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
.L2302:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L2305
	.p2align 4,,10
	.p2align 3
.L2303:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L2307
	movq	0(%r13), %rsi
	movq	%r12, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L2305:
	testl	%eax, %eax
	jne	.L2303
	movabsq	$5675921253449092805, %rdx
	movslq	%ebx, %rbx
	leaq	(%rbx,%rbx,2), %rax
	leaq	(%rbx,%rax,4), %rax
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
.L2310:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	jne	.L2308
	movl	$-1, %eax
	leaq	.LC97(%rip), %r12
	jmp	.L2302
	.p2align 4,,10
	.p2align 3
.L2307:
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
.LFE286:
	.size	was_given, .-was_given
	.section	.rodata.str1.8
	.align 8
.LC259:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC260:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.align 8
.LC261:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC262:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC263:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC264:
	.string	"--period 0 means a single stall"
	.align 8
.LC265:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC266:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC267:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC268:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC269:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC270:
	.string	"takes one connection: "
.LC271:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC272:
	.string	"--generator-pause %s us is not below --generator-period %s us: the sender would never send (use --generator-period 0 for one pause)"
	.section	.rodata.str1.1
.LC273:
	.string	"use catch-up"
	.section	.rodata.str1.8
	.align 8
.LC274:
	.string	"takes no --timeout or --queue-limit (a connection that gives up or is refused would send again at once): "
	.align 8
.LC275:
	.string	"drop --sweep, --cross-check and the faults"
	.align 8
.LC276:
	.string	"scores a benchmark run without faults, or users: "
	.section	.rodata.str1.1
.LC277:
	.string	"--scoreboard %s%s"
.LC278:
	.string	"drop --sweep or --cross-check"
.LC279:
	.string	"apply to a benchmark run: "
	.section	.rodata.str1.8
	.align 8
.LC280:
	.string	"--timeout, --queue-limit and the generator's options %s%s"
	.text
	.p2align 4
	.type	resolve_conflicts.constprop.0, @function
resolve_conflicts.constprop.0:
.LFB414:
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
	leaq	.LC50(%rip), %rbx
	movq	%rax, 24(%rsp)
.L2313:
	movq	$0, 64(%rsp)
	movq	48(%r8), %rcx
	testq	%rcx, %rcx
	jne	.L2312
.L2316:
	addq	$96, %r8
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rax, %r8
	jne	.L2313
	movq	48(%rsp), %rbp
	jmp	.L2314
.L2312:
	leaq	96(%rsp), %r15
	leaq	.LC35(%rip), %rdx
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
	je	.L2316
	movq	56(%rsp), %rax
	leaq	(%rax,%rax,2), %r15
	leaq	SERVICE_DISTS(%rip), %rax
	salq	$5, %r15
	addq	%r15, %rax
	movq	%rax, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L2315:
	movzbl	(%r12), %ecx
	subl	$45, %ecx
	movl	%ecx, %ebp
	jne	.L2317
	movzbl	1(%r12), %ecx
	subl	$104, %ecx
	movl	%ecx, %ebp
	jne	.L2317
	movzbl	2(%r12), %ebp
.L2317:
	movq	16(%rsp), %rdx
	cmpq	%rdx, 24(%rsp)
	je	.L2395
.L2318:
	movl	$-1, %eax
	leaq	.LC97(%rip), %r13
	testl	%ebp, %ebp
	je	.L2324
	leaq	.LC98(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r13
	call	strcmp@PLT
.L2324:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%ebp, %ebp
	jmp	.L2328
	.p2align 4,,10
	.p2align 3
.L2325:
	addl	$1, %ebp
	cmpl	$54, %ebp
	je	.L2327
	movq	(%r15), %rsi
	movq	%r13, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L2328:
	testl	%eax, %eax
	jne	.L2325
	movabsq	$5675921253449092805, %rdx
	movslq	%ebp, %rcx
	leaq	(%rcx,%rcx,2), %rax
	leaq	(%rcx,%rax,4), %rax
	movq	8(%rsp), %rcx
	imulq	%rdx, %rax
	cmpb	$0, 512(%rcx,%rax)
	je	.L2327
	movq	40(%rsp), %rax
	movq	%r12, %rdi
	movq	48(%rax), %rbp
	call	strlen@PLT
	movq	%rax, %r15
	testq	%rbp, %rbp
	jne	.L2329
	jmp	.L2393
	.p2align 4,,10
	.p2align 3
.L2332:
	movq	%r15, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	strncmp@PLT
	testl	%eax, %eax
	jne	.L2331
	testb	$-33, 0(%rbp,%r15)
	je	.L2327
.L2331:
	movq	%rbp, %rdi
	movq	%rbx, %rsi
	call	strcspn@PLT
	addq	%rax, %rbp
	xorl	%eax, %eax
	cmpb	$32, 0(%rbp)
	sete	%al
	addq	%rax, %rbp
.L2329:
	cmpb	$0, 0(%rbp)
	jne	.L2332
.L2393:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	xorl	%esi, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
.L2323:
	testl	%eax, %eax
	jne	.L2334
.L2314:
	movq	8(%rsp), %rax
	movl	8(%rax), %esi
	testl	%esi, %esi
	jne	.L2396
.L2335:
	movq	8(%rsp), %rax
	cmpl	$1, 40(%rax)
	movq	56(%rax), %rsi
	je	.L2397
.L2337:
	testq	%rsi, %rsi
	jne	.L2338
.L2339:
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	ucomisd	392(%rax), %xmm0
	jp	.L2360
	jne	.L2360
.L2341:
	movq	8(%rsp), %rbx
	movl	152(%rbx), %eax
	cmpl	$1, %eax
	jne	.L2343
	cmpq	$1, 160(%rbx)
	ja	.L2398
.L2343:
	movq	8(%rsp), %rbx
	movl	496(%rbx), %ecx
	movl	500(%rbx), %edx
	testl	%ecx, %ecx
	je	.L2399
	testl	%edx, %edx
	jne	.L2346
	movq	8(%rsp), %rbx
	movl	$500000000, %edx
	movq	264(%rbx), %rcx
	testq	%rcx, %rcx
	jne	.L2345
.L2348:
	movq	8(%rsp), %rbx
	movq	%rdx, 272(%rbx)
.L2346:
	movq	8(%rsp), %rbx
	movq	256(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L2349
	movq	264(%rbx), %rsi
	leaq	-1(%rsi), %rcx
	cmpq	%rdx, %rcx
	jb	.L2400
.L2349:
	cmpl	$2, %eax
	je	.L2401
.L2350:
	movq	8(%rsp), %rax
	movl	504(%rax), %edx
	testl	%edx, %edx
	je	.L2352
	cmpl	$0, 368(%rax)
	jne	.L2353
	movq	%rax, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L2353
.L2311:
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
.L2327:
	.cfi_restore_state
	movq	32(%rsp), %rdx
	movq	%rbx, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	jne	.L2315
	movq	16(%rsp), %r8
	jmp	.L2316
	.p2align 4,,10
	.p2align 3
.L2395:
	movl	$-1, %eax
	leaq	.LC97(%rip), %r14
	testl	%ebp, %ebp
	je	.L2319
	leaq	.LC98(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r14
	call	strcmp@PLT
.L2319:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L2322
	.p2align 4,,10
	.p2align 3
.L2320:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L2390
	movq	(%r15), %rsi
	movq	%r14, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L2322:
	testl	%eax, %eax
	jne	.L2320
	movabsq	$5675921253449092805, %rdx
	movslq	%r13d, %r8
	leaq	(%r8,%r8,2), %rax
	leaq	(%r8,%rax,4), %rax
	imulq	%rdx, %rax
	movq	8(%rsp), %rdx
	cmpb	$0, 512(%rdx,%rax)
	jne	.L2318
.L2390:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	movl	$1, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
	jmp	.L2323
.L2396:
	cmpl	$2, 152(%rax)
	jne	.L2335
	leaq	.LC261(%rip), %r8
	leaq	.LC262(%rip), %rcx
	jmp	.L2394
.L2360:
	movq	8(%rsp), %rax
	cmpl	$1, 72(%rax)
	je	.L2341
	leaq	.LC266(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC267(%rip), %rcx
	leaq	.LC268(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2334
.L2399:
	movq	$1000000000, 264(%rbx)
	testl	%edx, %edx
	jne	.L2346
	movl	$1000000000, %ecx
.L2345:
	movq	%rcx, %rdx
	shrq	%rdx
	jmp	.L2348
.L2397:
	cmpq	$0, 48(%rax)
	je	.L2337
	testq	%rsi, %rsi
	je	.L2402
.L2338:
	movq	8(%rsp), %rax
	cmpq	%rsi, 48(%rax)
	jb	.L2339
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
	leaq	.LC260(%rip), %rdx
	leaq	.LC259(%rip), %rax
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2334
.L2352:
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L2311
	xorl	%eax, %eax
	cmpl	$0, 368(%rdi)
	je	.L2311
	leaq	.LC278(%rip), %r8
	leaq	.LC279(%rip), %rcx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC280(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2334
.L2401:
	movq	8(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L2351
	cmpl	$0, 232(%rax)
	je	.L2350
.L2351:
	leaq	.LC273(%rip), %r8
	leaq	.LC274(%rip), %rcx
.L2394:
	leaq	.LC263(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2334
.L2402:
	leaq	.LC8(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC264(%rip), %rcx
	leaq	.LC265(%rip), %rdx
	call	snprintf@PLT
.L2334:
	orl	$-1, %eax
	jmp	.L2311
.L2398:
	leaq	.LC269(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC270(%rip), %rcx
	leaq	.LC271(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2334
.L2400:
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
	leaq	.LC272(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2334
.L2353:
	leaq	.LC275(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC276(%rip), %rcx
	leaq	.LC277(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2334
	.cfi_endproc
.LFE414:
	.size	resolve_conflicts.constprop.0, .-resolve_conflicts.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC281:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB371:
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
.L2405:
	movl	192(%rbx,%rax), %esi
	xorl	%edx, %edx
	testl	%esi, %esi
	jne	.L2404
	movl	216(%rbx,%rax), %edi
	negl	%edi
	sbbl	%edx, %edx
	addl	$2, %edx
.L2404:
	movl	%edx, 0(%rbp,%rax)
	addq	$4, %rax
	cmpq	$24, %rax
	jne	.L2405
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
.L2417:
	movl	(%r11), %ecx
	movq	312(%r10), %r12
	testl	%ecx, %ecx
	jne	.L2406
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L2407
	movq	192(%r10), %rcx
	movq	(%rsp), %rdi
	xorl	%eax, %eax
	jmp	.L2408
	.p2align 4,,10
	.p2align 3
.L2412:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L2444
.L2408:
	movq	%r12, %rsi
	addq	(%rdi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L2412
	movl	192(%r11), %ecx
	movq	%rsi, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L2446
	movq	56(%rsp), %rdi
	movq	144(%r10), %rcx
	imulq	(%rdi), %rcx
	addq	%rcx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L2406:
	addq	$1, %rdx
	addq	$524288, (%rsp)
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	cmpq	$6, %rdx
	jne	.L2417
	movq	56(%rsp), %rbx
	movq	88(%rsp), %rbp
	xorl	%r12d, %r12d
	jmp	.L2421
	.p2align 4,,10
	.p2align 3
.L2419:
	addq	$1, %r12
	cmpq	$6, %r12
	je	.L2447
.L2421:
	movl	0(%rbp,%r12,4), %r13d
	testl	%r13d, %r13d
	je	.L2419
	movq	504(%rbx), %rdi
	movq	%r12, %r14
	xorl	%esi, %esi
	movl	$524288, %edx
	salq	$19, %r14
	addq	%r14, %rdi
	call	memset@PLT
	cmpl	$2, %r13d
	jne	.L2419
	movq	512(%rbx), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %r12
	addq	%r14, %rdi
	call	memset@PLT
	cmpq	$6, %r12
	jne	.L2421
.L2447:
	xorl	%eax, %eax
.L2403:
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
.L2407:
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
	jmp	.L2410
	.p2align 4,,10
	.p2align 3
.L2449:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L2448
.L2410:
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
	jc	.L2449
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
	je	.L2450
	movl	16(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L2406
	.p2align 4,,10
	.p2align 3
.L2446:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L2406
	.p2align 4,,10
	.p2align 3
.L2450:
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
	je	.L2415
	.p2align 4,,10
	.p2align 3
.L2416:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2429
	movq	%rsi, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2416
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2415:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rdi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L2406
.L2448:
	movq	48(%rsp), %r15
	movq	56(%rsp), %rbx
.L2411:
	leaq	run_fault_lock(%rip), %rbp
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %r12d
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	testl	%r12d, %r12d
	jne	.L2428
	movslq	%r15d, %rax
	movq	stderr(%rip), %rdi
	leaq	.LC281(%rip), %rsi
	movq	96(%rbx,%rax,8), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L2444:
	movq	56(%rsp), %rbx
	movq	%rdx, %r15
	jmp	.L2411
.L2429:
	movl	$48, %ecx
	jmp	.L2415
.L2428:
	movl	$-4, %eax
	jmp	.L2403
	.cfi_endproc
.LFE371:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.section	.rodata.str1.1
.LC282:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC283:
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
	jne	.L2464
	movq	112(%rbp), %rdx
	testq	%rdx, %rdx
	je	.L2454
	movq	(%rdx,%rax,8), %rax
.L2451:
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
.L2454:
	.cfi_restore_state
	movl	72(%rbp), %edx
	testl	%edx, %edx
	je	.L2465
	cmpl	$1, %edx
	je	.L2466
	leaq	32(%rsp), %r12
	leaq	24(%rsp), %rsi
	movl	$256, %ecx
	leaq	40(%rdi), %rdi
	movq	%r12, %rdx
	call	numbers_next
	cmpl	$1, %eax
	je	.L2467
	testl	%eax, %eax
	leaq	.LC282(%rip), %rax
	movq	104(%rbp), %rcx
	leaq	.LC283(%rip), %rdx
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
	je	.L2468
.L2461:
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 112(%rbx)
.L2464:
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
.L2465:
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
.L2466:
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
	xorpd	.LC196(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	movsd	.LC80(%rip), %xmm1
	mulsd	.LC32(%rip), %xmm0
	addsd	24(%rbx), %xmm0
	comisd	%xmm1, %xmm0
	movsd	%xmm0, 24(%rbx)
	jnb	.L2457
	cvttsd2siq	%xmm0, %rax
	jmp	.L2451
	.p2align 4,,10
	.p2align 3
.L2468:
	movq	%r12, %rcx
	leaq	.LC35(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L2461
	.p2align 4,,10
	.p2align 3
.L2467:
	movq	24(%rsp), %rax
	movq	%rax, 104(%rbx)
	jmp	.L2451
	.p2align 4,,10
	.p2align 3
.L2457:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L2451
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
	je	.L2470
.L2473:
	xorl	%r12d, %r12d
	testq	%rbx, %rbx
	je	.L2469
	.p2align 4,,10
	.p2align 3
.L2471:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%r15,%r12,8)
	addq	$1, %r12
	cmpq	%r12, %rbx
	jne	.L2471
.L2469:
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
.L2470:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L2473
	testq	%rbx, %rbx
	je	.L2474
	movsd	16(%rdi), %xmm3
	leaq	(%rsi,%rbx,8), %rax
	movabsq	$-7046029254386353131, %r14
	movabsq	$-4658895280553007687, %r13
	movabsq	$-7723592293110705685, %r12
	movq	%rax, (%rsp)
	movsd	%xmm3, 8(%rsp)
	jmp	.L2477
	.p2align 4,,10
	.p2align 3
.L2488:
	cvttsd2siq	%xmm0, %rdx
	movq	%rdx, (%r15)
.L2476:
	addq	$8, %r15
	cmpq	%r15, (%rsp)
	je	.L2487
.L2477:
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
	xorpd	.LC196(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC32(%rip), %xmm0
	addsd	24(%rbp), %xmm0
	comisd	.LC80(%rip), %xmm0
	movsd	%xmm0, 24(%rbp)
	jb	.L2488
	subsd	.LC80(%rip), %xmm0
	movabsq	$-9223372036854775808, %rax
	cvttsd2siq	%xmm0, %rdx
	movq	%rdx, (%r15)
	xorq	%rax, (%r15)
	jmp	.L2476
.L2487:
	movq	8(%rbp), %rcx
.L2474:
	addq	%rbx, %rcx
	movq	%rcx, 8(%rbp)
	jmp	.L2469
	.cfi_endproc
.LFE65:
	.size	due_fill, .-due_fill
	.p2align 4
	.type	batch_stats.constprop.0, @function
batch_stats.constprop.0:
.LFB417:
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
	je	.L2493
	testq	%rax, %rax
	je	.L2493
	leaq	160(%rsp), %r13
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r13, %rdi
	call	walk_start
	movl	%eax, 20(%rsp)
	testl	%eax, %eax
	jne	.L2493
	leaq	32(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rdi, 8(%rsp)
	call	due_restart
	.p2align 4,,10
	.p2align 3
.L2494:
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
	jne	.L2494
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
.L2489:
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
.L2493:
	.cfi_restore_state
	movq	%rbp, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movl	$-1, 20(%rsp)
	jmp	.L2489
	.cfi_endproc
.LFE417:
	.size	batch_stats.constprop.0, .-batch_stats.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC284:
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
	jne	.L2498
	movq	8(%rdi), %rbp
	movq	(%rdi), %r10
	movq	%rbp, %rax
	subq	$0, %rax
	jne	.L2525
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
.L2514:
	movl	64(%rbx), %r8d
	movq	%r10, %rax
	movl	$99999, %esi
	xorl	%edi, %edi
	mulq	(%r12)
	testl	%r8d, %r8d
	jne	.L2500
	movl	$50000, %esi
	xorl	%edi, %edi
.L2500:
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
	je	.L2501
	xorq	%rsi, %r10
	orq	%rbp, %r10
	je	.L2538
	cmpq	$1, %rsi
	je	.L2505
	movq	48(%rbx), %rax
	movl	$0, 24(%r15)
	xorl	%edx, %edx
	movq	%rax, (%r14)
	movq	0(%r13), %rax
	cmpq	%rsi, %rax
	jnb	.L2539
	.p2align 4,,10
	.p2align 3
.L2506:
	addq	$1, %rdx
	movq	%rax, %rdi
	addq	0(%r13,%rdx,8), %rax
	cmpq	%rsi, %rax
	jb	.L2506
	cmpq	$16383, %rdx
	jbe	.L2540
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
	je	.L2507
	movq	1064(%rbx), %rcx
	movq	1072(%rbx), %r8
	movq	%r14, %rdx
	movq	8(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L2541
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
.L2509:
	addq	$112, 8(%rsp)
	addq	$8, %r12
	addq	$4, %r15
	addq	$8, %r14
	cmpq	%r15, 16(%rsp)
	je	.L2513
	movq	(%rbx), %r10
	movq	8(%rbx), %rbp
	jmp	.L2514
	.p2align 4,,10
	.p2align 3
.L2498:
	movq	376(%rdi), %r8
	xorl	%ebp, %ebp
	jmp	.L2522
	.p2align 4,,10
	.p2align 3
.L2516:
	addq	$1, %rbp
	cmpq	$6, %rbp
	je	.L2542
.L2522:
	movl	296(%rbx,%rbp,4), %ecx
	movl	348(%rbx,%rbp,4), %eax
	movq	176(%rbx,%rbp,8), %rdx
	testl	%ecx, %ecx
	jne	.L2516
	movslq	%eax, %rcx
	movq	80(%rbx,%rbp,8), %rsi
	xorl	%eax, %eax
	salq	$19, %rcx
	addq	%r8, %rcx
	jmp	.L2517
	.p2align 4,,10
	.p2align 3
.L2519:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L2518
.L2517:
	movq	%rdx, %rdi
	addq	(%rcx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jb	.L2519
	movl	272(%rbx,%rbp,4), %ecx
	movq	%rdi, 176(%rbx,%rbp,8)
	salq	%cl, %rax
	addq	224(%rbx,%rbp,8), %rax
	movq	%rax, 224(%rbx,%rbp,8)
	testl	%ecx, %ecx
	jne	.L2521
	movq	%rax, 128(%rbx,%rbp,8)
	movl	$1, 296(%rbx,%rbp,4)
	addq	$1, %rbp
	subl	$1, 72(%rbx)
	cmpq	$6, %rbp
	jne	.L2522
.L2542:
	movl	320(%rbx), %eax
	testl	%eax, %eax
	jle	.L2523
	xorl	%ebp, %ebp
	jmp	.L2524
	.p2align 4,,10
	.p2align 3
.L2543:
	movq	376(%rbx), %r8
.L2524:
	movslq	324(%rbx,%rbp,4), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %rbp
	salq	$19, %rdi
	addq	%r8, %rdi
	call	memset@PLT
	cmpl	%ebp, 320(%rbx)
	jg	.L2543
.L2523:
	movq	%rbx, %rdi
	call	select_windows
.L2515:
	xorl	%eax, %eax
.L2497:
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
.L2521:
	.cfi_restore_state
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 272(%rbx,%rbp,4)
	jmp	.L2516
	.p2align 4,,10
	.p2align 3
.L2501:
	movl	$1, 24(%r15)
	movq	$0, (%r14)
	jmp	.L2509
	.p2align 4,,10
	.p2align 3
.L2538:
	movl	$1, 24(%r15)
	cmpq	$1, %rsi
	je	.L2503
	movq	48(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L2509
	.p2align 4,,10
	.p2align 3
.L2540:
	movq	%rdi, 48(%r14)
	movl	$0, (%r15)
	movq	%rdx, 96(%r14)
.L2507:
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L2509
	.p2align 4,,10
	.p2align 3
.L2505:
	movl	$1, 24(%r15)
.L2503:
	movq	40(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L2509
	.p2align 4,,10
	.p2align 3
.L2513:
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
	jmp	.L2515
	.p2align 4,,10
	.p2align 3
.L2541:
	movl	$1, 24(%r15)
	movq	384(%rbx), %r13
	addl	$1, 1084(%rbx)
	jmp	.L2509
.L2539:
	movq	$0, 48(%r14)
	movl	$0, (%r15)
	movq	$0, 96(%r14)
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L2509
.L2518:
	leaq	run_fault_lock(%rip), %r12
	movq	%r12, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %r13d
	movq	%r12, %rdi
	call	pthread_mutex_unlock@PLT
	testl	%r13d, %r13d
	jne	.L2528
	movslq	%ebp, %rbp
	movq	stderr(%rip), %rdi
	leaq	.LC284(%rip), %rsi
	xorl	%eax, %eax
	movq	80(%rbx,%rbp,8), %rdx
	call	fprintf@PLT
	call	abort@PLT
.L2525:
	movl	$-2, %eax
	jmp	.L2497
.L2528:
	movl	$-4, %eax
	jmp	.L2497
	.cfi_endproc
.LFE148:
	.size	select_end_pass, .-select_end_pass
	.section	.rodata.str1.8
	.align 8
.LC285:
	.string	"corrected set without its terms, in memory and in passes (guessing too, and select), e %lu, values below %lu: fields that differ"
	.align 8
.LC286:
	.string	"some corrected percentiles were found by a guess"
	.align 8
.LC287:
	.string	"the brute-force buffer was allocated"
	.text
	.p2align 4
	.type	self_test_corrected, @function
self_test_corrected:
.LFB337:
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
	je	.L2582
	leaq	2928(%rsp), %rax
	movl	$42, %r11d
	movq	$1, 24(%rsp)
	leaq	E.9(%rip), %rbx
	movq	%rax, 88(%rsp)
	leaq	4528(%rsp), %r14
	movq	%r11, %rbp
	movabsq	$-7046029254386353131, %r15
	movl	$0, 208(%rsp)
	movq	$0, 40(%rsp)
.L2546:
	movq	24(%rsp), %rax
	leaq	TOP.8(%rip), %r9
	movq	%rbx, %r13
	movq	%r9, 32(%rsp)
	leaq	(%rax,%rax,2), %r11
	leaq	7728(%rsp), %rax
	movq	%rax, 256(%rsp)
	movq	%r11, %rbx
.L2581:
	movq	32(%rsp), %r10
	movq	88(%rsp), %r8
	xorl	%ecx, %ecx
	movabsq	$-4658895280553007687, %rdi
	movabsq	$-7723592293110705685, %rsi
	jmp	.L2550
	.p2align 4,,10
	.p2align 3
.L2610:
	movq	-8(%r8,%rcx,8), %rdx
.L2548:
	movq	%rdx, (%r8,%rcx,8)
	movq	%rdx, (%r14,%rcx,8)
	addq	$1, %rcx
	cmpq	$200, %rcx
	je	.L2609
.L2550:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L2610
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
	jmp	.L2548
.L2609:
	movq	88(%rsp), %rdi
	movq	24(%rsp), %r9
	xorl	%esi, %esi
	jmp	.L2555
.L2612:
	addq	$8, %rdi
	cmpq	%rdi, %r14
	je	.L2611
.L2555:
	movq	(%rdi), %rax
	movl	$1, %ecx
	cmpq	%r9, %rax
	jb	.L2551
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L2551:
	addq	%rsi, %rcx
	setc	%r11b
	movq	%rcx, %rsi
	movzbl	%r11b, %r11d
	jnc	.L2612
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
.L2554:
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
.L2580:
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
	jle	.L2558
.L2557:
	movq	48(%rsp), %rbp
	.p2align 4,,10
	.p2align 3
.L2559:
	movq	0(%rbp), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	cqr_add_n
	movq	%rbp, %rax
	subq	$8, %rbp
	cmpq	%rbx, %rax
	jne	.L2559
	movl	1716(%rsp), %eax
	movq	%r12, %rdi
	leal	1(%rax), %edx
	movl	%edx, 1716(%rsp)
	testl	%eax, %eax
	je	.L2613
	call	cqr_end_pass.part.0
.L2561:
	movl	1720(%rsp), %r10d
	testl	%r10d, %r10d
	jg	.L2557
.L2558:
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
.L2562:
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
	jne	.L2562
	movq	%r11, 8(%rsp)
	movl	$200, %ebp
	movl	$3, 212(%rsp)
	movq	$2, 64(%rsp)
	movq	%rbx, 168(%rsp)
	movq	232(%rsp), %rbx
.L2579:
	movq	64(%rsp), %r8
	movl	20(%rsp), %ecx
	xorl	%r9d, %r9d
	movq	%r12, %rdi
	movq	24(%rsp), %rsi
	movl	$1000, %edx
	call	cqr_init
	movl	1720(%rsp), %r9d
	testl	%r9d, %r9d
	jle	.L2564
	movq	%rbx, 176(%rsp)
	movq	%r13, 184(%rsp)
	.p2align 4,,10
	.p2align 3
.L2563:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L2570:
	movq	%rbp, %rdx
	leaq	(%r14,%rbx,8), %rax
	subq	%rbx, %rdx
	cmpq	$1, %rdx
	je	.L2565
	movq	(%rax), %rcx
	movl	$1, %r13d
	jmp	.L2566
	.p2align 4,,10
	.p2align 3
.L2569:
	addq	$1, %r13
	cmpq	%r13, %rdx
	je	.L2568
.L2566:
	cmpq	%rcx, (%rax,%r13,8)
	je	.L2569
.L2568:
	movq	4528(%rsp,%rbx,8), %rsi
	movq	%r13, %rdx
	movq	%r12, %rdi
	addq	%r13, %rbx
	call	cqr_add_n
	cmpq	$199, %rbx
	jbe	.L2570
.L2567:
	movl	1716(%rsp), %eax
	movq	%r12, %rdi
	leal	1(%rax), %edx
	movl	%edx, 1716(%rsp)
	testl	%eax, %eax
	je	.L2614
	call	cqr_end_pass.part.0
.L2572:
	movl	1720(%rsp), %r8d
	testl	%r8d, %r8d
	jg	.L2563
	movq	176(%rsp), %rbx
	movq	184(%rsp), %r13
.L2564:
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
.L2573:
	movq	(%rcx,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rsi,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L2573
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
	jne	.L2574
	movl	680(%rsp), %edi
	testl	%edi, %edi
	jle	.L2578
	movq	%r12, 192(%rsp)
	movq	256(%rsp), %r12
.L2575:
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
	jg	.L2575
	movq	192(%rsp), %r12
.L2578:
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
.L2576:
	movq	0(%r13,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rcx,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L2576
	movq	%r11, 8(%rsp)
.L2577:
	salq	$2, 64(%rsp)
	subl	$1, 212(%rsp)
	jne	.L2579
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
	jne	.L2615
	movl	$1, 20(%rsp)
	jmp	.L2580
.L2565:
	movq	6120(%rsp), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	cqr_add_n
	jmp	.L2567
.L2614:
	call	cqr_first_end
	jmp	.L2572
.L2613:
	call	cqr_first_end
	jmp	.L2561
.L2574:
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
	jmp	.L2577
.L2611:
	cmpq	$400000, %rcx
	jbe	.L2616
.L2556:
	addq	$8, 32(%rsp)
	movq	32(%rsp), %rax
	leaq	32+TOP.8(%rip), %rdi
	cmpq	%rdi, %rax
	jne	.L2581
	movq	%r13, %rbx
	leaq	48+E.9(%rip), %rax
	addq	$8, %rbx
	cmpq	%rax, %rbx
	je	.L2587
	movq	(%rbx), %rax
	movq	%rax, 24(%rsp)
	jmp	.L2546
.L2615:
	movq	32(%rsp), %rax
	movq	240(%rsp), %r12
	leaq	.LC285(%rip), %rdx
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
	jmp	.L2556
.L2587:
	movl	$1, %ebp
	xorl	%ebx, %ebx
.L2545:
	movq	56(%rsp), %rdi
	call	free@PLT
	xorl	%ecx, %ecx
	cmpq	$0, 40(%rsp)
	movl	$1, %esi
	setne	%cl
	leaq	.LC286(%rip), %rdi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%rbp, %rcx
	movq	%rbx, %r8
	movl	$1, %esi
	movl	208(%rsp), %r12d
	xorl	%edx, %edx
	leaq	.LC287(%rip), %rdi
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
.L2582:
	.cfi_restore_state
	xorl	%eax, %eax
	xorl	%edx, %edx
	xorl	%ebp, %ebp
	xorl	%ebx, %ebx
	movl	%eax, 208(%rsp)
	movq	%rdx, 40(%rsp)
	jmp	.L2545
.L2616:
	xorl	%r10d, %r10d
	jmp	.L2554
	.cfi_endproc
.LFE337:
	.size	self_test_corrected, .-self_test_corrected
	.section	.rodata.str1.8
	.align 8
.LC288:
	.string	"bench: internal error: the schedule ran out before its count\n"
	.align 8
.LC289:
	.string	"bench: internal error: the shared schedule ends at %lu ns, read before the run as %lu\n"
	.text
	.p2align 4
	.type	walk_outcomes, @function
walk_outcomes:
.LFB192:
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
	movq	%rsi, 40(%rsp)
	movq	%rdx, 168(%rsp)
	movq	%rcx, 32(%rsp)
	movl	%r8d, 152(%rsp)
	movq	%r9, 88(%rsp)
	call	malloc@PLT
	movl	$131072, %edi
	movq	%rax, %rbx
	movq	%rax, 184(%rsp)
	call	malloc@PLT
	testq	%rbx, %rbx
	pxor	%xmm0, %xmm0
	movq	$0, 128(%rsp)
	sete	%r12b
	testq	%rax, %rax
	movq	%rax, %r15
	movq	$0, 176(%rsp)
	sete	%al
	movaps	%xmm0, 224(%rsp)
	orl	%eax, %r12d
	movzbl	%r12b, %ebx
	testq	%r14, %r14
	je	.L2827
.L2618:
	movq	80(%rsp), %rax
	movq	208(%rax), %rbp
	testq	%rbp, %rbp
	jne	.L2828
.L2619:
	leaq	384(%rsp), %rdi
	movl	$1020, %ecx
	xorl	%eax, %eax
	movq	%rdi, 160(%rsp)
	rep stosq
	testl	%ebx, %ebx
	jne	.L2823
	xorl	%r13d, %r13d
	movq	80(%rsp), %rbx
	movq	%r15, 8(%rsp)
	xorl	%r14d, %r14d
	leaq	224(%rsp), %rax
	movq	168(%rsp), %r12
	movq	%r13, %r15
	movdqa	224(%rsp), %xmm7
	movq	%rax, (%rsp)
	movq	160(%rsp), %rbp
	movaps	%xmm7, 16(%rsp)
	movq	%r12, %r13
.L2625:
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
	movq	32(%rsp), %rcx
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
	movq	184(%rsp), %rax
	movq	%rax, 3416(%rbp)
	movq	8(%rsp), %rax
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
	movl	176(%rbx), %r10d
	orl	%eax, %r12d
	testl	%r10d, %r10d
	je	.L2829
.L2624:
	leal	1(%r15), %r10d
	cmpl	%r10d, 152(%rsp)
	movl	$1, %r15d
	setg	%dl
	testl	%r12d, %r12d
	sete	%al
	addq	$288, %r13
	addq	$4080, %rbp
	testb	%al, %dl
	jne	.L2625
	movq	8(%rsp), %r15
	testl	%r12d, %r12d
	jne	.L2823
	movq	160(%rsp), %rax
	cmpl	$2, 152(%rsp)
	movq	%rax, 208(%rsp)
	jne	.L2627
	leaq	4464(%rsp), %rax
	movq	%rax, 216(%rsp)
.L2627:
	movq	80(%rsp), %rax
	leaq	by_kind.5(%rip), %rcx
	movq	$0, 192(%rsp)
	movq	%r15, 144(%rsp)
	movl	152(%rax), %eax
	movl	(%rcx,%rax,4), %r14d
	leaq	208(%rsp), %rcx
	movslq	152(%rsp), %rax
	movq	%rcx, 112(%rsp)
	leaq	240(%rsp), %rcx
	movq	%rcx, (%rsp)
	movl	%r14d, %ebp
.L2734:
	movq	112(%rsp), %rcx
	movl	%ebp, %r14d
	movq	40(%rsp), %r12
	xorl	%ebx, %ebx
	movq	%rax, 136(%rsp)
	leaq	(%rcx,%rax,8), %rax
	movq	%rcx, %r13
	movq	%rax, 8(%rsp)
	xorl	%eax, %eax
	movl	%eax, %ebp
	jmp	.L2636
	.p2align 4,,10
	.p2align 3
.L2831:
	movl	2200(%r15), %edi
	testl	%edi, %edi
	jle	.L2628
	movl	$1, 4040(%r15)
.L2630:
	cmpl	$3, %r14d
	movl	$1, %edx
	pxor	%xmm2, %xmm2
	movl	$1, 4044(%r15)
	movl	%eax, 4048(%r15)
	cmovne	%edx, %eax
	movups	%xmm2, 4056(%r15)
.L2632:
	leaq	3488(%r15), %r10
	orl	%eax, %ebp
	xorl	%eax, %eax
	movq	$0, 4024(%r15)
	leaq	3496(%r15), %rdi
	movq	%r10, %rcx
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$544, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	%r12, 3488(%r15)
	movl	4044(%r15), %esi
	testl	%esi, %esi
	je	.L2634
	movq	80(%rsp), %rsi
	movl	%r14d, %edx
	movq	%r10, %rdi
	call	*(%r12)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebx
.L2634:
	movl	4048(%r15), %ecx
	movq	%r12, 3760(%r15)
	testl	%ecx, %ecx
	je	.L2635
	xorl	%edx, %edx
	movq	80(%rsp), %rsi
	leaq	3760(%r15), %rdi
	call	*(%r12)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebx
.L2635:
	movq	8(%rsp), %rax
	addq	$8, %r13
	cmpq	%rax, %r13
	je	.L2830
.L2636:
	movq	0(%r13), %r15
	xorl	%eax, %eax
	movl	72(%r15), %edx
	movl	1160(%r15), %r8d
	movl	3408(%r15), %r9d
	testl	%edx, %edx
	setg	%al
	movl	%eax, 4032(%r15)
	xorl	%eax, %eax
	testl	%r8d, %r8d
	setg	%al
	movl	%eax, 4036(%r15)
	testl	%r9d, %r9d
	jne	.L2831
.L2628:
	movl	$0, 4040(%r15)
	testl	%edx, %edx
	jg	.L2630
	pxor	%xmm4, %xmm4
	movl	%eax, 4048(%r15)
	movl	$0, 4044(%r15)
	movups	%xmm4, 4056(%r15)
	jmp	.L2632
.L2830:
	movl	%ebp, 156(%rsp)
	testl	%ebx, %ebx
	je	.L2832
	cmpq	$0, 88(%rsp)
	jne	.L2833
.L2691:
	movq	112(%rsp), %rax
	movq	136(%rsp), %rcx
	movq	40(%rsp), %r13
	leaq	(%rax,%rcx,8), %rbp
	leaq	256(%rsp), %rcx
	movq	%rax, 32(%rsp)
	movq	%rax, %r14
	movq	%rcx, 8(%rsp)
	jmp	.L2711
	.p2align 4,,10
	.p2align 3
.L2698:
	call	*24(%r13)
.L2692:
	movl	4048(%r15), %eax
	testl	%eax, %eax
	je	.L2702
	movl	%ebx, %eax
	orl	3472(%r15), %eax
	leaq	3760(%r15), %rdi
	je	.L2834
.L2704:
	call	*24(%r13)
.L2702:
	addq	$8, %r14
	cmpq	%rbp, %r14
	je	.L2835
.L2711:
	movq	(%r14), %r15
	movl	4044(%r15), %eax
	movq	3456(%r15), %r12
	testl	%eax, %eax
	je	.L2692
	movl	%ebx, %eax
	orl	3472(%r15), %eax
	leaq	3488(%r15), %rdi
	jne	.L2698
	movq	8(%rsp), %rdx
	movq	80(%rsp), %rsi
	movq	%rdi, 16(%rsp)
	leaq	256(%r12), %rcx
	leaq	240(%r12), %r8
	call	*32(%r13)
	movq	3464(%r15), %rcx
	movq	16(%rsp), %rdi
	movq	256(%rsp), %rdx
	testq	%rcx, %rcx
	movq	%rdx, 3448(%r15)
	je	.L2698
	movq	4056(%r15), %rsi
	testq	%rsi, %rsi
	js	.L2695
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L2696:
	testq	%rdx, %rdx
	je	.L2701
	js	.L2699
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L2700:
	divsd	%xmm1, %xmm0
.L2701:
	movsd	%xmm0, (%rcx)
	jmp	.L2698
.L2834:
	movq	8(%rsp), %rdx
	movq	%rdi, 16(%rsp)
	leaq	264(%r12), %rcx
	leaq	248(%r12), %r8
	movq	80(%rsp), %rsi
	call	*32(%r13)
	movq	3464(%r15), %rdx
	movq	16(%rsp), %rdi
	testq	%rdx, %rdx
	je	.L2704
	movq	4064(%r15), %rcx
	testq	%rcx, %rcx
	js	.L2706
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2707:
	movq	256(%rsp), %rcx
	testq	%rcx, %rcx
	je	.L2708
	js	.L2709
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L2710:
	divsd	%xmm1, %xmm0
.L2708:
	movsd	%xmm0, 8(%rdx)
	jmp	.L2704
.L2835:
	movq	32(%rsp), %r10
	testl	%ebx, %ebx
	jne	.L2753
	movl	%ebx, 16(%rsp)
	movq	80(%rsp), %r12
	movq	%r10, %r13
	jmp	.L2726
	.p2align 4,,10
	.p2align 3
.L2719:
	movl	4036(%rbx), %r15d
	testl	%r15d, %r15d
	jne	.L2836
	movl	4040(%rbx), %r14d
	testl	%r14d, %r14d
	jne	.L2837
.L2721:
	movl	3408(%rbx), %r11d
	testl	%r11d, %r11d
	jne	.L2723
	movq	3456(%rbx), %rax
	movq	208(%r12), %r8
	movl	200(%r12), %r15d
	movq	192(%r12), %r14
	movq	256(%rax), %rdi
	movq	40(%rsp), %rax
	movq	%r8, 8(%rsp)
	movq	160(%r12), %rdx
	movq	3448(%rbx), %rsi
	call	*40(%rax)
	movq	8(%rsp), %r8
	movl	%r15d, %ecx
	movq	%r14, %rdx
	movq	%rax, %rsi
	leaq	2176(%rbx), %rdi
	leaq	3432(%rbx), %r9
	call	cqr_init
	testl	%eax, %eax
	jne	.L2754
	movl	$1, 3408(%rbx)
.L2723:
	addq	$8, %r13
	addl	$1, 3472(%rbx)
	cmpq	%rbp, %r13
	je	.L2838
.L2726:
	movq	0(%r13), %rbx
	movl	4032(%rbx), %eax
	testl	%eax, %eax
	je	.L2719
	movq	%rbx, %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L2719
.L2824:
	movq	144(%rsp), %r15
.L2718:
	movl	%eax, (%rsp)
	movslq	152(%rsp), %r8
.L2621:
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L2735
	movq	(%rax), %rbp
	movslq	8(%rax), %rbx
	movq	%r8, 8(%rsp)
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	leaq	40(%rbp), %rdi
	movl	$1, 396(%rbp,%rbx,4)
	movl	$1, 404(%rbp,%rbx,4)
	call	pthread_cond_broadcast@PLT
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	movq	8(%rsp), %r8
.L2735:
	leaq	2952(%rsp), %r13
	xorl	%ebx, %ebx
	movq	%r8, %r14
.L2737:
	leaq	-2568(%r13), %r12
	leaq	-2176(%r13), %rbp
.L2736:
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
	jne	.L2736
	leaq	-392(%rbp), %rdi
	addq	$1, %rbx
	leaq	4080(%rbp), %r13
	call	cqr_free
	cmpq	%rbx, %r14
	jne	.L2737
	movq	128(%rsp), %rdi
	call	free@PLT
	movq	176(%rsp), %rdi
	call	free@PLT
	movq	184(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	movq	224(%rsp), %rdi
	call	free@PLT
	movq	232(%rsp), %rdi
	call	free@PLT
	movl	(%rsp), %eax
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
.L2836:
	.cfi_restore_state
	leaq	1088(%rbx), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L2824
	movl	4040(%rbx), %r14d
	testl	%r14d, %r14d
	je	.L2721
.L2837:
	movl	2196(%rbx), %eax
	leaq	2176(%rbx), %rdi
	leal	1(%rax), %edx
	movl	%edx, 2196(%rbx)
	testl	%eax, %eax
	je	.L2839
	call	cqr_end_pass.part.0
.L2725:
	testl	%eax, %eax
	je	.L2721
	jmp	.L2824
.L2839:
	call	cqr_first_end
	jmp	.L2725
.L2706:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2707
.L2695:
	movq	%rsi, %r8
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rsi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2696
.L2838:
	movq	168(%rsp), %rax
	movl	16(%rsp), %ebx
	xorl	%edx, %edx
	leaq	192(%rsp), %rsi
	movslq	152(%rsp), %r8
	movq	160(%rsp), %rbp
	movq	%rdx, %r12
	leaq	160(%rax), %r15
	movl	%ebx, %r13d
	movq	%r15, %rbx
.L2713:
	movl	(%rsi,%r12,4), %r10d
	testl	%r10d, %r10d
	jne	.L2731
	movl	72(%rbp), %r9d
	testl	%r9d, %r9d
	jle	.L2840
.L2729:
	movslq	%r13d, %rax
	addl	$1, %r13d
	movq	%rbp, 208(%rsp,%rax,8)
.L2731:
	addq	$1, %r12
	addq	$4080, %rbp
	addq	$288, %rbx
	cmpq	%r8, %r12
	jne	.L2713
	testl	%r13d, %r13d
	je	.L2820
	movq	80(%rsp), %rax
	leaq	by_kind.5(%rip), %rcx
	movl	152(%rax), %eax
	movl	(%rcx,%rax,4), %ebp
	movslq	%r13d, %rax
	jmp	.L2734
.L2840:
	movl	1160(%rbp), %edi
	testl	%edi, %edi
	jg	.L2729
	movl	3408(%rbp), %ecx
	testl	%ecx, %ecx
	je	.L2729
	movl	2200(%rbp), %edx
	testl	%edx, %edx
	jg	.L2729
	movl	2172(%rbp), %eax
	addl	1084(%rbp), %eax
	movq	%rsi, 48(%rsp)
	leaq	-160(%rbx), %r15
	addl	3404(%rbp), %eax
	movd	3472(%rbp), %xmm0
	leaq	392(%rbp), %r9
	leaq	128(%rbp), %r14
	movd	%eax, %xmm6
	movq	2176(%rbp), %rax
	movq	%r12, 8(%rsp)
	leaq	-152(%rbx), %r10
	punpckldq	%xmm6, %xmm0
	movl	$1, (%rsi,%r12,4)
	movq	%r10, %r12
	movq	%rax, 112(%rbx)
	movq	%rbp, 16(%rsp)
	movq	%r14, %rbp
	movq	%r9, %r14
	movl	%r13d, 32(%rsp)
	movq	%r15, %r13
	movq	%r8, %r15
	movq	%xmm0, 120(%rbx)
	pxor	%xmm0, %xmm0
.L2730:
	movq	-128(%rbp), %rax
	movdqa	-112(%rbp), %xmm6
	movups	%xmm0, 0(%r13)
	movups	%xmm0, 48(%r13)
	movq	%rax, 0(%r13)
	movq	-96(%rbp), %rax
	movups	%xmm0, 16(%r13)
	movq	%rax, 56(%r13)
	xorl	%eax, %eax
	movups	%xmm0, 32(%r13)
	movaps	%xmm6, 64(%r13)
.L2732:
	movdqa	0(%rbp,%rax), %xmm3
	movups	%xmm3, (%r12,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L2732
	movq	248(%rbp), %rdi
	addq	$80, %r13
	addq	$80, %r12
	addq	$1088, %rbp
	call	free@PLT
	movq	-832(%rbp), %rdi
	call	free@PLT
	pxor	%xmm7, %xmm7
	movq	%r14, %rdi
	leaq	688(%r14), %rcx
	movups	%xmm7, -840(%rbp)
	leaq	680(%r14), %rdx
	leaq	672(%r14), %rsi
	addq	$1088, %r14
	call	guesses_free
	cmpq	%rbx, %r13
	pxor	%xmm0, %xmm0
	jne	.L2730
	movq	16(%rsp), %rbp
	movups	%xmm0, 16(%rbx)
	movq	48(%rsp), %rsi
	movups	%xmm0, 32(%rbx)
	movq	8(%rsp), %r12
	movl	32(%rsp), %r13d
	movq	2208(%rbp), %rax
	movdqa	2224(%rbp), %xmm7
	movups	%xmm0, 48(%rbx)
	leaq	2176(%rbp), %rdi
	movq	%rsi, 16(%rsp)
	movq	%rax, (%rbx)
	subq	2240(%rbp), %rax
	movq	%rax, 56(%rbx)
	movaps	%xmm7, 64(%rbx)
	movdqa	2320(%rbp), %xmm4
	movq	%r15, 8(%rsp)
	movups	%xmm4, 8(%rbx)
	movdqa	2336(%rbp), %xmm5
	movups	%xmm5, 24(%rbx)
	movdqa	2352(%rbp), %xmm6
	movups	%xmm6, 40(%rbx)
	call	cqr_free
	movq	16(%rsp), %rsi
	movq	8(%rsp), %r8
	jmp	.L2731
.L2832:
	movq	80(%rsp), %rax
	leaq	by_kind.5(%rip), %rcx
	cmpq	$0, 88(%rsp)
	movl	$0, 204(%rsp)
	movl	152(%rax), %eax
	movl	(%rcx,%rax,4), %eax
	movl	%eax, 200(%rsp)
	je	.L2841
	movq	208(%rsp), %rax
	movl	3472(%rax), %ebp
	testl	%ebp, %ebp
	jne	.L2842
.L2640:
	movq	112(%rsp), %rax
	movq	136(%rsp), %rcx
	movq	$0, 8(%rsp)
	leaq	(%rax,%rcx,8), %rax
	movq	%rax, 120(%rsp)
.L2689:
	movq	88(%rsp), %rax
	movq	(%rax), %rbp
	movl	8(%rax), %r14d
	movq	232(%rbp), %rax
	movq	%rbp, %rdi
	movl	%r14d, 16(%rsp)
	movq	%rax, 64(%rsp)
	call	pthread_mutex_lock@PLT
	movq	368(%rbp), %r15
	cmpq	%r15, 8(%rsp)
	jb	.L2667
	movslq	%r14d, %rax
	movl	%ebx, 104(%rsp)
	movq	%r15, %rbx
	movabsq	$-6148914691236517205, %r14
	addq	$46, %rax
	movq	%rax, 48(%rsp)
	leaq	40(%rbp), %rax
	movq	%rax, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L2646:
	movq	224(%rbp), %rcx
	cmpq	%rcx, %rbx
	jnb	.L2843
	cmpl	$1, 16(%rsp)
	movl	$96, %eax
	adcq	$0, %rax
	movl	12(%rbp,%rax,4), %eax
	testl	%eax, %eax
	je	.L2648
	movq	48(%rsp), %rax
	movq	8(%rbp,%rax,8), %rax
.L2649:
	addq	$3, %rax
	cmpq	%rcx, %rax
	cmovbe	%rax, %rcx
	movl	392(%rbp), %eax
	testl	%eax, %eax
	jne	.L2650
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
	jne	.L2650
	cltq
	movl	352(%rbp,%rax,4), %eax
	testl	%eax, %eax
	je	.L2844
.L2650:
	cmpq	%rcx, %rbx
	jb	.L2660
	jmp	.L2661
	.p2align 4,,10
	.p2align 3
.L2662:
	addq	$1, %rbx
	cmpq	%rcx, %rbx
	jnb	.L2661
.L2660:
	movq	%rbx, %rax
	movq	%rbx, %r12
	mulq	%r14
	movq	%rdx, %rax
	andq	$-2, %rdx
	shrq	%rax
	addq	%rax, %rdx
	subq	%rdx, %r12
	cmpq	%rbx, 328(%rbp,%r12,8)
	je	.L2662
	cmpq	%rcx, %rbx
	jnb	.L2661
	leaq	0(%rbp,%r12,8), %r15
	movslq	%r12d, %r12
	movq	%rbp, %rdi
	movq	%rbx, 328(%r15)
	salq	$14, %rbx
	movl	$1, 352(%rbp,%r12,4)
	call	pthread_mutex_unlock@PLT
	movq	208(%rbp), %r9
	movl	$16384, %eax
	movl	216(%rbp), %r10d
	movq	136(%r9), %r13
	subq	%rbx, %r13
	cmpq	%rax, %r13
	cmova	%rax, %r13
	testl	%r10d, %r10d
	jne	.L2845
.L2663:
	cmpq	$0, 280(%r15)
	movq	%r9, 56(%rsp)
	je	.L2664
	movq	(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	56(%rsp), %rdi
	movq	%r13, %rcx
	movq	%rbx, %rsi
	movq	248(%rsp), %r11
	movq	280(%r15), %rdx
	imulq	$1000000000, 240(%rsp), %r10
	movq	%r11, 72(%rsp)
	movq	%r10, 96(%rsp)
	call	service_fill
	movq	(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r11
	movq	96(%rsp), %r10
	imulq	$1000000000, 240(%rsp), %rax
	subq	%r11, %rax
	addq	248(%rsp), %rax
	subq	%r10, %rax
	movq	%rax, 304(%r15)
.L2664:
	movq	%r13, 256(%r15)
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movq	32(%rsp), %rdi
	movl	$0, 352(%rbp,%r12,4)
	call	pthread_cond_broadcast@PLT
.L2659:
	movq	368(%rbp), %rbx
	cmpq	%rbx, 8(%rsp)
	jnb	.L2646
	movl	104(%rsp), %ebx
.L2667:
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
	movq	%rcx, 64(%rsp)
	movq	256(%rax), %rcx
	movq	%rcx, 48(%rsp)
	movq	280(%rax), %rcx
	movq	304(%rax), %rax
	movq	%rax, 72(%rsp)
.L2647:
	movq	%rbp, %rdi
	movq	%rcx, 16(%rsp)
	call	pthread_mutex_unlock@PLT
	movq	8(%rsp), %rax
	movq	16(%rsp), %rcx
	movq	%rax, 104(%rsp)
.L2668:
	movq	40(%rsp), %rax
	movq	112(%rsp), %rbp
	movl	%ebx, 96(%rsp)
	movq	$0, 56(%rsp)
	movq	120(%rsp), %r13
	movl	48(%rax), %edi
	xorl	%eax, %eax
	movq	%rbp, %r12
	testl	%edi, %edi
	cmove	%rax, %rcx
	movq	%rcx, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L2686:
	movq	(%r12), %rbp
	xorl	%r15d, %r15d
	movq	%r12, 32(%rsp)
	movq	%r15, %r12
	leaq	3488(%rbp), %r14
.L2685:
	movl	4044(%rbp,%r12,4), %esi
	testl	%esi, %esi
	je	.L2670
.L2850:
	movq	40(%rsp), %rbx
	movq	48(%rsp), %rcx
	movq	%r14, %rdi
	movq	8(%rsp), %rdx
	movq	64(%rsp), %rsi
	call	*8(%rbx)
	movq	(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	248(%rsp), %rcx
	movl	$16384, %edx
	movq	%r14, %rdi
	imulq	$1000000000, 240(%rsp), %r15
	movq	3416(%rbp), %rsi
	movq	%rcx, 16(%rsp)
	call	*16(%rbx)
	movq	(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, %rbx
	call	clock_gettime@PLT
	movq	16(%rsp), %rcx
	xorl	%edx, %edx
	imulq	$1000000000, 240(%rsp), %rax
	subq	%rcx, %rax
	addq	248(%rsp), %rax
	subq	%r15, %rax
	cmpq	$0, 8(%rsp)
	je	.L2671
	cmpl	$3, 200(%rsp,%r12,4)
	cmovne	72(%rsp), %rdx
.L2671:
	addq	%rdx, %rax
	addq	%rbx, 56(%rsp)
	movq	3416(%rbp), %r15
	addq	%rax, 4056(%rbp,%r12,8)
	cmpq	$1, %r12
	je	.L2846
	movq	3424(%rbp), %rsi
	movq	%rbx, %rdx
	movq	%r15, %rdi
	call	runs_of
	movl	4032(%rbp), %edx
	movq	%rax, %rbx
	testl	%edx, %edx
	jne	.L2674
	testq	%r12, %r12
	jne	.L2847
.L2675:
	movl	4040(%rbp), %edx
	testl	%edx, %edx
	je	.L2678
	movl	2196(%rbp), %eax
	testl	%eax, %eax
	je	.L2848
.L2679:
	xorl	%r12d, %r12d
	leaq	2176(%rbp), %r15
	jmp	.L2680
	.p2align 4,,10
	.p2align 3
.L2849:
	cmpq	%rbx, %r12
	jnb	.L2678
	movq	3424(%rbp), %rax
	movq	%r15, %rdi
	movq	(%rax,%r12,8), %rdx
	movq	3416(%rbp), %rax
	movq	(%rax,%r12,8), %rsi
	addq	$1, %r12
	call	cqr_add_n
	movl	4040(%rbp), %edx
.L2680:
	testl	%edx, %edx
	je	.L2678
	movl	2196(%rbp), %eax
	testl	%eax, %eax
	jne	.L2849
.L2678:
	movl	$1, %r12d
	addq	$272, %r14
	movl	4044(%rbp,%r12,4), %esi
	testl	%esi, %esi
	jne	.L2850
.L2670:
	cmpq	$1, %r12
	jne	.L2851
.L2684:
	movq	32(%rsp), %r12
	addq	$8, %r12
	cmpq	%r13, %r12
	jne	.L2686
	movq	48(%rsp), %rax
	movq	56(%rsp), %r14
	movl	96(%rsp), %ebx
	orq	%rax, %r14
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L2687
	movq	(%rax), %r15
	movq	104(%rsp), %rcx
	movslq	8(%rax), %rbp
	leaq	1(%rcx), %r13
	movq	%r15, %rdi
	movq	%r13, 8(%rsp)
	call	pthread_mutex_lock@PLT
	movq	%r13, 376(%r15,%rbp,8)
	leaq	40(%r15), %rdi
	call	pthread_cond_broadcast@PLT
	movq	%r15, %rdi
	call	pthread_mutex_unlock@PLT
	testq	%r14, %r14
	jne	.L2689
.L2741:
	movq	88(%rsp), %rax
	movq	(%rax), %r14
	movslq	8(%rax), %rbp
	movq	%r14, %rdi
	call	pthread_mutex_lock@PLT
	movq	104(%rsp), %rax
	leaq	40(%r14), %rdi
	movq	%rax, 376(%r14,%rbp,8)
	orl	$1, 396(%r14,%rbp,4)
	call	pthread_cond_broadcast@PLT
	movq	%r14, %rdi
	call	pthread_mutex_unlock@PLT
	jmp	.L2691
	.p2align 4,,10
	.p2align 3
.L2846:
	movq	3480(%rbp), %rdi
	testq	%rdi, %rdi
	je	.L2673
	movl	3472(%rbp), %ecx
	testl	%ecx, %ecx
	je	.L2852
.L2673:
	movq	3424(%rbp), %rsi
	movq	%rbx, %rdx
	movq	%r15, %rdi
	call	runs_of
	movq	%rax, %rbx
	movl	4036(%rbp), %eax
	testl	%eax, %eax
	je	.L2684
.L2674:
	movq	%r12, %rdi
	movq	%rsi, %rdx
	movq	%rbx, %rcx
	movq	%r15, %rsi
	salq	$4, %rdi
	addq	%r12, %rdi
	salq	$6, %rdi
	addq	%rbp, %rdi
	call	select_add_runs
	testq	%r12, %r12
	je	.L2675
	cmpq	$1, %r12
	je	.L2684
.L2851:
	addq	$272, %r14
	movl	$1, %r12d
	jmp	.L2685
	.p2align 4,,10
	.p2align 3
.L2661:
	movq	32(%rsp), %rdi
	movq	%rbp, %rsi
	call	pthread_cond_wait@PLT
	jmp	.L2659
	.p2align 4,,10
	.p2align 3
.L2648:
	movq	384(%rbp), %rax
	movq	376(%rbp), %rdx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	jmp	.L2649
	.p2align 4,,10
	.p2align 3
.L2847:
	addq	$272, %r14
	movl	$2, %r12d
	jmp	.L2685
.L2848:
	movq	3424(%rbp), %rdx
	movq	3416(%rbp), %rsi
	leaq	2176(%rbp), %rdi
	movq	%rbx, %rcx
	call	cqr_first_runs
	movl	4040(%rbp), %edx
	jmp	.L2679
.L2852:
	movq	%rbx, %rdx
	movq	%r15, %rsi
	call	batch_add
	jmp	.L2673
.L2844:
	movl	$1, 392(%rbp)
	movq	%rbp, %rdi
	addq	$1, %rbx
	call	pthread_mutex_unlock@PLT
	movl	216(%rbp), %eax
	movq	232(%r12), %r15
	movq	224(%rbp), %r13
	movq	256(%r12), %r12
	testl	%eax, %eax
	je	.L2651
	testq	%r12, %r12
	je	.L2653
	movsd	112(%rbp), %xmm0
	movq	%r15, %rax
	leaq	(%r15,%r12,8), %rsi
	movabsq	$-9223372036854775808, %rdi
	jmp	.L2657
	.p2align 4,,10
	.p2align 3
.L2854:
	cvttsd2siq	%xmm0, %rdx
	addq	$8, %rax
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	je	.L2853
.L2657:
	addsd	(%rax), %xmm0
	comisd	.LC80(%rip), %xmm0
	jb	.L2854
	movapd	%xmm0, %xmm1
	subsd	.LC80(%rip), %xmm1
	addq	$8, %rax
	cvttsd2siq	%xmm1, %rdx
	xorq	%rdi, %rdx
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L2657
.L2853:
	movsd	%xmm0, 112(%rbp)
	movq	%rdx, -8(%r15,%r12,8)
.L2653:
	addq	%r12, 96(%rbp)
.L2654:
	cmpq	%r13, %rbx
	jne	.L2658
	movl	200(%rbp), %r11d
	testl	%r11d, %r11d
	jne	.L2658
	movq	208(%rbp), %rax
	movq	-8(%r15,%r12,8), %rdx
	movq	128(%rax), %rcx
	cmpq	%rcx, %rdx
	jne	.L2855
.L2658:
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	addq	$1, 368(%rbp)
	movq	32(%rsp), %rdi
	movl	$0, 392(%rbp)
	call	pthread_cond_broadcast@PLT
	jmp	.L2659
.L2687:
	testq	%r14, %r14
	je	.L2690
	addq	$1, 104(%rsp)
.L2639:
	movq	128(%rsp), %rax
	xorl	%ecx, %ecx
	movl	156(%rsp), %r8d
	movq	$0, 48(%rsp)
	movq	$0, 72(%rsp)
	movq	%rax, 64(%rsp)
	testl	%r8d, %r8d
	je	.L2668
	leaq	256(%rsp), %rdi
	movl	$16384, %edx
	movq	%rax, %rsi
	movq	%rcx, 8(%rsp)
	movq	264(%rsp), %rbp
	call	due_fill
	movq	176(%rsp), %r13
	movq	8(%rsp), %rcx
	movq	%rax, 48(%rsp)
	testq	%r13, %r13
	je	.L2668
	movq	(%rsp), %r12
	movl	$1, %edi
	movq	%r12, %rsi
	call	clock_gettime@PLT
	movq	48(%rsp), %rcx
	movq	%r13, %rdx
	movq	%rbp, %rsi
	movq	80(%rsp), %rdi
	movq	248(%rsp), %r15
	imulq	$1000000000, 240(%rsp), %r14
	call	service_fill
	movq	%r12, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	%r13, %rcx
	imulq	$1000000000, 240(%rsp), %rax
	subq	%r15, %rax
	addq	248(%rsp), %rax
	subq	%r14, %rax
	movq	%rax, 72(%rsp)
	jmp	.L2668
.L2845:
	movsd	88(%r9), %xmm0
	movq	96(%r9), %rdi
	movq	%r13, %rdx
	movq	%rbx, %rsi
	movq	232(%r15), %rcx
	movq	%r9, 56(%rsp)
	call	poisson_gap_bits
	movq	56(%rsp), %r9
	jmp	.L2663
.L2843:
	movq	%rbx, %r15
	movl	104(%rsp), %ebx
	cmpq	%r15, 8(%rsp)
	jb	.L2667
	movq	$0, 72(%rsp)
	xorl	%ecx, %ecx
	movq	$0, 48(%rsp)
	jmp	.L2647
.L2651:
	leaq	88(%rbp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	due_fill
	cmpq	%rax, %r12
	je	.L2654
	movq	stderr(%rip), %rcx
	movl	$61, %edx
	movl	$1, %esi
	leaq	.LC288(%rip), %rdi
	call	fwrite@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L2699:
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2700
.L2709:
	movq	%rcx, %rsi
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%rsi
	orq	%rcx, %rsi
	cvtsi2sdq	%rsi, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2710
.L2754:
	movq	144(%rsp), %r15
	movl	$-1, %eax
	jmp	.L2718
.L2833:
	movq	$0, 104(%rsp)
	jmp	.L2741
.L2842:
	movq	88(%rsp), %rax
	movq	(%rax), %r14
	movl	8(%rax), %r15d
	movq	%r14, %rdi
	movl	%r15d, %r13d
	call	pthread_mutex_lock@PLT
	movl	412(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L2644
	cmpl	$1, %r15d
	movl	$96, %ecx
	adcq	$0, %rcx
	movq	%rcx, %r15
	jmp	.L2642
.L2643:
	leaq	40(%r14), %rdi
	movq	%r14, %rsi
	call	pthread_cond_wait@PLT
	movl	412(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L2644
.L2642:
	movl	12(%r14,%r15,4), %edx
	testl	%edx, %edx
	je	.L2643
	cmpl	%ebp, %eax
	jnb	.L2644
	movq	136(%r14), %rdi
	leaq	128(%r14), %r15
	call	free@PLT
	movq	128(%r14), %rdi
	testq	%rdi, %rdi
	je	.L2645
	call	fclose@PLT
.L2645:
	pxor	%xmm0, %xmm0
	leaq	88(%r14), %rdi
	movups	%xmm0, 128(%r14)
	movups	%xmm0, 16(%r15)
	movups	%xmm0, 32(%r15)
	movups	%xmm0, 48(%r15)
	movq	208(%r14), %rsi
	call	due_restart
	movslq	%r13d, %rax
	pxor	%xmm0, %xmm0
	movl	%ebp, 412(%r14)
	movups	%xmm0, 368(%r14)
	movq	%rax, %rcx
	pcmpeqd	%xmm0, %xmm0
	movq	$0, 384(%r14)
	movq	$-1, 344(%r14)
	movups	%xmm0, 328(%r14)
	movl	$0, 396(%r14,%rax,4)
	xorl	%eax, %eax
	testl	%ecx, %ecx
	sete	%al
	movl	404(%r14,%rax,4), %ecx
	movl	%ecx, 396(%r14,%rax,4)
.L2644:
	movq	%r14, %rdi
	call	pthread_mutex_unlock@PLT
	jmp	.L2640
.L2829:
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
	jmp	.L2624
.L2841:
	movq	80(%rsp), %rsi
	leaq	256(%rsp), %rdi
	call	due_restart
	movq	112(%rsp), %rax
	movq	136(%rsp), %rcx
	movq	$0, 104(%rsp)
	leaq	(%rax,%rcx,8), %rax
	movq	%rax, 120(%rsp)
	jmp	.L2639
.L2690:
	movq	304(%rsp), %rdi
	call	free@PLT
	movq	296(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2691
	call	fclose@PLT
	jmp	.L2691
.L2753:
	movq	144(%rsp), %r15
.L2823:
	movl	$-1, (%rsp)
	movslq	152(%rsp), %r8
	jmp	.L2621
.L2828:
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
	jmp	.L2619
.L2827:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 128(%rsp)
	movq	80(%rsp), %rax
	sete	%bpl
	orl	%r12d, %ebp
	movl	8(%rax), %r12d
	movzbl	%bpl, %ebx
	testl	%r12d, %r12d
	je	.L2618
	movq	40(%rsp), %rax
	movl	48(%rax), %r11d
	testl	%r11d, %r11d
	je	.L2618
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 176(%rsp)
	sete	%bl
	orl	%ebp, %ebx
	movzbl	%bl, %ebx
	jmp	.L2618
.L2820:
	movl	%r13d, (%rsp)
	movq	144(%rsp), %r15
	jmp	.L2621
.L2855:
	movq	stderr(%rip), %rdi
	leaq	.LC289(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE192:
	.size	walk_outcomes, .-walk_outcomes
	.p2align 4
	.type	rep_job_run, @function
rep_job_run:
.LFB323:
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
.LFE323:
	.size	rep_job_run, .-rep_job_run
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB327:
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
.LFE327:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.8
	.align 8
.LC291:
	.string	"out of memory for %lu connections"
	.align 8
.LC292:
	.string	"bench: internal error: client overran %lu samples\n"
	.text
	.p2align 4
	.type	walk_all, @function
walk_all:
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
	jne	.L2887
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
	jmp	.L2870
	.p2align 4,,10
	.p2align 3
.L2889:
	movq	16(%rsp), %rsi
	movq	40(%rsp), %rdi
	movl	$4096, %edx
	call	due_fill
	movq	%r12, 33216(%rsp)
	movq	33216(%rsp), %rcx
	movq	%rax, %r12
.L2868:
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
	jb	.L2867
	cmpq	%rbp, %rax
	jne	.L2866
	cmpl	$3, 48(%rsp)
	je	.L2888
.L2866:
	movq	%rcx, 33216(%rsp)
	movq	%r12, %rcx
	movq	33216(%rsp), %r12
	orq	%r15, %rcx
	je	.L2869
.L2870:
	xorl	%ecx, %ecx
	cmpl	$3, 48(%rsp)
	jne	.L2889
	movq	%r12, 33216(%rsp)
	movq	%rcx, %r12
	movq	33216(%rsp), %rcx
	jmp	.L2868
	.p2align 4,,10
	.p2align 3
.L2888:
	movq	24(%rsp), %rdi
	leaq	72(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 33216(%rsp)
	call	walk_run
	testq	%rax, %rax
	jne	.L2867
	orq	%r15, %r12
	movq	33216(%rsp), %rcx
	je	.L2869
	xorl	%r12d, %r12d
	jmp	.L2868
	.p2align 4,,10
	.p2align 3
.L2869:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2871
	call	fclose@PLT
.L2871:
	movq	248(%rsp), %rax
	movq	56(%rsp), %rdi
	movq	368(%rsp), %rdx
	movq	%rax, (%rdi)
	movq	33224(%rsp), %rax
	movq	336(%rsp), %rdi
	movq	%rdx, (%rax)
	call	free@PLT
.L2860:
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
.L2887:
	.cfi_restore_state
	movq	160(%r13), %rcx
	leaq	384(%rsp), %rbp
	leaq	.LC291(%rip), %rdx
	xorl	%eax, %eax
	movl	$96, %esi
	movq	%rbp, %rdi
	leaq	run_fault_lock(%rip), %rbx
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L2890
.L2862:
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$-4, 52(%rsp)
	jmp	.L2860
.L2867:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC292(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L2890:
	movq	%rbp, %rcx
	leaq	.LC35(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$1, run_fault(%rip)
	jmp	.L2862
	.cfi_endproc
.LFE204:
	.size	walk_all, .-walk_all
	.p2align 4
	.type	first_stall_window, @function
first_stall_window:
.LFB244:
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
	je	.L2891
	cmpl	$0, 152(%r10)
	jne	.L2891
	cmpl	$0, 72(%r10)
	movq	%rdx, %rbx
	jne	.L2893
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2918
.L2893:
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
	jne	.L2907
	testq	%rax, %rax
	je	.L2907
	leaq	160(%rsp), %rbp
	leaq	32(%rsp), %r14
	movq	%r13, %rsi
	movq	%rbp, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L2894
	xorl	%ebp, %ebp
	cmpq	$0, 552(%rsp)
	je	.L2896
	.p2align 4,,10
	.p2align 3
.L2895:
	movq	16(%rbx), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	552(%rsp), %rbp
	jb	.L2895
.L2896:
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
	jne	.L2891
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
	jne	.L2891
	movq	552(%rsp), %rcx
	movq	32(%rbx), %rsi
	movq	%rcx, 24(%rbx)
	movq	%rsi, %rax
	cmpq	%rcx, %rsi
	jnb	.L2897
	movq	16(%rbx), %r8
	movq	8(%rbx), %rdx
	movq	480(%rsp), %rdi
	jmp	.L2898
	.p2align 4,,10
	.p2align 3
.L2900:
	addq	$1, %rsi
	movq	%rsi, 32(%rbx)
	cmpq	%rsi, %rcx
	je	.L2899
.L2898:
	movq	(%rdx,%rsi,8), %rax
	addq	(%r8,%rsi,8), %rax
	cmpq	%rax, %rdi
	jnb	.L2900
	movq	%rsi, 40(%rbx)
	leaq	SERVICE_DISTS(%rip), %rbp
	cmpq	%rcx, %rsi
	jb	.L2901
	jmp	.L2917
	.p2align 4,,10
	.p2align 3
.L2904:
	movq	40(%rbx), %rax
	leaq	1(%rax), %rsi
	movq	%rsi, 40(%rbx)
	cmpq	24(%rbx), %rsi
	jnb	.L2917
	movq	8(%rbx), %rdx
.L2901:
	movl	424(%rsp), %eax
	movq	(%rdx,%rsi,8), %r12
	movq	%r13, %rdi
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rbp,%rax)
	cmpq	%r12, %rax
	jb	.L2904
.L2917:
	movq	32(%rbx), %rax
.L2902:
	cmpq	24(%rbx), %rax
	setnb	%al
	movzbl	%al, %eax
.L2891:
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
.L2918:
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
	jmp	.L2893
.L2897:
	movq	%rsi, 40(%rbx)
	jmp	.L2902
.L2894:
	movq	%rbp, %rsi
	movl	$2, %edi
	call	run_fault_set
	movl	$-4, %eax
	jmp	.L2891
.L2907:
	orl	$-1, %eax
	jmp	.L2891
.L2899:
	movq	%rcx, 40(%rbx)
	movq	%rcx, %rax
	jmp	.L2902
	.cfi_endproc
.LFE244:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.8
	.align 8
.LC293:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC294:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC295:
	.string	"percentiles.svg"
.LC296:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC297:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC298:
	.string	"bench: the export to %s failed (out of memory, too many distinct values, or the .hlog's check)\n"
	.text
	.p2align 4
	.type	export_bench, @function
export_bench:
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
	subq	$1112, %rsp
	.cfi_def_cfa_offset 1168
	movl	24(%rdx), %eax
	movq	%rdi, 8(%rsp)
	movq	%rsi, 16(%rsp)
	movl	%r8d, 24(%rsp)
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
	je	.L3012
	movq	%rdx, %r13
	movq	%rcx, %rbp
	cmpl	$2, %eax
	je	.L3013
	movq	(%rcx), %r14
	movq	(%rdx), %r15
	leaq	112(%rsp), %rbx
	testq	%r14, %r14
	je	.L2931
	xorl	%edx, %edx
	xorl	%r12d, %r12d
	leaq	112(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L2930:
	movq	(%r15,%r12,8), %rsi
	movq	%r12, %rax
	jmp	.L2937
	.p2align 4,,10
	.p2align 3
.L2933:
	addq	$1, %rax
	cmpq	%rax, %r14
	je	.L2932
.L2937:
	cmpq	%rsi, (%r15,%rax,8)
	je	.L2933
	movq	%rax, %r8
	subq	%r12, %r8
	je	.L2934
	movq	%rax, %r12
.L2967:
	testl	%edx, %edx
	jne	.L3011
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	movl	136(%rsp), %edx
.L3011:
	cmpq	%r14, %r12
	jb	.L2930
.L2931:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L2928
	movq	0(%rbp), %rdx
	movq	0(%r13), %r14
	xorl	%r12d, %r12d
	leaq	272(%rsp), %r15
	testq	%rdx, %rdx
	je	.L2941
	movq	%rbp, 32(%rsp)
	movq	%r14, %rbp
	movq	%rdx, %r14
	jmp	.L2938
	.p2align 4,,10
	.p2align 3
.L3015:
	addq	$1, %r12
	cmpq	%r12, %r14
	je	.L3014
.L2938:
	movq	0(%rbp,%r12,8), %rsi
	movl	$1, %edx
	movq	%r15, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L3015
	jmp	.L2928
	.p2align 4,,10
	.p2align 3
.L2932:
	movq	%r14, %r8
	subq	%r12, %r8
	je	.L2931
	movq	%r14, %r12
	jmp	.L2967
	.p2align 4,,10
	.p2align 3
.L2934:
	cmpq	%r14, %rax
	jnb	.L2931
	movq	%rax, %r12
	jmp	.L2930
.L3013:
	xorl	%r14d, %r14d
	cmpq	$0, 40(%rdx)
	leaq	112(%rsp), %rbx
	jne	.L2923
	jmp	.L2927
	.p2align 4,,10
	.p2align 3
.L2926:
	addq	$1, %r14
	cmpq	40(%r13), %r14
	jnb	.L2927
.L2923:
	movq	48(%r13), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L2926
	movl	136(%rsp), %r9d
	testl	%r9d, %r9d
	jne	.L2926
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbx, %rdi
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L2926
.L2927:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L2928
	leaq	272(%rsp), %r15
	leaq	32(%r13), %rdi
	movq	%r15, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	je	.L3016
.L2928:
	orl	$-1, %ebp
.L2963:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L3017
.L2966:
	movl	%ebp, %r13d
.L2965:
	movq	272(%rsp), %rdi
	call	free@PLT
	movq	296(%rsp), %rdi
	call	free@PLT
	movq	320(%rsp), %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	dist_free
	movq	(%rsp), %rdi
	call	dist_free
.L2919:
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
.L3017:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC298(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2966
.L3014:
	movq	32(%rsp), %rbp
.L2941:
	movq	80(%rbp), %rdx
	movq	8(%r13), %r15
	leaq	296(%rsp), %r12
	xorl	%r13d, %r13d
	movq	%rdx, %r14
	testq	%rdx, %rdx
	je	.L2940
	.p2align 4,,10
	.p2align 3
.L2939:
	movq	(%r15,%r13,8), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	table_push
	testl	%eax, %eax
	jne	.L2928
	addq	$1, %r13
	cmpq	%r13, %r14
	jne	.L2939
.L2940:
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2928
	leaq	272(%rsp), %r15
.L2942:
	leaq	80(%rsp), %rax
	movq	%rbx, 40(%rsp)
	xorl	%r14d, %r14d
	leaq	HGRM.3(%rip), %r13
	movq	%rax, 32(%rsp)
	leaq	hgrm_writer(%rip), %r12
	movq	%rbp, %rbx
.L2929:
	imulq	$10, %r14, %rax
	movq	32(%rsp), %rcx
	leaq	(%r14,%r14,2), %rbp
	movq	%r12, %rdx
	addq	%r15, %rbp
	movq	0(%r13,%r14), %rsi
	movq	8(%rsp), %rdi
	movq	24(%rbx,%rax), %rax
	movq	%rax, (%rcx,%r14)
	movq	%rbp, %rcx
	call	export_file
	testl	%eax, %eax
	jne	.L3006
	cmpl	$0, 24(%rsp)
	jne	.L2943
.L2945:
	addq	$8, %r14
	cmpq	$24, %r14
	jne	.L2929
	leaq	.LC294(%rip), %rax
	movq	%r15, %xmm1
	movq	8(%rsp), %rdi
	leaq	176(%rsp), %rcx
	movq	%rax, %xmm0
	movq	%rbx, %rbp
	leaq	NAMES.1(%rip), %rax
	movl	$3, 192(%rsp)
	punpcklqdq	%xmm1, %xmm0
	leaq	spectrum_writer(%rip), %rdx
	movq	40(%rsp), %rbx
	leaq	.LC295(%rip), %rsi
	movaps	%xmm0, 176(%rsp)
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movups	%xmm0, 200(%rsp)
	call	export_file
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2928
	leaq	224(%rsp), %r15
	movq	16(%rsp), %rdi
	movl	$20, %esi
	movq	%r15, %rdx
	call	first_stall_window
	testl	%eax, %eax
	je	.L3018
	jle	.L2949
	movq	16(%rsp), %rax
	movq	48(%rax), %rbp
	testq	%rbp, %rbp
	je	.L3019
.L2952:
	leaq	.LC297(%rip), %rdi
	call	puts@PLT
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L2965
.L3016:
	leaq	296(%rsp), %rsi
	leaq	56(%r13), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L2928
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	je	.L2942
	jmp	.L2928
.L2943:
	leaq	VALUES.2(%rip), %rax
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r14), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L2945
.L3006:
	movq	40(%rsp), %rbx
	jmp	.L2928
.L2961:
	testl	%eax, %eax
	jns	.L2952
.L2949:
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L2928
.L3018:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	736(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC296(%rip), %rsi
	movq	%r15, 744(%rsp)
	movq	%rax, 736(%rsp)
	movq	272(%rbp), %rax
	movq	%rax, 752(%rsp)
	call	export_file
	movl	%eax, %ebp
.L2947:
	movq	%r15, %rdi
	call	stall_window_free
	testl	%ebp, %ebp
	jne	.L2963
	jmp	.L2965
.L3012:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC293(%rip), %rdi
	orl	$-1, %r13d
	call	fwrite@PLT
	jmp	.L2919
.L3019:
	movq	%r15, %rdi
	call	stall_window_free
	leaq	736(%rsp), %rdi
	movq	16(%rsp), %rsi
	movl	%r13d, %eax
	movq	%rdi, 24(%rsp)
	movq	%rdi, %r14
	movl	$46, %ecx
	rep movsq
	movq	16(%rsp), %rsi
	movl	$12, %ecx
	movq	%r15, %rdi
	rep stosl
	cmpl	$0, 152(%rsi)
	jne	.L2952
	movq	136(%rsi), %r12
	movl	$262144, %eax
	cmpq	%rax, %r12
	cmova	%rax, %r12
	movq	%r12, 872(%rsp)
	salq	$3, %r12
	movq	%r12, %rdi
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, 224(%rsp)
	movq	%rax, 32(%rsp)
	call	malloc@PLT
	movq	%r12, %rdi
	movq	%rax, 232(%rsp)
	movq	%rax, 16(%rsp)
	call	malloc@PLT
	movq	32(%rsp), %rcx
	movq	%rax, 240(%rsp)
	testq	%rcx, %rcx
	je	.L2949
	movq	16(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L2949
	testq	%rax, %rax
	je	.L2949
	leaq	352(%rsp), %r12
	leaq	480(%rsp), %rdx
	movq	%r14, %rsi
	movq	%r12, %rdi
	movq	%rdx, 16(%rsp)
	call	due_open.constprop.0
	movq	16(%rsp), %rdx
	testl	%eax, %eax
	je	.L2955
	jmp	.L3020
.L2959:
	movq	240(%rsp), %rax
	movq	%r12, %rdi
	leaq	(%rax,%rbp,8), %r14
	call	due_next
	movq	%rax, (%r14)
	movq	240(%rsp), %rax
	cmpq	$999999999, (%rax,%rbp,8)
	ja	.L2960
	addq	$1, %rbp
.L2955:
	cmpq	872(%rsp), %rbp
	jb	.L2959
.L2960:
	leaq	392(%rsp), %rdi
	call	numbers_close
	movq	%rbp, 872(%rsp)
	testq	%rbp, %rbp
	je	.L2952
	movq	240(%rsp), %rax
	leaq	72(%rsp), %r10
	leaq	48(%rsp), %r9
	movq	%rbp, %rcx
	leaq	64(%rsp), %r8
	movl	$1, %esi
	movq	%rax, 848(%rsp)
	pushq	%r10
	.cfi_def_cfa_offset 1176
	leaq	64(%rsp), %r12
	movq	%r10, 48(%rsp)
	pushq	%r12
	.cfi_def_cfa_offset 1184
	movq	40(%rsp), %r14
	movq	240(%rsp), %rdx
	movq	%r14, %rdi
	movq	%r9, 48(%rsp)
	movq	%r8, 32(%rsp)
	call	walk_all
	popq	%rsi
	.cfi_def_cfa_offset 1176
	popq	%rdi
	.cfi_def_cfa_offset 1168
	testl	%eax, %eax
	jne	.L2961
	movq	40(%rsp), %r10
	xorl	%esi, %esi
	movq	%r14, %rdi
	pushq	%r10
	.cfi_def_cfa_offset 1176
	pushq	%r12
	.cfi_def_cfa_offset 1184
	movq	48(%rsp), %r9
	movq	32(%rsp), %r8
	movq	888(%rsp), %rcx
	movq	248(%rsp), %rdx
	call	walk_all
	popq	%rdx
	.cfi_def_cfa_offset 1176
	popq	%rcx
	.cfi_def_cfa_offset 1168
	testl	%eax, %eax
	jne	.L2961
	movq	872(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	leaq	first_second_writer(%rip), %rdx
	leaq	.LC296(%rip), %rsi
	movq	%rax, 248(%rsp)
	call	export_file
	movl	%eax, %ebp
	jmp	.L2947
.L3020:
	movq	%rdx, %rsi
	movl	$2, %edi
	call	run_fault_set
	jmp	.L2949
	.cfi_endproc
.LFE255:
	.size	export_bench, .-export_bench
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC305:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC306:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.section	.rodata.str1.1
.LC307:
	.string	"."
	.section	.rodata.str1.8
	.align 8
.LC308:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC309:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.align 8
.LC310:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC311:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC312:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC313:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC314:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
.LFB321:
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
	jne	.L3022
	xorl	%r15d, %r15d
	cmpq	$1, 160(%rbx)
	sete	%r15b
.L3022:
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
	jne	.L3088
.L3021:
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
.L3088:
	.cfi_restore_state
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	call	__floatuntidf@PLT
	testq	%r13, %r13
	js	.L3024
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L3025:
	divsd	%xmm1, %xmm0
	movq	48(%rsp), %rdi
	movq	32(%rsp), %rsi
	movsd	%xmm0, 24(%rsp)
	call	__floatuntidf@PLT
	testq	%r12, %r12
	js	.L3026
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L3027:
	divsd	%xmm1, %xmm0
	leaq	120(%rsp), %rdx
	leaq	152(%rsp), %rsi
	movq	%rbx, %rdi
	movsd	%xmm0, 32(%rsp)
	call	service_moments
	movsd	24(%rsp), %xmm3
	movsd	168(%rsp), %xmm1
	movsd	.LC299(%rip), %xmm6
	mulsd	(%rsp), %xmm6
	subsd	%xmm1, %xmm3
	mulsd	.LC69(%rip), %xmm3
	movl	176(%rsp), %r12d
	movsd	%xmm6, 16(%rsp)
	divsd	%xmm1, %xmm3
	testl	%r12d, %r12d
	jne	.L3089
	testl	%r15d, %r15d
	jne	.L3090
	movq	$0x000000000, 64(%rsp)
	movq	$0x000000000, 56(%rsp)
.L3033:
	movq	.LC63(%rip), %xmm4
	movsd	16(%rsp), %xmm2
	xorl	%r13d, %r13d
	movq	%r13, 48(%rsp)
	movaps	%xmm4, 32(%rsp)
	andpd	%xmm3, %xmm4
	comisd	%xmm4, %xmm2
	movq	%r13, 88(%rsp)
	movq	%r13, 80(%rsp)
	movsd	%xmm4, 72(%rsp)
	jnb	.L3060
.L3036:
	movq	128(%rsp), %rsi
	movsd	136(%rsp), %xmm0
	testl	%ebp, %ebp
	je	.L3091
	leaq	.LC309(%rip), %rdi
	movl	$2, %eax
	movsd	%xmm3, (%rsp)
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	movsd	(%rsp), %xmm3
	je	.L3050
	movsd	.LC1(%rip), %xmm4
	movq	.LC196(%rip), %xmm2
	movl	$1, %ebx
	leaq	-8+PCT_MILLI(%rip), %r14
	leaq	-8+PCT_NAME(%rip), %r12
	leaq	.LC311(%rip), %rbp
	movsd	%xmm3, 96(%rsp)
	movsd	%xmm4, 24(%rsp)
	movaps	%xmm2, (%rsp)
.L3045:
	movq	(%r14,%rbx,8), %rax
	testq	%rax, %rax
	js	.L3048
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3049:
	xorpd	(%rsp), %xmm0
	divsd	.LC203(%rip), %xmm0
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
	jne	.L3045
	movsd	96(%rsp), %xmm3
.L3050:
	movsd	16(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC310(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	jne	.L3092
.L3047:
	movsd	16(%rsp), %xmm7
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm7
	jb	.L3051
	movsd	48(%rsp), %xmm0
	andpd	32(%rsp), %xmm0
	movq	%r13, %xmm6
	xorl	%esi, %esi
	comisd	%xmm0, %xmm6
	setnb	%sil
.L3051:
	leaq	.LC313(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	testl	%r15d, %r15d
	je	.L3021
	movsd	64(%rsp), %xmm1
	movsd	56(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC314(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	jne	.L3093
.L3053:
	movsd	56(%rsp), %xmm0
	movapd	32(%rsp), %xmm7
	xorl	%esi, %esi
	movsd	64(%rsp), %xmm1
	addsd	.LC304(%rip), %xmm1
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L3054
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm6
	xorl	%esi, %esi
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm6
	setnb	%sil
.L3054:
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3021
.L3048:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3049
.L3026:
	movq	%r12, %rdx
	movq	%r12, %rax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3027
.L3024:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3025
.L3091:
	movsd	16(%rsp), %xmm4
	leaq	.LC305(%rip), %rdi
	movl	$5, %eax
	movsd	24(%rsp), %xmm2
	divsd	.LC77(%rip), %xmm1
	divsd	.LC77(%rip), %xmm2
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	jne	.L3094
.L3041:
	leaq	.LC307(%rip), %rdi
	call	puts@PLT
	testl	%r12d, %r12d
	jne	.L3021
	leaq	.LC308(%rip), %rdi
	call	puts@PLT
	jmp	.L3021
.L3089:
	movsd	.LC300(%rip), %xmm0
	mulsd	56(%rsp), %xmm0
	movsd	%xmm3, 48(%rsp)
	movsd	.LC301(%rip), %xmm2
	movsd	%xmm1, (%rsp)
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movsd	(%rsp), %xmm1
	movsd	48(%rsp), %xmm3
	movsd	152(%rsp), %xmm6
	movsd	.LC302(%rip), %xmm5
	movsd	.LC1(%rip), %xmm4
	movq	136(%r14), %rax
	subsd	136(%rsp), %xmm4
	mulsd	%xmm6, %xmm5
	testq	%rax, %rax
	movapd	%xmm5, %xmm7
	divsd	%xmm4, %xmm7
	js	.L3029
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3030:
	subsd	%xmm7, %xmm2
	mulsd	.LC69(%rip), %xmm2
	divsd	%xmm7, %xmm2
	movsd	%xmm2, 48(%rsp)
	movq	.LC196(%rip), %xmm2
	xorpd	%xmm2, %xmm0
	divsd	.LC303(%rip), %xmm0
	mulsd	.LC299(%rip), %xmm0
	movq	%xmm0, %r13
	testl	%r15d, %r15d
	jne	.L3031
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 64(%rsp)
	movq	$0x000000000, 56(%rsp)
.L3032:
	movq	.LC63(%rip), %xmm6
	movapd	%xmm6, %xmm7
	movaps	%xmm6, 32(%rsp)
	andpd	%xmm3, %xmm7
	movapd	%xmm7, %xmm5
	movsd	%xmm7, 72(%rsp)
	movsd	16(%rsp), %xmm7
	comisd	%xmm5, %xmm7
	jb	.L3083
	movsd	48(%rsp), %xmm0
	andpd	%xmm6, %xmm0
	movq	%r13, %xmm6
	comisd	%xmm0, %xmm6
	jnb	.L3060
.L3083:
	xorl	%r12d, %r12d
	jmp	.L3036
.L3060:
	movsd	56(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	movsd	64(%rsp), %xmm2
	addsd	.LC304(%rip), %xmm2
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L3083
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm5
	xorl	%r12d, %r12d
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm5
	setnb	%r12b
	jmp	.L3036
.L3090:
	movq	32(%r14), %rax
	testq	%rax, %rax
	js	.L3034
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3035:
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
	mulsd	.LC299(%rip), %xmm4
	subsd	%xmm2, %xmm0
	mulsd	.LC69(%rip), %xmm0
	movsd	%xmm4, 64(%rsp)
	divsd	%xmm2, %xmm0
	movsd	%xmm0, 56(%rsp)
	jmp	.L3033
.L3092:
	movsd	48(%rsp), %xmm0
	movq	%r13, %xmm1
	movl	$2, %eax
	leaq	.LC312(%rip), %rdi
	call	printf@PLT
	jmp	.L3047
.L3029:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3030
.L3094:
	movq	136(%r14), %rax
	testq	%rax, %rax
	js	.L3042
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3043:
	movsd	.LC302(%rip), %xmm0
	movsd	.LC1(%rip), %xmm2
	movq	%r13, %xmm3
	leaq	.LC306(%rip), %rdi
	mulsd	152(%rsp), %xmm0
	movl	$4, %eax
	subsd	136(%rsp), %xmm2
	divsd	.LC77(%rip), %xmm1
	divsd	%xmm2, %xmm0
	movsd	48(%rsp), %xmm2
	divsd	.LC77(%rip), %xmm0
	call	printf@PLT
	jmp	.L3041
.L3031:
	movq	32(%r14), %rax
	testq	%rax, %rax
	js	.L3056
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3057:
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
	mulsd	.LC300(%rip), %xmm4
	movapd	%xmm0, %xmm7
	movsd	32(%rsp), %xmm0
	mulsd	.LC299(%rip), %xmm7
	subsd	%xmm6, %xmm0
	mulsd	.LC69(%rip), %xmm0
	movsd	%xmm7, 64(%rsp)
	divsd	%xmm6, %xmm0
	movsd	%xmm0, 56(%rsp)
	movsd	.LC301(%rip), %xmm0
	divsd	%xmm4, %xmm0
	call	sqrt@PLT
	movq	56(%r14), %rax
	movsd	72(%rsp), %xmm1
	movsd	80(%rsp), %xmm3
	movsd	88(%rsp), %xmm5
	testq	%rax, %rax
	movapd	96(%rsp), %xmm2
	js	.L3058
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3059:
	subsd	%xmm5, %xmm4
	mulsd	.LC69(%rip), %xmm4
	xorpd	%xmm2, %xmm0
	divsd	.LC303(%rip), %xmm0
	mulsd	.LC299(%rip), %xmm0
	divsd	%xmm5, %xmm4
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm4, 88(%rsp)
	jmp	.L3032
.L3042:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3043
.L3056:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3057
.L3034:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3035
.L3093:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC312(%rip), %rdi
	call	printf@PLT
	jmp	.L3053
.L3058:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3059
	.cfi_endproc
.LFE321:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.8
	.align 8
.LC315:
	.string	"computing the expected outcome"
	.align 8
.LC316:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.section	.rodata.str1.1
.LC317:
	.string	"for a rep"
	.section	.rodata.str1.8
	.align 8
.LC318:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.section	.rodata.str1.1
.LC319:
	.string	" warmup"
.LC320:
	.string	"rep=%u%s set=%s"
.LC321:
	.string	" n=%lu"
.LC322:
	.string	" %s_ns=%lu"
.LC323:
	.string	" slow=%lu sum_ns=%s\n"
	.text
	.p2align 4
	.type	bench_reps, @function
bench_reps:
.LFB328:
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
	subq	$984, %rsp
	.cfi_def_cfa_offset 1040
	movq	(%rdi), %r11
	leaq	560(%rsp), %rax
	movq	%rdi, 48(%rsp)
	movq	%r11, %rdi
	movl	%edx, 92(%rsp)
	movq	%r11, %xmm0
	movq	%r11, 136(%rsp)
	movq	%rax, 152(%rsp)
	movq	%rax, 240(%rsp)
	movl	$1, 248(%rsp)
	movq	%rax, 256(%rsp)
	movl	$0, 264(%rsp)
	call	closed_form_gap
	leaq	16(%r14), %rdi
	movq	%rdi, (%rsp)
	movhps	(%rsp), %xmm0
	testq	%rax, %rax
	je	.L3098
	movl	92(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L3098
	testq	%rbx, %rbx
	jne	.L3098
	movq	48(%rsp), %rax
	cmpl	$3, 352(%rax)
	je	.L3260
.L3099:
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	leaq	216(%rsp), %rdi
	xorl	%esi, %esi
	movq	%rdx, 304(%rsp)
	leaq	ref_job_run(%rip), %rdx
	movl	%ecx, 312(%rsp)
	leaq	288(%rsp), %rcx
	movaps	%xmm0, 288(%rsp)
	call	pthread_create@PLT
	movl	%eax, %edx
	testl	%eax, %eax
	jne	.L3097
	movq	48(%rsp), %r14
	movq	136(%rsp), %r8
	xorl	%ebp, %ebp
	movl	$68, %ecx
	movq	%rbp, %rax
	leaq	872(%r14), %rbx
	movq	136(%r8), %rsi
	movq	%rbx, %rdi
	rep stosq
	movl	%edx, %eax
	movl	$14, %ecx
	leaq	432(%rsp), %rdi
	rep stosl
	movq	%rsi, 1408(%r14)
	movq	%r8, %rdi
	leaq	432(%rsp), %rsi
	call	theory_of
	movl	$1, 148(%rsp)
	testl	%eax, %eax
	movl	%eax, 1416(%r14)
	cmovne	%rbx, %rbp
	movq	%rbp, 160(%rsp)
.L3119:
	xorl	%edi, %edi
	xorl	%r14d, %r14d
	movq	%rdi, 168(%rsp)
.L3118:
	movq	48(%rsp), %rax
	movl	$0, (%rsp)
	movl	%r14d, 144(%rsp)
	movq	304(%rax), %rdi
	movq	416(%rax), %rax
	movq	%rdi, 96(%rsp)
	movq	%rax, 40(%rsp)
	movl	216(%rax), %eax
	.p2align 4,,10
	.p2align 3
.L3184:
	movq	48(%rsp), %rdi
	movl	(%rsp), %edx
	movq	96(%rsp), %rbx
	movl	352(%rdi), %ecx
	movq	%rdx, %rdi
	leaq	(%rdx,%rdx,8), %rdx
	salq	$5, %rdx
	leaq	(%rbx,%rdx), %r15
	cmpl	$3, %ecx
	jne	.L3120
	leal	1(%rax), %ebp
	subl	%edi, %ebp
	cmpl	$1, %ebp
	ja	.L3261
	leaq	320(%rsp), %rcx
	subq	$8, %rsp
	.cfi_def_cfa_offset 1048
	xorl	%r9d, %r9d
	movl	$1, %r8d
	pushq	$0
	.cfi_def_cfa_offset 1056
	movq	56(%rsp), %rdi
	movq	%r15, %rdx
	leaq	GENERAL_WALK(%rip), %rsi
	call	walk_outcomes
	popq	%r10
	.cfi_def_cfa_offset 1048
	popq	%r11
	.cfi_def_cfa_offset 1040
	movl	%eax, %ebx
.L3129:
	leaq	run_fault_lock(%rip), %r15
	movq	%r15, %rdi
	call	pthread_mutex_lock@PLT
	movq	%r15, %rdi
	movl	run_fault(%rip), %r14d
	call	pthread_mutex_unlock@PLT
	testl	%ebx, %ebx
	jne	.L3256
	testl	%r14d, %r14d
	jne	.L3203
	movl	(%rsp), %eax
	leaq	320(%rsp), %rbx
	addl	%ebp, %eax
	testl	%ebp, %ebp
	je	.L3174
	movl	(%rsp), %r11d
	movq	48(%rsp), %r10
	movl	%r14d, 104(%rsp)
	.p2align 4,,10
	.p2align 3
.L3183:
	movl	92(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L3262
.L3176:
	testl	%r11d, %r11d
	je	.L3182
	movsd	(%rbx), %xmm0
	movq	312(%r10), %rsi
	leal	-1(%r11), %ecx
	movsd	%xmm0, (%rsi,%rcx,8)
	movq	320(%r10), %rsi
	movsd	8(%rbx), %xmm0
	movsd	%xmm0, (%rsi,%rcx,8)
.L3182:
	addl	$1, %r11d
	addq	$16, %rbx
	cmpl	%eax, %r11d
	jne	.L3183
	movl	%r11d, (%rsp)
	movl	104(%rsp), %r14d
.L3174:
	movq	40(%rsp), %rax
	movl	(%rsp), %edi
	movl	216(%rax), %eax
	cmpl	%edi, %eax
	jnb	.L3184
	movl	%r14d, %ebp
	movl	144(%rsp), %r14d
.L3175:
	testl	%r14d, %r14d
	jne	.L3127
	cmpl	$0, 148(%rsp)
	jne	.L3263
.L3128:
	movl	%ebp, %eax
.L3095:
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
.L3098:
	.cfi_restore_state
	xorl	%r11d, %r11d
	xorl	%ebp, %ebp
	movaps	%xmm0, 288(%rsp)
	movq	%r11, 304(%rsp)
	movl	%ebp, 312(%rsp)
.L3097:
	movq	136(%rsp), %r14
	movq	%r14, %rdi
	call	closed_form_gap
	movq	48(%rsp), %rdi
	movq	%rax, 432(%rdi)
	testq	%rax, %rax
	je	.L3109
	pushq	%r8
	.cfi_def_cfa_offset 1048
	xorl	%r9d, %r9d
	movq	%r14, %rdi
	movl	$1, %r8d
	pushq	$0
	.cfi_def_cfa_offset 1056
	movq	16(%rsp), %rdx
	xorl	%ecx, %ecx
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	popq	%r9
	.cfi_def_cfa_offset 1048
	popq	%r10
	.cfi_def_cfa_offset 1040
	movl	%eax, %edi
.L3110:
	call	fault_rc
	movl	%eax, 148(%rsp)
	testl	%eax, %eax
	jne	.L3264
	testq	%rbx, %rbx
	je	.L3113
	movq	48(%rsp), %rax
	movq	136(%rsp), %rdi
	movq	176(%rax), %rbx
	call	plan_route
	cmpl	$2, %eax
	je	.L3265
.L3116:
	cmpq	$16777216, %rbx
	ja	.L3266
.L3113:
	movq	48(%rsp), %r15
	leaq	416(%r15), %rdi
	leaq	872(%r15), %rbx
	call	print_plan
	xorl	%eax, %eax
	movl	$68, %ecx
	movq	%rbx, %rdi
	movq	136(%rsp), %r14
	leaq	432(%rsp), %rsi
	movq	136(%r14), %rdx
	rep stosq
	leaq	432(%rsp), %rdi
	movl	$14, %ecx
	rep stosl
	movq	%rdx, 1408(%r15)
	movq	%r14, %rdi
	call	theory_of
	movl	%eax, 1416(%r15)
	movl	%eax, %r14d
	testl	%eax, %eax
	je	.L3195
	movq	%rbx, 160(%rsp)
	jmp	.L3119
	.p2align 4,,10
	.p2align 3
.L3262:
	testl	%r11d, %r11d
	leaq	.LC319(%rip), %rcx
	leaq	.LC8(%rip), %rdi
	movq	%rbx, 112(%rsp)
	cmove	%rcx, %rdi
	movl	%r11d, %ecx
	movl	%eax, 120(%rsp)
	leaq	496(%rsp), %r8
	leaq	(%rcx,%rcx,8), %rcx
	movl	%r11d, 64(%rsp)
	movabsq	$-3689348814741910323, %r15
	movabsq	$-3689348814741910324, %r14
	movq	%rdi, 72(%rsp)
	leaq	SET_NAME(%rip), %rdi
	salq	$5, %rcx
	movq	%r8, %r11
	movq	%rdi, 16(%rsp)
	movq	96(%rsp), %rdi
	movq	%r10, 128(%rsp)
	leaq	8(%rdi,%rcx), %rdi
	movq	%rdi, 32(%rsp)
	leaq	384(%rsp), %rdi
	movq	%rdi, 80(%rsp)
.L3181:
	movq	16(%rsp), %rax
	movl	64(%rsp), %esi
	leaq	.LC320(%rip), %rdi
	movq	%r11, 56(%rsp)
	movq	72(%rsp), %rdx
	leaq	PCT_NAME(%rip), %rbp
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rbx
	leaq	.LC321(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbx), %rsi
	call	printf@PLT
	movq	%r12, (%rsp)
	movq	%r13, 8(%rsp)
	movq	56(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L3177:
	movq	(%rbx), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC322(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %rbx
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L3177
	movq	32(%rsp), %rax
	movq	%r13, %r11
	movl	$47, %ecx
	movl	$9, %r8d
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	movb	$0, 543(%rsp)
	.p2align 4,,10
	.p2align 3
.L3180:
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
	jc	.L3180
	movq	80(%rsp), %rbp
	addq	%r11, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC35(%rip), %rdx
	movq	%r11, (%rsp)
	movq	%rbp, %rdi
	call	snprintf@PLT
	movq	32(%rsp), %rbx
	xorl	%eax, %eax
	movq	%rbp, %rdx
	leaq	.LC323(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	movq	%rbx, 32(%rsp)
	movq	(%rsp), %r11
	cmpq	%rax, %rdi
	jne	.L3181
	movq	112(%rsp), %rbx
	movl	64(%rsp), %r11d
	movl	120(%rsp), %eax
	movq	128(%rsp), %r10
	jmp	.L3176
	.p2align 4,,10
	.p2align 3
.L3120:
	movq	40(%rsp), %rax
	movq	136(%rax), %rax
	movq	%rax, 112(%rsp)
	movq	%rax, 224(%rsp)
	movq	%rax, 232(%rsp)
	cmpl	$2, %ecx
	je	.L3267
	leaq	8(%r15), %rdi
	movq	%r15, %rcx
	xorl	%eax, %eax
	movq	$0, (%r15)
	movq	$0, 280(%r15)
	andq	$-8, %rdi
	subq	%rdi, %rcx
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	leaq	496(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	movq	40(%rsp), %r14
	movq	%r14, %rsi
	call	server_init
	leaq	384(%rsp), %rax
	movl	$1, %edi
	movq	%rax, %rsi
	movq	%rax, 64(%rsp)
	call	clock_gettime@PLT
	movl	72(%r14), %esi
	movq	384(%rsp), %rbx
	movq	392(%rsp), %rbp
	testl	%esi, %esi
	je	.L3190
	movl	152(%r14), %eax
.L3152:
	leaq	by_kind.5(%rip), %rdi
	leaq	256(%r15), %rcx
	movl	(%rdi,%rax,4), %esi
	leaq	240(%r15), %r9
	cmpl	$3, %esi
	jne	.L3155
	movq	40(%rsp), %rax
	movq	144(%rax), %rax
	testq	%rax, %rax
	je	.L3155
	movq	40(%rsp), %rdi
	xorl	%edx, %edx
	divq	(%rdi)
	movq	160(%rdi), %rdx
	leaq	1(%rax,%rdx), %rax
.L3157:
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
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L3259
	movq	352(%rsp), %rax
	movq	224(%rsp), %r14
.L3154:
	testq	%rax, %rax
	js	.L3160
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3161:
	testq	%r14, %r14
	je	.L3162
	js	.L3163
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L3164:
	divsd	%xmm1, %xmm0
.L3162:
	movq	40(%rsp), %rsi
	movq	16(%rsp), %rdi
	movsd	%xmm0, 320(%rsp)
	call	server_init
	movq	64(%rsp), %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	40(%rsp), %rax
	movq	384(%rsp), %rbx
	movq	392(%rsp), %rbp
	movl	72(%rax), %ecx
	testl	%ecx, %ecx
	jne	.L3165
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L3165
	cmpq	$0, 40(%rax)
	jne	.L3165
	movq	48(%rsp), %rcx
	movq	112(%rsp), %r8
	xorl	%r9d, %r9d
	movq	%rax, %rdi
	movq	16(%rsp), %rsi
	imulq	$1000000000, %rbx, %rbx
	movq	336(%rcx), %rdx
	xorl	%ecx, %ecx
	call	run_open
	movq	64(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 264(%r15)
	call	clock_gettime@PLT
	imulq	$1000000000, 384(%rsp), %rax
	subq	%rbp, %rax
	addq	392(%rsp), %rax
	subq	%rbx, %rax
	movq	%rax, 352(%rsp)
	movq	504(%rsp), %rax
	movq	%rax, 248(%r15)
.L3166:
	movq	352(%rsp), %rax
	movq	232(%rsp), %rbx
	testq	%rax, %rax
	js	.L3167
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testq	%rbx, %rbx
	js	.L3169
.L3270:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L3170:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rax
	movq	256(%r15), %rcx
	movl	176(%rax), %r11d
	movsd	%xmm0, 328(%rsp)
	testl	%r11d, %r11d
	je	.L3171
	movq	160(%rax), %rsi
	movq	$-1, %rax
	cmpq	%rsi, %r14
	jb	.L3172
	xorl	%edx, %edx
	movq	%r14, %rax
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
.L3172:
	movq	40(%rsp), %rbp
	movq	%rax, 272(%r15)
	movq	%r15, %r8
	movq	%r14, %rsi
	movq	48(%rsp), %rax
	movl	200(%rbp), %ecx
	movq	192(%rbp), %rdx
	movq	328(%rax), %rdi
	call	summarise.isra.0
	movq	48(%rsp), %rax
	leaq	80(%r15), %r8
	movq	%rbx, %rsi
	movl	200(%rbp), %ecx
	movq	192(%rbp), %rdx
	movq	336(%rax), %rdi
	call	summarise.isra.0
	movq	48(%rsp), %rbx
	subq	$8, %rsp
	.cfi_def_cfa_offset 1048
	leaq	160(%r15), %rax
	movl	200(%rbp), %r8d
	movq	192(%rbp), %rcx
	movq	%r14, %rsi
	movq	328(%rbx), %rdi
	movq	272(%r15), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 1056
	movq	344(%rbx), %r9
	call	corrected_summarise
	movl	%eax, %ebx
	movl	$1, %ebp
	popq	%r9
	.cfi_def_cfa_offset 1048
	popq	%r10
	.cfi_def_cfa_offset 1040
	jmp	.L3129
	.p2align 4,,10
	.p2align 3
.L3165:
	movq	48(%rsp), %rax
	leaq	248(%r15), %r9
	xorl	%esi, %esi
	movq	336(%rax), %rdx
	leaq	264(%r15), %rax
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
	movl	%eax, %ebx
	popq	%rax
	.cfi_def_cfa_offset 1040
	testl	%ebx, %ebx
	je	.L3166
.L3259:
	movl	%ebx, %r15d
	leaq	run_fault_lock(%rip), %rbx
	movl	144(%rsp), %r14d
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
.L3159:
	leaq	.LC317(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
	movl	%eax, %ebp
	jmp	.L3175
	.p2align 4,,10
	.p2align 3
.L3190:
	movq	40(%rsp), %rdi
	movl	152(%rdi), %eax
	testl	%eax, %eax
	jne	.L3152
	cmpq	$1, 160(%rdi)
	je	.L3268
.L3153:
	leaq	256(%r15), %rcx
	leaq	240(%r15), %r9
	movl	$1, %esi
.L3155:
	movq	40(%rsp), %rax
	movq	136(%rax), %rax
	jmp	.L3157
.L3160:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3161
.L3256:
	movl	144(%rsp), %r14d
	movl	%ebx, %r15d
	jmp	.L3159
.L3261:
	leaq	288(%r15), %rax
	movq	160(%rsp), %r14
	xorl	%ebp, %ebp
	testl	%edi, %edi
	movq	40(%rsp), %xmm0
	movq	%rax, %xmm2
	leaq	336(%rsp), %rax
	movl	$0, 520(%rsp)
	cmovne	%rbp, %r14
	movq	%rax, 512(%rsp)
	cmove	168(%rsp), %rbp
	leaq	320(%rsp), %rbx
	punpcklqdq	%xmm2, %xmm0
	cmpl	$1, 148(%rsp)
	movaps	%xmm0, 496(%rsp)
	je	.L3125
	xorl	%esi, %esi
	leaq	496(%rsp), %rcx
	leaq	384(%rsp), %rdi
	leaq	rep_job_run(%rip), %rdx
	call	pthread_create@PLT
	testl	%eax, %eax
	jne	.L3125
	pushq	%rbp
	.cfi_def_cfa_offset 1048
	movq	%rbx, %rcx
	movq	%r15, %rdx
	xorl	%r9d, %r9d
	pushq	%r14
	.cfi_def_cfa_offset 1056
	movq	56(%rsp), %rdi
	movl	$1, %r8d
	leaq	GENERAL_WALK(%rip), %rsi
	call	walk_outcomes
	movq	400(%rsp), %rdi
	xorl	%esi, %esi
	movl	%eax, %ebx
	call	pthread_join@PLT
	popq	%r14
	.cfi_def_cfa_offset 1048
	popq	%r15
	.cfi_def_cfa_offset 1040
	testl	%ebx, %ebx
	jne	.L3269
	movl	520(%rsp), %ebx
	jmp	.L3124
.L3171:
	movq	40(%rsp), %rax
	movq	168(%rax), %rax
	jmp	.L3172
.L3167:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rbx, %rbx
	jns	.L3270
.L3169:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3170
.L3125:
	subq	$8, %rsp
	.cfi_def_cfa_offset 1048
	movq	%rbx, %rcx
	movq	%r15, %rdx
	movq	%rbp, %r9
	pushq	%r14
	.cfi_def_cfa_offset 1056
	movq	56(%rsp), %rdi
	movl	$2, %r8d
	leaq	GENERAL_WALK(%rip), %rsi
	call	walk_outcomes
	movl	%eax, %ebx
	popq	%rax
	.cfi_def_cfa_offset 1048
	popq	%rdx
	.cfi_def_cfa_offset 1040
.L3124:
	movl	$2, %ebp
	jmp	.L3129
.L3267:
	leaq	352(%rsp), %rbp
	xorl	%eax, %eax
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	movl	$8, %edx
	movq	%rbp, %rdi
	movq	%r15, %r14
	movq	%rdx, %rcx
	rep stosl
	leaq	384(%rsp), %rdi
	movq	%rdi, 64(%rsp)
	movq	%rcx, %rdx
	movl	$8, %ecx
	rep stosl
	leaq	8(%r15), %rdi
	movq	%r15, %rcx
	movq	%rdx, %rax
	andq	$-8, %rdi
	movq	%r8, (%r15)
	subq	%rdi, %rcx
	movq	%r8, 280(%r15)
	addl	$288, %ecx
	shrl	$3, %ecx
	rep stosq
	movq	48(%rsp), %rax
	movq	368(%rax), %rbx
	leaq	360(%rax), %rdi
	movq	%rdi, 128(%rsp)
	movq	376(%rax), %rdi
	leaq	0(,%rbx,8), %rdx
	movq	%rbx, 16(%rsp)
	movq	%rax, %rbx
	call	memset@PLT
	movq	%rbx, %rax
	xorl	%esi, %esi
	leaq	384(%rbx), %rbx
	movq	392(%rax), %rdi
	movq	%rbx, 120(%rsp)
	leaq	272(%rsp), %rbx
	movq	%rax, 48(%rsp)
	movq	%rdi, 16(%rsp)
	leaq	0(,%rdi,8), %rdx
	movq	400(%rax), %rdi
	call	memset@PLT
	xorl	%r9d, %r9d
	leaq	496(%rsp), %rdi
	movq	%r12, 176(%rsp)
	movq	%r9, 72(%rsp)
	movq	%rdi, 16(%rsp)
	movq	%r13, 184(%rsp)
	movq	%rbx, 56(%rsp)
	movq	112(%rsp), %rbx
	movq	%rbp, 200(%rsp)
	movq	48(%rsp), %rbp
.L3144:
	movq	40(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	server_init
	xorl	%r9d, %r9d
	movq	$0, 80(%rsp)
	testq	%rbx, %rbx
	je	.L3132
	movq	%r14, 192(%rsp)
	xorl	%r15d, %r15d
	movq	%r9, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L3136:
	movq	56(%rsp), %rsi
	movq	%r15, %r14
	addq	$65536, %r15
	movl	$1, %edi
	cmpq	%r15, %rbx
	movq	%r15, %r13
	cmovbe	%rbx, %r13
	call	clock_gettime@PLT
	imulq	$1000000000, 272(%rsp), %r10
	addq	280(%rsp), %r10
	cmpq	$0, 72(%rsp)
	movq	%r10, 104(%rsp)
	je	.L3271
	movq	32(%rsp), %r9
	movq	16(%rsp), %rsi
	movq	%r13, %r8
	movq	%r14, %rcx
	movq	336(%rbp), %rdx
	movq	40(%rsp), %rdi
	movq	%r13, %r12
	subq	%r14, %r12
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
	movq	336(%rbp), %r9
.L3134:
	xorl	%ecx, %ecx
	testq	%r12, %r12
	je	.L3139
	.p2align 4,,10
	.p2align 3
.L3135:
	movq	(%r9,%rcx,8), %r10
	movq	(%r8), %rsi
	xorl	%edx, %edx
	movq	8(%r8), %rdi
	movq	%r10, %rax
	divq	%rsi
	cmpq	%rdi, %rax
	jnb	.L3137
	testq	%rdx, %rdx
	jne	.L3137
	movq	16(%r8), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%r12, %rcx
	jne	.L3135
.L3139:
	cmpq	%rbx, %r15
	jb	.L3136
	movq	192(%rsp), %r14
	movq	32(%rsp), %r9
.L3132:
	movq	80(%rsp), %rdi
	leaq	320(%rsp), %rax
	testq	%rdi, %rdi
	js	.L3140
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L3141:
	testq	%rbx, %rbx
	js	.L3142
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L3143:
	divsd	%xmm1, %xmm0
	movq	72(%rsp), %rdi
	movsd	%xmm0, (%rax,%rdi,8)
	movq	504(%rsp), %rax
	movq	%r9, 256(%r14,%rdi,8)
	movq	%rax, 240(%r14,%rdi,8)
	testq	%rdi, %rdi
	jne	.L3272
	movq	$1, 72(%rsp)
	jmp	.L3144
	.p2align 4,,10
	.p2align 3
.L3271:
	movq	32(%rsp), %r9
	movq	16(%rsp), %rsi
	movq	%r13, %r8
	movq	%r14, %rcx
	movq	328(%rbp), %rdx
	movq	40(%rsp), %rdi
	subq	%r14, %r13
	movq	%r13, %r12
	call	run_closed
	movq	56(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 32(%rsp)
	call	clock_gettime@PLT
	movq	104(%rsp), %r10
	imulq	$1000000000, 272(%rsp), %rax
	addq	280(%rsp), %rax
	movq	328(%rbp), %r9
	subq	%r10, %rax
	movq	128(%rsp), %r8
	addq	%rax, 80(%rsp)
	jmp	.L3134
.L3163:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3164
.L3272:
	movq	40(%rsp), %rax
	movq	176(%rsp), %r12
	movq	%r14, %r15
	movq	184(%rsp), %r13
	movq	200(%rsp), %rbp
	cmpl	$0, 176(%rax)
	movq	256(%r14), %rcx
	je	.L3145
	movq	160(%rax), %rsi
	movq	112(%rsp), %rax
	cmpq	%rsi, %rax
	jb	.L3200
	xorl	%edx, %edx
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	jmp	.L3146
.L3142:
	movq	%rbx, %rdx
	movq	%rbx, %rcx
	pxor	%xmm1, %xmm1
	shrq	%rdx
	andl	$1, %ecx
	orq	%rcx, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3143
.L3140:
	movq	80(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movq	%rdi, %rdx
	andl	$1, %edi
	shrq	%rdx
	orq	%rdi, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3141
.L3268:
	cmpl	$0, 8(%rdi)
	jne	.L3153
	cmpq	$0, 40(%rdi)
	jne	.L3153
	movq	48(%rsp), %rax
	movq	112(%rsp), %r14
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	movq	16(%rsp), %rsi
	imulq	$1000000000, %rbx, %rbx
	movq	328(%rax), %rdx
	movq	%r14, %r8
	call	run_closed
	movq	64(%rsp), %rsi
	movl	$1, %edi
	movq	%rax, 256(%r15)
	call	clock_gettime@PLT
	movq	504(%rsp), %rdx
	imulq	$1000000000, 384(%rsp), %rax
	subq	%rbp, %rax
	addq	392(%rsp), %rax
	movq	%rdx, 240(%r15)
	subq	%rbx, %rax
	movq	%rax, 352(%rsp)
	jmp	.L3154
.L3195:
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	movl	%ecx, 148(%rsp)
	movq	%rsi, 160(%rsp)
	movq	%rsi, 168(%rsp)
	jmp	.L3118
.L3145:
	movq	40(%rsp), %rax
	movq	168(%rax), %rax
.L3146:
	movq	%rax, 272(%r15)
	movq	48(%rsp), %rax
	xorl	%ebx, %ebx
	cmpq	$0, 368(%rax)
	je	.L3151
	movq	%r13, 24(%rsp)
	movq	48(%rsp), %r14
	movq	%r15, %r13
	movq	%r12, 16(%rsp)
	jmp	.L3147
	.p2align 4,,10
	.p2align 3
.L3150:
	addq	$1, %rbx
	cmpq	368(%r14), %rbx
	jnb	.L3273
.L3147:
	movq	376(%r14), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L3150
	movq	360(%r14), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbp, %rdi
	imulq	%rbx, %rsi
	addq	$1, %rbx
	call	dist_add
	cmpq	368(%r14), %rbx
	jb	.L3147
.L3273:
	movq	%r13, %r15
	movq	16(%rsp), %r12
	movq	24(%rsp), %r13
.L3151:
	movq	272(%r15), %rsi
	movq	64(%rsp), %rdx
	movq	%rbp, %rdi
	call	dist_correct
	movl	376(%rsp), %eax
	orl	408(%rsp), %eax
	jne	.L3274
	movq	40(%rsp), %rax
	movq	128(%rsp), %rdi
	movq	%r15, %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	lattice_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	je	.L3275
.L3149:
	movq	352(%rsp), %rdi
	movl	$1, %ebp
	call	free@PLT
	movq	384(%rsp), %rdi
	call	free@PLT
	jmp	.L3129
.L3269:
	leaq	run_fault_lock(%rip), %rbp
	movl	144(%rsp), %r14d
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	leaq	.LC317(%rip), %rsi
	movl	%ebx, %edi
	call	cannot
	movl	%eax, %ebp
	testl	%r14d, %r14d
	je	.L3128
.L3127:
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
	je	.L3128
	movq	216(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	152(%rsp), %rdi
	call	shared_due_free
	jmp	.L3186
.L3263:
	movq	216(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L3186:
	movq	136(%rsp), %rdi
	call	closed_form_gap
	movq	48(%rsp), %rbx
	movq	%rax, 432(%rbx)
	testl	%ebp, %ebp
	jne	.L3128
	movl	312(%rsp), %edi
	call	fault_rc
	movl	%eax, 312(%rsp)
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L3188
.L3189:
	movq	48(%rsp), %rdi
	addq	$416, %rdi
	call	print_plan
	xorl	%eax, %eax
	jmp	.L3095
.L3109:
	movq	136(%rsp), %rdi
	movq	(%rsp), %rsi
	call	closed_form
	movl	%eax, %edi
	jmp	.L3110
.L3200:
	orq	$-1, %rax
	jmp	.L3146
.L3266:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movq	%rbx, %rcx
	leaq	.LC148(%rip), %rdx
	leaq	.LC316(%rip), %rsi
	call	fprintf@PLT
	movl	$2, %eax
	jmp	.L3095
.L3137:
	movq	%rdi, %r8
	movq	stderr(%rip), %rdi
	movq	%rsi, %rcx
	movq	%r10, %rdx
	leaq	.LC318(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L3275:
	movq	40(%rsp), %rax
	movq	120(%rsp), %rdi
	leaq	80(%r15), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	lattice_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L3149
	movq	40(%rsp), %rax
	movq	64(%rsp), %rdi
	leaq	160(%r15), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movl	%eax, %ebx
	jmp	.L3149
.L3265:
	movq	136(%rsp), %rdi
	leaq	496(%rsp), %rdx
	leaq	432(%rsp), %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L3116
	movq	48(%rsp), %rax
	movq	288(%rax), %rdx
	testq	%rdx, %rdx
	je	.L3116
	movq	224(%rax), %rcx
	movq	432(%rsp), %rax
.L3117:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L3117
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	jmp	.L3116
.L3264:
	leaq	.LC315(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	jmp	.L3095
.L3203:
	movl	144(%rsp), %r14d
	movl	$-4, %r15d
	jmp	.L3159
.L3260:
	movq	152(%rsp), %rdi
	xorl	%eax, %eax
	movl	$52, %ecx
	rep stosq
	movq	136(%rsp), %rdi
	movq	%rdi, 768(%rsp)
	cmpq	$0, 112(%rdi)
	je	.L3276
.L3100:
	xorl	%edx, %edx
	movl	%eax, 776(%rsp)
	movq	136(%rsp), %rax
	leaq	584(%rsp), %r14
	movq	152(%rsp), %r15
	movaps	%xmm0, 16(%rsp)
	movq	136(%rax), %rax
	testl	$16383, %eax
	setne	%dl
	shrq	$14, %rax
	xorl	%ebp, %ebp
	addq	%rdx, %rax
	movq	%rax, 784(%rsp)
.L3102:
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
	jne	.L3277
.L3101:
	addq	$8, %r15
	cmpq	%r15, %r14
	jne	.L3102
	movdqa	16(%rsp), %xmm0
	testl	%ebp, %ebp
	jne	.L3105
	movq	152(%rsp), %rdi
	xorl	%esi, %esi
	movaps	%xmm0, 16(%rsp)
	call	pthread_mutex_init@PLT
	movdqa	16(%rsp), %xmm0
	testl	%eax, %eax
	jne	.L3105
	xorl	%esi, %esi
	leaq	600(%rsp), %rdi
	call	pthread_cond_init@PLT
	movdqa	16(%rsp), %xmm0
	testl	%eax, %eax
	jne	.L3278
	movq	136(%rsp), %rsi
	leaq	648(%rsp), %rdi
	movaps	%xmm0, 16(%rsp)
	xorl	%r14d, %r14d
	call	due_restart
	movdqa	16(%rsp), %xmm0
	xorl	%esi, %esi
	leaq	240(%rsp), %rax
	leaq	288(%rsp), %rcx
	leaq	216(%rsp), %rdi
	movq	%rax, 304(%rsp)
	leaq	ref_job_run(%rip), %rdx
	movl	%r14d, 312(%rsp)
	movaps	%xmm0, 288(%rsp)
	call	pthread_create@PLT
	testl	%eax, %eax
	je	.L3279
	movq	152(%rsp), %rdi
	call	shared_due_free
	jmp	.L3097
.L3277:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 280(%r15)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
	jmp	.L3101
.L3188:
	leaq	.LC315(%rip), %rsi
	call	cannot
	testl	%eax, %eax
	jne	.L3095
	jmp	.L3189
.L3276:
	cmpl	$1, 72(%rdi)
	sete	%al
	movzbl	%al, %eax
	jmp	.L3100
.L3274:
	orl	$-1, %ebx
	jmp	.L3149
.L3279:
	movq	48(%rsp), %r14
	movq	136(%rsp), %r8
	xorl	%eax, %eax
	movl	$68, %ecx
	leaq	432(%rsp), %rsi
	leaq	872(%r14), %rbx
	movq	136(%r8), %rdx
	movq	%rbx, %rdi
	rep stosq
	movl	%ebp, %eax
	movl	$14, %ecx
	leaq	432(%rsp), %rdi
	rep stosl
	movq	%rdx, 1408(%r14)
	movq	%r8, %rdi
	call	theory_of
	movl	%eax, 1416(%r14)
	testl	%eax, %eax
	jne	.L3192
	xorl	%eax, %eax
	movl	$1, %r14d
	movl	$1, 148(%rsp)
	movq	%rax, 160(%rsp)
	leaq	256(%rsp), %rax
	movq	%rax, 168(%rsp)
	jmp	.L3118
.L3278:
	movq	152(%rsp), %r14
	movq	%r14, %rdi
	call	pthread_mutex_destroy@PLT
	movq	%r14, %rdi
	call	shared_due_slots_free
	movdqa	16(%rsp), %xmm0
	jmp	.L3099
.L3105:
	movq	152(%rsp), %rdi
	movaps	%xmm0, 16(%rsp)
	call	shared_due_slots_free
	movdqa	16(%rsp), %xmm0
	jmp	.L3099
.L3192:
	leaq	256(%rsp), %rax
	movq	%rbx, 160(%rsp)
	movl	$1, %r14d
	movl	$1, 148(%rsp)
	movq	%rax, 168(%rsp)
	jmp	.L3118
	.cfi_endproc
.LFE328:
	.size	bench_reps, .-bench_reps
	.section	.rodata.str1.8
	.align 8
.LC324:
	.string	"a run of users (--population, --sessions)"
	.section	.rodata.str1.1
.LC325:
	.string	"a sweep (--sweep)"
.LC326:
	.string	"--cross-check"
.LC327:
	.string	"a benchmark run"
.LC328:
	.string	"one"
.LC329:
	.string	"it"
.LC330:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC331:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC332:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC333:
	.string	"the latencies have too many possible values"
	.align 8
.LC334:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC335:
	.string	"reference"
.LC336:
	.string	"closed-form"
.LC337:
	.string	"(none)"
.LC340:
	.string	"default"
.LC341:
	.string	"seed 000"
.LC342:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC343:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC344:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC345:
	.string	"--self-test"
	.section	.rodata.str1.8
	.align 8
.LC346:
	.string	"option %s: its row carries its parser"
	.section	.rodata.str1.1
.LC347:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC348:
	.string	"option %s: a choice has its names, a refusal its words"
	.section	.rodata.str1.1
.LC349:
	.string	"rank n=1 p=0"
.LC350:
	.string	"rank n=1 p=100"
.LC351:
	.string	"rank n=1 p=0 ceil"
.LC352:
	.string	"rank n=1 p=100 ceil"
.LC353:
	.string	"rank n=10 p=0"
.LC354:
	.string	"rank n=10 p=100"
.LC355:
	.string	"rank n=10 p=50"
.LC356:
	.string	"rank n=10 p=95 rounds half up"
.LC357:
	.string	"rank n=10 p=94.9 rounds down"
.LC358:
	.string	"rank n=10 p=90.1 ceil"
.LC359:
	.string	"rank n=119980 p=99"
.LC360:
	.string	"rank n=119980 p=99.9"
.LC361:
	.string	"rank n=119980 p=99 ceil"
.LC362:
	.string	"rank n=2^62 p=99.99 exact"
.LC364:
	.string	"hdr fixture corrected count"
.LC365:
	.string	"hdr fixture correct_co"
.LC366:
	.string	"hdr fixture corrected p50"
.LC367:
	.string	"hdr fixture corrected p90"
.LC368:
	.string	"hdr fixture corrected p99"
.LC369:
	.string	"hdr fixture corrected max"
.LC370:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC371:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC372:
	.string	"correction of one interval"
.LC373:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC374:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC375:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC376:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC377:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC378:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC380:
	.string	"reference server agrees, start %lu"
	.align 8
.LC381:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC382:
	.string	"in service at a stall: extended by it"
	.align 8
.LC383:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC385:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC386:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC388:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.align 8
.LC389:
	.string	"the row of SERVICE_DISTS that code names %s is %s's"
	.align 8
.LC390:
	.string	"service %s: a name, a draw, a help line, and examples for the options it takes"
	.align 8
.LC391:
	.string	"a service distribution's example options apply"
	.align 8
.LC392:
	.string	"service %s: the draws average its mean (%.1f us) within five standard errors"
	.align 8
.LC393:
	.string	"service %s: their variance is its scv's (%.4f) within five standard errors"
	.align 8
.LC394:
	.string	"service %s: no draw above its largest value (%lu ns) or below 1 ns"
	.section	.rodata.str1.1
.LC395:
	.string	"200us"
.LC396:
	.string	"0.3us"
.LC397:
	.string	"0.5s"
.LC398:
	.string	"1.000000001s"
.LC399:
	.string	"0"
.LC400:
	.string	"250"
.LC401:
	.string	"0.5ns"
.LC402:
	.string	"ms"
.LC403:
	.string	"-1ms"
.LC404:
	.string	"5parsecs"
.LC405:
	.string	"1.ms"
.LC406:
	.string	"99999999999999999999s"
.LC407:
	.string	"4611686018427387904ns"
.LC408:
	.string	"QUICK"
.LC409:
	.string	"REPS"
.LC410:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC411:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC412:
	.string	"QUICK '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC413:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC414:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC415:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC416:
	.string	"--duration"
.LC417:
	.string	"--requests"
.LC418:
	.string	"--correct"
.LC419:
	.string	"--trace-values"
.LC420:
	.string	"--population"
.LC421:
	.string	"--sessions"
.LC422:
	.string	"--sweep"
	.section	.rodata.str1.8
	.align 8
.LC423:
	.string	"%s is the lab's, not the benchmark's: run ./lab %s ... (./build.sh builds it beside bench)"
	.align 8
.LC424:
	.string	"%s applies to a simulated run, not to a recorded trace, whose latencies are already measured (the correction's interval is --expected-interval): drop %s"
	.align 8
.LC425:
	.string	"%s does not apply to %s: drop it"
	.align 8
.LC426:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC427:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC428:
	.string	"both set the length of the run: "
	.align 8
.LC429:
	.string	"--duration and --requests %s%s"
	.align 8
.LC430:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC431:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC432:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC433:
	.string	"--export does not apply to --cross-check, %s%s"
	.align 8
.LC434:
	.string	"drop them, or --correct, --sweep and --cross-check"
	.align 8
.LC435:
	.string	"--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s"
	.section	.rodata.str1.1
.LC436:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC437:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC438:
	.string	"%s, from %s"
	.section	.rodata.str1.8
	.align 8
.LC439:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC440:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.align 8
.LC441:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC442:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC444:
	.string	"lower --rate or shorten the run"
	.align 8
.LC445:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC446:
	.string	"--schedule poisson: %s%s"
.LC447:
	.string	"counting the schedule"
.LC448:
	.string	"out of memory "
	.section	.rodata.str1.8
	.align 8
.LC449:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC450:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC451:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC452:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC453:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC454:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC455:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC456:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC457:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC458:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC459:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC460:
	.string	"shorten --duration or --interval"
	.align 8
.LC461:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC462:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC463:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC464:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC465:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC466:
	.string	"--scoreboard keeps every sample"
	.align 8
.LC467:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC468:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC469:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC470:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC471:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC472:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC473:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC474:
	.string	"drop one of the two"
.LC475:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC476:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC477:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC478:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC479:
	.string	"--sweep runs on a fixed schedule (--schedule poisson and --rate go with --sweep load), with a fixed --expected-interval: %s%s"
	.align 8
.LC480:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC481:
	.string	"in the cross-check"
.LC482:
	.string	"expected_ns"
.LC483:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC484:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC485:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC486:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC487:
	.string	"bench: out of memory for the theory check\n"
	.align 8
.LC488:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.section	.rodata.str1.1
.LC489:
	.string	"RESULT set=%s"
	.globl	__udivmodti4
	.section	.rodata.str1.8
	.align 8
.LC490:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.align 8
.LC491:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC492:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC493:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC494:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC495:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC496:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC497:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC498:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC499:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC500:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC501:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC502:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC503:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB350:
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
	movl	%edi, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%rsi, %rbx
	subq	$6184, %rsp
	.cfi_def_cfa_offset 6240
	movdqa	.LC338(%rip), %xmm0
	leaq	4128(%rsp), %rdi
	leaq	4128(%rsp), %rsi
	rep stosq
	movaps	%xmm0, 4176(%rsp)
	movdqa	.LC339(%rip), %xmm0
	leaq	.LC340(%rip), %rdi
	leaq	.LC341(%rip), %rax
	movq	$100000, 4128(%rsp)
	movl	$81, %ecx
	movaps	%xmm0, 4288(%rsp)
	movq	%rax, %xmm5
	movq	%rdi, %xmm0
	leaq	1168(%rsp), %rdi
	punpcklqdq	%xmm5, %xmm0
	movq	%rdi, (%rsp)
	movq	$500000000, 4192(%rsp)
	movq	$200000, 4208(%rsp)
	movq	$1000000, 4320(%rsp)
	movq	$16384, 4336(%rsp)
	movl	$31, 4344(%rsp)
	movq	%rsi, 40(%rsp)
	movups	%xmm0, 4584(%rsp)
	rep movsq
	cmpl	$2, %ebp
	je	.L3802
	movl	$1, %r14d
	cmpl	$1, %ebp
	jle	.L3364
	.p2align 4,,10
	.p2align 3
.L3363:
	movslq	%r14d, %rax
	movq	(%rbx,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L3625
	cmpb	$104, 1(%r15)
	jne	.L3625
	cmpb	$0, 2(%r15)
	jne	.L3625
	movl	$-1, %eax
	leaq	.LC97(%rip), %r15
.L3357:
	leaq	104+OPTIONS(%rip), %r13
	xorl	%r12d, %r12d
	jmp	.L3362
	.p2align 4,,10
	.p2align 3
.L3358:
	addl	$1, %r12d
	cmpl	$54, %r12d
	je	.L3361
	movq	0(%r13), %rsi
	movq	%r15, %rdi
	addq	$104, %r13
	call	strcmp@PLT
.L3362:
	testl	%eax, %eax
	jne	.L3358
	movslq	%r12d, %r12
	leaq	OPTIONS(%rip), %rdi
	leaq	(%r12,%r12,2), %rax
	leaq	(%r12,%rax,4), %rax
	leaq	(%rdi,%rax,8), %rax
	movl	8(%rax), %r10d
	testl	%r10d, %r10d
	jne	.L3803
	addl	$1, %r14d
.L3361:
	addl	$1, %r14d
	cmpl	%r14d, %ebp
	jg	.L3363
.L3364:
	leaq	.LC408(%rip), %rdi
	call	getenv@PLT
	leaq	.LC409(%rip), %rdi
	movq	%rax, %r12
	call	getenv@PLT
	movq	%rax, %r14
	testq	%r12, %r12
	je	.L3584
	leaq	.LC410(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	cmpb	$0, (%r12)
	movl	%eax, %r13d
	je	.L3366
	leaq	.LC399(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3804
.L3366:
	xorl	%eax, %eax
	testl	%r13d, %r13d
	sete	%al
.L3365:
	movl	%eax, 1648(%rsp)
	testq	%r14, %r14
	je	.L3368
	cmpb	$0, (%r14)
	jne	.L3805
.L3368:
	movslq	%ebp, %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 24(%rsp)
	testq	%rax, %rax
	je	.L3806
	leal	-1(%rbp), %eax
	movl	%eax, 32(%rsp)
	testl	%eax, %eax
	jle	.L3585
	xorl	%r14d, %r14d
	movl	%ebp, 48(%rsp)
	movl	%r14d, %ebp
.L3377:
	leal	1(%rbp), %r12d
	movslq	%r12d, %rax
	movq	(%rbx,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L3626
	cmpb	$104, 1(%r14)
	jne	.L3626
	cmpb	$0, 2(%r14)
	jne	.L3626
	movl	$-1, %eax
	leaq	.LC97(%rip), %r14
.L3373:
	leaq	104+OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L3376
	.p2align 4,,10
	.p2align 3
.L3374:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L3375
	movq	(%r15), %rsi
	movq	%r14, %rdi
	addq	$104, %r15
	call	strcmp@PLT
.L3376:
	testl	%eax, %eax
	jne	.L3374
	movslq	%r13d, %r13
	leaq	OPTIONS(%rip), %rdi
	movabsq	$5675921253449092805, %rcx
	leaq	0(%r13,%r13,2), %rax
	leaq	0(%r13,%rax,4), %rax
	imulq	%rax, %rcx
	cmpl	$1, 8(%rdi,%rax,8)
	adcl	$1, %ebp
	movl	%ebp, %r12d
	movb	$1, 1680(%rsp,%rcx)
.L3375:
	movl	%r12d, %ebp
	cmpl	%r12d, 32(%rsp)
	jg	.L3377
	movl	48(%rsp), %ebp
	xorl	%r9d, %r9d
	movq	%rbx, 48(%rsp)
	xorl	%r13d, %r13d
	movl	%r9d, 72(%rsp)
	movl	$1, %r14d
	movl	%r9d, 96(%rsp)
	movl	%ebp, 32(%rsp)
.L3389:
	movslq	%r14d, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rdi, 56(%rsp)
	movq	48(%rsp), %rdi
	movq	(%rdi,%rax,8), %r15
	cmpb	$45, (%r15)
	jne	.L3627
	cmpb	$104, 1(%r15)
	jne	.L3627
	cmpb	$0, 2(%r15)
	movl	$-1, %edx
	leaq	.LC97(%rip), %r12
	jne	.L3627
.L3379:
	leaq	OPTIONS(%rip), %rbx
	xorl	%ebp, %ebp
	movl	%edx, %eax
	jmp	.L3383
	.p2align 4,,10
	.p2align 3
.L3380:
	addl	$1, %ebp
	addq	$104, %rbx
	cmpl	$54, %ebp
	je	.L3791
	movq	(%rbx), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
.L3383:
	movq	(%rbx), %rdi
	testl	%eax, %eax
	jne	.L3380
	movl	%eax, %edx
	movslq	%ebp, %rax
	leaq	OPTIONS(%rip), %rbx
	leaq	(%rax,%rax,2), %rcx
	leaq	(%rax,%rcx,4), %rax
	movl	8(%rbx,%rax,8), %r8d
	testl	%r8d, %r8d
	jne	.L3791
	movl	%edx, 104(%rsp)
	leal	1(%r14), %eax
	cmpl	%eax, 32(%rsp)
	jle	.L3382
	leaq	.LC416(%rip), %rsi
	movq	%rdi, 112(%rsp)
	movl	$1, %r12d
	call	strcmp@PLT
	movq	112(%rsp), %rdi
	leaq	.LC417(%rip), %rsi
	testl	%eax, %eax
	movl	96(%rsp), %eax
	cmove	%r12d, %eax
	movl	%eax, 96(%rsp)
	call	strcmp@PLT
	movq	112(%rsp), %rdi
	leaq	.LC347(%rip), %rsi
	testl	%eax, %eax
	cmovne	72(%rsp), %r12d
	movl	%r12d, 72(%rsp)
	call	strcmp@PLT
	movq	48(%rsp), %rdi
	movq	56(%rsp), %rbx
	movq	%r15, %xmm0
	testl	%eax, %eax
	movl	104(%rsp), %edx
	movq	8(%rdi,%rbx), %rsi
	movq	%rsi, %xmm7
	punpcklqdq	%xmm7, %xmm0
	je	.L3807
	movq	24(%rsp), %rdi
	movslq	%r13d, %rax
	movl	$1, %ecx
	addl	$2, %r13d
	movups	%xmm0, (%rdi,%rax,8)
	leal	2(%r14), %eax
.L3387:
	movl	%eax, %r14d
	cmpl	%eax, 32(%rsp)
	jle	.L3620
	testb	%cl, %cl
	jne	.L3389
.L3620:
	movl	%r13d, 48(%rsp)
	testl	%edx, %edx
	je	.L3371
.L3793:
	movq	24(%rsp), %rdi
	call	free@PLT
.L3427:
	movq	40(%rsp), %rdi
	call	usage_error
	movl	%eax, %ebp
.L3423:
	movq	1640(%rsp), %rdi
	call	free@PLT
	movq	1808(%rsp), %rdi
	call	free@PLT
	jmp	.L3280
	.p2align 4,,10
	.p2align 3
.L3625:
	leaq	.LC98(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L3357
.L3803:
	movq	(%rax), %rdi
	leaq	.LC97(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3361
	call	print_usage
.L3286:
	xorl	%ebp, %ebp
.L3280:
	addq	$6184, %rsp
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
.L3791:
	.cfi_restore_state
	leal	1(%r14), %eax
.L3382:
	movq	24(%rsp), %rdi
	movslq	%r13d, %rdx
	movl	$1, %ecx
	addl	$1, %r13d
	movq	%r15, (%rdi,%rdx,8)
	xorl	%edx, %edx
	jmp	.L3387
.L3627:
	leaq	.LC98(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r12
	call	strcmp@PLT
	movl	%eax, %edx
	jmp	.L3379
.L3626:
	leaq	.LC98(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	jmp	.L3373
.L3807:
	movq	40(%rsp), %rdx
	movq	(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %edx
	leal	2(%r14), %eax
	sete	%cl
	jmp	.L3387
.L3802:
	movq	8(%rbx), %r12
	leaq	.LC342(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L3808
	leaq	.LC345(%rip), %rsi
	movq	%r12, %rdi
	movl	$1, %r14d
	call	strcmp@PLT
	movl	%eax, 96(%rsp)
	testl	%eax, %eax
	jne	.L3363
	movl	%ebp, 24(%rsp)
	movq	40(%rsp), %r13
	xorl	%r12d, %r12d
	leaq	OPTIONS(%rip), %rbx
	leaq	set_choice(%rip), %r14
	jmp	.L3295
	.p2align 4,,10
	.p2align 3
.L3288:
	leaq	.LC347(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	movq	%r15, %rcx
	movl	$96, %esi
	movq	%r13, %rdi
	movl	%eax, (%rsp)
	leaq	.LC346(%rip), %rdx
	xorl	%eax, %eax
	movq	48(%rbx), %rbp
	call	snprintf@PLT
	movl	(%rsp), %r8d
	testl	%r8d, %r8d
	je	.L3289
	xorl	%ecx, %ecx
	testq	%rbp, %rbp
	movl	$1, %esi
	movq	%r13, %rdi
	setne	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r15, %rcx
	movl	$96, %esi
	movq	%r13, %rdi
	leaq	.LC348(%rip), %rdx
	addl	%eax, %r12d
	xorl	%eax, %eax
	call	snprintf@PLT
	xorl	%edx, %edx
	cmpq	%r14, %rbp
	je	.L3809
.L3293:
	leaq	set_flag(%rip), %rax
	leaq	set_cross_check(%rip), %rdi
	cmpq	%rax, %rbp
	sete	%al
	cmpq	%rdi, %rbp
	leaq	set_trace(%rip), %rdi
	sete	%cl
	orl	%ecx, %eax
	cmpq	%rdi, %rbp
	sete	%cl
	orl	%ecx, %eax
	leaq	set_arrivals(%rip), %rcx
	cmpq	%rcx, %rbp
	sete	%cl
	orl	%ecx, %eax
	leaq	set_text(%rip), %rcx
	cmpq	%rcx, %rbp
	sete	%cl
	orl	%ecx, %eax
	leaq	set_time(%rip), %rcx
	cmpq	%rcx, %rbp
	sete	%cl
	orl	%ecx, %eax
	leaq	set_duration(%rip), %rcx
	cmpq	%rcx, %rbp
	sete	%cl
	orl	%ecx, %eax
	movl	$1, %ecx
	movzbl	%al, %eax
	orl	%edx, %eax
	jne	.L3291
.L3563:
	xorl	%ecx, %ecx
	cmpq	$0, 88(%rbx)
	setne	%cl
.L3291:
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%r13, %rdi
	call	expect
	addq	$104, %rbx
	addl	%eax, %r12d
	leaq	5616+OPTIONS(%rip), %rax
	cmpq	%rbx, %rax
	je	.L3810
.L3295:
	cmpl	$2, 8(%rbx)
	movq	(%rbx), %r15
	jne	.L3288
	movq	%r15, %rcx
	leaq	.LC346(%rip), %rdx
	movq	%r13, %rdi
	xorl	%eax, %eax
	movl	$96, %esi
	movq	48(%rbx), %rbp
	call	snprintf@PLT
.L3289:
	xorl	%ecx, %ecx
	testq	%rbp, %rbp
	movl	$1, %esi
	movq	%r13, %rdi
	sete	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r15, %rcx
	movl	$96, %esi
	movq	%r13, %rdi
	addl	%eax, %r12d
	leaq	.LC348(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movl	$1, %ecx
	cmpq	%r14, %rbp
	jne	.L3291
	cmpq	$0, 96(%rbx)
	je	.L3570
	movl	$1, %edx
	jmp	.L3293
.L3584:
	xorl	%eax, %eax
	jmp	.L3365
.L3804:
	testl	%r13d, %r13d
	je	.L3366
	movq	40(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC411(%rip), %r8
	leaq	.LC412(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3427
.L3809:
	cmpq	$0, 96(%rbx)
	jne	.L3563
.L3570:
	xorl	%ecx, %ecx
	jmp	.L3291
.L3585:
	xorl	%esi, %esi
	movl	%esi, 72(%rsp)
	movl	%esi, 96(%rsp)
	movl	%esi, 48(%rsp)
.L3371:
	movq	(%rsp), %r15
	leaq	.LC418(%rip), %rsi
	movq	%r15, %rdi
	call	was_given
	testl	%eax, %eax
	jne	.L3589
	leaq	.LC419(%rip), %rsi
	movq	%r15, %rdi
	call	was_given
	movl	%eax, %ebx
	testl	%eax, %eax
	je	.L3811
.L3589:
	movl	$1, %ebx
	movl	$2, %ebp
.L3391:
	leaq	44+OPTIONS(%rip), %rdx
	xorl	%eax, %eax
	leaq	1680(%rsp), %r11
	jmp	.L3394
	.p2align 4,,10
	.p2align 3
.L3392:
	addq	$1, %rax
	addq	$104, %rdx
	cmpq	$54, %rax
	je	.L3812
.L3394:
	cmpb	$0, (%r11,%rax)
	je	.L3392
	movl	(%rdx), %ecx
	testl	%ecx, %ecx
	je	.L3392
	cltq
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC423(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L3793
.L3805:
	leaq	2928(%rsp), %r12
	movl	$100000, %edx
	movl	$1, %esi
	movq	%r14, %rdi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L3813
	movq	2928(%rsp), %rax
	movl	%eax, 1384(%rsp)
	jmp	.L3368
.L3812:
	leaq	32+OPTIONS(%rip), %r10
	xorl	%r8d, %r8d
	movl	%ebp, 56(%rsp)
	movq	%r11, 104(%rsp)
	movq	%r10, %r9
	movq	%r8, %r15
	jmp	.L3408
.L3817:
	testl	%eax, %eax
	je	.L3814
.L3397:
	movq	(%r9), %rcx
	testq	%rcx, %rcx
	jne	.L3815
.L3395:
	addq	$1, %r15
	addq	$104, %r9
	cmpq	$54, %r15
	je	.L3816
.L3408:
	movq	104(%rsp), %rax
	movq	$0, 1824(%rsp)
	cmpb	$0, (%rax,%r15)
	je	.L3395
	movl	56(%rsp), %eax
	andl	8(%r9), %eax
	movl	%r15d, 32(%rsp)
	testl	%ebx, %ebx
	jne	.L3817
	testl	%eax, %eax
	jne	.L3397
	movl	56(%rsp), %ebp
	leaq	.LC324(%rip), %r8
	cmpl	$8, %ebp
	je	.L3399
	leaq	.LC325(%rip), %r8
	cmpl	$4, %ebp
	je	.L3399
	cmpl	$16, %ebp
	leaq	.LC327(%rip), %r8
	leaq	.LC326(%rip), %rax
	cmove	%rax, %r8
.L3399:
	movslq	32(%rsp), %rax
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC425(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3793
.L3815:
	leaq	2928(%rsp), %r12
	leaq	.LC35(%rip), %rdx
	movl	$128, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	leaq	1824(%rsp), %r13
	movq	%r9, 120(%rsp)
	movq	%rcx, 112(%rsp)
	call	snprintf@PLT
	movq	%r13, %rdx
	leaq	.LC50(%rip), %rsi
	movq	%r12, %rdi
	call	strtok_r@PLT
	movq	112(%rsp), %rcx
	movq	120(%rsp), %r9
	testq	%rax, %rax
	je	.L3407
	movq	%r9, 112(%rsp)
	xorl	%ebp, %ebp
	movq	%rcx, 128(%rsp)
	movq	%r12, 136(%rsp)
	movl	%ebx, 120(%rsp)
	movq	%rax, %rbx
.L3400:
	cmpb	$45, (%rbx)
	jne	.L3628
	cmpb	$104, 1(%rbx)
	jne	.L3628
	cmpb	$0, 2(%rbx)
	jne	.L3628
	movl	$-1, %eax
	leaq	.LC97(%rip), %rbx
.L3403:
	leaq	104+OPTIONS(%rip), %r14
	xorl	%r12d, %r12d
	jmp	.L3406
	.p2align 4,,10
	.p2align 3
.L3404:
	addl	$1, %r12d
	cmpl	$54, %r12d
	je	.L3600
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	addq	$104, %r14
	call	strcmp@PLT
.L3406:
	testl	%eax, %eax
	jne	.L3404
	movabsq	$5675921253449092805, %rdi
	movslq	%r12d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	leaq	(%rdx,%rax,4), %rax
	imulq	%rdi, %rax
	cmpb	$0, 1680(%rsp,%rax)
	setne	%al
	movzbl	%al, %eax
.L3405:
	movq	%r13, %rdx
	leaq	.LC50(%rip), %rsi
	xorl	%edi, %edi
	orl	%eax, %ebp
	call	strtok_r@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	jne	.L3400
	movq	112(%rsp), %r9
	movl	120(%rsp), %ebx
	movq	128(%rsp), %rcx
	movq	136(%rsp), %r12
	testl	%ebp, %ebp
	jne	.L3395
.L3407:
	movq	%rcx, %rdi
	movl	$32, %esi
	movq	%rcx, %r14
	call	strchr@PLT
	leaq	.LC329(%rip), %r9
	movq	%r14, %rdi
	movq	%r12, %rsi
	testq	%rax, %rax
	leaq	.LC328(%rip), %rax
	leaq	OPTIONS(%rip), %rdx
	cmovne	%rax, %r9
	movslq	32(%rsp), %rax
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %r10
	call	alternatives.constprop.0
	pushq	%r13
	.cfi_def_cfa_offset 6248
	movl	$2048, %esi
	leaq	.LC426(%rip), %rdx
	pushq	%r10
	.cfi_def_cfa_offset 6256
	movq	56(%rsp), %rdi
	movq	%rax, %r8
	movq	%r10, %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%r14
	.cfi_def_cfa_offset 6248
	popq	%r15
	.cfi_def_cfa_offset 6240
	jmp	.L3793
	.p2align 4,,10
	.p2align 3
.L3628:
	leaq	.LC98(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L3403
.L3600:
	xorl	%eax, %eax
	jmp	.L3405
.L3810:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC349(%rip), %rdi
	movl	24(%rsp), %ebp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC350(%rip), %rdi
	leal	(%rax,%r12), %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC351(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC352(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC353(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC354(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC355(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC356(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC357(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC358(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC359(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC360(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC361(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC362(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	raw.13(%rip), %r12
	movdqa	.LC363(%rip), %xmm0
	addl	%eax, %ebx
	leaq	80000(%r12), %rdx
	movq	%r12, %rax
.L3296:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L3296
	movq	$100000000, 80000+raw.13(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L3301
.L3818:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L3300
.L3301:
	movq	(%r12,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L3297
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L3297:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L3818
	xorl	%ecx, %ecx
.L3300:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	fixed.12(%rip), %r14
	movl	$20000, %esi
	leaq	.LC364(%rip), %rdi
	call	expect
	movq	%r14, %rcx
	movq	%r12, %rdi
	movl	$10000, %edx
	movl	$20000, %r8d
	movl	$10001, %esi
	addl	%eax, %ebx
	call	correct_co
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	movq	%rax, %rcx
	leaq	.LC365(%rip), %rdi
	leaq	2928(%rsp), %r12
	call	expect
	xorl	%ecx, %ecx
	movq	%r14, %rdi
	movl	$1000, %edx
	leaq	256(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	264(%rsp), %rcx
	leaq	.LC366(%rip), %rdi
	leaq	224(%rsp), %r14
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	272(%rsp), %rcx
	leaq	.LC367(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	280(%rsp), %rcx
	leaq	.LC368(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	304(%rsp), %rcx
	leaq	.LC369(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	320(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	328(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC370(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC371(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC372(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC373(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC374(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	224(%rsp), %rdi
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
	movl	$1, %ecx
	movq	%r14, %rdi
	call	dist_add.part.0
	cmpl	$0, 248(%rsp)
	jne	.L3303
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%r14, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 248(%rsp)
	jne	.L3303
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%r14, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L3303:
	movq	232(%rsp), %r11
	movq	224(%rsp), %rcx
	xorl	%r10d, %r10d
	xorl	%edi, %edi
.L3308:
	cmpq	%r11, %r10
	je	.L3574
	xorl	%r9d, %r9d
	cmpq	$0, 24(%rcx)
	je	.L3305
.L3310:
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	leaq	(%r12,%rdi,8), %r8
	je	.L3307
	.p2align 4,,10
	.p2align 3
.L3304:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L3304
	leaq	1(%rdi,%rdx), %rdi
.L3307:
	addq	$1, %r9
	cmpq	24(%rcx), %r9
	jb	.L3310
.L3305:
	addq	$1, %r10
	addq	$32, %rcx
	jmp	.L3308
.L3808:
	movq	40(%rsp), %rdx
	leaq	2928(%rsp), %rsi
	leaq	1824(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L3774
	movsd	4128(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	2928(%rsp), %xmm2
	movsd	1824(%rsp), %xmm1
	leaq	.LC343(%rip), %rdi
	call	printf@PLT
	jmp	.L3286
.L3574:
	leaq	336(%rsp), %rax
	movl	%ebp, 32(%rsp)
	xorl	%ebx, %ebx
	movl	%r15d, %r9d
	movq	%rax, (%rsp)
	leaq	416(%rsp), %rax
	movq	%rdi, %rbp
	movq	%rax, 24(%rsp)
.L3309:
	movq	(%rsp), %rcx
	movl	%ebx, %edx
	movl	$2000, %esi
	movq	%r14, %rdi
	movl	%r9d, 48(%rsp)
	movl	$8, %r15d
	call	dist_summarise
	movq	24(%rsp), %r8
	movl	%ebx, %ecx
	movq	%rbp, %rsi
	movl	$2000, %edx
	movq	%r12, %rdi
	call	summarise.isra.0
	movq	336(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	416(%rsp), %rsi
	leaq	.LC375(%rip), %rdi
	call	expect
	movl	48(%rsp), %r9d
	leal	(%rax,%r9), %r13d
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rbx,8), %r9
.L3311:
	movq	40(%rsp), %rdi
	movl	$64, %esi
	movq	%r9, 48(%rsp)
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rax,%r15), %rcx
	leaq	.LC376(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	(%rsp), %rax
	movq	40(%rsp), %rdi
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movq	(%rax,%r15), %rcx
	movq	24(%rsp), %rax
	movq	(%rax,%r15), %rsi
	addq	$8, %r15
	call	expect
	movq	48(%rsp), %r9
	addl	%eax, %r13d
	cmpq	$56, %r15
	jne	.L3311
	movq	392(%rsp), %rcx
	movq	472(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC377(%rip), %rdi
	call	expect
	movq	400(%rsp), %rcx
	movq	408(%rsp), %r8
	leaq	.LC378(%rip), %rdi
	movq	480(%rsp), %rsi
	movq	488(%rsp), %rdx
	addl	%eax, %r13d
	call	expect
	leal	0(%r13,%rax), %r9d
	testq	%rbx, %rbx
	jne	.L3819
	movl	$1, %ebx
	jmp	.L3309
.L3819:
	movq	%r14, %rdi
	movl	32(%rsp), %ebp
	movl	%r9d, %r15d
	leaq	starts.11(%rip), %rbx
	call	dist_free
	xorl	%eax, %eax
	movl	$46, %ecx
	leaq	80(%rbx), %r14
	leaq	1824(%rsp), %rdi
	movdqa	.LC379(%rip), %xmm0
	leaq	.LC380(%rip), %r13
	movq	%rdi, 24(%rsp)
	rep stosq
	leaq	912(%rsp), %rax
	movq	$100, 1824(%rsp)
	movq	$2000, 1888(%rsp)
	movq	%rax, 72(%rsp)
	movaps	%xmm0, 1872(%rsp)
	jmp	.L3315
.L3822:
	leaq	1100(%r12), %rdx
.L3314:
	addq	$1, 920(%rsp)
	addq	$5000, %rax
	movq	%rax, 912(%rsp)
	cmpq	%rdx, %rax
	jb	.L3820
.L3312:
	movq	(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %rbx
	call	expect
	addl	%eax, %r15d
	cmpq	%rbx, %r14
	je	.L3821
.L3315:
	movq	24(%rsp), %rsi
	movq	72(%rsp), %rdi
	call	server_init
	movq	(%rbx), %r12
	movq	40(%rsp), %rdi
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
	movq	%rax, (%rsp)
	movq	912(%rsp), %rax
	cmpq	%rdx, %rax
	jnb	.L3312
	cmpq	%rax, %r12
	jb	.L3822
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r12
	jnb	.L3314
	leaq	1100(%rax), %rdx
	jmp	.L3314
.L3820:
	movq	72(%rsp), %rdi
	movl	$5000, %r9d
	movl	$100, %ecx
	movq	%r12, %rsi
	movl	$1000, %r8d
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L3312
.L3821:
	movq	24(%rsp), %r14
	movl	$100, %edx
	movl	$1900, %esi
	movq	%r14, %rdi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC381(%rip), %rdi
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
	leaq	.LC382(%rip), %rdi
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
	leaq	.LC383(%rip), %rdi
	call	expect
	addl	%eax, %ebx
	call	self_test_corrected
	movl	$16, %ecx
	movq	40(%rsp), %r10
	leaq	4144(%rsp), %rdi
	addl	%ebx, %eax
	movdqa	.LC384(%rip), %xmm0
	movl	%eax, 104(%rsp)
	xorl	%eax, %eax
	rep stosl
	leaq	SERVICE_DISTS(%rip), %rax
	movaps	%xmm0, 4128(%rsp)
	movq	%rax, 80(%rsp)
	movq	%rax, %rdi
.L3316:
	movslq	%ebp, %r8
	movq	64(%rdi), %rsi
	movq	%r10, %rax
	xorl	%edx, %edx
	leaq	(%r10,%r8,8), %r9
.L3320:
	xorl	%ecx, %ecx
	cmpq	%rsi, (%rax)
	sete	%cl
	addq	$8, %rax
	orl	%ecx, %edx
	cmpq	%r9, %rax
	jne	.L3320
	testq	%rsi, %rsi
	je	.L3321
	andb	$1, %dl
	jne	.L3321
	addl	$1, %ebp
	movq	%rsi, 4128(%rsp,%r8,8)
	movslq	%ebp, %r8
.L3321:
	movq	72(%rdi), %rsi
	leaq	(%r10,%r8,8), %r9
	movq	%r10, %rax
	xorl	%edx, %edx
.L3317:
	xorl	%ecx, %ecx
	cmpq	%rsi, (%rax)
	sete	%cl
	addq	$8, %rax
	orl	%ecx, %edx
	cmpq	%rax, %r9
	jne	.L3317
	testq	%rsi, %rsi
	je	.L3318
	andb	$1, %dl
	jne	.L3318
	movq	%rsi, 4128(%rsp,%r8,8)
	addl	$1, %ebp
.L3318:
	addq	$96, %rdi
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rdi, %rax
	jne	.L3316
	leal	-1(%rbp), %edi
	leal	-2(%rbp), %r14d
	movq	40(%rsp), %rbp
	xorl	%ebx, %ebx
	movl	%edi, 64(%rsp)
	movl	$42, %edx
	xorl	%r9d, %r9d
	xorl	%eax, %eax
	leaq	8(%rbp), %rdi
	xorl	%r15d, %r15d
	movsd	.LC0(%rip), %xmm2
	movabsq	$-4658895280553007687, %r11
	movabsq	$-7723592293110705685, %r10
	movq	%rdi, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L3319:
	movq	%rdx, %r13
	pxor	%xmm3, %xmm3
	movl	64(%rsp), %edi
	movq	%rax, (%rsp)
	movabsq	$-7046029254386353131, %rcx
	addq	$1, %rax
	xorl	%r12d, %r12d
	addq	%rcx, %rdx
	movq	%rdi, 24(%rsp)
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
.L3325:
	movq	(%r12,%r13,8), %rsi
	movq	(%rsp), %rdx
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
	cmpq	%r13, 24(%rsp)
	je	.L3323
	movl	%r14d, %eax
	movq	32(%rsp), %rdi
	leaq	(%r12,%r13,8), %rdx
	subl	%r13d, %eax
	addq	%r13, %rax
	leaq	(%rdi,%rax,8), %rsi
	.p2align 4,,10
	.p2align 3
.L3324:
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
	jne	.L3324
	addq	$1, %r13
	jmp	.L3325
	.p2align 4,,10
	.p2align 3
.L3323:
	movq	48(%rsp), %rdx
	movq	56(%rsp), %rax
	movq	%r12, %rbp
	movabsq	$626981770695586354, %rcx
	cmpq	%rcx, %rdx
	jne	.L3319
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC385(%rip), %rdi
	movabsq	$7809158642386836312, %r13
	movabsq	$-4658895280553007687, %rbp
	call	expect
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movl	%eax, %r12d
	leaq	.LC386(%rip), %rdi
	movabsq	$-7723592293110705685, %rbx
	call	expect
	pxor	%xmm3, %xmm3
	addl	%eax, %r12d
	movq	.LC0(%rip), %rax
	movsd	%xmm3, (%rsp)
	movq	%rax, %xmm2
	jmp	.L3331
	.p2align 4,,10
	.p2align 3
.L3824:
	cvttsd2siq	%xmm1, %rax
	testq	%rax, %rax
	js	.L3329
.L3825:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3326:
	movabsq	$-7046029254386353131, %rax
	addsd	(%rsp), %xmm0
	addq	%rax, %r13
	movabsq	$4078304265537237400, %rax
	movsd	%xmm0, (%rsp)
	cmpq	%rax, %r13
	je	.L3823
.L3331:
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
	xorpd	.LC196(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC203(%rip), %xmm0
	movsd	.LC34(%rip), %xmm1
	movq	.LC1(%rip), %rax
	subsd	%xmm0, %xmm1
	movq	%rax, %xmm0
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	comisd	%xmm1, %xmm0
	ja	.L3326
	movq	.LC200(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm1
	jnb	.L3326
	comisd	.LC80(%rip), %xmm1
	jb	.L3824
	subsd	.LC80(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L3825
.L3329:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3326
.L3823:
	movsd	.LC77(%rip), %xmm6
	movapd	%xmm0, %xmm3
	xorl	%ecx, %ecx
	movl	$1, %esi
	divsd	.LC387(%rip), %xmm3
	movapd	%xmm3, %xmm0
	subsd	.LC203(%rip), %xmm0
	andpd	.LC63(%rip), %xmm0
	leaq	.LC388(%rip), %rdi
	leaq	NAMED.7(%rip), %r14
	comisd	%xmm0, %xmm6
	leaq	SERVICE_DISTS(%rip), %rbp
	leaq	.LC389(%rip), %rbx
	seta	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movl	104(%rsp), %r13d
	addl	%eax, %r12d
	addl	%r12d, %r13d
	xorl	%r12d, %r12d
.L3332:
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
	addl	%eax, %r12d
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L3332
	movl	%r13d, 48(%rsp)
	movq	40(%rsp), %rbx
	leaq	496(%rsp), %r15
.L3354:
	xorl	%eax, %eax
	movl	$81, %ecx
	movq	%rbx, %rdi
	xorl	%r11d, %r11d
	rep stosq
	movq	80(%rsp), %rax
	movq	%r11, 200(%rsp)
	movq	$100000, 4128(%rsp)
	movq	$7, 4224(%rsp)
	movq	(%rax), %rcx
	movq	%rcx, 40(%rsp)
	testq	%rcx, %rcx
	je	.L3580
	cmpq	$0, 8(%rax)
	je	.L3333
	cmpq	$0, 80(%rax)
	je	.L3333
	movq	56(%rax), %r9
	cmpq	$0, 48(%rax)
	movl	$160, %esi
	movq	%r15, %rdi
	setne	%bpl
	leaq	.LC390(%rip), %rdx
	testq	%r9, %r9
	movq	%r9, (%rsp)
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
	je	.L3335
	movl	96(%rsp), %eax
	movq	(%rsp), %r9
	movl	%eax, 4136(%rsp)
	testq	%r9, %r9
	je	.L3826
.L3336:
	leaq	656(%rsp), %r14
	movq	%r9, %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	movq	%r14, %rdi
	leaq	.LC35(%rip), %rdx
	leaq	200(%rsp), %rbp
	call	snprintf@PLT
	leaq	.LC50(%rip), %r13
	movq	%r14, %rdi
	movq	%rbp, %rdx
	movq	%r13, %rsi
	call	strtok_r@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L3337
.L3341:
	movq	%rbp, %rdx
	movq	%r13, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rdx
	testq	%rax, %rax
	je	.L3340
	movq	72(%rsp), %rcx
	movl	$256, %r8d
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	apply_option
	testl	%eax, %eax
	je	.L3339
.L3340:
	movl	$1, %ecx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC391(%rip), %rdi
	call	expect
	addl	%eax, %r12d
.L3339:
	movq	%rbp, %rdx
	movq	%r13, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L3341
.L3337:
	movl	4136(%rsp), %ecx
	leaq	SERVICE_DISTS(%rip), %rdi
	imulq	$96, %rcx, %rdx
	movq	%rcx, %rax
	movq	32(%rdi,%rdx), %r8
	testq	%r8, %r8
	je	.L3342
	leaq	216(%rsp), %rdx
	leaq	208(%rsp), %rsi
	movq	%rbx, %rdi
	call	*%r8
	movl	4136(%rsp), %eax
.L3343:
	imulq	$96, %rax, %rax
	leaq	SERVICE_DISTS(%rip), %rdi
	addq	%rdi, %rax
	movq	40(%rax), %rdx
	testq	%rdx, %rdx
	je	.L3346
	movq	%rbx, %rdi
	call	*%rdx
	movq	%rax, %r13
.L3347:
	pxor	%xmm1, %xmm1
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movsd	%xmm1, (%rsp)
	jmp	.L3350
	.p2align 4,,10
	.p2align 3
.L3828:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3349:
	addsd	(%rsp), %xmm0
	addq	$1, %r14
	movsd	%xmm0, (%rsp)
	cmpq	$200000, %r14
	je	.L3827
.L3350:
	movl	4136(%rsp), %eax
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
	jns	.L3828
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3349
.L3580:
	leaq	.LC337(%rip), %rax
	movq	%rax, 40(%rsp)
.L3333:
	movq	40(%rsp), %rcx
	movl	$160, %esi
	movq	%r15, %rdi
	xorl	%eax, %eax
	leaq	.LC390(%rip), %rdx
	call	snprintf@PLT
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%r15, %rdi
	call	expect
	addl	%eax, %r12d
.L3335:
	addl	$1, 96(%rsp)
	movl	96(%rsp), %eax
	addq	$96, 80(%rsp)
	cmpl	$4, %eax
	jne	.L3354
	movl	48(%rsp), %r13d
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC395(%rip), %rdi
	leaq	.LC400(%rip), %rbp
	call	expect_time
	leal	0(%r13,%r12), %ebx
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC396(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC397(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC398(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC399(%rip), %rdi
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
	leaq	.LC401(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC402(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC403(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC404(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ebp, %ebp
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC405(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC406(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC407(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	addl	%eax, %ebx
	setne	%bpl
	jmp	.L3280
.L3827:
	pxor	%xmm2, %xmm2
	movapd	%xmm0, %xmm1
	xorl	%r14d, %r14d
	divsd	.LC387(%rip), %xmm1
	movapd	%xmm2, %xmm3
	movsd	%xmm1, 32(%rsp)
	movsd	%xmm2, (%rsp)
	jmp	.L3353
	.p2align 4,,10
	.p2align 3
.L3830:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3352:
	subsd	32(%rsp), %xmm0
	addq	$1, %r14
	movapd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm1
	addsd	%xmm1, %xmm3
	mulsd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm1
	addsd	(%rsp), %xmm1
	movsd	%xmm1, (%rsp)
	cmpq	$200000, %r14
	je	.L3829
.L3353:
	movl	4136(%rsp), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	movsd	%xmm3, 24(%rsp)
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rdx,%rax)
	movsd	24(%rsp), %xmm3
	testq	%rax, %rax
	jns	.L3830
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3352
.L3829:
	movq	40(%rsp), %r14
	movl	$160, %esi
	movq	%r15, %rdi
	movl	$1, %eax
	leaq	.LC392(%rip), %rdx
	movapd	%xmm1, %xmm2
	divsd	.LC387(%rip), %xmm3
	divsd	.LC387(%rip), %xmm2
	movq	%r14, %rcx
	movsd	%xmm2, 56(%rsp)
	movsd	208(%rsp), %xmm0
	divsd	.LC77(%rip), %xmm0
	movsd	%xmm3, (%rsp)
	call	snprintf@PLT
	movsd	(%rsp), %xmm3
	movsd	208(%rsp), %xmm4
	movapd	%xmm3, %xmm0
	movsd	%xmm4, 24(%rsp)
	divsd	.LC387(%rip), %xmm0
	call	sqrt@PLT
	movsd	24(%rsp), %xmm4
	xorl	%ecx, %ecx
	movq	%r15, %rdi
	movapd	%xmm0, %xmm1
	movsd	32(%rsp), %xmm0
	movl	$1, %esi
	mulsd	.LC61(%rip), %xmm1
	subsd	%xmm4, %xmm0
	mulsd	.LC304(%rip), %xmm4
	andpd	.LC63(%rip), %xmm0
	addsd	%xmm4, %xmm1
	comisd	%xmm0, %xmm1
	setnb	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r14, %rcx
	movl	$160, %esi
	movq	%r15, %rdi
	movsd	216(%rsp), %xmm0
	addl	%eax, %r12d
	leaq	.LC393(%rip), %rdx
	movl	$1, %eax
	call	snprintf@PLT
	movsd	(%rsp), %xmm3
	movsd	56(%rsp), %xmm2
	movsd	208(%rsp), %xmm1
	movsd	216(%rsp), %xmm0
	movapd	%xmm3, %xmm4
	mulsd	%xmm1, %xmm0
	movsd	%xmm1, 24(%rsp)
	mulsd	%xmm3, %xmm3
	mulsd	%xmm1, %xmm0
	subsd	%xmm3, %xmm2
	divsd	.LC387(%rip), %xmm2
	subsd	%xmm0, %xmm4
	andpd	.LC63(%rip), %xmm4
	movapd	%xmm2, %xmm0
	movsd	%xmm4, (%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm1
	xorl	%ecx, %ecx
	movq	%r15, %rdi
	movapd	%xmm0, %xmm2
	movsd	.LC304(%rip), %xmm0
	movl	$1, %esi
	mulsd	%xmm1, %xmm0
	mulsd	%xmm1, %xmm0
	movsd	.LC61(%rip), %xmm1
	mulsd	%xmm2, %xmm1
	addsd	%xmm1, %xmm0
	comisd	(%rsp), %xmm0
	setnb	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	%r13, %r8
	movq	%r14, %rcx
	movl	$160, %esi
	addl	%eax, %r12d
	leaq	.LC394(%rip), %rdx
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
	jmp	.L3335
.L3774:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	4128(%rsp), %xmm2
	movsd	2928(%rsp), %xmm1
	leaq	.LC344(%rip), %rdi
	movsd	1824(%rsp), %xmm0
	call	printf@PLT
	jmp	.L3286
.L3811:
	leaq	.LC420(%rip), %rsi
	movq	%r15, %rdi
	movl	$8, %ebp
	call	was_given
	testl	%eax, %eax
	jne	.L3391
	leaq	.LC421(%rip), %rsi
	movq	%r15, %rdi
	call	was_given
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L3591
	leaq	.LC422(%rip), %rsi
	movq	%r15, %rdi
	movl	$4, %ebp
	call	was_given
	testl	%eax, %eax
	jne	.L3391
	leaq	.LC326(%rip), %rsi
	movq	%r15, %rdi
	movl	$1, %ebp
	call	was_given
	movl	%eax, %ebx
	testl	%eax, %eax
	je	.L3391
	xorl	%ebx, %ebx
	movl	$16, %ebp
	jmp	.L3391
.L3346:
	movq	24(%rax), %rax
	movq	4128(%rsp), %r13
	imulq	%rax, %r13
	cmpq	$1, %rax
	seta	%al
	movzbl	%al, %eax
	addq	%rax, %r13
	jmp	.L3347
.L3342:
	movq	4128(%rsp), %rdx
	testq	%rdx, %rdx
	js	.L3344
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3345:
	imulq	$96, %rcx, %rcx
	leaq	SERVICE_DISTS(%rip), %rdi
	movsd	%xmm0, 208(%rsp)
	movsd	16(%rdi,%rcx), %xmm0
	movsd	%xmm0, 216(%rsp)
	jmp	.L3343
.L3826:
	leaq	.LC8(%rip), %r9
	jmp	.L3336
.L3816:
	movl	96(%rsp), %edi
	testl	%edi, 72(%rsp)
	je	.L3831
	movq	40(%rsp), %rdi
	leaq	.LC427(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC428(%rip), %rcx
	leaq	.LC429(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3793
.L3831:
	movq	24(%rsp), %r15
	movq	(%rsp), %rdi
	movq	40(%rsp), %rcx
	movl	48(%rsp), %esi
	movq	%r15, %rdx
	call	apply_args.constprop.0
	movq	%r15, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L3427
	cmpl	$0, 1616(%rsp)
	je	.L3412
	cmpl	$0, 1536(%rsp)
	jne	.L3832
	movq	1608(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L3833
.L3418:
	leaq	1824(%rsp), %rax
	movq	%rbx, %rcx
	leaq	.LC436(%rip), %rdx
	movl	$1100, %esi
	movq	%rax, %rdi
	movq	%rax, %r15
	leaq	2928(%rsp), %r12
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r15, %rdi
	movl	$1200, %edx
	movq	%r12, %rsi
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3834
	call	fclose@PLT
	movq	%r12, %rdi
	call	remove@PLT
.L3421:
	leaq	912(%rsp), %rax
	movq	1632(%rsp), %r8
	movq	1624(%rsp), %rcx
	leaq	.LC438(%rip), %rdx
	movq	%rax, 72(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	cmpl	$1, 1536(%rsp)
	je	.L3835
.L3424:
	movq	1544(%rsp), %rbx
	movq	%rbx, %rax
	orq	1552(%rsp), %rax
	jne	.L3426
	cmpl	$0, 1648(%rsp)
	movabsq	$20000000000, %rbx
	movabsq	$5000000000, %rax
	cmovne	%rax, %rbx
.L3426:
	movq	1568(%rsp), %rax
	movq	40(%rsp), %rsi
	movq	(%rsp), %rdi
	movq	%rax, 1264(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L3427
	movl	1240(%rsp), %eax
	cmpl	$1, %eax
	je	.L3836
	movq	1552(%rsp), %rbp
	cmpl	$2, %eax
	je	.L3837
	movq	1248(%rsp), %rcx
	testq	%rbp, %rbp
	jne	.L3479
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbp
.L3479:
	movabsq	$4611686018427387903, %rsi
	movq	%rbp, %rax
	mulq	%rcx
	movq	%rax, %r8
	xorl	%eax, %eax
	cmpq	%r8, %rsi
	sbbq	%rdx, %rax
	jc	.L3838
	leaq	-1(%rbp), %rax
	movq	%rbp, 1304(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 1652(%rsp)
	movq	%rax, 1296(%rsp)
	jne	.L3452
	leaq	.LC462(%rip), %rax
	movq	%rcx, 1336(%rsp)
	movq	%rax, 1352(%rsp)
.L3452:
	movl	1372(%rsp), %ebp
	movq	1304(%rsp), %rcx
	cmpl	$1, %ebp
	je	.L3839
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rcx, %rax
	jb	.L3840
	cmpl	$0, 1672(%rsp)
	je	.L3486
.L3483:
	movl	1320(%rsp), %esi
	leaq	by_kind.5(%rip), %rax
	movq	%rcx, %rdx
	cmpl	$3, (%rax,%rsi,4)
	jne	.L3487
	movq	1312(%rsp), %rax
	testq	%rax, %rax
	je	.L3487
	xorl	%edx, %edx
	divq	1168(%rsp)
	movq	1328(%rsp), %rdx
	leaq	1(%rdx,%rax), %rdx
.L3487:
	cmpq	%rcx, %rdx
	cmovb	%rcx, %rdx
	cmpq	$8388608, %rdx
	ja	.L3841
.L3486:
	cmpl	$2, %ebp
	je	.L3842
.L3484:
	cmpl	$2, 1320(%rsp)
	jne	.L3491
	cmpq	$0, 1552(%rsp)
	je	.L3490
	xorl	%ebx, %ebx
	movq	%rbx, 1312(%rsp)
.L3491:
	movq	(%rsp), %rdi
	call	service_max
	movq	1216(%rsp), %r8
	xorl	%edx, %edx
	xorl	%edi, %edi
	movq	%r8, %rsi
	addq	%rax, %rsi
	adcq	%rdx, %rdi
	movq	%rsi, %r9
	movq	%rdi, %r10
	testq	%r8, %r8
	je	.L3494
	cmpq	$0, 1224(%rsp)
	je	.L3494
	cmpq	$0, 1208(%rsp)
	movq	(%rsp), %r15
	movq	%r15, %rdi
	je	.L3843
	call	service_max
	movq	%r15, %rdi
	movq	1216(%rsp), %rbp
	movq	%rax, %rbx
	call	service_max
	xorl	%edx, %edx
	movl	$37, %esi
	movq	%rbx, %r8
	divq	1224(%rsp)
	xorl	%r9d, %r9d
	salq	$6, %r8
	shldq	$6, %rbx, %r9
	leaq	2(%rax), %rdi
	movq	%rdi, %rax
	mulq	%rbp
	imulq	$37, %rdx, %rcx
	mulq	%rsi
	addq	%rcx, %rdx
	addq	%r8, %rax
	adcq	%r9, %rdx
	movq	%rax, %r9
	movq	%rdx, %r10
.L3494:
	movq	1232(%rsp), %rcx
	xorl	%ebx, %ebx
	xorl	%edx, %edx
	movq	%r10, %rdi
	movq	1312(%rsp), %r12
	movq	1296(%rsp), %rax
	movq	1304(%rsp), %rbp
	addq	%rcx, %rax
	movq	%r12, %rcx
	adcq	%rbx, %rdx
	xorl	%ebx, %ebx
	addq	%rax, %rcx
	leaq	1(%rbp), %rax
	adcq	%rdx, %rbx
	imulq	%rax, %rdi
	mulq	%r9
	addq	%rdi, %rdx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	movl	$0, %eax
	sbbq	%rbx, %rax
	jc	.L3844
	movq	1608(%rsp), %rdi
	movl	1536(%rsp), %eax
	movq	%rdi, 48(%rsp)
	testq	%rdi, %rdi
	je	.L3497
	testl	%eax, %eax
	jne	.L3497
	cmpl	$3, 1372(%rsp)
	je	.L3845
	movq	(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L3846
.L3501:
	movl	1620(%rsp), %eax
	movl	$1424, %esi
	movl	$1, %edi
	movl	%eax, 24(%rsp)
	movl	1616(%rsp), %eax
	movl	%eax, 96(%rsp)
	call	calloc@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L3847
	movq	(%rsp), %r15
	leaq	328(%rax), %rdi
	leaq	416(%rax), %rbx
	movl	$50, %ecx
	movq	%rdi, %rsi
	movq	%rbx, %rdi
	movl	1384(%rsp), %edx
	movq	%r15, (%rax)
	xorl	%eax, %eax
	movq	%r15, %xmm0
	rep stosq
	movhps	72(%rsp), %xmm0
	leal	1(%rdx), %edi
	movl	%edx, 32(%rsp)
	movq	%rsi, 440(%r14)
	movaps	%xmm0, 416(%r14)
	movq	%rsi, 40(%rsp)
	movl	$288, %esi
	call	calloc@PLT
	movl	32(%rsp), %edi
	movl	$8, %esi
	movq	%rax, 304(%r14)
	movq	%rax, %r13
	movq	%rdi, 56(%rsp)
	call	calloc@PLT
	movq	56(%rsp), %rdi
	movl	$8, %esi
	movq	%rax, 312(%r14)
	movq	%rax, 32(%rsp)
	call	calloc@PLT
	movq	32(%rsp), %rdx
	movq	%rax, 320(%r14)
	testq	%rdx, %rdx
	sete	%dl
	testq	%r13, %r13
	sete	%cl
	orb	%cl, %dl
	jne	.L3507
	testq	%rax, %rax
	je	.L3507
	movq	40(%rsp), %rdi
	xorl	%eax, %eax
	movl	$20, %ecx
	rep stosl
	movq	%r15, %rdi
	call	plan_route
	movl	%eax, 352(%r14)
	cmpl	$3, %eax
	je	.L3516
	cmpl	$2, %eax
	je	.L3848
	movl	1320(%rsp), %ecx
	leaq	by_kind.5(%rip), %rdx
	movq	%rbp, %rax
	cmpl	$3, (%rdx,%rcx,4)
	jne	.L3515
	testq	%r12, %r12
	je	.L3515
	movq	%r12, %rax
	xorl	%edx, %edx
	divq	1168(%rsp)
	movq	1328(%rsp), %rdx
	leaq	1(%rax,%rdx), %rax
.L3515:
	leaq	0(,%rax,8), %r12
	movq	%r12, %rdi
	call	malloc@PLT
	movq	%rax, 344(%r14)
	testq	%rax, %rax
	je	.L3507
	movq	%rbp, %r15
.L3514:
	movq	%r12, %rdi
	call	malloc@PLT
	leaq	0(,%r15,8), %rdi
	movq	%rax, 328(%r14)
	movq	%rax, %r12
	call	malloc@PLT
	movq	%rax, 336(%r14)
	testq	%r12, %r12
	je	.L3507
	testq	%rax, %rax
	je	.L3507
.L3516:
	movq	48(%rsp), %rsi
	xorl	%eax, %eax
	movl	24(%rsp), %edx
	movq	%r14, %rdi
	testq	%rsi, %rsi
	setne	%al
	movl	%eax, 356(%r14)
	call	bench_reps
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L3509
	leaq	816(%r14), %r13
.L3510:
	movq	%r13, %rdi
	call	stall_window_free
	movq	328(%r14), %rdi
	call	free@PLT
	movq	336(%r14), %rdi
	call	free@PLT
	movq	344(%r14), %rdi
	call	free@PLT
	movq	376(%r14), %rdi
	call	free@PLT
	movq	400(%r14), %rdi
	call	free@PLT
	movq	312(%r14), %rdi
	call	free@PLT
	movq	320(%r14), %rdi
	call	free@PLT
	movq	304(%r14), %rdi
	call	free@PLT
	movq	%r14, %rdi
	call	free@PLT
	jmp	.L3423
.L3412:
	movq	1608(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L3414
	movl	1536(%rsp), %eax
	cmpl	$3, %eax
	je	.L3849
	cmpq	$0, 1520(%rsp)
	jne	.L3417
	cmpl	$0, 1528(%rsp)
	je	.L3418
.L3417:
	testl	%eax, %eax
	je	.L3418
.L3419:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC434(%rip), %rcx
	leaq	.LC435(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3427
.L3414:
	cmpq	$0, 1520(%rsp)
	jne	.L3420
.L3566:
	cmpl	$0, 1528(%rsp)
	je	.L3421
.L3420:
	cmpl	$0, 1536(%rsp)
	je	.L3421
	jmp	.L3419
.L3497:
	cmpl	$2, %eax
	je	.L3850
	cmpl	$3, %eax
	jne	.L3501
	movq	(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 656(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L3851
	movq	(%rsp), %r15
	leaq	1824(%rsp), %rbx
	movq	%rbx, %rsi
	movq	%r15, %rdi
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L3504
	leaq	2928(%rsp), %r12
	pushq	%r9
	.cfi_def_cfa_offset 6248
	xorl	%ecx, %ecx
	xorl	%r9d, %r9d
	pushq	$0
	.cfi_def_cfa_offset 6256
	movl	$1, %r8d
	movq	%r12, %rdx
	movq	%r15, %rdi
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	movl	%eax, %edi
	call	fault_rc
	popq	%r10
	.cfi_def_cfa_offset 6248
	popq	%r11
	.cfi_def_cfa_offset 6240
	testl	%eax, %eax
	jne	.L3504
	leaq	656(%rsp), %rbp
	movq	%rbx, %rcx
	xorl	%esi, %esi
	movq	%r12, %rdx
	movq	%rbp, %rdi
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	2096(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 6248
	movq	%rbp, %rdi
	xorl	%ebp, %ebp
	leaq	.LC482(%rip), %rcx
	leaq	.LC483(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 6256
	movq	3216(%rsp), %r8
	call	check
	movq	680(%rsp), %rbx
	leaq	.LC484(%rip), %rdi
	xorl	%eax, %eax
	movq	672(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%rdi
	.cfi_def_cfa_offset 6248
	popq	%r8
	.cfi_def_cfa_offset 6240
	setne	%bpl
	jmp	.L3423
.L3839:
	cmpq	$200000000, %rcx
	ja	.L3852
	cmpl	$0, 1672(%rsp)
	jne	.L3483
	jmp	.L3484
.L3833:
	cmpq	$0, 1520(%rsp)
	jne	.L3421
	jmp	.L3566
.L3835:
	cmpl	$0, 1672(%rsp)
	jne	.L3853
	movq	(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L3424
	leaq	.LC440(%rip), %rdi
	call	usage_error
	movl	%eax, %ebp
	jmp	.L3423
.L3834:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	40(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	.LC437(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3427
.L3853:
	leaq	.LC439(%rip), %rdi
	call	usage_error
	movl	%eax, %ebp
	jmp	.L3423
.L3837:
	leaq	1824(%rsp), %rax
	movq	40(%rsp), %rdx
	xorl	%r12d, %r12d
	movl	$2048, %ecx
	movq	1576(%rsp), %rsi
	movq	%rax, %rdi
	movq	%r12, 1808(%rsp)
	movq	%rax, 24(%rsp)
	movq	1544(%rsp), %r15
	movq	%rsi, 32(%rsp)
	call	numbers_open.constprop.0
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L3427
	movq	1824(%rsp), %rdi
	leaq	2928(%rsp), %r12
	call	fileno@PLT
	movq	%r12, %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L3457
	movl	2952(%rsp), %eax
	xorl	%r13d, %r13d
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%r13b
.L3457:
	xorl	%r9d, %r9d
	movq	%rbx, 56(%rsp)
	xorl	%r12d, %r12d
	xorl	%r14d, %r14d
	leaq	656(%rsp), %rax
	movq	%r9, %rbx
	movq	%rax, 48(%rsp)
.L3458:
	movq	40(%rsp), %rdx
	movq	48(%rsp), %rsi
	movl	$2048, %ecx
	movq	24(%rsp), %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L3854
	movq	1872(%rsp), %rax
	testl	%r13d, %r13d
	jne	.L3459
	movl	$1, %edi
	salq	$40, %rdi
	cmpq	%rax, %rdi
	jb	.L3604
	testq	%rbp, %rbp
	jne	.L3461
	movq	656(%rsp), %rax
	testq	%r15, %r15
	je	.L3463
	cmpq	%r15, %rax
	jnb	.L3458
.L3463:
	testq	%r14, %r14
	movq	%rax, 1296(%rsp)
	cmove	%rax, %r12
	addq	$1, %r14
	jmp	.L3458
.L3459:
	cmpq	$200000000, %rax
	ja	.L3605
	testq	%rbp, %rbp
	je	.L3801
	cmpq	%rbp, %r14
	je	.L3458
.L3801:
	testq	%r15, %r15
	je	.L3466
	cmpq	%r15, 656(%rsp)
	jnb	.L3458
.L3466:
	movq	1808(%rsp), %rdi
	cmpq	%r14, %rbx
	je	.L3855
.L3469:
	movq	656(%rsp), %rax
	movq	%rax, (%rdi,%r14,8)
.L3797:
	movq	656(%rsp), %rax
	jmp	.L3463
.L3461:
	cmpq	%rbp, %r14
	je	.L3458
	testq	%r15, %r15
	je	.L3797
	cmpq	%r15, 656(%rsp)
	jb	.L3797
	jmp	.L3458
.L3855:
	testq	%rbx, %rbx
	je	.L3470
	movq	%rbx, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3560
	movq	%rax, 1808(%rsp)
	addq	%rbx, %rbx
	jmp	.L3469
.L3605:
	leaq	.LC331(%rip), %r8
.L3460:
	movq	32(%rsp), %rcx
	leaq	.LC453(%rip), %rdx
.L3798:
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	24(%rsp), %rdi
	call	numbers_close
.L3467:
	movq	1808(%rsp), %rdi
	xorl	%ebp, %ebp
	call	free@PLT
	movq	%rbp, 1808(%rsp)
	jmp	.L3427
.L3604:
	leaq	.LC330(%rip), %r8
	jmp	.L3460
.L3854:
	movq	24(%rsp), %rdi
	movq	56(%rsp), %rbx
	movl	%eax, 32(%rsp)
	call	numbers_close
	movl	32(%rsp), %eax
	testl	%eax, %eax
	js	.L3467
	movq	1808(%rsp), %rax
	movq	1576(%rsp), %rsi
	movq	%rax, 1280(%rsp)
	testq	%r14, %r14
	je	.L3856
	cmpl	$0, 1652(%rsp)
	movq	%rsi, 1272(%rsp)
	movq	%r14, 1304(%rsp)
	movq	%r12, 1288(%rsp)
	jne	.L3452
	cmpq	$1, %r14
	je	.L3477
	movq	1296(%rsp), %rcx
	leaq	-1(%r14), %r8
	xorl	%edx, %edx
	subq	%r12, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L3477
	movq	%rax, 1336(%rsp)
	leaq	.LC459(%rip), %rax
	movq	%rax, 1352(%rsp)
	jmp	.L3452
.L3836:
	movsd	1560(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L3429
	je	.L3857
.L3429:
	cmpq	$0, 1552(%rsp)
	jne	.L3431
	testq	%rbx, %rbx
	js	.L3432
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbx, %xmm0
.L3433:
	divsd	.LC32(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC444(%rip), %r8
	leaq	.LC445(%rip), %rcx
	comisd	.LC443(%rip), %xmm0
	ja	.L3800
.L3431:
	movl	$1048576, %edi
	call	malloc@PLT
	movq	%rax, %rbp
	testq	%rbx, %rbx
	js	.L3435
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rbx, %xmm2
.L3436:
	leaq	.LC447(%rip), %r8
	leaq	.LC448(%rip), %rcx
	testq	%rbp, %rbp
	je	.L3800
	pxor	%xmm1, %xmm1
	xorl	%r15d, %r15d
	xorl	%r14d, %r14d
	movsd	%xmm2, 96(%rsp)
	leaq	1824(%rsp), %rax
	leaq	2928(%rsp), %r12
	movsd	%xmm1, 32(%rsp)
	movq	%rax, 24(%rsp)
	leaq	524288(%rbp), %rax
	movq	%rax, 56(%rsp)
.L3437:
	movq	56(%rsp), %rax
	movq	1568(%rsp), %rdi
	xorl	%esi, %esi
	movq	%r12, %rcx
	movsd	1560(%rsp), %xmm0
	leaq	poisson_gaps(%rip), %rdx
	movq	$65536, 2960(%rsp)
	movq	%rax, 2936(%rsp)
	leaq	65536(%r15), %rax
	movq	%rdi, %xmm3
	movq	%rdi, 48(%rsp)
	movq	%rax, %xmm6
	movq	24(%rsp), %rdi
	punpcklqdq	%xmm6, %xmm3
	movsd	%xmm0, 104(%rsp)
	movsd	%xmm0, 2928(%rsp)
	movaps	%xmm3, 2944(%rsp)
	call	pthread_create@PLT
	movq	48(%rsp), %rdi
	movq	%rbp, %rcx
	movq	%r15, %rsi
	movsd	104(%rsp), %xmm0
	movl	%eax, %r13d
	movl	$65536, %edx
	call	poisson_gap_bits
	testl	%r13d, %r13d
	jne	.L3438
	movq	1824(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L3439:
	movq	1552(%rsp), %rdi
	movq	%r14, %rsi
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	movsd	.LC80(%rip), %xmm3
	movsd	32(%rsp), %xmm1
	movabsq	$-9223372036854775808, %r8
	jmp	.L3449
.L3861:
	xorl	%eax, %eax
	cmpq	%r14, %rdi
	sete	%al
.L3441:
	testl	%eax, %eax
	jne	.L3858
	comisd	.LC200(%rip), %xmm1
	jnb	.L3795
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %r14
	je	.L3795
	addq	$1, %r14
	testq	%rsi, %rsi
	je	.L3859
.L3446:
	addq	$1, %rcx
	cmpq	$131072, %rcx
	je	.L3860
	movq	%r14, %rsi
.L3449:
	movapd	%xmm1, %xmm0
	addsd	0(%rbp,%rcx,8), %xmm1
	testq	%rdi, %rdi
	jne	.L3861
	xorl	%eax, %eax
	comisd	96(%rsp), %xmm1
	setnb	%al
	jmp	.L3441
.L3859:
	comisd	%xmm3, %xmm1
	jnb	.L3447
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 64(%rsp)
.L3448:
	movl	$1, %edx
	jmp	.L3446
.L3447:
	movapd	%xmm1, %xmm0
	subsd	%xmm3, %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r8, %rax
	movq	%rax, 64(%rsp)
	jmp	.L3448
.L3435:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm2, %xmm2
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3436
.L3857:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC441(%rip), %rcx
	leaq	.LC442(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3427
.L3795:
	testb	%dl, %dl
	je	.L3444
	movq	64(%rsp), %rax
	movq	%rax, 1288(%rsp)
.L3444:
	movq	%rbp, %rdi
	call	free@PLT
	leaq	.LC444(%rip), %r8
	leaq	.LC449(%rip), %rcx
.L3800:
	movq	40(%rsp), %rdi
	leaq	.LC446(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3427
.L3432:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3433
.L3438:
	movq	%r12, %rdi
	call	poisson_gaps
	jmp	.L3439
.L3860:
	movsd	%xmm1, 32(%rsp)
	testb	%dl, %dl
	je	.L3450
	movq	64(%rsp), %rax
	movq	%rax, 1288(%rsp)
.L3450:
	addq	$131072, %r15
	jmp	.L3437
.L3858:
	testb	%dl, %dl
	je	.L3555
	movq	64(%rsp), %rax
	movq	%rax, 1288(%rsp)
.L3555:
	movsd	.LC80(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L3556
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1296(%rsp)
.L3557:
	movq	%rbp, %rdi
	call	free@PLT
	movq	.LC80(%rip), %rax
	testq	%r14, %r14
	movq	%rax, %xmm1
	je	.L3862
	movq	1568(%rsp), %rax
	cmpl	$0, 1652(%rsp)
	movq	%r14, 1304(%rsp)
	movsd	1560(%rsp), %xmm2
	movq	%rax, 1264(%rsp)
	movsd	%xmm2, 1256(%rsp)
	jne	.L3452
	movsd	.LC32(%rip), %xmm0
	divsd	%xmm2, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L3453
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1336(%rsp)
.L3454:
	movq	1336(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 1336(%rsp)
	leaq	.LC452(%rip), %rax
	movq	%rax, 1352(%rsp)
	jmp	.L3452
.L3477:
	movq	40(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC457(%rip), %r8
	leaq	.LC458(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3427
.L3560:
	movq	1872(%rsp), %r8
	movq	32(%rsp), %rcx
	leaq	.LC454(%rip), %rdx
	jmp	.L3798
.L3470:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3560
	movq	%rdi, 1808(%rsp)
	movl	$1024, %ebx
	jmp	.L3469
.L3856:
	movq	40(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC455(%rip), %r8
	leaq	.LC456(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3427
.L3453:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1336(%rsp)
	btcq	$63, 1336(%rsp)
	jmp	.L3454
.L3862:
	leaq	.LC450(%rip), %r8
	leaq	.LC451(%rip), %rcx
	jmp	.L3800
.L3556:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1296(%rsp)
	btcq	$63, 1296(%rsp)
	jmp	.L3557
.L3849:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC432(%rip), %rcx
	leaq	.LC433(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3427
.L3845:
	movq	40(%rsp), %rdi
	leaq	.LC474(%rip), %r8
	leaq	.LC475(%rip), %rcx
	movl	$2048, %esi
	leaq	.LC476(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3427
.L3847:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC485(%rip), %rsi
	xorl	%eax, %eax
	movl	$1, %ebp
	call	fprintf@PLT
	jmp	.L3423
.L3846:
	movq	40(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%rbp, %rcx
	xorl	%eax, %eax
	leaq	.LC477(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3427
.L3844:
	movq	40(%rsp), %rdi
	leaq	.LC471(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC472(%rip), %rcx
	leaq	.LC473(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3427
.L3843:
	call	service_max
	movq	%r15, %rdi
	movq	%rax, %rbx
	call	service_max
	movq	1216(%rsp), %rsi
	xorl	%edx, %edx
	xorl	%edi, %edi
	movq	1224(%rsp), %rcx
	subq	%rsi, %rcx
	divq	%rcx
	addq	$2, %rax
	mulq	%rsi
	movq	%rbx, %rsi
	addq	%rax, %rsi
	adcq	%rdx, %rdi
	movq	%rsi, %r9
	movq	%rdi, %r10
	jmp	.L3494
.L3842:
	leaq	2928(%rsp), %r12
	movq	(%rsp), %rdi
	movq	%r12, %rdx
	movq	%r12, %rsi
	call	lattice_plan
	testl	%eax, %eax
	jne	.L3484
	movq	(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L3863
.L3488:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	leaq	.LC468(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3427
.L3490:
	movq	%rbx, 1312(%rsp)
	testq	%rbx, %rbx
	je	.L3491
	xorl	%edx, %edx
	movq	%rbx, %rax
	divq	1168(%rsp)
	movq	1328(%rsp), %rdx
	subl	$1, %ebp
	leaq	1(%rdx,%rax), %rax
	je	.L3492
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L3491
	leaq	.LC330(%rip), %rcx
.L3493:
	movq	40(%rsp), %rdi
	leaq	.LC469(%rip), %r8
	leaq	.LC470(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3427
.L3863:
	movq	(%rsp), %rdi
	call	default_shape
	leaq	.LC333(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC332(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L3488
.L3492:
	leaq	.LC334(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L3491
	jmp	.L3493
.L3848:
	leaq	2928(%rsp), %r12
	leaq	1824(%rsp), %rax
	movq	(%rsp), %rdi
	movq	%r12, %rdx
	movq	%rax, %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L3507
	movq	2928(%rsp), %r12
	movl	$8, %esi
	movq	1824(%rsp), %xmm0
	movq	%r12, %xmm5
	movq	%r12, %rdi
	punpcklqdq	%xmm5, %xmm0
	movups	%xmm0, 360(%r14)
	movaps	%xmm0, (%rsp)
	call	calloc@PLT
	movq	%rax, 376(%r14)
	testq	%rax, %rax
	je	.L3507
	movdqa	(%rsp), %xmm0
	movq	%r12, %rdi
	movl	$8, %esi
	movl	$65536, %r15d
	movl	$524288, %r12d
	movaps	%xmm0, 384(%r14)
	call	calloc@PLT
	movq	%rax, 400(%r14)
	testq	%rax, %rax
	jne	.L3514
.L3507:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC485(%rip), %rsi
	xorl	%eax, %eax
	leaq	816(%r14), %r13
	call	fprintf@PLT
.L3521:
	movl	$1, %ebp
	jmp	.L3510
.L3841:
	movq	40(%rsp), %rdi
	leaq	.LC465(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC466(%rip), %rcx
	leaq	.LC467(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3427
.L3840:
	leaq	.LC465(%rip), %r8
	leaq	.LC330(%rip), %rcx
.L3799:
	movq	40(%rsp), %rdi
	leaq	.LC464(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3427
.L3838:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC460(%rip), %rcx
	leaq	.LC461(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3427
.L3504:
	leaq	.LC481(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %ebp
	jmp	.L3423
.L3851:
	leaq	.LC480(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %ebp
	call	printf@PLT
	jmp	.L3423
.L3850:
	movl	1240(%rsp), %eax
	cmpl	$2, %eax
	je	.L3500
	cmpl	$0, 1344(%rsp)
	jne	.L3500
	subl	$1, %eax
	jne	.L3501
	movq	1600(%rsp), %rdi
	leaq	.LC5(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L3501
.L3500:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC478(%rip), %rcx
	leaq	.LC479(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3427
.L3813:
	movq	40(%rsp), %rdi
	movq	%r14, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC413(%rip), %r8
	leaq	.LC414(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3427
.L3591:
	xorl	%ebx, %ebx
	jmp	.L3391
.L3806:
	leaq	.LC8(%rip), %r8
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC415(%rip), %rdx
	movq	%r8, %rcx
	call	snprintf@PLT
	jmp	.L3427
.L3344:
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3345
.L3814:
	movslq	%r15d, %rax
	movq	40(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$104, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC424(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L3793
.L3509:
	movq	304(%r14), %r13
	leaq	16(%r14), %r15
	xorl	%ebp, %ebp
	leaq	768(%r14), %r12
.L3517:
	movl	%ebp, %ecx
	movl	%ebp, %esi
	movq	%r15, %rdx
	movq	%r12, %rdi
	imulq	$288, %rcx, %rcx
	addl	$1, %ebp
	addq	%r13, %rcx
	call	check_outcome
	movq	416(%r14), %rax
	cmpl	%ebp, 216(%rax)
	jnb	.L3517
	movq	(%r14), %rbp
	movq	304(%r14), %rax
	leaq	448(%r14), %rdx
	leaq	688(%r14), %rcx
	movq	%rdx, 56(%rsp)
	leaq	816(%r14), %r13
	movl	216(%rbp), %esi
	leaq	288(%rax), %rdi
	call	aggregate
	movl	%eax, 64(%rsp)
	testl	%eax, %eax
	jne	.L3518
	movl	216(%rbp), %edx
	movq	312(%r14), %rsi
	leaq	160(%rsp), %r12
	movq	%r12, %rdi
	call	stats_of
	movl	216(%rbp), %edx
	movq	320(%r14), %rsi
	movq	%r12, %rdi
	movdqu	160(%rsp), %xmm6
	movups	%xmm6, 296(%rbx)
	movq	176(%rsp), %rax
	movq	%rax, 312(%rbx)
	call	stats_of
	xorl	%esi, %esi
	movq	%r13, %rdx
	movq	%rbp, %rdi
	movdqu	160(%rsp), %xmm7
	movaps	%xmm7, 320(%rbx)
	movq	176(%rsp), %rax
	movq	%rax, 336(%rbx)
	movl	216(%rbp), %eax
	imulq	$288, %rax, %rax
	addq	304(%r14), %rax
	movq	%rax, 760(%r14)
	call	first_stall_window
	testl	%eax, %eax
	sete	%al
	cmpl	$0, 1416(%r14)
	movzbl	%al, %eax
	movl	%eax, 864(%r14)
	je	.L3523
	movq	136(%rbp), %rax
	leaq	784(%r14), %rsi
	cmpq	%rax, 1400(%r14)
	je	.L3864
	movq	%rbp, %rdi
	call	batch_stats.constprop.0
	testl	%eax, %eax
	jne	.L3865
.L3523:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L3524
.L3526:
	movq	(%r14), %rax
	movq	%rbx, %rdi
	leaq	456(%r14), %rbp
	leaq	2928(%rsp), %r12
	movq	%rax, 32(%rsp)
	call	print_table
	movl	864(%r14), %edx
	movq	%r13, %rsi
	movq	%rbx, %rdi
	call	print_findings
	xorl	%esi, %esi
	movq	%rbx, %rdi
	call	print_theory
	leaq	.LC488(%rip), %rdi
	movl	$4, %eax
	movsd	712(%r14), %xmm0
	movsd	744(%r14), %xmm3
	movsd	736(%r14), %xmm2
	movsd	720(%r14), %xmm1
	call	printf@PLT
	movl	864(%r14), %eax
	movq	%rbx, 112(%rsp)
	movq	%r13, 120(%rsp)
	movq	416(%r14), %r15
	movl	%eax, 72(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, (%rsp)
	leaq	1824(%rsp), %rax
	movq	%rax, 24(%rsp)
	leaq	144(%rsp), %rax
	movq	%rax, 104(%rsp)
.L3525:
	movq	(%rsp), %rax
	leaq	.LC489(%rip), %rdi
	movq	%r12, %r13
	movq	%rbp, %r12
	movq	(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	-8(%rbp), %rsi
	leaq	.LC321(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	leaq	PCT_NAME(%rip), %rcx
	movq	%rcx, %rbx
.L3527:
	movq	0(%rbp), %rdx
	movq	(%rbx), %rsi
	leaq	.LC322(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbx
	addq	$8, %rbp
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbx, %rax
	jne	.L3527
	movq	%r12, %rbp
	movb	$0, 2975(%rsp)
	movl	$47, %r9d
	movq	56(%rbp), %r10
	movq	64(%rbp), %rax
	movq	%r15, 128(%rsp)
	movq	%r9, %rbx
	movq	%r14, %r15
	movq	%rbp, %r14
.L3528:
	movq	104(%rsp), %r8
	xorl	%ecx, %ecx
	movq	%r10, %rdi
	movl	$10, %edx
	movq	%rax, %rsi
	movq	%r10, %r12
	movq	%rax, %rbp
	subq	$1, %rbx
	call	__udivmodti4@PLT
	movzbl	144(%rsp), %edi
	movq	%rax, %r10
	movq	%rdx, %rax
	xorl	%edx, %edx
	leal	48(%rdi), %ecx
	movl	$9, %edi
	cmpq	%r12, %rdi
	movb	%cl, 0(%r13,%rbx)
	sbbq	%rbp, %rdx
	jc	.L3528
	movq	24(%rsp), %rdi
	movq	%r14, %rbp
	leaq	0(%r13,%rbx), %rcx
	xorl	%eax, %eax
	leaq	.LC35(%rip), %rdx
	movl	$48, %esi
	movq	%r15, %r14
	movq	%r13, %r12
	movq	128(%rsp), %r15
	call	snprintf@PLT
	movq	-8(%rbp), %rcx
	movq	48(%rbp), %rax
	testq	%rcx, %rcx
	je	.L3529
	movq	%rcx, %rdi
	xorl	%esi, %esi
	movl	$1000000, %edx
	shrq	%rdi
	movq	%rsi, 88(%rsp)
	mulq	%rdx
	movq	%rdi, 80(%rsp)
	addq	80(%rsp), %rax
	adcq	88(%rsp), %rdx
	movq	%rax, %rdi
	movq	%rdx, %rsi
	movq	%rcx, %rdx
	xorl	%ecx, %ecx
	call	__udivti3@PLT
	movq	%rax, %rcx
.L3529:
	movl	$10000, %esi
	movq	%rcx, %rax
	xorl	%edx, %edx
	movq	%r12, %rdi
	divq	%rsi
	movl	$32, %esi
	addq	$80, %rbp
	movq	%rdx, %r8
	movq	%rax, %rcx
	leaq	.LC157(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	-32(%rbp), %rsi
	movq	24(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC490(%rip), %rdi
	movq	%r12, %rdx
	call	printf@PLT
	addq	$8, (%rsp)
	movq	(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	cmpq	%rax, %rdi
	jne	.L3525
	movq	112(%rsp), %rbx
	movq	120(%rsp), %r13
	leaq	RATIOS(%rip), %rbp
	jmp	.L3542
.L3530:
	movq	8(%rax,%rdx,8), %rax
.L3531:
	movslq	8(%rbp), %rdx
	movq	56(%rsp), %rdi
	movslq	12(%rbp), %rcx
	imulq	$80, %rdx, %rdx
	addq	%rdi, %rdx
	cmpl	$-1, %ecx
	je	.L3866
	movq	8(%rdx,%rcx,8), %rdx
.L3533:
	testq	%rax, %rax
	je	.L3534
	testq	%rdx, %rdx
	js	.L3535
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3536:
	testq	%rax, %rax
	js	.L3537
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3538:
	divsd	%xmm1, %xmm0
	leaq	.LC104(%rip), %rax
	movl	$32, %esi
	movq	%r12, %rdi
	leaq	.LC105(%rip), %rdx
	comisd	.LC69(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L3541:
	movq	0(%rbp), %rsi
	movq	%r12, %rdx
	leaq	.LC491(%rip), %rdi
	xorl	%eax, %eax
	addq	$24, %rbp
	call	printf@PLT
	leaq	168+RATIOS(%rip), %rax
	cmpq	%rbp, %rax
	je	.L3867
.L3542:
	movslq	16(%rbp), %rax
	movq	56(%rsp), %rdi
	movslq	20(%rbp), %rdx
	imulq	$80, %rax, %rax
	addq	%rdi, %rax
	cmpl	$-1, %edx
	jne	.L3530
	movq	56(%rax), %rax
	jmp	.L3531
.L3832:
	movq	40(%rsp), %rdi
	leaq	.LC8(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC430(%rip), %rcx
	leaq	.LC431(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3427
.L3852:
	leaq	.LC463(%rip), %r8
	leaq	.LC334(%rip), %rcx
	jmp	.L3799
.L3518:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC486(%rip), %rdi
	call	fwrite@PLT
	jmp	.L3521
.L3524:
	leaq	.LC8(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L3510
	jmp	.L3526
.L3865:
	movq	stderr(%rip), %rcx
	movl	$42, %edx
	movl	$1, %esi
	leaq	.LC487(%rip), %rdi
	call	fwrite@PLT
	jmp	.L3521
.L3864:
	leaq	872(%r14), %rdi
	call	batch_end
	jmp	.L3523
.L3867:
	movq	760(%r14), %rax
	leaq	.LC242(%rip), %rbp
	leaq	.LC492(%rip), %rdi
	movq	%rbp, %rsi
	movq	256(%rax), %rcx
	movq	240(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%r14), %rax
	leaq	.LC243(%rip), %rsi
	leaq	.LC492(%rip), %rdi
	movq	264(%rax), %rcx
	movq	248(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%r14), %rax
	leaq	.LC493(%rip), %rdi
	movq	272(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%r15), %edi
	testl	%edi, %edi
	je	.L3543
	movq	136(%r15), %rsi
	xorl	%ecx, %ecx
	cmpq	$1, %rsi
	jbe	.L3544
	leaq	-1(%rsi), %rcx
	movq	128(%r15), %rax
	xorl	%edx, %edx
	subq	120(%r15), %rax
	divq	%rcx
	movq	%rax, %rcx
.L3544:
	movl	%edi, %eax
	leaq	SCHED_NAME(%rip), %rdx
	leaq	.LC494(%rip), %rdi
	movq	(%rdx,%rax,8), %rax
	movq	%rsi, %rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L3543:
	cmpl	$0, 72(%rsp)
	jne	.L3868
.L3545:
	movq	%rbp, %rsi
	leaq	.LC498(%rip), %rbp
	movsd	712(%r14), %xmm0
	movsd	728(%r14), %xmm2
	movsd	720(%r14), %xmm1
	movq	%rbp, %rdi
	movl	$3, %eax
	call	printf@PLT
	leaq	.LC243(%rip), %rsi
	movq	%rbp, %rdi
	movsd	736(%r14), %xmm0
	movsd	752(%r14), %xmm2
	movl	$3, %eax
	movsd	744(%r14), %xmm1
	call	printf@PLT
	movq	32(%rsp), %rax
	cmpl	$0, 8(%rax)
	jne	.L3869
.L3547:
	movq	%rbx, %rdi
	movl	$1, %esi
	call	print_theory
	movq	48(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3548
	movq	760(%r14), %rcx
	movl	96(%rsp), %r8d
	movq	40(%rsp), %rdx
	movq	32(%rsp), %rsi
	call	export_bench
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 64(%rsp)
.L3548:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L3870
	xorl	%edi, %edi
	movq	%r12, %rsi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L3871
.L3550:
	movq	440(%r14), %rax
	cmpl	$3, 24(%rax)
	je	.L3872
.L3551:
	cmpq	$0, 432(%r14)
	leaq	.LC335(%rip), %rax
	leaq	.LC336(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC502(%rip), %rdi
	xorl	%eax, %eax
	xorl	%ebp, %ebp
	call	printf@PLT
	movq	416(%r14), %rax
	movq	776(%r14), %rdx
	leaq	.LC503(%rip), %rdi
	movq	768(%r14), %rsi
	movl	216(%rax), %ecx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	cmpq	$0, 776(%r14)
	movl	64(%rsp), %eax
	setne	%bpl
	orl	%eax, %ebp
	jmp	.L3510
.L3869:
	movq	24(%rsp), %rsi
	movq	%r12, %rdx
	movq	%rax, %r15
	movq	%rax, %rdi
	call	service_moments
	movl	8(%r15), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movsd	2928(%rsp), %xmm1
	movsd	1824(%rsp), %xmm0
	leaq	.LC499(%rip), %rdi
	imulq	$96, %rax, %rax
	movq	(%rdx,%rax), %rsi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L3547
.L3872:
	movq	760(%r14), %rax
	movl	$18, %ecx
	leaq	.LC501(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3551
.L3871:
	movq	440(%r14), %rax
	movq	2960(%rsp), %rsi
	leaq	.LC500(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3550
.L3870:
	leaq	.LC8(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %ebp
	jmp	.L3510
.L3868:
	movq	848(%r14), %r15
	movq	824(%r14), %rax
	leaq	.LC495(%rip), %rdi
	movq	(%rax,%r15,8), %rcx
	movq	816(%r14), %rax
	leaq	0(,%r15,8), %r8
	movq	%r15, %rsi
	movq	%r8, (%rsp)
	movq	(%rax,%r15,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1(%r15), %rax
	cmpq	840(%r14), %rax
	movq	(%rsp), %r8
	jb	.L3873
.L3546:
	movq	856(%r14), %rdx
	leaq	.LC497(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r15, %rsi
	call	printf@PLT
	jmp	.L3545
.L3537:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3538
.L3873:
	movq	824(%r14), %rax
	leaq	.LC496(%rip), %rdi
	movq	8(%rax,%r8), %rdx
	movq	816(%r14), %rax
	movq	8(%rax,%r8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3546
.L3535:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3536
.L3534:
	movl	$6369134, (%r12)
	jmp	.L3541
.L3866:
	movq	56(%rdx), %rdx
	jmp	.L3533
	.cfi_endproc
.LFE350:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB351:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE351:
	.size	main, .-main
	.section	.rodata.str1.1
.LC504:
	.string	"0%"
.LC505:
	.string	"90%"
.LC506:
	.string	"99%"
.LC507:
	.string	"99.9%"
.LC508:
	.string	"99.99%"
.LC509:
	.string	"99.999%"
	.section	.data.rel.ro.local,"aw"
	.align 32
	.type	XTICK.0, @object
	.size	XTICK.0, 48
XTICK.0:
	.quad	.LC504
	.quad	.LC505
	.quad	.LC506
	.quad	.LC507
	.quad	.LC508
	.quad	.LC509
	.section	.rodata.str1.1
.LC510:
	.string	"closed (from actual send)"
.LC511:
	.string	"open (from intended send)"
.LC512:
	.string	"corrected closed"
	.section	.data.rel.ro.local
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC510
	.quad	.LC511
	.quad	.LC512
	.section	.rodata.str1.1
.LC513:
	.string	"closed.values"
.LC514:
	.string	"open.values"
.LC515:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC513
	.quad	.LC514
	.quad	.LC515
	.section	.rodata.str1.1
.LC516:
	.string	"closed.hgrm"
.LC517:
	.string	"open.hgrm"
.LC518:
	.string	"corrected.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC516
	.quad	.LC517
	.quad	.LC518
	.section	.rodata.str1.1
.LC519:
	.string	"us"
.LC520:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.4, @object
	.size	U.4, 96
U.4:
	.quad	.LC170
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC402
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC519
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC520
	.quad	1
	.long	0
	.zero	4
	.section	.rodata
	.align 8
	.type	by_kind.5, @object
	.size	by_kind.5, 12
by_kind.5:
	.long	1
	.long	2
	.long	3
	.section	.rodata.str1.1
.LC521:
	.string	"two"
.LC522:
	.string	"three"
.LC523:
	.string	"four"
.LC524:
	.string	"five"
.LC525:
	.string	"six"
	.section	.data.rel.ro.local
	.align 32
	.type	HOW_MANY.6, @object
	.size	HOW_MANY.6, 40
HOW_MANY.6:
	.quad	.LC521
	.quad	.LC522
	.quad	.LC523
	.quad	.LC524
	.quad	.LC525
	.section	.rodata.str1.1
.LC526:
	.string	"exp"
.LC527:
	.string	"bimodal"
.LC528:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	NAMED.7, @object
	.size	NAMED.7, 32
NAMED.7:
	.quad	.LC111
	.quad	.LC526
	.quad	.LC527
	.quad	.LC528
	.section	.rodata
	.align 32
	.type	TOP.8, @object
	.size	TOP.8, 32
TOP.8:
	.quad	2000
	.quad	50
	.quad	300000
	.quad	70000
	.align 32
	.type	E.9, @object
	.size	E.9, 48
E.9:
	.quad	1
	.quad	7
	.quad	100
	.quad	1000
	.quad	4096
	.quad	65537
	.section	.data.rel.ro.local
	.align 32
	.type	units.10, @object
	.size	units.10, 64
units.10:
	.quad	.LC520
	.quad	1
	.quad	.LC519
	.quad	1000
	.quad	.LC402
	.quad	1000000
	.quad	.LC170
	.quad	1000000000
	.section	.rodata
	.align 32
	.type	starts.11, @object
	.size	starts.11, 80
starts.11:
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
	.local	fixed.12
	.comm	fixed.12,160000,32
	.local	raw.13
	.comm	raw.13,80008,32
	.section	.rodata.str1.1
.LC529:
	.string	"open_closed_p99"
.LC530:
	.string	"open_closed_p999"
.LC531:
	.string	"open_closed_slow"
.LC532:
	.string	"closed_max_p99"
.LC533:
	.string	"corrected_closed_p99"
.LC534:
	.string	"open_corrected_p99"
.LC535:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC529
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC530
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC531
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC532
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC533
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC534
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC535
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC536:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC537:
	.string	"service time of one request (100us)"
	.section	.rodata.str1.1
.LC538:
	.string	"--interval"
	.section	.rodata.str1.8
	.align 8
.LC539:
	.string	"fixed schedule: request i due at i*T (200us)"
	.section	.rodata.str1.1
.LC540:
	.string	"--stall"
	.section	.rodata.str1.8
	.align 8
.LC541:
	.string	"length of each stall, 0 for none (200ms)"
	.section	.rodata.str1.1
.LC542:
	.string	"--period"
	.section	.rodata.str1.8
	.align 8
.LC543:
	.string	"time between stall starts, 0 for one stall (1s)"
	.section	.rodata.str1.1
.LC544:
	.string	"--first-stall"
	.section	.rodata.str1.8
	.align 8
.LC545:
	.string	"start of the first stall (500ms)"
	.align 8
.LC546:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC547:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC548:
	.string	"or exactly N scheduled requests"
	.align 8
.LC549:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.section	.rodata.str1.1
.LC550:
	.string	"--schedule"
.LC551:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC552:
	.string	"fixed (default) or Poisson arrivals"
	.align 8
.LC553:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.section	.rodata.str1.1
.LC554:
	.string	"--rate"
.LC555:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC556:
	.string	"Poisson rate, requests a second"
	.align 8
.LC557:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC558:
	.string	"--seed"
.LC559:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC560:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.align 8
.LC561:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC562:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC563:
	.string	"service times, each drawn from one of these:"
	.align 8
.LC564:
	.string	"use one of the names --help lists"
	.section	.rodata.str1.1
.LC565:
	.string	"--service-cv"
	.section	.rodata.str1.8
	.align 8
.LC566:
	.string	"lognormal: the coefficient of variation"
	.align 8
.LC567:
	.string	"a number above 0 and at most 100"
	.section	.rodata.str1.1
.LC568:
	.string	"--slow-fraction"
.LC569:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC570:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.section	.rodata.str1.1
.LC571:
	.string	"a number above 0 and below 1"
.LC572:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC573:
	.string	"bimodal: the slow requests' service time"
	.align 8
.LC574:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.section	.rodata.str1.1
.LC575:
	.string	"--stalls"
.LC576:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC577:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC578:
	.string	"--stall-dist"
.LC579:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC580:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC581:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC582:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC583:
	.string	"--closed"
.LC584:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC585:
	.string	"how the closed loop treats slots it missed"
	.align 8
.LC586:
	.string	"use catch-up, skip or back-to-back"
	.section	.rodata.str1.1
.LC587:
	.string	"--connections"
.LC588:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC589:
	.string	"C closed loops share the schedule (1)"
	.align 8
.LC590:
	.string	"a whole number from 1 to 1000000"
	.section	.rodata.str1.1
.LC591:
	.string	"--expected-interval"
.LC592:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC593:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.section	.rodata.str1.1
.LC594:
	.string	"a time above zero, or mean"
.LC595:
	.string	"--timeout"
	.section	.rodata.str1.8
	.align 8
.LC596:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC597:
	.string	"--queue-limit"
.LC598:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC599:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC600:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.section	.rodata.str1.1
.LC601:
	.string	"--reject-time"
	.section	.rodata.str1.8
	.align 8
.LC602:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.section	.rodata.str1.1
.LC603:
	.string	"--generator-pause"
	.section	.rodata.str1.8
	.align 8
.LC604:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.section	.rodata.str1.1
.LC605:
	.string	"--generator-period"
	.section	.rodata.str1.8
	.align 8
.LC606:
	.string	"time between its pauses, 0 for one pause (1s)"
	.section	.rodata.str1.1
.LC607:
	.string	"--generator-first"
	.section	.rodata.str1.8
	.align 8
.LC608:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC609:
	.string	"--schedule-from"
.LC610:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC611:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.section	.rodata.str1.1
.LC612:
	.string	"use base or last-send"
.LC613:
	.string	"--max-in-flight"
	.section	.rodata.str1.8
	.align 8
.LC614:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC615:
	.string	"a whole number from 1 to 1000"
.LC616:
	.string	"--when-full"
.LC617:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC618:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.section	.rodata.str1.1
.LC619:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC620:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC621:
	.string	"a whole number of users from 1 to 1000"
	.align 8
.LC622:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.align 8
.LC623:
	.string	"sessions a second, a number above 0 and at most 1e9"
	.section	.rodata.str1.1
.LC624:
	.string	"--return-prob"
.LC625:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC626:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC627:
	.string	"a chance from 0 up to, not including, 1"
	.section	.rodata.str1.1
.LC628:
	.string	"--think"
	.section	.rodata.str1.8
	.align 8
.LC629:
	.string	"users: the time between a reply and the next request (0)"
	.section	.rodata.str1.1
.LC630:
	.string	"--population --sessions"
.LC631:
	.string	"--think-dist"
	.section	.rodata.str1.8
	.align 8
.LC632:
	.string	"users: each think --think, or exponential (fixed)"
	.section	.rodata.str1.1
.LC633:
	.string	"use fixed or exp"
.LC634:
	.string	"--scoreboard"
	.section	.rodata.str1.8
	.align 8
.LC635:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC636:
	.string	"--slow-above"
.LC637:
	.string	"the slow line (1ms)"
.LC638:
	.string	"--rank"
.LC639:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC640:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.section	.rodata.str1.1
.LC641:
	.string	"use round or ceil"
.LC642:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC643:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC644:
	.string	"--exact-by"
.LC645:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC646:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC647:
	.string	"use auto, sorted, lattice or passes"
	.section	.rodata.str1.1
.LC648:
	.string	"--guess-entries"
	.section	.rodata.str1.8
	.align 8
.LC649:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.align 8
.LC650:
	.string	"0 (no guessing) or a whole number from 2 to 1048576"
	.section	.rodata.str1.1
.LC651:
	.string	"--quick"
.LC652:
	.string	"as QUICK=1"
.LC653:
	.string	"--verbose"
	.section	.rodata.str1.8
	.align 8
.LC654:
	.string	"also every rep's checked numbers, a line a set"
	.align 8
.LC655:
	.ascii	"defaul"
	.string	"t, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20, light-load"
	.align 8
.LC656:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC657:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC658:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC659:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC660:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC661:
	.string	"use load or stall"
.LC662:
	.string	"--export"
.LC663:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC664:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC665:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.section	.rodata.str1.1
.LC666:
	.string	"--export-values"
	.section	.rodata.str1.8
	.align 8
.LC667:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.section	.rodata.str1.1
.LC668:
	.string	"--hlog-interval"
	.section	.rodata.str1.8
	.align 8
.LC669:
	.string	"with --export: PREFIX.hlog's interval, whole ms from 1ms\nto 1h (1s)"
	.align 8
.LC670:
	.string	"a whole number of milliseconds from 1ms to 1h (a log's times have 3 decimals)"
	.section	.rodata.str1.1
.LC671:
	.string	"--hlog-counts"
	.section	.rodata.str1.8
	.align 8
.LC672:
	.string	"with --export: each .hlog interval's counts as RESULT\nhlog and hlog-count lines"
	.align 8
.LC673:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC674:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC675:
	.string	"run the unit checks and exit"
.LC676:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 5616
OPTIONS:
	.quad	.LC98
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC537
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	0
	.quad	1
	.zero	32
	.quad	.LC538
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC539
	.quad	0
	.long	21
	.long	0
	.quad	set_time
	.quad	80
	.quad	1
	.zero	32
	.quad	.LC540
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC541
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	48
	.zero	40
	.quad	.LC542
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC543
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	56
	.zero	40
	.quad	.LC544
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC545
	.quad	0
	.long	29
	.long	0
	.quad	set_time
	.quad	64
	.zero	40
	.quad	.LC416
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC546
	.quad	0
	.long	29
	.long	0
	.quad	set_duration
	.quad	376
	.quad	1
	.zero	32
	.quad	.LC417
	.long	0
	.zero	4
	.quad	.LC547
	.quad	.LC548
	.quad	0
	.long	29
	.long	0
	.quad	set_requests
	.quad	384
	.quad	1
	.quad	1099511627776
	.zero	8
	.quad	.LC549
	.zero	8
	.quad	.LC550
	.long	0
	.zero	4
	.quad	.LC551
	.quad	.LC552
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	72
	.zero	24
	.quad	.LC553
	.quad	SCHEDULE_NAMES
	.quad	.LC554
	.long	0
	.zero	4
	.quad	.LC555
	.quad	.LC556
	.quad	0
	.long	29
	.long	0
	.quad	set_real
	.quad	392
	.zero	8
	.quad	1000000000000
	.zero	8
	.quad	.LC557
	.zero	8
	.quad	.LC558
	.long	0
	.zero	4
	.quad	.LC559
	.quad	.LC560
	.quad	0
	.long	29
	.long	0
	.quad	set_count
	.quad	400
	.zero	8
	.quad	-1
	.zero	8
	.quad	.LC561
	.zero	8
	.quad	.LC114
	.long	0
	.zero	4
	.quad	.LC562
	.quad	.LC563
	.quad	0
	.long	29
	.long	0
	.quad	set_service_dist
	.zero	32
	.quad	.LC564
	.zero	8
	.quad	.LC565
	.long	0
	.zero	4
	.quad	.LC559
	.quad	.LC566
	.quad	0
	.long	29
	.long	0
	.quad	set_real
	.quad	16
	.zero	8
	.quad	100
	.zero	8
	.quad	.LC567
	.zero	8
	.quad	.LC568
	.long	0
	.zero	4
	.quad	.LC569
	.quad	.LC570
	.quad	0
	.long	29
	.long	0
	.quad	set_slow_fraction
	.zero	32
	.quad	.LC571
	.zero	8
	.quad	.LC572
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC573
	.quad	0
	.long	29
	.long	0
	.quad	set_slow_service
	.zero	32
	.quad	.LC574
	.zero	8
	.quad	.LC575
	.long	0
	.zero	4
	.quad	.LC576
	.quad	.LC577
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	40
	.zero	24
	.quad	.LC564
	.quad	STALLS_NAME
	.quad	.LC578
	.long	0
	.zero	4
	.quad	.LC579
	.quad	.LC580
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	44
	.zero	24
	.quad	.LC564
	.quad	STALL_DIST_NAME
	.quad	.LC140
	.long	0
	.zero	4
	.quad	.LC581
	.quad	.LC582
	.quad	0
	.long	29
	.long	0
	.quad	set_arrivals
	.quad	408
	.zero	40
	.quad	.LC583
	.long	0
	.zero	4
	.quad	.LC584
	.quad	.LC585
	.quad	0
	.long	29
	.long	0
	.quad	set_choice
	.quad	152
	.zero	24
	.quad	.LC586
	.quad	CLOSED_NAME
	.quad	.LC587
	.long	0
	.zero	4
	.quad	.LC588
	.quad	.LC589
	.quad	0
	.long	29
	.long	0
	.quad	set_count
	.quad	160
	.quad	1
	.quad	1000000
	.zero	8
	.quad	.LC590
	.zero	8
	.quad	.LC591
	.long	0
	.zero	4
	.quad	.LC592
	.quad	.LC593
	.quad	0
	.long	23
	.long	0
	.quad	set_expected
	.zero	32
	.quad	.LC594
	.zero	8
	.quad	.LC595
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC596
	.quad	0
	.long	1
	.long	1
	.quad	set_time
	.quad	224
	.quad	1
	.zero	32
	.quad	.LC597
	.long	0
	.zero	4
	.quad	.LC598
	.quad	.LC599
	.quad	0
	.long	1
	.long	1
	.quad	set_count
	.quad	240
	.zero	8
	.quad	1000000000
	.quad	232
	.quad	.LC600
	.zero	8
	.quad	.LC601
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC602
	.quad	.LC597
	.long	1
	.long	1
	.quad	set_time
	.quad	248
	.zero	16
	.quad	488
	.zero	16
	.quad	.LC603
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC604
	.quad	0
	.long	1
	.long	1
	.quad	set_time
	.quad	256
	.quad	1
	.zero	32
	.quad	.LC605
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC606
	.quad	.LC603
	.long	1
	.long	1
	.quad	set_time
	.quad	264
	.zero	16
	.quad	496
	.zero	16
	.quad	.LC607
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC608
	.quad	.LC603
	.long	1
	.long	1
	.quad	set_time
	.quad	272
	.zero	16
	.quad	500
	.zero	16
	.quad	.LC609
	.long	0
	.zero	4
	.quad	.LC610
	.quad	.LC611
	.quad	0
	.long	1
	.long	1
	.quad	set_choice
	.quad	280
	.zero	24
	.quad	.LC612
	.quad	FROM_NAMES
	.quad	.LC613
	.long	0
	.zero	4
	.quad	.LC598
	.quad	.LC614
	.quad	0
	.long	1
	.long	1
	.quad	set_count
	.quad	288
	.quad	1
	.quad	1000
	.zero	8
	.quad	.LC615
	.zero	8
	.quad	.LC616
	.long	0
	.zero	4
	.quad	.LC617
	.quad	.LC618
	.quad	.LC613
	.long	1
	.long	1
	.quad	set_choice
	.quad	296
	.zero	16
	.quad	492
	.quad	.LC619
	.quad	WHEN_FULL_NAMES
	.quad	.LC420
	.long	0
	.zero	4
	.quad	.LC547
	.quad	.LC620
	.quad	0
	.long	29
	.long	1
	.quad	set_count
	.quad	304
	.quad	1
	.quad	1000
	.zero	8
	.quad	.LC621
	.zero	8
	.quad	.LC421
	.long	0
	.zero	4
	.quad	.LC555
	.quad	.LC622
	.quad	0
	.long	29
	.long	1
	.quad	set_real
	.quad	312
	.zero	8
	.quad	1000000000
	.zero	8
	.quad	.LC623
	.zero	8
	.quad	.LC624
	.long	0
	.zero	4
	.quad	.LC625
	.quad	.LC626
	.quad	.LC421
	.long	29
	.long	1
	.quad	set_return_prob
	.zero	32
	.quad	.LC627
	.zero	8
	.quad	.LC628
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC629
	.quad	.LC630
	.long	29
	.long	1
	.quad	set_time
	.quad	328
	.zero	40
	.quad	.LC631
	.long	0
	.zero	4
	.quad	.LC579
	.quad	.LC632
	.quad	.LC630
	.long	29
	.long	1
	.quad	set_choice
	.quad	336
	.zero	24
	.quad	.LC633
	.quad	STALL_DIST_NAME
	.quad	.LC634
	.long	1
	.zero	4
	.quad	0
	.quad	.LC635
	.quad	0
	.long	29
	.long	1
	.quad	set_flag
	.quad	504
	.zero	40
	.quad	.LC636
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC637
	.quad	0
	.long	27
	.long	0
	.quad	set_time
	.quad	192
	.zero	40
	.quad	.LC638
	.long	0
	.zero	4
	.quad	.LC639
	.quad	.LC640
	.quad	0
	.long	31
	.long	0
	.quad	set_choice
	.quad	200
	.zero	24
	.quad	.LC641
	.quad	RANK_NAME
	.quad	.LC642
	.long	0
	.zero	4
	.quad	.LC547
	.quad	.LC643
	.quad	0
	.long	17
	.long	0
	.quad	set_reps
	.zero	8
	.quad	1
	.quad	100000
	.zero	8
	.quad	.LC413
	.zero	8
	.quad	.LC644
	.long	0
	.zero	4
	.quad	.LC645
	.quad	.LC646
	.quad	0
	.long	17
	.long	0
	.quad	set_exact_by
	.quad	204
	.zero	24
	.quad	.LC647
	.quad	SAMPLES_NAME
	.quad	.LC648
	.long	0
	.zero	4
	.quad	.LC547
	.quad	.LC649
	.quad	0
	.long	17
	.long	0
	.quad	set_guess_entries
	.zero	16
	.quad	1048576
	.zero	8
	.quad	.LC650
	.zero	8
	.quad	.LC651
	.long	1
	.zero	4
	.quad	0
	.quad	.LC652
	.quad	0
	.long	29
	.long	0
	.quad	set_flag
	.quad	480
	.zero	40
	.quad	.LC653
	.long	1
	.zero	4
	.quad	0
	.quad	.LC654
	.quad	0
	.long	17
	.long	0
	.quad	set_flag
	.quad	452
	.zero	40
	.quad	.LC347
	.long	0
	.zero	4
	.quad	.LC562
	.quad	.LC655
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC418
	.long	0
	.zero	4
	.quad	.LC581
	.quad	.LC656
	.quad	0
	.long	2
	.long	1
	.quad	set_trace
	.quad	416
	.zero	40
	.quad	.LC419
	.long	0
	.zero	4
	.quad	.LC657
	.quad	.LC658
	.quad	0
	.long	2
	.long	1
	.quad	set_trace
	.quad	424
	.zero	40
	.quad	.LC422
	.long	0
	.zero	4
	.quad	.LC659
	.quad	.LC660
	.quad	0
	.long	29
	.long	1
	.quad	set_sweep
	.quad	432
	.zero	24
	.quad	.LC661
	.zero	8
	.quad	.LC662
	.long	0
	.zero	4
	.quad	.LC663
	.quad	.LC664
	.quad	0
	.long	31
	.long	0
	.quad	set_export
	.quad	440
	.zero	24
	.quad	.LC665
	.zero	8
	.quad	.LC666
	.long	1
	.zero	4
	.quad	0
	.quad	.LC667
	.quad	.LC662
	.long	29
	.long	0
	.quad	set_flag
	.quad	448
	.zero	40
	.quad	.LC668
	.long	0
	.zero	4
	.quad	.LC536
	.quad	.LC669
	.quad	.LC662
	.long	29
	.long	1
	.quad	set_hlog_interval
	.zero	32
	.quad	.LC670
	.zero	8
	.quad	.LC671
	.long	1
	.zero	4
	.quad	0
	.quad	.LC672
	.quad	.LC662
	.long	29
	.long	1
	.quad	set_flag
	.quad	360
	.zero	40
	.quad	.LC326
	.long	1
	.zero	4
	.quad	0
	.quad	.LC673
	.quad	0
	.long	29
	.long	0
	.quad	set_cross_check
	.zero	48
	.quad	.LC342
	.long	2
	.zero	4
	.quad	0
	.quad	.LC674
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC345
	.long	2
	.zero	4
	.quad	0
	.quad	.LC675
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.quad	.LC97
	.long	2
	.zero	4
	.quad	0
	.quad	.LC676
	.quad	0
	.long	31
	.long	0
	.quad	0
	.zero	48
	.section	.rodata.str1.1
.LC677:
	.string	"block"
.LC678:
	.string	"drop"
	.section	.data.rel.ro.local
	.align 16
	.type	WHEN_FULL_NAMES, @object
	.size	WHEN_FULL_NAMES, 24
WHEN_FULL_NAMES:
	.quad	.LC677
	.quad	.LC678
	.quad	0
	.section	.rodata.str1.1
.LC679:
	.string	"base"
.LC680:
	.string	"last-send"
	.section	.data.rel.ro.local
	.align 16
	.type	FROM_NAMES, @object
	.size	FROM_NAMES, 24
FROM_NAMES:
	.quad	.LC679
	.quad	.LC680
	.quad	0
	.section	.rodata.str1.1
.LC681:
	.string	"poisson"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHEDULE_NAMES, @object
	.size	SCHEDULE_NAMES, 24
SCHEDULE_NAMES:
	.quad	.LC111
	.quad	.LC681
	.quad	0
	.section	.rodata.str1.1
.LC682:
	.string	"feed-10ms-stall"
.LC683:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC684:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC685:
	.string	"one-2s-stall"
.LC686:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC687:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC688:
	.string	"hundred-requests"
.LC689:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC690:
	.string	"--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC691:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC692:
	.string	"--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC693:
	.string	"mm1-half"
.LC694:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC695:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC696:
	.string	"mm1-90"
.LC697:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC698:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC699:
	.string	"mm1-99"
.LC700:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC701:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.align 8
.LC702:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC703:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC704:
	.string	"gc-pauses"
.LC705:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC706:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.section	.rodata.str1.1
.LC707:
	.string	"timeouts"
	.section	.rodata.str1.8
	.align 8
.LC708:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC709:
	.string	"--timeout 50ms"
.LC710:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC711:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC712:
	.string	"--queue-limit 10"
.LC713:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC714:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC715:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC716:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC717:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC718:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC719:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC720:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC721:
	.string	"--max-in-flight 10"
.LC722:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC723:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC724:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.section	.rodata.str1.1
.LC725:
	.string	"population"
	.section	.rodata.str1.8
	.align 8
.LC726:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC727:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC728:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC729:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC730:
	.string	"--population 10 --think 900us"
.LC731:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC732:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC733:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC734:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC735:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC736:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.rodata.str1.1
.LC737:
	.string	"light-load"
	.section	.rodata.str1.8
	.align 8
.LC738:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC739:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 504
SCENARIOS:
	.quad	.LC340
	.quad	.LC341
	.quad	.LC8
	.quad	.LC682
	.quad	.LC683
	.quad	.LC684
	.quad	.LC685
	.quad	.LC686
	.quad	.LC687
	.quad	.LC688
	.quad	.LC689
	.quad	.LC690
	.quad	.LC691
	.quad	.LC689
	.quad	.LC692
	.quad	.LC693
	.quad	.LC694
	.quad	.LC695
	.quad	.LC696
	.quad	.LC697
	.quad	.LC698
	.quad	.LC699
	.quad	.LC700
	.quad	.LC701
	.quad	.LC527
	.quad	.LC702
	.quad	.LC703
	.quad	.LC704
	.quad	.LC705
	.quad	.LC706
	.quad	.LC707
	.quad	.LC708
	.quad	.LC709
	.quad	.LC710
	.quad	.LC711
	.quad	.LC712
	.quad	.LC713
	.quad	.LC714
	.quad	.LC715
	.quad	.LC716
	.quad	.LC717
	.quad	.LC718
	.quad	.LC719
	.quad	.LC720
	.quad	.LC721
	.quad	.LC722
	.quad	.LC723
	.quad	.LC724
	.quad	.LC725
	.quad	.LC726
	.quad	.LC727
	.quad	.LC728
	.quad	.LC729
	.quad	.LC730
	.quad	.LC731
	.quad	.LC732
	.quad	.LC733
	.quad	.LC734
	.quad	.LC735
	.quad	.LC736
	.quad	.LC737
	.quad	.LC738
	.quad	.LC739
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC229
	.quad	.LC232
	.quad	.LC228
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
.LC740:
	.string	"each --service (the default)"
.LC741:
	.string	"exponential of mean --service"
	.section	.rodata.str1.8
	.align 8
.LC742:
	.string	"--slow-fraction --slow-service"
	.align 8
.LC743:
	.string	"--slow-fraction 0.1 --slow-service 1ms"
	.align 8
.LC744:
	.string	"--slow-service for a --slow-fraction, else --service"
	.section	.rodata.str1.1
.LC745:
	.string	"--service-cv 2"
	.section	.rodata.str1.8
	.align 8
.LC746:
	.string	"lognormal of mean --service, coefficient of variation --service-cv"
	.section	.data.rel.ro.local
	.align 32
	.type	SERVICE_DISTS, @object
	.size	SERVICE_DISTS, 384
SERVICE_DISTS:
	.quad	.LC111
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
	.quad	.LC740
	.quad	0
	.quad	.LC526
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
	.quad	.LC741
	.quad	0
	.quad	.LC527
	.quad	draw_bimodal
	.long	0
	.long	0
	.quad	0
	.quad	bimodal_moments
	.quad	bimodal_largest
	.quad	.LC742
	.quad	.LC743
	.quad	6000292609090864433
	.quad	0
	.quad	.LC744
	.quad	bimodal_detail
	.quad	.LC528
	.quad	draw_lognormal
	.long	0
	.long	0
	.quad	0
	.quad	lognormal_moments
	.quad	lognormal_largest
	.quad	.LC565
	.quad	.LC745
	.quad	6000292609090864433
	.quad	6000292609090864434
	.quad	.LC746
	.quad	0
	.local	run_fault_lock
	.comm	run_fault_lock,40,32
	.local	run_fault
	.comm	run_fault,404,32
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC242
	.quad	.LC243
	.quad	.LC240
	.section	.rodata.str1.1
.LC747:
	.string	"p50"
.LC748:
	.string	"p90"
.LC749:
	.string	"p99"
.LC750:
	.string	"p99.9"
.LC751:
	.string	"p99.99"
.LC752:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC747
	.quad	.LC748
	.quad	.LC749
	.quad	.LC750
	.quad	.LC751
	.quad	.LC752
	.section	.rodata.str1.1
.LC753:
	.string	"p999"
.LC754:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC747
	.quad	.LC748
	.quad	.LC749
	.quad	.LC753
	.quad	.LC754
	.quad	.LC752
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
	.section	.rodata.str1.1
.LC755:
	.string	"auto"
.LC756:
	.string	"lattice"
.LC757:
	.string	"passes"
	.section	.data.rel.ro.local
	.align 32
	.type	SAMPLES_NAME, @object
	.size	SAMPLES_NAME, 40
SAMPLES_NAME:
	.quad	.LC755
	.quad	.LC3
	.quad	.LC756
	.quad	.LC757
	.quad	0
	.section	.rodata.str1.1
.LC758:
	.string	"round"
.LC759:
	.string	"ceil"
	.section	.data.rel.ro.local
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 24
RANK_NAME:
	.quad	.LC758
	.quad	.LC759
	.quad	0
	.section	.rodata.str1.1
.LC760:
	.string	"catch-up"
.LC761:
	.string	"skip"
.LC762:
	.string	"back-to-back"
	.section	.data.rel.ro.local
	.align 32
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 32
CLOSED_NAME:
	.quad	.LC760
	.quad	.LC761
	.quad	.LC762
	.quad	0
	.align 16
	.type	STALL_DIST_NAME, @object
	.size	STALL_DIST_NAME, 24
STALL_DIST_NAME:
	.quad	.LC111
	.quad	.LC526
	.quad	0
	.align 16
	.type	STALLS_NAME, @object
	.size	STALLS_NAME, 24
STALLS_NAME:
	.quad	.LC169
	.quad	.LC681
	.quad	0
	.section	.rodata.str1.1
.LC763:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC111
	.quad	.LC681
	.quad	.LC763
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
.LC24:
	.long	-1577058304
	.long	1114446484
	.align 8
.LC25:
	.long	0
	.long	1077870592
	.align 8
.LC26:
	.long	0
	.long	1067450368
	.align 8
.LC32:
	.long	0
	.long	1104006501
	.align 8
.LC34:
	.long	0
	.long	1071644672
	.section	.rodata.cst16,"aM",@progbits,16
	.align 16
.LC46:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC47:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC48:
	.quad	7308901430183358312
	.quad	32199620762627616
	.section	.rodata.cst8
	.align 8
.LC52:
	.long	0
	.long	1081589760
	.align 8
.LC53:
	.long	0
	.long	1081794560
	.align 8
.LC54:
	.long	0
	.long	1082535936
	.align 8
.LC55:
	.long	0
	.long	1079246848
	.set	.LC61,.LC204+8
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
	.align 8
.LC69:
	.long	0
	.long	1079574528
	.align 8
.LC70:
	.long	-17155601
	.long	1072049730
	.align 8
.LC71:
	.long	0
	.long	1073741824
	.set	.LC77,.LC218+8
	.align 8
.LC80:
	.long	0
	.long	1138753536
	.align 8
.LC123:
	.long	0
	.long	1074790400
	.section	.rodata.cst16
	.align 16
.LC196:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC197:
	.long	0
	.long	-1073741824
	.align 8
.LC198:
	.long	1413754136
	.long	1075388923
	.align 8
.LC199:
	.long	0
	.long	1125122048
	.align 8
.LC200:
	.long	0
	.long	1137704960
	.align 8
.LC201:
	.long	0
	.long	1075838976
	.align 8
.LC202:
	.long	858993459
	.long	1075917619
	.align 8
.LC203:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC204:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC205:
	.long	0
	.long	1093567616
	.align 8
.LC206:
	.long	-858993459
	.long	1072745676
	.align 8
.LC211:
	.long	0
	.long	1081524224
	.section	.rodata.cst16
	.align 16
.LC218:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.section	.rodata.cst8
	.align 8
.LC222:
	.long	0
	.long	1101206224
	.align 8
.LC223:
	.long	0
	.long	1102879800
	.align 8
.LC299:
	.long	0
	.long	1081671680
	.align 8
.LC300:
	.long	1202590848
	.long	1065646817
	.align 8
.LC301:
	.long	2061584302
	.long	1072672276
	.align 8
.LC302:
	.long	-1145744107
	.long	1074949041
	.align 8
.LC303:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC304:
	.long	-400107883
	.long	1041313291
	.section	.rodata.cst16
	.align 16
.LC338:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC339:
	.quad	1
	.quad	200000
	.align 16
.LC363:
	.quad	1000
	.quad	1000
	.align 16
.LC379:
	.quad	1000
	.quad	5000
	.align 16
.LC384:
	.quad	6004495999144771920
	.quad	6004495999145100622
	.section	.rodata.cst8
	.align 8
.LC387:
	.long	0
	.long	1091070464
	.align 8
.LC443:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
