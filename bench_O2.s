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
	leaq	units.7(%rip), %r12
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
	leaq	64+units.7(%rip), %rax
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
	.type	table_from_lattice, @function
table_from_lattice:
.LFB225:
	.cfi_startproc
	cmpq	$0, 8(%rdi)
	je	.L226
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
	jmp	.L220
	.p2align 4,,10
	.p2align 3
.L222:
	addq	$1, %rbx
	cmpq	8(%rbp), %rbx
	jnb	.L229
.L220:
	movq	16(%rbp), %rax
	movq	(%rax,%rbx,8), %rdx
	testq	%rdx, %rdx
	je	.L222
	movq	0(%rbp), %rsi
	movq	%r12, %rdi
	imulq	%rbx, %rsi
	call	table_push
	testl	%eax, %eax
	je	.L222
	orl	$-1, %eax
	jmp	.L217
	.p2align 4,,10
	.p2align 3
.L229:
	xorl	%eax, %eax
.L217:
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
.L226:
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
	je	.L233
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
	jmp	.L237
.L302:
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
.L235:
	cmpq	%r10, %r9
	adcq	$0, 40(%rsp)
	addq	$8, %r8
	cmpq	%r8, 96(%rsp)
	je	.L301
.L237:
	movq	(%r8), %r9
	cmpq	%r10, %r9
	jb	.L302
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
	jnb	.L303
	leaq	(%r10,%rcx), %rax
	cmpq	%rax, %rbp
	jb	.L235
	movq	$0, 88(%rsp)
	movq	%rbp, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%r10
	movq	%rax, 80(%rsp)
	addq	80(%rsp), %rsi
	adcq	88(%rsp), %rdi
	jmp	.L235
.L303:
	addq	16(%rsp), %rsi
	adcq	24(%rsp), %rdi
	jmp	.L235
.L233:
	xorl	%eax, %eax
.L232:
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
.L301:
	.cfi_restore_state
	movq	%r15, %rax
	movl	128(%rsp), %ecx
	movq	136(%rsp), %rbx
	subq	$0, %rax
	jne	.L269
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
	je	.L304
.L240:
	movq	$0, (%rsp)
	movq	40(%rsp), %rbp
	movq	%r8, %r11
	movq	$0, 48(%rsp)
	jmp	.L266
.L241:
	movq	-8(%r12,%r11,8), %rdx
.L244:
	movq	48(%rsp), %rax
	movq	208(%rsp), %rdi
	movq	%rdx, 8(%rdi,%rax)
	addq	$8, %rax
	movq	%rax, 48(%rsp)
	cmpq	$48, %rax
	je	.L233
	movq	(%rdi), %r11
.L266:
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
	jnb	.L241
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
	jnb	.L305
	movq	%rbx, (%rsp)
.L243:
	xorl	%ebx, %ebx
	addq	%rdi, %r14
	movq	%rdi, %rcx
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%r13, %rbp
	jb	.L245
	jmp	.L306
	.p2align 4,,10
	.p2align 3
.L248:
	addq	%rcx, %r14
	adcq	%rbx, %r15
	addq	$1, %rbp
	cmpq	%rbp, %r13
	je	.L307
.L245:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	cmpq	%rdi, %rax
	je	.L248
.L298:
	movq	%rax, %rsi
.L247:
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
	jnb	.L293
	movq	%rsi, %rdi
	jmp	.L243
.L307:
	movq	(%r12,%r13,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rax, %rsi
	jmp	.L247
.L293:
	movq	%rbx, 120(%rsp)
	movq	(%rsp), %rbx
	movq	%rcx, 112(%rsp)
	movq	%rax, %rcx
.L242:
	leaq	-1(%rcx), %rax
	imulq	%r9, %rax
	subq	%rax, %r8
	movq	%r8, %r11
	cmpq	%r13, %rbp
	jnb	.L253
	movq	%rbp, %rax
	movq	%rbp, %rsi
	negq	%rax
	leaq	(%rbx,%rax,8), %r8
.L252:
	movq	(%r12,%rsi,8), %rax
	xorl	%edx, %edx
	divq	%r10
	movq	%rdx, (%r8,%rsi,8)
	addq	$1, %rsi
	cmpq	%rsi, %r13
	jne	.L252
.L253:
	movq	%rcx, %rdx
	leaq	-1(%r9), %r8
	subq	$1, %r11
	xorl	%eax, %eax
	imulq	%r10, %rdx
	testq	%r8, %r8
	jle	.L299
	movq	%r11, 16(%rsp)
	movq	%r12, %r9
	movq	%r14, 96(%rsp)
	movq	%r15, 104(%rsp)
	movq	%rax, (%rsp)
	movq	%rdx, 80(%rsp)
	movq	%r13, %rdx
	movq	%rbp, 128(%rsp)
	movq	%rdi, %rbp
.L250:
	movq	(%rsp), %rax
	movq	%r8, %rcx
	subq	%rax, %rcx
	movq	(%rbx,%rax,8), %rdi
	sarq	%rcx
	addq	%rax, %rcx
	movq	(%rbx,%rcx,8), %rsi
	movq	(%rbx,%r8,8), %rcx
	cmpq	%rsi, %rdi
	jnb	.L255
	cmpq	%rcx, %rdi
	cmovb	%rcx, %rdi
	cmpq	%rcx, %rsi
	cmovnb	%rdi, %rsi
.L256:
	movq	(%rsp), %rdi
	movq	%r8, %rcx
.L257:
	cmpq	%rcx, %rdi
	jg	.L262
	leaq	0(,%rdi,8), %rax
	leaq	0(,%rcx,8), %r15
	leaq	(%rbx,%rax), %r13
	leaq	(%rbx,%r15), %r14
	movq	0(%r13), %r11
	movq	(%r14), %r12
	leaq	8(%rbx,%rax), %rax
	cmpq	%rsi, %r11
	jnb	.L308
	.p2align 4,,10
	.p2align 3
.L258:
	movq	%rax, %r13
	movq	(%rax), %r11
	addq	$8, %rax
	addq	$1, %rdi
	cmpq	%rsi, %r11
	jb	.L258
	cmpq	%r12, %rsi
	jnb	.L259
.L267:
	leaq	-8(%rbx,%r15), %rax
	.p2align 4,,10
	.p2align 3
.L260:
	movq	%rax, %r14
	movq	(%rax), %r12
	subq	$8, %rax
	subq	$1, %rcx
	cmpq	%r12, %rsi
	jb	.L260
.L259:
	cmpq	%rcx, %rdi
	jle	.L268
.L262:
	movq	16(%rsp), %rax
	cmpq	%rcx, %rax
	jle	.L273
	cmpq	%rdi, %rax
	jl	.L309
	movq	%rdi, (%rsp)
.L265:
	cmpq	%r8, (%rsp)
	jl	.L250
	movq	16(%rsp), %r11
.L300:
	movq	%rbp, %rdi
	movq	%rdx, %r13
	movq	96(%rsp), %r14
	movq	104(%rsp), %r15
	movq	128(%rsp), %rbp
	movq	80(%rsp), %rdx
	movq	%r9, %r12
.L299:
	movq	(%rbx,%r11,8), %rax
	movq	%rdi, (%rsp)
	addq	%rax, %rdx
	jmp	.L244
	.p2align 4,,10
	.p2align 3
.L308:
	cmpq	%r12, %rsi
	jb	.L267
.L268:
	movq	%r12, 0(%r13)
	addq	$1, %rdi
	subq	$1, %rcx
	movq	%r11, (%r14)
	jmp	.L257
.L273:
	movq	%rcx, %r8
	jmp	.L265
.L255:
	cmpq	%rcx, %rsi
	cmovb	%rcx, %rsi
	cmpq	%rcx, %rdi
	cmovb	%rdi, %rsi
	jmp	.L256
.L309:
	movq	%rax, %r11
	jmp	.L300
.L306:
	movq	(%r12,%rbp,8), %rax
	xorl	%edx, %edx
	divq	%r10
	jmp	.L298
.L304:
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
	jmp	.L240
.L305:
	movq	(%rsp), %rdi
	jmp	.L242
.L269:
	movl	$-2, %eax
	jmp	.L232
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
	je	.L311
	xorl	%eax, %eax
	ret
.L311:
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
	jne	.L313
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
	jnb	.L313
	movl	8(%rbp), %edx
	leaq	.LC18(%rip), %rax
	cmpl	$1, %edx
	je	.L314
	testl	%edx, %edx
	leaq	.LC19(%rip), %rax
	leaq	.LC17(%rip), %rcx
	cmovne	%rcx, %rax
.L314:
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
	jmp	.L310
.L313:
	xorl	%eax, %eax
.L310:
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
	je	.L343
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
.L324:
	movq	(%r8), %rbp
	xorl	%r13d, %r13d
	movq	%rbp, %rax
	addq	%rbp, %r14
	adcq	%r13, %r15
	mulq	%rdi
	addq	%rax, %r10
	adcq	%rdx, %r11
	cmpq	%rdi, %r9
	jnb	.L323
	addq	%rbp, 56(%rbx)
.L323:
	addq	$8, %r8
	addq	%rcx, %rdi
	cmpq	%r8, %rsi
	jne	.L324
	movq	%r15, %rax
	movq	%rbx, %rsi
	movl	24(%rsp), %r9d
	movq	(%rsp), %rbx
	subq	$0, %rax
	jne	.L331
	movq	%r14, (%rsi)
	movq	%r14, %r8
	movq	%r10, 64(%rsi)
	movq	%r11, 72(%rsi)
	testq	%r14, %r14
	je	.L322
	movl	$99999, %r12d
	xorl	%r13d, %r13d
	testl	%r9d, %r9d
	je	.L346
.L327:
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
.L330:
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
	jnb	.L328
	.p2align 4,,10
	.p2align 3
.L329:
	addq	$1, %rdx
	addq	0(%rbp,%rdx,8), %rcx
	cmpq	%rax, %rcx
	jb	.L329
	movq	24(%rsp), %rax
	imulq	%rax, %rdx
.L328:
	movq	%rdx, 8(%r14,%r15)
	addq	$8, %r15
	cmpq	$48, %r15
	jne	.L330
.L322:
	xorl	%eax, %eax
.L321:
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
.L346:
	.cfi_restore_state
	movl	$50000, %r12d
	xorl	%r13d, %r13d
	jmp	.L327
.L343:
	.cfi_def_cfa_offset 8
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	.cfi_restore 14
	.cfi_restore 15
	xorl	%eax, %eax
	ret
.L331:
	.cfi_def_cfa_offset 96
	.cfi_offset 3, -56
	.cfi_offset 6, -48
	.cfi_offset 12, -40
	.cfi_offset 13, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	movl	$-2, %eax
	jmp	.L321
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
	je	.L355
	movq	(%rdi), %rcx
	movq	%rdi, %rbp
	xorl	%r13d, %r13d
	leaq	16(%rsp), %r12
	.p2align 4,,10
	.p2align 3
.L348:
	movq	%r13, %rbx
	xorl	%r15d, %r15d
	xorl	%eax, %eax
	movl	$1, %esi
	salq	$5, %rbx
	leaq	(%rcx,%rbx), %rdx
	cmpq	$0, 16(%rdx)
	jne	.L351
	jmp	.L354
	.p2align 4,,10
	.p2align 3
.L380:
	testb	%sil, %sil
	je	.L354
.L351:
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
	jb	.L380
.L354:
	addq	$1, %r13
	cmpq	8(%rbp), %r13
	jnb	.L353
	testb	%sil, %sil
	jne	.L348
.L353:
	testl	%eax, %eax
	je	.L355
.L350:
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
.L355:
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
	jne	.L356
	jmp	.L350
	.p2align 4,,10
	.p2align 3
.L381:
	cmpq	%rbp, %r12
	jnb	.L350
.L356:
	movq	8(%rbx), %rdx
	movq	(%rbx), %rsi
	movq	%r14, %rdi
	addq	$1, %r12
	addq	$16, %rbx
	call	table_push
	testl	%eax, %eax
	je	.L381
	jmp	.L350
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
.L386:
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
	je	.L383
	xorl	%edx, %edx
	divq	%rbx
	movq	%rax, 32(%r15)
	movq	%rdx, 40(%r15)
.L383:
	testq	%r13, %r13
	je	.L385
	movq	8(%rsp), %rdi
	call	malloc@PLT
	movq	%rax, 96(%r15)
	testq	%rax, %rax
	je	.L392
	movq	(%rsp), %rsi
	addq	%rsi, %rax
	movq	%rax, 104(%r15)
.L385:
	addq	$8, %r14
	addq	$112, %r15
	cmpq	%r14, %r12
	jne	.L386
	testq	%r13, %r13
	movq	40(%rsp), %rsi
	setne	%dl
	xorl	%eax, %eax
	cmpq	$0, 112(%rsp)
	sete	%al
	andl	%edx, %eax
	movl	%eax, (%rsi)
	testq	%r13, %r13
	je	.L387
	cmpq	$0, 112(%rsp)
	je	.L388
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
	jne	.L391
.L389:
	movq	24(%rsp), %rsi
	cmpq	$0, (%rsi)
	sete	%r12b
	testq	%rax, %rax
	sete	%al
	orl	%eax, %r12d
	movzbl	%r12b, %r12d
	negl	%r12d
	movl	%r12d, 20(%rsp)
	jmp	.L382
	.p2align 4,,10
	.p2align 3
.L387:
	movq	24(%rsp), %rax
	movq	$0, (%rax)
	movq	32(%rsp), %rax
	movq	$0, (%rax)
.L382:
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
.L388:
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
	je	.L389
.L391:
	movl	$-1, 20(%rsp)
	jmp	.L382
.L392:
	movl	$-1, 20(%rsp)
	jmp	.L385
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
	jne	.L407
	cmpq	$0, 520(%rbx)
	je	.L407
	cmpq	$1, 528(%rbx)
	sbbl	%eax, %eax
.L404:
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
.L407:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L404
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
	jne	.L412
	cmpq	$0, 384(%rbx)
	je	.L412
	cmpq	$1, 376(%rbx)
	sbbl	%eax, %eax
.L409:
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
.L412:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L409
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
	je	.L415
	movq	64(%rsi), %rax
.L415:
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
	je	.L420
	movq	%r12, %rax
	leaq	(%r12,%r13,8), %rcx
	pxor	%xmm2, %xmm2
	movq	%r12, %rdx
	.p2align 4,,10
	.p2align 3
.L421:
	addsd	(%rdx), %xmm2
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.L421
	pxor	%xmm4, %xmm4
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r13, %xmm4
	divsd	%xmm4, %xmm2
	.p2align 4,,10
	.p2align 3
.L426:
	movsd	(%rax), %xmm1
	addq	$8, %rax
	subsd	%xmm2, %xmm1
	mulsd	%xmm1, %xmm1
	addsd	%xmm1, %xmm0
	cmpq	%rax, %rcx
	jne	.L426
	movsd	(%r12), %xmm3
	testb	$1, %bl
	je	.L423
	shrl	%ebx
	movsd	(%r12,%rbx,8), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L445
.L442:
	pxor	%xmm0, %xmm0
.L428:
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
.L420:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	movsd	(%r12), %xmm3
	divsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm2
	pxor	%xmm0, %xmm0
	movapd	%xmm0, %xmm4
.L423:
	shrl	%ebx
	leal	-1(%rbx), %eax
	movsd	(%r12,%rax,8), %xmm1
	addsd	(%r12,%rbx,8), %xmm1
	mulsd	.LC23(%rip), %xmm1
	unpcklpd	%xmm1, %xmm3
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm2
	jbe	.L442
.L445:
	divsd	%xmm4, %xmm0
	ucomisd	%xmm0, %xmm1
	ja	.L443
	sqrtsd	%xmm0, %xmm0
.L432:
	divsd	%xmm2, %xmm0
	jmp	.L428
.L443:
	movaps	%xmm3, 16(%rsp)
	movsd	%xmm2, 8(%rsp)
	call	sqrt@PLT
	movapd	16(%rsp), %xmm3
	movsd	8(%rsp), %xmm2
	jmp	.L432
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
	js	.L447
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rax, %xmm6
.L448:
	movsd	256(%rdi), %xmm3
	movsd	.LC24(%rip), %xmm5
	movq	%rdi, %rax
	leaq	256(%rdi), %rcx
	movsd	.LC25(%rip), %xmm4
	pxor	%xmm1, %xmm1
	divsd	%xmm6, %xmm3
	movsd	%xmm3, 0(%rbp)
	jmp	.L452
	.p2align 4,,10
	.p2align 3
.L466:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L451:
	movsd	(%rax), %xmm0
	divsd	%xmm2, %xmm0
	subsd	%xmm3, %xmm0
	mulsd	%xmm0, %xmm0
	divsd	%xmm5, %xmm0
	mulsd	%xmm4, %xmm0
.L449:
	addq	$8, %rax
	addsd	%xmm0, %xmm1
	cmpq	%rax, %rcx
	je	.L465
.L452:
	movq	272(%rax), %rdx
	pxor	%xmm0, %xmm0
	testq	%rdx, %rdx
	je	.L449
	jns	.L466
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L451
	.p2align 4,,10
	.p2align 3
.L465:
	pxor	%xmm0, %xmm0
	ucomisd	%xmm1, %xmm0
	ja	.L463
	movapd	%xmm1, %xmm0
	sqrtsd	%xmm0, %xmm0
.L455:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 8(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	jbe	.L456
	movsd	264(%rdi), %xmm0
	mulsd	%xmm3, %xmm3
	divsd	%xmm6, %xmm0
	subsd	%xmm3, %xmm0
	movapd	%xmm0, %xmm6
	divsd	%xmm1, %xmm6
.L456:
	movsd	%xmm6, 16(%rbp)
	addq	$32, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	ret
.L447:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm6, %xmm6
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm6
	addsd	%xmm6, %xmm6
	jmp	.L448
.L463:
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
	jmp	.L455
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
	je	.L501
	movq	%rsi, %r13
	leaq	0(,%rbp,8), %r15
	movq	%rdx, %rbx
	xorl	%esi, %esi
	movq	%r14, %r12
	movq	%r10, %rdx
	leaq	(%r10,%r15), %rdi
	movq	$-1, %r9
.L471:
	movq	(%rdx), %rax
	cmpq	%rax, %r9
	cmova	%rax, %r9
	cmpq	%rax, %rsi
	cmovb	%rax, %rsi
	addq	$8, %rdx
	cmpq	%rdx, %rdi
	jne	.L471
	cmpq	$1, %rbp
	je	.L473
	movq	%rsi, %rax
	subq	%r9, %rax
	je	.L473
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
.L478:
	movl	$257, %ecx
	movq	%r10, %rdi
	xorl	%eax, %eax
	movq	%r11, %rsi
	rep stosq
	leaq	(%r15,%r11), %rdi
	movl	%r8d, %ecx
	.p2align 4,,10
	.p2align 3
.L474:
	movq	(%rsi), %rax
	addq	$8, %rsi
	subq	%r9, %rax
	shrq	%cl, %rax
	movzbl	%al, %eax
	addq	$1, 56(%rsp,%rax,8)
	cmpq	%rsi, %rdi
	jne	.L474
	movq	16(%rsp), %rax
	movq	24(%rsp), %rsi
	movl	%ecx, %r8d
	xorl	%ecx, %ecx
	.p2align 4,,10
	.p2align 3
.L475:
	addq	(%rax), %rcx
	addq	$8, %rax
	movq	%rcx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L475
	movq	%r15, 8(%rsp)
	movl	%r8d, %ecx
	xorl	%esi, %esi
	movq	%rdx, %r8
	.p2align 4,,10
	.p2align 3
.L476:
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
	jne	.L476
	movq	%r8, %rdx
	movl	%ecx, %r8d
	movq	8(%rsp), %r15
	addl	$8, %r8d
	cmpl	$64, %r8d
	je	.L477
	movq	%r14, %rdi
	movl	%r8d, %ecx
	movq	%r11, %rsi
	movq	%r12, %rax
	shrq	%cl, %rdi
	movq	%r13, %r11
	movq	%rbx, %r12
	testq	%rdi, %rdi
	je	.L477
	movq	%rax, %rbx
	movq	%rsi, %r13
	jmp	.L478
.L477:
	movq	40(%rsp), %r10
	movq	32(%rsp), %rcx
	movq	%rdx, %r14
	cmpq	%r13, %r10
	je	.L473
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
.L473:
	xorl	%eax, %eax
	xorl	%edx, %edx
	jmp	.L481
.L479:
	movq	(%r10,%rsi), %r8
	addq	$1, %rax
	addq	$1, %rdx
	movq	%r8, (%r10,%rdi)
	movq	(%r14,%rsi), %rsi
	movq	%rsi, (%r14,%rdi)
	cmpq	%rax, %rbp
	je	.L469
.L481:
	leaq	0(,%rax,8), %rsi
	xorl	%edi, %edi
	testq	%rdx, %rdx
	je	.L479
	leaq	0(,%rdx,8), %r8
	movq	%r8, %rdi
.L480:
	movq	(%r10,%rsi), %rbx
	leaq	-8(%r8), %r9
	cmpq	%rbx, -8(%r10,%r8)
	jne	.L479
	addq	$1, %rax
	movq	(%r14,%rsi), %rsi
	addq	%rsi, (%r14,%r9)
	cmpq	%rbp, %rax
	je	.L469
	movq	%r8, %rdi
	leaq	0(,%rax,8), %rsi
	jmp	.L480
.L501:
	xorl	%edx, %edx
.L469:
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
	je	.L505
	movq	%rdi, %rbx
	movl	76(%rdi), %edi
	testl	%edi, %edi
	jne	.L505
	movq	%rsi, %r12
	cmpq	%rsi, %rbp
	jnb	.L505
	movl	72(%rbx), %edi
	movq	%rdx, %r13
	testl	%edi, %edi
	je	.L520
.L506:
	leaq	(%rax,%rax), %rcx
.L508:
	testq	%rcx, %rcx
	je	.L505
	xorl	%eax, %eax
	jmp	.L514
	.p2align 4,,10
	.p2align 3
.L522:
	movq	96(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jnb	.L521
.L511:
	addq	$1, %rax
	addq	%rdx, %rbp
	cmpq	%rax, %rcx
	je	.L505
.L514:
	leaq	0(,%rax,8), %r8
	testl	%edi, %edi
	jne	.L522
	movq	104(%rbx), %rdx
	movq	%r12, %rsi
	subq	%rbp, %rsi
	movq	(%rdx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jb	.L511
.L521:
	testl	%edi, %edi
	je	.L512
	addq	(%rbx), %rax
.L513:
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
.L505:
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
.L520:
	.cfi_restore_state
	movq	%rbx, %rdi
	movq	%r8, %rdx
	movq	%rcx, %rsi
	call	guess_sort
	movl	72(%rbx), %edi
	testl	%edi, %edi
	jne	.L523
	movq	56(%rbx), %rcx
	jmp	.L508
	.p2align 4,,10
	.p2align 3
.L512:
	movq	96(%rbx), %rax
	movq	(%rax,%r8), %rax
	jmp	.L513
.L523:
	movq	64(%rbx), %rax
	jmp	.L506
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
	jne	.L526
	testl	%ebp, %ebp
	jne	.L531
.L524:
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
.L526:
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
.L531:
	.cfi_restore_state
	movl	$-4, %ebp
	jmp	.L524
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
	je	.L535
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
.L535:
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
	ja	.L545
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
	jne	.L539
	movq	8(%rsp), %rdx
	cmpb	$0, (%rdx)
	jne	.L539
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L539
	comisd	.LC27(%rip), %xmm0
	ja	.L539
	movsd	%xmm0, (%r12)
.L536:
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
.L539:
	.cfi_restore_state
	movl	$-1, %eax
	jmp	.L536
	.p2align 4,,10
	.p2align 3
.L545:
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
	ja	.L553
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
	jne	.L549
	movq	8(%rsp), %rcx
	cmpb	$0, (%rcx)
	jne	.L549
	cmpq	%r14, %rax
	jb	.L549
	cmpq	%rax, %r12
	jb	.L549
	movq	%rax, 0(%r13)
.L546:
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
.L549:
	.cfi_restore_state
	movl	$-1, %edx
	jmp	.L546
	.p2align 4,,10
	.p2align 3
.L553:
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
	je	.L555
	call	fclose@PLT
.L555:
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
	je	.L562
	subq	%r13, %rax
	leal	1(%rax), %ebx
	movslq	%ebx, %r14
	addq	%r13, %r14
.L561:
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
.L562:
	.cfi_restore_state
	movq	%r13, %r14
	xorl	%ebx, %ebx
	jmp	.L561
	.cfi_endproc
.LFE230:
	.size	open_atomic, .-open_atomic
	.section	.rodata.str1.8
	.align 8
.LC30:
	.string	"%s '%s' could not be read whole"
	.align 8
.LC31:
	.string	"%s '%s' is empty: it needs at least one number"
	.align 8
.LC32:
	.string	" is %zd characters long: at most %d are allowed"
	.section	.rodata.str1.1
.LC33:
	.string	": %s"
	.section	.rodata.str1.8
	.align 8
.LC34:
	.string	": '%s' is not valid: a whole number of nanoseconds from 0 to 2^62"
	.align 8
.LC35:
	.string	": %lu comes before the previous line's %lu: due times must not decrease"
	.section	.rodata.str1.1
.LC36:
	.string	"%s %.40s: line %lu"
.LC37:
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
	js	.L584
	addq	$1, 48(%r13)
	movq	%rax, %rcx
	testq	%rax, %rax
	jne	.L569
	jmp	.L571
	.p2align 4,,10
	.p2align 3
.L572:
	movb	$0, (%rax)
	movq	%rdx, %rcx
	testq	%rdx, %rdx
	je	.L571
.L569:
	movq	8(%r13), %rdi
	leaq	-1(%rcx), %rdx
	leaq	(%rdi,%rdx), %rax
	movzbl	(%rax), %esi
	cmpb	$10, %sil
	je	.L572
	cmpb	$13, %sil
	je	.L572
	cmpq	$64, %rcx
	jg	.L585
	movl	40(%r13), %eax
	testl	%eax, %eax
	jne	.L586
	movabsq	$4611686018427387903, %rdx
	xorl	%esi, %esi
	movq	%r12, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L587
	cmpq	$1, 48(%r13)
	movq	(%r12), %rcx
	jbe	.L578
	movq	56(%r13), %r8
	cmpq	%r8, %rcx
	jb	.L588
.L578:
	movq	%rcx, 56(%r13)
	jmp	.L576
	.p2align 4,,10
	.p2align 3
.L585:
	movl	$64, %r8d
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	leaq	.LC32(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
.L570:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movl	$64, %esi
	movq	%r14, %rdi
	movq	48(%r13), %r9
	leaq	.LC36(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %r8
	movq	%r14, %rcx
	movq	%rbp, %rsi
	leaq	.LC37(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L567:
	movl	$-1, %eax
.L564:
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
.L584:
	.cfi_restore_state
	movq	0(%r13), %rdi
	call	ferror@PLT
	testl	%eax, %eax
	jne	.L589
	cmpq	$0, 48(%r13)
	jne	.L564
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC31(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L567
	.p2align 4,,10
	.p2align 3
.L586:
	movq	%rsp, %r14
	movl	$160, %r8d
	movq	%r12, %rdx
	movl	$1, %esi
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L590
.L576:
	movl	$1, %eax
	jmp	.L564
	.p2align 4,,10
	.p2align 3
.L571:
	movdqa	.LC38(%rip), %xmm0
	leaq	160(%rsp), %r12
	movq	%rsp, %r14
	movaps	%xmm0, 160(%rsp)
	movdqa	.LC39(%rip), %xmm0
	movaps	%xmm0, 176(%rsp)
	movdqa	.LC40(%rip), %xmm0
	movups	%xmm0, 187(%rsp)
	jmp	.L570
	.p2align 4,,10
	.p2align 3
.L590:
	leaq	160(%rsp), %r12
	movq	%r14, %rcx
	movl	$192, %esi
	xorl	%eax, %eax
	leaq	.LC33(%rip), %rdx
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L570
.L587:
	movq	8(%r13), %rcx
	leaq	.LC34(%rip), %rdx
	xorl	%eax, %eax
	movq	%rsp, %r14
	leaq	160(%rsp), %r12
	movl	$192, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L570
.L589:
	movq	32(%r13), %rcx
	movq	24(%r13), %r8
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	leaq	.LC30(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L567
.L588:
	leaq	160(%rsp), %r12
	leaq	.LC35(%rip), %rdx
	movl	$192, %esi
	xorl	%eax, %eax
	movq	%r12, %rdi
	movq	%rsp, %r14
	call	snprintf@PLT
	jmp	.L570
	.cfi_endproc
.LFE60:
	.size	numbers_next, .-numbers_next
	.section	.rodata.str1.1
.LC41:
	.string	" stroke-dasharray=\"5 4\""
.LC42:
	.string	" "
	.section	.rodata.str1.8
	.align 8
.LC43:
	.string	"<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\""
	.section	.rodata.str1.1
.LC48:
	.string	"%s%.1f,%.1f"
.LC49:
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
	leaq	.LC43(%rip), %rsi
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	leaq	.LC41(%rip), %rcx
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
	je	.L593
	xorl	%r15d, %r15d
	.p2align 4,,10
	.p2align 3
.L595:
	movsd	16(%r14), %xmm2
	movsd	(%r14), %xmm3
	testq	%r15, %r15
	movq	%rbx, %rdi
	movsd	0(%r13,%r15,8), %xmm1
	movsd	24(%r14), %xmm0
	leaq	.LC42(%rip), %rax
	leaq	.LC3(%rip), %rdx
	movsd	.LC45(%rip), %xmm4
	cmovne	%rax, %rdx
	leaq	.LC48(%rip), %rsi
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
	mulsd	.LC44(%rip), %xmm1
	subsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm1
	mulsd	.LC46(%rip), %xmm0
	addsd	.LC47(%rip), %xmm0
	call	fprintf@PLT
	cmpq	%r15, %rbp
	jne	.L595
.L593:
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	movq	%rbx, %rcx
	movl	$4, %edx
	movl	$1, %esi
	popq	%rbx
	.cfi_def_cfa_offset 48
	leaq	.LC49(%rip), %rdi
	popq	%rbp
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
	.section	.rodata.str1.1
.LC50:
	.string	"bench: "
.LC51:
	.string	"\\n"
.LC52:
	.string	"\\x%02x"
	.text
	.p2align 4
	.type	usage_error, @function
usage_error:
.LFB316:
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
	leaq	.LC50(%rip), %rdi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	je	.L609
	leaq	.LC52(%rip), %rbp
	leaq	.LC51(%rip), %r12
	jmp	.L604
	.p2align 4,,10
	.p2align 3
.L605:
	movzbl	%al, %edx
	cmpb	$31, %al
	jbe	.L610
	cmpb	$127, %al
	je	.L610
	movq	%rdi, %rsi
	movl	%edx, %edi
	call	fputc@PLT
.L606:
	movzbl	1(%rbx), %eax
	addq	$1, %rbx
	testb	%al, %al
	je	.L609
.L604:
	movq	stderr(%rip), %rdi
	cmpb	$10, %al
	jne	.L605
	movq	%rdi, %rcx
	movl	$2, %edx
	movq	%r12, %rdi
	addq	$1, %rbx
	movl	$1, %esi
	call	fwrite@PLT
	movzbl	(%rbx), %eax
	testb	%al, %al
	jne	.L604
.L609:
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
.L610:
	.cfi_restore_state
	movq	%rbp, %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L606
	.cfi_endproc
.LFE316:
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
	jbe	.L618
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
.L618:
	movq	.LC56(%rip), %rax
	movq	%rax, %xmm0
	call	pow@PLT
	movq	%rbx, %xmm1
	movsd	.LC57(%rip), %xmm2
	divsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm2
	ja	.L617
	movsd	.LC58(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L626
	addsd	%xmm0, %xmm0
.L617:
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L626:
	.cfi_restore_state
	movsd	.LC59(%rip), %xmm2
	comisd	%xmm1, %xmm2
	jbe	.L627
	mulsd	.LC53(%rip), %xmm0
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L627:
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
	je	.L630
	movq	0(%rbp), %rdx
	salq	$4, %rsi
	xorl	%ecx, %ecx
	movq	%rsi, 40(%rsp)
	movq	%rdx, (%rsp)
	movq	%rdx, %rax
	leaq	(%rsi,%rdx), %rsi
	.p2align 4,,10
	.p2align 3
.L631:
	addq	8(%rax), %rcx
	addq	$16, %rax
	movq	%rcx, %r12
	cmpq	%rax, %rsi
	jne	.L631
	testq	%rcx, %rcx
	je	.L645
	testq	%rbx, %rbx
	je	.L645
	testq	%rcx, %rcx
	js	.L632
	pxor	%xmm6, %xmm6
	cvtsi2sdq	%rcx, %xmm6
	movsd	%xmm6, 8(%rsp)
.L633:
	movsd	.LC61(%rip), %xmm3
	xorl	%r13d, %r13d
	xorl	%ebp, %ebp
	xorl	%r14d, %r14d
	movl	$1, %eax
	pxor	%xmm2, %xmm2
	movl	$64, %esi
	jmp	.L643
	.p2align 4,,10
	.p2align 3
.L666:
	leaq	1(%r13), %r15
	cmpq	%rsi, %r15
	jb	.L639
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
	je	.L664
	movq	%r9, %rsi
	movq	%rax, %rbx
.L639:
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
	jnb	.L665
.L643:
	testl	%eax, %eax
	je	.L634
	movq	(%rsp), %rdx
	movq	%rbp, %rax
	salq	$4, %rax
	addq	8(%rdx,%rax), %r14
.L634:
	testq	%r14, %r14
	js	.L636
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r14, %xmm0
.L637:
	mulsd	%xmm3, %xmm0
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm0
	jnb	.L666
	addq	$1, %rbp
	movl	$1, %eax
	cmpq	%r12, %r14
	jb	.L643
.L665:
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
.L630:
	movq	32(%rsp), %rax
	movq	%rsi, (%rax)
.L629:
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
.L636:
	.cfi_restore_state
	movq	%r14, %rax
	movq	%r14, %rdi
	pxor	%xmm0, %xmm0
	shrq	%rax
	andl	$1, %edi
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L637
	.p2align 4,,10
	.p2align 3
.L632:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L633
.L645:
	xorl	%esi, %esi
	jmp	.L630
.L664:
	movq	%rbx, %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	jmp	.L629
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
	je	.L701
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
	je	.L717
	movsd	.LC69(%rip), %xmm7
	movq	16(%rsp), %r14
	xorl	%r13d, %r13d
	leaq	.LC71(%rip), %r15
	movsd	%xmm7, 8(%rsp)
	jmp	.L677
	.p2align 4,,10
	.p2align 3
.L718:
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
	je	.L678
.L677:
	movsd	(%r14), %xmm2
	movq	8(%r14), %rax
	movq	16(%r14), %rdx
	movapd	%xmm2, %xmm1
	divsd	.LC61(%rip), %xmm1
	testq	%rax, %rax
	js	.L672
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L673:
	movsd	.LC61(%rip), %xmm7
	divsd	8(%rsp), %xmm0
	comisd	%xmm2, %xmm7
	ja	.L718
	movq	%r15, %rsi
	movq	%rbx, %rdi
	movl	$2, %eax
	addq	$1, %r13
	call	fprintf@PLT
	addq	$24, %r14
	cmpq	%rbp, %r13
	jne	.L677
.L678:
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	testq	%r14, %r14
	je	.L719
.L670:
	movq	%r14, %r8
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	movq	%rdi, %rdx
	salq	$4, %r8
	movapd	%xmm0, %xmm4
	leaq	(%r8,%rdi), %rsi
	jmp	.L683
	.p2align 4,,10
	.p2align 3
.L721:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rcx, %xmm2
	movq	(%rdx), %rcx
	addsd	%xmm2, %xmm4
	testq	%rcx, %rcx
	js	.L681
.L722:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L682:
	mulsd	%xmm2, %xmm1
	addq	$16, %rdx
	addsd	%xmm1, %xmm0
	cmpq	%rdx, %rsi
	je	.L720
.L683:
	movq	8(%rdx), %rcx
	testq	%rcx, %rcx
	jns	.L721
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
	jns	.L722
.L681:
	movq	%rcx, %r9
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%r9
	orq	%rcx, %r9
	cvtsi2sdq	%r9, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L682
	.p2align 4,,10
	.p2align 3
.L672:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L673
	.p2align 4,,10
	.p2align 3
.L720:
	movapd	%xmm0, %xmm5
	pxor	%xmm0, %xmm0
	divsd	%xmm4, %xmm5
	jmp	.L690
	.p2align 4,,10
	.p2align 3
.L724:
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rdx, %xmm3
	movq	8(%rax), %rdx
	subsd	%xmm5, %xmm3
	testq	%rdx, %rdx
	js	.L688
.L725:
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rdx, %xmm2
.L689:
	mulsd	%xmm3, %xmm2
	addq	$16, %rax
	mulsd	%xmm3, %xmm2
	addsd	%xmm2, %xmm0
	cmpq	%rax, %rsi
	je	.L723
.L690:
	movq	(%rax), %rdx
	testq	%rdx, %rdx
	jns	.L724
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
	jns	.L725
.L688:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm2, %xmm2
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L689
	.p2align 4,,10
	.p2align 3
.L723:
	movsd	.LC72(%rip), %xmm2
	divsd	%xmm4, %xmm0
	subq	$16, %r8
	comisd	%xmm2, %xmm4
	jnb	.L691
	cvttsd2siq	%xmm4, %r14
.L685:
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
	jbe	.L702
	movl	$262144, %eax
	movl	$1, %ebp
	.p2align 4,,10
	.p2align 3
.L694:
	addq	%rax, %rax
	addl	$1, %ebp
	cmpq	%rax, %rdx
	jb	.L693
	cmpl	$63, %ebp
	jle	.L694
.L693:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L715
	sqrtsd	%xmm0, %xmm0
	movapd	%xmm0, %xmm1
.L698:
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
	js	.L699
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L700:
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
.L667:
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
.L691:
	.cfi_restore_state
	subsd	%xmm2, %xmm4
	cvttsd2siq	%xmm4, %r14
	btcq	$63, %r14
	jmp	.L685
	.p2align 4,,10
	.p2align 3
.L699:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L700
	.p2align 4,,10
	.p2align 3
.L702:
	movl	$1, %ebp
	jmp	.L693
	.p2align 4,,10
	.p2align 3
.L717:
	movsd	.LC69(%rip), %xmm7
	movq	8(%r12), %r14
	movq	(%r12), %rdi
	movsd	%xmm7, 8(%rsp)
	testq	%r14, %r14
	jne	.L670
	.p2align 4,,10
	.p2align 3
.L719:
	pxor	%xmm0, %xmm0
	movq	$-16, %r8
	movapd	%xmm0, %xmm5
	divsd	%xmm0, %xmm5
	movapd	%xmm5, %xmm0
	jmp	.L685
.L701:
	movl	$-1, %eax
	jmp	.L667
.L715:
	movsd	%xmm5, 24(%rsp)
	call	sqrt@PLT
	movsd	24(%rsp), %xmm5
	movapd	%xmm0, %xmm1
	jmp	.L698
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
	leaq	.LC37(%rip), %rdx
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
	je	.L734
	movq	%rax, %rbx
	movq	%rax, %rdi
	movq	%r14, %rsi
	call	*%r13
	movq	%rbx, %rdi
	testl	%eax, %eax
	jne	.L735
	call	ferror@PLT
	movq	%rbx, %rdi
	movl	%eax, %r13d
	call	fclose@PLT
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%r13d, %eax
	jne	.L733
	movq	%rbp, %rsi
	movq	%r12, %rdi
	call	rename@PLT
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L733
	movq	%rbp, %rsi
	leaq	.LC78(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L726:
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
.L735:
	.cfi_restore_state
	call	fclose@PLT
.L733:
	movq	%r12, %rdi
	call	remove@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	xorl	%eax, %eax
	leaq	.LC77(%rip), %rsi
	call	fprintf@PLT
.L728:
	movl	$-1, %ebx
	jmp	.L726
.L734:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC76(%rip), %rsi
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	fprintf@PLT
	jmp	.L728
	.cfi_endproc
.LFE246:
	.size	export_file, .-export_file
	.section	.rodata.str1.8
	.align 8
.LC79:
	.string	"the schedule is not fixed (Poisson or replayed arrivals)"
	.align 8
.LC80:
	.string	"service times are drawn from a distribution"
	.align 8
.LC81:
	.string	"stall lengths are drawn from a distribution"
	.section	.rodata.str1.1
.LC82:
	.string	"stalls come at random"
	.section	.rodata.str1.8
	.align 8
.LC83:
	.string	"a stall's backlog has not drained when the next stall begins"
	.align 8
.LC84:
	.string	"it covers back-to-back closed loops with one connection only"
	.align 8
.LC85:
	.string	"the stall period is not a whole number of intervals"
	.align 8
.LC86:
	.string	"the load is at or above capacity (service >= interval)"
	.align 8
.LC87:
	.string	"the first stall does not begin on a due instant"
	.align 8
.LC88:
	.string	"it covers skipping closed loops with one connection only"
	.text
	.p2align 4
	.type	closed_form_gap, @function
closed_form_gap:
.LFB102:
	.cfi_startproc
	movl	72(%rdi), %edx
	leaq	.LC79(%rip), %rax
	testl	%edx, %edx
	jne	.L736
	cmpl	$0, 8(%rdi)
	leaq	.LC80(%rip), %rax
	jne	.L736
	movq	48(%rdi), %rcx
	testq	%rcx, %rcx
	je	.L738
	cmpl	$0, 40(%rdi)
	leaq	.LC82(%rip), %rax
	jne	.L736
	cmpl	$0, 44(%rdi)
	leaq	.LC81(%rip), %rax
	jne	.L736
.L738:
	movq	(%rdi), %r8
	movq	80(%rdi), %rsi
	leaq	.LC86(%rip), %rax
	cmpq	%rsi, %r8
	jnb	.L736
	movl	152(%rdi), %eax
	cmpl	$2, %eax
	je	.L756
	subl	$1, %eax
	jne	.L740
	cmpq	$1, 160(%rdi)
	leaq	.LC88(%rip), %rax
	ja	.L736
.L740:
	testq	%rcx, %rcx
	je	.L750
	movq	64(%rdi), %rax
	xorl	%edx, %edx
	divq	%rsi
	leaq	.LC87(%rip), %rax
	testq	%rdx, %rdx
	jne	.L736
	movq	56(%rdi), %rax
	testq	%rax, %rax
	je	.L750
	xorl	%edx, %edx
	divq	%rsi
	movq	%rax, %rdi
	movq	%rdx, %r9
	leaq	.LC85(%rip), %rax
	testq	%rdx, %rdx
	jne	.L736
	subq	%r8, %rsi
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	%rax, %rcx
	leaq	.LC83(%rip), %rax
	sbbq	$-1, %rcx
	cmpq	%rcx, %rdi
	cmovnb	%r9, %rax
	ret
.L750:
	xorl	%eax, %eax
.L736:
	ret
.L756:
	cmpq	$1, 160(%rdi)
	leaq	.LC84(%rip), %rax
	jbe	.L740
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
	je	.L757
	movq	%rdi, %r10
	call	closed_form_gap
	movq	%rax, %rdx
	xorl	%eax, %eax
	testq	%rdx, %rdx
	je	.L770
.L757:
	addq	$48, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L770:
	.cfi_restore_state
	movq	%rsp, %rsi
	leaq	40(%rsp), %rdi
	xorl	%eax, %eax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L760
	jmp	.L771
	.p2align 4,,10
	.p2align 3
.L764:
	movq	%rdx, %rcx
.L760:
	xorl	%edx, %edx
	divq	%rcx
	movq	%rcx, %rax
	testq	%rdx, %rdx
	jne	.L764
.L759:
	addq	$8, %rsi
	cmpq	%rdi, %rsi
	je	.L772
	movq	%rcx, %rax
	movq	(%rsi), %rcx
	testq	%rcx, %rcx
	jne	.L760
.L771:
	movq	%rax, %rcx
	jmp	.L759
.L772:
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
	jmp	.L757
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
	je	.L783
	movl	%ecx, %eax
	ret
.L783:
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
	jne	.L775
	cmpq	$1048576, 136(%rbx)
	movl	$3, %ecx
	ja	.L773
	movl	152(%rbx), %edx
	leaq	by_kind.5(%rip), %rax
	movl	(%rax,%rdx,4), %ecx
	cmpl	$3, %ecx
	jne	.L778
	movq	144(%rbx), %rax
	testq	%rax, %rax
	je	.L778
	xorl	%edx, %edx
	divq	(%rbx)
	movq	160(%rbx), %rdx
	leaq	1(%rax,%rdx), %rax
	cmpq	$1048576, %rax
	movl	$1, %eax
	cmovbe	%eax, %ecx
.L773:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	movl	%ecx, %eax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
.L778:
	.cfi_restore_state
	movl	$1, %ecx
	jmp	.L773
.L775:
	movl	$2, %ecx
	jmp	.L773
	.cfi_endproc
.LFE197:
	.size	plan_route, .-plan_route
	.p2align 4
	.type	dist_add.part.0, @function
dist_add.part.0:
.LFB332:
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
	je	.L791
.L785:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r12, (%rdi)
	movq	%r13, 8(%rdi)
	movq	%r14, 16(%rdi)
	movq	%r15, 24(%rdi)
.L784:
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
.L791:
	.cfi_restore_state
	testq	%rsi, %rsi
	jne	.L792
	movl	$512, %esi
	movl	$16, %ebp
.L786:
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L793
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%rbp, 16(%rbx)
	jmp	.L785
	.p2align 4,,10
	.p2align 3
.L792:
	leaq	(%rsi,%rsi), %rbp
	salq	$6, %rsi
	jmp	.L786
.L793:
	movl	$1, 24(%rbx)
	jmp	.L784
	.cfi_endproc
.LFE332:
	.size	dist_add.part.0, .-dist_add.part.0
	.section	.rodata.str1.1
.LC89:
	.string	"bench: %s\n"
	.section	.rodata.str1.8
	.align 8
.LC90:
	.string	"bench: the corrected set would hold more than 2^64 values: raise --expected-interval or shorten the run\n"
	.section	.rodata.str1.1
.LC91:
	.string	"bench: out of memory %s\n"
	.text
	.p2align 4
	.type	cannot, @function
cannot:
.LFB285:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	stderr(%rip), %rcx
	cmpl	$-4, %edi
	je	.L799
	cmpl	$-2, %edi
	je	.L800
	movq	%rsi, %rdx
	movq	%rcx, %rdi
	leaq	.LC91(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	$1, %eax
.L794:
	addq	$8, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L799:
	.cfi_restore_state
	leaq	4+run_fault(%rip), %rdx
	leaq	.LC89(%rip), %rsi
	movq	%rcx, %rdi
	xorl	%eax, %eax
	call	fprintf@PLT
	movl	run_fault(%rip), %eax
	jmp	.L794
.L800:
	movl	$104, %edx
	movl	$1, %esi
	leaq	.LC90(%rip), %rdi
	call	fwrite@PLT
	movl	$2, %eax
	jmp	.L794
	.cfi_endproc
.LFE285:
	.size	cannot, .-cannot
	.section	.rodata.str1.1
.LC92:
	.string	"%.1f"
.LC93:
	.string	"%.3f"
	.text
	.p2align 4
	.type	fmt_ratio.constprop.0, @function
fmt_ratio.constprop.0:
.LFB348:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rdi, %rbx
	testq	%rdx, %rdx
	je	.L802
	testq	%rsi, %rsi
	js	.L803
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	testq	%rdx, %rdx
	js	.L805
.L813:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L806:
	divsd	%xmm1, %xmm0
	leaq	.LC93(%rip), %rax
	movq	%rbx, %rdi
	movl	$32, %esi
	leaq	.LC92(%rip), %rdx
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
.L803:
	.cfi_restore_state
	movq	%rsi, %rax
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rsi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rdx, %rdx
	jns	.L813
.L805:
	movq	%rdx, %rax
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L806
	.p2align 4,,10
	.p2align 3
.L802:
	movq	%rbx, %rax
	movl	$6369134, (%rdi)
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE348:
	.size	fmt_ratio.constprop.0, .-fmt_ratio.constprop.0
	.section	.rodata.str1.1
.LC94:
	.string	"of them"
	.section	.rodata.str1.8
	.align 8
.LC95:
	.string	"%s is needed with --service-dist %s: e.g. %s"
	.align 8
.LC96:
	.string	"%s applies to --service-dist %s only: drop it or add --service-dist %s"
	.align 8
.LC97:
	.string	"%s go together with --service-dist %s: give all %s, or none"
	.text
	.p2align 4
	.type	service_refusal.constprop.0, @function
service_refusal.constprop.0:
.LFB351:
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
	je	.L815
	movzbl	(%rbx), %edx
	movl	$1, %esi
	xorl	%eax, %eax
	movq	%rsp, %rdi
	testb	%dl, %dl
	jne	.L816
	jmp	.L834
	.p2align 4,,10
	.p2align 3
.L820:
	addq	$1, %rbx
	movb	%dl, (%rsp,%rax)
	addq	$1, %rax
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	je	.L822
.L835:
	leaq	6(%rax), %rcx
	cmpq	$255, %rcx
	ja	.L822
.L816:
	cmpb	$32, %dl
	jne	.L820
	leaq	(%rdi,%rax), %rdx
	addq	$1, %rbx
	addq	$5, %rax
	addq	$1, %rsi
	movl	$32, %ecx
	movl	$1684955424, (%rdx)
	movw	%cx, 4(%rdx)
	movzbl	(%rbx), %edx
	testb	%dl, %dl
	jne	.L835
	.p2align 4,,10
	.p2align 3
.L822:
	movb	$0, (%rsp,%rax)
	leaq	.LC94(%rip), %r9
	cmpq	$5, %rsi
	jbe	.L823
.L824:
	movq	0(%rbp), %r8
	movq	%rdi, %rcx
	leaq	.LC97(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
.L819:
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
.L834:
	.cfi_restore_state
	movb	$0, (%rsp)
.L823:
	leaq	HOW_MANY.6(%rip), %rax
	movq	-8(%rax,%rsi,8), %r9
	jmp	.L824
.L815:
	movq	0(%rbp), %r8
	testl	%r13d, %r13d
	je	.L818
	movq	56(%rbp), %r9
	movq	%rbx, %rcx
	leaq	.LC95(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%r12, %rdi
	call	snprintf@PLT
	jmp	.L819
.L818:
	movq	%r8, %r9
	movq	%rbx, %rcx
	leaq	.LC96(%rip), %rdx
	movq	%r12, %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L819
	.cfi_endproc
.LFE351:
	.size	service_refusal.constprop.0, .-service_refusal.constprop.0
	.p2align 4
	.type	alternatives.constprop.0, @function
alternatives.constprop.0:
.LFB352:
	.cfi_startproc
	movzbl	(%rdi), %ecx
	movq	%rsi, %rax
	testb	%cl, %cl
	je	.L842
	xorl	%edx, %edx
	jmp	.L841
	.p2align 4,,10
	.p2align 3
.L838:
	addq	$1, %rdi
	movb	%cl, (%r8)
	addq	$1, %rdx
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	je	.L844
.L840:
	leaq	4(%rdx), %r8
	cmpq	$127, %r8
	ja	.L845
.L841:
	leaq	(%rax,%rdx), %r8
	cmpb	$32, %cl
	jne	.L838
	addq	$1, %rdi
	movl	$544370464, (%r8)
	addq	$4, %rdx
	movb	$0, 4(%r8)
	movzbl	(%rdi), %ecx
	testb	%cl, %cl
	jne	.L840
	.p2align 4,,10
	.p2align 3
.L844:
	movl	$127, %ecx
	cmpq	%rcx, %rdx
	cmova	%rcx, %rdx
	addq	%rax, %rdx
.L837:
	movb	$0, (%rdx)
	ret
	.p2align 4,,10
	.p2align 3
.L845:
	addq	%rax, %rdx
	movb	$0, (%rdx)
	ret
.L842:
	movq	%rsi, %rdx
	jmp	.L837
	.cfi_endproc
.LFE352:
	.size	alternatives.constprop.0, .-alternatives.constprop.0
	.section	.rodata.str1.1
.LC98:
	.string	"|"
.LC99:
	.string	"fixed"
	.section	.rodata.str1.8
	.align 8
.LC100:
	.ascii	"usage: ben"
	.string	"ch [options]   (environment: QUICK=1, REPS=N)\nTimes take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\nExit status: 0 every check passed; 1 a check failed, or out of memory;\n2 bad input (one line on stderr); 3 --cross-check found no closed form."
	.section	.rodata.str1.1
.LC101:
	.string	"%s%s%s"
.LC102:
	.string	"--service-dist"
.LC103:
	.string	"  %s\n"
.LC104:
	.string	"  %-24s %.*s\n"
.LC105:
	.string	"  %-24s   %-10s %s\n"
	.section	.rodata.str1.8
	.align 8
.LC106:
	.string	"Each of these applies only with another:"
	.section	.rodata.str1.1
.LC107:
	.string	"    %-22s with %s\n"
	.section	.rodata.str1.8
	.align 8
.LC108:
	.string	"On a recorded trace (--correct, --trace-values) only these apply:\n   "
	.section	.rodata.str1.1
.LC109:
	.string	" %s"
	.section	.rodata.str1.8
	.align 8
.LC110:
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
	leaq	.LC100(%rip), %rdi
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
	jmp	.L861
	.p2align 4,,10
	.p2align 3
.L860:
	addq	$48, %rbx
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L890
.L848:
	movq	24(%rbx), %rdi
	movl	$10, %esi
	call	strchr@PLT
	movq	%rax, %r14
.L861:
	movl	44(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L860
	movq	16(%rbx), %r9
	leaq	.LC42(%rip), %r8
	testq	%r9, %r9
	je	.L891
.L850:
	movq	(%rbx), %rbp
	leaq	48(%rsp), %r12
	movl	$64, %esi
	xorl	%eax, %eax
	leaq	.LC101(%rip), %rdx
	movq	%r12, %rdi
	movq	24(%rbx), %r15
	movq	%rbp, %rcx
	movq	%rbp, 8(%rsp)
	call	snprintf@PLT
	movq	%rbp, %rdi
	leaq	.LC102(%rip), %rsi
	call	strcmp@PLT
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L892
.L851:
	movq	%r12, %rdi
	call	strlen@PLT
	cmpq	$24, %rax
	ja	.L893
	testq	%r14, %r14
	je	.L854
.L897:
	movq	%r12, %rsi
	movl	%r14d, %edx
	leaq	.LC104(%rip), %r12
	movq	%r15, %rcx
	subl	%r15d, %edx
	movq	%r12, %rdi
	leaq	.LC3(%rip), %rbp
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L855
	.p2align 4,,10
	.p2align 3
.L894:
	movq	%rax, %rdx
	movq	%r13, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	subq	%r14, %rdx
	xorl	%eax, %eax
	movq	%r15, %r14
	subl	$1, %edx
	call	printf@PLT
.L855:
	leaq	1(%r14), %r13
	movl	$10, %esi
	movq	%r13, %rdi
	call	strchr@PLT
	movq	%rax, %r15
	testq	%rax, %rax
	jne	.L894
	movq	%r13, %rdi
	call	strlen@PLT
	movq	%r13, %rcx
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
.L856:
	movq	8(%rsp), %rdi
	leaq	.LC102(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L860
	leaq	SERVICE_DISTS(%rip), %r12
	leaq	.LC3(%rip), %rbp
	leaq	384(%r12), %r14
	leaq	.LC105(%rip), %r13
.L859:
	movq	80(%r12), %rcx
	movq	(%r12), %rdx
	movq	%rbp, %rsi
	movq	%r13, %rdi
	xorl	%eax, %eax
	addq	$96, %r12
	call	printf@PLT
	cmpq	%r14, %r12
	jne	.L859
	addq	$48, %rbx
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	jne	.L848
.L890:
	leaq	.LC106(%rip), %rdi
	movq	40(%rsp), %r12
	leaq	OPTIONS(%rip), %rbx
	call	puts@PLT
	leaq	.LC107(%rip), %rbp
	jmp	.L863
	.p2align 4,,10
	.p2align 3
.L862:
	addq	$48, %rbx
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %rbx
	je	.L895
.L863:
	movq	32(%rbx), %rdi
	testq	%rdi, %rdi
	je	.L862
	movl	44(%rbx), %edx
	testl	%edx, %edx
	jne	.L862
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
	jne	.L863
.L895:
	leaq	.LC108(%rip), %rdi
	xorl	%eax, %eax
	leaq	.LC109(%rip), %rbx
	call	printf@PLT
	jmp	.L865
	.p2align 4,,10
	.p2align 3
.L864:
	addq	$48, %r12
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %r12
	je	.L896
.L865:
	testb	$2, 40(%r12)
	je	.L864
	cmpl	$2, 8(%r12)
	je	.L864
	movl	44(%r12), %eax
	testl	%eax, %eax
	jne	.L864
	movq	(%r12), %rsi
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$48, %r12
	call	printf@PLT
	leaq	2592+OPTIONS(%rip), %rax
	cmpq	%rax, %r12
	jne	.L865
.L896:
	addq	$184, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC110(%rip), %rdi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L893:
	.cfi_restore_state
	movq	%r12, %rsi
	leaq	.LC103(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movb	$0, 48(%rsp)
	testq	%r14, %r14
	jne	.L897
.L854:
	movq	%r15, %rdi
	call	strlen@PLT
	movq	%r15, %rcx
	movq	%r12, %rsi
	leaq	.LC104(%rip), %rdi
	movl	%eax, %edx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L856
	.p2align 4,,10
	.p2align 3
.L892:
	movq	8(%rsp), %rdi
	call	strlen@PLT
	movl	$63, %r11d
	leaq	1(%r12,%rax), %rdx
	movb	$0, (%rdx)
	subq	%rax, %r11
	je	.L851
	leaq	SERVICE_DISTS(%rip), %r10
	movq	%r14, 16(%rsp)
	xorl	%r13d, %r13d
	movl	%ebp, %r14d
	movq	%rbx, 24(%rsp)
	movq	%rdx, %rbp
	movq	%r11, %rbx
	leaq	.LC99(%rip), %r8
	movq	%r12, 32(%rsp)
	leaq	.LC3(%rip), %rcx
	movq	%r10, %r12
.L852:
	movq	%rbx, %rsi
	leaq	0(%rbp,%r13), %rdi
	xorl	%eax, %eax
	addl	$1, %r14d
	subq	%r13, %rsi
	leaq	.LC37(%rip), %rdx
	addq	$96, %r12
	call	snprintf@PLT
	cltq
	addq	%rax, %r13
	cmpl	$3, %r14d
	jg	.L887
	cmpq	%rbx, %r13
	jnb	.L887
	movq	(%r12), %r8
	leaq	.LC98(%rip), %rcx
	jmp	.L852
	.p2align 4,,10
	.p2align 3
.L891:
	leaq	.LC3(%rip), %r9
	movq	%r9, %r8
	jmp	.L850
	.p2align 4,,10
	.p2align 3
.L887:
	movq	16(%rsp), %r14
	movq	24(%rsp), %rbx
	movq	32(%rsp), %r12
	jmp	.L851
	.cfi_endproc
.LFE261:
	.size	print_usage, .-print_usage
	.section	.rodata.str1.8
	.align 8
.LC112:
	.string	"<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n"
	.align 8
.LC113:
	.string	"<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	.align 8
.LC114:
	.string	"<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC115:
	.string	"latency (ms)"
	.section	.rodata.str1.8
	.align 8
.LC116:
	.string	"<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n"
	.text
	.p2align 4
	.type	svg_axes.constprop.0, @function
svg_axes.constprop.0:
.LFB353:
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
	jb	.L899
	movapd	%xmm3, %xmm0
	leaq	.LC112(%rip), %r12
	jmp	.L902
	.p2align 4,,10
	.p2align 3
.L906:
	movsd	16(%rbx), %xmm0
.L902:
	movapd	%xmm3, %xmm2
	subsd	%xmm0, %xmm1
	movl	$790, %ecx
	movq	%r12, %rsi
	subsd	%xmm0, %xmm2
	movl	$80, %edx
	movq	%rbp, %rdi
	movl	$4, %eax
	movsd	.LC45(%rip), %xmm0
	movl	$74, %r8d
	movsd	%xmm3, (%rsp)
	divsd	%xmm1, %xmm2
	mulsd	.LC44(%rip), %xmm2
	subsd	%xmm2, %xmm0
	movsd	.LC111(%rip), %xmm2
	addsd	%xmm0, %xmm2
	movapd	%xmm0, %xmm1
	call	fprintf@PLT
	movsd	24(%rbx), %xmm1
	movsd	16(%rsp), %xmm0
	movsd	(%rsp), %xmm3
	addsd	8(%rsp), %xmm3
	addsd	%xmm1, %xmm0
	comisd	%xmm3, %xmm0
	jnb	.L906
.L899:
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
	leaq	.LC113(%rip), %rsi
	pushq	$80
	.cfi_def_cfa_offset 112
	call	fprintf@PLT
	movq	%r13, %r8
	movq	%rbp, %rdi
	addq	$32, %rsp
	.cfi_def_cfa_offset 80
	movl	$478, %ecx
	movl	$435, %edx
	leaq	.LC114(%rip), %rsi
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
	leaq	.LC115(%rip), %r8
	leaq	.LC116(%rip), %rsi
	popq	%r13
	.cfi_def_cfa_offset 8
	jmp	fprintf@PLT
	.cfi_endproc
.LFE353:
	.size	svg_axes.constprop.0, .-svg_axes.constprop.0
	.section	.rodata.str1.1
.LC117:
	.string	"%lu.%0*lu %s"
.LC118:
	.string	"%lu %s"
	.text
	.p2align 4
	.type	fmt_read.constprop.0, @function
fmt_read.constprop.0:
.LFB354:
	.cfi_startproc
	pushq	%rbx
	.cfi_def_cfa_offset 16
	.cfi_offset 3, -16
	movq	%rsi, %rax
	movq	%rdi, %rbx
	cmpq	$999999999, %rsi
	ja	.L914
	cmpq	$999999, %rsi
	ja	.L915
	cmpq	$1000, %rsi
	sbbq	%rcx, %rcx
	andq	$-999, %rcx
	addq	$1000, %rcx
	cmpq	$1000, %rsi
	sbbl	%edi, %edi
	notl	%edi
	addl	$3, %edi
.L908:
	xorl	%edx, %edx
	movslq	%edi, %rsi
	leaq	U.4(%rip), %r11
	divq	%rcx
	movq	%rax, %rcx
	leaq	(%rsi,%rsi,2), %rax
	movl	16(%r11,%rax,8), %r8d
	testl	%r8d, %r8d
	je	.L910
	movabsq	$-3689348814741910323, %r9
	movq	%rdx, %rax
	movabsq	$1844674407370955161, %r10
	imulq	%r9, %rax
	rorq	%rax
	cmpq	%rax, %r10
	jnb	.L912
	jmp	.L911
	.p2align 4,,10
	.p2align 3
.L925:
	movq	%rdx, %rdi
	imulq	%r9, %rdi
	rorq	%rdi
	cmpq	%rdi, %r10
	jb	.L911
.L912:
	movq	%rdx, %rax
	mulq	%r9
	shrq	$3, %rdx
	subl	$1, %r8d
	jne	.L925
.L910:
	imulq	$24, %rsi, %rdi
	leaq	.LC118(%rip), %rdx
	movl	$32, %esi
	xorl	%eax, %eax
	movq	(%r11,%rdi), %r8
	movq	%rbx, %rdi
	call	snprintf@PLT
.L913:
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
.L911:
	.cfi_restore_state
	imulq	$24, %rsi, %rdi
	pushq	%rax
	.cfi_def_cfa_offset 24
	movq	%rdx, %r9
	movl	$32, %esi
	leaq	.LC117(%rip), %rdx
	xorl	%eax, %eax
	pushq	(%r11,%rdi)
	.cfi_def_cfa_offset 32
	movq	%rbx, %rdi
	call	snprintf@PLT
	popq	%rdx
	.cfi_def_cfa_offset 24
	popq	%rcx
	.cfi_def_cfa_offset 16
	jmp	.L913
.L914:
	movl	$1000000000, %ecx
	xorl	%edi, %edi
	jmp	.L908
.L915:
	movl	$1000000, %ecx
	movl	$1, %edi
	jmp	.L908
	.cfi_endproc
.LFE354:
	.size	fmt_read.constprop.0, .-fmt_read.constprop.0
	.section	.rodata.str1.1
.LC119:
	.string	"--arrivals"
	.section	.rodata.str1.8
	.align 8
.LC120:
	.string	"%s '%s' is a directory: give a file, one number a line"
	.section	.rodata.str1.1
.LC121:
	.string	"r"
.LC122:
	.string	"%s '%s' cannot be read: %s"
	.text
	.p2align 4
	.type	numbers_open.constprop.0, @function
numbers_open.constprop.0:
.LFB355:
	.cfi_startproc
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	pxor	%xmm0, %xmm0
	leaq	.LC119(%rip), %r14
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
	jne	.L927
	movl	24(%rsp), %eax
	andl	$61440, %eax
	cmpl	$16384, %eax
	je	.L932
.L927:
	leaq	.LC121(%rip), %rsi
	movq	%rbp, %rdi
	call	fopen@PLT
	movq	%rax, (%rbx)
	testq	%rax, %rax
	je	.L933
	xorl	%eax, %eax
.L926:
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
.L932:
	.cfi_restore_state
	movq	%rbp, %r8
	movq	%r14, %rcx
	leaq	.LC120(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
.L928:
	orl	$-1, %eax
	jmp	.L926
.L933:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	%rbp, %r8
	movq	%r14, %rcx
	movq	%r13, %rsi
	movq	%rax, %r9
	leaq	.LC122(%rip), %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L928
	.cfi_endproc
.LFE355:
	.size	numbers_open.constprop.0, .-numbers_open.constprop.0
	.p2align 4
	.type	due_open.constprop.0, @function
due_open.constprop.0:
.LFB356:
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
	je	.L941
.L937:
	xorl	%eax, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L941:
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L937
	cmpl	$1, %eax
	je	.L942
	movq	104(%rsi), %rsi
	leaq	40(%r8), %rdi
	movl	$256, %ecx
	jmp	numbers_open.constprop.0
	.p2align 4,,10
	.p2align 3
.L942:
	movq	96(%rsi), %rax
	movsd	88(%rsi), %xmm0
	movq	%rax, 32(%r8)
	xorl	%eax, %eax
	movsd	%xmm0, 16(%r8)
	ret
	.cfi_endproc
.LFE356:
	.size	due_open.constprop.0, .-due_open.constprop.0
	.section	.rodata.str1.1
.LC123:
	.string	"%lu.%lu"
.LC124:
	.string	"%lu.%02lu"
.LC125:
	.string	"%lu.%03lu"
	.text
	.p2align 4
	.type	fmt_us.constprop.0, @function
fmt_us.constprop.0:
.LFB358:
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
	jnb	.L948
	movabsq	$-3689348814741910323, %rdx
	movq	%r8, %rax
	movabsq	$1844674407370955161, %rsi
	imulq	%rdx, %rax
	rorq	%rax
	cmpq	%rax, %rsi
	jnb	.L949
	leaq	.LC125(%rip), %rdx
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
.L949:
	.cfi_restore_state
	movq	%r8, %rax
	movl	$32, %esi
	mulq	%rdx
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC124(%rip), %rdx
	shrq	$3, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L948:
	.cfi_restore_state
	shrq	$2, %r8
	movl	$32, %esi
	movabsq	$2951479051793528259, %rax
	mulq	%r8
	xorl	%eax, %eax
	movq	%rdx, %r8
	leaq	.LC123(%rip), %rdx
	shrq	$2, %r8
	call	snprintf@PLT
	movq	%rbx, %rax
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE358:
	.size	fmt_us.constprop.0, .-fmt_us.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC126:
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
	leaq	.LC126(%rip), %rdi
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
.LC127:
	.string	"mean "
.LC128:
	.string	"Poisson"
.LC129:
	.string	"periodic"
.LC130:
	.string	"s"
.LC131:
	.string	"given"
	.section	.rodata.str1.8
	.align 8
.LC132:
	.string	"coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n"
	.section	.rodata.str1.1
.LC133:
	.string	"server: service %s us; "
	.section	.rodata.str1.8
	.align 8
.LC134:
	.string	"server: service %s, mean %.1f us, scv %.3f"
	.section	.rodata.str1.1
.LC135:
	.string	"; "
	.section	.rodata.str1.8
	.align 8
.LC136:
	.string	"%s stalls of %s%s us every %s%s us from %s us, overlaps merged\n"
	.section	.rodata.str1.1
.LC137:
	.string	"no stalls"
.LC138:
	.string	"one stall of %s us at %s us\n"
	.section	.rodata.str1.8
	.align 8
.LC139:
	.string	"stalls of %s us every %s us from %s us\n"
	.align 8
.LC140:
	.string	"schedule: fixed, every %s us, %lu requests\n"
	.align 8
.LC141:
	.string	"schedule: %s, %lu requests, mean gap %s us (between consecutive due times)\n"
	.align 8
.LC142:
	.string	"closed loop: %s, %lu connection%s"
	.section	.rodata.str1.1
.LC143:
	.string	", sending until %s us"
	.section	.rodata.str1.8
	.align 8
.LC144:
	.string	"\ncorrection: expected interval "
	.align 8
.LC145:
	.string	"the closed loop's mean interval per connection (as wrk)"
	.section	.rodata.str1.1
.LC146:
	.string	"%s us (%s)"
	.section	.rodata.str1.8
	.align 8
.LC147:
	.string	"; rank rule %s; slow above %s us\n"
	.align 8
.LC148:
	.string	"warning: the load is at or above capacity: latency measures a backlog that grows for the whole run"
	.align 8
.LC149:
	.string	"checks: every percentile, slow count and sum of the three sets, the corrected count, and both loops' stalls and last completion, against the closed form (%d a run)\n"
	.align 8
.LC150:
	.string	"closed form: does not apply: %s\n"
	.align 8
.LC151:
	.string	"checks: the same %d numbers a run against a reference simulation (a second, stateless implementation of the model) instead; nothing is skipped, but nothing is checked against a formula either\n"
	.align 8
.LC152:
	.string	"route: lattice, exact counts on %lu ns steps (%lu values), %d requests a chunk"
	.align 8
.LC153:
	.string	"route: sorted, every sample kept and sorted"
	.align 8
.LC154:
	.string	"route: passes, none kept; each rep walks the run again until every percentile is found exactly"
	.section	.rodata.str1.1
.LC155:
	.string	"; 1 warmup + %u reps\n"
	.text
	.p2align 4
	.type	print_plan, @function
print_plan:
.LFB290:
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
	leaq	.LC132(%rip), %rdi
	call	printf@PLT
	movl	8(%rbx), %r12d
	testl	%r12d, %r12d
	jne	.L953
	movq	(%rbx), %rsi
	leaq	16(%rsp), %rdi
	leaq	80(%rsp), %r14
	leaq	48(%rsp), %r13
	call	fmt_us.constprop.0
	leaq	.LC133(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L954:
	cmpq	$0, 48(%rbx)
	jne	.L992
	leaq	.LC137(%rip), %rdi
	call	puts@PLT
.L961:
	movl	72(%rbx), %ecx
	movq	136(%rbx), %r12
	testl	%ecx, %ecx
	je	.L993
	xorl	%esi, %esi
	cmpq	$1, %r12
	jbe	.L965
	movq	128(%rbx), %rsi
	subq	120(%rbx), %rsi
	subq	$1, %r12
	xorl	%edx, %edx
	movq	%rsi, %rax
	divq	%r12
	movq	%rax, %rsi
.L965:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movl	72(%rbx), %esi
	movq	136(%rbx), %rdx
	leaq	.LC141(%rip), %rdi
	movq	%rax, %rcx
	leaq	SCHED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L964:
	movq	160(%rbx), %rdx
	movl	152(%rbx), %esi
	leaq	.LC3(%rip), %rax
	leaq	.LC130(%rip), %rcx
	leaq	.LC142(%rip), %rdi
	cmpq	$1, %rdx
	cmovbe	%rax, %rcx
	leaq	CLOSED_NAME(%rip), %rax
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	144(%rbx), %rsi
	testq	%rsi, %rsi
	jne	.L994
.L967:
	leaq	.LC144(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	176(%rbx), %edx
	testl	%edx, %edx
	jne	.L995
	movq	184(%rbx), %r12
	movq	168(%rbx), %rsi
	leaq	.LC131(%rip), %rax
	movq	%r13, %rdi
	testq	%r12, %r12
	cmove	%rax, %r12
	call	fmt_us.constprop.0
	leaq	.LC146(%rip), %rdi
	movq	%rax, %rsi
	movq	%r12, %rdx
	xorl	%eax, %eax
	call	printf@PLT
.L969:
	movq	192(%rbx), %rsi
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movl	200(%rbx), %ecx
	leaq	.LC147(%rip), %rdi
	movq	%rax, %rdx
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%rcx,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	72(%rbx), %eax
	testl	%eax, %eax
	je	.L996
	movq	136(%rbx), %rax
	movq	128(%rbx), %rcx
	movq	%rax, (%rsp)
	mulq	(%rbx)
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%rcx, %rsi
	movq	%rdx, %rcx
	sbbq	%rax, %rcx
	jnc	.L972
.L973:
	movq	16(%rbp), %rsi
	testq	%rsi, %rsi
	je	.L997
	leaq	.LC150(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$29, %esi
	leaq	.LC151(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L975:
	movl	24(%r15), %eax
	cmpl	$2, %eax
	je	.L998
	cmpl	$1, %eax
	je	.L999
	leaq	.LC154(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
.L977:
	movl	216(%rbx), %esi
	addq	$120, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC155(%rip), %rdi
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
.L996:
	.cfi_restore_state
	movq	80(%rbx), %rax
	cmpq	%rax, (%rbx)
	jb	.L973
.L972:
	leaq	.LC148(%rip), %rdi
	call	puts@PLT
	jmp	.L973
.L953:
	imulq	$96, %r12, %r12
	leaq	80(%rsp), %r14
	movq	%rbx, %rdi
	leaq	48(%rsp), %r13
	movq	%r14, %rdx
	movq	%r13, %rsi
	call	service_moments
	leaq	SERVICE_DISTS(%rip), %rax
	movsd	80(%rsp), %xmm1
	leaq	.LC134(%rip), %rdi
	addq	%rax, %r12
	movl	$2, %eax
	movsd	48(%rsp), %xmm0
	divsd	.LC69(%rip), %xmm0
	movq	(%r12), %rsi
	call	printf@PLT
	movq	88(%r12), %rax
	testq	%rax, %rax
	je	.L955
	movq	%rbx, %rdi
	call	*%rax
.L955:
	leaq	.LC135(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L954
.L992:
	cmpq	$0, 40(%rbx)
	movq	64(%rbx), %rsi
	jne	.L1000
	cmpq	$0, 56(%rbx)
	jne	.L962
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	48(%rbx), %rsi
	leaq	16(%rsp), %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC138(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L961
.L995:
	leaq	.LC145(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L969
.L994:
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	leaq	.LC143(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L967
.L993:
	movq	80(%rbx), %rsi
	movq	%r13, %rdi
	call	fmt_us.constprop.0
	movq	%r12, %rdx
	leaq	.LC140(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L964
.L962:
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
	leaq	.LC139(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L961
.L999:
	leaq	.LC153(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L977
.L998:
	movq	40(%r15), %rdx
	movq	32(%r15), %rsi
	movl	$65536, %ecx
	xorl	%eax, %eax
	leaq	.LC152(%rip), %rdi
	call	printf@PLT
	jmp	.L977
.L997:
	movl	$29, %esi
	leaq	.LC149(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L975
.L1000:
	movq	%r14, %rdi
	call	fmt_us.constprop.0
	movq	56(%rbx), %rsi
	movq	%r13, %rdi
	movq	%rax, %r12
	call	fmt_us.constprop.0
	leaq	.LC127(%rip), %rdx
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
	leaq	.LC127(%rip), %rdx
	cmovne	%rcx, %rdx
	cmpl	$1, 40(%rbx)
	pushq	%rdi
	.cfi_def_cfa_offset 184
	leaq	.LC128(%rip), %rcx
	pushq	%r12
	.cfi_def_cfa_offset 192
	leaq	.LC129(%rip), %rsi
	movq	24(%rsp), %r9
	leaq	.LC136(%rip), %rdi
	cmove	%rcx, %rsi
	movq	16(%rsp), %r8
	movq	%rax, %rcx
	xorl	%eax, %eax
	call	printf@PLT
	popq	%r8
	.cfi_def_cfa_offset 184
	popq	%r9
	.cfi_def_cfa_offset 176
	jmp	.L961
	.cfi_endproc
.LFE290:
	.size	print_plan, .-print_plan
	.p2align 4
	.type	dist_count_le.isra.0, @function
dist_count_le.isra.0:
.LFB359:
	.cfi_startproc
	movq	%rdx, %r9
	testq	%rsi, %rsi
	je	.L1006
	salq	$5, %rsi
	xorl	%r10d, %r10d
	leaq	(%rdi,%rsi), %r8
	jmp	.L1005
	.p2align 4,,10
	.p2align 3
.L1003:
	movq	8(%rdi), %rsi
	testq	%rsi, %rsi
	je	.L1004
	subq	%r9, %rax
	xorl	%edx, %edx
	divq	%rsi
	cmpq	$1, %rdx
	movq	16(%rdi), %rdx
	sbbq	$-1, %rax
	cmpq	%rdx, %rax
	jnb	.L1004
	subq	%rax, %rdx
	imulq	%rcx, %rdx
	addq	%rdx, %r10
.L1004:
	addq	$32, %rdi
	cmpq	%rdi, %r8
	je	.L1001
.L1005:
	movq	(%rdi), %rax
	movq	24(%rdi), %rcx
	cmpq	%rax, %r9
	jb	.L1003
	imulq	16(%rdi), %rcx
	addq	$32, %rdi
	addq	%rcx, %r10
	cmpq	%rdi, %r8
	jne	.L1005
.L1001:
	movq	%r10, %rax
	ret
	.p2align 4,,10
	.p2align 3
.L1006:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	ret
	.cfi_endproc
.LFE359:
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
	je	.L1012
	movq	(%rdi), %rdi
	movq	16(%rdi), %rax
	movq	%rdi, 56(%rsp)
	movq	%rax, (%rsp)
	mulq	24(%rdi)
	movq	%rax, %r14
	movq	%rdx, %rax
	movq	%rdx, %r15
	subq	$0, %rax
	jne	.L1028
	leaq	48(%rdi), %rcx
	xorl	%esi, %esi
	movq	$-1, %r10
	xorl	%edi, %edi
	jmp	.L1014
	.p2align 4,,10
	.p2align 3
.L1015:
	movq	(%rcx), %rax
	mulq	8(%rcx)
	addq	%rax, %r14
	movq	%rdi, %rax
	adcq	%rdx, %r15
	addq	$32, %rcx
	cmpq	%r14, %r10
	sbbq	%r15, %rax
	jc	.L1028
.L1014:
	addq	$1, %rsi
	cmpq	%r12, %rsi
	jne	.L1015
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
.L1016:
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
	jne	.L1016
	movq	16(%rsp), %r14
	movl	40(%rsp), %r11d
	movq	%r15, %rbp
	movq	24(%rsp), %r15
	movq	%r14, 40(%rsp)
.L1017:
	movq	40(%rsp), %rax
	movq	%r12, 64(%rbx)
	movq	%r13, 72(%rbx)
	movq	%rax, (%rbx)
	movq	$99999, 64(%rsp)
	movq	$0, 72(%rsp)
	testl	%r11d, %r11d
	jne	.L1019
	movq	$50000, 64(%rsp)
	movq	$0, 72(%rsp)
.L1019:
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
.L1026:
	movq	40(%rsp), %r14
	xorl	%r15d, %r15d
	testq	%r14, %r14
	je	.L1020
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
	je	.L1030
	movq	%rbx, %rax
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L1022:
	movq	(%rax), %rdx
	cmpq	%rdx, %r13
	cmovb	%rdx, %r13
	addq	$32, %rax
	cmpq	%rax, %r12
	jne	.L1022
.L1021:
	xorl	%r15d, %r15d
	jmp	.L1024
	.p2align 4,,10
	.p2align 3
.L1025:
	movq	%r13, %r14
	movq	8(%rbp), %rsi
	movq	%rbx, %rdi
	subq	%r15, %r14
	shrq	%r14
	addq	%r15, %r14
	movq	%r14, %rdx
	call	dist_count_le.isra.0
	cmpq	%r11, %rax
	jb	.L1037
	movq	%r14, %r13
.L1024:
	cmpq	%r13, %r15
	jb	.L1025
.L1020:
	movq	16(%rsp), %rax
	addq	$8, (%rsp)
	leaq	48+PCT_MILLI(%rip), %rdi
	movq	%r15, (%rax)
	addq	$8, %rax
	movq	%rax, 16(%rsp)
	movq	(%rsp), %rax
	cmpq	%rax, %rdi
	jne	.L1026
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
.L1037:
	.cfi_restore_state
	leaq	1(%r14), %r15
	jmp	.L1024
	.p2align 4,,10
	.p2align 3
.L1028:
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
.L1030:
	.cfi_restore_state
	xorl	%r13d, %r13d
	jmp	.L1021
.L1012:
	movq	(%rdi), %rax
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	movq	$0, 40(%rsp)
	xorl	%r13d, %r13d
	movq	%rax, 56(%rsp)
	jmp	.L1017
	.cfi_endproc
.LFE99:
	.size	dist_summarise, .-dist_summarise
	.p2align 4
	.type	summarise.isra.0, @function
summarise.isra.0:
.LFB360:
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
	jne	.L1040
	movq	$50000, 16(%rsp)
	movq	$0, 24(%rsp)
.L1040:
	xorl	%ebx, %ebx
	.p2align 4,,10
	.p2align 3
.L1042:
	xorl	%eax, %eax
	testq	%r15, %r15
	je	.L1041
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
.L1041:
	movq	%rax, 8(%r14,%rbx)
	addq	$8, %rbx
	cmpq	$48, %rbx
	jne	.L1042
	testq	%r15, %r15
	je	.L1046
	movq	8(%rsp), %rbx
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%edi, %edi
	leaq	(%rbx,%r15,8), %rcx
	.p2align 4,,10
	.p2align 3
.L1044:
	movq	(%rbx), %rdx
	xorl	%r13d, %r13d
	addq	%rdx, %rsi
	adcq	%r13, %rdi
	cmpq	%rdx, %rbp
	adcq	$0, %rax
	addq	$8, %rbx
	movq	%rax, 56(%r14)
	cmpq	%rbx, %rcx
	jne	.L1044
.L1043:
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
.L1046:
	.cfi_restore_state
	xorl	%esi, %esi
	xorl	%edi, %edi
	jmp	.L1043
	.cfi_endproc
.LFE360:
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
	ja	.L1067
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
.L1054:
	testq	%r12, %r12
	js	.L1055
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1056:
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
	xorpd	.LC156(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC157(%rip), %xmm0
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1068
	sqrtsd	%xmm0, %xmm0
	movsd	%xmm0, 16(%rsp)
.L1059:
	movabsq	$6000292609090864434, %rsi
	movq	%rbp, %rdx
	movq	%rbx, %rdi
	call	draw_u01
	mulsd	.LC158(%rip), %xmm0
	call	cos@PLT
	mulsd	16(%rsp), %xmm0
	mulsd	8(%rsp), %xmm0
	addsd	24(%rsp), %xmm0
	call	exp@PLT
	addsd	.LC23(%rip), %xmm0
	movl	$1, %eax
	movsd	.LC1(%rip), %xmm1
	comisd	%xmm0, %xmm1
	ja	.L1051
	comisd	.LC159(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1051
	movsd	.LC72(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1070
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1051:
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
.L1055:
	.cfi_restore_state
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1056
	.p2align 4,,10
	.p2align 3
.L1070:
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
.L1067:
	.cfi_restore_state
	call	sqrt@PLT
	movsd	%xmm0, 8(%rsp)
	jmp	.L1054
.L1068:
	call	sqrt@PLT
	movsd	%xmm0, 16(%rsp)
	jmp	.L1059
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
	js	.L1072
	pxor	%xmm3, %xmm3
	cvtsi2sdq	%rax, %xmm3
	movsd	%xmm3, 8(%rsp)
.L1073:
	movabsq	$6000292609090864433, %rsi
	movq	96(%rdi), %rdi
	call	draw_u01
	xorpd	.LC156(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC23(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1071
	comisd	.LC160(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1071
	movsd	.LC72(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1080
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
.L1071:
	addq	$24, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1072:
	.cfi_restore_state
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1073
	.p2align 4,,10
	.p2align 3
.L1080:
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
	jne	.L1096
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
.L1095:
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
.L1083:
	movq	%r12, %rdx
	movq	%rbx, %rsi
	movq	$-1, %rcx
	testl	%ebp, %ebp
	jne	.L1086
	jmp	.L1090
	.p2align 4,,10
	.p2align 3
.L1109:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1085:
	cmpq	%rax, %rcx
	movsd	%xmm0, (%rdx)
	cmova	%rax, %rcx
	addq	$8, %rdx
	addq	$288, %rsi
	cmpq	%r14, %rdx
	je	.L1090
.L1086:
	movq	(%rsi), %rax
	testq	%rax, %rax
	jns	.L1109
	movq	%rax, %rdi
	movq	%rax, %r8
	pxor	%xmm0, %xmm0
	shrq	%rdi
	andl	$1, %r8d
	orq	%r8, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1085
	.p2align 4,,10
	.p2align 3
.L1090:
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
	jne	.L1083
	movq	64(%rsp), %r15
	movq	%r13, %rbx
	testl	%ebp, %ebp
	je	.L1091
	movq	(%rsp), %rax
	movq	24(%rsp), %rdx
	leaq	-56(%rax), %rcx
	.p2align 4,,10
	.p2align 3
.L1092:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1092
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
.L1093:
	movq	(%rcx), %rax
	addq	$8, %rdx
	addq	$288, %rcx
	movq	%rax, -8(%rdx)
	cmpq	%r15, %rdx
	jne	.L1093
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
.L1094:
	movdqa	(%rcx), %xmm1
	addq	$16, %rdx
	addq	$288, %rcx
	movaps	%xmm1, -16(%rdx)
	cmpq	%rdx, %rax
	jne	.L1094
.L1097:
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
	jne	.L1095
	movq	80(%rsp), %r13
	movq	48(%rsp), %rdx
.L1096:
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
.L1091:
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
	jmp	.L1097
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
	je	.L1111
	testq	%rcx, %rcx
	je	.L1110
	movq	%rsi, %rcx
	addq	%rsi, %r12
	leaq	SERVICE_DISTS(%rip), %r13
	negq	%rcx
	leaq	(%rdx,%rcx,8), %r14
	jmp	.L1113
	.p2align 4,,10
	.p2align 3
.L1130:
	movl	8(%rbp), %eax
.L1113:
	leaq	(%rax,%rax,2), %rax
	movq	%rbx, %rsi
	movq	%rbp, %rdi
	salq	$5, %rax
	call	*8(%r13,%rax)
	movq	%rax, (%r14,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r12
	jne	.L1130
.L1110:
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
.L1111:
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
	js	.L1114
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1115:
	testq	%r12, %r12
	je	.L1110
	addq	$1, %rbx
	leaq	(%rdx,%r12,8), %r13
	movq	%rdx, %r14
	movabsq	$-7046029254386353131, %rax
	movabsq	$-4658895280553007687, %r12
	imulq	%rax, %rbx
	movabsq	$-7723592293110705685, %rbp
	addq	%rcx, %rbx
	jmp	.L1119
	.p2align 4,,10
	.p2align 3
.L1131:
	cvttsd2siq	%xmm1, %rax
	.p2align 4,,10
	.p2align 3
.L1116:
	movq	%rax, (%r14)
	addq	$8, %r14
	movabsq	$-7046029254386353131, %rax
	addq	%rax, %rbx
	cmpq	%r14, %r13
	je	.L1110
.L1119:
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
	xorpd	.LC156(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC23(%rip), %xmm1
	movsd	.LC1(%rip), %xmm3
	subsd	%xmm0, %xmm1
	comisd	%xmm1, %xmm3
	ja	.L1116
	comisd	.LC160(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1116
	comisd	.LC72(%rip), %xmm1
	jb	.L1131
	subsd	.LC72(%rip), %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1116
	.p2align 4,,10
	.p2align 3
.L1114:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1115
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
	js	.L1133
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r12, %xmm0
.L1134:
	pxor	%xmm1, %xmm1
	ucomisd	%xmm0, %xmm1
	ja	.L1216
	sqrtsd	%xmm0, %xmm0
.L1137:
	mulsd	.LC161(%rip), %xmm0
	movsd	.LC72(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L1138
	cvttsd2siq	%xmm0, %rax
.L1139:
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
	jmp	.L1141
	.p2align 4,,10
	.p2align 3
.L1226:
	leaq	8(%r10), %r9
	cmpq	%rbp, %r8
	jnb	.L1140
	movq	%r9, %r10
.L1141:
	movq	(%rsi,%r10), %r8
	movq	%rax, %rcx
	addq	$1, %rax
	movq	%rbx, %rdx
	addq	%rbx, %r8
	movq	%r8, %rbx
	cmpq	%rdi, %rax
	jb	.L1226
.L1140:
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
	jc	.L1144
	movq	8(%r14), %r11
	cmpq	%r11, %r10
	cmovbe	%r10, %r11
	movq	%r11, 48(%rsp)
.L1145:
	movq	8(%rsp), %r11
	movq	%rcx, %r12
	testq	%rcx, %rcx
	jne	.L1146
	jmp	.L1227
	.p2align 4,,10
	.p2align 3
.L1149:
	subq	-8(%rsi,%r12,8), %r11
	subq	$1, %r12
	je	.L1148
.L1146:
	cmpq	%r15, -8(%r9,%r12,8)
	jnb	.L1149
.L1148:
	cmpq	%rdi, %rcx
	jnb	.L1178
.L1152:
	movq	48(%rsp), %rdx
	movq	%rcx, %r13
	jmp	.L1150
	.p2align 4,,10
	.p2align 3
.L1155:
	addq	$1, %r13
	cmpq	%rdi, %r13
	jnb	.L1151
.L1150:
	cmpq	(%r9,%r13,8), %rdx
	jnb	.L1155
.L1151:
	testq	%rcx, %rcx
	je	.L1228
.L1154:
	cmpq	$0, 24(%rsp)
	je	.L1157
	movq	8(%rsp), %rdx
	cmpq	%rbp, %rdx
	movq	%rdx, %r10
	movq	%rbp, %rdx
	cmova	%rbp, %r10
	subq	%r10, %rdx
	movq	16(%rsp), %r10
	cmpq	%r10, %rdx
	jnb	.L1159
	movq	24(%rsp), %r10
	movq	%rcx, %rdx
	movq	%rdi, 56(%rsp)
	movq	%r12, 72(%rsp)
	movq	8(%rsp), %rdi
	movq	%r9, 64(%rsp)
	movq	16(%rsp), %r12
	subq	%r10, %rdx
	jmp	.L1160
	.p2align 4,,10
	.p2align 3
.L1229:
	cmpq	%rcx, %rdx
	je	.L1222
	cmpq	%rbp, %rdi
	movq	%rbp, %r10
	movq	%rbp, %r9
	cmovbe	%rdi, %r10
	subq	%r10, %r9
	cmpq	%r12, %r9
	jnb	.L1222
.L1160:
	subq	$1, %rcx
	subq	(%rsi,%rcx,8), %rdi
	testq	%rcx, %rcx
	jne	.L1229
.L1222:
	movq	64(%rsp), %r9
	movq	72(%rsp), %r12
	movq	%rdi, 8(%rsp)
	movq	56(%rsp), %rdi
.L1159:
	cmpq	%rdi, %rax
	jnb	.L1157
.L1172:
	cmpq	%r8, %rbp
	movq	%r8, %r10
	movq	16(%rsp), %rdx
	cmovbe	%rbp, %r10
	subq	%r10, %r8
	cmpq	%rdx, %r8
	jnb	.L1157
	movq	%r12, 64(%rsp)
	movq	24(%rsp), %r10
	movl	$2, %r8d
	movq	%rdx, %r12
	movq	%r9, 56(%rsp)
	jmp	.L1161
	.p2align 4,,10
	.p2align 3
.L1230:
	cmpq	%r8, %r10
	jb	.L1224
	addq	$1, %r8
	movq	%rbp, %r9
	cmpq	%rbp, %rbx
	movq	%rbx, %rdx
	cmovbe	%rbx, %r9
	subq	%r9, %rdx
	cmpq	%r12, %rdx
	jnb	.L1224
.L1161:
	addq	$1, %rax
	addq	-8(%rsi,%rax,8), %rbx
	cmpq	%rdi, %rax
	jb	.L1230
.L1224:
	movq	56(%rsp), %r9
	movq	64(%rsp), %r12
.L1157:
	cmpq	%r13, %r12
	jnb	.L1181
	leaq	(%rsi,%r12,8), %r8
	leaq	(%rsi,%r13,8), %r10
	xorl	%esi, %esi
	.p2align 4,,10
	.p2align 3
.L1162:
	addq	(%r8), %rsi
	addq	$8, %r8
	cmpq	%r8, %r10
	jne	.L1162
	leaq	(%rsi,%r11), %r10
.L1153:
	cmpq	%rbp, %r11
	jnb	.L1163
	cmpq	%rbp, %r10
	jb	.L1163
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
	jb	.L1163
	movq	%r10, %rsi
	subq	%rbp, %rsi
	cmpq	%rbp, %rbx
	cmovbe	%rbx, %rbp
	subq	%rbp, %rbx
	cmpq	%r8, %rbx
	cmova	%r8, %rbx
	shrq	$2, %rbx
	cmpq	%rbx, %rsi
	jnb	.L1231
.L1163:
	movq	8(%rsp), %rbx
	movq	%rbx, 48(%r14)
	leaq	0(,%rcx,8), %rbx
	leaq	(%r9,%rbx), %rsi
	testq	%rcx, %rcx
	je	.L1170
	movq	(%rsi), %rdx
	movq	%rdx, (%r14)
.L1170:
	cmpq	%rdi, %rax
	jb	.L1232
.L1171:
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
	je	.L1132
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
.L1132:
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
.L1138:
	.cfi_restore_state
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L1139
	.p2align 4,,10
	.p2align 3
.L1232:
	movq	-8(%r9,%rax,8), %rdx
	movq	%rdx, 8(%r14)
	jmp	.L1171
	.p2align 4,,10
	.p2align 3
.L1133:
	movq	%r12, %rax
	andl	$1, %r12d
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%r12, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1134
.L1231:
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
	jnb	.L1168
	movq	96(%r14), %rcx
	movq	32(%rsp), %rsi
	movq	40(%rsp), %rdi
	.p2align 4,,10
	.p2align 3
.L1167:
	movq	(%rsi,%r12,8), %rax
	movq	(%rdi,%r12,8), %rdx
	addq	$1, %r12
	subq	%r15, %rax
	movq	%rdx, (%rcx,%rax,8)
	cmpq	%r13, %r12
	jne	.L1167
.L1168:
	movq	48(%rsp), %rax
	movq	88(%r14), %rcx
	movq	%r11, 48(%r14)
	movq	%r15, (%r14)
	movq	%rax, 8(%r14)
	movl	$1, 72(%r14)
	testq	%rcx, %rcx
	je	.L1132
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
	jmp	.L1132
	.p2align 4,,10
	.p2align 3
.L1181:
	movq	%r11, %r10
	jmp	.L1153
.L1227:
	testq	%rdi, %rdi
	jne	.L1152
	movq	8(%rsp), %r10
	xorl	%r13d, %r13d
	movl	$1, %eax
	jmp	.L1153
	.p2align 4,,10
	.p2align 3
.L1178:
	movq	%rcx, %r13
	jmp	.L1154
.L1228:
	cmpq	%rdi, %rax
	jnb	.L1157
	cmpq	$0, 24(%rsp)
	jne	.L1172
	jmp	.L1157
.L1216:
	call	sqrt@PLT
	jmp	.L1137
.L1144:
	movq	$-1, 48(%rsp)
	jmp	.L1145
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
	jne	.L1242
	movq	56(%rdi), %rax
	cmpq	64(%rdi), %rax
	je	.L1240
	movq	96(%rdi), %rdx
.L1236:
	movq	%rbp, (%rdx,%rax,8)
	movq	56(%rdi), %rax
	movq	104(%rdi), %rdx
	leaq	1(%rax), %rcx
	movq	%rcx, 56(%rdi)
	movq	%r12, (%rdx,%rax,8)
.L1233:
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
.L1242:
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
.L1240:
	.cfi_restore_state
	movq	%rcx, %rsi
	movq	%r8, %rdx
	movq	%r9, %rcx
	movq	%rdi, 8(%rsp)
	call	guess_narrow
	movq	8(%rsp), %rdi
	movq	(%rdi), %rax
	cmpq	%rax, %rbp
	jb	.L1243
	cmpq	%rbp, 8(%rdi)
	jb	.L1233
	movl	72(%rdi), %ecx
	movq	96(%rdi), %rdx
	testl	%ecx, %ecx
	jne	.L1238
	movq	56(%rdi), %rax
	jmp	.L1236
	.p2align 4,,10
	.p2align 3
.L1238:
	subq	%rax, %rbp
	addq	%r12, (%rdx,%rbp,8)
	jmp	.L1233
	.p2align 4,,10
	.p2align 3
.L1243:
	addq	%r12, 48(%rdi)
	jmp	.L1233
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
	jne	.L1284
	movdqa	32(%rdi), %xmm0
	movq	16(%rdi), %r8
	movq	24(%rdi), %r9
	movq	48(%rdi), %r15
	movhlps	%xmm0, %xmm1
	movq	384(%rdi), %rdi
	movq	%xmm0, 24(%rsp)
	movq	%xmm1, %r11
	testq	%rcx, %rcx
	je	.L1265
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
.L1254:
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
	jnb	.L1255
	addq	%rdi, 24(%rsp)
.L1255:
	cmpq	%rsi, %r11
	cmova	%rsi, %r11
	cmpq	%rsi, %rbp
	cmovb	%rsi, %rbp
	cmpq	$16383, %rsi
	jbe	.L1256
	bsrq	%rsi, %rax
	movl	$50, %ecx
	xorq	$63, %rax
	subl	%eax, %ecx
	shrq	%cl, %rsi
	salq	$13, %rcx
	addq	%rcx, %rsi
.L1256:
	addq	%rdi, (%r12,%rsi,8)
	addq	$8, %r10
	addq	$8, %r13
	cmpq	%r10, 16(%rsp)
	jne	.L1254
	movq	24(%rsp), %xmm0
	movq	%rbp, %r15
	movq	%r11, %xmm3
	movq	40(%rsp), %rbp
	movq	48(%rsp), %r12
	movq	56(%rsp), %r14
	punpcklqdq	%xmm3, %xmm0
.L1253:
	movq	%r8, 16(%rbx)
	movdqa	(%rsp), %xmm2
	movq	1064(%rbx), %r8
	movq	%r9, 24(%rbx)
	movq	%r15, 48(%rbx)
	movaps	%xmm2, (%rbx)
	movaps	%xmm0, 32(%rbx)
	testq	%r8, %r8
	je	.L1244
	movq	%r14, (%rsp)
	leaq	392(%rbx), %r15
	xorl	%esi, %esi
.L1263:
	movq	(%r15), %r9
	movq	8(%r15), %rax
	movq	48(%r15), %rdi
	subq	%r9, %rax
	cmpq	$0, (%rsp)
	je	.L1258
	movq	32(%rsp), %r14
	movq	%r12, %rcx
	movl	%esi, 16(%rsp)
	movq	%rbp, %r12
	xorl	%r13d, %r13d
	movq	%rbx, %rbp
	movq	%r14, %rbx
	movq	%rcx, %r14
	jmp	.L1262
	.p2align 4,,10
	.p2align 3
.L1286:
	addq	%rdi, %rdx
	cmpq	%r9, %rsi
	cmovb	%rdx, %rdi
	addq	$1, %r13
	cmpq	%r13, (%rsp)
	je	.L1285
.L1262:
	movq	(%r12,%r13,8), %rsi
	movq	(%r14,%r13,8), %rdx
	movq	%rsi, %r11
	addq	%rdx, %rbx
	subq	%r9, %r11
	cmpq	%r11, %rax
	jb	.L1286
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
	jne	.L1262
.L1285:
	movl	16(%rsp), %esi
	movq	%rbp, %rbx
	movq	%r12, %rbp
	movq	%r14, %r12
.L1258:
	movq	%rdi, 48(%r15)
	addl	$1, %esi
	addq	$112, %r15
	testq	%r8, %r8
	je	.L1244
	cmpl	$5, %esi
	jne	.L1263
.L1244:
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
.L1284:
	.cfi_restore_state
	testq	%rcx, %rcx
	je	.L1244
	movslq	320(%rdi), %rdx
	leaq	324(%rdi), %r11
	xorl	%r9d, %r9d
	movq	%rdx, %rax
	leaq	(%r11,%rdx,4), %r8
.L1249:
	testl	%eax, %eax
	jle	.L1247
	.p2align 4,,10
	.p2align 3
.L1282:
	movq	(%r12,%r9,8), %r10
	movq	0(%rbp,%r9,8), %rdi
	movq	%r11, %rsi
	.p2align 4,,10
	.p2align 3
.L1252:
	movslq	(%rsi), %rax
	movq	%rdi, %rdx
	movl	272(%rbx,%rax,4), %ecx
	subq	224(%rbx,%rax,8), %rdx
	shrq	%cl, %rdx
	cmpq	$65535, %rdx
	ja	.L1251
	salq	$16, %rax
	addq	%rdx, %rax
	movq	376(%rbx), %rdx
	addq	%r10, (%rdx,%rax,8)
.L1251:
	addq	$4, %rsi
	cmpq	%rsi, %r8
	jne	.L1252
	addq	$1, %r9
	cmpq	%r14, %r9
	jne	.L1282
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
.L1247:
	.cfi_restore_state
	addq	$1, %r9
	cmpq	%r9, %r14
	jne	.L1249
	jmp	.L1244
.L1265:
	movq	32(%rsp), %rdi
	movq	%rax, 8(%rsp)
	movq	%rdi, (%rsp)
	jmp	.L1253
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
	jnb	.L1287
	movq	%rdi, %r12
	movq	%rsi, %r13
	movq	%r8, %rbp
	movq	%r9, %rbx
	.p2align 4,,10
	.p2align 3
.L1307:
	movl	72(%r12), %edx
.L1288:
	testl	%edx, %edx
	jne	.L1290
	movq	64(%r12), %rsi
	subq	%r15, %rax
	movq	56(%r12), %r8
	movq	%rsi, %r9
	shrq	%r9
	cmpq	%rax, %r9
	jnb	.L1291
	addq	%r8, %rax
	cmpq	%rax, %rsi
	jnb	.L1291
	cmpq	%r8, %r9
	jb	.L1310
.L1292:
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
	jnb	.L1293
	movq	%rax, %rsi
	subq	%r15, %rsi
	movq	%rax, %r15
	imulq	%rbp, %rsi
	addq	%rsi, 48(%r12)
.L1293:
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
	jnb	.L1287
	testl	%edx, %edx
	jne	.L1294
	movq	%rax, %r8
	movq	64(%r12), %rsi
	subq	56(%r12), %rsi
	subq	%r15, %r8
	cmpq	%r8, %rsi
	jnb	.L1288
	movl	$1, 76(%r12)
.L1287:
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
.L1290:
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
.L1308:
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
.L1294:
	cmpq	%rax, %r15
	jb	.L1307
.L1309:
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
.L1291:
	.cfi_restore_state
	cmpq	%rsi, %r8
	jb	.L1290
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
	jnb	.L1308
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
	jb	.L1307
	jmp	.L1309
	.p2align 4,,10
	.p2align 3
.L1310:
	movq	88(%rsp), %rcx
	movq	80(%rsp), %rdx
	movq	%rbx, %rsi
	movq	%r12, %rdi
	call	guess_narrow
	movl	72(%r12), %edx
	movq	32(%r12), %rcx
	jmp	.L1292
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
	je	.L1312
	xorl	%r15d, %r15d
	movq	%rcx, 104(%rsp)
	movq	1208(%rdi), %r8
	movq	%r15, %rax
	movq	%r10, %r15
	movq	%rax, %r10
	.p2align 4,,10
	.p2align 3
.L1329:
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
	jnb	.L1313
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
	je	.L1315
.L1314:
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
	jmp	.L1324
	.p2align 4,,10
	.p2align 3
.L1345:
	testl	%edx, %edx
	jne	.L1320
	movq	(%rbx), %rcx
	movq	8(%rbx), %rdx
	movq	%rbp, %rsi
	subq	%rcx, %rsi
	subq	%rcx, %rdx
	cmpq	%rsi, %rdx
	jnb	.L1344
	movq	48(%rbx), %rdx
	cmpq	%rcx, %rbp
	leaq	(%rdx,%r10), %rsi
	cmovb	%rsi, %rdx
	movq	%rdx, 48(%rbx)
	movq	1208(%r13), %r8
.L1320:
	addl	$1, %r14d
	addq	$112, %rbx
	cmpl	$6, %r14d
	je	.L1331
.L1346:
	testq	%r8, %r8
	je	.L1331
.L1324:
	movq	1216(%r13), %r9
	movl	76(%rbx), %edx
	cmpq	%r15, %rbp
	jb	.L1345
	testl	%edx, %edx
	jne	.L1320
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
	jb	.L1341
	addl	$1, %r14d
	movq	1208(%r13), %r8
	addq	$112, %rbx
	cmpl	$6, %r14d
	jne	.L1346
	.p2align 4,,10
	.p2align 3
.L1331:
	movq	%rbp, %r11
	movq	%r12, %rbp
	movq	%r10, %r12
	movq	48(%rsp), %r10
	cmpq	%r15, %r11
	jb	.L1315
.L1326:
	addq	%r12, 128(%rsp)
	movq	%rbp, %rax
	cmpq	$16383, %rbp
	jbe	.L1328
	bsrq	%rbp, %rax
	movl	$50, %ecx
	movq	%rbp, %rdx
	xorq	$63, %rax
	subl	%eax, %ecx
	movl	%ecx, %eax
	shrq	%cl, %rdx
	salq	$13, %rax
	addq	%rdx, %rax
.L1328:
	movq	136(%rsp), %rdi
	salq	$3, %rax
	addq	%r12, (%rdi,%rax)
	movq	144(%rsp), %rdi
	imulq	%rbp, %r12
	addq	%r12, (%rdi,%rax)
.L1327:
	addq	$1, %r10
	cmpq	%r10, 104(%rsp)
	jne	.L1329
	movq	152(%rsp), %xmm0
	movhps	128(%rsp), %xmm0
.L1312:
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
.L1313:
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
	jnb	.L1316
	leaq	(%r15,%r14), %rax
	cmpq	%rax, %rbx
	jb	.L1317
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r14, %rax
	divq	%r15
	mulq	%r12
	addq	%rax, 64(%rsp)
	adcq	%rdx, 72(%rsp)
.L1317:
	testq	%r8, %r8
	jne	.L1314
	jmp	.L1326
	.p2align 4,,10
	.p2align 3
.L1341:
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
	jmp	.L1320
	.p2align 4,,10
	.p2align 3
.L1344:
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
	jmp	.L1320
	.p2align 4,,10
	.p2align 3
.L1315:
	addq	%r12, 152(%rsp)
	jmp	.L1327
	.p2align 4,,10
	.p2align 3
.L1316:
	addq	%rsi, 64(%rsp)
	adcq	%rdi, 72(%rsp)
	jmp	.L1317
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
	je	.L1357
	movq	8(%rsp), %r11
	movq	(%rdi), %rbx
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	leaq	192(%rdi), %rsi
	leaq	216(%r10), %rbp
	movq	%r11, %rax
	leaq	240(%rdi), %rdi
	divq	%rbx
	jmp	.L1354
	.p2align 4,,10
	.p2align 3
.L1358:
	cmpq	%rbx, %r11
	jb	.L1350
	movl	192(%rsi), %ecx
	movq	%rax, %r9
	subq	96(%rdi), %r9
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1350
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
.L1350:
	addq	$4, %rsi
	addq	$65536, %r8
	addq	$8, %rdi
	cmpq	%rsi, %rbp
	je	.L1347
.L1354:
	movl	(%rsi), %r9d
	testl	%r9d, %r9d
	jne	.L1350
	movl	24(%rsi), %ecx
	testl	%ecx, %ecx
	je	.L1358
	movq	(%rdi), %rcx
	testq	%rcx, %rcx
	jne	.L1352
	movq	%r11, %rcx
	cmpq	%rbx, %r11
	jnb	.L1350
.L1353:
	subq	96(%rdi), %rcx
	movq	%rcx, %r9
	movl	192(%rsi), %ecx
	shrq	%cl, %r9
	movq	%r9, %rcx
	cmpq	$65535, %r9
	ja	.L1350
	movq	504(%r10), %r9
	addq	%r8, %rcx
	movq	(%rsp), %r12
	addq	%r12, (%r9,%rcx,8)
	jmp	.L1350
	.p2align 4,,10
	.p2align 3
.L1357:
	movq	%rsp, %rdx
	leaq	8(%rsp), %rsi
	movl	$1, %ecx
	call	cqr_first_runs
.L1347:
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
.L1352:
	.cfi_restore_state
	cmpq	%rcx, %rax
	jb	.L1350
	cmpq	%rbx, %r11
	jb	.L1350
	movq	%rdx, %rcx
	jmp	.L1353
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
	je	.L1359
	cmpl	$1, 44(%rbp)
	movq	%rdx, (%rsi)
	movq	%rdi, %rbx
	movq	48(%rbp), %rax
	je	.L1389
.L1364:
	cmpl	$1, 40(%rbp)
	movq	%rax, (%r12)
	je	.L1390
	movq	56(%rbp), %rdx
.L1376:
	movabsq	$4611686018427387904, %rcx
	subq	%rdx, %rcx
	testq	%rdx, %rdx
	jne	.L1370
.L1377:
	movq	$-1, %rax
.L1373:
	movq	%rax, 16(%rbx)
	movl	$1, %eax
.L1359:
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
.L1381:
	.cfi_restore_state
	movabsq	$4611686018427387903, %rcx
	movl	$1, %edx
	.p2align 4,,10
	.p2align 3
.L1370:
	movq	16(%rbx), %rax
	cmpq	%rcx, %rax
	jnb	.L1377
	addq	%rdx, %rax
	jmp	.L1373
	.p2align 4,,10
	.p2align 3
.L1389:
	testq	%rax, %rax
	js	.L1362
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
	movsd	%xmm4, 8(%rsp)
.L1363:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999145100622, %rsi
	call	draw_u01
	xorpd	.LC156(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movl	$1, %eax
	movsd	.LC23(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1364
	comisd	.LC160(%rip), %xmm1
	movabsq	$4611686018427387904, %rax
	jnb	.L1364
	movsd	.LC72(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1391
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rax
	btcq	$63, %rax
	jmp	.L1364
	.p2align 4,,10
	.p2align 3
.L1390:
	movq	56(%rbp), %rax
	testq	%rax, %rax
	js	.L1368
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, 8(%rsp)
.L1369:
	movq	96(%rbp), %rdi
	movq	%r13, %rdx
	movabsq	$6004495999144771920, %rsi
	call	draw_u01
	xorpd	.LC156(%rip), %xmm0
	call	log1p@PLT
	mulsd	8(%rsp), %xmm0
	movsd	.LC23(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	comisd	%xmm1, %xmm0
	ja	.L1381
	comisd	.LC160(%rip), %xmm1
	jnb	.L1377
	movsd	.LC72(%rip), %xmm0
	comisd	%xmm0, %xmm1
	jb	.L1392
	subsd	%xmm0, %xmm1
	cvttsd2siq	%xmm1, %rdx
	btcq	$63, %rdx
	jmp	.L1376
	.p2align 4,,10
	.p2align 3
.L1362:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1363
	.p2align 4,,10
	.p2align 3
.L1368:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, 8(%rsp)
	jmp	.L1369
	.p2align 4,,10
	.p2align 3
.L1392:
	cvttsd2siq	%xmm1, %rdx
	jmp	.L1376
	.p2align 4,,10
	.p2align 3
.L1391:
	cvttsd2siq	%xmm1, %rax
	jmp	.L1364
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
	je	.L1394
	movq	64(%rsi), %rax
	movl	8(%rsi), %edx
	movq	%rax, (%rdi)
	testl	%edx, %edx
	je	.L1395
.L1406:
	leaq	24(%rbx), %rbp
.L1396:
	movq	%rsi, 24(%rbx)
	leaq	56(%rbx), %rdx
	leaq	48(%rbx), %rsi
	movq	%rbp, %rdi
	movq	%rax, 40(%rbx)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1398
	movq	$-1, (%rbx)
.L1399:
	orq	$-1, %r14
	orq	$-1, %rax
	.p2align 4,,10
	.p2align 3
.L1401:
	movq	%rax, 16(%rbx)
	leaq	8(%rsp), %r13
	movq	%rsp, %r12
	movq	$-1, 48(%rbx)
.L1402:
	movq	%r13, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1393
	movq	(%rsp), %rdx
	movq	8(%rsp), %rax
	cmpq	$-1, %r14
	je	.L1403
	movq	16(%rbx), %rcx
	cmpq	%rcx, %rdx
	jb	.L1414
.L1403:
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
.L1394:
	.cfi_restore_state
	movl	8(%rsi), %eax
	movq	$-1, (%rdi)
	testl	%eax, %eax
	jne	.L1409
	cmpq	$0, 40(%rsi)
	je	.L1393
	.p2align 4,,10
	.p2align 3
.L1409:
	leaq	24(%rbx), %rbp
	movq	$-1, %rax
	jmp	.L1396
	.p2align 4,,10
	.p2align 3
.L1395:
	cmpq	$0, 40(%rsi)
	jne	.L1406
.L1393:
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
.L1398:
	.cfi_restore_state
	movq	48(%rbx), %r14
	movq	%r14, (%rbx)
	cmpq	$-1, %r14
	je	.L1399
	movq	56(%rbx), %rax
	addq	%r14, %rax
	jmp	.L1401
	.p2align 4,,10
	.p2align 3
.L1414:
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	cmovb	%rcx, %rax
	movq	%rax, 16(%rbx)
	jmp	.L1402
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
	je	.L1416
	movq	160(%rsi), %rbp
.L1416:
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
	jne	.L1438
	movq	48(%rsi), %r15
	testq	%r15, %r15
	je	.L1427
	movq	64(%rsi), %rax
	xorl	%r15d, %r15d
	cmpq	%rbx, %rax
	jnb	.L1427
	movq	56(%rsi), %rcx
	movl	$1, %r15d
	testq	%rcx, %rcx
	je	.L1427
	subq	%rax, %rbx
	xorl	%edx, %edx
	leaq	-1(%rbx), %rax
	divq	%rcx
	leaq	1(%rax), %r15
.L1427:
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
.L1438:
	.cfi_restore_state
	cmpq	$0, 48(%rsi)
	movq	%rsi, 32(%rsp)
	movq	$-1, %rax
	movq	$0, 40(%rsp)
	jne	.L1439
.L1424:
	movq	%rax, 48(%rsp)
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	leaq	24(%rsp), %r14
	leaq	16(%rsp), %r13
	leaq	32(%rsp), %r12
	jmp	.L1425
	.p2align 4,,10
	.p2align 3
.L1440:
	movq	16(%rsp), %rdx
	cmpq	%rbx, %rdx
	jnb	.L1427
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
.L1425:
	movq	%r14, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1440
	jmp	.L1427
	.p2align 4,,10
	.p2align 3
.L1439:
	movq	64(%rsi), %rax
	jmp	.L1424
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
	je	.L1460
	movq	$0, 8(%rsp)
	movq	%rsi, 40(%rsp)
	movq	%rdx, 48(%rsp)
	.p2align 4,,10
	.p2align 3
.L1459:
	movq	224(%r15), %rax
	movq	%rax, (%rsp)
	movl	176(%r15), %eax
	cmpl	$3, %eax
	je	.L1484
	movq	40(%rsp), %rcx
	movq	(%rsp), %rsi
	cmpq	136(%rcx), %rsi
	jnb	.L1442
	movq	200(%r15), %rdx
	cmpq	192(%r15), %rdx
	je	.L1442
	movq	184(%r15), %rsi
	leaq	1(%rdx), %rdi
	movq	232(%r15), %r8
	movq	%rdi, 200(%r15)
	movq	(%rsi,%rdx,8), %rcx
	movq	%rcx, 24(%rsp)
	cmpl	$2, %eax
	je	.L1485
	movq	(%rsp), %rcx
	movq	32(%rsp), %rdi
	cmpq	%rdi, %rcx
	jb	.L1463
	cmpl	$1, %eax
	je	.L1486
.L1463:
	movq	24(%rsp), %rax
	movq	%rax, 16(%rsp)
.L1447:
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
	je	.L1487
	call	*%rax
	leaq	72(%rsp), %rbp
	leaq	64(%rsp), %r13
	movq	%rax, %rbx
	leaq	80(%rsp), %r12
	jmp	.L1453
	.p2align 4,,10
	.p2align 3
.L1488:
	movq	72(%rsp), %rax
	addq	64(%rsp), %rax
	cmpq	%rax, %r14
	jb	.L1452
	movq	96(%rsp), %rax
	movdqa	80(%rsp), %xmm1
	movq	%rax, 264(%r15)
	movups	%xmm1, 248(%r15)
.L1453:
	movq	264(%r15), %rax
	movq	%rbp, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	movdqu	248(%r15), %xmm0
	movq	%rax, 96(%rsp)
	movaps	%xmm0, 80(%rsp)
	call	stall_src_next
	testl	%eax, %eax
	jne	.L1488
.L1452:
	movdqu	248(%r15), %xmm2
	movq	264(%r15), %rax
	movq	%rax, 96(%rsp)
	movaps	%xmm2, 80(%rsp)
	.p2align 4,,10
	.p2align 3
.L1454:
	movq	%rbp, %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1489
	movq	64(%rsp), %rax
	movq	72(%rsp), %rdx
	addq	%rax, %rdx
	cmpq	%rdx, %r14
	jnb	.L1454
	cmpq	%rax, %r14
	jnb	.L1464
	addq	%r14, %rbx
	cmpq	%rbx, %rax
	jnb	.L1451
	subq	%rax, %rbx
	movq	%rdx, %r14
	jmp	.L1454
	.p2align 4,,10
	.p2align 3
.L1464:
	movq	%rdx, %r14
	jmp	.L1454
	.p2align 4,,10
	.p2align 3
.L1489:
	addq	%r14, %rbx
.L1451:
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
.L1449:
	movq	%r14, 224(%r15)
	movq	48(%rsp), %rcx
	cmpq	%rcx, 8(%rsp)
	jb	.L1459
.L1442:
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
.L1484:
	.cfi_restore_state
	movq	32(%rsp), %rcx
	cmpq	%rcx, (%rsp)
	jnb	.L1444
	movq	40(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rax, 16(%rsp)
	testq	%rax, %rax
	je	.L1446
	movq	$0, 16(%rsp)
.L1483:
	movq	$0, 24(%rsp)
	movq	232(%r15), %r8
	jmp	.L1447
	.p2align 4,,10
	.p2align 3
.L1487:
	call	*%rax
	movq	%rbx, %rdi
	movq	%r14, %rsi
	movq	%rax, %rdx
	call	ref_serve
	movq	%rax, %rbx
	jmp	.L1451
	.p2align 4,,10
	.p2align 3
.L1485:
	movq	(%rsp), %r14
	movq	%rcx, 16(%rsp)
	addq	$1, %r14
	cmpq	%r8, %rcx
	jnb	.L1447
	jmp	.L1449
	.p2align 4,,10
	.p2align 3
.L1446:
	movq	40(%rsp), %rax
	movq	(%rsp), %rcx
	cmpq	136(%rax), %rcx
	jb	.L1483
	jmp	.L1442
	.p2align 4,,10
	.p2align 3
.L1444:
	movq	(%rsp), %rax
	xorl	%edx, %edx
	divq	32(%rsp)
	movq	216(%r15), %rax
	movq	(%rax,%rdx,8), %rcx
	movq	40(%rsp), %rax
	movq	144(%rax), %rax
	movq	%rcx, 16(%rsp)
	testq	%rax, %rax
	je	.L1446
	cmpq	%rax, %rcx
	jb	.L1483
	jmp	.L1442
	.p2align 4,,10
	.p2align 3
.L1486:
	xorl	%edx, %edx
	movq	%rcx, %rax
	movq	24(%rsp), %rsi
	divq	%rdi
	movq	216(%r15), %rax
	movq	(%rax,%rdx,8), %rax
	cmpq	%rax, %rsi
	cmovnb	%rsi, %rax
	movq	%rax, 16(%rsp)
	jmp	.L1447
.L1460:
	movq	$0, 8(%rsp)
	jmp	.L1442
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
	ja	.L1501
	sqrtsd	%xmm1, %xmm1
.L1493:
	testq	%rbx, %rbx
	js	.L1494
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rbx, %xmm0
.L1495:
	movsd	%xmm1, 8(%rsp)
	call	log@PLT
	movsd	8(%rsp), %xmm1
	movapd	%xmm1, %xmm2
	mulsd	%xmm1, %xmm2
	mulsd	.LC23(%rip), %xmm2
	mulsd	.LC162(%rip), %xmm1
	subsd	%xmm2, %xmm0
	addsd	%xmm1, %xmm0
	call	exp@PLT
	addsd	.LC1(%rip), %xmm0
	comisd	.LC159(%rip), %xmm0
	movabsq	$1125899906842624, %rax
	jnb	.L1490
	movsd	.LC72(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1503
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
.L1490:
	addq	$16, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 16
	popq	%rbx
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L1503:
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
.L1494:
	.cfi_restore_state
	movq	%rbx, %rax
	andl	$1, %ebx
	pxor	%xmm0, %xmm0
	shrq	%rax
	orq	%rbx, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1495
.L1501:
	movapd	%xmm1, %xmm0
	call	sqrt@PLT
	movapd	%xmm0, %xmm1
	jmp	.L1493
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
	je	.L1504
	movq	%rcx, %r14
	leaq	(%rcx,%rdx,8), %r13
	movabsq	$-4658895280553007687, %r12
	movabsq	$-7723592293110705685, %rbp
	.p2align 4,,10
	.p2align 3
.L1506:
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
	xorpd	.LC156(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC20(%rip), %xmm0
	movsd	%xmm0, -8(%r14)
	cmpq	%r14, %r13
	jne	.L1506
.L1504:
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
	jnb	.L1514
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
	jmp	.L1524
	.p2align 4,,10
	.p2align 3
.L1534:
	movq	$-1, (%rdi)
	movq	%rdx, %rcx
	subq	%rbx, %rcx
.L1519:
	movq	%rcx, (%r10,%r13,8)
	addq	$1, %rbp
.L1518:
	cmpq	%r15, %rbp
	jnb	.L1514
.L1524:
	movq	%r12, %rbx
	movq	%rbp, %r13
	movq	(%rdi), %rax
	imulq	%rbp, %rbx
	subq	%r11, %r13
	cmpq	%r14, %r12
	jb	.L1516
	movq	%r15, %rcx
	subq	%rbp, %rcx
	cmpq	$15, %rcx
	jbe	.L1516
	movq	(%rsp), %rsi
	leaq	(%rsi,%rdx), %rcx
	movq	8(%rsp), %rsi
	addq	%rbx, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1533
.L1516:
	cmpq	%rdx, %rbx
	movq	%r14, %rcx
	cmovb	%rdx, %rbx
	leaq	(%r14,%rbx), %rdx
	cmpq	%rdx, %rax
	jnb	.L1519
	cmpq	%rax, %rbx
	jnb	.L1520
	addq	%r8, %rdx
.L1521:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1534
	addq	%r9, %rax
	movq	%rdx, %rcx
	movq	%rax, (%rdi)
	subq	%rbx, %rcx
	cmpq	%rdx, %rax
	jnb	.L1519
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
	jmp	.L1519
	.p2align 4,,10
	.p2align 3
.L1520:
	leaq	(%r8,%rax), %rcx
	leaq	(%r14,%rcx), %rsi
	cmpq	%rcx, %rbx
	cmovb	%rsi, %rdx
	jmp	.L1521
	.p2align 4,,10
	.p2align 3
.L1514:
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
.L1533:
	.cfi_restore_state
	movq	%r14, %xmm0
	leaq	(%r10,%r13,8), %rax
	punpcklqdq	%xmm0, %xmm0
	leaq	128(%rax), %rsi
.L1517:
	movups	%xmm0, (%rax)
	addq	$64, %rax
	movups	%xmm0, -48(%rax)
	movups	%xmm0, -32(%rax)
	movups	%xmm0, -16(%rax)
	cmpq	%rsi, %rax
	jne	.L1517
	addq	$16, %rbp
	movq	%rcx, %rdx
	jmp	.L1518
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
	jnb	.L1535
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
	jmp	.L1546
	.p2align 4,,10
	.p2align 3
.L1552:
	addq	%rbx, %rax
	subq	%r13, %rax
	movq	%rax, %rbx
.L1538:
	movq	48(%r12), %r13
	movq	$-1, %rax
	movq	%r13, %xmm0
	movhps	(%rsp), %xmm0
	movups	%xmm0, (%r12)
	cmpq	$-1, %r13
	je	.L1539
	movq	56(%r12), %rax
	addq	%r13, %rax
.L1539:
	movq	%rax, 16(%r12)
	movq	%r15, 48(%r12)
.L1540:
	movq	16(%rsp), %rdx
	movq	8(%rsp), %rsi
	movq	%r14, %rdi
	call	stall_src_next
	testl	%eax, %eax
	je	.L1544
	movq	32(%rsp), %rax
	movq	40(%rsp), %rsi
	cmpq	$-1, %r13
	je	.L1541
	movq	16(%r12), %rdx
	cmpq	%rdx, %rax
	jb	.L1551
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1544:
	addq	$1, (%rsp)
	cmpq	%rbx, %r13
	jnb	.L1535
.L1546:
	movq	16(%r12), %rax
	cmpq	%r13, %rbp
	jb	.L1552
	movq	24(%rsp), %rcx
	cmpq	%rax, %rbp
	leaq	(%rcx,%rax), %rdx
	cmovb	%rdx, %rbx
	jmp	.L1538
	.p2align 4,,10
	.p2align 3
.L1551:
	addq	%rsi, %rax
	cmpq	%rdx, %rax
	cmovb	%rdx, %rax
	movq	%rax, 16(%r12)
	jmp	.L1540
	.p2align 4,,10
	.p2align 3
.L1541:
	movq	%rax, 48(%r12)
	movq	%rsi, 56(%r12)
.L1535:
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
	je	.L1568
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
.L1554:
	movq	%r13, %rbx
	xorl	%ebp, %ebp
	salq	$5, %rbx
	addq	(%r14), %rbx
	cmpq	$0, 16(%rbx)
	je	.L1559
	.p2align 4,,10
	.p2align 3
.L1555:
	movq	8(%rbx), %rax
	movq	(%rbx), %rsi
	movl	$1, %ecx
	movq	24(%rbx), %r8
	imulq	%rbp, %rax
	subq	%rax, %rsi
	cmpq	%r12, %rsi
	jb	.L1557
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%r12
	movq	%rax, %rcx
.L1557:
	testq	%r8, %r8
	je	.L1558
	movl	24(%r15), %eax
	testl	%eax, %eax
	jne	.L1558
	movq	%r12, %rdx
	movq	%r15, %rdi
	call	dist_add.part.0
.L1558:
	addq	$1, %rbp
	cmpq	16(%rbx), %rbp
	jb	.L1555
.L1559:
	addq	$1, %r13
	cmpq	8(%r14), %r13
	jb	.L1554
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
.L1568:
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
.LC163:
	.string	"a number above 0 and at most 100"
	.align 8
.LC164:
	.string	"--service-cv '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC165:
	.string	"a number above 0 and below 1"
	.section	.rodata.str1.8
	.align 8
.LC166:
	.string	"--slow-fraction '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC167:
	.string	"--service"
.LC168:
	.string	"--service %s"
.LC169:
	.string	"it must be above zero"
	.section	.rodata.str1.8
	.align 8
.LC170:
	.string	"--service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC171:
	.string	"--interval"
.LC172:
	.string	"--interval %s"
	.section	.rodata.str1.8
	.align 8
.LC173:
	.string	"--interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC174:
	.string	"--stall"
.LC175:
	.string	"--stall %s"
.LC176:
	.string	"--period"
.LC177:
	.string	"--period %s"
.LC178:
	.string	"--first-stall"
.LC179:
	.string	"--first-stall %s"
.LC180:
	.string	"--slow-above"
.LC181:
	.string	"--slow-above %s"
.LC182:
	.string	"--timeout"
.LC183:
	.string	"--timeout %s"
	.section	.rodata.str1.8
	.align 8
.LC184:
	.string	"--timeout '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC185:
	.string	"--generator-pause"
.LC186:
	.string	"--generator-pause %s"
	.section	.rodata.str1.8
	.align 8
.LC187:
	.string	"--generator-pause '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC188:
	.string	"--think"
.LC189:
	.string	"--think %s"
.LC190:
	.string	"--reject-time"
.LC191:
	.string	"--generator-period"
.LC192:
	.string	"--generator-first"
.LC193:
	.string	"--queue-limit"
.LC194:
	.string	"%s %s"
	.section	.rodata.str1.8
	.align 8
.LC195:
	.string	"a whole number of waiting requests from 0 to 1000000000"
	.align 8
.LC196:
	.string	"--queue-limit '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC197:
	.string	"--population"
	.section	.rodata.str1.8
	.align 8
.LC198:
	.string	"a whole number of users from 1 to 1000"
	.align 8
.LC199:
	.string	"--population '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC200:
	.string	"--sessions"
	.section	.rodata.str1.8
	.align 8
.LC201:
	.string	"sessions a second, a number above 0 and at most 1e9"
	.align 8
.LC202:
	.string	"--sessions '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC203:
	.string	"--return-prob"
	.section	.rodata.str1.8
	.align 8
.LC204:
	.string	"a chance from 0 up to, not including, 1"
	.align 8
.LC205:
	.string	"--return-prob '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC206:
	.string	"--max-in-flight"
.LC207:
	.string	"a whole number from 1 to 1000"
	.section	.rodata.str1.8
	.align 8
.LC208:
	.string	"--max-in-flight '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC209:
	.string	"--duration"
.LC210:
	.string	"--duration %s"
	.section	.rodata.str1.8
	.align 8
.LC211:
	.string	"--duration '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC212:
	.string	"--requests"
	.section	.rodata.str1.8
	.align 8
.LC213:
	.string	"a whole number from 1 to 2^40 (200000000 with --exact-by sorted)"
	.align 8
.LC214:
	.string	"--requests '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC215:
	.string	"--expected-interval"
.LC216:
	.string	"mean"
.LC217:
	.string	"a time above zero, or mean"
	.section	.rodata.str1.8
	.align 8
.LC218:
	.string	"--expected-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC219:
	.string	"--slow-service"
	.section	.rodata.str1.8
	.align 8
.LC220:
	.string	"a time above zero and below 2^50 ns, e.g. 10ms"
	.align 8
.LC221:
	.string	"--slow-service '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC222:
	.string	"--service-cv"
.LC223:
	.string	"--slow-fraction"
.LC224:
	.string	"--guess-entries"
	.section	.rodata.str1.8
	.align 8
.LC225:
	.string	"0 (no guessing) or a whole number from 2 to 1048576"
	.align 8
.LC226:
	.string	"--guess-entries '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC227:
	.string	"--reps"
	.section	.rodata.str1.8
	.align 8
.LC228:
	.string	"a whole number from 1 to 100000"
	.section	.rodata.str1.1
.LC229:
	.string	"--reps '%s' is not valid: %s"
.LC230:
	.string	"--rate"
	.section	.rodata.str1.8
	.align 8
.LC231:
	.string	"requests a second, a number above 0 and at most 1e12"
	.section	.rodata.str1.1
.LC232:
	.string	"--rate '%s' is not valid: %s"
.LC233:
	.string	"--seed"
	.section	.rodata.str1.8
	.align 8
.LC234:
	.string	"a whole number from 0 to 18446744073709551615"
	.section	.rodata.str1.1
.LC235:
	.string	"--seed '%s' is not valid: %s"
.LC236:
	.string	"--connections"
	.section	.rodata.str1.8
	.align 8
.LC237:
	.string	"a whole number from 1 to 1000000"
	.align 8
.LC238:
	.string	"--connections '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC239:
	.string	"--rank"
.LC240:
	.string	"round"
.LC241:
	.string	"ceil"
.LC242:
	.string	"use round or ceil"
.LC243:
	.string	"--rank '%s' is not valid: %s"
.LC244:
	.string	"--exact-by"
.LC245:
	.string	"auto"
.LC246:
	.string	"sorted"
.LC247:
	.string	"sort"
.LC248:
	.string	"lattice"
.LC249:
	.string	"passes"
	.section	.rodata.str1.8
	.align 8
.LC250:
	.string	"use auto, sorted, lattice or passes"
	.align 8
.LC251:
	.string	"--exact-by '%s' is not valid: %s"
	.align 8
.LC252:
	.string	"%s '%s' is not valid: use one of the names --help lists"
	.section	.rodata.str1.1
.LC253:
	.string	"--stalls"
.LC254:
	.string	"poisson"
.LC255:
	.string	"--stall-dist"
.LC256:
	.string	"exp"
.LC257:
	.string	"--schedule"
	.section	.rodata.str1.8
	.align 8
.LC258:
	.string	"use fixed or poisson (or --arrivals FILE)"
	.align 8
.LC259:
	.string	"--schedule '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC260:
	.string	"--closed"
.LC261:
	.string	"catch-up"
.LC262:
	.string	"skip"
.LC263:
	.string	"back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC264:
	.string	"use catch-up, skip or back-to-back"
	.align 8
.LC265:
	.string	"--closed '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC266:
	.string	"--schedule-from"
.LC267:
	.string	"base"
.LC268:
	.string	"last-send"
.LC269:
	.string	"use base or last-send"
	.section	.rodata.str1.8
	.align 8
.LC270:
	.string	"--schedule-from '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC271:
	.string	"--think-dist"
.LC272:
	.string	"use fixed or exp"
	.section	.rodata.str1.8
	.align 8
.LC273:
	.string	"--think-dist '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC274:
	.string	"--when-full"
.LC275:
	.string	"block"
.LC276:
	.string	"drop"
.LC277:
	.string	"use block or drop"
	.section	.rodata.str1.8
	.align 8
.LC278:
	.string	"--when-full '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC279:
	.string	"--correct"
.LC280:
	.string	"--trace-values"
.LC281:
	.string	"--export"
	.section	.rodata.str1.8
	.align 8
.LC282:
	.string	"a path prefix such as results/ or out/run1-, at most 900 characters"
	.align 8
.LC283:
	.string	"--export '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC284:
	.string	"--hlog-interval"
.LC285:
	.string	"--hlog-interval %s"
	.section	.rodata.str1.8
	.align 8
.LC286:
	.string	"a whole number of milliseconds from 1ms to 1h (a log's times have 3 decimals)"
	.align 8
.LC287:
	.string	"--hlog-interval '%s' is not valid: %s"
	.section	.rodata.str1.1
.LC288:
	.string	"--sweep"
.LC289:
	.string	"load"
.LC290:
	.string	"stall"
.LC291:
	.string	"use load or stall"
.LC292:
	.string	"--sweep '%s' is not valid: %s"
.LC293:
	.string	"see bench --help"
.LC294:
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
	leaq	.LC167(%rip), %rsi
	movq	%rbx, %rdi
	subq	$1448, %rsp
	.cfi_def_cfa_offset 1504
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1767
	leaq	.LC171(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1768
	leaq	.LC174(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1769
	leaq	.LC176(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1770
	leaq	.LC178(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1771
	leaq	.LC180(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1772
	leaq	.LC182(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1773
	leaq	.LC185(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1774
	leaq	.LC188(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1775
	leaq	.LC190(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1597
	leaq	488(%r14), %rax
	leaq	248(%r14), %r15
	movq	%rax, 8(%rsp)
.L1598:
	leaq	32(%rsp), %r14
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%r14, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1776
	movq	24(%rsp), %rax
	movq	%rax, (%r15)
	movq	8(%rsp), %rax
	movl	$1, (%rax)
	.p2align 4,,10
	.p2align 3
.L1639:
	xorl	%ecx, %ecx
.L1571:
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
.L1768:
	.cfi_restore_state
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1777
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1778
	movq	%rax, 80(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1767:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1779
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1780
	movq	%rax, (%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1780:
	leaq	.LC169(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC170(%rip), %rdx
	call	snprintf@PLT
	.p2align 4,,10
	.p2align 3
.L1683:
	movl	$-1, %ecx
	jmp	.L1571
	.p2align 4,,10
	.p2align 3
.L1771:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1781
	movq	24(%rsp), %rax
	movq	%rax, 64(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1769:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1782
	movq	24(%rsp), %rax
	movq	%rax, 48(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1770:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1783
	movq	24(%rsp), %rax
	movq	%rax, 56(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1779:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC168(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1778:
	leaq	.LC169(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC173(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1777:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC172(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1781:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC179(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1774:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1784
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1785
	movq	%rax, 256(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1782:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC175(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1772:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1786
	movq	24(%rsp), %rax
	movq	%rax, 192(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1783:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC177(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1773:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1787
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1788
	movq	%rax, 224(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1786:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC181(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1597:
	leaq	.LC191(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1599
	leaq	496(%r14), %rax
	leaq	264(%r14), %r15
	movq	%rax, 8(%rsp)
	jmp	.L1598
	.p2align 4,,10
	.p2align 3
.L1775:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1789
	movq	24(%rsp), %rax
	movq	%rax, 328(%r14)
	jmp	.L1639
.L1788:
	leaq	.LC169(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC184(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1683
.L1776:
	movq	%r14, %r8
	movq	%rbx, %rcx
	leaq	.LC194(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1599:
	leaq	.LC192(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1600
	leaq	500(%r14), %rax
	leaq	272(%r14), %r15
	movq	%rax, 8(%rsp)
	jmp	.L1598
.L1787:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC183(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1785:
	leaq	.LC169(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC187(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1683
.L1789:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC189(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1784:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC186(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1600:
	leaq	.LC193(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1790
	leaq	.LC197(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1791
	leaq	.LC200(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1792
	leaq	.LC203(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1611
	xorl	%ecx, %ecx
	movq	%rcx, 32(%rsp)
	call	__errno_location@PLT
	xorl	%esi, %esi
	movl	%esi, (%rax)
	movq	%rax, %rbx
	movzbl	0(%rbp), %eax
	subl	$48, %eax
	cmpb	$9, %al
	jbe	.L1612
.L1614:
	leaq	.LC204(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC205(%rip), %rdx
.L1766:
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1790:
	xorl	%esi, %esi
	leaq	240(%r14), %rcx
	movl	$1000000000, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1793
	movl	$1, 232(%r14)
	jmp	.L1639
.L1791:
	leaq	304(%r14), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1639
	leaq	.LC198(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC199(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1612:
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	call	strtod@PLT
	movq	32(%rsp), %rax
	testq	%rax, %rax
	je	.L1614
	movl	(%rbx), %ecx
	testl	%ecx, %ecx
	jne	.L1614
	cmpb	$0, (%rax)
	jne	.L1614
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jb	.L1614
	movsd	.LC1(%rip), %xmm1
	comisd	%xmm0, %xmm1
	jbe	.L1614
	movl	$1, 508(%r14)
	movsd	%xmm0, 320(%r14)
	jmp	.L1571
.L1611:
	leaq	.LC206(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1794
	leaq	.LC209(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1795
	leaq	.LC212(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1796
	leaq	.LC215(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1623
	leaq	.LC216(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	movl	$1, %eax
	testl	%edx, %edx
	je	.L1624
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1625
	movq	24(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L1625
	movq	%rdx, 168(%r14)
.L1624:
	movl	%eax, 176(%r14)
	movl	$1, 484(%r14)
	jmp	.L1639
.L1792:
	leaq	312(%r14), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1608
	movsd	312(%r14), %xmm0
	comisd	.LC20(%rip), %xmm0
	jbe	.L1639
.L1608:
	leaq	.LC201(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC202(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1793:
	leaq	.LC195(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC196(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1794:
	leaq	288(%r14), %rcx
	movl	$1000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1639
	leaq	.LC207(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC208(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1623:
	leaq	.LC219(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1797
	leaq	.LC222(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1798
	leaq	.LC223(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1633
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1799
	movsd	32(%rsp), %xmm0
	comisd	.LC1(%rip), %xmm0
	leaq	.LC165(%rip), %r8
	leaq	.LC166(%rip), %rdx
	jb	.L1800
.L1631:
	movq	%rbp, %rcx
	jmp	.L1766
.L1796:
	movl	$1, %edx
	leaq	24(%rsp), %rcx
	movl	$1, %esi
	movq	%rbp, %rdi
	salq	$40, %rdx
	call	parse_uint
	testl	%eax, %eax
	jne	.L1801
	movq	24(%rsp), %rax
	movq	%rax, 384(%r14)
	xorl	%eax, %eax
	movq	%rax, 376(%r14)
	jmp	.L1639
.L1795:
	leaq	32(%rsp), %rbx
	xorl	%esi, %esi
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	movq	%rbx, %rcx
	call	parse_time
	testl	%eax, %eax
	jne	.L1802
	movq	24(%rsp), %rax
	testq	%rax, %rax
	je	.L1803
	xorl	%edx, %edx
	movq	%rax, 376(%r14)
	movq	%rdx, 384(%r14)
	jmp	.L1639
.L1625:
	leaq	.LC217(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC218(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1803:
	leaq	.LC169(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC211(%rip), %rdx
	call	snprintf@PLT
	jmp	.L1683
.L1802:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC210(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1800:
	movsd	%xmm0, 24(%r14)
	jmp	.L1639
.L1801:
	leaq	.LC213(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC214(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1799:
	leaq	.LC165(%rip), %r8
	leaq	.LC166(%rip), %rdx
	jmp	.L1631
.L1633:
	leaq	.LC224(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1804
	leaq	.LC227(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1805
	leaq	.LC230(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1806
	leaq	.LC233(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1807
	leaq	.LC236(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1808
	leaq	.LC239(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1648
	leaq	.LC240(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC241(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1649
	testl	%eax, %eax
	jne	.L1809
.L1649:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 200(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1648:
	leaq	.LC244(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1650
	leaq	.LC245(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1810
	leaq	.LC246(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1652
	leaq	.LC247(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1652
	leaq	.LC248(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1811
	leaq	.LC249(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1655
	movl	$3, 204(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1650:
	leaq	.LC102(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	je	.L1812
	leaq	.LC253(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1813
	leaq	.LC255(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1814
	leaq	.LC257(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1664
	leaq	.LC99(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC254(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1665
	testl	%eax, %eax
	jne	.L1815
.L1665:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 72(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1652:
	movl	$1, 204(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1810:
	movl	$0, 204(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1664:
	leaq	.LC119(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1816
	leaq	.LC260(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1667
	leaq	.LC261(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1668
	leaq	.LC262(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1695
	leaq	.LC263(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1817
	leaq	.LC264(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC265(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1812:
	leaq	SERVICE_DISTS(%rip), %rdx
.L1658:
	movq	(%rdx), %rsi
	movq	%rbp, %rdi
	movq	%rdx, 8(%rsp)
	call	strcmp@PLT
	movq	8(%rsp), %rdx
	testl	%eax, %eax
	jne	.L1818
	movl	%r15d, 8(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1813:
	leaq	.LC129(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1819
.L1661:
	movl	%eax, 40(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1814:
	leaq	.LC99(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	movl	%eax, %edx
	xorl	%eax, %eax
	testl	%edx, %edx
	jne	.L1820
.L1663:
	movl	%eax, 44(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1811:
	movl	$2, 204(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1818:
	addl	$1, %r15d
	addq	$96, %rdx
	cmpl	$4, %r15d
	jne	.L1658
.L1659:
	movq	%rbp, %r8
	movq	%rbx, %rcx
	leaq	.LC252(%rip), %rdx
	movq	%r13, %rsi
	movq	%r12, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
	.p2align 4,,10
	.p2align 3
.L1816:
	movq	%rbp, 408(%r14)
	movl	$2, 72(%r14)
	jmp	.L1639
	.p2align 4,,10
	.p2align 3
.L1667:
	leaq	.LC266(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1670
	leaq	.LC267(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC268(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1671
	testl	%eax, %eax
	jne	.L1821
.L1671:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 280(%r14)
	jmp	.L1639
.L1819:
	leaq	.LC254(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1659
	movl	$1, %eax
	jmp	.L1661
.L1820:
	leaq	.LC256(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1659
	movl	$1, %eax
	jmp	.L1663
.L1670:
	leaq	.LC271(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1672
	leaq	.LC99(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC256(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1673
	testl	%eax, %eax
	jne	.L1822
.L1673:
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 336(%r14)
	jmp	.L1639
.L1672:
	leaq	.LC274(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1674
	leaq	.LC275(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	leaq	.LC276(%rip), %rsi
	movq	%rbp, %rdi
	movl	%eax, %ebx
	call	strcmp@PLT
	testl	%ebx, %ebx
	je	.L1675
	testl	%eax, %eax
	jne	.L1823
.L1675:
	movl	$1, 492(%r14)
	testl	%eax, %eax
	sete	%al
	movzbl	%al, %eax
	movl	%eax, 296(%r14)
	jmp	.L1639
.L1809:
	leaq	.LC242(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC243(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1695:
	movl	$1, %eax
.L1668:
	movl	%eax, 152(%r14)
	jmp	.L1639
.L1674:
	leaq	.LC279(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1824
	leaq	.LC280(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1825
	leaq	.LC281(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1678
	cmpb	$0, 0(%rbp)
	je	.L1679
	movq	%rbp, %rdi
	call	strlen@PLT
	cmpq	$900, %rax
	ja	.L1679
	movq	%rbp, 440(%r14)
	jmp	.L1639
.L1817:
	movl	$2, %eax
	jmp	.L1668
.L1824:
	movq	%rbp, 416(%r14)
	movl	$1, 368(%r14)
	jmp	.L1639
.L1825:
	movq	%rbp, 424(%r14)
	movl	$1, 368(%r14)
	jmp	.L1639
.L1678:
	leaq	.LC284(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1826
	leaq	.LC288(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1687
	leaq	.LC289(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L1688
	leaq	.LC290(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L1827
.L1688:
	movq	%rbp, 432(%r14)
	movl	$2, 368(%r14)
	jmp	.L1639
.L1655:
	leaq	.LC250(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC251(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1815:
	leaq	.LC258(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC259(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1826:
	leaq	32(%rsp), %rbx
	leaq	24(%rsp), %rdx
	xorl	%esi, %esi
	movq	%rbp, %rdi
	movq	%rbx, %rcx
	movl	$1400, %r8d
	call	parse_time
	movl	%eax, %ecx
	testl	%eax, %eax
	jne	.L1828
	movabsq	$3599999000000, %rdx
	movq	24(%rsp), %rsi
	leaq	-1000000(%rsi), %rax
	cmpq	%rax, %rdx
	jb	.L1684
	movl	$1000000, %edi
	movq	%rsi, %rax
	xorl	%edx, %edx
	divq	%rdi
	testq	%rdx, %rdx
	jne	.L1684
	movq	%rsi, 352(%r14)
	jmp	.L1571
.L1821:
	leaq	.LC269(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC270(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1684:
	leaq	.LC286(%rip), %r8
	movq	%rbp, %rcx
	leaq	.LC287(%rip), %rdx
	jmp	.L1766
.L1828:
	leaq	.LC3(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC285(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1822:
	leaq	.LC272(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC273(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1823:
	leaq	.LC277(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC278(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1679:
	leaq	.LC282(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC283(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1827:
	leaq	.LC291(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC292(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1687:
	leaq	.LC293(%rip), %r8
	movq	%rbx, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC294(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1804:
	xorl	%esi, %esi
	leaq	24(%rsp), %rcx
	movl	$1048576, %edx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1641
	movq	24(%rsp), %rax
	cmpq	$1, %rax
	je	.L1641
	movq	%rax, 208(%r14)
	jmp	.L1639
.L1798:
	leaq	32(%rsp), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	jne	.L1692
	movsd	32(%rsp), %xmm0
	comisd	.LC61(%rip), %xmm0
	ja	.L1692
	movsd	%xmm0, 16(%r14)
	jmp	.L1639
.L1797:
	xorl	%esi, %esi
	leaq	32(%rsp), %rcx
	leaq	24(%rsp), %rdx
	movq	%rbp, %rdi
	movl	$1400, %r8d
	call	parse_time
	testl	%eax, %eax
	jne	.L1628
	movabsq	$1125899906842623, %rcx
	movq	24(%rsp), %rax
	leaq	-1(%rax), %rdx
	cmpq	%rdx, %rcx
	jnb	.L1629
.L1628:
	leaq	.LC220(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC221(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1629:
	movq	%rax, 32(%r14)
	jmp	.L1639
.L1641:
	leaq	.LC225(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC226(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1692:
	leaq	.LC163(%rip), %r8
	leaq	.LC164(%rip), %rdx
	jmp	.L1631
.L1808:
	leaq	160(%r14), %rcx
	movl	$1000000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1639
	leaq	.LC237(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC238(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1807:
	orq	$-1, %rdx
	xorl	%esi, %esi
	leaq	400(%r14), %rcx
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	je	.L1639
	leaq	.LC234(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC235(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1806:
	leaq	392(%r14), %rsi
	movq	%rbp, %rdi
	call	parse_rate
	testl	%eax, %eax
	je	.L1639
	leaq	.LC231(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC232(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
.L1805:
	leaq	24(%rsp), %rcx
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbp, %rdi
	call	parse_uint
	testl	%eax, %eax
	jne	.L1829
	movq	24(%rsp), %rax
	movl	%eax, 216(%r14)
	jmp	.L1639
.L1829:
	leaq	.LC228(%rip), %r8
	movq	%rbp, %rcx
	movq	%r13, %rsi
	movq	%r12, %rdi
	leaq	.LC229(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L1683
	.cfi_endproc
.LFE264:
	.size	apply_option, .-apply_option
	.section	.rodata.str1.8
	.align 8
.LC299:
	.ascii	"<?"
	.string	"xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n"
	.align 8
.LC300:
	.string	"percentile (log scale of 1/(1 - p))"
	.align 8
.LC301:
	.string	"<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	.section	.rodata.str1.1
.LC302:
	.string	"</svg>\n"
	.section	.rodata.str1.8
	.align 8
.LC304:
	.string	"<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n"
	.section	.rodata.str1.1
.LC305:
	.string	"%s: p99 %g ms (dot)"
	.section	.rodata.str1.8
	.align 8
.LC306:
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
	movapd	.LC296(%rip), %xmm0
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
	jle	.L1836
	movslq	%r12d, %rax
	movsd	.LC297(%rip), %xmm2
	movq	%r13, %rbx
	pxor	%xmm1, %xmm1
	leaq	(%rax,%rax,2), %rax
	leaq	0(%r13,%rax,8), %rax
	movsd	%xmm2, -264(%rbp)
	movq	%rax, -280(%rbp)
	jmp	.L1835
	.p2align 4,,10
	.p2align 3
.L1869:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1834:
	divsd	-264(%rbp), %xmm0
	call	fmax@PLT
	addq	$24, %rbx
	movq	-280(%rbp), %rax
	movapd	%xmm0, %xmm1
	cmpq	%rax, %rbx
	je	.L1868
.L1835:
	movq	8(%rbx), %rax
	salq	$4, %rax
	addq	(%rbx), %rax
	movq	-16(%rax), %rax
	testq	%rax, %rax
	jns	.L1869
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1834
.L1868:
	movsd	%xmm0, -216(%rbp)
	pxor	%xmm0, %xmm0
	comisd	%xmm0, %xmm1
	ja	.L1870
.L1836:
	movsd	.LC1(%rip), %xmm2
	movsd	%xmm2, -328(%rbp)
.L1832:
	movsd	-328(%rbp), %xmm2
	movq	-272(%rbp), %rbx
	movl	$500, %ecx
	xorl	%eax, %eax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movsd	%xmm2, -216(%rbp)
	movq	%rbx, %rdi
	leaq	.LC299(%rip), %rsi
	pushq	%r14
	leaq	XTICK.0(%rip), %r14
	pushq	$80
	call	fprintf@PLT
	leaq	-240(%rbp), %rax
	movq	%rbx, -272(%rbp)
	movq	%rbx, %rdi
	leaq	.LC300(%rip), %rdx
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
.L1839:
	pxor	%xmm1, %xmm1
	movq	(%r14,%r12,8), %r9
	movl	$430, %ecx
	movq	%rbx, %rdi
	cvtsi2sdl	%r12d, %xmm1
	movl	$50, %edx
	divsd	.LC53(%rip), %xmm1
	movl	$448, %r8d
	leaq	.LC301(%rip), %rsi
	mulsd	.LC46(%rip), %xmm1
	movl	$3, %eax
	addq	$1, %r12
	addsd	.LC47(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpq	$6, %r12
	jne	.L1839
	movslq	-264(%rbp), %r12
	testl	%r12d, %r12d
	jle	.L1855
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
.L1854:
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
	je	.L1842
	testq	%rbx, %rbx
	je	.L1842
	testq	%rax, %rax
	je	.L1842
	testq	%r14, %r14
	je	.L1871
	movq	.LC297(%rip), %rax
	movq	-288(%rbp), %r12
	xorl	%r13d, %r13d
	movq	%rax, -280(%rbp)
	jmp	.L1849
	.p2align 4,,10
	.p2align 3
.L1872:
	divsd	%xmm6, %xmm0
	movsd	.LC1(%rip), %xmm1
	subsd	%xmm0, %xmm1
	movsd	.LC1(%rip), %xmm0
	divsd	%xmm1, %xmm0
.L1845:
	call	log10@PLT
	movq	.LC53(%rip), %rax
	movq	%rax, %xmm1
	call	fmin@PLT
	movq	8(%r12), %rax
	movsd	%xmm0, (%rbx,%r13,8)
	addq	$1, %r13
	testq	%rax, %rax
	js	.L1847
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1848:
	movq	-264(%rbp), %rax
	divsd	.LC297(%rip), %xmm0
	addq	$24, %r12
	movsd	%xmm0, -8(%rax,%r13,8)
	cmpq	%r13, %r14
	je	.L1844
.L1849:
	movsd	(%r12), %xmm0
	movsd	.LC61(%rip), %xmm6
	comisd	%xmm0, %xmm6
	ja	.L1872
	movq	.LC295(%rip), %rax
	movq	%rax, %xmm0
	jmp	.L1845
	.p2align 4,,10
	.p2align 3
.L1847:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1848
	.p2align 4,,10
	.p2align 3
.L1871:
	movsd	.LC297(%rip), %xmm2
	movsd	%xmm2, -280(%rbp)
	.p2align 4,,10
	.p2align 3
.L1844:
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
	js	.L1850
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1851:
	divsd	-280(%rbp), %xmm0
	divsd	-328(%rbp), %xmm0
	movq	-272(%rbp), %rdi
	movq	%r13, %rdx
	mulsd	.LC44(%rip), %xmm0
	movsd	.LC45(%rip), %xmm1
	movl	$2, %eax
	leaq	.LC304(%rip), %rsi
	subsd	%xmm0, %xmm1
	movsd	.LC303(%rip), %xmm0
	call	fprintf@PLT
	movq	(%r15), %rax
	testq	%rax, %rax
	js	.L1852
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1853:
	movq	-312(%rbp), %r12
	leaq	-208(%rbp), %rdi
	movl	$160, %esi
	leaq	.LC305(%rip), %rdx
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
	leaq	.LC306(%rip), %rsi
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
	jne	.L1854
.L1855:
	movq	-272(%rbp), %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC302(%rip), %rdi
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
.L1852:
	.cfi_restore_state
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1853
	.p2align 4,,10
	.p2align 3
.L1850:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1851
.L1870:
	movapd	%xmm1, %xmm0
	movsd	%xmm1, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm1
	movsd	.LC298(%rip), %xmm2
	movsd	.LC60(%rip), %xmm3
	movsd	.LC54(%rip), %xmm4
	mulsd	%xmm1, %xmm2
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	andpd	%xmm3, %xmm0
	ucomisd	%xmm0, %xmm4
	jbe	.L1838
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
.L1838:
	movapd	%xmm1, %xmm0
	movsd	%xmm2, -264(%rbp)
	call	nice_step
	movsd	-264(%rbp), %xmm2
	mulsd	%xmm0, %xmm2
	movsd	%xmm2, -328(%rbp)
	jmp	.L1832
.L1842:
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
	je	.L1874
	movq	%rax, (%rsp)
	jmp	.L1900
	.p2align 4,,10
	.p2align 3
.L1875:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jnb	.L1874
	movq	96(%rbx), %rax
	cmpq	88(%rbx), %rax
	je	.L1874
	movq	80(%rbx), %rcx
	leaq	1(%rax), %rdi
	movq	%rdi, 96(%rbx)
	movq	(%rcx,%rax,8), %rbp
	cmpl	$2, %r15d
	jne	.L1903
	cmpq	%rdx, %rbp
	jb	.L1879
.L1903:
	cmpq	%rdx, %rbp
	movq	%rdx, %r10
	movq	%rbp, %r12
	cmovnb	%rbp, %r10
	cmpl	$1, %r15d
	jne	.L1882
	movq	136(%rbx), %rdi
	movq	112(%rbx), %rcx
	movq	(%rcx,%rdi,8), %r12
	cmpq	%r12, %rbp
	cmovnb	%rbp, %r12
	cmpq	%rdx, %r12
	cmovnb	%r12, %rdx
	movq	%rdx, %r10
.L1882:
	movq	104(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L1878
	cmpq	$0, 40(%r14)
	movq	(%rdx,%rax,8), %rcx
	leaq	16(%rbx), %rdi
	je	.L1917
	movq	%rcx, %rdx
	movq	%r10, %rsi
	call	serve_random
	movq	%rax, %rdx
.L1884:
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
.L1879:
	movq	136(%rbx), %rax
	addq	$1, %rsi
	movq	%rsi, 128(%rbx)
	addq	$1, %rax
	cmpq	120(%rbx), %rax
	jne	.L1899
	xorl	%eax, %eax
.L1899:
	movq	%rax, 136(%rbx)
	movq	(%rsp), %rax
	cmpq	%rax, %r13
	jnb	.L1874
.L1900:
	cmpl	$3, %r15d
	jne	.L1875
	movq	112(%rbx), %rax
	movq	136(%rbx), %rcx
	movq	(%rax,%rcx,8), %rbp
	movq	144(%r14), %rax
	testq	%rax, %rax
	je	.L1876
	cmpq	%rax, %rbp
	jnb	.L1874
	movq	128(%rbx), %rsi
.L1877:
	cmpq	%rdx, %rbp
	movq	%rbp, %r12
	cmovnb	%rbp, %rdx
	movq	%rdx, %r10
.L1878:
	movl	8(%r14), %eax
	leaq	16(%rbx), %r11
	testl	%eax, %eax
	jne	.L1890
	cmpq	$0, 40(%r14)
	movq	(%r14), %rcx
	je	.L1918
.L1892:
	movq	%rcx, %rdx
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_random
	movq	%rax, %rdx
	jmp	.L1884
	.p2align 4,,10
	.p2align 3
.L1890:
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
	jne	.L1892
.L1918:
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L1884
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L1919
	leaq	(%r8,%rax), %rsi
	movq	56(%r14), %r9
	cmpq	%rsi, %r10
	leaq	(%rcx,%rsi), %rdi
	cmovb	%rdi, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1916
.L1895:
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1884
	movq	%r10, %rsi
	movq	%r11, %rdi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L1884
	.p2align 4,,10
	.p2align 3
.L1876:
	movq	128(%rbx), %rsi
	cmpq	136(%r14), %rsi
	jb	.L1877
.L1874:
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
.L1917:
	.cfi_restore_state
	movq	16(%rbx), %rax
	leaq	(%rcx,%r10), %rdx
	cmpq	%rdx, %rax
	jnb	.L1884
	movq	48(%r14), %r8
	cmpq	%rax, %r10
	jb	.L1920
	leaq	(%r8,%rax), %rsi
	leaq	(%rcx,%rsi), %r9
	cmpq	%rsi, %r10
	cmovb	%r9, %rdx
.L1886:
	movq	56(%r14), %r9
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	je	.L1916
	addq	%r9, %rax
	movq	%rax, 16(%rbx)
	cmpq	%rdx, %rax
	jnb	.L1884
	movq	%r10, %rsi
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L1884
	.p2align 4,,10
	.p2align 3
.L1919:
	movq	56(%r14), %r9
	addq	%r8, %rdx
	addq	$1, 24(%rbx)
	testq	%r9, %r9
	jne	.L1895
.L1916:
	movq	$-1, 16(%rbx)
	jmp	.L1884
	.p2align 4,,10
	.p2align 3
.L1920:
	addq	%r8, %rdx
	jmp	.L1886
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
	jnb	.L1922
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
	jmp	.L1933
	.p2align 4,,10
	.p2align 3
.L1942:
	movq	$-1, (%rdi)
.L1927:
	movq	%rdx, %rax
	addq	$1, %rbx
	subq	%rbp, %rax
	movq	%rax, (%r10,%r12,8)
.L1926:
	cmpq	%r15, %rbx
	jnb	.L1922
.L1933:
	movq	%r13, %rbp
	movq	%rbx, %r12
	movq	(%rdi), %rax
	imulq	%rbx, %rbp
	subq	%r11, %r12
	cmpq	%r14, %r13
	jb	.L1924
	movq	%r15, %rcx
	subq	%rbx, %rcx
	cmpq	$15, %rcx
	jbe	.L1924
	movq	8(%rsp), %rcx
	movq	16(%rsp), %rsi
	addq	%rdx, %rcx
	addq	%rbp, %rsi
	cmpq	%rsi, %rcx
	cmovb	%rsi, %rcx
	cmpq	%rcx, %rax
	jnb	.L1941
.L1924:
	cmpq	%rdx, %rbp
	movq	%rdx, %rsi
	cmovnb	%rbp, %rsi
	leaq	(%r14,%rsi), %rdx
	cmpq	%rdx, %rax
	jnb	.L1927
	movq	(%rsp), %rcx
	cmpq	%rax, %rsi
	jnb	.L1928
	addq	%rcx, %rdx
.L1929:
	addq	$1, 8(%rdi)
	testq	%r9, %r9
	je	.L1942
	addq	%r9, %rax
	movq	%rax, (%rdi)
	cmpq	%rdx, %rax
	jnb	.L1927
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
	jmp	.L1927
	.p2align 4,,10
	.p2align 3
.L1928:
	addq	%rax, %rcx
	leaq	(%r14,%rcx), %r8
	cmpq	%rcx, %rsi
	cmovb	%r8, %rdx
	jmp	.L1929
	.p2align 4,,10
	.p2align 3
.L1922:
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
.L1941:
	.cfi_restore_state
	salq	$3, %r12
	movq	%r13, %r8
	subq	%rbp, %rdx
	leaq	(%r10,%r12), %rsi
	subq	%r14, %r8
	leaq	128(%r10,%r12), %r12
.L1925:
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
	jne	.L1925
	addq	$16, %rbx
	movq	%rcx, %rdx
	jmp	.L1926
	.cfi_endproc
.LFE75:
	.size	run_open, .-run_open
	.section	.rodata.str1.1
.LC308:
	.string	"open: from the intended send"
.LC309:
	.string	"closed: from the actual send"
	.section	.rodata.str1.8
	.align 8
.LC311:
	.string	"No stall: the first second, the latency of each request by its due time"
	.section	.rodata.str1.1
.LC312:
	.string	"due time (ms)"
.LC313:
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
	movapd	.LC310(%rip), %xmm0
	movq	(%rsp), %r11
	movq	%rax, %r15
	movaps	%xmm0, 16(%rsp)
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 32(%rsp)
	testq	%r11, %r11
	je	.L1944
	testq	%rax, %rax
	je	.L1944
	testq	%rbx, %rbx
	je	.L1973
	movq	8(%rbp), %r12
	pxor	%xmm1, %xmm1
	movq	%r11, %r14
	leaq	(%r12,%rbx,8), %rbx
	jmp	.L1950
	.p2align 4,,10
	.p2align 3
.L1975:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1949:
	divsd	.LC297(%rip), %xmm0
	addq	$8, %r12
	call	fmax@PLT
	movapd	%xmm0, %xmm1
	cmpq	%rbx, %r12
	je	.L1974
.L1950:
	movq	(%r12), %rax
	testq	%rax, %rax
	jns	.L1975
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1949
	.p2align 4,,10
	.p2align 3
.L1974:
	movsd	.LC298(%rip), %xmm6
	movq	%r14, %r11
	mulsd	%xmm0, %xmm6
	movq	%xmm6, %rbx
.L1946:
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
	ja	.L1976
.L1951:
	movapd	%xmm1, %xmm0
	movq	%r11, (%rsp)
	xorl	%ebx, %ebx
	leaq	.LC301(%rip), %r14
	movsd	%xmm2, 8(%rsp)
	call	nice_step
	movsd	8(%rsp), %xmm2
	movl	$500, %ecx
	leaq	.LC311(%rip), %rax
	movl	$500, %r9d
	movl	$820, %r8d
	movl	$820, %edx
	movq	%r13, %rdi
	mulsd	%xmm0, %xmm2
	leaq	.LC299(%rip), %rsi
	movsd	%xmm2, 40(%rsp)
	pushq	%rax
	.cfi_def_cfa_offset 152
	xorl	%eax, %eax
	pushq	$80
	.cfi_def_cfa_offset 160
	call	fprintf@PLT
	leaq	32(%rsp), %rax
	leaq	.LC312(%rip), %rdx
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
.L1952:
	movl	%ebx, %ecx
	leaq	.LC313(%rip), %rdx
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
	mulsd	.LC46(%rip), %xmm1
	addsd	.LC47(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	cmpl	$1100, %ebx
	jne	.L1952
	movq	(%rsp), %r11
	movsd	.LC297(%rip), %xmm1
	movl	$78, %r14d
	movl	$1, %r12d
	movq	%r11, %rbx
.L1953:
	movq	24(%rbp), %r8
	testq	%r8, %r8
	je	.L1966
	movq	16(%rbp), %rcx
	leaq	0(,%r8,8), %rdx
	xorl	%eax, %eax
	jmp	.L1962
	.p2align 4,,10
	.p2align 3
.L1978:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%rbx,%rax)
	cmpl	$1, %r12d
	je	.L1977
.L1956:
	movq	0(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	js	.L1960
.L1972:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rsi, %xmm0
.L1959:
	divsd	%xmm1, %xmm0
	movsd	%xmm0, (%r15,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	je	.L1966
.L1962:
	movq	(%rcx,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1978
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
	jne	.L1956
.L1977:
	movq	8(%rbp), %rsi
	movq	(%rsi,%rax), %rsi
	testq	%rsi, %rsi
	jns	.L1972
.L1960:
	movq	%rsi, %rdi
	andl	$1, %esi
	pxor	%xmm0, %xmm0
	shrq	%rdi
	orq	%rsi, %rdi
	cvtsi2sdq	%rdi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1959
	.p2align 4,,10
	.p2align 3
.L1966:
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
	leaq	.LC308(%rip), %rcx
	leaq	.LC309(%rip), %rax
	movl	$120, %r8d
	leaq	.LC306(%rip), %rsi
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
	je	.L1964
	movq	.LC297(%rip), %rax
	movl	$60, %r14d
	movq	%rax, %xmm1
	jmp	.L1953
	.p2align 4,,10
	.p2align 3
.L1964:
	movq	%r13, %rcx
	movl	$7, %edx
	movl	$1, %esi
	movq	%rbx, (%rsp)
	leaq	.LC302(%rip), %rdi
	call	fwrite@PLT
	movq	(%rsp), %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	xorl	%eax, %eax
.L1943:
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
.L1976:
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
	jmp	.L1951
.L1973:
	xorl	%ebx, %ebx
	movq	%rbx, %xmm1
	jmp	.L1946
.L1944:
	movq	%r11, %rdi
	call	free@PLT
	movq	%r15, %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L1943
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
.L1980:
	xorl	%r15d, %r15d
.L1984:
	movq	%rbp, %rsi
	movl	$1, %edi
	call	clock_gettime@PLT
	movq	72(%rsp), %r12
	movl	$20000000, %eax
	imulq	$1000000000, 64(%rsp), %r13
	movl	$3, %edx
	jmp	.L1983
	.p2align 4,,10
	.p2align 3
.L1999:
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	imulq	%r14, %rdx
	subl	$1, %eax
	je	.L1998
.L1983:
	testq	%r15, %r15
	jne	.L1999
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	addq	%r14, %rdx
	subl	$1, %eax
	jne	.L1983
.L1998:
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
	jne	.L2000
	movl	$1, %r15d
	jmp	.L1984
.L2000:
	subl	$1, 16(%rsp)
	jne	.L1980
	movq	48(%rsp), %rax
	testq	%rax, %rax
	js	.L1986
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1987:
	movsd	.LC314(%rip), %xmm1
	movq	24(%rsp), %rax
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rax)
	movq	56(%rsp), %rax
	testq	%rax, %rax
	js	.L1988
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L1989:
	movsd	.LC315(%rip), %xmm2
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
	jb	.L1996
	movsd	(%rbx), %xmm0
.L1979:
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
.L1996:
	.cfi_restore_state
	pxor	%xmm0, %xmm0
	jmp	.L1979
.L1986:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1987
.L1988:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L1989
	.cfi_endproc
.LFE21:
	.size	estimate_ghz, .-estimate_ghz
	.section	.rodata.str1.8
	.align 8
.LC317:
	.string	"One stall of %g ms: the latency of each request by its due time"
	.align 8
.LC318:
	.string	"due time, ms from the stall's start"
	.section	.rodata.str1.1
.LC319:
	.string	"%g"
.LC320:
	.string	"#2e8b57"
.LC321:
	.string	"#1f5fbf"
.LC322:
	.string	"closed: one sample of %s us"
.LC323:
	.string	"open: %lu requests delayed"
.LC324:
	.string	"#c0392b"
	.section	.rodata.str1.8
	.align 8
.LC325:
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
	jb	.L2002
	xorl	%edx, %edx
	divq	%r15
	movq	%rax, -384(%rbp)
.L2002:
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
	js	.L2003
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L2004:
	movq	16(%r13), %rdx
	movq	(%rdx,%r12,8), %rax
	testq	%rax, %rax
	js	.L2005
	pxor	%xmm5, %xmm5
	cvtsi2sdq	%rax, %xmm5
	movsd	%xmm5, -424(%rbp)
.L2006:
	pxor	%xmm0, %xmm0
	cmpq	$0, -360(%rbp)
	movq	$0x000000000, -280(%rbp)
	movups	%xmm0, -296(%rbp)
	je	.L2056
	cmpq	$0, -368(%rbp)
	je	.L2056
	movq	(%rdx,%rbx,8), %rax
	leaq	0(,%rbx,8), %r14
	testq	%rax, %rax
	js	.L2010
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2011:
	subsd	%xmm2, %xmm0
	movsd	.LC297(%rip), %xmm3
	movq	-312(%rbp), %rax
	leaq	0(,%rax,8), %r12
	divsd	%xmm3, %xmm0
	movq	-8(%rdx,%r12), %rax
	movsd	%xmm0, -320(%rbp)
	testq	%rax, %rax
	js	.L2012
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2013:
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
	js	.L2014
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L2015:
	movsd	%xmm2, -344(%rbp)
	divsd	%xmm3, %xmm4
	addsd	%xmm4, %xmm0
	call	fmax@PLT
	movq	-312(%rbp), %rsi
	movq	.LC297(%rip), %rax
	movsd	%xmm0, -328(%rbp)
	movsd	-320(%rbp), %xmm0
	movsd	-344(%rbp), %xmm2
	cmpq	%rsi, %rbx
	movq	%rax, %xmm3
	movhpd	-328(%rbp), %xmm0
	movaps	%xmm0, -304(%rbp)
	jnb	.L2054
	movq	8(%r13), %rax
	pxor	%xmm1, %xmm1
	addq	%rax, %r14
	addq	%rax, %r12
	jmp	.L2019
	.p2align 4,,10
	.p2align 3
.L2072:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2018:
	divsd	%xmm3, %xmm0
	addq	$8, %r14
	call	fmax@PLT
	movq	.LC297(%rip), %rax
	cmpq	%r14, %r12
	movapd	%xmm0, %xmm1
	movq	%rax, %xmm3
	je	.L2071
.L2019:
	movq	(%r14), %rax
	testq	%rax, %rax
	jns	.L2072
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2018
	.p2align 4,,10
	.p2align 3
.L2071:
	movsd	.LC298(%rip), %xmm5
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm5
	movq	%xmm5, %r12
.L2016:
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
	ja	.L2073
.L2020:
	movapd	%xmm1, %xmm0
	movsd	%xmm4, -352(%rbp)
	movsd	%xmm2, -344(%rbp)
	call	nice_step
	movsd	-352(%rbp), %xmm4
	movq	-336(%rbp), %rax
	movq	.LC297(%rip), %rsi
	movsd	-344(%rbp), %xmm2
	mulsd	%xmm0, %xmm4
	movq	48(%rax), %rax
	movq	%rsi, %xmm3
	testq	%rax, %rax
	movsd	%xmm4, -280(%rbp)
	js	.L2021
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2022:
	divsd	%xmm3, %xmm0
	leaq	-208(%rbp), %rax
	leaq	.LC317(%rip), %rdx
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
	leaq	.LC299(%rip), %rsi
	movq	%r14, %rdi
	call	fprintf@PLT
	leaq	-304(%rbp), %rax
	leaq	.LC318(%rip), %rdx
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
	movq	.LC297(%rip), %rax
	divsd	%xmm0, %xmm4
	movsd	-344(%rbp), %xmm2
	movq	%rax, %xmm3
	movapd	%xmm4, %xmm0
	andpd	%xmm1, %xmm0
	ucomisd	%xmm0, %xmm6
	ja	.L2074
.L2023:
	mulsd	%xmm5, %xmm4
	movsd	-328(%rbp), %xmm7
	popq	%rax
	popq	%rdx
	comisd	%xmm4, %xmm7
	jb	.L2075
	movapd	%xmm5, %xmm6
	movq	-312(%rbp), %rax
	movq	%rbx, -456(%rbp)
	leaq	-240(%rbp), %r12
	divsd	%xmm3, %xmm6
	movq	-376(%rbp), %rbx
	leaq	.LC301(%rip), %r14
	movsd	%xmm2, -448(%rbp)
	movq	%rax, -440(%rbp)
	movsd	%xmm5, -352(%rbp)
	movsd	%xmm6, -344(%rbp)
	.p2align 4,,10
	.p2align 3
.L2029:
	movapd	%xmm4, %xmm0
	movl	$32, %esi
	movq	%r12, %rdi
	movl	$1, %eax
	andpd	.LC55(%rip), %xmm0
	leaq	.LC319(%rip), %rdx
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
	mulsd	.LC46(%rip), %xmm1
	addsd	.LC47(%rip), %xmm1
	movapd	%xmm1, %xmm2
	movapd	%xmm1, %xmm0
	call	fprintf@PLT
	movsd	-312(%rbp), %xmm4
	addsd	-352(%rbp), %xmm4
	movsd	-328(%rbp), %xmm6
	movq	.LC297(%rip), %rax
	comisd	%xmm4, %xmm6
	movq	%rax, %xmm3
	jnb	.L2029
	movq	-440(%rbp), %rax
	movsd	-448(%rbp), %xmm2
	movq	-456(%rbp), %rbx
	movq	%rax, -312(%rbp)
.L2030:
	movq	-312(%rbp), %rax
	cmpq	%rax, %rbx
	jnb	.L2076
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
	jmp	.L2035
	.p2align 4,,10
	.p2align 3
.L2078:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2032:
	subsd	%xmm2, %xmm0
	movq	(%rsi,%rax,8), %r8
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rcx,%rax,8)
	testq	%r8, %r8
	js	.L2033
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%r8, %xmm0
.L2034:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %r11
	je	.L2077
.L2035:
	movq	(%rdi,%rax,8), %r8
	testq	%r8, %r8
	jns	.L2078
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2032
	.p2align 4,,10
	.p2align 3
.L2033:
	movq	%r8, %r9
	andl	$1, %r8d
	pxor	%xmm0, %xmm0
	shrq	%r9
	orq	%r8, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2034
	.p2align 4,,10
	.p2align 3
.L2077:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-360(%rbp), %rdx
	movq	-408(%rbp), %r8
	movq	%r11, -312(%rbp)
	movq	-368(%rbp), %rcx
	leaq	.LC324(%rip), %r9
	movq	-400(%rbp), %rsi
	movq	-376(%rbp), %rdi
	pushq	$0
	call	svg_line
	popq	%rax
	popq	%rdx
	movq	.LC297(%rip), %rax
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	movq	%rax, %xmm3
	je	.L2079
.L2050:
	movq	-416(%rbp), %rcx
	movq	-312(%rbp), %r11
	xorl	%edx, %edx
	xorl	%eax, %eax
	movsd	-424(%rbp), %xmm1
	movq	-384(%rbp), %rsi
	movq	-360(%rbp), %rdi
	movq	-368(%rbp), %r8
	subsd	%xmm2, %xmm1
	jmp	.L2043
	.p2align 4,,10
	.p2align 3
.L2081:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L2040:
	addsd	%xmm1, %xmm0
	divsd	%xmm3, %xmm0
	movsd	%xmm0, (%rdi,%rax,8)
	testq	%rcx, %rcx
	js	.L2041
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2042:
	divsd	%xmm3, %xmm0
	addq	%r15, %rdx
	subq	%r15, %rcx
	movsd	%xmm0, (%r8,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rsi
	je	.L2080
.L2043:
	testq	%rdx, %rdx
	jns	.L2081
	movq	%rdx, %r9
	movq	%rdx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2040
	.p2align 4,,10
	.p2align 3
.L2041:
	movq	%rcx, %r9
	movq	%rcx, %r10
	pxor	%xmm0, %xmm0
	shrq	%r9
	andl	$1, %r10d
	orq	%r10, %r9
	cvtsi2sdq	%r9, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2042
	.p2align 4,,10
	.p2align 3
.L2080:
	subq	$8, %rsp
	movq	%r11, -312(%rbp)
	movq	-384(%rbp), %r8
	leaq	.LC320(%rip), %r9
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
	movq	.LC297(%rip), %rax
	movq	%rax, %xmm3
	jnb	.L2038
.L2037:
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
	jmp	.L2049
	.p2align 4,,10
	.p2align 3
.L2082:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L2046:
	subsd	%xmm2, %xmm0
	movq	(%rcx,%rbx,8), %rdi
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rdx,%rbx,8)
	testq	%rdi, %rdi
	js	.L2047
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L2048:
	divsd	%xmm3, %xmm0
	movsd	%xmm0, 160(%rax,%rbx,8)
	addq	$1, %rbx
	cmpq	%rbx, %r11
	je	.L2038
.L2049:
	movq	(%rsi,%rbx,8), %rdi
	testq	%rdi, %rdi
	jns	.L2082
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2046
	.p2align 4,,10
	.p2align 3
.L2047:
	movq	%rdi, %r8
	andl	$1, %edi
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rdi, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2048
	.p2align 4,,10
	.p2align 3
.L2076:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-408(%rbp), %r8
	movq	-376(%rbp), %rdi
	pushq	$0
	movq	-368(%rbp), %rcx
	leaq	.LC324(%rip), %r9
	movq	-360(%rbp), %rdx
	movq	-400(%rbp), %rsi
	call	svg_line
	movq	.LC297(%rip), %rax
	popq	%rdi
	cmpq	$0, -384(%rbp)
	movsd	-320(%rbp), %xmm2
	popq	%r8
	movq	%rax, %xmm3
	jne	.L2050
	subq	$8, %rsp
	movq	-368(%rbp), %rcx
	movq	-360(%rbp), %rdx
	leaq	.LC320(%rip), %r9
	pushq	$1
	movq	-400(%rbp), %rsi
	xorl	%r8d, %r8d
	movq	-376(%rbp), %rdi
	call	svg_line
	popq	%r9
	popq	%r10
	.p2align 4,,10
	.p2align 3
.L2038:
	subq	$8, %rsp
	movq	-408(%rbp), %r8
	movq	-368(%rbp), %rcx
	leaq	.LC321(%rip), %r9
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
	leaq	.LC322(%rip), %rdx
	movq	%rax, %rcx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	snprintf@PLT
	movl	$60, %r9d
	movl	$60, %ecx
	leaq	.LC321(%rip), %rax
	movq	%rbx, -392(%rbp)
	movl	$120, %r8d
	movl	$92, %edx
	movq	-376(%rbp), %rdi
	movq	%rbx, (%rsp)
	leaq	.LC306(%rip), %rbx
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
	leaq	.LC323(%rip), %rdx
	movq	%r13, %rdi
	call	snprintf@PLT
	subq	$8, %rsp
	movl	$78, %ecx
	leaq	.LC324(%rip), %rax
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
	leaq	.LC325(%rip), %rdx
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
	leaq	.LC41(%rip), %rax
	pushq	%r13
	movl	$96, %r9d
	movl	$92, %edx
	movq	%rbx, %rsi
	pushq	$100
	movl	$120, %r8d
	movq	%r14, %rdi
	pushq	$126
	pushq	%rax
	leaq	.LC320(%rip), %rax
	pushq	%rax
	xorl	%eax, %eax
	call	fprintf@PLT
	addq	$48, %rsp
	movq	%r14, %rcx
	movl	$7, %edx
	movl	$1, %esi
	leaq	.LC302(%rip), %rdi
	call	fwrite@PLT
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	xorl	%eax, %eax
.L2001:
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
.L2074:
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
	jmp	.L2023
	.p2align 4,,10
	.p2align 3
.L2073:
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
	jmp	.L2020
	.p2align 4,,10
	.p2align 3
.L2021:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2022
	.p2align 4,,10
	.p2align 3
.L2014:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L2015
	.p2align 4,,10
	.p2align 3
.L2012:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2013
	.p2align 4,,10
	.p2align 3
.L2010:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2011
	.p2align 4,,10
	.p2align 3
.L2005:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	movsd	%xmm0, -424(%rbp)
	jmp	.L2006
	.p2align 4,,10
	.p2align 3
.L2003:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L2004
	.p2align 4,,10
	.p2align 3
.L2054:
	xorl	%r12d, %r12d
	movq	%r12, %xmm1
	jmp	.L2016
	.p2align 4,,10
	.p2align 3
.L2075:
	leaq	-240(%rbp), %r12
	jmp	.L2030
	.p2align 4,,10
	.p2align 3
.L2079:
	subq	$8, %rsp
	movsd	%xmm2, -320(%rbp)
	movq	-368(%rbp), %rcx
	movq	-400(%rbp), %rsi
	pushq	$1
	movq	-360(%rbp), %rdx
	xorl	%r8d, %r8d
	leaq	.LC320(%rip), %r9
	movq	-376(%rbp), %rdi
	call	svg_line
	movq	.LC297(%rip), %rax
	popq	%rcx
	movsd	-320(%rbp), %xmm2
	popq	%rsi
	movq	%rax, %xmm3
	jmp	.L2037
.L2056:
	movq	-360(%rbp), %rdi
	call	free@PLT
	movq	-368(%rbp), %rdi
	call	free@PLT
	orl	$-1, %eax
	jmp	.L2001
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
	jne	.L2101
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
	jmp	.L2100
	.p2align 4,,10
	.p2align 3
.L2114:
	movq	40(%rsp), %rax
	movl	$1, (%rax)
.L2087:
	addq	$4, 40(%rsp)
	movq	40(%rsp), %rax
	addq	$8, 56(%rsp)
	addq	$112, 88(%rsp)
	addq	$8, 48(%rsp)
	cmpq	%rax, 96(%rsp)
	je	.L2099
	movq	32(%r15), %r12
	movq	40(%r15), %r13
.L2100:
	movq	56(%rsp), %rdi
	movl	16(%r15), %esi
	movq	%r12, %rax
	xorl	%ebx, %ebx
	movl	$99999, %ecx
	mulq	(%rdi)
	testl	%esi, %esi
	jne	.L2085
	movl	$50000, %ecx
	xorl	%ebx, %ebx
.L2085:
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
	je	.L2114
	movq	1208(%r15), %rcx
	movq	1216(%r15), %r8
	movq	%r14, %rsi
	movq	48(%rsp), %rdx
	movq	88(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L2115
	addl	$1, 24(%r15)
	cmpq	%r14, 80(%r15)
	jnb	.L2089
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
.L2090:
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
	jnc	.L2093
	addq	$1, %rsi
	addq	%r9, %rdi
	addq	%r8, %rbx
	cmpq	$16383, %rsi
	jbe	.L2116
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
	jmp	.L2090
	.p2align 4,,10
	.p2align 3
.L2116:
	movq	%rsi, %r13
	movl	$1, %eax
	xorl	%ecx, %ecx
	jmp	.L2090
	.p2align 4,,10
	.p2align 3
.L2093:
	movq	48(%rsp), %rax
	movq	%r13, 192(%rax)
	movq	%rbx, 264(%rax)
	movq	%r12, 312(%rax)
	testl	%ecx, %ecx
	je	.L2117
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	movq	40(%rsp), %rax
	subl	$16, %ecx
	movl	%ecx, 192(%rax)
	jmp	.L2087
	.p2align 4,,10
	.p2align 3
.L2099:
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
.L2083:
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
.L2115:
	.cfi_restore_state
	movq	40(%rsp), %rax
	movl	$1, (%rax)
	addl	$1, 1228(%r15)
	jmp	.L2087
	.p2align 4,,10
	.p2align 3
.L2089:
	movq	(%r15), %rdx
	xorl	%ecx, %ecx
	subq	$1, %rdx
	je	.L2091
	.p2align 4,,10
	.p2align 3
.L2092:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2104
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2092
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
.L2091:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	$0, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2087
	.p2align 4,,10
	.p2align 3
.L2117:
	imulq	%rbp, %r12
	movq	(%r15), %rdx
	subq	%rbx, %r14
	subq	%r12, %r14
	subq	$1, %rdx
	je	.L2097
	.p2align 4,,10
	.p2align 3
.L2098:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2106
	movq	%rdx, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2098
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2097:
	movq	48(%rsp), %rax
	movq	40(%rsp), %rbx
	movl	$1, 24(%rbx)
	movq	%r13, 96(%rax)
	movq	%r14, 144(%rax)
	movq	$0, 192(%rax)
	movq	$0, 264(%rax)
	movl	%ecx, 192(%rbx)
	jmp	.L2087
	.p2align 4,,10
	.p2align 3
.L2104:
	movl	$48, %ecx
	jmp	.L2091
.L2106:
	movl	$48, %ecx
	jmp	.L2097
.L2101:
	movl	$-2, %eax
	jmp	.L2083
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
	jbe	.L2123
	movq	32(%rcx), %rax
	ret
	.p2align 4,,10
	.p2align 3
.L2123:
	movq	(%rcx), %rax
	ret
	.cfi_endproc
.LFE43:
	.size	draw_bimodal, .-draw_bimodal
	.section	.rodata.str1.1
.LC326:
	.string	"--help"
	.section	.rodata.str1.8
	.align 8
.LC327:
	.string	"--stall %s us is not below --period %s us: stalls may not overlap (use --period 0 for a single stall)"
	.align 8
.LC328:
	.string	"--stall %s us is not below --period %s us: random stalls of that mean would leave the server almost no time between them"
	.align 8
.LC329:
	.string	"drop --service-dist or use catch-up"
	.align 8
.LC330:
	.string	"takes fixed service times only: "
	.section	.rodata.str1.1
.LC331:
	.string	"--closed back-to-back %s%s"
	.section	.rodata.str1.8
	.align 8
.LC332:
	.string	"--period 0 means a single stall"
	.align 8
.LC333:
	.string	"--stalls poisson needs --period T, the mean gap between stall starts: %s%s"
	.align 8
.LC334:
	.string	"add --schedule poisson or drop --rate"
	.align 8
.LC335:
	.string	"applies only with --schedule poisson"
	.section	.rodata.str1.1
.LC336:
	.string	"--rate %s: %s"
	.section	.rodata.str1.8
	.align 8
.LC337:
	.string	"drop --connections or use catch-up"
	.section	.rodata.str1.1
.LC338:
	.string	"takes one connection: "
.LC339:
	.string	"--closed skip %s%s"
	.section	.rodata.str1.8
	.align 8
.LC340:
	.string	"--generator-pause %s us is not below --generator-period %s us: the sender would never send (use --generator-period 0 for one pause)"
	.section	.rodata.str1.1
.LC341:
	.string	"use catch-up"
	.section	.rodata.str1.8
	.align 8
.LC342:
	.string	"takes no --timeout or --queue-limit (a connection that gives up or is refused would send again at once): "
	.align 8
.LC343:
	.string	"drop --sweep, --cross-check and the faults"
	.align 8
.LC344:
	.string	"scores a benchmark run without faults, or users: "
	.section	.rodata.str1.1
.LC345:
	.string	"--scoreboard %s%s"
.LC346:
	.string	"drop --sweep or --cross-check"
.LC347:
	.string	"apply to a benchmark run: "
	.section	.rodata.str1.8
	.align 8
.LC348:
	.string	"--timeout, --queue-limit and the generator's options %s%s"
	.text
	.p2align 4
	.type	resolve_conflicts.constprop.0, @function
resolve_conflicts.constprop.0:
.LFB366:
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
	leaq	.LC42(%rip), %rbx
	movq	%rax, 24(%rsp)
.L2126:
	movq	$0, 64(%rsp)
	movq	48(%r8), %rcx
	testq	%rcx, %rcx
	jne	.L2125
.L2129:
	addq	$96, %r8
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rax, %r8
	jne	.L2126
	movq	48(%rsp), %rbp
	jmp	.L2127
.L2125:
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
	je	.L2129
	movq	56(%rsp), %rax
	leaq	(%rax,%rax,2), %r15
	leaq	SERVICE_DISTS(%rip), %rax
	salq	$5, %r15
	addq	%r15, %rax
	movq	%rax, 40(%rsp)
	.p2align 4,,10
	.p2align 3
.L2128:
	movzbl	(%r12), %ecx
	subl	$45, %ecx
	movl	%ecx, %ebp
	jne	.L2130
	movzbl	1(%r12), %ecx
	subl	$104, %ecx
	movl	%ecx, %ebp
	jne	.L2130
	movzbl	2(%r12), %ebp
.L2130:
	movq	16(%rsp), %rdx
	cmpq	%rdx, 24(%rsp)
	je	.L2208
.L2131:
	movl	$-1, %eax
	leaq	.LC326(%rip), %r13
	testl	%ebp, %ebp
	je	.L2137
	leaq	.LC167(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r13
	call	strcmp@PLT
.L2137:
	leaq	48+OPTIONS(%rip), %r15
	xorl	%ebp, %ebp
	jmp	.L2141
	.p2align 4,,10
	.p2align 3
.L2138:
	addl	$1, %ebp
	cmpl	$54, %ebp
	je	.L2140
	movq	(%r15), %rsi
	movq	%r13, %rdi
	addq	$48, %r15
	call	strcmp@PLT
.L2141:
	testl	%eax, %eax
	jne	.L2138
	movabsq	$-6148914691236517205, %rdx
	movslq	%ebp, %rcx
	leaq	(%rcx,%rcx,2), %rax
	movq	8(%rsp), %rcx
	imulq	%rdx, %rax
	cmpb	$0, 512(%rcx,%rax)
	je	.L2140
	movq	40(%rsp), %rax
	movq	%r12, %rdi
	movq	48(%rax), %rbp
	call	strlen@PLT
	movq	%rax, %r15
	testq	%rbp, %rbp
	jne	.L2142
	jmp	.L2206
	.p2align 4,,10
	.p2align 3
.L2145:
	movq	%r15, %rdx
	movq	%r12, %rsi
	movq	%rbp, %rdi
	call	strncmp@PLT
	testl	%eax, %eax
	jne	.L2144
	testb	$-33, 0(%rbp,%r15)
	je	.L2140
.L2144:
	movq	%rbp, %rdi
	movq	%rbx, %rsi
	call	strcspn@PLT
	addq	%rax, %rbp
	xorl	%eax, %eax
	cmpb	$32, 0(%rbp)
	sete	%al
	addq	%rax, %rbp
.L2142:
	cmpb	$0, 0(%rbp)
	jne	.L2145
.L2206:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	xorl	%esi, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
.L2136:
	testl	%eax, %eax
	jne	.L2147
.L2127:
	movq	8(%rsp), %rax
	movl	8(%rax), %esi
	testl	%esi, %esi
	jne	.L2209
.L2148:
	movq	8(%rsp), %rax
	cmpl	$1, 40(%rax)
	movq	56(%rax), %rsi
	je	.L2210
.L2150:
	testq	%rsi, %rsi
	jne	.L2151
.L2152:
	movq	8(%rsp), %rax
	pxor	%xmm0, %xmm0
	ucomisd	392(%rax), %xmm0
	jp	.L2173
	jne	.L2173
.L2154:
	movq	8(%rsp), %rbx
	movl	152(%rbx), %eax
	cmpl	$1, %eax
	jne	.L2156
	cmpq	$1, 160(%rbx)
	ja	.L2211
.L2156:
	movq	8(%rsp), %rbx
	movl	496(%rbx), %ecx
	movl	500(%rbx), %edx
	testl	%ecx, %ecx
	je	.L2212
	testl	%edx, %edx
	jne	.L2159
	movq	8(%rsp), %rbx
	movl	$500000000, %edx
	movq	264(%rbx), %rcx
	testq	%rcx, %rcx
	jne	.L2158
.L2161:
	movq	8(%rsp), %rbx
	movq	%rdx, 272(%rbx)
.L2159:
	movq	8(%rsp), %rbx
	movq	256(%rbx), %rdx
	testq	%rdx, %rdx
	je	.L2162
	movq	264(%rbx), %rsi
	leaq	-1(%rsi), %rcx
	cmpq	%rdx, %rcx
	jb	.L2213
.L2162:
	cmpl	$2, %eax
	je	.L2214
.L2163:
	movq	8(%rsp), %rax
	movl	504(%rax), %edx
	testl	%edx, %edx
	je	.L2165
	cmpl	$0, 368(%rax)
	jne	.L2166
	movq	%rax, %rdi
	call	omissions_on
	testl	%eax, %eax
	jne	.L2166
.L2124:
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
.L2140:
	.cfi_restore_state
	movq	32(%rsp), %rdx
	movq	%rbx, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r12
	testq	%rax, %rax
	jne	.L2128
	movq	16(%rsp), %r8
	jmp	.L2129
	.p2align 4,,10
	.p2align 3
.L2208:
	movl	$-1, %eax
	leaq	.LC326(%rip), %r14
	testl	%ebp, %ebp
	je	.L2132
	leaq	.LC167(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %r14
	call	strcmp@PLT
.L2132:
	leaq	48+OPTIONS(%rip), %r15
	xorl	%r13d, %r13d
	jmp	.L2135
	.p2align 4,,10
	.p2align 3
.L2133:
	addl	$1, %r13d
	cmpl	$54, %r13d
	je	.L2203
	movq	(%r15), %rsi
	movq	%r14, %rdi
	addq	$48, %r15
	call	strcmp@PLT
.L2135:
	testl	%eax, %eax
	jne	.L2133
	movabsq	$-6148914691236517205, %rdx
	movslq	%r13d, %r8
	leaq	(%r8,%r8,2), %rax
	imulq	%rdx, %rax
	movq	8(%rsp), %rdx
	cmpb	$0, 512(%rdx,%rax)
	jne	.L2131
.L2203:
	movq	16(%rsp), %r8
	movq	48(%rsp), %rbp
	movl	$1, %esi
	movq	%rbp, %rdx
	movq	%r8, %rdi
	call	service_refusal.constprop.0
	jmp	.L2136
.L2209:
	cmpl	$2, 152(%rax)
	jne	.L2148
	leaq	.LC329(%rip), %r8
	leaq	.LC330(%rip), %rcx
	jmp	.L2207
.L2173:
	movq	8(%rsp), %rax
	cmpl	$1, 72(%rax)
	je	.L2154
	leaq	.LC334(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC335(%rip), %rcx
	leaq	.LC336(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2147
.L2212:
	movq	$1000000000, 264(%rbx)
	testl	%edx, %edx
	jne	.L2159
	movl	$1000000000, %ecx
.L2158:
	shrq	%rcx
	movq	%rcx, %rdx
	jmp	.L2161
.L2210:
	cmpq	$0, 48(%rax)
	je	.L2150
	testq	%rsi, %rsi
	je	.L2215
.L2151:
	movq	8(%rsp), %rax
	cmpq	%rsi, 48(%rax)
	jb	.L2152
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
	leaq	.LC328(%rip), %rdx
	leaq	.LC327(%rip), %rax
	movl	$2048, %esi
	cmove	%rax, %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2147
.L2165:
	movq	8(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L2124
	xorl	%eax, %eax
	cmpl	$0, 368(%rdi)
	je	.L2124
	leaq	.LC346(%rip), %r8
	leaq	.LC347(%rip), %rcx
	movl	$2048, %esi
	movq	%rbp, %rdi
	leaq	.LC348(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2147
.L2214:
	movq	8(%rsp), %rax
	cmpq	$0, 224(%rax)
	jne	.L2164
	cmpl	$0, 232(%rax)
	je	.L2163
.L2164:
	leaq	.LC341(%rip), %r8
	leaq	.LC342(%rip), %rcx
.L2207:
	leaq	.LC331(%rip), %rdx
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2147
.L2215:
	leaq	.LC3(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC332(%rip), %rcx
	leaq	.LC333(%rip), %rdx
	call	snprintf@PLT
.L2147:
	orl	$-1, %eax
	jmp	.L2124
.L2211:
	leaq	.LC337(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC338(%rip), %rcx
	leaq	.LC339(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2147
.L2213:
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
	leaq	.LC340(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2147
.L2166:
	leaq	.LC343(%rip), %r8
	movl	$2048, %esi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	leaq	.LC344(%rip), %rcx
	leaq	.LC345(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2147
	.cfi_endproc
.LFE366:
	.size	resolve_conflicts.constprop.0, .-resolve_conflicts.constprop.0
	.section	.rodata.str1.1
.LC349:
	.string	"ok %s\n"
.LC350:
	.string	"FAIL %s: expected %s, got %s\n"
	.text
	.p2align 4
	.type	expect, @function
expect:
.LFB310:
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
	je	.L2228
	movb	$0, 175(%rsp)
	movq	%rcx, %rsi
	movq	%r8, %rdi
	movl	$47, %ecx
	leaq	128(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2221:
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
	jc	.L2221
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
.L2224:
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
	jc	.L2224
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
	leaq	.LC350(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movl	$1, %eax
.L2216:
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
.L2228:
	.cfi_restore_state
	movq	16(%rsp), %rsi
	leaq	.LC349(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	xorl	%eax, %eax
	jmp	.L2216
	.cfi_endproc
.LFE310:
	.size	expect, .-expect
	.section	.rodata.str1.1
.LC351:
	.string	"parse_time '%s'%s"
.LC352:
	.string	" is refused"
	.text
	.p2align 4
	.type	expect_time, @function
expect_time:
.LFB311:
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
	jne	.L2235
	movq	%rbx, %rcx
	movq	%r12, %rdi
	leaq	.LC352(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC351(%rip), %rdx
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
.L2235:
	.cfi_restore_state
	movq	%rbx, %rcx
	leaq	.LC3(%rip), %r8
	movq	%r12, %rdi
	xorl	%eax, %eax
	leaq	.LC351(%rip), %rdx
	movl	$96, %esi
	call	snprintf@PLT
	orq	$-1, %rcx
	testl	%ebp, %ebp
	je	.L2236
.L2232:
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
.L2236:
	.cfi_restore_state
	movq	8(%rsp), %rcx
	jmp	.L2232
	.cfi_endproc
.LFE311:
	.size	expect_time, .-expect_time
	.section	.rodata.str1.8
	.align 8
.LC353:
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
	je	.L2249
	addq	$1, 8(%rax)
	movq	%r9, %r13
	movq	%r8, %r12
	movl	$47, %ecx
	movb	$0, 191(%rsp)
	leaq	144(%rsp), %rbx
	movabsq	$-3689348814741910323, %r9
	.p2align 4,,10
	.p2align 3
.L2242:
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
	jc	.L2242
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
.L2245:
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
	jc	.L2245
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
	leaq	.LC353(%rip), %rdi
	call	printf@PLT
.L2237:
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
.L2249:
	.cfi_restore_state
	addq	$1, (%rax)
	jmp	.L2237
	.cfi_endproc
.LFE192:
	.size	check, .-check
	.section	.rodata.str1.1
.LC354:
	.string	"slow"
.LC355:
	.string	"sum_ns"
.LC356:
	.string	"n"
.LC357:
	.string	"corrected"
.LC358:
	.string	"stalls"
.LC359:
	.string	"closed"
.LC360:
	.string	"open"
.LC361:
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
.L2251:
	movq	40(%rsp), %r13
	movq	32(%rsp), %r12
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %rax
	movq	%r12, %r13
	movq	%rax, %r12
	.p2align 4,,10
	.p2align 3
.L2252:
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
	jne	.L2252
	movq	32(%rsp), %r12
	movq	40(%rsp), %rbp
	xorl	%r9d, %r9d
	movq	%rbx, %rdx
	movq	$0, 56(%rsp)
	leaq	.LC354(%rip), %rcx
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
	leaq	.LC355(%rip), %rcx
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
	jne	.L2251
	movq	72(%rsp), %rbx
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	leaq	.LC356(%rip), %rcx
	leaq	.LC358(%rip), %r13
	leaq	.LC359(%rip), %r14
	movq	160(%rbx), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 152
	leaq	.LC357(%rip), %rdx
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
	leaq	.LC360(%rip), %r13
	xorl	%r9d, %r9d
	pushq	%rax
	.cfi_def_cfa_offset 160
	movq	248(%rbp), %r8
	movq	%r13, %rdx
	movl	%r15d, 36(%rsp)
	leaq	.LC361(%rip), %r15
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
	je	.L2269
.L2256:
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
.L2269:
	.cfi_restore_state
	movl	72(%rsi), %eax
	testl	%eax, %eax
	je	.L2256
	cmpl	$1, %eax
	je	.L2270
	movq	%rsp, %r12
	movq	104(%rsi), %rsi
	leaq	40(%rbx), %rdi
	movl	$256, %ecx
	movq	%r12, %rdx
	call	numbers_open.constprop.0
	testl	%eax, %eax
	je	.L2256
	leaq	run_fault_lock(%rip), %rbp
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L2271
.L2261:
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
.L2270:
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
.L2271:
	.cfi_restore_state
	movq	%r12, %rcx
	leaq	.LC26(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L2261
	.cfi_endproc
.LFE64:
	.size	due_restart, .-due_restart
	.p2align 4
	.type	dist_add, @function
dist_add:
.LFB94:
	.cfi_startproc
	testq	%rcx, %rcx
	je	.L2279
	testq	%r8, %r8
	je	.L2279
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
	jne	.L2272
	movq	%rsi, %r14
	movq	8(%rdi), %rsi
	movq	(%rdi), %rdi
	cmpq	16(%rbx), %rsi
	je	.L2282
.L2274:
	leaq	1(%rsi), %rax
	salq	$5, %rsi
	addq	%rsi, %rdi
	movq	%rax, 8(%rbx)
	movq	%r14, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
.L2272:
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
.L2279:
	.cfi_restore 3
	.cfi_restore 14
	.cfi_restore 15
	ret
	.p2align 4,,10
	.p2align 3
.L2282:
	.cfi_def_cfa_offset 64
	.cfi_offset 3, -32
	.cfi_offset 14, -24
	.cfi_offset 15, -16
	testq	%rsi, %rsi
	je	.L2277
	leaq	(%rsi,%rsi), %r15
	salq	$6, %rsi
.L2275:
	movq	%r8, 24(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rdx, 8(%rsp)
	call	realloc@PLT
	movq	8(%rsp), %rdx
	movq	16(%rsp), %rcx
	testq	%rax, %rax
	movq	24(%rsp), %r8
	movq	%rax, %rdi
	je	.L2283
	movq	%rax, (%rbx)
	movq	8(%rbx), %rsi
	movq	%r15, 16(%rbx)
	jmp	.L2274
	.p2align 4,,10
	.p2align 3
.L2277:
	movl	$512, %esi
	movl	$16, %r15d
	jmp	.L2275
.L2283:
	movl	$1, 24(%rbx)
	jmp	.L2272
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
	je	.L2285
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
	jnb	.L2344
.L2285:
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
	je	.L2289
	movq	8(%rsp), %rax
	movq	88(%rsp), %rdi
	subq	%rdi, %rax
	cmpq	%rax, 24(%rsp)
	jnb	.L2345
.L2289:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rcx
	movq	(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rax
.L2290:
	movq	%rax, 264(%r14)
	movl	152(%rbx), %eax
	testl	%eax, %eax
	je	.L2346
	cmpl	$1, %eax
	jne	.L2299
	movq	96(%rsp), %r12
	movq	(%rsp), %rsi
	addq	%rsi, %r12
	testq	%r13, %r13
	je	.L2300
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
	jb	.L2301
	movq	16(%rsp), %rax
	movq	88(%rsp), %rcx
	imulq	%rcx, %rax
	addq	%rax, %r12
	jmp	.L2298
.L2299:
	movq	48(%rbx), %r9
	movq	(%rbx), %rsi
	movq	144(%rbx), %rdi
	testq	%r9, %r9
	je	.L2303
	movq	56(%rbx), %r8
	movq	64(%rbx), %r10
	xorl	%ecx, %ecx
	xorl	%r13d, %r13d
	xorl	%r12d, %r12d
	.p2align 4,,10
	.p2align 3
.L2304:
	movq	%r8, %rdx
	xorl	%eax, %eax
	imulq	%r13, %rdx
	addq	%r10, %rdx
	cmpq	%r12, %rdx
	jb	.L2307
	movq	%rdx, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
.L2307:
	testq	%rdi, %rdi
	je	.L2308
	movq	%rsi, %rdx
	imulq	%rax, %rdx
	addq	%r12, %rdx
	cmpq	%rdi, %rdx
	setnb	%dl
.L2309:
	testb	%dl, %dl
	jne	.L2310
	addq	$1, %rax
	addq	%rax, %rcx
	imulq	%rsi, %rax
	addq	%r9, %rax
	addq	%rax, %r12
	addq	$1, %r13
	je	.L2304
	testq	%r8, %r8
	jne	.L2304
.L2310:
	testq	%rdi, %rdi
	jne	.L2347
.L2306:
	movq	136(%rbx), %r8
	subq	%rcx, %r8
.L2313:
	testq	%r8, %r8
	je	.L2312
	movq	%rsi, %rax
	imulq	%r8, %rax
	addq	%rax, %r12
.L2312:
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
	jmp	.L2298
.L2344:
	movq	56(%rbx), %r10
	xorl	%edx, %edx
	movq	%r10, %rax
	divq	%rbp
	movq	%rax, %rsi
	movl	$1, %eax
	cmpq	%rbp, %r10
	jb	.L2287
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%rcx, %rax
	divq	%rsi
	addq	$1, %rax
.L2287:
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
	jmp	.L2285
.L2345:
	movq	16(%rsp), %rdx
	movq	(%rsp), %rcx
	movq	%r11, %rax
	subq	%rdi, %rax
	imulq	%rdi, %rdx
	movq	96(%rsp), %rdi
	imulq	%rcx, %rax
	addq	%rdi, %rdx
	addq	%rdx, %rax
	jmp	.L2290
	.p2align 4,,10
	.p2align 3
.L2308:
	leaq	(%rax,%rcx), %rdx
	cmpq	136(%rbx), %rdx
	setnb	%dl
	jmp	.L2309
.L2346:
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
.L2297:
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
	jb	.L2292
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L2294
	movq	24(%rsp), %r11
	movq	%rbx, %rax
	xorl	%edx, %edx
	subq	%r11, %rax
	divq	%r15
	leaq	-1(%r14), %rdx
	cmpq	%rax, %rdx
	cmova	%rax, %rdx
	cmpq	%r12, %rdx
	jnb	.L2348
.L2295:
	addq	$1, %rax
	cmpq	%rax, %r12
	cmovb	%rax, %r12
	cmpq	%r14, %r12
	jb	.L2319
.L2294:
	addq	$8, %r13
	cmpq	%r13, 16(%rsp)
	jne	.L2297
	movq	32(%rsp), %r14
	movq	%rbp, %rbx
	movq	40(%rsp), %r15
	movq	(%rsp), %rbp
	movq	248(%r14), %rax
	movq	264(%r14), %r12
	movq	%rax, 240(%r14)
.L2298:
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	movq	%r12, 256(%r14)
	jne	.L2349
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	movq	%r14, %rcx
	movq	%rbp, %rdi
	leaq	176(%rsp), %r12
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2315
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	80(%r14), %rcx
	movq	%r15, %rdi
	call	dist_summarise
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2315
	movq	168(%rbx), %rax
	cmpl	$0, 176(%rbx)
	movq	%rax, 272(%r14)
	je	.L2316
	movq	(%r14), %rcx
	movq	104(%rsp), %rdi
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	orq	$-1, %rax
	subq	%rdx, %rcx
	cmpq	%rdi, %rcx
	jb	.L2317
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
.L2317:
	movq	%rax, 272(%r14)
.L2316:
	movq	272(%r14), %rsi
	leaq	176(%rsp), %r12
	movq	%rbp, %rdi
	movq	%r12, %rdx
	call	dist_correct
	cmpl	$0, 200(%rsp)
	jne	.L2318
	movl	200(%rbx), %edx
	movq	192(%rbx), %rsi
	leaq	160(%r14), %rcx
	movq	%r12, %rdi
	call	dist_summarise
	movl	%eax, %r13d
.L2315:
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
.L2292:
	.cfi_restore_state
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	movq	%rbx, %rsi
	call	dist_add
	cmpq	%r14, %r12
	jnb	.L2294
.L2319:
	movq	%r14, %rcx
	movq	8(%rsp), %r8
	movq	(%rsp), %rdi
	movq	%r15, %rdx
	subq	%r12, %rcx
	imulq	%r15, %r12
	subq	%r12, %rbx
	movq	%rbx, %rsi
	call	dist_add
	jmp	.L2294
.L2300:
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
.L2301:
	movq	8(%rsp), %rax
	movq	16(%rsp), %r12
	imulq	%rax, %r12
	movq	(%rsp), %rax
	addq	%rax, %r12
	jmp	.L2298
.L2347:
	xorl	%r8d, %r8d
	cmpq	%rdi, %r12
	jnb	.L2312
.L2305:
	movq	%rdi, %rax
	xorl	%edx, %edx
	subq	%r12, %rax
	divq	%rsi
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %r8
	jmp	.L2313
.L2348:
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
	jmp	.L2295
.L2349:
	leaq	176(%rsp), %r12
.L2318:
	orl	$-1, %r13d
	jmp	.L2315
.L2303:
	xorl	%r13d, %r13d
	xorl	%ecx, %ecx
	xorl	%r12d, %r12d
	testq	%rdi, %rdi
	jne	.L2305
	jmp	.L2306
	.cfi_endproc
.LFE107:
	.size	closed_form, .-closed_form
	.section	.rodata.str1.8
	.align 8
.LC362:
	.string	"options start with -- (see bench --help)"
	.section	.rodata.str1.1
.LC363:
	.string	"unexpected argument '%s': %s"
.LC364:
	.string	"run it alone"
	.section	.rodata.str1.8
	.align 8
.LC365:
	.string	"%s takes no value and no other option: %s"
	.section	.rodata.str1.1
.LC366:
	.string	"--quick"
.LC367:
	.string	"--export-values"
.LC368:
	.string	"--hlog-counts"
.LC369:
	.string	"--verbose"
.LC370:
	.string	"--cross-check"
.LC371:
	.string	"--scoreboard"
.LC372:
	.string	"%s needs a value: %s"
	.section	.rodata.str1.8
	.align 8
.LC373:
	.string	"%s needs a value, and '%s' is an option: see bench --help"
	.section	.rodata.str1.1
.LC374:
	.string	"at most 1000 characters"
.LC375:
	.string	"%s: the value is too long: %s"
	.text
	.p2align 4
	.type	apply_args.constprop.0, @function
apply_args.constprop.0:
.LFB371:
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
	jle	.L2379
	movq	%rdi, 40(%rsp)
	xorl	%r9d, %r9d
	leaq	2592+OPTIONS(%rip), %rbp
	movl	%esi, 20(%rsp)
	movl	%r9d, %r15d
	movq	%rdx, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L2351:
	movq	8(%rsp), %rcx
	movslq	%r15d, %rax
	leaq	0(,%rax,8), %rdx
	movq	(%rcx,%rax,8), %r12
	movq	%rdx, 24(%rsp)
	cmpb	$45, (%r12)
	jne	.L2383
	cmpb	$104, 1(%r12)
	jne	.L2383
	cmpb	$0, 2(%r12)
	movl	$-1, %eax
	leaq	.LC326(%rip), %rbx
	jne	.L2383
.L2354:
	leaq	OPTIONS(%rip), %r14
	xorl	%r13d, %r13d
	jmp	.L2359
	.p2align 4,,10
	.p2align 3
.L2355:
	addl	$1, %r13d
	addq	$48, %r14
	cmpl	$54, %r13d
	je	.L2358
	movq	(%r14), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
.L2359:
	movq	(%r14), %rdi
	testl	%eax, %eax
	jne	.L2355
	movslq	%r13d, %rcx
	leaq	OPTIONS(%rip), %rdx
	leaq	(%rcx,%rcx,2), %rax
	salq	$4, %rax
	movl	8(%rdx,%rax), %eax
	cmpl	$2, %eax
	je	.L2391
	leal	1(%r15), %ebx
	cmpl	$1, %eax
	je	.L2392
	cmpl	%ebx, 20(%rsp)
	je	.L2393
	movq	8(%rsp), %rax
	movq	24(%rsp), %rcx
	movq	8(%rax,%rcx), %r15
	cmpb	$45, (%r15)
	jne	.L2385
	cmpb	$104, 1(%r15)
	jne	.L2385
	cmpb	$0, 2(%r15)
	movl	$-1, %eax
	leaq	.LC326(%rip), %r14
	jne	.L2385
.L2374:
	leaq	48+OPTIONS(%rip), %r13
	jmp	.L2377
	.p2align 4,,10
	.p2align 3
.L2375:
	cmpq	%rbp, %r13
	je	.L2376
	movq	0(%r13), %rsi
	movq	%r14, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L2377:
	testl	%eax, %eax
	jne	.L2375
	movq	32(%rsp), %rdi
	movq	%r15, %r8
	movq	%r12, %rcx
	movl	$2048, %esi
	leaq	.LC373(%rip), %rdx
	call	snprintf@PLT
.L2362:
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
.L2376:
	.cfi_restore_state
	movq	%r15, %rdi
	call	strlen@PLT
	cmpq	$1000, %rax
	ja	.L2394
	movq	32(%rsp), %rcx
	movq	40(%rsp), %rdi
	movq	%r15, %rdx
	movq	%r12, %rsi
	movl	$2048, %r8d
	call	apply_option
	testl	%eax, %eax
	jne	.L2362
.L2371:
	leal	1(%rbx), %r15d
	cmpl	%r15d, 20(%rsp)
	jg	.L2351
.L2379:
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
.L2383:
	.cfi_restore_state
	leaq	.LC167(%rip), %rsi
	movq	%r12, %rdi
	movq	%r12, %rbx
	call	strcmp@PLT
	jmp	.L2354
	.p2align 4,,10
	.p2align 3
.L2385:
	leaq	.LC167(%rip), %rsi
	movq	%r15, %rdi
	movq	%r15, %r14
	call	strcmp@PLT
	jmp	.L2374
	.p2align 4,,10
	.p2align 3
.L2358:
	cmpb	$45, (%r12)
	je	.L2395
.L2384:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC362(%rip), %r8
	leaq	.LC363(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2362
	.p2align 4,,10
	.p2align 3
.L2395:
	cmpb	$45, 1(%r12)
	jne	.L2384
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC293(%rip), %r8
	leaq	.LC294(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2362
	.p2align 4,,10
	.p2align 3
.L2392:
	leaq	.LC366(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L2396
	leaq	.LC367(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L2366
	movq	40(%rsp), %rax
	movl	$1, 448(%rax)
.L2365:
	movl	%r15d, %ebx
	jmp	.L2371
	.p2align 4,,10
	.p2align 3
.L2396:
	movq	40(%rsp), %rax
	movl	$1, 480(%rax)
	jmp	.L2365
.L2366:
	leaq	.LC368(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L2397
	leaq	.LC369(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	jne	.L2368
	movq	40(%rsp), %rax
	movl	$1, 452(%rax)
	jmp	.L2365
.L2397:
	movq	40(%rsp), %rax
	movl	$1, 360(%rax)
	jmp	.L2365
.L2391:
	movq	%rdi, %rcx
	movq	32(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC364(%rip), %r8
	leaq	.LC365(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2362
.L2394:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC374(%rip), %r8
	leaq	.LC375(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2362
.L2393:
	movq	32(%rsp), %rdi
	movq	%r12, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC293(%rip), %r8
	leaq	.LC372(%rip), %rdx
	call	snprintf@PLT
	jmp	.L2362
.L2368:
	leaq	.LC370(%rip), %rsi
	movq	%rdi, 24(%rsp)
	call	strcmp@PLT
	movq	24(%rsp), %rdi
	testl	%eax, %eax
	je	.L2398
	leaq	.LC371(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L2365
	movq	40(%rsp), %rax
	movl	$1, 504(%rax)
	jmp	.L2365
.L2398:
	movq	40(%rsp), %rax
	movl	$3, 368(%rax)
	jmp	.L2365
	.cfi_endproc
.LFE371:
	.size	apply_args.constprop.0, .-apply_args.constprop.0
	.section	.rodata.str1.1
.LC376:
	.string	", "
.LC377:
	.string	" or "
.LC378:
	.string	"out of memory"
.LC379:
	.string	"--scenario '%s': %s"
	.section	.rodata.str1.8
	.align 8
.LC380:
	.string	"--scenario %s is the lab's (it sets %s): run ./lab --scenario %s"
	.align 8
.LC381:
	.string	"--scenario '%s' is not valid: use "
	.text
	.p2align 4
	.type	apply_scenario.constprop.0, @function
apply_scenario.constprop.0:
.LFB373:
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
.L2401:
	movq	(%r12), %r13
	movq	16(%rsp), %rdi
	movq	%r13, %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L2400
	addl	$1, %r14d
	addq	$24, %r12
	cmpl	$21, %r14d
	jne	.L2401
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC381(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	movl	%eax, %r15d
	testl	%eax, %eax
	jle	.L2425
	leaq	.LC376(%rip), %r8
	cltq
	xorl	%r14d, %r14d
	movl	$2048, %ebx
	leaq	.LC37(%rip), %r12
	movq	%r8, %r13
	cmpl	$2047, %r15d
	jg	.L2425
.L2426:
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
	jg	.L2425
	testl	%r15d, %r15d
	jle	.L2425
	movslq	%r15d, %rax
	addq	$24, %rbp
	cmpl	$2047, %r15d
	jg	.L2425
	cmpl	$18, %r14d
	jle	.L2434
	cmpl	$19, %r14d
	je	.L2458
	movq	24(%rsp), %rdi
	subq	%rax, %rbx
	movq	0(%rbp), %rcx
	movq	%r12, %rdx
	movq	%rbx, %rsi
	leaq	.LC3(%rip), %r8
	addq	%rax, %rdi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L2425
	.p2align 4,,10
	.p2align 3
.L2400:
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
	je	.L2459
	leaq	56(%rsp), %r13
	leaq	.LC42(%rip), %rbp
	movq	%r13, %rdx
	movq	%rbp, %rsi
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L2405
	leaq	64(%rsp), %rcx
	movl	$1, %r15d
	movq	%rbx, 8(%rsp)
	movq	%rcx, 32(%rsp)
	movq	%r15, %rbx
	movq	%rcx, %r15
	.p2align 4,,10
	.p2align 3
.L2406:
	movq	%r13, %rdx
	movq	%rbp, %rsi
	xorl	%edi, %edi
	movq	%rax, -8(%r15,%rbx,8)
	call	strtok_r@PLT
	movl	%ebx, %r12d
	movq	%rbx, %rdx
	addq	$1, %rbx
	testq	%rax, %rax
	je	.L2455
	cmpl	$31, %r12d
	jle	.L2406
.L2455:
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
.L2415:
	movslq	%ebp, %rax
	movq	64(%rsp,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L2435
	cmpb	$104, 1(%r14)
	jne	.L2435
	cmpb	$0, 2(%r14)
	jne	.L2435
	movl	$-1, %eax
	leaq	.LC326(%rip), %r14
.L2411:
	leaq	48+OPTIONS(%rip), %r12
	xorl	%r15d, %r15d
	jmp	.L2414
	.p2align 4,,10
	.p2align 3
.L2412:
	addl	$1, %r15d
	cmpl	$54, %r15d
	je	.L2431
	movq	(%r12), %rsi
	movq	%r14, %rdi
	addq	$48, %r12
	call	strcmp@PLT
.L2414:
	testl	%eax, %eax
	jne	.L2412
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
.L2413:
	movl	8(%rsp), %ecx
	leal	1(%rax), %ebp
	cmpl	%ecx, %eax
	jl	.L2415
	movl	40(%rsp), %r12d
	movq	%rbx, 40(%rsp)
	movl	%ecx, %eax
	movq	32(%rsp), %rbp
	leaq	72(%rsp,%rax,8), %r14
	movl	%r12d, 8(%rsp)
	.p2align 4,,10
	.p2align 3
.L2423:
	movq	0(%rbp), %r15
	cmpb	$45, (%r15)
	jne	.L2436
	cmpb	$104, 1(%r15)
	jne	.L2436
	cmpb	$0, 2(%r15)
	jne	.L2436
	movl	$-1, %eax
	leaq	.LC326(%rip), %r15
.L2417:
	leaq	OPTIONS(%rip), %r12
	xorl	%ebx, %ebx
	jmp	.L2421
	.p2align 4,,10
	.p2align 3
.L2418:
	addl	$1, %ebx
	addq	$48, %r12
	cmpl	$54, %ebx
	je	.L2420
	movq	(%r12), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
.L2421:
	movq	(%r12), %r8
	testl	%eax, %eax
	jne	.L2418
	movslq	%ebx, %rcx
	leaq	(%rcx,%rcx,2), %rax
	salq	$4, %rax
	movl	44(%r13,%rax), %eax
	testl	%eax, %eax
	jne	.L2460
.L2420:
	addq	$8, %rbp
	cmpq	%r14, %rbp
	jne	.L2423
	movl	8(%rsp), %r12d
	movq	40(%rsp), %rbx
.L2409:
	movq	24(%rsp), %rcx
	movq	32(%rsp), %rdx
	movl	%r12d, %esi
	movq	%rbx, %rdi
	call	apply_args.constprop.0
.L2399:
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
.L2436:
	.cfi_restore_state
	leaq	.LC167(%rip), %rsi
	movq	%r15, %rdi
	call	strcmp@PLT
	jmp	.L2417
	.p2align 4,,10
	.p2align 3
.L2435:
	leaq	.LC167(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	jmp	.L2411
	.p2align 4,,10
	.p2align 3
.L2431:
	movl	%ebp, %eax
	jmp	.L2413
.L2460:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	leaq	.LC380(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	movq	%rcx, %r9
	call	snprintf@PLT
.L2425:
	movl	$-1, %eax
	jmp	.L2399
.L2434:
	movq	%r13, %r8
	jmp	.L2426
.L2458:
	leaq	.LC377(%rip), %r8
	jmp	.L2426
.L2405:
	movq	40(%rsp), %xmm0
	leaq	64(%rsp), %rax
	movq	%rax, 32(%rsp)
	movhps	8(%r12), %xmm0
	xorl	%r12d, %r12d
	movups	%xmm0, 456(%rbx)
	jmp	.L2409
.L2459:
	movq	16(%rsp), %rcx
	movq	24(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC378(%rip), %r8
	leaq	.LC379(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L2425
	.cfi_endproc
.LFE373:
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
	jne	.L2469
	cmpb	$104, 1(%rsi)
	je	.L2471
.L2469:
	leaq	.LC167(%rip), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
.L2463:
	leaq	48+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L2466
	.p2align 4,,10
	.p2align 3
.L2464:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L2468
	movq	0(%r13), %rsi
	movq	%r12, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L2466:
	testl	%eax, %eax
	jne	.L2464
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
.L2471:
	.cfi_restore_state
	cmpb	$0, 2(%rsi)
	jne	.L2469
	movl	$-1, %eax
	leaq	.LC326(%rip), %r12
	jmp	.L2463
	.p2align 4,,10
	.p2align 3
.L2468:
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
.LC382:
	.string	"bench: internal error: rank %lu of the corrected set is not in its window (the passes saw different samples)\n"
	.text
	.p2align 4
	.type	cqr_end_pass.part.0, @function
cqr_end_pass.part.0:
.LFB337:
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
.L2474:
	movl	192(%rbx,%rax), %esi
	xorl	%edx, %edx
	testl	%esi, %esi
	jne	.L2473
	movl	216(%rbx,%rax), %edi
	negl	%edi
	sbbl	%edx, %edx
	addl	$2, %edx
.L2473:
	movl	%edx, 0(%rbp,%rax)
	addq	$4, %rax
	cmpq	$24, %rax
	jne	.L2474
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
.L2486:
	movl	(%r11), %ecx
	movq	312(%r10), %r12
	testl	%ecx, %ecx
	jne	.L2475
	movl	24(%r11), %eax
	testl	%eax, %eax
	je	.L2476
	movq	192(%r10), %rcx
	movq	(%rsp), %rdi
	xorl	%eax, %eax
	jmp	.L2477
	.p2align 4,,10
	.p2align 3
.L2481:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L2513
.L2477:
	movq	%r12, %rsi
	addq	(%rdi,%rax,8), %r12
	cmpq	%rcx, %r12
	jb	.L2481
	movl	192(%r11), %ecx
	movq	%rsi, 312(%r10)
	salq	%cl, %rax
	addq	240(%r10), %rax
	movq	%rax, 240(%r10)
	testl	%ecx, %ecx
	jne	.L2515
	movq	56(%rsp), %rdi
	movq	144(%r10), %rcx
	imulq	(%rdi), %rcx
	addq	%rcx, %rax
	movq	%rax, 48(%r10)
	movl	$1, (%r11)
	subl	$1, 24(%rdi)
	.p2align 4,,10
	.p2align 3
.L2475:
	addq	$1, %rdx
	addq	$524288, (%rsp)
	addq	$8, %r10
	addq	$4, %r11
	addq	$524288, 8(%rsp)
	cmpq	$6, %rdx
	jne	.L2486
	movq	56(%rsp), %rbx
	movq	88(%rsp), %rbp
	xorl	%r12d, %r12d
	jmp	.L2490
	.p2align 4,,10
	.p2align 3
.L2488:
	addq	$1, %r12
	cmpq	$6, %r12
	je	.L2516
.L2490:
	movl	0(%rbp,%r12,4), %r13d
	testl	%r13d, %r13d
	je	.L2488
	movq	504(%rbx), %rdi
	movq	%r12, %r14
	xorl	%esi, %esi
	movl	$524288, %edx
	salq	$19, %r14
	addq	%r14, %rdi
	call	memset@PLT
	cmpl	$2, %r13d
	jne	.L2488
	movq	512(%rbx), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %r12
	addq	%r14, %rdi
	call	memset@PLT
	cmpq	$6, %r12
	jne	.L2490
.L2516:
	xorl	%eax, %eax
.L2472:
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
.L2476:
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
	jmp	.L2479
	.p2align 4,,10
	.p2align 3
.L2518:
	addq	$1, %rsi
	addq	%r10, %r12
	addq	%rdi, %r11
	cmpq	$65536, %rsi
	je	.L2517
.L2479:
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
	jc	.L2518
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
	je	.L2519
	movl	16(%rsp), %edi
	movl	$16, %eax
	cmpl	%eax, %edi
	cmovnb	%edi, %eax
	subl	$16, %eax
	movl	%eax, 192(%r11)
	jmp	.L2475
	.p2align 4,,10
	.p2align 3
.L2515:
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 192(%r11)
	jmp	.L2475
	.p2align 4,,10
	.p2align 3
.L2519:
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
	je	.L2484
	.p2align 4,,10
	.p2align 3
.L2485:
	addl	$1, %ecx
	cmpl	$64, %ecx
	je	.L2498
	movq	%rsi, %rax
	shrq	%cl, %rax
	testq	%rax, %rax
	jne	.L2485
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovnb	%ecx, %eax
	leal	-16(%rax), %ecx
.L2484:
	movl	$1, 24(%r11)
	movq	%rbp, 144(%r10)
	movq	%rdi, 192(%r10)
	movq	$0, 240(%r10)
	movq	$0, 312(%r10)
	movl	%ecx, 192(%r11)
	jmp	.L2475
.L2517:
	movq	48(%rsp), %r15
	movq	56(%rsp), %rbx
.L2480:
	leaq	run_fault_lock(%rip), %rbp
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %r12d
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	testl	%r12d, %r12d
	jne	.L2497
	movslq	%r15d, %rax
	movq	stderr(%rip), %rdi
	leaq	.LC382(%rip), %rsi
	movq	96(%rbx,%rax,8), %rdx
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L2513:
	movq	56(%rsp), %rbx
	movq	%rdx, %r15
	jmp	.L2480
.L2498:
	movl	$48, %ecx
	jmp	.L2484
.L2497:
	movl	$-4, %eax
	jmp	.L2472
	.cfi_endproc
.LFE337:
	.size	cqr_end_pass.part.0, .-cqr_end_pass.part.0
	.section	.rodata.str1.1
.LC383:
	.string	"it ended early"
	.section	.rodata.str1.8
	.align 8
.LC384:
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
	jne	.L2533
	movq	112(%rbp), %rdx
	testq	%rdx, %rdx
	je	.L2523
	movq	(%rdx,%rax,8), %rax
.L2520:
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
.L2523:
	.cfi_restore_state
	movl	72(%rbp), %edx
	testl	%edx, %edx
	je	.L2534
	cmpl	$1, %edx
	je	.L2535
	leaq	32(%rsp), %r12
	leaq	24(%rsp), %rsi
	movl	$256, %ecx
	leaq	40(%rdi), %rdi
	movq	%r12, %rdx
	call	numbers_next
	cmpl	$1, %eax
	je	.L2536
	testl	%eax, %eax
	leaq	.LC383(%rip), %rax
	movq	104(%rbp), %rcx
	leaq	.LC384(%rip), %rdx
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
	je	.L2537
.L2530:
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$1, 112(%rbx)
.L2533:
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
.L2534:
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
.L2535:
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
	xorpd	.LC156(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	movsd	.LC72(%rip), %xmm1
	mulsd	.LC20(%rip), %xmm0
	addsd	24(%rbx), %xmm0
	comisd	%xmm1, %xmm0
	movsd	%xmm0, 24(%rbx)
	jnb	.L2526
	cvttsd2siq	%xmm0, %rax
	jmp	.L2520
	.p2align 4,,10
	.p2align 3
.L2537:
	movq	%r12, %rcx
	leaq	.LC26(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$2, run_fault(%rip)
	jmp	.L2530
	.p2align 4,,10
	.p2align 3
.L2536:
	movq	24(%rsp), %rax
	movq	%rax, 104(%rbx)
	jmp	.L2520
	.p2align 4,,10
	.p2align 3
.L2526:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	btcq	$63, %rax
	jmp	.L2520
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
	je	.L2539
.L2542:
	xorl	%r12d, %r12d
	testq	%rbx, %rbx
	je	.L2538
	.p2align 4,,10
	.p2align 3
.L2540:
	movq	%rbp, %rdi
	call	due_next
	movq	%rax, (%r15,%r12,8)
	addq	$1, %r12
	cmpq	%r12, %rbx
	jne	.L2540
.L2538:
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
.L2539:
	.cfi_restore_state
	cmpl	$1, 72(%rax)
	jne	.L2542
	testq	%rbx, %rbx
	je	.L2543
	movsd	16(%rdi), %xmm3
	leaq	(%rsi,%rbx,8), %rax
	movabsq	$-7046029254386353131, %r14
	movabsq	$-4658895280553007687, %r13
	movabsq	$-7723592293110705685, %r12
	movq	%rax, (%rsp)
	movsd	%xmm3, 8(%rsp)
	jmp	.L2546
	.p2align 4,,10
	.p2align 3
.L2557:
	cvttsd2siq	%xmm0, %rdx
	movq	%rdx, (%r15)
.L2545:
	addq	$8, %r15
	cmpq	%r15, (%rsp)
	je	.L2556
.L2546:
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
	xorpd	.LC156(%rip), %xmm0
	divsd	8(%rsp), %xmm0
	mulsd	.LC20(%rip), %xmm0
	addsd	24(%rbp), %xmm0
	comisd	.LC72(%rip), %xmm0
	movsd	%xmm0, 24(%rbp)
	jb	.L2557
	subsd	.LC72(%rip), %xmm0
	movabsq	$-9223372036854775808, %rax
	cvttsd2siq	%xmm0, %rdx
	movq	%rdx, (%r15)
	xorq	%rax, (%r15)
	jmp	.L2545
.L2556:
	movq	8(%rbp), %rcx
.L2543:
	addq	%rbx, %rcx
	movq	%rcx, 8(%rbp)
	jmp	.L2538
	.cfi_endproc
.LFE65:
	.size	due_fill, .-due_fill
	.p2align 4
	.type	batch_stats.constprop.0, @function
batch_stats.constprop.0:
.LFB376:
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
	je	.L2562
	testq	%rax, %rax
	je	.L2562
	leaq	160(%rsp), %r13
	xorl	%edx, %edx
	movq	%r15, %rsi
	movq	%r13, %rdi
	call	walk_start
	movl	%eax, 20(%rsp)
	testl	%eax, %eax
	jne	.L2562
	leaq	32(%rsp), %rdi
	movq	%r15, %rsi
	movq	%rdi, 8(%rsp)
	call	due_restart
	.p2align 4,,10
	.p2align 3
.L2563:
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
	jne	.L2563
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
.L2558:
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
.L2562:
	.cfi_restore_state
	movq	%rbp, %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	movl	$-1, 20(%rsp)
	jmp	.L2558
	.cfi_endproc
.LFE376:
	.size	batch_stats.constprop.0, .-batch_stats.constprop.0
	.section	.rodata.str1.8
	.align 8
.LC385:
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
	jne	.L2567
	movq	8(%rdi), %rbp
	movq	(%rdi), %r10
	movq	%rbp, %rax
	subq	$0, %rax
	jne	.L2594
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
.L2583:
	movl	64(%rbx), %r8d
	movq	%r10, %rax
	movl	$99999, %esi
	xorl	%edi, %edi
	mulq	(%r12)
	testl	%r8d, %r8d
	jne	.L2569
	movl	$50000, %esi
	xorl	%edi, %edi
.L2569:
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
	je	.L2570
	xorq	%rsi, %r10
	orq	%rbp, %r10
	je	.L2607
	cmpq	$1, %rsi
	je	.L2574
	movq	48(%rbx), %rax
	movl	$0, 24(%r15)
	xorl	%edx, %edx
	movq	%rax, (%r14)
	movq	0(%r13), %rax
	cmpq	%rsi, %rax
	jnb	.L2608
	.p2align 4,,10
	.p2align 3
.L2575:
	addq	$1, %rdx
	movq	%rax, %rdi
	addq	0(%r13,%rdx,8), %rax
	cmpq	%rsi, %rax
	jb	.L2575
	cmpq	$16383, %rdx
	jbe	.L2609
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
	je	.L2576
	movq	1064(%rbx), %rcx
	movq	1072(%rbx), %r8
	movq	%r14, %rdx
	movq	8(%rsp), %rdi
	call	guess_found
	testl	%eax, %eax
	jne	.L2610
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
.L2578:
	addq	$112, 8(%rsp)
	addq	$8, %r12
	addq	$4, %r15
	addq	$8, %r14
	cmpq	%r15, 16(%rsp)
	je	.L2582
	movq	(%rbx), %r10
	movq	8(%rbx), %rbp
	jmp	.L2583
	.p2align 4,,10
	.p2align 3
.L2567:
	movq	376(%rdi), %r8
	xorl	%ebp, %ebp
	jmp	.L2591
	.p2align 4,,10
	.p2align 3
.L2585:
	addq	$1, %rbp
	cmpq	$6, %rbp
	je	.L2611
.L2591:
	movl	296(%rbx,%rbp,4), %ecx
	movl	348(%rbx,%rbp,4), %eax
	movq	176(%rbx,%rbp,8), %rdx
	testl	%ecx, %ecx
	jne	.L2585
	movslq	%eax, %rcx
	movq	80(%rbx,%rbp,8), %rsi
	xorl	%eax, %eax
	salq	$19, %rcx
	addq	%r8, %rcx
	jmp	.L2586
	.p2align 4,,10
	.p2align 3
.L2588:
	addq	$1, %rax
	cmpq	$65536, %rax
	je	.L2587
.L2586:
	movq	%rdx, %rdi
	addq	(%rcx,%rax,8), %rdx
	cmpq	%rsi, %rdx
	jb	.L2588
	movl	272(%rbx,%rbp,4), %ecx
	movq	%rdi, 176(%rbx,%rbp,8)
	salq	%cl, %rax
	addq	224(%rbx,%rbp,8), %rax
	movq	%rax, 224(%rbx,%rbp,8)
	testl	%ecx, %ecx
	jne	.L2590
	movq	%rax, 128(%rbx,%rbp,8)
	movl	$1, 296(%rbx,%rbp,4)
	addq	$1, %rbp
	subl	$1, 72(%rbx)
	cmpq	$6, %rbp
	jne	.L2591
.L2611:
	movl	320(%rbx), %eax
	testl	%eax, %eax
	jle	.L2592
	xorl	%ebp, %ebp
	jmp	.L2593
	.p2align 4,,10
	.p2align 3
.L2612:
	movq	376(%rbx), %r8
.L2593:
	movslq	324(%rbx,%rbp,4), %rdi
	movl	$524288, %edx
	xorl	%esi, %esi
	addq	$1, %rbp
	salq	$19, %rdi
	addq	%r8, %rdi
	call	memset@PLT
	cmpl	%ebp, 320(%rbx)
	jg	.L2612
.L2592:
	movq	%rbx, %rdi
	call	select_windows
.L2584:
	xorl	%eax, %eax
.L2566:
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
.L2590:
	.cfi_restore_state
	movl	$16, %eax
	cmpl	%eax, %ecx
	cmovb	%eax, %ecx
	subl	$16, %ecx
	movl	%ecx, 272(%rbx,%rbp,4)
	jmp	.L2585
	.p2align 4,,10
	.p2align 3
.L2570:
	movl	$1, 24(%r15)
	movq	$0, (%r14)
	jmp	.L2578
	.p2align 4,,10
	.p2align 3
.L2607:
	movl	$1, 24(%r15)
	cmpq	$1, %rsi
	je	.L2572
	movq	48(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L2578
	.p2align 4,,10
	.p2align 3
.L2609:
	movq	%rdi, 48(%r14)
	movl	$0, (%r15)
	movq	%rdx, 96(%r14)
.L2576:
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L2578
	.p2align 4,,10
	.p2align 3
.L2574:
	movl	$1, 24(%r15)
.L2572:
	movq	40(%rbx), %rax
	movq	%rax, (%r14)
	jmp	.L2578
	.p2align 4,,10
	.p2align 3
.L2582:
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
	jmp	.L2584
	.p2align 4,,10
	.p2align 3
.L2610:
	movl	$1, 24(%r15)
	movq	384(%rbx), %r13
	addl	$1, 1084(%rbx)
	jmp	.L2578
.L2608:
	movq	$0, 48(%r14)
	movl	$0, (%r15)
	movq	$0, 96(%r14)
	movq	%rdx, (%r14)
	movl	$1, 24(%r15)
	jmp	.L2578
.L2587:
	leaq	run_fault_lock(%rip), %r12
	movq	%r12, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %r13d
	movq	%r12, %rdi
	call	pthread_mutex_unlock@PLT
	testl	%r13d, %r13d
	jne	.L2597
	movslq	%ebp, %rbp
	movq	stderr(%rip), %rdi
	leaq	.LC385(%rip), %rsi
	xorl	%eax, %eax
	movq	80(%rbx,%rbp,8), %rdx
	call	fprintf@PLT
	call	abort@PLT
.L2594:
	movl	$-2, %eax
	jmp	.L2566
.L2597:
	movl	$-4, %eax
	jmp	.L2566
	.cfi_endproc
.LFE148:
	.size	select_end_pass, .-select_end_pass
	.section	.rodata.str1.8
	.align 8
.LC386:
	.string	"out of memory for %lu connections"
	.align 8
.LC387:
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
	jne	.L2640
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
	jmp	.L2623
	.p2align 4,,10
	.p2align 3
.L2642:
	movq	16(%rsp), %rsi
	movq	40(%rsp), %rdi
	movl	$4096, %edx
	call	due_fill
	movq	%r12, 33216(%rsp)
	movq	33216(%rsp), %rcx
	movq	%rax, %r12
.L2621:
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
	jb	.L2620
	cmpq	%rbp, %rax
	jne	.L2619
	cmpl	$3, 48(%rsp)
	je	.L2641
.L2619:
	movq	%rcx, 33216(%rsp)
	movq	%r12, %rcx
	movq	33216(%rsp), %r12
	orq	%r15, %rcx
	je	.L2622
.L2623:
	xorl	%ecx, %ecx
	cmpl	$3, 48(%rsp)
	jne	.L2642
	movq	%r12, 33216(%rsp)
	movq	%rcx, %r12
	movq	33216(%rsp), %rcx
	jmp	.L2621
	.p2align 4,,10
	.p2align 3
.L2641:
	movq	24(%rsp), %rdi
	leaq	72(%rsp), %rsi
	movl	$1, %edx
	movq	%rcx, 33216(%rsp)
	call	walk_run
	testq	%rax, %rax
	jne	.L2620
	orq	%r15, %r12
	movq	33216(%rsp), %rcx
	je	.L2622
	xorl	%r12d, %r12d
	jmp	.L2621
	.p2align 4,,10
	.p2align 3
.L2622:
	movq	144(%rsp), %rdi
	call	free@PLT
	movq	136(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2624
	call	fclose@PLT
.L2624:
	movq	248(%rsp), %rax
	movq	56(%rsp), %rdi
	movq	368(%rsp), %rdx
	movq	%rax, (%rdi)
	movq	33224(%rsp), %rax
	movq	336(%rsp), %rdi
	movq	%rdx, (%rax)
	call	free@PLT
.L2613:
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
.L2640:
	.cfi_restore_state
	movq	160(%r13), %rcx
	leaq	384(%rsp), %rbp
	leaq	.LC386(%rip), %rdx
	xorl	%eax, %eax
	movl	$96, %esi
	movq	%rbp, %rdi
	leaq	run_fault_lock(%rip), %rbx
	call	snprintf@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movl	run_fault(%rip), %eax
	testl	%eax, %eax
	je	.L2643
.L2615:
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
	movl	$-4, 52(%rsp)
	jmp	.L2613
.L2620:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC387(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L2643:
	movq	%rbp, %rcx
	leaq	.LC26(%rip), %rdx
	movl	$400, %esi
	xorl	%eax, %eax
	leaq	4+run_fault(%rip), %rdi
	call	snprintf@PLT
	movl	$1, run_fault(%rip)
	jmp	.L2615
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
	je	.L2644
	cmpl	$0, 152(%r10)
	jne	.L2644
	cmpl	$0, 72(%r10)
	movq	%rdx, %rbx
	jne	.L2646
	movq	%r10, %rdi
	call	closed_form_gap
	testq	%rax, %rax
	je	.L2671
.L2646:
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
	jne	.L2660
	testq	%rax, %rax
	je	.L2660
	leaq	160(%rsp), %rbp
	leaq	32(%rsp), %r14
	movq	%r13, %rsi
	movq	%rbp, %rdx
	movq	%r14, %rdi
	call	due_open.constprop.0
	testl	%eax, %eax
	jne	.L2647
	xorl	%ebp, %ebp
	cmpq	$0, 552(%rsp)
	je	.L2649
	.p2align 4,,10
	.p2align 3
.L2648:
	movq	16(%rbx), %rax
	movq	%r14, %rdi
	leaq	(%rax,%rbp,8), %r12
	addq	$1, %rbp
	call	due_next
	movq	%rax, (%r12)
	cmpq	552(%rsp), %rbp
	jb	.L2648
.L2649:
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
	jne	.L2644
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
	jne	.L2644
	movq	552(%rsp), %rcx
	movq	32(%rbx), %rsi
	movq	%rcx, 24(%rbx)
	movq	%rsi, %rax
	cmpq	%rcx, %rsi
	jnb	.L2650
	movq	16(%rbx), %r8
	movq	8(%rbx), %rdx
	movq	480(%rsp), %rdi
	jmp	.L2651
	.p2align 4,,10
	.p2align 3
.L2653:
	addq	$1, %rsi
	movq	%rsi, 32(%rbx)
	cmpq	%rsi, %rcx
	je	.L2652
.L2651:
	movq	(%rdx,%rsi,8), %rax
	addq	(%r8,%rsi,8), %rax
	cmpq	%rax, %rdi
	jnb	.L2653
	movq	%rsi, 40(%rbx)
	leaq	SERVICE_DISTS(%rip), %rbp
	cmpq	%rcx, %rsi
	jb	.L2654
	jmp	.L2670
	.p2align 4,,10
	.p2align 3
.L2657:
	movq	40(%rbx), %rax
	leaq	1(%rax), %rsi
	movq	%rsi, 40(%rbx)
	cmpq	24(%rbx), %rsi
	jnb	.L2670
	movq	8(%rbx), %rdx
.L2654:
	movl	424(%rsp), %eax
	movq	(%rdx,%rsi,8), %r12
	movq	%r13, %rdi
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rbp,%rax)
	cmpq	%r12, %rax
	jb	.L2657
.L2670:
	movq	32(%rbx), %rax
.L2655:
	cmpq	24(%rbx), %rax
	setnb	%al
	movzbl	%al, %eax
.L2644:
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
.L2671:
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
	jmp	.L2646
.L2650:
	movq	%rsi, 40(%rbx)
	jmp	.L2655
.L2647:
	movq	%rbp, %rsi
	movl	$2, %edi
	call	run_fault_set
	movl	$-4, %eax
	jmp	.L2644
.L2660:
	orl	$-1, %eax
	jmp	.L2644
.L2652:
	movq	%rcx, 40(%rbx)
	movq	%rcx, %rax
	jmp	.L2655
	.cfi_endproc
.LFE241:
	.size	first_stall_window, .-first_stall_window
	.section	.rodata.str1.8
	.align 8
.LC388:
	.string	"bench: internal error: the schedule ran out before its count\n"
	.align 8
.LC389:
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
	je	.L2878
.L2673:
	movq	80(%rsp), %rax
	movq	208(%rax), %rbp
	testq	%rbp, %rbp
	jne	.L2879
.L2674:
	leaq	384(%rsp), %rdi
	movl	$1020, %ecx
	xorl	%eax, %eax
	movq	%rdi, 152(%rsp)
	rep stosq
	testl	%ebx, %ebx
	jne	.L2874
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
.L2680:
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
	je	.L2880
.L2679:
	leal	1(%r15), %r10d
	cmpl	%r10d, 144(%rsp)
	movl	$1, %r15d
	setg	%dl
	testl	%r12d, %r12d
	sete	%al
	addq	$288, %r13
	addq	$4080, %rbp
	testb	%al, %dl
	jne	.L2680
	movq	32(%rsp), %r15
	testl	%r12d, %r12d
	jne	.L2874
	movq	152(%rsp), %rax
	cmpl	$2, 144(%rsp)
	movq	%rax, 208(%rsp)
	jne	.L2682
	leaq	4464(%rsp), %rax
	movq	%rax, 216(%rsp)
.L2682:
	movq	80(%rsp), %rax
	leaq	by_kind.5(%rip), %rdi
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
.L2788:
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
	jmp	.L2691
.L2882:
	movl	2200(%r14), %r8d
	testl	%r8d, %r8d
	jle	.L2683
	movl	$1, 4040(%r14)
.L2685:
	cmpl	$3, %r12d
	movl	$1, %edx
	pxor	%xmm2, %xmm2
	movl	$1, 4044(%r14)
	movl	%eax, 4048(%r14)
	cmovne	%edx, %eax
	movups	%xmm2, 4056(%r14)
.L2687:
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
	je	.L2689
	movq	80(%rsp), %rsi
	movl	%r12d, %edx
	movq	%r10, %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L2689:
	movl	4048(%r14), %esi
	movq	%r13, 3760(%r14)
	testl	%esi, %esi
	je	.L2690
	xorl	%edx, %edx
	movq	80(%rsp), %rsi
	leaq	3760(%r14), %rdi
	call	*0(%r13)
	testl	%eax, %eax
	setne	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
.L2690:
	movq	8(%rsp), %rax
	addq	$8, %r15
	cmpq	%rax, %r15
	je	.L2881
.L2691:
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
	jne	.L2882
.L2683:
	movl	$0, 4040(%r14)
	testl	%edx, %edx
	jg	.L2685
	pxor	%xmm4, %xmm4
	movl	%eax, 4048(%r14)
	movl	$0, 4044(%r14)
	movups	%xmm4, 4056(%r14)
	jmp	.L2687
.L2881:
	movl	%ebx, 148(%rsp)
	movq	%r13, %r12
	movl	%ebp, 116(%rsp)
	testl	%ebp, %ebp
	je	.L2883
	cmpq	$0, 88(%rsp)
	je	.L2746
	movq	$0, 96(%rsp)
.L2743:
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
.L2746:
	movq	104(%rsp), %rax
	movq	176(%rsp), %rdi
	movl	116(%rsp), %ebx
	leaq	(%rax,%rdi,8), %rcx
	movq	%rax, 16(%rsp)
	movq	%rax, %r14
	movq	%rcx, 32(%rsp)
	movq	%rcx, %rbp
	jmp	.L2767
	.p2align 4,,10
	.p2align 3
.L2754:
	call	*24(%r12)
.L2748:
	movl	4048(%r13), %eax
	testl	%eax, %eax
	je	.L2758
	movl	%ebx, %eax
	orl	3472(%r13), %eax
	leaq	3760(%r13), %rdi
	je	.L2884
.L2760:
	call	*24(%r12)
.L2758:
	addq	$8, %r14
	cmpq	%r14, %rbp
	je	.L2885
.L2767:
	movq	(%r14), %r13
	movl	4044(%r13), %eax
	movq	3456(%r13), %r15
	testl	%eax, %eax
	je	.L2748
	movl	%ebx, %eax
	orl	3472(%r13), %eax
	leaq	3488(%r13), %rdi
	jne	.L2754
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
	je	.L2754
	movq	4056(%r13), %rcx
	testq	%rcx, %rcx
	js	.L2751
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rcx, %xmm0
.L2752:
	testq	%rdx, %rdx
	je	.L2757
	js	.L2755
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rdx, %xmm1
.L2756:
	divsd	%xmm1, %xmm0
.L2757:
	movsd	%xmm0, (%rsi)
	jmp	.L2754
.L2884:
	movq	%rdi, 8(%rsp)
	movq	(%rsp), %rdx
	leaq	264(%r15), %rcx
	leaq	248(%r15), %r8
	movq	80(%rsp), %rsi
	call	*32(%r12)
	movq	3464(%r13), %rdx
	movq	8(%rsp), %rdi
	testq	%rdx, %rdx
	je	.L2760
	movq	4064(%r13), %rax
	testq	%rax, %rax
	js	.L2762
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L2763:
	movq	240(%rsp), %rax
	testq	%rax, %rax
	je	.L2764
	js	.L2765
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L2766:
	divsd	%xmm1, %xmm0
.L2764:
	movsd	%xmm0, 8(%rdx)
	jmp	.L2760
.L2885:
	movl	116(%rsp), %eax
	movq	16(%rsp), %r14
	testl	%eax, %eax
	jne	.L2806
	movq	32(%rsp), %rbp
	movq	80(%rsp), %r13
	movq	%r12, 32(%rsp)
	jmp	.L2780
	.p2align 4,,10
	.p2align 3
.L2773:
	movl	4036(%rbx), %r15d
	testl	%r15d, %r15d
	jne	.L2886
	movl	4040(%rbx), %r12d
	testl	%r12d, %r12d
	jne	.L2887
.L2775:
	movl	3408(%rbx), %r11d
	testl	%r11d, %r11d
	jne	.L2777
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
	jne	.L2807
	movl	$1, 3408(%rbx)
.L2777:
	addq	$8, %r14
	addl	$1, 3472(%rbx)
	cmpq	%r14, %rbp
	je	.L2888
.L2780:
	movq	(%r14), %rbx
	movl	4032(%rbx), %eax
	testl	%eax, %eax
	je	.L2773
	movq	%rbx, %rdi
	call	select_end_pass
	testl	%eax, %eax
	je	.L2773
.L2875:
	movq	136(%rsp), %r15
.L2772:
	movl	%eax, 116(%rsp)
	movslq	144(%rsp), %r8
.L2676:
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L2789
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
.L2789:
	leaq	2952(%rsp), %r13
	xorl	%ebx, %ebx
	movq	%r8, %r14
.L2791:
	leaq	-2568(%r13), %r12
	leaq	-2176(%r13), %rbp
.L2790:
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
	jne	.L2790
	leaq	-392(%rbp), %rdi
	addq	$1, %rbx
	leaq	4080(%rbp), %r13
	call	cqr_free
	cmpq	%r14, %rbx
	jne	.L2791
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
.L2886:
	.cfi_restore_state
	leaq	1088(%rbx), %rdi
	call	select_end_pass
	testl	%eax, %eax
	jne	.L2875
	movl	4040(%rbx), %r12d
	testl	%r12d, %r12d
	je	.L2775
.L2887:
	movl	2196(%rbx), %eax
	leaq	2176(%rbx), %rdi
	leal	1(%rax), %edx
	movl	%edx, 2196(%rbx)
	testl	%eax, %eax
	je	.L2889
	call	cqr_end_pass.part.0
.L2779:
	testl	%eax, %eax
	je	.L2775
	jmp	.L2875
.L2889:
	call	cqr_first_end
	jmp	.L2779
.L2888:
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
.L2781:
	movl	(%rsi,%r12,4), %r10d
	testl	%r10d, %r10d
	jne	.L2785
	movl	72(%rbp), %r9d
	testl	%r9d, %r9d
	jle	.L2890
.L2783:
	movslq	%r13d, %rax
	addl	$1, %r13d
	movq	%rbp, 208(%rsp,%rax,8)
.L2785:
	addq	$1, %r12
	addq	$4080, %rbp
	addq	$288, %r15
	cmpq	%r12, %r8
	jne	.L2781
	movl	%r13d, 116(%rsp)
	movq	8(%rsp), %r12
	testl	%r13d, %r13d
	je	.L2872
	movq	80(%rsp), %rax
	leaq	by_kind.5(%rip), %rdi
	movl	152(%rax), %eax
	movl	(%rdi,%rax,4), %ebp
	movslq	%r13d, %rax
	jmp	.L2788
.L2883:
	cmpq	$0, 88(%rsp)
	je	.L2891
	movq	208(%rsp), %rax
	movl	3472(%rax), %ebp
	testl	%ebp, %ebp
	jne	.L2892
.L2695:
	movq	104(%rsp), %rax
	movq	176(%rsp), %rsi
	movq	$0, 8(%rsp)
	leaq	(%rax,%rsi,8), %rax
	movq	%rax, 72(%rsp)
.L2744:
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
	jb	.L2722
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
.L2701:
	movq	224(%rbp), %rcx
	cmpq	%rcx, %rbx
	jnb	.L2893
	cmpl	$1, 32(%rsp)
	movl	$96, %eax
	adcq	$0, %rax
	movl	12(%rbp,%rax,4), %edx
	testl	%edx, %edx
	je	.L2703
	movq	40(%rsp), %rax
	movq	8(%rbp,%rax,8), %rax
.L2704:
	addq	$3, %rax
	cmpq	%rcx, %rax
	cmovbe	%rax, %rcx
	movl	392(%rbp), %eax
	testl	%eax, %eax
	jne	.L2705
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
	jne	.L2705
	cltq
	movl	352(%rbp,%rax,4), %eax
	testl	%eax, %eax
	je	.L2894
.L2705:
	cmpq	%rcx, %rbx
	jb	.L2715
	jmp	.L2716
	.p2align 4,,10
	.p2align 3
.L2717:
	addq	$1, %rbx
	cmpq	%rcx, %rbx
	jnb	.L2716
.L2715:
	movq	%rbx, %rax
	movq	%rbx, %r12
	mulq	%r14
	movq	%rdx, %rax
	andq	$-2, %rdx
	shrq	%rax
	addq	%rax, %rdx
	subq	%rdx, %r12
	cmpq	%rbx, 328(%rbp,%r12,8)
	je	.L2717
	cmpq	%rcx, %rbx
	jnb	.L2716
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
	jne	.L2895
.L2718:
	cmpq	$0, 280(%r15)
	movq	%r9, 48(%rsp)
	je	.L2719
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
.L2719:
	movq	%r13, 256(%r15)
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movq	16(%rsp), %rdi
	movl	$0, 352(%rbp,%r12,4)
	call	pthread_cond_broadcast@PLT
.L2714:
	movq	368(%rbp), %rbx
	cmpq	%rbx, 8(%rsp)
	jnb	.L2701
	movq	128(%rsp), %r12
.L2722:
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
.L2702:
	movq	%rbp, %rdi
	movq	%rcx, 32(%rsp)
	call	pthread_mutex_unlock@PLT
	movq	8(%rsp), %rax
	movq	32(%rsp), %rcx
	movq	%rax, 96(%rsp)
.L2723:
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
.L2741:
	movq	0(%r13), %r15
	xorl	%r14d, %r14d
	movq	%r13, 16(%rsp)
	movq	%r14, %r13
	leaq	3488(%r15), %rbp
.L2740:
	movl	4044(%r15,%r13,4), %r9d
	testl	%r9d, %r9d
	je	.L2725
.L2900:
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
	je	.L2726
	cmpl	$3, 200(%rsp,%r13,4)
	cmovne	64(%rsp), %rdx
.L2726:
	addq	%rdx, %rax
	addq	%rbx, 48(%rsp)
	movq	3416(%r15), %r14
	addq	%rax, 4056(%r15,%r13,8)
	cmpq	$1, %r13
	je	.L2896
	movq	3424(%r15), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	runs_of
	movl	4032(%r15), %edi
	movq	%rax, %rbx
	testl	%edi, %edi
	jne	.L2729
	testq	%r13, %r13
	jne	.L2897
.L2730:
	movl	4040(%r15), %edx
	testl	%edx, %edx
	je	.L2733
	movl	2196(%r15), %ecx
	testl	%ecx, %ecx
	je	.L2898
.L2734:
	xorl	%r13d, %r13d
	leaq	2176(%r15), %r14
	jmp	.L2735
	.p2align 4,,10
	.p2align 3
.L2899:
	cmpq	%rbx, %r13
	jnb	.L2733
	movq	3424(%r15), %rax
	movq	%r14, %rdi
	movq	(%rax,%r13,8), %rdx
	movq	3416(%r15), %rax
	movq	(%rax,%r13,8), %rsi
	addq	$1, %r13
	call	cqr_add_n
	movl	4040(%r15), %edx
.L2735:
	testl	%edx, %edx
	je	.L2733
	movl	2196(%r15), %eax
	testl	%eax, %eax
	jne	.L2899
.L2733:
	movl	$1, %r13d
	addq	$272, %rbp
	movl	4044(%r15,%r13,4), %r9d
	testl	%r9d, %r9d
	jne	.L2900
.L2725:
	cmpq	$1, %r13
	jne	.L2901
.L2739:
	movq	16(%rsp), %r13
	movq	72(%rsp), %rax
	addq	$8, %r13
	cmpq	%rax, %r13
	jne	.L2741
	movq	40(%rsp), %rax
	movq	48(%rsp), %r14
	orq	%rax, %r14
	movq	88(%rsp), %rax
	testq	%rax, %rax
	je	.L2742
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
	jne	.L2744
	jmp	.L2743
	.p2align 4,,10
	.p2align 3
.L2896:
	movq	3480(%r15), %rdi
	testq	%rdi, %rdi
	je	.L2728
	movl	3472(%r15), %r8d
	testl	%r8d, %r8d
	je	.L2902
.L2728:
	movq	3424(%r15), %rsi
	movq	%rbx, %rdx
	movq	%r14, %rdi
	call	runs_of
	movq	%rax, %rbx
	movl	4036(%r15), %eax
	testl	%eax, %eax
	je	.L2739
.L2729:
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
	je	.L2730
	cmpq	$1, %r13
	je	.L2739
.L2901:
	addq	$272, %rbp
	movl	$1, %r13d
	jmp	.L2740
	.p2align 4,,10
	.p2align 3
.L2716:
	movq	16(%rsp), %rdi
	movq	%rbp, %rsi
	call	pthread_cond_wait@PLT
	jmp	.L2714
	.p2align 4,,10
	.p2align 3
.L2703:
	movq	384(%rbp), %rax
	movq	376(%rbp), %rdx
	cmpq	%rdx, %rax
	cmova	%rdx, %rax
	jmp	.L2704
	.p2align 4,,10
	.p2align 3
.L2897:
	addq	$272, %rbp
	movl	$2, %r13d
	jmp	.L2740
.L2898:
	movq	3424(%r15), %rdx
	movq	3416(%r15), %rsi
	leaq	2176(%r15), %rdi
	movq	%rbx, %rcx
	call	cqr_first_runs
	movl	4040(%r15), %edx
	jmp	.L2734
.L2902:
	movq	%rbx, %rdx
	movq	%r14, %rsi
	call	batch_add
	jmp	.L2728
.L2894:
	movl	$1, 392(%rbp)
	movq	%rbp, %rdi
	addq	$1, %rbx
	call	pthread_mutex_unlock@PLT
	movl	216(%rbp), %eax
	movq	232(%r12), %r15
	movq	224(%rbp), %r13
	movq	256(%r12), %r12
	testl	%eax, %eax
	je	.L2706
	testq	%r12, %r12
	je	.L2708
	movsd	112(%rbp), %xmm0
	movq	%r15, %rax
	leaq	(%r15,%r12,8), %rsi
	movabsq	$-9223372036854775808, %rdi
	jmp	.L2712
	.p2align 4,,10
	.p2align 3
.L2904:
	cvttsd2siq	%xmm0, %rdx
	addq	$8, %rax
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	je	.L2903
.L2712:
	addsd	(%rax), %xmm0
	comisd	.LC72(%rip), %xmm0
	jb	.L2904
	movapd	%xmm0, %xmm1
	subsd	.LC72(%rip), %xmm1
	addq	$8, %rax
	cvttsd2siq	%xmm1, %rdx
	xorq	%rdi, %rdx
	movq	%rdx, -8(%rax)
	cmpq	%rsi, %rax
	jne	.L2712
.L2903:
	movsd	%xmm0, 112(%rbp)
	movq	%rdx, -8(%r15,%r12,8)
.L2708:
	addq	%r12, 96(%rbp)
.L2709:
	cmpq	%r13, %rbx
	jne	.L2713
	movl	200(%rbp), %eax
	testl	%eax, %eax
	jne	.L2713
	movq	208(%rbp), %rax
	movq	-8(%r15,%r12,8), %rdx
	movq	128(%rax), %rcx
	cmpq	%rcx, %rdx
	jne	.L2905
.L2713:
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	addq	$1, 368(%rbp)
	movq	16(%rsp), %rdi
	movl	$0, 392(%rbp)
	call	pthread_cond_broadcast@PLT
	jmp	.L2714
.L2742:
	testq	%r14, %r14
	je	.L2745
	addq	$1, 96(%rsp)
.L2694:
	movq	120(%rsp), %rax
	xorl	%ecx, %ecx
	movl	148(%rsp), %r11d
	movq	$0, 40(%rsp)
	movq	$0, 64(%rsp)
	movq	%rax, 56(%rsp)
	testl	%r11d, %r11d
	je	.L2723
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
	je	.L2723
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
	jmp	.L2723
.L2895:
	movsd	88(%r9), %xmm0
	movq	96(%r9), %rdi
	movq	%r13, %rdx
	movq	%rbx, %rsi
	movq	232(%r15), %rcx
	movq	%r9, 48(%rsp)
	call	poisson_gap_bits
	movq	48(%rsp), %r9
	jmp	.L2718
.L2893:
	movq	128(%rsp), %r12
	cmpq	%rbx, 8(%rsp)
	jb	.L2722
	movq	$0, 64(%rsp)
	xorl	%ecx, %ecx
	movq	$0, 40(%rsp)
	jmp	.L2702
.L2706:
	leaq	88(%rbp), %rdi
	movq	%r12, %rdx
	movq	%r15, %rsi
	call	due_fill
	cmpq	%rax, %r12
	je	.L2709
	movq	stderr(%rip), %rcx
	movl	$61, %edx
	movl	$1, %esi
	leaq	.LC388(%rip), %rdi
	call	fwrite@PLT
	call	abort@PLT
	.p2align 4,,10
	.p2align 3
.L2890:
	movl	1160(%rbp), %edi
	testl	%edi, %edi
	jg	.L2783
	movl	3408(%rbp), %ecx
	testl	%ecx, %ecx
	je	.L2783
	movl	2200(%rbp), %edx
	testl	%edx, %edx
	jg	.L2783
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
.L2784:
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
.L2786:
	movdqa	(%r15,%rax), %xmm3
	movups	%xmm3, (%r12,%rax)
	addq	$16, %rax
	cmpq	$48, %rax
	jne	.L2786
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
	jne	.L2784
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
	jmp	.L2785
.L2762:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2763
.L2751:
	movq	%rcx, %r8
	andl	$1, %ecx
	pxor	%xmm0, %xmm0
	shrq	%r8
	orq	%rcx, %r8
	cvtsi2sdq	%r8, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L2752
.L2755:
	movq	%rdx, %rcx
	andl	$1, %edx
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rdx, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2756
.L2807:
	movq	136(%rsp), %r15
	movl	$-1, %eax
	jmp	.L2772
.L2765:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L2766
.L2892:
	movq	88(%rsp), %rax
	movq	(%rax), %r14
	movl	8(%rax), %ebx
	movq	%r14, %rdi
	call	pthread_mutex_lock@PLT
	movl	412(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L2699
	cmpl	$1, %ebx
	movl	$96, %ecx
	adcq	$0, %rcx
	movq	%rcx, %r15
	jmp	.L2697
.L2698:
	leaq	40(%r14), %rdi
	movq	%r14, %rsi
	call	pthread_cond_wait@PLT
	movl	412(%r14), %eax
	cmpl	%ebp, %eax
	jnb	.L2699
.L2697:
	movl	12(%r14,%r15,4), %ecx
	testl	%ecx, %ecx
	je	.L2698
	cmpl	%ebp, %eax
	jnb	.L2699
	movq	136(%r14), %rdi
	leaq	128(%r14), %r15
	call	free@PLT
	movq	128(%r14), %rdi
	testq	%rdi, %rdi
	je	.L2700
	call	fclose@PLT
.L2700:
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
.L2699:
	movq	%r14, %rdi
	call	pthread_mutex_unlock@PLT
	jmp	.L2695
.L2891:
	movq	80(%rsp), %rsi
	leaq	256(%rsp), %rdi
	call	due_restart
	movq	104(%rsp), %rax
	movq	176(%rsp), %rsi
	movq	$0, 96(%rsp)
	leaq	(%rax,%rsi,8), %rax
	movq	%rax, 72(%rsp)
	jmp	.L2694
.L2880:
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
	jmp	.L2679
.L2745:
	movq	304(%rsp), %rdi
	call	free@PLT
	movq	296(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L2869
	call	fclose@PLT
.L2869:
	pxor	%xmm0, %xmm0
	movups	%xmm0, 296(%rsp)
	movups	%xmm0, 312(%rsp)
	movups	%xmm0, 328(%rsp)
	movups	%xmm0, 344(%rsp)
	jmp	.L2746
.L2806:
	movq	136(%rsp), %r15
.L2874:
	movl	$-1, 116(%rsp)
	movslq	144(%rsp), %r8
	jmp	.L2676
.L2879:
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
	jmp	.L2674
.L2878:
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
	je	.L2673
	movq	8(%rsp), %rax
	movl	48(%rax), %r12d
	testl	%r12d, %r12d
	je	.L2673
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 160(%rsp)
	sete	%bl
	orl	%ebp, %ebx
	movzbl	%bl, %ebx
	jmp	.L2673
.L2872:
	movq	136(%rsp), %r15
	jmp	.L2676
.L2905:
	movq	stderr(%rip), %rdi
	leaq	.LC389(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
	.cfi_endproc
.LFE189:
	.size	walk_outcomes, .-walk_outcomes
	.p2align 4
	.type	rep_job_run, @function
rep_job_run:
.LFB298:
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
.LFE298:
	.size	rep_job_run, .-rep_job_run
	.p2align 4
	.type	ref_job_run, @function
ref_job_run:
.LFB302:
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
.LFE302:
	.size	ref_job_run, .-ref_job_run
	.section	.rodata.str1.8
	.align 8
.LC391:
	.string	"bench: internal error: an export of a run that kept no samples\n"
	.align 8
.LC392:
	.string	"Latency by percentile: the same server timeline recorded three ways"
	.section	.rodata.str1.1
.LC393:
	.string	"percentiles.svg"
.LC394:
	.string	"timeline.svg"
	.section	.rodata.str1.8
	.align 8
.LC395:
	.string	"RESULT export timeline=none (no stall met by a catch-up closed loop)"
	.align 8
.LC396:
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
	je	.L3003
	movq	%rdx, %r13
	movq	%rcx, %rbp
	cmpl	$2, %eax
	je	.L3004
	movq	(%rcx), %r14
	movq	(%rdx), %r15
	leaq	112(%rsp), %rbx
	testq	%r14, %r14
	je	.L2922
	xorl	%edx, %edx
	xorl	%r12d, %r12d
	leaq	112(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L2921:
	movq	(%r15,%r12,8), %rsi
	movq	%r12, %rax
	jmp	.L2928
	.p2align 4,,10
	.p2align 3
.L2924:
	addq	$1, %rax
	cmpq	%rax, %r14
	je	.L2923
.L2928:
	cmpq	%rsi, (%r15,%rax,8)
	je	.L2924
	movq	%rax, %r8
	subq	%r12, %r8
	je	.L2925
	movq	%rax, %r12
.L2958:
	testl	%edx, %edx
	jne	.L3002
	xorl	%edx, %edx
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	movl	136(%rsp), %edx
.L3002:
	cmpq	%r14, %r12
	jb	.L2921
.L2922:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L2919
	movq	0(%rbp), %rdx
	movq	0(%r13), %r14
	xorl	%r12d, %r12d
	leaq	272(%rsp), %r15
	testq	%rdx, %rdx
	je	.L2932
	movq	%rbp, 32(%rsp)
	movq	%r14, %rbp
	movq	%rdx, %r14
	jmp	.L2929
	.p2align 4,,10
	.p2align 3
.L3006:
	addq	$1, %r12
	cmpq	%r12, %r14
	je	.L3005
.L2929:
	movq	0(%rbp,%r12,8), %rsi
	movl	$1, %edx
	movq	%r15, %rdi
	call	table_push
	testl	%eax, %eax
	je	.L3006
	jmp	.L2919
	.p2align 4,,10
	.p2align 3
.L2923:
	movq	%r14, %r8
	subq	%r12, %r8
	je	.L2922
	movq	%r14, %r12
	jmp	.L2958
	.p2align 4,,10
	.p2align 3
.L2925:
	cmpq	%r14, %rax
	jnb	.L2922
	movq	%rax, %r12
	jmp	.L2921
.L3004:
	xorl	%r14d, %r14d
	cmpq	$0, 40(%rdx)
	leaq	112(%rsp), %rbx
	jne	.L2914
	jmp	.L2918
	.p2align 4,,10
	.p2align 3
.L2917:
	addq	$1, %r14
	cmpq	40(%r13), %r14
	jnb	.L2918
.L2914:
	movq	48(%r13), %rax
	movq	(%rax,%r14,8), %r8
	testq	%r8, %r8
	je	.L2917
	movl	136(%rsp), %r9d
	testl	%r9d, %r9d
	jne	.L2917
	movq	32(%r13), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbx, %rdi
	imulq	%r14, %rsi
	call	dist_add.part.0
	jmp	.L2917
.L2918:
	leaq	144(%rsp), %rax
	movq	272(%rbp), %rsi
	movq	%rbx, %rdi
	movq	%rax, %rdx
	movq	%rax, (%rsp)
	call	dist_correct
	movl	136(%rsp), %eax
	orl	168(%rsp), %eax
	jne	.L2919
	leaq	272(%rsp), %r15
	leaq	32(%r13), %rdi
	movq	%r15, %rsi
	call	table_from_lattice
	testl	%eax, %eax
	je	.L3007
.L2919:
	orl	$-1, %ebp
.L2954:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	je	.L3008
.L2957:
	movl	%ebp, %r13d
.L2956:
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
.L2910:
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
.L3008:
	.cfi_restore_state
	movq	8(%rsp), %rdx
	movq	stderr(%rip), %rdi
	leaq	.LC396(%rip), %rsi
	call	fprintf@PLT
	jmp	.L2957
.L3005:
	movq	32(%rsp), %rbp
.L2932:
	movq	80(%rbp), %rdx
	movq	8(%r13), %r15
	leaq	296(%rsp), %r12
	xorl	%r13d, %r13d
	movq	%rdx, %r14
	testq	%rdx, %rdx
	je	.L2931
	.p2align 4,,10
	.p2align 3
.L2930:
	movq	(%r15,%r13,8), %rsi
	movl	$1, %edx
	movq	%r12, %rdi
	call	table_push
	testl	%eax, %eax
	jne	.L2919
	addq	$1, %r13
	cmpq	%r13, %r14
	jne	.L2930
.L2931:
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	jne	.L2919
	leaq	272(%rsp), %r15
.L2933:
	leaq	80(%rsp), %rax
	movq	%rbx, 40(%rsp)
	xorl	%r14d, %r14d
	leaq	HGRM.3(%rip), %r13
	movq	%rax, 32(%rsp)
	leaq	hgrm_writer(%rip), %r12
	movq	%rbp, %rbx
.L2920:
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
	jne	.L2997
	cmpl	$0, 24(%rsp)
	jne	.L2934
.L2936:
	addq	$8, %r14
	cmpq	$24, %r14
	jne	.L2920
	leaq	.LC392(%rip), %rax
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
	leaq	.LC393(%rip), %rsi
	movaps	%xmm0, 176(%rsp)
	movq	%rax, %xmm0
	movhps	32(%rsp), %xmm0
	movups	%xmm0, 200(%rsp)
	call	export_file
	movl	%eax, %r13d
	testl	%eax, %eax
	jne	.L2919
	leaq	224(%rsp), %r15
	movq	16(%rsp), %rdi
	movl	$20, %esi
	movq	%r15, %rdx
	call	first_stall_window
	testl	%eax, %eax
	je	.L3009
	jle	.L2940
	movq	16(%rsp), %rax
	movq	48(%rax), %rbp
	testq	%rbp, %rbp
	je	.L3010
.L2943:
	leaq	.LC395(%rip), %rdi
	call	puts@PLT
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L2956
.L3007:
	leaq	296(%rsp), %rsi
	leaq	56(%r13), %rdi
	call	table_from_lattice
	testl	%eax, %eax
	jne	.L2919
	movq	(%rsp), %rdi
	leaq	320(%rsp), %rsi
	call	table_from_dist
	testl	%eax, %eax
	je	.L2933
	jmp	.L2919
.L2934:
	leaq	VALUES.2(%rip), %rax
	movq	8(%rsp), %rdi
	movq	%rbp, %rcx
	leaq	values_writer(%rip), %rdx
	movq	(%rax,%r14), %rsi
	call	export_file
	testl	%eax, %eax
	je	.L2936
.L2997:
	movq	40(%rsp), %rbx
	jmp	.L2919
.L2952:
	testl	%eax, %eax
	jns	.L2943
.L2940:
	movq	%r15, %rdi
	call	stall_window_free
	jmp	.L2919
.L3009:
	movq	16(%rsp), %rax
	movq	8(%rsp), %rdi
	leaq	736(%rsp), %rcx
	leaq	timeline_writer(%rip), %rdx
	leaq	.LC394(%rip), %rsi
	movq	%r15, 744(%rsp)
	movq	%rax, 736(%rsp)
	movq	272(%rbp), %rax
	movq	%rax, 752(%rsp)
	call	export_file
	movl	%eax, %ebp
.L2938:
	movq	%r15, %rdi
	call	stall_window_free
	testl	%ebp, %ebp
	jne	.L2954
	jmp	.L2956
.L3003:
	movq	stderr(%rip), %rcx
	movl	$63, %edx
	movl	$1, %esi
	leaq	.LC391(%rip), %rdi
	orl	$-1, %r13d
	call	fwrite@PLT
	jmp	.L2910
.L3010:
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
	jne	.L2943
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
	je	.L2940
	movq	16(%rsp), %rdx
	testq	%rdx, %rdx
	je	.L2940
	testq	%rax, %rax
	je	.L2940
	leaq	352(%rsp), %r12
	leaq	480(%rsp), %rdx
	movq	%r14, %rsi
	movq	%r12, %rdi
	movq	%rdx, 16(%rsp)
	call	due_open.constprop.0
	movq	16(%rsp), %rdx
	testl	%eax, %eax
	je	.L2946
	jmp	.L3011
.L2950:
	movq	240(%rsp), %rax
	movq	%r12, %rdi
	leaq	(%rax,%rbp,8), %r14
	call	due_next
	movq	%rax, (%r14)
	movq	240(%rsp), %rax
	cmpq	$999999999, (%rax,%rbp,8)
	ja	.L2951
	addq	$1, %rbp
.L2946:
	cmpq	872(%rsp), %rbp
	jb	.L2950
.L2951:
	leaq	392(%rsp), %rdi
	call	numbers_close
	movq	%rbp, 872(%rsp)
	testq	%rbp, %rbp
	je	.L2943
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
	jne	.L2952
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
	jne	.L2952
	movq	872(%rsp), %rax
	movq	8(%rsp), %rdi
	movq	%r15, %rcx
	leaq	first_second_writer(%rip), %rdx
	leaq	.LC394(%rip), %rsi
	movq	%rax, 248(%rsp)
	call	export_file
	movl	%eax, %ebp
	jmp	.L2938
.L3011:
	movq	%rdx, %rsi
	movl	$2, %edi
	call	run_fault_set
	jmp	.L2940
	.cfi_endproc
.LFE252:
	.size	export_bench, .-export_bench
	.globl	__floatuntidf
	.section	.rodata.str1.8
	.align 8
.LC403:
	.string	"Theory (%s, rho %.4f): open mean %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.align 8
.LC404:
	.string	"; p99 %.1f us, measured %.1f (%+.2f %%, tolerance %.2f %%)"
	.section	.rodata.str1.1
.LC405:
	.string	"."
	.section	.rodata.str1.8
	.align 8
.LC406:
	.string	"warning: a measurement lies outside its tolerance of theory: a run is a sample, theory a limit; a longer run narrows both"
	.align 8
.LC407:
	.string	"RESULT theory queue=%s rho=%.4f mean_ns=%.0f"
	.align 8
.LC408:
	.string	"\nRESULT theory_check set=open mean_err_pct=%.3f tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC409:
	.string	" %s_ns=%.0f"
	.section	.rodata.str1.8
	.align 8
.LC410:
	.string	" p99_err_pct=%.3f p99_tolerance_pct=%.3f"
	.section	.rodata.str1.1
.LC411:
	.string	" ok=%d\n"
	.section	.rodata.str1.8
	.align 8
.LC412:
	.string	"RESULT theory_check set=closed mean_err_pct=%.3f tolerance_pct=%.3f"
	.text
	.p2align 4
	.type	print_theory, @function
print_theory:
.LFB296:
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
	jne	.L3013
	xorl	%r15d, %r15d
	cmpq	$1, 160(%rbx)
	sete	%r15b
.L3013:
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
	jne	.L3079
.L3012:
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
.L3079:
	.cfi_restore_state
	movq	16(%rsp), %rdi
	movq	24(%rsp), %rsi
	call	__floatuntidf@PLT
	testq	%r13, %r13
	js	.L3015
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r13, %xmm1
.L3016:
	divsd	%xmm1, %xmm0
	movq	48(%rsp), %rdi
	movq	32(%rsp), %rsi
	movsd	%xmm0, 24(%rsp)
	call	__floatuntidf@PLT
	testq	%r12, %r12
	js	.L3017
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r12, %xmm1
.L3018:
	divsd	%xmm1, %xmm0
	leaq	120(%rsp), %rdx
	leaq	152(%rsp), %rsi
	movq	%rbx, %rdi
	movsd	%xmm0, 32(%rsp)
	call	service_moments
	movsd	24(%rsp), %xmm3
	movsd	168(%rsp), %xmm1
	movsd	.LC397(%rip), %xmm6
	mulsd	(%rsp), %xmm6
	subsd	%xmm1, %xmm3
	mulsd	.LC61(%rip), %xmm3
	movl	176(%rsp), %r12d
	movsd	%xmm6, 16(%rsp)
	divsd	%xmm1, %xmm3
	testl	%r12d, %r12d
	jne	.L3080
	testl	%r15d, %r15d
	jne	.L3081
	movq	$0x000000000, 64(%rsp)
	movq	$0x000000000, 56(%rsp)
.L3024:
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
	jnb	.L3051
.L3027:
	movq	128(%rsp), %rsi
	movsd	136(%rsp), %xmm0
	testl	%ebp, %ebp
	je	.L3082
	leaq	.LC407(%rip), %rdi
	movl	$2, %eax
	movsd	%xmm3, (%rsp)
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	movsd	(%rsp), %xmm3
	je	.L3041
	movsd	.LC1(%rip), %xmm4
	movq	.LC156(%rip), %xmm2
	movl	$1, %ebx
	leaq	-8+PCT_MILLI(%rip), %r14
	leaq	-8+PCT_NAME(%rip), %r12
	leaq	.LC409(%rip), %rbp
	movsd	%xmm3, 96(%rsp)
	movsd	%xmm4, 24(%rsp)
	movaps	%xmm2, (%rsp)
.L3036:
	movq	(%r14,%rbx,8), %rax
	testq	%rax, %rax
	js	.L3039
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3040:
	xorpd	(%rsp), %xmm0
	divsd	.LC295(%rip), %xmm0
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
	jne	.L3036
	movsd	96(%rsp), %xmm3
.L3041:
	movsd	16(%rsp), %xmm1
	movapd	%xmm3, %xmm0
	movl	$2, %eax
	leaq	.LC408(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	jne	.L3083
.L3038:
	movsd	16(%rsp), %xmm7
	xorl	%esi, %esi
	comisd	72(%rsp), %xmm7
	jb	.L3042
	movsd	48(%rsp), %xmm0
	andpd	32(%rsp), %xmm0
	movq	%r13, %xmm6
	xorl	%esi, %esi
	comisd	%xmm0, %xmm6
	setnb	%sil
.L3042:
	leaq	.LC411(%rip), %rbx
	xorl	%eax, %eax
	movq	%rbx, %rdi
	call	printf@PLT
	testl	%r15d, %r15d
	je	.L3012
	movsd	64(%rsp), %xmm1
	movsd	56(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC412(%rip), %rdi
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	jne	.L3084
.L3044:
	movsd	56(%rsp), %xmm0
	movapd	32(%rsp), %xmm7
	xorl	%esi, %esi
	movsd	64(%rsp), %xmm1
	addsd	.LC402(%rip), %xmm1
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm1
	jb	.L3045
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm6
	xorl	%esi, %esi
	andpd	%xmm7, %xmm0
	comisd	%xmm0, %xmm6
	setnb	%sil
.L3045:
	movq	%rbx, %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3012
.L3039:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3040
.L3017:
	movq	%r12, %rdx
	movq	%r12, %rax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	andl	$1, %eax
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3018
.L3015:
	movq	%r13, %rax
	andl	$1, %r13d
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%r13, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3016
.L3082:
	movsd	16(%rsp), %xmm4
	leaq	.LC403(%rip), %rdi
	movl	$5, %eax
	movsd	24(%rsp), %xmm2
	divsd	.LC69(%rip), %xmm1
	divsd	.LC69(%rip), %xmm2
	call	printf@PLT
	cmpl	$0, 176(%rsp)
	jne	.L3085
.L3032:
	leaq	.LC405(%rip), %rdi
	call	puts@PLT
	testl	%r12d, %r12d
	jne	.L3012
	leaq	.LC406(%rip), %rdi
	call	puts@PLT
	jmp	.L3012
.L3080:
	movsd	.LC398(%rip), %xmm0
	mulsd	56(%rsp), %xmm0
	movsd	%xmm3, 48(%rsp)
	movsd	.LC399(%rip), %xmm2
	movsd	%xmm1, (%rsp)
	divsd	%xmm0, %xmm2
	movapd	%xmm2, %xmm0
	call	sqrt@PLT
	movsd	(%rsp), %xmm1
	movsd	48(%rsp), %xmm3
	movsd	152(%rsp), %xmm6
	movsd	.LC400(%rip), %xmm5
	movsd	.LC1(%rip), %xmm4
	movq	136(%r14), %rax
	subsd	136(%rsp), %xmm4
	mulsd	%xmm6, %xmm5
	testq	%rax, %rax
	movapd	%xmm5, %xmm7
	divsd	%xmm4, %xmm7
	js	.L3020
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3021:
	subsd	%xmm7, %xmm2
	mulsd	.LC61(%rip), %xmm2
	divsd	%xmm7, %xmm2
	movsd	%xmm2, 48(%rsp)
	movq	.LC156(%rip), %xmm2
	xorpd	%xmm2, %xmm0
	divsd	.LC401(%rip), %xmm0
	mulsd	.LC397(%rip), %xmm0
	movq	%xmm0, %r13
	testl	%r15d, %r15d
	jne	.L3022
	movq	$0x000000000, 80(%rsp)
	movq	$0x000000000, 88(%rsp)
	movq	$0x000000000, 64(%rsp)
	movq	$0x000000000, 56(%rsp)
.L3023:
	movq	.LC55(%rip), %xmm6
	movapd	%xmm6, %xmm7
	movaps	%xmm6, 32(%rsp)
	andpd	%xmm3, %xmm7
	movapd	%xmm7, %xmm5
	movsd	%xmm7, 72(%rsp)
	movsd	16(%rsp), %xmm7
	comisd	%xmm5, %xmm7
	jb	.L3074
	movsd	48(%rsp), %xmm0
	andpd	%xmm6, %xmm0
	movq	%r13, %xmm6
	comisd	%xmm0, %xmm6
	jnb	.L3051
.L3074:
	xorl	%r12d, %r12d
	jmp	.L3027
.L3051:
	movsd	56(%rsp), %xmm0
	movapd	32(%rsp), %xmm4
	movsd	64(%rsp), %xmm2
	addsd	.LC402(%rip), %xmm2
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm2
	jb	.L3074
	movsd	88(%rsp), %xmm0
	movsd	80(%rsp), %xmm5
	xorl	%r12d, %r12d
	andpd	%xmm4, %xmm0
	comisd	%xmm0, %xmm5
	setnb	%r12b
	jmp	.L3027
.L3081:
	movq	32(%r14), %rax
	testq	%rax, %rax
	js	.L3025
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3026:
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
	mulsd	.LC397(%rip), %xmm4
	subsd	%xmm2, %xmm0
	mulsd	.LC61(%rip), %xmm0
	movsd	%xmm4, 64(%rsp)
	divsd	%xmm2, %xmm0
	movsd	%xmm0, 56(%rsp)
	jmp	.L3024
.L3083:
	movsd	48(%rsp), %xmm0
	movq	%r13, %xmm1
	movl	$2, %eax
	leaq	.LC410(%rip), %rdi
	call	printf@PLT
	jmp	.L3038
.L3020:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3021
.L3085:
	movq	136(%r14), %rax
	testq	%rax, %rax
	js	.L3033
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3034:
	movsd	.LC400(%rip), %xmm0
	movsd	.LC1(%rip), %xmm2
	movq	%r13, %xmm3
	leaq	.LC404(%rip), %rdi
	mulsd	152(%rsp), %xmm0
	movl	$4, %eax
	subsd	136(%rsp), %xmm2
	divsd	.LC69(%rip), %xmm1
	divsd	%xmm2, %xmm0
	movsd	48(%rsp), %xmm2
	divsd	.LC69(%rip), %xmm0
	call	printf@PLT
	jmp	.L3032
.L3022:
	movq	32(%r14), %rax
	testq	%rax, %rax
	js	.L3047
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3048:
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
	mulsd	.LC398(%rip), %xmm4
	movapd	%xmm0, %xmm7
	movsd	32(%rsp), %xmm0
	mulsd	.LC397(%rip), %xmm7
	subsd	%xmm6, %xmm0
	mulsd	.LC61(%rip), %xmm0
	movsd	%xmm7, 64(%rsp)
	divsd	%xmm6, %xmm0
	movsd	%xmm0, 56(%rsp)
	movsd	.LC399(%rip), %xmm0
	divsd	%xmm4, %xmm0
	call	sqrt@PLT
	movq	56(%r14), %rax
	movsd	72(%rsp), %xmm1
	movsd	80(%rsp), %xmm3
	movsd	88(%rsp), %xmm5
	testq	%rax, %rax
	movapd	96(%rsp), %xmm2
	js	.L3049
	pxor	%xmm4, %xmm4
	cvtsi2sdq	%rax, %xmm4
.L3050:
	subsd	%xmm5, %xmm4
	mulsd	.LC61(%rip), %xmm4
	xorpd	%xmm2, %xmm0
	divsd	.LC401(%rip), %xmm0
	mulsd	.LC397(%rip), %xmm0
	divsd	%xmm5, %xmm4
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm4, 88(%rsp)
	jmp	.L3023
.L3033:
	movq	%rax, %rcx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rcx
	orq	%rax, %rcx
	cvtsi2sdq	%rcx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3034
.L3047:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3048
.L3025:
	movq	%rax, %rsi
	andl	$1, %eax
	pxor	%xmm2, %xmm2
	shrq	%rsi
	orq	%rax, %rsi
	cvtsi2sdq	%rsi, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3026
.L3084:
	movsd	80(%rsp), %xmm1
	movsd	88(%rsp), %xmm0
	movl	$2, %eax
	leaq	.LC410(%rip), %rdi
	call	printf@PLT
	jmp	.L3044
.L3049:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm4, %xmm4
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm4
	addsd	%xmm4, %xmm4
	jmp	.L3050
	.cfi_endproc
.LFE296:
	.size	print_theory, .-print_theory
	.section	.rodata.str1.1
.LC413:
	.string	"reference"
.LC414:
	.string	"closed-form"
.LC415:
	.string	"set"
.LC416:
	.string	"%-*s %9s"
.LC417:
	.string	" %11s"
.LC418:
	.string	"slow %"
.LC419:
	.string	" %8s %8s"
.LC420:
	.string	"cv"
.LC421:
	.string	" %6s\n"
.LC422:
	.string	"%-*s %9lu"
.LC423:
	.string	"%lu.%04lu"
.LC424:
	.string	" %8lu %8s"
.LC425:
	.string	" %6.3f\n"
	.section	.rodata.str1.8
	.align 8
.LC426:
	.string	"(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n"
	.section	.rodata.str1.1
.LC427:
	.string	"ratios: open/closed p99 %s"
.LC428:
	.string	", p99.9 %s"
.LC429:
	.string	"; corrected/closed p99 %s"
.LC430:
	.string	"; open/corrected p99 %s"
.LC431:
	.string	", p90 %s\n"
	.section	.rodata.str1.8
	.align 8
.LC432:
	.string	"The recordings never part by 2x at the percentiles shown: the stalls hold up too few requests to reach them."
	.align 8
.LC433:
	.string	"The recordings part at %s: the open loop reads %s there, %s times the closed loop's %s.\n"
	.align 8
.LC434:
	.string	"They part at p99: the open loop reads %s there, %s times the closed loop's %s"
	.section	.rodata.str1.1
.LC435:
	.string	"At p99 the two loops agree"
	.section	.rodata.str1.8
	.align 8
.LC436:
	.string	"At p99 the open loop reads %s, %s times the closed loop"
	.align 8
.LC437:
	.string	", and the correction at %s leaves the closed loop's p99 as it was.\n"
	.align 8
.LC438:
	.string	"; corrected at %s, the closed loop reads %s.\n"
	.align 8
.LC439:
	.string	"No first stall is traced here (only a catch-up closed loop that meets one is)."
	.align 8
.LC440:
	.string	"The first stall held up %lu requests (from request %lu); the closed loop recorded it once, as %s.\n"
	.align 8
.LC441:
	.string	"simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f (median %.3f)\n\n"
	.section	.rodata.str1.1
.LC442:
	.string	"RESULT set=%s"
.LC443:
	.string	" n=%lu"
.LC444:
	.string	" %s_ns=%lu"
	.section	.rodata.str1.8
	.align 8
.LC445:
	.string	" slow=%lu slow_pct=%s sum_ns=%s\n"
	.align 8
.LC446:
	.string	"RESULT ratio name=%s value=%s\n"
	.align 8
.LC447:
	.string	"RESULT timeline client=%s stalls=%lu last_completion_ns=%lu\n"
	.align 8
.LC448:
	.string	"RESULT correction expected_interval_ns=%lu\n"
	.align 8
.LC449:
	.string	"RESULT schedule kind=%s requests=%lu mean_gap_ns=%lu\n"
	.align 8
.LC450:
	.string	"RESULT first_stall request=%lu closed_ns=%lu open_ns=%lu"
	.align 8
.LC451:
	.string	" next_closed_ns=%lu next_open_ns=%lu"
	.section	.rodata.str1.1
.LC452:
	.string	" delayed=%lu clears_at=%lu\n"
	.section	.rodata.str1.8
	.align 8
.LC453:
	.string	"RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n"
	.align 8
.LC454:
	.string	"RESULT service dist=%s mean_ns=%.0f scv=%.4f\n"
	.align 8
.LC455:
	.string	"RESULT memory max_rss_kib=%ld samples=%s\n"
	.align 8
.LC456:
	.string	"RESULT passes walks=%u guessed=%u of=%d\n"
	.section	.rodata.str1.1
.LC457:
	.string	"RESULT checked_against=%s\n"
	.section	.rodata.str1.8
	.align 8
.LC458:
	.string	"RESULT checks passed=%lu failed=%lu runs=%u\n"
	.text
	.p2align 4
	.type	bench_report, @function
bench_report:
.LFB306:
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
	leaq	PCT_LABEL(%rip), %r12
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	leaq	.LC417(%rip), %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	leaq	48(%r12), %rbx
	subq	$408, %rsp
	.cfi_def_cfa_offset 464
	movq	(%rdi), %rax
	movq	%rsi, 88(%rsp)
	movq	%rax, 72(%rsp)
	leaq	416(%rdi), %rax
	movl	$10, %edi
	movl	%edx, 108(%rsp)
	movq	%rax, 64(%rsp)
	call	putchar@PLT
	leaq	.LC356(%rip), %rcx
	xorl	%eax, %eax
	leaq	.LC415(%rip), %rdx
	movl	$10, %esi
	leaq	.LC416(%rip), %rdi
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L3087:
	movq	(%r12), %rsi
	movq	%rbp, %rdi
	xorl	%eax, %eax
	addq	$8, %r12
	call	printf@PLT
	cmpq	%rbx, %r12
	jne	.L3087
	leaq	.LC418(%rip), %rdx
	leaq	.LC354(%rip), %rsi
	xorl	%eax, %eax
	xorl	%r12d, %r12d
	leaq	.LC419(%rip), %rdi
	leaq	256(%rsp), %rbx
	call	printf@PLT
	leaq	.LC420(%rip), %rsi
	leaq	.LC421(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	%r12, %rax
	movq	%r15, %r12
	movq	%rax, %r14
.L3090:
	leaq	SET_NAME(%rip), %rax
	movl	$10, %esi
	xorl	%r13d, %r13d
	movq	448(%r12), %rcx
	movq	(%rax,%r14), %rdx
	leaq	.LC422(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L3088:
	movq	456(%r12,%r13,8), %rsi
	movq	%rbx, %rdi
	addq	$1, %r13
	call	fmt_us.constprop.0
	movq	%rbp, %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	cmpq	$6, %r13
	jne	.L3088
	movq	448(%r12), %r8
	movq	504(%r12), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L3089
	movq	%r8, %rdi
	movl	$1000000, %edx
	movq	$0, 24(%rsp)
	shrq	%rdi
	mulq	%rdx
	movq	%rdi, 16(%rsp)
	addq	16(%rsp), %rax
	adcq	24(%rsp), %rdx
	movq	%rax, %rdi
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
.L3089:
	leaq	.LC423(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$80, %r12
	movl	$32, %esi
	call	snprintf@PLT
	movq	424(%r12), %rsi
	movq	%rbx, %rdx
	xorl	%eax, %eax
	leaq	.LC424(%rip), %rdi
	call	printf@PLT
	leaq	.LC425(%rip), %rdi
	movl	$1, %eax
	movsd	688(%r15,%r14), %xmm0
	addq	$8, %r14
	call	printf@PLT
	cmpq	$24, %r14
	jne	.L3090
	movq	416(%r15), %rax
	movq	%rbx, %rdi
	xorl	%r12d, %r12d
	movq	192(%rax), %rsi
	call	fmt_us.constprop.0
	leaq	.LC426(%rip), %rdi
	movq	%rax, %rdx
	movq	416(%r15), %rax
	movl	216(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	movq	472(%r15), %rdx
	movq	552(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC427(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	480(%r15), %rdx
	movq	560(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC428(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	472(%r15), %rdx
	movq	632(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC429(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	632(%r15), %rdx
	movq	552(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC430(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	624(%r15), %rdx
	movq	544(%r15), %rsi
	movq	%rbx, %rdi
	call	fmt_ratio.constprop.0
	leaq	.LC431(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movl	864(%r15), %ebp
.L3094:
	movq	456(%r15,%r12,8), %rax
	addq	%rax, %rax
	cmpq	%rax, 536(%r15,%r12,8)
	jb	.L3091
	movl	$10, %edi
	call	putchar@PLT
	cmpl	$2, %r12d
	je	.L3156
	movslq	%r12d, %r12
	leaq	176(%rsp), %rdi
	leaq	(%r15,%r12,8), %r13
	movq	456(%r13), %rsi
	call	fmt_read.constprop.0
	movq	456(%r13), %rdx
	movq	536(%r13), %rsi
	leaq	144(%rsp), %rdi
	movq	%rax, %r14
	call	fmt_ratio.constprop.0
	movq	536(%r13), %rsi
	leaq	112(%rsp), %rdi
	movq	%rax, 16(%rsp)
	call	fmt_read.constprop.0
	movq	16(%rsp), %rcx
	movq	%r14, %r8
	leaq	.LC433(%rip), %rdi
	movq	%rax, %rdx
	leaq	PCT_LABEL(%rip), %rax
	movq	(%rax,%r12,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	552(%r15), %r12
	movq	472(%r15), %r14
	movq	632(%r15), %r13
.L3095:
	cmpq	%r14, %r12
	je	.L3158
	movq	%r14, %rdx
	leaq	144(%rsp), %rdi
	movq	%r12, %rsi
	call	fmt_ratio.constprop.0
	leaq	112(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 16(%rsp)
	call	fmt_read.constprop.0
	movq	16(%rsp), %rdx
	leaq	.LC436(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L3096:
	cmpq	%r13, %r14
	je	.L3159
	movq	%r13, %rsi
	movq	%rbx, %rdi
	call	fmt_read.constprop.0
	movq	%rax, %r12
	movq	760(%r15), %rax
	movq	272(%rax), %rsi
	leaq	208(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 40(%rsp)
	call	fmt_read.constprop.0
	movq	%r12, %rdx
	leaq	.LC438(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L3100:
	testl	%ebp, %ebp
	jne	.L3101
	leaq	.LC439(%rip), %rdi
	call	puts@PLT
.L3102:
	movq	64(%rsp), %rdi
	xorl	%esi, %esi
	leaq	456(%r15), %r13
	movabsq	$-3689348814741910323, %r14
	movabsq	$-3689348814741910324, %r12
	call	print_theory
	leaq	.LC441(%rip), %rdi
	movl	$4, %eax
	movsd	712(%r15), %xmm0
	movsd	744(%r15), %xmm3
	movsd	736(%r15), %xmm2
	movsd	720(%r15), %xmm1
	call	printf@PLT
	movl	864(%r15), %eax
	movq	%r15, 96(%rsp)
	movl	%eax, 104(%rsp)
	movq	416(%r15), %rax
	movq	%rax, 80(%rsp)
	leaq	SET_NAME(%rip), %rax
	movq	%rax, 16(%rsp)
.L3108:
	movq	16(%rsp), %rax
	leaq	.LC442(%rip), %rdi
	leaq	PCT_NAME(%rip), %rbp
	movq	%r13, %r15
	movq	(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	-8(%r13), %rsi
	leaq	.LC443(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	.p2align 4,,10
	.p2align 3
.L3103:
	movq	(%r15), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC444(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %r15
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L3103
	movq	56(%r13), %rsi
	movq	64(%r13), %rdi
	movl	$47, %ecx
	movb	$0, 303(%rsp)
	movl	$5, %ebp
	movl	$9, %r9d
	.p2align 4,,10
	.p2align 3
.L3106:
	movq	%rsi, %r8
	movq	%rsi, %r15
	addq	%rdi, %r8
	adcq	$0, %r8
	xorl	%r11d, %r11d
	movq	%r8, %rax
	mulq	%r14
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
	subq	$1, %rcx
	movq	%rdx, %r8
	movq	%rdx, 8(%rsp)
	movq	%rax, %rdx
	movq	(%rsp), %rax
	imulq	%r12, %rdx
	imulq	%r14, %r8
	addq	%rdx, %r8
	mulq	%r14
	addq	%r8, %rdx
	movq	%rax, %r8
	andl	$1, %r8d
	shrdq	$1, %rdx, %rax
	imulq	%rbp, %r8
	shrq	%rdx
	movq	%rax, %rsi
	xorl	%eax, %eax
	cmpq	%r15, %r9
	leal	48(%r8,%r10), %r8d
	movb	%r8b, (%rbx,%rcx)
	movq	%rdi, %r8
	movq	%rdx, %rdi
	sbbq	%r8, %rax
	jc	.L3106
	movq	40(%rsp), %rdi
	addq	%rbx, %rcx
	movl	$48, %esi
	xorl	%eax, %eax
	leaq	.LC26(%rip), %rdx
	movq	%r10, (%rsp)
	movq	%r11, 8(%rsp)
	call	snprintf@PLT
	movq	-8(%r13), %r8
	movq	48(%r13), %rax
	xorl	%ecx, %ecx
	testq	%r8, %r8
	je	.L3107
	movq	%r8, %rdi
	movl	$1000000, %edx
	movq	$0, 56(%rsp)
	shrq	%rdi
	mulq	%rdx
	movq	%rdi, 48(%rsp)
	addq	48(%rsp), %rax
	adcq	56(%rsp), %rdx
	movq	%rax, %rdi
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
.L3107:
	leaq	.LC423(%rip), %rdx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	addq	$80, %r13
	movl	$32, %esi
	call	snprintf@PLT
	movq	-32(%r13), %rsi
	movq	40(%rsp), %rcx
	xorl	%eax, %eax
	leaq	.LC445(%rip), %rdi
	movq	%rbx, %rdx
	call	printf@PLT
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	cmpq	%rdi, %rax
	jne	.L3108
	movq	96(%rsp), %r15
	leaq	RATIOS(%rip), %r14
	movl	$1, %edx
	xorl	%eax, %eax
	leaq	168(%r14), %r13
	leaq	.LC446(%rip), %r12
	leaq	448(%r15), %rbp
	jmp	.L3122
	.p2align 4,,10
	.p2align 3
.L3109:
	movq	8(%rax,%rcx,8), %rcx
.L3110:
	leaq	(%rdx,%rdx,4), %rax
	movslq	12(%r14), %rsi
	salq	$4, %rax
	addq	%rbp, %rax
	cmpl	$-1, %esi
	je	.L3160
	movq	8(%rax,%rsi,8), %rax
	testq	%rcx, %rcx
	je	.L3113
.L3161:
	testq	%rax, %rax
	js	.L3114
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3115:
	testq	%rcx, %rcx
	js	.L3116
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rcx, %xmm1
.L3117:
	divsd	%xmm1, %xmm0
	leaq	.LC92(%rip), %rax
	movl	$32, %esi
	movq	%rbx, %rdi
	leaq	.LC93(%rip), %rdx
	comisd	.LC61(%rip), %xmm0
	cmovnb	%rax, %rdx
	movl	$1, %eax
	call	snprintf@PLT
.L3120:
	movq	(%r14), %rsi
	movq	%rbx, %rdx
	movq	%r12, %rdi
	xorl	%eax, %eax
	addq	$24, %r14
	call	printf@PLT
	cmpq	%r14, %r13
	je	.L3121
	movslq	16(%r14), %rax
	movslq	8(%r14), %rdx
.L3122:
	leaq	(%rax,%rax,4), %rax
	movslq	20(%r14), %rcx
	salq	$4, %rax
	addq	%rbp, %rax
	cmpl	$-1, %ecx
	jne	.L3109
	movq	56(%rax), %rcx
	jmp	.L3110
	.p2align 4,,10
	.p2align 3
.L3091:
	addq	$1, %r12
	cmpq	$6, %r12
	jne	.L3094
	movl	$10, %edi
	call	putchar@PLT
	leaq	.LC432(%rip), %rdi
	call	puts@PLT
	movq	552(%r15), %r12
	movq	472(%r15), %r14
	movq	632(%r15), %r13
	jmp	.L3095
	.p2align 4,,10
	.p2align 3
.L3160:
	movq	56(%rax), %rax
	testq	%rcx, %rcx
	jne	.L3161
.L3113:
	movl	$6369134, (%rbx)
	jmp	.L3120
	.p2align 4,,10
	.p2align 3
.L3116:
	movq	%rcx, %rax
	andl	$1, %ecx
	pxor	%xmm1, %xmm1
	shrq	%rax
	orq	%rcx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3117
	.p2align 4,,10
	.p2align 3
.L3114:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3115
	.p2align 4,,10
	.p2align 3
.L3121:
	movq	760(%r15), %rax
	leaq	.LC447(%rip), %r13
	leaq	.LC359(%rip), %r12
	movq	%r12, %rsi
	movq	%r13, %rdi
	leaq	.LC360(%rip), %rbp
	movq	256(%rax), %rcx
	movq	240(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%r15), %rax
	movq	%rbp, %rsi
	movq	%r13, %rdi
	movq	264(%rax), %rcx
	movq	248(%rax), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	movq	760(%r15), %rax
	leaq	.LC448(%rip), %rdi
	movq	272(%rax), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	movq	80(%rsp), %rax
	movl	72(%rax), %esi
	testl	%esi, %esi
	je	.L3123
	movq	136(%rax), %rdi
	xorl	%ecx, %ecx
	cmpq	$1, %rdi
	jbe	.L3124
	movq	128(%rax), %rcx
	movq	%rax, %rdx
	movq	%rcx, %rax
	leaq	-1(%rdi), %rcx
	subq	120(%rdx), %rax
	xorl	%edx, %edx
	divq	%rcx
	movq	%rax, %rcx
.L3124:
	leaq	SCHED_NAME(%rip), %rax
	movq	%rdi, %rdx
	leaq	.LC449(%rip), %rdi
	movq	(%rax,%rsi,8), %rsi
	xorl	%eax, %eax
	call	printf@PLT
.L3123:
	movl	104(%rsp), %ecx
	testl	%ecx, %ecx
	jne	.L3162
.L3125:
	movq	%r12, %rsi
	leaq	.LC453(%rip), %r12
	movsd	712(%r15), %xmm0
	movsd	728(%r15), %xmm2
	movsd	720(%r15), %xmm1
	movq	%r12, %rdi
	movl	$3, %eax
	call	printf@PLT
	movq	%rbp, %rsi
	movq	%r12, %rdi
	movl	$3, %eax
	movsd	736(%r15), %xmm0
	movsd	752(%r15), %xmm2
	movsd	744(%r15), %xmm1
	call	printf@PLT
	movq	72(%rsp), %rax
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L3163
.L3127:
	movq	64(%rsp), %rdi
	movl	$1, %esi
	xorl	%ebp, %ebp
	call	print_theory
	movq	88(%rsp), %rdi
	testq	%rdi, %rdi
	je	.L3128
	movq	760(%r15), %rcx
	movl	108(%rsp), %r8d
	leaq	328(%r15), %rdx
	xorl	%ebp, %ebp
	movq	72(%rsp), %rsi
	call	export_bench
	testl	%eax, %eax
	setne	%bpl
.L3128:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L3164
	xorl	%edi, %edi
	movq	%rbx, %rsi
	call	getrusage@PLT
	testl	%eax, %eax
	je	.L3165
.L3130:
	movq	440(%r15), %rax
	cmpl	$3, 24(%rax)
	je	.L3166
.L3131:
	cmpq	$0, 432(%r15)
	leaq	.LC413(%rip), %rax
	leaq	.LC414(%rip), %rsi
	cmovne	%rax, %rsi
	leaq	.LC457(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	movq	416(%r15), %rax
	movq	776(%r15), %rdx
	leaq	.LC458(%rip), %rdi
	movq	768(%r15), %rsi
	movl	216(%rax), %ecx
	xorl	%eax, %eax
	addl	$1, %ecx
	call	printf@PLT
	xorl	%eax, %eax
	cmpq	$0, 776(%r15)
	setne	%al
	addq	$408, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	orl	%ebp, %eax
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	ret
.L3101:
	.cfi_restore_state
	movq	848(%r15), %rdx
	movq	816(%r15), %rax
	leaq	112(%rsp), %rdi
	movq	(%rax,%rdx,8), %rsi
	call	fmt_read.constprop.0
	movq	848(%r15), %rdx
	movq	856(%r15), %rsi
	leaq	.LC440(%rip), %rdi
	movq	%rax, %rcx
	xorl	%eax, %eax
	subq	%rdx, %rsi
	call	printf@PLT
	jmp	.L3102
.L3165:
	movq	440(%r15), %rax
	movq	288(%rsp), %rsi
	leaq	.LC455(%rip), %rdi
	movl	24(%rax), %edx
	leaq	SAMPLES_NAME(%rip), %rax
	movq	(%rax,%rdx,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3130
.L3156:
	movq	472(%r15), %r14
	movq	552(%r15), %r12
	leaq	176(%rsp), %rdi
	movq	632(%r15), %r13
	movq	%r14, %rsi
	call	fmt_read.constprop.0
	movq	%r14, %rdx
	leaq	144(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 40(%rsp)
	call	fmt_ratio.constprop.0
	leaq	112(%rsp), %rdi
	movq	%r12, %rsi
	movq	%rax, 16(%rsp)
	call	fmt_read.constprop.0
	movq	40(%rsp), %rcx
	movq	16(%rsp), %rdx
	leaq	.LC434(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3096
.L3164:
	addq	$408, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	leaq	.LC3(%rip), %rsi
	movl	$-4, %edi
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
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
.L3159:
	.cfi_restore_state
	movq	760(%r15), %rax
	movq	272(%rax), %rsi
	leaq	208(%rsp), %rax
	movq	%rax, %rdi
	movq	%rax, 40(%rsp)
	call	fmt_read.constprop.0
	leaq	.LC437(%rip), %rdi
	movq	%rax, %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3100
.L3163:
	movq	40(%rsp), %rsi
	movq	%rbx, %rdx
	movq	%rax, %r14
	movq	%rax, %rdi
	call	service_moments
	movl	8(%r14), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movsd	256(%rsp), %xmm1
	movsd	208(%rsp), %xmm0
	leaq	.LC454(%rip), %rdi
	imulq	$96, %rax, %rax
	movq	(%rdx,%rax), %rsi
	movl	$2, %eax
	call	printf@PLT
	jmp	.L3127
.L3162:
	movq	848(%r15), %r14
	movq	824(%r15), %rax
	leaq	.LC450(%rip), %rdi
	movq	(%rax,%r14,8), %rcx
	movq	816(%r15), %rax
	movq	%r14, %rsi
	leaq	0(,%r14,8), %r13
	movq	(%rax,%r14,8), %rdx
	xorl	%eax, %eax
	call	printf@PLT
	leaq	1(%r14), %rax
	cmpq	840(%r15), %rax
	jb	.L3167
.L3126:
	movq	856(%r15), %rdx
	leaq	.LC452(%rip), %rdi
	xorl	%eax, %eax
	movq	%rdx, %rsi
	subq	%r14, %rsi
	call	printf@PLT
	jmp	.L3125
.L3158:
	leaq	.LC435(%rip), %rdi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3096
.L3166:
	movq	760(%r15), %rax
	movl	$18, %ecx
	leaq	.LC456(%rip), %rdi
	movl	284(%rax), %edx
	movl	280(%rax), %esi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3131
.L3167:
	movq	824(%r15), %rax
	leaq	.LC451(%rip), %rdi
	movq	8(%rax,%r13), %rdx
	movq	816(%r15), %rax
	movq	8(%rax,%r13), %rsi
	xorl	%eax, %eax
	call	printf@PLT
	jmp	.L3126
	.cfi_endproc
.LFE306:
	.size	bench_report, .-bench_report
	.section	.rodata.str1.8
	.align 8
.LC459:
	.string	"computing the expected outcome"
	.align 8
.LC460:
	.string	"bench: --export: the corrected %s holds %lu values, and an export writes at most %d a set: raise --expected-interval or drop --export\n"
	.section	.rodata.str1.1
.LC461:
	.string	"for a rep"
	.section	.rodata.str1.8
	.align 8
.LC462:
	.string	"bench: internal error: latency %lu ns is off the lattice of %lu ns x %lu\n"
	.section	.rodata.str1.1
.LC463:
	.string	" warmup"
.LC464:
	.string	"rep=%u%s set=%s"
.LC465:
	.string	" slow=%lu sum_ns=%s\n"
	.text
	.p2align 4
	.type	bench_reps, @function
bench_reps:
.LFB303:
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
	je	.L3171
	movl	92(%rsp), %r15d
	testl	%r15d, %r15d
	jne	.L3171
	testq	%rbx, %rbx
	jne	.L3171
	movq	48(%rsp), %rax
	cmpl	$3, 352(%rax)
	je	.L3333
.L3172:
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
	jne	.L3170
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
.L3192:
	xorl	%edi, %edi
	xorl	%r14d, %r14d
	movq	%rdi, 168(%rsp)
.L3191:
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
.L3257:
	movq	48(%rsp), %rdi
	movl	(%rsp), %edx
	movq	96(%rsp), %rbx
	movl	352(%rdi), %ecx
	movq	%rdx, %rdi
	leaq	(%rdx,%rdx,8), %rdx
	salq	$5, %rdx
	leaq	(%rbx,%rdx), %r15
	cmpl	$3, %ecx
	jne	.L3193
	leal	1(%rax), %ebp
	subl	%edi, %ebp
	cmpl	$1, %ebp
	ja	.L3334
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
.L3202:
	leaq	run_fault_lock(%rip), %r15
	movq	%r15, %rdi
	call	pthread_mutex_lock@PLT
	movq	%r15, %rdi
	movl	run_fault(%rip), %r14d
	call	pthread_mutex_unlock@PLT
	testl	%ebx, %ebx
	jne	.L3329
	testl	%r14d, %r14d
	jne	.L3276
	movl	(%rsp), %eax
	leaq	320(%rsp), %rbx
	addl	%ebp, %eax
	testl	%ebp, %ebp
	je	.L3247
	movl	(%rsp), %r11d
	movq	48(%rsp), %r10
	movl	%r14d, 104(%rsp)
	.p2align 4,,10
	.p2align 3
.L3256:
	movl	92(%rsp), %r8d
	testl	%r8d, %r8d
	jne	.L3335
.L3249:
	testl	%r11d, %r11d
	je	.L3255
	movsd	(%rbx), %xmm0
	movq	312(%r10), %rsi
	leal	-1(%r11), %ecx
	movsd	%xmm0, (%rsi,%rcx,8)
	movq	320(%r10), %rsi
	movsd	8(%rbx), %xmm0
	movsd	%xmm0, (%rsi,%rcx,8)
.L3255:
	addl	$1, %r11d
	addq	$16, %rbx
	cmpl	%eax, %r11d
	jne	.L3256
	movl	%r11d, (%rsp)
	movl	104(%rsp), %r14d
.L3247:
	movq	40(%rsp), %rax
	movl	(%rsp), %edi
	movl	216(%rax), %eax
	cmpl	%edi, %eax
	jnb	.L3257
	movl	%r14d, %ebp
	movl	144(%rsp), %r14d
.L3248:
	testl	%r14d, %r14d
	jne	.L3200
	cmpl	$0, 148(%rsp)
	jne	.L3336
.L3201:
	movl	%ebp, %eax
.L3168:
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
.L3171:
	.cfi_restore_state
	xorl	%r11d, %r11d
	xorl	%ebp, %ebp
	movaps	%xmm0, 288(%rsp)
	movq	%r11, 304(%rsp)
	movl	%ebp, 312(%rsp)
.L3170:
	movq	136(%rsp), %r14
	movq	%r14, %rdi
	call	closed_form_gap
	movq	48(%rsp), %rdi
	movq	%rax, 432(%rdi)
	testq	%rax, %rax
	je	.L3182
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
.L3183:
	call	fault_rc
	movl	%eax, 148(%rsp)
	testl	%eax, %eax
	jne	.L3337
	testq	%rbx, %rbx
	je	.L3186
	movq	48(%rsp), %rax
	movq	136(%rsp), %rdi
	movq	176(%rax), %rbx
	call	plan_route
	cmpl	$2, %eax
	je	.L3338
.L3189:
	cmpq	$16777216, %rbx
	ja	.L3339
.L3186:
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
	je	.L3268
	movq	%rbx, 160(%rsp)
	jmp	.L3192
	.p2align 4,,10
	.p2align 3
.L3335:
	testl	%r11d, %r11d
	leaq	.LC463(%rip), %rcx
	leaq	.LC3(%rip), %rdi
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
.L3254:
	movq	16(%rsp), %rax
	movl	64(%rsp), %esi
	leaq	.LC464(%rip), %rdi
	movq	%r11, 56(%rsp)
	movq	72(%rsp), %rdx
	leaq	PCT_NAME(%rip), %rbp
	movq	(%rax), %rcx
	xorl	%eax, %eax
	call	printf@PLT
	movq	32(%rsp), %rbx
	leaq	.LC443(%rip), %rdi
	xorl	%eax, %eax
	movq	-8(%rbx), %rsi
	call	printf@PLT
	movq	%r12, (%rsp)
	movq	%r13, 8(%rsp)
	movq	56(%rsp), %r13
	.p2align 4,,10
	.p2align 3
.L3250:
	movq	(%rbx), %rdx
	movq	0(%rbp), %rsi
	leaq	.LC444(%rip), %rdi
	xorl	%eax, %eax
	addq	$8, %rbp
	addq	$8, %rbx
	call	printf@PLT
	leaq	48+PCT_NAME(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L3250
	movq	32(%rsp), %rax
	movq	%r13, %r11
	movl	$47, %ecx
	movl	$9, %r8d
	movq	56(%rax), %rsi
	movq	64(%rax), %rdi
	movb	$0, 543(%rsp)
	.p2align 4,,10
	.p2align 3
.L3253:
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
	jc	.L3253
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
	leaq	.LC465(%rip), %rdi
	movq	48(%rbx), %rsi
	addq	$80, %rbx
	call	printf@PLT
	addq	$8, 16(%rsp)
	movq	16(%rsp), %rax
	leaq	24+SET_NAME(%rip), %rdi
	movq	%rbx, 32(%rsp)
	movq	(%rsp), %r11
	cmpq	%rax, %rdi
	jne	.L3254
	movq	112(%rsp), %rbx
	movl	64(%rsp), %r11d
	movl	120(%rsp), %eax
	movq	128(%rsp), %r10
	jmp	.L3249
	.p2align 4,,10
	.p2align 3
.L3193:
	movq	40(%rsp), %rax
	movq	136(%rax), %rax
	movq	%rax, 112(%rsp)
	movq	%rax, 224(%rsp)
	movq	%rax, 232(%rsp)
	cmpl	$2, %ecx
	je	.L3340
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
	je	.L3263
	movl	152(%r14), %eax
.L3225:
	leaq	by_kind.5(%rip), %rdi
	leaq	256(%r15), %rcx
	movl	(%rdi,%rax,4), %esi
	leaq	240(%r15), %r9
	cmpl	$3, %esi
	jne	.L3228
	movq	40(%rsp), %rax
	movq	144(%rax), %rax
	testq	%rax, %rax
	je	.L3228
	movq	40(%rsp), %rdi
	xorl	%edx, %edx
	divq	(%rdi)
	movq	160(%rdi), %rdx
	leaq	1(%rax,%rdx), %rax
.L3230:
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
	jne	.L3332
	movq	352(%rsp), %rax
	movq	224(%rsp), %r14
.L3227:
	testq	%rax, %rax
	js	.L3233
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3234:
	testq	%r14, %r14
	je	.L3235
	js	.L3236
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%r14, %xmm1
.L3237:
	divsd	%xmm1, %xmm0
.L3235:
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
	jne	.L3238
	movl	8(%rax), %edx
	testl	%edx, %edx
	jne	.L3238
	cmpq	$0, 40(%rax)
	jne	.L3238
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
.L3239:
	movq	352(%rsp), %rax
	movq	232(%rsp), %rbx
	testq	%rax, %rax
	js	.L3240
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
	testq	%rbx, %rbx
	js	.L3242
.L3343:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L3243:
	divsd	%xmm1, %xmm0
	movq	40(%rsp), %rax
	movq	256(%r15), %rcx
	movl	176(%rax), %r11d
	movsd	%xmm0, 328(%rsp)
	testl	%r11d, %r11d
	je	.L3244
	movq	160(%rax), %rsi
	movq	$-1, %rax
	cmpq	%rsi, %r14
	jb	.L3245
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
.L3245:
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
	jmp	.L3202
	.p2align 4,,10
	.p2align 3
.L3238:
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
	je	.L3239
.L3332:
	movl	%ebx, %r15d
	leaq	run_fault_lock(%rip), %rbx
	movl	144(%rsp), %r14d
	movq	%rbx, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbx, %rdi
	call	pthread_mutex_unlock@PLT
.L3232:
	leaq	.LC461(%rip), %rsi
	movl	%r15d, %edi
	call	cannot
	movl	%eax, %ebp
	jmp	.L3248
	.p2align 4,,10
	.p2align 3
.L3263:
	movq	40(%rsp), %rdi
	movl	152(%rdi), %eax
	testl	%eax, %eax
	jne	.L3225
	cmpq	$1, 160(%rdi)
	je	.L3341
.L3226:
	leaq	256(%r15), %rcx
	leaq	240(%r15), %r9
	movl	$1, %esi
.L3228:
	movq	40(%rsp), %rax
	movq	136(%rax), %rax
	jmp	.L3230
.L3233:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3234
.L3329:
	movl	144(%rsp), %r14d
	movl	%ebx, %r15d
	jmp	.L3232
.L3334:
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
	je	.L3198
	xorl	%esi, %esi
	leaq	496(%rsp), %rcx
	leaq	384(%rsp), %rdi
	leaq	rep_job_run(%rip), %rdx
	call	pthread_create@PLT
	testl	%eax, %eax
	jne	.L3198
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
	jne	.L3342
	movl	520(%rsp), %ebx
	jmp	.L3197
.L3244:
	movq	40(%rsp), %rax
	movq	168(%rax), %rax
	jmp	.L3245
.L3240:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	testq	%rbx, %rbx
	jns	.L3343
.L3242:
	movq	%rbx, %rax
	movq	%rbx, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3243
.L3198:
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
.L3197:
	movl	$2, %ebp
	jmp	.L3202
.L3340:
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
.L3217:
	movq	40(%rsp), %rsi
	movq	16(%rsp), %rdi
	call	server_init
	xorl	%r9d, %r9d
	movq	$0, 80(%rsp)
	testq	%rbx, %rbx
	je	.L3205
	movq	%r14, 192(%rsp)
	xorl	%r15d, %r15d
	movq	%r9, 32(%rsp)
	.p2align 4,,10
	.p2align 3
.L3209:
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
	je	.L3344
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
.L3207:
	xorl	%ecx, %ecx
	testq	%r12, %r12
	je	.L3212
	.p2align 4,,10
	.p2align 3
.L3208:
	movq	(%r9,%rcx,8), %r10
	movq	(%r8), %rsi
	xorl	%edx, %edx
	movq	8(%r8), %rdi
	movq	%r10, %rax
	divq	%rsi
	cmpq	%rdi, %rax
	jnb	.L3210
	testq	%rdx, %rdx
	jne	.L3210
	movq	16(%r8), %rdx
	addq	$1, %rcx
	addq	$1, (%rdx,%rax,8)
	cmpq	%r12, %rcx
	jne	.L3208
.L3212:
	cmpq	%rbx, %r15
	jb	.L3209
	movq	192(%rsp), %r14
	movq	32(%rsp), %r9
.L3205:
	movq	80(%rsp), %rdi
	leaq	320(%rsp), %rax
	testq	%rdi, %rdi
	js	.L3213
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdi, %xmm0
.L3214:
	testq	%rbx, %rbx
	js	.L3215
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rbx, %xmm1
.L3216:
	divsd	%xmm1, %xmm0
	movq	72(%rsp), %rdi
	movsd	%xmm0, (%rax,%rdi,8)
	movq	504(%rsp), %rax
	movq	%r9, 256(%r14,%rdi,8)
	movq	%rax, 240(%r14,%rdi,8)
	testq	%rdi, %rdi
	jne	.L3345
	movq	$1, 72(%rsp)
	jmp	.L3217
	.p2align 4,,10
	.p2align 3
.L3344:
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
	jmp	.L3207
.L3236:
	movq	%r14, %rax
	movq	%r14, %rdx
	pxor	%xmm1, %xmm1
	shrq	%rax
	andl	$1, %edx
	orq	%rdx, %rax
	cvtsi2sdq	%rax, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3237
.L3345:
	movq	40(%rsp), %rax
	movq	176(%rsp), %r12
	movq	%r14, %r15
	movq	184(%rsp), %r13
	movq	200(%rsp), %rbp
	cmpl	$0, 176(%rax)
	movq	256(%r14), %rcx
	je	.L3218
	movq	160(%rax), %rsi
	movq	112(%rsp), %rax
	cmpq	%rsi, %rax
	jb	.L3273
	xorl	%edx, %edx
	divq	%rsi
	xorl	%edx, %edx
	movq	%rax, %rsi
	movq	%rcx, %rax
	divq	%rsi
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	jmp	.L3219
.L3215:
	movq	%rbx, %rdx
	movq	%rbx, %rcx
	pxor	%xmm1, %xmm1
	shrq	%rdx
	andl	$1, %ecx
	orq	%rcx, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3216
.L3213:
	movq	80(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movq	%rdi, %rdx
	andl	$1, %edi
	shrq	%rdx
	orq	%rdi, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3214
.L3341:
	cmpl	$0, 8(%rdi)
	jne	.L3226
	cmpq	$0, 40(%rdi)
	jne	.L3226
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
	jmp	.L3227
.L3268:
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	movl	%ecx, 148(%rsp)
	movq	%rsi, 160(%rsp)
	movq	%rsi, 168(%rsp)
	jmp	.L3191
.L3218:
	movq	40(%rsp), %rax
	movq	168(%rax), %rax
.L3219:
	movq	%rax, 272(%r15)
	movq	48(%rsp), %rax
	xorl	%ebx, %ebx
	cmpq	$0, 368(%rax)
	je	.L3224
	movq	%r13, 24(%rsp)
	movq	48(%rsp), %r14
	movq	%r15, %r13
	movq	%r12, 16(%rsp)
	jmp	.L3220
	.p2align 4,,10
	.p2align 3
.L3223:
	addq	$1, %rbx
	cmpq	368(%r14), %rbx
	jnb	.L3346
.L3220:
	movq	376(%r14), %rax
	movq	(%rax,%rbx,8), %r8
	testq	%r8, %r8
	je	.L3223
	movq	360(%r14), %rsi
	movl	$1, %ecx
	xorl	%edx, %edx
	movq	%rbp, %rdi
	imulq	%rbx, %rsi
	addq	$1, %rbx
	call	dist_add
	cmpq	368(%r14), %rbx
	jb	.L3220
.L3346:
	movq	%r13, %r15
	movq	16(%rsp), %r12
	movq	24(%rsp), %r13
.L3224:
	movq	272(%r15), %rsi
	movq	64(%rsp), %rdx
	movq	%rbp, %rdi
	call	dist_correct
	movl	376(%rsp), %eax
	orl	408(%rsp), %eax
	jne	.L3347
	movq	40(%rsp), %rax
	movq	128(%rsp), %rdi
	movq	%r15, %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	lattice_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	je	.L3348
.L3222:
	movq	352(%rsp), %rdi
	movl	$1, %ebp
	call	free@PLT
	movq	384(%rsp), %rdi
	call	free@PLT
	jmp	.L3202
.L3342:
	leaq	run_fault_lock(%rip), %rbp
	movl	144(%rsp), %r14d
	movq	%rbp, %rdi
	call	pthread_mutex_lock@PLT
	movq	%rbp, %rdi
	call	pthread_mutex_unlock@PLT
	leaq	.LC461(%rip), %rsi
	movl	%ebx, %edi
	call	cannot
	movl	%eax, %ebp
	testl	%r14d, %r14d
	je	.L3201
.L3200:
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
	je	.L3201
	movq	216(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
	movq	152(%rsp), %rdi
	call	shared_due_free
	jmp	.L3259
.L3336:
	movq	216(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L3259:
	movq	136(%rsp), %rdi
	call	closed_form_gap
	movq	48(%rsp), %rbx
	movq	%rax, 432(%rbx)
	testl	%ebp, %ebp
	jne	.L3201
	movl	312(%rsp), %edi
	call	fault_rc
	movl	%eax, 312(%rsp)
	movl	%eax, %edi
	testl	%eax, %eax
	jne	.L3261
.L3262:
	movq	48(%rsp), %rdi
	addq	$416, %rdi
	call	print_plan
	xorl	%eax, %eax
	jmp	.L3168
.L3182:
	movq	136(%rsp), %rdi
	movq	(%rsp), %rsi
	call	closed_form
	movl	%eax, %edi
	jmp	.L3183
.L3273:
	orq	$-1, %rax
	jmp	.L3219
.L3339:
	movq	stderr(%rip), %rdi
	movl	$16777216, %r8d
	xorl	%eax, %eax
	movq	%rbx, %rcx
	leaq	.LC415(%rip), %rdx
	leaq	.LC460(%rip), %rsi
	call	fprintf@PLT
	movl	$2, %eax
	jmp	.L3168
.L3210:
	movq	%rdi, %r8
	movq	stderr(%rip), %rdi
	movq	%rsi, %rcx
	movq	%r10, %rdx
	leaq	.LC462(%rip), %rsi
	xorl	%eax, %eax
	call	fprintf@PLT
	call	abort@PLT
.L3348:
	movq	40(%rsp), %rax
	movq	120(%rsp), %rdi
	leaq	80(%r15), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	lattice_summarise
	movl	%eax, %ebx
	testl	%eax, %eax
	jne	.L3222
	movq	40(%rsp), %rax
	movq	64(%rsp), %rdi
	leaq	160(%r15), %rcx
	movl	200(%rax), %edx
	movq	192(%rax), %rsi
	call	dist_summarise
	movl	%eax, %ebx
	jmp	.L3222
.L3338:
	movq	136(%rsp), %rdi
	leaq	496(%rsp), %rdx
	leaq	432(%rsp), %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L3189
	movq	48(%rsp), %rax
	movq	288(%rax), %rdx
	testq	%rdx, %rdx
	je	.L3189
	movq	224(%rax), %rcx
	movq	432(%rsp), %rax
.L3190:
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdi, %rax
	testq	%rdx, %rdx
	jne	.L3190
	xorl	%edx, %edx
	movq	%rcx, %rax
	divq	%rdi
	addq	$1, %rax
	cmpq	%rax, %rbx
	cmova	%rax, %rbx
	jmp	.L3189
.L3337:
	leaq	.LC459(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	jmp	.L3168
.L3276:
	movl	144(%rsp), %r14d
	movl	$-4, %r15d
	jmp	.L3232
.L3333:
	movq	152(%rsp), %rdi
	xorl	%eax, %eax
	movl	$52, %ecx
	rep stosq
	movq	136(%rsp), %rdi
	movq	%rdi, 768(%rsp)
	cmpq	$0, 112(%rdi)
	je	.L3349
.L3173:
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
.L3175:
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
	jne	.L3350
.L3174:
	addq	$8, %r15
	cmpq	%r15, %r14
	jne	.L3175
	movdqa	16(%rsp), %xmm0
	testl	%ebp, %ebp
	jne	.L3178
	movq	152(%rsp), %rdi
	xorl	%esi, %esi
	movaps	%xmm0, 16(%rsp)
	call	pthread_mutex_init@PLT
	movdqa	16(%rsp), %xmm0
	testl	%eax, %eax
	jne	.L3178
	xorl	%esi, %esi
	leaq	600(%rsp), %rdi
	call	pthread_cond_init@PLT
	movdqa	16(%rsp), %xmm0
	testl	%eax, %eax
	jne	.L3351
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
	je	.L3352
	movq	152(%rsp), %rdi
	call	shared_due_free
	jmp	.L3170
.L3350:
	movl	$131072, %edi
	call	malloc@PLT
	testq	%rax, %rax
	movq	%rax, 280(%r15)
	sete	%al
	movzbl	%al, %eax
	orl	%eax, %ebp
	jmp	.L3174
.L3261:
	leaq	.LC459(%rip), %rsi
	call	cannot
	testl	%eax, %eax
	jne	.L3168
	jmp	.L3262
.L3349:
	cmpl	$1, 72(%rdi)
	sete	%al
	movzbl	%al, %eax
	jmp	.L3173
.L3347:
	orl	$-1, %ebx
	jmp	.L3222
.L3352:
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
	jne	.L3265
	xorl	%eax, %eax
	movl	$1, %r14d
	movl	$1, 148(%rsp)
	movq	%rax, 160(%rsp)
	leaq	256(%rsp), %rax
	movq	%rax, 168(%rsp)
	jmp	.L3191
.L3351:
	movq	152(%rsp), %r14
	movq	%r14, %rdi
	call	pthread_mutex_destroy@PLT
	movq	%r14, %rdi
	call	shared_due_slots_free
	movdqa	16(%rsp), %xmm0
	jmp	.L3172
.L3178:
	movq	152(%rsp), %rdi
	movaps	%xmm0, 16(%rsp)
	call	shared_due_slots_free
	movdqa	16(%rsp), %xmm0
	jmp	.L3172
.L3265:
	leaq	256(%rsp), %rax
	movq	%rbx, 160(%rsp)
	movl	$1, %r14d
	movl	$1, 148(%rsp)
	movq	%rax, 168(%rsp)
	jmp	.L3191
	.cfi_endproc
.LFE303:
	.size	bench_reps, .-bench_reps
	.section	.rodata.str1.8
	.align 8
.LC466:
	.string	"a run of users (--population, --sessions)"
	.section	.rodata.str1.1
.LC467:
	.string	"a sweep (--sweep)"
.LC468:
	.string	"a benchmark run"
.LC469:
	.string	"one"
.LC470:
	.string	"it"
.LC471:
	.string	"2^40"
	.section	.rodata.str1.8
	.align 8
.LC472:
	.string	"200000000 (it is not a regular file, so all are kept)"
	.align 8
.LC473:
	.string	"it needs the catch-up closed loop with one connection"
	.align 8
.LC474:
	.string	"the latencies have too many possible values"
	.align 8
.LC475:
	.string	"200000000 (--exact-by sorted keeps every sample)"
	.section	.rodata.str1.1
.LC476:
	.string	"(none)"
.LC479:
	.string	"default"
.LC480:
	.string	"seed 000"
.LC481:
	.string	"--clock"
	.section	.rodata.str1.8
	.align 8
.LC482:
	.string	"RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d\n"
	.align 8
.LC483:
	.string	"RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle figures would be wrong, so none are given)\n"
	.section	.rodata.str1.1
.LC484:
	.string	"--self-test"
.LC485:
	.string	"rank n=1 p=0"
.LC486:
	.string	"rank n=1 p=100"
.LC487:
	.string	"rank n=1 p=0 ceil"
.LC488:
	.string	"rank n=1 p=100 ceil"
.LC489:
	.string	"rank n=10 p=0"
.LC490:
	.string	"rank n=10 p=100"
.LC491:
	.string	"rank n=10 p=50"
.LC492:
	.string	"rank n=10 p=95 rounds half up"
.LC493:
	.string	"rank n=10 p=94.9 rounds down"
.LC494:
	.string	"rank n=10 p=90.1 ceil"
.LC495:
	.string	"rank n=119980 p=99"
.LC496:
	.string	"rank n=119980 p=99.9"
.LC497:
	.string	"rank n=119980 p=99 ceil"
.LC498:
	.string	"rank n=2^62 p=99.99 exact"
.LC500:
	.string	"hdr fixture corrected count"
.LC501:
	.string	"hdr fixture correct_co"
.LC502:
	.string	"hdr fixture corrected p50"
.LC503:
	.string	"hdr fixture corrected p90"
.LC504:
	.string	"hdr fixture corrected p99"
.LC505:
	.string	"hdr fixture corrected max"
.LC506:
	.string	"hdr fixture corrected sum"
	.section	.rodata.str1.8
	.align 8
.LC507:
	.string	"correction of a value below the interval"
	.section	.rodata.str1.1
.LC508:
	.string	"correction of one interval"
.LC509:
	.string	"correction of two intervals"
	.section	.rodata.str1.8
	.align 8
.LC510:
	.string	"mean interval as wrk: 20 s / (100000 / 10)"
	.section	.rodata.str1.1
.LC511:
	.string	"closed-form n equals sorted n"
	.section	.rodata.str1.8
	.align 8
.LC512:
	.string	"closed-form %s equals sorted %s (%s)"
	.align 8
.LC513:
	.string	"closed-form slow equals sorted slow"
	.align 8
.LC514:
	.string	"closed-form sum equals sorted sum"
	.align 8
.LC516:
	.string	"reference server agrees, start %lu"
	.align 8
.LC517:
	.string	"a stall at the completion leaves it alone"
	.align 8
.LC518:
	.string	"in service at a stall: extended by it"
	.align 8
.LC519:
	.string	"starting in a stall: waits for its end"
	.align 8
.LC520:
	.string	"corrected set without its terms, in memory and in passes (guessing too, and select), e %lu, values below %lu: fields that differ"
	.align 8
.LC521:
	.string	"some corrected percentiles were found by a guess"
	.align 8
.LC522:
	.string	"the brute-force buffer was allocated"
	.align 8
.LC524:
	.string	"streams share no draw with each other or the Poisson schedule"
	.align 8
.LC525:
	.string	"a draw is a function of (seed, stream, i) alone"
	.align 8
.LC527:
	.string	"an exponential of mean 100 us averages within 1 % of it"
	.align 8
.LC528:
	.string	"the row of SERVICE_DISTS that code names %s is %s's"
	.align 8
.LC529:
	.string	"service %s: a name, a draw, a help line, and examples for the options it takes"
	.align 8
.LC530:
	.string	"a service distribution's example options apply"
	.align 8
.LC531:
	.string	"service %s: the draws average its mean (%.1f us) within five standard errors"
	.align 8
.LC532:
	.string	"service %s: their variance is its scv's (%.4f) within five standard errors"
	.align 8
.LC533:
	.string	"service %s: no draw above its largest value (%lu ns) or below 1 ns"
	.section	.rodata.str1.1
.LC534:
	.string	"200us"
.LC535:
	.string	"0.3us"
.LC536:
	.string	"0.5s"
.LC537:
	.string	"1.000000001s"
.LC538:
	.string	"0"
.LC539:
	.string	"250"
.LC540:
	.string	"0.5ns"
.LC541:
	.string	"ms"
.LC542:
	.string	"-1ms"
.LC543:
	.string	"5parsecs"
.LC544:
	.string	"1.ms"
.LC545:
	.string	"99999999999999999999s"
.LC546:
	.string	"4611686018427387904ns"
.LC547:
	.string	"QUICK"
.LC548:
	.string	"REPS"
.LC549:
	.string	"1"
	.section	.rodata.str1.8
	.align 8
.LC550:
	.string	"use QUICK=1, QUICK=0 or leave it unset"
	.section	.rodata.str1.1
.LC551:
	.string	"QUICK '%s' is not valid: %s"
.LC552:
	.string	"REPS '%s' is not valid: %s"
	.section	.rodata.str1.8
	.align 8
.LC553:
	.string	"out of memory reading the options%s%s"
	.section	.rodata.str1.1
.LC554:
	.string	"--scenario"
	.section	.rodata.str1.8
	.align 8
.LC555:
	.string	"%s is the lab's, not the benchmark's: run ./lab %s ... (./build.sh builds it beside bench)"
	.align 8
.LC556:
	.string	"%s applies to a simulated run, not to a recorded trace, whose latencies are already measured (the correction's interval is --expected-interval): drop %s"
	.align 8
.LC557:
	.string	"%s does not apply to %s: drop it"
	.align 8
.LC558:
	.string	"%s applies only with %s: add %s, or drop %s"
	.section	.rodata.str1.1
.LC559:
	.string	"give one"
	.section	.rodata.str1.8
	.align 8
.LC560:
	.string	"both set the length of the run: "
	.align 8
.LC561:
	.string	"--duration and --requests %s%s"
	.align 8
.LC562:
	.string	"--correct, --sweep and --cross-check write no .values files"
	.align 8
.LC563:
	.string	"--export-values applies to a benchmark run: %s%s"
	.section	.rodata.str1.1
.LC564:
	.string	"which writes nothing"
	.section	.rodata.str1.8
	.align 8
.LC565:
	.string	"--export does not apply to --cross-check, %s%s"
	.align 8
.LC566:
	.string	"drop them, or --correct, --sweep and --cross-check"
	.align 8
.LC567:
	.string	"--hlog-interval and --hlog-counts shape a benchmark run's .hlog: %s%s"
	.section	.rodata.str1.1
.LC568:
	.string	"%sprobe"
	.section	.rodata.str1.8
	.align 8
.LC569:
	.string	"--export '%s' cannot be written there: %s"
	.section	.rodata.str1.1
.LC570:
	.string	"%s, from %s"
	.section	.rodata.str1.8
	.align 8
.LC571:
	.string	"--scoreboard scores a benchmark run, not a recorded trace: drop it"
	.align 8
.LC572:
	.string	"--timeout, --queue-limit and the generator's options apply to a benchmark run, not to a recorded trace: drop them"
	.align 8
.LC573:
	.string	"requests a second, e.g. --rate 5000"
	.align 8
.LC574:
	.string	"--schedule poisson needs --rate R: %s%s"
	.align 8
.LC576:
	.string	"lower --rate or shorten the run"
	.align 8
.LC577:
	.string	"the schedule would have more than 2^40 requests; "
	.section	.rodata.str1.1
.LC578:
	.string	"--schedule poisson: %s%s"
.LC579:
	.string	"counting the schedule"
.LC580:
	.string	"out of memory "
	.section	.rodata.str1.8
	.align 8
.LC581:
	.string	"the schedule is beyond 2^62 ns or 2^40 requests; "
	.align 8
.LC582:
	.string	"raise --rate or lengthen the run"
	.section	.rodata.str1.1
.LC583:
	.string	"the schedule is empty; "
	.section	.rodata.str1.8
	.align 8
.LC584:
	.string	"1 / rate, the interval the schedule was configured with"
	.align 8
.LC585:
	.string	"--arrivals %.40s: more than %s lines"
	.align 8
.LC586:
	.string	"--arrivals '%s': out of memory at line %lu"
	.section	.rodata.str1.1
.LC587:
	.string	"the --duration given"
	.section	.rodata.str1.8
	.align 8
.LC588:
	.string	"--arrivals '%s': no due time falls within %s"
	.section	.rodata.str1.1
.LC589:
	.string	"add --expected-interval T"
	.section	.rodata.str1.8
	.align 8
.LC590:
	.string	"--arrivals '%s' has no gap between its due times (one line, or all at one instant), so it gives no interval to correct with: %s"
	.align 8
.LC591:
	.string	"the replayed schedule's mean gap"
	.align 8
.LC592:
	.string	"shorten --duration or --interval"
	.align 8
.LC593:
	.string	"the schedule does not fit in 64-bit nanoseconds: %s%s"
	.section	.rodata.str1.1
.LC594:
	.string	"the schedule's interval"
	.section	.rodata.str1.8
	.align 8
.LC595:
	.string	"shorten the run, or let --exact-by auto walk it in passes"
	.align 8
.LC596:
	.string	"the schedule has more than %s requests: %s"
	.align 8
.LC597:
	.string	"shorten --duration or lengthen --interval"
	.align 8
.LC598:
	.string	"--timeout, --queue-limit, the generator's options and --scoreboard keep every sample"
	.align 8
.LC599:
	.string	"the schedule has more than 8388608 requests, and %s: %s"
	.align 8
.LC600:
	.string	"--exact-by lattice does not apply: %s%s"
	.align 8
.LC601:
	.string	"shorten --duration or lengthen --service"
	.align 8
.LC602:
	.string	"back-to-back may send more than %s requests: %s"
	.section	.rodata.str1.1
.LC603:
	.string	"shorten one of them"
	.section	.rodata.str1.8
	.align 8
.LC604:
	.string	"the schedule's last due time, --first-stall and every request's --service and --stall add up past it; "
	.align 8
.LC605:
	.string	"the run may not fit in 64-bit nanoseconds (2^62): %s%s"
	.section	.rodata.str1.1
.LC606:
	.string	"drop one of the two"
.LC607:
	.string	"keeps none: "
	.section	.rodata.str1.8
	.align 8
.LC608:
	.string	"--export needs every sample kept, and --exact-by passes %s%s"
	.align 8
.LC609:
	.string	"--export needs every sample kept: this run of %lu requests goes in passes (auto does above %d); shorten it or add --exact-by sorted"
	.section	.rodata.str1.1
.LC610:
	.string	"drop --arrivals and mean"
	.section	.rodata.str1.8
	.align 8
.LC611:
	.string	"--sweep runs on a fixed schedule (--schedule poisson and --rate go with --sweep load), with a fixed --expected-interval: %s%s"
	.align 8
.LC612:
	.string	"cross-check: no closed form: %s\n"
	.section	.rodata.str1.1
.LC613:
	.string	"in the cross-check"
.LC614:
	.string	"expected_ns"
.LC615:
	.string	"correction"
	.section	.rodata.str1.8
	.align 8
.LC616:
	.string	"cross-check: closed form against reference: %lu agree, %lu differ\n"
	.align 8
.LC617:
	.string	"bench: out of memory for %lu requests\n"
	.align 8
.LC618:
	.string	"bench: out of memory for the report\n"
	.align 8
.LC619:
	.string	"bench: out of memory for the theory check\n"
	.text
	.p2align 4
	.type	bench_main, @function
bench_main:
.LFB324:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	xorl	%eax, %eax
	movl	$81, %ecx
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
	movl	%edi, %ebx
	subq	$13272, %rsp
	.cfi_def_cfa_offset 13328
	movdqa	.LC477(%rip), %xmm0
	movl	%edi, 24(%rsp)
	leaq	11216(%rsp), %rdi
	leaq	11216(%rsp), %rsi
	rep stosq
	movaps	%xmm0, 11264(%rsp)
	movdqa	.LC478(%rip), %xmm0
	leaq	.LC480(%rip), %rax
	movq	%rax, %xmm7
	leaq	.LC479(%rip), %rdi
	leaq	1840(%rsp), %rax
	movq	$100000, 11216(%rsp)
	movaps	%xmm0, 11376(%rsp)
	movq	%rdi, %xmm0
	movq	%rax, %rdi
	movl	$81, %ecx
	punpcklqdq	%xmm7, %xmm0
	movq	%rax, (%rsp)
	movq	$500000000, 11280(%rsp)
	movq	$200000, 11296(%rsp)
	movq	$1000000, 11408(%rsp)
	movq	$16384, 11424(%rsp)
	movl	$31, 11432(%rsp)
	movq	%rsi, 16(%rsp)
	movups	%xmm0, 11672(%rsp)
	rep movsq
	cmpl	$2, %ebx
	je	.L3880
	cmpl	$1, 24(%rsp)
	movl	$1, %r13d
	jle	.L3467
.L3360:
	leaq	.LC167(%rip), %r14
.L3466:
	movslq	%r13d, %rax
	movq	(%r15,%rax,8), %rbx
	cmpb	$45, (%rbx)
	jne	.L3697
	cmpb	$104, 1(%rbx)
	jne	.L3697
	cmpb	$0, 2(%rbx)
	jne	.L3697
	movl	$-1, %eax
	leaq	.LC326(%rip), %rbx
.L3460:
	leaq	48+OPTIONS(%rip), %rbp
	xorl	%r12d, %r12d
	jmp	.L3465
	.p2align 4,,10
	.p2align 3
.L3461:
	addl	$1, %r12d
	cmpl	$54, %r12d
	je	.L3464
	movq	0(%rbp), %rsi
	movq	%rbx, %rdi
	addq	$48, %rbp
	call	strcmp@PLT
.L3465:
	testl	%eax, %eax
	jne	.L3461
	movslq	%r12d, %r12
	leaq	OPTIONS(%rip), %rdi
	leaq	(%r12,%r12,2), %rax
	salq	$4, %rax
	addq	%rdi, %rax
	movl	8(%rax), %r10d
	testl	%r10d, %r10d
	jne	.L3881
	addl	$1, %r13d
.L3464:
	addl	$1, %r13d
	cmpl	%r13d, 24(%rsp)
	jg	.L3466
.L3467:
	leaq	.LC547(%rip), %rdi
	call	getenv@PLT
	leaq	.LC548(%rip), %rdi
	movq	%rax, %rbp
	call	getenv@PLT
	movq	%rax, %rbx
	testq	%rbp, %rbp
	je	.L3659
	leaq	.LC549(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	cmpb	$0, 0(%rbp)
	movl	%eax, %r12d
	je	.L3469
	leaq	.LC538(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3882
.L3469:
	xorl	%eax, %eax
	testl	%r12d, %r12d
	sete	%al
.L3468:
	movl	%eax, 2320(%rsp)
	testq	%rbx, %rbx
	je	.L3471
	cmpb	$0, (%rbx)
	jne	.L3883
.L3471:
	movslq	24(%rsp), %rdi
	salq	$3, %rdi
	call	malloc@PLT
	movq	%rax, 32(%rsp)
	testq	%rax, %rax
	je	.L3884
	movl	24(%rsp), %eax
	subl	$1, %eax
	movl	%eax, 40(%rsp)
	testl	%eax, %eax
	jle	.L3660
	xorl	%r12d, %r12d
.L3480:
	leal	1(%r12), %ebp
	movslq	%ebp, %rax
	movq	(%r15,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L3698
	cmpb	$104, 1(%r14)
	jne	.L3698
	cmpb	$0, 2(%r14)
	jne	.L3698
	movl	$-1, %eax
	leaq	.LC326(%rip), %r14
.L3476:
	leaq	48+OPTIONS(%rip), %r13
	xorl	%ebx, %ebx
	jmp	.L3479
	.p2align 4,,10
	.p2align 3
.L3477:
	addl	$1, %ebx
	cmpl	$54, %ebx
	je	.L3478
	movq	0(%r13), %rsi
	movq	%r14, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L3479:
	testl	%eax, %eax
	jne	.L3477
	movabsq	$-6148914691236517205, %rdi
	movslq	%ebx, %rbx
	movl	%r12d, %ebp
	leaq	(%rbx,%rbx,2), %rax
	movq	%rax, %rdx
	imulq	%rdi, %rax
	salq	$4, %rdx
	movb	$1, 2352(%rsp,%rax)
	leaq	OPTIONS(%rip), %rax
	cmpl	$1, 8(%rax,%rdx)
	adcl	$1, %ebp
.L3478:
	movl	%ebp, %r12d
	cmpl	%ebp, 40(%rsp)
	jg	.L3480
	xorl	%r9d, %r9d
	movq	%r15, 40(%rsp)
	xorl	%r12d, %r12d
	movl	$1, %edx
	movl	%r9d, 48(%rsp)
	movl	%r9d, 64(%rsp)
.L3492:
	movslq	%edx, %rax
	leaq	0(,%rax,8), %rdi
	movq	%rdi, 72(%rsp)
	movq	40(%rsp), %rdi
	movq	(%rdi,%rax,8), %r14
	cmpb	$45, (%r14)
	jne	.L3699
	cmpb	$104, 1(%r14)
	jne	.L3699
	cmpb	$0, 2(%r14)
	movl	$-1, %r13d
	leaq	.LC326(%rip), %rbp
	jne	.L3699
.L3482:
	movl	%r13d, %eax
	leaq	OPTIONS(%rip), %rbx
	xorl	%r15d, %r15d
	movl	%edx, %r13d
	jmp	.L3486
	.p2align 4,,10
	.p2align 3
.L3483:
	addl	$1, %r15d
	addq	$48, %rbx
	cmpl	$54, %r15d
	je	.L3867
	movq	(%rbx), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
.L3486:
	movq	(%rbx), %rdi
	testl	%eax, %eax
	jne	.L3483
	movslq	%r15d, %rcx
	movl	%r13d, %edx
	leaq	OPTIONS(%rip), %rsi
	movl	%eax, %r13d
	leaq	(%rcx,%rcx,2), %rax
	salq	$4, %rax
	movl	8(%rsi,%rax), %r8d
	testl	%r8d, %r8d
	jne	.L3485
	leal	1(%rdx), %ebx
	cmpl	%ebx, 24(%rsp)
	jle	.L3485
	leaq	.LC209(%rip), %rsi
	movq	%rdi, 80(%rsp)
	movl	$1, %ebp
	call	strcmp@PLT
	movq	80(%rsp), %rdi
	leaq	.LC212(%rip), %rsi
	testl	%eax, %eax
	movl	64(%rsp), %eax
	cmove	%ebp, %eax
	movl	%eax, 64(%rsp)
	call	strcmp@PLT
	movq	80(%rsp), %rdi
	leaq	.LC554(%rip), %rsi
	testl	%eax, %eax
	cmovne	48(%rsp), %ebp
	movl	%ebp, 48(%rsp)
	call	strcmp@PLT
	movq	40(%rsp), %rdi
	movq	72(%rsp), %rsi
	movq	%r14, %xmm0
	movq	8(%rdi,%rsi), %rsi
	movq	%rsi, %xmm7
	punpcklqdq	%xmm7, %xmm0
	testl	%eax, %eax
	je	.L3885
	movq	32(%rsp), %rdi
	movslq	%r12d, %rax
	addl	$2, %r12d
	movups	%xmm0, (%rdi,%rax,8)
	movl	$1, %eax
.L3490:
	leal	1(%rbx), %edx
	cmpl	%edx, 24(%rsp)
	jle	.L3693
	testb	%al, %al
	jne	.L3492
.L3693:
	testl	%r13d, %r13d
	je	.L3474
.L3870:
	movq	32(%rsp), %rdi
	call	free@PLT
.L3530:
	movq	16(%rsp), %rdi
	call	usage_error
	movl	%eax, %ebp
.L3526:
	movq	2312(%rsp), %rdi
	call	free@PLT
	movq	2480(%rsp), %rdi
	call	free@PLT
	jmp	.L3353
.L3697:
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	jmp	.L3460
.L3881:
	movq	(%rax), %rdi
	leaq	.LC326(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	jne	.L3464
	call	print_usage
.L3359:
	xorl	%ebp, %ebp
.L3353:
	addq	$13272, %rsp
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
.L3867:
	.cfi_restore_state
	movl	%r13d, %edx
.L3485:
	movq	32(%rsp), %rdi
	movslq	%r12d, %rax
	movl	%edx, %ebx
	addl	$1, %r12d
	xorl	%r13d, %r13d
	movq	%r14, (%rdi,%rax,8)
	movl	$1, %eax
	jmp	.L3490
.L3699:
	leaq	.LC167(%rip), %rsi
	movq	%r14, %rdi
	movl	%edx, 80(%rsp)
	movq	%r14, %rbp
	call	strcmp@PLT
	movl	80(%rsp), %edx
	movl	%eax, %r13d
	jmp	.L3482
.L3698:
	leaq	.LC167(%rip), %rsi
	movq	%r14, %rdi
	call	strcmp@PLT
	jmp	.L3476
.L3880:
	movq	8(%r15), %rbx
	leaq	.LC481(%rip), %rsi
	movq	%rbx, %rdi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L3886
	leaq	.LC484(%rip), %rsi
	movq	%rbx, %rdi
	movl	$1, %r13d
	call	strcmp@PLT
	movl	%eax, 64(%rsp)
	testl	%eax, %eax
	jne	.L3360
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC485(%rip), %rdi
	leaq	raw.13(%rip), %rbp
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC486(%rip), %rdi
	movl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC487(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC488(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC489(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %ecx
	movl	$10, %esi
	leaq	.LC490(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$5, %ecx
	movl	$5, %esi
	leaq	.LC491(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$10, %ecx
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC492(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$9, %ecx
	movl	$9, %esi
	addl	%eax, %ebx
	leaq	.LC493(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	movl	$10, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$10, %esi
	leaq	.LC494(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118780, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118780, %esi
	leaq	.LC495(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$119860, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$119860, %esi
	leaq	.LC496(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movl	$118781, %ecx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$118781, %esi
	leaq	.LC497(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movabsq	$4611224849825545165, %rsi
	movq	%rsi, %rcx
	leaq	.LC498(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movdqa	.LC499(%rip), %xmm0
	leaq	80000(%rbp), %rdx
	addl	%eax, %ebx
	movq	%rbp, %rax
.L3361:
	movaps	%xmm0, (%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L3361
	movq	$100000000, 80000+raw.13(%rip)
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	movl	$10000, %r8d
	jmp	.L3366
.L3887:
	addq	$1, %rdi
	cmpq	$10001, %rdi
	je	.L3365
.L3366:
	movq	0(%rbp,%rdi,8), %rax
	movl	$1, %esi
	cmpq	$9999, %rax
	jbe	.L3362
	xorl	%edx, %edx
	divq	%r8
	movq	%rax, %rsi
.L3362:
	addq	%rcx, %rsi
	movq	%rsi, %rcx
	jnc	.L3887
	xorl	%ecx, %ecx
.L3365:
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$20000, %esi
	leaq	.LC500(%rip), %rdi
	leaq	fixed.12(%rip), %r13
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
	leaq	.LC501(%rip), %rdi
	call	expect
	xorl	%ecx, %ecx
	movl	$1000, %edx
	movq	%r13, %rdi
	leaq	400(%rsp), %r8
	movl	$20000, %esi
	addl	%eax, %ebx
	call	summarise.isra.0
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1000, %esi
	movq	408(%rsp), %rcx
	leaq	.LC502(%rip), %rdi
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$80000000, %esi
	movq	416(%rsp), %rcx
	leaq	.LC503(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$98000000, %esi
	movq	424(%rsp), %rcx
	leaq	.LC504(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$100000000, %esi
	movq	448(%rsp), %rcx
	leaq	.LC505(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	movq	464(%rsp), %rcx
	movl	$1953359375, %esi
	xorl	%edx, %edx
	movq	472(%rsp), %r8
	salq	$8, %rsi
	leaq	.LC506(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	movl	$1, %ecx
	movl	$1, %esi
	addl	%eax, %ebx
	leaq	.LC507(%rip), %rdi
	xorl	%edx, %edx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$1, %ecx
	movl	$1, %esi
	leaq	.LC508(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2, %ecx
	movl	$2, %esi
	leaq	.LC509(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movl	$2000000, %ecx
	movl	$2000000, %esi
	leaq	.LC510(%rip), %rdi
	addl	%eax, %ebx
	call	expect
	leaq	368(%rsp), %rdi
	movl	$8, %ecx
	xorl	%edx, %edx
	leal	(%rbx,%rax), %r15d
	xorl	%eax, %eax
	movl	$9, %r8d
	movl	$700, %esi
	rep stosl
	leaq	368(%rsp), %rbx
	xorl	%eax, %eax
	movl	$64, %ecx
	leaq	1328(%rsp), %rdi
	movq	%rdi, (%rsp)
	rep stosq
	movl	$1, %ecx
	movq	%rbx, %rdi
	call	dist_add.part.0
	cmpl	$0, 392(%rsp)
	jne	.L3368
	movl	$2, %r8d
	movl	$12, %ecx
	movl	$300, %edx
	movq	%rbx, %rdi
	movl	$5000, %esi
	call	dist_add.part.0
	cmpl	$0, 392(%rsp)
	jne	.L3368
	movl	$3, %r8d
	movl	$4, %ecx
	movl	$1000, %edx
	movq	%rbx, %rdi
	movl	$4100, %esi
	call	dist_add.part.0
.L3368:
	movq	376(%rsp), %r11
	movq	368(%rsp), %rcx
	xorl	%r9d, %r9d
	xorl	%edi, %edi
.L3373:
	cmpq	%r11, %r9
	je	.L3645
	xorl	%r10d, %r10d
	cmpq	$0, 24(%rcx)
	je	.L3370
.L3375:
	movq	(%rsp), %rax
	leaq	(%rax,%rdi,8), %r8
	xorl	%eax, %eax
	cmpq	$0, 16(%rcx)
	je	.L3372
	.p2align 4,,10
	.p2align 3
.L3369:
	movq	8(%rcx), %rsi
	movq	(%rcx), %rdx
	imulq	%rax, %rsi
	subq	%rsi, %rdx
	movq	%rdx, (%r8,%rax,8)
	movq	%rax, %rdx
	addq	$1, %rax
	cmpq	16(%rcx), %rax
	jb	.L3369
	leaq	1(%rdx,%rdi), %rdi
.L3372:
	addq	$1, %r10
	cmpq	24(%rcx), %r10
	jb	.L3375
.L3370:
	addq	$1, %r9
	addq	$32, %rcx
	jmp	.L3373
.L3885:
	movq	16(%rsp), %rdx
	movq	(%rsp), %rdi
	call	apply_scenario.constprop.0
	testl	%eax, %eax
	movl	%eax, %r13d
	sete	%al
	jmp	.L3490
.L3659:
	xorl	%eax, %eax
	jmp	.L3468
.L3660:
	xorl	%esi, %esi
	xorl	%r12d, %r12d
	movl	%esi, 48(%rsp)
	movl	%esi, 64(%rsp)
.L3474:
	movq	(%rsp), %rbx
	leaq	.LC279(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	testl	%eax, %eax
	jne	.L3664
	leaq	.LC280(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	%eax, %r14d
	testl	%eax, %eax
	je	.L3888
.L3664:
	movl	$1, %r14d
	movl	$2, %r10d
.L3494:
	leaq	2352(%rsp), %rdi
	leaq	44+OPTIONS(%rip), %rdx
	xorl	%eax, %eax
	movq	%rdi, 24(%rsp)
	jmp	.L3497
	.p2align 4,,10
	.p2align 3
.L3495:
	addq	$1, %rax
	addq	$48, %rdx
	cmpq	$54, %rax
	je	.L3889
.L3497:
	movq	24(%rsp), %rdi
	cmpb	$0, (%rdi,%rax)
	je	.L3495
	movl	(%rdx), %ecx
	testl	%ecx, %ecx
	je	.L3495
	cltq
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$48, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC555(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L3870
.L3883:
	leaq	9616(%rsp), %rax
	movl	$100000, %edx
	movl	$1, %esi
	movq	%rbx, %rdi
	movq	%rax, %rcx
	call	parse_uint
	testl	%eax, %eax
	jne	.L3890
	movq	9616(%rsp), %rax
	movl	%eax, 2056(%rsp)
	jmp	.L3471
.L3886:
	movq	16(%rsp), %rdx
	leaq	9616(%rsp), %rsi
	leaq	8016(%rsp), %rdi
	call	estimate_ghz
	pxor	%xmm1, %xmm1
	comisd	%xmm1, %xmm0
	jbe	.L3850
	movsd	11216(%rsp), %xmm3
	movl	$7, %esi
	movl	$4, %eax
	movsd	9616(%rsp), %xmm2
	movsd	8016(%rsp), %xmm1
	leaq	.LC482(%rip), %rdi
	call	printf@PLT
	jmp	.L3359
.L3882:
	testl	%r12d, %r12d
	je	.L3469
	movq	16(%rsp), %rdi
	movq	%rbp, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC550(%rip), %r8
	leaq	.LC551(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3530
.L3889:
	leaq	32+OPTIONS(%rip), %r9
	movl	%r12d, 72(%rsp)
	xorl	%r15d, %r15d
	movl	%r10d, %r12d
	movl	%r14d, 80(%rsp)
	movq	%r9, %rbx
	jmp	.L3511
.L3894:
	testl	%eax, %eax
	je	.L3891
.L3500:
	movq	(%rbx), %rbp
	testq	%rbp, %rbp
	jne	.L3892
.L3498:
	addq	$1, %r15
	addq	$48, %rbx
	cmpq	$54, %r15
	je	.L3893
.L3511:
	movq	24(%rsp), %rax
	movq	$0, 8016(%rsp)
	cmpb	$0, (%rax,%r15)
	je	.L3498
	movl	8(%rbx), %eax
	movl	80(%rsp), %edx
	movl	%r15d, %r13d
	andl	%r12d, %eax
	testl	%edx, %edx
	jne	.L3894
	testl	%eax, %eax
	jne	.L3500
	movl	%r15d, %ebx
	leaq	.LC466(%rip), %r8
	cmpl	$8, %r12d
	je	.L3502
	leaq	.LC467(%rip), %r8
	cmpl	$4, %r12d
	je	.L3502
	cmpl	$16, %r12d
	leaq	.LC468(%rip), %r8
	leaq	.LC370(%rip), %rax
	cmove	%rax, %r8
.L3502:
	movslq	%ebx, %rax
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	imulq	$48, %rax, %rax
	leaq	OPTIONS(%rip), %rdx
	movq	(%rdx,%rax), %rcx
	leaq	.LC557(%rip), %rdx
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3870
.L3892:
	leaq	9616(%rsp), %r14
	leaq	.LC26(%rip), %rdx
	movl	$128, %esi
	xorl	%eax, %eax
	movq	%r14, %rdi
	movq	%rbp, %rcx
	movq	%r14, 40(%rsp)
	call	snprintf@PLT
	leaq	8016(%rsp), %rax
	leaq	.LC42(%rip), %rsi
	movq	%r14, %rdi
	movq	%rax, %rdx
	movq	%rax, 88(%rsp)
	call	strtok_r@PLT
	testq	%rax, %rax
	je	.L3510
	movl	%r12d, 96(%rsp)
	xorl	%edx, %edx
	movq	%rbx, %r14
	movl	%r13d, 120(%rsp)
	movl	%edx, %ebx
	movq	%rbp, 112(%rsp)
	movq	%rax, %rbp
.L3503:
	cmpb	$45, 0(%rbp)
	jne	.L3700
	cmpb	$104, 1(%rbp)
	jne	.L3700
	cmpb	$0, 2(%rbp)
	jne	.L3700
	movl	$-1, %eax
	leaq	.LC326(%rip), %rbp
.L3506:
	leaq	48+OPTIONS(%rip), %r13
	xorl	%r12d, %r12d
	jmp	.L3509
	.p2align 4,,10
	.p2align 3
.L3507:
	addl	$1, %r12d
	cmpl	$54, %r12d
	je	.L3675
	movq	0(%r13), %rsi
	movq	%rbp, %rdi
	addq	$48, %r13
	call	strcmp@PLT
.L3509:
	testl	%eax, %eax
	jne	.L3507
	movabsq	$-6148914691236517205, %rdi
	movslq	%r12d, %rdx
	leaq	(%rdx,%rdx,2), %rax
	imulq	%rdi, %rax
	cmpb	$0, 2352(%rsp,%rax)
	setne	%al
	movzbl	%al, %eax
.L3508:
	movq	88(%rsp), %rdx
	leaq	.LC42(%rip), %rsi
	xorl	%edi, %edi
	orl	%eax, %ebx
	call	strtok_r@PLT
	movq	%rax, %rbp
	testq	%rax, %rax
	jne	.L3503
	movl	%ebx, %edx
	movl	96(%rsp), %r12d
	movq	112(%rsp), %rbp
	movq	%r14, %rbx
	movl	120(%rsp), %r13d
	testl	%edx, %edx
	jne	.L3498
.L3510:
	movl	$32, %esi
	movq	%rbp, %rdi
	call	strchr@PLT
	leaq	.LC470(%rip), %r9
	movq	40(%rsp), %rsi
	movq	%rbp, %rdi
	testq	%rax, %rax
	leaq	.LC469(%rip), %rax
	leaq	OPTIONS(%rip), %rdx
	cmovne	%rax, %r9
	movslq	%r13d, %rax
	imulq	$48, %rax, %rax
	movq	(%rdx,%rax), %r10
	call	alternatives.constprop.0
	pushq	%r13
	.cfi_def_cfa_offset 13336
	movl	$2048, %esi
	leaq	.LC558(%rip), %rdx
	pushq	%r10
	.cfi_def_cfa_offset 13344
	movq	32(%rsp), %rdi
	movq	%rax, %r8
	movq	%r10, %rcx
	xorl	%eax, %eax
	call	snprintf@PLT
	popq	%r14
	.cfi_def_cfa_offset 13336
	popq	%r15
	.cfi_def_cfa_offset 13328
	jmp	.L3870
	.p2align 4,,10
	.p2align 3
.L3700:
	leaq	.LC167(%rip), %rsi
	movq	%rbp, %rdi
	call	strcmp@PLT
	jmp	.L3506
.L3675:
	xorl	%eax, %eax
	jmp	.L3508
.L3645:
	movq	%rdi, 32(%rsp)
	movl	%r15d, %r9d
	xorl	%r13d, %r13d
	leaq	480(%rsp), %r14
	leaq	560(%rsp), %r12
	movq	%rbx, %r15
.L3374:
	movq	%r14, %rcx
	movl	%r13d, %edx
	movl	$2000, %esi
	movq	%r15, %rdi
	movl	%r9d, 40(%rsp)
	movl	$8, %ebx
	call	dist_summarise
	movq	32(%rsp), %rsi
	movq	%r12, %r8
	movl	%r13d, %ecx
	movq	(%rsp), %rdi
	movl	$2000, %edx
	call	summarise.isra.0
	movq	480(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	movq	560(%rsp), %rsi
	leaq	.LC511(%rip), %rdi
	call	expect
	movl	40(%rsp), %r9d
	leal	(%rax,%r9), %ebp
	leaq	RANK_NAME(%rip), %rax
	movq	(%rax,%r13,8), %r9
.L3376:
	movq	16(%rsp), %rdi
	movl	$64, %esi
	movq	%r9, 40(%rsp)
	leaq	-8+PCT_NAME(%rip), %rax
	movq	(%rax,%rbx), %rcx
	leaq	.LC512(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	movq	(%r14,%rbx), %rcx
	movq	(%r12,%rbx), %rsi
	xorl	%r8d, %r8d
	movq	16(%rsp), %rdi
	xorl	%edx, %edx
	addq	$8, %rbx
	call	expect
	movq	40(%rsp), %r9
	addl	%eax, %ebp
	cmpq	$56, %rbx
	jne	.L3376
	movq	536(%rsp), %rcx
	movq	616(%rsp), %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	leaq	.LC513(%rip), %rdi
	call	expect
	movq	544(%rsp), %rcx
	movq	552(%rsp), %r8
	leaq	.LC514(%rip), %rdi
	movq	624(%rsp), %rsi
	movq	632(%rsp), %rdx
	addl	%eax, %ebp
	call	expect
	leal	0(%rbp,%rax), %r9d
	testq	%r13, %r13
	jne	.L3895
	movl	$1, %r13d
	jmp	.L3374
.L3895:
	movq	%r15, %rbx
	movl	%r9d, %r15d
	leaq	starts.11(%rip), %rbp
	movq	%rbx, %rdi
	leaq	960(%rsp), %rbx
	leaq	80(%rbp), %r12
	call	dist_free
	xorl	%eax, %eax
	movl	$46, %ecx
	movq	%rbx, %rdi
	rep stosq
	movdqa	.LC515(%rip), %xmm0
	leaq	9616(%rsp), %rax
	movq	$100, 960(%rsp)
	movq	$2000, 1024(%rsp)
	movq	%rax, 40(%rsp)
	movaps	%xmm0, 1008(%rsp)
	jmp	.L3380
.L3898:
	leaq	1100(%r14), %rdx
.L3379:
	addq	$1, 9624(%rsp)
	addq	$5000, %rax
	movq	%rax, 9616(%rsp)
	cmpq	%rdx, %rax
	jb	.L3896
.L3377:
	movq	(%rsp), %rcx
	movq	16(%rsp), %rdi
	movq	%rdx, %rsi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	addq	$8, %rbp
	call	expect
	addl	%eax, %r15d
	cmpq	%rbp, %r12
	je	.L3897
.L3380:
	movq	40(%rsp), %rdi
	movq	%rbx, %rsi
	call	server_init
	movq	0(%rbp), %r14
	movq	16(%rsp), %rdi
	xorl	%eax, %eax
	leaq	.LC516(%rip), %rdx
	movl	$64, %esi
	movq	%r14, %rcx
	call	snprintf@PLT
	movl	$100, %edx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	ref_serve
	leaq	100(%r14), %rdx
	movq	%rax, (%rsp)
	movq	9616(%rsp), %rax
	cmpq	%rdx, %rax
	jnb	.L3377
	cmpq	%rax, %r14
	jb	.L3898
	leaq	1000(%rax), %rcx
	cmpq	%rcx, %r14
	jnb	.L3379
	leaq	1100(%rax), %rdx
	jmp	.L3379
.L3896:
	movq	40(%rsp), %rdi
	movl	$5000, %r9d
	movl	$100, %ecx
	movq	%r14, %rsi
	movl	$1000, %r8d
	call	serve_stalls
	movq	%rax, %rdx
	jmp	.L3377
.L3897:
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$1900, %esi
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$2000, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC517(%rip), %rdi
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	movl	$1950, %esi
	leal	(%r15,%rax), %r12d
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3050, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC518(%rip), %rdi
	call	expect
	movq	%rbx, %rdi
	movl	$100, %edx
	xorl	%ebx, %ebx
	movl	$2500, %esi
	addl	%eax, %r12d
	call	ref_serve
	xorl	%r8d, %r8d
	movl	$3100, %esi
	xorl	%edx, %edx
	movq	%rax, %rcx
	leaq	.LC519(%rip), %rdi
	call	expect
	movl	$3200000, %edi
	addl	%eax, %r12d
	call	malloc@PLT
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	movl	$42, %r11d
	movq	%rax, 72(%rsp)
	leaq	6416(%rsp), %rax
	movq	%r11, %rbp
	movq	%rax, 48(%rsp)
	leaq	9616(%rsp), %rax
	movl	%edi, 256(%rsp)
	movq	%r8, 112(%rsp)
	movq	%rax, 280(%rsp)
	movq	%r13, 200(%rsp)
.L3381:
	cmpq	$0, 72(%rsp)
	setne	%al
	cmpq	$5, %rbx
	ja	.L3692
	testb	%al, %al
	je	.L3692
	leaq	E.10(%rip), %rax
	leaq	TOP.9(%rip), %r9
	movq	%rbx, 288(%rsp)
	movq	(%rax,%rbx,8), %rax
	movq	%r9, 56(%rsp)
	movl	%r12d, %ebx
	leaq	4816(%rsp), %r15
	movq	48(%rsp), %r12
	movq	%rax, 80(%rsp)
	leaq	(%rax,%rax,2), %r11
	movq	%r11, %r13
.L3416:
	movq	56(%rsp), %r10
	xorl	%ecx, %ecx
	movabsq	$-7046029254386353131, %r8
	movabsq	$-4658895280553007687, %rdi
	movabsq	$-7723592293110705685, %rsi
	jmp	.L3385
	.p2align 4,,10
	.p2align 3
.L3900:
	movq	-8(%r15,%rcx,8), %rdx
.L3383:
	movq	%rdx, (%r15,%rcx,8)
	movq	%rdx, (%r12,%rcx,8)
	addq	$1, %rcx
	cmpq	$200, %rcx
	je	.L3899
.L3385:
	movl	%ecx, %eax
	andl	$3, %eax
	cmpl	$1, %eax
	je	.L3900
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
	jmp	.L3383
.L3899:
	movq	200(%rsp), %r8
	movq	80(%rsp), %r9
	movq	%r15, %rdi
	xorl	%esi, %esi
	jmp	.L3390
.L3902:
	addq	$8, %rdi
	cmpq	%rdi, %r12
	je	.L3901
.L3390:
	movq	(%rdi), %rax
	movq	%r8, %rcx
	cmpq	%r9, %rax
	jb	.L3386
	xorl	%edx, %edx
	divq	%r9
	movq	%rax, %rcx
.L3386:
	addq	%rsi, %rcx
	setc	%r11b
	movq	%rcx, %rsi
	movzbl	%r11b, %r11d
	jnc	.L3902
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
.L3389:
	leaq	8016(%rsp), %rax
	movq	%r11, (%rsp)
	leaq	3584(%rsp), %r14
	movq	%rax, 296(%rsp)
	leaq	640(%rsp), %rax
	movq	%rax, 120(%rsp)
	leaq	720(%rsp), %rax
	movq	%rax, 168(%rsp)
	leaq	808(%rsp), %rax
	movq	%rax, 184(%rsp)
	leaq	3728(%rsp), %rax
	movq	%rax, 144(%rsp)
	leaq	800(%rsp), %rax
	movq	%rax, 176(%rsp)
	leaq	880(%rsp), %rax
	movq	%rax, 192(%rsp)
	leaq	2496(%rsp), %rax
	movq	%rax, 208(%rsp)
	leaq	3576(%rsp), %rax
	movq	%rax, 128(%rsp)
	leaq	3568(%rsp), %rax
	movq	%rax, 160(%rsp)
	leaq	3560(%rsp), %rax
	movq	%rax, 152(%rsp)
	leaq	2888(%rsp), %rax
	movq	%rax, 136(%rsp)
	leaq	6408(%rsp), %rax
	movq	%rax, 88(%rsp)
	movl	%ebx, 308(%rsp)
	movl	%r10d, 32(%rsp)
	movq	%rbp, 312(%rsp)
	movq	200(%rsp), %rbp
	movq	%r13, 320(%rsp)
	movq	16(%rsp), %r13
.L3415:
	movq	80(%rsp), %rbx
	movq	72(%rsp), %rcx
	movl	$200, %esi
	movq	%r15, %rdi
	movl	$400000, %r8d
	movq	%rbx, %rdx
	call	correct_co
	movq	120(%rsp), %r8
	movl	32(%rsp), %ecx
	movl	$1000, %edx
	movq	72(%rsp), %rdi
	movq	%rax, %rsi
	call	summarise.isra.0
	leaq	cmp_u64(%rip), %rcx
	movl	$8, %edx
	movq	%r15, %rdi
	movl	$200, %esi
	call	qsort@PLT
	subq	$8, %rsp
	.cfi_def_cfa_offset 13336
	movq	%rbx, %rdx
	movq	%r15, %rdi
	pushq	176(%rsp)
	.cfi_def_cfa_offset 13344
	movl	48(%rsp), %r8d
	movl	$1000, %ecx
	movl	$200, %esi
	movq	312(%rsp), %r9
	call	corrected_summarise
	movl	48(%rsp), %ecx
	movq	%rbx, %rsi
	xorl	%r9d, %r9d
	movl	$1000, %edx
	xorl	%r8d, %r8d
	movq	%r14, %rdi
	call	cqr_init
	popq	%rdx
	.cfi_def_cfa_offset 13336
	popq	%rcx
	.cfi_def_cfa_offset 13328
	movl	3608(%rsp), %esi
	testl	%esi, %esi
	jle	.L3393
.L3392:
	movq	88(%rsp), %rbx
	.p2align 4,,10
	.p2align 3
.L3394:
	movq	(%rbx), %rsi
	movl	$1, %edx
	movq	%r14, %rdi
	call	cqr_add_n
	movq	%rbx, %rax
	subq	$8, %rbx
	cmpq	%r15, %rax
	jne	.L3394
	movl	3604(%rsp), %eax
	movq	%r14, %rdi
	leal	1(%rax), %edx
	movl	%edx, 3604(%rsp)
	testl	%eax, %eax
	je	.L3903
	call	cqr_end_pass.part.0
.L3396:
	movl	3608(%rsp), %eax
	testl	%eax, %eax
	jg	.L3392
.L3393:
	movq	3616(%rsp), %rax
	movq	184(%rsp), %rdi
	movdqa	3632(%rsp), %xmm7
	movq	%rax, 800(%rsp)
	subq	3648(%rsp), %rax
	movq	%rax, 856(%rsp)
	movq	144(%rsp), %rax
	movaps	%xmm7, 864(%rsp)
	movdqa	(%rax), %xmm6
	movdqa	32(%rax), %xmm5
	movups	%xmm6, (%rdi)
	movdqa	16(%rax), %xmm6
	movups	%xmm5, 32(%rdi)
	movups	%xmm6, 16(%rdi)
	movq	%r14, %rdi
	movaps	%xmm5, 96(%rsp)
	call	cqr_free
	movq	(%rsp), %r11
	movq	120(%rsp), %rsi
	movl	$8, %eax
	movq	168(%rsp), %rdi
	movq	176(%rsp), %r8
.L3397:
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
	jne	.L3397
	movq	%r11, (%rsp)
	movl	$200, %ebx
	movl	$3, 260(%rsp)
	movq	$2, 96(%rsp)
	movq	%r15, 216(%rsp)
	movq	280(%rsp), %r15
.L3414:
	movq	96(%rsp), %r8
	movl	32(%rsp), %ecx
	xorl	%r9d, %r9d
	movq	%r14, %rdi
	movq	80(%rsp), %rsi
	movl	$1000, %edx
	call	cqr_init
	movl	3608(%rsp), %eax
	testl	%eax, %eax
	jle	.L3399
	movq	%r13, 224(%rsp)
	movq	%r15, 232(%rsp)
	.p2align 4,,10
	.p2align 3
.L3398:
	xorl	%r13d, %r13d
	.p2align 4,,10
	.p2align 3
.L3405:
	movq	%rbx, %rcx
	leaq	(%r12,%r13,8), %rdx
	subq	%r13, %rcx
	cmpq	$1, %rcx
	je	.L3400
	movq	(%rdx), %rsi
	movq	%rbp, %r15
	jmp	.L3401
	.p2align 4,,10
	.p2align 3
.L3404:
	addq	$1, %r15
	cmpq	%r15, %rcx
	je	.L3403
.L3401:
	cmpq	%rsi, (%rdx,%r15,8)
	je	.L3404
.L3403:
	movq	6416(%rsp,%r13,8), %rsi
	movq	%r15, %rdx
	movq	%r14, %rdi
	addq	%r15, %r13
	call	cqr_add_n
	cmpq	$199, %r13
	jbe	.L3405
.L3402:
	movl	3604(%rsp), %eax
	movq	%r14, %rdi
	leal	1(%rax), %edx
	movl	%edx, 3604(%rsp)
	testl	%eax, %eax
	je	.L3904
	call	cqr_end_pass.part.0
.L3407:
	movl	3608(%rsp), %eax
	testl	%eax, %eax
	jg	.L3398
	movq	224(%rsp), %r13
	movq	232(%rsp), %r15
.L3399:
	movq	3616(%rsp), %rax
	movq	3632(%rsp), %rdi
	movq	3640(%rsp), %rsi
	movq	%rax, 224(%rsp)
	movq	%rax, 800(%rsp)
	subq	3648(%rsp), %rax
	movq	%rax, 856(%rsp)
	movq	%rax, 232(%rsp)
	movq	144(%rsp), %rax
	movq	%rdi, 864(%rsp)
	movdqa	32(%rax), %xmm5
	movdqa	(%rax), %xmm7
	movq	%rdi, 264(%rsp)
	movdqa	16(%rax), %xmm6
	movq	184(%rsp), %rdi
	movq	%rsi, 872(%rsp)
	movl	4812(%rsp), %eax
	movq	%rsi, 272(%rsp)
	movups	%xmm7, (%rdi)
	movups	%xmm6, 16(%rdi)
	movups	%xmm5, 32(%rdi)
	movq	%r14, %rdi
	addq	%rax, 112(%rsp)
	movaps	%xmm5, 240(%rsp)
	call	cqr_free
	movq	(%rsp), %r11
	movq	120(%rsp), %rcx
	movl	$8, %eax
	movq	176(%rsp), %rsi
	.p2align 4,,10
	.p2align 3
.L3408:
	movq	(%rsi,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rcx,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L3408
	movq	192(%rsp), %r8
	movl	32(%rsp), %ecx
	movl	$1000, %edx
	movl	$200, %esi
	movq	216(%rsp), %rdi
	movq	%r11, (%rsp)
	call	summarise.isra.0
	movq	96(%rsp), %rcx
	movl	32(%rsp), %edx
	xorl	%r8d, %r8d
	movq	208(%rsp), %rdi
	movl	$1000, %esi
	call	select_init
	testl	%eax, %eax
	jne	.L3409
	movl	2568(%rsp), %eax
	testl	%eax, %eax
	jle	.L3413
	movq	%rbp, 240(%rsp)
	movq	40(%rsp), %rbp
	movq	%r14, 328(%rsp)
	movq	208(%rsp), %r14
.L3410:
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
	movl	2568(%rsp), %eax
	testl	%eax, %eax
	jg	.L3410
	movq	%r15, 40(%rsp)
	movq	328(%rsp), %r14
	movq	240(%rsp), %rbp
.L3413:
	pxor	%xmm0, %xmm0
	movl	3580(%rsp), %eax
	movdqa	2624(%rsp), %xmm7
	movdqa	2640(%rsp), %xmm5
	movq	2872(%rsp), %rdi
	movaps	%xmm0, 0(%r13)
	movdqa	2656(%rsp), %xmm6
	movaps	%xmm0, 48(%r13)
	movaps	%xmm0, 64(%r13)
	addq	%rax, 112(%rsp)
	movups	%xmm7, 11224(%rsp)
	movups	%xmm5, 11240(%rsp)
	movups	%xmm6, 11256(%rsp)
	call	free@PLT
	movq	2880(%rsp), %rdi
	call	free@PLT
	movq	128(%rsp), %rcx
	movq	160(%rsp), %rdx
	pxor	%xmm7, %xmm7
	movq	152(%rsp), %rsi
	movq	136(%rsp), %rdi
	movups	%xmm7, 2872(%rsp)
	call	guesses_free
	movq	(%rsp), %r11
	movl	$8, %eax
	movq	192(%rsp), %rcx
.L3411:
	movq	0(%r13,%rax), %rdi
	xorl	%edx, %edx
	cmpq	%rdi, (%rcx,%rax)
	setne	%dl
	addq	$8, %rax
	addq	%rdx, %r11
	cmpq	$56, %rax
	jne	.L3411
	movq	%r11, (%rsp)
.L3412:
	salq	$2, 96(%rsp)
	subl	$1, 260(%rsp)
	jne	.L3414
	movq	640(%rsp), %rdi
	movq	224(%rsp), %rbx
	xorl	%eax, %eax
	cmpq	%rdi, 720(%rsp)
	movq	696(%rsp), %rsi
	setne	%al
	cmpq	%rbx, %rdi
	movq	704(%rsp), %rdx
	movq	712(%rsp), %rcx
	setne	%dil
	movl	32(%rsp), %ebx
	movq	216(%rsp), %r15
	movzbl	%dil, %edi
	addl	%edi, %eax
	xorl	%edi, %edi
	cmpq	%rsi, 776(%rsp)
	setne	%dil
	addl	%edi, %eax
	movq	232(%rsp), %rdi
	cmpq	%rdi, %rsi
	movq	792(%rsp), %rdi
	setne	%sil
	movzbl	%sil, %esi
	xorq	%rcx, %rdi
	addl	%esi, %eax
	movq	784(%rsp), %rsi
	xorq	%rdx, %rsi
	orq	%rdi, %rsi
	movq	264(%rsp), %rdi
	cmpq	$1, %rsi
	sbbl	$-1, %eax
	xorq	%rdi, %rdx
	movq	272(%rsp), %rdi
	xorq	%rdi, %rcx
	orq	%rcx, %rdx
	cmpq	$1, %rdx
	sbbl	$-1, %eax
	cltq
	addq	%rax, (%rsp)
	testl	%ebx, %ebx
	jne	.L3905
	movl	$1, 32(%rsp)
	jmp	.L3415
.L3400:
	movq	8008(%rsp), %rsi
	movl	$1, %edx
	movq	%r14, %rdi
	call	cqr_add_n
	jmp	.L3402
.L3904:
	call	cqr_first_end
	jmp	.L3407
.L3903:
	call	cqr_first_end
	jmp	.L3396
.L3409:
	movq	2872(%rsp), %rdi
	call	free@PLT
	movq	2880(%rsp), %rdi
	call	free@PLT
	movq	128(%rsp), %rcx
	movq	160(%rsp), %rdx
	pxor	%xmm5, %xmm5
	movq	152(%rsp), %rsi
	movq	136(%rsp), %rdi
	movups	%xmm5, 2872(%rsp)
	call	guesses_free
	addq	$1, (%rsp)
	jmp	.L3412
.L3901:
	cmpq	$400000, %rcx
	jbe	.L3906
.L3391:
	addq	$8, 56(%rsp)
	movq	56(%rsp), %rax
	leaq	32+TOP.9(%rip), %rdi
	cmpq	%rax, %rdi
	jne	.L3416
	movl	%ebx, %r12d
	movq	288(%rsp), %rbx
	addq	$1, %rbx
	jmp	.L3381
.L3905:
	movq	56(%rsp), %rax
	movq	16(%rsp), %r14
	leaq	.LC520(%rip), %rdx
	movl	$192, %esi
	movq	80(%rsp), %rcx
	movl	308(%rsp), %ebx
	movq	(%rax), %r8
	movq	%r14, %rdi
	xorl	%eax, %eax
	movq	312(%rsp), %rbp
	movq	320(%rsp), %r13
	call	snprintf@PLT
	movq	(%rsp), %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r14, %rdi
	call	expect
	addl	%eax, 256(%rsp)
	jmp	.L3391
.L3692:
	movq	72(%rsp), %rdi
	movl	%eax, %ebp
	leaq	SERVICE_DISTS(%rip), %r15
	call	free@PLT
	xorl	%ecx, %ecx
	cmpq	$0, 112(%rsp)
	movl	$1, %esi
	setne	%cl
	leaq	.LC521(%rip), %rdi
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movzbl	%bpl, %ecx
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movl	256(%rsp), %ebx
	leaq	.LC522(%rip), %rdi
	movl	$1, %esi
	addl	%eax, %ebx
	call	expect
	movl	$16, %ecx
	movl	24(%rsp), %edx
	movdqa	.LC523(%rip), %xmm0
	addl	%eax, %ebx
	leaq	11232(%rsp), %rdi
	leal	(%rbx,%r12), %eax
	movl	%eax, 88(%rsp)
	xorl	%eax, %eax
	rep stosl
	movq	16(%rsp), %rdi
	movaps	%xmm0, 11216(%rsp)
	movq	%r15, %rax
.L3419:
	movslq	%edx, %rcx
	movq	64(%rax), %r8
	movq	%rdi, %rsi
	xorl	%r9d, %r9d
	leaq	(%rdi,%rcx,8), %r10
.L3423:
	xorl	%r11d, %r11d
	cmpq	%r8, (%rsi)
	sete	%r11b
	addq	$8, %rsi
	orl	%r11d, %r9d
	cmpq	%r10, %rsi
	jne	.L3423
	testq	%r8, %r8
	je	.L3424
	andb	$1, %r9b
	jne	.L3424
	addl	$1, %edx
	movq	%r8, 11216(%rsp,%rcx,8)
	movslq	%edx, %rcx
.L3424:
	movq	72(%rax), %r9
	leaq	(%rdi,%rcx,8), %r10
	movq	%rdi, %rsi
	xorl	%r8d, %r8d
.L3420:
	xorl	%r11d, %r11d
	cmpq	%r9, (%rsi)
	sete	%r11b
	addq	$8, %rsi
	orl	%r11d, %r8d
	cmpq	%rsi, %r10
	jne	.L3420
	testq	%r9, %r9
	je	.L3421
	andb	$1, %r8b
	jne	.L3421
	movq	%r9, 11216(%rsp,%rcx,8)
	addl	$1, %edx
.L3421:
	addq	$96, %rax
	leaq	384+SERVICE_DISTS(%rip), %rsi
	cmpq	%rax, %rsi
	jne	.L3419
	movq	16(%rsp), %r12
	movl	%edx, %esi
	movq	%r15, 96(%rsp)
	leal	-1(%rdx), %edx
	leal	-2(%rsi), %ebp
	xorl	%edi, %edi
	movsd	.LC0(%rip), %xmm2
	xorl	%ebx, %ebx
	leaq	8(%r12), %rsi
	movl	%edx, 80(%rsp)
	xorl	%r9d, %r9d
	xorl	%r13d, %r13d
	movq	%rsi, 32(%rsp)
	movl	$42, %eax
	movq	%rdi, %rdx
	movabsq	$-4658895280553007687, %r11
	movabsq	$-7723592293110705685, %r10
.L3422:
	movq	%rax, %r15
	pxor	%xmm3, %xmm3
	movl	80(%rsp), %edi
	movq	%rdx, (%rsp)
	movabsq	$-7046029254386353131, %rcx
	addq	$1, %rdx
	xorl	%r14d, %r14d
	addq	%rcx, %rax
	movq	%rdi, 24(%rsp)
	movq	%rax, %rsi
	movq	%rdx, 72(%rsp)
	shrq	$30, %rsi
	movq	%rax, 56(%rsp)
	xorq	%rax, %rsi
	movq	%r12, %rax
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
	addq	%rcx, %r15
	movq	%r15, %r12
	movq	%r14, %r15
	movq	%rax, %r14
	mulsd	%xmm2, %xmm3
	.p2align 4,,10
	.p2align 3
.L3428:
	movq	(%r14,%r15,8), %rsi
	movq	(%rsp), %rdx
	movl	$42, %edi
	call	draw_u01
	xorl	%eax, %eax
	ucomisd	%xmm0, %xmm3
	movapd	%xmm0, %xmm1
	setnp	%al
	cmovne	%r13, %rax
	addq	%rax, %r9
	xorl	%eax, %eax
	ucomisd	%xmm0, %xmm0
	setp	%al
	addq	%rax, %rbx
	movq	24(%rsp), %rax
	cmpq	%rax, %r15
	je	.L3426
	movl	%ebp, %eax
	movq	32(%rsp), %rdi
	leaq	(%r14,%r15,8), %rdx
	subl	%r15d, %eax
	addq	%r15, %rax
	leaq	(%rdi,%rax,8), %rsi
	.p2align 4,,10
	.p2align 3
.L3427:
	movq	8(%rdx), %rcx
	pxor	%xmm0, %xmm0
	movq	%rcx, %rdi
	movq	%rcx, %rax
	xorq	$42, %rdi
	shrq	$30, %rax
	xorq	%rdi, %rax
	imulq	%r11, %rax
	movq	%rax, %rcx
	shrq	$27, %rcx
	xorq	%rax, %rcx
	imulq	%r10, %rcx
	movq	%rcx, %rax
	shrq	$31, %rax
	xorq	%rcx, %rax
	addq	%r12, %rax
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
	cmovne	%r13, %rax
	addq	$8, %rdx
	addq	%rax, %r9
	cmpq	%rsi, %rdx
	jne	.L3427
	addq	$1, %r15
	jmp	.L3428
.L3426:
	movq	56(%rsp), %rax
	movq	72(%rsp), %rdx
	movq	%r14, %r12
	movabsq	$626981770695586354, %rcx
	cmpq	%rcx, %rax
	jne	.L3422
	movq	%r9, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC524(%rip), %rdi
	movq	96(%rsp), %r15
	movabsq	$7809158642386836312, %r13
	movabsq	$-4658895280553007687, %r12
	call	expect
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC525(%rip), %rdi
	movl	%eax, %ebp
	call	expect
	pxor	%xmm1, %xmm1
	leal	0(%rbp,%rax), %ebx
	movq	.LC0(%rip), %rax
	movabsq	$-7723592293110705685, %rbp
	movq	%rax, %xmm2
	jmp	.L3434
	.p2align 4,,10
	.p2align 3
.L3908:
	cvttsd2siq	%xmm3, %rax
	testq	%rax, %rax
	js	.L3432
.L3909:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3429:
	movabsq	$-7046029254386353131, %rax
	addsd	%xmm0, %xmm1
	addq	%rax, %r13
	movabsq	$4078304265537237400, %rax
	cmpq	%rax, %r13
	je	.L3907
.L3434:
	movq	%r13, %rdx
	pxor	%xmm0, %xmm0
	movsd	%xmm1, (%rsp)
	shrq	$30, %rdx
	xorq	%r13, %rdx
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
	xorpd	.LC156(%rip), %xmm0
	call	log1p@PLT
	mulsd	.LC295(%rip), %xmm0
	movsd	(%rsp), %xmm1
	movsd	.LC23(%rip), %xmm3
	movq	.LC1(%rip), %rax
	subsd	%xmm0, %xmm3
	movq	%rax, %xmm0
	movq	.LC0(%rip), %rax
	movq	%rax, %xmm2
	comisd	%xmm3, %xmm0
	ja	.L3429
	movq	.LC160(%rip), %rax
	movq	%rax, %xmm0
	comisd	%xmm0, %xmm3
	jnb	.L3429
	comisd	.LC72(%rip), %xmm3
	jb	.L3908
	subsd	.LC72(%rip), %xmm3
	cvttsd2siq	%xmm3, %rax
	btcq	$63, %rax
	testq	%rax, %rax
	jns	.L3909
.L3432:
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3429
.L3907:
	movsd	.LC69(%rip), %xmm6
	divsd	.LC526(%rip), %xmm1
	movapd	%xmm1, %xmm0
	xorl	%ecx, %ecx
	subsd	.LC295(%rip), %xmm0
	andpd	.LC55(%rip), %xmm0
	movl	$1, %esi
	leaq	.LC527(%rip), %rdi
	leaq	NAMED.8(%rip), %r14
	comisd	%xmm0, %xmm6
	leaq	SERVICE_DISTS(%rip), %rbp
	seta	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	xorl	%r13d, %r13d
	call	expect
	movl	88(%rsp), %r12d
	movq	%r15, (%rsp)
	addl	%eax, %ebx
	addl	%ebx, %r12d
	leaq	.LC528(%rip), %rbx
	movl	%r12d, %r15d
.L3435:
	movq	(%r14), %r12
	movq	16(%rsp), %rdi
	movq	%rbx, %rdx
	movl	$96, %esi
	xorl	%eax, %eax
	addq	$96, %rbp
	addq	$8, %r14
	movq	%r12, %r8
	movq	%r12, %rcx
	call	snprintf@PLT
	movq	-96(%rbp), %rsi
	movq	%r12, %rdi
	call	strcmp@PLT
	movq	16(%rsp), %rdi
	xorl	%esi, %esi
	xorl	%edx, %edx
	movslq	%eax, %r8
	movq	%r8, %rcx
	sarq	$63, %r8
	call	expect
	addl	%eax, %r13d
	leaq	384+SERVICE_DISTS(%rip), %rax
	cmpq	%rbp, %rax
	jne	.L3435
	movl	%r15d, %r12d
	movq	16(%rsp), %rbx
	movq	(%rsp), %r15
	movl	%r12d, 56(%rsp)
.L3457:
	movl	$81, %ecx
	movq	%rbx, %rdi
	xorl	%eax, %eax
	xorl	%r11d, %r11d
	rep stosq
	movq	(%r15), %rcx
	movq	%r11, 2496(%rsp)
	movq	$100000, 11216(%rsp)
	movq	$7, 11312(%rsp)
	movq	%rcx, 24(%rsp)
	testq	%rcx, %rcx
	je	.L3655
	cmpq	$0, 8(%r15)
	je	.L3436
	cmpq	$0, 80(%r15)
	je	.L3436
	movq	56(%r15), %r9
	movq	48(%rsp), %r14
	leaq	.LC529(%rip), %rdx
	movl	$160, %esi
	cmpq	$0, 48(%r15)
	setne	%bpl
	movq	%r14, %rdi
	testq	%r9, %r9
	movq	%r9, 16(%rsp)
	sete	%r12b
	call	snprintf@PLT
	movl	%ebp, %ecx
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%r12d, %ecx
	xorl	%edx, %edx
	movq	%r14, %rdi
	movzbl	%cl, %ecx
	call	expect
	addl	%eax, %r13d
	cmpb	%r12b, %bpl
	je	.L3438
	movl	64(%rsp), %eax
	movq	16(%rsp), %r9
	movl	%eax, 11224(%rsp)
	testq	%r9, %r9
	je	.L3910
.L3439:
	leaq	8016(%rsp), %r14
	movq	%r9, %rcx
	movl	$256, %esi
	xorl	%eax, %eax
	movq	%r14, %rdi
	leaq	.LC26(%rip), %rdx
	leaq	2496(%rsp), %rbp
	call	snprintf@PLT
	leaq	.LC42(%rip), %r12
	movq	%r14, %rdi
	movq	%rbp, %rdx
	movq	%r12, %rsi
	call	strtok_r@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	je	.L3440
.L3444:
	movq	%rbp, %rdx
	movq	%r12, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %rdx
	testq	%rax, %rax
	je	.L3443
	movq	40(%rsp), %rcx
	movl	$256, %r8d
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	apply_option
	testl	%eax, %eax
	je	.L3442
.L3443:
	movl	$1, %ecx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	leaq	.LC530(%rip), %rdi
	call	expect
	addl	%eax, %r13d
.L3442:
	movq	%rbp, %rdx
	movq	%r12, %rsi
	xorl	%edi, %edi
	call	strtok_r@PLT
	movq	%rax, %r14
	testq	%rax, %rax
	jne	.L3444
.L3440:
	movl	11224(%rsp), %ecx
	leaq	SERVICE_DISTS(%rip), %rdi
	imulq	$96, %rcx, %rdx
	movq	%rcx, %rax
	movq	32(%rdi,%rdx), %r8
	testq	%r8, %r8
	je	.L3445
	leaq	4816(%rsp), %rdx
	leaq	3584(%rsp), %rsi
	movq	%rbx, %rdi
	call	*%r8
	movl	11224(%rsp), %eax
.L3446:
	imulq	$96, %rax, %rax
	leaq	SERVICE_DISTS(%rip), %rdi
	addq	%rdi, %rax
	movq	40(%rax), %rdx
	testq	%rdx, %rdx
	je	.L3449
	movq	%rbx, %rdi
	call	*%rdx
	movq	%rax, %rbp
.L3450:
	pxor	%xmm0, %xmm0
	xorl	%r12d, %r12d
	xorl	%r14d, %r14d
	jmp	.L3453
	.p2align 4,,10
	.p2align 3
.L3912:
	pxor	%xmm1, %xmm1
	cvtsi2sdq	%rax, %xmm1
.L3452:
	addq	$1, %r14
	addsd	%xmm1, %xmm0
	cmpq	$200000, %r14
	je	.L3911
.L3453:
	movl	11224(%rsp), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	movsd	%xmm0, 16(%rsp)
	leaq	(%rax,%rax,2), %rax
	salq	$5, %rax
	call	*8(%rdx,%rax)
	movsd	16(%rsp), %xmm0
	leaq	-1(%rax), %rdx
	cmpq	%rbp, %rdx
	sbbq	$-1, %r12
	testq	%rax, %rax
	jns	.L3912
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm1, %xmm1
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm1
	addsd	%xmm1, %xmm1
	jmp	.L3452
.L3655:
	leaq	.LC476(%rip), %rax
	movq	%rax, 24(%rsp)
.L3436:
	movq	48(%rsp), %r14
	movq	24(%rsp), %rcx
	leaq	.LC529(%rip), %rdx
	xorl	%eax, %eax
	movl	$160, %esi
	movq	%r14, %rdi
	call	snprintf@PLT
	xorl	%ecx, %ecx
	xorl	%r8d, %r8d
	movl	$1, %esi
	xorl	%edx, %edx
	movq	%r14, %rdi
	call	expect
	addl	%eax, %r13d
.L3438:
	addl	$1, 64(%rsp)
	movl	64(%rsp), %eax
	addq	$96, %r15
	cmpl	$4, %eax
	jne	.L3457
	movl	56(%rsp), %r12d
	xorl	%esi, %esi
	movl	$200000, %ecx
	movl	$1, %edx
	leaq	.LC534(%rip), %rdi
	leaq	.LC539(%rip), %rbp
	call	expect_time
	leal	(%r12,%r13), %ebx
	xorl	%esi, %esi
	movl	$300, %ecx
	movl	$1, %edx
	leaq	.LC535(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$500000000, %ecx
	movl	$1, %edx
	leaq	.LC536(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%esi, %esi
	movl	$1000000001, %ecx
	movl	$1, %edx
	leaq	.LC537(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movl	$1, %edx
	leaq	.LC538(%rip), %rdi
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
	leaq	.LC540(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC541(%rip), %rdi
	addl	%eax, %ebx
	call	expect_time
	leaq	.LC542(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC543(%rip), %rdi
	addl	%eax, %ebx
	xorl	%ebp, %ebp
	call	expect_time
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	leaq	.LC544(%rip), %rdi
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
	addl	%eax, %ebx
	setne	%bpl
	jmp	.L3353
.L3911:
	pxor	%xmm2, %xmm2
	divsd	.LC526(%rip), %xmm0
	xorl	%r14d, %r14d
	movsd	%xmm0, 32(%rsp)
	movapd	%xmm2, %xmm3
	jmp	.L3456
	.p2align 4,,10
	.p2align 3
.L3914:
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3455:
	subsd	32(%rsp), %xmm0
	addq	$1, %r14
	movapd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm1
	addsd	%xmm1, %xmm3
	mulsd	%xmm0, %xmm1
	mulsd	%xmm0, %xmm1
	addsd	%xmm1, %xmm2
	cmpq	$200000, %r14
	je	.L3913
.L3456:
	movl	11224(%rsp), %eax
	leaq	SERVICE_DISTS(%rip), %rdx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	movsd	%xmm3, (%rsp)
	leaq	(%rax,%rax,2), %rax
	movsd	%xmm2, 16(%rsp)
	salq	$5, %rax
	call	*8(%rdx,%rax)
	movsd	16(%rsp), %xmm2
	movsd	(%rsp), %xmm3
	testq	%rax, %rax
	jns	.L3914
	movq	%rax, %rdx
	andl	$1, %eax
	pxor	%xmm0, %xmm0
	shrq	%rdx
	orq	%rax, %rdx
	cvtsi2sdq	%rdx, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3455
.L3913:
	movq	48(%rsp), %r14
	movq	24(%rsp), %rcx
	movl	$160, %esi
	leaq	.LC531(%rip), %rdx
	movl	$1, %eax
	divsd	.LC526(%rip), %xmm2
	movsd	%xmm2, 72(%rsp)
	divsd	.LC526(%rip), %xmm3
	movq	%r14, %rdi
	movsd	%xmm3, 16(%rsp)
	movsd	3584(%rsp), %xmm0
	divsd	.LC69(%rip), %xmm0
	call	snprintf@PLT
	movsd	16(%rsp), %xmm3
	movsd	3584(%rsp), %xmm4
	movapd	%xmm3, %xmm0
	movsd	%xmm4, (%rsp)
	divsd	.LC526(%rip), %xmm0
	call	sqrt@PLT
	movsd	(%rsp), %xmm4
	xorl	%ecx, %ecx
	movq	%r14, %rdi
	movapd	%xmm0, %xmm1
	movsd	32(%rsp), %xmm0
	movl	$1, %esi
	mulsd	.LC53(%rip), %xmm1
	subsd	%xmm4, %xmm0
	mulsd	.LC402(%rip), %xmm4
	andpd	.LC55(%rip), %xmm0
	addsd	%xmm4, %xmm1
	comisd	%xmm0, %xmm1
	setnb	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	24(%rsp), %rcx
	movl	$160, %esi
	movq	%r14, %rdi
	movsd	4816(%rsp), %xmm0
	addl	%eax, %r13d
	leaq	.LC532(%rip), %rdx
	movl	$1, %eax
	call	snprintf@PLT
	movsd	16(%rsp), %xmm3
	movsd	3584(%rsp), %xmm1
	movsd	4816(%rsp), %xmm0
	movsd	72(%rsp), %xmm2
	movapd	%xmm3, %xmm4
	movsd	%xmm1, (%rsp)
	mulsd	%xmm1, %xmm0
	mulsd	%xmm3, %xmm3
	mulsd	%xmm1, %xmm0
	subsd	%xmm3, %xmm2
	divsd	.LC526(%rip), %xmm2
	subsd	%xmm0, %xmm4
	andpd	.LC55(%rip), %xmm4
	movapd	%xmm2, %xmm0
	movsd	%xmm4, 16(%rsp)
	call	sqrt@PLT
	movsd	(%rsp), %xmm1
	xorl	%ecx, %ecx
	movq	%r14, %rdi
	movapd	%xmm0, %xmm2
	movsd	.LC402(%rip), %xmm0
	movl	$1, %esi
	mulsd	%xmm1, %xmm0
	mulsd	%xmm1, %xmm0
	movsd	.LC53(%rip), %xmm1
	mulsd	%xmm2, %xmm1
	addsd	%xmm1, %xmm0
	comisd	16(%rsp), %xmm0
	setnb	%cl
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	call	expect
	movq	24(%rsp), %rcx
	movq	%rbp, %r8
	movq	%r14, %rdi
	addl	%eax, %r13d
	leaq	.LC533(%rip), %rdx
	movl	$160, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r12, %rcx
	xorl	%r8d, %r8d
	xorl	%esi, %esi
	xorl	%edx, %edx
	movq	%r14, %rdi
	call	expect
	addl	%eax, %r13d
	jmp	.L3438
.L3888:
	leaq	.LC197(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	$8, %r10d
	testl	%eax, %eax
	jne	.L3494
	leaq	.LC200(%rip), %rsi
	movq	%rbx, %rdi
	movl	%r10d, 24(%rsp)
	call	was_given
	movl	$8, %r10d
	testl	%eax, %eax
	movl	%eax, %r14d
	jne	.L3666
	leaq	.LC288(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	$4, %r10d
	testl	%eax, %eax
	jne	.L3494
	leaq	.LC370(%rip), %rsi
	movq	%rbx, %rdi
	call	was_given
	movl	$1, %r10d
	movl	%eax, %r14d
	testl	%eax, %eax
	je	.L3494
	xorl	%r14d, %r14d
	movl	$16, %r10d
	jmp	.L3494
.L3449:
	movq	24(%rax), %rax
	movq	11216(%rsp), %rbp
	imulq	%rax, %rbp
	cmpq	$1, %rax
	seta	%al
	movzbl	%al, %eax
	addq	%rax, %rbp
	jmp	.L3450
.L3893:
	movl	72(%rsp), %r12d
	movl	48(%rsp), %edi
	testl	%edi, 64(%rsp)
	je	.L3915
	movq	16(%rsp), %rdi
	leaq	.LC559(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC560(%rip), %rcx
	leaq	.LC561(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3870
.L3891:
	movslq	%r15d, %rax
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	leaq	OPTIONS(%rip), %rdx
	imulq	$48, %rax, %rax
	movq	(%rdx,%rax), %rcx
	leaq	.LC556(%rip), %rdx
	xorl	%eax, %eax
	movq	%rcx, %r8
	call	snprintf@PLT
	jmp	.L3870
.L3915:
	movq	32(%rsp), %r14
	movq	(%rsp), %rdi
	movl	%r12d, %esi
	movq	16(%rsp), %rcx
	movq	%r14, %rdx
	call	apply_args.constprop.0
	movq	%r14, %rdi
	movl	%eax, %ebx
	call	free@PLT
	testl	%ebx, %ebx
	jne	.L3530
	cmpl	$0, 2288(%rsp)
	je	.L3515
	cmpl	$0, 2208(%rsp)
	jne	.L3916
	movq	2280(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L3917
.L3521:
	leaq	8016(%rsp), %r14
	movq	%rbx, %rcx
	movl	$1100, %esi
	xorl	%eax, %eax
	leaq	.LC568(%rip), %rdx
	movq	%r14, %rdi
	call	snprintf@PLT
	leaq	9616(%rsp), %rax
	movq	%r14, %rdi
	movl	$1200, %edx
	movq	%rax, %rsi
	movq	%rax, 40(%rsp)
	call	open_atomic
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3918
	call	fclose@PLT
	movq	40(%rsp), %rdi
	call	remove@PLT
.L3524:
	leaq	6416(%rsp), %rax
	movq	2304(%rsp), %r8
	movq	2296(%rsp), %rcx
	leaq	.LC570(%rip), %rdx
	movq	%rax, 48(%rsp)
	movq	%rax, %rdi
	movl	$96, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	cmpl	$1, 2208(%rsp)
	je	.L3919
.L3527:
	movq	2216(%rsp), %rax
	movq	%rax, 24(%rsp)
	orq	2224(%rsp), %rax
	jne	.L3529
	cmpl	$0, 2320(%rsp)
	movabsq	$20000000000, %rdx
	movabsq	$5000000000, %rax
	cmove	%rdx, %rax
	movq	%rax, 24(%rsp)
.L3529:
	movq	2240(%rsp), %rax
	movq	16(%rsp), %rsi
	movq	(%rsp), %rdi
	movq	%rax, 1936(%rsp)
	call	resolve_conflicts.constprop.0
	testl	%eax, %eax
	jne	.L3530
	movl	1912(%rsp), %eax
	cmpl	$1, %eax
	je	.L3920
	movq	2224(%rsp), %rbx
	cmpl	$2, %eax
	je	.L3921
	movq	1920(%rsp), %rcx
	testq	%rbx, %rbx
	jne	.L3582
	movq	24(%rsp), %rax
	xorl	%edx, %edx
	divq	%rcx
	cmpq	$1, %rdx
	sbbq	$-1, %rax
	movq	%rax, %rbx
.L3582:
	movabsq	$4611686018427387903, %rsi
	movq	%rbx, %rax
	mulq	%rcx
	movq	%rax, %rdi
	xorl	%eax, %eax
	cmpq	%rdi, %rsi
	sbbq	%rdx, %rax
	jc	.L3922
	leaq	-1(%rbx), %rax
	movq	%rbx, 1976(%rsp)
	imulq	%rcx, %rax
	cmpl	$0, 2324(%rsp)
	movq	%rax, 1968(%rsp)
	jne	.L3555
	leaq	.LC594(%rip), %rax
	movq	%rcx, 2008(%rsp)
	movq	%rax, 2024(%rsp)
.L3555:
	movl	2044(%rsp), %ebx
	movq	1976(%rsp), %rcx
	cmpl	$1, %ebx
	je	.L3923
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rcx, %rax
	jb	.L3924
	movq	(%rsp), %rdi
	call	omissions_on
	orl	2344(%rsp), %eax
	je	.L3587
.L3638:
	movl	1992(%rsp), %esi
	leaq	by_kind.5(%rip), %rax
	movq	%rcx, %rdx
	cmpl	$3, (%rax,%rsi,4)
	jne	.L3588
	movq	1984(%rsp), %rax
	testq	%rax, %rax
	je	.L3588
	xorl	%edx, %edx
	divq	1840(%rsp)
	movq	2000(%rsp), %rdx
	leaq	1(%rdx,%rax), %rdx
.L3588:
	cmpq	%rcx, %rdx
	cmovb	%rcx, %rdx
	cmpq	$8388608, %rdx
	ja	.L3925
.L3587:
	cmpl	$2, %ebx
	je	.L3926
.L3589:
	cmpl	$2, 1992(%rsp)
	jne	.L3593
	cmpq	$0, 2224(%rsp)
	je	.L3592
	xorl	%r11d, %r11d
	movq	%r11, 1984(%rsp)
.L3593:
	movq	(%rsp), %rdi
	xorl	%ebx, %ebx
	call	service_max
	movq	1888(%rsp), %rsi
	xorl	%edx, %edx
	addq	%rsi, %rax
	adcq	%rbx, %rdx
	testq	%rsi, %rsi
	je	.L3596
	cmpq	$0, 1896(%rsp)
	je	.L3596
	cmpq	$0, 1880(%rsp)
	movq	(%rsp), %r14
	movq	%r14, %rdi
	je	.L3927
	call	service_max
	movq	%r14, %rdi
	movq	1888(%rsp), %rbp
	movq	%rax, %rbx
	call	service_max
	xorl	%edx, %edx
	movl	$37, %esi
	divq	1896(%rsp)
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
.L3596:
	movq	1904(%rsp), %rsi
	movq	1968(%rsp), %rcx
	xorl	%edi, %edi
	xorl	%ebx, %ebx
	movq	1984(%rsp), %r12
	movq	1976(%rsp), %rbp
	addq	%rsi, %rcx
	adcq	%rdi, %rbx
	xorl	%edi, %edi
	leaq	1(%rbp), %rsi
	addq	%r12, %rcx
	adcq	%rdi, %rbx
	movq	%rdx, %rdi
	imulq	%rsi, %rdi
	mulq	%rsi
	addq	%rdi, %rdx
	addq	%rax, %rcx
	movabsq	$4611686018427387903, %rax
	adcq	%rdx, %rbx
	cmpq	%rcx, %rax
	movl	$0, %eax
	sbbq	%rbx, %rax
	jc	.L3928
	movq	2280(%rsp), %r14
	movl	2208(%rsp), %eax
	testq	%r14, %r14
	je	.L3599
	testl	%eax, %eax
	jne	.L3599
	cmpl	$3, 2044(%rsp)
	je	.L3929
	movq	(%rsp), %rdi
	call	plan_route
	cmpl	$3, %eax
	je	.L3930
.L3603:
	movl	2292(%rsp), %eax
	movl	$1424, %esi
	movl	$1, %edi
	movl	%eax, 16(%rsp)
	movl	2288(%rsp), %eax
	movl	%eax, 24(%rsp)
	call	calloc@PLT
	movq	%rax, %rbx
	testq	%rax, %rax
	je	.L3931
	movq	(%rsp), %rsi
	leaq	416(%rax), %r13
	leaq	328(%rax), %r8
	movl	$50, %ecx
	movq	%r13, %rdi
	movl	2056(%rsp), %r15d
	movq	%rsi, (%rax)
	xorl	%eax, %eax
	movq	%rsi, %xmm0
	movl	$288, %esi
	rep stosq
	movq	%r8, 440(%rbx)
	movhps	48(%rsp), %xmm0
	leal	1(%r15), %edi
	movaps	%xmm0, 416(%rbx)
	movq	%r8, 48(%rsp)
	call	calloc@PLT
	movl	%r15d, %edi
	movl	$8, %esi
	movq	%rax, 304(%rbx)
	movq	%rdi, 32(%rsp)
	movq	%rax, 40(%rsp)
	call	calloc@PLT
	movq	32(%rsp), %rdi
	movl	$8, %esi
	movq	%rax, 312(%rbx)
	movq	%rax, %r15
	call	calloc@PLT
	movq	40(%rsp), %rcx
	movq	%rax, 320(%rbx)
	testq	%rcx, %rcx
	sete	%cl
	testq	%r15, %r15
	sete	%dl
	orb	%dl, %cl
	jne	.L3609
	testq	%rax, %rax
	je	.L3609
	movq	48(%rsp), %rdi
	xorl	%eax, %eax
	movl	$20, %ecx
	rep stosl
	movq	(%rsp), %rdi
	call	plan_route
	movl	%eax, 352(%rbx)
	cmpl	$3, %eax
	je	.L3618
	cmpl	$2, %eax
	je	.L3932
	movl	1992(%rsp), %ecx
	leaq	by_kind.5(%rip), %rdx
	movq	%rbp, %rax
	cmpl	$3, (%rdx,%rcx,4)
	jne	.L3617
	testq	%r12, %r12
	je	.L3617
	movq	%r12, %rax
	xorl	%edx, %edx
	divq	1840(%rsp)
	movq	2000(%rsp), %rdx
	leaq	1(%rax,%rdx), %rax
.L3617:
	leaq	0(,%rax,8), %r12
	movq	%r12, %rdi
	call	malloc@PLT
	movq	%rax, 344(%rbx)
	testq	%rax, %rax
	je	.L3609
	movq	%rbp, %r15
.L3616:
	movq	%r12, %rdi
	call	malloc@PLT
	leaq	0(,%r15,8), %rdi
	movq	%rax, 328(%rbx)
	movq	%rax, %r12
	call	malloc@PLT
	movq	%rax, 336(%rbx)
	testq	%r12, %r12
	je	.L3609
	testq	%rax, %rax
	je	.L3609
.L3618:
	xorl	%eax, %eax
	testq	%r14, %r14
	movl	16(%rsp), %edx
	movq	%r14, %rsi
	setne	%al
	movq	%rbx, %rdi
	movl	%eax, 356(%rbx)
	call	bench_reps
	movl	%eax, %ebp
	testl	%eax, %eax
	je	.L3611
	leaq	816(%rbx), %r12
.L3612:
	movq	%r12, %rdi
	call	stall_window_free
	movq	328(%rbx), %rdi
	call	free@PLT
	movq	336(%rbx), %rdi
	call	free@PLT
	movq	344(%rbx), %rdi
	call	free@PLT
	movq	376(%rbx), %rdi
	call	free@PLT
	movq	400(%rbx), %rdi
	call	free@PLT
	movq	312(%rbx), %rdi
	call	free@PLT
	movq	320(%rbx), %rdi
	call	free@PLT
	movq	304(%rbx), %rdi
	call	free@PLT
	movq	%rbx, %rdi
	call	free@PLT
	jmp	.L3526
.L3932:
	movq	(%rsp), %rdi
	leaq	9616(%rsp), %rdx
	leaq	8016(%rsp), %rsi
	call	lattice_plan
	testl	%eax, %eax
	je	.L3609
	movq	9616(%rsp), %r12
	movl	$8, %esi
	movq	8016(%rsp), %xmm0
	movq	%r12, %xmm6
	movq	%r12, %rdi
	punpcklqdq	%xmm6, %xmm0
	movups	%xmm0, 360(%rbx)
	movaps	%xmm0, (%rsp)
	call	calloc@PLT
	movq	%rax, 376(%rbx)
	testq	%rax, %rax
	je	.L3609
	movdqa	(%rsp), %xmm0
	movq	%r12, %rdi
	movl	$8, %esi
	movl	$65536, %r15d
	movl	$524288, %r12d
	movaps	%xmm0, 384(%rbx)
	call	calloc@PLT
	movq	%rax, 400(%rbx)
	testq	%rax, %rax
	jne	.L3616
.L3609:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC617(%rip), %rsi
	xorl	%eax, %eax
	leaq	816(%rbx), %r12
	call	fprintf@PLT
.L3623:
	movl	$1, %ebp
	jmp	.L3612
.L3611:
	movq	304(%rbx), %rax
	movq	%r13, 16(%rsp)
	leaq	16(%rbx), %r15
	xorl	%ebp, %ebp
	leaq	768(%rbx), %r12
	movq	%r12, %r13
	movq	%rax, %r12
.L3619:
	movl	%ebp, %ecx
	movq	%r15, %rdx
	movl	%ebp, %esi
	movq	%r13, %rdi
	imulq	$288, %rcx, %rcx
	addl	$1, %ebp
	addq	%r12, %rcx
	call	check_outcome
	movq	416(%rbx), %rdx
	cmpl	%ebp, 216(%rdx)
	jnb	.L3619
	movq	(%rbx), %rbp
	movq	304(%rbx), %rax
	leaq	688(%rbx), %rcx
	leaq	448(%rbx), %rdx
	movq	16(%rsp), %r13
	leaq	816(%rbx), %r12
	movl	216(%rbp), %esi
	leaq	288(%rax), %rdi
	call	aggregate
	testl	%eax, %eax
	jne	.L3620
	movl	216(%rbp), %edx
	movq	312(%rbx), %rsi
	leaq	336(%rsp), %r15
	movq	%r15, %rdi
	call	stats_of
	movl	216(%rbp), %edx
	movq	320(%rbx), %rsi
	movq	%r15, %rdi
	movdqu	336(%rsp), %xmm7
	movups	%xmm7, 296(%r13)
	movq	352(%rsp), %rax
	movq	%rax, 312(%r13)
	call	stats_of
	xorl	%esi, %esi
	movq	%r12, %rdx
	movq	%rbp, %rdi
	movdqu	336(%rsp), %xmm4
	movaps	%xmm4, 320(%r13)
	movq	352(%rsp), %rax
	movq	%rax, 336(%r13)
	movl	216(%rbp), %eax
	imulq	$288, %rax, %rax
	addq	304(%rbx), %rax
	movq	%rax, 760(%rbx)
	call	first_stall_window
	testl	%eax, %eax
	sete	%al
	cmpl	$0, 1416(%rbx)
	movzbl	%al, %eax
	movl	%eax, 864(%rbx)
	je	.L3625
	movq	136(%rbp), %rax
	leaq	784(%rbx), %rsi
	cmpq	%rax, 1400(%rbx)
	je	.L3933
	movq	%rbp, %rdi
	call	batch_stats.constprop.0
	testl	%eax, %eax
	jne	.L3934
.L3625:
	xorl	%edi, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L3626
.L3627:
	movl	24(%rsp), %edx
	movq	%r14, %rsi
	movq	%rbx, %rdi
	call	bench_report
	movl	%eax, %ebp
	jmp	.L3612
.L3931:
	movq	stderr(%rip), %rdi
	movq	%rbp, %rdx
	leaq	.LC617(%rip), %rsi
	xorl	%eax, %eax
	movl	$1, %ebp
	call	fprintf@PLT
	jmp	.L3526
.L3620:
	movq	stderr(%rip), %rcx
	movl	$36, %edx
	movl	$1, %esi
	leaq	.LC618(%rip), %rdi
	call	fwrite@PLT
	jmp	.L3623
.L3626:
	leaq	.LC3(%rip), %rsi
	movl	$-4, %edi
	call	cannot
	movl	%eax, %ebp
	testl	%eax, %eax
	jne	.L3612
	jmp	.L3627
.L3934:
	movq	stderr(%rip), %rcx
	movl	$42, %edx
	movl	$1, %esi
	leaq	.LC619(%rip), %rdi
	call	fwrite@PLT
	jmp	.L3623
.L3933:
	leaq	872(%rbx), %rdi
	call	batch_end
	jmp	.L3625
.L3930:
	movq	16(%rsp), %rdi
	movl	$1048576, %r8d
	movq	%rbp, %rcx
	xorl	%eax, %eax
	leaq	.LC609(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3530
.L3929:
	movq	16(%rsp), %rdi
	leaq	.LC606(%rip), %r8
	leaq	.LC607(%rip), %rcx
	movl	$2048, %esi
	leaq	.LC608(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3530
.L3599:
	cmpl	$2, %eax
	je	.L3935
	cmpl	$3, %eax
	jne	.L3603
	movq	(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movaps	%xmm0, 4816(%rsp)
	call	closed_form_gap
	movq	%rax, %rsi
	testq	%rax, %rax
	jne	.L3936
	movq	(%rsp), %r14
	leaq	8016(%rsp), %rbx
	movq	%rbx, %rsi
	movq	%r14, %rdi
	call	closed_form
	movl	%eax, %edi
	call	fault_rc
	testl	%eax, %eax
	jne	.L3606
	leaq	9616(%rsp), %r12
	pushq	%r8
	.cfi_def_cfa_offset 13336
	xorl	%r9d, %r9d
	xorl	%ecx, %ecx
	pushq	$0
	.cfi_def_cfa_offset 13344
	movl	$1, %r8d
	movq	%r12, %rdx
	movq	%r14, %rdi
	leaq	REFERENCE_WALK(%rip), %rsi
	call	walk_outcomes
	movl	%eax, %edi
	call	fault_rc
	popq	%r9
	.cfi_def_cfa_offset 13336
	popq	%r10
	.cfi_def_cfa_offset 13328
	testl	%eax, %eax
	jne	.L3606
	leaq	4816(%rsp), %rbp
	movq	%rbx, %rcx
	xorl	%esi, %esi
	movq	%r12, %rdx
	movq	%rbp, %rdi
	call	check_outcome
	xorl	%edx, %edx
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	movq	8288(%rsp), %rax
	pushq	%rdx
	.cfi_def_cfa_offset 13336
	movq	%rbp, %rdi
	xorl	%ebp, %ebp
	leaq	.LC614(%rip), %rcx
	leaq	.LC615(%rip), %rdx
	pushq	%rax
	.cfi_def_cfa_offset 13344
	movq	9904(%rsp), %r8
	call	check
	movq	4840(%rsp), %rbx
	leaq	.LC616(%rip), %rdi
	xorl	%eax, %eax
	movq	4832(%rsp), %rsi
	movq	%rbx, %rdx
	call	printf@PLT
	testq	%rbx, %rbx
	popq	%rsi
	.cfi_def_cfa_offset 13336
	popq	%rdi
	.cfi_def_cfa_offset 13328
	setne	%bpl
	jmp	.L3526
.L3928:
	movq	16(%rsp), %rdi
	leaq	.LC603(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC604(%rip), %rcx
	leaq	.LC605(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3530
.L3606:
	leaq	.LC613(%rip), %rsi
	movl	%eax, %edi
	call	cannot
	movl	%eax, %ebp
	jmp	.L3526
.L3936:
	leaq	.LC612(%rip), %rdi
	xorl	%eax, %eax
	movl	$3, %ebp
	call	printf@PLT
	jmp	.L3526
.L3935:
	movl	1912(%rsp), %eax
	cmpl	$2, %eax
	je	.L3602
	cmpl	$0, 2016(%rsp)
	jne	.L3602
	subl	$1, %eax
	jne	.L3603
	movq	2272(%rsp), %rdi
	leaq	.LC289(%rip), %rsi
	call	strcmp@PLT
	testl	%eax, %eax
	je	.L3603
.L3602:
	movq	16(%rsp), %rdi
	leaq	.LC3(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC610(%rip), %rcx
	leaq	.LC611(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3530
.L3925:
	movq	16(%rsp), %rdi
	leaq	.LC597(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC598(%rip), %rcx
	leaq	.LC599(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3530
.L3592:
	movq	24(%rsp), %rax
	movq	%rax, 1984(%rsp)
	testq	%rax, %rax
	je	.L3593
	xorl	%edx, %edx
	divq	1840(%rsp)
	movq	2000(%rsp), %rdx
	subl	$1, %ebx
	leaq	1(%rdx,%rax), %rax
	je	.L3594
	movl	$1, %edx
	salq	$40, %rdx
	cmpq	%rax, %rdx
	jnb	.L3593
	leaq	.LC471(%rip), %rcx
.L3595:
	movq	16(%rsp), %rdi
	leaq	.LC601(%rip), %r8
	leaq	.LC602(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3530
.L3926:
	leaq	9616(%rsp), %rsi
	movq	(%rsp), %rdi
	movq	%rsi, %rdx
	call	lattice_plan
	testl	%eax, %eax
	jne	.L3589
	movq	(%rsp), %rdi
	call	closed_form_gap
	movq	%rax, %rcx
	testq	%rax, %rax
	je	.L3937
.L3590:
	movq	16(%rsp), %rdi
	leaq	.LC3(%rip), %r8
	leaq	.LC600(%rip), %rdx
	xorl	%eax, %eax
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3530
.L3927:
	call	service_max
	movq	%r14, %rdi
	movq	%rax, %rbx
	call	service_max
	movq	1888(%rsp), %rsi
	xorl	%edx, %edx
	xorl	%edi, %edi
	movq	1896(%rsp), %rcx
	subq	%rsi, %rcx
	divq	%rcx
	addq	$2, %rax
	mulq	%rsi
	addq	%rbx, %rax
	adcq	%rdi, %rdx
	jmp	.L3596
.L3594:
	leaq	.LC475(%rip), %rcx
	cmpq	$200000000, %rax
	jbe	.L3593
	jmp	.L3595
.L3937:
	movq	(%rsp), %rdi
	call	default_shape
	leaq	.LC474(%rip), %rcx
	testl	%eax, %eax
	leaq	.LC473(%rip), %rax
	cmove	%rax, %rcx
	jmp	.L3590
.L3924:
	leaq	.LC597(%rip), %r8
	leaq	.LC471(%rip), %rcx
.L3877:
	movq	16(%rsp), %rdi
	leaq	.LC596(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3530
.L3923:
	cmpq	$200000000, %rcx
	ja	.L3938
	movq	(%rsp), %rdi
	call	omissions_on
	orl	2344(%rsp), %eax
	je	.L3589
	jmp	.L3638
.L3922:
	movq	16(%rsp), %rdi
	leaq	.LC3(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC592(%rip), %rcx
	leaq	.LC593(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3530
.L3921:
	movq	2248(%rsp), %r15
	movq	16(%rsp), %rdx
	xorl	%r12d, %r12d
	movl	$2048, %ecx
	leaq	8016(%rsp), %r14
	movq	%r12, 2480(%rsp)
	movq	2216(%rsp), %rbp
	movq	%r15, %rsi
	movq	%r14, %rdi
	call	numbers_open.constprop.0
	movl	%eax, 40(%rsp)
	testl	%eax, %eax
	jne	.L3530
	movq	8016(%rsp), %rdi
	call	fileno@PLT
	leaq	9616(%rsp), %rsi
	movl	%eax, %edi
	call	fstat@PLT
	testl	%eax, %eax
	jne	.L3560
	movl	9640(%rsp), %eax
	andl	$61440, %eax
	cmpl	$32768, %eax
	setne	%al
	movzbl	%al, %eax
	movl	%eax, 40(%rsp)
.L3560:
	xorl	%r9d, %r9d
	movq	%r15, 32(%rsp)
	xorl	%r13d, %r13d
	xorl	%r12d, %r12d
	leaq	4816(%rsp), %rax
	movq	%r9, %r15
	movq	%rax, 56(%rsp)
.L3561:
	movq	16(%rsp), %rdx
	movq	56(%rsp), %rsi
	movl	$2048, %ecx
	movq	%r14, %rdi
	call	numbers_next
	cmpl	$1, %eax
	jne	.L3939
	cmpl	$0, 40(%rsp)
	movq	8064(%rsp), %rax
	jne	.L3562
	movl	$1, %edi
	salq	$40, %rdi
	cmpq	%rax, %rdi
	jb	.L3679
	testq	%rbx, %rbx
	jne	.L3564
	movq	4816(%rsp), %rax
	testq	%rbp, %rbp
	je	.L3566
	cmpq	%rbp, %rax
	jnb	.L3561
.L3566:
	testq	%r12, %r12
	movq	%rax, 1968(%rsp)
	cmove	%rax, %r13
	addq	$1, %r12
	jmp	.L3561
.L3562:
	cmpq	$200000000, %rax
	ja	.L3680
	testq	%rbx, %rbx
	je	.L3879
	cmpq	%rbx, %r12
	je	.L3561
.L3879:
	testq	%rbp, %rbp
	je	.L3569
	cmpq	%rbp, 4816(%rsp)
	jnb	.L3561
.L3569:
	movq	2480(%rsp), %rdi
	cmpq	%r12, %r15
	je	.L3940
.L3572:
	movq	4816(%rsp), %rax
	movq	%rax, (%rdi,%r12,8)
.L3875:
	movq	4816(%rsp), %rax
	jmp	.L3566
.L3680:
	movq	32(%rsp), %r15
	leaq	.LC472(%rip), %r8
.L3563:
	movq	%r15, %rcx
	leaq	.LC585(%rip), %rdx
.L3876:
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	movq	%r14, %rdi
	call	numbers_close
.L3570:
	movq	2480(%rsp), %rdi
	xorl	%ebx, %ebx
	call	free@PLT
	movq	%rbx, 2480(%rsp)
	jmp	.L3530
.L3940:
	testq	%r15, %r15
	je	.L3573
	movq	%r15, %rsi
	salq	$4, %rsi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3874
	movq	%rax, 2480(%rsp)
	addq	%r15, %r15
	jmp	.L3572
.L3564:
	cmpq	%rbx, %r12
	je	.L3561
	testq	%rbp, %rbp
	je	.L3875
	cmpq	%rbp, 4816(%rsp)
	jb	.L3875
	jmp	.L3561
.L3679:
	movq	32(%rsp), %r15
	leaq	.LC471(%rip), %r8
	jmp	.L3563
.L3920:
	movsd	2232(%rsp), %xmm1
	pxor	%xmm0, %xmm0
	ucomisd	%xmm0, %xmm1
	jp	.L3532
	je	.L3941
.L3532:
	cmpq	$0, 2224(%rsp)
	jne	.L3534
	movq	24(%rsp), %rax
	testq	%rax, %rax
	js	.L3535
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rax, %xmm0
.L3536:
	divsd	.LC20(%rip), %xmm0
	mulsd	%xmm1, %xmm0
	leaq	.LC576(%rip), %r8
	leaq	.LC577(%rip), %rcx
	comisd	.LC575(%rip), %xmm0
	ja	.L3878
.L3534:
	movl	$1048576, %edi
	call	malloc@PLT
	movq	%rax, %rbp
	movq	24(%rsp), %rax
	testq	%rax, %rax
	js	.L3538
	pxor	%xmm2, %xmm2
	cvtsi2sdq	%rax, %xmm2
.L3539:
	leaq	.LC579(%rip), %r8
	leaq	.LC580(%rip), %rcx
	testq	%rbp, %rbp
	je	.L3878
	pxor	%xmm1, %xmm1
	xorl	%r12d, %r12d
	xorl	%ebx, %ebx
	movsd	%xmm2, 64(%rsp)
	leaq	9616(%rsp), %rax
	leaq	8016(%rsp), %r14
	movsd	%xmm1, 32(%rsp)
	movq	%rax, 40(%rsp)
	leaq	524288(%rbp), %r13
.L3540:
	movq	2240(%rsp), %r15
	movq	40(%rsp), %rcx
	xorl	%esi, %esi
	movq	%r14, %rdi
	leaq	65536(%r12), %rax
	leaq	poisson_gaps(%rip), %rdx
	movsd	2232(%rsp), %xmm0
	movq	%r13, 9624(%rsp)
	movq	%rax, %xmm4
	movq	%r15, %xmm3
	movq	$65536, 9648(%rsp)
	punpcklqdq	%xmm4, %xmm3
	movsd	%xmm0, 80(%rsp)
	movsd	%xmm0, 9616(%rsp)
	movaps	%xmm3, 9632(%rsp)
	call	pthread_create@PLT
	movq	%rbp, %rcx
	movl	$65536, %edx
	movq	%r12, %rsi
	movsd	80(%rsp), %xmm0
	movq	%r15, %rdi
	movl	%eax, 72(%rsp)
	call	poisson_gap_bits
	movl	72(%rsp), %eax
	testl	%eax, %eax
	jne	.L3541
	movq	8016(%rsp), %rdi
	xorl	%esi, %esi
	call	pthread_join@PLT
.L3542:
	movq	2224(%rsp), %rdi
	movq	%rbx, %rsi
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	movsd	.LC72(%rip), %xmm3
	movsd	32(%rsp), %xmm1
	movabsq	$-9223372036854775808, %r8
	jmp	.L3552
.L3945:
	xorl	%eax, %eax
	cmpq	%rdi, %rbx
	sete	%al
.L3544:
	testl	%eax, %eax
	jne	.L3942
	comisd	.LC160(%rip), %xmm1
	jnb	.L3872
	movl	$1, %eax
	salq	$40, %rax
	cmpq	%rax, %rbx
	je	.L3872
	addq	$1, %rbx
	testq	%rsi, %rsi
	je	.L3943
.L3549:
	addq	$1, %rcx
	cmpq	$131072, %rcx
	je	.L3944
	movq	%rbx, %rsi
.L3552:
	movapd	%xmm1, %xmm0
	addsd	0(%rbp,%rcx,8), %xmm1
	testq	%rdi, %rdi
	jne	.L3945
	xorl	%eax, %eax
	comisd	64(%rsp), %xmm1
	setnb	%al
	jmp	.L3544
.L3541:
	movq	40(%rsp), %rdi
	call	poisson_gaps
	jmp	.L3542
.L3538:
	movq	24(%rsp), %rdi
	pxor	%xmm2, %xmm2
	movq	%rdi, %rax
	andl	$1, %edi
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm2
	addsd	%xmm2, %xmm2
	jmp	.L3539
.L3872:
	testb	%dl, %dl
	je	.L3547
	movq	56(%rsp), %rax
	movq	%rax, 1960(%rsp)
.L3547:
	movq	%rbp, %rdi
	call	free@PLT
	leaq	.LC576(%rip), %r8
	leaq	.LC581(%rip), %rcx
.L3878:
	movq	16(%rsp), %rdi
	leaq	.LC578(%rip), %rdx
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3530
.L3535:
	movq	24(%rsp), %rdi
	pxor	%xmm0, %xmm0
	movq	%rdi, %rax
	andl	$1, %edi
	shrq	%rax
	orq	%rdi, %rax
	cvtsi2sdq	%rax, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3536
.L3944:
	movsd	%xmm1, 32(%rsp)
	testb	%dl, %dl
	je	.L3553
	movq	56(%rsp), %rax
	movq	%rax, 1960(%rsp)
.L3553:
	addq	$131072, %r12
	jmp	.L3540
.L3943:
	comisd	%xmm3, %xmm1
	jnb	.L3550
	cvttsd2siq	%xmm1, %rax
	movq	%rax, 56(%rsp)
.L3551:
	movl	$1, %edx
	jmp	.L3549
.L3942:
	testb	%dl, %dl
	je	.L3630
	movq	56(%rsp), %rax
	movq	%rax, 1960(%rsp)
.L3630:
	movsd	.LC72(%rip), %xmm1
	comisd	%xmm1, %xmm0
	jnb	.L3631
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1968(%rsp)
.L3632:
	movq	%rbp, %rdi
	call	free@PLT
	movq	.LC72(%rip), %rax
	testq	%rbx, %rbx
	movq	%rax, %xmm1
	je	.L3946
	movq	2240(%rsp), %rax
	cmpl	$0, 2324(%rsp)
	movq	%rbx, 1976(%rsp)
	movsd	2232(%rsp), %xmm2
	movq	%rax, 1936(%rsp)
	movsd	%xmm2, 1928(%rsp)
	jne	.L3555
	movsd	.LC20(%rip), %xmm0
	divsd	%xmm2, %xmm0
	comisd	%xmm1, %xmm0
	jnb	.L3556
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 2008(%rsp)
.L3557:
	movq	2008(%rsp), %rax
	movl	$1, %edx
	testq	%rax, %rax
	cmove	%rdx, %rax
	movq	%rax, 2008(%rsp)
	leaq	.LC584(%rip), %rax
	movq	%rax, 2024(%rsp)
	jmp	.L3555
.L3550:
	movapd	%xmm1, %xmm0
	subsd	%xmm3, %xmm0
	cvttsd2siq	%xmm0, %rax
	xorq	%r8, %rax
	movq	%rax, 56(%rsp)
	jmp	.L3551
.L3556:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 2008(%rsp)
	btcq	$63, 2008(%rsp)
	jmp	.L3557
.L3946:
	leaq	.LC582(%rip), %r8
	leaq	.LC583(%rip), %rcx
	jmp	.L3878
.L3631:
	subsd	%xmm1, %xmm0
	cvttsd2siq	%xmm0, %rax
	movq	%rax, 1968(%rsp)
	btcq	$63, 1968(%rsp)
	jmp	.L3632
.L3939:
	movq	%r14, %rdi
	movl	%eax, 32(%rsp)
	call	numbers_close
	movl	32(%rsp), %eax
	testl	%eax, %eax
	js	.L3570
	movq	2480(%rsp), %rax
	movq	2248(%rsp), %rsi
	movq	%rax, 1952(%rsp)
	testq	%r12, %r12
	je	.L3947
	cmpl	$0, 2324(%rsp)
	movq	%rsi, 1944(%rsp)
	movq	%r12, 1976(%rsp)
	movq	%r13, 1960(%rsp)
	jne	.L3555
	cmpq	$1, %r12
	je	.L3580
	movq	1968(%rsp), %rcx
	leaq	-1(%r12), %r8
	xorl	%edx, %edx
	subq	%r13, %rcx
	movq	%rcx, %rax
	divq	%r8
	cmpq	%r8, %rcx
	jb	.L3580
	movq	%rax, 2008(%rsp)
	leaq	.LC591(%rip), %rax
	movq	%rax, 2024(%rsp)
	jmp	.L3555
.L3938:
	leaq	.LC595(%rip), %r8
	leaq	.LC475(%rip), %rcx
	jmp	.L3877
.L3580:
	movq	16(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC589(%rip), %r8
	leaq	.LC590(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3530
.L3947:
	movq	16(%rsp), %rdi
	movq	%rsi, %rcx
	xorl	%eax, %eax
	movl	$2048, %esi
	leaq	.LC587(%rip), %r8
	leaq	.LC588(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3530
.L3874:
	movq	32(%rsp), %r15
	movq	8064(%rsp), %r8
	leaq	.LC586(%rip), %rdx
	movq	%r15, %rcx
	jmp	.L3876
.L3573:
	movl	$8192, %esi
	call	realloc@PLT
	movq	%rax, %rdi
	testq	%rax, %rax
	je	.L3874
	movq	%rdi, 2480(%rsp)
	movl	$1024, %r15d
	jmp	.L3572
.L3918:
	call	__errno_location@PLT
	movl	(%rax), %edi
	call	strerror@PLT
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	leaq	.LC569(%rip), %rdx
	movq	%rax, %r8
	movl	$2048, %esi
	xorl	%eax, %eax
	call	snprintf@PLT
	jmp	.L3530
.L3917:
	cmpq	$0, 2192(%rsp)
	jne	.L3524
.L3641:
	cmpl	$0, 2200(%rsp)
	je	.L3524
.L3523:
	cmpl	$0, 2208(%rsp)
	je	.L3524
.L3522:
	movq	16(%rsp), %rdi
	leaq	.LC3(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC566(%rip), %rcx
	leaq	.LC567(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3530
.L3919:
	cmpl	$0, 2344(%rsp)
	jne	.L3948
	movq	(%rsp), %rdi
	call	omissions_on
	testl	%eax, %eax
	je	.L3527
	leaq	.LC572(%rip), %rdi
	call	usage_error
	movl	%eax, %ebp
	jmp	.L3526
.L3941:
	movq	16(%rsp), %rdi
	leaq	.LC3(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC573(%rip), %rcx
	leaq	.LC574(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3530
.L3948:
	leaq	.LC571(%rip), %rdi
	call	usage_error
	movl	%eax, %ebp
	jmp	.L3526
.L3916:
	movq	16(%rsp), %rdi
	leaq	.LC3(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC562(%rip), %rcx
	leaq	.LC563(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3530
.L3515:
	movq	2280(%rsp), %rbx
	testq	%rbx, %rbx
	je	.L3517
	movl	2208(%rsp), %eax
	cmpl	$3, %eax
	je	.L3949
	cmpq	$0, 2192(%rsp)
	jne	.L3520
	cmpl	$0, 2200(%rsp)
	je	.L3521
.L3520:
	testl	%eax, %eax
	je	.L3521
	jmp	.L3522
.L3949:
	movq	16(%rsp), %rdi
	leaq	.LC3(%rip), %r8
	xorl	%eax, %eax
	leaq	.LC564(%rip), %rcx
	leaq	.LC565(%rip), %rdx
	movl	$2048, %esi
	call	snprintf@PLT
	jmp	.L3530
.L3517:
	cmpq	$0, 2192(%rsp)
	je	.L3641
	jmp	.L3523
.L3884:
	leaq	.LC3(%rip), %r8
	movq	16(%rsp), %rdi
	movl	$2048, %esi
	leaq	.LC553(%rip), %rdx
	movq	%r8, %rcx
	call	snprintf@PLT
	jmp	.L3530
.L3850:
	movl	$5, %edx
	movl	$7, %esi
	movl	$3, %eax
	movsd	11216(%rsp), %xmm2
	movsd	9616(%rsp), %xmm1
	leaq	.LC483(%rip), %rdi
	movsd	8016(%rsp), %xmm0
	call	printf@PLT
	jmp	.L3359
.L3890:
	movq	16(%rsp), %rdi
	movq	%rbx, %rcx
	movl	$2048, %esi
	xorl	%eax, %eax
	leaq	.LC228(%rip), %r8
	leaq	.LC552(%rip), %rdx
	call	snprintf@PLT
	jmp	.L3530
.L3910:
	leaq	.LC3(%rip), %r9
	jmp	.L3439
.L3906:
	xorl	%r10d, %r10d
	jmp	.L3389
.L3445:
	movq	11216(%rsp), %rdx
	testq	%rdx, %rdx
	js	.L3447
	pxor	%xmm0, %xmm0
	cvtsi2sdq	%rdx, %xmm0
.L3448:
	imulq	$96, %rcx, %rcx
	leaq	SERVICE_DISTS(%rip), %rdi
	movsd	%xmm0, 3584(%rsp)
	movsd	16(%rdi,%rcx), %xmm0
	movsd	%xmm0, 4816(%rsp)
	jmp	.L3446
.L3666:
	xorl	%r14d, %r14d
	jmp	.L3494
.L3447:
	movq	%rdx, %rsi
	andl	$1, %edx
	pxor	%xmm0, %xmm0
	shrq	%rsi
	orq	%rdx, %rsi
	cvtsi2sdq	%rsi, %xmm0
	addsd	%xmm0, %xmm0
	jmp	.L3448
	.cfi_endproc
.LFE324:
	.size	bench_main, .-bench_main
	.section	.text.startup,"ax",@progbits
	.p2align 4
	.globl	main
	.type	main, @function
main:
.LFB325:
	.cfi_startproc
	jmp	bench_main
	.cfi_endproc
.LFE325:
	.size	main, .-main
	.section	.rodata.str1.1
.LC620:
	.string	"0%"
.LC621:
	.string	"90%"
.LC622:
	.string	"99%"
.LC623:
	.string	"99.9%"
.LC624:
	.string	"99.99%"
.LC625:
	.string	"99.999%"
	.section	.data.rel.ro.local,"aw"
	.align 32
	.type	XTICK.0, @object
	.size	XTICK.0, 48
XTICK.0:
	.quad	.LC620
	.quad	.LC621
	.quad	.LC622
	.quad	.LC623
	.quad	.LC624
	.quad	.LC625
	.section	.rodata.str1.1
.LC626:
	.string	"closed (from actual send)"
.LC627:
	.string	"open (from intended send)"
.LC628:
	.string	"corrected closed"
	.section	.data.rel.ro.local
	.align 16
	.type	NAMES.1, @object
	.size	NAMES.1, 24
NAMES.1:
	.quad	.LC626
	.quad	.LC627
	.quad	.LC628
	.section	.rodata.str1.1
.LC629:
	.string	"closed.values"
.LC630:
	.string	"open.values"
.LC631:
	.string	"corrected.values"
	.section	.data.rel.ro.local
	.align 16
	.type	VALUES.2, @object
	.size	VALUES.2, 24
VALUES.2:
	.quad	.LC629
	.quad	.LC630
	.quad	.LC631
	.section	.rodata.str1.1
.LC632:
	.string	"closed.hgrm"
.LC633:
	.string	"open.hgrm"
.LC634:
	.string	"corrected.hgrm"
	.section	.data.rel.ro.local
	.align 16
	.type	HGRM.3, @object
	.size	HGRM.3, 24
HGRM.3:
	.quad	.LC632
	.quad	.LC633
	.quad	.LC634
	.section	.rodata.str1.1
.LC635:
	.string	"us"
.LC636:
	.string	"ns"
	.section	.data.rel.ro.local
	.align 32
	.type	U.4, @object
	.size	U.4, 96
U.4:
	.quad	.LC130
	.quad	1000000000
	.long	9
	.zero	4
	.quad	.LC541
	.quad	1000000
	.long	6
	.zero	4
	.quad	.LC635
	.quad	1000
	.long	3
	.zero	4
	.quad	.LC636
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
.LC637:
	.string	"two"
.LC638:
	.string	"three"
.LC639:
	.string	"four"
.LC640:
	.string	"five"
.LC641:
	.string	"six"
	.section	.data.rel.ro.local
	.align 32
	.type	HOW_MANY.6, @object
	.size	HOW_MANY.6, 40
HOW_MANY.6:
	.quad	.LC637
	.quad	.LC638
	.quad	.LC639
	.quad	.LC640
	.quad	.LC641
	.align 32
	.type	units.7, @object
	.size	units.7, 64
units.7:
	.quad	.LC636
	.quad	1
	.quad	.LC635
	.quad	1000
	.quad	.LC541
	.quad	1000000
	.quad	.LC130
	.quad	1000000000
	.section	.rodata.str1.1
.LC642:
	.string	"bimodal"
.LC643:
	.string	"lognormal"
	.section	.data.rel.ro.local
	.align 32
	.type	NAMED.8, @object
	.size	NAMED.8, 32
NAMED.8:
	.quad	.LC99
	.quad	.LC256
	.quad	.LC642
	.quad	.LC643
	.section	.rodata
	.align 32
	.type	TOP.9, @object
	.size	TOP.9, 32
TOP.9:
	.quad	2000
	.quad	50
	.quad	300000
	.quad	70000
	.align 32
	.type	E.10, @object
	.size	E.10, 48
E.10:
	.quad	1
	.quad	7
	.quad	100
	.quad	1000
	.quad	4096
	.quad	65537
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
.LC644:
	.string	"open_closed_p99"
.LC645:
	.string	"open_closed_p999"
.LC646:
	.string	"open_closed_slow"
.LC647:
	.string	"closed_max_p99"
.LC648:
	.string	"corrected_closed_p99"
.LC649:
	.string	"open_corrected_p99"
.LC650:
	.string	"open_corrected_p90"
	.section	.data.rel.ro.local
	.align 32
	.type	RATIOS, @object
	.size	RATIOS, 168
RATIOS:
	.quad	.LC644
	.long	1
	.long	2
	.long	0
	.long	2
	.quad	.LC645
	.long	1
	.long	3
	.long	0
	.long	3
	.quad	.LC646
	.long	1
	.long	-1
	.long	0
	.long	-1
	.quad	.LC647
	.long	0
	.long	5
	.long	0
	.long	2
	.quad	.LC648
	.long	2
	.long	2
	.long	0
	.long	2
	.quad	.LC649
	.long	1
	.long	2
	.long	2
	.long	2
	.quad	.LC650
	.long	1
	.long	1
	.long	2
	.long	1
	.section	.rodata.str1.1
.LC651:
	.string	"T"
	.section	.rodata.str1.8
	.align 8
.LC652:
	.string	"service time of one request (100us)"
	.align 8
.LC653:
	.string	"fixed schedule: request i due at i*T (200us)"
	.align 8
.LC654:
	.string	"length of each stall, 0 for none (200ms)"
	.align 8
.LC655:
	.string	"time between stall starts, 0 for one stall (1s)"
	.align 8
.LC656:
	.string	"start of the first stall (500ms)"
	.align 8
.LC657:
	.string	"requests due in [0, T) (20s; 5s with QUICK=1)"
	.section	.rodata.str1.1
.LC658:
	.string	"N"
	.section	.rodata.str1.8
	.align 8
.LC659:
	.string	"or exactly N scheduled requests"
	.section	.rodata.str1.1
.LC660:
	.string	"fixed|poisson"
	.section	.rodata.str1.8
	.align 8
.LC661:
	.string	"fixed (default) or Poisson arrivals"
	.section	.rodata.str1.1
.LC662:
	.string	"R"
	.section	.rodata.str1.8
	.align 8
.LC663:
	.string	"Poisson rate, requests a second"
	.section	.rodata.str1.1
.LC664:
	.string	"X"
	.section	.rodata.str1.8
	.align 8
.LC665:
	.string	"seeds the Poisson schedule, service times, random stalls (0)"
	.section	.rodata.str1.1
.LC666:
	.string	"NAME"
	.section	.rodata.str1.8
	.align 8
.LC667:
	.string	"service times, each drawn from one of these:"
	.align 8
.LC668:
	.string	"lognormal: the coefficient of variation"
	.section	.rodata.str1.1
.LC669:
	.string	"F"
	.section	.rodata.str1.8
	.align 8
.LC670:
	.string	"bimodal: the share, 0 < F < 1, that takes --slow-service"
	.align 8
.LC671:
	.string	"bimodal: the slow requests' service time"
	.section	.rodata.str1.1
.LC672:
	.string	"periodic|poisson"
	.section	.rodata.str1.8
	.align 8
.LC673:
	.string	"stall starts every --period, or at\nexponential gaps of mean --period (periodic)"
	.section	.rodata.str1.1
.LC674:
	.string	"fixed|exp"
	.section	.rodata.str1.8
	.align 8
.LC675:
	.string	"each stall --stall long, or exponential of that mean"
	.section	.rodata.str1.1
.LC676:
	.string	"FILE"
	.section	.rodata.str1.8
	.align 8
.LC677:
	.string	"replay due times: one integer ns a line, non-decreasing"
	.section	.rodata.str1.1
.LC678:
	.string	"catch-up|skip|back-to-back"
	.section	.rodata.str1.8
	.align 8
.LC679:
	.string	"how the closed loop treats slots it missed"
	.section	.rodata.str1.1
.LC680:
	.string	"C"
	.section	.rodata.str1.8
	.align 8
.LC681:
	.string	"C closed loops share the schedule (1)"
	.section	.rodata.str1.1
.LC682:
	.string	"T|mean"
	.section	.rodata.str1.8
	.align 8
.LC683:
	.string	"the correction's interval (the schedule's\ninterval; 1/rate; a replayed file's mean gap); mean: as wrk"
	.align 8
.LC684:
	.string	"clients give up on a request after T (from its send); adds\nthe completed and censored views"
	.section	.rodata.str1.1
.LC685:
	.string	"K"
	.section	.rodata.str1.8
	.align 8
.LC686:
	.string	"the server rejects a request that finds K waiting; adds\nthe ok and all views"
	.align 8
.LC687:
	.string	"with --queue-limit: a rejection reaches the client after T (0)"
	.align 8
.LC688:
	.string	"the open loop's sender stops for T once a\n--generator-period; adds the intended, actual and lag views"
	.align 8
.LC689:
	.string	"time between its pauses, 0 for one pause (1s)"
	.align 8
.LC690:
	.string	"start of its first pause (half the period; 500ms)"
	.section	.rodata.str1.1
.LC691:
	.string	"base|last-send"
	.section	.rodata.str1.8
	.align 8
.LC692:
	.string	"the open loop sends request i when due (base),\nor one schedule gap after request i-1 left (last-send: drifts)"
	.align 8
.LC693:
	.string	"the open loop keeps at most K requests outstanding (1-1000)"
	.section	.rodata.str1.1
.LC694:
	.string	"block|drop"
	.section	.rodata.str1.8
	.align 8
.LC695:
	.string	"with --max-in-flight: wait for a slot, or drop (block)"
	.align 8
.LC696:
	.string	"instead of a schedule, N users (1-1000) who each think,\nsend, and wait for the reply; their own recording is the truth"
	.align 8
.LC697:
	.string	"or sessions arriving R a second, each sending until it leaves"
	.section	.rodata.str1.1
.LC698:
	.string	"P"
	.section	.rodata.str1.8
	.align 8
.LC699:
	.string	"sessions: after a reply, another request with chance P (0)"
	.align 8
.LC700:
	.string	"users: the time between a reply and the next request (0)"
	.section	.rodata.str1.1
.LC701:
	.string	"--population --sessions"
	.section	.rodata.str1.8
	.align 8
.LC702:
	.string	"users: each think --think, or exponential (fixed)"
	.align 8
.LC703:
	.string	"also every way to correct the closed loop (or the users),\nscored against the truth"
	.section	.rodata.str1.1
.LC704:
	.string	"the slow line (1ms)"
.LC705:
	.string	"round|ceil"
	.section	.rodata.str1.8
	.align 8
.LC706:
	.string	"HdrHistogram_c rounding, or nearest rank (round)"
	.align 8
.LC707:
	.string	"timed reps after one warmup (31; or REPS)"
	.section	.rodata.str1.1
.LC708:
	.string	"auto|sorted|lattice|passes"
	.section	.rodata.str1.8
	.align 8
.LC709:
	.string	"keep and sort every sample, count them on\nthe model's lattice, or walk the run again in passes (auto: chooses)"
	.align 8
.LC710:
	.string	"passes: values each percentile's first-pass guess\nholds (16384; 0: none, every percentile narrows in later passes)"
	.section	.rodata.str1.1
.LC711:
	.string	"as QUICK=1"
	.section	.rodata.str1.8
	.align 8
.LC712:
	.string	"also every rep's checked numbers, a line a set"
	.align 8
.LC713:
	.ascii	"defaul"
	.string	"t, feed-10ms-stall, one-2s-stall, hundred-requests,\nhundred-requests-exercise, mm1-half, mm1-90, mm1-99, bimodal, gc-pauses,\ntimeouts, shedding, generator-gc, drift, in-flight-cap, mm1k-90, population,\npopulation-stalls, sessions-2, sessions-20, light-load"
	.align 8
.LC714:
	.string	"correct a recorded trace: one latency a line (ns or a unit)"
	.section	.rodata.str1.1
.LC715:
	.string	"LIST"
	.section	.rodata.str1.8
	.align 8
.LC716:
	.string	"the same from a list: 2ms*99,1000ms"
	.section	.rodata.str1.1
.LC717:
	.string	"load|stall"
	.section	.rodata.str1.8
	.align 8
.LC718:
	.string	"one table over load 10-95% or stall length"
	.section	.rodata.str1.1
.LC719:
	.string	"PREFIX"
	.section	.rodata.str1.8
	.align 8
.LC720:
	.string	"also write PREFIX{closed,open,corrected}.hgrm and\nPREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)"
	.align 8
.LC721:
	.string	"with --export: PREFIX{closed,open,corrected}.values,\none line 'value_ns count' a distinct value"
	.align 8
.LC722:
	.string	"with --export: PREFIX.hlog's interval, whole ms from 1ms\nto 1h (1s)"
	.align 8
.LC723:
	.string	"with --export: each .hlog interval's counts as RESULT\nhlog and hlog-count lines"
	.align 8
.LC724:
	.string	"the closed form against the reference simulation;\nexit 0 if they agree, 1 if not, 3 if no closed form holds"
	.align 8
.LC725:
	.string	"estimate the core clock (GHz) and exit"
	.section	.rodata.str1.1
.LC726:
	.string	"run the unit checks and exit"
.LC727:
	.string	"this text (also -h)"
	.section	.data.rel.ro.local
	.align 32
	.type	OPTIONS, @object
	.size	OPTIONS, 2592
OPTIONS:
	.quad	.LC167
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC652
	.quad	0
	.long	29
	.long	0
	.quad	.LC171
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC653
	.quad	0
	.long	21
	.long	0
	.quad	.LC174
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC654
	.quad	0
	.long	29
	.long	0
	.quad	.LC176
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC655
	.quad	0
	.long	29
	.long	0
	.quad	.LC178
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC656
	.quad	0
	.long	29
	.long	0
	.quad	.LC209
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC657
	.quad	0
	.long	29
	.long	0
	.quad	.LC212
	.long	0
	.zero	4
	.quad	.LC658
	.quad	.LC659
	.quad	0
	.long	29
	.long	0
	.quad	.LC257
	.long	0
	.zero	4
	.quad	.LC660
	.quad	.LC661
	.quad	0
	.long	29
	.long	0
	.quad	.LC230
	.long	0
	.zero	4
	.quad	.LC662
	.quad	.LC663
	.quad	0
	.long	29
	.long	0
	.quad	.LC233
	.long	0
	.zero	4
	.quad	.LC664
	.quad	.LC665
	.quad	0
	.long	29
	.long	0
	.quad	.LC102
	.long	0
	.zero	4
	.quad	.LC666
	.quad	.LC667
	.quad	0
	.long	29
	.long	0
	.quad	.LC222
	.long	0
	.zero	4
	.quad	.LC664
	.quad	.LC668
	.quad	0
	.long	29
	.long	0
	.quad	.LC223
	.long	0
	.zero	4
	.quad	.LC669
	.quad	.LC670
	.quad	0
	.long	29
	.long	0
	.quad	.LC219
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC671
	.quad	0
	.long	29
	.long	0
	.quad	.LC253
	.long	0
	.zero	4
	.quad	.LC672
	.quad	.LC673
	.quad	0
	.long	29
	.long	0
	.quad	.LC255
	.long	0
	.zero	4
	.quad	.LC674
	.quad	.LC675
	.quad	0
	.long	29
	.long	0
	.quad	.LC119
	.long	0
	.zero	4
	.quad	.LC676
	.quad	.LC677
	.quad	0
	.long	29
	.long	0
	.quad	.LC260
	.long	0
	.zero	4
	.quad	.LC678
	.quad	.LC679
	.quad	0
	.long	29
	.long	0
	.quad	.LC236
	.long	0
	.zero	4
	.quad	.LC680
	.quad	.LC681
	.quad	0
	.long	29
	.long	0
	.quad	.LC215
	.long	0
	.zero	4
	.quad	.LC682
	.quad	.LC683
	.quad	0
	.long	23
	.long	0
	.quad	.LC182
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC684
	.quad	0
	.long	1
	.long	1
	.quad	.LC193
	.long	0
	.zero	4
	.quad	.LC685
	.quad	.LC686
	.quad	0
	.long	1
	.long	1
	.quad	.LC190
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC687
	.quad	.LC193
	.long	1
	.long	1
	.quad	.LC185
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC688
	.quad	0
	.long	1
	.long	1
	.quad	.LC191
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC689
	.quad	.LC185
	.long	1
	.long	1
	.quad	.LC192
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC690
	.quad	.LC185
	.long	1
	.long	1
	.quad	.LC266
	.long	0
	.zero	4
	.quad	.LC691
	.quad	.LC692
	.quad	0
	.long	1
	.long	1
	.quad	.LC206
	.long	0
	.zero	4
	.quad	.LC685
	.quad	.LC693
	.quad	0
	.long	1
	.long	1
	.quad	.LC274
	.long	0
	.zero	4
	.quad	.LC694
	.quad	.LC695
	.quad	.LC206
	.long	1
	.long	1
	.quad	.LC197
	.long	0
	.zero	4
	.quad	.LC658
	.quad	.LC696
	.quad	0
	.long	29
	.long	1
	.quad	.LC200
	.long	0
	.zero	4
	.quad	.LC662
	.quad	.LC697
	.quad	0
	.long	29
	.long	1
	.quad	.LC203
	.long	0
	.zero	4
	.quad	.LC698
	.quad	.LC699
	.quad	.LC200
	.long	29
	.long	1
	.quad	.LC188
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC700
	.quad	.LC701
	.long	29
	.long	1
	.quad	.LC271
	.long	0
	.zero	4
	.quad	.LC674
	.quad	.LC702
	.quad	.LC701
	.long	29
	.long	1
	.quad	.LC371
	.long	1
	.zero	4
	.quad	0
	.quad	.LC703
	.quad	0
	.long	29
	.long	1
	.quad	.LC180
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC704
	.quad	0
	.long	27
	.long	0
	.quad	.LC239
	.long	0
	.zero	4
	.quad	.LC705
	.quad	.LC706
	.quad	0
	.long	31
	.long	0
	.quad	.LC227
	.long	0
	.zero	4
	.quad	.LC658
	.quad	.LC707
	.quad	0
	.long	17
	.long	0
	.quad	.LC244
	.long	0
	.zero	4
	.quad	.LC708
	.quad	.LC709
	.quad	0
	.long	17
	.long	0
	.quad	.LC224
	.long	0
	.zero	4
	.quad	.LC658
	.quad	.LC710
	.quad	0
	.long	17
	.long	0
	.quad	.LC366
	.long	1
	.zero	4
	.quad	0
	.quad	.LC711
	.quad	0
	.long	29
	.long	0
	.quad	.LC369
	.long	1
	.zero	4
	.quad	0
	.quad	.LC712
	.quad	0
	.long	17
	.long	0
	.quad	.LC554
	.long	0
	.zero	4
	.quad	.LC666
	.quad	.LC713
	.quad	0
	.long	31
	.long	0
	.quad	.LC279
	.long	0
	.zero	4
	.quad	.LC676
	.quad	.LC714
	.quad	0
	.long	2
	.long	1
	.quad	.LC280
	.long	0
	.zero	4
	.quad	.LC715
	.quad	.LC716
	.quad	0
	.long	2
	.long	1
	.quad	.LC288
	.long	0
	.zero	4
	.quad	.LC717
	.quad	.LC718
	.quad	0
	.long	29
	.long	1
	.quad	.LC281
	.long	0
	.zero	4
	.quad	.LC719
	.quad	.LC720
	.quad	0
	.long	31
	.long	0
	.quad	.LC367
	.long	1
	.zero	4
	.quad	0
	.quad	.LC721
	.quad	.LC281
	.long	29
	.long	0
	.quad	.LC284
	.long	0
	.zero	4
	.quad	.LC651
	.quad	.LC722
	.quad	.LC281
	.long	29
	.long	1
	.quad	.LC368
	.long	1
	.zero	4
	.quad	0
	.quad	.LC723
	.quad	.LC281
	.long	29
	.long	1
	.quad	.LC370
	.long	1
	.zero	4
	.quad	0
	.quad	.LC724
	.quad	0
	.long	29
	.long	0
	.quad	.LC481
	.long	2
	.zero	4
	.quad	0
	.quad	.LC725
	.quad	0
	.long	31
	.long	0
	.quad	.LC484
	.long	2
	.zero	4
	.quad	0
	.quad	.LC726
	.quad	0
	.long	31
	.long	0
	.quad	.LC326
	.long	2
	.zero	4
	.quad	0
	.quad	.LC727
	.quad	0
	.long	31
	.long	0
	.section	.rodata.str1.1
.LC728:
	.string	"feed-10ms-stall"
.LC729:
	.string	"seed 002"
	.section	.rodata.str1.8
	.align 8
.LC730:
	.string	"--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000"
	.section	.rodata.str1.1
.LC731:
	.string	"one-2s-stall"
.LC732:
	.string	"seed 003"
	.section	.rodata.str1.8
	.align 8
.LC733:
	.string	"--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s --duration 100s --closed back-to-back --expected-interval 1ms --rank ceil"
	.section	.rodata.str1.1
.LC734:
	.string	"hundred-requests"
.LC735:
	.string	"seed 004"
	.section	.rodata.str1.8
	.align 8
.LC736:
	.string	"--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC737:
	.string	"hundred-requests-exercise"
	.section	.rodata.str1.8
	.align 8
.LC738:
	.string	"--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms --closed skip --rank ceil"
	.section	.rodata.str1.1
.LC739:
	.string	"mm1-half"
.LC740:
	.string	"seed 003, M/M/1 at rho 0.5"
	.section	.rodata.str1.8
	.align 8
.LC741:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC742:
	.string	"mm1-90"
.LC743:
	.string	"seed 003, M/M/1 at rho 0.9"
	.section	.rodata.str1.8
	.align 8
.LC744:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC745:
	.string	"mm1-99"
.LC746:
	.string	"seed 003, M/M/1 at rho 0.99"
	.section	.rodata.str1.8
	.align 8
.LC747:
	.string	"--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 --requests 200000000 --reps 1"
	.align 8
.LC748:
	.string	"the lab, M/G/1: 1 % of requests take 10 ms"
	.align 8
.LC749:
	.string	"--schedule poisson --rate 2500 --service-dist bimodal --service 100us --slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000 --reps 1"
	.section	.rodata.str1.1
.LC750:
	.string	"gc-pauses"
.LC751:
	.string	"the lab, random pauses"
	.section	.rodata.str1.8
	.align 8
.LC752:
	.string	"--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson --period 2s --stall-dist exp --stall 50ms --duration 600s --reps 1"
	.section	.rodata.str1.1
.LC753:
	.string	"timeouts"
	.section	.rodata.str1.8
	.align 8
.LC754:
	.string	"seeds 003 and 004, a timeout left out"
	.section	.rodata.str1.1
.LC755:
	.string	"--timeout 50ms"
.LC756:
	.string	"shedding"
	.section	.rodata.str1.8
	.align 8
.LC757:
	.string	"seed 003, load shed as fast errors"
	.section	.rodata.str1.1
.LC758:
	.string	"--queue-limit 10"
.LC759:
	.string	"generator-gc"
	.section	.rodata.str1.8
	.align 8
.LC760:
	.string	"seed 003, a sender that pauses"
	.align 8
.LC761:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0"
	.section	.rodata.str1.1
.LC762:
	.string	"drift"
	.section	.rodata.str1.8
	.align 8
.LC763:
	.string	"seed 003, a schedule from the last send"
	.align 8
.LC764:
	.string	"--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send"
	.section	.rodata.str1.1
.LC765:
	.string	"in-flight-cap"
	.section	.rodata.str1.8
	.align 8
.LC766:
	.string	"seed 003, a cap on requests in flight"
	.section	.rodata.str1.1
.LC767:
	.string	"--max-in-flight 10"
.LC768:
	.string	"mm1k-90"
	.section	.rodata.str1.8
	.align 8
.LC769:
	.string	"seed 003, M/M/1/K at rho 0.9, K 10"
	.align 8
.LC770:
	.string	"--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 --queue-limit 10 --requests 8000000 --reps 1"
	.section	.rodata.str1.1
.LC771:
	.string	"population"
	.section	.rodata.str1.8
	.align 8
.LC772:
	.string	"seed 004, a closed population (MVA: 301.87 us)"
	.align 8
.LC773:
	.string	"--population 10 --think 900us --service-dist exp --stall 0 --duration 100s"
	.section	.rodata.str1.1
.LC774:
	.string	"population-stalls"
	.section	.rodata.str1.8
	.align 8
.LC775:
	.string	"seed 004, a closed population on seed 000's server"
	.section	.rodata.str1.1
.LC776:
	.string	"--population 10 --think 900us"
.LC777:
	.string	"sessions-2"
	.section	.rodata.str1.8
	.align 8
.LC778:
	.string	"Schroeder et al., partly open: 2 requests a session"
	.align 8
.LC779:
	.string	"--sessions 2500 --return-prob 0.5 --think 900us"
	.section	.rodata.str1.1
.LC780:
	.string	"sessions-20"
	.section	.rodata.str1.8
	.align 8
.LC781:
	.string	"Schroeder et al., partly open: 20 requests a session"
	.align 8
.LC782:
	.string	"--sessions 250 --return-prob 0.95 --think 900us"
	.section	.rodata.str1.1
.LC783:
	.string	"light-load"
	.section	.rodata.str1.8
	.align 8
.LC784:
	.string	"seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity"
	.section	.rodata.str1.1
.LC785:
	.string	"--service 10us"
	.section	.data.rel.ro.local
	.align 32
	.type	SCENARIOS, @object
	.size	SCENARIOS, 504
SCENARIOS:
	.quad	.LC479
	.quad	.LC480
	.quad	.LC3
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
	.quad	.LC735
	.quad	.LC738
	.quad	.LC739
	.quad	.LC740
	.quad	.LC741
	.quad	.LC742
	.quad	.LC743
	.quad	.LC744
	.quad	.LC745
	.quad	.LC746
	.quad	.LC747
	.quad	.LC642
	.quad	.LC748
	.quad	.LC749
	.quad	.LC750
	.quad	.LC751
	.quad	.LC752
	.quad	.LC753
	.quad	.LC754
	.quad	.LC755
	.quad	.LC756
	.quad	.LC757
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
	.quad	.LC778
	.quad	.LC779
	.quad	.LC780
	.quad	.LC781
	.quad	.LC782
	.quad	.LC783
	.quad	.LC784
	.quad	.LC785
	.align 16
	.type	SET_COLOUR, @object
	.size	SET_COLOUR, 24
SET_COLOUR:
	.quad	.LC321
	.quad	.LC324
	.quad	.LC320
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
.LC786:
	.string	"each --service (the default)"
.LC787:
	.string	"exponential of mean --service"
	.section	.rodata.str1.8
	.align 8
.LC788:
	.string	"--slow-fraction --slow-service"
	.align 8
.LC789:
	.string	"--slow-fraction 0.1 --slow-service 1ms"
	.align 8
.LC790:
	.string	"--slow-service for a --slow-fraction, else --service"
	.section	.rodata.str1.1
.LC791:
	.string	"--service-cv 2"
	.section	.rodata.str1.8
	.align 8
.LC792:
	.string	"lognormal of mean --service, coefficient of variation --service-cv"
	.section	.data.rel.ro.local
	.align 32
	.type	SERVICE_DISTS, @object
	.size	SERVICE_DISTS, 384
SERVICE_DISTS:
	.quad	.LC99
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
	.quad	.LC786
	.quad	0
	.quad	.LC256
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
	.quad	.LC787
	.quad	0
	.quad	.LC642
	.quad	draw_bimodal
	.long	0
	.long	0
	.quad	0
	.quad	bimodal_moments
	.quad	bimodal_largest
	.quad	.LC788
	.quad	.LC789
	.quad	6000292609090864433
	.quad	0
	.quad	.LC790
	.quad	bimodal_detail
	.quad	.LC643
	.quad	draw_lognormal
	.long	0
	.long	0
	.quad	0
	.quad	lognormal_moments
	.quad	lognormal_largest
	.quad	.LC222
	.quad	.LC791
	.quad	6000292609090864433
	.quad	6000292609090864434
	.quad	.LC792
	.quad	0
	.local	run_fault_lock
	.comm	run_fault_lock,40,32
	.local	run_fault
	.comm	run_fault,404,32
	.align 16
	.type	SET_NAME, @object
	.size	SET_NAME, 24
SET_NAME:
	.quad	.LC359
	.quad	.LC360
	.quad	.LC357
	.section	.rodata.str1.1
.LC793:
	.string	"p50"
.LC794:
	.string	"p90"
.LC795:
	.string	"p99"
.LC796:
	.string	"p99.9"
.LC797:
	.string	"p99.99"
.LC798:
	.string	"max"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_LABEL, @object
	.size	PCT_LABEL, 48
PCT_LABEL:
	.quad	.LC793
	.quad	.LC794
	.quad	.LC795
	.quad	.LC796
	.quad	.LC797
	.quad	.LC798
	.section	.rodata.str1.1
.LC799:
	.string	"p999"
.LC800:
	.string	"p9999"
	.section	.data.rel.ro.local
	.align 32
	.type	PCT_NAME, @object
	.size	PCT_NAME, 48
PCT_NAME:
	.quad	.LC793
	.quad	.LC794
	.quad	.LC795
	.quad	.LC799
	.quad	.LC800
	.quad	.LC798
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
	.quad	.LC245
	.quad	.LC246
	.quad	.LC248
	.quad	.LC249
	.align 16
	.type	RANK_NAME, @object
	.size	RANK_NAME, 16
RANK_NAME:
	.quad	.LC240
	.quad	.LC241
	.align 16
	.type	CLOSED_NAME, @object
	.size	CLOSED_NAME, 24
CLOSED_NAME:
	.quad	.LC261
	.quad	.LC262
	.quad	.LC263
	.section	.rodata.str1.1
.LC801:
	.string	"replayed"
	.section	.data.rel.ro.local
	.align 16
	.type	SCHED_NAME, @object
	.size	SCHED_NAME, 24
SCHED_NAME:
	.quad	.LC99
	.quad	.LC254
	.quad	.LC801
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
.LC38:
	.quad	8390326386894792992
	.quad	8751168585111452281
	.align 16
.LC39:
	.quad	8461454894915218464
	.quad	2334109732628886643
	.align 16
.LC40:
	.quad	7308901430183358312
	.quad	32199620762627616
	.section	.rodata.cst8
	.align 8
.LC44:
	.long	0
	.long	1081589760
	.align 8
.LC45:
	.long	0
	.long	1081794560
	.align 8
.LC46:
	.long	0
	.long	1082535936
	.align 8
.LC47:
	.long	0
	.long	1079246848
	.set	.LC53,.LC296+8
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
	.set	.LC69,.LC310+8
	.align 8
.LC72:
	.long	0
	.long	1138753536
	.align 8
.LC111:
	.long	0
	.long	1074790400
	.section	.rodata.cst16
	.align 16
.LC156:
	.long	0
	.long	-2147483648
	.long	0
	.long	0
	.section	.rodata.cst8
	.align 8
.LC157:
	.long	0
	.long	-1073741824
	.align 8
.LC158:
	.long	1413754136
	.long	1075388923
	.align 8
.LC159:
	.long	0
	.long	1125122048
	.align 8
.LC160:
	.long	0
	.long	1137704960
	.align 8
.LC161:
	.long	0
	.long	1075838976
	.align 8
.LC162:
	.long	858993459
	.long	1075917619
	.align 8
.LC295:
	.long	0
	.long	1090021888
	.section	.rodata.cst16
	.align 16
.LC296:
	.long	0
	.long	0
	.long	0
	.long	1075052544
	.section	.rodata.cst8
	.align 8
.LC297:
	.long	0
	.long	1093567616
	.align 8
.LC298:
	.long	-858993459
	.long	1072745676
	.align 8
.LC303:
	.long	0
	.long	1081524224
	.section	.rodata.cst16
	.align 16
.LC310:
	.long	0
	.long	0
	.long	0
	.long	1083129856
	.section	.rodata.cst8
	.align 8
.LC314:
	.long	0
	.long	1101206224
	.align 8
.LC315:
	.long	0
	.long	1102879800
	.align 8
.LC397:
	.long	0
	.long	1081671680
	.align 8
.LC398:
	.long	1202590848
	.long	1065646817
	.align 8
.LC399:
	.long	2061584302
	.long	1072672276
	.align 8
.LC400:
	.long	-1145744107
	.long	1074949041
	.align 8
.LC401:
	.long	-1145744107
	.long	-1072534607
	.align 8
.LC402:
	.long	-400107883
	.long	1041313291
	.section	.rodata.cst16
	.align 16
.LC477:
	.quad	200000000
	.quad	1000000000
	.align 16
.LC478:
	.quad	1
	.quad	200000
	.align 16
.LC499:
	.quad	1000
	.quad	1000
	.align 16
.LC515:
	.quad	1000
	.quad	5000
	.align 16
.LC523:
	.quad	6004495999144771920
	.quad	6004495999145100622
	.section	.rodata.cst8
	.align 8
.LC526:
	.long	0
	.long	1091070464
	.align 8
.LC575:
	.long	0
	.long	1114636288
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
